"""A Kraków (Poland) open-source conference's call for papers (Kraków Open Source Summit) as a pretalx database.

pretalx (the conference-planning tool: Django on PostgreSQL) keeps its events, proposals, reviews and schedules in
Django's app-prefixed tables, here in SQLite with their real names and conventions:

* ``event_organiser`` and **``event_event`` (``slug``, ``date_from``/``date_to`` dates, ``timezone``, ``locale``,
  ``is_public``; names as i18n JSON, ``{"en": "...", "pl": "..."}``, like every name below)**: the 2025 edition, held
  last year, and the 2026 edition six weeks ahead, its call for papers closed;
* **``person_user`` (``code`` a five-letter code, ``name``, ``email``, ``is_administrator``, ``last_login`` NULL for
  who never logged in)** and **``person_speakerprofile`` one per speaker and event (``biography`` empty when not
  filled in, ``has_arrived`` checked in at the venue)**;
* **``submission_submission`` the proposals (``code`` a six-letter slug such as ``QXRJ8M``, ``title``, ``abstract``,
  ``state`` one of ``submitted``, ``accepted``, ``confirmed``, ``rejected``, ``withdrawn``, ``canceled``,
  ``deleted``, ``pending_state`` a decision not yet sent, ``duration`` NULL for the type's default,
  ``submission_type_id``, ``track_id``, ``content_locale``, ``is_featured``, ``do_not_record``, ``created``)**, with
  **``submission_submission_speakers`` the many-to-many with their speakers**; ``submission_submissiontype``
  (``default_duration`` minutes, ``deadline``), ``submission_track`` (``color``);
* **reviews: ``submission_review`` (``score`` the weighted total, ``text``, ``user_id`` the reviewer), the score
  categories ``submission_reviewscorecategory`` (``weight``) with their possible scores ``submission_reviewscore``
  (``value``, ``label``), and ``submission_review_scores`` linking a review to the score it gave in each category**;
* **custom questions ``submission_question`` (``variant`` ``boolean``, ``choices``, ``string``, ``text``...,
  ``target`` ``submission`` or ``speaker``), their ``submission_answeroption`` and ``submission_answer`` (``answer``
  text, ``'True'``/``'False'`` for a boolean, the option's text for a choice; ``submission_id`` or ``person_id``)**;
* **schedules: ``schedule_schedule`` the versions (``version`` NULL for the work-in-progress schedule, the released
  ones ``0.1``, ``0.2``... with ``published``)**, **``schedule_talkslot`` a talk's room and time in one version
  (``start``/``end`` in UTC, ``is_visible``; every release copies every slot, so only the latest released version's
  slots are the schedule)**, ``schedule_room`` (``capacity``, ``position``);
* ``submission_feedback`` (last year's attendees' ``rating`` 1 to 5 of a talk, ``talk_id``), ``mail_queuedmail``
  (**``sent`` NULL while a mail waits in the outbox**, ``to``, ``subject``, ``text``).

Departures: fewer columns and tables (no teams, permissions, CfP texts, access codes, resources, tags, availabilities,
activity log or plugins' tables), declared foreign keys, booleans as 0/1.

Planted signals:

* "Infrastructure & DevOps" gets the most proposals of 2026; nine proposals got no review yet; Agnieszka Wróbel
  reviewed the most;
* "Rust in the Polish tax office" has the best average review score; two confirmed talks are not in the released
  schedule 0.2 (added to the work in progress only); the Aula Magna holds the most slots of version 0.2;
* Marta Kowalczyk has five accepted or confirmed talks, more than any other speaker; six speakers left their
  biography empty;
* ten acceptance mails to speakers wait in the outbox; nine speakers asked for travel support;
* last year's best-rated talk was "Sustainable maintainers"; the keynote speaker was the only one not to check in.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE event_organiser (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug VARCHAR(50) NOT NULL UNIQUE);
CREATE TABLE event_event (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug VARCHAR(50) NOT NULL UNIQUE,
  organiser_id INTEGER REFERENCES event_organiser (id), is_public BOOLEAN NOT NULL DEFAULT 0, date_from DATE NOT NULL,
  date_to DATE NOT NULL, timezone VARCHAR(30) NOT NULL DEFAULT 'UTC', email VARCHAR(254), primary_color VARCHAR(7),
  locale_array TEXT NOT NULL DEFAULT 'en', locale VARCHAR(32) NOT NULL DEFAULT 'en', content_locale_array TEXT
);
CREATE TABLE person_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login DATETIME, code VARCHAR(16) NOT NULL UNIQUE,
  name VARCHAR(120) NOT NULL, email VARCHAR(254) NOT NULL UNIQUE, is_active BOOLEAN NOT NULL DEFAULT 1,
  is_staff BOOLEAN NOT NULL DEFAULT 0, is_administrator BOOLEAN NOT NULL DEFAULT 0, locale VARCHAR(32) NOT NULL
  DEFAULT 'en', timezone VARCHAR(30) NOT NULL DEFAULT 'UTC', pw_reset_token VARCHAR(160), pw_reset_time DATETIME
);
CREATE TABLE person_speakerprofile (
  id INTEGER PRIMARY KEY, biography TEXT, has_arrived BOOLEAN NOT NULL DEFAULT 0,
  event_id INTEGER NOT NULL REFERENCES event_event (id), user_id INTEGER REFERENCES person_user (id)
);
CREATE TABLE submission_submissiontype (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, default_duration INTEGER NOT NULL DEFAULT 30, deadline DATETIME,
  requires_access_code BOOLEAN NOT NULL DEFAULT 0, event_id INTEGER NOT NULL REFERENCES event_event (id)
);
CREATE TABLE submission_track (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, color VARCHAR(7) NOT NULL, position INTEGER,
  requires_access_code BOOLEAN NOT NULL DEFAULT 0, event_id INTEGER NOT NULL REFERENCES event_event (id)
);
CREATE TABLE submission_submission (
  id INTEGER PRIMARY KEY, created DATETIME, updated DATETIME, code VARCHAR(16) NOT NULL UNIQUE,
  title VARCHAR(200) NOT NULL, abstract TEXT, description TEXT, notes TEXT, internal_notes TEXT,
  duration INTEGER, slot_count INTEGER NOT NULL DEFAULT 1, content_locale VARCHAR(32) NOT NULL DEFAULT 'en',
  is_featured BOOLEAN NOT NULL DEFAULT 0, do_not_record BOOLEAN NOT NULL DEFAULT 0, image VARCHAR(100),
  invitation_token VARCHAR(32) NOT NULL, review_code VARCHAR(32), anonymised_data TEXT,
  state VARCHAR(9) NOT NULL DEFAULT 'submitted', pending_state VARCHAR(9),
  event_id INTEGER NOT NULL REFERENCES event_event (id),
  submission_type_id INTEGER NOT NULL REFERENCES submission_submissiontype (id),
  track_id INTEGER REFERENCES submission_track (id)
);
CREATE TABLE submission_submission_speakers (
  id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submission_submission (id),
  user_id INTEGER NOT NULL REFERENCES person_user (id), UNIQUE (submission_id, user_id)
);
CREATE TABLE submission_reviewscorecategory (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, weight DECIMAL(4, 1) NOT NULL DEFAULT 1, required BOOLEAN NOT NULL
  DEFAULT 0, active BOOLEAN NOT NULL DEFAULT 1, limit_tracks TEXT, is_independent BOOLEAN NOT NULL DEFAULT 0,
  event_id INTEGER NOT NULL REFERENCES event_event (id)
);
CREATE TABLE submission_reviewscore (
  id INTEGER PRIMARY KEY, value DECIMAL(3, 1) NOT NULL, label VARCHAR(100),
  category_id INTEGER NOT NULL REFERENCES submission_reviewscorecategory (id)
);
CREATE TABLE submission_review (
  id INTEGER PRIMARY KEY, created DATETIME, updated DATETIME, text TEXT, score DECIMAL(5, 2),
  submission_id INTEGER NOT NULL REFERENCES submission_submission (id),
  user_id INTEGER NOT NULL REFERENCES person_user (id), UNIQUE (submission_id, user_id)
);
CREATE TABLE submission_review_scores (
  id INTEGER PRIMARY KEY, review_id INTEGER NOT NULL REFERENCES submission_review (id),
  reviewscore_id INTEGER NOT NULL REFERENCES submission_reviewscore (id)
);
CREATE TABLE submission_question (
  id INTEGER PRIMARY KEY, variant VARCHAR(14) NOT NULL DEFAULT 'string', target VARCHAR(10) NOT NULL
  DEFAULT 'submission', question TEXT NOT NULL, help_text TEXT, required BOOLEAN NOT NULL DEFAULT 0,
  position INTEGER, active BOOLEAN NOT NULL DEFAULT 1, contains_personal_data BOOLEAN NOT NULL DEFAULT 1,
  is_public BOOLEAN NOT NULL DEFAULT 0, is_visible_to_reviewers BOOLEAN NOT NULL DEFAULT 1,
  event_id INTEGER NOT NULL REFERENCES event_event (id)
);
CREATE TABLE submission_answeroption (
  id INTEGER PRIMARY KEY, answer TEXT NOT NULL, question_id INTEGER NOT NULL REFERENCES submission_question (id)
);
CREATE TABLE submission_answer (
  id INTEGER PRIMARY KEY, answer TEXT NOT NULL, answer_file VARCHAR(100),
  question_id INTEGER NOT NULL REFERENCES submission_question (id),
  submission_id INTEGER REFERENCES submission_submission (id), person_id INTEGER REFERENCES person_user (id),
  review_id INTEGER REFERENCES submission_review (id)
);
CREATE TABLE submission_feedback (
  id INTEGER PRIMARY KEY, created DATETIME, rating INTEGER, review TEXT NOT NULL,
  talk_id INTEGER NOT NULL REFERENCES submission_submission (id), speaker_id INTEGER REFERENCES person_user (id)
);
CREATE TABLE schedule_room (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, capacity INTEGER, position INTEGER,
  guid VARCHAR(36), event_id INTEGER NOT NULL REFERENCES event_event (id)
);
CREATE TABLE schedule_schedule (
  id INTEGER PRIMARY KEY, version VARCHAR(190), published DATETIME, comment TEXT,
  event_id INTEGER NOT NULL REFERENCES event_event (id), UNIQUE (event_id, version)
);
CREATE TABLE schedule_talkslot (
  id INTEGER PRIMARY KEY, is_visible BOOLEAN NOT NULL DEFAULT 0, start DATETIME, "end" DATETIME, description TEXT,
  room_id INTEGER REFERENCES schedule_room (id), schedule_id INTEGER NOT NULL REFERENCES schedule_schedule (id),
  submission_id INTEGER REFERENCES submission_submission (id)
);
CREATE TABLE mail_queuedmail (
  id INTEGER PRIMARY KEY, reply_to VARCHAR(1000), cc VARCHAR(1000), bcc VARCHAR(1000), "to" VARCHAR(1000),
  subject VARCHAR(200) NOT NULL, text TEXT NOT NULL, sent DATETIME, locale VARCHAR(32),
  event_id INTEGER REFERENCES event_event (id)
);
"""

