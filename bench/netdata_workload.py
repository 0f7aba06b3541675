"""A Trieste coffee roaster's web-shop server watched by a Netdata agent, scraped by Prometheus: the ``node+netdata``
estate.

Torrefazione Molo sells its coffee online from one application server, ``molo-shop-01``: a checkout service
(``checkout-api``), an order-mail sender (``order-mailer``), two invoice-PDF renderers (``invoice-pdf``), a stock
synchroniser (``stock-sync``) and a memcached holding the customers' sessions (Debian's ``memcached``, known by its
pid file ``molo-sessions.pid``), all started by the checkout service, each process naming itself
(``prctl(PR_SET_NAME)``) and dying with its parent (memcached, as ``nobody`` when this runs as root, through
``setpriv`` so that the switch of user keeps the parent-death signal). A Netdata agent
(Debian 12's ``netdata`` 1.37 with ``netdata-plugins-python``, in the foreground, a temporary instance of its own:
:func:`write` its configuration, :func:`command` its command line) watches the server:

* its **StatsD server** (on a loopback UDP and TCP port of its own) receives the application's metrics; Netdata makes
  a private chart of each (``statsd_<name>_<type>``) and, as the shop's ``statsd.d/molo.conf`` asks, three synthetic
  charts of the ``molo`` app (``molo.http_requests`` by endpoint, ``molo.checkout_outcomes`` by outcome,
  ``molo.http_errors`` by status class);
* **apps.plugin** groups the processes (``apps_groups.conf``: ``checkout``, ``mailer``, ``invoicing``, ``stock-sync``,
  ``session-cache`` beside Netdata's own); it runs unprivileged with the file capabilities Debian gives it;
* the **python.d** plugin's ``memcached`` module reads the session cache (``memcached_sessions``), and nothing else
  (``default_run: no``, so no module probes the machine's other services);
* its internal plugins read ``/proc`` and ``/sys`` (CPU, memory, load, network, disks, processes...) and Netdata
  watches itself (``netdata.*``).

Telemetry, the registry, machine learning and health notifications are off, cloud support is not built into Debian's
package, and the web server answers on loopback only: nothing leaves the machine. Prometheus scrapes
``/api/v1/allmetrics`` as Netdata's documentation shows, with ``params`` ``format: [prometheus_all_hosts]`` and
``server: [prometheus]`` and ``honor_labels: true``: every series is named ``netdata_<context>_<units>_average``, **a
gauge averaged over the time since the previous scrape** (rates per second and percentages are already computed; no
series is a counter), labelled with its ``chart``, ``family`` and ``dimension`` and with the agent's host name as
``instance``, and carries Netdata's own timestamp.

Running this file plays the shop until it is killed, paced evenly (``tick`` every tenth of a second; every second
the same):

* ``checkout-api`` (this process and three idle worker threads) sends, each second, 24 catalogue, 12 cart, 4 account,
  8 checkout and 6 payment-webhook requests (:data:`REQUESTS`), 3 client errors and 1 server error, the 8 checkouts'
  outcomes (6 completed, 1 card declined, 1 failed on the payment gateway's timeout), 9 searches (a meter), the payment
  method (card 3, PayPal 2, Satispay 1) and the shipping country (Italy 3, Austria 2, Slovenia 1) of the completed
  orders (dictionaries), the active carts (a gauge, 57), the visitors' session ids (a set, 43 unique), and every tick
  the same response times (a timer), payment authorisation times (a timer) and order values in euros (a histogram);
  against the session cache it makes, each tick, three lookups that hit, one that misses and one session refresh;
* ``order-mailer`` sends 6 order mails a second and reports its queue (14) and its SMTP times;
* each of the two ``invoice-pdf`` renderers burns about 15 % of a CPU rendering 3 invoices a second and reports
  their render times;
* ``stock-sync`` reports the shop's products (86), those low on stock (4) and out of stock (1), syncing once a second.

Only the standard library is imported; it runs in a process of its own, as ``python -m``.

    python -m bench.netdata_workload PORTS_JSON DIRECTORY
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import pwd
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench.paced import paced_ticks
from bench.process_workload import die_with_parent, name_thread

NETDATA = "netdata"  # Debian's netdata 1.37 (in /usr/sbin)
PYTHON_D = "/usr/lib/netdata/python.d/memcached.chart.py"  # from netdata-plugins-python
MEMCACHED = "memcached"
SETPRIV = "setpriv"  # util-linux: drops to Netdata's account keeping the parent-death signal
ACCOUNT = "netdata"  # Debian's account for the agent, whose group may run apps.plugin
JOB = "netdata"
HOSTNAME = "molo-shop-01"
MODULE = "bench.netdata_workload"
TICK = 0.1  # seconds
# per second: the checkout service's requests by endpoint, its errors, its checkouts' outcomes
REQUESTS = {"catalog": 24, "cart": 12, "account": 4, "checkout": 8, "payment_webhook": 6}
ERRORS = {"4xx": 3, "5xx": 1}
OUTCOMES = {"completed": 6, "declined": 1, "failed": 1}
PAYMENT_METHODS = {"card": 3, "paypal": 2, "satispay": 1}
COUNTRIES = {"IT": 3, "AT": 2, "SI": 1}
SEARCHES = 9
ACTIVE_CARTS = 57
VISITORS = 43
# every tick, the same values of each distribution
RESPONSE_MS = (14, 18, 22, 31, 47, 65, 120, 480)
AUTHORIZE_MS = (380, 420, 460, 520, 2900)
ORDER_EUR = (14.5, 22.0, 27.5, 36.0, 48.0, 89.0)
SMTP_MS = (120, 180, 240)
RENDER_MS = (150, 210, 260)
MAILS, MAIL_QUEUE = 6, 14
INVOICES_EACH, RENDERERS, BURN_SECONDS = 3, 2, 0.015  # per renderer: invoices a second, CPU per tick
PRODUCTS, LOW_STOCK, OUT_OF_STOCK = 86, 4, 1
SESSIONS = 200  # sessions kept in the cache
HITS, MISSES, REFRESHES = 3, 1, 1  # the cache per tick
WORKER_THREADS = 3  # the checkout service's idle workers beside its main thread
# apps.plugin's groups of the shop's processes (its name for the group, the process name or command-line pattern)
GROUPS = {"checkout": "checkout-api", "mailer": "order-mailer", "invoicing": "invoice-pdf",
          "stock-sync": "stock-sync", "session-cache": "*molo-sessions*"}  # fmt: skip
ROLES = ("order-mailer", "invoice-pdf", "invoice-pdf", "stock-sync")
# the StatsD metrics Netdata keeps, by type (each with a private chart of its own): what the shop sends
STATSD_METRICS = {"counters": len(REQUESTS) + len(ERRORS) + len(OUTCOMES) + 3, "meters": 1, "gauges": 5, "sets": 1,
                  "timers": 4, "histograms": 1, "dictionaries": 2}  # fmt: skip
# Netdata's plugins left off: what needs privileges, hardware, other daemons or the network
PLUGINS_OFF = ("cgroups", "tc", "charts.d", "go.d", "ebpf", "cups", "fping", "ioping", "perf", "slabinfo", "nfacct",
               "freeipmi", "xenstat", "checks")  # fmt: skip


def ports_needed() -> tuple[str, ...]:
    """The ports beside the web server's (the exporter port): StatsD's and the session cache's."""
    return ("statsd", "memcached")


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """Prometheus's job ``netdata``, as Netdata's documentation writes it: the allmetrics API with its format and
    this Prometheus's name as parameters, Netdata's labels (its host name as ``instance``) kept."""
    return (
        f"  - job_name: {JOB}\n"
        "    metrics_path: /api/v1/allmetrics\n"
        "    params:\n      format: [prometheus_all_hosts]\n      server: [prometheus]\n"
        "    honor_labels: true\n"
        f"    static_configs:\n      - targets: ['127.0.0.1:{exporter_port}']\n"
    )


