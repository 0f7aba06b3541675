"""Investigations end to end over the demo estate (#19): a question about one kind of entity that needs two
platforms is planned as a DAG (two queries, each executed, correlated by a registered function), approved once,
and answered; the answer's entities are checked against gold queries written by hand and run on the same
engines through the executors' MCP tools."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from mcp import Client as McpClient

from tests.test_e2e import wait_for_end, wait_for_gate

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("worker")]
BOB = {"X-LexiQuery-Principal": "bob"}

# (question, the entity column of the correlated rows, gold per side: (platform, query, entity column))
INVESTIGATIONS = [
    (
        "Which users with failed sign-ins in the last 24 hours also made audit log changes in the last 24 hours (SQL)?",
        ("kql", 'SigninLogs | where TimeGenerated > ago(24h) | where ResultType !in ("0", "50074", "50076", '
                '"50140") | distinct UserPrincipalName', "UserPrincipalName"),
        ("sql", "SELECT DISTINCT initiated_by FROM audit_logs WHERE time_generated >= datetime('now', '-24 hours')",
         "initiated_by"),
    ),
    (
        "Which pods with error log lines in the last hour also restarted?",
        ("kql", 'ContainerLog | where TimeGenerated > ago(1h) | where LogEntrySource == "stderr" | join kind=inner '
                "(KubePodInventory | distinct ContainerID, Name) on ContainerID | distinct Name", "Name"),
        ("promql", "sum by (pod) (kube_pod_container_status_restarts_total) > 0", "pod"),
    ),
    (
        "Which services with 5xx errors in the last hour also have failed app requests in the last hour (KQL)?",
        ("promql", 'sum by (service) (rate(http_requests_total{status=~"5.."}[1h])) > 0', "service"),
        ("kql", 'AppRequests | where TimeGenerated > ago(1h) | where ResultCode startswith "5" | distinct AppRoleName',
         "AppRoleName"),
    ),
]  # fmt: skip


async def gold(agents_host: str, platform: str, query: str, column: str) -> set[str]:
    async with McpClient(f"{agents_host}/tools/{platform}-executor/mcp") as client:
        answer = await client.call_tool("execute_query", {"query": query, "max_rows": 1000})
    assert not answer.is_error, answer.content
    result: dict[str, Any] = answer.structured_content or {}
    assert result["executed"], result
    index = result["columns"].index(column)
    return {str(row[index]).casefold() for row in result["rows"]}


@pytest.mark.parametrize(("question", "left", "right"), INVESTIGATIONS, ids=["users", "pods", "services"])
async def test_a_cross_source_investigation_answers_what_the_gold_queries_do(
    api: httpx.AsyncClient, agents_host: str, question: str, left: tuple[str, str, str], right: tuple[str, str, str]
) -> None:
    accepted = (await api.post("/v1/journeys", json={"question": question, "execute": True})).json()
    gate = await wait_for_gate(api, accepted["status_url"])
    assert "s2 runs the" in gate["reason"]  # the steps that act are listed for the approver
    decided = await api.post(f"{accepted['status_url']}/approvals/{gate['id']}", json={"decision": "approve"},
                             headers=BOB)  # fmt: skip
    assert decided.status_code == 200, decided.text
    status = await wait_for_end(api, accepted["status_url"], timeout=120)
    assert status["state"] == "COMPLETED", status.get("error")
    assert status["plan"]["intent"] == "investigation"
    assert sorted(status["platforms"]) == sorted({left[0], right[0]})
    steps = {step["id"]: step for step in status["steps"]}
    assert [steps[s]["state"] for s in ("s1", "s2", "s3", "s4", "s5")] == ["done"] * 5
    correlated = steps["s5"]
    expected = await gold(agents_host, *left) & await gold(agents_host, *right)
    assert correlated["summary"].startswith(f"{len(expected)} rows"), (correlated["summary"], expected)
    assert expected, "the demo estate should make this investigation's answer non-empty"
    column = next(c for c in correlated["rows"][0] if c.lower() not in ("count", "value"))
    assert {str(row[column]).casefold() for row in correlated["rows"]} <= expected
    if len(expected) <= 10:
        assert {str(row[column]).casefold() for row in correlated["rows"]} == expected
    assert status["answer"]["kind"] == "investigation"
    assert status["answer"]["text"].startswith("From step s5 (correlate)")
    audit = (await api.get(f"{accepted['status_url']}/audit")).json()
    planned = next(entry["detail"] for entry in audit if entry["event"] == "planned")
    assert planned.startswith("investigation, confidence 0.85")
    assert "s5 function:correlate" in planned
    assert f"s5: {correlated['summary']}" in [entry["detail"] for entry in audit if entry["event"] == "step done"]
