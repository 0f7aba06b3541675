"""A Salzburg bike-rental company's web front door, Caddy serving its own Prometheus metrics: the ``node+caddy`` estate.

Radlhof Salzburg rents bicycles and e-bikes and runs guided tours; one Caddy (Debian 12's ``caddy`` 2.6, in the
foreground, a temporary instance of its own on loopback ports, :func:`write` its JSON configuration) serves every one of
its sites. Its admin endpoint serves ``/metrics``, which Prometheus scrapes as job ``caddy``; the HTTP metrics are on
because each server's configuration has a ``metrics`` object (Caddy 2.6 counts nothing for a server without one).
Each server is named in the configuration, and the name is the ``server`` label of every ``caddy_http_*`` series;
each route has one handler, except the partner portal's (authentication, then the files), and the ``handler`` label
is the handler's module name:

* ``www``, the public website: ``file_server`` on a document root of pages (:data:`PAGES`, 12 to 28 KB), bike photos
  (150 KB) and nothing else: a page that is not there is the file server's **error** (404), counted in
  ``caddy_http_request_errors_total`` and **not** in the duration and size histograms, whose ``code`` label only
  carries answers a handler wrote itself;
* ``booking``, the booking app: ``reverse_proxy`` to three upstreams, ``unix/booking-1.sock`` and
  ``unix/booking-2.sock`` (the app's two workers on Unix sockets in Caddy's working directory, played by this file)
  and the old booking VM at ``127.0.0.1:PORT``, which nothing answers any more: the active health checks (every 2 s,
  ``/healthz``) take it out (``caddy_reverse_proxy_upstreams_healthy`` 0, a gauge Caddy refreshes every 10 s), and a
  try on it would be retried on a worker (``try_duration``), so no client sees it. The app answers availability
  lookups at once (JSON), creates bookings in :data:`BOOKING_SECONDS` (``201 Created``), stores damage-report photos in
  :data:`UPLOAD_SECONDS`, answers unknown voucher codes 404 and the payment provider's callbacks 500 (a bug in the
  callback handler): the upstream's codes pass through the proxy into the ``code`` label, none of them an error;
* ``partners``, the hotels' partner portal: ``authentication`` (HTTP basic, one bcrypt account) then ``file_server``
  (price lists); a wrong password is the authentication handler's error (401), counted in its
  ``caddy_http_request_errors_total``, and both handlers count every request that reaches them;
* ``legacy``, the old ``radlhof-salzburg.at`` domain: ``static_response`` answering ``301`` to the new site;
* ``tiles``, the tour map's tiles: ``file_server``, 40,000 bytes a tile;
* ``fleet``, the shop's live fleet map: ``reverse_proxy`` to the same two workers, whose ``/fleet/stream`` answers
  after :data:`STREAM_SECONDS` (a long poll); the shops' wall screens keep one such request open each, asking again as
  soon as one ends.

Running this file serves the booking app's workers and, once Caddy answers, drives it at a fixed rhythm until it is
killed; every request on a connection of its own, each second:

* ``www``: 10 page views (one of each page), 4 photos and 1 old link to a page that is gone (15 requests);
* ``booking``: 6 availability lookups, 2 bookings (``POST`` of :data:`BOOKING_BYTES`), 1 voucher check with an unknown
  code, 1 payment callback (``POST``) and, every other second, a damage-report photo upload (``POST`` of
  :data:`UPLOAD_BYTES`): 10.5 requests;
* ``partners``: 2 hotels fetching price lists with the right password and 1 with an old one (3 requests, 2 served);
* ``legacy``: 3 visitors on the old domain, redirected;
* ``tiles``: 10 map tiles;
* ``fleet``: the shops' :data:`SCREENS` wall screens, each holding one long poll open.

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.caddy_workload PORTS_JSON ROOT
"""

from __future__ import annotations

import base64
import contextlib
import http.client
import json
import os
import socket
import socketserver
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from bench.quiet_http import QuietHandler, on_schedule, run_threads, wait_for_port

