"""A Kraków e-invoicing start-up's cron-job monitoring (Fakturek) as the SQLite database of a self-hosted Healthchecks.

Healthchecks (healthchecks.io's open-source Django application, v3) keeps its data through Django's ORM; on SQLite
that is this file, with Django's conventions: ``app_model`` table names (``auth_user``, ``accounts_profile``,
``accounts_project``, ``accounts_member``, ``accounts_credential``, ``api_check``, ``api_ping``, ``api_flip``,
``api_channel``, the many-to-many ``api_channel_checks``, ``api_notification``, ``api_tokenbucket``), ``_id`` foreign
keys, text UUIDs without dashes in ``code`` columns, **datetimes as text in UTC with microseconds**
(``2025-03-04 21:17:09.123456``) and **durations (Django's ``DurationField``) as integer microseconds** (a one-hour
grace time is ``3600000000``):

* ``auth_user`` (``last_login``, ``is_active``), ``accounts_profile`` (one per user: ``reports`` ``off``,
  ``weekly`` or ``monthly``, ``nag_period`` a duration, ``tz``, ``check_limit``), ``accounts_project`` (``owner_id``,
  API keys), ``accounts_member`` (a user's access to someone else's project: ``role`` **``r`` read-only, ``w``
  team member, ``m`` manager**), ``accounts_credential`` (WebAuthn security keys);
* ``api_check`` (``kind`` ``simple`` with a ``timeout`` (its period) or ``cron`` with a ``schedule`` in ``tz``;
  ``grace``; ``status`` **``new`` (never pinged), ``up``, ``down``, ``paused``**; ``n_pings``, ``last_ping``,
  ``last_start`` (a start signal with no end yet), ``last_duration`` (a duration); ``tags`` space-separated;
  ``manual_resume``);
* ``api_ping`` (``owner_id`` the check, ``n`` its number within the check; ``kind`` **NULL for a success, ``start``,
  ``fail``, ``log`` or ``ign``** (ignored); ``exitstatus`` for ``/fail`` and ``/<code>`` pings; ``rid`` the run id
  linking a start to its end; ``scheme``, ``method``, ``remote_addr``, ``ua``, ``body_raw``). **Healthchecks keeps
  only the last ``ping_log_limit`` (here 1,000) pings of each check**: the every-minute queue worker's log reaches
  back less than a day;
* ``api_flip`` (every change of a check's status, ``old_status`` to ``new_status``, ``processed`` once alerts went
  out, ``reason`` ``timeout``, ``fail`` or ``nag``), ``api_notification`` (one per flip and channel: ``check_status``
  the status alerted, ``error`` empty when delivered), ``api_channel`` (``kind`` ``email``, ``slack``, ``telegram``,
  ``webhook``, ``ntfy``, ``pd`` (PagerDuty); ``value`` the address or JSON; ``disabled``; ``last_error``),
  ``api_tokenbucket`` (rate-limit buckets).

Three projects: Production (owned by the CTO, Marta Zielińska), Staging and the Data platform (owned by the data
lead); 26 checks, 30 days of pings on each check's schedule counted from today's midnight UTC (hourly jobs at :05,
daily ones at their hour), so builds a whole number of days apart agree; planted failures are at fixed hours away from
the 7- and 30-day boundaries.

Planted signals:

* down now: ``db-backup-nightly`` (the last two nights' runs failed with exit status 2: the dump ran out of disk) and
  ``ksef-upload`` (KSeF, the national e-invoice system, stopped answering 3 hours ago: no ping since); ``pdf-render``
  is late (its hourly ping is 75 minutes old, inside its 30-minute grace), still ``up``;
* failures in the last 7 days: ``currency-rates`` 9 (the hourly NBP rate feed's flaky mornings),
  ``db-backup-nightly`` 2, ``sftp-import`` 1; in the last 30 days ``currency-rates`` also leads, 21;
* ``invoice-batch`` runs about 18 minutes (start and success pings share a run id); the nightly backup's last run
  took 41 minutes before failing;
* two paused checks, one check in Staging never pinged, three checks on no channel;
* the Slack channel's webhook was revoked 10 days ago: its notifications since then failed (``error`` set).
"""

from __future__ import annotations

