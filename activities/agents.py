"""Activities that talk to A2A agents, and the one A2A client layer they share.

The client never retries (Temporal does) and turns every failure into an ``ApplicationError`` whose
``non_retryable`` flag says whether trying again could help: timeouts, refused or reset connections,
HTTP 5xx and 429 are transient; a bad request, an agent's own refusal, a malformed reply are not.
"""

from __future__ import annotations

import asyncio
import email.utils
import time
import uuid
from collections.abc import Awaitable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import httpx
from a2a.client import A2ACardResolver, ClientCallContext, ClientConfig, ClientFactory
from a2a.client.errors import A2AClientTimeoutError
from a2a.helpers import get_data_parts, get_message_text, new_data_part
from a2a.types.a2a_pb2 import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    Message,
    Role,
    SendMessageRequest,
    Task,
    TaskState,
)
from a2a.utils.constants import TransportProtocol
from a2a.utils.errors import A2AError
from pydantic import BaseModel, ValidationError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.routing import Router, route_needs
from lexiquery.contracts import (
    AGENTS_UNREACHABLE,
    AgentFailure,
    AgentInfo,
    AgentProblem,
    AgentReply,
    AgentSkillInput,
    AgentStepResult,
    Answer,
    AnswerInput,
    CostInfo,
    DiscoverInput,
    DiscoveryResult,
    ExecuteInput,
    ExecutionResult,
    FailureType,
    GeneratedQuery,
    GenerateInput,
    KnowledgeInput,
    KnowledgeResult,
    PlanInput,
    SkillPayload,
    SkillReply,
    WorkflowPlan,
)
from lexiquery.logging import get_logger
from lexiquery.names import Activity, Skill
from lexiquery.registry import RegistryEntry, agent_info, registry_for
from lexiquery.settings import Settings
from lexiquery.telemetry import span
from workflows.roster import Roster

log = get_logger(__name__)

ResultT = TypeVar("ResultT", bound=BaseModel)
T = TypeVar("T")

MIN_FAILOVER_SECONDS = 1.0  # less time than this left in the call: leave the next try to Temporal's retry


def _retry_after(response: httpx.Response) -> timedelta | None:
    value = response.headers.get("retry-after")
    if not value:
        return None
    if value.isdigit():
        return timedelta(seconds=int(value))
    when = email.utils.parsedate_to_datetime(value)
    return max(when - datetime.now(UTC), timedelta(0)) if when else None


def translate_error(agent: str, exc: Exception) -> ApplicationError:
    """Classify a failed agent call for Temporal's retry policy."""
    cause = exc.__cause__ if exc.__cause__ is not None else exc
    if isinstance(exc, A2AClientTimeoutError) or isinstance(cause, httpx.TimeoutException):
        return ApplicationError(f"agent {agent} timed out", type=FailureType.AGENT)
    if isinstance(cause, httpx.HTTPStatusError):
        status = cause.response.status_code
        transient = status == 429 or status >= 500
        return ApplicationError(
            f"agent {agent} answered HTTP {status}",
            type=FailureType.AGENT,
            non_retryable=not transient,
            next_retry_delay=_retry_after(cause.response) if transient else None,
        )
    if isinstance(cause, httpx.RequestError):
        return ApplicationError(f"agent {agent} unreachable: {cause!r}", type=FailureType.AGENT)
    return ApplicationError(f"agent {agent} refused the call: {exc}", type=FailureType.AGENT, non_retryable=True)


def _card_for(agent: AgentInfo) -> AgentCard:
    """A card sufficient to call an agent already discovered (no second fetch)."""
    return AgentCard(
        name=agent.name,
        supported_interfaces=[
            AgentInterface(url=agent.rpc_url or agent.url, protocol_binding=TransportProtocol.JSONRPC.value)
        ],
        capabilities=AgentCapabilities(streaming=False),
    )


