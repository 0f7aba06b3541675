"""PromQL: syntax by promql-parser (Prometheus's own grammar); references, ranges and risk from its AST."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import promql_parser

from lexiquery.validation.common import LONG_RANGE_SECONDS, Findings


def _walk(node: Any, findings: Findings, names: set[str]) -> None:
    if isinstance(node, promql_parser.VectorSelector):
        if node.name:
            names.add(node.name)
        for matcher in getattr(node.matchers, "matchers", []) or []:
            if matcher.name == "__name__" and str(matcher.value) in (".*", ".+"):
                findings.risk("medium", 'matches every metric name (__name__=~".*")')
        return
    if isinstance(node, promql_parser.MatrixSelector):
        findings.widen_window(_seconds(node.range))
        _walk(node.vector_selector, findings, names)
        return
    if isinstance(node, promql_parser.SubqueryExpr):
        findings.widen_window(_seconds(node.range))
    for child in ("expr", "lhs", "rhs", "param"):
        value = getattr(node, child, None)
        if value is not None and not isinstance(value, str | int | float):
            _walk(value, findings, names)
    for argument in getattr(node, "args", None) or []:
        _walk(argument, findings, names)


def _seconds(value: Any) -> float | None:
    return value.total_seconds() if isinstance(value, timedelta) else None


def check_promql(query: str) -> Findings:
    findings = Findings()
    try:
        tree = promql_parser.parse(query)
    except Exception as error:  # promql-parser raises with Prometheus's own message
        findings.errors.append((str(error).splitlines()[0], None, None))
        return findings
    names: set[str] = set()
    _walk(tree, findings, names)
    findings.references = sorted(names)
    if findings.window_seconds and findings.window_seconds > LONG_RANGE_SECONDS:
        findings.risk("medium", f"very long range ({findings.window_seconds / 86400:.0f} days of samples)")
    return findings


def label_references(query: str) -> list[tuple[str, str]]:
    """(metric, label) for every label matcher on a named selector: what must exist for the query to match."""
    try:
        tree = promql_parser.parse(query)
    except Exception:  # the syntax check reports it
        return []
    found: list[tuple[str, str]] = []

    def walk(node: Any) -> None:
        if isinstance(node, promql_parser.VectorSelector):
            for matcher in getattr(node.matchers, "matchers", []) or []:
                if node.name:
                    found.append((node.name, matcher.name))
            return
        for child in ("expr", "lhs", "rhs", "param", "vector_selector"):
            value = getattr(node, child, None)
            if value is not None and not isinstance(value, str | int | float):
                walk(value)
        for argument in getattr(node, "args", None) or []:
            walk(argument)

    walk(tree)
    return found
