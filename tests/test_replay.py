"""Every recorded history still replays against today's workflow code (determinism across changes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from lexiquery.temporal import temporal_plugins
from tests.histories import HISTORY_DIR
from workflows.journey import JourneyWorkflow

# Histories recorded by older workflow code sit in subfolders named after what changed since.
HISTORIES = sorted(HISTORY_DIR.rglob("*.json"))


def test_histories_are_recorded() -> None:
    expected = {
        "happy-path",
        "degraded-knowledge",
        "missing-capability",
        "non-retryable-failure",
        "budget-exceeded",
        "cancelled",
        "late-knowledge",
        "agents-unreachable",
        "investigation",
    }
    assert expected <= {path.stem for path in HISTORY_DIR.glob("*.json")}


@pytest.mark.parametrize(
    "path", HISTORIES, ids=[str(path.relative_to(HISTORY_DIR).with_suffix("")) for path in HISTORIES]
)
async def test_history_replays(path: Path) -> None:
    history = WorkflowHistory.from_json(path.stem, path.read_text())
    replayer = Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins())
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    assert result.replay_failure is None
