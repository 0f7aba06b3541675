"""The reliability drills (drills/), each in a small configuration: nothing lost, nothing duplicated.

Every drill starts its own dev server, agents host, worker (and API) as processes on free ports, so they
share nothing with the session's fixtures or with each other. To keep the file within a few minutes on a
loaded two-core machine, the drills are started together by one module fixture (those whose test was
selected: ``-k parked`` runs one) and each test waits for its own report. The drills run their
processes as ``asyncio`` subprocesses and read files in threads: the session's event loop is never blocked.

The crash and load drills lengthen the fan-out phases' deadlines (``phase_deadline``), so that the
assertions are about behaviour rather than the speed of a loaded machine: a deadline is the activities'
schedule-to-close timeout, which runs on while no worker is up, so a replacement worker that needs a
minute to start on an oversubscribed machine would otherwise degrade sources and fail journeys RESOURCE
(the full-size drills keep the policy table's deadlines and report that).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import pytest

from drills import agent_faults, api_load, parked, server_crash, two_of_everything, worker_crash
from drills.report import Report
from harness.processes import running_dev_servers

pytestmark = pytest.mark.slow
PATIENT = 600.0  # seconds: the fan-out phases' deadline for the crash and load drills


@pytest.fixture(scope="module")
async def reports(request: pytest.FixtureRequest) -> AsyncIterator[dict[str, asyncio.Task[Report]]]:
    """The drills, small, started at once (each test awaits its own); only those whose test was selected."""
    drills: dict[str, Callable[[], Coroutine[Any, Any, Report]]] = {
        # submissions spread past the kill's latest moment (9 s): quick journeys must not all be over before it
        "worker_crash": lambda: worker_crash.run(6, kills=1, window=10, timeout=150, phase_deadline=PATIENT),
        "server_crash": lambda: server_crash.run(6, window=6, timeout=150, phase_deadline=PATIENT),
        "agent_faults": lambda: agent_faults.run(
            3,
            scenarios=("malformed", "knowledge_down"),
            timeout=150,
            probe_recovery=False,
            parallel=True,
        ),
        "api_load": lambda: api_load.run(20, duration=5, journeys=8, drain=150, phase_deadline=PATIENT),
        # a cache of 10 for 40 parked journeys: most are evicted and replayed to take their approval
        "parked": lambda: parked.run(40, cache=10, in_flight=10, concurrency=10, timeout=400, phase_deadline=PATIENT),
        # submissions go on for a while after the kill, so some journeys choose their agents once the
        # circuits are open; the recovery journeys run until calls reach the returned host
        "two_of_everything": lambda: two_of_everything.run(
            10, window=30, kill_at=5, settle=12, recovery_journeys=3, timeout=300, phase_deadline=PATIENT
        ),
    }
    selected = {item.name for item in request.session.items}
    wanted = [name for name in drills if f"test_{name}_drill" in selected] or list(drills)
    tasks = {name: asyncio.create_task(drills[name]()) for name in wanted}
    yield tasks
    for task in tasks.values():
        task.cancel()
    await asyncio.gather(*tasks.values(), return_exceptions=True)


async def finished(reports: dict[str, asyncio.Task[Report]], name: str, timeout: float = 280) -> Report:
    report = await asyncio.wait_for(asyncio.shield(reports[name]), timeout=timeout)
    print("\n" + report.table())
    return report


def assert_accounted(report: Report, journeys: int) -> None:
    """The promises every drill keeps: every journey submitted, ended as expected, none lost or doubled."""
    failed = [f"{c.name}: {c.detail}" for c in report.checks if not c.ok]
    assert not failed, failed
    tally = report.tally
    assert tally.submitted == journeys
    assert tally.lost == 0, tally.lost_ids
    assert tally.duplicates == 0
    assert tally.orphans == []
    assert tally.unexpected == 0, tally.unexpected_reasons
    assert report.cleanup["left_behind"] == []


async def test_worker_crash_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "worker_crash")
    assert_accounted(report, 6)
    assert report.tally.completed == 6
    assert report.tally.ledger_rows == 6  # one row per journey, none twice
    assert report.figures["kills"] == 1


async def test_server_crash_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "server_crash")
    assert_accounted(report, 6)
    assert report.tally.completed == 6
    assert report.tally.ledger_rows == 6
    assert report.figures["worker survived the outage"] is True


async def test_agent_faults_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "agent_faults")
    assert_accounted(report, 6)
    malformed, knowledge_down = report.scenarios
    # a malformed reply fails the step at once (no retry) and the journey as AGENT, naming the agent
    assert malformed["failed_by_type"] == {"AGENT": 3}
    assert malformed["generate_query_retries"] == 0
    assert all("malformed" in message for message in malformed["failure_messages"])
    # a knowledge agent that is down degrades the journey instead of failing it
    assert knowledge_down["completed"] == 3
    assert knowledge_down["journeys_listing_sop_degraded"] == 3
    assert report.tally.ledger_rows == 6  # failed journeys write their cost row too


async def test_api_load_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "api_load")
    assert_accounted(report, 8)
    assert report.figures["5xx"] == 0
    assert report.tally.completed == 8
    answers = report.params["answers"]
    assert all(status.startswith("2") for kind in answers.values() for status in kind), answers


async def test_parked_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "parked", timeout=600)
    assert_accounted(report, 40)
    assert report.tally.completed == 40
    assert report.tally.ledger_rows == 40
    assert report.figures["journeys parked at the gate"] == 40
    evictions = float(report.figures["sticky cache forced evictions"])
    assert evictions >= 30  # at least every journey beyond the cache's 10 was evicted once


async def test_two_of_everything_drill(reports: dict[str, asyncio.Task[Report]]) -> None:
    report = await finished(reports, "two_of_everything", timeout=600)
    # the survivors finish every journey: failover to host B's agents, routing around host A and back
    assert_accounted(report, report.tally.submitted)
    assert report.tally.completed == report.tally.submitted


async def test_no_dev_server_of_a_drill_is_left_running(reports: dict[str, asyncio.Task[Report]]) -> None:
    done = [await asyncio.shield(task) for task in reports.values()]
    roots = [r.cleanup["state_dir"] for r in done]
    ours = [line for line in running_dev_servers() if any(root in line for root in roots)]
    assert ours == []
    assert all(r.cleanup["left_behind"] == [] for r in done)
