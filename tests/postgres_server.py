"""The tests' PostgreSQL cluster: :mod:`harness.postgres`, skipped when the server binaries are missing."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from harness.postgres import NotInstalled, PostgresServer
from harness.postgres import postgres_server as _postgres_server

__all__ = ["PostgresServer", "postgres_server"]


@contextlib.contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """:func:`harness.postgres.postgres_server`, or a skip of the test when PostgreSQL is not installed."""
    with contextlib.ExitStack() as stack:
        try:
            server = stack.enter_context(_postgres_server())
        except NotInstalled as error:
            pytest.skip(str(error))
        yield server
