"""Recorded workflow histories for the replay tests (``tests/histories/*.json``).

Set ``LEXIQUERY_RECORD_HISTORIES=1`` to (re)write them from the tests that produce them.
"""

from __future__ import annotations

import os
from pathlib import Path

from temporalio.client import WorkflowHandle

HISTORY_DIR = Path(__file__).parent / "histories"


async def record_history(handle: WorkflowHandle[object, object], name: str) -> None:
    if os.environ.get("LEXIQUERY_RECORD_HISTORIES") != "1":
        return
    history = await handle.fetch_history()
    HISTORY_DIR.mkdir(exist_ok=True)
    (HISTORY_DIR / f"{name}.json").write_text(history.to_json())
