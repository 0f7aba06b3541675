"""A maritime software company's project tracker (Nordlys Maritime Software, Tromsø) as a Redmine 5.1 database.

Redmine is a Ruby on Rails application; this is what it writes to SQLite: plural snake_case tables with Rails' integer
``id`` keys, users, groups and the anonymous user in one ``users`` table told apart by ``type`` (``User``, ``Group``,
``AnonymousUser``; a group's name is in ``lastname``), ``users.status`` 1 active, 2 registered, 3 locked, e-mail
addresses in ``email_addresses``, sub-projects through ``projects.parent_id`` (``status`` 1 active, 5 closed, 9
archived), issue statuses with an ``is_closed`` flag, priorities and time-tracking activities both in ``enumerations``
told apart by ``type`` (``IssuePriority``, ``TimeEntryActivity``), issues with ``closed_on`` set when they reach a
closed status, ``due_date`` and ``start_date`` as plain dates, ``estimated_hours`` and time entries' ``hours`` as
floats, ``spent_on`` a plain date with ``tyear``/``tmonth``/``tweek`` beside it, the change history as polymorphic
``journals`` (``journalized_type`` ``'Issue'``; ``notes`` empty when only attributes changed) with their
``journal_details`` (``property`` ``'attr'``, ``prop_key`` ``'status_id'``, old and new values as text), project
membership through ``members`` and ``member_roles``, polymorphic ``watchers``, booleans as 0/1 and times as Rails'
UTC DATETIME text (``created_on``, ``updated_on``, ``closed_on``). Redmine declares no foreign keys; this copy declares
those the data always fills.

Everything reaches 120 days back from ``now``; times sit on a one-minute grid counted from today's midnight UTC, so
builds a whole number of days apart agree.

Planted signals:

* Voyage Planner holds the most open issues (33), AIS Gateway (26) the most open bugs;
* Ingrid Solberg has by far the most open issues assigned to her (26, the runner-up 10);
* six open issues are past their due date (Fleet Portal's Portal 2024.3 features);
* Tor Eriksen logged 6.5 hours on each of the last seven days; Development is the activity with the most
  hours; Voyage Planner the project with the most hours in the last 30 days;
* three active developers (Sindre Haugen, Maja Lund, Emil Nygaard) never logged time; Kari Bakke and Jonas Vik are
  locked;
* Legacy Chartplotter (``chartplotter``, closed) has had no new issue for 100 days;
* release ``VP 3.2`` of Voyage Planner carries the most open issues;
* four Urgent or Immediate open issues are unassigned;
* seven issues were reopened (Closed or Resolved back to In Progress) in the last 30 days;
* bugs take a few days to close, features weeks.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY, login VARCHAR(255) NOT NULL DEFAULT '', hashed_password VARCHAR(40) NOT NULL DEFAULT '',
  firstname VARCHAR(30) NOT NULL DEFAULT '', lastname VARCHAR(255) NOT NULL DEFAULT '',
  admin BOOLEAN NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 1, last_login_on DATETIME,
  language VARCHAR(5) DEFAULT '', auth_source_id INTEGER,
  created_on DATETIME, updated_on DATETIME, type VARCHAR(255), mail_notification VARCHAR(255) NOT NULL DEFAULT '',
  salt VARCHAR(64), must_change_passwd BOOLEAN NOT NULL DEFAULT 0, passwd_changed_on DATETIME, twofa_scheme VARCHAR(255)
);
CREATE TABLE email_addresses (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), address VARCHAR(255) NOT NULL,
  is_default BOOLEAN NOT NULL DEFAULT 0, notify BOOLEAN NOT NULL DEFAULT 1, created_on DATETIME NOT NULL,
  updated_on DATETIME NOT NULL
);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', description TEXT, homepage VARCHAR(255) DEFAULT '',
  is_public BOOLEAN NOT NULL DEFAULT 1, parent_id INTEGER REFERENCES projects(id), created_on DATETIME,
  updated_on DATETIME, identifier VARCHAR(255), status INTEGER NOT NULL DEFAULT 1, lft INTEGER, rgt INTEGER,
  inherit_members BOOLEAN NOT NULL DEFAULT 0, default_version_id INTEGER, default_assigned_to_id INTEGER
);
CREATE TABLE trackers (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', description VARCHAR(255), position INTEGER,
  is_in_roadmap BOOLEAN NOT NULL DEFAULT 1, fields_bits INTEGER DEFAULT 0, default_status_id INTEGER
);
CREATE TABLE issue_statuses (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', is_closed BOOLEAN NOT NULL DEFAULT 0,
  position INTEGER, default_done_ratio INTEGER, description VARCHAR(255)
);
CREATE TABLE enumerations (
  id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL DEFAULT '', position INTEGER, is_default BOOLEAN NOT NULL DEFAULT 0,
  type VARCHAR(255), active BOOLEAN NOT NULL DEFAULT 1, project_id INTEGER, parent_id INTEGER,
  position_name VARCHAR(30)
);
CREATE TABLE versions (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL DEFAULT 0 REFERENCES projects(id),
  name VARCHAR(255) NOT NULL DEFAULT '', description VARCHAR(255) DEFAULT '', effective_date DATE,
  created_on DATETIME, updated_on DATETIME, wiki_page_title VARCHAR(255), status VARCHAR(255) DEFAULT 'open',
  sharing VARCHAR(255) NOT NULL DEFAULT 'none'
);
CREATE TABLE issues (
  id INTEGER PRIMARY KEY, tracker_id INTEGER NOT NULL REFERENCES trackers(id),
  project_id INTEGER NOT NULL REFERENCES projects(id), subject VARCHAR(255) NOT NULL DEFAULT '', description TEXT,
  due_date DATE, category_id INTEGER, status_id INTEGER NOT NULL REFERENCES issue_statuses(id),
  assigned_to_id INTEGER REFERENCES users(id), priority_id INTEGER NOT NULL REFERENCES enumerations(id),
  fixed_version_id INTEGER REFERENCES versions(id), author_id INTEGER NOT NULL REFERENCES users(id),
  lock_version INTEGER NOT NULL DEFAULT 0, created_on DATETIME, updated_on DATETIME, start_date DATE,
  done_ratio INTEGER NOT NULL DEFAULT 0, estimated_hours FLOAT, parent_id INTEGER, root_id INTEGER, lft INTEGER,
  rgt INTEGER, is_private BOOLEAN NOT NULL DEFAULT 0, closed_on DATETIME
);
CREATE TABLE journals (
  id INTEGER PRIMARY KEY, journalized_id INTEGER NOT NULL DEFAULT 0, journalized_type VARCHAR(30) NOT NULL DEFAULT '',
  user_id INTEGER NOT NULL DEFAULT 0 REFERENCES users(id), notes TEXT, created_on DATETIME NOT NULL,
  private_notes BOOLEAN NOT NULL DEFAULT 0, updated_on DATETIME, updated_by_id INTEGER
);
CREATE TABLE journal_details (
  id INTEGER PRIMARY KEY, journal_id INTEGER NOT NULL DEFAULT 0 REFERENCES journals(id),
  property VARCHAR(30) NOT NULL DEFAULT '', prop_key VARCHAR(30) NOT NULL DEFAULT '', old_value TEXT, value TEXT
);
CREATE TABLE time_entries (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES projects(id),
  user_id INTEGER NOT NULL REFERENCES users(id), author_id INTEGER REFERENCES users(id),
  issue_id INTEGER REFERENCES issues(id), hours FLOAT NOT NULL, comments VARCHAR(1024),
  activity_id INTEGER NOT NULL REFERENCES enumerations(id), spent_on DATE NOT NULL, tyear INTEGER NOT NULL,
  tmonth INTEGER NOT NULL, tweek INTEGER NOT NULL, created_on DATETIME NOT NULL, updated_on DATETIME NOT NULL
);
CREATE TABLE roles (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', position INTEGER, assignable BOOLEAN DEFAULT 1,
  builtin INTEGER NOT NULL DEFAULT 0, permissions TEXT, issues_visibility VARCHAR(30) NOT NULL DEFAULT 'default'
);
CREATE TABLE members (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL DEFAULT 0 REFERENCES users(id),
  project_id INTEGER NOT NULL DEFAULT 0 REFERENCES projects(id), created_on DATETIME,
  mail_notification BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE member_roles (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
  role_id INTEGER NOT NULL REFERENCES roles(id), inherited_from INTEGER
);
CREATE TABLE watchers (
  id INTEGER PRIMARY KEY, watchable_type VARCHAR(255) NOT NULL DEFAULT '', watchable_id INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER REFERENCES users(id)
);
"""

