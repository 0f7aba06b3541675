"""The small HTTP servers the benchmark workloads run behind HAProxy and the blackbox exporter: a handler that
answers with a body of a given type and logs nothing, and a threading server that stays quiet when a client hangs
up early (HAProxy ends its health checks with a reset; a probe may give up on a slow page). Standard library only:
the workloads run in processes of their own."""

from __future__ import annotations

import http.server
from typing import Any


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
