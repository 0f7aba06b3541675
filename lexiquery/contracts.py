"""Contracts: the pydantic models that cross a process boundary.

They travel through Temporal histories (workflow and activity inputs and outputs, queries), over A2A
(agent requests and replies) and over HTTP. A history outlives the code that wrote it, so these models
change only by adding optional fields with defaults; nothing is renamed or removed.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

MAX_QUESTION_CHARS = 2000
# A window the data agents understand: a number of minutes, hours or days back, today or yesterday.
TIME_RANGE_PATTERN = r"^(?:[1-9][0-9]{0,3}[mhd]|today|yesterday)$"


class Platform(StrEnum):
    """A query language LexiQuery writes for."""

    KQL = "kql"
    SPL = "spl"
    SQL = "sql"
    PROMQL = "promql"


class Phase(StrEnum):
    """Where a journey is. The last four are terminal."""

    PENDING = "PENDING"
    DISCOVERING = "DISCOVERING"
    PLANNING = "PLANNING"
    GATHERING_KNOWLEDGE = "GATHERING_KNOWLEDGE"
    GENERATING_QUERIES = "GENERATING_QUERIES"
    VALIDATING = "VALIDATING"
    AWAITING_APPROVAL = "AWAITING_APPROVAL"
    EXECUTING = "EXECUTING"
    INVESTIGATING = "INVESTIGATING"  # running a plan's DAG of steps (#19)
    AGGREGATING = "AGGREGATING"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    REJECTED = "REJECTED"
    CANCELLED = "CANCELLED"

    @property
    def terminal(self) -> bool:
        return self in _TERMINAL


_TERMINAL = frozenset({Phase.COMPLETED, Phase.FAILED, Phase.REJECTED, Phase.CANCELLED})


class FailureType(StrEnum):
    """Failure taxonomy, carried as ``ApplicationError.type``."""

    AGENT = "AGENT"
    SYSTEM = "SYSTEM"
    RESOURCE = "RESOURCE"
    POLICY = "POLICY"
    USER = "USER"

    @classmethod
    def of(cls, value: str | None, default: FailureType | None = None) -> FailureType:
        """The failure type named ``value``; ``default`` (SYSTEM) for anything else."""
        try:
            return cls(value or "")
        except ValueError:
            return default or cls.SYSTEM


class Contract(BaseModel):
    """Base of every contract."""


class AgentFailure(Contract):
    """Why an agent failed a task: the data part of its failed A2A task, read by the activity that called it."""

    message: str = ""
    retryable: bool = Field(default=False, description="Trying again (another attempt, or another agent) may help.")
    user: bool = Field(default=False, description="The request asks for what does not exist or is not allowed.")


class AgentReply(Contract):
    """What every agent answers with: its result and what producing it cost."""

    cost_info: CostInfo = Field(default_factory=lambda: CostInfo())


# --- the request ---------------------------------------------------------------------------------


class Budget(Contract):
    """A journey's ceilings (ToolBudget). Crossing 80 % of one records a warning; crossing it ends the
    journey as a POLICY failure, or opens an approval gate when ``on_exceed`` says so."""

    cost_usd: float = Field(default=1.0, ge=0)
    llm_calls: int = Field(default=20, ge=0)
    tool_calls: int = Field(default=50, ge=0)
    tokens: int = Field(default=50_000, ge=0)
    on_exceed: Literal["fail", "approve"] = "fail"


RoutingPolicy = Literal["capability", "round_robin", "least_loaded"]
Role = Literal["viewer", "operator", "approver", "admin"]
GateKind = Literal["execution", "risky_query", "budget", "clarification"]
OnTimeout = Literal["reject", "approve", "escalate"]
Decision = Literal["approve", "reject"]
APPROVERS: tuple[Role, ...] = ("approver", "admin")


class ApprovalPolicy(Contract):
    """When a journey asks a person, and what happens when nobody answers (server defaults, per-request
    overrides within the server's limits)."""

    auto_approve_low_risk: bool = Field(
        default=False, description="Run read-only, low-risk queries without asking (never medium or high risk)."
    )
    timeout_seconds: float = Field(default=86_400, gt=0, description="How long a gate waits for a decision.")
    on_timeout: OnTimeout = Field(
        default="reject", description="'approve' applies to execution gates of low-risk queries only."
    )
    four_eyes: bool = Field(default=True, description="The requester may not approve their own execution.")


class JourneyRequest(Contract):
    """What a person asked for: the workflow input."""

    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    platforms: list[Platform] = Field(default_factory=list, description="Empty: the planner infers them.")
    requester: str = "anonymous"
    sql_dialect: str | None = None
    execute: bool = False
    budget: Budget = Field(default_factory=Budget)
    routing_policy: RoutingPolicy = "capability"
    profile: str | None = Field(default=None, description="Team whose knowledge to prefer (plus shared).")
    approval: ApprovalPolicy = Field(default_factory=ApprovalPolicy)
    time_range: str | None = Field(
        default=None, pattern=TIME_RANGE_PATTERN, description="The window to query; overrides the question's own."
    )
    context: dict[str, str] = Field(
        default_factory=dict, description="Free-form labels kept with the journey (ticket, team, channel)."
    )
    sources: list[str] = Field(
        default_factory=list,
        max_length=20,
        description="Names of the sources to query (GET /v1/sources); empty: discovery chooses by schema match.",
    )
    follow_up_of: str | None = Field(default=None, description="The journey this one follows up (its thread).")
    thread: str | None = Field(default=None, description="The first journey of the thread this one belongs to.")


# --- cost ----------------------------------------------------------------------------------------


class CostInfo(Contract):
    """What one agent reply cost. Deterministic paths say so rather than leaving the fields out."""

    agent: str = ""
    llm_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    mcp_calls: int = 0
    latency_ms: float = 0.0
    cost_usd: float = 0.0
    model: str | None = None
    deterministic: bool = True


class CostTotals(Contract):
    """Sums over a group of cost records."""

    llm_calls: int = 0
    mcp_calls: int = 0
    tokens: int = 0
    cost_usd: float = 0.0
    latency_ms: float = 0.0

    def add(self, cost: CostInfo) -> None:
        self.llm_calls += cost.llm_calls
        self.mcp_calls += cost.mcp_calls
        self.tokens += cost.tokens_in + cost.tokens_out
        self.cost_usd += cost.cost_usd
        self.latency_ms += cost.latency_ms


class JourneyCostSummary(Contract):
    """Cost of a whole journey, as written to the cost ledger."""

    journey_id: str
    totals: CostTotals = Field(default_factory=CostTotals)
    by_agent: dict[str, CostTotals] = Field(default_factory=dict)
    by_service: dict[str, CostTotals] = Field(default_factory=dict)
    by_model: dict[str, CostTotals] = Field(default_factory=dict)


# --- discovery -----------------------------------------------------------------------------------


class AgentInfo(Contract):
    """An agent as its card describes it."""

    name: str
    url: str
    rpc_url: str = ""
    description: str = ""
    version: str = ""
    skills: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)


