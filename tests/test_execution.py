"""Executors through their MCP tools on the real engines, data agents over A2A, the engines' own guards,
the remote engines' wire contracts, and the LLM generator against a fake OpenAI-compatible server."""

from __future__ import annotations

import json
import shutil
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from mcp import Client
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from temporalio.exceptions import ApplicationError

from activities.agents import AgentClient
from agents.data import DATA_AGENTS, data_agent, deterministic
from agents.estate.generate import ATTACKER_IP, CRASHING_POD, DOWN_TARGET
from agents.generation.llm import LlmClient
from agents.intent import extract_entities
from agents.knowledge import ToolClient
from agents.sources.engines import (
    EngineError,
    LogAnalyticsEngine,
    PostgresEngine,
    SplunkEngine,
    SqliteEngine,
    engine_for,
)
from lexiquery.contracts import (
    AgentInfo,
    ExecuteRequest,
    ExecutionResult,
    GeneratedQuery,
    GenerateRequest,
    Platform,
    SourceSchema,
)
from lexiquery.loopback import derive, free_port, serve
from lexiquery.names import Skill
from lexiquery.settings import Settings
from lexiquery.sources import load_sources
from tests.postgres_server import PostgresServer

TOP_FAILED_IPS = {
    Platform.KQL: "SigninLogs | where TimeGenerated > ago(1h) | where ResultType !in ('0', '50074', '50076', '50140')"
    " | summarize failures = count() by IPAddress | top 1 by failures",
    Platform.SQL: "SELECT ip_address, COUNT(*) AS failures FROM signin_logs"
    " WHERE time_generated > datetime('now', '-1 hour') AND result_type NOT IN ('0', '50074', '50076', '50140')"
    " GROUP BY ip_address ORDER BY failures DESC LIMIT 1",
}


def executor(agents_host: str, platform: Platform) -> Client:
    return Client(f"{agents_host}/tools/{platform.value}-executor/mcp")


def data_agent_info(agents_host: str, platform: Platform) -> AgentInfo:
    name = f"{platform.value}-data"
    return AgentInfo(name=name, url="", rpc_url=f"{agents_host}/agents/{name}/")


# --- executors through MCP, on the demo estate's real engines ---------------------------------------


@pytest.mark.parametrize("platform", [Platform.KQL, Platform.SQL])
async def test_executor_runs_the_query_on_the_demo_estate(agents_host: str, platform: Platform) -> None:
    async with executor(agents_host, platform) as client:
        result = await client.call_tool("execute_query", {"query": TOP_FAILED_IPS[platform], "max_rows": 5})
    run = ExecutionResult.model_validate(result.structured_content)
    assert run.executed, run.note
    assert run.rows[0][0] == ATTACKER_IP  # the planted brute-force burst
    assert run.rows[0][1] >= 40
    assert run.engine == f"{'duckdb' if platform is Platform.KQL else 'sqlite'} (demo-{platform.value})"
    assert run.source == f"demo-{platform.value}"


@pytest.mark.skipif(shutil.which("prometheus") is None, reason="needs Debian's prometheus package")
async def test_promql_executor_queries_a_real_prometheus(agents_host: str) -> None:
    async with executor(agents_host, Platform.PROMQL) as client:
        down = await client.call_tool("execute_query", {"query": "up == 0"})
        restarts = await client.call_tool(
            "execute_query", {"query": "topk(1, increase(kube_pod_container_status_restarts_total[2h]))"}
        )
    run = ExecutionResult.model_validate(down.structured_content)
    assert run.executed
    assert run.engine == "prometheus (demo-promql)"
    instance = run.columns.index("instance")
    assert [row[instance] for row in run.rows] == [DOWN_TARGET]
    top = ExecutionResult.model_validate(restarts.structured_content)
    assert top.rows[0][top.columns.index("pod")] == CRASHING_POD


async def test_rows_are_bounded_and_truncation_is_said(agents_host: str) -> None:
    async with executor(agents_host, Platform.SQL) as client:
        listing = {"query": "SELECT user_principal_name FROM signin_logs", "max_rows": 3}
        result = await client.call_tool("execute_query", listing)
    run = ExecutionResult.model_validate(result.structured_content)
    assert run.row_count == 3
    assert len(run.rows) == 3
    assert run.truncated


