"""The query engines the executors run on: the demo estate loaded into real engines, or configured
remote ones.

- SQL: an SQLite file of the estate's SQL copies, opened read-only; or PostgreSQL (``LEXIQUERY_SQL_DSN``)
  in a read-only transaction with a statement timeout.
- KQL: DuckDB with the estate's tables, queried through duckdb-kql with writes disallowed; or the Azure
  Log Analytics query API when a workspace is configured.
- PromQL: a real Prometheus (Debian's package) started on the estate's backfilled metrics; or any
  Prometheus URL.
- SPL: the Splunk REST search export API when configured; otherwise there is no SPL engine.

Every engine returns columns and rows, at most ``max_rows`` of them, within ``timeout`` seconds.
"""

from __future__ import annotations

import contextlib
import csv
import shutil
import sqlite3
import subprocess
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

import duckdb_kql
import httpx

from agents.estate.generate import SQL_TABLES, Estate, generate, sql_rows
from agents.estate.metrics import openmetrics
from lexiquery.catalogs import catalog, snake_case
from lexiquery.contracts import Platform
from lexiquery.logging import get_logger
from lexiquery.processes import dying_with_parent
from lexiquery.settings import Settings

log = get_logger(__name__)

_DUCK_TYPES = {"datetime": "TIMESTAMP", "string": "VARCHAR", "int": "BIGINT", "real": "DOUBLE", "bool": "BOOLEAN"}
_SQLITE_TYPES = {"datetime": "TEXT", "string": "TEXT", "int": "INTEGER", "real": "REAL", "bool": "INTEGER"}


class EngineError(Exception):
    """The engine refused or failed the query; the message is the engine's."""


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


class Engine(Protocol):
    name: str

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet: ...


def jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.replace(tzinfo=None).isoformat(sep=" ") if value.tzinfo is None else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, float) and value != value:  # NaN
        return None
    return value


def _limited(cursor_rows: list[tuple[Any, ...]], max_rows: int) -> tuple[list[list[Any]], bool]:
    truncated = len(cursor_rows) > max_rows
    return [[jsonable(v) for v in row] for row in cursor_rows[:max_rows]], truncated


# --- SQL -----------------------------------------------------------------------------------------


class SqliteEngine:
    """The demo estate's SQL copies in an SQLite file, opened read-only for every query."""

    name = "sqlite (demo estate)"

    def __init__(self, path: Path) -> None:
        self.path = path

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        connection = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        deadline = time.monotonic() + timeout
        connection.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
        try:
            connection.execute("PRAGMA query_only = ON")
            cursor = connection.execute(query)
            fetched = cursor.fetchmany(max_rows + 1)
            columns = [d[0] for d in cursor.description or []]
        except sqlite3.OperationalError as error:
            message = "query took longer than the time limit" if "interrupted" in str(error) else str(error)
            raise EngineError(message) from error
        except sqlite3.Error as error:
            raise EngineError(str(error)) from error
        finally:
            connection.close()
        rows, truncated = _limited(fetched, max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)


class PostgresEngine:
    """A configured PostgreSQL database: a read-only transaction with a statement timeout."""

    name = "postgresql"

    def __init__(self, dsn: str) -> None:
        self.dsn = dsn

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        import psycopg  # imported here: only deployments that configure PostgreSQL need it

        started = time.perf_counter()
        try:
            connection = await psycopg.AsyncConnection.connect(self.dsn, connect_timeout=max(int(timeout), 1))
        except psycopg.OperationalError as error:
            raise EngineUnavailable(f"PostgreSQL unreachable: {str(error).strip()}") from error
        try:
            async with connection as conn, conn.transaction():
                await conn.execute("SET TRANSACTION READ ONLY")
                await conn.execute(f"SET LOCAL statement_timeout = {int(timeout * 1000)}")
                cursor = await conn.execute(query)  # the validated query text as the user wrote it
                fetched = await cursor.fetchmany(max_rows + 1)
                columns = [d.name for d in cursor.description or []]
        except psycopg.Error as error:
            raise EngineError(str(error).strip()) from error
        rows, truncated = _limited([tuple(r) for r in fetched], max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)


# --- KQL -----------------------------------------------------------------------------------------


