"""A Maputo humanitarian mapping community (Mapear Moçambique) as a HOT Tasking Manager 4 database.

The Tasking Manager (the Humanitarian OpenStreetMap Team's open-source tool that splits a mapping job into grid
squares for volunteers, Python and SQLAlchemy on PostgreSQL with PostGIS) keeps its projects, tasks and their history
in snake_case tables, here in SQLite with its conventions:

* **statuses and levels are integer enums**: ``projects.status`` 0 archived, 1 published, 2 draft;
  ``projects.priority`` 0 urgent, 1 high, 2 medium, 3 low; ``mapper_level`` and ``users.mapping_level`` 1 beginner, 2
  intermediate, 3 advanced; **``tasks.task_status`` 0 ready, 1 locked for mapping, 2 mapped, 3 locked for validation,
  4 validated, 5 invalidated, 6 bad imagery**; ``users.role`` -1 read-only (blocked), 0 mapper, 1 admin;
  ``mapping_permission`` and ``validation_permission`` 0 anyone, 1 by level, 2 teams only, 3 teams and level;
  ``team_members.function`` 1 manager, 2 member; ``teams.join_method`` 1 anyone, 2 by request, 3 by invitation;
  ``project_teams.role`` -1 read-only, 0 mapper, 1 validator, 2 project manager; ``messages.message_type`` 1 system,
  2 broadcast, 3 mention, 4 validation, 5 invalidation, 8 team broadcast;
* **``users.id`` is the mapper's OpenStreetMap id** (a large integer, not a sequence), ``users.projects_mapped`` a
  PostgreSQL array written ``{14052,14061}``, running counters ``tasks_mapped``, ``tasks_validated``,
  ``tasks_invalidated``; ``projects.country`` and ``mapping_types`` arrays too (``{Mozambique}``, ``{1,2}``: 1 roads,
  2 buildings, 3 waterways, 4 land use, 5 other);
* **a project's name and texts are not on ``projects`` but on ``project_info``, one row per locale** (``en`` for every
  project, ``pt`` for most); ``projects`` keeps denormalised counters ``total_tasks``, ``tasks_mapped`` (mapped, not
  yet validated), ``tasks_validated`` and ``tasks_bad_imagery``;
* **``tasks`` is keyed by ``(id, project_id)``**, numbered from 1 in each project, with ``locked_by``, ``mapped_by``
  and ``validated_by``;
* **``task_history`` is the log: ``action`` a text (``LOCKED_FOR_MAPPING``, ``LOCKED_FOR_VALIDATION``,
  ``STATE_CHANGE``, ``COMMENT``, ``AUTO_UNLOCKED_FOR_MAPPING``, ``AUTO_UNLOCKED_FOR_VALIDATION``) and ``action_text``
  what it means: the new status's name for a state change (``MAPPED``, ``VALIDATED``, ``INVALIDATED``,
  ``BADIMAGERY``), the comment for a comment, and for a lock, once released, how long it was held, written as Python
  writes a ``timedelta`` (``0:23:41.512000``; NULL while the lock is held)**;
* ``task_invalidation_history`` (a task invalidated: mapper, invalidator, ``is_closed`` once it is validated after
  being fixed) and ``task_mapping_issues`` (what the invalidator found, by ``mapping_issue_categories``, with a
  ``count``);
* ``organisations``, ``teams`` and ``team_members`` (``active``), ``project_teams``, ``campaigns`` and
  ``campaign_projects``, ``interests`` and ``project_interests``, ``licenses`` (the imagery licence a mapper must
  accept), ``messages`` (``read``) and ``notifications`` (each user's ``unread_count``).

Times are naive UTC ``DateTime`` text with microseconds. Departures: no geometries (a task keeps its grid ``x``,
``y``, ``zoom``); far fewer columns; no project chat, favourites, priority areas, custom editors or user licences. The
community's projects reach 15 months back.

Planted signals:

* the urgent Beira cyclone-response project is mapped fastest; Búzi has the most squares left to map; Mocuba's imagery
  is clouded over (the most bad-imagery tasks); two published projects have had no activity for over a month;
* Célia Macuácua (``celia_mapeia``) mapped by far the most squares in the last week; João Sitoe (``joao_valida``)
  invalidated the most; "Missed features" is the commonest mapping issue;
* a mapathon at Eduardo Mondlane University twelve days ago registered 18 beginners, most of whom have never mapped a
  square; the UEM YouthMappers team has the most active members; Mapear Moçambique runs the most published projects.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE licenses (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL UNIQUE, description VARCHAR, plain_text VARCHAR
);
CREATE TABLE users (
  id BIGINT PRIMARY KEY, username VARCHAR UNIQUE, role INTEGER NOT NULL DEFAULT 0,
  mapping_level INTEGER NOT NULL DEFAULT 1, projects_mapped TEXT, email_address VARCHAR,
  is_email_verified BOOLEAN DEFAULT 0, is_expert BOOLEAN DEFAULT 0, date_registered DATETIME,
  last_validation_date DATETIME, tasks_mapped INTEGER NOT NULL DEFAULT 0, tasks_validated INTEGER NOT NULL DEFAULT 0,
  tasks_invalidated INTEGER NOT NULL DEFAULT 0, name VARCHAR, city VARCHAR, country VARCHAR, gender INTEGER,
  default_editor VARCHAR NOT NULL DEFAULT 'ID', mentions_notifications BOOLEAN NOT NULL DEFAULT 1,
  projects_notifications BOOLEAN NOT NULL DEFAULT 1, tasks_notifications BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE organisations (
  id INTEGER PRIMARY KEY, name VARCHAR(512) NOT NULL UNIQUE, slug VARCHAR(255) NOT NULL UNIQUE, logo VARCHAR,
  description VARCHAR, url VARCHAR, type INTEGER NOT NULL DEFAULT 1, subscription_tier INTEGER
);
CREATE TABLE projects (
  id INTEGER PRIMARY KEY, status INTEGER NOT NULL DEFAULT 2, created DATETIME NOT NULL, priority INTEGER DEFAULT 2,
  default_locale VARCHAR(10) DEFAULT 'en', author_id BIGINT NOT NULL REFERENCES users (id),
  mapper_level INTEGER NOT NULL DEFAULT 1, enforce_random_task_selection BOOLEAN DEFAULT 0, private BOOLEAN DEFAULT 0,
  changeset_comment VARCHAR, osmcha_filter_id VARCHAR, due_date DATETIME, imagery VARCHAR, josm_preset VARCHAR,
  last_updated DATETIME, progress_email_sent BOOLEAN DEFAULT 0, license_id INTEGER REFERENCES licenses (id),
  country TEXT, task_creation_mode INTEGER NOT NULL DEFAULT 0, organisation_id INTEGER REFERENCES organisations (id),
  mapping_types TEXT, total_tasks INTEGER NOT NULL, tasks_mapped INTEGER NOT NULL DEFAULT 0,
  tasks_validated INTEGER NOT NULL DEFAULT 0, tasks_bad_imagery INTEGER NOT NULL DEFAULT 0,
  mapping_editors TEXT NOT NULL DEFAULT '{0,1,2,3}', validation_editors TEXT NOT NULL DEFAULT '{0,1,2,3}',
  mapping_permission INTEGER DEFAULT 1, validation_permission INTEGER DEFAULT 1
);
CREATE TABLE project_info (
  project_id INTEGER NOT NULL REFERENCES projects (id), locale VARCHAR(10) NOT NULL, name VARCHAR(512),
  short_description VARCHAR, description VARCHAR, instructions VARCHAR, project_id_str VARCHAR,
  per_task_instructions VARCHAR, PRIMARY KEY (project_id, locale)
);
CREATE TABLE tasks (
  id INTEGER NOT NULL, project_id INTEGER NOT NULL REFERENCES projects (id), x INTEGER, y INTEGER, zoom INTEGER,
  extra_properties VARCHAR, is_square BOOLEAN DEFAULT 1, task_status INTEGER DEFAULT 0,
  locked_by BIGINT REFERENCES users (id), mapped_by BIGINT REFERENCES users (id),
  validated_by BIGINT REFERENCES users (id), PRIMARY KEY (id, project_id)
);
CREATE TABLE task_history (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES projects (id), task_id INTEGER NOT NULL,
  action VARCHAR NOT NULL, action_text VARCHAR, action_date DATETIME NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id), FOREIGN KEY (task_id, project_id) REFERENCES tasks (id, project_id)
);
CREATE TABLE task_invalidation_history (
  id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES projects (id), task_id INTEGER NOT NULL,
  is_closed BOOLEAN DEFAULT 0, mapper_id BIGINT REFERENCES users (id), mapped_date DATETIME,
  invalidator_id BIGINT REFERENCES users (id), invalidated_date DATETIME,
  invalidation_history_id INTEGER REFERENCES task_history (id), validator_id BIGINT REFERENCES users (id),
  validated_date DATETIME, updated_date DATETIME, FOREIGN KEY (task_id, project_id) REFERENCES tasks (id, project_id)
);
CREATE TABLE mapping_issue_categories (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL UNIQUE, description VARCHAR, archived BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE task_mapping_issues (
  id INTEGER PRIMARY KEY, task_history_id INTEGER NOT NULL REFERENCES task_history (id), issue VARCHAR NOT NULL,
  mapping_issue_category_id INTEGER NOT NULL REFERENCES mapping_issue_categories (id), count INTEGER NOT NULL
);
CREATE TABLE teams (
  id INTEGER PRIMARY KEY, organisation_id INTEGER NOT NULL REFERENCES organisations (id), name VARCHAR(512) NOT NULL,
  logo VARCHAR, description VARCHAR, join_method INTEGER NOT NULL DEFAULT 1, visibility INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE team_members (
  team_id INTEGER NOT NULL REFERENCES teams (id), user_id BIGINT NOT NULL REFERENCES users (id),
  function INTEGER NOT NULL, active BOOLEAN DEFAULT 0, join_request_notifications BOOLEAN NOT NULL DEFAULT 0,
  PRIMARY KEY (team_id, user_id)
);
CREATE TABLE project_teams (
  team_id INTEGER NOT NULL REFERENCES teams (id), project_id INTEGER NOT NULL REFERENCES projects (id),
  role INTEGER NOT NULL, PRIMARY KEY (team_id, project_id)
);
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL UNIQUE, logo VARCHAR, url VARCHAR, description VARCHAR
);
CREATE TABLE campaign_projects (
  campaign_id INTEGER REFERENCES campaigns (id), project_id INTEGER REFERENCES projects (id)
);
CREATE TABLE interests (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL UNIQUE);
CREATE TABLE project_interests (
  interest_id INTEGER REFERENCES interests (id), project_id BIGINT REFERENCES projects (id)
);
CREATE TABLE messages (
  id INTEGER PRIMARY KEY, message VARCHAR, subject VARCHAR, from_user_id BIGINT REFERENCES users (id),
  to_user_id BIGINT REFERENCES users (id), project_id INTEGER REFERENCES projects (id), task_id INTEGER,
  message_type INTEGER, date DATETIME, read BOOLEAN
);
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY, user_id BIGINT REFERENCES users (id), unread_count INTEGER, date DATETIME
);
"""

