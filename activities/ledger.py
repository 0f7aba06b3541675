"""The cost ledger: one row per journey, written by the aggregate_cost activity."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from temporalio import activity

from lexiquery.contracts import AggregateCostInput, CostInfo, CostTotals, JourneyCostSummary
from lexiquery.names import Activity


def summarize_costs(journey_id: str, costs: list[CostInfo]) -> JourneyCostSummary:
    """Totals, by agent, by service (LLM vs MCP) and by model."""
    summary = JourneyCostSummary(journey_id=journey_id)
    for cost in costs:
        summary.totals.add(cost)
        summary.by_agent.setdefault(cost.agent or "unknown", CostTotals()).add(cost)
        summary.by_model.setdefault(cost.model or "deterministic", CostTotals()).add(cost)
        llm = summary.by_service.setdefault("llm", CostTotals())
        llm.llm_calls += cost.llm_calls
        llm.tokens += cost.tokens_in + cost.tokens_out
        llm.cost_usd += cost.cost_usd
        summary.by_service.setdefault("mcp", CostTotals()).mcp_calls += cost.mcp_calls
    return summary


class CostLedger:
    """SQLite ledger keyed by journey id: writing a journey twice replaces its row, never adds one."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(
            """CREATE TABLE IF NOT EXISTS journey_costs (
                   journey_id TEXT PRIMARY KEY,
                   llm_calls INTEGER NOT NULL, mcp_calls INTEGER NOT NULL, tokens INTEGER NOT NULL,
                   cost_usd REAL NOT NULL, summary TEXT NOT NULL,
                   recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))"""
        )
        self._lock = threading.Lock()

    def record(self, summary: JourneyCostSummary) -> None:
        t = summary.totals
        with self._lock:
            self._db.execute(
                """INSERT INTO journey_costs (journey_id, llm_calls, mcp_calls, tokens, cost_usd, summary)
                   VALUES (?, ?, ?, ?, ?, ?)
                   ON CONFLICT (journey_id) DO UPDATE SET
                     llm_calls = excluded.llm_calls, mcp_calls = excluded.mcp_calls, tokens = excluded.tokens,
                     cost_usd = excluded.cost_usd, summary = excluded.summary""",
                (
                    summary.journey_id,
                    t.llm_calls,
                    t.mcp_calls,
                    t.tokens,
                    t.cost_usd,
                    summary.model_dump_json(),
                ),
            )

    def get(self, journey_id: str) -> JourneyCostSummary | None:
        with self._lock:
            row = self._db.execute("SELECT summary FROM journey_costs WHERE journey_id = ?", (journey_id,)).fetchone()
        return JourneyCostSummary.model_validate_json(row[0]) if row else None

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM journey_costs").fetchone()[0])


class LedgerActivities:
    def __init__(self, ledger: CostLedger) -> None:
        self._ledger = ledger

    @activity.defn(name=Activity.AGGREGATE_COST)
    async def aggregate_cost(self, input: AggregateCostInput) -> JourneyCostSummary:
        summary = summarize_costs(input.journey_id, input.costs)
        self._ledger.record(summary)
        return summary
