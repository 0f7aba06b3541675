"""An IT service-management export in the style of ServiceNow (the IT department of Kestrel Payments, a European
card-payments processor) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): incidents, problems and
changes fill the 110 days before ``now`` on a 5-minute grid (changes are also scheduled up to 21 days ahead), so
two builds with the same seed and ``now`` values a whole number of days apart give the same answers to
relative-time questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC, as a ServiceNow export writes
them.

The tables keep ServiceNow's names: ``sys_user``, ``sys_user_group``, ``sys_user_grmember`` (group membership,
many-to-many, with the columns ``user`` and ``group``), ``cmn_location``, ``cmdb_ci_server`` (configuration
items), ``incident``, ``problem``, ``change_request``, ``contract_sla`` (SLA definitions), ``task_sla`` (an
incident's SLA clocks) and ``sys_choice``. Every primary key is a ``sys_id`` (32 hexadecimal characters); every
reference column (``caller_id``, ``opened_by``, ``assigned_to``, ``assignment_group``, ``cmdb_ci``,
``resolved_by``, ``problem_id``, ``caused_by``, ``manager``, ``location``, ``support_group``, ``task``, ``sla``)
holds the sys_id of its row. Custom fields carry the ``u_`` prefix. Booleans are 0/1.

Coded fields are integers (or short text values) whose meaning is written only in ``sys_choice`` (``name`` the
table, ``element`` the column, ``value`` the stored code as text, ``label`` its meaning):
``incident.state`` 1 New, 2 In Progress, 3 On Hold, 6 Resolved, 7 Closed, 8 Canceled; ``incident.hold_reason``
1 Awaiting Caller, 3 Awaiting Problem, 4 Awaiting Vendor, 5 Awaiting Change; ``impact`` and ``urgency`` 1 High,
2 Medium, 3 Low; ``priority`` 1 Critical, 2 High, 3 Moderate, 4 Low, 5 Planning (from impact and urgency);
``contact_type`` (phone, email, self-service, walk-in, monitoring); ``category``; ``problem.state`` 101 New,
102 Assess, 103 Root Cause Analysis, 104 Fix in Progress, 106 Resolved, 107 Closed; ``change_request.state``
-5 New, -4 Assess, -3 Authorize, -2 Scheduled, -1 Implement, 0 Review, 3 Closed, 4 Canceled;
``change_request.type`` (standard, normal, emergency); ``change_request.risk`` 2 High, 3 Moderate, 4 Low;
``cmdb_ci_server.install_status`` 1 Installed, 3 In Maintenance, 6 In Stock, 7 Retired;
``operational_status`` 1 Operational, 2 Non-Operational.

An incident is unresolved exactly when its state is New, In Progress or On Hold: ``resolved_at`` and
``closed_at`` are then NULL. Resolved incidents close themselves seven days after resolution (``closed_at``).
Canceled incidents (few, all priority 4 or 5 and older than two weeks) have ``closed_at`` but no
``resolved_at``. ``calendar_stc`` is the seconds from ``opened_at`` to ``resolved_at``. Every incident has two
``task_sla`` rows, a response and a resolution clock of its priority's ``contract_sla``; ``has_breached`` says
whether the clock ran (or is running) past ``planned_end_time``. No duration sits within 10 % of its target.

Planted signals:

* ``lnx-pay-db01`` (the card-payments database in Frankfurt) has by far the most incidents in the last 30 days
  (more than twice the runner-up), most of them linked to the known error PRB0040007 ("Connection pool
  exhaustion on payments database"), the problem with by far the most incidents; London Docklands DC, which
  hosts the most servers, is the location with the most incidents, well ahead of Frankfurt DC;
* the Windows Platform group breaches its resolution SLA on about 40 % of its incidents, no other group on more
  than about 15 %;
* Kwame Asante (Service Desk) resolves about twice as many incidents as anyone else;
* two P1 incidents are unresolved right now (card authorisations timing out, opened three hours ago; a core
  switch down in Frankfurt, on hold awaiting the vendor since 26 hours ago); every other P1 was resolved within
  hours;
* caller Derek Haldane raises far more incidents than anyone else (apart from the Monitoring Integration user,
  the caller of every monitoring alert);
* the failed change of 12 days ago (a firewall rule update on the Frankfurt core firewalls, close code
  ``unsuccessful``) caused nine incidents; no other change caused more than two;
* two production servers (``lnx-web-09``, ``win-print-02``) have never had an incident;
* the retired server ``win-legacy-app01`` still had incidents in the last 30 days; no other retired server did;
* four unresolved incidents have been reassigned five times or more (resolved ones up to seven times);
* the Mainframe Operations group (inactive) has no members and no incidents; Tomasz Wójcik and Aoife Brennan
  are the only people in three or more groups;
* five emergency changes were raised in the last 30 days (the one before, 41 days ago); from tomorrow on,
  changes are scheduled at up to two a day.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import math
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE sys_choice (
    sys_id   TEXT PRIMARY KEY,
    name     TEXT NOT NULL,
    element  TEXT NOT NULL,
    value    TEXT NOT NULL,
    label    TEXT NOT NULL,
    sequence INTEGER NOT NULL,
    inactive INTEGER NOT NULL DEFAULT 0,
    language TEXT NOT NULL DEFAULT 'en',
    UNIQUE (name, element, value, language)
);
CREATE TABLE cmn_location (
    sys_id         TEXT PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    city           TEXT NOT NULL,
    country        TEXT NOT NULL,
    u_site_type    TEXT NOT NULL,
    sys_created_on TEXT NOT NULL
);
CREATE TABLE sys_user (
    sys_id          TEXT PRIMARY KEY,
    user_name       TEXT NOT NULL UNIQUE,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    name            TEXT NOT NULL,
    email           TEXT,
    title           TEXT,
    department      TEXT,
    location        TEXT REFERENCES cmn_location(sys_id),
    manager         TEXT REFERENCES sys_user(sys_id),
    vip             INTEGER NOT NULL DEFAULT 0,
    active          INTEGER NOT NULL DEFAULT 1,
    last_login_time TEXT,
    sys_created_on  TEXT NOT NULL
);
CREATE TABLE sys_user_group (
    sys_id         TEXT PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    description    TEXT,
    manager        TEXT REFERENCES sys_user(sys_id),
    email          TEXT,
    type           TEXT,
    active         INTEGER NOT NULL DEFAULT 1,
    sys_created_on TEXT NOT NULL
);
CREATE TABLE sys_user_grmember (
    sys_id         TEXT PRIMARY KEY,
    "user"         TEXT NOT NULL REFERENCES sys_user(sys_id),
    "group"        TEXT NOT NULL REFERENCES sys_user_group(sys_id),
    sys_created_on TEXT NOT NULL,
    UNIQUE ("user", "group")
);
CREATE TABLE cmdb_ci_server (
    sys_id             TEXT PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,
    os                 TEXT NOT NULL,
    os_version         TEXT NOT NULL,
    ip_address         TEXT NOT NULL,
    cpu_count          INTEGER NOT NULL,
    ram                INTEGER NOT NULL,
    environment        TEXT NOT NULL,
    location           TEXT NOT NULL REFERENCES cmn_location(sys_id),
    support_group      TEXT NOT NULL REFERENCES sys_user_group(sys_id),
    install_status     INTEGER NOT NULL,
    operational_status INTEGER NOT NULL,
    u_business_service TEXT NOT NULL,
    u_patch_window     TEXT,
    sys_created_on     TEXT NOT NULL,
    sys_updated_on     TEXT NOT NULL
);
CREATE TABLE change_request (
    sys_id            TEXT PRIMARY KEY,
    number            TEXT NOT NULL UNIQUE,
    short_description TEXT NOT NULL,
    type              TEXT NOT NULL,
    state             INTEGER NOT NULL,
    risk              INTEGER NOT NULL,
    impact            INTEGER NOT NULL,
    approval          TEXT NOT NULL,
    requested_by      TEXT NOT NULL REFERENCES sys_user(sys_id),
    assignment_group  TEXT NOT NULL REFERENCES sys_user_group(sys_id),
    assigned_to       TEXT REFERENCES sys_user(sys_id),
    cmdb_ci           TEXT REFERENCES cmdb_ci_server(sys_id),
    start_date        TEXT NOT NULL,
    end_date          TEXT NOT NULL,
    work_start        TEXT,
    work_end          TEXT,
    close_code        TEXT,
    opened_at         TEXT NOT NULL,
    closed_at         TEXT,
    u_cab_required    INTEGER NOT NULL DEFAULT 0,
    sys_updated_on    TEXT NOT NULL
);
CREATE TABLE problem (
    sys_id                 TEXT PRIMARY KEY,
    number                 TEXT NOT NULL UNIQUE,
    short_description      TEXT NOT NULL,
    state                  INTEGER NOT NULL,
    priority               INTEGER NOT NULL,
    assignment_group       TEXT NOT NULL REFERENCES sys_user_group(sys_id),
    assigned_to            TEXT REFERENCES sys_user(sys_id),
    cmdb_ci                TEXT REFERENCES cmdb_ci_server(sys_id),
    known_error            INTEGER NOT NULL DEFAULT 0,
    opened_at              TEXT NOT NULL,
    resolved_at            TEXT,
    closed_at              TEXT,
    u_root_cause_category  TEXT,
    sys_updated_on         TEXT NOT NULL
);
CREATE TABLE incident (
    sys_id             TEXT PRIMARY KEY,
    number             TEXT NOT NULL UNIQUE,
    short_description  TEXT NOT NULL,
    caller_id          TEXT NOT NULL REFERENCES sys_user(sys_id),
    opened_by          TEXT NOT NULL REFERENCES sys_user(sys_id),
    contact_type       TEXT NOT NULL,
    category           TEXT NOT NULL,
    subcategory        TEXT,
    cmdb_ci            TEXT REFERENCES cmdb_ci_server(sys_id),
    impact             INTEGER NOT NULL,
    urgency            INTEGER NOT NULL,
    priority           INTEGER NOT NULL,
    state              INTEGER NOT NULL,
    hold_reason        INTEGER,
    assignment_group   TEXT NOT NULL REFERENCES sys_user_group(sys_id),
    assigned_to        TEXT REFERENCES sys_user(sys_id),
    opened_at          TEXT NOT NULL,
    resolved_at        TEXT,
    resolved_by        TEXT REFERENCES sys_user(sys_id),
    closed_at          TEXT,
    close_code         TEXT,
    calendar_stc       INTEGER,
    reassignment_count INTEGER NOT NULL DEFAULT 0,
    reopen_count       INTEGER NOT NULL DEFAULT 0,
    problem_id         TEXT REFERENCES problem(sys_id),
    caused_by          TEXT REFERENCES change_request(sys_id),
    u_major_incident   INTEGER NOT NULL DEFAULT 0,
    u_vendor_ticket    TEXT,
    sys_updated_on     TEXT NOT NULL
);
CREATE TABLE contract_sla (
    sys_id           TEXT PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    collection       TEXT NOT NULL,
    target           TEXT NOT NULL,
    u_priority       INTEGER NOT NULL,
    u_target_minutes INTEGER NOT NULL,
    schedule         TEXT NOT NULL,
    active           INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE task_sla (
    sys_id           TEXT PRIMARY KEY,
    task             TEXT NOT NULL REFERENCES incident(sys_id),
    sla              TEXT NOT NULL REFERENCES contract_sla(sys_id),
    stage            TEXT NOT NULL,
    start_time       TEXT NOT NULL,
    end_time         TEXT,
    planned_end_time TEXT NOT NULL,
    has_breached     INTEGER NOT NULL,
    percentage       REAL NOT NULL
);
CREATE INDEX incident_opened_at ON incident(opened_at);
CREATE INDEX incident_cmdb_ci ON incident(cmdb_ci);
CREATE INDEX incident_assignment_group ON incident(assignment_group);
CREATE INDEX task_sla_task ON task_sla(task);
"""

