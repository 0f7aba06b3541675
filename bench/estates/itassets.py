"""An architecture practice's IT asset register (Osterfeld Architekten, Hamburg) as a Snipe-IT 6 database.

Snipe-IT is a Laravel application; this is what it writes to MySQL, copied to SQLite: plural snake_case tables with
integer ``id`` keys, Laravel's ``created_at``/``updated_at`` and **soft deletes** (``deleted_at`` set, the row kept:
a deleted asset, model or user is gone from the register), assets with a unique ``asset_tag``, a model (``models`` →
``manufacturers``, ``categories``), a status label (``status_labels`` with 0/1 flags ``deployable``, ``pending``,
``archived``: "Ready to Deploy", "Pending", "Out for Repair", "Lost/Stolen", "Archived"), a polymorphic checkout
(``assigned_to`` with ``assigned_type`` ``App\\Models\\User``, ``App\\Models\\Location`` or ``App\\Models\\Asset``; an
asset is checked out exactly when ``assigned_to`` is set), ``purchase_cost`` as DECIMAL in euros, ``purchase_date``
and audit dates as plain dates, ``warranty_months`` an integer, ``expected_checkin`` a date, the default location
``rtd_location_id`` beside the current ``location_id``, users with ``activated`` 0/1, a manager and a department, the
history in ``action_logs`` (``action_type`` ``checkout``, ``checkin from``, ``create``, ``delete``; ``item_type`` and
``target_type`` class names), licences with ``seats`` and one ``license_seats`` row per seat
(``assigned_to`` a user or NULL when free), and ``asset_maintenances`` with ``start_date``, ``completion_date`` and a
``cost``. Times are UTC ``DATETIME`` text; Snipe-IT declares few foreign keys, this copy declares those the data
always fills (not the polymorphic ``assigned_to`` nor ``action_logs``' targets).

Everything reaches 120 days back from ``now`` (purchases three years); times sit on a one-minute grid counted from
today's midnight UTC, so builds a whole number of days apart agree.

Planted signals:

* Henrike Vogt (the CAD lead) has by far the most assets checked out (7);
* Hamburg holds the most checked-out assets; Wien the fewest;
* six assets are Out for Repair, two Lost/Stolen;
* Apple is the commonest manufacturer; the MacBook Pro 16" the commonest model;
* four laptops are overdue for check-in; nine assets were never audited;
* Autodesk Revit has 25 seats, 21 in use; two licences expire within 30 days;
* the design department holds the most expensive equipment; repairs by Plotterservice Nord cost the most;
* five active Wien staff have nothing checked out.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE companies (id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, created_at DATETIME, updated_at DATETIME);
CREATE TABLE locations (
  id INTEGER PRIMARY KEY, name VARCHAR(191), city VARCHAR(191), state VARCHAR(191), country VARCHAR(191),
  address VARCHAR(191), zip VARCHAR(10), currency VARCHAR(10), parent_id INTEGER REFERENCES locations(id),
  manager_id INTEGER, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE departments (
  id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, company_id INTEGER REFERENCES companies(id),
  location_id INTEGER REFERENCES locations(id), manager_id INTEGER, notes VARCHAR(191), created_at DATETIME,
  updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, email VARCHAR(191), password VARCHAR(191) NOT NULL DEFAULT '', permissions TEXT,
  activated BOOLEAN NOT NULL DEFAULT 0, first_name VARCHAR(191), last_name VARCHAR(191), username VARCHAR(191),
  employee_num TEXT, jobtitle VARCHAR(191), phone VARCHAR(191), company_id INTEGER REFERENCES companies(id),
  department_id INTEGER REFERENCES departments(id), location_id INTEGER REFERENCES locations(id),
  manager_id INTEGER REFERENCES users(id), last_login DATETIME, created_at DATETIME, updated_at DATETIME,
  deleted_at DATETIME, locale VARCHAR(10) DEFAULT 'en-US', ldap_import BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, url VARCHAR(191), support_url VARCHAR(191),
  support_email VARCHAR(191), created_at DATETIME, updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, category_type VARCHAR(191) DEFAULT 'asset',
  eula_text TEXT, require_acceptance BOOLEAN NOT NULL DEFAULT 0, checkin_email BOOLEAN NOT NULL DEFAULT 0,
  created_at DATETIME, updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE models (
  id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, model_number VARCHAR(191),
  manufacturer_id INTEGER REFERENCES manufacturers(id), category_id INTEGER REFERENCES categories(id),
  depreciation_id INTEGER, eol INTEGER, requestable BOOLEAN NOT NULL DEFAULT 0, notes TEXT, created_at DATETIME,
  updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE status_labels (
  id INTEGER PRIMARY KEY, name VARCHAR(191), deployable BOOLEAN NOT NULL DEFAULT 0, pending BOOLEAN NOT NULL DEFAULT 0,
  archived BOOLEAN NOT NULL DEFAULT 0, notes TEXT, color VARCHAR(10), default_label BOOLEAN NOT NULL DEFAULT 0,
  created_at DATETIME, updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE suppliers (
  id INTEGER PRIMARY KEY, name VARCHAR(191) NOT NULL, city VARCHAR(191), country VARCHAR(2), email VARCHAR(191),
  created_at DATETIME, updated_at DATETIME, deleted_at DATETIME
);
CREATE TABLE assets (
  id INTEGER PRIMARY KEY, name VARCHAR(191), asset_tag VARCHAR(191), model_id INTEGER REFERENCES models(id),
  serial VARCHAR(191), purchase_date DATE, purchase_cost DECIMAL(20,2), order_number VARCHAR(191),
  assigned_to INTEGER, assigned_type VARCHAR(191), notes TEXT, image TEXT, user_id INTEGER REFERENCES users(id),
  created_at DATETIME, updated_at DATETIME, deleted_at DATETIME, status_id INTEGER REFERENCES status_labels(id),
  archived BOOLEAN DEFAULT 0, warranty_months INTEGER, depreciate BOOLEAN, supplier_id INTEGER REFERENCES suppliers(id),
  requestable BOOLEAN NOT NULL DEFAULT 0, rtd_location_id INTEGER REFERENCES locations(id),
  location_id INTEGER REFERENCES locations(id), last_checkout DATETIME, expected_checkin DATE,
  company_id INTEGER REFERENCES companies(id), last_audit_date DATETIME, next_audit_date DATE,
  checkin_counter INTEGER NOT NULL DEFAULT 0, checkout_counter INTEGER NOT NULL DEFAULT 0, byod BOOLEAN DEFAULT 0
);
CREATE TABLE action_logs (
  id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), action_type VARCHAR(191) NOT NULL,
  target_id INTEGER, target_type VARCHAR(191), location_id INTEGER, note TEXT, filename TEXT,
  item_type VARCHAR(191) NOT NULL, item_id INTEGER NOT NULL, expected_checkin DATE, accepted_id INTEGER,
  created_at DATETIME, updated_at DATETIME, deleted_at DATETIME, thread_id INTEGER, company_id INTEGER,
  accept_signature VARCHAR(100), log_meta TEXT, action_date DATETIME, stored_eula TEXT
);
CREATE TABLE licenses (
  id INTEGER PRIMARY KEY, name VARCHAR(191), serial TEXT, purchase_date DATE, purchase_cost DECIMAL(20,2),
  order_number VARCHAR(50), seats INTEGER NOT NULL DEFAULT 1, notes TEXT, user_id INTEGER REFERENCES users(id),
  depreciation_id INTEGER, created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  license_name VARCHAR(120), license_email VARCHAR(191), depreciate BOOLEAN, supplier_id INTEGER
  REFERENCES suppliers(id), expiration_date DATE, purchase_order VARCHAR(191), termination_date DATE,
  maintained BOOLEAN, reassignable BOOLEAN NOT NULL DEFAULT 1, company_id INTEGER REFERENCES companies(id),
  manufacturer_id INTEGER REFERENCES manufacturers(id), category_id INTEGER REFERENCES categories(id)
);
CREATE TABLE license_seats (
  id INTEGER PRIMARY KEY, license_id INTEGER REFERENCES licenses(id), assigned_to INTEGER REFERENCES users(id),
  notes TEXT, user_id INTEGER REFERENCES users(id), created_at DATETIME, updated_at DATETIME, deleted_at DATETIME,
  asset_id INTEGER REFERENCES assets(id)
);
CREATE TABLE asset_maintenances (
  id INTEGER PRIMARY KEY, asset_id INTEGER NOT NULL REFERENCES assets(id), supplier_id INTEGER NOT NULL
  REFERENCES suppliers(id), asset_maintenance_type VARCHAR(191) NOT NULL, title VARCHAR(191) NOT NULL,
  is_warranty BOOLEAN NOT NULL DEFAULT 0, start_date DATE NOT NULL, completion_date DATE,
  asset_maintenance_time INTEGER, notes TEXT, cost DECIMAL(20,2), deleted_at DATETIME, created_at DATETIME,
  updated_at DATETIME, user_id INTEGER REFERENCES users(id)
);
"""

