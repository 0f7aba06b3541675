"""Peer baseline: the journey built with LangGraph and its SQLite checkpointer, measured beside LexiQuery's.

    uv run --group bench python -m bench.peer [--journeys N] [--concurrency C] [--json PATH]

Both kinds of journey run in this one process, against the same agents host (real A2A agents calling
real MCP tool servers over HTTP), for the same question:

- **LexiQuery**: ``JourneyWorkflow`` on a Temporal dev server (its history in a SQLite file), run by the
  real workers; the journey is started and awaited with ``Client.execute_workflow``.
- **LangGraph**: a ``StateGraph`` with the same phases — discover agents, plan, gather knowledge from
  every source in parallel (``Send`` fan-out), generate one query per platform (``Send`` fan-out),
  validate with the same validator, aggregate cost — checkpointed by ``AsyncSqliteSaver`` to a SQLite
  file, one ``thread_id`` per journey. Its nodes send the same A2A requests (``lexiquery.contracts``)
  with the same client (``AgentClient.call``), the same timeouts and the same retry policy (the
  activity policy table), and use the same routing, plan checks, validator and cost summary.

Measured, alternating between the kinds: a warm-up journey each, then sequential latency (p50/p99),
then throughput with ``--concurrency`` journeys in flight at once, in ``--rounds`` rounds whose order
alternates. The output ends with what was verified about each kind's durable state in this run, and
what the LangGraph graph leaves out by construction.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import operator
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from importlib import metadata
from pathlib import Path
from typing import Annotated, Any, Literal, TypedDict, TypeVar, cast

import httpx
from pydantic import BaseModel
from temporalio.client import Client
from temporalio.exceptions import ApplicationError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Replayer

from activities.agents import AgentClient
from activities.ledger import summarize_costs
from activities.routing import route_needs
from bench.orchestration.timelines import timeline
from harness.figures import percentile
from harness.processes import child_pids, cpu_seconds
from lexiquery import contracts
from lexiquery.contracts import (
    AgentInfo,
    AgentProblem,
    BudgetUsage,
    CostInfo,
    DegradedSource,
    DiscoverInput,
    FailureType,
    GeneratedQuery,
    GenerateRequest,
    JourneyCostSummary,
    JourneyRequest,
    JourneyStatus,
    KnowledgeRequest,
    KnowledgeResult,
    Phase,
    PlanRequest,
    PlanStep,
    Platform,
    QueryValidation,
    RoutingDecision,
    WorkflowPlan,
)
from lexiquery.logging import configure_logging
from lexiquery.loopback import free_port
from lexiquery.names import JOURNEY_WORKFLOW, Activity, Skill
from lexiquery.policies import phase_policy, policy_table
from lexiquery.processes import dying_with_parent, settle_heap
from lexiquery.registry import agent_info, registry_for
from lexiquery.settings import Settings
from lexiquery.stack import dynamic_config_argv
from lexiquery.telemetry import configure_tracing, traced_http
from lexiquery.temporal import temporal_binary, temporal_plugins
from lexiquery.validation import validate
from workers.main import running_workers
from workflows.budget import charge
from workflows.journey import KNOWLEDGE_TOP_K, PLATFORMS_KEY, REQUESTER_KEY, STATE_KEY, JourneyWorkflow
from workflows.plan import plan_violations
from workflows.roster import Roster

try:
    import aiosqlite
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
    from langgraph.graph import END, START, StateGraph
    from langgraph.types import Durability, Send
except ImportError as missing:  # pragma: no cover - only without the bench group
    raise ImportError(
        "bench.peer needs LangGraph, which is in the 'bench' dependency group: "
        "uv sync --group bench (or uv run --group bench python -m bench.peer)"
    ) from missing

DEFAULT_QUESTION = "failed sign-ins in the last hour"
LEXIQUERY = "LexiQuery (Temporal)"
LANGGRAPH = "LangGraph (SQLite)"
Kind = Literal["lexiquery", "langgraph"]
KINDS: tuple[Kind, Kind] = ("lexiquery", "langgraph")
LABELS: dict[Kind, str] = {"lexiquery": LEXIQUERY, "langgraph": LANGGRAPH}
PAIRED = "sequential, median of per-pair ratios"

ResultT = TypeVar("ResultT", bound=BaseModel)


# --- the LangGraph journey ---------------------------------------------------------------------------


class PeerState(TypedDict, total=False):
    """The graph's state: what ``JourneyStatus`` holds for a Temporal journey, as LangGraph channels.
    Lists that parallel branches write to are merged with ``operator.add``."""

    journey_id: str
    request: JourneyRequest
    agents: list[AgentInfo]
    routes: list[RoutingDecision]
    plan: WorkflowPlan
    phases: Annotated[list[str], operator.add]
    knowledge: Annotated[list[KnowledgeResult], operator.add]
    queries: Annotated[list[GeneratedQuery], operator.add]
    degraded: Annotated[list[DegradedSource], operator.add]
    costs: Annotated[list[CostInfo], operator.add]
    validation: list[QueryValidation]
    budget: BudgetUsage
    cost_summary: JourneyCostSummary


class StepTask(TypedDict):
    """What ``Send`` hands one knowledge or generation branch."""

    journey_id: str
    request: JourneyRequest
    step: PlanStep
    agents: list[AgentInfo]
    routes: list[RoutingDecision]
    plan: WorkflowPlan
    gathered: list[KnowledgeResult]


class PeerFailure(Exception):
    """Ends a LangGraph journey the way ``JourneyFailure`` ends a Temporal one."""

    def __init__(self, type: FailureType, message: str) -> None:
        super().__init__(f"{type.value}: {message}")
        self.type = type


def serializer() -> JsonPlusSerializer:
    """LangGraph's serializer, told that LexiQuery's contracts may be read back from a checkpoint."""
    types = [
        name for name, obj in vars(contracts).items() if isinstance(obj, type) and obj.__module__ == contracts.__name__
    ]
    return JsonPlusSerializer(allowed_msgpack_modules=[(contracts.__name__, name) for name in types])


def _call_timeout(name: Activity) -> float:
    """As the activities do: a little less than the activity's start-to-close timeout."""
    return max(1.0, policy_table().activities[name].start_to_close.total_seconds() * 0.9)


