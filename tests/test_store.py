"""The knowledge store: passages, hybrid ranking, filters, replacement."""

from __future__ import annotations

import pytest

from agents.tools.embeddings import VectorCache
from agents.tools.store import SqliteKnowledgeStore, fts_query, matches, passages_of, rrf
from lexiquery.documents import parse_markdown

DOC = """---
id: SOP-X-1
title: Rotating secrets
tags: [security]
profile: secops
---
# Rotating secrets

Intro paragraph about secret rotation.

## Steps
1. Rotate the key in the vault.

## Escalation
Page the platform team.
"""


@pytest.fixture(scope="module")
def store() -> SqliteKnowledgeStore:
    store = SqliteKnowledgeStore(vectors=VectorCache())
    store.add("sop", [parse_markdown(DOC, source="doc.md")])
    store.add(
        "sop",
        [
            parse_markdown(
                "---\nid: SOP-K-1\ntitle: Crash-looping pods\nprofile: platform\n---\n"
                "## Signals\nA pod restarting more than three times in 15 minutes is crash-looping.\n",
                source="k.md",
            )
        ],
    )
    return store


def test_markdown_becomes_one_passage_per_section() -> None:
    passages = passages_of("sop", parse_markdown(DOC, source="doc.md"))
    assert [(p.document_id, p.section) for p in passages] == [
        ("SOP-X-1", ""),
        ("SOP-X-1", "Steps"),
        ("SOP-X-1", "Escalation"),
    ]
    assert passages[0].text == "Intro paragraph about secret rotation."
    assert passages[1].metadata == {"tags": ["security"], "profile": "secops"}


def test_query_keeps_content_words_only() -> None:
    assert (
        fts_query("Show me the failed sign-ins in the last hour!") == '"failed" OR "sign" OR "ins" OR "last" OR "hour"'
    )
    assert fts_query("the of and") == ""


def test_reciprocal_rank_fusion_rewards_agreement() -> None:
    fused = rrf([[1, 2, 3], [2, 3, 1]])
    assert max(fused, key=lambda row: fused[row]) == 2


@pytest.mark.parametrize("mode", ["bm25", "dense", "hybrid"])
def test_every_mode_finds_the_matching_document(store: SqliteKnowledgeStore, mode: str) -> None:
    hits = store.search("sop", "containers that keep coming back after dying", 3, mode=mode)  # type: ignore[arg-type]
    if mode == "bm25":  # no word in common with the crash-loop SOP: lexical search cannot find it
        assert all(h.passage.document_id != "SOP-K-1" for h in hits)
    else:
        assert hits[0].passage.document_id == "SOP-K-1"


def test_filters_scope_by_team(store: SqliteKnowledgeStore) -> None:
    hits = store.search("sop", "rotate the key", 5, filters={"profile": "platform"})
    assert {h.passage.document_id for h in hits} <= {"SOP-K-1"}
    assert matches({"profile": "secops"}, {"profile": "secops"})
    assert matches({}, {"profile": "secops"})  # company-wide documents belong to every team
    assert not matches({"tags": ["a"]}, {"tags": "b"})


def test_get_and_replace(store: SqliteKnowledgeStore) -> None:
    document = store.get("sop", "SOP-X-1")
    assert document is not None
    assert document.title == "Rotating secrets"
    assert store.get("sop", "nope") is None
    assert store.add("sop", [document]) == 3
    assert store.collections()["sop"] == 2
    assert store.search("wiki", "pods", 3) == []
