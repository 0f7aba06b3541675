"""A Ghent web-design studio's invoicing (Studio Pixelwerf) as a self-hosted Invoice Ninja v5 database in SQLite.

Invoice Ninja v5 (Laravel) keeps its data in MySQL; these are its tables with their conventions, in SQLite: snake_case
plural tables, integer ``id`` keys, ``created_at``/``updated_at``/``deleted_at`` as ``YYYY-MM-DD HH:MM:SS`` text in
UTC, document dates (``date``, ``due_date``, ``next_send_date``) as ``YYYY-MM-DD`` text, money as decimals in the
client's currency (euros here; no cents), and:

* **soft deletes with two meanings**: ``deleted_at`` set and ``is_deleted`` 0 is an *archived* record (still counted
  in the client's balance), ``is_deleted`` 1 a *deleted* one (left out of every total);
* ``invoices.status_id``: **1 draft, 2 sent, 3 partial, 4 paid, 5 cancelled, 6 reversed** (overdue is not a status:
  it is a sent or partial invoice with a balance past its ``due_date``); ``amount`` is the total with VAT, ``balance``
  what is still owed, ``paid_to_date`` what has been paid; **line items are a JSON array in ``line_items``**
  (``product_key``, ``notes``, ``cost``, ``quantity``, ``line_total`` without tax, ``tax_name1``/``tax_rate1``,
  ``type_id`` "1" for a product, "2" for a task);
* ``quotes.status_id`` 1 draft, 2 sent, 3 approved, 4 converted (``invoice_id`` the invoice it became);
  ``credits.status_id`` 1 draft, 2 sent, 3 partial, 4 applied (``balance`` the unused part);
  ``recurring_invoices.status_id`` 1 draft, 2 active, 3 paused, 4 completed, with ``frequency_id`` (1 daily, 2
  weekly, 3 every two weeks, 4 every four weeks, **5 monthly**, 6 every two months, 7 quarterly, 8 every four
  months, 9 every six months, **10 yearly**, 11 every two years, 12 every three years) and ``remaining_cycles`` (-1
  endless);
* ``payments.status_id``: 1 pending, 2 cancelled, **3 failed, 4 completed, 5 partially refunded, 6 refunded**, with
  ``amount``, ``applied`` and ``refunded``, ``type_id`` in ``payment_types``; **a payment reaches its invoices and
  credits through the polymorphic ``paymentables``** (``paymentable_type`` ``App\\Models\\Invoice`` or
  ``App\\Models\\Credit``, ``paymentable_id``);
* ``expenses`` (``amount``, ``date``, ``vendor_id``, ``category_id``, **``should_be_invoiced`` 1 for costs passed on
  to a client, ``invoice_id`` set once they are**), ``vendors``, ``expense_categories``; ``products``, ``projects``;
  ``clients`` (``balance``, ``paid_to_date``, ``credit_balance``, ``settings`` JSON with the ``currency_id``) and their
  ``client_contacts``; ``users``, ``companies``, ``company_user``, ``accounts``, ``currencies``, ``countries``.

Documents reach about 400 days back from ``now``.

Planted signals:

* Brouwerij Gruut is by far the biggest client by payments over the last 12 months; Fietsatelier Velo owes the most
  on overdue invoices;
* Stad Gent's purchase office pays slowest; several invoices are deleted (``is_deleted`` 1) and would double totals;
* the retainers are paid by SEPA direct debit, the most frequent kind of payment, project invoices mostly by bank
  transfer; two payments were refunded, one partly, and a few card payments failed;
* Combell (hosting) is the biggest vendor and hosting the biggest expense category; a handful of billable expenses
  were never passed on;
* three clients were never invoiced; two clients are archived and one deleted;
* the hosting and maintenance retainers recur monthly, one is paused, one completed; two quotes were approved but never
  converted; Website development brings in the most revenue.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE accounts (id INTEGER PRIMARY KEY, plan VARCHAR(255), created_at TIMESTAMP, updated_at TIMESTAMP);
CREATE TABLE currencies (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, symbol VARCHAR(255) NOT NULL, precision INTEGER NOT NULL,
  thousand_separator VARCHAR(255) NOT NULL, decimal_separator VARCHAR(255) NOT NULL, code VARCHAR(255) NOT NULL,
  exchange_rate DECIMAL(13, 6) NOT NULL DEFAULT 1
);
CREATE TABLE countries (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, iso_3166_2 VARCHAR(2) NOT NULL, iso_3166_3 VARCHAR(3) NOT NULL
);
CREATE TABLE companies (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), company_key VARCHAR(100) NOT NULL,
  settings TEXT, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), first_name VARCHAR(255),
  last_name VARCHAR(255), email VARCHAR(100) NOT NULL UNIQUE, last_login TIMESTAMP, created_at TIMESTAMP,
  updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE company_user (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), is_owner TINYINT NOT NULL DEFAULT 0,
  is_admin TINYINT NOT NULL DEFAULT 0, permissions TEXT, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE clients (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), assigned_user_id INTEGER REFERENCES users (id),
  name VARCHAR(255), website VARCHAR(255), private_notes TEXT, balance DECIMAL(20, 6) NOT NULL DEFAULT 0,
  paid_to_date DECIMAL(20, 6) NOT NULL DEFAULT 0, credit_balance DECIMAL(20, 6) NOT NULL DEFAULT 0,
  address1 VARCHAR(255), city VARCHAR(255), postal_code VARCHAR(255), country_id INTEGER REFERENCES countries (id),
  vat_number VARCHAR(255), number VARCHAR(255), settings TEXT, is_deleted TINYINT NOT NULL DEFAULT 0,
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE client_contacts (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  client_id INTEGER NOT NULL REFERENCES clients (id), user_id INTEGER NOT NULL REFERENCES users (id),
  first_name VARCHAR(255), last_name VARCHAR(255), phone VARCHAR(255), email VARCHAR(100),
  is_primary TINYINT NOT NULL DEFAULT 0, send_email TINYINT NOT NULL DEFAULT 1, last_login TIMESTAMP,
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), product_key VARCHAR(255), notes TEXT,
  cost DECIMAL(20, 6) NOT NULL DEFAULT 0, price DECIMAL(20, 6) NOT NULL DEFAULT 0,
  quantity DECIMAL(20, 6) NOT NULL DEFAULT 1, tax_name1 VARCHAR(255), tax_rate1 DECIMAL(20, 6) NOT NULL DEFAULT 0,
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), client_id INTEGER REFERENCES clients (id), name VARCHAR(255),
  task_rate DECIMAL(20, 6) NOT NULL DEFAULT 0, due_date DATE, budgeted_hours DECIMAL(20, 6), number VARCHAR(255),
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE recurring_invoices (
  id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients (id),
  user_id INTEGER NOT NULL REFERENCES users (id), company_id INTEGER NOT NULL REFERENCES companies (id),
  status_id INTEGER NOT NULL, number VARCHAR(255), frequency_id INTEGER NOT NULL, remaining_cycles INTEGER,
  date DATE, next_send_date DATE, last_sent_date DATE, due_date_days VARCHAR(255), line_items TEXT,
  amount DECIMAL(20, 6) NOT NULL DEFAULT 0, balance DECIMAL(20, 6) NOT NULL DEFAULT 0, auto_bill VARCHAR(255),
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients (id),
  user_id INTEGER NOT NULL REFERENCES users (id), assigned_user_id INTEGER REFERENCES users (id),
  company_id INTEGER NOT NULL REFERENCES companies (id), status_id INTEGER NOT NULL,
  project_id INTEGER REFERENCES projects (id), recurring_id INTEGER REFERENCES recurring_invoices (id),
  number VARCHAR(255), po_number VARCHAR(255), date DATE, due_date DATE, last_sent_date DATE,
  is_deleted TINYINT NOT NULL DEFAULT 0, line_items TEXT, public_notes TEXT, private_notes TEXT,
  tax_name1 VARCHAR(255), tax_rate1 DECIMAL(20, 6) NOT NULL DEFAULT 0, total_taxes DECIMAL(20, 6) NOT NULL DEFAULT 0,
  uses_inclusive_taxes TINYINT NOT NULL DEFAULT 0, amount DECIMAL(20, 6) NOT NULL, balance DECIMAL(20, 6) NOT NULL,
  partial DECIMAL(20, 6), paid_to_date DECIMAL(20, 6) NOT NULL DEFAULT 0,
  exchange_rate DECIMAL(20, 6) NOT NULL DEFAULT 1,
  reminder1_sent DATE, reminder2_sent DATE, reminder_last_sent DATE, created_at TIMESTAMP, updated_at TIMESTAMP,
  deleted_at TIMESTAMP
);
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients (id),
  user_id INTEGER NOT NULL REFERENCES users (id), company_id INTEGER NOT NULL REFERENCES companies (id),
  status_id INTEGER NOT NULL, invoice_id INTEGER REFERENCES invoices (id), number VARCHAR(255), date DATE,
  due_date DATE, line_items TEXT, amount DECIMAL(20, 6) NOT NULL, balance DECIMAL(20, 6) NOT NULL,
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE credits (
  id INTEGER PRIMARY KEY, client_id INTEGER NOT NULL REFERENCES clients (id),
  user_id INTEGER NOT NULL REFERENCES users (id), company_id INTEGER NOT NULL REFERENCES companies (id),
  status_id INTEGER NOT NULL, invoice_id INTEGER REFERENCES invoices (id), number VARCHAR(255), date DATE,
  line_items TEXT, public_notes TEXT, amount DECIMAL(20, 6) NOT NULL, balance DECIMAL(20, 6) NOT NULL,
  paid_to_date DECIMAL(20, 6) NOT NULL DEFAULT 0, is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP,
  updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE payment_types (id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, gateway_type_id INTEGER);
CREATE TABLE payments (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  client_id INTEGER NOT NULL REFERENCES clients (id), user_id INTEGER REFERENCES users (id),
  status_id INTEGER NOT NULL, type_id INTEGER REFERENCES payment_types (id),
  currency_id INTEGER REFERENCES currencies (id),
  amount DECIMAL(20, 6) NOT NULL DEFAULT 0, applied DECIMAL(20, 6) NOT NULL DEFAULT 0,
  refunded DECIMAL(20, 6) NOT NULL DEFAULT 0, date DATE, transaction_reference VARCHAR(255), number VARCHAR(255),
  is_manual TINYINT NOT NULL DEFAULT 0, is_deleted TINYINT NOT NULL DEFAULT 0, exchange_rate DECIMAL(20, 6) DEFAULT 1,
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE paymentables (
  id INTEGER PRIMARY KEY, payment_id INTEGER NOT NULL REFERENCES payments (id), paymentable_id INTEGER NOT NULL,
  amount DECIMAL(16, 4) NOT NULL DEFAULT 0, refunded DECIMAL(16, 4) NOT NULL DEFAULT 0,
  paymentable_type VARCHAR(255) NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE vendors (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), name VARCHAR(255), website VARCHAR(255), number VARCHAR(255),
  currency_id INTEGER REFERENCES currencies (id), country_id INTEGER REFERENCES countries (id),
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE expense_categories (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  user_id INTEGER NOT NULL REFERENCES users (id), name VARCHAR(255), color VARCHAR(255),
  is_deleted TINYINT NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE expenses (
  id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies (id),
  vendor_id INTEGER REFERENCES vendors (id), user_id INTEGER NOT NULL REFERENCES users (id),
  client_id INTEGER REFERENCES clients (id), category_id INTEGER REFERENCES expense_categories (id),
  invoice_id INTEGER REFERENCES invoices (id), project_id INTEGER REFERENCES projects (id),
  amount DECIMAL(20, 6) NOT NULL, currency_id INTEGER REFERENCES currencies (id), date DATE, payment_date DATE,
  payment_type_id INTEGER REFERENCES payment_types (id), transaction_reference TEXT,
  should_be_invoiced TINYINT NOT NULL DEFAULT 0, public_notes TEXT, private_notes TEXT, tax_name1 VARCHAR(255),
  tax_rate1 DECIMAL(20, 6) NOT NULL DEFAULT 0, number VARCHAR(255), is_deleted TINYINT NOT NULL DEFAULT 0,
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
"""

