"""The validator: real parsers per platform, every risk rule, sources, estimates, bad input, and the
corpus and dangerous-set figures on a fixed slice."""

from __future__ import annotations

import pytest

from bench.validation import corrupted_copies, dangerous, library
from lexiquery.contracts import Platform
from lexiquery.validation import MAX_QUERY_CHARS, validate

SLICE = 250


@pytest.mark.parametrize(
    ("platform", "query"),
    [
        (
            "kql",
            'SigninLogs | where TimeGenerated > ago(1h) | where ResultType != "0" | summarize n = count() by IPAddress',
        ),
        ("spl", 'index=identity sourcetype="azure:aad:signin" earliest=-1h | stats count by userPrincipalName'),
        (
            "spl",
            '| tstats count from datamodel=Authentication.Authentication where Authentication.action="failure" '
            "earliest=-1h by Authentication.src",
        ),
        (
            "sql",
            "SELECT user_principal_name, COUNT(*) AS n FROM signin_logs "
            "WHERE time_generated >= datetime('now', '-1 hour') GROUP BY 1",
        ),
        ("promql", 'sum by (service) (rate(http_requests_total{status=~"5.."}[5m]))'),
    ],
)
def test_good_queries_are_valid_low_risk_and_grounded(platform: str, query: str) -> None:
    result = validate(platform, query)
    assert result.valid, result.errors
    assert result.risk == "low", result.risk_reasons
    assert result.sources
    assert all(s.exists for s in result.sources)
    assert result.estimate is not None
    assert result.estimate.time_window_seconds == 3600 or platform == "promql"


@pytest.mark.parametrize(
    ("platform", "query", "message"),
    [
        ("kql", "SigninLogs | wherex ResultType != 0", "mismatched input"),
        ("kql", "SigninLogs | where (ResultType != 0", ""),
        ("spl", 'index=web "unterminated', "unterminated string"),
        ("spl", "index=web | stats cuont by host", "unknown stats function 'cuont'"),
        ("spl", "index=web | eval x = fi(a, 1, 2)", "unknown eval function 'fi'"),
        ("spl", "index=web | stats count by host |", "empty command after the last '|'"),
        ("spl", "index=web [search index=k8s", "unclosed subsearch"),
        ("spl", "index=web | where a > ", "ends where a value is expected"),
        ("sql", "SELCT a FROM t", ""),
        ("sql", "SELECT a FROM t WHERE", ""),
        ("promql", "rate(http_requests_total[5m]", "unclosed left parenthesis"),
        ("promql", "rtae(http_requests_total[5m])", "unknown function"),
    ],
)
def test_broken_queries_are_refused_with_a_message(platform: str, query: str, message: str) -> None:
    result = validate(platform, query)
    assert not result.valid
    assert message in result.errors[0].message


def test_errors_carry_positions() -> None:
    [error] = validate("spl", 'index=web\n| eval x = "open').errors
    assert (error.line, error.column) == (2, 12)
    [error] = validate("kql", "SigninLogs\n| wherex x").errors
    assert error.line == 2


@pytest.mark.parametrize(
    ("platform", "query", "dialect", "reason"),
    [
        ("sql", "DROP TABLE signin_logs", "postgres", "DROP"),
        ("sql", "select * from signin_logs; delete from audit_logs", "sqlite", "2 statements"),
        ("sql", "/* report */ UPDATE app_requests SET success = 1", "postgres", "UPDATE"),
        ("sql", "COPY signin_logs TO '/tmp/out.csv'", "postgres", "COPY"),
        ("sql", "GRANT ALL ON signin_logs TO public", "postgres", "GRANT"),
        ("sql", "SELECT * INTO backup_logs FROM signin_logs", "tsql", "INTO"),
        ("sql", "SELECT pg_terminate_backend(42)", "postgres", "pg_terminate_backend"),
        ("sql", "WITH gone AS (DELETE FROM audit_logs RETURNING *) SELECT count(*) FROM gone", "postgres", "DELETE"),
        ("kql", ".drop table SigninLogs", None, "control command"),
        ("kql", "// just a note\n.set-or-append Logs <| SigninLogs", None, "control command"),
        ("kql", "SigninLogs | take 1;\n.purge table SigninLogs records <| where true", None, "control command"),
        (
            "kql",
            "SigninLogs | where TimeGenerated > ago(1h) | evaluate python(typeof(*), 'result = df')",
            None,
            "plugin",
        ),
        ("spl", "index=identity earliest=-1h | delete", None, "'delete'"),
        ("spl", "index=web earliest=-1h | stats count by status | outputlookup statuses.csv", None, "'outputlookup'"),
        ("spl", "index=web earliest=-1h [search index=k8s | collect index=summary] | stats count", None, "'collect'"),
        ("spl", "index=web earliest=-1h | SendEmail to=x@fabrikam.example", None, "'sendemail'"),
    ],
)
def test_anything_that_writes_or_acts_is_high(platform: str, query: str, dialect: str | None, reason: str) -> None:
    result = validate(platform, query, dialect=dialect)
    assert result.risk == "high", result.risk_reasons
    assert any(reason in r for r in result.risk_reasons), result.risk_reasons


