"""The agents host's fault injection (used by the drills and the durability tests)."""

from __future__ import annotations

from agents.faults import Faults
from lexiquery.settings import Settings


def test_seeded_faults_repeat_for_an_agent_and_differ_between_agents() -> None:
    settings = Settings(agent_fault_error_rate=0.5, agent_fault_seed=7)

    def rolls(agent: str) -> list[bool]:
        faults = Faults.for_agent(settings, agent)
        assert faults is not None
        return [faults.roll(0.5) for _ in range(32)]

    assert rolls("kql-data") == rolls("kql-data")
    assert rolls("kql-data") != rolls("sql-data")


def test_no_faults_are_configured_by_default() -> None:
    assert Faults.for_agent(Settings(), "kql-data") is None
