"""SPL: syntax by the project's SPL parser, references and risk from what it found."""

from __future__ import annotations

import re

from lexiquery.validation.common import LONG_RANGE_SECONDS, Findings, line_column, span_seconds
from lexiquery.validation.spl import parse_spl

# Commands that write, send or run something: never part of an answer to a question.
ACTING_COMMANDS = frozenset(
    """delete outputlookup outputcsv outputtext collect mcollect meventcollect tscollect sendemail sendalert
    script run runshellscript dbxoutput dbxquery crawl summaryindex""".split()
)
_EARLIEST = re.compile(r"\b(?:earliest|starttime)\s*=\s*\"?-(\d+)([smhdwy]|mon)", re.IGNORECASE)


def check_spl(query: str, *, commands: frozenset[str] | None = None) -> Findings:
    """Syntax, references and risk of an SPL query. ``commands``: the search commands the connected Splunk
    reports (its apps' custom ones); None knows only Splunk's standard commands. Any other command is an
    error, with the closest known name suggested."""
    findings = Findings()
    result = parse_spl(query, commands=commands or frozenset())
    for message, offset in result.errors:
        line, column = line_column(query, offset)
        findings.errors.append((message, line, column))
    findings.warnings.extend(result.warnings)
    findings.references = sorted(set(result.sources))
    for command in sorted(set(result.commands) & ACTING_COMMANDS):
        findings.risk("high", f"'{command}' writes, sends or runs something")
    if any(ref in ("index:*", "index:_*") for ref in findings.references) or re.search(
        r"(?:^|\|)\s*search\s+\*\s*(?:\||$)", query
    ):
        findings.risk("medium", "searches every index")
    for amount, unit in _EARLIEST.findall(query):
        unit = unit.lower()
        findings.widen_window(int(amount) * 30 * 86400 if unit == "mon" else span_seconds(f"{amount}{unit}"))
    if not result.has_time_bound:
        findings.risk("medium", "no time bound (earliest/latest) in the search")
    if findings.window_seconds and findings.window_seconds > LONG_RANGE_SECONDS:
        findings.risk("medium", f"very long time range ({findings.window_seconds / 86400:.0f} days)")
    return findings
