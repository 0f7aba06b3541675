"""JourneyWorkflow against fake activities registered under the real names, on a fresh task queue."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml
from temporalio import activity
from temporalio.client import Client, WorkflowFailureError, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError, CancelledError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Replayer, Worker

from activities.agents import AgentActivities, raise_if_needed_agents_unreachable
from activities.investigation import InvestigationActivities
from activities.ledger import LedgerActivities, summarize_costs
from activities.policies import PolicyActivities
from activities.routing import Router, route_needs
from activities.validation import ValidationActivities
from lexiquery import policies
from lexiquery.claims import FileClaimStore
from lexiquery.contracts import (
    AgentInfo,
    AgentProblem,
    AgentSkillInput,
    AgentStepResult,
    AggregateCostInput,
    ApprovalPolicy,
    Budget,
    CostInfo,
    DiscoverInput,
    DiscoveryResult,
    ExecuteInput,
    ExecutionResult,
    Gate,
    GateDecisionInput,
    GateSignal,
    GeneratedQuery,
    GenerateInput,
    JourneyCostSummary,
    JourneyRequest,
    JourneyStatus,
    KnowledgeInput,
    KnowledgeItem,
    KnowledgeResult,
    OnTimeout,
    Phase,
    PlanInput,
    PlanStep,
    Platform,
    StepResult,
    ToolInput,
    ToolList,
    ToolsInput,
    WorkflowPlan,
)
from lexiquery.names import (
    JOURNEY_MEMO,
    JOURNEY_WORKFLOW,
    QUICK_TAG,
    Activity,
    Bulkhead,
    GateRefusal,
    Query,
    Signal,
    Skill,
    Update,
    task_queue,
)
from lexiquery.policies import load_policy_table
from lexiquery.settings import PROJECT_ROOT, Settings
from lexiquery.temporal import temporal_binary, temporal_plugins
from tests.histories import record_history
from workflows.journey import PLATFORMS_KEY, REQUESTER_KEY, STATE_KEY, JourneyWorkflow

SOURCES = ("sop", "wiki", "errors", "runbooks")
AGENTS = [
    AgentInfo(name="planner", url="http://planner", skills=[Skill.PLAN], tags=["planner"]),
    *(
        AgentInfo(
            name=source,
            url=f"http://{source}",
            skills=[Skill.KNOWLEDGE],
            tags=["knowledge", f"source:{source}"],
        )
        for source in SOURCES
    ),
    AgentInfo(name="kql", url="http://kql", skills=[Skill.GENERATE], tags=["data", "platform:kql"]),
    AgentInfo(name="spl", url="http://spl", skills=[Skill.GENERATE], tags=["data", "platform:spl"]),
]


def default_plan(input: PlanInput) -> WorkflowPlan:
    request = input.request
    knowledge = [
        PlanStep(id=f"knowledge-{s}", kind="knowledge", target=s, agent=a) for s, a in request.knowledge_agents.items()
    ]
    generate = [
        PlanStep(id=f"generate-{p.value}", kind="generate", target=p.value, agent=request.data_agents[p.value])
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


@dataclass
class FakeAgents:
    """Activities standing in for the agents; they record their calls and can be told to misbehave."""

    agents: list[AgentInfo] = field(default_factory=lambda: list(AGENTS))
    unreachable_discoveries: int = 0  # the first discoveries find no agent answering
    plan: Callable[[PlanInput], Any] = default_plan
    failing_sources: set[str] = field(default_factory=set)
    circuit_open_sources: set[str] = field(default_factory=set)
    knowledge_delay: dict[str, float] = field(default_factory=dict)
    knowledge_gate: asyncio.Event = field(default_factory=asyncio.Event)
    generation_gate: asyncio.Event = field(default_factory=asyncio.Event)
    generation_tokens: int = 120
    generated_query: str = "SigninLogs | where TimeGenerated > ago(1h) | take 1"
    queries_by_platform: dict[str, str] = field(default_factory=dict)  # what another platform's agent writes
    keys: list[str] = field(default_factory=list)  # the idempotency keys tool calls carried
    failing_platforms: set[str] = field(default_factory=set)
    refusal_type: str = "AGENT"
    calls: list[str] = field(default_factory=list)
    knowledge_spans: dict[str, tuple[float, float]] = field(default_factory=dict)
    generate_spans: dict[str, tuple[float, float]] = field(default_factory=dict)
    generation_delay: float = 0.0
    cancelled: list[str] = field(default_factory=list)
    executed: list[str] = field(default_factory=list)  # the executor's own log of what it ran
    tables: dict[str, tuple[list[str], list[list[Any]]]] = field(default_factory=dict)  # platform -> its rows
    execution_delays: dict[str, float] = field(default_factory=dict)  # platform -> seconds a run takes
    # the investigation activities' claims, removed with the fakes (each test made one and left it in /tmp)
    claims_dir: tempfile.TemporaryDirectory[str] = field(
        default_factory=lambda: tempfile.TemporaryDirectory(prefix="lexiquery-claims-")
    )

    def __post_init__(self) -> None:
        self.knowledge_gate.set()
        self.generation_gate.set()

    def activities(self) -> list[Callable[..., Any]]:
        @activity.defn(name=Activity.DISCOVER_AGENTS)
        async def discover(input: DiscoverInput) -> DiscoveryResult:
            self.calls.append("discover")
            if self.calls.count("discover") <= self.unreachable_discoveries:
                down = [AgentProblem(name=a.name, url=a.url, error="ConnectError: refused") for a in self.agents]
                raise_if_needed_agents_unreachable(input, DiscoveryResult(problems=down))
            return DiscoveryResult(agents=self.agents, routes=route_needs(Router(), self.agents, input))

        @activity.defn(name=Activity.PLAN_JOURNEY)
        async def plan(input: PlanInput) -> Any:
            self.calls.append("plan")
            return self.plan(input)

        @activity.defn(name=Activity.GATHER_KNOWLEDGE)
        async def gather(input: KnowledgeInput) -> KnowledgeResult:
            self.calls.append(f"knowledge:{input.source}")
            started = time.monotonic()
            ready_at = started + self.knowledge_delay.get(input.source, 0)
            try:
                while not self.knowledge_gate.is_set() or time.monotonic() < ready_at:
                    activity.heartbeat()
                    await asyncio.sleep(0.05)
            except asyncio.CancelledError:
                self.cancelled.append(input.source)
                raise
            self.knowledge_spans[input.source] = (started, time.monotonic())
            if input.source in self.failing_sources:
                raise ApplicationError(f"{input.source} store is down", type="AGENT", non_retryable=True)
            if input.source in self.circuit_open_sources:
                raise ApplicationError(
                    f"circuit open for {input.source}; next probe in 60s",
                    type="AGENT",
                    next_retry_delay=timedelta(seconds=60),
                )
            item = KnowledgeItem(collection=input.source, document_id=f"{input.source}-1", title="Doc")
            return KnowledgeResult(
                source=input.source,
                agent=input.agent.name,
                items=[item],
                cost_info=CostInfo(agent=input.agent.name, mcp_calls=1),
            )

        @activity.defn(name=Activity.GENERATE_QUERY)
        async def generate(input: GenerateInput) -> GeneratedQuery:
            platform = input.request.platform.value
            self.calls.append(f"generate:{platform}")
            started = time.monotonic()
            await self.generation_gate.wait()
            await asyncio.sleep(self.generation_delay)
            self.generate_spans[platform] = (started, time.monotonic())
            if platform in self.failing_platforms:
                raise ApplicationError(f"{platform} agent refused", type=self.refusal_type, non_retryable=True)
            return GeneratedQuery(
                platform=input.request.platform,
                query=self.queries_by_platform.get(platform, self.generated_query),
                agent=input.agent.name,
                cost_info=CostInfo(
                    agent=input.agent.name,
                    llm_calls=1,
                    tokens_in=self.generation_tokens - 20,
                    tokens_out=20,
                    cost_usd=0.002,
                    model="gpt-test",
                    deterministic=False,
                ),
            )

        @activity.defn(name=Activity.EXECUTE_QUERY)
        async def execute(input: ExecuteInput) -> ExecutionResult:
            self.executed.append(input.request.query)
            self.calls.append(f"execute:{input.request.platform.value}")
            await asyncio.sleep(self.execution_delays.get(input.request.platform.value, 0.0))
            columns, rows = self.tables.get(input.request.platform.value, ([], [[1]]))
            return ExecutionResult(
                platform=input.request.platform, executed=True, columns=columns, rows=rows, row_count=len(rows)
            )

        @activity.defn(name=Activity.CALL_AGENT)
        async def call_agent(input: AgentSkillInput) -> AgentStepResult:
            self.calls.append(f"agent:{input.agent.name}/{input.skill}")
            cost = CostInfo(agent=input.agent.name, llm_calls=1, tokens_in=30, tokens_out=10, cost_usd=0.001)
            return AgentStepResult(
                step_id=input.step_id, value={"echo": input.request}, summary="asked", cost_info=cost
            )

        @activity.defn(name=Activity.LIST_TOOLS)
        async def list_tools(input: ToolsInput) -> ToolList:
            return ToolList(tools=["knowledge.semantic_search", "kql-executor.get_schema"])

        @activity.defn(name=Activity.CALL_TOOL)
        async def call_tool(input: ToolInput) -> StepResult:
            self.calls.append(f"tool:{input.tool}")
            self.keys.append(input.idempotency_key or "")
            return StepResult(step_id=input.step_id, value={"echo": input.arguments}, summary="echoed")

        @activity.defn(name=Activity.AGGREGATE_COST)
        async def aggregate(input: AggregateCostInput) -> JourneyCostSummary:
            self.calls.append("aggregate")
            return summarize_costs(input.journey_id, input.costs)

        policies = PolicyActivities(load_policy_table(Settings().policy_table)).read_policies
        claims = FileClaimStore(Path(self.claims_dir.name))
        own = InvestigationActivities(Settings(), claims)  # functions and code are the product's own, run for real
        return [discover, plan, gather, generate, ValidationActivities().validate_queries, execute, aggregate, policies,
                own.run_function, own.run_code, call_tool, call_agent, list_tools]  # fmt: skip


@dataclass
class Harness:
    client: Client
    queue: str
    fakes: FakeAgents

    async def start(
        self,
        platforms: list[Platform] | None = None,
        budget: Budget | None = None,
        approval: ApprovalPolicy | None = None,
        execute: bool = False,
        question: str = "failed sign-ins in the last hour",
    ) -> WorkflowHandle[Any, JourneyStatus]:
        request = JourneyRequest(
            question=question,
            platforms=platforms or [Platform.KQL],
            budget=budget or Budget(),
            approval=approval or ApprovalPolicy(),
            execute=execute,
        )
        return await self.client.start_workflow(
            JOURNEY_WORKFLOW,
            request,
            id=f"journey-{uuid.uuid4()}",
            task_queue=self.queue,
            result_type=JourneyStatus,
        )

    async def wait_for_call(self, call: str) -> None:
        while call not in self.fakes.calls:
            await asyncio.sleep(0.02)


@pytest.fixture
async def harness(temporal_client: Client) -> AsyncIterator[Harness]:
    queue = f"wf-test-{uuid.uuid4()}"
    fakes = FakeAgents()
    async with (
        Worker(temporal_client, task_queue=queue, workflows=[JourneyWorkflow], activities=fakes.activities()),
        Worker(temporal_client, task_queue=task_queue(queue, Bulkhead.AGENTS), activities=fakes.activities()),
        Worker(temporal_client, task_queue=task_queue(queue, Bulkhead.EXECUTION), activities=fakes.activities()),
    ):
        yield Harness(temporal_client, queue, fakes)


@pytest.fixture
def short_knowledge_deadline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A policy table whose knowledge phase ends after one second."""
    table = yaml.safe_load((PROJECT_ROOT / "temporal-config" / "activity-policies.yaml").read_text())
    table["phases"]["gathering_knowledge"]["deadline"] = "1s"
    path = tmp_path / "policies.yaml"
    path.write_text(yaml.safe_dump(table))
    monkeypatch.setenv("LEXIQUERY_POLICY_TABLE", str(path))
    policies.policy_table.cache_clear()
    yield
    monkeypatch.delenv("LEXIQUERY_POLICY_TABLE")
    policies.policy_table.cache_clear()


