"""A wind-farm operator's monitoring front end (Veltro Energy, Aarhus) as the SQLite copy of a Grafana 10 database, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): dashboard versions, stars,
annotations and alert states fill the last 60 days, dashboards were created up to 900 days back and accounts up to
1,000, on a one-minute grid counted from today's midnight (with drawn seconds); nothing is dated today or later, so two
builds with the same seed and ``now`` values a whole number of days apart give the same answers to relative-time
questions.

The tables are Grafana's, as its SQLite migrations create them (singular snake_case names, integer ``id`` keys, an
``org_id`` on nearly everything, ``uid`` text keys beside the ids): ``org`` (Grafana's default ``Main Org.`` and a
contractors' organisation), ``user`` (people and service accounts together: ``is_service_account`` 0/1; ``is_admin``
the Grafana server admin; ``is_disabled``; ``last_seen_at``), ``org_user`` (``role`` ``Admin``, ``Editor``,
``Viewer``), ``team`` and ``team_member`` (``permission`` 0 a member, 4 a team admin), ``data_source`` (``type``
``prometheus``, ``loki``, ``grafana-postgresql-datasource``, ``influxdb``, ``tempo``; ``is_default``), ``dashboard``
(folders are dashboards too: ``is_folder`` 1; a dashboard's folder by ``folder_id`` and ``folder_uid``, 0 and NULL
for the General folder; ``data`` the JSON model; ``version``), ``dashboard_tag`` (``term``), ``dashboard_version``
(every save: ``version``, ``created_by`` a user id, ``message``), ``star`` (a user's starred dashboards),
``annotation`` (``tags`` as JSON text, ``dashboard_id`` 0 for an organisation-wide annotation, a region when
``epoch_end`` is after ``epoch``), ``alert_rule`` (Grafana-managed alert rules: ``namespace_uid`` the folder's uid,
``rule_group``, ``interval_seconds``, ``for`` the pending period, ``is_paused``, ``labels`` JSON) and
``alert_instance`` (one row per rule and label set: ``current_state`` ``Normal``, ``Pending``, ``Alerting``,
``NoData``, ``Error``).

**Time comes in four shapes**, as Grafana writes them: ``created``, ``updated`` and ``last_seen_at`` are DATETIME text
``YYYY-MM-DD HH:MM:SS`` in UTC (and a user who has never logged in has a ``last_seen_at`` ten years before the account
was created, Grafana's marker); ``annotation.epoch``, ``epoch_end``, ``created`` and ``updated`` are epoch
**milliseconds**; ``alert_instance.current_state_since``, ``last_eval_time`` and ``current_state_end`` are Unix
**seconds**; ``alert_rule.for`` is a duration in **nanoseconds**. Grafana declares no foreign keys; this copy declares
those the data always fills.

Planted signals:

* ``Turbine Fleet Overview`` is saved far more often than any other dashboard in the last 30 days, and Mette Kjaer
  saves the most versions over the last 7 days; ``Grid Export`` has the most stars; 14 dashboards (Sandbox and
  Archive) have not been touched for 180 days;
* the SRE team is the largest, Data Science has no members; four people have never logged in and five more have not
  been seen for over 90 days; two accounts are disabled; two service accounts (``sa-terraform``, ``sa-reporting``)
  save dashboards and are not people;
* six alert rules are firing, ``Gearbox oil temperature high`` (turbine WTG-14) for nine days, far longer than the
  rest; two instances are stuck in NoData and one in Error (the SCADA historian); three rules are paused; the
  ``Wind Farms`` folder holds the most rules; ``Grid frequency deviation`` waits the longest (30 minutes) before firing;
* ``wind`` is the most used dashboard tag; the grid-connection outage at Hvide Sande 12 days ago is by far the longest
  outage region.
"""

from __future__ import annotations

import datetime
import json
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE org (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL UNIQUE,
  address1 TEXT, address2 TEXT, city TEXT, state TEXT, zip_code TEXT, country TEXT, billing_email TEXT,
  created DATETIME NOT NULL, updated DATETIME NOT NULL);
CREATE TABLE user (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, version INTEGER NOT NULL, login TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE, name TEXT NULL, password TEXT NULL, salt TEXT NULL, rands TEXT NULL, company TEXT NULL,
  org_id INTEGER NOT NULL REFERENCES org(id), is_admin INTEGER NOT NULL, email_verified INTEGER NULL, theme TEXT NULL,
  created DATETIME NOT NULL, updated DATETIME NOT NULL, help_flags1 INTEGER NOT NULL DEFAULT 0,
  last_seen_at DATETIME NULL, is_disabled INTEGER NOT NULL DEFAULT 0, is_service_account INTEGER DEFAULT 0,
  uid TEXT NULL UNIQUE);