class AgentClient:
    """Calls A2A agents: one shared HTTP connection pool, no client-side retries, a circuit breaker and an
    in-flight count per agent (kept by the router), agent cards cached for ``card_ttl`` seconds."""

    def __init__(self, http: httpx.AsyncClient, router: Router | None = None, card_ttl: float = 60.0) -> None:
        self._http = http
        self._factory = ClientFactory(ClientConfig(streaming=False, httpx_client=http))
        self.router = router or Router()
        self._card_ttl = card_ttl
        self._cards: dict[str, tuple[float, AgentCard]] = {}

    async def fetch_card(self, url: str, timeout: float) -> AgentCard:
        cached = self._cards.get(url)
        if cached and time.monotonic() - cached[0] < self._card_ttl:
            return cached[1]
        card = await A2ACardResolver(self._http, url).get_agent_card(http_kwargs={"timeout": timeout})
        self._cards[url] = (time.monotonic(), card)
        return card

    async def call(
        self,
        agents: list[AgentInfo],
        skill: str,
        payload: BaseModel,
        result_type: type[ResultT],
        *,
        idempotency_key: str,
        timeout: float,
    ) -> ResultT:
        """Send one request to the first of ``agents`` whose circuit lets it through. When that agent fails in a
        way another could avoid (unreachable, 5xx) and time is left, the next one is tried: an agents host that
        just died should cost a journey a failover, not its retries."""
        deadline = time.monotonic() + timeout
        failure: ApplicationError | None = None
        for agent in agents:
            remaining = deadline - time.monotonic()
            if remaining < MIN_FAILOVER_SECONDS:
                break
            breaker = self.router.breaker(agent.name)
            if not breaker.allow():
                continue
            self.router.in_flight[agent.name] += 1
            started = time.perf_counter()
            outcome = "ok"
            try:
                with span(f"a2a {skill} {agent.name}", _span_attributes(agent.name, skill, payload)) as current:
                    result = await self._send(agent, skill, payload, result_type, idempotency_key, remaining)
                    if isinstance(result, AgentReply):
                        current.set_attributes(_cost_attributes(result.cost_info))
            except ApplicationError as error:
                # A refusal means the agent is alive (and another would refuse too); only transient failures
                # count against it, and only they are worth another agent.
                (breaker.succeeded if error.non_retryable else breaker.failed)()
                outcome = error.type or "error"
                if error.non_retryable:
                    raise
                failure = error
                continue
            finally:
                self.router.in_flight[agent.name] -= 1
                _record_call(agent.name, skill, outcome, time.perf_counter() - started, breaker.state)
            breaker.succeeded()
            if isinstance(result, AgentReply):
                _record_cost(result.cost_info)
            return result
        if failure is not None:
            raise failure
        wait = min(self.router.breaker(agent.name).remaining() for agent in agents)
        raise ApplicationError(
            f"circuit open for {', '.join(a.name for a in agents)}; next probe in {wait:.0f}s",
            type=FailureType.AGENT,
            next_retry_delay=timedelta(seconds=max(wait, 1.0)),
        )

    async def _send(
        self,
        agent: AgentInfo,
        skill: str,
        payload: BaseModel,
        result_type: type[ResultT],
        idempotency_key: str,
        timeout: float,
    ) -> ResultT:
        metadata = {"skill": skill, "idempotency_key": idempotency_key}
        request = SendMessageRequest(
            message=Message(
                role=Role.ROLE_USER,
                message_id=str(uuid.uuid4()),
                parts=[new_data_part(payload.model_dump(mode="json"))],
                metadata=metadata,
            ),
            metadata=metadata,
        )
        client = self._factory.create(_card_for(agent))
        task: Task | None = None
        try:
            async for event in client.send_message(request, context=ClientCallContext(timeout=timeout)):
                if event.HasField("task"):
                    task = event.task
        except A2AError as exc:
            # The message names the cause; chaining the transport's exceptions (and their stack traces)
            # into the failure made it exceed Temporal's size limit under load.
            raise translate_error(agent.name, exc) from None
        return self._result(agent, task, result_type)

    @staticmethod
    def _result(agent: AgentInfo, task: Task | None, result_type: type[ResultT]) -> ResultT:
        if task is None:
            raise ApplicationError(
                f"agent {agent.name} replied without a task", type=FailureType.AGENT, non_retryable=True
            )
        if task.status.state == TaskState.TASK_STATE_FAILED:
            details = get_data_parts(list(task.status.message.parts))
            try:  # an agent that says nothing of why is taken as a non-retryable failure
                error = AgentFailure.model_validate(details[-1].get("error", {}) if details else {})
            except ValidationError:
                error = AgentFailure()
            if error.user:  # the request asks for what does not exist or is not allowed
                raise ApplicationError(
                    f"{agent.name}: {get_message_text(task.status.message)}", type=FailureType.USER, non_retryable=True
                )
            raise ApplicationError(
                f"agent {agent.name} failed: {get_message_text(task.status.message)}",
                type=FailureType.AGENT,
                non_retryable=not error.retryable,
            )
        if task.status.state != TaskState.TASK_STATE_COMPLETED or not task.artifacts:
            raise ApplicationError(
                f"agent {agent.name} ended in {TaskState.Name(task.status.state)} without a result",
                type=FailureType.AGENT,
                non_retryable=True,
            )
        data = get_data_parts(list(task.artifacts[0].parts))
        try:
            return result_type.model_validate(data[0] if data else None)
        except ValidationError as exc:
            raise ApplicationError(
                f"agent {agent.name} sent a malformed {result_type.__name__}: {exc.error_count()} errors",
                type=FailureType.AGENT,
                non_retryable=True,
            ) from None  # the validation error quotes the whole reply: its count is enough


