"""A gym chain's web application (Pulse Fitness, five clubs around Manchester) as the SQLite database of a Django
project, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): check-ins, classes,
bookings and invoices fill the 100 days before ``now`` on a 5-minute grid (classes are timetabled up to 14 days
ahead), so two builds with the same seed and ``now`` values a whole number of days apart give the same answers
to relative-time questions. Datetimes are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC (``USE_TZ``); dates
(``*_on``) are ``YYYY-MM-DD``.

The tables are Django's: ``app_model`` names (``clubs_club``, ``accounts_user``, ``staff_instructor``,
``memberships_plan``, ``memberships_membership``, ``classes_classtype``, ``classes_session``,
``classes_booking``, ``visits_checkin``, ``billing_invoice``, ``billing_invoiceline``), an ``id`` primary key
on every table, foreign keys named ``<field>_id``, ``created_at``/``updated_at`` on most, booleans as 0/1, and
``django_migrations``. ``memberships_plan_clubs`` is the auto-created many-to-many table of
``Plan.clubs`` (the clubs a plan lets its members use); ``classes_booking`` is the explicit ``through`` model
of ``Session.attendees`` (user to class session). An instructor is a user with a ``staff_instructor`` profile
(one-to-one), so a class reaches its instructor's name through ``staff_instructor`` then ``accounts_user``.
Money is in integer pence (``*_cents``).

Choices (short codes): ``memberships_membership.status`` ACT active, FRZ frozen, CAN cancelled, PEN pending
(first payment not in yet); ``classes_booking.status`` BKD booked (class still to come), ATT attended, NSH no-show,
CXL cancelled; ``billing_invoice.status`` open, paid, void; ``billing_invoiceline.kind`` MEM membership fee, FEE
joining fee, PT personal training, RETAIL shop; ``classes_classtype.intensity`` LOW, MED, HIGH;
``visits_checkin.method`` app, card, desk. Soft deletes: a class taken off the timetable keeps its row with
``deleted_at`` set (its bookings are then all CXL); a closed account has ``accounts_user.is_active`` 0; plans
and class types no longer offered have ``is_active`` 0. A member is inside a club exactly when their check-in
has no ``checked_out_at``; an invoice is unpaid exactly when its status is open (``paid_at`` NULL).

Planted signals:

* Pulse Deansgate (open around the clock) has by far the most check-ins, about 30 % of all;
* Callum Reid checks in twice a day every day (about 60 visits in 30 days; nobody else more than about 30);
* Spin 45 is by far the most booked class type;
* Kofi Mensah teaches 70 % of Deansgate's classes, about twice as many as any other instructor;
* Hannah Price and Tomás Silva are the only instructors who teach at two clubs;
* two class types (Aerial Yoga, Aqua Fit) have never been on the timetable; Boxfit was dropped 60 days ago;
* Pulse Stockport opens in 20 days: no check-in, no class yet;
* the Corporate plan (launched ten days ago) has never been sold; the Founding member plan is no longer
  offered but about 80 members keep it;
* Salford Quays' class no-show rate is about 25 %, under 12 % everywhere else;
* three classes in the next seven days (Yoga Flow at Chorlton, Pilates at Didsbury, HIIT at Ancoats) are
  fully booked, no other upcoming class is;
* Gary Whitfield owes the most on overdue invoices (he stopped paying three months ago);
* two closed accounts (Olivia Grant, Marcus Bell) still have an active membership.
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE "django_migrations" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "app" varchar(255) NOT NULL,
    "name" varchar(255) NOT NULL,
    "applied" datetime NOT NULL
);
CREATE TABLE "clubs_club" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" varchar(100) NOT NULL UNIQUE,
    "slug" varchar(50) NOT NULL UNIQUE,
    "city" varchar(60) NOT NULL,
    "postcode" varchar(10) NOT NULL,
    "opened_on" date NOT NULL,
    "is_24h" bool NOT NULL,
    "is_active" bool NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "accounts_user" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "last_login" datetime NULL,
    "is_superuser" bool NOT NULL,
    "username" varchar(150) NOT NULL UNIQUE,
    "first_name" varchar(150) NOT NULL,
    "last_name" varchar(150) NOT NULL,
    "email" varchar(254) NOT NULL,
    "is_staff" bool NOT NULL,
    "is_active" bool NOT NULL,
    "date_joined" datetime NOT NULL,
    "marketing_opt_in" bool NOT NULL,
    "home_club_id" bigint NULL REFERENCES "clubs_club" ("id") DEFERRABLE INITIALLY DEFERRED
);
CREATE TABLE "staff_instructor" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" bigint NOT NULL UNIQUE REFERENCES "accounts_user" ("id") DEFERRABLE INITIALLY DEFERRED,
    "hourly_rate_cents" integer unsigned NOT NULL,
    "hired_on" date NOT NULL,
    "bio" text NOT NULL,
    "is_active" bool NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "memberships_plan" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" varchar(20) NOT NULL UNIQUE,
    "name" varchar(100) NOT NULL,
    "price_cents" integer unsigned NOT NULL,
    "billing_period" varchar(1) NOT NULL,
    "joining_fee_cents" integer unsigned NOT NULL,
    "is_active" bool NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "memberships_plan_clubs" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "plan_id" bigint NOT NULL REFERENCES "memberships_plan" ("id") DEFERRABLE INITIALLY DEFERRED,
    "club_id" bigint NOT NULL REFERENCES "clubs_club" ("id") DEFERRABLE INITIALLY DEFERRED
);
CREATE TABLE "memberships_membership" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" bigint NOT NULL REFERENCES "accounts_user" ("id") DEFERRABLE INITIALLY DEFERRED,
    "plan_id" bigint NOT NULL REFERENCES "memberships_plan" ("id") DEFERRABLE INITIALLY DEFERRED,
    "status" varchar(3) NOT NULL,
    "started_on" date NOT NULL,
    "ends_on" date NULL,
    "frozen_until" date NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "classes_classtype" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" varchar(80) NOT NULL UNIQUE,
    "slug" varchar(50) NOT NULL UNIQUE,
    "duration_minutes" smallint unsigned NOT NULL,
    "intensity" varchar(4) NOT NULL,
    "is_active" bool NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "classes_session" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "club_id" bigint NOT NULL REFERENCES "clubs_club" ("id") DEFERRABLE INITIALLY DEFERRED,
    "class_type_id" bigint NOT NULL REFERENCES "classes_classtype" ("id") DEFERRABLE INITIALLY DEFERRED,
    "instructor_id" bigint NOT NULL REFERENCES "staff_instructor" ("id") DEFERRABLE INITIALLY DEFERRED,
    "starts_at" datetime NOT NULL,
    "capacity" smallint unsigned NOT NULL,
    "studio" varchar(40) NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL,
    "deleted_at" datetime NULL
);
CREATE TABLE "classes_booking" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "session_id" bigint NOT NULL REFERENCES "classes_session" ("id") DEFERRABLE INITIALLY DEFERRED,
    "user_id" bigint NOT NULL REFERENCES "accounts_user" ("id") DEFERRABLE INITIALLY DEFERRED,
    "status" varchar(3) NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "visits_checkin" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "user_id" bigint NOT NULL REFERENCES "accounts_user" ("id") DEFERRABLE INITIALLY DEFERRED,
    "club_id" bigint NOT NULL REFERENCES "clubs_club" ("id") DEFERRABLE INITIALLY DEFERRED,
    "checked_in_at" datetime NOT NULL,
    "checked_out_at" datetime NULL,
    "method" varchar(4) NOT NULL
);
CREATE TABLE "billing_invoice" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "number" varchar(20) NOT NULL UNIQUE,
    "user_id" bigint NOT NULL REFERENCES "accounts_user" ("id") DEFERRABLE INITIALLY DEFERRED,
    "membership_id" bigint NULL REFERENCES "memberships_membership" ("id") DEFERRABLE INITIALLY DEFERRED,
    "status" varchar(4) NOT NULL,
    "issued_at" datetime NOT NULL,
    "due_on" date NOT NULL,
    "paid_at" datetime NULL,
    "total_cents" integer NOT NULL,
    "created_at" datetime NOT NULL,
    "updated_at" datetime NOT NULL
);
CREATE TABLE "billing_invoiceline" (
    "id" integer NOT NULL PRIMARY KEY AUTOINCREMENT,
    "invoice_id" bigint NOT NULL REFERENCES "billing_invoice" ("id") DEFERRABLE INITIALLY DEFERRED,
    "kind" varchar(6) NOT NULL,
    "description" varchar(200) NOT NULL,
    "quantity" integer unsigned NOT NULL,
    "unit_price_cents" integer NOT NULL,
    "amount_cents" integer NOT NULL
);
CREATE UNIQUE INDEX "memberships_plan_clubs_plan_id_club_id_uniq" ON "memberships_plan_clubs" ("plan_id", "club_id");
CREATE UNIQUE INDEX "classes_booking_session_id_user_id_uniq" ON "classes_booking" ("session_id", "user_id");
CREATE INDEX "accounts_user_home_club_id_idx" ON "accounts_user" ("home_club_id");
CREATE INDEX "memberships_membership_user_id_idx" ON "memberships_membership" ("user_id");
CREATE INDEX "memberships_membership_plan_id_idx" ON "memberships_membership" ("plan_id");
CREATE INDEX "classes_session_club_id_idx" ON "classes_session" ("club_id");
CREATE INDEX "classes_session_class_type_id_idx" ON "classes_session" ("class_type_id");
CREATE INDEX "classes_session_instructor_id_idx" ON "classes_session" ("instructor_id");
CREATE INDEX "classes_booking_user_id_idx" ON "classes_booking" ("user_id");
CREATE INDEX "visits_checkin_user_id_idx" ON "visits_checkin" ("user_id");
CREATE INDEX "visits_checkin_club_id_idx" ON "visits_checkin" ("club_id");
CREATE INDEX "billing_invoice_user_id_idx" ON "billing_invoice" ("user_id");
CREATE INDEX "billing_invoice_membership_id_idx" ON "billing_invoice" ("membership_id");
CREATE INDEX "billing_invoiceline_invoice_id_idx" ON "billing_invoiceline" ("invoice_id");
"""

