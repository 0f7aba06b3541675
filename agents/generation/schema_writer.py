"""Writing a query spec (agents.generation.schema_reader) over a discovered schema, per platform.

The platform's idioms are data: a SQL dialect's "N units ago", a measure's function in each language.
PromQL is read by metric type: counters through ``rate``/``increase``, gauges as they are, histograms
through ``histogram_quantile``, ``up`` for targets.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection

from agents.generation.schema_reader import (
    HAVING_OPS,
    MONITOR_OWN,
    NUMBER_WORDS,
    STOP,
    STORAGE_UNITS,
    Link,
    Spec,
    abbreviated,
    closest,
    expanded,
    label_column,
    link,
    name_parts,
    plainly,
    read_over_schema,
    similar,
    stem,
    top_n_of,
    understand,
    unmatched_words,
    window_of,
    words,
)
from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo

# "now minus N seconds" in each SQL dialect.
TIME_AGO = {
    "postgres": "now() - interval '{n} {unit}s'",
    "duckdb": "now() - INTERVAL {n} {unit}",
    "sqlite": "datetime('now', '-{n} {unit}s')",
    "mysql": "NOW() - INTERVAL {n} {unit}",
    "tsql": "DATEADD({unit}, -{n}, SYSUTCDATETIME())",
}
# "today minus N days", for a column of days: the window's first day counts whole.
DAYS_AGO = {
    "postgres": "current_date - {n}",
    "duckdb": "current_date - {n}",
    "sqlite": "date('now', '-{n} days')",
    "mysql": "CURDATE() - INTERVAL {n} DAY",
    "tsql": "DATEADD(day, -{n}, CAST(SYSUTCDATETIME() AS date))",
}
# "now plus N units", for windows that reach forward.
TIME_AHEAD = {
    "postgres": "now() + interval '{n} {unit}s'",
    "duckdb": "now() + INTERVAL {n} {unit}",
    "sqlite": "datetime('now', '+{n} {unit}s')",
    "mysql": "NOW() + INTERVAL {n} {unit}",
    "tsql": "DATEADD({unit}, {n}, SYSUTCDATETIME())",
}
UNITS = (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1))
# The day that follows each calendar day: where it ends.
CALENDAR_NEXT = {"yesterday": "today", "today": "tomorrow", "tomorrow": "after tomorrow"}
# The start of a calendar period in each dialect (a period ends where the next begins).
CALENDAR_START = {
    "today": {"postgres": "current_date", "duckdb": "current_date", "sqlite": "date('now')",
              "mysql": "CURDATE()", "tsql": "CAST(SYSUTCDATETIME() AS date)"},
    "yesterday": {"postgres": "current_date - 1", "duckdb": "current_date - 1", "sqlite": "date('now', '-1 day')",
                  "mysql": "CURDATE() - INTERVAL 1 DAY", "tsql": "DATEADD(day, -1, CAST(SYSUTCDATETIME() AS date))"},
    "tomorrow": {"postgres": "current_date + 1", "duckdb": "current_date + 1", "sqlite": "date('now', '+1 day')",
                 "mysql": "CURDATE() + INTERVAL 1 DAY", "tsql": "DATEADD(day, 1, CAST(SYSUTCDATETIME() AS date))"},
    "after tomorrow": {"postgres": "current_date + 2", "duckdb": "current_date + 2",
                       "sqlite": "date('now', '+2 days')", "mysql": "CURDATE() + INTERVAL 2 DAY",
                       "tsql": "DATEADD(day, 2, CAST(SYSUTCDATETIME() AS date))"},
    "this week": {"postgres": "date_trunc('week', now())", "duckdb": "date_trunc('week', now())",
                  "sqlite": "date('now', '-6 days', 'weekday 1')",  # this Monday, today when it is one
                  "mysql": "CURDATE() - INTERVAL WEEKDAY(CURDATE()) DAY",
                  "tsql": "DATEADD(day, 1 - DATEPART(weekday, SYSUTCDATETIME()), CAST(SYSUTCDATETIME() AS date))"},
    "this month": {"postgres": "date_trunc('month', now())", "duckdb": "date_trunc('month', now())",
                   "sqlite": "date('now', 'start of month')", "mysql": "DATE_FORMAT(NOW(), '%Y-%m-01')",
                   "tsql": "DATEFROMPARTS(YEAR(SYSUTCDATETIME()), MONTH(SYSUTCDATETIME()), 1)"},
    "this year": {"postgres": "date_trunc('year', now())", "duckdb": "date_trunc('year', now())",
                  "sqlite": "date('now', 'start of year')", "mysql": "DATE_FORMAT(NOW(), '%Y-01-01')",
                  "tsql": "DATEFROMPARTS(YEAR(SYSUTCDATETIME()), 1, 1)"},
}  # fmt: skip
# The present instant, in each dialect.
NOW = {
    "postgres": "now()",
    "duckdb": "now()",
    "sqlite": "datetime('now')",
    "mysql": "NOW()",
    "tsql": "SYSUTCDATETIME()",
}
# Seconds from one timestamp to another, in each dialect.
SECONDS_BETWEEN = {
    "postgres": "EXTRACT(EPOCH FROM ({end} - {start}))",
    "duckdb": "date_diff('second', {start}, {end})",
    "sqlite": "((julianday({end}) - julianday({start})) * 86400)",
    "mysql": "TIMESTAMPDIFF(SECOND, {start}, {end})",
    "tsql": "DATEDIFF(second, {start}, {end})",
}
# A time column held other than as the engine's own times, read as one in each dialect ({c}: the column; Unix times
# of 0 mean "not set", so they read as NULL).
TIME_DECODING = {
    "epoch_seconds": {"postgres": "to_timestamp(NULLIF({c}, 0))", "duckdb": "to_timestamp(NULLIF({c}, 0))",
                      "sqlite": "datetime(NULLIF({c}, 0), 'unixepoch')", "mysql": "FROM_UNIXTIME(NULLIF({c}, 0))",
                      "tsql": "DATEADD(second, NULLIF({c}, 0), '1970-01-01')"},
    "epoch_milliseconds": {"postgres": "to_timestamp(NULLIF({c}, 0) / 1000.0)",
                           "duckdb": "to_timestamp(NULLIF({c}, 0) / 1000.0)",
                           "sqlite": "datetime(NULLIF({c}, 0) / 1000, 'unixepoch')",
                           "mysql": "FROM_UNIXTIME(NULLIF({c}, 0) / 1000)",
                           "tsql": "DATEADD(second, NULLIF({c}, 0) / 1000, '1970-01-01')"},
    "iso_text": {"postgres": "CAST({c} AS timestamptz)", "duckdb": "CAST({c} AS TIMESTAMPTZ)",
                 "sqlite": "datetime({c})", "mysql": "CAST({c} AS DATETIME)", "tsql": "CAST({c} AS datetimeoffset)"},
    # the hours of a zone written alone (+00), as PostgreSQL prints them: SQLite reads a zone as +HH:MM
    "iso_text_hours_zone": {"postgres": "CAST({c} AS timestamptz)", "duckdb": "CAST({c} AS TIMESTAMPTZ)",
                            "sqlite": "datetime({c} || ':00')", "mysql": "CAST(LEFT({c}, 19) AS DATETIME)",
                            "tsql": "CAST({c} + ':00' AS datetimeoffset)"},
    "yyyymmdd": {"postgres": "to_date(NULLIF({c}, 0)::text, 'YYYYMMDD')",
                 "duckdb": "CAST(strptime(CAST(NULLIF({c}, 0) AS VARCHAR), '%Y%m%d') AS DATE)",
                 "sqlite": "date(substr({c}, 1, 4) || '-' || substr({c}, 5, 2) || '-' || substr({c}, 7, 2))",
                 "mysql": "STR_TO_DATE(NULLIF({c}, 0), '%Y%m%d')",
                 "tsql": "CONVERT(date, CAST(NULLIF({c}, 0) AS char(8)), 112)"},
    # ISO 8601's basic format, as MediaWiki keeps its times (20261120140500); "infinity" reads as NULL
    "yyyymmddhhmmss": {
        "postgres": "to_timestamp(CASE WHEN {c} ~ '^[0-9]{{14}}$' THEN {c} END, 'YYYYMMDDHH24MISS')",
        "duckdb": "try_strptime({c}, '%Y%m%d%H%M%S')",
        "sqlite": "datetime(substr({c}, 1, 4) || '-' || substr({c}, 5, 2) || '-' || substr({c}, 7, 2) || ' ' || "
                  "substr({c}, 9, 2) || ':' || substr({c}, 11, 2) || ':' || substr({c}, 13, 2))",
        "mysql": "STR_TO_DATE({c}, '%Y%m%d%H%i%s')",
        "tsql": "TRY_CONVERT(datetime2, STUFF(STUFF(STUFF(STUFF(STUFF({c}, 13, 0, ':'), 11, 0, ':'), 9, 0, ' '), "
                "7, 0, '-'), 5, 0, '-'))",
    },
}  # fmt: skip
SQL_MEASURES = {"count": "count(*)", "count_distinct": "count(DISTINCT {c})", "avg": "avg({c})", "sum": "sum({c})",
                "max": "max({c})", "min": "min({c})"}  # fmt: skip
KQL_MEASURES = {"count": "count()", "count_distinct": "dcount({c})", "avg": "avg({c})", "sum": "sum({c})",
                "max": "max({c})", "min": "min({c})"}  # fmt: skip
SPL_MEASURES = {"count": "count", "count_distinct": "dc({c})", "avg": "avg({c})", "sum": "sum({c})",
                "max": "max({c})", "min": "min({c})"}  # fmt: skip
ROW_LIMIT = 100


# Words SQLite, PostgreSQL or the SQL standard reserve: a table or column called so is quoted (Uptime Kuma's "group")
RESERVED_WORDS = frozenset(
    """
all alter analyse analyze and any array as asc asymmetric authorization between both by case cast check collate
column constraint create cross current_date current_role current_time current_timestamp current_user default
deferrable delete desc distinct do drop else end escape except exists false fetch for foreign from full grant group
having in index initially inner insert intersect into is isnull join lateral leading left like limit localtime
localtimestamp natural not notnull null offset on only or order outer placing primary references returning right
select session_user set some symmetric table then to trailing true union unique update user using values variadic
when where window with
""".split()
)


def _ident(name: str) -> str:
    plain = re.fullmatch(r"[a-z_][a-z0-9_]*", name) and name not in RESERVED_WORDS
    return name if plain else '"' + name.replace('"', '""') + '"'


def _literal(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _qualified(spec: Spec, table: str, column: str) -> str:
    return f"{_ident(table)}.{_ident(column)}" if spec.joins or spec.anti_join or spec.bridged else _ident(column)


def _named_sql(spec: Spec, table: str, column: str) -> str:
    """A label or group key as selected: a person named over two columns by both."""
    return _full_name_sql(column, spec.full_names.get((table, column)), lambda name: _qualified(spec, table, name))


def _full_name_sql(given: str, family: str | None, spelt: Callable[[str], str]) -> str:
    """A naming column as selected (``spelt`` qualifies it); with a family-name column, both joined, under the
    given name's name."""
    return spelt(given) if family is None else f"{spelt(given)} || ' ' || {spelt(family)} AS {_ident(given)}"


def _grouped_sql(spec: Spec, table: str, column: str) -> str:
    """A group key in GROUP BY: a person's two name columns both."""
    family = spec.full_names.get((table, column))
    return _qualified(spec, table, column) + (f", {_qualified(spec, table, family)}" if family else "")


def _time_sql(spec: Spec, table: str, column: str, dialect: str, spelt: str | None = None) -> str:
    """A time column as the engine compares times: Unix integers, YYYYMMDD and ISO text with a T or a zone decoded;
    ``spelt``: how the query names the column, when not qualified by its table (an alias)."""
    qualified = spelt or _qualified(spec, table, column)
    forms = TIME_DECODING.get(spec.time_encodings.get((table, column), ""))
    return forms.get(dialect, forms["postgres"]).format(c=qualified) if forms else qualified


def _measure_name(spec: Spec) -> str:
    if spec.duration is not None:
        unit = (
            next(name for name, size in UNITS if size == spec.duration[2])
            if spec.duration[2] in (1, 60, 3600, 86400)
            else "units"
        )
        return f"{spec.measure}_{unit}s"
    if spec.measure == "percent":
        return "percent"
    return spec.measure if not spec.measure_column else f"{spec.measure}_{spec.measure_column}".replace(" ", "_")


