"""1. Overhead (the journey against the floor, alternating with the API) and 2. throughput (N at once)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from bench.orchestration.floor import FloorShape
from bench.orchestration.runs import (
    Run,
    Stack,
    journey_request,
    measured,
    run_api,
    run_floor,
    run_journey,
    say,
    settle,
    stats,
)
from bench.orchestration.timelines import (
    activity_table,
    attach_timelines,
    breakdown,
    cpu_table,
    histogram_means,
    history_table,
    phase_table,
    scrape,
    workflow_task_table,
)
from harness.figures import mean, percentile, ratio
from harness.processes import cpu_delta_ms, cpu_snapshot


async def measure_overhead(stack: Stack, rounds: int, warmup: int = 2) -> tuple[dict[str, Any], FloorShape]:
    """Alternating journey (client) / floor / journey (API) runs; latencies, CPU, and where the time went."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    async with httpx.AsyncClient(timeout=60) as http:
        cold = await measured(stack, run_journey(client, settings, request))
        if not cold.completed:
            raise RuntimeError(f"the first journey did not complete: {cold.state} {cold.error}")
        shape = FloorShape.of(cold.status.plan if cold.status else None)
        assert shape.knowledge > 0, shape
        assert shape.generate > 0, shape
        for _ in range(warmup):
            await run_journey(client, settings, request)
            await run_floor(client, stack.floor_queue, shape)
            await run_api(http, stack.api_url)
        agents_before = await scrape(http, f"{stack.agents_url}/metrics")
        worker_before = await scrape(http, stack.worker_metrics_url)
        kinds: dict[str, Callable[[], Awaitable[Run]]] = {
            "journey": lambda: run_journey(client, settings, request),
            "floor": lambda: run_floor(client, stack.floor_queue, shape),
            "api": lambda: run_api(http, stack.api_url),
        }
        order = list(kinds)
        runs: dict[str, list[Run]] = {kind: [] for kind in kinds}
        for index in range(rounds):
            turn = index % len(order)
            for kind in order[turn:] + order[:turn]:  # rotate, so no kind always runs right after another
                runs[kind].append(await measured(stack, kinds[kind]()))
        agents_after = await scrape(http, f"{stack.agents_url}/metrics")
        worker_after = await scrape(http, stack.worker_metrics_url)
    await attach_timelines(client, [*runs["journey"], *runs["floor"], *runs["api"]])
    journeys, floors, apis = runs["journey"], runs["floor"], runs["api"]
    journey_wall = [run.wall_ms for run in journeys]
    floor_wall = [run.wall_ms for run in floors]
    api_wall = [run.wall_ms for run in apis]
    agent_calls = len(journeys) + len(apis)
    figures: dict[str, Any] = {
        "rounds": rounds,
        "shape": {"knowledge": shape.knowledge, "generate": shape.generate},
        "cold_journey_ms": round(cold.wall_ms, 1),
        "journey_ms": stats(journey_wall),
        "floor_ms": stats(floor_wall),
        "ratio_p50": ratio(percentile(journey_wall, 50), percentile(floor_wall, 50)),
        "ratio_p99": ratio(percentile(journey_wall, 99), percentile(floor_wall, 99)),
        "journey_execution_ms": stats([run.timeline.total_ms for run in journeys if run.timeline]),
        "floor_execution_ms": stats([run.timeline.total_ms for run in floors if run.timeline]),
        "start_call_ms": {
            "journey": stats([r.start_ms for r in journeys]),
            "floor": stats([r.start_ms for r in floors]),
        },
        "api": {
            "time_to_result_ms": stats(api_wall),
            "direct_ms": stats(journey_wall),
            "post_ms": stats([run.start_ms for run in apis]),
            "execution_ms": stats([run.timeline.total_ms for run in apis if run.timeline]),
            "polls_per_journey": round(mean(run.polls for run in apis), 1),
            "over_direct_p50_ms": round(percentile(api_wall, 50) - percentile(journey_wall, 50), 1),
            "ratio_p50": ratio(percentile(api_wall, 50), percentile(journey_wall, 50)),
        },
        "completed": {kind: sum(run.completed for run in kind_runs) for kind, kind_runs in runs.items()},
        "runs": {kind: len(kind_runs) for kind, kind_runs in runs.items()},
        "breakdown": breakdown(journeys, floors),
        "activities": {"journey": activity_table(journeys), "floor": activity_table(floors)},
        "workflow_tasks": {"journey": workflow_task_table(journeys), "floor": workflow_task_table(floors)},
        "history": {"journey": history_table(journeys), "floor": history_table(floors)},
        "phases_p50_ms": phase_table(journeys),
        "cpu_ms_per_run": {kind: cpu_table(kind_runs) for kind, kind_runs in runs.items()},
        "threads_ms_per_run": {kind: cpu_table(kind_runs, threads=True) for kind, kind_runs in runs.items()},
        "layers": {
            "worker_a2a_call": histogram_means(
                worker_before, worker_after, "lexiquery_agent_call_duration_seconds", ("agent", "skill")
            ),
            "agent_handling": histogram_means(
                agents_before, agents_after, "lexiquery_agent_request_duration_seconds", ("agent", "skill")
            ),
            "mcp_tool_call": histogram_means(
                agents_before, agents_after, "lexiquery_mcp_tool_call_duration_seconds", ("tool",)
            ),
            "agents_http": histogram_means(
                agents_before, agents_after, "lexiquery_http_request_duration_seconds", ("route",)
            ),
            "journeys": agent_calls,
        },
    }
    return figures, shape


