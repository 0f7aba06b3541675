"""The services the live PromQL estate's blackbox exporter probes, the exporter's modules, and Prometheus's probe jobs.

Running this file serves, on loopback ports it is given, the small web estate of a shop's status dashboard (plain
HTTP, standard library) and one TCP listener until it is killed:

    python bench/blackbox_workload.py PORTS_JSON

:func:`blackbox_config` writes the exporter's configuration (three modules) and :func:`scrape_configs` the three
Prometheus jobs that probe through it, each target labelled with the ``service`` it belongs to:

* ``blackbox_http`` (module ``http_2xx``: any 2xx answer, redirects followed, 3 s timeout) probes six web
  services' home pages:

  * ``webshop`` answers 200 with an 18,000-byte page;
  * ``checkout-api`` answers 200 with a 420-byte JSON document;
  * ``status-page`` answers 503 (Service Unavailable) with a 250-byte page: its probe fails;
  * ``reports``, a legacy reporting server that still speaks HTTP/1.0, answers 200 (a 64,000-byte page) after
    about 1.2 seconds of processing: slow, but well inside the timeout;
  * ``old-site`` answers 301 (Moved Permanently) pointing at the webshop; the probe follows the one redirect and
    ends on the webshop's 200 page;
  * ``downloads`` answers 200 with a 1 MiB file (1,048,576 bytes, ``Content-Length`` and ``Last-Modified``
    set: 30 June 2025, 12:00 UTC), sent in sixteen pieces a few hundredths of a second apart, so its transfer
    phase takes about 0.4 seconds;

* ``blackbox_health`` (module ``http_health``: a 2xx answer whose body reports ``"status": "ok"``) probes three
  services' ``/healthz``: ``webshop`` and ``checkout-api`` report ok; ``search`` answers 200 but reports
  ``"status": "degraded"``, so its probe fails on the body check (``probe_failed_due_to_regex`` 1);
* ``blackbox_tcp`` (module ``tcp_connect``) opens a TCP connection to ``db-primary``, a listening port (it
  succeeds), and to ``smtp-relay``, a port where nothing listens (connection refused: it fails).

Every probe job is scraped every 5 seconds with a 4-second scrape timeout (Prometheus requires the timeout to be
no longer than the interval; the exporter's own jobs stay at 1 second): the slow ``reports`` page needs more than
a second. Prometheus passes the target as ``__param_target``, keeps it as ``instance`` and sends the scrape to
the exporter's ``/probe``; the exporter's own ``/metrics`` is the job ``blackbox_exporter``.

Only the standard library (and :mod:`bench.quiet_http`) is imported: it runs in a process of its own, as ``python -m``.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time

from bench.quiet_http import QuietHandler, QuietServer

PROBE_JOBS = ("blackbox_http", "blackbox_health", "blackbox_tcp")
EXPORTER_JOB = "blackbox_exporter"
PROBE_INTERVAL = "5s"
PROBE_TIMEOUT = "4s"
MODULE_TIMEOUT = "3s"
# HTTP service: (status, seconds before answering, body bytes, HTTP version)
SERVICES: dict[str, tuple[int, float, int, str]] = {
    "webshop": (200, 0.0, 18_000, "HTTP/1.1"),
    "checkout-api": (200, 0.0, 420, "HTTP/1.1"),
    "status-page": (503, 0.0, 250, "HTTP/1.1"),
    "reports": (200, 1.2, 64_000, "HTTP/1.0"),
    "old-site": (301, 0.0, 0, "HTTP/1.1"),
    "downloads": (200, 0.0, 1_048_576, "HTTP/1.1"),
    "search": (200, 0.0, 2_000, "HTTP/1.1"),
}
DOWNLOAD_PIECES, DOWNLOAD_PAUSE = 16, 0.025
LAST_MODIFIED = "Mon, 30 Jun 2025 12:00:00 GMT"
HEALTHY_BODY = b'{"status": "ok"}'
DEGRADED_BODY = b'{"status": "degraded", "reason": "index replica lagging"}'
# job: the services it probes (their home page, /healthz, or a TCP port)
PROBES: dict[str, tuple[str, ...]] = {
    "blackbox_http": ("webshop", "checkout-api", "status-page", "reports", "old-site", "downloads"),
    "blackbox_health": ("webshop", "checkout-api", "search"),
    "blackbox_tcp": ("db-primary", "smtp-relay"),
}
MODULES = {"blackbox_http": "http_2xx", "blackbox_health": "http_health", "blackbox_tcp": "tcp_connect"}
# The probes that succeed once everything runs (the others: status-page, search's health, smtp-relay).
SUCCEEDING = sum(len(services) for services in PROBES.values()) - 3
LISTENING = (*SERVICES, "db-primary")  # smtp-relay's port is left closed
PORTS = (*LISTENING, "smtp-relay")


def target(job: str, service: str, ports: dict[str, int]) -> str:
    """What Prometheus hands the exporter as the probe's target (and keeps as ``instance``)."""
    if job == "blackbox_tcp":
        return f"127.0.0.1:{ports[service]}"
    path = "/healthz" if job == "blackbox_health" else "/"
    return f"http://127.0.0.1:{ports[service]}{path}"


