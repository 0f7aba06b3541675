"""The journey's phase machine: which phase may follow which, recorded with workflow time."""

from __future__ import annotations

from datetime import datetime

from lexiquery.contracts import Phase, PhaseRecord

P = Phase
ALLOWED: dict[Phase, frozenset[Phase]] = {
    P.PENDING: frozenset({P.DISCOVERING}),
    P.DISCOVERING: frozenset({P.PLANNING}),
    # A greeting needs no knowledge; an unclear question waits for a clarification.
    P.PLANNING: frozenset({P.GATHERING_KNOWLEDGE, P.AWAITING_APPROVAL, P.INVESTIGATING, P.AGGREGATING}),
    # A "question" journey is answered from knowledge alone.
    P.GATHERING_KNOWLEDGE: frozenset({P.GENERATING_QUERIES, P.AWAITING_APPROVAL, P.AGGREGATING}),
    P.GENERATING_QUERIES: frozenset({P.VALIDATING, P.AWAITING_APPROVAL}),
    P.VALIDATING: frozenset({P.AWAITING_APPROVAL, P.EXECUTING, P.AGGREGATING}),
    # A gate returns the journey to where it was going: re-planning after a clarification, the next
    # phase after a budget or execution approval.
    P.AWAITING_APPROVAL: frozenset(
        {
            P.PLANNING,
            P.GATHERING_KNOWLEDGE,
            P.GENERATING_QUERIES,
            P.VALIDATING,
            P.EXECUTING,
            P.INVESTIGATING,
            P.AGGREGATING,
        }
    ),
    P.EXECUTING: frozenset({P.AWAITING_APPROVAL, P.AGGREGATING}),
    # An investigation runs its DAG of steps after one approval (when it acts on the world).
    P.INVESTIGATING: frozenset({P.AWAITING_APPROVAL, P.AGGREGATING}),
    P.AGGREGATING: frozenset({P.COMPLETED}),
}
# Any phase that is not terminal may end the journey early.
EARLY_ENDS = frozenset({P.FAILED, P.REJECTED, P.CANCELLED})


class TransitionError(ValueError):
    """A phase change the machine does not allow: a bug in the workflow, never user input."""


def check_transition(current: Phase, target: Phase) -> None:
    if current.terminal:
        raise TransitionError(f"journey already ended in {current}; cannot move to {target}")
    if target not in ALLOWED.get(current, frozenset()) and target not in EARLY_ENDS:
        raise TransitionError(f"{current} cannot be followed by {target}")


def advance(history: list[PhaseRecord], target: Phase, now: datetime) -> None:
    """Close the current phase and open ``target`` (validated)."""
    current = history[-1]
    check_transition(current.phase, target)
    current.left_at = now
    history.append(PhaseRecord(phase=target, entered_at=now, left_at=now if target.terminal else None))
