"""A Parma city statistics office's questionnaires (Comune di Parma, Servizio Statistica) as a LimeSurvey 6 database in
SQLite.

LimeSurvey (the open-source survey tool, PHP on MySQL, PostgreSQL or SQL Server) keeps its records with its own
conventions, here in SQLite:

* every table carries the installation's prefix, **``lime_``**; surveys have a six-digit ``sid`` the tool draws at
  random;
  ``lime_surveys`` holds the settings as **one-letter flags** (``active`` ``Y``/``N``, ``anonymized``, ``datestamp``,
  ``savetimings``, ``ipaddr``, ``format`` ``G`` group by group), ``startdate`` and ``expires`` (NULL: no limit),
  ``owner_id`` a ``lime_users.uid``, ``gsid`` its survey group (``lime_surveys_groups``) and
  ``attributedescriptions``, the JSON naming the participants' extra columns; **a survey's title is not on
  ``lime_surveys`` but on ``lime_surveys_languagesettings``**, one row per language (``surveyls_survey_id``,
  ``surveyls_language`` ``it`` or ``en``, ``surveyls_title``);
* question groups and questions with **their texts in ``_l10ns`` tables** (``lime_group_l10ns``,
  ``lime_question_l10ns``, ``lime_answer_l10ns``, a row per language); ``lime_questions`` with a one-character
  ``type`` (``L`` a list, ``M`` multiple choice, ``F`` an array, ``5`` a five-point choice, ``N`` a number, ``T`` a
  long text), ``title`` the question's code, ``mandatory`` ``Y``/``N`` and **subquestions as rows of the same table
  whose ``parent_qid`` is their question's ``qid``** (0 for a question itself); ``lime_answers`` the answer options
  by ``code`` (``A1``, ``Q07``);
* **each active survey's responses in a table of its own, ``lime_survey_<sid>``, created when the survey is
  activated**, with ``id``, ``token``, ``submitdate`` (**NULL for a response abandoned before the end**), ``lastpage``,
  ``startlanguage``, ``seed``, ``startdate`` and ``datestamp`` (when the survey keeps dates) and **one column per
  question named by its survey, group and question ids, ``<sid>X<gid>X<qid>``** (``284913X11X103``), with the
  subquestion's code appended for multiple choice and arrays (``519377X22X203SQ001``, ``Y`` when ticked); list
  answers are stored as their answer codes, five-point answers as the text ``1``..``5``, numbers as decimals;
  **a survey that keeps no dates (``datestamp`` ``N``) writes ``1980-01-01 00:00:00`` as every completed response's
  ``submitdate``**;
* surveys with participants have **``lime_tokens_<sid>``** (``tid``, ``firstname``, ``lastname``, ``email``,
  ``emailstatus`` ``OK``, ``OptOut`` or ``bounced``, ``token``, ``language``, ``blacklisted``, **``sent``,
  ``remindersent`` and ``completed`` text holding ``N`` or a date ``YYYY-MM-DD HH:MM``**, ``remindercount``,
  ``usesleft``, ``validfrom``, ``validuntil``, ``attribute_1`` an extra column), **``completed`` ``Y`` instead of a
  date in an anonymized survey**, whose responses carry no token; the survey that saves timings has
  ``lime_survey_<sid>_timings`` (``interviewtime`` and each group's time in seconds, ``id`` the response's);
* ``lime_users`` (``users_name``, ``full_name``, ``last_login`` NULL for who never logged in, ``created``),
  ``lime_permissions`` (``entity`` ``global`` or ``survey``, ``entity_id``, ``permission``, ``create_p``..``export_p``
  flags), ``lime_failed_login_attempts`` (``ip``, ``last_attempt`` text, ``number_attempts``).

Departures: far fewer columns and tables (no labels, conditions, quotas, assessments, templates, plugins, the central
participant database or saved responses); times are UTC (LimeSurvey writes the server's local time); LimeSurvey declares
no foreign keys: here they are declared wherever a column points at a row (not for the 0 of ``parent_qid``).

The office's surveys: the registry office's satisfaction survey (``284913``, open to all, Italian and English), the
cycle-network consultation (``519377``, closing in ten days), the staff wellbeing survey (``736154``, anonymized, no
dates, timings saved, staff invited), the libraries' user survey (``642085``, card holders invited by e-mail), the
voluntary associations' census (``907311``, expired two months ago), and two never activated: the school canteen's
(``395502``) and a test form without questions (``158830``).

Planted signals:

* four surveys running now (active, started and not expired), the census expired and two never activated;
* the electronic identity card the registry office's most used service, the change of residence its longest wait
  (about 49 minutes against 12 to 27), a fifth of the registry survey's responses abandoned, 6 % answered in English;
* San Leonardo the neighbourhood sending the most answers to the cycle consultation, which closes in 10 days;
* Polizia locale the department with the lowest completion of the wellbeing survey, whose questionnaire takes about
  11 minutes;
* 23 library users opted out, 31 addresses bounced, 46 card holders never invited;
* Giulia Rossi owns three surveys, two administrators never logged in, the test form has no questions, one address
  has failed 27 logins in the last 24 hours.
"""

from __future__ import annotations

import datetime
import json
import random
import string
from collections.abc import Mapping
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

REGISTRY, CYCLING, WELLBEING, LIBRARIES, CENSUS, CANTEEN, TEST = 284913, 519377, 736154, 642085, 907311, 395502, 158830