def blackbox_config() -> str:
    """The blackbox exporter's configuration: its three modules."""
    return (
        "modules:\n"
        "  http_2xx:\n"
        "    prober: http\n"
        f"    timeout: {MODULE_TIMEOUT}\n"
        "    http:\n"
        "      preferred_ip_protocol: ip4\n"
        "  http_health:\n"
        "    prober: http\n"
        f"    timeout: {MODULE_TIMEOUT}\n"
        "    http:\n"
        "      preferred_ip_protocol: ip4\n"
        "      fail_if_body_not_matches_regexp:\n"
        '        - \'"status": *"ok"\'\n'
        "  tcp_connect:\n"
        "    prober: tcp\n"
        f"    timeout: {MODULE_TIMEOUT}\n"
        "    tcp:\n"
        "      preferred_ip_protocol: ip4\n"
    )


def scrape_configs(ports: dict[str, int], exporter_port: int) -> str:
    """Prometheus's probe jobs (to append under ``scrape_configs:``), each target labelled with its service."""
    text = ""
    for job, services in PROBES.items():
        text += (
            f"  - job_name: {job}\n"
            f"    scrape_interval: {PROBE_INTERVAL}\n"
            f"    scrape_timeout: {PROBE_TIMEOUT}\n"
            "    metrics_path: /probe\n"
            f"    params:\n      module: [{MODULES[job]}]\n"
            "    static_configs:\n"
        )
        for service in services:
            text += f"      - targets: ['{target(job, service, ports)}']\n        labels: {{service: {service}}}\n"
        text += (
            "    relabel_configs:\n"
            "      - source_labels: [__address__]\n        target_label: __param_target\n"
            "      - source_labels: [__param_target]\n        target_label: instance\n"
            f"      - target_label: __address__\n        replacement: 127.0.0.1:{exporter_port}\n"
        )
    return text


class _Handler(QuietHandler):
    service: str = ""
    ports: dict[str, int] = {}

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        status, delay, size, _ = SERVICES[self.service]
        if self.path == "/healthz":
            self._answer(200, DEGRADED_BODY if self.service == "search" else HEALTHY_BODY, "application/json")
            return
        if delay:
            time.sleep(delay)
        if status == 301:
            self.send_response(301)
            self.send_header("Location", f"http://127.0.0.1:{self.ports['webshop']}/")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif self.service == "downloads":
            self.send_response(200)
            self.send_header("Content-Type", "application/zip")
            self.send_header("Content-Length", str(size))
            self.send_header("Last-Modified", LAST_MODIFIED)
            self.end_headers()
            piece = b"z" * (size // DOWNLOAD_PIECES)
            for _ in range(DOWNLOAD_PIECES):
                self.wfile.write(piece)
                self.wfile.flush()
                time.sleep(DOWNLOAD_PAUSE)
        elif self.service == "checkout-api":
            self._answer(status, b'{"carts": []}'.ljust(size, b" "), "application/json")
        else:
            self._answer(status, b"<html>".ljust(size, b"x"), "text/html")


def _listen(port: int) -> None:
    """db-primary: accept connections and close them (a TCP probe only connects)."""
    listener = socket.create_server(("127.0.0.1", port), backlog=64)
    while True:
        connection, _ = listener.accept()
        connection.close()


def serve(ports: dict[str, int]) -> None:
    """Start every HTTP service and the TCP listener in threads of their own, then wait forever."""
    for service, (*_, version) in SERVICES.items():
        handler = type(f"Handler_{service}", (_Handler,), {"service": service, "ports": ports,
                                                          "protocol_version": version})  # fmt: skip
        server = QuietServer(("127.0.0.1", ports[service]), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
    thread = threading.Thread(target=_listen, args=(ports["db-primary"],), daemon=True)
    thread.start()
    thread.join()


if __name__ == "__main__":
    serve({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
