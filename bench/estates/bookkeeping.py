"""A Tallinn coffee roastery's books (Kohvikoda OÜ) as a self-hosted Akaunting 3 database in SQLite.

Akaunting (the open-source accounting software, Laravel on MySQL) keeps every company's books in one set of tables
with its conventions, here in SQLite: **every table named with the random prefix the installer chose (``kdr_``)**,
plural snake_case tables, integer ``id`` keys, a ``company_id`` on every row, ``created_at``/``updated_at`` and
Laravel's soft-delete ``deleted_at`` as ``YYYY-MM-DD HH:MM:SS`` text in UTC, ``created_from`` (``core::ui``,
``core::api``, ``core::recurring``) and ``created_by`` (a user's id), money as ``DECIMAL(15,4)`` in the row's
``currency_code`` with its ``currency_rate`` to the company's default currency (euros), and:

* ``kdr_companies`` hold no name: **a company's name, e-mail, VAT number and default currency are rows of
  ``kdr_settings``** (``key`` ``company.name``, ``company.tax_number``, ``default.currency``...); company 2 is the
  disabled "My Company" left from installation;
* ``kdr_documents`` hold **both invoices and bills, told apart by ``type`` (``invoice`` or ``bill``)**, with
  ``document_number`` (``INV-00123``, the vendor's own number for bills), ``issued_at``, ``due_at``, ``amount`` the
  total with VAT, the contact copied in (``contact_name``, ``contact_tax_number``...), and **``status``: for invoices
  ``draft``, ``sent``, ``viewed``, ``partial``, ``paid`` or ``cancelled``, for bills ``draft``, ``received``,
  ``partial``, ``paid`` or ``cancelled``** (overdue is no status: an unpaid, sent or received document past
  ``due_at``); their lines in ``kdr_document_items`` (``quantity``, ``price``, ``tax``, ``total`` without tax), the
  line's taxes in ``kdr_document_item_taxes``, the document's ``sub_total``/``tax``/``total`` rows in
  ``kdr_document_totals`` (``code``), and every status change in ``kdr_document_histories``;
* ``kdr_transactions``: **every movement of money, ``type`` ``income`` or ``expense`` (and ``income-transfer`` /
  ``expense-transfer`` for the two legs of a transfer between accounts)**, ``paid_at``, ``amount``, ``account_id``,
  ``document_id`` (the invoice or bill it pays, NULL for a sale or cost without one), ``contact_id``,
  ``category_id``, **``payment_method`` as the offline-payments app writes it (``offline-payments.bank_transfer.2``,
  ``offline-payments.cash.1``, ``offline-payments.card.3``)**, ``reconciled``; ``kdr_transfers`` pair the two legs;
* ``kdr_accounts`` (``type`` ``bank`` or ``credit_card``, ``opening_balance``; a balance is the opening balance plus
  the account's incomes less its expenses, nowhere stored), ``kdr_reconciliations``;
* ``kdr_contacts`` (**``type`` ``customer`` or ``vendor``**, ``country`` a two-letter code, ``tax_number``),
  ``kdr_categories`` (``type`` ``income``, ``expense``, ``item`` or ``other``), ``kdr_items`` (``sale_price``,
  ``purchase_price``), ``kdr_taxes`` (``rate`` a percentage, ``type`` ``normal``; the old 20 % VAT disabled),
  ``kdr_currencies``, ``kdr_users``, ``kdr_user_companies``, ``kdr_roles``, ``kdr_user_roles``, and
  ``kdr_recurring`` (``recurable_type`` ``App\\Models\\Document\\Document``, ``frequency``, ``interval``).

Documents and transactions reach about 180 days back from ``now``; the roastery opened its books three years ago.

Planted signals:

* Rimi Eesti Food AS is by far the biggest customer by invoiced sales; Kohvik Rost owes the most on overdue invoices;
* Espresso Tallinn 1 kg sells the most; the Finnish and Latvian customers are invoiced without VAT (0 % EU);
* green coffee is the biggest cost, most of it bought from Nordic Approach, some from Covoya in US dollars;
* the Probat roaster's repair bill is unpaid and overdue; two invoices were deleted, three cancelled, four drafts;
* Hotell Telegraaf takes longest to pay; three customers were never invoiced; café takings are paid in cash into the
  Kassa account and carried to the bank by transfers every week.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE kdr_companies (
  id INTEGER PRIMARY KEY AUTOINCREMENT, domain VARCHAR(191), enabled TINYINT(1) NOT NULL DEFAULT 1,
  created_from VARCHAR(100), created_by INTEGER, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_settings (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  "key" VARCHAR(191) NOT NULL, value TEXT, UNIQUE (company_id, "key")
);
CREATE TABLE kdr_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, email VARCHAR(191) NOT NULL UNIQUE,
  password VARCHAR(191) NOT NULL, remember_token VARCHAR(100), last_logged_in_at TIMESTAMP, locale VARCHAR(191) NOT NULL
  DEFAULT 'en-GB', landing_page VARCHAR(70) DEFAULT 'dashboard', enabled TINYINT(1) NOT NULL DEFAULT 1,
  created_from VARCHAR(100), created_by INTEGER, created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_user_companies (
  user_id INTEGER NOT NULL REFERENCES kdr_users (id), company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  PRIMARY KEY (user_id, company_id)
);
CREATE TABLE kdr_roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL UNIQUE, display_name VARCHAR(191),
  description VARCHAR(191), created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE kdr_user_roles (
  user_id INTEGER NOT NULL REFERENCES kdr_users (id), role_id INTEGER NOT NULL REFERENCES kdr_roles (id),
  user_type VARCHAR(191) NOT NULL, PRIMARY KEY (user_id, role_id, user_type)
);
CREATE TABLE kdr_currencies (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  name VARCHAR(191) NOT NULL, code VARCHAR(191) NOT NULL, rate DOUBLE(15, 8) NOT NULL, precision VARCHAR(191),
  symbol VARCHAR(191), symbol_first INTEGER NOT NULL DEFAULT 1, decimal_mark VARCHAR(191),
  thousands_separator VARCHAR(191), enabled TINYINT(1) NOT NULL DEFAULT 1, created_at TIMESTAMP, updated_at TIMESTAMP,
  deleted_at TIMESTAMP, UNIQUE (company_id, code)
);
CREATE TABLE kdr_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL DEFAULT 'bank', name VARCHAR(191) NOT NULL, number VARCHAR(191) NOT NULL,
  currency_code VARCHAR(191) NOT NULL, opening_balance DOUBLE(15, 4) NOT NULL DEFAULT 0, bank_name VARCHAR(191),
  bank_phone VARCHAR(191), bank_address TEXT, enabled TINYINT(1) NOT NULL DEFAULT 1, created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  name VARCHAR(191) NOT NULL, type VARCHAR(191) NOT NULL, color VARCHAR(191) NOT NULL,
  enabled TINYINT(1) NOT NULL DEFAULT 1, parent_id INTEGER REFERENCES kdr_categories (id), created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, name VARCHAR(191) NOT NULL, email VARCHAR(191), user_id INTEGER REFERENCES kdr_users (id),
  tax_number VARCHAR(191), phone VARCHAR(191), address TEXT, city VARCHAR(191), zip_code VARCHAR(191),
  state VARCHAR(191), country VARCHAR(191), website VARCHAR(191), currency_code VARCHAR(191) NOT NULL,
  enabled TINYINT(1) NOT NULL DEFAULT 1, reference VARCHAR(191), created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_taxes (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  name VARCHAR(191) NOT NULL, rate DOUBLE(15, 4) NOT NULL, type VARCHAR(191) NOT NULL DEFAULT 'normal',
  enabled TINYINT(1) NOT NULL DEFAULT 1, created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id),
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL DEFAULT 'product', name VARCHAR(191) NOT NULL, description TEXT,
  sale_price DOUBLE(15, 4), purchase_price DOUBLE(15, 4), category_id INTEGER REFERENCES kdr_categories (id),
  enabled TINYINT(1) NOT NULL DEFAULT 1, created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id),
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, document_number VARCHAR(191) NOT NULL, order_number VARCHAR(191),
  status VARCHAR(191) NOT NULL, issued_at DATETIME NOT NULL, due_at DATETIME NOT NULL, amount DOUBLE(15, 4) NOT NULL,
  currency_code VARCHAR(191) NOT NULL, currency_rate DOUBLE(15, 8) NOT NULL,
  category_id INTEGER NOT NULL DEFAULT 1 REFERENCES kdr_categories (id),
  contact_id INTEGER NOT NULL REFERENCES kdr_contacts (id), contact_name VARCHAR(191) NOT NULL,
  contact_email VARCHAR(191), contact_tax_number VARCHAR(191), contact_phone VARCHAR(191), contact_address TEXT,
  contact_city VARCHAR(191), contact_zip_code VARCHAR(191), contact_state VARCHAR(191), contact_country VARCHAR(191),
  notes TEXT, footer TEXT, parent_id INTEGER REFERENCES kdr_documents (id), created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE INDEX kdr_documents_type_status ON kdr_documents (company_id, type, status);
CREATE TABLE kdr_document_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, document_id INTEGER NOT NULL REFERENCES kdr_documents (id),
  item_id INTEGER REFERENCES kdr_items (id), name VARCHAR(191) NOT NULL, description TEXT,
  quantity DOUBLE(7, 2) NOT NULL, price DOUBLE(15, 4) NOT NULL, tax DOUBLE(15, 4) NOT NULL DEFAULT 0,
  discount_type VARCHAR(191) NOT NULL DEFAULT 'normal', discount_rate DOUBLE(15, 4) NOT NULL DEFAULT 0,
  total DOUBLE(15, 4) NOT NULL, created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id),
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_document_item_taxes (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, document_id INTEGER NOT NULL REFERENCES kdr_documents (id),
  document_item_id INTEGER NOT NULL REFERENCES kdr_document_items (id),
  tax_id INTEGER NOT NULL REFERENCES kdr_taxes (id),
  name VARCHAR(191) NOT NULL, amount DOUBLE(15, 4) NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP,
  deleted_at TIMESTAMP
);
CREATE TABLE kdr_document_totals (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, document_id INTEGER NOT NULL REFERENCES kdr_documents (id), code VARCHAR(191),
  name VARCHAR(191) NOT NULL, amount DOUBLE(15, 4) NOT NULL, sort_order INTEGER NOT NULL, created_at TIMESTAMP,
  updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_document_histories (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, document_id INTEGER NOT NULL REFERENCES kdr_documents (id), status VARCHAR(191) NOT NULL,
  notify TINYINT(1) NOT NULL, description TEXT, created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id),
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  type VARCHAR(191) NOT NULL, number VARCHAR(191) NOT NULL, paid_at DATETIME NOT NULL, amount DOUBLE(15, 4) NOT NULL,
  currency_code VARCHAR(191) NOT NULL, currency_rate DOUBLE(15, 8) NOT NULL,
  account_id INTEGER NOT NULL REFERENCES kdr_accounts (id), document_id INTEGER REFERENCES kdr_documents (id),
  contact_id INTEGER REFERENCES kdr_contacts (id),
  category_id INTEGER NOT NULL DEFAULT 1 REFERENCES kdr_categories (id),
  description TEXT, payment_method VARCHAR(191) NOT NULL, reference VARCHAR(191),
  parent_id INTEGER REFERENCES kdr_transactions (id), split_id INTEGER REFERENCES kdr_transactions (id),
  reconciled TINYINT(1) NOT NULL DEFAULT 0, created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id),
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE INDEX kdr_transactions_type ON kdr_transactions (company_id, type, paid_at);
CREATE TABLE kdr_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  expense_transaction_id INTEGER NOT NULL REFERENCES kdr_transactions (id),
  income_transaction_id INTEGER NOT NULL REFERENCES kdr_transactions (id), created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_reconciliations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  account_id INTEGER NOT NULL REFERENCES kdr_accounts (id), started_at DATETIME NOT NULL, ended_at DATETIME NOT NULL,
  closing_balance DOUBLE(15, 4) NOT NULL DEFAULT 0, reconciled TINYINT(1) NOT NULL, created_from VARCHAR(100),
  created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE kdr_recurring (
  id INTEGER PRIMARY KEY AUTOINCREMENT, company_id INTEGER NOT NULL REFERENCES kdr_companies (id),
  recurable_type VARCHAR(191) NOT NULL, recurable_id INTEGER NOT NULL REFERENCES kdr_documents (id),
  frequency VARCHAR(191) NOT NULL, interval INTEGER NOT NULL DEFAULT 1, started_at DATETIME NOT NULL,
  status VARCHAR(191) NOT NULL DEFAULT 'active', limit_by VARCHAR(191) NOT NULL DEFAULT 'count',
  limit_count INTEGER NOT NULL DEFAULT 0, limit_date DATETIME, auto_send TINYINT(1) NOT NULL DEFAULT 1,
  created_from VARCHAR(100), created_by INTEGER REFERENCES kdr_users (id), created_at TIMESTAMP, updated_at TIMESTAMP,
  deleted_at TIMESTAMP
);
"""