SCHEMA = f"""
CREATE TABLE lime_users (
  uid INTEGER PRIMARY KEY, users_name VARCHAR(64) NOT NULL UNIQUE, password TEXT NOT NULL,
  full_name VARCHAR(50) NOT NULL,
  parent_id INTEGER NOT NULL, lang VARCHAR(20), email VARCHAR(192), htmleditormode VARCHAR(7) DEFAULT 'default',
  dateformat INTEGER NOT NULL DEFAULT 1, last_login DATETIME, created DATETIME, modified DATETIME,
  user_status INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE lime_surveys_groups (
  gsid INTEGER PRIMARY KEY, name VARCHAR(45) NOT NULL, title VARCHAR(100), description TEXT, sortorder INTEGER NOT NULL,
  owner_id INTEGER REFERENCES lime_users (uid), parent_id INTEGER REFERENCES lime_surveys_groups (gsid),
  created DATETIME, modified DATETIME, created_by INTEGER NOT NULL REFERENCES lime_users (uid)
);
CREATE TABLE lime_surveys (
  sid INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES lime_users (uid),
  gsid INTEGER DEFAULT 1 REFERENCES lime_surveys_groups (gsid), admin VARCHAR(50),
  active VARCHAR(1) NOT NULL DEFAULT 'N',
  expires DATETIME, startdate DATETIME, adminemail VARCHAR(254), anonymized VARCHAR(1) NOT NULL DEFAULT 'N',
  format VARCHAR(1), savetimings VARCHAR(1) NOT NULL DEFAULT 'N', template VARCHAR(100) DEFAULT 'fruity_twentythree',
  language VARCHAR(50), additional_languages TEXT, datestamp VARCHAR(1) NOT NULL DEFAULT 'N',
  usecookie VARCHAR(1) NOT NULL DEFAULT 'N', allowregister VARCHAR(1) NOT NULL DEFAULT 'N',
  allowsave VARCHAR(1) NOT NULL DEFAULT 'Y', ipaddr VARCHAR(1) NOT NULL DEFAULT 'N',
  refurl VARCHAR(1) NOT NULL DEFAULT 'N',
  datecreated DATETIME, showwelcome VARCHAR(1) DEFAULT 'Y', tokenlength INTEGER NOT NULL DEFAULT 15,
  attributedescriptions TEXT, emailresponseto TEXT
);
CREATE TABLE lime_surveys_languagesettings (
  surveyls_survey_id INTEGER NOT NULL REFERENCES lime_surveys (sid), surveyls_language VARCHAR(45) NOT NULL,
  surveyls_title VARCHAR(200) NOT NULL, surveyls_description TEXT, surveyls_welcometext TEXT, surveyls_endtext TEXT,
  surveyls_url TEXT, surveyls_urldescription VARCHAR(255), surveyls_email_invite_subj VARCHAR(255),
  surveyls_dateformat INTEGER NOT NULL DEFAULT 1, surveyls_numberformat INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (surveyls_survey_id, surveyls_language)
);
CREATE TABLE lime_groups (
  gid INTEGER PRIMARY KEY, sid INTEGER NOT NULL REFERENCES lime_surveys (sid), group_order INTEGER NOT NULL DEFAULT 0,
  randomization_group VARCHAR(20) NOT NULL DEFAULT '', grelevance TEXT
);
CREATE TABLE lime_group_l10ns (
  id INTEGER PRIMARY KEY, gid INTEGER NOT NULL REFERENCES lime_groups (gid), group_name TEXT NOT NULL,
  description TEXT, language VARCHAR(20) NOT NULL
);
CREATE TABLE lime_questions (
  qid INTEGER PRIMARY KEY, parent_qid INTEGER NOT NULL DEFAULT 0, sid INTEGER NOT NULL REFERENCES lime_surveys (sid),
  gid INTEGER NOT NULL REFERENCES lime_groups (gid), type VARCHAR(30) NOT NULL DEFAULT 'T', title VARCHAR(20) NOT NULL,
  preg TEXT, other VARCHAR(1) NOT NULL DEFAULT 'N', mandatory VARCHAR(1), encrypted VARCHAR(1) DEFAULT 'N',
  question_order INTEGER NOT NULL, scale_id INTEGER NOT NULL DEFAULT 0, same_default INTEGER NOT NULL DEFAULT 0,
  question_theme_name VARCHAR(150), modulename VARCHAR(255), relevance TEXT
);
CREATE TABLE lime_question_l10ns (
  id INTEGER PRIMARY KEY, qid INTEGER NOT NULL REFERENCES lime_questions (qid), question TEXT NOT NULL, help TEXT,
  script TEXT, language VARCHAR(20) NOT NULL
);
CREATE TABLE lime_answers (
  aid INTEGER PRIMARY KEY, qid INTEGER NOT NULL REFERENCES lime_questions (qid), code VARCHAR(5) NOT NULL,
  sortorder INTEGER NOT NULL, assessment_value INTEGER NOT NULL DEFAULT 0, scale_id INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE lime_answer_l10ns (
  id INTEGER PRIMARY KEY, aid INTEGER NOT NULL REFERENCES lime_answers (aid), answer TEXT NOT NULL,
  language VARCHAR(20) NOT NULL
);
CREATE TABLE lime_permissions (
  id INTEGER PRIMARY KEY, entity VARCHAR(50) NOT NULL, entity_id INTEGER NOT NULL,
  uid INTEGER NOT NULL REFERENCES lime_users (uid), permission VARCHAR(100) NOT NULL,
  create_p INTEGER NOT NULL DEFAULT 0,
  read_p INTEGER NOT NULL DEFAULT 0, update_p INTEGER NOT NULL DEFAULT 0, delete_p INTEGER NOT NULL DEFAULT 0,
  import_p INTEGER NOT NULL DEFAULT 0, export_p INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE lime_failed_login_attempts (
  id INTEGER PRIMARY KEY, ip VARCHAR(40) NOT NULL, last_attempt VARCHAR(20) NOT NULL, number_attempts INTEGER NOT NULL,
  is_frontend BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE lime_survey_{REGISTRY} (
  id INTEGER PRIMARY KEY, token VARCHAR(36), submitdate DATETIME, lastpage INTEGER, startlanguage VARCHAR(20) NOT NULL,
  seed VARCHAR(31), startdate DATETIME NOT NULL, datestamp DATETIME NOT NULL, "{REGISTRY}X11X101" VARCHAR(5),
  "{REGISTRY}X11X102" VARCHAR(5), "{REGISTRY}X11X103" DECIMAL(30, 10), "{REGISTRY}X12X104" VARCHAR(1),
  "{REGISTRY}X12X105" VARCHAR(1), "{REGISTRY}X12X106" TEXT
);
CREATE TABLE lime_survey_{CYCLING} (
  id INTEGER PRIMARY KEY, token VARCHAR(36), submitdate DATETIME, lastpage INTEGER, startlanguage VARCHAR(20) NOT NULL,
  seed VARCHAR(31), startdate DATETIME NOT NULL, datestamp DATETIME NOT NULL, ipaddr TEXT,
  "{CYCLING}X21X201" VARCHAR(5), "{CYCLING}X21X202" VARCHAR(5), "{CYCLING}X22X203SQ001" VARCHAR(5),
  "{CYCLING}X22X203SQ002" VARCHAR(5), "{CYCLING}X22X203SQ003" VARCHAR(5), "{CYCLING}X22X203SQ004" VARCHAR(5),
  "{CYCLING}X22X203SQ005" VARCHAR(5), "{CYCLING}X22X204" VARCHAR(1), "{CYCLING}X22X205" TEXT
);
CREATE TABLE lime_tokens_{WELLBEING} (
  tid INTEGER PRIMARY KEY, participant_id VARCHAR(50), firstname VARCHAR(150), lastname VARCHAR(150), email TEXT,
  emailstatus TEXT, token VARCHAR(36) UNIQUE, language VARCHAR(25), blacklisted VARCHAR(17),
  sent VARCHAR(17) DEFAULT 'N',
  remindersent VARCHAR(17) DEFAULT 'N', remindercount INTEGER DEFAULT 0, completed VARCHAR(17) DEFAULT 'N',
  usesleft INTEGER DEFAULT 1, validfrom DATETIME, validuntil DATETIME, mpid INTEGER, attribute_1 VARCHAR(255)
);
CREATE TABLE lime_survey_{WELLBEING} (
  id INTEGER PRIMARY KEY, token VARCHAR(36), submitdate DATETIME, lastpage INTEGER, startlanguage VARCHAR(20) NOT NULL,
  seed VARCHAR(31), "{WELLBEING}X31X301SQ001" VARCHAR(5), "{WELLBEING}X31X301SQ002" VARCHAR(5),
  "{WELLBEING}X31X301SQ003" VARCHAR(5), "{WELLBEING}X31X301SQ004" VARCHAR(5), "{WELLBEING}X32X302" VARCHAR(1),
  "{WELLBEING}X32X303" TEXT
);
CREATE TABLE lime_survey_{WELLBEING}_timings (
  id INTEGER PRIMARY KEY REFERENCES lime_survey_{WELLBEING} (id), interviewtime REAL, "{WELLBEING}X31time" REAL,
  "{WELLBEING}X32time" REAL
);
CREATE TABLE lime_tokens_{LIBRARIES} (
  tid INTEGER PRIMARY KEY, participant_id VARCHAR(50), firstname VARCHAR(150), lastname VARCHAR(150), email TEXT,
  emailstatus TEXT, token VARCHAR(36) UNIQUE, language VARCHAR(25), blacklisted VARCHAR(17),
  sent VARCHAR(17) DEFAULT 'N',
  remindersent VARCHAR(17) DEFAULT 'N', remindercount INTEGER DEFAULT 0, completed VARCHAR(17) DEFAULT 'N',
  usesleft INTEGER DEFAULT 1, validfrom DATETIME, validuntil DATETIME, mpid INTEGER, attribute_1 VARCHAR(255)
);
CREATE TABLE lime_survey_{LIBRARIES} (
  id INTEGER PRIMARY KEY, token VARCHAR(36) REFERENCES lime_tokens_{LIBRARIES} (token), submitdate DATETIME,
  lastpage INTEGER, startlanguage VARCHAR(20) NOT NULL, seed VARCHAR(31), startdate DATETIME NOT NULL,
  datestamp DATETIME NOT NULL, "{LIBRARIES}X41X401" VARCHAR(5), "{LIBRARIES}X41X402" DECIMAL(30, 10),
  "{LIBRARIES}X42X403" VARCHAR(1), "{LIBRARIES}X42X404" VARCHAR(5)
);
CREATE TABLE lime_survey_{CENSUS} (
  id INTEGER PRIMARY KEY, token VARCHAR(36), submitdate DATETIME, lastpage INTEGER, startlanguage VARCHAR(20) NOT NULL,
  seed VARCHAR(31), startdate DATETIME NOT NULL, datestamp DATETIME NOT NULL, "{CENSUS}X51X501" VARCHAR(5),
  "{CENSUS}X51X502" DECIMAL(30, 10)
);
"""

