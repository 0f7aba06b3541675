"""A small, steady PostgreSQL workload for the live PromQL estate's PostgreSQL exporter.

:func:`load` creates three databases beside ``postgres`` and fills them deterministically (``generate_series``,
no randomness); running this file then drives them at a fixed rhythm until it is killed:

    python bench/pg_workload.py PORT PASSWORD

* ``orders`` (an order-taking service): 5,000 orders loaded; every tick (5 a second) one order is inserted
  and read back by its key, each in its own transaction;
* ``reports`` (a reporting copy, by far the largest): 400,000 rows of sales history loaded, one sort
  spilled to temporary files while loading; once a second a full scan sums one region's sales; three more
  sessions sit idle on it (four connections in all, the most of any database);
* ``ledger`` (a bookkeeping service): every tick two entries are inserted, each inside its own transaction, the
  first committed and the second rolled back; one more session sits idle inside an open transaction holding an
  ACCESS EXCLUSIVE lock on ``entries_archive`` (its transaction is the oldest open one).

Autovacuum is switched off (the tables are analysed once while loading): its workers' own transactions would
come and go in the per-database counters at their own pace. After each tick every busy session calls
``pg_stat_force_next_flush()`` so the server's statistics (what the exporter reads) move every tick rather than
once a second or less: one-minute rates over them are steady.
Per second, counting the flush calls as transactions: ``orders`` commits 15 transactions and inserts 5 rows,
``ledger`` commits 10, rolls back 5 and inserts 10 rows (rolled back or not), ``reports`` commits 2 and reads
400,000 rows (its scans run without parallel workers, whose own transactions would blur the rhythm).

Only psycopg and the standard library are imported: the file runs as a script in its own process, so a busy
benchmark process cannot slow its rhythm.
"""

from __future__ import annotations

import sys

import psycopg

from bench.paced import paced_ticks

TICK_SECONDS = 0.2
TICKS_PER_SCAN = 5
DATABASES = ("orders", "reports", "ledger")
REGIONS = ("north", "south", "east", "west")


def dsn(port: int, password: str, database: str) -> str:
    return f"postgresql://postgres:{password}@127.0.0.1:{port}/{database}"


def load(port: int, password: str) -> None:
    """Create and fill the three databases (replacing none: the cluster is expected to be fresh)."""
    with psycopg.connect(dsn(port, password, "postgres"), autocommit=True) as admin:
        admin.execute("ALTER SYSTEM SET autovacuum = off")
        admin.execute("SELECT pg_reload_conf()")
        for name in DATABASES:
            admin.execute(f"CREATE DATABASE {name}")
    with psycopg.connect(dsn(port, password, "orders"), autocommit=True) as db:
        db.execute(
            "CREATE TABLE orders (id bigserial PRIMARY KEY, customer_id int NOT NULL, amount_cents int NOT NULL,"
            " created_at timestamptz NOT NULL DEFAULT now())"
        )
        db.execute(
            "INSERT INTO orders (customer_id, amount_cents) SELECT 1 + g % 700, 500 + (g * 37) % 20000"
            " FROM generate_series(1, 5000) AS g"
        )
        db.execute("ANALYZE orders")
    with psycopg.connect(dsn(port, password, "reports"), autocommit=True) as db:
        db.execute(
            "CREATE TABLE sales_history (id bigint PRIMARY KEY, region text NOT NULL, product_code text NOT NULL,"
            " amount numeric(10, 2) NOT NULL, sold_on date NOT NULL)"
        )
        db.execute(
            "INSERT INTO sales_history SELECT g, (ARRAY['north','south','east','west'])[1 + g % 4],"
            " 'P' || lpad((g % 997)::text, 4, '0'), ((g::bigint * 7919) % 50000) / 100.0, DATE '2024-01-01' + g % 730"
            " FROM generate_series(1, 400000) AS g"
        )
        db.execute("ANALYZE sales_history")
        db.execute("SET work_mem = '1MB'")
        db.execute("SELECT product_code, amount FROM sales_history ORDER BY product_code, amount, id").fetchall()
    with psycopg.connect(dsn(port, password, "ledger"), autocommit=True) as db:
        db.execute(
            "CREATE TABLE entries (id bigserial PRIMARY KEY, account text NOT NULL, amount_cents int NOT NULL,"
            " booked_at timestamptz NOT NULL DEFAULT now())"
        )
        db.execute("ANALYZE entries")
        db.execute("CREATE TABLE entries_archive (LIKE entries INCLUDING ALL)")
        db.execute(
            "INSERT INTO entries_archive (account, amount_cents)"
            " SELECT 'acct-' || g % 50, g FROM generate_series(1, 2000) AS g"
        )
        db.execute("ANALYZE entries_archive")


def run(port: int, password: str) -> None:
    """Drive the three databases at a fixed rhythm until killed."""
    idle = [psycopg.connect(dsn(port, password, "reports"), autocommit=True) for _ in range(3)]
    for session in idle:
        session.execute("SELECT 1")
    holder = psycopg.connect(dsn(port, password, "ledger"))
    holder.execute("LOCK TABLE entries_archive IN ACCESS EXCLUSIVE MODE")  # the transaction stays open
    orders = psycopg.connect(dsn(port, password, "orders"), autocommit=True)
    reports = psycopg.connect(dsn(port, password, "reports"), autocommit=True)
    reports.execute("SET max_parallel_workers_per_gather = 0")  # parallel workers would commit at their own pace
    ledger = psycopg.connect(dsn(port, password, "ledger"), autocommit=True)
    for tick in paced_ticks(TICK_SECONDS):
        row = orders.execute(
            "INSERT INTO orders (customer_id, amount_cents) VALUES (%s, %s) RETURNING id",
            (1 + tick % 700, 500 + (tick * 37) % 20000),
        ).fetchone()
        orders.execute("SELECT * FROM orders WHERE id = %s", (row[0] if row else 0,)).fetchall()
        orders.execute("SELECT pg_stat_force_next_flush()")
        for rolled_back in (False, True):
            with ledger.transaction(force_rollback=rolled_back):
                ledger.execute(
                    "INSERT INTO entries (account, amount_cents) VALUES (%s, %s)", (f"acct-{tick % 50}", tick % 9000)
                )
        ledger.execute("SELECT pg_stat_force_next_flush()")
        if tick % TICKS_PER_SCAN == 0:
            region = REGIONS[(tick // TICKS_PER_SCAN) % len(REGIONS)]
            reports.execute("SELECT count(*), sum(amount) FROM sales_history WHERE region = %s", (region,)).fetchall()
            reports.execute("SELECT pg_stat_force_next_flush()")


if __name__ == "__main__":
    run(int(sys.argv[1]), sys.argv[2])
