"""A public-transport ticketing platform's database, watched through the SQL exporter: the ``node+sql`` estate.

Lumen Mobility (Utrecht) sells bus and tram tickets for several Dutch operators in its app, by contactless bank card
at the validators on board and at vending machines; its validators are serviced from three depots (Westraven,
Amersfoort, Veenendaal); the sales, the payment attempts at its two payment providers, a small job queue and the
heartbeats of the ticket validators on its buses all live in one PostgreSQL database, ``ticketing``. Operations watch
it with ``prometheus-sql-exporter`` (job ``sql``), whose queries (:func:`exporter_config`) turn rows into gauges named
``sql_<query>`` with one series per value column (label ``col``) and the query's label columns.

:func:`load` creates the database and its tables and fills the static part (the validators, the stuck refunds);
running this module then drives it at a fixed rhythm until it is killed (five ticks a second):

    python -m bench.sql_workload PORT PASSWORD

* ticket sales per second by product and channel: :data:`SALES` (82.5 tickets a second, prices in :data:`PRICES`
  cents: 355.75 euros a second);
* payment attempts per second by provider and outcome: :data:`PAYMENTS` (Mollie refuses a third of its attempts);
* the job queue: ``receipts`` takes and finishes 25 jobs a second with 3 always waiting, ``invoices`` 5 a second with
  12 waiting and 7 failed for good, ``refunds`` has 48 jobs waiting since the database was loaded and none done (its
  worker is stuck, so its oldest waiting job ages with the wall clock);
* 60 validators (:data:`VALIDATORS`): the online ones send a heartbeat every 2 seconds, five have been silent since
  before the load (four at Amersfoort, one at Westraven) and count as offline (no heartbeat for 5 minutes);
* ten client sessions stay open, named by ``application_name`` (:data:`SESSIONS`).

Only psycopg and the standard library are imported, so the module runs in its own process at its own rhythm.
"""

from __future__ import annotations

import sys

import psycopg

from bench.paced import paced_ticks

DATABASE = "ticketing"
TICK_SECONDS = 0.2
TICKS_PER_SECOND = 5
# tickets sold per second, by (product, channel)
SALES: dict[tuple[str, str], float] = {
    ("single", "app"): 20,
    ("single", "contactless"): 40,
    ("single", "vending"): 5,
    ("day_pass", "app"): 10,
    ("day_pass", "vending"): 5,
    ("week_pass", "app"): 2.5,
}
PRICES = {"single": 250, "day_pass": 790, "week_pass": 2990}  # cents
# payment attempts per second, by (provider, outcome)
PAYMENTS: dict[tuple[str, str], float] = {
    ("adyen", "authorised"): 30,
    ("adyen", "refused"): 2.5,
    ("mollie", "authorised"): 12.5,
    ("mollie", "refused"): 7.5,
    ("mollie", "error"): 2.5,
}
# queue: (jobs finished per second, jobs always waiting, jobs failed for good)
QUEUES = {"receipts": (25, 3, 0), "invoices": (5, 12, 7), "refunds": (0, 48, 0)}
# depot: (validators, of which offline); firmware by position within the depot
VALIDATORS = {"Westraven": (30, 1), "Amersfoort": (18, 4), "Veenendaal": (12, 0)}
FIRMWARE = {"Westraven": "4.2.1", "Amersfoort": "4.2.1", "Veenendaal": "4.1.9"}
OLD_FIRMWARE = {"Amersfoort": 6}  # the first six Amersfoort validators still run 3.8.0
SESSIONS = {"sales-api": 4, "payment-gateway": 2, "queue-worker": 3, "validator-gateway": 1}

SCHEMA = """
CREATE TABLE ticket_sales (id bigserial PRIMARY KEY, product text NOT NULL, channel text NOT NULL,
  price_cents int NOT NULL, sold_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE payment_attempts (id bigserial PRIMARY KEY, psp text NOT NULL, outcome text NOT NULL,
  amount_cents int NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE jobs (id bigserial PRIMARY KEY, queue text NOT NULL, state text NOT NULL DEFAULT 'pending',
  enqueued_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz);
CREATE INDEX jobs_pending ON jobs (queue, enqueued_at) WHERE state = 'pending';
CREATE TABLE validators (id serial PRIMARY KEY, serial text NOT NULL UNIQUE, depot text NOT NULL,
  firmware text NOT NULL, last_heartbeat timestamptz NOT NULL);
"""


def dsn(port: int, password: str, application: str = "") -> str:
    name = f"?application_name={application}" if application else ""
    return f"postgresql://postgres:{password}@127.0.0.1:{port}/{DATABASE}{name}"


