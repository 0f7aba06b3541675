"""An electricity supplier's metering and billing tables (an Oracle-style CIS export) as a SQLite file, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): the history reaches 120
days back. Smart meters send one reading a day at 00:30, traditional meters are read about every 30 days
between 10:00 and 16:00, bills are issued at 06:00, direct debits collected at 09:00, and every other event
sits on a 5-minute grid, so two builds with the same seed and ``now`` values a whole number of days apart give
the same answers to relative-time questions. Timestamps (``*_TS``) are ISO text ``YYYY-MM-DD HH:MM:SS`` in
UTC; ``*_DT`` columns are ``YYYY-MM-DD``. Tables and columns are UPPER_SNAKE_CASE, as the vendor's Oracle
schema names them, and units sit in the column names: energy in ``*_KWH``, money in whole pence
(``AMOUNT_DUE_PENCE``, ``AMOUNT_PENCE``), tariff rates in pence (``UNIT_RATE_P_PER_KWH``,
``STANDING_CHARGE_P_PER_DAY``).

A customer (``CUSTOMER_ACCOUNT``) has one or more ``PREMISE`` rows, each in a ``REGION`` and fitted with one
``METER``; a meter in the store has ``PREMISE_ID`` and ``INSTALLED_DT`` NULL. ``METER_STATUS_HIST`` keeps a
meter's statuses over time (``ACTIVE``, ``FAULTY``, ``COMMS_LOST``): the current one is the row whose
``VALID_TO_TS`` is NULL. ``METER_READING.READ_TYPE_CD`` is ``A`` (actual), ``E`` (estimated: a faulty meter's,
or a traditional meter nobody could read) or ``C`` (sent by the customer); ``CONSUMPTION_KWH`` is the energy
since the meter's previous reading and ``REGISTER_KWH`` the dial. ``BILL_STATUS`` is ``PAID``, ``OPEN``
(unpaid, not yet due) or ``OVERDUE`` (unpaid, ``DUE_DT`` before today); a bill is paid by one ``PAYMENT``
(``PAY_METHOD`` DIRECT_DEBIT, CARD, BANK_TRANSFER or PAYPOINT). ``TARIFF.CUSTOMER_CLASS`` is RESIDENTIAL,
BUSINESS or INDUSTRIAL; ``OPEN_TO_NEW_FLG`` and ``PAPERLESS_FLG`` are ``Y``/``N``. An ``OUTAGE`` is still going
on exactly when ``RESTORED_TS`` is NULL; ``PLANNED_FLG`` is ``Y`` for planned works.

Planted signals:

* Harlow Cold Storage Ltd (industrial) uses about 9,000 kWh a day, more than twice any other customer;
* the Eastern Fens region has far more outages than any other (about 40 % of them) and takes about five
  hours to restore power after an unplanned one, every other region under two hours; two outages are
  going on now (Eastern Fens and North Valley);
* six smart meters have lost communications (no reading for 15 to 40 days) and three are faulty now (their
  readings since are estimates);
* five traditional meters fitted in the last three weeks have not been read yet; every other installed
  meter has readings; twelve meters sit in the store;
* Dunmore Bakery Ltd has not paid a bill for about three months: by far the largest overdue balance;
* nobody is on the Economy 7 (legacy) or Industrial 2015 Contract tariffs; Standard Variable, Fixed Saver 24
  and EV Night Saver hold the most accounts, in that order, with clear gaps;
* Brightwater Pharmacies has six premises and Kettle & Crumb Cafés four, no other customer more than three;
* about 35 % of the traditional meters' readings are estimates.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE REGION (
    REGION_CD   TEXT PRIMARY KEY,
    REGION_NAME TEXT NOT NULL UNIQUE,
    DEPOT_TOWN  TEXT NOT NULL
);
CREATE TABLE TARIFF (
    TARIFF_CD                 TEXT PRIMARY KEY,
    TARIFF_NAME               TEXT NOT NULL UNIQUE,
    CUSTOMER_CLASS            TEXT NOT NULL,
    UNIT_RATE_P_PER_KWH       NUMERIC(6, 2) NOT NULL,
    STANDING_CHARGE_P_PER_DAY NUMERIC(7, 2) NOT NULL,
    OPEN_TO_NEW_FLG           TEXT NOT NULL
);
CREATE TABLE CUSTOMER_ACCOUNT (
    ACCOUNT_ID    INTEGER PRIMARY KEY,
    ACCOUNT_NO    TEXT NOT NULL UNIQUE,
    HOLDER_NAME   TEXT NOT NULL,
    TARIFF_CD     TEXT NOT NULL REFERENCES TARIFF(TARIFF_CD),
    OPENED_DT     TEXT NOT NULL,
    CLOSED_DT     TEXT,
    PAPERLESS_FLG TEXT NOT NULL
);
CREATE TABLE PREMISE (
    PREMISE_ID   INTEGER PRIMARY KEY,
    ACCOUNT_ID   INTEGER NOT NULL REFERENCES CUSTOMER_ACCOUNT(ACCOUNT_ID),
    REGION_CD    TEXT NOT NULL REFERENCES REGION(REGION_CD),
    ADDRESS_LINE TEXT NOT NULL,
    POSTCODE     TEXT NOT NULL,
    PREMISE_TYPE TEXT NOT NULL
);
CREATE TABLE METER (
    METER_ID     INTEGER PRIMARY KEY,
    SERIAL_NO    TEXT NOT NULL UNIQUE,
    PREMISE_ID   INTEGER REFERENCES PREMISE(PREMISE_ID),
    METER_TYPE   TEXT NOT NULL,
    MAKE         TEXT NOT NULL,
    INSTALLED_DT TEXT
);
CREATE TABLE METER_STATUS_HIST (
    STATUS_HIST_ID INTEGER PRIMARY KEY,
    METER_ID       INTEGER NOT NULL REFERENCES METER(METER_ID),
    STATUS_CD      TEXT NOT NULL,
    VALID_FROM_TS  TEXT NOT NULL,
    VALID_TO_TS    TEXT
);
CREATE TABLE METER_READING (
    READING_ID      INTEGER PRIMARY KEY,
    METER_ID        INTEGER NOT NULL REFERENCES METER(METER_ID),
    READ_TS         TEXT NOT NULL,
    READ_TYPE_CD    TEXT NOT NULL,
    REGISTER_KWH    NUMERIC(12, 1) NOT NULL,
    CONSUMPTION_KWH NUMERIC(10, 1) NOT NULL
);
CREATE TABLE BILL (
    BILL_ID          INTEGER PRIMARY KEY,
    ACCOUNT_ID       INTEGER NOT NULL REFERENCES CUSTOMER_ACCOUNT(ACCOUNT_ID),
    PERIOD_START_DT  TEXT NOT NULL,
    PERIOD_END_DT    TEXT NOT NULL,
    ISSUED_TS        TEXT NOT NULL,
    DUE_DT           TEXT NOT NULL,
    BILLED_KWH       NUMERIC(12, 1) NOT NULL,
    AMOUNT_DUE_PENCE INTEGER NOT NULL,
    BILL_STATUS      TEXT NOT NULL
);
CREATE TABLE PAYMENT (
    PAYMENT_ID   INTEGER PRIMARY KEY,
    BILL_ID      INTEGER NOT NULL UNIQUE REFERENCES BILL(BILL_ID),
    RECEIVED_TS  TEXT NOT NULL,
    AMOUNT_PENCE INTEGER NOT NULL,
    PAY_METHOD   TEXT NOT NULL
);
CREATE TABLE OUTAGE (
    OUTAGE_ID     INTEGER PRIMARY KEY,
    REGION_CD     TEXT NOT NULL REFERENCES REGION(REGION_CD),
    CAUSE_CD      TEXT NOT NULL,
    PLANNED_FLG   TEXT NOT NULL,
    STARTED_TS    TEXT NOT NULL,
    RESTORED_TS   TEXT,
    CUSTOMERS_OFF INTEGER NOT NULL
);
CREATE INDEX METER_READING_METER ON METER_READING(METER_ID, READ_TS);
CREATE INDEX BILL_ACCOUNT ON BILL(ACCOUNT_ID);
CREATE INDEX PREMISE_ACCOUNT ON PREMISE(ACCOUNT_ID);
"""