DAYS = 400
INVOICE, CREDIT = "App\\Models\\Invoice", "App\\Models\\Credit"
PAYMENT_TYPES = ((1, "Bank Transfer", None), (2, "Cash", None), (5, "Visa Card", 1), (6, "MasterCard", 1),
                 (13, "PayPal", 3), (29, "SEPA", 9), (32, "Credit", None))  # fmt: skip
USERS = (("Lotte", "Claes", "lotte@pixelwerf.be"), ("Wout", "Peeters", "wout@pixelwerf.be"),
         ("Femke", "Maes", "femke@pixelwerf.be"))  # fmt: skip
# product key: (notes, price)
PRODUCTS = {
    "Website development": ("Design and build, per day", 640.0),
    "UX workshop": ("Half-day workshop", 450.0),
    "Hosting Pro": ("Managed hosting, per month", 45.0),
    "Maintenance": ("Updates and monitoring, per month", 120.0),
    "SEO audit": ("Technical SEO audit", 780.0),
    "Copywriting": ("Per page", 95.0),
    "Photography": ("Product photo shoot, per day", 700.0),
}
# client name: (city, country, VAT %, invoices over the period, typical days of work per invoice, days to pay
#               (None: often unpaid), state ("" live, "archived", "deleted", "never" for never invoiced))
CLIENTS: dict[str, tuple[str, int, float, int, float, int | None, str]] = {
    "Brouwerij Gruut": ("Gent", 56, 21.0, 16, 5.0, 12, ""),
    "Stad Gent - Aankoopdienst": ("Gent", 56, 21.0, 8, 5.0, 58, ""),
    "Fietsatelier Velo": ("Gent", 56, 21.0, 9, 3.0, None, ""),
    "Bakkerij Himschoot": ("Gent", 56, 21.0, 7, 1.5, 20, ""),
    "Design Museum Gent": ("Gent", 56, 21.0, 6, 4.0, 25, ""),
    "Kapsalon Mira": ("Deinze", 56, 21.0, 5, 1.0, 15, ""),
    "Van Damme Advocaten": ("Brugge", 56, 21.0, 6, 2.0, 30, ""),
    "Koffiebranderij Buchbinder": ("Gent", 56, 21.0, 6, 2.5, 18, ""),
    "Zeeuwse Zaden BV": ("Middelburg", 528, 0.0, 6, 3.5, 21, ""),
    "Atelier Lumière SARL": ("Lille", 250, 0.0, 4, 2.0, 35, ""),
    "Kinderopvang Het Nestje": ("Gentbrugge", 56, 21.0, 4, 1.0, 28, ""),
    "Tandartspraktijk De Smet": ("Merelbeke", 56, 21.0, 4, 1.5, 14, ""),
    "Sportclub KAA Jeugd": ("Gent", 56, 21.0, 3, 1.0, 40, "archived"),
    "Restaurant De Vitrine": ("Gent", 56, 21.0, 3, 1.0, 22, "archived"),
    "Oude Klant Import": ("Aalst", 56, 21.0, 2, 1.0, 30, "deleted"),
    "Boekhandel Limerick": ("Gent", 56, 21.0, 0, 0.0, None, "never"),
    "Vzw Wijkpunt Brugse Poort": ("Gent", 56, 21.0, 0, 0.0, None, "never"),
    "Start-up Klimaatlab": ("Leuven", 56, 21.0, 0, 0.0, None, "never"),
}
# retainers: client, product, status, frequency, remaining cycles
RECURRING = (
    ("Brouwerij Gruut", ("Hosting Pro", "Maintenance"), 2, 5, -1),
    ("Bakkerij Himschoot", ("Hosting Pro",), 2, 5, -1),
    ("Design Museum Gent", ("Hosting Pro", "Maintenance"), 2, 5, -1),
    ("Kapsalon Mira", ("Hosting Pro",), 3, 5, -1),
    ("Van Damme Advocaten", ("Maintenance",), 2, 5, 4),
    ("Koffiebranderij Buchbinder", ("Hosting Pro",), 2, 10, -1),
    ("Restaurant De Vitrine", ("Hosting Pro",), 4, 5, 0),
    ("Tandartspraktijk De Smet", ("Hosting Pro", "Maintenance"), 3, 5, -1),
)
VENDORS = (("Combell", "combell.com", 56), ("Adobe Systems Software Ireland", "adobe.com", 372),
           ("Figma Inc.", "figma.com", 840), ("Proximus", "proximus.be", 56), ("Coolblue", "coolblue.be", 56),
           ("NMBS", "belgiantrain.be", 56), ("Fotostudio Licht", "fotostudiolicht.be", 56))  # fmt: skip
