"""A Savoie bus operator's IT service desk (TransAlpes, Chambéry) as the SQLite database of GLPI 10, the open-source
IT asset management and helpdesk.

GLPI names every table ``glpi_<itemtypes>`` and every reference ``<table>_id`` (``entities_id``, ``users_id``,
``itilcategories_id``...), with **0 for "none"** in the optional references (a ticket without a category has
``itilcategories_id`` 0, a computer without a user ``users_id`` 0): those columns declare no foreign key, as 0 points at
nothing; the references that are always set declare theirs. Entities form a tree from the root entity (id 0, parent
NULL): TransAlpes, then its head office in Chambéry and its depots at Aix-les-Bains and Albertville, each row carrying
its ``completename`` (``Root entity > TransAlpes > Dépôt Albertville``) and ``level``. ``glpi_users.name`` is the
login, ``realname`` the surname and ``firstname`` the first name; ``is_active`` 0/1 and ``is_deleted`` 0/1 (the
trash) on users, computers and tickets alike. Tickets (``glpi_tickets``) carry integer codes: ``status`` 1 New, 2
Processing (assigned), 3 Processing (planned), 4 Pending, 5 Solved, 6 Closed; ``type`` 1 Incident, 2 Request;
``urgency``, ``impact`` and ``priority`` 1 Very low ... 5 Very high (6 Major for priority); the request source is
``requesttypes_id`` into ``glpi_requesttypes`` (Helpdesk, E-Mail, Phone, Direct, Written, Other). Who is on a ticket
is ``glpi_tickets_users`` (``type`` 1 requester, 2 assigned technician, 3 observer) and which group
``glpi_groups_tickets`` (same codes); the computers a ticket is about are ``glpi_items_tickets`` rows (``itemtype``
``'Computer'``, ``items_id``). Follow-ups are ``glpi_itilfollowups`` (``itemtype`` ``'Ticket'``, ``items_id`` the
ticket, ``is_private`` 0/1), tasks ``glpi_tickettasks`` with ``actiontime`` in **seconds**, and satisfaction surveys
``glpi_ticketsatisfactions`` (``satisfaction`` 1 to 5, NULL with ``date_answered`` NULL while unanswered). The
ticket's own ``date`` is when it was opened, ``solvedate`` and ``closedate`` NULL until then, ``solve_delay_stat`` the
seconds from opening to solution, ``time_to_resolve`` the SLA's deadline. Computers (``glpi_computers``) have a
manufacturer, a type (Desktop, Laptop, Thin client...), a status from ``glpi_states`` (In use, In stock, In repair,
Retired), ``last_inventory_update`` from the GLPI agent, and templates (``is_template`` 1) that are not machines.
Times are DATETIME text in UTC. The desk's records reach 120 days back; no ticket is opened exactly 7, 14, 30, 60 or
90 days ago.

Planted signals:

* the ``Printers > Paper jam`` category has the most tickets over the whole period; ``Network > VPN`` the most in
  the last 7 days (a certificate expired on the VPN gateway five days ago);
* Sandrine Cochet (``scochet``, dispatch at Albertville) has opened the most tickets in the last 30 days, almost all
  about her dispatch PC ``ALB-PC-0007``, the computer with the most tickets;
* Lucas Faure (``lfaure``) solved the most tickets in the last 30 days; Nadia Benali (``nbenali``) logged the most
  task time; the ``N2 Réseau`` group takes the longest on average to solve its tickets;
* seven spam tickets sit in the trash (``is_deleted`` 1); two computer templates are not machines;
* e-mail is how most tickets arrive; about one ticket in ten has no category (``itilcategories_id`` 0);
* eleven open tickets are past their resolution deadline, most of them in ``N2 Réseau``;
* twenty computers have not been inventoried for more than 60 days (their agent stopped), and six computers still
  belong to users who have left (``is_active`` 0); Dell made most of the fleet, HP most of the laptops;
* Lucas Faure's satisfaction average is the best among technicians with at least five answered surveys; a third of the
  surveys are never answered.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE glpi_entities (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, entities_id INTEGER REFERENCES glpi_entities (id),
  completename TEXT, comment TEXT, level INTEGER NOT NULL DEFAULT 0, date_mod DATETIME, date_creation DATETIME
);
CREATE TABLE glpi_profiles (
  id INTEGER PRIMARY KEY, name VARCHAR(255), interface VARCHAR(255) DEFAULT 'helpdesk', is_default TINYINT NOT NULL
  DEFAULT 0, date_mod DATETIME, date_creation DATETIME
);
CREATE TABLE glpi_locations (
  id INTEGER PRIMARY KEY, entities_id INTEGER NOT NULL REFERENCES glpi_entities (id), name VARCHAR(255),
  locations_id INTEGER NOT NULL DEFAULT 0, completename TEXT, level INTEGER NOT NULL DEFAULT 0, town VARCHAR(255),
  date_mod DATETIME, date_creation DATETIME
);
CREATE TABLE glpi_users (
  id INTEGER PRIMARY KEY, name VARCHAR(255), password VARCHAR(255), phone VARCHAR(255), realname VARCHAR(255),
  firstname VARCHAR(255), locations_id INTEGER NOT NULL DEFAULT 0, language CHAR(10), is_active TINYINT NOT NULL
  DEFAULT 1, profiles_id INTEGER NOT NULL DEFAULT 0, entities_id INTEGER NOT NULL DEFAULT 0 REFERENCES
  glpi_entities (id), usertitles_id INTEGER NOT NULL DEFAULT 0, authtype INTEGER NOT NULL DEFAULT 0,
  last_login DATETIME, date_mod DATETIME, date_sync DATETIME, is_deleted TINYINT NOT NULL DEFAULT 0,
  date_creation DATETIME
);
CREATE TABLE glpi_groups (
  id INTEGER PRIMARY KEY, entities_id INTEGER NOT NULL DEFAULT 0 REFERENCES glpi_entities (id), is_recursive TINYINT
  NOT NULL DEFAULT 0, name VARCHAR(255), comment TEXT, groups_id INTEGER NOT NULL DEFAULT 0, completename TEXT,
  level INTEGER NOT NULL DEFAULT 0, is_requester TINYINT NOT NULL DEFAULT 1, is_assign TINYINT NOT NULL DEFAULT 1,
  date_mod DATETIME, date_creation DATETIME
);
CREATE TABLE glpi_groups_users (
  id INTEGER PRIMARY KEY, users_id INTEGER NOT NULL REFERENCES glpi_users (id), groups_id INTEGER NOT NULL REFERENCES
  glpi_groups (id), is_dynamic TINYINT NOT NULL DEFAULT 0, is_manager TINYINT NOT NULL DEFAULT 0, is_userdelegate
  TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE glpi_itilcategories (
  id INTEGER PRIMARY KEY, entities_id INTEGER NOT NULL DEFAULT 0 REFERENCES glpi_entities (id), is_recursive TINYINT
  NOT NULL DEFAULT 1, itilcategories_id INTEGER NOT NULL DEFAULT 0, name VARCHAR(255), completename TEXT,
  level INTEGER NOT NULL DEFAULT 0, users_id INTEGER NOT NULL DEFAULT 0, groups_id INTEGER NOT NULL DEFAULT 0,
  is_incident TINYINT NOT NULL DEFAULT 1, is_request TINYINT NOT NULL DEFAULT 1, date_mod DATETIME,
  date_creation DATETIME
);
CREATE TABLE glpi_requesttypes (
  id INTEGER PRIMARY KEY, name VARCHAR(255), is_helpdesk_default TINYINT NOT NULL DEFAULT 0,
  is_mail_default TINYINT NOT NULL DEFAULT 0, is_active TINYINT NOT NULL DEFAULT 1
);
CREATE TABLE glpi_manufacturers (id INTEGER PRIMARY KEY, name VARCHAR(255), comment TEXT);
CREATE TABLE glpi_computertypes (id INTEGER PRIMARY KEY, name VARCHAR(255), comment TEXT);
CREATE TABLE glpi_computermodels (
  id INTEGER PRIMARY KEY, name VARCHAR(255), product_number VARCHAR(255), comment TEXT
);
CREATE TABLE glpi_states (
  id INTEGER PRIMARY KEY, name VARCHAR(255), entities_id INTEGER NOT NULL DEFAULT 0, completename TEXT,
  is_visible_computer TINYINT NOT NULL DEFAULT 1
);
CREATE TABLE glpi_computers (
  id INTEGER PRIMARY KEY, entities_id INTEGER NOT NULL DEFAULT 0 REFERENCES glpi_entities (id), name VARCHAR(255),
  serial VARCHAR(255), otherserial VARCHAR(255), contact VARCHAR(255), users_id_tech INTEGER NOT NULL DEFAULT 0,
  groups_id_tech INTEGER NOT NULL DEFAULT 0, comment TEXT, date_mod DATETIME, locations_id INTEGER NOT NULL DEFAULT 0,
  computermodels_id INTEGER NOT NULL DEFAULT 0, computertypes_id INTEGER NOT NULL DEFAULT 0, is_template TINYINT NOT
  NULL DEFAULT 0, template_name VARCHAR(255), manufacturers_id INTEGER NOT NULL DEFAULT 0, is_deleted TINYINT NOT
  NULL DEFAULT 0, is_dynamic TINYINT NOT NULL DEFAULT 0, users_id INTEGER NOT NULL DEFAULT 0, groups_id INTEGER NOT
  NULL DEFAULT 0, states_id INTEGER NOT NULL DEFAULT 0, uuid VARCHAR(255), date_creation DATETIME,
  last_inventory_update DATETIME, last_boot DATETIME
);
CREATE TABLE glpi_tickets (
  id INTEGER PRIMARY KEY, entities_id INTEGER NOT NULL DEFAULT 0 REFERENCES glpi_entities (id), name VARCHAR(255),
  date DATETIME, closedate DATETIME, solvedate DATETIME, takeintoaccountdate DATETIME, date_mod DATETIME,
  users_id_lastupdater INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 1, users_id_recipient INTEGER NOT
  NULL DEFAULT 0, requesttypes_id INTEGER NOT NULL DEFAULT 0 REFERENCES glpi_requesttypes (id), content TEXT,
  urgency INTEGER NOT NULL DEFAULT 1, impact INTEGER NOT NULL DEFAULT 1, priority INTEGER NOT NULL DEFAULT 1,
  itilcategories_id INTEGER NOT NULL DEFAULT 0, type INTEGER NOT NULL DEFAULT 1, global_validation INTEGER NOT NULL
  DEFAULT 1, time_to_resolve DATETIME, time_to_own DATETIME, solve_delay_stat INTEGER NOT NULL DEFAULT 0,
  close_delay_stat INTEGER NOT NULL DEFAULT 0, takeintoaccount_delay_stat INTEGER NOT NULL DEFAULT 0,
  actiontime INTEGER NOT NULL DEFAULT 0, is_deleted TINYINT NOT NULL DEFAULT 0, locations_id INTEGER NOT NULL
  DEFAULT 0, date_creation DATETIME
);
CREATE TABLE glpi_tickets_users (
  id INTEGER PRIMARY KEY, tickets_id INTEGER NOT NULL REFERENCES glpi_tickets (id), users_id INTEGER NOT NULL
  REFERENCES glpi_users (id), type INTEGER NOT NULL DEFAULT 1, use_notification TINYINT NOT NULL DEFAULT 1,
  alternative_email VARCHAR(255)
);
CREATE TABLE glpi_groups_tickets (
  id INTEGER PRIMARY KEY, tickets_id INTEGER NOT NULL REFERENCES glpi_tickets (id), groups_id INTEGER NOT NULL
  REFERENCES glpi_groups (id), type INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE glpi_items_tickets (
  id INTEGER PRIMARY KEY, itemtype VARCHAR(100), items_id INTEGER NOT NULL DEFAULT 0, tickets_id INTEGER NOT NULL
  REFERENCES glpi_tickets (id)
);
CREATE TABLE glpi_itilfollowups (
  id INTEGER PRIMARY KEY, itemtype VARCHAR(100) NOT NULL, items_id INTEGER NOT NULL DEFAULT 0, date DATETIME,
  users_id INTEGER NOT NULL DEFAULT 0, users_id_editor INTEGER NOT NULL DEFAULT 0, content TEXT, is_private TINYINT
  NOT NULL DEFAULT 0, requesttypes_id INTEGER NOT NULL DEFAULT 0, date_mod DATETIME, date_creation DATETIME,
  timeline_position TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE glpi_tickettasks (
  id INTEGER PRIMARY KEY, uuid VARCHAR(255), tickets_id INTEGER NOT NULL REFERENCES glpi_tickets (id),
  taskcategories_id INTEGER NOT NULL DEFAULT 0, date DATETIME, users_id INTEGER NOT NULL DEFAULT 0, users_id_editor
  INTEGER NOT NULL DEFAULT 0, content TEXT, is_private TINYINT NOT NULL DEFAULT 0, actiontime INTEGER NOT NULL
  DEFAULT 0, "begin" DATETIME, "end" DATETIME, state INTEGER NOT NULL DEFAULT 1, users_id_tech INTEGER NOT NULL
  DEFAULT 0, groups_id_tech INTEGER NOT NULL DEFAULT 0, date_mod DATETIME, date_creation DATETIME
);
CREATE TABLE glpi_ticketsatisfactions (
  id INTEGER PRIMARY KEY, tickets_id INTEGER NOT NULL REFERENCES glpi_tickets (id), type INTEGER NOT NULL DEFAULT 1,
  date_begin DATETIME, date_answered DATETIME, satisfaction INTEGER, comment TEXT
);
"""