async def test_spl_without_an_engine_is_delivered_not_failed(agents_host: str) -> None:
    async with executor(agents_host, Platform.SPL) as client:
        result = await client.call_tool(
            "execute_query", {"query": "index=wineventlog sourcetype=WinEventLog:Security EventCode=4625 earliest=-1h"}
        )
    run = ExecutionResult.model_validate(result.structured_content)
    assert not run.executed
    assert not run.failed
    assert "declares its schema but has no engine here: the query was delivered, not run" in run.note


@pytest.mark.parametrize(
    ("platform", "query", "why"),
    [
        (Platform.SQL, "DROP TABLE signin_logs", "high risk"),
        (Platform.SQL, "SELECT FROM WHERE", "Expected table name but got 'WHERE'"),
        (Platform.KQL, "SigninLogs | where", "mismatched input"),
        (Platform.SQL, "DELETE FROM signin_logs WHERE 1 = 1", "high risk"),
    ],
)
async def test_executor_refuses_what_the_validator_rejects(
    agents_host: str, platform: Platform, query: str, why: str
) -> None:
    async with executor(agents_host, platform) as client:
        refused = await client.call_tool("execute_query", {"query": query})
        log = await client.call_tool("execution_log", {"limit": 5})
    assert refused.is_error
    text = " ".join(getattr(block, "text", "") for block in refused.content)
    assert "refused by the executor's own validation" in text
    assert why.lower() in text.lower()
    assert any(e["query"] == query and e["outcome"].startswith("refused") for e in log.structured_content["executions"])
    async with executor(agents_host, Platform.SQL) as client:
        count = await client.call_tool("execute_query", {"query": "SELECT COUNT(*) FROM signin_logs"})
    assert ExecutionResult.model_validate(count.structured_content).rows[0][0] > 0  # nothing reached the engine


async def test_executor_describes_its_schema(agents_host: str) -> None:
    async with executor(agents_host, Platform.SQL) as client:
        found = (await client.call_tool("get_schema", {})).structured_content
    schema = SourceSchema.model_validate(found)
    assert schema.source == "demo-sql"
    assert schema.kind == "sqlite"
    signins = schema.table("signin_logs")
    assert signins is not None
    assert signins.column("ip_address") is not None
    assert "time_generated" in signins.time_columns


# --- the engines' own guards (defence in depth below the validator) -------------------------------------


async def test_sqlite_engine_is_read_only_at_the_engine(settings: Settings, agents_host: str) -> None:
    async with executor(agents_host, Platform.SQL) as client:
        await client.call_tool("execute_query", {"query": "SELECT 1"})  # the estate is loaded by now
    engine = SqliteEngine(settings.state_dir / "estate" / "estate.sqlite")
    with pytest.raises(EngineError, match=r"readonly|read-only|attempt to write"):
        await engine.run("DELETE FROM signin_logs", max_rows=1, timeout=5)
    slow = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT COUNT(*) FROM n"
    with pytest.raises(EngineError, match="time limit"):
        await engine.run(slow, max_rows=1, timeout=0.3)


def test_configured_shortcuts_become_sources_with_their_engines(settings: Settings) -> None:
    configured = derive(
        settings,
        sql_dsn="postgresql://reader@db.example/estate",
        log_analytics_workspace="ws-1",
        log_analytics_token="token-1",
        prometheus_url="http://prom.example:9090",
        splunk_url="https://splunk.example:8089",
        splunk_token="token-2",
    )
    sources = load_sources(configured)
    engines = {source.name: engine_for(source, httpx.AsyncClient()) for source in sources}
    assert {name: type(engine).__name__ for name, engine in engines.items()} == {
        "sql": "PostgresEngine",
        "log-analytics": "LogAnalyticsEngine",
        "prometheus": "PrometheusEngine",
        "splunk": "SplunkEngine",
    }  # configured sources: the demo estate is not served beside them
    assert [s.name for s in load_sources(derive(settings, demo_estate=False))] == []


# --- PostgreSQL, when a local server can be started -------------------------------------------------


@pytest.fixture(scope="module")
def postgres(postgres_cluster: PostgresServer) -> str:
    """A database of the session's PostgreSQL cluster with a copy of one demo table."""
    postgres_cluster.run("CREATE DATABASE estate")
    postgres_cluster.run(
        "CREATE TABLE signin_logs (user_principal_name text, ip_address text); "
        f"INSERT INTO signin_logs VALUES ('adm-mlopez@fabrikam.example', '{ATTACKER_IP}'), ('jane.doe', '10.0.0.1')",
        database="estate",
    )
    return postgres_cluster.dsn("estate")