DAYS_BACK = 120
# code, name, depot town, share of premises, daily chance of an unplanned outage, restore hours (low, high)
REGIONS = [
    ("NTH", "North Valley", "Ashby Bridge", 0.22, 0.085, (0.5, 3.0)),
    ("STH", "Southern Coast", "Saltmarsh", 0.2, 0.08, (0.5, 3.0)),
    ("EST", "Eastern Fens", "Wexcombe", 0.15, 0.36, (2.5, 8.0)),
    ("WST", "Western Hills", "Carnford", 0.18, 0.08, (0.5, 3.0)),
    ("CTR", "City Centre", "Kingsmead", 0.25, 0.07, (0.5, 2.5)),
]
# code, name, class, unit rate (p/kWh), standing charge (p/day), open to new customers, accounts
TARIFFS = [
    ("RES-STD", "Standard Variable", "RESIDENTIAL", 27.4, 53.4, "Y", 240),
    ("RES-FIX24", "Fixed Saver 24", "RESIDENTIAL", 24.9, 49.0, "Y", 110),
    ("RES-EV", "EV Night Saver", "RESIDENTIAL", 22.1, 55.0, "Y", 55),
    ("RES-GRN19", "Green Pioneer 2019", "RESIDENTIAL", 29.9, 50.0, "N", 35),
    ("RES-E7L", "Economy 7 (legacy)", "RESIDENTIAL", 21.0, 45.0, "N", 0),
    ("SME-FLAT", "Business Flat Rate", "BUSINESS", 26.0, 95.0, "Y", 38),
    ("SME-TOU", "Business Time of Use", "BUSINESS", 23.5, 110.0, "Y", 28),
    ("IND-HV", "Industrial HV Contract", "INDUSTRIAL", 17.8, 1450.0, "Y", 14),
    ("IND-2015", "Industrial 2015 Contract", "INDUSTRIAL", 16.5, 1300.0, "N", 0),
]
# daily kWh (low, high) by tariff
DAILY_KWH = {
    "RES-STD": (6.0, 13.0),
    "RES-FIX24": (6.0, 13.0),
    "RES-EV": (14.0, 24.0),
    "RES-GRN19": (5.0, 11.0),
    "SME-FLAT": (35.0, 150.0),
    "SME-TOU": (35.0, 150.0),
    "IND-HV": (900.0, 3000.0),
}
TOP_CONSUMER = "Harlow Cold Storage Ltd"
TOP_CONSUMER_KWH = 9000.0
DEBTOR = "Dunmore Bakery Ltd"
CHAINS = {"Brightwater Pharmacies": 6, "Kettle & Crumb Cafés": 4}
PAY_METHODS = [("DIRECT_DEBIT", 0.56), ("CARD", 0.24), ("BANK_TRANSFER", 0.14), ("PAYPOINT", 0.06)]
MAKES = [("Landis+Gyr", 0.35), ("Secure Meters", 0.3), ("Aclara", 0.2), ("EDMI", 0.15)]
CAUSES = [("STORM", 0.3), ("EQUIPMENT", 0.35), ("THIRD_PARTY", 0.15), ("UNKNOWN", 0.2)]
FIRST_NAMES = [
    "Oliver", "Amelia", "George", "Isla", "Harry", "Ava", "Noah", "Mia", "Jack", "Ivy", "Leo", "Freya",
    "Arthur", "Lily", "Muhammad", "Florence", "Oscar", "Rosie", "Charlie", "Evie", "Jacob", "Grace", "Thomas",
    "Sophie", "James", "Emily", "William", "Poppy", "Henry", "Alice", "Priya", "Aisha", "Tomasz", "Ewa",
    "Daniel", "Chloe", "Samuel", "Ruby", "Joseph", "Hannah", "David", "Megan", "Ryan", "Zara", "Liam", "Erin",
]  # fmt: skip
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
    "Khan", "Lewis", "James", "Phillips", "Mason", "Mitchell", "Rose", "Davis", "Rodriguez", "Cox", "Alexander",
    "Nowak", "Kowalski", "Hughes", "Edwards", "Turner", "Hill", "Cooper", "Ward", "Morris", "Moore", "Baker",
]  # fmt: skip
TRADES = [
    "Hardware", "Dental Practice", "Florists", "Garage", "Bakery", "Pharmacy", "Veterinary Clinic", "Print Shop",
    "Barbers", "Deli", "Fitness Studio", "Nursery", "Butchers", "Opticians", "Laundrette", "Joinery",
    "Bike Repairs", "Tearoom", "Bookshop", "Car Wash", "Accountants", "Hair Salon", "Takeaway", "Pet Supplies",
]  # fmt: skip
INDUSTRIAL = [
    "Fenland Frozen Foods", "Carnford Paper Mill", "Ashby Plastics", "Saltmarsh Boatyard", "Kingsmead Data Hall",
    "Wexcombe Grain Dryers", "Northvale Castings", "Coastline Desalination", "Hillside Quarry", "Marlow Glassworks",
    "Brookfield Brewery", "Riverside Laundry Services", "Ouse Valley Printworks",
]  # fmt: skip
STREETS = [
    "High Street", "Church Lane", "Station Road", "Mill Lane", "Victoria Road", "Park Avenue", "Kings Road",
    "The Green", "Orchard Close", "Meadow Way", "Queen Street", "Bridge Street", "New Road", "School Lane",
]  # fmt: skip