def _transient(error: Exception) -> bool:
    return isinstance(error, ApplicationError) and not error.non_retryable


class PeerJourney:
    """The journey as a LangGraph ``StateGraph``, calling the agents with LexiQuery's own ``AgentClient``."""

    def __init__(self, settings: Settings, client: AgentClient, checkpointer: AsyncSqliteSaver) -> None:
        self._settings = settings
        self._client = client
        graph = StateGraph(PeerState)
        graph.add_node("discover", self._discover)
        graph.add_node("plan", self._plan)
        graph.add_node("knowledge", self._knowledge, input_schema=StepTask)
        graph.add_node("knowledge_quorum", self._knowledge_quorum)
        graph.add_node("generate", self._generate, input_schema=StepTask)
        graph.add_node("validate", self._validate)
        graph.add_node("aggregate", self._aggregate)
        graph.add_edge(START, "discover")
        graph.add_edge("discover", "plan")
        graph.add_conditional_edges("plan", self._to_knowledge, ["knowledge", "aggregate"])
        graph.add_edge("knowledge", "knowledge_quorum")
        graph.add_conditional_edges("knowledge_quorum", self._to_generation, ["generate", "aggregate"])
        graph.add_edge("generate", "validate")
        graph.add_edge("validate", "aggregate")
        graph.add_edge("aggregate", END)
        self.graph = graph.compile(checkpointer=checkpointer)

    async def run(self, request: JourneyRequest, journey_id: str, durability: Durability = "async") -> PeerState:
        state: PeerState = {"journey_id": journey_id, "request": request}
        config: Any = {"configurable": {"thread_id": journey_id}}
        return cast(PeerState, await self.graph.ainvoke(state, config, durability=durability))

    # The calls: the activities' inputs, timeouts and retry policy, without Temporal.

    async def _call(
        self,
        activity: Activity,
        agents: list[AgentInfo],
        skill: Skill,
        payload: BaseModel,
        result_type: type[ResultT],
        key: str,
    ) -> ResultT:
        retry = policy_table().activities[activity].retry
        delay = retry.initial_interval.total_seconds()
        for attempt in range(1, retry.maximum_attempts + 1):
            try:
                return await self._client.call(
                    agents, skill, payload, result_type, idempotency_key=key, timeout=_call_timeout(activity)
                )
            except Exception as error:
                if attempt == retry.maximum_attempts or not _transient(error):
                    raise
            await asyncio.sleep(delay)
            delay = min(delay * retry.backoff_coefficient, retry.maximum_interval.total_seconds())
        raise AssertionError("unreachable")

    async def _discover(self, state: PeerState) -> PeerState:
        request = state["request"]
        timeout = _call_timeout(Activity.DISCOVER_AGENTS) / 2

        async def describe(entry: Any) -> AgentInfo | AgentProblem:
            try:
                card = await self._client.fetch_card(entry.url, timeout=timeout)
            except Exception as exc:
                return AgentProblem(name=entry.name, url=entry.url, error=f"{type(exc).__name__}: {exc}")
            return agent_info(entry, card)

        outcomes = await asyncio.gather(*(describe(entry) for entry in registry_for(self._settings)))
        agents = [o for o in outcomes if isinstance(o, AgentInfo)]
        routes = route_needs(
            self._client.router,
            agents,
            DiscoverInput(platforms=request.platforms, routing_policy=request.routing_policy, profile=request.profile),
        )
        missing = Roster(tuple(agents), tuple(routes)).missing(request.platforms)
        if missing:
            raise PeerFailure(FailureType.RESOURCE, f"no agent offers {', '.join(missing)}")
        return {"agents": agents, "routes": routes, "phases": [Phase.DISCOVERING.value]}

    async def _plan(self, state: PeerState) -> PeerState:
        request, roster = state["request"], _roster(state)
        plan = await self._call(
            Activity.PLAN_JOURNEY,
            [roster.serving("planner")[0]],
            Skill.PLAN,
            PlanRequest(
                journey_id=state["journey_id"],
                question=request.question,
                platforms=request.platforms,
                knowledge_agents=roster.chosen("knowledge:"),
                data_agents=roster.chosen("generate:"),
            ),
            WorkflowPlan,
            f"{state['journey_id']}:plan",
        )
        if request.time_range:
            plan.entities.time_range = request.time_range
        violations = plan_violations(plan, roster)
        if violations:
            raise PeerFailure(FailureType.POLICY, "invalid plan: " + "; ".join(violations))
        if plan.needs_clarification:  # LexiQuery would wait (durably) for the requester to restate it
            raise PeerFailure(FailureType.USER, "the planner asks for a clarification; the peer has no one to ask")
        return {"plan": plan, "costs": [plan.cost_info], "phases": [Phase.PLANNING.value]}

    def _to_knowledge(self, state: PeerState) -> list[Send] | str:
        plan = state["plan"]
        steps = [step for step in plan.steps if step.kind == "knowledge"]
        if plan.reply is not None or not steps or plan.intent == "question":
            return "aggregate"  # greetings and answers from knowledge are outside this benchmark's shape
        return [Send("knowledge", _task(state, step)) for step in steps]

    async def _knowledge(self, state: StepTask) -> PeerState:
        step, roster = state["step"], Roster(tuple(state["agents"]), tuple(state["routes"]))
        agent = roster.require(step.agent)
        request = KnowledgeRequest(
            journey_id=state["journey_id"],
            question=state["request"].question,
            top_k=KNOWLEDGE_TOP_K,
            profile=state["request"].profile,
        )
        call = self._call(
            Activity.GATHER_KNOWLEDGE,
            [agent, *_others(state, f"knowledge:{step.target}", step.agent)],
            Skill.KNOWLEDGE,
            request,
            KnowledgeResult,
            f"{state['journey_id']}:knowledge:{step.id}",
        )
        result = await _within_deadline("gathering_knowledge", step, call)
        if isinstance(result, DegradedSource):
            return {"degraded": [result]}
        return {"knowledge": [result], "costs": [result.cost_info]}

    def _knowledge_quorum(self, state: PeerState) -> PeerState:
        steps = [step for step in state["plan"].steps if step.kind == "knowledge"]
        _require_quorum("gathering_knowledge", steps, state.get("knowledge", []), state.get("degraded", []))
        return {"phases": [Phase.GATHERING_KNOWLEDGE.value]}

    def _to_generation(self, state: PeerState) -> list[Send] | str:
        steps = [step for step in state["plan"].steps if step.kind == "generate"]
        if not steps:
            return "aggregate"
        return [Send("generate", _task(state, step)) for step in steps]

    async def _generate(self, state: StepTask) -> PeerState:
        step, roster = state["step"], Roster(tuple(state["agents"]), tuple(state["routes"]))
        request = state["request"]
        call = self._call(
            Activity.GENERATE_QUERY,
            [roster.require(step.agent), *_others(state, f"generate:{step.target}", step.agent)],
            Skill.GENERATE,
            GenerateRequest(
                journey_id=state["journey_id"],
                question=request.question,
                platform=Platform(step.target),
                entities=state["plan"].entities,
                knowledge=[item for result in state["gathered"] for item in result.items],
                sql_dialect=request.sql_dialect,
            ),
            GeneratedQuery,
            f"{state['journey_id']}:generate:{step.id}",
        )
        result = await _within_deadline("generating_queries", step, call)
        if isinstance(result, DegradedSource):
            return {"degraded": [result]}
        return {"queries": [result], "costs": [result.cost_info]}

    def _validate(self, state: PeerState) -> PeerState:
        steps = [step for step in state["plan"].steps if step.kind == "generate"]
        queries = state.get("queries", [])
        _require_quorum("generating_queries", steps, queries, state.get("degraded", []))
        dialect = state["request"].sql_dialect
        return {
            "validation": [validate(q.platform, q.query, dialect=dialect) for q in queries],
            "phases": [Phase.GENERATING_QUERIES.value, Phase.VALIDATING.value],
        }

    def _aggregate(self, state: PeerState) -> PeerState:
        request = state["request"]
        budget = BudgetUsage(limits=request.budget)
        for cost in state.get("costs", []):
            exceeded = charge(budget, cost)
            if exceeded and request.budget.on_exceed == "fail":
                raise PeerFailure(FailureType.POLICY, "budget exceeded: " + "; ".join(exceeded))
        summary = summarize_costs(state["journey_id"], state.get("costs", []))
        return {"budget": budget, "cost_summary": summary, "phases": [Phase.AGGREGATING.value, Phase.COMPLETED.value]}


