"""A busy Squid forward proxy for the live PromQL estate's Squid exporter: a law firm's office web proxy.

Brackenridge & Shaw LLP send their office's web traffic through one Squid 5 (``squid``, a temporary instance of its
own on a loopback port). :func:`write` lays out its directory and configuration: a memory-only cache of 64 MB (no
``cache_dir``, objects up to 1 MB kept in memory), the access log in the directory, no ICP, HTCP, pinger or netdb,
the cache manager open to loopback only, and an access rule that refuses the office's blocked categories (any path
under ``/games/`` or ``/betting/``: Squid answers 403 itself). :func:`command` runs it as one process in the
foreground (``-N``: no daemon, no kids), so nothing outlives it.

Running this file serves the origin sites the staff reach through the proxy (plain HTTP, standard library, each on a
port of its own) and, once Squid answers, drives it at a fixed rhythm until it is killed:

    python -m bench.squid_workload PORTS_JSON

* ``updates``: the software-update mirror, 20 packages of 200 KB cached for a day: 4 downloads a second, all hits
  once each package has been fetched;
* ``intranet``: the firm's intranet, 10 pages of 15 KB cached for 60 s: 8 pages a second, hits between refreshes;
* ``news``: a news site whose 30 KB pages say ``no-store``: 5 a second, each one a miss;
* ``saas``: the practice-management software's API, 2 KB answers marked ``private, no-store``: 5 reads a second and 2
  uploads a second (a POST of an 8 KB document each);
* ``research``: the legal-research service, slow (about 0.3 s an answer), not cacheable: 2 searches a second on a
  schedule of their own;
* ``timesheets``: the old timesheet server, switched off: nothing listens, and the one request a second gets Squid's
  503;
* blocked sites: one request a second for a ``/games/`` or ``/betting/`` page, refused with 403.

That is 28 requests a second from the staff (about 12 of them hits, about 1.1 MB a second delivered, most of it
from the cache), plus the exporter's own cache-manager requests every second.

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path

from bench.quiet_http import QuietHandler, QuietServer, on_schedule, run_threads, wait_for_port

TICK_SECONDS = 0.2
# origin: (seconds to answer, listening); every origin has its own port, and so has Squid ("squid")
ORIGINS: dict[str, tuple[float, bool]] = {
    "updates": (0.0, True),
    "intranet": (0.0, True),
    "news": (0.0, True),
    "saas": (0.0, True),
    "research": (0.3, True),
    "timesheets": (0.0, False),
}
PACKAGES = 20
INTRANET_PAGES = ["home", "people", "matters", "billing", "library", "hr", "it", "events", "policies", "canteen"]
USER = "proxy"  # Squid's account on Debian: under root, the proxy runs as this user


def write(root: Path, ports: dict[str, int]) -> Path:
    """Lay out Squid's directory under ``root`` (``ports``: ``squid`` and the origins) and return ``squid.conf``."""
    root.mkdir(parents=True, exist_ok=True)
    config = root / "squid.conf"
    config.write_text(f"""visible_hostname proxy.brackenridge.example
http_port 127.0.0.1:{ports["squid"]}
pid_filename {root}/squid.pid
cache_log {root}/cache.log
access_log stdio:{root}/access.log
cache_store_log none
logfile_rotate 0
coredump_dir {root}
netdb_filename none
pinger_enable off
icp_port 0
htcp_port 0
cache_mem 64 MB
maximum_object_size_in_memory 1 MB
shutdown_lifetime 1 seconds
acl office src 127.0.0.1/32
acl blocked urlpath_regex ^/(games|betting)/
http_access allow office manager
http_access deny manager
http_access deny blocked
http_access allow office
http_access deny all
""")
    if os.geteuid() == 0:  # Squid will run as proxy (see command): let it through the private temporary directory
        root.parent.chmod(root.parent.stat().st_mode | 0o011)
        shutil.chown(root, USER, USER)
        config.chmod(0o644)
    return config


def command(squid: str, config: Path, port: int) -> list[str]:
    """The command line of the proxy listening on ``port``: one process in the foreground (``-N``), with a service name
    of its own (``-n``: Squid names its shared-memory segments after it, so two proxies, or one left behind by a killed
    run, do not collide); under root, started as ``proxy`` by ``setpriv``, which keeps the parent-death signal across
    the change of user (Squid would otherwise change user itself, and the change would clear the signal)."""
    argv = [squid, "-N", "-n", f"lexiquery{port}", "-f", str(config)]
    if os.geteuid() == 0:
        argv = ["setpriv", f"--reuid={USER}", f"--regid={USER}", "--clear-groups", "--pdeathsig=keep", *argv]
    return argv


