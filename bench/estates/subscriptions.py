"""A Lyon magazine publisher's subscription billing (Presses du Confluent) as a Kill Bill 0.24 database in SQLite.

Kill Bill (the open-source subscription billing and payments platform, Java on MySQL or PostgreSQL) keeps its records
in plural snake_case tables with its own conventions, here in SQLite:

* **every table has an integer ``record_id`` (the primary key) and a 36-character uuid ``id``, and tables point at one
  another by the uuid** (``invoices.account_id`` is an ``accounts.id``), most of them also carrying the account's
  ``account_record_id`` and a ``tenant_record_id`` (``tenants``); ``created_by``/``created_date`` and
  ``updated_by``/``updated_date`` on every row, times UTC ``DATETIME`` text;
* ``accounts`` (``external_key`` the publisher's customer number, ``name``, ``first_name_length``, ``currency``,
  ``billing_cycle_day_local``, ``payment_method_id`` the default ``payment_methods`` row, ``time_zone``, ``locale``);
  ``payment_methods`` by ``plugin_name`` (``killbill-stripe`` cards, ``killbill-gocardless`` SEPA direct debits,
  ``__EXTERNAL_PAYMENT__`` bank transfers and cheques recorded by hand), ``is_active``;
* ``bundles`` group a base subscription and its add-ons; ``subscriptions`` hold only the ``category`` (``BASE``,
  ``ADD_ON``), ``start_date`` and ``charged_through_date``: **the plan is on ``subscription_events``**, one row per
  change with ``event_type`` (``API_USER``, ``PHASE``) and ``user_type`` (``CREATE``, ``CHANGE``, ``CANCEL``; NULL for
  a phase change), ``effective_date``, ``plan_name`` (``velo-digital-monthly``), ``phase_name``
  (``velo-digital-monthly-trial``, ``...-evergreen``), **``is_active`` 0 for an event undone** (a cancellation the
  subscriber took back);
* ``invoices`` with ``invoice_date``/``target_date`` plain dates and ``status`` (``COMMITTED``, ``VOID``),
  **the amount only on ``invoice_items``** (``type`` ``RECURRING``, ``TAX`` at the French press VAT of 2.1 %,
  ``ITEM_ADJ`` negative for a refund's adjustment), ``amount`` in euros with ``start_date``/``end_date``;
  ``invoice_payments`` (``type`` ``ATTEMPT`` or ``REFUND``, **``success`` 0 for a failed try**, a refund's amount
  negative);
* ``payments`` (``state_name`` ``PURCHASE_SUCCESS``, ``PURCHASE_FAILED``, ``REFUND_SUCCESS``), one
  ``payment_attempts`` row per try (``state_name`` ``SUCCESS``, ``RETRIED``, ``ABORTED``) and one
  ``payment_transactions`` row per try (``transaction_type`` ``PURCHASE`` or ``REFUND``, ``transaction_status``
  ``SUCCESS`` or ``PAYMENT_FAILURE``, the gateway's ``gateway_error_code``), a failed payment retried 3 and 8 days on;
* ``tag_definitions`` and ``tags`` on any object (``object_id`` a uuid of the table ``object_type`` names:
  ``ACCOUNT``, ``INVOICE``), **Kill Bill's control tags with their fixed ids** (``...0001`` ``AUTO_PAY_OFF``,
  ``...0004`` ``WRITTEN_OFF``, ``...0006`` ``TEST``), ``is_active`` 0 for a tag removed; ``custom_fields``
  (``object_type``, ``field_name``, ``field_value``);
* ``blocking_states`` (``blockable_id`` the blocked object's uuid, ``type`` ``ACCOUNT`` or ``SUBSCRIPTION``,
  ``service`` ``overdue-service`` or ``entitlement-service``, ``state``: the overdue states ``WARNING``, ``BLOCKED``
  and ``__KILLBILL__CLEAR__OVERDUE_STATE__``, the entitlement ones ``ENT_STARTED`` and ``ENT_CANCELLED``), **the latest
  by ``effective_date`` being the one in force**;
* ``audit_log`` (``table_name`` in capitals, ``target_record_id`` a ``record_id`` of that table, ``change_type``
  ``INSERT``/``UPDATE``/``DELETE``, ``created_by`` a user or a system component).

Departures: far fewer columns; the control tags are rows of ``tag_definitions`` (Kill Bill keeps them in code) so that
``tags`` can declare its foreign key; one invoice per subscription and period (no consolidation on the billing cycle
day), periods of 30 days; cancellations take effect at once; no catalog, usage, credit or notification tables.

The publisher's four magazines (``cuisine`` Cuisine & Terroir, ``velo`` Vélo Alpes, ``jardin`` Jardin Nature, ``photo``
Photo Pratique) come in print and digital, monthly or annual (6.90, 69.00, 3.90 and 39.00 euros before VAT); digital
plans start with a 14-day free trial. Data reaches 400 days back.

Planted signals:

* 420 accounts, five of them tagged TEST; 28 never invoiced (nine never subscribed, the others still in a trial);
* ``velo-digital-monthly`` is the plan most subscribed in the last 90 days (the spring cycling campaign);
* the Bibliothèque municipale de Lyon pays the most (14 print annual subscriptions);
* ``insufficient_funds`` is the most common gateway error; four accounts are BLOCKED by the overdue service (a fifth
  was blocked and cleared), three more are in WARNING;
* nine accounts have auto-pay off (two more had it and had it removed); three invoices were written off;
* six cancellations in the last 30 days were taken back (their CANCEL events are inactive);
* Claire Martin made the most changes to accounts in the last 14 days; most print subscribers live in Lyon Centre.
"""

