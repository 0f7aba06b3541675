"""A B2B SaaS business (a project-management tool sold per seat) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): events sit on a
15-minute grid (support chats on a 5-minute grid) of the days from 120 days before ``now`` up to ``now``
itself, so two builds with the same seed and ``now`` values a whole number of days apart give the same answers
to relative-time questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; ``invoices.dueOn`` is a
plain ``YYYY-MM-DD`` date. Columns are camelCase, as the product's ORM writes them.

An account's current subscription is the one whose ``endedAt`` is NULL; a churned or expired account has
none. ``subscriptions.statusCode`` is an integer code explained by ``subscription_status`` (1 trialing,
2 active, 3 past_due, 4 paused, 5 canceled, 6 expired: a trial that never converted, 7 superseded: replaced
by a plan change). ``plans.pricePerSeat`` is in US dollars per seat and month, ``invoices.amountCents`` in US
cents (annual billing is twelve months at a 20 % discount). An invoice is unpaid exactly when ``paidAt`` is
NULL; payments never land on the due date itself. ``isActive``, ``isLegacy`` and ``paidOnly`` are 0/1. A
support chat is open exactly when ``resolvedAt`` is NULL; ``csat`` (1 to 5) is NULL when the customer did not
rate it.

Planted signals:

* Northwind Logistics (Enterprise, 350 seats, billed monthly) has paid far more than any other customer;
* exactly four accounts are past due (Riverbend Dental, Ironbridge Legal, Zephyr Studios, Kestrel Foods):
  they are the only ones holding unpaid invoices whose due date has passed;
* five accounts on an active paid subscription have not used the product for more than 35 days (Oakridge
  Realty, Meridian Consulting, Foxglove Media, Summit Brewing, Lakeside Academy); every other live account
  except the three paused ones has usage in the last 10 days (new accounts within a day of signing up);
* seven accounts are still on a legacy plan (Team (2019) or Pro (legacy)); three more moved off one during
  the last four months;
* two feature flags (ai_summaries, offline_mode) are enabled for no account;
* Globex Retail (22) and Initech Systems (13) opened by far the most support chats in the last 60 days;
  nobody else opened more than 4 chats ever;
* "data import" chats take about a day and a half to resolve, every other topic well under a day;
* agent Ines Duarte's chats are rated about 4.8 on average, every other agent's between 3.5 and 4.1;
* task_created, comment_added and file_uploaded are the three most common usage events, with clear gaps.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
import pathlib
import random

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE plans (
    planId       INTEGER PRIMARY KEY,
    planCode     TEXT NOT NULL UNIQUE,
    planName     TEXT NOT NULL,
    pricePerSeat REAL NOT NULL,
    maxSeats     INTEGER,
    isLegacy     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE subscription_status (
    statusCode INTEGER PRIMARY KEY,
    statusName TEXT NOT NULL UNIQUE,
    isBillable INTEGER NOT NULL
);
CREATE TABLE accounts (
    acctId       INTEGER PRIMARY KEY,
    acctName     TEXT NOT NULL UNIQUE,
    domain       TEXT NOT NULL UNIQUE,
    industry     TEXT NOT NULL,
    countryCode  TEXT NOT NULL,
    employeeBand TEXT NOT NULL,
    signupSource TEXT NOT NULL,
    createdAt    TEXT NOT NULL
);
CREATE TABLE account_user (
    userId      INTEGER PRIMARY KEY,
    acctId      INTEGER NOT NULL REFERENCES accounts(acctId),
    email       TEXT NOT NULL UNIQUE,
    fullName    TEXT NOT NULL,
    role        TEXT NOT NULL,
    isActive    INTEGER NOT NULL DEFAULT 1,
    invitedAt   TEXT NOT NULL,
    lastLoginAt TEXT
);
CREATE TABLE subscriptions (
    subId         INTEGER PRIMARY KEY,
    acctId        INTEGER NOT NULL REFERENCES accounts(acctId),
    planId        INTEGER NOT NULL REFERENCES plans(planId),
    statusCode    INTEGER NOT NULL REFERENCES subscription_status(statusCode),
    seats         INTEGER NOT NULL,
    billingPeriod TEXT NOT NULL,
    startedAt     TEXT NOT NULL,
    trialEndsAt   TEXT,
    endedAt       TEXT,
    cancelReason  TEXT
);
CREATE TABLE invoices (
    invoiceId   INTEGER PRIMARY KEY,
    invoiceNo   TEXT NOT NULL UNIQUE,
    subId       INTEGER NOT NULL REFERENCES subscriptions(subId),
    issuedAt    TEXT NOT NULL,
    dueOn       TEXT NOT NULL,
    amountCents INTEGER NOT NULL,
    paidAt      TEXT
);
CREATE TABLE usage_events (
    eventId    INTEGER PRIMARY KEY,
    acctId     INTEGER NOT NULL REFERENCES accounts(acctId),
    userId     INTEGER NOT NULL REFERENCES account_user(userId),
    eventType  TEXT NOT NULL,
    clientApp  TEXT NOT NULL,
    occurredAt TEXT NOT NULL
);
CREATE TABLE feature_flag (
    flagKey      TEXT PRIMARY KEY,
    description  TEXT NOT NULL,
    rolloutStage TEXT NOT NULL,
    paidOnly     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE account_feature (
    acctId    INTEGER NOT NULL REFERENCES accounts(acctId),
    flagKey   TEXT NOT NULL REFERENCES feature_flag(flagKey),
    enabledAt TEXT NOT NULL,
    PRIMARY KEY (acctId, flagKey)
);
CREATE TABLE support_chats (
    chatId          INTEGER PRIMARY KEY,
    acctId          INTEGER NOT NULL REFERENCES accounts(acctId),
    userId          INTEGER REFERENCES account_user(userId),
    agentName       TEXT NOT NULL,
    topic           TEXT NOT NULL,
    openedAt        TEXT NOT NULL,
    firstResponseAt TEXT,
    resolvedAt      TEXT,
    csat            INTEGER
);
CREATE INDEX subscriptions_acct ON subscriptions(acctId);
CREATE INDEX invoices_sub ON invoices(subId);
CREATE INDEX usage_events_acct ON usage_events(acctId);
CREATE INDEX usage_events_when ON usage_events(occurredAt);
CREATE INDEX support_chats_acct ON support_chats(acctId);
"""

