"""A busy Apache Traffic Server for the live PromQL estate's Traffic Server exporter: a game studio's edge cache.

Corrie Games, a Glasgow studio, put one Apache Traffic Server 9 (``traffic_server``, a temporary instance of its own
on a loopback port) in front of everything its players reach: a caching reverse proxy with one remap rule per host.
:func:`write` lays out its run root (configuration, a 64 MB disk cache file, a 16 MB RAM cache, logs and runtime
files all in the temporary directory, the ``stats_over_http`` plugin at ``/_stats`` for the exporter, one retry-free
connection attempt to an origin, negative caching off) and :func:`command` runs it as one process in the foreground,
under this process's own user, so nothing outlives it.

Running this file serves the origins (plain HTTP, standard library, each on a port of its own, every answer on a
connection it closes) and, once Traffic Server answers, drives it at a fixed rhythm until it is killed:

    python -m bench.trafficserver_workload PORTS_JSON

The hosts, and what each second brings (in five ticks, every request on a fresh connection):

* ``www.corriegames.example`` (origin ``web``): the front page twice a second, ``max-age=0`` with an ETag, so each
  request is revalidated with the origin, which answers 304 (a revalidated hit); 10 of the 20 news articles
  (``max-age=3600``) and 9 of the 40 page assets (``max-age=86400``), fresh hits once fetched; 2 of those assets asked
  for again by browsers that already hold them (``If-None-Match``: Traffic Server answers 304 itself); the server
  status page, ``max-age=0`` with an ETag that changes every time (a changed miss, 1 a second); 1 old article that no
  longer exists (the origin's 404, never cached); and the load balancer's ``HEAD /healthz`` twice a second
  (``no-store``, a cold miss each);
* ``cdn.corriegames.example`` (origin ``patches``): 2 downloads a second of the 12 patch files of 256 KB
  (``immutable``, a day), fresh hits; and 2 new screenshots a second shared by players (each URL new, so each a cold
  miss, then cached: the disk cache slowly fills);
* ``api.corriegames.example`` (origin ``api``): 5 player-profile reads a second (``private, no-store``: cold misses),
  1 slow leaderboard read a second (about 0.3 s, on a schedule of its own) and 3 telemetry uploads a second (``POST``
  of 4 KB, answered 202; Traffic Server counts them as cold misses too);
* ``forum.corriegames.example`` (origin ``forum``): switched off for a migration, nothing listens on its port: 1
  request a second, a connect failure and Traffic Server's 502;
* ``shop.corriegames.example`` (origin ``web``): the old shop, 1 request a second answered with a 301 to the new store
  (cacheable for an hour: a fresh hit);
* a scanner asking for ``/wp-login.php`` by bare address every two seconds, which no remap rule matches: Traffic
  Server's own 404 (an invalid request, an "other" error);
* a ``PURGE`` of one news article every two seconds (the article is then fetched again: a cold miss).

That is 43 requests a second from clients on 43 connections, and the exporter's ``GET /_stats`` every second on a
keep-alive connection (a not-cacheable miss). Traffic Server then counts about 45 requests a second (39.5 GET, 2
HEAD, 3 POST, 0.5 PURGE), 24 fresh and 2 revalidated hits, 14.5 cold, 1 changed and 1 not-cacheable misses, 1
connect failure and 0.5 other errors, answers 200 (35.5 a second), 202 (3), 304 (2), 404 (1.5), 301 (1) and 502
(1), opens about 19.5 origin connections a second and sends clients about 0.97 MB a second, nearly nine tenths of it
from the cache. Its statistics are summed across threads every 100 ms (``proxy.config.raw_stat_sync_interval_ms``;
by default every 5 s, which makes one-minute rates jump), and every request on a fixed rhythm, so one-minute rates
hold steady.

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import http.client
import json
import sys
import threading
import time
from pathlib import Path

from bench.quiet_http import QuietHandler, QuietServer, on_schedule, run_threads, wait_for_port

TICK_SECONDS = 0.2
DOMAIN = "corriegames.example"
# origin: (seconds to answer, listening); every origin has its own port, and so has Traffic Server ("ats")
ORIGINS: dict[str, tuple[float, bool]] = {
    "web": (0.0, True),
    "patches": (0.0, True),
    "api": (0.0, True),
    "forum": (0.0, False),
}
# host (before the domain): its origin
HOSTS = {"www": "web", "cdn": "patches", "api": "api", "forum": "forum", "shop": "web"}
ARTICLES = 20
ASSETS = 40
PATCHES = 12
PATCH_BYTES = 256_000
SLOW_SECONDS = 0.3
STATS_PATH = "/_stats"
CACHE_MB = 64
RAM_CACHE_BYTES = 16 * 1024 * 1024


def write(root: Path, ports: dict[str, int]) -> Path:
    """Lay out Traffic Server's run root under ``root`` (``ports``: ``ats`` and the origins) and return it."""
    for sub in ("etc", "cache", "log", "run", "var"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    (root / "runroot.yaml").write_text(
        f"prefix: {root}\nexec_prefix: /usr\nbindir: /usr/bin\nsbindir: /usr/sbin\nsysconfdir: {root}/etc\n"
        f"datadir: {root}\nincludedir: /usr/include\nlibdir: /usr/lib/trafficserver\n"
        f"libexecdir: /usr/lib/trafficserver/modules\nlocalstatedir: {root}/var\nruntimedir: {root}/run\n"
        f"logdir: {root}/log\ncachedir: {root}/cache\n"
    )
    etc = root / "etc"
    settings = {
        "proxy.config.http.server_ports": f"STRING {ports['ats']}:ip-in=127.0.0.1",
        "proxy.config.admin.user_id": "STRING #-1",  # stay under this process's user
        "proxy.config.crash_log_helper": "STRING /bin/true",
        # statistics summed across threads every 100 ms (not every 5 s), so one-minute rates read steadily
        "proxy.config.raw_stat_sync_interval_ms": "INT 100",
        "proxy.config.exec_thread.autoconfig": "INT 0",
        "proxy.config.exec_thread.limit": "INT 2",
        "proxy.config.accept_threads": "INT 1",
        "proxy.config.task_threads": "INT 1",
        "proxy.config.cache.ram_cache.size": f"INT {RAM_CACHE_BYTES}",
        "proxy.config.url_remap.remap_required": "INT 1",
        "proxy.config.reverse_proxy.enabled": "INT 1",
        "proxy.config.http.cache.http": "INT 1",
        "proxy.config.http.negative_caching_enabled": "INT 0",
        "proxy.config.http.connect_attempts_max_retries": "INT 0",
        "proxy.config.http.connect_attempts_max_retries_dead_server": "INT 0",
        "proxy.config.http.down_server.cache_time": "INT 0",
        "proxy.config.http.insert_response_via_str": "INT 0",
        "proxy.config.log.logging_enabled": "INT 0",
        "proxy.config.diags.debug.enabled": "INT 0",
        "proxy.config.hostdb.host_file.path": "STRING /etc/hosts",
    }
    (etc / "records.config").write_text("".join(f"CONFIG {name} {value}\n" for name, value in settings.items()))
    (etc / "storage.config").write_text(f"{root / 'cache'} {CACHE_MB}M\n")
    (etc / "plugin.config").write_text(f"stats_over_http.so {STATS_PATH.lstrip('/')}\n")
    (etc / "remap.config").write_text(
        "".join(f"map http://{host}.{DOMAIN}/ http://127.0.0.1:{ports[origin]}/\n" for host, origin in HOSTS.items())
    )
    (etc / "ip_allow.yaml").write_text(
        "ip_allow:\n"
        "  - apply: in\n    ip_addrs: 127.0.0.1\n    action: allow\n    methods: ALL\n"
        "  - apply: out\n    ip_addrs: 127.0.0.1\n    action: allow\n    methods: ALL\n"
    )
    for name in ("hosting.config", "volume.config", "cache.config", "parent.config", "splitdns.config",
                 "ssl_multicert.config", "logging.yaml", "sni.yaml", "strategies.yaml", "socks.config"):  # fmt: skip
        (etc / name).touch()
    return root


def command(traffic_server: str, root: Path) -> list[str]:
    """The command line of Traffic Server: one process in the foreground, everything it reads and writes under
    ``root``."""
    return [traffic_server, f"--run-root={root}"]


class _Origin(QuietHandler):
    protocol_version = "HTTP/1.0"  # every answer closes its connection: one origin connection per origin request
    origin: str = ""
    status_count = 0

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        path = self.path.split("?")[0]
        if self.origin == "patches":
            self._send(200, PATCH_BYTES if path.startswith("/patches/") else 40_000, "public, max-age=86400, immutable")
        elif self.origin == "api":
            if path.startswith("/v1/leaderboard"):
                time.sleep(SLOW_SECONDS)
            self._send(200, 1_500, "private, no-store", "application/json")
        elif path == "/healthz":
            self._send(200, 2, "no-store", "text/plain")
        elif path == "/":
            if self.headers.get("If-None-Match") == '"front-1"':
                self._send(304, 0, "public, max-age=0", etag='"front-1"')
            else:
                self._send(200, 30_000, "public, max-age=0", etag='"front-1"')
        elif path == "/status":
            type(self).status_count += 1
            self._send(200, 3_000, "public, max-age=0", etag=f'"status-{type(self).status_count}"')
        elif path.startswith("/store"):
            self.send_response(301)
            self.send_header("Location", f"https://www.{DOMAIN}/store/")
            self.send_header("Cache-Control", "public, max-age=3600")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif path.startswith("/news/old-"):
            self._send(404, 800, "no-store")
        elif path.startswith("/news/"):
            self._send(200, 18_000, "public, max-age=3600")
        else:
            self._send(200, 12_000, "public, max-age=86400", "text/css", etag=f'"{path}"')

    def do_HEAD(self) -> None:  # noqa: N802
        self.send_response(200)
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", "2")
        self.end_headers()

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self._send(202, 60, "private, no-store", "application/json")

    def _send(
        self, status: int, size: int, cache_control: str, content_type: str = "text/html", etag: str = ""
    ) -> None:
        self.send_response(status)
        self.send_header("Cache-Control", cache_control)
        if etag:
            self.send_header("ETag", etag)
        if status != 304:
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(size))
        self.end_headers()
        if status != 304:
            self.wfile.write(b"x" * size)


