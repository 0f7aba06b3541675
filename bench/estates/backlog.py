"""A payments start-up's issue tracker (Paysetu, Bengaluru) as the SQLite copy of a Jira Software 9 database, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): issues, comments, work logs and
the change history fill the last 120 days on a one-minute grid counted from today's UTC midnight (with drawn
milliseconds), accounts reach 900 days back, nothing happens today or later except due dates and planned releases, and
nothing depends on the weekday, so two builds with the same seed and ``now`` values a whole number of days apart give
the same answers to relative-time questions.

The tables are Jira's, as its PostgreSQL schema names them (lower case, run-together, ``id`` numeric keys):
``project`` (``pkey`` the key such as ``PAY``, ``pname``, ``lead`` a user key), ``cwd_user`` (the directory's
accounts: ``user_name``, ``lower_user_name``, ``display_name``, ``email_address``, ``active`` 1/0, ``created_date``)
and ``app_user`` (``user_key`` such as ``JIRAUSER10107``, the key every other table stores, mapped to
``lower_user_name``), the lookups ``issuetype``, ``issuestatus`` (``statuscategory`` 2 to do, 4 in progress, 3 done),
``priority`` and ``resolution`` with text ids, ``jiraissue`` (``issuenum`` the number within the project, so an
issue's key is ``project.pkey || '-' || issuenum``; ``pkey`` itself is NULL as in every Jira since 6.1;
``reporter``, ``assignee`` user keys, ``assignee`` NULL when unassigned; ``resolution`` NULL while unresolved;
``duedate``; ``timeoriginalestimate`` and ``timespent`` in **seconds**), ``component``, ``projectversion``
(``released`` the text ``'true'`` or NULL), ``nodeassociation`` (the generic link table: ``association_type``
``IssueComponent`` or ``IssueFixVersion`` from an ``Issue`` source node to a ``Component`` or ``Version`` sink node),
``label``, ``worklog`` (``timeworked`` seconds, ``startdate``), ``jiraaction`` (comments: ``actiontype``
``comment``, ``actionbody``) and the change history ``changegroup`` (who and when) with ``changeitem`` (``field``
``status``, ``assignee``...; ``oldstring``/``newstring`` the names before and after).

**Times are PostgreSQL ``timestamptz`` text in India Standard Time**, with milliseconds and the offset:
``2025-03-01 15:30:03.512+05:30`` is 10:00:03 UTC (SQLite's ``datetime()`` and ``julianday()`` read the offset).
Jira declares no foreign keys beyond its primary keys; this copy declares those the data always fills
(``nodeassociation`` points at two kinds of sink node and has none).

Planted signals:

* ``PAY`` (Payments Core) has by far the most unresolved bugs; ``Settlement`` is the component with the most issues;
  fix version ``PAY 4.2`` holds the most issues;
* Ananya Rao resolved the most issues in the last 30 days; Karthik Menon logged the most hours in the last 7 days and
  ``OPS`` collected the most logged hours over the same week;
* three active developers (Divya Nair, Rohan Gupta, Sneha Pillai) and the automation account never logged work;
  the deactivated Vikram Joshi still has four unresolved issues assigned;
* six unresolved issues are past their due date; nine unresolved issues have nobody assigned;
* project ``LEG`` (Legacy Wallet) has had no new issue in the last 90 days;
* issue PAY-77 (a settlement mismatch) drew the most comments in the last 30 days; ``tech-debt`` is the most used
  label; eleven issues were reopened (moved from Done back to To Do) in the last 30 days; Meera Iyer moved the most
  issues to Done in the last 14 days;
* bugs resolved in the last 90 days took about four days on average, ``OPS`` bugs the longest.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE cwd_user (id NUMERIC(18) PRIMARY KEY, directory_id NUMERIC(18) NOT NULL, user_name VARCHAR(255) NOT NULL,
  lower_user_name VARCHAR(255) NOT NULL UNIQUE, active INTEGER NOT NULL, created_date TIMESTAMPTZ,
  updated_date TIMESTAMPTZ, first_name VARCHAR(255), last_name VARCHAR(255), display_name VARCHAR(255),
  lower_display_name VARCHAR(255), email_address VARCHAR(255), lower_email_address VARCHAR(255));
CREATE TABLE app_user (id NUMERIC(18) PRIMARY KEY, user_key VARCHAR(255) NOT NULL UNIQUE,
  lower_user_name VARCHAR(255) NOT NULL UNIQUE REFERENCES cwd_user (lower_user_name));
CREATE TABLE project (id NUMERIC(18) PRIMARY KEY, pname VARCHAR(255) NOT NULL, url VARCHAR(255),
  lead VARCHAR(255) REFERENCES app_user (user_key), description TEXT, pkey VARCHAR(255) NOT NULL UNIQUE,
  pcounter NUMERIC(18), assigneetype NUMERIC(18), avatar NUMERIC(18), originalkey VARCHAR(255),
  projecttype VARCHAR(255));
CREATE TABLE issuetype (id VARCHAR(60) PRIMARY KEY, sequence NUMERIC(18), pname VARCHAR(60) NOT NULL,
  pstyle VARCHAR(60), description TEXT, iconurl VARCHAR(255), avatar NUMERIC(18));
CREATE TABLE issuestatus (id VARCHAR(60) PRIMARY KEY, sequence NUMERIC(18), pname VARCHAR(60) NOT NULL,
  description TEXT, iconurl VARCHAR(255), statuscategory NUMERIC(18));
CREATE TABLE priority (id VARCHAR(60) PRIMARY KEY, sequence NUMERIC(18), pname VARCHAR(60) NOT NULL,
  description TEXT, iconurl VARCHAR(255), status_color VARCHAR(60));
CREATE TABLE resolution (id VARCHAR(60) PRIMARY KEY, sequence NUMERIC(18), pname VARCHAR(60) NOT NULL,
  description TEXT, iconurl VARCHAR(255));
CREATE TABLE jiraissue (id NUMERIC(18) PRIMARY KEY, pkey VARCHAR(255), issuenum NUMERIC(18) NOT NULL,
  project NUMERIC(18) NOT NULL REFERENCES project (id), reporter VARCHAR(255) REFERENCES app_user (user_key),
  assignee VARCHAR(255) REFERENCES app_user (user_key), creator VARCHAR(255) REFERENCES app_user (user_key),
  issuetype VARCHAR(255) NOT NULL REFERENCES issuetype (id), summary VARCHAR(255), description TEXT,
  environment TEXT, priority VARCHAR(255) NOT NULL REFERENCES priority (id),
  resolution VARCHAR(255) REFERENCES resolution (id), issuestatus VARCHAR(255) NOT NULL REFERENCES issuestatus (id),
  created TIMESTAMPTZ NOT NULL, updated TIMESTAMPTZ NOT NULL, duedate TIMESTAMPTZ, resolutiondate TIMESTAMPTZ,
  votes NUMERIC(18), watches NUMERIC(18), timeoriginalestimate NUMERIC(18), timeestimate NUMERIC(18),
  timespent NUMERIC(18), workflow_id NUMERIC(18), security NUMERIC(18), fixfor NUMERIC(18), component NUMERIC(18),
  archived CHAR(1), UNIQUE (project, issuenum));
CREATE TABLE component (id NUMERIC(18) PRIMARY KEY, project NUMERIC(18) NOT NULL REFERENCES project (id),
  cname VARCHAR(255) NOT NULL, description TEXT, url VARCHAR(255), lead VARCHAR(255) REFERENCES app_user (user_key),
  assigneetype NUMERIC(18), archived CHAR(10), deleted CHAR(10));
CREATE TABLE projectversion (id NUMERIC(18) PRIMARY KEY, project NUMERIC(18) NOT NULL REFERENCES project (id),
  vname VARCHAR(255) NOT NULL, description TEXT, sequence NUMERIC(18), released VARCHAR(10), archived VARCHAR(10),
  url VARCHAR(255), startdate TIMESTAMPTZ, releasedate TIMESTAMPTZ);
CREATE TABLE nodeassociation (source_node_id NUMERIC(18) NOT NULL, source_node_entity VARCHAR(60) NOT NULL,
  sink_node_id NUMERIC(18) NOT NULL, sink_node_entity VARCHAR(60) NOT NULL, association_type VARCHAR(60) NOT NULL,
  sequence NUMERIC(9),
  PRIMARY KEY (source_node_id, source_node_entity, sink_node_id, sink_node_entity, association_type));
CREATE TABLE label (id NUMERIC(18) PRIMARY KEY, fieldid NUMERIC(18), issue NUMERIC(18) NOT NULL
  REFERENCES jiraissue (id), label VARCHAR(255) NOT NULL);
CREATE TABLE worklog (id NUMERIC(18) PRIMARY KEY, issueid NUMERIC(18) NOT NULL REFERENCES jiraissue (id),
  author VARCHAR(255) NOT NULL REFERENCES app_user (user_key), grouplevel VARCHAR(255), rolelevel NUMERIC(18),
  worklogbody TEXT, created TIMESTAMPTZ NOT NULL, updateauthor VARCHAR(255), updated TIMESTAMPTZ,
  startdate TIMESTAMPTZ NOT NULL, timeworked NUMERIC(18) NOT NULL);
CREATE TABLE jiraaction (id NUMERIC(18) PRIMARY KEY, issueid NUMERIC(18) NOT NULL REFERENCES jiraissue (id),
  author VARCHAR(255) NOT NULL REFERENCES app_user (user_key), actiontype VARCHAR(255) NOT NULL,
  actionlevel VARCHAR(255), rolelevel NUMERIC(18), actionbody TEXT, created TIMESTAMPTZ NOT NULL,
  updateauthor VARCHAR(255), updated TIMESTAMPTZ, actionnum NUMERIC(18));
CREATE TABLE changegroup (id NUMERIC(18) PRIMARY KEY, issueid NUMERIC(18) NOT NULL REFERENCES jiraissue (id),
  author VARCHAR(255) NOT NULL REFERENCES app_user (user_key), created TIMESTAMPTZ NOT NULL);
CREATE TABLE changeitem (id NUMERIC(18) PRIMARY KEY, groupid NUMERIC(18) NOT NULL REFERENCES changegroup (id),
  fieldtype VARCHAR(255) NOT NULL, field VARCHAR(255) NOT NULL, oldvalue TEXT, oldstring TEXT, newvalue TEXT,
  newstring TEXT);
"""

