"""A Vienna language school's online booking (Sprachinsel Wien) as the SQLite copy of a self-hosted Cal.com database.

Cal.com (the open-source scheduling platform, a Next.js application on Prisma) keeps its data in PostgreSQL; this is its
schema and rows in SQLite, with Prisma's conventions: **quoted PascalCase tables** (``"EventType"``, ``"Booking"``,
``"Attendee"``...) except ``users`` (``@@map("users")``), camelCase columns, integer ids except the string keys of
``"Webhook"``, ``"ApiKey"`` and ``"App"``, enums as text, PostgreSQL ``timestamp(3)`` **written as UTC text with
milliseconds** (``2025-03-03 09:00:00.000``), JSON as text, Postgres arrays as their literal (``{1,2,3,4,5}``), and:

* ``users`` (``role`` ``USER`` or ``ADMIN``, ``timeZone``, ``locked``, ``created`` the sign-up time, ``away``);
  ``"Team"`` and ``"Membership"`` (``role`` ``MEMBER``, ``ADMIN`` or ``OWNER``, **``accepted`` 0 while the invitation
  is pending**);
* ``"EventType"`` (``length`` **minutes**, ``price`` **cents** with a ``currency``, ``hidden``,
  ``requiresConfirmation``, a ``userId`` for a personal event type or a ``teamId`` with ``schedulingType``
  ``ROUND_ROBIN`` or ``COLLECTIVE``, whose hosts are ``"Host"`` rows), ``"Schedule"`` and ``"Availability"``
  (``days`` an array of weekdays, 0 Sunday; ``startTime``/``endTime`` times of day; a ``date`` for a one-day
  override);
* ``"Booking"`` (``uid``, ``startTime``/``endTime``, ``createdAt``, **``status`` lower-case: ``accepted``,
  ``cancelled``, ``rejected``, ``pending``** (awaiting the teacher's confirmation), ``paid``, ``rescheduled`` 1 on a
  cancelled booking that was moved (``cancellationReason`` 'Verschoben'), ``cancellationReason``), ``"Attendee"``
  (the students: ``email``, ``name``, ``timeZone``, ``noShow``), ``"BookingReference"`` (``type`` ``daily_video``,
  ``zoom_video`` or ``google_calendar``), ``"Payment"`` (Stripe: ``amount`` and ``fee`` **cents**, ``success``,
  ``refunded``);
* ``"App"`` and ``"Credential"`` (``type`` such as ``google_calendar``, ``zoom_video``, ``stripe_payment``,
  **``invalid`` 1 when the connection broke**), ``"Webhook"`` (``active``, ``eventTriggers`` an array),
  ``"Workflow"``, ``"WorkflowStep"`` (``action`` ``EMAIL_ATTENDEE``, ``SMS_ATTENDEE``...), ``"WorkflowsOnEventTypes"``,
  ``"WorkflowReminder"`` (``method`` ``EMAIL`` or ``SMS``, ``scheduledDate``, ``scheduled``), ``"ApiKey"``
  (``expiresAt``, ``lastUsedAt`` NULL for never).

Bookings start up to 90 days back and up to 30 days ahead, on the quarter hour between 07:00 and 18:00 UTC, every day
of the week (the school teaches online to students in many time zones). "Today" is the UTC day.

Planted signals:

* Katharina Huber teaches the most: far more accepted lessons in the last 30 days than anyone;
* Florian Gruber's students cancel about a third of their lessons (the others about one in fifteen);
* the Private lesson (60 minutes, EUR 55) is the most booked event type; Lukas's "Pronunciation clinic", the hidden
  "Weekend intensive" and Giulia's "Italian trial lesson" were never booked; Giulia (new) has no bookings at all;
* ÖSD exam preparation needs confirmation: its future requests wait as ``pending``, some past ones were rejected;
* Sophie Wagner's and Florian's Google Calendar connections are broken (``invalid``);
* Marek Novák is the student with the most lessons; a few students missed lessons (``noShow``);
* two team invitations are still pending; the old Zapier webhook is switched off; one API key has expired and one was
  never used.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY, username TEXT UNIQUE, name TEXT, email TEXT NOT NULL UNIQUE, "emailVerified" TIMESTAMP(3),
  password TEXT, bio TEXT, "timeZone" TEXT NOT NULL DEFAULT 'Europe/London', "weekStart" TEXT NOT NULL DEFAULT 'Sunday',
  "bufferTime" INTEGER NOT NULL DEFAULT 0, "hideBranding" BOOLEAN NOT NULL DEFAULT false, theme TEXT,
  created TIMESTAMP(3) NOT NULL, "completedOnboarding" BOOLEAN NOT NULL DEFAULT false, locale TEXT,
  "timeFormat" INTEGER DEFAULT 12, "twoFactorEnabled" BOOLEAN NOT NULL DEFAULT false,
  "identityProvider" TEXT NOT NULL DEFAULT 'CAL', role TEXT NOT NULL DEFAULT 'USER',
  away BOOLEAN NOT NULL DEFAULT false,
  "defaultScheduleId" INTEGER, metadata TEXT, locked BOOLEAN NOT NULL DEFAULT false
);
CREATE TABLE "Team" (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT UNIQUE, bio TEXT, "hideBranding" BOOLEAN NOT NULL DEFAULT false,
  "isPrivate" BOOLEAN NOT NULL DEFAULT false, "createdAt" TIMESTAMP(3) NOT NULL, metadata TEXT,
  "timeZone" TEXT NOT NULL DEFAULT 'Europe/London'
);
CREATE TABLE "Membership" (
  id INTEGER PRIMARY KEY, "teamId" INTEGER NOT NULL REFERENCES "Team" (id) ON DELETE CASCADE,
  "userId" INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, accepted BOOLEAN NOT NULL DEFAULT false,
  role TEXT NOT NULL, "disableImpersonation" BOOLEAN NOT NULL DEFAULT false, UNIQUE ("userId", "teamId")
);
CREATE TABLE "Schedule" (
  id INTEGER PRIMARY KEY, "userId" INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, name TEXT NOT NULL,
  "timeZone" TEXT
);
CREATE TABLE "Availability" (
  id INTEGER PRIMARY KEY, "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE, "eventTypeId" INTEGER,
  days TEXT NOT NULL, "startTime" TIME NOT NULL, "endTime" TIME NOT NULL, date DATE,
  "scheduleId" INTEGER REFERENCES "Schedule" (id) ON DELETE CASCADE
);
CREATE TABLE "EventType" (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, slug TEXT NOT NULL, description TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  locations TEXT, length INTEGER NOT NULL, hidden BOOLEAN NOT NULL DEFAULT false,
  "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE, "teamId" INTEGER REFERENCES "Team" (id) ON DELETE CASCADE,
  "eventName" TEXT, "timeZone" TEXT, "periodType" TEXT NOT NULL DEFAULT 'UNLIMITED', "periodDays" INTEGER,
  "requiresConfirmation" BOOLEAN NOT NULL DEFAULT false, "disableGuests" BOOLEAN NOT NULL DEFAULT false,
  "minimumBookingNotice" INTEGER NOT NULL DEFAULT 120, "beforeEventBuffer" INTEGER NOT NULL DEFAULT 0,
  "afterEventBuffer" INTEGER NOT NULL DEFAULT 0, "seatsPerTimeSlot" INTEGER, "schedulingType" TEXT,
  "scheduleId" INTEGER REFERENCES "Schedule" (id), price INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'usd', "slotInterval" INTEGER, metadata TEXT, "bookingLimits" TEXT,
  UNIQUE ("userId", slug), UNIQUE ("teamId", slug)
);
CREATE TABLE "Host" (
  "userId" INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  "eventTypeId" INTEGER NOT NULL REFERENCES "EventType" (id) ON DELETE CASCADE,
  "isFixed" BOOLEAN NOT NULL DEFAULT false,
  priority INTEGER, PRIMARY KEY ("userId", "eventTypeId")
);
CREATE TABLE "App" (
  slug TEXT PRIMARY KEY, "dirName" TEXT NOT NULL UNIQUE, categories TEXT NOT NULL, "createdAt" TIMESTAMP(3) NOT NULL,
  "updatedAt" TIMESTAMP(3) NOT NULL, enabled BOOLEAN NOT NULL DEFAULT false
);
CREATE TABLE "Credential" (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, key TEXT NOT NULL,
  "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE,
  "teamId" INTEGER REFERENCES "Team" (id) ON DELETE CASCADE, "appId" TEXT REFERENCES "App" (slug) ON DELETE CASCADE,
  invalid BOOLEAN DEFAULT false
);
CREATE TABLE "Booking" (
  id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE,
  "eventTypeId" INTEGER REFERENCES "EventType" (id), title TEXT NOT NULL, description TEXT, responses TEXT NOT NULL,
  "startTime" TIMESTAMP(3) NOT NULL, "endTime" TIMESTAMP(3) NOT NULL, location TEXT, "createdAt" TIMESTAMP(3) NOT NULL,
  "updatedAt" TIMESTAMP(3), status TEXT NOT NULL DEFAULT 'accepted', paid BOOLEAN NOT NULL DEFAULT false,
  "cancellationReason" TEXT, "rejectionReason" TEXT, rescheduled BOOLEAN, "fromReschedule" TEXT,
  "recurringEventId" TEXT, "smsReminderNumber" TEXT, metadata TEXT, "isRecorded" BOOLEAN NOT NULL DEFAULT false,
  "iCalUID" TEXT DEFAULT '', "iCalSequence" INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX "Booking_userId_idx" ON "Booking" ("userId");
CREATE TABLE "Attendee" (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL, name TEXT NOT NULL, "timeZone" TEXT NOT NULL, locale TEXT DEFAULT 'en',
  "bookingId" INTEGER REFERENCES "Booking" (id) ON DELETE CASCADE, "noShow" BOOLEAN DEFAULT false
);
CREATE TABLE "BookingReference" (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, uid TEXT NOT NULL, "meetingId" TEXT, "meetingPassword" TEXT,
  "meetingUrl" TEXT, "bookingId" INTEGER REFERENCES "Booking" (id) ON DELETE CASCADE, "externalCalendarId" TEXT,
  deleted BOOLEAN, "credentialId" INTEGER REFERENCES "Credential" (id) ON DELETE SET NULL
);
CREATE TABLE "Payment" (
  id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, "appId" TEXT REFERENCES "App" (slug) ON DELETE CASCADE,
  "bookingId" INTEGER NOT NULL REFERENCES "Booking" (id) ON DELETE CASCADE, amount INTEGER NOT NULL,
  fee INTEGER NOT NULL, currency TEXT NOT NULL, success BOOLEAN NOT NULL, refunded BOOLEAN NOT NULL, data TEXT NOT NULL,
  "externalId" TEXT NOT NULL UNIQUE, "paymentOption" TEXT DEFAULT 'ON_BOOKING'
);
CREATE TABLE "Webhook" (
  id TEXT PRIMARY KEY, "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE,
  "teamId" INTEGER REFERENCES "Team" (id) ON DELETE CASCADE,
  "eventTypeId" INTEGER REFERENCES "EventType" (id) ON DELETE CASCADE, "subscriberUrl" TEXT NOT NULL,
  "payloadTemplate" TEXT, "createdAt" TIMESTAMP(3) NOT NULL, active BOOLEAN NOT NULL DEFAULT true,
  "eventTriggers" TEXT NOT NULL, secret TEXT
);
CREATE TABLE "Workflow" (
  id INTEGER PRIMARY KEY, position INTEGER NOT NULL DEFAULT 0, name TEXT NOT NULL,
  "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE, "teamId" INTEGER REFERENCES "Team" (id) ON DELETE CASCADE,
  trigger TEXT NOT NULL, time INTEGER, "timeUnit" TEXT
);
CREATE TABLE "WorkflowStep" (
  id INTEGER PRIMARY KEY, "stepNumber" INTEGER NOT NULL, action TEXT NOT NULL,
  "workflowId" INTEGER NOT NULL REFERENCES "Workflow" (id) ON DELETE CASCADE, "sendTo" TEXT, "reminderBody" TEXT,
  "emailSubject" TEXT, template TEXT NOT NULL DEFAULT 'REMINDER', "numberRequired" BOOLEAN, sender TEXT,
  "numberVerificationPending" BOOLEAN NOT NULL DEFAULT true
);
CREATE TABLE "WorkflowsOnEventTypes" (
  id INTEGER PRIMARY KEY, "workflowId" INTEGER NOT NULL REFERENCES "Workflow" (id) ON DELETE CASCADE,
  "eventTypeId" INTEGER NOT NULL REFERENCES "EventType" (id) ON DELETE CASCADE, UNIQUE ("workflowId", "eventTypeId")
);
CREATE TABLE "WorkflowReminder" (
  id INTEGER PRIMARY KEY, "bookingUid" TEXT REFERENCES "Booking" (uid) ON DELETE CASCADE, method TEXT NOT NULL,
  "scheduledDate" TIMESTAMP(3) NOT NULL, "referenceId" TEXT UNIQUE, scheduled BOOLEAN NOT NULL,
  "workflowStepId" INTEGER REFERENCES "WorkflowStep" (id) ON DELETE CASCADE, cancelled BOOLEAN,
  "isMandatoryReminder" BOOLEAN DEFAULT false
);
CREATE TABLE "ApiKey" (
  id TEXT PRIMARY KEY, "userId" INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  "teamId" INTEGER REFERENCES "Team" (id) ON DELETE CASCADE, note TEXT, "createdAt" TIMESTAMP(3) NOT NULL,
  "expiresAt" TIMESTAMP(3), "lastUsedAt" TIMESTAMP(3), "hashedKey" TEXT NOT NULL UNIQUE,
  "appId" TEXT REFERENCES "App" (slug) ON DELETE CASCADE
);
"""

