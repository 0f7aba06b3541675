"""A Nantes makerspace's tool library on Django, served by gunicorn and instrumented with django-prometheus: the
``node+django`` estate.

L'Outilthèque de l'Île (the tool library and workshop bookings of the Atelier Partagé de l'Île, a makerspace on the
Île de Nantes) is a small Django 3.2 project, ``bench/django_site`` (the project ``toolshed``, the app ``lending``),
run with Debian 12's ``python3-django`` and ``python3-django-prometheus`` 2.2 under Debian's ``gunicorn`` 20.1: two
threaded workers (``gthread``, four threads each) on a loopback port, prometheus_client's multi-process mode
(``PROMETHEUS_MULTIPROC_DIR`` in the scratch directory, a ``child_exit`` hook marking dead workers) so that the
``/metrics`` view any worker serves (``django_prometheus.urls``) adds up both workers' metrics, which Prometheus scrapes
as job ``django``. django-prometheus's middlewares wrap Django's ``CommonMiddleware`` and ``CsrfViewMiddleware``; the
models (members, tools, loans, workshops, bookings) count their inserts, updates and deletes through
``ExportModelOperationsMixin``; the database is SQLite through django-prometheus's ``sqlite3`` backend (write-ahead
log, no persistent connections) and the cache Django's file cache through django-prometheus's ``filebased`` backend.
:func:`prepare` runs ``manage.py migrate lending 0002`` before the start, as the operator did: the latest migration
(an index on open loans) is not applied. Nothing leaves the machine.

Running this file plays the library's visitors, kiosk and members' app, three clients each on a thread of its own,
each second (paced evenly, every count a whole number a second):

* two visits to the home page and five to the catalogue (four categories, cached for good, and the welding category,
  whose tools are all retired: an empty list, cached, which django-prometheus's cache counts as a hit though Django
  hands the view nothing and the view looks it up again);
* two free-text searches, each new (cached for a minute, never asked again within it): two cache misses;
* two tool pages, and the retired chainsaw's and welder's pages through the stale QR codes on their shelves (``404``:
  the view raises ``Http404``);
* two loans made at the kiosk and the previous second's two returned (the tool's availability set with a query-set
  ``update``, which django-prometheus does not count); the hall's old kiosk posting its cached loan and return forms
  without a CSRF token (``403``);
* two workshop bookings and two members booking a workshop they already have a seat at (the unique constraint:
  ``IntegrityError``, ``409``); the members' app cancelling the previous second's two bookings (``DELETE``, ``204``),
  reading two members and updating four members' phone numbers (``PUT``);
* the Saturday phone round's overdue report, twice: it crashes (``500``, ``KeyError``) on a member with an overdue
  loan and no phone number;
* scanners asking for ``/wp-login.php`` and ``/.env`` (``404``, no view), and an old poster's link without its slash
  (``301`` from ``CommonMiddleware``, before django-prometheus's view middleware sees the request);
* the workshop planner's availability page, which asks the room-booking calendar: the calendar (played here) accepts
  the connection and never answers, so each request waits for the planner's 1.2-second timeout.

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.django_workload PORTS_JSON DIRECTORY
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench.paced import paced_ticks

GUNICORN = "gunicorn"  # Debian's gunicorn, run by the Python that has Debian's Django and django-prometheus
SITE = Path(__file__).resolve().parent / "django_site"
JOB = "django"
APPLIED = "0002_catalogue"  # the operator migrated to here; 0003_loan_open_due_idx is not applied
SETTLED_FILE = "settled"
CSRF = "k1osk" * 12 + "csrf"  # the kiosk's token, in its cookie and its forms alike (64 characters)
CATEGORIES = ("perceuses", "scies", "ponceuses", "jardin")
EMPTY_CATEGORY = "soudure"  # the welder went: every tool of the category is retired
RETIRED_TOOLS = (7, 21)  # the chainsaw and the welder, whose QR codes are still on their shelves
LOANABLE = (1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 20, 22, 23, 24, 25, 26, 27, 29, 30)
WORKSHOPS = 6
MEMBERS = 40
NO_PHONE = (8, 24)  # members without a phone number (one of them has an overdue loan)
DOUBLE_BOOKERS = ((1, 1), (2, 2))  # workshop, member: already booked at the start
WORDS = (
    "perceuse",
    "scie",
    "ponceuse",
    "niveau",
    "taille",
    "laser",
    "pistolet",
    "aspirateur",
    "visseuse",
    "broyeur",
    "colonne",
    "onglet",
    "sauteuse",
    "girafe",
    "delta",
    "humidimetre",
    "decolleuse",
    "nettoyeur",
    "marteau",
    "cle",
)
SCANNED = ("/wp-login.php", "/.env")
OLD_LINK = "/workshops"  # no trailing slash: CommonMiddleware redirects
SEARCH_PAIRS = [(a, b) for a in WORDS for b in WORDS if a != b]  # a search repeats after 190 seconds
CALENDAR_HOLD = 5.0  # seconds the silent calendar holds a connection open
READ_SECONDS = 30.0


def python_of(gunicorn: str) -> str:
    """The interpreter gunicorn runs under (its script's ``#!`` line): the one with Debian's Django."""
    first = Path(gunicorn).read_text(errors="replace").splitlines()[0]
    return first[2:].strip().split()[0] if first.startswith("#!") else "python3"


def environment(state: Path, port: int, calendar_port: int) -> dict[str, str]:
    """The site's environment: its state directory (database, cache), the multi-process metrics directory, the bind
    address and the room-booking calendar's address; no bytecode written into the source tree."""
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "toolshed.settings",
        "TOOLSHED_STATE": str(state),
        "TOOLSHED_BIND": f"127.0.0.1:{port}",
        "TOOLSHED_CALENDAR": f"127.0.0.1:{calendar_port}",
        "PROMETHEUS_MULTIPROC_DIR": str(state / "metrics"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }


def prepare(gunicorn: str, state: Path, port: int, calendar_port: int) -> dict[str, str]:
    """Make the state directory, migrate the database to :data:`APPLIED` (without the multi-process directory, so the
    migration's own process leaves no metrics behind) and return the site's environment."""
    (state / "metrics").mkdir(parents=True, exist_ok=True)
    env = environment(state, port, calendar_port)
    migrating = {name: value for name, value in env.items() if name != "PROMETHEUS_MULTIPROC_DIR"}
    done = subprocess.run(
        [python_of(gunicorn), str(SITE / "manage.py"), "migrate", "lending", APPLIED, "--noinput"],
        env=migrating,
        cwd=SITE,
        capture_output=True,
        timeout=120,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the tool library's migrations failed: {done.stderr.decode(errors='replace')[-2000:]}")
    return env


def command(gunicorn: str) -> list[str]:
    return [gunicorn, "-c", str(SITE / "gunicorn.conf.py"), "--chdir", str(SITE), "toolshed.wsgi:application"]


def settled(state: Path) -> bool:
    """Whether the workload has started its steady traffic."""
    return (state / SETTLED_FILE).exists()


def request(port: int, method: str, path: str, body: str | None = None, headers: dict[str, str] | None = None
            ) -> tuple[int, str]:  # fmt: skip
    """One request on a connection of its own: the status and the ``Location`` header."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=READ_SECONDS)
    try:
        connection.request(method, path, body.encode() if body is not None else None, headers or {})
        response = connection.getresponse()
        response.read()
        return response.status, response.headers.get("Location", "")
    finally:
        connection.close()


def kiosk_post(port: int, path: str, form: dict[str, str], token: bool = True) -> tuple[int, str]:
    """A form posted from the kiosk: with its CSRF cookie and token, or (the old kiosk) without."""
    fields = {**form, "csrfmiddlewaretoken": CSRF} if token else form
    body = "&".join(f"{name}={value}" for name, value in fields.items())
    headers = {"Content-Type": "application/x-www-form-urlencoded"}
    if token:
        headers["Cookie"] = f"csrftoken={CSRF}"
    return request(port, "POST", path, body, headers)


def _silent_calendar(port: int) -> None:
    """The room-booking calendar that has stopped answering: it accepts connections and never replies."""
    listener = socket.create_server(("127.0.0.1", port), backlog=64)
    held: list[tuple[socket.socket, float]] = []
    listener.settimeout(0.5)
    while True:
        with contextlib.suppress(TimeoutError):
            connection, _ = listener.accept()
            held.append((connection, time.monotonic()))
        while held and time.monotonic() - held[0][1] > CALENDAR_HOLD:
            held.pop(0)[0].close()


def _last_id(location: str) -> int:
    """The id in a redirect's ``Location`` (``/loans/12/return/``, ``/api/bookings/40/``)."""
    return int([part for part in location.split("/") if part.isdigit()][-1])


def _visitors(port: int) -> None:
    """The public: home and catalogue pages, new searches, tool pages, stale QR codes, scanners and an old link; and
    the planner's availability page, each on a thread of its own (it waits for the calendar)."""
    for tick in paced_ticks(1.0):
        threading.Thread(target=request, args=(port, "GET", "/workshops/availability/"), daemon=True).start()
        for _ in range(2):
            request(port, "GET", "/")
        for category in (*CATEGORIES, EMPTY_CATEGORY):
            request(port, "GET", f"/tools/?category={category}")
        for n in range(2):
            first, second = SEARCH_PAIRS[(2 * tick + n) % len(SEARCH_PAIRS)]
            request(port, "GET", f"/tools/search/?q={first}+{second}")
        for n in range(2):
            request(port, "GET", f"/tools/{LOANABLE[(2 * tick + n) % len(LOANABLE)]}/")
        for retired in RETIRED_TOOLS:
            request(port, "GET", f"/tools/{retired}/")
        for path in SCANNED:
            request(port, "GET", path)
        request(port, "GET", OLD_LINK)


def _kiosk(port: int, booked: queue.Queue[int]) -> None:
    """The kiosk: two loans made and the previous second's two returned, two bookings (handed to the members' app,
    which cancels them) and two double bookings; the old kiosk's two tokenless posts."""
    open_loans: list[int] = []
    pairs = [(w, m) for m in range(len(DOUBLE_BOOKERS) + 1, MEMBERS + 1) for w in range(1, WORKSHOPS + 1)]
    for tick in paced_ticks(1.0):
        returned, open_loans = open_loans, []
        tool, member = LOANABLE[0], 1
        for n in range(2):
            tool, member = LOANABLE[(2 * tick + n) % len(LOANABLE)], 1 + (2 * tick + n) % MEMBERS
            status, location = kiosk_post(port, "/loans/new/", {"tool": str(tool), "member": str(member)})
            if status == 302:
                open_loans.append(_last_id(location))
        for loan in returned:
            kiosk_post(port, f"/loans/{loan}/return/", {})
        kiosk_post(port, "/loans/new/", {"tool": str(tool), "member": str(member)}, token=False)
        kiosk_post(port, f"/loans/{open_loans[0] if open_loans else 1}/return/", {}, token=False)
        for n in range(2):
            workshop, member = pairs[(2 * tick + n) % len(pairs)]
            status, location = kiosk_post(port, f"/workshops/{workshop}/book/", {"member": str(member)})
            if status == 302:
                booked.put(_last_id(location))
        for workshop, member in DOUBLE_BOOKERS:
            kiosk_post(port, f"/workshops/{workshop}/book/", {"member": str(member)})


def _members_app(port: int, booked: queue.Queue[int]) -> None:
    """The members' app: two bookings cancelled, two members read, four phone numbers updated; and the Saturday phone
    round's overdue report, twice."""
    phones = [m for m in range(1, MEMBERS + 1) if m not in NO_PHONE]
    for tick in paced_ticks(1.0):
        for _ in range(2):
            with contextlib.suppress(queue.Empty):
                request(port, "DELETE", f"/api/bookings/{booked.get_nowait()}/")
        for n in range(2):
            request(port, "GET", f"/api/members/{phones[(2 * tick + n) % len(phones)]}/")
        for n in range(4):
            member = phones[(4 * tick + n) % len(phones)]
            phone = f"07 {tick % 100:02d} {n:02d} {member:02d} 00"
            request(port, "PUT", f"/api/members/{member}/", json.dumps({"phone": phone}),
                    {"Content-Type": "application/json"})  # fmt: skip
        for _ in range(2):
            request(port, "GET", "/reports/overdue.csv")


def run(ports: dict[str, int], state: Path) -> None:
    port = ports["site"]
    threading.Thread(target=_silent_calendar, args=(ports["calendar"],), daemon=True).start()
    time.sleep(0.5)
    booked: queue.Queue[int] = queue.Queue()
    clients = [threading.Thread(target=_visitors, args=(port,), daemon=True),
               threading.Thread(target=_kiosk, args=(port, booked), daemon=True),
               threading.Thread(target=_members_app, args=(port, booked), daemon=True)]  # fmt: skip
    for client in clients:
        client.start()
    (state / SETTLED_FILE).write_text("started\n")
    for client in clients:
        client.join()


def main(argv: list[str]) -> None:
    with contextlib.suppress(KeyboardInterrupt):
        run(json.loads(argv[1]), Path(argv[2]))


if __name__ == "__main__":
    main(sys.argv)
