"""A Catalan city council's participation platform (Ajuntament de Girona, Spain) as a Decidim 0.27 database.

Decidim (the participatory-democracy framework, Ruby on Rails on PostgreSQL) keeps a city's processes, proposals,
supports, comments and meetings in ``decidim_`` tables, here in SQLite with its conventions:

* **``decidim_``-prefixed Rails tables, module tables named ``decidim_<module>_<things>``
  (``decidim_proposals_proposals``, ``decidim_meetings_registrations``, ``decidim_comments_comments``), references
  named ``decidim_<thing>_id``**; timestamps UTC text with microseconds;
* **translatable columns as JSON objects by locale: ``{"ca": "...", "es": "...", "en": "..."}`` for what the council
  writes (process, step, category, scope and meeting titles), and for what a participant writes the original locale
  only with the others under ``machine_translations``: ``{"ca": "Més arbres a la plaça", "machine_translations":
  {"es": "...", "en": "..."}}``** (a proposal written in Spanish has ``es`` at the top);
* **``decidim_users`` holds people and user groups (associations) alike, told apart by ``type``
  (``Decidim::User``, ``Decidim::UserGroup``)**, with Devise's columns, ``nickname``, ``admin``, ``managed``
  (impersonated accounts), ``blocked``, ``confirmed_at``, ``officialized_at`` and **``deleted_at`` for a deleted
  account (its name emptied, its rows kept)**;
* **participatory spaces are polymorphic: ``decidim_components`` belongs to ``participatory_space_type``
  (``Decidim::ParticipatoryProcess``, ``Decidim::Assembly``) and ``participatory_space_id``; a component's
  ``manifest_name`` says what it is (``proposals``, ``meetings``, ``budgets``, ``pages``, ``surveys``)**; processes
  have ``slug``, ``start_date``/``end_date``, ``published_at`` (NULL for a draft), their steps with ``active`` and
  ``position``; assemblies likewise;
* **``decidim_proposals_proposals``: ``reference`` (``GI-PROP-2025-03-123``), ``state`` the published answer
  (``accepted``, ``rejected``, ``evaluating``, ``withdrawn``; NULL while unanswered), ``internal_state`` the
  evaluators' answer not yet published, ``state_published_at``, ``answered_at``, ``published_at`` (NULL for a draft),
  counter caches ``proposal_votes_count``, ``comments_count``, ``endorsements_count``, ``follows_count``**;
  ``decidim_proposals_proposal_votes`` the supports (``temporary`` 1 while the user's minimum is unmet);
* **authorship through ``decidim_coauthorships`` (polymorphic ``coauthorable_type``/``coauthorable_id``; the author
  ``decidim_author_type`` ``Decidim::UserBaseEntity`` for a participant, ``Decidim::Organization`` for an official
  proposal, ``Decidim::Meetings::Meeting`` for one born at a meeting; ``decidim_user_group_id`` when signed on behalf
  of an association)**;
* **``decidim_comments_comments`` polymorphic twice: ``commentable`` (the proposal, meeting, or the comment replied
  to) and ``decidim_root_commentable``, with ``depth``, ``alignment`` (1 in favour, 0 neutral, -1 against) and
  ``deleted_at``**; ``decidim_endorsements`` (polymorphic ``resource``), ``decidim_follows`` (polymorphic
  ``followable``), ``decidim_categorizations`` (polymorphic ``categorizable``) into ``decidim_categories``
  (per space, with subcategories), ``decidim_scopes`` (the city's neighbourhoods, under a parent scope);
* ``decidim_meetings_meetings`` (``start_time``/``end_time``, ``type_of_meeting`` ``in_person``, ``online``,
  ``hybrid``, ``registrations_enabled``, ``available_slots``, ``closed_at`` with ``attendees_count``,
  ``withdrawn_at``) and ``decidim_meetings_registrations`` (``code``; ``validated_at`` when the code was checked at
  the door).

Departures: no budgets, surveys, accountability, versions, action log, notifications or moderation tables; declared
foreign keys except the polymorphic ones. The platform's records reach 14 months back; meetings are scheduled four
weeks ahead.

Planted signals:

* the 2025 participatory budget is the busiest process; its most-supported proposal is the safe bike lane on the
  Pont de la Barca; Santa Eugènia puts forward the most proposals; mobility is the commonest category;
* dozens of the budget's proposals have waited over a month with no published answer; the Associació de Veïns de Santa
  Eugènia signs the most proposals as a group; Marta Puigdemont comments most this month;
* the neighbourhood assembly in Montilivi is fully booked; the Youth Council's meetings are held online.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE decidim_organizations (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, host VARCHAR NOT NULL UNIQUE, default_locale VARCHAR NOT NULL,
  available_locales TEXT NOT NULL, description TEXT, reference_prefix VARCHAR NOT NULL, time_zone VARCHAR,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_scopes (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, decidim_organization_id INTEGER NOT NULL
    REFERENCES decidim_organizations (id), parent_id INTEGER REFERENCES decidim_scopes (id), code VARCHAR NOT NULL,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_users (
  id INTEGER PRIMARY KEY, email VARCHAR NOT NULL DEFAULT '', encrypted_password VARCHAR NOT NULL DEFAULT '',
  sign_in_count INTEGER NOT NULL DEFAULT 0, last_sign_in_at DATETIME, confirmed_at DATETIME,
  decidim_organization_id INTEGER NOT NULL REFERENCES decidim_organizations (id), name VARCHAR NOT NULL,
  nickname VARCHAR NOT NULL, locale VARCHAR, admin BOOLEAN NOT NULL DEFAULT 0, type VARCHAR NOT NULL,
  managed BOOLEAN NOT NULL DEFAULT 0, blocked BOOLEAN NOT NULL DEFAULT 0, officialized_at DATETIME,
  newsletter_notifications_at DATETIME, followers_count INTEGER NOT NULL DEFAULT 0,
  following_count INTEGER NOT NULL DEFAULT 0, deleted_at DATETIME, delete_reason TEXT, extended_data TEXT,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_participatory_processes (
  id INTEGER PRIMARY KEY, slug VARCHAR NOT NULL UNIQUE, hashtag VARCHAR,
  decidim_organization_id INTEGER NOT NULL REFERENCES decidim_organizations (id), title TEXT NOT NULL,
  subtitle TEXT, short_description TEXT, start_date DATE, end_date DATE, published_at DATETIME,
  promoted BOOLEAN NOT NULL DEFAULT 0, decidim_scope_id INTEGER REFERENCES decidim_scopes (id),
  private_space BOOLEAN NOT NULL DEFAULT 0, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_participatory_process_steps (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT, start_date DATE, end_date DATE,
  decidim_participatory_process_id INTEGER NOT NULL REFERENCES decidim_participatory_processes (id),
  active BOOLEAN NOT NULL DEFAULT 0, position INTEGER NOT NULL, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_assemblies (
  id INTEGER PRIMARY KEY, slug VARCHAR NOT NULL UNIQUE, title TEXT NOT NULL,
  decidim_organization_id INTEGER NOT NULL REFERENCES decidim_organizations (id), published_at DATETIME,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_components (
  id INTEGER PRIMARY KEY, manifest_name VARCHAR NOT NULL, name TEXT NOT NULL,
  participatory_space_id INTEGER NOT NULL, participatory_space_type VARCHAR NOT NULL, settings TEXT NOT NULL,
  step_settings TEXT NOT NULL DEFAULT '{}', weight INTEGER NOT NULL DEFAULT 0, published_at DATETIME,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_categories (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT, parent_id INTEGER REFERENCES decidim_categories (id),
  decidim_participatory_space_id INTEGER NOT NULL, decidim_participatory_space_type VARCHAR NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE decidim_proposals_proposals (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL,
  decidim_component_id INTEGER NOT NULL REFERENCES decidim_components (id),
  decidim_scope_id INTEGER REFERENCES decidim_scopes (id), reference VARCHAR, address TEXT, latitude REAL,
  longitude REAL, state VARCHAR, internal_state VARCHAR, answered_at DATETIME, answer TEXT,
  state_published_at DATETIME, published_at DATETIME, proposal_votes_count INTEGER NOT NULL DEFAULT 0,
  coauthorships_count INTEGER NOT NULL DEFAULT 0, comments_count INTEGER NOT NULL DEFAULT 0,
  endorsements_count INTEGER NOT NULL DEFAULT 0, follows_count INTEGER NOT NULL DEFAULT 0, cost INTEGER,
  created_in_meeting BOOLEAN NOT NULL DEFAULT 0, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE INDEX index_decidim_proposals_on_component ON decidim_proposals_proposals (decidim_component_id);
CREATE TABLE decidim_proposals_proposal_votes (
  id INTEGER PRIMARY KEY, decidim_proposal_id INTEGER NOT NULL REFERENCES decidim_proposals_proposals (id),
  decidim_author_id INTEGER NOT NULL REFERENCES decidim_users (id), temporary BOOLEAN NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  UNIQUE (decidim_proposal_id, decidim_author_id)
);
CREATE TABLE decidim_coauthorships (
  id INTEGER PRIMARY KEY, decidim_author_id INTEGER NOT NULL, decidim_author_type VARCHAR NOT NULL,
  decidim_user_group_id INTEGER REFERENCES decidim_users (id), coauthorable_type VARCHAR NOT NULL,
  coauthorable_id INTEGER NOT NULL, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_comments_comments (
  id INTEGER PRIMARY KEY, commentable_type VARCHAR NOT NULL, commentable_id INTEGER NOT NULL,
  decidim_root_commentable_type VARCHAR NOT NULL, decidim_root_commentable_id INTEGER NOT NULL,
  decidim_author_id INTEGER NOT NULL REFERENCES decidim_users (id), decidim_author_type VARCHAR NOT NULL,
  decidim_user_group_id INTEGER REFERENCES decidim_users (id), body TEXT NOT NULL, depth INTEGER NOT NULL DEFAULT 0,
  alignment INTEGER NOT NULL DEFAULT 0, comments_count INTEGER NOT NULL DEFAULT 0,
  participatory_space_type VARCHAR, participatory_space_id INTEGER, deleted_at DATETIME, edited_at DATETIME,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_meetings_meetings (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT, start_time DATETIME NOT NULL,
  end_time DATETIME NOT NULL, address TEXT, location TEXT, decidim_component_id INTEGER NOT NULL
    REFERENCES decidim_components (id), decidim_author_id INTEGER NOT NULL, decidim_author_type VARCHAR NOT NULL,
  decidim_scope_id INTEGER REFERENCES decidim_scopes (id), type_of_meeting VARCHAR NOT NULL DEFAULT 'in_person',
  online_meeting_url VARCHAR, registrations_enabled BOOLEAN NOT NULL DEFAULT 0,
  available_slots INTEGER NOT NULL DEFAULT 0, reserved_slots INTEGER NOT NULL DEFAULT 0, closed_at DATETIME,
  closing_report TEXT, attendees_count INTEGER, published_at DATETIME, withdrawn_at DATETIME,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_meetings_registrations (
  id INTEGER PRIMARY KEY, decidim_meeting_id INTEGER NOT NULL REFERENCES decidim_meetings_meetings (id),
  decidim_user_id INTEGER NOT NULL REFERENCES decidim_users (id), code VARCHAR, validated_at DATETIME,
  public_participation BOOLEAN NOT NULL DEFAULT 0, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  UNIQUE (decidim_meeting_id, decidim_user_id)
);
CREATE TABLE decidim_endorsements (
  id INTEGER PRIMARY KEY, resource_type VARCHAR NOT NULL, resource_id INTEGER NOT NULL,
  decidim_author_id INTEGER NOT NULL REFERENCES decidim_users (id), decidim_author_type VARCHAR NOT NULL,
  decidim_user_group_id INTEGER REFERENCES decidim_users (id), created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_follows (
  id INTEGER PRIMARY KEY, decidim_followable_type VARCHAR NOT NULL, decidim_followable_id INTEGER NOT NULL,
  decidim_user_id INTEGER NOT NULL REFERENCES decidim_users (id), created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
CREATE TABLE decidim_categorizations (
  id INTEGER PRIMARY KEY, decidim_category_id INTEGER NOT NULL REFERENCES decidim_categories (id),
  categorizable_type VARCHAR NOT NULL, categorizable_id INTEGER NOT NULL, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
"""

