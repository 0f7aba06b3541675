"""A Rotterdam logistics-software company's Semaphore UI (Havenlijn B.V.), its Ansible and Terraform task runner.

Semaphore UI 2.10 (the Go web UI for Ansible, Terraform/OpenTofu and shell scripts) on its SQLite back end, with its
tables and conventions: integer keys, snake_case columns, **the user table called ``user``** (quoted: a keyword),
project-scoped tables with a ``project__`` prefix and double underscores (``project__template``,
``project__inventory``, ``project__schedule``...), booleans as 0/1, and **times as the Go SQLite driver writes a
``time.Time``: ``2025-03-04 10:15:07.48213+00:00``** (UTC, up to nine fractional digits with trailing zeros dropped,
and a ``+00:00`` offset; SQLite's date functions read it, and plain text comparison with ``datetime('now', ...)``
works because the date and time come first):

* ``user`` (``admin``, ``external`` for LDAP accounts, ``alert`` for e-mail alerts), ``user__totp`` (two-factor),
  ``user__token`` (API tokens, ``expired``), ``session`` (one per sign-in: ``last_active``, ``ip``, ``expired``);
* ``project`` (``max_parallel_tasks``: 0 for no limit), ``project__user`` (**``role`` ``owner``, ``manager``,
  ``task_runner`` or ``guest``**), ``project__view`` (template tabs);
* ``access_key`` (**``type`` ``ssh``, ``login_password`` or ``none``**; secrets encrypted), ``project__repository``
  (a Git URL, a branch, the key it is cloned with), ``project__inventory`` (**``type`` ``static``, ``static-yaml``,
  ``file`` or ``terraform-workspace``**, ``ssh_key_id`` and ``become_key_id``), ``project__environment`` (extra
  variables as JSON);
* ``project__template`` (**``app`` ``ansible``, ``terraform``, ``tofu`` or ``bash``**; **``type`` ``''`` for a plain
  task, ``build`` or ``deploy``**; ``playbook`` is the playbook, the Terraform directory or the script), and
  ``project__schedule`` (a ``cron_format``, ``active``), ``project__integration`` (incoming webhooks: GitHub pushes
  start a template), ``runner`` (remote runners, ``touched`` their last contact, ``active``);
* ``task`` (one run of a template: **``status`` ``waiting``, ``starting``, ``waiting_confirmation``, ``confirmed``,
  ``rejected``, ``running``, ``stopping``, ``stopped``, ``success`` or ``error``**; ``created`` when it was queued,
  **``start`` and ``end``** (``end`` is a keyword: quote it) when it ran, NULL while it has not started or finished;
  ``user_id`` who started it, NULL for a scheduled run (``schedule_id``) or a webhook's (``integration_id``);
  Terraform applies wait in ``waiting_confirmation`` until someone confirms or rejects the plan), ``task__output``
  (its log, a row a line: only the last 30 days are kept), ``event`` (the activity log: ``object_type`` and a
  ``description``), ``option`` and ``migrations``.

Tasks reach 90 days back from ``now``; times sit on a five-minute grid counted from today's midnight UTC with drawn
fractions of a second; today's tasks are only those that finished before ``now``, and the few still queued, running or
waiting for confirmation are counted back from ``now``, so builds a whole number of days apart agree.

Planted signals:

* "Renew TLS certificates" has failed every night for the last nine nights (Let's Encrypt rate limit): by far the
  most failures in the last week; otherwise about 3 % of tasks fail;
* "PostgreSQL backup" runs every hour: the Database ops project runs by far the most tasks; "Rebuild replica" (about
  an hour and a half a run) takes by far the longest on average, and one is running now, as is an "Apply AWS
  staging";
* two "Apply AWS prod" plans wait for confirmation; four applies were rejected in the last 30 days;
* Sanne de Vries starts by far the most tasks by hand; GitHub pushes start "Build web app" through the webhook;
* "Hello world", "Migrate to Kubernetes" and "Old Jenkins bridge" have never run; the "Vacuum analyze" and "Patch
  Ubuntu laptops" schedules (weekly) were switched off 50 days ago;
* the SSH keys "old-deploy-2019" and "jenkins-legacy" are not used by any repository or inventory;
* Kees Bakker and Emma Visser have not signed in for over 30 days; the runner "runner-ams-2" last checked in three
  days ago.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE migrations (version TEXT NOT NULL PRIMARY KEY, upgraded_date DATETIME, notes TEXT);
CREATE TABLE option ("key" VARCHAR(255) NOT NULL PRIMARY KEY, value VARCHAR(1000) NOT NULL);
CREATE TABLE "user" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, created DATETIME NOT NULL, username VARCHAR(255) NOT NULL UNIQUE,
  name VARCHAR(255) NOT NULL, email VARCHAR(255) NOT NULL UNIQUE, password VARCHAR(255) NOT NULL,
  admin BOOLEAN NOT NULL DEFAULT 0, external BOOLEAN NOT NULL DEFAULT 0, alert BOOLEAN NOT NULL DEFAULT 0,
  pro BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE user__totp (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL UNIQUE REFERENCES "user" (id) ON DELETE CASCADE,
  url VARCHAR(250) NOT NULL, recovery_hash VARCHAR(250) NOT NULL, created DATETIME NOT NULL
);
CREATE TABLE user__token (
  id VARCHAR(44) NOT NULL PRIMARY KEY, created DATETIME NOT NULL, expired BOOLEAN NOT NULL DEFAULT 0,
  user_id INTEGER NOT NULL REFERENCES "user" (id) ON DELETE CASCADE
);
CREATE TABLE session (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  created DATETIME NOT NULL, last_active DATETIME NOT NULL, ip VARCHAR(39) NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL, expired BOOLEAN NOT NULL DEFAULT 0, verification_method INTEGER NOT NULL DEFAULT 0,
  verified BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE project (
  id INTEGER PRIMARY KEY AUTOINCREMENT, created DATETIME NOT NULL, name VARCHAR(255) NOT NULL,
  alert BOOLEAN NOT NULL DEFAULT 0, alert_chat VARCHAR(30), max_parallel_tasks INTEGER NOT NULL DEFAULT 0,
  type VARCHAR(20) NOT NULL DEFAULT ''
);
CREATE TABLE project__user (
  project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES "user" (id) ON DELETE CASCADE, role VARCHAR(50) NOT NULL DEFAULT 'manager',
  created DATETIME, PRIMARY KEY (project_id, user_id)
);
CREATE TABLE project__view (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  title VARCHAR(100) NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE access_key (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, type VARCHAR(255) NOT NULL,
  project_id INTEGER REFERENCES project (id) ON DELETE CASCADE, secret TEXT, owner VARCHAR(20) NOT NULL DEFAULT '',
  environment_id INTEGER, user_id INTEGER
);
CREATE TABLE project__repository (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  git_url TEXT NOT NULL, git_branch VARCHAR(255) NOT NULL DEFAULT '',
  ssh_key_id INTEGER NOT NULL REFERENCES access_key (id), name VARCHAR(255) NOT NULL
);
CREATE TABLE project__inventory (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  type VARCHAR(255) NOT NULL, inventory LONGTEXT NOT NULL, ssh_key_id INTEGER REFERENCES access_key (id),
  become_key_id INTEGER REFERENCES access_key (id), name VARCHAR(255) NOT NULL,
  repository_id INTEGER REFERENCES project__repository (id)
);
CREATE TABLE project__environment (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  password VARCHAR(255), json LONGTEXT NOT NULL, name VARCHAR(255) NOT NULL, env LONGTEXT
);
CREATE TABLE project__template (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  inventory_id INTEGER REFERENCES project__inventory (id),
  repository_id INTEGER NOT NULL REFERENCES project__repository (id),
  environment_id INTEGER REFERENCES project__environment (id), playbook VARCHAR(255) NOT NULL, arguments TEXT,
  name VARCHAR(100) NOT NULL, description TEXT, type VARCHAR(10) NOT NULL DEFAULT '', start_version VARCHAR(20),
  build_template_id INTEGER REFERENCES project__template (id), view_id INTEGER REFERENCES project__view (id),
  autorun BOOLEAN NOT NULL DEFAULT 0, allow_override_args_in_task BOOLEAN NOT NULL DEFAULT 0,
  survey_vars LONGTEXT, suppress_success_alerts BOOLEAN NOT NULL DEFAULT 0, app VARCHAR(50) NOT NULL DEFAULT '',
  git_branch VARCHAR(255), task_params TEXT
);
CREATE TABLE project__schedule (
  id INTEGER PRIMARY KEY AUTOINCREMENT, template_id INTEGER NOT NULL REFERENCES project__template (id) ON DELETE
  CASCADE, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE, cron_format VARCHAR(255) NOT NULL,
  repository_id INTEGER REFERENCES project__repository (id), last_commit_hash VARCHAR(64), name VARCHAR(100) NOT NULL
  DEFAULT '', active BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE project__integration (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL,
  project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  template_id INTEGER NOT NULL REFERENCES project__template (id) ON DELETE CASCADE,
  auth_method VARCHAR(15) NOT NULL DEFAULT 'none', auth_secret_id INTEGER REFERENCES access_key (id),
  auth_header VARCHAR(255), searchable BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE runner (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER REFERENCES project (id) ON DELETE CASCADE,
  token VARCHAR(255) NOT NULL, webhook VARCHAR(1000) NOT NULL DEFAULT '', max_parallel_tasks INTEGER NOT NULL DEFAULT
  0, name VARCHAR(100) NOT NULL DEFAULT '', active BOOLEAN NOT NULL DEFAULT 1, public_key TEXT, tag VARCHAR(200)
  NOT NULL DEFAULT '', touched DATETIME
);
CREATE TABLE task (
  id INTEGER PRIMARY KEY AUTOINCREMENT, template_id INTEGER NOT NULL REFERENCES project__template (id) ON DELETE
  CASCADE, project_id INTEGER NOT NULL REFERENCES project (id) ON DELETE CASCADE, status VARCHAR(255) NOT NULL,
  playbook VARCHAR(255) NOT NULL, environment LONGTEXT, created DATETIME NOT NULL, start DATETIME, "end" DATETIME,
  user_id INTEGER REFERENCES "user" (id) ON DELETE SET NULL, message VARCHAR(250) NOT NULL DEFAULT '',
  commit_hash VARCHAR(64), commit_message VARCHAR(100), version VARCHAR(20),
  build_task_id INTEGER REFERENCES task (id), arguments TEXT, hosts_limit VARCHAR(255) NOT NULL DEFAULT '',
  inventory_id INTEGER REFERENCES project__inventory (id) ON DELETE SET NULL,
  integration_id INTEGER REFERENCES project__integration (id) ON DELETE SET NULL,
  schedule_id INTEGER REFERENCES project__schedule (id) ON DELETE SET NULL
);
CREATE TABLE task__output (
  id INTEGER PRIMARY KEY AUTOINCREMENT, task_id INTEGER NOT NULL REFERENCES task (id) ON DELETE CASCADE,
  time DATETIME NOT NULL, output LONGTEXT NOT NULL
);
CREATE TABLE event (
  id INTEGER PRIMARY KEY AUTOINCREMENT, project_id INTEGER REFERENCES project (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES "user" (id) ON DELETE SET NULL, object_id INTEGER, object_type VARCHAR(20) DEFAULT '',
  description TEXT, created DATETIME NOT NULL
);
CREATE INDEX task_created ON task (created);
"""