CATEGORIES = ("Hosting", "Software subscriptions", "Telecom", "Hardware", "Travel", "Subcontracting")
# vendor, category, amount, every n days, billable to a client
EXPENSES = (
    ("Combell", "Hosting", 310.0, 30, False),
    ("Adobe Systems Software Ireland", "Software subscriptions", 239.0, 30, False),
    ("Figma Inc.", "Software subscriptions", 95.0, 30, False),
    ("Proximus", "Telecom", 89.0, 30, False),
    ("NMBS", "Travel", 24.0, 9, True),
    ("Fotostudio Licht", "Subcontracting", 480.0, 55, True),
    ("Coolblue", "Hardware", 1250.0, 200, False),
)


def _items(rng: random.Random, work: float, vat: float) -> tuple[list[dict[str, object]], float, float]:
    """An invoice's line items (JSON-ready), its total without tax and its tax."""
    items: list[dict[str, object]] = []
    days = max(0.5, round(rng.gauss(work, work * 0.25) * 2) / 2)
    choices = [("Website development", days)]
    if rng.random() < 0.3:
        choices.append(("UX workshop", 1.0))
    if rng.random() < 0.25:
        choices.append(("Copywriting", float(rng.randint(2, 8))))
    if rng.random() < 0.12:
        choices.append(("SEO audit", 1.0))
    if rng.random() < 0.1:
        choices.append(("Photography", 1.0))
    for key, quantity in choices:
        notes, price = PRODUCTS[key]
        items.append(_line(key, notes, price, quantity, vat))
    net = sum(float(str(item["line_total"])) for item in items)
    return items, net, round(net * vat / 100, 2)


