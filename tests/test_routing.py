"""Routing policies and the per-agent circuit breaker."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

import httpx
import pytest
from temporalio.exceptions import ApplicationError

from activities.agents import AgentClient
from activities.routing import FAILURES_TO_OPEN, OPEN_SECONDS, CircuitBreaker, Router, route_needs
from agents.host import build_host
from lexiquery.contracts import AgentInfo, DiscoverInput, PlanRequest, Platform, RoutingDecision, WorkflowPlan
from lexiquery.loopback import derive, free_port, serve
from lexiquery.names import Skill
from lexiquery.settings import Settings
from workflows.roster import Roster


@dataclass
class Clock:
    now: float = 1000.0

    def __call__(self) -> float:
        return self.now


def agent(name: str, *tags: str) -> AgentInfo:
    return AgentInfo(name=name, url=f"http://{name}", skills=[Skill.GENERATE], tags=["data", *tags])


KQL_A = agent("kql-a", "platform:kql")
KQL_B = agent("kql-b", "platform:kql", "dialect:advanced")
KQL_C = agent("kql-c", "platform:kql")


def test_breaker_opens_after_five_failures_and_probes_after_fifteen_seconds() -> None:
    clock = Clock()
    breaker = CircuitBreaker(clock=clock)
    for _ in range(4):
        breaker.failed()
    assert (breaker.state, breaker.allow()) == ("closed", True)
    breaker.failed()
    assert breaker.state == "open"
    assert not breaker.allow()
    assert breaker.remaining() == pytest.approx(15)
    clock.now += 14
    assert not breaker.allow()
    clock.now += 1
    assert breaker.state == "half_open"
    assert breaker.allow()  # the one probe
    assert not breaker.allow()  # nobody else while it runs
    breaker.failed()
    assert breaker.state == "open"  # a failed probe opens it again at once
    clock.now += 15
    assert breaker.allow()
    breaker.succeeded()
    assert (breaker.state, breaker.failures) == ("closed", 0)


def test_capability_prefers_the_best_tag_match() -> None:
    decision, order = Router().choose("generate:kql", [KQL_A, KQL_B], "capability", {"dialect:advanced"})
    assert decision.chosen == "kql-b"
    assert decision.candidates == ["kql-a", "kql-b"]
    assert [a.name for a in order] == ["kql-b", "kql-a"]
    assert decision.reason == "best skill match"


def test_round_robin_takes_turns() -> None:
    router = Router()
    chosen = [router.choose("generate:kql", [KQL_A, KQL_B, KQL_C], "round_robin")[0].chosen for _ in range(4)]
    assert chosen == ["kql-a", "kql-b", "kql-c", "kql-a"]


def test_least_loaded_follows_in_flight_calls() -> None:
    router = Router()
    router.in_flight.update({"kql-a": 3, "kql-b": 1, "kql-c": 2})
    decision, _ = router.choose("generate:kql", [KQL_A, KQL_B, KQL_C], "least_loaded")
    assert decision.chosen == "kql-b"
    assert decision.reason == "fewest calls in flight (1)"


def test_an_open_circuit_is_routed_around() -> None:
    router = Router()
    for _ in range(FAILURES_TO_OPEN):
        router.breaker("kql-a").failed()
    decision, order = router.choose("generate:kql", [KQL_A, KQL_B], "capability")
    assert decision.chosen == "kql-b"
    assert decision.reason == "best skill match; circuit open for kql-a"
    assert [a.name for a in order] == ["kql-b", "kql-a"]


def test_needs_cover_every_capability_found() -> None:
    planner = AgentInfo(name="planner", url="http://p", skills=[Skill.PLAN, Skill.ANSWER])
    sop = AgentInfo(name="sop", url="http://s", skills=[Skill.KNOWLEDGE], tags=["knowledge", "source:sop"])
    routes = route_needs(Router(), [planner, sop, KQL_A, KQL_B], DiscoverInput(platforms=[Platform.KQL]))
    assert {r.need: r.chosen for r in routes} == {
        "planner": "planner",
        "answer": "planner",
        "knowledge:sop": "sop",
        "generate:kql": "kql-a",
    }


@pytest.fixture
async def failing_planner(settings: Settings, tmp_path: object) -> AsyncIterator[str]:
    """An agents host whose planner answers every call with HTTP 503."""
    faulty = derive(
        settings,
        agents_port=free_port(),
        prometheus_port=free_port(),
        demo_estate=False,
        agent_fault_error_rate=1.0,
        agent_fault_agents=["planner"],
    )
    async with serve(build_host(faulty), faulty.agents_port) as url:
        yield url


async def test_breaker_against_a_real_agent(failing_planner: str, agents_host: str) -> None:
    clock = Clock()
    request = PlanRequest(journey_id="j", question="failed sign-ins", platforms=[Platform.KQL])
    sick = AgentInfo(name="planner", url="x", rpc_url=f"{failing_planner}/agents/planner/")
    async with httpx.AsyncClient() as http:
        client = AgentClient(http, Router(clock=clock))

        async def call(target: AgentInfo) -> WorkflowPlan:
            return await client.call([target], Skill.PLAN, request, WorkflowPlan, idempotency_key="k", timeout=5)

        for _ in range(FAILURES_TO_OPEN):
            with pytest.raises(ApplicationError, match="HTTP 503"):
                await call(sick)
        with pytest.raises(ApplicationError, match="circuit open for planner; next probe in 15s") as fast:
            await call(sick)
        assert not fast.value.non_retryable
        assert fast.value.next_retry_delay is not None
        assert fast.value.next_retry_delay.total_seconds() == pytest.approx(OPEN_SECONDS)

        clock.now += OPEN_SECONDS  # half-open: one probe goes through, fails, and the circuit opens again
        with pytest.raises(ApplicationError, match="HTTP 503"):
            await call(sick)
        with pytest.raises(ApplicationError, match="circuit open"):
            await call(sick)

        clock.now += 60  # the agent is back (same name, healthy host): the probe closes the circuit
        healthy = sick.model_copy(update={"rpc_url": f"{agents_host}/agents/planner/"})
        assert (await call(healthy)).intent == "query"
        assert client.router.breaker("planner").state == "closed"


def test_the_roster_offers_the_chosen_agent_first() -> None:
    agents = tuple(AgentInfo(name=n, url=f"http://h/{n}/", rpc_url=f"http://h/{n}/") for n in ("a", "b", "c"))
    route = RoutingDecision(need="planner", policy="round_robin", chosen="b", candidates=["a", "b", "c"])
    assert [agent.name for agent in Roster(agents, (route,)).serving("planner")] == ["b", "a", "c"]
