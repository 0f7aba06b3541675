"""KQL: syntax by the duckdb-kql parser, references by a walk over the query's tokens, risk by a pass over
the query text.

duckdb-kql's validator (a pure-Python ANTLR parser of Kusto's grammar) accepts 99.6 % of the query
library's real KQL, next to 99.4 % for Microsoft's own Kusto.Language under Node.js on the same kind
of corpus, and needs no second runtime or long-lived Node process: it was chosen for that.
"""

from __future__ import annotations

import re

import duckdb_kql

from lexiquery.validation.common import LONG_RANGE_SECONDS, Findings, span_seconds, strip_comments_and_strings

# A name is a table reference only where KQL's syntax puts a tabular source: the start of a statement (or
# of a function's body), a let's value, a parenthesised tabular expression (one holding a pipe at its own
# level, or the argument of materialize/toscalar), after join or lookup (and their options), each item of a
# union's list (or of search/find's ``in (…)``), after a control command's ``<|``, and ``table("…")``.
# Everything after a pipe operator's name is a column position: never a reference.
_TOKEN = re.compile(
    r"(?P<name>[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)*)|(?P<number>[0-9][A-Za-z0-9_.]*)"
    r"|(?P<string>\"[^\"]*\"?|'[^']*'?)|(?P<op><\||==|=~|!=|!~|<=|>=|=>|[()\[\]{};,|=.:*])"
    r"|(?P<other>[^\s\u200b-\u200d\u2060\ufeff])"  # zero-width spaces (pasted queries hold them) are space
)
# Words that can stand where a source can but are not one: statements, tabular operators and functions,
# literals (the first word of a scalar let's value or of a parenthesised sub-pipeline).
_NOT_SOURCES = frozenset(
    """let set declare alias pattern restrict print range datatable search find union evaluate externaldata
    external_table materialize toscalar view table database cluster macro-expand true false null dynamic and or
    not where filter project project-away project-keep project-rename project-reorder extend summarize count take
    limit top top-nested top-hitters sort order distinct mv-expand mv-apply parse parse-where parse-kv join lookup
    as invoke getschema render serialize sample sample-distinct fork facet partition reduce scan make-series
    make-graph graph-match graph-merge graph-to-table consume by on with kind""".split()
)
_TABULAR_FUNCTIONS = frozenset({"materialize", "toscalar"})
_OPENERS = {"(": ")", "[": "]", "{": "}"}


