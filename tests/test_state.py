from datetime import UTC, datetime, timedelta

import pytest

from lexiquery.contracts import Phase, PhaseRecord
from workflows.state import TransitionError, advance, check_transition

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def test_the_happy_path_is_allowed_and_timed() -> None:
    history = [PhaseRecord(phase=Phase.PENDING, entered_at=T0)]
    path = [
        Phase.DISCOVERING,
        Phase.PLANNING,
        Phase.GATHERING_KNOWLEDGE,
        Phase.GENERATING_QUERIES,
        Phase.VALIDATING,
        Phase.AGGREGATING,
        Phase.COMPLETED,
    ]
    for seconds, phase in enumerate(path, start=1):
        advance(history, phase, T0 + timedelta(seconds=seconds))
    assert [r.phase for r in history] == [Phase.PENDING, *path]
    assert all(r.duration_ms == 1000 for r in history[:-1])
    assert history[-1].duration_ms == 0


@pytest.mark.parametrize(
    ("current", "target"),
    [
        (Phase.PENDING, Phase.PLANNING),
        (Phase.DISCOVERING, Phase.GENERATING_QUERIES),
        (Phase.GENERATING_QUERIES, Phase.COMPLETED),
        (Phase.VALIDATING, Phase.COMPLETED),
    ],
)
def test_skipping_is_refused(current: Phase, target: Phase) -> None:
    with pytest.raises(TransitionError, match="cannot be followed by"):
        check_transition(current, target)


@pytest.mark.parametrize("terminal", [Phase.COMPLETED, Phase.FAILED, Phase.REJECTED, Phase.CANCELLED])
def test_terminal_states_are_final(terminal: Phase) -> None:
    with pytest.raises(TransitionError, match="already ended"):
        check_transition(terminal, Phase.FAILED)


@pytest.mark.parametrize("phase", [p for p in Phase if not p.terminal])
def test_any_running_phase_may_fail_or_be_cancelled(phase: Phase) -> None:
    check_transition(phase, Phase.FAILED)
    check_transition(phase, Phase.CANCELLED)
