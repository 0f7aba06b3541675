"""The one Settings object: environment variables prefixed ``LEXIQUERY_`` (or a ``.env`` file)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from lexiquery.contracts import OnTimeout, Role

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class LlmModel(BaseModel):
    """How one capability (generation, planning…) uses the LLM."""

    model: str
    fallback_model: str | None = None
    max_tokens: int = 800
    temperature: float = 0.0
    json_response: bool = True


class LlmPrice(BaseModel):
    input_per_1k: float = 0.0
    output_per_1k: float = 0.0


class ApiKey(BaseModel):
    """One API key, stored only as its SHA-256 hex digest."""

    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    principal: str = Field(min_length=1)
    roles: list[Role] = Field(min_length=1)


class Settings(BaseSettings):
    """Configuration of every LexiQuery process. Built once at start-up and passed down."""

    model_config = SettingsConfigDict(env_prefix="LEXIQUERY_", env_file=".env", extra="ignore")

    state_dir: Path = Field(default=Path(".lexiquery"), description="Where the embedded stack keeps its databases.")

    temporal_address: str = "127.0.0.1:7233"
    temporal_namespace: str = "default"
    temporal_ui_port: int = 8233
    temporal_ui_url: str = Field(default="", description="Web UI base URL; derived from the UI port if empty.")
    temporal_db_file: Path | None = Field(default=None, description="Dev-server SQLite file (state_dir default).")
    task_queue: str = Field(default="lexiquery", description="Journeys' task queue; activity queues derive from it.")

    api_host: str = "127.0.0.1"
    api_port: int = 8400
    api_max_body_bytes: int = 64 * 1024
    api_cache_ttl_seconds: float = Field(
        default=300.0, ge=0, description="How long a completed journey answers the same request again (0: off)."
    )

    agents_host: str = "127.0.0.1"
    agents_port: int = 8401
    agents_base_url: str = Field(
        default="", description="Where the agents host is reached; substituted into the registry."
    )
    agent_registry: Path = PROJECT_ROOT / "config" / "agents.yaml"
    agent_timeout_seconds: float = 30.0
    agent_card_ttl_seconds: float = Field(default=60.0, description="How long discovery reuses a fetched card.")
    routing_policy: Literal["capability", "round_robin", "least_loaded"] = "capability"
    mcp_allowed_hosts: list[str] = Field(
        default_factory=list, description="Extra Host headers the MCP servers accept (e.g. compose names)."
    )

    # Fault injection on the agents host (reliability drills and tests; all off by default).
    agent_fault_latency_ms: float = Field(default=0.0, ge=0, description="Added to every agent call.")
    agent_fault_error_rate: float = Field(default=0.0, ge=0, le=1, description="Share answered HTTP 503.")
    agent_fault_hang_rate: float = Field(default=0.0, ge=0, le=1, description="Share never answered.")
    agent_fault_malformed_rate: float = Field(default=0.0, ge=0, le=1, description="Share given garbage.")
    agent_fault_agents: list[str] = Field(default_factory=list, description="Agents hit (empty: all).")
    agent_fault_seed: int | None = None

    # Sources: the team's own data (config/sources.yaml), the one-source shortcuts below, and the demo
    # estate, which is served only when enabled (by default when nothing else is configured).
    sources_file: Path = Field(default=PROJECT_ROOT / "config" / "sources.yaml", description="The sources file.")
    schema_ttl_seconds: float = Field(default=300.0, ge=0, description="How long a discovered schema is reused.")
    execution_max_rows: int = Field(default=200, ge=1, le=10_000, description="Rows an execution returns at most.")
    execution_timeout_seconds: float = Field(default=10.0, gt=0, le=300, description="Time an execution may take.")
    demo_estate: bool | None = Field(
        default=None, description="Serve the demo estate (unset: the sources file decides, else only when alone)."
    )
    estate_max_age_minutes: float = Field(default=30.0, gt=0, description="Regenerate the demo estate when older.")
    prometheus_port: int = Field(default=8402, description="Port of the demo estate's own Prometheus.")
    prometheus_url: str = Field(default="", description="A Prometheus to query: the source named 'prometheus'.")
    sql_dsn: SecretStr | None = Field(default=None, description="A PostgreSQL DSN: the source named 'sql'.")
    log_analytics_workspace: str = ""
    log_analytics_token: SecretStr | None = None
    log_analytics_endpoint: str = "https://api.loganalytics.io"
    splunk_url: str = ""
    splunk_token: SecretStr | None = None

    # An OpenAI-compatible LLM (OpenAI, Azure OpenAI, Ollama, vLLM), optional: without one, every path
    # is deterministic. Models per capability: {"generation": {"model": ..., "fallback_model": ...}}.
    llm_base_url: str = Field(default="", description="e.g. https://api.openai.com/v1 or http://localhost:11434/v1")
    llm_api_key: SecretStr | None = None
    llm_models: dict[str, LlmModel] = Field(default_factory=dict)
    llm_prices: dict[str, LlmPrice] = Field(default_factory=dict, description="USD per 1,000 tokens, by model.")
    llm_timeout_seconds: float = 30.0

    knowledge_dir: Path = PROJECT_ROOT / "agents" / "knowledge_base"
    policy_table: Path = PROJECT_ROOT / "temporal-config" / "activity-policies.yaml"
    search_attributes_file: Path = PROJECT_ROOT / "temporal-config" / "search-attributes.yaml"

    ledger_path: Path | None = Field(default=None, description="Cost ledger SQLite file (state_dir default).")
    state_dsn: SecretStr | None = Field(
        default=None,
        description="PostgreSQL holding the cost ledger and the knowledge store, shared by every worker and agents"
        " host (more than one machine); unset, each keeps SQLite files in state_dir.",
    )

    worker_sticky_schedule_to_start_seconds: float = Field(
        default=1.0,
        description="How long a workflow task waits for its sticky worker before any worker takes it.",
    )
    worker_max_cached_workflows: int = 1000
    worker_max_concurrent_local_activities: int = Field(
        default=20, description="Validation and ledger activities running at once (the workflow's queue)."
    )
    worker_agents_max_concurrent: int = Field(default=50, description="Agent calls running at once per worker.")
    worker_agents_per_second: float | None = Field(
        default=None, description="Agent calls started per second across all workers (the LLM rate limit)."
    )
    worker_execution_max_concurrent: int = Field(default=10, description="Query executions at once per worker.")

    budget_cost_usd: float = 1.0
    budget_llm_calls: int = 20
    budget_tool_calls: int = 50
    budget_tokens: int = 50_000
    budget_max_cost_usd: float = Field(default=10.0, description="The most a request may raise its cost ceiling to.")
    budget_max_llm_calls: int = 200
    budget_max_tool_calls: int = 500
    budget_max_tokens: int = 500_000

    approval_timeout_seconds: float = Field(default=86_400, gt=0, description="How long a gate waits by default.")
    approval_max_timeout_seconds: float = Field(default=7 * 86_400, gt=0, description="The longest a request may ask.")
    approval_on_timeout: OnTimeout = "reject"
    approval_four_eyes: bool = Field(default=True, description="Requesters may not approve their own execution.")
    approval_allow_auto_approve: bool = Field(
        default=True, description="Whether a request may let read-only, low-risk queries run without a person."
    )
    api_keys: list[ApiKey] = Field(
        default_factory=list,
        description="Who may call the API: SHA-256 of each key with its principal and roles (lexiquery hash-key). "
        "Empty: the API is open and the X-LexiQuery-Principal header names the caller, with every role (development).",
    )

    trace_exporter: Literal["none", "console", "otlp"] = Field(
        default="none", description="Where spans go: nowhere (ids still reach the logs), stderr, or OTLP/HTTP."
    )
    otlp_traces_endpoint: str = "http://127.0.0.1:4318/v1/traces"
    worker_metrics_host: str = "127.0.0.1"
    worker_metrics_port: int = Field(default=8403, description="The worker's Prometheus endpoint (0: none).")

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