def serve(ports: dict[str, int]) -> None:
    """Start every listening origin in a thread of its own."""
    for name, (_, listening) in ORIGINS.items():
        if listening:
            handler = type(f"Origin_{name}", (_Origin,), {"origin": name})
            server = QuietServer(("127.0.0.1", ports[name]), handler)
            threading.Thread(target=server.serve_forever, daemon=True).start()


def fetch(port: int, host: str, path: str, method: str = "GET", headers: dict[str, str] | None = None) -> None:
    """One request to Traffic Server on a connection of its own; a refused or failed one is traffic too."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    body = b'{"event":"match_end"' + b" " * 4_076 + b"}" if method == "POST" else None
    sent = {"Host": host, "Connection": "close", "User-Agent": "corrie-launcher/2.3", **(headers or {})}
    try:
        connection.request(method, path, body=body, headers=sent)
        connection.getresponse().read()
    except (OSError, http.client.HTTPException):
        pass
    finally:
        connection.close()


# one request: (host before the domain, or "" for the bare address; method; path with {n}, {a}, {p}, {r})
Request = tuple[str, str, str]


def ticks() -> list[list[Request]]:
    """One second of the players' traffic in five ticks; ``{n}`` is the tick's running number, ``{a}``, ``{s}``,
    ``{p}`` and ``{r}`` the article, asset, patch and player it asks for."""
    result: list[list[Request]] = []
    for tick in range(5):
        batch: list[Request] = [
            ("www", "GET", "/news/{a0}"),
            ("www", "GET", "/news/{a1}"),
            ("www", "GET", "/assets/{s0}.css"),
            ("api", "GET", "/v1/players/{r}/profile"),
        ]
        if tick < 4:
            batch.append(("www", "GET", "/assets/{s1}.css"))
        if tick < 3:
            batch.append(("api", "POST", "/v1/telemetry"))
        if tick < 2:
            batch += [("www", "GET", "/"), ("www", "HEAD", "/healthz"), ("cdn", "GET", "/patches/{p}.pak"),
                      ("cdn", "GET", "/screens/{n}.jpg"), ("www", "GET", "/assets/{s0}.css#etag")]  # fmt: skip
        if tick == 2:
            batch += [("www", "GET", "/status"), ("forum", "GET", "/t/{n}")]
        if tick == 3:
            batch += [("www", "GET", "/news/old-{n}"), ("shop", "GET", "/store/item-{p}")]
        if tick == 4:
            batch.append(("www", "PURGE", "/news/{purge}"))
        result.append(batch)
    return result


def _every(seconds: float, batches: list[list[Request]], ports: dict[str, int], run: int) -> None:
    """Send one batch every ``seconds``, the batches in turn, on a fixed schedule."""

    def go(tick: int, request: Request) -> None:
        host, method, path = request
        second = tick // 5
        fill = {
            "n": f"{run}-{tick}",
            "a0": str((2 * tick) % ARTICLES),
            "a1": str((2 * tick + 1) % ARTICLES),
            "s0": str((2 * tick) % ASSETS),
            "s1": str((2 * tick + 1) % ASSETS),
            "p": str(tick % PATCHES),
            "r": str(1000 + tick % 500),
            "purge": str(second % ARTICLES),
        }
        headers: dict[str, str] = {}
        if path.endswith("#etag"):
            path = path.removesuffix("#etag")
            headers["If-None-Match"] = '"' + path.format(**fill) + '"'
        if method == "PURGE" and second % 2:  # one purge every two seconds
            return
        fetch(ports["ats"], f"{host}.{DOMAIN}" if host else "127.0.0.1", path.format(**fill), method, headers)

    on_schedule(seconds, batches, go)


def run(ports: dict[str, int]) -> None:
    """Serve the origins, wait for Traffic Server, then drive it until killed."""
    serve(ports)
    wait_for_port(ports["ats"])
    started = int(time.time())  # new screenshots stay new across runs
    streams: list[tuple[float, list[list[Request]]]] = [
        (TICK_SECONDS, ticks()),
        (1.0, [[("api", "GET", "/v1/leaderboard/{n}")]]),  # the slow read
        (1.0, [[("", "GET", "/wp-login.php")], []]),  # the scanner, every two seconds
    ]
    threads = [threading.Thread(target=_every, args=(*stream, ports, started), daemon=True) for stream in streams]
    run_threads(threads)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
