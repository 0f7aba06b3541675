"""A Kraków mobile-app studio's agile projects (Wawel Interactive) as a Taiga 6 database in SQLite.

Taiga (the open-source agile project manager, Django on PostgreSQL) keeps its records in Django's ``app_model``
tables with its conventions, here in SQLite: integer ``id`` keys, ``created_date``/``modified_date`` timestamptz text in
UTC with microseconds and ``+00:00``, and:

* ``users_user`` (``username``, ``full_name``, ``is_active``, ``is_system``, ``date_joined``, ``last_login``);
  ``projects_project`` (``slug``, ``owner_id``, the modules switched on: ``is_backlog_activated``,
  ``is_kanban_activated``, ``is_issues_activated``...; ``total_story_points``);
* **roles are per project** (``users_role`` with ``project_id``, ``computable`` 0 for roles that do not estimate);
  ``projects_membership`` links a user to a project with a role, **``user_id`` NULL and ``email`` set while an
  invitation is pending**;
* **every project has its own statuses, priorities, severities, issue types and point values**:
  ``projects_userstorystatus``, ``projects_taskstatus``, ``projects_issuestatus`` and ``projects_epicstatus`` each with
  ``is_closed`` (Done, Archived, Closed and Rejected are the closed ones), ``projects_priority``,
  ``projects_severity``, ``projects_issuetype`` and ``projects_points`` (``value`` a float, NULL for ``?``);
* sprints are ``milestones_milestone`` (``estimated_start``/``estimated_finish`` dates, ``closed`` 0/1);
* ``userstories_userstory``, ``tasks_task``, ``issues_issue`` and ``epics_epic`` are numbered by **``ref``, one counter
  per project shared by all four kinds** (``#12`` may be a story, the next a task); stories carry **``is_closed``
  denormalised from their status and ``finish_date``**, tasks and issues ``finished_date`` (NULL while open), all
  ``is_blocked`` with a ``blocked_note``, ``assigned_to_id`` (NULL for nobody), ``due_date`` a date, ``tags`` a JSON
  array (PostgreSQL's ``text[]``);
* **a story's points are one ``userstories_rolepoints`` row per computable role** (design, front, back...), each
  pointing at a ``projects_points`` value: the story's size is their sum;
* ``epics_relateduserstory`` links stories to epics;
* **``history_historyentry`` is the change log and the comments**: a uuid ``id``, ``user`` a JSON object (``{"pk":
  3, "name": "..."}``), ``type`` 1 change, 2 creation, 3 deletion, ``key`` ``app.model:id`` (the object's id, not its
  ref), ``comment`` the comment text or ``''``, ``project_id``.

Data reaches 150 days back from ``now``; the current sprints run 9 days ahead, due dates up to 30.

Planted signals:

* KrakTransit App has the most open issues, four open critical bugs and a current sprint of 14 stories;
* Piotr Kowalski has the most open tasks, Tomasz Wójcik closed the most in the last 14 days;
* Katarzyna Wiśniewska (QA) wrote the most comments in the last 30 days;
* Ewa Dąbrowska and Michał Szymański (a stakeholder and the studio's CEO) were never assigned a task; three invitations
  are pending;
* "Bilety i płatności" (tickets and payments) is the epic with the most stories; Internal Tools has had no activity in
  30 days; most open issues are bugs; about a third of open issues have nobody assigned.
"""

from __future__ import annotations

