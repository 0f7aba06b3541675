"""Faults injected on the agents host (``LEXIQUERY_AGENT_FAULT_*``), one scenario at a time.

Each scenario starts its own agents host with the scenario's faults and a worker of its own (so no
circuit breaker remembers an earlier scenario), on one shared dev server, submits the plain question
``--journeys`` times at once and accounts for every journey:

- ``transient_errors``  30 % of agent calls answered HTTP 503 → retried by Temporal to success
- ``latency``           2 s added to every agent call → every journey still completes
- ``hangs``             30 % of the SOP agent's calls never answered → the call ends by its timeout and
                        is retried (how long that takes is reported)
- ``malformed``         every reply of the KQL data agent malformed → the step fails non-retryable with a
                        clear message, in bounded time (reported), and the journey FAILS (type AGENT)
- ``knowledge_down``    the SOP knowledge agent answers 503 every time → the journey degrades
                        (``degraded`` lists ``sop``) instead of failing; then the agent comes back and
                        the time until a journey is served by it again is measured
- ``baseline``          no fault (not run unless asked for with ``--scenarios``)

What README "What a journey promises" says is checked against what happens; the report notes any
difference.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from api.service import read_journey
from drills.cli import drill_run, parser, run_cli, seconds_between, shared_options
from drills.journeys import expect_plain_answer, plain_request
from drills.observe import count_in_log
from drills.report import Check, Report, Tally, standard_checks
from drills.stack import DrillStack
from harness.figures import spread
from lexiquery.contracts import FailureType, JourneyStatus, Phase
from lexiquery.loopback import derive, free_port

DRILL = "agent_faults"
DEFAULT_JOURNEYS = 10


def completed_clean(status: JourneyStatus) -> list[str]:
    """COMPLETED with the right query and no source degraded: every fault was retried away."""
    problems = expect_plain_answer(status)
    if not problems and status.degraded:
        problems.append("degraded: " + ", ".join(f"{d.target} ({d.error_type})" for d in status.degraded))
    return problems


def completed_maybe_degraded(status: JourneyStatus) -> list[str]:
    """COMPLETED with the right query; a knowledge source may be degraded (hung on every attempt)."""
    return expect_plain_answer(status)


def failed_on_malformed(status: JourneyStatus) -> list[str]:
    if status.state is not Phase.FAILED or status.error is None:
        return [f"ended {status.state.value}, not FAILED"]
    problems = []
    if status.error.type is not FailureType.AGENT:
        problems.append(f"failure type {status.error.type.value}, not AGENT")
    if "malformed" not in status.error.message or "kql-data" not in status.error.message:
        problems.append(f"message does not name the malformed reply: {status.error.message[:200]}")
    return problems


def degraded_sop(status: JourneyStatus) -> list[str]:
    problems = expect_plain_answer(status)
    if not problems and {d.target for d in status.degraded} != {"sop"}:
        problems.append(f"degraded {sorted(d.target for d in status.degraded)}, not ['sop']")
    return problems


@dataclass(frozen=True)
class Scenario:
    name: str
    faults: dict[str, Any]
    expected: str
    expect: Callable[[JourneyStatus], list[str]]
    recovery_probe: bool = False


SCENARIOS = {
    s.name: s
    for s in (
        Scenario("baseline", {}, "COMPLETED, nothing degraded", completed_clean),
        Scenario("transient_errors", {"agent_fault_error_rate": 0.3}, "COMPLETED, nothing degraded", completed_clean),
        Scenario("latency", {"agent_fault_latency_ms": 2000}, "COMPLETED, nothing degraded", completed_clean),
        Scenario(
            "hangs",
            {"agent_fault_hang_rate": 0.3, "agent_fault_agents": ["sop-knowledge"]},
            "COMPLETED (sop may degrade)",
            completed_maybe_degraded,
        ),
        Scenario(
            "malformed",
            {"agent_fault_malformed_rate": 1.0, "agent_fault_agents": ["kql-data"]},
            "FAILED AGENT naming the malformed reply",
            failed_on_malformed,
        ),
        Scenario(
            "knowledge_down",
            {"agent_fault_error_rate": 1.0, "agent_fault_agents": ["sop-knowledge"]},
            "COMPLETED, degraded lists sop",
            degraded_sop,
            recovery_probe=True,
        ),
    )
}
DEFAULT_SCENARIOS = ("transient_errors", "latency", "hangs", "malformed", "knowledge_down")


def phase_seconds(status: JourneyStatus, phase: Phase) -> float | None:
    for record in status.phase_history:
        if record.phase is phase and record.left_at is not None:
            return (record.left_at - record.entered_at).total_seconds()
    return None


async def run_scenario(
    stack: DrillStack,
    scenario: Scenario,
    journeys: int,
    fault_seed: int | None,
    timeout: float,
    probe_recovery: bool = True,
) -> tuple[dict[str, Any], Tally, list[Check]]:
    settings = derive(
        stack.settings,
        task_queue=f"{stack.settings.task_queue}-{scenario.name}",
        agents_port=free_port(),
        ledger_path=stack.root / f"ledger-{scenario.name}.db",
        agent_fault_seed=fault_seed,
        **scenario.faults,
    )
    agents, worker = await asyncio.gather(
        stack.start_agents(settings, name=f"agents-{scenario.name}"), stack.start_worker(settings)
    )
    tracker = await stack.journeys(settings)
    started = time.monotonic()
    tracker.submit_spread(journeys, 1.0, f"{scenario.name}-{uuid.uuid4().hex[:8]}")
    await tracker.submissions_done()
    drained = await tracker.wait_closed(timeout)
    all_terminal = seconds_between(tracker.last_close(), started)
    faulty_ids = set(tracker.submitted)
    row: dict[str, Any] = {"scenario": scenario.name, "faults": scenario.faults, "expected": scenario.expected}

    if scenario.recovery_probe and probe_recovery:
        # The fault ends: the same agent, healthy, on the same port; the worker (and its breaker) stays.
        await stack.stop(agents, kill=True)
        healthy = derive(settings, agent_fault_error_rate=0.0, agent_fault_agents=[])
        agents = await stack.start_agents(healthy, name=f"agents-{scenario.name}-healed")
        fault_end = time.monotonic()
        probes: list[dict[str, Any]] = []
        while time.monotonic() - fault_end < timeout:
            journey_id = await tracker.submit(f"{scenario.name}-probe-{len(probes)}", plain_request())
            if journey_id is None or not await tracker.wait_closed(timeout, ids=[journey_id], interval=0.5):
                break
            status = await read_journey(tracker.client, journey_id)
            clean = status.state is Phase.COMPLETED and not status.degraded
            probes.append(
                {
                    "journey_id": journey_id,
                    "clean": clean,
                    "degraded": [f"{d.target}: {d.message}" for d in status.degraded],
                }
            )
            if clean:
                break
        recovered = probes[-1]["clean"] if probes else False
        row["recovery"] = {
            "probes": len(probes),
            "first_clean_journey_closed_after_fault_end_s": seconds_between(tracker.last_close(), fault_end)
            if recovered
            else None,
            "probe_details": probes,
        }

    tally = await tracker.account(
        lambda s: scenario.expect(s) if s.journey_id in faulty_ids else expect_plain_answer(s),
        settings.resolved_ledger_path,
    )
    statuses = [tracker.statuses[j] for j in faulty_ids if j in tracker.statuses]
    history = tally.history
    retried = history.get("retried", [])
    row |= {
        "submitted": tally.submitted,
        "completed": tally.completed,
        "failed_by_type": tally.failed,
        "lost": tally.lost,
        "duplicate_side_effects": tally.duplicates + len(tally.orphans),
        "degraded_sources": tally.degraded,
        "activity_retries": history.get("retried_activities"),
        "retried_seconds": spread([r["seconds"] for r in retried]),
        "journey_seconds": spread(tally.durations),
        "time_to_all_terminal_s": all_terminal,
        "as_expected": tally.unexpected == 0 and tally.lost == 0,
        "faults_injected": {
            kind: await count_in_log(agents_log, f'"fault_{kind}"')
            for kind in ("error", "hang", "malformed")
            for agents_log in [stack.root / "logs" / f"agents-{scenario.name}.log"]
        },
        "retry_reasons": history.get("retry_reasons"),
        "cancelled_while_waiting_to_retry": history.get("cancelled_while_waiting_to_retry"),
        "extra_attempts_by_activity": history.get("extra_attempts_by_activity"),
        "failure_messages": tally.failure_messages,
        "degraded_reasons": tally.degraded_reasons,
        "unexpected_reasons": tally.unexpected_reasons,
    }
    checks = [Check(f"{scenario.name}: {c.name}", c.ok, c.detail) for c in standard_checks(tally, scenario.expected)]
    checks.append(Check(f"{scenario.name}: none stuck", drained, f"{len(tracker.open)} open"))
    if scenario.name == "malformed":
        generating = [s for s in (phase_seconds(st, Phase.GENERATING_QUERIES) for st in statuses) if s is not None]
        attempts = history.get("extra_attempts_by_activity", {}).get("generate_query", 0)
        row["generation_phase_seconds"] = spread(generating)
        row["generate_query_retries"] = attempts
        checks.append(Check("malformed: the malformed step is not retried", attempts == 0, f"{attempts} retries"))
    if scenario.name == "hangs":
        hung = [r for r in retried if "timed out" in r["last_failure"] or "timeout" in r["last_failure"].lower()]
        row["hung_call_retried_after_s"] = spread([r["seconds"] for r in hung])
        row["hung_calls_retried"] = len(hung)
    if scenario.name == "knowledge_down":
        listed = sum(1 for s in statuses if "sop" in {d.target for d in s.degraded})
        row["journeys_listing_sop_degraded"] = listed
        recovery = row.get("recovery")
        if recovery is not None:
            checks.append(
                Check(
                    "knowledge_down: a journey is served by the healed agent again",
                    recovery.get("first_clean_journey_closed_after_fault_end_s") is not None,
                    f"{recovery.get('probes')} probes",
                )
            )
        answered = Counter(",".join(sorted(k.source for k in s.knowledge)) for s in statuses)
        row["knowledge_sources_while_sop_down"] = dict(answered)
    await asyncio.gather(stack.stop(worker), stack.stop(agents, kill=True))
    return row, tally, checks


def merge(tallies: list[Tally]) -> Tally:
    total = Tally()
    for t in tallies:
        total.submitted += t.submitted
        total.completed += t.completed
        total.lost += t.lost
        total.duplicates += t.duplicates
        total.orphans += t.orphans
        total.unexpected += t.unexpected
        total.durations += t.durations
        total.ledger_rows += t.ledger_rows
        for mine, theirs in ((total.failed, t.failed), (total.by_state, t.by_state), (total.degraded, t.degraded)):
            for k, v in theirs.items():
                mine[k] = mine.get(k, 0) + v
        for key, ids in t.lost_ids.items():
            total.lost_ids.setdefault(key, []).extend(ids)
    return total


def promise_notes(rows: list[dict[str, Any]]) -> list[str]:
    """Where what happened differs from what README "What a journey promises" says."""
    notes = []
    for row in rows:
        if row["as_expected"]:
            continue
        reasons = "; ".join(f"{n}x {r}" for r, n in list(row.get("unexpected_reasons", {}).items())[:3])
        notes.append(f"{row['scenario']}: expected {row['expected']}, but {reasons}")
    return notes


async def run(
    journeys: int = DEFAULT_JOURNEYS,
    *,
    scenarios: tuple[str, ...] = DEFAULT_SCENARIOS,
    fault_seed: int | None = None,
    timeout: float = 240,
    probe_recovery: bool = True,
    parallel: bool = False,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    # No seed by default: the agents host seeds every agent's fault dice with the same value, so a seed
    # makes all agents fail on the same call numbers (and a few calls may roll no fault at all).
    params = {
        "journeys_per_scenario": journeys,
        "scenarios": list(scenarios),
        "fault_seed": fault_seed,
        "timeout_s": timeout,
    }
    params["parallel"] = parallel
    async with drill_run(DRILL, params, keep=keep, agents_env=agents_env, phase_deadline=phase_deadline) as (
        stack,
        report,
    ):
        await stack.start_temporal()
        rows: list[dict[str, Any]] = []
        tallies: list[Tally] = []
        checks: list[Check] = []

        def scenario_run(name: str) -> Awaitable[tuple[dict[str, Any], Tally, list[Check]]]:
            return run_scenario(stack, SCENARIOS[name], journeys, fault_seed, timeout, probe_recovery)

        if parallel:  # independent: each has its own agents host, worker, task queue and ledger
            results = await asyncio.gather(*(scenario_run(name) for name in scenarios))
        else:
            results = [await scenario_run(name) for name in scenarios]
        for row, tally, scenario_checks in results:
            rows.append(row)
            tallies.append(tally)
            checks += scenario_checks
        report.scenarios = rows
        report.tally = merge(tallies)
        report.checks = checks
        # Faults last for the whole of a scenario: its recovery is the time until all its journeys ended;
        # knowledge_down's fault also ends, and the time until the healed agent serves a journey again counts.
        report.time_to_recover_s = {row["scenario"]: row["time_to_all_terminal_s"] for row in rows}
        for row in rows:
            if "recovery" in row:
                after = row["recovery"]["first_clean_journey_closed_after_fault_end_s"]
                report.time_to_recover_s[f"{row['scenario']} (after the fault ended)"] = after
        report.figures = {"fault seed": fault_seed}
        report.notes = promise_notes(rows)
    return report


def main() -> None:
    p = parser(DRILL, __doc__, DEFAULT_JOURNEYS)
    p.add_argument(
        "--scenarios",
        default=",".join(DEFAULT_SCENARIOS),
        help=f"comma-separated, from {', '.join(SCENARIOS)} (default: {','.join(DEFAULT_SCENARIOS)})",
    )
    p.add_argument("--parallel", action="store_true", help="run the scenarios at once (each has its own processes)")
    p.add_argument(
        "--no-recovery-probe", action="store_true", help="knowledge_down: do not measure the recovery (up to ~2 min)"
    )

    args = p.parse_args()
    names = tuple(n.strip() for n in args.scenarios.split(",") if n.strip())
    if unknown := [n for n in names if n not in SCENARIOS]:
        p.error(f"unknown scenario(s): {', '.join(unknown)}")
    run_cli(
        DRILL,
        args,
        run(args.journeys, scenarios=names, fault_seed=args.seed, timeout=args.timeout,
            probe_recovery=not args.no_recovery_probe, parallel=args.parallel, **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
