"""The agent registry file: the A2A agents discovery asks for their cards."""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

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
