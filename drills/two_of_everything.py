"""Two workers and two agents hosts on one machine; kill -9 one of each mid-load, later bring the host back.

Both workers poll the same task queues; both hosts serve every agent, listed twice in one registry
(``<agent>-a`` on host A, ``<agent>-b`` on host B), so every need has two candidates and the routing
policy (``round_robin`` by default: both hosts take load) chooses between them. Journeys (the plain
question, KQL) are submitted evenly over a window; at ``--kill-at`` seconds worker 1 and host A are
killed with SIGKILL. Every journey must still complete, served by worker 2 and host B.

Which agent each call went to is read from the surviving worker's ``lexiquery_agent_calls_total``
(by agent and outcome, on its Prometheus endpoint), sampled every second: a few calls fail on host A
until each agent's circuit opens (``FAILURES_TO_OPEN`` consecutive failures), each failing over to host
B within its attempt, then routing skips it.
Once the first journeys have ended, host A is started again and a journey is submitted every few
seconds until calls reach host A again: they resume once its circuits let a probe through (at most
``OPEN_SECONDS`` after they opened) and the probe succeeds.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import yaml

from activities.routing import FAILURES_TO_OPEN, OPEN_SECONDS
from drills.cli import drill_run, parser, run_cli, seconds_between, shared_options
from drills.journeys import PLAIN_SOURCES, Journeys, expect_plain_answer, plain_request
from drills.observe import scrape
from drills.report import Check, Report, standard_checks
from drills.stack import DrillStack
from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase, RoutingPolicy
from lexiquery.loopback import derive, free_port
from lexiquery.registry import load_registry
from lexiquery.settings import Settings
from lexiquery.stack import Child

DRILL = "two_of_everything"
DEFAULT_JOURNEYS = 40
CALLS = "lexiquery_agent_calls_total"
HOSTS = ("a", "b")


def two_host_registry(path: Path, urls: dict[str, str]) -> dict[str, list[str]]:
    """Write a registry listing every shipped agent once per host (``<agent>-<host>``); answers the
    agent names of each host."""
    shipped = Settings().agent_registry
    entries = [
        {"name": f"{e.name}-{host}", "url": e.url} for host, url in urls.items() for e in load_registry(shipped, url)
    ]
    path.write_text(yaml.safe_dump({"agents": entries}, sort_keys=False))
    return {host: [e["name"] for e in entries if e["name"].endswith(f"-{host}")] for host in urls}


@dataclass
class CallLog:
    """The surviving worker's agent calls per host, sampled over time (monotonic seconds, counts)."""

    metrics_url: str
    agents: dict[str, list[str]]  # host -> its agents' names
    samples: list[tuple[float, dict[str, float]]] = field(default_factory=list)

    async def sample(self) -> dict[str, float]:
        """Calls so far to each host (``a``, ``b``), those that failed (``a:failed``), and by outcome
        (``a:ok``, ``a:AGENT``...). A failed call to a dead host is one routing sent there; a call that
        succeeded "after" the kill had only finished before the kill and after the sample."""
        host_of = {name: host for host, names in self.agents.items() for name in names}
        counts = {host: 0.0 for host in self.agents}
        for s in await scrape(self.metrics_url):
            host = host_of.get(s.labels.get("agent", "")) if s.name == CALLS else None
            if host:
                outcome = s.labels.get("outcome", "?")
                for key in (host, f"{host}:{outcome}", *([f"{host}:failed"] if outcome != "ok" else [])):
                    counts[key] = counts.get(key, 0.0) + s.value
        if self.samples and not counts["a"] + counts["b"]:
            return self.samples[-1][1]  # the endpoint did not answer this time
        self.samples.append((time.monotonic(), counts))
        return counts

    def at(self, moment: float) -> dict[str, float]:
        """The last sample taken at or before ``moment`` (zeros before the first)."""
        earlier = [counts for when, counts in self.samples if when <= moment]
        return earlier[-1] if earlier else {}

    def between(self, start: float, end: float, key: str) -> float:
        return self.at(end).get(key, 0.0) - self.at(start).get(key, 0.0)

    def last_change(self, key: str, start: float, end: float) -> float | None:
        """When ``key``'s count last grew in (start, end]: seconds after ``start``."""
        last, previous = None, self.at(start).get(key, 0.0)
        for when, counts in self.samples:
            if start < when <= end and counts.get(key, 0.0) > previous:
                last, previous = when, counts.get(key, 0.0)
        return round(last - start, 1) if last else None


async def watch(calls: CallLog, until: asyncio.Event) -> None:
    while not until.is_set():
        await calls.sample()
        await asyncio.sleep(1.0)