CREATE TABLE org_user (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id),
  user_id INTEGER NOT NULL REFERENCES user(id), role TEXT NOT NULL, created DATETIME NOT NULL,
  updated DATETIME NOT NULL, UNIQUE (org_id, user_id));
CREATE TABLE team (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, name TEXT NOT NULL, org_id INTEGER NOT NULL
  REFERENCES org(id), created DATETIME NOT NULL, updated DATETIME NOT NULL, email TEXT NULL, uid TEXT NULL,
  UNIQUE (org_id, name));
CREATE TABLE team_member (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id),
  team_id INTEGER NOT NULL REFERENCES team(id), user_id INTEGER NOT NULL REFERENCES user(id), created DATETIME NOT
  NULL, updated DATETIME NOT NULL, external INTEGER NULL, permission INTEGER NULL, UNIQUE (org_id, team_id, user_id));
CREATE TABLE data_source (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id),
  version INTEGER NOT NULL, type TEXT NOT NULL, name TEXT NOT NULL, access TEXT NOT NULL, url TEXT NOT NULL,
  user TEXT NULL, database TEXT NULL, basic_auth INTEGER NOT NULL, is_default INTEGER NOT NULL, json_data TEXT NULL,
  created DATETIME NOT NULL, updated DATETIME NOT NULL, with_credentials INTEGER NOT NULL DEFAULT 0,
  read_only INTEGER NULL, uid TEXT NOT NULL DEFAULT 0, UNIQUE (org_id, name), UNIQUE (org_id, uid));
CREATE TABLE dashboard (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, version INTEGER NOT NULL, slug TEXT NOT NULL,
  title TEXT NOT NULL, data TEXT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id), created DATETIME NOT NULL,
  updated DATETIME NOT NULL, updated_by INTEGER NULL, created_by INTEGER NULL, gnet_id INTEGER NULL,
  plugin_id TEXT NULL, folder_id INTEGER NOT NULL DEFAULT 0, is_folder INTEGER NOT NULL DEFAULT 0,
  has_acl INTEGER NOT NULL DEFAULT 0, uid TEXT NULL, folder_uid TEXT NULL, is_public INTEGER NOT NULL DEFAULT 0,
  UNIQUE (org_id, uid));
CREATE TABLE dashboard_tag (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, dashboard_id INTEGER NOT NULL
  REFERENCES dashboard(id), term TEXT NOT NULL, dashboard_uid TEXT NULL, org_id INTEGER NULL DEFAULT 1);
CREATE TABLE dashboard_version (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, dashboard_id INTEGER NOT NULL
  REFERENCES dashboard(id), parent_version INTEGER NOT NULL, restored_from INTEGER NOT NULL, version INTEGER NOT NULL,
  created DATETIME NOT NULL, created_by INTEGER NOT NULL REFERENCES user(id), message TEXT NOT NULL, data TEXT NULL,
  UNIQUE (dashboard_id, version));
CREATE TABLE star (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, user_id INTEGER NOT NULL REFERENCES user(id),
  dashboard_id INTEGER NOT NULL REFERENCES dashboard(id), dashboard_uid TEXT NULL, org_id INTEGER NULL DEFAULT 1,
  updated DATETIME NULL, UNIQUE (user_id, dashboard_id));
CREATE TABLE annotation (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id),
  alert_id INTEGER NULL, user_id INTEGER NULL, dashboard_id INTEGER NULL, panel_id INTEGER NULL,
  category_id INTEGER NULL, type TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL, metric TEXT NULL,
  prev_state TEXT NOT NULL, new_state TEXT NOT NULL, data TEXT NOT NULL, epoch INTEGER NOT NULL,
  region_id INTEGER NULL DEFAULT 0, tags TEXT NULL, created INTEGER NULL DEFAULT 0, updated INTEGER NULL DEFAULT 0,
  epoch_end INTEGER NOT NULL DEFAULT 0, dashboard_uid TEXT NULL);
