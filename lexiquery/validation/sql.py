"""SQL: syntax by sqlglot in the request's dialect (and SQLite's own prepare for SQLite), references
and risk from sqlglot's syntax tree."""

from __future__ import annotations

import re
import sqlite3
from typing import Any

import sqlglot
from sqlglot import exp

from lexiquery.validation.common import Findings, span_seconds

DIALECTS = {
    "postgres": "postgres", "postgresql": "postgres", "mysql": "mysql", "tsql": "tsql", "sqlite": "sqlite",
    "duckdb": "duckdb",
}  # fmt: skip
_READ_ONLY = (exp.Select, exp.Union, exp.Intersect, exp.Except, exp.Subquery, exp.Values)
_WRITES = {
    exp.Insert: "INSERT",
    exp.Update: "UPDATE",
    exp.Delete: "DELETE",
    exp.Merge: "MERGE",
    exp.Create: "CREATE",
    exp.Drop: "DROP",
    exp.Alter: "ALTER",
    exp.TruncateTable: "TRUNCATE",
    exp.Grant: "GRANT",
    exp.Copy: "COPY",
}
# Functions that change state or reach outside the database from inside a SELECT.
_DANGEROUS_FUNCTIONS = re.compile(
    r"^(?:pg_terminate_backend|pg_cancel_backend|pg_reload_conf|pg_rotate_logfile|lo_export|lo_import|"
    r"lo_unlink|dblink_exec|dblink|pg_read_file|pg_read_binary_file|pg_ls_dir|pg_sleep|set_config|"
    r"xp_cmdshell|sp_configure|load_file|sys_exec|sys_eval|load_extension|writefile|readfile)$",
    re.IGNORECASE,
)
# Relative time windows as the dialects write them: datetime('now', '-1 hour'), NOW() - INTERVAL '1 hour',
# INTERVAL 1 HOUR, DATEADD(hour, -1, ...).
_INTERVAL = re.compile(r"['\s-](\d+)\s*(minutes?|hours?|days?|weeks?)\b", re.IGNORECASE)
_DATEADD = re.compile(r"\bDATEADD\s*\(\s*(minute|hour|day|week)\s*,\s*-?(\d+)", re.IGNORECASE)
_UNITS = {"minute": "m", "hour": "h", "day": "d", "week": "w"}
_SQLITE_SEMANTIC = ("no such table", "no such column", "no such function", "ambiguous column")


# sqlglot names the token it stopped at by its repr; the user needs only its text.
_TOKEN = re.compile(r"<Token token_type: [\w.]+, text: (.*?), line: \d+.*?>")


def dialect_of(name: str | None) -> str | None:
    """sqlglot's name for a requested dialect (None when unknown)."""
    return DIALECTS.get((name or "sqlite").lower())


# Words that make a statement act, found in the text itself (comments and strings removed, MySQL's
# executable /*! … */ comments kept): catches what the parser cannot read or reads as an opaque command.
_ACTING_WORDS = re.compile(
    r"\b(DROP|DELETE|UPDATE|INSERT|ALTER|TRUNCATE|GRANT|REVOKE|CREATE|MERGE|RENAME|EXEC|EXECUTE|PREPARE|"
    r"BACKUP|RESTORE|SHUTDOWN|VACUUM|ATTACH|DETACH|COPY|REINDEX|OPTIMIZE|sp_executesql|xp_\w+)\b|"
    r"\bREPLACE\s+INTO\b|\bINTO\s+(?:OUTFILE|DUMPFILE)\b|\bLOAD\s+DATA\b",
    re.IGNORECASE,
)
# Words that act only when they begin a statement (elsewhere they are names: "AS lock").
_ACTING_STATEMENTS = re.compile(r"^\s*(SET|DO|USE|LOCK|UNLOCK|KILL|CALL|LOAD)\b", re.IGNORECASE)
_COMMENT = re.compile(r"--[^\n]*|#[^\n]*|/\*(?!!).*?\*/", re.DOTALL)
_LITERAL = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|\$\$.*?\$\$", re.DOTALL)


def acting_words(query: str) -> list[str]:
    """Words in ``query``'s code that change data or state or run something."""
    code = _COMMENT.sub(" ", _LITERAL.sub("''", query))
    found = {" ".join(m.group(0).split()).upper() for m in _ACTING_WORDS.finditer(code)}
    found |= {m.group(1).upper() for part in code.split(";") if (m := _ACTING_STATEMENTS.match(part))}
    return sorted(found)