class DuckKqlEngine:
    """The demo estate's Log Analytics tables in DuckDB, queried with duckdb-kql (writes disallowed)."""

    name = "duckdb-kql (demo estate)"

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        connection = duckdb_kql.connect(str(self.path), read_only=True)
        timer = threading.Timer(timeout, connection.interrupt)
        timer.start()
        try:
            relation = duckdb_kql.kql(connection, query, allow_write=False)
            columns = list(relation.columns)
            fetched = relation.limit(max_rows + 1).fetchall()
        except duckdb_kql.KqlError as error:
            raise EngineError(str(error)) from error
        except Exception as error:  # duckdb's own errors (including an interrupt at the deadline)
            text = "query took longer than the time limit" if "INTERRUPT" in str(error).upper() else str(error)
            raise EngineError(text.splitlines()[0]) from error
        finally:
            timer.cancel()
            connection.close()
        rows, truncated = _limited(fetched, max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)


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


# --- PromQL --------------------------------------------------------------------------------------


class PrometheusEngine:
    """Instant queries through Prometheus's HTTP API; vectors become rows of labels and a value."""

    def __init__(self, url: str, http: httpx.AsyncClient, name: str = "prometheus") -> None:
        self.url = url.rstrip("/")
        self.http = http
        self.name = name

    async def run(self, query: str, *, max_rows: int, timeout: float) -> ResultSet:
        started = time.perf_counter()
        try:
            response = await self.http.post(
                f"{self.url}/api/v1/query",
                data={"query": query, "timeout": f"{max(1, int(timeout * 1000))}ms"},
                timeout=timeout + 1,
            )
        except httpx.HTTPError as error:
            raise EngineUnavailable(f"Prometheus unreachable: {error}") from error
        body = response.json()
        if body.get("status") != "success":
            raise EngineError(f"Prometheus: {body.get('error', response.text[:300])}")
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


def _number(text: str) -> float | str:
    try:
        return float(text)
    except ValueError:
        return text


