"""4. Profile: CPU by process and by thread, cProfile of the workers' event loop, the cost of embedding."""

from __future__ import annotations

import asyncio
import cProfile
import math
import os
import pstats
import subprocess
import sys
from collections import defaultdict
from typing import Any

from bench.orchestration.runs import Stack, journey_request, run_journey, say
from lexiquery.settings import PROJECT_ROOT

SITE = "/site-packages/"
# cProfile's "functions" that are the event loop waiting, not working.
IDLE_FUNCTIONS = ("<method 'poll' of 'select.epoll' objects>", "<method 'select' of 'select.epoll' objects>")


def module_of(filename: str) -> str:
    """A file as the package to group time by: ``temporalio.worker.workflow_sandbox``, ``a2a``, ``pydantic``,
    ``workflows.journey``, ``stdlib.asyncio``, ``builtin`` (C functions)."""
    if filename == "~":
        return "builtin"
    if SITE in filename:
        parts = filename.split(SITE, 1)[1].removesuffix(".py").split(os.sep)
        depth = 3 if parts[0] == "temporalio" else 1
        return ".".join(parts[: min(depth, max(len(parts) - 1, 1))])
    root = str(PROJECT_ROOT) + os.sep
    if filename.startswith(root):
        return ".".join(filename[len(root) :].removesuffix(".py").split(os.sep)[:2])
    stdlib = os.path.dirname(os.__file__)
    if filename.startswith(stdlib):
        return "stdlib." + filename[len(stdlib) + 1 :].split(os.sep)[0].removesuffix(".py")
    if filename.startswith("<frozen "):
        return "stdlib." + filename.removeprefix("<frozen ").removesuffix(">")
    return "other"


def profiled_functions(profile: cProfile.Profile, runs: int, top: int = 15) -> dict[str, Any]:
    """Own time (tottime) of the profiled thread by module and by function, per run, idle waits left out."""
    raw: dict[tuple[str, int, str], tuple[int, int, float, float, Any]] = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    modules: dict[str, float] = defaultdict(float)
    functions: dict[str, float] = defaultdict(float)
    idle = 0.0
    for (filename, _, name), (_, _, own, _, _) in raw.items():
        if name in IDLE_FUNCTIONS:
            idle += own
            continue
        module = module_of(filename)
        modules[module] += own
        functions[f"{module}:{name}"] += own
    busy = sum(modules.values())

    def table(values: dict[str, float]) -> list[tuple[str, float, float]]:
        ordered = sorted(values.items(), key=lambda item: -item[1])[:top]
        return [(name, round(own * 1000 / runs, 1), round(100 * own / busy, 1)) for name, own in ordered]

    return {
        "busy_ms_per_run": round(busy * 1000 / runs, 1),
        "idle_ms_per_run": round(idle * 1000 / runs, 1),
        "modules": table(modules),
        "functions": table(functions),
    }


ENCODE = """
import sys, time
from agents.tools.embeddings import encoder
model = encoder(); model.encode(["warm up"])
wall, cpu = [], []
for i in range(int(sys.argv[1])):
    started, used = time.perf_counter(), time.process_time()
    model.encode([f"failed sign-ins in the last hour {i}"])
    wall.append((time.perf_counter() - started) * 1000); cpu.append((time.process_time() - used) * 1000)
wall.sort()
print(wall[len(wall) // 2], sum(cpu) / len(cpu))
"""


def encode_cost(samples: int, env: dict[str, str] | None = None) -> dict[str, float]:
    """What embedding one question costs (every semantic search does it), in a fresh interpreter."""
    run = subprocess.run(
        [sys.executable, "-c", ENCODE, str(samples)],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
        timeout=300,
        check=True,
    )
    wall, cpu = (float(x) for x in run.stdout.split()[-2:])
    return {"wall_p50_ms": round(wall, 1), "cpu_mean_ms": round(cpu, 1)}


