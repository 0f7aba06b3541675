"""A busy Apache web server for the live PromQL estate's Apache exporter: a county council's public website.

Corran County Council serves its website from one Apache 2.4 (``apache2``, a temporary instance of its own on a
loopback port). :func:`write` lays out its server root: an ``httpd.conf`` loading the event MPM (``ServerLimit 4``,
``ThreadLimit`` and ``ThreadsPerChild`` 32, ``MaxRequestWorkers`` 128) and :func:`command` runs it as one process in
the foreground (``-X``), so its scoreboard holds 128 slots: 32 worker threads and 96 open slots; keep-alive on (30 s);
``mod_status`` with ``ExtendedStatus`` at ``/server-status`` (loopback only), ``mod_proxy_http`` sending ``/planning/``
(the planning-application search, about 0.2 s an answer) and ``/api/`` (the bin-collection day lookup) to a small
backend this file runs, and a document root of static pages, images and PDF documents:

* ``/`` and ``/services/<name>.html``: pages of 12 to 30 KB;
* ``/img/<n>.jpg``: photos of 80 KB;
* ``/docs/<name>.pdf``: council minutes and forms of 400 KB;
* ``/missing-<n>``: pages that do not exist (404).

Running this file serves the backend (plain HTTP, standard library) and, once Apache answers, drives it at a fixed
rhythm until it is killed:

    python -m bench.apache_workload PORTS_JSON

Each second, in five ticks, every request on a fresh connection: the home page twice, 10 service pages, 10 photos,
1 document, 2 bin-collection lookups, 1 missing page; 2 planning searches a second on a schedule of their own; and six
residents' browsers that keep one keep-alive connection each open and ask for a service page every second on it.
That is 34 requests a second, about 1.6 MB a second, and six keep-alive connections held open between requests (a
seventh is the exporter's own, fetching ``/server-status?auto`` every second).

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
SERVICES = ["bins", "council-tax", "parking", "planning", "libraries", "schools", "housing", "roads", "recycling",
            "registrars", "leisure", "elections"]  # fmt: skip
DOCUMENTS = ["full-council-minutes", "planning-committee-agenda", "budget-2025", "parking-permit-form",
             "school-admissions-guide"]  # fmt: skip
PHOTOS = 40
THREADS = 32  # worker threads of the one Apache process (ThreadsPerChild)
BROWSERS = 6  # residents' keep-alive connections
SEARCH_SECONDS = 0.2
USER = "www-data"
MODULES = ("mpm_event", "authz_core", "authz_host", "status", "mime", "dir", "proxy", "proxy_http")


def write(root: Path, ports: dict[str, int]) -> Path:
    """Lay out the server root under ``root`` (``ports``: ``apache`` and ``backend``) and return ``httpd.conf``."""
    docs = root / "htdocs"
    for sub in ("services", "img", "docs"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    (docs / "index.html").write_bytes(b"<html>" + b"c" * 30_000 + b"</html>\n")
    for n, name in enumerate(SERVICES):
        (docs / "services" / f"{name}.html").write_bytes(b"<html>" + b"s" * (12_000 + 1_500 * n) + b"</html>\n")
    for n in range(PHOTOS):
        (docs / "img" / f"{n}.jpg").write_bytes(b"\xff" * 80_000)
    for name in DOCUMENTS:
        (docs / "docs" / f"{name}.pdf").write_bytes(b"%PDF" + b"d" * 400_000)
    (root / "logs").mkdir(exist_ok=True)
    modules = "".join(f"LoadModule {name}_module /usr/lib/apache2/modules/mod_{name}.so\n" for name in MODULES)
    config = root / "httpd.conf"
    config.write_text(f"""ServerRoot "{root}"
ServerName www.corran.example
{modules}PidFile {root}/logs/httpd.pid
Mutex file:{root}/logs default
ErrorLog {root}/logs/error.log
LogLevel warn
Listen 127.0.0.1:{ports["apache"]}
ServerLimit 4
ThreadLimit {THREADS}
ThreadsPerChild {THREADS}
MaxRequestWorkers 128
KeepAlive On
KeepAliveTimeout 30
MaxKeepAliveRequests 0
TypesConfig /etc/mime.types
DocumentRoot "{docs}"
DirectoryIndex index.html
<Directory "{docs}">
  Require all granted