CADDY = "caddy"  # Debian's caddy 2.6
JOB = "caddy"
SERVERS = ("www", "booking", "partners", "legacy", "tiles", "fleet")
WORKERS = ("booking-1.sock", "booking-2.sock")  # the booking app's workers, relative to Caddy's working directory
PAGES = {"index": 28_000, "e-bikes": 24_000, "city-bikes": 20_000, "tours": 26_000, "tour-salzkammergut": 22_000,
         "tour-mozart": 18_000, "prices": 14_000, "faq": 16_000, "contact": 12_000, "about": 20_000}  # fmt: skip
PHOTOS = 8
PHOTO_BYTES = 150_000
TILES = 64
TILE_BYTES = 40_000
BOOKING_SECONDS = 0.3
UPLOAD_SECONDS = 0.15
STREAM_SECONDS = 15.0
BOOKING_BYTES = 2_000
UPLOAD_BYTES = 300_000
SCREENS = 3  # the shops' wall screens, each one long poll open on the fleet server
PARTNER = "gruener-baum"
PASSWORD = "Kapuzinerberg-7"
# bcrypt of PASSWORD at cost 4 (htpasswd -nbB -C 4), base64 as Caddy 2.6's JSON configuration takes it
PASSWORD_HASH = "$2y$04$ihLQVzPEnetnp7UUqZ8VKeklGOEMRdhDFoA0BnH7hgi0MxvtzYPZ2"
USER_AGENT = "radlhof-visitors/1.0"
TICK_SECONDS = 0.2


def _server(port: int, routes: list[dict[str, object]]) -> dict[str, object]:
    return {"listen": [f"127.0.0.1:{port}"], "automatic_https": {"disable": True}, "metrics": {}, "routes": routes}


def _proxy(dead: int) -> dict[str, object]:
    return {
        "handler": "reverse_proxy",
        "upstreams": [{"dial": f"unix/{name}"} for name in WORKERS] + [{"dial": f"127.0.0.1:{dead}"}],
        "load_balancing": {"selection_policy": {"policy": "round_robin"}, "try_duration": "2s"},
        "health_checks": {"active": {"path": "/healthz", "interval": "2s", "timeout": "1s"}},
    }


def write(root: Path, ports: dict[str, int], admin: int) -> Path:
    """Lay out Caddy's document roots under ``root`` (``ports``: each server's, and ``old-booking``, where nothing
    listens) and return its JSON configuration, the admin endpoint (and so ``/metrics``) on port ``admin``."""
    www, partners, tiles = root / "www", root / "partners", root / "tiles"
    for directory in (www / "img", partners, tiles, root / "data"):
        directory.mkdir(parents=True, exist_ok=True)
    for name, size in PAGES.items():
        (www / f"{name}.html").write_bytes(b"<html>" + b"p" * (size - 14) + b"</html>\n")
    for n in range(PHOTOS):
        (www / "img" / f"bike-{n}.jpg").write_bytes(b"\xff" * PHOTO_BYTES)
    for n in range(TILES):
        (tiles / f"{n}.png").write_bytes(b"\x89" * TILE_BYTES)
    (partners / "prices-2025.csv").write_bytes(b"bike,day,week\n" + b"e-bike,39,199\n" * 600)
    files = {"handler": "file_server"}
    servers = {
        "www": _server(ports["www"], [{"handle": [{**files, "root": str(www)}]}]),
        "booking": _server(ports["booking"], [{"handle": [_proxy(ports["old-booking"])]}]),
        "partners": _server(ports["partners"], [{"handle": [
            {"handler": "authentication", "providers": {"http_basic": {
                "accounts": [{"username": PARTNER, "password": base64.b64encode(PASSWORD_HASH.encode()).decode()}],
                "hash": {"algorithm": "bcrypt"}, "hash_cache": {}}}},
            {**files, "root": str(partners)}]}]),
        "legacy": _server(ports["legacy"], [{"handle": [{"handler": "static_response", "status_code": 301,
                                                           "headers": {"Location": ["https://www.radlhof.at/"]}}]}]),
        "tiles": _server(ports["tiles"], [{"handle": [{**files, "root": str(tiles)}]}]),
        "fleet": _server(ports["fleet"], [{"handle": [_proxy(ports["old-booking"])]}]),
    }  # fmt: skip
    config = {
        "admin": {"listen": f"127.0.0.1:{admin}", "config": {"persist": False}},
        "logging": {"logs": {"default": {"level": "ERROR"}}},
        "storage": {"module": "file_system", "root": str(root / "data")},
        "apps": {"http": {"servers": servers}},
    }
    path = root / "caddy.json"
    path.write_text(json.dumps(config, indent=1))
    return path


