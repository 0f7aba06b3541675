"""Schema discovery on SQL engines: PostgreSQL, SQLite and DuckDB, read from their own catalogs.

Each reads tables and views, columns with types and comments, primary and foreign keys, row
estimates and time columns, and samples the values of low-cardinality text columns — a bounded
sample per table, never of a column the source's deny list (or the built-in one) names.
"""

from __future__ import annotations

import asyncio
import contextlib
import fnmatch
import re
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from agents.sources.errors import DiscoveryError
from lexiquery.contracts import ColumnInfo, ForeignKey, Platform, SourceSchema, TableInfo
from lexiquery.sources import DuckdbSource, PostgresSource, SqliteSource

# Column names whose values are never sampled, whatever the source says.
ALWAYS_DENIED = ("*password*", "*passwd*", "*secret*", "*token*", "*api_key*", "*apikey*", "*salt*", "*hash*")
SAMPLE_ROWS = 5_000  # rows read per table to sample its text columns
SAMPLE_VALUES = 10  # values kept per column
LOW_CARDINALITY = 50  # more distinct values than this in the sample: not a category, no samples kept
MAX_SAMPLED_TABLES = 150  # tables sampled per discovery (the largest schemas stay bounded)
SAMPLE_SECONDS = 20.0  # time budget for sampling, per discovery
TEXT_TYPES = ("char", "text", "string", "varchar", "enum", "citext", "name")  # and "(holds text)": HOLDS_TEXT
TIME_TYPES = ("timestamp", "date", "datetime", "time with", "timestamptz")


def denied(column: str, deny: Iterable[str]) -> bool:
    lowered = column.lower()
    return any(fnmatch.fnmatch(lowered, pattern.lower()) for pattern in (*ALWAYS_DENIED, *deny))


def is_text(type_name: str) -> bool:
    lowered = type_name.lower()
    return any(word in lowered for word in TEXT_TYPES)


def is_time(type_name: str) -> bool:
    lowered = type_name.lower()
    return any(lowered.startswith(word) or word in lowered for word in TIME_TYPES)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _sample_sql(table: str, columns: list[str], rows: str | None = None) -> str:
    """One query counting each text column's values in a bounded sample of ``table``'s rows: ``rows`` selects
    them (the engine's own way of spreading a sample), else the first rows in storage order."""
    parts = [
        f"SELECT {i} AS c, CAST({_quote(name)} AS VARCHAR) AS v, count(*) AS n FROM s GROUP BY 2"
        for i, name in enumerate(columns)
    ]
    listed = ", ".join(_quote(c) for c in columns)
    return f"WITH s AS (SELECT {listed} FROM {table} {rows or f'LIMIT {SAMPLE_ROWS}'}) " + " UNION ALL ".join(parts)


def _oldest_and_newest(table: str, key: str) -> str:
    """Half the sample from the oldest rows and half from the newest, by a key that grows as rows are added
    (SQLite's and DuckDB's rowid): in a log or a work queue, the values of the latest rows ('in progress', a new
    kind of event) are the ones the first rows alone miss. Both ends are read through the key's index."""
    half = SAMPLE_ROWS // 2
    return (
        f"WHERE {key} IN (SELECT k FROM (SELECT {key} AS k FROM {table} ORDER BY {key} LIMIT {half}) UNION "
        f"SELECT k FROM (SELECT {key} AS k FROM {table} ORDER BY {key} DESC LIMIT {half}))"
    )


def _spread_pages(row_estimate: int | None) -> str:
    """PostgreSQL's page sample (``TABLESAMPLE SYSTEM``), sized from the planner's row estimate to about twice
    the rows wanted, so a large table's sample comes from all over it rather than from its first pages."""
    if not row_estimate or row_estimate <= SAMPLE_ROWS:
        return f"LIMIT {SAMPLE_ROWS}"
    percent = min(100.0, 200.0 * SAMPLE_ROWS / row_estimate)
    return f"TABLESAMPLE SYSTEM ({percent:.4f}) LIMIT {SAMPLE_ROWS}"


def _apply_samples(table: TableInfo, columns: list[str], rows: list[tuple[Any, ...]]) -> None:
    counted: dict[int, list[tuple[int, str]]] = {}
    for index, value, count in rows:
        if value is not None and value != "":
            counted.setdefault(int(index), []).append((int(count), str(value)))
    for index, name in enumerate(columns):
        values = sorted(counted.get(index, []), key=lambda pair: (-pair[0], pair[1]))
        column = table.column(name)
        if column is None:
            continue
        column.distinct = len(values)
        if len(values) <= LOW_CARDINALITY:
            column.samples = [value[:80] for _, value in values[:SAMPLE_VALUES]]


def _sampled_columns(table: TableInfo, deny: list[str]) -> list[str]:
    return [c.name for c in table.columns if is_text(c.type) and not denied(c.name, deny)]


# A table that explains other tables' codes by column name (PeopleSoft's PSXLATITEM: FIELDNAME, FIELDVALUE,
# XLATLONGNAME; ServiceNow's sys_choice: name, element, value, label) is small; at most this many of its rows are read.
CODE_TABLE_ROWS = 2000
NAMED_COLUMNS_SHARE = 0.6  # of its field column's sampled values at least this share are other tables' column names


