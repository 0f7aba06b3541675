"""A Lyon publishing house's boards (Éditions Pivoine) as the SQLite database of Kanboard.

Kanboard is a PHP application that runs on SQLite as shipped; this is its schema: plural snake_case tables with
integer ``id`` keys, boards in ``projects`` (``is_active`` 1/0, an ``identifier``), each with its own ``columns``
(``title``, ``position``), ``swimlanes`` and categories (``project_has_categories``), ``tasks`` with ``is_active`` 1
while open and 0 once closed, **times as Unix epoch integers** (``date_creation``, ``date_modification``,
``date_moved``, ``date_completed`` set when closed, NULL for a task never closed and 0 for one reopened, ``date_due``
0 when there is no due date), ``owner_id`` the assignee and 0 when nobody is assigned, ``category_id`` 0 without a
category, ``time_estimated`` and ``time_spent`` in hours, ``priority`` 0-3; membership with a role in
``project_has_users`` (``project-manager``, ``project-member``, ``project-viewer``), users with an application
``role`` (``app-admin``, ``app-manager``, ``app-user``) and ``is_active``, ``comments``, ``subtasks`` (``status`` 0
todo, 1 in progress, 2 done) with their timer in ``subtask_time_tracking`` (``start``/``end`` epochs, ``time_spent``
in hours), column moves in ``transitions`` (``src_column_id``, ``dst_column_id``, ``time_spent`` in **seconds** spent
in the source column), tags (``project_id`` 0 for a global tag) through ``task_has_tags``, and ``last_logins``.
Kanboard declares the foreign keys of its join tables; ``owner_id``, ``creator_id`` and ``category_id`` hold 0 for
"none" and are not declared.

Everything reaches 120 days back from ``now``; times sit on a one-minute grid counted from today's midnight UTC, and
the day's own events fall before ``now``, so builds a whole number of days apart agree.

Planted signals:

* Amélie Roux has by far the most open tasks assigned;
* the Automne 2026 board's open tasks pile up in Relecture;
* the manuscript of « Les Saisons de Fourvière » sat 19 days in Relecture, far the longest;
* the cover photo task of the Guide des Alpes drew 11 comments in the last 30 days;
* Mise en page has the most tasks over their time estimate;
* three open tasks tagged urgent have nobody assigned;
* Emma Garnier and Louis Mercier (active) never commented;
* Thomas Girard tracked the most subtask time in the last 14 days;
* the Site web & newsletter board has had no new task for 30 days (the closed Salon board neither);
* Claire Fontaine manages three boards; three tasks were created today.
"""

from __future__ import annotations

