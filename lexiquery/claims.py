"""The claim-check store: results too large for a workflow's history are kept here by content, and the history
keeps their reference (``sha256:<hex>``) and a summary. Content-addressed, so writing the same result twice (a
retried step) stores it once. One machine keeps them as files in its state folder; several share them in the
state database (``LEXIQUERY_STATE_DSN``), since the next step may run on another worker."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Protocol

from lexiquery.settings import Settings
from lexiquery.state_db import state_pool

PREFIX = "sha256:"
SCHEMA = """CREATE TABLE IF NOT EXISTS claim_checks (
    digest TEXT PRIMARY KEY, body BYTEA NOT NULL, stored_at TIMESTAMPTZ NOT NULL DEFAULT now())"""


class ClaimNotFound(KeyError):
    """No body is stored under the reference (never stored here, or the store was emptied)."""


class ClaimStore(Protocol):
    def put(self, body: bytes) -> str: ...

    def get(self, reference: str) -> bytes: ...


def digest_of(reference: str) -> str:
    if not reference.startswith(PREFIX) or len(reference) != len(PREFIX) + 64:
        raise ClaimNotFound(f"{reference!r} is not a claim reference")
    return reference.removeprefix(PREFIX)


class FileClaimStore:
    """Bodies as files named by their digest under one folder."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def put(self, body: bytes) -> str:
        digest = hashlib.sha256(body).hexdigest()
        target = self._folder / digest
        if not target.exists():
            partial = target.with_suffix(".partial")
            partial.write_bytes(body)
            partial.replace(target)  # whole or not at all
        return PREFIX + digest

    def get(self, reference: str) -> bytes:
        path = self._folder / digest_of(reference)
        try:
            return path.read_bytes()
        except FileNotFoundError:
            raise ClaimNotFound(reference) from None


class PostgresClaimStore:
    """Bodies in the state database, shared by every worker."""

    def __init__(self, settings: Settings) -> None:
        assert settings.state_dsn is not None
        self._pool = state_pool(settings.state_dsn, "claims", SCHEMA)

    def put(self, body: bytes) -> str:
        digest = hashlib.sha256(body).hexdigest()
        with self._pool.connection() as connection:
            connection.execute(
                "INSERT INTO claim_checks (digest, body) VALUES (%s, %s) ON CONFLICT (digest) DO NOTHING",
                (digest, body),
            )
        return PREFIX + digest

    def get(self, reference: str) -> bytes:
        with self._pool.connection() as connection:
            row = connection.execute(
                "SELECT body FROM claim_checks WHERE digest = %s", (digest_of(reference),)
            ).fetchone()
        if row is None:
            raise ClaimNotFound(reference)
        return bytes(row[0])


def open_claim_store(settings: Settings) -> ClaimStore:
    if settings.state_dsn is not None:
        return PostgresClaimStore(settings)
    return FileClaimStore(settings.state_dir / "claims")
