"""Schema discovery on Azure Log Analytics and Splunk, against stand-ins (httpx.MockTransport) that answer
as their documented REST APIs do: the Log Analytics metadata API, and Splunk's indexes and search
commands collections and its search export endpoint (newline-delimited JSON results). Every stand-in
checks the bearer token; errors must name the HTTP status and never the token."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import httpx
import pytest
from pydantic import SecretStr

from agents.sources.errors import DiscoveryError
from agents.sources.log_analytics import discover_log_analytics
from agents.sources.splunk import FIELDS_SEARCH, SOURCETYPES_SEARCH, ExportError, discover_splunk, export_results
from lexiquery.contracts import Platform, SourceSchema, TableInfo
from lexiquery.sources import LogAnalyticsSource, SplunkSource

LA_TOKEN = "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.la-secret-token"
SPLUNK_TOKEN = "splunk-secret-token-0f3c9a"
WORKSPACE = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
LA_ENDPOINT = "https://api.loganalytics.example"
SPLUNK_URL = "https://splunk.example:8089"

# --- Log Analytics ------------------------------------------------------------------------------------

LA_METADATA: dict[str, Any] = {
    "categories": [
        {
            "id": "security",
            "displayName": "Security",
            "related": {"tables": ["t/SigninLogs", "t/SecurityEvent"], "functions": [], "queries": []},
        }
    ],
    "resourceTypes": [
        {"id": "microsoft.operationalinsights/workspaces", "type": "microsoft.operationalinsights/workspaces"}
    ],
    "solutions": [
        {
            "id": "SecurityInsights",
            "name": "SecurityInsights",
            "related": {"tables": ["t/SigninLogs", "t/SecurityEvent"], "categories": ["security"]},
        }
    ],
    "tables": [
        {
            "id": "t/SigninLogs",
            "name": "SigninLogs",
            "timespanColumn": "TimeGenerated",
            "description": "Azure Active Directory sign-in logs.",
            "columns": [
                {"name": "TimeGenerated", "type": "datetime", "description": "When the sign-in was recorded."},
                {"name": "UserPrincipalName", "type": "string", "description": "The user's principal name."},
                {"name": "IPAddress", "type": "string", "description": "The client's IP address."},
                {"name": "ResultType", "type": "string", "description": "0 for success, else an error code."},
                {"name": "Location", "type": "string"},
                {"name": "LocationDetails", "type": "dynamic", "isPreferredFacet": False},
                {"name": "CreatedDateTime", "type": "datetime"},
            ],
            "related": {"categories": ["security"], "solutions": ["SecurityInsights"]},
        },
        {
            "id": "t/SecurityEvent",
            "name": "SecurityEvent",
            "timespanColumn": "TimeGenerated",
            "description": "Security events collected from Windows machines by Azure Security Center or Sentinel.",
            "columns": [
                {"name": "TimeGenerated", "type": "datetime"},
                {"name": "Computer", "type": "string", "description": "The computer that logged the event."},
                {"name": "EventID", "type": "int"},
                {"name": "Account", "type": "string"},
                {"name": "LogonType", "type": "int"},
            ],
            "related": {"categories": ["security"], "solutions": ["SecurityInsights"]},
        },
        {
            "id": "t/AzureActivity",
            "name": "AzureActivity",
            "description": "Entries from the Azure Activity log.",
            "columns": [
                {"name": "OperationNameValue", "type": "string"},
                {"name": "TimeGenerated", "type": "datetime"},
                {"name": "EventSubmissionTimestamp", "type": "datetime"},
                {"name": "Caller", "type": "string"},
            ],
        },
        {
            "id": "t/AppInventory_CL",
            "name": "AppInventory_CL",
            "columns": [
                {"name": "FirstSeen_t", "type": "datetime"},
                {"name": "LastSeen_t", "type": "datetime"},
                {"name": "App_s", "type": "string"},
                {"name": "Installs_d", "type": "real"},
            ],
        },
    ],
    "functions": [
        {
            "id": "f/imAuthentication",
            "name": "imAuthentication",
            "body": "union isfuzzy=true SigninLogs, SecurityEvent",
            "related": {"tables": ["t/SigninLogs", "t/SecurityEvent"]},
        }
    ],
    "queries": [{"id": "q/failed-signins", "displayName": "Failed sign-ins", "body": "SigninLogs | take 10"}],
    "applications": [],
    "workspaces": [{"id": WORKSPACE, "resourceId": f"/subscriptions/x/workspaces/{WORKSPACE}", "name": "sentinel"}],
    "resources": [],
    "permissions": [{"workspaces": [{"resourceId": f"/subscriptions/x/workspaces/{WORKSPACE}"}]}],
}


def _la_source() -> LogAnalyticsSource:
    return LogAnalyticsSource(
        kind="log_analytics", name="sentinel", workspace=WORKSPACE, token=SecretStr(LA_TOKEN), endpoint=LA_ENDPOINT
    )


def _authorized(request: httpx.Request, token: str) -> None:
    assert request.headers.get("authorization") == f"Bearer {token}", "the bearer token was not sent"


def _la_transport(answer: Callable[[httpx.Request], httpx.Response], calls: list[httpx.Request]) -> httpx.MockTransport:
    def handle(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        _authorized(request, LA_TOKEN)
        assert request.method == "GET"
        assert request.url.path == f"/v1/workspaces/{WORKSPACE}/metadata"
        return answer(request)

    return httpx.MockTransport(handle)


async def _discover_la(answer: Callable[[httpx.Request], httpx.Response]) -> tuple[SourceSchema, list[httpx.Request]]:
    calls: list[httpx.Request] = []
    async with httpx.AsyncClient(transport=_la_transport(answer, calls)) as http:
        return await discover_log_analytics(_la_source(), http), calls


async def _la_error(answer: Callable[[httpx.Request], httpx.Response]) -> str:
    with pytest.raises(DiscoveryError) as caught:
        await _discover_la(answer)
    return str(caught.value)


async def test_log_analytics_tables_columns_and_time_columns() -> None:
    schema, calls = await _discover_la(lambda _: httpx.Response(200, json=LA_METADATA))

    assert len(calls) == 1
    assert (schema.source, schema.platform, schema.kind, schema.truncated) == (
        "sentinel",
        Platform.KQL,
        "log_analytics",
        False,
    )
    assert (schema.fingerprint, schema.discovered_at, schema.elapsed_ms) == ("", None, 0.0)  # the caller's
    assert [t.name for t in schema.tables] == ["AppInventory_CL", "AzureActivity", "SecurityEvent", "SigninLogs"]
    signins = schema.table("SigninLogs")
    assert signins is not None
    assert (signins.kind, signins.description) == ("table", "Azure Active Directory sign-in logs.")
    assert [(c.name, c.type) for c in signins.columns][:3] == [
        ("TimeGenerated", "datetime"),
        ("UserPrincipalName", "string"),
        ("IPAddress", "string"),
    ]
    upn = signins.column("UserPrincipalName")
    assert upn is not None
    assert upn.comment == "The user's principal name."
    location = signins.column("Location")
    assert location is not None
    assert location.comment == ""
    assert signins.time_columns == ["TimeGenerated"]  # its timespanColumn, not every datetime column
    security = schema.table("SecurityEvent")
    assert security is not None
    assert [c.type for c in security.columns] == ["datetime", "string", "int", "string", "int"]
    activity = schema.table("AzureActivity")
    assert activity is not None
    assert activity.time_columns == ["TimeGenerated"]  # no timespanColumn: TimeGenerated
    custom = schema.table("AppInventory_CL")
    assert custom is not None
    assert custom.time_columns == ["FirstSeen_t", "LastSeen_t"]  # neither: every datetime column
    assert custom.description == ""
    assert schema.table("imAuthentication") is None  # functions, categories, solutions: not tables


async def test_log_analytics_403_names_the_status_and_never_the_token() -> None:
    body = {
        "error": {
            "message": "The provided credentials have insufficient access to perform the requested operation",
            "code": "InsufficientAccessError",
            "correlationId": "0f0e5b9a-7d4c-4e1a-9f38-1d2b3c4d5e6f",
        }
    }
    message = await _la_error(lambda _: httpx.Response(403, json=body))
    assert "403" in message
    assert "insufficient access" in message
    assert "InsufficientAccessError" in message
    assert LA_TOKEN not in message


async def test_log_analytics_error_echoing_the_token_is_redacted() -> None:
    def echo(request: httpx.Request) -> httpx.Response:
        text = f"invalid header Authorization: {request.headers['authorization']}"
        return httpx.Response(401, json={"error": {"message": text, "code": "InvalidTokenError"}})

    message = await _la_error(echo)
    assert "401" in message
    assert "***" in message
    assert LA_TOKEN not in message


async def test_log_analytics_unreachable_or_not_json_is_a_discovery_error() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    message = await _la_error(refuse)
    assert "unreachable" in message
    assert "Connection refused" in message
    assert LA_TOKEN not in message

    proxy_page = "<html><body><h1>502 Bad Gateway</h1></body></html>"
    message = await _la_error(lambda _: httpx.Response(502, text=proxy_page, headers={"content-type": "text/html"}))
    assert "502" in message
    assert "Bad Gateway" in message
    message = await _la_error(lambda _: httpx.Response(200, text=proxy_page))
    assert "not a metadata answer" in message


# --- Splunk -------------------------------------------------------------------------------------------


def _collection(entries: list[dict[str, Any]]) -> dict[str, Any]:
    """A Splunk REST collection answer (output_mode=json)."""
    return {
        "links": {"create": "/services/data/indexes/_new"},
        "origin": f"{SPLUNK_URL}/services/data/indexes",
        "updated": "2025-03-01T10:00:00+00:00",
        "generator": {"build": "b6436b649711", "version": "9.3.2"},
        "entry": [
            {"id": f"{SPLUNK_URL}/servicesNS/nobody/search/x/{e['name']}", "author": "nobody", **e} for e in entries
        ],
        "paging": {"total": len(entries), "perPage": 0, "offset": 0},
        "messages": [],
    }


def _index(name: str, events: int, size_mb: int, *, disabled: bool = False) -> dict[str, Any]:
    content = {"totalEventCount": events, "currentDBSizeMB": size_mb, "disabled": disabled, "datatype": "event"}
    return {"name": name, "content": content}


SPLUNK_INDEXES = _collection(
    [
        _index("_audit", 120_000, 80),
        _index("_internal", 9_800_000, 5_000),
        _index("main", 1_250_000, 900),
        _index("old_archive", 40_000, 20, disabled=True),
        _index("security", 450_000, 310),
    ]
)
SPLUNK_COMMANDS = _collection(
    [
        {"name": name, "content": {"disabled": False, "streaming": "true"}}
        for name in ("stats", "abstract", "eval", "tstats", "mycustomcmd", "fit")
    ]
    + [{"name": "retiredcmd", "content": {"disabled": True}}]
)
SOURCETYPE_COUNTS = [
    {"index": "main", "sourcetype": "access_combined", "count": "900000"},
    {"index": "security", "sourcetype": "WinEventLog:Security", "count": "450000"},
    {"index": "main", "sourcetype": "syslog", "count": "350000"},
    {"index": "_internal", "sourcetype": "splunkd", "count": "9800000"},  # not a listed index: left out
]


def _summary(field: str, count: int, distinct: int, values: list[tuple[str, int]]) -> dict[str, Any]:
    """A fieldsummary row: ``values`` is a JSON text of the most frequent values with their counts."""
    listed = json.dumps([{"value": v, "count": n} for v, n in values])
    return {"field": field, "count": str(count), "distinct_count": str(distinct), "values": listed}


FIELD_SUMMARIES: dict[tuple[str, str], list[dict[str, Any]]] = {
    ("main", "access_combined"): [
        _summary("_time", 1000, 998, [("2025-03-01T09:59:59.000+00:00", 2)]),
        _summary("clientip", 1000, 212, [("10.1.2.3", 91), ("10.9.8.7", 64), ("192.0.2.10", 40)]),
        _summary("status", 1000, 6, [("200", 870), ("404", 61), ("500", 30), ("302", 20), ("403", 10)]),
        _summary("uri_path", 1000, 340, [("/cart.do", 120), ("/" + "x" * 300, 1)]),
        _summary("date_hour", 1000, 24, [("9", 1000)]),
        _summary("punct", 1000, 40, [("..._-_-_[//:::]", 1000)]),
    ],
    ("security", "WinEventLog:Security"): [
        _summary("EventCode", 1000, 12, [("4624", 700), ("4625", 150), ("4688", 100)]),
        _summary("Account_Name", 1000, 57, [("SYSTEM", 300), ("alice", 120)]),
        _summary("_raw", 1000, 1000, []),
    ],
    ("main", "syslog"): [
        _summary("host", 1000, 3, [("web-01", 600), ("web-02", 300), ("db-01", 100)]),
        _summary("process", 1000, 9, [("sshd", 500), ("cron", 200)]),
    ],
}


def _export(rows: list[dict[str, Any]], messages: list[dict[str, str]] | None = None) -> httpx.Response:
    """A search export answer (output_mode=json): one JSON object a line."""
    lines = [
        json.dumps({"preview": False, "offset": i, **({"lastrow": True} if i == len(rows) - 1 else {}), "result": row})
        for i, row in enumerate(rows)
    ]
    if messages:
        lines.insert(0, json.dumps({"preview": False, "messages": messages}))
    return httpx.Response(200, text="\n".join(lines) + "\n", headers={"content-type": "application/json"})


class SplunkStandIn:
    """Splunk's REST API for discovery, as documented; it records every search it is asked to run."""

    def __init__(self) -> None:
        self.searches: list[str] = []
        self.slow: set[str] = set()  # sourcetypes whose field search never finishes in time
        self.indexes_answer: httpx.Response | None = None

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        _authorized(request, SPLUNK_TOKEN)
        path = request.url.path
        if request.method == "GET" and path in ("/services/data/indexes", "/services/search/commands"):
            assert request.url.params["output_mode"] == "json"
            assert request.url.params["count"] == "0"
            if path == "/services/data/indexes":
                return self.indexes_answer or httpx.Response(200, json=SPLUNK_INDEXES)
            return httpx.Response(200, json=SPLUNK_COMMANDS)
        assert (request.method, path) == ("POST", "/services/search/v2/jobs/export"), f"unexpected {path}"
        form = {key: values[0] for key, values in parse_qs(request.content.decode()).items()}
        assert form["output_mode"] == "json"
        search = form["search"]
        self.searches.append(search)
        if search == SOURCETYPES_SEARCH:
            return _export(SOURCETYPE_COUNTS)
        for (index, sourcetype), rows in FIELD_SUMMARIES.items():
            if search == FIELDS_SEARCH.format(index=f'"{index}"', sourcetype=f'"{sourcetype}"', values=5):
                if sourcetype in self.slow:
                    await asyncio.sleep(30)
                return _export(rows)
        return _export([], [{"type": "FATAL", "text": f"Unknown search command in {search!r}"}])


