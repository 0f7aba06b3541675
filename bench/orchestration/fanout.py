"""3. Fan-out efficiency: four knowledge agents answering 200 ms late, read in parallel."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from typing import Any

import yaml
from starlette.applications import Starlette
from starlette.routing import Mount

from agents.a2a import agent_app
from agents.faults import Faults
from agents.knowledge import SOURCES, ToolClient, collection_searcher, knowledge_agent
from bench.orchestration.runs import (
    FANOUT_AGENTS,
    FANOUT_LATENCY_MS,
    FANOUT_QUESTION,
    Run,
    Stack,
    journey_request,
    run_journey,
    say,
    stats,
)
from bench.orchestration.timelines import attach_timelines
from harness.figures import percentile
from lexiquery.contracts import Phase
from lexiquery.loopback import derive, free_port, serve
from lexiquery.names import Activity
from lexiquery.settings import Settings
from workers.main import running_workers


def fanout_settings(settings: Settings) -> Settings:
    """The fault injection of the fan-out measurement: four knowledge agents answer 200 ms late."""
    return derive(settings, agent_fault_latency_ms=FANOUT_LATENCY_MS, agent_fault_agents=list(FANOUT_AGENTS))


def fanout_host(settings: Settings, agents_url: str, base: str) -> Starlette:
    """The four knowledge agents twice — under ``/slow`` behind the configured fault injection, under
    ``/fast`` without — searching through the stack's own MCP knowledge server."""
    faulty = fanout_settings(settings)
    tools = ToolClient(f"{agents_url}/tools/knowledge/mcp")
    routes = []
    for source in SOURCES:
        if source.agent not in FANOUT_AGENTS:
            continue
        for lane, faults in (("slow", Faults.for_agent(faulty, source.agent)), ("fast", None)):
            spec = knowledge_agent(source, collection_searcher(tools, source.name))
            url = f"{base}/{lane}/agents/{spec.name}/"
            routes.append(Mount(f"/{lane}/agents/{spec.name}", app=agent_app(spec, url, faults)))

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await tools.close()

    return Starlette(routes=routes, lifespan=lifespan)


@contextlib.asynccontextmanager
async def fanout_lanes(stack: Stack) -> AsyncIterator[dict[str, Settings]]:
    """The fan-out host in this process and, per lane, journey workers (the stack's settings, but a registry
    of the planner and the lane's four knowledge agents) on a task queue of their own."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    lanes: dict[str, Settings] = {}
    for lane in ("slow", "fast"):
        registry = stack.settings.state_dir / f"bench-fanout-{lane}-{uuid.uuid4().hex[:8]}.yaml"
        agents = [{"name": "planner", "url": f"{stack.agents_url}/agents/planner"}]
        agents += [{"name": name, "url": f"{base}/{lane}/agents/{name}"} for name in FANOUT_AGENTS]
        registry.parent.mkdir(parents=True, exist_ok=True)
        registry.write_text(yaml.safe_dump({"agents": agents}))
        lanes[lane] = derive(stack.settings, agent_registry=registry, task_queue=f"{stack.settings.task_queue}-{lane}")
    async with serve(fanout_host(stack.settings, stack.agents_url, base), port), contextlib.AsyncExitStack() as workers:
        for lane_settings in lanes.values():
            await workers.enter_async_context(running_workers(stack.client, lane_settings))
        yield lanes


def knowledge_window(run: Run) -> tuple[float, float]:
    """From the first knowledge activity scheduled to the last one closed, and the slowest one's run (ms)."""
    assert run.timeline is not None
    knowledge = [a for a in run.timeline.activities if a[0] == Activity.GATHER_KNOWLEDGE.value]
    if not knowledge:
        return 0.0, 0.0
    start = min(at for _, at, _, _ in knowledge)
    end = max(at + waited + ran for _, at, waited, ran in knowledge)
    return end - start, max(ran for *_, ran in knowledge)