def _roster(state: PeerState) -> Roster:
    return Roster(tuple(state["agents"]), tuple(state["routes"]))


def _task(state: PeerState, step: PlanStep) -> StepTask:
    return {
        "journey_id": state["journey_id"],
        "request": state["request"],
        "step": step,
        "agents": state["agents"],
        "routes": state["routes"],
        "plan": state["plan"],
        "gathered": state.get("knowledge", []),
    }


def _others(task: StepTask, need: str, chosen: str) -> list[AgentInfo]:
    """The alternates routing found for ``need`` (tried when the chosen agent's circuit is open)."""
    roster = Roster(tuple(task["agents"]), tuple(task["routes"]))
    return [agent for agent in roster.serving(need) if agent.name != chosen]


async def _within_deadline(phase: str, step: PlanStep, call: Awaitable[ResultT]) -> ResultT | DegradedSource:
    """A branch that fails after its retries, or outlives the phase's deadline, is degraded, as in LexiQuery."""
    deadline = phase_policy(phase).deadline
    try:
        async with asyncio.timeout(deadline.total_seconds()):
            return await call
    except TimeoutError:
        return DegradedSource(
            step_id=step.id,
            target=step.target,
            error_type="TIMEOUT",
            message=f"missed the {phase} deadline of {deadline.total_seconds():g}s",
        )
    except ApplicationError as error:
        return DegradedSource(step_id=step.id, target=step.target, error_type=error.type or "", message=error.message)