def account() -> str | None:
    """The account Netdata runs as: its own when this process is root (it then drops to it), else none (it runs as
    this process's user)."""
    return ACCOUNT if os.geteuid() == 0 else None


def write(directory: Path, web_port: int, ports: dict[str, int]) -> Path:
    """Netdata's configuration and writable directories under ``directory`` (which its account must be able to
    enter), the StatsD app, the process groups and the memcached job; the path of ``netdata.conf``."""
    config, cache, lib, log, run = (directory / name for name in ("etc", "cache", "lib", "log", "run"))
    for path in (config / "statsd.d", config / "python.d", config / "health.d", cache, lib, log, run):
        path.mkdir(parents=True, exist_ok=True)
    user = account() or getpass.getuser()
    off = "".join(f"    {plugin} = no\n" for plugin in PLUGINS_OFF)
    (config / "netdata.conf").write_text(
        f"[global]\n    run as user = {user}\n    hostname = {HOSTNAME}\n    update every = 1\n"
        "[db]\n    mode = ram\n    retention = 900\n"
        f"[directories]\n    config = {config}\n    stock config = /usr/lib/netdata/conf.d\n    log = {log}\n"
        f"    cache = {cache}\n    lib = {lib}\n    lock = {lib / 'lock'}\n    home = {lib}\n    run = {run}\n"
        f"    health config = {config / 'health.d'}\n"
        f"[logs]\n    debug = {log / 'debug.log'}\n    error = {log / 'error.log'}\n    access = none\n"
        f"    health = {log / 'health.log'}\n"
        f"[web]\n    bind to = 127.0.0.1:{web_port}\n    mode = static-threaded\n    web server threads = 2\n"
        "    allow connections from = localhost\n"
        "[registry]\n    enabled = no\n[ml]\n    enabled = no\n[health]\n    enabled = no\n"
        f"[plugins]\n    proc = yes\n    diskspace = yes\n    apps = yes\n    statsd = yes\n    python.d = yes\n{off}"
        "[plugin:apps]\n    update every = 1\n"
        "[statsd]\n    enabled = yes\n"
        f"    bind to = udp:127.0.0.1:{ports['statsd']} tcp:127.0.0.1:{ports['statsd']}\n"
        "    update every (flushInterval) = 1\n    decimal detail = 1000\n"
        "    histograms and timers percentile (percentThreshold) = 95.00000\n"
        "    create private charts for metrics matching = *\n    max private charts hard limit = 1000\n"
    )
    (config / ".opt-out-from-anonymous-statistics").write_text("")
    (config / "apps_groups.conf").write_text(
        "# the web shop's services, then Netdata's own processes; everything else is 'other'\n"
        + "".join(f"{group}: {pattern}\n" for group, pattern in GROUPS.items())
        + "netdata: netdata\napps.plugin: apps.plugin\npython.d.plugin: python.d.plugin\n"
    )
    (config / "python.d.conf").write_text("enabled: yes\ndefault_run: no\nmemcached: yes\n")
    (config / "python.d" / "memcached.conf").write_text(
        f"update_every: 1\nsessions:\n  name: 'sessions'\n  host: '127.0.0.1'\n  port: {ports['memcached']}\n"
    )
    (config / "statsd.d" / "molo.conf").write_text(statsd_app())
    owner = account()
    if owner:
        entry = pwd.getpwnam(owner)
        directory.chmod(0o755)
        for path in (cache, lib, log, run):
            os.chown(path, entry.pw_uid, entry.pw_gid)
    return config / "netdata.conf"