USERS = [  # uid, users_name, full_name, email, created day, last login day (None: never)
    (1, "admin", "Amministratore LimeSurvey", "limesurvey@comune.parma.example", -1400, -3),
    (2, "m.ferrari", "Marco Ferrari", "m.ferrari@comune.parma.example", -1300, -1),
    (3, "g.rossi", "Giulia Rossi", "g.rossi@comune.parma.example", -900, 0),
    (4, "l.bianchi", "Luca Bianchi", "l.bianchi@comune.parma.example", -600, -2),
    (5, "s.conti", "Sara Conti", "s.conti@comune.parma.example", -420, -4),
    (6, "p.greco", "Paolo Greco", "p.greco@comune.parma.example", -75, None),
    (7, "a.romano", "Anna Romano", "a.romano@comune.parma.example", -20, None),
]
FIRST = [
    "Giuseppe",
    "Maria",
    "Giovanni",
    "Anna",
    "Francesco",
    "Laura",
    "Antonio",
    "Francesca",
    "Alessandro",
    "Elena",
    "Andrea",
    "Chiara",
    "Matteo",
    "Sara",
    "Lorenzo",
    "Valentina",
    "Stefano",
    "Federica",
    "Davide",
    "Silvia",
    "Roberto",
    "Paola",
    "Luca",
    "Martina",
    "Simone",
    "Giorgia",
    "Fabio",
    "Alessia",
    "Riccardo",
    "Marta",
]
LAST = [
    "Rossi",
    "Russo",
    "Ferrari",
    "Esposito",
    "Bianchi",
    "Romano",
    "Colombo",
    "Ricci",
    "Marino",
    "Greco",
    "Bruno",
    "Gallo",
    "Conti",
    "De Luca",
    "Mancini",
    "Costa",
    "Giordano",
    "Rizzo",
    "Lombardi",
    "Moretti",
    "Barbieri",
    "Fontana",
    "Santoro",
    "Mariani",
    "Rinaldi",
    "Caruso",
    "Ferrara",
    "Galli",
    "Martini",
    "Leone",
]
NEIGHBOURHOODS = [
    "Parma Centro",
    "Oltretorrente",
    "Molinetto",
    "Pablo",
    "Golese",
    "San Pancrazio",
    "San Leonardo",
    "Cortile San Martino",
    "Lubiana",
    "San Lazzaro",
    "Cittadella",
    "Montanara",
    "Vigatto",
]
DEPARTMENTS = {
    "Servizi demografici": (58, 0.74),
    "Polizia locale": (96, 0.38),
    "Lavori pubblici": (64, 0.66),
    "Servizi sociali": (81, 0.71),
    "Cultura e biblioteche": (47, 0.77),
    "Ragioneria": (29, 0.79),
    "Sistemi informativi": (37, 0.84),
}
LIBRARY_NAMES = [
    "Biblioteca Civica",
    "Biblioteca Guanda",
    "Biblioteca Pavese",
    "Biblioteca Alice",
    "Biblioteca Cavazzini",
    "Biblioteca Internazionale Ilaria Alpi",
]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    counters: dict[str, int] = {}

    def when(day: int, low: int = 420, high: int = 1290) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    def insert(table: str, row: Mapping[str, object]) -> int:
        names = ", ".join(f'"{name}"' for name in row)
        cursor = db.execute(f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' * len(row))})", tuple(row.values()))
        return int(cursor.lastrowid or 0)

    def next_id(kind: str) -> int:
        counters[kind] = counters.get(kind, 0) + 1
        return counters[kind]

    def token() -> str:
        return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(15))

    for uid, name, full, email, created, login in USERS:
        insert(
            "lime_users",
            {
                "uid": uid,
                "users_name": name,
                "password": "$2y$10$" + token() * 3,
                "full_name": full,
                "parent_id": 0 if uid == 1 else 1,
                "lang": "it",
                "email": email,
                "last_login": None if login is None else when(login),
                "created": when(created),
                "modified": when(max(created, -30)),
            },
        )
    for gsid, name, title in (
        (1, "default", "Default"),
        (2, "cittadini", "Servizi al cittadino"),
        (3, "personale", "Personale e organizzazione"),
    ):
        stamp = when(-1400 + gsid)
        insert(
            "lime_surveys_groups",
            {
                "gsid": gsid,
                "name": name,
                "title": title,
                "sortorder": gsid,
                "owner_id": 1,
                "parent_id": None,
                "created": stamp,
                "modified": stamp,
                "created_by": 1,
            },
        )

    # the surveys: sid, owner, group, active, start day, expiry day, anonymized, datestamp, timings, ipaddr, titles
    surveys = [
        (
            REGISTRY,
            3,
            2,
            "Y",
            -95,
            None,
            "N",
            "Y",
            "N",
            "N",
            "en",
            "Soddisfazione dei servizi anagrafici 2025",
            "Registry office satisfaction survey 2025",
        ),
        (CYCLING, 3, 2, "Y", -40, 10, "N", "Y", "N", "Y", None, "Consultazione sulla rete ciclabile", None),
        (WELLBEING, 5, 3, "Y", -25, 20, "Y", "N", "Y", "N", None, "Indagine sul benessere organizzativo 2025", None),
        (
            LIBRARIES,
            4,
            2,
            "Y",
            -30,
            30,
            "N",
            "Y",
            "N",
            "N",
            None,
            "Indagine sugli utenti delle biblioteche civiche 2025",
            None,
        ),
        (
            CENSUS,
            2,
            2,
            "Y",
            -150,
            -60,
            "N",
            "Y",
            "N",
            "N",
            None,
            "Censimento delle associazioni di volontariato 2024",
            None,
        ),
        (CANTEEN, 3, 2, "N", None, None, "N", "Y", "N", "N", None, "Gradimento della mensa scolastica", None),
        (TEST, 1, 1, "N", None, None, "N", "N", "N", "N", None, "Prova modulo (non usare)", None),
    ]
    owners = {}
    for (
        sid,
        owner,
        gsid,
        active,
        start,
        expires,
        anonymized,
        datestamp,
        timings,
        ipaddr,
        extra,
        title,
        title_en,
    ) in surveys:
        owners[sid] = owner
        attributes = None
        if sid in (WELLBEING, LIBRARIES):
            label = "Settore" if sid == WELLBEING else "Biblioteca di iscrizione"
            attributes = json.dumps(
                {"attribute_1": {"description": label, "mandatory": "N", "show_register": "N", "cpdbmap": ""}}
            )
        made_on = when((start or -30) - 20)
        insert(
            "lime_surveys",
            {
                "sid": sid,
                "owner_id": owner,
                "gsid": gsid,
                "admin": USERS[owner - 1][2],
                "active": active,
                "expires": None if expires is None else clock.stamp(expires, 0),
                "startdate": None if start is None else clock.stamp(start, 480),
                "adminemail": USERS[owner - 1][3],
                "anonymized": anonymized,
                "format": "G",
                "savetimings": timings,
                "language": "it",
                "additional_languages": extra or "",
                "datestamp": datestamp,
                "ipaddr": ipaddr,
                "datecreated": made_on,
                "tokenlength": 15,
                "attributedescriptions": attributes,
            },
        )
        for language, text in (("it", title), ("en", title_en)):
            if text:
                insert(
                    "lime_surveys_languagesettings",
                    {
                        "surveyls_survey_id": sid,
                        "surveyls_language": language,
                        "surveyls_title": text,
                        "surveyls_description": f"Comune di Parma - {text}",
                        "surveyls_url": "https://www.comune.parma.example",
                        "surveyls_email_invite_subj": f"Invito: {text}",
                        "surveyls_dateformat": 5,
                    },
                )
        permissions = ["survey", "surveycontent", "surveysettings", "surveyactivation", "responses", "statistics"]
        if sid in (WELLBEING, LIBRARIES):
            permissions.append("tokens")
        for permission in permissions:
            insert(
                "lime_permissions",
                {
                    "entity": "survey",
                    "entity_id": sid,
                    "uid": owner,
                    "permission": permission,
                    "create_p": 1,
                    "read_p": 1,
                    "update_p": 1,
                    "delete_p": 1,
                    "import_p": 1,
                    "export_p": 1,
                },
            )
    insert("lime_permissions", {"entity": "global", "entity_id": 0, "uid": 1, "permission": "superadmin", "read_p": 1})
    for uid, sid in ((2, REGISTRY), (2, CYCLING), (6, LIBRARIES), (7, WELLBEING)):  # colleagues reading results
        for permission in ("responses", "statistics"):
            insert(
                "lime_permissions",
                {
                    "entity": "survey",
                    "entity_id": sid,
                    "uid": uid,
                    "permission": permission,
                    "read_p": 1,
                    "export_p": 1,
                },
            )

    # groups, questions, subquestions and answer options, with their texts
    def group(gid: int, sid: int, order: int, names: tuple[str, ...]) -> None:
        insert("lime_groups", {"gid": gid, "sid": sid, "group_order": order, "grelevance": "1"})
        for language, name in zip(("it", "en"), names, strict=False):
            insert("lime_group_l10ns", {"gid": gid, "group_name": name, "description": "", "language": language})

    def question(
        qid: int,
        sid: int,
        gid: int,
        kind: str,
        code: str,
        order: int,
        mandatory: str,
        texts: tuple[str, ...],
        parent: int = 0,
    ) -> None:
        theme = {
            "L": "listradio",
            "M": "multiplechoice",
            "F": "arrays/array",
            "5": "5pointchoice",
            "N": "numerical",
            "T": "longfreetext",
        }.get(kind, "core")
        insert(
            "lime_questions",
            {
                "qid": qid,
                "parent_qid": parent,
                "sid": sid,
                "gid": gid,
                "type": kind,
                "title": code,
                "mandatory": mandatory if not parent else None,
                "question_order": order,
                "question_theme_name": theme,
                "relevance": "1",
            },
        )
        for language, text in zip(("it", "en"), texts, strict=False):
            insert("lime_question_l10ns", {"qid": qid, "question": text, "help": "", "language": language})

    answer_codes: dict[int, list[str]] = {}

    def options(qid: int, labels: list[tuple[str, ...]], prefix: str = "A") -> None:
        answer_codes[qid] = []
        for k, texts in enumerate(labels, 1):
            code = f"{prefix}{k}" if prefix == "A" else f"{prefix}{k:02d}"
            aid = insert("lime_answers", {"qid": qid, "code": code, "sortorder": k, "assessment_value": 0})
            answer_codes[qid].append(code)
            for language, text in zip(("it", "en"), texts, strict=False):
                insert("lime_answer_l10ns", {"aid": aid, "answer": text, "language": language})

    group(11, REGISTRY, 0, ("Il servizio", "The service"))
    group(12, REGISTRY, 1, ("La sua opinione", "Your opinion"))
    question(
        101,
        REGISTRY,
        11,
        "L",
        "SERVIZIO",
        1,
        "Y",
        ("Per quale servizio si è rivolto all'anagrafe?", "Which service did you use?"),
    )
    options(
        101,
        [
            ("Carta d'identità elettronica", "Electronic identity card"),
            ("Cambio di residenza", "Change of residence"),
            ("Certificati anagrafici", "Certificates"),
            ("Stato civile", "Civil status"),
            ("Iscrizione AIRE", "Registry of Italians abroad"),
        ],
    )
    question(102, REGISTRY, 11, "L", "CANALE", 2, "Y", ("Come ha avuto accesso al servizio?", "How did you come?"))
    options(
        102,
        [
            ("Prenotazione online", "Online booking"),
            ("Accesso diretto allo sportello", "Walk-in"),
            ("Prenotazione telefonica", "Telephone booking"),
        ],
    )
    question(103, REGISTRY, 11, "N", "ATTESA", 3, "N", ("Quanti minuti ha atteso?", "How many minutes did you wait?"))
    question(
        104,
        REGISTRY,
        12,
        "5",
        "VOTO",
        1,
        "Y",
        ("Quanto è soddisfatto del servizio nel complesso?", "Overall, how satisfied are you?"),
    )
    question(
        105,
        REGISTRY,
        12,
        "5",
        "CORTESIA",
        2,
        "N",
        ("Come valuta la cortesia del personale?", "How courteous was the staff?"),
    )
    question(106, REGISTRY, 12, "T", "COMMENTI", 3, "N", ("Suggerimenti e commenti", "Comments"))

    group(21, CYCLING, 0, ("Chi sei",))
    group(22, CYCLING, 1, ("Le tue priorità",))
    question(201, CYCLING, 21, "L", "QUARTIERE", 1, "Y", ("In quale quartiere abiti?",))
    options(201, [(name,) for name in NEIGHBOURHOODS], prefix="Q")
    question(202, CYCLING, 21, "L", "FREQUENZA", 2, "Y", ("Quanto spesso usi la bicicletta in città?",))
    options(202, [("Ogni giorno",), ("Qualche volta a settimana",), ("Raramente",), ("Mai",)])
    question(203, CYCLING, 22, "M", "PRIORITA", 1, "Y", ("Quali interventi ritieni prioritari?",))
    improvements = [
        "Piste separate dal traffico",
        "Più rastrelliere",
        "Illuminazione dei percorsi",
        "Manutenzione del fondo",
        "Zone 30 nei quartieri",
    ]
    for k, text in enumerate(improvements, 1):
        question(2030 + k, CYCLING, 22, "T", f"SQ{k:03d}", k, "N", (text,), parent=203)
    question(204, CYCLING, 22, "5", "SICUREZZA", 2, "N", ("Quanto ti senti sicuro in bicicletta?",))
    question(205, CYCLING, 22, "T", "PROPOSTE", 3, "N", ("Hai altre proposte?",))

    group(31, WELLBEING, 0, ("Carico di lavoro",))
    group(32, WELLBEING, 1, ("Relazioni e clima",))
    question(301, WELLBEING, 31, "F", "CARICO", 1, "Y", ("Quanto è d'accordo con le seguenti affermazioni?",))
    for k, text in enumerate(
        [
            "Il mio carico di lavoro è sostenibile",
            "Ho gli strumenti necessari",
            "Conosco gli obiettivi del mio ufficio",
            "Posso conciliare lavoro e vita privata",
        ],
        1,
    ):
        question(3010 + k, WELLBEING, 31, "T", f"SQ{k:03d}", k, "N", (text,), parent=301)
    options(
        301,
        [
            ("Per nulla d'accordo",),
            ("Poco d'accordo",),
            ("Abbastanza d'accordo",),
            ("Molto d'accordo",),
            ("Del tutto d'accordo",),
        ],
    )
    question(302, WELLBEING, 32, "5", "CLIMA", 1, "Y", ("Come valuta il clima nel suo ufficio?",))
    question(303, WELLBEING, 32, "T", "SUGGERIMENTI", 2, "N", ("Suggerimenti",))

    group(41, LIBRARIES, 0, ("Frequenza",))
    group(42, LIBRARIES, 1, ("Servizi",))
    question(401, LIBRARIES, 41, "L", "BIBLIOTECA", 1, "Y", ("Quale biblioteca frequenta di più?",))
    options(401, [(name,) for name in LIBRARY_NAMES])
    question(402, LIBRARIES, 41, "N", "PRESTITI", 2, "N", ("Quanti prestiti fa in un mese?",))
    question(403, LIBRARIES, 42, "5", "SODDISFAZIONE", 1, "Y", ("Quanto è soddisfatto delle biblioteche?",))
    question(404, LIBRARIES, 42, "L", "ORARI", 2, "N", ("Quale ampliamento d'orario preferirebbe?",))
    options(404, [("Sera",), ("Sabato pomeriggio",), ("Domenica mattina",), ("Pausa pranzo",)])

    group(51, CENSUS, 0, ("L'associazione",))
    question(501, CENSUS, 51, "L", "AMBITO", 1, "Y", ("In quale ambito opera l'associazione?",))
    options(501, [("Sociale",), ("Sanitario",), ("Culturale",), ("Sportivo",), ("Ambientale",)])
    question(502, CENSUS, 51, "N", "VOLONTARI", 2, "Y", ("Quanti volontari attivi avete?",))

    group(61, CANTEEN, 0, ("Il servizio mensa",))
    question(601, CANTEEN, 61, "5", "QUALITA", 1, "Y", ("Come valuta la qualità dei pasti?",))
    question(602, CANTEEN, 61, "L", "SCUOLA", 2, "Y", ("Quale scuola frequenta suo figlio?",))
    options(602, [("Primaria",), ("Secondaria di primo grado",)])
    question(603, CANTEEN, 61, "T", "NOTE", 3, "N", ("Osservazioni",))

    def seed_value() -> str:
        return str(rng.randint(10000000, 999999999))

    # the registry office's responses: open to all, the last 90 days
    services = [("A1", 34, 18), ("A2", 17, 48), ("A3", 22, 12), ("A4", 15, 26), ("A5", 6, 21)]  # weight, wait
    for day in range(-90, 1):
        for _ in range(rng.randint(11, 19) if day > -90 else 0):
            started = clock.clear_of_now(rng, day, 500, 1080)
            service, _, wait = rng.choices(services, weights=[w for _, w, _ in services])[0]
            language = "en" if rng.random() < 0.06 else "it"
            abandoned = rng.random() < 0.2
            rating = min(5, max(1, round(rng.gauss(4.1 if service != "A2" else 3.1, 0.8))))
            submitted = started + datetime.timedelta(minutes=rng.randint(2, 9))
            row = {
                "id": next_id("registry"),
                "submitdate": None if abandoned else clock.fmt(submitted),
                "lastpage": rng.choice([0, 1]) if abandoned else 2,
                "startlanguage": language,
                "seed": seed_value(),
                "startdate": clock.fmt(started),
                "datestamp": clock.fmt(submitted),
                f"{REGISTRY}X11X101": service,
                f"{REGISTRY}X11X102": rng.choice(answer_codes[102]),
                f"{REGISTRY}X11X103": max(0, round(rng.gauss(wait, wait / 4))),
            }
            if not abandoned:
                row |= {
                    f"{REGISTRY}X12X104": str(rating),
                    f"{REGISTRY}X12X105": str(min(5, max(1, rating + rng.choice([-1, 0, 0, 1])))),
                    f"{REGISTRY}X12X106": rng.choice(
                        [
                            "",
                            "",
                            "",
                            "Tempi di attesa troppo lunghi",
                            "Personale gentile",
                            "Serve più personale allo sportello",
                        ]
                    ),
                }
            insert(f"lime_survey_{REGISTRY}", row)

    # the cycle consultation's: the last 40 days, San Leonardo's residents the keenest
    weights = [6, 5, 4, 3, 3, 4, 12, 4, 5, 6, 7, 5, 2]
    for day in range(-39, 1):
        for _ in range(rng.randint(14, 26) if day > -30 else rng.randint(25, 40)):
            started = clock.clear_of_now(rng, day, 400, 1380)
            abandoned = rng.random() < 0.12
            row = {
                "id": next_id("cycling"),
                "submitdate": None
                if abandoned
                else clock.fmt(started + datetime.timedelta(minutes=rng.randint(3, 12))),
                "lastpage": 1 if abandoned else 2,
                "startlanguage": "it",
                "seed": seed_value(),
                "startdate": clock.fmt(started),
                "datestamp": clock.fmt(started + datetime.timedelta(minutes=3)),
                "ipaddr": f"93.{rng.randint(32, 63)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                f"{CYCLING}X21X201": rng.choices(answer_codes[201], weights=weights)[0],
                f"{CYCLING}X21X202": rng.choices(answer_codes[202], weights=[4, 5, 3, 1])[0],
            }
            if not abandoned:
                for k, share in enumerate((0.72, 0.41, 0.33, 0.55, 0.28), 1):
                    row[f"{CYCLING}X22X203SQ{k:03d}"] = "Y" if rng.random() < share else None
                row[f"{CYCLING}X22X204"] = str(rng.choices([1, 2, 3, 4, 5], weights=[3, 5, 4, 2, 1])[0])
                row[f"{CYCLING}X22X205"] = ""
            insert(f"lime_survey_{CYCLING}", row)

    # the wellbeing survey: every member of staff invited 25 days ago, anonymized, no dates kept
    sent_day = -25
    for department, (staff, rate) in DEPARTMENTS.items():
        for _ in range(staff):
            first, last = rng.choice(FIRST), rng.choice(LAST)
            done = rng.random() < rate
            reminders = 0 if done and rng.random() < 0.6 else rng.choice([1, 2]) if done else rng.choice([1, 2, 2])
            insert(
                f"lime_tokens_{WELLBEING}",
                {
                    "firstname": first,
                    "lastname": last,
                    "email": f"{first[0].lower()}.{last.lower().replace(' ', '')}"
                    f"{next_id('staff')}@comune.parma.example",
                    "emailstatus": "OK",
                    "token": token(),
                    "language": "it",
                    "blacklisted": "N",
                    "sent": clock.stamp(sent_day, 540)[:16],
                    "remindersent": "N" if reminders == 0 else clock.stamp(sent_day + 7 * reminders, 540)[:16],
                    "remindercount": reminders,
                    "completed": "Y" if done else "N",
                    "usesleft": 0 if done else 1,
                    "validfrom": None,
                    "validuntil": None,
                    "attribute_1": department,
                },
            )
            if done or rng.random() < 0.15:
                response = next_id("wellbeing")
                row = {
                    "id": response,
                    "token": None,
                    "submitdate": "1980-01-01 00:00:00" if done else None,
                    "lastpage": 2 if done else 1,
                    "startlanguage": "it",
                    "seed": seed_value(),
                }
                for k in range(1, 5):
                    row[f"{WELLBEING}X31X301SQ{k:03d}"] = f"A{rng.choices([1, 2, 3, 4, 5], weights=[1, 3, 5, 4, 2])[0]}"
                if done:
                    row[f"{WELLBEING}X32X302"] = str(rng.choices([1, 2, 3, 4, 5], weights=[1, 2, 5, 4, 2])[0])
                    row[f"{WELLBEING}X32X303"] = ""
                insert(f"lime_survey_{WELLBEING}", row)
                first_group = rng.gauss(380, 90) if done else rng.gauss(300, 80)
                second = rng.gauss(280, 70) if done else 0
                insert(
                    f"lime_survey_{WELLBEING}_timings",
                    {
                        "id": response,
                        "interviewtime": round(first_group + second, 2),
                        f"{WELLBEING}X31time": round(first_group, 2),
                        f"{WELLBEING}X32time": round(second, 2),
                    },
                )

    # the libraries' user survey: card holders invited 30 days ago, reminders at 10 and 20 days
    holders = 1150
    statuses = ["OptOut"] * 23 + ["bounced"] * 31 + ["late"] * 46 + ["OK"] * (holders - 100)
    rng.shuffle(statuses)
    for status in statuses:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        library = rng.choices(LIBRARY_NAMES, weights=[8, 4, 3, 3, 2, 2])[0]
        code = token()
        sent = "N" if status == "late" else clock.stamp(-30, 600 + rng.randint(0, 90))[:16]
        completed, reminders, finished = "N", 0, None
        if status == "OK":
            if rng.random() < 0.42:
                finished = clock.clear_of_now(rng, -rng.randint(0, 29), 420, 1320)
                completed = clock.fmt(finished)[:16]
                reminders = 0 if finished < clock.at(-20, 0) else 1 if finished < clock.at(-10, 0) else 2
            else:
                reminders = 2
        elif status in ("OptOut", "bounced"):
            reminders = 0
        insert(
            f"lime_tokens_{LIBRARIES}",
            {
                "firstname": first,
                "lastname": last,
                "email": f"{first.lower()}.{last.lower().replace(' ', '')}{next_id('holder')}@posta.example",
                "emailstatus": "OK" if status == "late" else status,
                "token": code,
                "language": "it",
                "blacklisted": "Y" if status == "OptOut" else "N",
                "sent": sent,
                "remindersent": "N" if reminders == 0 else clock.stamp(-30 + 10 * reminders, 600)[:16],
                "remindercount": reminders,
                "completed": completed,
                "usesleft": 0 if finished else 1,
                "validfrom": clock.stamp(-30, 0),
                "validuntil": clock.stamp(30, 0),
                "attribute_1": library,
            },
        )
        if finished is not None or (status == "OK" and rng.random() < 0.06):
            started = (
                finished - datetime.timedelta(minutes=rng.randint(3, 8))
                if finished
                else clock.clear_of_now(rng, -rng.randint(0, 29), 420, 1320)
            )
            row = {
                "id": next_id("libraries"),
                "token": code,
                "submitdate": clock.fmt(finished) if finished else None,
                "lastpage": 2 if finished else 1,
                "startlanguage": "it",
                "seed": seed_value(),
                "startdate": clock.fmt(started),
                "datestamp": clock.fmt(finished or started),
                f"{LIBRARIES}X41X401": f"A{LIBRARY_NAMES.index(library) + 1}",
                f"{LIBRARIES}X41X402": max(0, round(rng.gauss(3, 2))),
            }
            if finished:
                row[f"{LIBRARIES}X42X403"] = str(rng.choices([2, 3, 4, 5], weights=[1, 3, 6, 4])[0])
                row[f"{LIBRARIES}X42X404"] = rng.choices(answer_codes[404], weights=[5, 6, 2, 3])[0]
            insert(f"lime_survey_{LIBRARIES}", row)

    # the census, closed two months ago
    for _ in range(212):
        started = clock.clear_of_now(rng, -rng.randint(61, 149), 480, 1200)
        abandoned = rng.random() < 0.1
        insert(
            f"lime_survey_{CENSUS}",
            {
                "id": next_id("census"),
                "submitdate": None if abandoned else clock.fmt(started + datetime.timedelta(minutes=6)),
                "lastpage": 0 if abandoned else 1,
                "startlanguage": "it",
                "seed": seed_value(),
                "startdate": clock.fmt(started),
                "datestamp": clock.fmt(started),
                f"{CENSUS}X51X501": rng.choice(answer_codes[501]),
                f"{CENSUS}X51X502": rng.randint(3, 120),
            },
        )

    # failed administration logins: a password guesser today, colleagues' typos before
    insert(
        "lime_failed_login_attempts",
        {"ip": "185.220.101.47", "last_attempt": when(0, 0, 1440), "number_attempts": 27, "is_frontend": 0},
    )
    for ip, day, attempts in (
        ("10.12.4.31", 0, 2),
        ("10.12.4.88", -1, 3),
        ("10.12.7.15", -3, 1),
        ("91.80.14.201", -6, 9),
        ("10.12.5.60", -9, 1),
        ("151.38.22.7", -12, 4),
        ("10.12.9.102", -20, 2),
    ):
        insert(
            "lime_failed_login_attempts",
            {"ip": ip, "last_attempt": when(day), "number_attempts": attempts, "is_frontend": 0},
        )
    close_checked(db, "surveys")