import datetime
import json
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login TIMESTAMPTZ, is_superuser BOOLEAN NOT NULL,
  username VARCHAR(255) NOT NULL UNIQUE, email VARCHAR(255) NOT NULL UNIQUE, is_active BOOLEAN NOT NULL,
  full_name VARCHAR(256) NOT NULL, color VARCHAR(9) NOT NULL, bio TEXT NOT NULL, lang VARCHAR(20),
  timezone VARCHAR(20), date_joined TIMESTAMPTZ NOT NULL, is_system BOOLEAN NOT NULL, uuid VARCHAR(32) NOT NULL
);
CREATE TABLE projects_project (
  id INTEGER PRIMARY KEY, tags TEXT, name VARCHAR(250) NOT NULL UNIQUE, slug VARCHAR(250) NOT NULL UNIQUE,
  description TEXT NOT NULL, created_date TIMESTAMPTZ NOT NULL, modified_date TIMESTAMPTZ NOT NULL,
  total_milestones INTEGER, total_story_points DOUBLE PRECISION, is_backlog_activated BOOLEAN NOT NULL,
  is_kanban_activated BOOLEAN NOT NULL, is_wiki_activated BOOLEAN NOT NULL, is_issues_activated BOOLEAN NOT NULL,
  is_epics_activated BOOLEAN NOT NULL, is_private BOOLEAN NOT NULL, owner_id INTEGER REFERENCES users_user (id),
  blocked_code VARCHAR(255)
);
CREATE TABLE users_role (
  id INTEGER PRIMARY KEY, name VARCHAR(200) NOT NULL, slug VARCHAR(250) NOT NULL, permissions TEXT,
  "order" INTEGER NOT NULL, computable BOOLEAN NOT NULL, project_id INTEGER REFERENCES projects_project (id)
);
CREATE TABLE projects_membership (
  id INTEGER PRIMARY KEY, is_admin BOOLEAN NOT NULL, email VARCHAR(255), created_at TIMESTAMPTZ NOT NULL,
  token VARCHAR(60), user_id INTEGER REFERENCES users_user (id), project_id INTEGER NOT NULL REFERENCES
  projects_project (id), role_id INTEGER NOT NULL REFERENCES users_role (id), invited_by_id INTEGER REFERENCES
  users_user (id), invitation_extra_text TEXT, user_order BIGINT NOT NULL
);
CREATE TABLE projects_userstorystatus (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL,
  is_closed BOOLEAN NOT NULL, is_archived BOOLEAN NOT NULL, color VARCHAR(20) NOT NULL, wip_limit INTEGER,
  project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_taskstatus (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL,
  is_closed BOOLEAN NOT NULL, color VARCHAR(20) NOT NULL, project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_issuestatus (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL,
  is_closed BOOLEAN NOT NULL, color VARCHAR(20) NOT NULL, project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_epicstatus (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL,
  is_closed BOOLEAN NOT NULL, color VARCHAR(20) NOT NULL, project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_priority (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL, color VARCHAR(20) NOT NULL,
  project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_severity (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL, color VARCHAR(20) NOT NULL,
  project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_issuetype (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL, color VARCHAR(20) NOT NULL,
  project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE projects_points (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, "order" INTEGER NOT NULL, value DOUBLE PRECISION,
  project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE milestones_milestone (
  id INTEGER PRIMARY KEY, name VARCHAR(200) NOT NULL, slug VARCHAR(250) NOT NULL, estimated_start DATE NOT NULL,
  estimated_finish DATE NOT NULL, created_date TIMESTAMPTZ NOT NULL, modified_date TIMESTAMPTZ NOT NULL,
  closed BOOLEAN NOT NULL, disponibility DOUBLE PRECISION, "order" SMALLINT NOT NULL,
  owner_id INTEGER REFERENCES users_user (id), project_id INTEGER NOT NULL REFERENCES projects_project (id)
);
CREATE TABLE epics_epic (
  id INTEGER PRIMARY KEY, tags TEXT, version INTEGER NOT NULL, is_blocked BOOLEAN NOT NULL, blocked_note TEXT NOT NULL,
  ref BIGINT, epics_order BIGINT NOT NULL, created_date TIMESTAMPTZ NOT NULL, modified_date TIMESTAMPTZ NOT NULL,
  subject TEXT NOT NULL, color VARCHAR(32) NOT NULL, description TEXT NOT NULL,
  assigned_to_id INTEGER REFERENCES users_user (id), owner_id INTEGER REFERENCES users_user (id),
  project_id INTEGER NOT NULL REFERENCES projects_project (id), status_id INTEGER REFERENCES projects_epicstatus (id)
);
CREATE TABLE userstories_userstory (
  id INTEGER PRIMARY KEY, tags TEXT, version INTEGER NOT NULL, is_blocked BOOLEAN NOT NULL, blocked_note TEXT NOT NULL,
  ref BIGINT, is_closed BOOLEAN NOT NULL, backlog_order BIGINT NOT NULL, created_date TIMESTAMPTZ NOT NULL,
  modified_date TIMESTAMPTZ NOT NULL, finish_date TIMESTAMPTZ, subject TEXT NOT NULL, description TEXT NOT NULL,
  client_requirement BOOLEAN NOT NULL, team_requirement BOOLEAN NOT NULL,
  assigned_to_id INTEGER REFERENCES users_user (id), milestone_id INTEGER REFERENCES milestones_milestone (id),
  owner_id INTEGER REFERENCES users_user (id), project_id INTEGER NOT NULL REFERENCES projects_project (id),
  status_id INTEGER REFERENCES projects_userstorystatus (id), sprint_order BIGINT NOT NULL,
  kanban_order BIGINT NOT NULL, due_date DATE, due_date_reason TEXT NOT NULL
);
CREATE TABLE userstories_rolepoints (
  id INTEGER PRIMARY KEY, points_id INTEGER REFERENCES projects_points (id),
  role_id INTEGER NOT NULL REFERENCES users_role (id),
  user_story_id INTEGER NOT NULL REFERENCES userstories_userstory (id), UNIQUE (user_story_id, role_id)
);
CREATE TABLE epics_relateduserstory (
  id INTEGER PRIMARY KEY, "order" BIGINT NOT NULL, epic_id INTEGER NOT NULL REFERENCES epics_epic (id),
  user_story_id INTEGER NOT NULL REFERENCES userstories_userstory (id), UNIQUE (user_story_id, epic_id)
);
CREATE TABLE tasks_task (
  id INTEGER PRIMARY KEY, tags TEXT, version INTEGER NOT NULL, is_blocked BOOLEAN NOT NULL, blocked_note TEXT NOT NULL,
  ref BIGINT, created_date TIMESTAMPTZ NOT NULL, modified_date TIMESTAMPTZ NOT NULL, finished_date TIMESTAMPTZ,
  subject TEXT NOT NULL, description TEXT NOT NULL, is_iocaine BOOLEAN NOT NULL,
  assigned_to_id INTEGER REFERENCES users_user (id), milestone_id INTEGER REFERENCES milestones_milestone (id),
  owner_id INTEGER REFERENCES users_user (id), project_id INTEGER NOT NULL REFERENCES projects_project (id),
  status_id INTEGER REFERENCES projects_taskstatus (id),
  user_story_id INTEGER REFERENCES userstories_userstory (id), taskboard_order BIGINT NOT NULL,
  us_order BIGINT NOT NULL, due_date DATE, due_date_reason TEXT NOT NULL
);
CREATE TABLE issues_issue (
  id INTEGER PRIMARY KEY, tags TEXT, version INTEGER NOT NULL, is_blocked BOOLEAN NOT NULL, blocked_note TEXT NOT NULL,
  ref BIGINT, created_date TIMESTAMPTZ NOT NULL, modified_date TIMESTAMPTZ NOT NULL, finished_date TIMESTAMPTZ,
  subject TEXT NOT NULL, description TEXT NOT NULL, assigned_to_id INTEGER REFERENCES users_user (id),
  milestone_id INTEGER REFERENCES milestones_milestone (id), owner_id INTEGER REFERENCES users_user (id),
  priority_id INTEGER REFERENCES projects_priority (id), project_id INTEGER NOT NULL REFERENCES projects_project (id),
  severity_id INTEGER REFERENCES projects_severity (id), status_id INTEGER REFERENCES projects_issuestatus (id),
  type_id INTEGER REFERENCES projects_issuetype (id), due_date DATE, due_date_reason TEXT NOT NULL
);
CREATE TABLE history_historyentry (
  id VARCHAR(255) PRIMARY KEY, "user" TEXT, created_at TIMESTAMPTZ, type SMALLINT, is_snapshot BOOLEAN,
  key VARCHAR(255), diff TEXT, snapshot TEXT, "values" TEXT, comment TEXT, comment_html TEXT, is_hidden BOOLEAN,
  project_id INTEGER REFERENCES projects_project (id)
);
"""

# username: (full name, weight of tasks, weight of task closing, weight of comments)
USERS = {
    "anowak": ("Agnieszka Nowak", 1, 1, 3),
    "pkowalski": ("Piotr Kowalski", 9, 3, 2),
    "kwisniewska": ("Katarzyna Wiśniewska", 3, 2, 9),
    "twojcik": ("Tomasz Wójcik", 5, 8, 2),
    "mkaminska": ("Marta Kamińska", 4, 3, 2),
    "jlewandowski": ("Jakub Lewandowski", 4, 3, 1),
    "ozielinska": ("Ola Zielińska", 2, 2, 2),
    "edabrowska": ("Ewa Dąbrowska", 0, 0, 1),
    "mszymanski": ("Michał Szymański", 0, 0, 1),
}
# project: (slug, weight of open issues, days since its last activity, members)
PROJECTS = {
    "KrakTransit App": ("kraktransit", 5, 0, list(USERS)),
    "Muzeum Przewodnik": (
        "muzeum-przewodnik",
        2,
        0,
        ["anowak", "kwisniewska", "mkaminska", "ozielinska", "jlewandowski", "edabrowska"],
    ),
    "Wawel Website": ("wawel-website", 1, 0, ["anowak", "ozielinska", "twojcik", "mszymanski"]),
    "Internal Tools": ("internal-tools", 1, 45, ["pkowalski", "twojcik", "mszymanski"]),
}
ROLES = [("UX", 1), ("Design", 1), ("Front", 1), ("Back", 1), ("Product Owner", 0), ("Stakeholder", 0)]
ROLE_OF = {"anowak": "Product Owner", "pkowalski": "Back", "kwisniewska": "Front", "twojcik": "Back",
           "mkaminska": "Front", "jlewandowski": "Back", "ozielinska": "Design", "edabrowska": "Stakeholder",
           "mszymanski": "Stakeholder"}  # fmt: skip
US_STATUSES = [("New", 0, 0), ("Ready", 0, 0), ("In progress", 0, 0), ("Ready for test", 0, 0), ("Done", 1, 0),
               ("Archived", 1, 1)]  # fmt: skip
TASK_STATUSES = [("New", 0), ("In progress", 0), ("Ready for test", 0), ("Closed", 1), ("Needs Info", 0)]
ISSUE_STATUSES = [("New", 0), ("In progress", 0), ("Ready for test", 0), ("Closed", 1), ("Needs Info", 0),
                  ("Rejected", 1), ("Postponed", 0)]  # fmt: skip
PRIORITIES = ["Low", "Normal", "High"]
SEVERITIES = ["Wishlist", "Minor", "Normal", "Important", "Critical"]
ISSUE_TYPES = ["Bug", "Question", "Enhancement"]
POINTS = [("?", None), ("0", 0.0), ("1/2", 0.5), ("1", 1.0), ("2", 2.0), ("3", 3.0), ("5", 5.0), ("8", 8.0),
          ("10", 10.0), ("13", 13.0), ("20", 20.0), ("40", 40.0)]  # fmt: skip
EPICS = {"KrakTransit App": ["Bilety i płatności", "Rozkład jazdy offline", "Powiadomienia o opóźnieniach"],
         "Muzeum Przewodnik": ["Audioprzewodnik", "Mapa sal"]}  # fmt: skip
SUBJECTS = ["Ekran {}", "Integracja API {}", "Poprawka {}", "Widok {}", "Test {}", "Refaktoryzacja {}"]
THINGS = ["biletów", "rozkładu", "mapy", "płatności BLIK", "logowania", "powiadomień", "ulubionych", "wyszukiwarki",
          "profilu", "kodu QR"]  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def stamp(moment: datetime.datetime) -> str:
        """Taiga's timestamptz: microseconds and ``+00:00``."""
        return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randrange(1000000):06d}+00:00"

    def when(day: int) -> str:
        return stamp(clock.clear_of_now(rng, day, 450, 1140))

    founded = stamp(clock.at(-800, 600))
    uid: dict[str, int] = {}
    for k, (username, (name, *_)) in enumerate(USERS.items(), 1):
        uid[username] = k
        db.execute(
            "INSERT INTO users_user VALUES (?, 'pbkdf2_sha256$x', ?, 0, ?, ?, 1, ?, '#70728F', '', 'pl', "
            "'Europe/Warsaw', ?, 0, ?)",
            (k, when(-rng.randint(0, 5)), username, f"{username}@wawel-interactive.pl", name, founded,
             uuid.UUID(int=rng.getrandbits(128)).hex),
        )  # fmt: skip
    system = len(USERS) + 1
    db.execute(
        "INSERT INTO users_user VALUES (?, '!', NULL, 0, 'taiga-system', 'system@taiga.invalid', 1, 'Taiga', "
        "'#000000', '', 'en', NULL, ?, 1, ?)",
        (system, founded, uuid.UUID(int=rng.getrandbits(128)).hex),
    )

    ids = {"role": 0, "us_status": 0, "task_status": 0, "issue_status": 0, "epic_status": 0, "priority": 0,
           "severity": 0, "type": 0, "points": 0, "milestone": 0, "membership": 0}  # fmt: skip

    def next_id(kind: str) -> int:
        ids[kind] += 1
        return ids[kind]

    project_ids: dict[str, int] = {}
    lookups: dict[str, dict[str, dict[str, int]]] = {}
    roles_of: dict[str, dict[str, int]] = {}
    for k, (name, (slug, _, _, members)) in enumerate(PROJECTS.items(), 1):
        project_ids[name] = k
        db.execute(
            "INSERT INTO projects_project VALUES (?, '[]', ?, ?, '', ?, ?, NULL, NULL, 1, ?, 1, 1, ?, 1, ?, NULL)",
            (k, name, slug, founded, founded, int(name == "Wawel Website"), int(name in EPICS), uid["anowak"]),
        )
        table: dict[str, dict[str, int]] = {"us": {}, "task": {}, "issue": {}, "epic": {}, "priority": {},
                                            "severity": {}, "type": {}, "points": {}}  # fmt: skip
        for order, (role, computable) in enumerate(ROLES, 1):
            ident = next_id("role")
            roles_of.setdefault(name, {})[role] = ident
            db.execute(
                "INSERT INTO users_role VALUES (?, ?, ?, ?, ?, ?, ?)",
                (ident, role, role.lower().replace(" ", "-"), "[]", order, computable, k),
            )
        for order, (status, closed, archived) in enumerate(US_STATUSES, 1):
            table["us"][status] = next_id("us_status")
            db.execute(
                "INSERT INTO projects_userstorystatus VALUES (?, ?, ?, ?, ?, ?, '#999999', NULL, ?)",
                (table["us"][status], status, status.lower().replace(" ", "-"), order, closed, archived, k),
            )
        for order, (status, closed) in enumerate(TASK_STATUSES, 1):
            table["task"][status] = next_id("task_status")
            db.execute(
                "INSERT INTO projects_taskstatus VALUES (?, ?, ?, ?, ?, '#999999', ?)",
                (table["task"][status], status, status.lower().replace(" ", "-"), order, closed, k),
            )
        for order, (status, closed) in enumerate(ISSUE_STATUSES, 1):
            table["issue"][status] = next_id("issue_status")
            db.execute(
                "INSERT INTO projects_issuestatus VALUES (?, ?, ?, ?, ?, '#999999', ?)",
                (table["issue"][status], status, status.lower().replace(" ", "-"), order, closed, k),
            )
        for order, (status, closed) in enumerate([("New", 0), ("In progress", 0), ("Done", 1)], 1):
            table["epic"][status] = next_id("epic_status")
            db.execute(
                "INSERT INTO projects_epicstatus VALUES (?, ?, ?, ?, ?, '#999999', ?)",
                (table["epic"][status], status, status.lower().replace(" ", "-"), order, closed, k),
            )
        for kind, names in (("priority", PRIORITIES), ("severity", SEVERITIES), ("type", ISSUE_TYPES)):
            table_name = {
                "priority": "projects_priority",
                "severity": "projects_severity",
                "type": "projects_issuetype",
            }
            for order, value in enumerate(names, 1):
                table[kind][value] = next_id(kind)
                db.execute(
                    f"INSERT INTO {table_name[kind]} VALUES (?, ?, ?, '#999999', ?)",
                    (table[kind][value], value, order, k),
                )
        for order, (label, _) in enumerate(POINTS, 1):
            table["points"][label] = next_id("points")
            db.execute(
                "INSERT INTO projects_points VALUES (?, ?, ?, ?, ?)",
                (table["points"][label], label, order, POINTS[order - 1][1], k),
            )
        lookups[name] = table
        for order, member in enumerate(members, 1):
            db.execute(
                "INSERT INTO projects_membership VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL, ?)",
                (next_id("membership"), int(member == "anowak"), f"{member}@wawel-interactive.pl", founded,
                 uid[member], k, roles_of[name][ROLE_OF[member]], uid["anowak"], order),
            )  # fmt: skip
    # three invitations still pending: no user yet
    for k, (project, email, role) in enumerate([("KrakTransit App", "j.mazur@mpk.krakow.example", "Stakeholder"),
                                                ("Muzeum Przewodnik", "k.wrobel@muzeum.example", "Stakeholder"),
                                                ("Wawel Website", "freelance.ux@example.com", "UX")]):  # fmt: skip
        db.execute(
            "INSERT INTO projects_membership VALUES (?, 0, ?, ?, ?, NULL, ?, ?, ?, 'Zapraszamy!', ?)",
            (next_id("membership"), email, when(-3 - 4 * k), f"tok{k}{rng.getrandbits(32):08x}", project_ids[project],
             roles_of[project][role], uid["anowak"], 100 + k),
        )  # fmt: skip

    # sprints: two weeks each, the current one from 5 days ago to 9 days ahead
    sprints: dict[str, list[tuple[int, int, int]]] = {}  # project: [(id, start day, finish day)]
    for name in ("KrakTransit App", "Muzeum Przewodnik"):
        offset = 0 if name == "KrakTransit App" else 3
        for n in range(1, 12):
            start = -5 - 14 * (10 - n) + offset
            finish = start + 14
            ident = next_id("milestone")
            sprints.setdefault(name, []).append((ident, start, finish))
            db.execute(
                "INSERT INTO milestones_milestone VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)",
                (ident, f"Sprint {n}", f"sprint-{n}-{ident}", clock.day_text(start), clock.day_text(finish),
                 when(min(start - 1, 0)), when(min(finish, 0)), int(finish < 0), n, uid["anowak"],
                 project_ids[name]),
            )  # fmt: skip

    refs = dict.fromkeys(PROJECTS, 0)

    def ref(project: str) -> int:
        refs[project] += 1
        return refs[project]

    history: list[tuple[object, ...]] = []

    def log(project: str, day: int, user: str, key: str, kind: int, comment: str = "") -> None:
        history.append(
            (uuid.UUID(int=rng.getrandbits(128)).hex, json.dumps({"pk": uid[user], "name": USERS[user][0]},
             ensure_ascii=False), when(day), kind, 0, key, "{}", None, "{}", comment, comment and f"<p>{comment}</p>",
             0, project_ids[project])
        )  # fmt: skip

    def quiet(project: str, day: int) -> int:
        """A day of activity in ``project``: Internal Tools has had none for 45 days."""
        last = PROJECTS[project][2]
        return min(day, -last) if last else day

    assignees = [u for u, spec in USERS.items() if spec[1] > 0]
    task_weights = [USERS[u][1] for u in assignees]
    closer_weights = [USERS[u][2] for u in assignees]
    commenters = list(USERS)
    comment_weights = [USERS[u][3] for u in commenters]

    # user stories, their points, their tasks
    story_id = task_id = 0
    stories: dict[str, list[int]] = {}
    rolepoints: list[tuple[int, int, int]] = []
    tasks: list[tuple[object, ...]] = []
    for project in PROJECTS:
        table = lookups[project]
        estimators = [roles_of[project][r] for r, c in ROLES if c]
        count = {"KrakTransit App": 90, "Muzeum Przewodnik": 50, "Wawel Website": 25, "Internal Tools": 15}[project]
        project_sprints = sprints.get(project, [])
        current = [s for s in project_sprints if s[1] <= 0 < s[2]]
        for n in range(count):
            story_id += 1
            day = quiet(project, -rng.randint(1, 150))
            in_current = bool(current) and (
                (n < 14 and project == "KrakTransit App") or (n < 8 and project == "Muzeum Przewodnik")
            )
            if in_current:
                milestone: int | None = current[0][0]
                closed = rng.random() < 0.3
                day = -rng.randint(6, 30)
            else:
                past = [s for s in project_sprints if s[2] <= 0 and s[1] >= day]
                milestone = rng.choice(past)[0] if past and rng.random() < 0.7 else None
                closed = milestone is not None or rng.random() < 0.3
            status = ("Archived" if rng.random() < 0.1 else "Done") if closed else rng.choice(
                ["New", "Ready", "In progress", "Ready for test"])  # fmt: skip
            finish_day = min(day + rng.randint(3, 25), 0) if closed else None
            finish_day = quiet(project, finish_day) if finish_day is not None else None
            blocked = int(not closed and rng.random() < 0.12)
            db.execute(
                "INSERT INTO userstories_userstory VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 0, 0, ?, ?, ?, ?, "
                "?, ?, ?, NULL, '')",
                (story_id, json.dumps([rng.choice(["mobile", "backend", "ux", "api"])]), blocked,
                 "Czekamy na API MPK" if blocked else "", ref(project), int(closed), n, when(day),
                 when(finish_day if finish_day is not None else quiet(project, min(day + 2, 0))),
                 when(finish_day) if finish_day is not None else None,
                 rng.choice(SUBJECTS).format(rng.choice(THINGS)), uid[rng.choice(assignees)], milestone,
                 uid["anowak"], project_ids[project], table["us"][status], n, n),
            )  # fmt: skip
            stories.setdefault(project, []).append(story_id)
            for estimator in estimators:
                label = rng.choice(["1", "2", "3", "5", "8", "?"]) if n % 9 else "?"
                rolepoints.append((table["points"][label], estimator, story_id))
            log(project, day, "anowak", f"userstories.userstory:{story_id}", 2)
            # its tasks
            for _ in range(rng.randint(1, 3)):
                task_id += 1
                tday = quiet(project, min(day + rng.randint(0, 5), 0))
                done = closed or rng.random() < 0.35
                who = rng.choices(assignees, weights=closer_weights if done else task_weights)[0]
                if project == "Internal Tools":
                    done = True
                finished = quiet(project, min(tday + rng.randint(1, 10), 0)) if done else None
                due = clock.day_text(rng.randint(-20, 30)) if rng.random() < 0.3 else None
                tasks.append(
                    (task_id, "[]", 1, 0, "", ref(project), when(tday),
                     when(finished if finished is not None else tday),
                     when(finished) if finished is not None else None, f"Zadanie: {rng.choice(THINGS)}", "", 0,
                     uid[who], milestone, uid["anowak"], project_ids[project],
                     lookups[project]["task"]["Closed" if done else rng.choice(["New", "In progress", "Ready for test",
                                                                                "Needs Info"])],
                     story_id, task_id, task_id, due, "")
                )  # fmt: skip
    # planted: Tomasz closing tasks in the last 14 days, Piotr's open tasks piling up
    for k in range(26):
        task_id += 1
        project = "KrakTransit App"
        finished = -rng.randint(0, 13)
        who = "twojcik" if k < 16 else ["mkaminska", "jlewandowski", "pkowalski", "kwisniewska", "ozielinska"][k % 5]
        tasks.append(
            (task_id, "[]", 1, 0, "", ref(project), when(finished - 3), when(finished), when(finished),
             f"Zadanie: {rng.choice(THINGS)}", "", 0, uid[who], None, uid["anowak"], project_ids[project],
             lookups[project]["task"]["Closed"], rng.choice(stories[project]), task_id, task_id, None, "")
        )  # fmt: skip
    for k in range(12):
        task_id += 1
        project = "KrakTransit App"
        day = -rng.randint(1, 20)
        tasks.append(
            (task_id, "[]", 1, 0, "", ref(project), when(day), when(day), None, f"Zadanie: {rng.choice(THINGS)}", "",
             0, uid["pkowalski"], None, uid["anowak"], project_ids[project],
             lookups[project]["task"][["New", "In progress"][k % 2]], rng.choice(stories[project]), task_id, task_id,
             clock.day_text(-2 - k) if k < 7 else None, "")
        )  # fmt: skip
    db.executemany(
        "INSERT INTO userstories_rolepoints (points_id, role_id, user_story_id) VALUES (?, ?, ?)", rolepoints
    )
    db.executemany("INSERT INTO tasks_task VALUES (" + ", ".join("?" * 22) + ")", tasks)

    # epics
    epic_id = 0
    for project, names in EPICS.items():
        pool = list(stories[project])
        rng.shuffle(pool)
        for k, name in enumerate(names):
            epic_id += 1
            day = -rng.randint(100, 140)
            db.execute(
                "INSERT INTO epics_epic VALUES (?, '[]', 1, 0, '', ?, ?, ?, ?, ?, '#A5694F', '', ?, ?, ?, ?)",
                (epic_id, ref(project), k, when(day), when(day), name, uid["anowak"], uid["anowak"],
                 project_ids[project], lookups[project]["epic"]["In progress"]),
            )  # fmt: skip
            size = {0: 22, 1: 12, 2: 8}[k] if project == "KrakTransit App" else {0: 10, 1: 6}[k]
            for order, story in enumerate(pool[:size]):
                db.execute(
                    'INSERT INTO epics_relateduserstory ("order", epic_id, user_story_id) VALUES (?, ?, ?)',
                    (order, epic_id, story),
                )
            pool = pool[size:]

    # issues
    issues: list[tuple[object, ...]] = []
    issue_id = 0

    def issue(project: str, day: int, open_: bool, severity: str, kind: str, assigned: str | None) -> None:
        nonlocal issue_id
        issue_id += 1
        table = lookups[project]
        day = quiet(project, day)
        status = rng.choice(["New", "In progress", "Needs Info", "Postponed", "Ready for test"]) if open_ else (
            "Rejected" if rng.random() < 0.15 else "Closed")  # fmt: skip
        finished = quiet(project, min(day + rng.randint(1, 16), 0)) if not open_ else None
        issues.append(
            (issue_id, "[]", 1, 0, "", ref(project), when(day), when(finished if finished is not None else day),
             when(finished) if finished is not None else None, f"Błąd: {rng.choice(THINGS)}", "",
             uid[assigned] if assigned else None, None, uid["kwisniewska"],
             table["priority"][rng.choice(PRIORITIES)], project_ids[project], table["severity"][severity],
             table["issue"][status], table["type"][kind], None, "")
        )  # fmt: skip
        log(project, day, "kwisniewska", f"issues.issue:{issue_id}", 2)

    for project, (_, weight, _, members) in PROJECTS.items():
        workers = [m for m in members if USERS[m][1] > 0]
        for _ in range(12 * weight):
            day = -rng.randint(0, 150)
            open_ = rng.random() < (0.5 if day > -40 else 0.15)
            kind = rng.choices(ISSUE_TYPES, weights=[6, 2, 2])[0]
            severity = rng.choice(["Wishlist", "Minor", "Normal", "Normal", "Important"])
            assigned = rng.choice(workers) if rng.random() < 0.65 else None
            issue(project, day, open_, severity, kind, assigned)
    for k in range(4):
        issue("KrakTransit App", -1 - 3 * k, True, "Critical", "Bug", "pkowalski" if k % 2 else None)
    for k in range(3):
        issue("KrakTransit App", -40 - 5 * k, False, "Critical", "Bug", "twojcik")
    db.executemany("INSERT INTO issues_issue VALUES (" + ", ".join("?" * 21) + ")", issues)

    # comments: Katarzyna the most in the last 30 days
    for _ in range(420):
        project = rng.choices(list(PROJECTS), weights=[6, 3, 1, 1])[0]
        day = quiet(project, -rng.randint(0, 150))
        user = rng.choices(commenters, weights=comment_weights)[0]
        target = rng.choice(stories[project])
        log(project, day, user, f"userstories.userstory:{target}", 1, rng.choice(
            ["Sprawdzone na Androidzie, działa.", "Potrzebuję makiety od Oli.", "Czy to wchodzi do sprintu?",
             "Regresja na iOS 17, proszę o poprawkę.", "Zrobione, do review."]))  # fmt: skip
    history.sort(key=lambda row: str(row[2]))
    db.executemany("INSERT INTO history_historyentry VALUES (" + ", ".join("?" * 13) + ")", history)
    for project, ident in project_ids.items():
        total = db.execute(
            "SELECT SUM(p.value) FROM userstories_rolepoints r JOIN projects_points p ON p.id = r.points_id "
            "JOIN userstories_userstory u ON u.id = r.user_story_id WHERE u.project_id = ?",
            (ident,),
        ).fetchone()[0]
        db.execute(
            "UPDATE projects_project SET total_story_points = ?, total_milestones = ? WHERE id = ?",
            (total, len(sprints.get(project, [])), ident),
        )
    close_checked(db, "agile")
