"""A busy MariaDB server for the live PromQL estate's MySQL exporter: a web shop, a wiki and an analytics store.

:func:`load` fills a fresh server deterministically (no randomness) through Debian's ``mariadb`` command-line client
over the server's socket, as ``root``; running this file then drives it at a fixed rhythm until it is killed:

    python -m bench.mysql_workload SOCKET

* databases and tables: ``shop`` (``products`` 5,000 rows, ``customers`` 20,000, ``orders`` 50,000 and growing,
  ``order_items`` 120,000 and growing, ``cart_items`` about 400, rows added and deleted), ``wiki`` (``pages`` 3,000,
  ``revisions`` 30,000 and growing) and ``analytics`` (``events`` 300,000 rows with a 200-byte payload, by far the
  largest table; ``daily_rollup`` 400 rows whose ``SMALLINT UNSIGNED`` key has reached 61,000 of its 65,535: the
  auto-increment column closest to running out);
* accounts: ``shop_app`` (six connections), ``wiki_app`` (three), ``reporting`` (one), ``batch_etl`` (two, idle:
  a job scheduler's spare connections) and ``exporter`` (the MySQL exporter's, with ``PROCESS``, ``REPLICA MONITOR``
  and ``SELECT``); at load time seven logins with a wrong password are refused (``Aborted_connects`` 7) and the
  reporting account runs four queries of 1.5 s (``Slow_queries`` 4; ``long_query_time`` is 1 s and nothing the
  workload does later comes near it);
* every tick (0.1 s) the shop's connections, in turn, run 6 ``SELECT`` (products and customers by key, a customer's
  recent orders), 2 ``INSERT`` (an order and its line) and 1 ``UPDATE`` (a product's stock), and every fifth tick
  one ``DELETE`` of old cart rows (after two ``INSERT`` into the cart); the wiki's connections, in turn, run 3
  ``SELECT`` of pages and every other tick one ``INSERT`` of a revision; the reporting connection runs one
  aggregate ``SELECT`` over ``shop.orders`` every two seconds.

``shop.cart_items`` has no index on ``customer_id``: every count of a customer's cart reads the whole table (about
400 rows), which makes it by far the most read table, row for row (about 4,000 rows a second).
Per second that is about 90 ``SELECT``, 29 ``INSERT``, 10 ``UPDATE`` and 2 ``DELETE``: the server's commands keep
that order far apart. Only the standard library is imported and every connection is a ``mariadb`` client process
reading statements from a pipe: the file runs as a script in its own process, so a busy benchmark process cannot slow
its rhythm. The client processes end with the workload (their pipe closes).
"""

from __future__ import annotations

import subprocess
import sys

from bench.paced import paced_ticks

TICK_SECONDS = 0.1
CLIENT = "mariadb"
PASSWORDS = {"shop_app": "shop-pass", "wiki_app": "wiki-pass", "reporting": "report-pass",
             "batch_etl": "etl-pass", "exporter": "exporter-pass"}  # fmt: skip
CONNECTIONS = {"shop_app": 6, "wiki_app": 3, "reporting": 1, "batch_etl": 2}
FAILED_LOGINS, SLOW_QUERIES, SLOW_SECONDS = 7, 4, 1.5
PRODUCTS, CUSTOMERS, ORDERS, ITEMS, PAGES, REVISIONS, EVENTS = 5000, 20000, 50000, 120000, 3000, 30000, 300000
ROLLUP_START, ROLLUP_ROWS = 60600, 400  # SMALLINT UNSIGNED: 61,000 of 65,535 once loaded

