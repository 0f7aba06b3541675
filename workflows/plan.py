"""Plan validation: what a plan must satisfy before anything in it runs (pure, deterministic)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic.fields import FieldInfo

from lexiquery.contracts import GeneratedQuery, KnowledgeResult, PlanStep, WorkflowPlan
from lexiquery.functions import FUNCTIONS, Rows
from workflows.references import parse, path_problem, references
from workflows.roster import Roster

MAX_STEPS = 15
AGENT_KINDS = ("knowledge", "generate", "execute", "agent")  # steps an agent answers
# What each kind of step returns, for checking the references to it; None: known only once it has run.
STEP_OUTPUTS: dict[str, type[BaseModel] | None] = {
    "knowledge": KnowledgeResult, "generate": GeneratedQuery, "execute": Rows, "function": Rows,
    "code_exec": None, "mcp_tool": None, "agent": None,
}  # fmt: skip


def plan_violations(
    plan: WorkflowPlan, roster: Roster, *, tools: set[str] | None = None, code_exec: bool = False
) -> list[str]:
    """Every reason ``plan`` may not run; empty when it may. ``tools`` are the MCP tools the catalog lists
    (None: not checked); ``code_exec`` is whether the policy lets a plan run its own code."""
    problems = []
    if len(plan.steps) > MAX_STEPS:
        problems.append(f"{len(plan.steps)} steps, more than the {MAX_STEPS} allowed")
    ids = [step.id for step in plan.steps]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        problems.append(f"duplicate step ids {duplicates}")
    known = set(ids)
    steps = {step.id: step for step in plan.steps}
    for step in plan.steps:
        if step.kind not in AGENT_KINDS:
            problems += _tool_problems(step, tools, code_exec)
        elif not step.agent:
            problems.append(f"step {step.id} has no agent (nothing discovered serves {step.target!r})")
        elif roster.by_name(step.agent) is None:
            problems.append(f"step {step.id} names agent {step.agent!r}, which was not discovered")
        problems += _reference_problems(step, steps)
        for dependency in step.depends_on:
            if dependency not in known:
                problems.append(f"step {step.id} depends on unknown step {dependency!r}")
    cycle = find_cycle({step.id: [d for d in step.depends_on if d in known] for step in plan.steps})
    if cycle:
        problems.append("dependency cycle " + " -> ".join(cycle))
    return problems


def find_cycle(graph: dict[str, list[str]]) -> list[str]:
    """A cycle in ``graph`` (node -> dependencies) as a path that returns to its start, or []."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str]:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return []
        path.append(node)
        for dependency in graph.get(node, []):
            cycle = visit(dependency)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return []

    for node in graph:
        cycle = visit(node)
        if cycle:
            return cycle
    return []


def _tool_problems(step: PlanStep, tools: set[str] | None, code_exec: bool) -> list[str]:
    """A function exists and its literal arguments fit; an MCP tool is in the catalog; code runs only if allowed."""
    if step.kind == "code_exec":
        if not code_exec:
            return [f"step {step.id} runs code, which the policy does not allow"]
        return [] if isinstance(step.input.get("code"), str) else [f"step {step.id} has no code to run"]
    if step.kind == "mcp_tool":
        known = tools is None or step.tool in tools
        return [] if known else [f"step {step.id} calls MCP tool {step.tool!r}, which no registered server offers"]
    function = FUNCTIONS.get(step.tool or "")
    if function is None:
        return [f"step {step.id} calls function {step.tool!r}, which is not registered"]
    fields = function.arguments.model_fields
    problems = [f"step {step.id}: {step.tool} takes no argument {name!r}" for name in step.input if name not in fields]
    problems += [
        f"step {step.id}: {step.tool} needs argument {name!r}"
        for name, field in fields.items() if field.is_required() and name not in step.input
    ]  # fmt: skip
    for name, value in step.input.items():
        if name in fields and not references(value):  # a literal: checked now; a reference once resolved
            problems += _fits(step, name, value, fields[name])
    return problems


def _fits(step: PlanStep, name: str, value: Any, field: FieldInfo) -> list[str]:
    try:
        bounded: Any = Annotated[field.annotation, field]  # the type with its bounds (n >= 1)
        TypeAdapter(bounded).validate_python(value)
    except ValidationError as invalid:
        return [f"step {step.id}: argument {name!r}: {invalid.errors()[0]['msg']}"]
    return []


def _reference_problems(step: PlanStep, steps: dict[str, PlanStep]) -> list[str]:
    """Each reference names a step this one waits for (directly or not) and a field that step's output has."""
    problems = []
    before = _ancestors(step, steps)
    for reference in references(step.input):
        parsed = parse(reference)
        if parsed is None:
            problems.append(f"step {step.id}: {reference!r} is not a reference (step:<id>.<path>)")
            continue
        target, path = parsed
        if target not in before:
            problems.append(f"step {step.id}: {reference!r} refers to {target!r}, which does not run before it")
            continue
        output = STEP_OUTPUTS.get(steps[target].kind)
        problem = path_problem(output, path) if output is not None else None
        if problem:
            problems.append(f"step {step.id}: {reference!r}: {problem}")
    return problems


def _ancestors(step: PlanStep, steps: dict[str, PlanStep]) -> set[str]:
    found: set[str] = set()
    waiting = list(step.depends_on)
    while waiting:
        current = waiting.pop()
        if current in steps and current not in found and current != step.id:
            found.add(current)
            waiting += steps[current].depends_on
    return found
