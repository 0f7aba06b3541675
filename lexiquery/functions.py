"""Registered functions for investigations (#19): typed, pure operations over result rows that a plan's
``function`` steps call to combine what its queries returned — join two results on a key, filter, keep the top
N, group and count, bucket by time, subtract one result from another, and turn counts into percentages.

Each function takes a pydantic argument model and returns ``Rows``; the catalog lists them with their schemas,
so a plan is checked against them before anything runs. They never reach the network or the disk, so they run
anywhere, and a step that calls one needs no sandbox and no approval.
"""

from __future__ import annotations

import math
import operator
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

Row = dict[str, Any]


class Rows(BaseModel):
    """What every function returns: rows, and their columns in order."""

    columns: list[str] = Field(default_factory=list)
    rows: list[Row] = Field(default_factory=list)


def _rows(rows: list[Row], first: list[str] | None = None) -> Rows:
    columns = list(dict.fromkeys([*(first or []), *(key for row in rows for key in row)]))
    return Rows(columns=columns, rows=rows)


def _key(value: Any) -> Any:
    """Keys compare as text, case-folded: ``DB-1`` from one platform meets ``db-1`` from another."""
    return str(value).casefold() if value is not None else None


class JoinArgs(BaseModel):
    left: list[Row]
    right: list[Row]
    on: str = Field(description="the key column in left")
    right_on: str | None = Field(default=None, description="the key column in right, when named otherwise")
    how: Literal["inner", "left"] = "inner"


def join(args: JoinArgs) -> Rows:
    """Rows of ``left`` with the matching rows of ``right`` (case-insensitive key), right's columns prefixed
    when they clash."""
    right_on = args.right_on or args.on
    index: dict[Any, list[Row]] = {}
    for row in args.right:
        index.setdefault(_key(row.get(right_on)), []).append(row)
    joined = []
    for row in args.left:
        matches = index.get(_key(row.get(args.on)), [])
        for match in matches:
            merged = dict(row)
            for column, value in match.items():
                if column == right_on:
                    continue
                merged[f"right_{column}" if column in merged else column] = value
            joined.append(merged)
        if not matches and args.how == "left":
            joined.append(dict(row))
    return _rows(joined)


# The words a column that names an entity carries, across platforms' naming (UserPrincipalName, user_principal_name,
# initiated_by; Computer, host, instance; PodName, pod; service, AppRoleName): the first word found in a column's
# name, in this order, picks the column.
ENTITY_COLUMNS: dict[str, tuple[str, ...]] = {
    "user": ("userprincipalname", "user_principal_name", "upn", "user", "account", "principal", "initiated_by",
             "actor", "identity"),
    "host": ("host", "computer", "hostname", "node", "instance", "machine", "server", "workstation"),
    "pod": ("podname", "pod_name", "pod"),
    "service": ("service", "app_role_name", "approlename", "application", "app", "job"),
    "ip": ("ip_address", "ipaddress", "client_ip", "clientip", "source_ip", "ip"),
}  # fmt: skip
ENTITY_OF = {"users": "user", "accounts": "user", "account": "user", "hosts": "host", "computers": "host",
             "computer": "host", "machines": "host", "machine": "host", "servers": "host", "server": "host",
             "nodes": "host", "node": "host", "pods": "pod", "services": "service", "apps": "service",
             "app": "service", "ips": "ip", "addresses": "ip"}  # fmt: skip


class CorrelateArgs(BaseModel):
    left: list[Row]
    right: list[Row]
    entity: str = Field(description="What both results name: user, host, pod, service or ip (or a plural)")


def entity_column(rows: list[Row], entity: str) -> str | None:
    """The column of ``rows`` that names ``entity``: the first of its words found in a column's name."""
    columns = list(dict.fromkeys(key for row in rows for key in row))
    wanted = ENTITY_COLUMNS.get(ENTITY_OF.get(entity.lower(), entity.lower()), (entity.lower(),))
    for word in wanted:
        for column in columns:
            if word in column.lower():
                return column
    return None


def correlate(args: CorrelateArgs) -> Rows:
    """Rows of ``left`` whose entity (user, host, pod, service, ip) is also in ``right``, with right's columns:
    each side's column for the entity is found by its name, whatever each platform calls it. A row whose numbers
    are all zero (a pod with 0 restarts, a service at 0 errors a second) does not have the finding: left out."""
    left, right = entity_column(args.left, args.entity), entity_column(args.right, args.entity)
    if left is None or right is None:
        side = "left" if left is None else "right"
        raise ValueError(f"no column of the {side} result names a {args.entity}")
    return join(JoinArgs(left=_present(args.left, left), right=_present(args.right, right), on=left, right_on=right))


def _present(rows: list[Row], entity: str) -> list[Row]:
    """The rows that have the finding: some number in them other than zero, or no number at all."""
    kept = []
    for row in rows:
        values = [_number(value) for column, value in row.items() if column != entity]
        numbers = [value for value in values if value is not None]
        if not numbers or any(value != 0 for value in numbers):
            kept.append(row)
    return kept


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "=": lambda a, b: _key(a) == _key(b), "!=": lambda a, b: _key(a) != _key(b),
    ">": operator.gt, ">=": operator.ge, "<": operator.lt, "<=": operator.le,
    "in": lambda a, b: _key(a) in {_key(v) for v in b}, "contains": lambda a, b: _key(b) in (_key(a) or ""),
}  # fmt: skip