ENTITIES = [(0, "Root entity", None, 0), (1, "TransAlpes", 0, 1), (2, "Siège Chambéry", 1, 2),
            (3, "Dépôt Aix-les-Bains", 1, 2), (4, "Dépôt Albertville", 1, 2)]  # fmt: skip
PROFILES = ["Self-Service", "Observer", "Admin", "Super-Admin", "Hotliner", "Technician", "Supervisor"]
SELF_SERVICE, TECHNICIAN, SUPERVISOR = 1, 6, 7
REQUESTTYPES = [("Helpdesk", 0.24), ("E-Mail", 0.44), ("Phone", 0.22), ("Direct", 0.06), ("Written", 0.02),
                ("Other", 0.02)]  # fmt: skip
MANUFACTURERS = ["Dell Inc.", "HP", "Lenovo", "Fujitsu", "Apple Inc."]
TYPES = ["Desktop", "Laptop", "Thin client", "Server", "Tablet"]
STATES = ["In use", "In stock", "In repair", "Retired"]
# group: (parent, technicians' logins); solve hours (low, high)
GROUPS = {
    "Support": (0, [], (0, 0)),
    "N1 Hotline": (1, ["lfaure", "cmartin", "jroux"], (1, 20)),
    "N2 Réseau": (1, ["nbenali", "pgirard"], (30, 160)),
    "N2 Postes de travail": (1, ["tblanc", "egarnier"], (5, 60)),
    "Applications métier": (0, ["amercier"], (10, 90)),
}
TECHS = {"lfaure": ("Faure", "Lucas"), "cmartin": ("Martin", "Chloé"), "jroux": ("Roux", "Julien"),
         "nbenali": ("Benali", "Nadia"), "pgirard": ("Girard", "Pierre"), "tblanc": ("Blanc", "Thomas"),
         "egarnier": ("Garnier", "Emma"), "amercier": ("Mercier", "Antoine")}  # fmt: skip
