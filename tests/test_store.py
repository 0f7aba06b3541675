from pathlib import Path

import pytest

from agents.tools.store import SqliteKnowledgeStore, fts_query, parse_markdown
from lexiquery.settings import Settings

DOC = """---
id: SOP-X-1
title: Rotating secrets
tags: [security]
---
# Rotating secrets

Intro paragraph about secret rotation.

## Steps
1. Rotate the key in the vault.

## Escalation
Page the platform team.
"""


def test_markdown_becomes_one_passage_per_section() -> None:
    passages = parse_markdown("sop", DOC, source="doc.md")
    assert [(p.document_id, p.section) for p in passages] == [
        ("SOP-X-1", ""),
        ("SOP-X-1", "Steps"),
        ("SOP-X-1", "Escalation"),
    ]
    assert passages[0].text == "Intro paragraph about secret rotation."
    assert passages[1].metadata == {"tags": ["security"]}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("# no front matter", "missing YAML front matter"),
        ("---\ntitle: t\n---\nbody", "needs 'id' and 'title'"),
    ],
)
def test_malformed_documents_are_named(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_markdown("sop", text, source="bad.md")


def test_query_keeps_content_words_only() -> None:
    assert fts_query("Show me the failed sign-ins in the last hour!") == '"failed" OR "sign" OR "ins"'
    assert fts_query("the of and") == ""


def test_search_ranks_the_matching_document_first() -> None:
    store = SqliteKnowledgeStore()
    store.load_directory("sop", Settings().knowledge_dir / "sops")
    hits = store.search("sop", "pods crash looping and restarting", top_k=3)
    assert hits[0].passage.document_id == "SOP-K8S-001"
    assert hits == sorted(hits, key=lambda h: -h.score)
    assert store.search("wiki", "pods", top_k=3) == []


def test_adding_a_document_twice_replaces_it(tmp_path: Path) -> None:
    store = SqliteKnowledgeStore(tmp_path / "k.db")
    passages = parse_markdown("sop", DOC, source="doc.md")
    store.add(passages)
    store.add(passages)
    assert store.collections() == {"sop": 3}