def _require_quorum(
    phase: str, steps: Sequence[PlanStep], results: Sequence[Any], degraded: list[DegradedSource]
) -> None:
    needed = min(phase_policy(phase).quorum, len(steps))
    if len(results) < needed:
        why = "; ".join(f"{d.target}: {d.message}" for d in degraded)
        raise PeerFailure(FailureType.RESOURCE, f"only {len(results)} of {len(steps)} answered (need {needed}): {why}")


# --- measuring ---------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """One journey of either kind, as measured."""

    kind: Kind
    journey_id: str
    seconds: float
    phase: str  # the last phase reached ("COMPLETED" when it went all the way)
    platform: str = ""
    query: str = ""
    valid: bool = False
    sources: list[str] = field(default_factory=list)  # the knowledge sources that answered
    error: str = ""

    @property
    def ok(self) -> bool:
        return self.phase == Phase.COMPLETED.value and self.valid


@dataclass
class Figures:
    """Latency and throughput of one kind."""

    sequential: list[float] = field(default_factory=list)  # seconds per journey, one at a time
    loaded: list[float] = field(default_factory=list)  # seconds per journey, ``concurrency`` at once
    batch_seconds: float = 0.0  # wall time of the loaded batches
    batch_journeys: int = 0
    cpu_here: list[float] = field(default_factory=list)  # CPU seconds of this process per sequential journey
    cpu_server: list[float] = field(default_factory=list)  # ... and of the Temporal dev server meanwhile
    gc_longest: list[float] = field(default_factory=list)  # this process's longest garbage collection, per journey
    sequential_ids: list[str] = field(default_factory=list)  # the sequential journeys (LexiQuery's are read back)

    @property
    def throughput(self) -> float:
        return self.batch_journeys / self.batch_seconds if self.batch_seconds else 0.0

    def summary(self) -> dict[str, float]:
        return {
            "sequential_p50_ms": percentile(self.sequential, 50) * 1000,
            "sequential_p99_ms": percentile(self.sequential, 99) * 1000,
            "sequential_mean_ms": (sum(self.sequential) / len(self.sequential) * 1000) if self.sequential else 0.0,
            "throughput_journeys_per_s": self.throughput,
            "loaded_p50_ms": percentile(self.loaded, 50) * 1000,
            "loaded_p99_ms": percentile(self.loaded, 99) * 1000,
            "cpu_here_p50_ms": percentile(self.cpu_here, 50) * 1000,
            "cpu_server_p50_ms": percentile(self.cpu_server, 50) * 1000,
            # the server's CPU is read in clock ticks (10 ms): the mean over the journeys is the figure to compare
            "cpu_server_mean_ms": (sum(self.cpu_server) / len(self.cpu_server) * 1000) if self.cpu_server else 0.0,
            "gc_longest_max_ms": max(self.gc_longest, default=0.0) * 1000,
        }


@dataclass
class Durable:
    """What each kind left in its durable store for one sample journey (read back in this run)."""

    temporal_events: int = 0
    temporal_history_bytes: int = 0
    temporal_replayed: bool = False
    langgraph_checkpoints: int = 0
    langgraph_writes: int = 0
    langgraph_thread_bytes: int = 0
    langgraph_final_state_read: bool = False
    langgraph_threads: int = 0
    langgraph_file_bytes: int = 0
    # Where LexiQuery's sequential journeys spent their time, read off their histories: mean ms per part.
    temporal_parts: dict[str, float] = field(default_factory=dict)
    temporal_workflow_tasks: float = 0.0


@dataclass
class Report:
    question: str
    platforms: list[str]
    journeys: int
    concurrency: int
    rounds: int
    warmup: bool
    agents_where: str
    durability: str
    checkpoints: str
    versions: dict[str, str]
    figures: dict[Kind, Figures]
    outcomes: list[Outcome]
    durable: Durable

    def by_kind(self, kind: Kind) -> list[Outcome]:
        return [o for o in self.outcomes if o.kind == kind]

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "platforms": self.platforms,
            "journeys": self.journeys,
            "concurrency": self.concurrency,
            "rounds": self.rounds,
            "warmup": self.warmup,
            "agents_host": self.agents_where,
            "langgraph_durability": self.durability,
            "checkpoint_file": self.checkpoints,
            "versions": self.versions,
            "figures": {kind: figures.summary() for kind, figures in self.figures.items()},
            "ratios_lexiquery_over_langgraph": {
                **ratios(self.figures),
                "sequential_paired_median": paired_ratio(self.figures),
            },
            "durable_state": asdict(self.durable),
            "outcomes": [asdict(o) for o in self.outcomes],
        }


def paired_ratio(figures: dict[Kind, Figures]) -> float:
    """The median, over the sequential pairs (a journey of each kind, back to back), of LexiQuery's latency over
    LangGraph's: less moved by load that drifts during the run than the ratio of the two medians."""
    pairs = zip(figures["lexiquery"].sequential, figures["langgraph"].sequential, strict=True)
    return percentile([ours / theirs for ours, theirs in pairs if theirs], 50)


def ratios(figures: dict[Kind, Figures]) -> dict[str, float]:
    """LexiQuery's figure over LangGraph's, per figure (latency: above 1 is slower; throughput: above 1 is more)."""
    ours, theirs = figures["lexiquery"].summary(), figures["langgraph"].summary()
    return {name: (ours[name] / theirs[name]) if theirs[name] else math.nan for name in ours}