@dataclasses.dataclass
class Account:
    id: int
    name: str
    tariff: str
    opened: int  # day, relative to today
    closed: int | None
    daily: float  # kWh a day
    method: str
    paperless: str


@dataclasses.dataclass
class Meter:
    id: int
    premise: int | None
    smart: bool
    installed: int | None  # day, relative to today
    make: str
    account: int = 0
    daily: float = 0.0
    unread: bool = False
    lost: int | None = None  # day it lost contact
    faulty: int | None = None  # day it turned faulty
    past_fault: tuple[int, int] | None = None
    since: datetime.datetime | None = None


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text

    grid = functools.partial(on_grid, rng)

    db = new_database(path, SCHEMA)
    db.executemany("INSERT INTO REGION VALUES (?, ?, ?)", [(c, n, t) for c, n, t, *_ in REGIONS])
    db.executemany("INSERT INTO TARIFF VALUES (?, ?, ?, ?, ?, ?)", [t[:6] for t in TARIFFS])
    tariff_info = {t[0]: t for t in TARIFFS}

    # Accounts: the tariffs' quotas, shuffled; the planted customers first.
    slots = [code for code, *_, count in TARIFFS for _ in range(count)]
    business = [code for code in slots if code.startswith("SME")]
    residential = [code for code in slots if code.startswith("RES")]
    industrial = [code for code in slots if code.startswith("IND")]
    rng.shuffle(residential)
    rng.shuffle(business)
    names: list[tuple[str, str]] = [(TOP_CONSUMER, industrial.pop()), (DEBTOR, business.pop())]
    for chain in CHAINS:
        names.append((chain, business.pop()))
    for firm in INDUSTRIAL:
        names.append((firm, industrial.pop()))
    seen = {name for name, _ in names}
    while business:
        name = f"{rng.choice(LAST_NAMES)} {rng.choice(TRADES)}"
        if name not in seen:
            seen.add(name)
            names.append((name, business.pop()))
    while residential:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name in seen:
            name = f"{rng.choice(FIRST_NAMES)} {name}"
        if name not in seen:
            seen.add(name)
            names.append((name, residential.pop()))
    order = names[:2] + rng.sample(names[2:], len(names) - 2)
    accounts: list[Account] = []
    for account_id, (name, tariff) in enumerate(order, start=1):
        roll, back, closing = rng.random(), rng.randint(3, DAYS_BACK - 2), rng.random()
        opened = -rng.randint(DAYS_BACK + 5, 4000) if roll > 0.07 or account_id <= 2 else -back
        closed = -rng.randint(2, 60) if closing < 0.025 and opened < -90 and account_id > 2 else None
        low, high = DAILY_KWH[tariff]
        daily = TOP_CONSUMER_KWH if name == TOP_CONSUMER else 320.0 if name == DEBTOR else rng.uniform(low, high)
        method = (
            "BANK_TRANSFER" if name == DEBTOR else "DIRECT_DEBIT" if tariff.startswith("IND")
            else pick(rng, PAY_METHODS)
        )  # fmt: skip
        paperless = "Y" if rng.random() < 0.62 else "N"
        accounts.append(Account(account_id, name, tariff, opened, closed, daily, method, paperless))
    # Five new households whose traditional meters have not been read yet.
    unread = rng.sample([a for a in accounts if a.tariff.startswith("RES") and a.opened < -DAYS_BACK], 5)
    for account in unread:
        account.opened = -rng.randint(4, 20)
    db.executemany(
        "INSERT INTO CUSTOMER_ACCOUNT VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                a.id,
                f"AC{70000000 + 37 * a.id:08d}",
                a.name,
                a.tariff,
                day_text(a.opened),
                day_text(a.closed) if a.closed is not None else None,
                a.paperless,
            )
            for a in accounts
        ],
    )

    # Premises: one each, the business chains several; a meter on each.
    premise_rows: list[tuple[object, ...]] = []
    meters: list[Meter] = []
    for account in accounts:
        klass = tariff_info[account.tariff][2]
        count = CHAINS.get(account.name, 1)
        if klass == "BUSINESS" and count == 1:
            count = rng.choice([1, 1, 1, 2, 2, 3])
        for _ in range(count):
            premise_id = len(premise_rows) + 1
            region = pick(rng, [(c, share) for c, _, _, share, _, _ in REGIONS])
            kind = (
                "PLANT" if klass == "INDUSTRIAL" else rng.choice(["SHOP", "OFFICE", "SHOP"]) if klass == "BUSINESS"
                else rng.choice(["HOUSE", "HOUSE", "FLAT"])
            )  # fmt: skip
            address = f"{rng.randint(1, 220)} {rng.choice(STREETS)}"
            postcode = f"{region[0]}{rng.randint(1, 29)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
            premise_rows.append((premise_id, account.id, region, address, postcode + rng.choice("ABDEFGHJ"), kind))
            smart = klass == "INDUSTRIAL" or rng.random() < 0.8
            installed = account.opened if account.opened > -DAYS_BACK else -rng.randint(DAYS_BACK + 5, 2500)
            meter = Meter(len(meters) + 1, premise_id, smart, installed, pick(rng, MAKES), account.id)
            meter.daily = account.daily / count
            # The five new households have traditional meters not read yet; any other meter fitted in the
            # last 40 days is smart (a traditional one might not have had its first reading either).
            meter.unread = account in unread
            meter.smart = not meter.unread and (smart or installed > -40)
            meters.append(meter)
    db.executemany("INSERT INTO PREMISE VALUES (?, ?, ?, ?, ?, ?)", premise_rows)

    # Statuses: six smart meters out of contact, three faulty now, some faults in the past.
    old_smart = [m for m in meters if m.smart and m.daily < 30 and (m.installed or 0) < -DAYS_BACK]
    chosen = rng.sample(old_smart, 9 + 20)
    for meter in chosen[:6]:
        meter.lost = -rng.randint(15, 40)
    for meter in chosen[6:9]:
        meter.faulty = -rng.randint(4, 30)
    for meter in chosen[9:]:
        start = -rng.randint(8, DAYS_BACK - 5)
        meter.past_fault = (start, start + rng.randint(2, 7))
    status_rows: list[tuple[int, str, str, str | None]] = []
    for meter in meters:
        installed_at = at(meter.installed or 0, 0)
        mid = meter.id
        if meter.lost is not None or meter.faulty is not None:
            day = meter.lost if meter.lost is not None else meter.faulty or 0
            moment = at(day, grid(60, 1400))
            meter.since = moment
            status_rows.append((mid, "ACTIVE", fmt(installed_at), fmt(moment)))
            status_rows.append((mid, "COMMS_LOST" if meter.lost is not None else "FAULTY", fmt(moment), None))
        elif meter.past_fault is not None:
            first, last = meter.past_fault
            broke, fixed = at(first, grid(60, 1400)), at(last, grid(8 * 60, 17 * 60))
            status_rows.append((mid, "ACTIVE", fmt(installed_at), fmt(broke)))
            status_rows.append((mid, "FAULTY", fmt(broke), fmt(fixed)))
            status_rows.append((mid, "ACTIVE", fmt(fixed), None))
        else:
            status_rows.append((mid, "ACTIVE", fmt(installed_at), None))

    # Readings: each meter's daily use drawn once a day; smart meters report it at 00:30, traditional
    # meters are read about every 30 days.
    reading_rows: list[tuple[int, str, str, float, float]] = []
    usage: dict[int, dict[int, float]] = {}
    for meter in meters:
        mid = meter.id
        first_day = max(meter.installed or 0, -DAYS_BACK - 40)
        register = round(rng.uniform(1000, 60000), 1)
        daily = meter.daily
        per_day = {day: round(daily * rng.uniform(0.7, 1.3), 1) for day in range(first_day, 1)}
        usage[mid] = per_day
        if meter.unread:
            continue
        if meter.smart:
            pending = 0.0
            since = meter.since
            for day in range(first_day + 1, 1):
                pending += per_day[day - 1]
                moment = at(day, 30)
                skip = rng.random() < 0.01
                if moment > now or day < -DAYS_BACK:
                    register += pending
                    pending = 0.0
                    continue
                if meter.lost is not None and since is not None and moment > since:
                    continue
                if skip:
                    continue
                kind = "A"
                if meter.faulty is not None and since is not None and moment > since:
                    kind, pending = "E", round(daily, 1)
                register += pending
                reading_rows.append((mid, fmt(moment), kind, round(register, 1), round(pending, 1)))
                pending = 0.0
        else:
            day = first_day + rng.randint(25, 35)
            last = first_day
            while True:
                moment = at(day, grid(10 * 60, 16 * 60))
                if moment > now:
                    break
                used = sum(per_day[d] for d in range(last, day))
                register += used
                if day >= -DAYS_BACK:
                    kind = pick(rng, [("A", 0.55), ("E", 0.35), ("C", 0.1)])
                    reading_rows.append((mid, fmt(moment), kind, round(register, 1), round(used, 1)))
                last, day = day, day + rng.randint(27, 33)
    # The store: twelve meters never fitted.
    for index in range(12):
        meters.append(Meter(len(meters) + 1, None, index % 3 != 0, None, pick(rng, MAKES)))
    db.executemany(
        "INSERT INTO METER VALUES (?, ?, ?, ?, ?, ?)",
        [
            (
                m.id,
                f"{m.make[:2].upper()}{'S' if m.smart else 'T'}{4100000 + 7 * m.id:07d}",
                m.premise,
                "SMART" if m.smart else "LEGACY",
                m.make,
                day_text(m.installed) if m.installed is not None else None,
            )
            for m in meters
        ],
    )
    status_rows.sort(key=lambda row: (row[2], row[0]))
    db.executemany(
        "INSERT INTO METER_STATUS_HIST (METER_ID, STATUS_CD, VALID_FROM_TS, VALID_TO_TS) VALUES (?, ?, ?, ?)",
        status_rows,
    )
    reading_rows.sort(key=lambda row: (row[1], row[0]))
    db.executemany(
        "INSERT INTO METER_READING (METER_ID, READ_TS, READ_TYPE_CD, REGISTER_KWH, CONSUMPTION_KWH)"
        " VALUES (?, ?, ?, ?, ?)",
        reading_rows,
    )

    # Bills: every 30 days per account, from its own cycle day; paid by the account's method.
    meters_of: dict[int, list[int]] = {}
    for meter in meters:
        if meter.premise is not None:
            meters_of.setdefault(meter.account, []).append(meter.id)
    bills: list[tuple[object, ...]] = []
    payments: list[tuple[int, str, int, str]] = []
    today = clock.midnight
    for account in accounts:
        unit_rate, standing = tariff_info[account.tariff][3], tariff_info[account.tariff][4]
        cycle = rng.randint(0, 29)
        opened, closed = account.opened, account.closed
        periods = []
        end = -cycle - 1
        while end - 29 >= -DAYS_BACK:
            periods.append(end)
            end -= 30
        for end in reversed(periods):
            start = end - 29
            if start < opened or (closed is not None and end > closed):
                continue
            issued = at(end + 1, 6 * 60)
            roll, delay, minute, late = rng.random(), rng.randint(1, 20), grid(7 * 60, 22 * 60), rng.random()
            if issued > now:
                continue
            kwh = round(sum(usage[mid].get(d, 0.0) for mid in meters_of[account.id] for d in range(start, end + 1)), 1)
            pence = round(kwh * unit_rate + 30 * standing)
            due_day = end + 1 + 14
            method = account.method
            if account.name == DEBTOR and end > -95:
                paid = None
            elif method == "DIRECT_DEBIT":
                paid = at(due_day, 9 * 60)
            elif roll < 0.07:
                paid = None
            else:
                paid = at(end + 1 + delay + (10 if late < 0.1 else 0), minute)
            if paid is not None and paid > now:
                paid = None
            if paid is not None:
                status = "PAID"
            elif at(due_day, 0) < today:
                status = "OVERDUE"
            else:
                status = "OPEN"
            bill_id = len(bills) + 1
            bills.append(
                (
                    bill_id,
                    account.id,
                    day_text(start),
                    day_text(end),
                    fmt(issued),
                    day_text(due_day),
                    kwh,
                    pence,
                    status,
                )
            )
            if paid is not None:
                payments.append((bill_id, fmt(paid), pence, method))
    bills.sort(key=lambda row: (str(row[4]), int(str(row[1]))))
    renumber = {int(str(row[0])): index for index, row in enumerate(bills, start=1)}
    db.executemany(
        "INSERT INTO BILL VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [(renumber[int(str(r[0]))], *r[1:]) for r in bills]
    )
    payments.sort(key=lambda row: (row[1], renumber[row[0]]))
    db.executemany(
        "INSERT INTO PAYMENT (BILL_ID, RECEIVED_TS, AMOUNT_PENCE, PAY_METHOD) VALUES (?, ?, ?, ?)",
        [(renumber[bill], when, pence, method) for bill, when, pence, method in payments],
    )

    # Outages: day by day per region; planned works now and then; two going on now.
    outage_rows: list[tuple[str, str, str, str, str | None, int]] = []
    for day in range(-DAYS_BACK, 1):
        for code, _, _, _, chance, (low, high) in REGIONS:
            roll, planned_roll, start, hours, off = (
                rng.random(), rng.random(), grid(0, 1435), rng.uniform(low, high), rng.randint(20, 3200),
            )  # fmt: skip
            cause = pick(rng, CAUSES)
            if planned_roll < 0.03:
                began = at(day, grid(8 * 60, 11 * 60))
                ended = began + datetime.timedelta(minutes=5 * rng.randint(24, 48))
                if ended <= now:
                    outage_rows.append((code, "PLANNED_WORKS", "Y", fmt(began), fmt(ended), rng.randint(40, 400)))
            if roll >= chance:
                continue
            began = at(day, start)
            ended = began + datetime.timedelta(minutes=5 * round(hours * 12))
            if ended > now:
                continue
            outage_rows.append((code, cause, "N", fmt(began), fmt(ended), off))
    outage_rows.append(("EST", "STORM", "N", fmt(at(-1, 20 * 60)), None, 2650))
    outage_rows.append(("NTH", "EQUIPMENT", "N", fmt(at(-1, 22 * 60 + 30)), None, 410))
    outage_rows.sort(key=lambda row: (row[3], row[0]))
    db.executemany(
        "INSERT INTO OUTAGE (REGION_CD, CAUSE_CD, PLANNED_FLG, STARTED_TS, RESTORED_TS, CUSTOMERS_OFF)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        outage_rows,
    )
    close_checked(db, "utility")
