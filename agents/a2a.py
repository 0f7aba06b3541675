"""A2A plumbing shared by every agent: a card, and an executor that runs JSON-in/JSON-out skills.

A request is a user message whose first data part is the skill's input model (as JSON) and whose
metadata names the skill and carries an idempotency key. The reply is a task: completed with one
data artifact holding the output model, or failed with a message that says what was wrong.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from a2a.helpers import get_data_parts, new_data_part, new_task_from_user_message, new_text_part
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.routes import create_agent_card_routes, create_jsonrpc_routes
from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
from a2a.types.a2a_pb2 import AgentCapabilities, AgentCard, AgentInterface, AgentSkill, Message
from a2a.utils.constants import PROTOCOL_VERSION_CURRENT, TransportProtocol
from pydantic import BaseModel, ValidationError
from starlette.applications import Starlette
from starlette.types import ASGIApp

from agents.faults import FaultInjection, Faults
from lexiquery.contracts import AgentFailure
from lexiquery.logging import get_logger
from lexiquery.names import QUICK_TAG
from lexiquery.telemetry import AGENT_DURATION, AGENT_REQUESTS, span

log = get_logger(__name__)

IDEMPOTENCY_KEY = "idempotency_key"
SKILL_KEY = "skill"


class AgentInputError(Exception):
    """The request cannot be served as sent; retrying it would fail the same way."""


class UserInputError(AgentInputError):
    """The request is well formed but asks for something that does not exist or is not allowed (an unknown
    dialect or table, a query the validator rejects): the user's to fix, not the caller's."""


@dataclass(frozen=True)
class Skill:
    """One skill an agent offers: its card entry and the coroutine that serves it."""

    id: str
    name: str
    description: str
    input_model: type[BaseModel]
    handler: Callable[[Any], Awaitable[BaseModel]]
    tags: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()


@dataclass(frozen=True)
class AgentSpec:
    """An agent: the name it is registered under, what it says about itself, and its skills."""

    name: str
    description: str
    skills: tuple[Skill, ...]
    version: str = "0.1.0"

    def without_tag(self, tag: str) -> AgentSpec:
        """The same agent, no skill tagged ``tag`` (an agent with injected faults is not ``quick``)."""
        skills = tuple(replace(skill, tags=tuple(t for t in skill.tags if t != tag)) for skill in self.skills)
        return replace(self, skills=skills)

    def card(self, url: str) -> AgentCard:
        return AgentCard(
            name=self.name,
            description=self.description,
            version=self.version,
            supported_interfaces=[
                AgentInterface(
                    url=url,
                    protocol_binding=TransportProtocol.JSONRPC.value,
                    protocol_version=PROTOCOL_VERSION_CURRENT,
                )
            ],
            capabilities=AgentCapabilities(streaming=False),
            default_input_modes=["application/json"],
            default_output_modes=["application/json"],
            skills=[
                AgentSkill(
                    id=skill.id,
                    name=skill.name,
                    description=skill.description,
                    tags=list(skill.tags),
                    examples=list(skill.examples),
                )
                for skill in self.skills
            ],
        )


class ReplyCache:
    """Replies by idempotency key, so a call Temporal retries after a lost answer is answered again
    without doing the work twice."""

    def __init__(self, ttl: float = 900.0, size: int = 2000) -> None:
        self._ttl = ttl
        self._size = size
        self._replies: OrderedDict[tuple[str, str], tuple[float, dict[str, Any]]] = OrderedDict()

    def get(self, key: Any, skill: str) -> dict[str, Any] | None:
        if not key:
            return None
        found = self._replies.get((str(key), skill))
        if found is None or time.monotonic() - found[0] > self._ttl:
            return None
        return found[1]

    def put(self, key: Any, skill: str, reply: dict[str, Any]) -> None:
        if not key:
            return
        self._replies[(str(key), skill)] = (time.monotonic(), reply)
        self._replies.move_to_end((str(key), skill))
        while len(self._replies) > self._size:
            self._replies.popitem(last=False)


class SkillExecutor(AgentExecutor):
    """Validates the request against the skill's input model, runs it, and reports the outcome."""

    def __init__(self, spec: AgentSpec, faults: Faults | None = None) -> None:
        self._spec = spec
        self._skills = {skill.id: skill for skill in spec.skills}
        self._faults = faults
        self._replies = ReplyCache()

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        message = context.message
        if message is None:  # the framework always sends one; guard for the type checker
            return
        task = context.current_task or new_task_from_user_message(message)
        await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, task.id, task.context_id)
        metadata = context.metadata
        skill_id = str(metadata.get(SKILL_KEY, "default"))
        started = time.perf_counter()
        attributes = {"lexiquery.agent": self._spec.name, "lexiquery.skill": skill_id}
        with span(f"agent {self._spec.name} {skill_id}", attributes) as current:
            outcome = await self._run(updater, message, metadata)
            current.set_attribute("lexiquery.outcome", outcome)
        AGENT_REQUESTS.labels(self._spec.name, skill_id, outcome).inc()
        AGENT_DURATION.labels(self._spec.name, skill_id).observe(time.perf_counter() - started)

    async def _run(self, updater: TaskUpdater, message: Message, metadata: dict[str, Any]) -> str:
        """Handle the request and report its outcome on the task: ``ok``, ``refused`` or ``error``."""
        key = metadata.get(IDEMPOTENCY_KEY)
        try:
            skill = self._skill_for(metadata.get(SKILL_KEY))
            payload = self._payload(get_data_parts(list(message.parts)), skill)
            reply = self._replies.get(key, skill.id)
            if reply is None:
                reply = (await skill.handler(payload)).model_dump(mode="json")
                self._replies.put(key, skill.id, reply)
        except AgentInputError as exc:
            await self._fail(updater, str(exc), retryable=False, user=isinstance(exc, UserInputError))
            return "refused"
        except Exception as exc:
            log.exception("skill_failed", agent=self._spec.name, idempotency_key=key)
            await self._fail(updater, f"{type(exc).__name__}: {exc}", retryable=True)
            return "error"
        if self._faults and self._faults.roll(self._faults.malformed_rate):
            log.warning("fault_malformed", agent=self._spec.name)
            reply = {"unexpected": "shape"}
        await updater.add_artifact([new_data_part(reply)], name="result")
        await updater.complete()
        return "ok"

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        if context.task_id and context.context_id:
            await TaskUpdater(event_queue, context.task_id, context.context_id).cancel()

    def _skill_for(self, skill_id: Any) -> Skill:
        if skill_id is None and len(self._skills) == 1:
            return next(iter(self._skills.values()))
        if skill_id not in self._skills:
            raise AgentInputError(
                f"agent {self._spec.name!r} has no skill {skill_id!r}; it offers {sorted(self._skills)}"
            )
        return self._skills[skill_id]

    @staticmethod
    def _payload(parts: list[Any], skill: Skill) -> BaseModel:
        if not parts or not isinstance(parts[0], dict):
            raise AgentInputError(f"skill {skill.id!r} expects one JSON data part ({skill.input_model.__name__})")
        try:
            return skill.input_model.model_validate(parts[0])
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}" for err in exc.errors()
            )
            raise AgentInputError(f"invalid {skill.input_model.__name__}: {problems}") from exc

    @staticmethod
    async def _fail(updater: TaskUpdater, text: str, *, retryable: bool, user: bool = False) -> None:
        error = AgentFailure(message=text, retryable=retryable, user=user).model_dump(mode="json")
        await updater.failed(updater.new_agent_message([new_text_part(text), new_data_part({"error": error})]))


def agent_app(spec: AgentSpec, url: str, faults: Faults | None = None) -> ASGIApp:
    """The agent's card and JSON-RPC endpoint (mount it at ``url``'s path), behind ``faults`` if any: an agent
    made slow or flaky on purpose does not say it is quick (its calls stay scheduled activities)."""
    card = (spec if faults is None else spec.without_tag(QUICK_TAG)).card(url)
    handler = DefaultRequestHandler(
        agent_executor=SkillExecutor(spec, faults), task_store=InMemoryTaskStore(), agent_card=card
    )
    app = Starlette(routes=[*create_agent_card_routes(card), *create_jsonrpc_routes(handler, rpc_url="/")])
    return FaultInjection(app, faults, spec.name) if faults else app