class Bench:
    """Runs journeys of either kind on one stack and records each one."""

    def __init__(
        self,
        temporal: Client,
        settings: Settings,
        peer: PeerJourney,
        request: JourneyRequest,
        durability: Durability,
    ) -> None:
        self.temporal = temporal
        self.settings = settings
        self.peer = peer
        self.request = request
        self.durability = durability
        self.outcomes: list[Outcome] = []

    async def one(self, kind: Kind) -> Outcome:
        journey_id = f"peer-{kind}-{uuid.uuid4()}"
        started = time.perf_counter()
        try:
            if kind == "lexiquery":
                status: JourneyStatus = await self.temporal.execute_workflow(
                    JOURNEY_WORKFLOW,
                    self.request,
                    id=journey_id,
                    task_queue=self.settings.task_queue,
                    result_type=JourneyStatus,
                    request_eager_start=True,
                )
                outcome = _outcome(kind, journey_id, time.perf_counter() - started, status.state.value)
                _add_query(outcome, status.queries, status.validation)
                outcome.sources = sorted(k.source for k in status.knowledge)
            else:
                state = await self.peer.run(self.request, journey_id, self.durability)
                phases = state.get("phases", [])
                outcome = _outcome(kind, journey_id, time.perf_counter() - started, phases[-1] if phases else "")
                _add_query(outcome, state.get("queries", []), state.get("validation", []))
                outcome.sources = sorted(k.source for k in state.get("knowledge", []))
        except Exception as error:  # a failed journey is recorded, never hidden
            outcome = _outcome(kind, journey_id, time.perf_counter() - started, Phase.FAILED.value)
            outcome.error = describe(error)
        self.outcomes.append(outcome)
        return outcome

    async def batch(self, kind: Kind, journeys: int, concurrency: int) -> tuple[float, list[Outcome]]:
        """``journeys`` journeys, ``concurrency`` in flight at once; the batch's wall time."""
        limit = asyncio.Semaphore(concurrency)

        async def limited() -> Outcome:
            async with limit:
                return await self.one(kind)

        started = time.perf_counter()
        outcomes = await asyncio.gather(*(limited() for _ in range(journeys)))
        return time.perf_counter() - started, list(outcomes)


class CpuMeter:
    """CPU time used so far by this process and by the Temporal dev server it started (psutil; the
    server's reads 0 where it cannot be found). Unlike wall time, hardly moved by other load on the machine."""

    def __init__(self) -> None:
        servers = child_pids("start-dev")
        self._server = servers[0] if servers else None

    def sample(self) -> tuple[float, float]:
        return time.process_time(), cpu_seconds(self._server) if self._server else 0.0


