"""An Eindhoven maker of air-quality sensor boards (Vonk Elektronica B.V.) as an InvenTree 0.16 database in SQLite.

InvenTree (the open-source inventory and parts manager, Django, which runs on SQLite as well as PostgreSQL and MySQL)
keeps its records in Django's ``app_model`` tables with its conventions: integer ``id`` keys, ``DateField`` columns as
``YYYY-MM-DD`` text, ``DateTimeField`` columns as Django's SQLite text (``YYYY-MM-DD HH:MM:SS.ffffff``, UTC, no
offset), booleans 0/1, decimal quantities and prices as numbers beside a ``*_currency`` code, a JSON ``metadata``
column on most models, and:

* **part categories and stock locations are MPTT trees**: ``parent_id``, ``level``, ``lft``, ``rght``, ``tree_id``
  and a denormalised ``pathstring`` (``Electronics/Passives/Resistors``); a ``structural`` category or location holds
  no parts or stock of its own, only children; ``external`` marks a location outside the company (the contract
  assembler);
* ``part_part``: ``IPN`` (the internal part number, upper case), ``minimum_stock``, the flags ``assembly``,
  ``component``, ``trackable``, ``purchaseable``, ``salable``, ``virtual``, ``is_template`` and **``active`` 0 for an
  obsolete part** (never deleted), ``creation_date`` a date, ``default_supplier_id`` a supplier part;
  ``part_bomitem`` the bills of materials (``part_id`` the assembly, ``sub_part_id`` the component);
* ``company_company`` is **suppliers, customers and manufacturers in one table** (``is_supplier``, ``is_customer``,
  ``is_manufacturer``), ``company_supplierpart`` a part as one supplier sells it (``SKU``, ``base_cost``,
  ``pack_quantity``); purchase-order lines point at the supplier part, not at the part;
* **every order, build and stock item has an integer ``status``** (InvenTree's status codes): stock 10 OK, 50
  attention needed, 55 damaged, 60 destroyed, 65 rejected, 70 lost, 75 quarantined, 85 returned; purchase orders 10
  pending, 20 placed, 25 on hold, 30 complete, 40 cancelled, 50 lost, 60 returned; sales orders 10 pending, 15 in
  progress, 20 shipped, 25 on hold, 30 complete, 40 cancelled, 50 lost, 60 returned; build orders 10 pending, 20 in
  production, 25 on hold, 30 cancelled, 40 complete;
* orders and builds have a text ``reference`` (``PO-0042``, ``SO-0108``, ``BO-0031``) and its number in
  ``reference_int``; purchase orders ``creation_date``, ``issue_date`` (NULL until placed), ``target_date`` and
  ``complete_date``; sales orders ``creation_date``, ``target_date`` and ``shipment_date``, their shipments in
  ``order_salesordershipment``; builds ``quantity`` and ``completed`` (outputs finished), ``completion_date``;
* **``stock_stockitem`` is every stock item ever, on hand or not**: an item sent to a customer has ``customer_id`` set
  and no ``location_id``, one used up by a build ``consumed_by_id`` set, a serialised product one row per unit
  (``serial``, quantity 1), a batch one row (``batch``, ``quantity``); ``expiry_date`` for what ages (solder paste,
  adhesives), ``purchase_price`` per unit, ``updated`` a date; ``stock_stockitemtracking`` the history of each item
  by integer ``tracking_type`` (1 created, 10 stock counted, 11 added, 12 removed, 20 moved, 55 build output
  completed, 57 consumed by a build, 60 shipped against a sales order, 70 received against a purchase order) with a
  JSON ``deltas``;
* **``responsible_id`` and ``responsible_owner_id`` point at ``users_owner``, a generic key**: ``owner_type_id`` a
  ``django_content_type`` (``auth.user`` or ``auth.group``) and ``owner_id`` that row's id; ``created_by_id``,
  ``issued_by_id`` and the like point at ``auth_user`` directly.

Data reaches 180 days back from ``now``; orders fall due up to 30 days ahead. Dates are whole days counted from today;
times fall on whole minutes, today's only well before ``now`` and none within a quarter of an hour of ``now``'s time
of day.

Planted signals:

* Resistors is the category with the most parts; the SMD tower holds the most stock items;
* four parts are below their minimum stock (the SEN55 and SCD41 sensors, the ESP32-C3 module and the M3 screws);
  three parts bought in have no supplier part at all; Waterschap De Dommel is a customer that never ordered;
* Mouser Electronics is the supplier spent with most over the last 90 days; JLCPCB takes by far the longest from issue
  to completion; four placed purchase orders are past their target date;
* Gemeente Eindhoven is the customer with the most order value in the last 90 days; three open sales orders are
  overdue; three shipments went out yesterday; about a fifth of shipped orders went out after their target date;
* AQ-Node v2 is the product built in the most units over the last 60 days, Fleur Janssen issued the most build orders;
* five stock items are quarantined; three lots of solder paste and adhesive expire within 30 days.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE auth_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login DATETIME, is_superuser BOOL NOT NULL,
  username VARCHAR(150) NOT NULL UNIQUE, first_name VARCHAR(150) NOT NULL, last_name VARCHAR(150) NOT NULL,
  email VARCHAR(254) NOT NULL, is_staff BOOL NOT NULL, is_active BOOL NOT NULL, date_joined DATETIME NOT NULL
);
CREATE TABLE auth_group (id INTEGER PRIMARY KEY, name VARCHAR(150) NOT NULL UNIQUE);
CREATE TABLE django_content_type (
  id INTEGER PRIMARY KEY, app_label VARCHAR(100) NOT NULL, model VARCHAR(100) NOT NULL, UNIQUE (app_label, model)
);
CREATE TABLE users_owner (
  id INTEGER PRIMARY KEY, owner_id INTEGER UNSIGNED, owner_type_id INTEGER REFERENCES django_content_type (id),
  UNIQUE (owner_type_id, owner_id)
);
CREATE TABLE stock_stocklocation (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, description VARCHAR(250) NOT NULL,
  pathstring VARCHAR(250) NOT NULL,
  lft INTEGER UNSIGNED NOT NULL, rght INTEGER UNSIGNED NOT NULL, tree_id INTEGER UNSIGNED NOT NULL,
  level INTEGER UNSIGNED NOT NULL, parent_id INTEGER REFERENCES stock_stocklocation (id),
  owner_id INTEGER REFERENCES users_owner (id), structural BOOL NOT NULL, external BOOL NOT NULL,
  custom_icon VARCHAR(100), barcode_data VARCHAR(500) NOT NULL, barcode_hash VARCHAR(128) NOT NULL, metadata TEXT
);
CREATE TABLE part_partcategory (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, description VARCHAR(250) NOT NULL,
  pathstring VARCHAR(250) NOT NULL,
  lft INTEGER UNSIGNED NOT NULL, rght INTEGER UNSIGNED NOT NULL, tree_id INTEGER UNSIGNED NOT NULL,
  level INTEGER UNSIGNED NOT NULL, parent_id INTEGER REFERENCES part_partcategory (id),
  default_location_id INTEGER REFERENCES stock_stocklocation (id), default_keywords VARCHAR(250),
  structural BOOL NOT NULL, icon VARCHAR(100), metadata TEXT
);
CREATE TABLE company_company (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, description VARCHAR(500) NOT NULL, website VARCHAR(200) NOT NULL,
  phone VARCHAR(50) NOT NULL, email VARCHAR(254), contact VARCHAR(100) NOT NULL, link VARCHAR(2000) NOT NULL,
  notes TEXT, is_customer BOOL NOT NULL, is_supplier BOOL NOT NULL, is_manufacturer BOOL NOT NULL,
  currency VARCHAR(3) NOT NULL, active BOOL NOT NULL, metadata TEXT
);
CREATE TABLE part_part (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, description VARCHAR(250) NOT NULL, keywords VARCHAR(250),
  category_id INTEGER REFERENCES part_partcategory (id), "IPN" VARCHAR(100), revision VARCHAR(100),
  link VARCHAR(2000), default_location_id INTEGER REFERENCES stock_stocklocation (id),
  default_supplier_id INTEGER REFERENCES company_supplierpart (id), minimum_stock DECIMAL NOT NULL,
  units VARCHAR(20), assembly BOOL NOT NULL, component BOOL NOT NULL, trackable BOOL NOT NULL,
  purchaseable BOOL NOT NULL, salable BOOL NOT NULL, active BOOL NOT NULL, virtual BOOL NOT NULL,
  is_template BOOL NOT NULL, variant_of_id INTEGER REFERENCES part_part (id), notes TEXT, creation_date DATE,
  creation_user_id INTEGER REFERENCES auth_user (id), responsible_owner_id INTEGER REFERENCES users_owner (id),
  default_expiry INTEGER UNSIGNED NOT NULL, last_stocktake DATE, locked BOOL NOT NULL, testable BOOL NOT NULL,
  metadata TEXT
);
CREATE TABLE company_supplierpart (
  id INTEGER PRIMARY KEY, part_id INTEGER NOT NULL REFERENCES part_part (id),
  supplier_id INTEGER NOT NULL REFERENCES company_company (id), "SKU" VARCHAR(100) NOT NULL, link VARCHAR(2000),
  description VARCHAR(250), note VARCHAR(100), base_cost DECIMAL NOT NULL, packaging VARCHAR(50),
  pack_quantity VARCHAR(25) NOT NULL, pack_quantity_native DECIMAL NOT NULL, multiple INTEGER UNSIGNED NOT NULL,
  available DECIMAL NOT NULL, availability_updated DATETIME, active BOOL NOT NULL, updated DATETIME, metadata TEXT,
  UNIQUE (part_id, supplier_id, "SKU")
);
CREATE TABLE part_bomitem (
  id INTEGER PRIMARY KEY, part_id INTEGER NOT NULL REFERENCES part_part (id),
  sub_part_id INTEGER NOT NULL REFERENCES part_part (id), quantity DECIMAL NOT NULL, reference VARCHAR(5000) NOT NULL,
  note VARCHAR(500) NOT NULL, overage VARCHAR(24) NOT NULL, optional BOOL NOT NULL, consumable BOOL NOT NULL,
  allow_variants BOOL NOT NULL, inherited BOOL NOT NULL, validated BOOL NOT NULL, checksum VARCHAR(128) NOT NULL,
  metadata TEXT
);
CREATE TABLE order_purchaseorder (
  id INTEGER PRIMARY KEY, reference VARCHAR(64) NOT NULL UNIQUE, reference_int BIGINT NOT NULL,
  description VARCHAR(250) NOT NULL, link VARCHAR(2000) NOT NULL, creation_date DATE, issue_date DATE,
  target_date DATE, complete_date DATE, status INTEGER UNSIGNED NOT NULL, supplier_reference VARCHAR(64) NOT NULL,
  notes TEXT, created_by_id INTEGER REFERENCES auth_user (id), received_by_id INTEGER REFERENCES auth_user (id),
  responsible_id INTEGER REFERENCES users_owner (id), supplier_id INTEGER REFERENCES company_company (id),
  total_price DECIMAL, total_price_currency VARCHAR(3) NOT NULL, metadata TEXT
);
CREATE TABLE order_salesorder (
  id INTEGER PRIMARY KEY, reference VARCHAR(64) NOT NULL UNIQUE, reference_int BIGINT NOT NULL,
  description VARCHAR(250) NOT NULL, link VARCHAR(2000) NOT NULL, customer_id INTEGER REFERENCES company_company (id),
  customer_reference VARCHAR(64) NOT NULL, creation_date DATE, issue_date DATE, target_date DATE,
  shipment_date DATE, status INTEGER UNSIGNED NOT NULL, created_by_id INTEGER REFERENCES auth_user (id),
  shipped_by_id INTEGER REFERENCES auth_user (id), responsible_id INTEGER REFERENCES users_owner (id),
  total_price DECIMAL, total_price_currency VARCHAR(3) NOT NULL, notes TEXT, metadata TEXT
);
CREATE TABLE build_build (
  id INTEGER PRIMARY KEY, reference VARCHAR(64) NOT NULL UNIQUE, reference_int BIGINT NOT NULL,
  title VARCHAR(100) NOT NULL, part_id INTEGER NOT NULL REFERENCES part_part (id), quantity INTEGER UNSIGNED NOT NULL,
  completed INTEGER UNSIGNED NOT NULL, batch VARCHAR(100), creation_date DATE NOT NULL, target_date DATE,
  completion_date DATE, status INTEGER UNSIGNED NOT NULL, sales_order_id INTEGER REFERENCES order_salesorder (id),
  take_from_id INTEGER REFERENCES stock_stocklocation (id), destination_id INTEGER REFERENCES stock_stocklocation (id),
  issued_by_id INTEGER REFERENCES auth_user (id), completed_by_id INTEGER REFERENCES auth_user (id),
  responsible_id INTEGER REFERENCES users_owner (id), parent_id INTEGER REFERENCES build_build (id),
  lft INTEGER UNSIGNED NOT NULL, rght INTEGER UNSIGNED NOT NULL, tree_id INTEGER UNSIGNED NOT NULL,
  level INTEGER UNSIGNED NOT NULL, priority INTEGER UNSIGNED NOT NULL, notes TEXT, link VARCHAR(2000) NOT NULL,
  metadata TEXT
);
CREATE TABLE order_purchaseorderlineitem (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES order_purchaseorder (id),
  part_id INTEGER REFERENCES company_supplierpart (id), quantity DECIMAL NOT NULL, received DECIMAL NOT NULL,
  purchase_price DECIMAL, purchase_price_currency VARCHAR(3) NOT NULL,
  destination_id INTEGER REFERENCES stock_stocklocation (id), target_date DATE, reference VARCHAR(100) NOT NULL,
  notes VARCHAR(500) NOT NULL, link VARCHAR(2000) NOT NULL, metadata TEXT
);
CREATE TABLE order_salesorderlineitem (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES order_salesorder (id),
  part_id INTEGER REFERENCES part_part (id), quantity DECIMAL NOT NULL, sale_price DECIMAL,
  sale_price_currency VARCHAR(3) NOT NULL, shipped DECIMAL NOT NULL, target_date DATE, reference VARCHAR(100) NOT NULL,
  notes VARCHAR(500) NOT NULL, link VARCHAR(2000) NOT NULL, metadata TEXT
);
CREATE TABLE order_salesordershipment (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES order_salesorder (id), shipment_date DATE,
  delivery_date DATE, checked_by_id INTEGER REFERENCES auth_user (id), reference VARCHAR(100) NOT NULL,
  tracking_number VARCHAR(100) NOT NULL, invoice_number VARCHAR(100) NOT NULL, notes TEXT, link VARCHAR(2000) NOT NULL,
  metadata TEXT, UNIQUE (order_id, reference)
);
CREATE TABLE stock_stockitem (
  id INTEGER PRIMARY KEY, part_id INTEGER NOT NULL REFERENCES part_part (id),
  supplier_part_id INTEGER REFERENCES company_supplierpart (id),
  location_id INTEGER REFERENCES stock_stocklocation (id),
  quantity DECIMAL NOT NULL, serial VARCHAR(100), serial_int INTEGER NOT NULL, batch VARCHAR(100),
  status INTEGER UNSIGNED NOT NULL, expiry_date DATE, stocktake_date DATE, updated DATE,
  belongs_to_id INTEGER REFERENCES stock_stockitem (id), customer_id INTEGER REFERENCES company_company (id),
  build_id INTEGER REFERENCES build_build (id), sales_order_id INTEGER REFERENCES order_salesorder (id),
  purchase_order_id INTEGER REFERENCES order_purchaseorder (id), purchase_price DECIMAL,
  purchase_price_currency VARCHAR(3) NOT NULL, is_building BOOL NOT NULL,
  consumed_by_id INTEGER REFERENCES build_build (id), delete_on_deplete BOOL NOT NULL, notes TEXT,
  packaging VARCHAR(50), review_needed BOOL NOT NULL, parent_id INTEGER REFERENCES stock_stockitem (id),
  lft INTEGER UNSIGNED NOT NULL, rght INTEGER UNSIGNED NOT NULL, tree_id INTEGER UNSIGNED NOT NULL,
  level INTEGER UNSIGNED NOT NULL, metadata TEXT
);
CREATE TABLE stock_stockitemtracking (
  id INTEGER PRIMARY KEY, item_id INTEGER REFERENCES stock_stockitem (id), date DATETIME NOT NULL,
  tracking_type INTEGER NOT NULL, notes VARCHAR(512), user_id INTEGER REFERENCES auth_user (id), deltas TEXT
);
"""