@dataclass(frozen=True)
class CodeTable:
    """Where a table of codes keeps the coded column's name, the code, its label and (optionally) the table."""

    table: TableInfo
    field: str
    code: str
    label: str
    owner: str | None
    explained: str = ""  # the column it explains, when it holds one column's codes (its field is then that name)


def code_table(table: TableInfo, tables: list[TableInfo]) -> CodeTable | None:
    """``table`` as a table of codes by column name, if it is one: a text column whose values are mostly other
    tables' column names (the field), the short values beside it (the code, the one with most values) and the
    longest (the label); a column holding table names says whose field it is."""
    if table.row_estimate is not None and table.row_estimate > CODE_TABLE_ROWS:
        return None
    if not any(len(c.samples) >= 3 for c in table.columns):  # no column that could name others' columns
        return None
    others = [t for t in tables if t is not table]
    columns = {c.name.lower() for t in others for c in t.columns}
    names = {t.name.lower() for t in others}
    sampled = [c for c in table.columns if c.samples]
    field = next(
        (c for c in sampled if len(c.samples) >= 3
         and sum(s.lower() in columns for s in c.samples) >= NAMED_COLUMNS_SHARE * len(c.samples)),
        None,
    )  # fmt: skip
    if field is None:
        return None
    owner = next((c for c in sampled if c is not field and all(s.lower() in names for s in c.samples)), None)
    rest = [c for c in sampled if c is not field and c is not owner and (c.distinct or 0) > 1]
    if len(rest) < 2:
        return None

    # the code is what the coded columns hold: of the short values, those most seen in the columns it names
    named = {field_name.lower() for field_name in field.samples}
    held = {v for t in others for c in t.columns if c.name.lower() in named for v in c.samples}
    label = max(rest, key=_mean_length)
    code = max((c for c in rest if c is not label), key=lambda c: (len(held & set(c.samples)), c.distinct or 0))
    return CodeTable(table, field.name, code.name, label.name, owner.name if owner else None)


SHORT_CODE = 4  # a code a table of one column's codes is keyed by is this long at most ('T', 'R', 'OK')


def keyed_code_table(table: TableInfo, tables: list[TableInfo]) -> CodeTable | None:
    """``table`` as the codes of one column, if it is one: keyed by short codes under the name of a column of
    other tables, with one longer text beside them and no other (Bareos's Status: JobStatus 'T', JobStatusLong
    'Completed successfully', explaining Job.JobStatus)."""
    keys = [c for c in table.columns if c.primary_key]
    if len(keys) != 1 or (table.row_estimate or 0) > CODE_TABLE_ROWS:
        return None
    key = keys[0]
    if not key.samples or any(len(s) > SHORT_CODE for s in key.samples):
        return None
    coded = key.name.lower()
    if not any(c.name.lower() == coded and not c.primary_key for t in tables if t is not table for c in t.columns):
        return None
    texts = [c for c in table.columns if c is not key and c.samples]
    if len(texts) != 1 or _mean_length(texts[0]) <= SHORT_CODE:
        return None  # a table that says more of each code (CLM_STAT_REF's OPEN_IND) is one to join
    return CodeTable(table, key.name, key.name, texts[0].name, None, explained=key.name)


def _mean_length(column: ColumnInfo) -> float:
    return sum(len(s) for s in column.samples) / len(column.samples)


def code_table_sql(codes: CodeTable, name: str) -> str:
    """The query reading a table of codes: field, code, label (and owner) of its first rows; ``name`` quoted."""
    listed = [codes.field, codes.code, codes.label, *([codes.owner] if codes.owner else [])]
    columns = [_quote(c) for c in listed]
    if codes.explained:  # every row explains the one column named as its key
        columns[0] = "'" + codes.explained.replace("'", "''") + "'"
    return f"SELECT {', '.join(columns)} FROM {name} LIMIT {CODE_TABLE_ROWS}"


def apply_code_labels(codes: CodeTable, tables: list[TableInfo], rows: list[tuple[Any, ...]]) -> None:
    """Each code's label onto the column it codes (of the owner's table, when the table of codes names it)."""
    by_column: dict[str, list[ColumnInfo]] = {}
    for table in tables:
        if table is not codes.table:
            for column in table.columns:
                by_column.setdefault(column.name.lower(), []).append(column)
    owners = {id(c): t.name.lower() for t in tables for c in t.columns}
    for row in rows:
        field, code, label, *owner = (str(v) if v is not None else "" for v in row)
        if not field or not code or not label:
            continue
        for column in by_column.get(field.lower(), []):
            if not owner or owners[id(column)] == owner[0].lower():
                column.labels[code] = label[:80]
                codes.table.explains = True  # it explained a column (not merely: some table of codes did)


def code_tables(tables: list[TableInfo]) -> list[CodeTable]:
    """The tables of codes among ``tables``."""
    return [
        codes for table in tables if (codes := code_table(table, tables) or keyed_code_table(table, tables)) is not None
    ]