class GcWatch:
    """The longest garbage collection in this process since the last ``longest()`` (``gc.callbacks``): a full
    collection over a large heap stops every coroutine here, journeys of both kinds alike."""

    def __init__(self) -> None:
        self._started = 0.0
        self._longest = 0.0

    def __enter__(self) -> GcWatch:
        gc.callbacks.append(self._on_collection)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._on_collection)

    def _on_collection(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self._longest = max(self._longest, time.perf_counter() - self._started)

    def longest(self) -> float:
        longest, self._longest = self._longest, 0.0
        return longest


def describe(error: BaseException) -> str:
    """An error and its causes, innermost last (a failed workflow's reason is in its cause)."""
    chain: list[str] = []
    current: BaseException | None = error
    while current is not None and len(chain) < 5:
        chain.append(f"{type(current).__name__}: {current}")
        current = getattr(current, "cause", None) or current.__cause__
    return " <- ".join(chain)


def _outcome(kind: Kind, journey_id: str, seconds: float, phase: str) -> Outcome:
    return Outcome(kind=kind, journey_id=journey_id, seconds=seconds, phase=phase)


def _add_query(outcome: Outcome, queries: list[GeneratedQuery], checks: list[QueryValidation]) -> None:
    if queries:
        outcome.platform, outcome.query = queries[0].platform.value, queries[0].query
    outcome.valid = bool(checks) and len(checks) == len(queries) and all(check.valid for check in checks)


async def measure(
    temporal: Client,
    settings: Settings,
    checkpoints: Path,
    *,
    journeys: int = 12,
    concurrency: int = 4,
    rounds: int = 2,
    question: str = DEFAULT_QUESTION,
    platforms: Sequence[Platform] = (Platform.KQL,),
    durability: Durability = "async",
    warmup: bool = True,
    agents_where: str = "in this process",
    progress: Callable[[str], None] | None = None,
) -> Report:
    """Measure both kinds on a running stack: Temporal workers on ``settings.task_queue`` and the agents host
    at ``settings.resolved_agents_base_url`` must already be up. LangGraph checkpoints go to ``checkpoints``."""
    say = progress or (lambda _: None)
    request = JourneyRequest(question=question, platforms=list(platforms), requester="bench-peer")
    figures = {kind: Figures() for kind in KINDS}
    async with (
        traced_http(httpx.AsyncClient(timeout=settings.agent_timeout_seconds)) as http,
        aiosqlite.connect(checkpoints) as db,
    ):
        saver = AsyncSqliteSaver(db, serde=serializer())
        peer = PeerJourney(settings, AgentClient(http, card_ttl=settings.agent_card_ttl_seconds), saver)
        bench = Bench(temporal, settings, peer, request, durability)

        if warmup:
            say("warm-up: one journey of each kind")
            for kind in KINDS:
                await bench.one(kind)

        say(f"sequential: {journeys} journeys of each kind, one at a time, alternating")
        cpu = CpuMeter()
        with GcWatch() as collections:
            for i in range(journeys):
                for kind in KINDS if i % 2 == 0 else KINDS[::-1]:
                    before = cpu.sample()
                    collections.longest()
                    outcome = await bench.one(kind)
                    figures[kind].sequential.append(outcome.seconds)
                    figures[kind].sequential_ids.append(outcome.journey_id)
                    after = cpu.sample()
                    figures[kind].cpu_here.append(after[0] - before[0])
                    figures[kind].cpu_server.append(after[1] - before[1])
                    figures[kind].gc_longest.append(collections.longest())

        per_round = [journeys // rounds + (1 if r < journeys % rounds else 0) for r in range(rounds)]
        for r, size in enumerate(per_round):
            say(f"throughput round {r + 1}/{rounds}: {size} journeys of each kind, {concurrency} at once")
            for kind in KINDS if r % 2 == 0 else KINDS[::-1]:
                seconds, outcomes = await bench.batch(kind, size, concurrency)
                figures[kind].batch_seconds += seconds
                figures[kind].batch_journeys += size
                figures[kind].loaded += [o.seconds for o in outcomes]

        say("reading back one journey of each kind from its durable store")
        durable = await _durable_state(temporal, peer, bench.outcomes, checkpoints)
        await _where_time_went(temporal, figures["lexiquery"].sequential_ids, durable)

    return Report(
        question=question,
        platforms=[p.value for p in platforms],
        journeys=journeys,
        concurrency=concurrency,
        rounds=rounds,
        warmup=warmup,
        agents_where=agents_where,
        durability=durability,
        checkpoints=str(checkpoints),
        versions=_versions(),
        figures=figures,
        outcomes=bench.outcomes,
        durable=durable,
    )


async def _durable_state(temporal: Client, peer: PeerJourney, outcomes: list[Outcome], checkpoints: Path) -> Durable:
    durable = Durable()
    ours = next((o for o in outcomes if o.kind == "lexiquery" and o.ok), None)
    theirs = next((o for o in outcomes if o.kind == "langgraph" and o.ok), None)
    if ours is not None:
        history = await temporal.get_workflow_handle(ours.journey_id).fetch_history()
        durable.temporal_events = len(history.events)
        durable.temporal_history_bytes = sum(event.ByteSize() for event in history.events)
        replayer = Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins())
        durable.temporal_replayed = (
            await replayer.replay_workflow(history, raise_on_replay_failure=False)
        ).replay_failure is None
    if theirs is not None:
        config: Any = {"configurable": {"thread_id": theirs.journey_id}}
        snapshot = await peer.graph.aget_state(config)
        durable.langgraph_final_state_read = bool(snapshot.values.get("cost_summary")) and not snapshot.next
    with contextlib.closing(sqlite3.connect(checkpoints)) as db:
        durable.langgraph_threads = int(db.execute("SELECT COUNT(DISTINCT thread_id) FROM checkpoints").fetchone()[0])
        if theirs is not None:
            row = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(LENGTH(checkpoint) + LENGTH(metadata)), 0) FROM checkpoints"
                " WHERE thread_id = ?",
                (theirs.journey_id,),
            ).fetchone()
            writes = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(LENGTH(value)), 0) FROM writes WHERE thread_id = ?", (theirs.journey_id,)
            ).fetchone()
            durable.langgraph_checkpoints, durable.langgraph_writes = int(row[0]), int(writes[0])
            durable.langgraph_thread_bytes = int(row[1]) + int(writes[1])
    durable.langgraph_file_bytes = sum(p.stat().st_size for p in checkpoints.parent.glob(checkpoints.name + "*"))
    return durable


async def _where_time_went(temporal: Client, journey_ids: Sequence[str], durable: Durable) -> None:
    """Each sequential journey's history cut into activity and workflow-task queue and run time (the
    orchestration benchmark's timeline), averaged: which part a lever moved."""
    totals: dict[str, float] = {}
    tasks = 0
    for journey_id in journey_ids:
        cut = timeline((await temporal.get_workflow_handle(journey_id).fetch_history()).events)
        tasks += len(cut.workflow_tasks)
        for part, ms in cut.parts.items():
            totals[part] = totals.get(part, 0.0) + ms
    if journey_ids:
        durable.temporal_parts = {part: ms / len(journey_ids) for part, ms in totals.items()}
        durable.temporal_workflow_tasks = tasks / len(journey_ids)


