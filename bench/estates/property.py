"""A residential property-management company's database (Harbourline Residential, ten apartment buildings in
Oregon and Washington) as the SQLite file of a Ruby on Rails application, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): leases reach up to 800 days
back, rent charges and payments fill the 450 days before ``now`` (the system went live then), maintenance requests
and their work orders the last 180 days, inspections are booked up to 20 days ahead and signed leases start up to
30 days ahead. Times sit on a 5-minute grid (plus microseconds) and plain dates are whole days from today, so two
builds with the same seed and ``now`` values a whole number of days apart give the same answers to relative-time
questions; no plain date falls exactly 7, 14, 30, 60 or 90 days back or ahead.

Naming is what ActiveRecord writes: plural snake_case tables, an integer ``id`` primary key
(``AUTOINCREMENT``), ``<model>_id`` foreign keys declared as ``fk_rails_<hash>`` constraints, ``created_at`` and
``updated_at`` on every table as ``datetime(6)`` text (``2026-11-20 14:05:00.123456``), plain dates as
``YYYY-MM-DD`` text, money as integer ``*_cents`` (US cents), 0/1 booleans, soft deletes with ``discarded_at``
(the discard gem: a row with a ``discarded_at`` is gone from the app but kept), Rails' own ``schema_migrations``
and ``ar_internal_metadata``. ``people`` holds three models by single-table inheritance (``type`` Tenant, Owner,
PropertyManager); ``notes`` belong to a lease, a maintenance request or a person through a polymorphic association
(``notable_type`` the class name, ``notable_id`` its id; Rails declares no foreign key for it). Statuses are plain
strings: ``leases.status`` pending (signed, not started yet), active, notice_given (active, the tenant is leaving),
renewed (followed by its renewal, whose ``previous_lease_id`` points back), ended; ``payments.status`` pending (an
ACH transfer not cleared yet, ``cleared_at`` NULL), succeeded, returned (bounced); ``maintenance_requests.status``
submitted (no work order yet), scheduled, completed, cancelled; ``priority`` emergency, high, normal, low;
``work_orders.status`` scheduled, completed, cancelled; ``inspections.kind`` move_in, move_out, annual and
``result`` pass or fail (NULL, with ``completed_at``, until it has happened); ``move_events.kind`` move_in,
move_out; ``rent_charges.charge_type`` rent, late_fee. NULL means "not yet": ``maintenance_requests.completed_at``,
``work_orders.completed_at`` and ``invoice_amount_cents`` (not invoiced), ``payments.cleared_at``,
``inspections.completed_at``, ``leases.notice_given_on``.

A lease belongs to a unit and its primary tenant; a unit is occupied exactly when an active or notice_given lease
covers today (``units.status`` says the same). Rent is charged on the lease's monthly anniversary (the app counts
months of 30.44 days); a payment settles one charge; a payment more than five days late brings a $75 late fee.
A tenant's balance is what they were charged less what they paid (payments not returned).

Planted signals:

* Alder Court (built 1962) has had far more maintenance requests than any other building in the last 60 days
  (failing galvanised pipes: mostly plumbing);
* Cedar Row Lofts has 13 more vacant units than its natural turnover, far more than any other building;
  Maple Yard was sold 45 days ago (the building and its 12 units are discarded, its leases all ended);
* Travis Mulligan (Juniper Gardens) has paid nothing for three months and owes far more than anyone else;
* RapidFlow Plumbing gets most plumbing work orders and completes far more than any other vendor; Elite Appliance
  Repair takes by far the longest to finish a job; Cascade HVAC Services charges the most per job; Summit Roofing
  and ClearView Window Cleaning were never sent a work order; Budget Pest Solutions was dropped 50 days ago;
* five open requests, 4 to 12 days old, still have no work order;
* Juniper Gardens has failed more than half of its inspections of the last 120 days, far more than any other
  building (each building's manager inspects it);
* a recurring leak at Alder Court (request 1 of the leak series) carries nine notes, far more than any other.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick


def _fk(table: str, column: str, target: str) -> str:
    digest = hashlib.sha1(f"{table}.{column}".encode()).hexdigest()[:10]
    return f'CONSTRAINT "fk_rails_{digest}" FOREIGN KEY ("{column}") REFERENCES "{target}" ("id")'


SCHEMA = f"""
CREATE TABLE "schema_migrations" ("version" varchar NOT NULL PRIMARY KEY);
CREATE TABLE "ar_internal_metadata" ("key" varchar NOT NULL PRIMARY KEY, "value" varchar,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL);
CREATE TABLE "people" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar NOT NULL,
    "first_name" varchar NOT NULL, "last_name" varchar NOT NULL, "email" varchar, "phone" varchar,
    "company_name" varchar, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    "discarded_at" datetime(6));
