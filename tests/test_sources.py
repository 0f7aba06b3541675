"""Sources: the sources file and its errors, schema discovery on real engines (PostgreSQL, SQLite, DuckDB),
validation against the discovered schema, and a stack connected to a database the demo estate does not
have, end to end, with its password kept out of logs, history, status and audit."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client
from pydantic import SecretStr
from temporalio.client import Client as TemporalClient

from agents.host import build_host
from agents.sources.catalog import SourceCatalog
from agents.sources.sql import discover_duckdb, discover_postgres, discover_sqlite
from api.app import create_app
from lexiquery.contracts import Platform, SourceSchema
from lexiquery.loopback import derive, free_port, serve
from lexiquery.settings import Settings
from lexiquery.sources import DuckdbSource, PostgresSource, SourcesError, SqliteSource, load_sources, read_sources_file
from lexiquery.stack import settings_env
from lexiquery.validation import validate
from tests.postgres_server import PostgresServer
from tests.test_e2e import wait_for_gate
from workers.main import running_workers

READER_PASSWORD = "rd-pass-5vKq9z"
LENDING = """
CREATE TABLE branches (id serial PRIMARY KEY, name text NOT NULL, city text NOT NULL);
COMMENT ON TABLE branches IS 'Library branches, one row per building';
CREATE TABLE authors (id serial PRIMARY KEY, name text NOT NULL, country text);
CREATE TABLE books (id serial PRIMARY KEY, title text NOT NULL, author_id int REFERENCES authors(id),
                    genre text, published_year int);
COMMENT ON COLUMN books.genre IS 'Literary genre of the book';
CREATE TABLE copies (id serial PRIMARY KEY, book_id int NOT NULL REFERENCES books(id),
                     branch_id int NOT NULL REFERENCES branches(id), condition text);
CREATE TABLE members (id serial PRIMARY KEY, full_name text NOT NULL, email text, password_hash text,
                      membership text, joined_at timestamptz);
CREATE TABLE loans (id serial PRIMARY KEY, copy_id int NOT NULL REFERENCES copies(id),
                    member_id int NOT NULL REFERENCES members(id), loaned_at timestamptz NOT NULL,
                    due_at timestamptz, returned_at timestamptz, renewed_unix bigint);
CREATE TABLE fines (id serial PRIMARY KEY, loan_id int NOT NULL REFERENCES loans(id), amount numeric(8,2),
                    paid boolean);
CREATE TABLE reservations (id serial PRIMARY KEY, book_id int REFERENCES books(id),
                           member_id int REFERENCES members(id), reserved_at timestamptz, reminder_sent bigint);
INSERT INTO branches (name, city) VALUES ('Central', 'Leeds'), ('Riverside', 'York'), ('Hilltop', 'Hull');
INSERT INTO authors (name, country) SELECT 'Author ' || i, (ARRAY['Norway','Chile','Japan'])[1 + i % 3]
  FROM generate_series(1, 12) i;
INSERT INTO books (title, author_id, genre, published_year)
  SELECT 'Book ' || i, 1 + i % 12, (ARRAY['mystery','poetry','history','science'])[1 + i % 4], 1950 + i
  FROM generate_series(1, 40) i;
INSERT INTO copies (book_id, branch_id, condition)
  SELECT 1 + i % 40, 1 + i % 3, (ARRAY['good','worn'])[1 + i % 2] FROM generate_series(1, 90) i;
INSERT INTO members (full_name, email, password_hash, membership, joined_at)
  SELECT 'Member ' || i, 'm' || i || '@mail.example', md5(i::text), (ARRAY['adult','student','senior'])[1 + i % 3],
         now() - (i || ' days')::interval FROM generate_series(1, 25) i;
INSERT INTO loans (copy_id, member_id, loaned_at, due_at, returned_at, renewed_unix)
  SELECT 1 + i % 90, 1 + (i * 7) % 25, now() - ((i % 60) || ' days')::interval,
         now() - ((i % 60) || ' days')::interval + interval '14 days', NULL,
         CASE WHEN i <= 100 THEN 0 ELSE extract(epoch FROM now())::bigint - i * 60 END FROM generate_series(1, 300) i;