def print_overhead(figures: dict[str, Any]) -> None:
    j, f = figures["journey_ms"], figures["floor_ms"]
    shape = figures["shape"]
    say(f"1. overhead: {figures['rounds']} rounds, alternating; floor = {4 + shape['knowledge'] + shape['generate']}"
        f" no-op activities ({shape['knowledge']} knowledge in parallel, {shape['generate']} generate)")  # fmt: skip
    say(f"   cold first journey                {figures['cold_journey_ms']:>8.1f} ms")
    say(f"   {'ms (client start → result)':34} {'p50':>8} {'p99':>8} {'mean':>8}")
    say(f"   {'journey':34} {j['p50']:>8.1f} {j['p99']:>8.1f} {j['mean']:>8.1f}")
    say(f"   {'floor':34} {f['p50']:>8.1f} {f['p99']:>8.1f} {f['mean']:>8.1f}")
    say(f"   {'ratio journey / floor':34} {figures['ratio_p50']:>8.2f} {figures['ratio_p99']:>8.2f}")
    je, fe = figures["journey_execution_ms"], figures["floor_execution_ms"]
    say(f"   {'journey execution (history)':34} {je['p50']:>8.1f} {je['p99']:>8.1f} {je['mean']:>8.1f}")
    say(f"   {'floor execution (history)':34} {fe['p50']:>8.1f} {fe['p99']:>8.1f} {fe['mean']:>8.1f}")
    api = figures["api"]
    t, d, p = api["time_to_result_ms"], api["direct_ms"], api["post_ms"]
    say(f"   {'API POST + long-poll to result':34} {t['p50']:>8.1f} {t['p99']:>8.1f} {t['mean']:>8.1f}")
    say(f"   {'direct client start + result':34} {d['p50']:>8.1f} {d['p99']:>8.1f} {d['mean']:>8.1f}")
    say(f"   {'  of which POST /v1/journeys':34} {p['p50']:>8.1f} {p['p99']:>8.1f} {p['mean']:>8.1f}")
    say(f"   API / direct (p50) {api['ratio_p50']:.2f}, +{api['over_direct_p50_ms']:.1f} ms;"
        f" {api['polls_per_journey']:.1f} GETs per journey")  # fmt: skip
    say(f"   completed: {figures['completed']} of {figures['runs']}")


async def measure_throughput(stack: Stack, shape: FloorShape, n: int) -> dict[str, Any]:
    """``n`` journeys started at once against the one worker, then ``n`` floor workflows."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    figures: dict[str, Any] = {"n": n}
    runs_by_kind: dict[str, list[Run]] = {}
    runners: dict[str, Callable[[], Awaitable[Run]]] = {
        "journey": lambda: run_journey(client, settings, request),
        "floor": lambda: run_floor(client, stack.floor_queue, shape),
    }
    for kind, runner in runners.items():
        before = cpu_snapshot(stack.processes)
        started = time.perf_counter()
        runs = await asyncio.gather(*(runner() for _ in range(n)))
        wall = time.perf_counter() - started
        cpu = cpu_delta_ms(before, cpu_snapshot(stack.processes))
        await settle(stack)
        runs_by_kind[kind] = list(runs)
        completed = [run for run in runs if run.completed]
        figures[kind] = {
            "wall_s": round(wall, 2),
            "per_second": round(len(completed) / wall, 2),  # completed journeys per second
            "latency_ms": stats([run.wall_ms for run in completed]),
            "latency_all_ms": stats([run.wall_ms for run in runs]),
            "completed": len(completed),
            "failed": n - len(completed),
            "errors": Counter(run.error[:160] for run in runs if not run.completed).most_common(3),
            "cpu_ms_per_run": {name: round(value / n, 1) for name, value in cpu.items()},
            "cpu_cores_busy": round(sum(cpu.values()) / 1000 / wall, 2),
        }
    figures["ratio_per_second"] = ratio(figures["floor"]["per_second"], figures["journey"]["per_second"])
    await attach_timelines(client, [*runs_by_kind["journey"], *runs_by_kind["floor"]])
    figures["activities"] = {kind: activity_table(runs) for kind, runs in runs_by_kind.items()}
    figures["workflow_tasks"] = {kind: workflow_task_table(runs) for kind, runs in runs_by_kind.items()}
    figures["breakdown"] = breakdown(runs_by_kind["journey"], runs_by_kind["floor"])
    return figures


def print_throughput(figures: dict[str, Any]) -> None:
    say(f"2. throughput: {figures['n']} started at once, one worker")
    say(f"   {'':10} {'per s':>8} {'wall s':>8} {'p50 ms':>9} {'p99 ms':>9}  completed  CPU cores busy")
    for kind in ("journey", "floor"):
        row = figures[kind]
        say(
            f"   {kind:10} {row['per_second']:>8.2f} {row['wall_s']:>8.2f} {row['latency_ms']['p50']:>9.1f}"
            f" {row['latency_ms']['p99']:>9.1f}  {row['completed']:>4}/{figures['n']:<4}  {row['cpu_cores_busy']:.2f}"
        )
    say(f"   floor / journey throughput: {figures['ratio_per_second']:.2f}x (completed per second)")
    for kind in ("journey", "floor"):
        row = figures[kind]
        if row["failed"]:
            say(f"   {kind}: {row['failed']} of {figures['n']} FAILED; all latencies p50"
                f" {row['latency_all_ms']['p50']:.1f} ms p99 {row['latency_all_ms']['p99']:.1f} ms")  # fmt: skip
            for error, count in row["errors"]:
                say(f"     {count} x {error}")
