"""Routing among agents that offer the same capability, and a circuit breaker per agent.

Both live in the worker process: the breaker remembers consecutive failures of each agent, the router
remembers round-robin positions and how many calls each agent has in flight. Discovery asks the router
which agent serves each need of a journey and records the decision; calls skip an agent whose circuit
is open in favour of an alternate, or fail fast (retryably) until the circuit may be probed again.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from lexiquery.contracts import AgentInfo, DiscoverInput, RoutingDecision, RoutingPolicy
from lexiquery.names import Skill

# An agent that fails 30 % of its calls is flaky, not down: three failures in a row opened its circuit for a
# minute many times a run (all its calls then failed fast, past the knowledge phase's 45 s deadline), so the
# circuit opens after five and probes again after 15 s, which a phase deadline leaves room to wait for.
FAILURES_TO_OPEN = 5
OPEN_SECONDS = 15.0


@dataclass
class CircuitBreaker:
    """Closed → open after ``FAILURES_TO_OPEN`` consecutive failures → half-open after ``OPEN_SECONDS``
    (one probe allowed) → closed on the probe's success, open again on its failure."""

    failures_to_open: int = FAILURES_TO_OPEN
    open_seconds: float = OPEN_SECONDS
    clock: Callable[[], float] = time.monotonic
    failures: int = 0
    opened_at: float | None = None
    probing: bool = False

    @property
    def state(self) -> str:
        if self.opened_at is None:
            return "closed"
        return "half_open" if self.clock() - self.opened_at >= self.open_seconds else "open"

    def remaining(self) -> float:
        """Seconds until a probe is allowed (0 when closed or half-open)."""
        if self.opened_at is None:
            return 0.0
        return max(0.0, self.open_seconds - (self.clock() - self.opened_at))

    def allow(self) -> bool:
        state = self.state
        if state == "closed":
            return True
        if state == "half_open" and not self.probing:
            self.probing = True
            return True
        return False

    def succeeded(self) -> None:
        self.failures = 0
        self.opened_at = None
        self.probing = False

    def failed(self) -> None:
        self.failures += 1
        if self.probing or self.failures >= self.failures_to_open:
            self.opened_at = self.clock()
        self.probing = False


@dataclass
class Router:
    """Chooses among candidate agents by policy, avoiding agents whose circuit is open."""

    clock: Callable[[], float] = time.monotonic
    breakers: dict[str, CircuitBreaker] = field(default_factory=dict)
    in_flight: Counter[str] = field(default_factory=Counter)
    turns: Counter[str] = field(default_factory=Counter)

    def breaker(self, agent: str) -> CircuitBreaker:
        if agent not in self.breakers:
            self.breakers[agent] = CircuitBreaker(clock=self.clock)
        return self.breakers[agent]

    def choose(
        self,
        need: str,
        candidates: list[AgentInfo],
        policy: RoutingPolicy,
        wanted_tags: set[str] | None = None,
    ) -> tuple[RoutingDecision, list[AgentInfo]]:
        """The decision, and the candidates in the order to try them (chosen first)."""
        healthy = [a for a in candidates if self.breaker(a.name).state != "open"]
        pool = healthy or candidates
        ordered = self._order(need, pool, policy, wanted_tags or set())
        chosen = ordered[0]
        skipped = [a.name for a in candidates if a not in healthy]
        reason = {
            "capability": "best skill match",
            "round_robin": "next in turn",
            "least_loaded": f"fewest calls in flight ({self.in_flight[chosen.name]})",
        }[policy]
        if skipped:
            reason += f"; circuit open for {', '.join(skipped)}"
        rest = [a for a in candidates if a not in ordered]
        decision = RoutingDecision(
            need=need,
            policy=policy,
            chosen=chosen.name,
            candidates=[a.name for a in candidates],
            reason=reason,
        )
        return decision, ordered + rest

    def _order(self, need: str, pool: list[AgentInfo], policy: RoutingPolicy, wanted_tags: set[str]) -> list[AgentInfo]:
        if policy == "round_robin":
            turn = self.turns[need] % len(pool)
            self.turns[need] += 1
            return pool[turn:] + pool[:turn]
        if policy == "least_loaded":
            return sorted(pool, key=lambda a: self.in_flight[a.name])  # stable: registry order breaks ties
        return sorted(pool, key=lambda a: -len(wanted_tags & set(a.tags)))


def route_needs(router: Router, agents: list[AgentInfo], input: DiscoverInput) -> list[RoutingDecision]:
    """A routing decision for every need a journey may have that some discovered agent can serve."""
    profile = {f"profile:{input.profile}"} if input.profile else set()
    needs: dict[str, tuple[list[AgentInfo], set[str]]] = {
        "planner": ([a for a in agents if Skill.PLAN in a.skills], set()),
        "answer": ([a for a in agents if Skill.ANSWER in a.skills], set()),
    }
    for agent in agents:
        for tag in agent.tags:
            kind, _, target = tag.partition(":")
            if kind == "source" and Skill.KNOWLEDGE in agent.skills:
                needs.setdefault(f"knowledge:{target}", ([], profile))[0].append(agent)
            elif kind == "platform" and Skill.GENERATE in agent.skills:
                needs.setdefault(f"generate:{target}", ([], set()))[0].append(agent)
    return [
        router.choose(need, candidates, input.routing_policy, wanted)[0]
        for need, (candidates, wanted) in needs.items()
        if candidates
    ]
