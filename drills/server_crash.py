"""Kill -9 the Temporal dev server mid-load, then restart it on the same database file.

Journeys (the plain question, KQL) are submitted evenly over a window, each with an idempotency key
and retried until accepted; at a random moment inside the window the dev server is killed with SIGKILL
and, after a short outage, started again on the same SQLite file. The worker and the submitter keep
running through the outage. Every journey must complete with the right query and one ledger row, a
submission retried across the outage must not start a second journey, and none may be left running.

Time to recover: from the restarted server answering to the last journey's close.
"""

from __future__ import annotations

import asyncio
import time
import uuid

from drills.cli import drill_run, parser, run_cli, seconds_between, seeded, shared_options
from drills.journeys import expect_plain_answer
from drills.report import Check, Report, standard_checks

DRILL = "server_crash"
DEFAULT_JOURNEYS = 50


async def run(
    journeys: int = DEFAULT_JOURNEYS,
    *,
    latency_ms: float = 300,
    window: float = 20.0,
    outage: float = 2.0,
    seed: int | None = None,
    timeout: float = 240,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    seed, rng = seeded(seed)
    params = {
        "journeys": journeys,
        "agent_latency_ms": latency_ms,
        "submit_window_s": window,
        "outage_s": outage,
        "seed": seed,
        "timeout_s": timeout,
    }
    async with drill_run(
        DRILL,
        params,
        keep=keep,
        agents_env=agents_env,
        phase_deadline=phase_deadline,
        agent_fault_latency_ms=latency_ms,
    ) as (
        stack,
        report,
    ):
        worker = await stack.start_stack()
        tracker = await stack.journeys()
        started = time.monotonic()
        tracker.submit_spread(journeys, window, f"{DRILL}-{uuid.uuid4().hex[:8]}")

        kill_after = rng.uniform(0.35, 0.75) * window
        await asyncio.sleep(max(0.0, started + kill_after - time.monotonic()))
        await tracker.sweep()
        in_flight = sorted(tracker.open)
        closed_before = len(tracker.closed)
        server = stack.temporal
        assert server is not None
        killed = time.monotonic()
        await stack.stop(server, kill=True)
        await asyncio.sleep(outage)
        relaunched = time.monotonic()
        await stack.start_temporal()  # same argv: same SQLite file, same ports
        ready = time.monotonic()

        await tracker.submissions_done()
        drained = await tracker.wait_closed(timeout)
        tally = await tracker.account(expect_plain_answer, stack.settings.resolved_ledger_path)
        report.tally = tally
        worker_alive = worker.alive
        report.time_to_recover_s = seconds_between(tracker.last_close(), ready)
        report.figures = {
            "server killed at (s after first submit)": round(killed - started, 2),
            "journeys in flight at kill": len(in_flight),
            "journeys closed before kill": closed_before,
            "server down (s)": round(ready - killed, 2),
            "restart to answering (s)": round(ready - relaunched, 2),
            "in-flight journeys' last close after restart (s)": seconds_between(tracker.last_close(in_flight), ready),
            "submission attempts that failed": sum(tally.submit_failures.values()),
            "worker survived the outage": worker_alive,
            "activity retries": tally.history.get("retried_activities"),
            "extra attempts by activity": tally.history.get("extra_attempts_by_activity"),
            "workflow task timeouts": tally.history.get("workflow_task_timeouts"),
            "seed": seed,
        }
        report.checks = [
            *standard_checks(tally, "COMPLETED with the right query"),
            Check("server killed with journeys in flight", bool(in_flight), f"{len(in_flight)} in flight"),
            Check("none stuck (all terminal within the timeout)", drained, f"{len(tracker.open)} open"),
            Check("the worker rode out the outage", worker_alive, "" if worker_alive else worker.tail(5)),
        ]
    return report


def main() -> None:
    p = parser(DRILL, __doc__, DEFAULT_JOURNEYS)
    p.add_argument("--window", type=float, default=20.0, help="seconds over which journeys are submitted (20)")
    p.add_argument("--outage", type=float, default=2.0, help="seconds the server stays down (default 2)")

    args = p.parse_args()
    run_cli(
        DRILL,
        args,
        run(args.journeys, latency_ms=args.latency_ms, window=args.window, outage=args.outage, seed=args.seed,
            timeout=args.timeout, **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