DAYS = 180
CASH, BANK, CARD = "offline-payments.cash.1", "offline-payments.bank_transfer.2", "offline-payments.card.3"
# email: (name, role, last logged in days ago (None: never), enabled)
USERS = {
    "kadri@kohvikoda.ee": ("Kadri Tamm", "admin", 0, 1),
    "margus@raamatupidamine.ee": ("Margus Kask", "accountant", 1, 1),
    "liis@kohvikoda.ee": ("Liis Saar", "manager", 0, 1),
    "andres@kohvikoda.ee": ("Andres Mets", "manager", 240, 0),
    "karl@kohvikoda.ee": ("Karl Org", "employee", None, 1),
}
ROLES = (("admin", "Admin"), ("manager", "Manager"), ("accountant", "Accountant"), ("employee", "Employee"),
         ("customer", "Customer"))  # fmt: skip
# name, code, rate, enabled
CURRENCIES = (("Euro", "EUR", 1.0, 1), ("US Dollar", "USD", 1.08, 1), ("Swedish Krona", "SEK", 11.4, 0))
# name, type, number, currency, opening balance, bank
ACCOUNTS = (
    ("LHV arvelduskonto", "bank", "EE717700771001234567", "EUR", 18500.0, "AS LHV Pank"),
    ("Swedbank arvelduskonto", "bank", "EE382200221012345678", "EUR", 4200.0, "Swedbank AS"),
    ("Kassa", "bank", "KASSA-1", "EUR", 300.0, None),
    ("LHV krediitkaart", "credit_card", "5168 **** **** 4410", "EUR", 0.0, "AS LHV Pank"),
    ("Wise USD", "bank", "GB33TRWI23140512345678", "USD", 12000.0, "Wise Europe SA"),
)
INCOME_CATEGORIES = ("Wholesale", "Café takings", "Webshop", "Barista courses")
EXPENSE_CATEGORIES = ("Green coffee", "Packaging", "Rent", "Utilities", "Roaster maintenance", "Shipping",
                      "Marketing", "Bank fees", "Software")  # fmt: skip
