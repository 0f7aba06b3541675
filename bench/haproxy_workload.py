"""A small, steady web estate behind HAProxy for the live PromQL estate's HAProxy exporter.

:func:`config` writes HAProxy's configuration: an online shop's edge load balancer with three frontends (and
the statistics page) in front of seven backends and fourteen servers. Running this file serves the thirteen
servers that listen (plain HTTP, standard library) and drives the frontends at a fixed rhythm until it is
killed:

    python bench/haproxy_workload.py PORTS_JSON

Frontends (each on its own loopback port, every request on a fresh connection):

* ``www``, the public website (``maxconn 2000``), 45 requests a second: 20 shop pages (one of them a missing
  page, 404), 10 static files, 10 API calls, 2 searches, 1 legacy blog page, 1 bot probing ``/wp-login.php``
  (denied by HAProxy with a 403) and 1 old ``/store`` link (redirected by HAProxy with a 301): per second 39
  answers are 2xx, 1 is 3xx, 2 are 4xx and 3 are 5xx;
* ``partner_api``, the partners' B2B API (``maxconn 200``), 5 calls a second, all answered 2xx;
* ``intranet``, the staff back office (``maxconn 50``): nobody uses it, it has never had a request;
* ``stats``, HAProxy's statistics page, read by the exporter once a second.

Backends and servers (roundrobin, health-checked with ``GET /healthz`` every two seconds):

* ``shop``: ``shop1`` (weight 100), ``shop2`` (60), ``shop3`` (40) and ``shop4`` (weight 100, put in
  maintenance with ``disabled``: it takes no traffic); the 20 pages a second split 10, 6 and 4, each page
  12,000 bytes (the missing page 600);
* ``static``: ``static1`` serves every static file (32,768 bytes each); ``static2`` is a ``backup`` server,
  healthy but never used while ``static1`` is up;
* ``api``: ``api1`` and ``api2`` share the website's 10 API calls a second (800 bytes each); ``api2`` answers
  two of every five of its calls with a 500, so the backend returns 2 server errors a second;
* ``b2b``: ``b2b1`` and ``b2b2`` share the partners' 5 calls a second (1,500 bytes each);
* ``search``: ``search1`` answers in about 0.2 s and ``search2`` in about 0.4 s (3,000 bytes each): by far the
  slowest backend;
* ``blog``: its only server ``cms1`` points at a port where nothing listens, so it is down and the backend has
  no server left: every blog request gets HAProxy's 503 (counted as a connection error of the backend);
* ``backoffice``: ``bo1``, healthy and idle (the ``intranet`` frontend's default backend).

The website's requests come in five ticks a second, each on a fixed schedule, so one-minute rates are steady
and whole (the searches, being slow, run on a schedule of their own, one every half second). HAProxy runs
in the foreground; :mod:`bench.live_prometheus` writes its process id to a file so the exporter also reports
HAProxy's own process.

Only the standard library is imported: the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import json
import sys
import threading
import time

from bench.quiet_http import QuietHandler, QuietServer, on_schedule, run_threads, send, wait_for_port

TICK_SECONDS = 0.2
FRONTENDS = ("www", "partner_api", "intranet", "stats")
# Health checks: every two seconds, three failures take a server down, two successes bring it back; a generous
# timeout so a busy host does not take a healthy (Python) server down.
CHECKS = "inter 2s fall 3 rise 2"
# server: (backend, weight, extra server options, delay in seconds, body bytes, listening)
SERVERS: dict[str, tuple[str, int, str, float, int, bool]] = {
    "shop1": ("shop", 100, "", 0.0, 12000, True),
    "shop2": ("shop", 60, "", 0.0, 12000, True),
    "shop3": ("shop", 40, "", 0.0, 12000, True),
    "shop4": ("shop", 100, " disabled", 0.0, 12000, True),
    "static1": ("static", 100, "", 0.0, 32768, True),
    "static2": ("static", 100, " backup", 0.0, 32768, True),
    "api1": ("api", 100, "", 0.0, 800, True),
    "api2": ("api", 100, "", 0.0, 800, True),
    "b2b1": ("b2b", 100, "", 0.0, 1500, True),
    "b2b2": ("b2b", 100, "", 0.0, 1500, True),
    "search1": ("search", 100, "", 0.2, 3000, True),
    "search2": ("search", 100, "", 0.4, 3000, True),
    "cms1": ("blog", 100, "", 0.0, 5000, False),
    "bo1": ("backoffice", 100, "", 0.0, 4000, True),
}
BACKENDS = ("shop", "static", "api", "b2b", "search", "blog", "backoffice")
MISSING_PAGE_BYTES = 600
FAILING_SERVER, FAILURES_OF_FIVE = "api2", 2


def config(ports: dict[str, int]) -> str:
    """HAProxy's configuration; ``ports`` maps each frontend and each server to its loopback port."""
    lines = [
        "global",
        "    maxconn 4000",
        "defaults",
        "    mode http",
        "    timeout connect 2s",
        "    timeout client 10s",
        "    timeout server 10s",
        "    timeout check 5s",
        f"    default-server {CHECKS}",
        "frontend stats",
        f"    bind 127.0.0.1:{ports['stats']}",
        "    stats enable",
        "    stats uri /stats",
        "frontend www",
        f"    bind 127.0.0.1:{ports['www']}",
        "    maxconn 2000",
        "    http-request deny deny_status 403 if { path_beg /wp-login.php }",
        "    http-request redirect location /shop/ code 301 if { path /store }",
        "    use_backend api if { path_beg /api/ }",
        "    use_backend static if { path_beg /static/ }",
        "    use_backend search if { path_beg /search }",
        "    use_backend blog if { path_beg /blog/ }",
        "    default_backend shop",
        "frontend partner_api",
        f"    bind 127.0.0.1:{ports['partner_api']}",
        "    maxconn 200",
        "    default_backend b2b",
        "frontend intranet",
        f"    bind 127.0.0.1:{ports['intranet']}",
        "    maxconn 50",
        "    default_backend backoffice",
    ]
    for backend in BACKENDS:
        lines += [f"backend {backend}", "    balance roundrobin", "    option httpchk GET /healthz"]
        for server, (home, weight, options, *_) in SERVERS.items():
            if home == backend:
                lines.append(f"    server {server} 127.0.0.1:{ports[server]} check weight {weight}{options}")
    return "\n".join(lines) + "\n"