def read_code_tables(tables: list[TableInfo], fetch: Callable[[CodeTable], list[tuple[Any, ...]]]) -> None:
    """Read every table of codes among ``tables`` (``fetch`` runs its query) onto the columns it explains."""
    for codes in code_tables(tables):
        with contextlib.suppress(Exception):  # a table we may not read explains nothing
            apply_code_labels(codes, tables, fetch(codes))


_ID_SUFFIX = re.compile(r"(?:_id|Id|ID)$")


def key_candidates(tables: list[TableInfo]) -> list[tuple[TableInfo, ColumnInfo, TableInfo, ColumnInfo]]:
    """Foreign keys a schema leaves undeclared but names by convention: ``issue.milestone_id`` may refer to
    ``milestone`` (or ``milestones``, ``app_milestone``) by its single-column primary key, ``id`` or
    ``milestone_id``, of a like type. Many applications declare no keys (Gitea; Airflow's ``dag_run.dag_id``) and
    joins need them. A name that could mean two tables gives none. Each is (table, column, target, key), to be
    checked on the data (``key_check_sql``) before ``infer_key`` adds it."""
    by_name = _tables_by_singular(tables)
    found = []
    for table in tables:
        declared = {c for key in table.foreign_keys for c in key.columns}
        for column in table.columns:
            if column.name in declared or table.primary_key == [column.name] or not _ID_SUFFIX.search(column.name):
                continue
            base = _snake(_ID_SUFFIX.sub("", column.name)).strip("_")
            targets = [t for t in by_name.get(base, {}).values() if t is not table and len(t.primary_key) == 1]
            key = targets[0].column(targets[0].primary_key[0]) if len(targets) == 1 else None
            named = key is not None and key.name.lower() in ("id", column.name.lower())
            if key is not None and named and is_text(key.type) == is_text(column.type):
                found.append((table, column, targets[0], key))
    return found


def _tables_by_singular(tables: list[TableInfo], whole: bool = False) -> dict[str, dict[str, TableInfo]]:
    """The tables each singular may name, with and without a prefix (``whole``: by their whole names only):
    ``milestone`` the milestones, ``rack`` dcim_rack."""
    by_name: dict[str, dict[str, TableInfo]] = {}
    for table in tables:
        lowered = table.name.lower()
        for name in {lowered} if whole else {lowered, re.sub(r"^[a-z0-9]+_", "", lowered)}:  # dcim_rack: rack_id
            for singular in {name, name.removesuffix("s"), re.sub(r"ies$", "y", name), re.sub(r"es$", "", name)}:
                by_name.setdefault(singular, {})[table.name] = table
    return by_name


# The two columns of a polymorphic key: the kind of row and its id (commentable_type and commentable_id,
# entity_type and entity_id, subjectType and subjectId)
_MORPH_KIND = re.compile(r"(?P<role>.+?)(?P<type>_type|Type)$")
_MORPH_ID = {"_type": "_id", "Type": "Id"}


def infer_morph_keys(tables: list[TableInfo]) -> None:
    """Polymorphic keys, which no database declares: a table's ``<role>_type`` names the kind of row its
    ``<role>_id`` refers to (BookStack's comments.entity_type 'page', Laravel's 'App\\Models\\Invoice', Rails'
    'Property'), so the id is a key to the table each sampled kind names, on the rows of that kind."""
    by_name, by_whole_name = _tables_by_singular(tables), _tables_by_singular(tables, whole=True)
    for table in tables:
        for kind in table.columns:
            morph = _MORPH_KIND.fullmatch(kind.name)
            ids = table.column(morph["role"] + _MORPH_ID[morph["type"]]) if morph else None
            if ids is None or ids.name in {c for key in table.foreign_keys for c in key.columns}:
                continue
            for value in kind.samples:
                named = _snake(re.split(r"[\\./:]", value)[-1])  # App\Models\Page: page
                targets = list((by_whole_name.get(named) or by_name.get(named, {})).values())
                if len(targets) == 1 and len(targets[0].primary_key) == 1:
                    table.foreign_keys.append(
                        ForeignKey(columns=[ids.name], references_table=targets[0].name,
                                   references_columns=list(targets[0].primary_key), inferred=True,
                                   kind_column=kind.name, kind_value=value)
                    )  # fmt: skip


KEY_CHECK_ROWS = 50  # values of a column read to check that it refers to the key its name suggests


def key_check_sql(table: str, column: str, target: str, key: str) -> str:
    """One row: how many of the column's first set values (not NULL, 0 or empty) are there, and how many of them
    the target's key does not hold. ``table`` and ``target`` come quoted, ``column`` and ``key`` unquoted."""
    return (
        f"SELECT count(*), count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM {target} WHERE {_quote(key)} = v)) "
        f"FROM (SELECT {_quote(column)} AS v FROM {table} WHERE {_quote(column)} IS NOT NULL "
        f"AND CAST({_quote(column)} AS TEXT) NOT IN ('0', '') LIMIT {KEY_CHECK_ROWS}) AS sampled"
    )


