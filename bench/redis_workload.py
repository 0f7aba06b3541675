"""A small, steady Redis workload for the live PromQL estate's Redis exporter.

:func:`load` fills six logical databases of a fresh Redis server deterministically (no randomness); running this
file then drives them at a fixed rhythm until it is killed:

    python bench/redis_workload.py PORT

* ``db0`` (web sessions): 1,200 ``session:<n>`` strings, each expiring a day after loading; every tick four live
  sessions are read (hits), one expired session is looked up (a miss) and one session's expiry is renewed;
* ``db1`` (product cache, by far the most keys): 5,000 ``product:<n>`` hashes without expiry; every tick eight
  cached prices are read (hits) and two products not cached are looked up (misses); once a second an ``INCR`` on
  a product hash fails with a ``WRONGTYPE`` error;
* ``db2`` (queues): ``queue:emails`` holds 250 items, ``queue:webhooks`` 40 and ``queue:jobs`` 10; every tick one
  job is pushed and one popped (``queue:jobs`` stays at 10 or 11 items); one more client waits forever on
  ``BLPOP queue:never`` (a blocked client);
* ``db3`` (leaderboards): sorted sets ``leaderboard:weekly`` (500 players) and ``leaderboard:alltime``
  (2,000); every tick one player's weekly score goes up by one;
* ``db4`` (rate limits): 50 ``ratelimit:<client>`` counters; every tick one of them is incremented;
* ``db5`` (one-time passcodes): every tick one ``otp:<n>`` code is written with a two-second lifetime, so about
  ten codes are alive and five expire each second;
* pub/sub: one client is subscribed to the ``events`` channel and one message is published to it every tick;
  three more clients sit idle (a connection pool's spare connections).

Per second the busy connections send 60 reads that hit and 15 that miss (an 80 % hit ratio), 5 pushes and 5
pops, 5 score updates, 5 counter increments, 5 renewals, 5 passcode writes, 5 publishes and one failing
``INCR``. Every connection names itself (``CLIENT SETNAME``) after its role. Only the standard library is
imported (a minimal RESP client over a socket): the file runs as a script in its own process, so a busy
benchmark process cannot slow its rhythm.
"""

from __future__ import annotations

import contextlib
import socket
import sys
import threading
import time

TICK_SECONDS = 0.2
TICKS_PER_ERROR = 5
SESSIONS, PRODUCTS, PLAYERS_WEEKLY, PLAYERS_ALLTIME, COUNTERS = 1200, 5000, 500, 2000, 50
QUEUES = {"queue:emails": 250, "queue:webhooks": 40, "queue:jobs": 10}
SESSION_TTL_SECONDS = 86400
OTP_TTL_MS = 2000

Reply = bytes | int | list["Reply"] | None


class RedisError(Exception):
    """An error reply (``-ERR ...``, ``-WRONGTYPE ...``)."""


class Connection:
    """One connection speaking RESP2: send a command, read its reply."""

    def __init__(self, port: int, db: int = 0, name: str = "") -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.file = self.sock.makefile("rb")
        if name:
            self.call("CLIENT", "SETNAME", name)
        if db:
            self.call("SELECT", str(db))

    def send(self, *args: str | int) -> None:
        parts = [f"*{len(args)}\r\n".encode()]
        for arg in args:
            data = str(arg).encode()
            parts.append(b"$%d\r\n%s\r\n" % (len(data), data))
        self.sock.sendall(b"".join(parts))

    def read(self) -> Reply:
        line = self.file.readline()
        if not line:
            raise ConnectionError("redis closed the connection")
        kind, rest = line[:1], line[1:-2]
        if kind == b"+":
            return rest
        if kind == b"-":
            raise RedisError(rest.decode())
        if kind == b":":
            return int(rest)
        if kind == b"$":
            size = int(rest)
            if size < 0:
                return None
            data = self.file.read(size + 2)
            return data[:-2]
        if kind == b"*":
            count = int(rest)
            return None if count < 0 else [self.read() for _ in range(count)]
        raise ConnectionError(f"unexpected reply {line!r}")

    def call(self, *args: str | int) -> Reply:
        self.send(*args)
        return self.read()

    def pipeline(self, commands: list[tuple[str | int, ...]]) -> None:
        """Send every command, then read every reply; error replies (counted by Redis) are expected here."""
        for command in commands:
            self.send(*command)
        for _ in commands:
            with contextlib.suppress(RedisError):
                self.read()