def _splunk_source() -> SplunkSource:
    return SplunkSource(kind="splunk", name="soc-splunk", url=SPLUNK_URL, token=SecretStr(SPLUNK_TOKEN))


async def _discover_splunk(stand_in: Callable[[httpx.Request], Any], **bounds: Any) -> SourceSchema:
    async with httpx.AsyncClient(transport=httpx.MockTransport(stand_in)) as http:
        return await discover_splunk(_splunk_source(), http, **bounds)


def _tables(schema: SourceSchema, kind: str) -> dict[str, TableInfo]:
    return {t.name: t for t in schema.tables if t.kind == kind}


async def test_splunk_indexes_sourcetypes_fields_and_commands() -> None:
    stand_in = SplunkStandIn()
    schema = await _discover_splunk(stand_in)

    assert (schema.source, schema.platform, schema.kind, schema.truncated) == (
        "soc-splunk",
        Platform.SPL,
        "splunk",
        False,
    )
    assert [(t.kind, t.name) for t in schema.tables] == [
        ("index", "main"),
        ("index", "security"),
        ("sourcetype", "WinEventLog:Security"),
        ("sourcetype", "access_combined"),
        ("sourcetype", "syslog"),
    ]  # internal (_audit, _internal) and disabled (old_archive) indexes left out; indexes first
    indexes = _tables(schema, "index")
    assert (indexes["main"].row_estimate, indexes["security"].row_estimate) == (1_250_000, 450_000)
    sourcetypes = _tables(schema, "sourcetype")
    access = sourcetypes["access_combined"]
    assert (access.parent, access.row_estimate, access.time_columns) == ("main", 900_000, ["_time"])
    assert [c.name for c in access.columns] == ["_time", "clientip", "status", "uri_path"]  # no date_*, punct
    status = access.column("status")
    assert status is not None
    assert (status.distinct, status.samples) == (6, ["200", "404", "500", "302", "403"])
    uri = access.column("uri_path")
    assert uri is not None
    assert uri.samples == ["/cart.do"]  # a 301-character value is not kept as a sample
    windows = sourcetypes["WinEventLog:Security"]
    assert (windows.parent, windows.row_estimate) == ("security", 450_000)
    assert [c.name for c in windows.columns] == ["Account_Name", "EventCode"]  # _raw is no field
    assert sourcetypes["syslog"].parent == "main"
    assert schema.commands == ["abstract", "eval", "fit", "mycustomcmd", "stats", "tstats"]  # disabled left out

    assert stand_in.searches[0] == SOURCETYPES_SEARCH
    assert sorted(stand_in.searches[1:]) == sorted(
        FIELDS_SEARCH.format(index=f'"{i}"', sourcetype=f'"{s}"', values=5) for i, s in FIELD_SUMMARIES
    )
    assert (
        'search index="main" sourcetype="access_combined" earliest=-24h | head 1000 | fieldsummary maxvals=5 '
        "| fields field count distinct_count values"
    ) in stand_in.searches


