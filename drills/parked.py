"""Park many journeys at their execution gate, with a small workflow cache, then approve them all.

Journeys asking to execute (the plain question, KQL) stop at the ``execution-1`` gate and wait there for
a person. The worker keeps at most ``--cache`` of them in its sticky workflow cache
(``worker_max_cached_workflows``), so most parked journeys are evicted and exist only as their history
on the server. Journeys are submitted as fast as the stack parks them (at most ``--in-flight`` on their
way to the gate at once, so the phases' deadlines measure the product, not a queue of our own making).

Once every journey is parked, each gate is approved through the HTTP API (``POST
/v1/journeys/{id}/approvals/execution-1``, at most ``--concurrency`` at once): the decision is an
update, so an evicted journey is replayed from its history to take it. Every journey must then
complete, none lost or doubled, with one ledger row each.

Reported: the worker's resident memory after start, once all are parked and at the end; the sticky
cache's size and evictions (from the worker's Prometheus endpoint); how long parking took; approval
latency p50/p99; and the time from the first approval to the last journey's close. Queries are not
really run (the drill has no demo estate): the approved execution reports "no engine".
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta

import httpx

from drills.accounting import gather_limited
from drills.cli import drill_run, parser, run_cli, seconds_between, shared_options
from drills.journeys import Journeys, expect_plain_answer, plain_request
from drills.observe import MetricSample, metric_total, scrape
from drills.report import Check, Report, standard_checks
from drills.stack import DrillStack
from harness.figures import percentile
from harness.processes import rss_mb
from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase
from lexiquery.loopback import derive, free_port
from lexiquery.names import SearchAttribute

DRILL = "parked"
DEFAULT_JOURNEYS = 1000
DEFAULT_CACHE = 100
GATE = "execution-1"
REQUESTER = "drill-requester"
APPROVER = "drill-approver"  # four-eyes: not the requester
# The worker's memory once all are parked may be at most this multiple of its memory after start, plus
# RSS_SLACK_MB. A cached journey costs the worker a few hundred KB (its JourneyStatus with the gathered
# knowledge, the SDK's copy of its history); kept for every one of 1,000 journeys that is well beyond
# the slack, while an evicting worker grows by little more than its cache's worth.
RSS_FACTOR = 2.0
RSS_SLACK_MB = 200.0


def parked_request() -> JourneyRequest:
    """The plain question, asking to run its query: it waits at the execution gate."""
    return plain_request(REQUESTER).model_copy(update={"execute": True})


def expect_approved_and_completed(status: JourneyStatus) -> list[str]:
    """Completed with the right query, its one gate approved by the approver, the execution reported."""
    problems = expect_plain_answer(status)
    gates = [(g.id, g.decision, g.decided_by) for g in status.gates]
    if gates != [(GATE, "approve", APPROVER)]:
        problems.append(f"gates {gates}")
    if status.state is Phase.COMPLETED and not status.executions:
        problems.append("approved, but no execution reported")
    return problems


@dataclass
class Approvals:
    """What the approver saw: latency of each approval, answers by status."""

    latencies: list[float] = field(default_factory=list)  # of the attempt that was accepted
    with_retries: list[float] = field(default_factory=list)  # from the first attempt to the accepted one
    answers: Counter[str] = field(default_factory=Counter)
    refused: dict[str, str] = field(default_factory=dict)  # journey id -> last non-2xx answer
    first: float = 0.0
    last: float = 0.0


async def approve(http: httpx.AsyncClient, api: str, journey_id: str, seen: Approvals, attempts: int = 5) -> None:
    """Approve the journey's gate; a transport error or a 5xx (a 503 when the journey did not confirm in
    time) is sent again, which the API answers as the first attempt if that one had landed."""
    url = f"{api}/v1/journeys/{journey_id}/approvals/{GATE}"
    headers = {"X-LexiQuery-Principal": APPROVER}
    first = time.monotonic()
    for _ in range(attempts):
        started = time.monotonic()
        try:
            response = await http.post(url, json={"decision": "approve"}, headers=headers)
        except httpx.HTTPError as exc:
            seen.answers[f"transport:{type(exc).__name__}"] += 1
            await asyncio.sleep(1.0)
            continue
        seen.answers[str(response.status_code)] += 1
        if response.is_success:
            seen.latencies.append(time.monotonic() - started)
            seen.with_retries.append(time.monotonic() - first)
            seen.refused.pop(journey_id, None)
            return
        seen.refused[journey_id] = f"{response.status_code} {response.text[:200]}"
        if response.status_code < 500:
            return
        await asyncio.sleep(1.0)


async def count(stack: DrillStack, where: str) -> int:
    client = await stack.client()
    query = f"TaskQueue = '{stack.settings.task_queue}' AND {where}"
    return (await client.count_workflows(query, rpc_timeout=timedelta(seconds=10))).count


async def park(stack: DrillStack, tracker: Journeys, journeys: int, in_flight: int, timeout: float) -> bool:
    """Submit ``journeys`` journeys, at most ``in_flight`` on their way to the gate at once, until every
    one is parked or has ended (visibility's ``JourneyState`` says which); False if ``timeout`` came first."""
    prefix = f"{DRILL}-{uuid.uuid4().hex[:8]}"
    parked_query = f"{SearchAttribute.STATE} = '{Phase.AWAITING_APPROVAL.value}' AND ExecutionStatus = 'Running'"
    deadline = time.monotonic() + timeout
    submitted = 0
    while time.monotonic() < deadline:
        parked = await count(stack, parked_query)
        ended = await count(stack, "ExecutionStatus != 'Running'")
        if submitted == journeys and parked + ended >= journeys:
            return True
        room = min(in_flight - (submitted - parked - ended), journeys - submitted)
        if room > 0:
            keys = [f"{prefix}-{i}" for i in range(submitted, submitted + room)]
            await gather_limited((tracker.submit(key, parked_request()) for key in keys), limit=10)
            submitted += room
        await asyncio.sleep(0.5)
    return False


async def cache_figures(stack: DrillStack) -> list[MetricSample]:
    return await scrape(f"http://{stack.settings.worker_metrics_host}:{stack.settings.worker_metrics_port}/metrics")


async def run(
    journeys: int = DEFAULT_JOURNEYS,
    *,
    cache: int = DEFAULT_CACHE,
    in_flight: int = 30,
    concurrency: int = 20,
    latency_ms: float = 0.0,
    timeout: float = 1800,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    params = {
        "journeys": journeys,
        "worker_max_cached_workflows": cache,
        "max_in_flight_before_the_gate": in_flight,
        "approval_concurrency": concurrency,
        "agent_latency_ms": latency_ms,
        "timeout_s": timeout,
    }
    async with drill_run(
        DRILL,
        params,
        keep=keep,
        agents_env=agents_env,
        phase_deadline=phase_deadline,
        agent_fault_latency_ms=latency_ms,
        worker_max_cached_workflows=cache,
    ) as (stack, report):
        stack.settings = derive(stack.settings, worker_metrics_port=free_port())  # the sticky cache's figures
        worker = await stack.start_stack(api=True)
        rss_started = rss_mb(worker.pid)
        tracker = await stack.journeys()

        parking_started = time.monotonic()
        all_parked = await park(stack, tracker, journeys, in_flight, timeout)
        parking_s = time.monotonic() - parking_started
        parked = await count(stack, f"{SearchAttribute.STATE} = '{Phase.AWAITING_APPROVAL.value}'")
        rss_parked = rss_mb(worker.pid)
        metrics_parked = await cache_figures(stack)

        seen = Approvals(first=time.monotonic())
        limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
        async with httpx.AsyncClient(limits=limits, timeout=httpx.Timeout(60, connect=30)) as http:
            await gather_limited(
                (approve(http, stack.settings.api_url, j, seen) for j in sorted(tracker.submitted)), limit=concurrency
            )
        seen.last = time.monotonic()
        drained = await tracker.wait_closed(timeout)
        rss_end = rss_mb(worker.pid)
        metrics_end = await cache_figures(stack)

        tally = await tracker.account(expect_approved_and_completed, stack.settings.resolved_ledger_path)
        report.tally = tally
        report.time_to_recover_s = seconds_between(tracker.last_close(), seen.first)
        rss_limit = RSS_FACTOR * (rss_started or 0) + RSS_SLACK_MB
        cache_size = metric_total(metrics_parked, "temporal_sticky_cache_size")
        evictions = metric_total(metrics_end, "temporal_sticky_cache_total_forced_eviction_total")
        report.figures = {
            "journeys parked at the gate": parked,
            "parking seconds (first submit to all parked)": round(parking_s, 1),
            "journeys parked per minute": round(parked / max(parking_s, 1) * 60, 1),
            "worker RSS MB after start / all parked / end": f"{rss_started} / {rss_parked} / {rss_end}",
            "worker RSS parked / after start": _ratio(rss_parked, rss_started),
            "worker RSS limit when parked (MB)": round(rss_limit, 1),
            "sticky cache size when parked (limit)": f"{cache_size:g} ({cache})",
            "sticky cache forced evictions": f"{evictions:g}",
            "sticky cache hits / misses": f"{metric_total(metrics_end, 'temporal_sticky_cache_hit_total'):g} / "
            f"{metric_total(metrics_end, 'temporal_sticky_cache_miss_total'):g}",
            "approvals answered by status": dict(seen.answers),
            "approval latency p50/p99 (s)": f"{percentile(seen.latencies, 50)} / {percentile(seen.latencies, 99)}",
            "approval latency with retries p50/p99 (s)": f"{percentile(seen.with_retries, 50)} / "
            f"{percentile(seen.with_retries, 99)}",
            "approving seconds (all answered)": round(seen.last - seen.first, 1),
            "first approval to all closed (s)": report.time_to_recover_s,
            "activity retries": tally.history.get("retried_activities"),
        }
        report.params["refused_approvals"] = dict(list(seen.refused.items())[:20])
        report.checks = [
            *standard_checks(tally, "COMPLETED, approved by the approver"),
            Check("every journey parked at its gate", all_parked and parked == journeys, f"{parked} of {journeys}"),
            Check(
                "the workflow cache stayed within its limit and evicted",
                cache_size <= cache and (journeys <= cache or evictions > 0),
                f"size {cache_size:g}, evictions {evictions:g}",
            ),
            Check(
                f"worker RSS when parked < {RSS_FACTOR:g} x after start + {RSS_SLACK_MB:g} MB",
                rss_parked is not None and rss_parked < rss_limit,
                f"{rss_parked} MB (limit {rss_limit:.0f})",
            ),
            Check("every approval accepted", not seen.refused, f"{len(seen.refused)} refused"),
            Check("none stuck (all terminal within the timeout)", drained, f"{len(tracker.open)} open"),
        ]
        report.notes.append("time to recover = from the first approval to the last journey's close")
        server_errors = sum(n for answer, n in seen.answers.items() if answer.startswith("5"))
        if server_errors:
            report.notes.append(f"{server_errors} approvals were answered 5xx (see the API log) and sent again")
    return report


def _ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}" if a and b else "-"


def main() -> None:
    p = parser(DRILL, __doc__, DEFAULT_JOURNEYS, latency_ms=0)
    p.set_defaults(timeout=1800)
    p.add_argument("--cache", type=int, default=DEFAULT_CACHE, help=f"worker's max cached workflows ({DEFAULT_CACHE})")
    p.add_argument("--in-flight", type=int, default=30, help="journeys on their way to the gate at once (30)")
    p.add_argument("--concurrency", type=int, default=20, help="approvals sent at once (20)")

    args = p.parse_args()
    run_cli(
        DRILL,
        args,
        run(args.journeys, cache=args.cache, in_flight=args.in_flight, concurrency=args.concurrency,
            latency_ms=args.latency_ms, timeout=args.timeout, **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
