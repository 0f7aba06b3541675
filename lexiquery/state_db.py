"""The state database: PostgreSQL shared by every worker and agents host when there is more than one machine.

The cost ledger and the knowledge store each open a small connection pool on ``LEXIQUERY_STATE_DSN`` (psycopg's
own pool: it checks a connection before lending it, so a restarted server costs a reconnect, not an error)
and create their tables under an advisory lock, so hosts starting together do not race on the catalog.
"""

from __future__ import annotations

from psycopg_pool import ConnectionPool
from pydantic import SecretStr

from lexiquery.sources import redact_secrets

CONNECT_TIMEOUT_SECONDS = 10.0


class StateDatabaseError(RuntimeError):
    """The state database cannot be reached or set up (the DSN's password never in the message)."""


def state_pool(dsn: SecretStr, name: str, schema: str, max_size: int = 4) -> ConnectionPool:
    """An open pool on ``dsn`` whose database holds ``schema`` (statements run once, under an advisory lock)."""
    pool = ConnectionPool(
        dsn.get_secret_value(),
        min_size=1,
        max_size=max_size,
        name=name,
        kwargs={"autocommit": True, "application_name": f"lexiquery-{name}"},
        check=ConnectionPool.check_connection,
        open=False,
    )
    try:
        pool.open(wait=True, timeout=CONNECT_TIMEOUT_SECONDS)
        with pool.connection() as connection, connection.transaction():
            connection.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"lexiquery-schema-{name}",))
            connection.execute(schema.encode())
    except Exception as exc:
        pool.close()
        raise StateDatabaseError(f"state database ({name}): {redact_secrets(str(exc), [dsn])}") from None
    return pool
