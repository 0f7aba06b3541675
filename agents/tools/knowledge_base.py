"""The knowledge shipped with LexiQuery, loaded into the store the tool servers search.

``agents/knowledge_base/<dir>`` holds each shipped collection; ``vectors.npz`` beside them holds the
embeddings of every shipped passage, so a fresh agents host does not spend minutes computing them.
Rebuild it after editing the knowledge base: ``python -m agents.tools.knowledge_base``.
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

from agents.tools.embeddings import VectorCache, text_key
from agents.tools.store import KnowledgeStore, SqliteKnowledgeStore
from agents.tools.store_postgres import PostgresKnowledgeStore
from lexiquery.documents import document_files, load_file
from lexiquery.logging import get_logger
from lexiquery.settings import PROJECT_ROOT, Settings

log = get_logger(__name__)

# collection -> directory under the knowledge base, and which files in it hold documents
SHIPPED: dict[str, tuple[str, str]] = {
    "sop": ("sops", "*.md"),
    "known_errors": ("known_errors", "*.yaml"),
    "wiki": ("wiki", "*.md"),
    "docs": ("docs", "*.md"),
    "runbooks": ("runbooks", "*.md"),
    "library": ("library", "*.jsonl"),
}
VECTORS_FILE = "vectors.npz"


def shipped_files(knowledge_dir: Path, collection: str) -> list[Path]:
    directory, pattern = SHIPPED[collection]
    return sorted(p for p in document_files(knowledge_dir / directory) if p.match(pattern))


def fingerprint(files: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.name.encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def load_shipped(store: KnowledgeStore, knowledge_dir: Path) -> dict[str, int]:
    """(Re)load each shipped collection whose files changed since it was last loaded."""
    loaded = {}
    for collection in SHIPPED:
        files = shipped_files(knowledge_dir, collection)
        if not files:
            continue
        stamp = fingerprint(files)
        if store.get_meta(f"shipped:{collection}") == stamp:
            continue
        documents = [document for path in files for document in load_file(path)]
        loaded[collection] = store.add(collection, documents)
        store.set_meta(f"shipped:{collection}", stamp)
    return loaded


def open_knowledge_store(settings: Settings) -> KnowledgeStore:
    """The store holding the shipped knowledge: the state database's, shared by every agents host, when one is
    configured; else this host's own, in its state folder."""
    started = time.perf_counter()
    vectors = VectorCache(settings.state_dir / "vectors.db")
    shipped_vectors = settings.knowledge_dir / VECTORS_FILE
    if shipped_vectors.exists():
        vectors.load(shipped_vectors)
    store: KnowledgeStore
    if settings.state_dsn is not None:
        store = PostgresKnowledgeStore(settings, vectors)
    else:
        store = SqliteKnowledgeStore(settings.state_dir / "knowledge.db", vectors)
    loaded = load_shipped(store, settings.knowledge_dir)
    store.warm()
    log.info("knowledge_loaded", reloaded=loaded, seconds=round(time.perf_counter() - started, 2))
    return store


def build_shipped_vectors(knowledge_dir: Path = PROJECT_ROOT / "agents" / "knowledge_base") -> int:
    """Embed every shipped passage and write ``vectors.npz`` (slow: run it after editing the knowledge)."""
    vectors = VectorCache()
    target = knowledge_dir / VECTORS_FILE
    if target.exists():
        vectors.load(target)  # only what changed is computed again
    store = SqliteKnowledgeStore(":memory:", vectors)
    load_shipped(store, knowledge_dir)
    keys = sorted({text_key(text) for text in store.passage_texts()})
    return vectors.export(target, keys)


if __name__ == "__main__":
    print(f"wrote {build_shipped_vectors()} vectors")
