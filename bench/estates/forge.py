"""A robotics company's self-hosted code forge (Kestrel Robotics, Bristol) as the SQLite copy of a Gitea 1.21
database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): issues, pull requests, reviews,
comments and Actions runs fill the last 90 days, accounts reach 800 days back, on a one-minute grid counted from
today's midnight, and nothing is dated after ``now``, so two builds with the same seed and ``now`` values a whole
number of days apart give the same answers to relative-time questions.

The tables are Gitea's, as its xorm models create them (singular snake_case names, integer ``id`` keys): ``user``
(people and organisations alike: ``type`` 0 an individual, 1 an organisation, 4 a bot; ``is_admin``, ``is_active``
0/1; ``full_name``), ``repository`` (``owner_id`` the owning user or organisation, ``owner_name`` and ``lower_name``
denormalised, ``is_private``, ``is_archived``, ``is_fork`` 0/1, ``num_stars``, ``size`` in bytes), ``issue`` (issues
and pull requests together: ``is_pull`` 0/1, ``index`` the number shown in the repository, ``name`` the title,
``poster_id`` the author, ``is_closed`` 0/1), ``pull_request`` (one row per pull-request issue: ``issue_id``,
``head_branch``, ``base_branch``, ``has_merged`` 0/1, ``merger_id``, ``status`` 0 conflict, 1 checking, 2 mergeable),
``review`` (``type`` 0 pending, 1 approve, 2 comment, 3 request changes, 4 review requested; ``reviewer_id``),
``comment`` (``type`` 0 a plain comment, 2 close, 3 reopen, 7 label, 21 code comment...), ``label`` and
``issue_label``, ``milestone`` (``deadline_unix``, ``is_closed``) and ``action_run`` (Gitea Actions workflow runs:
``workflow_id`` the file name such as ``ci.yml``, ``event`` ``push`` or ``pull_request``, ``status`` 1 success, 2
failure, 3 cancelled, 4 skipped, 5 waiting, 6 running, 7 blocked; ``started`` and ``stopped``).

**Time is Unix seconds** (``created_unix``, ``closed_unix``, ``merged_unix``, ``deadline_unix``,
``last_login_unix``; in ``action_run`` ``started``, ``stopped``, ``created``, ``updated``), and 0 means "not set"
(an open issue's ``closed_unix``, an unmerged pull request's ``merged_unix``). Gitea declares no foreign keys; this
copy declares those the data always fills.

Planted signals:

* ``firmware`` has the most open issues, most of them labelled ``bug``; ``nav-stack`` merged the most pull requests in
  the last 30 days; ``docs`` pull requests take by far the longest to merge;
* Tomasz Kowalski (``tkowalski``) approves the most pull requests; five open pull requests have had no review at all;
* the ``sim-harness.yml`` workflow of ``nav-stack`` fails most often over the last 7 days; ``ci.yml`` runs
  are the most numerous;
* milestone ``v2.4`` of ``firmware`` is past its deadline and still open;
* three people (and the ``gitea-admin`` account) have never opened an issue or a pull request; four people have not
  logged in for more than 60 days; two repositories are archived (``legacy-gui``, ``ros1-bridge``) and one is a
  private fork.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE user (id INTEGER PRIMARY KEY, lower_name VARCHAR(255) NOT NULL UNIQUE, name VARCHAR(255) NOT NULL UNIQUE,
  full_name VARCHAR(255), email VARCHAR(255) NOT NULL, keep_email_private BOOLEAN, passwd VARCHAR(255) NOT NULL,
  passwd_hash_algo VARCHAR(255) NOT NULL DEFAULT 'argon2', login_type INTEGER, login_source INTEGER NOT NULL DEFAULT 0,
  login_name VARCHAR(255), type INTEGER, location VARCHAR(255), website VARCHAR(255), language VARCHAR(5),
  description VARCHAR(255), created_unix INTEGER, updated_unix INTEGER, last_login_unix INTEGER,
  last_repo_visibility BOOLEAN, max_repo_creation INTEGER NOT NULL DEFAULT -1, is_active BOOLEAN, is_admin BOOLEAN,
  is_restricted BOOLEAN NOT NULL DEFAULT 0, allow_git_hook BOOLEAN, allow_import_local BOOLEAN,
  allow_create_organization BOOLEAN DEFAULT 1, prohibit_login BOOLEAN NOT NULL DEFAULT 0, avatar VARCHAR(2048) NOT NULL,
  avatar_email VARCHAR(255) NOT NULL, use_custom_avatar BOOLEAN, num_followers INTEGER, num_following INTEGER NOT NULL
  DEFAULT 0, num_stars INTEGER, num_repos INTEGER, num_teams INTEGER, num_members INTEGER, visibility INTEGER NOT NULL
  DEFAULT 0, repo_admin_change_team_access BOOLEAN NOT NULL DEFAULT 0, diff_view_style VARCHAR(255) NOT NULL DEFAULT '',
  theme VARCHAR(255) NOT NULL DEFAULT '', keep_activity_private BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE repository (id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES user(id), owner_name VARCHAR(255),
  lower_name VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, description TEXT, website VARCHAR(2048),
  original_service_type INTEGER, original_url VARCHAR(2048), default_branch VARCHAR(255), num_watches INTEGER,
  num_stars INTEGER, num_forks INTEGER, num_issues INTEGER, num_closed_issues INTEGER, num_pulls INTEGER,
  num_closed_pulls INTEGER, num_milestones INTEGER NOT NULL DEFAULT 0, num_closed_milestones INTEGER NOT NULL DEFAULT 0,
  num_projects INTEGER NOT NULL DEFAULT 0, num_closed_projects INTEGER NOT NULL DEFAULT 0, is_private BOOLEAN,
  is_empty BOOLEAN, is_archived BOOLEAN, is_mirror BOOLEAN, status INTEGER NOT NULL DEFAULT 0, is_fork BOOLEAN NOT NULL
  DEFAULT 0, fork_id INTEGER, is_template BOOLEAN NOT NULL DEFAULT 0, template_id INTEGER, size INTEGER NOT NULL
  DEFAULT 0, git_size INTEGER NOT NULL DEFAULT 0, lfs_size INTEGER NOT NULL DEFAULT 0, is_fsck_enabled BOOLEAN NOT NULL
  DEFAULT 1, close_issues_via_commit_in_any_branch BOOLEAN NOT NULL DEFAULT 0, topics TEXT, object_format_name
  VARCHAR(6) NOT NULL DEFAULT 'sha1', trust_model INTEGER, avatar VARCHAR(64), created_unix INTEGER,
  updated_unix INTEGER, archived_unix INTEGER DEFAULT 0, UNIQUE (owner_id, lower_name));
CREATE TABLE milestone (id INTEGER PRIMARY KEY, repo_id INTEGER REFERENCES repository(id), name VARCHAR(255),
  content TEXT, is_closed BOOLEAN, num_issues INTEGER, num_closed_issues INTEGER, completeness INTEGER,
  created_unix INTEGER, updated_unix INTEGER, deadline_unix INTEGER, closed_date_unix INTEGER);
CREATE TABLE issue (id INTEGER PRIMARY KEY, repo_id INTEGER REFERENCES repository(id), "index" INTEGER,
  poster_id INTEGER REFERENCES user(id), original_author VARCHAR(255), original_author_id INTEGER, name VARCHAR(255),
  content TEXT, milestone_id INTEGER, priority INTEGER, is_closed BOOLEAN, is_pull BOOLEAN, num_comments INTEGER,
  ref VARCHAR(255), pin_order INTEGER DEFAULT 0, deadline_unix INTEGER, created_unix INTEGER, updated_unix INTEGER,
  closed_unix INTEGER, is_locked BOOLEAN NOT NULL DEFAULT 0, UNIQUE (repo_id, "index"));
CREATE TABLE pull_request (id INTEGER PRIMARY KEY, type INTEGER, status INTEGER, conflicted_files TEXT,
  commits_ahead INTEGER, commits_behind INTEGER, changed_protected_files TEXT,
  issue_id INTEGER REFERENCES issue(id), "index" INTEGER, head_repo_id INTEGER REFERENCES repository(id),
  base_repo_id INTEGER REFERENCES repository(id), head_branch VARCHAR(255), base_branch VARCHAR(255),
  merge_base VARCHAR(40), allow_maintainer_edit BOOLEAN NOT NULL DEFAULT 0, has_merged BOOLEAN,
  merged_commit_id VARCHAR(40), merger_id INTEGER, merged_unix INTEGER, flow INTEGER NOT NULL DEFAULT 0);
CREATE TABLE review (id INTEGER PRIMARY KEY, type INTEGER, reviewer_id INTEGER REFERENCES user(id),
  reviewer_team_id INTEGER NOT NULL DEFAULT 0, original_author VARCHAR(255), original_author_id INTEGER,
  issue_id INTEGER REFERENCES issue(id), content TEXT, official BOOLEAN NOT NULL DEFAULT 0, commit_id VARCHAR(40),
  stale BOOLEAN NOT NULL DEFAULT 0, dismissed BOOLEAN NOT NULL DEFAULT 0, created_unix INTEGER, updated_unix INTEGER);
CREATE TABLE comment (id INTEGER PRIMARY KEY, type INTEGER, poster_id INTEGER REFERENCES user(id),
  original_author VARCHAR(255), original_author_id INTEGER, issue_id INTEGER REFERENCES issue(id), label_id INTEGER,
  content TEXT, review_id INTEGER, tree_path VARCHAR(255), line INTEGER, invalidated BOOLEAN, created_unix INTEGER,
  updated_unix INTEGER);
CREATE TABLE label (id INTEGER PRIMARY KEY, repo_id INTEGER REFERENCES repository(id), org_id INTEGER,
  name VARCHAR(255), exclusive BOOLEAN, description VARCHAR(255), color VARCHAR(7), num_issues INTEGER,
  num_closed_issues INTEGER, created_unix INTEGER, updated_unix INTEGER);
CREATE TABLE issue_label (id INTEGER PRIMARY KEY, issue_id INTEGER REFERENCES issue(id),
  label_id INTEGER REFERENCES label(id), UNIQUE (issue_id, label_id));
CREATE TABLE action_run (id INTEGER PRIMARY KEY, title VARCHAR(255), repo_id INTEGER REFERENCES repository(id),
  owner_id INTEGER, workflow_id VARCHAR(255), "index" INTEGER, trigger_user_id INTEGER REFERENCES user(id),
  schedule_id INTEGER, ref VARCHAR(255), commit_sha VARCHAR(255), is_fork_pull_request BOOLEAN,
  need_approval BOOLEAN, approved_by INTEGER, event VARCHAR(255), event_payload TEXT, trigger_event VARCHAR(255),
  status INTEGER, version INTEGER DEFAULT 0, started INTEGER, stopped INTEGER, previous_duration INTEGER,
  created INTEGER, updated INTEGER, UNIQUE (repo_id, "index"));
CREATE INDEX IDX_issue_created_unix ON issue (created_unix);
CREATE INDEX IDX_action_run_status ON action_run (status);
"""

