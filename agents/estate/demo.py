"""The demo estate loaded into real engines: SQLite and DuckDB files and a Prometheus of its own.

The demo estate is one set of sources among others (lexiquery.sources.demo_sources): this module
only writes its files and starts its Prometheus; the executors discover and query them like any source.
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
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import duckdb_kql
import httpx

from agents.estate.generate import SQL_TABLES, Estate, generate, sql_rows
from agents.estate.metrics import openmetrics
from agents.sources.engines import EngineError, EngineUnavailable
from lexiquery.catalogs import catalog
from lexiquery.contracts import Platform
from lexiquery.logging import get_logger
from lexiquery.processes import dying_with_parent

log = get_logger(__name__)

_DUCK_TYPES = {"datetime": "TIMESTAMP", "string": "VARCHAR", "int": "BIGINT", "real": "DOUBLE", "bool": "BOOLEAN"}
_SQLITE_TYPES = {"datetime": "TEXT", "string": "TEXT", "int": "INTEGER", "real": "REAL", "bool": "INTEGER"}


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
