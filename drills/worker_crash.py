"""Kill -9 the worker at random moments while journeys are in flight, starting a new one each time.

Journeys (the plain question, KQL) are submitted evenly over a window while the agents answer with
realistic latency; the worker process is killed with SIGKILL at random moments (never while no journey
is in flight) and a new one started at once. Every journey must still reach COMPLETED with the right
query, the cost ledger must hold exactly one row per journey, and none may be left running.

Time to recover, per kill: from the new worker's start to the last close of the journeys that were in
flight at that kill; overall: from the last new worker's start to the last journey's close.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import dataclass

from drills.cli import drill_run, parser, run_cli, seconds_between, seeded, shared_options
from drills.journeys import expect_plain_answer
from drills.report import Check, Report, standard_checks

DRILL = "worker_crash"
DEFAULT_JOURNEYS = 50


@dataclass
class Kill:
    number: int
    pid: int | None
    in_flight: list[str]
    killed: float
    ready: float = 0.0


async def run(
    journeys: int = DEFAULT_JOURNEYS,
    *,
    kills: int = 3,
    latency_ms: float = 300,
    window: float | None = None,
    gap: tuple[float, float] = (3.0, 9.0),
    seed: int | None = None,
    timeout: float = 240,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    seed, rng = seeded(seed)
    # long enough for every kill to find journeys in flight (a new worker takes a while to start)
    window = window if window is not None else max(8.0, kills * (sum(gap) / 2 + 6))
    params = {
        "journeys": journeys,
        "kills": kills,
        "agent_latency_ms": latency_ms,
        "submit_window_s": window,
        "kill_gap_s": list(gap),
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
        tracker.submit_spread(journeys, window, f"{DRILL}-{uuid.uuid4().hex[:8]}")

        kill_log: list[Kill] = []
        for number in range(1, kills + 1):
            await asyncio.sleep(rng.uniform(*gap))
            # a kill with nothing in flight proves nothing: wait (a little) for work
            wait_until = time.monotonic() + 20
            await tracker.sweep()
            while not tracker.open and time.monotonic() < wait_until:
                await asyncio.sleep(0.2)
                await tracker.sweep()
            kill = Kill(number, worker.pid, sorted(tracker.open), killed=time.monotonic())
            await stack.stop(worker, kill=True)
            worker = await stack.start_worker()
            kill.ready = time.monotonic()
            kill_log.append(kill)
        await tracker.submissions_done()
        drained = await tracker.wait_closed(timeout)

        first_submit = min(tracker.submitted.values(), default=time.monotonic())
        per_kill = [
            {
                "kill": k.number,
                "worker_pid": k.pid,
                "at_s_after_first_submit": round(k.killed - first_submit, 2),
                "journeys_in_flight": len(k.in_flight),
                "new_worker_ready_after_s": round(k.ready - k.killed, 2),
                "their_last_close_after_ready_s": seconds_between(tracker.last_close(k.in_flight), k.ready),
            }
            for k in kill_log
        ]
        tally = await tracker.account(expect_plain_answer, stack.settings.resolved_ledger_path)
        report.tally = tally
        report.time_to_recover_s = {
            "per_kill": [k["their_last_close_after_ready_s"] for k in per_kill],
            "after_last_restart": seconds_between(tracker.last_close(), kill_log[-1].ready) if kill_log else None,
        }
        report.figures = {
            "kills": len(kill_log),
            "journeys in flight at each kill": [k["journeys_in_flight"] for k in per_kill],
            "new worker ready after kill (s)": [k["new_worker_ready_after_s"] for k in per_kill],
            "activity retries": tally.history.get("retried_activities"),
            "extra attempts by activity": tally.history.get("extra_attempts_by_activity"),
            "workflow task timeouts": tally.history.get("workflow_task_timeouts"),
            "seed": seed,
        }
        report.scenarios = []
        report.checks = [
            *standard_checks(tally, "COMPLETED with the right query"),
            Check(
                f"worker killed {kills} times with journeys in flight",
                len(kill_log) == kills and all(k["journeys_in_flight"] for k in per_kill),
                f"{[k['journeys_in_flight'] for k in per_kill]}",
            ),
            Check("none stuck (all terminal within the timeout)", drained, f"{len(tracker.open)} open"),
        ]
        report.params["kills_detail"] = per_kill
    return report


def main() -> None:
    p = parser(DRILL, __doc__, DEFAULT_JOURNEYS)
    p.add_argument("--kills", type=int, default=3, help="times to kill -9 the worker (default 3)")
    p.add_argument(
        "--window", type=float, default=None, help="seconds over which journeys are submitted (default: kills x 12)"
    )

    args = p.parse_args()
    run_cli(
        DRILL,
        args,
        run(args.journeys, kills=args.kills, latency_ms=args.latency_ms, window=args.window, seed=args.seed,
            timeout=args.timeout, **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
