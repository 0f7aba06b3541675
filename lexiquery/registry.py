"""The agent registry file: the A2A agents discovery asks for their cards."""

from __future__ import annotations

from pathlib import Path

import yaml
from a2a.types import AgentCard
from a2a.utils.constants import TransportProtocol
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from lexiquery.contracts import AgentInfo, AgentProblem
from lexiquery.settings import Settings


class RegistryEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    url: str = Field(pattern=r"^https?://")


class Registry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    agents: list[RegistryEntry]


def load_registry(path: Path, agents_base_url: str) -> list[RegistryEntry]:
    """Read the registry, with ``{agents}`` replaced by the agents host's base URL."""
    raw = yaml.safe_load(path.read_text().replace("{agents}", agents_base_url)) or {}
    try:
        entries = Registry.model_validate(raw).agents
    except ValidationError as exc:
        raise ValueError(f"invalid agent registry {path}: {exc}") from exc
    names = [entry.name for entry in entries]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    if duplicates:
        raise ValueError(f"invalid agent registry {path}: duplicate names {duplicates}")
    return entries


def registry_for(settings: Settings) -> list[RegistryEntry]:
    return load_registry(settings.agent_registry, settings.resolved_agents_base_url)


def agent_info(entry: RegistryEntry, card: AgentCard) -> AgentInfo | AgentProblem:
    """A registered agent as its card describes it, or why the card is no use (no skills, no JSON-RPC)."""
    interfaces = [i for i in card.supported_interfaces if i.protocol_binding == TransportProtocol.JSONRPC.value]
    if not card.skills or not interfaces:
        return AgentProblem(name=entry.name, url=entry.url, error="card lists no skills or no JSON-RPC interface")
    return AgentInfo(
        name=entry.name,
        url=entry.url,
        rpc_url=interfaces[0].url,
        description=card.description,
        version=card.version,
        skills=[skill.id for skill in card.skills],
        tags=sorted({tag for skill in card.skills for tag in skill.tags}),
    )