class AgentProblem(Contract):
    """A registered agent that could not be used, and why."""

    name: str
    url: str
    error: str


class RoutingDecision(Contract):
    """Which agent serves a need, chosen among the candidates by the routing policy."""

    need: str = Field(description="planner, answer, knowledge:<source> or generate:<platform>")
    policy: RoutingPolicy
    chosen: str
    candidates: list[str]
    reason: str = ""


# ApplicationError type of a discovery that found a needed capability missing because agents did not answer;
# retryable, and its details carry the discovery (a DiscoveryResult) for when the attempts are spent.
AGENTS_UNREACHABLE = "AGENTS_UNREACHABLE"


class DiscoverInput(Contract):
    platforms: list[Platform]
    routing_policy: RoutingPolicy = "capability"
    profile: str | None = None
    # True: raise AGENTS_UNREACHABLE (so the activity's retry policy waits and looks again) instead of returning
    # a discovery that lacks a needed capability only because agents did not answer.
    retry_while_unreachable: bool = False


class DiscoveryResult(Contract):
    agents: list[AgentInfo] = Field(default_factory=list)
    problems: list[AgentProblem] = Field(default_factory=list)
    routes: list[RoutingDecision] = Field(default_factory=list)


# --- planning ------------------------------------------------------------------------------------


class Entities(Contract):
    """What the planner read out of the question for the data agents."""

    time_range: str | None = None
    users: list[str] = Field(default_factory=list)
    hosts: list[str] = Field(default_factory=list)
    ips: list[str] = Field(default_factory=list)
    services: list[str] = Field(default_factory=list)
    aggregation: str | None = None
    top_n: int | None = None


