"""A Brno household's money (Tomáš and Petra Dvořák) as the SQLite database of Firefly III 6, the self-hosted personal
finance manager.

Firefly III (Laravel) does **double-entry bookkeeping**: every transaction is a ``transaction_journals`` row (its
``description``, ``date``, type, currency, optional bill) with exactly two ``transactions`` rows, one taking the
``amount`` out of its source account (negative) and one putting it into its destination account (positive), both in
the journal's currency (``transaction_currency_id``; a card payment abroad keeps the foreign amount in
``foreign_amount`` and ``foreign_currency_id``). Journals belong to ``transaction_groups`` (a split transaction has
several) and take their type from ``transaction_types`` (Withdrawal: an asset account pays an expense account;
Deposit: a revenue account pays into an asset account; Transfer: between two asset accounts; Opening balance: from an
initial-balance account). ``accounts`` hold asset accounts (the household's bank accounts, credit card, cash wallet),
expense accounts (every shop, landlord or service paid: Firefly's payees) and revenue accounts (employers, interest),
told apart by ``account_type_id`` into ``account_types`` (Asset account, Expense account, Revenue account, Initial
balance account...); an asset account's role and currency are ``account_meta`` rows (``name`` ``account_role`` with
``data`` the JSON string ``"defaultAsset"``, ``"savingAsset"``, ``"ccAsset"``, ``"cashWalletAsset"``; ``currency_id``
with ``data`` ``"23"``). Categories, budgets and tags reach journals only through the pivot tables
``category_transaction_journal``, ``budget_transaction_journal`` and ``tag_transaction_journal``; monthly budget
amounts are ``budget_limits`` rows (``start_date`` the first of a calendar month, ``end_date`` its last day); recurring
bills are ``bills`` (``amount_min``, ``amount_max``, ``repeat_freq`` ``monthly`` or ``yearly``, ``active`` 0/1) that a
paying journal points at with ``bill_id``; savings goals are ``piggy_banks`` (``targetamount``) on a savings account,
their saved amount in ``piggy_bank_repetitions.currentamount`` and each contribution a ``piggy_bank_events`` row.
Laravel's conventions throughout: ``created_at``/``updated_at`` DATETIME text in UTC, **soft deletes** (``deleted_at``
set, the row kept: a deleted journal and its two transactions stay in their tables), booleans 0/1, ``reconciled`` 0/1
on each transaction, amounts as ``DECIMAL(32,12)``. A journal's ``date`` is the date the household gave it, at
``00:00:00`` local time, with ``date_tz`` ``Europe/Prague``. Every account's money is in Czech crowns (CZK) except
Revolut's euro account (EUR). Firefly declares its foreign keys; so does this copy.

The household started using Firefly 400 days ago (opening balances); its day-to-day transactions fill the last 150
days up to yesterday. Recurring payments and incomes come every 30 days counted from today, not on calendar days, and
no transaction is dated exactly 7, 14, 30, 60 or 90 days ago (nor today), so "the last N days" reads the same whether
a query compares dates or times, and builds a whole number of days apart agree; the monthly budget limits follow the
calendar by design.

Planted signals:

* Albert is where they shop for groceries most often; Rohlik.cz orders are the largest grocery bills;
* the Form Factory gym membership is still an active bill but has not been paid for 50 days (cancelled at the gym);
* a Lenovo ThinkPad bought at Alza.cz twelve days ago is the biggest single expense of the last 30 days, rent aside;
* the Croatia trip (tagged ``Croatia trip``, 52 to 40 days ago) was paid in euros from the Revolut account;
* twelve transactions imported twice were deleted (soft-deleted journals and transactions still in the tables);
* the emergency fund is full, the Christmas presents fund closest to its target among the others;
* Petra enters her credit-card spending herself; Tomáš enters everything else;
* Tesco, Sportisimo, Hornbach (a renovation four months ago) and Kooperativa (the yearly car insurance) have not been
  paid in the last 90 days; the old Raiffeisen account is closed (inactive, empty);
* about one expense in twelve has no category yet.
"""

from __future__ import annotations

