"""A food-delivery platform's connection pooler, watched through the PgBouncer exporter: the ``node+pgbouncer`` estate.

Brisa Entregas (Porto) runs its customer app, its couriers' app, its restaurants' menus, its payments, its dispatch
(which courier takes which order) and its reporting on one PostgreSQL cluster, and every service reaches it through
one PgBouncer 1.18 in transaction pooling mode, a temporary instance of its own: :func:`write` writes its
``pgbouncer.ini`` and its ``userlist.txt`` (SCRAM logins, plain passwords that PgBouncer also uses to log in to
PostgreSQL), :func:`load` creates the PostgreSQL databases behind its database names, their tables and the service
roles. Operations watch it with Debian's ``prometheus-pgbouncer-exporter`` (job ``pgbouncer``), which reads ``SHOW
STATS`` (per database: ``pgbouncer_requests_total``, ``pgbouncer_received_bytes_total``,
``pgbouncer_sent_bytes_total``, ``pgbouncer_query_microseconds_total``), ``SHOW POOLS`` (per database and user:
``pgbouncer_active_clients``, ``pgbouncer_waiting_clients``), ``SHOW DATABASES`` (``pgbouncer_pool_size``,
``pgbouncer_reserve_pool``) and ``SHOW LISTS`` (``pgbouncer_databases``, ``pgbouncer_pools``,
``pgbouncer_used_clients``...), all as gauges. The exporter was written for PgBouncer before 1.8, which called the
query count ``total_requests``; :data:`EXPORTER_SHIM` runs it unchanged except that it reads that count from the
column's present name, ``total_query_count`` (without it every scrape fails).

The databases (:data:`DATABASES`: PgBouncer's name, PostgreSQL's, pool size, reserve pool) and who uses them
(:data:`CLIENTS`, each a pool of its own), running this module drives them until it is killed, five ticks a second:

* ``orders``: the customer app's API (``orders_api``, 5 connections, 30 queries a second) and the couriers' app
  (``courier_app``, 2 connections, 10 a second): 40 quick queries a second;
* ``menus``: the menu service (``menu_api``, 3 connections, 15 a second), each query returning a restaurant's 40
  dishes (the most bytes sent);
* ``payments``: the payment service (``payments_svc``, 2 connections, 10 a second), each an insert carrying a
  payment provider's JSON notification of about 1.2 KB (the most bytes received);
* ``dispatch``: the dispatcher (``dispatch``, 4 connections, 4 a second), each a courier search that takes 0.25 s on
  the server;
* ``analytics``: Metabase (``metabase``, 1 connection, one 0.4 s dashboard query a second) and the reporting jobs
  (``reporting``, 6 connections): the analytics pool holds 2 server connections, the two month-end reports on them
  never finish, and the other four reports wait behind them for good (no query wait timeout);
* ``legacy``: the old CMS (``cms``, 1 connection, idle), whose database is still configured with the default pool.

Only psycopg (its libpq layer: simple queries, no prepared statements, as transaction pooling wants) and the standard
library are imported:

    python -m bench.pgbouncer_workload PGBOUNCER_PORT
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from psycopg import pq
from psycopg.pq.abc import PGconn, PGresult

from bench.paced import paced_ticks

TICK_SECONDS = 0.2
TICKS_PER_SECOND = 5
USER = "postgres"  # PgBouncer refuses to run as root: under root it is started as PostgreSQL's account
STATS_USER = "prometheus"  # the exporter's login to PgBouncer's admin console (stats_users)
DEFAULT_POOL_SIZE = 20
# PgBouncer's database name: (PostgreSQL's database, pool_size, reserve_pool); None takes the default pool size
DATABASES: dict[str, tuple[str, int | None, int]] = {
    "orders": ("brisa_orders", 8, 3),
    "menus": ("brisa_menus", 5, 0),
    "payments": ("brisa_payments", 4, 2),
    "dispatch": ("brisa_dispatch", 6, 0),
    "analytics": ("brisa_analytics", 2, 0),
    "legacy": ("brisa_cms", None, 0),
}
# (database, user): (connections, queries a second over all of them, server seconds a query sleeps: 0 for quick ones,
# None for queries that never finish); the reporting jobs' two running reports never finish, four more wait
CLIENTS: dict[tuple[str, str], tuple[int, int, float | None]] = {
    ("orders", "orders_api"): (5, 30, 0),
    ("orders", "courier_app"): (2, 10, 0),
    ("menus", "menu_api"): (3, 15, 0),
    ("payments", "payments_svc"): (2, 10, 0),
    ("dispatch", "dispatch"): (4, 4, 0.25),
    ("analytics", "metabase"): (1, 1, 0.4),
    ("analytics", "reporting"): (6, 0, None),
    ("legacy", "cms"): (1, 0, 0),
}
WAITING = 4  # reporting connections queued behind the two stuck reports (the analytics pool size)
CONNECTIONS = sum(count for count, _, _ in CLIENTS.values())  # 24 client connections, 20 of them active
PASSWORDS = {user: f"{user.replace('_', '-')}-pw-31" for _, user in CLIENTS} | {STATS_USER: "scrape-pw-31"}
DISHES = 40  # rows each menu query returns
# the exporter as Debian ships it, told the query count's name since PgBouncer 1.8
EXPORTER_SHIM = (
    "import sys\n"
    "from prometheus_pgbouncer_exporter import cli, collectors\n"
    "metrics = collectors.StatsCollector.metrics\n"
    "metrics['total_query_count'] = metrics.pop('total_requests')\n"
    "sys.exit(cli.main())\n"
)

SCHEMA = {
    "brisa_orders": "CREATE TABLE orders (id bigint PRIMARY KEY, customer_id int NOT NULL, restaurant_id int NOT NULL,"
    " status text NOT NULL, total_cents int NOT NULL, placed_at timestamptz NOT NULL DEFAULT now());"
    " INSERT INTO orders SELECT g, 1000 + g % 700, 1 + g % 60, CASE WHEN g % 9 = 0 THEN 'delivering' ELSE"
    " 'delivered' END, 900 + (g * 37) % 4000 FROM generate_series(1, 5000) AS g;",
    "brisa_menus": "CREATE TABLE menu_items (id serial PRIMARY KEY, restaurant_id int NOT NULL, name text NOT NULL,"
    " description text NOT NULL, price_cents int NOT NULL, available boolean NOT NULL DEFAULT true);"
    " INSERT INTO menu_items (restaurant_id, name, description, price_cents) SELECT 1 + (g - 1) / 40,"
    " 'Prato ' || lpad(g::text, 4, '0'), rpad('Grelhado na brasa, servido com batata e salada da casa', 80, '.'),"
    " 650 + (g * 53) % 1200 FROM generate_series(1, 2400) AS g;",
    "brisa_payments": "CREATE TABLE payment_events (id bigserial PRIMARY KEY, psp text NOT NULL, payload jsonb NOT"
    " NULL, received_at timestamptz NOT NULL DEFAULT now());",
    "brisa_dispatch": "CREATE TABLE couriers (id int PRIMARY KEY, zone text NOT NULL, vehicle text NOT NULL,"
    " available boolean NOT NULL); INSERT INTO couriers SELECT g, (ARRAY['Baixa','Boavista','Foz','Campanha'])"
    "[1 + g % 4], CASE WHEN g % 3 = 0 THEN 'car' ELSE 'scooter' END, g % 5 <> 0 FROM generate_series(1, 400) AS g;",
    "brisa_analytics": "CREATE TABLE daily_sales (day date PRIMARY KEY, orders int NOT NULL, revenue_cents bigint NOT"
    " NULL); INSERT INTO daily_sales SELECT current_date - g, 4000 + g % 500, 9000000 + g * 1000"
    " FROM generate_series(1, 365) AS g;",
    "brisa_cms": "CREATE TABLE pages (id serial PRIMARY KEY, slug text NOT NULL, body text NOT NULL);",
}
NOTIFICATION = (
    '{"live": "false", "notificationItems": [{"NotificationRequestItem": {"eventCode": "AUTHORISATION", "success": '
    '"true", "merchantAccountCode": "BrisaEntregasPT", "merchantReference": "ORD-%08d", "pspReference": '
    '"88%014d", "amount": {"currency": "EUR", "value": 2190}, "paymentMethod": "mbway", "eventDate": '
    '"2025-06-01T12:00:00+01:00", "reason": "", "additionalData": {"shopperReference": "cust-%07d", '
    '"hmacSignature": "' + "k" * 44 + '", "authCode": "%06d", "cardSummary": "", "expiryDate": "", '
    '"riskScore": "12", "fraudResultType": "GREEN", "acquirerReference": "%012d", "paymentLinkId": "", '
    '"recurringProcessingModel": "", "shopperCountry": "PT", "shopperLocale": "pt_PT"}, "operations": '
    '["CANCEL", "CAPTURE", "REFUND"]}}]}'
)
QUERIES = {
    ("orders", "orders_api"): "SELECT id, status, total_cents, placed_at FROM orders WHERE customer_id = 1234"
    " ORDER BY placed_at DESC LIMIT 5",
    ("orders", "courier_app"): "SELECT id, restaurant_id, status FROM orders WHERE status = 'delivering' AND"
    " restaurant_id = 27 LIMIT 3",
    ("menus", "menu_api"): "SELECT id, name, description, price_cents FROM menu_items WHERE restaurant_id = 17 AND"
    " available ORDER BY id",
    ("dispatch", "dispatch"): "SELECT id, vehicle FROM couriers, pg_sleep(0.25) WHERE zone = 'Boavista' AND available"
    " ORDER BY id LIMIT 5",
    ("analytics", "metabase"): "SELECT sum(orders), sum(revenue_cents) FROM daily_sales, pg_sleep(0.4) WHERE day >="
    " current_date - 30",
    ("analytics", "reporting"): "SELECT count(*) FROM daily_sales, pg_sleep(86400)",
}


def write(root: Path, pg_port: int, port: int) -> Path:
    """PgBouncer's configuration and logins under ``root``, listening on ``port`` in front of PostgreSQL on
    ``pg_port``; the path of ``pgbouncer.ini``."""
    root.mkdir(parents=True)
    lines = ["[databases]"]
    for name, (dbname, pool_size, reserve) in DATABASES.items():
        sizes = (f" pool_size={pool_size}" if pool_size is not None else "") + (
            f" reserve_pool={reserve}" if reserve else ""
        )
        lines.append(f"{name} = host=127.0.0.1 port={pg_port} dbname={dbname}{sizes}")
    lines += [
        "",
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        f"listen_port = {port}",
        "unix_socket_dir =",
        "auth_type = scram-sha-256",
        f"auth_file = {root / 'userlist.txt'}",
        f"stats_users = {STATS_USER}",
        "pool_mode = transaction",
        f"default_pool_size = {DEFAULT_POOL_SIZE}",
        "max_client_conn = 200",
        "reserve_pool_timeout = 5",
        "query_wait_timeout = 0",
        "server_idle_timeout = 0",
        "log_connections = 0",
        "log_disconnections = 0",
        "stats_period = 60",
    ]
    config = root / "pgbouncer.ini"
    config.write_text("\n".join(lines) + "\n")
    (root / "userlist.txt").write_text("".join(f'"{user}" "{password}"\n' for user, password in PASSWORDS.items()))
    if os.geteuid() == 0:  # PgBouncer will run as postgres (see command): let it through the private directory
        for path in (root.parent, root):
            path.chmod(path.stat().st_mode | 0o011)
        for path in root.iterdir():
            shutil.chown(path, USER, USER)
    return config


def command(pgbouncer: str, config: Path) -> list[str]:
    """PgBouncer's command line, in the foreground; under root, started as ``postgres`` by ``setpriv``, which keeps
    the parent-death signal across the change of user (PgBouncer refuses to run as root)."""
    argv = [pgbouncer, str(config)]
    if os.geteuid() == 0:
        argv = ["setpriv", f"--reuid={USER}", f"--regid={USER}", "--clear-groups", "--pdeathsig=keep", *argv]
    return argv


def exporter_command(port: int, pgbouncer_port: int) -> tuple[list[str], dict[str, str]]:
    """The exporter's command line (Debian's, through :data:`EXPORTER_SHIM`) and its environment (the password)."""
    argv = ["/usr/bin/python3", "-c", EXPORTER_SHIM, "--host", "127.0.0.1", "--port", str(port), "--pgbouncer-host",
            "127.0.0.1", "--pgbouncer-port", str(pgbouncer_port), "--pgbouncer-user", STATS_USER]  # fmt: skip
    return argv, {**os.environ, "PGPASSWORD": PASSWORDS[STATS_USER]}


def _check(result: PGresult | None, what: str) -> None:
    if result is None or result.status not in (pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK):
        message = result.error_message.decode(errors="replace") if result is not None else "no result"
        raise RuntimeError(f"{what}: {message}")


def load(pg_port: int, password: str) -> None:
    """Create the service roles, the databases behind PgBouncer's names and their tables."""
    admin = pq.PGconn.connect(
        f"host=127.0.0.1 port={pg_port} dbname=postgres user=postgres password={password}".encode()
    )
    users = sorted({user for _, user in CLIENTS})
    try:
        for user in users:
            _check(admin.exec_(f"CREATE ROLE {user} LOGIN PASSWORD '{PASSWORDS[user]}'".encode()), user)
        for dbname, _, _ in DATABASES.values():
            _check(admin.exec_(f"CREATE DATABASE {dbname}".encode()), dbname)
    finally:
        admin.finish()
    for dbname, _, _ in DATABASES.values():
        db = pq.PGconn.connect(
            f"host=127.0.0.1 port={pg_port} dbname={dbname} user=postgres password={password}".encode()
        )
        try:
            _check(db.exec_(SCHEMA[dbname].encode()), dbname)
            grants = f"GRANT ALL ON ALL TABLES IN SCHEMA public TO {', '.join(users)};"
            grants += f" GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO {', '.join(users)}"
            _check(db.exec_(grants.encode()), dbname)
        finally:
            db.finish()


