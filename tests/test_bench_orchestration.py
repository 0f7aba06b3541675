"""The orchestration benchmark (bench/orchestration/), small, on the session's stack: every journey and floor
workflow completes, every figure is a positive number, the report has its keys. Figures are printed, never
asserted: the machine is shared."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client

from bench.orchestration.floor import floor_workers
from bench.orchestration.runs import FANOUT_AGENTS, Stack
from bench.orchestration.suite import run_all, write_json
from harness.processes import child_pids
from lexiquery.names import Activity
from lexiquery.settings import Settings

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("worker")]

ROUNDS = 3
JOURNEYS = 5
FANOUT_ROUNDS = 1


def positive(value: Any) -> bool:
    return isinstance(value, int | float) and math.isfinite(value) and value > 0


async def test_orchestration_benchmark_end_to_end(
    temporal_client: Client, settings: Settings, api_url: str, agents_host: str, tmp_path: Path
) -> None:
    processes = {"test process": os.getpid()}
    processes |= {f"temporal {pid}": pid for pid in child_pids("start-dev")}
    async with floor_workers(temporal_client, settings) as floor_queue:
        stack = Stack(temporal_client, settings, api_url, agents_host, floor_queue, processes)
        report = await run_all(
            stack,
            journeys=JOURNEYS,
            rounds=ROUNDS,
            fanout_rounds=FANOUT_ROUNDS,
            profile_runs=1,
            encode_samples=0,
            warmup=0,
        )
    write_json(report, tmp_path / "report.json")
    written = json.loads((tmp_path / "report.json").read_text())
    assert set(written) == {"config", "overhead", "api", "throughput", "fanout", "profile"}

    overhead = written["overhead"]
    assert overhead["runs"] == {"journey": ROUNDS, "floor": ROUNDS, "api": ROUNDS}
    assert overhead["completed"] == overhead["runs"]
    assert overhead["shape"] == {"knowledge": 3, "generate": 1}  # sop, docs, known errors; one KQL query
    for key in ("journey_ms", "floor_ms", "journey_execution_ms", "floor_execution_ms"):
        assert positive(overhead[key]["p50"]), key
        assert positive(overhead[key]["p99"]), key
    assert positive(overhead["ratio_p50"])
    assert positive(overhead["ratio_p99"])
    assert positive(written["api"]["time_to_result_ms"]["p50"])
    assert written["api"]["polls_per_journey"] >= 1
    investigation = {
        Activity.RUN_FUNCTION,
        Activity.RUN_CODE,
        Activity.CALL_TOOL,
        Activity.CALL_AGENT,
        Activity.LIST_TOOLS,
    }
    # Markers in the history, not scheduled tasks: discovery, planning, validation, the ledger, and the calls to
    # the embedded agents, whose cards say they are quick.
    local = {Activity.DISCOVER_AGENTS, Activity.PLAN_JOURNEY, Activity.VALIDATE_QUERIES, Activity.AGGREGATE_COST,
             Activity.GATHER_KNOWLEDGE, Activity.GENERATE_QUERY}  # fmt: skip
    kinds = {a.value for a in Activity} - {Activity.COMPOSE_ANSWER, Activity.EXECUTE_QUERY} - investigation - local
    assert set(overhead["activities"]["journey"]) == kinds
    assert set(overhead["activities"]["floor"]) == kinds
    assert overhead["breakdown"]
    assert all(positive(value) for value in overhead["phases_p50_ms"].values() if value)

    throughput = written["throughput"]
    for kind in ("journey", "floor"):
        assert throughput[kind]["completed"] == JOURNEYS, kind
        assert positive(throughput[kind]["per_second"]), kind
        assert positive(throughput[kind]["latency_ms"]["p99"]), kind

    fanout = written["fanout"]
    assert fanout["completed"] == {"slow": FANOUT_ROUNDS, "fast": FANOUT_ROUNDS}
    assert positive(fanout["ratio"])
    assert positive(fanout["window_ratio"])
    assert positive(fanout["phase_ms"]["slow"]["p50"])
    assert fanout["agents"] == list(FANOUT_AGENTS)

    profile = written["profile"]
    assert profile["journey"]["completed"] == 1
    assert positive(profile["journey"]["busy_ms_per_run"])
    assert profile["journey"]["functions"]
