"""Who serves what in a journey: the discovered agents and the routing decisions (pure, deterministic)."""

from __future__ import annotations

from dataclasses import dataclass

from lexiquery.contracts import AgentInfo, Platform, RoutingDecision


@dataclass(frozen=True)
class Roster:
    agents: tuple[AgentInfo, ...]
    routes: tuple[RoutingDecision, ...]

    def route(self, need: str) -> RoutingDecision | None:
        return next((r for r in self.routes if r.need == need), None)

    def serving(self, need: str) -> list[AgentInfo]:
        """The agents for ``need`` in the order to try them: the chosen one, then the alternates."""
        route = self.route(need)
        if route is None:
            return []
        return [self.require(route.chosen), *(self.require(n) for n in route.candidates if n != route.chosen)]

    def alternates(self, need: str, chosen: str) -> list[AgentInfo]:
        """The other agents routing found for ``need``, tried when ``chosen``'s circuit is open."""
        return [agent for agent in self.serving(need) if agent.name != chosen]

    def chosen(self, prefix: str) -> dict[str, str]:
        """Target -> chosen agent for every need of one kind (``knowledge:`` or ``generate:``)."""
        return {r.need.removeprefix(prefix): r.chosen for r in self.routes if r.need.startswith(prefix)}

    def missing(self, platforms: list[Platform]) -> list[str]:
        """What the journey needs that no discovered agent offers."""
        gaps = []
        if not self.route("planner"):
            gaps.append("a planner agent")
        if not self.chosen("knowledge:"):
            gaps.append("a knowledge agent")
        gaps += [f"a data agent for {p.value}" for p in platforms if not self.route(f"generate:{p.value}")]
        return gaps

    def by_name(self, name: str) -> AgentInfo | None:
        return next((agent for agent in self.agents if agent.name == name), None)

    def require(self, name: str) -> AgentInfo:
        """An agent the routing or a validated plan named (both only name discovered agents)."""
        agent = self.by_name(name)
        if agent is None:
            raise LookupError(f"agent {name!r} was not discovered")
        return agent