StepKind = Literal["knowledge", "generate", "execute", "mcp_tool", "function", "code_exec", "agent"]


class StepRetry(Contract):
    """A step's own retry policy, within the bounds the policy table sets for its kind."""

    max_attempts: int = Field(default=3, ge=1, le=10)
    timeout_seconds: float | None = Field(default=None, gt=0, le=3600)


class PlanStep(Contract):
    """One step of a plan. The first wave knew knowledge, generate and execute steps taken from a template;
    investigations (#19) add steps that call a catalog entry (``tool``) with an ``input`` whose strings may refer
    to earlier steps' outputs (``step:<id>.<path>``)."""

    id: str
    kind: StepKind
    target: str
    agent: str
    depends_on: list[str] = Field(default_factory=list)
    tool: str | None = Field(default=None, description="The catalog entry a function, mcp_tool or agent step calls.")
    input: dict[str, Any] = Field(
        default_factory=dict, description="Arguments; a string step:<id>.<path> is an earlier step's output."
    )
    idempotency_key: str | None = Field(
        default=None, description="Same key, same effect: a retried step is not redone."
    )
    retry_policy: StepRetry | None = None
    on_failure: Literal["fail", "skip", "partial"] = Field(
        default="fail", description="fail the journey, skip the step, or keep what came back as a partial result"
    )


class StepRecord(Contract):
    """One step of an investigation as it ran (status, audit, Web UI): its inputs as written (references, not
    values) and a summary of its result."""

    id: str
    kind: StepKind
    tool: str | None = None
    state: Literal["running", "done", "partial", "skipped", "failed"] = "running"
    started_at: datetime | None = None
    ended_at: datetime | None = None
    inputs: dict[str, Any] = Field(default_factory=dict)
    summary: str = ""
    rows: list[dict[str, Any]] = Field(default_factory=list, description="A table result's first rows.")
    error: str = ""


class FunctionInput(Contract):
    """Activity input: run a registered function (``lexiquery.functions``) on resolved arguments."""

    step_id: str
    function: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class CodeInput(Contract):
    """Activity input: run restricted code in the sandbox over a copy of ``data``."""

    step_id: str
    code: str
    data: Any = None


class ToolInput(Contract):
    """Activity input: call one MCP tool (``server.tool``, as the catalog names it) with resolved arguments."""

    step_id: str
    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    idempotency_key: str | None = Field(default=None, description="Sent with the call: the same key, the same effect.")


class AgentSkillInput(Contract):
    """Activity input: ask ``agent`` (or an alternate) one of its skills, with a request the skill reads."""

    step_id: str
    agent: AgentInfo
    alternates: list[AgentInfo] = Field(default_factory=list)
    skill: str
    request: dict[str, Any] = Field(default_factory=dict)
    idempotency_key: str | None = Field(default=None, description="Sent with the call: the same key, the same effect.")


class SkillPayload(BaseModel):
    """A skill's request or reply as the agent defines it: any fields (the agent validates its own)."""

    model_config = ConfigDict(extra="allow")


class SkillReply(AgentReply):
    """What a skill answered, whatever its fields, and what it cost."""

    model_config = ConfigDict(extra="allow")


class ToolsInput(Contract):
    """Activity input: the MCP tools an investigation's plan names, to be checked against what is served."""

    named: list[str] = Field(default_factory=list)


class ToolList(Contract):
    """Every MCP tool the agents host serves, as server.tool."""

    tools: list[str] = Field(default_factory=list)


class StepResult(Contract):
    """What a function, code or tool step returned, with a one-line summary for status and history readers."""

    step_id: str
    value: Any = None
    summary: str = ""


class AgentStepResult(AgentReply):
    """What an agent step's skill answered (its own fields), with what it cost the journey."""

    step_id: str
    value: Any = None
    summary: str = ""


class PlanRequest(Contract):
    """Sent to a planner agent."""

    journey_id: str
    question: str
    platforms: list[Platform]
    knowledge_agents: dict[str, str] = Field(default_factory=dict, description="knowledge source -> agent")
    data_agents: dict[str, str] = Field(default_factory=dict, description="platform -> agent")