DAYS_BACK = 100
DAYS_AHEAD = 14
CLUBS = [  # name, slug, city, postcode, opened (days ago; negative: in the future), 24h, share of members
    ("Pulse Deansgate", "deansgate", "Manchester", "M3 4LZ", 2400, 1, 0.30),
    ("Pulse Ancoats", "ancoats", "Manchester", "M4 6DE", 1500, 0, 0.19),
    ("Pulse Salford Quays", "salford-quays", "Salford", "M50 3AZ", 1100, 0, 0.18),
    ("Pulse Didsbury", "didsbury", "Manchester", "M20 6RT", 900, 0, 0.17),
    ("Pulse Chorlton", "chorlton", "Manchester", "M21 9PQ", 700, 0, 0.16),
    ("Pulse Stockport", "stockport", "Stockport", "SK1 3TA", -20, 0, 0.0),
]  # fmt: skip
OPEN_CLUBS = [name for name, *_, share in CLUBS if share > 0]
PLANS = [  # code, name, pence, period, joining fee, active, created (days ago), clubs, sold at (home clubs)
    ("OFFPEAK", "Off-peak", 1999, "M", 2000, 1, 1200,
     ["Pulse Salford Quays", "Pulse Didsbury", "Pulse Chorlton"]),
    ("STANDARD", "Standard", 2999, "M", 2000, 1, 1400,
     ["Pulse Ancoats", "Pulse Salford Quays", "Pulse Didsbury", "Pulse Chorlton"]),
    ("PLUS", "Plus", 3999, "M", 2000, 1, 1400, OPEN_CLUBS),
    ("PREMIUM", "Premium", 5499, "M", 0, 1, 1400, [name for name, *_ in CLUBS]),
    ("STUDENT", "Student", 1799, "M", 0, 1, 1000, ["Pulse Ancoats", "Pulse Salford Quays"]),
    ("ANNUAL", "Annual Plus", 39900, "Y", 0, 1, 900, OPEN_CLUBS),
    ("FOUNDER", "Founding member", 1499, "M", 0, 0, 2400, ["Pulse Deansgate"]),
    ("CORPORATE", "Corporate", 2499, "M", 0, 1, 10, [name for name, *_ in CLUBS]),
]  # fmt: skip
PLAN_WEIGHTS = {  # home club: plan weights
    "Pulse Deansgate": [("PLUS", 0.45), ("PREMIUM", 0.25), ("ANNUAL", 0.18), ("FOUNDER", 0.12)],
    "other": [("OFFPEAK", 0.2), ("STANDARD", 0.35), ("PLUS", 0.18), ("PREMIUM", 0.07), ("STUDENT", 0.12),
              ("ANNUAL", 0.08)],
}  # fmt: skip
CLASS_TYPES = [  # name, minutes, intensity, capacity, timetable weight, active, created (days ago)
    ("Spin 45", 45, "HIGH", 20, 0.28, 1, 1400),
    ("HIIT", 30, "HIGH", 24, 0.14, 1, 1400),
    ("Yoga Flow", 60, "LOW", 22, 0.14, 1, 1400),
    ("Pilates", 45, "LOW", 14, 0.12, 1, 1200),
    ("Body Pump", 55, "MED", 24, 0.12, 1, 1400),
    ("Zumba", 45, "MED", 25, 0.08, 1, 1000),
    ("Barre", 45, "MED", 16, 0.06, 1, 500),
    ("Boxfit", 45, "HIGH", 20, 0.06, 0, 1300),
    ("Aerial Yoga", 60, "LOW", 8, 0.0, 1, 5),
    ("Aqua Fit", 45, "LOW", 20, 0.0, 1, 700),
]  # fmt: skip
BOXFIT_DROPPED = -60
SLOTS = [7 * 60, 9 * 60 + 30, 12 * 60 + 30, 17 * 60 + 30, 18 * 60 + 30, 19 * 60 + 45]
INSTRUCTORS = {  # club: instructors (the first two of Deansgate and the two travellers named)
    "Pulse Deansgate": ["Kofi Mensah", "Ellie Shaw", "Rachel Doyle", "Jordan Baker"],
    "Pulse Ancoats": ["Hannah Price", "Nadia Rahman", "Ben Holt", "Leah Morris"],
    "Pulse Salford Quays": ["Tomás Silva", "Chris Lowe", "Amira Haddad", "Sean Flynn"],
    "Pulse Didsbury": ["Grace Kelly", "Priya Patel", "Owen Jones", "Tom Burke"],
    "Pulse Chorlton": ["Zoe Turner", "Lewis Grant", "Maya Singh", "Jack Ryan"],
}  # fmt: skip
STAR_INSTRUCTOR = "Kofi Mensah"
TRAVELLERS = {"Hannah Price": "Pulse Chorlton", "Tomás Silva": "Pulse Didsbury"}  # second club
NO_SHOW_CLUB = "Pulse Salford Quays"
FULL_CLASSES = [("Pulse Chorlton", "Yoga Flow", 2), ("Pulse Didsbury", "Pilates", 4), ("Pulse Ancoats", "HIIT", 6)]
ADDICT = ("Callum", "Reid")
DEBTOR = ("Gary", "Whitfield")
CLOSED_BUT_ACTIVE = [("Olivia", "Grant"), ("Marcus", "Bell")]
N_MEMBERS = 1450
FIRST = ["Amelia", "Oliver", "Isla", "Jack", "Ava", "Harry", "Mia", "George", "Sophie", "Noah", "Lily", "Leo",
         "Emily", "Charlie", "Grace", "Freddie", "Chloe", "Alfie", "Ella", "Arthur", "Ruby", "Oscar", "Evie",
         "Thomas", "Aisha", "Mohammed", "Zara", "Adam", "Hannah", "Daniel", "Megan", "Ryan", "Niamh", "Liam",
         "Jessica", "Ethan", "Priya", "Samuel", "Katie", "Joseph", "Fatima", "Luke", "Holly", "James", "Erin",
         "Kieran", "Laura", "Matthew", "Beth", "Nathan"]  # fmt: skip
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
        "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
        "Khan", "Lewis", "Harris", "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris",
        "King", "Watson", "Harrison", "Morgan", "Baker", "Ali", "Hussain", "Kaur", "Murphy", "O'Brien",
        "Kowalski", "Nowak", "Ahmed", "Begum", "Chen", "Walsh", "Byrne", "Lynch"]  # fmt: skip