def _span_attributes(agent: str, skill: str, payload: BaseModel) -> dict[str, Any]:
    info = activity.info() if activity.in_activity() else None
    return {
        "lexiquery.journey_id": info.workflow_id if info else None,
        "lexiquery.activity": info.activity_type if info else None,
        "lexiquery.attempt": info.attempt if info else None,
        "lexiquery.agent": agent,
        "lexiquery.skill": skill,
        "lexiquery.platform": str(platform) if (platform := getattr(payload, "platform", None)) else None,
    }


def _cost_attributes(cost: CostInfo) -> dict[str, Any]:
    return {
        "lexiquery.llm_calls": cost.llm_calls,
        "lexiquery.mcp_calls": cost.mcp_calls,
        "lexiquery.tokens_in": cost.tokens_in,
        "lexiquery.tokens_out": cost.tokens_out,
        "lexiquery.cost_usd": cost.cost_usd,
        **({"lexiquery.model": cost.model} if cost.model else {}),
    }


def _record_call(agent: str, skill: str, outcome: str, seconds: float, circuit: str) -> None:
    """Agent call metrics on the worker's endpoint (through the activity's meter; none outside one)."""
    if not activity.in_activity():
        return
    meter = activity.metric_meter()
    labels = {"agent": agent, "skill": skill}
    meter.create_counter("lexiquery_agent_calls", "A2A calls to agents, by agent, skill and outcome.").add(
        1, {**labels, "outcome": outcome}
    )
    meter.create_histogram_float("lexiquery_agent_call_duration", "A2A call duration.", "seconds").record(
        seconds, labels
    )
    meter.create_gauge("lexiquery_agent_circuit_open", "1 while an agent's circuit breaker is open.").set(
        int(circuit == "open"), {"agent": agent}
    )


def _record_cost(cost: CostInfo) -> None:
    if not activity.in_activity() or not cost.model:
        return
    meter = activity.metric_meter()
    tokens = meter.create_counter("lexiquery_llm_tokens", "LLM tokens used, by model and direction.")
    tokens.add(cost.tokens_in, {"model": cost.model, "direction": "input"})
    tokens.add(cost.tokens_out, {"model": cost.model, "direction": "output"})
    meter.create_histogram_float("lexiquery_llm_cost_usd", "LLM cost of each agent reply, by model.").record(
        cost.cost_usd, {"model": cost.model}
    )


async def heartbeating(awaitable: Awaitable[T]) -> T:
    """Await ``awaitable`` while heartbeating: a dead worker is noticed within the heartbeat timeout
    (not the whole start-to-close timeout), and a cancelled journey reaches the call."""
    timeout = activity.info().heartbeat_timeout
    if not timeout:
        return await awaitable
    task = asyncio.ensure_future(awaitable)
    interval = max(timeout.total_seconds() / 3, 0.1)
    try:
        while True:
            done, _ = await asyncio.wait({task}, timeout=interval)
            if done:
                return task.result()
            activity.heartbeat()
    finally:
        task.cancel()


def _call_timeout() -> float:
    """Leave the agent call a little less than the activity's own start-to-close timeout."""
    limit = activity.info().start_to_close_timeout
    return max(1.0, limit.total_seconds() * 0.9) if limit else 30.0


def _idempotency_key(step: str) -> str:
    """The same for every retry of one activity, different for each activity (a second plan after a
    clarification is a new question, not a retry)."""
    info = activity.info()
    return f"{info.workflow_id}:{info.activity_id}:{step}"


def raise_if_needed_agents_unreachable(input: DiscoverInput, result: DiscoveryResult) -> None:
    """For a journey that asks it: a needed capability missing while agents did not answer is a retryable
    AGENTS_UNREACHABLE error, so the activity's retry policy discovers again after a growing pause; the
    discovery rides in the error's details for when the attempts are spent."""
    if not input.retry_while_unreachable or not result.problems:
        return
    missing = Roster(tuple(result.agents), tuple(result.routes)).missing(input.platforms)
    if missing:
        unreachable = ", ".join(problem.name for problem in result.problems)
        raise ApplicationError(
            f"needed agents unreachable: {'; '.join(missing)} (not answering: {unreachable})",
            result.model_dump(mode="json"),
            type=AGENTS_UNREACHABLE,
        )