def command(caddy: str, config: Path) -> list[str]:
    """Caddy in the foreground, run from the configuration's directory (the workers' sockets are relative to it)."""
    return ["env", "-C", str(config.parent), caddy, "run", "--config", str(config)]


def environment(root: Path) -> dict[str, str]:
    """Caddy's environment: its home and its XDG directories in ``root``, so it writes nothing elsewhere."""
    return {
        **os.environ,
        "HOME": str(root),
        "XDG_CONFIG_HOME": str(root / "config"),
        "XDG_DATA_HOME": str(root / "data"),
    }


class _Worker(QuietHandler):
    protocol_version = "HTTP/1.1"

    def _body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        if self.path.startswith("/fleet/stream"):
            time.sleep(STREAM_SECONDS)
            self._answer(200, json.dumps({"bikes_out": 41, "bikes_in": 87}).encode(), "application/json")
        elif self.path.startswith("/vouchers/"):
            self._answer(404, b'{"error": "unknown voucher"}', "application/json")
        elif self.path == "/healthz":
            self._answer(200, b"ok", "text/plain")
        else:
            self._answer(200, json.dumps({"e-bikes": 12, "city-bikes": 30, "tandems": 2}).encode(), "application/json")

    def do_POST(self) -> None:  # noqa: N802
        self._body()
        if self.path.startswith("/bookings"):
            time.sleep(BOOKING_SECONDS)
            self._answer(201, b'{"booking": "created"}', "application/json")
        elif self.path.startswith("/damage-reports"):
            time.sleep(UPLOAD_SECONDS)
            self._answer(200, b'{"stored": true}', "application/json")
        else:
            self._answer(500, b'{"error": "callback handler failed"}', "application/json")


class _UnixServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def get_request(self) -> tuple[socket.socket, tuple[str, int]]:
        connection, _ = self.socket.accept()
        return connection, ("127.0.0.1", 0)  # http.server wants a host and port to log

    def handle_error(self, request: object, client_address: object) -> None:
        """Stay quiet when a client hangs up early."""


def _request(port: int, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=STREAM_SECONDS + 10)
    try:
        connection.request(method, path, body=body or None,
                           headers={"Connection": "close", "User-Agent": USER_AGENT, **(headers or {})})  # fmt: skip
        connection.getresponse().read()
    except (OSError, http.client.HTTPException):
        pass
    finally:
        connection.close()


def _basic(password: str) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"{PARTNER}:{password}".encode()).decode()}