import calendar
import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE user_groups (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME, title VARCHAR(255) NOT NULL
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, email VARCHAR(255) NOT NULL,
  password VARCHAR(60) NOT NULL, remember_token VARCHAR(100), reset VARCHAR(32), blocked TINYINT(1) NOT NULL DEFAULT 0,
  blocked_code VARCHAR(25), mfa_secret VARCHAR(50), user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL
);
CREATE TABLE transaction_currencies (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  enabled TINYINT(1) NOT NULL DEFAULT 0, code VARCHAR(51) NOT NULL, name VARCHAR(255) NOT NULL,
  symbol VARCHAR(51) NOT NULL, decimal_places SMALLINT NOT NULL DEFAULT 2
);
CREATE TABLE account_types (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, type VARCHAR(50) NOT NULL
);
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL,
  account_type_id INTEGER NOT NULL REFERENCES account_types (id) ON DELETE CASCADE, name VARCHAR(1024) NOT NULL,
  virtual_balance DECIMAL(32,12), iban VARCHAR(255), active TINYINT(1) NOT NULL DEFAULT 1,
  encrypted TINYINT(1) NOT NULL DEFAULT 0, "order" INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE account_meta (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, name VARCHAR(255) NOT NULL, data TEXT NOT NULL
);
CREATE TABLE transaction_types (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME, type VARCHAR(50) NOT NULL
);
CREATE TABLE transaction_groups (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL, title VARCHAR(1024)
);
CREATE TABLE bills (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL,
  transaction_currency_id INTEGER REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  name VARCHAR(1024) NOT NULL, "match" VARCHAR(1024) NOT NULL, amount_min DECIMAL(32,12) NOT NULL,
  amount_max DECIMAL(32,12) NOT NULL, date DATE NOT NULL, end_date DATE, extension_date DATE,
  repeat_freq VARCHAR(30) NOT NULL, skip SMALLINT NOT NULL DEFAULT 0, automatch TINYINT(1) NOT NULL DEFAULT 1,
  active TINYINT(1) NOT NULL DEFAULT 1, name_encrypted TINYINT(1) NOT NULL DEFAULT 0,
  match_encrypted TINYINT(1) NOT NULL DEFAULT 0, "order" INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE transaction_journals (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL,
  transaction_type_id INTEGER NOT NULL REFERENCES transaction_types (id) ON DELETE CASCADE,
  transaction_group_id INTEGER REFERENCES transaction_groups (id) ON DELETE CASCADE,
  bill_id INTEGER REFERENCES bills (id) ON DELETE SET NULL,
  transaction_currency_id INTEGER REFERENCES transaction_currencies (id) ON DELETE CASCADE,
  description VARCHAR(1024) NOT NULL, date DATETIME NOT NULL, date_tz VARCHAR(50), "order" INTEGER NOT NULL DEFAULT 0,
  tag_count INTEGER NOT NULL DEFAULT 0, encrypted TINYINT(1) NOT NULL DEFAULT 1, completed TINYINT(1) NOT NULL DEFAULT 1
);
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  reconciled TINYINT(1) NOT NULL DEFAULT 0, account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  transaction_journal_id INTEGER NOT NULL REFERENCES transaction_journals (id) ON DELETE CASCADE,
  description VARCHAR(1024), transaction_currency_id INTEGER REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  amount DECIMAL(32,12) NOT NULL, foreign_amount DECIMAL(32,12),
  foreign_currency_id INTEGER REFERENCES transaction_currencies (id) ON DELETE SET NULL,
  identifier SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL, name VARCHAR(1024) NOT NULL,
  encrypted TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE category_transaction_journal (
  id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  transaction_journal_id INTEGER NOT NULL REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE TABLE budgets (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL, name VARCHAR(1024) NOT NULL,
  active TINYINT(1) NOT NULL DEFAULT 1, encrypted TINYINT(1) NOT NULL DEFAULT 0, "order" INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE budget_limits (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME,
  budget_id INTEGER NOT NULL REFERENCES budgets (id) ON DELETE CASCADE, start_date DATE NOT NULL, end_date DATE,
  amount DECIMAL(32,12) NOT NULL,
  transaction_currency_id INTEGER REFERENCES transaction_currencies (id) ON DELETE SET NULL, period VARCHAR(12),
  generated TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE budget_transaction_journal (
  id INTEGER PRIMARY KEY, budget_id INTEGER NOT NULL REFERENCES budgets (id) ON DELETE CASCADE,
  budget_limit_id INTEGER REFERENCES budget_limits (id) ON DELETE SET NULL,
  transaction_journal_id INTEGER NOT NULL REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_group_id INTEGER REFERENCES user_groups (id) ON DELETE SET NULL, tag VARCHAR(1024) NOT NULL,
  "tagMode" VARCHAR(255) NOT NULL, date DATE, description TEXT, latitude DECIMAL(12,8), longitude DECIMAL(12,8),
  "zoomLevel" SMALLINT
);
CREATE TABLE tag_transaction_journal (
  id INTEGER PRIMARY KEY, tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  transaction_journal_id INTEGER NOT NULL REFERENCES transaction_journals (id) ON DELETE CASCADE
);
CREATE TABLE piggy_banks (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, name VARCHAR(1024) NOT NULL,
  targetamount DECIMAL(32,12) NOT NULL, startdate DATE, targetdate DATE, "order" INTEGER NOT NULL DEFAULT 0,
  active TINYINT(1) NOT NULL DEFAULT 0, encrypted TINYINT(1) NOT NULL DEFAULT 1
);
CREATE TABLE piggy_bank_repetitions (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME,
  piggy_bank_id INTEGER NOT NULL REFERENCES piggy_banks (id) ON DELETE CASCADE, startdate DATE, targetdate DATE,
  currentamount DECIMAL(32,12) NOT NULL
);
CREATE TABLE piggy_bank_events (
  id INTEGER PRIMARY KEY, created_at DATETIME, updated_at DATETIME,
  piggy_bank_id INTEGER NOT NULL REFERENCES piggy_banks (id) ON DELETE CASCADE,
  transaction_journal_id INTEGER REFERENCES transaction_journals (id) ON DELETE SET NULL, date DATE NOT NULL,
  amount DECIMAL(32,12) NOT NULL
);
"""

ACCOUNT_TYPES = ["Default account", "Cash account", "Asset account", "Expense account", "Revenue account",
                 "Initial balance account", "Beneficiary account", "Import account", "Loan",
                 "Reconciliation account", "Debt", "Mortgage", "Liability credit account"]  # fmt: skip
TYPES = ["Withdrawal", "Deposit", "Transfer", "Opening balance", "Reconciliation", "Invalid", "Liability credit"]
WITHDRAWAL, DEPOSIT, TRANSFER, OPENING = 1, 2, 3, 4
ASSET, EXPENSE, REVENUE, INITIAL = 3, 4, 5, 6
# Firefly's seeded currencies (a selection), by id: code, name, symbol, enabled
CURRENCIES = [("EUR", "Euro", "€", 1), ("HUF", "Hungarian forint", "Ft", 0), ("GBP", "British Pound", "£", 0),
              ("UAH", "Ukrainian hryvnia", "₴", 0), ("PLN", "Polish złoty", "zł", 0), ("TRY", "Turkish lira", "₺", 0),
              ("DKK", "Dansk krone", "kr.", 0), ("ISK", "Íslensk króna", "kr.", 0), ("NOK", "Norsk krone", "kr.", 0),
              ("SEK", "Svensk krona", "kr.", 0), ("RON", "Romanian leu", "lei", 0), ("USD", "US Dollar", "$", 0),
              ("CZK", "Czech koruna", "Kč", 1), ("CHF", "Swiss franc", "CHF", 0)]  # fmt: skip
EUR, CZK = 1, 13
# asset accounts: name, role, currency, opening balance, IBAN, active
ASSETS = [
    ("Fio joint account", "defaultAsset", CZK, 84_300.0, "CZ6520100000002900184461", 1),
    ("Air Bank savings", "savingAsset", CZK, 238_000.0, "CZ2630300000001189253017", 1),
    ("Petra's Mastercard", "ccAsset", CZK, 0.0, None, 1),
    ("Cash wallet", "cashWalletAsset", CZK, 1_500.0, None, 1),
    ("Revolut EUR", "defaultAsset", EUR, 300.0, "LT263250017746930581", 1),
    ("Raiffeisen (old)", "defaultAsset", CZK, 0.0, "CZ0555000000001045879213", 0),
]
REVENUE_ACCOUNTS = ["Moravia Software s.r.o.", "Fakultní nemocnice Brno", "Air Bank interest", "Vinted"]
# payee: category, budget
PAYEES = {
    "Albert": ("Groceries", "Groceries"), "Lidl": ("Groceries", "Groceries"), "Billa": ("Groceries", "Groceries"),
    "Kaufland": ("Groceries", "Groceries"), "Rohlik.cz": ("Groceries", "Groceries"),
    "Tesco": ("Groceries", "Groceries"), "Zelný trh market": ("Groceries", "Groceries"),
    "dm drogerie": ("Household", "Household"), "Dr.Max lékárna": ("Health", None),
    "Benzina": ("Fuel", "Transport"), "Shell": ("Fuel", "Transport"), "DPMB": ("Public transport", "Transport"),
    "Bolt": ("Public transport", "Transport"), "Lokál": ("Restaurants", "Eating out"),
    "Bistro Franz": ("Restaurants", "Eating out"), "Wolt": ("Restaurants", "Eating out"),
    "Pronajímatel J. Horák": ("Rent", None), "ČEZ Prodej": ("Utilities", None), "Vodafone": ("Utilities", None),
    "Netflix": ("Subscriptions", "Fun"), "Spotify": ("Subscriptions", "Fun"), "Form Factory": ("Sport", "Fun"),
    "Mateřská škola Lesná": ("Kids", "Kids"), "Kooperativa": ("Insurance", None),
    "Alza.cz": ("Electronics", None), "IKEA Brno": ("Household", "Household"), "Hornbach": ("Household", "Household"),
    "Decathlon": ("Clothing", None), "H&M": ("Clothing", None), "Sportisimo": ("Clothing", None),
    "Konzum": ("Groceries", None), "Plodine": ("Groceries", None), "Konoba Dalmatino": ("Restaurants", None),
    "Jadrolinija": ("Travel", None), "Camp Kovačine": ("Travel", None),
}  # fmt: skip
BUDGETS = [("Groceries", 14_000), ("Eating out", 4_000), ("Transport", 5_000), ("Household", 3_500),
           ("Kids", 3_000), ("Fun", 2_500), ("Holiday", 0)]  # fmt: skip
# bill: payee, amount, repeat, day offset in the 30-day cycle (paid on days -offset, -offset-30, ...), active
BILLS = [("Rent", "Pronajímatel J. Horák", 18_500.0, "monthly", 2, 1),
         ("Electricity", "ČEZ Prodej", 1_850.0, "monthly", 5, 1),
         ("Internet and mobile", "Vodafone", 899.0, "monthly", 9, 1),
         ("Netflix", "Netflix", 329.0, "monthly", 11, 1),
         ("Spotify Family", "Spotify", 269.0, "monthly", 16, 1),
         ("Gym membership", "Form Factory", 1_290.0, "monthly", 20, 1),
         ("Kindergarten", "Mateřská škola Lesná", 2_400.0, "monthly", 12, 1),
         ("Car insurance", "Kooperativa", 9_800.0, "yearly", 130, 1),
         ("Disney+", "Netflix", 259.0, "monthly", 26, 0)]  # fmt: skip
QUIET_DAYS = {0, -7, -14, -30, -60, -90}  # no transaction dated on a window's boundary (nor today)
DAYS = 150
STARTED = 400


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the household's Firefly III database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def stamp(day: int, minute: int) -> str:
        return clock.fmt(clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60)))

    started = stamp(-STARTED, 1200)
    db.execute("INSERT INTO user_groups VALUES (1, ?, ?, NULL, 'tomas@dvorakovi.cz')", (started, started))
    db.executemany(
        "INSERT INTO users VALUES (?,?,?,?,?,NULL,NULL,0,NULL,NULL,1)",
        [(1, started, started, "tomas@dvorakovi.cz", "$2y$10$" + "t" * 53),
         (2, stamp(-STARTED + 3, 1250), started, "petra@dvorakovi.cz", "$2y$10$" + "p" * 53)],
    )  # fmt: skip
    db.executemany(
        "INSERT INTO transaction_currencies VALUES (?,?,?,NULL,?,?,?,?,2)",
        [(n, started, started, enabled, code, name, symbol)
         for n, (code, name, symbol, enabled) in enumerate(CURRENCIES, start=1)],
    )  # fmt: skip
    db.executemany("INSERT INTO account_types VALUES (?,?,?,?)",
                   [(n, started, started, kind) for n, kind in enumerate(ACCOUNT_TYPES, start=1)])  # fmt: skip
    db.executemany("INSERT INTO transaction_types VALUES (?,?,?,NULL,?)",
                   [(n, started, started, kind) for n, kind in enumerate(TYPES, start=1)])  # fmt: skip

    # ------------------------------------------------------------ accounts
    account_ids: dict[str, int] = {}
    account_rows: list[tuple[Any, ...]] = []
    meta: list[tuple[Any, ...]] = []

    def account(name: str, kind: int, iban: str | None = None, active: int = 1, created: str = started) -> int:
        ident = len(account_rows) + 1
        account_rows.append((ident, created, created, None, 1, 1, kind, name, None, iban, active, 0, len(account_rows)))
        account_ids[name] = ident
        return ident

    for name, role, currency, _, iban, active in ASSETS:
        ident = account(name, ASSET, iban, active)
        meta += [(ident, "account_role", f'"{role}"'), (ident, "currency_id", f'"{currency}"'),
                 (ident, "include_net_worth", '"1"' if active else '"0"')]  # fmt: skip
        if role == "ccAsset":
            meta += [(ident, "cc_type", '"monthlyFull"'), (ident, "cc_monthly_payment_date", '"2025-01-25"')]
    for name, _, currency, _, _, _ in ASSETS:
        initial = account(f"{name} initial balance", INITIAL)
        meta.append((initial, "currency_id", f'"{currency}"'))
    for name in REVENUE_ACCOUNTS:
        account(name, REVENUE)
    for name in PAYEES:
        created = started if name not in ("Konzum", "Plodine", "Konoba Dalmatino", "Jadrolinija", "Camp Kovačine") \
            else stamp(-52, 1100)  # fmt: skip
        account(name, EXPENSE, created=created)
    db.executemany(f"INSERT INTO accounts VALUES ({','.join('?' * 13)})", account_rows)
    db.executemany("INSERT INTO account_meta VALUES (?,?,?,?,?,?)",
                   [(n, started, started, *row) for n, row in enumerate(meta, start=1)])  # fmt: skip

    categories = sorted({category for category, _ in PAYEES.values()} | {"Salary", "Savings", "Gifts"})
    category_ids = {name: n for n, name in enumerate(categories, start=1)}
    db.executemany("INSERT INTO categories VALUES (?,?,?,NULL,1,1,?,0)",
                   [(n, started, started, name) for name, n in category_ids.items()])  # fmt: skip
    budget_ids = {name: n for n, (name, _) in enumerate(BUDGETS, start=1)}
    db.executemany("INSERT INTO budgets VALUES (?,?,?,NULL,1,1,?,?,0,?)",
                   [(n, started, started, name, 0 if name == "Holiday" else 1, n)
                    for n, (name, _) in enumerate(BUDGETS, start=1)])  # fmt: skip
    # monthly budget limits for every calendar month the window touches, and the current one
    limits: dict[tuple[str, str], int] = {}
    limit_rows: list[tuple[Any, ...]] = []
    first = (clock.midnight - datetime.timedelta(days=DAYS)).replace(day=1)
    month = first
    while month <= clock.midnight:
        last_day = calendar.monthrange(month.year, month.month)[1]
        for name, limit in BUDGETS:
            if not limit:
                continue
            ident = len(limit_rows) + 1
            limits[(name, month.strftime("%Y-%m"))] = ident
            end = month.replace(day=last_day).strftime("%Y-%m-%d")
            limit_rows.append((ident, started, started, budget_ids[name], month.strftime("%Y-%m-%d"), end,
                               float(limit), CZK, "monthly", 0))  # fmt: skip
        month = (month + datetime.timedelta(days=32)).replace(day=1)
    db.executemany(f"INSERT INTO budget_limits VALUES ({','.join('?' * 10)})", limit_rows)
    bill_ids = {name: n for n, (name, *_) in enumerate(BILLS, start=1)}
    db.executemany(
        f"INSERT INTO bills VALUES ({','.join('?' * 21)})",
        [(n, started, started, None, 1, 1, CZK, name, payee.lower(), amount, amount,
          clock.day_text(-offset - (3650 if repeat == "yearly" else 30 * 12)), None, None, repeat, 0, 1, active, 0, 0,
          n) for n, (name, payee, amount, repeat, offset, active) in enumerate(BILLS, start=1)],
    )  # fmt: skip
    tags = {"Croatia trip": -52, "Eliška's birthday": -21, "Home renovation": -118}
    tag_ids = {name: n for n, name in enumerate(tags, start=1)}
    db.executemany(
        "INSERT INTO tags VALUES (?,?,?,NULL,1,1,?,'nothing',?,NULL,NULL,NULL,NULL)",
        [(n, started, started, name, clock.day_text(tags[name])) for name, n in tag_ids.items()],
    )

    # ------------------------------------------------------------ journals
    journals: list[tuple[Any, ...]] = []
    splits: list[tuple[Any, ...]] = []
    groups: list[tuple[Any, ...]] = []
    category_links: list[tuple[int, int]] = []
    budget_links: list[tuple[int, int | None, int]] = []
    tag_links: list[tuple[int, int]] = []
    card = account_ids["Petra's Mastercard"]
    card_spent: list[tuple[int, float]] = []

    def journal(kind: int, day: int, description: str, source: int, destination: int, amount: float,
                currency: int = CZK, category: str | None = None, budget: str | None = None, bill: str | None = None,
                tag: str | None = None, user: int = 1, foreign: tuple[float, int] | None = None,
                deleted: bool = False) -> int:  # fmt: skip
        """A journal and its two transactions (amount out of ``source``, into ``destination``)."""
        if day in QUIET_DAYS or day > 0:
            day = day - 1 if day - 1 not in QUIET_DAYS else day - 2
        ident = len(journals) + 1
        created = stamp(day + 1, rng.randrange(300, 1200)) if day < -1 else stamp(-1, rng.randrange(1080, 1400))
        gone = clock.fmt(clock.at(day + 2, 600)) if deleted else None
        groups.append((ident, created, created, gone, user, 1, None))
        journals.append((ident, created, created, gone, user, 1, kind, ident, bill_ids.get(bill) if bill else None,
                         currency, description, clock.day_text(day) + " 00:00:00", "Europe/Prague", 0,
                         1 if tag else 0, 0, 1))  # fmt: skip
        amount = round(amount, 2)
        reconciled = 1 if day < -30 and source != card else 1 if day < -35 else 0
        for account_id, signed, identifier in ((source, -amount, 0), (destination, amount, 0)):
            splits.append((len(splits) + 1, created, created, gone, reconciled, account_id, ident, None, currency,
                           signed, None if foreign is None else (-1 if signed < 0 else 1) * foreign[0],
                           None if foreign is None else foreign[1], identifier))  # fmt: skip
        if category:
            category_links.append((category_ids[category], ident))
        if budget:
            month_key = clock.day_text(day)[:7]
            budget_links.append((budget_ids[budget], limits.get((budget, month_key)), ident))
        if tag:
            tag_links.append((tag_ids[tag], ident))
        if source == card and kind == WITHDRAWAL and not deleted:
            card_spent.append((day, amount))
        return ident

    fio, savings, cash = account_ids["Fio joint account"], account_ids["Air Bank savings"], account_ids["Cash wallet"]
    revolut = account_ids["Revolut EUR"]
    for name, _, currency, opening, _, _ in ASSETS:
        if opening:
            journal(OPENING, -STARTED, f"Initial balance for \"{name}\"", account_ids[f"{name} initial balance"],
                    account_ids[name], opening, currency=currency)  # fmt: skip

    def spend(day: int, payee: str, amount: float, source: int | None = None, description: str | None = None,
              uncategorised: bool = False, **extra: str) -> int:  # fmt: skip
        category: str | None = PAYEES[payee][0]
        budget = PAYEES[payee][1]
        if source is None:
            source = card if rng.random() < 0.4 else fio
        user = 2 if source == card else 1
        if uncategorised:
            category = budget = None
        bill, tag = extra.get("bill"), extra.get("tag")
        return journal(WITHDRAWAL, day, description or payee, source, account_ids[payee], amount, category=category,
                       budget=budget, user=user, bill=bill, tag=tag)  # fmt: skip

    grocery_weights = [("Albert", 0.38), ("Lidl", 0.22), ("Billa", 0.12), ("Kaufland", 0.13), ("Rohlik.cz", 0.15)]
    for day in range(-DAYS, 0):
        if day in QUIET_DAYS:
            continue
        trip = -52 <= day <= -40
        for _ in range(rng.choice([0, 1, 1, 2, 2]) if not trip else 0):
            shop = rng.choices([s for s, _ in grocery_weights], [w for _, w in grocery_weights])[0]
            amount = rng.uniform(1_400, 3_600) if shop == "Rohlik.cz" else rng.uniform(160, 1_350)
            spend(day, shop, amount, uncategorised=rng.random() < 0.08)
        if rng.random() < 0.4 and not trip:
            spend(day, rng.choice(["Lokál", "Bistro Franz", "Wolt", "Wolt"]), rng.uniform(260, 1_400),
                  uncategorised=rng.random() < 0.08)  # fmt: skip
        if rng.random() < 0.12:
            spend(day, rng.choice(["Benzina", "Shell"]), rng.uniform(1_100, 1_900), source=fio)
        if rng.random() < 0.15:
            spend(day, "dm drogerie", rng.uniform(120, 900), uncategorised=rng.random() < 0.1)
        if rng.random() < 0.06:
            spend(day, "Dr.Max lékárna", rng.uniform(90, 700))
        if rng.random() < 0.1:
            spend(day, "Bolt", rng.uniform(120, 380), source=card)
        if rng.random() < 0.05:
            spend(day, rng.choice(["Decathlon", "H&M"]), rng.uniform(400, 2_800), uncategorised=rng.random() < 0.2)
        if rng.random() < 0.07:
            spend(day, "Zelný trh market", rng.uniform(80, 420), source=cash)
        if (day + 3) % 30 == 0:
            journal(DEPOSIT, day, "Mzda / salary", account_ids["Moravia Software s.r.o."], fio, 62_000.0,
                    category="Salary")  # fmt: skip
        if (day + 18) % 30 == 0:
            journal(DEPOSIT, day, "Plat / salary", account_ids["Fakultní nemocnice Brno"], fio, 48_500.0,
                    category="Salary", user=2)  # fmt: skip
        if (day + 27) % 30 == 0:
            journal(DEPOSIT, day, "Úroky / interest", account_ids["Air Bank interest"], savings, 402.17)
        if (day + 4) % 30 == 0:
            journal(TRANSFER, day, "Savings", fio, savings, 8_000.0, category="Savings")
        if (day + 6) % 12 == 0:
            journal(TRANSFER, day, "ATM withdrawal", fio, cash, 2_000.0)
        if (day + 23) % 30 == 0:
            spend(day, "DPMB", 550.0, source=fio, description="Monthly public transport pass")
        for name, payee, amount, repeat, offset, active in BILLS:
            if repeat == "monthly" and (day + offset) % 30 == 0 and active:
                if name == "Gym membership" and day > -50:
                    continue  # cancelled at the gym; the bill is still active in Firefly
                spend(day, payee, amount, source=fio, description=name, bill=name)
            if repeat == "yearly" and day == -offset:
                spend(day, payee, amount, source=fio, description=name, bill=name)
        if (day + 25) % 30 == 0:  # the credit card is paid off from the joint account
            owed = sum(amount for when, amount in card_spent if day - 30 < when <= day)
            if owed:
                journal(TRANSFER, day, "Mastercard payoff", fio, card, owed, user=2)
        if -125 <= day <= -105 and rng.random() < 0.5:
            spend(day, rng.choice(["Hornbach", "Hornbach", "IKEA Brno"]), rng.uniform(600, 7_500), source=fio,
                  tag="Home renovation")  # fmt: skip
        if trip:
            for _ in range(rng.choice([1, 2, 2, 3])):
                payee = rng.choice(["Konzum", "Plodine", "Konoba Dalmatino", "Konoba Dalmatino"])
                journal(WITHDRAWAL, day, payee, revolut, account_ids[payee], rng.uniform(12, 95), currency=EUR,
                        category=PAYEES[payee][0], tag="Croatia trip", user=2)  # fmt: skip
    # the trip's bookings and its euro top-up (a transfer from crowns, the euros as the foreign amount)
    journal(TRANSFER, -55, "Top-up Revolut EUR", fio, revolut, 20_400.0, foreign=(800.0, EUR))
    journal(WITHDRAWAL, -52, "Camp Kovačine, 9 nights", revolut, account_ids["Camp Kovačine"], 412.0, currency=EUR,
            category="Travel", tag="Croatia trip", user=2)  # fmt: skip
    journal(WITHDRAWAL, -52, "Ferry Split - Cres", revolut, account_ids["Jadrolinija"], 96.4, currency=EUR,
            category="Travel", tag="Croatia trip", user=2)  # fmt: skip
    # one-offs
    spend(-12, "Alza.cz", 24_990.0, source=fio, description="Lenovo ThinkPad E14")
    spend(-63, "Alza.cz", 3_490.0, source=card, description="Philips hair clipper")
    for day, payee, amount in ((-21, "Albert", 1_870.0), (-21, "Bistro Franz", 2_350.0), (-22, "IKEA Brno", 1_290.0)):
        spend(day, payee, amount, tag="Eliška's birthday", description=f"{payee} (party)")
    journal(DEPOSIT, -38, "Vinted: kids' clothes", account_ids["Vinted"], fio, 1_240.0, category="Gifts", user=2)
    # twelve bank-import duplicates, deleted the next day
    alive = [row for row in journals if row[6] == WITHDRAWAL and row[3] is None and row[11] > clock.day_text(-80)]
    for row in rng.sample(alive, 12):
        source = next(s for s in splits if s[6] == row[0] and s[9] < 0)
        destination = next(s for s in splits if s[6] == row[0] and s[9] > 0)
        day = (datetime.datetime.strptime(row[11], "%Y-%m-%d %H:%M:%S") - clock.midnight).days
        journal(WITHDRAWAL, day, row[10], source[5], destination[5], destination[9], user=row[4], deleted=True)

    db.executemany("INSERT INTO transaction_groups VALUES (?,?,?,?,?,?,?)", groups)
    db.executemany(f"INSERT INTO transaction_journals VALUES ({','.join('?' * 17)})", journals)
    db.executemany(f"INSERT INTO transactions VALUES ({','.join('?' * 13)})", splits)
    db.executemany("INSERT INTO category_transaction_journal VALUES (?,?,?)",
                   [(n, *link) for n, link in enumerate(category_links, start=1)])  # fmt: skip
    db.executemany("INSERT INTO budget_transaction_journal VALUES (?,?,?,?)",
                   [(n, *link) for n, link in enumerate(budget_links, start=1)])  # fmt: skip
    db.executemany("INSERT INTO tag_transaction_journal VALUES (?,?,?)",
                   [(n, *link) for n, link in enumerate(tag_links, start=1)])  # fmt: skip

    # ------------------------------------------------------------ savings goals on the savings account
    piggies = [("Emergency fund", 150_000.0, 150_000.0, None, 1), ("New car", 350_000.0, 128_000.0, 400, 1),
               ("Christmas presents", 12_000.0, 9_500.0, 40, 1), ("Croatia trip", 20_000.0, 0.0, None, 0)]  # fmt: skip
    savings_journals = [row[0] for row in journals if row[6] == TRANSFER and row[10] == "Savings"]
    events: list[tuple[Any, ...]] = []
    for n, (name, target, current, ahead, active) in enumerate(piggies, start=1):
        db.execute(
            "INSERT INTO piggy_banks VALUES (?,?,?,NULL,?,?,?,?,?,?,?,1)",
            (n, started, started, savings, name, target, clock.day_text(-STARTED + 10),
             clock.day_text(ahead) if ahead else None, n, active),
        )  # fmt: skip
        db.execute("INSERT INTO piggy_bank_repetitions VALUES (?,?,?,?,?,?,?)",
                   (n, started, started, n, clock.day_text(-STARTED + 10), clock.day_text(ahead) if ahead else None,
                    current))  # fmt: skip
        if name in ("New car", "Christmas presents"):
            for journal_id in savings_journals:
                row = journals[journal_id - 1]
                events.append((len(events) + 1, row[1], row[1], n, journal_id, row[11][:10],
                               5_000.0 if name == "New car" else 3_000.0))  # fmt: skip
    db.executemany("INSERT INTO piggy_bank_events VALUES (?,?,?,?,?,?,?)", events)
    close_checked(db, "finance")
