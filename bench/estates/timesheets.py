"""A Bilbao digital studio's time tracking (Ardatz Studio) as the SQLite copy of a Kimai 2 database.

Kimai 2.x (the Symfony time-tracking application) keeps its data in MySQL; this is its schema and rows in SQLite, with
its conventions: ``kimai2_`` tables, snake_case columns, Doctrine booleans as 0/1, **``start_time`` and ``end_time``
DATETIME text in UTC** beside **``date_tz``, the entry's local date** (Europe/Madrid), and:

* ``kimai2_users`` (``roles`` **a PHP-serialised array**: ``a:1:{i:0;s:16:"ROLE_SUPER_ADMIN";}``,
  ``a:1:{i:0;s:10:"ROLE_ADMIN";}``, ``a:1:{i:0;s:13:"ROLE_TEAMLEAD";}`` or ``a:0:{}`` for a plain user, who has
  ROLE_USER implicitly; ``enabled`` 0/1, ``alias`` the display name, ``last_login`` NULL for never,
  ``supervisor_id``), ``kimai2_user_preferences`` (name/value rows: **``hourly_rate``** and ``internal_rate`` in
  euros, ``timezone``, ``language``, ``skin``);
* ``kimai2_teams``, ``kimai2_users_teams`` (``teamlead`` 0/1), ``kimai2_customers_teams``, ``kimai2_projects_teams``;
* ``kimai2_customers`` → ``kimai2_projects`` (``time_budget`` **seconds**, 0 for none; ``budget`` euros; ``visible``
  0 for archived) → ``kimai2_activities`` (**``project_id`` NULL for a global activity** usable on any project);
* ``kimai2_timesheet`` (**``user`` the user's id**, ``duration`` **seconds**, ``rate`` the entry's value in euros
  (``hourly_rate`` times hours), ``billable`` 0/1, ``exported`` 0/1 once invoiced; **a running timer has ``end_time``
  NULL and ``duration`` 0**), ``kimai2_tags`` and ``kimai2_timesheet_tags``;
* ``kimai2_invoice_templates``, ``kimai2_invoices`` (``status`` **``new``, ``pending``, ``paid`` or ``canceled``**,
  ``total`` and ``tax`` in euros, ``due_days``, ``payment_date`` a plain date), ``kimai2_configuration``.

Time entries reach 100 days back from ``now``. The studio logs time every day of the week (its festival and surf
clients work weekends). Entries sit on a 15-minute grid counted from each day's midnight UTC; today's end before
``now``, so builds a whole number of days apart agree. Entries are in UTC; "today" and "yesterday" are UTC days.

Planted signals:

* Gorka logs the most hours; his timer has been running for 14 hours (forgotten), Leire's for 40 minutes;
* Bilbao Jazz Festival is the biggest customer of the last 30 days, and its 2025 website project has gone past its
  time budget (the only project that has);
* Maite (on leave) has logged nothing for 45 days, Aitor (new) nothing at all; Xabier's account is disabled;
* the global activities Travel and Training and the surf school's "Video edit" were never used;
* Pintxo Bar Zuriñe's billable work was never invoiced; Museo Marítimo's invoice of two months ago is unpaid and
  overdue (the others still pending are three weeks old and not yet due);
* "bug" is the most used tag; the internal customer's work is not billable.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE kimai2_users (
  id INTEGER PRIMARY KEY, username VARCHAR(180) NOT NULL UNIQUE, email VARCHAR(180) NOT NULL UNIQUE,
  password VARCHAR(255) NOT NULL, alias VARCHAR(60), enabled TINYINT(1) NOT NULL, registration_date DATETIME,
  title VARCHAR(50), avatar VARCHAR(255), roles LONGTEXT NOT NULL, last_login DATETIME, api_token VARCHAR(255),
  auth VARCHAR(20), color VARCHAR(7), account VARCHAR(30), totp_enabled TINYINT(1) NOT NULL DEFAULT 0,
  system_account TINYINT(1) NOT NULL DEFAULT 0, supervisor_id INTEGER REFERENCES kimai2_users (id) ON DELETE SET NULL,
  timezone VARCHAR(64) NOT NULL DEFAULT 'Europe/Madrid', language VARCHAR(6) NOT NULL DEFAULT 'es'
);
CREATE TABLE kimai2_user_preferences (
  id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES kimai2_users (id) ON DELETE CASCADE, name VARCHAR(50) NOT NULL,
  value VARCHAR(255), UNIQUE (user_id, name)
);
CREATE TABLE kimai2_teams (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE, color VARCHAR(7));
CREATE TABLE kimai2_users_teams (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES kimai2_users (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES kimai2_teams (id) ON DELETE CASCADE, teamlead TINYINT(1) NOT NULL DEFAULT 0,
  UNIQUE (user_id, team_id)
);
CREATE TABLE kimai2_customers (
  id INTEGER PRIMARY KEY, name VARCHAR(150) NOT NULL, number VARCHAR(50), comment TEXT, visible TINYINT(1) NOT NULL,
  company VARCHAR(100), contact VARCHAR(100), address TEXT, country VARCHAR(2) NOT NULL, currency VARCHAR(3) NOT NULL,
  email VARCHAR(75), timezone VARCHAR(64) NOT NULL, vat_id VARCHAR(50), color VARCHAR(7), budget DOUBLE PRECISION
  NOT NULL DEFAULT 0, time_budget INTEGER NOT NULL DEFAULT 0, budget_type VARCHAR(10), billable TINYINT(1) NOT NULL
  DEFAULT 1
);
CREATE TABLE kimai2_customers_teams (
  customer_id INTEGER NOT NULL REFERENCES kimai2_customers (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES kimai2_teams (id) ON DELETE CASCADE, PRIMARY KEY (customer_id, team_id)
);
CREATE TABLE kimai2_projects (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES kimai2_customers (id) ON DELETE CASCADE,
  name VARCHAR(150) NOT NULL, order_number TINYTEXT, order_date DATETIME, start DATETIME, "end" DATETIME,
  comment TEXT, visible TINYINT(1) NOT NULL, budget DOUBLE PRECISION NOT NULL DEFAULT 0, time_budget INTEGER NOT NULL
  DEFAULT 0, budget_type VARCHAR(10), color VARCHAR(7), billable TINYINT(1) NOT NULL DEFAULT 1,
  global_activities TINYINT(1) NOT NULL DEFAULT 1, invoice_text LONGTEXT
);
CREATE TABLE kimai2_projects_teams (
  project_id INTEGER NOT NULL REFERENCES kimai2_projects (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES kimai2_teams (id) ON DELETE CASCADE, PRIMARY KEY (project_id, team_id)
);
CREATE TABLE kimai2_activities (
  id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES kimai2_projects (id) ON DELETE CASCADE,
  name VARCHAR(150) NOT NULL, comment TEXT, visible TINYINT(1) NOT NULL, color VARCHAR(7), budget DOUBLE PRECISION
  NOT NULL DEFAULT 0, time_budget INTEGER NOT NULL DEFAULT 0, billable TINYINT(1) NOT NULL DEFAULT 1,
  invoice_text LONGTEXT
);
CREATE TABLE kimai2_timesheet (
  id INTEGER PRIMARY KEY, user INTEGER NOT NULL REFERENCES kimai2_users (id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES kimai2_activities (id) ON DELETE CASCADE,
  project_id INTEGER NOT NULL REFERENCES kimai2_projects (id) ON DELETE CASCADE, start_time DATETIME NOT NULL,
  end_time DATETIME, duration INTEGER, description TEXT, rate DOUBLE PRECISION NOT NULL, fixed_rate DOUBLE PRECISION,
  hourly_rate DOUBLE PRECISION, exported TINYINT(1) NOT NULL DEFAULT 0, timezone VARCHAR(64) NOT NULL,
  internal_rate DOUBLE PRECISION, billable TINYINT(1) DEFAULT 1, category VARCHAR(10) NOT NULL DEFAULT 'work',
  modified_at DATETIME, date_tz DATE NOT NULL
);
CREATE INDEX IDX_4F60C6B18D93D649 ON kimai2_timesheet (user);
CREATE TABLE kimai2_tags (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE, color VARCHAR(7), visible TINYINT(1) NOT NULL DEFAULT 1
);
CREATE TABLE kimai2_timesheet_tags (
  timesheet_id INTEGER NOT NULL REFERENCES kimai2_timesheet (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES kimai2_tags (id) ON DELETE CASCADE, PRIMARY KEY (timesheet_id, tag_id)
);
CREATE TABLE kimai2_invoice_templates (
  id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL UNIQUE, title VARCHAR(255) NOT NULL, company VARCHAR(255) NOT NULL,
  vat_id VARCHAR(50), address TEXT, due_days INTEGER NOT NULL, vat DOUBLE PRECISION, calculator VARCHAR(20) NOT NULL,
  number_generator VARCHAR(20) NOT NULL, renderer VARCHAR(20) NOT NULL, payment_terms TEXT, language VARCHAR(6)
);
CREATE TABLE kimai2_invoices (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES kimai2_customers (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES kimai2_users (id) ON DELETE CASCADE, invoice_number VARCHAR(50) NOT NULL UNIQUE,
  created_at DATETIME NOT NULL, timezone VARCHAR(64) NOT NULL, total DOUBLE PRECISION NOT NULL, tax DOUBLE PRECISION
  NOT NULL, currency VARCHAR(3) NOT NULL, status VARCHAR(20) NOT NULL, due_days INTEGER NOT NULL, vat DOUBLE PRECISION
  NOT NULL, invoice_filename VARCHAR(150) NOT NULL, payment_date DATE, comment TEXT
);
CREATE TABLE kimai2_configuration (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE, value TEXT);
"""

