"""A Lisbon fintech's error tracking (Brisa Pay) as the PostgreSQL database of a self-hosted Sentry.

Sentry is a Django application; this is what it keeps in PostgreSQL (the events themselves live in Snuba), copied to
SQLite: ``sentry_`` tables plus Django's ``auth_user``, integer ``id`` keys, an ``organization_id`` on most rows,
issues in ``sentry_groupedmessage`` (an issue is a *group* of events: ``message`` is its title, ``view`` its culprit,
``level`` an integer, 10 debug, 20 info, 30 warning, 40 error, 50 fatal; ``status`` 0 unresolved, 1 resolved, 2
ignored, which the UI calls *archived*; ``times_seen`` the number of events, ``first_seen``/``last_seen`` the first and
latest event, ``resolved_at`` set while resolved, ``first_release_id`` the release it first appeared in, ``short_id``
numbered per project), the assignee in ``sentry_groupasignee`` (Sentry's own spelling: one row per assigned issue, a
``user_id`` or a ``team_id``), the issue stream's history in ``sentry_activity`` (``type`` an integer: 1 resolved,
2 unresolved, 3 ignored, 6 regression, 8 note, i.e. a comment, 11 assigned), releases per organization linked to their
projects through ``sentry_release_project`` (with ``new_groups``), members in ``sentry_organizationmember`` (``role``
owner, manager, admin, member) and their teams through ``sentry_organizationmember_teams``, projects owned by teams
through ``sentry_projectteam``, and user feedback in ``sentry_userreport``. Times are ``timestamp with time zone`` as
PostgreSQL prints them in UTC: ``YYYY-MM-DD HH:MM:SS+00:00``. Sentry declares its foreign keys (some as
``FlexibleForeignKey`` without a database constraint); this copy declares those the data always fills.

Everything reaches 110 days back from ``now``; times sit on a one-minute grid counted from today's midnight UTC, and
the day's own events fall before ``now``, so builds a whole number of days apart agree.

Planted signals:

* brisa-android has by far the most unresolved errors (level error or fatal);
* the Android ``OutOfMemoryError`` is the unresolved issue with the most events (48,210);
* Inês Carvalho has the most unresolved issues assigned; the payments team the most assigned to a team;
* the owner Joana Reis, Tiago Nunes, Marta Lopes and Sofia Almeida were never assigned an issue;
* Android 3.14.0 introduced the most new issues;
* merchant-portal has seen no event for five days;
* the "Payment confirmation stuck on loading" issue has the most user feedback (12 reports);
* six issues regressed in the last 14 days (one of them twice);
* three unresolved issues are older than 60 days and still happened today; four issues are new today;
* Rui Costa wrote nine comments in the last 7 days.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE sentry_organization (
  id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL, slug VARCHAR(50) NOT NULL UNIQUE, status INTEGER NOT NULL,
  date_added TIMESTAMP WITH TIME ZONE NOT NULL, default_role VARCHAR(32) NOT NULL, flags BIGINT NOT NULL DEFAULT 1
);
CREATE TABLE auth_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login TIMESTAMP WITH TIME ZONE,
  username VARCHAR(128) NOT NULL UNIQUE, name VARCHAR(200) NOT NULL, email VARCHAR(75) NOT NULL,
  is_staff BOOLEAN NOT NULL, is_active BOOLEAN NOT NULL, is_superuser BOOLEAN NOT NULL,
  date_joined TIMESTAMP WITH TIME ZONE NOT NULL, is_managed BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE sentry_organizationmember (
  id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL REFERENCES sentry_organization(id),
  user_id INTEGER REFERENCES auth_user(id), email VARCHAR(75), role VARCHAR(32) NOT NULL,
  date_added TIMESTAMP WITH TIME ZONE NOT NULL, has_global_access BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE sentry_team (
  id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL REFERENCES sentry_organization(id),
  slug VARCHAR(50) NOT NULL, name VARCHAR(64) NOT NULL, status INTEGER NOT NULL,
  date_added TIMESTAMP WITH TIME ZONE
);
CREATE TABLE sentry_organizationmember_teams (
  id BIGINT PRIMARY KEY, organizationmember_id BIGINT NOT NULL REFERENCES sentry_organizationmember(id),
  team_id BIGINT NOT NULL REFERENCES sentry_team(id), is_active BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE sentry_project (
  id BIGINT PRIMARY KEY, slug VARCHAR(50), name VARCHAR(200) NOT NULL,
  organization_id BIGINT NOT NULL REFERENCES sentry_organization(id), public BOOLEAN NOT NULL DEFAULT 0,
  date_added TIMESTAMP WITH TIME ZONE NOT NULL, status INTEGER NOT NULL, first_event TIMESTAMP WITH TIME ZONE,
  flags BIGINT NOT NULL DEFAULT 0, platform TEXT
);
CREATE TABLE sentry_projectteam (
  id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES sentry_project(id),
  team_id BIGINT NOT NULL REFERENCES sentry_team(id)
);
CREATE TABLE sentry_environment (
  id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL REFERENCES sentry_organization(id), name VARCHAR(64) NOT NULL,
  date_added TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE TABLE sentry_release (
  id BIGINT PRIMARY KEY, organization_id BIGINT NOT NULL REFERENCES sentry_organization(id),
  version VARCHAR(250) NOT NULL, ref VARCHAR(250), url VARCHAR(200), date_added TIMESTAMP WITH TIME ZONE NOT NULL,
  date_started TIMESTAMP WITH TIME ZONE, date_released TIMESTAMP WITH TIME ZONE, owner_id INTEGER,
  new_groups INTEGER NOT NULL DEFAULT 0, commit_count INTEGER DEFAULT 0
);
CREATE TABLE sentry_release_project (
  id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES sentry_project(id),
  release_id BIGINT NOT NULL REFERENCES sentry_release(id), new_groups INTEGER DEFAULT 0
);
CREATE TABLE sentry_groupedmessage (
  id BIGINT PRIMARY KEY, logger VARCHAR(64), level INTEGER NOT NULL, message TEXT NOT NULL, view VARCHAR(200),
  status INTEGER NOT NULL, times_seen INTEGER NOT NULL, last_seen TIMESTAMP WITH TIME ZONE NOT NULL,
  first_seen TIMESTAMP WITH TIME ZONE NOT NULL, data TEXT, score INTEGER NOT NULL DEFAULT 0,
  project_id BIGINT NOT NULL REFERENCES sentry_project(id), time_spent_total INTEGER NOT NULL DEFAULT 0,
  time_spent_count INTEGER NOT NULL DEFAULT 0, resolved_at TIMESTAMP WITH TIME ZONE,
  active_at TIMESTAMP WITH TIME ZONE, is_public BOOLEAN DEFAULT 0, platform VARCHAR(64),
  num_comments INTEGER DEFAULT 0, first_release_id BIGINT REFERENCES sentry_release(id), short_id BIGINT,
  type INTEGER NOT NULL DEFAULT 1, substatus INTEGER
);
CREATE TABLE sentry_groupasignee (
  id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES sentry_project(id),
  group_id BIGINT NOT NULL UNIQUE REFERENCES sentry_groupedmessage(id), user_id INTEGER REFERENCES auth_user(id),
  team_id BIGINT REFERENCES sentry_team(id), date_added TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE TABLE sentry_activity (
  id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES sentry_project(id),
  group_id BIGINT REFERENCES sentry_groupedmessage(id), type INTEGER NOT NULL, ident VARCHAR(64),
  user_id INTEGER REFERENCES auth_user(id), datetime TIMESTAMP WITH TIME ZONE NOT NULL, data TEXT
);
CREATE TABLE sentry_userreport (
  id BIGINT PRIMARY KEY, project_id BIGINT NOT NULL REFERENCES sentry_project(id),
  group_id BIGINT REFERENCES sentry_groupedmessage(id), event_id VARCHAR(32) NOT NULL, name VARCHAR(128) NOT NULL,
  email VARCHAR(75) NOT NULL, comments TEXT NOT NULL, date_added TIMESTAMP WITH TIME ZONE NOT NULL,
  environment_id BIGINT REFERENCES sentry_environment(id)
);
"""