CREATE TABLE alert_rule (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, org_id INTEGER NOT NULL REFERENCES org(id),
  title TEXT NOT NULL, condition TEXT NOT NULL, data TEXT NOT NULL, updated DATETIME NOT NULL,
  interval_seconds INTEGER NOT NULL DEFAULT 60, version INTEGER NOT NULL DEFAULT 0, uid TEXT NOT NULL DEFAULT 0,
  namespace_uid TEXT NOT NULL, rule_group TEXT NOT NULL, no_data_state TEXT NOT NULL DEFAULT 'NoData',
  exec_err_state TEXT NOT NULL DEFAULT 'Alerting', "for" INTEGER NOT NULL DEFAULT 0, annotations TEXT NULL,
  labels TEXT NULL, rule_group_idx INTEGER NOT NULL DEFAULT 1, is_paused INTEGER NOT NULL DEFAULT 0,
  UNIQUE (org_id, uid), UNIQUE (org_id, namespace_uid, title),
  FOREIGN KEY (org_id, namespace_uid) REFERENCES dashboard(org_id, uid));
CREATE TABLE alert_instance (rule_org_id INTEGER NOT NULL, rule_uid TEXT NOT NULL DEFAULT 0, labels TEXT NOT NULL,
  labels_hash TEXT NOT NULL, current_state TEXT NOT NULL, current_state_since INTEGER NOT NULL,
  last_eval_time INTEGER NOT NULL, current_state_end INTEGER NOT NULL DEFAULT 0, current_reason TEXT NULL,
  result_fingerprint TEXT NULL, PRIMARY KEY (rule_org_id, rule_uid, labels_hash),
  FOREIGN KEY (rule_org_id, rule_uid) REFERENCES alert_rule(org_id, uid));
