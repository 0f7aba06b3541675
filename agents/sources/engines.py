"""The engines queries run on, one per source kind: each returns columns and rows (at most ``max_rows``,
within ``timeout`` seconds) and, where the engine can plan a query without running it, a dry run.

- PostgreSQL: a read-only transaction with a statement timeout; dry run by ``EXPLAIN (FORMAT JSON)``.
- SQLite: the file opened read-only; dry run by ``EXPLAIN QUERY PLAN``.
- DuckDB: SQL, or KQL through duckdb-kql with writes disallowed; dry run by ``EXPLAIN``.
- Prometheus: instant queries through its HTTP API (bearer or basic auth); dry run by a series count.
- Azure Log Analytics: the query API; Splunk: the REST search export API (no dry run).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, Protocol

import duckdb_kql
import httpx

from lexiquery.sources import (
    DuckdbSource,
    LogAnalyticsSource,
    PostgresSource,
    PrometheusSource,
    SourceConfig,
    SplunkSource,
    SqliteSource,
)


class EngineError(Exception):
    """The engine refused or failed the query; the message is the engine's, ``error_class`` its kind."""

    def __init__(self, message: str, error_class: str = "EngineError") -> None:
        super().__init__(message)
        self.error_class = error_class


class EngineUnavailable(EngineError):
    """The engine cannot be reached or is overloaded right now; the same query may succeed later."""


def _transient(status: int) -> bool:
    return status == 429 or status >= 500


@dataclass
class ResultSet:
    columns: list[str]
    rows: list[list[Any]]
    truncated: bool = False
    engine: str = ""
    elapsed_ms: float = 0.0


@dataclass
class DryRun:
    """What an engine said of a query it planned but did not run."""

    error: str | None = None
    rows: int | None = None  # rows the plan expects to read (or series a selector matches)
    full_scans: list[tuple[str, int | None]] = field(default_factory=list)  # (table, its rows) scanned whole


class Engine(Protocol):
    name: str

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet: ...

    async def explain(self, query: str, *, timeout: float) -> DryRun | None: ...


def jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.replace(tzinfo=None).isoformat(sep=" ") if value.tzinfo is None else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, Decimal):  # PostgreSQL's numeric: a number to the reader, not a string
        return float(value)
    if isinstance(value, float) and value != value:  # NaN
        return None
    return value


def _limited(cursor_rows: list[tuple[Any, ...]], max_rows: int) -> tuple[list[list[Any]], bool]:
    truncated = len(cursor_rows) > max_rows
    return [[jsonable(v) for v in row] for row in cursor_rows[:max_rows]], truncated


# --- SQL -----------------------------------------------------------------------------------------


class SqliteEngine:
    """An SQLite file, opened read-only for every query."""

    def __init__(self, path: Path, name: str = "sqlite") -> None:
        self.path = path
        self.name = name

    def _open(self, timeout: float) -> sqlite3.Connection:
        connection = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        deadline = time.monotonic() + timeout
        connection.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        connection.execute("PRAGMA query_only = ON")
        return connection

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        try:
            connection = self._open(timeout)
        except sqlite3.Error as error:
            raise EngineUnavailable(f"cannot open {self.path}: {error}", type(error).__name__) from error
        try:
            cursor = connection.execute(query)
            fetched = cursor.fetchmany(max_rows + 1)
            columns = [d[0] for d in cursor.description or []]
        except sqlite3.Error as error:
            raise _sqlite_error(error) from error
        finally:
            connection.close()
        rows, truncated = _limited(fetched, max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)

    async def explain(self, query: str, *, timeout: float) -> DryRun:
        try:
            connection = self._open(timeout)
        except sqlite3.Error as error:
            raise EngineUnavailable(f"cannot open {self.path}: {error}", type(error).__name__) from error
        try:
            plan = connection.execute(f"EXPLAIN QUERY PLAN {query}").fetchall()
            scans = []
            for *_, detail in plan:
                words = str(detail).split()
                # "SCAN orders" reads the whole table; "SEARCH orders USING INDEX …" does not.
                if len(words) >= 2 and words[0] == "SCAN" and words[1] not in ("CONSTANT", "SUBQUERY"):
                    table = words[2] if words[1] == "TABLE" and len(words) > 2 else words[1]
                    count = connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()
                    scans.append((table, int(count[0]) if count else None))
            return DryRun(full_scans=scans)
        except sqlite3.Error as error:
            return DryRun(error=str(_sqlite_error(error)))
        finally:
            connection.close()