DAYS = 90
# username: (name, admin, external (LDAP), days since the last sign-in, manual runs a working day, TOTP)
USERS: dict[str, tuple[str, int, int, int, float, bool]] = {
    "admin": ("Administrator", 1, 0, 60, 0.0, True),
    "sanne": ("Sanne de Vries", 1, 0, 0, 4.0, True),
    "daan": ("Daan Jansen", 0, 1, 0, 1.5, False),
    "lotte": ("Lotte Mulder", 0, 1, 1, 1.2, True),
    "bram": ("Bram de Jong", 0, 1, 0, 1.0, False),
    "fleur": ("Fleur van Dijk", 0, 1, 2, 0.8, False),
    "joris": ("Joris Smit", 1, 0, 0, 0.9, True),
    "kees": ("Kees Bakker", 0, 1, 45, 0.0, False),
    "emma": ("Emma Visser", 0, 1, 70, 0.0, False),
    "ruben": ("Ruben Meijer", 0, 1, 3, 0.5, False),
    "noor": ("Noor Hendriks", 0, 1, 1, 0.3, False),
    "github": ("GitHub Actions bot", 0, 0, 5, 0.0, False),
}
# project: (max parallel tasks, alert chat, members as user: role)
PROJECTS: dict[str, tuple[int, str | None, dict[str, str]]] = {
    "Infrastructure": (2, "-100184512", {"sanne": "owner", "joris": "owner", "daan": "manager", "lotte": "task_runner",
                                         "kees": "guest", "noor": "guest"}),
    "Web platform": (3, "-100184513", {"sanne": "owner", "bram": "owner", "fleur": "manager", "daan": "task_runner",
                                       "lotte": "task_runner", "ruben": "task_runner", "github": "task_runner"}),
    "Database ops": (0, None, {"joris": "owner", "sanne": "manager", "lotte": "manager", "emma": "guest"}),
    "Network": (1, None, {"ruben": "owner", "sanne": "manager", "noor": "task_runner"}),
    "Workstations": (0, None, {"fleur": "owner", "noor": "manager", "kees": "task_runner"}),
    "Sandbox": (0, None, {"admin": "owner", "daan": "manager", "bram": "manager"}),
}  # fmt: skip
# template: (project, app, type, playbook, cron (None: not scheduled), schedule active, manual runs a working day
#            (shared out among the project's runners), failure share, mean seconds)
TEMPLATES: dict[str, tuple[str, str, str, str, str | None, int, float, float, int]] = {
    "Plan AWS prod": ("Infrastructure", "tofu", "", "envs/prod", None, 1, 3.0, 0.03, 95),
    "Apply AWS prod": ("Infrastructure", "tofu", "deploy", "envs/prod", None, 1, 0.8, 0.04, 260),
    "Apply AWS staging": ("Infrastructure", "tofu", "deploy", "envs/staging", None, 1, 1.5, 0.05, 180),
    "Drift check": ("Infrastructure", "terraform", "", "envs/prod", "0 */6 * * *", 1, 0.0, 0.02, 120),
    "Build web app": ("Web platform", "ansible", "build", "build.yml", None, 1, 2.0, 0.04, 400),
    "Deploy web app": ("Web platform", "ansible", "deploy", "deploy.yml", None, 1, 3.0, 0.05, 310),
    "Renew TLS certificates": ("Web platform", "ansible", "", "certbot.yml", "30 2 * * *", 1, 0.0, 0.0, 70),
    "Restart workers": ("Web platform", "ansible", "", "restart-workers.yml", None, 1, 0.4, 0.02, 45),
    "PostgreSQL backup": ("Database ops", "bash", "", "scripts/pg-backup.sh", "0 * * * *", 1, 0.0, 0.01, 540),
    "Vacuum analyze": ("Database ops", "ansible", "", "vacuum.yml", "0 4 * * 0", 0, 0.0, 0.0, 900),
    "Rebuild replica": ("Database ops", "ansible", "", "rebuild-replica.yml", None, 1, 0.0, 0.0, 5400),
    "Backup switch configs": ("Network", "ansible", "", "backup-configs.yml", "15 1 * * *", 1, 0.0, 0.02, 60),
    "Push firewall rules": ("Network", "ansible", "", "firewall.yml", None, 1, 0.3, 0.08, 150),
    "Patch Ubuntu laptops": ("Workstations", "ansible", "", "patch.yml", "0 12 * * 3", 0, 0.2, 0.1, 1300),
    "Onboard new laptop": ("Workstations", "ansible", "", "onboard.yml", None, 1, 0.2, 0.1, 800),
    "Hello world": ("Sandbox", "ansible", "", "hello.yml", None, 1, 0.0, 0.0, 10),
    "Migrate to Kubernetes": ("Sandbox", "ansible", "", "k8s-migrate.yml", None, 1, 0.0, 0.0, 10),
    "Old Jenkins bridge": ("Sandbox", "bash", "", "jenkins.sh", None, 1, 0.0, 0.0, 10),
}  # fmt: skip
TLS_FAILING_NIGHTS = 9
SWITCHED_OFF_DAYS = 50  # the inactive schedules ran until then
REPLICA_REBUILDS = (-75, -40, -12)  # days of the earlier rebuilds
REJECTED_APPLY_DAYS = (-3, -9, -16, -27, -55)
# key: (project, type, used by)
KEYS: dict[str, tuple[str, str]] = {
    "deploy@havenlijn": ("Web platform", "ssh"), "terraform-ci": ("Infrastructure", "ssh"),
    "dba-ssh": ("Database ops", "ssh"), "netops": ("Network", "ssh"), "laptops-root": ("Workstations", "ssh"),
    "sudo password": ("Web platform", "login_password"), "aws-prod": ("Infrastructure", "login_password"),
    "None": ("Sandbox", "none"), "old-deploy-2019": ("Web platform", "ssh"), "jenkins-legacy": ("Sandbox", "ssh"),
    "github-webhook-secret": ("Web platform", "login_password"),
}  # fmt: skip
# runner: (project, tag, days since it last checked in (negative minutes: minutes), active)
RUNNERS = (("runner-ams-1", None, "ams", -1, 1), ("runner-ams-2", None, "ams", 3, 1),
           ("runner-db", "Database ops", "db", -2, 1), ("runner-old", None, "", 200, 0))  # fmt: skip