SCHEMA = f"""
CREATE DATABASE shop;
CREATE DATABASE wiki;
CREATE DATABASE analytics;
CREATE TABLE shop.products (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, sku CHAR(8) NOT NULL UNIQUE,
  name VARCHAR(80) NOT NULL, price_cents INT NOT NULL, stock INT NOT NULL) ENGINE=InnoDB;
CREATE TABLE shop.customers (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, email VARCHAR(120) NOT NULL UNIQUE,
  country CHAR(2) NOT NULL, created_at DATETIME NOT NULL) ENGINE=InnoDB;
CREATE TABLE shop.orders (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, customer_id INT UNSIGNED NOT NULL,
  status VARCHAR(12) NOT NULL, total_cents INT NOT NULL, created_at DATETIME NOT NULL,
  KEY (customer_id), KEY (created_at)) ENGINE=InnoDB;
CREATE TABLE shop.order_items (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, order_id INT UNSIGNED NOT NULL,
  product_id INT UNSIGNED NOT NULL, qty SMALLINT NOT NULL, KEY (order_id)) ENGINE=InnoDB;
CREATE TABLE shop.cart_items (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, customer_id INT UNSIGNED NOT NULL,
  product_id INT UNSIGNED NOT NULL, added_at DATETIME NOT NULL) ENGINE=InnoDB;
CREATE TABLE wiki.pages (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, title VARCHAR(120) NOT NULL UNIQUE,
  body TEXT NOT NULL) ENGINE=InnoDB;
CREATE TABLE wiki.revisions (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, page_id INT UNSIGNED NOT NULL,
  author VARCHAR(40) NOT NULL, created_at DATETIME NOT NULL, KEY (page_id)) ENGINE=InnoDB;
CREATE TABLE analytics.events (id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, kind VARCHAR(20) NOT NULL,
  payload VARCHAR(255) NOT NULL, created_at DATETIME NOT NULL) ENGINE=InnoDB;
CREATE TABLE analytics.daily_rollup (id SMALLINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, day DATE NOT NULL,
  views INT NOT NULL) ENGINE=InnoDB AUTO_INCREMENT={ROLLUP_START};
USE shop;
INSERT INTO shop.products (sku, name, price_cents, stock)
  SELECT CONCAT('P', LPAD(seq, 7, '0')), CONCAT('Product ', seq), 100 + seq * 37 % 9000, seq % 120
  FROM seq_1_to_{PRODUCTS};
INSERT INTO shop.customers (email, country, created_at)
  SELECT CONCAT('customer', seq, '@example.com'), ELT(1 + seq % 5, 'DE', 'FR', 'NL', 'ES', 'IT'),
         '2025-01-01' + INTERVAL seq MINUTE FROM seq_1_to_{CUSTOMERS};
INSERT INTO shop.orders (customer_id, status, total_cents, created_at)
  SELECT 1 + seq * 7 % {CUSTOMERS}, ELT(1 + seq % 4, 'paid', 'shipped', 'delivered', 'cancelled'),
         500 + seq * 13 % 20000, '2025-06-01' + INTERVAL seq * 5 MINUTE FROM seq_1_to_{ORDERS};
INSERT INTO shop.order_items (order_id, product_id, qty)
  SELECT 1 + seq % {ORDERS}, 1 + seq * 11 % {PRODUCTS}, 1 + seq % 3 FROM seq_1_to_{ITEMS};
INSERT INTO shop.cart_items (customer_id, product_id, added_at)
  SELECT 1 + seq * 3 % {CUSTOMERS}, 1 + seq % {PRODUCTS}, NOW() FROM seq_1_to_400;
INSERT INTO wiki.pages (title, body) SELECT CONCAT('Page ', seq), REPEAT('lorem ipsum ', 40) FROM seq_1_to_{PAGES};
INSERT INTO wiki.revisions (page_id, author, created_at)
  SELECT 1 + seq % {PAGES}, CONCAT('editor', seq % 25), '2025-01-01' + INTERVAL seq MINUTE FROM seq_1_to_{REVISIONS};
INSERT INTO analytics.events (kind, payload, created_at)
  SELECT ELT(1 + seq % 4, 'page_view', 'click', 'search', 'checkout'), REPEAT(SHA1(seq), 5),
         '2025-01-01' + INTERVAL seq SECOND FROM seq_1_to_{EVENTS};
INSERT INTO analytics.daily_rollup (day, views)
  SELECT '2025-01-01' + INTERVAL seq DAY, seq * 17 % 5000 FROM seq_1_to_{ROLLUP_ROWS};
ANALYZE TABLE shop.products, shop.customers, shop.orders, shop.order_items, shop.cart_items, wiki.pages,
  wiki.revisions, analytics.events, analytics.daily_rollup;
"""


def _users() -> str:
    grants = {
        "shop_app": "SELECT, INSERT, UPDATE, DELETE ON shop.*",
        "wiki_app": "SELECT, INSERT, UPDATE ON wiki.*",
        "reporting": "SELECT ON *.*",
        "batch_etl": "SELECT, INSERT ON analytics.*",
        "exporter": "PROCESS, REPLICA MONITOR, SELECT ON *.*",
    }
    return "".join(
        f"CREATE USER '{user}'@'%' IDENTIFIED BY '{PASSWORDS[user]}';\nGRANT {grant} TO '{user}'@'%';\n"
        for user, grant in grants.items()
    )


