"""The one Settings object: environment variables prefixed ``LEXIQUERY_`` (or a ``.env`` file)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    """Configuration of every LexiQuery process. Built once at start-up and passed down."""

    model_config = SettingsConfigDict(env_prefix="LEXIQUERY_", env_file=".env", extra="ignore")

    state_dir: Path = Field(
        default=Path(".lexiquery"), description="Where the embedded stack keeps its databases."
    )

    temporal_address: str = "127.0.0.1:7233"
    temporal_namespace: str = "default"
    temporal_ui_port: int = 8233
    temporal_ui_url: str = Field(
        default="", description="Web UI base URL; derived from the UI port if empty."
    )
    temporal_db_file: Path | None = Field(
        default=None, description="Dev-server SQLite file (state_dir default)."
    )
    task_queue: str = Field(
        default="lexiquery", description="Journeys' task queue; activity queues derive from it."
    )

    api_host: str = "127.0.0.1"
    api_port: int = 8400
    api_max_body_bytes: int = 64 * 1024

    agents_host: str = "127.0.0.1"
    agents_port: int = 8401
    agents_base_url: str = Field(
        default="", description="Where the agents host is reached; substituted into the registry."
    )
    agent_registry: Path = PROJECT_ROOT / "config" / "agents.yaml"
    agent_timeout_seconds: float = 30.0
    mcp_allowed_hosts: list[str] = Field(
        default_factory=list, description="Extra Host headers the MCP servers accept (e.g. compose names)."
    )

    knowledge_dir: Path = PROJECT_ROOT / "agents" / "knowledge_base"
    policy_table: Path = PROJECT_ROOT / "temporal-config" / "activity-policies.yaml"
    search_attributes_file: Path = PROJECT_ROOT / "temporal-config" / "search-attributes.yaml"

    ledger_path: Path | None = Field(default=None, description="Cost ledger SQLite file (state_dir default).")

    worker_sticky_schedule_to_start_seconds: float = 1.0
    worker_max_concurrent_activities: int = 50

    log_format: Literal["auto", "json", "console"] = "auto"
    log_level: str = "INFO"

    @cached_property
    def resolved_temporal_ui_url(self) -> str:
        if self.temporal_ui_url:
            return self.temporal_ui_url.rstrip("/")
        host = self.temporal_address.rsplit(":", 1)[0]
        return f"http://{host}:{self.temporal_ui_port}"

    @cached_property
    def resolved_agents_base_url(self) -> str:
        return (self.agents_base_url or f"http://{self.agents_host}:{self.agents_port}").rstrip("/")

    @cached_property
    def api_url(self) -> str:
        return f"http://{self.api_host}:{self.api_port}"

    @cached_property
    def resolved_ledger_path(self) -> Path:
        return self.ledger_path or self.state_dir / "ledger.db"

    @cached_property
    def resolved_temporal_db_file(self) -> Path:
        return self.temporal_db_file or self.state_dir / "temporal.db"

    def workflow_url(self, journey_id: str) -> str:
        """The Web UI page of one journey."""
        return f"{self.resolved_temporal_ui_url}/namespaces/{self.temporal_namespace}/workflows/{journey_id}"