USERS = [  # username, first, last, staff
    ("admin", "Bram", "Vonk", 1),
    ("sdevries", "Sanne", "de Vries", 1),
    ("dbakker", "Daan", "Bakker", 0),
    ("fjanssen", "Fleur", "Janssen", 0),
    ("jvisser", "Joris", "Visser", 0),
    ("lmulder", "Lotte", "Mulder", 0),
]
GROUPS = ["Inkoop", "Productie", "Verkoop"]
# name, parent, structural
LOCATIONS = [
    ("Magazijn", None, 1), ("Stelling A", "Magazijn", 0), ("Stelling B", "Magazijn", 0), ("SMD-toren", "Magazijn", 0),
    ("Goederenontvangst", None, 0), ("Quarantaine", None, 0), ("Productie", None, 1), ("Lijn 1", "Productie", 0),
    ("Koelkast", "Productie", 0), ("Expeditie", None, 0), ("Assemblagepartner Veldhoven", None, 0),
]  # fmt: skip
CATEGORIES = [
    ("Electronics", None, 1), ("Passives", "Electronics", 1), ("Resistors", "Passives", 0),
    ("Capacitors", "Passives", 0), ("ICs", "Electronics", 1), ("Sensors", "ICs", 0), ("Microcontrollers", "ICs", 0),
    ("Connectors", "Electronics", 0), ("Mechanical", None, 1), ("Enclosures", "Mechanical", 0),
    ("Fasteners", "Mechanical", 0), ("PCBs", None, 0), ("Consumables", None, 0), ("Products", None, 0),
]  # fmt: skip
SUPPLIERS = ["Mouser Electronics", "DigiKey", "Farnell", "TME", "JLCPCB", "Würth Elektronik"]
CUSTOMERS = ["Gemeente Eindhoven", "Luchtmeetnet Partners", "Slimme Stad Utrecht", "GreenBuild BV", "Campus Twente",
             "Havenbedrijf Rotterdam", "AgroSense Boxtel", "Schoolklimaat NL", "Waterschap De Dommel"]  # fmt: skip