def _sqlite_error(error: sqlite3.Error) -> EngineError:
    message = "query took longer than the time limit" if "interrupted" in str(error) else str(error)
    return EngineError(message, type(error).__name__)


class PostgresEngine:
    """A PostgreSQL database: every query in a read-only transaction with a statement timeout."""

    def __init__(self, dsn: str, name: str = "postgresql") -> None:
        self.dsn = dsn
        self.name = name

    async def _in_read_only(self, query: str, timeout: float, max_rows: int) -> tuple[list[str], list[Any]]:
        import psycopg  # imported here: only deployments that configure PostgreSQL need it

        try:
            connection = await psycopg.AsyncConnection.connect(self.dsn, connect_timeout=max(int(timeout), 1))
        except psycopg.OperationalError as error:
            raise EngineUnavailable(f"PostgreSQL unreachable: {str(error).strip()}", "OperationalError") from None
        try:
            async with connection as conn, conn.transaction():
                await conn.execute("SET TRANSACTION READ ONLY")
                await conn.execute(f"SET LOCAL statement_timeout = {int(timeout * 1000)}")
                cursor = await conn.execute(query)  # the validated query text as the user wrote it
                fetched = await cursor.fetchmany(max_rows + 1)
                return [d.name for d in cursor.description or []], fetched
        except psycopg.Error as error:
            raise EngineError(str(error).strip(), type(error).__name__) from None

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        columns, fetched = await self._in_read_only(query, timeout, max_rows)
        rows, truncated = _limited([tuple(r) for r in fetched], max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)

    async def explain(self, query: str, *, timeout: float) -> DryRun:
        try:
            _, fetched = await self._in_read_only(f"EXPLAIN (FORMAT JSON) {query}", timeout, 1)
        except EngineUnavailable:
            raise
        except EngineError as error:
            return DryRun(error=f"{error.error_class}: {error}")
        plan = fetched[0][0][0]["Plan"] if fetched else {}
        scans: list[tuple[str, int | None]] = []

        def walk(node: dict[str, Any]) -> None:
            if node.get("Node Type") == "Seq Scan" and node.get("Relation Name"):
                scans.append((node["Relation Name"], int(node.get("Plan Rows", 0))))
            for child in node.get("Plans", []):
                walk(child)

        walk(plan)
        return DryRun(rows=int(plan.get("Plan Rows", 0)) if plan else None, full_scans=scans)


# --- DuckDB: SQL and KQL -------------------------------------------------------------------------


class DuckEngine:
    """A DuckDB database (and its file views), queried in SQL or, through duckdb-kql, in KQL."""

    def __init__(self, connect: Callable[[], Any], kql: bool, name: str = "duckdb") -> None:
        self.connect = connect
        self.kql = kql
        self.name = name

    def _relation(self, connection: Any, query: str) -> Any:
        if self.kql:
            return duckdb_kql.kql(connection, query, allow_write=False)
        return connection.sql(query)

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        connection = self.connect()
        timer = threading.Timer(timeout, connection.interrupt)
        timer.start()
        try:
            relation = self._relation(connection, query)
            if relation is None:
                raise EngineError("the statement returns no rows", "NotAQuery")
            columns = list(relation.columns)
            fetched = relation.limit(max_rows + 1).fetchall()
        except EngineError:
            raise
        except duckdb_kql.KqlError as error:
            raise EngineError(str(error), "KqlError") from None
        except Exception as error:  # duckdb's own errors (including an interrupt at the deadline)
            text = "query took longer than the time limit" if "INTERRUPT" in str(error).upper() else str(error)
            raise EngineError(text.splitlines()[0], type(error).__name__) from None
        finally:
            timer.cancel()
            connection.close()
        rows, truncated = _limited(fetched, max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)

    async def explain(self, query: str, *, timeout: float) -> DryRun:
        connection = self.connect()
        try:
            relation = self._relation(connection, query)
            if relation is not None:
                relation.explain()  # binds every name: an unknown table or column fails here
            return DryRun()
        except Exception as error:
            return DryRun(error=f"{type(error).__name__}: {str(error).splitlines()[0]}")
        finally:
            connection.close()