PROCESS = "Decidim::ParticipatoryProcess"
ASSEMBLY = "Decidim::Assembly"
PROPOSAL = "Decidim::Proposals::Proposal"
MEETING = "Decidim::Meetings::Meeting"
COMMENT = "Decidim::Comments::Comment"
USER_BASE = "Decidim::UserBaseEntity"

# name, code, weight
SCOPES = [
    ("Barri Vell", "BV", 1.0),
    ("Santa Eugènia", "SE", 2.6),
    ("Montilivi", "MO", 1.1),
    ("Sant Narcís", "SN", 1.2),
    ("Pont Major", "PM", 0.6),
    ("Palau", "PA", 0.7),
    ("Germans Sàbat", "GS", 0.8),
    ("Can Gibert del Pla", "CG", 0.9),
    ("Mercadal", "ME", 0.9),
]
# category (ca, es, en), weight
CATEGORIES = [
    (("Mobilitat", "Movilidad", "Mobility"), 3.0),
    (("Espai públic", "Espacio público", "Public space"), 2.0),
    (("Medi ambient", "Medio ambiente", "Environment"), 1.7),
    (("Cultura", "Cultura", "Culture"), 1.0),
    (("Esports", "Deportes", "Sports"), 0.9),
    (("Serveis socials", "Servicios sociales", "Social services"), 0.8),
    (("Educació", "Educación", "Education"), 0.7),
]
PROPOSAL_WORDS = [
    ("Més arbres a la plaça", "Más árboles en la plaza", "More trees in the square"),
    ("Bancs a l'avinguda", "Bancos en la avenida", "Benches on the avenue"),
    ("Il·luminació al parc", "Iluminación en el parque", "Lighting in the park"),
    ("Pas de vianants segur", "Paso de peatones seguro", "Safe pedestrian crossing"),
    ("Pista de petanca", "Pista de petanca", "Petanque court"),
    ("Font d'aigua potable", "Fuente de agua potable", "Drinking fountain"),
    ("Aparcament de bicicletes", "Aparcamiento de bicicletas", "Bicycle parking"),
    ("Zona de jocs infantils", "Zona de juegos infantiles", "Children's playground"),
    ("Horts urbans", "Huertos urbanos", "Urban gardens"),
    ("Lavabos públics", "Baños públicos", "Public toilets"),
    ("Reduir el soroll nocturn", "Reducir el ruido nocturno", "Reduce night-time noise"),
    ("Parada d'autobús coberta", "Parada de autobús cubierta", "Covered bus stop"),
    ("Casal de joves", "Centro juvenil", "Youth centre"),
    ("Rampa d'accés", "Rampa de acceso", "Access ramp"),
    ("Pipicà tancat", "Parque canino cerrado", "Fenced dog park"),
]
FIRST = (
    "Marta Jordi Núria Pere Laia Joan Montse Xavier Anna Albert Carme Josep Mireia Oriol Laura David Elena Sergi "
    "Clara Marc Júlia Pau Rosa Arnau Sílvia Gerard Maria Francesc Aina Roger Ana Carlos Lucía Javier Fatima Youssef"
).split()
LAST = (
    "Puig Vila Serra Soler Roca Costa Ferrer Pujol Font Sala Bosch Casas Vidal Mas Riera Garcia Martínez López "
    "Sánchez Camps Coll Prat Torrent Planas Sabater El Idrissi"
).split()


