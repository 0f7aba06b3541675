"""Reading a question against any discovered schema: link its words to tables, columns, sample values,
metrics and labels, then write the query in the platform's idioms.

Nothing here knows a dataset. The words come from the schema itself (names split into words, comments,
help texts, sampled values); what a phrase means (a measure, a window, a ranking) comes from the
tables below, which are data shared by every platform.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lexiquery.contracts import ColumnInfo, SchemaHints, SourceSchema, TableInfo

HINT_TABLES = 6  # tables a hint carries at most
HINT_COLUMNS = 40  # columns per hinted table at most
SUBJECT_BONUS = 2.0
STOP = frozenset(
    """a an the of in on at for to from by per with and or is are was were be been has have had do does did
    what which who whom whose how many much show list give me us all any each every last past previous this
    that these those there their its it i we you please find get tell display return top most least more
    less than over under since during within between into out about as not no never without only same
    recent recently latest today yesterday now ago hour hours minute minutes day days week weeks month months
    year years second seconds count number total average avg mean sum max min maximum minimum highest lowest
    largest smallest biggest first rate per distinct unique different""".split()
)
# Phrases that name a measure: the rule is data (regex -> aggregation).
MEASURES = (
    (
        r"\b(?:how many (?:different|distinct|unique)|number of (?:different|distinct|unique)|distinct|unique)\b",
        "count_distinct",
    ),
    (r"\b(?:average|avg|mean)\b", "avg"),
    (r"\b(?:total|sum of|sum)\b", "sum"),
    (r"\b(?:maximum|max|highest|largest|biggest|longest|peak)\b", "max"),
    (r"\b(?:minimum|min|lowest|smallest|shortest)\b", "min"),
    (r"\b(?:how many|number of|count)\b", "count"),
)
_WINDOW = re.compile(
    r"\b(?:last|past|previous|within(?: the)?(?: last)?)\s+(\d+)?\s*(minute|hour|day|week|month|year)s?\b|"
    r"\b(today|yesterday|this week|this month)\b",
    re.IGNORECASE,
)
_UNIT_SECONDS = {"minute": 60, "hour": 3600, "day": 86400, "week": 604800, "month": 2_592_000, "year": 31_536_000}
_NAMED_WINDOWS = {"today": 86400, "yesterday": 2 * 86400, "this week": 604800, "this month": 2_592_000}
_TOP = re.compile(r"\b(?:top|first|bottom)\s+(\d+)\b|\b(\d+)\s+(?:most|least|largest|biggest|busiest)\b", re.IGNORECASE)
_GROUP = re.compile(r"\b(?:by|per|for each|each|grouped by|broken down by)\s+([a-z][\w ]{0,40})", re.IGNORECASE)
_RANKING = re.compile(r"\b(?:most|top|busiest|highest|largest|biggest|which .{0,30}(?:most|highest))\b", re.I)
_LOWEST = re.compile(r"\b(?:least|fewest|lowest|bottom|smallest)\b", re.IGNORECASE)
_NEVER = re.compile(r"\b(?:never|without(?: any)?|with no|have no|has no|no)\s+([a-z][\w]*)", re.IGNORECASE)
_NUMERIC = ("int", "numeric", "decimal", "real", "double", "float", "money", "bigint", "smallint", "number", "long")


def words(text: str) -> list[str]:
    """Lower-case words of a name or a sentence: ``orderItems``/``order_items`` → ``order``, ``items``."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)
    return [w for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w]