class FilterArgs(BaseModel):
    rows: list[Row]
    column: str
    op: Literal["=", "!=", ">", ">=", "<", "<=", "in", "contains"]
    value: Any


def filter_rows(args: FilterArgs) -> Rows:
    """The rows whose ``column`` satisfies ``op value``; a row without the column, or not comparable, is left out."""
    kept = []
    for row in args.rows:
        try:
            if args.column in row and OPERATORS[args.op](row[args.column], args.value):
                kept.append(row)
        except TypeError:
            continue
    return _rows(kept)


class TopArgs(BaseModel):
    rows: list[Row]
    by: str
    n: int = Field(default=5, ge=1, le=1000)
    lowest: bool = False


def top_n(args: TopArgs) -> Rows:
    """The N rows highest (or lowest) by a numeric column; every row tied with the N-th is kept."""
    numbered = [row for row in args.rows if isinstance(row.get(args.by), int | float)]
    ranked = sorted(numbered, key=lambda row: row[args.by], reverse=not args.lowest)
    if len(ranked) <= args.n:
        return _rows(ranked)
    edge = ranked[args.n - 1][args.by]
    return _rows([row for row in ranked if (row[args.by] <= edge if args.lowest else row[args.by] >= edge)])


class GroupCountArgs(BaseModel):
    rows: list[Row]
    by: list[str] = Field(min_length=1)


def group_count(args: GroupCountArgs) -> Rows:
    """One row per distinct value of ``by``, with how many rows had it; most first."""
    counts = Counter(tuple(row.get(column) for column in args.by) for row in args.rows)
    grouped = [{**dict(zip(args.by, key, strict=True)), "count": n} for key, n in counts.most_common()]
    return _rows(grouped, [*args.by, "count"])


class TimeBucketArgs(BaseModel):
    rows: list[Row]
    column: str = Field(description="a timestamp: ISO text or epoch seconds")
    seconds: int = Field(default=3600, ge=1)


def _instant(value: Any) -> float | None:
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        return (parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)).timestamp()
    return None


def time_bucket(args: TimeBucketArgs) -> Rows:
    """How many rows fall in each bucket of ``seconds`` (UTC, ISO start times), oldest first."""
    counts: Counter[float] = Counter()
    for row in args.rows:
        instant = _instant(row.get(args.column))
        if instant is not None:
            counts[math.floor(instant / args.seconds) * args.seconds] += 1
    buckets = [
        {"bucket": datetime.fromtimestamp(start, UTC).isoformat(), "count": n} for start, n in sorted(counts.items())
    ]
    return _rows(buckets, ["bucket", "count"])


class DifferenceArgs(BaseModel):
    left: list[Row]
    right: list[Row]
    on: str
    right_on: str | None = None


def difference(args: DifferenceArgs) -> Rows:
    """The rows of ``left`` whose key is in no row of ``right`` ("hosts with failed backups not yet alerted")."""
    seen = {_key(row.get(args.right_on or args.on)) for row in args.right}
    return _rows([row for row in args.left if _key(row.get(args.on)) not in seen])


class PercentagesArgs(BaseModel):
    rows: list[Row]
    column: str = Field(description="the numeric column each row's share is of")


def percentages(args: PercentagesArgs) -> Rows:
    """Each row with ``percent``: its share of the column's total (0 when the total is 0)."""
    total = sum(row[args.column] for row in args.rows if isinstance(row.get(args.column), int | float))
    shared = [
        {**row, "percent": round(100.0 * row[args.column] / total, 4) if total else 0.0}
        for row in args.rows
        if isinstance(row.get(args.column), int | float)
    ]
    return _rows(shared)


class Function(BaseModel):
    """A catalog entry: what a ``function`` step may call."""

    name: str
    description: str
    arguments: type[BaseModel]
    call: Callable[[Any], Rows]
    risk: str = "low"  # pure: reads only what the plan hands it
    cost_ms: float = 1.0  # a typical call, for the plan's estimate


FUNCTIONS: dict[str, Function] = {
    f.name: f
    for f in (
        Function(name="join", description=join.__doc__ or "", arguments=JoinArgs, call=join),
        Function(name="correlate", description=correlate.__doc__ or "", arguments=CorrelateArgs, call=correlate),
        Function(name="filter", description=filter_rows.__doc__ or "", arguments=FilterArgs, call=filter_rows),
        Function(name="top_n", description=top_n.__doc__ or "", arguments=TopArgs, call=top_n),
        Function(name="group_count", description=group_count.__doc__ or "", arguments=GroupCountArgs,
                 call=group_count),
        Function(name="time_bucket", description=time_bucket.__doc__ or "", arguments=TimeBucketArgs,
                 call=time_bucket),
        Function(name="difference", description=difference.__doc__ or "", arguments=DifferenceArgs, call=difference),
        Function(name="percentages", description=percentages.__doc__ or "", arguments=PercentagesArgs,
                 call=percentages),
    )
}  # fmt: skip


def call(name: str, arguments: dict[str, Any]) -> Rows:
    """Run a registered function on arguments checked against its model (KeyError for an unknown name,
    pydantic's ValidationError for arguments that do not fit)."""
    function = FUNCTIONS[name]
    return function.call(function.arguments.model_validate(arguments))
