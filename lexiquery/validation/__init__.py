"""Deterministic query validation (no LLM): syntax by real parsers, sources against the platform's
catalog, a risk tier with its reasons, and a cost estimate.

Risk tiers: ``high`` — changes data or state, or runs something (DDL/DML, several statements, KQL
control commands, SPL commands that write or send); ``medium`` — reads far more than it should (no
time bound on a log platform, scans of every table or index, ``SELECT *`` without a limit, very long
ranges); ``low`` — bounded, read-only, grounded in the catalog; ``none`` — reads no data at all.

Shared by the validate activity and by the query executors, which validate again before running
anything (defence in depth).
"""

from __future__ import annotations

from lexiquery.catalogs import Catalog, catalog
from lexiquery.contracts import ParseError, Platform, QueryEstimate, QueryValidation, SourceCheck
from lexiquery.validation.common import RISK_ORDER, Findings
from lexiquery.validation.kql import check_kql
from lexiquery.validation.promql import check_promql
from lexiquery.validation.splcheck import check_spl
from lexiquery.validation.sql import check_sql, dialect_of

MAX_QUERY_CHARS = 100_000
BYTES_PER_ROW = 1_000
DEFAULT_STEP_SECONDS = 60


def _garbage(query: str) -> bool:
    """Binary data rather than text: NUL bytes or mostly control characters."""
    if "\x00" in query:
        return True
    control = sum(1 for c in query if ord(c) < 32 and c not in "\t\r\n")
    return control > max(3, len(query) // 20)


def _refused(platform: Platform, message: str) -> QueryValidation:
    return QueryValidation(platform=platform, valid=False, errors=[ParseError(message=message)], risk="none")


def _findings(platform: Platform, query: str, dialect: str, book: Catalog) -> Findings:
    if platform is Platform.KQL:
        return check_kql(query)
    if platform is Platform.SPL:
        return check_spl(query)
    if platform is Platform.PROMQL:
        return check_promql(query)
    logs = frozenset(s.name for s in book.demo_sources() if s.columns.get(book.time_column))
    return check_sql(query, dialect, logs, book.time_column)


def _exists(book: Catalog, reference: str) -> bool:
    kind, _, name = reference.partition(":")
    if book.platform is Platform.SPL and name:
        return reference in book.known or book.exists(name) or kind in ("macro", "lookup")
    return book.exists(reference)


def _estimate(book: Catalog, findings: Findings, sources: list[SourceCheck]) -> QueryEstimate:
    window = findings.window_seconds
    days = (window or 30 * 86400) / 86400
    estimate = QueryEstimate(time_window_seconds=window)
    if window is None:
        estimate.notes.append("no time window: assumed 30 days of data")
    names = [s.name.partition(":")[2] or s.name for s in sources]
    sizes = [book.get(name) for name in names]
    # A sourcetype's events are its index's: count them once.
    parents = {size.parent for size in sizes if size and size.kind == "sourcetype"}
    sizes = [size for size in sizes if not (size and size.kind == "index" and size.name in parents)]
    if book.platform is Platform.PROMQL:
        series = sum(s.rows_per_day for s in sizes if s) or None
        if series:
            estimate.points = int(series * max((window or 300) / DEFAULT_STEP_SECONDS, 1))
            estimate.notes.append(f"{series} series at a {DEFAULT_STEP_SECONDS}s step")
        return estimate
    per_day = sum(s.rows_per_day for s in sizes if s)
    if per_day:
        estimate.scan_rows = int(per_day * days)
        estimate.scan_gb = round(estimate.scan_rows * BYTES_PER_ROW / 1e9, 3)
    elif sources:
        estimate.notes.append("sources not in the demo catalog: no size known")
    return estimate


def validate(platform: Platform | str, query: str, *, dialect: str | None = None) -> QueryValidation:
    """Validate one query. Bad input gives ``valid: false`` with a clear message, never an exception."""
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
    sql_dialect = dialect_of(dialect) if platform is Platform.SQL else None
    if platform is Platform.SQL and sql_dialect is None:
        return _refused(platform, f"unknown SQL dialect {dialect!r} (known: postgres, mysql, tsql, sqlite)")
    book = catalog(platform)
    try:
        findings = _findings(platform, query, sql_dialect or "", book)
    except RecursionError:
        return _refused(platform, "the query nests too deeply to parse")
    sources = [SourceCheck(name=ref, exists=_exists(book, ref)) for ref in findings.references]
    warnings = [*findings.warnings]
    warnings += [f"{s.name} is not in the {platform.value} catalog" for s in sources if not s.exists]
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
        estimate=_estimate(book, findings, sources) if not findings.errors else None,
    )