async def run(
    journeys: int = DEFAULT_JOURNEYS,
    *,
    window: float = 40.0,
    kill_at: float | None = None,
    settle: float = 15.0,
    routing: RoutingPolicy = "round_robin",
    recovery_journeys: int = 5,
    recovery_gap: float = 3.0,
    latency_ms: float = 300,
    timeout: float = 300,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    kill_at = kill_at if kill_at is not None else window / 3
    params = {
        "journeys": journeys,
        "submit_window_s": window,
        "kill_at_s": kill_at,
        "circuit_settle_s": settle,
        "routing_policy": routing,
        "recovery_journeys_at_least": recovery_journeys,
        "recovery_gap_s": recovery_gap,
        "agent_latency_ms": latency_ms,
        "timeout_s": timeout,
        "failures_to_open": FAILURES_TO_OPEN,
        "open_seconds": OPEN_SECONDS,
    }
    async with drill_run(
        DRILL,
        params,
        keep=keep,
        agents_env=agents_env,
        phase_deadline=phase_deadline,
        agent_fault_latency_ms=latency_ms,
    ) as (stack, report):
        host_settings = {
            "a": stack.settings,
            "b": derive(stack.settings, agents_port=free_port(), state_dir=stack.root / "host-b"),
        }
        registry = stack.root / "agents-two-hosts.yaml"
        agents = two_host_registry(registry, {h: s.resolved_agents_base_url for h, s in host_settings.items()})
        stack.settings = derive(stack.settings, agent_registry=registry)
        workers = [derive(stack.settings, worker_metrics_port=free_port()) for _ in range(2)]

        async def workers_on_temporal() -> list[Child]:
            await stack.start_temporal()
            return list(await asyncio.gather(*(stack.start_worker(w) for w in workers)))

        (doomed_worker, surviving_worker), doomed_host, surviving_host = await asyncio.gather(
            workers_on_temporal(),
            stack.start_agents(host_settings["a"], name="agents-a"),
            stack.start_agents(host_settings["b"], name="agents-b"),
        )
        survivor_metrics = f"http://{workers[1].worker_metrics_host}:{workers[1].worker_metrics_port}/metrics"
        calls = CallLog(survivor_metrics, agents)
        watching = asyncio.Event()
        watcher = asyncio.create_task(watch(calls, watching))

        request = plain_request().model_copy(update={"routing_policy": routing})
        tracker = await stack.journeys()
        tracker.submit_spread(journeys, window, f"{DRILL}-{uuid.uuid4().hex[:8]}", request)
        first_submit = time.monotonic()
        await asyncio.sleep(kill_at)
        await tracker.sweep()
        in_flight = len(tracker.open)
        await calls.sample()
        killed = time.monotonic()
        await asyncio.gather(stack.stop(doomed_worker, kill=True), stack.stop(doomed_host, kill=True))

        await tracker.submissions_done()
        drained = await tracker.wait_closed(timeout)
        await calls.sample()
        restarting = time.monotonic()  # the end of host A's outage
        await stack.start_agents(host_settings["a"], name="agents-a")
        back = time.monotonic()
        resumed, recovery = await bring_back(stack, tracker, calls, request, recovery_journeys, recovery_gap)
        drained = await tracker.wait_closed(timeout) and drained
        watching.set()
        await watcher
        await calls.sample()
        ended = time.monotonic()

        tally = await tracker.account(expect_plain_answer, stack.settings.resolved_ledger_path)
        report.tally = tally
        report.time_to_recover_s = seconds_between(tracker.last_close(), killed)
        outage = restarting - killed
        # Journeys that chose their agents once the circuits had had time to open, and those after A's return.
        # Circuits are per agent: one of host A's agents that no call has failed on yet may still be chosen
        # (and its first calls fail over), so routing decisions are reported, and calls checked.
        late = routed(tracker.statuses.values(), wall_clock(killed + settle), wall_clock(restarting))
        returned = routed(tracker.statuses.values(), wall_clock(back), None)
        dead_calls: dict[str, float] = {}  # calls to host A while it was down, by outcome
        for key in calls.at(restarting):
            if key.startswith("a:") and key != "a:failed" and (n := calls.between(killed, restarting, key)):
                dead_calls[key.removeprefix("a:")] = n
        late_dead = calls.between(killed + settle, restarting, "a:failed")
        late_alive = calls.between(killed + settle, restarting, "b")
        dead_failed = calls.between(killed, restarting, "a:failed")
        # Circuits are per agent: each of host A's agents takes FAILURES_TO_OPEN failed calls (each failed over
        # to host B within its attempt) before its circuit opens, then one half-open probe per open period.
        dead_allowed = len(agents["a"]) * (FAILURES_TO_OPEN + int(outage // OPEN_SECONDS))
        before_kill = calls.at(killed)
        report.figures = {
            "journeys in flight at the kill": in_flight,
            "killed at (s after the first submit)": round(killed - first_submit, 1),
            "calls to host A / B before the kill": f"{before_kill.get('a', 0):g} / {before_kill.get('b', 0):g}",
            "calls to dead host A after the kill (by outcome)": dead_calls or 0,
            "last failed call to dead host A (s after the kill)": calls.last_change("a:failed", killed, restarting),
            f"failed calls to A / calls to B, {settle:g}s after the kill to A's restart": f"{late_dead:g} / "
            f"{late_alive:g}",
            f"journeys routed {settle:g}s+ after the kill: to host A / in all": f"{late.to_a} / {late.journeys}",
            "host A down for (s)": round(outage, 1),
            "host A answering again after (s of restart)": round(back - restarting, 1),
            "recovery journeys submitted": recovery,
            "calls to host A resumed (s after it answered)": resumed,
            "journeys routed after A's return: to host A / in all": f"{returned.to_a} / {returned.journeys}",
            "calls to host A / B after its return": f"{calls.between(back, ended, 'a'):g} / "
            f"{calls.between(back, ended, 'b'):g}",
            "activity retries": tally.history.get("retried_activities"),
            "extra attempts by activity": tally.history.get("extra_attempts_by_activity"),
        }
        report.checks = [
            *standard_checks(tally, "COMPLETED with the right query"),
            Check("journeys were in flight at the kill", in_flight > 0, f"{in_flight}"),
            Check("the surviving worker and host stayed up", surviving_worker.alive and surviving_host.alive),
            Check(
                f"calls to dead host A are bounded by its circuits ({FAILURES_TO_OPEN} failures per agent, then one "
                f"half-open probe per agent per {OPEN_SECONDS:g}s)",
                late.journeys > 0 and dead_failed <= dead_allowed,
                f"{dead_failed:g} failed calls to A while it was down (allowed {dead_allowed}); {late.journeys} "
                f"journeys started {settle:g}s+ after the kill, {late_alive:g} calls to B then",
            ),
            Check(
                "routing chooses host A again after its return",
                resumed is not None and returned.to_a > 0,
                f"calls resumed after {resumed}s; {returned.to_a} of {returned.journeys} journeys routed to A",
            ),
            Check("none stuck (all terminal within the timeout)", drained, f"{len(tracker.open)} open"),
        ]
        report.notes.append("time to recover = from the kill to the last journey's close")
    return report


USED_NEEDS = frozenset({"planner", "generate:kql", *(f"knowledge:{source}" for source in PLAIN_SOURCES)})


@dataclass
class Routed:
    journeys: int = 0  # journeys that chose their agents in the period
    to_a: int = 0  # of which chose a host A agent for a need the plain question uses


def routed(statuses: Iterable[JourneyStatus], start: datetime, end: datetime | None) -> Routed:
    """Routing decisions of the journeys whose discovery ended in [start, end): a journey's routes are
    chosen at the end of its (last) discovery."""
    seen = Routed()
    for status in statuses:
        discovered = [p.left_at for p in status.phase_history if p.phase is Phase.DISCOVERING and p.left_at]
        if not discovered or discovered[-1] < start or (end is not None and discovered[-1] >= end):
            continue
        seen.journeys += 1
        seen.to_a += any(r.need in USED_NEEDS and r.chosen.endswith("-a") for r in status.routes)
    return seen


def wall_clock(monotonic: float) -> datetime:
    """A moment taken with time.monotonic() as a wall-clock time (to compare with workflow timestamps)."""
    return datetime.now(UTC) - timedelta(seconds=time.monotonic() - monotonic)


async def bring_back(
    stack: DrillStack, tracker: Journeys, calls: CallLog, request: JourneyRequest, at_least: int, gap: float
) -> tuple[float | None, int]:
    """Submit a journey every ``gap`` seconds until a call to host A succeeds again and ``at_least`` were
    submitted (giving up ``OPEN_SECONDS`` + 90 s after the host's return); answers when calls resumed
    (seconds after the host answered, None if they did not) and how many journeys were submitted."""
    back = time.monotonic()
    ok_before = calls.at(back).get("a:ok", 0.0)
    resumed: float | None = None
    submitted = 0
    prefix = f"{DRILL}-back-{uuid.uuid4().hex[:8]}"
    while time.monotonic() - back < OPEN_SECONDS + 90 and (resumed is None or submitted < at_least):
        if resumed is None and (await calls.sample()).get("a:ok", 0.0) > ok_before:
            resumed = round(time.monotonic() - back, 1)
        if submitted < at_least or resumed is None:
            tracker.tasks.append(asyncio.create_task(tracker.submit(f"{prefix}-{submitted}", request)))
            submitted += 1
        await asyncio.sleep(gap)
    return resumed, submitted


def main() -> None:
    p = parser(DRILL, __doc__, DEFAULT_JOURNEYS)
    p.set_defaults(timeout=300)
    p.add_argument("--window", type=float, default=40.0, help="seconds over which journeys are submitted (40)")
    p.add_argument("--kill-at", type=float, default=None, help="seconds after the first submit to kill (window/3)")
    p.add_argument("--routing", choices=["round_robin", "capability", "least_loaded"], default="round_robin")
    p.add_argument("--recovery-journeys", type=int, default=5, help="journeys submitted after host A's return (5+)")

    args = p.parse_args()
    run_cli(
        DRILL,
        args,
        run(args.journeys, window=args.window, kill_at=args.kill_at, routing=args.routing,
            recovery_journeys=args.recovery_journeys, latency_ms=args.latency_ms, timeout=args.timeout,
            **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