USER_CLASS = "App\\Models\\User"
ASSET_CLASS = "App\\Models\\Asset"
# name, city, country
LOCATIONS = [("Hamburg HQ", "Hamburg", "DE"), ("München Studio", "München", "DE"), ("Wien Studio", "Wien", "AT")]
DEPARTMENTS = ["Design", "Visualisation", "Project Management", "Administration", "IT"]
MANUFACTURERS = ["Apple", "Dell", "Lenovo", "HP", "Wacom", "Canon", "Samsung"]
SOFTWARE_MAKERS = ["Autodesk", "Adobe", "Chaos", "McNeel", "Microsoft"]
CATEGORIES = ["Laptops", "Desktops", "Monitors", "Tablets", "Mobile Phones", "Plotters & Printers"]
# name, model number, manufacturer, category, price €, weight
MODELS = [
    ('MacBook Pro 16"', "MK1A3D/A", "Apple", "Laptops", 3299.00, 12),
    ('MacBook Air 13"', "MLY33D/A", "Apple", "Laptops", 1499.00, 5),
    ("Precision 5680", "P5680", "Dell", "Laptops", 3890.00, 5),
    ("ThinkPad T14 Gen 4", "21HD", "Lenovo", "Laptops", 1390.00, 6),
    ("Precision 3660 Tower", "P3660", "Dell", "Desktops", 2890.00, 4),
    ("Mac Studio M2 Max", "MQH63D/A", "Apple", "Desktops", 2399.00, 3),
    ('UltraSharp U3223QE 32"', "U3223QE", "Dell", "Monitors", 749.00, 10),
    ('Studio Display 27"', "MK0U3D/A", "Apple", "Monitors", 1749.00, 4),
    ("Cintiq Pro 24", "DTH-2420", "Wacom", "Tablets", 2499.00, 3),
    ("iPad Pro 12.9", "MNXR3FD/A", "Apple", "Tablets", 1449.00, 4),
    ("Galaxy S23", "SM-S911B", "Samsung", "Mobile Phones", 849.00, 6),
    ("iPhone 15", "MTP03ZD/A", "Apple", "Mobile Phones", 949.00, 6),
    ("imagePROGRAF TM-300", "TM-300", "Canon", "Plotters & Printers", 3950.00, 2),
    ("DesignJet T650", "5HB10A", "HP", "Plotters & Printers", 2690.00, 1),
]
# name, deployable, pending, archived
STATUSES = [("Ready to Deploy", 1, 0, 0), ("Pending", 0, 1, 0), ("Out for Repair", 0, 0, 0),
            ("Lost/Stolen", 0, 0, 0), ("Archived", 0, 0, 1)]  # fmt: skip
