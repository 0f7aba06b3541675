"""A Brno rail-ticket reseller's cache host watched by collectd, its write_prometheus plugin the exporter: the
``node+collectd`` estate.

Jízdenkář (Brno) sells train tickets online; its cache host ``brn-cache-01`` runs four memcached instances (Debian's
``memcached``, temporary instances of their own in the foreground on loopback ports, :data:`CACHES`) and collectd
(Debian's ``collectd-core``, in the foreground, :func:`write`) with these plugins: ``memcached`` (one ``<Instance>``
per cache: commands, hits and misses, evictions, items, bytes used and free, connections, octets, threads),
``processes`` (the memcached processes as one ``ProcessMatch`` group), ``tcpconns`` (connections on each cache's port),
``statsd`` (the web application's own counters, timers and gauges, sent over UDP), ``filecount`` (the application's
spool and archive directories, :data:`DIRECTORIES`) and ``write_prometheus``, which serves everything on ``/metrics``
(scraped as job ``collectd``). write_prometheus names a series ``collectd_<plugin>_<type>[_<data source>][_total]``,
puts the plugin instance in a label named after the plugin (``memcached="sessions"``, ``statsd="booking.completed"``,
``filecount="tickets-outbox"``) and the type instance in ``type`` (``type="hits"``, ``type="evictions"``), and its own
``instance`` label, the host's name, becomes ``exported_instance`` beside the scraped target's ``instance``.

Running this module loads the caches and then plays the application until it is killed, every 0.1 s
(:func:`bench.paced.paced_ticks`), over memcached's text protocol (the standard library's :mod:`socket`):

* ``sessions`` (:data:`SESSIONS` sessions of 2 KiB, 12 connections): 24 gets a tick, nine in ten for a live session
  (hits), 1 set refreshing a session, 3 touches; a logout deleting a session and a login adding one every tick;
* ``fares`` (:data:`FARES` fare tables of 1 KiB, 6 connections): 12 gets a tick, half of them for fares never cached
  (misses), 4 sets re-pricing cached fares;
* ``ratelimit`` (:data:`COUNTERS` per-client counters, 4 connections): 15 increments a tick, one more for a client
  with no counter (an increment miss), 2 decrements; no gets;
* ``seatmaps`` (a 4 MiB cache, 2 connections): 2 seat maps of 100 KiB set a tick under new keys, so that once the cache
  is full every set evicts one; 4 gets a tick, one for a map just set (a hit) and three for maps long evicted.

The statsd client sends, over UDP to collectd's statsd listener, the web application's counters (:data:`COUNTERS_SENT`
a second), timers (``search.latency``, ``payment.latency``, ``seatmap.render`` in milliseconds) and gauges
(``pdf_queue.depth``, ``seat_holds.active``).

    python -m bench.collectd_workload '{"sessions": PORT, "fares": PORT, "ratelimit": PORT, "seatmaps": PORT,
                                        "statsd": PORT}'
"""

from __future__ import annotations

import json
import os
import socket
import sys
import threading
from pathlib import Path

from bench.paced import paced_ticks

COLLECTD = "collectd"  # Debian's collectd-core
MEMCACHED = "memcached"  # Debian's memcached
# write_prometheus needs libmicrohttpd, which collectd-core only suggests
MICROHTTPD = "/usr/lib/*/libmicrohttpd.so.12"
PLUGINS = Path("/usr/lib/collectd")
TYPES_DB = Path("/usr/share/collectd/types.db")
JOB = "collectd"
HOSTNAME = "brn-cache-01"
TICK = 0.1
# cache: (memory limit in MiB, worker threads, client connections)
CACHES = {"sessions": (64, 4, 12), "fares": (32, 2, 6), "ratelimit": (16, 2, 4), "seatmaps": (4, 2, 2)}
SESSIONS = 3000
SESSION_BYTES = 2048
FARES = 1500
FARE_BYTES = 1024
COUNTERS = 400
SEATMAP_BYTES = 100 * 1024
# the application's statsd counters: sent on these ticks of every ten (per second: their number)
STATSD_COUNTERS = {
    "search.requests": tuple(range(10)) * 3,  # three a tick: 30 a second
    "booking.completed": (0, 3, 5, 8),
    "booking.failed": (4,),
    "email.sent": (1, 3, 5, 7, 9),
}
COUNTERS_SENT = {name: len(ticks) for name, ticks in STATSD_COUNTERS.items()}
# timers: the values sent in turn, one a tick (milliseconds)
TIMERS = {"search.latency": (40, 50, 45, 55), "payment.latency": (850, 950), "seatmap.render": (180, 220)}
GAUGES = {"pdf_queue.depth": 37, "seat_holds.active": 12}
# directory (under the application's root): (files, bytes each)
DIRECTORIES = {
    "tickets-outbox": (140, 48 * 1024),
    "refunds-failed": (9, 2 * 1024),
    "invoices-archive": (600, 20 * 1024),
}


