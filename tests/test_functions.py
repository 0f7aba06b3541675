"""The registered functions investigations combine results with: each on rows from two platforms."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from lexiquery.functions import FUNCTIONS, call

BACKUPS = [
    {"host": "DB-1", "status": "failed"},
    {"host": "web-2", "status": "failed"},
    {"host": "db-3", "status": "ok"},
]
DISK = [  # from PromQL: disk used per instance
    {"instance": "db-1", "used_pct": 97.0},
    {"instance": "web-2", "used_pct": 41.5},
    {"instance": "app-9", "used_pct": 93.0},
]


def test_join_meets_keys_named_otherwise_and_written_otherwise() -> None:
    joined = call("join", {"left": BACKUPS, "right": DISK, "on": "host", "right_on": "instance"})
    assert [(row["host"], row["used_pct"]) for row in joined.rows] == [("DB-1", 97.0), ("web-2", 41.5)]
    assert joined.columns == ["host", "status", "used_pct"]


def test_an_investigation_chains_filter_join_and_top_n() -> None:
    failed = call("filter", {"rows": BACKUPS, "column": "status", "op": "=", "value": "failed"})
    full = call("filter", {"rows": DISK, "column": "used_pct", "op": ">", "value": 90})
    both = call("join", {"left": failed.rows, "right": full.rows, "on": "host", "right_on": "instance"})
    assert [row["host"] for row in both.rows] == ["DB-1"]  # failed backups on hosts running out of disk


def test_top_n_keeps_ties_and_group_count_ranks() -> None:
    rows = [{"svc": "a", "errors": 5}, {"svc": "b", "errors": 9}, {"svc": "c", "errors": 5}, {"svc": "d", "errors": 1}]
    assert [r["svc"] for r in call("top_n", {"rows": rows, "by": "errors", "n": 2}).rows] == ["b", "a", "c"]
    counted = call("group_count", {"rows": BACKUPS, "by": ["status"]})
    assert counted.rows == [{"status": "failed", "count": 2}, {"status": "ok", "count": 1}]


def test_time_bucket_difference_and_percentages() -> None:
    events = [{"at": "2026-11-24T10:05:00Z"}, {"at": "2026-11-24T10:55:00Z"}, {"at": "2026-11-24T11:01:00"}]
    buckets = call("time_bucket", {"rows": events, "column": "at", "seconds": 3600}).rows
    assert [b["count"] for b in buckets] == [2, 1]
    missing = call("difference", {"left": BACKUPS, "right": DISK, "on": "host", "right_on": "instance"})
    assert [row["host"] for row in missing.rows] == ["db-3"]
    shares = call("percentages", {"rows": [{"k": "x", "n": 1}, {"k": "y", "n": 3}], "column": "n"}).rows
    assert [s["percent"] for s in shares] == [25.0, 75.0]


def test_bad_arguments_are_refused_by_the_function_model() -> None:
    with pytest.raises(ValidationError):
        call("top_n", {"rows": [], "by": "x", "n": 0})
    with pytest.raises(KeyError):
        call("no_such_function", {})
    assert all(f.arguments.model_json_schema()["properties"] for f in FUNCTIONS.values())


def test_correlate_finds_each_sides_entity_column_and_drops_absent_findings() -> None:
    failures = [{"UserPrincipalName": "Ana@x", "Count": 3}, {"UserPrincipalName": "bo@x", "Count": 1}]
    changes = [{"initiated_by": "ana@x", "count": 2}, {"initiated_by": "bo@x", "count": 0}, {"initiated_by": "cy@x"}]
    rows = call("correlate", {"left": failures, "right": changes, "entity": "users"}).rows
    assert [row["UserPrincipalName"] for row in rows] == ["Ana@x"]  # bo made 0 changes: not a finding
    pods = call("correlate", {"left": [{"PodName": "p-1"}], "right": [{"pod": "P-1", "value": "2"}], "entity": "pod"})
    assert pods.rows == [{"PodName": "p-1", "value": "2"}]  # the key once, in the left side's name
    with pytest.raises(ValueError, match="no column of the right result names a host"):
        call("correlate", {"left": [{"Computer": "a"}], "right": [{"x": 1}], "entity": "hosts"})