# code, name, USD per seat and month, max seats, legacy
PLANS: list[tuple[str, str, float, int | None, int]] = [
    ("free", "Free", 0.0, 3, 0),
    ("starter", "Starter", 8.0, 10, 0),
    ("team", "Team", 14.0, 50, 0),
    ("business", "Business", 24.0, None, 0),
    ("enterprise", "Enterprise", 49.0, None, 0),
    ("team_2019", "Team (2019)", 10.0, 50, 1),
    ("pro_legacy", "Pro (legacy)", 18.0, None, 1),
]
# code, name, billable
STATUSES = [
    (1, "trialing", 0),
    (2, "active", 1),
    (3, "past_due", 1),
    (4, "paused", 0),
    (5, "canceled", 0),
    (6, "expired", 0),
    (7, "superseded", 0),
]
STATUS = {name: code for code, name, _ in STATUSES}
SEATS = {
    "free": (1, 3),
    "starter": (2, 10),
    "team": (5, 40),
    "business": (10, 80),
    "enterprise": (40, 80),
    "team_2019": (5, 30),
    "pro_legacy": (10, 40),
}
USERS = {
    "free": (1, 3),
    "starter": (2, 6),
    "team": (3, 12),
    "business": (5, 18),
    "enterprise": (10, 24),
    "team_2019": (3, 10),
    "pro_legacy": (4, 12),
}
OLD_PLANS = [("free", 0.2), ("starter", 0.25), ("team", 0.26), ("business", 0.19), ("enterprise", 0.1)]
NEW_PLANS = [("free", 0.25), ("starter", 0.35), ("team", 0.28), ("business", 0.12)]
UPGRADE = {"free": "starter", "starter": "team", "team": "business", "business": "enterprise"}
CANCEL_REASONS = [
    ("too expensive", 0.35),
    ("missing features", 0.25),
    ("switched to competitor", 0.2),
    ("company closed", 0.1),
    ("no longer needed", 0.1),
]