CUSTOMER_WEIGHTS = [9, 3, 3, 2, 2, 2, 1, 2, 0]
RESISTORS = ["10k", "4k7", "1k", "100R", "47k", "220R", "2k2", "33R", "100k", "0R", "1M", "22k", "330R", "68k"]
CAPACITORS = ["100nF", "10uF", "1uF", "22pF", "4u7F", "470nF", "10nF", "100uF", "2u2F", "1nF"]
SENSORS = ["SEN55 particulate sensor", "SCD41 CO2 sensor", "BME688 gas sensor", "SGP41 VOC sensor",
           "SHT45 humidity sensor", "ICS-43434 microphone", "VEML7700 light sensor",
           "LPS22 pressure sensor"]  # fmt: skip
MCUS = ["ESP32-C3 module", "ESP32-S3 module", "STM32L072 LoRa MCU", "nRF52840 module"]
CONNECTORS = ["USB-C receptacle", "JST-SH 4-pin", "JST-PH 2-pin", "Pin header 2x5", "SMA antenna jack",
              "Terminal block 2-pin", "Battery holder 18650", "Micro SIM socket"]  # fmt: skip
ENCLOSURES = ["Enclosure AQ-Node", "Enclosure Pro IP65", "Enclosure Mini", "Wall bracket"]
FASTENERS = ["M3 screw 8mm", "M3 nut", "M2.5 standoff 6mm", "Cable gland M12", "Wall plug 6mm"]
PCBS = ["PCB AQ-Node v2", "PCB AQ-Node Pro", "PCB CO2 Sense Mini", "PCB Noise Logger"]
CONSUMABLES = ["Solder paste SAC305", "Underfill adhesive", "Conformal coating", "Flux pen"]
PRODUCTS = ["AQ-Node v2", "AQ-Node Pro", "CO2 Sense Mini", "Noise Logger"]
PRODUCT_PRICE = {"AQ-Node v2": 289.0, "AQ-Node Pro": 549.0, "CO2 Sense Mini": 119.0, "Noise Logger": 349.0}
NO_SUPPLIER = ["Light pipe 3mm", "EPDM gasket 60mm", "Label AQ-Node v2"]  # bought in, no supplier part
LOW = {"SEN55 particulate sensor": (40, 12), "SCD41 CO2 sensor": (40, 9), "ESP32-C3 module": (50, 18),
       "M3 screw 8mm": (2000, 350)}  # minimum stock, on hand  # fmt: skip