def _window_sql(spec: Spec, dialect: str) -> list[str]:
    if not spec.time_column:
        return []
    column = _time_sql(spec, spec.time_table or spec.table.name, spec.time_column, dialect)
    if spec.calendar:
        starts = CALENDAR_START[spec.calendar]
        bounds = [f"{column} >= {starts.get(dialect, starts['postgres'])}"]
        if spec.calendar in CALENDAR_NEXT:  # a day ends where the next begins: rows booked ahead are not today's
            ends = CALENDAR_START[CALENDAR_NEXT[spec.calendar]]
            bounds.append(f"{column} < {ends.get(dialect, ends['postgres'])}")
        return bounds
    if spec.window_seconds:
        unit, size = next((u, size) for u, size in UNITS if spec.window_seconds % size == 0)
        if spec.ahead:
            until = TIME_AHEAD.get(dialect, TIME_AHEAD["postgres"]).format(n=spec.window_seconds // size, unit=unit)
            today = CALENDAR_START["today"]  # a date column's today counts: from the day's start
            return [f"{column} >= {today.get(dialect, today['postgres'])}", f"{column} <= {until}"]
        owner = spec.time_table or spec.table.name
        forms = DAYS_AGO if unit == "day" and spec.time_encodings.get((owner, spec.time_column)) == "date" else TIME_AGO
        ago = forms.get(dialect, forms["postgres"]).format(n=spec.window_seconds // size, unit=unit)
        if spec.or_empty:  # last done before the window, or never
            return [f"({column} < {ago} OR {column} IS NULL)"]
        return [f"{column} < {ago}" if spec.older else f"{column} >= {ago}"]
    return []


def _window_inside_anti_join(spec: Spec) -> bool:
    """Whether the window bounds the anti-joined rows (rows with none of them in the window), not the subject."""
    return spec.anti_join is not None and spec.time_table == spec.anti_join[2]


# Filters that test a column rather than compare it with a value, per platform ({c}: the column): "open", a row
# still open (its closing time empty); "set", the column filled in; "flag", a true flag; "unflag", a false one.
COLUMN_TESTS = {
    "sql": {"open": "{c} IS NULL", "set": "{c} IS NOT NULL", "flag": "{c} = 1", "unflag": "{c} = 0",
            "past": "{c} < {today}",
            "begun": "{c} <= {now}", "not_over": "{c} > {now}", "unexpired": "({c} IS NULL OR {c} > {now})"},
    "kql": {"open": "isnull({c})", "set": "isnotnull({c})", "flag": "{c} == 1", "unflag": "{c} == 0",
            "past": "{c} < startofday(now())",
            "begun": "{c} <= now()", "not_over": "{c} > now()", "unexpired": "(isnull({c}) or {c} > now())"},
    # SPL's search compares a field with constants only: a date before today is tested in a where after it
    "spl": {"open": "NOT {c}=*", "set": "{c}=*", "flag": "{c}=1", "unflag": "{c}=0",
            "past": '| where strptime({c}, "%Y-%m-%d") < relative_time(now(), "@d")',
            "begun": '| where strptime({c}, "%Y-%m-%dT%H:%M:%S") <= now()',
            "not_over": '| where strptime({c}, "%Y-%m-%dT%H:%M:%S") > now()',
            "unexpired": '| where isnull({c}) OR strptime({c}, "%Y-%m-%dT%H:%M:%S") > now()'},
    "explanation": {"open": "{c} is empty", "set": "{c} is filled in", "flag": "{c} is set", "unflag": "{c} is not set",
                    "past": "{c} is before today", "begun": "{c} has passed", "not_over": "{c} is still ahead",
                    "unexpired": "{c} is empty or still ahead",
                    "current": "{c} is the latest in effect today (an effective-dated history; SQL only)"},
}  # fmt: skip


# Comparisons of a column with a number ("over 100 euros"): the number is written as a number.
ORDERINGS = frozenset({"<", ">", "<=", ">="})


# A column equal to one of several values ("SEV1 and SEV2 incidents": of either severity, as a row holds one), or
# to none of them, per platform ({c}: the column, {vs}: the values listed, {alts}: one test per value).
EITHER = {
    "sql": {"=": "{c} IN ({vs})", "!=": "{c} NOT IN ({vs})"},
    "kql": {"=": "{c} in ({vs})", "!=": "{c} !in ({vs})"},
    "spl": {"=": "({alts})", "!=": "NOT ({alts})"},
    "explanation": {"=": "{c} is one of {vs}", "!=": "{c} is none of {vs}"},
}
EITHER_LISTS = {"sql": ", ", "kql": ", ", "spl": " OR ", "explanation": ", "}


def either(filters: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, list[str]]]:
    """The spec's filters with the values compared with one column merged: a row holds one value, so "SEV1 and SEV2
    incidents" means either (and "excluding A and B" neither); every other test stays as it is."""
    merged: dict[tuple[str, str, str], list[str]] = {}
    kept: list[tuple[str, str, str, list[str]]] = []
    for table, column, op, value in filters:
        if op in ("=", "!=") and (table, column, op) in merged:
            merged[(table, column, op)].append(value)
            continue
        kept.append((table, column, op, [value]))
        if op in ("=", "!="):
            merged[(table, column, op)] = kept[-1][3]
    return kept


# A column whose value starts with the kind asked ("Slack credentials": slackApi, slackOAuth2Api), per platform.
STARTS_WITH = {"sql": "{c} LIKE {pattern}", "kql": '{c} startswith "{v}"', "spl": '{c}="{v}*"',
               "explanation": "{c} starts with {v}"}  # fmt: skip


def _filter_text(platform: str, column: str, op: str, values: list[str] | str) -> str:
    if isinstance(values, list) and len(values) > 1:
        quoted = [_literal(v) if platform == "sql" else f'"{v}"' for v in values]
        if platform == "spl":
            alternatives = EITHER_LISTS["spl"].join(f"{column}={q}" for q in quoted)
            return EITHER["spl"][op].format(alts=alternatives)
        listed = EITHER_LISTS[platform].join(values if platform == "explanation" else quoted)
        return EITHER[platform][op].format(c=column, vs=listed)
    value = values[0] if isinstance(values, list) else values
    if op == "starts":
        return STARTS_WITH[platform].format(c=column, v=value, pattern=_literal(value.replace("%", "") + "%"))
    if op in COMPARED[platform]:
        return COMPARED[platform][op].format(c=column, o=value)
    test = COLUMN_TESTS[platform].get(op)
    if test is not None:
        return test.format(c=column)
    if op in ORDERINGS:
        return f"{column}{op}{value}" if platform == "spl" else f"{column} {op} {value}"
    if platform == "kql":
        return f'{column} {"==" if op == "=" else op} "{value}"'
    if platform == "spl":
        return f'{column}{op}"{value}"'
    return f"{column} {'is' if op == '=' else 'is not'} {value}"


# A row's time of doing something against its deadline ({c} done, {o} due).
COMPARED = {
    "sql": {"after": "{c} > {o}", "by": "{c} <= {o}"},
    "kql": {"after": "{c} > {o}", "by": "{c} <= {o}"},
    "spl": {"after": "| where {c} > {o}", "by": "| where {c} <= {o}"},
    "explanation": {"after": "{c} is after {o}", "by": "{c} is by {o}"},
}
# The calendar day of a time, in each dialect: a plain due date is met all that day.
DAY_OF = {"postgres": "CAST({c} AS date)", "duckdb": "CAST({c} AS DATE)", "sqlite": "date({c})", "mysql": "DATE({c})",
          "tsql": "CAST({c} AS date)"}  # fmt: skip


def _compared_sql(spec: Spec, table: str, column: str, op: str, deadline: str, dialect: str) -> str:
    """The done time against its deadline: as days when the deadline is a plain date, with the grace asked for
    ("within 15 minutes of schedule") as seconds between the two."""
    owner, grace, plain_date = spec.against.get((table, column), (table, 0, False))
    done, due = _time_sql(spec, table, column, dialect), _time_sql(spec, owner, deadline, dialect)
    if plain_date:
        done = DAY_OF.get(dialect, DAY_OF["postgres"]).format(c=done)
    if grace:
        between = SECONDS_BETWEEN.get(dialect, SECONDS_BETWEEN["postgres"]).format(start=due, end=done)
        return f"{between} {'>' if op == 'after' else '<='} {grace}"
    return COMPARED["sql"][op].format(c=done, o=due)


def _condition_sql(spec: Spec, table: str, column: str, op: str, value: str, dialect: str) -> str:
    if op in COMPARED["sql"]:
        return _compared_sql(spec, table, column, op, value, dialect)
    if op == "starts":
        return _filter_text("sql", _qualified(spec, table, column), op, value)
    if op == "current":  # an effective-dated history: each key's latest row that is in effect today (value: the key)
        today = CALENDAR_START["today"]
        earlier = _time_sql(spec, table, column, dialect, f"h.{_ident(column)}")
        return (
            f"{_qualified(spec, table, column)} = (SELECT max(h.{_ident(column)}) FROM {_ident(table)} h "
            f"WHERE h.{_ident(value)} = {_ident(table)}.{_ident(value)} AND {earlier} <= "
            f"{today.get(dialect, today['postgres'])})"
        )
    test = COLUMN_TESTS["sql"].get(op)
    if test is not None:
        today = CALENDAR_START["today"]
        return test.format(
            c=_time_sql(spec, table, column, dialect), today=today.get(dialect, today["postgres"]),
            now=NOW.get(dialect, NOW["postgres"]),
        )  # fmt: skip
    return f"{_qualified(spec, table, column)} {op} {value if op in ORDERINGS else _literal(value)}"


def _measure_sql(spec: Spec, dialect: str) -> str:
    table = spec.table.name
    if spec.duration is not None:
        start, end, unit = spec.duration
        until = _time_sql(spec, table, end, dialect) if end else NOW.get(dialect, NOW["postgres"])  # "": up to now
        seconds = SECONDS_BETWEEN.get(dialect, SECONDS_BETWEEN["postgres"]).format(
            start=_time_sql(spec, spec.start_table or table, start, dialect), end=until
        )
        inner = f"{seconds} / {unit}.0" if unit != 1 else seconds
        return f"{spec.measure if spec.measure in ('avg', 'max', 'min', 'sum') else 'avg'}({inner})"
    if spec.measure == "percent" and spec.condition is not None:
        owner, column, op, value = spec.condition
        condition = _condition_sql(spec, owner, column, op, value, dialect)
        return f"100.0 * sum(CASE WHEN {condition} THEN 1 ELSE 0 END) / count(*)"
    column = _qualified(spec, spec.measure_table or table, spec.measure_column or "*")
    measured = SQL_MEASURES.get(spec.measure, "count(*)").format(c=column)
    return f"{measured} / {spec.divide_by}.0" if spec.divide_by and spec.measure != "count_distinct" else measured


def write_sql(spec: Spec, dialect: str) -> str:
    table = spec.table.name
    where = _window_sql(spec, dialect)
    inside = where if _window_inside_anti_join(spec) else []  # "no downtime in the last 90 days"
    where = [] if inside else where

    def tests(owners: set[str]) -> list[str]:
        return [
            _condition_sql(spec, owner, column, op, values[0], dialect)
            if len(values) == 1 else _filter_text("sql", _qualified(spec, owner, column), op, values)
            for owner, column, op, values in either(spec.filters) if owner in owners
        ]  # fmt: skip

    bridged = {bridge.other for bridge in spec.bridged}
    # the tests of the rows an anti-join looks for are made inside it (comments of the kind 'page')
    absent = {spec.anti_join[2]} - {spec.table.name, *(join[2] for join in spec.joins)} if spec.anti_join else set()
    where += tests({owner for owner, *_ in spec.filters} - bridged - absent)
    for here_table, here, bridge, from_here, to_other, other, there in spec.bridged:
        met = "".join(f" AND {test}" for test in tests({other}))
        where.append(
            f"EXISTS (SELECT 1 FROM {_ident(bridge)} JOIN {_ident(other)} ON {_ident(other)}.{_ident(there)} = "
            f"{_ident(bridge)}.{_ident(to_other)} WHERE {_ident(bridge)}.{_ident(from_here)} = "
            f"{_ident(here_table)}.{_ident(here)}{met})"
        )
    if spec.anti_join:
        here_table, here, other, there = spec.anti_join
        bounded = "".join(f" AND {bound}" for bound in [*inside, *tests(absent)])
        where.append(
            f"NOT EXISTS (SELECT 1 FROM {_ident(other)} WHERE {_ident(other)}.{_ident(there)} = "
            f"{_ident(here_table)}.{_ident(here)}{bounded})"
        )
    joined = {spec.table.name}
    joins = ""
    for owner, here, other, there in spec.joins:
        if other not in joined:  # each table once, by the first key that reaches it
            joined.add(other)
            pairs = [(here, there), *spec.composite.get((owner, here, other, there), [])]
            on = " AND ".join(f"{_ident(other)}.{_ident(b)} = {_ident(owner)}.{_ident(a)}" for a, b in pairs)
            joins += f" JOIN {_ident(other)} ON {on}"
    if spec.top_n and spec.group_by:  # a ranking of groups ranks what is known: no "unknown" group wins
        where += [f"{_qualified(spec, owner, column)} IS NOT NULL" for owner, column in spec.group_by]
    if spec.order_by:
        where.append(f"{_qualified(spec, *spec.order_by)} IS NOT NULL")
    where_sql = f" WHERE {' AND '.join(where)}" if where else ""
    source = f"FROM {_ident(table)}{joins}{where_sql}"
    if spec.order_by:
        return _ranked_rows_sql(spec, source)
    if spec.measure == "rows":
        label = label_column(spec.table)  # what names each row comes first: "which vehicles …" answers with plates
        columns = f"{_ident(table)}.*" if spec.anti_join or spec.joins else "*"
        if label is not None:
            columns = f"{_row_label_sql(spec.table, label, lambda n: _qualified(spec, table, n))}, {columns}"
        timed = _time_sql(spec, spec.time_table or table, spec.time_column or "", dialect)
        order = f" ORDER BY {timed} DESC" if spec.time_column and not _window_inside_anti_join(spec) else ""
        return f"SELECT {columns} {source}{order} LIMIT {spec.top_n or ROW_LIMIT}"
    measure = _measure_sql(spec, dialect)
    name = _measure_name(spec)
    if not spec.group_by:
        return f"SELECT {measure} AS {name} {source}"
    keys = ", ".join(_named_sql(spec, owner, column) for owner, column in spec.group_by)
    grouped = ", ".join(_grouped_sql(spec, owner, column) for owner, column in spec.group_by)
    direction = "ASC" if spec.lowest_first else "DESC"
    query = f"SELECT {keys}, {measure} AS {name} {source} GROUP BY {grouped}"
    if spec.having:
        query += f" HAVING {measure} {spec.having[0]} {spec.having[1]}"
    if spec.top_n:
        # Ties at the cut-off are kept: every group whose measure reaches the N-th value.
        return (
            f"WITH ranked AS ({query}), cut AS (SELECT {name} AS edge FROM ranked ORDER BY {name} {direction} "
            f"LIMIT 1 OFFSET {spec.top_n - 1}) SELECT * FROM ranked WHERE {name} "
            f"{'<=' if spec.lowest_first else '>='} coalesce((SELECT edge FROM cut), {name}) "
            f"ORDER BY {name} {direction}"
        )
    return f"{query} ORDER BY {name} {direction}"


def _row_label_sql(table: TableInfo, label: ColumnInfo, spelt: Callable[[str], str]) -> str:
    """What names each listed row, first: its label column (``spelt`` qualifies it), a person's two name columns
    joined."""
    parts = name_parts(table)
    return _full_name_sql(label.name, parts[1] if parts is not None and parts[0] == label.name else None, spelt)


def _ranked_rows_sql(spec: Spec, source: str) -> str:
    """Rows ranked by a column, every row that reaches the N-th value kept."""
    table = spec.table.name
    assert spec.order_by is not None
    value = _qualified(spec, *spec.order_by)
    columns = f"{_ident(table)}.*" if spec.joins else "*"
    label = label_column(spec.table)
    first = f"{_row_label_sql(spec.table, label, _ident)}, " if label is not None else ""
    direction, reaches = ("ASC", "<=") if spec.lowest_first else ("DESC", ">=")
    return (
        f"WITH matched AS (SELECT {columns}, {value} AS ranked_by {source}) SELECT {first}* FROM matched "
        f"WHERE ranked_by {reaches} coalesce((SELECT ranked_by FROM matched ORDER BY ranked_by {direction} "
        f"LIMIT 1 OFFSET {(spec.top_n or 1) - 1}), ranked_by) ORDER BY ranked_by {direction}"
    )


def write_kql(spec: Spec) -> str:
    lines = [spec.table.name]
    if spec.time_column and spec.window_seconds and spec.ahead:
        lines.append(f"| where {spec.time_column} between (startofday(now()) .. now({spec.window_seconds}s))")
    elif spec.time_column and spec.window_seconds:
        or_empty = f" or isnull({spec.time_column})" if spec.or_empty else ""
        lines.append(f"| where {spec.time_column} {'<' if spec.older else '>'} ago({spec.window_seconds}s){or_empty}")
    lines += [
        f"| where {_filter_text('kql', column, op, values)}"
        for _, column, op, values in either(spec.filters) if op != "current"  # histories are SQL tables' alone
    ]  # fmt: skip
    keys = ", ".join(column for _, column in spec.group_by)
    if spec.order_by:
        lines.append(f"| top {spec.top_n or 1} by {spec.order_by[1]} {'asc' if spec.lowest_first else 'desc'}")
        return "\n".join(lines)
    if spec.measure == "rows":
        lines.append(f"| take {spec.top_n or ROW_LIMIT}")
        return "\n".join(lines)
    if spec.measure == "percent" and spec.condition is not None:  # a share: the rows meeting the condition
        _, column, op, value = spec.condition
        measure = f"100.0 * countif({_filter_text('kql', column, op, value)}) / count()"
    else:
        measure = KQL_MEASURES.get(spec.measure, KQL_MEASURES["count"]).format(c=spec.measure_column or "")
    name = _measure_name(spec)
    lines.append(f"| summarize {name} = {measure}" + (f" by {keys}" if keys else ""))
    if spec.having:
        lines.append(f"| where {name} {spec.having[0]} {spec.having[1]}")
    if keys:
        lines.append(f"| order by {name} {'asc' if spec.lowest_first else 'desc'}")
        if spec.top_n:
            lines.append(f"| take {spec.top_n}")
    return "\n".join(lines)


# A filter as an SPL eval expression (search terms do not go inside stats' eval), {c}: the field.
SPL_EVAL_TESTS = {"open": "isnull({c})", "set": "isnotnull({c})", "flag": "{c}=1", "unflag": "{c}=0",
                  "past": 'strptime({c}, "%Y-%m-%d") < relative_time(now(), "@d")', "after": "{c} > {v}",
                  "by": "{c} <= {v}", "=": '{c}="{v}"', "!=": '{c}!="{v}"'}  # fmt: skip


def _spl_condition(column: str, op: str, value: str) -> str:
    return SPL_EVAL_TESTS.get(op, "{c}{op}{v}").format(c=column, op=op, v=value)


def write_spl(spec: Spec) -> str:
    table = spec.table
    head = f"index={table.parent} sourcetype={table.name}" if table.kind == "sourcetype" else f"index={table.name}"
    window = f" earliest=-{spec.window_seconds}s" if spec.window_seconds else " earliest=-24h"
    if spec.window_seconds and spec.ahead:
        window = f" earliest=@d latest=+{spec.window_seconds}s"
    elif spec.window_seconds and spec.older:
        window = f" latest=-{spec.window_seconds}s"
    tests = [
        _filter_text("spl", column, op, values) for _, column, op, values in either(spec.filters) if op != "current"
    ]
    filters = "".join(f" {test}" for test in tests if not test.startswith("|"))
    search = f"{head}{window}{filters}" + "".join(f" {test}" for test in tests if test.startswith("|"))
    keys = " ".join(column for _, column in spec.group_by)
    if spec.order_by:
        return f"{search} | sort {'' if spec.lowest_first else '-'}{spec.order_by[1]} | head {spec.top_n or 1}"
    if spec.measure == "rows":
        return f"{search} | head {spec.top_n or ROW_LIMIT}"
    name = _measure_name(spec)
    by = f" by {keys}" if keys else ""
    if spec.measure == "percent" and spec.condition is not None:  # a share: events meeting the condition, counted
        _, column, op, value = spec.condition
        condition = _spl_condition(column, op, value)
        query = f"{search} | stats count(eval({condition})) AS hits count AS total{by} | eval {name}=100*hits/total"
    else:
        measure = SPL_MEASURES.get(spec.measure, SPL_MEASURES["count"]).format(c=spec.measure_column or "")
        query = f"{search} | stats {measure} AS {name}{by}"
    if spec.having:
        query += f" | where {name} {spec.having[0]} {spec.having[1]}"
    if keys:
        query += f" | sort {'' if spec.lowest_first else '-'}{name}"
        if spec.top_n:
            query += f" | head {spec.top_n}"
    return query


# --- PromQL -------------------------------------------------------------------------------------

_QUANTILE = re.compile(
    r"\bp(\d{2,3})\b|\b(\d{2})(?:th)? percentile\b|\bmedian\b"
    # "within how many seconds did half of the starts finish": the median
    r"|\bhalf of (?:the |all |our )?(?:[\w-]+\s+){0,5}?(?:finish|finished|complete|completed|took|take|done)\b",
    re.IGNORECASE,
)
_DOWN = re.compile(
    r"\b(?:down|unreachable|unhealthy|failing|not up|offline|(?:can't|cannot|can not|couldn't) be reached)\b",
    re.IGNORECASE,
)
# "is the chat server being scraped successfully": whether its scrapes succeed, which up records
_SCRAPED_WELL = (
    r"(?:(?:being\s+)?scraped\s+(?:successfully|fine|ok(?:ay)?|properly)|being\s+scraped|successfully\s+scraped)\b"
)
_ALL_OF = re.compile(r"^\s*(?:are|is)\s+(?:both|all)\b", re.IGNORECASE)  # "are both … up": how many of them are
_COUNTING = re.compile(r"\b(?:how many|number of|count)\b")  # a count asked for, of series or of label values
_COUNTED_NOUN = re.compile(r"\b(?:how many|number of)\s+(?:\w+\s+){0,2}?(?P<noun>[a-z]+s)\b")  # … and of what
_TARGETS = re.compile(rf"\b(?:targets?|scrape|up|down|reach|reachable|healthy)\b|\b{_SCRAPED_WELL}", re.IGNORECASE)
_LOWEST_FIRST = re.compile(r"\b(?:bottom|least|lowest|fewest|smallest|coldest|coolest|weakest)\b", re.IGNORECASE)
PROM_AGGREGATIONS = {"avg": "avg", "sum": "sum", "max": "max", "min": "min", "count": "count"}


# A rate's range when the question names none: four scrapes of the slowest target, and at least a minute (what
# Grafana's $__rate_interval settles on), else five minutes when discovery did not learn the scrape interval.
RATE_SCRAPES = 4
RATE_FLOOR_SECONDS = 60
RATE_DEFAULT_SECONDS = 300


# What a health question asks about when it names no target, job or instance: a thing an exporter reports up or
# down itself (haproxy_server_up, pg_up), named by the noun after which/how many ("which backend servers").
_NOT_UP = re.compile(r"\b(?:not|no|isn't|aren't|never)\s+(?:\w+\s+)?(?:up|healthy|reachable)\b", re.IGNORECASE)
_SCRAPING = re.compile(r"\b(?:targets?|scrape[sd]?|scraping|jobs?|instances?)\b", re.IGNORECASE)
_HEAD_NOUN = re.compile(
    r"\b(?:which|what|how many)\s+(?P<phrase>(?:[a-z-]+\s+){0,3}?[a-z]+?)\s+"
    r"(?:is|are|was|were|has|have|had|do|does|did|can|passing|left|still|currently|right)\b",
    re.IGNORECASE,
)


# The last word of a gauge of 1 and 0 by which an exporter reports a thing of its own up or down.
OWN_HEALTH = ("up", "healthy")


JOB_NAMED = 2  # a link this strong at least names what a target serves by a word of its metrics' names


def _job_of(links: list[Link], up: TableInfo) -> Link | None:
    """The scrape job a health question names by what its target serves ("is the spam scanner up": the job of
    the metrics "spam" names, rspamd_spam_total's one job), as a link of ``up``."""
    jobs = up.column("job")
    for found in links:
        if found.score < JOB_NAMED:
            break
        job = found.table.column("job")
        if found.table is not up and job is not None and len(job.samples) == 1 and jobs is not None:
            return Link(up, values=[("job", job.samples[0], "=")]) if job.samples[0] in jobs.samples else None
    return None


# "Can the exporter read Varnish's statistics", "is the exporter able to reach the server": the exporter's own
# <thing>_up, which says whether its last read of the thing succeeded.
_EXPORTER_READS = re.compile(r"\bexporter\b.*\b(?:read|reach|talk|connect|access)\b")


def _own_health(lowered: str, links: list[Link], schema: SourceSchema) -> Link | None:
    """The exporter's own up metric a health question names by another word of its name (``<thing>_up``), when
    it does not ask about scrape targets; of several, the one the asked noun names. Checks that pass or fail
    ("which services are failing their checks") are what a ``<thing>_success`` gauge reports (probe_success)."""
    outcome = _OUTCOME_NOW.search(lowered)
    if _SCRAPING.search(lowered) and not outcome:  # "which jobs are down": the scrape targets; a failing job: its own
        return None
    # a thing's own up or healthy (caddy_reverse_proxy_upstreams_healthy), or its status as a gauge of 1 and 0
    # (dnsdist_server_status), named by another word
    named = [found for found in links if found.table.name != "up" and (
        any(found.table.name.endswith(f"_{said}") and set(found.matched) - {said} for said in OWN_HEALTH)
        or (found.table.name.endswith("_status") and found.table.kind == "gauge"  # a thing's, not the exporter's
            and set(found.matched) - {"status", found.table.name.split("_")[0]}))]  # fmt: skip
    if _CHECKED.search(lowered):
        linked = {found.table.name: found for found in links}
        named += [linked.get(t.name) or Link(t) for t in schema.tables if t.name.endswith("_success")]
    elif outcome:  # "which job is failing right now": a job's last outcome, 1 or 0, not a thing's being up
        named = [found for found in links if found.table.name.endswith("_success") and set(found.matched) - {"success"}]
    if _EXPORTER_READS.search(lowered):  # the exporter's own <thing>_up (haproxy_up, not haproxy_backend_up), the
        # thing named, else the only one ("the name server's statistics")
        own = [t for t in schema.tables if re.fullmatch(r"[a-z0-9]+_up", t.name) and t.name != "up"]
        said = [found for found in named if found.table in own]
        named = said or ([Link(own[0])] if len(own) == 1 else [])
    if not named:
        return None
    noun = _head_noun(lowered)

    def fit(found: Link) -> tuple[bool, bool, bool, float]:
        # the noun names it, or one of its labels; not an exporter's report on its own scrape; then the link
        labels = [c.name for c in found.table.columns]
        return (any(similar(noun, w) for w in words(found.table.name)), any(similar(noun, n) for n in labels),
                "scrape" not in words(found.table.name) or "scrape" in lowered, found.score)  # fmt: skip

    return max(named, key=fit)


_CHECKED = re.compile(
    r"\b(?:fail|pass|succeed)(?:s|ed|ing)?\b.*\b(?:checks?|probes?|tests?)\b|"
    r"\b(?:checks?|probes?|tests?)\b.*\b(?:fail|pass|succeed)(?:s|ed|ing)?\b",
    re.IGNORECASE,
)


# A count that never moved: "never had a failed run", "not a single restart", "haven't served any requests".
_NEVER_DONE = re.compile(
    r"\b(?:never|not (?:a single|once|one|any)|(?:hasn't|haven't|didn't|don't|doesn't|isn't|aren't)\s+(?:\w+\s+){0,2}"
    r"(?:any|a single))\b",
    re.IGNORECASE,
)
# A success or failure now: the outcome of the latest run, as a <thing>_success gauge keeps it.
_OUTCOME_NOW = re.compile(
    r"\b(?:fail|pass|succeed)(?:s|ed|ing)?\b.*\b(?:right now|currently|at the moment|most recent|latest|last "
    r"(?:run|time|attempt))\b|\b(?:right now|currently|at the moment|most recent|latest)\b.*\b(?:fail|pass|succeed)"
    r"(?:s|ed|ing)?\b|\b(?:is|are)\s+(?:\w+\s+)?failing\b",
    re.IGNORECASE,
)


def _head_noun(lowered: str) -> str:
    """The noun a which/what/how many question asks about ("which backend servers are …": servers)."""
    head = _HEAD_NOUN.search(lowered)
    return words(head["phrase"])[-1] if head else ""


def _rate_seconds(schema: SourceSchema) -> int:
    interval = schema.scrape_interval_seconds
    if not interval:
        return RATE_DEFAULT_SECONDS
    seconds = max(RATE_SCRAPES * interval, RATE_FLOOR_SECONDS)
    return int(-(-seconds // 60) * 60)  # whole minutes


def _range(seconds: int | None) -> str:
    if not seconds:
        return "5m"
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


# A gauge that holds a moment as Unix seconds (node_boot_time_seconds, process_start_time_seconds,
# probe_http_last_modified_timestamp_seconds, push_time_seconds), and one whose moment lies ahead (an expiry).
_INSTANT = re.compile(r"(?:_timestamp|_time|_expiry|_expiration)(?:_seconds)?$|_timestamp_seconds_?")
_AHEAD_INSTANT = re.compile(r"expir|deadline|_until_|_next_")
# Questions about how long ago, or how long until, such a moment: its age (or what is left of it).
_AGE = re.compile(
    r"\b(?:how long (?:ago|since|until|before|has|have|is it|will)|ago\b|been (?:up|running|alive|around|going)|"
    r"uptime|how old|age of|oldest|stale|since (?:it |they |the |its |their )?last|expir(?:e|es|ing|y) in|"
    r"(?:until|before)(?:\s+\S+){0,4}\s+expir|expir\w* (?:first|soonest|next)|"
    r"(?:hasn't|haven't|has not|have not|not|no)\b(?:\s+\w+){0,6}\s+(?:in|for|within) (?:the )?(?:last|past))",
)
_RESTARTED = re.compile(r"\b(?:restarted|rebooted|(?:been\s+)?started|booted)\b")
# How long something has been up: the time since the moment it booted (a machine) or started (a process)
_UP_FOR = re.compile(r"\bbeen (?:up|running|alive)\b|\buptime\b")
_STARTED_AT = re.compile(r"(?:boot|start)_time(?:stamp)?_seconds$")
_MACHINE = re.compile(r"\b(?:host|machine|server|box|node|system|computer|vm)\b")
_MOMENT_OR_UPTIME = re.compile(rf"{_INSTANT.pattern}|uptime")
# A question answered yes or no ("is the website serving more than 20 requests a second"): a comparison keeps its
# series as 1 or 0 (bool), not only those past it.
_YES_NO = re.compile(r"^\s*(?:is|are|has|have|does|do|did|was|were|will|can)\b")
# The unit an age is asked in: the first said of these (hours before days before weeks, then minutes)
_AGE_UNITS = (("hour", 3600), ("day", 86400), ("week", 604800), ("minute", 60))
_NEGATED = re.compile(r"\b(?:hasn't|haven't|has not|have not|not|no)\b")
# "hosts that have jobs which haven't succeeded": a group any of whose series has not done it
_ANY_NOT_DONE = re.compile(
    r"\b(?:have|has|with|running)\s+(?:\w+\s+){0,3}(?:that|which|who)\s+(?:haven't|hasn't|have not|has not|"
    r"didn't|did not)\b"
)


def _age(question: str, lowered: str, schema: SourceSchema) -> tuple[str, list[str]] | None:
    """ "How many hours has the host been up", "how many days ago was the file last modified", "which service has
    been running the longest", "which jobs haven't succeeded in the last 6 hours": the time since (or until) the
    moment a timestamp gauge holds, in the unit asked, ranked or bounded as asked; None when the question asks no
    age or no such gauge is linked."""
    window = window_of(question)
    # "has Apache been restarted in the last hour": its uptime (or the time since it started) under the window
    restarted = window is not None and _RESTARTED.search(lowered) is not None and not _NEGATED.search(lowered)
    kept = _MOMENT_OR_UPTIME if restarted else _INSTANT
    if not (_AGE.search(lowered) or restarted) or not any(kept.search(t.name) for t in schema.tables):
        return None  # (and no link computed twice for a schema that keeps no moments)
    links = [found for found in link(question, schema) if kept.search(found.table.name)]
    if not links and _UP_FOR.search(lowered):  # "how many days has the host been up": since it booted
        started = [t for t in schema.tables if _STARTED_AT.search(t.name)]
        machine = _MACHINE.search(lowered) is not None
        started.sort(key=lambda t: ("boot" not in t.name) if machine else ("boot" in t.name))
        links = [Link(started[0])] if started else []
    if not links:
        return None
    asked_label = _asked_label(question, links)
    chosen = asked_label[0] if asked_label else links[0]
    metric = chosen.table
    group = _groups(question, lowered, metric, asked_label)
    selector = _selector(metric, chosen, group)
    ahead = _AHEAD_INSTANT.search(metric.name) is not None
    bound = ("<", float(window)) if restarted and window is not None else _bound(lowered)
    stale = bound is None and window is not None and _NEGATED.search(lowered) is not None
    if stale and window is not None:
        bound = (">", float(window))  # "haven't succeeded in the last 6 hours": last success longer ago than that
    # of a group's moments, the earliest for "running the longest" and for "hosts with jobs that haven't succeeded"
    # (any of its series stale); else its latest ("pools that haven't started a worker"); the earliest ahead
    any_stale = stale and _ANY_NOT_DONE.search(lowered) is not None
    earliest = any_stale or ahead or re.search(r"\b(?:longest|oldest|earliest|first)\b", lowered) is not None
    moment = f"{'min' if earliest else 'max'} by ({', '.join(group)}) ({selector})" if group else selector
    if _INSTANT.search(metric.name):
        expression = f"{moment} - time()" if ahead else f"time() - {moment}"
        notes = [f"{metric.name} (a moment, in Unix seconds)", "time left until it" if ahead else "time since it"]
    else:  # an uptime counts the age itself
        expression, notes = moment, [f"{metric.name} (the time since it started)"]
    if bound is None and group and re.search(r"\b(?:longest|oldest|soonest|first|most|least)\b", lowered):
        ranking = "bottomk" if re.search(r"\b(?:soonest|first|least)\b", lowered) else "topk"
        singular = not re.search(r"\bwhich\s+[a-z]+s\b", lowered)
        expression = f"{ranking}({top_n_of(question) or (1 if singular else 5)}, {expression})"
    if bound is not None:
        compared = f"{bound[0]} bool" if _YES_NO.search(lowered) else bound[0]
        return f"{expression} {compared} {bound[1]:.12g}", [*notes, f"{bound[0]} {bound[1]:.12g} seconds"]
    unit = next(((name, size) for name, size in _AGE_UNITS if re.search(rf"\b{name}s?\b", lowered)), None)
    if unit is not None:
        return f"({expression}) / {unit[1]}", [*notes, f"in {unit[0]}s"]
    return expression, notes


def write_promql(question: str, schema: SourceSchema) -> tuple[str, list[str]] | None:
    """A PromQL expression answering ``question`` over the discovered metrics, with notes; None when no
    metric matches."""
    for said, meant in PHRASAL_VERBS:  # "since the hub came up": since it started, no target's health
        question = said.sub(meant, question)
    # "broken down by", "break … down into": no target is down; "takes up", "add up": no target is up
    lowered = _PHRASAL_UP.sub(" ", _BROKEN_DOWN.sub(" ", question.lower()))
    age = _age(question, lowered, schema)
    if age is not None:
        return age
    shares = _PERCENT.search(_without_percent_bounds(lowered))  # "less than 5% of a core" bounds, asks no share
    # "since the host booted" says when, not which metric; "takes up" names no metric called up; "what
    # percentage of its memory limit" asks for a share of memory, not for a metric called …_percentage
    links = link(_PERCENT.sub(" ", _PHRASAL_UP.sub(" ", _SINCE_START.sub(" ", question))), schema)
    # "is Prometheus able to scrape the SQL exporter": the target's health, asked as whether it is scraped
    health = re.search(
        rf"\b(?:health|healthy|unhealthy|up|down|reachable|unreachable|reached)\b|\b{_SCRAPED_WELL}|"
        r"\b(?:able to|can|could|managing to)\s+(?:prometheus\s+)?(?:still\s+)?(?:scrape|reach)\b",
        lowered,
    )
    checked = health or _CHECKED.search(lowered) or _OUTCOME_NOW.search(lowered) or _EXPORTER_READS.search(lowered)
    own = _own_health(lowered, links, schema) if checked else None
    if own is not None:  # "which backend servers are not up": the exporter's haproxy_server_up, not the targets'
        selector = _selector(own.table, own)
        noun = _head_noun(lowered)
        label = next((c.name for c in own.table.columns if noun and similar(noun, c.name)), None)
        counted = _COUNTING.search(lowered)
        if label is not None and not counted:  # "which services are failing their checks": by its worst check
            selector = f"min by ({label}) ({selector})"
        down = _DOWN.search(lowered) or _NOT_UP.search(lowered) or re.search(r"\bfail", lowered)
        if shares:  # "what percentage of the checks are passing": the mean of 1s and 0s
            share = f"avg({_selector(own.table, own)} == bool 0)" if down else f"avg({_selector(own.table, own)})"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [f"{own.table.name} (1 up, 0 down)"]
        target = f"{selector} == 0" if down else f"{selector} == 1"
        if _COUNTING.search(lowered):
            return f"count({target}) or vector(0)", [f"{own.table.name} (1 up, 0 down)"]
        return target, [f"{own.table.name} (1 up, 0 down)"]
    up = schema.table("up")
    if _TARGETS.search(lowered) and up is not None and (health or not links or links[0].score < 4):
        if shares:  # "what share of the targets are healthy"
            share = "avg(up == bool 0)" if _DOWN.search(lowered) else "avg(up)"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), ["scrape targets (up)"]
        named = next((found for found in links if found.table is up), None)  # "is the PostgreSQL job up"
        scrape = next((m.start() for m in re.finditer(r"\b(?:scrape|reach)\b", lowered)), -1)
        if scrape >= 0:  # "can Prometheus scrape the SQL exporter": the target scraped, not the scraper
            after = [v for v in named.values if _spaced_position(lowered, v[1]) > scrape] if named else []
            # or a job whose name runs together words said after ("the mail-flow probe exporter": mailexporter)
            said_after = tuple(words(lowered[scrape:]))
            job = up.column("job")
            run = [v for v in (job.samples if job else []) if abbreviated(v.lower(), said_after) >= 2]
            if after or run:
                named = Link(up, values=after or [("job", run[0], "=")])
        if named is None and re.search(rf"\b{_SCRAPED_WELL}", lowered):  # "is the spam scanner being scraped"
            named = _job_of(link(re.sub(rf"\b{_SCRAPED_WELL}", " ", question, flags=re.I), schema), up)
        scraped_up = _selector(up, named) if named is not None else "up"
        target = f"{scraped_up} == 0" if _DOWN.search(lowered) else f"{scraped_up} == 1" if health else scraped_up
        if _COUNTING.search(lowered) or _ALL_OF.search(lowered):  # "how many targets are up", "are both up": one
            return f"count({target}) or vector(0)", ["scrape targets (up)"]  # number, 0 when none is (count of none)
        return target, ["scrape targets (up)"]
    scraped = re.search(r"\b(?:which|what|how many|list)\s+(?:\w+\s+)?(?P<label>jobs?|instances?|targets?)\b", lowered)
    listing = not re.search(r"\b(?:most|least|fewest|highest|lowest|top|bottom|average|total|per)\b", lowered)
    if scraped and listing and schema.table("up") is not None and re.search(r"\bscrap", lowered):
        label = "job" if scraped["label"].startswith("job") else "instance"  # every target's job and instance
        if re.search(r"\b(?:how many|number of)\b", lowered):
            return f"count(count by ({label}) (up))", ["scrape targets (up)", f"distinct {label} values"]
        bound = _bound(lowered)  # "which scrape jobs have more than one target"
        kept = f" {bound[0]} {bound[1]:.12g}" if bound is not None else ""
        return f"count by ({label}) (up){kept}", ["scrape targets (up)", f"each {label}"]
    links = [item for item in links if item.table.name != "up" or "up" in words(lowered)]
    links = _as_succeeded(lowered, links, schema)
    if not _ABOUT_EXPORTER.search(lowered):  # the requests a proxy handles, not those its exporter's endpoint serves
        links = [item for item in links if not item.table.name.startswith(EXPORTER_OWN)] or links
    if not links:
        return None
    if _TIME_ASKED.search(lowered):  # "how long does it wait", "in seconds": a metric kept in seconds, first
        links = sorted(links, key=lambda item: -(item.score + _time_fit(item.table)))
    under = _share_under(question, links, schema) if shares else None
    if under is not None:
        return under
    asked_label = _quantiled(question, _asked_label(question, links), links) or _kinds_asked(lowered, links)
    counting = _counting(lowered, links, asked_label) if asked_label is not None else None
    if counting is not None and asked_label is not None:  # "which database gets the most queries": of the query
        asked_label = (counting, asked_label[1])  # counter that has a database label
    chosen = asked_label[0] if asked_label else _of_entity(lowered, links) or _counting(lowered, links)
    chosen = chosen or _by_kind(question, links)
    metric = _prefer_family(chosen.table, schema, question)
    # a label the question groups by or asks for is not also filtered ("which database …": no datname matcher)
    grouped = {*_group_labels(question, metric), *([asked_label[1]] if asked_label else [])}
    selector = _selector(metric, chosen, grouped)
    window = window_of(question)
    span = _range(window or _rate_seconds(schema))  # a range vector's reach: the window asked, else the scrapes'
    notes = [f"{metric.name} ({metric.kind})"]
    part_bound = _part_past_bound(lowered, metric, chosen, selector, span) if not shares else None
    if part_bound is not None:  # "are more than 80% of Apache's workers busy": the busy share against 0.8
        return part_bound, [*notes, "as a share of all its series"]
    if shares and _flag(metric):  # "what fraction of the members are replicas": the series whose flag is 1
        share = f"sum({selector}) / count({selector})"
        return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, "its series at 1, over all"]
    if shares:
        whole = _whole_of(metric, schema)
        if whole is not None and whole.kind != metric.kind:
            whole = None  # hits counted are no share of a cache's size: a counter's whole is counted too
        part = _used_of(metric, schema) if whole is None and _USING.search(lowered) else None
        if part is not None:  # "what percentage of its memory limit is in use": the used sibling over the limit
            metric, whole = part, metric
            selector = _selector(metric, chosen, grouped)
        if whole is not None:  # "what percentage of memory is available": the part over its family's total
            share = f"{selector} / {_selector(whole, chosen)}"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, f"as a share of {whole.name}"]
        siblings = _siblings(metric, schema, lowered) if part is None else []
        if siblings:  # "what percentage of the rows processed were rejected": rejected over loaded plus rejected
            together = " + ".join(f"sum({name})" for name in [metric.name, *siblings])
            share = f"sum({selector}) / ({together})"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, "as a share of its family"]
        whole_counted = _counts_up(metric) and selector == metric.name
        whole_counter = _counted_whole(metric, schema, lowered) if whole_counted else None
        if whole_counter is not None:  # "what share of requests are cache misses": misses over client requests
            share = f"sum(rate({selector}[{span}])) / sum(rate({whole_counter.name}[{span}]))"
            notes.append(f"as a share of {whole_counter.name}")
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), notes
        other = _other_outcome(metric, schema) if _counts_up(metric) else None
        if other is not None:  # "the cache hit ratio": hits over hits and misses
            these, those = f"sum(rate({selector}[{span}]))", f"sum(rate({other.name}[{span}]))"
            share = f"{these} / ({these} + {those})"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, f"against {other.name}"]
        whole_selector = _whole_of_part(metric, chosen, grouped, lowered)
        if whole_selector is not None and (_counts_up(metric) or _paced_gauge(metric, lowered)):
            # "what percentage of Mollie's payment attempts are refused": refused over all of Mollie's
            if _SINCE_START.search(lowered) and not window:  # "since boot": the counters as they stand
                share = f"sum({selector}) / sum({whole_selector})"
            else:
                rate = f"[{span}]"
                share = f"sum(rate({selector}{rate})) / sum(rate({whole_selector}{rate}))"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, "as a share of all of them"]
        if whole_selector is not None and metric.kind == "gauge":  # "what percentage of the validators are offline"
            share = f"sum({selector}) / sum({whole_selector})"
            return (f"100 * {share}" if _HUNDREDS.search(lowered) else share), [*notes, "as a share of all of them"]
    each = _groups(question, lowered, metric, asked_label)
    mean = _mean_of_distribution(metric, selector, schema, lowered, window, each)
    scale = _unit_scale(metric, lowered)
    if mean is not None and each and _RANKED.search(lowered):  # "which page is the slowest on average": the mean
        mean = _ranked(mean, question, lowered)  # of each, ranked
    if mean is not None:  # "the average size of a response": a histogram's or summary's sum over its count
        if scale is not None:  # in the unit asked ("in seconds" of call_setup_ms)
            return f"({mean}) / {_number(scale[1])}", [*notes, "sum over count", f"in {scale[0]}"]
        return mean, [*notes, "sum over count"]
    per_event = _mean_per_event(lowered, links, schema, span)
    if per_event is not None:  # "how many milliseconds does Apache take to serve a request, on average"
        return per_event
    if asked_label is None and _counts_up(metric) and re.match(r"\s*which\b", lowered) and not _RANKED.search(lowered):
        # "which probe's mail keeps arriving late", though no label is called probe: the label telling the counts apart
        told = _telling_label(lowered, metric)
        asked_label = (chosen, told[0]) if told else None
    counted_past = _counted_past_bound(lowered, metric, selector, asked_label, window, span)
    if counted_past is not None:  # "how many probes have had at least one send failure"
        return counted_past, [*notes, "each series past the bound, counted"]
    if asked_label is not None and _counts_up(metric) and _NEVER_DONE.search(lowered):
        # "which batch jobs have never had a failed run": those whose count has not moved from zero (in the window)
        label = asked_label[1]
        # over the window, or the last rate span for "right now" ("which backends aren't receiving any requests at
        # the moment"); else since the counter started
        tally = f"increase({selector}[{span}])" if window or _NOW.search(lowered) else selector
        never = f"sum by ({label}) ({tally}) == 0"
        if _COUNTING.search(lowered):
            return f"count({never}) or vector(0)", [*notes, f"each {label} still at zero, counted"]
        return never, [*notes, f"each {label} still at zero"]
    growing = metric.kind == "gauge" and _GROWTH.search(question.lower()) and not _CAPPED.search(lowered)
    distribution = metric.kind == "histogram" or metric.name.endswith("_bucket")
    if asked_label is not None and not growing and not distribution:
        label = asked_label[1]
        if _COUNTING.search(lowered):  # "how many CPU cores": distinct label values
            return f"count(count by ({label}) ({selector}))", [*notes, f"distinct {label} values"]
        if _flag(metric) and not _RANKED.search(lowered) and not _NONE_OF.search(lowered):
            # "which servers still need a restart": the values of the label on series whose flag is up
            return f"max by ({label}) ({selector}) == 1", [*notes, f"each {label} whose flag is 1"]
        if metric.kind == "gauge" and _NONE_OF.search(lowered) and not _RANKED.search(lowered):
            return f"sum by ({label}) ({selector}) == 0", [*notes, f"each {label} at zero"]
        if not _RANKED.search(lowered):
            # "which commands have been failing lately": those whose count moved
            # (or going on now, of a counter of events: "which methods are clients sending", unless bounded)
            doing = _DOING.search(lowered) and _counts_events(metric) and _bound(lowered) is None
            if _counts_up(metric) and (window or _NOW.search(lowered) or doing):
                moved = f"sum by ({label}) (increase({selector}[{span}])) > 0"
                return moved, [*notes, f"each {label} whose count grew"]
            bound = _bound(lowered)
            if bound is not None and not _bound_counts(lowered, metric):  # "which endpoints answer 500 or above"
                # a counter's values are its rate ("using less than 5% of a core": CPU seconds a second)
                per = (
                    f"sum by ({label}) (rate({selector}[{span}]))"
                    if _counts_up(metric)
                    else f"max by ({label}) ({selector})"
                )
                return f"{per} {bound[0]} {bound[1]:.12g}", [*notes, f"each {label} past it"]
            kept = f" {bound[0]} {bound[1]:.12g}" if bound is not None else ""  # "which jobs have more than one target"
            return f"count by ({label}) ({selector}){kept}", [*notes, f"each {label}"]  # "which modes …": its values
    group = _groups(question, lowered, metric, asked_label)
    group = group or (_which_series(lowered, metric, ranked=False) if growing else [])  # "which aren't growing"
    by = f" by ({', '.join(group)})" if group else ""
    kind = metric.kind
    if distribution:
        quantile = _quantile(question)
        past = _bound(lowered, True) if _COUNTING.search(lowered) else None
        each = (group or _telling_label(lowered, metric)) if past is not None else []
        labels = ", ".join([*each, "le"] if each else ["le", *group])
        observed = selector if _all_observed(lowered, window) else f"rate({selector}[{span}])"
        expression = f"histogram_quantile({quantile}, sum by ({labels}) ({observed}))"
        if past is not None and each:  # "how many probes have a median delivery time above one second": each
            kept = f"{expression} {past[0]} {past[1]:.12g}"  # probe's percentile past the bound, counted
            return f"count({kept}) or vector(0)", [*notes, f"each {each[0]}'s p{quantile[2:]} past it, counted"]
    elif growing:
        expression, notes = _growth(selector, by, lowered, window, span, notes)
    elif _counts_up(metric) or _paced_gauge(metric, lowered):
        per_second = _PER_SECOND.search(lowered)
        so_far = _HAS_DONE.search(lowered) and not per_second and not _PACE_SAID.search(lowered)
        if (_SINCE_START.search(lowered) or so_far) and not window:  # "since the machine booted", "how many
            # alerts has it received": the counter as it stands (not "… served per hour at the current rate")
            expression = f"sum{by} ({selector})"
        elif window and not per_second and _TALLY.search(lowered):
            expression = f"sum{by} (increase({selector}[{span}]))"
        else:
            expression, notes = _at_pace(f"sum{by} (rate({selector}[{span}]))", notes, lowered)
    else:
        aggregation = next((PROM_AGGREGATIONS[m] for p, m in _PROM_MEASURES if re.search(p, lowered)), None)
        held = _bound(lowered, True, _in_percent(metric)) if window and _THROUGHOUT.search(lowered) else None
        if held is not None:  # "kept at least 20 idle workers throughout the last minute": its least over it
            aggregation = "min" if held[0] in (">", ">=") else "max"
        if aggregation == "count" and _INSTANT.search(metric.name):  # "how many certificates": moments add up to
            return f"count({selector})", [*notes, "its series counted"]  # nothing, their series are counted
        past = _bound(lowered, True, _in_percent(metric)) if aggregation == "count" and kind == "gauge" else None
        if past is not None and not _bound_counts(lowered, metric):  # "how many sensors have a battery below 3.5
            kept = f"{selector} {past[0]} {past[1]:.12g}"  # volts": the series past the bound, counted
            return f"count({kept}) or vector(0)", [*notes, f"its series {past[0]} {past[1]:.12g}, counted"]
        if aggregation == "count":  # "how many samples did the scrape return": a gauge's value, not its series
            aggregation = "sum"
        if window and aggregation in ("avg", "max", "min"):
            expression = f"{aggregation}{by} ({aggregation}_over_time({selector}[{span}]))"
        elif aggregation or group:
            extreme = "max" if _GREATEST.search(lowered) else "min" if _LEAST.search(lowered) else None
            ranked = group and _RANKED.search(lowered) and kind == "gauge"
            expression = f"{aggregation or (extreme if ranked else None) or 'sum'}{by} ({selector})"
        elif _HOW_MUCH.search(lowered):  # "how big is the events table": one amount, whatever parts its series hold
            expression = f"sum({selector})"
        elif _flag(metric) and re.match(r"\s*which\b", lowered):
            expression = f"{selector} == 1"  # "which member is the leader": the series whose is_leader is 1
        elif _flag(metric) and _YES_NO.search(lowered):
            expression = f"max({selector})"  # "is the cluster in maintenance mode": 1 when any series says so
        else:
            expression = selector
    top = _TOP_N.search(lowered)
    ranked_series = (
        not group
        and re.search(r"\bwhich\b", lowered)
        and re.search(r"\b(?:most|fewest|least|highest|lowest)\b", lowered)
    )
    unmoved = growing and _NOT_MOVING.search(lowered) is not None  # "which aren't growing": those, not a ranking
    ranking_asked = top or ranked_series or (group and re.search(r"\b(?:most|highest|busiest|which)\b", lowered))
    if ranking_asked and not unmoved:
        expression = _ranked(expression, question, lowered)
    if scale is not None:
        expression, notes = f"({expression}) / {_number(scale[1])}", [*notes, f"in {scale[0]}"]
    yes_no = _YES_NO.search(lowered) is not None
    bound = _bound(lowered, yes_no, _in_percent(metric)) if not top and not ranked_series else None
    if bound is not None:  # "which probes take longer than a quarter of a second": the series past the bound
        compared = f"{bound[0]} bool" if yes_no else bound[0]  # "is it serving more than 20 a second": 1 or 0
        expression, notes = f"{expression} {compared} {bound[1]:.12g}", [*notes, f"{bound[0]} {bound[1]:.12g}"]
    return expression, notes