from __future__ import annotations

import datetime
import random
import uuid
from dataclasses import dataclass
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

AUDIT = "created_by VARCHAR(50) NOT NULL, created_date DATETIME NOT NULL, updated_by VARCHAR(50), updated_date DATETIME"
OWNED = "account_record_id BIGINT REFERENCES accounts (record_id), tenant_record_id BIGINT NOT NULL REFERENCES tenants (record_id)"  # noqa: E501

SCHEMA = f"""
CREATE TABLE tenants (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, external_key VARCHAR(255), api_key VARCHAR(128),
  api_secret VARCHAR(128), api_salt VARCHAR(128), {AUDIT}
);
CREATE TABLE accounts (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, external_key VARCHAR(255) NOT NULL UNIQUE,
  email VARCHAR(128), name VARCHAR(100), first_name_length INT, currency VARCHAR(3), billing_cycle_day_local INT,
  parent_account_id VARCHAR(36), is_payment_delegated_to_parent BOOLEAN DEFAULT FALSE,
  payment_method_id VARCHAR(36) REFERENCES payment_methods (id), reference_time DATETIME NOT NULL,
  time_zone VARCHAR(50) NOT NULL, locale VARCHAR(5), address1 VARCHAR(100), city VARCHAR(50), postal_code VARCHAR(16),
  country VARCHAR(50), company_name VARCHAR(50), phone VARCHAR(25), notes VARCHAR(4096), migrated BOOLEAN DEFAULT FALSE,
  {AUDIT}, tenant_record_id BIGINT NOT NULL REFERENCES tenants (record_id)
);
CREATE TABLE payment_methods (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, external_key VARCHAR(255) NOT NULL,
  account_id VARCHAR(36) NOT NULL REFERENCES accounts (id), plugin_name VARCHAR(50) NOT NULL,
  is_active BOOLEAN DEFAULT TRUE, {AUDIT}, {OWNED}
);
CREATE TABLE bundles (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, external_key VARCHAR(255) NOT NULL,
  account_id VARCHAR(36) NOT NULL REFERENCES accounts (id), last_sys_update_date DATETIME,
  original_created_date DATETIME NOT NULL, {AUDIT}, {OWNED}
);
CREATE TABLE subscriptions (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, bundle_id VARCHAR(36) NOT NULL REFERENCES bundles (id),
  external_key VARCHAR(255) NOT NULL, category VARCHAR(32) NOT NULL, start_date DATETIME NOT NULL,
  bundle_start_date DATETIME NOT NULL, charged_through_date DATETIME, migrated BOOLEAN NOT NULL DEFAULT FALSE, {AUDIT},
  {OWNED}
);
CREATE TABLE subscription_events (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, event_type VARCHAR(15) NOT NULL,
  user_type VARCHAR(25), effective_date DATETIME NOT NULL,
  subscription_id VARCHAR(36) NOT NULL REFERENCES subscriptions (id), plan_name VARCHAR(255),
  phase_name VARCHAR(255), price_list_name VARCHAR(64), billing_cycle_day_local INT, is_active BOOLEAN DEFAULT TRUE,
  {AUDIT}, {OWNED}
);
CREATE TABLE invoices (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE,
  account_id VARCHAR(36) NOT NULL REFERENCES accounts (id),
  invoice_date DATE NOT NULL, target_date DATE, currency VARCHAR(3) NOT NULL, status VARCHAR(15) NOT NULL DEFAULT
  'COMMITTED', migrated BOOLEAN NOT NULL, parent_invoice BOOLEAN NOT NULL DEFAULT FALSE, grp_id VARCHAR(36) NOT NULL,
  created_by VARCHAR(50) NOT NULL, created_date DATETIME NOT NULL, {OWNED}
);
CREATE TABLE invoice_items (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, type VARCHAR(24) NOT NULL,
  invoice_id VARCHAR(36) NOT NULL REFERENCES invoices (id), account_id VARCHAR(36) NOT NULL REFERENCES accounts (id),
  bundle_id VARCHAR(36) REFERENCES bundles (id), subscription_id VARCHAR(36) REFERENCES subscriptions (id),
  description VARCHAR(255), product_name VARCHAR(255), plan_name VARCHAR(255), phase_name VARCHAR(255),
  start_date DATE, end_date DATE, amount NUMERIC(15, 9) NOT NULL, rate NUMERIC(15, 9), currency VARCHAR(3) NOT NULL,
  linked_item_id VARCHAR(36) REFERENCES invoice_items (id), quantity INT, created_by VARCHAR(50) NOT NULL,
  created_date DATETIME NOT NULL, {OWNED}
);
CREATE TABLE payments (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE,
  account_id VARCHAR(36) NOT NULL REFERENCES accounts (id),
  payment_method_id VARCHAR(36) NOT NULL REFERENCES payment_methods (id), external_key VARCHAR(255) NOT NULL,
  state_name VARCHAR(64), last_success_state_name VARCHAR(64), {AUDIT}, {OWNED}
);
CREATE TABLE payment_attempts (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE,
  account_id VARCHAR(36) NOT NULL REFERENCES accounts (id),
  payment_method_id VARCHAR(36) REFERENCES payment_methods (id), payment_external_key VARCHAR(255) NOT NULL,
  transaction_id VARCHAR(36), transaction_external_key VARCHAR(255) NOT NULL, transaction_type VARCHAR(32) NOT NULL,
  state_name VARCHAR(32) NOT NULL, amount NUMERIC(15, 9), currency VARCHAR(3), plugin_name VARCHAR(50), {AUDIT},
  {OWNED}
);
CREATE TABLE payment_transactions (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE,
  attempt_id VARCHAR(36) NOT NULL REFERENCES payment_attempts (id), transaction_external_key VARCHAR(255) NOT NULL,
  transaction_type VARCHAR(32) NOT NULL, effective_date DATETIME NOT NULL,
  payment_id VARCHAR(36) NOT NULL REFERENCES payments (id), amount NUMERIC(15, 9), currency VARCHAR(3),
  processed_amount NUMERIC(15, 9), processed_currency VARCHAR(3), transaction_status VARCHAR(50) NOT NULL,
  gateway_error_code VARCHAR(32), gateway_error_msg VARCHAR(256), {AUDIT}, {OWNED}
);
CREATE TABLE invoice_payments (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, type VARCHAR(24) NOT NULL,
  invoice_id VARCHAR(36) NOT NULL REFERENCES invoices (id), payment_id VARCHAR(36) REFERENCES payments (id),
  payment_date DATETIME NOT NULL, amount NUMERIC(15, 9) NOT NULL, currency VARCHAR(3) NOT NULL,
  processed_currency VARCHAR(3) NOT NULL, payment_cookie_id VARCHAR(255),
  linked_invoice_payment_id VARCHAR(36) REFERENCES invoice_payments (id), success BOOLEAN DEFAULT TRUE,
  status VARCHAR(50) NOT NULL, created_by VARCHAR(50) NOT NULL, created_date DATETIME NOT NULL, {OWNED}
);
CREATE TABLE tag_definitions (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, name VARCHAR(20) NOT NULL,
  applicable_object_types VARCHAR(500), description VARCHAR(200) NOT NULL, is_active BOOLEAN DEFAULT TRUE, {AUDIT},
  tenant_record_id BIGINT NOT NULL REFERENCES tenants (record_id)
);
CREATE TABLE tags (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE,
  tag_definition_id VARCHAR(36) NOT NULL REFERENCES tag_definitions (id), object_id VARCHAR(36) NOT NULL,
  object_type VARCHAR(30) NOT NULL, is_active BOOLEAN DEFAULT TRUE, {AUDIT}, {OWNED}
);
CREATE TABLE custom_fields (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, object_id VARCHAR(36) NOT NULL,
  object_type VARCHAR(30) NOT NULL, is_active BOOLEAN DEFAULT TRUE, field_name VARCHAR(64) NOT NULL,
  field_value VARCHAR(255), {AUDIT}, {OWNED}
);
CREATE TABLE blocking_states (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, blockable_id VARCHAR(36) NOT NULL,
  type VARCHAR(20) NOT NULL, state VARCHAR(50) NOT NULL, service VARCHAR(20) NOT NULL, block_change BOOLEAN NOT NULL,
  block_entitlement BOOLEAN NOT NULL, block_billing BOOLEAN NOT NULL, effective_date DATETIME NOT NULL,
  is_active BOOLEAN DEFAULT TRUE, {AUDIT}, {OWNED}
);
CREATE TABLE audit_log (
  record_id INTEGER PRIMARY KEY, id VARCHAR(36) NOT NULL UNIQUE, target_record_id BIGINT NOT NULL,
  table_name VARCHAR(50) NOT NULL, change_type VARCHAR(6) NOT NULL, created_by VARCHAR(50) NOT NULL,
  reason_code VARCHAR(255), comments VARCHAR(255), user_token VARCHAR(36), created_date DATETIME NOT NULL, {OWNED}
);
"""