SUPPLIERS = [("Cancom", "Hamburg", "DE"), ("Bechtle", "München", "DE"), ("ACP IT Solutions", "Wien", "AT"),
             ("Plotterservice Nord", "Hamburg", "DE")]  # fmt: skip
FIRST = ["Lena", "Jonas", "Mia", "Felix", "Clara", "Paul", "Sophie", "Lukas", "Anna", "Maximilian", "Laura", "Tobias",
         "Julia", "Niklas", "Hannah", "David", "Marie", "Florian", "Sarah", "Simon", "Katharina", "Moritz"]  # fmt: skip
LAST = ["Becker", "Schulz", "Hoffmann", "Wagner", "Krüger", "Neumann", "Schwarz", "Zimmermann", "Braun", "Hofer",
        "Gruber", "Huber", "Wolf", "Schröder", "Lang", "Berger", "Fuchs", "Keller", "Brandt", "Lehmann"]  # fmt: skip
# name, manufacturer, seats, seats in use, expiration (days from today), cost €
LICENSES = [
    ("Autodesk Revit", "Autodesk", 25, 21, 200, 2950.00),
    ("Autodesk AutoCAD", "Autodesk", 15, 9, 200, 2190.00),
    ("Adobe Creative Cloud", "Adobe", 12, 12, 19, 890.00),
    ("Enscape", "Chaos", 8, 6, 26, 569.00),
    ("Rhinoceros 8", "McNeel", 6, 3, 410, 995.00),
    ("Microsoft 365 Business Premium", "Microsoft", 60, 48, 95, 264.00),
]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the asset register to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    ts = clock.stamp

    db.execute("INSERT INTO companies VALUES (1, 'Osterfeld Architekten PartGmbB', ?, ?)", (ts(-2000, 0),) * 2)
    for n, (name, city, country) in enumerate(LOCATIONS, start=1):
        db.execute(
            "INSERT INTO locations (id, name, city, country, currency, created_at, updated_at) VALUES (?,?,?,?,?,?,?)",
            (n, name, city, country, "EUR", ts(-2000, 0), ts(-2000, 0)),
        )
    for n, name in enumerate(DEPARTMENTS, start=1):
        db.execute(
            "INSERT INTO departments (id, name, company_id, location_id, created_at, updated_at) VALUES (?,?,1,1,?,?)",
            (n, name, ts(-2000, 0), ts(-2000, 0)),
        )
    # users: admin (id 1), Henrike Vogt (id 2), then staff across the three offices
    users: list[tuple[int, int, int, bool]] = []  # id, location, department, active and present

    def add_user(n: int, first: str, last: str, location: int, department: int, active: bool, deleted: bool) -> None:
        username = f"{first[0]}.{last}".lower().replace("ü", "ue").replace("ö", "oe")
        db.execute(
            "INSERT INTO users (id, email, password, activated, first_name, last_name, username, employee_num,"
            " jobtitle, company_id, department_id, location_id, manager_id, last_login, created_at, updated_at,"
            " deleted_at) VALUES (?,?,?,?,?,?,?,?,?,1,?,?,?,?,?,?,?)",
            (n, f"{username}@osterfeld-architekten.de", "$2y$10$" + f"{rng.getrandbits(200):050x}", int(active),
             first, last, username, f"OA-{1000 + n}", DEPARTMENTS[department - 1], department, location,
             2 if n > 2 else None, ts(-rng.randint(0, 20), rng.randint(420, 1000)) if active else None,
             ts(-rng.randint(150, 1500), 540), ts(-rng.randint(0, 100), 540),
             ts(-rng.randint(5, 90), 600) if deleted else None),
        )  # fmt: skip
        users.append((n, location, department, active and not deleted))

    add_user(1, "Snipe", "Admin", 1, 5, True, False)
    add_user(2, "Henrike", "Vogt", 1, 1, True, False)
    n = 2
    names = [(f, la) for f in FIRST for la in LAST]
    rng.shuffle(names)
    for location, count in ((1, 30), (2, 16), (3, 12)):
        for _ in range(count):
            n += 1
            first, last = names.pop()
            department = rng.choices([1, 2, 3, 4, 5], weights=[6, 3, 3, 2, 1])[0]
            gone = rng.random() < 0.06
            add_user(n, first, last, location, department, rng.random() > 0.05, gone)
    for n, name in enumerate(MANUFACTURERS, start=1):
        db.execute("INSERT INTO manufacturers (id, name, created_at, updated_at) VALUES (?,?,?,?)",
                   (n, name, ts(-2000, 0), ts(-2000, 0)))  # fmt: skip
    for n, name in enumerate(CATEGORIES, start=1):
        db.execute("INSERT INTO categories (id, name, category_type, created_at, updated_at) VALUES (?,?,'asset',?,?)",
                   (n, name, ts(-2000, 0), ts(-2000, 0)))  # fmt: skip
    lic_cat = len(CATEGORIES) + 1
    db.execute("INSERT INTO categories (id, name, category_type, created_at, updated_at) VALUES (?,?,'license',?,?)",
               (lic_cat, "Design Software", ts(-2000, 0), ts(-2000, 0)))  # fmt: skip
    for k, name in enumerate(SOFTWARE_MAKERS, start=len(MANUFACTURERS) + 1):
        db.execute("INSERT INTO manufacturers (id, name, created_at, updated_at) VALUES (?,?,?,?)",
                   (k, name, ts(-2000, 0), ts(-2000, 0)))  # fmt: skip
    maker = {name: k for k, name in enumerate([*MANUFACTURERS, *SOFTWARE_MAKERS], 1)}
    for k, (name, number, manufacturer, category, _price, _w) in enumerate(MODELS, start=1):
        db.execute(
            "INSERT INTO models (id, name, model_number, manufacturer_id, category_id, eol, created_at, updated_at)"
            " VALUES (?,?,?,?,?,36,?,?)",
            (k, name, number, maker[manufacturer], CATEGORIES.index(category) + 1, ts(-1500, 0), ts(-1500, 0)),
        )
    for k, (name, deployable, pending, archived) in enumerate(STATUSES, start=1):
        db.execute(
            "INSERT INTO status_labels (id, name, deployable, pending, archived, created_at, updated_at)"
            " VALUES (?,?,?,?,?,?,?)",
            (k, name, deployable, pending, archived, ts(-2000, 0), ts(-2000, 0)),
        )
    for k, (name, city, country) in enumerate(SUPPLIERS, start=1):
        db.execute(
            "INSERT INTO suppliers (id, name, city, country, created_at, updated_at) VALUES (?,?,?,?,?,?)",
            (k, name, city, country, ts(-2000, 0), ts(-2000, 0)),
        )

    present = [u for u in users if u[3] and u[0] != 1]
    # five active Wien staff with nothing checked out
    wien_idle = {u[0] for u in present if u[1] == 3}
    wien_idle = set(sorted(wien_idle)[:5])
    holders = [u for u in present if u[0] not in wien_idle and u[0] != 2]
    location_weight = {1: 1.0, 2: 0.8, 3: 0.5}
    asset = log = 0
    repair_left, lost_left, overdue_left, never_audited_left = 6, 2, 4, 9

    def log_action(action: str, item: int, target: int | None, day: int, minute: int, note: str = "") -> None:
        nonlocal log
        log += 1
        db.execute(
            "INSERT INTO action_logs (id, user_id, action_type, target_id, target_type, note, item_type, item_id,"
            " created_at, updated_at, action_date) VALUES (?,1,?,?,?,?,?,?,?,?,?)",
            (log, action, target, USER_CLASS if target else None, note, ASSET_CLASS, item, ts(day, minute),
             ts(day, minute), ts(day, minute)),
        )  # fmt: skip

    model_weights = [m[5] for m in MODELS]
    for _ in range(420):
        asset += 1
        model = rng.choices(range(1, len(MODELS) + 1), weights=model_weights)[0]
        name, _num, manufacturer, category, price, _w = MODELS[model - 1]
        bought = -rng.randint(1, 1100)
        created = max(bought, -119) if bought > -119 else bought
        deleted = None
        status = 1
        assigned: int | None = None
        if asset <= 24:  # Henrike Vogt holds the loan pool
            assigned = 2
        elif rng.random() < 0.03:
            deleted = ts(-rng.randint(1, 100), rng.randint(480, 1000))
            status = 5
        elif repair_left and asset % 23 == 0:
            repair_left -= 1
            status = 3
        elif lost_left and asset % 71 == 0:
            lost_left -= 1
            status = 4
        elif rng.random() < 0.72:
            weights = [location_weight[u[1]] for u in holders]
            assigned = rng.choices(holders, weights=weights)[0][0]
        elif rng.random() < 0.1:
            status = 2
        location = next(u[1] for u in users if u[0] == assigned) if assigned else rng.choice([1, 1, 2, 3])
        checkout_day = -rng.randint(1, 119) if assigned else None
        if checkout_day is not None and bought > checkout_day:
            checkout_day = bought
        expected = None
        if assigned and category == "Laptops" and overdue_left and asset > 24 and asset % 5 == 0:
            overdue_left -= 1
            expected = clock.day_text(-rng.randint(2, 20))
        elif assigned and category == "Laptops" and rng.random() < 0.1:
            expected = clock.day_text(rng.randint(5, 60))
        audited = next_audit = None
        if never_audited_left and asset % 37 == 0 and deleted is None:
            never_audited_left -= 1
        else:
            audited_day = -rng.randint(10, 330) if asset % 29 else -rng.randint(370, 420)
            audited = ts(audited_day, rng.randint(480, 1000))
            next_audit = clock.day_text(audited_day + 365)
        prefix = {"Laptops": "NB", "Desktops": "WS", "Monitors": "MON", "Tablets": "TAB", "Mobile Phones": "MOB",
                  "Plotters & Printers": "PLT"}[category]  # fmt: skip
        db.execute(
            "INSERT INTO assets (id, name, asset_tag, model_id, serial, purchase_date, purchase_cost, order_number,"
            " assigned_to, assigned_type, user_id, created_at, updated_at, deleted_at, status_id, archived,"
            " warranty_months, depreciate, supplier_id, rtd_location_id, location_id, last_checkout,"
            " expected_checkin, company_id, last_audit_date, next_audit_date, checkout_counter)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,1,?,?,?,?,?,?,0,?,?,?,?,?,1,?,?,?)",
            (asset, None, f"OA-{prefix}-{asset:04d}", model, f"SN{rng.getrandbits(40):010X}",
             clock.day_text(bought), price, f"PO-{rng.randint(10000, 99999)}", assigned,
             USER_CLASS if assigned else None, ts(created, 600), ts(created, 600), deleted, status,
             int(status == 5), rng.choice([12, 24, 36]), rng.randint(1, 3), location, location,
             ts(checkout_day, 600) if checkout_day is not None else None, expected, audited, next_audit,
             1 if assigned else 0),
        )  # fmt: skip
        if created >= -119:
            log_action("create", asset, None, created, 590)
        if assigned and checkout_day is not None and checkout_day >= -119:
            log_action("checkout", asset, assigned, checkout_day, 600)
        if deleted:
            day = (datetime.datetime.strptime(deleted[:10], "%Y-%m-%d") - clock.midnight).days
            log_action("delete", asset, None, day, 1000)
    # past checkouts and check-ins of returned equipment
    for _ in range(260):
        item = rng.randint(8, asset)
        user = rng.choice(holders)[0]
        out_day = -rng.randint(3, 119)
        back_day = min(-1, out_day + rng.randint(1, 30))
        log_action("checkout", item, user, out_day, 540)
        log_action("checkin from", item, user, back_day, 960)
    # repairs
    for _ in range(40):
        item = rng.randint(1, asset)
        supplier = rng.choices([1, 2, 3, 4], weights=[2, 2, 1, 2])[0]
        start = -rng.randint(1, 119)
        days = rng.randint(1, 14)
        done = start + days if start + days < 0 else None
        cost = round(rng.uniform(40, 300) * (3 if supplier == 4 else 1), 2)
        db.execute(
            "INSERT INTO asset_maintenances (asset_id, supplier_id, asset_maintenance_type, title, is_warranty,"
            " start_date, completion_date, asset_maintenance_time, cost, created_at, updated_at, user_id)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,1)",
            (item, supplier, rng.choice(["Repair", "Upgrade", "Maintenance"]), rng.choice(
             ["Replace battery", "Print head", "Display broken", "RAM upgrade", "Keyboard"]), int(rng.random() < 0.3),
             clock.day_text(start), clock.day_text(done) if done is not None else None,
             days if done is not None else None, cost, ts(start, 600), ts(start, 600)),
        )  # fmt: skip
    # licences and their seats
    seat = 0
    for k, (name, manufacturer, seats, used, expires, cost) in enumerate(LICENSES, start=1):
        db.execute(
            "INSERT INTO licenses (id, name, serial, purchase_date, purchase_cost, seats, user_id, created_at,"
            " updated_at, supplier_id, expiration_date, maintained, company_id, manufacturer_id, category_id)"
            " VALUES (?,?,?,?,?,?,1,?,?,1,?,1,1,?,?)",
            (k, name, f"{rng.getrandbits(64):016X}", clock.day_text(expires - 365), cost * seats, seats,
             ts(-400, 600), ts(-400, 600), clock.day_text(expires), maker[manufacturer], lic_cat),
        )  # fmt: skip
        takers = rng.sample([u[0] for u in present], used)
        for s in range(seats):
            seat += 1
            db.execute(
                "INSERT INTO license_seats (id, license_id, assigned_to, user_id, created_at, updated_at)"
                " VALUES (?,?,?,1,?,?)",
                (seat, k, takers[s] if s < used else None, ts(-400, 600), ts(-400, 600)),
            )
    close_checked(db, "itassets")
