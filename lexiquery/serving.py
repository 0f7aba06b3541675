"""How LexiQuery's HTTP servers run: the API and the agents host (and the tests' loopback servers)."""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

import uvicorn

from lexiquery.logging import configure_logging, get_logger
from lexiquery.processes import settle_heap
from lexiquery.settings import Settings
from lexiquery.sources import SourcesError
from lexiquery.telemetry import configure_tracing

# Longer than any pause between a client's requests on one connection. Uvicorn's default (5 s) equals
# httpx's idle expiry, so a connection the server closed just as a client reused it failed that request
# ("Server disconnected"); a loaded machine made it likely.
KEEP_ALIVE_SECONDS = 120


def server_config(app: Any, host: str, port: int) -> uvicorn.Config:
    """The uvicorn configuration of one of LexiQuery's servers (logging is LexiQuery's own)."""
    return uvicorn.Config(
        app, host=host, port=port, log_config=None, access_log=False, timeout_keep_alive=KEEP_ALIVE_SECONDS
    )


class SettlingServer(uvicorn.Server):
    """A server that settles its process's heap once it serves: after the app's start-up and after its port is
    bound, so the collection delays no bind (a port chosen beforehand can be taken by another socket meanwhile)."""

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started:
            settle_heap()


def serve_forever(app: Any, host: str, port: int) -> None:
    SettlingServer(server_config(app, host, port)).run()


def serve_process(
    process: str, build: Callable[[Settings], Any], address: Callable[[Settings], tuple[str, int]]
) -> None:
    """A server process's main: settings, logs and traces, the app built (a bad sources file stops it here with
    exit status 2, saying where), then served until stopped; once it serves, its heap is settled."""
    settings = Settings()
    configure_logging(settings, process=process)
    configure_tracing(settings, process=process)
    try:
        app = build(settings)
    except SourcesError as error:
        get_logger(__name__).error("sources_file_invalid", error=str(error))
        raise SystemExit(2) from None
    serve_forever(app, *address(settings))