class _Handler(QuietHandler):
    protocol_version = "HTTP/1.1"
    server_name_: str = ""
    delay: float = 0.0
    size: int = 0
    served = 0
    lock = threading.Lock()

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        if self.path == "/healthz":
            self._answer(200, b"ok\n", "text/plain")
            return
        if self.delay:
            time.sleep(self.delay)
        with self.lock:
            type(self).served += 1
            count = type(self).served
        if self.server_name_ == FAILING_SERVER and count % 5 < FAILURES_OF_FIVE:
            self._answer(500, b"internal error\n".ljust(120, b" "), "text/plain")
        elif self.path.startswith("/shop/missing"):
            self._answer(404, b"not found".ljust(MISSING_PAGE_BYTES, b" "), "text/html")
        else:
            self._answer(200, b"x" * self.size, "application/octet-stream")


def serve(ports: dict[str, int]) -> list[QuietServer]:
    """Start every listening server in a thread of its own."""
    servers = []
    for name, (_, _, _, delay, size, listening) in SERVERS.items():
        if not listening:
            continue
        handler = type(f"Handler_{name}", (_Handler,), {"server_name_": name, "delay": delay, "size": size})
        server = QuietServer(("127.0.0.1", ports[name]), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    return servers


USER_AGENT = "shop-traffic/1.0"


def _every(seconds: float, requests: list[list[tuple[str, str]]], ports: dict[str, int]) -> None:
    """Send one batch of (frontend, path) requests every ``seconds``, the batches in turn, on a fixed schedule."""

    def shop(tick: int, request: tuple[str, str]) -> None:
        frontend, path = request
        send(ports[frontend], path.format(n=tick), USER_AGENT)

    on_schedule(seconds, requests, shop)


# One second of the website's traffic, in five ticks: 19 pages and 1 missing page, 10 static files, 10 API
# calls, 1 blog page, 1 bot and 1 old link (the 2 searches run on their own, being slow).
PAGES = ["/", "/shop/item/{n}", "/shop/category/{n}", "/shop/cart"]
WWW_TICKS = [
    [("www", page) for page in PAGES]
    + [("www", "/static/app-{n}.js"), ("www", "/static/hero-{n}.jpg")]
    + [("www", "/api/v1/cart/{n}"), ("www", "/api/v1/stock/{n}")]
    + extra
    for extra in (
        [("www", "/blog/2019/spring-sale")],
        [("www", "/wp-login.php")],
        [("www", "/store")],
        [],
        [],
    )
]
WWW_TICKS[4][3] = ("www", "/shop/missing-{n}")


def run(ports: dict[str, int]) -> None:
    """Serve the backends, wait for HAProxy (its statistics page), then drive the frontends until killed."""
    serve(ports)
    wait_for_port(ports["stats"])
    streams = [
        (TICK_SECONDS, WWW_TICKS),
        (TICK_SECONDS, [[("partner_api", "/api/v2/orders/{n}")]]),
        (0.5, [[("www", "/search?q=boots-{n}")]]),
    ]
    threads = [threading.Thread(target=_every, args=(*stream, ports), daemon=True) for stream in streams]
    run_threads(threads)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
