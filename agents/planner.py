"""The planner agent: reads the question, decides what knowledge and which queries a journey needs."""

from __future__ import annotations

import re

from agents.a2a import AgentSpec, Skill
from lexiquery.contracts import CostInfo, Entities, PlanRequest, PlanStep, WorkflowPlan
from lexiquery.names import Skill as SkillId

NAME = "planner"

_GREETING = re.compile(
    r"^\s*(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,]*$", re.I
)
_UNITS = {"minute": "m", "min": "m", "hour": "h", "day": "d", "week": "d"}
_RELATIVE = re.compile(r"\b(?:last|past|previous)\s+(\d+)?\s*(minute|min|hour|day|week)s?\b", re.I)
_TODAY = re.compile(r"\btoday\b", re.I)
_TOP_N = re.compile(r"\btop\s+(\d+)\b", re.I)
_IPV4 = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")


def time_range(question: str) -> str | None:
    """The question's time window as a KQL-style timespan (``1h``, ``30m``, ``7d``), if it names one."""
    match = _RELATIVE.search(question)
    if match:
        count = int(match[1] or 1)
        unit = match[2].lower()
        if unit == "week":
            count *= 7
        return f"{count}{_UNITS[unit]}"
    if _TODAY.search(question):
        return "1d"
    return None


def extract_entities(question: str) -> Entities:
    top = _TOP_N.search(question)
    return Entities(
        time_range=time_range(question),
        ips=_IPV4.findall(question),
        top_n=int(top[1]) if top else None,
        aggregation="count" if re.search(r"\b(how many|count|most|top)\b", question, re.I) else None,
    )


async def plan(request: PlanRequest) -> WorkflowPlan:
    """A deterministic plan: every available knowledge source, then one query per platform."""
    if _GREETING.match(request.question):
        return WorkflowPlan(
            intent="greeting",
            confidence=0.95,
            platforms=[],
            knowledge_sources=[],
            cost_info=CostInfo(agent=NAME),
        )
    knowledge_steps = [
        PlanStep(id=f"knowledge-{source}", kind="knowledge", target=source, agent=agent)
        for source, agent in request.knowledge_agents.items()
    ]
    generate_steps = [
        PlanStep(
            id=f"generate-{platform.value}",
            kind="generate",
            target=platform.value,
            agent=request.data_agents[platform.value],
            depends_on=[step.id for step in knowledge_steps],
        )
        for platform in request.platforms
    ]
    return WorkflowPlan(
        intent="query",
        confidence=0.8,
        platforms=request.platforms,
        knowledge_sources=list(request.knowledge_agents),
        entities=extract_entities(request.question),
        steps=knowledge_steps + generate_steps,
        cost_info=CostInfo(agent=NAME),
    )


def planner_agent() -> AgentSpec:
    return AgentSpec(
        name=NAME,
        description="Plans a journey: intent, knowledge sources, platforms, entities and steps.",
        skills=(
            Skill(
                id=SkillId.PLAN,
                name="Plan a journey",
                description="Turn a plain-language question into a validated step plan.",
                input_model=PlanRequest,
                handler=plan,
                tags=("planner",),
                examples=("failed sign-ins in the last hour",),
            ),
        ),
    )