def _connect(port: int, database: str, user: str) -> PGconn:
    conninfo = f"host=127.0.0.1 port={port} dbname={database} user={user} password={PASSWORDS[user]}"
    conn = pq.PGconn.connect(conninfo.encode())
    if conn.status != pq.ConnStatus.OK:
        raise RuntimeError(f"{user}@{database}: {conn.error_message.decode(errors='replace')}")
    return conn


def _drain(conn: PGconn) -> None:
    """Read every result of the query sent on ``conn`` (it has finished)."""
    while (result := conn.get_result()) is not None:
        _check(result, "query")


def run(port: int) -> None:
    """Open every client's connections through PgBouncer on ``port`` and drive them until killed."""
    connections = {key: [_connect(port, *key) for _ in range(count)] for key, (count, _, _) in CLIENTS.items()}
    for conn in connections[("analytics", "reporting")]:  # the month-end reports: two run for ever, four wait
        conn.send_query(QUERIES[("analytics", "reporting")].encode())
    payments = 0
    for tick in paced_ticks(TICK_SECONDS):
        for key, (count, per_second, sleeps) in CLIENTS.items():
            if not per_second or sleeps is None:
                continue
            pool = connections[key]
            if sleeps:  # slow queries, sent without waiting: connection i sends at tick i of every second
                for index, conn in enumerate(pool):
                    if tick % TICKS_PER_SECOND == index:
                        if tick >= TICKS_PER_SECOND:
                            _drain(conn)  # its query of a second ago finished long since
                        conn.send_query(QUERIES[key].encode())
                continue
            per_tick = per_second // TICKS_PER_SECOND
            for turn in range(per_tick):
                conn = pool[(tick * per_tick + turn) % count]
                if key == ("payments", "payments_svc"):
                    payments += 1
                    body = NOTIFICATION % (payments % 10**8, payments % 10**14, payments % 10**7,
                                           payments % 10**6, payments % 10**12)  # fmt: skip
                    sql = f"INSERT INTO payment_events (psp, payload) VALUES ('adyen', '{body}')"
                else:
                    sql = QUERIES[key]
                _check(conn.exec_(sql.encode()), f"{key}")


if __name__ == "__main__":
    run(int(sys.argv[1]))
