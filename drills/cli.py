"""The command line every drill shares: its options, its seed, and running it to a report."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import sys
import time
from collections.abc import AsyncIterator, Coroutine
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from drills.report import Check, Report, Tally
from drills.stack import REPORT_DIR, DrillStack, log


def parser(drill: str, doc: str | None, journeys: int, *, latency_ms: float = 300) -> argparse.ArgumentParser:
    """The drill's command line, with the options every drill has."""
    p = argparse.ArgumentParser(prog=f"python -m drills.{drill}", description=(doc or "").strip().splitlines()[0])
    p.add_argument("--journeys", type=int, default=journeys, help=f"journeys to submit (default {journeys})")
    p.add_argument(
        "--latency-ms", type=float, default=latency_ms, help=f"latency added to every agent call ({latency_ms:g})"
    )
    p.add_argument("--timeout", type=float, default=240, help="seconds to wait for the journeys to end (240)")
    p.add_argument("--json", type=Path, default=None, help=f"report file (default {REPORT_DIR}/{drill}.json)")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: a random one, reported)")
    p.add_argument("--keep", action="store_true", help="keep the drill's state directory and logs")
    p.add_argument(
        "--phase-deadline",
        type=float,
        default=None,
        metavar="SECONDS",
        help="override every fan-out phase deadline of the policy table (default: the table's own)",
    )
    p.add_argument(
        "--agents-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra environment of the agents host, e.g. OPENBLAS_NUM_THREADS=1 (repeatable)",
    )
    return p


def shared_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options every drill's ``run`` takes, from the command line :func:`parser` built."""
    pairs = [item.partition("=") for item in args.agents_env]
    return {
        "keep": args.keep,
        "agents_env": {key: value for key, _, value in pairs if key},
        "phase_deadline": args.phase_deadline,
    }


def seeded(seed: int | None) -> tuple[int, random.Random]:
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return seed, random.Random(seed)


def run_cli(drill: str, args: argparse.Namespace, run: Coroutine[Any, Any, Report]) -> None:
    """Run a drill from the command line: print its table, write its JSON, exit 1 unless every check passed."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    for noisy in ("temporalio", "temporal_sdk_core"):
        logging.getLogger(noisy).setLevel(logging.ERROR)
    report = asyncio.run(run)
    path = args.json or REPORT_DIR / f"{drill}.json"
    report.write(path)
    print(report.table())
    print(f"report: {path}")
    sys.exit(0 if report.ok else 1)


@contextlib.asynccontextmanager
async def drill_run(
    drill: str,
    params: dict[str, Any],
    *,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
    **overrides: Any,
) -> AsyncIterator[tuple[DrillStack, Report]]:
    """The drill's stack and report; whatever happens, every process is stopped at the end and the
    report says what was left behind (and, if the drill itself broke, how)."""
    started = time.monotonic()
    stack = DrillStack(drill, phase_deadline=phase_deadline, **overrides)
    stack.agents_env = dict(agents_env or {})
    if agents_env:
        params = {**params, "agents_env": agents_env}
    if phase_deadline is not None:
        params = {**params, "phase_deadline_s": phase_deadline}
    report = Report(drill, params, Tally())
    try:
        yield stack, report
    except Exception as exc:
        log.exception("drill %s broke", drill)
        report.checks.append(Check("drill ran to the end", False, f"{type(exc).__name__}: {exc}"[:500]))
    finally:
        keep = keep or not report.ok
        await stack.close(keep=keep)
        report.cleanup = {"left_behind": stack.leftovers, "state_dir": str(stack.root), "kept": keep}
        report.checks.append(Check("nothing left running", not stack.leftovers, "; ".join(stack.leftovers)[:300]))
        report.wall_seconds = time.monotonic() - started


def seconds_between(later: datetime | None, earlier_monotonic: float) -> float | None:
    """Seconds from a moment taken with time.monotonic() to a server timestamp (both on this machine)."""
    if later is None:
        return None
    earlier = datetime.now(UTC).timestamp() - (time.monotonic() - earlier_monotonic)
    return round(later.timestamp() - earlier, 2)
