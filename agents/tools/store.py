"""The knowledge store behind the MCP knowledge server: collections of passages, searched by rank.

Documents are Markdown with a YAML front matter (``id``, ``title``, optional ``tags``/``tables``);
each ``##`` section becomes one passage, so a hit points at the section that answers.
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import yaml

_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.DOTALL)
_WORD = re.compile(r"[A-Za-z0-9_]{2,}")
_STOP_WORDS = frozenset(
    """a an and are as at be by do does for from how i in is it me of on or our show the to us was we what
    when where which who why with last past hour hours day days today""".split()
)


@dataclass(frozen=True)
class Passage:
    collection: str
    document_id: str
    title: str
    section: str
    text: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float


class KnowledgeStore(Protocol):
    """What the knowledge server needs from a store; a server-backed store can stand in."""

    def search(self, collection: str, query: str, top_k: int) -> list[Hit]: ...

    def add(self, passages: list[Passage]) -> int: ...

    def collections(self) -> dict[str, int]: ...


def parse_markdown(collection: str, text: str, *, source: str) -> list[Passage]:
    """Split one Markdown document into passages, one per ``##`` section."""
    match = _FRONT_MATTER.match(text)
    if not match:
        raise ValueError(f"{source}: missing YAML front matter (--- id/title ---)")
    meta = yaml.safe_load(match[1]) or {}
    if not isinstance(meta, dict) or "id" not in meta or "title" not in meta:
        raise ValueError(f"{source}: front matter needs 'id' and 'title'")
    preamble, *sections = re.split(r"(?m)^## ", text[match.end() :])
    chunks = [("", re.sub(r"(?m)^# .*$", "", preamble))]
    chunks += [(heading.strip(), content) for heading, _, content in (s.partition("\n") for s in sections)]
    metadata = {k: v for k, v in meta.items() if k not in ("id", "title")}
    return [
        Passage(collection, str(meta["id"]), str(meta["title"]), section, content.strip(), metadata)
        for section, content in chunks
        if content.strip()
    ]


def fts_query(text: str) -> str:
    """An FTS5 MATCH expression: the question's content words, any of which may match."""
    words = [w.lower() for w in _WORD.findall(text)]
    terms = dict.fromkeys(w for w in words if w not in _STOP_WORDS)
    return " OR ".join(f'"{term}"' for term in terms)


class SqliteKnowledgeStore:
    """Passages in SQLite with an FTS5 index ranked by BM25 (title and section weigh more than body)."""

    def __init__(self, path: Path | str = ":memory:") -> None:
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._lock = threading.Lock()
        self._db.executescript(
            """
            CREATE TABLE IF NOT EXISTS passages (
                rowid INTEGER PRIMARY KEY,
                collection TEXT NOT NULL, document_id TEXT NOT NULL, title TEXT NOT NULL,
                section TEXT NOT NULL, text TEXT NOT NULL, metadata TEXT NOT NULL,
                UNIQUE (collection, document_id, section)
            );
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

    def add(self, passages: list[Passage]) -> int:
        """Insert or replace passages (keyed by collection, document and section)."""
        with self._lock, self._db:
            for p in passages:
                self._db.execute(
                    "DELETE FROM passages WHERE collection=? AND document_id=? AND section=?",
                    (p.collection, p.document_id, p.section),
                )
                self._db.execute(
                    "INSERT INTO passages (collection, document_id, title, section, text, metadata)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (p.collection, p.document_id, p.title, p.section, p.text, json.dumps(p.metadata)),
                )
        return len(passages)

    def search(self, collection: str, query: str, top_k: int) -> list[Hit]:
        match = fts_query(query)
        if not match:
            return []
        with self._lock:
            rows = self._db.execute(
                """
                SELECT p.collection, p.document_id, p.title, p.section, p.text, p.metadata,
                       bm25(passages_fts, 4.0, 2.0, 1.0) AS rank
                FROM passages_fts JOIN passages p ON p.rowid = passages_fts.rowid
                WHERE passages_fts MATCH ? AND p.collection = ?
                ORDER BY rank LIMIT ?
                """,
                (match, collection, top_k),
            ).fetchall()
        return [
            Hit(Passage(c, d, t, s, x, json.loads(m)), score=round(-rank, 4))
            for c, d, t, s, x, m, rank in rows
        ]

    def collections(self) -> dict[str, int]:
        with self._lock:
            rows = self._db.execute(
                "SELECT collection, COUNT(*) FROM passages GROUP BY collection"
            ).fetchall()
        return dict(rows)

    def load_directory(self, collection: str, directory: Path) -> int:
        """Load every Markdown document of a directory into a collection."""
        passages: list[Passage] = []
        for path in sorted(directory.glob("*.md")):
            passages.extend(parse_markdown(collection, path.read_text(), source=str(path)))
        return self.add(passages)