ORGANISATIONS = [
    ("Mapear Moçambique", "mapear-mocambique", "Maputo's OpenStreetMap community", "https://mapear.example.mz", 1),
    ("Humanitarian OpenStreetMap Team", "hot", "HOT", "https://www.hotosm.org", 3),
    ("Cruz Vermelha de Moçambique", "cvm", "Mozambique Red Cross", "https://cvm.example.mz", 2),
    ("YouthMappers UEM", "youthmappers-uem", "Eduardo Mondlane University chapter", "https://uem.example.mz", 1),
    ("Médicos Sem Fronteiras", "msf", "MSF's GIS unit", "https://msf.example.org", 2),
]  # fmt: skip
LICENSES = [("Maxar Open Data Imagery", "Use only for OpenStreetMap"),
            ("CVM drone imagery 2024", "Tracing for OpenStreetMap only, credit the Mozambique Red Cross")]  # fmt: skip
CAMPAIGNS = ["Resposta ao Ciclone Gombe", "Eliminação da Malária - Nampula", "Cheias do Limpopo", "Cidades Resilientes"]
INTERESTS = ["Disaster response", "Health", "Water and sanitation", "Climate resilience", "Refugee response"]
ISSUES = [("Missed features", "Buildings or roads not mapped", 0, 6), ("Feature geometry", "Badly shaped buildings", 0,
          3), ("Incorrect tags", "Wrong or missing tags", 0, 2), ("Duplicated features", "Mapped twice", 0, 1),
          ("Imagery offset", "Traced on misaligned imagery", 1, 0)]  # fmt: skip