# name, type, sale price, purchase price, tax name
ITEMS = (
    ("Espresso Tallinn 1 kg", "product", 24.0, 11.5),
    ("Espresso Tallinn 250 g", "product", 8.5, 3.2),
    ("Filter Kenya Nyeri 250 g", "product", 11.0, 4.6),
    ("Filter Etioopia Guji 250 g", "product", 10.5, 4.4),
    ("Decaf Colombia 1 kg", "product", 26.0, 13.0),
    ("Office blend 1 kg", "product", 19.0, 9.0),
    ("Barista course (half day)", "service", 120.0, None),
    ("Grinder rental (month)", "service", 45.0, None),
)
# name, country, tax number, created days ago, (orders a month, kg per order, items), payment days, reference
CUSTOMERS: tuple[tuple[str, str, str | None, float, tuple[int, ...], int], ...] = (
    ("Rimi Eesti Food AS", "EE", "EE100217125", 8.0, (0, 1, 2, 5), 12),
    ("Kohvik Rost", "EE", "EE102987654", 3.0, (0, 2, 3), 35),
    ("Caffeine Eesti OÜ", "EE", "EE101555777", 3.0, (0, 1, 4), 14),
    ("Hotell Telegraaf", "EE", "EE100345678", 2.0, (0, 4), 55),
    ("Fotografiska Tallinn", "EE", "EE102444333", 1.5, (0, 2, 3), 14),
    ("Nordic Hotel Forum", "EE", "EE100111222", 2.0, (0, 4), 21),
    ("Bolt Technology OÜ", "EE", "EE101913453", 1.0, (5, 7), 10),
    ("Pipedrive OÜ", "EE", "EE101480390", 1.0, (5,), 10),
    ("Kalamaja Kohvik", "EE", None, 2.0, (0, 1, 2), 14),
    ("Tartu Kohvik Pepe", "EE", "EE102777888", 1.0, (0, 3), 21),
    ("Kaffa Roastery Oy", "FI", "FI24681357", 1.0, (2, 3), 30),
    ("Andante Kafija SIA", "LV", "LV40103216549", 1.0, (0, 2), 30),
    ("Tallinna Tehnikaülikool", "EE", "EE100018101", 0.5, (6,), 30),
    ("Telia Eesti AS", "EE", "EE100366327", 0.0, (), 0),
    ("Elron AS", "EE", "EE100322645", 0.0, (), 0),
    ("Kohvik Komeet", "EE", None, 0.0, (), 0),
)
# name, country, category, currency, bills a month, amount range, payment days
VENDORS = (
    ("Nordic Approach AS", "NO", "Green coffee", "EUR", 2.0, (3800.0, 5200.0), 21),
    ("Covoya Specialty Coffee", "US", "Green coffee", "USD", 0.5, (2600.0, 3400.0), 30),
    ("Pakendikeskus OÜ", "EE", "Packaging", "EUR", 1.0, (600.0, 900.0), 14),
    ("Telliskivi Loomelinnak OÜ", "EE", "Rent", "EUR", 1.0, (2150.0, 2150.0), 5),
    ("Eesti Energia AS", "EE", "Utilities", "EUR", 1.0, (380.0, 620.0), 14),
    ("Omniva", "EE", "Shipping", "EUR", 2.0, (90.0, 260.0), 10),
    ("Probat Service GmbH", "DE", "Roaster maintenance", "EUR", 0.0, (0.0, 0.0), 30),
    ("Zone Media OÜ", "EE", "Software", "EUR", 1.0, (49.0, 49.0), 7),
)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    stamp = clock.stamp
    opened = stamp(-1100, 540)

    def when(day: int, low: int = 480, high: int = 1080) -> str:
        """A time on ``day`` in office hours: today's only well before now."""
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    # companies and their settings
    db.execute("INSERT INTO kdr_companies VALUES (1, NULL, 1, 'core::ui', 1, ?, ?, NULL)", (opened, opened))
    db.execute("INSERT INTO kdr_companies VALUES (2, NULL, 0, 'core::ui', 1, ?, ?, NULL)", (opened, opened))
    settings = {
        1: {"company.name": "Kohvikoda OÜ", "company.email": "info@kohvikoda.ee", "company.tax_number": "EE102345678",
            "company.address": "Telliskivi 60a, Tallinn", "company.country": "EE", "default.currency": "EUR",
            "default.account": "1", "default.payment_method": BANK, "default.locale": "et-EE",
            "localisation.financial_start": "01-01", "invoice.number_prefix": "INV-", "invoice.number_digit": "5",
            "invoice.payment_terms": "14", "offline-payments.methods": '[{"code":"offline-payments.cash.1","name":'
            '"Sularaha"},{"code":"offline-payments.bank_transfer.2","name":"Pangaülekanne"},{"code":'
            '"offline-payments.card.3","name":"Kaardimakse"}]'},
        2: {"company.name": "My Company", "company.email": "my@company.com", "default.currency": "USD"},
    }  # fmt: skip
    for company, values in settings.items():
        for key, setting in values.items():
            db.execute('INSERT INTO kdr_settings (company_id, "key", value) VALUES (?, ?, ?)', (company, key, setting))
    for k, (name, display) in enumerate(ROLES, start=1):
        db.execute("INSERT INTO kdr_roles VALUES (?, ?, ?, ?, ?, ?)", (k, name, display, f"{display} role", opened,
                                                                         opened))  # fmt: skip
    role_ids = {name: k for k, (name, _) in enumerate(ROLES, start=1)}
    user_ids: dict[str, int] = {}
    for k, (email, (name, role, seen, enabled)) in enumerate(USERS.items(), start=1):
        user_ids[email] = k
        created = stamp(-1100 + 150 * (k - 1), 600)
        db.execute(
            "INSERT INTO kdr_users (id, name, email, password, last_logged_in_at, locale, enabled, created_from, "
            "created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'core::ui', 1, ?, ?)",
            (k, name, email, f"$2y$10$hash{k:040d}", None if seen is None else when(-seen),
             "et-EE" if k != 2 else "en-GB", enabled, created, created),
        )  # fmt: skip
        db.execute("INSERT INTO kdr_user_companies VALUES (?, 1)", (k,))
        db.execute("INSERT INTO kdr_user_roles VALUES (?, ?, 'users')", (k, role_ids[role]))
    db.execute("INSERT INTO kdr_user_companies VALUES (1, 2)")
    kadri, margus, liis = 1, 2, 3
    for k, (name, code, rate, enabled) in enumerate(CURRENCIES, start=1):
        db.execute(
            "INSERT INTO kdr_currencies (id, company_id, name, code, rate, precision, symbol, symbol_first, "
            "decimal_mark, thousands_separator, enabled, created_at, updated_at) VALUES (?, 1, ?, ?, ?, '2', ?, ?, "
            "?, ?, ?, ?, ?)",
            (k, name, code, rate, {"EUR": "€", "USD": "$", "SEK": "kr"}[code], int(code == "USD"),
             "," if code == "EUR" else ".", " " if code == "EUR" else ",", enabled, opened, opened),
        )  # fmt: skip
    db.execute("INSERT INTO kdr_currencies (company_id, name, code, rate, precision, symbol, enabled, created_at, "
               "updated_at) VALUES (2, 'US Dollar', 'USD', 1, '2', '$', 1, ?, ?)", (opened, opened))  # fmt: skip
    account_ids: dict[str, int] = {}
    for k, (name, kind, iban, currency, balance, bank) in enumerate(ACCOUNTS, start=1):
        account_ids[name] = k
        db.execute(
            "INSERT INTO kdr_accounts (id, company_id, type, name, number, currency_code, opening_balance, "
            "bank_name, enabled, created_from, created_by, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?, "
            "1, 'core::ui', 1, ?, ?)", (k, kind, name, iban, currency, balance, bank, opened, opened))  # fmt: skip
    db.execute("INSERT INTO kdr_accounts (company_id, type, name, number, currency_code, opening_balance, enabled, "
               "created_at, updated_at) VALUES (2, 'bank', 'Cash', '1', 'USD', 0, 1, ?, ?)",
               (opened, opened))  # fmt: skip
    category_ids: dict[str, int] = {}
    palette = ("#6da252", "#efad32", "#328aef", "#e5e5e5", "#f1a1a1", "#8bb475", "#c0a1f1", "#ef8732", "#4dc9c3")
    for kind, names in (("other", ("Transfer",)), ("income", INCOME_CATEGORIES), ("expense", EXPENSE_CATEGORIES),
                        ("item", ("Coffee", "Services"))):  # fmt: skip
        for name in names:
            cursor = db.execute(
                "INSERT INTO kdr_categories (company_id, name, type, color, enabled, created_from, created_by, "
                "created_at, updated_at) VALUES (1, ?, ?, ?, 1, 'core::ui', 1, ?, ?)",
                (name, kind, palette[len(category_ids) % len(palette)], opened, opened),
            )
            category_ids[name] = int(cursor.lastrowid or 0)
    db.execute("INSERT INTO kdr_categories (company_id, name, type, color, enabled, created_at, updated_at) VALUES "
               "(2, 'Transfer', 'other', '#3c3f72', 1, ?, ?)", (opened, opened))  # fmt: skip
    db.execute("INSERT INTO kdr_categories (company_id, name, type, color, enabled, created_at, updated_at) VALUES "
               "(1, 'Coffee machines', 'income', '#aaaaaa', 0, ?, ?)", (opened, opened))  # fmt: skip
    tax_ids: dict[str, int] = {}
    for name, rate, enabled, created in (("KM 20%", 20.0, 0, opened), ("KM 22%", 22.0, 1, stamp(-560, 540)),
                                         ("KM 9%", 9.0, 1, opened), ("KM 0% (EL)", 0.0, 1, opened)):  # fmt: skip
        cursor = db.execute(
            "INSERT INTO kdr_taxes (company_id, name, rate, type, enabled, created_from, created_by, created_at, "
            "updated_at) VALUES (1, ?, ?, 'normal', ?, 'core::ui', 1, ?, ?)",
            (name, rate, enabled, created, created),
        )
        tax_ids[name] = int(cursor.lastrowid or 0)
    item_ids: dict[str, int] = {}
    for name, kind, sale, purchase in ITEMS:
        cursor = db.execute(
            "INSERT INTO kdr_items (company_id, type, name, description, sale_price, purchase_price, category_id, "
            "enabled, created_from, created_by, created_at, updated_at) VALUES (1, ?, ?, '', ?, ?, ?, 1, "
            "'core::ui', 1, ?, ?)",
            (kind, name, sale, purchase, category_ids["Coffee" if kind == "product" else "Services"], opened, opened),
        )
        item_ids[name] = int(cursor.lastrowid or 0)
    contact_ids: dict[str, int] = {}
    for k, (name, country, tax_number, _, _, _) in enumerate(CUSTOMERS, start=1):
        cursor = db.execute(
            "INSERT INTO kdr_contacts (company_id, type, name, email, tax_number, phone, city, country, "
            "currency_code, enabled, created_from, created_by, created_at, updated_at) VALUES (1, 'customer', ?, ?, "
            "?, ?, ?, ?, 'EUR', 1, 'core::ui', ?, ?, ?)",
            (name, f"arved@{name.split()[0].lower()}.{country.lower()}", tax_number, f"+372 5{k:03d} {k * 37:04d}",
             {"EE": "Tallinn", "FI": "Helsinki", "LV": "Rīga"}[country] if "Tartu" not in name else "Tartu",
             country, liis if k % 2 else kadri, stamp(-900 + 40 * k, 600), stamp(-900 + 40 * k, 600)),
        )  # fmt: skip
        contact_ids[name] = int(cursor.lastrowid or 0)
    for name, country, _, currency, _, _, _ in VENDORS:
        cursor = db.execute(
            "INSERT INTO kdr_contacts (company_id, type, name, email, country, currency_code, enabled, "
            "created_from, created_by, created_at, updated_at) VALUES (1, 'vendor', ?, ?, ?, ?, 1, 'core::ui', 2, ?, "
            "?)", (name, f"billing@{name.split()[0].lower()}.example", country, currency, opened, opened))  # fmt: skip
        contact_ids[name] = int(cursor.lastrowid or 0)

    transaction_count = 0

    def transaction(kind: str, moment: str, amount: float, account: str, category: str, method: str,
                    document: int | None = None, contact: str | None = None, currency: str = "EUR",
                    description: str = "", by: int = 2) -> int:  # fmt: skip
        nonlocal transaction_count
        transaction_count += 1
        rate = 1.0 if currency == "EUR" else 1.08
        old = moment < clock.fmt(clock.at(-35, 0))
        cursor = db.execute(
            "INSERT INTO kdr_transactions (company_id, type, number, paid_at, amount, currency_code, currency_rate, "
            "account_id, document_id, contact_id, category_id, description, payment_method, reference, reconciled, "
            "created_from, created_by, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "'core::ui', ?, ?, ?)",
            (kind, f"TRA-{transaction_count:05d}", moment, round(amount, 2), currency, rate, account_ids[account],
             document, contact_ids[contact] if contact else None, category_ids[category], description, method,
             None, int(old and account == "LHV arvelduskonto"), by, moment, moment),
        )  # fmt: skip
        return int(cursor.lastrowid or 0)

    def history(document: int, kind: str, status: str, moment: str, by: int, description: str) -> None:
        db.execute(
            "INSERT INTO kdr_document_histories (company_id, type, document_id, status, notify, description, "
            "created_from, created_by, created_at, updated_at) VALUES (1, ?, ?, ?, 0, ?, 'core::ui', ?, ?, ?)",
            (kind, document, status, description, by, moment, moment),
        )

    # invoices
    invoices: list[tuple[int, str, int, int, str, bool, str | None]] = []  # day, customer, items, creator...
    for name, _, _, per_month, _, _ in CUSTOMERS:
        if per_month == 0:
            continue
        gap = 30.0 / per_month
        day = -DAYS + rng.uniform(0, gap)
        while day < -1:
            invoices.append((int(day), name, 0, liis if rng.random() < 0.7 else kadri, "", False, None))
            day += gap * rng.uniform(0.8, 1.2)
    invoices.sort(key=lambda row: row[0])
    overdue_rost = 0
    number = 120
    for day, name, _, creator, _, _, _ in invoices:
        customer = next(row for row in CUSTOMERS if row[0] == name)
        country, tax_number, sizes, pays_in = customer[1], customer[2], customer[4], customer[5]
        number += 1
        issued = when(day)
        due_day = day + (30 if country != "EE" else 14)
        tax_name = "KM 0% (EL)" if country != "EE" else "KM 22%"
        rate = 0.0 if country != "EE" else 0.22
        lines: list[tuple[str, float]] = []
        scale = {"Rimi Eesti Food AS": 4.0, "Kohvik Rost": 2.0}.get(name, 1.0)
        for index in sizes:
            spec = ITEMS[index]
            if spec[1] == "service":
                quantity = 1.0 if index == 7 else float(rng.randint(1, 2))
            else:
                quantity = float(max(1, round(rng.randint(4, 20) * scale * (2 if index == 0 else 1))))
            lines.append((spec[0], quantity))
        sub_total = sum(quantity * next(i[2] for i in ITEMS if i[0] == item) for item, quantity in lines)
        tax = round(sub_total * rate, 2)
        amount = round(sub_total + tax, 2)
        # status: paid once the customer's payment days have passed, else sent or viewed; a few exceptions
        paid_day = day + pays_in + rng.randint(-2, 3)
        status = "paid" if paid_day < 0 else rng.choice(["sent", "viewed"])
        deleted = None
        if name == "Kohvik Rost" and day >= -75 and overdue_rost < 3:
            status, overdue_rost = ("partial" if overdue_rost == 0 else "sent"), overdue_rost + 1
        if number in (131, 187, 204):
            status = "cancelled"
        if number in (150, 199):
            deleted = stamp(day + 1, 600)
        cursor = db.execute(
            "INSERT INTO kdr_documents (company_id, type, document_number, order_number, status, issued_at, due_at, "
            "amount, currency_code, currency_rate, category_id, contact_id, contact_name, contact_email, "
            "contact_tax_number, contact_country, notes, footer, created_from, created_by, created_at, updated_at, "
            "deleted_at) VALUES (1, 'invoice', ?, NULL, ?, ?, ?, ?, 'EUR', 1, ?, ?, ?, NULL, ?, ?, NULL, ?, "
            "'core::ui', ?, ?, ?, ?)",
            (f"INV-{number:05d}", status, issued, clock.fmt(clock.at(due_day, 0)), amount,
             category_ids["Wholesale"], contact_ids[name], name, tax_number, country,
             "Kohvikoda OÜ · Telliskivi 60a · IBAN EE717700771001234567", creator, issued, issued, deleted),
        )  # fmt: skip
        document = int(cursor.lastrowid or 0)
        for item, quantity in lines:
            price = next(i[2] for i in ITEMS if i[0] == item)
            total = round(price * quantity, 2)
            line = db.execute(
                "INSERT INTO kdr_document_items (company_id, type, document_id, item_id, name, description, quantity, "
                "price, tax, total, created_from, created_by, created_at, updated_at) VALUES (1, 'invoice', ?, ?, ?, "
                "'', ?, ?, ?, ?, 'core::ui', ?, ?, ?)",
                (document, item_ids[item], item, quantity, price, round(total * rate, 2), total, creator, issued,
                 issued),
            )  # fmt: skip
            db.execute(
                "INSERT INTO kdr_document_item_taxes (company_id, type, document_id, document_item_id, tax_id, name, "
                "amount, created_at, updated_at) VALUES (1, 'invoice', ?, ?, ?, ?, ?, ?, ?)",
                (document, line.lastrowid, tax_ids[tax_name], tax_name, round(total * rate, 2), issued, issued),
            )
        rows = (
            ("sub_total", "invoices.sub_total", sub_total),
            ("tax", tax_name, tax),
            ("total", "invoices.total", amount),
        )
        for order, (code, label, value) in enumerate(rows):
            db.execute(
                "INSERT INTO kdr_document_totals (company_id, type, document_id, code, name, amount, sort_order, "
                "created_at, updated_at) VALUES (1, 'invoice', ?, ?, ?, ?, ?, ?, ?)",
                (document, code, label, round(value, 2), order + 1, issued, issued),
            )
        history(document, "invoice", "draft", issued, creator, f"INV-{number:05d} added!")
        if status != "draft":
            history(document, "invoice", "sent", issued, creator, f"INV-{number:05d} marked as sent!")
        if status == "viewed":
            history(document, "invoice", "viewed", when(min(day + 1, 0)), creator, "Invoice viewed by customer")
        if status in ("paid", "partial"):
            part = amount if status == "paid" else round(amount * 0.4, 2)
            moment = when(min(int(paid_day), -1)) if status == "paid" else when(min(day + 10, -1))
            transaction("income", moment, part, "LHV arvelduskonto", "Wholesale", BANK, document, name,
                        description=f"Payment for INV-{number:05d}")  # fmt: skip
            history(document, "invoice", status, moment, margus, "Payment added")
        if status == "cancelled":
            history(document, "invoice", "cancelled", when(day + 2), kadri, f"INV-{number:05d} cancelled")
    # four drafts not yet sent (last days)
    for k, (name, day) in enumerate((("Nordic Hotel Forum", -1), ("Caffeine Eesti OÜ", -2), ("Bolt Technology OÜ", -1),
                                     ("Fotografiska Tallinn", -3)), start=1):  # fmt: skip
        number += 1
        issued = when(day)
        amount = round(24.0 * 10 * k * 1.22, 2)
        cursor = db.execute(
            "INSERT INTO kdr_documents (company_id, type, document_number, status, issued_at, due_at, amount, "
            "currency_code, currency_rate, category_id, contact_id, contact_name, contact_country, created_from, "
            "created_by, created_at, updated_at) VALUES (1, 'invoice', ?, 'draft', ?, ?, ?, 'EUR', 1, ?, ?, ?, 'EE', "
            "'core::ui', ?, ?, ?)",
            (f"INV-{number:05d}", issued, stamp(day + 14, 0), amount, category_ids["Wholesale"], contact_ids[name],
             name, liis, issued, issued),
        )  # fmt: skip
        line = db.execute(
            "INSERT INTO kdr_document_items (company_id, type, document_id, item_id, name, quantity, price, tax, "
            "total, created_at, updated_at) VALUES (1, 'invoice', ?, ?, 'Espresso Tallinn 1 kg', ?, 24, ?, ?, ?, ?)",
            (cursor.lastrowid, item_ids["Espresso Tallinn 1 kg"], 10.0 * k, round(240.0 * k * 0.22, 2), 240.0 * k,
             issued, issued),
        )  # fmt: skip
        db.execute(
            "INSERT INTO kdr_document_item_taxes (company_id, type, document_id, document_item_id, tax_id, name, "
            "amount, created_at, updated_at) VALUES (1, 'invoice', ?, ?, ?, 'KM 22%', ?, ?, ?)",
            (cursor.lastrowid, line.lastrowid, tax_ids["KM 22%"], round(240.0 * k * 0.22, 2), issued, issued),
        )
        history(int(cursor.lastrowid or 0), "invoice", "draft", issued, liis, f"INV-{number:05d} added!")
    # bills
    bill_number = 0
    for name, _, category, currency, per_month, (low, high), pays_in in VENDORS:
        if per_month == 0:
            continue
        gap = 30.0 / per_month
        day = -DAYS + (3 if category == "Rent" else rng.uniform(0, gap))
        while day < -1:
            bill_number += 1
            issued = when(int(day))
            amount = round(rng.uniform(low, high), 2)
            paid_day = int(day) + pays_in
            status = "paid" if paid_day <= 0 else "received"  # the unpaid ones not yet due
            cursor = db.execute(
                "INSERT INTO kdr_documents (company_id, type, document_number, status, issued_at, due_at, amount, "
                "currency_code, currency_rate, category_id, contact_id, contact_name, created_from, created_by, "
                "created_at, updated_at) VALUES (1, 'bill', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 2, ?, ?)",
                (f"{name.split()[0][:3].upper()}-{2400 + bill_number}", status, issued, stamp(paid_day, 0), amount,
                 currency, 1.08 if currency == "USD" else 1.0, category_ids[category], contact_ids[name], name,
                 "core::recurring" if category == "Rent" else "core::ui", issued, issued),
            )  # fmt: skip
            document = int(cursor.lastrowid or 0)
            history(document, "bill", "received", issued, margus, "Bill received")
            if status == "paid":
                account = "Wise USD" if currency == "USD" else "LHV arvelduskonto"
                moment = when(paid_day)
                transaction("expense", moment, amount, account, category, BANK, document, name, currency,
                            f"Bill {name}")  # fmt: skip
                history(document, "bill", "paid", moment, margus, "Payment added")
            if category == "Rent" and day < -DAYS + 10:
                db.execute(
                    "INSERT INTO kdr_recurring (company_id, recurable_type, recurable_id, frequency, interval, "
                    "started_at, status, limit_by, limit_count, auto_send, created_from, created_by, created_at, "
                    "updated_at) VALUES (1, 'App\\Models\\Document\\Document', ?, 'monthly', 1, ?, 'active', 'count', "
                    "0, 0, 'core::ui', 2, ?, ?)", (document, issued, issued, issued))  # fmt: skip
            day += gap * (1.0 if category in ("Rent", "Software") else rng.uniform(0.8, 1.2))
    # the roaster's repair, unpaid and past due
    issued = when(-50)
    cursor = db.execute(
        "INSERT INTO kdr_documents (company_id, type, document_number, status, issued_at, due_at, amount, "
        "currency_code, currency_rate, category_id, contact_id, contact_name, contact_country, notes, created_from, "
        "created_by, created_at, updated_at) VALUES (1, 'bill', 'RE-2024-0917', 'received', ?, ?, 6840, 'EUR', 1, ?, "
        "?, 'Probat Service GmbH', 'DE', 'P12 drum bearing replacement', 'core::ui', 2, ?, ?)",
        (issued, stamp(-20, 0), category_ids["Roaster maintenance"], contact_ids["Probat Service GmbH"], issued,
         issued),
    )  # fmt: skip
    history(int(cursor.lastrowid or 0), "bill", "received", issued, margus, "Bill received")
    # costs without a bill: bank fees, ads on the credit card
    for day in range(-DAYS, 0):
        moment = when(day)  # drawn every day, so that the calendar does not shift the draws after it
        if clock.at(day, 0).day == 1:
            transaction("expense", moment, 14.9, "LHV arvelduskonto", "Bank fees", BANK, None, None,
                        description="Monthly service fee")  # fmt: skip
        if day % 7 == 3:
            transaction("expense", when(day), round(rng.uniform(60, 140), 2), "LHV krediitkaart", "Marketing", CARD,
                        description="Instagram ads")  # fmt: skip
    # café takings in cash every day, card takings by terminal, webshop orders, barista courses
    till: dict[int, float] = {}
    for day in range(-DAYS, 0):
        till[day] = round(rng.uniform(380, 620), 2)
        transaction("income", when(day, 1080, 1140), till[day], "Kassa", "Café takings", CASH,
                    description="Päeva kassa", by=liis)  # fmt: skip
        transaction("income", when(day, 1080, 1140), round(rng.uniform(500, 800), 2), "Swedbank arvelduskonto",
                    "Café takings", CARD, description="Kaarditerminal", by=liis)  # fmt: skip
        if day % 14 == 5:
            transaction("income", when(day), 480.0, "LHV arvelduskonto", "Barista courses", BANK,
                        description="Barista course, 4 participants")  # fmt: skip
    for day in range(-DAYS, 1):  # webshop orders, today's too
        for _ in range(rng.randint(2, 6)):
            transaction("income", when(day, 0, 1435), round(rng.choice((8.5, 11.0, 10.5, 24.0)) * rng.randint(1, 4)
                        + 4.9, 2), "Swedbank arvelduskonto", "Webshop", CARD, description="Webshop order")  # fmt: skip
    # weekly deposit of the till's takings (on the morning, before the day's takings) to the bank; monthly transfer
    # to the second bank
    since = -DAYS
    for day in range(-DAYS, 0):
        pairs = []
        if day % 7 == 1 and day > since:
            pairs.append(("Kassa", "LHV arvelduskonto", round(sum(till[d] for d in range(since, day)), 2),
                          "Sularaha sissemakse"))  # fmt: skip
            since = day
        if day % 30 == 10:
            pairs.append(("LHV arvelduskonto", "Swedbank arvelduskonto", 1500.0, "Kontode vaheline ülekanne"))
        for source, target, amount, text in pairs:
            moment = when(day, 600, 660)
            out = transaction("expense-transfer", moment, amount, source, "Transfer", BANK, description=text, by=kadri)
            into = transaction("income-transfer", moment, amount, target, "Transfer", BANK, description=text, by=kadri)
            db.execute(
                "INSERT INTO kdr_transfers (company_id, expense_transaction_id, income_transaction_id, created_from, "
                "created_by, created_at, updated_at) VALUES (1, ?, ?, 'core::ui', 1, ?, ?)",
                (out, into, moment, moment),
            )
    # monthly reconciliations of the LHV account, the last one still open
    for month in range(6):
        start = clock.at(-DAYS + 30 * month, 0)
        end = start + datetime.timedelta(days=30)
        db.execute(
            "INSERT INTO kdr_reconciliations (company_id, account_id, started_at, ended_at, closing_balance, "
            "reconciled, created_from, created_by, created_at, updated_at) VALUES (1, 1, ?, ?, ?, ?, 'core::ui', 2, "
            "?, ?)", (clock.fmt(start), clock.fmt(end), round(18000 + 900 * month, 2), int(month < 4),
                      clock.fmt(end), clock.fmt(end)))  # fmt: skip
    close_checked(db, "bookkeeping")