@dataclasses.dataclass(frozen=True)
class Run:
    """A task as drawn: its template's name, when it was queued, started and ended, how, and by whom."""

    name: str
    created: datetime.datetime
    start: datetime.datetime | None
    end: datetime.datetime | None
    status: str
    user: str | None
    schedule: bool
    webhook: bool
    message: str


AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)

    def go(moment: datetime.datetime) -> str:
        """A time as Go's SQLite driver writes it: nine fractional digits at most, trailing zeros dropped."""
        fraction = f"{rng.randrange(1, 10**9):09d}".rstrip("0")
        return moment.strftime("%Y-%m-%d %H:%M:%S") + "." + fraction + "+00:00"

    def ago(minutes: float) -> datetime.datetime:
        return clock.now - datetime.timedelta(minutes=minutes)

    db = new_database(path, SCHEMA)
    for k, (version, notes) in enumerate((("2.9.0", "task params"), ("2.9.6", "runners"), ("2.10.0", "sqlite"),
                                          ("2.10.7", "integrations"), ("2.10.22", "totp"))):  # fmt: skip
        db.execute("INSERT INTO migrations VALUES (?, ?, ?)", (version, go(clock.at(-400 + 60 * k, 600)), notes))
    for key, value in (("telegram_alert", "1"), ("max_parallel_tasks", "0"), ("session_timeout", "168h")):
        db.execute("INSERT INTO option VALUES (?, ?)", (key, value))

    user_ids: dict[str, int] = {}
    for k, (login, (name, admin, external, last, _, totp)) in enumerate(USERS.items()):
        db.execute(
            'INSERT INTO "user" (created, username, name, email, password, admin, external, alert) '
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (go(clock.at(-700 + 30 * k, 540)), login, name, f"{login}@havenlijn.nl",
             "" if external else "$2a$11$" + hashlib.sha256(login.encode()).hexdigest()[:53], admin, external,
             int(login in ("sanne", "joris"))),
        )  # fmt: skip
        user_ids[login] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        if totp:
            secret = hashlib.md5(login.encode()).hexdigest()[:16].upper()
            db.execute("INSERT INTO user__totp (user_id, url, recovery_hash, created) VALUES (?, ?, ?, ?)",
                       (user_ids[login], f"otpauth://totp/Semaphore:{login}?secret={secret}",
                        hashlib.sha256(login.encode()).hexdigest(), go(clock.at(-300, 600))))  # fmt: skip
        # sign-ins: one every few working days, the last one `last` days ago
        signins = [last] + [last + rng.randint(1, 6) * j for j in range(1, 8)]
        for days in signins:
            if days > 120:
                continue
            created = clock.at(-days, 7 * 60 + 5 * rng.randrange(0, 24))
            if created >= clock.now:
                created = ago(30)
            seen = min(created + datetime.timedelta(minutes=rng.randint(5, 400)), clock.now)
            db.execute(
                "INSERT INTO session (user_id, created, last_active, ip, user_agent, expired, verification_method, "
                "verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (user_ids[login], go(created), go(seen), f"10.20.{k}.{rng.randint(10, 200)}", AGENT,
                 int(days > 7), 1 if totp else 0, int(totp)),
            )  # fmt: skip
    db.execute("INSERT INTO user__token VALUES (?, ?, 0, ?)", ("Zk3m" + "q" * 40, go(clock.at(-200, 600)),
                                                               user_ids["github"]))  # fmt: skip
    db.execute("INSERT INTO user__token VALUES (?, ?, 1, ?)", ("Ab7x" + "r" * 40, go(clock.at(-500, 600)),
                                                               user_ids["sanne"]))  # fmt: skip

    project_ids: dict[str, int] = {}
    for k, (name, (parallel, chat, members)) in enumerate(PROJECTS.items()):
        db.execute("INSERT INTO project (created, name, alert, alert_chat, max_parallel_tasks) VALUES (?, ?, ?, ?, ?)",
                   (go(clock.at(-650 + 40 * k, 600)), name, int(chat is not None), chat, parallel))  # fmt: skip
        project_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        for login, role in members.items():
            db.execute("INSERT INTO project__user VALUES (?, ?, ?, ?)",
                       (project_ids[name], user_ids[login], role, go(clock.at(-600 + 10 * k, 700))))  # fmt: skip
    view_ids: dict[str, int] = {}
    for position, (project, title) in enumerate(
        (
            ("Web platform", "Build & deploy"),
            ("Web platform", "Maintenance"),
            ("Infrastructure", "Production"),
            ("Infrastructure", "Staging"),
        )
    ):
        db.execute("INSERT INTO project__view (project_id, title, position) VALUES (?, ?, ?)",
                   (project_ids[project], title, position % 2))  # fmt: skip
        view_ids[title] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])

    key_ids: dict[str, int] = {}
    for name, (project, kind) in KEYS.items():
        key_secret = None if kind == "none" else hashlib.sha256(name.encode()).hexdigest()
        db.execute("INSERT INTO access_key (name, type, project_id, secret) VALUES (?, ?, ?, ?)",
                   (name, kind, project_ids[project], key_secret))  # fmt: skip
        key_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    project_key = {"Web platform": "deploy@havenlijn", "Infrastructure": "terraform-ci", "Database ops": "dba-ssh",
                   "Network": "netops", "Workstations": "laptops-root", "Sandbox": "None"}  # fmt: skip
    repo_ids: dict[str, int] = {}
    inventory_ids: dict[str, int] = {}
    environment_ids: dict[str, int] = {}
    for project, key in project_key.items():
        slug = project.lower().replace(" ", "-")
        db.execute("INSERT INTO project__repository (project_id, git_url, git_branch, ssh_key_id, name) "
                   "VALUES (?, ?, ?, ?, ?)", (project_ids[project], f"git@github.com:havenlijn/{slug}.git", "main",
                                              key_ids[key], slug))  # fmt: skip
        repo_ids[project] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        kind = "terraform-workspace" if project == "Infrastructure" else ("file" if project == "Network" else "static")
        become = key_ids["sudo password"] if project == "Web platform" else None
        db.execute("INSERT INTO project__inventory (project_id, type, inventory, ssh_key_id, become_key_id, name) "
                   "VALUES (?, ?, ?, ?, ?, ?)",
                   (project_ids[project], kind, "prod" if kind == "terraform-workspace" else
                    ("inventories/switches.ini" if kind == "file" else f"[{slug}]\n{slug}-01.havenlijn.internal\n"),
                    key_ids[key] if kind != "terraform-workspace" else None, become, f"{project} hosts"))  # fmt: skip
        inventory_ids[project] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        env = {"AWS_PROFILE": "prod"} if project == "Infrastructure" else {}
        db.execute(
            "INSERT INTO project__environment (project_id, json, name, env) VALUES (?, ?, ?, ?)",
            (project_ids[project], json.dumps({"company": "havenlijn"}), "Default", json.dumps(env)),
        )
        environment_ids[project] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    db.execute("UPDATE project__inventory SET become_key_id = ? WHERE project_id = ?",
               (key_ids["aws-prod"], project_ids["Infrastructure"]))  # fmt: skip

    template_ids: dict[str, int] = {}
    schedule_ids: dict[str, int] = {}
    for name, (project, app, kind, playbook, cron, active, _, _, _) in TEMPLATES.items():
        view = (
            ("Build & deploy" if kind else "Maintenance")
            if project == "Web platform"
            else (("Production" if "prod" in playbook else "Staging") if project == "Infrastructure" else None)
        )
        db.execute(
            "INSERT INTO project__template (project_id, inventory_id, repository_id, environment_id, playbook, name, "
            "description, type, start_version, build_template_id, view_id, app, arguments, survey_vars) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', '[]')",
            (project_ids[project], inventory_ids[project], repo_ids[project], environment_ids[project], playbook,
             name, "", kind, "1.0.0" if kind == "build" else None,
             template_ids.get("Build web app") if kind == "deploy" and project == "Web platform" else None,
             view_ids.get(view) if view else None, app),
        )  # fmt: skip
        template_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        if cron:
            db.execute("INSERT INTO project__schedule (template_id, project_id, cron_format, repository_id, name, "
                       "active) VALUES (?, ?, ?, ?, ?, ?)", (template_ids[name], project_ids[project], cron,
                                                             repo_ids[project], name, active))  # fmt: skip
            schedule_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    db.execute(
        "INSERT INTO project__integration (name, project_id, template_id, auth_method, auth_secret_id, "
        "auth_header) VALUES ('GitHub push to main', ?, ?, 'github', ?, 'X-Hub-Signature-256')",
        (project_ids["Web platform"], template_ids["Build web app"], key_ids["github-webhook-secret"]),
    )
    integration_id = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    for name, owner, tag, days, active in RUNNERS:
        touched = ago(-days) if days < 0 else clock.at(-days, 600)
        db.execute("INSERT INTO runner (project_id, token, max_parallel_tasks, name, active, tag, touched) "
                   "VALUES (?, ?, 2, ?, ?, ?, ?)", (project_ids[owner] if owner else None,
                                                    hashlib.sha1(name.encode()).hexdigest(), name, active, tag,
                                                    go(touched)))  # fmt: skip

    # tasks
    runners_of = {project: [u for u, role in members.items() if role in ("owner", "manager", "task_runner")
                            and USERS[u][4] > 0] for project, (_, _, members) in PROJECTS.items()}  # fmt: skip
    tasks: list[Run] = []

    def task(
        name: str,
        created: datetime.datetime,
        wait: float,
        seconds: float,
        status: str,
        user: str | None,
        *,
        schedule: bool = False,
        webhook: bool = False,
        message: str = "",
    ) -> None:
        start = created + datetime.timedelta(seconds=wait)
        end = start + datetime.timedelta(seconds=seconds)
        if status in ("success", "error", "stopped") and end >= clock.now:
            return  # not finished yet: only the planted tasks are in progress
        tasks.append(Run(name, created, start if status != "waiting" else None,
                         end if status in ("success", "error", "stopped", "rejected") else None, status, user,
                         schedule, webhook, message))  # fmt: skip

    for day in range(-DAYS, 1):
        weekday = day % 7  # five working days and a weekend, pinned to the days before today (not the calendar)
        for name, (project, _, _, _, cron, active, manual, failing, seconds) in TEMPLATES.items():
            weekly = cron is not None and cron.split()[4] != "*"
            if cron and (active or day < -SWITCHED_OFF_DAYS) and (not weekly or day % 7 == int(cron.split()[4])):
                if cron.startswith("0 * "):
                    times = [60 * h for h in range(24)]
                elif cron.startswith("0 */6"):
                    times = [360 * h for h in range(4)]
                else:
                    minute, hour = (int(part) for part in cron.split()[:2])
                    times = [60 * hour + minute]
                for minutes in times:
                    failed = rng.random() < failing or (name == "Renew TLS certificates" and day >= -TLS_FAILING_NIGHTS
                                                        and day < 0)  # fmt: skip
                    if name == "Renew TLS certificates" and day == 0 and clock.at(0, minutes) < clock.now:
                        failed = True
                    task(name, clock.at(day, minutes), rng.uniform(0.2, 3), max(5.0, rng.gauss(seconds, seconds / 8)),
                         "error" if failed else "success", None, schedule=True,
                         message="" if not failed else "Task failed")  # fmt: skip
            if manual and weekday < 5 and runners_of[project]:
                count = int(manual) + (1 if rng.random() < manual - int(manual) else 0)
                for _ in range(count):
                    people = runners_of[project]
                    weights = [USERS[u][4] for u in people]
                    user = rng.choices(people, weights=weights)[0]
                    created = clock.at(day, 5 * rng.randrange(8 * 12, 18 * 12))
                    status = "error" if rng.random() < failing else "success"
                    if name == "Apply AWS prod" and rng.random() < 0.05:
                        status = "stopped"
                    task(name, created, rng.uniform(0.5, 20), max(5.0, rng.gauss(seconds, seconds / 6)), status,
                         user)  # fmt: skip
        if weekday < 5:  # GitHub pushes build the web app
            for _ in range(rng.randint(2, 4)):
                task(
                    "Build web app",
                    clock.at(day, 5 * rng.randrange(9 * 12, 17 * 12)),
                    rng.uniform(0.5, 5),
                    rng.gauss(400, 40),
                    "success" if rng.random() > 0.04 else "error",
                    None,
                    webhook=True,
                )
    for day in REPLICA_REBUILDS:
        task("Rebuild replica", clock.at(day, 20 * 60), 1.5, rng.gauss(5400, 300), "success", "joris")
    for day in REJECTED_APPLY_DAYS:
        task(
            "Apply AWS prod",
            clock.at(day, 14 * 60 + 5 * rng.randrange(0, 30)),
            2,
            250,
            "rejected",
            "daan",
            message="Plan destroys the prod RDS instance",
        )
    # in progress now
    task("Rebuild replica", ago(50), 1.2, 0, "running", "joris")
    task("Apply AWS staging", ago(2), 0.8, 0, "running", "lotte")
    task("Apply AWS prod", ago(35), 1.0, 0, "waiting_confirmation", "daan")
    task("Apply AWS prod", ago(12), 1.0, 0, "waiting_confirmation", "sanne")

    tasks.sort(key=lambda run: run.created)
    output_since = clock.now - datetime.timedelta(days=30)
    for t in tasks:
        name, created, start, end, starter = t.name, t.created, t.start, t.end, t.user
        project, _, _, playbook, *_ = TEMPLATES[name]
        db.execute(
            'INSERT INTO task (template_id, project_id, status, playbook, environment, created, start, "end", '
            "user_id, message, commit_hash, commit_message, inventory_id, integration_id, schedule_id) "
            "VALUES (?, ?, ?, ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (template_ids[name], project_ids[project], t.status, "", go(created), go(start) if start else None,
             go(end) if end else None, user_ids[starter] if starter else None, t.message,
             hashlib.sha1(f"{name}{created}".encode()).hexdigest(), "Merge pull request" if t.webhook else None,
             inventory_ids[project], integration_id if t.webhook else None,
             schedule_ids.get(name) if t.schedule else None),
        )  # fmt: skip
        task_id = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        if created >= output_since and start is not None:
            lines = [f"Task {task_id} added to queue", "Preparing: " + playbook, f"PLAY [{name}] ***"]
            if t.status == "error":
                lines.append("fatal: [host]: FAILED! => {\"msg\": \"" + ("too many certificates already issued"
                             if name == "Renew TLS certificates" else "non-zero return code") + "\"}")  # fmt: skip
            for k, line in enumerate(lines):
                db.execute("INSERT INTO task__output (task_id, time, output) VALUES (?, ?, ?)",
                           (task_id, go(start + datetime.timedelta(seconds=k)), line))  # fmt: skip
        if starter is not None:
            db.execute("INSERT INTO event (project_id, user_id, object_id, object_type, description, created) "
                       "VALUES (?, ?, ?, 'task', ?, ?)",
                       (project_ids[project], user_ids[starter], task_id, f"Task ID {task_id} queued for running",
                        go(created)))  # fmt: skip
    for name, template_id in template_ids.items():
        project = TEMPLATES[name][0]
        db.execute("INSERT INTO event (project_id, user_id, object_id, object_type, description, created) "
                   "VALUES (?, ?, ?, 'template', ?, ?)",
                   (project_ids[project], user_ids[next(iter(PROJECTS[project][2]))], template_id,
                    f"Template ID {template_id} created", go(clock.at(-DAYS - 30, 600))))  # fmt: skip
    close_checked(db, "playbooks")
