"""Servers on this machine's loopback, for tests, benchmarks and drills: free ports, an ASGI app served
inside the running event loop, and settings derived for one of them."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from typing import Any

import uvicorn

from lexiquery.serving import server_config
from lexiquery.settings import Settings


def derive(settings: Settings, **changes: Any) -> Settings:
    """Settings like ``settings`` but for ``changes`` (built anew, so no derived value is stale)."""
    return Settings(**{**settings.model_dump(), **changes})


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.asynccontextmanager
async def serve(app: Any, port: int) -> AsyncIterator[str]:
    """Run an ASGI app with uvicorn on 127.0.0.1:port inside this event loop."""
    server = uvicorn.Server(server_config(app, "127.0.0.1", port))
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            task.result()
        await asyncio.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task
