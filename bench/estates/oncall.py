"""A Gothenburg ferry-ticketing company's on-call (Kattegatt Biljett AB's operations) as a GoAlert database in SQLite.

GoAlert (Target's open-source on-call scheduling, alerting and escalation service, Go on PostgreSQL) keeps its records
in plain snake_case tables, copied here into SQLite with its conventions: **UUID text keys** on everything but alerts,
their logs and the on-call history (``bigserial``), PostgreSQL enums as lower-case (or upper-case) text, ``timestamptz``
text in UTC with microseconds and ``+00:00``, ``interval`` text such as ``00:15:00``, ``time`` text for a rule's hours,
booleans 0/1, and:

* ``services`` point at an ``escalation_policies`` row; **``maintenance_expires_at`` in the future puts a service in
  maintenance mode** (its alerts are not escalated); ``integration_keys`` (``type`` ``generic``, ``grafana``,
  ``prometheusAlertmanager``, ``email``, ``site24x7``) and ``heartbeat_monitors`` (``heartbeat_interval`` an interval,
  ``last_state`` ``inactive``, ``healthy`` or ``unhealthy``, ``last_heartbeat``) belong to a service;
* ``escalation_policies`` (``repeat``, a denormalised ``step_count``), their ``escalation_policy_steps`` (``delay`` in
  minutes, ``step_number`` from 0) and **``escalation_policy_actions``, one target per row: exactly one of
  ``user_id``, ``schedule_id``, ``rotation_id`` and ``channel_id`` set**;
* **``alerts.status`` is ``triggered`` (not yet acknowledged), ``active`` (acknowledged, still open) or ``closed``**;
  ``source`` the integration that raised it (``grafana``, ``manual``, ``generic``, ``email``,
  ``prometheusAlertmanager``...), ``escalation_level`` how many times it escalated, ``dedup_key``, ``summary``;
* **``alert_logs`` is the only record of when an alert was acknowledged or closed**: ``event`` (``created``,
  ``notification_sent``, ``escalated``, ``acknowledged``, ``closed``, ``duplicate_suppressed``,
  ``no_notification_sent``, ``status_changed``...) at ``timestamp``, and **a polymorphic subject**: ``sub_type``
  ``user``, ``integration_key``, ``heartbeat_monitor`` or ``channel`` with the one matching ``sub_user_id``,
  ``sub_integration_key_id``, ``sub_hb_monitor_id`` or ``sub_channel_id`` set, ``sub_classifier`` (``SMS``,
  ``Web``...);
* ``users`` (``role`` ``user`` or ``admin``), ``user_contact_methods`` (``type`` ``SMS``, ``VOICE``, ``EMAIL``,
  ``WEBHOOK``, ``SLACK_DM``; **``disabled`` 1 for one that no longer works**, ``pending`` 1 until verified) and
  ``user_notification_rules`` (``delay_minutes`` after an alert);
* ``rotations`` (``type`` ``weekly``, ``daily`` or ``hourly``, ``shift_length``, ``start_time``), their
  ``rotation_participants`` by ``position`` (a user may appear twice) and ``rotation_state`` (the current participant);
  ``schedules`` with ``schedule_rules`` (a flag per weekday, ``start_time``/``end_time`` as ``time``, targeting a user
  or a rotation) and ``user_overrides`` (``add_user_id``/``remove_user_id``); **``schedule_on_call_users`` is the
  history of who was on call for each schedule, ``end_time`` NULL for who is on call now**;
* ``outgoing_messages``, every notification sent or tried: ``message_type`` (``alert_notification``,
  ``verification_message``, ``test_notification``...), ``last_status`` (``pending``, ``sending``, ``queued_remotely``,
  ``sent``, ``delivered``, ``failed``, ``bundled``), the contact method, user, alert and service;
  ``notification_channels`` the Slack channels.

Departures: psql prints ``+00`` where this copy has ``+00:00`` (which SQLite's date functions read); the tables keep
the columns the questions and joins need, not GoAlert's every one (no ``alert_metrics``, ``engine_processing_versions``,
``labels``, ``user_favorites``, ``auth_*``...).

Data reaches 60 days back from ``now``; every time falls on whole minutes of a day counted from today's midnight,
today's only well before ``now`` and none within a quarter of an hour of ``now``'s time of day.

Planted signals:

* 6 alerts are still unacknowledged and 9 acknowledged but open; Payments Gateway had the most alerts in the last 7
  days; Legacy Timetable Sync never had one; Data Warehouse takes the longest to close its alerts;
* Astrid Lindqvist acknowledged the most alerts in the last 30 days; Viktor Ek is on call for the Payments schedule
  now;
* Nils Berg and Elin Sjöberg have no contact method and all of Oskar Holm's are disabled; seven SMS to a wrong number
  failed in the last 7 days; SMS carries most notifications, Slack direct messages the rest (for who has Slack);
* the nightly-etl and backup-verify heartbeats are unhealthy; Website is in maintenance; Payments Escalation has the
  most steps; Platform Weekly has the most people in its rotation.
"""

