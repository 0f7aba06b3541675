"""A journey's decision record, read from its Temporal history (so it is replayable and cannot drift).

Each entry is one event that mattered: the request, the agents discovered and chosen, the plan, every
phase, every gate opened and decided (who, when, comment), every signal and update, each query
executed or not, the budget's warnings and the end.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel
from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent
from temporalio.client import Client
from temporalio.converter import DataConverter

from lexiquery.contracts import (
    AgentStepResult,
    DiscoveryResult,
    ExecutionResult,
    Gate,
    GateDecisionInput,
    GateSignal,
    GeneratedQuery,
    JourneyRequest,
    JourneyStatus,
    PlanStep,
    StepResult,
    ValidationReport,
    WorkflowPlan,
)
from lexiquery.names import GATES_MEMO, Activity, SearchAttribute

_PAST = {"approve": "approved", "reject": "rejected"}
LOCAL_ACTIVITY_MARKER = "core_local_activity"  # the SDK's marker of a local activity: its result and its type


class AuditEntry(BaseModel):
    at: datetime
    event: str
    detail: str
    actor: str | None = None


_RESULTS: dict[str, type[BaseModel]] = {
    Activity.DISCOVER_AGENTS: DiscoveryResult,
    Activity.PLAN_JOURNEY: WorkflowPlan,
    Activity.GENERATE_QUERY: GeneratedQuery,
    Activity.VALIDATE_QUERIES: ValidationReport,
    Activity.EXECUTE_QUERY: ExecutionResult,
    Activity.RUN_FUNCTION: StepResult,
    Activity.RUN_CODE: StepResult,
    Activity.CALL_TOOL: StepResult,
    Activity.CALL_AGENT: AgentStepResult,
}


async def journey_audit(client: Client, journey_id: str) -> list[AuditEntry]:
    history = await client.get_workflow_handle(journey_id).fetch_history()
    reader = _Reader(client.data_converter)
    for event in history.events:
        reader.read(event)
    return reader.entries


def _planned_step(step: PlanStep) -> str:
    """A plan's step as the audit shows it; an investigation's code word for word."""
    if step.kind == "code_exec":
        return f"{step.id} code_exec: {step.input.get('code', '')!r}"
    if step.tool:
        return f"{step.id} {step.kind}:{step.tool}"
    return f"{step.kind}:{step.target}→{step.agent}"


class _Reader:
    def __init__(self, converter: DataConverter) -> None:
        self.convert = converter.payload_converter
        self.entries: list[AuditEntry] = []
        self.activities: dict[int, str] = {}
        self.gates: dict[str, Gate] = {}

    def add(self, event: HistoryEvent, kind: str, detail: str, actor: str | None = None) -> None:
        # Aware (UTC): a naive datetime is serialized without an offset, which is not an RFC 3339 date-time.
        at = event.event_time.ToDatetime(tzinfo=UTC)
        self.entries.append(AuditEntry(at=at, event=kind, detail=detail, actor=actor))

    def decode(self, payloads: Any, type_: type[Any]) -> Any:
        return self.convert.from_payloads(list(payloads), [type_])[0]

    def read(self, event: HistoryEvent) -> None:  # one branch per kind of event that matters
        kind = event.event_type
        if kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED:
            request = self.decode(event.workflow_execution_started_event_attributes.input.payloads, JourneyRequest)
            platforms = ", ".join(request.platforms) or "inferred"
            following = f", following {request.follow_up_of}" if request.follow_up_of else ""
            self.add(event, "requested",
                     f"{request.question!r} (platforms: {platforms}, execute: {request.execute}{following})",
                     request.requester)  # fmt: skip
        elif kind == EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
            self.activities[event.event_id] = event.activity_task_scheduled_event_attributes.activity_type.name
        elif kind == EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED:
            completed = event.activity_task_completed_event_attributes
            name = self.activities.get(completed.scheduled_event_id, "")
            if name in _RESULTS and completed.result.payloads:
                self._result(event, name, self.decode(completed.result.payloads, _RESULTS[name]))
        elif kind == EventType.EVENT_TYPE_MARKER_RECORDED:  # a local activity's result (validation, the ledger)
            marker = event.marker_recorded_event_attributes
            if marker.marker_name == LOCAL_ACTIVITY_MARKER and "data" in marker.details and "result" in marker.details:
                name = str(self.decode(marker.details["data"].payloads, dict).get("activity_type", ""))
                if name in _RESULTS and marker.details["result"].payloads:
                    self._result(event, name, self.decode(marker.details["result"].payloads, _RESULTS[name]))
        elif kind == EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED:
            failed = event.activity_task_failed_event_attributes
            name = self.activities.get(failed.scheduled_event_id, "activity")
            self.add(event, "step failed", f"{name}: {failed.failure.message}")
        elif kind == EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT:
            name = self.activities.get(event.activity_task_timed_out_event_attributes.scheduled_event_id, "activity")
            self.add(event, "step timed out", name)
        elif kind == EventType.EVENT_TYPE_UPSERT_WORKFLOW_SEARCH_ATTRIBUTES:
            fields = event.upsert_workflow_search_attributes_event_attributes.search_attributes.indexed_fields
            if SearchAttribute.STATE in fields:
                self.add(event, "phase", str(self.decode([fields[SearchAttribute.STATE]], str)))
        elif kind == EventType.EVENT_TYPE_WORKFLOW_PROPERTIES_MODIFIED:
            fields = event.workflow_properties_modified_event_attributes.upserted_memo.fields
            if GATES_MEMO in fields:
                self._gates(event, self.decode([fields[GATES_MEMO]], list[Gate]))
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED:
            signaled = event.workflow_execution_signaled_event_attributes
            signal = self.decode(signaled.input.payloads, GateSignal)
            self.add(event, f"signal {signaled.signal_name}", f"gate {signal.gate_id}", signal.principal)
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED:
            request = event.workflow_execution_update_accepted_event_attributes.accepted_request
            decision = self.decode(request.input.args.payloads, GateDecisionInput)
            self.add(event, f"update {request.input.name}", f"{decision.decision} gate {decision.gate_id}",
                     decision.principal)  # fmt: skip
        elif kind == EventType.EVENT_TYPE_TIMER_FIRED:
            self.add(event, "deadline", "a gate's deadline passed")
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED:
            payloads = event.workflow_execution_completed_event_attributes.result.payloads
            status = self.decode(payloads, JourneyStatus)
            for warning in status.budget.warnings:
                self.add(event, "budget warning", warning)
            self.add(event, "ended", status.state.value)
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED:
            failure = event.workflow_execution_failed_event_attributes.failure
            self.add(event, "ended", f"FAILED ({failure.application_failure_info.type}): {failure.message}")
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED:
            self.add(event, "ended", "CANCELLED")
        elif kind == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED:
            terminated = event.workflow_execution_terminated_event_attributes
            self.add(event, "ended", f"TERMINATED: {terminated.reason}", terminated.identity or None)

    def _result(self, event: HistoryEvent, name: str, result: Any) -> None:
        if isinstance(result, DiscoveryResult):
            chosen = ", ".join(f"{r.need} → {r.chosen}" for r in result.routes)
            self.add(event, "agents discovered", f"{len(result.agents)} agents; chosen: {chosen}")
        elif isinstance(result, WorkflowPlan):
            steps = ", ".join(_planned_step(step) for step in result.steps) or "no steps"
            self.add(event, "planned", f"{result.intent}, confidence {result.confidence:.2f}: {steps}")
        elif isinstance(result, StepResult | AgentStepResult):
            self.add(event, "step done", f"{result.step_id}: {result.summary}")
        elif isinstance(result, GeneratedQuery):
            detail = f"{result.platform.value} by {result.agent}"
            if result.source is not None:
                detail += (
                    f" for source {result.source.source} (schema {result.source.fingerprint}: {result.source.reason})"
                )
            if result.candidates:
                detail += f"; nothing matched, closest: {', '.join(result.candidates)}"
            self.add(event, "query generated", detail)
        elif isinstance(result, ValidationReport):
            verdicts = ", ".join(f"{v.platform.value}: {'valid' if v.valid else 'invalid'}, {v.risk} risk"
                                 for v in result.results)  # fmt: skip
            self.add(event, "validated", verdicts)
        elif isinstance(result, ExecutionResult):
            detail = f"{result.row_count} rows" if result.executed else (result.note or "not run")
            if result.failed:
                detail = f"{result.error_class}: {result.note}"
            kind = "query executed" if result.executed else "query failed" if result.failed else "query not executed"
            where = f"{result.platform.value} on {result.source}" if result.source else result.platform.value
            self.add(event, kind, f"{where}: {detail}")

    def _gates(self, event: HistoryEvent, gates: list[Gate]) -> None:
        for gate in gates:
            seen = self.gates.get(gate.id)
            if seen is None:
                self.add(event, "gate opened", f"{gate.id}: {gate.reason} (deciders: {', '.join(gate.roles)}; "
                         f"deadline {gate.deadline:%Y-%m-%d %H:%M:%S} UTC; on timeout {gate.on_timeout})")  # fmt: skip
            if gate.decision and (seen is None or seen.decision is None):
                comment = f" — {gate.comment}" if gate.comment else ""
                self.add(event, f"gate {_PAST[gate.decision]}", f"{gate.id}{comment}", gate.decided_by)
            elif gate.escalated_at and (seen is None or seen.escalated_at is None):
                self.add(event, "gate escalated", f"{gate.id}: deadline extended to {gate.deadline:%Y-%m-%d %H:%M} UTC")
            self.gates[gate.id] = gate