class WorkflowPlan(AgentReply):
    """A planner's answer."""

    intent: str
    confidence: float
    platforms: list[Platform]
    knowledge_sources: list[str]
    entities: Entities = Field(default_factory=Entities)
    steps: list[PlanStep] = Field(default_factory=list)
    reply: str | None = Field(default=None, description="A greeting's reply or a clarification question.")
    needs_clarification: bool = False
    routing: str = Field(default="template", description="template, llm, or fallback (best template).")
    signals: list[str] = Field(default_factory=list, description="Why the planner read the question so.")


class Reference(Contract):
    collection: str
    document_id: str
    title: str
    section: str = ""


class Statement(Contract):
    text: str
    reference: Reference


class Answer(AgentReply):
    """What a journey says in words: an answer from knowledge (every statement cited), a greeting's
    reply, or a request for clarification."""

    kind: Literal["answer", "greeting", "clarification", "investigation"]
    text: str
    statements: list[Statement] = Field(default_factory=list)


class AnswerRequest(Contract):
    """Sent to a planner to compose an answer from retrieved knowledge."""

    journey_id: str
    question: str
    knowledge: list[KnowledgeItem] = Field(default_factory=list)


class AnswerInput(Contract):
    """Activity input: ask ``planner`` (or, when it is down, an alternate) to answer from the knowledge."""

    planner: AgentInfo
    request: AnswerRequest
    alternates: list[AgentInfo] = Field(default_factory=list)


class PlanInput(Contract):
    """Activity input: ask ``planner`` (or, when it is down, an alternate) for a plan."""

    planner: AgentInfo
    request: PlanRequest
    alternates: list[AgentInfo] = Field(default_factory=list)


# --- knowledge -----------------------------------------------------------------------------------


class KnowledgeItem(Contract):
    """One retrieved passage with its reference."""

    collection: str
    document_id: str
    title: str
    section: str = ""
    snippet: str = ""
    score: float = 0.0
    metadata: dict[str, Any] = Field(default_factory=dict)


class KnowledgeRequest(Contract):
    """Sent to a knowledge agent."""

    journey_id: str
    question: str
    top_k: int = Field(default=3, ge=1, le=50)
    profile: str | None = Field(default=None, description="Team whose knowledge to search (plus shared).")


class KnowledgeResult(AgentReply):
    source: str
    agent: str
    items: list[KnowledgeItem] = Field(default_factory=list)


class KnowledgeInput(Contract):
    """Activity input: ask ``agent`` (or, when its circuit is open, an alternate) for knowledge from ``source``."""

    agent: AgentInfo
    alternates: list[AgentInfo] = Field(default_factory=list)
    source: str
    step_id: str
    request: KnowledgeRequest


# --- sources and their discovered schemas -----------------------------------------------------------


class ColumnInfo(Contract):
    """A column of a table (or a label of a metric, or a field of a sourcetype), as discovery found it."""

    name: str
    type: str = ""
    comment: str = ""
    primary_key: bool = False
    nullable: bool = True
    samples: list[str] = Field(
        default_factory=list, description="Some values it holds (low-cardinality text only; never on denied columns)."
    )
    distinct: int | None = Field(default=None, description="Distinct values seen, when counted.")
    labels: dict[str, str] = Field(
        default_factory=dict,
        description="What its codes mean (code → label), read from a table that explains codes by column name "
        "(PeopleSoft's PSXLATITEM, ServiceNow's sys_choice).",
    )
    time_encoding: str = Field(
        default="",
        description="How a time column holds its instants when the engine would not compare them as times: "
        "'epoch_seconds' or 'epoch_milliseconds' (integers, 0 for not set), 'iso_text' (ISO 8601 text with a T "
        "or a zone), 'yyyymmdd' (a date as an integer), 'yyyymmddhhmmss' (text in ISO 8601's basic format); empty "
        "for the engine's own times.",
    )


class ForeignKey(Contract):
    columns: list[str]
    references_table: str
    references_columns: list[str]
    inferred: bool = Field(default=False, description="not declared: read from the columns' names by convention")
    kind_column: str = Field(
        default="",
        description="a polymorphic key (Laravel's morphs, Rails' polymorphic belongs_to): the column naming the kind "
        "of row the key refers to; it refers to references_table only where this column holds kind_value",
    )
    kind_value: str = Field(default="", description="the kind_column's value that names references_table")