class LogAnalyticsEngine:
    """The Azure Monitor Logs query API: POST /v1/workspaces/{id}/query with a bearer token."""

    name = "azure log analytics"

    def __init__(self, workspace: str, token: str, endpoint: str, http: httpx.AsyncClient) -> None:
        self.url = f"{endpoint.rstrip('/')}/v1/workspaces/{workspace}/query"
        self.token = token
        self.http = http

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        try:
            response = await self.http.post(
                self.url,
                json={"query": query},
                headers={"Authorization": f"Bearer {self.token}", "Prefer": f"wait={int(timeout)}"},
                timeout=timeout,
            )
        except httpx.HTTPError as error:
            raise EngineUnavailable(f"Log Analytics unreachable: {error}") from error
        body = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
        if response.status_code != 200:
            message = body.get("error", {}).get("message") or response.text[:300]
            failure = EngineUnavailable if _transient(response.status_code) else EngineError
            raise failure(f"Log Analytics answered {response.status_code}: {message}")
        tables = body.get("tables") or []
        if not tables:
            return ResultSet([], [], False, self.name, (time.perf_counter() - started) * 1000)
        primary = tables[0]
        columns = [c["name"] for c in primary.get("columns", [])]
        rows, truncated = _limited([tuple(r) for r in primary.get("rows", [])], max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)

    async def explain(self, query: str, *, timeout: float) -> DryRun | None:
        return None  # the query API has no plan-only mode


# --- PromQL --------------------------------------------------------------------------------------


class PrometheusEngine:
    """Instant queries through Prometheus's HTTP API; vectors become rows of labels and a value."""

    def __init__(
        self, url: str, http: httpx.AsyncClient, name: str = "prometheus", auth: httpx.Auth | None = None
    ) -> None:
        self.url = url.rstrip("/")
        self.http = http
        self.name = name
        self.auth = auth

    async def explain(self, query: str, *, timeout: float) -> DryRun:
        """The series the query's selectors match, counted by Prometheus without returning them."""
        import promql_parser

        try:
            selectors = _selectors(promql_parser.parse(query))
        except ValueError as error:
            return DryRun(error=str(error))
        total = 0
        for selector in selectors:
            counted = await self.run(f"count({selector})", max_rows=1, timeout=timeout)
            total += int(counted.rows[0][-1]) if counted.rows else 0
        return DryRun(rows=total)

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        try:
            response = await self.http.post(
                f"{self.url}/api/v1/query",
                data={"query": query, "timeout": f"{max(1, int(timeout * 1000))}ms"},
                timeout=timeout + 1,
                auth=self.auth or httpx.USE_CLIENT_DEFAULT,
            )
        except httpx.HTTPError as error:
            raise EngineUnavailable(f"Prometheus unreachable: {error}", type(error).__name__) from error
        if _transient(response.status_code):
            raise EngineUnavailable(f"Prometheus answered {response.status_code}", f"HTTP{response.status_code}")
        try:
            body = response.json()
        except ValueError:
            raise EngineError(
                f"Prometheus answered {response.status_code}: {response.text[:200]}", "HTTPError"
            ) from None
        if body.get("status") != "success":
            raise EngineError(f"Prometheus: {body.get('error', response.text[:300])}", body.get("errorType", "error"))
        data = body["data"]
        kind, result = data["resultType"], data["result"]
        if kind in ("scalar", "string"):
            return ResultSet(
                ["value"], [[_number(result[1])]], False, self.name, (time.perf_counter() - started) * 1000
            )
        labels = sorted({k for series in result for k in series["metric"]})
        rows = []
        for series in result:
            value = series["value"][1] if kind == "vector" else series["values"][-1][1]
            rows.append([series["metric"].get(k, "") for k in labels] + [_number(value)])
        rows.sort(key=lambda row: -row[-1] if isinstance(row[-1], float) else 0)
        limited, truncated = rows[:max_rows], len(rows) > max_rows
        return ResultSet([*labels, "value"], limited, truncated, self.name, (time.perf_counter() - started) * 1000)