async def measure_profile(stack: Stack, runs: int, encode_samples: int) -> dict[str, Any]:
    """cProfile this process's event-loop thread (when the CLI runs: the workers' activities, the A2A client,
    payload conversion, tracing, logging) during ``runs`` sequential journeys; time the question's embedding
    with OpenBLAS's default threads and with one."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    figures: dict[str, Any] = {"runs": runs}
    profile = cProfile.Profile()
    done = []
    for _ in range(runs):
        profile.enable()
        try:
            done.append(await run_journey(client, settings, request))
        finally:
            profile.disable()
    figures["journey"] = {**profiled_functions(profile, runs), "completed": sum(run.completed for run in done)}
    if encode_samples:
        default = await asyncio.to_thread(encode_cost, encode_samples)
        single = await asyncio.to_thread(encode_cost, encode_samples, {"OPENBLAS_NUM_THREADS": "1"})
        figures["encode"] = {"default_threads": default, "openblas_1_thread": single, "samples": encode_samples}
    return figures


def print_profile(overhead: dict[str, Any], throughput: dict[str, Any], profile: dict[str, Any]) -> None:
    say("4. profile: where the journey's time over the floor goes")
    say("   each execution's history, cut by what was happening (mean ms per execution, sequential runs):")
    say(f"   {'part':58} {'journey':>8} {'floor':>8} {'delta':>8}")
    for row in overhead["breakdown"]:
        if abs(row["delta_ms"]) >= 0.5 or row["journey_ms"] >= 1:
            say(f"   {row['part']:58} {row['journey_ms']:>8.1f} {row['floor_ms']:>8.1f} {row['delta_ms']:>8.1f}")
    say("   activities (ms)           journey: queue p50/p99  run p50/p99   |  floor: queue p50  run p50")
    journey, floor = overhead["activities"]["journey"], overhead["activities"]["floor"]
    for name, row in journey.items():
        other = floor.get(name, {})
        say(
            f"   {name:22} {row['queue_p50']:>10.1f} {row['queue_p99']:>7.1f} {row['run_p50']:>8.1f}"
            f" {row['run_p99']:>7.1f}   | {other.get('queue_p50', 0):>12.1f} {other.get('run_p50', 0):>8.1f}"
        )
    for kind in ("journey", "floor"):
        wt = overhead["workflow_tasks"][kind]
        history = overhead["history"][kind]
        say(f"   {kind} workflow tasks: {wt['per_execution']:.1f} per run, first runs p50 {wt['first_run_p50']:.1f}"
            f" ms, later p50 {wt['later_run_p50']:.1f} ms, queue p50 {wt['queue_p50']:.1f} ms;"
            f" history {history['events']:.0f} events, {history['kib']:.1f} KiB")  # fmt: skip
    say("   journey phases p50 (ms): " + ", ".join(f"{k} {v:.1f}" for k, v in overhead["phases_p50_ms"].items()))
    layers = overhead["layers"]
    say(f"   layers of an agent call (mean ms over {layers['journeys']} journeys' calls):")
    calls = layers["worker_a2a_call"]
    handling = layers["agent_handling"]
    for key in sorted(set(calls) | set(handling)):
        say(f"     {key:38} worker A2A call {calls.get(key, {}).get('mean_ms', math.nan):>7.1f}"
            f"   agent handling {handling.get(key, {}).get('mean_ms', math.nan):>7.1f}")  # fmt: skip
    for tool, row in layers["mcp_tool_call"].items():
        per = row["count"] / max(layers["journeys"], 1)
        say(f"     MCP {tool:34} {row['mean_ms']:>7.1f} ms each, {per:.1f} per journey")
    say("   CPU ms per run, by process (sequential runs):")
    for kind, row in overhead["cpu_ms_per_run"].items():
        say(f"     {kind:8} " + ", ".join(f"{name} {value:.1f}" for name, value in row.items()))
    say(f"   under load ({throughput['n']} at once), per activity queue p50/p99 and run p50 (ms):")
    for kind in ("journey", "floor"):
        row = throughput["activities"][kind]
        wt = throughput["workflow_tasks"][kind]
        cells = ", ".join(
            f"{n} {r['queue_p50']:.0f}/{r['queue_p99']:.0f} run {r['run_p50']:.0f}" for n, r in row.items()
        )
        say(f"     {kind:8} {cells}; workflow task queue p50/p99 {wt['queue_p50']:.0f}/{wt['queue_p99']:.0f}")
        say(f"     {kind:8} CPU ms per run: " + ", ".join(
            f"{name} {value:.1f}" for name, value in throughput[kind]["cpu_ms_per_run"].items()))  # fmt: skip
    say("   CPU ms per run in this process, by thread (sequential runs):")
    for kind, row in overhead["threads_ms_per_run"].items():
        cells = ", ".join(f"{name} {value:.1f}" for name, value in sorted(row.items(), key=lambda x: -x[1]) if value)
        say(f"     {kind:8} {cells}")
    profiled = profile["journey"]
    say(f"   cProfile of this process's event-loop thread over {profile['runs']} journeys:"
        f" {profiled['busy_ms_per_run']:.1f} ms busy per journey (idle waits left out)")  # fmt: skip
    say("     by module:   " + ", ".join(f"{n} {ms:.1f} ms" for n, ms, _ in profiled["modules"][:10]))
    say("     by function: " + ", ".join(f"{n} {ms:.1f} ms" for n, ms, _ in profiled["functions"][:8]))
    if "encode" in profile:
        e = profile["encode"]
        d, s = e["default_threads"], e["openblas_1_thread"]
        say(f"   embedding one question (every semantic search does): default OpenBLAS threads {d['wall_p50_ms']:.1f}"
            f" ms wall / {d['cpu_mean_ms']:.1f} ms CPU; OPENBLAS_NUM_THREADS=1 {s['wall_p50_ms']:.1f} ms wall /"
            f" {s['cpu_mean_ms']:.1f} ms CPU")  # fmt: skip
