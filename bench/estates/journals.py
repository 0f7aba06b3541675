"""A Kraków university press's three journals (Vistula University Press) as an Open Journal Systems 3.3 database in
SQLite.

Open Journal Systems (PKP's open-source journal manager, PHP on MySQL or PostgreSQL) keeps one installation's journals
in plural snake_case tables with its own conventions, here in SQLite:

* **names and texts live in ``_settings`` tables, one row per setting and locale** (``journal_settings``,
  ``section_settings``, ``user_settings``, ``user_group_settings``, ``publication_settings``, ``author_settings``:
  ``setting_name`` ``name``, ``title``, ``givenName``, ``familyName``, ``affiliation``..., ``locale`` ``en_US`` or
  ``pl_PL``, ``setting_value`` text), not on the rows they describe; **a publication's issue is its setting
  ``issueId``** (the id as text);
* ``journals`` (``path``, ``primary_locale``, ``enabled``); ``sections``; ``issues`` (``volume``, ``number``,
  ``year``, ``published`` 0 for an issue being prepared, ``date_published``);
* ``users`` (``username``, ``email``, ``date_registered``, ``date_last_login``, ``disabled`` with
  ``disabled_reason``); **roles are integer ``role_id``s on ``user_groups``** (16 manager, the journal editors too;
  17 section editor; 4096 reviewer; 4097 assistant; 65536 author; 1048576 reader), one set of groups per journal
  (``context_id``), their names in ``user_group_settings``, members in ``user_user_groups``;
* ``submissions`` with an integer **``stage_id``** (1 submission, 3 review, 4 copyediting, 5 production) and
  **``status``** (1 queued, i.e. in progress; 3 published; 4 declined; 5 scheduled), ``date_submitted``,
  ``date_last_activity``, ``current_publication_id``; ``publications`` (``status`` likewise, ``date_published``,
  ``section_id``, ``primary_contact_id`` an ``authors`` row, ``version``) and their ``authors``;
* **who works on a submission is ``stage_assignments``** (the submission, a user group, a user: the editors and the
  submitting author);
* ``review_rounds`` (``round``, integer ``status``: 1 revisions requested, 4 accepted, 5 declined, 6 pending
  reviewers, 7 pending reviews, 8 reviews ready, 9 reviews completed, 10 reviews overdue) and ``review_assignments``
  (``reviewer_id``, ``date_assigned``, ``date_confirmed`` when the reviewer answered, **``declined`` 1 for a refused
  invitation**, ``cancelled``, ``date_due`` the review's deadline and ``date_response_due`` the answer's,
  ``date_completed``, **integer ``recommendation``**: 1 accept, 2 revisions required, 3 resubmit for review, 4
  resubmit elsewhere, 5 decline, 6 see comments; ``quality`` the editor's rating 1-5, ``review_method`` 2 double
  anonymous);
* **``edit_decisions`` with integer ``decision``s**: 8 send to review, 9 decline at the desk (initial decline), 2
  request revisions, 3 resubmit for review, 16 new review round, 1 accept, 4 decline after review, 7 send to
  production; ``editor_id`` a user, ``date_decided``.

Departures: far fewer columns and tables (no files, notes, queries, notifications, email log, event log, metrics,
galleys, categories, controlled vocabularies or plugin settings); dates are UTC ``DATETIME`` text; foreign keys declared
(OJS 3.3 declares few); one publication (version 1) per submission.

The press's journals: Linguistica Vistulana (``linguistica``), Historia Cracoviensis (``historia``) and Acta Geologica
Carpathica (``geologica``), two issues a year each, submissions over the last two years.

Planted signals:

* Historia Cracoviensis receives the most submissions in the last 90 days;
* Katarzyna Wiśniewska, its editor, made the most decisions in the last 90 days;
* Tomasz Nowak completed the most reviews in the last year; seven accepted reviews are overdue now;
* seven of the newest submissions have no editor yet;
* revisions required is the reviewers' commonest recommendation;
* a share of the submissions is declined at the desk, a share needs a second review round, and the next issue of each
  journal holds articles scheduled, not yet published;
* four accounts are disabled (spam), and fifteen people registered in the last 30 days without submitting.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SETTINGS = "locale VARCHAR(14) NOT NULL DEFAULT '', setting_name VARCHAR(255) NOT NULL, setting_value TEXT"

SCHEMA = f"""
CREATE TABLE journals (
  journal_id INTEGER PRIMARY KEY, path VARCHAR(32) NOT NULL UNIQUE, seq REAL NOT NULL DEFAULT 0,
  primary_locale VARCHAR(14) NOT NULL, enabled SMALLINT NOT NULL DEFAULT 1
);
CREATE TABLE journal_settings (
  journal_id INTEGER NOT NULL REFERENCES journals (journal_id), {SETTINGS}, setting_type VARCHAR(6),
  PRIMARY KEY (journal_id, locale, setting_name)
);
CREATE TABLE sections (
  section_id INTEGER PRIMARY KEY, journal_id INTEGER NOT NULL REFERENCES journals (journal_id),
  review_form_id INTEGER, seq REAL NOT NULL DEFAULT 0, editor_restricted SMALLINT NOT NULL DEFAULT 0,
  meta_indexed SMALLINT NOT NULL DEFAULT 0, meta_reviewed SMALLINT NOT NULL DEFAULT 1,
  abstracts_not_required SMALLINT NOT NULL DEFAULT 0, hide_title SMALLINT NOT NULL DEFAULT 0,
  hide_author SMALLINT NOT NULL DEFAULT 0, is_inactive SMALLINT NOT NULL DEFAULT 0, abstract_word_count BIGINT
);
CREATE TABLE section_settings (
  section_id INTEGER NOT NULL REFERENCES sections (section_id), {SETTINGS},
  PRIMARY KEY (section_id, locale, setting_name)
);
CREATE TABLE issues (
  issue_id INTEGER PRIMARY KEY, journal_id INTEGER NOT NULL REFERENCES journals (journal_id), volume SMALLINT,
  number VARCHAR(40), year SMALLINT, published SMALLINT NOT NULL DEFAULT 0, date_published DATETIME,
  date_notified DATETIME, last_modified DATETIME, access_status SMALLINT NOT NULL DEFAULT 1, open_access_date DATETIME,
  show_volume SMALLINT NOT NULL DEFAULT 1, show_number SMALLINT NOT NULL DEFAULT 1,
  show_year SMALLINT NOT NULL DEFAULT 1,
  show_title SMALLINT NOT NULL DEFAULT 0, url_path VARCHAR(64)
);
CREATE TABLE users (
  user_id INTEGER PRIMARY KEY, username VARCHAR(32) NOT NULL UNIQUE, password VARCHAR(255) NOT NULL,
  email VARCHAR(255) NOT NULL UNIQUE, url VARCHAR(2047), phone VARCHAR(32), mailing_address VARCHAR(255),
  billing_address VARCHAR(255), country VARCHAR(90), locales VARCHAR(255), gossip TEXT, date_last_email DATETIME,
  date_registered DATETIME NOT NULL, date_validated DATETIME, date_last_login DATETIME NOT NULL,
  must_change_password SMALLINT, auth_id BIGINT, auth_str VARCHAR(255), disabled SMALLINT NOT NULL DEFAULT 0,
  disabled_reason TEXT, inline_help SMALLINT
);
CREATE TABLE user_settings (
  user_id INTEGER NOT NULL REFERENCES users (user_id), {SETTINGS}, assoc_type BIGINT DEFAULT 0,
  assoc_id BIGINT DEFAULT 0, setting_type VARCHAR(6), PRIMARY KEY (user_id, locale, setting_name, assoc_type, assoc_id)
);
CREATE TABLE user_groups (
  user_group_id INTEGER PRIMARY KEY, context_id BIGINT NOT NULL, role_id BIGINT NOT NULL,
  is_default SMALLINT NOT NULL DEFAULT 0, show_title SMALLINT NOT NULL DEFAULT 1,
  permit_self_registration SMALLINT NOT NULL DEFAULT 0, permit_metadata_edit SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE user_group_settings (
  user_group_id INTEGER NOT NULL REFERENCES user_groups (user_group_id), {SETTINGS}, setting_type VARCHAR(6),
  PRIMARY KEY (user_group_id, locale, setting_name)
);
CREATE TABLE user_user_groups (
  user_group_id INTEGER NOT NULL REFERENCES user_groups (user_group_id),
  user_id INTEGER NOT NULL REFERENCES users (user_id), PRIMARY KEY (user_group_id, user_id)
);
CREATE TABLE submissions (
  submission_id INTEGER PRIMARY KEY, context_id INTEGER NOT NULL REFERENCES journals (journal_id),
  current_publication_id INTEGER REFERENCES publications (publication_id), date_last_activity DATETIME,
  date_submitted DATETIME, last_modified DATETIME, stage_id BIGINT NOT NULL DEFAULT 1, locale VARCHAR(14),
  status SMALLINT NOT NULL DEFAULT 1, submission_progress SMALLINT NOT NULL DEFAULT 1, work_type SMALLINT DEFAULT 0
);
CREATE TABLE publications (
  publication_id INTEGER PRIMARY KEY, access_status BIGINT DEFAULT 0, date_published DATE, last_modified DATETIME,
  locale VARCHAR(14), primary_contact_id INTEGER REFERENCES authors (author_id),
  section_id INTEGER REFERENCES sections (section_id), seq REAL NOT NULL DEFAULT 0,
  submission_id INTEGER NOT NULL REFERENCES submissions (submission_id), status SMALLINT NOT NULL DEFAULT 1,
  url_path VARCHAR(64), version BIGINT
);
CREATE TABLE publication_settings (
  publication_id INTEGER NOT NULL REFERENCES publications (publication_id), {SETTINGS},
  PRIMARY KEY (publication_id, locale, setting_name)
);
CREATE TABLE authors (
  author_id INTEGER PRIMARY KEY, email VARCHAR(90) NOT NULL, include_in_browse SMALLINT NOT NULL DEFAULT 1,
  publication_id INTEGER NOT NULL REFERENCES publications (publication_id), seq REAL NOT NULL DEFAULT 0,
  user_group_id INTEGER REFERENCES user_groups (user_group_id)
);
CREATE TABLE author_settings (
  author_id INTEGER NOT NULL REFERENCES authors (author_id), {SETTINGS}, PRIMARY KEY (author_id, locale, setting_name)
);
CREATE TABLE stage_assignments (
  stage_assignment_id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (submission_id),
  user_group_id INTEGER NOT NULL REFERENCES user_groups (user_group_id),
  user_id INTEGER NOT NULL REFERENCES users (user_id), date_assigned DATETIME NOT NULL,
  recommend_only SMALLINT NOT NULL DEFAULT 0, can_change_metadata SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE review_rounds (
  review_round_id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (submission_id),
  stage_id BIGINT, round SMALLINT NOT NULL, review_revision BIGINT, status BIGINT
);
CREATE TABLE review_assignments (
  review_id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (submission_id),
  reviewer_id INTEGER NOT NULL REFERENCES users (user_id), competing_interests TEXT, recommendation SMALLINT,
  date_assigned DATETIME, date_notified DATETIME, date_confirmed DATETIME, date_completed DATETIME,
  date_acknowledged DATETIME, date_due DATETIME, date_response_due DATETIME, last_modified DATETIME,
  reminder_was_automatic SMALLINT NOT NULL DEFAULT 0, declined SMALLINT NOT NULL DEFAULT 0,
  cancelled SMALLINT NOT NULL DEFAULT 0, reviewer_file_id BIGINT, date_rated DATETIME, date_reminded DATETIME,
  quality SMALLINT, review_round_id INTEGER NOT NULL REFERENCES review_rounds (review_round_id),
  stage_id SMALLINT NOT NULL DEFAULT 3, review_method SMALLINT NOT NULL DEFAULT 1, round SMALLINT NOT NULL DEFAULT 1,
  step SMALLINT NOT NULL DEFAULT 1, review_form_id BIGINT, considered SMALLINT,
  request_resent SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE edit_decisions (
  edit_decision_id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (submission_id),
  review_round_id INTEGER REFERENCES review_rounds (review_round_id), stage_id BIGINT, round SMALLINT NOT NULL,
  editor_id INTEGER NOT NULL REFERENCES users (user_id), decision SMALLINT NOT NULL, date_decided DATETIME NOT NULL
);
"""

MANAGER, SUB_EDITOR, REVIEWER, ASSISTANT, AUTHOR, READER = 16, 17, 4096, 4097, 65536, 1048576
GROUPS = [
    ("Journal manager", "Kierownik czasopisma", MANAGER),
    ("Journal editor", "Redaktor naczelny", MANAGER),
    ("Section editor", "Redaktor działu", SUB_EDITOR),
    ("Copyeditor", "Adiustator", ASSISTANT),
    ("Author", "Autor", AUTHOR),
    ("Reviewer", "Recenzent", REVIEWER),
    ("Reader", "Czytelnik", READER),
]
JOURNALS = [  # path, English name, Polish name, acronym, weight of submissions, weight in the last 90 days
    ("linguistica", "Linguistica Vistulana", "Linguistica Vistulana", "LV", 1.0, 1.0),
    ("historia", "Historia Cracoviensis", "Historia Cracoviensis", "HC", 1.1, 2.2),
    ("geologica", "Acta Geologica Carpathica", "Acta Geologica Carpathica", "AGC", 0.8, 0.8),
]
SECTIONS = {
    "linguistica": ["Articles", "Language in Use", "Book Reviews"],
    "historia": ["Articles", "Sources and Editions", "Discussions", "Book Reviews"],
    "geologica": ["Research Papers", "Short Communications", "Field Reports"],
}
EDITORS = {  # the journal editor, then its section editors
    "linguistica": [("Magdalena", "Kowalczyk"), ("Piotr", "Zieliński"), ("Ewa", "Szymańska")],
    "historia": [("Katarzyna", "Wiśniewska"), ("Jan", "Dąbrowski"), ("Agnieszka", "Lewandowska")],
    "geologica": [("Andrzej", "Kamiński"), ("Monika", "Wójcik")],
}
FIRST = [
    "Adam",
    "Anna",
    "Bartosz",
    "Barbara",
    "Dawid",
    "Dorota",
    "Filip",
    "Joanna",
    "Grzegorz",
    "Karolina",
    "Jakub",
    "Małgorzata",
    "Krzysztof",
    "Natalia",
    "Łukasz",
    "Paulina",
    "Marcin",
    "Zofia",
    "Michał",
    "Aleksandra",
    "Paweł",
    "Beata",
    "Rafał",
    "Iwona",
    "Sebastian",
    "Weronika",
    "Wojciech",
    "Julia",
    "Maciej",
    "Alicja",
    "Hans",
    "Laura",
    "Pierre",
    "Sofia",
    "Jiří",
    "Eva",
    "Gábor",
    "Ilse",
    "Matteo",
    "Nora",
]
LAST = [
    "Nowakowski",
    "Wróbel",
    "Kaczmarek",
    "Mazur",
    "Krawczyk",
    "Piotrowski",
    "Grabowski",
    "Pawlak",
    "Michalski",
    "Król",
    "Wieczorek",
    "Jabłoński",
    "Majewski",
    "Olszewski",
    "Jaworski",
    "Malinowski",
    "Stępień",
    "Górski",
    "Rutkowski",
    "Sikora",
    "Walczak",
    "Baran",
    "Duda",
    "Szewczyk",
    "Tomaszewski",
    "Pietrzak",
    "Marciniak",
    "Zalewski",
    "Jakubowski",
    "Sadowski",
    "Müller",
    "Schmidt",
    "Dubois",
    "Novák",
    "Horváth",
    "Rossi",
    "Berg",
    "Svoboda",
    "Kovács",
    "Lindqvist",
]
AFFILIATIONS = [
    "Vistula University",
    "Jagiellonian University",
    "University of Warsaw",
    "University of Wrocław",
    "Adam Mickiewicz University",
    "Charles University",
    "University of Vienna",
    "Eötvös Loránd University",
    "Polish Academy of Sciences",
    "University of Silesia",
    "Comenius University",
    "University of Bergen",
]
TOPICS = {
    "linguistica": [
        "Aspect",
        "Prosody",
        "Evidentiality",
        "Code-switching",
        "Clitics",
        "Diminutives",
        "Loanwords",
        "Word order",
        "Dialect levelling",
        "Politeness",
    ],
    "historia": [
        "The Kraków guilds",
        "Town councils",
        "Galician railways",
        "Monastic estates",
        "Printers' privileges",
        "The 1846 uprising",
        "Salt mines",
        "Jewish communities",
        "Court records",
        "Royal elections",
    ],
    "geologica": [
        "Flysch sedimentation",
        "Karst aquifers",
        "Landslide hazard",
        "Ore deposits",
        "Glacial cirques",
        "Thrust belts",
        "Mineral springs",
        "Paleosols",
        "Seismic profiles",
        "Quaternary terraces",
    ],
}
SUBTITLES = ["a case study", "new evidence", "a reassessment", "a corpus approach", "field observations"]
RECOMMENDATIONS = [(1, 15), (2, 40), (3, 14), (4, 8), (5, 17), (6, 6)]


@dataclass(eq=False)
class Person:
    user_id: int
    first: str
    last: str
    registered: int
    speed: float = 1.0
    journals: set[int] = field(default_factory=set)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def when(day: int, low: int = 420, high: int = 1290) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    def insert(table: str, row: dict[str, object]) -> int:
        names = ", ".join(row)
        cursor = db.execute(f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(row))})", tuple(row.values()))
        return int(cursor.lastrowid or 0)

    def setting(table: str, key: str, ident: int, name: str, value: object, locale: str = "en_US") -> None:
        insert(table, {key: ident, "locale": locale, "setting_name": name, "setting_value": str(value)})

    # the journals, their sections and user groups
    groups: dict[tuple[int, str], int] = {}
    sections: dict[int, list[int]] = {}
    admin_group = insert("user_groups", {"context_id": 0, "role_id": 1, "is_default": 1})
    setting("user_group_settings", "user_group_id", admin_group, "name", "Site Admin")
    for journal_id, (journal_path, name, name_pl, acronym, _, _) in enumerate(JOURNALS, 1):
        insert(
            "journals",
            {
                "journal_id": journal_id,
                "path": journal_path,
                "seq": journal_id,
                "primary_locale": "en_US",
                "enabled": 1,
            },
        )
        for locale, value in (("en_US", name), ("pl_PL", name_pl)):
            setting("journal_settings", "journal_id", journal_id, "name", value, locale)
        setting("journal_settings", "journal_id", journal_id, "acronym", acronym)
        setting(
            "journal_settings", "journal_id", journal_id, "contactEmail", f"{journal_path}@press.vistula.example", ""
        )
        setting("journal_settings", "journal_id", journal_id, "onlineIssn", f"2299-{4100 + 17 * journal_id}", "")
        setting("journal_settings", "journal_id", journal_id, "numWeeksPerReview", 4, "")
        setting("journal_settings", "journal_id", journal_id, "numWeeksPerResponse", 1, "")
        sections[journal_id] = []
        for seq, title in enumerate(SECTIONS[journal_path]):
            section = insert(
                "sections",
                {
                    "journal_id": journal_id,
                    "seq": seq,
                    "editor_restricted": 0,
                    "meta_reviewed": 0 if title == "Book Reviews" else 1,
                    "abstracts_not_required": 1 if title == "Book Reviews" else 0,
                },
            )
            sections[journal_id].append(section)
            setting("section_settings", "section_id", section, "title", title)
            setting("section_settings", "section_id", section, "abbrev", "".join(w[0] for w in title.split()).upper())
        for label, label_pl, role in GROUPS:
            group = insert(
                "user_groups",
                {
                    "context_id": journal_id,
                    "role_id": role,
                    "is_default": 1,
                    "permit_self_registration": int(role in (AUTHOR, REVIEWER, READER)),
                    "permit_metadata_edit": int(role in (MANAGER, SUB_EDITOR)),
                },
            )
            groups[(journal_id, label)] = group
            for locale, value in (("en_US", label), ("pl_PL", label_pl)):
                setting("user_group_settings", "user_group_id", group, "name", value, locale)

    # people: the press's staff and editors, a pool of reviewers, authors and readers
    people: list[Person] = []
    taken: set[str] = set()

    def person(first: str, last: str, registered: int, country: str = "PL", disabled: str | None = None) -> Person:
        base = f"{first[0]}{last}".lower().translate(str.maketrans("ąćęłńóśźżáéíöüřěšž", "acelnoszzaeiourese"))
        username = base
        while username in taken:
            username = f"{base}{len(taken) % 97}"
        taken.add(username)
        last_login = min(0, registered + rng.randint(0, 400))
        user_id = insert(
            "users",
            {
                "username": username,
                "password": "$2y$10$" + "".join(rng.choice("abcdef0123456789") for _ in range(40)),
                "email": f"{username}@{'mail.example' if disabled else 'uni.example'}",
                "country": country,
                "locales": "en_US:pl_PL",
                "date_registered": when(registered),
                "date_validated": when(registered),
                "date_last_login": when(last_login),
                "disabled": 1 if disabled else 0,
                "disabled_reason": disabled,
                "inline_help": 1,
            },
        )
        setting("user_settings", "user_id", user_id, "givenName", first)
        setting("user_settings", "user_id", user_id, "familyName", last)
        setting("user_settings", "user_id", user_id, "affiliation", rng.choice(AFFILIATIONS))
        made = Person(user_id, first, last, registered)
        people.append(made)
        return made

    def join(person_: Person, journal_id: int, label: str) -> None:
        group = groups[(journal_id, label)]
        if not db.execute(
            "SELECT 1 FROM user_user_groups WHERE user_group_id = ? AND user_id = ?", (group, person_.user_id)
        ).fetchone():
            insert("user_user_groups", {"user_group_id": group, "user_id": person_.user_id})

    admin = person("Press", "Administrator", -1500)
    insert("user_user_groups", {"user_group_id": admin_group, "user_id": admin.user_id})
    editors: dict[int, list[Person]] = {}
    for journal_id, (journal_path, *_) in enumerate(JOURNALS, 1):
        join(admin, journal_id, "Journal manager")
        editors[journal_id] = []
        for k, (first, last) in enumerate(EDITORS[journal_path]):
            editor = person(first, last, -1400 + 30 * k)
            join(editor, journal_id, "Journal editor" if k == 0 else "Section editor")
            editors[journal_id].append(editor)
    reviewers: list[Person] = []
    nowak = person("Tomasz", "Nowak", -1300)
    nowak.speed = 0.6
    reviewers.append(nowak)
    for _ in range(64):
        reviewer = person(
            rng.choice(FIRST),
            rng.choice(LAST),
            -rng.randint(400, 1400),
            rng.choice(["PL"] * 4 + ["CZ", "DE", "AT", "HU"]),
        )
        reviewer.speed = rng.choice([0.7, 1.0, 1.0, 1.2, 1.6])
        reviewers.append(reviewer)
    for k, reviewer in enumerate(reviewers):
        reviewer.journals = {1 + k % 3} if k % 4 else {1 + k % 3, 1 + (k + 1) % 3}
        if reviewer is nowak:
            reviewer.journals = {1, 2, 3}
        for journal_id in reviewer.journals:
            join(reviewer, journal_id, "Reviewer")
    authors = [person(rng.choice(FIRST), rng.choice(LAST), -rng.randint(20, 760)) for _ in range(150)]
    for _ in range(40):  # readers who only registered
        join(person(rng.choice(FIRST), rng.choice(LAST), -rng.randint(31, 900)), rng.randint(1, 3), "Reader")
    for _ in range(12):  # recent registrations without a submission
        join(person(rng.choice(FIRST), rng.choice(LAST), -rng.randint(1, 29)), rng.randint(1, 3), "Author")
    for k in range(4):
        join(person(f"Seo{k}", "Backlinks", -rng.randint(5, 200), "US", "Spam registration"), 1 + k % 3, "Reader")

    # issues: two a year in each journal, the next one in preparation
    issues: dict[int, list[tuple[int, int]]] = {}
    for journal_id in range(1, 4):
        issues[journal_id] = []
        for k, day in enumerate((-700, -520, -340, -160, -20, 140)):
            published = day <= 0
            date = clock.midnight + datetime.timedelta(days=day)
            issue = insert(
                "issues",
                {
                    "journal_id": journal_id,
                    "volume": 10 + (k + 1) // 2,
                    "number": str(1 + (k + 1) % 2),
                    "year": date.year,
                    "published": int(published),
                    "date_published": clock.stamp(day, 600) if published else None,
                    "last_modified": clock.stamp(min(day, -1), 600),
                    "access_status": 1,
                    "url_path": None,
                },
            )
            issues[journal_id].append((issue, day))

    # submissions, through desk decisions, review rounds, revisions, acceptance, production and publication
    unassigned = 0
    overdue_planted = 0
    weights = [journal[4] for journal in JOURNALS]
    recent_weights = [journal[5] for journal in JOURNALS]
    submitted_days = sorted(-rng.randint(1, 720) for _ in range(300)) + sorted(-rng.randint(1, 89) for _ in range(40))
    for day in sorted(submitted_days):
        journal_id = rng.choices([1, 2, 3], weights=recent_weights if day > -90 else weights)[0]
        journal_path = JOURNALS[journal_id - 1][0]
        author = rng.choice(authors)
        while author.registered > day:
            author = rng.choice(authors)
        join(author, journal_id, "Author")
        submitted = clock.clear_of_now(rng, day, 420, 1290)
        section = rng.choices(sections[journal_id], weights=[6] + [2] * (len(sections[journal_id]) - 1))[0]
        submission = insert(
            "submissions",
            {
                "context_id": journal_id,
                "date_submitted": clock.fmt(submitted),
                "last_modified": clock.fmt(submitted),
                "stage_id": 1,
                "locale": "en_US",
                "status": 1,
                "submission_progress": 0,
                "work_type": 0,
            },
        )
        publication = insert(
            "publications",
            {
                "access_status": 0,
                "locale": "en_US",
                "section_id": section,
                "seq": 0,
                "submission_id": submission,
                "status": 1,
                "version": 1,
                "last_modified": clock.fmt(submitted),
            },
        )
        first_author = 0
        for seq in range(rng.choice([1, 1, 2, 2, 3])):
            writer = author if seq == 0 else Person(0, rng.choice(FIRST), rng.choice(LAST), day)
            author_id = insert(
                "authors",
                {
                    "email": f"{writer.first}.{writer.last}@uni.example".lower(),
                    "include_in_browse": 1,
                    "publication_id": publication,
                    "seq": seq,
                    "user_group_id": groups[(journal_id, "Author")],
                },
            )
            first_author = first_author or author_id
            setting("author_settings", "author_id", author_id, "givenName", writer.first)
            setting("author_settings", "author_id", author_id, "familyName", writer.last)
            setting("author_settings", "author_id", author_id, "affiliation", rng.choice(AFFILIATIONS))
            setting("author_settings", "author_id", author_id, "country", "PL" if rng.random() < 0.7 else "CZ", "")
        db.execute(
            "UPDATE publications SET primary_contact_id = ? WHERE publication_id = ?", (first_author, publication)
        )
        db.execute(
            "UPDATE submissions SET current_publication_id = ? WHERE submission_id = ?", (publication, submission)
        )
        topic = rng.choice(TOPICS[journal_path])
        setting(
            "publication_settings",
            "publication_id",
            publication,
            "title",
            f"{topic}: {rng.choice(SUBTITLES)}",
        )
        setting("publication_settings", "publication_id", publication, "abstract", f"<p>{topic} revisited.</p>")
        insert(
            "stage_assignments",
            {
                "submission_id": submission,
                "user_group_id": groups[(journal_id, "Author")],
                "user_id": author.user_id,
                "date_assigned": clock.fmt(submitted),
                "can_change_metadata": 1,
            },
        )

        state: dict[str, Any] = {"stage": 1, "status": 1, "last": submitted}

        def at(days: float, base: datetime.datetime) -> datetime.datetime | None:
            moment = base + datetime.timedelta(days=days, minutes=rng.randint(0, 600))
            moment = moment.replace(second=rng.randrange(60))
            if moment >= clock.now - datetime.timedelta(hours=2):
                return None
            if abs(((moment - clock.midnight).seconds // 60) - ((clock.now - clock.midnight).seconds // 60)) < 20:
                moment += datetime.timedelta(minutes=45)
            return moment if moment < clock.now - datetime.timedelta(hours=1) else None

        def decide(
            editor: Person,
            decision: int,
            moment: datetime.datetime,
            stage: int,
            round_id: int | None,
            round_no: int,
            submission: int = submission,
            state: dict[str, Any] = state,
        ) -> None:
            insert(
                "edit_decisions",
                {
                    "submission_id": submission,
                    "review_round_id": round_id,
                    "stage_id": stage,
                    "round": round_no,
                    "editor_id": editor.user_id,
                    "decision": decision,
                    "date_decided": clock.fmt(moment),
                },
            )
            state["last"] = moment

        # the editors: the journal editor and, most of the time, a section editor; the newest wait for one
        chief = editors[journal_id][0]
        handling = chief
        if day >= -12 and unassigned < 7:
            unassigned += 1
            db.execute(
                "UPDATE submissions SET date_last_activity = ? WHERE submission_id = ?",
                (clock.fmt(submitted), submission),
            )
            continue
        insert(
            "stage_assignments",
            {
                "submission_id": submission,
                "user_group_id": groups[(journal_id, "Journal editor")],
                "user_id": chief.user_id,
                "date_assigned": clock.fmt(submitted + datetime.timedelta(hours=5)),
                "can_change_metadata": 1,
            },
        )
        if rng.random() < 0.7 and len(editors[journal_id]) > 1:
            handling = rng.choice(editors[journal_id][1:])
            insert(
                "stage_assignments",
                {
                    "submission_id": submission,
                    "user_group_id": groups[(journal_id, "Section editor")],
                    "user_id": handling.user_id,
                    "date_assigned": clock.fmt(submitted + datetime.timedelta(days=1)),
                    "can_change_metadata": 1,
                },
            )
        decider = chief if journal_id == 2 and rng.random() < 0.75 else handling
        first_decision = at(rng.uniform(3, 18), submitted)
        if first_decision is None:
            db.execute(
                "UPDATE submissions SET date_last_activity = ? WHERE submission_id = ?",
                (clock.fmt(submitted), submission),
            )
            continue
        if rng.random() < 0.22:
            decide(decider, 9, first_decision, 1, None, 0)
            state["status"] = 4
        else:
            decide(decider, 8, first_decision, 1, None, 0)
            state["stage"] = 3
            round_no, start = 1, first_decision
            while True:
                round_id = insert(
                    "review_rounds",
                    {
                        "submission_id": submission,
                        "stage_id": 3,
                        "round": round_no,
                        "review_revision": None,
                        "status": 6,
                    },
                )
                completed: list[datetime.datetime] = []
                pending = overdue = False
                pool = [r for r in reviewers if journal_id in r.journals and r.registered < day]
                chosen = rng.sample(pool, 5)
                if nowak in pool and nowak not in chosen and rng.random() < 0.1:
                    chosen[0] = nowak
                wanted, invited = (3 if rng.random() < 0.35 else 2), 0
                first_wave = wanted
                for reviewer in chosen:
                    if invited >= wanted:
                        break
                    invited += 1  # noqa: SIM113 (replacements raise the number wanted as the loop goes)
                    assigned = at(rng.uniform(0, 2) + (0 if invited <= first_wave else 7), start)
                    if assigned is None:
                        pending = True
                        break
                    row: dict[str, object] = {
                        "submission_id": submission,
                        "reviewer_id": reviewer.user_id,
                        "competing_interests": None,
                        "date_assigned": clock.fmt(assigned),
                        "date_notified": clock.fmt(assigned),
                        "date_due": clock.fmt(assigned + datetime.timedelta(days=28)),
                        "date_response_due": clock.fmt(assigned + datetime.timedelta(days=7)),
                        "last_modified": clock.fmt(assigned),
                        "review_round_id": round_id,
                        "stage_id": 3,
                        "review_method": 2,
                        "round": round_no,
                        "step": 1,
                    }
                    luck = rng.random()
                    answered = at(rng.uniform(1, 6), assigned)
                    if luck < 0.04:
                        row |= {"cancelled": 1, "last_modified": clock.fmt(answered or assigned)}
                        wanted += 1  # a replacement is invited a week later
                    elif luck < 0.2 and reviewer is not nowak:
                        if answered is None:
                            pending = True
                        else:
                            row |= {"declined": 1, "date_confirmed": clock.fmt(answered), "step": 1}
                            wanted += 1
                    elif answered is None:
                        pending = True
                    else:
                        row |= {"date_confirmed": clock.fmt(answered), "step": 3}
                        slow = (
                            overdue_planted < 5
                            and assigned > clock.now - datetime.timedelta(days=60)
                            and assigned < clock.now - datetime.timedelta(days=32)
                            and reviewer is not nowak
                        )
                        finished = None if slow else at(rng.uniform(9, 26) * reviewer.speed, answered)
                        if finished is None:
                            pending = True
                            if slow:
                                overdue_planted += 1
                                overdue = True
                        else:
                            recommendation = rng.choices(
                                [r for r, _ in RECOMMENDATIONS], weights=[w for _, w in RECOMMENDATIONS]
                            )[0]
                            row |= {
                                "date_completed": clock.fmt(finished),
                                "recommendation": recommendation,
                                "step": 4,
                                "last_modified": clock.fmt(finished),
                                "considered": 1,
                                "date_acknowledged": clock.fmt(finished + datetime.timedelta(days=2)),
                            }
                            if rng.random() < 0.7:
                                row |= {
                                    "quality": rng.choices([2, 3, 4, 5], weights=[1, 3, 5, 3])[0],
                                    "date_rated": clock.fmt(finished + datetime.timedelta(days=2)),
                                }
                            completed.append(finished)
                    insert("review_assignments", row)
                if pending or len(completed) < 2:
                    status = 10 if overdue else (8 if completed else 7)
                    db.execute("UPDATE review_rounds SET status = ? WHERE review_round_id = ?", (status, round_id))
                    break
                decided = at(rng.uniform(2, 12), max(completed))
                if decided is None:
                    db.execute("UPDATE review_rounds SET status = 8 WHERE review_round_id = ?", (round_id,))
                    break
                luck = rng.random()
                if round_no == 1 and luck < 0.42:
                    decide(decider, 2, decided, 3, round_id, round_no)
                    db.execute("UPDATE review_rounds SET status = 1 WHERE review_round_id = ?", (round_id,))
                    revised = at(rng.uniform(15, 45), decided)
                    if revised is None:
                        break
                    if rng.random() < 0.4:
                        decide(decider, 16, revised, 3, round_id, round_no)
                        round_no, start = 2, revised
                        continue
                    decided = revised
                    luck = 0.0
                if luck < 0.75:
                    decide(decider, 1, decided, 3, round_id, round_no)
                    db.execute("UPDATE review_rounds SET status = 4 WHERE review_round_id = ?", (round_id,))
                    state["stage"] = 4
                    production = at(rng.uniform(12, 35), decided)
                    if production is not None:
                        decide(handling, 7, production, 4, None, 0)
                        state["stage"] = 5
                        upcoming = [
                            (issue, d)
                            for issue, d in issues[journal_id]
                            if clock.midnight + datetime.timedelta(days=d) > production + datetime.timedelta(days=20)
                        ]
                        issue, issue_day = upcoming[0]
                        setting("publication_settings", "publication_id", publication, "issueId", issue, "")
                        if issue_day <= 0:
                            published_on = clock.day_text(issue_day)
                            db.execute(
                                "UPDATE publications SET status = 3, date_published = ? WHERE publication_id = ?",
                                (published_on, publication),
                            )
                            state["status"] = 3
                            state["last"] = clock.at(issue_day, 600)
                        else:
                            db.execute("UPDATE publications SET status = 5 WHERE publication_id = ?", (publication,))
                            state["status"] = 5
                else:
                    decide(decider, 4, decided, 3, round_id, round_no)
                    db.execute("UPDATE review_rounds SET status = 5 WHERE review_round_id = ?", (round_id,))
                    state["status"] = 4
                break
        db.execute(
            "UPDATE submissions SET stage_id = ?, status = ?, date_last_activity = ?, last_modified = ?"
            " WHERE submission_id = ?",
            (state["stage"], state["status"], clock.fmt(state["last"]), clock.fmt(state["last"]), submission),
        )
        if state["status"] == 4:
            db.execute("UPDATE publications SET status = 1 WHERE publication_id = ?", (publication,))
    close_checked(db, "journals")
