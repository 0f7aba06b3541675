"""A busy nginx web server for the live PromQL estate's nginx exporter: a ferry operator's booking website.

Skerry Line Ferries sell their crossings from one nginx 1.22 (``nginx``, a temporary instance of its own on a loopback
port). :func:`write` lays out its prefix: an ``nginx.conf`` with one worker's worth of connections (``master_process
off``: :func:`command` runs it as one process in the foreground, so nothing outlives it), keep-alive of 30 s,
``stub_status`` at ``/nginx_status`` (loopback only), ``proxy_pass`` sending ``/api/`` (the fares and seats lookup)
and ``/book/`` (the booking step, about 0.4 s an answer) to a small backend this file runs, and a document root of
static pages, timetables and images:

* ``/`` and ``/routes/<name>.html``: pages of 10 to 25 KB;
* ``/img/<n>.jpg``: photos of 60 KB;
* ``/timetables/<route>.pdf``: printable timetables of 250 KB;
* ``/old/<n>``: pages that moved away (404).

Running this file serves the backend (plain HTTP, standard library) and, once nginx answers, drives it at a fixed
rhythm until it is killed:

    python -m bench.nginx_workload PORTS_JSON

Each second, in five ticks, every request on a fresh connection: the home page twice, 8 route pages, 6 photos, 1
timetable, 3 fare lookups and 1 moved page (21 requests, 21 connections); 2 booking steps a second on a schedule of
their own (2 more connections, each open about 0.4 s); and eight travellers' browsers that keep one keep-alive
connection each open and ask for a route page every second on it (8 requests a second, no new connections). That is
31 requests a second on 23 new connections a second, eight keep-alive connections idle between their requests, and
the exporter's own request to ``/nginx_status`` every second on a keep-alive connection of its own.

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from bench.quiet_http import (
    QuietHandler,
    QuietServer,
    drive,
    keep_alive_browser,
    on_schedule,
    send,
    wait_for_port,
)

TICK_SECONDS = 0.2
ROUTES = ["oban-mull", "oban-barra", "ullapool-stornoway", "uig-tarbert", "mallaig-armadale", "kennacraig-islay",
          "ardrossan-brodick", "largs-cumbrae", "gourock-dunoon", "scrabster-stromness"]  # fmt: skip
PHOTOS = 30
BROWSERS = 8  # travellers' keep-alive connections
BOOKING_SECONDS = 0.4
USER = "www-data"
USER_AGENT = "skerry-visitors/1.0"


def write(root: Path, ports: dict[str, int]) -> Path:
    """Lay out nginx's prefix under ``root`` (``ports``: ``nginx`` and ``backend``) and return ``nginx.conf``."""
    docs = root / "html"
    for sub in ("routes", "img", "timetables"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    (docs / "index.html").write_bytes(b"<html>" + b"h" * 25_000 + b"</html>\n")
    for n, name in enumerate(ROUTES):
        (docs / "routes" / f"{name}.html").write_bytes(b"<html>" + b"r" * (10_000 + 1_500 * n) + b"</html>\n")
        (docs / "timetables" / f"{name}.pdf").write_bytes(b"%PDF" + b"t" * 250_000)
    for n in range(PHOTOS):
        (docs / "img" / f"{n}.jpg").write_bytes(b"\xff" * 60_000)
    for sub in ("logs", "temp"):
        (root / sub).mkdir(exist_ok=True)
    config = root / "nginx.conf"
    config.write_text(f"""daemon off;
master_process off;
pid {root}/logs/nginx.pid;
error_log {root}/logs/error.log warn;
events {{
    worker_connections 512;
}}
http {{
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path {root}/temp/body;
    proxy_temp_path {root}/temp/proxy;
    fastcgi_temp_path {root}/temp/fastcgi;
    uwsgi_temp_path {root}/temp/uwsgi;
    scgi_temp_path {root}/temp/scgi;
    keepalive_timeout 30s;
    keepalive_requests 100000;
    server {{
        listen 127.0.0.1:{ports["nginx"]};
        server_name www.skerryline.example;
        root {docs};
        location = /nginx_status {{
            stub_status;
            allow 127.0.0.1;
            deny all;
        }}
        location /api/ {{
            proxy_pass http://127.0.0.1:{ports["backend"]};
        }}
        location /book/ {{
            proxy_pass http://127.0.0.1:{ports["backend"]};
        }}
    }}
}}
""")
    if os.geteuid() == 0:  # nginx will run as www-data (see command): let it through the private temporary directory
        for path in (root.parent, root):
            path.chmod(path.stat().st_mode | 0o011)
        for path in docs.rglob("*"):
            path.chmod(0o755 if path.is_dir() else 0o644)
        docs.chmod(0o755)
        config.chmod(0o644)
        for sub in ("logs", "temp"):
            shutil.chown(root / sub, USER, USER)
    return config


def command(nginx: str, config: Path) -> list[str]:
    """The command line of the web server: one process in the foreground (``master_process off``, ``daemon off``), its
    prefix and error log in the configuration's directory; under root, started as ``www-data`` by ``setpriv``, which
    keeps the parent-death signal across the change of user."""
    argv = [nginx, "-p", str(config.parent), "-e", str(config.parent / "logs" / "error.log"), "-c", str(config)]
    if os.geteuid() == 0:
        argv = ["setpriv", f"--reuid={USER}", f"--regid={USER}", "--clear-groups", "--pdeathsig=keep", *argv]
    return argv


class _Backend(QuietHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        if self.path.startswith("/book/"):
            time.sleep(BOOKING_SECONDS)
            self._answer(200, b"<html>" + b"b" * 6_000 + b"</html>", "text/html")
        else:
            self._answer(200, json.dumps({"fare_gbp": 21.4, "seats": 112, "cars": 18}).encode(), "application/json")


def ticks() -> list[list[str]]:
    """One second of visitors' traffic in five ticks of paths; ``{n}`` is the tick's running number."""
    home, route, other_route, photo, other_photo = (
        "/",
        "/routes/{r0}.html",
        "/routes/{r1}.html",
        "/img/{p0}.jpg",
        "/img/{p1}.jpg",
    )
    fares, timetable, moved = "/api/fares?sailing={n}", "/timetables/{t}.pdf", "/old/{n}"
    return [
        [home, route, other_route, photo, other_photo, fares],
        [home, route, other_route, photo, timetable],
        [route, other_route, photo, other_photo, fares],
        [route, photo, moved],
        [route, fares],
    ]


def _every(seconds: float, batches: Sequence[Sequence[str]], port: int) -> None:
    """Send one batch every ``seconds``, the batches in turn, on a fixed schedule."""

    def visit(tick: int, path: str) -> None:
        fill = {f"r{k}": ROUTES[(2 * tick + k) % len(ROUTES)] for k in range(2)}
        fill |= {f"p{k}": str((2 * tick + k) % PHOTOS) for k in range(2)}
        send(port, path.format(n=tick, t=ROUTES[tick // 5 % len(ROUTES)], **fill), USER_AGENT)

    on_schedule(seconds, batches, visit)


def _browser(number: int, port: int) -> None:
    """A traveller's browser: a page a second on one keep-alive connection, each browser starting a little later."""
    keep_alive_browser(
        port,
        lambda tick: f"/routes/{ROUTES[(number + tick) % len(ROUTES)]}.html",
        "skerry-browser/1.0",
        number / BROWSERS,
    )


def run(ports: dict[str, int]) -> None:
    """Serve the backend, wait for nginx, then drive it until killed."""
    server = QuietServer(("127.0.0.1", ports["backend"]), _Backend)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    wait_for_port(ports["nginx"])
    streams = [
        (TICK_SECONDS, ticks()),
        (0.5, [["/book/step?sailing={n}"]]),
    ]
    drive(ports["nginx"], streams, _every, _browser, BROWSERS)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
