"""Retrieval quality on the labeled set (bench/data/retrieval.jsonl): recall@5 and MRR by document,
for BM25 alone, embeddings alone, and the hybrid the knowledge server uses.

    uv run python -m bench.retrieval
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from agents.tools.embeddings import VectorCache
from agents.tools.knowledge_base import VECTORS_FILE, load_shipped
from agents.tools.store import SearchMode, SqliteKnowledgeStore
from lexiquery.settings import Settings

DATA = Path(__file__).parent / "data" / "retrieval.jsonl"
MODES: tuple[SearchMode, ...] = ("bm25", "dense", "hybrid")
K = 5


def load() -> list[dict[str, object]]:
    return [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]


def shipped_store() -> SqliteKnowledgeStore:
    knowledge_dir = Settings().knowledge_dir
    vectors = VectorCache()
    if (knowledge_dir / VECTORS_FILE).exists():
        vectors.load(knowledge_dir / VECTORS_FILE)
    store = SqliteKnowledgeStore(":memory:", vectors)
    load_shipped(store, knowledge_dir)
    return store


def documents_ranked(store: SqliteKnowledgeStore, collection: str, question: str, mode: SearchMode) -> list[str]:
    ranked: list[str] = []
    for hit in store.search(collection, question, 40, mode=mode):
        if hit.passage.document_id not in ranked:
            ranked.append(hit.passage.document_id)
    return ranked


def evaluate(store: SqliteKnowledgeStore, rows: list[dict[str, object]], mode: SearchMode) -> tuple[float, float]:
    hits = 0
    reciprocal = 0.0
    for row in rows:
        ranked = documents_ranked(store, str(row["collection"]), str(row["question"]), mode)
        expected = {str(doc) for doc in row["expected"]}  # type: ignore[attr-defined]
        position = next((i for i, doc in enumerate(ranked) if doc in expected), None)
        if position is not None:
            hits += position < K
            reciprocal += 1 / (position + 1)
    return hits / len(rows), reciprocal / len(rows)


def main() -> None:
    started = time.perf_counter()
    store = shipped_store()
    rows = load()
    print(f"retrieval on {len(rows)} labeled questions ({time.perf_counter() - started:.1f}s to load the knowledge)")
    for mode in MODES:
        started = time.perf_counter()
        recall, mrr = evaluate(store, rows, mode)
        each = (time.perf_counter() - started) * 1000 / len(rows)
        print(f"  {mode:7} recall@{K} {recall:.3f}   MRR {mrr:.3f}   ({each:.1f} ms a question)")


if __name__ == "__main__":
    main()