# category (parent, name): weight, group
CATEGORIES = [
    ("Printers", None, 0, "N2 Postes de travail"), ("Printers", "Paper jam", 10, "N1 Hotline"),
    ("Printers", "Toner", 5, "N1 Hotline"), ("Network", None, 0, "N2 Réseau"), ("Network", "VPN", 5, "N2 Réseau"),
    ("Network", "Wi-Fi", 4, "N2 Réseau"), ("Workstation", None, 0, "N2 Postes de travail"),
    ("Workstation", "Hardware failure", 6, "N2 Postes de travail"), ("Workstation", "Software install", 7,
     "N2 Postes de travail"), ("Accounts", None, 0, "N1 Hotline"), ("Accounts", "Password reset", 8, "N1 Hotline"),
    ("Accounts", "New starter", 3, "N1 Hotline"), ("Business apps", None, 0, "Applications métier"),
    ("Business apps", "Hastus scheduling", 4, "Applications métier"), ("Business apps", "Ticketing terminals", 3,
     "Applications métier"), ("Telephony", None, 3, "N2 Réseau"),
]  # fmt: skip
SURNAMES = ["Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon",
            "Laurent", "Lefebvre", "Michel", "Fournier", "Lambert", "Bonnet", "François", "Rousseau", "Vincent",
            "Muller", "Fontaine", "Chevalier", "Perrin", "Morin", "Clément", "Gauthier", "Dumont", "Lopez", "Brun",
            "Gaillard", "Barbier", "Arnaud", "Meyer", "Marchand", "Duval", "Denis", "Lemoine", "Roche", "Picard",
            "Colin", "Vidal", "Caron", "Renaud", "Aubert", "Giraud", "Lacroix", "Dupuis", "Baron", "Collet",
            "Rey"]  # fmt: skip