FIRST_WORDS = [
    "Blue Harbor", "Redwood", "Silver Pine", "Brightline", "Copperleaf", "Harbor Point", "Juniper", "Granite",
    "Nimbus", "Pinnacle", "Quarry", "Tidewater", "Upland", "Vantage", "Westfield", "Yellowstone", "Aurora",
    "Beacon", "Cascade", "Driftwood", "Evergreen", "Golden Gate", "Highland", "Ivory", "Jetstream", "Keystone",
    "Lighthouse", "Northstar", "Orchard", "Prairie", "Rosewood", "Sagebrush", "Timberline", "Unity", "Willow",
    "Alder", "Bramble", "Clearwater", "Dunmore", "Elmstead", "Fairhaven", "Glacier", "Hollow Creek", "Ironwood",
]  # fmt: skip
SECOND_WORDS = {
    "Analytics": "technology", "Systems": "technology", "Labs": "technology", "Robotics": "technology",
    "Logistics": "logistics", "Freight": "logistics", "Retail": "retail", "Outfitters": "retail",
    "Dental": "healthcare", "Health": "healthcare", "Legal": "professional services",
    "Consulting": "professional services", "Partners": "professional services", "Studios": "media",
    "Media": "media", "Foods": "food & beverage", "Brewing": "food & beverage", "Academy": "education",
    "Energy": "energy", "Realty": "real estate", "Ventures": "finance",
}  # fmt: skip
COUNTRIES = [("US", 0.42), ("GB", 0.14), ("DE", 0.1), ("CA", 0.09), ("AU", 0.07), ("FR", 0.06), ("NL", 0.06),
             ("IN", 0.06)]  # fmt: skip
BANDS = [("1-10", 0.3), ("11-50", 0.35), ("51-200", 0.22), ("201-1000", 0.1), ("1000+", 0.03)]
SOURCES = [("organic", 0.4), ("paid_search", 0.25), ("referral", 0.2), ("partner", 0.15)]
FIRST_NAMES = [
    "Alex", "Jordan", "Sam", "Taylor", "Morgan", "Casey", "Riley", "Jamie", "Avery", "Quinn", "Emma", "Liam",
    "Olivia", "Noah", "Ava", "Ethan", "Mia", "Lucas", "Sofia", "Mateo", "Chloe", "Leon", "Hana", "Kenji",
    "Aisha", "Omar", "Nina", "Felix", "Clara", "Jonas", "Maya", "Ravi", "Zoe", "Elias", "Ines", "Tariq",
]  # fmt: skip
LAST_NAMES = [
    "Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Martinez", "Lopez", "Wilson", "Anderson",
    "Thomas", "Moore", "Lee", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams",
    "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Collins",
    "Schmidt", "Muller", "Dubois", "Janssen", "Patel", "Sharma", "Tanaka", "Kowalski", "Novak", "Rossi",
]  # fmt: skip

# event type, weight
EVENT_TYPES = [
    ("task_created", 0.34),
    ("comment_added", 0.22),
    ("file_uploaded", 0.14),
    ("report_exported", 0.085),
    ("api_request", 0.08),
    ("project_created", 0.07),
    ("integration_synced", 0.065),
]
CLIENT_APPS = [("web", 0.66), ("desktop", 0.16), ("ios", 0.1), ("android", 0.08)]

