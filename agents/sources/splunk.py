"""Schema discovery on Splunk, read through its REST API (bearer token).

- Indexes: ``GET /services/data/indexes`` — each enabled, non-internal index is a table of kind ``index``
  with its event count.
- Sourcetypes: ``| tstats count where index=* by index, sourcetype`` through the search export endpoint
  (``POST /services/search/v2/jobs/export``) — each (index, sourcetype) pair is a table of kind
  ``sourcetype`` whose parent is the index; the ``max_sourcetypes`` most frequent are kept.
- Their fields: ``fieldsummary`` over the last day's first 1,000 events of each sourcetype, a few searches
  at once, until ``timeout`` — each field with its distinct count and most frequent values.
- Commands: ``GET /services/search/commands`` — the search commands this Splunk has (apps add their own),
  which the SPL validator accepts besides the standard ones.

Discovery stopped by its bounds (too many sourcetypes, field searches cut by the deadline) marks the
schema ``truncated``.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any

import httpx

from agents.sources.deadline import until_deadline
from agents.sources.errors import DiscoveryError
from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo
from lexiquery.sources import SplunkSource

EXPORT_PATH = "/services/search/v2/jobs/export"
SOURCETYPES_SEARCH = "| tstats count where index=* by index, sourcetype"
FIELDS_SEARCH = (
    "search index={index} sourcetype={sourcetype} earliest=-24h | head 1000 | fieldsummary maxvals={values} "
    "| fields field count distinct_count values"
)
CONCURRENCY = 4  # field searches at once
MAX_VALUES = 5  # sample values kept per field
MAX_VALUE_CHARS = 200  # longer values are never kept as samples
TIME_FIELD = "_time"
# Fields Splunk adds to every event for its own bookkeeping: not the data's.
_BOOKKEEPING = frozenset(
    {"punct", "linecount", "timestartpos", "timeendpos", "splunk_server", "splunk_server_group", "eventtype"}
)


class ExportError(Exception):
    """The search export stream reported a FATAL or ERROR message (its text)."""


def export_results(text: str) -> list[dict[str, Any]]:
    """The results of a search export answer (``output_mode=json``): one JSON object a line, ``{"result":
    {…}}`` for each result and ``{"messages": [{"type", "text"}]}`` for the search's messages. Preview
    results are dropped when final ones follow. ExportError on a FATAL or ERROR message."""
    final: list[dict[str, Any]] = []
    preview: list[dict[str, Any]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        if not isinstance(record, dict):
            continue
        messages = record.get("messages") or []
        errors = [m.get("text", "") for m in messages if isinstance(m, dict) and m.get("type") in ("FATAL", "ERROR")]
        if errors:
            raise ExportError(errors[0])
        result = record.get("result")
        if isinstance(result, dict):
            (preview if record.get("preview") is True else final).append(result)
    return final or preview


def _answered(answer: list[dict[str, Any]] | BaseException) -> list[dict[str, Any]]:
    if isinstance(answer, BaseException):
        raise answer
    return answer


def _number(value: Any) -> int | None:
    try:
        return int(float(value))
    except (TypeError, ValueError):
        return None


def _truthy(value: Any) -> bool:
    return value is True or str(value).strip().lower() in ("1", "true", "t", "yes")


def _quoted(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _cause(response: httpx.Response, body: Any) -> str:
    """What an unsuccessful answer says went wrong: Splunk's ``messages`` (or an ``error`` object), or its text."""
    if isinstance(body, dict):
        texts = [m.get("text") for m in body.get("messages") or [] if isinstance(m, dict) and m.get("text")]
        if texts:
            return "; ".join(str(t) for t in texts)
        error = body.get("error")
        if isinstance(error, dict) and error.get("message"):
            return str(error["message"])
    return " ".join(response.text.split())[:300] or response.reason_phrase


class _Api:
    """Splunk's REST API for one source: its authentication, and its errors as DiscoveryError."""

    def __init__(self, source: SplunkSource, http: httpx.AsyncClient, timeout: float) -> None:
        self.source = source
        self.http = http
        self.base = source.url.rstrip("/")
        self.timeout = timeout
        try:
            token = source.secrets()["token"].get_secret_value()
        except ValueError as problem:  # a SecretRef whose variable or file is missing: names it, not the secret
            raise self.error(f"cannot read the token of the source: {problem}") from None
        self.headers = {"Authorization": f"Bearer {token}"}

    def error(self, message: str) -> DiscoveryError:
        return DiscoveryError(self.source.redact(message))

    async def _send(self, path: str, params: dict[str, Any] | None, form: dict[str, Any] | None) -> httpx.Response:
        url = self.base + path
        try:
            if form is None:
                response = await self.http.get(url, params=params, headers=self.headers, timeout=self.timeout)
            else:
                response = await self.http.post(url, data=form, headers=self.headers, timeout=self.timeout)
        except httpx.TimeoutException:
            raise self.error(f"Splunk unreachable: {path} did not answer within {self.timeout:g}s") from None
        except httpx.HTTPError as error:
            raise self.error(f"Splunk unreachable: {str(error) or type(error).__name__}") from None
        if response.status_code != 200:
            try:
                body = response.json()
            except ValueError:
                body = None
            raise self.error(f"Splunk {path}: HTTP {response.status_code}: {_cause(response, body)}")
        return response

    async def entries(self, path: str) -> list[dict[str, Any]]:
        """The entries of a REST collection (all of them: ``count=0``)."""
        response = await self._send(path, {"output_mode": "json", "count": 0}, None)
        try:
            body = response.json()
        except ValueError:
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("entry"), list):
            text = " ".join(response.text.split())[:200]
            raise self.error(f"Splunk {path}: HTTP 200 but not a REST collection (no entry list): {text}")
        return [entry for entry in body["entry"] if isinstance(entry, dict) and entry.get("name")]

    async def search(self, search: str) -> list[dict[str, Any]]:
        """The results of one search, run through the export endpoint."""
        response = await self._send(EXPORT_PATH, None, {"search": search, "output_mode": "json"})
        try:
            return export_results(response.text)
        except ExportError as problem:
            raise self.error(f"Splunk search failed: {problem} (search: {search})") from None
        except ValueError:
            text = " ".join(response.text.split())[:200]
            raise self.error(f"Splunk {EXPORT_PATH}: HTTP 200 but not JSON results: {text}") from None


