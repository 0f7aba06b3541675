"""Data agents: one per platform. Each writes queries for its platform and runs approved ones.

Generation is deterministic by default: the question (with the planner's entities and the retrieved
knowledge) is read into a query spec, written in the platform's idioms, and checked by the validator;
the query library supplies real published queries close to the question, which raise or lower the
confidence and travel with the answer (with their sources). When an LLM is configured for
``generation``, it writes the query instead; its output is parsed into the same contract and validated,
and on any failure the fallback model, then the deterministic generator answers (the result says so).
Every query is written for a source: the agent lists its platform's sources through the executor's MCP
server, reads each one's discovered schema, and chooses the one named in the request or, failing that,
the one whose schema best matches the question (the choice and its reason travel with the query). A
schema the rules were written for is read by them; any other by the schema reader, which links the
question's words to the discovered tables, columns, values, metrics and labels. The executor then checks
the query against that schema and dry-runs it. Execution goes through the same executor.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from agents.a2a import AgentInputError, AgentSpec, Skill, UserInputError
from agents.generation import schema_reader, schema_writer
from agents.generation.llm import LlmAnswer, LlmClient, LlmError
from agents.generation.promql import render_promql
from agents.generation.render import KQL_TABLES, SQL_TABLES, render_kql, render_spl, render_sql
from agents.generation.spec import DATASETS, choose_dataset, understand
from agents.knowledge import ToolCallError, ToolClient
from agents.tools.executors import UNAVAILABLE, UNKNOWN_SOURCE
from lexiquery.catalogs import catalog
from lexiquery.contracts import (
    CostInfo,
    ExecuteRequest,
    ExecutionResult,
    GeneratedQuery,
    GenerateRequest,
    KnowledgeItem,
    Platform,
    QueryValidation,
    SchemaHints,
    SourceChoice,
    SourceInfo,
    SourceSchema,
)
from lexiquery.names import QUICK_TAG
from lexiquery.names import Skill as SkillId
from lexiquery.validation import validate
from lexiquery.validation.sql import dialect_of

EXAMPLES = 3
MAX_REPAIRS = 2  # times an LLM's invalid query is sent back with what was wrong
RULES_VOCABULARY = 0.8  # share of the rules' own tables a schema must hold for the rules to read it
RULES_TABLES = {Platform.KQL: tuple(KQL_TABLES.values()), Platform.SQL: tuple(SQL_TABLES.values())}
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


def written(request: GenerateRequest, schema: SourceSchema | None, dialect: str) -> tuple[str, str, float, list[str]]:
    """Query, explanation, confidence and the words not linked to the schema, without an LLM: the rules read
    a schema written in their vocabulary, the schema reader any other. NothingMatches when nothing fits."""
    if schema is None or rules_know(schema, request.platform):
        query, explanation, confidence, _ = deterministic(request, dialect or "sqlite")
        return query, explanation, confidence, []
    query, explanation, unmatched = schema_writer.write(request.question, request.platform, schema, dialect)
    if unmatched:
        explanation += f" Not linked to the schema: {', '.join(unmatched)}."
    return query, explanation, max(0.3, 0.85 - 0.1 * len(unmatched)), unmatched


def _dataset_tables(dataset: str, platform: Platform) -> set[str]:
    return {KQL_TABLES[dataset], SQL_TABLES[dataset]}


def _system_prompt(platform: Platform, dialect: str, hints: SchemaHints | None = None) -> str:
    if hints is not None:  # the discovered schema, pruned to what the question is about
        schema: Any = {
            "source": hints.source,
            "tables": {t.name: {c.name: c.type for c in t.columns} for t in hints.tables},
            "join_paths": hints.join_paths,
        }
    else:
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


class SourceBook:
    """The platform's sources as its executor reports them, and their schemas, kept by fingerprint."""

    def __init__(self, platform: Platform, executor: ToolClient) -> None:
        self.platform = platform
        self.executor = executor
        self._schemas: dict[tuple[str, str], SourceSchema] = {}

    async def schema(self, info: SourceInfo) -> SourceSchema:
        key = (info.name, info.fingerprint)
        if key not in self._schemas:
            found = SourceSchema.model_validate(await self.executor.call("get_schema", {"source": info.name}))
            self._schemas = {k: v for k, v in self._schemas.items() if k[0] != info.name}  # older ones go
            self._schemas[(info.name, found.fingerprint)] = found
            return found
        return self._schemas[key]

    async def choose(self, question: str, named: list[str]) -> tuple[SourceChoice, SourceSchema] | None:
        """The source named in the request (of this platform), else the best schema match; None when the
        platform has no source. Unreachable sources are passed over, and say why in the choice."""
        listed = [SourceInfo.model_validate(s) for s in (await self.executor.call("list_sources", {}))["sources"]]
        mine = [info for info in listed if info.name in named]
        candidates = mine or listed
        if not candidates:
            return None
        scores: dict[str, float] = {}
        schemas: dict[str, SourceSchema] = {}
        for info in candidates:
            if not info.reachable:
                continue
            try:
                schemas[info.name] = await self.schema(info)
            except ToolCallError:
                continue  # it became unreachable since the listing
            scores[info.name] = schema_reader.score(question, schemas[info.name])
        down = {info.name: info.error or "unreachable" for info in candidates if info.name not in schemas}
        if not schemas:
            problems = "; ".join(f"{name}: {why}" for name, why in down.items())
            raise ToolCallError(f"{UNAVAILABLE} no {self.platform.value} source could be read ({problems})")
        best = max(schemas, key=lambda name: (scores[name], -list(schemas).index(name)))
        if mine:
            reason = f"named in the request ({', '.join(info.name for info in mine)})"
        elif len(schemas) == 1:
            reason = "the only reachable source"
        else:
            others = ", ".join(f"{name} {value:g}" for name, value in scores.items() if name != best)
            reason = f"best schema match ({scores[best]:g} against {others})"
        if down:
            reason += "; unreachable: " + ", ".join(f"{name} ({why})" for name, why in down.items())
        schema = schemas[best]
        return SourceChoice(
            platform=self.platform, source=best, fingerprint=schema.fingerprint, dialect=schema.dialect,
            reason=reason, score=scores[best], candidates=scores,
        ), schema  # fmt: skip