# flag, description, stage, paid only, share enabled per plan family (enterprise, business, other paid, free)
FLAGS: list[tuple[str, str, str, int, tuple[float, float, float, float]]] = [
    ("sso", "SAML single sign-on", "ga", 1, (0.65, 0.3, 0.0, 0.0)),
    ("audit_log", "Workspace audit log", "ga", 1, (0.7, 0.2, 0.0, 0.0)),
    ("custom_fields", "Custom task fields", "ga", 0, (0.6, 0.5, 0.35, 0.1)),
    ("gantt_view", "Gantt timeline view", "ga", 0, (0.4, 0.3, 0.25, 0.05)),
    ("time_tracking", "Built-in time tracking", "ga", 0, (0.3, 0.3, 0.3, 0.1)),
    ("api_v2", "REST API v2", "beta", 1, (0.3, 0.1, 0.05, 0.0)),
    ("new_editor", "Rich-text editor rewrite", "beta", 0, (0.1, 0.1, 0.1, 0.1)),
    ("legacy_reports", "Old reporting module", "deprecated", 0, (0.15, 0.15, 0.15, 0.05)),
    ("ai_summaries", "AI task summaries", "beta", 1, (0.0, 0.0, 0.0, 0.0)),
    ("offline_mode", "Desktop offline mode", "alpha", 0, (0.0, 0.0, 0.0, 0.0)),
]

AGENTS = ["Ines Duarte", "Tom Becker", "Lucia Ortega", "Sam Whitfield", "Hannah Cole", "Marco Bianchi"]
STAR_AGENT = "Ines Duarte"
# topic, weight, hours from first response to resolution
TOPICS: list[tuple[str, float, tuple[float, float]]] = [
    ("how-to", 0.3, (0.2, 2.0)),
    ("billing", 0.18, (1.0, 6.0)),
    ("login & sso", 0.14, (0.5, 4.0)),
    ("bug report", 0.18, (4.0, 20.0)),
    ("integrations", 0.12, (2.0, 12.0)),
    ("data import", 0.08, (26.0, 46.0)),
]

TOP_PAYER = "Northwind Logistics"
CHATTY = {"Globex Retail": (22, 3), "Initech Systems": (13, 2)}  # chats in the last 60 days, before that
PAST_DUE = ["Riverbend Dental", "Ironbridge Legal", "Zephyr Studios", "Kestrel Foods"]
DORMANT = ["Oakridge Realty", "Meridian Consulting", "Foxglove Media", "Summit Brewing", "Lakeside Academy"]
PAUSED = ["Quill Partners", "Cascade Ventures", "Velvet Outfitters"]
LEGACY = {
    "Granite Systems": "team_2019",
    "Harbor Point Labs": "team_2019",
    "Juniper Health": "team_2019",
    "Nimbus Analytics": "team_2019",
    "Evergreen Foods": "team_2019",
    "Beacon Ventures": "pro_legacy",
    "Timberline Retail": "pro_legacy",
}
MIGRATED = {"Aurora Media": "team", "Highland Logistics": "business", "Prairie Partners": "business"}
N_OLD = 150
DAYS_BACK = 120
TRIAL_DAYS = 14
MAX_GAP_DAYS = 9.0  # a live account's usage never pauses longer than this
OTHER_CHAT_CAP = 4


@dataclasses.dataclass
class Sub:
    plan: str
    status: str
    seats: int
    period: str
    started: datetime.datetime
    trial_ends: datetime.datetime | None = None
    ended: datetime.datetime | None = None
    reason: str | None = None
    sub_id: int = 0


@dataclasses.dataclass
class User:
    user_id: int
    name: str
    email: str
    role: str
    active: bool
    never_logged_in: bool
    invited: datetime.datetime
    last_event: datetime.datetime | None = None


