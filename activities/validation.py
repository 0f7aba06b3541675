"""The validate activity: real parsers and a deterministic safety policy, no LLM."""

from __future__ import annotations

import re

import duckdb_kql
from temporalio import activity

from lexiquery.contracts import ParseError, Platform, QueryValidation, ValidateInput, ValidationReport
from lexiquery.names import Activity

MAX_QUERY_CHARS = 20_000
_KQL_SOURCE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\||$)")
_KQL_TIME_BOUND = re.compile(r"\b(ago|between|startofday|startofweek|datetime)\s*\(", re.I)


def validate_kql(query: str) -> QueryValidation:
    """Syntax by the duckdb-kql parser; control commands are high risk, an unbounded scan medium."""
    diagnostics = duckdb_kql.validate(query)
    errors = [ParseError(message=d.message, line=d.span.line, column=d.span.column) for d in diagnostics]
    source = _KQL_SOURCE.match(query)
    risk, reasons = "low", []
    if query.lstrip().startswith("."):
        risk, reasons = "high", ["KQL control command"]
    elif not _KQL_TIME_BOUND.search(query):
        risk, reasons = "medium", ["no time bound"]
    return QueryValidation(
        platform=Platform.KQL,
        valid=not errors,
        errors=errors,
        tables=[source[1]] if source else [],
        risk=risk,
        risk_reasons=reasons,
    )


def validate_query(platform: Platform, query: str) -> QueryValidation:
    """Validate one query; bad input gives ``valid: false`` with a message, never an exception."""
    if not query.strip():
        return QueryValidation(platform=platform, valid=False, errors=[ParseError(message="empty query")])
    if len(query) > MAX_QUERY_CHARS:
        return QueryValidation(
            platform=platform,
            valid=False,
            errors=[ParseError(message=f"query longer than {MAX_QUERY_CHARS} characters")],
        )
    if platform is Platform.KQL:
        return validate_kql(query)
    return QueryValidation(
        platform=platform, valid=False, errors=[ParseError(message=f"no validator for {platform.value} yet")]
    )


class ValidationActivities:
    @activity.defn(name=Activity.VALIDATE_QUERIES)
    async def validate_queries(self, input: ValidateInput) -> ValidationReport:
        return ValidationReport(results=[validate_query(q.platform, q.query) for q in input.queries])