class _Sources:
    """The table references of a KQL text (strings blanked, comments removed; ``original`` keeps the strings),
    found by walking its tokens in the places KQL's syntax gives a tabular source."""

    def __init__(self, clean: str, original: str) -> None:
        self.original = original
        self.tokens = [(m.lastgroup or "", m[0], m.start()) for m in _TOKEN.finditer(clean)]
        self.closer: dict[int, int] = {}  # an opening bracket's index -> its closing one's
        self.piped: set[int] = set()  # opening parentheses with a pipe at their own level
        self.bound: set[str] = set()  # let names and declared parameters: names, not tables
        self.found: set[str] = set()
        self.wildcards: set[str] = set()
        stack: list[int] = []
        for index, (_, text, _) in enumerate(self.tokens):
            if text in _OPENERS:
                stack.append(index)
            elif stack and text == _OPENERS[self.tokens[stack[-1]][1]]:
                self.closer[stack.pop()] = index
            elif text == "|" and stack:
                self.piped.add(stack[-1])
            elif text == ":" and index and self.tokens[index - 1][0] == "name":
                self.bound.add(self.tokens[index - 1][1])  # (param:type), datatable(col:type)

    def references(self) -> set[str]:
        self.statements(0, len(self.tokens))
        return self.found - self.bound

    def text(self, index: int) -> str:
        return self.tokens[index][1] if 0 <= index < len(self.tokens) else ""

    def inside(self, index: int, end: int) -> int:
        """Index of the bracket closing the group opening at ``index`` (``end`` when it is never closed)."""
        return min(self.closer.get(index, end), end)

    def end_of(self, index: int, end: int) -> int:
        """Index just past the bracketed group opening at ``index``."""
        return min(self.inside(index, end) + 1, end)

    def statements(self, i: int, end: int) -> None:
        """Statements separated by ``;``: lets, query statements, control commands."""
        while i < end:
            stop = i
            while stop < end and self.text(stop) != ";":
                stop = self.end_of(stop, end) if self.text(stop) in _OPENERS else stop + 1
            self.statement(i, stop)
            i = stop + 1

    def statement(self, i: int, end: int) -> None:
        if self.text(i) == "let" and self.text(i + 2) == "=":
            self.bound.add(self.text(i + 1))
            self.tabular(i + 3, end)
        elif self.text(i) in ("set", "declare", "alias", "pattern", "restrict") or self.text(i) == ".":
            self.scan(i + 1, end)  # control commands: their query follows <|
        else:
            self.tabular(i, end)

    def tabular(self, i: int, end: int) -> None:
        """A tabular expression: a source, then its pipeline."""
        self.scan(self.source(i, end), end)

    def source(self, i: int, end: int) -> int:
        """Read the source standing at ``i``; the index after it (``i`` when none stands there)."""
        if i >= end:
            return i
        kind, text, _ = self.tokens[i]
        following = self.text(i + 1) if i + 1 < end else ""
        if text == "(":
            self.tabular(i + 1, self.inside(i, end))
            return self.end_of(i, end)
        if text == "[" and i + 2 < end and self.tokens[i + 1][0] == "string" and self.text(i + 2) == "]":
            self.found.add(self.literal(i + 1))  # ['Table name']
            return i + 3
        if kind != "name":
            return i
        if text == "union":
            return self.union(i + 1, end)
        if text in ("search", "find"):
            j = self.options(i + 1, end)
            if self.text(j) == "in" and self.text(j + 1) == "(":
                self.union(j + 2, self.inside(j + 1, end))
                return self.end_of(j + 1, end)
            return j
        if text == "table" and following == "(" and self.tokens[i + 2 : i + 3] and self.tokens[i + 2][0] == "string":
            self.found.add(self.literal(i + 2))
            return self.end_of(i + 1, end)
        if text in ("cluster", "database") and following == "(":
            after = self.end_of(i + 1, end)
            return self.source(after + 1, end) if self.text(after) == "." else after
        if text in _NOT_SOURCES or following in ("(", ":", "."):
            return i  # a keyword, a function call, a declaration or a dynamic value's property
        if following == "*" and self.tokens[i + 1][2] == self.tokens[i][2] + len(text):
            self.wildcards.add(text + "*")  # union Device*: reads tables, but names none to check
            return i + 2
        self.found.add(text)
        return i + 1

    def literal(self, index: int) -> str:
        start = self.tokens[index][2]
        return self.original[start : start + len(self.tokens[index][1])].strip("\"'")

    def options(self, i: int, end: int) -> int:
        """Skip ``name=value`` options (kind=inner, hint.strategy=shuffle, withsource=T, isfuzzy=true)."""
        while i < end and self.tokens[i][0] == "name":
            j = i + 1
            while self.text(j) == "." and j + 1 < end and self.tokens[j + 1][0] == "name":
                j += 2
            if self.text(j) != "=" or j + 1 >= end:
                return i
            i = j + 2
        return i

    def union(self, i: int, end: int) -> int:
        """A union's (or search/find's) list of sources, after its options; the index after the list."""
        i = self.options(i, end)
        while i < end:
            start = i
            i = self.source(i, end)
            while i < end and self.text(i) not in (",", "|", ";"):  # the rest of an item
                i = self.group(i, end) if self.text(i) in _OPENERS else i + 1
            if i == start or self.text(i) != ",":
                return i
            i += 1
        return i

    def scan(self, i: int, end: int) -> None:
        """A pipeline's operators: only join, lookup and union name sources; groups may hold sub-queries."""
        while i < end:
            text = self.text(i)
            if text == "|" and self.text(i + 1) in ("join", "lookup"):
                after = self.options(i + 2, end)
                i = max(self.source(after, end), after)
            elif text == "|" and self.text(i + 1) == "union":
                i = self.union(i + 2, end)
            elif text == "|" and self.text(i + 1) == "as":  # | as T: names the result, later read as T
                i = self.options(i + 2, end)
                self.bound.add(self.text(i))
            elif text == "<|":
                i = self.source(i + 1, end)
            elif text in _OPENERS:
                i = self.group(i, end)
            else:
                i += 1

    def group(self, i: int, end: int) -> int:
        """A bracketed group: a sub-query when it holds a pipe or feeds a tabular function, a function's body
        when braces follow a parameter list, scalar otherwise (still scanned for sub-queries)."""
        inner = self.inside(i, end)
        text = self.text(i)
        if text == "(" and (i in self.piped or self.text(i - 1) in _TABULAR_FUNCTIONS):
            self.tabular(i + 1, inner)
        elif text == "{" and self.text(i - 1) == ")":
            self.statements(i + 1, inner)
        else:
            self.scan(i + 1, inner)
        return self.end_of(i, end)


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
    sources = _Sources(clean, query)
    findings.references = sorted(name for name in sources.references() if name not in bound)
    for span in _AGO.findall(clean):
        findings.widen_window(span_seconds(span.replace(" ", "")))
    if _SCAN_ALL.search(clean):
        findings.risk("medium", "searches every table (search / union * / find)")
    reads_tables = findings.references or sources.wildcards or _SCAN_ALL.search(clean)
    if reads_tables and not _TIME_BOUND.search(clean) and not any(s.lstrip().startswith(".") for s in statements):
        findings.risk("medium", "no time bound: the whole retention period is scanned")
    if findings.window_seconds and findings.window_seconds > LONG_RANGE_SECONDS:
        findings.risk("medium", f"very long time range ({findings.window_seconds / 86400:.0f} days)")
    return findings
