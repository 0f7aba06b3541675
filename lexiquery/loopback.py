"""Servers on this machine's loopback, for tests, benchmarks and drills: free ports, an ASGI app served
inside the running event loop, and settings derived for one of them."""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import uvicorn

from lexiquery.serving import server_config
from lexiquery.settings import Settings


def derive(settings: Settings, **changes: Any) -> Settings:
    """Settings like ``settings`` but for ``changes`` (built anew, so no derived value is stale)."""
    return Settings(**{**settings.model_dump(), **changes})


# The ports the kernel hands to outgoing connections (net.ipv4.ip_local_port_range): a port chosen among them can be
# taken as a connection's local port between choosing it and a server binding it ("address already in use").
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")
LISTENING_PORTS = 12_000  # a server's port is chosen among this many just below that range
_handed_out: set[int] = set()


def _listening_ports() -> range:
    try:
        first_ephemeral = int(EPHEMERAL_RANGE.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        first_ephemeral = 32_768  # Linux's default
    return range(max(1024, first_ephemeral - LISTENING_PORTS), first_ephemeral)


def free_port() -> int:
    """A loopback port free now, below the ports outgoing connections take, and not handed out before by this
    process; the kernel's choice when none is found."""
    ports = _listening_ports()
    for _ in range(200):
        port = random.choice(ports)  # spreading ports, not a secret
        if port in _handed_out:
            continue
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
        _handed_out.add(port)
        return port
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