def _line(key: str, notes: str, price: float, quantity: float, vat: float) -> dict[str, object]:
    total = round(price * quantity, 2)
    return {"product_key": key, "notes": notes, "cost": price, "quantity": quantity, "discount": 0,
            "is_amount_discount": False, "tax_name1": "BTW" if vat else "", "tax_rate1": vat, "line_total": total,
            "gross_line_total": round(total * (1 + vat / 100), 2), "type_id": "1", "date": ""}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    stamp = clock.stamp
    day = clock.day_text
    db.execute("INSERT INTO accounts VALUES (1, 'pro', ?, ?)", (stamp(-1500, 600), stamp(-30, 600)))
    db.executemany(
        "INSERT INTO currencies VALUES (?, ?, ?, ?, ?, ?, ?, 1)",
        [(1, "US Dollar", "$", 2, ",", ".", "USD"), (2, "British Pound", "£", 2, ",", ".", "GBP"),
         (3, "Euro", "€", 2, ".", ",", "EUR")],
    )  # fmt: skip
    db.executemany(
        "INSERT INTO countries VALUES (?, ?, ?, ?)",
        [(56, "Belgium", "BE", "BEL"), (250, "France", "FR", "FRA"), (276, "Germany", "DE", "DEU"),
         (372, "Ireland", "IE", "IRL"), (528, "Netherlands", "NL", "NLD"), (840, "United States", "US", "USA")],
    )  # fmt: skip
    settings = json.dumps(
        {"name": "Studio Pixelwerf", "currency_id": "3", "country_id": "56", "vat_number": "BE0745123456"}
    )
    db.execute(
        "INSERT INTO companies VALUES (1, 1, 'pxw8f3k2', ?, ?, ?)", (settings, stamp(-1500, 600), stamp(-30, 600))
    )
    for k, (first_name, last_name, email) in enumerate(USERS, start=1):
        db.execute(
            "INSERT INTO users VALUES (?, 1, ?, ?, ?, ?, ?, ?, NULL)",
            (k, first_name, last_name, email, stamp(-k, 480 + 5 * k), stamp(-1500 + 200 * k, 600), stamp(-10, 600)),
        )
        db.execute(
            "INSERT INTO company_user VALUES (?, 1, ?, ?, ?, '', ?, ?)",
            (k, k, int(k == 1), int(k < 3), stamp(-1500 + 200 * k, 600), stamp(-10, 600)),
        )
    db.executemany(
        "INSERT INTO payment_types VALUES (?, ?, ?)", [(k, name, gateway) for k, name, gateway in PAYMENT_TYPES]
    )
    product_ids: dict[str, int] = {}
    for k, (key, (notes, price)) in enumerate(PRODUCTS.items(), start=1):
        product_ids[key] = k
        db.execute(
            "INSERT INTO products VALUES (?, 1, 1, ?, ?, 0, ?, 1, 'BTW', 21, 0, ?, ?, NULL)",
            (k, key, notes, price, stamp(-900, 600), stamp(-100, 600)),
        )
    client_ids: dict[str, int] = {}
    for k, (name, (city, country, _, _, _, _, state)) in enumerate(CLIENTS.items(), start=1):
        client_ids[name] = k
        created = -DAYS - 30 + 3 * k if state != "never" else -60 + 10 * k
        deleted = stamp(-40 + k, 600) if state in ("archived", "deleted") else None
        db.execute(
            "INSERT INTO clients (id, company_id, user_id, assigned_user_id, name, website, address1, city, "
            "postal_code, country_id, vat_number, number, settings, is_deleted, created_at, updated_at, deleted_at) "
            "VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, 1 + k % 2, 1 + k % 3, name, f"https://www.{name.split()[0].lower()}.be", f"Straat {k}", city,
             f"{9000 + k}", country, f"BE0{700000000 + 7919 * k}", f"{k:04d}", json.dumps({"currency_id": "3"}),
             int(state == "deleted"), stamp(created, 600), stamp(-5, 600), deleted),
        )  # fmt: skip
        first = name.split()[-1]
        db.execute(
            "INSERT INTO client_contacts (id, company_id, client_id, user_id, first_name, last_name, email, "
            "is_primary, created_at, updated_at) VALUES (?, 1, ?, 1, ?, ?, ?, 1, ?, ?)",
            (k, k, "Contact", first, f"info@{name.split()[0].lower()}.be", stamp(created, 600), stamp(-5, 600)),
        )
    project_ids: dict[str, int] = {}
    for k, (name, client) in enumerate(
        (("Webshop relaunch", "Brouwerij Gruut"), ("Stadsportaal", "Stad Gent - Aankoopdienst"),
         ("Tentoonstellingssite", "Design Museum Gent"), ("Nieuwe huisstijl", "Fietsatelier Velo")),
        start=1,
    ):  # fmt: skip
        project_ids[client] = k
        db.execute(
            "INSERT INTO projects VALUES (?, 1, 1, ?, ?, 640, ?, ?, ?, 0, ?, ?, NULL)",
            (k, client_ids[client], name, day(60 + 20 * k), 40.0 * k, f"P{k:03d}", stamp(-200, 600), stamp(-3, 600)),
        )

    invoice_rows: list[tuple[object, ...]] = []
    payments: list[tuple[object, ...]] = []
    paymentables: list[tuple[object, ...]] = []
    balances: dict[int, float] = {}
    paid: dict[int, float] = {}
    number = 0
    # one-off project invoices, spread over the period
    schedule: list[tuple[int, str]] = []
    for name, (_, _, _, count, _, _, _) in CLIENTS.items():
        span = 380 if name not in ("Kinderopvang Het Nestje",) else 200
        for n in range(count):
            schedule.append((-span + (n * span) // max(count, 1) + rng.randint(0, 12), name))
    schedule += [(-3, "Brouwerij Gruut"), (-2, "Koffiebranderij Buchbinder")]  # still drafts
    schedule.sort()
    overdue_velo = 0
    for when, name in schedule:
        city, country, vat, _, work, pay_days, state = CLIENTS[name]
        items, net, tax = _items(rng, work, vat)
        amount = round(net + tax, 2)
        number += 1
        status, balance, paid_amount = 2, amount, 0.0
        is_deleted = 0
        due = when + 30
        if when > -12:
            status = 1  # still a draft
        elif pay_days is None:
            # Velo pays some, most recent ones unpaid
            overdue_velo += 1
            if overdue_velo <= 3:
                status, balance, paid_amount = 4, 0.0, amount
            elif overdue_velo == 4:
                status, balance, paid_amount = 3, round(amount / 2, 2), round(amount - round(amount / 2, 2), 2)
        elif when + pay_days < -1:
            status, balance, paid_amount = 4, 0.0, amount
        if number % 23 == 0 and status != 1:
            status, balance, paid_amount = 5, 0.0, 0.0  # cancelled: the work was called off
        if number % 17 == 0:
            is_deleted = 1  # deleted by mistake and re-issued
        invoice_id = number
        project = project_ids.get(name) if rng.random() < 0.6 else None
        invoice_rows.append(
            (invoice_id, client_ids[name], 1 + number % 3, 1 + number % 2, 1, status, project, None,
             f"F{number:05d}", None, day(when), day(due),
             day(when) if status != 1 else None, is_deleted, json.dumps(items), "Betaling binnen 30 dagen", None,
             "BTW" if vat else "", vat, tax, 0, amount, balance if not is_deleted else 0.0, None, paid_amount,
             1, None, None, None, stamp(when, 540), stamp(min(-1, when + 5), 540),
             stamp(when + 1, 600) if is_deleted else None)
        )  # fmt: skip
        if paid_amount and not is_deleted:
            pay_day = when + (pay_days if pay_days is not None else 20) + rng.randint(-3, 3)
            pay_day = min(pay_day, -1)
            kind = rng.choices((1, 29, 5, 6, 13), weights=(70, 12, 8, 5, 5))[0]
            if name == "Stad Gent - Aankoopdienst":
                kind = 1
            payment_id = len(payments) + 1
            payments.append((payment_id, client_ids[name], 4, kind, paid_amount, paid_amount, 0.0, day(pay_day),
                             f"TRX{payment_id:06d}", stamp(pay_day, 600)))  # fmt: skip
            paymentables.append((payment_id, invoice_id, paid_amount, 0.0, INVOICE, stamp(pay_day, 600)))
        if not is_deleted and status != 1:
            balances[client_ids[name]] = balances.get(client_ids[name], 0.0) + (balance if status != 5 else 0.0)
            paid[client_ids[name]] = paid.get(client_ids[name], 0.0) + paid_amount
    # retainer invoices from the recurring profiles
    recurring_ids: dict[str, int] = {}
    for k, (name, keys, status, frequency, remaining) in enumerate(RECURRING, start=1):
        vat = CLIENTS[name][2]
        items = [_line(key, PRODUCTS[key][0], PRODUCTS[key][1], 1.0, vat) for key in keys]
        net = sum(float(str(item["line_total"])) for item in items)
        if frequency == 10:
            items = [_line(key, PRODUCTS[key][0], PRODUCTS[key][1], 12.0, vat) for key in keys]
            net *= 12
        amount = round(net * (1 + vat / 100), 2)
        recurring_ids[name] = k
        start = -DAYS + 5 * k
        step = 30 if frequency == 5 else 365
        last = start + ((-1 - start) // step) * step
        if status == 3:
            last = -75
        if status == 4:
            last = -40
        db.execute(
            "INSERT INTO recurring_invoices VALUES (?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, 'terms', ?, ?, 0, ?, 0, ?, ?, ?)",
            (k, client_ids[name], status, f"R{k:04d}", frequency, remaining, day(start),
             day(last + step) if status == 2 else None, day(last), json.dumps(items), amount,
             "always" if k % 2 else "off", stamp(start, 500), stamp(last, 500),
             stamp(-35, 600) if name == "Restaurant De Vitrine" else None),
        )  # fmt: skip
        for when in range(start, min(last, -1) + 1, step):
            number += 1
            unpaid = when > -25
            invoice_rows.append(
                (number, client_ids[name], 1, None, 1, 2 if unpaid else 4, None, k, f"F{number:05d}", None, day(when),
                 day(when + 14), day(when), 0, json.dumps(items), None, None, "BTW", vat, round(amount - net, 2), 0,
                 amount, amount if unpaid else 0.0, None, 0.0 if unpaid else amount, 1, None, None, None,
                 stamp(when, 300), stamp(when, 300), None)
            )  # fmt: skip
            if not unpaid:
                payment_id = len(payments) + 1
                pay_day = min(when + 7, -1)
                payments.append((payment_id, client_ids[name], 4, 29, amount, amount, 0.0, day(pay_day),
                                 f"SEPA{payment_id:06d}", stamp(pay_day, 420)))  # fmt: skip
                paymentables.append((payment_id, number, amount, 0.0, INVOICE, stamp(pay_day, 420)))
                paid[client_ids[name]] = paid.get(client_ids[name], 0.0) + amount
            else:
                balances[client_ids[name]] = balances.get(client_ids[name], 0.0) + amount
    invoice_rows.sort(key=lambda row: str(row[10]))
    db.executemany("INSERT INTO invoices VALUES (" + ", ".join("?" * 32) + ")", invoice_rows)
    # refunds and failed card payments
    completed = [p for p in payments if p[3] in (5, 6, 13)]
    for p, (status, refunded) in zip(completed[-6:-3], ((6, 1.0), (5, 0.4), (6, 1.0)), strict=True):
        index = payments.index(p)
        payments[index] = (*p[:2], status, p[3], p[4], p[5], round(float(str(p[4])) * refunded, 2), *p[7:])
    for k in range(5):
        when = -80 + 17 * k
        client = list(CLIENTS)[(k * 3) % 12]
        payments.append((len(payments) + 1, client_ids[client], 3, 5 + k % 2, 450.0 + 100 * k, 0.0, 0.0, day(when),
                         f"ch_failed_{k}", stamp(when, 700)))  # fmt: skip
    db.executemany(
        "INSERT INTO payments (id, company_id, client_id, user_id, status_id, type_id, currency_id, amount, applied, "
        "refunded, date, transaction_reference, number, is_manual, created_at, updated_at) "
        "VALUES (?, 1, ?, 1, ?, ?, 3, ?, ?, ?, ?, ?, printf('P%05d', ?), 1, ?, ?)",
        [(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[0], p[9], p[9]) for p in payments],
    )
    db.executemany(
        "INSERT INTO paymentables (payment_id, paymentable_id, amount, refunded, paymentable_type, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(*row[:5], row[5], row[5]) for row in paymentables],
    )
    # quotes: converted, approved but not converted, sent and expired, drafts
    quote_plan = (
        ("Brouwerij Gruut", 4), ("Design Museum Gent", 4), ("Stad Gent - Aankoopdienst", 3),
        ("Zeeuwse Zaden BV", 3), ("Kapsalon Mira", 2), ("Boekhandel Limerick", 2), ("Start-up Klimaatlab", 1),
        ("Bakkerij Himschoot", 4), ("Atelier Lumière SARL", 2),
    )  # fmt: skip
    converted = [row[0] for row in invoice_rows if row[7] is None and row[13] == 0][-10:]
    for k, (name, status) in enumerate(quote_plan, start=1):
        items, net, tax = _items(rng, 4.0, CLIENTS[name][2])
        when = -20 - 9 * k
        db.execute(
            "INSERT INTO quotes VALUES (?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, NULL)",
            (k, client_ids[name], status, converted[k] if status == 4 else None, f"O{k:04d}", day(when),
             day(when + 30), json.dumps(items), net + tax, net + tax, stamp(when, 600), stamp(when + 3, 600)),
        )  # fmt: skip
    # credits
    for k, (name, amount, used, status) in enumerate(
        (("Brouwerij Gruut", 640.0, 640.0, 4), ("Design Museum Gent", 450.0, 0.0, 2),
         ("Van Damme Advocaten", 300.0, 120.0, 3), ("Bakkerij Himschoot", 95.0, 0.0, 1)),
        start=1,
    ):  # fmt: skip
        when = -150 + 30 * k
        db.execute(
            "INSERT INTO credits VALUES (?, ?, 1, 1, ?, NULL, ?, ?, '[]', ?, ?, ?, ?, 0, ?, ?, NULL)",
            (k, client_ids[name], status, f"C{k:04d}", day(when), "Goodwill credit", amount, round(amount - used, 2),
             used, stamp(when, 600), stamp(when + 10, 600)),
        )  # fmt: skip
        if used:
            payment_id = len(payments) + k
            db.execute(
                "INSERT INTO payments (id, company_id, client_id, status_id, type_id, currency_id, amount, applied, "
                "date, number, created_at, updated_at) VALUES (?, 1, ?, 4, 32, 3, 0, ?, ?, ?, ?, ?)",
                (payment_id, client_ids[name], used, day(when + 10), f"P{payment_id:05d}", stamp(when + 10, 600),
                 stamp(when + 10, 600)),
            )  # fmt: skip
            db.execute(
                "INSERT INTO paymentables (payment_id, paymentable_id, amount, paymentable_type, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (payment_id, k, used, CREDIT, stamp(when + 10, 600)),
            )
    for client_id in client_ids.values():
        db.execute(
            "UPDATE clients SET balance = ?, paid_to_date = ? WHERE id = ?",
            (round(balances.get(client_id, 0.0), 2), round(paid.get(client_id, 0.0), 2), client_id),
        )
    db.execute(
        "UPDATE clients SET credit_balance = (SELECT COALESCE(SUM(balance), 0) FROM credits c "
        "WHERE c.client_id = clients.id AND c.status_id IN (2, 3))"
    )
    # vendors, categories, expenses
    vendor_ids: dict[str, int] = {}
    for k, (name, site, country) in enumerate(VENDORS, start=1):
        vendor_ids[name] = k
        db.execute(
            "INSERT INTO vendors VALUES (?, 1, 1, ?, ?, ?, 3, ?, 0, ?, ?, NULL)",
            (k, name, f"https://{site}", f"V{k:03d}", country, stamp(-900, 600), stamp(-30, 600)),
        )
    colors = ("#2e86de", "#10ac84", "#ee5253", "#ff9f43", "#5f27cd", "#576574")
    category_ids = {name: k for k, name in enumerate(CATEGORIES, start=1)}
    for name, k in category_ids.items():
        db.execute(
            "INSERT INTO expense_categories VALUES (?, 1, 1, ?, ?, 0, ?, ?, NULL)",
            (k, name, colors[k - 1], stamp(-900, 600), stamp(-900, 600)),
        )
    expense = 0
    billable_clients = ("Brouwerij Gruut", "Stad Gent - Aankoopdienst", "Design Museum Gent")
    for vendor, category, amount, every, billable in EXPENSES:
        offset = rng.randint(0, every - 1)
        for when in range(-DAYS + offset, 0, every):
            expense += 1
            billed = billable_clients[expense % 3] if billable else None
            invoiced = None
            if billed and when < -45:
                invoiced = next(row[0] for row in invoice_rows if row[1] == client_ids[billed] and row[13] == 0)
            value = round(amount * (1 + rng.uniform(-0.08, 0.08)), 2) if vendor not in ("Combell",) else amount
            if vendor == "Combell" and when > -200:
                value = 520.0  # more sites hosted
            db.execute(
                "INSERT INTO expenses (id, company_id, vendor_id, user_id, client_id, category_id, invoice_id, "
                "amount, currency_id, date, payment_date, payment_type_id, should_be_invoiced, public_notes, "
                "tax_name1, tax_rate1, number, is_deleted, created_at, updated_at, deleted_at) "
                "VALUES (?, 1, ?, 1, ?, ?, ?, ?, 3, ?, ?, 1, ?, ?, 'BTW', 21, ?, ?, ?, ?, ?)",
                (expense, vendor_ids[vendor], client_ids[billed] if billed else None, category_ids[category],
                 invoiced, value, day(when), day(when + 2), int(billable), f"{vendor} {category.lower()}",
                 f"E{expense:05d}", int(expense % 23 == 0), stamp(when, 660), stamp(when, 660),
                 stamp(when + 1, 660) if expense % 23 == 0 else None),
            )  # fmt: skip
    close_checked(db, "invoicing")
