"""Schema discovery on Azure Log Analytics, read through its metadata API.

``GET {endpoint}/v1/workspaces/{workspace}/metadata`` (bearer token) answers with the workspace's tables,
each with its columns (name, type, description) and the column its time span is measured on; the
categories, solutions, functions and saved queries it also lists are not tables and are left out.
"""

from __future__ import annotations

from typing import Any

import httpx

from agents.sources.errors import DiscoveryError
from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo
from lexiquery.sources import LogAnalyticsSource

TIME_GENERATED = "TimeGenerated"  # the ingestion time column every Log Analytics table has


def _error(source: LogAnalyticsSource, message: str) -> DiscoveryError:
    return DiscoveryError(source.redact(message))


def _cause(response: httpx.Response, body: Any) -> str:
    """What an unsuccessful answer says went wrong: its ``error`` object's code and message, or its text."""
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict) and error.get("message"):
        code = f" ({error['code']})" if error.get("code") else ""
        return f"{error['message']}{code}"
    return " ".join(response.text.split())[:300] or response.reason_phrase


def table_info(table: dict[str, Any]) -> TableInfo:
    """One table of a metadata answer, its time columns chosen: the table's own ``timespanColumn``, else
    TimeGenerated when it has one, else every datetime column."""
    columns = [
        ColumnInfo(name=str(c["name"]), type=str(c.get("type") or ""), comment=str(c.get("description") or ""))
        for c in table.get("columns") or []
        if isinstance(c, dict) and c.get("name")
    ]
    names = {c.name for c in columns}
    if table.get("timespanColumn"):
        time_columns = [str(table["timespanColumn"])]
    elif TIME_GENERATED in names:
        time_columns = [TIME_GENERATED]
    else:
        time_columns = [c.name for c in columns if c.type.lower() == "datetime"]
    return TableInfo(
        name=str(table["name"]),
        kind="table",
        description=str(table.get("description") or ""),
        columns=columns,
        time_columns=time_columns,
    )


async def discover_log_analytics(
    source: LogAnalyticsSource, http: httpx.AsyncClient, *, timeout: float = 30.0
) -> SourceSchema:
    """Every table of a Log Analytics workspace with its columns and time columns, sorted by name.
    DiscoveryError when the workspace cannot be read (the cause and HTTP status named, secrets redacted)."""
    try:
        token = source.secrets()["token"].get_secret_value()
    except ValueError as problem:  # a SecretRef whose variable or file is missing: names it, not the secret
        raise _error(source, f"cannot read the token of the source: {problem}") from None
    url = f"{source.endpoint.rstrip('/')}/v1/workspaces/{source.workspace}/metadata"
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    try:
        response = await http.get(url, headers=headers, timeout=timeout)
    except httpx.TimeoutException:
        raise _error(
            source, f"Log Analytics unreachable: the metadata API did not answer within {timeout:g}s"
        ) from None
    except httpx.HTTPError as error:
        raise _error(source, f"Log Analytics unreachable: {str(error) or type(error).__name__}") from None
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.status_code != 200:
        raise _error(source, f"Log Analytics metadata: HTTP {response.status_code}: {_cause(response, body)}")
    if not isinstance(body, dict) or not isinstance(body.get("tables"), list):
        text = " ".join(response.text.split())[:200]
        raise _error(source, f"Log Analytics metadata: HTTP 200 but not a metadata answer (no tables list): {text}")
    tables: dict[str, TableInfo] = {}
    for table in body["tables"]:
        if isinstance(table, dict) and table.get("name") and str(table["name"]) not in tables:
            tables[str(table["name"])] = table_info(table)
    return SourceSchema(
        source=source.name,
        platform=Platform.KQL,
        kind="log_analytics",
        tables=sorted(tables.values(), key=lambda t: t.name),
    )