# login, first name, last name, status (1 active, 3 locked), admin, developer (logs time)
PEOPLE = [
    ("admin", "Redmine", "Admin", 1, 1, False),
    ("ingrid.solberg", "Ingrid", "Solberg", 1, 0, True),
    ("tor.eriksen", "Tor", "Eriksen", 1, 0, True),
    ("hanne.strand", "Hanne", "Strand", 1, 0, True),
    ("lars.moe", "Lars", "Moe", 1, 0, True),
    ("silje.berg", "Silje", "Berg", 1, 0, True),
    ("eirik.dahl", "Eirik", "Dahl", 1, 0, True),
    ("marte.holm", "Marte", "Holm", 1, 0, True),
    ("andreas.lie", "Andreas", "Lie", 1, 0, True),
    ("nora.aas", "Nora", "Aas", 1, 0, True),
    ("sindre.haugen", "Sindre", "Haugen", 1, 0, False),
    ("maja.lund", "Maja", "Lund", 1, 0, False),
    ("emil.nygaard", "Emil", "Nygaard", 1, 0, False),
    ("kari.bakke", "Kari", "Bakke", 3, 0, False),
    ("jonas.vik", "Jonas", "Vik", 3, 0, False),
    ("captain.hansen", "Bjørn", "Hansen", 1, 0, False),  # a customer's skipper reporting support issues
]
GROUPS = ["Developers", "Support desk"]
# name, identifier, parent identifier, status (1 active, 5 closed), days since creation
PROJECTS = [
    ("Voyage Planner", "voyage-planner", None, 1, 900),
    ("Voyage Planner Mobile", "voyage-planner-mobile", "voyage-planner", 1, 400),
    ("AIS Gateway", "ais-gateway", None, 1, 700),
    ("Fleet Portal", "fleet-portal", None, 1, 600),
    ("Infrastructure", "infra", None, 1, 1200),
    ("Legacy Chartplotter", "chartplotter", None, 5, 2500),
]
TRACKERS = ["Bug", "Feature", "Support"]
# name, is_closed
STATUSES = [("New", 0), ("In Progress", 0), ("Resolved", 0), ("Feedback", 0), ("Closed", 1), ("Rejected", 1)]
PRIORITIES = ["Low", "Normal", "High", "Urgent", "Immediate"]
ACTIVITIES = ["Design", "Development", "Testing", "Support", "Meeting"]
ROLES = ["Manager", "Developer", "Reporter"]
# project identifier, version name, status, effective date (days from today)
VERSIONS = [
    ("voyage-planner", "VP 3.1", "closed", -40),
    ("voyage-planner", "VP 3.2", "open", 25),
    ("voyage-planner-mobile", "Mobile 1.4", "open", 12),
    ("ais-gateway", "AIS 2.0", "open", 45),
    ("fleet-portal", "Portal 2024.3", "locked", -5),
    ("chartplotter", "CP 7.9", "closed", -300),
]
SUBJECTS = {
    "Bug": ["Route export drops waypoints", "Crash when loading ENC cell", "Wrong ETA after DST change",
            "AIS messages duplicated", "Login timeout too short", "Map tiles flicker", "Speed shown in km/h",
            "Weather overlay misaligned", "PDF voyage report empty", "Tide table off by one hour"],
    "Feature": ["Ice chart overlay", "Bulk vessel import", "Fuel consumption dashboard", "Dark mode",
                "Export to GPX", "Port call calendar", "Two-factor login", "Crew change planner"],
    "Support": ["Cannot reset password", "Licence key for new vessel", "Question about route optimisation",
                "Invoice address change", "Training request"],
}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the tracker to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    ts = clock.stamp

    # users: people, the anonymous user, groups
    uid: dict[str, int] = {}
    for n, (login, first, last, state, admin, _) in enumerate(PEOPLE, start=1):
        created = -rng.randint(200, 1500)
        last_login = ts(-rng.randint(0, 9) if state == 1 else -rng.randint(150, 300), rng.randint(420, 1100))
        db.execute(
            "INSERT INTO users (id, login, hashed_password, firstname, lastname, admin, status, last_login_on,"
            " language, created_on, updated_on, type, mail_notification, salt)"
            " VALUES (?,?,?,?,?,?,?,?,'en',?,?,'User','only_my_events',?)",
            (n, login, f"{rng.getrandbits(160):040x}", first, last, admin, state, last_login,
             ts(created, 540), ts(created, 540), f"{rng.getrandbits(128):032x}"),
        )  # fmt: skip
        uid[login] = n
        db.execute(
            "INSERT INTO email_addresses (user_id, address, is_default, notify, created_on, updated_on)"
            " VALUES (?,?,1,1,?,?)",
            (n, f"{login}@nordlys-maritime.no" if login != "captain.hansen" else "b.hansen@polarkyst.no",
             ts(created, 540), ts(created, 540)),
        )  # fmt: skip
    anonymous = len(PEOPLE) + 1
    db.execute(
        "INSERT INTO users (id, lastname, status, type, created_on, updated_on) VALUES (?, 'Anonymous', 0,"
        " 'AnonymousUser', ?, ?)",
        (anonymous, ts(-1500, 0), ts(-1500, 0)),
    )
    for offset, group in enumerate(GROUPS, start=anonymous + 1):
        db.execute(
            "INSERT INTO users (id, lastname, status, type, created_on, updated_on) VALUES (?, ?, 1, 'Group', ?, ?)",
            (offset, group, ts(-1400, 0), ts(-1400, 0)),
        )

    pid: dict[str, int] = {}
    for n, (name, ident, parent, state, age) in enumerate(PROJECTS, start=1):
        db.execute(
            "INSERT INTO projects (id, name, description, is_public, parent_id, created_on, updated_on, identifier,"
            " status, lft, rgt) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (n, name, f"{name} at Nordlys Maritime Software", 0, pid.get(parent or ""), ts(-age, 600),
             ts(-age, 600), ident, state, 2 * n - 1, 2 * n),
        )  # fmt: skip
        pid[ident] = n
    for n, name in enumerate(TRACKERS, start=1):
        db.execute("INSERT INTO trackers (id, name, position, default_status_id) VALUES (?,?,?,1)", (n, name, n))
    for n, (name, closed) in enumerate(STATUSES, start=1):
        db.execute("INSERT INTO issue_statuses (id, name, is_closed, position) VALUES (?,?,?,?)", (n, name, closed, n))
    enum_id: dict[tuple[str, str], int] = {}
    n = 0
    for kind, names in (("IssuePriority", PRIORITIES), ("TimeEntryActivity", ACTIVITIES)):
        for position, name in enumerate(names, start=1):
            n += 1
            default = int(name in ("Normal", "Development"))
            db.execute(
                "INSERT INTO enumerations (id, name, position, is_default, type, active) VALUES (?,?,?,?,?,1)",
                (n, name, position, default, kind),
            )
            enum_id[(kind, name)] = n
    vid: dict[str, int] = {}
    for n, (ident, name, status, due) in enumerate(VERSIONS, start=1):
        db.execute(
            "INSERT INTO versions (id, project_id, name, effective_date, created_on, updated_on, status, sharing)"
            " VALUES (?,?,?,?,?,?,?,'none')",
            (n, pid[ident], name, clock.day_text(due), ts(due - 120, 600), ts(due - 120, 600), status),
        )
        vid[name] = n
    for n, name in enumerate(ROLES, start=1):
        db.execute("INSERT INTO roles (id, name, position, assignable, builtin) VALUES (?,?,?,1,0)", (n, name, n))
    member = 0
    for ident, project in pid.items():
        for login, *_rest, developer in PEOPLE:
            if login == "admin" or (login == "captain.hansen" and ident != "voyage-planner"):
                continue
            member += 1
            db.execute(
                "INSERT INTO members (id, user_id, project_id, created_on) VALUES (?,?,?,?)",
                (member, uid[login], project, ts(-190, 600)),
            )
            role = 1 if login == "ingrid.solberg" else 2 if developer or login in ("sindre.haugen",) else 3
            db.execute("INSERT INTO member_roles (member_id, role_id) VALUES (?,?)", (member, role))

    developers = [login for login, *_r, dev in PEOPLE if dev] + ["sindre.haugen", "maja.lund", "emil.nygaard"]
    reporters = [*developers, "captain.hansen"]
    status_id = {name: n for n, (name, _) in enumerate(STATUSES, start=1)}
    project_weights = {"voyage-planner": 5, "voyage-planner-mobile": 2, "ais-gateway": 4, "fleet-portal": 3,
                       "infra": 2}  # fmt: skip
    issue = journal = 0
    issues_meta: list[tuple[int, str, int, str]] = []  # id, project, created day, status

    def add_issue(
        ident: str,
        tracker: str,
        day: int,
        minute: int,
        status: str,
        assignee: str | None,
        priority: str = "Normal",
        version: str | None = None,
        due: int | None = None,
    ) -> int:
        nonlocal issue
        issue += 1
        tracker_id = TRACKERS.index(tracker) + 1
        closed = status in ("Closed", "Rejected")
        if tracker == "Bug":
            length = rng.randint(1, 6)
        elif tracker == "Feature":
            length = rng.randint(15, 40)
        else:
            length = rng.randint(1, 3)
        close_day = min(day + length, 0)
        close_minute = minute + 60 if close_day == day else rng.randint(480, 1000)
        closed_on = ts(close_day, close_minute) if closed else None
        if closed and clock.at(close_day, close_minute) >= clock.now:
            closed_on = ts(day, minute + 30)
        estimate = round(rng.choice([2, 4, 8, 16, 24]) * (2 if tracker == "Feature" else 1), 1)
        db.execute(
            "INSERT INTO issues (id, tracker_id, project_id, subject, description, due_date, status_id,"
            " assigned_to_id, priority_id, fixed_version_id, author_id, created_on, updated_on, start_date,"
            " done_ratio, estimated_hours, root_id, lft, rgt, is_private, closed_on)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,1,2,0,?)",
            (issue, tracker_id, pid[ident], rng.choice(SUBJECTS[tracker]), "",
             clock.day_text(due) if due is not None else None, status_id[status],
             uid[assignee] if assignee else None, enum_id[("IssuePriority", priority)],
             vid[version] if version else None, uid[rng.choice(reporters)], ts(day, minute),
             closed_on or ts(day, minute), clock.day_text(day), 100 if closed else rng.choice([0, 10, 30, 50]),
             estimate if tracker != "Support" else None, issue, closed_on),
        )  # fmt: skip
        issues_meta.append((issue, ident, day, status))
        return issue

    # the closed Legacy Chartplotter: old issues only (the newest 100 days ago)
    for k in range(8):
        add_issue("chartplotter", "Bug", -100 - 6 * k, 600, "Closed", "lars.moe", version="CP 7.9")
    # Ingrid's open pile: 22 open issues
    for k in range(22):
        ident = "ais-gateway" if k < 12 else "voyage-planner"
        add_issue(ident, "Bug" if k % 3 else "Feature", -3 - 4 * k, 540 + k, rng.choice(["New", "In Progress",
                  "Feedback"]), "ingrid.solberg", version="AIS 2.0" if k < 12 else "VP 3.2")  # fmt: skip
    # AIS Gateway's other open bugs, VP 3.2's open issues
    for k in range(14):
        add_issue("ais-gateway", "Bug", -2 - 5 * k, 610, rng.choice(["New", "In Progress"]),
                  developers[k % 9], version="AIS 2.0" if k % 2 else None)  # fmt: skip
    for k in range(12):
        add_issue("voyage-planner", rng.choice(["Bug", "Feature"]), -1 - 6 * k, 700, rng.choice(["New",
                  "In Progress", "Resolved"]), developers[(k + 3) % 9], version="VP 3.2")  # fmt: skip
    # four unassigned urgent or immediate open issues
    for k, priority in enumerate(["Urgent", "Immediate", "Urgent", "Urgent"]):
        add_issue(["fleet-portal", "infra", "voyage-planner-mobile", "fleet-portal"][k], "Bug", -1 - 3 * k, 480,
                  "New", None, priority=priority)  # fmt: skip
    # overdue open issues: due dates in the past
    for k in range(6):
        add_issue("fleet-portal", "Feature", -50 - k, 600, "In Progress", developers[(k + 1) % 9], priority="High",
                  version="Portal 2024.3", due=-3 - 2 * k)  # fmt: skip
    # the bulk: mostly closed work over 120 days
    idents = list(project_weights)
    for day in range(-119, 1):
        for _ in range(rng.choice([1, 2, 2, 3])):
            minute = rng.randint(7 * 60, 17 * 60)
            if day == 0 and clock.at(0, minute) >= clock.now:
                continue
            ident = rng.choices(idents, weights=list(project_weights.values()))[0]
            tracker = rng.choices(TRACKERS, weights=[5, 3, 2])[0]
            if day < -45:
                status = rng.choices(["Closed", "Rejected", "Resolved"], weights=[8, 1, 1])[0]
            else:
                status = rng.choices(["Closed", "Rejected", "Resolved", "New", "In Progress"],
                                     weights=[6, 1, 1, 1, 1])[0]  # fmt: skip
            assignee = rng.choice(developers[:9]) if status != "New" or rng.random() < 0.5 else None
            priority = rng.choices(PRIORITIES, weights=[2, 10, 3, 0.3, 0.1])[0]
            if assignee is None and status not in ("Closed", "Rejected") and priority in ("Urgent", "Immediate"):
                priority = "High"
            if ident == "ais-gateway" and status not in ("Closed", "Rejected"):
                status = "Closed"
            if ident == "voyage-planner" and status not in ("Closed", "Rejected"):
                status = "Resolved"
            add_issue(ident, tracker, day, minute, status, assignee, priority=priority)

    # journals: comments and status changes
    closed_ids = {name: n for n, (name, c) in enumerate(STATUSES, start=1) if c}
    reopened: list[int] = []
    for issue_id, _ident, day, status in issues_meta:
        count = rng.choice([0, 1, 1, 2, 3]) if day > -119 else 0
        for c in range(count):
            jday = min(0, day + c + 1)
            minute = rng.randint(8 * 60, 16 * 60)
            if clock.at(jday, minute) >= clock.now:
                continue
            journal += 1
            db.execute(
                "INSERT INTO journals (id, journalized_id, journalized_type, user_id, notes, created_on,"
                " private_notes) VALUES (?,?,'Issue',?,?,?,0)",
                (journal, issue_id, uid[rng.choice(developers[:9])], rng.choice(["Looking into it.",
                 "Reproduced on 3.1.4.", "Fixed in master.", "Needs feedback from the customer.", ""]),
                 ts(jday, minute)),
            )  # fmt: skip
            if c == 0 and status != "New":
                db.execute(
                    "INSERT INTO journal_details (journal_id, property, prop_key, old_value, value)"
                    " VALUES (?,'attr','status_id','1','2')",
                    (journal,),
                )
    # seven reopenings in the last 30 days, and two older ones
    reopen_candidates = [m for m in issues_meta if m[3] == "In Progress" and -60 < m[2] < -5]
    for k, (issue_id, _ident, _day, _status) in enumerate(reopen_candidates[:9]):
        jday = -2 - 3 * k if k < 7 else -40 - k
        journal += 1
        db.execute(
            "INSERT INTO journals (id, journalized_id, journalized_type, user_id, notes, created_on, private_notes)"
            " VALUES (?,?,'Issue',?,?,?,0)",
            (journal, issue_id, uid["ingrid.solberg"], "Reopened: still happens on 3.2-rc.", ts(jday, 900)),
        )
        old = closed_ids["Closed"] if k % 2 == 0 else status_id["Resolved"]
        db.execute(
            "INSERT INTO journal_details (journal_id, property, prop_key, old_value, value)"
            " VALUES (?,'attr','status_id',?,?)",
            (journal, str(old), str(status_id["In Progress"])),
        )
        reopened.append(issue_id)

    # time entries: weekdays, the six active developers who log
    loggers = [login for login, *_r, dev in PEOPLE if dev]
    activity_weights = {"Design": 1, "Development": 6, "Testing": 2, "Support": 2, "Meeting": 1}
    project_hours = {"voyage-planner": 6, "voyage-planner-mobile": 2, "ais-gateway": 3, "fleet-portal": 3, "infra": 2}
    entry = 0
    open_by_project: dict[str, list[int]] = {}
    for issue_id, ident, _day, _status in issues_meta:
        open_by_project.setdefault(ident, []).append(issue_id)
    for day in range(-119, 0):
        date = clock.midnight + datetime.timedelta(days=day)
        for login in loggers:
            if login == "tor.eriksen" and day >= -7:
                hours_list = [6.5]
            elif rng.random() < 0.25:
                continue
            else:
                hours_list = [rng.choice([1.0, 1.5, 2.0, 2.5, 3.0]) for _ in range(rng.randint(1, 2))]
            for hours in hours_list:
                entry += 1
                ident = rng.choices(list(project_hours), weights=list(project_hours.values()))[0]
                activity = rng.choices(list(activity_weights), weights=list(activity_weights.values()))[0]
                iso = date.isocalendar()
                db.execute(
                    "INSERT INTO time_entries (id, project_id, user_id, author_id, issue_id, hours, comments,"
                    " activity_id, spent_on, tyear, tmonth, tweek, created_on, updated_on)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (entry, pid[ident], uid[login], uid[login], rng.choice(open_by_project[ident]), hours, "",
                     enum_id[("TimeEntryActivity", activity)], date.strftime("%Y-%m-%d"), date.year, date.month,
                     iso[1], ts(day, 17 * 60), ts(day, 17 * 60)),
                )  # fmt: skip
    # watchers
    for issue_id, _ident, _day, _status in issues_meta[::3]:
        db.execute(
            "INSERT INTO watchers (watchable_type, watchable_id, user_id) VALUES ('Issue', ?, ?)",
            (issue_id, uid[rng.choice(developers)]),
        )
    close_checked(db, "devtracker")
