"""The knowledge store behind the MCP knowledge servers: collections of passages, searched hybrid.

A document becomes passages (a Markdown document one per ``##`` section, a record one passage). A
search ranks passages twice — by BM25 over an SQLite FTS5 index (title and section weigh more than
body) and by cosine similarity of MiniLM embeddings — and fuses the two rankings with reciprocal rank
fusion, so a passage that either method finds near the top rises. ``KnowledgeStore`` is the interface
the servers use; a server-backed store (ChromaDB in server mode, say) can stand in for this one.
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

import numpy as np

from agents.tools.embeddings import VectorCache, Vectors, encoder, query_vector
from lexiquery.documents import Document, document_files, load_file

SearchMode = Literal["hybrid", "bm25", "dense"]
RRF_K = 60
CANDIDATES = 100
_WORD = re.compile(r"[A-Za-z0-9_]{2,}")
_STOP_WORDS = frozenset(
    """a an and are as at be by can do does for from how i in is it me my of on or our please show that the
    their them there this to us was we what when where which who why will with you your""".split()
)


@dataclass(frozen=True)
class Passage:
    collection: str
    document_id: str
    title: str
    section: str
    text: str
    metadata: dict[str, Any] = field(default_factory=dict)

    @property
    def embedding_text(self) -> str:
        return f"{self.title}. {self.section}. {self.text}" if self.section else f"{self.title}. {self.text}"


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float


class KnowledgeStore(Protocol):
    """What the knowledge servers need from a store."""

    def search(
        self, collection: str, query: str, top_k: int, *, filters: dict[str, str] | None = None,
        mode: SearchMode = "hybrid", per_document: int | None = None,
    ) -> list[Hit]: ...  # fmt: skip

    def add(self, collection: str, documents: list[Document]) -> int: ...

    def get(self, collection: str, document_id: str) -> Document | None: ...

    def documents(self, collection: str) -> list[Document]: ...

    def collections(self) -> dict[str, int]: ...

    def get_meta(self, key: str) -> str | None: ...

    def set_meta(self, key: str, value: str) -> None: ...

    def warm(self) -> None: ...


def passages_of(collection: str, document: Document) -> list[Passage]:
    """Split a document into passages: the intro and each ``##`` section of Markdown, or the whole text."""
    preamble, *sections = re.split(r"(?m)^## ", document.text)
    chunks = [("", re.sub(r"(?m)^# .*$", "", preamble))]
    chunks += [(heading.strip(), content) for heading, _, content in (s.partition("\n") for s in sections)]
    return [
        Passage(collection, document.id, document.title, section, content.strip(), document.metadata)
        for section, content in chunks
        if content.strip()
    ]


def fts_query(text: str) -> str:
    """An FTS5 MATCH expression: the question's content words, any of which may match."""
    words = [w.lower() for w in _WORD.findall(text)]
    terms = dict.fromkeys(w for w in words if w not in _STOP_WORDS)
    return " OR ".join(f'"{term}"' for term in terms)


def matches(metadata: dict[str, Any], filters: dict[str, str]) -> bool:
    """Metadata filters: equal values, or membership for list values. A ``profile`` filter also admits
    documents that belong to no team (company-wide knowledge)."""
    for key, wanted in filters.items():
        value = metadata.get(key)
        if key == "profile" and value in (None, "", "shared"):
            continue
        if isinstance(value, list):
            if wanted not in value:
                return False
        elif str(value) != str(wanted):
            return False
    return True


def rrf(rankings: list[list[int]], k: int = RRF_K) -> dict[int, float]:
    """Reciprocal rank fusion of several rankings of row ids."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, row in enumerate(ranking):
            fused[row] = fused.get(row, 0.0) + 1.0 / (k + rank + 1)
    return fused


@dataclass
class PassageIndex:
    """A collection's passage ids, their vectors and their metadata, in the same order: a filtered search
    picks its rows from memory instead of reading every passage of the collection back."""

    rows: list[int]
    vectors: Vectors
    metadata: list[dict[str, Any]]

    def ranked(self, query: str, filters: dict[str, str], limit: int) -> list[int]:
        """The ``limit`` rows whose vectors are closest to ``query``'s, among those whose metadata match."""
        kept = np.flatnonzero([matches(metadata, filters) for metadata in self.metadata]) if filters else None
        vectors = self.vectors if kept is None else self.vectors[kept]
        if not len(vectors):
            return []
        similarity = vectors @ query_vector(query)
        size = min(limit, len(similarity))
        best = np.argpartition(-similarity, size - 1)[:size]
        best = best[np.argsort(-similarity[best], kind="stable")]
        return [self.rows[i] for i in (best if kept is None else kept[best])]