class TableInfo(Contract):
    """A table, view, metric, index, sourcetype or data model of one source."""

    name: str
    kind: str = Field(default="table", description="table, view, counter, gauge, histogram, summary, index, …")
    description: str = Field(default="", description="The table's comment, or a metric's help text.")
    columns: list[ColumnInfo] = Field(default_factory=list)
    primary_key: list[str] = Field(default_factory=list)
    foreign_keys: list[ForeignKey] = Field(default_factory=list)
    row_estimate: int | None = Field(default=None, description="Rows (tables) or series (metrics), estimated.")
    time_columns: list[str] = Field(default_factory=list)
    unit: str = ""
    parent: str = Field(default="", description="A schema, a sourcetype's index, a data model's name.")
    explains: bool = Field(
        default=False, description="A table of codes by column name, whose meanings are on the coded columns' labels."
    )

    def column(self, name: str) -> ColumnInfo | None:
        lowered = name.lower()
        return next((c for c in self.columns if c.name.lower() == lowered), None)


class SourceSchema(Contract):
    """What discovery read from one source's live engine: the tables (metrics, indexes…) it holds."""

    source: str
    platform: Platform
    kind: str
    dialect: str | None = Field(default=None, description="The SQL dialect the engine speaks (SQL sources).")
    fingerprint: str = Field(default="", description="A digest of the schema: equal fingerprints, equal schemas.")
    discovered_at: datetime | None = None
    elapsed_ms: float = 0.0
    tables: list[TableInfo] = Field(default_factory=list)
    commands: list[str] = Field(default_factory=list, description="Search commands the engine has (Splunk).")
    truncated: bool = Field(default=False, description="Discovery stopped at its bounds; more exists.")
    scrape_interval_seconds: float | None = Field(
        default=None, description="Prometheus: the longest scrape interval of its active targets, when known."
    )

    def table(self, name: str) -> TableInfo | None:
        lowered = name.lower().strip('`"[]')
        found = next((t for t in self.tables if t.name.lower() == lowered), None)
        if found is None and "." in lowered:  # schema-qualified: public.orders
            found = next((t for t in self.tables if f"{t.parent}.{t.name}".lower() == lowered), None)
        return found


class SourceInfo(Contract):
    """A configured source as its executor sees it now: what it is, and whether discovery reached it."""

    name: str
    platform: Platform
    kind: str
    description: str = ""
    profile: str | None = None
    demo: bool = False
    dialect: str | None = None
    reachable: bool = True
    error: str | None = Field(default=None, description="Why discovery failed (secrets redacted).")
    fingerprint: str = ""
    tables: int = 0
    discovered_at: datetime | None = None


class SourceChoice(Contract):
    """Which source served a platform in a journey, with its schema fingerprint, and why it was chosen."""

    platform: Platform
    source: str
    fingerprint: str = ""
    dialect: str | None = None
    reason: str = ""
    score: float = 0.0
    candidates: dict[str, float] = Field(default_factory=dict, description="Every source considered, with its score.")


class SchemaHints(Contract):
    """The part of a discovered schema relevant to a question (retrieved, bounded): what generation reads."""

    source: str
    fingerprint: str = ""
    dialect: str | None = None
    tables: list[TableInfo] = Field(default_factory=list)
    join_paths: list[str] = Field(default_factory=list, description="e.g. orders.customer_id = customers.id")
    unmatched: list[str] = Field(default_factory=list, description="Words of the question no schema name explains.")


# --- generation ----------------------------------------------------------------------------------


class GenerateRequest(Contract):
    """Sent to a data agent."""

    journey_id: str
    question: str
    platform: Platform
    entities: Entities = Field(default_factory=Entities)
    knowledge: list[KnowledgeItem] = Field(default_factory=list)
    sql_dialect: str | None = None
    tables: list[str] = Field(default_factory=list, description="Schema hints: tables the query should read.")
    sources: list[str] = Field(default_factory=list, description="Sources the requester named (empty: choose).")