FIRST = [
    "Anna",
    "Piotr",
    "Katarzyna",
    "Tomasz",
    "Magdalena",
    "Paweł",
    "Zofia",
    "Michał",
    "Ewa",
    "Krzysztof",
    "Joanna",
    "Łukasz",
    "Karolina",
    "Jakub",
    "Natalia",
    "Mateusz",
    "Olga",
    "Lena",
    "Marek",
    "Aleksandra",
    "Sven",
    "Ines",
    "Tobias",
    "Chiara",
    "Hannah",
    "Oskar",
    "Maria",
    "David",
    "Emma",
    "Rafał",
]
LAST = [
    "Lewandowska",
    "Zieliński",
    "Szymańska",
    "Woźniak",
    "Dąbrowska",
    "Kozłowski",
    "Jankowska",
    "Mazur",
    "Kwiatkowska",
    "Krawczyk",
    "Kaczmarek",
    "Piotrowski",
    "Grabowska",
    "Pawłowski",
    "Michalska",
    "Król",
    "Wieczorek",
    "Jabłońska",
    "Majewski",
    "Olszewska",
    "Lindqvist",
    "Moreau",
    "Becker",
    "Rossi",
    "Schulz",
    "Novák",
    "García",
    "Kovač",
    "Fischer",
    "Sikora",
]
TRACKS = [
    ("Infrastructure & DevOps", "Infrastruktura i DevOps", 0.30),
    ("Languages & Runtimes", "Języki", 0.18),
    ("Security", "Bezpieczeństwo", 0.15),
    ("Data & AI", "Dane i AI", 0.17),
    ("Community & Open Source Business", "Społeczność", 0.12),
    ("Embedded & Hardware", "Sprzęt", 0.08),
]
TYPES = [("Talk", "Wykład", 30, 0.7), ("Lightning talk", "Błyskawiczny", 5, 0.15), ("Workshop", "Warsztat", 120, 0.15)]
ROOMS = [("Aula Magna", 600), ("Sala A", 200), ("Sala B", 120), ("Lab 1", 40)]
REVIEWERS = [
    ("Agnieszka Wróbel", 0.95),
    ("Bartosz Nowicki", 0.6),
    ("Helena Sobczak", 0.55),
    ("Igor Kamiński", 0.5),
    ("Julia Stępień", 0.45),
]
WORDS = [
    "Kubernetes",
    "PostgreSQL",
    "eBPF",
    "WebAssembly",
    "Rust",
    "Python",
    "observability",
    "supply chains",
    "SBOMs",
    "GitOps",
    "LLMs",
    "Linux",
    "RISC-V",
    "OpenTelemetry",
    "NixOS",
    "Zig",
    "Kafka",
    "CI pipelines",
    "accessibility",
    "licensing",
]
PHRASES = [
    "Scaling {} at a Polish bank",
    "What we learned running {} in production",
    "{} from scratch",
    "A gentle introduction to {}",
    "Debugging {} the hard way",
    "{} without the hype",
    "Ten years of {}",
    "Securing {}",
    "{} on a budget",
    "Migrating to {}",
]
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ3789"  # pretalx's code alphabet leaves out look-alikes