def stem(word: str) -> str:
    """A crude singular: enough to meet ``orders`` with ``order`` and ``categories`` with ``category``."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def is_numeric(column: ColumnInfo) -> bool:
    return any(kind in column.type.lower() for kind in _NUMERIC)


@dataclass
class Link:
    """How one table (or metric) matched the question."""

    table: TableInfo
    score: float = 0.0
    matched: set[str] = field(default_factory=set)
    columns: dict[str, float] = field(default_factory=dict)  # column -> how strongly the question names it
    values: list[tuple[str, str]] = field(default_factory=list)  # (column, sampled value) the question names


def _column_score(column: ColumnInfo, question: set[str]) -> float:
    names = {stem(w) for w in words(column.name)} - {"id"}
    comment = {stem(w) for w in words(column.comment)} - STOP
    return 1.0 * len(names & question) + 0.3 * len(comment & question)


def link(question: str, schema: SourceSchema) -> list[Link]:
    """Every table scored by how much of the question it explains, best first."""
    asked = {stem(w) for w in words(question)} - STOP
    subject = {next((stem(w) for w in words(question) if w not in STOP), "")}
    lowered = question.lower()
    links = []
    for table in schema.tables:
        found = Link(table)
        name = {stem(w) for w in words(table.name)} - STOP
        found.matched |= name & asked
        found.score += 3.0 * len(name & asked)
        described = {stem(w) for w in words(table.description)} - STOP
        found.score += 0.5 * len(described & asked)
        found.matched |= described & asked
        for column in table.columns:
            strength = _column_score(column, asked)
            if strength:
                found.columns[column.name] = strength
                found.score += 0.8 * strength
                found.matched |= (
                    {stem(w) for w in words(column.name)} | {stem(w) for w in words(column.comment)}
                ) & asked
            for value in column.samples:
                if len(value) >= 3 and re.search(rf"(?<![\w]){re.escape(value.lower())}(?![\w])", lowered):
                    found.values.append((column.name, value))
                    found.score += 2.0
                    found.matched |= {stem(w) for w in words(value)}
        if found.score and subject & name:
            found.score += SUBJECT_BONUS  # the thing the question is about is named first ("how many loans per …")
        if found.score:
            links.append(found)
    links.sort(key=lambda item: (-item.score, item.table.name))
    return links


def unmatched_words(question: str, links: list[Link]) -> list[str]:
    matched = set().union(*(item.matched for item in links[:3])) if links else set()
    return [w for w in dict.fromkeys(words(question)) if w not in STOP and stem(w) not in matched and not w.isdigit()]


def join_paths(tables: list[TableInfo]) -> list[str]:
    names = {t.name for t in tables}
    paths = []
    for table in tables:
        for key in table.foreign_keys:
            if key.references_table in names:
                pairs = zip(key.columns, key.references_columns, strict=False)
                paths.append(" AND ".join(f"{table.name}.{a} = {key.references_table}.{b}" for a, b in pairs))
    return paths


def hints(question: str, schema: SourceSchema, limit: int = HINT_TABLES) -> SchemaHints:
    """The part of ``schema`` the question is about: its best tables, the tables their keys reach, and the
    join paths between them; bounded in size."""
    links = link(question, schema)
    chosen = [item.table for item in links[:limit]]
    names = {t.name for t in chosen}
    for table in list(chosen):  # what the best tables' foreign keys point at, for joins
        for key in table.foreign_keys:
            target = schema.table(key.references_table)
            if target is not None and target.name not in names and len(chosen) < limit + 3:
                chosen.append(target)
                names.add(target.name)
    pruned = [t.model_copy(update={"columns": t.columns[:HINT_COLUMNS]}) for t in chosen]
    return SchemaHints(
        source=schema.source, fingerprint=schema.fingerprint, dialect=schema.dialect, tables=pruned,
        join_paths=join_paths(chosen), unmatched=unmatched_words(question, links),
    )  # fmt: skip


def score(question: str, schema: SourceSchema) -> float:
    """How well a schema answers a question: its best table's score (0: nothing in it matches)."""
    links = link(question, schema)
    return round(links[0].score, 2) if links else 0.0


def closest(question: str, schema: SourceSchema, n: int = 5) -> list[str]:
    """The tables (metrics) nearest the question, for a clarification that lists them."""
    links = link(question, schema)
    found = [item.table.name for item in links[:n]]
    return found or [t.name for t in sorted(schema.tables, key=lambda t: -(t.row_estimate or 0))[:n]]


# --- what the question asks for, platform-free ----------------------------------------------------


@dataclass
class Spec:
    table: TableInfo
    measure: str = "rows"  # rows, count, count_distinct, avg, sum, max, min
    measure_column: str | None = None
    group_by: list[tuple[str, str]] = field(default_factory=list)  # (table, column)
    filters: list[tuple[str, str, str]] = field(default_factory=list)  # (table, column, value)
    window_seconds: int | None = None
    time_column: str | None = None
    top_n: int | None = None
    lowest_first: bool = False
    joins: list[tuple[str, str, str, str]] = field(default_factory=list)  # (table, column, other table, column)
    anti_join: tuple[str, str, str, str] | None = None  # rows of table with no row in other table
    notes: list[str] = field(default_factory=list)


def window_of(question: str) -> int | None:
    match = _WINDOW.search(question)
    if not match:
        return None
    if match[3]:
        return _NAMED_WINDOWS[match[3].lower()]
    return int(match[1] or 1) * _UNIT_SECONDS[match[2].lower()]


def measure_of(question: str) -> str:
    lowered = question.lower()
    for pattern, measure in MEASURES:
        if re.search(pattern, lowered):
            return measure
    return "rows"


