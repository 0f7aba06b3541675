"""Who can do what: the discovered agents sorted by capability (pure, deterministic)."""

from __future__ import annotations

from dataclasses import dataclass

from lexiquery.contracts import AgentInfo, Platform
from lexiquery.names import Skill


@dataclass(frozen=True)
class Roster:
    agents: tuple[AgentInfo, ...]

    def with_skill(self, skill: Skill) -> list[AgentInfo]:
        return [agent for agent in self.agents if skill in agent.skills]

    def tagged(self, skill: Skill, tag: str) -> list[AgentInfo]:
        return [agent for agent in self.with_skill(skill) if tag in agent.tags]

    @property
    def planners(self) -> list[AgentInfo]:
        return self.with_skill(Skill.PLAN)

    def knowledge_agents(self) -> dict[str, AgentInfo]:
        """One agent per knowledge source (the first registered serves it)."""
        chosen: dict[str, AgentInfo] = {}
        for agent in self.with_skill(Skill.KNOWLEDGE):
            for tag in agent.tags:
                if tag.startswith("source:"):
                    chosen.setdefault(tag.removeprefix("source:"), agent)
        return chosen

    def data_agent(self, platform: Platform) -> AgentInfo | None:
        candidates = self.tagged(Skill.GENERATE, f"platform:{platform.value}")
        return candidates[0] if candidates else None

    def missing(self, platforms: list[Platform]) -> list[str]:
        """What the journey needs that no discovered agent offers."""
        gaps = []
        if not self.planners:
            gaps.append("a planner agent")
        if not self.knowledge_agents():
            gaps.append("a knowledge agent")
        gaps += [f"a data agent for {p.value}" for p in platforms if self.data_agent(p) is None]
        return gaps

    def by_name(self, name: str) -> AgentInfo | None:
        return next((agent for agent in self.agents if agent.name == name), None)

    def require(self, name: str) -> AgentInfo:
        """The agent a validated plan named (plan validation guarantees it was discovered)."""
        agent = self.by_name(name)
        if agent is None:
            raise LookupError(f"agent {name!r} was not discovered")
        return agent