def load(port: int) -> None:
    """Fill db0-db4 of a fresh server (db5 fills itself while the workload runs)."""
    sessions = Connection(port, 0, "loader")
    sessions.pipeline([("SET", f"session:{n}", f"user-{n % 700}", "EX", SESSION_TTL_SECONDS) for n in range(SESSIONS)])
    catalog = Connection(port, 1, "loader")
    catalog.pipeline(
        [
            ("HSET", f"product:{n}", "sku", f"P{n:05d}", "price", 100 + (n * 37) % 9000, "stock", n % 120,
             "category", f"cat-{n % 24}", "brand", f"brand-{n % 60}", "rating", n % 5 + 1)
            for n in range(PRODUCTS)
        ]
    )  # fmt: skip
    queues = Connection(port, 2, "loader")
    queues.pipeline([("RPUSH", name, f"{name}-{i}") for name, length in QUEUES.items() for i in range(length)])
    boards = Connection(port, 3, "loader")
    boards.pipeline([("ZADD", "leaderboard:weekly", n % 97, f"player:{n}") for n in range(PLAYERS_WEEKLY)])
    boards.pipeline([("ZADD", "leaderboard:alltime", n % 991, f"player:{n}") for n in range(PLAYERS_ALLTIME)])
    limits = Connection(port, 4, "loader")
    limits.pipeline([("SET", f"ratelimit:client-{n}", 0) for n in range(COUNTERS)])
    for connection in (sessions, catalog, queues, boards, limits):
        connection.sock.close()


def _drain(subscriber: Connection) -> None:
    """Read the subscriber's messages as they come, so none pile up in Redis's output buffer."""
    while True:
        subscriber.read()


def run(port: int) -> None:
    """Drive the databases at a fixed rhythm until killed."""
    idle = [Connection(port, 0, f"pool-spare-{n}") for n in range(1, 4)]
    blocked = Connection(port, 2, "job-waiter")
    blocked.send("BLPOP", "queue:never", 0)  # never answered: the client stays blocked
    subscriber = Connection(port, 0, "event-listener")
    subscriber.call("SUBSCRIBE", "events")
    web = Connection(port, 0, "web-sessions")
    shop = Connection(port, 1, "shop-catalog")
    worker = Connection(port, 2, "job-worker")
    game = Connection(port, 3, "leaderboard")
    limiter = Connection(port, 4, "rate-limiter")
    otp = Connection(port, 5, "otp-service")
    threading.Thread(target=_drain, args=(subscriber,), daemon=True).start()
    tick = 0
    start = time.monotonic()
    while idle:
        web.pipeline(
            [("GET", f"session:{(tick * 4 + k) % SESSIONS}") for k in range(4)]
            + [("GET", f"session:expired-{tick}"), ("EXPIRE", f"session:{tick % SESSIONS}", SESSION_TTL_SECONDS),
               ("PUBLISH", "events", f"tick-{tick}")]
        )  # fmt: skip
        shop_commands: list[tuple[str | int, ...]] = [
            ("HGET", f"product:{(tick * 8 + k) % PRODUCTS}", "price") for k in range(8)
        ]
        shop_commands += [("HGET", f"product:{PRODUCTS + (tick * 2 + k) % 1000}", "price") for k in range(2)]
        if tick % TICKS_PER_ERROR == 0:
            shop_commands.append(("INCR", f"product:{tick % PRODUCTS}"))
        shop.pipeline(shop_commands)
        worker.pipeline([("LPUSH", "queue:jobs", f"job-{tick}"), ("RPOP", "queue:jobs")])
        game.pipeline([("ZINCRBY", "leaderboard:weekly", 1, f"player:{tick % PLAYERS_WEEKLY}")])
        limiter.pipeline([("INCR", f"ratelimit:client-{tick % COUNTERS}")])
        otp.pipeline([("SET", f"otp:{tick}", f"{(tick * 7919) % 1000000:06d}", "PX", OTP_TTL_MS)])
        tick += 1
        pause = start + tick * TICK_SECONDS - time.monotonic()
        if pause > 0:
            time.sleep(pause)


if __name__ == "__main__":
    run(int(sys.argv[1]))