class _Origin(QuietHandler):
    protocol_version = "HTTP/1.1"
    origin: str = ""
    delay: float = 0.0

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        if self.delay:
            time.sleep(self.delay)
        if self.origin == "updates":
            self._send(200, 200_000, "application/octet-stream", "public, max-age=86400")
        elif self.origin == "intranet":
            self._send(200, 15_000, "text/html", "public, max-age=60")
        elif self.origin == "news":
            self._send(200, 30_000, "text/html", "no-store")
        elif self.origin == "research":
            self._send(200, 10_000, "text/html", "no-store")
        else:
            self._send(200, 2_000, "application/json", "private, no-store")

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        self._send(201, 300, "application/json", "private, no-store")

    def _send(self, status: int, size: int, content_type: str, cache_control: str) -> None:
        body = b"x" * size
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", cache_control)
        self.end_headers()
        self.wfile.write(body)


def serve(ports: dict[str, int]) -> None:
    """Start every listening origin in a thread of its own."""
    for name, (delay, listening) in ORIGINS.items():
        if listening:
            handler = type(f"Origin_{name}", (_Origin,), {"origin": name, "delay": delay})
            server = QuietServer(("127.0.0.1", ports[name]), handler)
            threading.Thread(target=server.serve_forever, daemon=True).start()


def fetch(proxy: int, url: str, body: bytes | None = None) -> None:
    """One request through the proxy on a connection of its own; a refused or failed one is traffic too."""
    connection = http.client.HTTPConnection("127.0.0.1", proxy, timeout=10)
    headers = {"Connection": "close", "User-Agent": "brackenridge-desktop/1.0"}
    try:
        if body is None:
            connection.request("GET", url, headers=headers)
        else:
            connection.request("POST", url, body=body, headers={**headers, "Content-Type": "application/pdf"})
        connection.getresponse().read()
    except (OSError, http.client.HTTPException):
        pass
    finally:
        connection.close()


def ticks() -> list[list[tuple[str, str]]]:
    """One second of the office's traffic in five ticks of (origin, path); ``{n}`` is the tick's running number,
    ``{pkg}`` and ``{page0}``, ``{page1}`` the package and intranet pages it asks for; ``upload`` is a POST, and origin
    ``blocked`` a blocked site's page, refused by Squid."""
    result: list[list[tuple[str, str]]] = []
    for tick in range(5):
        batch: list[tuple[str, str]] = []
        if tick < 4:
            batch += [("updates", "/pool/pkg-{pkg}.deb"), ("intranet", "/{page0}.html"), ("intranet", "/{page1}.html")]
        batch += [("news", "/story/{n}"), ("saas", "/api/matters/{n}")]
        if tick < 2:
            batch.append(("saas", "upload"))
        if tick == 2:
            batch.append(("timesheets", "/week/{n}"))
        if tick == 4:
            batch.append(("blocked", "/{site}/{n}"))
        result.append(batch)
    return result


def _every(seconds: float, batches: list[list[tuple[str, str]]], ports: dict[str, int]) -> None:
    """Send one batch every ``seconds``, the batches in turn, on a fixed schedule."""

    def go(tick: int, request: tuple[str, str]) -> None:
        origin, path = request
        fill = {"pkg": str((4 * (tick // 5) + tick % 5) % PACKAGES), "site": ("games", "betting")[tick // 5 % 2]}
        fill |= {f"page{k}": INTRANET_PAGES[(2 * tick + k) % len(INTRANET_PAGES)] for k in range(2)}
        if path == "upload":
            fetch(ports["squid"], f"http://127.0.0.1:{ports['saas']}/api/documents", b"%PDF" + b"d" * 8_000)
        else:
            port = ports["news" if origin == "blocked" else origin]
            fetch(ports["squid"], f"http://127.0.0.1:{port}" + path.format(n=tick, **fill))

    on_schedule(seconds, batches, go)


def run(ports: dict[str, int]) -> None:
    """Serve the origins, wait for Squid, then drive it until killed."""
    serve(ports)
    wait_for_port(ports["squid"])
    streams = [
        (TICK_SECONDS, ticks()),
        (0.5, [[("research", "/search?q=precedent-{n}")], [("research", "/search?q=statute-{n}")]]),
    ]
    threads = [threading.Thread(target=_every, args=(*stream, ports), daemon=True) for stream in streams]
    run_threads(threads)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
