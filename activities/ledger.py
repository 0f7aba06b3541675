"""The cost ledger: one row per journey, written by the aggregate_cost activity.

One machine keeps it in an SQLite file; several share it in the state database (PostgreSQL, when
``LEXIQUERY_STATE_DSN`` is set). Either way a journey written twice, by one worker or by two, replaces its
row and never adds one.
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path
from typing import Protocol

from temporalio import activity

from lexiquery.contracts import AggregateCostInput, CostInfo, CostTotals, JourneyCostSummary
from lexiquery.names import Activity
from lexiquery.settings import Settings
from lexiquery.state_db import state_pool

# The same table on both engines; recorded_at is when the row was (last) written.
_COLUMNS = "journey_id, llm_calls, mcp_calls, tokens, cost_usd, summary"
_UPSERT = f"""INSERT INTO journey_costs ({_COLUMNS}) VALUES ({{marks}})
    ON CONFLICT (journey_id) DO UPDATE SET
      llm_calls = excluded.llm_calls, mcp_calls = excluded.mcp_calls, tokens = excluded.tokens,
      cost_usd = excluded.cost_usd, summary = excluded.summary, recorded_at = {{now}}"""
_SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
_SQLITE_SCHEMA = f"""CREATE TABLE IF NOT EXISTS journey_costs (
    journey_id TEXT PRIMARY KEY,
    llm_calls INTEGER NOT NULL, mcp_calls INTEGER NOT NULL, tokens INTEGER NOT NULL,
    cost_usd REAL NOT NULL, summary TEXT NOT NULL,
    recorded_at TEXT NOT NULL DEFAULT ({_SQLITE_NOW}))"""
_POSTGRES_SCHEMA = """CREATE TABLE IF NOT EXISTS journey_costs (
    journey_id TEXT PRIMARY KEY,
    llm_calls INTEGER NOT NULL, mcp_calls INTEGER NOT NULL, tokens BIGINT NOT NULL,
    cost_usd DOUBLE PRECISION NOT NULL, summary JSONB NOT NULL,
    recorded_at TIMESTAMPTZ NOT NULL DEFAULT now())"""


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


def _row(summary: JourneyCostSummary) -> tuple[str, int, int, int, float, str]:
    t = summary.totals
    return (summary.journey_id, t.llm_calls, t.mcp_calls, t.tokens, t.cost_usd, summary.model_dump_json())


class CostLedger(Protocol):
    """Journey cost summaries by journey id."""

    def record(self, summary: JourneyCostSummary) -> None: ...

    def get(self, journey_id: str) -> JourneyCostSummary | None: ...

    def count(self) -> int: ...

    def close(self) -> None: ...


class SqliteCostLedger:
    """The ledger of one machine: an SQLite file."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(_SQLITE_SCHEMA)
        self._lock = threading.Lock()

    def record(self, summary: JourneyCostSummary) -> None:
        with self._lock:
            self._db.execute(_UPSERT.format(marks=", ".join("?" * 6), now=_SQLITE_NOW), _row(summary))

    def get(self, journey_id: str) -> JourneyCostSummary | None:
        with self._lock:
            row = self._db.execute("SELECT summary FROM journey_costs WHERE journey_id = ?", (journey_id,)).fetchone()
        return JourneyCostSummary.model_validate_json(row[0]) if row else None

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM journey_costs").fetchone()[0])

    def close(self) -> None:
        self._db.close()


class PostgresCostLedger:
    """The ledger every worker shares: a table in the state database."""

    def __init__(self, settings: Settings) -> None:
        assert settings.state_dsn is not None
        self._pool = state_pool(settings.state_dsn, "ledger", _POSTGRES_SCHEMA)

    def record(self, summary: JourneyCostSummary) -> None:
        with self._pool.connection() as connection:
            connection.execute(_UPSERT.format(marks=", ".join(["%s"] * 6), now="now()").encode(), _row(summary))

    def get(self, journey_id: str) -> JourneyCostSummary | None:
        with self._pool.connection() as connection:
            row = connection.execute(
                "SELECT summary FROM journey_costs WHERE journey_id = %s", (journey_id,)
            ).fetchone()
        return JourneyCostSummary.model_validate(row[0]) if row else None

    def count(self) -> int:
        with self._pool.connection() as connection:
            row = connection.execute("SELECT COUNT(*) FROM journey_costs").fetchone()
        return int(row[0]) if row else 0

    def close(self) -> None:
        self._pool.close()


def open_ledger(settings: Settings) -> CostLedger:
    """The state database's ledger when one is configured, else this machine's SQLite file."""
    if settings.state_dsn is not None:
        return PostgresCostLedger(settings)
    return SqliteCostLedger(settings.resolved_ledger_path)


class LedgerActivities:
    def __init__(self, ledger: CostLedger) -> None:
        self._ledger = ledger

    @activity.defn(name=Activity.AGGREGATE_COST)
    async def aggregate_cost(self, input: AggregateCostInput) -> JourneyCostSummary:
        summary = summarize_costs(input.journey_id, input.costs)
        await asyncio.to_thread(self._ledger.record, summary)  # a database round trip: off the event loop
        return summary