def statsd_app() -> str:
    """The shop's StatsD app for Netdata (``statsd.d/molo.conf``): its metrics' private charts, and three synthetic
    charts putting the endpoints, the checkout outcomes and the error classes side by side."""
    charts = [
        ("http_requests", "HTTP requests by endpoint", "http", "requests/s",
         [(f"molo.http.{name}", name) for name in REQUESTS]),
        ("checkout_outcomes", "Checkouts by outcome", "checkout", "checkouts/s",
         [(f"molo.checkout.{name}", name) for name in OUTCOMES]),
        ("http_errors", "HTTP errors by status class", "http", "errors/s",
         [(f"molo.http.status_{name}", name) for name in ERRORS]),
    ]  # fmt: skip
    text = (
        "# Torrefazione Molo's web shop\n[app]\n    name = molo\n    metrics = molo.*\n    private charts = yes\n"
        "    gaps when not collected = no\n"
    )
    for priority, (chart, title, family, units, dimensions) in enumerate(charts, 91000):
        text += (
            f"\n[{chart}]\n    name = {chart}\n    title = {title}\n    family = {family}\n"
            f"    context = molo.{chart}\n    units = {units}\n    priority = {priority}\n    type = stacked\n"
        )
        text += "".join(f"    dimension = {metric} {name} events 1 1\n" for metric, name in dimensions)
    return text