class GeneratedQuery(AgentReply):
    """A data agent's answer (seed contract: query, confidence, explanation, optimizations, costs)."""

    platform: Platform
    query: str
    agent: str = ""
    confidence: float = 0.0
    explanation: str = ""
    optimizations: list[str] = Field(default_factory=list)
    estimated_cost: dict[str, float | str] = Field(default_factory=dict)
    examples: list[KnowledgeItem] = Field(
        default_factory=list, description="Real published queries the generator found similar (with their sources)."
    )
    generator: str = Field(default="deterministic", description="deterministic, llm:<model>, or a fallback note.")
    source: SourceChoice | None = Field(default=None, description="The source the query is for, and why.")
    schema_hints: SchemaHints | None = Field(default=None, description="The part of the schema generation read.")
    schema_check: QueryValidation | None = Field(
        default=None, description="The query checked against the source's discovered schema, and dry-run."
    )
    candidates: list[str] = Field(
        default_factory=list, description="When nothing in the schema matched: the closest tables or metrics."
    )


class GenerateInput(Contract):
    """Activity input: ask ``agent`` (or an alternate) to write a query."""

    agent: AgentInfo
    alternates: list[AgentInfo] = Field(default_factory=list)
    step_id: str
    request: GenerateRequest


# --- validation ----------------------------------------------------------------------------------


class ParseError(Contract):
    message: str
    line: int | None = None
    column: int | None = None


class SourceCheck(Contract):
    """A table, index, data model or metric a query reads, and whether the platform's catalog has it."""

    name: str
    exists: bool
    checked: bool = Field(default=True, description="False: no discovered schema to check it against.")


class QueryEstimate(Contract):
    """A cheap, deterministic guess at what running a query costs."""

    time_window_seconds: float | None = None
    scan_rows: int | None = None
    scan_gb: float | None = None
    points: int | None = None
    notes: list[str] = Field(default_factory=list)


RiskTier = Literal["none", "low", "medium", "high"]


CatalogKind = Literal["agent", "mcp_tool", "function", "code_exec"]


class CatalogEntry(Contract):
    """One thing a plan's step may call (#19): an A2A agent's skill, an MCP tool, a registered function, or
    ``code_exec``; the name a step's ``tool`` gives, the schema its ``input`` must fit, its risk and cost."""

    kind: CatalogKind
    name: str = Field(description="What a step's tool names: agent/skill, server.tool, a function, code_exec.")
    description: str = ""
    input_schema: dict[str, Any] = Field(default_factory=dict, description="JSON Schema of the step's input.")
    risk: RiskTier = "low"
    cost_estimate_ms: float | None = Field(default=None, description="A typical call, for a plan's estimate.")
    needs_approval: bool = Field(default=False, description="A step calling it waits for a person first.")
    provider: str = Field(default="", description="The agent, MCP server or module that serves it.")


class QueryValidation(Contract):
    platform: Platform
    valid: bool
    errors: list[ParseError] = Field(default_factory=list)
    tables: list[str] = Field(default_factory=list)
    risk: RiskTier = "none"
    risk_reasons: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    sources: list[SourceCheck] = Field(default_factory=list)
    estimate: QueryEstimate | None = None
    source: str | None = Field(default=None, description="The source whose discovered schema it was checked against.")
    fingerprint: str | None = Field(default=None, description="That schema's fingerprint.")


class ValidateInput(Contract):
    queries: list[GeneratedQuery]
    sql_dialect: str | None = None


class ValidationReport(Contract):
    results: list[QueryValidation] = Field(default_factory=list)


# --- execution -----------------------------------------------------------------------------------


class ExecuteRequest(Contract):
    """Sent to a data agent: run one validated (and, where required, approved) query."""

    journey_id: str
    platform: Platform
    query: str
    sql_dialect: str | None = None
    max_rows: int = Field(default=100, ge=1, le=10_000)
    source: str | None = Field(default=None, description="The source to run on (the one the query was written for).")


class ExecutionResult(AgentReply):
    """What running a query returned: columns and rows (bounded), or why it did not run."""

    platform: Platform
    executed: bool
    columns: list[str] = Field(default_factory=list)
    rows: list[list[Any]] = Field(default_factory=list)
    row_count: int = 0
    truncated: bool = False
    engine: str = ""
    elapsed_ms: float = 0.0
    note: str = ""
    source: str | None = None
    failed: bool = Field(default=False, description="The engine (or the way to it) failed the query.")
    error_class: str | None = Field(default=None, description="The engine's error class, e.g. UndefinedTable.")