def _ranked(expression: str, question: str, lowered: str) -> str:
    """The first of the series ranked, or as many as the question asks for, listed in their order."""
    top = _TOP_N.search(lowered)
    singular = re.search(r"\bwhich\s+(?:of the \w+\s+)?[a-z]+(?<!s)(?:'s)?\s", lowered) or _ONE_VERB.search(
        lowered
    )  # "which job …", "which Redis database holds …": one
    n = _count_said(top[1] or top[2]) if top else top_n_of(question) or (1 if singular else 5)
    ranking = "bottomk" if _LOWEST_FIRST.search(lowered) else "topk"
    expression = f"{ranking}({n}, {expression})"
    if n > 1:  # a ranking of several, listed in its order (topk's own output keeps none)
        expression = f"{'sort' if ranking == 'bottomk' else 'sort_desc'}({expression})"
    return expression


# A gauge of 1 or 0 telling whether a thing is in a state: so named (etcd_server_is_leader, kube_node_is_ready), or
# so described ("Value is 1 if this node is a replica, 0 otherwise"; "Whether the last scrape succeeded")
_IS_STATE = re.compile(r"_is_[a-z]+$")
_FLAG_HELP = re.compile(r"^\s*(?:value is )?1 (?:if|when)\b|\b1 if\b.*\b0 (?:if|otherwise|when)\b|^\s*whether\b", re.I)