DAYS = 100
ROLES = {
    "super": 'a:1:{i:0;s:16:"ROLE_SUPER_ADMIN";}',
    "admin": 'a:1:{i:0;s:10:"ROLE_ADMIN";}',
    "lead": 'a:1:{i:0;s:13:"ROLE_TEAMLEAD";}',
    "user": "a:0:{}",
}
# username: (alias, title, role, enabled, hourly rate, hours a day, first and last day with entries, team, lead)
USERS: dict[str, tuple[str, str, str, int, int, float, int, int, str | None, bool]] = {
    "iker": ("Iker Etxeberria", "Founder", "super", 1, 95, 2.0, -DAYS, 0, None, False),
    "amaia": ("Amaia Zubiri", "Project manager", "admin", 1, 75, 3.0, -DAYS, 0, "Content", False),
    "mikel": ("Mikel Arrieta", "Lead developer", "lead", 1, 80, 6.0, -DAYS, 0, "Development", True),
    "jon": ("Jon Agirre", "Developer", "user", 1, 65, 5.5, -DAYS, 0, "Development", False),
    "nerea": ("Nerea Goikoetxea", "Developer", "user", 1, 65, 5.0, -DAYS, 0, "Development", False),
    "gorka": ("Gorka Ibarra", "Developer", "user", 1, 70, 9.0, -DAYS, 0, "Development", False),
    "leire": ("Leire Mendizabal", "Lead designer", "lead", 1, 75, 6.0, -DAYS, 0, "Design", True),
    "unai": ("Unai Lasa", "Designer", "user", 1, 60, 5.0, -DAYS, 0, "Design", False),
    "ane": ("Ane Olaizola", "Copywriter", "user", 1, 55, 4.0, -DAYS, 0, "Content", False),
    "itziar": ("Itziar Bengoa", "Content lead", "lead", 1, 70, 4.5, -DAYS, 0, "Content", True),
    "maite": ("Maite Uriarte", "Designer", "user", 1, 60, 5.0, -DAYS, -46, "Design", False),
    "xabier": ("Xabier Larrañaga", "Intern", "user", 0, 30, 6.0, -DAYS, -61, "Development", False),
    "aitor": ("Aitor Elorza", "Developer", "user", 1, 60, 0.0, 1, 0, "Development", False),
}  # fmt: skip
# customer: (number, country, billable, visible)
CUSTOMERS = {
    "Bilbao Jazz Festival": ("C-0007", "ES", 1, 1),
    "Txakoli Getaria": ("C-0002", "ES", 1, 1),
    "Museo Marítimo Ría de Bilbao": ("C-0003", "ES", 1, 1),
    "Basque Coast Surf School": ("C-0004", "ES", 1, 1),
    "Ferretería Olaizola": ("C-0005", "ES", 1, 1),
    "Clínica Dental Deusto": ("C-0006", "ES", 1, 1),
    "Pintxo Bar Zuriñe": ("C-0008", "ES", 1, 1),
    "Euskal Cycling Tours": ("C-0009", "FR", 1, 0),
    "Ardatz Studio (internal)": ("C-0001", "ES", 0, 1),
}
# project: (customer, time budget in hours (0: none), billable, visible, weight recent, weight before)
PROJECTS = {
    "Jazz Festival 2025 website": ("Bilbao Jazz Festival", 500, 1, 1, 9.0, 2.0),
    "Festival app": ("Bilbao Jazz Festival", 0, 1, 1, 3.0, 1.0),
    "Wine shop relaunch": ("Txakoli Getaria", 1300, 1, 1, 2.5, 3.0),
    "Exhibition microsite": ("Museo Marítimo Ría de Bilbao", 900, 1, 1, 1.5, 2.5),
    "Surf booking system": ("Basque Coast Surf School", 1000, 1, 1, 2.0, 2.0),
    "Brand refresh": ("Basque Coast Surf School", 0, 1, 1, 1.0, 1.5),
    "B2B catalogue": ("Ferretería Olaizola", 600, 1, 1, 1.5, 1.5),
    "Patient portal maintenance": ("Clínica Dental Deusto", 0, 1, 1, 1.2, 1.2),
    "Menu website": ("Pintxo Bar Zuriñe", 250, 1, 1, 0.6, 0.6),
    "Tour booking (2024)": ("Euskal Cycling Tours", 0, 1, 0, 0.0, 0.8),
    "Internal": ("Ardatz Studio (internal)", 0, 0, 1, 2.0, 2.0),
    "Ardatz website": ("Ardatz Studio (internal)", 0, 0, 1, 0.5, 0.5),
}
# activity: (project (None: global), billable)
ACTIVITIES = {
    "Development": (None, 1), "Design": (None, 1), "Project management": (None, 1), "Meeting": (None, 1),
    "Copywriting": (None, 1), "Testing": (None, 1), "Support": (None, 1), "Travel": (None, 0),
    "Training": (None, 0), "Photo shoot": ("Brand refresh", 1), "Video edit": ("Brand refresh", 1),
    "Wine label artwork": ("Wine shop relaunch", 1),
}  # fmt: skip
NEVER_USED = ("Travel", "Training", "Video edit")
KIND = {
    "Development": ("Development", "Testing", "Support", "Meeting"),
    "Design": ("Design", "Meeting", "Photo shoot", "Wine label artwork"),
    "Content": ("Copywriting", "Project management", "Meeting"),
    None: ("Project management", "Meeting"),
}
TAGS = {"bug": 6.0, "meeting": 2.0, "urgent": 1.5, "rework": 1.0, "call": 1.2, "research": 0.8}


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    local_offset = datetime.timedelta(hours=1)  # Europe/Madrid, winter time, for date_tz

    team_ids: dict[str, int] = {}
    for k, (team_name, colour) in enumerate((("Development", "#3b82f6"), ("Design", "#ec4899"),
                                            ("Content", "#f59e0b")), start=1):  # fmt: skip
        team_ids[team_name] = k
        db.execute("INSERT INTO kimai2_teams VALUES (?, ?, ?)", (k, team_name, colour))
    user_ids: dict[str, int] = {}
    for k, (name, (alias, title, role, enabled, rate, _, first, _, team, lead)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        registered = clock.jittered(rng, first - rng.randint(30, 900) if first < 0 else -5, 540)
        login = (
            None if name == "aitor" else clock.fmt(clock.jittered(rng, rng.randint(-3, -1) if enabled else -62, 480))
        )
        db.execute(
            "INSERT INTO kimai2_users (id, username, email, password, alias, enabled, registration_date, title, roles, "
            "last_login, auth, color, account, supervisor_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'kimai', ?, ?, ?)",
            (k, name, f"{name}@ardatz.studio", "$2y$13$" + hashlib.sha256(name.encode()).hexdigest()[:53], alias,
             enabled, clock.fmt(registered), title, ROLES[role], login, f"#{rng.getrandbits(24):06x}",
             f"E{k:03d}", None if k == 1 else 1),
        )  # fmt: skip
        for pref, value in (("hourly_rate", str(rate)), ("internal_rate", str(round(rate * 0.55))),
                            ("timezone", "Europe/Madrid"), ("language", "es"), ("skin", "default")):  # fmt: skip
            db.execute("INSERT INTO kimai2_user_preferences (user_id, name, value) VALUES (?, ?, ?)", (k, pref, value))
        if team:
            db.execute("INSERT INTO kimai2_users_teams (user_id, team_id, teamlead) VALUES (?, ?, ?)",
                       (k, team_ids[team], int(lead)))  # fmt: skip
    customer_ids: dict[str, int] = {}
    for k, (name, (number, country, billable, visible)) in enumerate(CUSTOMERS.items(), start=1):
        customer_ids[name] = k
        db.execute(
            "INSERT INTO kimai2_customers (id, name, number, visible, company, country, currency, email, timezone, "
            "billable) VALUES (?, ?, ?, ?, ?, ?, 'EUR', ?, 'Europe/Madrid', ?)",
            (k, name, number, visible, name, country, f"admin@{number.lower()}.example", billable),
        )
        for serving in ("Development", "Design") if billable else ():
            db.execute("INSERT INTO kimai2_customers_teams VALUES (?, ?)", (k, team_ids[serving]))
    project_ids: dict[str, int] = {}
    for k, (name, (customer, budget, billable, visible, _, _)) in enumerate(PROJECTS.items(), start=1):
        project_ids[name] = k
        db.execute(
            "INSERT INTO kimai2_projects (id, customer_id, name, order_number, visible, time_budget, budget, billable, "
            "budget_type, start) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, customer_ids[customer], name, f"PO-{2400 + k}", visible, budget * 3600, budget * 70.0, billable,
             None if not budget else "full", clock.day_text(-DAYS - rng.randint(5, 200)) + " 00:00:00"),
        )  # fmt: skip
        if name == "Jazz Festival 2025 website":
            for serving in ("Development", "Design", "Content"):
                db.execute("INSERT INTO kimai2_projects_teams VALUES (?, ?)", (k, team_ids[serving]))
    activity_ids: dict[str, int] = {}
    for k, (name, (owner, billable)) in enumerate(ACTIVITIES.items(), start=1):
        activity_ids[name] = k
        db.execute("INSERT INTO kimai2_activities (id, project_id, name, visible, billable) VALUES (?, ?, ?, 1, ?)",
                   (k, project_ids[owner] if owner else None, name, billable))  # fmt: skip
    tag_ids: dict[str, int] = {}
    for k, tag in enumerate(TAGS, start=1):
        tag_ids[tag] = k
        db.execute(
            "INSERT INTO kimai2_tags (id, name, color) VALUES (?, ?, ?)", (k, tag, f"#{rng.getrandbits(24):06x}")
        )

    # time entries: each person's day as 15-minute blocks from their start, spread over their projects
    today_blocks = int((clock.now - clock.midnight).total_seconds() // 900)
    rows: list[tuple[object, ...]] = []
    tags: list[tuple[int, int]] = []
    jazz_budget = PROJECTS["Jazz Festival 2025 website"][1] * 3600
    jazz_spent = 0
    for user, (_, _, _, _, rate, hours, first, last, team, _) in USERS.items():
        for day in range(first, last + 1):
            if hours <= 0:
                continue
            blocks = max(2, round(rng.gauss(hours, 1.0) * 4))
            start = 4 * rng.choice((6, 7, 7, 8))  # 06:00 to 08:00 UTC
            while blocks > 0:
                length = min(blocks, rng.choice((2, 4, 4, 6, 8, 12)))
                recent = day >= -30
                weights = [spec[4] if recent else spec[5] for spec in PROJECTS.values()]
                project = rng.choices(list(PROJECTS), weights=weights)[0]
                if project == "Jazz Festival 2025 website" and day < -60:
                    project = "Festival app"
                if project == "Tour booking (2024)" and day > -50:
                    project = "Internal"
                choices = [a for a in KIND[team] if ACTIVITIES[a][0] in (None, project) and a not in NEVER_USED]
                activity = rng.choice(choices)
                begin, end = start, start + length
                start, blocks = end + rng.choice((0, 0, 1, 2)), blocks - length
                if end > 96 or (day == 0 and end > today_blocks - 1):
                    break
                started = clock.at(day, begin * 15)
                ended = clock.at(day, end * 15)
                seconds = length * 900
                billable = PROJECTS[project][2] * ACTIVITIES[activity][1]
                exported = int(billable and day < -30 and project != "Menu website")
                if project == "Jazz Festival 2025 website":
                    jazz_spent += seconds
                rows.append((len(rows) + 1, user_ids[user], activity_ids[activity], project_ids[project],
                             clock.fmt(started), clock.fmt(ended), seconds, None, round(rate * seconds / 3600, 2),
                             rate, exported, billable, clock.fmt(ended), (started + local_offset).strftime("%Y-%m-%d"),
                             round(rate * 0.55, 2)))  # fmt: skip
                for tag, weight in TAGS.items():
                    if rng.random() < weight / 60:
                        tags.append((len(rows), tag_ids[tag]))
    # the running timers
    for user, minutes, project, activity in (("gorka", 14 * 60, "Festival app", "Development"),
                                             ("leire", 40, "Brand refresh", "Design")):  # fmt: skip
        started = clock.now - datetime.timedelta(minutes=minutes)
        rows.append((len(rows) + 1, user_ids[user], activity_ids[activity], project_ids[project], clock.fmt(started),
                     None, 0, None, 0.0, USERS[user][4], 0, 1, clock.fmt(started),
                     (started + local_offset).strftime("%Y-%m-%d"), round(USERS[user][4] * 0.55, 2)))  # fmt: skip
    db.executemany(
        "INSERT INTO kimai2_timesheet (id, user, activity_id, project_id, start_time, end_time, duration, description, "
        "rate, hourly_rate, exported, billable, modified_at, date_tz, internal_rate, timezone) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Europe/Madrid')",
        rows,
    )
    db.executemany("INSERT INTO kimai2_timesheet_tags VALUES (?, ?)", tags)
    if jazz_spent <= jazz_budget:
        raise RuntimeError("the jazz festival website should be over its time budget")

    # invoices: one per billable customer and month for the three months before the last, as exported
    db.execute(
        "INSERT INTO kimai2_invoice_templates VALUES (1, 'Factura', 'Factura', 'Ardatz Studio S.L.', 'ESB95123456', "
        "'Calle Ercilla 12, 48009 Bilbao', 30, 21, 'default', 'default', 'pdf', 'Transferencia a 30 días', 'es')"
    )
    invoice_no = 0
    for age in (90, 60, 20):
        for customer in CUSTOMERS:
            if not CUSTOMERS[customer][2] or customer in ("Pintxo Bar Zuriñe", "Euskal Cycling Tours"):
                continue
            invoice_no += 1
            total = round(rng.uniform(2500, 14000), 2)
            status, paid = "paid", clock.day_text(-age + rng.randint(8, 25))
            paid_on: str | None = paid
            if customer == "Museo Marítimo Ría de Bilbao" and age == 60:
                status, paid_on = "pending", None
            elif age == 20:
                status, paid_on = ("pending", None) if customer != "Txakoli Getaria" else ("paid", clock.day_text(-6))
            if customer == "Ferretería Olaizola" and age == 90:
                status, paid_on = "canceled", None
            created = clock.jittered(rng, -age, 600)
            db.execute(
                "INSERT INTO kimai2_invoices (customer_id, user_id, invoice_number, created_at, timezone, total, tax, "
                "currency, status, due_days, vat, invoice_filename, payment_date) "
                "VALUES (?, ?, ?, ?, 'Europe/Madrid', ?, ?, 'EUR', ?, 30, 21, ?, ?)",
                (customer_ids[customer], user_ids["amaia"], f"ARD-{created:%Y}-{invoice_no:04d}", clock.fmt(created),
                 total, round(total * 21 / 121, 2), status, f"ARD-{invoice_no:04d}.pdf", paid_on),
            )  # fmt: skip
    for name, value in (("timesheet.mode", "default"), ("timesheet.rounding.default.begin", "15"),
                        ("timesheet.active_entries.hard_limit", "1"), ("defaults.customer.currency", "EUR"),
                        ("company.financial_year", "01-01")):  # fmt: skip
        db.execute("INSERT INTO kimai2_configuration (name, value) VALUES (?, ?)", (name, value))
    close_checked(db, "timesheets")