IST = datetime.timedelta(hours=5, minutes=30)
# login, display name, active, weight as assignee
PEOPLE = [
    ("ananya.rao", "Ananya Rao", 1, 9), ("karthik.menon", "Karthik Menon", 1, 6), ("meera.iyer", "Meera Iyer", 1, 5),
    ("arjun.reddy", "Arjun Reddy", 1, 5), ("priya.sharma", "Priya Sharma", 1, 5), ("nikhil.bose", "Nikhil Bose", 1, 4),
    ("farah.khan", "Farah Khan", 1, 4), ("suresh.kumar", "Suresh Kumar", 1, 4),
    ("lakshmi.n", "Lakshmi Narayanan", 1, 4),
    ("aditya.verma", "Aditya Verma", 1, 3), ("divya.nair", "Divya Nair", 1, 2), ("rohan.gupta", "Rohan Gupta", 1, 2),
    ("sneha.pillai", "Sneha Pillai", 1, 2), ("vikram.joshi", "Vikram Joshi", 0, 0),
    ("deepa.shetty", "Deepa Shetty", 0, 0),
    ("rahul.das", "Rahul Das", 1, 3), ("jira-automation", "Automation for Jira", 1, 0),
]  # fmt: skip
NEVER_LOGGED = {"divya.nair", "rohan.gupta", "sneha.pillai"}
PROJECTS = [  # key, name, lead, weight
    ("PAY", "Payments Core", "ananya.rao", 10), ("KYC", "Onboarding & KYC", "priya.sharma", 5),
    ("MOB", "Mobile App", "arjun.reddy", 6), ("OPS", "Platform Ops", "karthik.menon", 5),
    ("LEG", "Legacy Wallet", "suresh.kumar", 0),
]  # fmt: skip
COMPONENTS = {
    "PAY": [("Settlement", 8), ("UPI Gateway", 4), ("Refunds", 3), ("Ledger", 3)],
    "KYC": [("Document Upload", 3), ("Video KYC", 3), ("Risk Rules", 2)],
    "MOB": [("Android", 4), ("iOS", 4), ("Design System", 2)],
    "OPS": [("Kubernetes", 3), ("Observability", 3), ("Databases", 3)],
    "LEG": [("Wallet API", 1)],
}
VERSIONS = {  # name, released days ago (None: unreleased, a negative number: planned in so many days)
    "PAY": [("PAY 4.0", 80), ("PAY 4.1", 45), ("PAY 4.2", 12), ("PAY 4.3", -20)],
    "KYC": [("KYC 2.7", 60), ("KYC 2.8", 20), ("KYC 2.9", -10)],
    "MOB": [("App 7.3", 70), ("App 7.4", 25), ("App 7.5", 5), ("App 7.6", -15)],
    "OPS": [],
    "LEG": [("Wallet 1.9", 400)],
}
TYPES = [
    ("10001", "Bug", 1),
    ("10002", "Story", 2),
    ("10003", "Task", 3),
    ("10000", "Epic", 4),
    ("10004", "Sub-task", 5),
]
STATUSES = [("10000", "To Do", 2), ("3", "In Progress", 4), ("10100", "In Review", 4), ("10001", "Done", 3)]
PRIORITIES = [("1", "Highest"), ("2", "High"), ("3", "Medium"), ("4", "Low"), ("5", "Lowest")]
RESOLUTIONS = [("10000", "Done"), ("10001", "Won't Do"), ("10002", "Duplicate"), ("10003", "Cannot Reproduce")]
LABELS = [("tech-debt", 9), ("customer-reported", 5), ("security", 3), ("rbi-audit", 3), ("flaky-test", 2)]
WORDS = ["settlement", "refund", "UPI", "mandate", "payout", "KYC", "webhook", "ledger", "retry", "timeout", "OTP"]