# login: (full name, team); the three "readers" never open anything
PEOPLE = {"tkowalski": ("Tomasz Kowalski", "nav"), "hmorgan": ("Hannah Morgan", "firmware"),
          "apatel": ("Arjun Patel", "nav"), "lchen": ("Lucy Chen", "firmware"), "bokafor": ("Ben Okafor", "perception"),
          "sreid": ("Sophie Reid", "perception"), "dnowak": ("Daniel Nowak", "firmware"),
          "emartin": ("Elise Martin", "docs"), "jfraser": ("James Fraser", "nav"), "rsingh": ("Ravi Singh", "infra"),
          "mhughes": ("Megan Hughes", "perception"), "olund": ("Oskar Lund", "infra"),
          "cprice": ("Chloe Price", "reader"), "gwatts": ("Gareth Watts", "reader"),
          "nahmed": ("Nadia Ahmed", "reader")}  # fmt: skip
STALE = ["jfraser", "mhughes", "gwatts", "nahmed"]  # last login more than 60 days ago
# repo: (team, description, open-issue weight, PRs a week, median hours to merge, archived, private)
REPOS = {"firmware": ("firmware", "Motor controller and BMS firmware (Zephyr)", 3.0, 6, 20, False, True),
         "nav-stack": ("nav", "ROS 2 navigation stack for the Kite AMR", 1.0, 12, 10, False, True),
         "perception": ("perception", "Lidar and camera perception models", 1.2, 5, 16, False, True),
         "fleet-manager": ("infra", "Fleet management web service", 0.8, 4, 12, False, True),
         "docs": ("docs", "Customer and operator documentation", 0.4, 3, 150, False, False),
         "infra": ("infra", "Terraform and Ansible for the robot fleet cloud", 0.5, 3, 8, False, True),
         "legacy-gui": ("firmware", "Old Qt operator GUI", 0.0, 0, 10, True, True),
         "ros1-bridge": ("nav", "ROS 1 bridge (replaced by nav-stack)", 0.0, 0, 10, True, False)}  # fmt: skip