def _run(
    socket_path: str, sql: str, user: str = "root", password: str | None = None
) -> subprocess.CompletedProcess[str]:
    argv = [CLIENT, "--batch", f"--socket={socket_path}", "-u", user]
    if password is not None:
        argv.append(f"-p{password}")
    return subprocess.run(argv, input=sql, text=True, capture_output=True, timeout=120)


def load(socket_path: str) -> None:
    """Create the databases, tables, rows and accounts, then the refused logins and the slow queries."""
    done = _run(socket_path, "SET SESSION long_query_time = 600;\n" + SCHEMA + _users())  # loading is not slow
    if done.returncode:
        raise RuntimeError(f"loading MariaDB failed: {done.stderr}")
    for _ in range(FAILED_LOGINS):
        _run(socket_path, "SELECT 1;", "shop_app", "not-the-password")
    slow = "".join(f"SELECT SLEEP({SLOW_SECONDS});\n" for _ in range(SLOW_QUERIES))
    done = _run(socket_path, slow, "reporting", PASSWORDS["reporting"])
    if done.returncode:
        raise RuntimeError(f"the slow queries failed: {done.stderr}")


class Client:
    """One connection: a ``mariadb`` client reading statements from a pipe (results discarded)."""

    def __init__(self, socket_path: str, user: str, database: str) -> None:
        argv = [CLIENT, "--batch", "--force", "--skip-column-names", f"--socket={socket_path}", "-u", user,
                f"-p{PASSWORDS[user]}", database]  # fmt: skip
        self.process = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True
        )

    def send(self, sql: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(sql)
        self.process.stdin.flush()


def run(socket_path: str) -> None:
    """Drive the databases at a fixed rhythm until killed."""
    clients = {
        user: [Client(socket_path, user, {"wiki_app": "wiki", "batch_etl": "analytics"}.get(user, "shop"))
               for _ in range(count)]
        for user, count in CONNECTIONS.items()
    }  # fmt: skip
    for idle in clients["batch_etl"]:
        idle.send("SELECT 1;\n")
    for tick in paced_ticks(TICK_SECONDS):
        shop = clients["shop_app"][tick % CONNECTIONS["shop_app"]]
        product, customer = 1 + tick * 7 % PRODUCTS, 1 + tick * 13 % CUSTOMERS
        statements = [
            f"SELECT name, price_cents, stock FROM products WHERE id = {product};",
            f"SELECT name FROM products WHERE id = {1 + (product + 1) % PRODUCTS};",
            f"SELECT sku FROM products WHERE id = {1 + (product + 2) % PRODUCTS};",
            f"SELECT email, country FROM customers WHERE id = {customer};",
            f"SELECT id, total_cents FROM orders WHERE customer_id = {customer} ORDER BY id DESC LIMIT 5;",
            f"SELECT COUNT(*) FROM cart_items WHERE customer_id = {customer};",
            f"INSERT INTO orders (customer_id, status, total_cents, created_at) VALUES ({customer}, 'paid', "
            f"{500 + tick % 9000}, NOW());",
            f"INSERT INTO order_items (order_id, product_id, qty) VALUES (LAST_INSERT_ID(), {product}, 1);",
            f"UPDATE products SET stock = stock - 1 + 120 * (stock < 2) WHERE id = {product};",
        ]
        if tick % 5 == 0:
            statements += [
                f"INSERT INTO cart_items (customer_id, product_id, added_at) VALUES ({customer}, {product}, NOW());",
                f"INSERT INTO cart_items (customer_id, product_id, added_at) VALUES ({customer}, {product}, NOW());",
                "DELETE FROM cart_items ORDER BY id LIMIT 2;",
            ]
        shop.send("\n".join(statements) + "\n")
        wiki = clients["wiki_app"][tick % CONNECTIONS["wiki_app"]]
        page = 1 + tick * 17 % PAGES
        wiki_sql = [f"SELECT title, body FROM pages WHERE id = {1 + (page + n) % PAGES};" for n in range(3)]
        if tick % 2 == 0:
            wiki_sql.append(
                f"INSERT INTO revisions (page_id, author, created_at) VALUES ({page}, 'editor{tick % 25}', NOW());"
            )
        wiki.send("\n".join(wiki_sql) + "\n")
        if tick % 20 == 0:
            clients["reporting"][0].send(
                "SELECT status, COUNT(*), SUM(total_cents) FROM orders WHERE id > (SELECT MAX(id) - 2000 FROM orders)"
                " GROUP BY status;\n"
            )


if __name__ == "__main__":
    run(sys.argv[1])
