"""ApprovalGate rules: which gate a journey opens, who may decide it, and what a timeout does.

Pure functions over contracts, so the workflow stays a thin orchestration and the rules are tested
without a server.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from lexiquery.contracts import (
    ApprovalPolicy,
    Decision,
    Gate,
    GateKind,
    GateSignal,
    GeneratedQuery,
    OnTimeout,
    RiskTier,
    Role,
)
from lexiquery.names import GateRefusal

# Gates where the requester is not enough: someone else must agree (four-eyes).
FOUR_EYES_KINDS = frozenset({"execution", "risky_query", "budget"})
DECIDERS: dict[GateKind, list[Role]] = {
    "execution": ["approver", "admin"],
    "risky_query": ["approver", "admin"],
    "budget": ["approver", "admin"],
    "clarification": ["operator", "approver", "admin"],
}
_RISK_ORDER: tuple[RiskTier, ...] = ("none", "low", "medium", "high")


def highest_risk(risks: list[RiskTier]) -> RiskTier:
    return max(risks, key=_RISK_ORDER.index, default="none")


def open_gate(
    kind: GateKind,
    earlier: list[Gate],
    reason: str,
    policy: ApprovalPolicy,
    now: datetime,
    *,
    queries: list[GeneratedQuery] | None = None,
    risk: RiskTier | None = None,
    estimated_cost_usd: float | None = None,
) -> Gate:
    """A new gate, numbered after the ``earlier`` gates of its kind (``execution-1``, ``execution-2`` …)."""
    number = sum(gate.kind == kind for gate in earlier) + 1
    return Gate(
        id=f"{kind}-{number}",
        kind=kind,
        reason=reason,
        queries=queries or [],
        risk=risk,
        estimated_cost_usd=estimated_cost_usd,
        requested_at=now,
        deadline=now + timedelta(seconds=policy.timeout_seconds),
        on_timeout=timeout_action(kind, risk, policy.on_timeout),
        roles=list(DECIDERS[kind]),
    )


def timeout_action(kind: GateKind, risk: RiskTier | None, wanted: OnTimeout) -> OnTimeout:
    """``approve`` on timeout only for an execution gate of low-risk queries; otherwise reject (or escalate)."""
    if wanted == "approve" and not (kind == "execution" and risk in (None, "none", "low")):
        return "reject"
    return wanted


def refusal(
    gates: list[Gate],
    signal: GateSignal,
    decision: Decision,
    roles: list[Role] | None,
    requester: str,
    policy: ApprovalPolicy,
) -> tuple[GateRefusal, str] | None:
    """Why this decision may not be taken now, or None. ``roles`` None: not checked (a signal's sender
    is authenticated by Temporal, not by LexiQuery)."""
    gate_id, principal = signal.gate_id, signal.principal
    gate = next((g for g in gates if g.id == gate_id), None)
    if gate is None:
        known = ", ".join(g.id for g in gates if g.open) or "none open"
        return GateRefusal.UNKNOWN_GATE, f"no gate {gate_id!r} (open: {known})"
    if not gate.open:
        if (gate.decision, gate.decided_by) == (decision, principal):
            return None  # the same decision again (a retry): answered with the gate as it was decided
        return GateRefusal.ALREADY_DECIDED, f"gate {gate_id} was already decided: {gate.decision} by {gate.decided_by}"
    if roles is not None and not set(roles) & set(gate.roles):
        return (
            GateRefusal.NOT_ALLOWED,
            f"{principal} needs one of the roles {', '.join(gate.roles)} to decide {gate_id}",
        )
    if policy.four_eyes and gate.kind in FOUR_EYES_KINDS and principal == requester:
        return GateRefusal.NOT_ALLOWED, f"{principal} requested this journey and may not approve its own {gate.kind}"
    if gate.kind == "clarification" and decision == "approve" and not (signal.clarified or "").strip():
        return GateRefusal.INVALID, f"{gate_id} asks a question: approve it with the clarified question"
    return None


def decide(
    gate: Gate, decision: Decision, principal: str, now: datetime, comment: str | None, clarified: str | None
) -> Gate:
    gate.decision = decision
    gate.decided_by = principal
    gate.decided_at = now
    gate.comment = comment
    gate.clarified = clarified
    return gate


def on_deadline(gate: Gate, policy: ApprovalPolicy, now: datetime) -> bool:
    """Apply the gate's timeout action; True when it is decided, False when escalation extended it."""
    if gate.on_timeout == "escalate" and gate.escalated_at is None:
        gate.escalated_at = now
        gate.deadline = now + timedelta(seconds=policy.timeout_seconds)
        return False
    decide(gate, "approve" if gate.on_timeout == "approve" else "reject", "timeout", now, None, None)
    return True