import calendar
import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY, username TEXT NOT NULL, password TEXT, is_ldap_user INTEGER DEFAULT 0, name TEXT,
  email TEXT, google_id TEXT, github_id TEXT, notifications_enabled INTEGER DEFAULT '0', timezone TEXT, language TEXT,
  disable_login_form INTEGER DEFAULT 0, twofactor_activated INTEGER DEFAULT 0, twofactor_secret TEXT,
  token TEXT DEFAULT '', notifications_filter INTEGER DEFAULT 4, nb_failed_login INTEGER DEFAULT 0,
  lock_expiration_date INTEGER DEFAULT 0, gitlab_id INTEGER, role TEXT NOT NULL DEFAULT 'app-user',
  is_active INTEGER DEFAULT 1, avatar_path TEXT, api_access_token VARCHAR(255) DEFAULT NULL, filter TEXT DEFAULT NULL
);
CREATE UNIQUE INDEX users_username_idx ON users(username);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, is_active INTEGER DEFAULT 1, token TEXT, last_modified INTEGER DEFAULT 0,
  is_public INTEGER DEFAULT 0, is_private INTEGER DEFAULT 0, description TEXT, identifier TEXT DEFAULT '',
  start_date TEXT DEFAULT '', end_date TEXT DEFAULT '', owner_id INTEGER DEFAULT 0, priority_default INTEGER DEFAULT 0,
  priority_start INTEGER DEFAULT 0, priority_end INTEGER DEFAULT 3, email TEXT, predefined_email_subjects TEXT,
  per_swimlane_task_limits INTEGER DEFAULT 0 NOT NULL, task_limit INTEGER DEFAULT 0 NOT NULL,
  enable_global_tags INTEGER DEFAULT 1 NOT NULL
);
CREATE TABLE columns (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, position INTEGER, project_id INTEGER NOT NULL REFERENCES projects(id)
  ON DELETE CASCADE, task_limit INTEGER DEFAULT 0, description TEXT, hide_in_dashboard INTEGER DEFAULT 0 NOT NULL,
  UNIQUE (title, project_id)
);
CREATE TABLE swimlanes (
  id INTEGER PRIMARY KEY, name TEXT, position INTEGER DEFAULT 1, is_active INTEGER DEFAULT 1,
  project_id INTEGER REFERENCES projects(id) ON DELETE CASCADE, description TEXT, task_limit INTEGER DEFAULT 0,
  UNIQUE (name, project_id)
);
CREATE TABLE project_has_users (
  project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, role TEXT NOT NULL DEFAULT 'project-viewer',
  UNIQUE (project_id, user_id)
);
CREATE TABLE project_has_categories (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  description TEXT, color_id TEXT DEFAULT NULL, UNIQUE (project_id, name)
);
CREATE TABLE tasks (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT, date_creation INTEGER, date_completed INTEGER,
  date_due INTEGER, color_id TEXT, project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  column_id INTEGER NOT NULL REFERENCES columns(id) ON DELETE CASCADE, owner_id INTEGER DEFAULT 0,
  position INTEGER, is_active INTEGER DEFAULT 1, score INTEGER, category_id INTEGER DEFAULT 0,
  creator_id INTEGER DEFAULT 0, date_modification INTEGER DEFAULT 0, reference TEXT DEFAULT '',
  date_started INTEGER, time_spent NUMERIC DEFAULT 0, time_estimated NUMERIC DEFAULT 0,
  swimlane_id INTEGER NOT NULL REFERENCES swimlanes(id) ON DELETE CASCADE, date_moved INTEGER DEFAULT 0,
  recurrence_status INTEGER NOT NULL DEFAULT 0, recurrence_trigger INTEGER NOT NULL DEFAULT 0,
  recurrence_factor INTEGER NOT NULL DEFAULT 0, recurrence_timeframe INTEGER NOT NULL DEFAULT 0,
  recurrence_basedate INTEGER NOT NULL DEFAULT 0, recurrence_parent INTEGER, recurrence_child INTEGER,
  priority INTEGER DEFAULT 0, external_provider TEXT, external_uri TEXT
);
CREATE TABLE comments (
  id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  user_id INTEGER DEFAULT 0, date_creation INTEGER NOT NULL, comment TEXT, reference TEXT DEFAULT '',
  date_modification INTEGER, visibility VARCHAR(25) NOT NULL DEFAULT 'app-user'
);
CREATE TABLE subtasks (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, status INTEGER DEFAULT 0, time_estimated NUMERIC DEFAULT 0,
  time_spent NUMERIC DEFAULT 0, task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE, user_id INTEGER,
  position INTEGER DEFAULT 1
);
CREATE TABLE subtask_time_tracking (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subtask_id INTEGER NOT NULL REFERENCES subtasks(id) ON DELETE CASCADE, start INTEGER DEFAULT 0,
  "end" INTEGER DEFAULT 0, time_spent REAL DEFAULT 0
);
CREATE TABLE transitions (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  src_column_id INTEGER NOT NULL REFERENCES columns(id) ON DELETE CASCADE,
  dst_column_id INTEGER NOT NULL REFERENCES columns(id) ON DELETE CASCADE, date INTEGER NOT NULL,
  time_spent INTEGER DEFAULT 0
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, project_id INTEGER NOT NULL, color_id TEXT DEFAULT NULL,
  UNIQUE (project_id, name)
);
CREATE TABLE task_has_tags (
  task_id INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE, UNIQUE (tag_id, task_id)
);
CREATE TABLE last_logins (
  id INTEGER PRIMARY KEY, auth_type TEXT, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE, ip TEXT,
  user_agent TEXT, date_creation INTEGER
);
"""

# username, name, application role, active
USERS = [
    ("admin", "Administrateur", "app-admin", 1), ("claire.fontaine", "Claire Fontaine", "app-manager", 1),
    ("julien.marchand", "Julien Marchand", "app-user", 1), ("amelie.roux", "Amélie Roux", "app-user", 1),
    ("thomas.girard", "Thomas Girard", "app-user", 1), ("lea.bonnet", "Léa Bonnet", "app-user", 1),
    ("hugo.lefevre", "Hugo Lefèvre", "app-user", 1), ("camille.petit", "Camille Petit", "app-user", 1),
    ("nicolas.dupuis", "Nicolas Dupuis", "app-user", 0), ("sarah.morel", "Sarah Morel", "app-user", 1),
    ("antoine.blanc", "Antoine Blanc", "app-user", 1), ("emma.garnier", "Emma Garnier", "app-user", 1),
    ("louis.mercier", "Louis Mercier", "app-user", 1),
]  # fmt: skip
SILENT = {"emma.garnier", "louis.mercier", "nicolas.dupuis"}
# name, identifier, active, background weight
PROJECTS = [
    ("Automne 2026 – romans", "AUT26", 1, 5), ("Guide des Alpes 2027", "GUIDE", 1, 4),  # noqa: RUF001
    ("Revue Pivoine n°42", "REV42", 1, 3), ("Site web & newsletter", "WEB", 1, 1),
    ("Salon du livre de Lyon 2026", "SALON", 0, 1),
]  # fmt: skip
COLUMNS = ["Backlog", "À faire", "En cours", "Relecture", "Terminé"]
CATEGORIES = ["Édition", "Mise en page", "Couverture", "Impression", "Droits"]
WORK = {
    "Édition": ["Corrections auteur chapitre {n}", "Préparation de copie partie {n}", "Notes de bas de page lot {n}"],
    "Mise en page": ["Mise en page cahier {n}", "Gabarit InDesign section {n}", "Index et renvois lot {n}"],
    "Couverture": ["Maquette de couverture v{n}", "Quatrième de couverture v{n}", "Rabats et code-barres v{n}"],
    "Impression": ["BAT imprimeur lot {n}", "Devis papier lot {n}", "Calage couleur lot {n}"],
    "Droits": ["Autorisation photo {n}", "Contrat traduction {n}", "Cession de droits carte {n}"],
}
MEMBERS = ["julien.marchand", "thomas.girard", "lea.bonnet", "hugo.lefevre", "camille.petit", "sarah.morel",
           "antoine.blanc", "emma.garnier", "louis.mercier"]  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Kanboard database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    elapsed = int((clock.now - clock.midnight).total_seconds()) // 60

    def epoch(day: int, minute: int) -> int:
        if day == 0:
            minute = min(minute, max(0, elapsed - 1))
        return calendar.timegm(clock.at(day, minute).timetuple())

    user_ids: dict[str, int] = {}
    for n, (username, name, role, active) in enumerate(USERS, start=1):
        db.execute(
            "INSERT INTO users (id, username, password, name, email, timezone, language, role, is_active)"
            " VALUES (?,?,?,?,?,'Europe/Paris','fr_FR',?,?)",
            (n, username, f"$2y$10${rng.getrandbits(200):050x}", name, f"{username}@editions-pivoine.fr", role, active),
        )
        user_ids[username] = n
    column_ids: dict[tuple[int, str], int] = {}
    category_ids: dict[tuple[int, str], int] = {}
    swimlane_ids: dict[int, int] = {}
    for p, (name, ident, active, _) in enumerate(PROJECTS, start=1):
        db.execute(
            "INSERT INTO projects (id, name, is_active, token, last_modified, description, identifier, owner_id)"
            " VALUES (?,?,?,'',?,?,?,?)",
            (p, name, active, epoch(-1, 600), f"Tableau {ident}", ident, user_ids["claire.fontaine"]),
        )
        for position, title in enumerate(COLUMNS, start=1):
            column_ids[(p, title)] = len(column_ids) + 1
            db.execute("INSERT INTO columns (id, title, position, project_id) VALUES (?,?,?,?)",
                       (column_ids[(p, title)], title, position, p))  # fmt: skip
        for title in CATEGORIES:
            category_ids[(p, title)] = len(category_ids) + 1
            db.execute("INSERT INTO project_has_categories (id, name, project_id) VALUES (?,?,?)",
                       (category_ids[(p, title)], title, p))  # fmt: skip
        swimlane_ids[p] = p
        db.execute(
            "INSERT INTO swimlanes (id, name, position, project_id) VALUES (?, 'Default swimlane', 1, ?)", (p, p)
        )
        managers = {"claire.fontaine"} if p in (1, 2, 4) else {"julien.marchand"}
        for username in ["claire.fontaine", "julien.marchand", "amelie.roux", *MEMBERS[1:], "nicolas.dupuis"]:
            if p == 4 and username in ("thomas.girard", "lea.bonnet"):
                continue
            role = "project-manager" if username in managers else "project-member"
            db.execute("INSERT OR IGNORE INTO project_has_users VALUES (?,?,?)", (p, user_ids[username], role))
    tag_ids = {"urgent": 1, "auteur": 2, "photo": 3}
    for name, n in tag_ids.items():
        db.execute("INSERT INTO tags (id, name, project_id) VALUES (?, ?, 0)", (n, name))

    state = {"task": 0, "transition": 0, "comment": 0, "subtask": 0, "tracking": 0}
    counters: dict[tuple[int, str], int] = {}

    def transition(task: int, project: int, src: str, dst: str, when: int, spent: int, user: int) -> None:
        state["transition"] += 1
        db.execute("INSERT INTO transitions VALUES (?,?,?,?,?,?,?,?)",
                   (state["transition"], user, project, task, column_ids[(project, src)], column_ids[(project, dst)],
                    when, spent))  # fmt: skip

    def add_task(
        project: int,
        category: str,
        column: str,
        created: int,
        owner: str | None,
        *,
        title: str = "",
        closed: int | None = None,
        due: int = 0,
        estimate: float = 0.0,
        spent: float = 0.0,
        reopened: bool = False,
        relecture_days: float | None = None,
    ) -> int:
        state["task"] += 1
        tid = state["task"]
        if not title:
            counters[(project, category)] = counters.get((project, category), 0) + 1
            title = rng.choice(WORK[category]).format(n=counters[(project, category)])
        creator = rng.choice([user_ids["claire.fontaine"], user_ids["julien.marchand"]])
        active = 0 if closed is not None else 1
        completed = closed if closed is not None else (0 if reopened else None)
        moved = closed if closed is not None else created + 3600 * rng.randint(1, 48)
        db.execute(
            "INSERT INTO tasks (id, title, description, date_creation, date_completed, date_due, color_id, project_id,"
            " column_id, owner_id, position, is_active, score, category_id, creator_id, date_modification, reference,"
            " date_started, time_spent, time_estimated, swimlane_id, date_moved, priority)"
            " VALUES (?,?,'',?,?,?,?,?,?,?,?,?,?,?,?,?,'',?,?,?,?,?,?)",
            (tid, title, created, completed, due, rng.choice(["yellow", "blue", "green", "purple"]), project,
             column_ids[(project, column)], user_ids[owner] if owner else 0, tid, active, rng.choice([0, 1, 2, 3, 5]),
             category_ids[(project, category)], creator, moved, created + 600 if column != "Backlog" else 0,
             spent, estimate, swimlane_ids[project], moved, rng.randint(0, 3)),
        )  # fmt: skip
        # the path through the board: transitions with the seconds spent in each source column
        path = COLUMNS[: COLUMNS.index(column) + 1]
        end = closed if closed is not None else min(moved, epoch(0, 0) - 60)
        if len(path) > 1:
            steps = len(path) - 1
            span = max(steps * 60, end - created)
            times = [created + span * (k + 1) // steps for k in range(steps)]
            if relecture_days is not None and path[-2:] == ["Relecture", "Terminé"]:
                times[-2] = max(times[-3] + 60, times[-1] - int(relecture_days * 86400))
            previous = created
            mover = user_ids[owner] if owner else creator
            for k in range(steps):
                transition(tid, project, path[k], path[k + 1], times[k], times[k] - previous, mover)
                previous = times[k]
        return tid

    def comment(task: int, user: str, when: int, text: str) -> None:
        state["comment"] += 1
        db.execute("INSERT INTO comments (id, task_id, user_id, date_creation, comment, date_modification)"
                   " VALUES (?,?,?,?,?,?)", (state["comment"], task, user_ids[user], when, text, when))  # fmt: skip

    weights = [w for *_, w in PROJECTS]
    people = ["julien.marchand", "thomas.girard", "lea.bonnet", "hugo.lefevre", "camille.petit", "sarah.morel",
              "antoine.blanc"]  # fmt: skip
    all_tasks: list[tuple[int, int, bool]] = []  # id, project, open
    for _ in range(230):
        project = rng.choices(range(1, 6), weights=weights)[0]
        day = rng.randint(-119, -3 if project not in (4, 5) else -31)
        created = epoch(day, rng.randint(480, 1080))
        category = rng.choice(CATEGORIES)
        estimate = float(rng.choice([2, 4, 6, 8, 12]))
        spent = round(estimate * rng.uniform(0.4, 0.95), 1)
        if category == "Mise en page" and rng.random() < 0.5:
            spent = round(estimate * rng.uniform(1.2, 1.8), 1)
        elif rng.random() < 0.08:
            spent = round(estimate * rng.uniform(1.1, 1.3), 1)
        is_closed = project == 5 or day < -40 or rng.random() < 0.55
        owner = rng.choice(people) if rng.random() < 0.9 else None
        due = 0
        if is_closed:
            closed = min(created + 86400 * rng.randint(1, 25) + 60 * rng.randint(0, 400), epoch(-1, 1000))
            tid = add_task(project, category, "Terminé", created, owner, closed=closed, estimate=estimate, spent=spent,
                           relecture_days=rng.uniform(0.5, 4))  # fmt: skip
        else:
            column = rng.choice(COLUMNS[:4] if project != 1 else COLUMNS[:3])
            if rng.random() < 0.4:
                due = epoch(rng.randint(-10, 20), 1020)
            tid = add_task(project, category, column, created, owner, due=due, estimate=estimate,
                           spent=spent if column != "Backlog" else 0.0, reopened=rng.random() < 0.05,
                           relecture_days=rng.uniform(0.5, 4))  # fmt: skip
        all_tasks.append((tid, project, not is_closed))
    # Amélie Roux's open tasks, the Automne board's Relecture pile
    for k in range(18):
        project = [1, 2, 3][k % 3]
        column = "Relecture" if project == 1 else rng.choice(["À faire", "En cours"])
        tid = add_task(project, rng.choice(CATEGORIES[:3]), column, epoch(-30 + k, 540), "amelie.roux",
                       due=epoch(-2 + k, 1020) if k % 2 else 0, estimate=4.0, spent=2.0,
                       relecture_days=rng.uniform(0.5, 2))  # fmt: skip
        all_tasks.append((tid, project, True))
    for k in range(8):
        tid = add_task(1, "Édition", "Relecture", epoch(-25 + k, 600), rng.choice(people), estimate=6.0, spent=3.0,
                       relecture_days=rng.uniform(0.5, 2))  # fmt: skip
        all_tasks.append((tid, 1, True))
    # the manuscript that sat 19 days in Relecture
    add_task(1, "Édition", "Terminé", epoch(-70, 540), "lea.bonnet",
             title="Relecture du manuscrit « Les Saisons de Fourvière »", closed=epoch(-20, 960), estimate=30.0,
             spent=26.0, relecture_days=19)  # fmt: skip
    # urgent tasks with nobody assigned, and urgent ones that are assigned or closed
    urgent: list[int] = []
    for k, (project, title) in enumerate(
        [
            (2, "Remplacer la carte du massif des Écrins"),
            (3, "Droits de l'illustration de couverture"),
            (1, "Corriger l'ISBN sur la quatrième"),
        ]
    ):
        urgent.append(add_task(project, ["Droits", "Droits", "Couverture"][k], "À faire", epoch(-6 - k, 600), None,
                               title=title, due=epoch(3 + k, 1020)))  # fmt: skip
    urgent.append(add_task(2, "Impression", "En cours", epoch(-9, 600), "hugo.lefevre", title="BAT urgent Guide"))
    urgent.append(add_task(3, "Impression", "Terminé", epoch(-30, 600), None, title="Relancer l'imprimeur",
                           closed=epoch(-28, 700)))  # fmt: skip
    for tid in urgent:
        db.execute("INSERT INTO task_has_tags VALUES (?, 1)", (tid,))
    for tid, _, _ in rng.sample(all_tasks, 30):
        db.execute("INSERT INTO task_has_tags VALUES (?, ?)", (tid, rng.choice([2, 3])))
    # the cover photo task and its comments
    cover = add_task(2, "Couverture", "En cours", epoch(-35, 600), "camille.petit",
                     title="Couverture : choix de la photo du Mont Blanc", estimate=8.0, spent=9.5)  # fmt: skip
    db.execute("INSERT INTO task_has_tags VALUES (?, 3)", (cover,))
    for k in range(11):
        comment(cover, ["camille.petit", "claire.fontaine", "julien.marchand", "antoine.blanc"][k % 4],
                epoch(-27 + 2 * k, 600 + k), "Proposition de photo ci-jointe.")  # fmt: skip
    # background comments (never by the silent users)
    talkers = ["admin", "claire.fontaine", "julien.marchand", "amelie.roux", *people]
    for _ in range(160):
        tid, project, _ = rng.choice(all_tasks)
        comment(
            tid,
            rng.choice(talkers),
            epoch(-rng.randint(1, 110), rng.randint(480, 1100)),
            rng.choice(["Fait.", "Je m'en occupe.", "Voir le PDF joint.", "Relu, deux coquilles.", "OK pour moi."]),
        )
    # tasks created today
    for k in range(3):
        add_task([1, 2, 3][k], CATEGORIES[k], "Backlog", epoch(0, 5 + k), None)
    # subtasks and their timers
    subtask_owner = ["thomas.girard", "lea.bonnet", "hugo.lefevre", "camille.petit", "sarah.morel"]
    for tid, _, is_open in all_tasks:
        for position in range(1, rng.choice([0, 1, 2, 3]) + 1):
            state["subtask"] += 1
            status = rng.choice([0, 1, 2]) if is_open else 2
            owner = rng.choice(subtask_owner)
            db.execute("INSERT INTO subtasks VALUES (?,?,?,?,?,?,?,?)",
                       (state["subtask"], f"Étape {position}", status, 2.0, 1.5 if status else 0.0, tid,
                        user_ids[owner], position))  # fmt: skip
            if is_open and status:
                sessions = 6 if owner == "thomas.girard" else 2
                for s in range(sessions):
                    state["tracking"] += 1
                    start = epoch(-1 - (s * 3 + position) % 13, 540 + 30 * s)
                    hours = 1.5 if owner == "thomas.girard" else 1.0
                    db.execute("INSERT INTO subtask_time_tracking VALUES (?,?,?,?,?,?)",
                               (state["tracking"], user_ids[owner], state["subtask"], start, start + int(hours * 3600),
                                hours))  # fmt: skip
    # logins
    for n, (username, _, _, active) in enumerate(USERS, start=1):
        visits = 0 if not active else (1 if username in ("emma.garnier",) else rng.randint(3, 12))
        for v in range(visits):
            day = -rng.randint(0 if v == 0 else 1, 25) if username != "louis.mercier" else -rng.randint(40, 80)
            db.execute(
                "INSERT INTO last_logins (auth_type, user_id, ip, user_agent, date_creation) VALUES (?,?,?,?,?)",
                ("Database", n, f"10.20.0.{n + 10}", "Mozilla/5.0 (Macintosh)", epoch(day, 480 + v)),
            )
    close_checked(db, "kanban")