@dataclass(frozen=True)
class _Sourcetype:
    index: str
    name: str
    count: int | None


def _columns(rows: list[dict[str, Any]]) -> list[ColumnInfo]:
    """A fieldsummary's rows as columns: each field with its distinct count and most frequent values."""
    columns = []
    for row in rows:
        name = str(row.get("field") or "")
        if (
            not name
            or name in _BOOKKEEPING
            or name.startswith("date_")
            or (name.startswith("_") and name != TIME_FIELD)
        ):
            continue
        values = row.get("values")
        if isinstance(values, str):
            try:
                values = json.loads(values)
            except ValueError:
                values = []
        listed = values if isinstance(values, list) else []
        samples = [str(v["value"]) for v in listed if isinstance(v, dict) and v.get("value") is not None]
        columns.append(
            ColumnInfo(
                name=name,
                type="time" if name == TIME_FIELD else "",
                samples=[] if name == TIME_FIELD else [s for s in samples if len(s) <= MAX_VALUE_CHARS][:MAX_VALUES],
                distinct=_number(row.get("distinct_count")),
            )
        )
    return sorted(columns, key=lambda c: c.name)


async def _fields(
    api: _Api, sourcetypes: list[_Sourcetype], deadline: float
) -> tuple[dict[_Sourcetype, list[ColumnInfo]], bool]:
    """The fields of each sourcetype, a few searches at once; False when the deadline cut it short (the
    searches that answered are kept)."""
    found: dict[_Sourcetype, list[ColumnInfo]] = {}
    semaphore = asyncio.Semaphore(CONCURRENCY)

    async def one(sourcetype: _Sourcetype) -> None:
        search = FIELDS_SEARCH.format(
            index=_quoted(sourcetype.index), sourcetype=_quoted(sourcetype.name), values=MAX_VALUES
        )
        async with semaphore:
            rows = await api.search(search)
        found[sourcetype] = _columns(rows)

    if not sourcetypes:
        return found, True
    pending = await until_deadline([asyncio.create_task(one(sourcetype)) for sourcetype in sourcetypes], deadline)
    return found, not pending


async def discover_splunk(
    source: SplunkSource, http: httpx.AsyncClient, *, timeout: float = 30.0, max_sourcetypes: int = 200
) -> SourceSchema:
    """A Splunk's indexes (event counts), its sourcetypes per index (event counts, fields with their
    distinct counts and top values) and its search commands. ``timeout`` bounds each request and the
    whole discovery: field searches it cuts short leave their sourcetypes without columns and the schema
    ``truncated``, as more than ``max_sourcetypes`` sourcetypes do (the most frequent are kept).
    DiscoveryError when the Splunk cannot be read (the cause and HTTP status named, secrets redacted)."""
    api = _Api(source, http, timeout)
    deadline = time.monotonic() + timeout
    answers = await asyncio.gather(
        api.entries("/services/data/indexes"),
        api.entries("/services/search/commands"),
        api.search(SOURCETYPES_SEARCH),
        return_exceptions=True,
    )
    index_entries, command_entries, pairs = (_answered(answer) for answer in answers)

    indexes: dict[str, TableInfo] = {}
    for entry in index_entries:
        name, content = str(entry["name"]), entry.get("content") or {}
        if name.startswith("_") or _truthy(content.get("disabled")) or name in indexes:
            continue
        count = _number(content.get("totalEventCount"))
        indexes[name] = TableInfo(name=name, kind="index", row_estimate=count, time_columns=[TIME_FIELD])

    counted = {
        _Sourcetype(str(row["index"]), str(row["sourcetype"]), _number(row.get("count")))
        for row in pairs
        if row.get("index") in indexes and row.get("sourcetype")
    }
    ranked = sorted(counted, key=lambda s: (-(s.count or 0), s.name, s.index))
    kept = ranked[: max(max_sourcetypes, 0)]
    columns, complete = await _fields(api, kept, deadline)
    sourcetypes = [
        TableInfo(
            name=s.name,
            kind="sourcetype",
            parent=s.index,
            row_estimate=s.count,
            columns=columns.get(s, []),
            time_columns=[TIME_FIELD],
        )
        for s in sorted(kept, key=lambda s: (s.name, s.index))
    ]
    commands = sorted(
        {str(e["name"]).lower() for e in command_entries if not _truthy((e.get("content") or {}).get("disabled"))}
    )
    return SourceSchema(
        source=source.name,
        platform=Platform.SPL,
        kind="splunk",
        tables=[*sorted(indexes.values(), key=lambda t: t.name), *sourcetypes],
        commands=commands,
        truncated=len(ranked) > len(kept) or not complete,
    )