MAGAZINES = {"cuisine": "CuisineTerroir", "velo": "VeloAlpes", "jardin": "JardinNature", "photo": "PhotoPratique"}
PRICES = {("print", "monthly"): 6.90, ("print", "annual"): 69.00, ("digital", "monthly"): 3.90,
          ("digital", "annual"): 39.00}  # fmt: skip
VAT = 0.021
TRIAL_DAYS = 14
FIRST = ["Camille", "Louis", "Léa", "Hugo", "Chloé", "Lucas", "Manon", "Jules", "Inès", "Gabriel", "Emma", "Arthur",
         "Jade", "Raphaël", "Louise", "Paul", "Alice", "Nathan", "Sarah", "Théo", "Juliette", "Martin", "Anne",
         "Pierre", "Claire", "Michel", "Sylvie", "Bernard", "Nathalie", "Alain"]  # fmt: skip
LAST = ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon",
        "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel",
        "Girard", "André", "Mercier", "Blanc", "Guérin", "Boyer", "Chevalier", "Perrin", "Faure"]  # fmt: skip
CITIES = [("Lyon", "69002", 10), ("Villeurbanne", "69100", 4), ("Vénissieux", "69200", 2), ("Grenoble", "38000", 3),
          ("Saint-Étienne", "42000", 2), ("Annecy", "74000", 2), ("Paris", "75011", 2), ("Bourg-en-Bresse", "01000", 1)]  # fmt: skip  # noqa: E501