async def test_postgres_engine_reads_in_a_read_only_transaction(postgres: str) -> None:
    engine = PostgresEngine(postgres)
    result = await engine.run("SELECT ip_address FROM signin_logs ORDER BY 1 DESC", max_rows=1, timeout=5)
    assert result.rows == [[ATTACKER_IP]]
    assert result.truncated
    with pytest.raises(EngineError, match="read-only transaction"):
        await engine.run("DELETE FROM signin_logs", max_rows=1, timeout=5)
    with pytest.raises(EngineError, match="statement timeout"):
        await engine.run("SELECT pg_sleep(3)", max_rows=1, timeout=0.5)
    after = await engine.run("SELECT COUNT(*) FROM signin_logs", max_rows=1, timeout=5)
    assert after.rows == [[2]]


# --- remote engines: their documented request and response shapes ------------------------------------


async def test_log_analytics_contract() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if json.loads(request.content)["query"].startswith("Nope"):
            return httpx.Response(
                400, json={"error": {"message": "The request had some invalid properties", "code": "BadArgumentError"}}
            )
        return httpx.Response(200, json={"tables": [{
            "name": "PrimaryResult",
            "columns": [{"name": "IPAddress", "type": "string"}, {"name": "failures", "type": "long"}],
            "rows": [[ATTACKER_IP, 57], ["198.51.100.7", 3]],
        }]})  # fmt: skip

    async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as http:
        engine = LogAnalyticsEngine("ws-1", "token-1", "https://api.loganalytics.io", http)
        result = await engine.run("SigninLogs | take 2", max_rows=1, timeout=20)
        with pytest.raises(EngineError, match="400: The request had some invalid properties"):
            await engine.run("Nope", max_rows=1, timeout=20)
    request = seen[0]
    assert request.method == "POST"
    assert str(request.url) == "https://api.loganalytics.io/v1/workspaces/ws-1/query"
    assert request.headers["Authorization"] == "Bearer token-1"
    assert request.headers["Prefer"] == "wait=20"
    assert json.loads(request.content) == {"query": "SigninLogs | take 2"}
    assert result.columns == ["IPAddress", "failures"]
    assert result.rows == [[ATTACKER_IP, 57]]
    assert result.truncated


async def test_splunk_export_contract() -> None:
    seen: list[httpx.Request] = []
    export = "\n".join(
        json.dumps(line)
        for line in [
            {"preview": False, "offset": 0, "result": {"src_ip": ATTACKER_IP, "count": "57", "_raw": "x"}},
            {"preview": False, "offset": 1, "lastrow": True, "result": {"src_ip": "198.51.100.7", "count": "3"}},
        ]
    )

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if b"index%3Dnope" in request.content:
            return httpx.Response(200, text=json.dumps({"messages": [{"type": "FATAL", "text": "Unknown index nope"}]}))
        return httpx.Response(200, text=export)

    async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as http:
        engine = SplunkEngine("https://splunk.example:8089/", "tok", http)
        result = await engine.run("index=security EventCode=4625 | stats count by src_ip", max_rows=5, timeout=30)
        generating = await engine.run("| tstats count where index=security", max_rows=5, timeout=30)
        with pytest.raises(EngineError, match="Unknown index nope"):
            await engine.run("index=nope", max_rows=5, timeout=30)
    request = seen[0]
    assert str(request.url) == "https://splunk.example:8089/services/search/v2/jobs/export"
    assert request.headers["Authorization"] == "Bearer tok"
    form = dict(httpx.QueryParams(request.content.decode()))
    assert form == {
        "search": "search index=security EventCode=4625 | stats count by src_ip",
        "output_mode": "json",
        "count": "6",
        "max_time": "30",
    }
    assert dict(httpx.QueryParams(seen[1].content.decode()))["search"] == "| tstats count where index=security"
    assert result.columns == ["count", "src_ip"]
    assert result.rows == [["57", ATTACKER_IP], ["3", "198.51.100.7"]]
    assert not result.truncated
    assert generating.rows


# --- data agents over A2A ------------------------------------------------------------------------