async def test_splunk_discovery_is_bounded_and_says_so() -> None:
    stand_in = SplunkStandIn()
    schema = await _discover_splunk(stand_in, max_sourcetypes=2)
    assert schema.truncated
    assert sorted(_tables(schema, "sourcetype")) == ["WinEventLog:Security", "access_combined"]  # the most frequent
    assert len(stand_in.searches) == 1 + 2  # no field search for the sourcetype cut

    slow = SplunkStandIn()
    slow.slow.add("syslog")
    started = asyncio.get_running_loop().time()
    schema = await _discover_splunk(slow, timeout=1.0)
    assert asyncio.get_running_loop().time() - started < 5
    assert schema.truncated
    sourcetypes = _tables(schema, "sourcetype")
    assert sourcetypes["syslog"].columns == []  # its field search was cut by the deadline
    assert sourcetypes["access_combined"].columns  # the others answered in time


async def test_splunk_403_names_the_status_and_never_the_token() -> None:
    stand_in = SplunkStandIn()
    stand_in.indexes_answer = httpx.Response(
        403,
        json={"messages": [{"type": "ERROR", "text": f"User lacks capability 'list_indexes' (token {SPLUNK_TOKEN})"}]},
    )
    with pytest.raises(DiscoveryError) as caught:
        await _discover_splunk(stand_in)
    message = str(caught.value)
    assert "403" in message
    assert "list_indexes" in message
    assert SPLUNK_TOKEN not in message
    assert "***" in message