LABELS = [("bug", "#ee0701"), ("enhancement", "#84b6eb"), ("question", "#cc317c"), ("documentation", "#0075ca"),
          ("priority/high", "#b60205")]  # fmt: skip
WORKFLOWS = {"firmware": [("ci.yml", 0.08, 14), ("hil-test.yml", 0.15, 40)],
             "nav-stack": [("ci.yml", 0.08, 18), ("sim-harness.yml", 0.45, 35)],
             "perception": [("ci.yml", 0.1, 22), ("train-smoke.yml", 0.2, 50)],
             "fleet-manager": [("ci.yml", 0.05, 9), ("deploy.yml", 0.05, 6)],
             "docs": [("ci.yml", 0.02, 4)],
             "infra": [("ci.yml", 0.1, 5)]}  # fmt: skip


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    midnight = int((clock.midnight - datetime.datetime(1970, 1, 1)).total_seconds())
    now_unix = int((clock.now - datetime.datetime(1970, 1, 1)).total_seconds())

    def unix(day: int, minute: int) -> int:
        return midnight + (day * 1440 + minute) * 60

    def sha() -> str:
        return f"{rng.getrandbits(160):040x}"

    db = new_database(path, SCHEMA)
    uid: dict[str, int] = {}

    def add_user(login: str, full: str, kind: int, created: int, last_login: int, admin: int = 0) -> int:
        k = len(uid) + 1
        db.execute(
            "INSERT INTO user (id, lower_name, name, full_name, email, keep_email_private, passwd, login_type,"
            " login_name, type, location, website, language, description, created_unix, updated_unix,"
            " last_login_unix, last_repo_visibility, is_active, is_admin, allow_git_hook, allow_import_local,"
            " avatar, avatar_email, use_custom_avatar, num_followers, num_stars, num_repos, num_teams, num_members,"
            " visibility) VALUES (?, ?, ?, ?, ?, 0, ?, 0, '', ?, 'Bristol', '', 'en-GB', '', ?, ?, ?, 1, 1, ?, 0, 0,"
            " ?, ?, 0, 0, 0, 0, 0, ?, 0)",
            (k, login.lower(), login, full, f"{login}@kestrel-robotics.example", "" if kind else "9a1f...",
             kind, created, max(created, last_login), last_login, admin, f"{rng.getrandbits(128):032x}",
             f"{login}@kestrel-robotics.example", 15 if kind == 1 else 0),
        )  # fmt: skip
        uid[login] = k
        return k

    org = add_user("kestrel", "Kestrel Robotics", 1, unix(-800, 600), 0)
    add_user("gitea-admin", "Forge Admin", 0, unix(-800, 610), unix(-3, 540), admin=1)
    for login, (full, _) in PEOPLE.items():
        last = unix(-rng.randint(61, 120), 600) if login in STALE else unix(-rng.randint(0, 2), 0) - 3600
        add_user(login, full, 0, unix(-rng.randint(200, 790), 600), min(last, now_unix))
    add_user("renovate-bot", "Renovate", 4, unix(-400, 600), unix(-1, 300))
    team = {t: [p for p, (_, pt) in PEOPLE.items() if pt == t] for t in ("nav", "firmware", "perception", "docs",
                                                                             "infra")}  # fmt: skip

    # ---- repositories, labels, milestones
    repo: dict[str, int] = {}
    labels: dict[tuple[str, str], int] = {}
    for k, (name, (_, desc, _, _, _, archived, private)) in enumerate(REPOS.items(), start=1):
        db.execute(
            "INSERT INTO repository (id, owner_id, owner_name, lower_name, name, description, website,"
            " original_service_type, original_url, default_branch, num_watches, num_stars, num_forks, num_issues,"
            " num_closed_issues, num_pulls, num_closed_pulls, is_private, is_empty, is_archived, is_mirror, size,"
            " topics, trust_model, avatar, created_unix, updated_unix, archived_unix) VALUES (?, ?, 'kestrel', ?, ?,"
            " ?, '', 0, '', 'main', ?, ?, 0, 0, 0, 0, 0, ?, 0, ?, 0, ?, '[]', 0, '', ?, ?, ?)",
            (k, org, name, name, desc, rng.randint(3, 12), rng.randint(1, 30), int(private), int(archived),
             rng.randint(2, 900) * 1_048_576, unix(-rng.randint(300, 780), 600), unix(-1, 600),
             unix(-rng.randint(120, 300), 600) if archived else 0),
        )  # fmt: skip
        repo[name] = k
        for n, (label, color) in enumerate(LABELS):
            labels[(name, label)] = len(labels) + 1
            db.execute(
                "INSERT INTO label VALUES (?, ?, 0, ?, 0, '', ?, 0, 0, ?, ?)",
                (labels[(name, label)], k, label, color, unix(-300, 600 + n), unix(-300, 600 + n)),
            )
    db.execute(
        "INSERT INTO repository (id, owner_id, owner_name, lower_name, name, description, default_branch, num_stars,"
        " is_private, is_empty, is_archived, is_mirror, is_fork, fork_id, size, created_unix, updated_unix)"
        " VALUES (?, ?, 'bokafor', 'perception', 'perception', 'Fork for the depth experiments', 'main', 0, 1, 0, 0,"
        " 0, 1, ?, ?, ?, ?)",
        (len(repo) + 1, uid["bokafor"], repo["perception"], 300 * 1_048_576, unix(-45, 600), unix(-10, 600)),
    )
    milestones: dict[tuple[str, str], int] = {}
    for name, title, deadline, done in (("firmware", "v2.3", -40, True), ("firmware", "v2.4", -6, False),
                                          ("firmware", "v2.5", 30, False), ("nav-stack", "Kite 1.8", 12, False),
                                          ("perception", "Model Q4", 40, False)):  # fmt: skip
        milestones[(name, title)] = len(milestones) + 1
        db.execute(
            "INSERT INTO milestone VALUES (?, ?, ?, '', ?, 0, 0, 0, ?, ?, ?, ?)",
            (
                milestones[(name, title)],
                repo[name],
                title,
                int(done),
                unix(-80, 600),
                unix(-2, 600),
                unix(deadline, 1020),
                unix(deadline - 2, 900) if done else 0,
            ),
        )

    # ---- issues and pull requests
    issue_id = 0
    index: dict[str, int] = {}
    reviewers_weight = {"tkowalski": 5.0}
    comment_id = 0
    review_id = 0

    def comment(issue: int, kind: int, who: str, at: int, text: str) -> None:
        nonlocal comment_id
        if at > now_unix:
            return
        comment_id += 1
        db.execute(
            "INSERT INTO comment (id, type, poster_id, original_author, original_author_id, issue_id, label_id,"
            " content, review_id, tree_path, line, invalidated, created_unix, updated_unix) VALUES (?, ?, ?, '', 0,"
            " ?, 0, ?, 0, '', 0, 0, ?, ?)",
            (comment_id, kind, uid[who], issue, text, at, at),
        )

    def add_issue(name: str, poster: str, title: str, created: int, pull: bool, closed: int, milestone: int) -> int:
        nonlocal issue_id
        issue_id += 1
        index[name] = index.get(name, 0) + 1
        db.execute(
            'INSERT INTO issue (id, repo_id, "index", poster_id, original_author, original_author_id, name, content,'
            " milestone_id, priority, is_closed, is_pull, num_comments, ref, deadline_unix, created_unix,"
            " updated_unix, closed_unix) VALUES (?, ?, ?, ?, '', 0, ?, '', ?, 0, ?, ?, 0, '', 0, ?, ?, ?)",
            (issue_id, repo[name], index[name], uid[poster], title, milestone, int(closed > 0), int(pull), created,
             max(created, closed), closed),
        )  # fmt: skip
        return issue_id

    bug_words = ["crash", "overflow", "drift", "timeout", "brown-out", "watchdog reset", "stale map", "CAN bus error"]
    areas = ["odometry", "battery monitor", "lidar driver", "planner", "docking", "OTA update", "motor PID", "e-stop"]
    open_pulls_unreviewed = 0
    for name, (team_name, _, weight, per_week, median, archived, _) in REPOS.items():
        if archived:
            continue
        authors = team[team_name] + (["emartin"] if name != "docs" else [])
        if name == "docs":
            authors = ["emartin", "apatel", "hmorgan"]
        # issues
        for _ in range(int(40 * weight) + 6):
            created = unix(-rng.randint(0, 89), rng.randint(480, 1100))
            if created > now_unix:
                created -= 86400
            kind = rng.choices(["bug", "enhancement", "question", "documentation"], [5, 3, 1, 1 if name == "docs" else
                                                                                     0.2])[0]  # fmt: skip
            still_open = rng.random() < (0.55 if name == "firmware" else 0.3)
            closed = 0 if still_open else min(created + rng.randint(2, 400) * 3600, now_unix)
            milestone = 0
            if name == "firmware":
                milestone = milestones[("firmware", rng.choice(["v2.3", "v2.4", "v2.5"]))]
                if milestone == milestones[("firmware", "v2.3")] and not closed:
                    milestone = milestones[("firmware", "v2.4")]
            title = (f"{rng.choice(areas).capitalize()} {rng.choice(bug_words)}" if kind == "bug"
                     else f"{rng.choice(areas).capitalize()}: {kind}")  # fmt: skip
            if name == "firmware" and still_open and rng.random() < 0.5:
                kind = "bug"
            poster = rng.choice([*authors, "tkowalski", "hmorgan"])
            issue = add_issue(name, poster, title, created, False, closed, milestone)
            db.execute("INSERT INTO issue_label (issue_id, label_id) VALUES (?, ?)", (issue, labels[(name, kind)]))
            for _ in range(rng.randint(0, 4)):
                comment(issue, 0, rng.choice(authors), created + rng.randint(1, 72) * 1800, "Looking into it.")
            if closed:
                comment(issue, 2, rng.choice(authors), closed, "")
        # pull requests
        weeks = 13
        total = per_week * weeks
        for n in range(total):
            created = unix(-rng.randint(0, 89), rng.randint(480, 1100))
            if created > now_unix:
                created -= 86400
            author = rng.choice(authors)
            hours = max(1, int(rng.lognormvariate(0, 0.6) * median))
            merged = created + hours * 3600
            state = "merged" if merged <= now_unix and rng.random() < 0.85 else "open"
            if state == "open" and merged <= now_unix and rng.random() < 0.4:
                state = "closed"
            closed = merged if state == "merged" else (created + 7200 if state == "closed" else 0)
            closed = min(closed, now_unix)
            branch = f"{author}/{rng.choice(areas).replace(' ', '-')}-{n}"
            issue = add_issue(name, author, f"{rng.choice(['Fix', 'Add', 'Refactor', 'Tune'])} {rng.choice(areas)}",
                              created, True, closed, 0)  # fmt: skip
            merger = rng.choice([p for p in [*authors, "tkowalski"] if p != author])
            db.execute(
                'INSERT INTO pull_request (id, type, status, conflicted_files, commits_ahead, commits_behind,'
                ' changed_protected_files, issue_id, "index", head_repo_id, base_repo_id, head_branch, base_branch,'
                " merge_base, has_merged, merged_commit_id, merger_id, merged_unix) VALUES (?, 0, ?, '[]', ?, ?, '[]',"
                " ?, ?, ?, ?, ?, 'main', ?, ?, ?, ?, ?)",
                (issue, 2 if rng.random() < 0.85 else 0, rng.randint(1, 12), rng.randint(0, 30), issue, index[name],
                 repo[name], repo[name], branch, sha(), int(state == "merged"), sha() if state == "merged" else "",
                 uid[merger] if state == "merged" else 0, merged if state == "merged" else 0),
            )  # fmt: skip
            unreviewed = state == "open" and open_pulls_unreviewed < 5 and rng.random() < 0.35
            if unreviewed:
                open_pulls_unreviewed += 1
                continue
            pool = [p for p in PEOPLE if p != author and PEOPLE[p][1] not in ("reader",)]
            for _ in range(rng.randint(1, 2)):
                reviewer = rng.choices(pool, [reviewers_weight.get(p, 1.0) for p in pool])[0]
                at = created + rng.randint(1, max(2, hours - 1)) * 3600
                if at > now_unix:
                    at = created + 60
                    if at > now_unix:
                        continue
                review_type = 1 if state == "merged" or rng.random() < 0.5 else rng.choice([2, 3])
                review_id += 1
                db.execute(
                    "INSERT INTO review (id, type, reviewer_id, original_author, original_author_id, issue_id,"
                    " content, official, commit_id, stale, dismissed, created_unix, updated_unix) VALUES (?, ?, ?,"
                    " '', 0, ?, ?, 1, ?, 0, 0, ?, ?)",
                    (
                        review_id,
                        review_type,
                        uid[reviewer],
                        issue,
                        "LGTM" if review_type == 1 else "See comments",
                        sha(),
                        at,
                        at,
                    ),
                )
                if review_type != 1:
                    comment(issue, 21, reviewer, at, "nit: rename this")
    db.execute(
        "UPDATE issue SET num_comments = (SELECT COUNT(*) FROM comment c WHERE c.issue_id = issue.id AND c.type = 0)"
    )
    db.execute(
        "UPDATE repository SET num_issues = (SELECT COUNT(*) FROM issue i WHERE i.repo_id = repository.id AND"
        " i.is_pull = 0), num_closed_issues = (SELECT COUNT(*) FROM issue i WHERE i.repo_id = repository.id AND"
        " i.is_pull = 0 AND i.is_closed = 1), num_pulls = (SELECT COUNT(*) FROM issue i WHERE i.repo_id ="
        " repository.id AND i.is_pull = 1), num_closed_pulls = (SELECT COUNT(*) FROM issue i WHERE i.repo_id ="
        " repository.id AND i.is_pull = 1 AND i.is_closed = 1)"
    )
    db.execute(
        "UPDATE label SET num_issues = (SELECT COUNT(*) FROM issue_label il WHERE il.label_id = label.id),"
        " num_closed_issues = (SELECT COUNT(*) FROM issue_label il JOIN issue i ON i.id = il.issue_id WHERE"
        " il.label_id = label.id AND i.is_closed = 1)"
    )

    # ---- Actions runs
    run_id = 0
    for name, workflows in WORKFLOWS.items():
        run_index = 0
        for day in range(-90, 1):
            for workflow, fail_rate, minutes in workflows:
                per_day = 6 if workflow == "ci.yml" else 2
                for _ in range(per_day):
                    created = unix(day, rng.randint(420, 1260))
                    duration = max(60, int(rng.gauss(minutes, minutes / 5) * 60))
                    failing = fail_rate if not (workflow == "sim-harness.yml" and day >= -7) else 0.75
                    status = 2 if rng.random() < failing else (3 if rng.random() < 0.03 else 1)
                    if created > now_unix:
                        continue
                    stopped = created + 30 + duration
                    if stopped > now_unix:
                        status, stopped = 6, 0
                    run_id += 1
                    run_index += 1
                    trigger = rng.choice(team[REPOS[name][0]] or ["emartin"])
                    event = rng.choice(["push", "pull_request"])
                    db.execute(
                        'INSERT INTO action_run (id, title, repo_id, owner_id, workflow_id, "index", trigger_user_id,'
                        " schedule_id, ref, commit_sha, is_fork_pull_request, need_approval, approved_by, event,"
                        " event_payload, trigger_event, status, version, started, stopped, previous_duration,"
                        " created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'refs/heads/main', ?, 0, 0, 0, ?, '{}',"
                        " ?, ?, 1, ?, ?, 0, ?, ?)",
                        (run_id, f"{workflow} on {name}", repo[name], org, workflow, run_index, uid[trigger], sha(),
                         event, event, status, created + 30, stopped, created, stopped or created + 30),
                    )  # fmt: skip
    close_checked(db, "forge")