def checkpoint_threads(path: Path) -> dict[str, int]:
    """Thread id -> number of checkpoints, as the LangGraph SQLite file holds them."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT thread_id, COUNT(*) FROM checkpoints GROUP BY thread_id").fetchall()
    return {str(thread): int(count) for thread, count in rows}


def _versions() -> dict[str, str]:
    names = ("temporalio", "langgraph", "langgraph-checkpoint", "langgraph-checkpoint-sqlite", "aiosqlite")
    return {name: metadata.version(name) for name in names}


# --- the report --------------------------------------------------------------------------------------


def render(report: Report) -> str:
    ours, theirs = report.figures["lexiquery"].summary(), report.figures["langgraph"].summary()
    ratio = ratios(report.figures)
    rows = [
        ("sequential p50 (ms)", "sequential_p50_ms", "{:.1f}"),
        ("sequential p99 (ms)", "sequential_p99_ms", "{:.1f}"),
        ("sequential mean (ms)", "sequential_mean_ms", "{:.1f}"),
        (f"throughput, {report.concurrency} at once (journeys/s)", "throughput_journeys_per_s", "{:.2f}"),
        (f"latency p50 at {report.concurrency} at once (ms)", "loaded_p50_ms", "{:.1f}"),
        (f"latency p99 at {report.concurrency} at once (ms)", "loaded_p99_ms", "{:.1f}"),
        ("CPU per journey, this process, p50 (ms)", "cpu_here_p50_ms", "{:.1f}"),
        ("CPU meanwhile, Temporal server, mean (ms)", "cpu_server_mean_ms", "{:.1f}"),
        ("longest garbage collection, this process (ms)", "gc_longest_max_ms", "{:.1f}"),
    ]
    width = max(len(label) for label in [PAIRED, *(label for label, _, _ in rows)]) + 2
    lines = [
        "Peer baseline: the same journey on LexiQuery (Temporal) and on LangGraph + SQLite checkpointer",
        f"question: {report.question!r} -> {', '.join(report.platforms)}; both orchestrators in this process, "
        f"calling the same agents host (A2A + MCP, {report.agents_where})",
        f"{report.journeys} sequential journeys of each kind (alternating), then {report.journeys} of each at "
        f"{report.concurrency} in flight in {report.rounds} alternating rounds; "
        + ("1 warm-up each (not counted)" if report.warmup else "no warm-up"),
        "versions: " + ", ".join(f"{name} {version}" for name, version in report.versions.items()),
        f"LangGraph durability mode: {report.durability!r}; checkpoints: {report.checkpoints}",
        "",
        f"{'':{width}}{LEXIQUERY:>22}{LANGGRAPH:>22}{'LexiQuery/LangGraph':>22}",
    ]
    for label, key, fmt in rows:
        lines.append(f"{label:{width}}{fmt.format(ours[key]):>22}{fmt.format(theirs[key]):>22}{ratio[key]:>21.2f}x")
        if key == "sequential_mean_ms":
            lines.append(f"{PAIRED:{width}}{'':>44}{paired_ratio(report.figures):>21.2f}x")
    lines += [
        "CPU (sequential journeys): this process runs the LangGraph graph, the Temporal workers and client"
        + (", and the agents host" if report.agents_where == "in this process" else "")
        + "; the Temporal server's CPU",
        "during LangGraph journeys is its idle cost (pollers waiting). Wall times depend on the machine's load.",
        "",
    ]
    for kind in KINDS:
        done = report.by_kind(kind)
        good = [o for o in done if o.ok]
        lines.append(f"{LABELS[kind]}: {len(good)}/{len(done)} journeys completed with a validated query")
        for failed in [o for o in done if not o.ok][:3]:
            lines.append(f"  not ok: {failed.journey_id} reached {failed.phase} {failed.error}".rstrip())
    d = report.durable
    lines += [
        "",
        "Durable state of one sample journey, read back in this run:",
        f"  LexiQuery: {d.temporal_events} history events ({d.temporal_history_bytes / 1024:.1f} KiB of protobuf); "
        f"replayed through JourneyWorkflow without nondeterminism: {'yes' if d.temporal_replayed else 'NO'}",
        f"  LangGraph: {d.langgraph_checkpoints} checkpoints + {d.langgraph_writes} pending writes "
        f"({d.langgraph_thread_bytes / 1024:.1f} KiB); final state read back from SQLite: "
        f"{'yes' if d.langgraph_final_state_read else 'NO'}; {d.langgraph_threads} threads in the file "
        f"({d.langgraph_file_bytes / 1024:.0f} KiB)",
        "",
        f"Where a sequential LexiQuery journey's time went (mean ms, from its history; "
        f"{d.temporal_workflow_tasks:.1f} workflow tasks):",
        *(
            f"  {part:<48}{ms:>8.1f}"
            for part, ms in sorted(d.temporal_parts.items(), key=lambda item: -item[1])
            if ms >= 0.5
        ),
        "",
        "What was measured, and what the LangGraph graph does not do (by construction, not tested here):",
        "  - happy path only: no agent failed, no process was killed, nobody was asked anything;",
        "  - the LangGraph graph has no approval, clarification or budget gates (LexiQuery's journey opens none",
        "    for this question either: low risk, within budget, execute=false); it fails where LexiQuery would wait;",
        "  - crash recovery was not exercised for either kind: no process was killed in this run;",
        "  - LexiQuery also writes the cost ledger row, search attributes, memo and phase metrics per journey;",
        "    the LangGraph graph keeps its cost summary in its state only;",
        "  - LangGraph runs its nodes in the caller's process and event loop; LexiQuery's journeys go through the",
        "    Temporal dev server (its own process) to workers that here share this process and event loop.",
    ]
    return "\n".join(lines)


# --- the stack and the command line ------------------------------------------------------------------


@contextlib.asynccontextmanager
async def agents_process(settings: Settings, log: Path) -> AsyncIterator[str]:
    """The agents host as its own process (``python -m agents``), as the embedded stack runs it: its CPU-bound
    tools (embeddings, parsers) then never stall the event loop that runs either orchestrator."""
    env = {
        **os.environ,
        "LEXIQUERY_STATE_DIR": str(settings.state_dir.resolve()),
        "LEXIQUERY_AGENTS_HOST": settings.agents_host,
        "LEXIQUERY_AGENTS_PORT": str(settings.agents_port),
        "LEXIQUERY_PROMETHEUS_PORT": str(settings.prometheus_port),
        "LEXIQUERY_DEMO_ESTATE": str(settings.demo_estate).lower(),
        "LEXIQUERY_LOG_LEVEL": settings.log_level,
        "LEXIQUERY_LOG_FORMAT": "json",
    }
    url = settings.resolved_agents_base_url
    with log.open("ab") as output:
        process = await asyncio.create_subprocess_exec(
            *dying_with_parent([sys.executable, "-m", "agents"]),
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            env=env,
            start_new_session=True,
        )
        try:
            await _until_healthy(url, process, log)
            yield url
        finally:
            if process.returncode is None:
                process.terminate()
                try:
                    await asyncio.wait_for(process.wait(), 10)
                except TimeoutError:
                    process.kill()
                    await process.wait()


async def _until_healthy(url: str, process: asyncio.subprocess.Process, log: Path, timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient(timeout=2) as http:
        while time.monotonic() < deadline:
            if process.returncode is not None:
                raise RuntimeError(f"the agents host exited during start-up; see {log}")
            with contextlib.suppress(httpx.HTTPError):
                if (await http.get(f"{url}/health")).status_code == 200:
                    return
            await asyncio.sleep(0.2)
    raise RuntimeError(f"the agents host was not healthy within {timeout:.0f}s; see {log}")


@contextlib.asynccontextmanager
async def stack(state: Path) -> AsyncIterator[tuple[Client, Settings]]:
    """A Temporal dev server (history in a SQLite file, like the checkpointer), the agents host (its own
    process) and the workers (in this process, like the LangGraph graph), on free ports; all stopped at the end."""
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(temporal_binary()),
        dev_server_database_filename=str(state / "temporal.db"),
        search_attributes=[STATE_KEY, PLATFORMS_KEY, REQUESTER_KEY],
        plugins=temporal_plugins(),
        ui=False,
        dev_server_startup_timeout=timedelta(seconds=60),  # a loaded machine takes more than the default 5 s
        dev_server_extra_args=dynamic_config_argv(),  # the product's server settings (eager activities...)
    )
    async with env:
        settings = Settings(
            state_dir=state,
            temporal_address=env.client.service_client.config.target_host,
            agents_host="127.0.0.1",
            agents_port=free_port(),
            api_port=free_port(),
            prometheus_port=free_port(),
            task_queue=f"lexiquery-peer-{uuid.uuid4()}",
            demo_estate=False,  # nothing is executed: no need for the demo estate's engines
            worker_metrics_port=0,
            log_format="console",
            log_level="WARNING",
        )
        configure_logging(settings, process="bench")
        configure_tracing(settings, process="bench")  # the workers' tracing plugin needs a replay-safe provider
        async with agents_process(settings, state / "agents.log"), running_workers(env.client, settings):
            settle_heap()  # as the worker's own process does once its workers run: both kinds gain alike
            yield env.client, settings


async def _main(args: argparse.Namespace) -> Report:
    def say(message: str) -> None:
        print(f"[bench.peer] {message}", file=sys.stderr, flush=True)

    with tempfile.TemporaryDirectory(prefix="lexiquery-peer-") as tmp:
        state = Path(tmp)
        checkpoints = args.checkpoints or state / "langgraph-checkpoints.sqlite"
        checkpoints.unlink(missing_ok=True)
        say("starting the Temporal dev server, the agents host and the workers")
        async with stack(state) as (client, settings):
            report = await measure(
                client,
                settings,
                checkpoints,
                journeys=args.journeys,
                concurrency=args.concurrency,
                rounds=args.rounds,
                question=args.question,
                platforms=args.platform,
                durability=args.durability,
                agents_where="its own process",
                progress=say,
            )
        if args.checkpoints is None:
            report.checkpoints += " (deleted after the run)"
        return report


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.peer", description=__doc__.split("\n\n")[0])
    parser.add_argument("--journeys", type=int, default=12, help="journeys of each kind, per measurement")
    parser.add_argument("--concurrency", type=int, default=4, help="journeys in flight at once (throughput)")
    parser.add_argument("--rounds", type=int, default=2, help="alternating throughput rounds")
    parser.add_argument("--question", default=DEFAULT_QUESTION)
    parser.add_argument("--platform", type=Platform, action="append", help="repeatable; default kql")
    parser.add_argument(
        "--durability", choices=["sync", "async", "exit"], default="async", help="LangGraph's (its default: async)"
    )
    parser.add_argument("--checkpoints", type=Path, help="keep the LangGraph SQLite file here")
    parser.add_argument("--json", type=Path, help="write the figures and every journey's outcome here")
    args = parser.parse_args(argv)
    args.platform = args.platform or [Platform.KQL]
    if args.journeys < 1 or args.concurrency < 1 or not 1 <= args.rounds <= args.journeys:
        parser.error("--journeys and --concurrency must be >= 1, and --rounds between 1 and --journeys")
    report = asyncio.run(_main(args))
    print(render(report))
    if args.json:
        args.json.write_text(json.dumps(report.to_json(), indent=2) + "\n")
        print(f"\nwrote {args.json}")
    if not all(o.ok for o in report.outcomes):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