class PrometheusProcess:
    """A Prometheus server of our own, on the estate's metrics backfilled with promtool."""

    def __init__(self, directory: Path, port: int) -> None:
        self.directory = directory
        self.port = port
        self.process: subprocess.Popen[bytes] | None = None

    @staticmethod
    def available() -> bool:
        return bool(shutil.which("prometheus") and shutil.which("promtool"))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, metrics: str) -> None:
        self.stop()
        data = self.directory / "tsdb"
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        source = self.directory / "estate.om"
        source.write_text(metrics)
        backfill = subprocess.run(
            ["promtool", "tsdb", "create-blocks-from", "openmetrics", str(source), str(data)],
            capture_output=True,
            text=True,
            check=False,
        )
        if backfill.returncode != 0:
            raise EngineError(f"promtool could not backfill the demo metrics: {backfill.stderr[-300:]}")
        config = self.directory / "prometheus.yml"
        config.write_text("global:\n  scrape_interval: 1h\n")
        log_file = (self.directory / "prometheus.log").open("ab")
        self.process = subprocess.Popen(
            dying_with_parent(
                [
                    "prometheus",
                    f"--config.file={config}",
                    f"--storage.tsdb.path={data}",
                    "--storage.tsdb.retention.time=7d",
                    f"--web.listen-address=127.0.0.1:{self.port}",
                ]
            ),
            stdout=log_file,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/-/ready", timeout=1).status_code == 200:
                    return
            if self.process.poll() is not None:
                raise EngineUnavailable(f"prometheus exited; see {self.directory / 'prometheus.log'}")
            time.sleep(0.1)
        raise EngineUnavailable("prometheus was not ready within 30s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None


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
        results = []
        for line in response.text.splitlines():
            if not line.strip():
                continue
            record = httpx.Response(200, content=line).json()
            if "result" in record:
                results.append(record["result"])
            elif record.get("messages"):
                errors = [m["text"] for m in record["messages"] if m.get("type") in ("FATAL", "ERROR")]
                if errors:
                    raise EngineError(f"Splunk: {errors[0]}")
        columns = sorted({k for result in results for k in result if not k.startswith("_") or k == "_time"})
        rows, truncated = _limited([tuple(r.get(c) for c in columns) for r in results], max_rows)
        return ResultSet(columns, rows, truncated, self.name, (time.perf_counter() - started) * 1000)


# --- the demo estate in its engines --------------------------------------------------------------


@dataclass
class DemoEstate:
    """The estate generated, loaded into SQLite, DuckDB and Prometheus, and refreshed when it grows old
    (so "the last hour" keeps meaning the last hour)."""

    directory: Path
    prometheus_port: int
    max_age: timedelta = timedelta(minutes=30)
    estate: Estate | None = None
    prometheus: PrometheusProcess | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def sqlite_path(self) -> Path:
        return self.directory / "estate.sqlite"

    @property
    def duckdb_path(self) -> Path:
        return self.directory / "estate.duckdb"

    def ensure_fresh(self) -> bool:
        """Load (or reload) the estate when missing or too old; True when it did."""
        with self._lock:
            now = datetime.now(UTC).replace(tzinfo=None)
            if self.estate is None or now - self.estate.anchor > self.max_age:
                self._load(generate(now))
                return True
            return False

    def _load(self, estate: Estate) -> None:
        started = time.perf_counter()
        self.directory.mkdir(parents=True, exist_ok=True)
        _write_sqlite(estate, self.sqlite_path)
        _write_duckdb(estate, self.duckdb_path, self.directory)
        if PrometheusProcess.available():
            self.prometheus = self.prometheus or PrometheusProcess(self.directory / "prometheus", self.prometheus_port)
            self.prometheus.directory.mkdir(parents=True, exist_ok=True)
            self.prometheus.start(openmetrics(estate.anchor, estate.seed, ahead=self.max_age + timedelta(minutes=10)))
        self.estate = estate
        log.info(
            "demo_estate_loaded",
            anchor=estate.anchor.isoformat(),
            seconds=round(time.perf_counter() - started, 2),
            rows=sum(len(rows) for rows in estate.tables.values()),
            prometheus=self.prometheus is not None,
        )

    def stop(self) -> None:
        if self.prometheus:
            self.prometheus.stop()


def _write_sqlite(estate: Estate, path: Path) -> None:
    book = catalog(Platform.SQL)
    staging = path.with_suffix(".tmp")
    staging.unlink(missing_ok=True)
    connection = sqlite3.connect(staging)
    with connection:
        for kql_name, sql_name in SQL_TABLES.items():
            columns = book.sources[sql_name].columns
            ddl = ", ".join(f"{c} {_SQLITE_TYPES.get(t, 'TEXT')}" for c, t in columns.items())
            connection.execute(f"CREATE TABLE {sql_name} ({ddl})")
            rows = sql_rows(estate, kql_name)
            names = list(columns)
            connection.executemany(
                f"INSERT INTO {sql_name} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                [tuple(row.get(c) for c in names) for row in rows],
            )
            if "time_generated" in columns:
                connection.execute(f"CREATE INDEX {sql_name}_time ON {sql_name} (time_generated)")
    connection.close()
    staging.replace(path)


def _write_duckdb(estate: Estate, path: Path, scratch: Path) -> None:
    book = catalog(Platform.KQL)
    staging = path.with_suffix(".tmp")
    staging.unlink(missing_ok=True)
    connection = duckdb_kql.connect(str(staging))
    try:
        for table, rows in estate.tables.items():
            columns = book.sources[table].columns
            csv_path = scratch / f"{table}.csv"
            with csv_path.open("w", newline="") as handle:
                writer = csv.writer(handle)
                for row in rows:
                    writer.writerow([_csv(row[c]) for c in columns])
            spec = ", ".join(f"'{c}': '{_DUCK_TYPES[t]}'" for c, t in columns.items())
            connection.execute(
                f"CREATE TABLE {table} AS SELECT * FROM read_csv('{csv_path}', header=false, columns={{{spec}}})"
            )
            csv_path.unlink()
    finally:
        connection.close()
    staging.replace(path)


def _csv(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def column_names(platform: Platform) -> dict[str, list[str]]:
    """The schema an executor's get_schema tool reports: table -> columns."""
    book = catalog(platform)
    return {name: list(source.columns) for name, source in book.sources.items()}


def sql_column(kql_column: str) -> str:
    return snake_case(kql_column)


def engines_for(settings: Settings, demo: DemoEstate | None, http: httpx.AsyncClient) -> dict[Platform, Engine]:
    """The engine of each platform: configured remote ones first, the demo estate otherwise."""
    found: dict[Platform, Engine] = {}
    if settings.sql_dsn:
        found[Platform.SQL] = PostgresEngine(settings.sql_dsn.get_secret_value())
    elif demo:
        found[Platform.SQL] = SqliteEngine(demo.sqlite_path)
    if settings.log_analytics_workspace:
        token = settings.log_analytics_token.get_secret_value() if settings.log_analytics_token else ""
        found[Platform.KQL] = LogAnalyticsEngine(
            settings.log_analytics_workspace, token, settings.log_analytics_endpoint, http
        )
    elif demo:
        found[Platform.KQL] = DuckKqlEngine(demo.duckdb_path)
    if settings.prometheus_url:
        found[Platform.PROMQL] = PrometheusEngine(settings.prometheus_url, http)
    elif demo and demo.prometheus:
        found[Platform.PROMQL] = PrometheusEngine(demo.prometheus.url, http, "prometheus (demo estate)")
    if settings.splunk_url:
        token = settings.splunk_token.get_secret_value() if settings.splunk_token else ""
        found[Platform.SPL] = SplunkEngine(settings.splunk_url, token, http)
    return found