@pytest.mark.parametrize("platform", list(Platform))
async def test_each_data_agent_writes_a_valid_query_over_a2a(agents_host: str, platform: Platform) -> None:
    request = GenerateRequest(journey_id="j", question="failed sign-ins for admins in the last hour", platform=platform)
    async with httpx.AsyncClient() as http:
        query = await AgentClient(http).call(
            [data_agent_info(agents_host, platform)], Skill.GENERATE, request, GeneratedQuery,
            idempotency_key=f"j:generate-{platform.value}", timeout=30,
        )  # fmt: skip
    assert query.platform is platform
    assert query.agent == f"{platform.value}-data"
    assert query.generator == "deterministic"
    assert 0.2 < query.confidence <= 0.97
    assert query.explanation
    assert query.optimizations
    assert query.cost_info.deterministic
    assert query.cost_info.llm_calls == 0
    assert all(example.metadata.get("platform") == platform.value for example in query.examples)


async def test_data_agent_executes_over_a2a(agents_host: str) -> None:
    request = ExecuteRequest(journey_id="j", platform=Platform.KQL, query=TOP_FAILED_IPS[Platform.KQL])
    async with httpx.AsyncClient() as http:
        run = await AgentClient(http).call(
            [data_agent_info(agents_host, Platform.KQL)], Skill.EXECUTE, request, ExecutionResult,
            idempotency_key="j:execute-kql", timeout=60,
        )  # fmt: skip
    assert run.executed
    assert run.rows[0][0] == ATTACKER_IP
    assert run.cost_info.agent == "kql-data"
    assert run.cost_info.mcp_calls == 1


@pytest.mark.parametrize(
    ("platform", "changes", "message"),
    [
        (Platform.SQL, {"sql_dialect": "oracle"}, "unknown SQL dialect 'oracle'"),
        (Platform.KQL, {"tables": ["NoSuchTable"]}, "no table NoSuchTable in source demo-kql"),
    ],
)
async def test_bad_generation_requests_are_user_errors(
    agents_host: str, platform: Platform, changes: dict[str, Any], message: str
) -> None:
    request = GenerateRequest(journey_id="j", question="failed sign-ins", platform=platform, **changes)
    async with httpx.AsyncClient() as http:
        with pytest.raises(ApplicationError, match=message) as failure:
            await AgentClient(http).call(
                [data_agent_info(agents_host, platform)], Skill.GENERATE, request, GeneratedQuery,
                idempotency_key=f"j:bad-{platform.value}", timeout=30,
            )  # fmt: skip
    assert failure.value.non_retryable
    assert failure.value.type == "USER"
    assert "failed" not in failure.value.message  # it reads as the user's problem, not the agent's


async def test_a_rejected_query_sent_to_a_data_agent_is_a_user_error(agents_host: str) -> None:
    request = ExecuteRequest(journey_id="j", platform=Platform.SQL, query="DROP TABLE signin_logs")
    async with httpx.AsyncClient() as http:
        with pytest.raises(ApplicationError, match="refused by the executor's own validation") as failure:
            await AgentClient(http).call(
                [data_agent_info(agents_host, Platform.SQL)], Skill.EXECUTE, request, ExecutionResult,
                idempotency_key="j:drop", timeout=30,
            )  # fmt: skip
    assert failure.value.non_retryable


# --- the LLM generator against a fake OpenAI-compatible server -------------------------------------------

LLM_QUERY = "SigninLogs | where TimeGenerated > ago(1h) | where UserPrincipalName startswith 'adm-' | take 100"


def fake_openai(calls: list[dict[str, Any]]) -> Starlette:
    """Answers per model: ``good`` a usable query, ``broken`` prose, ``risky`` a write, ``down`` HTTP 500."""

    async def completions(request: Request) -> Response:
        body = await request.json()
        calls.append({"body": body, "authorization": request.headers.get("authorization")})
        model = body["model"]
        if model == "down":
            return PlainTextResponse("overloaded", status_code=500)
        if model == "repairs":  # wrong first (a table the schema lacks), right once told what was wrong
            told = any("did you mean SigninLogs" in m["content"] for m in body["messages"] if m["role"] == "user")
            wrong = LLM_QUERY.replace("SigninLogs", "SignInLog")
            body_query = LLM_QUERY if told else wrong
            content = json.dumps({"query": body_query, "explanation": "Admin sign-ins.", "confidence": 0.7})
            return JSONResponse({
                "id": "chatcmpl-2", "object": "chat.completion", "model": model,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                             "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 900, "completion_tokens": 60, "total_tokens": 960},
            })  # fmt: skip
        content = {
            "good": json.dumps({"query": LLM_QUERY, "explanation": "Admin sign-ins.", "confidence": 0.8}),
            "broken": "Sure! Here is your query: SigninLogs | take 10",
            "risky": json.dumps({"query": ".drop table SigninLogs", "explanation": "", "confidence": 0.9}),
        }[model]
        return JSONResponse({
            "id": "chatcmpl-1", "object": "chat.completion", "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1200, "completion_tokens": 80, "total_tokens": 1280},
        })  # fmt: skip

    return Starlette(routes=[Route("/v1/chat/completions", completions, methods=["POST"])])