def exporter_config(port: int, password: str) -> str:
    """The SQL exporter's configuration: one job, ``ticketing``, running every query five times a second (so a
    one-second scrape sees the workload's latest tick)."""
    queries = {
        "tickets_sold": ("Tickets sold since the database was loaded, by product and channel.", ["product", "channel"],
                         ["tickets", "revenue_cents"],
                         "SELECT product, channel, count(*)::float AS tickets, sum(price_cents)::float AS revenue_cents"
                         " FROM ticket_sales GROUP BY product, channel"),
        "payment_attempts": ("Payment attempts since the database was loaded, by provider and outcome.",
                             ["psp", "outcome"], ["attempts"],
                             "SELECT psp, outcome, count(*)::float AS attempts FROM payment_attempts"
                             " GROUP BY psp, outcome"),
        "jobs": ("Jobs in the queue table, by queue and state.", ["queue", "state"], ["jobs"],
                 "SELECT queue, state, count(*)::float AS jobs FROM jobs GROUP BY queue, state"),
        "oldest_pending_job": ("Age in seconds of the oldest job still waiting, by queue.", ["queue"],
                               ["age_seconds"],
                               "SELECT queue, extract(epoch FROM now() - min(enqueued_at))::float AS age_seconds"
                               " FROM jobs WHERE state = 'pending' GROUP BY queue"),
        "validators": ("Ticket validators by depot and firmware, and how many sent no heartbeat for 5 minutes.",
                       ["depot", "firmware"], ["total", "offline"],
                       "SELECT depot, firmware, count(*)::float AS total, count(*) FILTER (WHERE last_heartbeat"
                       " < now() - interval '5 minutes')::float AS offline FROM validators GROUP BY depot, firmware"),
        "client_sessions": ("Open sessions on the ticketing database, by application.", ["application_name"],
                            ["sessions"],
                            "SELECT application_name, count(*)::float AS sessions FROM pg_stat_activity"
                            f" WHERE datname = '{DATABASE}' AND application_name <> '' GROUP BY application_name"),
    }  # fmt: skip
    source = f"postgres://postgres:{password}@127.0.0.1:{port}/{DATABASE}?sslmode=disable"
    lines = ["jobs:", "- name: ticketing", "  interval: 200ms", "  connections:", f"  - '{source}'", "  queries:"]
    for name, (help_text, labels, values, sql) in queries.items():
        lines += [f"  - name: {name}", f"    help: '{help_text}'", "    labels:"]
        lines += [f"    - {label}" for label in labels]
        lines += ["    values:", *(f"    - {value}" for value in values), f'    query: "{sql}"']
    return "\n".join(lines) + "\n"


def load(port: int, password: str) -> None:
    """Create the ``ticketing`` database, its tables, the validators and the stuck refunds."""
    admin_dsn = f"postgresql://postgres:{password}@127.0.0.1:{port}/postgres"
    with psycopg.connect(admin_dsn, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {DATABASE}")
    with psycopg.connect(dsn(port, password), autocommit=True) as db:
        db.execute(SCHEMA)
        number = 0
        for depot, (count, offline) in VALIDATORS.items():
            for position in range(count):
                number += 1
                firmware = "3.8.0" if position < OLD_FIRMWARE.get(depot, 0) else FIRMWARE[depot]
                silent = position >= count - offline
                db.execute(
                    "INSERT INTO validators (serial, depot, firmware, last_heartbeat) VALUES (%s, %s, %s,"
                    " now() - %s * interval '1 minute')",
                    (f"LTV-{number:04d}", depot, firmware, 40 + position if silent else 0),
                )
        for queue, (_, waiting, failed) in QUEUES.items():
            db.execute(
                "INSERT INTO jobs (queue, enqueued_at) SELECT %s, now() - g * interval '1 second'"
                " FROM generate_series(1, %s) AS g",
                (queue, waiting),
            )
            if failed:
                db.execute(
                    "INSERT INTO jobs (queue, state, enqueued_at, finished_at) SELECT %s, 'failed',"
                    " now() - interval '2 hours', now() - interval '1 hour' FROM generate_series(1, %s)",
                    (queue, failed),
                )


def _due(rate: float, tick: int) -> int:
    """How many events of a per-second ``rate`` fall on this tick (spread evenly over the ticks)."""
    return int((tick + 1) * rate / TICKS_PER_SECOND) - int(tick * rate / TICKS_PER_SECOND)


def run(port: int, password: str) -> None:
    """Drive the database at a fixed rhythm until killed."""
    sessions = {app: [psycopg.connect(dsn(port, password, app), autocommit=True) for _ in range(count)]
                for app, count in SESSIONS.items()}  # fmt: skip
    for connections in sessions.values():
        for connection in connections:
            connection.execute("SELECT 1")
    sales, payments = sessions["sales-api"][0], sessions["payment-gateway"][0]
    worker, gateway = sessions["queue-worker"][0], sessions["validator-gateway"][0]
    for tick in paced_ticks(TICK_SECONDS):
        for (product, channel), rate in SALES.items():
            sales.execute(
                "INSERT INTO ticket_sales (product, channel, price_cents) SELECT %s, %s, %s"
                " FROM generate_series(1, %s)",
                (product, channel, PRICES[product], _due(rate, tick)),
            )
        for (psp, outcome), rate in PAYMENTS.items():
            payments.execute(
                "INSERT INTO payment_attempts (psp, outcome, amount_cents) SELECT %s, %s, 250 + (g * 37) %% 2800"
                " FROM generate_series(1, %s) AS g",
                (psp, outcome, _due(rate, tick)),
            )
        for queue, (rate, _, _) in QUEUES.items():
            due = _due(rate, tick)
            if due:
                with worker.transaction():
                    worker.execute("INSERT INTO jobs (queue) SELECT %s FROM generate_series(1, %s)", (queue, due))
                    worker.execute(
                        "UPDATE jobs SET state = 'done', finished_at = now() WHERE id IN (SELECT id FROM jobs"
                        " WHERE queue = %s AND state = 'pending' ORDER BY enqueued_at, id LIMIT %s)",
                        (queue, due),
                    )
        if tick % (2 * TICKS_PER_SECOND) == 0:
            gateway.execute(
                "UPDATE validators SET last_heartbeat = now() WHERE last_heartbeat > now() - interval '1 minute'"
            )


if __name__ == "__main__":
    run(int(sys.argv[1]), sys.argv[2])