DAYS_BACK = 110
DAYS_AHEAD = 21
COMPANY_DOMAIN = "kestrelpay.eu"

CHOICES: list[tuple[str, str, list[tuple[str, str]]]] = [  # table, element, (value, label)...
    ("incident", "state", [("1", "New"), ("2", "In Progress"), ("3", "On Hold"), ("6", "Resolved"),
                           ("7", "Closed"), ("8", "Canceled")]),
    ("incident", "hold_reason", [("1", "Awaiting Caller"), ("3", "Awaiting Problem"), ("4", "Awaiting Vendor"),
                                 ("5", "Awaiting Change")]),
    ("incident", "impact", [("1", "1 - High"), ("2", "2 - Medium"), ("3", "3 - Low")]),
    ("incident", "urgency", [("1", "1 - High"), ("2", "2 - Medium"), ("3", "3 - Low")]),
    ("incident", "priority", [("1", "1 - Critical"), ("2", "2 - High"), ("3", "3 - Moderate"), ("4", "4 - Low"),
                              ("5", "5 - Planning")]),
    ("incident", "contact_type", [("phone", "Phone"), ("email", "Email"), ("self-service", "Self-service"),
                                  ("walk-in", "Walk-in"), ("monitoring", "Monitoring alert")]),
    ("incident", "category", [("inquiry", "Inquiry / Help"), ("software", "Software"), ("hardware", "Hardware"),
                              ("network", "Network"), ("database", "Database"), ("access", "Access")]),
    ("problem", "state", [("101", "New"), ("102", "Assess"), ("103", "Root Cause Analysis"),
                          ("104", "Fix in Progress"), ("106", "Resolved"), ("107", "Closed")]),
    ("change_request", "state", [("-5", "New"), ("-4", "Assess"), ("-3", "Authorize"), ("-2", "Scheduled"),
                                 ("-1", "Implement"), ("0", "Review"), ("3", "Closed"), ("4", "Canceled")]),
    ("change_request", "type", [("standard", "Standard"), ("normal", "Normal"), ("emergency", "Emergency")]),
    ("change_request", "risk", [("2", "High"), ("3", "Moderate"), ("4", "Low")]),
    ("cmdb_ci_server", "install_status", [("1", "Installed"), ("3", "In Maintenance"), ("6", "In Stock"),
                                          ("7", "Retired")]),
    ("cmdb_ci_server", "operational_status", [("1", "Operational"), ("2", "Non-Operational")]),
]  # fmt: skip
NEW, IN_PROGRESS, ON_HOLD, RESOLVED, CLOSED, CANCELED = 1, 2, 3, 6, 7, 8
LOCATIONS = [  # name, city, country, site type
    ("Frankfurt DC", "Frankfurt", "DE", "Data centre"),
    ("London Docklands DC", "London", "GB", "Data centre"),
    ("Manchester DR", "Manchester", "GB", "Disaster recovery"),
    ("AWS eu-west-1", "Dublin", "IE", "Cloud region"),
    ("Dublin Office", "Dublin", "IE", "Office"),
    ("Amsterdam Office", "Amsterdam", "NL", "Office"),
]
GROUPS = [  # name, description, type, active, share of incidents, SLA breach tendency
    ("Service Desk", "First-line support for every employee", "itil", 1, 0.40, 0.06),
    ("Network Operations", "LAN, WAN, firewalls, load balancers and VPN", "itil", 1, 0.11, 0.10),
    ("Linux Platform", "Linux servers and the container platform", "itil", 1, 0.10, 0.08),
    ("Windows Platform", "Windows servers, Active Directory and file services", "itil", 1, 0.11, 0.45),
    ("Database Administration", "PostgreSQL, Oracle and SQL Server estates", "itil", 1, 0.10, 0.10),
    ("Payments Application Support", "Card authorisation, clearing and settlement applications", "itil", 1,
     0.10, 0.08),
    ("Identity & Access Management", "Accounts, SSO, MFA and privileged access", "itil", 1, 0.05, 0.08),
    ("Storage & Backup", "SAN, NAS and backups", "itil", 1, 0.03, 0.08),
    ("Change Advisory Board", "Approves normal and emergency changes", "approval", 1, 0.0, 0.0),
    ("Mainframe Operations", "Legacy clearing mainframe (decommissioned)", "itil", 0, 0.0, 0.0),
]  # fmt: skip
MEMBERS = {  # group: engineers (the first is the group's manager)
    "Service Desk": ["Helen Carroll", "Kwame Asante", "Lucy Gallagher", "Jonas Weber", "Sofia Rossi",
                     "Conor Walsh", "Emma Lindqvist", "Aoife Brennan"],
    "Network Operations": ["Rajesh Iyer", "Pieter de Vries", "Marta Kowalczyk", "Declan Moore", "Lars Nilsson"],
    "Linux Platform": ["Fatima Zahra Benali", "Tomasz Wójcik", "Oliver Hartmann", "Nikos Papadopoulos",
                       "Grace O'Neill"],
    "Windows Platform": ["Stefan Bauer", "Chloe Dubois", "Ahmed Yilmaz", "Sarah Keane"],
    "Database Administration": ["Ingrid Solberg", "Marco Bianchi", "Yusuf Demir", "Tomasz Wójcik"],
    "Payments Application Support": ["Daniel Fischer", "Ana Ferreira", "Mehmet Kaya", "Ruth Adeyemi",
                                     "Julien Martin"],
    "Identity & Access Management": ["Niamh Fitzgerald", "Aoife Brennan", "Viktor Horvath"],
    "Storage & Backup": ["Paul Schneider", "Tomasz Wójcik", "Elena Petrova"],
    "Change Advisory Board": ["Helen Carroll", "Rajesh Iyer", "Stefan Bauer", "Daniel Fischer"],
    "Mainframe Operations": [],
}  # fmt: skip
EXTRA_MEMBERSHIPS = {"Aoife Brennan": "Windows Platform"}  # a third group
STAR_RESOLVER = "Kwame Asante"
FREQUENT_CALLER = "Derek Haldane"
MONITORING_USER = ("svc", "monitoring", "Monitoring Integration")
SLOW_GROUP = "Windows Platform"
SERVICES = {  # business service: (group, share of servers)
    "Card Payments": "Payments Application Support",
    "Online Merchant Portal": "Linux Platform",
    "Fraud Detection": "Linux Platform",
    "Data Warehouse": "Database Administration",
    "Directory Services": "Windows Platform",
    "File & Print": "Windows Platform",
    "Corporate Network": "Network Operations",
    "Backup": "Storage & Backup",
}
FIRST = ["James", "Mary", "Liam", "Anna", "Noah", "Laura", "Lukas", "Marie", "Sean", "Clara", "Matteo", "Julia",
         "Hugo", "Eva", "Finn", "Ines", "Ruairi", "Zoe", "Pablo", "Lena", "Tom", "Hanna", "Mateusz", "Sara",
         "Oskar", "Alice", "Ben", "Nina", "Felix", "Maja", "David", "Ella", "Adam", "Lea", "Jan", "Mia", "Kevin",
         "Ciara", "Victor", "Olga"]  # fmt: skip
