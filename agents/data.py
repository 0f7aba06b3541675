"""Data agents: write a query for one platform from the question, the plan's entities and knowledge."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents.a2a import AgentInputError, AgentSpec, Skill
from lexiquery.contracts import CostInfo, GeneratedQuery, GenerateRequest, Platform
from lexiquery.names import Skill as SkillId

DEFAULT_TIME_RANGE = "1h"
DEFAULT_ROWS = 100
_FAILURE = re.compile(r"\b(fail\w*|error\w*|denied|unsuccessful|invalid|bad)\b", re.I)


@dataclass(frozen=True)
class KqlTable:
    name: str
    keywords: tuple[str, ...]
    columns: tuple[str, ...]
    failure_filter: str
    group_by: tuple[str, ...]
    ip_column: str | None = None


KQL_TABLES = (
    KqlTable(
        "SigninLogs",
        ("sign-in", "signin", "sign in", "login", "logon", "log in", "authentication", "mfa"),
        (
            "TimeGenerated",
            "UserPrincipalName",
            "AppDisplayName",
            "IPAddress",
            "Location",
            "ResultType",
            "ResultDescription",
        ),
        'ResultType != "0"',
        ("UserPrincipalName", "IPAddress"),
        ip_column="IPAddress",
    ),
    KqlTable(
        "SecurityEvent",
        ("security event", "event id", "windows", "4625", "4624", "domain controller"),
        ("TimeGenerated", "Computer", "Account", "EventID", "Activity", "IpAddress"),
        "EventID == 4625",
        ("Account", "Computer"),
        ip_column="IpAddress",
    ),
    KqlTable(
        "AuditLogs",
        ("audit", "role assignment", "directory change", "password reset", "group membership"),
        ("TimeGenerated", "OperationName", "Category", "Result", "InitiatedBy", "TargetResources"),
        'Result != "success"',
        ("OperationName",),
    ),
    KqlTable(
        "AppRequests",
        ("request", "http", "5xx", "latency", "endpoint", "route", "status code", "slow"),
        ("TimeGenerated", "AppRoleName", "Name", "ResultCode", "DurationMs", "Success"),
        "Success == false",
        ("AppRoleName", "Name"),
    ),
    KqlTable(
        "KubePodInventory",
        ("pod", "container", "restart", "crash", "kubernetes", "namespace"),
        ("TimeGenerated", "Namespace", "Name", "ContainerRestartCount", "PodStatus"),
        'PodStatus != "Running"',
        ("Namespace", "Name"),
    ),
)


def kql_string(value: str) -> str:
    """A KQL string literal: the value escaped, never spliced as query text."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _choose_table(question: str, knowledge_text: str) -> tuple[KqlTable, float]:
    lowered = question.lower()
    scored = [
        (sum(keyword in lowered for keyword in table.keywords) + 0.5 * (table.name in knowledge_text), table)
        for table in KQL_TABLES
    ]
    score, table = max(scored, key=lambda pair: pair[0])
    return table, score


async def generate_kql(request: GenerateRequest) -> GeneratedQuery:
    """Slot-filled KQL: time filter first, then the failure filter, entity filters and the shape asked for."""
    if request.platform is not Platform.KQL:
        raise AgentInputError(f"this agent writes KQL, not {request.platform.value}")
    knowledge_text = " ".join(item.snippet for item in request.knowledge)
    table, match_score = _choose_table(request.question, knowledge_text)
    entities = request.entities
    window = entities.time_range or DEFAULT_TIME_RANGE
    lines = [table.name, f"| where TimeGenerated > ago({window})"]
    if _FAILURE.search(request.question):
        lines.append(f"| where {table.failure_filter}")
    if entities.ips and table.ip_column:
        lines.append(f"| where {table.ip_column} in ({', '.join(kql_string(ip) for ip in entities.ips)})")
    if entities.aggregation or entities.top_n:
        lines.append(f"| summarize Count = count() by {', '.join(table.group_by)}")
        lines.append(f"| top {entities.top_n or 10} by Count desc")
    else:
        lines.append(f"| project {', '.join(table.columns)}")
        lines.append(f"| order by TimeGenerated desc | take {DEFAULT_ROWS}")
    grounded = table.name in knowledge_text
    confidence = min(0.95, 0.4 + 0.25 * min(match_score, 2) + (0.1 if entities.time_range else 0))
    return GeneratedQuery(
        platform=Platform.KQL,
        query="\n".join(lines),
        agent=NAME,
        confidence=round(confidence, 2),
        explanation=(
            f"Reads {table.name} over the last {window}"
            + (", filtered to failures" if _FAILURE.search(request.question) else "")
            + (f"; {table.name} is the table the retrieved knowledge names" if grounded else "")
            + "."
        ),
        optimizations=["time_filter_first", "project_limiting_columns"],
        estimated_cost={"time_window": window, "tables": table.name},
        cost_info=CostInfo(agent=NAME),
    )


NAME = "kql-data"


def kql_agent() -> AgentSpec:
    return AgentSpec(
        name=NAME,
        description="Writes KQL for Azure Log Analytics / Microsoft Sentinel.",
        skills=(
            Skill(
                id=SkillId.GENERATE,
                name="Generate KQL",
                description="A KQL query answering the question, with confidence and explanation.",
                input_model=GenerateRequest,
                handler=generate_kql,
                tags=("data", "platform:kql"),
                examples=("failed sign-ins in the last hour",),
            ),
        ),
    )