@pytest.fixture(scope="module")
async def llm_server() -> AsyncIterator[tuple[str, list[dict[str, Any]]]]:
    calls: list[dict[str, Any]] = []
    async with serve(fake_openai(calls), free_port()) as url:
        yield f"{url}/v1", calls


async def generate_with(
    settings: Settings, agents_host: str, llm_url: str, model: str, fallback: str | None
) -> GeneratedQuery:
    configured = derive(
        settings,
        llm_base_url=llm_url,
        llm_api_key="sk-test-secret",
        llm_models={"generation": {"model": model, "fallback_model": fallback}},
        llm_prices={"good": {"input_per_1k": 0.0025, "output_per_1k": 0.01}},
    )
    spec = next(agent for agent in DATA_AGENTS if agent.platform is Platform.KQL)
    knowledge = ToolClient(f"{agents_host}/tools/knowledge/mcp")
    executor_client = ToolClient(f"{agents_host}/tools/kql-executor/mcp")
    async with httpx.AsyncClient() as http:
        agent = data_agent(spec, knowledge, executor_client, LlmClient(configured, http))
        generate = next(skill for skill in agent.skills if skill.id == Skill.GENERATE)
        try:
            request = GenerateRequest(
                journey_id="j", question="sign-ins by admins in the last hour", platform=Platform.KQL
            )
            result = await generate.handler(request)
        finally:
            await knowledge.close()
            await executor_client.close()
    assert isinstance(result, GeneratedQuery)
    return result


async def test_llm_answer_is_used_and_charged(
    settings: Settings, agents_host: str, llm_server: tuple[str, list[dict[str, Any]]]
) -> None:
    url, calls = llm_server
    calls.clear()
    query = await generate_with(settings, agents_host, url, "good", None)
    assert query.generator == "llm:good"
    assert query.query == LLM_QUERY
    assert query.cost_info.llm_calls == 1
    assert (query.cost_info.tokens_in, query.cost_info.tokens_out) == (1200, 80)
    assert query.cost_info.cost_usd == pytest.approx(1200 / 1000 * 0.0025 + 80 / 1000 * 0.01)
    assert not query.cost_info.deterministic
    sent = calls[0]
    assert sent["authorization"] == "Bearer sk-test-secret"
    assert sent["body"]["response_format"] == {"type": "json_object"}
    assert sent["body"]["temperature"] == 0.0
    assert "SigninLogs" in sent["body"]["messages"][0]["content"]  # the catalog grounds the prompt


async def test_malformed_llm_output_falls_back_to_the_fallback_model(
    settings: Settings, agents_host: str, llm_server: tuple[str, list[dict[str, Any]]]
) -> None:
    url, calls = llm_server
    calls.clear()
    query = await generate_with(settings, agents_host, url, "broken", "good")
    assert [c["body"]["model"] for c in calls] == ["broken", "good"]
    assert query.generator == "llm:good"
    assert query.query == LLM_QUERY
    assert query.cost_info.llm_calls == 2
    assert query.cost_info.tokens_in == 2400  # both calls are charged


async def test_an_llm_query_the_schema_refuses_is_sent_back_with_the_error_and_repaired(
    settings: Settings, agents_host: str, llm_server: tuple[str, list[dict[str, Any]]]
) -> None:
    url, calls = llm_server
    calls.clear()
    query = await generate_with(settings, agents_host, url, "repairs", None)
    assert query.generator == "llm:repairs"
    assert query.query == LLM_QUERY
    assert query.cost_info.llm_calls == 2  # the wrong answer and the repair, both charged
    assert query.cost_info.tokens_in == 1800
    system = calls[0]["body"]["messages"][0]["content"]
    assert '"source": "demo-kql"' in system  # the prompt carries the discovered schema's hints
    assert "SigninLogs" in system
    repair = calls[1]["body"]["messages"]
    assert [m["role"] for m in repair] == ["system", "user", "assistant", "user"]
    assert "no table SignInLog in source demo-kql; did you mean SigninLogs?" in repair[-1]["content"]


