"""The A2A client layer: real agents over loopback, and how each kind of failure is classified."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from pydantic import BaseModel
from temporalio.exceptions import ApplicationError
from temporalio.testing import ActivityEnvironment

from activities.agents import AgentActivities, AgentClient
from agents.a2a import AgentSpec, agent_app
from agents.a2a import Skill as A2ASkill
from agents.faults import Faults
from lexiquery.contracts import AgentInfo, DiscoverInput, PlanRequest, Platform, WorkflowPlan
from lexiquery.loopback import derive, free_port
from lexiquery.names import QUICK_TAG, Skill
from lexiquery.settings import Settings


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


def planner(agents_host: str) -> AgentInfo:
    url = f"{agents_host}/agents/planner/"
    return AgentInfo(name="planner", url=url, rpc_url=url, skills=[Skill.PLAN])


class Nonsense(BaseModel):
    colour: str = "blue"


async def test_a_valid_call_returns_the_typed_result(agents_host: str, http: httpx.AsyncClient) -> None:
    request = PlanRequest(
        journey_id="j1",
        question="failed sign-ins in the last hour",
        platforms=[Platform.KQL],
        knowledge_agents={"sop": "sop-knowledge"},
        data_agents={"kql": "kql-data"},
    )
    plan = await AgentClient(http).call(
        [planner(agents_host)], Skill.PLAN, request, WorkflowPlan, idempotency_key="j1:plan", timeout=10
    )
    assert plan.intent == "query"
    assert plan.entities.time_range == "1h"
    assert [s.id for s in plan.steps] == ["knowledge-sop", "generate-kql"]


async def test_an_unreachable_agent_fails_over_to_the_next_within_the_call(
    agents_host: str, http: httpx.AsyncClient
) -> None:
    dead = f"http://127.0.0.1:{free_port()}/agents/planner/"
    gone = AgentInfo(name="planner-a", url=dead, rpc_url=dead, skills=[Skill.PLAN])
    client = AgentClient(http)
    request = PlanRequest(
        journey_id="j2", question="failed sign-ins in the last hour", platforms=[Platform.KQL],
        knowledge_agents={"sop": "sop-knowledge"}, data_agents={"kql": "kql-data"},
    )  # fmt: skip
    plan = await client.call(
        [gone, planner(agents_host)], Skill.PLAN, request, WorkflowPlan, idempotency_key="j2:plan", timeout=10
    )
    assert plan.intent == "query"
    assert client.router.breaker("planner-a").failures == 1  # the dead one is counted against
    # a refusal is not failed over: the next agent would refuse the same request
    with pytest.raises(ApplicationError) as refused:
        await client.call(
            [planner(agents_host), gone], Skill.PLAN, Nonsense(), WorkflowPlan, idempotency_key="j3:plan", timeout=10
        )
    assert refused.value.non_retryable
    assert client.router.breaker("planner-a").failures == 1


async def test_missing_fields_fail_the_task_with_a_clear_message(agents_host: str, http: httpx.AsyncClient) -> None:
    with pytest.raises(ApplicationError) as failure:
        await AgentClient(http).call(
            [planner(agents_host)], Skill.PLAN, Nonsense(), WorkflowPlan, idempotency_key="j1:plan", timeout=10
        )
    assert failure.value.non_retryable
    assert "invalid PlanRequest" in failure.value.message
    assert "journey_id: Field required" in failure.value.message


async def test_an_unknown_skill_is_refused(agents_host: str, http: httpx.AsyncClient) -> None:
    with pytest.raises(ApplicationError, match="has no skill 'teleport'") as failure:
        await AgentClient(http).call(
            [planner(agents_host)], "teleport", Nonsense(), WorkflowPlan, idempotency_key="k", timeout=10
        )
    assert failure.value.non_retryable


async def test_an_unreachable_agent_is_transient(http: httpx.AsyncClient) -> None:
    url = f"http://127.0.0.1:{free_port()}/"
    with pytest.raises(ApplicationError, match="unreachable") as failure:
        await AgentClient(http).call(
            [AgentInfo(name="ghost", url=url, rpc_url=url)],
            Skill.PLAN,
            Nonsense(),
            WorkflowPlan,
            idempotency_key="k",
            timeout=2,
        )
    assert not failure.value.non_retryable


@pytest.mark.parametrize(
    ("status", "headers", "retryable", "delay"),
    [
        (503, {}, True, None),
        (429, {"Retry-After": "7"}, True, timedelta(seconds=7)),
        (500, {}, True, None),
        (400, {}, False, None),
        (404, {}, False, None),
    ],
)
async def test_http_statuses_are_classified(
    status: int, headers: dict[str, str], retryable: bool, delay: timedelta | None
) -> None:
    transport = httpx.MockTransport(lambda request: httpx.Response(status, headers=headers, text="nope"))
    async with httpx.AsyncClient(transport=transport) as http:
        with pytest.raises(ApplicationError) as failure:
            await AgentClient(http).call(
                [AgentInfo(name="x", url="http://x/", rpc_url="http://x/")],
                Skill.PLAN,
                Nonsense(),
                WorkflowPlan,
                idempotency_key="k",
                timeout=2,
            )
    assert failure.value.non_retryable is not retryable
    assert failure.value.next_retry_delay == delay
    assert f"HTTP {status}" in failure.value.message
    assert failure.value.__cause__ is None  # the transport's exception chain stays out of the failure's size


async def test_discovery_reports_an_unreachable_agent_without_failing_the_others(
    settings: Settings, agents_host: str, http: httpx.AsyncClient, tmp_path: Path
) -> None:
    registry = tmp_path / "agents.yaml"
    dead = f"http://127.0.0.1:{free_port()}"
    registry.write_text(
        "agents:\n"
        "  - {name: planner, url: '{agents}/agents/planner'}\n"
        f"  - {{name: ghost, url: '{dead}/agents/ghost'}}\n"
        "  - {name: kql-data, url: '{agents}/agents/kql-data'}\n"
    )
    activities = AgentActivities(derive(settings, agent_registry=registry), AgentClient(http))
    result = await ActivityEnvironment().run(activities.discover_agents, DiscoverInput(platforms=[Platform.KQL]))
    assert [a.name for a in result.agents] == ["planner", "kql-data"]
    assert {"data", "platform:kql", QUICK_TAG} <= set(result.agents[1].tags)  # no model configured: quick
    [problem] = result.problems
    assert problem.name == "ghost"
    assert problem.error.startswith("AgentCardResolutionError: Network communication error fetching agent card")


async def test_an_agent_with_injected_faults_does_not_say_it_is_quick() -> None:
    async def answer(request: PlanRequest) -> WorkflowPlan:
        raise NotImplementedError

    skill = A2ASkill(id="plan", name="Plan", description="plans", input_model=PlanRequest, handler=answer,
                     tags=("planner", QUICK_TAG))  # fmt: skip
    spec = AgentSpec(name="p", description="a planner", skills=(skill,))
    for faults, quick in ((None, True), (Faults(latency_s=0.5), False)):
        app = agent_app(spec, "http://p/", faults)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://p") as http:
            card = (await http.get("/.well-known/agent-card.json")).json()
        assert (QUICK_TAG in card["skills"][0]["tags"]) is quick
