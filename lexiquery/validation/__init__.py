"""Deterministic query validation (no LLM): syntax by real parsers, references against the discovered
schema of the source the query is for, a risk tier with its reasons, and a cost estimate.

Risk tiers: ``high`` — changes data or state, or runs something (DDL/DML, several statements, KQL
control commands, SPL commands that write or send); ``medium`` — reads far more than it should (no
time bound on a large log table, scans of every table or index, ``SELECT *`` without a limit, very long
ranges, a full scan of a large table in the engine's plan); ``low`` — bounded, read-only, grounded in
the schema; ``none`` — reads no data at all.

Shared by the validate activity and by the query executors, which validate again (and dry-run on the
engine) before running anything (defence in depth). Without a schema, references are not checked and
the result says so.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from lexiquery.contracts import ParseError, Platform, QueryEstimate, QueryValidation, SourceCheck, SourceSchema
from lexiquery.validation.common import RISK_ORDER, Findings
from lexiquery.validation.kql import check_kql
from lexiquery.validation.promql import check_promql, label_references
from lexiquery.validation.splcheck import check_spl
from lexiquery.validation.sql import check_sql, dialect_of, unknown_columns

MAX_QUERY_CHARS = 100_000
BYTES_PER_ROW = 1_000
DEFAULT_STEP_SECONDS = 60
UNCHECKED = "references not checked: no discovered schema for this query's source"
LARGE_TABLE_ROWS = 1_000_000  # a table this large is a log table: reading it without a time bound is medium risk
# What an SPL reference's prefix says about the kind of thing it names in the schema.
SPL_KINDS = {"index": ("index",), "sourcetype": ("sourcetype",), "datamodel": ("datamodel",), "source": ()}


def _garbage(query: str) -> bool:
    """Binary data rather than text: NUL bytes or mostly control characters."""
    if "\x00" in query:
        return True
    control = sum(1 for c in query if ord(c) < 32 and c not in "\t\r\n")
    return control > max(3, len(query) // 20)


def _refused(platform: Platform, message: str) -> QueryValidation:
    return QueryValidation(platform=platform, valid=False, errors=[ParseError(message=message)], risk="none")


def _findings(platform: Platform, query: str, dialect: str, schema: SourceSchema | None) -> Findings:
    if platform is Platform.KQL:
        return check_kql(query)
    if platform is Platform.SPL:
        return check_spl(query, commands=frozenset(schema.commands) if schema else None)
    if platform is Platform.PROMQL:
        return check_promql(query)
    large = [
        t for t in (schema.tables if schema else []) if t.time_columns and (t.row_estimate or 0) >= LARGE_TABLE_ROWS
    ]
    logs = frozenset(t.name for t in large)
    time_columns = {c for t in large for c in t.time_columns}
    return check_sql(query, dialect, logs, time_columns)


def did_you_mean(name: str, candidates: Iterable[str]) -> str:
    original = {c.lower(): c for c in candidates}
    close = difflib.get_close_matches(name.lower(), original, n=3, cutoff=0.6)
    return f"; did you mean {', '.join(original[c] for c in close)}?" if close else ""


def _lookup(schema: SourceSchema, platform: Platform, reference: str) -> bool:
    if platform is Platform.SPL:
        kind, _, name = reference.partition(":")
        if not name:
            return schema.table(kind) is not None
        if kind in ("macro", "lookup", "inputlookup"):
            return True  # knowledge objects: not part of what discovery lists
        wanted = SPL_KINDS.get(kind, ())
        if "*" in name:
            return True  # a wildcard matches whatever exists
        found = schema.table(name)
        return found is not None and (not wanted or found.kind in wanted)
    return schema.table(reference) is not None


def _check_references(
    platform: Platform, query: str, dialect: str, findings: Findings, schema: SourceSchema | None
) -> tuple[list[SourceCheck], list[str], list[str]]:
    """Each reference checked against the schema; the errors (with suggestions) and warnings it gives."""
    if schema is None:
        checks = [SourceCheck(name=ref, exists=True, checked=False) for ref in findings.references]
        warnings = [UNCHECKED] if checks else []
        return checks, [], warnings
    checks = [SourceCheck(name=ref, exists=_lookup(schema, platform, ref)) for ref in findings.references]
    names = [t.name for t in schema.tables]
    errors = [
        f"no {_noun(platform)} {c.name} in source {schema.source}"
        + did_you_mean(c.name.partition(":")[2] or c.name, names)
        for c in checks
        if not c.exists
    ]
    if errors:
        return checks, errors, []
    if platform is Platform.SQL:
        tables: dict[str, object] = {}
        for check in checks:
            table = schema.table(check.name)
            if table is not None:
                columns = {c.name: c.type or "text" for c in table.columns}
                tables[check.name] = columns
                tables.setdefault(table.name, columns)
        for problem in unknown_columns(query, dialect, tables):
            missing = problem.split("'")[1] if "'" in problem else ""
            known = [c.name for name in tables if (t := schema.table(name)) is not None for c in t.columns]
            errors.append(f"{problem} in source {schema.source}{did_you_mean(missing, known)}")
    elif platform is Platform.PROMQL:
        for metric, label in label_references(query):
            table = schema.table(metric)
            if table is not None and table.columns and table.column(label) is None and label != "__name__":
                labels = [c.name for c in table.columns]
                errors.append(f"metric {metric} has no label {label}{did_you_mean(label, labels)}")
    return checks, errors, []


def _noun(platform: Platform) -> str:
    return {Platform.PROMQL: "metric", Platform.SPL: "index or sourcetype"}.get(platform, "table")


def _estimate(
    platform: Platform, schema: SourceSchema | None, findings: Findings, sources: list[SourceCheck]
) -> QueryEstimate:
    window = findings.window_seconds
    estimate = QueryEstimate(time_window_seconds=window)
    if window is None and platform is not Platform.PROMQL:
        estimate.notes.append("no time window")
    if schema is None:
        if sources:
            estimate.notes.append("no discovered schema: no size known")
        return estimate
    tables = [schema.table(s.name.partition(":")[2] or s.name) for s in sources]
    sizes = [t.row_estimate for t in tables if t is not None and t.row_estimate is not None]
    if platform is Platform.PROMQL:
        series = sum(sizes) or None
        if series:
            estimate.points = int(series * max((window or 300) / DEFAULT_STEP_SECONDS, 1))
            estimate.notes.append(f"{series} series at a {DEFAULT_STEP_SECONDS}s step")
        return estimate
    if sizes:
        estimate.scan_rows = sum(sizes)
        estimate.scan_gb = round(estimate.scan_rows * BYTES_PER_ROW / 1e9, 3)
        estimate.notes.append("rows of the tables read, at most (discovery's estimate)")
    return estimate


def validate(
    platform: Platform | str, query: str, *, dialect: str | None = None, schema: SourceSchema | None = None
) -> QueryValidation:
    """Validate one query, against ``schema`` when given (the discovered schema of the query's source).
    Bad input gives ``valid: false`` with a clear message, never an exception."""
    try:
        platform = Platform(platform)
    except ValueError:
        known = ", ".join(p.value for p in Platform)
        return QueryValidation(
            platform=Platform.KQL,
            valid=False,
            errors=[ParseError(message=f"unknown platform {platform!r} (known: {known})")],
        )
    if not query or not query.strip():
        return _refused(platform, "empty query")
    if len(query) > MAX_QUERY_CHARS:
        return _refused(platform, f"query longer than {MAX_QUERY_CHARS} characters ({len(query)})")
    if _garbage(query):
        return _refused(platform, "not text: the query holds binary data")
    if dialect is None and schema is not None:
        dialect = schema.dialect
    sql_dialect = dialect_of(dialect) if platform is Platform.SQL else None
    if platform is Platform.SQL and sql_dialect is None:
        return _refused(platform, f"unknown SQL dialect {dialect!r} (known: postgres, mysql, tsql, sqlite)")
    try:
        findings = _findings(platform, query, sql_dialect or "", schema)
        sources, reference_errors, reference_warnings = (
            _check_references(platform, query, sql_dialect or "", findings, schema)
            if not findings.errors
            else ([], [], [])
        )
    except RecursionError:
        return _refused(platform, "the query nests too deeply to parse")
    findings.errors += [(message, None, None) for message in reference_errors]
    warnings = [*findings.warnings, *reference_warnings]
    tier = findings.tier
    reasons = [r for t in sorted(findings.risk_reasons, key=RISK_ORDER.__getitem__, reverse=True)
               for r in dict.fromkeys(findings.risk_reasons[t])]  # fmt: skip
    if tier == "low" and not sources:
        tier = "none"
    return QueryValidation(
        platform=platform,
        valid=not findings.errors,
        errors=[ParseError(message=m, line=line, column=column) for m, line, column in findings.errors],
        tables=[s.name for s in sources],
        risk=tier,
        risk_reasons=reasons,
        warnings=warnings,
        sources=sources,
        estimate=_estimate(platform, schema, findings, sources) if not findings.errors else None,
        source=schema.source if schema else None,
        fingerprint=schema.fingerprint if schema else None,
    )