def command(netdata: str, config: Path) -> list[str]:
    """Netdata in the foreground with ``config``; as root, through ``setpriv`` to Netdata's account with the
    parent-death signal set again after the switch (Netdata's own switch of user would clear it)."""
    argv = [netdata, "-D", "-c", str(config)]
    owner = account()
    if owner:
        return [SETPRIV, f"--reuid={owner}", f"--regid={owner}", "--init-groups", "--pdeathsig=TERM", "--", *argv]
    return argv


ENVIRONMENT = {"DO_NOT_TRACK": "1", "DISABLE_TELEMETRY": "1"}  # Netdata's opt-outs, beside the opt-out file


def memcached_command(memcached: str, port: int, directory: Path) -> list[str]:
    """The session cache in the foreground, TCP only, its pid file named after it (apps.plugin finds it by that name
    in its command line); as ``nobody`` when run as root (memcached refuses root), through ``setpriv`` so that the
    parent-death signal survives the switch."""
    run = directory / "sessions"
    run.mkdir(exist_ok=True)
    run.chmod(0o777)
    argv = [memcached, "-l", "127.0.0.1", "-p", str(port), "-U", "0", "-m", "32", "-t", "4", "-c", "256",
            "-P", str(run / "molo-sessions.pid")]  # fmt: skip
    if os.geteuid() == 0:
        return [SETPRIV, "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--pdeathsig=KILL", "--", *argv]
    return argv


def ready(port: int) -> bool:
    """Whether the session cache answers."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as sock:
            sock.sendall(b"version\r\n")
            return sock.recv(100).startswith(b"VERSION")
    except OSError:
        return False


# ---------------------------------------------------------------- the shop


def _name(name: str) -> None:
    """Name this process (``/proc/<pid>/comm``, what apps.plugin groups by) and ask to die with its parent."""
    name_thread(name)
    die_with_parent()


def spread(per_second: int, tick: int) -> int:
    """How many of ``per_second`` events fall in tick ``tick`` (of ten a second), the same every second."""
    t = tick % 10
    return (t + 1) * per_second // 10 - t * per_second // 10


class StatsD:
    """The application's StatsD client: one datagram per tick to Netdata's StatsD port."""

    def __init__(self, port: int) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.address = ("127.0.0.1", port)
        self.lines: list[str] = []

    def add(self, name: str, value: object, kind: str, times: int = 1) -> None:
        self.lines.extend([f"{name}:{value}|{kind}"] * times)

    def flush(self) -> None:
        if self.lines:
            with contextlib.suppress(OSError):  # Netdata not listening yet
                self.sock.sendto("\n".join(self.lines).encode(), self.address)
        self.lines = []


class Cache:
    """The checkout service's connection to the session cache (memcached's text protocol)."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.buffer = b""

    def _until(self, ends: tuple[bytes, ...]) -> bytes:
        while not any(self.buffer.endswith(end) for end in ends):
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("memcached closed the connection")
            self.buffer += data
        reply, self.buffer = self.buffer, b""
        return reply

    def get(self, key: str) -> bool:
        self.sock.sendall(f"get {key}\r\n".encode())
        return self._until((b"END\r\n",)) != b"END\r\n"

    def set(self, key: str, value: bytes) -> None:
        self.sock.sendall(f"set {key} 0 0 {len(value)}\r\n".encode() + value + b"\r\n")
        self._until((b"STORED\r\n",))


def _session(n: int) -> bytes:
    return json.dumps({"customer": 1000 + n, "cart": [f"SKU-{n % 86:03d}"], "lang": "it"}).encode().ljust(600)


