"""The validate activity: real parsers and a deterministic safety policy (lexiquery.validation), no LLM."""

from __future__ import annotations

from temporalio import activity

from lexiquery.contracts import ValidateInput, ValidationReport
from lexiquery.names import Activity
from lexiquery.validation import validate


class ValidationActivities:
    @activity.defn(name=Activity.VALIDATE_QUERIES)
    async def validate_queries(self, input: ValidateInput) -> ValidationReport:
        return ValidationReport(
            results=[validate(q.platform, q.query, dialect=input.sql_dialect) for q in input.queries]
        )