def _flag(metric: TableInfo) -> bool:
    """A gauge (or an untyped metric) that is 1 when its thing is in a state and 0 when not."""
    return metric.kind != "counter" and (
        _IS_STATE.search(metric.name) is not None or _FLAG_HELP.search(metric.description) is not None
    )


# None of a gauge's thing, said of each label value ("which queues have nobody consuming from them": no consumers)
_NONE_OF = re.compile(r"\b(?:nobody|no one|no|none|zero)\b")

# A gauge asked about by how it moves: growing or filling up (deriv, a second's change), grown by how much over a
# window (delta), or how big it will be some time from now (predict_linear).
_GROWTH = re.compile(
    r"\b(?:grow(?:s|ing|n|th)?|grew|fill(?:s|ing)?\s+up|adding|shrink(?:s|ing)?|shrank|how (?:big|large) will)\b"
)
# how far a gauge may go, not how it moves ("how big can the WAL grow")
_CAPPED = re.compile(r"\bhow (?:big|large|much) can\b|\b(?:limit|maximum|max|allowed|capacity)\b")
_FROM_NOW = re.compile(r"\b(?P<n>\d+|an?|one)\s+(?P<unit>second|minute|hour|day)s?\s+from now\b")
_NOT_MOVING = re.compile(r"(?:\bnot|n't|\bnever|\bno longer)\s+(?:\w+\s+)?(?:grow|growing|fill|filling|chang)")