# name (en), name (pt or None), org, status, priority, mapper level, tasks, campaign, interest, age (days), activity
# ("urgent", "stale", "clouds", "slow", "done", "new", "" ordinary), due in days, permission (mapping, validation)
PROJECTS = [
    ("Cyclone Gombe response: Beira buildings", "Resposta ao Ciclone Gombe: edifícios da Beira", 1, 1, 0, 1, 160,
     0, 0, 26, "urgent", 10, (0, 2)),
    ("Cyclone Gombe response: Búzi district", "Resposta ao Ciclone Gombe: distrito de Búzi", 1, 1, 0, 1, 190, 0, 0, 24,
     "slow", 20, (0, 2)),
    ("Cyclone Gombe response: Dondo roads", "Resposta ao Ciclone Gombe: estradas do Dondo", 3, 1, 0, 2, 90, 0, 0, 25,
     "", None, (2, 2)),
    ("Malaria elimination: Nampula city buildings", "Eliminação da malária: cidade de Nampula", 5, 1, 1, 1, 140, 1, 1,
     200, "", 60, (0, 1)),
    ("Malaria elimination: Ribaué villages", "Eliminação da malária: aldeias de Ribaué", 5, 1, 1, 2, 110, 1, 1, 170, "",
     None, (1, 1)),
    ("Malaria elimination: Malema villages", None, 5, 1, 2, 2, 100, 1, 1, 150, "", None, (1, 1)),
    ("Limpopo floods: Chókwè waterways", "Cheias do Limpopo: rios de Chókwè", 3, 1, 1, 2, 80, 2, 2, 330, "", 8, (0, 1)),
    ("Limpopo floods: Xai-Xai settlements", "Cheias do Limpopo: povoações de Xai-Xai", 3, 1, 1, 1, 120, 2, 2, 300,
     "", None, (0, 1)),
    ("Zambezia flood risk: Mocuba buildings", "Risco de cheias na Zambézia: Mocuba", 1, 1, 2, 1, 100, 2, 3, 140,
     "clouds", None, (0, 1)),
    ("Resilient cities: Maputo informal settlements", "Cidades resilientes: bairros de Maputo", 1, 1, 2, 2, 150, 3, 3,
     260, "", None, (0, 1)),
    ("Resilient cities: Matola roads", "Cidades resilientes: estradas da Matola", 1, 1, 3, 1, 70, 3, 3, 240, "", None,
     (0, 1)),
    ("Resilient cities: Inhambane coastline", "Cidades resilientes: costa de Inhambane", 1, 1, 3, 2, 60, 3, 3, 380,
     "stale", None, (0, 1)),
    ("Water points: Lichinga district", "Pontos de água: distrito de Lichinga", 2, 1, 2, 2, 90, None, 2, 420, "stale",
     None, (1, 1)),
    ("Refugee settlement: Maratane camp", "Assentamento de refugiados: Maratane", 2, 1, 1, 3, 50, None, 4, 210, "",
     None, (2, 2)),
    ("YouthMappers mapathon: Maputo university campus", "Mapatona YouthMappers: campus da UEM", 4, 1, 3, 1, 40, None,
     3, 13, "mapathon", None, (0, 1)),
    ("Health facilities: Cabo Delgado access roads", None, 5, 1, 1, 3, 90, None, 1, 100, "", None, (3, 3)),
    ("Cyclone Idai recovery: Beira buildings 2019 baseline", "Recuperação Idai: Beira 2019", 2, 0, 2, 1, 120, None, 0,
     450, "done", None, (0, 1)),
    ("Limpopo floods 2023: Chibuto", "Cheias do Limpopo 2023: Chibuto", 3, 0, 2, 1, 80, 2, 2, 440, "done", None,
     (0, 1)),
    ("Nacala port roads", None, 1, 0, 3, 2, 60, None, 3, 400, "done", None, (0, 1)),
    ("Resilient cities: Quelimane drainage", "Cidades resilientes: drenagem de Quelimane", 1, 2, 2, 2, 80, 3, 3, 6,
     "new", None, (0, 1)),
    ("Malaria elimination: Angoche villages", None, 5, 2, 2, 2, 100, 1, 1, 4, "new", None, (1, 1)),
    ("Cyclone Gombe response: Mossuril", None, 3, 2, 1, 1, 70, 0, 0, 2, "new", None, (0, 2)),
]  # fmt: skip
FIRST_PROJECT_ID = 14051
# username, name, level, activity weight (0: registered only), validator, team names
MAPPERS = [
    ("celia_mapeia", "Célia Macuácua", 3, 2.0, 0, ("Validadores Moçambique",)),
    ("joao_valida", "João Sitoe", 3, 0.8, 1, ("Validadores Moçambique", "HOT Validators Africa")),
    ("anabela_m", "Anabela Mondlane", 3, 1.2, 1, ("Validadores Moçambique",)),
    ("rui.tembe", "Rui Tembe", 3, 1.0, 1, ("Validadores Moçambique", "CVM Voluntários Beira")),
    ("ines_chissano", "Inês Chissano", 2, 1.0, 1, ("HOT Validators Africa",)),
    ("osm_beira_jose", "José Mucavele", 2, 1.3, 0, ("CVM Voluntários Beira",)),
    ("lurdes.c", "Lurdes Cossa", 2, 1.0, 0, ("CVM Voluntários Beira",)),
    ("felisberto_m", "Felisberto Matsinhe", 2, 0.9, 0, ("CVM Voluntários Beira",)),
    ("kwame_gis", "Kwame Mensah", 3, 0.9, 1, ("HOT Validators Africa",)),
    ("amina_msf", "Amina Issufo", 2, 0.8, 0, ("MSF Mapping Cell",)),
    ("pierre.msf", "Pierre Lambert", 3, 0.6, 1, ("MSF Mapping Cell",)),
    ("sofia_nhaca", "Sofia Nhaca", 1, 0.7, 0, ("UEM YouthMappers",)),
    ("tomas_uem", "Tomás Langa", 2, 0.9, 0, ("UEM YouthMappers",)),
]  # fmt: skip
FIRST = (
    "Ana Maria João Carlos Paulo Helena Fátima Luís Jorge Rosa Teresa Armando Alberto Lídia Zacarias Ernesto "
    "Celeste Graça Benedito Dércio Nélia Edson Yara Hélio Cátia Nilza Osvaldo Samora Josina Xavier"
).split()
LAST = (
    "Machava Sitoe Cossa Mondlane Nhantumbo Matsinhe Langa Tembe Mabunda Chivambo Muianga Guambe Bila Macamo "
    "Mucavele Chauque Manjate Cumbe Novela Massingue Chambal Zunguze Mussa Ussene Abdula Amade"
).split()
CITIES = [("Maputo", 5), ("Matola", 2), ("Beira", 2), ("Nampula", 1), ("Quelimane", 1), ("Lisbon", 1), ("Nairobi", 1)]
TEAMS = [("Validadores Moçambique", 1, 3), ("CVM Voluntários Beira", 3, 2), ("HOT Validators Africa", 2, 3),
         ("UEM YouthMappers", 4, 1), ("MSF Mapping Cell", 5, 3)]  # fmt: skip