# username, name, role, active
USERS = [
    ("joana.reis", "Joana Reis", "owner"), ("rui.costa", "Rui Costa", "manager"),
    ("ines.carvalho", "Inês Carvalho", "member"), ("pedro.santos", "Pedro Santos", "member"),
    ("ana.ferreira", "Ana Ferreira", "admin"), ("miguel.sousa", "Miguel Sousa", "member"),
    ("beatriz.martins", "Beatriz Martins", "member"), ("diogo.pereira", "Diogo Pereira", "member"),
    ("carla.rodrigues", "Carla Rodrigues", "member"), ("tiago.nunes", "Tiago Nunes", "member"),
    ("marta.lopes", "Marta Lopes", "member"), ("sofia.almeida", "Sofia Almeida", "member"),
    ("hugo.ribeiro", "Hugo Ribeiro", "member"),
]  # fmt: skip
NEVER_ASSIGNED = {"tiago.nunes", "marta.lopes", "sofia.almeida"}
TEAMS = [("mobile", "Mobile"), ("payments", "Payments"), ("web", "Web"), ("platform", "Platform")]
# slug, name, platform, team slug, background issue weight
PROJECTS = [
    ("brisa-android", "Brisa Android", "android", "mobile", 5),
    ("brisa-ios", "Brisa iOS", "apple-ios", "mobile", 4),
    ("payments-api", "Payments API", "python-django", "payments", 5),
    ("notifications-worker", "Notifications Worker", "python-celery", "platform", 3),
    ("web-dashboard", "Web Dashboard", "javascript-react", "web", 4),
    ("merchant-portal", "Merchant Portal", "javascript-react", "web", 2),
]
# project slug: (version, released days ago)
RELEASES = {
    "brisa-android": [("3.12.0", 105), ("3.13.0", 70), ("3.14.0", 35), ("3.14.1", 12)],
    "brisa-ios": [("3.12.1", 100), ("3.13.0", 66), ("3.14.0", 30)],
    "payments-api": [("payments-api@2026.08.2", 108), ("payments-api@2026.09.4", 75), ("payments-api@2026.10.1", 40),
                     ("payments-api@2026.11.0", 9)],
    "notifications-worker": [("notifications@1.8.0", 110), ("notifications@1.9.0", 50)],
    "web-dashboard": [("dashboard@5.2.0", 95), ("dashboard@5.3.0", 45), ("dashboard@5.4.0", 14)],
    "merchant-portal": [("portal@2.0.3", 100), ("portal@2.1.0", 60)],
}  # fmt: skip
TITLES = {
    "android": ["java.lang.NullPointerException: Attempt to invoke virtual method 'getAmount()'",
                "java.lang.IllegalStateException: Fragment CardFragment not attached to a context",
                "android.view.WindowManager$BadTokenException: Unable to add window",
                "java.net.SocketTimeoutException: timeout", "kotlinx.coroutines.JobCancellationException",
                "java.lang.IndexOutOfBoundsException: Index 0 out of bounds for length 0",
                "javax.net.ssl.SSLHandshakeException: Chain validation failed",
                "android.database.sqlite.SQLiteDatabaseLockedException: database is locked"],
    "apple-ios": ["EXC_BAD_ACCESS in CardViewController", "Fatal error: Unexpectedly found nil while unwrapping",
                  "NSInternalInconsistencyException: Invalid update: invalid number of rows",
                  "URLError: The request timed out", "WatchdogTermination", "SIGABRT in KeychainStore.save"],
    "python-django": ["IntegrityError: duplicate key value violates unique constraint \"payments_payment_ref_key\"",
                      "OperationalError: could not connect to server", "KeyError: 'iban'",
                      "ReadTimeout: HTTPSConnectionPool(host='api.sibs.pt')", "ValidationError: invalid MB WAY phone",
                      "DecimalException: quantize result has too many digits",
                      "PermissionDenied: merchant not onboarded"],
    "python-celery": ["SoftTimeLimitExceeded", "SMTPServerDisconnected: Connection unexpectedly closed",
                      "ConnectionResetError: [Errno 104] Connection reset by peer",
                      "FirebaseError: Requested entity was not found"],
    "javascript-react": ["TypeError: Cannot read properties of undefined (reading 'amount')",
                         "ChunkLoadError: Loading chunk 512 failed", "Error: Network Error",
                         "ResizeObserver loop limit exceeded", "TypeError: Failed to fetch",
                         "Error: Minified React error #418", "SyntaxError: Unexpected token '<'"],
}  # fmt: skip
TS = "%Y-%m-%d %H:%M:%S+00:00"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Sentry database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    elapsed = int((clock.now - clock.midnight).total_seconds()) // 60  # whole minutes of today so far

    def at(day: int, minute: int) -> datetime.datetime:
        if day == 0:
            minute = min(minute, max(0, elapsed - 1))
        return clock.at(day, minute)

    def ts(moment: datetime.datetime) -> str:
        return moment.strftime(TS)

    db.execute("INSERT INTO sentry_organization VALUES (1, 'Brisa Pay', 'brisa-pay', 0, ?, 'member', 1)",
               (ts(clock.at(-900, 600)),))  # fmt: skip
    user_ids: dict[str, int] = {}
    for n, (username, name, role) in enumerate(USERS, start=1):
        email = f"{username}@brisapay.pt"
        db.execute(
            "INSERT INTO auth_user (id, password, last_login, username, name, email, is_staff, is_active,"
            " is_superuser, date_joined) VALUES (?,?,?,?,?,?,?,1,?,?)",
            (n, f"pbkdf2_sha256$600000${rng.getrandbits(64):016x}", ts(at(-rng.randint(0, 6), rng.randint(480, 1080))),
             email, name, email, int(n == 1), int(n == 1), ts(clock.at(-rng.randint(200, 800), 540))),
        )  # fmt: skip
        db.execute("INSERT INTO sentry_organizationmember VALUES (?, 1, ?, NULL, ?, ?, 1)",
                   (n, n, role, ts(clock.at(-rng.randint(150, 800), 600))))  # fmt: skip
        user_ids[username] = n
    team_ids = {}
    for n, (slug, name) in enumerate(TEAMS, start=1):
        db.execute("INSERT INTO sentry_team VALUES (?, 1, ?, ?, 0, ?)", (n, slug, name, ts(clock.at(-880, 600))))
        team_ids[slug] = n
    member_team = {"rui.costa": "payments", "ines.carvalho": "mobile", "pedro.santos": "payments",
                   "ana.ferreira": "platform", "miguel.sousa": "web", "beatriz.martins": "mobile",
                   "diogo.pereira": "payments", "carla.rodrigues": "web", "tiago.nunes": "platform",
                   "marta.lopes": "web", "sofia.almeida": "mobile", "hugo.ribeiro": "platform"}  # fmt: skip
    for n, (username, team) in enumerate(member_team.items(), start=1):
        db.execute("INSERT INTO sentry_organizationmember_teams VALUES (?, ?, ?, 1)",
                   (n, user_ids[username], team_ids[team]))  # fmt: skip
    envs = {"production": 1, "staging": 2, "development": 3}
    for name, n in envs.items():
        db.execute("INSERT INTO sentry_environment VALUES (?, 1, ?, ?)", (n, name, ts(clock.at(-880, 600))))
    project_ids, platforms = {}, {}
    for n, (slug, name, platform, team, _) in enumerate(PROJECTS, start=1):
        db.execute(
            "INSERT INTO sentry_project (id, slug, name, organization_id, date_added, status, first_event, platform)"
            " VALUES (?,?,?,1,?,0,?,?)",
            (n, slug, name, ts(clock.at(-700, 600)), ts(clock.at(-690, 615)), platform),
        )
        db.execute("INSERT INTO sentry_projectteam VALUES (?, ?, ?)", (n, n, team_ids[team]))
        project_ids[slug], platforms[slug] = n, platform
    releases: dict[str, list[tuple[int, int]]] = {}  # slug: (release id, released day)
    rid = 0
    for slug, versions in RELEASES.items():
        for version, ago in versions:
            rid += 1
            released = clock.at(-ago, 600)
            db.execute(
                "INSERT INTO sentry_release (id, organization_id, version, date_added, date_started, date_released,"
                " commit_count) VALUES (?,1,?,?,?,?,?)",
                (rid, version, ts(released), ts(released), ts(released), rng.randint(8, 90)),
            )
            db.execute("INSERT INTO sentry_release_project (id, project_id, release_id) VALUES (?,?,?)",
                       (rid, project_ids[slug], rid))  # fmt: skip
            releases.setdefault(slug, []).append((rid, -ago))
    assignable = [u for u in user_ids if u not in NEVER_ASSIGNED and u not in ("ines.carvalho", "joana.reis")]

    state = {"group": 0, "activity": 0, "assignee": 0, "report": 0}
    short_ids: dict[str, int] = {}
    activity_rows: list[tuple[int, int, int, int, int | None, str]] = []

    def activity(project: int, group: int, kind: int, user: int | None, moment: datetime.datetime) -> None:
        state["activity"] += 1
        activity_rows.append((state["activity"], project, group, kind, user, ts(moment)))

    def add_group(
        slug: str,
        title: str,
        level: int,
        status: int,
        first: datetime.datetime,
        last: datetime.datetime,
        seen: int,
        release: int | None = None,
        resolved: datetime.datetime | None = None,
    ) -> int:
        state["group"] += 1
        gid = state["group"]
        short_ids[slug] = short_ids.get(slug, 0) + 1
        if release is None:
            candidates = [r for r, day in releases[slug] if clock.at(day, 600) <= first]
            release = candidates[-1] if candidates else None
        culprit = {
            "android": "com.brisapay.app.ui",
            "apple-ios": "BrisaPay",
            "python-django": "payments.views",
            "python-celery": "notifications.tasks",
            "javascript-react": "src/components",
        }[platforms[slug]]
        db.execute(
            "INSERT INTO sentry_groupedmessage (id, logger, level, message, view, status, times_seen, last_seen,"
            " first_seen, project_id, resolved_at, active_at, platform, first_release_id, short_id, type, substatus)"
            " VALUES (?,'',?,?,?,?,?,?,?,?,?,?,?,?,?,1,?)",
            (gid, level, title, f"{culprit} in {rng.choice(['handle', 'load', 'submit', 'render', 'sync'])}", status,
             seen, ts(last), ts(first), project_ids[slug], ts(resolved) if resolved else None, ts(first),
             platforms[slug].split("-")[0], release, short_ids[slug], None if status else 1),
        )  # fmt: skip
        if resolved is not None:
            activity(project_ids[slug], gid, 1, rng.choice(list(user_ids.values())[:9]), resolved)
        return gid

    def assign(gid: int, slug: str, user: str | None, team: str | None, moment: datetime.datetime) -> None:
        state["assignee"] += 1
        db.execute("INSERT INTO sentry_groupasignee VALUES (?,?,?,?,?,?)",
                   (state["assignee"], project_ids[slug], gid, user_ids[user] if user else None,
                    team_ids[team] if team else None, ts(moment)))  # fmt: skip
        activity(project_ids[slug], gid, 11, user_ids["rui.costa"], moment)

    # background issues
    weights = {slug: w for slug, _, _, _, w in PROJECTS}
    unresolved_by_slug: dict[str, list[int]] = {}
    for _ in range(250):
        slug = rng.choices(list(weights), weights=list(weights.values()))[0]
        day = rng.randint(-110, -1)
        first = clock.at(day, rng.randint(0, 1439))
        last_day = rng.randint(day, -1)
        if slug == "merchant-portal":
            last_day = min(last_day, -6)
            day = min(day, last_day)
            first = clock.at(day, rng.randint(0, 600))
        last = clock.at(last_day, 1380) if last_day > day else first + datetime.timedelta(minutes=rng.randint(0, 40))
        level = rng.choices([30, 40, 50], weights=[3, 8, 1])[0]
        title = rng.choice(TITLES[platforms[slug]])
        status = rng.choices([0, 1, 2], weights=[3, 6, 1])[0]
        if slug == "brisa-android" and status == 0:
            level = 40  # filled up to the planted lead below; background Android issues stay errors
        if status == 0 and day < -60 and last_day >= -1:
            last = clock.at(-2, 1000)  # only the planted chronic issues are both old and seen today
        resolved = last + datetime.timedelta(minutes=rng.randint(30, 4000)) if status == 1 else None
        if resolved is not None and resolved > clock.at(0, 0):
            resolved = clock.at(-1, rng.randint(0, 1400))
            last = min(last, resolved)
        seen = rng.randint(1, 6000)
        gid = add_group(slug, title, level, status, first, last, seen, resolved=resolved)
        if status == 0:
            unresolved_by_slug.setdefault(slug, []).append(gid)
            draw = rng.random()
            if draw < 0.35:
                assign(gid, slug, rng.choice(assignable), None, first + datetime.timedelta(hours=2))
            elif draw < 0.45:
                assign(gid, slug, None, rng.choice(["mobile", "web", "platform"]), first + datetime.timedelta(hours=3))
        elif rng.random() < 0.5:
            assign(gid, slug, rng.choice(assignable), None, first + datetime.timedelta(hours=1))
    # brisa-android's unresolved errors and the OutOfMemoryError; Android 3.14.0's new issues
    android_314 = next(r for r, day in releases["brisa-android"] if day == -35)
    oom = add_group("brisa-android", "java.lang.OutOfMemoryError: Failed to allocate a 16777232 byte allocation", 50,
                    0, clock.at(-33, 610), clock.at(-1, 1300), 48210, release=android_314)  # fmt: skip
    assign(oom, "brisa-android", "ines.carvalho", None, clock.at(-33, 700))
    for k in range(24):
        screen = ["Checkout", "Cards", "Onboarding"][k % 3]
        gid = add_group("brisa-android", TITLES["android"][k % 8] + f" ({screen})", [40, 50][k % 4 == 0], 0,
                        clock.at(-34 + k, 620), clock.at(-1 - k % 5, 900), rng.randint(40, 7000),
                        release=android_314)  # fmt: skip
        if k < 14:
            assign(gid, "brisa-android", "ines.carvalho", None, clock.at(-34 + k, 700))
    # issues assigned to the payments team
    for k in range(12):
        gid = add_group("payments-api", TITLES["python-django"][k % 7] + " in settlement batch", 40, 0,
                        clock.at(-60 + 4 * k, 500), clock.at(-1 - k % 3, 800), rng.randint(10, 900))  # fmt: skip
        assign(gid, "payments-api", None, "payments", clock.at(-60 + 4 * k, 560))
    # unresolved fatal issues nobody owns
    for k, slug in enumerate(["payments-api", "brisa-ios", "notifications-worker", "web-dashboard"]):
        add_group(slug, ["SIGSEGV in libsqlite", "WatchdogTermination during payment sheet", "WorkerLostError",
                         "RangeError: Maximum call stack size exceeded"][k] + " (unowned)", 50, 0,
                  clock.at(-20 + 3 * k, 300), clock.at(-1, 200 + k), rng.randint(5, 80))  # fmt: skip
    # chronic issues: older than 60 days and still seen today
    for k, (slug, title) in enumerate(
        [
            ("payments-api", "ReadTimeout: HTTPSConnectionPool(host='api.multibanco.pt') read timed out"),
            ("brisa-ios", "URLError: The network connection was lost (statement download)"),
            ("web-dashboard", "TypeError: Cannot read properties of null (reading 'merchantId')"),
        ]
    ):
        add_group(slug, title, 40, 0, clock.at(-80 - 7 * k, 420), at(0, 5 + k), 3000 + 700 * k)
    # new today
    for k, slug in enumerate(["payments-api", "brisa-android", "web-dashboard", "notifications-worker"]):
        add_group(slug, ["KeyError: 'nif'", "java.lang.ClassCastException in QrScanner",
                         "TypeError: e.filter is not a function", "SoftTimeLimitExceeded in send_receipt"][k],
                  40, 0, at(0, 2 + k), at(0, 3 + k), 1 + k)  # fmt: skip
    # the feedback magnet
    stuck = add_group("brisa-ios", "Payment confirmation stuck on loading", 40, 0, clock.at(-25, 700),
                      clock.at(-1, 1000), 2600)  # fmt: skip
    # regressions: six issues in the last 14 days (one twice), and older ones
    resolved_groups = [
        row[0] for row in db.execute("SELECT id FROM sentry_groupedmessage WHERE status = 1 ORDER BY id")
    ]
    regressed = rng.sample(resolved_groups, 10)
    project_of = dict(db.execute("SELECT id, project_id FROM sentry_groupedmessage").fetchall())
    for k, gid in enumerate(regressed):
        day = -2 - 2 * k if k < 6 else -20 - 5 * k
        activity(project_of[gid], gid, 6, None, clock.at(day, 300 + k))
        if k == 0:
            activity(project_of[gid], gid, 6, None, clock.at(-9, 200))
    # comments: Rui Costa's nine in the last week, other people's
    commenters = [user_ids[u] for u in ("ana.ferreira", "pedro.santos", "miguel.sousa", "beatriz.martins")]
    unresolved = [row[0] for row in db.execute("SELECT id FROM sentry_groupedmessage WHERE status = 0 ORDER BY id")]
    for k in range(9):
        gid = unresolved[(k * 7) % len(unresolved)]
        activity(project_of[gid], gid, 8, user_ids["rui.costa"], clock.at(-6 + k % 6, 600 + 10 * k))
    for k in range(6):
        gid = unresolved[(k * 5 + 3) % len(unresolved)]
        activity(project_of[gid], gid, 8, user_ids["rui.costa"], clock.at(-12 - 3 * k, 640))
    for _ in range(40):
        gid = rng.choice(unresolved)
        activity(
            project_of[gid], gid, 8, rng.choice(commenters), clock.at(-rng.randint(1, 100), rng.randint(480, 1080))
        )
    activity_rows.sort(key=lambda row: row[5])
    for n, (_, project, group, kind, user, moment) in enumerate(activity_rows, start=1):
        db.execute(
            "INSERT INTO sentry_activity VALUES (?,?,?,?,NULL,?,?,NULL)", (n, project, group, kind, user, moment)
        )
    # user feedback
    people = [f"{f} {la}" for f in ("João", "Maria", "Luís", "Catarina", "Paulo", "Rita", "André", "Filipa")
              for la in ("Silva", "Gomes", "Marques", "Teixeira")]  # fmt: skip

    def report(gid: int, person: str, day: int, minute: int, text: str) -> None:
        state["report"] += 1
        email = person.lower().replace(" ", ".").replace("ã", "a").replace("í", "i").replace("é", "e") + "@mail.pt"
        db.execute("INSERT INTO sentry_userreport VALUES (?,?,?,?,?,?,?,?,1)",
                   (state["report"], project_of[gid], gid, f"{rng.getrandbits(128):032x}", person, email, text,
                    ts(clock.at(day, minute))))  # fmt: skip

    for k in range(12):
        report(stuck, people[k], -24 + 2 * k, 700 + k, "The payment went through but the app kept spinning.")
    others = [g for g in unresolved if g != stuck]
    for _ in range(26):
        report(
            rng.choice(others),
            rng.choice(people),
            -rng.randint(1, 90),
            rng.randint(420, 1320),
            rng.choice(["App closed by itself.", "Could not see my card.", "Error when paying.", "Blank screen."]),
        )
    close_checked(db, "errortracking")