DAYS_BACK, DAYS_AHEAD = 90, 30
# username: (name, role, lessons a working day, cancellation share, joined days ago, calendar connection broken)
TEACHERS: dict[str, tuple[str, str, float, float, int, bool]] = {
    "direktion": ("Elisabeth Brandstätter", "ADMIN", 0.4, 0.06, 900, False),
    "katharina": ("Katharina Huber", "USER", 6.5, 0.06, 800, False),
    "lukas": ("Lukas Steiner", "USER", 2.6, 0.06, 700, False),
    "sophie": ("Sophie Wagner", "USER", 3.0, 0.06, 600, True),
    "florian": ("Florian Gruber", "USER", 2.8, 0.34, 500, True),
    "anna": ("Anna Pichler", "USER", 3.2, 0.06, 450, False),
    "tobias": ("Tobias Moser", "USER", 2.2, 0.06, 400, False),
    "miriam": ("Miriam Hofer", "USER", 2.5, 0.06, 300, False),
    "jakob": ("Jakob Leitner", "USER", 1.8, 0.06, 200, False),
    "giulia": ("Giulia Romano", "USER", 0.0, 0.0, 6, False),
}
# (owner, title, slug, minutes, price in cents, hidden, requires confirmation, booking weight)
PERSONAL = (
    ("*", "Private lesson", "private-lesson", 60, 5500, 0, 0, 5.0),
    ("*", "Free trial lesson", "trial", 30, 0, 0, 0, 2.0),
    ("katharina", "ÖSD exam preparation", "oesd-prep", 90, 8500, 0, 1, 1.2),
    ("sophie", "ÖSD exam preparation", "oesd-prep", 90, 8500, 0, 1, 1.2),
    ("lukas", "Pronunciation clinic", "pronunciation", 45, 3500, 0, 0, 0.0),
    ("anna", "Weekend intensive", "weekend-intensive", 180, 15000, 1, 0, 0.0),
    ("direktion", "Parent call", "parent-call", 15, 0, 1, 0, 1.0),
    ("giulia", "Italian trial lesson", "italian-trial", 30, 0, 0, 0, 0.0),
)
TEAMS = {"Deutsch-Team": "deutsch", "Einstufung": "einstufung", "Business German": "business"}
# team event types: (team, title, slug, minutes, scheduling type, hosts, booking weight)
TEAM_EVENTS = (
    ("Einstufung", "Placement test", "placement-test", 45, "ROUND_ROBIN", ("lukas", "anna", "tobias", "miriam"), 1.6),
    ("Business German", "Business German consultation", "consultation", 45, "COLLECTIVE", ("katharina", "jakob"), 0.6),
)
FIRST = (
    "Marek",
    "Aylin",
    "Sofia",
    "Chen",
    "Dmytro",
    "Fatima",
    "Lucas",
    "Emma",
    "Kenji",
    "Olga",
    "Priya",
    "Tomás",
    "Zeynep",
    "Ahmed",
    "Noor",
    "Mateo",
    "Yuki",
    "Ivana",
    "Rafael",
    "Leila",
    "Bogdan",
    "Hana",
    "Samir",
    "Elena",
)
LAST = (
    "Novák",
    "Yilmaz",
    "Rossi",
    "Wei",
    "Kovalenko",
    "Haddad",
    "Silva",
    "Dubois",
    "Tanaka",
    "Petrova",
    "Sharma",
    "García",
    "Demir",
    "Hassan",
    "Khan",
    "López",
    "Sato",
    "Horvat",
    "Costa",
    "Rahimi",
    "Popescu",
    "Kim",
)
TOP_STUDENT = "marek.novak@gmail.com"
ZONES = ("Europe/Vienna", "Europe/Vienna", "Europe/Vienna", "Europe/Prague", "Europe/Kyiv", "Asia/Istanbul")


