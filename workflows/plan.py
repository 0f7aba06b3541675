"""Plan validation: what a plan must satisfy before anything in it runs (pure, deterministic)."""

from __future__ import annotations

from lexiquery.contracts import WorkflowPlan
from workflows.roster import Roster

MAX_STEPS = 15


def plan_violations(plan: WorkflowPlan, roster: Roster) -> list[str]:
    """Every reason ``plan`` may not run; empty when it may."""
    problems = []
    if len(plan.steps) > MAX_STEPS:
        problems.append(f"{len(plan.steps)} steps, more than the {MAX_STEPS} allowed")
    ids = [step.id for step in plan.steps]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        problems.append(f"duplicate step ids {duplicates}")
    known = set(ids)
    for step in plan.steps:
        if not step.agent:
            problems.append(f"step {step.id} has no agent (nothing discovered serves {step.target!r})")
        elif roster.by_name(step.agent) is None:
            problems.append(f"step {step.id} names agent {step.agent!r}, which was not discovered")
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
