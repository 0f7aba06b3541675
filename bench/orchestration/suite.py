"""Every measurement in one run, against one stack: overhead, throughput, fan-out and profile."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from bench.orchestration.fanout import measure_fanout, print_fanout
from bench.orchestration.overhead import measure_overhead, measure_throughput, print_overhead, print_throughput
from bench.orchestration.profile import measure_profile, print_profile
from bench.orchestration.runs import PLATFORMS, QUESTION, Stack, say, settle


async def run_all(
    stack: Stack,
    *,
    journeys: int,
    rounds: int,
    fanout_rounds: int,
    profile_runs: int,
    encode_samples: int,
    warmup: int = 2,
) -> dict[str, Any]:
    """Every measurement against ``stack``, printed as it completes; the report as a dict."""
    say(f"orchestration benchmark: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start;"
        f" processes {', '.join(stack.processes)}")  # fmt: skip
    started = time.perf_counter()
    elapsed: dict[str, float] = {}

    def lap(part: str) -> None:
        elapsed[part] = round(time.perf_counter() - started - sum(elapsed.values()), 1)
        say(f"   ({part}: {elapsed[part]:.1f}s)")

    await settle(stack)
    overhead, shape = await measure_overhead(stack, rounds, warmup)
    print_overhead(overhead)
    lap("overhead")
    throughput = await measure_throughput(stack, shape, journeys)
    print_throughput(throughput)
    lap("throughput")
    fanout = await measure_fanout(stack, fanout_rounds, warmup=warmup > 0)
    print_fanout(fanout)
    lap("fan-out")
    profile = await measure_profile(stack, profile_runs, encode_samples)
    print_profile(overhead, throughput, profile)
    lap("profile")
    say(f"load average at end {os.getloadavg()[0]:.2f} (the machine is shared: compare ratios, not milliseconds)")
    return {
        "config": {
            "question": QUESTION,
            "platforms": [p.value for p in PLATFORMS],
            "journeys": journeys,
            "rounds": rounds,
            "fanout_rounds": fanout_rounds,
            "warmup": warmup,
            "profile_runs": profile_runs,
            "task_queue": stack.settings.task_queue,
            "floor_task_queue": stack.floor_queue,
            "cpus": os.cpu_count(),
            "load_average": os.getloadavg()[0],
            "elapsed_s": elapsed,
        },
        "overhead": overhead,
        "api": overhead["api"],
        "throughput": throughput,
        "fanout": fanout,
        "profile": profile,
    }


def write_json(report: dict[str, Any], path: Path) -> None:
    path.write_text(json.dumps(report, indent=2, default=str))