from __future__ import annotations

import datetime
import json
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id UUID PRIMARY KEY, bio TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', role TEXT NOT NULL DEFAULT 'user',
  name TEXT NOT NULL, avatar_url TEXT NOT NULL DEFAULT '', alert_status_log_contact_method_id UUID
);
CREATE TABLE user_contact_methods (
  id UUID PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, value TEXT NOT NULL, disabled BOOLEAN NOT NULL,
  user_id UUID NOT NULL REFERENCES users (id), pending BOOLEAN NOT NULL, last_test_verify_at TIMESTAMPTZ,
  enable_status_updates BOOLEAN NOT NULL, UNIQUE (name, type, user_id), UNIQUE (type, value)
);
CREATE TABLE user_notification_rules (
  id UUID PRIMARY KEY, delay_minutes INTEGER NOT NULL, contact_method_id UUID NOT NULL REFERENCES
  user_contact_methods (id), user_id UUID NOT NULL REFERENCES users (id), created_at TIMESTAMPTZ
);
CREATE TABLE notification_channels (
  id UUID PRIMARY KEY, created_at TIMESTAMPTZ NOT NULL, type TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
  meta JSONB
);
CREATE TABLE escalation_policies (
  id UUID PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL DEFAULT '', repeat INTEGER NOT NULL,
  step_count INTEGER NOT NULL
);
CREATE TABLE escalation_policy_steps (
  id UUID PRIMARY KEY, delay INTEGER NOT NULL, step_number INTEGER NOT NULL,
  escalation_policy_id UUID NOT NULL REFERENCES escalation_policies (id), UNIQUE (escalation_policy_id, step_number)
);
CREATE TABLE schedules (
  id UUID PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL DEFAULT '', time_zone TEXT NOT NULL,
  last_processed TIMESTAMPTZ
);
CREATE TABLE rotations (
  id UUID PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL DEFAULT '', type TEXT NOT NULL,
  start_time TIMESTAMPTZ NOT NULL, shift_length BIGINT NOT NULL, time_zone TEXT NOT NULL, last_processed TIMESTAMPTZ,
  participant_count INTEGER NOT NULL
);
CREATE TABLE escalation_policy_actions (
  id UUID PRIMARY KEY, escalation_policy_step_id UUID NOT NULL REFERENCES escalation_policy_steps (id),
  user_id UUID REFERENCES users (id), schedule_id UUID REFERENCES schedules (id),
  rotation_id UUID REFERENCES rotations (id), channel_id UUID REFERENCES notification_channels (id)
);
CREATE TABLE services (
  id UUID PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL DEFAULT '',
  escalation_policy_id UUID NOT NULL REFERENCES escalation_policies (id), maintenance_expires_at TIMESTAMPTZ
);
CREATE TABLE integration_keys (
  id UUID PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, service_id UUID NOT NULL REFERENCES services (id)
);
CREATE TABLE heartbeat_monitors (
  id UUID PRIMARY KEY, name TEXT NOT NULL, service_id UUID NOT NULL REFERENCES services (id),
  heartbeat_interval INTERVAL NOT NULL, last_state TEXT NOT NULL DEFAULT 'inactive', last_heartbeat TIMESTAMPTZ,
  additional_details TEXT, muted TEXT
);
CREATE TABLE rotation_participants (
  id UUID PRIMARY KEY, rotation_id UUID NOT NULL REFERENCES rotations (id), position INTEGER NOT NULL,
  user_id UUID NOT NULL REFERENCES users (id), UNIQUE (rotation_id, position)
);
CREATE TABLE rotation_state (
  rotation_id UUID PRIMARY KEY REFERENCES rotations (id), position INTEGER NOT NULL,
  rotation_participant_id UUID NOT NULL REFERENCES rotation_participants (id), shift_start TIMESTAMPTZ NOT NULL,
  version INTEGER NOT NULL DEFAULT 2
);
CREATE TABLE schedule_rules (
  id UUID PRIMARY KEY, schedule_id UUID NOT NULL REFERENCES schedules (id), sunday BOOLEAN NOT NULL,
  monday BOOLEAN NOT NULL, tuesday BOOLEAN NOT NULL, wednesday BOOLEAN NOT NULL, thursday BOOLEAN NOT NULL,
  friday BOOLEAN NOT NULL, saturday BOOLEAN NOT NULL, start_time TIME NOT NULL, end_time TIME NOT NULL,
  created_at TIMESTAMPTZ NOT NULL, tgt_user_id UUID REFERENCES users (id),
  tgt_rotation_id UUID REFERENCES rotations (id),
  is_active BOOLEAN NOT NULL
);
CREATE TABLE user_overrides (
  id UUID PRIMARY KEY, add_user_id UUID REFERENCES users (id), remove_user_id UUID REFERENCES users (id),
  start_time TIMESTAMPTZ NOT NULL, end_time TIMESTAMPTZ NOT NULL,
  tgt_schedule_id UUID NOT NULL REFERENCES schedules (id)
);
CREATE TABLE schedule_on_call_users (
  schedule_id UUID NOT NULL REFERENCES schedules (id), start_time TIMESTAMPTZ NOT NULL, end_time TIMESTAMPTZ,
  user_id UUID NOT NULL REFERENCES users (id), id BIGINT PRIMARY KEY
);
CREATE TABLE alerts (
  id BIGINT PRIMARY KEY, service_id UUID REFERENCES services (id), source TEXT NOT NULL, status TEXT NOT NULL,
  escalation_level INTEGER NOT NULL, last_escalation TIMESTAMPTZ, last_processed TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL, dedup_key TEXT, summary TEXT NOT NULL, details TEXT NOT NULL DEFAULT ''
);
CREATE TABLE alert_logs (
  id BIGINT PRIMARY KEY, alert_id BIGINT REFERENCES alerts (id), timestamp TIMESTAMPTZ, event TEXT NOT NULL,
  message TEXT NOT NULL, sub_type TEXT, sub_user_id UUID REFERENCES users (id),
  sub_integration_key_id UUID REFERENCES integration_keys (id),
  sub_hb_monitor_id UUID REFERENCES heartbeat_monitors (id),
  sub_channel_id UUID REFERENCES notification_channels (id), sub_classifier TEXT NOT NULL DEFAULT '', meta JSONB
);
CREATE TABLE outgoing_messages (
  id UUID PRIMARY KEY, message_type TEXT NOT NULL, contact_method_id UUID REFERENCES user_contact_methods (id),
  created_at TIMESTAMPTZ NOT NULL, last_status TEXT NOT NULL, last_status_at TIMESTAMPTZ, status_details TEXT NOT NULL,
  fired_at TIMESTAMPTZ, sent_at TIMESTAMPTZ, retry_count INTEGER NOT NULL, user_id UUID REFERENCES users (id),
  alert_id BIGINT REFERENCES alerts (id), service_id UUID REFERENCES services (id),
  escalation_policy_id UUID REFERENCES escalation_policies (id), provider_msg_id TEXT
);
"""

USERS = ["Astrid Lindqvist", "Viktor Ek", "Johan Nilsson", "Sara Persson", "Maja Nyström", "Erik Lund",
         "Karin Dahl", "Oskar Holm", "Ida Wallin", "Nils Berg", "Elin Sjöberg", "Linnea Strand"]  # fmt: skip
NO_CONTACT = ("Nils Berg", "Elin Sjöberg")
ALL_DISABLED = "Oskar Holm"
# policy: [(delay minutes, targets)]; a target is "rotation:NAME", "schedule:NAME", "user:NAME" or "channel:NAME"
POLICIES = {
    "Platform Primary": [(15, ["schedule:Platform"]), (15, ["user:Johan Nilsson"]), (30, ["user:Elin Sjöberg"])],
    "Payments Escalation": [(10, ["schedule:Payments"]), (10, ["rotation:Platform Weekly"]),
                            (15, ["user:Johan Nilsson", "channel:#payments-incidents"]), (30, ["user:Elin Sjöberg"])],
    "Business Hours": [(30, ["channel:#ops"])],
    "Data Team": [(20, ["schedule:Data"]), (30, ["user:Ida Wallin"])],
    "Website": [(15, ["schedule:Web"]), (30, ["user:Sara Persson"])],
}  # fmt: skip
# service: (policy, weight of alerts, integration key types, mean minutes to close)
SERVICES = {
    "Booking API": ("Platform Primary", 5, ["prometheusAlertmanager", "grafana"], 45),
    "Payments Gateway": ("Payments Escalation", 4, ["prometheusAlertmanager", "generic"], 35),
    "Mobile App Backend": ("Platform Primary", 3, ["prometheusAlertmanager"], 50),
    "Check-in Kiosks": ("Business Hours", 2, ["email"], 90),
    "Website": ("Website", 2, ["site24x7", "grafana"], 40),
    "Data Warehouse": ("Data Team", 2, ["grafana"], 260),
    "Email Relay": ("Business Hours", 1, ["generic"], 60),
    "Legacy Timetable Sync": ("Business Hours", 0, [], 60),
}
# rotation: (type, participants in order)
ROTATIONS = {
    "Platform Weekly": ("weekly", ["Astrid Lindqvist", "Johan Nilsson", "Erik Lund", "Karin Dahl", "Linnea Strand",
                                   "Sara Persson"]),
    "Payments Weekly": ("weekly", ["Viktor Ek", "Maja Nyström", "Astrid Lindqvist", "Erik Lund"]),
    "Data Daily": ("daily", ["Ida Wallin", "Karin Dahl", "Oskar Holm"]),
    "Web Weekly": ("weekly", ["Sara Persson", "Linnea Strand", "Maja Nyström"]),
}  # fmt: skip
SCHEDULES = {"Platform": "Platform Weekly", "Payments": "Payments Weekly", "Data": "Data Daily", "Web": "Web Weekly"}
SUMMARIES = {
    "Booking API": ["High 5xx rate on booking-api", "booking-api p99 latency above 2s",
                    "Pod crash looping: booking-api"],
    "Payments Gateway": ["Card authorisation failures above 5%", "Swish callback queue backing up",
                         "Payment provider timeout rate high"],
    "Mobile App Backend": ["Push notification backlog", "High error rate on /v2/trips", "Redis memory above 90%"],
    "Check-in Kiosks": ["Kiosk offline: Stena terminal 3", "Boarding-pass printer out of paper"],
    "Website": ["Homepage synthetic check failing", "TLS certificate expires in 7 days"],
    "Data Warehouse": ["Nightly load late", "dbt run failed", "Warehouse disk above 85%"],
    "Email Relay": ["Outbound mail queue above 500", "Bounce rate high"],
}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def new_id() -> str:
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    def stamp(moment: datetime.datetime) -> str:
        """PostgreSQL's timestamptz as this copy writes it: microseconds and ``+00:00``."""
        return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randrange(1000000):06d}+00:00"

    def when(day: int, low: int = 0, high: int = 1435) -> datetime.datetime:
        return clock.clear_of_now(rng, day, low, high)

    uid = {name: new_id() for name in USERS}
    for name in USERS:
        first = name.split()[0].lower()
        db.execute(
            "INSERT INTO users (id, email, role, name) VALUES (?, ?, ?, ?)",
            (uid[name], f"{first}@kattegattbiljett.se", "admin" if name in ("Elin Sjöberg", "Johan Nilsson") else
             "user", name),
        )  # fmt: skip
    contact: dict[str, list[tuple[str, str]]] = {}  # user: [(id, type)] of working methods
    for k, name in enumerate(USERS):
        if name in NO_CONTACT:
            continue
        first = name.split()[0].lower()
        methods = [("Mobil", "SMS", f"+46701{k:02d}{rng.randint(1000, 9999)}"),
                   ("Mobil", "VOICE", f"+46701{k:02d}{rng.randint(1000, 9999)}"),
                   ("Jobb", "EMAIL", f"{first}@kattegattbiljett.se")]  # fmt: skip
        if k % 3 == 0:
            methods.append(("Slack", "SLACK_DM", f"U0{rng.getrandbits(32):08X}"))
        for label, kind, value in methods:
            ident = new_id()
            disabled = int(name == ALL_DISABLED)
            db.execute(
                "INSERT INTO user_contact_methods VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (
                    ident,
                    label,
                    kind,
                    value,
                    disabled,
                    uid[name],
                    stamp(when(-rng.randint(70, 400))),
                    int(kind == "SMS"),
                ),
            )
            if not disabled:
                contact.setdefault(name, []).append((ident, kind))
            if kind in ("SMS", "EMAIL") or (kind == "VOICE" and not disabled):
                db.execute(
                    "INSERT INTO user_notification_rules VALUES (?, ?, ?, ?, ?)",
                    (new_id(), {"SMS": 0, "EMAIL": 0, "VOICE": 5}[kind], ident, uid[name],
                     stamp(when(-rng.randint(70, 400)))),
                )  # fmt: skip
    channels = {name: new_id() for name in ("#payments-incidents", "#ops")}
    for name, ident in channels.items():
        db.execute(
            "INSERT INTO notification_channels VALUES (?, ?, 'SLACK', ?, ?, ?)",
            (ident, stamp(when(-300)), name, f"C0{rng.getrandbits(32):08X}", json.dumps({})),
        )

    rotation_ids = {name: new_id() for name in ROTATIONS}
    participants: dict[str, list[str]] = {}
    for name, (kind, people) in ROTATIONS.items():
        db.execute(
            "INSERT INTO rotations VALUES (?, ?, '', ?, ?, 1, 'Europe/Stockholm', ?, ?)",
            (rotation_ids[name], name, kind, stamp(clock.at(-400, 480)), stamp(when(-1)), len(people)),
        )
        for position, person in enumerate(people):
            ident = new_id()
            participants.setdefault(name, []).append(ident)
            db.execute("INSERT INTO rotation_participants VALUES (?, ?, ?, ?)", (ident, rotation_ids[name], position,
                                                                                 uid[person]))  # fmt: skip
    schedule_ids = {name: new_id() for name in SCHEDULES}
    for name, rotation in SCHEDULES.items():
        db.execute(
            "INSERT INTO schedules VALUES (?, ?, '', 'Europe/Stockholm', ?)",
            (schedule_ids[name], name, stamp(when(-1))),
        )
        db.execute(
            "INSERT INTO schedule_rules VALUES (?, ?, 1, 1, 1, 1, 1, 1, 1, '00:00:00', '00:00:00', ?, NULL, ?, 1)",
            (new_id(), schedule_ids[name], stamp(clock.at(-400, 480)), rotation_ids[rotation]),
        )
    # who was on call: weekly shifts change 4 days ago (and every 7 days before), daily ones every day at 08:00
    on_call_id = 0
    current: dict[str, str] = {}
    for name, rotation in SCHEDULES.items():
        kind, people = ROTATIONS[rotation]
        starts = [day for day in range(-60, 0) if kind == "daily" or (day + 4) % 7 == 0]
        for n, day in enumerate(starts):
            person = people[n % len(people)] if name != "Payments" or n != len(starts) - 1 else "Viktor Ek"
            if name == "Payments" and n == len(starts) - 2:
                person = "Maja Nyström"
            on_call_id += 1
            last = n == len(starts) - 1
            db.execute(
                "INSERT INTO schedule_on_call_users VALUES (?, ?, ?, ?, ?)",
                (schedule_ids[name], stamp(clock.at(day, 480)), None if last else stamp(clock.at(starts[n + 1], 480)),
                 uid[person], on_call_id),
            )  # fmt: skip
            if last:
                current[name] = person
                db.execute(
                    "INSERT INTO rotation_state VALUES (?, ?, ?, ?, 2)",
                    (rotation_ids[rotation], people.index(person), participants[rotation][people.index(person)],
                     stamp(clock.at(day, 480))),
                )  # fmt: skip
    db.execute(
        "INSERT INTO user_overrides VALUES (?, ?, ?, ?, ?, ?)",
        (new_id(), uid["Karin Dahl"], uid["Erik Lund"], stamp(clock.at(-20, 480)), stamp(clock.at(-18, 480)),
         schedule_ids["Platform"]),
    )  # fmt: skip

    policy_ids = {name: new_id() for name in POLICIES}
    for name, steps in POLICIES.items():
        db.execute(
            "INSERT INTO escalation_policies VALUES (?, ?, '', ?, ?)", (policy_ids[name], name, 2 if len(steps) > 1 else
                                                                         0, len(steps))
        )  # fmt: skip
        for number, (delay, targets) in enumerate(steps):
            step = new_id()
            db.execute("INSERT INTO escalation_policy_steps VALUES (?, ?, ?, ?)", (step, delay, number,
                                                                                   policy_ids[name]))  # fmt: skip
            for target in targets:
                kind, what = target.split(":", 1)
                db.execute(
                    "INSERT INTO escalation_policy_actions VALUES (?, ?, ?, ?, ?, ?)",
                    (new_id(), step, uid[what] if kind == "user" else None,
                     schedule_ids[what] if kind == "schedule" else None,
                     rotation_ids[what] if kind == "rotation" else None,
                     channels[what] if kind == "channel" else None),
                )  # fmt: skip
    service_ids = {name: new_id() for name in SERVICES}
    keys: dict[str, list[tuple[str, str]]] = {}
    for name, (policy, _, key_types, _) in SERVICES.items():
        maintenance = None
        if name == "Website":
            maintenance = stamp(clock.now + datetime.timedelta(hours=3))
        elif name == "Email Relay":
            maintenance = stamp(when(-6))
        db.execute(
            "INSERT INTO services VALUES (?, ?, '', ?, ?)", (service_ids[name], name, policy_ids[policy], maintenance)
        )
        for kind in key_types:
            ident = new_id()
            keys.setdefault(name, []).append((ident, kind))
            db.execute("INSERT INTO integration_keys VALUES (?, ?, ?, ?)", (ident, f"{name} {kind}", kind,
                                                                            service_ids[name]))  # fmt: skip
    monitors = {
        "nightly-etl": ("Data Warehouse", "24:00:00", "unhealthy", -2),
        "backup-verify": ("Data Warehouse", "06:00:00", "unhealthy", -1),
        "kiosk-sync": ("Check-in Kiosks", "00:15:00", "healthy", 0),
        "payments-reconcile": ("Payments Gateway", "01:00:00", "healthy", 0),
        "booking-cron": ("Booking API", "00:05:00", "healthy", 0),
        "timetable-import": ("Legacy Timetable Sync", "24:00:00", "inactive", None),
    }
    monitor_ids = {name: new_id() for name in monitors}
    for name, (service, interval, state, heard) in monitors.items():
        beat: str | None = None
        if heard is not None:
            beat = stamp(clock.now - datetime.timedelta(minutes=3)) if heard == 0 else stamp(when(heard))
        db.execute(
            "INSERT INTO heartbeat_monitors VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)",
            (monitor_ids[name], name, service_ids[service], interval, state, beat),
        )

    # alerts and their logs, notifications
    alerts: list[tuple[object, ...]] = []
    logs: list[tuple[object, ...]] = []
    messages: list[tuple[object, ...]] = []
    schedule_of = {"Platform Primary": "Platform", "Payments Escalation": "Payments", "Data Team": "Data",
                   "Website": "Web", "Business Hours": "Platform"}  # fmt: skip
    ackers = [name for name in USERS if name not in NO_CONTACT and name != ALL_DISABLED]
    ack_weights = [12 if name == "Astrid Lindqvist" else 3 if name in ("Viktor Ek", "Johan Nilsson") else 2
                   for name in ackers]  # fmt: skip

    def log(alert: int, moment: datetime.datetime, event: str, message: str, **subject: object) -> None:
        logs.append(
            (alert, stamp(moment), event, message, subject.get("sub_type"), subject.get("user"), subject.get("key"),
             subject.get("monitor"), subject.get("channel"), subject.get("classifier", ""), None)
        )  # fmt: skip

    def notify(alert: int, moment: datetime.datetime, person: str, service: str, failed: bool = False) -> None:
        methods = contact.get(person)
        if not methods:
            return
        method, kind = next((m for m in methods if m[1] == "SLACK_DM"), methods[0])  # Slack first where they have it
        messages.append(
            (new_id(), "alert_notification", method, stamp(moment), "failed" if failed else "delivered",
             stamp(moment + datetime.timedelta(seconds=20)), "invalid phone number" if failed else "",
             stamp(moment), None if failed else stamp(moment + datetime.timedelta(seconds=5)), 2 if failed else 0,
             uid[person], alert, service_ids[service], policy_ids[SERVICES[service][0]],
             None if failed else f"SM{rng.getrandbits(64):016x}")
        )  # fmt: skip
        log(alert, moment, "notification_sent", f"Notification sent to {person} ({kind})", sub_type="user",
            user=uid[person], classifier=kind)  # fmt: skip

    plan: list[tuple[str, int, str]] = []  # service, day, outcome
    weighted = [name for name, spec in SERVICES.items() for _ in range(spec[1])]
    for _ in range(780):
        plan.append((rng.choice(weighted), -rng.randint(1, 60), "closed"))
    for _ in range(45):
        plan.append(("Payments Gateway", -rng.randint(1, 3), "closed"))  # three days of card-authorisation trouble
    for k in range(6):
        plan.append((["Booking API", "Payments Gateway", "Mobile App Backend", "Data Warehouse", "Website",
                      "Check-in Kiosks"][k], -(k % 3), "triggered"))  # fmt: skip
    for k in range(9):
        plan.append((["Booking API", "Payments Gateway", "Data Warehouse", "Mobile App Backend", "Payments Gateway",
                      "Booking API", "Email Relay", "Data Warehouse", "Website"][k], -(k % 4), "active"))  # fmt: skip
    prepared = []
    for service, day, outcome in plan:
        created = when(day, 0, 1380) if outcome == "closed" else when(day, 0, 1200)
        prepared.append((created, service, outcome))
    prepared.sort(key=lambda row: row[0])
    failed_left = 7

    def day_of(moment: datetime.datetime) -> int:
        return (moment - clock.midnight).days

    for alert_id, (created, service, outcome) in enumerate(prepared, 1):
        policy = SERVICES[service][0]
        key_id, source = rng.choice(keys[service])
        summary = rng.choice(SUMMARIES[service])
        ack_minutes = rng.randint(2, 12) if rng.random() < 0.7 else rng.randint(13, 40)
        if outcome == "triggered":
            ack_minutes = 0
        escalations = 0 if outcome == "triggered" else (1 if ack_minutes > POLICIES[policy][0][0] else 0)
        if outcome == "triggered":
            escalations = 1 if created < clock.now - datetime.timedelta(hours=1) else 0
        log(alert_id, created, "created", "Created via: " + source, sub_type="integration_key", key=key_id)
        person = current[schedule_of[policy]] if created > clock.now - datetime.timedelta(days=4) else rng.choice(
            ROTATIONS[SCHEDULES[schedule_of[policy]]][1])  # fmt: skip
        notify(alert_id, created + datetime.timedelta(seconds=30), person, service)
        if failed_left and service == "Website" and outcome == "closed" and day_of(created) >= -6:
            failed_left -= 1  # Maja, second on the web rota, paged too: her SMS number has a digit wrong
            notify(alert_id, created + datetime.timedelta(minutes=1), "Maja Nyström", service, failed=True)
        last_escalation = None
        if escalations:
            last_escalation = created + datetime.timedelta(minutes=POLICIES[policy][0][0])
            log(alert_id, last_escalation, "escalated", "Escalated to step #2 (automated)")
        acked = None
        if outcome in ("active", "closed"):
            acked = created + datetime.timedelta(minutes=ack_minutes, seconds=rng.randint(0, 59))
            acker = rng.choices(ackers, weights=ack_weights)[0]
            log(alert_id, acked, "acknowledged", f"Acknowledged by {acker} (Web)", sub_type="user", user=uid[acker],
                classifier="Web")  # fmt: skip
        if outcome == "closed":
            mean = SERVICES[service][3]
            closed = created + datetime.timedelta(minutes=max(ack_minutes + 1, int(rng.uniform(0.5, 1.5) * mean)))
            if rng.random() < 0.6:
                log(alert_id, closed, "closed", "Closed via: " + source, sub_type="integration_key", key=key_id)
            else:
                log(alert_id, closed, "closed", "Closed by user", sub_type="user", user=uid[acker], classifier="Web")
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            log(alert_id, created + datetime.timedelta(minutes=rng.randint(1, 9)), "duplicate_suppressed",
                "Suppressed duplicate: created via: " + source, sub_type="integration_key", key=key_id)  # fmt: skip
        alerts.append(
            (alert_id, service_ids[service], source, outcome, escalations,
             stamp(last_escalation) if last_escalation else None, stamp(created + datetime.timedelta(seconds=5)),
             stamp(created), f"{source}:1:{summary.lower().replace(' ', '-')}", summary, "")
        )  # fmt: skip
    db.executemany("INSERT INTO alerts VALUES (" + ", ".join("?" * 11) + ")", alerts)
    logs.sort(key=lambda row: str(row[1]))
    db.executemany(
        "INSERT INTO alert_logs (alert_id, timestamp, event, message, sub_type, sub_user_id, sub_integration_key_id, "
        "sub_hb_monitor_id, sub_channel_id, sub_classifier, meta) VALUES (" + ", ".join("?" * 11) + ")",
        logs,
    )
    # heartbeat alerts' logs for the unhealthy monitors are in alert_logs too: their expiries
    for name in ("nightly-etl", "backup-verify"):
        db.execute(
            "INSERT INTO alert_logs (alert_id, timestamp, event, message, sub_type, sub_hb_monitor_id) "
            "VALUES (NULL, ?, 'no_notification_sent', 'Heartbeat expired', 'heartbeat_monitor', ?)",
            (stamp(when(-1)), monitor_ids[name]),
        )
    # verification and test messages
    for name, working in contact.items():
        for method, _ in working[:1]:
            messages.append(
                (new_id(), "test_notification", method, stamp(when(-rng.randint(1, 60))), "delivered", None, "",
                 None, None, 0, uid[name], None, None, None, None)
            )  # fmt: skip
    messages.sort(key=lambda row: str(row[3]))
    db.executemany("INSERT INTO outgoing_messages VALUES (" + ", ".join("?" * 15) + ")", messages)
    close_checked(db, "oncall")
