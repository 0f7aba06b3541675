"""A busy Varnish cache for the live PromQL estate's Varnish exporter: a regional news site's front door.

Harbourline News runs one ``varnishd`` in front of its web estate. :func:`vcl` writes its configuration (VCL 4.1):
six backends, each health-checked with ``GET /healthz`` every second (a window of 5, healthy at 3), behind
Varnish's routing:

* ``cms1`` and ``cms2``: the content management system, a round-robin director ``cms`` serving the front page
  (``max-age=1``), the articles (``max-age=3600``), the missing articles (404, never cached) and the readers'
  account pages (carrying a session cookie, so passed);
* ``images``: the photo store, every photo cached for a day;
* ``api``: the weather and traffic widgets' JSON, always passed (never cached);
* ``search``: the site search, passed, slow (about 0.25 s an answer);
* ``comments``: the comment service, whose port nothing listens on: it is sick, and every comment request gets
  Varnish's 503;
* ``newsletter``: the newsletter sign-up service (``/newsletter/``), healthy and idle: the sign-up form is not
  live yet, so nobody asks for it.

``/healthz`` is answered by Varnish itself (a synthetic 200) and ``PURGE`` requests from loopback purge one object.
Grace is off, so an object is fetched again as soon as its TTL ends.

Running this file serves the five backends that listen (plain HTTP, standard library) and, once Varnish answers,
drives it at a fixed rhythm until it is killed:

    python -m bench.varnish_workload PORTS_JSON

Each second, in five ticks (every request on a fresh connection): the front page 5 times, the 30 hot articles 20
times, 15 photos (from 60), 10 widget calls (``/api/``: weather every tick, traffic and tides in turn), 3 shared
links to older stories (each URL new, so each a miss, then cached 30 s), 2 comment threads (503), 1 account page, 1
missing article (404) and 1 health check; a ``PURGE`` of one hot article every two seconds; and 2 searches a second on
a schedule of their own. That is about 60 requests a second: about 38 cache hits (the photos, the hot articles, the
front page between its refreshes), 5 to 6 misses (the front page once a second, the shared links, the missing
article, the purged article), 15 passes (widgets, searches, the account page and the comment threads), 1 synthetic
health answer and the purges. Nothing asks for ``/newsletter/``.

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import json
import sys
import threading
import time

from bench.quiet_http import QuietHandler, QuietServer, on_schedule, run_threads, send, wait_for_port

TICK_SECONDS = 0.2
# backend: (delay in seconds, listening); every backend has its own port, and so has Varnish ("varnish")
BACKENDS: dict[str, tuple[float, bool]] = {
    "cms1": (0.0, True),
    "cms2": (0.0, True),
    "images": (0.0, True),
    "api": (0.0, True),
    "search": (0.25, True),
    "comments": (0.0, False),
    "newsletter": (0.0, True),
}
HOT_ARTICLES = [f"/news/{slug}" for slug in (
    "harbour-bridge-reopens", "council-budget-vote", "ferry-timetable-change", "storm-warning-coast",
    "new-school-opens", "fishing-quota-deal", "hospital-wing-funding", "marathon-road-closures",
    "local-elections-results", "housing-plan-approved", "port-expansion-jobs", "library-renovation",
    "rail-strike-update", "festival-lineup-announced", "water-main-burst", "cycle-lane-consultation",
    "football-cup-final", "museum-night-opening", "airport-new-routes", "tide-record-high",
    "bakery-wins-award", "wind-farm-approval", "bus-fares-rise", "seal-pup-rescue", "market-hall-fire",
    "teacher-strike-vote", "parking-charges-cut", "lifeboat-crew-honoured", "theatre-season-opens",
    "power-cut-west-end")]  # fmt: skip
PHOTOS = 60
PURGE_SECONDS = 2.0


def vcl(ports: dict[str, int]) -> str:
    """The VCL; ``ports`` maps each backend to its loopback port."""
    backends = "".join(
        f'backend {name} {{ .host = "127.0.0.1"; .port = "{ports[name]}"; .probe = health;'
        " .connect_timeout = 1s; .first_byte_timeout = 5s; }\n"
        for name in BACKENDS
    )
    return f"""vcl 4.1;
import directors;

probe health {{ .url = "/healthz"; .interval = 1s; .timeout = 2s; .window = 5; .threshold = 3; .initial = 3; }}
{backends}
acl purgers {{ "127.0.0.1"; }}

sub vcl_init {{
  new cms = directors.round_robin();
  cms.add_backend(cms1);
  cms.add_backend(cms2);
}}

