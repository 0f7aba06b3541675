"""The journey's metrics, through Temporal's workflow meter: a replayed history records nothing twice.

The worker serves them on its Prometheus endpoint (``lexiquery.telemetry.worker_runtime``) with the
SDK's own metrics; names gain ``_total`` and ``_seconds`` there.
"""

from __future__ import annotations

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from lexiquery.contracts import Gate, PhaseRecord, Platform


def _platforms(platforms: list[Platform]) -> list[str]:
    return [p.value for p in platforms] or ["inferred"]


def journey_started(platforms: list[Platform]) -> None:
    counter = workflow.metric_meter().create_counter("lexiquery_journeys_started", "Journeys started, by platform.")
    for platform in _platforms(platforms):
        counter.add(1, {"platform": platform})


def phase_changed(history: list[PhaseRecord], platforms: list[Platform]) -> None:
    """Record the phase just left; at a terminal phase, the journey's outcome and its whole duration."""
    meter = workflow.metric_meter()
    left, entered = history[-2], history[-1]
    if left.left_at is not None:
        meter.create_histogram_timedelta(
            "lexiquery_phase_duration", "Workflow time spent in each phase.", "seconds"
        ).record(left.left_at - left.entered_at, {"phase": left.phase.value})
    if entered.phase.terminal:
        ended = meter.create_counter("lexiquery_journeys_ended", "Journeys ended, by final state and platform.")
        for platform in _platforms(platforms):
            ended.add(1, {"state": entered.phase.value, "platform": platform})
        meter.create_histogram_timedelta(
            "lexiquery_journey_duration", "Journeys' duration from start to end, by final state.", "seconds"
        ).record(entered.entered_at - history[0].entered_at, {"state": entered.phase.value})


def gate_opened(gate: Gate) -> None:
    counter = workflow.metric_meter().create_counter("lexiquery_gates_opened", "Approval gates opened, by kind.")
    counter.add(1, {"kind": gate.kind})


def gate_closed(gate: Gate) -> None:
    """How long a gate waited for its decision (or its deadline), by kind and decision."""
    if gate.decided_at is None:
        return
    workflow.metric_meter().create_histogram_timedelta(
        "lexiquery_gate_decision_latency", "Time from a gate opening to its decision.", "seconds"
    ).record(gate.decided_at - gate.requested_at, {"kind": gate.kind, "decision": gate.decision or "none"})