async def test_splunk_unreachable_or_failing_search_is_a_discovery_error() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    with pytest.raises(DiscoveryError) as caught:
        await _discover_splunk(refuse)
    assert "unreachable" in str(caught.value)
    assert SPLUNK_TOKEN not in str(caught.value)

    async def failing(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/export"):
            return _export([], [{"type": "FATAL", "text": "Error in 'tstats' command: insufficient permission"}])
        return await SplunkStandIn()(request)

    with pytest.raises(DiscoveryError) as caught:
        await _discover_splunk(failing)
    assert "insufficient permission" in str(caught.value)


def test_export_results_reads_final_results_and_fails_on_errors() -> None:
    text = "\n".join(
        [
            json.dumps({"preview": True, "offset": 0, "result": {"count": "1"}}),
            json.dumps({"preview": False, "offset": 0, "result": {"count": "7"}}),
            json.dumps({"preview": False, "messages": [{"type": "INFO", "text": "Your timerange was substituted"}]}),
            "",
        ]
    )
    assert export_results(text) == [{"count": "7"}]
    assert export_results(json.dumps({"preview": True, "result": {"count": "2"}})) == [{"count": "2"}]
    with pytest.raises(ExportError, match="Unknown search command 'statz'"):
        export_results(json.dumps({"messages": [{"type": "FATAL", "text": "Unknown search command 'statz'"}]}))
