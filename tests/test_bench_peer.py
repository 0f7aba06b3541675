"""The peer baseline (bench/peer.py) in a small configuration: LexiQuery's Temporal journey and the same journey
built with LangGraph, on the session's stack. Behaviour only: the machine is shared, timings are printed, never
asserted."""

from __future__ import annotations

import contextlib
import importlib.util
import sqlite3
from pathlib import Path

import pytest
from temporalio.client import Client

from lexiquery.settings import Settings

pytestmark = pytest.mark.usefixtures("worker", "agents_host")

JOURNEYS = 3


def _needs_langgraph() -> None:
    if importlib.util.find_spec("langgraph") is None or importlib.util.find_spec("langgraph.checkpoint.sqlite") is None:
        pytest.fail(
            "LangGraph is missing: it is in the 'bench' dependency group. Run `uv sync --frozen --group bench` "
            "(make test does so once its setup syncs the bench group), then rerun.",
            pytrace=False,
        )


@pytest.mark.timeout(240)
async def test_langgraph_peer_and_lexiquery_give_the_same_validated_query(
    temporal_client: Client, settings: Settings, tmp_path: Path
) -> None:
    _needs_langgraph()
    from bench import peer

    checkpoints = tmp_path / "langgraph-checkpoints.sqlite"
    report = await peer.measure(
        temporal_client, settings, checkpoints, journeys=JOURNEYS, concurrency=JOURNEYS, rounds=1, warmup=False
    )
    print("\n" + peer.render(report))

    for kind in peer.KINDS:
        outcomes = report.by_kind(kind)
        assert len(outcomes) == 2 * JOURNEYS  # the sequential ones, then the concurrent ones
        for outcome in outcomes:
            assert outcome.phase == "COMPLETED", (kind, outcome.error)
            assert outcome.platform == "kql"
            assert outcome.valid, (kind, outcome.query)
            assert outcome.sources == ["docs", "known_errors", "sop"], kind  # every source answered
    queries = {outcome.query for outcome in report.outcomes}
    assert len(queries) == 1, queries  # same question, same agents: the same query either way
    assert next(iter(queries)).startswith("SigninLogs\n| where TimeGenerated > ago(1h)")

    # One checkpoint thread per LangGraph journey, and nothing else in the file.
    threads = peer.checkpoint_threads(checkpoints)
    assert set(threads) == {o.journey_id for o in report.by_kind("langgraph")}
    assert all(count > 1 for count in threads.values())  # a checkpoint per super-step, not one at the end
    # The three knowledge branches ran in one super-step: their writes hang off the same checkpoint.
    with contextlib.closing(sqlite3.connect(checkpoints)) as db:
        rows = db.execute(
            "SELECT thread_id, COUNT(DISTINCT checkpoint_id), COUNT(*) FROM writes"
            " WHERE channel = 'knowledge' GROUP BY thread_id"
        ).fetchall()
    assert {thread: (steps, writes) for thread, steps, writes in rows} == {thread: (1, 3) for thread in threads}

    durable = report.durable
    assert durable.temporal_replayed
    assert durable.langgraph_final_state_read
    assert durable.langgraph_threads == len(threads)
    for figures in report.figures.values():
        assert len(figures.sequential) == JOURNEYS
        assert len(figures.loaded) == JOURNEYS
        assert figures.throughput > 0