class HybridStore(ABC):
    """The search both stores share: BM25 and dense rankings fused; the subclasses keep the passages."""

    def search(
        self,
        collection: str,
        query: str,
        top_k: int,
        *,
        filters: dict[str, str] | None = None,
        mode: SearchMode = "hybrid",
        per_document: int | None = None,
    ) -> list[Hit]:
        """The ``top_k`` best passages; with ``per_document``, at most that many from any one document."""
        rankings = []
        if mode in ("hybrid", "bm25"):
            rankings.append(self._bm25(collection, query, filters or {}))
        if mode in ("hybrid", "dense"):
            rankings.append(self._dense(collection, query, filters or {}))
        fused = rrf(rankings)
        ranked = sorted(fused, key=lambda row: -fused[row])
        if per_document is None:
            best = ranked[:top_k]
            passages = self._passages(best)
            return [Hit(passages[row], round(fused[row], 6)) for row in best]
        passages = self._passages(ranked[: CANDIDATES * 2])
        hits: list[Hit] = []
        taken: dict[str, int] = {}
        for row in ranked[: CANDIDATES * 2]:
            document = passages[row].document_id
            if taken.get(document, 0) < per_document:
                taken[document] = taken.get(document, 0) + 1
                hits.append(Hit(passages[row], round(fused[row], 6)))
                if len(hits) == top_k:
                    break
        return hits

    def _dense(self, collection: str, query: str, filters: dict[str, str]) -> list[int]:
        index = self._index(collection)
        return index.ranked(query, filters, CANDIDATES)

    @abstractmethod
    def _bm25(self, collection: str, query: str, filters: dict[str, str]) -> list[int]:
        """Passage ids of ``collection`` ranked by full-text relevance (title before section before body)."""

    @abstractmethod
    def _index(self, collection: str) -> PassageIndex:
        """The passage ids of ``collection`` and their vectors, current with what any host has added."""

    @abstractmethod
    def _passages(self, rows: list[int]) -> dict[int, Passage]:
        """The passages with these ids."""