def _ts(moment: datetime.datetime) -> str:
    """PostgreSQL timestamp(3) as text: to the millisecond, no zone (UTC)."""
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"


def _uid(rng: random.Random, size: int = 22) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(size))


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    for slug, dir_name, categories in (
        ("google-calendar", "googlecalendar", "{calendar}"),
        ("daily-video", "dailyvideo", "{conferencing}"),
        ("zoom", "zoomvideo", "{conferencing}"),
        ("stripe", "stripepayment", "{payment}"),
        ("zapier", "zapier", "{automation}"),
    ):
        stamp = _ts(clock.at(-400, 600))
        db.execute('INSERT INTO "App" VALUES (?, ?, ?, ?, ?, 1)', (slug, dir_name, categories, stamp, stamp))

    user_ids: dict[str, int] = {}
    schedule_ids: dict[str, int] = {}
    credential_ids: dict[tuple[str, str], int] = {}
    for k, (username, (name, role, _, _, joined, broken)) in enumerate(TEACHERS.items(), start=1):
        user_ids[username] = k
        created = clock.at(-joined, 480 + rng.randrange(300))
        db.execute(
            'INSERT INTO users (id, username, name, email, "emailVerified", password, "timeZone", "weekStart", '
            "created, "
            '"completedOnboarding", locale, "timeFormat", role, "twoFactorEnabled", "defaultScheduleId") '
            "VALUES (?, ?, ?, ?, ?, ?, 'Europe/Vienna', 'Monday', ?, 1, 'de', 24, ?, ?, ?)",
            (
                k,
                username,
                name,
                f"{username}@sprachinsel.wien",
                _ts(created),
                "$2a$12$" + _uid(rng, 53),
                _ts(created),
                role,
                int(role == "ADMIN"),
                k,
            ),
        )
        schedule_ids[username] = k
        db.execute('INSERT INTO "Schedule" VALUES (?, ?, ?, ?)', (k, k, "Arbeitszeiten", "Europe/Vienna"))
        db.execute(
            'INSERT INTO "Availability" ("userId", days, "startTime", "endTime", "scheduleId") VALUES (?, ?, ?, ?, ?)',
            (k, "{1,2,3,4,5}", "08:00:00", "19:00:00", k),
        )
        if username in ("katharina", "anna", "miriam"):
            db.execute(
                'INSERT INTO "Availability" ("userId", days, "startTime", "endTime", "scheduleId") '
                "VALUES (?, ?, ?, ?, ?)",
                (k, "{6}", "09:00:00", "13:00:00", k),
            )
        if username == "lukas":  # a day off, as a date override
            db.execute(
                'INSERT INTO "Availability" ("userId", days, "startTime", "endTime", date, "scheduleId") '
                "VALUES (?, '{}', '00:00:00', '00:00:00', ?, ?)",
                (k, clock.day_text(9), k),
            )
        for app, kind in (
            ("google-calendar", "google_calendar"),
            ("daily-video", "daily_video"),
            *((("zoom", "zoom_video"),) if username in ("katharina", "tobias") else ()),
            *((("stripe", "stripe_payment"),) if username != "giulia" else ()),
        ):
            cursor = db.execute(
                'INSERT INTO "Credential" (type, key, "userId", "appId", invalid) VALUES (?, ?, ?, ?, ?)',
                (kind, json.dumps({"token": _uid(rng, 32)}), k, app, int(broken and app == "google-calendar")),
            )
            credential_ids[(username, kind)] = int(cursor.lastrowid or 0)

    team_ids: dict[str, int] = {}
    for k, (team, slug) in enumerate(TEAMS.items(), start=1):
        team_ids[team] = k
        db.execute(
            'INSERT INTO "Team" (id, name, slug, "createdAt", "timeZone") VALUES (?, ?, ?, ?, ?)',
            (k, team, slug, _ts(clock.at(-700 + 50 * k, 600)), "Europe/Vienna"),
        )
    members = {
        "Deutsch-Team": [(u, "OWNER" if u == "direktion" else "MEMBER", 1) for u in TEACHERS if u != "giulia"]
        + [("giulia", "MEMBER", 0)],
        "Einstufung": [
            ("direktion", "OWNER", 1),
            ("lukas", "ADMIN", 1),
            ("anna", "MEMBER", 1),
            ("tobias", "MEMBER", 1),
            ("miriam", "MEMBER", 1),
            ("jakob", "MEMBER", 0),
        ],
        "Business German": [("direktion", "OWNER", 1), ("katharina", "ADMIN", 1), ("jakob", "MEMBER", 1)],
    }
    for team, rows in members.items():
        for username, role, accepted in rows:
            db.execute(
                'INSERT INTO "Membership" ("teamId", "userId", accepted, role) VALUES (?, ?, ?, ?)',
                (team_ids[team], user_ids[username], accepted, role),
            )

    # event types: (id, owner username or None, team or None, minutes, price, requires confirmation, weight)
    events: list[tuple[int, str | None, str | None, str, int, int, int, float]] = []
    for owner, title, slug, minutes, price, hidden, confirm, weight in PERSONAL:
        for username in TEACHERS if owner == "*" else (owner,):
            if owner == "*" and username in ("direktion", "giulia"):
                continue
            k = len(events) + 1
            events.append((k, username, None, title, minutes, price, confirm, weight))
            db.execute(
                'INSERT INTO "EventType" (id, title, slug, position, locations, length, hidden, "userId", '
                '"requiresConfirmation", "minimumBookingNotice", "afterEventBuffer", "scheduleId", price, currency, '
                "metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    k,
                    title,
                    slug,
                    k,
                    json.dumps([{"type": "integrations:daily"}]),
                    minutes,
                    hidden,
                    user_ids[username],
                    confirm,
                    1440 if confirm else 120,
                    15 if minutes >= 60 else 0,
                    schedule_ids[username],
                    price,
                    "eur" if price else "usd",
                    json.dumps({"apps": {"stripe": {"enabled": True, "price": price, "currency": "eur"}}})
                    if price
                    else "{}",
                ),
            )
    for team, title, slug, minutes, kind, hosts, weight in TEAM_EVENTS:
        k = len(events) + 1
        events.append((k, None, team, title, minutes, 0, 0, weight))
        db.execute(
            'INSERT INTO "EventType" (id, title, slug, position, locations, length, "teamId", "schedulingType", '
            "metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '{}')",
            (k, title, slug, k, json.dumps([{"type": "integrations:daily"}]), minutes, team_ids[team], kind),
        )
        for host in hosts:
            db.execute('INSERT INTO "Host" VALUES (?, ?, ?, NULL)', (user_ids[host], k, int(kind == "COLLECTIVE")))

    # students
    students: list[tuple[str, str, str]] = []
    for first in FIRST:
        for last in rng.sample(LAST, 4):
            email = f"{first.lower()}.{last.lower()}@{rng.choice(('gmail.com', 'gmx.at', 'outlook.com', 'yahoo.com'))}"
            email = email.translate(str.maketrans("áéíóúýčšžıöüşñã", "aeiouycszioussa"))
            students.append((email, f"{first} {last}", rng.choice(ZONES)))
    students = [s for s in dict((s[0], s) for s in students).values() if s[0] != TOP_STUDENT]

    # bookings
    booking_rows: list[tuple[object, ...]] = []
    attendees: list[tuple[object, ...]] = []
    references: list[tuple[object, ...]] = []
    payments: list[tuple[object, ...]] = []
    reminders: list[tuple[str, str, str, str, int, int]] = []
    busy: set[tuple[str, int, int]] = set()
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        for username, (_, _, per_day, cancel_share, _, _) in TEACHERS.items():
            rate = per_day
            if username == "katharina" and day < -30:
                rate = 2.6
            count = int(rate) + (rng.random() < rate - int(rate))
            options = [e for e in events if e[1] == username and e[7] > 0]
            options += [e for e in events if e[2] is not None and username in _hosts(e[2], e[3])]
            if not options:
                continue
            for _ in range(count):
                event = rng.choices(options, weights=[e[7] for e in options])[0]
                slot = rng.randrange(28, 72 - event[4] // 15)
                if any((username, day, s) in busy for s in range(slot, slot + event[4] // 15)):
                    continue
                busy.update((username, day, s) for s in range(slot, slot + event[4] // 15))
                start = clock.at(day, slot * 15)
                end = start + datetime.timedelta(minutes=event[4])
                booked = start - datetime.timedelta(minutes=rng.randrange(1440, 20 * 1440, 7))
                if booked > clock.now - datetime.timedelta(hours=2):
                    booked = clock.now - datetime.timedelta(hours=2 + rng.randrange(48), minutes=rng.randrange(60))
                if abs((booked - clock.now).total_seconds() % 86400 - 43200) > 43200 - 240:
                    booked -= datetime.timedelta(minutes=10)  # not within minutes of now's time of day
                status, cancel_reason, reject_reason = "accepted", None, None
                if event[6]:  # needs confirmation
                    if day >= 0 and rng.random() < 0.6:
                        status = "pending"
                    elif rng.random() < 0.15:
                        status, reject_reason = "rejected", "Kurs ist voll, bitte nächsten Termin wählen"
                if status == "accepted" and rng.random() < cancel_share:
                    status = "cancelled"
                    cancel_reason = rng.choice(("Krank", "Terminkollision", "Arbeit", None))
                student = (
                    (TOP_STUDENT, "Marek Novák", "Europe/Prague")
                    if rng.random() < 0.05 and event[3] == "Private lesson"
                    else rng.choice(students)
                )
                k = len(booking_rows) + 1
                uid = _uid(rng)
                paid = int(event[5] > 0 and status in ("accepted", "cancelled"))
                booking_rows.append(
                    (
                        k,
                        uid,
                        user_ids[username],
                        event[0],
                        f"{event[3]} zwischen {TEACHERS[username][0]} und {student[1]}",
                        json.dumps({"name": student[1], "email": student[0], "notes": ""}),
                        _ts(start),
                        _ts(end),
                        "integrations:daily",
                        _ts(booked + datetime.timedelta(milliseconds=rng.randrange(1000))),
                        status,
                        paid,
                        cancel_reason,
                        reject_reason,
                        f"{uid}@Cal.com",
                    )
                )
                no_show = int(status == "accepted" and day < 0 and rng.random() < 0.04)
                attendees.append((student[0], student[1], student[2], k, no_show))
                zoom = username in ("katharina", "tobias") and event[3] == "Private lesson"
                video = ("zoom_video", "zoom") if zoom else ("daily_video", "daily")
                references.append(
                    (
                        video[0],
                        _uid(rng, 16),
                        _uid(rng, 10),
                        f"https://{video[1]}.example/{uid[:10]}",
                        k,
                        credential_ids.get((username, video[0])),
                    )
                )
                references.append(
                    (
                        "google_calendar",
                        _uid(rng, 26).lower(),
                        None,
                        None,
                        k,
                        credential_ids.get((username, "google_calendar")),
                    )
                )
                if event[5] > 0 and status in ("accepted", "cancelled"):
                    refunded = int(status == "cancelled")
                    payments.append(
                        (
                            _uid(rng, 24),
                            "stripe",
                            k,
                            event[5],
                            round(event[5] * 0.014) + 25,
                            "eur",
                            1,
                            refunded,
                            "{}",
                            "pi_" + _uid(rng, 24),
                        )
                    )
                if event[3] == "Private lesson" and status == "accepted":
                    when = start - datetime.timedelta(hours=24)
                    reminders.append(
                        (uid, "EMAIL", _ts(when), "EMAIL", int(when <= clock.now + datetime.timedelta(hours=72)), 1)
                    )
                    if day >= -14:
                        when = start - datetime.timedelta(hours=2)
                        reminders.append(
                            (uid, "SMS", _ts(when), "SMS", int(when <= clock.now + datetime.timedelta(hours=72)), 2)
                        )
    # Marek also books extra private lessons with Katharina: his fixed slot, twice a week
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        if day % 7 not in (1, 4) or ("katharina", day, 68) in busy:
            continue
        busy.update(("katharina", day, s) for s in range(68, 72))
        event = next(e for e in events if e[1] == "katharina" and e[3] == "Private lesson")
        start = clock.at(day, 17 * 60)
        k = len(booking_rows) + 1
        uid = _uid(rng)
        booking_rows.append(
            (
                k,
                uid,
                user_ids["katharina"],
                event[0],
                "Private lesson zwischen Katharina Huber und Marek Novák",
                json.dumps({"name": "Marek Novák", "email": TOP_STUDENT}),
                _ts(start),
                _ts(start + datetime.timedelta(minutes=60)),
                "integrations:zoom",
                _ts(start - datetime.timedelta(days=14)),
                "accepted",
                1,
                None,
                None,
                f"{uid}@Cal.com",
            )
        )
        attendees.append((TOP_STUDENT, "Marek Novák", "Europe/Prague", k, 0))
        references.append(
            (
                "zoom_video",
                _uid(rng, 16),
                _uid(rng, 10),
                f"https://zoom.example/{uid[:10]}",
                k,
                credential_ids[("katharina", "zoom_video")],
            )
        )
        payments.append((_uid(rng, 24), "stripe", k, 5500, 102, "eur", 1, 0, "{}", "pi_" + _uid(rng, 24)))
    db.executemany(
        'INSERT INTO "Booking" (id, uid, "userId", "eventTypeId", title, responses, "startTime", "endTime", location, '
        '"createdAt", status, paid, "cancellationReason", "rejectionReason", "iCalUID") '
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        booking_rows,
    )
    # a few cancelled lessons were moved rather than dropped
    moved = [row for row in booking_rows if row[10] == "cancelled"][::9]
    for row in moved:
        db.execute(
            'UPDATE "Booking" SET rescheduled = 1, "cancellationReason" = \'Verschoben\' WHERE id = ?', (row[0],)
        )
    db.executemany(
        'INSERT INTO "Attendee" (email, name, "timeZone", locale, "bookingId", "noShow") '
        "VALUES (?, ?, ?, 'de', ?, ?)",
        attendees,
    )
    db.executemany(
        'INSERT INTO "BookingReference" (type, uid, "meetingPassword", "meetingUrl", "bookingId", "credentialId") '
        "VALUES (?, ?, ?, ?, ?, ?)",
        references,
    )
    db.executemany(
        'INSERT INTO "Payment" (uid, "appId", "bookingId", amount, fee, currency, success, refunded, data, '
        '"externalId") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        payments,
    )

    # workflows: reminders before private lessons
    db.execute(
        "INSERT INTO \"Workflow\" VALUES (1, 0, 'Erinnerung Privatstunde', ?, NULL, 'BEFORE_EVENT', 24, 'hour')",
        (user_ids["direktion"],),
    )
    db.execute(
        "INSERT INTO \"Workflow\" VALUES (2, 1, 'SMS 2 Stunden vorher', ?, NULL, 'BEFORE_EVENT', 2, 'hour')",
        (user_ids["direktion"],),
    )
    db.execute(
        "INSERT INTO \"Workflow\" VALUES (3, 2, 'Danke nach Probestunde', ?, NULL, 'AFTER_EVENT', 1, 'hour')",
        (user_ids["direktion"],),
    )
    db.execute(
        'INSERT INTO "WorkflowStep" (id, "stepNumber", action, "workflowId", "emailSubject", template, '
        "\"numberVerificationPending\") VALUES (1, 1, 'EMAIL_ATTENDEE', 1, 'Erinnerung: {EVENT_NAME}', 'REMINDER', 0), "
        "(2, 1, 'SMS_ATTENDEE', 2, NULL, 'REMINDER', 0), (3, 1, 'EMAIL_ATTENDEE', 3, 'Danke!', 'CUSTOM', 0)"
    )
    for event in events:
        if event[3] == "Private lesson":
            db.execute('INSERT INTO "WorkflowsOnEventTypes" ("workflowId", "eventTypeId") VALUES (1, ?)', (event[0],))
            db.execute('INSERT INTO "WorkflowsOnEventTypes" ("workflowId", "eventTypeId") VALUES (2, ?)', (event[0],))
        elif event[3] == "Free trial lesson":
            db.execute('INSERT INTO "WorkflowsOnEventTypes" ("workflowId", "eventTypeId") VALUES (3, ?)', (event[0],))
    db.executemany(
        'INSERT INTO "WorkflowReminder" ("bookingUid", method, "scheduledDate", "referenceId", scheduled, '
        "\"workflowStepId\", cancelled) VALUES (?, ?, ?, ? || '-' || ?, ?, ?, 0)",
        [
            (uid, method, when, method.lower(), uid, scheduled, step)
            for uid, method, when, _, scheduled, step in reminders
        ],
    )

    # webhooks and API keys
    for hook_id, url, active, triggers, days in (
        ("wh_crm", "https://hooks.zapier.com/hooks/catch/5513/crm", 1, "{BOOKING_CREATED,BOOKING_CANCELLED}", -300),
        ("wh_old", "https://hooks.zapier.com/hooks/catch/5513/old-sheet", 0, "{BOOKING_CREATED}", -600),
        ("wh_invoice", "https://rechnung.sprachinsel.wien/cal", 1, "{BOOKING_PAID,BOOKING_CANCELLED}", -120),
    ):
        db.execute(
            'INSERT INTO "Webhook" (id, "userId", "subscriberUrl", "createdAt", active, "eventTriggers", secret) '
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (hook_id, user_ids["direktion"], url, _ts(clock.at(days, 600)), active, triggers, _uid(rng, 20)),
        )
    for key_id, note, user, made, expires, used in (
        ("ak_1", "Website booking widget", "direktion", -400, None, -0.01),
        ("ak_2", "Old WordPress plugin", "direktion", -500, -40, -45),
        ("ak_3", "Reporting script", "katharina", -60, 300, None),
    ):
        db.execute(
            'INSERT INTO "ApiKey" VALUES (?, ?, NULL, ?, ?, ?, ?, ?, NULL)',
            (
                key_id,
                user_ids[user],
                note,
                _ts(clock.at(made, 540)),
                None if expires is None else _ts(clock.at(expires, 0)),
                None
                if used is None
                else _ts(clock.at(int(used), 300) if used < -1 else clock.now - datetime.timedelta(minutes=20)),
                hashlib.sha256(key_id.encode()).hexdigest(),
            ),
        )
    close_checked(db, "scheduling")


def _hosts(team: str, title: str) -> tuple[str, ...]:
    return next(hosts for t, name, _, _, _, hosts, _ in TEAM_EVENTS if t == team and name == title)