LAST = ["Murphy", "Kelly", "Schmidt", "Müller", "Dupont", "Moreau", "Garcia", "Lopez", "Jansen", "Bakker",
        "Novak", "Horvat", "Smith", "Byrne", "Ryan", "Keller", "Wagner", "Berg", "Larsen", "Costa", "Santos",
        "Nowak", "Lewandowski", "Conti", "Ricci", "Visser", "Peeters", "Maes", "Doyle", "Quinn", "Becker",
        "Hoffmann", "Lambert", "Fournier", "Romano", "Gallo", "Molina", "Ortega", "Nyström", "Holm"]  # fmt: skip
DEPARTMENTS = [("Operations", 0.22), ("Finance", 0.14), ("Sales", 0.14), ("Risk & Compliance", 0.12),
               ("Customer Support", 0.16), ("Engineering", 0.12), ("HR", 0.05), ("Legal", 0.05)]  # fmt: skip
PRIORITY = {(1, 1): 1, (1, 2): 2, (2, 1): 2, (1, 3): 3, (2, 2): 3, (3, 1): 3, (2, 3): 4, (3, 2): 4, (3, 3): 5}
SLA_TARGETS = {  # priority: (response minutes, resolution minutes)
    1: (15, 4 * 60),
    2: (30, 8 * 60),
    3: (4 * 60, 3 * 24 * 60),
    4: (8 * 60, 5 * 24 * 60),
    5: (24 * 60, 10 * 24 * 60),
}
SUBJECTS = {  # category: (subcategory, short description)...
    "inquiry": [("how-to", "How do I set up an email signature"), ("how-to", "Request for a second monitor"),
                ("how-to", "Cannot find the expenses form"), ("password", "Password reset")],
    "access": [("account", "Account locked out"), ("mfa", "MFA token not accepted"),
               ("permissions", "Need access to the finance share"), ("sso", "SSO login loop on intranet")],
    "software": [("application", "Application error on startup"), ("email", "Outlook keeps asking for password"),
                 ("application", "Report export fails"), ("os", "Service crashed after patching")],
    "hardware": [("disk", "Disk usage above 90 %"), ("memory", "Memory errors in system log"),
                 ("cpu", "CPU pegged at 100 %"), ("disk", "Filesystem read-only")],
    "network": [("connectivity", "Packet loss between sites"), ("vpn", "VPN drops every few minutes"),
                ("dns", "DNS resolution slow"), ("firewall", "Connection refused through firewall")],
    "database": [("performance", "Slow queries on reporting database"), ("connections", "Too many connections"),
                 ("replication", "Replication lag above threshold"), ("backup", "Database backup job failed")],
}  # fmt: skip
GROUP_CATEGORIES = {
    "Service Desk": [("inquiry", 0.45), ("access", 0.25), ("software", 0.25), ("hardware", 0.05)],
    "Network Operations": [("network", 1.0)],
    "Linux Platform": [("hardware", 0.5), ("software", 0.5)],
    "Windows Platform": [("hardware", 0.4), ("software", 0.6)],
    "Database Administration": [("database", 1.0)],
    "Payments Application Support": [("software", 0.8), ("database", 0.2)],
    "Identity & Access Management": [("access", 1.0)],
    "Storage & Backup": [("hardware", 0.6), ("database", 0.4)],
}
CONTACT = [("self-service", 0.34), ("email", 0.2), ("phone", 0.2), ("monitoring", 0.21), ("walk-in", 0.05)]
CLOSE_CODES = [("Solved (Permanently)", 0.6), ("Solved (Work Around)", 0.25), ("Closed/Resolved by Caller", 0.1),
               ("Not Solved (Not Reproducible)", 0.05)]  # fmt: skip
