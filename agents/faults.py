"""Fault injection for the agents host: added latency, HTTP 503s, hangs and malformed replies.

Off unless configured (``LEXIQUERY_AGENT_FAULT_*``); the reliability drills and durability tests turn
it on to show that Temporal's retries, timeouts and heartbeats do what the policy table says.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from lexiquery.logging import get_logger
from lexiquery.settings import Settings

log = get_logger(__name__)


@dataclass
class Faults:
    latency_s: float = 0.0
    error_rate: float = 0.0
    hang_rate: float = 0.0
    malformed_rate: float = 0.0
    rng: random.Random | None = None

    @classmethod
    def for_agent(cls, settings: Settings, agent: str) -> Faults | None:
        if settings.agent_fault_agents and agent not in settings.agent_fault_agents:
            return None
        faults = cls(
            latency_s=settings.agent_fault_latency_ms / 1000,
            error_rate=settings.agent_fault_error_rate,
            hang_rate=settings.agent_fault_hang_rate,
            malformed_rate=settings.agent_fault_malformed_rate,
            rng=_stream(settings.agent_fault_seed, agent),
        )
        return faults if faults.active else None

    @property
    def active(self) -> bool:
        return any((self.latency_s, self.error_rate, self.hang_rate, self.malformed_rate))

    def roll(self, rate: float) -> bool:
        return rate > 0 and (self.rng or random).random() < rate


def _stream(seed: int | None, agent: str) -> random.Random:
    """The agent's own random stream: with one shared seed, every agent would fail on the same calls together."""
    return random.Random(None if seed is None else f"{seed}:{agent}")


class FaultInjection:
    """ASGI middleware in front of one agent's JSON-RPC endpoint (cards are never faulted)."""

    def __init__(self, app: ASGIApp, faults: Faults, agent: str) -> None:
        self.app = app
        self.faults = faults
        self.agent = agent

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        if self.faults.latency_s:
            await asyncio.sleep(self.faults.latency_s)
        if self.faults.roll(self.faults.hang_rate):
            log.warning("fault_hang", agent=self.agent)
            await asyncio.Event().wait()
        if self.faults.roll(self.faults.error_rate):
            log.warning("fault_error", agent=self.agent)
            response = JSONResponse({"error": "injected fault"}, status_code=503)
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)