@pytest.fixture
def quick_discovery_retries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A policy table whose discovery tries three times, 0.1 s apart."""
    table = yaml.safe_load((PROJECT_ROOT / "temporal-config" / "activity-policies.yaml").read_text())
    table["activities"]["discover_agents"]["retry"] = {"initial_interval": "100ms", "maximum_attempts": 3}
    path = tmp_path / "policies.yaml"
    path.write_text(yaml.safe_dump(table))
    monkeypatch.setenv("LEXIQUERY_POLICY_TABLE", str(path))
    yield
    monkeypatch.delenv("LEXIQUERY_POLICY_TABLE")


async def payload_text(payload: Any) -> str:
    """A user-metadata payload (a summary) as the Web UI shows it."""
    return str(json.loads(payload.data)) if payload.data else ""


async def replays(handle: WorkflowHandle[Any, Any]) -> None:
    history = await handle.fetch_history()
    await Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins()).replay_workflow(history)


async def failure_of(handle: WorkflowHandle[Any, Any]) -> ApplicationError:
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    cause = failure.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.non_retryable
    return cause


async def test_happy_path_result_and_status_query(harness: Harness) -> None:
    harness.fakes.generation_gate.clear()
    handle = await harness.start()
    await harness.wait_for_call("generate:kql")

    status = await handle.query(Query.STATUS, result_type=JourneyStatus)
    assert status.state is Phase.GENERATING_QUERIES
    assert {k.source for k in status.knowledge} == set(SOURCES)
    assert status.queries == []

    harness.fakes.generation_gate.set()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    assert [q.query for q in result.queries] == ["SigninLogs | where TimeGenerated > ago(1h) | take 1"]
    assert [(v.valid, v.risk) for v in result.validation] == [(True, "low")]
    assert result.degraded == []
    assert result.cost_summary is not None
    assert result.cost_summary.totals.mcp_calls == 4
    assert result.cost_summary.totals.llm_calls == 1
    assert result.cost_summary.totals.tokens == 120
    assert result.cost_summary.by_model["gpt-test"].cost_usd == pytest.approx(0.002)
    assert result.budget.spent.tokens == 120
    assert result.budget.warnings == []
    history = result.phase_history
    assert [p.phase for p in history] == [
        Phase.PENDING,
        Phase.DISCOVERING,
        Phase.PLANNING,
        Phase.GATHERING_KNOWLEDGE,
        Phase.GENERATING_QUERIES,
        Phase.VALIDATING,
        Phase.AGGREGATING,
        Phase.COMPLETED,
    ]
    assert all(p.duration_ms is not None and p.duration_ms >= 0 for p in history)
    assert "duration_ms" in history[1].model_dump()
    assert await handle.query(Query.STATUS, result_type=JourneyStatus) == result
    await replays(handle)


async def test_a_journey_replays_with_the_policy_table_it_ran_with_whatever_the_file_says_later(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    handle = await harness.start()
    assert (await handle.result()).state is Phase.COMPLETED
    history = await handle.fetch_history()
    recorded = [e for e in history.events if e.marker_recorded_event_attributes.marker_name == "core_local_activity"]
    assert recorded, "the table reaches the workflow as a local activity's result, kept in the history"
    table = yaml.safe_load((PROJECT_ROOT / "temporal-config" / "activity-policies.yaml").read_text())
    table["phases"]["gathering_knowledge"].update(deadline="1s", quorum=5)  # what steered the run, changed
    table["defaults"]["start_to_close"] = "1s"
    changed = tmp_path / "changed.yaml"
    changed.write_text(yaml.safe_dump(table))
    monkeypatch.setenv("LEXIQUERY_POLICY_TABLE", str(changed))
    policies.policy_table.cache_clear()
    try:
        await Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins()).replay_workflow(history)
    finally:
        policies.policy_table.cache_clear()


def test_a_worker_with_a_broken_policy_table_stops_and_names_it(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    table = yaml.safe_load((PROJECT_ROOT / "temporal-config" / "activity-policies.yaml").read_text())
    table["phases"]["gathering_knowledge"]["deadline"] = "soon"
    broken.write_text(yaml.safe_dump(table))
    env = {**os.environ, "LEXIQUERY_POLICY_TABLE": str(broken), "LEXIQUERY_TEMPORAL_ADDRESS": "127.0.0.1:1"}
    ran = subprocess.run([sys.executable, "-m", "workers"], env=env, capture_output=True, text=True, timeout=60)
    assert ran.returncode == 2
    assert "activity policy table" in ran.stderr
    assert "phases.gathering_knowledge.deadline" in ran.stderr
    assert "not a duration: 'soon'" in ran.stderr


async def test_knowledge_sources_run_in_parallel(harness: Harness) -> None:
    harness.fakes.knowledge_delay = dict.fromkeys(SOURCES, 0.2)
    result = await (await harness.start()).result()
    spans = harness.fakes.knowledge_spans
    assert set(spans) == set(SOURCES)
    # Every source started before any finished: the phase waits for the slowest, not the sum.
    assert max(start for start, _ in spans.values()) < min(end for _, end in spans.values())
    [phase] = [p for p in result.phase_history if p.phase is Phase.GATHERING_KNOWLEDGE]
    print(f"\nfour knowledge sources at 200 ms each: gathering phase took {phase.duration_ms:.0f} ms")


async def test_a_failed_knowledge_source_degrades_the_journey(harness: Harness) -> None:
    harness.fakes.failing_sources = {"wiki"}
    handle = await harness.start()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    assert sorted(k.source for k in result.knowledge) == sorted(set(SOURCES) - {"wiki"})
    [degraded] = result.degraded
    assert (degraded.step_id, degraded.target, degraded.error_type) == ("knowledge-wiki", "wiki", "AGENT")
    assert "wiki store is down" in degraded.message
    await record_history(handle, "degraded-knowledge")
    await replays(handle)


@pytest.mark.usefixtures("short_knowledge_deadline")
async def test_a_source_missing_the_phase_deadline_is_degraded_and_cancelled(harness: Harness) -> None:
    harness.fakes.knowledge_delay = {"runbooks": 30}
    handle = await harness.start()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    [late] = result.degraded
    assert (late.target, late.error_type) == ("runbooks", "TIMEOUT")
    assert late.message == "missed the gathering_knowledge deadline of 1s"
    while "runbooks" not in harness.fakes.cancelled:
        await asyncio.sleep(0.05)
    # The deadline is the activities' own timeout, not a workflow timer that could race their results.
    history = await handle.fetch_history()
    assert not [event for event in history.events if event.HasField("timer_started_event_attributes")]
    await record_history(handle, "late-knowledge")
    await replays(handle)


async def test_a_retry_that_would_start_after_the_phase_deadline_degrades_the_source_at_once(
    harness: Harness,
) -> None:
    harness.fakes.circuit_open_sources = {"wiki"}  # its next try is a minute away; the phase has 45 s
    result = await (await harness.start()).result()
    assert result.state is Phase.COMPLETED
    [degraded] = result.degraded
    # the server gave up on the retry with the step's own error, instead of running out the deadline
    assert (degraded.target, degraded.error_type) == ("wiki", "AGENT")
    assert degraded.message == "circuit open for wiki; next probe in 60s"
    assert harness.fakes.calls.count("knowledge:wiki") == 1


async def test_quick_agents_are_called_as_local_activities_within_the_phase_deadline(harness: Harness) -> None:
    """Agents whose cards say ``quick`` are called as local activities, and a local retry that could only start
    after the phase deadline is not waited for either (the SDK's local retries would wait it out)."""
    harness.fakes.agents = [a.model_copy(update={"tags": [*a.tags, QUICK_TAG]}) for a in AGENTS]
    harness.fakes.circuit_open_sources = {"wiki"}
    handle = await harness.start()
    result = await handle.result()
    assert result.state is Phase.COMPLETED
    [degraded] = result.degraded
    assert (degraded.target, degraded.message) == ("wiki", "circuit open for wiki; next probe in 60s")
    assert harness.fakes.calls.count("knowledge:wiki") == 1
    events = [event async for event in handle.fetch_history_events()]
    scheduled = [e.activity_task_scheduled_event_attributes.activity_type.name for e in events
                 if e.HasField("activity_task_scheduled_event_attributes")]  # fmt: skip
    assert Activity.GATHER_KNOWLEDGE not in scheduled
    assert Activity.GENERATE_QUERY not in scheduled
    await replays(handle)


async def test_all_sources_failing_fails_the_journey(harness: Harness) -> None:
    harness.fakes.failing_sources = set(SOURCES)
    cause = await failure_of(await harness.start())
    assert cause.type == "RESOURCE"
    assert cause.message.startswith("only 0 of 4 knowledge sources answered (need 1)")
    assert "generate:kql" not in harness.fakes.calls


async def test_one_platform_failing_is_reported_per_platform(harness: Harness) -> None:
    harness.fakes.failing_platforms = {"spl"}
    result = await (await harness.start(platforms=[Platform.KQL, Platform.SPL])).result()
    assert result.state is Phase.COMPLETED
    assert [q.platform for q in result.queries] == [Platform.KQL]
    assert [(d.target, d.message) for d in result.degraded] == [("spl", "spl agent refused")]


async def test_every_platform_refusing_the_request_fails_as_user(harness: Harness) -> None:
    harness.fakes.failing_platforms = {"kql", "spl"}
    harness.fakes.refusal_type = "USER"  # e.g. a schema hint naming a table that does not exist
    cause = await failure_of(await harness.start(platforms=[Platform.KQL, Platform.SPL]))
    assert cause.type == "USER"
    assert cause.message.startswith("only 0 of 2 platforms got a query (need 1)")
    assert "spl agent refused" in cause.message


async def test_missing_capability_fails_at_once(harness: Harness) -> None:
    harness.fakes.agents = [a for a in AGENTS if a.name != "spl"]
    handle = await harness.start(platforms=[Platform.KQL, Platform.SPL])
    cause = await failure_of(handle)
    assert cause.type == "USER"
    assert cause.message == "no agent offers a data agent for spl"
    assert harness.fakes.calls == ["discover", "aggregate"]  # a failed journey gets its ledger row too
    status = JourneyStatus.model_validate(cause.details[0])
    assert status.state is Phase.FAILED
    assert status.cost_summary is not None
    assert status.error is not None
    assert status.error.phase is Phase.DISCOVERING
    await record_history(handle, "missing-capability")
    await replays(handle)


async def test_agents_that_do_not_answer_are_discovered_again_until_they_do(harness: Harness) -> None:
    harness.fakes.unreachable_discoveries = 2  # an agents host restarting, say
    result = await (await harness.start()).result()
    assert result.state is Phase.COMPLETED
    assert harness.fakes.calls[:4] == ["discover", "discover", "discover", "plan"]


async def test_agents_that_never_answer_fail_the_journey_once_the_retry_policy_is_spent(
    quick_discovery_retries: None, harness: Harness
) -> None:
    harness.fakes.unreachable_discoveries = 99
    handle = await harness.start()
    cause = await failure_of(handle)
    assert cause.type == "RESOURCE"
    assert cause.message.startswith("no agent offers a planner agent, a knowledge agent, a data agent for kql")
    assert "(unreachable: planner: ConnectError: refused" in cause.message
    assert harness.fakes.calls == ["discover"] * 3 + ["aggregate"]  # the policy's three attempts, no timers
    events = [event async for event in handle.fetch_history_events()]
    assert not any(event.HasField("timer_started_event_attributes") for event in events)
    await record_history(handle, "agents-unreachable")
    await replays(handle)


async def test_missing_planner_is_a_resource_failure(harness: Harness) -> None:
    harness.fakes.agents = [a for a in AGENTS if a.name != "planner"]
    cause = await failure_of(await harness.start())
    assert (cause.type, cause.message) == ("RESOURCE", "no agent offers a planner agent")


async def test_an_invalid_plan_fails_as_policy_listing_every_violation(harness: Harness) -> None:
    def bad_plan(input: PlanInput) -> WorkflowPlan:
        plan = default_plan(input)
        plan.steps[0].agent = "ghost"
        plan.steps[1].depends_on = ["nowhere"]
        plan.steps[2].depends_on = [plan.steps[3].id]
        plan.steps[3].depends_on = [plan.steps[2].id]
        plan.steps += [PlanStep(id=f"extra-{i}", kind="knowledge", target="sop", agent="sop") for i in range(12)]
        return plan

    harness.fakes.plan = bad_plan
    cause = await failure_of(await harness.start())
    assert cause.type == "POLICY"
    assert cause.message == (
        "invalid plan: 17 steps, more than the 15 allowed; "
        "step knowledge-sop names agent 'ghost', which was not discovered; "
        "step knowledge-wiki depends on unknown step 'nowhere'; "
        "dependency cycle knowledge-errors -> knowledge-runbooks -> knowledge-errors"
    )
    assert not any(call.startswith("knowledge:") for call in harness.fakes.calls)


async def test_a_non_retryable_agent_failure_fails_the_journey(harness: Harness) -> None:
    def refuse(_: PlanInput) -> WorkflowPlan:
        raise ApplicationError("planner refused: unsupported language", type="AGENT", non_retryable=True)

    harness.fakes.plan = refuse
    handle = await harness.start()
    cause = await failure_of(handle)
    assert cause.type == "AGENT"
    assert cause.message == "planner refused: unsupported language"
    assert harness.fakes.calls == ["discover", "plan", "aggregate"]
    await record_history(handle, "non-retryable-failure")
    await replays(handle)


async def test_a_malformed_result_fails_the_workflow_instead_of_retrying_forever(harness: Harness) -> None:
    harness.fakes.plan = lambda _: {"intent": "query"}
    with pytest.raises(WorkflowFailureError) as failure:
        await (await harness.start()).result()
    assert "validation errors for WorkflowPlan" in str(failure.value.cause)


async def test_budget_warning_at_80_percent(harness: Harness) -> None:
    result = await (await harness.start(budget=Budget(tokens=140))).result()
    assert result.state is Phase.COMPLETED
    assert result.budget.warnings == ["tokens: 120 of 140 (86%)"]
    assert result.budget.exceeded == []


async def test_exceeding_the_budget_fails_as_policy(harness: Harness) -> None:
    handle = await harness.start(budget=Budget(tokens=100))
    cause = await failure_of(handle)
    assert cause.type == "POLICY"
    assert cause.message == "budget exceeded: tokens: 120 spent, ceiling 100"
    status = JourneyStatus.model_validate(cause.details[0])
    assert status.budget.exceeded == ["tokens"]
    assert status.error is not None
    assert status.error.phase is Phase.GENERATING_QUERIES
    assert status.validation == []
    await record_history(handle, "budget-exceeded")
    await replays(handle)


async def test_a_budget_that_may_be_exceeded_with_approval_opens_a_gate(harness: Harness) -> None:
    handle = await harness.start(budget=Budget(tokens=100, on_exceed="approve"))
    gate = await open_gate(handle)
    assert (gate.id, gate.reason) == ("budget-1", "tokens")
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["admin"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    status = await handle.result()
    assert status.state is Phase.COMPLETED
    assert status.budget.exceeded == ["tokens"]
    assert [g.id for g in status.gates] == ["budget-1"]  # approved once, not asked again
    await replays(handle)


async def test_cancelling_keeps_partial_results_and_stops_activities(harness: Harness) -> None:
    harness.fakes.knowledge_gate.clear()
    handle = await harness.start()
    await harness.wait_for_call("knowledge:runbooks")
    await handle.cancel()
    with pytest.raises(WorkflowFailureError) as failure:
        await handle.result()
    assert isinstance(failure.value.cause, CancelledError)
    while len(harness.fakes.cancelled) < len(SOURCES):
        await asyncio.sleep(0.05)
    assert sorted(harness.fakes.cancelled) == sorted(SOURCES)
    memo = await (await handle.describe()).memo()
    status = JourneyStatus.model_validate(memo[JOURNEY_MEMO])
    assert status.state is Phase.CANCELLED
    assert status.plan is not None
    assert status.cost_summary is not None  # what it spent is on record
    assert "aggregate" in harness.fakes.calls
    assert [p.phase for p in status.phase_history][-2:] == [Phase.GATHERING_KNOWLEDGE, Phase.CANCELLED]
    await record_history(handle, "cancelled")
    await replays(handle)


async def test_a_high_risk_query_waits_at_a_gate_and_a_rejection_ends_the_journey(harness: Harness) -> None:
    harness.fakes.generated_query = "SigninLogs | take 1;\n.drop table SigninLogs"
    handle = await harness.start(execute=True)
    gate = await open_gate(handle)
    assert (gate.id, gate.kind, gate.risk, gate.on_timeout) == ("risky_query-1", "risky_query", "high", "reject")
    assert "KQL control command '.drop table'" in gate.reason
    assert [q.query for q in gate.queries] == [harness.fakes.generated_query]
    await handle.signal(Signal.REJECT, GateSignal(gate_id="risky_query-1", principal="bob", comment="drops a table"))
    status = await handle.result()
    assert status.state is Phase.REJECTED
    closed = status.gates[0]
    assert (closed.decision, closed.decided_by, closed.comment) == ("reject", "bob", "drops a table")
    assert [p.phase for p in status.phase_history][-3:] == [Phase.VALIDATING, Phase.AWAITING_APPROVAL, Phase.REJECTED]
    assert harness.fakes.executed == []  # the executor's own log: it never received the query
    assert status.cost_summary is not None
    history = await handle.fetch_history()
    timers = [e for e in history.events if e.HasField("timer_started_event_attributes")]
    summaries = [await payload_text(e.user_metadata.summary) for e in timers]
    assert "deadline of risky_query-1" in summaries  # how the Web UI names the gate's timer
    await replays(handle)
    await record_history(handle, "rejected-at-gate")


async def test_refused_decisions_change_nothing_and_an_approval_lets_the_journey_finish(harness: Harness) -> None:
    # A valid, medium-risk query (no time bound): once its risk is approved, the execution gate keeps the
    # journey open, so deciding the first gate again meets a running journey, not a closed one.
    harness.fakes.generated_query = "SigninLogs | take 1"
    handle = await harness.start(execute=True)
    await open_gate(handle)
    before = len((await handle.fetch_history()).events)

    async def refused(**fields: Any) -> str:
        decision = GateDecisionInput(**{"gate_id": "risky_query-1", "principal": "bob", "decision": "approve",
                                        "roles": ["approver"], **fields})  # fmt: skip
        with pytest.raises(WorkflowUpdateFailedError) as failed:
            await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
        cause = failed.value.cause
        assert isinstance(cause, ApplicationError)
        return str(cause.type)

    assert await refused(gate_id="execution-9") == GateRefusal.UNKNOWN_GATE
    assert await refused(roles=["viewer", "operator"]) == GateRefusal.NOT_ALLOWED
    assert await refused(principal="anonymous") == GateRefusal.NOT_ALLOWED  # the requester: four-eyes
    # A signal that may not be taken is ignored: the requester cannot approve their own risky query.
    await handle.signal(Signal.APPROVE, GateSignal(gate_id="risky_query-1", principal="anonymous"))
    status = await handle.query(Query.STATUS, result_type=JourneyStatus)
    assert status.gates[0].open
    assert status.state is Phase.AWAITING_APPROVAL
    events = (await handle.fetch_history()).events
    assert not [e for e in events[before:] if e.HasField("workflow_execution_update_accepted_event_attributes")]

    decision = GateDecisionInput(gate_id="risky_query-1", principal="bob", decision="approve", roles=["approver"])
    gate = await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    assert (gate.decision, gate.decided_by) == ("approve", "bob")
    assert await refused(principal="carol") == GateRefusal.ALREADY_DECIDED
    assert await refused(decision="reject") == GateRefusal.ALREADY_DECIDED
    # the same decision again (a client retrying) is answered with the gate as it was decided, unchanged
    assert await handle.execute_update(Update.DECIDE, decision, result_type=Gate) == gate
    execution = GateDecisionInput(gate_id="execution-1", principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, execution, result_type=Gate)
    status = await handle.result()
    assert status.state is Phase.COMPLETED
    await replays(handle)
    await record_history(handle, "approved-at-gate")


@pytest.mark.parametrize(
    ("on_timeout", "risky", "decision", "escalated"),
    [("reject", False, "reject", False), ("approve", False, "approve", False), ("approve", True, "reject", False),
     ("escalate", False, "reject", True)],
)  # fmt: skip
async def test_a_gate_applies_its_timeout_action(
    harness: Harness, on_timeout: OnTimeout, risky: bool, decision: str, escalated: bool
) -> None:
    """Execution gates of low-risk queries may approve on timeout; a risky query's gate never does."""
    if risky:
        harness.fakes.generated_query = "SigninLogs | take 1;\n.drop table SigninLogs"
    policy = ApprovalPolicy(timeout_seconds=1, on_timeout=on_timeout)
    handle = await harness.start(approval=policy, execute=not risky)
    status = await handle.result()
    gate = status.gates[0]
    assert (gate.decision, gate.decided_by) == (decision, "timeout")
    assert (gate.escalated_at is not None) is escalated
    assert status.state is (Phase.COMPLETED if decision == "approve" else Phase.REJECTED)
    await replays(handle)


async def test_a_day_long_deadline_passes_in_seconds_with_time_skipping() -> None:
    """A 24-hour gate on a time-skipping dev server: the durable timer fires, the gate rejects itself."""
    env = await WorkflowEnvironment.start_time_skipping_v2(
        dev_server_existing_path=str(temporal_binary()),
        dev_server_extra_args=["--dynamic-config-value", "frontend.WorkflowTimeSkippingEnabled=true"],
        search_attributes=[STATE_KEY, PLATFORMS_KEY, REQUESTER_KEY],
        plugins=temporal_plugins(),
    )
    async with env:
        queue = f"wf-skip-{uuid.uuid4()}"
        fakes = FakeAgents()
        workers = [
            Worker(env.client, task_queue=q, workflows=[JourneyWorkflow], activities=fakes.activities())
            for q in (queue, task_queue(queue, Bulkhead.AGENTS), task_queue(queue, Bulkhead.EXECUTION))
        ]
        async with workers[0], workers[1], workers[2]:
            started = time.monotonic()
            handle = await Harness(env.client, queue, fakes).start(execute=True)
            status = await handle.result()
            elapsed = time.monotonic() - started
    gate = status.gates[0]
    assert (gate.id, gate.decision, gate.decided_by) == ("execution-1", "reject", "timeout")
    assert (gate.deadline - gate.requested_at).total_seconds() == 86_400
    assert status.state is Phase.REJECTED
    assert fakes.executed == []
    assert elapsed < 30


async def test_low_risk_execution_is_auto_approved_only_when_the_policy_says_so(harness: Harness) -> None:
    handle = await harness.start(approval=ApprovalPolicy(auto_approve_low_risk=True), execute=True)
    status = await handle.result()
    assert status.state is Phase.COMPLETED
    assert [(g.id, g.decision, g.decided_by) for g in status.gates] == [("execution-1", "approve", "policy")]
    assert Phase.AWAITING_APPROVAL not in [p.phase for p in status.phase_history]


async def test_a_clarification_restates_the_question_and_plans_again(harness: Harness) -> None:
    def unsure_first(input: PlanInput) -> WorkflowPlan:
        if input.request.question == "logs?":
            update = {"confidence": 0.3, "needs_clarification": True, "reply": "Which logs, and for what time range?"}
            return default_plan(input).model_copy(update={**update, "steps": []})
        return default_plan(input)

    harness.fakes.plan = unsure_first
    handle = await harness.start(question="logs?")
    gate = await open_gate(handle)
    assert (gate.kind, gate.reason) == ("clarification", "Which logs, and for what time range?")
    clarified = GateDecisionInput(gate_id=gate.id, principal="anonymous", decision="approve", roles=["operator"],
                                  clarified="failed sign-ins in the last hour")  # fmt: skip
    missing = clarified.model_copy(update={"clarified": None})
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(Update.DECIDE, missing, result_type=Gate)
    await handle.execute_update(Update.DECIDE, clarified, result_type=Gate)
    status = await handle.result()
    assert status.state is Phase.COMPLETED
    assert status.question == "failed sign-ins in the last hour"
    assert harness.fakes.calls.count("plan") == 2
    assert [p.phase for p in status.phase_history].count(Phase.PLANNING) == 2
    await replays(handle)


async def open_gate(handle: WorkflowHandle[Any, JourneyStatus]) -> Gate:
    """The journey's open gate, once it waits at one."""
    for _ in range(500):
        status = await handle.query(Query.STATUS, result_type=JourneyStatus)
        if status.state is Phase.AWAITING_APPROVAL:
            return next(g for g in status.gates if g.open)
        await asyncio.sleep(0.02)
    raise AssertionError(f"the journey never waited at a gate: {status.state}")


def test_every_activity_method_is_named_as_the_activity_it_defines() -> None:
    """The journey finds an activity's policy by its method's name: each must equal its activity's name."""
    named = {}
    for cls in (AgentActivities, LedgerActivities, ValidationActivities, InvestigationActivities):
        for attribute, method in vars(cls).items():
            definition = getattr(method, "__temporal_activity_definition", None)
            if definition is not None:
                named[attribute] = definition.name
    assert named == {activity.value: activity.value for activity in Activity}


SPL_QUERY = "search index=identity sourcetype=azure:aad:audit earliest=-24h | stats count by user"


def investigation_plan(input: PlanInput) -> WorkflowPlan:
    """Failed sign-ins (KQL) and accounts changed (SPL), both at once, joined on the user; then code counts them."""
    agents = input.request.data_agents
    steps = [
        PlanStep(id="k1", kind="knowledge", target="sop", agent="sop", input={"question": "what counts as a failure"}),
        PlanStep(id="s1", kind="generate", target="kql", agent=agents["kql"], input={"question": "failed sign-ins"}),
        PlanStep(id="s2", kind="execute", target="kql", agent=agents["kql"], depends_on=["s1"],
                 input={"query": "step:s1.query"}),
        PlanStep(id="s3", kind="generate", target="spl", agent=agents["spl"], input={"question": "changed accounts"}),
        PlanStep(id="s4", kind="execute", target="spl", agent=agents["spl"], depends_on=["s3"],
                 input={"query": "step:s3.query"}),
        PlanStep(id="s5", kind="function", target="join", agent="", tool="join", depends_on=["s2", "s4"],
                 input={"left": "step:s2.rows", "right": "step:s4.rows", "on": "user"}),
        PlanStep(id="s6", kind="code_exec", target="code", agent="", depends_on=["s5"],
                 input={"code": "result = len(data)", "data": "step:s5.rows"}),
    ]  # fmt: skip
    return WorkflowPlan(intent="investigation", confidence=0.9, platforms=[Platform.KQL, Platform.SPL],
                        knowledge_sources=[], steps=steps, cost_info=CostInfo(agent="planner"))  # fmt: skip


async def test_an_investigation_runs_its_steps_as_a_dag_after_one_approval(harness: Harness) -> None:
    harness.fakes.plan = investigation_plan
    harness.fakes.queries_by_platform = {"spl": SPL_QUERY}
    harness.fakes.generation_delay = 0.2  # long enough that steps started together overlap
    harness.fakes.tables = {
        "kql": (["user", "failures"], [["ana", 7], ["bo", 3], ["cy", 1]]),
        "spl": (["user", "change"], [["bo", "role added"], ["cy", "mfa reset"], ["dan", "created"]]),
    }
    handle = await harness.start(
        platforms=[Platform.KQL, Platform.SPL], execute=True, question="who failed and changed"
    )
    status = await handle.query(Query.STATUS, result_type=JourneyStatus)
    while status.state not in (Phase.AWAITING_APPROVAL, Phase.FAILED):
        status = await handle.query(Query.STATUS, result_type=JourneyStatus)
    assert status.error is None, status.error
    gate = await open_gate(handle)
    assert gate.kind == "execution"
    assert "s6 runs code: result = len(data)" in gate.reason  # the code, word for word, before it runs
    assert "s2 runs the kql query s1 wrote (below)" in gate.reason
    assert {q.query for q in gate.queries} == {harness.fakes.generated_query, SPL_QUERY}  # the exact queries
    assert gate.risk is not None
    assert not any(call.startswith("execute:") for call in harness.fakes.calls)
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    status = await handle.result()
    assert status.state is Phase.COMPLETED
    assert sorted((r.id, r.state) for r in status.steps) == [("k1", "done")] + [(f"s{n}", "done") for n in range(1, 7)]
    assert next(r for r in status.steps if r.id == "k1").summary == "1 passages from sop"
    joined = next(r for r in status.steps if r.id == "s5")
    assert joined.summary.startswith("2 rows")
    assert joined.inputs["left"] == "step:s2.rows"  # inputs by reference, as planned
    assert status.answer is not None
    assert status.answer.kind == "investigation"
    assert status.answer.text.startswith("From step s6 (code_exec): int")
    assert sorted(e.platform.value for e in status.executions) == ["kql", "spl"]
    (kql_from, kql_to), (spl_from, spl_to) = harness.fakes.generate_spans["kql"], harness.fakes.generate_spans["spl"]
    assert kql_from < spl_to  # independent steps (s1, s3) run together: each starts before the other ends
    assert spl_from < kql_to
    await record_history(handle, "investigation")
    await replays(handle)


async def test_a_step_that_fails_fails_the_investigation_naming_it(harness: Harness) -> None:
    def broken(input: PlanInput) -> WorkflowPlan:
        plan = investigation_plan(input)
        plan.steps[-1].input["code"] = "import os"
        return plan

    harness.fakes.plan = broken
    harness.fakes.queries_by_platform = {"spl": SPL_QUERY}
    handle = await harness.start(platforms=[Platform.KQL, Platform.SPL], execute=True)
    gate = await open_gate(handle)
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    cause = await failure_of(handle)
    assert cause.message.startswith("investigation step s6 failed: ")
    status = JourneyStatus.model_validate(cause.details[0])
    assert {r.id: r.state for r in status.steps}["s6"] == "failed"
    assert {r.id: r.state for r in status.steps}["s5"] == "done"


async def test_an_investigation_that_acts_needs_execute(harness: Harness) -> None:
    harness.fakes.plan = investigation_plan
    cause = await failure_of(await harness.start(platforms=[Platform.KQL, Platform.SPL]))
    assert (cause.type, cause.message) == (
        "USER",
        "this investigation runs queries, code or tools: submit it with execute",
    )


async def test_a_worker_stopped_mid_investigation_is_replaced_without_running_finished_steps_again(
    temporal_client: Client,
) -> None:
    queue = f"wf-dag-{uuid.uuid4()}"
    fakes = FakeAgents(plan=investigation_plan, execution_delays={"spl": 1.5}, queries_by_platform={"spl": SPL_QUERY})
    fakes.tables = {"kql": (["user"], [["ana"], ["bo"]]), "spl": (["user"], [["bo"]])}

    def workers() -> list[Worker]:
        return [
            Worker(temporal_client, task_queue=q, workflows=[JourneyWorkflow], activities=fakes.activities(),
                   graceful_shutdown_timeout=timedelta(seconds=10))
            for q in (queue, task_queue(queue, Bulkhead.AGENTS), task_queue(queue, Bulkhead.EXECUTION))
        ]  # fmt: skip

    first = workers()
    running = [asyncio.create_task(worker.run()) for worker in first]
    handle = await Harness(temporal_client, queue, fakes).start(platforms=[Platform.KQL, Platform.SPL], execute=True)
    gate = await open_gate(handle)
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    while "execute:spl" not in fakes.calls:
        await asyncio.sleep(0.02)
    await asyncio.gather(*(worker.shutdown() for worker in first))  # the SPL run finishes; nothing after it runs
    await asyncio.gather(*running)
    assert "execute:spl" in fakes.calls
    ran_before = list(fakes.calls)
    async with contextlib.AsyncExitStack() as stack:
        for worker in workers():  # a new worker: no cache, it replays the history and goes on
            await stack.enter_async_context(worker)
        status = await handle.result()
    assert status.state is Phase.COMPLETED
    assert [c for c in fakes.calls if c.startswith(("generate:", "execute:"))] == [
        c for c in ran_before if c.startswith(("generate:", "execute:"))
    ]  # every query step ran once, before the worker stopped
    assert status.answer is not None
    assert status.answer.text.startswith("From step s6 (code_exec): int: 1")  # bo is in both


async def test_a_result_too_large_for_the_history_is_kept_outside_it_by_reference(harness: Harness) -> None:
    def big(input: PlanInput) -> WorkflowPlan:
        code = "result = [{'n': i, 'note': 'x' * 200} for i in range(600)]"  # about 140 KiB as JSON
        steps = [
            PlanStep(id="s1", kind="code_exec", target="code", agent="", input={"code": code}),
            PlanStep(id="s2", kind="function", target="top_n", agent="", tool="top_n", depends_on=["s1"],
                     input={"rows": "step:s1", "by": "n", "n": 2}),
            PlanStep(id="s3", kind="function", target="filter", agent="", tool="filter", depends_on=["s1"],
                     input={"rows": "step:s1", "column": "n", "op": "<", "value": 3}),
        ]  # fmt: skip
        return WorkflowPlan(intent="investigation", confidence=0.9, platforms=[], knowledge_sources=[], steps=steps,
                            cost_info=CostInfo(agent="planner"))  # fmt: skip

    harness.fakes.plan = big
    handle = await harness.start(execute=True)
    gate = await open_gate(handle)
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    status = await handle.result()
    assert status.state is Phase.COMPLETED, status.error
    steps = {record.id: record for record in status.steps}
    assert steps["s1"].summary == "list of 600, kept outside the history"
    assert [row["n"] for row in steps["s2"].rows] == [599, 598]  # read from the store by the activity
    assert [row["n"] for row in steps["s3"].rows] == [0, 1, 2]
    history = await handle.fetch_history()
    assert len(history.to_json()) < 100_000  # the 140 KiB result is not in it
    await replays(handle)


async def test_an_agent_step_asks_a_skill_and_its_cost_is_charged(harness: Harness) -> None:
    def asks_an_agent(input: PlanInput) -> WorkflowPlan:
        steps = [
            PlanStep(id="a1", kind="agent", target="planner", agent="planner", tool="planner/answer",
                     input={"question": "why do sign-ins fail?"}),
            PlanStep(id="f1", kind="function", target="filter", agent="", tool="filter", depends_on=["a1"],
                     input={"rows": [{"n": 1}, {"n": 2}], "column": "n", "op": ">", "value": 1}),
        ]  # fmt: skip
        return WorkflowPlan(intent="investigation", confidence=0.9, platforms=[], knowledge_sources=[], steps=steps,
                            cost_info=CostInfo(agent="planner"))  # fmt: skip

    harness.fakes.plan = asks_an_agent
    status = await (await harness.start()).result()  # nothing acts on the world: no approval needed
    assert status.state is Phase.COMPLETED, status.error
    assert "agent:planner/answer" in harness.fakes.calls
    assert {r.id: (r.state, r.summary) for r in status.steps}["a1"] == ("done", "asked")
    assert status.budget.spent.tokens == 40  # the skill's 30 + 10 tokens, charged to the journey


@pytest.mark.parametrize("tool", ["knowledge.semantic_search", "knowledge.nope"])
async def test_an_mcp_tool_step_calls_a_served_tool_and_an_unknown_one_fails_the_plan(
    harness: Harness, tool: str
) -> None:
    def calls_a_tool(input: PlanInput) -> WorkflowPlan:
        step = PlanStep(id="t1", kind="mcp_tool", target=tool, agent="", tool=tool, input={"query": "lockouts"})
        return WorkflowPlan(intent="investigation", confidence=0.9, platforms=[], knowledge_sources=[], steps=[step],
                            cost_info=CostInfo(agent="planner"))  # fmt: skip

    harness.fakes.plan = calls_a_tool
    handle = await harness.start(execute=True)
    if tool == "knowledge.nope":
        cause = await failure_of(handle)
        assert (cause.type, cause.message) == ("POLICY", "invalid plan: no registered server offers ['knowledge.nope']")
        assert not any(call.startswith("tool:") for call in harness.fakes.calls)
        return
    gate = await open_gate(handle)
    assert gate.reason == "run the investigation: t1 calls knowledge.semantic_search"
    decision = GateDecisionInput(gate_id=gate.id, principal="bob", decision="approve", roles=["approver"])
    await handle.execute_update(Update.DECIDE, decision, result_type=Gate)
    status = await handle.result()
    assert "tool:knowledge.semantic_search" in harness.fakes.calls
    assert harness.fakes.keys == [f"{status.journey_id}:t1"]  # the step's key: the same on every attempt
    assert {r.id: r.summary for r in status.steps}["t1"] == "echoed"