@pytest.mark.parametrize(
    ("platform", "query", "reason"),
    [
        ("kql", "SigninLogs | where ResultType != '0'", "no time bound"),
        ("kql", "search 'password'", "every table"),
        ("kql", "union * | where TimeGenerated > ago(1h)", "every table"),
        ("kql", "SigninLogs | where TimeGenerated > ago(90d)", "very long time range"),
        ("spl", "index=* earliest=-1h error", "every index"),
        ("spl", "index=web status=500", "no time bound"),
        ("sql", "SELECT * FROM signin_logs", "SELECT *"),
        ("sql", "SELECT user_principal_name FROM signin_logs", "no time bound"),
        ("promql", '{__name__=~".+"}', "every metric"),
        ("promql", "max_over_time(up[60d])", "very long range"),
    ],
)
def test_reading_too_much_is_medium(platform: str, query: str, reason: str) -> None:
    result = validate(platform, query)
    assert result.risk == "medium", result.risk_reasons
    assert any(reason in r for r in result.risk_reasons), result.risk_reasons


@pytest.mark.parametrize(("platform", "query"), [("kql", "print x = 1"), ("sql", "SELECT 1"), ("promql", "vector(1)")])
def test_reading_nothing_is_none(platform: str, query: str) -> None:
    assert validate(platform, query).risk == "none"


def test_unknown_sources_are_named() -> None:
    result = validate("kql", "NoSuchTable | where TimeGenerated > ago(1h)")
    assert [(s.name, s.exists) for s in result.sources] == [("NoSuchTable", False)]
    assert "NoSuchTable is not in the kql catalog" in result.warnings
    assert validate("kql", "DeviceProcessEvents | where TimeGenerated > ago(1h)").sources[0].exists  # a real one


def test_estimates() -> None:
    kql = validate("kql", "SigninLogs | where TimeGenerated > ago(1d)").estimate
    assert kql is not None
    assert (kql.time_window_seconds, kql.scan_rows) == (86400, 250000)
    promql = validate("promql", "rate(http_requests_total[1h])").estimate
    assert promql is not None
    assert promql.points == 120 * 60


@pytest.mark.parametrize(
    ("platform", "query", "dialect", "message"),
    [
        ("kql", "", None, "empty query"),
        ("kql", "   \n ", None, "empty query"),
        ("kql", "x" * (MAX_QUERY_CHARS + 1), None, "longer than"),
        ("sql", "\x00\x01\x02binary\x03\x04", None, "binary"),
        ("cobol", "MOVE A TO B", None, "unknown platform 'cobol'"),
        ("sql", "SELECT 1", "oracle", "unknown SQL dialect 'oracle'"),
    ],
)
def test_bad_input_is_invalid_never_an_exception(platform: str, query: str, dialect: str | None, message: str) -> None:
    result = validate(platform, query, dialect=dialect)
    assert not result.valid
    assert message in result.errors[0].message


@pytest.mark.parametrize("platform", list(Platform))
def test_corpus_slice_accepted_and_corrupted_copies_rejected(platform: Platform) -> None:
    records = library(platform)[:SLICE]
    accepted = sum(validate(r.platform, r.query, dialect=r.dialect).valid for r in records)
    copies = corrupted_copies(records)
    rejected = sum(not validate(c.platform, c.query, dialect=c.dialect).valid for _, c in copies)
    print(f"\n{platform.value}: {accepted}/{len(records)} real accepted, {rejected}/{len(copies)} corrupted rejected")
    assert accepted / len(records) >= 0.99
    assert rejected / len(copies) >= 0.95


def test_dangerous_set_is_all_high() -> None:
    rows = dangerous()
    verdicts = [(row, validate(row["platform"], row["query"], dialect=row.get("dialect")).risk) for row in rows]
    missed = [row["query"] for row, risk in verdicts if row["expected"] == "high" and risk != "high"]
    over = [row["query"] for row, risk in verdicts if row["expected"] != "high" and risk == "high"]
    assert len(rows) >= 100
    assert missed == []
    assert over == []
