"""The planner: intents, templates, platform inference, entities, composed answers."""

from __future__ import annotations

import pytest

from agents.intent import classify, extract_entities, time_range
from agents.planner import compose_answer, infer_platforms, plan
from bench.intents import SETS, evaluate, load
from lexiquery.contracts import AnswerRequest, KnowledgeItem, PlanRequest, Platform

AGENTS = {
    "knowledge_agents": {s: f"{s}-agent" for s in ("sop", "docs", "known_errors", "wiki", "runbooks")},
    "data_agents": {p: f"{p}-data" for p in ("kql", "spl", "sql", "promql")},
}


@pytest.mark.parametrize("name", SETS)
def test_intent_accuracy_on_the_labeled_sets(name: str) -> None:
    accuracy, errors, _ = evaluate(load(name))
    print(f"\n{name}: intent accuracy {accuracy:.1%}")
    assert accuracy >= 0.95, errors


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("failed sign-ins in the last hour", "query"),
        ("how do we investigate a brute-force alert?", "question"),
        ("thanks!", "greeting"),
        ("do the thing", "unclear"),
    ],
)
def test_intents(question: str, intent: str) -> None:
    assert classify(question).intent == intent


async def test_a_query_plan_grounds_generation_in_knowledge() -> None:
    result = await plan(
        PlanRequest(journey_id="j", question="failed sign-ins in the last hour", platforms=[], **AGENTS)
    )
    assert result.intent == "query"
    assert result.platforms == [Platform.KQL]
    assert result.knowledge_sources == ["sop", "docs", "known_errors"]
    assert [s.id for s in result.steps] == ["knowledge-sop", "knowledge-docs", "knowledge-known_errors", "generate-kql"]
    assert result.steps[-1].depends_on == ["knowledge-sop", "knowledge-docs", "knowledge-known_errors"]
    assert result.entities.time_range == "1h"
    assert not result.needs_clarification
    assert result.cost_info.deterministic


async def test_a_question_plan_reads_every_source_and_writes_no_query() -> None:
    result = await plan(
        PlanRequest(journey_id="j", question="how do we investigate a brute-force alert?", platforms=[], **AGENTS)
    )
    assert (result.intent, result.platforms) == ("question", [])
    assert {s.kind for s in result.steps} == {"knowledge"}
    assert len(result.steps) == 5


@pytest.mark.parametrize(("question", "kind"), [("thanks a lot!", "greeting"), ("logs?", "clarification")])
async def test_greetings_and_unclear_questions_get_a_reply(question: str, kind: str) -> None:
    result = await plan(PlanRequest(journey_id="j", question=question, platforms=[], **AGENTS))
    assert result.steps == []
    assert result.reply
    assert result.needs_clarification is (kind == "clarification")
    assert result.confidence < 0.5 if kind == "clarification" else result.confidence > 0.9


@pytest.mark.parametrize(
    ("question", "platforms"),
    [
        ("which pods restarted most today", ["promql"]),
        ("top 10 users by failed logins today, in splunk please", ["spl"]),
        ("CPU usage per node over the last hour", ["promql"]),
        ("4625 events on DC01 in the last hour", ["kql"]),
        ("Write me a SQL query on signin_logs for failed sign-ins", ["sql"]),
    ],
)
def test_platforms_are_inferred_from_the_wording(question: str, platforms: list[str]) -> None:
    inferred, _ = infer_platforms(question, ["kql", "spl", "sql", "promql"])
    assert [p.value for p in inferred] == platforms


def test_platform_inference_keeps_to_available_agents() -> None:
    assert infer_platforms("which pods restarted most today", ["kql"])[0] == [Platform.KQL]


def test_entities() -> None:
    entities = extract_entities(
        "top 5 IPs hitting checkout from 10.1.2.3 for adm-jdoe@fabrikam.example on DC01, last 2 hours"
    )
    assert entities.time_range == "2h"
    assert entities.top_n == 5
    assert entities.ips == ["10.1.2.3"]
    assert entities.users == ["adm-jdoe@fabrikam.example"]
    assert entities.hosts == ["DC01"]
    assert entities.services == ["checkout"]
    assert entities.aggregation == "top"


@pytest.mark.parametrize(
    ("question", "span"),
    [
        ("in the last 30 minutes", "30m"),
        ("past 3 days", "3d"),
        ("today", "1d"),
        ("this week", "7d"),
        ("right now", "15m"),
        ("a certificate expiring in less than 24.0 hours", "24h"),  # not "0 hours" after the point
        ("errors within 1.5 hours", "90m"),
        ("spikes over 0 minutes", None),  # no window is zero long
    ],
)
def test_time_ranges(question: str, span: str | None) -> None:
    assert time_range(question) == span


async def test_answers_cite_every_statement() -> None:
    knowledge = [
        KnowledgeItem(
            collection="sop",
            document_id="SOP-IAM-001",
            title="Investigating failed sign-ins",
            section="Steps",
            snippet="Count failures by UserPrincipalName and IPAddress. More than 10 failures from one IP against "
            "several accounts in an hour suggests password spraying. Lunch is at noon.",
            score=0.9,
        ),
        KnowledgeItem(
            collection="runbooks",
            document_id="RB-IAM-001",
            title="Revoke sessions",
            section="Procedure",
            snippet="Revoke the user's refresh tokens with az ad user revoke-sign-in-sessions.",
            score=0.5,
        ),
    ]
    answer = await compose_answer(
        AnswerRequest(journey_id="j", question="how do we spot password spraying?", knowledge=knowledge)
    )
    assert answer.kind == "answer"
    assert answer.statements
    assert all(s.reference.document_id in {"SOP-IAM-001", "RB-IAM-001"} for s in answer.statements)
    assert "password spraying" in answer.statements[0].text
    assert "[SOP-IAM-001]" in answer.text
    assert not any("Lunch" in s.text for s in answer.statements)


async def test_no_knowledge_says_so() -> None:
    answer = await compose_answer(AnswerRequest(journey_id="j", question="how do we do X?", knowledge=[]))
    assert (answer.kind, answer.statements) == ("answer", [])
    assert "nothing" in answer.text


async def test_a_correlation_is_planned_as_an_investigation_across_two_platforms() -> None:
    agents = {"kql": "kql-agent", "sql": "sql-agent", "promql": "promql-agent"}
    question = "Which users with failed sign-ins in the last day also made audit log changes (SQL)?"
    planned = await plan(PlanRequest(journey_id="j", question=question, platforms=[], data_agents=agents))
    assert (planned.intent, planned.confidence) == ("investigation", 0.85)
    assert [(s.id, s.kind, s.target) for s in planned.steps] == [
        ("s1", "generate", "kql"), ("s2", "execute", "kql"), ("s3", "generate", "sql"), ("s4", "execute", "sql"),
        ("s5", "function", "correlate"),
    ]  # fmt: skip
    assert planned.steps[0].input == {"question": "failed sign-ins in the last day by user"}
    assert planned.steps[2].input == {"question": "audit log changes by user"}  # the platform's name taken out
    assert planned.steps[4].input == {"left": "step:s2.rows", "right": "step:s4.rows", "entity": "users"}
    plain = await plan(PlanRequest(journey_id="j", question="failed sign-ins in the last day", platforms=[],
                                   data_agents=agents))  # fmt: skip
    assert plain.intent != "investigation"