OBSOLETE = ["4k7 old 0805", "Enclosure AQ-Node v1", "ESP8266 module", "PCB AQ-Node v1", "JST-XH 3-pin"]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def moment(day: int) -> str:
        """A Django DateTimeField on SQLite: microseconds, no offset."""
        return clock.fmt(clock.clear_of_now(rng, day, 450, 1050)) + f".{rng.randrange(1000000):06d}"

    def date(day: int) -> str:
        return clock.day_text(day)

    meta = json.dumps({})
    for k, (username, first, last, staff) in enumerate(USERS, 1):
        db.execute(
            "INSERT INTO auth_user VALUES (?, 'pbkdf2_sha256$600000$x', ?, ?, ?, ?, ?, ?, ?, 1, ?)",
            (k, moment(-rng.randint(0, 6)), int(k == 1), username, first, last, f"{username}@vonk-elektronica.nl",
             staff, moment(-900 + 20 * k)),
        )  # fmt: skip
    uid = {u[0]: k for k, u in enumerate(USERS, 1)}
    for k, name in enumerate(GROUPS, 1):
        db.execute("INSERT INTO auth_group VALUES (?, ?)", (k, name))
    for k, (app, model) in enumerate(
        [
            ("auth", "user"),
            ("auth", "group"),
            ("part", "part"),
            ("stock", "stockitem"),
            ("order", "purchaseorder"),
            ("order", "salesorder"),
            ("build", "build"),
        ],
        1,
    ):
        db.execute("INSERT INTO django_content_type VALUES (?, ?, ?)", (k, app, model))  # fmt: skip
    owners: dict[tuple[str, str], int] = {}
    for k, (kind, ident) in enumerate([("user", uid[u[0]]) for u in USERS] + [("group", g) for g in (1, 2, 3)], 1):
        db.execute("INSERT INTO users_owner VALUES (?, ?, ?)", (k, ident, 1 if kind == "user" else 2))
        owners[(kind, USERS[ident - 1][0] if kind == "user" else GROUPS[ident - 1])] = k

    def tree(table: str, rows: list[tuple[str, str | None, int]], extra: dict[str, list[object]]) -> dict[str, int]:
        """MPTT rows: ids in order, lft/rght by a depth-first walk, one tree per root."""
        ids = {name: k for k, (name, _, _) in enumerate(rows, 1)}
        children: dict[str | None, list[str]] = {}
        for name, parent, _ in rows:
            children.setdefault(parent, []).append(name)
        numbers: dict[str, tuple[int, int, int, int, str]] = {}

        def walk(name: str, counter: int, tree_id: int, level: int, path: str) -> int:
            left = counter
            counter += 1
            for child in children.get(name, []):
                counter = walk(child, counter, tree_id, level + 1, f"{path}/{child}")
            numbers[name] = (left, counter, tree_id, level, path)
            return counter + 1

        for tree_id, root in enumerate(children[None], 1):
            walk(root, 1, tree_id, 0, root)
        for name, parent, structural in rows:
            left, right, tree_id, level, path = numbers[name]
            first, *rest = extra[name]  # the location's owner or the category's default location, then the rest
            if table == "part_partcategory":
                rest.insert(1, structural)  # default_keywords, structural, icon, metadata
            else:
                rest.insert(0, structural)  # structural, external, custom_icon, barcode_data, barcode_hash, metadata
            db.execute(
                f"INSERT INTO {table} VALUES (" + ", ".join("?" * (10 + len(rest))) + ")",
                (ids[name], name, "", path, left, right, tree_id, level, ids[parent] if parent else None, first, *rest),
            )
        return ids

    loc = tree(
        "stock_stocklocation",
        LOCATIONS,
        {name: [owners[("group", "Productie")] if name.startswith(("Lijn", "Koel")) else None,
                int(name.startswith("Assemblage")), None, "", "", meta] for name, _, _ in LOCATIONS},
    )  # fmt: skip
    default_loc = {"Resistors": "SMD-toren", "Capacitors": "SMD-toren", "Sensors": "Stelling A",
                   "Microcontrollers": "Stelling A", "Connectors": "Stelling B", "Enclosures": "Stelling B",
                   "Fasteners": "Stelling B", "PCBs": "Stelling A", "Consumables": "Koelkast",
                   "Products": "Expeditie"}  # fmt: skip
    cat = tree(
        "part_partcategory",
        CATEGORIES,
        {name: [loc[default_loc[name]] if name in default_loc else None, None, None, meta]
         for name, _, _ in CATEGORIES},
    )  # fmt: skip

    for k, name in enumerate(SUPPLIERS + CUSTOMERS, 1):
        sells = name in SUPPLIERS
        db.execute(
            "INSERT INTO company_company VALUES (?, ?, '', ?, '', ?, '', '', NULL, ?, ?, ?, 'EUR', 1, ?)",
            (k, name, f"https://www.{name.lower().replace(' ', '')}.example", f"info@{name.split()[0].lower()}.example",
             int(not sells), int(sells), int(name == "Würth Elektronik"), meta),
        )  # fmt: skip
    company = {name: k for k, name in enumerate(SUPPLIERS + CUSTOMERS, 1)}

    # parts: (name, category, unit cost, purchaseable, salable, assembly, minimum stock)
    parts: list[tuple[str, str, float, int, int, int, float, int]] = []
    for r in RESISTORS:
        parts.append((f"Resistor {r} 0603", "Resistors", 0.004, 1, 0, 0, 0, 1))
    parts.append(("Resistor 4k7 old 0805", "Resistors", 0.006, 1, 0, 0, 0, 0))
    for c in CAPACITORS:
        parts.append((f"Capacitor {c} 0603", "Capacitors", 0.02, 1, 0, 0, 0, 1))
    for s in SENSORS:
        parts.append((s, "Sensors", {"SEN55 particulate sensor": 24.0, "SCD41 CO2 sensor": 17.5}.get(s, 4.2), 1, 0, 0,
                      LOW.get(s, (0, 0))[0], 1))  # fmt: skip
    for m in MCUS:
        parts.append((m, "Microcontrollers", 3.1 if "C3" in m else 6.4, 1, 0, 0, LOW.get(m, (0, 0))[0], 1))
    parts.append(("ESP8266 module", "Microcontrollers", 2.2, 1, 0, 0, 0, 0))
    for c in CONNECTORS:
        parts.append((c, "Connectors", 0.35, 1, 0, 0, 0, 1))
    parts.append(("JST-XH 3-pin", "Connectors", 0.2, 1, 0, 0, 0, 0))
    for e in ENCLOSURES:
        parts.append((e, "Enclosures", 6.8, 1, 0, 0, 0, 1))
    parts.append(("Enclosure AQ-Node v1", "Enclosures", 6.1, 1, 0, 0, 0, 0))
    for f in FASTENERS:
        parts.append((f, "Fasteners", 0.03, 1, 0, 0, LOW.get(f, (0, 0))[0], 1))
    for p in NO_SUPPLIER:
        parts.append((p, "Mechanical" if "Label" not in p else "Consumables", 0.4, 1, 0, 0, 0, 1))
    for p in PCBS:
        parts.append((p, "PCBs", 3.9, 1, 0, 0, 0, 1))
    parts.append(("PCB AQ-Node v1", "PCBs", 3.6, 1, 0, 0, 0, 0))
    for p in CONSUMABLES:
        parts.append((p, "Consumables", 38.0 if "paste" in p else 22.0, 1, 0, 0, 0, 1))
    for p in PRODUCTS:
        parts.append((p, "Products", PRODUCT_PRICE[p] * 0.35, 0, 1, 1, 0, 1))
    pid: dict[str, int] = {}
    cost: dict[str, float] = {}
    for k, (name, category, unit, buy, sell, assembly, minimum, active) in enumerate(parts, 1):
        pid[name] = k
        cost[name] = unit
        created = -rng.randint(200, 800) if active else -rng.randint(900, 1400)
        db.execute(
            "INSERT INTO part_part VALUES (?, ?, ?, NULL, ?, ?, ?, NULL, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, NULL, "
            "NULL, ?, ?, ?, ?, NULL, 0, 0, ?)",
            (k, name, f"{name} ({category.lower()})", cat[category], f"VE-{k:05d}",
             "B" if name in PRODUCTS else None, loc[default_loc.get(category, "Stelling B")], minimum,
             "pcs", assembly, int(not assembly), int(assembly), buy, sell, active, date(created),
             uid["sdevries"], owners[("group", "Inkoop")] if buy else owners[("user", "fjanssen")],
             180 if category == "Consumables" else 0, meta),
        )  # fmt: skip

    # supplier parts: every part bought in, but the three never set up; two suppliers for some
    preferred = {"Resistors": "Mouser Electronics", "Capacitors": "Mouser Electronics", "Sensors": "Mouser Electronics",
                 "Microcontrollers": "DigiKey", "Connectors": "TME", "Enclosures": "Farnell", "Fasteners": "TME",
                 "PCBs": "JLCPCB", "Consumables": "Farnell"}  # fmt: skip
    supplier_parts: dict[str, list[tuple[int, str]]] = {}
    sp_id = 0
    for name, category, unit, buy, *_ in parts:
        if not buy or name in NO_SUPPLIER:
            continue
        choices = [preferred[category]]
        if category in ("Capacitors", "Connectors", "Sensors") and rng.random() < 0.5:
            choices.append("Würth Elektronik" if category != "Sensors" else "DigiKey")
        for supplier in choices:
            sp_id += 1
            db.execute(
                "INSERT INTO company_supplierpart VALUES (?, ?, ?, ?, NULL, NULL, NULL, ?, 'Reel', '1', 1, 1, ?, ?, 1, "
                "?, ?)",
                (sp_id, pid[name], company[supplier], f"{supplier[:3].upper()}-{pid[name]:04d}-{sp_id}",
                 round(unit * rng.uniform(0.95, 1.1), 4), rng.randint(0, 50000), moment(-rng.randint(1, 30)),
                 moment(-rng.randint(1, 30)), meta),
            )  # fmt: skip
            supplier_parts.setdefault(name, []).append((sp_id, supplier))
        db.execute("UPDATE part_part SET default_supplier_id = ? WHERE id = ?", (supplier_parts[name][0][0], pid[name]))

    # bills of materials
    bom = {
        "AQ-Node v2": ["PCB AQ-Node v2", "SEN55 particulate sensor", "SCD41 CO2 sensor", "ESP32-C3 module",
                       "Enclosure AQ-Node", "USB-C receptacle", "M3 screw 8mm", *[f"Resistor {r} 0603" for r in
                                                                                  RESISTORS[:6]]],
        "AQ-Node Pro": ["PCB AQ-Node Pro", "SEN55 particulate sensor", "SCD41 CO2 sensor", "BME688 gas sensor",
                        "STM32L072 LoRa MCU", "Enclosure Pro IP65", "SMA antenna jack", "Cable gland M12"],
        "CO2 Sense Mini": ["PCB CO2 Sense Mini", "SCD41 CO2 sensor", "ESP32-C3 module", "Enclosure Mini",
                           "JST-SH 4-pin"],
        "Noise Logger": ["PCB Noise Logger", "ICS-43434 microphone", "nRF52840 module", "Enclosure Mini",
                         "Battery holder 18650"],
    }  # fmt: skip
    for product, components in bom.items():
        for component in components:
            db.execute(
                "INSERT INTO part_bomitem (part_id, sub_part_id, quantity, reference, note, overage, optional, "
                "consumable, allow_variants, inherited, validated, checksum, metadata) "
                "VALUES (?, ?, ?, '', '', '', 0, 0, 0, 0, 1, ?, ?)",
                (pid[product], pid[component], 4 if component.startswith("M3") else 1, f"{rng.getrandbits(64):016x}",
                 meta),
            )  # fmt: skip

    # purchase orders over 180 days
    lead = {"Mouser Electronics": (2, 4), "DigiKey": (3, 5), "Farnell": (3, 6), "TME": (4, 7), "JLCPCB": (18, 24),
            "Würth Elektronik": (5, 8)}  # fmt: skip
    weight = {"Mouser Electronics": 6, "DigiKey": 4, "Farnell": 2, "TME": 3, "JLCPCB": 2, "Würth Elektronik": 1}
    by_supplier: dict[str, list[str]] = {}
    for name, sps in supplier_parts.items():
        for _, supplier in sps:
            by_supplier.setdefault(supplier, []).append(name)
    po_rows: list[tuple[object, ...]] = []
    po_lines: list[tuple[object, ...]] = []
    received_items: list[tuple[str, int, float, float, int, int]] = []  # part, supplier part, qty, price, day, po
    planned: list[tuple[str, int, int]] = []  # supplier, issue day, status
    for _ in range(70):
        supplier = rng.choices(list(weight), weights=list(weight.values()))[0]
        planned.append((supplier, min(-rng.randint(8, 178), -lead[supplier][1] - 2), 30))
    for k in range(3):  # the sensor orders for the municipal contract, all at Mouser
        planned.append(("Mouser Electronics", -15 - 21 * k, 30))
    for k in range(4):  # placed, past their target date
        planned.append((["JLCPCB", "TME", "Farnell", "DigiKey"][k], -22 - 3 * k, 20))
    for k in range(5):  # placed, still within their target
        planned.append((["Mouser Electronics", "DigiKey", "TME", "Farnell", "Mouser Electronics"][k], -1 - k, 20))
    for k in range(3):
        planned.append((["Mouser Electronics", "Würth Elektronik", "TME"][k], 0, 10))  # pending, not yet placed
    planned.append(("Farnell", -40, 40))
    planned.append(("DigiKey", -60, 25))
    for po_id, (supplier, issue, status) in enumerate(planned, 1):
        low, high = lead[supplier]
        if status == 30:
            complete = min(issue + rng.randint(low, high), -1)
            target = issue + high
        elif status == 20 and issue <= -22:
            complete, target = None, issue + high - 6 if supplier == "JLCPCB" else issue + high
        elif status == 25:  # on hold, due again in three weeks
            complete, target = None, 21
        else:
            complete, target = None, issue + high + 3
        total = 0.0
        names = rng.sample(by_supplier[supplier], min(len(by_supplier[supplier]), rng.randint(2, 5)))
        if supplier == "Mouser Electronics" and status == 30 and issue in (-15, -36, -57):
            names = ["SEN55 particulate sensor", "SCD41 CO2 sensor"]
        for name in names:
            sp = next(s for s, who in supplier_parts[name] if who == supplier)
            unit = cost[name]
            quantity = (rng.choice([1000, 2000, 5000]) if unit < 0.1 else rng.choice([2, 5, 10]) if unit > 20
                        else rng.choice([10, 25, 50]))  # fmt: skip
            if names[0] == "SEN55 particulate sensor":
                quantity = 150
            total += quantity * unit
            po_lines.append(
                (po_id, sp, quantity, quantity if status == 30 else 0, unit, "EUR", loc["Goederenontvangst"],
                 date(target), "", "", "", meta)
            )  # fmt: skip
            if status == 30 and complete is not None:
                received_items.append((name, sp, quantity, unit, complete, po_id))
        po_rows.append(
            (po_id, f"PO-{po_id:04d}", po_id, f"Order {supplier}", "", date(min(issue - 1, 0)),
             date(issue) if status != 10 else None, date(target), date(complete) if complete is not None else None,
             status, f"{supplier[:2].upper()}{rng.randint(100000, 999999)}", None, uid["sdevries"],
             uid["dbakker"] if status == 30 else None, owners[("group", "Inkoop")], company[supplier],
             round(total, 2), "EUR", meta)
        )  # fmt: skip
    db.executemany("INSERT INTO order_purchaseorder VALUES (" + ", ".join("?" * 19) + ")", po_rows)
    db.executemany(
        "INSERT INTO order_purchaseorderlineitem (order_id, part_id, quantity, received, purchase_price, "
        "purchase_price_currency, destination_id, target_date, reference, notes, link, metadata) VALUES "
        "(" + ", ".join("?" * 12) + ")",
        po_lines,
    )

    # sales orders over 180 days
    so_rows: list[tuple[object, ...]] = []
    so_lines: list[tuple[object, ...]] = []
    shipments: list[tuple[object, ...]] = []
    sold_customers = CUSTOMERS[:-1]
    plan: list[tuple[str, int, int, int]] = []  # customer, created day, status, shipped day or 0
    for n in range(130):
        customer = rng.choices(sold_customers, weights=CUSTOMER_WEIGHTS[:-1])[0]
        created = -rng.randint(5, 178)
        late = n % 5 == 0
        shipped = min(created + (rng.randint(16, 24) if late else rng.randint(3, 11)), -2)
        plan.append((customer, created, 30 if shipped < -10 else 20, shipped))
    for k in range(3):  # shipped yesterday
        plan.append((["Campus Twente", "GreenBuild BV", "Gemeente Eindhoven"][k], -9 - k, 20, -1))
    for k in range(3):  # open and overdue
        plan.append((["Slimme Stad Utrecht", "Havenbedrijf Rotterdam", "Schoolklimaat NL"][k], -30 - 4 * k, 15, 0))
    for k in range(6):  # open, not yet due
        plan.append((rng.choice(sold_customers), -rng.randint(1, 6), [10, 15][k % 2], 0))
    plan.append(("AgroSense Boxtel", -50, 40, 0))
    plan.sort(key=lambda row: row[1])
    for so_id, (customer, created, status, shipped) in enumerate(plan, 1):
        target = created + 14
        lines = rng.sample(PRODUCTS, rng.randint(1, 2))
        total = 0.0
        for product in lines:
            quantity = rng.choice([2, 5, 10, 20]) * (3 if customer == "Gemeente Eindhoven" and created > -90 else 1)
            price = PRODUCT_PRICE[product]
            total += quantity * price
            so_lines.append(
                (so_id, pid[product], quantity, price, "EUR", quantity if shipped else 0, date(target), "", "", "",
                 meta)
            )  # fmt: skip
        so_rows.append(
            (so_id, f"SO-{so_id:04d}", so_id, f"Sensors for {customer}", "", company[customer],
             f"{customer[:3].upper()}-{rng.randint(1000, 9999)}", date(created), date(created), date(target),
             date(shipped) if shipped else None, status, uid["lmulder"], uid["dbakker"] if shipped else None,
             owners[("group", "Verkoop")], round(total, 2), "EUR", None, meta)
        )  # fmt: skip
        if shipped:
            shipments.append(
                (so_id, date(shipped), date(shipped + 2) if shipped < -2 else None, uid["dbakker"], "1",
                 f"3SVONK{rng.randint(10**8, 10**9 - 1)}", f"F{2025000 + so_id}", None, "", meta)
            )  # fmt: skip
    db.executemany("INSERT INTO order_salesorder VALUES (" + ", ".join("?" * 19) + ")", so_rows)
    db.executemany(
        "INSERT INTO order_salesorderlineitem (order_id, part_id, quantity, sale_price, sale_price_currency, shipped, "
        "target_date, reference, notes, link, metadata) VALUES (" + ", ".join("?" * 11) + ")",
        so_lines,
    )
    db.executemany(
        "INSERT INTO order_salesordershipment (order_id, shipment_date, delivery_date, checked_by_id, reference, "
        "tracking_number, invoice_number, notes, link, metadata) VALUES (" + ", ".join("?" * 10) + ")",
        shipments,
    )

    # build orders
    builds: list[tuple[Any, ...]] = []
    issuers = ["fjanssen"] * 6 + ["jvisser"] * 3 + ["admin"]
    for n in range(48):
        product = rng.choices(PRODUCTS, weights=[5, 2, 3, 2])[0]
        created = -rng.randint(3, 175)
        done = n % 12 != 0 and created < -6
        quantity = {"AQ-Node v2": 50, "AQ-Node Pro": 20, "CO2 Sense Mini": 40, "Noise Logger": 25}[product]
        completion = min(created + rng.randint(3, 9), -1) if done else None
        bo_id = n + 1
        builds.append(
            (bo_id, f"BO-{bo_id:04d}", bo_id, f"{product} batch", pid[product], quantity, quantity if done else 0,
             f"{product[:2].upper()}{bo_id:03d}", date(created), date(created + 10), date(completion) if completion
             else None, 40 if done else 20, None, loc["Lijn 1"], loc["Expeditie"], uid[issuers[n % len(issuers)]],
             uid["jvisser"] if done else None, owners[("group", "Productie")], None, 1, 2, bo_id, 0, 0, None, "",
             meta)
        )  # fmt: skip
    db.executemany("INSERT INTO build_build VALUES (" + ", ".join("?" * 27) + ")", builds)

    # stock items, with their tracking
    items: list[tuple[object, ...]] = []
    tracking: list[tuple[object, ...]] = []
    item_id = 0

    def item(part: str, location: str | None, quantity: float, status: int, day: int, **kw: object) -> None:
        nonlocal item_id
        item_id += 1
        sps = supplier_parts.get(part)
        items.append(
            (item_id, pid[part], kw.get("sp", sps[0][0] if sps else None), loc[location] if location else None,
             quantity, kw.get("serial"), kw.get("serial_int", 0), kw.get("batch"), status, kw.get("expiry"), None,
             date(day), None, kw.get("customer"), kw.get("build"), kw.get("sales_order"), kw.get("po"),
             kw.get("price", cost[part]), "EUR", 0, kw.get("consumed"), 0, None, None, 0, None, 1, 2, item_id, 0,
             meta)
        )  # fmt: skip
        tracking.append((item_id, moment(day), kw.get("code", 1), None, uid["dbakker"], json.dumps({})))

    shelf = {name: default_loc.get(category, "Stelling B") for name, category, *_ in parts}
    for name, category, unit, _, _, assembly, _, active in parts:
        if assembly or not active:
            continue
        if name in LOW:
            item(name, shelf[name], LOW[name][1], 10, -rng.randint(3, 20))
            continue
        lots = 3 if category in ("Resistors", "Capacitors") else rng.randint(1, 2)
        for _ in range(lots):
            lot: float = rng.choice([2000, 4000, 5000]) if unit < 0.1 else rng.randint(30, 250)
            expiry = None
            if category == "Consumables" and name not in NO_SUPPLIER:
                expiry = date(rng.randint(60, 200))
            item(name, shelf[name], lot, 10, -rng.randint(2, 170), expiry=expiry)
    # received against purchase orders (the goods-in records)
    for name, sp, got, unit, day, po in received_items:
        if name in LOW:
            continue
        item(name, shelf[name], got, 10, day, sp=sp, po=po, code=70, price=unit)
    # consumables about to expire, one expired already
    for k, (name, days) in enumerate([("Solder paste SAC305", 6), ("Solder paste SAC305", 19),
                                      ("Underfill adhesive", 27), ("Solder paste SAC305", -12),
                                      ("Conformal coating", 75)]):  # fmt: skip
        item(name, "Koelkast", 1 + k % 2, 10, -140 + 10 * k, expiry=date(days), batch=f"LOT{2400 + k}")
    # quarantined and damaged
    for name in (["BME688 gas sensor", "USB-C receptacle", "PCB AQ-Node Pro", "SGP41 VOC sensor",
                              "Enclosure Pro IP65"]):  # fmt: skip
        item(name, "Quarantaine", rng.randint(5, 40), 75, -rng.randint(2, 40))
    for name in ["Enclosure Mini", "Wall bracket"]:
        item(name, "Stelling B", rng.randint(2, 6), 55, -rng.randint(5, 50))
    # finished products: serialised units of completed builds, some shipped to customers
    serial = 1000
    shipped_orders = [row for row in so_rows if row[10] is not None]
    for b in builds:
        if b[11] != 40:
            continue
        product = next(name for name, k in pid.items() if k == b[4])
        for unit_n in range(min(int(b[5]), 6)):
            serial += 1
            order = rng.choice(shipped_orders) if unit_n < 4 else None
            item(product, None if order else "Expeditie", 1, 10, -rng.randint(1, 150), serial=str(serial),
                 serial_int=serial, build=b[0], customer=order[5] if order else None,
                 sales_order=order[0] if order else None, code=60 if order else 55)  # fmt: skip
    # components consumed by builds
    for b in builds[:30]:
        if b[11] != 40:
            continue
        product = next(name for name, k in pid.items() if k == b[4])
        for component in bom[product][:3]:
            item(component, None, b[5], 10, -rng.randint(1, 150), consumed=b[0], code=57)
    # recent goods-in: received against purchase orders in the last 7 days
    recent_pos = [row for row in po_rows if row[9] == 30]
    for k in range(9):
        name = [
            "Resistor 10k 0603",
            "Capacitor 100nF 0603",
            "JST-SH 4-pin",
            "M2.5 standoff 6mm",
            "PCB AQ-Node v2",
            "Cable gland M12",
            "SHT45 humidity sensor",
            "Capacitor 10uF 0603",
            "Resistor 1k 0603",
        ][k]
        item(name, "Goederenontvangst", 500 if "0603" in name else 60, 10, -1 - (k % 6),
             po=recent_pos[-1 - k][0], code=70)  # fmt: skip
    db.executemany("INSERT INTO stock_stockitem VALUES (" + ", ".join("?" * 31) + ")", items)
    # extra history: stock counts and moves
    for _ in range(260):
        target = rng.randint(1, item_id)
        tracking.append((target, moment(-rng.randint(0, 170)), rng.choice([10, 11, 12, 20]), None,
                         uid[rng.choice(["dbakker", "dbakker", "jvisser", "sdevries"])],
                         json.dumps({"quantity": 1})))  # fmt: skip
    tracking.sort(key=lambda row: str(row[1]))
    db.executemany(
        "INSERT INTO stock_stockitemtracking (item_id, date, tracking_type, notes, user_id, deltas) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        tracking,
    )
    close_checked(db, "inventory")