def check_sql(
    query: str,
    dialect: str = "sqlite",
    log_tables: frozenset[str] = frozenset(),
    time_columns: frozenset[str] | set[str] = frozenset({"time_generated"}),
) -> Findings:
    """Syntax, references and risk of a SQL query; ``log_tables`` (large tables with ``time_columns``)
    read without a bound on one of those columns are medium risk."""
    findings = Findings()
    for word in acting_words(query):
        findings.risk("high", f"{word} changes data or state, or runs something")
    try:
        statements = [s for s in sqlglot.parse(query, read=dialect, error_level=sqlglot.ErrorLevel.RAISE) if s]
    except sqlglot.errors.ParseError as error:
        detail = error.errors[0] if error.errors else {}
        message = _TOKEN.sub(r"'\1'", str(detail.get("description") or error).splitlines()[0])
        findings.errors.append((message, detail.get("line"), detail.get("col")))
        return findings
    except sqlglot.errors.SqlglotError as error:
        findings.errors.append((str(error).splitlines()[0], None, None))
        return findings
    if not statements:
        findings.errors.append(("no SQL statement", None, None))
        return findings
    if dialect == "sqlite":
        _sqlite_prepare(query, findings)
    findings.statements = len(statements)
    if len(statements) > 1:
        findings.risk("high", f"{len(statements)} statements in one query")
    references: set[str] = set()
    for statement in statements:
        ctes = {cte.alias_or_name for cte in statement.find_all(exp.CTE)}
        references |= {t.name for t in statement.find_all(exp.Table) if t.name and t.name not in ctes}
        writes = [verb for kind, verb in _WRITES.items() if any(True for _ in statement.find_all(kind))]
        for verb in writes:
            findings.risk("high", f"{verb} changes data or schema")
        if isinstance(statement, exp.Command):
            findings.risk("high", f"{statement.name.upper()} is not a query")
        elif not writes and not isinstance(statement, _READ_ONLY):
            findings.risk("high", f"{type(statement).__name__.upper()} is not a read-only query")
        if statement.args.get("into") or any(True for _ in statement.find_all(exp.Into)):
            findings.risk("high", "SELECT INTO creates a table")
        for function in statement.find_all(exp.Anonymous, exp.Func):
            name = function.name if isinstance(function, exp.Anonymous) else function.sql_name()
            if _DANGEROUS_FUNCTIONS.match(name or ""):
                findings.risk("high", f"calls {name}(), which acts outside the query")
        _read_risks(statement, findings, references & log_tables, time_columns)
    findings.references = sorted(references)
    spans = _INTERVAL.findall(query) + [(amount, unit) for unit, amount in _DATEADD.findall(query)]
    for amount, unit in spans:
        findings.widen_window(span_seconds(f"{amount}{_UNITS[unit.lower().rstrip('s')]}"))
    return findings


def _read_risks(
    statement: Any, findings: Findings, log_tables: set[str], time_columns: frozenset[str] | set[str]
) -> None:
    for select in statement.find_all(exp.Select):
        star = any(isinstance(e, exp.Star) for e in select.expressions)
        if star and not select.args.get("limit") and not select.args.get("where"):
            findings.risk("medium", "SELECT * without WHERE or LIMIT reads the whole table")
    columns = {c.name.lower() for c in statement.find_all(exp.Column)}
    if log_tables and not columns & {c.lower() for c in time_columns}:
        findings.risk("medium", f"no time bound on {', '.join(sorted(log_tables))}")


def _sqlite_prepare(query: str, findings: Findings) -> None:
    """SQLite's own parser as a second opinion: only syntax errors count (tables need not exist)."""
    connection = sqlite3.connect(":memory:")
    try:
        for statement in sqlglot.transpile(query, read="sqlite", write="sqlite"):
            try:
                connection.execute(f"EXPLAIN {statement}")
            except sqlite3.Error as error:
                if not any(s in str(error) for s in _SQLITE_SEMANTIC):
                    findings.errors.append((f"SQLite: {error}", None, None))
                    return
    except sqlglot.errors.SqlglotError:
        pass
    finally:
        connection.close()


def unknown_columns(query: str, dialect: str, tables: dict[str, object]) -> list[str]:
    """Why a column the query names is in none of the tables it reads (sqlglot resolves every name through
    aliases, CTEs and subqueries against ``tables``: table -> column -> type); empty when all resolve."""
    from sqlglot.errors import OptimizeError
    from sqlglot.optimizer.qualify import qualify

    problems = []
    try:
        statements = [s for s in sqlglot.parse(query, read=dialect) if s]
    except sqlglot.errors.SqlglotError:
        return []  # the syntax check reports it
    for statement in statements:
        try:
            qualify(
                statement, schema=dict(tables), dialect=dialect, validate_qualify_columns=True, quote_identifiers=False
            )
        except OptimizeError as error:
            problems.append(str(error).split(". Line:")[0])
        except sqlglot.errors.SqlglotError:
            continue  # a construct the optimizer does not know: the engine's dry run decides
    return problems
