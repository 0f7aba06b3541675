"""Data agents: one per platform. Each writes queries for its platform and runs approved ones.

Generation is deterministic by default: the question (with the planner's entities and the retrieved
knowledge) is read into a query spec, written in the platform's idioms, and checked by the validator;
the query library supplies real published queries close to the question, which raise or lower the
confidence and travel with the answer (with their sources). When an LLM is configured for
``generation``, it writes the query instead; its output is parsed into the same contract and validated,
and on any failure the fallback model, then the deterministic generator answers (the result says so).
Execution goes through the platform's MCP executor server.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from agents.a2a import AgentInputError, AgentSpec, Skill, UserInputError
from agents.generation.llm import LlmAnswer, LlmClient, LlmError
from agents.generation.promql import render_promql
from agents.generation.render import render_kql, render_spl, render_sql
from agents.generation.spec import DATASETS, choose_dataset, understand
from agents.knowledge import ToolCallError, ToolClient
from agents.tools.executors import UNAVAILABLE
from lexiquery.catalogs import catalog
from lexiquery.contracts import (
    CostInfo,
    ExecuteRequest,
    ExecutionResult,
    GeneratedQuery,
    GenerateRequest,
    KnowledgeItem,
    Platform,
)
from lexiquery.names import Skill as SkillId
from lexiquery.validation import validate
from lexiquery.validation.sql import dialect_of

EXAMPLES = 3
OPTIMIZATIONS = {
    Platform.KQL: ["time_filter_first", "project_limiting_columns", "summarize_before_sort"],
    Platform.SPL: ["index_and_sourcetype_before_first_pipe", "earliest_bound", "stats_over_transaction"],
    Platform.SQL: ["time_predicate_on_indexed_column", "explicit_columns", "limit"],
    Platform.PROMQL: ["rate_over_counters", "aggregate_by_labels", "bounded_range"],
}


@dataclass(frozen=True)
class DataAgent:
    platform: Platform
    name: str
    description: str


DATA_AGENTS = (
    DataAgent(Platform.KQL, "kql-data", "Writes and runs KQL for Azure Log Analytics / Microsoft Sentinel."),
    DataAgent(Platform.SPL, "spl-data", "Writes SPL for Splunk (and runs it when a Splunk is configured)."),
    DataAgent(Platform.SQL, "sql-data", "Writes and runs SQL (PostgreSQL, MySQL, T-SQL, SQLite dialects)."),
    DataAgent(Platform.PROMQL, "promql-data", "Writes and runs PromQL against Prometheus."),
)


def deterministic(request: GenerateRequest, dialect: str) -> tuple[str, str, float, int]:
    """Query, explanation, confidence and slot coverage from the rules (no LLM)."""
    entities = request.entities
    if request.platform is Platform.PROMQL:
        query, explanation, used = render_promql(request.question, entities)
        confidence = min(0.9, 0.45 + 0.15 * used)
        return query, explanation, confidence, used
    available = set(DATASETS)
    if request.tables:
        available = {name for name in DATASETS if _dataset_tables(name, request.platform) & set(request.tables)}
    dataset, keyword_hits, _ = choose_dataset(request.question, request.knowledge, available)
    spec = understand(request.question, entities, dataset)
    if request.platform is Platform.KQL:
        query = render_kql(spec)
    elif request.platform is Platform.SPL:
        query = render_spl(spec)
    else:
        query = render_sql(spec, dialect)
    window = "today" if spec.window == "today" else f"the last {spec.window}"
    shape = spec.measure if spec.measure != "rows" else "rows"
    read = "; ".join(spec.notes) or "no filter named"
    explanation = f"Reads {dataset.replace('_', ' ')} over {window} ({read}); returns {shape}"
    if spec.group_by:
        explanation += f" by {', '.join(spec.group_by)}"
    explanation += "."
    confidence = min(0.95, 0.35 + 0.12 * min(keyword_hits, 2) + 0.08 * min(spec.matched, 4))
    return query, explanation, confidence, spec.matched


def _dataset_tables(dataset: str, platform: Platform) -> set[str]:
    from agents.generation.render import KQL_TABLES, SQL_TABLES

    return {KQL_TABLES[dataset], SQL_TABLES[dataset]}


def _system_prompt(platform: Platform, dialect: str) -> str:
    book = catalog(platform)
    schema = {name: list(source.columns) for name, source in book.sources.items() if source.columns}
    language = f"SQL ({dialect} dialect)" if platform is Platform.SQL else platform.value.upper()
    return (
        f"You write one read-only {language} query answering the user's question. Use only these sources "
        f"and fields: {json.dumps(schema)}. Bound the time range. Answer with a JSON object: "
        '{"query": "...", "explanation": "...", "confidence": 0.0-1.0}.'
    )


def _user_prompt(request: GenerateRequest, examples: list[KnowledgeItem]) -> str:
    knowledge = [f"{k.title}: {k.snippet[:300]}" for k in request.knowledge[:3]]
    shots = [f"{e.title}: {e.metadata.get('query', '')}" for e in examples]
    return json.dumps(
        {
            "question": request.question,
            "entities": request.entities.model_dump(exclude_defaults=True),
            "knowledge": knowledge,
            "similar_published_queries": shots,
        }
    )


def data_agent(agent: DataAgent, knowledge: ToolClient, executor: ToolClient, llm: LlmClient | None) -> AgentSpec:
    """The A2A agent for ``agent.platform``: ``generate-query`` and ``execute-query``."""
    platform = agent.platform

    async def library_examples(question: str) -> list[KnowledgeItem]:
        try:
            found = await knowledge.call(
                "semantic_search",
                {
                    "collection": "library",
                    "query": question,
                    "top_k": EXAMPLES,
                    "filters": {"platform": platform.value},
                },
            )
        except ToolCallError:
            return []  # the library is a help, not a requirement
        return [KnowledgeItem.model_validate(hit) for hit in found.get("hits", [])]

    async def generate(request: GenerateRequest) -> GeneratedQuery:
        if request.platform is not platform:
            raise AgentInputError(f"this agent writes {platform.value}, not {request.platform.value}")
        dialect = dialect_of(request.sql_dialect) if platform is Platform.SQL else ""
        if platform is Platform.SQL and dialect is None:
            raise UserInputError(f"unknown SQL dialect {request.sql_dialect!r} (known: postgres, mysql, tsql, sqlite)")
        unknown = [t for t in request.tables if not catalog(platform).exists(t)]
        if unknown:
            raise UserInputError(f"no table {', '.join(unknown)} in the {platform.value} catalog")
        started = time.perf_counter()
        examples = await library_examples(request.question)
        similarity = max((e.score for e in examples), default=0.0)
        generator, cost, answer = "deterministic", CostInfo(agent=agent.name, mcp_calls=1), None
        model_config = llm.configured("generation") if llm else None
        if llm and model_config:
            answer, generator, calls = await _ask_llm(llm, platform, dialect or "", request, examples, model_config)
            latency = (time.perf_counter() - started) * 1000
            cost = llm.cost(agent.name, [a for a in calls if a], latency)
            cost.llm_calls = len(calls)
            cost.mcp_calls = 1
        if answer is not None:
            query = str(answer.content["query"])
            explanation = str(answer.content.get("explanation", ""))
            confidence = float(answer.content.get("confidence", 0.6))
        else:
            query, explanation, confidence, _ = deterministic(request, dialect or "sqlite")
        verdict = validate(platform, query, dialect=dialect)
        if not verdict.valid:
            confidence = min(confidence, 0.2)
            explanation += f" The validator rejects it: {verdict.errors[0].message}."
        if similarity:
            confidence = round(min(0.97, confidence + 0.05 * min(similarity * 30, 1.0)), 2)
        estimate = verdict.estimate
        return GeneratedQuery(
            platform=platform,
            query=query,
            agent=agent.name,
            confidence=round(confidence, 2),
            explanation=explanation,
            optimizations=OPTIMIZATIONS[platform],
            estimated_cost={
                k: v for k, v in (estimate.model_dump() if estimate else {}).items() if isinstance(v, int | float | str)
            },
            cost_info=cost
            if cost.llm_calls
            else CostInfo(agent=agent.name, mcp_calls=1, latency_ms=(time.perf_counter() - started) * 1000),
            examples=examples,
            generator=generator,
        )

    async def execute(request: ExecuteRequest) -> ExecutionResult:
        if request.platform is not platform:
            raise AgentInputError(f"this agent runs {platform.value}, not {request.platform.value}")
        started = time.perf_counter()
        arguments: dict[str, Any] = {"query": request.query, "max_rows": request.max_rows}
        if request.sql_dialect:
            arguments["dialect"] = request.sql_dialect
        try:
            result = ExecutionResult.model_validate(await executor.call("execute_query", arguments))
        except ToolCallError as error:
            if UNAVAILABLE in str(error):
                raise  # transient: the activity retries
            raise UserInputError(str(error)) from error  # refused, or failed by the engine: the query's fault
        result.cost_info = CostInfo(agent=agent.name, mcp_calls=1, latency_ms=(time.perf_counter() - started) * 1000)
        return result

    return AgentSpec(
        name=agent.name,
        description=agent.description,
        skills=(
            Skill(
                id=SkillId.GENERATE,
                name=f"Generate {platform.value.upper()}",
                description=f"A {platform.value} query answering the question, with confidence and explanation.",
                input_model=GenerateRequest,
                handler=generate,
                tags=("data", f"platform:{platform.value}"),
                examples=("failed sign-ins in the last hour",),
            ),
            Skill(
                id=SkillId.EXECUTE,
                name=f"Execute {platform.value.upper()}",
                description="Run a validated query on the platform's engine; columns and rows, bounded.",
                input_model=ExecuteRequest,
                handler=execute,
                tags=("data", f"platform:{platform.value}", "execute"),
            ),
        ),
    )


async def _ask_llm(
    llm: LlmClient,
    platform: Platform,
    dialect: str,
    request: GenerateRequest,
    examples: list[KnowledgeItem],
    config: Any,
) -> tuple[LlmAnswer | None, str, list[LlmAnswer | None]]:
    """The model's answer if it is usable, else the fallback model's; None when both fail."""
    calls: list[LlmAnswer | None] = []
    problems = []
    for model in [config.model, *([config.fallback_model] if config.fallback_model else [])]:
        try:
            answer = await llm.complete_json(
                model, config, _system_prompt(platform, dialect), _user_prompt(request, examples)
            )
        except LlmError as error:
            calls.append(error.spent)
            problems.append(str(error))
            continue
        calls.append(answer)
        query = answer.content.get("query")
        verdict = validate(platform, query, dialect=dialect or None) if isinstance(query, str) else None
        if verdict is None or not verdict.valid or verdict.risk == "high":
            problems.append(f"{model}: the query is missing, does not validate, or is high risk")
            continue
        return answer, f"llm:{answer.model}", calls
    return None, "deterministic (LLM fallback: " + "; ".join(problems) + ")", calls