def infer_key(table: TableInfo, column: ColumnInfo, target: TableInfo, key: ColumnInfo, row: Any) -> None:
    """Add the key when the check found values and every one of them in the target (Keycloak's
    ``event_entity.client_id`` holds a client's name, not its ``id``: no key)."""
    if row and row[0] and not row[1]:
        table.foreign_keys.append(
            ForeignKey(columns=[column.name], references_table=target.name, references_columns=[key.name],
                       inferred=True)
        )  # fmt: skip


def _finish(table: TableInfo) -> TableInfo:
    table.time_columns = [c.name for c in table.columns if is_time(c.type)]
    return table


# --- PostgreSQL ---------------------------------------------------------------------------------

_PG_TABLES = """
SELECT c.oid, n.nspname, c.relname, c.relkind, coalesce(obj_description(c.oid, 'pg_class'), ''),
       c.reltuples::bigint
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f')
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%%'
  AND (cardinality(%(schemas)s::text[]) = 0 OR n.nspname = ANY(%(schemas)s::text[]))
  AND NOT c.relispartition
ORDER BY n.nspname, c.relname
"""
_PG_COLUMNS = """
SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       coalesce(col_description(a.attrelid, a.attnum), '')
FROM pg_attribute a
WHERE a.attrelid = ANY(%(oids)s) AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum
"""
_PG_KEYS = """
SELECT con.conrelid, con.contype, con.confrelid,
       ARRAY(SELECT attname FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i),
       ARRAY(SELECT attname FROM unnest(coalesce(con.confkey, '{}')) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i)
FROM pg_constraint con
WHERE con.conrelid = ANY(%(oids)s) AND con.contype IN ('p', 'f')
"""
_PG_KINDS = {"r": "table", "p": "table", "v": "view", "m": "view", "f": "table"}


async def discover_postgres(source: PostgresSource, *, timeout: float = 30.0) -> SourceSchema:
    """Tables, views, columns, comments, keys, row estimates and samples of a PostgreSQL database."""
    import psycopg

    dsn = source.secrets()["dsn"].get_secret_value()
    try:
        connection = await psycopg.AsyncConnection.connect(dsn, connect_timeout=max(int(timeout), 1), autocommit=True)
    except psycopg.Error as error:
        raise DiscoveryError(source.redact(f"PostgreSQL unreachable: {str(error).strip()}")) from None
    try:
        async with connection as conn:
            await conn.execute("SET default_transaction_read_only = on")
            await conn.execute(f"SET statement_timeout = {int(timeout * 1000)}")
            rows = await (await conn.execute(_PG_TABLES, {"schemas": source.schemas})).fetchall()
            schemas = {schema for _, schema, *_ in rows}
            tables: dict[int, TableInfo] = {}
            names: dict[int, str] = {}
            for oid, schema, name, relkind, comment, estimate in rows:
                # The default schema's tables are named bare; others qualified, as a query names them.
                shown = name if schema == "public" or len(schemas) == 1 else f"{schema}.{name}"
                names[oid] = shown
                tables[oid] = TableInfo(
                    name=shown, kind=_PG_KINDS.get(relkind, "table"), description=comment, parent=schema,
                    row_estimate=int(estimate) if estimate is not None and estimate >= 0 else None,
                )  # fmt: skip
            oids = list(tables)
            for oid, column, type_name, not_null, comment in await (
                await conn.execute(_PG_COLUMNS, {"oids": oids})
            ).fetchall():
                tables[oid].columns.append(
                    ColumnInfo(name=column, type=type_name, nullable=not not_null, comment=comment)
                )
            for oid, kind, foreign, columns, referenced in await (
                await conn.execute(_PG_KEYS, {"oids": oids})
            ).fetchall():
                table = tables[oid]
                if kind == "p":
                    table.primary_key = list(columns)
                    for column in table.columns:
                        column.primary_key = column.name in columns
                elif foreign in names:
                    table.foreign_keys.append(
                        ForeignKey(columns=list(columns), references_table=names[foreign],
                                   references_columns=list(referenced))
                    )  # fmt: skip
            for table, column, target, key in key_candidates(list(tables.values())):
                with contextlib.suppress(psycopg.Error):
                    sql = key_check_sql(_pg_name(table), column.name, _pg_name(target), key.name)
                    infer_key(table, column, target, key, await (await conn.execute(sql)).fetchone())
            for table in tables.values():
                _finish(table)
                candidates = _epoch_candidates(table)
                if candidates and table.kind == "table":  # Unix times kept as integers (an application's timecreated)
                    listed = ", ".join(_quote(c.name) for c in candidates)
                    first = await (await conn.execute(f"SELECT {listed} FROM {_pg_name(table)} LIMIT 50")).fetchall()
                    _add_times(table, _mark_epochs(candidates, first))
                    for column in _unset(candidates, first):
                        sql = _set_values_sql(_pg_name(table), column)
                        _add_times(table, _mark_epochs([column], await (await conn.execute(sql)).fetchall()))
            truncated = await _sample_all(
                list(tables.values()), source.sample_deny,
                lambda table, columns: _pg_sample(conn, table, columns),
            )  # fmt: skip
            infer_morph_keys(list(tables.values()))
            for codes in code_tables(list(tables.values())):
                with contextlib.suppress(psycopg.Error):  # a table we may not read explains nothing
                    read = await (await conn.execute(code_table_sql(codes, _pg_name(codes.table)))).fetchall()
                    apply_code_labels(codes, list(tables.values()), read)
    except psycopg.Error as error:
        raise DiscoveryError(source.redact(f"PostgreSQL: {str(error).strip()}")) from None
    return SourceSchema(
        source=source.name, platform=Platform.SQL, kind="postgresql", dialect="postgres",
        tables=sorted(tables.values(), key=lambda t: t.name), truncated=truncated,
    )  # fmt: skip


