"""A Porto water utility's capital-works office (Águas do Douro Litoral) as an OpenProject 13 database in SQLite.

OpenProject (the open-source project-management application, Rails on PostgreSQL) keeps its data in these tables
with its conventions, here in SQLite: plural snake_case tables, integer ``id`` keys, ``created_at``/``updated_at`` as
``YYYY-MM-DD HH:MM:SS`` text in UTC, dates (``start_date``, ``due_date``, ``spent_on``, ``effective_date``) as
``YYYY-MM-DD``, booleans as 0/1, and:

* **``users`` holds every principal, told apart by ``type``**: ``User``, ``Group`` (its name in ``lastname``),
  ``PlaceholderUser``, ``AnonymousUser`` and ``SystemUser``; ``status`` is an integer (**1 active, 2 registered,
  3 locked, 4 invited**); ``admin`` 0/1; ``last_login_on`` NULL for who never logged in;
* ``projects`` form a tree (``parent_id``, nested-set ``lft``/``rgt``); **``active`` 0 for an archived project**;
  ``identifier`` is the URL slug; ``public`` 0/1;
* ``types`` (Task, Milestone with ``is_milestone``, Phase, Feature, Epic, User story, Bug) and ``statuses``
  (OpenProject's seeded workflow, **``is_closed`` 1 for Closed and Rejected**; there is no "closed on" column);
* **``enumerations`` holds priorities and time-tracking activities by ``type``**: ``IssuePriority`` (Low, Normal,
  High, Immediate) and ``TimeEntryActivity``;
* ``work_packages``: ``type_id``, ``status_id``, ``priority_id``, ``author_id``, ``assigned_to_id`` (a user or a
  group), ``responsible_id`` (the accountable), ``version_id``, ``category_id``, ``parent_id``, ``start_date``,
  ``due_date``, ``estimated_hours``, ``done_ratio``;
* **``journals``** (``journable_type`` ``WorkPackage``, ``version`` numbered per work package from 1, ``notes`` the
  comment, empty when only fields changed, ``data_type`` ``Journal::WorkPackageJournal``) each point at a
  **``work_package_journals``** row, the snapshot of the work package's fields after that change, so a status change
  is seen by comparing a version's snapshot with the one before;
* ``time_entries``: ``hours`` as a float, ``spent_on`` a date with ``tyear``/``tmonth``/``tweek``, ``activity_id``
  an enumeration, **``ongoing`` 1 for a timer still running (hours 0 until it stops)**, ``logged_by_id``;
* ``members`` (a principal in a project) and ``member_roles`` with ``roles`` (``type`` ``ProjectRole`` or
  ``GlobalRole``, ``builtin`` 0 for the custom ones); ``versions`` (``status`` ``open``, ``locked``, ``closed``,
  ``effective_date`` the finish date); ``categories``; ``relations`` (``relation_type`` ``relates``, ``blocks``,
  ``follows``, ``duplicates``: ``from_id`` blocks ``to_id``); ``watchers`` (polymorphic ``watchable_type``).

Data reaches 150 days back from ``now``; due dates and milestones run up to 60 days ahead.

Planted signals:

* Smart Meter Rollout holds by far the most open work packages, and Inês Carvalho has the most assigned to her;
* a dozen open work packages are past their due date, most of them in Smart Meter Rollout;
* Rui Teixeira logged the most hours in the last 7 days, all on site; Site supervision is the biggest activity;
* SCADA Upgrade's version "SCADA R2" has the most open work packages; two milestones fall due in the next 30 days;
* Pedro Lopes and Carla Nunes, members of projects, never logged any time; one account is locked, one invited;
* "Pump station P7 commissioning" drew the most comments in the last 30 days; two timers are still running;
* the archived "ERP Migration 2022" project keeps its old work packages and hours.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY, login VARCHAR(256) NOT NULL DEFAULT '', firstname VARCHAR NOT NULL DEFAULT '',
  lastname VARCHAR NOT NULL DEFAULT '', mail VARCHAR NOT NULL DEFAULT '', admin BOOLEAN NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1, last_login_on TIMESTAMP, language VARCHAR(5) DEFAULT '', type VARCHAR,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL
);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL DEFAULT '', description TEXT, public BOOLEAN NOT NULL DEFAULT 0,
  parent_id INTEGER REFERENCES projects (id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  identifier VARCHAR NOT NULL UNIQUE, lft INTEGER, rgt INTEGER, active BOOLEAN NOT NULL DEFAULT 1,
  templated BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE types (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL DEFAULT '', position INTEGER DEFAULT 1,
  is_in_roadmap BOOLEAN NOT NULL DEFAULT 1, is_milestone BOOLEAN NOT NULL DEFAULT 0,
  is_default BOOLEAN NOT NULL DEFAULT 0, is_standard BOOLEAN NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
CREATE TABLE statuses (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', is_closed BOOLEAN NOT NULL DEFAULT 0,
  is_default BOOLEAN NOT NULL DEFAULT 0, position INTEGER DEFAULT 1, default_done_ratio INTEGER,
  is_readonly BOOLEAN DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE enumerations (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', position INTEGER DEFAULT 1,
  is_default BOOLEAN NOT NULL DEFAULT 0, type VARCHAR, active BOOLEAN NOT NULL DEFAULT 1,
  project_id INTEGER REFERENCES projects (id), parent_id INTEGER REFERENCES enumerations (id),
  created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE roles (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', position INTEGER DEFAULT 1,
  builtin INTEGER NOT NULL DEFAULT 0, type VARCHAR(30) DEFAULT 'Role', created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE members (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id), project_id INTEGER REFERENCES projects (id),
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, UNIQUE (user_id, project_id)
);
CREATE TABLE member_roles (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members (id), role_id INTEGER NOT NULL REFERENCES
  roles (id), inherited_from INTEGER REFERENCES member_roles (id)
);
CREATE TABLE versions (
  id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects (id), name VARCHAR NOT NULL DEFAULT '',
  description VARCHAR DEFAULT '', effective_date DATE, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  wiki_page_title VARCHAR, status VARCHAR DEFAULT 'open', sharing VARCHAR NOT NULL DEFAULT 'none', start_date DATE
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES projects (id), name VARCHAR(256) NOT NULL DEFAULT '',
  assigned_to_id INTEGER REFERENCES users (id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL
);
CREATE TABLE work_packages (
  id INTEGER PRIMARY KEY, type_id INTEGER NOT NULL REFERENCES types (id),
  project_id INTEGER NOT NULL REFERENCES projects (id), subject VARCHAR NOT NULL DEFAULT '', description TEXT,
  due_date DATE, category_id INTEGER REFERENCES categories (id), status_id INTEGER NOT NULL REFERENCES statuses (id),
  assigned_to_id INTEGER REFERENCES users (id), priority_id INTEGER REFERENCES enumerations (id),
  version_id INTEGER REFERENCES versions (id), author_id INTEGER NOT NULL REFERENCES users (id),
  lock_version INTEGER NOT NULL DEFAULT 0, done_ratio INTEGER NOT NULL DEFAULT 0, estimated_hours FLOAT,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, start_date DATE,
  responsible_id INTEGER REFERENCES users (id), parent_id INTEGER REFERENCES work_packages (id), duration INTEGER,
  ignore_non_working_days BOOLEAN NOT NULL DEFAULT 0, schedule_manually BOOLEAN DEFAULT 0, remaining_hours FLOAT
);
CREATE TABLE work_package_journals (
  id INTEGER PRIMARY KEY, type_id INTEGER NOT NULL REFERENCES types (id),
  project_id INTEGER NOT NULL REFERENCES projects (id), subject VARCHAR NOT NULL DEFAULT '', description TEXT,
  due_date DATE, category_id INTEGER REFERENCES categories (id), status_id INTEGER NOT NULL REFERENCES statuses (id),
  assigned_to_id INTEGER REFERENCES users (id), priority_id INTEGER REFERENCES enumerations (id),
  version_id INTEGER REFERENCES versions (id), author_id INTEGER NOT NULL REFERENCES users (id),
  done_ratio INTEGER NOT NULL DEFAULT 0, estimated_hours FLOAT, start_date DATE,
  responsible_id INTEGER REFERENCES users (id), parent_id INTEGER REFERENCES work_packages (id),
  schedule_manually BOOLEAN DEFAULT 0
);
CREATE TABLE journals (
  id INTEGER PRIMARY KEY, journable_type VARCHAR, journable_id INTEGER, user_id INTEGER NOT NULL REFERENCES users (id),
  notes TEXT, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, version INTEGER NOT NULL DEFAULT 0,
  data_type VARCHAR NOT NULL, data_id INTEGER NOT NULL REFERENCES work_package_journals (id), cause TEXT DEFAULT '{}',
  UNIQUE (journable_type, journable_id, version)
);
CREATE TABLE time_entries (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES projects (id),
  user_id INTEGER NOT NULL REFERENCES users (id), work_package_id INTEGER REFERENCES work_packages (id),
  hours FLOAT, comments VARCHAR(1024), activity_id INTEGER REFERENCES enumerations (id), spent_on DATE NOT NULL,
  tyear INTEGER NOT NULL, tmonth INTEGER NOT NULL, tweek INTEGER NOT NULL, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, overridden_costs NUMERIC(15, 4), costs NUMERIC(15, 4), rate_id INTEGER,
  logged_by_id INTEGER NOT NULL REFERENCES users (id), ongoing BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE relations (
  id INTEGER PRIMARY KEY, from_id INTEGER NOT NULL REFERENCES work_packages (id),
  to_id INTEGER NOT NULL REFERENCES work_packages (id), lag INTEGER, description TEXT,
  relation_type VARCHAR NOT NULL DEFAULT 'relates', UNIQUE (from_id, to_id)
);
CREATE TABLE watchers (
  id INTEGER PRIMARY KEY, watchable_type VARCHAR NOT NULL DEFAULT '', watchable_id INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER REFERENCES users (id)
);
"""