HOT_SERVER = "lnx-pay-db01"
RETIRED_BUT_BUSY = "win-legacy-app01"
QUIET_PRODUCTION = ["lnx-web09", "win-print02"]
FIREWALL_DAY = -12  # the failed firewall change
EMERGENCY_DAYS = (-27, -19, -11, -6, -2)  # the emergency changes of the last 30 days
CHANGE_OUTCOMES = [("successful", 0.9), ("successful_issues", 0.07), ("unsuccessful", 0.03)]


def sys_id(table: str, n: int) -> str:
    """A ServiceNow-like sys_id: 32 hexadecimal characters, stable for a table and a row number."""
    return hashlib.md5(f"{table}/{n}".encode()).hexdigest()


@dataclasses.dataclass
class Server:
    sid: str
    name: str
    service: str
    group: str
    environment: str
    location: str
    status: int
    retired_day: int | None
    weight: float


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt = clock.now, clock.at, clock.fmt
    db = new_database(path, SCHEMA)

    def grid(moment: datetime.datetime) -> datetime.datetime:
        return moment.replace(minute=moment.minute - moment.minute % 5, second=0)

    now_grid = grid(now)

    # sys_choice
    choice_rows: list[tuple[object, ...]] = []
    for table, element, pairs in CHOICES:
        for sequence, (value, label) in enumerate(pairs):
            choice_rows.append(
                (sys_id("sys_choice", len(choice_rows)), table, element, value, label, sequence, 0, "en")
            )
    db.executemany("INSERT INTO sys_choice VALUES (?, ?, ?, ?, ?, ?, ?, ?)", choice_rows)

    # Locations
    location_id = {name: sys_id("cmn_location", i) for i, (name, *_) in enumerate(LOCATIONS)}
    db.executemany(
        "INSERT INTO cmn_location VALUES (?, ?, ?, ?, ?, ?)",
        [(location_id[n], n, city, cc, kind, fmt(at(-2000 + 40 * i, 540))) for i, (n, city, cc, kind)
         in enumerate(LOCATIONS)],
    )  # fmt: skip
    offices = [location_id["Dublin Office"], location_id["Amsterdam Office"], location_id["London Docklands DC"]]

    # Users: IT engineers, the monitoring integration, employees (callers).
    user_rows: list[tuple[object, ...]] = []
    user_id: dict[str, str] = {}
    taken: set[str] = set()

    def add_user(first: str, last: str, title: str, department: str, location: str, manager: str | None,
                 vip: int = 0, active: int = 1, display: str | None = None) -> str:  # fmt: skip
        uid = sys_id("sys_user", len(user_rows))
        base = f"{first}.{last}".lower().replace(" ", "").replace("'", "")
        base = base.translate(str.maketrans("óöüäéíáøå", "oouaeiaoa"))
        login = base
        while login in taken:
            login = f"{base}{rng.randint(2, 9)}"
        taken.add(login)
        created = at(-rng.randint(150, 2500), on_grid(rng, 480, 1020))
        last_login = None if not active else fmt(at(-rng.randint(0, 20), on_grid(rng, 420, 1140)))
        name = display or f"{first} {last}"
        user_rows.append(
            (uid, login, first, last, name, f"{login}@{COMPANY_DOMAIN}", title, department, location, manager, vip,
             active, last_login, fmt(created))
        )  # fmt: skip
        user_id.setdefault(name, uid)
        return uid

    cio = add_user("Margaret", "Okafor", "Chief Information Officer", "IT", offices[0], None, vip=1)
    engineers: list[str] = []
    for names in MEMBERS.values():
        for name in names:
            if name in user_id:
                continue
            first, last = name.split(" ", 1) if name != "Fatima Zahra Benali" else ("Fatima Zahra", "Benali")
            manager = cio if name == names[0] else user_id[names[0]]
            title = "IT Manager" if name == names[0] else "Engineer"
            add_user(first, last, title, "IT", rng.choice(offices), manager)
            engineers.append(name)
    monitoring = add_user(*MONITORING_USER[:2], "Integration user", "IT", offices[0], None,
                          display=MONITORING_USER[2])  # fmt: skip
    add_user("System", "Administrator", "Administrator", "IT", offices[0], None, display="System Administrator")
    callers: list[tuple[str, float]] = []
    executives = {"Finance": "Chief Financial Officer", "Operations": "Chief Operating Officer",
                  "Sales": "Chief Commercial Officer", "Risk & Compliance": "Chief Risk Officer"}  # fmt: skip

    def fresh_name() -> tuple[str, str]:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        while f"{first} {last}" in user_id:
            first, last = rng.choice(FIRST), rng.choice(LAST)
        return first, last

    for dept, title in executives.items():
        callers.append((add_user(*fresh_name(), title, dept, offices[0], None, vip=1), 1.0))
    frequent_first, frequent_last = FREQUENT_CALLER.split(" ")
    frequent = add_user(frequent_first, frequent_last, "Settlement Analyst", "Operations", offices[1], None)
    for k in range(560):
        first, last = fresh_name()
        dept = pick(rng, DEPARTMENTS)
        vip = int(k < 10)
        title = "Head of " + dept if vip else rng.choice(["Analyst", "Specialist", "Associate", "Team Lead"])
        active = 0 if rng.random() < 0.05 else 1
        uid = add_user(first, last, title, dept, rng.choice(offices), None, vip=vip, active=active)
        if active:
            callers.append((uid, rng.choice([0.5, 1.0, 1.0, 1.5, 2.5])))
    db.executemany("INSERT INTO sys_user VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", user_rows)

    # Groups and their members
    group_id = {name: sys_id("sys_user_group", i) for i, (name, *_) in enumerate(GROUPS)}
    db.executemany(
        "INSERT INTO sys_user_group VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(group_id[n], n, desc, user_id[MEMBERS[n][0]] if MEMBERS[n] else None,
          f"{n.lower().replace(' & ', '-').replace(' ', '-')}@{COMPANY_DOMAIN}", kind, active,
          fmt(at(-2400 + 30 * i, 600))) for i, (n, desc, kind, active, *_) in enumerate(GROUPS)],
    )  # fmt: skip
    member_rows: list[tuple[object, ...]] = []
    members_of: dict[str, list[str]] = {}
    for group, names in MEMBERS.items():
        for name in names:
            members_of.setdefault(group, []).append(name)
    for name, group in EXTRA_MEMBERSHIPS.items():
        members_of.setdefault(group, []).append(name)
    for group, names in members_of.items():
        for name in names:
            member_rows.append(
                (sys_id("sys_user_grmember", len(member_rows)), user_id[name], group_id[group],
                 fmt(at(-rng.randint(120, 1500), on_grid(rng, 540, 1020))))
            )  # fmt: skip
    db.executemany("INSERT INTO sys_user_grmember VALUES (?, ?, ?, ?)", member_rows)

    # Servers (configuration items)
    servers: list[Server] = []
    server_rows: list[tuple[object, ...]] = []

    def add_server(name: str, service: str, environment: str, location: str, status: int = 1,
                   retired_day: int | None = None, weight: float = 1.0) -> None:  # fmt: skip
        group = SERVICES[service]
        windows = name.startswith("win")
        os_name, version = (rng.choice([("Windows Server 2019", "1809"), ("Windows Server 2022", "21H2")])
                            if windows else rng.choice([("Red Hat Enterprise Linux", "8.9"),
                                                        ("Red Hat Enterprise Linux", "9.3"),
                                                        ("Ubuntu", "22.04")]))  # fmt: skip
        if retired_day is not None and name != RETIRED_BUT_BUSY:
            os_name, version = ("Windows Server 2012 R2", "6.3") if windows else ("CentOS", "7.9")
        sid = sys_id("cmdb_ci_server", len(server_rows))
        created = at(-rng.randint(200, 2200), on_grid(rng, 540, 1020))
        updated = at(retired_day, 600) if retired_day is not None else at(-rng.randint(1, 90), on_grid(rng, 540, 1020))
        operational = 2 if status in (6, 7) else 1
        server_rows.append(
            (sid, name, os_name, version, f"10.{len(server_rows) // 200 + 20}.{len(server_rows) % 200 // 10}."
             f"{len(server_rows) % 10 * 10 + 11}", rng.choice([2, 4, 8, 16]), rng.choice([8192, 16384, 32768, 65536]),
             environment, location_id[location], group_id[group], status, operational, service,
             rng.choice(["Sun 02:00", "Wed 22:00", "Sat 23:00"]), fmt(created), fmt(updated))
        )  # fmt: skip
        servers.append(Server(sid, name, service, group, environment, location, status, retired_day, weight))

    plan = [  # prefix, service, count, locations
        ("lnx-pay-app", "Card Payments", 6, ["Frankfurt DC", "London Docklands DC"]),
        ("lnx-pay-db", "Card Payments", 3, ["Frankfurt DC"]),
        ("lnx-web", "Online Merchant Portal", 10, ["AWS eu-west-1", "London Docklands DC"]),
        ("lnx-fraud", "Fraud Detection", 6, ["Frankfurt DC", "AWS eu-west-1"]),
        ("lnx-dwh", "Data Warehouse", 6, ["London Docklands DC"]),
        ("win-ad-dc", "Directory Services", 4, ["London Docklands DC", "Frankfurt DC"]),
        ("win-file", "File & Print", 4, ["London Docklands DC"]),
        ("win-print", "File & Print", 2, ["Dublin Office", "Amsterdam Office"]),
        ("win-app", "Data Warehouse", 5, ["London Docklands DC"]),
        ("net-fw", "Corporate Network", 4, ["Frankfurt DC", "London Docklands DC"]),
        ("net-lb", "Corporate Network", 4, ["Frankfurt DC", "London Docklands DC"]),
        ("lnx-bkp", "Backup", 4, ["London Docklands DC", "Manchester DR"]),
    ]
    for prefix, service, count, where in plan:
        for n in range(1, count + 1):
            name = f"{prefix}{n:02d}"
            weight = 1.0 if name not in QUIET_PRODUCTION else 0.0
            add_server(name, service, "Production", where[(n - 1) % len(where)], weight=weight)
    for prefix, service, env, count, site in [
        ("lnx-pay-stg", "Card Payments", "Staging", 4, "Frankfurt DC"),
        ("lnx-web-stg", "Online Merchant Portal", "Staging", 3, "AWS eu-west-1"),
        ("lnx-dev", "Fraud Detection", "Development", 8, "AWS eu-west-1"),
        ("win-dev", "Directory Services", "Development", 4, "London Docklands DC"),
        ("lnx-dr", "Card Payments", "Disaster Recovery", 5, "Manchester DR"),
        ("win-dr", "Directory Services", "Disaster Recovery", 2, "Manchester DR"),
    ]:
        for n in range(1, count + 1):
            add_server(f"{prefix}{n:02d}", service, env, site, weight=0.25 if env != "Staging" else 0.5)
    add_server(RETIRED_BUT_BUSY, "Data Warehouse", "Production", "London Docklands DC", 7, -40, weight=0.0)
    retired = [("win-legacy-app02", "Data Warehouse"), ("lnx-old-web01", "Online Merchant Portal"),
               ("lnx-old-web02", "Online Merchant Portal"), ("win-exch-01", "Directory Services"),
               ("lnx-mq-01", "Card Payments")]  # fmt: skip
    for n, (name, service) in enumerate(retired):
        add_server(name, service, "Production", "London Docklands DC", 7, -60 - 5 * n, weight=0.3)
    for name in ("lnx-pay-app07", "lnx-dwh07"):
        add_server(
            name, "Card Payments" if "pay" in name else "Data Warehouse", "Production", "Frankfurt DC", 6, weight=0.0
        )  # in stock: racked, not yet in service
    in_maintenance = {"lnx-fraud04", "win-file03"}
    db.executemany("INSERT INTO cmdb_ci_server VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", server_rows)
    db.executemany(
        "UPDATE cmdb_ci_server SET install_status = 3 WHERE name = ?", [(name,) for name in sorted(in_maintenance)]
    )
    server_by_name = {s.name: s for s in servers}
    hot = server_by_name[HOT_SERVER]

    def engineer_of(group: str) -> str:
        names = [n for n in members_of[group] if n != members_of[group][0] or len(members_of[group]) < 3]
        weights = [6.0 if n == STAR_RESOLVER else 1.0 for n in names]
        return user_id[rng.choices(names, weights=weights)[0]]

    # Changes: drawn day by day, then numbered in the order they were opened.
    change_descriptions = {
        "Network Operations": ["Firmware upgrade on core switches", "Add VLAN for new office floor",
                               "Renew load balancer certificates"],
        "Linux Platform": ["Monthly kernel patching", "Resize /var on application nodes", "Upgrade container runtime"],
        "Windows Platform": ["Monthly Windows patching", "Extend file share quota", "Domain controller upgrade"],
        "Database Administration": ["Minor version upgrade of PostgreSQL", "Add index to settlement table",
                                    "Rotate database credentials"],
        "Payments Application Support": ["Deploy authorisation service release", "Update BIN table",
                                         "Scale out clearing workers"],
        "Storage & Backup": ["Expand SAN pool", "Change backup retention"],
        "Identity & Access Management": ["Rotate SSO signing certificate", "Enable MFA for contractors"],
    }  # fmt: skip
    emergencies = {-95, -80, -66, -52, -41, *EMERGENCY_DAYS}
    changes: list[dict[str, object]] = []
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        kinds = [pick(rng, [("standard", 0.5), ("normal", 0.5)]) for _ in range(rng.choice([2, 3, 4, 4, 5]))]
        if day >= 1:
            kinds = kinds[: rng.choice([0, 1, 1, 2])]
        if day in emergencies:
            kinds.append("emergency")
        for index, kind in enumerate(kinds):
            group = pick(rng, [(g, 1.0) for g in change_descriptions])
            description = rng.choice(change_descriptions[group])
            failed_firewall = day == FIREWALL_DAY and index == 0
            if failed_firewall:
                group, description = "Network Operations", "Firewall rule update on Frankfurt DC core firewalls"
            if kind == "emergency":
                description = "Emergency: " + rng.choice(
                    [
                        "hotfix for authorisation timeouts",
                        "block malicious IP range",
                        "restore failed replication",
                        "revoke leaked credentials",
                    ]
                )
            gservers = [s for s in servers if s.group == group and s.status == 1]
            ci = server_by_name["net-fw01"] if failed_firewall else (rng.choice(gservers) if gservers else None)
            start = at(day, on_grid(rng, 20 * 60, 23 * 60) if kind != "emergency" else on_grid(rng, 8 * 60, 20 * 60))
            end = start + datetime.timedelta(minutes=5 * rng.randint(6, 36))
            lead_days = {"standard": rng.randint(1, 5), "normal": rng.randint(5, 14), "emergency": 0}[kind]
            opened = start - datetime.timedelta(days=lead_days, minutes=5 * rng.randint(12, 60))
            risk = {"standard": 4, "normal": rng.choice([3, 3, 4, 2]), "emergency": 2}[kind]
            roll, code, hours = rng.random(), pick(rng, CHANGE_OUTCOMES), rng.randint(2, 30)
            requester = rng.choice(callers)[0] if kind == "standard" and rng.random() < 0.3 else engineer_of(group)
            if opened > now:
                continue
            work_start = work_end = closed = close_code = None
            approval = "not requested" if kind == "standard" else "approved"
            if end <= now:
                work_start, work_end, close_code = start, end, code
                if failed_firewall:
                    close_code = "unsuccessful"
                elif close_code == "unsuccessful" and day > -40:
                    close_code = "successful_issues"
                closed = end + datetime.timedelta(hours=hours)
                state = 3
                if closed > now:
                    state, closed = 0, None
                if roll < 0.03 and not failed_firewall and kind != "emergency":
                    state, close_code, work_start, work_end, approval = 4, None, None, None, "rejected"
                    closed = start - datetime.timedelta(days=1)
                    if closed < opened:
                        closed = opened + datetime.timedelta(hours=1)
            elif start <= now:
                state, work_start = -1, start
            elif kind == "standard" or start - now < datetime.timedelta(days=10):
                state = -2
            else:
                state, approval = -3, "requested"
            changes.append(
                {"opened": opened, "day": day, "group": group, "failed": failed_firewall,
                 "row": [description, kind, state, risk, rng.choice([1, 2, 2, 3]), approval, requester,
                         group_id[group], engineer_of(group), ci.sid if ci else None, fmt(start), fmt(end),
                         fmt(work_start) if work_start else None, fmt(work_end) if work_end else None, close_code,
                         fmt(opened), fmt(closed) if closed else None, int(kind != "standard"),
                         fmt(min(now_grid, closed or (work_start or opened)))]}
            )  # fmt: skip
    changes.sort(key=lambda c: (c["opened"], c["row"][0]))  # type: ignore[index]
    change_rows: list[tuple[object, ...]] = []
    change_ids: list[tuple[str, int, str]] = []  # sys_id, start day, group
    failed_change = ""
    for number, change in enumerate(changes, start=1):
        change_id = sys_id("change_request", number)
        change_rows.append((change_id, f"CHG{30000 + number:07d}", *change["row"]))  # type: ignore[misc]
        change_ids.append((change_id, int(change["day"]), str(change["group"])))  # type: ignore[call-overload]
        if change["failed"]:
            failed_change = change_id
    db.executemany(
        "INSERT INTO change_request VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", change_rows
    )

    # Problems
    problem_rows: list[tuple[object, ...]] = []
    problem_ids: list[tuple[str, str, Server | None]] = []  # sys_id, group, server
    pool_problem = ""
    for k in range(1, 66):
        opened_day = -DAYS_BACK - 60 + int(k * (DAYS_BACK + 50) / 65)
        group = pick(rng, [(g, share) for g, *_, share, _ in GROUPS if share > 0 and g != "Service Desk"])
        gservers = [s for s in servers if s.group == group and s.status == 1 and s.weight > 0]
        server = rng.choice(gservers) if gservers and rng.random() < 0.8 else None
        description = (
            rng.choice(["Recurring", "Intermittent", "Repeated"])
            + " "
            + rng.choice(
                ["service restarts", "timeouts under load", "job failures", "login failures", "alerts without cause"]
            )
        )
        known = 0
        if k == 7:
            group, server, description, known = (
                "Database Administration",
                hot,
                ("Connection pool exhaustion on payments database"),
                1,
            )
            opened_day = -75
            pool_problem = sys_id("problem", k)
        opened = at(opened_day, on_grid(rng, 540, 1020))
        if opened > now:
            opened = at(-1, 600)
        age = (now - opened).days
        if k == 7:
            state, resolved = 104, None
        elif age > 40 and rng.random() < 0.7:
            state, resolved = (107 if rng.random() < 0.6 else 106), opened + datetime.timedelta(days=rng.randint(5, 35))
        else:
            state, resolved = rng.choice([101, 102, 103, 103, 104]), None
            known = int(state == 104 and rng.random() < 0.5)
        closed = resolved + datetime.timedelta(days=3) if state == 107 and resolved else None
        if closed and closed > now:
            state, closed = 106, None
        problem_rows.append(
            (sys_id("problem", k), f"PRB{40000 + k:07d}", description, state, rng.choice([2, 3, 3, 4]) if k != 7 else 2,
             group_id[group], engineer_of(group), server.sid if server else None, known, fmt(opened),
             fmt(resolved) if resolved else None, fmt(closed) if closed else None,
             rng.choice(["Software defect", "Capacity", "Configuration", "Hardware failure", "Third party"])
             if resolved else None, fmt(min(now_grid, closed or resolved or opened)))
        )  # fmt: skip
        problem_ids.append((sys_id("problem", k), group, server))
    db.executemany("INSERT INTO problem VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", problem_rows)

    # SLA definitions
    sla_rows: list[tuple[object, ...]] = []
    sla_id: dict[tuple[int, str], str] = {}
    for p, (response, resolution) in SLA_TARGETS.items():
        for target, minutes in (("response", response), ("resolution", resolution)):
            sid = sys_id("contract_sla", len(sla_rows))
            sla_id[(p, target)] = sid
            label = f"{minutes // 60} hours" if minutes % 60 == 0 and minutes < 2880 else (
                f"{minutes // 1440} days" if minutes % 1440 == 0 else f"{minutes} minutes")  # fmt: skip
            sla_rows.append((sid, f"P{p} {target} {label}", "incident", target, p, minutes, "24x7", 1))
    db.executemany("INSERT INTO contract_sla VALUES (?, ?, ?, ?, ?, ?, ?, ?)", sla_rows)

    # Incidents
    @dataclasses.dataclass
    class Draft:
        opened: datetime.datetime
        group: str
        priority_pair: tuple[int, int]
        server: Server | None
        caller: str
        contact: str
        minutes: int | None  # to resolution; None: unresolved
        response: int
        state: int = 0
        hold: int | None = None
        problem: str | None = None
        cause: str | None = None
        major: int = 0
        subject: tuple[str, str] | None = None
        reassign: int = 0
        category: str = ""
        canceled: bool = False

    def draw_priority(group: str, monitoring_alert: bool) -> tuple[int, int]:
        if monitoring_alert or group in ("Payments Application Support", "Database Administration"):
            weights = [((2, 2), 0.45), ((2, 3), 0.2), ((1, 3), 0.07), ((2, 1), 0.06), ((3, 2), 0.15),
                       ((3, 1), 0.07), ((1, 1), 0.015)]  # fmt: skip
        else:
            weights = [((3, 3), 0.14), ((2, 3), 0.3), ((3, 2), 0.16), ((2, 2), 0.3), ((1, 3), 0.04), ((2, 1), 0.06),
                       ((1, 1), 0.004)]  # fmt: skip
        return rng.choices([pair for pair, _ in weights], weights=[w for _, w in weights])[0]

    def resolution_minutes(priority: int, group: str) -> int:
        target = SLA_TARGETS[priority][1]
        breach = next(b for g, *_, b in GROUPS if g == group)
        if rng.random() < breach:
            minutes = target * rng.uniform(1.15, 2.6)
        else:
            minutes = target * min(0.85, rng.lognormvariate(math.log(0.3), 0.6))
        return max(10, 5 * round(minutes / 5))

    drafts: list[Draft] = []
    shares = [(g, share) for g, *_, share, _ in GROUPS if share > 0]
    for day in range(-DAYS_BACK, 1):
        quiet = day % 7 in (2, 3)  # two quiet days a week, counted from today (not the calendar)
        for _ in range(rng.randint(12, 18) if quiet else rng.randint(30, 42)):
            group = pick(rng, shares)
            alert = rng.random() < (0.45 if group != "Service Desk" else 0.0)
            gservers = [s for s in servers if s.group == group and s.weight > 0
                        and (s.retired_day is None or s.retired_day > day)]  # fmt: skip
            server = None
            if group != "Service Desk" and gservers and rng.random() < 0.85:
                server = rng.choices(gservers, weights=[s.weight for s in gservers])[0]
            minute = on_grid(rng, 0, 1435) if alert else on_grid(rng, 7 * 60, 19 * 60)
            opened = at(day, minute)
            pair = draw_priority(group, alert)
            priority = PRIORITY[pair]
            caller = monitoring if alert else rng.choices([c for c, _ in callers], [w for _, w in callers])[0]
            if not alert and rng.random() < 0.015 + (0.03 if group == "Service Desk" else 0):
                caller = frequent
            contact = "monitoring" if alert else pick(rng, [c for c in CONTACT if c[0] != "monitoring"])
            drafts.append(
                Draft(opened, group, pair, server, caller, contact, resolution_minutes(priority, group),
                      5 * max(1, round(SLA_TARGETS[priority][0] * rng.uniform(0.1, 0.8) / 5)))
            )  # fmt: skip
    # the hot database: 30 more alerts in the last 30 days, most linked to the connection-pool problem
    for k in range(30):
        day = -29 + k
        opened = at(min(day, 0), on_grid(rng, 0, 1435))
        if opened > now:
            opened = at(day - 1, on_grid(rng, 0, 1435))
        pair = (2, 2)
        drafts.append(
            Draft(opened, "Database Administration", pair, hot, monitoring, "monitoring",
                  resolution_minutes(3, "Database Administration"), 60, problem=pool_problem if k % 5 else None)
        )  # fmt: skip
    # the retired server's leftovers
    legacy = server_by_name[RETIRED_BUT_BUSY]
    for day in (-25, -14, -3):
        drafts.append(Draft(at(day, 600), "Windows Platform", (2, 3), legacy, rng.choice(callers)[0], "email",
                            resolution_minutes(4, "Windows Platform"), 120))  # fmt: skip
    # nine incidents caused by the failed firewall change, within a day of it
    fw_start = at(FIREWALL_DAY, 22 * 60)
    for k in range(9):
        opened = fw_start + datetime.timedelta(minutes=20 + 35 * k)
        group = "Network Operations" if k % 3 else "Payments Application Support"
        struck = server_by_name["net-fw01"] if k % 3 else server_by_name["lnx-pay-app01"]
        drafts.append(Draft(opened, group, (2, 2), struck, monitoring, "monitoring", 5 * rng.randint(12, 60), 20,
                            cause=failed_change))  # fmt: skip
    # a few changes cause one or two incidents
    for change_id, day, group in rng.sample([c for c in change_ids if -DAYS_BACK < c[1] < -1 and c[0] != failed_change],
                                            14):  # fmt: skip
        for _ in range(rng.choice([1, 1, 2])):
            gservers = [s for s in servers if s.group == group and s.weight > 0 and s.retired_day is None]
            struck_ci = rng.choice(gservers) if gservers else None
            drafts.append(Draft(at(day + 1, on_grid(rng, 420, 700)), group, (2, 3), struck_ci, monitoring, "monitoring",
                                resolution_minutes(4, group), 60, cause=change_id))  # fmt: skip
    # the two P1s open right now
    pay_app = server_by_name["lnx-pay-app02"]
    drafts.append(Draft(grid(now - datetime.timedelta(hours=3)), "Payments Application Support", (1, 1), pay_app,
                        monitoring, "monitoring", None, 10, state=IN_PROGRESS, major=1,
                        subject=("authorisation", "Card authorisations timing out for EU merchants")))  # fmt: skip
    switch = server_by_name["net-lb01"]
    drafts.append(Draft(grid(now - datetime.timedelta(hours=26)), "Network Operations", (1, 1), switch,
                        monitoring, "monitoring", None, 10, state=ON_HOLD, hold=4, major=1,
                        subject=("hardware", "Core switch stack member down in Frankfurt DC")))  # fmt: skip
    drafts = sorted((d for d in drafts if d.opened <= now), key=lambda d: (d.opened, d.group, d.caller))

    # Decide states: unresolved when the resolution lies beyond now (plus a few old stragglers).
    for d in drafts:
        priority = PRIORITY[d.priority_pair]
        if d.state:
            continue
        if priority == 1:
            d.minutes = 5 * rng.randint(18, 40)  # P1s are fixed within hours (under the 4-hour target)
        assert d.minutes is not None
        end = d.opened + datetime.timedelta(minutes=d.minutes)
        if end > now:
            d.minutes = None
            young = now - d.opened < datetime.timedelta(hours=2)
            roll = rng.random()
            if young and roll < 0.5:
                d.state = NEW
            elif roll < 0.75:
                d.state = IN_PROGRESS
            else:
                d.state = ON_HOLD
                d.hold = rng.choices([1, 4, 3, 5], weights=[0.5, 0.2, 0.15, 0.15])[0]
        elif priority >= 4 and (now - d.opened).days > 14 and rng.random() < 0.02 and d.cause is None:
            d.canceled, d.state, d.minutes = True, CANCELED, None
        else:
            d.state = RESOLVED if now - end < datetime.timedelta(days=7) else CLOSED
        d.reassign = rng.choice([0, 0, 0, 0, 1, 1, 2, 3]) if not d.canceled else 0
        if d.state in (RESOLVED, CLOSED) and rng.random() < 0.01:
            d.reassign = rng.randint(5, 7)
    unresolved = [d for d in drafts if d.state in (NEW, IN_PROGRESS, ON_HOLD) and PRIORITY[d.priority_pair] > 1]
    for d in unresolved:
        d.reassign = min(d.reassign, 3)
    for d in rng.sample([d for d in unresolved if d.state != NEW], 4):
        d.reassign = rng.randint(5, 8)

    incident_rows: list[tuple[object, ...]] = []
    sla_task_rows: list[tuple[object, ...]] = []
    for n, d in enumerate(drafts, start=1):
        iid = sys_id("incident", n)
        priority = PRIORITY[d.priority_pair]
        category = ""
        if d.subject is None:
            category = pick(rng, GROUP_CATEGORIES[d.group])
            if d.server is not None and d.server.name.startswith(("lnx-pay-db", "lnx-dwh")):
                category = "database"
            subject = rng.choice(SUBJECTS[category])
        else:
            subject = d.subject
            category = "software" if d.group.startswith("Payments") else "network"
        description = subject[1] + (f" on {d.server.name}" if d.server else "")
        if d.server is hot and d.problem:
            description = "Connection pool exhausted on " + hot.name
        assigned = None if d.state == NEW else engineer_of(d.group)
        resolved = closed = close_code = stc = resolved_by = None
        if d.minutes is not None:
            resolved = d.opened + datetime.timedelta(minutes=d.minutes)
            resolved_by = assigned
            close_code = pick(rng, CLOSE_CODES)
            stc = d.minutes * 60
            if d.state == CLOSED:
                closed = resolved + datetime.timedelta(days=7)
        if d.canceled:
            closed = d.opened + datetime.timedelta(minutes=5 * rng.randint(6, 200))
            close_code = "Canceled"
        problem = d.problem
        if problem is None and d.server is not None and d.state != CANCELED and rng.random() < 0.06:
            matching = [pid for pid, g, s in problem_ids if s is d.server or (s is None and g == d.group)]
            matching = [pid for pid in matching if pid != pool_problem]
            problem = rng.choice(matching) if matching else None
        if d.state == ON_HOLD and d.hold == 3 and problem is None:
            choices_ = [pid for pid, g, _ in problem_ids if g == d.group and pid != pool_problem]
            problem = rng.choice(choices_) if choices_ else None
        updated = closed or resolved or (d.opened + datetime.timedelta(minutes=d.response))
        updated = min(updated, now_grid)
        incident_rows.append(
            (iid, f"INC{10000 + n:07d}", description, d.caller, d.caller if d.contact == "self-service" or
             d.caller == monitoring else engineer_of("Service Desk"), d.contact, category, subject[0],
             d.server.sid if d.server else None, d.priority_pair[0], d.priority_pair[1], priority, d.state, d.hold,
             group_id[d.group], assigned, fmt(d.opened), fmt(resolved) if resolved else None, resolved_by,
             fmt(closed) if closed else None, close_code, stc, d.reassign, int(rng.random() < 0.03 and resolved
             is not None), problem, d.cause, d.major, f"VND-{rng.randint(100000, 999999)}" if d.hold == 4 else None,
             fmt(updated))
        )  # fmt: skip
        # SLA clocks: response, then resolution
        response_target, resolution_target = SLA_TARGETS[priority]
        for target, limit in (("response", response_target), ("resolution", resolution_target)):
            planned = d.opened + datetime.timedelta(minutes=limit)
            stopped: datetime.datetime | None = resolved
            if target == "response":
                answered = d.opened + datetime.timedelta(minutes=d.response)
                stopped = answered if (d.state != NEW and answered <= now) else None
            if d.canceled:
                stage, stopped = "cancelled", closed
            elif stopped is not None:
                stage = "completed"
            else:
                stage = "paused" if d.state == ON_HOLD and target == "resolution" else "in_progress"
            elapsed = ((stopped or now) - d.opened).total_seconds() / 60
            breached = int(not d.canceled and (stopped or now) > planned)
            sla_task_rows.append(
                (sys_id("task_sla", len(sla_task_rows)), iid, sla_id[(priority, target)], stage, fmt(d.opened),
                 fmt(stopped) if stopped else None, fmt(planned), breached, round(100 * elapsed / limit, 2))
            )  # fmt: skip
    db.executemany(
        "INSERT INTO incident VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?)",
        incident_rows,
    )
    db.executemany("INSERT INTO task_sla VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", sla_task_rows)
    close_checked(db, "itsm")