import datetime
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE auth_user (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, password varchar(128) NOT NULL,
  last_login datetime NULL, is_superuser bool NOT NULL, username varchar(150) NOT NULL UNIQUE, last_name varchar(150)
  NOT NULL, email varchar(254) NOT NULL, is_staff bool NOT NULL, is_active bool NOT NULL, date_joined datetime NOT NULL,
  first_name varchar(150) NOT NULL);
CREATE TABLE accounts_profile (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, next_report_date datetime NULL,
  reports varchar(10) NOT NULL, nag_period bigint NOT NULL, next_nag_date datetime NULL, ping_log_limit integer NOT
  NULL, check_limit integer NOT NULL, token varchar(128) NOT NULL, sms_limit integer NOT NULL, sms_sent integer NOT
  NULL, team_limit integer NOT NULL, sort varchar(20) NOT NULL, deletions_limit integer NOT NULL, tz varchar(36) NOT
  NULL, theme varchar(10) NULL, user_id integer NOT NULL UNIQUE REFERENCES auth_user (id) DEFERRABLE INITIALLY
  DEFERRED);
CREATE TABLE accounts_project (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, code char(32) NOT NULL UNIQUE,
  name varchar(200) NOT NULL, api_key varchar(128) NOT NULL, api_key_readonly varchar(128) NOT NULL,
  badge_key varchar(150) NOT NULL UNIQUE, ping_key varchar(128) NULL UNIQUE, show_slugs bool NOT NULL,
  owner_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE accounts_member (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, transfer_request_date datetime NULL,
  role varchar(1) NOT NULL, project_id integer NOT NULL REFERENCES accounts_project (id) DEFERRABLE INITIALLY DEFERRED,
  user_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED, UNIQUE (user_id, project_id));
CREATE TABLE accounts_credential (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, code char(32) NOT NULL UNIQUE,
  name varchar(100) NOT NULL, data blob NOT NULL, created datetime NOT NULL, user_id integer NOT NULL REFERENCES
  auth_user (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE api_check (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, name varchar(100) NOT NULL, slug varchar(100)
  NOT NULL, tags varchar(500) NOT NULL, code char(32) NOT NULL UNIQUE, "desc" text NOT NULL, created datetime NOT NULL,
  kind varchar(10) NOT NULL, timeout bigint NOT NULL, grace bigint NOT NULL, schedule varchar(100) NOT NULL,
  tz varchar(36) NOT NULL, subject varchar(200) NOT NULL, subject_fail varchar(200) NOT NULL, methods varchar(30) NOT
  NULL, manual_resume bool NOT NULL, n_pings integer NOT NULL, last_ping datetime NULL, last_start datetime NULL,
  last_start_rid char(32) NULL, last_duration bigint NULL, has_confirmation_link bool NOT NULL, alert_after datetime
  NULL, status varchar(6) NOT NULL, badge_key char(32) NULL UNIQUE, project_id integer NOT NULL REFERENCES
  accounts_project (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE api_ping (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, n integer NULL, created datetime NOT NULL,
  scheme varchar(10) NOT NULL, remote_addr char(39) NULL, method varchar(10) NOT NULL, ua varchar(200) NOT NULL,
  body_raw blob NULL, object_size integer NULL, kind varchar(6) NULL, exitstatus smallint NULL, rid char(32) NULL,
  owner_id integer NOT NULL REFERENCES api_check (id) DEFERRABLE INITIALLY DEFERRED);
CREATE INDEX api_ping_owner_id_n ON api_ping (owner_id, n);
CREATE TABLE api_channel (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, name varchar(100) NOT NULL, code char(32) NOT
  NULL UNIQUE, created datetime NOT NULL, kind varchar(20) NOT NULL, value text NOT NULL, email_verified bool NOT NULL,
  disabled bool NULL, last_notify datetime NULL, last_error varchar(200) NOT NULL, project_id integer NOT NULL
  REFERENCES accounts_project (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE api_channel_checks (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, channel_id integer NOT NULL REFERENCES
  api_channel (id) DEFERRABLE INITIALLY DEFERRED, check_id integer NOT NULL REFERENCES api_check (id) DEFERRABLE
  INITIALLY DEFERRED, UNIQUE (channel_id, check_id));
CREATE TABLE api_flip (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, created datetime NOT NULL, processed datetime
  NULL, old_status varchar(8) NOT NULL, new_status varchar(8) NOT NULL, reason varchar(8) NOT NULL, owner_id integer NOT
  NULL REFERENCES api_check (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE api_notification (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, code char(32) NOT NULL UNIQUE,
  check_status varchar(6) NOT NULL, created datetime NOT NULL, error varchar(200) NOT NULL, channel_id integer NOT NULL
  REFERENCES api_channel (id) DEFERRABLE INITIALLY DEFERRED, owner_id integer NULL REFERENCES api_check (id)
  DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE api_tokenbucket (value varchar(80) NOT NULL PRIMARY KEY, tokens real NOT NULL, updated datetime NOT NULL);
"""

SECOND = 1_000_000  # a DurationField's unit: microseconds
HOUR = 3600 * SECOND
DAYS = 30
PING_LOG_LIMIT = 1000
MIN_TIMEOUT = 5  # minutes: the every-minute queue worker's period is set to five, so a slow minute raises no alarm
USERS = [
    ("marta", "Marta", "Zielińska", 0),
    ("tomasz", "Tomasz", "Wójcik", 1),
    ("agnieszka", "Agnieszka", "Kowal", 2),
    ("piotr", "Piotr", "Nowak", 3),
    ("ola", "Aleksandra", "Mazur", 45),
    ("kuba", "Jakub", "Lis", 5),
    ("ewa", "Ewa", "Dąbrowska", 62),
    ("bartek", "Bartłomiej", "Krawczyk", 1),
]  # (username, first, last, days idle)
PROJECTS = [("Production", "marta"), ("Staging", "marta"), ("Data platform", "agnieszka")]
MEMBERS = [("Production", "tomasz", "m"), ("Production", "piotr", "w"), ("Production", "kuba", "w"),
           ("Production", "ewa", "r"), ("Staging", "tomasz", "w"), ("Staging", "piotr", "w"),
           ("Staging", "bartek", "w"),
           ("Data platform", "ola", "w"), ("Data platform", "bartek", "r"), ("Data platform", "marta", "r"),
           ("Data platform", "kuba", "r")]  # fmt: skip
# name: (project, kind, period minutes or cron, minute of day/hour it runs, grace minutes, runtime minutes, status)
CHECKS: dict[str, tuple[str, str, int, int, int, int, str]] = {
    "db-backup-nightly": ("Production", "cron", 1440, 120, 60, 41, "down"),
    "ksef-upload": ("Production", "simple", 15, 3, 10, 0, "down"),
    "pdf-render": ("Production", "simple", 60, 5, 30, 0, "up"),
    "invoice-batch": ("Production", "cron", 1440, 60, 60, 18, "up"),
    "currency-rates": ("Production", "simple", 60, 15, 30, 0, "up"),
    "sftp-import": ("Production", "simple", 60, 20, 30, 0, "up"),
    "queue-worker": ("Production", "simple", 1, 0, 5, 0, "up"),
    "email-digest": ("Production", "cron", 1440, 360, 60, 0, "up"),
    "cert-renewal": ("Production", "cron", 1440, 200, 120, 0, "up"),
    "db-vacuum": ("Production", "cron", 1440, 240, 60, 0, "up"),
    "reminder-mailer": ("Production", "simple", 60, 30, 15, 0, "up"),
    "jpk-export": ("Production", "cron", 1440, 300, 120, 0, "up"),
    "search-reindex": ("Production", "simple", 360, 45, 60, 0, "up"),
    "s3-lifecycle": ("Production", "cron", 1440, 90, 240, 0, "up"),
    "legacy-fax-bridge": ("Production", "simple", 60, 10, 60, 0, "paused"),
    "staging-refresh": ("Staging", "cron", 1440, 180, 60, 0, "up"),
    "staging-backup": ("Staging", "cron", 1440, 150, 60, 0, "up"),
    "staging-e2e": ("Staging", "simple", 120, 15, 30, 0, "up"),
    "staging-ksef-sandbox": ("Staging", "simple", 60, 25, 30, 0, "paused"),
    "staging-load-test": ("Staging", "simple", 1440, 0, 60, 0, "new"),
    "dwh-load": ("Data platform", "cron", 1440, 150, 60, 0, "up"),
    "dbt-run": ("Data platform", "cron", 1440, 210, 60, 0, "up"),
    "metabase-cache": ("Data platform", "simple", 60, 40, 30, 0, "up"),
    "events-compaction": ("Data platform", "cron", 1440, 270, 120, 0, "up"),
    "churn-model": ("Data platform", "cron", 1440, 330, 120, 0, "up"),
    "gdpr-purge": ("Data platform", "cron", 1440, 60, 120, 0, "up"),
}
# check: the runs that failed, as (days ago, hour of the run); none today or exactly 7 or 30 days ago
FAILURES: dict[str, set[tuple[int, int]]] = {
    "currency-rates": {(day, 7) for day in (1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15, 17, 19, 22, 24, 27, 29)}
    | {(day, 8) for day in (2, 4, 6)},
    "db-backup-nightly": {(1, 2), (2, 2), (16, 2)},
    "sftp-import": {(4, 11)},
}
NO_CHANNEL = ("staging-load-test", "staging-e2e", "legacy-fax-bridge")
CHANNELS = [("Production", "Ops e-mail", "email", "ops@fakturek.example"),
            ("Production", "Slack #prod-alerts", "slack", '{"team_name": "fakturek", "incoming_webhook": {"url": "https://hooks.slack.example/T1/B2/xyz"}}'),
            ("Production", "PagerDuty on-call", "pd", '{"service_key": "pd-1234", "account": "fakturek"}'),
            ("Staging", "Staging Telegram", "telegram", '{"id": -100777, "type": "group", "name": "staging-alerts"}'),
            ("Data platform", "Data team e-mail", "email", "data@fakturek.example"),
            ("Data platform", "ntfy data", "ntfy", '{"topic": "fakturek-data", "url": "https://ntfy.sh"}')]  # fmt: skip
SLACK_REVOKED_DAYS = 10


def _us(moment: datetime.datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S.%f")


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def code() -> str:
        return uuid.UUID(int=rng.getrandbits(128), version=4).hex

    def at(day: int, minutes: int) -> datetime.datetime:
        return clock.at(day, minutes) + datetime.timedelta(microseconds=rng.randrange(1_000_000))

    users = {}
    for number, (username, first, last, idle) in enumerate(USERS, 1):
        users[username] = number
        login = clock.now - datetime.timedelta(days=idle, hours=3 + number)
        db.execute(
            "INSERT INTO auth_user (id, password, last_login, is_superuser, username, last_name, email, is_staff,"
            " is_active, date_joined, first_name) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (number, "pbkdf2_sha256$720000$" + code(), _us(login), int(username == "marta"), username, last,
             f"{username}@fakturek.example", int(username == "marta"), int(username != "ewa"),
             _us(at(-500 + 30 * number, 600)), first),
        )  # fmt: skip
        reports = {"marta": "weekly", "agnieszka": "monthly", "tomasz": "monthly", "ola": "weekly"}.get(username, "off")
        db.execute(
            "INSERT INTO accounts_profile (next_report_date, reports, nag_period, next_nag_date, ping_log_limit,"
            " check_limit, token, sms_limit, sms_sent, team_limit, sort, deletions_limit, tz, theme, user_id)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (_us(clock.at(3, 540)) if reports != "off" else None, reports, HOUR if username in ("marta", "tomasz")
             else 0, None, PING_LOG_LIMIT, 500, "", 50, 0, 9, "created", 10, "Europe/Warsaw",
             "dark" if number % 3 == 0 else None, number),
        )  # fmt: skip
    projects = {}
    for number, (name, owner) in enumerate(PROJECTS, 1):
        projects[name] = number
        db.execute(
            "INSERT INTO accounts_project (id, code, name, api_key, api_key_readonly, badge_key, ping_key, show_slugs,"
            " owner_id) VALUES (?,?,?,?,?,?,?,?,?)",
            (number, code(), name, code(), code(), code(), code()[:22], 1, users[owner]),
        )
    db.executemany(
        "INSERT INTO accounts_member (transfer_request_date, role, project_id, user_id) VALUES (?,?,?,?)",
        [(None, role, projects[project], users[user]) for project, user, role in MEMBERS],
    )
    db.executemany(
        "INSERT INTO accounts_credential (code, name, data, created, user_id) VALUES (?,?,?,?,?)",
        [(code(), "YubiKey 5C", b"\xa1\x01" + rng.randbytes(60), _us(at(-200, 700)), users["marta"]),
         (code(), "Backup key", b"\xa1\x01" + rng.randbytes(60), _us(at(-199, 710)), users["marta"]),
         (code(), "MacBook Touch ID", b"\xa1\x01" + rng.randbytes(60), _us(at(-80, 800)), users["tomasz"])],
    )  # fmt: skip
    channels = {}
    for number, (project, name, kind, value) in enumerate(CHANNELS, 1):
        channels[name] = number
        broken = kind == "slack"
        db.execute(
            "INSERT INTO api_channel (id, name, code, created, kind, value, email_verified, disabled, last_notify,"
            " last_error, project_id) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (number, name, code(), _us(at(-300 + number, 600)), kind, value, int(kind == "email"), 0, None,
             "Slack replied with HTTP 404: invalid_token" if broken else "", projects[project]),
        )  # fmt: skip
    pings: list[tuple[object, ...]] = []
    flips: list[tuple[str, str, str, str, str, int]] = []
    for number, (name, (project, kind, period, offset, grace, runtime, status)) in enumerate(CHECKS.items(), 1):
        schedule = "* * * * *"
        if kind == "cron":
            schedule = f"{offset % 60} {offset // 60} * * *"
        tags = {"Production": "prod", "Staging": "staging", "Data platform": "data"}[project]
        if name.startswith(("db-", "staging-backup", "s3-")):
            tags += " backup"
        runs: list[tuple[datetime.datetime, bool, int | None]] = []  # (moment, failed, exit status)
        if status != "new":
            step = datetime.timedelta(minutes=period)
            moment = clock.midnight - datetime.timedelta(days=DAYS) + datetime.timedelta(minutes=offset)
            stop = clock.now
            if name == "ksef-upload":
                stop = clock.now - datetime.timedelta(hours=3)
            if name == "pdf-render":
                stop = clock.now - datetime.timedelta(minutes=75)
            if name == "db-backup-nightly":  # failed the last two nights; tonight's run has not reported
                stop = clock.midnight
            if status == "paused":
                stop = clock.midnight - datetime.timedelta(days=12)
            while moment <= stop:
                day = (moment.date() - clock.midnight.date()).days
                failed = (-day, moment.hour) in FAILURES.get(name, set())
                runs.append((moment, failed, 2 if name == "db-backup-nightly" and failed else (1 if failed else None)))
                moment += step
            if name == "pdf-render":  # the late one: pings on the hour's :05, the last 75 minutes ago
                hourly = [clock.now - datetime.timedelta(minutes=75 + 60 * k) for k in range(24 * DAYS)]
                runs = [(moment, False, None) for moment in reversed(hourly)]
        kept = runs[-PING_LOG_LIMIT:]
        n_total = len(runs) * (2 if runtime else 1)
        n = n_total - len(kept) * (2 if runtime else 1)
        addr = {"Production": "10.1.4.", "Staging": "10.2.4.", "Data platform": "10.3.4."}[project] + str(10 + number)
        for moment, failed, exit_status in kept:
            rid = code() if runtime else None
            if runtime:
                n += 1
                pings.append((n, _us(moment), "https", addr, "POST", "curl/7.88.1", None, 0, "start", None, rid,
                              number))  # fmt: skip
                moment = moment + datetime.timedelta(minutes=runtime, seconds=rng.randrange(-40, 40))
            n += 1
            kind_ = "fail" if failed else None
            body = (
                b"pg_dump: error: could not write to output file: No space left on device" if exit_status == 2 else None
            )
            pings.append((n, _us(moment), "https", addr, "POST", "curl/7.88.1", body, len(body or b""), kind_,
                          exit_status, rid, number))  # fmt: skip
        final = runs[-1][0] if runs else None
        last_ping = None
        if final is not None:
            last_ping = final + datetime.timedelta(minutes=runtime) if runtime else final
        db.execute(
            'INSERT INTO api_check (id, name, slug, tags, code, "desc", created, kind, timeout, grace, schedule, tz,'
            " subject, subject_fail, methods, manual_resume, n_pings, last_ping, last_start, last_start_rid,"
            " last_duration, has_confirmation_link, alert_after, status, badge_key, project_id)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (number, name, name, tags, code(), "", _us(at(-DAYS - 40 - number, 600)), kind,
             max(period, MIN_TIMEOUT) * 60 * SECOND if kind == "simple" else 86400 * SECOND, grace * 60 * SECOND,
             schedule,
             "Europe/Warsaw" if kind == "cron" and number % 2 else "UTC", "", "", "",
             int(name == "db-backup-nightly"), n_total, _us(last_ping) if last_ping else None, None, None,
             runtime * 60 * SECOND if runtime else None, 0,
             _us(last_ping + datetime.timedelta(minutes=period + grace)) if last_ping and status == "up" else None,
             status, code(), projects[project]),
        )  # fmt: skip
        # flips: every failed run takes the check down and the next good run brings it back up
        was_down = False
        for moment, failed, _ in runs:
            if failed and not was_down:
                flips.append((_us(moment), _us(moment + datetime.timedelta(seconds=30)), "up", "down", "fail", number))
                was_down = True
            elif not failed and was_down:
                flips.append((_us(moment), _us(moment + datetime.timedelta(seconds=30)), "down", "up", "", number))
                was_down = False
        if name == "ksef-upload":
            down = clock.now - datetime.timedelta(hours=3) + datetime.timedelta(minutes=period + grace)
            flips.append((_us(down), _us(down + datetime.timedelta(seconds=40)), "up", "down", "timeout", number))
        if status == "paused":
            paused = clock.midnight - datetime.timedelta(days=12) + datetime.timedelta(hours=9)
            flips.append((_us(paused), _us(paused), "up", "paused", "", number))
    db.executemany(
        "INSERT INTO api_ping (n, created, scheme, remote_addr, method, ua, body_raw, object_size, kind, exitstatus,"
        " rid, owner_id) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        pings,
    )
    flips.sort()
    db.executemany(
        "INSERT INTO api_flip (created, processed, old_status, new_status, reason, owner_id) VALUES (?,?,?,?,?,?)",
        flips,
    )
    check_ids = {name: number for number, name in enumerate(CHECKS, 1)}
    project_channels = {
        "Production": ["Ops e-mail", "Slack #prod-alerts"],
        "Staging": ["Staging Telegram"],
        "Data platform": ["Data team e-mail", "ntfy data"],
    }
    links = []
    for name, (project, *_rest) in CHECKS.items():
        if name in NO_CHANNEL:
            continue
        chosen = list(project_channels[project])
        if name in ("db-backup-nightly", "ksef-upload", "invoice-batch"):
            chosen.append("PagerDuty on-call")
        links += [(channels[channel], check_ids[name]) for channel in chosen]
    db.executemany("INSERT INTO api_channel_checks (channel_id, check_id) VALUES (?,?)", links)
    linked: dict[int, list[int]] = {}
    for channel, check in links:
        linked.setdefault(check, []).append(channel)
    revoked = clock.midnight - datetime.timedelta(days=SLACK_REVOKED_DAYS)
    notifications = []
    for _, processed, _, new_status, _, check in flips:
        if new_status not in ("up", "down"):
            continue
        for channel in linked.get(check, []):
            moment = datetime.datetime.strptime(processed, "%Y-%m-%d %H:%M:%S.%f")
            error = ""
            if channel == channels["Slack #prod-alerts"] and moment >= revoked:
                error = "Slack replied with HTTP 404: invalid_token"
            notifications.append((code(), new_status, processed, error, channel, check))
    db.executemany(
        "INSERT INTO api_notification (code, check_status, created, error, channel_id, owner_id) VALUES (?,?,?,?,?,?)",
        notifications,
    )
    db.executemany(
        "INSERT INTO api_tokenbucket (value, tokens, updated) VALUES (?,?,?)",
        [("login-" + code()[:16], 0.8, _us(at(-1, 600))), ("signup-" + code()[:16], 1.0, _us(at(-3, 700))),
         ("ping-" + code()[:16], 0.95, _us(clock.now))],
    )  # fmt: skip
    close_checked(db, "cronjobs")