async def _pg_sample(conn: Any, table: TableInfo, columns: list[str]) -> list[tuple[Any, ...]]:
    query = _sample_sql(_pg_name(table), columns, _spread_pages(table.row_estimate))
    rows: list[tuple[Any, ...]] = await (await conn.execute(query)).fetchall()
    return rows


def _pg_name(table: TableInfo) -> str:
    """The table's schema-qualified, quoted name."""
    return ".".join(_quote(part) for part in ([table.parent, table.name.split(".")[-1]]))


async def _sample_all(tables: list[TableInfo], deny: list[str], sample: Any) -> bool:
    """Sample the text columns of each table, smallest first, within the table and time bounds; True when
    the bounds left some tables unsampled."""
    started = time.monotonic()
    candidates = [t for t in tables if _sampled_columns(t, deny)]
    candidates.sort(key=lambda t: t.row_estimate if t.row_estimate is not None else 0)
    for count, table in enumerate(candidates):
        if count >= MAX_SAMPLED_TABLES or time.monotonic() - started > SAMPLE_SECONDS:
            return True
        columns = _sampled_columns(table, deny)
        try:
            rows = await sample(table, columns)
        except Exception:  # a table we may not read, or a type that will not cast: it keeps no samples
            continue
        _apply_samples(table, columns, rows)
    return False


# --- SQLite -------------------------------------------------------------------------------------