# One second of traffic in five ticks: (server, method, path); {n} is the tick's running number.
Visit = tuple[str, str, str]
PAGE_NAMES = list(PAGES)
TICKS: list[list[Visit]] = [
    [("www", "GET", "/{p0}.html"), ("www", "GET", "/{p1}.html"), ("www", "GET", "/img/bike-{i}.jpg"),
     ("booking", "GET", "/availability?station=mirabell&slot={n:06d}"), ("booking", "POST", "/bookings"),
     ("partners", "GET", "/prices-2025.csv"), ("legacy", "GET", "/"), ("tiles", "GET", "/{t0}.png"),
     ("tiles", "GET", "/{t1}.png"), ("booking", "POST", "/damage-reports")],
    [("www", "GET", "/{p0}.html"), ("www", "GET", "/{p1}.html"), ("www", "GET", "/img/bike-{i}.jpg"),
     ("booking", "GET", "/availability?station=bahnhof&slot={n:06d}"), ("booking", "GET", "/vouchers/SOMMER{n:05d}"),
     ("partners", "GET", "/prices-2025.csv?old"), ("tiles", "GET", "/{t0}.png"), ("tiles", "GET", "/{t1}.png")],
    [("www", "GET", "/{p0}.html"), ("www", "GET", "/{p1}.html"), ("www", "GET", "/img/bike-{i}.jpg"),
     ("booking", "GET", "/availability?station=nonntal&slot={n:06d}"), ("booking", "POST", "/bookings"),
     ("partners", "GET", "/prices-2025.csv"), ("legacy", "GET", "/touren.php"), ("tiles", "GET", "/{t0}.png"),
     ("tiles", "GET", "/{t1}.png")],
    [("www", "GET", "/{p0}.html"), ("www", "GET", "/{p1}.html"), ("www", "GET", "/img/bike-{i}.jpg"),
     ("booking", "GET", "/availability?station=mirabell&slot={n:06d}"), ("booking", "POST", "/payments/callback"),
     ("tiles", "GET", "/{t0}.png"), ("tiles", "GET", "/{t1}.png")],
    [("www", "GET", "/{p0}.html"), ("www", "GET", "/{p1}.html"), ("www", "GET", "/alt/verleih-{n}.html"),
     ("booking", "GET", "/availability?station=bahnhof&slot={n:06d}"),
     ("booking", "GET", "/availability?station=nonntal&slot={n:06d}"), ("legacy", "GET", "/kontakt.html"),
     ("tiles", "GET", "/{t0}.png"), ("tiles", "GET", "/{t1}.png")],
]  # fmt: skip


def _visit(ports: dict[str, int], tick: int, visit: Visit) -> None:
    server, method, path = visit
    if path == "/damage-reports" and tick % 10 >= 5:
        return  # a damage report every other second
    fill = {"p0": PAGE_NAMES[(2 * tick) % len(PAGE_NAMES)], "p1": PAGE_NAMES[(2 * tick + 1) % len(PAGE_NAMES)],
            "i": str(tick % PHOTOS), "t0": str((2 * tick) % TILES), "t1": str((2 * tick + 1) % TILES)}  # fmt: skip
    headers: dict[str, str] = {}
    body = b""
    if server == "partners":
        headers = _basic("Festung-2019" if path.endswith("?old") else PASSWORD)
        path = path.removesuffix("?old")
    if method == "POST":
        size = UPLOAD_BYTES if path == "/damage-reports" else BOOKING_BYTES
        body = b"x" * size
        headers["Content-Type"] = "application/octet-stream" if size == UPLOAD_BYTES else "application/json"
    _request(ports[server], method, path.format(n=tick, **fill), body, headers)


def _stream(ticks: Sequence[Sequence[Visit]], ports: dict[str, int]) -> None:
    """The visitors: each tick's requests, one thread each so a slow booking does not hold up the tick."""

    def act(tick: int, visit: Visit) -> None:
        threading.Thread(target=_visit, args=(ports, tick, visit), daemon=True).start()

    on_schedule(TICK_SECONDS, ticks, act)


def _screen(number: int, port: int) -> None:
    """A shop's wall screen: one long poll of the fleet map open at a time, asked again as soon as it ends."""
    time.sleep(number * STREAM_SECONDS / SCREENS)
    while True:
        started = time.monotonic()
        _request(port, "GET", f"/fleet/stream?shop={number}")
        if time.monotonic() - started < 1:  # Caddy or the workers not there: do not spin
            time.sleep(1)


def serve(root: Path) -> None:
    """The booking app's workers on their Unix sockets in ``root``."""
    for name in WORKERS:
        path = root / name
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        server = _UnixServer(str(path), _Worker)
        threading.Thread(target=server.serve_forever, daemon=True).start()


def run(ports: dict[str, int], root: Path) -> None:
    """Serve the workers, wait for Caddy, then drive it until killed."""
    serve(root)
    for name in SERVERS:
        wait_for_port(ports[name])
    threads = [threading.Thread(target=_stream, args=(TICKS, ports), daemon=True)]
    threads += [threading.Thread(target=_screen, args=(n, ports["fleet"]), daemon=True) for n in range(SCREENS)]
    run_threads(threads)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()}, Path(sys.argv[2]))