def checkout(ports: dict[str, int], directory: Path) -> None:
    """The checkout service: its session cache and workers (its children, so that apps.plugin does not fold the
    process that started the shop into one of their groups), then the traffic's metrics and session lookups, every
    tick."""
    _name("checkout-api")
    memcached = shutil.which(MEMCACHED) or MEMCACHED
    with (directory / "memcached-sessions.log").open("ab") as log:
        subprocess.Popen(memcached_command(memcached, ports["memcached"], directory), stdin=subprocess.DEVNULL,
                         stdout=log, stderr=subprocess.STDOUT, preexec_fn=die_with_parent)  # fmt: skip
    deadline = time.monotonic() + 30
    while not ready(ports["memcached"]):
        if time.monotonic() > deadline:
            raise RuntimeError("the session cache did not start")
        time.sleep(0.05)
    cache = Cache(ports["memcached"])
    for n in range(SESSIONS):
        cache.set(f"sess:{n:04d}", _session(n))
    children = []
    for name in ROLES:
        argv = [sys.executable, "-m", MODULE, "--role", name, json.dumps(ports)]
        children.append(subprocess.Popen(argv, stdin=subprocess.DEVNULL, preexec_fn=die_with_parent))
    for k in range(WORKER_THREADS):
        threading.Thread(target=_idle, name=f"uwsgi-worker-{k}", daemon=True).start()
    while any(_comm(child.pid) not in ROLES for child in children):  # every worker has named itself
        time.sleep(0.05)
    (directory / "ready").write_text("ready\n")
    statsd = StatsD(ports["statsd"])
    for tick in paced_ticks(TICK):
        t = tick % 10
        for name, count in REQUESTS.items():
            statsd.add(f"molo.http.{name}", 1, "c", spread(count, t))
        for name, count in ERRORS.items():
            statsd.add(f"molo.http.status_{name}", 1, "c", spread(count, t))
        for name, count in OUTCOMES.items():
            statsd.add(f"molo.checkout.{name}", 1, "c", spread(count, t))
        for name, count in PAYMENT_METHODS.items():
            statsd.add("molo.payment.method", name, "d", spread(count, t))
        for name, count in COUNTRIES.items():
            statsd.add("molo.shipping.country", name, "d", spread(count, t))
        statsd.add("molo.search.queries", 1, "m", spread(SEARCHES, t))
        statsd.add("molo.cart.active", ACTIVE_CARTS, "g")
        for n in range(VISITORS):
            statsd.add("molo.visitors", f"sess{n:04d}", "s")
        for value in RESPONSE_MS:
            statsd.add("molo.http.response_time", value, "ms")
        for value in AUTHORIZE_MS:
            statsd.add("molo.payment.authorize", value, "ms")
        for euros in ORDER_EUR:
            statsd.add("molo.order.value", euros, "h")
        statsd.flush()
        for k in range(HITS):
            cache.get(f"sess:{(tick * HITS + k) % SESSIONS:04d}")
        for k in range(MISSES):
            cache.get(f"sess:expired-{tick * MISSES + k}")
        for k in range(REFRESHES):
            n = (tick * REFRESHES + k) % SESSIONS
            cache.set(f"sess:{n:04d}", _session(n))


def _idle() -> None:
    while True:
        time.sleep(1)


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def role(name: str, ports: dict[str, int]) -> None:
    """One of the shop's background services, reporting to StatsD every tick."""
    _name(name)
    statsd = StatsD(ports["statsd"])
    for tick in paced_ticks(TICK):
        t = tick % 10
        if name == "order-mailer":
            statsd.add("molo.mail.sent", 1, "c", spread(MAILS, t))
            statsd.add("molo.mail.queue", MAIL_QUEUE, "g")
            for value in SMTP_MS:
                statsd.add("molo.mail.smtp_time", value, "ms")
        elif name == "invoice-pdf":
            _burn(BURN_SECONDS)
            statsd.add("molo.invoice.rendered", 1, "c", spread(INVOICES_EACH, t))
            for value in RENDER_MS:
                statsd.add("molo.invoice.render_time", value, "ms")
        else:
            statsd.add("molo.stock.products", PRODUCTS, "g")
            statsd.add("molo.stock.low", LOW_STOCK, "g")
            statsd.add("molo.stock.out", OUT_OF_STOCK, "g")
            statsd.add("molo.stock.syncs", 1, "c", spread(1, t))
        statsd.flush()


def _burn(seconds: float) -> None:
    """Spend about ``seconds`` of CPU time (a PDF being rendered)."""
    end = time.thread_time() + seconds
    x = 0
    while time.thread_time() < end:
        x += 1


def main(argv: list[str]) -> None:
    if argv[1] == "--role":
        role(argv[2], json.loads(argv[3]))
    else:
        checkout(json.loads(argv[1]), Path(argv[2]))


if __name__ == "__main__":
    main(sys.argv)