def _selectors(node: Any) -> list[str]:
    """Every vector selector of a parsed PromQL expression, as text."""
    import promql_parser

    if isinstance(node, promql_parser.VectorSelector):
        return [str(node)]
    found = []
    for attribute in ("expr", "lhs", "rhs", "vector_selector", "param"):
        child = getattr(node, attribute, None)
        if child is not None and not isinstance(child, str | int | float):
            found += _selectors(child)
    for argument in getattr(node, "args", None) or []:
        found += _selectors(argument)
    return found


def _number(text: str) -> float | str:
    try:
        return float(text)
    except ValueError:
        return text


# --- SPL -----------------------------------------------------------------------------------------


class SplunkEngine:
    """Splunk's REST search export API (``/services/search/v2/jobs/export``, JSON rows)."""

    name = "splunk"

    def __init__(self, url: str, token: str, http: httpx.AsyncClient) -> None:
        self.url = f"{url.rstrip('/')}/services/search/v2/jobs/export"
        self.token = token
        self.http = http

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        search = query if query.lstrip().startswith("|") else f"search {query}"
        try:
            response = await self.http.post(
                self.url,
                data={"search": search, "output_mode": "json", "count": max_rows + 1, "max_time": int(timeout)},
                headers={"Authorization": f"Bearer {self.token}"},
                timeout=timeout + 5,
            )
        except httpx.HTTPError as error:
            raise EngineUnavailable(f"Splunk unreachable: {error}") from error
        if response.status_code != 200:
            failure = EngineUnavailable if _transient(response.status_code) else EngineError
            raise failure(f"Splunk answered {response.status_code}: {response.text[:300]}")
        from agents.sources.splunk import ExportError, export_results

        try:
            results = export_results(response.text)
        except ExportError as error:
            raise EngineError(f"Splunk: {error}", "SearchError") from None
        except ValueError:
            raise EngineError(f"Splunk answered what is not JSON: {response.text[:200]}", "BadAnswer") from None
        columns = sorted({k for result in results for k in result if not k.startswith("_") or k == "_time"})
        rows, truncated = _limited([tuple(r.get(c) for c in columns) for r in results], max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)

    async def explain(self, query: str, *, timeout: float) -> DryRun | None:
        return None  # a search cannot be planned without running it


def engine_for(source: SourceConfig, http: httpx.AsyncClient) -> Engine | None:
    """The engine that runs ``source``'s queries (None: a declared schema, which has no engine)."""
    secrets = source.secrets()
    label = f"{source.kind} ({source.name})"
    if isinstance(source, PostgresSource):
        return PostgresEngine(secrets["dsn"].get_secret_value(), label)
    if isinstance(source, SqliteSource):
        return SqliteEngine(source.path, label)
    if isinstance(source, DuckdbSource):
        from agents.sources.sql import duckdb_connection

        return DuckEngine(lambda: duckdb_connection(source), kql=source.platform.value == "kql", name=label)
    if isinstance(source, PrometheusSource):
        return PrometheusEngine(source.url, http, label, prometheus_auth(source))
    if isinstance(source, LogAnalyticsSource):
        return LogAnalyticsEngine(source.workspace, secrets["token"].get_secret_value(), source.endpoint, http)
    if isinstance(source, SplunkSource):
        return SplunkEngine(source.url, secrets["token"].get_secret_value(), http)
    return None


def prometheus_auth(source: PrometheusSource) -> httpx.Auth | None:
    """Bearer token or basic auth, as the source is configured."""
    secrets = source.secrets()
    if "bearer_token" in secrets:
        token = secrets["bearer_token"].get_secret_value()
        return _Bearer(token)
    if source.username is not None:
        return httpx.BasicAuth(source.username, secrets["password"].get_secret_value() if "password" in secrets else "")
    return None


class _Bearer(httpx.Auth):
    def __init__(self, token: str) -> None:
        self.token = token

    def auth_flow(self, request: httpx.Request) -> Any:
        request.headers["Authorization"] = f"Bearer {self.token}"
        yield request