CREATE TABLE "portfolios" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar NOT NULL,
    "owner_id" integer NOT NULL, "management_fee_bps" integer NOT NULL, "created_at" datetime(6) NOT NULL,
    "updated_at" datetime(6) NOT NULL, {_fk("portfolios", "owner_id", "people")});
CREATE TABLE "buildings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "portfolio_id" integer NOT NULL,
    "property_manager_id" integer NOT NULL, "name" varchar NOT NULL, "street_address" varchar NOT NULL,
    "city" varchar NOT NULL, "state" varchar NOT NULL, "zip" varchar NOT NULL, "year_built" integer NOT NULL,
    "has_elevator" boolean DEFAULT 0 NOT NULL, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    "discarded_at" datetime(6), {_fk("buildings", "portfolio_id", "portfolios")},
    {_fk("buildings", "property_manager_id", "people")});
CREATE TABLE "units" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "building_id" integer NOT NULL,
    "unit_number" varchar NOT NULL, "floor" integer NOT NULL, "bedrooms" integer NOT NULL,
    "bathrooms" decimal(3,1) NOT NULL, "square_feet" integer NOT NULL, "market_rent_cents" integer NOT NULL,
    "status" varchar NOT NULL, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    "discarded_at" datetime(6), {_fk("units", "building_id", "buildings")});
CREATE TABLE "leases" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "unit_id" integer NOT NULL,
    "tenant_id" integer NOT NULL, "previous_lease_id" integer, "status" varchar NOT NULL,
    "start_date" date NOT NULL, "end_date" date NOT NULL, "monthly_rent_cents" integer NOT NULL,
    "security_deposit_cents" integer NOT NULL, "signed_at" datetime(6) NOT NULL, "notice_given_on" date,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, {_fk("leases", "unit_id", "units")},
    {_fk("leases", "tenant_id", "people")}, {_fk("leases", "previous_lease_id", "leases")});
CREATE TABLE "move_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "lease_id" integer NOT NULL,
    "kind" varchar NOT NULL, "occurred_at" datetime(6) NOT NULL, "keys_count" integer,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, {_fk("move_events", "lease_id", "leases")});
CREATE TABLE "rent_charges" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "lease_id" integer NOT NULL,
    "charge_type" varchar NOT NULL, "amount_cents" integer NOT NULL, "due_on" date NOT NULL,
    "description" varchar, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    {_fk("rent_charges", "lease_id", "leases")});
CREATE TABLE "payments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "rent_charge_id" integer NOT NULL,
    "lease_id" integer NOT NULL, "amount_cents" integer NOT NULL, "payment_method" varchar NOT NULL,
    "status" varchar NOT NULL, "paid_at" datetime(6) NOT NULL, "cleared_at" datetime(6),
    "return_reason" varchar, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    {_fk("payments", "rent_charge_id", "rent_charges")}, {_fk("payments", "lease_id", "leases")});
CREATE TABLE "vendors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar NOT NULL,
    "trade" varchar NOT NULL, "phone" varchar NOT NULL, "email" varchar, "insurance_expires_on" date,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, "discarded_at" datetime(6));
CREATE TABLE "maintenance_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "unit_id" integer NOT NULL,
    "reported_by_id" integer, "category" varchar NOT NULL, "priority" varchar NOT NULL, "status" varchar NOT NULL,
    "title" varchar NOT NULL, "permission_to_enter" boolean DEFAULT 0 NOT NULL, "completed_at" datetime(6),
    "cancelled_at" datetime(6), "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    {_fk("maintenance_requests", "unit_id", "units")}, {_fk("maintenance_requests", "reported_by_id", "people")});
CREATE TABLE "work_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    "maintenance_request_id" integer NOT NULL, "vendor_id" integer NOT NULL, "status" varchar NOT NULL,
    "scheduled_for" datetime(6) NOT NULL, "completed_at" datetime(6), "invoice_amount_cents" integer,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL,
    {_fk("work_orders", "maintenance_request_id", "maintenance_requests")},
    {_fk("work_orders", "vendor_id", "vendors")});
CREATE TABLE "inspections" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "unit_id" integer NOT NULL,
    "inspector_id" integer NOT NULL, "kind" varchar NOT NULL, "scheduled_on" date NOT NULL,
    "completed_at" datetime(6), "result" varchar, "created_at" datetime(6) NOT NULL,
    "updated_at" datetime(6) NOT NULL, {_fk("inspections", "unit_id", "units")},
    {_fk("inspections", "inspector_id", "people")});
CREATE TABLE "notes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "notable_type" varchar NOT NULL,
    "notable_id" integer NOT NULL, "author_id" integer NOT NULL, "body" text NOT NULL,
    "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, {_fk("notes", "author_id", "people")});