MIGRATIONS = [("contenttypes", "0001_initial"), ("accounts", "0001_initial"), ("admin", "0001_initial"),
              ("auth", "0012_alter_user_first_name_max_length"), ("clubs", "0001_initial"),
              ("clubs", "0002_club_is_24h"), ("memberships", "0001_initial"), ("memberships", "0002_plan_clubs"),
              ("memberships", "0003_membership_frozen_until"), ("staff", "0001_initial"),
              ("classes", "0001_initial"), ("classes", "0002_session_deleted_at"), ("visits", "0001_initial"),
              ("billing", "0001_initial"), ("billing", "0002_invoiceline_kind"),
              ("sessions", "0001_initial")]  # fmt: skip


@dataclasses.dataclass(eq=False)
class Member:
    uid: int
    home: int
    plan: int
    mid: int
    joined: int  # day of joining (negative: past)
    stop: int  # day the membership was cancelled or frozen (far future when neither)
    status: str
    weight: float
    name: tuple[str, str]


Line = tuple[str, str, int, int]  # kind, description, quantity, unit price in pence
Invoice = tuple[datetime.datetime, int, int | None, str, int, datetime.datetime | None, list[Line]]
RETAIL = [("Protein shake", 350), ("Towel hire", 150), ("Padlock", 600), ("Water bottle", 800), ("Gym gloves", 1500)]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text
    db = new_database(path, SCHEMA)

    def grid(low: int, high: int) -> int:
        return 5 * rng.randint(low // 5, high // 5)

    def day_of(moment: datetime.datetime) -> int:
        return (moment.date() - clock.midnight.date()).days

    db.executemany(
        "INSERT INTO django_migrations VALUES (?, ?, ?, ?)",
        [(i, app, name, fmt(at(-2500 + 90 * i, 600))) for i, (app, name) in enumerate(MIGRATIONS, start=1)],
    )
    club_id = {name: i for i, (name, *_) in enumerate(CLUBS, start=1)}
    db.executemany(
        "INSERT INTO clubs_club VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(club_id[n], n, slug, city, pc, day_text(-ago), h24, 1, fmt(at(-max(ago, 0) - 90, 600)),
          fmt(at(-rng.randint(1, 60) if ago > 0 else -3, 600)))
         for n, slug, city, pc, ago, h24, _ in CLUBS],
    )  # fmt: skip
    plan_id = {code: i for i, (code, *_) in enumerate(PLANS, start=1)}
    db.executemany(
        "INSERT INTO memberships_plan VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(plan_id[c], c, n, p, per, fee, act, fmt(at(-ago, 540)), fmt(at(-min(ago, rng.randint(5, 400)), 540)))
         for c, n, p, per, fee, act, ago, _ in PLANS],
    )  # fmt: skip
    plan_clubs: dict[int, list[int]] = {}
    link_rows: list[tuple[object, ...]] = []
    for code, *_, clubs in PLANS:
        for name in clubs:
            link_rows.append((len(link_rows) + 1, plan_id[code], club_id[name]))
            plan_clubs.setdefault(plan_id[code], []).append(club_id[name])
    db.executemany("INSERT INTO memberships_plan_clubs VALUES (?, ?, ?)", link_rows)
    plan_price = {plan_id[c]: (p, per, fee) for c, _, p, per, fee, *_ in PLANS}

    # Users: office staff, instructors, members.
    users: list[tuple[object, ...]] = []
    taken: set[str] = set()

    def add_user(first: str, last: str, joined: datetime.datetime, home: int | None, staff: int = 0,
                 superuser: int = 0, active: int = 1) -> int:  # fmt: skip
        uid = len(users) + 1
        username = f"{first}.{last}".lower().replace("'", "").replace("á", "a")
        while username in taken:
            username += str(rng.randint(1, 9))
        taken.add(username)
        login = None if rng.random() < 0.12 else joined + datetime.timedelta(minutes=5 * rng.randint(1, 4000))
        if login is not None and login > now:
            login = None
        users.append(
            (uid, fmt(login) if login else None, superuser, username, first, last, f"{username}@example.co.uk",
             staff, active, fmt(joined), int(rng.random() < 0.4), home)
        )  # fmt: skip
        return uid

    for first, last in [("Sarah", "Lund"), ("Mike", "Oduya"), ("Admin", "Pulse")]:
        add_user(first, last, at(-rng.randint(800, 2400), 540), None, staff=1, superuser=int(first == "Admin"))
    instructor_rows: list[tuple[object, ...]] = []
    instructor_id: dict[str, int] = {}
    for club, names in INSTRUCTORS.items():
        for name in names:
            first, last = name.split(" ", 1)
            hired = -rng.randint(200, 1500)
            uid = add_user(first, last, at(hired, 540), club_id[club])
            instructor_id[name] = len(instructor_rows) + 1
            instructor_rows.append(
                (instructor_id[name], uid, 100 * rng.randint(18, 30), day_text(hired),
                 f"{first} teaches at {club}.", 1, fmt(at(hired, 600)), fmt(at(-rng.randint(1, 100), 600)))
            )  # fmt: skip
    db.executemany("INSERT INTO staff_instructor VALUES (?, ?, ?, ?, ?, ?, ?, ?)", instructor_rows)

    # Members and their memberships.
    shares = [(name, share) for name, *_, share in CLUBS if share > 0]
    members: list[Member] = []
    membership_rows: list[tuple[object, ...]] = []
    specials = {ADDICT: "Pulse Deansgate", DEBTOR: "Pulse Ancoats", **dict.fromkeys(CLOSED_BUT_ACTIVE, "")}
    for k in range(N_MEMBERS):
        if k < len(specials):
            (first, last), home_name = list(specials.items())[k]
            home_name = home_name or pick(rng, shares)
            joined_day = -rng.randint(200, 700)
        else:
            first, last = rng.choice(FIRST), rng.choice(LAST)
            home_name = pick(rng, shares)
            joined_day = -rng.randint(DAYS_BACK + 1, 1200) if rng.random() < 0.78 else -rng.randint(0, DAYS_BACK)
        joined = at(joined_day, grid(7 * 60, 21 * 60))
        weights = PLAN_WEIGHTS["Pulse Deansgate" if home_name == "Pulse Deansgate" else "other"]
        code = pick(rng, [(c, w) for c, w in weights if home_name in next(p[7] for p in PLANS if p[0] == c)])
        if home_name == "Pulse Deansgate" and joined_day <= -1000 and rng.random() < 0.6:
            code = "FOUNDER"
        if (first, last) in (ADDICT, DEBTOR):
            code = "PLUS"
        roll = rng.random()
        status, ends, frozen_until, stop = "ACT", None, None, None
        if (first, last) in CLOSED_BUT_ACTIVE or (first, last) in (ADDICT, DEBTOR):
            pass
        elif joined > now - datetime.timedelta(days=3) and roll < 0.5:
            status = "PEN"
        elif roll < 0.10:
            status, stop = "CAN", -rng.randint(1, 300)
            stop = max(stop, joined_day + 20)
            ends = stop
        elif roll < 0.16 and joined_day < -30:
            status, stop = "FRZ", -rng.randint(1, 60)
            frozen_until = stop + rng.choice([30, 60, 90])
            if frozen_until <= 0:
                frozen_until = rng.randint(3, 40)
        active = 0 if status == "CAN" and rng.random() < 0.3 else 1
        if (first, last) in CLOSED_BUT_ACTIVE:
            active = 0
        uid = add_user(first, last, joined, club_id[home_name], active=active)
        mid = len(membership_rows) + 1
        changed = at(stop, grid(8 * 60, 20 * 60)) if stop is not None and stop <= 0 else joined
        membership_rows.append(
            (mid, uid, plan_id[code], status, day_text(joined_day), day_text(ends) if ends is not None else None,
             day_text(frozen_until) if frozen_until is not None else None, fmt(joined), fmt(max(changed, joined)))
        )  # fmt: skip
        members.append(
            Member(uid, club_id[home_name], plan_id[code], mid, joined_day, stop if stop is not None else 10**6,
                   status, rng.choice([0.3, 0.6, 1.0, 1.0, 1.4, 2.0, 3.0]), (first, last))
        )  # fmt: skip
    db.executemany("INSERT INTO accounts_user VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", users)
    db.executemany("INSERT INTO memberships_membership VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", membership_rows)
    addict = next(m for m in members if m.name == ADDICT)
    debtor = next(m for m in members if m.name == DEBTOR)

    def can_visit(m: Member, day: int) -> bool:
        return m.joined < day < m.stop and m.status != "PEN"

    # Check-ins.
    checkin_rows: list[tuple[object, ...]] = []
    deansgate = club_id["Pulse Deansgate"]
    open_ids = [club_id[n] for n in OPEN_CLUBS]
    for day in range(-DAYS_BACK, 1):
        eligible = [m for m in members if can_visit(m, day) and m is not addict]
        visit_weights = [m.weight for m in eligible]
        visits: list[tuple[Member, int, int]] = []
        for m in rng.choices(eligible, weights=visit_weights, k=300 + rng.randint(-30, 30)):
            access = [c for c in plan_clubs[m.plan] if c in open_ids]
            where = m.home if rng.random() < 0.85 or len(access) < 2 else rng.choice(access)
            minute = grid(0, 23 * 60 + 55) if where == deansgate and rng.random() < 0.15 else grid(6 * 60, 21 * 60)
            visits.append((m, where, minute))
        if day >= -45:
            visits.append((addict, deansgate, grid(6 * 60, 6 * 60 + 40)))
            visits.append((addict, deansgate, grid(17 * 60 + 30, 18 * 60 + 30)))
        for m, where, minute in visits:
            entered = at(day, minute)
            left = entered + datetime.timedelta(minutes=grid(30, 120))
            method = pick(rng, [("app", 0.6), ("card", 0.35), ("desk", 0.05)])
            if entered > now:
                continue
            checkin_rows.append((m.uid, where, fmt(entered), fmt(left) if left <= now else None, method))
    checkin_rows.sort(key=lambda row: (row[2], row[0]))
    db.executemany(
        "INSERT INTO visits_checkin VALUES (?, ?, ?, ?, ?, ?)",
        [(i, *row) for i, row in enumerate(checkin_rows, start=1)],
    )

    # Class types, the timetable and its bookings.
    type_id = {name: i for i, (name, *_) in enumerate(CLASS_TYPES, start=1)}
    db.executemany(
        "INSERT INTO classes_classtype VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(type_id[n], n, n.lower().replace(" ", "-"), mins, inten, act, fmt(at(-ago, 600)),
          fmt(at(BOXFIT_DROPPED if not act else -min(ago, rng.randint(1, 300)), 600)))
         for n, mins, inten, _, _, act, ago in CLASS_TYPES],
    )  # fmt: skip
    capacity = {n: cap for n, _, _, cap, *_ in CLASS_TYPES}
    session_rows: list[tuple[object, ...]] = []
    booking_rows: list[tuple[int, int, str, str, str]] = []
    full_planned = {(club_id[c], t, d) for c, t, d in FULL_CLASSES}
    pools = {c: [m for m in members if m.home == c] for c in open_ids}
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        for club_name in OPEN_CLUBS:
            cid = club_id[club_name]
            staff_here = list(INSTRUCTORS[club_name])
            visitors = [t for t, c in TRAVELLERS.items() if c == club_name]
            for slot in SLOTS:
                types = [(n, w) for n, *_, w, act, _ in CLASS_TYPES if w > 0 and (act or day < BOXFIT_DROPPED)]
                tname = pick(rng, types)
                roll = rng.random()
                if club_name == "Pulse Deansgate" and roll < 0.7:
                    teacher = STAR_INSTRUCTOR
                elif visitors and roll < 0.12:
                    teacher = visitors[0]
                else:
                    teacher = rng.choice([t for t in staff_here if t != STAR_INSTRUCTOR])
                start = at(day, slot)
                planted_full = False
                for c, t, d in full_planned:
                    if c == cid and d == day and slot == SLOTS[3]:
                        tname, planted_full = t, True
                deleted = None
                drop = rng.random() < 0.03 and not planted_full
                when = start - datetime.timedelta(minutes=grid(6 * 60, 48 * 60))
                if drop and when <= now:
                    deleted = when
                sid = len(session_rows) + 1
                created = at(day - 21, 9 * 60)
                cap = capacity[tname]
                session_rows.append(
                    (sid, cid, type_id[tname], instructor_id[teacher], fmt(start), cap,
                     "Cycle studio" if tname == "Spin 45" else rng.choice(["Studio 1", "Studio 2"]), fmt(created),
                     fmt(deleted) if deleted else fmt(created), fmt(deleted) if deleted else None)
                )  # fmt: skip
                # Bookings: members who may use the club, mostly its own.
                past = start <= now
                ahead = (start - now).total_seconds() / 86400
                fill = rng.uniform(0.45, 1.0) if past else rng.uniform(0.3, 0.85) * max(0.25, 1 - ahead / 16)
                n = min(cap, round(cap * fill))
                if planted_full:
                    n = cap + 2
                elif not past:
                    n = min(n, cap - 2)
                candidates = [m for m in pools[cid] if can_visit(m, day if past else 0)]
                chosen = rng.sample(candidates, min(n, len(candidates)))
                no_show = 0.25 if club_name == NO_SHOW_CLUB else 0.09
                kept = 0
                for m in chosen:
                    booked = start - datetime.timedelta(minutes=grid(60, 6 * 24 * 60))
                    if booked > now:
                        booked = now - datetime.timedelta(minutes=now.minute % 5 + 5 * rng.randint(1, 12))
                        booked = booked.replace(second=0)
                    if deleted:
                        status, changed = "CXL", deleted
                    elif rng.random() < 0.07 and not (planted_full and kept < cap):
                        status, changed = "CXL", booked + (start - booked) / 2
                        changed = changed.replace(minute=changed.minute - changed.minute % 5, second=0)
                    elif not past:
                        status, changed = "BKD", booked
                        kept += 1
                    else:
                        status = "NSH" if rng.random() < no_show else "ATT"
                        changed = start + datetime.timedelta(minutes=10)
                    if changed > now:
                        changed = booked
                    booking_rows.append((sid, m.uid, status, fmt(booked), fmt(changed)))
                if planted_full:
                    surplus = kept - cap
                    for i in range(len(booking_rows) - 1, -1, -1):
                        if surplus <= 0:
                            break
                        if booking_rows[i][0] == sid and booking_rows[i][2] == "BKD":
                            row = booking_rows[i]
                            booking_rows[i] = (row[0], row[1], "CXL", row[3], row[4])
                            surplus -= 1
    db.executemany("INSERT INTO classes_session VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", session_rows)
    booking_rows.sort(key=lambda row: (row[3], row[0], row[1]))
    db.executemany(
        "INSERT INTO classes_booking VALUES (?, ?, ?, ?, ?, ?)",
        [(i, *row) for i, row in enumerate(booking_rows, start=1)],
    )

    # Invoices: one per membership period, personal-training packs and shop sales.
    invoices: list[Invoice] = []
    for m in members:
        price, period, fee = plan_price[m.plan]
        step = 365 if period == "Y" else 30
        k = max(0, (-DAYS_BACK - m.joined + step - 1) // step)
        while m.joined + k * step <= 0:
            day = m.joined + k * step
            if day >= m.stop or m.status == "PEN":
                break
            lines = [("MEM", f"{'Annual' if period == 'Y' else 'Monthly'} membership", 1, price)]
            if k == 0 and fee:
                lines.append(("FEE", "Joining fee", 1, fee))
            issued = at(day, 6 * 60)
            if m is debtor and day >= -95:
                paid = None
            elif rng.random() < 0.92 or period == "Y":
                paid = at(day + rng.randint(0, 6), 9 * 60)
            else:
                paid = at(day + rng.randint(15, 40), 9 * 60)
            void = rng.random() < 0.01 and m is not debtor
            invoices.append((issued, m.uid, m.mid, "void" if void else "", 14, paid, lines))
            k += 1
    for day in range(-DAYS_BACK, 1):
        for _ in range(rng.randint(1, 3)):
            m = rng.choice([x for x in members if can_visit(x, day)])
            sessions = rng.choice([1, 5, 10])
            issued = at(day, grid(8 * 60, 20 * 60))
            paid = None if m is debtor else issued + datetime.timedelta(minutes=5 * rng.randint(0, 24))
            invoices.append(
                (issued, m.uid, None, "", 7, paid, [("PT", f"Personal training x{sessions}", sessions, 3500)])
            )
        for _ in range(rng.randint(3, 6)):
            m = rng.choice([x for x in members if can_visit(x, day)])
            issued = at(day, grid(7 * 60, 21 * 60))
            item, cost = rng.choice(RETAIL)
            invoices.append((issued, m.uid, None, "", 0, issued, [("RETAIL", item, rng.randint(1, 3), cost)]))
    for day in (-80, -50):  # the debtor's personal-training packs, never paid either
        issued = at(day, 17 * 60)
        invoices.append((issued, debtor.uid, None, "", 7, None, [("PT", "Personal training x5", 5, 3500)]))
    invoices.sort(key=lambda inv: (inv[0], inv[1]))
    invoice_rows: list[tuple[object, ...]] = []
    line_rows: list[tuple[object, ...]] = []
    for issued, uid, membership, voided, due_days, paid, lines in invoices:
        if issued > now:
            continue
        iid = len(invoice_rows) + 1
        is_paid = paid is not None and paid <= now and not voided
        state = "void" if voided else ("paid" if is_paid else "open")
        total = sum(q * unit for _, _, q, unit in lines)
        updated = paid if is_paid and paid else issued
        invoice_rows.append(
            (iid, f"PF-{100000 + iid}", uid, membership, state, fmt(issued), day_text(day_of(issued) + due_days),
             fmt(paid) if is_paid and paid else None, total, fmt(issued), fmt(updated))
        )  # fmt: skip
        for kind, desc, q, unit in lines:
            line_rows.append((len(line_rows) + 1, iid, kind, desc, q, unit, q * unit))
    db.executemany("INSERT INTO billing_invoice VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", invoice_rows)
    db.executemany("INSERT INTO billing_invoiceline VALUES (?, ?, ?, ?, ?, ?, ?)", line_rows)
    close_checked(db, "gym")