</Directory>
ExtendedStatus On
<Location "/server-status">
  SetHandler server-status
  Require ip 127.0.0.1
</Location>
ProxyPass "/planning/" "http://127.0.0.1:{ports["backend"]}/planning/"
ProxyPass "/api/" "http://127.0.0.1:{ports["backend"]}/api/"
""")
    if os.geteuid() == 0:  # Apache will run as www-data (see command): let it through the private temporary directory
        for path in (root.parent, root):
            path.chmod(path.stat().st_mode | 0o011)
        for path in docs.rglob("*"):
            path.chmod(0o755 if path.is_dir() else 0o644)
        docs.chmod(0o755)
        shutil.chown(root / "logs", USER, USER)
    return config


def command(apache: str, config: Path) -> list[str]:
    """The command line of the web server: one process (``-X``: no children, so nothing outlives it), in the
    foreground; under root, started as ``www-data`` by ``setpriv``, which keeps the parent-death signal across the
    change of user (Apache refuses to serve as root)."""
    argv = [apache, "-X", "-f", str(config)]
    if os.geteuid() == 0:
        argv = ["setpriv", f"--reuid={USER}", f"--regid={USER}", "--clear-groups", "--pdeathsig=keep", *argv]
    return argv


class _Backend(QuietHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        if self.path.startswith("/planning/"):
            time.sleep(SEARCH_SECONDS)
            self._answer(200, b"<html>" + b"p" * 8_000 + b"</html>", "text/html")
        else:
            self._answer(200, json.dumps({"next_collection": "Tuesday", "bins": ["green", "blue"]}).encode(),
                         "application/json")  # fmt: skip


USER_AGENT = "corran-residents/1.0"


def ticks() -> list[list[str]]:
    """One second of visitors' traffic in five ticks of paths; ``{n}`` is the tick's running number."""
    result: list[list[str]] = []
    for tick in range(5):
        batch = ["/"] if tick < 2 else []
        batch += [f"/services/{{s{k}}}.html" for k in range(2)]
        batch += [f"/img/{{p{k}}}.jpg" for k in range(2)]
        if tick == 0:
            batch.append("/docs/{d}.pdf")
        if tick in (1, 3):
            batch.append("/api/bins?uprn={n}")
        if tick == 4:
            batch.append("/missing-{n}")
        result.append(batch)
    return result


def _every(seconds: float, batches: Sequence[Sequence[str]], port: int) -> None:
    """Send one batch every ``seconds``, the batches in turn, on a fixed schedule."""

    def visit(tick: int, path: str) -> None:
        fill = {f"s{k}": SERVICES[(2 * tick + k) % len(SERVICES)] for k in range(2)}
        fill |= {f"p{k}": str((2 * tick + k) % PHOTOS) for k in range(2)}
        send(port, path.format(n=tick, d=DOCUMENTS[tick // 5 % len(DOCUMENTS)], **fill), USER_AGENT)

    on_schedule(seconds, batches, visit)


def _browser(number: int, port: int) -> None:
    """A resident's browser: a page a second on one keep-alive connection, each browser starting a little later."""
    keep_alive_browser(
        port,
        lambda tick: f"/services/{SERVICES[(number + tick) % len(SERVICES)]}.html",
        "corran-browser/1.0",
        number / BROWSERS,
    )


def run(ports: dict[str, int]) -> None:
    """Serve the backend, wait for Apache, then drive it until killed."""
    server = QuietServer(("127.0.0.1", ports["backend"]), _Backend)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    wait_for_port(ports["apache"])
    streams = [
        (TICK_SECONDS, ticks()),
        (0.5, [["/planning/search?q=extension-{n}"], ["/planning/search?q=dropped-kerb-{n}"]]),
    ]
    drive(ports["apache"], streams, _every, _browser, BROWSERS)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