class SqliteKnowledgeStore(HybridStore):
    """Documents, passages and an FTS5 index in SQLite; passage vectors in memory, cached by content hash."""

    def __init__(self, path: Path | str = ":memory:", vectors: VectorCache | None = None) -> None:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._vectors = vectors or VectorCache()
        self._lock = threading.RLock()
        self._indexes: dict[str, PassageIndex] = {}
        self._db.executescript(
            """
            CREATE TABLE IF NOT EXISTS documents (
                collection TEXT NOT NULL, id TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL,
                metadata TEXT NOT NULL, PRIMARY KEY (collection, id)
            );
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS passages (
                rowid INTEGER PRIMARY KEY,
                collection TEXT NOT NULL, document_id TEXT NOT NULL, title TEXT NOT NULL,
                section TEXT NOT NULL, text TEXT NOT NULL, metadata TEXT NOT NULL
            );
            CREATE INDEX IF NOT EXISTS passages_by_document ON passages (collection, document_id);
            CREATE VIRTUAL TABLE IF NOT EXISTS passages_fts USING fts5(
                title, section, text, content='passages', content_rowid='rowid', tokenize='porter'
            );
            CREATE TRIGGER IF NOT EXISTS passages_ai AFTER INSERT ON passages BEGIN
                INSERT INTO passages_fts(rowid, title, section, text)
                VALUES (new.rowid, new.title, new.section, new.text);
            END;
            CREATE TRIGGER IF NOT EXISTS passages_ad AFTER DELETE ON passages BEGIN
                INSERT INTO passages_fts(passages_fts, rowid, title, section, text)
                VALUES ('delete', old.rowid, old.title, old.section, old.text);
            END;
            """
        )

    # --- writing -----------------------------------------------------------------------------

    def add(self, collection: str, documents: list[Document]) -> int:
        """Insert or replace documents (by id) and their passages; returns the passages written."""
        passages = [p for document in documents for p in passages_of(collection, document)]
        self._vectors.embed([p.embedding_text for p in passages])  # compute before taking the lock
        with self._lock, self._db:
            for document in documents:
                self._db.execute(
                    "DELETE FROM passages WHERE collection = ? AND document_id = ?", (collection, document.id)
                )
                self._db.execute(
                    "INSERT OR REPLACE INTO documents (collection, id, title, text, metadata) VALUES (?, ?, ?, ?, ?)",
                    (collection, document.id, document.title, document.text, json.dumps(document.metadata)),
                )
            self._db.executemany(
                "INSERT INTO passages (collection, document_id, title, section, text, metadata)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(p.collection, p.document_id, p.title, p.section, p.text, json.dumps(p.metadata)) for p in passages],
            )
            self._indexes.pop(collection, None)
        return len(passages)

    def get_meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def load_directory(self, collection: str, directory: Path) -> int:
        """Load every knowledge file under ``directory`` into ``collection``."""
        documents = [doc for path in document_files(directory) for doc in load_file(path)]
        return self.add(collection, documents)

    # --- reading -----------------------------------------------------------------------------

    def get(self, collection: str, document_id: str) -> Document | None:
        with self._lock:
            row = self._db.execute(
                "SELECT id, title, text, metadata FROM documents WHERE collection = ? AND id = ?",
                (collection, document_id),
            ).fetchone()
        return Document(id=row[0], title=row[1], text=row[2], metadata=json.loads(row[3])) if row else None

    def documents(self, collection: str) -> list[Document]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, title, text, metadata FROM documents WHERE collection = ? ORDER BY id",
                (collection,),
            ).fetchall()
        return [Document(id=r[0], title=r[1], text=r[2], metadata=json.loads(r[3])) for r in rows]

    def collections(self) -> dict[str, int]:
        with self._lock:
            return dict(self._db.execute("SELECT collection, COUNT(*) FROM documents GROUP BY collection").fetchall())

    def warm(self) -> None:
        """Load the encoder and every collection's vectors now: left to the first searches, which arrive
        together, each would wait for them (a minute on a loaded machine, past the agents' call timeout)."""
        encoder()
        for collection in self.collections():
            self._index(collection)

    def _bm25(self, collection: str, query: str, filters: dict[str, str]) -> list[int]:
        expression = fts_query(query)
        if not expression:
            return []
        with self._lock:
            rows = self._db.execute(
                """SELECT p.rowid, p.metadata
                   FROM passages_fts JOIN passages p ON p.rowid = passages_fts.rowid
                   WHERE passages_fts MATCH ? AND p.collection = ?
                   ORDER BY bm25(passages_fts, 4.0, 2.0, 1.0) LIMIT ?""",
                (expression, collection, CANDIDATES * (4 if filters else 1)),
            ).fetchall()
        return [row for row, metadata in rows if not filters or matches(json.loads(metadata), filters)][:CANDIDATES]

    def _index(self, collection: str) -> PassageIndex:
        with self._lock:
            if collection not in self._indexes:
                rows = self._db.execute(
                    "SELECT rowid, title, section, text, metadata FROM passages WHERE collection = ? ORDER BY rowid",
                    (collection,),
                ).fetchall()
                texts = [Passage(collection, "", t, s, x).embedding_text for _, t, s, x, _ in rows]
                self._indexes[collection] = PassageIndex(
                    [r[0] for r in rows], self._vectors.embed(texts), [json.loads(r[4]) for r in rows]
                )
            return self._indexes[collection]

    def _passages(self, rows: list[int]) -> dict[int, Passage]:
        if not rows:
            return {}
        with self._lock:
            found = self._db.execute(
                "SELECT rowid, collection, document_id, title, section, text, metadata FROM passages"
                f" WHERE rowid IN ({','.join('?' * len(rows))})",
                rows,
            ).fetchall()
        return {r[0]: Passage(r[1], r[2], r[3], r[4], r[5], json.loads(r[6])) for r in found}

    def passage_texts(self) -> list[str]:
        """Embedding texts of every passage (to export their vectors with the shipped knowledge)."""
        with self._lock:
            rows = self._db.execute("SELECT title, section, text FROM passages").fetchall()
        return [Passage("", "", t, s, x).embedding_text for t, s, x in rows]