@pytest.mark.parametrize(("model", "fallback"), [("risky", "broken"), ("down", None)])
async def test_unusable_llm_answers_fall_back_to_the_deterministic_generator(
    settings: Settings, agents_host: str, llm_server: tuple[str, list[dict[str, Any]]], model: str, fallback: str | None
) -> None:
    url, _ = llm_server
    query = await generate_with(settings, agents_host, url, model, fallback)
    assert query.generator.startswith("deterministic (LLM fallback:")
    assert model in query.generator
    assert query.query.startswith("SigninLogs")
    assert ".drop" not in query.query
    assert query.cost_info.llm_calls == (2 if fallback else 1)


# --- the deterministic reader on phrasings of its own kind (none is a benchmark item) -------------------


def _generated(platform: Platform, question: str) -> str:
    request = GenerateRequest(
        journey_id="unit", question=question, platform=platform, entities=extract_entities(question)
    )
    return " ".join(deterministic(request, "sqlite")[0].split())


@pytest.mark.parametrize(
    ("platform", "question", "expected"),
    [
        # a column named by what it holds, not by its name
        (Platform.KQL, "Break down sign-ins by client app type over the last 6 hours", "by ClientAppUsed"),
        (Platform.KQL, "Which accounts failed with status 0xC000006A this week?", 'Status == "0xc000006a"'),
        (Platform.KQL, "How many pods are pending in the platform namespace?", 'PodStatus == "Pending"'),
        # one request's extreme, and a comparison between groups read as a ranking
        (Platform.KQL, "What was the longest request duration per route today?", "max(DurationMs) by Name"),
        (Platform.KQL, "Which endpoint of search is faster on average this week?", "top 1 by Average asc"),
        # a share of the rows that meet the outcome
        (
            Platform.KQL,
            "What share of requests to checkout failed in the last hour?",
            'countif(ResultCode startswith "5") / count()',
        ),
        (Platform.SQL, "what percentage of requests were successful yesterday?", "100.0 * SUM(CASE WHEN success = 1"),
        # the words that point at a dataset: warning events, a service's client IPs
        (Platform.KQL, "Which namespaces raised warning events over the past 3 hours?", "KubeEvents"),
        (Platform.SQL, "count the distinct client IPs calling our services today", "COUNT(DISTINCT client_ip)"),
        # parts of the audit target: the role, the account, a change to one's own account, the passive voice
        (Platform.KQL, "Which roles did admins give themselves this month?", "TargetAccount == InitiatedBy"),
        (Platform.KQL, "Which roles did admins give themselves this month?", "by Role"),
        (Platform.SQL, "Which users were granted a role in the past 2 days?", "SUBSTR(target_resources, 1,"),
        # from yesterday's midnight until now, not yesterday alone
        (Platform.KQL, "which apps did admins sign in to from yesterday and today?", ">= startofday(ago(1d)) |"),
        (Platform.SQL, "Failed logons since yesterday per host", "time_generated >= DATE('now', '-1 day') AND event"),
        # the other Kubernetes event type named as a value
        (Platform.SQL, "Which namespaces had normal events in the last 2 hours?", "kube_event_type = 'Normal'"),
        # a count of log lines holding a word, not of distinct messages
        (Platform.KQL, "How many timeout lines did notifications write today?", 'contains "timeout" | summarize Count'),
        (Platform.SQL, "number of log entries mentioning smtp per pod in the past 3 hours", "LIKE '%smtp%'"),
        # the latest restart count, ranked and filtered by the column arg_max keeps
        (Platform.KQL, "The 3 pods with the highest restart count", "top 3 by ContainerRestartCount desc"),
        (Platform.SQL, "List pods whose restart count is above zero", "container_restart_count > 0"),
        # a share of a property among the rows the question names: the outcome before the noun is the population
        (
            Platform.KQL,
            "What fraction of failed sign-ins this week came from break-glass accounts?",
            '"50140") | summarize Share = 1.0 * countif(UserPrincipalName startswith "bg-")',
        ),
        (Platform.SQL, "Share of sign-ins to the VPN today that were done with MFA", "authentication_requirement = 'm"),
        # "logged on" is Windows wording, not container logging
        (Platform.SQL, "Which users logged on to FS01 yesterday?", "FROM security_events"),
        # a count of distinct things, named with a service before the noun or with "number of"
        (Platform.KQL, "how many checkout instances handled traffic today?", "dcount(AppRoleInstance)"),
        (Platform.SQL, "number of nodes that logged panics in the past 6 hours", "COUNT(DISTINCT computer)"),
        # the grouping named before "how many": one distinct count per group
        (Platform.SQL, "Order the nodes by how many pods they host", "SELECT computer, COUNT(DISTINCT name)"),
        # a verb before "log lines" is what the pod did, not a word of the line
        (Platform.KQL, "Which pods emitted log lines containing refused today?", 'contains "refused" | summarize'),
    ],
)
def test_the_reader_generalises(platform: Platform, question: str, expected: str) -> None:
    assert expected in _generated(platform, question)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which route gets the least traffic?", "bottomk(1, sum by (route)"),
        ("How many 429s did checkout send in the last 2 hours?", 'status="429"'),
        ("Which node-exporter targets were up during the entire last 30 minutes?", "[30m])) == 1"),
        ("What fraction of checkout requests finish within 250 ms?", 'le="0.25"'),
        ("How many GiB of memory are used on aks-pool1-000002?", "node_memory_MemTotal_bytes"),
        ("What is the CPU of inventory-5b7c9d8f6-abcde in millicores?", "1000 * sum(rate(container_cpu"),
        ("How much memory does the average payments container use, in MiB?", "avg(container_memory"),
        ("What share of the inventory database's connections are idle?", '/ sum(pg_stat_activity_count{datname="'),
        ("Which pods are handling more than one request per second?", "> 1"),
        ("Which routes serve fewer than 2 requests per second?", "< 2"),
        # the status codes seen in the window are those whose counter moved
        ("Which response codes did checkout send over the past hour?", "sum by (status) (rate(http_requests_total"),
        ("Which response codes did checkout send over the past hour?", "[1h])) > 0"),
        # a duration kept in seconds, asked for in milliseconds
        ("What's the p90 latency of inventory over the last 30 minutes in ms?", "1000 * (histogram_quantile(0.90,"),
        ("Mean response time of /api/cart, in milliseconds", "1000 * (sum(rate(http_request_duration_seconds_sum"),
        (
            "Which containers have restarted a non-zero number of times?",
            "kube_pod_container_status_restarts_total) > 0",
        ),
        # the idle share of a node's CPU time
        ("Which nodes were under 60% idle in the past hour?", 'mode="idle"}[1h])) < 0.6'),
        # where pods are placed: a per-container series carries the node label
        ("On which nodes are the inventory pods scheduled?", "count by (node) (container_memory_working_set_bytes{"),
        # "is something down?": the targets that are, by name; "how many" counts them
        ("Is any target unreachable at the moment?", "min by (instance) (up) == 0"),
        ("How many scrape targets are down?", "count(up == 0)"),
        # every target of a group up: the group's minimum is 1
        ("List the jobs where all targets are up", "min by (job) (up) == 1"),
        # a per-second rate asked for per minute
        ("What's the request rate per minute for payments?", "[5m])) * 60"),
        # restarts: "any X" groups like "which X"; "never" keeps the counters at zero
        ("Are any pods restarting over the last 30 minutes?", "sum by (pod) (increase("),
        ("Which containers have never restarted?", "kube_pod_container_status_restarts_total) == 0"),
        # a share of CPU time, not of requests: busy is what is not idle, a mode is its own share
        ("What fraction of its CPU is each node using?", '1 - avg by (instance) (rate(node_cpu_seconds_total{mode="i'),
        ("Which nodes spend more than 5% of CPU time in system mode?", 'mode="system"}[5m])) > 0.05'),
    ],
)
def test_the_promql_reader_generalises(question: str, expected: str) -> None:
    assert expected in _generated(Platform.PROMQL, question)


def test_quoted_message_text_names_no_service() -> None:
    assert extract_entities("how many lines mention 'retrying inventory' today?").services == []