def i18n(en: str, pl: str | None = None) -> str:
    return json.dumps({"en": en, "pl": pl or en}, ensure_ascii=False)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    fmt = clock.fmt
    db = new_database(path, SCHEMA)
    codes: set[str] = set()

    def code(length: int = 6) -> str:
        while True:
            made = "".join(rng.choice(CODE_LETTERS) for _ in range(length))
            if made not in codes:
                codes.add(made)
                return made

    db.execute("INSERT INTO event_organiser VALUES (1, ?, 'fundacja-otwarty-kod')", (i18n("Fundacja Otwarty Kod"),))
    last_year, this_year = -330, 42  # the 2025 edition's first day, and the 2026 one's
    for e, (year, day) in enumerate(((2025, last_year), (2026, this_year)), 1):
        db.execute(
            "INSERT INTO event_event VALUES (?, ?, ?, 1, 1, ?, ?, 'Europe/Warsaw', 'cfp@koss.example.pl', '#c8102e',"
            " 'en,pl', 'en', 'en,pl')",
            (
                e,
                i18n(f"Kraków Open Source Summit {year}", f"Kraków Open Source Summit {year}"),
                f"koss{year}",
                clock.day_text(day),
                clock.day_text(day + 1),
            ),
        )

    # people
    users: list[tuple[int, str]] = []

    def add_user(name: str, login_day: int | None, admin: int = 0) -> int:
        uid = len(users) + 1
        email = name.lower().replace(" ", ".").translate(str.maketrans("ąćęłńóśźż", "acelnoszz")) + f"{uid}@example.org"
        last_login = None if login_day is None else fmt(clock.clear_of_now(rng, login_day, 420, 1320))
        db.execute(
            "INSERT INTO person_user (id, password, last_login, code, name, email, is_administrator, locale, timezone)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Europe/Warsaw')",
            (
                uid,
                "pbkdf2_sha256$600000$" + code(12),
                last_login,
                code(5),
                name,
                email,
                admin,
                rng.choice(["en", "pl"]),
            ),
        )
        users.append((uid, name))
        return uid

    reviewer_ids = [
        add_user(name, -rng.randint(0, 12), admin=1 if k == 0 else 0) for k, (name, _) in enumerate(REVIEWERS)
    ]
    speakers = [add_user(f"{rng.choice(FIRST)} {rng.choice(LAST)}", -rng.randint(1, 200)) for _ in range(150)]
    marta, jan = add_user("Marta Kowalczyk", -3), add_user("Jan Nowak", -5)
    keynote = add_user("Roberta Fontana", -300)
    speakers += [marta, jan]

    # submission types, tracks, rooms per event
    type_ids: dict[tuple[int, str], int] = {}
    track_ids: dict[tuple[int, str], int] = {}
    room_ids: dict[tuple[int, str], int] = {}
    for e, start in ((1, last_year), (2, this_year)):
        for name, pl, minutes, _ in TYPES:
            cur = db.execute(
                "INSERT INTO submission_submissiontype (name, default_duration, deadline, event_id) "
                "VALUES (?, ?, ?, ?)",
                (i18n(name, pl), minutes, fmt(clock.at(start - 75, 1379)), e),
            )
            type_ids[(e, name)] = int(cur.lastrowid or 0)
        for k, (name, pl, _) in enumerate(TRACKS):
            cur = db.execute(
                "INSERT INTO submission_track (name, color, position, event_id) VALUES (?, ?, ?, ?)",
                (i18n(name, pl), f"#{rng.randrange(0x1000000):06x}", k, e),
            )
            track_ids[(e, name)] = int(cur.lastrowid or 0)
        for k, (name, capacity) in enumerate(ROOMS):
            cur = db.execute(
                "INSERT INTO schedule_room (name, capacity, position, guid, event_id) VALUES (?, ?, ?, ?, ?)",
                (i18n(name), capacity, k, f"{rng.getrandbits(128):032x}", e),
            )
            room_ids[(e, name)] = int(cur.lastrowid or 0)

    # proposals
    subs: list[dict[str, object]] = []

    def add_sub(
        e: int,
        title: str,
        track: str,
        kind: str,
        state: str,
        created_day: int,
        who: list[int],
        pending: str | None = None,
    ) -> int:
        cur = db.execute(
            "INSERT INTO submission_submission (created, updated, code, title, abstract, duration, content_locale,"
            " is_featured, do_not_record, invitation_token, state, pending_state, event_id, submission_type_id,"
            " track_id) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                fmt(clock.clear_of_now(rng, created_day, 360, 1380)),
                fmt(clock.clear_of_now(rng, min(created_day + 3, -1), 360, 1380)),
                code(),
                title,
                f"In this session: {title.lower()}.",
                rng.choice(["en", "en", "pl"]),
                1 if rng.random() < 0.05 else 0,
                1 if rng.random() < 0.08 else 0,
                code(16),
                state,
                pending,
                e,
                type_ids[(e, kind)],
                track_ids[(e, track)],
            ),
        )
        sid = int(cur.lastrowid or 0)
        for uid in who:
            db.execute("INSERT INTO submission_submission_speakers (submission_id, user_id) VALUES (?, ?)", (sid, uid))
        subs.append(
            {"id": sid, "event": e, "state": state, "track": track, "kind": kind, "speakers": who, "title": title}
        )
        return sid

    def title() -> str:
        return rng.choice(PHRASES).format(rng.choice(WORDS))

    # last year: a finished conference
    for _ in range(70):
        track = rng.choices([t[0] for t in TRACKS], weights=[t[2] for t in TRACKS])[0]
        kind = rng.choices([t[0] for t in TYPES], weights=[t[3] for t in TYPES])[0]
        state = rng.choices(["confirmed", "rejected", "withdrawn", "canceled"], weights=[0.5, 0.4, 0.06, 0.04])[0]
        add_sub(1, title(), track, kind, state, last_year - rng.randint(80, 140), [rng.choice(speakers)])
    best_last_year = add_sub(
        1,
        "Sustainable maintainers",
        "Community & Open Source Business",
        "Talk",
        "confirmed",
        last_year - 100,
        [rng.choice(speakers)],
    )
    keynote_talk = add_sub(
        1,
        "Open source in the public sector",
        "Community & Open Source Business",
        "Talk",
        "confirmed",
        last_year - 60,
        [keynote],
    )
    # this year: the call for papers ran from 100 to 33 days ago
    for _ in range(190):
        track = rng.choices([t[0] for t in TRACKS], weights=[t[2] for t in TRACKS])[0]
        kind = rng.choices([t[0] for t in TYPES], weights=[t[3] for t in TYPES])[0]
        state = rng.choices(
            ["submitted", "accepted", "confirmed", "rejected", "withdrawn", "deleted"],
            weights=[0.12, 0.08, 0.30, 0.40, 0.05, 0.05],
        )[0]
        who = [rng.choice(speakers[:150])]
        if rng.random() < 0.12:
            who.append(rng.choice(speakers[:150]))
        add_sub(2, title(), track, kind, state, -rng.randint(33, 100), sorted(set(who)))
    rust = add_sub(2, "Rust in the Polish tax office", "Languages & Runtimes", "Talk", "confirmed", -50, [marta])
    add_sub(2, "Observability for small teams", "Infrastructure & DevOps", "Talk", "accepted", -70, [marta])
    add_sub(
        2, "Writing a tax calculator in Rust, hands-on", "Languages & Runtimes", "Workshop", "confirmed", -49, [marta]
    )
    add_sub(2, "Auditing public-sector Rust", "Security", "Talk", "confirmed", -47, [marta])
    add_sub(
        2,
        "Rust for government: the lightning version",
        "Languages & Runtimes",
        "Lightning talk",
        "confirmed",
        -48,
        [marta],
    )
    add_sub(2, "Packaging Python for Debian", "Languages & Runtimes", "Talk", "confirmed", -66, [jan])
    add_sub(2, "Hardware security keys, explained", "Security", "Workshop", "confirmed", -45, [jan])
    late = [
        add_sub(2, "Keeping CI green on RISC-V", "Embedded & Hardware", "Talk", "confirmed", -40, [speakers[3]]),
        add_sub(2, "Open data for Kraków's trams", "Data & AI", "Lightning talk", "confirmed", -38, [speakers[7]]),
    ]

    # reviews: of this year's proposals, nine not yet reviewed
    categories = []
    for name, weight in (("Relevance", 2), ("Quality", 1), ("Speaker", 1)):
        cur = db.execute(
            "INSERT INTO submission_reviewscorecategory (name, weight, required, event_id) VALUES (?, ?, 1, 2)",
            (i18n(name), weight),
        )
        cid = int(cur.lastrowid or 0)
        scores = {}
        for value, label in ((0, "no"), (1, "maybe"), (2, "yes"), (3, "great")):
            cur = db.execute(
                "INSERT INTO submission_reviewscore (value, label, category_id) VALUES (?, ?, ?)", (value, label, cid)
            )
            scores[value] = int(cur.lastrowid or 0)
        categories.append((cid, weight, scores))
    this = [s for s in subs if s["event"] == 2 and s["state"] != "deleted"]
    unreviewed = {int(str(s["id"])) for s in rng.sample([s for s in this if s["state"] == "submitted"], 9)}
    for s in this:
        sid = int(str(s["id"]))
        if sid in unreviewed:
            continue
        good = s["state"] in ("accepted", "confirmed")
        for (uid, _), (_, chance) in zip([(r, 0) for r in reviewer_ids], REVIEWERS, strict=True):
            if rng.random() > chance:
                continue
            values = [min(3, max(0, (2 if good else 1) + rng.choice([-1, 0, 0, 1]))) for _ in categories]
            if sid == rust:
                values = [3, 3, 3]
            total = sum(v * w for v, (_, w, _) in zip(values, categories, strict=True))
            cur = db.execute(
                "INSERT INTO submission_review (created, updated, text, score, submission_id, user_id) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    fmt(clock.clear_of_now(rng, -rng.randint(20, 32), 420, 1380)),
                    None,
                    rng.choice(["Solid.", "Good fit for the track.", "Too vendor-heavy.", "Abstract needs work.", ""]),
                    total,
                    sid,
                    uid,
                ),
            )
            rid = int(cur.lastrowid or 0)
            for v, (_, _, scores) in zip(values, categories, strict=True):
                db.execute(
                    "INSERT INTO submission_review_scores (review_id, reviewscore_id) VALUES (?, ?)", (rid, scores[v])
                )

    # speaker profiles
    profiles: dict[tuple[int, int], dict[str, object]] = {}
    for s in subs:
        for uid in s["speakers"]:  # type: ignore[attr-defined]
            profiles.setdefault((int(str(s["event"])), uid), s)
    confirmed_last_year = {uid for s in subs if s["event"] == 1 and s["state"] == "confirmed" for uid in s["speakers"]}  # type: ignore[attr-defined]
    empty_bio = set(rng.sample(sorted(uid for (e, uid) in profiles if e == 2), 6))
    for e, uid in sorted(profiles):
        bio = "" if e == 2 and uid in empty_bio else f"{users[uid - 1][1]} works on open source in Kraków."
        arrived = 1 if e == 1 and uid != keynote and uid in confirmed_last_year else 0
        db.execute(
            "INSERT INTO person_speakerprofile (biography, has_arrived, event_id, user_id) VALUES (?, ?, ?, ?)",
            (bio, arrived, e, uid),
        )

    # questions and answers
    q_travel = db.execute(
        "INSERT INTO submission_question (variant, target, question, required, position, event_id)"
        " VALUES ('boolean', 'speaker', ?, 1, 1, 2)",
        (i18n("Do you need travel support?", "Czy potrzebujesz wsparcia w podróży?"),),
    ).lastrowid
    q_level = db.execute(
        "INSERT INTO submission_question (variant, target, question, required, position, event_id)"
        " VALUES ('choices', 'submission', ?, 1, 2, 2)",
        (i18n("Audience level", "Poziom"),),
    ).lastrowid
    for option in ("Beginner", "Intermediate", "Advanced"):
        db.execute("INSERT INTO submission_answeroption (answer, question_id) VALUES (?, ?)", (i18n(option), q_level))
    this_speakers = sorted({uid for (e, uid) in profiles if e == 2})
    travel = set(rng.sample(this_speakers, 9))
    for uid in this_speakers:
        db.execute(
            "INSERT INTO submission_answer (answer, question_id, person_id) VALUES (?, ?, ?)",
            ("True" if uid in travel else "False", q_travel, uid),
        )
    for s in this:
        level = rng.choices(["Beginner", "Intermediate", "Advanced"], weights=[0.35, 0.45, 0.2])[0]
        db.execute(
            "INSERT INTO submission_answer (answer, question_id, submission_id) VALUES (?, ?, ?)",
            (level, q_level, s["id"]),
        )

    # schedules: last year's final 1.0; this year's 0.1 and 0.2 released, and the work in progress
    def slots(schedule: int, e: int, talks: list[dict[str, object]], first_day: int) -> None:
        clock_in = {room: clock.at(first_day, 7 * 60) for room in ROOMS}
        for k, s in enumerate(talks):
            room = ROOMS[0] if s["id"] == rust or k % 5 in (0, 3) else ROOMS[1 + k % 3]
            if clock_in[room].hour >= 16:
                clock_in[room] = clock_in[room].replace(hour=7) + datetime.timedelta(days=1)
            minutes = next(m for n, _, m, _ in TYPES if n == s["kind"])
            start = clock_in[room]
            end = start + datetime.timedelta(minutes=minutes)
            db.execute(
                'INSERT INTO schedule_talkslot (is_visible, start, "end", room_id, schedule_id, submission_id)'
                " VALUES (1, ?, ?, ?, ?, ?)",
                (fmt(start), fmt(end), room_ids[(e, room[0])], schedule, s["id"]),
            )
            clock_in[room] = end + datetime.timedelta(minutes=15)

    past_talks = [s for s in subs if s["event"] == 1 and s["state"] == "confirmed"]
    cur = db.execute(
        "INSERT INTO schedule_schedule (version, published, comment, event_id) VALUES ('1.0', ?, ?, 1)",
        (fmt(clock.at(last_year - 14, 600)), "Final schedule"),
    )
    slots(int(cur.lastrowid or 0), 1, past_talks, last_year)
    db.execute("INSERT INTO schedule_schedule (version, published, event_id) VALUES (NULL, NULL, 1)")
    going = [s for s in subs if s["event"] == 2 and s["state"] in ("accepted", "confirmed")]
    late_ids = set(late)
    releases: list[tuple[str | None, int | None, list[dict[str, object]]]] = [
        ("0.1", -16, [s for s in going if s["id"] not in late_ids][:-12]),
        ("0.2", -4, [s for s in going if s["id"] not in late_ids]),
        (None, None, going),
    ]
    for version, released, talks in releases:
        cur = db.execute(
            "INSERT INTO schedule_schedule (version, published, comment, event_id) VALUES (?, ?, ?, 2)",
            (
                version,
                None if released is None else fmt(clock.at(released, 15 * 60 + 7)),
                None if version is None else f"Schedule {version}",
            ),
        )
        slots(int(cur.lastrowid or 0), 2, talks, this_year)

    # last year's feedback
    for s in past_talks:
        count = rng.randint(2, 9)
        for _ in range(count):
            rating = 5 if s["id"] == best_last_year else min(5, max(1, round(rng.gauss(3.6, 0.8))))
            if s["id"] == keynote_talk:
                rating = rng.choice([3, 4])
            db.execute(
                "INSERT INTO submission_feedback (created, rating, review, talk_id, speaker_id) VALUES "
                "(?, ?, ?, ?, NULL)",
                (
                    fmt(clock.clear_of_now(rng, last_year + 1, 600, 1320)),
                    rating,
                    rng.choice(["Great talk", "Too fast", "Useful", ""]),
                    s["id"],
                ),
            )

    # mails: the decisions sent, a dozen waiting in the outbox
    for s in this:
        if s["state"] in ("accepted", "confirmed", "rejected"):
            for uid in s["speakers"]:  # type: ignore[attr-defined]
                outbox = s["state"] == "accepted" and rng.random() < 0.6
                db.execute(
                    'INSERT INTO mail_queuedmail (reply_to, "to", subject, text, sent, locale, event_id) '
                    "VALUES ('cfp@koss.example.pl', ?, ?, ?, ?, 'en', 2)",
                    (
                        users[uid - 1][1],
                        f'Your proposal "{s["title"]}"',
                        "Dear speaker, ...",
                        None if outbox else fmt(clock.clear_of_now(rng, -rng.randint(18, 25), 540, 1080)),
                    ),
                )
    close_checked(db, "conference")
