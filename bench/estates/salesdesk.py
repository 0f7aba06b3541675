"""A Bordeaux wine-export logistics company's sales and service desk (Vinexpress Logistique) as an EspoCRM 8 database.

EspoCRM (the open-source CRM, PHP on MySQL) keeps its records in these tables with its conventions, here in SQLite:
singular snake_case tables (**``case`` and ``call`` are SQL keywords and must be quoted**), **ids of 17 hexadecimal
characters as ``VARCHAR(17)``** (``user`` 1 is the built-in ``system`` account), **``deleted`` 0/1 on every row: a
record removed in the interface stays with ``deleted`` 1**, ``created_at``/``modified_at`` as ``YYYY-MM-DD HH:MM:SS``
text in UTC with ``created_by_id``/``assigned_user_id`` user ids, money as a ``DOUBLE`` ``amount`` beside its
``amount_currency``, enumerations as their English option text, and:

* ``user``: ``user_name``, ``type`` (``admin``, ``regular``, ``portal``, ``api``, ``system``), ``is_active``,
  ``default_team_id``; ``team`` and the many-to-many ``team_user``;
* ``account`` (``type`` ``Customer``, ``Partner``, ``Reseller``, ``Investor``; ``industry``; billing address
  columns), ``contact`` (its main ``account_id``) and the many-to-many ``account_contact`` with the contact's ``role``;
* ``lead``: ``status`` ``New``, ``Assigned``, ``In Process``, ``Converted``, ``Recycled``, ``Dead``; ``source``
  (``Call``, ``Email``, ``Existing Customer``, ``Partner``, ``Public Relations``, ``Web Site``, ``Campaign``,
  ``Other``); ``campaign_id``; once converted, ``converted_at`` and the ``created_account_id``, ``created_contact_id``
  and ``created_opportunity_id`` it became;
* ``opportunity``: ``stage`` ``Prospecting``, ``Qualification``, ``Proposal``, ``Negotiation``, ``Closed Won``,
  ``Closed Lost`` with its ``probability``; ``close_date`` a date (the expected one while open, the real one once
  closed); ``amount`` in EUR;
* ``case``: ``number`` counted up, ``status`` ``New``, ``Assigned``, ``Pending``, ``Closed``, ``Rejected``,
  ``Duplicate``; ``priority`` ``Low``, ``Normal``, ``High``, ``Urgent``; ``type`` ``Question``, ``Incident``,
  ``Problem``;
* activities: ``call`` (``status`` ``Planned``, ``Held``, ``Not Held``; ``direction`` ``Outbound``/``Inbound``) and
  ``meeting`` (``status`` likewise), both with ``date_start``/``date_end`` (**the duration is their difference;
  nothing stores it**), a polymorphic parent (``parent_type`` ``Account``, ``Lead``, ``Opportunity``, ``Case``,
  ``Contact`` and ``parent_id``) and their attendees in ``call_user``/``meeting_user`` (``status`` ``None``,
  ``Accepted``, ``Declined``); ``task`` (``status`` ``Not Started``, ``Started``, ``Completed``, ``Canceled``,
  ``Deferred``, ``date_end`` the due time); ``campaign`` (``status``, ``type``, ``budget``).

Data reaches 180 days back from ``now``; planned calls and meetings and expected close dates run ahead.

Planted signals:

* Château Lagrange-Morin is the biggest customer by won deals in the last 90 days; Camille Durand won the most;
* the Export team carries the biggest open pipeline; an old deal deleted from the interface (``deleted`` 1) would
  otherwise be the biggest open one;
* Web Site brings the most new leads, the "Vinexpo Paris 2024" campaign the most of any campaign;
* Domaine Puyricard has the most open support cases, three of them urgent;
* Lucas Bernard made by far the most outbound calls in the last 30 days; held calls last about 14 minutes on average;
* seven accounts have no contacts; nine assigned leads were never called (nor the new ones); eleven open tasks are
  overdue.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE team (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(100), deleted TINYINT(1) NOT NULL DEFAULT 0, created_at DATETIME,
  modified_at DATETIME
);
CREATE TABLE user (
  id VARCHAR(17) PRIMARY KEY, deleted TINYINT(1) NOT NULL DEFAULT 0, user_name VARCHAR(50), type VARCHAR(24)
  DEFAULT 'regular', password VARCHAR(150), first_name VARCHAR(100), last_name VARCHAR(100),
  is_active TINYINT(1) NOT NULL DEFAULT 1, title VARCHAR(100), email_address VARCHAR(255),
  default_team_id VARCHAR(17) REFERENCES team (id), created_at DATETIME, modified_at DATETIME,
  created_by_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE team_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT, team_id VARCHAR(17) REFERENCES team (id),
  user_id VARCHAR(17) REFERENCES user (id), role VARCHAR(100), deleted TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE campaign (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0, status VARCHAR(255)
  DEFAULT 'Planning', type VARCHAR(255) DEFAULT 'Email', start_date DATE, end_date DATE, budget DOUBLE,
  budget_currency VARCHAR(3), created_at DATETIME, modified_at DATETIME,
  assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE account (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(249), deleted TINYINT(1) NOT NULL DEFAULT 0, website VARCHAR(255),
  type VARCHAR(255), industry VARCHAR(255), billing_address_street VARCHAR(255), billing_address_city VARCHAR(100),
  billing_address_postal_code VARCHAR(40), billing_address_country VARCHAR(100), description TEXT,
  created_at DATETIME, modified_at DATETIME, created_by_id VARCHAR(17) REFERENCES user (id),
  assigned_user_id VARCHAR(17) REFERENCES user (id), campaign_id VARCHAR(17) REFERENCES campaign (id)
);
CREATE TABLE contact (
  id VARCHAR(17) PRIMARY KEY, deleted TINYINT(1) NOT NULL DEFAULT 0, salutation_name VARCHAR(255),
  first_name VARCHAR(100), last_name VARCHAR(100), email_address VARCHAR(255), phone_number VARCHAR(36),
  do_not_call TINYINT(1) NOT NULL DEFAULT 0, address_city VARCHAR(100), address_country VARCHAR(100),
  created_at DATETIME, modified_at DATETIME, account_id VARCHAR(17) REFERENCES account (id),
  created_by_id VARCHAR(17) REFERENCES user (id), assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE account_contact (
  id INTEGER PRIMARY KEY AUTOINCREMENT, account_id VARCHAR(17) REFERENCES account (id),
  contact_id VARCHAR(17) REFERENCES contact (id), role VARCHAR(100), is_inactive TINYINT(1) NOT NULL DEFAULT 0,
  deleted TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE opportunity (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0, amount DOUBLE,
  amount_currency VARCHAR(3), stage VARCHAR(255) DEFAULT 'Prospecting', last_stage VARCHAR(255),
  probability INTEGER, lead_source VARCHAR(255), close_date DATE, description TEXT, created_at DATETIME,
  modified_at DATETIME, account_id VARCHAR(17) REFERENCES account (id), contact_id VARCHAR(17) REFERENCES contact (id),
  campaign_id VARCHAR(17) REFERENCES campaign (id), created_by_id VARCHAR(17) REFERENCES user (id),
  assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE lead (
  id VARCHAR(17) PRIMARY KEY, deleted TINYINT(1) NOT NULL DEFAULT 0, salutation_name VARCHAR(255),
  first_name VARCHAR(100), last_name VARCHAR(100), title VARCHAR(100), status VARCHAR(255) DEFAULT 'New',
  source VARCHAR(255), industry VARCHAR(255), opportunity_amount DOUBLE, opportunity_amount_currency VARCHAR(3),
  website VARCHAR(255), address_city VARCHAR(100), address_country VARCHAR(100), email_address VARCHAR(255),
  account_name VARCHAR(255), do_not_call TINYINT(1) NOT NULL DEFAULT 0, converted_at DATETIME, created_at DATETIME,
  modified_at DATETIME, created_by_id VARCHAR(17) REFERENCES user (id),
  assigned_user_id VARCHAR(17) REFERENCES user (id), campaign_id VARCHAR(17) REFERENCES campaign (id),
  created_account_id VARCHAR(17) REFERENCES account (id), created_contact_id VARCHAR(17) REFERENCES contact (id),
  created_opportunity_id VARCHAR(17) REFERENCES opportunity (id)
);
CREATE TABLE "case" (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0, number INTEGER UNIQUE,
  status VARCHAR(255) DEFAULT 'New', priority VARCHAR(255) DEFAULT 'Normal', type VARCHAR(255), description TEXT,
  created_at DATETIME, modified_at DATETIME, account_id VARCHAR(17) REFERENCES account (id),
  lead_id VARCHAR(17) REFERENCES lead (id), contact_id VARCHAR(17) REFERENCES contact (id),
  created_by_id VARCHAR(17) REFERENCES user (id), assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE "call" (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0,
  status VARCHAR(255) DEFAULT 'Planned', date_start DATETIME, date_end DATETIME, direction VARCHAR(255)
  DEFAULT 'Outbound', description TEXT, created_at DATETIME, modified_at DATETIME, parent_id VARCHAR(17),
  parent_type VARCHAR(100), account_id VARCHAR(17) REFERENCES account (id),
  created_by_id VARCHAR(17) REFERENCES user (id), assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE call_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id VARCHAR(17) REFERENCES user (id),
  call_id VARCHAR(17) REFERENCES "call" (id), status VARCHAR(36) DEFAULT 'None', deleted TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE meeting (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0,
  status VARCHAR(255) DEFAULT 'Planned', date_start DATETIME, date_end DATETIME, is_all_day TINYINT(1) NOT NULL
  DEFAULT 0, description TEXT, created_at DATETIME, modified_at DATETIME, parent_id VARCHAR(17),
  parent_type VARCHAR(100), account_id VARCHAR(17) REFERENCES account (id),
  created_by_id VARCHAR(17) REFERENCES user (id), assigned_user_id VARCHAR(17) REFERENCES user (id)
);
CREATE TABLE meeting_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id VARCHAR(17) REFERENCES user (id),
  meeting_id VARCHAR(17) REFERENCES meeting (id), status VARCHAR(36) DEFAULT 'None',
  deleted TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE task (
  id VARCHAR(17) PRIMARY KEY, name VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0,
  status VARCHAR(255) DEFAULT 'Not Started', priority VARCHAR(255) DEFAULT 'Normal', date_start DATETIME,
  date_end DATETIME, date_completed DATETIME, description TEXT, created_at DATETIME, modified_at DATETIME,
  parent_id VARCHAR(17), parent_type VARCHAR(100), account_id VARCHAR(17) REFERENCES account (id),
  created_by_id VARCHAR(17) REFERENCES user (id), assigned_user_id VARCHAR(17) REFERENCES user (id)
);
"""

