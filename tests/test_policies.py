from datetime import timedelta
from pathlib import Path

import pytest

from lexiquery.names import Activity
from lexiquery.policies import load_policy_table, parse_duration, policy_table


def test_every_activity_has_a_policy_with_a_timeout() -> None:
    table = policy_table().activities
    assert set(table) == set(Activity)
    for policy in table.values():
        assert policy.start_to_close > timedelta(0)
        assert policy.retry.maximum_attempts >= 1


def test_seed_defaults() -> None:
    table = policy_table().activities
    assert table[Activity.GATHER_KNOWLEDGE].start_to_close == timedelta(seconds=30)
    assert table[Activity.GENERATE_QUERY].start_to_close == timedelta(seconds=60)
    assert table[Activity.VALIDATE_QUERIES].start_to_close == timedelta(seconds=10)
    retry = table[Activity.PLAN_JOURNEY].retry
    assert (
        retry.initial_interval,
        retry.backoff_coefficient,
        retry.maximum_interval,
        retry.maximum_attempts,
    ) == (
        timedelta(seconds=1),
        2.0,
        timedelta(seconds=30),
        5,  # a worker crash costs an attempt: the seed's 3 ran out in the worker-crash drill
    )


def test_options_name_the_bulkhead_queue() -> None:
    table = policy_table().activities
    options = table[Activity.GENERATE_QUERY].options("lexiquery")
    assert options["task_queue"] == "lexiquery"  # the journey's own queue: its worker takes it eagerly
    assert options["retry_policy"].maximum_attempts == 5
    assert options["heartbeat_timeout"] == timedelta(seconds=5)
    assert table[Activity.EXECUTE_QUERY].options("lexiquery")["task_queue"] == "lexiquery-execution"
    assert table[Activity.CALL_TOOL].options("lexiquery")["task_queue"] == "lexiquery-agents"


def test_fan_out_phases_have_deadlines_and_quorums() -> None:
    phases = policy_table().phases
    assert phases["gathering_knowledge"].deadline == timedelta(seconds=45)
    assert phases["gathering_knowledge"].quorum == 1
    assert phases["generating_queries"].quorum == 1


@pytest.mark.parametrize(("text", "seconds"), [("500ms", 0.5), ("10s", 10), ("2m", 120), ("1h", 3600), (5, 5)])
def test_durations(text: object, seconds: float) -> None:
    assert parse_duration(text) == timedelta(seconds=seconds)


def test_bad_duration_is_named() -> None:
    with pytest.raises(ValueError, match="not a duration: 'soon'"):
        parse_duration("soon")


def test_unknown_and_missing_activities_are_rejected(tmp_path: Path) -> None:
    path = tmp_path / "policies.yaml"
    path.write_text("activities:\n  discover_agents: {start_to_close: 1s}\n  teleport: {start_to_close: 1s}\n")
    with pytest.raises(ValueError, match=r"unknown activities \['teleport'\], missing activities \["):
        load_policy_table(path)