CREATE INDEX "index_people_on_type" ON "people" ("type");
CREATE INDEX "index_buildings_on_portfolio_id" ON "buildings" ("portfolio_id");
CREATE INDEX "index_units_on_building_id" ON "units" ("building_id");
CREATE UNIQUE INDEX "index_units_on_building_id_and_unit_number" ON "units" ("building_id", "unit_number");
CREATE INDEX "index_leases_on_unit_id" ON "leases" ("unit_id");
CREATE INDEX "index_leases_on_tenant_id" ON "leases" ("tenant_id");
CREATE INDEX "index_rent_charges_on_lease_id" ON "rent_charges" ("lease_id");
CREATE INDEX "index_payments_on_rent_charge_id" ON "payments" ("rent_charge_id");
CREATE INDEX "index_maintenance_requests_on_unit_id" ON "maintenance_requests" ("unit_id");
CREATE INDEX "index_work_orders_on_maintenance_request_id" ON "work_orders" ("maintenance_request_id");
CREATE INDEX "index_notes_on_notable" ON "notes" ("notable_type", "notable_id");
"""

BILLING_DAYS = 450  # rent charges and payments reach this far back
REQUEST_DAYS = 180  # maintenance requests reach this far back
BOUNDARY_DAYS = {-7, -14, -30, -60, -90, 7, 14, 30, 60, 90}
MONTH = 30.4375
MIGRATIONS = [
    "20220314091522", "20220314093010", "20220402110455", "20220519143201", "20220711080933", "20220905162744",
    "20221017101112", "20230109154500", "20230220083015", "20230406121944", "20230612170230", "20230828094117",
    "20231030135508", "20240115102233", "20240311160741", "20240527091300", "20240819113052", "20241104150620",
    "20250127084411", "20250414102958",
]  # fmt: skip
OWNERS = [("Gloria", "Whitfield", "Riverside Holdings LLC"), ("Anders", "Lund", "Northgate Residential Fund II"),
          ("Miriam", "Kessler", "Kessler Family Trust")]  # fmt: skip
MANAGERS = [("Renee", "Castillo"), ("Owen", "Pritchard"), ("Sasha", "Lindqvist"), ("Marcus", "Oyelaran"),
            ("Beth", "Nakamura")]  # fmt: skip
PORTFOLIOS = [("Riverside Core", 0, 600), ("Northgate Fund II", 1, 550), ("Kessler Legacy", 2, 700)]


@dataclasses.dataclass
class Building:
    name: str
    street: str
    city: str
    state: str
    zip: str
    year: int
    units: int
    portfolio: int
    manager: int
    rent: int  # market rent of a one-bedroom, dollars
    elevator: bool


BUILDINGS = [
    Building("Alder Court", "1410 SE Alder St", "Portland", "OR", "97214", 1962, 48, 0, 0, 1450, False),
    Building("Birchwood Commons", "8800 NE Birchwood Dr", "Vancouver", "WA", "98662", 2004, 72, 1, 1, 1550, True),
    Building("Cedar Row Lofts", "2215 Western Ave", "Seattle", "WA", "98121", 2019, 60, 1, 2, 2350, True),
    Building("Dogwood Terrace", "505 S Dogwood Ln", "Tacoma", "WA", "98405", 1988, 36, 2, 2, 1350, False),
    Building("Elm Street Flats", "330 NW Elm St", "Portland", "OR", "97209", 1975, 24, 0, 0, 1500, False),
    Building("Fir Ridge Apartments", "12900 SW Fir Ridge Rd", "Beaverton", "OR", "97005", 1999, 84, 1, 1, 1500, True),
    Building("Hawthorne Place", "3700 SE Hawthorne Blvd", "Portland", "OR", "97214", 2011, 50, 0, 4, 1750, True),
    Building("Juniper Gardens", "4420 Juniper Ave NE", "Salem", "OR", "97301", 1969, 40, 2, 3, 1150, False),
    Building("Larch House", "1100 E Pike St", "Seattle", "WA", "98122", 2022, 30, 1, 4, 2450, True),
    Building("Maple Yard", "77 N Maple St", "Salem", "OR", "97301", 1958, 12, 2, 3, 1050, False),
]
ALDER, CEDAR, JUNIPER, LARCH, MAPLE = 0, 2, 7, 8, 9
DEBTOR_STOPPED = -155  # the debtor has paid nothing due since
SOLD_DAY = -45
CEDAR_EXTRA_VACANT = 13
# category: weight, title examples
CATEGORIES = {
    "plumbing": (0.26, ["Leaking faucet", "Clogged drain", "Running toilet", "No hot water", "Leak under sink"]),
    "electrical": (0.10, ["Outlet not working", "Breaker keeps tripping", "Light fixture out"]),
    "hvac": (0.12, ["No heat", "AC not cooling", "Thermostat broken", "Noisy furnace"]),
    "appliance": (0.16, ["Dishwasher not draining", "Fridge not cold", "Oven won't heat", "Washer leaking"]),
    "pest": (0.07, ["Ants in kitchen", "Mice sighting", "Cockroaches"]),
    "locks": (0.07, ["Lockout", "Key fob not working", "Door lock sticking"]),
    "general": (0.15, ["Cabinet door broken", "Window won't close", "Blinds broken", "Smoke alarm chirping"]),
    "painting": (0.05, ["Touch-up paint", "Water stain on ceiling", "Peeling paint"]),
    "flooring": (0.02, ["Loose floorboard", "Carpet stain", "Cracked tile"]),
}
PRIORITIES = [("emergency", 0.08), ("high", 0.22), ("normal", 0.55), ("low", 0.15)]
# hours to finish once a vendor is scheduled: (low, high)
HOURS = {"emergency": (2, 10), "high": (20, 72), "normal": (48, 192), "low": (120, 480)}
# name, trade, categories served with weight, speed factor, cost per job in dollars (low, high), discarded day
VENDORS: list[tuple[str, str, dict[str, float], float, tuple[int, int], int | None]] = [
    ("RapidFlow Plumbing", "plumbing", {"plumbing": 0.85}, 1.0, (180, 650), None),
    ("Copper & Sons Plumbing", "plumbing", {"plumbing": 0.15}, 1.1, (220, 700), None),
    ("Brightline Electric", "electrical", {"electrical": 1.0}, 1.0, (150, 500), None),
    ("Cascade HVAC Services", "hvac", {"hvac": 1.0}, 1.0, (650, 1900), None),
    ("Elite Appliance Repair", "appliance repair", {"appliance": 0.5}, 4.5, (160, 520), None),
    ("Northwest Appliance Pros", "appliance repair", {"appliance": 0.5}, 0.9, (150, 480), None),
    ("Budget Pest Solutions", "pest control", {"pest": 1.0}, 1.2, (90, 240), -50),
    ("Evergreen Pest Control", "pest control", {"pest": 1.0}, 1.0, (110, 260), None),
    ("KeyRight Locksmiths", "locksmith", {"locks": 1.0}, 0.6, (85, 260), None),
    ("Handy Hands General Repairs", "general repairs", {"general": 1.0, "flooring": 0.3}, 1.0, (90, 380), None),
    ("Fresh Coat Painting", "painting", {"painting": 1.0}, 1.0, (200, 900), None),
    ("Pioneer Flooring", "flooring", {"flooring": 0.7}, 1.2, (300, 1400), None),
    ("Summit Roofing", "roofing", {}, 1.0, (0, 0), None),
    ("ClearView Window Cleaning", "window cleaning", {}, 1.0, (0, 0), None),
]
RAPIDFLOW, PEST_OLD, PEST_NEW = 0, 6, 7
FIRST_NAMES = [
    "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William",
    "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Chris", "Karen", "Daniel", "Lisa",
    "Matthew", "Nancy", "Anthony", "Sandra", "Mark", "Ashley", "Steven", "Emily", "Andrew", "Michelle", "Joshua",
    "Amanda", "Kevin", "Melissa", "Brian", "Stephanie", "Ryan", "Rebecca", "Jacob", "Laura", "Nicole", "Tyler",
    "Hannah", "Aaron", "Olivia", "Jose", "Sofia", "Wei", "Mei", "Arjun", "Priya", "Omar", "Leila", "Diego", "Camila",
]  # fmt: skip
LAST_NAMES = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee",
    "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young",
    "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker",
    "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Chen", "Patel", "Kim", "Singh", "Olsen",
]  # fmt: skip
DEBTOR = ("Travis", "Mulligan")
NOTE_BODIES = {
    "Lease": ["Tenant asked about renewal terms", "Sent renewal offer", "Rent increase discussed",
              "Pet addendum signed", "Parking spot assigned", "Tenant requested early termination quote"],
    "MaintenanceRequest": ["Vendor confirmed appointment", "Tenant not home, rescheduled", "Parts on order",
                           "Follow-up call with tenant", "Photos uploaded", "Vendor says job needs second visit"],
    "Person": ["Updated emergency contact", "Called about late payment", "Noise complaint from neighbour",
               "Requested paper statements", "Prefers text messages"],
}  # fmt: skip


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, day_text = clock.now, clock.at, clock.day_text
    db = new_database(path, SCHEMA)
    rows: dict[str, list[tuple[object, ...]]] = {}

    def add(table: str, row: tuple[object, ...]) -> int:
        rows.setdefault(table, []).append(row)
        return len(rows[table])

    def ts(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randint(0, 999999):06d}"

    def stamp(day: int, low: int = 480, high: int = 1080) -> datetime.datetime:
        return at(day, 5 * rng.randint(low // 5, high // 5))

    def safe(day: int) -> int:
        while day in BOUNDARY_DAYS:
            day += 1
        return day

    def past(moment: datetime.datetime) -> bool:
        return moment <= now

    # Rails' bookkeeping
    for version in MIGRATIONS:
        add("schema_migrations", (version,))
    boot = ts(stamp(-900))
    add("ar_internal_metadata", ("environment", "production", boot, boot))
    add("ar_internal_metadata", ("schema_sha1", hashlib.sha1(b"harbourline").hexdigest(), boot, boot))

    def person(kind: str, first: str, last: str, created: datetime.datetime, company: str | None = None) -> int:
        email = f"{first}.{last}{rng.randint(1, 99)}@example.com".lower()
        phone = f"+1{rng.choice(['503', '360', '206', '971', '253'])}{rng.randint(2000000, 9999999)}"
        stamp_text = ts(created)
        return add("people", (len(rows.get("people", [])) + 1, kind, first, last, email, phone, company, stamp_text,
                              stamp_text, None))  # fmt: skip

    owner_ids = [person("Owner", first, last, stamp(-900), company) for first, last, company in OWNERS]
    manager_ids = [person("PropertyManager", first, last, stamp(-880 + 40 * n)) for n, (first, last) in
                   enumerate(MANAGERS)]  # fmt: skip
    for n, (name, owner, fee) in enumerate(PORTFOLIOS, start=1):
        created = ts(stamp(-890))
        add("portfolios", (n, name, owner_ids[owner], fee, created, created))

    # Buildings and units
    units: list[tuple[int, int, int]] = []  # unit id, building index, market rent (dollars)
    for b, spec in enumerate(BUILDINGS):
        created = ts(stamp(-880))
        discarded = ts(stamp(SOLD_DAY)) if b == MAPLE else None
        add("buildings", (b + 1, spec.portfolio + 1, manager_ids[spec.manager], spec.name, spec.street,
                          spec.city, spec.state, spec.zip, spec.year, int(spec.elevator), created, created,
                          discarded))  # fmt: skip
        floors = max(2, spec.units // 12)
        on_floor: dict[int, int] = {}
        for n in range(spec.units):
            floor = 1 + n * floors // spec.units
            on_floor[floor] = on_floor.get(floor, 0) + 1
            bedrooms = pick(rng, [("0", 0.12), ("1", 0.42), ("2", 0.34), ("3", 0.12)])
            beds = int(bedrooms)
            rent = int(spec.rent * (0.78, 1.0, 1.32, 1.62)[beds] * rng.uniform(0.95, 1.06) / 5) * 5
            unit_id = len(rows.get("units", [])) + 1
            add("units", (unit_id, b + 1, f"{floor}{on_floor[floor]:02d}", floor, beds,
                          (1.0, 1.0, 1.5, 2.0)[beds] if beds < 2 or rng.random() < 0.6 else 1.0 + beds // 2,
                          (480, 690, 940, 1210)[beds] + rng.randint(-40, 60), rent * 100, "vacant", created, created,
                          discarded))  # fmt: skip
            units.append((unit_id, b, rent))

    # Leases, move events, rent charges and payments
    tenant_ids: list[int] = []
    occupied: set[int] = set()
    cedar_units = [unit for unit, b, _ in units if b == CEDAR]
    cedar_empty = set(rng.sample(cedar_units, CEDAR_EXTRA_VACANT))
    debtor_unit = max((rent, unit) for unit, b, rent in units if b == JUNIPER)[1]
    late_payers = set(rng.sample([unit for unit, b, _ in units if b not in (CEDAR, LARCH, MAPLE)], 40))
    lease_rows: list[list[object]] = []

    def new_tenant(day: int) -> int:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        tenant = person("Tenant", first, last, stamp(day - rng.randint(5, 25)))
        tenant_ids.append(tenant)
        return tenant

    def charge(lease: int, kind: str, cents: int, due: int, text: str) -> int:
        created = ts(at(due, 360))
        return add("rent_charges", (len(rows.get("rent_charges", [])) + 1, lease, kind, cents, day_text(due), text,
                                    created, created))  # fmt: skip

    def pay(charge_id: int, lease: int, cents: int, moment: datetime.datetime, method: str, status: str) -> None:
        cleared = None
        if status == "succeeded":
            cleared = ts(moment + datetime.timedelta(days=2 if method == "ach" else 0, hours=1))
        reason = rng.choice(["R01 insufficient funds", "R02 account closed"]) if status == "returned" else None
        created = ts(moment)
        add("payments", (len(rows.get("payments", [])) + 1, charge_id, lease, cents, method, status, created, cleared,
                         reason, created, ts(moment + datetime.timedelta(days=2))))  # fmt: skip

    def bill(lease: int, unit: int, start: int, end: int, rent: int) -> None:
        stops = unit == debtor_unit
        for k in range(40):
            due = start + round(k * MONTH)
            if due > end or at(due, 360) > now:
                break
            if due < -BILLING_DAYS:
                continue
            cents = rent * 100
            charge_id = charge(lease, "rent", cents, due, f"Rent {day_text(due)[:7]}")
            if stops and due > DEBTOR_STOPPED:
                if at(due + 5, 360) <= now:
                    charge(lease, "late_fee", 7500, due + 5, "Late fee")
                continue
            late = unit in late_payers and rng.random() < 0.3
            offset = rng.randint(6, 16) if late else rng.randint(-4, 3)
            moment = stamp(due + offset, 420, 1380)
            if moment > now:
                continue
            method = pick(rng, [("ach", 0.62), ("card", 0.25), ("check", 0.13)])
            if method == "ach" and rng.random() < 0.035:
                pay(charge_id, lease, cents, moment, method, "returned")
                moment = moment + datetime.timedelta(days=rng.randint(2, 4))
                if moment > now:
                    continue
                method = "card"
            status = "pending" if method == "ach" and moment > now - datetime.timedelta(days=2) else "succeeded"
            pay(charge_id, lease, cents, moment, method, status)
            if offset > 5:
                fee = charge(lease, "late_fee", 7500, due + 5, "Late fee")
                pay(fee, lease, 7500, moment + datetime.timedelta(minutes=2), method, status)

    def lease(unit: int, tenant: int, previous: int | None, start: int, term: int, rent: int) -> int:
        lease_id = len(lease_rows) + 1
        end = start + term - 1
        signed = stamp(min(-1, start - rng.randint(10, 40) if previous is None else start - rng.randint(35, 60)))
        created = ts(signed)
        lease_rows.append([lease_id, unit, tenant, previous, "ended", day_text(start), day_text(end), rent * 100,
                           rent * 100 if previous is None else 0, created, None, created, created])  # fmt: skip
        return lease_id

    def move(lease_id: int, kind: str, day: int) -> None:
        moment = stamp(day, 540, 1080)
        if moment > now:
            return
        created = ts(moment)
        add("move_events", (len(rows.get("move_events", [])) + 1, lease_id, kind, created,
                            rng.randint(1, 3) if kind == "move_out" else 2, created, created))  # fmt: skip

    moves_out: list[tuple[int, int, int]] = []  # lease, unit, day: for move-out inspections
    moves_in: list[tuple[int, int, int]] = []
    for unit, b, market in units:
        day = safe(-rng.randint(420, 800))
        tenant = debtor = 0
        if unit == debtor_unit:
            debtor = person("Tenant", *DEBTOR, stamp(day - 12))
        tenant = debtor or new_tenant(day)
        previous: int | None = None
        rent = int(market * rng.uniform(0.9, 0.98))
        while True:
            term = 365 if rng.random() < 0.8 else 182
            end = day + term - 1
            if b == MAPLE and end > -61:
                if day > -120:
                    break
                end = safe(min(-61, max(day + 60, -rng.randint(62, 200))))
                term = end - day + 1
            elif unit in cedar_empty and end >= -8:
                end = safe(-rng.randint(9, 85))
                term = end - day + 1
            current = lease(unit, tenant, previous, day, term, rent)
            if previous is None:
                move(current, "move_in", day)
                moves_in.append((current, unit, day))
            bill(current, unit, day, end, rent)
            row = lease_rows[current - 1]
            if day > 0:
                row[4] = "pending"
                break
            if end >= 0:
                row[4] = "active"
                occupied.add(unit)
                if end <= 75 and rng.random() < 0.3 and unit != debtor_unit:
                    row[4] = "notice_given"
                    row[10] = day_text(safe(min(-1, end - rng.randint(31, 45))))
                elif 20 <= end <= 75 and rng.random() < 0.35:
                    lease(unit, tenant, current, end + 1, 365, int(rent * 1.04))
                    lease_rows[-1][4] = "pending"
                break
            renews = rng.random() < 0.55 or unit == debtor_unit
            if (b != MAPLE or end + 365 < -61) and unit not in cedar_empty and renews:
                row[4] = "renewed"
                previous, day, rent = current, end + 1, int(rent * rng.uniform(1.02, 1.06))
                continue
            row[10] = day_text(safe(end - rng.randint(31, 45)))
            move(current, "move_out", end)
            moves_out.append((current, unit, end))
            if b == MAPLE or unit in cedar_empty:
                break
            gap = rng.randint(4, 40)
            day = safe(end + 1 + gap) or 1
            if day > 0 and rng.random() < 0.5:
                break
            tenant, previous, rent = new_tenant(day), None, int(market * rng.uniform(0.96, 1.04))
    rows["leases"] = [tuple(row) for row in lease_rows]
    unit_rows = rows["units"]
    for n, unit_row in enumerate(unit_rows):
        if unit_row[0] in occupied:
            unit_rows[n] = (*unit_row[:8], "occupied", *unit_row[9:])
    # a few tenants who left long ago were archived
    for n, person_row in enumerate(rows["people"]):
        if person_row[1] == "Tenant" and rng.random() < 0.04:
            last_lease = max((lr for lr in lease_rows if lr[2] == person_row[0]), key=lambda lr: int(str(lr[0])))
            if last_lease[4] == "ended" and str(last_lease[6]) < day_text(-200):
                rows["people"][n] = (*person_row[:9], ts(stamp(-rng.randint(20, 150))))

    # Vendors, maintenance requests and work orders
    for n, (name, trade, _, _, _, gone) in enumerate(VENDORS, start=1):
        created = ts(stamp(-rng.randint(500, 880)))
        slug = name.lower().replace(" & ", "").replace(" ", "")
        add("vendors", (n, name, trade, f"+1503{rng.randint(2000000, 9999999)}", f"office@{slug}.example",
                        day_text(safe(rng.randint(40, 300))), created, created,
                        ts(stamp(gone)) if gone is not None else None))  # fmt: skip
    tenant_of: dict[int, list[tuple[int, int, int]]] = {}
    for lr in lease_rows:
        tenant_of.setdefault(int(str(lr[1])), []).append((int(str(lr[2])), _day(clock, lr[5]), _day(clock, lr[6])))
    unassigned_left = 5
    leak_request = 0
    requests: list[tuple[int, int, str]] = []  # id, building, status
    for unit, b, _ in units:
        for day in range(-REQUEST_DAYS, 1):
            if b == MAPLE and day > SOLD_DAY:
                break
            rate = 0.011 * (3.4 if b == ALDER and day > -62 else 1.0) * (1.4 if BUILDINGS[b].year < 1980 else 1.0)
            if rng.random() >= rate:
                continue
            created_at = stamp(day, 0, 1435)
            if created_at > now:
                continue
            category = pick(rng, [(name, spec[0]) for name, spec in CATEGORIES.items()])
            if b == ALDER and day > -62 and rng.random() < 0.55:
                category = "plumbing"
            priority = pick(rng, PRIORITIES)
            if category == "painting":
                priority = "low"
            reporter = next((t for t, s, e in tenant_of.get(unit, []) if s <= day <= e), None)
            request_id = len(rows.get("maintenance_requests", [])) + 1
            title = rng.choice(CATEGORIES[category][1])
            if b == ALDER and category == "plumbing" and leak_request == 0 and -40 < day < -25:
                leak_request, title, priority = request_id, "Recurring leak from ceiling in bathroom", "high"
            age = (now - created_at).total_seconds() / 86400
            stuck = unassigned_left > 0 and 4.2 < age < 12 and b != MAPLE and request_id != leak_request
            if stuck and rng.random() < 0.3:
                unassigned_left -= 1
                add("maintenance_requests", (request_id, unit, reporter, category, priority, "submitted", title,
                                             int(rng.random() < 0.7), None, None, ts(created_at),
                                             ts(created_at)))  # fmt: skip
                requests.append((request_id, b, "submitted"))
                continue
            dispatch_minutes = rng.randint(10, 60) if priority == "emergency" else rng.randint(30, 1200)
            dispatched = created_at + datetime.timedelta(minutes=dispatch_minutes)
            if dispatched > now:
                add("maintenance_requests", (request_id, unit, reporter, category, priority, "submitted", title,
                                             int(rng.random() < 0.7), None, None, ts(created_at),
                                             ts(created_at)))  # fmt: skip
                requests.append((request_id, b, "submitted"))
                continue
            choices = [(n, served[category]) for n, (_, _, served, _, _, gone) in enumerate(VENDORS)
                       if category in served and (gone is None or dispatched < at(gone, 0))
                       and not (n == PEST_NEW and dispatched < at(VENDORS[PEST_OLD][5] or 0, 0))]  # fmt: skip
            vendor = int(pick(rng, [(str(n), w) for n, w in choices]))
            _, _, _, factor, (low_cost, high_cost), _ = VENDORS[vendor]
            low, high = HOURS[priority]
            scheduled = dispatched + datetime.timedelta(minutes=5 * rng.randint(0, 24))
            done = scheduled + datetime.timedelta(minutes=5 * round(rng.uniform(low, high) * factor * 12))
            cancelled = rng.random() < 0.04
            invoice: int | None = None
            if cancelled:
                wo_status, request_status, completed, cancelled_at = "cancelled", "cancelled", None, ts(dispatched)
            elif done <= now:
                wo_status, request_status, completed, cancelled_at = "completed", "completed", done, None
                if done < now - datetime.timedelta(days=5) or rng.random() < 0.4:
                    invoice = 100 * rng.randint(low_cost, high_cost)
            else:
                wo_status, request_status, completed, cancelled_at = "scheduled", "scheduled", None, None
            add("maintenance_requests", (request_id, unit, reporter, category, priority, request_status, title,
                                         int(rng.random() < 0.7), ts(completed) if completed else None, cancelled_at,
                                         ts(created_at), ts(completed or dispatched)))  # fmt: skip
            add("work_orders", (len(rows.get("work_orders", [])) + 1, request_id, vendor + 1, wo_status,
                                ts(scheduled), ts(completed) if completed else None, invoice, ts(dispatched),
                                ts(completed or dispatched)))  # fmt: skip
            requests.append((request_id, b, request_status))

    # Inspections: at every move-in and move-out, a yearly one per occupied unit, some booked ahead
    building_of = {unit: b for unit, b, _ in units}

    def inspect(unit: int, kind: str, day: int) -> None:
        day = safe(day)
        if day < -BILLING_DAYS:
            return
        b = building_of[unit]
        inspector = manager_ids[BUILDINGS[b].manager]
        moment = stamp(day, 540, 1020)
        created = ts(stamp(day - rng.randint(3, 20)))
        if moment > now or day > 0:
            add("inspections", (len(rows.get("inspections", [])) + 1, unit, inspector, kind, day_text(day),
                                None, None, created, created))  # fmt: skip
            return
        fail_rate = 0.6 if b == JUNIPER and day > -120 else 0.06
        result = "fail" if rng.random() < fail_rate else "pass"
        add("inspections", (len(rows.get("inspections", [])) + 1, unit, inspector, kind, day_text(day), ts(moment),
                            result, created, ts(moment)))  # fmt: skip

    for _, unit, day in moves_in:
        inspect(unit, "move_in", day)
    for _, unit, day in moves_out:
        inspect(unit, "move_out", day)
    for unit, b, _ in units:
        if b == MAPLE:
            continue
        day = -rng.randint(0, 364)
        while day > -BILLING_DAYS:
            if day != 0:
                inspect(unit, "annual", day)
            day -= 365
        if unit in occupied and rng.random() < 0.05:
            inspect(unit, "annual", safe(rng.randint(1, 20)))
    inspection_rows = sorted(rows["inspections"], key=lambda row: (str(row[4]), row[0]))
    rows["inspections"] = [(n, *row[1:]) for n, row in enumerate(inspection_rows, start=1)]

    # Notes: on leases, maintenance requests and people (polymorphic)
    for request_id, b, _ in requests:
        count = 9 if request_id == leak_request else (rng.choice([0, 0, 0, 1, 1, 2, 3]) if rng.random() < 0.5 else 0)
        created_row = rows["maintenance_requests"][request_id - 1]
        base = _moment(str(created_row[10]))
        for k in range(count):
            moment = base + datetime.timedelta(hours=3 * k + rng.randint(1, 3))
            if moment > now:
                break
            add("notes", (0, "MaintenanceRequest", request_id, manager_ids[BUILDINGS[b].manager],
                          rng.choice(NOTE_BODIES["MaintenanceRequest"]), ts(moment), ts(moment)))  # fmt: skip
    for lr in lease_rows:
        if rng.random() < 0.25:
            moment = _moment(str(lr[9])) + datetime.timedelta(days=rng.randint(0, 30))
            if moment <= now:
                b = building_of[int(str(lr[1]))]
                add("notes", (0, "Lease", lr[0], manager_ids[BUILDINGS[b].manager], rng.choice(NOTE_BODIES["Lease"]),
                              ts(moment), ts(moment)))  # fmt: skip
    for tenant in tenant_ids[::7]:
        moment = stamp(-rng.randint(1, 300))
        add("notes", (0, "Person", tenant, rng.choice(manager_ids), rng.choice(NOTE_BODIES["Person"]), ts(moment),
                      ts(moment)))  # fmt: skip
    note_rows = sorted(rows["notes"], key=lambda row: str(row[5]))
    rows["notes"] = [(n, *row[1:]) for n, row in enumerate(note_rows, start=1)]

    for table in ("schema_migrations", "ar_internal_metadata", "people", "portfolios", "buildings", "units", "leases",
                  "move_events", "rent_charges", "payments", "vendors",
                  "maintenance_requests", "work_orders", "inspections", "notes"):  # fmt: skip
        table_rows = rows.get(table, [])
        if table_rows:
            db.executemany(f'INSERT INTO "{table}" VALUES ({", ".join("?" * len(table_rows[0]))})', table_rows)
    close_checked(db, "property")


def _day(clock: Clock, text: object) -> int:
    return (datetime.datetime.strptime(str(text), "%Y-%m-%d") - clock.midnight).days


def _moment(text: str) -> datetime.datetime:
    return datetime.datetime.strptime(text[:19], "%Y-%m-%d %H:%M:%S")
