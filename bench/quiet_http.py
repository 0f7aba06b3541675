"""The small HTTP servers the benchmark workloads run behind HAProxy, Varnish, Apache and the blackbox exporter: a
handler that answers with a body of a given type and logs nothing, a threading server that stays quiet when a client
hangs up early (HAProxy ends its health checks with a reset; a probe may give up on a slow page); and the clients'
side: a wait for the server in front of them to listen, one request whose failure is part of the traffic, and the
traffic's threads run to the end. Standard library only: the workloads run in processes of their own."""

from __future__ import annotations

import contextlib
import http.client
import http.server
import socket
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def send(port: int, path: str, user_agent: str, method: str = "GET", headers: Mapping[str, str] | None = None) -> None:
    """One request to loopback ``port`` on a connection of its own; a refused or broken one is traffic too."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, headers={"Connection": "close", "User-Agent": user_agent, **(headers or {})})
        connection.getresponse().read()
    except (OSError, http.client.HTTPException):
        pass
    finally:
        connection.close()


def on_schedule(seconds: float, batches: Sequence[Sequence[T]], act: Callable[[int, T], None]) -> None:
    """``act(tick, item)`` on each item of one batch every ``seconds``, the batches in turn, on a fixed schedule
    (a steady rate however long each batch takes), forever."""
    tick = 0
    start = time.monotonic()
    while True:
        for item in batches[tick % len(batches)]:
            act(tick, item)
        tick += 1
        pause = start + tick * seconds - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        elif pause < -5:  # fell far behind (a stalled host): start the rhythm again
            start, tick = time.monotonic(), 0


def keep_alive_browser(port: int, path: Callable[[int], str], user_agent: str, delay: float) -> None:
    """A browser that, after ``delay`` seconds, asks for ``path(tick)`` once a second on one keep-alive connection
    (opened again if it drops), until killed; far behind its rhythm, it starts the rhythm again."""
    connection: http.client.HTTPConnection | None = None
    tick = 0
    time.sleep(delay)
    start = time.monotonic()
    while True:
        try:
            if connection is None:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", path(tick), headers={"User-Agent": user_agent})
            connection.getresponse().read()
        except (OSError, http.client.HTTPException):
            if connection is not None:
                connection.close()
            connection = None
        tick += 1
        pause = start + tick - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        elif pause < -5:
            start, tick = time.monotonic(), 0


def drive(
    port: int,
    streams: Sequence[tuple[float, Sequence[Sequence[str]]]],
    every: Callable[[float, Sequence[Sequence[str]], int], None],
    browser: Callable[[int, int], None],
    browsers: int,
) -> None:
    """Send a web server on ``port`` its traffic until killed: each stream's batches on a schedule of their own
    (``every(seconds, batches, port)``) and ``browsers`` keep-alive browsers (``browser(number, port)``)."""
    threads = [threading.Thread(target=every, args=(*stream, port), daemon=True) for stream in streams]
    threads += [threading.Thread(target=browser, args=(n, port), daemon=True) for n in range(browsers)]
    run_threads(threads)


def run_threads(threads: list[threading.Thread]) -> None:
    """Start the traffic's threads and wait for them (they run until the workload's process is killed)."""
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def wait_for_port(port: int, seconds: float = 60.0) -> None:
    """Until something listens on ``port`` on loopback, or ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        time.sleep(0.1)


class QuietHandler(http.server.BaseHTTPRequestHandler):
    def _answer(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Stay quiet when a client hangs up early."""