def memcached_command(port: int, cache: str) -> list[str]:
    """One cache in the foreground on ``port``, TCP only (as ``nobody`` when run as root, which memcached refuses)."""
    memory, threads, _ = CACHES[cache]
    user = ["-u", "nobody"] if os.geteuid() == 0 else []
    return [MEMCACHED, "-l", "127.0.0.1", "-p", str(port), "-U", "0", "-m", str(memory), "-t", str(threads),
            "-c", "256", *user]  # fmt: skip


def collectd_command(collectd: str, config: Path) -> list[str]:
    """collectd in the foreground with ``config``."""
    return [collectd, "-f", "-C", str(config)]


def write(root: Path, ports: dict[str, int], metrics_port: int) -> Path:
    """The application's directories with their files, and collectd's configuration (returned)."""
    root.mkdir(parents=True, exist_ok=True)
    for directory, (files, size) in DIRECTORIES.items():
        folder = root / "app" / directory
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(files):
            (folder / f"{directory}-{n:05d}.pdf").write_bytes(b"%" * size)
    caches = "".join(f'  <Instance "{cache}">\n    Host "127.0.0.1"\n    Port "{ports[cache]}"\n  </Instance>\n'
                     for cache in CACHES)  # fmt: skip
    local_ports = "".join(f'  LocalPort "{ports[cache]}"\n' for cache in CACHES)
    directories = "".join(f'  <Directory "{root / "app" / directory}">\n    Instance "{directory}"\n  </Directory>\n'
                          for directory in DIRECTORIES)  # fmt: skip
    cache_ports = "|".join(str(ports[cache]) for cache in CACHES)
    config = root / "collectd.conf"
    config.write_text(
        f'Hostname "{HOSTNAME}"\nFQDNLookup false\nInterval 1\nReadThreads 2\nBaseDir "{root}"\n'
        f'PIDFile "{root / "collectd.pid"}"\nPluginDir "{PLUGINS}"\nTypesDB "{TYPES_DB}"\n'
        "LoadPlugin logfile\n<Plugin logfile>\n  LogLevel warning\n  File STDOUT\n</Plugin>\n"
        "LoadPlugin memcached\nLoadPlugin processes\nLoadPlugin tcpconns\nLoadPlugin statsd\nLoadPlugin filecount\n"
        "LoadPlugin write_prometheus\n"
        f"<Plugin memcached>\n{caches}</Plugin>\n"
        f'<Plugin processes>\n  ProcessMatch "memcached" "memcached .*-p ({cache_ports}) "\n</Plugin>\n'
        f"<Plugin tcpconns>\n  ListeningPorts false\n  AllPortsSummary false\n{local_ports}</Plugin>\n"
        f'<Plugin statsd>\n  Host "127.0.0.1"\n  Port "{ports["statsd"]}"\n  DeleteCounters false\n'
        "  DeleteTimers false\n  DeleteGauges false\n  TimerPercentile 90\n</Plugin>\n"
        f"<Plugin filecount>\n{directories}</Plugin>\n"
        f'<Plugin write_prometheus>\n  Host "127.0.0.1"\n  Port "{metrics_port}"\n</Plugin>\n'
    )
    return config


class Memcached:
    """One connection to a cache, speaking memcached's text protocol."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.buffer = b""

    def _line(self) -> bytes:
        while b"\r\n" not in self.buffer:
            chunk = self.sock.recv(262144)
            if not chunk:
                raise ConnectionError("memcached closed the connection")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\r\n", 1)
        return line

    def _exactly(self, size: int) -> bytes:
        while len(self.buffer) < size:
            chunk = self.sock.recv(262144)
            if not chunk:
                raise ConnectionError("memcached closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def store(self, verb: str, key: str, value: bytes, ttl: int = 0) -> bytes:
        self.sock.sendall(f"{verb} {key} 0 {ttl} {len(value)}\r\n".encode() + value + b"\r\n")
        return self._line()

    def get(self, key: str) -> bytes | None:
        self.sock.sendall(f"get {key}\r\n".encode())
        value = None
        while True:
            line = self._line()
            if line == b"END":
                return value
            size = int(line.split()[3])
            value = self._exactly(size + 2)[:-2]

    def command(self, text: str) -> bytes:
        self.sock.sendall(text.encode() + b"\r\n")
        return self._line()


def ready(port: int) -> bool:
    """Whether the cache on ``port`` answers."""
    try:
        client = Memcached(port)
    except OSError:
        return False
    try:
        return client.command("version").startswith(b"VERSION")
    finally:
        client.sock.close()


def load(ports: dict[str, int]) -> None:
    """The live sessions, the cached fares and the clients' counters."""
    client = Memcached(ports["sessions"])
    for n in range(SESSIONS):
        client.store("set", f"sess:{n:06d}", b"s" * SESSION_BYTES)
    client = Memcached(ports["fares"])
    for n in range(FARES):
        client.store("set", f"fare:BRQ-{n:05d}", b"f" * FARE_BYTES)
    client = Memcached(ports["ratelimit"])
    for n in range(COUNTERS):
        client.store("set", f"rl:client-{n:04d}", b"100")


