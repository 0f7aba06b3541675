"""The validate activity: real parsers and a deterministic safety policy (lexiquery.validation), no LLM,
joined with what the query's source said when it checked the query against its discovered schema and
dry-ran it (``GeneratedQuery.schema_check``): a query is valid only when both agree."""

from __future__ import annotations

from temporalio import activity

from lexiquery.contracts import GeneratedQuery, QueryValidation, ValidateInput, ValidationReport
from lexiquery.names import Activity
from lexiquery.validation import UNCHECKED, validate
from lexiquery.validation.common import RISK_ORDER


def joined(query: GeneratedQuery, dialect: str | None) -> QueryValidation:
    """The worker's own verdict on syntax and risk, joined with the source's verdict on the schema."""
    source = query.schema_check
    own = validate(query.platform, query.query, dialect=dialect or (query.source.dialect if query.source else None))
    if source is None:
        return own
    risk = max(own.risk, source.risk, key=RISK_ORDER.__getitem__)
    return source.model_copy(
        update={
            "valid": own.valid and source.valid,
            "errors": [*own.errors, *(e for e in source.errors if e not in own.errors)],
            "risk": risk,
            "risk_reasons": list(dict.fromkeys([*own.risk_reasons, *source.risk_reasons])),
            # The worker's own run had no schema; the source's did: its word on references stands.
            "warnings": list(dict.fromkeys([*(w for w in own.warnings if w != UNCHECKED), *source.warnings])),
        }
    )


class ValidationActivities:
    @activity.defn(name=Activity.VALIDATE_QUERIES)
    async def validate_queries(self, input: ValidateInput) -> ValidationReport:
        return ValidationReport(results=[joined(query, input.sql_dialect) for query in input.queries])
