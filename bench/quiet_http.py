"""The small HTTP servers the benchmark workloads run behind HAProxy, Varnish and the blackbox exporter: a handler
that answers with a body of a given type and logs nothing, a threading server that stays quiet when a client hangs
up early (HAProxy ends its health checks with a reset; a probe may give up on a slow page), and a wait for the
proxy in front of them to listen. Standard library only: the workloads run in processes of their own."""

from __future__ import annotations

import contextlib
import http.server
import socket
import time
from typing import Any


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