def _growth(
    selector: str, by: str, lowered: str, window: int | None, span: str, notes: list[str]
) -> tuple[str, list[str]]:
    """ "Which directory is growing the fastest", "how fast is the scratch area filling up", "by how many MB did
    it grow over the last minute", "how big will it be a day from now", "which aren't growing at all"."""
    ahead = _FROM_NOW.search(lowered)
    if ahead is not None:
        n = int(ahead["n"]) if ahead["n"].isdigit() else 1
        seconds = n * dict(UNITS)[ahead["unit"]]
        return f"sum{by} (predict_linear({selector}[{span}], {seconds}))", [*notes, f"as it will be in {seconds}s"]
    if window and _TALLY.search(lowered):
        return f"sum{by} (delta({selector}[{span}]))", [*notes, "its change over the window"]
    expression, notes = _at_pace(f"sum{by} (deriv({selector}[{span}]))", notes, lowered)  # "how many GB a day"
    if _NOT_MOVING.search(lowered):  # "which directories aren't growing at all"
        return f"{expression} == 0", [*notes, "not moving"]
    return expression, [*notes, "its change a second"]


def _at_pace(expression: str, notes: list[str], lowered: str) -> tuple[str, list[str]]:
    """A second's change said per minute, hour or day ("how many requests a minute", "how many GB a day")."""
    pace = _PER_TIME.search(lowered)
    if pace is None or _PER_SECOND.search(lowered):
        return expression, notes
    return f"{expression} * {dict(UNITS)[pace['unit']]}", [
        *notes,
        f"a second's rate times the seconds in a {pace['unit']}",
    ]


# "top 5", "the three busiest", "5 highest": how many of the ranked series are asked for
_TOP_N = re.compile(
    rf"\b(?:top|bottom)\s+(\d+|{'|'.join(NUMBER_WORDS)})\b|\b(\d+|{'|'.join(NUMBER_WORDS)})\s+"
    r"(?:most|busiest|highest|biggest|largest|smallest|lowest)\b"
)


def _count_said(said: str) -> int:
    return NUMBER_WORDS[said] if said in NUMBER_WORDS else int(said)