COUNTRY = {"Lisbon": "Portugal", "Nairobi": "Kenya"}
MAPATHON_DAY = -12
MAPATHON_RECRUITS = 18


def _duration(seconds: float) -> str:
    """A lock's duration as the Tasking Manager stores it: Python's ``str(timedelta)``."""
    return str(datetime.timedelta(seconds=round(seconds, 6)))


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def micro(moment: datetime.datetime) -> str:
        return clock.fmt_micro(moment, rng)

    def moment(d: int, low: int = 360, high: int = 1380) -> datetime.datetime:
        return clock.clear_of_now(rng, d, low, high)

    for k, (name, text) in enumerate(LICENSES, 1):
        db.execute("INSERT INTO licenses VALUES (?, ?, ?, ?)", (k, name, text, text))
    for k, (name, slug, description, url, kind) in enumerate(ORGANISATIONS, 1):
        db.execute("INSERT INTO organisations VALUES (?, ?, ?, NULL, ?, ?, ?, NULL)", (k, name, slug, description,
                   url, kind))  # fmt: skip
    for k, (name, description, archived, _) in enumerate(ISSUES, 1):
        db.execute("INSERT INTO mapping_issue_categories VALUES (?, ?, ?, ?)", (k, name, description, archived))
    for k, name in enumerate(CAMPAIGNS, 1):
        db.execute("INSERT INTO campaigns VALUES (?, ?, NULL, NULL, ?)", (k, name, name))
    for k, name in enumerate(INTERESTS, 1):
        db.execute("INSERT INTO interests VALUES (?, ?)", (k, name))

    # users: the core mappers, the wider community, the mapathon's recruits, admins and two blocked accounts
    osm_ids: set[int] = set()
    users: list[dict[str, Any]] = []

    def user(username: str, name: str, level: int, weight: float, validator: int, teams: tuple[str, ...],
             registered: int, role: int = 0) -> dict[str, Any]:  # fmt: skip
        while True:
            osm_id = rng.randint(400_000, 21_000_000) if registered < -2000 else rng.randint(9_000_000, 22_500_000)
            if osm_id not in osm_ids:
                osm_ids.add(osm_id)
                break
        entry = {"id": osm_id, "username": username, "name": name, "level": level, "weight": weight,
                 "validator": validator, "teams": teams, "registered": registered, "role": role, "mapped": 0,
                 "validated": 0, "invalidated": 0, "projects": set(), "last_validation": None}  # fmt: skip
        users.append(entry)
        return entry

    for username, name, level, weight, validator, teams in MAPPERS:
        user(username, name, level, weight, validator, teams, -rng.randint(500, 3000))
    admins = [user("mapear_admin", "Equipa Mapear", 3, 0.0, 1, ("Validadores Moçambique",), -2900, role=1),
              user("hot_tm_admin", "HOT Tasking Manager Admins", 3, 0.0, 0, (), -3000, role=1)]  # fmt: skip
    taken = {u["username"] for u in users}
    for _ in range(90):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        handle = f"{first.lower()}_{last.lower()}".translate(str.maketrans("áâãçéêíóôõú", "aaaceeiooou"))
        while handle in taken:
            handle += str(rng.randint(1, 9))
        taken.add(handle)
        level = rng.choices([1, 2, 3], weights=[5, 3, 1])[0]
        weight = 0.0 if rng.random() < 0.22 else rng.uniform(0.05, 0.45) * level
        teams = ("UEM YouthMappers",) if rng.random() < 0.18 else ("CVM Voluntários Beira",) if rng.random() < 0.1 \
            else ()  # fmt: skip
        user(handle, f"{first} {last}", level, weight, 0, teams, -rng.randint(40, 2400))
    recruits = []
    for n in range(MAPATHON_RECRUITS):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        handle = f"uem_{first.lower()}{n + 1}".translate(str.maketrans("áâãçéêíóôõú", "aaaceeiooou"))
        taken.add(handle)
        recruits.append(user(handle, f"{first} {last}", 1, 0.0 if n >= 5 else 0.3, 0, ("UEM YouthMappers",),
                             MAPATHON_DAY))  # fmt: skip
    for handle, days in (("spam_builder99", -200), ("vandal_mz", -150)):  # blocked accounts
        user(handle, "", 1, 0.0, 0, (), days, role=-1)
    for u in users[:60]:
        if u["registered"] > -30 and u not in recruits:
            u["registered"] = -rng.randint(40, 400)
    by_name = {str(u["username"]): u for u in users}
    mappers = [u for u in users if float(u["weight"]) > 0]
    validators = [u for u in users if u["validator"] and u["role"] != -1]

    # projects, their texts, campaigns, interests and teams
    projects: list[dict[str, Any]] = []
    for k, (name, name_pt, org, status, priority, level, total, campaign, interest, age, activity, due,
            permission) in enumerate(PROJECTS):  # fmt: skip
        pid = FIRST_PROJECT_ID + k
        author = admins[0] if org in (1, 4) else rng.choice(validators)
        projects.append({"id": pid, "name": name, "name_pt": name_pt, "org": org, "status": status,
                         "priority": priority, "level": level, "total": total, "campaign": campaign,
                         "interest": interest, "age": age, "activity": activity, "due": due,
                         "permission": permission, "author": author})  # fmt: skip

    # the tasks' lives: mapping sessions, state changes, validation and invalidation
    history: list[list[Any]] = []  # [project, task, action, text, moment, user]
    invalidations: list[dict[str, Any]] = []
    tasks = []
    pick_weights = [float(u["weight"]) for u in mappers]

    def pick_mapper(d: int, project: dict[str, Any]) -> dict[str, Any]:
        if project["activity"] == "urgent" and d >= -7 and rng.random() < 0.45:
            return by_name["celia_mapeia"]
        if project["activity"] == "mapathon" and d == MAPATHON_DAY and rng.random() < 0.5:
            return rng.choice(recruits[:5])
        while True:
            candidate = rng.choices(mappers, weights=pick_weights)[0]
            if int(candidate["registered"]) < d and int(candidate["level"]) >= int(project["level"]) - 1:
                return candidate

    def pick_validator(d: int, exclude: object) -> dict[str, Any]:
        pool = [v for v in validators if v is not exclude and int(v["registered"]) < d]
        weights = [5.0 if v["username"] == "joao_valida" else 1.0 for v in pool]
        return rng.choices(pool, weights=weights)[0]

    def session(d: int, low: int = 360, high: int = 1380) -> tuple[datetime.datetime, float]:
        start = moment(d, low, high)
        return start, rng.uniform(8 * 60, 75 * 60) if rng.random() < 0.9 else rng.uniform(75 * 60, 118 * 60)

    for p in projects:
        pid, total, age = int(p["id"]), int(p["total"]), int(p["age"])
        activity = p["activity"]
        if p["status"] == 2:
            done_share = 0.0
        elif activity == "done":
            done_share = 1.0
        elif activity == "urgent":
            done_share = 0.82
        elif activity == "slow":
            done_share = 0.25
        else:
            done_share = rng.uniform(0.35, 0.8)
        last_day = -rng.randint(40, 90) if activity in ("stale", "done") else -1
        first_day = -age + 1
        side = int(total**0.5) + 1
        for t in range(1, total + 1):
            status, locked, mapped, validated = 0, None, None, None
            x, y = 31_000 + (pid % 50) * 40 + (t - 1) % side, 17_500 + (t - 1) // side
            if rng.random() < done_share:
                span = max(1, last_day - first_day)
                if activity == "urgent":
                    d = min(last_day, first_day + int(span * rng.betavariate(3, 1)))
                elif activity == "mapathon":
                    d = MAPATHON_DAY if rng.random() < 0.7 else rng.randint(MAPATHON_DAY + 1, -1)
                else:
                    d = first_day + rng.randint(0, span)
                d = max(first_day, min(last_day, d))
                mapper = pick_mapper(d, p)
                if activity == "clouds" and rng.random() < 0.45:
                    start, held = session(d)
                    history.append([pid, t, "LOCKED_FOR_MAPPING", _duration(held), start, mapper])
                    history.append([pid, t, "STATE_CHANGE", "BADIMAGERY", start + datetime.timedelta(seconds=held),
                                    mapper])  # fmt: skip
                    status = 6
                else:
                    if rng.random() < 0.06:  # an earlier attempt abandoned, the lock released by the server
                        start, _ = session(d, 360, 900)
                        history.append([pid, t, "AUTO_UNLOCKED_FOR_MAPPING", "2:00:00", start,
                                        pick_mapper(d, p)])  # fmt: skip
                    start, held = session(d)
                    history.append([pid, t, "LOCKED_FOR_MAPPING", _duration(held), start, mapper])
                    mapped_at = start + datetime.timedelta(seconds=held)
                    history.append([pid, t, "STATE_CHANGE", "MAPPED", mapped_at, mapper])
                    if rng.random() < 0.08:
                        history.append([pid, t, "COMMENT", "Some buildings hidden by trees, please check",
                                        mapped_at + datetime.timedelta(seconds=5), mapper])  # fmt: skip
                    mapper["mapped"] = int(mapper["mapped"]) + 1
                    mapper["projects"].add(pid)
                    status, mapped = 2, mapper["id"]
                    validate_share = 0.9 if activity == "done" else 0.55
                    if rng.random() < validate_share and d < -1:
                        vd = min(last_day, d + rng.randint(1, 12))
                        if vd < 0 or activity == "done":
                            checker = pick_validator(vd, mapper)
                            vstart, vheld = moment(vd), rng.uniform(3 * 60, 25 * 60)
                            history.append([pid, t, "LOCKED_FOR_VALIDATION", _duration(vheld), vstart, checker])
                            judged = vstart + datetime.timedelta(seconds=vheld)
                            bad = rng.random() < (0.3 if int(mapper["level"]) == 1 else 0.12)
                            checker["last_validation"] = max(str(checker["last_validation"] or ""), clock.fmt(judged))
                            if bad:
                                entry = [pid, t, "STATE_CHANGE", "INVALIDATED", judged, checker]
                                history.append(entry)
                                checker["invalidated"] = int(checker["invalidated"]) + 1
                                invalidation = {"project": pid, "task": t, "mapper": mapper, "mapped": mapped_at,
                                                "invalidator": checker, "invalidated": judged, "entry": entry,
                                                "closed": None}  # fmt: skip
                                invalidations.append(invalidation)
                                status, mapped = 5, mapper["id"]
                                fixd = vd + rng.randint(1, 10)
                                if fixd < 0 and rng.random() < 0.75:
                                    fixer = mapper if rng.random() < 0.6 else pick_mapper(fixd, p)
                                    fstart, fheld = session(fixd)
                                    history.append([pid, t, "LOCKED_FOR_MAPPING", _duration(fheld), fstart, fixer])
                                    fixed_at = fstart + datetime.timedelta(seconds=fheld)
                                    history.append([pid, t, "STATE_CHANGE", "MAPPED", fixed_at, fixer])
                                    status, mapped = 2, fixer["id"]
                                    rd = fixd + rng.randint(1, 6)
                                    if rd < 0:
                                        second = pick_validator(rd, fixer)
                                        rstart, rheld = moment(rd), rng.uniform(3 * 60, 20 * 60)
                                        history.append([pid, t, "LOCKED_FOR_VALIDATION", _duration(rheld), rstart,
                                                        second])  # fmt: skip
                                        done_at = rstart + datetime.timedelta(seconds=rheld)
                                        history.append([pid, t, "STATE_CHANGE", "VALIDATED", done_at, second])
                                        second["validated"] = int(second["validated"]) + 1
                                        status, validated = 4, second["id"]
                                        invalidation["closed"] = (second, done_at)
                            else:
                                history.append([pid, t, "STATE_CHANGE", "VALIDATED", judged, checker])
                                checker["validated"] = int(checker["validated"]) + 1
                                status, validated = 4, checker["id"]
            elif p["status"] == 1 and activity not in ("stale", "done") and rng.random() < 0.04:
                # abandoned locks the server released after two hours
                d = rng.randint(max(first_day, -60), -1)
                start, _ = session(d, 360, 900)
                history.append([pid, t, "AUTO_UNLOCKED_FOR_MAPPING", "2:00:00", start, pick_mapper(d, p)])
            tasks.append([t, pid, x, y, 16, status, locked, mapped, validated])
        # tasks being mapped and validated right now, locked within the last two hours (times from now itself)
        if p["status"] == 1 and activity not in ("stale", "done"):
            ready = [task for task in tasks if task[1] == pid and task[5] == 0]
            for task in rng.sample(ready, min(len(ready), 2 if activity in ("urgent", "slow") else rng.randint(0, 1))):
                who = pick_mapper(-1, p)
                task[5], task[6] = 1, who["id"]
                history.append([pid, task[0], "LOCKED_FOR_MAPPING", None,
                                clock.now - datetime.timedelta(minutes=rng.randint(12, 100)), who])  # fmt: skip
            waiting = [task for task in tasks if task[1] == pid and task[5] == 2]
            if waiting and activity == "urgent":
                task = rng.choice(waiting)
                who = by_name["anabela_m"]
                task[5], task[6] = 3, who["id"]
                history.append([pid, task[0], "LOCKED_FOR_VALIDATION", None,
                                clock.now - datetime.timedelta(minutes=rng.randint(12, 100)), who])  # fmt: skip
        p["tasks"] = [task for task in tasks if task[1] == pid]

    # write users, projects, tasks and the history in time order
    for u in users:
        registered = clock.at(int(u["registered"]), 5 * rng.randint(100, 270))
        projects_mapped = "{" + ",".join(str(p) for p in sorted(u["projects"])) + "}" if u["projects"] else None
        city = rng.choices([c for c, _ in CITIES], weights=[w for _, w in CITIES])[0]
        db.execute("INSERT INTO users VALUES (" + ", ".join("?" * 21) + ")",
                   (u["id"], u["username"], u["role"], u["level"], projects_mapped,
                    f"{u['username']}@mail.example" if rng.random() < 0.8 else None, int(rng.random() < 0.7),
                    int(u["level"] == 3 and rng.random() < 0.5), micro(registered), u["last_validation"] or None,
                    u["mapped"], u["validated"], u["invalidated"], u["name"] or None, city,
                    COUNTRY.get(city, "Mozambique"), rng.choice([1, 2, 2, 4, None]),
                    rng.choice(["ID", "ID", "ID", "JOSM", "RAPID"]), 1, 1, 1))  # fmt: skip
    for p in projects:
        ptasks = p["tasks"]
        counts = {s: sum(1 for task in ptasks if task[5] == s) for s in range(7)}
        created = clock.at(-int(p["age"]), 600)
        mine = [h for h in history if h[0] == p["id"]]
        updated = max((h[4] for h in mine), default=created)
        due_date = micro(clock.at(int(p["due"]), 1260)) if p["due"] is not None else None
        slug = "cvm" if p["org"] == 3 else "mapearmz"
        db.execute(
            "INSERT INTO projects VALUES (" + ", ".join("?" * 29) + ")",
            (
                p["id"],
                p["status"],
                micro(created),
                p["priority"],
                "pt" if p["name_pt"] else "en",
                p["author"]["id"],
                p["level"],
                0,
                int(p["org"] == 5 and p["permission"][0] == 3),
                f"#hotosm-project-{p['id']} #{slug}",
                None,
                due_date,
                "tms[1,22]:https://imagery.example/{zoom}/{x}/{y}.jpg",
                None,
                micro(updated),
                int(p["activity"] == "done"),
                2 if p["org"] == 3 else 1,
                "{Mozambique}",
                0,
                p["org"],
                "{1}" if "roads" in str(p["name"]) else "{3}" if "waterways" in str(p["name"]) else "{2}",
                p["total"],
                counts[2],
                counts[4],
                counts[6],
                "{0,1,2,3}",
                "{0,1,2,3}",
                p["permission"][0],
                p["permission"][1],
            ),
        )
        for locale, name in (("en", p["name"]), ("pt", p["name_pt"])):
            if name:
                db.execute("INSERT INTO project_info VALUES (?, ?, ?, ?, ?, ?, ?, NULL)",
                           (p["id"], locale, name, f"{name}.", f"{name}: map every building and road.",
                            "Map buildings as polygons; square them with Q.", str(p["id"])))  # fmt: skip
        if p["campaign"] is not None:
            db.execute("INSERT INTO campaign_projects VALUES (?, ?)", (int(p["campaign"]) + 1, p["id"]))
        db.execute("INSERT INTO project_interests VALUES (?, ?)", (int(p["interest"]) + 1, p["id"]))
    db.executemany("INSERT INTO tasks VALUES (?, ?, ?, ?, ?, NULL, 1, ?, ?, ?, ?)", tasks)
    history.sort(key=lambda h: h[4])
    entry_ids = {}
    for k, h in enumerate(history, 1):
        entry_ids[id(h)] = k
        db.execute(
            "INSERT INTO task_history VALUES (?, ?, ?, ?, ?, ?, ?)",
            (k, h[0], h[1], h[2], h[3], micro(h[4]), h[5]["id"]),
        )
    weights = [w for *_, w in ISSUES]
    for k, inv in enumerate(invalidations, 1):
        closed = inv["closed"]
        db.execute(
            "INSERT INTO task_invalidation_history VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                k,
                inv["project"],
                inv["task"],
                int(closed is not None),
                inv["mapper"]["id"],
                micro(inv["mapped"]),
                inv["invalidator"]["id"],
                micro(inv["invalidated"]),
                entry_ids[id(inv["entry"])],
                closed[0]["id"] if closed else None,
                micro(closed[1]) if closed else None,
                micro(closed[1] if closed else inv["invalidated"]),
            ),
        )
        for category in sorted({rng.choices(range(1, len(ISSUES) + 1), weights=weights)[0]
                                for _ in range(rng.choice([1, 1, 2]))}):  # fmt: skip
            db.execute("INSERT INTO task_mapping_issues (task_history_id, issue, mapping_issue_category_id, count)"
                       " VALUES (?, ?, ?, ?)", (entry_ids[id(inv["entry"])], ISSUES[category - 1][0], category,
                       rng.randint(1, 6)))  # fmt: skip

    # teams and their projects
    team_ids = {}
    for k, (name, org, join) in enumerate(TEAMS, 1):
        team_ids[name] = k
        db.execute("INSERT INTO teams VALUES (?, ?, ?, NULL, ?, ?, ?)", (k, org, name, name, join, int(join == 3)))
    for u in users:
        for team in u["teams"]:
            manager = u["username"] in ("joao_valida", "rui.tembe", "tomas_uem", "pierre.msf", "kwame_gis",
                                        "mapear_admin")  # fmt: skip
            active = 0 if (u in recruits and rng.random() < 0.2) or rng.random() < 0.08 else 1
            db.execute("INSERT INTO team_members VALUES (?, ?, ?, ?, ?)",
                       (team_ids[team], u["id"], 1 if manager else 2, active, int(manager)))  # fmt: skip
    for p in projects:
        mapping, validation = p["permission"]
        org_team = {
            1: "Validadores Moçambique",
            2: "HOT Validators Africa",
            3: "CVM Voluntários Beira",
            4: "UEM YouthMappers",
            5: "MSF Mapping Cell",
        }[int(p["org"])]
        if mapping in (2, 3):
            db.execute("INSERT INTO project_teams VALUES (?, ?, 0)", (team_ids[org_team], p["id"]))
        if validation in (2, 3):
            team = "Validadores Moçambique" if org_team != "Validadores Moçambique" else "HOT Validators Africa"
            db.execute("INSERT INTO project_teams VALUES (?, ?, 1)", (team_ids[team], p["id"]))

    # messages: validation and invalidation notices, mentions, team broadcasts; unread counts
    messages = []
    for h in history:
        if h[2] == "STATE_CHANGE" and h[3] in ("VALIDATED", "INVALIDATED"):
            mapper_id = next(t[7] for t in tasks if t[1] == h[0] and t[0] == h[1]) if h[3] == "VALIDATED" else None
            target = mapper_id or next(i["mapper"]["id"] for i in invalidations if i["entry"] is h)
            kind = 4 if h[3] == "VALIDATED" else 5
            if kind == 4 and rng.random() < 0.7:
                continue
            sent = h[4] + datetime.timedelta(seconds=2)
            age_days = (clock.now - sent).days
            messages.append((f"Task {h[1]} in project {h[0]} was {str(h[3]).lower()}",
                             f"Task {h[1]} {str(h[3]).lower()}", h[5]["id"], target, h[0], h[1], kind,
                             micro(sent), int(rng.random() < (0.9 if age_days > 20 else 0.45))))  # fmt: skip
    for d in range(-400, 0, 14):
        sender = admins[0]
        team_users = [u for u in users if "Validadores Moçambique" in u["teams"]]
        stamp = moment(d)
        for u in team_users:
            messages.append(("Validation sprint this weekend: Beira and Búzi first.", "Validadores: sprint",
                             sender["id"], u["id"], None, None, 8, micro(stamp), int(rng.random() < 0.85)))  # fmt: skip
    for recruit in recruits:
        stamp = clock.at(MAPATHON_DAY, 1140)
        messages.append(("Welcome to the Tasking Manager! Start with the campus project.", "Bem-vindo",
                         admins[0]["id"], recruit["id"], None, None, 1, micro(stamp),
                         int(rng.random() < 0.3)))  # fmt: skip
    messages.sort(key=lambda m: str(m[7]))
    db.executemany("INSERT INTO messages (message, subject, from_user_id, to_user_id, project_id, task_id,"
                   " message_type, date, read) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", messages)  # fmt: skip
    unread: dict[object, int] = {}
    for m in messages:
        if not m[8]:
            unread[m[3]] = unread.get(m[3], 0) + 1
    for k, (user_id, count) in enumerate(sorted(unread.items(), key=lambda item: str(item[0])), 1):
        db.execute("INSERT INTO notifications VALUES (?, ?, ?, ?)", (k, user_id, count, micro(clock.now -
                   datetime.timedelta(minutes=rng.randint(30, 600)))))  # fmt: skip
    close_checked(db, "mapping")