async def measure_fanout(stack: Stack, rounds: int, warmup: bool = True) -> dict[str, Any]:
    """Rounds of a four-source question on the slow lane (200 ms per source) and the fast lane (none)."""
    runs: dict[str, list[Run]] = {"slow": [], "fast": []}
    async with fanout_lanes(stack) as lanes:
        for lane_settings in lanes.values() if warmup else []:  # cards, MCP session, sandbox
            await run_journey(stack.client, lane_settings, journey_request(lane_settings, FANOUT_QUESTION, []))
        for index in range(rounds):
            order = ["slow", "fast"] if index % 2 == 0 else ["fast", "slow"]
            for lane in order:
                request = journey_request(lanes[lane], FANOUT_QUESTION, [])
                runs[lane].append(await run_journey(stack.client, lanes[lane], request, kind=f"fanout-{lane}"))
    await attach_timelines(stack.client, [*runs["slow"], *runs["fast"]])

    def phase(run: Run) -> float:
        assert run.status is not None
        records = [r for r in run.status.phase_history if r.phase is Phase.GATHERING_KNOWLEDGE]
        return records[0].duration_ms or 0.0 if records else 0.0

    def sources(run: Run) -> int:
        return len(run.status.knowledge) if run.status else 0

    slow_phase = [phase(run) for run in runs["slow"]]
    fast_phase = [phase(run) for run in runs["fast"]]
    slow_window = [knowledge_window(run)[0] for run in runs["slow"]]
    fast_window = [knowledge_window(run)[0] for run in runs["fast"]]
    slow_runs = [knowledge_window(run)[1] for run in runs["slow"]]

    def offsets(lane: str, closed: bool) -> list[float]:
        """p50 of when the 1st, 2nd, … knowledge activity started (or closed), ms after the first was
        scheduled: about equal when the sources work in parallel, a staircase when they take turns."""
        moments: list[list[float]] = []
        for run in runs[lane]:
            assert run.timeline is not None
            knowledge = [a for a in run.timeline.activities if a[0] == Activity.GATHER_KNOWLEDGE.value]
            first = min((at for _, at, _, _ in knowledge), default=0.0)
            moments.append(sorted(at + waited + (ran if closed else 0.0) - first for _, at, waited, ran in knowledge))
        width = min((len(m) for m in moments), default=0)
        return [round(percentile([m[i] for m in moments], 50), 1) for i in range(width)]

    return {
        "rounds": rounds,
        "latency_ms": FANOUT_LATENCY_MS,
        "agents": list(FANOUT_AGENTS),
        "question": FANOUT_QUESTION,
        "sources_per_journey": {lane: sorted({sources(run) for run in lane_runs}) for lane, lane_runs in runs.items()},
        "completed": {lane: sum(run.completed for run in lane_runs) for lane, lane_runs in runs.items()},
        "phase_ms": {"slow": stats(slow_phase), "fast": stats(fast_phase)},
        "ratio": round(percentile(slow_phase, 50) / FANOUT_LATENCY_MS, 2),
        "serial_ratio": float(len(FANOUT_AGENTS)),
        "excess_ratio": round((percentile(slow_phase, 50) - percentile(fast_phase, 50)) / FANOUT_LATENCY_MS, 2),
        "knowledge_window_ms": {"slow": stats(slow_window), "fast": stats(fast_window)},
        "window_ratio": round(percentile(slow_window, 50) / FANOUT_LATENCY_MS, 2),
        "slowest_knowledge_activity_ms": stats(slow_runs),
        "starts_ms": {"slow": offsets("slow", closed=False), "fast": offsets("fast", closed=False)},
        "completions_ms": {"slow": offsets("slow", closed=True), "fast": offsets("fast", closed=True)},
        "degraded": sum(len(run.status.degraded) for lane in runs.values() for run in lane if run.status),
    }


def print_fanout(figures: dict[str, Any]) -> None:
    slow, fast = figures["phase_ms"]["slow"], figures["phase_ms"]["fast"]
    say(f"3. fan-out: {len(figures['agents'])} knowledge sources, each {figures['latency_ms']:.0f} ms late"
        f" ({', '.join(figures['agents'])}); {figures['rounds']} rounds")  # fmt: skip
    say(f"   GATHERING_KNOWLEDGE p50 {slow['p50']:.1f} ms (p99 {slow['p99']:.1f}) → ratio {figures['ratio']:.2f}"
        f" (1.0 perfect, {figures['serial_ratio']:.1f} serial)")  # fmt: skip
    say(f"   same journey without added latency: p50 {fast['p50']:.1f} ms → added-latency ratio"
        f" {figures['excess_ratio']:.2f}")  # fmt: skip
    window = figures["knowledge_window_ms"]
    say(f"   knowledge activities only (first scheduled → last closed): slow p50 {window['slow']['p50']:.1f} ms,"
        f" fast p50 {window['fast']['p50']:.1f} ms → ratio {figures['window_ratio']:.2f}")  # fmt: skip
    starts, ends = figures["starts_ms"], figures["completions_ms"]
    say(f"   knowledge activities (p50, ms after the first was scheduled) started at: slow {starts['slow']},"
        f" fast {starts['fast']}")  # fmt: skip
    say(f"                                                          closed at: slow {ends['slow']},"
        f" fast {ends['fast']}")  # fmt: skip
    say(f"   (the phase also holds the answer composed from the knowledge); completed {figures['completed']},"
        f" sources per journey {figures['sources_per_journey']}, degraded {figures['degraded']}")  # fmt: skip