def _ts(clock: Clock, day: int, minute: int, ms: int) -> str:
    moment = clock.at(day, minute) + IST
    return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{ms:03d}+05:30"


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def when(day: int, minute: int | None = None) -> str:
        return _ts(clock, day, rng.randint(180, 900) if minute is None else minute, rng.randint(0, 999))

    keys: dict[str, str] = {}
    for n, (login, display, active, _) in enumerate(PEOPLE):
        uid = 10100 + n
        first, _, last = display.partition(" ")
        db.execute(
            "INSERT INTO cwd_user VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (uid, login, login, active, when(-rng.randint(200, 900)), when(-rng.randint(1, 150)), first, last, display,
             display.lower(), f"{login}@paysetu.example", f"{login}@paysetu.example"),
        )  # fmt: skip
        keys[login] = f"JIRAUSER{uid}"
        db.execute("INSERT INTO app_user VALUES (?, ?, ?)", (uid, keys[login], login))
    for row in TYPES:
        db.execute(
            "INSERT INTO issuetype (id, sequence, pname, pstyle) VALUES (?, ?, ?, NULL)", (row[0], row[2], row[1])
        )
    for n, (sid, name, category) in enumerate(STATUSES):
        db.execute("INSERT INTO issuestatus (id, sequence, pname, statuscategory) VALUES (?, ?, ?, ?)",
                   (sid, n + 1, name, category))  # fmt: skip
    for n, (priority_id, name) in enumerate(PRIORITIES):
        db.execute("INSERT INTO priority (id, sequence, pname) VALUES (?, ?, ?)", (priority_id, n + 1, name))
    for n, (rid, name) in enumerate(RESOLUTIONS):
        db.execute("INSERT INTO resolution (id, sequence, pname) VALUES (?, ?, ?)", (rid, n + 1, name))

    component_ids: dict[str, list[tuple[int, float]]] = {}
    version_ids: dict[str, list[tuple[int, str]]] = {}
    next_component, next_version = 10000, 10100
    for n, (pkey, pname, lead, _) in enumerate(PROJECTS):
        pid = 10000 + n
        db.execute(
            "INSERT INTO project (id, pname, lead, description, pkey, pcounter, assigneetype, originalkey, projecttype)"
            " VALUES (?, ?, ?, ?, ?, 0, 3, ?, 'software')",
            (pid, pname, keys[lead], f"{pname} at Paysetu", pkey, pkey),
        )
        component_ids[pkey] = []
        for cname, weight in COMPONENTS[pkey]:
            db.execute("INSERT INTO component (id, project, cname, lead, assigneetype) VALUES (?, ?, ?, ?, 0)",
                       (next_component, pid, cname, keys[lead]))  # fmt: skip
            component_ids[pkey].append((next_component, weight))
            next_component += 1
        version_ids[pkey] = []
        for seq, (vname, ago) in enumerate(VERSIONS[pkey]):
            released = "true" if ago > 0 else None
            db.execute(
                "INSERT INTO projectversion (id, project, vname, sequence, released, archived, startdate, releasedate)"
                " VALUES (?, ?, ?, ?, ?, NULL, ?, ?)",
                (next_version, pid, vname, seq + 1, released, when(-ago - 30, 0), when(-ago, 390)),
            )
            version_ids[pkey].append((next_version, vname))
            next_version += 1

    workers = [(login, weight) for login, _, active, weight in PEOPLE if weight]
    loggers = [login for login, _, active, weight in PEOPLE if weight and login not in NEVER_LOGGED]
    counters = {pkey: 0 for pkey, *_ in PROJECTS}
    ids = {"issue": 10000, "worklog": 10000, "action": 10000, "group": 10000, "item": 10000, "label": 10000}

    def next_id(kind: str) -> int:
        ids[kind] += 1
        return ids[kind]

    def change(issue: int, author: str, day: int, minute: int, field: str, old: str, new: str) -> None:
        group = next_id("group")
        db.execute("INSERT INTO changegroup VALUES (?, ?, ?, ?)", (group, issue, keys[author], when(day, minute)))
        db.execute("INSERT INTO changeitem VALUES (?, ?, 'jira', ?, NULL, ?, NULL, ?)",
                   (next_id("item"), group, field, old, new))  # fmt: skip

    def add_issue(
        pkey: str, day: int, kind: str, assignee: str | None, resolved: tuple[int, str] | None,
        due: int | None = None, summary: str | None = None,
    ) -> int:  # fmt: skip
        issue = next_id("issue")
        counters[pkey] += 1
        pid = 10000 + [p[0] for p in PROJECTS].index(pkey)
        type_id = {name: tid for tid, name, _ in TYPES}[kind]
        minute = rng.randint(180, 900)
        reporter = rng.choice([login for login, *_ in PEOPLE[:13]])
        priority = rng.choices([p[0] for p in PRIORITIES], weights=[1, 3, 6, 3, 1])[0]
        estimate = rng.choice([4, 8, 16, 24]) * 3600
        if resolved:
            rday, res = resolved
            status, resolution, resdate = "10001", res, when(rday, min(1430, minute + rng.randint(0, 400)))
            spent = estimate * rng.choice([0.5, 1, 1, 1.5]) if res == "10000" else 0
        else:
            status = rng.choices(["10000", "3", "10100"], weights=[5, 4, 2])[0]
            resolution, resdate, spent = None, None, estimate * rng.choice([0, 0.25, 0.5])
        created = when(day, minute)
        text = summary or f"{rng.choice(WORDS).capitalize()} {rng.choice(WORDS)} {kind.lower()} #{counters[pkey]}"
        db.execute(
            "INSERT INTO jiraissue (id, pkey, issuenum, project, reporter, assignee, creator, issuetype, summary,"
            " priority, resolution, issuestatus, created, updated, duedate, resolutiondate, votes, watches,"
            " timeoriginalestimate, timeestimate, timespent, workflow_id, archived)"
            " VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, 'N')",
            (issue, counters[pkey], pid, keys[reporter], keys[assignee] if assignee else None, keys[reporter], type_id,
             text, priority, resolution, status, created, max(created, resdate or when(max(day, -1))),
             _ts(clock, due, 0, 0) if due is not None else None, resdate, rng.randint(1, 6), estimate,
             max(0, estimate - int(spent)), int(spent) or None, issue + 10000),
        )  # fmt: skip
        if component_ids[pkey] and rng.random() < 0.85:
            comps = component_ids[pkey]
            comp = rng.choices([c for c, _ in comps], weights=[w for _, w in comps])[0]
            db.execute("INSERT INTO nodeassociation VALUES (?, 'Issue', ?, 'Component', 'IssueComponent', NULL)",
                       (issue, comp))  # fmt: skip
        if version_ids[pkey] and resolved:
            released = [v for v in version_ids[pkey] if v[1] != "PAY 4.3"]
            weights = [6 if v[1] == "PAY 4.2" else 2 for v in released]
            version = rng.choices([v for v, _ in released], weights=weights)[0]
            db.execute("INSERT INTO nodeassociation VALUES (?, 'Issue', ?, 'Version', 'IssueFixVersion', NULL)",
                       (issue, version))  # fmt: skip
        if rng.random() < 0.3:
            label = rng.choices([name for name, _ in LABELS], weights=[w for _, w in LABELS])[0]
            db.execute("INSERT INTO label VALUES (?, NULL, ?, ?)", (next_id("label"), issue, label))
        if assignee and spent:
            author = assignee if assignee in loggers else rng.choice(loggers)
            logs = rng.randint(1, 3)
            for _ in range(logs):
                lday = rng.randint(day, resolved[0] if resolved else -1)
                db.execute(
                    "INSERT INTO worklog VALUES (?, ?, ?, NULL, NULL, 'Worked on it', ?, NULL, NULL, ?, ?)",
                    (next_id("worklog"), issue, keys[author], when(lday), when(lday, 240), int(spent / logs)),
                )
        for _ in range(rng.choices([0, 1, 2, 3], weights=[4, 4, 2, 1])[0]):
            cday = rng.randint(day, -1)
            db.execute("INSERT INTO jiraaction VALUES (?, ?, ?, 'comment', NULL, NULL, ?, ?, NULL, NULL, NULL)",
                       (next_id("action"), issue, keys[rng.choice(loggers)], "Looked into this.",
                        when(cday)))  # fmt: skip
        if resolved:
            mover = assignee or "ananya.rao"
            if resolved[0] >= -14 and rng.random() < 0.5:
                mover = "meera.iyer"
            change(issue, mover, resolved[0], 1430, "status", "In Review", "Done")
        return issue

    weights = {pkey: w for pkey, _, _, w in PROJECTS}
    for _ in range(620):
        pkey = rng.choices(list(weights), weights=list(weights.values()))[0]
        day = -rng.randint(1, 120)
        kind = rng.choices(
            ["Bug", "Story", "Task", "Epic", "Sub-task"], weights=[5 if pkey == "PAY" else 3, 4, 4, 1, 2]
        )[0]
        assignee = (
            None if rng.random() < 0.04 else rng.choices([w for w, _ in workers], weights=[w for _, w in workers])[0]
        )
        resolved = None
        if rng.random() < (0.55 if not (pkey == "PAY" and kind == "Bug") else 0.3) and day < -1:
            duration = rng.randint(1, 9 if kind != "Bug" else (14 if pkey == "OPS" else 7))
            rday = min(-1, day + duration)
            res = rng.choices([r[0] for r in RESOLUTIONS], weights=[14, 2, 1, 1])[0]
            if assignee in ("ananya.rao",) and rday >= -30:
                res = "10000"
            resolved = (rday, res)
        add_issue(pkey, day, kind, assignee, resolved)
    # Ananya Rao's month of fixes, Karthik Menon's week of work
    for _ in range(14):
        day = -rng.randint(3, 29)
        add_issue("PAY", day - 2, "Bug", "ananya.rao", (day, "10000"))
    for _ in range(10):
        issue = add_issue("OPS", -rng.randint(8, 20), "Task", "karthik.menon", None)
        db.execute(
            "INSERT INTO worklog VALUES (?, ?, ?, NULL, NULL, 'Cluster upgrade', ?, NULL, NULL, ?, ?)",
            (next_id("worklog"), issue, keys["karthik.menon"], when(-rng.randint(1, 6)), when(-rng.randint(1, 6), 240),
             6 * 3600),
        )  # fmt: skip
    # the deactivated Vikram Joshi's open issues, unassigned issues, overdue ones
    for kind in ("Bug", "Story", "Task", "Bug"):
        add_issue("KYC", -rng.randint(40, 100), kind, "vikram.joshi", None)
    for n in range(6):
        add_issue(["PAY", "MOB", "KYC", "OPS", "PAY", "MOB"][n], -rng.randint(30, 60), "Task", "nikhil.bose", None,
                  due=-rng.randint(2, 20))  # fmt: skip
    # a settlement mismatch everybody discusses
    issue = add_issue("PAY", -40, "Bug", "arjun.reddy", None, summary="Settlement mismatch for HDFC payouts")
    counters["PAY"] += 1
    db.execute("UPDATE jiraissue SET issuenum = ? WHERE project = 10000 AND issuenum = 77", (counters["PAY"],))
    db.execute("UPDATE jiraissue SET issuenum = 77 WHERE id = ?", (issue,))
    for _ in range(16):
        db.execute("INSERT INTO jiraaction VALUES (?, ?, ?, 'comment', NULL, NULL, ?, ?, NULL, NULL, NULL)",
                   (next_id("action"), issue, keys[rng.choice(loggers)], "Recon still off.",
                    when(-rng.randint(1, 28))))  # fmt: skip
    # reopened issues
    done = db.execute(
        "SELECT id FROM jiraissue WHERE resolution IS NOT NULL AND julianday(resolutiondate) < julianday(?)"
        " ORDER BY id",
        (clock.fmt(clock.at(-35, 0)),),
    ).fetchall()
    for (issue,) in rng.sample(done, 11):
        change(issue, rng.choice(loggers), -rng.randint(2, 28), 600, "status", "Done", "To Do")
        db.execute("UPDATE jiraissue SET resolution = NULL, resolutiondate = NULL, issuestatus = '10000' WHERE id = ?",
                   (issue,))  # fmt: skip
    # the unassigned: exactly nine unresolved issues without an assignee
    db.execute("UPDATE jiraissue SET assignee = ? WHERE assignee IS NULL", (keys["rahul.das"],))
    open_ids = db.execute(
        "SELECT id FROM jiraissue WHERE resolution IS NULL AND duedate IS NULL AND assignee <> ? ORDER BY id",
        (keys["vikram.joshi"],),
    ).fetchall()
    for (issue,) in rng.sample(open_ids, 9):
        db.execute("UPDATE jiraissue SET assignee = NULL WHERE id = ?", (issue,))
    for pkey, count in counters.items():
        db.execute("UPDATE project SET pcounter = ? WHERE pkey = ?", (count + 1, pkey))
    # Legacy Wallet: old issues only
    for _ in range(6):
        add_issue("LEG", -rng.randint(100, 119), "Bug", "suresh.kumar", None)
    close_checked(db, "backlog")