MAIL_DOMAINS = ("gmail.com", "hotmail.com", "yahoo.es", "telefonica.net")


def _t(ca: str, es: str, en: str) -> str:
    return json.dumps({"ca": ca, "es": es, "en": en}, ensure_ascii=False)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt_micro(moment, rng)

    def when(day: int, low: int = 420, high: int = 1380) -> datetime.datetime:
        return clock.clear_of_now(rng, day, low, high)

    founded = ts(clock.at(-900, 600))
    db.execute(
        "INSERT INTO decidim_organizations VALUES (1, 'Ajuntament de Girona', 'decidim.girona.cat', 'ca', ?, ?, 'GI', "
        "'Madrid', ?, ?)",
        (
            json.dumps(["ca", "es", "en"]),
            _t("Participa a Girona", "Participa en Girona", "Take part in Girona"),
            founded,
            founded,
        ),
    )
    db.execute(
        "INSERT INTO decidim_scopes VALUES (1, ?, 1, NULL, 'GI', ?, ?)",
        (_t("Girona", "Girona", "Girona"), founded, founded),
    )
    scope_ids = {}
    for k, (name, code, _) in enumerate(SCOPES, 2):
        db.execute(
            "INSERT INTO decidim_scopes VALUES (?, ?, 1, 1, ?, ?, ?)", (k, _t(name, name, name), code, founded, founded)
        )
        scope_ids[name] = k

    # people: participants, staff and associations
    users: list[tuple[Any, ...]] = []
    nicknames: set[str] = set()

    def add_user(name: str, kind: str = "Decidim::User", joined: int | None = None, **extra: Any) -> int:
        uid = len(users) + 1
        base = "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_")[:18] or "user"
        nick = base
        while nick in nicknames:
            nick = f"{base}{rng.randint(2, 999)}"
        nicknames.add(nick)
        day = joined if joined is not None else -rng.randint(1, 420)
        created = when(day)
        confirmed = extra.get("confirmed", True)
        deleted = extra.get("deleted")
        users.append(
            (
                uid,
                ""
                if deleted
                else f"{nick}@{'entitats.girona.cat' if kind != 'Decidim::User' else rng.choice(MAIL_DOMAINS)}",
                ""
                if deleted
                else "$2a$11$" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(53)),
                rng.randint(1, 60),
                ts(when(min(day + rng.randint(0, 200), 0))),
                ts(created + datetime.timedelta(minutes=rng.randint(2, 300))) if confirmed else None,
                1,
                "" if deleted else name,
                nick if not deleted else f"deleted-user-{uid}",
                rng.choice(("ca", "ca", "ca", "es")),
                1 if extra.get("admin") else 0,
                kind,
                1 if extra.get("managed") else 0,
                1 if extra.get("blocked") else 0,
                ts(when(day + 5)) if extra.get("official") else None,
                ts(created) if rng.random() < 0.4 else None,
                0,
                0,
                ts(when(deleted)) if deleted else None,
                extra.get("reason"),
                json.dumps({"verified": kind != "Decidim::User"}) if kind != "Decidim::User" else None,
                ts(created),
                ts(created),
            )
        )
        return uid

    add_user("Equip de Participació", admin=True, joined=-890)
    add_user("Rosa Comas", admin=True, joined=-700, official=True)
    marta = add_user("Marta Puigdemont", joined=-400)
    association = add_user("Associació de Veïns de Santa Eugènia", "Decidim::UserGroup", joined=-380)
    groups = [association]
    for name in ("AV Barri Vell", "Bicicleta Club Girona", "AMPA Escola Montjuïc", "Plataforma Gent Gran Girona"):
        groups.append(add_user(name, "Decidim::UserGroup", joined=-rng.randint(200, 400)))
    citizens = [marta]
    for _ in range(520):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        citizens.append(add_user(name))
    for _ in range(12):
        add_user(f"{rng.choice(FIRST)} {rng.choice(LAST)}", joined=-rng.randint(0, 6), confirmed=rng.random() < 0.5)
    for _ in range(9):
        add_user(
            "",
            deleted=-rng.randint(5, 200),
            joined=-rng.randint(210, 400),
            reason=rng.choice(("No l'utilitzo", "", "Massa correus")),
        )
    for _ in range(3):
        add_user(f"{rng.choice(FIRST)} {rng.choice(LAST)}", blocked=True, joined=-rng.randint(30, 300))
    for _ in range(6):
        add_user(f"{rng.choice(FIRST)} {rng.choice(LAST)}", managed=True, joined=-rng.randint(30, 300))
    db.executemany(f"INSERT INTO decidim_users VALUES ({', '.join('?' * 23)})", users)

    # spaces: processes and assemblies
    processes = [
        (
            "pressupostos-2025",
            "#PressupostosGirona",
            ("Pressupostos participatius 2025", "Presupuestos participativos 2025", "Participatory budget 2025"),
            -120,
            60,
            True,
        ),
        (
            "pam-2024-2027",
            "#PAMGirona",
            (
                "Pla d'Actuació Municipal 2024-2027",
                "Plan de Actuación Municipal 2024-2027",
                "Municipal Action Plan 2024-2027",
            ),
            -420,
            -240,
            True,
        ),
        (
            "parc-devesa",
            "#ParcDevesa",
            ("Nou parc de la Devesa", "Nuevo parque de la Devesa", "The new Devesa park"),
            -75,
            45,
            True,
        ),
        (
            "mobilitat-sostenible",
            None,
            ("Pla de mobilitat sostenible", "Plan de movilidad sostenible", "Sustainable mobility plan"),
            20,
            200,
            False,
        ),
    ]
    for k, (slug, tag, heading, opens, closes, is_public) in enumerate(processes, 1):
        made = ts(clock.at(opens - 20, 600))
        db.execute(
            "INSERT INTO decidim_participatory_processes VALUES (?, ?, ?, 1, ?, NULL, ?, ?, ?, ?, ?, NULL, 0, ?, ?)",
            (
                k,
                slug,
                tag,
                _t(*heading),
                _t(*heading),
                clock.day_text(opens),
                clock.day_text(closes),
                ts(clock.at(opens - 3, 600)) if is_public else None,
                1 if k == 1 else 0,
                made,
                made,
            ),
        )
    steps = {
        1: [
            (("Presentació de propostes", "Presentación de propuestas", "Proposals"), -120, -70),
            (("Suports", "Apoyos", "Supports"), -69, -40),
            (("Avaluació tècnica", "Evaluación técnica", "Technical evaluation"), -39, 10),
            (("Votació final", "Votación final", "Final vote"), 11, 60),
        ],
        2: [
            (("Diagnosi", "Diagnosis", "Diagnosis"), -420, -360),
            (("Propostes", "Propuestas", "Proposals"), -359, -300),
            (("Retorn", "Retorno", "Feedback"), -299, -240),
        ],
        3: [(("Propostes", "Propuestas", "Proposals"), -75, -10), (("Debat", "Debate", "Debate"), -9, 45)],
        4: [(("Diagnosi", "Diagnosis", "Diagnosis"), 20, 80), (("Propostes", "Propuestas", "Proposals"), 81, 200)],
    }
    step_id = 0
    for process, rows in steps.items():
        for position, (heading, opens, closes) in enumerate(rows):
            step_id += 1
            active = opens <= 0 <= closes
            db.execute(
                "INSERT INTO decidim_participatory_process_steps VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)",
                (
                    step_id,
                    _t(*heading),
                    clock.day_text(opens),
                    clock.day_text(closes),
                    process,
                    1 if active else 0,
                    position,
                    founded,
                    founded,
                ),
            )
    for k, (slug, title) in enumerate(
        [
            ("consell-joves", ("Consell de Joves", "Consejo de Jóvenes", "Youth Council")),
            (
                "consell-gent-gran",
                ("Consell de la Gent Gran", "Consejo de las Personas Mayores", "Senior Citizens' Council"),
            ),
        ],
        1,
    ):
        made = ts(clock.at(-600, 600))
        db.execute(
            "INSERT INTO decidim_assemblies VALUES (?, ?, ?, 1, ?, ?, ?)", (k, slug, _t(*title), made, made, made)
        )
    # components: (space type, space id, manifest, name)
    components = [
        (PROCESS, 1, "proposals", ("Propostes", "Propuestas", "Proposals")),
        (PROCESS, 1, "meetings", ("Trobades", "Encuentros", "Meetings")),
        (PROCESS, 1, "budgets", ("Pressupostos", "Presupuestos", "Budgets")),
        (PROCESS, 2, "proposals", ("Propostes", "Propuestas", "Proposals")),
        (PROCESS, 2, "meetings", ("Sessions", "Sesiones", "Sessions")),
        (PROCESS, 3, "proposals", ("Propostes", "Propuestas", "Proposals")),
        (PROCESS, 3, "meetings", ("Trobades", "Encuentros", "Meetings")),
        (PROCESS, 3, "pages", ("Informació", "Información", "Information")),
        (PROCESS, 4, "surveys", ("Enquesta", "Encuesta", "Survey")),
        (ASSEMBLY, 1, "meetings", ("Reunions", "Reuniones", "Meetings")),
        (ASSEMBLY, 1, "proposals", ("Propostes", "Propuestas", "Proposals")),
        (ASSEMBLY, 2, "meetings", ("Reunions", "Reuniones", "Meetings")),
    ]
    for k, (space_type, space, manifest, label) in enumerate(components, 1):
        settings = {"global": {"vote_limit": 10 if k == 1 else 0, "minimum_votes_per_user": 3 if k == 1 else 0}}
        db.execute(
            "INSERT INTO decidim_components VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?)",
            (
                k,
                manifest,
                _t(*label),
                space,
                space_type,
                json.dumps(settings),
                k,
                None if k == 9 else founded,
                founded,
                founded,
            ),
        )
    category_ids: dict[tuple[str, int], int] = {}
    category_count = 0
    for space_type, space in ((PROCESS, 1), (PROCESS, 2), (PROCESS, 3), (ASSEMBLY, 1)):
        for labels, _ in CATEGORIES:
            if space == 3 and labels[2] not in ("Environment", "Public space", "Sports", "Culture"):
                continue
            category_count += 1
            db.execute(
                "INSERT INTO decidim_categories VALUES (?, ?, NULL, NULL, ?, ?, ?)",
                (category_count, _t(*labels), space, space_type, category_count),
            )
            category_ids[(labels[2], space * (1 if space_type == PROCESS else -1))] = category_count

    proposals: list[list[Any]] = []
    coauthorships: list[tuple[Any, ...]] = []
    categorizations: list[tuple[Any, ...]] = []
    votes: list[tuple[Any, ...]] = []
    comments: list[tuple[Any, ...]] = []
    endorsements: list[tuple[Any, ...]] = []
    follows: list[tuple[Any, ...]] = []

    # proposal components: component id, space key, first day, last day, count, answered by
    proposal_plans = [
        (1, 1, -118, -70, 260, -40),
        (4, 2, -355, -300, 150, -270),
        (6, 3, -74, -10, 90, None),
        (11, -1, -300, -5, 30, None),
    ]
    star = None
    for component, space_key, first, last, count, answer_day in proposal_plans:
        for n in range(count):
            pid = len(proposals) + 1
            day = rng.randint(first, last)
            created = when(day)
            scope = pick(rng, [(s[0], s[2]) for s in SCOPES])
            words = rng.choice(PROPOSAL_WORDS)
            place = scope
            if component == 1 and n == 17:
                words = (
                    "Carril bici segur al Pont de la Barca",
                    "Carril bici seguro en el Puente de la Barca",
                    "Safe bike lane on the Pont de la Barca",
                )
                scope, star = "Pont Major", pid
            original = "ca" if rng.random() < 0.8 else "es"
            other = [loc for loc in ("ca", "es", "en") if loc != original]
            title_of = dict(zip(("ca", "es", "en"), words, strict=True))
            title_json = {
                original: f"{title_of[original]} ({place})",
                "machine_translations": {loc: f"{title_of[loc]} ({place})" for loc in other},
            }
            body = {
                original: f"Proposem: {title_of['ca'].lower()} a {place}."
                if original == "ca"
                else f"Proponemos: {title_of['es'].lower()} en {place}.",
                "machine_translations": {loc: "..." for loc in other},
            }
            published = None if rng.random() < 0.03 else created + datetime.timedelta(minutes=rng.randint(3, 90))
            state = internal = answered = state_published = answer = None
            cost = None
            if published and rng.random() < 0.05:
                state = internal = "withdrawn"
            elif published and answer_day is not None and rng.random() < (0.9 if component == 4 else 0.62):
                internal = pick(rng, [("accepted", 0.45), ("rejected", 0.35), ("evaluating", 0.2)])
                answered = when(rng.randint(answer_day, answer_day + 20 if answer_day < -100 else -3))
                state, state_published = internal, answered
                answer = _t("Resposta de l'Ajuntament", "Respuesta del Ayuntamiento", "The council's answer")
                cost = rng.randint(5, 300) * 1000 if internal == "accepted" and component == 1 else None
            elif published and answer_day is not None and rng.random() < 0.3:
                internal = pick(rng, [("accepted", 0.5), ("rejected", 0.5)])  # answered, not yet published
                answered = when(-rng.randint(1, 10))
            if component == 1 and n == 17:
                state, internal, answered, state_published, cost = "accepted", "accepted", when(-20), None, 180000
                state_published = answered
                answer = _t("Acceptada", "Aceptada", "Accepted")
            year_month = clock.fmt(created)[:7]
            proposals.append(
                [
                    pid,
                    json.dumps(title_json, ensure_ascii=False),
                    json.dumps(body, ensure_ascii=False),
                    component,
                    scope_ids[scope],
                    f"GI-PROP-{year_month}-{pid}",
                    None,
                    None,
                    None,
                    state,
                    internal,
                    ts(answered) if answered else None,
                    answer,
                    ts(state_published) if state_published else None,
                    ts(published) if published else None,
                    0,
                    1,
                    0,
                    0,
                    0,
                    cost,
                    0,
                    ts(created),
                    ts(answered or published or created),
                ]
            )
            # authors
            if space_key == 2 and n < 12:
                coauthorships.append((1, "Decidim::Organization", None, pid, created))
            else:
                group = None
                if scope == "Santa Eugènia" and rng.random() < 0.35:
                    author, group = rng.choice(citizens[:60]), association
                elif rng.random() < 0.12:
                    author, group = rng.choice(citizens[:80]), rng.choice(groups[1:])
                else:
                    author = rng.choice(citizens)
                coauthorships.append((author, USER_BASE, group, pid, created))
                if rng.random() < 0.1:
                    coauthorships.append((rng.choice(citizens), USER_BASE, None, pid, created))
                    proposals[-1][16] = 2
            category_space = space_key
            names = pick(rng, [(c[0][2], c[1]) for c in CATEGORIES if (c[0][2], category_space) in category_ids])
            if names and rng.random() < 0.9:
                categorizations.append((category_ids[(names, category_space)], pid, created))
    # supports: budget proposals during the supports phase, the others while open
    voters = citizens[:400]
    for row in proposals:
        pid, component, published = row[0], row[3], row[14]
        if published is None or row[9] == "withdrawn":
            continue
        if component == 1:
            count = 160 if pid == star else min(len(voters), int(rng.paretovariate(1.6) * 6))
            window = (-69, -41)
        elif component == 4:
            count, window = int(rng.paretovariate(1.8) * 4), (-350, -300)
        else:
            count, window = int(rng.paretovariate(2.0) * 3), (-60, -1)
        count = min(count, 140 if pid != star else 160)
        for voter in rng.sample(voters, count):
            moment = ts(when(rng.randint(*window)))
            votes.append((pid, voter, 0, moment, moment))
        row[15] = count
    # comments on proposals and meetings
    comment_count = 0

    def comment(
        kind: str,
        target: int,
        root_kind: str,
        root: int,
        space: tuple[str, int],
        day: int,
        depth: int,
        author: int | None = None,
    ) -> int:
        nonlocal comment_count
        comment_count += 1
        created = when(day)
        who = author or rng.choice(citizens)
        alignment = pick(rng, [("1", 0.45), ("0", 0.35), ("-1", 0.2)]) if depth == 0 else "0"
        deleted = ts(created + datetime.timedelta(days=1)) if rng.random() < 0.03 and day < -2 else None
        text = (
            ""
            if deleted
            else rng.choice(
                (
                    "Hi estic d'acord.",
                    "No és prioritari.",
                    "Molt necessari!",
                    "Estoy de acuerdo.",
                    "Caldria estudiar-ho més.",
                )
            )
        )
        comments.append(
            (
                comment_count,
                kind,
                target,
                root_kind,
                root,
                who,
                USER_BASE,
                None,
                json.dumps({"ca": text}, ensure_ascii=False),
                depth,
                int(alignment),
                0,
                space[0],
                space[1],
                deleted,
                None,
                ts(created),
                ts(created),
            )
        )
        return comment_count

    space_of_component = {k: (c[0], c[1]) for k, c in enumerate(components, 1)}
    for row in proposals:
        pid, component = row[0], row[3]
        if row[14] is None:
            continue
        created_day = (datetime.datetime.strptime(row[22][:19], "%Y-%m-%d %H:%M:%S") - clock.midnight).days
        n_comments = int(rng.paretovariate(1.5) * 1.5) - (rng.random() < 0.3) if component != 6 else rng.randint(1, 8)
        for _ in range(min(n_comments, 25)):
            day = rng.randint(created_day, min(created_day + 60, -1))
            parent = comment(PROPOSAL, pid, PROPOSAL, pid, space_of_component[component], day, 0)
            row[17] += 1
            if rng.random() < 0.3:
                comment(COMMENT, parent, PROPOSAL, pid, space_of_component[component], min(day + 1, -1), 1)
                row[17] += 1
    # Marta comments most this month, on the new park's proposals
    park = [row[0] for row in proposals if row[3] == 6 and row[14] is not None]
    for _ in range(26):
        pid = rng.choice(park)
        comment(PROPOSAL, pid, PROPOSAL, pid, (PROCESS, 3), -rng.randint(1, 25), 0, author=marta)
        proposals[pid - 1][17] += 1
    # endorsements and follows
    for row in proposals:
        if row[14] is None:
            continue
        pid = row[0]
        n = int(rng.paretovariate(2.0) * 1.2) + (25 if pid == star else 0)
        for endorser in rng.sample(citizens, min(n, 60)):
            moment = ts(when(rng.randint(-110, -1) if row[3] in (1, 6) else rng.randint(-350, -250)))
            endorsements.append((PROPOSAL, pid, endorser, USER_BASE, None, moment, moment))
        if rng.random() < 0.15:
            moment = ts(when(-rng.randint(1, 100)))
            endorsements.append(
                (PROPOSAL, pid, rng.choice(citizens[:80]), USER_BASE, rng.choice(groups), moment, moment)
            )
        row[18] = sum(1 for e in endorsements if e[1] == pid)
        followers = {coauthor[0] for coauthor in coauthorships if coauthor[3] == pid and coauthor[1] == USER_BASE}
        followers |= set(rng.sample(citizens, int(rng.paretovariate(2.0)) + (40 if pid == star else 0)))
        for follower in sorted(followers):
            moment = ts(when(-rng.randint(1, 100)))
            follows.append((PROPOSAL, pid, follower, moment, moment))
        row[19] = len(followers)
    for process in (1, 3):
        for follower in rng.sample(citizens, 120 if process == 1 else 60):
            moment = ts(when(-rng.randint(1, 100)))
            follows.append((PROCESS, process, follower, moment, moment))

    # meetings: component, title, day, start minute, hours, type, scope, slots, registrations
    meetings = [
        (
            2,
            ("Presentació dels pressupostos", "Presentación de los presupuestos", "Budget launch"),
            -115,
            1110,
            2,
            "in_person",
            "Barri Vell",
            120,
            96,
        ),
        (
            2,
            (
                "Assemblea de barri: Santa Eugènia",
                "Asamblea de barrio: Santa Eugènia",
                "Neighbourhood assembly: Santa Eugènia",
            ),
            -95,
            1110,
            2,
            "in_person",
            "Santa Eugènia",
            80,
            71,
        ),
        (
            2,
            (
                "Assemblea de barri: Sant Narcís",
                "Asamblea de barrio: Sant Narcís",
                "Neighbourhood assembly: Sant Narcís",
            ),
            -90,
            1110,
            2,
            "in_person",
            "Sant Narcís",
            80,
            44,
        ),
        (
            2,
            ("Assemblea de barri: Montilivi", "Asamblea de barrio: Montilivi", "Neighbourhood assembly: Montilivi"),
            6,
            1110,
            2,
            "in_person",
            "Montilivi",
            60,
            60,
        ),
        (
            2,
            (
                "Assemblea de barri: Can Gibert del Pla",
                "Asamblea de barrio: Can Gibert del Pla",
                "Neighbourhood assembly: Can Gibert del Pla",
            ),
            9,
            1110,
            2,
            "hybrid",
            "Can Gibert del Pla",
            70,
            38,
        ),
        (
            2,
            (
                "Sessió informativa de la votació final",
                "Sesión informativa de la votación final",
                "Final vote briefing",
            ),
            13,
            1140,
            1,
            "online",
            None,
            0,
            0,
        ),
        (
            5,
            ("Diagnosi participativa", "Diagnosis participativa", "Participatory diagnosis"),
            -400,
            1080,
            3,
            "in_person",
            "Barri Vell",
            150,
            130,
        ),
        (
            5,
            ("Retorn del PAM", "Retorno del PAM", "Action plan feedback"),
            -250,
            1080,
            2,
            "in_person",
            "Barri Vell",
            150,
            88,
        ),
        (
            7,
            ("Passejada per la Devesa", "Paseo por la Devesa", "Walk through the Devesa"),
            -40,
            600,
            2,
            "in_person",
            "Mercadal",
            40,
            40,
        ),
        (
            7,
            ("Taller de disseny del parc", "Taller de diseño del parque", "Park design workshop"),
            -12,
            1080,
            3,
            "in_person",
            "Mercadal",
            50,
            47,
        ),
        (
            7,
            ("Debat final del parc", "Debate final del parque", "Final park debate"),
            20,
            1110,
            2,
            "hybrid",
            "Mercadal",
            100,
            23,
        ),
    ]
    for month in range(-13, 1):
        meetings.append(
            (
                10,
                ("Reunió del Consell de Joves", "Reunión del Consejo de Jóvenes", "Youth Council meeting"),
                month * 30 + 8,
                1140,
                1,
                "online",
                None,
                0,
                0,
            )
        )
        meetings.append(
            (
                12,
                (
                    "Plenari del Consell de la Gent Gran",
                    "Pleno del Consejo de las Personas Mayores",
                    "Senior Citizens' Council plenary",
                ),
                month * 30 + 3,
                630,
                2,
                "in_person",
                "Palau",
                45,
                rng.randint(20, 38),
            )
        )
    registrations: list[tuple[Any, ...]] = []
    people = citizens[:]
    for k, (component, meeting_title, day, minute, hours, kind, place_name, slots, registered) in enumerate(
        meetings, 1
    ):
        starts = clock.at(day, minute)
        ends = starts + datetime.timedelta(hours=hours)
        made_at = clock.at(min(day, 0) - 21, 600)
        closed = ends + datetime.timedelta(days=1) if ends + datetime.timedelta(days=1) < clock.now else None
        attended = [] if not registered else rng.sample(people, registered)
        validated = int(registered * rng.uniform(0.6, 0.85)) if closed else 0
        attendees = (validated + rng.randint(5, 25)) if closed and kind != "online" else None
        withdrawn = None
        db.execute(
            "INSERT INTO decidim_meetings_meetings VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, 'Decidim::Organization', ?, "
            "?, "
            "?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
            (
                k,
                _t(*meeting_title),
                clock.fmt(starts),
                clock.fmt(ends),
                None if kind == "online" else f"Girona, {place_name}",
                None if kind == "online" else _t("Centre cívic", "Centro cívico", "Civic centre"),
                component,
                1,
                scope_ids.get(place_name) if place_name else None,
                kind,
                "https://meet.jit.si/girona-participa" if kind != "in_person" else None,
                1 if slots else 0,
                slots,
                ts(closed) if closed else None,
                _t("Acta", "Acta", "Minutes") if closed else None,
                attendees,
                ts(made_at),
                withdrawn,
                ts(made_at),
                ts(made_at),
            ),
        )
        for n, person in enumerate(attended):
            signed = min(
                starts - datetime.timedelta(hours=rng.randint(2, 400)), clock.now - datetime.timedelta(hours=1)
            )
            stamp = ts(signed)
            code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
            registrations.append(
                (
                    k,
                    person,
                    code,
                    ts(starts + datetime.timedelta(minutes=rng.randint(0, 20))) if n < validated else None,
                    1 if rng.random() < 0.3 else 0,
                    stamp,
                    stamp,
                )
            )
        if closed and k <= 11:
            for _ in range(rng.randint(2, 8)):
                comment(MEETING, k, MEETING, k, space_of_component[component], min(day + rng.randint(1, 5), -1), 0)

    db.executemany(f"INSERT INTO decidim_proposals_proposals VALUES ({', '.join('?' * 24)})", proposals)
    db.executemany(
        "INSERT INTO decidim_coauthorships VALUES (NULL, ?, ?, ?, 'Decidim::Proposals::Proposal', ?, ?, ?)",
        [(a, t, g, p, ts(c), ts(c)) for a, t, g, p, c in coauthorships],
    )
    db.executemany(
        "INSERT INTO decidim_categorizations VALUES (NULL, ?, 'Decidim::Proposals::Proposal', ?, ?, ?)",
        [(c, p, ts(at), ts(at)) for c, p, at in categorizations],
    )
    db.executemany("INSERT INTO decidim_proposals_proposal_votes VALUES (NULL, ?, ?, ?, ?, ?)", votes)
    db.executemany(f"INSERT INTO decidim_comments_comments VALUES ({', '.join('?' * 18)})", comments)
    db.executemany("INSERT INTO decidim_meetings_registrations VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)", registrations)
    db.executemany("INSERT INTO decidim_endorsements VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)", endorsements)
    db.executemany("INSERT INTO decidim_follows VALUES (NULL, ?, ?, ?, ?, ?)", follows)
    close_checked(db, "participation")
