"""JourneyWorkflow against fake activities registered under the real names, on a fresh task queue."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowFailureError, WorkflowHandle
from temporalio.exceptions import ApplicationError
from temporalio.worker import Replayer, Worker

from activities.ledger import summarize_costs
from lexiquery.contracts import (
    AgentInfo,
    AggregateCostInput,
    CostInfo,
    DiscoverInput,
    DiscoveryResult,
    GeneratedQuery,
    GenerateInput,
    JourneyCostSummary,
    JourneyRequest,
    JourneyStatus,
    KnowledgeInput,
    KnowledgeItem,
    KnowledgeResult,
    Phase,
    PlanInput,
    PlanStep,
    Platform,
    QueryValidation,
    ValidateInput,
    ValidationReport,
    WorkflowPlan,
)
from lexiquery.names import JOURNEY_WORKFLOW, Activity, Bulkhead, Query, Skill, task_queue
from lexiquery.temporal import lexiquery_plugin
from tests.histories import record_history
from workflows.journey import JourneyWorkflow

AGENTS = [
    AgentInfo(name="planner", url="http://planner", skills=[Skill.PLAN], tags=["planner"]),
    AgentInfo(name="sop", url="http://sop", skills=[Skill.KNOWLEDGE], tags=["knowledge", "source:sop"]),
    AgentInfo(name="wiki", url="http://wiki", skills=[Skill.KNOWLEDGE], tags=["knowledge", "source:wiki"]),
    AgentInfo(name="kql", url="http://kql", skills=[Skill.GENERATE], tags=["data", "platform:kql"]),
]


@dataclass
class FakeAgents:
    """Activities standing in for the agents; they record their calls."""

    agents: list[AgentInfo] = field(default_factory=lambda: list(AGENTS))
    failing_sources: set[str] = field(default_factory=set)
    generation_gate: asyncio.Event = field(default_factory=asyncio.Event)
    calls: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.generation_gate.set()

    def activities(self) -> list[Callable[..., Any]]:
        @activity.defn(name=Activity.DISCOVER_AGENTS)
        async def discover(_: DiscoverInput) -> DiscoveryResult:
            self.calls.append("discover")
            return DiscoveryResult(agents=self.agents)

        @activity.defn(name=Activity.PLAN_JOURNEY)
        async def plan(input: PlanInput) -> WorkflowPlan:
            self.calls.append("plan")
            request = input.request
            knowledge = [
                PlanStep(id=f"knowledge-{s}", kind="knowledge", target=s, agent=a)
                for s, a in request.knowledge_agents.items()
            ]
            generate = [
                PlanStep(
                    id=f"generate-{p.value}",
                    kind="generate",
                    target=p.value,
                    agent=request.data_agents[p.value],
                )
                for p in request.platforms
            ]
            return WorkflowPlan(
                intent="query",
                confidence=0.9,
                platforms=request.platforms,
                knowledge_sources=list(request.knowledge_agents),
                steps=knowledge + generate,
                cost_info=CostInfo(agent="planner"),
            )

        @activity.defn(name=Activity.GATHER_KNOWLEDGE)
        async def gather(input: KnowledgeInput) -> KnowledgeResult:
            self.calls.append(f"knowledge:{input.source}")
            if input.source in self.failing_sources:
                raise ApplicationError(f"{input.source} store is down", type="AGENT", non_retryable=True)
            item = KnowledgeItem(collection=input.source, document_id=f"{input.source}-1", title="Doc")
            return KnowledgeResult(
                source=input.source,
                agent=input.agent.name,
                items=[item],
                cost_info=CostInfo(agent=input.agent.name, mcp_calls=1),
            )

        @activity.defn(name=Activity.GENERATE_QUERY)
        async def generate(input: GenerateInput) -> GeneratedQuery:
            self.calls.append(f"generate:{input.request.platform.value}")
            await self.generation_gate.wait()
            return GeneratedQuery(
                platform=input.request.platform,
                query="SigninLogs | take 1",
                agent=input.agent.name,
                cost_info=CostInfo(
                    agent=input.agent.name,
                    llm_calls=1,
                    tokens_in=100,
                    tokens_out=20,
                    cost_usd=0.002,
                    model="gpt-test",
                    deterministic=False,
                ),
            )

        @activity.defn(name=Activity.VALIDATE_QUERIES)
        async def validate(input: ValidateInput) -> ValidationReport:
            self.calls.append("validate")
            return ValidationReport(
                results=[QueryValidation(platform=q.platform, valid=True) for q in input.queries]
            )

        @activity.defn(name=Activity.AGGREGATE_COST)
        async def aggregate(input: AggregateCostInput) -> JourneyCostSummary:
            self.calls.append("aggregate")
            return summarize_costs(input.journey_id, input.costs)

        return [discover, plan, gather, generate, validate, aggregate]


@dataclass
class Harness:
    client: Client
    queue: str
    fakes: FakeAgents

    async def start(self, platforms: list[Platform] | None = None) -> WorkflowHandle[Any, JourneyStatus]:
        request = JourneyRequest(
            question="failed sign-ins in the last hour", platforms=platforms or [Platform.KQL]
        )
        return await self.client.start_workflow(
            JOURNEY_WORKFLOW,
            request,
            id=f"journey-{uuid.uuid4()}",
            task_queue=self.queue,
            result_type=JourneyStatus,
        )


@pytest.fixture
async def harness(temporal_client: Client) -> AsyncIterator[Harness]:
    queue = f"wf-test-{uuid.uuid4()}"
    fakes = FakeAgents()
    async with (
        Worker(temporal_client, task_queue=queue, workflows=[JourneyWorkflow]),
        Worker(
            temporal_client,
            task_queue=task_queue(queue, Bulkhead.AGENTS),
            activities=fakes.activities(),
        ),
    ):
        yield Harness(temporal_client, queue, fakes)


async def replays(handle: WorkflowHandle[Any, Any]) -> None:
    history = await handle.fetch_history()
    await Replayer(workflows=[JourneyWorkflow], plugins=[lexiquery_plugin()]).replay_workflow(history)


async def test_happy_path_result_and_status_query(harness: Harness) -> None:
    harness.fakes.generation_gate.clear()
    handle = await harness.start()
    while "generate:kql" not in harness.fakes.calls:
        await asyncio.sleep(0.02)

    status = await handle.query(Query.STATUS, result_type=JourneyStatus)
    assert status.state is Phase.GENERATING_QUERIES
    assert {k.source for k in status.knowledge} == {"sop", "wiki"}
    assert status.queries == []

    harness.fakes.generation_gate.set()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    assert [q.query for q in result.queries] == ["SigninLogs | take 1"]
    assert result.degraded == []
    assert result.cost_summary is not None
    assert result.cost_summary.totals.mcp_calls == 2
    assert result.cost_summary.totals.llm_calls == 1
    assert result.cost_summary.totals.tokens == 120
    assert result.cost_summary.by_model["gpt-test"].cost_usd == pytest.approx(0.002)
    history = result.phase_history
    assert [p.phase for p in history][-2:] == [Phase.AGGREGATING, Phase.COMPLETED]
    assert all(p.left_at is not None and p.left_at >= p.entered_at for p in history)
    assert await handle.query(Query.STATUS, result_type=JourneyStatus) == result
    await replays(handle)


async def test_a_failed_knowledge_source_degrades_the_journey(harness: Harness) -> None:
    harness.fakes.failing_sources = {"wiki"}
    handle = await harness.start()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    assert [k.source for k in result.knowledge] == ["sop"]
    [degraded] = result.degraded
    assert (degraded.target, degraded.error_type) == ("wiki", "AGENT")
    assert "wiki store is down" in degraded.message
    await record_history(handle, "degraded-knowledge")
    await replays(handle)


async def test_missing_capability_fails_at_once(harness: Harness) -> None:
    handle = await harness.start(platforms=[Platform.KQL, Platform.SPL])
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    cause = failure.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.type == "RESOURCE"
    assert cause.non_retryable
    assert "a data agent for spl" in cause.message
    assert harness.fakes.calls == ["discover"]
    status = JourneyStatus.model_validate(cause.details[0])
    assert status.state is Phase.FAILED
    assert status.error is not None
    assert status.error.phase is Phase.DISCOVERING
    await record_history(handle, "missing-capability")
    await replays(handle)