"""

STAMP = "%Y-%m-%d %H:%M:%S"
# login: (name, team, role in Main Org.)
PEOPLE = {"mkjaer": ("Mette Kjaer", "SRE", "Admin"), "lrossi": ("Luca Rossi", "SRE", "Admin"),
          "anielsen": ("Anders Nielsen", "SRE", "Editor"), "sbianchi": ("Sofia Bianchi", "SRE", "Editor"),
          "jhansen": ("Jonas Hansen", "SRE", "Editor"), "fmoretti": ("Francesca Moretti", "SRE", "Editor"),
          "pdahl": ("Peter Dahl", "SRE", "Editor"), "ekowalczyk": ("Ewa Kowalczyk", "SRE", "Editor"),
          "tberg": ("Tobias Berg", "SRE", "Viewer"), "kmadsen": ("Karen Madsen", "Wind Farm Ops", "Admin"),
          "gferrari": ("Giulia Ferrari", "Wind Farm Ops", "Editor"),
          "hlarsen": ("Henrik Larsen", "Wind Farm Ops", "Editor"),
          "rcosta": ("Roberto Costa", "Wind Farm Ops", "Viewer"), "ijensen": ("Ida Jensen", "Wind Farm Ops", "Viewer"),
          "mromano": ("Marco Romano", "Wind Farm Ops", "Viewer"),
          "cpoulsen": ("Camilla Poulsen", "Grid Trading", "Editor"),
          "dgallo": ("Davide Gallo", "Grid Trading", "Editor"), "nschmidt": ("Nina Schmidt", "Grid Trading", "Viewer"),
          "oandersen": ("Ole Andersen", "Grid Trading", "Viewer"),
          "vricci": ("Valentina Ricci", "Grid Trading", "Viewer"),
          "bkristensen": ("Birgitte Kristensen", "Billing", "Admin"),
          "aesposito": ("Alessandro Esposito", "Billing", "Editor"), "lholm": ("Lars Holm", "Billing", "Viewer"),
          "mfontana": ("Martina Fontana", "Billing", "Viewer"), "sjuhl": ("Søren Juhl", "Security", "Editor"),
          "erinaldi": ("Elena Rinaldi", "Security", "Viewer"), "fsvendsen": ("Freja Svendsen", "Security", "Viewer"),
          "tmarino": ("Tommaso Marino", "", "Viewer"), "ubrandt": ("Ulla Brandt", "", "Viewer"),
          "aconti": ("Andrea Conti", "", "Viewer"), "jvestergaard": ("Jens Vestergaard", "", "Viewer")}  # fmt: skip
NEVER_LOGGED_IN = ["tmarino", "ubrandt", "aconti", "vricci"]
LONG_GONE = ["jvestergaard", "mromano", "lholm", "fsvendsen", "oandersen"]  # last seen 95 to 400 days ago
DISABLED = ["jvestergaard", "lholm"]
TEAMS = ["SRE", "Wind Farm Ops", "Grid Trading", "Billing", "Security", "Data Science"]
FOLDERS = ["Platform", "Wind Farms", "Grid & Trading", "Billing", "Sandbox", "Archive"]
# folder: [(dashboard title, tags)]


def untagged(*titles: str) -> list[tuple[str, list[str]]]:
    return [(title, []) for title in titles]


DASHBOARDS: dict[str, list[tuple[str, list[str]]]] = {
    "Platform": [("Kubernetes Cluster", ["k8s", "platform"]), ("Node Exporter Full", ["linux", "platform"]),
                 ("Postgres Overview", ["postgres", "platform"]), ("Loki Ingestion", ["logs", "platform"]),
                 ("Mimir Writes", ["platform"]), ("Ingress NGINX", ["k8s"]), ("SLO Summary", ["slo"]),
                 ("Certificate Expiry", ["platform"])],
    "Wind Farms": [("Turbine Fleet Overview", ["wind", "scada"]), ("WTG Gearbox Health", ["wind", "scada"]),
                   ("Blade Pitch Systems", ["wind", "scada"]), ("Met Mast Wind Speeds", ["wind"]),
                   ("Hvide Sande Site", ["wind", "site"]), ("Ringkøbing Site", ["wind", "site"]),
                   ("Taranto Offshore Site", ["wind", "site"]), ("SCADA Ingest Pipeline", ["scada", "platform"]),
                   ("Curtailment Events", ["wind", "grid"]), ("Availability Report", ["wind", "slo"])],
    "Grid & Trading": [("Grid Export", ["grid"]), ("Day-Ahead Prices", ["grid", "trading"]),
                       ("Frequency Response", ["grid"]), ("Imbalance Settlement", ["trading"]),
                       ("Substation Transformers", ["grid", "scada"])],
    "Billing": [("Billing Runs", ["billing"]), ("Invoice Pipeline", ["billing", "platform"]),
                ("PPA Revenue", ["billing", "trading"])],
    "Sandbox": untagged("Copy of Turbine Fleet Overview", "Copy of Grid Export", "Copy of Kubernetes Cluster",
                        "Copy of Billing Runs", "Copy of Node Exporter Full", "Test dashboard", "Luca scratch",
                        "New dashboard"),
    "Archive": [("Legacy Zabbix Overview", ["legacy"]), ("Old SCADA (InfluxDB 1.x)", ["legacy", "scada"]),
                ("2023 Storm Review", ["wind"]), ("Migration Tracker", ["platform"]),
                ("Decommissioned Met Mast", ["legacy", "wind"]), ("Windows Servers", ["legacy"])],
}  # fmt: skip
GENERAL: list[tuple[str, list[str]]] = [
    ("Home", []),
    ("Executive Overview", ["wind", "grid", "billing"]),
    ("On-call Handover", ["slo"]),
]
STALE_FOLDERS = ("Sandbox", "Archive")
# folder: [(rule title, rule group, pending minutes, interval seconds, state, paused)]
RULES = {
    "Wind Farms": [
        ("Gearbox oil temperature high", "turbines", 10, 60, "Alerting", False),
        ("Generator bearing temperature high", "turbines", 10, 60, "Normal", False),
        ("Blade pitch fault", "turbines", 2, 60, "Alerting", False),
        ("Yaw misalignment", "turbines", 15, 60, "Pending", False),
        ("Turbine offline", "turbines", 5, 60, "Normal", False),
        ("Met mast no data", "met", 5, 60, "NoData", False),
        ("Wind speed sensor stuck", "met", 20, 60, "Normal", False),
        ("SCADA historian write errors", "scada", 5, 60, "Error", False),
        ("SCADA tag staleness", "scada", 5, 60, "NoData", False),
        ("Curtailment active", "grid", 1, 60, "Normal", True),
    ],
    "Grid & Trading": [
        ("Grid frequency deviation", "grid", 30, 10, "Normal", False),
        ("Export below forecast", "grid", 15, 60, "Alerting", False),
        ("Transformer temperature high", "substation", 10, 60, "Normal", False),
        ("Day-ahead price feed late", "trading", 5, 60, "Normal", False),
    ],
    "Platform": [
        ("Node down", "nodes", 5, 60, "Normal", False),
        ("Disk almost full", "nodes", 10, 60, "Alerting", False),
        ("High CPU", "nodes", 15, 60, "Normal", False),
        ("Postgres replication lag", "postgres", 5, 60, "Normal", False),
        ("Pod crash looping", "k8s", 10, 60, "Alerting", False),
        ("Certificate expiring", "certs", 0, 60, "Normal", False),
        ("Loki ingestion errors", "logs", 5, 60, "Pending", False),
        ("Old Zabbix bridge down", "legacy", 5, 60, "Normal", True),
    ],
    "Billing": [
        ("Billing run failed", "billing", 0, 60, "Alerting", False),
        ("Invoice queue backlog", "billing", 15, 60, "Normal", False),
        ("PPA meter data missing", "billing", 30, 300, "Normal", True),
    ],
}
FIRING_HOURS = {"Gearbox oil temperature high": 9 * 24 + 5, "Blade pitch fault": 31, "Export below forecast": 6,
                "Disk almost full": 52, "Pod crash looping": 3, "Billing run failed": 14}  # fmt: skip


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def at(day: int, minute: int | None = None) -> datetime.datetime:
        moment = clock.at(day, rng.randint(0, 1439) if minute is None else minute)
        return moment + datetime.timedelta(seconds=rng.randint(0, 59))

    def text(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def epoch(moment: datetime.datetime) -> int:
        return int(moment.replace(tzinfo=datetime.UTC).timestamp())

    def uid() -> str:
        return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(14))

    founded = clock.at(-1000, 600)
    db.execute("INSERT INTO org (id, version, name, created, updated) VALUES (1, 0, 'Main Org.', ?, ?)",
               (text(founded), text(founded)))  # fmt: skip
    db.execute(
        "INSERT INTO org (id, version, name, city, country, created, updated) VALUES (2, 0, 'Veltro Field"
        " Contractors', 'Esbjerg', 'DK', ?, ?)",
        (text(clock.at(-400, 600)), text(clock.at(-400, 600))),
    )

    # -------- users, service accounts, memberships
    users: dict[str, int] = {}
    created_at: dict[str, datetime.datetime] = {}

    def add_user(login: str, name: str, email: str, created: datetime.datetime, seen: datetime.datetime,
                 admin: bool = False, service: bool = False, disabled: bool = False) -> int:  # fmt: skip
        users[login] = len(users) + 1
        created_at[login] = created
        db.execute(
            "INSERT INTO user (id, version, login, email, name, password, salt, rands, org_id, is_admin,"
            " email_verified, theme, created, updated, last_seen_at, is_disabled, is_service_account, uid) VALUES"
            " (?, 0, ?, ?, ?, ?, ?, ?, 1, ?, 0, '', ?, ?, ?, ?, ?, ?)",
            (users[login], login, email, name, f"{rng.getrandbits(200):050x}", uid()[:10], uid()[:10], int(admin),
             text(created), text(created), text(seen), int(disabled), int(service), uid()),
        )  # fmt: skip
        return users[login]

    add_user("admin", "admin", "admin@localhost", founded, at(-1), admin=True)
    for login, (name, _, _) in PEOPLE.items():
        created = at(-rng.randint(60, 950))
        if login in NEVER_LOGGED_IN:
            seen = created.replace(year=created.year - 10)
        elif login in LONG_GONE:
            seen = at(-rng.randint(95, 400) if created < clock.at(-400, 0) else -95)
            seen = max(seen, created + datetime.timedelta(days=1))
            if seen > clock.at(-92, 0):
                seen = at(-93)
        else:
            seen = at(-rng.randint(1, 20))
        add_user(login, name, f"{login}@veltro-energy.example", created, seen, admin=login == "mkjaer",
                 disabled=login in DISABLED)  # fmt: skip
    for login, name in (("sa-terraform", "terraform"), ("sa-reporting", "reporting")):
        add_user(login, name, f"{login}@localhost", at(-700), at(-1), service=True)
    db.execute("INSERT INTO org_user (org_id, user_id, role, created, updated) VALUES (1, 1, 'Admin', ?, ?)",
               (text(founded), text(founded)))  # fmt: skip
    for login, (_, _, role) in PEOPLE.items():
        stamp = text(created_at[login])
        db.execute("INSERT INTO org_user (org_id, user_id, role, created, updated) VALUES (1, ?, ?, ?, ?)",
                   (users[login], role, stamp, stamp))  # fmt: skip
    for login in ("sa-terraform", "sa-reporting"):
        stamp = text(created_at[login])
        db.execute("INSERT INTO org_user (org_id, user_id, role, created, updated) VALUES (1, ?, 'Editor', ?, ?)",
                   (users[login], stamp, stamp))  # fmt: skip
    for login in ("kmadsen", "hlarsen", "gferrari"):  # also in the contractors' organisation
        stamp = text(at(-390))
        db.execute("INSERT INTO org_user (org_id, user_id, role, created, updated) VALUES (2, ?, 'Admin', ?, ?)",
                   (users[login], stamp, stamp))  # fmt: skip
    teams: dict[str, int] = {}
    for name in TEAMS:
        teams[name] = len(teams) + 1
        stamp = text(at(-rng.randint(500, 900)))
        db.execute(
            "INSERT INTO team (id, name, org_id, created, updated, email, uid) VALUES (?, ?, 1, ?, ?, ?, ?)",
            (teams[name], name, stamp, stamp, name.lower().replace(" ", "-") + "@veltro-energy.example", uid()),
        )
    for login, (_, team, role) in PEOPLE.items():
        if team:
            stamp = text(created_at[login] + datetime.timedelta(hours=2))
            db.execute(
                "INSERT INTO team_member (org_id, team_id, user_id, created, updated, external, permission) VALUES"
                " (1, ?, ?, ?, ?, 0, ?)",
                (teams[team], users[login], stamp, stamp, 4 if role == "Admin" else 0),
            )

    # -------- data sources
    sources = [
        ("prometheus", "Mimir", "http://mimir-query-frontend:8080/prometheus", 1),
        ("prometheus", "Prometheus (edge)", "http://prometheus-edge:9090", 0),
        ("loki", "Loki", "http://loki-gateway:3100", 0),
        ("grafana-postgresql-datasource", "Billing DB", "billing-db.internal:5432", 0),
        ("influxdb", "SCADA Historian", "http://scada-historian:8086", 0),
        ("tempo", "Tempo", "http://tempo-query:3200", 0),
        ("grafana-testdata-datasource", "TestData", "", 0),
    ]
    source_uids = {}
    for kind, name, url, default in sources:
        stamp = text(at(-rng.randint(300, 950)))
        source_uids[name] = uid()
        db.execute(
            "INSERT INTO data_source (org_id, version, type, name, access, url, basic_auth, is_default, json_data,"
            " created, updated, read_only, uid) VALUES (1, 1, ?, ?, 'proxy', ?, 0, ?, '{}', ?, ?, 0, ?)",
            (kind, name, url, default, stamp, stamp, source_uids[name]),
        )

    # -------- folders and dashboards
    folder_ids: dict[str, tuple[int, str]] = {}
    dashboards: dict[str, int] = {}
    editors = [login for login, (_, _, role) in PEOPLE.items() if role != "Viewer" and login not in LONG_GONE]

    def add_dashboard(title: str, folder: str | None, created: datetime.datetime, is_folder: bool = False) -> int:
        key = uid()
        folder_id, folder_uid = folder_ids[folder] if folder else (0, None)
        author = users[rng.choice(editors)]
        model = {
            "title": title,
            "uid": key,
            "schemaVersion": 39,
            "panels": []
            if is_folder
            else [{"id": 1, "type": "timeseries", "title": title, "datasource": {"uid": source_uids["Mimir"]}}],
        }
        cursor = db.execute(
            "INSERT INTO dashboard (version, slug, title, data, org_id, created, updated, updated_by, created_by,"
            " folder_id, is_folder, has_acl, uid, folder_uid) VALUES (1, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
            (title.lower().replace(" ", "-").replace("&", "and"), title, json.dumps(model), text(created),
             text(created), author, author, folder_id, int(is_folder), key, folder_uid),
        )  # fmt: skip
        row = cursor.lastrowid
        assert row is not None
        if is_folder:
            folder_ids[title] = (row, key)
        return row

    for name in FOLDERS:
        add_dashboard(name, None, at(-rng.randint(850, 900)), is_folder=True)
    tags: dict[int, list[str]] = {}
    placed: list[tuple[str | None, list[tuple[str, list[str]]]]] = [*DASHBOARDS.items(), (None, GENERAL)]
    for folder, boards in placed:
        for title, terms in boards:
            created = at(-rng.randint(400, 880)) if folder in STALE_FOLDERS else at(-rng.randint(200, 880))
            dashboards[title] = add_dashboard(title, folder, created)
            tags[dashboards[title]] = terms
            for term in terms:
                db.execute(
                    "INSERT INTO dashboard_tag (dashboard_id, term, dashboard_uid, org_id) VALUES (?, ?, (SELECT uid"
                    " FROM dashboard WHERE id = ?), 1)",
                    (dashboards[title], term, dashboards[title]),
                )

    def created_of(dashboard_id: int) -> datetime.datetime:
        row = db.execute("SELECT created FROM dashboard WHERE id = ?", (dashboard_id,)).fetchone()
        return datetime.datetime.strptime(row[0], STAMP)

    # every save is a version: history before the last 60 days, then the recent saves
    saves: list[tuple[datetime.datetime, str, str, str]] = []  # (when, title, login, message)
    stale = {title for folder in STALE_FOLDERS for title, _ in DASHBOARDS[folder]}
    for title in dashboards:
        for _ in range(rng.randint(1, 6)):
            day = -rng.randint(200, 380) if title in stale else -rng.randint(61, 190)
            saves.append((at(day), title, rng.choice(editors), ""))
        if title in stale:
            continue
        for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[3, 4, 3, 2, 1])[0]):
            saves.append(
                (
                    at(-rng.randint(1, 60)),
                    title,
                    rng.choice(editors),
                    rng.choice(["", "tweak thresholds", "add panel", "fix legend"]),
                )
            )
        if title in ("Kubernetes Cluster", "Node Exporter Full", "Postgres Overview") and rng.random() < 0.9:
            saves.append((at(-rng.randint(1, 60)), title, "sa-terraform", "provisioned by terraform"))
    for k in range(30):  # the fleet overview being reworked for the new turbines
        saves.append((at(-1 - k % 28), "Turbine Fleet Overview", rng.choice(["kmadsen", "gferrari", "mkjaer"]),
                      "rework for V236 turbines"))  # fmt: skip
    for k in range(18):  # Mette Kjaer's week
        saves.append((at(-1 - k % 6), rng.choice(list(dashboards)[:18]), "mkjaer", "tidy panels"))
    saves.append((at(-3), "PPA Revenue", "sa-reporting", "monthly report layout"))
    saves.sort(key=lambda save: save[0])
    versions: dict[str, int] = {}
    for moment, title, login, message in saves:
        dashboard_id = dashboards[title]
        if moment < created_of(dashboard_id):
            continue
        versions[title] = versions.get(title, 1) + 1
        version = versions[title]
        db.execute(
            "INSERT INTO dashboard_version (dashboard_id, parent_version, restored_from, version, created, created_by,"
            " message, data) VALUES (?, ?, 0, ?, ?, ?, ?, '{}')",
            (dashboard_id, version - 1, version, text(moment), users[login], message),
        )
        db.execute(
            "UPDATE dashboard SET version = ?, updated = ?, updated_by = ? WHERE id = ?",
            (version, text(moment), users[login], dashboard_id),
        )
    for dashboard_id in dashboards.values():  # every dashboard's first version, at its creation
        db.execute(
            "INSERT INTO dashboard_version (dashboard_id, parent_version, restored_from, version, created, created_by,"
            " message, data) SELECT id, 0, 0, 1, created, created_by, '', '{}' FROM dashboard WHERE id = ?",
            (dashboard_id,),
        )

    # -------- stars
    humans = [login for login in PEOPLE if login not in NEVER_LOGGED_IN]
    starred: set[tuple[int, int]] = set()
    for login in rng.sample(humans, 15):
        starred.add((users[login], dashboards["Grid Export"]))
    popular = [title for title in dashboards if title not in stale and title != "Grid Export"]
    for login in humans:
        for title in rng.sample(popular, rng.randint(0, 2)):
            starred.add((users[login], dashboards[title]))
    for user_id, dashboard_id in sorted(starred):
        db.execute(
            "INSERT INTO star (user_id, dashboard_id, dashboard_uid, org_id, updated) VALUES (?, ?, (SELECT uid FROM"
            " dashboard WHERE id = ?), 1, ?)",
            (user_id, dashboard_id, dashboard_id, text(at(-rng.randint(1, 300)))),
        )

    # -------- annotations (epoch milliseconds)
    notes: list[tuple[datetime.datetime, datetime.datetime | None, str, list[str], int, int]] = []
    for day in range(-60, 0):
        for _ in range(rng.choice([0, 1, 1, 2])):
            service = rng.choice(["scada-ingest", "billing-api", "mimir", "grid-gateway", "pitch-controller"])
            notes.append((at(day), None, f"Deployed {service} v{rng.randint(1, 9)}.{rng.randint(0, 40)}",
                          ["deploy", service], 0, users["sa-terraform"]))  # fmt: skip
    for _ in range(7):
        start = at(-rng.randint(1, 58))
        hours = rng.choice([0.5, 1, 1.5, 2, 2.5])
        notes.append((start, start + datetime.timedelta(hours=hours), rng.choice(
            ["Turbine comms outage", "SCADA historian outage", "Mimir ingestion outage", "VPN outage to Taranto"]),
            ["outage"], dashboards["Turbine Fleet Overview"], users[rng.choice(editors)]))  # fmt: skip
    start = at(-12, 430)
    notes.append((start, start + datetime.timedelta(hours=7, minutes=40), "Grid connection outage at Hvide Sande",
                  ["outage", "grid"], dashboards["Hvide Sande Site"], users["kmadsen"]))  # fmt: skip
    for _ in range(10):
        moment = at(-rng.randint(1, 60))
        notes.append((moment, None, rng.choice(["Gearbox inspection WTG-14", "Blade inspection", "Service visit"]),
                      ["maintenance"], dashboards["WTG Gearbox Health"], users[rng.choice(editors)]))  # fmt: skip
    notes.sort(key=lambda note: note[0])
    for begin, end, body, terms, dashboard_id, user_id in notes:
        ms = epoch(begin) * 1000 + rng.randint(0, 999)
        ms_end = epoch(end) * 1000 + rng.randint(0, 999) if end else ms
        db.execute(
            "INSERT INTO annotation (org_id, alert_id, user_id, dashboard_id, panel_id, category_id, type, title, text,"
            " prev_state, new_state, data, epoch, region_id, tags, created, updated, epoch_end, dashboard_uid) VALUES"
            " (1, 0, ?, ?, ?, 0, 'annotation', '', ?, '', '', '{}', ?, 0, ?, ?, ?, ?, (SELECT uid FROM dashboard"
            " WHERE id = ?))",
            (user_id, dashboard_id, 1 if dashboard_id else 0, body, ms, json.dumps(terms), ms + 1200, ms + 1200,
             ms_end, dashboard_id),
        )  # fmt: skip

    # -------- alert rules and their current states (Unix seconds; "for" in nanoseconds)
    last_eval = epoch(clock.now) - 20  # the rules were last evaluated 20 seconds ago
    for folder, rules in RULES.items():
        namespace = folder_ids[folder][1]
        for k, (title, group, pending, interval, state, paused) in enumerate(rules):
            rule_uid = uid()
            data = [{"refId": "A", "datasourceUid": source_uids["SCADA Historian" if group == "scada" else "Mimir"],
                     "model": {"expr": title.lower().replace(" ", "_")}}]  # fmt: skip
            db.execute(
                "INSERT INTO alert_rule (org_id, title, condition, data, updated, interval_seconds, version, uid,"
                " namespace_uid, rule_group, no_data_state, exec_err_state, \"for\", annotations, labels,"
                " rule_group_idx, is_paused) VALUES (1, ?, 'C', ?, ?, ?, ?, ?, ?, ?, 'NoData', 'Error', ?, ?, ?, ?, ?)",
                (title, json.dumps(data), text(at(-rng.randint(5, 300))), interval, rng.randint(1, 9), rule_uid,
                 namespace, group, pending * 60 * 1_000_000_000, json.dumps({"summary": title}),
                 json.dumps({"severity": "critical" if state == "Alerting" else "warning", "team": folder}), k + 1,
                 int(paused)),
            )  # fmt: skip
            if paused:
                continue
            targets = [{"turbine": "WTG-14"}] if title.startswith("Gearbox") else [{}]
            if group == "turbines" and not title.startswith("Gearbox"):
                targets = [{"turbine": f"WTG-{n:02d}"} for n in rng.sample(range(1, 30), 3)]
            for n, labels in enumerate(targets):
                current = state if n == 0 else "Normal"
                if current == "Alerting":
                    since = last_eval - FIRING_HOURS[title] * 3600 - rng.randint(0, 3000)
                elif current in ("Pending",):
                    since = last_eval - pending * 30
                else:
                    since = last_eval - rng.randint(2, 40) * 86400
                full = {"__alert_rule_uid__": rule_uid, "alertname": title, "grafana_folder": folder, **labels}
                db.execute(
                    "INSERT INTO alert_instance (rule_org_id, rule_uid, labels, labels_hash, current_state,"
                    " current_state_since, last_eval_time, current_state_end, current_reason, result_fingerprint)"
                    " VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (rule_uid, json.dumps(sorted(full.items())), f"{rng.getrandbits(160):040x}", current, since,
                     last_eval, last_eval + 4 * interval if current != "Normal" else 0,
                     "" if current in ("Normal", "Alerting", "Pending") else current, f"{rng.getrandbits(64):016x}"),
                )  # fmt: skip
    close_checked(db, "dashboards")