sub vcl_recv {{
  if (req.url == "/healthz") {{ return (synth(200, "OK")); }}
  if (req.method == "PURGE") {{
    if (client.ip ~ purgers) {{ return (purge); }}
    return (synth(405, "Not allowed"));
  }}
  if (req.url ~ "^/api/") {{ set req.backend_hint = api; return (pass); }}
  if (req.url ~ "^/search") {{ set req.backend_hint = search; return (pass); }}
  if (req.url ~ "^/comments/") {{ set req.backend_hint = comments; return (pass); }}
  if (req.url ~ "^/newsletter/") {{ set req.backend_hint = newsletter; return (pass); }}
  if (req.url ~ "^/img/") {{ set req.backend_hint = images; unset req.http.Cookie; return (hash); }}
  set req.backend_hint = cms.backend();
  if (req.http.Cookie ~ "session=") {{ return (pass); }}
  return (hash);
}}

sub vcl_backend_response {{
  set beresp.grace = 0s;
  if (beresp.status == 404) {{
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
  }}
  return (deliver);
}}
"""


class _Handler(QuietHandler):
    protocol_version = "HTTP/1.1"
    backend: str = ""
    delay: float = 0.0

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        path = self.path
        if path == "/healthz":
            self._answer(200, b"ok\n", "text/plain")
            return
        if self.delay:
            time.sleep(self.delay)
        if path.startswith("/news/missing-"):
            self._cached(404, 900, "text/html", 0)
        elif path == "/":
            self._cached(200, 40_000, "text/html", 1)
        elif path.startswith("/news/story-"):
            self._cached(200, 14_000, "text/html", 30)
        elif path.startswith("/news/"):
            self._cached(200, 18_000, "text/html", 3600)
        elif path.startswith("/img/"):
            self._cached(200, 60_000, "image/jpeg", 86400)
        elif path.startswith("/api/"):
            self._cached(200, 900, "application/json", 0)
        elif path.startswith("/search"):
            self._cached(200, 4_000, "text/html", 0)
        else:
            self._cached(200, 6_000, "text/html", 0)

    def _cached(self, status: int, size: int, content_type: str, max_age: int) -> None:
        body = b"x" * size
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", f"public, max-age={max_age}" if max_age else "private, no-store")
        self.end_headers()
        self.wfile.write(body)


def serve(ports: dict[str, int]) -> list[QuietServer]:
    """Start every listening backend in a thread of its own."""
    servers = []
    for name, (delay, listening) in BACKENDS.items():
        if not listening:
            continue
        handler = type(f"Handler_{name}", (_Handler,), {"backend": name, "delay": delay})
        server = QuietServer(("127.0.0.1", ports[name]), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    return servers


def _request(port: int, method: str, path: str) -> None:
    """A reader's request; account pages carry a session cookie (Varnish passes them to the backend)."""
    cookie = {"Cookie": "session=reader-42"} if path.startswith("/account") else {}
    send(port, path, "harbourline-readers/1.0", method, cookie)


def ticks() -> list[list[tuple[str, str]]]:
    """One second of readers' traffic in five ticks of (method, path); ``{n}`` is the tick's running number."""
    result: list[list[tuple[str, str]]] = []
    for tick in range(5):
        batch = [("GET", "/")]
        batch += [("GET", HOT_ARTICLES[(4 * tick + k) % len(HOT_ARTICLES)] + "#{n}") for k in range(4)]
        batch += [("GET", f"/img/photo-{{p{k}}}.jpg") for k in range(3)]
        batch += [("GET", "/api/v1/weather"), ("GET", "/api/v1/traffic" if tick % 2 else "/api/v1/tides")]
        if tick < 3:
            batch.append(("GET", "/news/story-{n}-" + str(tick) + "?ref=share"))
        if tick < 2:
            batch.append(("GET", "/comments/{n}"))
        if tick == 2:
            batch.append(("GET", "/account/subscription"))
        if tick == 3:
            batch.append(("GET", "/news/missing-{n}"))
        if tick == 4:
            batch.append(("GET", "/healthz"))
        result.append(batch)
    return result


def _every(seconds: float, batches: list[list[tuple[str, str]]], port: int) -> None:
    """Send one batch every ``seconds``, the batches in turn, on a fixed schedule."""

    def read(tick: int, request: tuple[str, str]) -> None:
        method, path = request
        photos = {f"p{k}": (3 * tick + k) % PHOTOS for k in range(3)}
        _request(port, method, path.split("#")[0].format(n=tick, **photos))

    on_schedule(seconds, batches, read)


def run(ports: dict[str, int]) -> None:
    """Serve the backends, wait for Varnish, then drive it until killed."""
    serve(ports)
    wait_for_port(ports["varnish"])
    purges = [[("PURGE", HOT_ARTICLES[k])] for k in range(len(HOT_ARTICLES))]
    streams = [
        (TICK_SECONDS, ticks()),
        (0.5, [[("GET", "/search?q=ferry-{n}")], [("GET", "/search?q=weather-{n}")]]),
        (PURGE_SECONDS, purges),
    ]
    threads = [threading.Thread(target=_every, args=(*stream, ports["varnish"]), daemon=True) for stream in streams]
    run_threads(threads)


if __name__ == "__main__":
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