def sessions(port: int, connections: int) -> None:
    """Live sessions are numbered ``tick`` to ``tick + SESSIONS - 1``: each tick the oldest logs out, a new one logs
    in."""
    clients = [Memcached(port) for _ in range(connections)]
    blob = b"s" * SESSION_BYTES
    for tick in paced_ticks(TICK):
        for n in range(24):
            client = clients[n % connections]
            if n % 10 == 9:
                client.get(f"sess:gone-{tick}-{n}")  # an expired cookie
            else:
                client.get(f"sess:{tick + (tick * 24 + n) % SESSIONS:06d}")
        clients[tick % connections].store("set", f"sess:{tick + tick % SESSIONS:06d}", blob)
        for n in range(3):
            clients[(tick + n) % connections].command(f"touch sess:{tick + (tick + 7 * n) % SESSIONS:06d} 0")
        clients[(tick + 1) % connections].command(f"delete sess:{tick:06d}")
        clients[(tick + 2) % connections].store("add", f"sess:{tick + SESSIONS:06d}", blob)


def fares(port: int, connections: int) -> None:
    clients = [Memcached(port) for _ in range(connections)]
    for tick in paced_ticks(TICK):
        for n in range(12):
            client = clients[n % connections]
            if n % 2:
                client.get(f"fare:PRG-{tick % 5000:05d}-{n}")  # a route never priced yet
            else:
                client.get(f"fare:BRQ-{(tick * 12 + n) % FARES:05d}")
        for n in range(4):
            clients[n % connections].store("set", f"fare:BRQ-{(tick * 4 + n) % FARES:05d}", b"f" * FARE_BYTES)


def ratelimit(port: int, connections: int) -> None:
    clients = [Memcached(port) for _ in range(connections)]
    for tick in paced_ticks(TICK):
        for n in range(15):
            clients[n % connections].command(f"incr rl:client-{(tick * 15 + n) % COUNTERS:04d} 1")
        clients[tick % connections].command(f"incr rl:unknown-{tick} 1")  # a new client: no counter yet
        for n in range(2):
            clients[(tick + n) % connections].command(f"decr rl:client-{(tick * 2 + n) % COUNTERS:04d} 1")


def seatmaps(port: int, connections: int) -> None:
    clients = [Memcached(port) for _ in range(connections)]
    blob = b"m" * SEATMAP_BYTES
    for tick in paced_ticks(TICK):
        for n in range(2):
            clients[n].store("set", f"seatmap:{tick:08d}-{n}", blob)
        clients[0].get(f"seatmap:{tick:08d}-0")  # the map just rendered
        for n in range(3):  # maps set 50 s ago, long evicted (a map read often would stay: memcached's LRU keeps it)
            clients[1].get(f"seatmap:{tick - 500:08d}-{n % 2}")


def statsd(port: int) -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for tick in paced_ticks(TICK):
        lines: list[str] = []
        for name, ticks in STATSD_COUNTERS.items():
            lines.extend(f"{name}:1|c" for slot in ticks if slot == tick % 10)
        for name, values in TIMERS.items():
            lines.append(f"{name}:{values[tick % len(values)]}|ms")
        if tick % 10 == 0:
            lines.extend(f"{name}:{value}|g" for name, value in GAUGES.items())
        sock.sendto("\n".join(lines).encode(), ("127.0.0.1", port))


def _forever(target: object, *arguments: object) -> None:
    """Run a client, starting it again after a dropped connection."""
    while True:
        try:
            target(*arguments)  # type: ignore[operator]
        except (OSError, ValueError, IndexError) as error:
            print(f"{getattr(target, '__name__', target)}: {error!r}", file=sys.stderr, flush=True)


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    load(ports)
    clients = [threading.Thread(target=_forever, args=(globals()[cache], ports[cache], CACHES[cache][2]), daemon=True)
               for cache in CACHES]  # fmt: skip
    clients.append(threading.Thread(target=_forever, args=(statsd, ports["statsd"]), daemon=True))
    for client in clients:
        client.start()
    for client in clients:
        client.join()


if __name__ == "__main__":
    main(sys.argv[1:])