def _number(value: float) -> str:
    """A number as PromQL reads it exactly: 1099511627776, 122.0703125."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _bound_number(said: str) -> float:
    """The number a bound says: 20, 0.5, "a quarter", "five"."""
    n = said.lower()
    return _FRACTIONS.get(n) or float(NUMBER_WORDS.get(n, 0) or n)


def _part_past_bound(lowered: str, metric: TableInfo, chosen: Link, selector: str, span: str) -> str | None:
    """ "Are more than 80% of Apache's worker threads busy": the part a value of one of its labels picks out
    (state="busy", not the job) over the whole metric, against the bound in percent (1 or 0 when asked yes or no);
    None without a bound in percent or such a part."""
    match = next((m for m in _BOUND.finditer(lowered) if m["op"] and (m["unit"] or "") in ("%", "percent")), None)
    picked = any(label not in ("job", "instance") for label, _, _ in chosen.values)
    if match is None or not picked or not re.match(r"\s*of\b", lowered[match.end() :]):
        return None
    op, value = _BOUND_OPS[match["op"].lower()], _bound_number(match["n"]) / 100
    part, whole = (
        (f"sum(rate({selector}[{span}]))", f"sum(rate({metric.name}[{span}]))")
        if _counts_up(metric)
        else (f"sum({selector})", f"sum({metric.name})")
    )
    compared = f"{op} bool" if _YES_NO.search(lowered) else op
    return f"{part} / {whole} {compared} {value:.12g}"


def _in_percent(metric: TableInfo) -> bool:
    """Whether a metric keeps a share in percent (apache_cpuload: "the current percentage CPU used"), not as a
    ratio."""
    return bool(re.search(r"percent|pct", metric.name, re.I) or re.search(r"\bpercent", metric.description, re.I))


_HOW_MUCH = re.compile(r"\bhow (?:big|large|much)\b")
# What every exporter counts of its own /metrics endpoint: about the exporter, unless the question is.
EXPORTER_OWN = ("promhttp_",)
_ABOUT_EXPORTER = re.compile(r"\b(?:exporters?|promhttp|metrics endpoint|/metrics|scrapes?|scraped|scraping)\b")
# A bound held over a whole window ("throughout the last minute", "the whole hour"): by the window's worst value.
_THROUGHOUT = re.compile(r"\b(?:throughout|the whole|the entire|all through|at all times|the full)\b")

# A bound a listing keeps its series by: "longer than a quarter of a second", "500 or above", "more than one".
_BOUND = re.compile(
    r"\b(?:(?P<op>more than|longer than|slower than|greater than|bigger than|larger than|over|above|at least|"
    r"fewer than|less than|shorter than|faster than|smaller than|below|under|at most)\s+)?"
    r"(?P<n>\d+(?:\.\d+)?|a quarter|a half|half|a tenth|" + "|".join(NUMBER_WORDS) + r")"
    r"(?:\s+of\s+an?)?(?:\s*(?P<unit>seconds?|second|minutes?|milliseconds?|ms|kib|mib|gib|kb|mb|gb|bytes?|%|percent)"
    r"(?![\w]))?"
    r"(?:\s+(?P<more>or more|or above|or over|or higher|or less|or below|or fewer|or lower))?",
    re.IGNORECASE,
)
_BOUND_OPS = {**HAVING_OPS, "longer than": ">", "slower than": ">", "greater than": ">", "bigger than": ">",
              "larger than": ">", "above": ">", "shorter than": "<", "faster than": "<", "smaller than": "<",
              "below": "<", "or above": ">=", "or higher": ">=", "or below": "<=", "or lower": "<="}  # fmt: skip
_FRACTIONS = {"a quarter": 0.25, "a half": 0.5, "half": 0.5, "a tenth": 0.1}


def _bound_counts(lowered: str, metric: TableInfo | None = None) -> bool:
    """Whether the bound counts things ("more than one target") rather than measures a value ("500 or above", or
    "more than one process" of a metric that counts processes itself: namedprocess_namegroup_num_procs)."""
    match = next((m for m in _BOUND.finditer(lowered) if m["op"] or m["more"]), None)
    if match is None or match["unit"] or match["more"]:
        return False
    following = words(lowered[match.end() :])[:1]
    if following and metric is not None and similar(following[0], _counted_noun(metric)):
        return False
    if following and metric is not None and any(similar(following[0], w) for w in words(metric.name)[1:]):
        return False  # "below 3.5 volts" of battery_volts: the metric's own unit, a measure
    return bool(following) and following[0] not in STOP


def _without_percent_bounds(lowered: str) -> str:
    """The question with its bounds given in percent ("less than 5% of a core") left out."""
    for match in reversed(list(_BOUND.finditer(lowered))):
        if (match["op"] or match["more"]) and (match["unit"] or "").lower() in ("%", "percent"):
            lowered = lowered[: match.start()] + " " + lowered[match.end() :]
    return lowered


def _bound(lowered: str, yes_no: bool = False, in_percent: bool = False) -> tuple[str, float] | None:
    """The comparison a "which … more than N" (or a yes/no) question keeps series by, in the metric's base unit
    (seconds; a share as a ratio unless the metric keeps it ``in_percent``)."""
    if not yes_no and not re.search(r"\b(?:which|what|list)\b", lowered):
        return None
    for match in _BOUND.finditer(lowered):
        op = match["op"] or match["more"]
        if not op:
            continue
        value = _bound_number(match["n"])
        unit = (match["unit"] or "").lower()
        unit = unit if unit in _BOUND_UNITS else unit.removesuffix("s")  # seconds, bytes: as _BOUND_UNITS has them
        if unit in ("%", "percent") and not in_percent:  # Prometheus keeps shares as ratios: "5% of a core" is
            value /= 100  # 0.05 of one
        else:
            value *= _BOUND_UNITS.get(unit, (60, "") if unit.startswith("minute") else (1, ""))[0]
        return _BOUND_OPS[op.lower()], value
    return None


_PERCENT = re.compile(r"\b(?:percent(?:age)?|share|proportion|fraction|ratio|%)", re.IGNORECASE)

# Words that rank label values ("which backend is the slowest"), rather than list them.
_RANKED = re.compile(
    r"\b(?:most|least|fewest|highest|lowest|top|bottom|slowest|fastest|busiest|biggest|largest|smallest|worst|best|"
    r"longest|shortest|quickest|warmest|hottest|coldest|coolest|strongest|weakest)\b"
)
# A gauge ranked by its groups' extreme: "which service's probe takes the longest" is the longest of its probes.
_GREATEST = re.compile(r"\b(?:longest|slowest|biggest|largest|highest|heaviest|worst|warmest|hottest|strongest)\b")
_LEAST = re.compile(r"\b(?:shortest|fastest|quickest|smallest|lowest|lightest|least|fewest|coldest|coolest|weakest)\b")
_NOW = re.compile(r"\b(?:currently|right now|at the moment|now|lately|recently|these days|keeps?)\b")
# a present progressive ("which methods are clients sending", "what kinds of misses are we seeing"): going on now
_DOING = re.compile(r"\b(?:is|are)\s+(?:[\w']+\s+){0,3}?\w{2,}ing\b")
_PHRASAL_UP = re.compile(
    r"\b(?:takes?|taking|took|adds?|added|adding|sets?|setting|signs?|signed|picks?|picked|backs?|backed|shows?|"
    r"showed|makes?|made|uses?|used|using|keeps?|kept|builds?|built|speeds?|sped|ends?|ended|fills?|filled|filling|"
    r"eats?|ate|piles?|piled|racks?|racked)\s+up\b|\bup to\b",
    re.IGNORECASE,
)
# A verb and its particle that say in one word what they mean: a process that came up started, one shut down
# stopped (neither is a target's health, up or down).
PHRASAL_VERBS = (
    (re.compile(r"\b(?:came|come|comes|coming|started|starts|start|starting|booted|boots|boot|spun|spins)\s+up\b",
                re.I), "started"),
    (re.compile(r"\b(?:shut|shuts|shutting)\s+down\b", re.I), "stopped"),
)  # fmt: skip
_BROKEN_DOWN = re.compile(r"\b(?:broken down|break(?:s|ing)?\b(?:\s+\w+){0,4}\s+down(?:\s+into|\s+by)?)\b")
# "under a second", "smaller than 1 MB": a bound a histogram's buckets may have.
_UNDER = re.compile(
    r"\b(?:under|below|less than|smaller than|faster than|within|at most|no more than)\s+"
    r"(?P<n>an?|one|\d+(?:\.\d+)?)\s*"
    r"(?P<unit>ms|milliseconds?|seconds?|s|minutes?|bytes?|kb|kib|mb|mib|gb|gib)\b",
    re.IGNORECASE,
)
_BOUND_UNITS = {"ms": (0.001, "seconds"), "millisecond": (0.001, "seconds"), "second": (1, "seconds"),
                "s": (1, "seconds"), "minute": (60, "seconds"),
                **{unit: (STORAGE_UNITS[unit], "bytes") for unit in ("byte", "kb", "kib", "mb", "mib", "gb", "gib")},
                }  # fmt: skip


def _share_under(question: str, links: list[Link], schema: SourceSchema) -> tuple[str, list[str]] | None:
    """ "What percentage of requests completed in under a second": of a histogram in that unit, the bucket at the
    bound over the count. None when no histogram has a bucket at exactly that bound."""
    match = _UNDER.search(question)
    if match is None:
        return None
    unit = match["unit"].lower()
    size, measured = _BOUND_UNITS.get(unit) or _BOUND_UNITS[unit.removesuffix("s")]
    bound = size * (1.0 if match["n"].lower() in ("a", "an", "one") else float(match["n"]))
    window = _range(window_of(question) or _rate_seconds(schema))
    for found in links:
        base = re.sub(r"_(?:bucket|sum|count|total)$", "", found.table.name)
        bucket, count = schema.table(f"{base}_bucket"), schema.table(f"{base}_count")
        if bucket is None or count is None or not base.endswith(f"_{measured}"):
            continue
        edges = next((c.samples for c in bucket.columns if c.name == "le"), [])
        edge = next((e for e in edges if abs((_as_number(e) or 0.0) - bound) < 1e-9 * bound), None)
        if edge is None:
            continue
        within = _selector(bucket, found).removesuffix("}")
        within = f'{within},le="{edge}"}}' if within.endswith('"') else f'{bucket.name}{{le="{edge}"}}'
        share = f"sum(rate({within}[{window}])) / sum(rate({_selector(count, found)}[{window}]))"
        notes = [f"{bucket.name} (histogram)", f"the share at or under le={edge}"]
        return (f"100 * {share}" if _HUNDREDS.search(question) else share), notes
    return None


_MEAN = re.compile(r"\b(?:average|mean|avg|typical)\b", re.IGNORECASE)
_TAKES = re.compile(r"\b(?:take|takes|took|taken|taking)\b")
_DID = re.compile(r"\bdid\b")  # what happened, not what happens ("how long did it take", "does it take")


def _all_observed(lowered: str, window: int | None) -> bool:
    """Whether a distribution is asked of every observation so far, not of its recent rate: what did happen, or
    happened since the start, with no window said."""
    return bool(_DID.search(lowered) or _SINCE_START.search(lowered)) and not window


def _mean_of_distribution(
    metric: TableInfo, selector: str, schema: SourceSchema, lowered: str, window: int | None, each: list[str]
) -> str | None:
    """The mean of a histogram or summary (its ``_sum`` rate over its ``_count`` rate, with the question's label
    matchers) when the question asks for an average, not a percentile, of one of its series, or how long one
    takes ("how long does a request take"). What one did take is over every observation so far ("how many seconds
    did the hub take to start up"): its sum over its count as they stand."""
    took = _TIME_ASKED.search(lowered) and _TAKES.search(lowered)
    if not (_MEAN.search(lowered) or took) or _QUANTILE.search(lowered):
        return None
    base = re.sub(r"_(?:bucket|sum|count)$", "", metric.name)
    if base == metric.name or schema.table(f"{base}_sum") is None or schema.table(f"{base}_count") is None:
        return None
    matchers, rate = selector.removeprefix(metric.name), f"[{_range(window or _rate_seconds(schema))}]"
    by = f" by ({', '.join(each)}) " if each else ""
    if _all_observed(lowered, window):
        return f"sum{by}({base}_sum{matchers}) / sum{by}({base}_count{matchers})"
    return f"sum{by}(rate({base}_sum{matchers}{rate})) / sum{by}(rate({base}_count{matchers}{rate}))"


# What an average per event asks of: time (a counter of milliseconds or seconds) or size (of bytes).
_AMOUNTS_SAID = (
    (re.compile(r"\b(?:how long|milliseconds?|ms|seconds?|take|takes|duration)\b"),
     re.compile(r"(?:^|_)(?:ms|milliseconds|seconds|duration)(?:_|$)")),
    (re.compile(r"\b(?:size|big|large|bytes?|kb|kilobytes?|mb|megabytes?)\b"),
     re.compile(r"(?:^|_)(?:bytes|kilobytes|octets)(?:_|$)")),
)  # fmt: skip
_DISTRIBUTION_PARTS = ("_sum", "_count", "_bucket")
PER_EVENT_WORDS = frozenset({"duration", "elapsed", "latency", "sent", "received", "response", "request", "body"})
_UNIT_WORDS = frozenset({"ms", "milliseconds", "seconds", "bytes", "kilobytes", "octets", "total"})


def _mean_per_event(lowered: str, links: list[Link], schema: SourceSchema, span: str) -> tuple[str, list[str]] | None:
    """ "On average, how many milliseconds does Apache take to serve a request": the counter of the events the
    question names (apache_accesses_total) under the counter of its family (apache_) that counts the amount asked
    (apache_duration_ms_total); None unless an average of a time or a size is asked and both are there."""
    if not _MEAN.search(lowered) or _QUANTILE.search(lowered):
        return None
    units = [unit for said, unit in _AMOUNTS_SAID if said.search(lowered)]
    counters = [t for t in schema.tables if _counts_up(t) and not t.name.endswith(_DISTRIBUTION_PARTS)]
    asked = set(words(lowered)) | PER_EVENT_WORDS
    for found in links:
        event, family = found.table, found.table.name.split("_")[0]
        if event not in counters or any(u.search(event.name) for _, u in _AMOUNTS_SAID) or not found.matched - {family}:
            continue
        amounts = [t for u in units for t in counters if t.name.split("_")[0] == family and u.search(t.name)]
        # of several, the one whose other words are the amount's own (duration) or the question's, not another
        # thing's (the CPU time Apache spends is no time a request takes)
        amount = max(amounts, key=lambda t: -len(set(words(t.name)[1:]) - asked - _UNIT_WORDS), default=None)
        if amount is not None:  # with the values the question names ("leaving out the loopback interface")
            these, those = _selector(amount, found), _selector(event, found)
            notes = [f"{amount.name} (counter)", f"per {event.name}"]
            if _SINCE_START.search(lowered) and not window_of(lowered):  # "since boot": the counters as they stand
                return f"sum({these}) / sum({those})", notes
            return f"sum(rate({these}[{span}])) / sum(rate({those}[{span}]))", notes
    return None


def _as_number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


# A fraction or a share runs from 0 to 1; a percentage from 0 to 100.
_HUNDREDS = re.compile(r"\bpercent(?:age)?\b|%", re.IGNORECASE)
_SINCE_START = re.compile(
    r"\bsince (?:the \w+ |they |it |we )?(?:boot|booted|start|started|began|restarted)|\bso far\b|\bever\b|"
    r"\bhow many times (?:has|have)\b",  # "how many times has the child process been started": all so far
    re.I,
)
# A pace said ("per hour", "at the current rate"): the counter's rate, never its count so far.
_PACE_SAID = re.compile(r"\b(?:per|a|an|each)\s+(?:second|minute|hour|day)\b|\brate\b", re.I)
# "How many resolved alerts has Alertmanager received", "how many leases have expired", "how many have been granted",
# "have any proposals failed": all so far, as the counter stands.
_HAS_DONE = re.compile(
    r"\bhow many (?:[\w-]+ ){1,3}(?:has|have) (?:been )?(?:[\w-]+ ){0,3}?(?:\w+ed|sent|made|seen|done|got|had)\b"
    r"|^\s*(?:has|have) any (?:[\w-]+ ){1,3}?\w+ed\b",
    re.I,
)
# The member of a family that is the whole, for shares ("MemAvailable" of "MemTotal").
_WHOLE = ("Total", "total", "Size", "size", "Limit", "limit", "Max", "max", "capacity", "Capacity")
# Sizes asked in kilobytes, megabytes or gigabytes are read in powers of 1024, as operators (and free, top, the
# kernel) count memory and data; rates of bits in powers of 1000, as networks count them.
_BYTE_UNITS = (("tib", 2**40), ("tb", 2**40), ("gib", 2**30), ("gb", 2**30), ("mib", 2**20), ("mb", 2**20),
               ("kib", 2**10), ("kb", 2**10), ("tebibytes", 2**40), ("terabytes", 2**40), ("gibibytes", 2**30),
               ("gigabytes", 2**30), ("mebibytes", 2**20), ("megabytes", 2**20), ("kibibytes", 2**10),
               ("kilobytes", 2**10), ("gbps", 10**9 / 8), ("gigabits", 10**9 / 8), ("mbps", 10**6 / 8),
               ("megabits", 10**6 / 8), ("kbps", 10**3 / 8), ("kilobits", 10**3 / 8))  # fmt: skip
# What a metric's name says its amounts are kept in, in bytes (Apache's kilobytes are kibibytes).
_HELD_BYTES = (("_bytes", 1, ()), ("_size", 1, ()), ("_kilobytes", 1024, ("kb", "kib", "kilobytes", "kibibytes")),
               ("_kbytes", 1024, ("kb", "kib", "kilobytes", "kibibytes")))  # fmt: skip
# A count asked for in larger numbers: "how many interrupts since boot, in millions".
# A time kept in seconds asked for in another unit: its name, how the question says it, seconds in one.
_TIME_UNITS = tuple(
    (unit, rf"\b(?:in|how many|as)\s+{said}\b|\b{said}\s+(?:apart|long|old|ago)\b", size)
    for unit, said, size in (("ms", "(?:ms|milliseconds)", 0.001), ("seconds", "seconds", 1),
                             ("minutes", "minutes", 60), ("hours", "hours", 3600), ("days", "days", 86400))
)  # fmt: skip
# The units a metric keeps a time in, by the end of its name, in seconds.
_HELD_TIMES = (("_seconds", 1), ("_ms", 0.001), ("_milliseconds", 0.001), ("_msec", 0.001), ("_us", 1e-6),
               ("_microseconds", 1e-6), ("_usec", 1e-6))  # fmt: skip
_COUNT_UNITS = (("millions", 10**6), ("million", 10**6), ("thousands", 10**3), ("thousand", 10**3),
                ("billions", 10**9), ("billion", 10**9))  # fmt: skip
# What asks a counter's increase over a window, not its pace: "how many requests", "how much water … in the last
# minute".
_TALLY = re.compile(r"\b(?:how (?:many|much)|number of|total|count|increase)\b")
# A counter's pace asked per a span of time longer than a second ("requests a minute", "per hour", "in a day").
_PER_TIME = re.compile(r"\b(?:an?|per|each|every|in an?|in one)\s+(?P<unit>minute|hour|day)\b")
# Prometheus's own label words for everyday ones (the exporters' conventions, not any one estate's).
LABEL_WORDS = {"interface": ("device",), "disk": ("device",), "core": ("cpu",), "cores": ("cpu",),
               "filesystem": ("mountpoint", "fstype"), "host": ("instance",), "target": ("instance",),
               "endpoint": ("handler", "path"), "route": ("handler", "path"),
               "page": ("view", "path", "handler", "route", "endpoint"), "kind": ("type", "class", "category"),
               "database": ("datname", "db", "schema"), "command": ("cmd",), "error": ("err",),
               "account": ("user", "username"),
               # what exporters call a running program: the process exporter's groupname, a container, a unit
               "service": ("groupname", "app", "application", "container", "unit"),
               "process": ("groupname", "comm"), "program": ("groupname", "comm"),
               "thread": ("threadname",)}  # fmt: skip


# "which Redis database holds …": a noun (its last letter may be an s) followed by a verb in the singular
_ONE_VERB = re.compile(
    r"\bwhich\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:is|was|has|holds|does|uses|gets|takes|runs|returns|sends|handles|"
    r"shows|reports|serves|needs|stores|keeps)\b"
)


def _counts_up(metric: TableInfo) -> bool:
    """A counter: so typed, or named so where the exporter declares no type. A gauge keeps its type whatever its
    name (the process exporter's ``namedprocess_namegroup_thread_count`` is a gauge)."""
    return metric.kind == "counter" or (metric.kind != "gauge" and metric.name.endswith(("_total", "_count", "_sum")))


def _counts_events(metric: TableInfo) -> bool:
    """A counter of events (requests, hits, evictions), not of an amount of time or bytes: named with ``_total``,
    or, as the PowerDNS Recursor's are, after the events in the plural (policy_hits; not BIND's zone_serial)."""
    parts = metric.name.split("_")
    plural = len(parts[-1]) > 3 and parts[-1].endswith("s") and not parts[-1].endswith("ss")
    return (
        _counts_up(metric) and (parts[-1] == "total" or plural)
        and not set(parts) & (_UNIT_WORDS - {"total"} | {"msec", "usec"})
    )  # fmt: skip


# A pace asked ("tickets per second", "jobs a minute", "at the current pace") and what names a gauge that holds one
# already (a load, a ratio, bytes per second): a pace over any other gauge is the pace it grows at.
_PER_SECOND = re.compile(r"\bper (?:second|sec)\b|/s\b|\ba second\b")
_PACE_ASKED = re.compile(rf"{_PER_SECOND.pattern}|\bpace\b")
_SPAN_SAID = re.compile(r"\b(?:of|half)\s+an?\s+(?:second|minute|hour|day)\b")
_HOLDS_A_PACE = frozenset({"per", "rate", "ratio", "load", "avg", "average", "percent", "speed", "bps", "throughput",
                           "info"})  # fmt: skip


def _paced_gauge(metric: TableInfo, lowered: str) -> bool:
    """A gauge asked at a pace that holds no pace itself: a count that only grows, kept as a gauge (the SQL
    exporter's row counts, a table's rows inserted so far), read like a counter; so is a metric its exporter
    declares no type of (Kamailio's kamailio_core_rcv_requests_options)."""
    spanned = _SPAN_SAID.sub(" ", lowered)  # "a quarter of a second", "half an hour": a span, no pace
    asked = bool(_PACE_ASKED.search(spanned) or _PER_TIME.search(spanned))
    return metric.kind in UNCOUNTED_KINDS and asked and not _HOLDS_A_PACE & set(words(metric.name))


UNCOUNTED_KINDS = frozenset({"gauge", "untyped", "unknown", ""})  # kinds that may hold a count that only grows


# A label value that stands for every series of its label (the SQL exporter's col="total" beside col="offline").
WHOLE_VALUES = frozenset({"total", "all", "any"})
# The labels Prometheus gives every target's series: they say where a series comes from, not which part it is.
TARGET_LABELS = frozenset({"job", "instance"})
# A share of a limit, not of a population: the limit is another metric ("its file descriptor limit").
_OF_A_LIMIT = re.compile(r"\b(?:limit|capacity|maximum|max|allowed|quota)\b")


def _whole_of_part(metric: TableInfo, chosen: Link, grouped: set[str], lowered: str) -> str | None:
    """The whole a share of ``metric`` is taken of: its selector without the label value said last, which picks
    the part ("tickets bought in the app": not channel="app"; other values said still bound the whole), or with that
    label's value for the whole where it has one (col="total"); None when no value picks a part."""
    picked = [v for v in chosen.values if v[2] in ("=", "=~")
              and v[0] not in grouped | TARGET_LABELS and _picks(metric, v[0], v[1])]  # fmt: skip
    if not picked or _OF_A_LIMIT.search(lowered):
        return None
    # a value said in other words ("end in a 5xx": code=~"5..") counts as said last: the part
    label = max(picked, key=lambda v: p if (p := _spaced_position(lowered, v[1])) >= 0 else len(lowered))[0]
    column = metric.column(label)
    whole = next((v for v in column.samples if v.lower() in WHOLE_VALUES), None) if column is not None else None
    rest = [v for v in chosen.values if v[0] != label] + ([(label, whole, "=")] if whole is not None else [])
    return _selector(metric, Link(chosen.table, values=rest), grouped)


def _spaced_position(lowered: str, value: str) -> int:
    """Where the question says a label value, spaced as words (day_pass as "day pass"); -1 when it does not."""
    return f" {' '.join(words(lowered))} ".find(f" {' '.join(words(value.lower()))} ")


def _picks(metric: TableInfo, label: str, value: str) -> bool:
    """Whether a label value the question names picks series of ``metric``: a label it has, and a value that does
    more than repeat the metric's own name, unless that value tells its series apart (the SQL exporter's
    col="tickets" beside col="revenue_cents"; a target's job or instance never does: Prometheus's metrics "from
    Prometheus" are not filtered on job, nor "memory per process" on job="process")."""
    column = metric.column(label)
    telling = column is not None and len(column.samples) > 1 and label not in TARGET_LABELS
    return column is not None and (telling or not set(words(value)) <= set(words(metric.name)))


def _selector(metric: TableInfo, chosen: Link, grouped: Collection[str] = ()) -> str:
    """The metric with the label values the question names: one matcher per label, none on a label ``grouped``,
    and none for a value that only repeats the metric's own name (Prometheus's metrics "from Prometheus" are not
    filtered on job)."""
    matchers: dict[str, str] = {}
    for column, value, op in chosen.values:
        if column in grouped and op == "=":  # "which kind …, leaving dry_run aside" keeps its kind!="dry_run"
            continue
        if _picks(metric, column, value) and column not in matchers:
            matchers[column] = f'{column}{op}"{value}"'
    return f"{metric.name}{{{','.join(matchers.values())}}}" if matchers else metric.name


def _by_kind(question: str, links: list[Link]) -> Link:
    """The best metric, preferring a histogram for latency and percentile questions and a counter for "how many
    times"."""
    wanted = None
    quantile = _QUANTILE.search(question)
    if quantile or re.search(r"\b(?:latency|duration)\b", question, re.IGNORECASE):
        wanted = ("histogram",)
    elif re.search(r"\b(?:how many times|how often|per second|rate)\b", question, re.IGNORECASE):
        wanted = ("counter",)
    if wanted:
        top = links[0]
        for found in links[:10]:
            metric = found.table
            kind = "histogram" if metric.name.endswith("_bucket") else "counter" if _counts_up(metric) else metric.kind
            # a percentile only a distribution has: the histogram of the same thing, though a moment's gauge says
            # "time" too ("the median delivery time": not mail_last_deliver_time, when the last mail came)
            same_thing = bool(quantile) and top.matched - {"time"} <= found.matched
            if kind in wanted and (found.score >= top.score - 4 or same_thing):
                return found
    return links[0]


def _whole_of(metric: TableInfo, schema: SourceSchema) -> TableInfo | None:
    parts = [p for part in metric.name.split("_") for p in (part, *re.findall(r"[A-Z][a-z]+", part)[1:])]
    for part in parts:
        for whole in _WHOLE:
            if part and part != whole:
                candidate = schema.table(metric.name.replace(part, whole, 1))
                if candidate is not None and candidate.name != metric.name and whole.lower() in candidate.name.lower():
                    return candidate
    return None


# The two outcomes of one attempt, as counters name them: a share of one is of both ("the cache hit ratio").
OUTCOMES = (("hit", "miss"), ("hits", "misses"), ("success", "failure"), ("success", "failures"),
            ("succeeded", "failed"), ("accepted", "rejected"), ("allowed", "denied"))  # fmt: skip
FAILED_OUTCOMES = frozenset(pair[1] for pair in OUTCOMES) | {"fail", "failing", "error", "errors", "refused", "bad"}


def _as_succeeded(lowered: str, links: list[Link], schema: SourceSchema) -> list[Link]:
    """An act asked about plainly ("which accounts have logged in") is the one that succeeded: a counter of its
    failures gives way to the counter of its successes beside it, unless a failure is said."""
    said = words(lowered)
    if any(similar(w, failed) for w in said for failed in FAILED_OUTCOMES):
        return links
    linked = {found.table.name for found in links}

    def failed(found: Link) -> bool:
        other = _other_outcome(found.table, schema) if found.table.kind == "counter" else None
        parts = set(found.table.name.split("_"))
        return other is not None and other.name in linked and bool(parts & FAILED_OUTCOMES)

    return [found for found in links if not failed(found)] or links


def _other_outcome(metric: TableInfo, schema: SourceSchema) -> TableInfo | None:
    """The counter of the other outcome beside ``metric`` (varnish_main_cache_miss beside …_cache_hit)."""
    parts = metric.name.split("_")
    for i, part in enumerate(parts):
        for pair in OUTCOMES:
            if part in pair:
                other = schema.table("_".join([*parts[:i], pair[1 - pair.index(part)], *parts[i + 1 :]]))
                if other is not None and other.kind == "counter":
                    return other
    return None


def _counted_whole(metric: TableInfo, schema: SourceSchema, lowered: str) -> TableInfo | None:
    """The counter "a share of <noun>" names as the whole of a counter ``metric`` ("what share of requests are
    cache misses": varnish_main_client_req), of the counters named so the nearest ``metric`` in its name's
    family; none when the noun names no other counter."""
    of = _PART_OF.search(lowered)
    if of is None:
        return None
    parts = metric.name.split("_")

    def shared(name: str) -> int:
        return next((i for i, (a, b) in enumerate(zip(parts, name.split("_"), strict=False)) if a != b), len(parts))

    named = [
        t for t in schema.tables
        if t.kind == "counter" and t.name != metric.name and shared(t.name) > 0
        and similar(of["noun"], t.name.removesuffix("_total").rpartition("_")[2])
    ]  # fmt: skip
    return max(named, key=lambda t: (shared(t.name), -len(t.name.split("_")))) if named else None


_PART_OF = re.compile(r"\b(?:percent(?:age)?|share|proportion|fraction|%)\s+of\s+(?:the\s+|all\s+)?(?P<noun>[a-z]+)")


def _siblings(metric: TableInfo, schema: SourceSchema, lowered: str) -> list[str]:
    """The gauges that share every word of a gauge ``metric``'s name but its last, and its labels: the other parts of
    a whole no metric totals (etl_rows_loaded beside etl_rows_rejected), when the question names that whole by the
    family's last word ("of the rows"); none otherwise."""
    family, _, own = metric.name.rpartition("_")
    of = _PART_OF.search(lowered)
    if metric.kind != "gauge" or not family or own in _WHOLE or of is None:
        return []
    if not similar(of["noun"], family.rpartition("_")[2]):
        return []
    labels = {c.name for c in metric.columns}
    return [
        t.name for t in schema.tables
        if t.name != metric.name and t.kind == "gauge" and t.name.rpartition("_")[0] == family
        and "_" not in t.name[len(family) + 1 :] and {c.name for c in t.columns} == labels
    ]  # fmt: skip


# A question asking for a length of time prefers, by this much, a metric kept in seconds
# (pg_settings_deadlock_timeout_seconds over pg_locks_count for "how long does it wait on a lock").
_TIME_ASKED = re.compile(
    r"\bhow long\b|\bin (?:seconds|minutes|hours|ms|milliseconds)\b|\bhow many (?:seconds|minutes|hours)\b|"
    r"\b(?:longer|shorter|more|less) than (?:\S+ ){1,2}(?:seconds?|minutes?|hours?|ms|milliseconds?)\b|"
    r"\b(?:seconds|minutes|hours) apart\b|\b(?:slow|fast|quick)(?:est|er)\b"
)
TIME_UNIT_BONUS = 4.0


# Base units that are no time: a metric in one of them cannot say how long something took.
_OTHER_UNIT = re.compile(r"_(?:bytes|ratio|percent|celsius|volts|watts|joules|hertz|meters|grams)(?:_total)?$")


def _time_fit(metric: TableInfo) -> float:
    """How well ``metric`` answers a question asked in a unit of time: a span kept in a unit of time, else nothing
    said, else another unit (bytes for "how many minutes did the backup take")."""
    return TIME_UNIT_BONUS if _in_time_unit(metric) else -TIME_UNIT_BONUS if _OTHER_UNIT.search(metric.name) else 0.0


def _in_time_unit(metric: TableInfo) -> bool:
    """A span of time in seconds or another unit of time (call_setup_ms; not a moment in Unix seconds:
    push_time_seconds)."""
    base = re.sub(r"_(?:total|bucket|sum|count)$", "", metric.name)
    base = re.sub(r"_by_[a-z_]+$", "", base)  # what it is broken down by follows the unit (…_seconds_by_view_method)
    return base.endswith(tuple(suffix for suffix, _ in _HELD_TIMES)) and not _INSTANT.search(metric.name)


_USING = re.compile(r"\b(?:us(?:e|es|ed|ing)|usage|in use|taken|occupied|consum(?:e|es|ed|ing))\b")
_USED = ("used", "Used", "usage", "Usage")


def _used_of(whole: TableInfo, schema: SourceSchema) -> TableInfo | None:
    """The part in use of a limit, total or size (redis_memory_max_bytes → redis_memory_used_bytes)."""
    for limit in _WHOLE:
        if limit in whole.name.split("_"):
            for used in _USED:
                candidate = schema.table(whole.name.replace(limit, used, 1))
                if candidate is not None and candidate.name != whole.name:
                    return candidate
    return None


def _unit_scale(metric: TableInfo, lowered: str) -> tuple[str, float] | None:
    """A bytes or seconds metric asked for in other units: the divisor."""
    name = metric.name.removesuffix("_total")  # a counter of bytes is in bytes too
    held = next(((size, said) for suffix, size, said in _HELD_BYTES if name.endswith(suffix)), None)
    if held is not None:  # (a size with no unit in its name is counted in bytes) asked in the unit it is kept in,
        for unit, size in _BYTE_UNITS:  # as it is; in another, divided
            if re.search(rf"\b{unit}\b", lowered):
                return None if unit in held[1] else (unit, size / held[0])
    base = re.sub(r"_(?:bucket|sum|count)$", "", name)
    held_time = next((size for suffix, size in _HELD_TIMES if base.endswith(suffix)), None)
    if held_time is not None:  # a time asked in another unit than it is kept in (call_setup_ms "in seconds")
        asked = next((unit for unit in _TIME_UNITS if re.search(unit[1], lowered)), None)
        if asked is not None and asked[2] != held_time:
            return asked[0], round(asked[2] / held_time, 9)  # 1000, not 1000.0000000000001
    # "in millions", "how many million requests"
    return next(
        ((unit, size) for unit, size in _COUNT_UNITS if re.search(rf"\bin {unit}\b|\bhow many {unit}\b", lowered)),
        None,
    )


def _asked_label(question: str, links: list[Link]) -> tuple[Link, str] | None:
    """ "Which jobs …", "how many CPU cores …": a label the question asks about, on the best metric that has it."""
    asking = re.finditer(r"\b(which|what|how many|number of)\s+((?:[a-z][\w-]*\s*){1,3})", question.lower())
    # The head noun of each phrase first: "which CPU modes" asks for modes; the phrase ends at its verb ("which
    # databases have tables" asks for databases).
    phrases = [(m[1] in ("which", "what"), _before_verb(words(m[2]))) for m in asking]
    nouns = [(w, which) for which, phrase in phrases for w in reversed(phrase) if w not in STOP]
    # and the initials of a phrase, as a label may be named ("which multi-processing module": mpm)
    nouns += [("".join(w[0] for w in phrase), which) for which, phrase in phrases if len(phrase) >= 3]
    counts = _counted_noun(links[0].table) if links else ""
    # "how many keys are stored" over redis_db_keys: the best metric counts them; no label's values are counted
    # ("how many collectors" over node_scrape_collector_duration_seconds still counts its collector label)
    nouns = [(noun, which) for noun, which in nouns if which or not (counts and similar(noun, counts))]
    said = {stem(w) for w in words(question.lower())}
    if nouns and links and _value_of_named(links, nouns):
        return None  # "what status code is the status page answering": the named metric's value for that page
    found_labels: list[tuple[int, Link, str]] = []
    # the best metrics first; an info metric far down the list still answers "which eviction policy" when one
    # of its labels is called so (maxmemory_policy)
    for found in links[:12]:
        own = {stem(w) for w in words(found.table.name)}
        for noun, which in nouns:
            for column in found.table.columns:
                # A label's everyday name, unless a count's noun names the metric itself ("how many targets" of
                # …_discovered_targets asks for its value, not for its instance label; "which databases" of
                # pg_stat_database_… still asks for its datname label); the noun may be one word of the label's
                # name (maxmemory_policy for "which eviction policy").
                meant = () if stem(noun) in own and not which else _label_words(noun)
                names = (noun, *meant)
                parts = [w for w in words(column.name) if stem(w) not in own] or [column.name]
                if column.name not in ("le", "quantile", "__name__") and (
                    any(similar(n, part) for n in names for part in parts) or _names_label(noun, column.name)
                ):
                    # of several, the label whose name the question says more of (redis_version for "which
                    # version of Redis", over the exporter's own version), on the metric that holds more of the
                    # values it names (handler="/metrics")
                    named = len(said & {stem(w) for w in words(column.name)})
                    held = sum(1 for label, _, _ in found.values if label not in ("job", "instance"))
                    found_labels.append((named + held, found, column.name))
                    break
            if found_labels:
                break
    if not found_labels:
        # an info metric further down, else the best metric of any that has a label called so ("which HTTP methods
        # are clients sending": the one metric with a method label, though the question names no other word of it)
        asked = {stem(noun) for noun, which in nouns if which}
        # (not away from a best metric whose values the question names: "apart from NOERROR, which codes")
        valued = bool(links) and any(label not in ("job", "instance") for label, _, _ in links[0].values)
        head = next((stem(noun) for noun, which in nouns if which and not valued), "")
        # "how many CPU cores", the metrics named by "core" holding no cpu label: a label counted by its everyday name
        counted = next((noun for noun, which in nouns if not which), "")
        if SERVER_WORDS & asked and links and links[0].table.column("instance") is not None:
            return links[0], "instance"  # "which name server answers the most", no label naming servers: each target
        further = next(
            ((found, column.name) for found in links[12:] for column in found.table.columns
             if column.name not in NOT_TELLING and (
                 asked & {stem(w) for w in words(column.name)} if found.table.name.endswith("_info")
                 else stem(column.name.lower()) == head or column.name in _label_words(counted))),
            None,
        )  # fmt: skip
        # "which scanner handles the most mail": a noun no label is called by, ranking or counting what several
        # targets report, asks which target ("which of the processes" names what is asked apart)
        instance = links[0].table.column("instance") if links else None
        apart = re.search(r"\bwhich\s+(?!of\b)[a-z]+", question.lower()) is not None
        ranking = bool(links) and (_RANKED.search(question.lower()) is not None or links[0].table.kind == "counter")
        if further is None and apart and ranking and instance is not None and len(instance.samples) > 1:
            return links[0], "instance"
        return further
    best = max(score for score, _, _ in found_labels)
    return next((found, label) for score, found, label in found_labels if score == best)


# The things a question counts: "how many queries", "queries a second", "the most queries"
_THINGS_COUNTED = re.compile(
    rf"{_COUNTED_NOUN.pattern}|\bmost\s+(?P<most>[a-z]+s)\b|\b(?P<paced>[a-z]+s)\s+(?:a|per|each)\s+second\b"
)


# What a metric's name ends in when it measures an amount (of time, of data), not a number of things
MEASURED_UNITS = frozenset({"second", "millisecond", "microsecond", "nanosecond", "byte", "bit", "octet"})


_SERIES_SUFFIXES = frozenset({"total", *(part.lstrip("_") for part in _DISTRIBUTION_PARTS)})  # what kind of series


def _unsaid(metric: TableInfo, lowered: str) -> int:
    """How many words of a metric's name the question does not say, leaving out the suffixes that say what kind of
    series it is and the units it is measured in."""
    said = {stem(w) for w in words(lowered)}
    spoken = tuple(words(lowered))
    kept = [w for w in words(metric.name) if w not in _SERIES_SUFFIXES and stem(w) not in MEASURED_UNITS]
    # a part run together from words said (clientanswers: "answers … to clients") is said
    return sum(not any(similar(stem(w), q) for q in said) and abbreviated(w, spoken) < 2 for w in kept)


def _counting(lowered: str, links: list[Link], asked_label: tuple[Link, str] | None = None) -> Link | None:
    """ "How many queries a second is PgBouncer passing": of the metrics close to the best, the one that counts the
    things counted (pgbouncer_requests_total, a query being a request), not one that only names them
    (pgbouncer_query_microseconds_total counts microseconds), with the label asked for when one is (the best then
    being the metric it was found on); None when the best counts something or no other counts them.
    A distribution's _count counts what it timed (jupyterhub_request_duration_seconds_count: requests); another
    metric is taken for it only when it says more of the question (bind_resolver_queries_total). Never one that
    loses the label values the question picks, nor the monitoring's own (the requests Prometheus serves) for the
    monitored's."""
    said = _THINGS_COUNTED.search(lowered)
    if said is None or not links or _QUANTILE.search(lowered):
        return None
    things = expanded({stem(said["noun"] or said["most"] or said["paced"])}) - {"time"}  # "how many times"
    best, label = asked_label if asked_label is not None else (links[0], None)
    counted = _counted_noun(best.table)
    if counted not in MEASURED_UNITS or counted in things:
        return None  # the best counts something (keys_expiring, maxclients) or the very amount asked (bytes)
    top, picked = best.score, {v[0] for v in best.values}
    observed = _unsaid(best.table, lowered) if best.table.name.endswith("_count") else None
    own = best.table.name.startswith(MONITOR_OWN)
    return next(
        (found for found in links[:10] if found is not best and found.score >= top - 4
         and _counted_noun(found.table) in things
         and (label is None or found.table.column(label) is not None)
         and all(found.table.column(p) is not None for p in picked)
         and (own or not found.table.name.startswith(MONITOR_OWN))
         and (observed is None or _unsaid(found.table, lowered) < observed)),
        None,
    )  # fmt: skip


def _quantiled(question: str, asked_label: tuple[Link, str] | None, links: list[Link]) -> tuple[Link, str] | None:
    """ "How many lanes have a median scan time above two seconds": a label asked of a percentile is asked of the
    histogram that has it, not of the best-named metric."""
    if asked_label is None or not _QUANTILE.search(question):
        return asked_label
    found = _by_kind(question, links)
    held = found.table.name.endswith("_bucket") and found.table.column(asked_label[1]) is not None
    return (found, asked_label[1]) if held else asked_label


_KINDS_OF = re.compile(r"\b(?:kinds?|types?|sorts?)\s+of\s+(?:\w+\s+){0,2}?(?P<noun>\w+s)\b")


def _kinds_asked(lowered: str, links: list[Link]) -> tuple[Link, str] | None:
    """ "What kinds of cache misses are we seeing": of the metrics that count misses, the first whose label tells
    kinds of them apart, and that label; None when the question asks for no kinds or no such metric is linked."""
    kinds = _KINDS_OF.search(lowered)
    if kinds is None:
        return None
    counted = stem(kinds["noun"])
    for found in links[:10]:
        told = _telling_label(lowered, found.table) if _counted_noun(found.table) == counted else []
        if told:
            return found, told[0]
    return None


def _groups(question: str, lowered: str, metric: TableInfo, asked_label: tuple[Link, str] | None) -> list[str]:
    """The labels a question groups by: those it says "by" or "per", else the one it asks for, else, for a ranking
    that names none, the one that tells the metric's series apart."""
    return (
        _group_labels(question, metric) or ([asked_label[1]] if asked_label else []) or _which_series(lowered, metric)
    )


def _which_series(lowered: str, metric: TableInfo, ranked: bool = True) -> list[str]:
    """ "Which compartment is the warmest", "which compartment uses the most water", when no label is called what
    the question asks for: the label that tells the metric's series apart, the one a value of which names each
    (sensor="klimaat-kas4" before topic="tele/klimaat-kas4/SENSOR"); none unless a "which" ranks."""
    if not re.match(r"\s*(?:which|what are the)\b", lowered) or (ranked and not _RANKED.search(lowered)):
        return []
    return _telling_label(lowered, metric)


def _telling_label(lowered: str, metric: TableInfo) -> list[str]:
    """The label that tells the metric's series apart, as one name; none when a single series."""
    told = [c for c in metric.columns if c.name not in NOT_TELLING and len(c.samples) >= 2]
    said = words(lowered)

    def named_at(column: ColumnInfo) -> int:  # where the question names the label last: -1 when it does not
        return max((i for i, w in enumerate(said) if similar(column.name.lower(), w)), default=-1)

    # the one the head noun names ("the top three CPU modes": mode, not cpu), else a name before a path, a name in
    # words before an address or a number (FRR's peer_desc before peer and peer_as), else the label called name
    # (BIRD's protocol name before its filters)
    told.sort(
        key=lambda c: (
            -named_at(c),
            any("/" in v for v in c.samples),
            not any(_WORDED_VALUE.search(v) for v in c.samples),
            c.name.lower() != "name",
        )
    )
    return [told[0].name] if told else []


NOT_TELLING = frozenset({"job", "instance", "le", "quantile", "__name__"})
_WORDED_VALUE = re.compile(r"[A-Za-z]{3,}")  # a value holding a word ("cogent"), not an address or a number


# What a label adds to the noun it holds the names of: zone_name, queue_id, pool_key
LABEL_NAME_SUFFIXES = frozenset({"name", "id", "key"})


def _names_label(noun: str, label: str) -> bool:
    """ "Which zones" for zone_name, though the metric's own name says zone (bind_zone_serial)."""
    parts = words(label)
    return len(parts) == 2 and parts[1] in LABEL_NAME_SUFFIXES and similar(noun, parts[0])


# verbs that end the noun phrase a "which" opens
_PHRASE_VERBS = frozenset("is are was were has have had do does did can will".split())


def _before_verb(phrase: list[str]) -> list[str]:
    return list(itertools.takewhile(lambda word: word not in _PHRASE_VERBS, phrase)) or phrase


def _of_entity(lowered: str, links: list[Link]) -> Link | None:
    """ "How much memory do all the watched services use": of the metrics close to the best, the first whose labels
    say which entity a series is (a process group's groupname), not the exporter's own process_resident_memory;
    only for entities named in the plural (several of them, summed over)."""
    labels = {label for word in words(lowered) if stem(word) != word for label in _label_words(word)}  # plural
    if not labels or not links or labels & {c.name for c in links[0].table.columns}:
        return None
    top = links[0].score
    return next(
        (found for found in links[:12] if found.score >= top - ENTITY_MARGIN
         and labels & {c.name for c in found.table.columns}),
        None,
    )  # fmt: skip


ENTITY_MARGIN = 4.0  # how far below the best metric one may score and still be taken for its entity label


def _value_of_named(links: list[Link], nouns: list[tuple[str, bool]]) -> bool:
    """Whether the question asks for the best metric's own value for series it names: the asked noun is a word of
    the metric's name, no label of it is asked about (for "which …", of the close metrics of its namespace either:
    "which server" of haproxy_backend_current_server asks for the server label other haproxy_ metrics have), and a
    label value (not a job or an instance) is named."""
    best = links[0]
    held = [label for label, _, _ in best.values if label not in ("job", "instance")]
    namespace = best.table.name.split("_")[0]
    family = [found.table for found in links[:12] if found.table.name.split("_")[0] == namespace]
    own = any(similar(noun, part) for noun, _ in nouns for c in best.table.columns for part in words(c.name))
    siblings = any(
        similar(noun, part)
        for noun, which in nouns
        if which
        for metric in family
        for c in metric.columns
        if c.name not in ("job", "instance")
        for part in words(c.name)
    )
    named = [stem(w) for w in words(best.table.name) if w not in _SERIES_SUFFIXES]
    # ("which Patroni version is running": the gauge patroni_version is the version itself, when no label but the
    # target's tells its series apart)
    apart = [c for c in best.table.columns if c.name not in NOT_TELLING and len(c.samples) > 1]
    itself = best.table.kind == "gauge" and bool(named) and stem(nouns[0][0]) == named[-1] and not apart
    return (bool(held) or itself) and not (own or siblings) and stem(nouns[0][0]) in set(named)


def _counted_past_bound(
    lowered: str,
    metric: TableInfo,
    selector: str,
    asked_label: tuple[Link, str] | None,
    window: int | None,
    span: str,
) -> str | None:
    """ "How many probes have had at least one send failure", "how many hosts saw more than 5 restarts in the last
    hour": of a counter, the things (a label's values) whose count is past the bound, counted; None when the
    things counted are what the counter counts ("how many failures") or no bound is said."""
    said = _COUNTED_NOUN.search(lowered)
    past = _bound(lowered, True) if said is not None and _counts_up(metric) else None
    if said is None or past is None:
        return None
    noun = stem(said["noun"])
    if noun == _counted_noun(metric) or noun in {stem(w) for w in words(metric.name)}:
        return None
    label = [asked_label[1]] if asked_label is not None else _telling_label(lowered, metric)
    if not label:
        return None
    # in the window, or a second's worth now ("are using more than 5% of a core"), else since it started
    now = _NOW.search(lowered) or _DOING.search(lowered)
    tally = f"increase({selector}[{span}])" if window else f"rate({selector}[{span}])" if now else selector
    return f"count(sum by ({label[0]}) ({tally}) {past[0]} {past[1]:.12g}) or vector(0)"


def _counted_noun(metric: TableInfo) -> str:
    """What a metric counts, when its name ends with it: redis_db_keys → key, …_clients_total → client."""
    parts = [w for w in words(metric.name) if w not in ("total", "count")]
    return stem(parts[-1]) if parts else ""


_PROM_MEASURES = (
    (r"\b(?:average[ds]?|averaging|avg|mean)\b", "avg"),
    (r"\b(?:maximum|max|highest|peak|largest|greatest)\b", "max"),
    (r"\b(?:minimum|min|lowest|smallest)\b", "min"),
    (r"\b(?:total|sum|together|combined|altogether|in all)\b", "sum"),
    (_COUNTING.pattern, "count"),
)


def _prefer_family(metric: TableInfo, schema: SourceSchema, question: str) -> TableInfo:
    """A histogram's _bucket series for latency and percentile questions; its _count for counts."""
    base = re.sub(r"_(?:bucket|sum|count)$", "", metric.name)
    if _QUANTILE.search(question) or re.search(r"\b(?:latency|duration|slow)\b", question, re.IGNORECASE):
        bucket = schema.table(f"{base}_bucket")
        if bucket is not None:
            return bucket
    if metric.name.endswith("_bucket") and not _QUANTILE.search(question):
        counted = schema.table(f"{base}_count")
        if counted is not None and re.search(r"\b(?:how many|rate|requests|count)\b", question, re.IGNORECASE):
            return counted
    return metric


def _quantile(question: str) -> str:
    match = _QUANTILE.search(question)
    if not match:
        return "0.95"
    if match[0].lower() == "median" or match[0].lower().startswith("half"):
        return "0.5"
    digits = match[1] or match[2]
    return f"0.{digits}"


# What a question calls the targets Prometheus scrapes when no label of the metric names them otherwise.
SERVER_WORDS = frozenset({"server"})


def _label_words(noun: str) -> tuple[str, ...]:
    return LABEL_WORDS.get(noun, LABEL_WORDS.get(stem(noun), ()))


def _group_labels(question: str, metric: TableInfo) -> list[str]:
    found = []
    for grouped in re.finditer(r"\b(?:by|per|for each|each)\s+([a-z][\w]*)", question, re.IGNORECASE):
        asked = {stem(grouped[1].lower()), *_label_words(grouped[1].lower())}  # "per database": datname
        for column in metric.columns:
            if column.name != "le" and (
                stem(column.name.lower()) in asked or asked & {stem(w) for w in words(column.name)}
            ):
                found.append(column.name)
                break
    return list(dict.fromkeys(found))


# --- one entry point --------------------------------------------------------------------------------


class NothingMatches(Exception):
    """Nothing in the schema matches the question: the closest tables or metrics are in ``candidates``."""

    def __init__(self, candidates: list[str], unlinked: list[str] | None = None) -> None:
        said = f"not linked to the schema: {', '.join(unlinked)}" if unlinked else "nothing in the schema matches"
        super().__init__(f"{said}; closest: {', '.join(candidates)}")
        self.candidates = candidates
        self.unlinked = unlinked or []


# A question with this many words no table, column, value, metric or label explains is restated by its asker
# (the clarification gate) rather than answered by a guess.
UNSURE_WORDS = 7


@read_over_schema
def write(question: str, platform: Platform, schema: SourceSchema, dialect: str) -> tuple[str, str, list[str]]:
    """Query, explanation and the question's words no schema name explained; NothingMatches when none fits."""
    question = plainly(question)
    if platform is Platform.PROMQL:
        written = write_promql(question, schema)
        if written is None:
            raise NothingMatches(closest(question, schema))
        query, notes = written
        unmatched = unmatched_words(question, link(question, schema))
        return query, f"Reads {', '.join(notes)} from {schema.source}.", unmatched
    spec = understand(question, schema)
    if spec is None:
        raise NothingMatches(closest(question, schema))
    unmatched = unmatched_words(question, link(question, schema))
    if len(unmatched) >= UNSURE_WORDS:
        raise NothingMatches(closest(question, schema), unmatched)
    if platform is Platform.KQL:
        query = write_kql(spec)
    elif platform is Platform.SPL:
        query = write_spl(spec)
    else:
        query = write_sql(spec, dialect)
    parts = [f"Reads {spec.table.name} in {schema.source}"]
    if spec.window_seconds:
        if spec.older:
            never = " (or empty)" if spec.or_empty else ""
            parts.append(f"older than {_range(spec.window_seconds)} by {spec.time_column}{never}")
        else:
            reach = "the next" if spec.ahead else "the last"
            parts.append(f"over {reach} {_range(spec.window_seconds)} of {spec.time_column}")
    elif spec.calendar:
        parts.append(f"{spec.calendar} by {spec.time_column}")
    if spec.filters:
        parts.append(
            "where " + ", ".join(_filter_text("explanation", c, op, vs) for _, c, op, vs in either(spec.filters))
        )
    measure = spec.measure.replace("_", " ") + (f" of {spec.measure_column}" if spec.measure_column else "")
    parts.append(f"returns {measure}" + (f" by {', '.join(c for _, c in spec.group_by)}" if spec.group_by else ""))
    if spec.top_n and spec.group_by:
        parts.append(f"top {spec.top_n}, ties kept")
    explanation = "; ".join(parts + spec.notes) + "."
    return query, explanation, unmatched