def read_sqlite_schema(source: SqliteSource, timeout: float) -> SourceSchema:
    if not source.path.exists():
        raise DiscoveryError(f"SQLite file {source.path} does not exist")
    try:
        connection = sqlite3.connect(f"file:{source.path}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise DiscoveryError(f"SQLite file {source.path}: {error}") from None
    deadline = time.monotonic() + timeout
    connection.set_progress_handler(lambda: int(time.monotonic() > deadline), 10_000)
    try:
        listed = connection.execute(
            "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' "
            "ORDER BY name"
        ).fetchall()
        tables = []
        for name, kind in listed:
            table = TableInfo(name=name, kind=kind)
            for _, column, type_name, not_null, _, pk in connection.execute(f"PRAGMA table_info({_quote(name)})"):
                table.columns.append(
                    ColumnInfo(name=column, type=type_name or "", nullable=not not_null, primary_key=bool(pk))
                )
            table.primary_key = [c.name for c in table.columns if c.primary_key]
            keys: dict[int, ForeignKey] = {}
            for key_id, _, referenced, column, target, *_ in connection.execute(
                f"PRAGMA foreign_key_list({_quote(name)})"
            ):
                key = keys.setdefault(
                    key_id, ForeignKey(columns=[], references_table=referenced, references_columns=[])
                )
                key.columns.append(column)
                key.references_columns.append(target or "")
            table.foreign_keys = list(keys.values())
            if kind == "table":
                table.row_estimate = int(connection.execute(f"SELECT count(*) FROM {_quote(name)}").fetchone()[0])
            first = _first_values(connection, table)  # one read of the first rows serves every test below
            _mark_binary_text(table, first)
            table.time_columns = _declared_times(table, first)
            table.time_columns += _iso_text_columns(table, first)
            _add_times(table, _epoch_columns(table, first, lambda sql: connection.execute(sql).fetchall()))
            tables.append(table)
        _keys_to_primary(tables)
        for table, column, target, target_key in key_candidates(tables):
            with contextlib.suppress(sqlite3.Error):
                sql = key_check_sql(_quote(table.name), column.name, _quote(target.name), target_key.name)
                infer_key(table, column, target, target_key, connection.execute(sql).fetchone())
        for table in tables:
            columns = [
                c.name for c in table.columns
                if (is_text(c.type) or not c.type) and c.name not in table.time_columns
                and not denied(c.name, source.sample_deny)
            ]  # fmt: skip
            if columns:
                with contextlib.suppress(sqlite3.Error):  # a column that will not cast: no samples
                    rows = _rowid_sample(
                        lambda query: connection.execute(query).fetchall(), table, columns, sqlite3.OperationalError
                    )
                    _apply_samples(table, columns, rows)
        infer_morph_keys(tables)
        read_code_tables(
            tables, lambda codes: connection.execute(code_table_sql(codes, _quote(codes.table.name))).fetchall()
        )
    except sqlite3.Error as error:
        raise DiscoveryError(f"SQLite file {source.path}: {error}") from None
    finally:
        connection.close()
    return SourceSchema(source=source.name, platform=Platform.SQL, kind="sqlite", dialect="sqlite", tables=tables)


def _rowid_sample(
    fetch: Callable[[str], list[tuple[Any, ...]]], table: TableInfo, columns: list[str], no_rowid: type[Exception]
) -> list[tuple[Any, ...]]:
    """The sample of SQLite and DuckDB: the oldest and newest rows by rowid; where there is none (a view, a
    ``WITHOUT ROWID`` table: ``no_rowid`` is raised), the first rows in storage order."""
    name = _quote(table.name)
    try:
        return fetch(_sample_sql(name, columns, _oldest_and_newest(name, "rowid")))
    except no_rowid:
        return fetch(_sample_sql(name, columns))


ISO_TIME = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?")
ISO_ZONED = re.compile(r"\d{2}T\d{2}|(?:Z|[+-]\d{2}:?\d{2})$")  # a T between date and time, or a zone
# PostgreSQL writes a whole-hour zone as its hours alone (2026-11-20 14:05:00.123456+00), which SQLite cannot read
HOURS_ZONED = re.compile(r"\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?[+-]\d{2}$")


def _declared_times(table: TableInfo, first: dict[str, list[Any]]) -> list[str]:
    """SQLite stores times as text or numbers: a column typed so, or named so, holds them, unless what it holds is
    text that is no time (a service's ``runtime`` of 'node20'), or, named so only, numbers: those are times when
    ``_epoch_columns`` reads them as Unix times, else amounts of time (Matomo's ``visit_total_time`` in seconds)."""
    named = [
        c for c in table.columns if is_time(c.type) or c.name.lower().endswith(("_at", "_time", "time"))
        or c.name.lower() in ("timestamp", "ts", "date", "time_generated")
    ]  # fmt: skip
    return [
        column.name for column in named
        if all(ISO_TIME.fullmatch(v) for v in first[column.name] if isinstance(v, str))
        and (is_time(column.type) or not any(isinstance(v, int | float) for v in first[column.name]))
    ]  # fmt: skip


COMPACT_TIME = re.compile(r"(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])[0-5]\d[0-5]\d")
NEVER = frozenset({"infinity", "infinite", "indefinite"})  # what a time that never comes is written as


def _compact_times(values: list[Any]) -> bool:
    """Whether text values are times written without separators (ISO 8601's basic format, as MediaWiki keeps every
    time: 20261120140500), one at least, "infinity" allowed for a time that never comes (an expiry)."""
    times = [v for v in values if v != "" and not (isinstance(v, str) and v.lower() in NEVER)]
    return bool(times) and all(isinstance(v, str) and COMPACT_TIME.fullmatch(v) for v in times)


BINARY_TYPES = ("blob", "binary", "bytea")
HOLDS_TEXT = " (holds text)"


def _mark_binary_text(table: TableInfo, first: dict[str, list[Any]]) -> None:
    """Columns declared binary that hold text (MediaWiki's SQLite schema keeps titles, names and times as BLOB, and
    SQLite stores the text written there as text): their type says so, so they are read and sampled as text."""
    binary = [c for c in table.columns if any(word in c.type.lower() for word in BINARY_TYPES)]
    for column in binary:
        values = [v for v in first[column.name] if v is not None]
        if values and all(isinstance(v, str) for v in values):
            column.type += HOLDS_TEXT


def _iso_text_columns(table: TableInfo, first: dict[str, list[Any]]) -> list[str]:
    """Text columns whose values are ISO dates or times, whatever they are called (hire_date, warranty_expires,
    dob): SQLite has no date type, so the values say it. Those written with a T or a zone (2026-11-20T14:05:00Z)
    do not compare as text with SQLite's own times (2026-11-20 14:05:00): marked ``iso_text`` to be read as times.
    A time column named so but holding such text is marked too."""
    texts = [c.name for c in table.columns if (is_text(c.type) or not c.type)]
    found = []
    for name in table.time_columns:  # a timestamptz column as PostgreSQL printed it, copied into SQLite
        column = table.column(name)
        values = [v for v in first[name] if isinstance(v, str)]
        if column is not None and values and all(HOURS_ZONED.search(v) for v in values):
            column.time_encoding = "iso_text_hours_zone"
    for name in texts:
        values = [v for v in first[name] if v is not None]
        if _compact_times(values):  # MediaWiki's 20261120140500
            column = table.column(name)
            assert column is not None
            column.time_encoding = "yyyymmddhhmmss"
            found.append(name)
            continue
        if not values or not all(isinstance(v, str) and ISO_TIME.fullmatch(v) for v in values):
            continue
        if any(ISO_ZONED.search(v) or HOURS_ZONED.search(v) for v in values):
            column = table.column(name)
            assert column is not None
            column.time_encoding = "iso_text_hours_zone" if all(HOURS_ZONED.search(v) for v in values) else "iso_text"
        if name not in table.time_columns:
            found.append(name)
    return found


# What a column holding Unix times is called, in part (timecreated, duedate, last_login, expires_on): integers in
# the range of EPOCH_SECONDS (or a thousand times it, milliseconds) under such a name are times.
EPOCH_NAME_PARTS = ("time", "date", "created", "modified", "updated", "start", "end", "due", "access", "login",
                    "expir", "finish", "submit", "sent", "seen", "stamp", "until", "epoch", "clock", "_at",
                    "_on", "unix", "stop", "deadline")  # fmt: skip
EPOCH_SECONDS = (946_684_800, 4_102_444_800)  # 2000-01-01 .. 2100-01-01 UTC
_DT = re.compile(r"(?:^|_)dt(?:_|$)|[a-z]dt$")  # EFFDT, CHECK_DT, dt_posted: a date by its usual abbreviation
# Dates kept as YYYYMMDD integers (PeopleSoft's EFFDT, a date key): in this range, a month and a day in each.
YYYYMMDD = (19000101, 21001231)


def _is_yyyymmdd(value: int) -> bool:
    return YYYYMMDD[0] <= value <= YYYYMMDD[1] and 1 <= value // 100 % 100 <= 12 and 1 <= value % 100 <= 31


def _keys_to_primary(tables: list[TableInfo]) -> None:
    """A reference that names no column (Bareos's ``ClientId INTEGER REFERENCES Client``) is to the referenced
    table's primary key, as SQLite reads it; PRAGMA foreign_key_list leaves its column empty."""
    by_name = {table.name.lower(): table for table in tables}
    for table in tables:
        for key in table.foreign_keys:
            target = by_name.get(key.references_table.lower())
            if target is not None and not any(key.references_columns) and len(target.primary_key) == len(key.columns):
                key.references_columns = list(target.primary_key)


def _epoch_columns(
    table: TableInfo, first: dict[str, list[Any]], fetch: Callable[[str], list[tuple[Any, ...]]]
) -> list[str]:
    candidates = _epoch_candidates(table, declared_times=True)
    rows = list(zip(*(first[c.name] for c in candidates), strict=True))
    found = _mark_epochs(candidates, rows)
    for column in _unset(candidates, rows):
        with contextlib.suppress(sqlite3.Error):
            found += _mark_epochs([column], fetch(_set_values_sql(_quote(table.name), column)))
    return found


def _unset(candidates: list[ColumnInfo], rows: Sequence[Sequence[Any]]) -> list[ColumnInfo]:
    """The candidates the first rows leave at 0 or NULL everywhere, so that they tell nothing of their encoding
    (Kanboard's ``date_due`` is 0 on every closed task, and the oldest tasks are closed)."""
    return [column for i, column in enumerate(candidates) if rows and not any(row[i] for row in rows)]


def _set_values_sql(table: str, column: ColumnInfo) -> str:
    """The first values of ``column`` that are set (neither NULL nor 0)."""
    name = _quote(column.name)
    return f"SELECT {name} FROM {table} WHERE {name} <> 0 LIMIT 50"


def _add_times(table: TableInfo, names: list[str]) -> None:
    """Add ``names`` to the table's time columns, each once (a column its name made a time may be marked again,
    for its encoding)."""
    table.time_columns += [name for name in names if name not in table.time_columns]


def _epoch_candidates(table: TableInfo, declared_times: bool = False) -> list[ColumnInfo]:
    """Columns that may hold Unix times: integers under a time-like name or already taken for times by their name
    (Keycloak's ``event_time``: its encoding is still to be read), neither keys (a part of a composite key
    may be: an effective date), and with
    ``declared_times`` columns declared as times (SQLite keeps whatever is written under a DATETIME: Prisma writes
    milliseconds; a PostgreSQL timestamp holds only timestamps, so it is not read)."""
    keys = {c for key in table.foreign_keys for c in key.columns}
    return [
        c for c in table.columns
        if not (c.primary_key and len(table.primary_key) < 2) and c.name not in keys and (
            (declared_times and is_time(c.type)) or ("int" in c.type.lower() and (c.name in table.time_columns
            or any(part in _snake(c.name) for part in EPOCH_NAME_PARTS) or _DT.search(_snake(c.name))))
        )
    ]  # fmt: skip


def _snake(name: str) -> str:
    """A name in lower case with its camel-case words apart (Mattermost's ``CreateAt`` as ``create_at``)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


def _mark_epochs(candidates: list[ColumnInfo], rows: list[tuple[Any, ...]]) -> list[str]:
    """Of ``candidates`` (``rows`` holding their values in order), those whose values are all Unix times in
    seconds or milliseconds, 0 for "not set" (Moodle's timecreated), or dates written as YYYYMMDD: marked
    ``epoch_seconds``, ``epoch_milliseconds`` or ``yyyymmdd`` for the writers to read as times. Values that are
    times already (text, a timestamp type) leave a column as it is."""
    low, high = EPOCH_SECONDS
    found = []
    for i, column in enumerate(candidates):
        values = [row[i] for row in rows if row[i]]  # 0 and NULL: not set
        if not values or not all(isinstance(v, int) for v in values):
            continue
        if all(_is_yyyymmdd(v) for v in values):
            column.time_encoding = "yyyymmdd"
        elif all(low <= v < high for v in values):
            column.time_encoding = "epoch_seconds"
        elif all(low * 1000 <= v < high * 1000 for v in values):
            column.time_encoding = "epoch_milliseconds"
        else:
            continue
        found.append(column.name)
    return found


def _first_values(connection: sqlite3.Connection, table: TableInfo) -> dict[str, list[Any]]:
    """Each column's values in the table's first 50 rows (none when the table will not read)."""
    rows: list[tuple[Any, ...]] = []
    if table.columns:
        with contextlib.suppress(sqlite3.Error):
            listed = ", ".join(_quote(c.name) for c in table.columns)
            rows = connection.execute(f"SELECT {listed} FROM {_quote(table.name)} LIMIT 50").fetchall()
    return {column.name: [row[i] for row in rows] for i, column in enumerate(table.columns)}


async def discover_sqlite(source: SqliteSource, *, timeout: float = 30.0) -> SourceSchema:
    return await asyncio.to_thread(read_sqlite_schema, source, timeout)


# --- DuckDB -------------------------------------------------------------------------------------


def duckdb_connection(source: DuckdbSource) -> Any:
    """A read-only connection to the source's database file (or memory), with its file exports as views."""
    import duckdb_kql

    connection = duckdb_kql.connect(str(source.path) if source.path else ":memory:", read_only=bool(source.path))
    for name, pattern in source.views.items():
        reader = _reader(pattern)
        connection.execute(f"CREATE OR REPLACE TEMP VIEW {_quote(name)} AS SELECT * FROM {reader}('{pattern}')")
    return connection


def _reader(pattern: str) -> str:
    lowered = pattern.lower()
    if lowered.endswith(".parquet"):
        return "read_parquet"
    if lowered.endswith((".json", ".jsonl", ".ndjson", ".json.gz")):
        return "read_json_auto"
    return "read_csv_auto"


def _duckdb_discover(source: DuckdbSource) -> SourceSchema:
    if source.path and not source.path.exists():
        raise DiscoveryError(f"DuckDB file {source.path} does not exist")
    try:
        connection = duckdb_connection(source)
    except Exception as error:  # duckdb's errors share no base class we can import without duckdb itself
        raise DiscoveryError(f"DuckDB source {source.name}: {str(error).splitlines()[0]}") from None
    try:
        tables: dict[tuple[str, str], TableInfo] = {}
        listed = connection.execute(
            "SELECT schema_name, table_name, 'table', coalesce(comment, ''), estimated_size FROM duckdb_tables() "
            "WHERE NOT internal UNION ALL "
            "SELECT schema_name, view_name, 'view', coalesce(comment, ''), NULL FROM duckdb_views() WHERE NOT internal"
        ).fetchall()
        for schema, name, kind, comment, size in listed:
            tables[(schema, name)] = TableInfo(
                name=name, kind=kind, description=comment, parent=schema,
                row_estimate=int(size) if size is not None else None,
            )  # fmt: skip
        for schema, table, column, type_name, nullable, comment in connection.execute(
            "SELECT schema_name, table_name, column_name, data_type, is_nullable, coalesce(comment, '') "
            "FROM duckdb_columns() WHERE NOT internal ORDER BY schema_name, table_name, column_index"
        ).fetchall():
            if (schema, table) in tables:
                tables[(schema, table)].columns.append(
                    ColumnInfo(name=column, type=type_name, nullable=bool(nullable), comment=comment)
                )
        for schema, table, kind, columns, referenced, referenced_columns in connection.execute(
            "SELECT schema_name, table_name, constraint_type, constraint_column_names, referenced_table, "
            "referenced_column_names FROM duckdb_constraints() WHERE constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')"
        ).fetchall():
            info = tables.get((schema, table))
            if info is None:
                continue
            if kind == "PRIMARY KEY":
                info.primary_key = list(columns)
                for column in info.columns:
                    column.primary_key = column.name in columns
            else:
                info.foreign_keys.append(
                    ForeignKey(columns=list(columns), references_table=referenced,
                               references_columns=list(referenced_columns or []))
                )  # fmt: skip
        for info, column, target, key in key_candidates(list(tables.values())):
            with contextlib.suppress(Exception):  # duckdb's errors share no base class
                sql = key_check_sql(_quote(info.name), column.name, _quote(target.name), key.name)
                infer_key(info, column, target, key, connection.execute(sql).fetchone())
        for info in tables.values():
            _finish(info)
            columns = _sampled_columns(info, source.sample_deny)
            if columns:
                try:
                    rows = _rowid_sample(lambda query: connection.execute(query).fetchall(), info, columns, Exception)
                except Exception:
                    continue
                _apply_samples(info, columns, rows)
        infer_morph_keys(list(tables.values()))
        read_code_tables(
            list(tables.values()),
            lambda codes: connection.execute(code_table_sql(codes, _quote(codes.table.name))).fetchall(),
        )
    finally:
        connection.close()
    return SourceSchema(
        source=source.name, platform=source.platform, kind="duckdb",
        dialect="duckdb" if source.platform is Platform.SQL else None,
        tables=sorted(tables.values(), key=lambda t: t.name),
    )  # fmt: skip


async def discover_duckdb(source: DuckdbSource, *, timeout: float = 30.0) -> SourceSchema:
    return await asyncio.wait_for(asyncio.to_thread(_duckdb_discover, source), timeout)
