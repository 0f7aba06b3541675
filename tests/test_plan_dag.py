"""Plan validation for investigations: a plan of typed steps is checked before anything in it runs, and an
invalid one is refused with every violation listed."""

from __future__ import annotations

from typing import Any

from lexiquery.contracts import AgentInfo, PlanStep, Platform, WorkflowPlan
from workflows.plan import plan_violations
from workflows.roster import Roster

ROSTER = Roster((AgentInfo(name="sql-agent", url="http://s"), AgentInfo(name="promql-agent", url="http://p")), ())


def _plan(*steps: PlanStep) -> WorkflowPlan:
    return WorkflowPlan(intent="investigate", confidence=0.9, platforms=[Platform.SQL, Platform.PROMQL],
                        knowledge_sources=[], steps=list(steps))  # fmt: skip


def _step(id: str, kind: Any, *, after: tuple[str, ...] = (), tool: str | None = None, **input: Any) -> PlanStep:
    agent = {"generate": "sql-agent", "execute": "sql-agent"}.get(kind, "")
    return PlanStep(id=id, kind=kind, target="sql", agent=agent, depends_on=list(after), tool=tool, input=input)


BACKUPS = _step("s1", "execute", query="SELECT host FROM backups WHERE status = 'failed'")
DISK = _step("s2", "execute", query="node_filesystem_avail_bytes < 1e9")
JOIN = _step("s3", "function", after=("s1", "s2"), tool="join",
             left="step:s1.rows", right="step:s2.rows", on="host", right_on="instance")  # fmt: skip


def test_a_cross_source_investigation_is_a_valid_plan() -> None:
    assert plan_violations(_plan(BACKUPS, DISK, JOIN), ROSTER) == []


def test_an_invalid_plan_lists_every_violation_of_every_kind() -> None:
    steps = [
        BACKUPS,
        _step("s3", "function", after=("s1",), tool="join", left="step:s1.rowz", right="step:s2.rows", on=7),
        _step("s4", "function", after=("s9",), tool="pivot", rows="step:s1.rows"),
        _step("s5", "function", after=("s1",), tool="top_n", rows="step:s1.rows", n=0, colour="red"),
        _step("s6", "code_exec", after=("s1",), code="result = len(data)"),
        _step("s7", "mcp_tool", tool="drop_database"),
        _step("s8", "function", after=("s9b",), tool="filter", rows="step:s9b.rows", column="x", op="=", value=1),
        _step("s9b", "function", after=("s8",), tool="filter", rows="step:s8.rows", column="x", op="=", value=1),
    ]
    problems = plan_violations(_plan(*steps), ROSTER, tools={"list_sources", "execute_query"})
    expected = [
        "'step:s1.rowz': Rows has no field 'rowz'",  # a field the step's output does not have
        "'step:s2.rows' refers to 's2', which does not run before it",  # not an earlier step
        "argument 'on': Input should be a valid string",  # a literal that does not fit
        "s4 depends on unknown step 's9'",
        "calls function 'pivot', which is not registered",
        "top_n takes no argument 'colour'",
        "top_n needs argument 'by'",
        "argument 'n': Input should be greater than or equal to 1",
        "step s6 runs code, which the policy does not allow",
        "calls MCP tool 'drop_database', which no registered server offers",
        "dependency cycle",
    ]
    for fragment in expected:
        assert any(fragment in problem for problem in problems), (fragment, problems)


def test_code_runs_where_the_policy_allows_it_and_too_many_steps_are_refused() -> None:
    code = _step("s2", "code_exec", after=("s1",), code="result = len(data)")
    assert plan_violations(_plan(BACKUPS, code), ROSTER, code_exec=True) == []
    many = [_step(f"g{i}", "generate") for i in range(16)]
    assert "16 steps, more than the 15 allowed" in plan_violations(_plan(*many), ROSTER)