def _best_column(table: TableInfo, phrase: str, numeric: bool | None = None) -> ColumnInfo | None:
    asked = {stem(w) for w in words(phrase)} - STOP
    best, best_score = None, 0.0
    for column in table.columns:
        if numeric is not None and is_numeric(column) != numeric:
            continue
        strength = _column_score(column, asked)
        if strength > best_score:
            best, best_score = column, strength
    return best


def _neighbours(schema: SourceSchema, table: TableInfo) -> list[tuple[TableInfo, str, str]]:
    """Tables one foreign key away: (table, column here, column there)."""
    found = []
    for key in table.foreign_keys:
        target = schema.table(key.references_table)
        if target is not None and key.columns:
            found.append((target, key.columns[0], key.references_columns[0] if key.references_columns else "id"))
    for other in schema.tables:
        for key in other.foreign_keys:
            if key.references_table == table.name and key.columns:
                found.append((other, key.references_columns[0] if key.references_columns else "id", key.columns[0]))
    return found


def understand(question: str, schema: SourceSchema) -> Spec | None:
    """The question read as a query spec over ``schema``; None when nothing in the schema matches."""
    links = link(question, schema)
    if not links:
        return None
    subject = links[0]
    lowered = question.lower()
    never = _NEVER.search(lowered)
    if never:  # "customers who never placed an order": the rows of one table with no match in a neighbour
        other_word = stem(never[1])
        for other, here, there in _neighbours(schema, subject.table):
            if other_word in {stem(w) for w in words(other.name)} or other_word in " ".join(words(other.name)):
                spec = Spec(subject.table, anti_join=(subject.table.name, here, other.name, there))
                spec.measure = "count" if measure_of(question) == "count" else "rows"
                spec.notes.append(f"{subject.table.name} with no {other.name}")
                return spec
    spec = Spec(subject.table, measure=measure_of(question))
    if spec.measure in ("avg", "sum", "max", "min", "count_distinct"):
        numeric = None if spec.measure == "count_distinct" else True
        column = _best_column(subject.table, question, numeric)
        if column is None and spec.measure != "count_distinct":
            spec.measure = "count"
        else:
            spec.measure_column = column.name if column else None
            if column is None:
                spec.measure = "count"
    for grouped in _GROUP.finditer(question):
        phrase = " ".join(grouped[1].split()[:3])
        column = _best_column(subject.table, phrase)
        if column is not None and column.name != spec.measure_column:
            named = _named_by_key(schema, subject.table, column.name)
            if named is not None:  # a foreign key: grouped by what the referenced row is called, and its key
                other, there, label = named
                spec.joins.append((subject.table.name, column.name, other.name, there))
                spec.group_by.append((other.name, label.name))
            spec.group_by.append((subject.table.name, column.name))
            continue
        for other, here, there in _neighbours(schema, subject.table):  # the column lives one join away
            elsewhere = _best_column(other, phrase)
            if elsewhere is not None or {stem(w) for w in words(phrase)} & {stem(w) for w in words(other.name)}:
                named_by = elsewhere or _label_column(other)
                if named_by is not None:
                    spec.joins.append((subject.table.name, here, other.name, there))
                    spec.group_by.append((other.name, named_by.name))
                    break
    for name, value in subject.values:
        if not any(name == c for _, c in spec.group_by):
            spec.filters.append((subject.table.name, name, value))
    spec.window_seconds = window_of(question)
    if spec.window_seconds and subject.table.time_columns:
        spec.time_column = subject.table.time_columns[0]
    elif spec.window_seconds:
        spec.notes.append(f"not understood: a window, but {subject.table.name} has no time column")
        spec.window_seconds = None
    top = _TOP.search(question)
    if top:
        spec.top_n = int(top[1] or top[2])
    elif spec.group_by and _RANKING.search(question):
        spec.top_n = 10
    spec.lowest_first = bool(_LOWEST.search(question))
    if spec.group_by and spec.measure == "rows":
        spec.measure = "count"
    return spec


def _named_by_key(schema: SourceSchema, table: TableInfo, column: str) -> tuple[TableInfo, str, ColumnInfo] | None:
    """For a foreign-key column: the referenced table, its key column, and the column that names its rows."""
    for key in table.foreign_keys:
        if key.columns == [column]:
            target = schema.table(key.references_table)
            label = _label_column(target) if target is not None else None
            if target is not None and label is not None:
                return target, key.references_columns[0] if key.references_columns else "id", label
    return None


def _label_column(table: TableInfo) -> ColumnInfo | None:
    """The column that names a row: a text column called name/title/…, else the first text column."""
    texts = [c for c in table.columns if not is_numeric(c) and not c.primary_key]
    for preferred in ("name", "title", "label", "email", "username", "hostname", "host"):
        for column in texts:
            if preferred in words(column.name):
                return column
    return texts[0] if texts else None