@dataclasses.dataclass
class Account:
    acct_id: int
    name: str
    created: datetime.datetime
    role: str  # planted role, "" for none
    subs: list[Sub] = dataclasses.field(default_factory=list)
    users: list[User] = dataclasses.field(default_factory=list)
    usage_stops: datetime.datetime | None = None  # dormant or paused: no usage after this


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the SaaS database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)
    midnight = now.replace(hour=0, minute=0, second=0)
    window_start = midnight - datetime.timedelta(days=DAYS_BACK)

    def fmt(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def at(day: float, minutes: int = 0) -> datetime.datetime:
        """Day ``day`` (relative to today, may be fractional) snapped down to the 15-minute grid, plus minutes."""
        slot = math.floor(day * 96)
        return midnight + datetime.timedelta(minutes=15 * slot + minutes)

    db = new_database(path, SCHEMA)

    plan_ids: dict[str, int] = {}
    price: dict[str, float] = {}
    for index, (code, name, per_seat, max_seats, legacy) in enumerate(PLANS, start=1):
        plan_ids[code] = index
        price[code] = per_seat
        db.execute("INSERT INTO plans VALUES (?, ?, ?, ?, ?, ?)", (index, code, name, per_seat, max_seats, legacy))
    db.executemany("INSERT INTO subscription_status VALUES (?, ?, ?)", STATUSES)
    for key, description, stage, paid_only, _ in FLAGS:
        db.execute("INSERT INTO feature_flag VALUES (?, ?, ?, ?)", (key, description, stage, paid_only))

    # Account names: planted ones first, the rest drawn without repeats.
    planted: dict[str, str] = {TOP_PAYER: "top"}
    planted.update({name: "chatty" for name in CHATTY})
    planted.update({name: "past_due" for name in PAST_DUE})
    planted.update({name: "dormant" for name in DORMANT})
    planted.update({name: "paused" for name in PAUSED})
    planted.update({name: "legacy" for name in LEGACY})
    planted.update({name: "migrated" for name in MIGRATED})
    taken = set(planted)
    blocked_first = {name.split(" ")[0] for name in planted}

    def fresh_name() -> str:
        while True:
            name = f"{rng.choice(FIRST_WORDS)} {rng.choice(list(SECOND_WORDS))}"
            if name not in taken and name.split(" ")[0] not in blocked_first:
                taken.add(name)
                return name

    accounts: list[Account] = []
    # Established accounts (created before the window), the planted ones among them.
    old_names = list(planted) + [fresh_name() for _ in range(N_OLD - len(planted))]
    rng.shuffle(old_names)
    old_accounts = []
    for name in old_names:
        created = at(-rng.uniform(130, 1500))
        old_accounts.append(Account(0, name, created, planted.get(name, "")))
    # New signups, at least one a day.
    new_accounts = []
    for day in range(-DAYS_BACK, 1):
        for _ in range(1 + sum(1 for _ in range(3) if rng.random() < 0.14)):
            created = at(day + rng.uniform(0.0, 1.0))
            name = fresh_name()
            if created <= now:
                new_accounts.append(Account(0, name, created, ""))
    accounts = sorted(old_accounts + new_accounts, key=lambda account: (account.created, account.name))
    for acct_id, account in enumerate(accounts, start=1):
        account.acct_id = acct_id

    # Subscriptions.
    for account in accounts:
        role = account.role
        is_old = account.created < window_start
        if role == "top":
            plan = "enterprise"
        elif role == "legacy":
            plan = LEGACY[account.name]
        elif role == "migrated":
            plan = "team_2019"
        elif role in ("past_due", "dormant", "paused", "chatty"):
            plan = rng.choice(["starter", "team", "business"])
        else:
            plan = pick(rng, OLD_PLANS if is_old else NEW_PLANS)
        low, high = SEATS[plan]
        seats = 350 if role == "top" else rng.randint(low, high)
        period = "monthly"
        if plan != "free" and role not in ("top", "past_due") and rng.random() < 0.22:
            period = "annual"
        trial_ends = account.created + datetime.timedelta(days=TRIAL_DAYS) if plan != "free" else None
        sub = Sub(plan, "active", seats, period, account.created, trial_ends)
        account.subs.append(sub)
        change_day = rng.uniform(-110, -3)
        if not is_old:
            if trial_ends is not None and trial_ends > now:
                sub.status = "trialing"
            elif trial_ends is not None and rng.random() < 0.35:
                sub.status, sub.ended = "expired", trial_ends
            elif rng.random() < 0.05 and (account.created - window_start).days < DAYS_BACK - 30:
                sub.status, sub.reason = "canceled", pick(rng, CANCEL_REASONS)
                sub.ended = max(at(change_day), account.created + datetime.timedelta(days=TRIAL_DAYS + 7))
                if sub.ended > now:
                    sub.status, sub.ended, sub.reason = "active", None, None
            continue
        if role == "migrated":
            moved = at(rng.uniform(-100, -20))
            sub.status, sub.ended = "superseded", moved
            new_plan = MIGRATED[account.name]
            account.subs.append(Sub(new_plan, "active", seats + rng.randint(0, 10), period, moved))
        elif role == "past_due":
            sub.status = "past_due"
        elif role == "paused":
            sub.status = "paused"
            account.usage_stops = at(rng.uniform(-80, -40))
        elif role == "dormant":
            account.usage_stops = at(rng.uniform(-70, -36))
        elif role == "" and plan in UPGRADE and rng.random() < 0.1:
            moved = at(change_day)
            sub.status, sub.ended = "superseded", moved
            new_plan = UPGRADE[plan]
            low, high = SEATS[new_plan]
            account.subs.append(Sub(new_plan, "active", max(seats, rng.randint(low, high)), period, moved))
        elif role == "" and plan != "enterprise" and rng.random() < 0.09:
            sub.status, sub.ended, sub.reason = "canceled", at(change_day), pick(rng, CANCEL_REASONS)

    sub_rows: list[tuple[object, ...]] = []
    for account in accounts:
        for sub in account.subs:
            sub.sub_id = len(sub_rows) + 1
            sub_rows.append(
                (
                    sub.sub_id,
                    account.acct_id,
                    plan_ids[sub.plan],
                    STATUS[sub.status],
                    sub.seats,
                    sub.period,
                    fmt(sub.started),
                    fmt(sub.trial_ends) if sub.trial_ends else None,
                    fmt(sub.ended) if sub.ended else None,
                    sub.reason,
                )
            )

    account_rows = []
    for account in accounts:
        account_rows.append(
            (
                account.acct_id,
                account.name,
                account.name.lower().replace(" ", "") + ".com",
                SECOND_WORDS[account.name.rsplit(" ", 1)[-1]],
                pick(rng, COUNTRIES),
                "1000+" if account.role == "top" else pick(rng, BANDS),
                pick(rng, SOURCES),
                fmt(account.created),
            )
        )
    db.executemany("INSERT INTO accounts VALUES (?, ?, ?, ?, ?, ?, ?, ?)", account_rows)
    db.executemany("INSERT INTO subscriptions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", sub_rows)

    # Invoices: every 30 days (or 365 for annual billing) from the end of the trial, while the subscription
    # lasts (a paused one stops billing); recent invoices are paid within 13 days, older ones sometimes late;
    # past-due accounts have paid nothing issued in the last 50 days.
    invoice_rows = []
    for account in accounts:
        for sub in account.subs:
            if price[sub.plan] == 0 or sub.status in ("trialing", "expired"):
                continue
            step = 30 if sub.period == "monthly" else 365
            monthly_cents = round(sub.seats * price[sub.plan] * 100)
            amount = monthly_cents if sub.period == "monthly" else round(monthly_cents * 12 * 0.8)
            bill = sub.trial_ends or sub.started
            stop = min(sub.ended or now, account.usage_stops if sub.status == "paused" and account.usage_stops else now)
            while bill <= stop:
                issued = bill
                bill += datetime.timedelta(days=step)
                days_ago = (midnight - issued.replace(hour=0, minute=0)).days
                delay_days = rng.randint(0, 12)
                delay_hours = rng.randint(1, 40) * 0.25
                late = rng.random() < 0.22
                if issued < window_start:
                    continue
                if account.role == "past_due" and days_ago <= 50:
                    paid: datetime.datetime | None = None
                else:
                    if late and days_ago > 45:
                        delay_days = rng.randint(15, 30)
                    paid = issued + datetime.timedelta(days=delay_days, hours=delay_hours)
                    if paid > now:
                        paid = None
                due = (issued + datetime.timedelta(days=14)).strftime("%Y-%m-%d")
                invoice_rows.append((sub.sub_id, fmt(issued), due, amount, fmt(paid) if paid else None))
    invoice_rows.sort(key=lambda row: (row[1], row[0]))
    db.executemany(
        "INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (number, f"INV-{number:06d}", sub_id, issued, due, amount, paid)
            for number, (sub_id, issued, due, amount, paid) in enumerate(invoice_rows, start=1)
        ],
    )

    # Users: the owner first, then invited colleagues; a few never logged in, a few were deactivated.
    user_id = 0
    for account in accounts:
        plan = account.subs[-1].plan
        low, high = USERS[plan]
        count = 40 if account.role == "top" else rng.randint(low, high)
        domain = account.name.lower().replace(" ", "") + ".com"
        emails: set[str] = set()
        age_slots = max(1, int((now - account.created).total_seconds() // 900))
        for index in range(count):
            user_id += 1
            first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
            local = f"{first}.{last}".lower()
            while local in emails:
                local += str(rng.randint(1, 9))
            emails.add(local)
            if index == 0:
                role, invited, active, never = "owner", account.created, True, False
            else:
                role = pick(rng, [("admin", 0.1), ("member", 0.75), ("viewer", 0.15)])
                invited = account.created + datetime.timedelta(minutes=15 * rng.randrange(min(age_slots, 96 * 400)))
                active = rng.random() > 0.06
                never = rng.random() < 0.07
            account.users.append(User(user_id, f"{first} {last}", f"{local}@{domain}", role, active, never, invited))

    # Usage: from signup (or the start of the window) until the account stops, with gaps of at most nine days.
    event_rows = []
    for account in accounts:
        final = account.subs[-1]
        end = min(final.ended or now, account.usage_stops or now, now)
        start = max(account.created, window_start)
        active_users = sum(1 for user in account.users if user.active and not user.never_logged_in)
        rate = min(1.4, 0.08 + 0.025 * active_users)
        cursor = (start - midnight).total_seconds() / 86400
        opening = start == account.created  # a new account is used within a day of signing up
        while True:
            gap = min(rng.expovariate(rate), MAX_GAP_DAYS)
            cursor += min(gap, 1.0) if opening else gap
            opening = False
            moment = at(cursor)
            kind = pick(rng, EVENT_TYPES)
            app = "api" if kind == "api_request" else pick(rng, CLIENT_APPS)
            chooser = rng.random()
            if moment > end:
                break
            if moment < start:
                continue
            users = [u for u in account.users if u.active and not u.never_logged_in and u.invited <= moment]
            user = users[int(chooser * len(users))]
            user.last_event = moment
            event_rows.append((account.acct_id, user.user_id, kind, app, fmt(moment)))
    event_rows.sort(key=lambda row: (row[4], row[0]))

    user_rows = []
    for account in accounts:
        end = min(account.subs[-1].ended or now, account.usage_stops or now, now)
        for user in account.users:
            login_draw = rng.random()
            if user.never_logged_in:
                last_login = None
            elif user.last_event is not None:
                last_login = user.last_event
            else:
                span = max(0.0, (end - user.invited).total_seconds())
                last_login = user.invited + datetime.timedelta(minutes=15 * math.floor(login_draw * span / 900))
            user_rows.append(
                (
                    user.user_id,
                    account.acct_id,
                    user.email,
                    user.name,
                    user.role,
                    int(user.active),
                    fmt(user.invited),
                    fmt(last_login) if last_login else None,
                )
            )
    db.executemany("INSERT INTO account_user VALUES (?, ?, ?, ?, ?, ?, ?, ?)", user_rows)
    db.executemany(
        "INSERT INTO usage_events (acctId, userId, eventType, clientApp, occurredAt) VALUES (?, ?, ?, ?, ?)",
        event_rows,
    )
    # Feature flags, by the plan the account is (or was last) on.
    feature_rows = []
    for account in accounts:
        plan = account.subs[-1].plan
        family = {"enterprise": 0, "business": 1, "free": 3}.get(plan, 2)
        end = min(account.subs[-1].ended or now, now)
        span = max(1, int((end - account.created).total_seconds() // 900))
        for key, _, _, _, shares in FLAGS:
            roll, slot = rng.random(), rng.randrange(span)
            if roll < shares[family]:
                enabled = account.created + datetime.timedelta(minutes=15 * slot)
                feature_rows.append((account.acct_id, key, fmt(enabled)))
    db.executemany("INSERT INTO account_feature VALUES (?, ?, ?)", feature_rows)

    # Support chats: about five a day from live accounts, at most four per account, except the two chatty ones.
    chat_rows = []
    tally: dict[int, int] = {}
    by_name = {account.name: account for account in accounts}

    def chat(account: Account, opened: datetime.datetime) -> None:
        topic_name = pick(rng, [(name, weight) for name, weight, _ in TOPICS])
        low, high = next(hours for name, _, hours in TOPICS if name == topic_name)
        agent = rng.choice(AGENTS)
        reply = opened + datetime.timedelta(minutes=min(180, max(1, round(rng.lognormvariate(2.3, 0.7)))))
        resolved = reply + datetime.timedelta(minutes=round(rng.uniform(low, high) * 60))
        if agent == STAR_AGENT:
            score = rng.choices([5, 4, 3], weights=[0.82, 0.15, 0.03])[0]
        else:
            score = rng.choices([5, 4, 3, 2, 1], weights=[0.35, 0.33, 0.17, 0.1, 0.05])[0]
        rated = rng.random() < 0.55
        candidates = [user for user in account.users if user.invited <= opened and user.active]
        asker = rng.choice(candidates).user_id if candidates else None
        if opened > now:
            return
        chat_rows.append(
            (
                account.acct_id,
                asker,
                agent,
                topic_name,
                fmt(opened),
                fmt(reply) if reply <= now else None,
                fmt(resolved) if resolved <= now else None,
                score if rated and resolved <= now else None,
            )
        )

    def chat_time(day: int) -> datetime.datetime:
        return midnight + datetime.timedelta(days=day, minutes=7 * 60 + 5 * rng.randrange(180))

    for name, (recent, older) in CHATTY.items():
        account = by_name[name]
        for day in rng.sample(range(-58, 0), recent) + rng.sample(range(-115, -65), older):
            chat(account, chat_time(day))
    quiet = [account for account in accounts if account.role != "chatty"]
    for day in range(-DAYS_BACK, 1):
        for _ in range(sum(1 for _ in range(11) if rng.random() < 0.45)):
            opened = chat_time(day)
            live = [
                account
                for account in quiet
                if account.created <= opened
                and (account.subs[-1].ended is None or account.subs[-1].ended > opened)
                and (account.usage_stops is None or account.usage_stops > opened)
                and tally.get(account.acct_id, 0) < OTHER_CHAT_CAP
            ]
            account = rng.choice(live)
            tally[account.acct_id] = tally.get(account.acct_id, 0) + 1
            chat(account, opened)
    chat_rows.sort(key=lambda row: (row[4], row[0]))
    db.executemany(
        "INSERT INTO support_chats (acctId, userId, agentName, topic, openedAt, firstResponseAt, resolvedAt, csat)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        chat_rows,
    )
    close_checked(db, "saas")