# OpenProject's seeded statuses: id: (name, is_closed, is_default, done ratio)
STATUSES = {
    1: ("New", 0, 1, 0),
    2: ("In specification", 0, 0, 0),
    3: ("Specified", 0, 0, 10),
    4: ("Confirmed", 0, 0, 10),
    5: ("To be scheduled", 0, 0, 10),
    6: ("Scheduled", 0, 0, 20),
    7: ("In progress", 0, 0, 50),
    8: ("Developed", 0, 0, 70),
    9: ("In testing", 0, 0, 80),
    10: ("Tested", 0, 0, 90),
    11: ("Test failed", 0, 0, 70),
    12: ("Closed", 1, 0, 100),
    13: ("On hold", 0, 0, 0),
    14: ("Rejected", 1, 0, 0),
}
NEW, SCHEDULED, IN_PROGRESS, CLOSED, ON_HOLD, REJECTED = 1, 6, 7, 12, 13, 14
TYPES = {
    1: ("Task", 0, 1),
    2: ("Milestone", 1, 0),
    3: ("Phase", 0, 0),
    4: ("Feature", 0, 0),
    5: ("Epic", 0, 0),
    6: ("User story", 0, 0),
    7: ("Bug", 0, 0),
}
TASK, MILESTONE, PHASE, BUG = 1, 2, 3, 7
PRIORITIES = {1: "Low", 2: "Normal", 3: "High", 4: "Immediate"}
ACTIVITIES = {5: "Design", 6: "Site supervision", 7: "Procurement", 8: "Meetings", 9: "Documentation", 10: "Other"}
ROLES = {
    1: ("Non member", 1, "ProjectRole"),
    2: ("Anonymous", 2, "ProjectRole"),
    3: ("Project admin", 0, "ProjectRole"),
    4: ("Member", 0, "ProjectRole"),
    5: ("Reader", 0, "ProjectRole"),
    6: ("Staff and projects manager", 0, "GlobalRole"),
}
# login: (first name, last name, status, weight of assignments, weight of hours, site worker)
USERS = {
    "admin": ("OpenProject", "Admin", 1, 0, 0, False),
    "icarvalho": ("Inês", "Carvalho", 1, 10, 5, False),
    "rteixeira": ("Rui", "Teixeira", 1, 4, 9, True),
    "msilva": ("Marta", "Silva", 1, 5, 5, False),
    "jferreira": ("João", "Ferreira", 1, 5, 4, True),
    "apereira": ("Ana", "Pereira", 1, 4, 4, False),
    "tcosta": ("Tiago", "Costa", 1, 4, 4, True),
    "smartins": ("Sofia", "Martins", 1, 3, 3, False),
    "dsousa": ("Diogo", "Sousa", 1, 3, 3, False),
    "bfernandes": ("Beatriz", "Fernandes", 1, 3, 3, False),
    "plopes": ("Pedro", "Lopes", 1, 2, 0, False),
    "cnunes": ("Carla", "Nunes", 1, 2, 0, False),
    "hribeiro": ("Hugo", "Ribeiro", 3, 0, 0, False),
    "lmoreira": ("Luísa", "Moreira", 4, 0, 0, False),
}
# identifier: (name, parent, active, weight of new work packages, share of them still open)
PROJECTS = {
    "capital-works": ("Capital Works 2024", None, 1, 0, 0.0),
    "pipe-renewal": ("Pipe Renewal Gaia", "capital-works", 1, 6, 0.35),
    "scada-upgrade": ("SCADA Upgrade", "capital-works", 1, 6, 0.5),
    "smart-meters": ("Smart Meter Rollout", "capital-works", 1, 12, 0.75),
    "etar-expansion": ("ETAR Sul Expansion", "capital-works", 1, 5, 0.4),
    "leak-detection": ("Leak Detection Pilot", None, 1, 3, 0.3),
    "erp-migration": ("ERP Migration 2022", None, 0, 0, 0.0),
}
# project: the logins that are members (besides admin)
MEMBERS = {
    "capital-works": ["icarvalho", "msilva"],
    "pipe-renewal": ["rteixeira", "jferreira", "msilva", "tcosta", "cnunes"],
    "scada-upgrade": ["apereira", "dsousa", "bfernandes", "msilva", "plopes"],
    "smart-meters": ["icarvalho", "tcosta", "smartins", "jferreira", "plopes"],
    "etar-expansion": ["rteixeira", "apereira", "smartins", "bfernandes", "cnunes"],
    "leak-detection": ["dsousa", "jferreira", "icarvalho"],
    "erp-migration": ["msilva", "hribeiro"],
}
SUBJECTS = {
    "pipe-renewal": [
        "Replace DN200 main Rua {n}",
        "Traffic management plan lot {n}",
        "Trench reinstatement lot {n}",
        "Service connection survey block {n}",
    ],
    "scada-upgrade": [
        "Migrate RTU at reservoir R{n}",
        "PLC firmware audit site {n}",
        "Historian tag mapping batch {n}",
        "Alarm rationalisation area {n}",
    ],
    "smart-meters": [
        "Install meters district {n}",
        "Fix LoRaWAN gateway coverage zone {n}",
        "Customer notice letters batch {n}",
        "Meter data validation batch {n}",
    ],
    "etar-expansion": [
        "Civil works package {n}",
        "Aeration blower tender {n}",
        "Sludge line design review {n}",
        "Permit condition {n} evidence",
    ],
    "leak-detection": ["Deploy acoustic loggers DMA {n}", "Analyse night flow DMA {n}", "Correlator survey street {n}"],
}
VERSIONS = {
    "scada-upgrade": ["SCADA R1", "SCADA R2"],
    "smart-meters": ["Wave 1", "Wave 2", "Wave 3"],
    "pipe-renewal": ["Lot A", "Lot B"],
}
# days off, counted back from today rather than by the calendar, so builds a day apart hold the same entries
REST_DAYS = (2, 3)
CATEGORIES = {"smart-meters": ["Field install", "Back office", "Telecoms"], "pipe-renewal": ["Civil", "Hydraulic"]}


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    stamp = clock.stamp
    founded = stamp(-900, 540)

    def when(day: int, low: int = 450, high: int = 1080) -> str:
        """A time on ``day`` in working hours: today's only well before now, none near now's time of day."""
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    for k, (name, closed, default, ratio) in STATUSES.items():
        db.execute(
            "INSERT INTO statuses VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, name, closed, default, k, ratio, 0, founded, founded),
        )
    for k, (name, milestone, default) in TYPES.items():
        db.execute(
            "INSERT INTO types VALUES (?, ?, ?, 1, ?, ?, 1, ?, ?)", (k, name, k, milestone, default, founded, founded)
        )
    for k, name in PRIORITIES.items():
        db.execute(
            "INSERT INTO enumerations VALUES (?, ?, ?, ?, 'IssuePriority', 1, NULL, NULL, ?, ?)",
            (k, name, k, int(name == "Normal"), founded, founded),
        )
    for k, name in ACTIVITIES.items():
        db.execute(
            "INSERT INTO enumerations VALUES (?, ?, ?, ?, 'TimeEntryActivity', 1, NULL, NULL, ?, ?)",
            (k, name, k - 4, int(name == "Site supervision"), founded, founded),
        )
    for k, (name, builtin, role_type) in ROLES.items():
        db.execute("INSERT INTO roles VALUES (?, ?, ?, ?, ?, ?, ?)", (k, name, k, builtin, role_type, founded, founded))
    uid: dict[str, int] = {}
    for k, (login, (first, last, status, *_)) in enumerate(USERS.items(), start=1):
        uid[login] = k
        created = founded if k == 1 else stamp(-800 + 20 * k, 600)
        last_login = None if status == 4 or login in ("hribeiro",) else when(-rng.randint(0, 3))
        if login == "hribeiro":
            last_login = when(-210)
        db.execute(
            "INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pt', 'User', ?, ?)",
            (
                k,
                login,
                first,
                last,
                f"{login}@adl-aguas.pt",
                int(login == "admin"),
                status,
                last_login,
                created,
                created,
            ),
        )
    next_user = len(USERS) + 1
    groups = {"Field Engineers": next_user, "Control Room": next_user + 1}
    for name, k in groups.items():
        db.execute(
            "INSERT INTO users (id, lastname, status, type, created_at, updated_at) VALUES (?, ?, 1, 'Group', ?, ?)",
            (k, name, founded, founded),
        )
    db.execute(
        "INSERT INTO users (id, lastname, status, type, created_at, updated_at) "
        "VALUES (?, 'Anonymous', 0, 'AnonymousUser', ?, ?)",
        (next_user + 2, founded, founded),
    )
    db.execute(
        "INSERT INTO users (id, lastname, status, type, created_at, updated_at) "
        "VALUES (?, 'System', 1, 'SystemUser', ?, ?)",
        (next_user + 3, founded, founded),
    )
    db.execute(
        "INSERT INTO users (id, lastname, status, type, created_at, updated_at) "
        "VALUES (?, 'Contractor (TBD)', 0, 'PlaceholderUser', ?, ?)",
        (next_user + 4, founded, founded),
    )
    pid: dict[str, int] = {}
    for k, (ident, (name, parent, active, _, _)) in enumerate(PROJECTS.items(), start=1):
        pid[ident] = k
        created = stamp(-700 if ident == "erp-migration" else -400 + 10 * k, 600)
        position = 2 * k - 1
        db.execute(
            "INSERT INTO projects VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 0)",
            (
                k,
                name,
                f"{name} at Águas do Douro Litoral.",
                pid.get(parent or ""),
                created,
                created,
                ident,
                position,
                position + 1,
                active,
            ),
        )
    member_id = 0
    for ident, logins in MEMBERS.items():
        for login in logins:
            member_id += 1
            db.execute(
                "INSERT INTO members VALUES (?, ?, ?, ?, ?)", (member_id, uid[login], pid[ident], founded, founded)
            )
            role = 3 if login in ("icarvalho", "msilva") else (5 if login in ("plopes",) else 4)
            db.execute("INSERT INTO member_roles VALUES (?, ?, ?, NULL)", (member_id, member_id, role))
    for name, ident in (("Field Engineers", "pipe-renewal"), ("Control Room", "scada-upgrade")):
        member_id += 1
        db.execute(
            "INSERT INTO members VALUES (?, ?, ?, ?, ?)", (member_id, groups[name], pid[ident], founded, founded)
        )
        db.execute("INSERT INTO member_roles VALUES (?, ?, 4, NULL)", (member_id, member_id))
    vid: dict[str, int] = {}
    for ident, names in VERSIONS.items():
        for j, name in enumerate(names):
            vid[name] = len(vid) + 1
            version_status = "closed" if j == 0 else "open"
            db.execute(
                "INSERT INTO versions VALUES (?, ?, ?, '', ?, ?, ?, NULL, ?, 'none', ?)",
                (
                    vid[name],
                    pid[ident],
                    name,
                    clock.day_text(-60 + 45 * j),
                    founded,
                    founded,
                    version_status,
                    clock.day_text(-120 + 45 * j),
                ),
            )
    cid: dict[str, int] = {}
    for ident, names in CATEGORIES.items():
        for name in names:
            cid[name] = len(cid) + 1
            db.execute(
                "INSERT INTO categories VALUES (?, ?, ?, NULL, ?, ?)", (cid[name], pid[ident], name, founded, founded)
            )

    wp_rows: list[tuple[object, ...]] = []
    snapshots: list[tuple[object, ...]] = []
    journals: list[tuple[object, ...]] = []
    counter = {"wp": 0}
    wps_of_project: dict[int, list[int]] = {}

    def journal(wp: int, version: int, user: int, notes: str, moment: str, fields: dict[str, Any]) -> None:
        snapshots.append(
            (
                len(snapshots) + 1,
                fields["type"],
                fields["project"],
                fields["subject"],
                None,
                fields["due"],
                fields["category"],
                fields["status"],
                fields["assignee"],
                fields["priority"],
                fields["version"],
                fields["author"],
                fields["done"],
                fields["estimate"],
                fields["start"],
                fields["responsible"],
                fields["parent"],
                0,
            )
        )
        journals.append(
            (
                len(journals) + 1,
                "WorkPackage",
                wp,
                user,
                notes,
                moment,
                moment,
                version,
                "Journal::WorkPackageJournal",
                len(snapshots),
                "{}",
            )
        )

    assignees = {ident: [login for login in logins if USERS[login][3] > 0] for ident, logins in MEMBERS.items()}

    def make(
        ident: str,
        subject: str,
        created_day: int,
        *,
        kind: int = TASK,
        final: int | None = None,
        closed_day: int | None = None,
        due: int | None = None,
        assignee: str | None = None,
        priority: int | None = None,
        version: str | None = None,
        comments: list[int] | None = None,
        estimate: float | None = None,
    ) -> int:
        counter["wp"] += 1
        wp = counter["wp"]
        wps_of_project.setdefault(pid[ident], []).append(wp)
        people = assignees[ident]
        if assignee is None:
            assignee = rng.choices(people, weights=[USERS[p][3] for p in people])[0]
        author = "icarvalho" if ident == "smart-meters" else rng.choice(["msilva", "icarvalho", *people[:2]])
        if priority is None:
            priority = rng.choices([1, 2, 3, 4], weights=[2, 10, 3, 0.5])[0]
        if version is None and ident in VERSIONS:
            version = rng.choice(VERSIONS[ident])
        category = cid[rng.choice(CATEGORIES[ident])] if ident in CATEGORIES else None
        fields = {
            "type": kind,
            "project": pid[ident],
            "subject": subject,
            "due": clock.day_text(due) if due is not None else None,
            "category": category,
            "status": NEW,
            "assignee": uid[assignee],
            "priority": priority,
            "version": vid.get(version or ""),
            "author": uid[author],
            "done": 0,
            "estimate": estimate,
            "start": clock.day_text(created_day + 1),
            "responsible": uid["msilva"] if ident != "smart-meters" else uid["icarvalho"],
            "parent": None,
        }
        created = when(created_day)
        events: list[tuple[int, str, int | None]] = [(created_day, "", NEW)]
        if final is None:
            final = CLOSED
        if final != NEW:
            step = created_day + rng.randint(1, 6) if closed_day is None else min(closed_day, created_day + 3)
            if final in (CLOSED, REJECTED, IN_PROGRESS, ON_HOLD, SCHEDULED):
                events.append(
                    (
                        min(step, -1) if closed_day is None else step,
                        "",
                        SCHEDULED if final == SCHEDULED else IN_PROGRESS,
                    )
                )
            if final in (CLOSED, REJECTED, ON_HOLD):
                events.append((closed_day if closed_day is not None else min(step + rng.randint(2, 20), -1), "", final))
        for day in comments or []:
            events.append((day, "comment", None))
        events.sort(key=lambda e: e[0])
        version_no = 0
        moment = created
        for day, kind_of, status in events:
            version_no += 1
            moment = created if version_no == 1 else when(day)
            if moment < created:
                moment = created
            if status is not None:
                fields["status"] = status
                fields["done"] = STATUSES[status][3]
            user = uid[author] if version_no == 1 else uid[assignee]
            notes = (
                rng.choice(
                    [
                        "Site visit done, see photos.",
                        "Waiting for the contractor's method statement.",
                        "Updated the drawings.",
                        "Discussed in the weekly meeting.",
                    ]
                )
                if kind_of
                else ""
            )
            journal(wp, version_no, user, notes, moment, fields)
        wp_rows.append(
            (
                wp,
                kind,
                pid[ident],
                subject,
                None,
                fields["due"],
                category,
                fields["status"],
                fields["assignee"],
                priority,
                fields["version"],
                fields["author"],
                version_no - 1,
                fields["done"],
                estimate,
                created,
                moment,
                fields["start"],
                fields["responsible"],
                None,
                None,
                0,
                0,
                None,
            )
        )
        return wp

    # the bulk of each active project's work packages
    open_by_project: dict[str, list[int]] = {}
    for ident, (_, _, _, weight, open_share) in PROJECTS.items():
        if weight == 0:
            continue
        subjects = SUBJECTS[ident]
        for n in range(weight * 5):
            day = -rng.randint(1, 150)
            still_open = rng.random() < open_share
            final = (
                rng.choice([NEW, IN_PROGRESS, IN_PROGRESS, ON_HOLD, SCHEDULED])
                if still_open
                else (REJECTED if rng.random() < 0.1 else CLOSED)
            )
            due = day + rng.randint(20, 80)
            if still_open and due < 0:
                due = rng.randint(2, 60)  # planted: only the overdue ones below are past due
            kind = BUG if rng.random() < 0.1 else TASK
            subject = subjects[n % len(subjects)].format(n=n + 1)
            wp = make(
                ident,
                subject,
                day,
                kind=kind,
                final=final,
                due=due,
                estimate=float(rng.choice([4, 8, 16, 24])),
                comments=[min(day + rng.randint(1, 30), -1)] if rng.random() < 0.3 else None,
            )
            if still_open:
                open_by_project.setdefault(ident, []).append(wp)
    # planted: overdue open work packages (8 in Smart Meter Rollout, 4 elsewhere)
    for k in range(8):
        make(
            "smart-meters",
            f"Install meters district {40 + k} (overdue)",
            -70 - 3 * k,
            final=IN_PROGRESS,
            due=-5 - 2 * k,
            assignee="icarvalho",
            version="Wave 2",
            estimate=16.0,
        )
    for k, ident in enumerate(["pipe-renewal", "scada-upgrade", "etar-expansion", "leak-detection"]):
        make(ident, f"{SUBJECTS[ident][0].format(n=90 + k)} (overdue)", -60 - k, final=NEW, due=-8 - 3 * k)
    # planted: SCADA R2 has the most open work packages of any version (24 more)
    for k in range(24):
        make(
            "scada-upgrade",
            f"Migrate RTU at reservoir R{50 + k}",
            -40 - k,
            final=IN_PROGRESS,
            version="SCADA R2",
            due=10 + k,
            assignee=("apereira", "dsousa", "bfernandes")[k % 3],
            estimate=8.0,
        )
    # planted: milestones, two due in the next 30 days, one later, one past and reached
    make("smart-meters", "Wave 2 complete", -90, kind=MILESTONE, final=NEW, due=12, assignee="icarvalho", priority=3)
    make(
        "etar-expansion",
        "Blower contract signed",
        -80,
        kind=MILESTONE,
        final=NEW,
        due=21,
        assignee="apereira",
        priority=3,
    )
    make("scada-upgrade", "SCADA R2 go-live", -80, kind=MILESTONE, final=NEW, due=48, assignee="apereira")
    make(
        "pipe-renewal",
        "Lot A handover",
        -120,
        kind=MILESTONE,
        final=CLOSED,
        closed_day=-40,
        due=-40,
        assignee="rteixeira",
    )
    # planted: the most-commented work package of the last 30 days
    p7 = make(
        "etar-expansion",
        "Pump station P7 commissioning",
        -50,
        final=IN_PROGRESS,
        due=15,
        assignee="rteixeira",
        priority=4,
        comments=[-28, -25, -22, -18, -15, -11, -9, -6, -4, -2, -1, 0],
        estimate=40.0,
    )
    make(
        "pipe-renewal",
        "Valve chamber V12 flooding",
        -45,
        final=IN_PROGRESS,
        due=20,
        assignee="jferreira",
        priority=3,
        comments=[-26, -20, -13, -7, -3],
        estimate=12.0,
    )
    # the archived project's old work, closed long ago
    for n in range(12):
        make(
            "erp-migration",
            f"Migrate finance module step {n + 1}",
            -440 + 10 * n,
            final=CLOSED,
            closed_day=-300 + 5 * n,
            due=-320 + 5 * n,
            assignee="msilva",
        )

    db.executemany("INSERT INTO work_packages VALUES (" + ", ".join("?" * 24) + ")", wp_rows)
    db.executemany("INSERT INTO work_package_journals VALUES (" + ", ".join("?" * 18) + ")", snapshots)
    db.executemany("INSERT INTO journals VALUES (" + ", ".join("?" * 11) + ")", journals)

    # relations: open work packages blocked by other open ones, and some follows/relates
    scada_open = open_by_project["scada-upgrade"]
    relations = [(scada_open[k], scada_open[k + 1], "blocks") for k in range(0, 6, 2)]
    relations += [(p7, open_by_project["etar-expansion"][0], "blocks")]
    meters = open_by_project["smart-meters"]
    relations += [(meters[k], meters[k + 1], "follows") for k in range(0, 8, 2)]
    relations += [(meters[10], meters[11], "relates")]
    for k, (a, b, relation_type) in enumerate(relations, start=1):
        db.execute("INSERT INTO relations VALUES (?, ?, ?, NULL, NULL, ?)", (k, a, b, relation_type))
    watchers = [(k + 1, "WorkPackage", wp, uid["msilva"]) for k, wp in enumerate([p7, *meters[:10]])]
    db.executemany("INSERT INTO watchers VALUES (?, ?, ?, ?)", watchers)

    # time entries: per member day by day, by weight; Rui on site most of the last week
    entries: list[tuple[object, ...]] = []
    loggers = [login for login, spec in USERS.items() if spec[4] > 0]

    def log(login: str, ident: str, day: int, hours: float, activity: int, ongoing: int = 0) -> None:
        spent = clock.midnight.date() + datetime.timedelta(days=day)
        moment = when(day, 1020, 1140) if not ongoing else when(0, 420, 600)
        wp = rng.choice(wps_of_project[pid[ident]])
        entries.append(
            (
                len(entries) + 1,
                pid[ident],
                uid[login],
                wp,
                hours,
                "",
                activity,
                spent.isoformat(),
                spent.year,
                spent.month,
                spent.isocalendar()[1],
                moment,
                moment,
                None,
                None,
                None,
                uid[login],
                ongoing,
            )
        )

    for day in range(-150, 0):
        if day % 7 in REST_DAYS:
            continue
        for login in loggers:
            weight = USERS[login][4]
            if rng.random() > 0.35 + 0.05 * weight:
                continue
            projects = [ident for ident, logins in MEMBERS.items() if login in logins and PROJECTS[ident][3] > 0]
            if not projects:
                continue
            ident = rng.choice(projects)
            site = USERS[login][5]
            activity = rng.choices([5, 6, 7, 8, 9, 10], weights=[3, 12 if site else 1, 1, 2, 2, 0.5])[0]
            if login == "rteixeira" and day >= -7:
                continue  # planted below
            log(login, ident, day, float(rng.choice([1, 1.5, 2, 3, 4])), activity)
    for day in range(-7, 0):
        if day % 7 not in REST_DAYS:
            log("rteixeira", "etar-expansion", day, 9.0, 6)
    for day in range(-700, -400, 9):
        log("msilva", "erp-migration", day, 6.0, 5)
    log("jferreira", "pipe-renewal", 0, 0.0, 6, ongoing=1)
    log("tcosta", "smart-meters", 0, 0.0, 6, ongoing=1)
    db.executemany("INSERT INTO time_entries VALUES (" + ", ".join("?" * 18) + ")", entries)
    close_checked(db, "workpackages")
