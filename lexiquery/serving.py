"""How LexiQuery's HTTP servers run: the API and the agents host (and the tests' loopback servers)."""

from __future__ import annotations

from typing import Any

import uvicorn

# Longer than any pause between a client's requests on one connection. Uvicorn's default (5 s) equals
# httpx's idle expiry, so a connection the server closed just as a client reused it failed that request
# ("Server disconnected"); a loaded machine made it likely.
KEEP_ALIVE_SECONDS = 120


def server_config(app: Any, host: str, port: int) -> uvicorn.Config:
    """The uvicorn configuration of one of LexiQuery's servers (logging is LexiQuery's own)."""
    return uvicorn.Config(
        app, host=host, port=port, log_config=None, access_log=False, timeout_keep_alive=KEEP_ALIVE_SECONDS
    )


def serve_forever(app: Any, host: str, port: int) -> None:
    uvicorn.Server(server_config(app, host, port)).run()