TEAMS = ["Export", "Domestic", "Customer Service"]
# user name: (first, last, team, title, weight of deals, weight of outbound calls)
USERS = {
    "cdurand": ("Camille", "Durand", "Export", "Key Account Manager", 6, 3),
    "lbernard": ("Lucas", "Bernard", "Domestic", "Inside Sales", 3, 14),
    "emoreau": ("Emma", "Moreau", "Export", "Sales Manager", 4, 3),
    "hlaurent": ("Hugo", "Laurent", "Domestic", "Account Manager", 3, 3),
    "lsimon": ("Léa", "Simon", "Export", "Account Manager", 3, 2),
    "nmichel": ("Nathan", "Michel", "Customer Service", "Support Agent", 0, 2),
    "cleroy": ("Chloé", "Leroy", "Customer Service", "Support Agent", 0, 2),
    "tgarnier": ("Thomas", "Garnier", "Domestic", "Account Manager", 2, 2),
}
# account name: (type, industry, city, country, weight of deals)
ACCOUNTS = {
    "Château Lagrange-Morin": ("Customer", "Wine Production", "Saint-Julien", "France", 1),
    "Domaine Puyricard": ("Customer", "Wine Production", "Aix-en-Provence", "France", 4),
    "Maison Verdier Négoce": ("Customer", "Wholesale", "Bordeaux", "France", 4),
    "Cave Coopérative de Buzet": ("Customer", "Wine Production", "Buzet-sur-Baïse", "France", 3),
    "Nordic Wine Import AB": ("Customer", "Distribution", "Göteborg", "Sweden", 3),
    "Hanseatic Weinkontor": ("Customer", "Distribution", "Hamburg", "Germany", 3),
    "Thames Cellars Ltd": ("Customer", "Retail", "London", "United Kingdom", 3),
    "Shanghai Vintage Trading": ("Customer", "Distribution", "Shanghai", "China", 2),
    "Montreal Vins Fins": ("Customer", "Retail", "Montréal", "Canada", 2),
    "Château Fonbrune": ("Customer", "Wine Production", "Pauillac", "France", 2),
    "Transports Gironde Frigo": ("Partner", "Transportation", "Mérignac", "France", 0),
    "Douanes Conseil Atlantique": ("Partner", "Consulting", "Bordeaux", "France", 0),
    "Brasserie du Médoc": ("Customer", "Food and Beverage", "Lesparre", "France", 1),
    "Vignobles Duclos": ("Customer", "Wine Production", "Libourne", "France", 2),
    "Tokyo Sommelier KK": ("Customer", "Retail", "Tokyo", "Japan", 1),
    "Atlantic Reefer Lines": ("Partner", "Transportation", "Le Havre", "France", 0),
    "Caviste Moderne": ("Reseller", "Retail", "Lyon", "France", 1),
    "Saveurs du Sud-Ouest": ("Reseller", "Retail", "Toulouse", "France", 1),
    "Fonds Terroir Capital": ("Investor", "Finance", "Paris", "France", 0),
    "Domaine des Trois Chênes": ("Customer", "Wine Production", "Cahors", "France", 1),
}
NO_CONTACTS = [
    "Atlantic Reefer Lines",
    "Fonds Terroir Capital",
    "Saveurs du Sud-Ouest",
    "Tokyo Sommelier KK",
    "Brasserie du Médoc",
    "Caviste Moderne",
    "Domaine des Trois Chênes",
]
CAMPAIGNS = {
    "Vinexpo Paris 2024": ("Complete", "Web"),
    "Newsletter Primeurs": ("Active", "Newsletter"),
    "Salon Wine Paris Asia": ("Active", "Web"),
    "Mailing Négociants": ("Inactive", "Mail"),
}
STAGES = {
    "Prospecting": 10,
    "Qualification": 20,
    "Proposal": 50,
    "Negotiation": 80,
    "Closed Won": 100,
    "Closed Lost": 0,
}
# days off, counted back from today rather than by the calendar, so builds a day apart hold the same calls
REST_DAYS = (2, 3)
SERVICES = [
    "Reefer container to {}",
    "Bonded storage {}",
    "Export paperwork {}",
    "Pallet consolidation {}",
    "Temperature-logged groupage {}",
]
FIRST = [
    "Julien",
    "Claire",
    "Antoine",
    "Manon",
    "Louis",
    "Sarah",
    "Paul",
    "Inès",
    "Maxime",
    "Lucie",
    "Arthur",
    "Zoé",
    "Victor",
    "Jade",
    "Gabriel",
    "Alice",
    "Raphaël",
    "Lina",
    "Adam",
    "Rose",
]
LAST = [
    "Dubois",
    "Lefèvre",
    "Mercier",
    "Blanc",
    "Guerin",
    "Fabre",
    "Rousseau",
    "Girard",
    "Bonnet",
    "Lambert",
    "Fontaine",
    "Chevalier",
    "Robin",
    "Masson",
    "Roux",
    "Faure",
    "Andre",
    "Gauthier",
    "Perrin",
    "Morel",
]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    now_minute = (clock.now - clock.midnight).seconds // 60
    founded = clock.stamp(-1500, 540)
    made: set[str] = set()

    def new_id(kind: str) -> str:
        """EspoCRM's 17-character id (uniqid-like hexadecimal), here drawn from the seed."""
        while True:
            ident = hashlib.md5(f"{kind}{rng.random()}".encode()).hexdigest()[:17]
            if ident not in made:
                made.add(ident)
                return ident

    def when(day: int, low: int = 480, high: int = 1080) -> str:
        """A time on ``day`` in working hours: today's only well before now, none near now's time of day."""
        minute = 5 * rng.randint(low // 5, high // 5)
        if day == 0 and minute >= now_minute - 30:
            minute = max(0, now_minute - 60) * (minute % 7) // 7
        elif abs(minute - now_minute) < 15:
            minute = (minute + 30) % 1440
        return clock.fmt(clock.at(day, minute))

    def ahead(day: int) -> str:
        """A time on a day to come (``day`` > 0) in working hours."""
        minute = 5 * rng.randint(96, 204)
        if abs(minute - now_minute) < 15:
            minute = (minute + 30) % 1440
        return clock.stamp(day, minute)

    system = "1"
    made.add(system)
    db.execute(
        "INSERT INTO user (id, user_name, type, first_name, last_name, is_active, created_at, modified_at) "
        "VALUES (?, 'system', 'system', '', 'System', 1, ?, ?)",
        (system, founded, founded),
    )
    team_ids = {name: new_id("team") for name in TEAMS}
    for name, ident in team_ids.items():
        db.execute("INSERT INTO team VALUES (?, ?, 0, ?, ?)", (ident, name, founded, founded))
    admin = new_id("user")
    db.execute(
        "INSERT INTO user VALUES (?, 0, 'admin', 'admin', ?, 'Admin', 'Vinexpress', 1, 'Administrator', "
        "'it@vinexpress.fr', NULL, ?, ?, ?)",
        (admin, "$2y$10$x", founded, founded, system),
    )
    uid: dict[str, str] = {}
    for name, (first, last, team, title, *_) in USERS.items():
        uid[name] = new_id("user")
        db.execute(
            "INSERT INTO user VALUES (?, 0, ?, 'regular', '$2y$10$x', ?, ?, 1, ?, ?, ?, ?, ?, ?)",
            (uid[name], name, first, last, title, f"{name}@vinexpress.fr", team_ids[team], founded, founded, admin),
        )
        db.execute(
            "INSERT INTO team_user (team_id, user_id, role, deleted) VALUES (?, ?, ?, 0)",
            (team_ids[team], uid[name], title),
        )
    gone = new_id("user")  # a former salesman, deactivated
    db.execute(
        "INSERT INTO user VALUES (?, 0, 'mfaure', 'regular', '$2y$10$x', 'Marc', 'Faure', 0, "
        "'Account Manager', 'mfaure@vinexpress.fr', ?, ?, ?, ?)",
        (gone, team_ids["Domestic"], founded, founded, admin),
    )
    db.execute(
        "INSERT INTO team_user (team_id, user_id, role, deleted) VALUES (?, ?, 'Account Manager', 1)",
        (team_ids["Domestic"], gone),
    )
    portal = new_id("user")
    db.execute(
        "INSERT INTO user VALUES (?, 0, 'portal.puyricard', 'portal', '$2y$10$x', 'Portail', 'Puyricard', 1, "
        "NULL, 'logistique@puyricard.fr', NULL, ?, ?, ?)",
        (portal, founded, founded, admin),
    )
    sellers = [name for name, spec in USERS.items() if spec[4] > 0]
    export_sellers = [name for name in sellers if USERS[name][2] == "Export"]
    camp: dict[str, str] = {}
    for k, (name, (status, kind)) in enumerate(CAMPAIGNS.items()):
        camp[name] = new_id("campaign")
        db.execute(
            "INSERT INTO campaign VALUES (?, ?, 0, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?)",
            (
                camp[name],
                name,
                status,
                kind,
                clock.day_text(-170 + 30 * k),
                clock.day_text(-100 + 40 * k),
                float(4000 + 2500 * k),
                founded,
                founded,
                uid["emoreau"],
            ),
        )
    acc: dict[str, str] = {}
    for name, (kind, industry, city, country, _) in ACCOUNTS.items():
        acc[name] = new_id("account")
        created = clock.stamp(-rng.randint(200, 1400), 600)
        owner = rng.choice(sellers) if kind != "Partner" else "emoreau"
        db.execute(
            "INSERT INTO account VALUES (?, ?, 0, ?, ?, ?, NULL, ?, NULL, ?, '', ?, ?, ?, ?, NULL)",
            (
                acc[name],
                name,
                "https://" + name.lower().replace(" ", "-")[:20] + ".example",
                kind,
                industry,
                city,
                country,
                created,
                created,
                admin,
                uid[owner],
            ),
        )
    contacts: dict[str, list[str]] = {}
    for name in ACCOUNTS:
        if name in NO_CONTACTS:
            continue
        for j in range(rng.randint(1, 3)):
            ident = new_id("contact")
            first, last = rng.choice(FIRST), rng.choice(LAST)
            created = clock.stamp(-rng.randint(100, 1200), 660)
            db.execute(
                "INSERT INTO contact VALUES (?, 0, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
                (
                    ident,
                    rng.choice(["Mr.", "Ms."]),
                    first,
                    last,
                    f"{first.lower()}.{last.lower()}@example.org",
                    "+33 5 56 00 00 00",
                    ACCOUNTS[name][2],
                    ACCOUNTS[name][3],
                    created,
                    created,
                    acc[name],
                    admin,
                    uid[rng.choice(sellers)],
                ),
            )
            db.execute(
                "INSERT INTO account_contact (account_id, contact_id, role, is_inactive, deleted) "
                "VALUES (?, ?, ?, 0, 0)",
                (acc[name], ident, ["Logistics Manager", "Owner", "Buyer"][j]),
            )
            contacts.setdefault(name, []).append(ident)
    # a contact removed from the interface: still there, deleted 1
    db.execute(
        "INSERT INTO contact (id, deleted, first_name, last_name, created_at, modified_at, account_id) "
        "VALUES (?, 1, 'Ancien', 'Contact', ?, ?, ?)",
        (new_id("contact"), founded, founded, acc["Fonds Terroir Capital"]),
    )

    # opportunities
    opportunities: list[tuple[object, ...]] = []
    weighted = [name for name, spec in ACCOUNTS.items() if spec[4] > 0]

    def deal(
        account: str,
        seller: str,
        amount: float,
        stage: str,
        created_day: int,
        close_day: int,
        source: str = "Existing Customer",
        deleted: int = 0,
        campaign: str | None = None,
    ) -> str:
        ident = new_id("opportunity")
        created = when(created_day)
        modified = when(close_day) if stage.startswith("Closed") else when(min(created_day + 5, 0))
        service = rng.choice(SERVICES).format(ACCOUNTS[account][3] if ACCOUNTS[account][3] != "France" else "Europe")
        contact = contacts[account][0] if account in contacts else None
        opportunities.append(
            (
                ident,
                f"{account}: {service}",
                deleted,
                amount,
                "EUR",
                stage,
                stage,
                STAGES[stage],
                source,
                clock.day_text(close_day),
                None,
                created,
                modified,
                acc[account],
                contact,
                camp.get(campaign or ""),
                uid[seller],
                uid[seller],
            )
        )
        return ident

    for _ in range(110):
        account = rng.choices(weighted, weights=[ACCOUNTS[a][4] for a in weighted])[0]
        seller = rng.choices(sellers, weights=[USERS[s][4] for s in sellers])[0]
        created_day = -rng.randint(10, 180)
        amount = float(rng.randrange(3000, 42000, 250))
        if rng.random() < 0.55:
            close_day = min(created_day + rng.randint(10, 60), -1)
            stage = "Closed Won" if rng.random() < 0.55 else "Closed Lost"
        else:
            close_day = rng.randint(5, 110)
            stage = rng.choice(["Prospecting", "Qualification", "Proposal", "Negotiation"])
        deal(
            account, seller, amount, stage, created_day, close_day, rng.choice(["Existing Customer", "Call", "Partner"])
        )
    # planted: Château Lagrange-Morin's big wins with Camille, and Export's open pipeline
    for k, amount in enumerate([96000.0, 84500.0, 71250.0]):
        deal("Château Lagrange-Morin", "cdurand", amount, "Closed Won", -80 + 20 * k, -60 + 25 * k)
    for k, amount in enumerate([62000.0, 58500.0, 55000.0, 49750.0]):
        deal(
            "Nordic Wine Import AB" if k % 2 else "Shanghai Vintage Trading",
            export_sellers[k % 3],
            amount,
            ["Proposal", "Negotiation"][k % 2],
            -30 - k,
            20 + 10 * k,
        )
    # planted: a huge deal deleted from the interface
    deal("Maison Verdier Négoce", "hlaurent", 480000.0, "Negotiation", -40, 30, deleted=1)
    db.executemany("INSERT INTO opportunity VALUES (" + ", ".join("?" * 18) + ")", opportunities)

    # leads
    lead_ids: list[tuple[str, str, int]] = []
    sources = [
        ("Web Site", 9),
        ("Email", 3),
        ("Call", 3),
        ("Partner", 2),
        ("Public Relations", 1),
        ("Campaign", 4),
        ("Other", 1),
    ]
    campaign_weights = [
        ("Vinexpo Paris 2024", 6),
        ("Newsletter Primeurs", 2),
        ("Salon Wine Paris Asia", 3),
        ("Mailing Négociants", 1),
    ]
    leads: list[tuple[object, ...]] = []
    for _ in range(160):
        day = -rng.randint(0, 180)
        source = rng.choices([s for s, _ in sources], weights=[w for _, w in sources])[0]
        campaign = None
        if source == "Campaign":
            campaign = rng.choices([c for c, _ in campaign_weights], weights=[w for _, w in campaign_weights])[0]
        age = -day
        status = rng.choices(
            ["New", "Assigned", "In Process", "Converted", "Recycled", "Dead"],
            weights=[4 if age < 20 else 0.5, 2, 3, 3 if age > 10 else 0.5, 1, 2],
        )[0]
        seller = rng.choices(sellers, weights=[USERS[s][4] for s in sellers])[0]
        ident = new_id("lead")
        first, last = rng.choice(FIRST), rng.choice(LAST)
        created = when(day)
        converted = when(min(day + rng.randint(3, 20), 0)) if status == "Converted" else None
        if converted is not None and converted < created:
            converted = created
        leads.append(
            (
                ident,
                0,
                rng.choice(["Mr.", "Ms."]),
                first,
                last,
                "Directeur",
                status,
                source,
                "Wine Production",
                float(rng.randrange(5000, 40000, 500)),
                "EUR",
                None,
                "Bordeaux",
                "France",
                f"{first.lower()}@domaine-{last.lower()}.example",
                f"Domaine {last}",
                0,
                converted,
                created,
                converted or created,
                admin,
                uid[seller] if status != "New" else None,
                camp.get(campaign or ""),
                None,
                None,
                None,
            )
        )
        lead_ids.append((ident, status, day))
    db.executemany("INSERT INTO lead VALUES (" + ", ".join("?" * 26) + ")", leads)

    # cases
    cases: list[tuple[object, ...]] = []
    case_accounts = [name for name, spec in ACCOUNTS.items() if spec[0] in ("Customer", "Reseller")]
    agents = ["nmichel", "cleroy"]
    problems = [
        "Temperature excursion on container {}",
        "Missing EMCS document for shipment {}",
        "Pallet damaged at Le Havre, shipment {}",
        "Customs hold in destination port, shipment {}",
        "Invoice query for shipment {}",
        "Late pickup at the château, shipment {}",
    ]

    def case(account: str, day: int, status: str, priority: str, kind: str) -> None:
        number = len(cases) + 1
        created = when(day)
        contact = contacts[account][0] if account in contacts else None
        cases.append(
            (
                new_id("case"),
                rng.choice(problems).format(f"VX-{24000 + number}"),
                0,
                number,
                status,
                priority,
                kind,
                None,
                created,
                created if status == "New" else when(min(day + 2, 0)),
                acc[account],
                None,
                contact,
                admin,
                uid[rng.choice(agents)] if status != "New" else None,
            )
        )

    for _ in range(90):
        account = rng.choice(case_accounts)
        if account == "Domaine Puyricard":
            continue
        day = -rng.randint(0, 180)
        open_ = rng.random() < (0.35 if day > -30 else 0.08)
        status = (
            rng.choice(["New", "Assigned", "Pending"])
            if open_
            else rng.choices(["Closed", "Rejected", "Duplicate"], weights=[8, 1, 1])[0]
        )
        priority = rng.choices(["Low", "Normal", "High", "Urgent"], weights=[2, 6, 2, 0.3])[0]
        case(account, day, status, priority, rng.choice(["Question", "Incident", "Problem"]))
    for k in range(9):
        case(
            "Domaine Puyricard",
            -3 * k - 1,
            ["Assigned", "Pending", "New"][k % 3],
            "Urgent" if k < 3 else "High",
            "Incident",
        )
    for k in range(4):
        case("Domaine Puyricard", -60 - 10 * k, "Closed", "Normal", "Question")
    db.executemany('INSERT INTO "case" VALUES (' + ", ".join("?" * 15) + ")", cases)

    # calls: outbound by sellers (Lucas most), inbound from customers; some planned ahead
    calls: list[tuple[object, ...]] = []
    call_users: list[tuple[str, str, str]] = []
    called_leads = [ident for ident, status, _ in lead_ids if status != "New"]
    never_called = set(called_leads[:9])
    callable_leads = [ident for ident in called_leads if ident not in never_called]
    callers = list(USERS)

    def call(seller: str, day: int, status: str, direction: str, minutes: int, parent: tuple[str, str]) -> None:
        ident = new_id("call")
        start = when(day) if day <= 0 else ahead(day)
        begun = datetime.datetime.strptime(start, "%Y-%m-%d %H:%M:%S")
        end = clock.fmt(begun + datetime.timedelta(minutes=minutes))
        parent_type, parent_id = parent
        account = parent_id if parent_type == "Account" else None
        calls.append(
            (
                ident,
                f"Call: {parent_type.lower()} follow-up",
                0,
                status,
                start,
                end,
                direction,
                None,
                start,
                start,
                parent_id,
                parent_type,
                account,
                uid[seller],
                uid[seller],
            )
        )
        call_users.append((uid[seller], ident, "Accepted"))

    for day in range(-180, 1):
        if day % 7 in REST_DAYS:
            continue
        for seller in callers:
            if rng.random() > 0.06 * USERS[seller][5]:
                continue
            parent = (
                ("Lead", rng.choice(callable_leads))
                if rng.random() < 0.5
                else ("Account", acc[rng.choice(list(ACCOUNTS))])
            )
            status = rng.choices(["Held", "Not Held"], weights=[8, 2])[0]
            direction = "Inbound" if seller in agents else rng.choices(["Outbound", "Inbound"], weights=[8, 2])[0]
            call(seller, day, status, direction, rng.choice([5, 10, 15, 20, 25]) if status == "Held" else 1, parent)
    for k in range(12):
        call(rng.choice(sellers), 1 + k % 10, "Planned", "Outbound", 15, ("Account", acc[rng.choice(list(ACCOUNTS))]))
    db.executemany('INSERT INTO "call" VALUES (' + ", ".join("?" * 15) + ")", calls)
    db.executemany("INSERT INTO call_user (user_id, call_id, status, deleted) VALUES (?, ?, ?, 0)", call_users)

    # meetings: tastings and depot visits, some ahead
    meetings: list[tuple[object, ...]] = []
    meeting_users: list[tuple[str, str, str]] = []
    for k in range(60):
        day = -rng.randint(1, 180) if k < 48 else rng.randint(1, 20)
        seller = rng.choice(sellers)
        account = rng.choice(list(ACCOUNTS))
        start = when(day) if day <= 0 else ahead(day)
        end = clock.fmt(datetime.datetime.strptime(start, "%Y-%m-%d %H:%M:%S") + datetime.timedelta(hours=1))
        status = "Planned" if day > 0 else rng.choices(["Held", "Not Held"], weights=[9, 1])[0]
        ident = new_id("meeting")
        meetings.append(
            (
                ident,
                f"Visite {account}",
                0,
                status,
                start,
                end,
                0,
                None,
                start,
                start,
                acc[account],
                "Account",
                acc[account],
                uid[seller],
                uid[seller],
            )
        )
        meeting_users.append((uid[seller], ident, "Accepted"))
        if k % 4 == 0:
            meeting_users.append((uid["emoreau" if seller != "emoreau" else "cdurand"], ident, "Declined"))
    db.executemany("INSERT INTO meeting VALUES (" + ", ".join("?" * 15) + ")", meetings)
    db.executemany("INSERT INTO meeting_user (user_id, meeting_id, status, deleted) VALUES (?, ?, ?, 0)", meeting_users)

    # tasks: eleven open ones overdue
    tasks: list[tuple[object, ...]] = []
    for _ in range(70):
        day = -rng.randint(1, 150)
        due_day = day + rng.randint(3, 20)
        done = due_day < -2 or rng.random() < 0.4
        status = (
            rng.choices(["Completed", "Canceled"], weights=[9, 1])[0]
            if done
            else rng.choice(["Not Started", "Started", "Deferred"])
        )
        if not done and due_day <= 0:
            due_day = rng.randint(2, 30)
        seller = rng.choice(list(USERS))
        account = rng.choice(list(ACCOUNTS))
        due = when(due_day) if due_day <= 0 else ahead(due_day)
        completed = when(min(due_day - 1, 0)) if status == "Completed" else None
        created = when(day)
        tasks.append(
            (
                new_id("task"),
                f"Send rate card to {account}",
                0,
                status,
                "Normal",
                created,
                due,
                completed,
                None,
                created,
                created,
                acc[account],
                "Account",
                acc[account],
                admin,
                uid[seller],
            )
        )
    for k in range(11):
        account = rng.choice(list(ACCOUNTS))
        created = when(-30 - k)
        tasks.append(
            (
                new_id("task"),
                f"Chase signed contract from {account}",
                0,
                ["Not Started", "Started"][k % 2],
                "High",
                created,
                when(-1 - 2 * k),
                None,
                None,
                created,
                created,
                acc[account],
                "Account",
                acc[account],
                admin,
                uid[sellers[k % len(sellers)]],
            )
        )
    db.executemany("INSERT INTO task VALUES (" + ", ".join("?" * 16) + ")", tasks)
    close_checked(db, "salesdesk")