def rules_know(schema: SourceSchema, platform: Platform) -> bool:
    """Whether the rule-based reader was written for this schema's vocabulary: it holds most of the tables
    (metrics, sourcetypes) the rules themselves name. Any other schema is read by the schema reader."""
    own = set(RULES_TABLES.get(platform, ())) or set(catalog(platform).sources)
    present = {table.name for table in schema.tables} & own
    return bool(own) and len(present) >= RULES_VOCABULARY * len(own)


def data_agent(agent: DataAgent, knowledge: ToolClient, executor: ToolClient, llm: LlmClient | None) -> AgentSpec:
    """The A2A agent for ``agent.platform``: ``generate-query`` and ``execute-query``."""
    platform = agent.platform
    book = SourceBook(platform, executor)

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

    async def check_against_source(
        query: str, choice: SourceChoice | None, dialect: str | None
    ) -> QueryValidation | None:
        """The executor's check of the query against the source's discovered schema, with a dry run."""
        if choice is None:
            return None
        arguments: dict[str, Any] = {"query": query, "source": choice.source}
        if dialect:
            arguments["dialect"] = dialect
        try:
            return QueryValidation.model_validate(await executor.call("check_query", arguments))
        except ToolCallError as error:
            if UNAVAILABLE in str(error):
                raise
            raise UserInputError(str(error)) from error

    async def checked(query: str, choice: SourceChoice | None, dialect: str | None) -> QueryValidation:
        """The source's check when there is a source, the local validator otherwise."""
        return await check_against_source(query, choice, dialect) or validate(platform, query, dialect=dialect)

    async def generate(request: GenerateRequest) -> GeneratedQuery:
        if request.platform is not platform:
            raise AgentInputError(f"this agent writes {platform.value}, not {request.platform.value}")
        started = time.perf_counter()
        try:
            chosen = await book.choose(request.question, request.sources)
        except ToolCallError as error:
            if UNAVAILABLE in str(error):
                raise  # transient: the activity retries
            raise UserInputError(str(error)) from error
        choice, schema = chosen if chosen else (None, None)
        requested = request.sql_dialect or (schema.dialect if schema else None)
        dialect = dialect_of(requested) if platform is Platform.SQL else ""
        if platform is Platform.SQL and dialect is None:
            raise UserInputError(f"unknown SQL dialect {request.sql_dialect!r} (known: postgres, mysql, tsql, sqlite)")
        unknown = [t for t in request.tables if schema is not None and schema.table(t) is None]
        if unknown:
            raise UserInputError(f"no table {', '.join(unknown)} in source {schema.source if schema else '-'}")
        hints = schema_reader.hints(request.question, schema) if schema is not None else None
        examples = await library_examples(request.question)
        similarity = max((e.score for e in examples), default=0.0)
        generator, cost, answer = "deterministic", CostInfo(agent=agent.name, mcp_calls=1), None
        model_config = llm.configured("generation") if llm else None
        if llm and model_config:
            answer, generator, calls = await _ask_llm(
                llm, platform, dialect or "", request, examples, model_config, hints,
                lambda query: checked(query, choice, dialect),
            )  # fmt: skip
            latency = (time.perf_counter() - started) * 1000
            cost = llm.cost(agent.name, [a for a in calls if a], latency)
            cost.llm_calls = len(calls)
            cost.mcp_calls = 1
        if answer is not None:
            query = str(answer.content["query"])
            explanation = str(answer.content.get("explanation", ""))
            confidence = float(answer.content.get("confidence", 0.6))
        else:
            try:
                query, explanation, confidence, _ = written(request, schema, dialect or "")
            except schema_writer.NothingMatches as nothing:  # said, with the nearest names, instead of a wrong query
                kind = "metrics" if platform is Platform.PROMQL else "tables"
                return GeneratedQuery(
                    platform=platform, query="", agent=agent.name, confidence=0.0, generator=generator,
                    explanation=(
                        f"too much of the question is not linked to source {choice.source if choice else '-'} "
                        f"({', '.join(nothing.unlinked)})" if nothing.unlinked
                        else f"nothing in source {choice.source if choice else '-'} matches the question"
                    ) + f"; the closest {kind} are {', '.join(nothing.candidates)}",
                    candidates=nothing.candidates, source=choice, schema_hints=hints, examples=examples,
                    cost_info=CostInfo(
                        agent=agent.name, mcp_calls=2, latency_ms=(time.perf_counter() - started) * 1000
                    ),
                )  # fmt: skip
        check = await check_against_source(query, choice, dialect)
        verdict = check or validate(platform, query, dialect=dialect)
        if not verdict.valid:
            confidence = min(confidence, 0.2)
            explanation += f" The validator rejects it: {verdict.errors[0].message}."
        if similarity:
            confidence = round(min(0.97, confidence + 0.05 * min(similarity * 30, 1.0)), 2)
        estimate = verdict.estimate
        mcp_calls = 2 + (1 if check is not None else 0)
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
            else CostInfo(agent=agent.name, mcp_calls=mcp_calls, latency_ms=(time.perf_counter() - started) * 1000),
            examples=examples,
            generator=generator,
            source=choice,
            schema_hints=hints,
            schema_check=check,
        )

    async def execute(request: ExecuteRequest) -> ExecutionResult:
        if request.platform is not platform:
            raise AgentInputError(f"this agent runs {platform.value}, not {request.platform.value}")
        started = time.perf_counter()
        arguments: dict[str, Any] = {"query": request.query, "max_rows": request.max_rows}
        if request.sql_dialect:
            arguments["dialect"] = request.sql_dialect
        if request.source:
            arguments["source"] = request.source
        try:
            result = ExecutionResult.model_validate(await executor.call("execute_query", arguments))
        except ToolCallError as error:
            if UNAVAILABLE in str(error):
                raise  # transient: the activity retries
            raise UserInputError(
                str(error).replace(f"{UNKNOWN_SOURCE} ", "")
            ) from error  # refused, or failed by the engine: the query's fault
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
                tags=("data", f"platform:{platform.value}", *(() if llm else (QUICK_TAG,))),  # a model takes seconds
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
    hints: SchemaHints | None,
    check: Callable[[str], Awaitable[QueryValidation]],
) -> tuple[LlmAnswer | None, str, list[LlmAnswer | None]]:
    """The model's answer once it validates against the source's schema and dry-runs (sent back with what was
    wrong, at most ``MAX_REPAIRS`` times), else the fallback model's; None when neither gets there. Every
    call is returned, to be charged."""
    calls: list[LlmAnswer | None] = []
    problems = []
    system, user = _system_prompt(platform, dialect, hints), _user_prompt(request, examples)
    for model in [config.model, *([config.fallback_model] if config.fallback_model else [])]:
        follow_ups: list[dict[str, str]] = []
        for _ in range(1 + MAX_REPAIRS):
            try:
                answer = await llm.complete_json(model, config, system, user, follow_ups)
            except LlmError as error:
                calls.append(error.spent)
                problems.append(str(error))
                break
            calls.append(answer)
            query = answer.content.get("query")
            if not isinstance(query, str) or not query.strip():
                problems.append(f"{model}: the answer has no query")
                break
            verdict = await check(query)
            if verdict.risk == "high":  # a model that writes or runs something is not coaxed: the next one answers
                problems.append(f"{model}: high risk: {'; '.join(verdict.risk_reasons)}")
                break
            if verdict.valid:
                return answer, f"llm:{answer.model}", calls
            wrong = [e.message for e in verdict.errors]
            problems.append(f"{model}: {wrong[0]}")
            follow_ups += [
                {"role": "assistant", "content": json.dumps(answer.content)},
                {"role": "user", "content": "The query does not pass validation against the source's schema: "
                 + "; ".join(wrong) + ". Answer with the corrected JSON object."},
            ]  # fmt: skip
    return None, "deterministic (LLM fallback: " + "; ".join(problems) + ")", calls
