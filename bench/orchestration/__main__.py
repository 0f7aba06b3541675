"""Run every measurement on a stack of its own and print (and optionally write) the figures.

uv run python -m bench.orchestration [--journeys N] [--rounds R] [--json PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import shutil
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx

from bench.orchestration.floor import floor_workers
from bench.orchestration.runs import READY_SECONDS, Stack, say
from bench.orchestration.suite import run_all, write_json
from harness.processes import child_pids
from lexiquery.logging import configure_logging
from lexiquery.loopback import free_port
from lexiquery.settings import Settings
from lexiquery.stack import Child, dev_server_argv, settings_env
from lexiquery.telemetry import configure_tracing, worker_runtime
from lexiquery.temporal import connect
from workers.main import running_workers

KNOWLEDGE_FILES = ("knowledge.db", "knowledge.db-wal", "vectors.db", "vectors.db-wal")


def knowledge_cache() -> Path:
    return Path(tempfile.gettempdir()) / "lexiquery-bench-knowledge"


def seed_knowledge(state: Path) -> None:
    """Start from the last run's knowledge index, if there is one (building it takes a minute)."""
    for name in KNOWLEDGE_FILES:
        if (knowledge_cache() / name).exists():
            shutil.copy2(knowledge_cache() / name, state / name)


def keep_knowledge(state: Path) -> None:
    """Keep the knowledge index for the next run (the host checks it against the shipped files anyway)."""
    cached = knowledge_cache()
    cached.mkdir(parents=True, exist_ok=True)
    for name in KNOWLEDGE_FILES:
        source = state / name
        if source.exists():
            partial = cached / f".{name}.{os.getpid()}"
            shutil.copy2(source, partial)
            os.replace(partial, cached / name)
        else:
            (cached / name).unlink(missing_ok=True)


async def http_ok(url: str) -> bool:
    async with httpx.AsyncClient(timeout=2) as http:
        return (await http.get(url)).is_success


async def temporal_ok(settings: Settings) -> bool:
    await connect(settings)
    return True


@contextlib.asynccontextmanager
async def bench_stack(settings: Settings) -> AsyncIterator[Stack]:
    """The dev server, agents host and API as child processes, the journey and floor workers here."""
    logs = settings.state_dir / "logs"
    temporal = Child("temporal", dev_server_argv(settings), logs / "temporal.log", lambda: temporal_ok(settings))
    agents = Child(
        "agents",
        [sys.executable, "-m", "agents"],
        logs / "agents.log",
        lambda: http_ok(f"{settings.resolved_agents_base_url}/health"),
    )
    api = Child("api", [sys.executable, "-m", "api"], logs / "api.log", lambda: http_ok(f"{settings.api_url}/health"))
    env = settings_env(settings)
    started = time.perf_counter()
    try:
        temporal.start(env)
        await temporal.wait_ready(READY_SECONDS)
        agents.start(env)
        api.start(env)
        await asyncio.gather(agents.wait_ready(READY_SECONDS), api.wait_ready(READY_SECONDS))
        say(f"stack ready in {time.perf_counter() - started:.1f}s (state in {settings.state_dir})")
        client = await connect(settings, worker_runtime(settings))
        pids = {"worker (this process)": os.getpid()}
        pids |= {child.name: child.process.pid for child in (agents, api, temporal) if child.process}
        async with running_workers(client, settings), floor_workers(client, settings) as floor_queue:
            yield Stack(client, settings, settings.api_url, settings.resolved_agents_base_url, floor_queue, pids)
    finally:
        for child in (api, agents, temporal):
            child.stop()


def log_to(path: Path) -> Callable[[], None]:
    """This process's log lines (the workers', as `lexiquery up` writes them) to ``path``, not the console;
    the function returned ends that (lines logged later, by workflows evicted at shutdown, go nowhere)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    stream = path.open("a")
    handlers = [h for h in logging.getLogger().handlers if isinstance(h, logging.StreamHandler)]
    for handler in handlers:
        handler.setStream(stream)

    def stop() -> None:
        sink = Path(os.devnull).open("w")  # noqa: SIM115 (open while the process lives)
        for handler in handlers:
            handler.setStream(sink)
        stream.close()

    return stop


async def cli(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="lexiquery-bench-") as folder:
        state = Path(folder)
        seed_knowledge(state)
        settings = Settings(
            state_dir=state,
            temporal_address=f"127.0.0.1:{free_port()}",
            temporal_ui_port=free_port(),
            agents_port=free_port(),
            api_port=free_port(),
            prometheus_port=free_port(),
            worker_metrics_port=free_port(),
            task_queue=f"bench-{uuid.uuid4().hex[:12]}",
            api_cache_ttl_seconds=0,
            demo_estate=False,  # no execution: nothing needs the demo estate's engines
            log_format="json",
        )
        configure_logging(settings, process="worker")
        stop_logging = log_to(state / "logs" / "worker.log")
        configure_tracing(settings, process="worker")
        try:
            async with bench_stack(settings) as stack:
                report = await run_all(
                    stack,
                    journeys=args.journeys,
                    rounds=args.rounds,
                    fanout_rounds=args.fanout_rounds,
                    profile_runs=args.profile_runs,
                    encode_samples=args.encode_samples,
                )
            keep_knowledge(state)
        finally:
            stop_logging()
        leftovers = child_pids("server start-dev")
        say("dev server left behind: " + (", ".join(map(str, leftovers)) if leftovers else "none"))
        return report


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.orchestration", description=__doc__.split("\n")[0])
    parser.add_argument("--journeys", type=int, default=50, help="journeys started at once (throughput)")
    parser.add_argument("--rounds", type=int, default=10, help="alternating journey/floor/API rounds (overhead)")
    parser.add_argument("--fanout-rounds", type=int, default=4, help="rounds of the fan-out measurement")
    parser.add_argument("--profile-runs", type=int, default=3, help="journeys run under cProfile")
    parser.add_argument("--encode-samples", type=int, default=5, help="question embeddings timed (0: skip)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON to this file")
    args = parser.parse_args()
    report = asyncio.run(cli(args))
    if args.json:
        write_json(report, args.json)
        say(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