ZONES = {"Lyon": "Lyon Centre", "Villeurbanne": "Villeurbanne", "Vénissieux": "Rhône Sud", "Grenoble": "Isère",
         "Saint-Étienne": "Loire", "Annecy": "Savoies", "Paris": "Hors région", "Bourg-en-Bresse": "Ain"}  # fmt: skip
ERRORS = [("insufficient_funds", "Your card has insufficient funds.", 10),
          ("expired_card", "Your card has expired.", 3), ("card_declined", "Your card was declined.", 3), ("mandate_cancelled", "The SEPA mandate was cancelled.", 1)]  # fmt: skip  # noqa: E501
CONTROL_TAGS = {1: ("AUTO_PAY_OFF", "Suspends payments until removed."),
                2: ("AUTO_INVOICING_OFF", "Suspends invoicing until removed."),
                3: ("OVERDUE_ENFORCEMENT_OFF", "Suspends overdue enforcement behaviour until removed."),
                4: ("WRITTEN_OFF", "Indicates that an invoice is written off. No billing or payment effect."),
                5: ("MANUAL_PAY", "Indicates that Killbill doesn't process payments for that account."),
                6: ("TEST", "Indicates that this is a test account."),
                7: ("PARTNER", "Indicates that this is a partner account.")}  # fmt: skip
LIBRARY = "Bibliothèque municipale de Lyon"
HORS_SERIE = 15.00  # the special issues' add-on, a year
CLEAR = "__KILLBILL__CLEAR__OVERDUE_STATE__"
USER_TAGS = {"VIP": "Abonné fidèle, geste commercial possible", "PRESSE": "Journaliste ou partenaire presse"}


@dataclass(eq=False)
class Account:
    id: str
    rec: int
    day: int
    method: str
    plugin: str
    city: str


