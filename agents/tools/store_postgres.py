"""The knowledge store in the state database, shared by every agents host (``LEXIQUERY_STATE_DSN``).

Documents and passages are PostgreSQL rows; full-text ranking is PostgreSQL's own (a weighted ``tsvector``
with a GIN index, ranked by ``ts_rank_cd``, title before section before body as in the SQLite store); each
passage's MiniLM vector is stored with it as a ``real[]``. pgvector is not offered as a package on these
machines, and a collection's vectors are few enough (thousands of 384-dimension rows) to rank in NumPy: each
host keeps a collection's matrix in memory and reloads it when the collection's version, bumped by every
add on any host, has moved. So a document added through one host is found through every other at once.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
from psycopg.types.json import Jsonb

from agents.tools.embeddings import VectorCache
from agents.tools.store import CANDIDATES, HybridStore, Passage, PassageIndex, fts_query, matches, passages_of
from lexiquery.documents import Document
from lexiquery.settings import Settings
from lexiquery.state_db import state_pool

SCHEMA = """
CREATE TABLE IF NOT EXISTS knowledge_documents (
    collection TEXT NOT NULL, id TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL,
    metadata JSONB NOT NULL, PRIMARY KEY (collection, id)
);
CREATE TABLE IF NOT EXISTS knowledge_passages (
    id BIGSERIAL PRIMARY KEY,
    collection TEXT NOT NULL, document_id TEXT NOT NULL, title TEXT NOT NULL, section TEXT NOT NULL,
    text TEXT NOT NULL, metadata JSONB NOT NULL, embedding REAL[] NOT NULL,
    words TSVECTOR GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', section), 'B')
        || setweight(to_tsvector('english', text), 'D')
    ) STORED
);
CREATE INDEX IF NOT EXISTS knowledge_passages_by_document ON knowledge_passages (collection, document_id);
CREATE INDEX IF NOT EXISTS knowledge_passages_words ON knowledge_passages USING GIN (words);
CREATE TABLE IF NOT EXISTS knowledge_collections (collection TEXT PRIMARY KEY, version BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS knowledge_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
# ts_rank_cd weights for D, C, B, A: body 1, section 2, title 4 (the SQLite store's bm25 weights).
WEIGHTS = "{0.25, 0.25, 0.5, 1.0}"


class PostgresKnowledgeStore(HybridStore):
    """Documents, passages, their vectors and a full-text index in PostgreSQL."""

    def __init__(self, settings: Settings, vectors: VectorCache | None = None) -> None:
        assert settings.state_dsn is not None
        self._pool = state_pool(settings.state_dsn, "knowledge", SCHEMA)
        self._vectors = vectors or VectorCache()
        self._lock = threading.Lock()
        self._indexes: dict[str, tuple[int, PassageIndex]] = {}  # collection -> (version, index)

    # --- writing -----------------------------------------------------------------------------

    def add(self, collection: str, documents: list[Document]) -> int:
        """Insert or replace documents (by id) and their passages; returns the passages written. Writers of one
        collection take turns (an advisory lock), so two hosts loading it at once leave one copy."""
        passages = [p for document in documents for p in passages_of(collection, document)]
        vectors = self._vectors.embed([p.embedding_text for p in passages])
        with self._pool.connection() as connection, connection.transaction():
            connection.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"lexiquery-knowledge-{collection}",))
            with connection.cursor() as cursor:
                cursor.executemany(
                    "DELETE FROM knowledge_passages WHERE collection = %s AND document_id = %s",
                    [(collection, document.id) for document in documents],
                )
                cursor.executemany(
                    """INSERT INTO knowledge_documents (collection, id, title, text, metadata)
                       VALUES (%s, %s, %s, %s, %s)
                       ON CONFLICT (collection, id) DO UPDATE SET
                         title = excluded.title, text = excluded.text, metadata = excluded.metadata""",
                    [(collection, d.id, d.title, d.text, Jsonb(d.metadata)) for d in documents],
                )
                cursor.executemany(
                    """INSERT INTO knowledge_passages
                         (collection, document_id, title, section, text, metadata, embedding)
                       VALUES (%s, %s, %s, %s, %s, %s, %s)""",
                    [
                        (p.collection, p.document_id, p.title, p.section, p.text, Jsonb(p.metadata), vector.tolist())
                        for p, vector in zip(passages, vectors, strict=True)
                    ],
                )
            connection.execute(
                """INSERT INTO knowledge_collections (collection, version) VALUES (%s, 1)
                   ON CONFLICT (collection) DO UPDATE SET version = knowledge_collections.version + 1""",
                (collection,),
            )
        return len(passages)

    def get_meta(self, key: str) -> str | None:
        row = self._one("SELECT value FROM knowledge_meta WHERE key = %s", (key,))
        return str(row[0]) if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self._pool.connection() as connection:
            connection.execute(
                """INSERT INTO knowledge_meta (key, value) VALUES (%s, %s)
                   ON CONFLICT (key) DO UPDATE SET value = excluded.value""",
                (key, value),
            )

    # --- reading -----------------------------------------------------------------------------

    def get(self, collection: str, document_id: str) -> Document | None:
        row = self._one(
            "SELECT id, title, text, metadata FROM knowledge_documents WHERE collection = %s AND id = %s",
            (collection, document_id),
        )
        return Document(id=row[0], title=row[1], text=row[2], metadata=row[3]) if row else None

    def documents(self, collection: str) -> list[Document]:
        rows = self._all(
            "SELECT id, title, text, metadata FROM knowledge_documents WHERE collection = %s ORDER BY id",
            (collection,),
        )
        return [Document(id=r[0], title=r[1], text=r[2], metadata=r[3]) for r in rows]

    def collections(self) -> dict[str, int]:
        rows = self._all("SELECT collection, COUNT(*) FROM knowledge_documents GROUP BY collection", ())
        return {str(r[0]): int(r[1]) for r in rows}

    def warm(self) -> None:
        for collection in self.collections():
            self._index(collection)

    def _bm25(self, collection: str, query: str, filters: dict[str, str]) -> list[int]:
        words = fts_query(query).replace('"', "").split(" OR ")
        if words == [""]:
            return []
        rows = self._all(
            f"""SELECT id, metadata FROM knowledge_passages, to_tsquery('english', %s) AS q
                WHERE collection = %s AND words @@ q
                ORDER BY ts_rank_cd('{WEIGHTS}', words, q) DESC, id LIMIT %s""",
            (" | ".join(words), collection, CANDIDATES * (4 if filters else 1)),
        )
        return [int(row) for row, metadata in rows if not filters or matches(metadata, filters)][:CANDIDATES]

    def _index(self, collection: str) -> PassageIndex:
        row = self._one("SELECT version FROM knowledge_collections WHERE collection = %s", (collection,))
        version = int(row[0]) if row else 0
        with self._lock:
            cached = self._indexes.get(collection)
            if cached is not None and cached[0] == version:
                return cached[1]
        rows = self._all(
            "SELECT id, embedding, metadata FROM knowledge_passages WHERE collection = %s ORDER BY id", (collection,)
        )
        matrix = np.array([r[1] for r in rows], dtype=np.float32).reshape(len(rows), -1)
        index = PassageIndex([int(r[0]) for r in rows], matrix, [r[2] for r in rows])
        with self._lock:
            self._indexes[collection] = (version, index)
        return index

    def _passages(self, rows: list[int]) -> dict[int, Passage]:
        if not rows:
            return {}
        found = self._all(
            """SELECT id, collection, document_id, title, section, text, metadata
               FROM knowledge_passages WHERE id = ANY(%s)""",
            (rows,),
        )
        return {int(r[0]): Passage(r[1], r[2], r[3], r[4], r[5], r[6]) for r in found}

    def _one(self, sql: str, params: tuple[Any, ...]) -> tuple[Any, ...] | None:
        with self._pool.connection() as connection:
            return connection.execute(sql.encode(), params).fetchone()

    def _all(self, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        with self._pool.connection() as connection:
            return connection.execute(sql.encode(), params).fetchall()

    def close(self) -> None:
        self._pool.close()
