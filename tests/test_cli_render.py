"""How the ``lexiquery`` CLI renders the API's JSON for people: executed rows, failed executions, open gates and
sources. Pure rendering: the JSON is built from the contracts, so these follow them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
import typer
from rich.console import Console
from rich.syntax import Syntax
from typer.testing import CliRunner

from lexiquery import remote
from lexiquery.cli import app
from lexiquery.contracts import (
    ColumnInfo,
    ExecutionResult,
    ForeignKey,
    Gate,
    GeneratedQuery,
    JourneyStatus,
    Phase,
    Platform,
    SourceChoice,
    SourceInfo,
    SourceSchema,
    TableInfo,
)

NOW = datetime.now(UTC)
KQL = "SigninLogs\n| where TimeGenerated > ago(1h) and ResultType != 0\n| summarize count() by UserPrincipalName"


@pytest.fixture
def output(monkeypatch: pytest.MonkeyPatch) -> Console:
    """remote's consoles, recording instead of printing (120 columns, no colour)."""
    recorder = Console(record=True, width=120, force_terminal=False, color_system=None)
    monkeypatch.setattr(remote, "console", recorder)
    monkeypatch.setattr(remote, "err", recorder)
    return recorder


def journey(**fields: Any) -> dict[str, Any]:
    values: dict[str, Any] = {
        "journey_id": "journey-1",
        "state": Phase.COMPLETED,
        "question": "failed sign-ins in the last hour",
        "platforms": [Platform.KQL],
    }
    return JourneyStatus.model_validate(values | fields).model_dump(mode="json")


def executed(rows: int, **fields: Any) -> ExecutionResult:
    return ExecutionResult(
        platform=Platform.KQL,
        executed=True,
        columns=["UserPrincipalName", "count_", "LastSeen"],
        rows=[[f"user{i}@contoso.com", 10 - i, None] for i in range(rows)],
        row_count=rows,
        engine="duckdb-kql",
        source="demo-sentinel",
        elapsed_ms=12.0,
        **fields,
    )


def kql_query() -> GeneratedQuery:
    choice = SourceChoice(platform=Platform.KQL, source="demo-sentinel", reason="has SigninLogs")
    return GeneratedQuery(platform=Platform.KQL, query=KQL, agent="kql", confidence=0.9, source=choice)


def open_gate(**fields: Any) -> Gate:
    values: dict[str, Any] = {
        "id": "risky_query-1",
        "kind": "risky_query",
        "reason": "the KQL query reads every sign-in",
        "queries": [kql_query()],
        "risk": "high",
        "requested_at": datetime.now(UTC),
        "deadline": datetime.now(UTC) + timedelta(hours=2, seconds=30),
        "roles": ["approver", "admin"],
    }
    return Gate.model_validate(values | fields)


def test_an_execution_shows_its_rows_as_a_table(output: Console) -> None:
    remote.render_journey(journey(executions=[executed(3)]))
    text = output.export_text()
    assert "kql · demo-sentinel · duckdb-kql" in text
    for expected in ("UserPrincipalName", "count_", "user0@contoso.com", "user2@contoso.com", "null", "3 of 3 rows"):
        assert expected in text
    assert "truncated" not in text


def test_rows_are_bounded_and_truncation_is_said(output: Console) -> None:
    result = executed(25, truncated=True).model_copy(update={"row_count": 250})
    remote.render_journey(journey(executions=[result.model_dump(mode="json")]), rows=5)
    text = output.export_text()
    assert "user4@contoso.com" in text
    assert "user5@contoso.com" not in text
    assert "5 of 250 rows · truncated by the engine · --rows for more" in text


def test_a_failed_execution_shows_its_error_class_and_message(output: Console) -> None:
    failed = ExecutionResult(
        platform=Platform.SQL,
        executed=False,
        failed=True,
        error_class="UndefinedTable",
        note='relation "orders" does not exist',
        source="shop",
        engine="postgres",
    )
    remote.render_journey(journey(executions=[failed]))
    text = output.export_text()
    assert 'failed sql · shop · postgres: UndefinedTable: relation "orders" does not exist' in text
    assert "rows" not in text


def test_an_execution_that_did_not_run_shows_its_note(output: Console) -> None:
    skipped = ExecutionResult(platform=Platform.KQL, executed=False, note="no approval: the gate was rejected")
    remote.render_journey(journey(executions=[skipped]))
    assert "not executed kql: no approval: the gate was rejected" in output.export_text()