@dataclass(eq=False)
class Sub:
    id: str
    rec: int
    bundle: str
    account: Account
    plan: tuple[str, str, str]
    day: int
    start: str
    category: str
    end: str | None = None
    end_day: int | None = None


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    record: dict[str, int] = {}
    audit: list[tuple[int, str, str, str, str, int]] = []  # target, table, change, by, date, account

    def uid() -> str:
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    def when(day: int, low: int = 360, high: int = 1320) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    def insert(table: str, *values: object) -> int:
        """Insert a row whose first column is its record_id (counted here) and return that record_id."""
        record[table] = record.get(table, 0) + 1
        db.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * (len(values) + 1))})", (record[table], *values))
        return record[table]

    founded = clock.stamp(-900, 540)
    insert("tenants", uid(), "presses-du-confluent", "confluent", "x", "x", "admin", founded, "admin", founded)
    tag_def: dict[str, str] = {}
    for k, (name, description) in CONTROL_TAGS.items():
        tag_def[name] = f"00000000-0000-0000-0000-{k:012d}"
        insert("tag_definitions", tag_def[name], name, "ACCOUNT,INVOICE", description, 1, "admin", founded, "admin",
               founded, 1)  # fmt: skip
    for name, description in USER_TAGS.items():
        tag_def[name] = uid()
        insert("tag_definitions", tag_def[name], name, "ACCOUNT", description, 1, "admin", founded, "admin", founded, 1)

    # accounts, each with a default payment method
    accounts: list[Account] = []
    for n in range(420):
        if n == 0:
            name, first_len, city, postal = LIBRARY, 0, "Lyon", "69003"
            email, day, by = "abonnements@bm-lyon.fr", -420, "claire.martin"
        else:
            first, last = rng.choice(FIRST), rng.choice(LAST)
            name, first_len, by = f"{first} {last}", len(first), "selfcare-portal"
            city, postal, _ = rng.choices(CITIES, weights=[w for _, _, w in CITIES])[0]
            domain = rng.choice(["orange.fr", "free.fr", "gmail.com", "laposte.net"])
            email, day = f"{first.lower()}.{last.lower()}{n}@{domain}", -rng.randint(0, 400)
        created = when(day)
        account_id = uid()
        phone = "+33 4 " + " ".join(str(rng.randint(10, 99)) for _ in range(4))
        rec = insert("accounts", account_id, f"PDC-{10000 + n}", email, name, first_len, "EUR", rng.randint(1, 28),
                     None, 0, None, created, "Europe/Paris", "fr_FR", f"{rng.randint(1, 120)} rue {rng.choice(LAST)}",
                     city, postal, "FR", LIBRARY if n == 0 else None, phone, None, 0, by, created, by, created, 1)  # fmt: skip  # noqa: E501
        audit.append((rec, "ACCOUNTS", "INSERT", by, created, rec))
        if n == 0:
            plugin = "__EXTERNAL_PAYMENT__"
        else:
            plugin = rng.choices(["killbill-stripe", "killbill-gocardless"], weights=[7, 3])[0]
        accounts.append(Account(account_id, rec, day, uid(), plugin, city))

    library, people = accounts[0], accounts[1:]
    shuffled = people[:]
    rng.shuffle(shuffled)
    test_accounts, auto_pay_off, auto_pay_removed = shuffled[:5], shuffled[5:14], shuffled[14:16]
    blocked, cleared, warned = shuffled[16:20], shuffled[20], shuffled[21:24]
    never_subscribed, trial_only, vip = shuffled[24:33], shuffled[33:41], shuffled[41:48]
    troubled = [*blocked, cleared, *warned]
    for account in auto_pay_off:  # they pay by bank transfer, recorded by hand
        account.plugin = "__EXTERNAL_PAYMENT__"
    for account in troubled:
        account.plugin = "killbill-stripe"
    for account in trial_only:  # signed up in the last ten days
        account.day = -rng.randint(1, 10)
    for account in accounts:
        created = when(account.day)
        insert("payment_methods", account.method, uid(), account.id, account.plugin, 1, "selfcare-portal", created,
               "selfcare-portal", created, account.rec, 1)  # fmt: skip
        db.execute("UPDATE accounts SET payment_method_id = ? WHERE record_id = ?", (account.method, account.rec))

    def tag(definition: str, object_id: str, account: Account, day: int, object_type: str = "ACCOUNT",
            active: int = 1) -> None:  # fmt: skip
        stamp = when(min(day, 0))
        insert("tags", uid(), tag_def[definition], object_id, object_type, active, "claire.martin", stamp,
               "claire.martin", stamp, account.rec, 1)  # fmt: skip

    for account in test_accounts:
        tag("TEST", account.id, account, account.day)
    for account in auto_pay_off:
        tag("AUTO_PAY_OFF", account.id, account, account.day)
    for account in auto_pay_removed:
        tag("AUTO_PAY_OFF", account.id, account, account.day, active=0)
    for account in vip:
        tag("VIP", account.id, account, -rng.randint(0, 200))

    # subscriptions, in bundles
    plans = [(m, f, p) for m in MAGAZINES for f in ("print", "digital") for p in ("monthly", "annual")]
    subs: list[Sub] = []

    def subscribe(account: Account, plan: tuple[str, str, str], day: int, base: Sub | None = None) -> Sub:
        start = when(day)
        if base is None:
            bundle = uid()
            insert("bundles", bundle, f"{account.rec}-{len(subs)}", account.id, start, start, "selfcare-portal", start,
                   "selfcare-portal", start, account.rec, 1)  # fmt: skip
        else:
            bundle, start = base.bundle, base.start
        sub_id = uid()
        rec = insert("subscriptions", sub_id, bundle, f"{plan[0]}-{account.rec}-{len(subs)}",
                     "ADD_ON" if base else "BASE", start, start, None, 0, "selfcare-portal", start, "selfcare-portal",
                     start, account.rec, 1)  # fmt: skip
        audit.append((rec, "SUBSCRIPTIONS", "INSERT", "selfcare-portal", start, account.rec))
        sub = Sub(sub_id, rec, bundle, account, plan, day, start, "ADD_ON" if base else "BASE")
        subs.append(sub)
        return sub

    for k in range(14):
        subscribe(library, (list(MAGAZINES)[k % 4], "print", "annual"), -400 + k * 3)
    for account in people:
        if account in never_subscribed:
            continue
        if account in trial_only:
            subscribe(account, (rng.choice(list(MAGAZINES)), "digital", "monthly"), account.day)
            continue
        for _ in range(2 if rng.random() < 0.15 else 1):
            start = min(0, account.day + rng.randint(0, 20))
            plan = ("velo", "digital", "monthly") if start > -90 and rng.random() < 0.4 else rng.choice(plans)
            sub = subscribe(account, plan, start)
            if plan[1] == "print" and rng.random() < 0.2:
                subscribe(account, (f"{plan[0]}-hors-serie", "print", "annual"), start, sub)

    # their events: creation, the end of a trial, cancellations (some taken back)
    def event(sub: Sub, kind: str, user_type: str | None, stamp: str, phase: str, active: int = 1,
              by: str = "selfcare-portal") -> None:  # fmt: skip
        name = "-".join(sub.plan)
        insert("subscription_events", uid(), kind, user_type, stamp, sub.id, name, f"{name}-{phase}", "DEFAULT",
               None, active, by, stamp, by, stamp, sub.account.rec, 1)  # fmt: skip

    undone = 0
    for sub in subs:
        trial = sub.plan[1] == "digital"
        event(sub, "API_USER", "CREATE", sub.start, "trial" if trial else "evergreen")
        if trial and sub.day + TRIAL_DAYS <= 0:
            event(sub, "PHASE", None, clock.fmt(clock.at(sub.day + TRIAL_DAYS, 0)), "evergreen",
                  by="SubscriptionBaseTransition")  # fmt: skip
        if sub.account is library or sub.account in trial_only or sub.category == "ADD_ON":
            continue
        age = -sub.day
        if age > 40 and rng.random() < 0.22:
            sub.end_day = -rng.randint(0, age - 20)
            sub.end = when(sub.end_day)
            event(sub, "API_USER", "CANCEL", sub.end, "evergreen")
        elif age > 60 and undone < 6 and rng.random() < 0.2:
            undone += 1
            event(sub, "API_USER", "CANCEL", when(-rng.randint(1, 29)), "evergreen", active=0)
            event(sub, "API_USER", "UNCANCEL", when(0, 0, 300), "evergreen")
    bases = {sub.bundle: sub for sub in subs if sub.category == "BASE"}
    for sub in subs:
        if sub.category == "ADD_ON":  # an add-on ends with its base subscription
            sub.end, sub.end_day = bases[sub.bundle].end, bases[sub.bundle].end_day
        state, stamp = ("ENT_CANCELLED", sub.end) if sub.end else ("ENT_STARTED", sub.start)
        insert("blocking_states", uid(), sub.id, "SUBSCRIPTION", state, "entitlement-service", 0, int(bool(sub.end)),
               0, stamp, 1, "selfcare-portal", stamp, "selfcare-portal", stamp, sub.account.rec, 1)  # fmt: skip

    # invoices, one per subscription and period: the recurring item and the VAT
    def invoice(sub: Sub, day: int, step: int, status: str = "COMMITTED") -> None:
        magazine, form, period = sub.plan
        price = HORS_SERIE if sub.category == "ADD_ON" else PRICES[(form, period)]
        date, end = clock.day_text(day), clock.day_text(day + step)
        stamp = when(day, 0, 55)
        invoice_id = uid()
        rec = insert("invoices", invoice_id, sub.account.id, date, date, "EUR", status, 0, 0, uid(),
                     "InvoiceDispatcher", stamp, sub.account.rec, 1)  # fmt: skip
        audit.append((rec, "INVOICES", "INSERT", "InvoiceDispatcher", stamp, sub.account.rec))
        name = "-".join(sub.plan)
        product = MAGAZINES[magazine.split("-")[0]] + ("HorsSerie" if sub.category == "ADD_ON" else "")
        insert("invoice_items", uid(), "RECURRING", invoice_id, sub.account.id, sub.bundle, sub.id, name, product,
               name, f"{name}-evergreen", date, end, price, price, "EUR", None, 1, "InvoiceDispatcher", stamp,
               sub.account.rec, 1)  # fmt: skip
        insert("invoice_items", uid(), "TAX", invoice_id, sub.account.id, sub.bundle, sub.id, "TVA 2,1 %", None, None,
               None, date, end, round(price * VAT, 2), None, "EUR", None, None, "InvoiceDispatcher", stamp,
               sub.account.rec, 1)  # fmt: skip

    for sub in subs:
        first_day = sub.day + (TRIAL_DAYS if sub.plan[1] == "digital" else 0)
        step = 30 if sub.plan[2] == "monthly" else 365
        day = first_day
        while day <= 0 and (sub.end_day is None or day < sub.end_day):
            invoice(sub, day, step)
            day += step
        charged = clock.fmt(clock.at(day, 0)) if day != first_day else None
        db.execute("UPDATE subscriptions SET charged_through_date = ? WHERE id = ?", (charged, sub.id))
    for sub in rng.sample([s for s in subs if s.account.plugin == "killbill-stripe" and s.day < -60], 4):
        invoice(sub, -rng.randint(5, 40), 30, "VOID")  # a billing run repeated by mistake, voided

    # payments: a try on the invoice date, retries 3 and 8 days on; bank transfers recorded by hand
    by_id = {account.id: account for account in accounts}
    refunds = written_off = 0
    rows = db.execute(
        "SELECT i.id, i.account_id, i.invoice_date, SUM(it.amount) FROM invoices i JOIN invoice_items it"
        " ON it.invoice_id = i.id WHERE i.status = 'COMMITTED' GROUP BY i.id ORDER BY i.record_id"
    ).fetchall()
    for invoice_id, account_id, invoice_date, amount in rows:
        account, total = by_id[account_id], round(amount, 2)
        day = (datetime.date.fromisoformat(invoice_date) - clock.midnight.date()).days
        if (
            (account in blocked and day > -50)
            or (account in warned and day > -25)
            or (account is cleared and day > -60)
        ):
            outcome = ["fail", "fail", "fail"] if account is not cleared or day < -20 else ["success"]
        elif account in auto_pay_off or account is library:
            if account in auto_pay_off and day < -90 and written_off < 3 and rng.random() < 0.3:
                written_off += 1
                tag("WRITTEN_OFF", invoice_id, account, day + 60, "INVOICE")
                continue
            outcome = ["transfer"]
        elif rng.random() < 0.07:
            outcome = ["fail", "success"] if rng.random() < 0.8 else ["fail", "fail", "success"]
        else:
            outcome = ["success"]
        payment_id = uid()
        opened = when(day)
        payment = insert("payments", payment_id, account_id, account.method, uid(), "PURCHASE_INIT", None,
                         "PaymentProcessor", opened, "PaymentProcessor", opened, account.rec, 1)  # fmt: skip
        final, paid = "PURCHASE_FAILED", None
        for attempt, result in enumerate(outcome):
            try_day = day + rng.randint(3, 11) if result == "transfer" else day + (0, 3, 8)[attempt]
            if try_day > 0:
                break
            stamp, ok = when(try_day), result != "fail"
            by = "hugo.bernard" if result == "transfer" else "PaymentProcessor"
            state = "SUCCESS" if ok else ("RETRIED" if attempt < len(outcome) - 1 else "ABORTED")
            attempt_id, transaction_id = uid(), uid()
            insert("payment_attempts", attempt_id, account_id, account.method, payment_id, transaction_id, uid(),
                   "PURCHASE", state, total, "EUR", account.plugin, by, stamp, by, stamp, account.rec, 1)  # fmt: skip
            code, message = (None, None) if ok else rng.choices(ERRORS, weights=[w for _, _, w in ERRORS])[0][:2]
            insert("payment_transactions", transaction_id, attempt_id, uid(), "PURCHASE", stamp, payment_id, total,
                   "EUR", total if ok else 0, "EUR", "SUCCESS" if ok else "PAYMENT_FAILURE", code, message, by, stamp,
                   by, stamp, account.rec, 1)  # fmt: skip
            ident = uid()
            insert("invoice_payments", ident, "ATTEMPT", invoice_id, payment_id, stamp, total, "EUR", "EUR", uid(),
                   None, int(ok), "SUCCESS" if ok else "PAYMENT_FAILURE", by, stamp, account.rec, 1)  # fmt: skip
            if ok:
                final, paid = "PURCHASE_SUCCESS", (ident, try_day)
                break
        if paid and account is not library and refunds < 16 and rng.random() < 0.012:
            refunds += 1
            stamp = when(min(0, paid[1] + rng.randint(2, 20)))
            final, attempt_id, transaction_id = "REFUND_SUCCESS", uid(), uid()
            insert("payment_attempts", attempt_id, account_id, account.method, payment_id, transaction_id, uid(),
                   "REFUND", "SUCCESS", total, "EUR", account.plugin, "hugo.bernard", stamp, "hugo.bernard", stamp,
                   account.rec, 1)  # fmt: skip
            insert("payment_transactions", transaction_id, attempt_id, uid(), "REFUND", stamp, payment_id, total,
                   "EUR", total, "EUR", "SUCCESS", None, None, "hugo.bernard", stamp, "hugo.bernard", stamp,
                   account.rec, 1)  # fmt: skip
            insert("invoice_payments", uid(), "REFUND", invoice_id, payment_id, stamp, -total, "EUR", "EUR", uid(),
                   paid[0], 1, "SUCCESS", "hugo.bernard", stamp, account.rec, 1)  # fmt: skip
            item = db.execute(
                "SELECT id FROM invoice_items WHERE invoice_id = ? AND type = 'RECURRING'", (invoice_id,)
            ).fetchone()[0]
            insert("invoice_items", uid(), "ITEM_ADJ", invoice_id, account_id, None, None, "Remboursement", None,
                   None, None, stamp[:10], stamp[:10], -total, None, "EUR", item, None, "hugo.bernard", stamp,
                   account.rec, 1)  # fmt: skip
        last_state = "PURCHASE_SUCCESS" if paid else None
        db.execute("UPDATE payments SET state_name = ?, last_success_state_name = ? WHERE record_id = ?",
                   (final, last_state, payment))  # fmt: skip

    # the overdue service's states: blocked, blocked then cleared, warned, and old warnings long cleared
    def overdue(account: Account, state: str, day: int) -> None:
        stamp = when(day)
        flags = (1, 1, 1) if state == "BLOCKED" else (0, 0, 0)
        insert("blocking_states", uid(), account.id, "ACCOUNT", state, "overdue-service", *flags, stamp, 1,
               "OverdueService", stamp, "OverdueService", stamp, account.rec, 1)  # fmt: skip

    for account in blocked:
        overdue(account, "WARNING", -rng.randint(30, 40))
        overdue(account, "BLOCKED", -rng.randint(2, 20))
    overdue(cleared, "WARNING", -45)
    overdue(cleared, "BLOCKED", -30)
    overdue(cleared, CLEAR, -12)
    for account in warned:
        overdue(account, "WARNING", -rng.randint(2, 9))
    for account in people:
        if account not in troubled and account.day < -120 and rng.random() < 0.03:
            overdue(account, "WARNING", -rng.randint(60, 110))
            overdue(account, CLEAR, -rng.randint(20, 59))

    # custom fields: where print copies go, how a subscriber came
    printed = {sub.account.rec for sub in subs if sub.plan[1] == "print"}
    for account in accounts:
        if account.rec in printed:
            stamp = when(account.day)
            insert("custom_fields", uid(), account.id, "ACCOUNT", 1, "delivery_zone", ZONES[account.city],
                   "selfcare-portal", stamp, "selfcare-portal", stamp, account.rec, 1)  # fmt: skip
    for sub in subs:
        if sub.category == "BASE" and rng.random() < 0.6:
            source = rng.choices(["site web", "salon", "parrainage", "kiosque"], weights=[6, 2, 2, 1])[0]
            insert("custom_fields", uid(), sub.id, "SUBSCRIPTION", 1, "acquisition_channel", source,
                   "selfcare-portal", sub.start, "selfcare-portal", sub.start, sub.account.rec, 1)  # fmt: skip

    # changes to accounts by the customer service (addresses, e-mails, payment methods) and by subscribers
    for by, recent, older in (("claire.martin", 31, 20), ("hugo.bernard", 13, 25), ("sophie.laurent", 9, 30),
                              ("admin", 4, 10), ("selfcare-portal", 0, 40)):  # fmt: skip
        for k in range(recent + older):
            day = -rng.randint(0, 12) if k < recent else -rng.randint(15, 120)
            target = rng.choice(people)
            audit.append((target.rec, "ACCOUNTS", "UPDATE", by, when(day), target.rec))
    audit.sort(key=lambda row: row[4])
    for target_rec, table, change, by, stamp, account_rec in audit:
        insert("audit_log", uid(), target_rec, table, change, by, None, None, uid(), stamp, account_rec, 1)
    close_checked(db, "subscriptions")