INSERT INTO fines (loan_id, amount, paid) SELECT i * 3, (i % 7) + 0.5, i % 2 = 0 FROM generate_series(1, 50) i;
INSERT INTO reservations (book_id, member_id, reserved_at, reminder_sent)
  SELECT 1 + i % 40, 1 + i % 25, now() - (i || ' hours')::interval,
         CASE WHEN i % 3 = 0 THEN 0 ELSE extract(epoch FROM now())::bigint - i * 600 END FROM generate_series(1, 30) i;
ANALYZE;
"""


@pytest.fixture(scope="module")
def lending(postgres_cluster: PostgresServer) -> str:
    """A lending-library database (8 tables, foreign keys, comments) and a read-only role with a password."""
    postgres_cluster.run("CREATE DATABASE lending")
    postgres_cluster.run(LENDING, database="lending")
    postgres_cluster.run(f"CREATE ROLE reader LOGIN PASSWORD '{READER_PASSWORD}'; GRANT pg_read_all_data TO reader")
    return postgres_cluster.dsn("lending", user="reader", password=READER_PASSWORD)


def _source(dsn: str, **extra: Any) -> PostgresSource:
    return PostgresSource(kind="postgresql", name="lending", dsn=SecretStr(dsn), **extra)


# --- the sources file -------------------------------------------------------------------------------


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "sources.yaml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("sources:\n  - name: a\n    kind: oracle\n    dsn: x\n",
         r"sources.yaml:3: sources.0.kind: unknown kind 'oracle'"),
        ("sources:\n  - name: a\n    kind: sqlite\n    path: /x\n  - name: a\n    kind: sqlite\n    path: /y\n",
         r"sources.yaml:5: sources.1.name: 'a' is used twice"),
        ("sources:\n  - name: a\n    kind: sqlite\n", r"sources.yaml:2: sources.0.path: Field required"),
        ("sources:\n  - name: a\n    kind: sqlite\n    path: /x\n    colour: red\n",
         r"sources.yaml:5: sources.0.colour: Extra inputs are not permitted"),
        ("sources: [\n", r"sources.yaml:2: not valid YAML"),
        ("sources:\n  - name: a\n    kind: postgresql\n    dsn: {env: LEXIQUERY_TEST_UNSET_DSN}\n",
         r"sources.yaml:4: sources.0.dsn: environment variable LEXIQUERY_TEST_UNSET_DSN is not set"),
        ("- just a list\n", r"sources.yaml:1: expected a mapping"),
    ],
)  # fmt: skip
def test_a_bad_sources_file_is_refused_naming_file_line_and_field(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(SourcesError, match=message):
        read_sources_file(_file(tmp_path, text))


def test_secrets_come_from_the_environment_or_a_file_and_never_print(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LENDING_DSN", f"postgresql://reader:{READER_PASSWORD}@db/lending")
    token = tmp_path / "token"
    token.write_text("tok-from-file-31\n")
    path = _file(
        tmp_path,
        "sources:\n  - name: lending\n    kind: postgresql\n    dsn: {env: LENDING_DSN}\n"
        f"  - name: metrics\n    kind: prometheus\n    url: http://prom:9090\n    bearer_token: {{file: {token}}}\n",
    )
    settings = Settings(sources_file=path)
    sources = load_sources(settings)
    assert [s.name for s in sources] == ["lending", "metrics"]  # configured sources: no demo estate
    assert sources[0].secrets()["dsn"].get_secret_value().endswith("@db/lending")
    assert sources[1].secrets()["bearer_token"].get_secret_value() == "tok-from-file-31"
    shown = repr(sources) + json.dumps([s.model_dump(mode="json") for s in sources])
    assert READER_PASSWORD not in shown and "tok-from-file-31" not in shown
    assert (
        sources[0].redact(f"could not connect with password {READER_PASSWORD}") == "could not connect with password ***"
    )
    assert [s.name for s in load_sources(Settings(sources_file=path, demo_estate=True))][-1] == "demo-spl"


def test_the_stack_hands_secrets_to_its_children_as_their_values() -> None:
    env = settings_env(Settings(sql_dsn=SecretStr(f"postgresql://reader:{READER_PASSWORD}@db/x")))
    assert env["LEXIQUERY_SQL_DSN"] == f"postgresql://reader:{READER_PASSWORD}@db/x"  # was '**********'


# --- discovery on real engines ----------------------------------------------------------------------


async def test_postgres_discovery_reads_tables_keys_comments_and_samples(lending: str) -> None:
    schema = await discover_postgres(_source(lending, sample_deny=["*email*"]))
    assert [t.name for t in schema.tables] == [
        "authors", "books", "branches", "copies", "fines", "loans", "members", "reservations"
    ]  # fmt: skip
    assert schema.dialect == "postgres"
    loans = schema.table("loans")
    assert loans is not None
    assert loans.primary_key == ["id"]
    assert {(k.columns[0], k.references_table) for k in loans.foreign_keys} == {
        ("copy_id", "copies"),
        ("member_id", "members"),
    }
    # renewed_unix is 0 in the first hundred rows: its set values tell it a Unix time
    assert set(loans.time_columns) == {"loaned_at", "due_at", "returned_at", "renewed_unix"}
    assert loans.row_estimate == 300
    branches, books, members = schema.table("branches"), schema.table("books"), schema.table("members")
    assert branches is not None and branches.description == "Library branches, one row per building"
    assert books is not None
    genre = books.column("genre")
    assert genre is not None and genre.comment == "Literary genre of the book"
    assert set(genre.samples) == {"mystery", "poetry", "history", "science"}
    assert members is not None
    assert members.column("password_hash").samples == []  # type: ignore[union-attr]  # denied by default
    assert members.column("email").samples == []  # type: ignore[union-attr]  # denied by the source
    assert set(members.column("membership").samples) == {"adult", "student", "senior"}  # type: ignore[union-attr]
    # Unix times kept as integers (0: not set) are times; a year is not
    reservations = schema.table("reservations")
    assert reservations is not None
    assert reservations.column("reminder_sent").time_encoding == "epoch_seconds"  # type: ignore[union-attr]
    assert set(reservations.time_columns) == {"reserved_at", "reminder_sent"}
    assert "published_year" not in books.time_columns


async def test_postgres_discovery_of_500_tables_stays_bounded(postgres_cluster: PostgresServer) -> None:
    postgres_cluster.run("CREATE DATABASE wide")
    postgres_cluster.run(
        "DO $$ BEGIN FOR i IN 1..500 LOOP EXECUTE format("
        "'CREATE TABLE t%s (id int PRIMARY KEY, kind text, amount numeric, created_at timestamptz); "
        "INSERT INTO t%s SELECT g, ''k'' || (g %% 4), g, now() FROM generate_series(1, 20) g', i, i); END LOOP; END $$",
        database="wide",
    )
    started = time.perf_counter()
    schema = await discover_postgres(_source(postgres_cluster.dsn("wide")))
    elapsed = time.perf_counter() - started
    print(f"\ndiscovery of a PostgreSQL with 500 tables: {elapsed * 1000:.0f} ms")
    assert len(schema.tables) == 500
    assert schema.truncated  # samples stop at their bound; every table and column is still listed
    assert all(len(t.columns) == 4 for t in schema.tables)


async def test_sqlite_and_duckdb_discovery(tmp_path: Path) -> None:
    path = tmp_path / "inventory.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE racks (id INTEGER PRIMARY KEY, room TEXT NOT NULL);"
            "CREATE TABLE servers (id INTEGER PRIMARY KEY, hostname TEXT, rack_id INTEGER REFERENCES racks(id),"
            " status TEXT, installed_at TEXT);"
            "INSERT INTO racks (room) VALUES ('north'), ('south');"
            "INSERT INTO servers (hostname, rack_id, status, installed_at) VALUES"
            " ('web-1', 1, 'active', '2026-01-01'), ('db-1', 2, 'retired', '2025-05-01');"
        )
    schema = await discover_sqlite(SqliteSource(kind="sqlite", name="inventory", path=path))
    servers = schema.table("servers")
    assert servers is not None and servers.row_estimate == 2
    assert servers.foreign_keys[0].references_table == "racks"
    assert servers.time_columns == ["installed_at"]
    assert set(servers.column("status").samples) == {"active", "retired"}  # type: ignore[union-attr]

    exports = tmp_path / "signins.jsonl"
    exports.write_text(
        "\n".join(json.dumps({"UserName": f"u{i}", "Result": "ok" if i % 2 else "fail"}) for i in range(6))
    )
    kql = await discover_duckdb(
        DuckdbSource(kind="duckdb", name="exports", platform=Platform.KQL, views={"Signins": str(exports)})
    )
    signins = kql.table("Signins")
    assert signins is not None and {c.name for c in signins.columns} == {"UserName", "Result"}
    assert set(signins.column("Result").samples) == {"ok", "fail"}  # type: ignore[union-attr]


QUEUE_ROWS = 20_000  # finished jobs, then the few still running: more rows than a sample reads


async def test_sqlite_discovery_reads_polymorphic_keys_by_the_kinds_they_name(tmp_path: Path) -> None:
    """Laravel's morphs: paymentable_type names the model (App\\Models\\Invoice) whose id paymentable_id holds; a
    kind that names no table (a Refund, here) gives no key, and a plain type column is no half of one."""
    path = tmp_path / "billing.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE invoices (id INTEGER PRIMARY KEY, type TEXT);"
            "CREATE TABLE credits (id INTEGER PRIMARY KEY);"
            "CREATE TABLE paymentables (id INTEGER PRIMARY KEY, paymentable_type TEXT, paymentable_id INTEGER);"
            "INSERT INTO invoices VALUES (1, 'standard'), (2, 'recurring'); INSERT INTO credits VALUES (1);"
            "INSERT INTO paymentables VALUES (1, 'App\\Models\\Invoice', 1), (2, 'App\\Models\\Credit', 1),"
            " (3, 'App\\Models\\Refund', 2);"
        )
    schema = await discover_sqlite(SqliteSource(kind="sqlite", name="billing", path=path))
    keys = {(t.name, k.references_table, k.kind_column, k.kind_value) for t in schema.tables for k in t.foreign_keys}
    assert keys == {
        ("paymentables", "invoices", "paymentable_type", "App\\Models\\Invoice"),
        ("paymentables", "credits", "paymentable_type", "App\\Models\\Credit"),
    }


async def test_a_large_table_is_sampled_at_its_newest_rows_too(
    tmp_path: Path, postgres_cluster: PostgresServer
) -> None:
    """A work queue whose latest rows hold a value its first rows never do: SQLite and DuckDB read both ends by
    rowid; PostgreSQL samples pages from all over the table (which pages is random, so only the run is checked)."""
    path = tmp_path / "queue.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE jobs (id INTEGER PRIMARY KEY, state TEXT)")
        db.executemany("INSERT INTO jobs (state) VALUES (?)", [("finished",)] * QUEUE_ROWS + [("running",)] * 12)
    sqlite_jobs = (await discover_sqlite(SqliteSource(kind="sqlite", name="queue", path=path))).table("jobs")
    assert sqlite_jobs is not None and sqlite_jobs.column("state").samples == ["finished", "running"]  # type: ignore[union-attr]

    import duckdb

    duck = tmp_path / "queue.duckdb"
    with duckdb.connect(str(duck)) as db:
        db.execute(
            f"CREATE TABLE jobs AS SELECT range AS id, CASE WHEN range < {QUEUE_ROWS} THEN 'finished' ELSE 'running' "
            f"END AS state FROM range({QUEUE_ROWS + 12})"
        )
    duck_jobs = (await discover_duckdb(DuckdbSource(kind="duckdb", name="queue", path=duck))).table("jobs")
    assert duck_jobs is not None and duck_jobs.column("state").samples == ["finished", "running"]  # type: ignore[union-attr]

    postgres_cluster.run("CREATE DATABASE queue")
    postgres_cluster.run(
        "CREATE TABLE jobs (id int PRIMARY KEY, state text); INSERT INTO jobs SELECT g, CASE WHEN g <= "
        f"{QUEUE_ROWS} THEN 'finished' ELSE 'running' END FROM generate_series(1, {QUEUE_ROWS + 12}) g; ANALYZE jobs",
        database="queue",
    )
    pg_jobs = (await discover_postgres(_source(postgres_cluster.dsn("queue")))).table("public.jobs")
    assert pg_jobs is not None and (pg_jobs.row_estimate or 0) > QUEUE_ROWS // 2  # the page sample's size is set
    assert "finished" in pg_jobs.column("state").samples  # type: ignore[union-attr]


async def test_an_unreachable_source_is_reported_by_name_and_the_others_still_answer(tmp_path: Path) -> None:
    dead = PostgresSource(
        kind="postgresql", name="gone", dsn=SecretStr(f"postgresql://u:{READER_PASSWORD}@127.0.0.1:{free_port()}/x")
    )
    alive = SqliteSource(kind="sqlite", name="empty", path=tmp_path / "empty.db")
    sqlite3.connect(alive.path).close()
    async with httpx.AsyncClient() as http:
        catalog = SourceCatalog([dead, alive], http)
        gone, empty = await catalog.info("gone"), await catalog.info("empty")
    assert not gone.reachable and gone.error is not None and "PostgreSQL unreachable" in gone.error
    assert READER_PASSWORD not in gone.error
    assert empty.reachable and empty.fingerprint


# --- validation against the discovered schema -------------------------------------------------------


async def test_queries_are_checked_against_the_discovered_schema(lending: str) -> None:
    schema = await discover_postgres(_source(lending))
    ok = validate(
        "sql",
        "SELECT m.full_name, count(*) FROM loans l JOIN members m ON m.id = l.member_id GROUP BY 1",
        schema=schema,
    )
    assert ok.valid, ok.errors
    assert ok.source == "lending"
    missing = validate("sql", "SELECT count(*) FROM loan", schema=schema)
    assert not missing.valid
    assert missing.errors[0].message == "no table loan in source lending; did you mean loans?"
    column = validate("sql", "SELECT member FROM loans", schema=schema)
    assert not column.valid and "Column 'member' could not be resolved" in column.errors[0].message
    assert "did you mean member_id" in column.errors[0].message
    demo_table = validate("sql", "SELECT * FROM signin_logs LIMIT 5", schema=schema)
    assert not demo_table.valid  # the demo estate's tables are not this source's


async def test_the_executor_checks_dry_runs_and_reports_engine_failures(
    settings: Settings, lending: str, tmp_path: Path
) -> None:
    path = tmp_path / "sources.yaml"
    path.write_text("sources:\n  - name: lending\n    kind: postgresql\n    dsn: {env: LENDING_DSN_EXEC}\n")
    import os

    os.environ["LENDING_DSN_EXEC"] = lending
    host = derive(settings, sources_file=path, agents_port=free_port(), demo_estate=False)
    async with serve(build_host(host), host.agents_port) as url, Client(f"{url}/tools/sql-executor/mcp") as client:
        listed = (await client.call_tool("list_sources", {})).structured_content
        assert listed is not None and [s["name"] for s in listed["sources"]] == ["lending"]
        checked = (
            await client.call_tool("check_query", {"query": "SELECT id FROM loans WHERE member_id = 3"})
        ).structured_content
        assert checked is not None and checked["valid"] and checked["source"] == "lending"
        assert "rows from the engine's plan (dry run)" in checked["estimate"]["notes"]
        typo = (await client.call_tool("check_query", {"query": "SELECT * FROM loan"})).structured_content
        assert typo is not None and not typo["valid"] and "did you mean loans" in typo["errors"][0]["message"]
        failed = (
            await client.call_tool("execute_query", {"query": "SELECT 1 / (id - id) FROM loans"})
        ).structured_content
        assert failed is not None and failed["failed"] and not failed["executed"]
        assert failed["error_class"] == "DivisionByZero" and "division by zero" in failed["note"]
        assert READER_PASSWORD not in json.dumps(failed)
        ran = (await client.call_tool("execute_query", {"query": "SELECT count(*) FROM fines"})).structured_content
        assert ran is not None and ran["rows"] == [[50]] and ran["source"] == "lending"


# --- end to end: a stack connected to the team's own database ----------------------------------------


@pytest.fixture
async def lending_stack(
    settings: Settings, temporal_client: TemporalClient, lending: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[str, Settings]]:
    """Agents host, worker and API connected to the lending database only (no demo estate)."""
    monkeypatch.setenv("LENDING_DSN_E2E", lending)
    path = tmp_path / "sources.yaml"
    path.write_text(
        "sources:\n  - name: lending\n    kind: postgresql\n    dsn: {env: LENDING_DSN_E2E}\n"
        "    description: the lending library\n"
        f"  - name: archive\n    kind: postgresql\n    dsn: postgresql://reader:{READER_PASSWORD}@127.0.0.1:{free_port()}/x\n"
    )
    connected = derive(
        settings, sources_file=path, agents_port=free_port(), api_port=free_port(),
        task_queue=f"lexiquery-sources-{uuid.uuid4()}",
    )  # fmt: skip
    async with (
        serve(build_host(connected), connected.agents_port),
        running_workers(temporal_client, connected),
        serve(create_app(connected, temporal_client), connected.api_port) as api_url,
    ):
        yield api_url, connected


async def _finished(api: httpx.AsyncClient, journey_id: str) -> dict[str, Any]:
    for _ in range(120):
        body: dict[str, Any] = (await api.get(f"/v1/journeys/{journey_id}", params={"wait": 10})).json()
        if body["state"] in ("COMPLETED", "FAILED", "REJECTED", "CANCELLED"):
            return body
    raise AssertionError(f"journey {journey_id} did not finish")


async def test_a_connected_database_is_discovered_queried_and_run_end_to_end(
    lending_stack: tuple[str, Settings],
    lending: str,
    temporal_client: TemporalClient,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level("DEBUG")
    api_url, _ = lending_stack
    async with httpx.AsyncClient(base_url=api_url, timeout=60) as api:
        listed = (await api.get("/v1/sources")).json()["sources"]
        by_name = {s["name"]: s for s in listed}
        assert by_name["lending"]["reachable"] and by_name["lending"]["tables"] == 8
        assert not by_name["archive"]["reachable"] and "unreachable" in by_name["archive"]["error"]
        schema = (await api.get("/v1/sources/lending/schema")).json()
        assert SourceSchema.model_validate(schema).table("reservations") is not None
        assert (await api.get("/v1/sources/nope/schema")).status_code == 404
        unreachable = await api.get("/v1/sources/archive/schema")
        assert unreachable.status_code == 502 and "archive" in unreachable.json()["detail"]
        refused = await api.post("/v1/journeys", json={"question": "loans", "platforms": ["sql"], "sources": ["nope"]})
        assert refused.status_code == 422 and refused.json()["errors"][0]["field"] == "sources"

        submitted = await api.post(
            "/v1/journeys",
            json={"question": "how many loans per member in the last 30 days", "platforms": ["sql"],
                  "execute": True, "approval": {"auto_approve_low_risk": True}},
        )  # fmt: skip
        assert submitted.status_code == 202, submitted.text
        journey_id = submitted.json()["journey_id"]
        journey = await _finished(api, journey_id)
        assert journey["state"] == "COMPLETED", journey.get("error")
        [choice] = journey["sources"]
        assert choice["source"] == "lending" and choice["fingerprint"] == schema["fingerprint"]
        [query] = journey["queries"]
        assert "loans" in query["query"] and "members" in query["query"], query["query"]
        [check] = journey["validation"]
        assert check["valid"] and check["source"] == "lending", check
        [run] = journey["executions"]
        assert run["executed"] and run["source"] == "lending", run
        audit = (await api.get(f"/v1/journeys/{journey_id}/audit")).text

    gold = await _gold(
        lending,
        "SELECT m.full_name, count(*) FROM loans l JOIN members m ON m.id = l.member_id "
        "WHERE l.loaned_at >= now() - interval '30 days' GROUP BY m.full_name",
    )
    assert sorted((row[0], int(row[-1])) for row in run["rows"]) == sorted(gold)
    history = json.dumps((await temporal_client.get_workflow_handle(journey_id).fetch_history()).to_json_dict())
    printed = capsys.readouterr()
    logs = printed.out + printed.err + caplog.text
    assert "source_unreachable" in logs  # the logs were captured: the unreachable archive source was logged
    for where, text in {"history": history, "status": json.dumps(journey), "audit": audit,
                        "logs": logs}.items():  # fmt: skip
        assert READER_PASSWORD not in text, f"the DSN's password is in the {where}"


async def _gold(dsn: str, sql: str) -> list[tuple[Any, ...]]:
    import psycopg

    async with await psycopg.AsyncConnection.connect(dsn) as conn:
        rows = await (await conn.execute(sql)).fetchall()
    await asyncio.sleep(0)
    return [(row[0], int(row[1])) for row in rows]


async def test_a_question_nothing_in_the_schema_matches_asks_the_requester_with_the_closest_tables(
    lending_stack: tuple[str, Settings],
) -> None:
    api_url, _ = lending_stack
    async with httpx.AsyncClient(base_url=api_url, timeout=60) as api:
        submitted = await api.post(
            "/v1/journeys", json={"question": "failed sign-ins in the last hour", "platforms": ["sql"]}
        )
        status_url = submitted.json()["status_url"]
        gate = await wait_for_gate(api, status_url, timeout=60)
        assert gate["kind"] == "clarification"
        assert "Nothing in the connected sources matches the question" in gate["reason"]
        assert "sql (lending):" in gate["reason"]
        journey = (await api.get(status_url)).json()
        assert journey["queries"] == []  # no query over the wrong data
        assert journey["degraded"][0]["target"] == "sql"
        decided = await api.post(
            f"{status_url}/approvals/{gate['id']}",
            json={"decision": "approve", "clarified": "how many loans are overdue per member"},
            headers={"X-LexiQuery-Principal": "someone-else"},
        )
        assert decided.status_code == 200, decided.text
        journey = await _finished(api, submitted.json()["journey_id"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert journey["question"] == "how many loans are overdue per member"
    [query] = journey["queries"]
    assert "loans" in query["query"]
    assert [choice["source"] for choice in journey["sources"]] == ["lending"]


def test_the_cli_refuses_a_bad_sources_file_with_exit_status_2(tmp_path: Path) -> None:
    import subprocess
    import sys

    bad = _file(tmp_path, "sources:\n  - name: a\n    kind: oracle\n")
    env = {**__import__("os").environ, "LEXIQUERY_SOURCES_FILE": str(bad), "LEXIQUERY_STATE_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "lexiquery", "up"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "sources.yaml:3: sources.0.kind: unknown kind 'oracle'" in " ".join(done.stderr.split())


async def test_unix_times_in_postgres_are_windowed_as_times(lending: str) -> None:
    """A question over a Unix-integer time column of a real PostgreSQL is written with to_timestamp and runs."""
    import psycopg

    from agents.generation.schema_writer import write

    schema = await discover_postgres(_source(lending))
    question = "How many reservation reminders were sent in the last 2 hours?"
    query, _, _ = write(question, Platform.SQL, schema, "postgres")
    assert "to_timestamp(NULLIF(reminder_sent, 0))" in query
    async with await psycopg.AsyncConnection.connect(lending) as conn:
        rows = await (await conn.execute(query)).fetchall()
    # reminders i * 10 minutes ago for i = 1..30, none for every third (0): i = 1, 2, 4, 5, 7, 8, 10, 11 within 2 h
    assert rows == [(8,)]


CODES = (
    "CREATE TABLE choice (name text, element text, value text, label text);"
    "CREATE TABLE incident (number text PRIMARY KEY, state text, priority text, category text);"
    "INSERT INTO choice VALUES ('incident', 'state', '3', 'On Hold'), ('incident', 'state', '1', 'New'),"
    " ('incident', 'priority', '1', 'Critical'), ('incident', 'priority', '2', 'High'),"
    " ('incident', 'category', 'hw', 'Hardware'), ('incident', 'category', 'net', 'Network');"
    "INSERT INTO incident VALUES ('INC1', '3', '1', 'hw'), ('INC2', '1', '2', 'net');"
)


async def test_every_engine_reads_what_codes_mean_from_a_table_of_codes(
    tmp_path: Path, postgres_cluster: PostgresServer
) -> None:
    """A table of codes by column name (sys_choice) is read once, onto the columns it explains, on each engine."""
    path = tmp_path / "codes.db"
    with sqlite3.connect(path) as db:
        db.executescript(CODES)
    import duckdb

    duck = tmp_path / "codes.duckdb"
    with duckdb.connect(str(duck)) as db:
        for statement in CODES.split(";"):
            if statement.strip():
                db.execute(statement)
    postgres_cluster.run("CREATE DATABASE codes")
    postgres_cluster.run(CODES, database="codes")
    schemas = [
        await discover_sqlite(SqliteSource(kind="sqlite", name="codes", path=path)),
        await discover_duckdb(DuckdbSource(kind="duckdb", name="codes", path=duck)),
        await discover_postgres(_source(postgres_cluster.dsn("codes"))),
    ]
    for schema in schemas:
        incident = next(t for t in schema.tables if t.name.endswith("incident"))
        state = incident.column("state")
        assert state is not None
        assert state.labels == {"3": "On Hold", "1": "New"}, schema.kind
        assert [t.name.split(".")[-1] for t in schema.tables if t.explains] == ["choice"], schema.kind
