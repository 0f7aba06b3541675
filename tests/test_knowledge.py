"""Knowledge agents over A2A, each answering through its MCP tool; the MCP tools and ingest directly."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml
from mcp import Client

from activities.agents import AgentClient
from agents.knowledge import SOURCES
from agents.tools.embeddings import text_key
from agents.tools.knowledge_base import SHIPPED, VECTORS_FILE, shipped_files
from agents.tools.store import passages_of
from lexiquery.contracts import AgentInfo, KnowledgeRequest, KnowledgeResult
from lexiquery.documents import load_file
from lexiquery.names import Skill
from lexiquery.settings import Settings
from lexiquery.stack import settings_env

QUESTIONS = {
    "sop": ("a domain user keeps getting locked out of their PC", "SOP-WIN-001"),
    "known_errors": ("Why does the search pod keep dying with exit code 137?", "KE-K8S-001"),
    "wiki": ("Which team owns shipping-api and what does it depend on?", "WIKI-008"),
    "docs": ("What's the difference between event 4625 and 4771?", "DOC-003"),
    "runbooks": ("How do I undo a bad release of the checkout app?", "RB-K8S-001"),
}
KNOWN_ERRORS = yaml.safe_load((Settings().knowledge_dir / "known_errors" / "known-errors.yaml").read_text())


def knowledge_mcp(agents_host: str) -> Client:
    """A client of the knowledge server (open it with ``async with`` inside the test's own task)."""
    return Client(f"{agents_host}/tools/knowledge/mcp")


@pytest.mark.parametrize("source", [s.name for s in SOURCES])
async def test_each_knowledge_agent_answers_through_its_tool(agents_host: str, source: str) -> None:
    question, expected = QUESTIONS[source]
    spec = next(s for s in SOURCES if s.name == source)
    agent = AgentInfo(name=spec.agent, url="", rpc_url=f"{agents_host}/agents/{spec.agent}/")
    async with httpx.AsyncClient() as http:
        result = await AgentClient(http).call(
            [agent], Skill.KNOWLEDGE, KnowledgeRequest(journey_id="j", question=question, top_k=3),
            KnowledgeResult, idempotency_key=f"j:{source}", timeout=30,
        )  # fmt: skip
    assert result.source == source
    assert expected in [item.document_id for item in result.items]
    assert {item.collection for item in result.items} == {source}
    assert result.cost_info.mcp_calls >= 1
    assert result.cost_info.deterministic


async def test_a_quoted_log_line_is_matched_by_signature(agents_host: str) -> None:
    error = KNOWN_ERRORS[0]
    spec = next(s for s in SOURCES if s.name == "known_errors")
    agent = AgentInfo(name=spec.agent, url="", rpc_url=f"{agents_host}/agents/{spec.agent}/")
    async with httpx.AsyncClient() as http:
        result = await AgentClient(http).call(
            [agent], Skill.KNOWLEDGE, KnowledgeRequest(journey_id="j", question=f"what is '{error['example']}'?"),
            KnowledgeResult, idempotency_key="j:ke", timeout=30,
        )  # fmt: skip
    assert (result.items[0].document_id, result.items[0].section) == (error["id"], "signature match")
    assert result.cost_info.mcp_calls == 2


@pytest.mark.parametrize("error", KNOWN_ERRORS, ids=[e["id"] for e in KNOWN_ERRORS])
def test_each_signature_recognises_its_own_example_only(error: dict[str, str]) -> None:
    matching = [e["id"] for e in KNOWN_ERRORS if re.search(e["signature"], error["example"], re.IGNORECASE)]
    assert matching == [error["id"]]


async def test_pattern_match_tool(agents_host: str) -> None:
    async with Client(f"{agents_host}/tools/known-errors/mcp") as client:
        result = await client.call_tool("pattern_match", {"log_line": KNOWN_ERRORS[3]["example"]})
        assert [m["id"] for m in result.structured_content["matches"]] == [KNOWN_ERRORS[3]["id"]]
        nothing = await client.call_tool("pattern_match", {"log_line": "all good here"})
        assert nothing.structured_content["matches"] == []


@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        ("semantic_search", {"collection": "sop", "query": "x", "top_k": 0}, "top_k"),
        ("semantic_search", {"collection": "nope", "query": "x"}, "unknown collection 'nope'"),
        ("semantic_search", {"collection": "sop"}, "query"),
        ("get_document", {"collection": "sop", "id": "NOPE-1"}, "no document 'NOPE-1'"),
        (
            "add_documents",
            {"collection": "Bad Name", "documents": [{"id": "a", "title": "b", "text": "c"}]},
            "collection",
        ),
        ("add_documents", {"collection": "ok", "documents": [{"id": "a"}]}, "title"),
    ],
)
async def test_bad_arguments_get_an_error_result(
    agents_host: str, tool: str, arguments: dict[str, object], message: str
) -> None:
    async with knowledge_mcp(agents_host) as client:
        result = await client.call_tool(tool, arguments)
    assert result.is_error
    assert message in " ".join(getattr(block, "text", "") for block in result.content)


async def test_ingest_round_trip(agents_host: str, settings: Settings, tmp_path: Path) -> None:
    good = tmp_path / "good.md"
    good.write_text(
        "---\nid: TEAM-1\ntitle: Feeding the office parrot\n---\n## Steps\nThe parrot eats sunflower seeds.\n"
    )
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "title": "t", "text": "fine"}\n{"id": "y", "title": "t", "text": \n')
    run = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "lexiquery", "ingest", str(tmp_path), "--collection", "team_notes"],
        env=settings_env(settings), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 2, run.stderr
    assert "added 1 documents (1 passages) to 'team_notes' from 2 files" in run.stdout
    assert f"skipped: {bad}:2: not valid JSON" in run.stderr
    async with knowledge_mcp(agents_host) as client:
        query = {"collection": "team_notes", "query": "what does the parrot eat"}
        hits = await client.call_tool("semantic_search", query)
        assert [h["document_id"] for h in hits.structured_content["hits"]] == ["TEAM-1"]
        document = await client.call_tool("get_document", {"collection": "team_notes", "id": "TEAM-1"})
        assert document.structured_content["title"] == "Feeding the office parrot"
        missing = await client.call_tool("get_document", {"collection": "team_notes", "id": "x"})
        assert missing.is_error  # nothing from the malformed file was added


async def test_ingest_against_a_stopped_agents_host_is_a_clear_error(settings: Settings, tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("---\nid: A\ntitle: A\n---\nbody\n")
    run = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "lexiquery", "ingest", str(tmp_path), "--collection", "x", "--agents-url", "http://127.0.0.1:9"],
        env=settings_env(settings), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 1
    assert "could not add documents through http://127.0.0.1:9/tools/knowledge/mcp" in run.stderr


def test_shipped_vectors_cover_every_shipped_passage() -> None:
    """Editing the knowledge base without rebuilding vectors.npz would make every fresh agents host
    spend minutes embedding: rebuild with ``python -m agents.tools.knowledge_base``."""
    import numpy as np

    knowledge_dir = Settings().knowledge_dir
    with np.load(knowledge_dir / VECTORS_FILE) as shipped:
        keys = set(shipped["keys"].tolist())
    missing = [
        f"{collection}/{passage.document_id}/{passage.section}"
        for collection in SHIPPED
        for path in shipped_files(knowledge_dir, collection)
        for document in load_file(path)
        for passage in passages_of(collection, document)
        if text_key(passage.embedding_text) not in keys
    ]
    assert missing == []