class AgentActivities:
    """Discovery, planning, knowledge, generation and answers: every activity that calls an A2A agent."""

    def __init__(self, settings: Settings, client: AgentClient) -> None:
        self._settings = settings
        self._client = client

    @activity.defn(name=Activity.DISCOVER_AGENTS)
    async def discover_agents(self, input: DiscoverInput) -> DiscoveryResult:
        """Fetch every registered agent's card (an unreachable or malformed agent is reported, not fatal),
        then let the routing policy choose an agent for each need the journey may have."""
        entries = registry_for(self._settings)
        outcomes = await asyncio.gather(*(self._describe(entry) for entry in entries))
        result = DiscoveryResult()
        for outcome in outcomes:
            if isinstance(outcome, AgentInfo):
                result.agents.append(outcome)
            else:
                result.problems.append(outcome)
        result.routes = route_needs(self._client.router, result.agents, input)
        log.info(
            "agents_discovered",
            agents=[a.name for a in result.agents],
            problems=[p.name for p in result.problems],
            routes={r.need: r.chosen for r in result.routes},
        )
        raise_if_needed_agents_unreachable(input, result)
        return result

    async def _describe(self, entry: RegistryEntry) -> AgentInfo | AgentProblem:
        try:
            card = await self._client.fetch_card(entry.url, timeout=_call_timeout() / 2)
        except Exception as exc:
            return AgentProblem(name=entry.name, url=entry.url, error=f"{type(exc).__name__}: {exc}")
        return agent_info(entry, card)

    @activity.defn(name=Activity.PLAN_JOURNEY)
    async def plan_journey(self, input: PlanInput) -> WorkflowPlan:
        return await self._timed_call(
            [input.planner, *input.alternates], Skill.PLAN, input.request, WorkflowPlan, "plan"
        )

    @activity.defn(name=Activity.COMPOSE_ANSWER)
    async def compose_answer(self, input: AnswerInput) -> Answer:
        return await self._timed_call([input.planner, *input.alternates], Skill.ANSWER, input.request, Answer, "answer")

    @activity.defn(name=Activity.GATHER_KNOWLEDGE)
    async def gather_knowledge(self, input: KnowledgeInput) -> KnowledgeResult:
        return await self._timed_call(
            [input.agent, *input.alternates], Skill.KNOWLEDGE, input.request, KnowledgeResult, input.step_id
        )

    @activity.defn(name=Activity.EXECUTE_QUERY)
    async def execute_query(self, input: ExecuteInput) -> ExecutionResult:
        return await self._timed_call(
            [input.agent, *input.alternates], Skill.EXECUTE, input.request, ExecutionResult, input.step_id
        )

    @activity.defn(name=Activity.CALL_AGENT)
    async def call_agent(self, input: AgentSkillInput) -> AgentStepResult:
        """An investigation's agent step: one of an agent's skills, its request and reply as the agent defines."""
        payload = SkillPayload.model_validate(input.request)
        agents = [input.agent, *input.alternates]
        reply = await self._timed_call(agents, input.skill, payload, SkillReply, input.step_id, input.idempotency_key)
        value = reply.model_dump(mode="json", exclude={"cost_info"})
        summary = f"{input.agent.name} answered {input.skill}"
        return AgentStepResult(step_id=input.step_id, value=value, summary=summary, cost_info=reply.cost_info)

    @activity.defn(name=Activity.GENERATE_QUERY)
    async def generate_query(self, input: GenerateInput) -> GeneratedQuery:
        return await self._timed_call(
            [input.agent, *input.alternates], Skill.GENERATE, input.request, GeneratedQuery, input.step_id
        )

    async def _timed_call(
        self,
        agents: list[AgentInfo],
        skill: str,
        payload: BaseModel,
        result_type: type[ResultT],
        step: str,
        idempotency_key: str | None = None,
    ) -> ResultT:
        started = time.perf_counter()
        result = await heartbeating(
            self._client.call(
                agents,
                skill,
                payload,
                result_type,
                idempotency_key=idempotency_key or _idempotency_key(step),
                timeout=_call_timeout(),
            )
        )
        log.info(
            "agent_called",
            agents=[a.name for a in agents],
            skill=skill,
            step=step,
            ms=round((time.perf_counter() - started) * 1000, 1),
        )
        return result