def test_an_open_gate_shows_its_queries_risk_deadline_and_commands(output: Console) -> None:
    remote.render_journey(journey(state=Phase.AWAITING_APPROVAL, gates=[open_gate()]))
    text = output.export_text()
    for expected in (
        "gate risky_query-1 · risky_query",
        "the KQL query reads every sign-in",
        "risk high",
        "deadline ",
        "(in 2 h 0 m), then reject",
        "may decide: approver/admin",
        "kql · demo-sentinel",
        "| where TimeGenerated > ago(1h) and ResultType != 0",
        "approve: lexiquery approve journey-1 risky_query-1",
        "reject:  lexiquery reject journey-1 risky_query-1",
    ):
        assert expected in text, expected


def test_the_approvals_inbox_shows_each_gate_under_its_question(output: Console) -> None:
    waiting = {"journey_id": "journey-1", "question": "failed sign-ins in the last hour", "requester": "alice",
               "gate": open_gate().model_dump(mode="json"), "web_ui_url": "http://ui/journey-1"}  # fmt: skip
    remote.render_approvals([waiting])
    text = output.export_text()
    for expected in (
        "failed sign-ins in the last hour  asked by alice",
        "gate risky_query-1 · risky_query",
        "| where TimeGenerated > ago(1h)",
        "approve: lexiquery approve journey-1 risky_query-1",
    ):
        assert expected in text, expected
    remote.render_approvals([])
    assert "nothing waits for you" in output.export_text()


def test_a_decided_gate_is_one_line(output: Console) -> None:
    gate = open_gate(decision="approve", decided_by="bob")
    remote.render_journey(journey(gates=[gate]))
    text = output.export_text()
    assert "gate risky_query-1: the KQL query reads every sign-in — approve by bob" in text
    assert "lexiquery approve" not in text


def test_a_clarification_gate_says_how_to_restate() -> None:
    gate = open_gate(id="clarification-1", kind="clarification", queries=[], risk=None).model_dump(mode="json")
    console = Console(record=True, width=120)
    console.print(remote.gate_panel("journey-1", gate))
    text = console.export_text()
    assert 'lexiquery approve journey-1 clarification-1 --clarified "<the question, restated>"' in text
    assert "risk" not in text


def test_the_live_panel_and_the_piped_lines_show_the_gate(output: Console) -> None:
    status = journey(state=Phase.AWAITING_APPROVAL, gates=[open_gate()])
    output.print(remote.progress_panel(status))
    lines = remote._ProgressLines()
    lines.print_new(status)
    lines.print_new(status)  # a gate is printed once
    text = output.export_text()
    assert text.count("approve: lexiquery approve journey-1 risky_query-1") == 2
    assert text.count("ago(1h)") == 2


def test_each_platform_gets_its_highlighter() -> None:
    assert remote.LEXERS == {"kql": "kusto", "sql": "sql", "promql": "promql", "spl": "text"}
    for lexer in remote.LEXERS.values():
        assert Syntax("x", lexer).lexer is not None, lexer  # pygments knows it


def sources_page() -> dict[str, Any]:
    sources = [
        SourceInfo(name="shop", platform=Platform.SQL, kind="postgres", description="orders and customers",
                   fingerprint="0123456789abcdef0123", tables=2),
        SourceInfo(name="demo-prom", platform=Platform.PROMQL, kind="prometheus", demo=True, reachable=False,
                   error="connection refused"),
    ]  # fmt: skip
    return {"sources": [s.model_dump(mode="json") for s in sources]}


def shop_schema(tables: int = 0) -> dict[str, Any]:
    orders = TableInfo(
        name="orders",
        parent="public",
        description="one row per order",
        columns=[
            ColumnInfo(name="id", type="integer", primary_key=True),
            ColumnInfo(name="customer_id", type="integer", comment="who ordered"),
            ColumnInfo(name="status", type="text", samples=["new", "paid", "shipped", "returned"]),
            ColumnInfo(name="created_at", type="timestamptz"),
        ],
        primary_key=["id"],
        foreign_keys=[ForeignKey(columns=["customer_id"], references_table="customers", references_columns=["id"])],
        row_estimate=120_000,
        time_columns=["created_at"],
    )
    customers = TableInfo(name="customers", parent="public", columns=[ColumnInfo(name="id", type="integer")])
    extra = [TableInfo(name=f"audit_{i:03}", parent="public") for i in range(tables)]
    schema = SourceSchema(source="shop", platform=Platform.SQL, kind="postgres", dialect="postgres",
                          fingerprint="0123456789abcdef0123", discovered_at=NOW, elapsed_ms=41.0,
                          tables=[orders, customers, *extra])  # fmt: skip
    return schema.model_dump(mode="json")