class ExecuteInput(Contract):
    """Activity input: ask ``agent`` (or, when it is down, an alternate) to run a query."""

    agent: AgentInfo
    step_id: str
    request: ExecuteRequest
    alternates: list[AgentInfo] = Field(default_factory=list)


# --- cost aggregation ----------------------------------------------------------------------------


class AggregateCostInput(Contract):
    journey_id: str
    costs: list[CostInfo]


# --- journey status ------------------------------------------------------------------------------


class PhaseRecord(Contract):
    phase: Phase
    entered_at: datetime
    left_at: datetime | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def duration_ms(self) -> float | None:
        """Workflow time spent in the phase (None while it lasts)."""
        if self.left_at is None:
            return None
        return (self.left_at - self.entered_at).total_seconds() * 1000


class JourneyError(Contract):
    type: FailureType
    message: str
    phase: Phase | None = None


class DegradedSource(Contract):
    """A knowledge source or platform the journey went on without, and why."""

    step_id: str
    target: str
    error_type: str
    message: str


class BudgetUsage(Contract):
    """What a journey has spent against its budget, and the warnings recorded on the way."""

    limits: Budget = Field(default_factory=Budget)
    spent: CostTotals = Field(default_factory=CostTotals)
    warnings: list[str] = Field(default_factory=list)
    exceeded: list[str] = Field(default_factory=list)


class Gate(Contract):
    """A point where the journey waits for a person: what is to be decided, by whom, and the outcome."""

    id: str = Field(description="Stable and readable: execution-1, risky_query-1, clarification-2 …")
    kind: GateKind
    reason: str
    queries: list[GeneratedQuery] = Field(default_factory=list, description="The exact queries to decide on.")
    risk: RiskTier | None = None
    estimated_cost_usd: float | None = None
    requested_at: datetime
    deadline: datetime
    on_timeout: OnTimeout = "reject"
    roles: list[Role] = Field(default_factory=lambda: list(APPROVERS))
    escalated_at: datetime | None = None
    decision: Decision | None = None
    decided_by: str | None = None
    decided_at: datetime | None = None
    comment: str | None = None
    clarified: str | None = None

    @property
    def open(self) -> bool:
        return self.decision is None


class GateSignal(Contract):
    """The payload of the ``approve`` and ``reject`` signals (from any Temporal client, CLI or Web UI)."""

    gate_id: str
    principal: str = Field(min_length=1)
    comment: str | None = None
    clarified: str | None = Field(default=None, description="For a clarification gate: the question, restated.")


class GateDecisionInput(GateSignal):
    """The payload of the ``decide`` update: a signal's fields plus the decision and the principal's roles."""

    decision: Decision
    roles: list[Role] = Field(default_factory=list)


class JourneyStatus(Contract):
    """Everything known about a journey: the ``status`` query's answer and, once done, its result."""

    journey_id: str
    state: Phase
    question: str
    platforms: list[Platform]
    requester: str = "anonymous"
    phase_history: list[PhaseRecord] = Field(default_factory=list)
    agents: list[AgentInfo] = Field(default_factory=list)
    routes: list[RoutingDecision] = Field(default_factory=list)
    plan: WorkflowPlan | None = None
    knowledge: list[KnowledgeResult] = Field(default_factory=list)
    queries: list[GeneratedQuery] = Field(default_factory=list)
    validation: list[QueryValidation] = Field(default_factory=list)
    executions: list[ExecutionResult] = Field(default_factory=list)
    answer: Answer | None = None
    degraded: list[DegradedSource] = Field(default_factory=list)
    budget: BudgetUsage = Field(default_factory=BudgetUsage)
    cost_summary: JourneyCostSummary | None = None
    error: JourneyError | None = None
    gates: list[Gate] = Field(default_factory=list)
    context: dict[str, str] = Field(default_factory=dict, description="The requester's labels, as submitted.")
    sources: list[SourceChoice] = Field(
        default_factory=list, description="Which source (and schema fingerprint) served each platform, and why."
    )
    follow_up_of: str | None = Field(default=None, description="The journey this one follows up.")
    steps: list[StepRecord] = Field(default_factory=list, description="An investigation's steps as they ran.")
    thread: str | None = Field(default=None, description="The first journey of its thread.")