FIRSTNAMES = ["Marie", "Jean", "Camille", "Louis", "Léa", "Hugo", "Manon", "Paul", "Inès", "Jules", "Sarah",
              "Nathan", "Clara", "Théo", "Julie", "Maxime", "Laura", "Antoine", "Pauline", "Romain"]  # fmt: skip
QUIET_DAYS = {0, -7, -14, -30, -60, -90}
DAYS = 120


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write TransAlpes' GLPI database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    installed = clock.stamp(-900, 540)
    db.executemany(
        "INSERT INTO glpi_entities VALUES (?,?,?,?,NULL,?,?,?)",
        [(ident, name, parent, " > ".join(e[1] for e in ENTITIES if e[0] in _chain(ident)), level, installed,
          installed) for ident, name, parent, level in ENTITIES],
    )  # fmt: skip
    db.executemany("INSERT INTO glpi_profiles VALUES (?,?,?,?,?,?)",
                   [(n, name, "helpdesk" if n == SELF_SERVICE else "central", int(n == SELF_SERVICE), installed,
                     installed) for n, name in enumerate(PROFILES, start=1)])  # fmt: skip
    locations = [(1, 2, "Siège", 0, "Siège", 1, "Chambéry"), (2, 3, "Dépôt Aix", 0, "Dépôt Aix", 1, "Aix-les-Bains"),
                 (3, 4, "Dépôt Albertville", 0, "Dépôt Albertville", 1, "Albertville"),
                 (4, 4, "Dispatch", 3, "Dépôt Albertville > Dispatch", 2, "Albertville"),
                 (5, 2, "Salle serveurs", 1, "Siège > Salle serveurs", 2, "Chambéry")]  # fmt: skip
    db.executemany("INSERT INTO glpi_locations VALUES (?,?,?,?,?,?,?,?,?)",
                   [(*row, installed, installed) for row in locations])  # fmt: skip
    location_of_entity = {2: 1, 3: 2, 4: 3}

    # ------------------------------------------------------------ users
    users: list[tuple[Any, ...]] = []
    user_ids: dict[str, int] = {}

    def user(login: str, realname: str, firstname: str, profile: int, entity: int, active: int = 1,
             created: int = -800, location: int = 0) -> int:  # fmt: skip
        ident = len(users) + 2  # id 1 is glpi, the super-admin
        last = clock.stamp(-rng.randint(1, 20), on_grid(rng, 420, 1080)) if active else clock.stamp(-150, 600)
        users.append((ident, login, "$2y$10$" + login[:4].ljust(53, "x"), None, realname, firstname, location,
                      "fr_FR", active, profile, entity, 0, 1, last, last, None, 0,
                      clock.stamp(created, on_grid(rng, 480, 1020))))  # fmt: skip
        user_ids[login] = ident
        return ident

    for login, (realname, firstname) in TECHS.items():
        user(login, realname, firstname, TECHNICIAN, 1, location=1)
    user("vduchene", "Duchêne", "Valérie", SUPERVISOR, 1, location=1)
    staff: list[int] = []
    entity_of: dict[int, int] = {}
    for k in range(96):
        entity = 2 if k < 36 else 3 if k < 66 else 4
        surname, first = SURNAMES[k % len(SURNAMES)], FIRSTNAMES[(k * 7) % len(FIRSTNAMES)]
        login = (first[0] + surname).lower().replace("é", "e").replace("ç", "c").replace("ê", "e")
        if login in user_ids:
            login += str(k)
        active = 0 if k in (5, 22, 47, 80, 88, 91) else 1
        ident = user(login, surname, first, SELF_SERVICE, entity, active, -rng.randint(130, 900),
                     location_of_entity[entity])  # fmt: skip
        staff.append(ident)
        entity_of[ident] = entity
    cochet = user("scochet", "Cochet", "Sandrine", SELF_SERVICE, 4, location=4)
    staff.append(cochet)
    entity_of[cochet] = 4
    db.execute("INSERT INTO glpi_users VALUES (1,'glpi',NULL,NULL,NULL,NULL,0,'en_GB',1,4,0,0,1,?,?,NULL,0,?)",
               (installed, installed, installed))  # fmt: skip
    db.executemany(f"INSERT INTO glpi_users VALUES ({','.join('?' * 18)})", users)

    group_ids = {name: n for n, name in enumerate(GROUPS, start=1)}
    db.executemany(
        "INSERT INTO glpi_groups VALUES (?,1,1,?,NULL,?,?,?,0,1,?,?)",
        [(n, name, parent, name if not parent else f"Support > {name}", 1 + int(bool(parent)), installed, installed)
         for name, n in group_ids.items() for parent in [GROUPS[name][0]]],
    )  # fmt: skip
    members = [(user_ids[login], group_ids[name]) for name, (_, logins, _) in GROUPS.items() for login in logins]
    members.append((user_ids["vduchene"], group_ids["Support"]))
    manager = user_ids["vduchene"]
    db.executemany("INSERT INTO glpi_groups_users VALUES (?,?,?,0,?,0)",
                   [(n, u, g, int(u == manager)) for n, (u, g) in enumerate(members, start=1)])  # fmt: skip

    category_ids: dict[tuple[str, str | None], int] = {}
    category_rows: list[tuple[Any, ...]] = []
    for parent, name, _, group in CATEGORIES:
        ident = len(category_rows) + 1
        category_ids[(parent, name)] = ident
        parent_id = category_ids[(parent, None)] if name else 0
        category_rows.append((ident, 0, 1, parent_id, name or parent, f"{parent} > {name}" if name else parent,
                              2 if name else 1, 0, group_ids[group], 1, 1, installed, installed))  # fmt: skip
    db.executemany(f"INSERT INTO glpi_itilcategories VALUES ({','.join('?' * 13)})", category_rows)
    db.executemany("INSERT INTO glpi_requesttypes VALUES (?,?,?,?,1)",
                   [(n, name, int(name == "Helpdesk"), int(name == "E-Mail"))
                    for n, (name, _) in enumerate(REQUESTTYPES, start=1)])  # fmt: skip
    db.executemany("INSERT INTO glpi_manufacturers VALUES (?,?,NULL)", list(enumerate(MANUFACTURERS, start=1)))
    db.executemany("INSERT INTO glpi_computertypes VALUES (?,?,NULL)", list(enumerate(TYPES, start=1)))
    models = [(1, "OptiPlex 7010", "Dell Inc.", "Desktop"), (2, "Latitude 5440", "Dell Inc.", "Laptop"),
              (3, "EliteBook 840 G10", "HP", "Laptop"), (4, "ProBook 450 G9", "HP", "Laptop"),
              (5, "ThinkCentre M70q", "Lenovo", "Desktop"), (6, "Futro S7010", "Fujitsu", "Thin client"),
              (7, "PowerEdge R650", "Dell Inc.", "Server"), (8, "MacBook Air M2", "Apple Inc.", "Laptop"),
              (9, "ThinkPad T14", "Lenovo", "Laptop")]  # fmt: skip
    db.executemany("INSERT INTO glpi_computermodels VALUES (?,?,NULL,NULL)", [(m[0], m[1]) for m in models])
    db.executemany("INSERT INTO glpi_states VALUES (?,?,0,?,1)", [(n, s, s) for n, s in enumerate(STATES, start=1)])

    # ------------------------------------------------------------ computers
    computers: list[tuple[Any, ...]] = []
    computer_of: dict[int, int] = {}
    weights = [(1, 30), (2, 14), (3, 18), (4, 8), (5, 12), (6, 14), (7, 3), (8, 2), (9, 4)]
    prefix = {2: "CHY", 3: "AIX", 4: "ALB"}
    counters = {2: 0, 3: 0, 4: 0}
    stale = set(rng.sample(range(110), 17))

    def computer(entity: int, model: int, owner: int, state: int = 1, deleted: int = 0, template: int = 0,
                 stale_agent: bool = False) -> int:  # fmt: skip
        ident = len(computers) + 1
        _, _, maker, kind = models[model - 1]
        counters[entity] += 1
        name = f"{prefix[entity]}-{'PC' if kind != 'Server' else 'SRV'}-{counters[entity]:04d}" if not template \
            else None  # fmt: skip
        inventoried = clock.stamp(-rng.randint(61, 200) if stale_agent else -rng.randint(0, 6),
                                  on_grid(rng, 0, 1435)) if not template else None  # fmt: skip
        created = clock.stamp(-rng.randint(200, 1400), on_grid(rng, 480, 1000))
        computers.append((ident, entity, name, None if template else f"SN{rng.randrange(10**8):08d}",
                          None if template else f"TA-{ident:05d}", None, 0, 0, None, created,
                          location_of_entity[entity] if not template else 0, model, TYPES.index(kind) + 1, template,
                          f"Modèle {kind}" if template else None, MANUFACTURERS.index(maker) + 1, deleted,
                          0 if template else 1, owner, 0, state, None if template else f"{rng.getrandbits(64):016x}",
                          created, inventoried, inventoried))  # fmt: skip
        return ident

    for k, owner in enumerate(staff):
        entity = entity_of[owner]
        model = int(pick(rng, [(str(m), w) for m, w in weights if m != 7]))
        if owner == cochet:
            model = 1
        c = computer(entity, model, owner, stale_agent=k in stale)
        computer_of[owner] = c
    for k in range(12):  # spares, repairs, retired, servers
        entity = (2, 3, 4)[k % 3]
        model = 7 if k < 3 else (1, 2, 3, 6)[k % 4]
        state = 1 if k < 3 else (2, 3, 4)[k % 3]
        computer(entity, model, 0, state, stale_agent=k in (5, 8) or k >= 9)
    for k in range(3):  # trashed
        computer((2, 3, 4)[k], 1, 0, 4, deleted=1)
    computer(2, 1, 0, 2, template=1)
    computer(2, 3, 0, 2, template=1)
    # the ALB dispatch PC is ALB-PC-0007: rename Cochet's machine
    cochet_pc = computer_of[cochet]
    row = list(computers[cochet_pc - 1])
    row[2], row[10] = "ALB-PC-0007", 4
    computers[cochet_pc - 1] = tuple(row)
    for n, r in enumerate(computers):
        if r[2] == "ALB-PC-0007" and r[0] != cochet_pc:
            fixed = list(r)
            fixed[2] = f"ALB-PC-{counters[4] + 1:04d}"
            computers[n] = tuple(fixed)
    db.executemany(f"INSERT INTO glpi_computers VALUES ({','.join('?' * 25)})", computers)

    # ------------------------------------------------------------ tickets
    tickets: list[tuple[Any, ...]] = []
    actors: list[tuple[int, int, int]] = []
    group_links: list[tuple[int, int, int]] = []
    items: list[tuple[int, int]] = []
    followups: list[tuple[Any, ...]] = []
    tasks: list[tuple[Any, ...]] = []
    surveys: list[tuple[Any, ...]] = []
    leaf = [(key, weight) for key, weight in ((c[:2], c[2]) for c in CATEGORIES) if weight]
    group_of_category = {(c[0], c[1]): c[3] for c in CATEGORIES}
    requesttype_weights = [(str(n), w) for n, (_, w) in enumerate(REQUESTTYPES, start=1)]
    best = {"lfaure": 4.7, "cmartin": 4.1, "jroux": 3.6, "nbenali": 3.9, "pgirard": 3.4, "tblanc": 4.0,
            "egarnier": 3.8, "amercier": 3.2}  # fmt: skip
    overdue_left = {"N2 Réseau": 7, "N2 Postes de travail": 2, "N1 Hotline": 1, "Applications métier": 1}

    def ticket(day: int, requester: int, category: tuple[str, str | None] | None, title: str,
               deleted: int = 0, tech: str | None = None, open_: bool | None = None) -> None:  # fmt: skip
        ident = len(tickets) + 1
        minute = on_grid(rng, 420, 1100)
        opened = clock.at(day, minute)
        group = group_of_category[category] if category else "N1 Hotline"
        techs = GROUPS[group][1]
        if tech is None:
            tech = techs[0] if group == "N1 Hotline" and rng.random() < 0.5 else rng.choice(techs)
        low, high = GROUPS[group][2]
        hours = rng.uniform(low, high)
        solved = opened + datetime.timedelta(hours=hours)
        deadline_hours = {"N1 Hotline": 24, "N2 Réseau": 72, "N2 Postes de travail": 48,
                          "Applications métier": 72}[group]  # fmt: skip
        deadline = opened + datetime.timedelta(hours=deadline_hours)
        is_open = open_ if open_ is not None else solved > clock.now
        if deleted:
            is_open = False
        if not is_open and not deleted and solved > clock.now:
            solved = clock.now - datetime.timedelta(minutes=5 * (ident % 40 + 1))
        if is_open and deadline < clock.now and not deleted:
            if overdue_left.get(group, 0) > 0:
                overdue_left[group] -= 1
            else:
                deadline = clock.now + datetime.timedelta(hours=6 + ident % 30)
        status = (4 if ident % 5 == 0 else 2) if is_open else 6 if solved < clock.now - datetime.timedelta(days=7) \
            else 5  # fmt: skip
        if deleted:
            status = 1
        closed = solved + datetime.timedelta(days=7) if status == 6 else None
        urgency = rng.choice([2, 3, 3, 3, 4, 5])
        impact = rng.choice([2, 3, 3, 4])
        priority = min(5, round((urgency + impact) / 2))
        kind = 1 if category is None or category[0] in ("Printers", "Network", "Telephony") or \
            category == ("Workstation", "Hardware failure") else 2  # fmt: skip
        solve = clock.fmt(solved) if status in (5, 6) else None
        taken = opened + datetime.timedelta(minutes=5 + ident % 55)
        tickets.append((ident, entity_of.get(requester, 1), title, clock.fmt(opened), clock.fmt(closed) if closed
                        else None, solve, None if deleted else clock.fmt(taken), clock.fmt(closed or solved if solve
                        else opened), user_ids[tech], status, requester,
                        2 if deleted else int(pick(rng, requesttype_weights)), f"<p>{title}</p>", urgency, impact,
                        priority, category_ids[category] if category else 0, kind, 1, clock.fmt(deadline),
                        clock.fmt(opened + datetime.timedelta(hours=4)),
                        int((solved - opened).total_seconds()) if solve else 0,
                        int((closed - opened).total_seconds()) if closed else 0,
                        int((taken - opened).total_seconds()) if not deleted else 0, 0, deleted,
                        location_of_entity.get(entity_of.get(requester, 2), 0), clock.fmt(opened)))  # fmt: skip
        actors.append((ident, requester, 1))
        if deleted:
            return
        actors.append((ident, user_ids[tech], 2))
        if rng.random() < 0.08:
            actors.append((ident, user_ids["vduchene"], 3))
        group_links.append((ident, group_ids[group], 2))
        if requester in computer_of and (category is None or category[0] in ("Workstation", "Printers")
                                         or requester == cochet or rng.random() < 0.3):  # fmt: skip
            items.append((computer_of[requester], ident))
        end = solved if solve else clock.now
        for f in range(rng.choice([0, 1, 1, 2, 3])):
            moment = opened + (end - opened) * (f + 1) / 4
            author = requester if f % 2 else user_ids[tech]
            followups.append(("Ticket", ident, clock.fmt(moment.replace(microsecond=0)), author, 0,
                              "<p>Merci, je regarde.</p>" if author != requester else "<p>Toujours bloqué.</p>",
                              int(author != requester and rng.random() < 0.2), 1))  # fmt: skip
        if solve or rng.random() < 0.5:
            worker = tech
            seconds = 900 * rng.randint(1, 4 if group == "N1 Hotline" else 12)
            if tech == "nbenali":
                seconds = 900 * rng.randint(6, 16)
            moment = opened + (end - opened) / 2
            tasks.append((ident, clock.fmt(moment.replace(microsecond=0)), user_ids[worker], seconds,
                          2 if solve else 1, group_ids[group]))  # fmt: skip
        if status == 6 and rng.random() < 0.7:
            begin = closed
            answered = rng.random() < 0.66 and begin is not None and begin < clock.now - datetime.timedelta(days=1)
            score = max(1, min(5, round(rng.gauss(best[tech], 0.6)))) if answered else None
            surveys.append((ident, clock.fmt(begin) if begin else None,
                            clock.fmt(begin + datetime.timedelta(hours=5 + ident % 40)) if answered and begin
                            else None, score))  # fmt: skip

    titles = {("Printers", "Paper jam"): "Bourrage papier imprimante", ("Printers", "Toner"): "Toner vide",
              ("Network", "VPN"): "VPN ne se connecte pas", ("Network", "Wi-Fi"): "Wi-Fi instable",
              ("Workstation", "Hardware failure"): "PC ne démarre plus",
              ("Workstation", "Software install"): "Installation logiciel",
              ("Accounts", "Password reset"): "Mot de passe expiré",
              ("Accounts", "New starter"): "Arrivée nouvel agent",
              ("Business apps", "Hastus scheduling"): "Erreur Hastus", ("Business apps", "Ticketing terminals"):
              "Pupitre billettique en panne", ("Telephony", None): "Téléphone sans tonalité"}  # fmt: skip
    for day in range(-DAYS, 1):
        if day in (-44, -43, -40, -36, -33, -31, -25):
            ticket(day, rng.choice(staff), None, "Gagnez un iPhone !!!", deleted=1)
        if day in QUIET_DAYS or (day % 7 in (-1, -2) and day % 3):  # quieter every seventh and eighth day
            continue
        for _ in range(rng.randint(3, 7)):
            category = None if rng.random() < 0.1 else pick_category(rng, leaf)
            if category == ("Network", "VPN") and day >= -5:
                continue
            requester = rng.choice(staff[:-1])
            ticket(day, requester, category, titles[category] if category else "Problème divers")
        if -5 <= day < 0:
            for _ in range(4 + (day % 2)):
                ticket(day, rng.choice(staff[:-1]), ("Network", "VPN"), "VPN : certificat invalide")
        if -29 <= day < 0 and day % 2 == 0:
            ticket(day, cochet, ("Workstation", "Hardware failure") if day % 2 else ("Business apps",
                   "Ticketing terminals"), "Poste dispatch ALB bloqué")  # fmt: skip
    # open tickets past their resolution deadline
    for k, (day, category) in enumerate([(-12, ("Network", "Wi-Fi")), (-11, ("Telephony", None)),
                                         (-9, ("Network", "Wi-Fi")), (-8, ("Telephony", None)),
                                         (-6, ("Network", "Wi-Fi")), (-5, ("Network", "Wi-Fi")),
                                         (-4, ("Telephony", None)), (-10, ("Workstation", "Hardware failure")),
                                         (-6, ("Workstation", "Software install")), (-3, ("Accounts", "New starter")),
                                         (-8, ("Business apps", "Hastus scheduling"))]):  # fmt: skip
        ticket(day, staff[(k * 13) % 90], category, titles[category], open_=True)
    db.executemany(f"INSERT INTO glpi_tickets VALUES ({','.join('?' * 28)})", tickets)
    db.executemany("INSERT INTO glpi_tickets_users VALUES (?,?,?,?,1,NULL)",
                   [(n, t, u, kind) for n, (t, u, kind) in enumerate(actors, start=1)])  # fmt: skip
    db.executemany("INSERT INTO glpi_groups_tickets VALUES (?,?,?,?)",
                   [(n, t, g, kind) for n, (t, g, kind) in enumerate(group_links, start=1)])  # fmt: skip
    db.executemany("INSERT INTO glpi_items_tickets VALUES (?,'Computer',?,?)",
                   [(n, c, t) for n, (c, t) in enumerate(items, start=1)])  # fmt: skip
    db.executemany(
        f"INSERT INTO glpi_itilfollowups VALUES ({','.join('?' * 12)})",
        [(n, kind, t, moment, author, author, text, private, rt, moment, moment, 1 + int(author == 0))
         for n, (kind, t, moment, author, _, text, private, rt) in enumerate(followups, start=1)],
    )  # fmt: skip
    db.executemany(
        f"INSERT INTO glpi_tickettasks VALUES ({','.join('?' * 17)})",
        [(n, f"{rng.getrandbits(128):032x}", t, 0, moment, u, u, "<p>Intervention</p>", 0, seconds, None, None, state,
          u, g, moment, moment) for n, (t, moment, u, seconds, state, g) in enumerate(tasks, start=1)],
    )  # fmt: skip
    db.executemany("INSERT INTO glpi_ticketsatisfactions VALUES (?,?,1,?,?,?,NULL)",
                   [(n, *row) for n, row in enumerate(surveys, start=1)])  # fmt: skip
    close_checked(db, "servicedesk")


def pick_category(rng: random.Random, leaf: list[tuple[tuple[str, str | None], int]]) -> tuple[str, str | None]:
    return rng.choices([key for key, _ in leaf], weights=[weight for _, weight in leaf])[0]


def _chain(ident: int) -> list[int]:
    """The entity and its ancestors' ids."""
    parents = {e[0]: e[2] for e in ENTITIES}
    chain: list[int] = []
    current: int | None = ident
    while current is not None:
        chain.append(current)
        current = parents[current]
    return chain