def test_the_sources_list(output: Console) -> None:
    remote.render_sources(sources_page())
    text = output.export_text()
    for expected in ("shop", "postgres", "orders and customers", "0123456789ab", "demo-prom", "prometheus",
                     "down: connection refused", "up"):  # fmt: skip
        assert expected in text, expected
    assert "0123456789abc" not in text  # the fingerprint's first 12 characters
    shop = next(line for line in text.splitlines() if "shop" in line)
    demo = next(line for line in text.splitlines() if "demo-prom" in line)
    assert " no " in shop
    assert " yes " in demo


def test_a_source_schema(output: Console) -> None:
    remote.render_schema(shop_schema())
    text = output.export_text()
    for expected in (
        "shop  sql postgres · 2 tables · fingerprint 0123456789ab",
        "public.orders (table) · ~120,000 rows · time: created_at · one row per order",
        "customer_id",
        "who ordered",
        "new, paid, shipped (+1)",
        "foreign keys: orders.customer_id → customers.id",
        "public.customers (table)",
    ):
        assert expected in text, expected
    assert "returned" not in text
    ids = next(line for line in text.splitlines() if "│ id " in line)
    assert " pk " in ids


def test_a_huge_schema_is_bounded_and_filtered(output: Console) -> None:
    remote.render_schema(shop_schema(tables=200))
    text = output.export_text()
    assert "public.audit_047" in text
    assert "public.audit_048" not in text
    assert "… 152 more tables (--limit N, --tables PATTERN, or --json for all)" in text
    output.export_text(clear=True)
    remote.render_schema(shop_schema(tables=200), tables="public.ord*")
    text = output.export_text()
    assert "1 of 202 tables match 'public.ord*'" in text
    assert "public.orders" in text
    assert "audit" not in text


def test_sources_commands_call_the_api(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, str]] = []

    def request_and_show(connection: Any, method: str, path: str, as_json: bool, render: Any, **_: Any) -> None:
        calls.append((method, path))
        render(shop_schema() if "schema" in path or "refresh" in path else sources_page())

    monkeypatch.setattr(remote, "request_and_show", request_and_show)
    runner = CliRunner()
    for args in (["sources", "list"], ["sources", "show", "shop", "--tables", "cust"], ["sources", "refresh", "shop"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
    assert calls == [("GET", "/v1/sources"), ("GET", "/v1/sources/shop/schema"), ("POST", "/v1/sources/shop/refresh")]


def test_ask_sends_the_sources(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: dict[str, Any] = {}

    def call(client: Any, method: str, path: str, **kwargs: Any) -> Any:
        sent.update(kwargs["json"])
        return {"journey_id": "journey-1", "status_url": "/v1/journeys/journey-1"}

    monkeypatch.setattr(remote, "call", call)
    result = CliRunner().invoke(app, ["ask", "orders today", "--source", "shop", "--source", "crm", "--no-wait"])
    assert result.exit_code == 0, result.output
    assert sent["sources"] == ["shop", "crm"]


def test_a_source_the_api_cannot_reach_exits_7(output: Console) -> None:
    problem = {"type": "https://lexiquery.dev/problems/source-unreachable", "title": "Source unreachable",
               "status": 502, "detail": "shop: connection refused (127.0.0.1:5432)"}  # fmt: skip

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(502, json=problem)

    client = httpx.Client(transport=httpx.MockTransport(handler), base_url="http://api")
    with client, pytest.raises(typer.Exit) as exited:
        remote.call(client, "GET", "/v1/sources/shop/schema")
    assert exited.value.exit_code == remote.EXIT_SOURCE_UNREACHABLE == 7
    assert "Source unreachable: shop: connection refused (127.0.0.1:5432)" in output.export_text()
