"""A Stroud (Gloucestershire, England) growers' co-operative (Slad Valley Growers) as a farmOS 2 database.

farmOS (the open-source farm record keeper, a Drupal distribution) keeps a farm's land, plantings, animals and
equipment as *assets* and everything done to them as *logs*, in Drupal's entity storage, here in SQLite with its
conventions:

* **every entity type has a base table and a data table**: ``asset`` (``id``, ``revision_id``, ``type``, ``uuid``) and
  ``asset_field_data`` (the name, ``status``, times...), ``log`` and ``log_field_data``, ``quantity`` and
  ``quantity_field_data``; **the bundle is the ``type`` column** (assets ``land``, ``structure``, ``equipment``,
  ``water``, ``plant``, ``animal``; logs ``seeding``, ``transplanting``, ``harvest``, ``input``, ``activity``,
  ``observation``, ``maintenance``, ``medical``, ``birth``; quantities ``standard`` and ``material``);
* **every multi-valued or bundle-specific field has a table of its own named ``<entity>__<field>``**, with Drupal's
  ``bundle``, ``deleted``, ``entity_id``, ``revision_id``, ``langcode`` and ``delta`` columns and the value in
  ``<field>_target_id`` or ``<field>_value``: ``log__asset`` (the assets a log is about), ``log__location`` (where it
  happened, or where a movement took the assets), ``log__quantity`` (with ``quantity_target_revision_id``),
  ``log__category``, ``log__owner`` (who it is assigned to), ``asset__parent`` (a bed's field, a lamb's mother),
  ``asset__plant_type``, ``asset__animal_type``, ``asset__sex`` (``F``, ``M``), ``asset__land_type`` (``field``,
  ``bed``, ``paddock``), ``quantity__material_type``;
* **times are Unix timestamps** (``log_field_data.timestamp`` when the log happened or is planned, ``created``,
  ``changed``; ``asset_field_data.archived``), and **a log's ``status`` is the text ``done``, ``pending`` or
  ``abandoned``**: a pending log dated in the past is overdue, one dated in the future planned;
* **an asset's location is not stored on the asset**: it is the location of the latest done *movement* log
  (``is_movement`` 1) that references it; assets are archived (``status`` ``archived``), never deleted;
* **a quantity's value is a fraction, ``value__numerator`` over ``value__denominator``** (12.35 kg is 1235/100), with
  ``measure`` (``weight``, ``count``, ``time``, ``volume``), ``units_target_id`` a term of the ``unit`` vocabulary and a
  free ``label``;
* **taxonomy terms of every vocabulary share ``taxonomy_term_field_data``, told apart by ``vid``** (``plant_type``,
  ``animal_type``, ``unit``, ``log_category``, ``material_type``);
* ``users_field_data`` with Drupal's anonymous user (uid 0) and **``login`` and ``access`` 0 for who never logged
  in**, ``status`` 0 for a blocked account, and ``user__roles`` (``farm_manager``, ``farm_worker``, ``farm_viewer``).

Departures: no revision tables (``revision_id`` is the current revision), geometries, files, flags, equipment-used,
group, inventory or ID-tag fields, nor Drupal's other tables; declared foreign keys. The co-operative's records reach
260 days back; its plans a week ahead.

Planted signals:

* tomatoes from the polytunnel are the heaviest crop of the last month; lettuce is sown every fortnight;
* the flock grazes Bank Paddock (a move to Wood Paddock is planned, not done); Ewe 117 had triplets; Wood Paddock and
  the Orchard Paddock have seen nothing for months; Beds 9 and 11 are empty (a leek transplant into Bed 9 is planned);
* the Massey Ferguson needs the most maintenance; Tom Whitfield has the most open jobs; Priya Sharma logs the most
  harvests; several jobs are overdue; two members have never logged in.
"""

from __future__ import annotations

import datetime
import random
import uuid
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database


def _field_table(entity: str, field: str, column: str, target: str | None, more: str = "") -> str:
    """A Drupal field table ``<entity>__<field>``: Drupal's bookkeeping columns and the field's own."""
    reference = f" REFERENCES {target}" if target else ""
    return (
        f"CREATE TABLE {entity}__{field} (\n  bundle VARCHAR(128) NOT NULL DEFAULT '', deleted TINYINT NOT NULL DEFAULT"
        f" 0, entity_id INTEGER NOT NULL REFERENCES {entity} (id), revision_id INTEGER NOT NULL,"
        f" langcode VARCHAR(32) NOT NULL DEFAULT '', delta INTEGER NOT NULL, {column}{reference}{more},"
        f" PRIMARY KEY (entity_id, deleted, delta, langcode)\n);\n"
    )


SCHEMA = (
    """
CREATE TABLE users_field_data (
  uid INTEGER PRIMARY KEY, langcode VARCHAR(12) NOT NULL, preferred_langcode VARCHAR(12),
  preferred_admin_langcode VARCHAR(12), name VARCHAR(60) NOT NULL, pass VARCHAR(255), mail VARCHAR(254),
  timezone VARCHAR(32), status TINYINT, created INTEGER NOT NULL, changed INTEGER, access INTEGER NOT NULL,
  login INTEGER, init VARCHAR(254), default_langcode TINYINT NOT NULL, UNIQUE (name, langcode)
);
CREATE TABLE user__roles (
  bundle VARCHAR(128) NOT NULL DEFAULT '', deleted TINYINT NOT NULL DEFAULT 0,
  entity_id INTEGER NOT NULL REFERENCES users_field_data (uid), revision_id INTEGER NOT NULL,
  langcode VARCHAR(32) NOT NULL DEFAULT '', delta INTEGER NOT NULL, roles_target_id VARCHAR(255) NOT NULL,
  PRIMARY KEY (entity_id, deleted, delta, langcode)
);
CREATE TABLE taxonomy_term_field_data (
  tid INTEGER PRIMARY KEY, revision_id INTEGER, vid VARCHAR(32) NOT NULL, langcode VARCHAR(12) NOT NULL,
  status TINYINT NOT NULL, name VARCHAR(255) NOT NULL, description__value TEXT, description__format VARCHAR(255),
  weight INTEGER NOT NULL, changed INTEGER, default_langcode TINYINT NOT NULL,
  revision_translation_affected TINYINT
);
CREATE TABLE asset (
  id INTEGER PRIMARY KEY, revision_id INTEGER UNIQUE, type VARCHAR(32) NOT NULL, uuid VARCHAR(128) NOT NULL UNIQUE,
  langcode VARCHAR(12) NOT NULL
);
CREATE TABLE asset_field_data (
  id INTEGER NOT NULL REFERENCES asset (id), revision_id INTEGER NOT NULL, type VARCHAR(32) NOT NULL,
  langcode VARCHAR(12) NOT NULL, name VARCHAR(255), status VARCHAR(255), uid INTEGER REFERENCES users_field_data (uid),
  created INTEGER, changed INTEGER, archived INTEGER, is_location TINYINT, is_fixed TINYINT, notes__value TEXT,
  notes__format VARCHAR(255), data TEXT, default_langcode TINYINT NOT NULL, revision_translation_affected TINYINT,
  PRIMARY KEY (id, langcode)
);
CREATE TABLE log (
  id INTEGER PRIMARY KEY, revision_id INTEGER UNIQUE, type VARCHAR(32) NOT NULL, uuid VARCHAR(128) NOT NULL UNIQUE,
  langcode VARCHAR(12) NOT NULL
);
CREATE TABLE log_field_data (
  id INTEGER NOT NULL REFERENCES log (id), revision_id INTEGER NOT NULL, type VARCHAR(32) NOT NULL,
  langcode VARCHAR(12) NOT NULL, name VARCHAR(255), uid INTEGER REFERENCES users_field_data (uid),
  timestamp INTEGER NOT NULL, status VARCHAR(255), created INTEGER, changed INTEGER, is_movement TINYINT,
  notes__value TEXT, notes__format VARCHAR(255), data TEXT, default_langcode TINYINT NOT NULL,
  revision_translation_affected TINYINT, PRIMARY KEY (id, langcode)
);
CREATE TABLE quantity (
  id INTEGER PRIMARY KEY, revision_id INTEGER UNIQUE, type VARCHAR(32) NOT NULL, uuid VARCHAR(128) NOT NULL UNIQUE,
  langcode VARCHAR(12) NOT NULL
);
CREATE TABLE quantity_field_data (
  id INTEGER NOT NULL REFERENCES quantity (id), revision_id INTEGER NOT NULL, type VARCHAR(32) NOT NULL,
  langcode VARCHAR(12) NOT NULL, measure VARCHAR(255), value__numerator BIGINT, value__denominator BIGINT,
  units_target_id INTEGER REFERENCES taxonomy_term_field_data (tid), label VARCHAR(255),
  uid INTEGER REFERENCES users_field_data (uid), created INTEGER, changed INTEGER, default_langcode TINYINT NOT NULL,
  revision_translation_affected TINYINT, PRIMARY KEY (id, langcode)
);
"""
    + _field_table("asset", "parent", "parent_target_id INTEGER NOT NULL", "asset (id)")
    + _field_table("asset", "plant_type", "plant_type_target_id INTEGER NOT NULL", "taxonomy_term_field_data (tid)")
    + _field_table("asset", "animal_type", "animal_type_target_id INTEGER NOT NULL", "taxonomy_term_field_data (tid)")
    + _field_table("asset", "sex", "sex_value VARCHAR(255)", None)
    + _field_table("asset", "land_type", "land_type_value VARCHAR(255) NOT NULL", None)
    + _field_table("log", "asset", "asset_target_id INTEGER NOT NULL", "asset (id)")
    + _field_table("log", "location", "location_target_id INTEGER NOT NULL", "asset (id)")
    + _field_table(
        "log",
        "quantity",
        "quantity_target_id INTEGER NOT NULL",
        "quantity (id)",
        ", quantity_target_revision_id INTEGER",
    )
    + _field_table("log", "category", "category_target_id INTEGER NOT NULL", "taxonomy_term_field_data (tid)")
    + _field_table("log", "owner", "owner_target_id INTEGER NOT NULL", "users_field_data (uid)")
    + _field_table(
        "quantity", "material_type", "material_type_target_id INTEGER NOT NULL", "taxonomy_term_field_data (tid)"
    )
)

# name, mail, roles, created (days ago), last login (days ago; None: never), blocked
USERS = [
    ("admin", "it@sladvalley.example.org.uk", ["farm_manager"], 900, 3, False),
    ("hannah.price", "hannah@sladvalley.example.org.uk", ["farm_manager"], 880, 0, False),
    ("tom.whitfield", "tom@sladvalley.example.org.uk", ["farm_manager"], 870, 1, False),
    ("priya.sharma", "priya@sladvalley.example.org.uk", ["farm_worker"], 500, 0, False),
    ("josh.bennett", "josh@sladvalley.example.org.uk", ["farm_worker"], 420, 2, False),
    ("megan.lloyd", "megan@sladvalley.example.org.uk", ["farm_worker"], 300, 0, False),
    ("olu.adeyemi", "olu@sladvalley.example.org.uk", ["farm_worker"], 200, 5, False),
    ("ruth.evans", "ruth@sladvalley.example.org.uk", ["farm_viewer"], 150, None, False),
    ("sam.hughes", "sam@sladvalley.example.org.uk", ["farm_worker"], 12, None, False),
    ("dave.morgan", "dave@sladvalley.example.org.uk", ["farm_worker"], 700, 240, True),
]
VOCABULARIES = {
    "plant_type": ["Tomato", "Cucumber", "Lettuce", "Kale", "Potato", "Garlic", "Squash", "Leek", "Beetroot", "Carrot",
                   "Chard", "Runner bean", "Onion", "Spinach"],
    "animal_type": ["Sheep", "Chicken", "Pig"],
    "unit": ["kg", "bunches", "heads", "eggs", "tonnes", "hours", "litres", "trays", "seeds"],
    "log_category": ["Vegetables", "Livestock", "Weeding", "Soil fertility", "Equipment", "Animal health",
                     "Irrigation"],
    "material_type": ["Compost", "Farmyard manure", "Seaweed feed", "Organic chicken pellets"],
}  # fmt: skip
BEDS = 12
# field, land type
LAND = [("Market Garden", "field"), ("Top Field", "field"), ("Lower Field", "field"), ("Long Meadow", "paddock"),
        ("Bank Paddock", "paddock"), ("Wood Paddock", "paddock"), ("Orchard Paddock", "paddock")]  # fmt: skip
STRUCTURES = ["Polytunnel 1", "Polytunnel 2", "Hen House", "Barn", "Packing Shed"]
EQUIPMENT = [("Massey Ferguson 135", 9), ("BCS 740 two-wheel tractor", 4), ("Flail mower", 3), ("Muck spreader", 2),
             ("Egg washer", 1)]  # fmt: skip
# crop, variety, sown (days ago), sown where ("tray": Polytunnel 1), transplanted (days ago, None), into, harvest
# from and to (days ago), unit, size of a harvest
PLANTINGS: list[tuple[str, str, int, str, int | None, str, int, int, str, tuple[float, float]]] = [
    ("Tomato", "Sungold", 200, "tray", 150, "Polytunnel 2", 80, 0, "kg", (6, 16)),
    ("Tomato", "Gardener's Delight", 196, "tray", 148, "Polytunnel 2", 76, 0, "kg", (5, 14)),
    ("Cucumber", "Marketmore", 170, "tray", 135, "Polytunnel 2", 70, 0, "kg", (2, 6)),
    ("Kale", "Cavolo Nero", 150, "tray", 120, "Bed 5", 70, 0, "bunches", (8, 20)),
    ("Potato", "Charlotte", 170, "Top Field", None, "", 80, 40, "kg", (60, 140)),
    ("Garlic", "Solent Wight", 260, "Bed 6", None, "", 95, 90, "kg", (20, 35)),
    ("Squash", "Crown Prince", 170, "tray", 140, "Lower Field", 50, 30, "kg", (40, 90)),
    ("Leek", "Musselburgh", 100, "tray", -3, "Bed 9", 0, 0, "kg", (0, 0)),
    ("Beetroot", "Boltardy", 90, "Bed 7", None, "", 30, 0, "kg", (4, 10)),
    ("Carrot", "Nantes 2", 110, "Bed 8", None, "", 40, 0, "kg", (5, 12)),
    ("Chard", "Bright Lights", 130, "tray", 100, "Bed 10", 60, 0, "bunches", (6, 14)),
    ("Runner bean", "Enorma", 190, "tray", 160, "Bed 11", 100, 15, "kg", (3, 9)),
    ("Onion", "Radar", 20, "Bed 12", None, "", 0, 0, "kg", (0, 0)),
    ("Spinach", "Giant Winter", 60, "Bed 6", None, "", 12, 0, "kg", (1, 3)),
]
LETTUCE_SOWINGS = range(180, 25, -14)  # every fortnight; transplanted three weeks on, into Beds 1 to 4 in turn
HARVESTERS = [("priya.sharma", 5.0), ("hannah.price", 2.0), ("megan.lloyd", 2.0), ("josh.bennett", 1.2),
              ("olu.adeyemi", 1.0)]  # fmt: skip
EWES = 36
TRIPLETS = "Ewe 117"
FLOCK_MOVES = [(-200, "Orchard Paddock"), (-170, "Wood Paddock"), (-140, "Long Meadow"), (-110, "Wood Paddock"),
               (-95, "Long Meadow"), (-70, "Bank Paddock"), (-48, "Long Meadow"), (-27, "Lower Field"),
               (-6, "Bank Paddock")]  # fmt: skip
PLANNED_MOVE = (2, "Wood Paddock")


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    epoch = datetime.datetime(1970, 1, 1)

    def unix(moment: datetime.datetime) -> int:
        return int((moment - epoch).total_seconds())

    def when(d: int, low: int = 420, high: int = 1080) -> int:
        return unix(clock.clear_of_now(rng, d, low, high))

    def new_uuid() -> str:
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    # users and roles
    uids: dict[str, int] = {}
    anonymous = unix(clock.at(-900, 600))
    db.execute("INSERT INTO users_field_data VALUES (0, 'en', 'en', NULL, '', NULL, NULL, NULL, 0, ?, ?, 0, 0, NULL,"
               " 1)", (anonymous, anonymous))  # fmt: skip
    for k, (name, mail, roles, created, last, blocked) in enumerate(USERS, 1):
        uids[name] = k
        login = 0 if last is None else when(-last)
        db.execute(
            "INSERT INTO users_field_data VALUES (?, 'en', 'en', NULL, ?, ?, ?, 'Europe/London', ?, ?, ?, ?, ?, ?, 1)",
            (k, name, f"$S$E{rng.getrandbits(160):040x}", mail, 0 if blocked else 1, unix(clock.at(-created, 600)),
             unix(clock.at(-created, 620)), login, login, mail),
        )  # fmt: skip
        for delta, role in enumerate(roles):
            db.execute("INSERT INTO user__roles VALUES ('user', 0, ?, ?, 'en', ?, ?)", (k, k, delta, role))

    # taxonomy
    terms: dict[tuple[str, str], int] = {}
    for vid, names in VOCABULARIES.items():
        for weight, name in enumerate(names):
            tid = len(terms) + 1
            terms[(vid, name)] = tid
            db.execute("INSERT INTO taxonomy_term_field_data VALUES (?, ?, ?, 'en', 1, ?, NULL, NULL, ?, ?, 1, 1)",
                       (tid, tid, vid, name, weight, unix(clock.at(-880, 700))))  # fmt: skip

    # assets
    revision = {"asset": 0, "log": 0, "quantity": 0}
    assets: dict[str, dict[str, Any]] = {}

    def asset(kind: str, name: str, created: int, owner: int, **fields: Any) -> dict[str, Any]:
        revision["asset"] += 1 + (1 if fields.get("archived") else 0)
        a = {"id": len(assets) + 1, "revision": revision["asset"], "type": kind, "name": name, **fields}
        assets[name] = a
        location = kind in ("land", "structure", "water")
        archived = fields.get("archived")
        db.execute("INSERT INTO asset VALUES (?, ?, ?, ?, 'en')", (a["id"], a["revision"], kind, new_uuid()))
        db.execute(
            "INSERT INTO asset_field_data VALUES (?, ?, ?, 'en', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 1, 1)",
            (a["id"], a["revision"], kind, name, "archived" if archived else "active", owner, created,
             archived or created, archived, int(location), int(location), fields.get("notes"),
             "default" if fields.get("notes") else None),
        )  # fmt: skip
        for field, column in (("parent", "parent_target_id"), ("plant_type", "plant_type_target_id"),
                              ("animal_type", "animal_type_target_id"), ("sex", "sex_value"),
                              ("land_type", "land_type_value")):  # fmt: skip
            if fields.get(field) is not None:
                db.execute(f"INSERT INTO asset__{field} (bundle, entity_id, revision_id, langcode, delta, {column})"
                           " VALUES (?, ?, ?, 'en', 0, ?)", (kind, a["id"], a["revision"], fields[field]))  # fmt: skip
        return a

    manager, livestock = uids["hannah.price"], uids["tom.whitfield"]
    setup = unix(clock.at(-880, 600))
    for name, land_type in LAND:
        asset("land", name, setup, manager, land_type=land_type)
    for k in range(1, BEDS + 1):
        asset("land", f"Bed {k}", setup, manager, land_type="bed", parent=assets["Market Garden"]["id"])
    for name in STRUCTURES:
        asset("structure", name, setup, manager)
    asset("water", "Spring tank", setup, manager)
    for name, _ in EQUIPMENT:
        asset("equipment", name, setup, manager)

    # logs
    logs: list[dict[str, Any]] = []

    def log(kind: str, name: str, timestamp: int, status: str, author: int, assets_: list[int] | None = None,
            location: list[int] | None = None, quantities: list[dict[str, Any]] | None = None,
            category: str | None = None, owners: list[int] | None = None, movement: bool = False,
            notes: str | None = None) -> None:  # fmt: skip
        planned = status == "pending" or rng.random() < 0.3
        created = timestamp - (rng.randint(2, 10) * 86400 if planned else rng.randint(60, 3600))
        logs.append(
            {
                "type": kind,
                "name": name,
                "timestamp": timestamp,
                "status": status,
                "uid": author,
                "assets": assets_ or [],
                "location": location or [],
                "quantities": quantities or [],
                "category": category,
                "owners": owners or [],
                "movement": movement,
                "notes": notes,
                "created": min(created, unix(clock.now) - 60),
                "edits": 1 + int(planned and status != "pending"),
            }
        )

    def quantity(measure: str, value: float, unit: str, label: str | None = None, material: str | None = None
                 ) -> dict[str, Any]:  # fmt: skip
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        decimals = len(text.split(".")[1]) if "." in text else 0
        return {"measure": measure, "numerator": round(value * 10**decimals), "denominator": 10**decimals,
                "unit": terms[("unit", unit)], "label": label, "material": material}  # fmt: skip

    def harvester() -> int:
        return uids[rng.choices([n for n, _ in HARVESTERS], [w for _, w in HARVESTERS])[0]]

    # plantings: sown, transplanted and harvested
    plantings = list(PLANTINGS)
    for n, sown in enumerate(LETTUCE_SOWINGS):
        bed = f"Bed {n % 4 + 1}"
        plantings.append(("Lettuce", rng.choice(["Little Gem", "Lollo Rosso", "Winter Density"]), sown, "tray",
                          sown - 21, bed, sown - 21 - 35, sown - 21 - 55, "heads", (20, 60)))  # fmt: skip
    plantings.append(("Lettuce", "Little Gem", 12, "tray", -9, "Bed 1", -44, -64, "heads", (0, 0)))
    for crop, variety, sown, where, moved, into, first, last, unit, size in plantings:
        archived = when(-last + 1) if first > 0 and last > 0 else None  # its last harvest is past
        if crop == "Garlic":  # lifted, dried and archived
            archived = when(-88)
        name = f"{crop} {variety} ({'sown' if where == 'tray' or moved is None else 'planted'} {clock.day_text(-sown)})"
        plant = asset("plant", name, when(-sown, 480, 600), manager, plant_type=terms[("plant_type", crop)],
                      archived=archived)  # fmt: skip
        tray = where == "tray"
        sown_at = when(-sown, 480, 600)
        log("seeding", f"Seed {crop} {variety}", sown_at, "done", manager, [plant["id"]],
            [assets["Polytunnel 1" if tray else where]["id"]],
            [quantity("count", rng.choice([2, 3, 4]) if tray else rng.choice([200, 400, 600]),
                      "trays" if tray else "seeds")], "Vegetables", movement=True)  # fmt: skip
        if moved is not None:
            status = "pending" if moved < 0 else "done"
            log("transplanting", f"Transplant {crop} {variety} into {into}", when(-moved, 480, 900), status,
                manager, [plant["id"]], [assets[into]["id"]], category="Vegetables",
                owners=[uids["megan.lloyd"]] if status == "pending" else None, movement=True)  # fmt: skip
        if first > 0 and size[1] > 0:
            step = 2 if unit == "kg" and crop in ("Tomato", "Cucumber") else 7 if unit == "bunches" else 3
            for d in range(-first, -last + 1, step):
                if d > 0 or (d == 0 and crop not in ("Tomato",)):
                    continue
                amount = round(rng.uniform(*size), 1 if unit == "kg" else 0)
                log("harvest", f"Harvest {crop} {variety}", when(d), "done", harvester(), [plant["id"]],
                    quantities=[quantity("weight" if unit == "kg" else "count", amount, unit)],
                    category="Vegetables")  # fmt: skip

    # livestock: the flock, its lambing, moves and treatments; the pigs; the laying hens
    sheep = terms[("animal_type", "Sheep")]
    ewes = [asset("animal", f"Ewe {101 + k}", when(-700 + k), livestock, animal_type=sheep, sex="F")
            for k in range(EWES)]  # fmt: skip
    rams = [asset("animal", name, when(-650), livestock, animal_type=sheep, sex="M") for name in ("Boris", "Gideon")]
    lambs = []
    mothers = [e for e in ewes if rng.random() < 0.78 or e["name"] == TRIPLETS]
    for ewe in mothers:
        born = rng.randint(20, 55)
        count = 3 if ewe["name"] == TRIPLETS else rng.choice([1, 2, 2])
        if ewe["name"] == TRIPLETS:
            born = 41
        litter = []
        for k in range(count):
            dead = rng.random() < 0.05
            lamb = asset("animal", f"{ewe['name'][4:]}-{chr(65 + k)} lamb", when(-born, 300, 400), livestock,
                         animal_type=sheep, sex=rng.choice(["F", "M"]), parent=ewe["id"],
                         archived=when(-born + 2) if dead else None)  # fmt: skip
            litter.append(lamb)
        lambs += litter
        log("birth", f"Birth: {ewe['name']} ({len(litter)})", when(-born, 300, 400), "done", livestock,
            [lamb["id"] for lamb in litter], category="Livestock")  # fmt: skip
    flock = [a["id"] for a in ewes + rams]
    for d, paddock in FLOCK_MOVES:
        herd = flock + [lamb["id"] for lamb in lambs if d >= -55 + 10 and not lamb.get("archived")]
        log("activity", f"Move flock to {paddock}", when(d, 480, 720), "done", livestock, herd,
            [assets[paddock]["id"]], category="Livestock", movement=True)  # fmt: skip
    herd = flock + [lamb["id"] for lamb in lambs if not lamb.get("archived")]
    log("activity", f"Move flock to {PLANNED_MOVE[1]}", when(PLANNED_MOVE[0], 480, 720), "pending", livestock, herd,
        [assets[PLANNED_MOVE[1]]["id"]], category="Livestock", owners=[livestock], movement=True)  # fmt: skip
    for d in range(-240, 0):
        if d == -12:  # the vet's visit: feet trimmed
            treated = rng.sample(ewes, 8)
            log("medical", "Foot trimming after the vet's visit", when(d), "done", livestock,
                [t["id"] for t in treated], category="Animal health")  # fmt: skip
        elif rng.random() < 0.06:
            treated = rng.sample(ewes, rng.randint(1, 5))
            kind = rng.choice(["Foot trimming", "Drench for worms", "Fly strike treatment", "Lameness"])
            log("medical", f"{kind}: {', '.join(t['name'] for t in treated)}", when(d), "done", livestock,
                [t["id"] for t in treated], category="Animal health")  # fmt: skip
    pig = terms[("animal_type", "Pig")]
    for k, name in enumerate(["Gloucester Old Spot 1", "Gloucester Old Spot 2", "Tamworth 1", "Tamworth 2"]):
        asset("animal", name, when(-230), livestock, animal_type=pig, sex="M" if k % 2 else "F",
              archived=when(-35) if k < 2 else None)  # fmt: skip
    hens = asset("animal", "Laying hens", when(-400), livestock, animal_type=terms[("animal_type", "Chicken")],
                 notes="48 Black Rock hens")  # fmt: skip
    for d in range(-200, 1):
        log("harvest", "Collect eggs", when(d, 480, 600), "done", rng.choice([uids["olu.adeyemi"], livestock]),
            [hens["id"]], [assets["Hen House"]["id"]], [quantity("count", rng.randint(30, 44), "eggs")],
            "Livestock")  # fmt: skip

    # the soil, the weeds, the machines and the jobs still to do
    for d in range(-250, 0):
        if rng.random() < 0.05:
            target = rng.choice(["Top Field", "Lower Field", *(f"Bed {k}" for k in range(1, BEDS + 1))])
            material = rng.choice(["Compost", "Compost", "Farmyard manure"])
            tonnes = round(rng.uniform(0.5, 6.0), 2) if target.endswith("Field") else round(rng.uniform(0.2, 0.8), 2)
            log("input", f"Spread {material.lower()} on {target}", when(d), "done", rng.choice([manager, livestock]),
                [assets[target]["id"]], [assets[target]["id"]],
                [quantity("weight", tonnes, "tonnes", material=material)], "Soil fertility")  # fmt: skip
        if rng.random() < 0.06 and d > -150:
            log("input", "Seaweed feed for the tomatoes", when(d), "done", manager, [],
                [assets["Polytunnel 2"]["id"]], [quantity("volume", rng.choice([5, 10, 15]), "litres",
                                                          material="Seaweed feed")], "Vegetables")  # fmt: skip
        if rng.random() < 0.35:
            bed = f"Bed {rng.randint(1, BEDS)}"
            people = rng.sample([uids[n] for n, _ in HARVESTERS], rng.randint(1, 3))
            log("activity", f"Weeding {bed}", when(d), "done", people[0], [assets[bed]["id"]],
                [assets[bed]["id"]], [quantity("time", round(rng.uniform(0.5, 3.0) * len(people), 1), "hours")],
                "Weeding", owners=people)  # fmt: skip
        if rng.random() < 0.08:
            name, weight = rng.choices(EQUIPMENT, [w for _, w in EQUIPMENT])[0]
            job = rng.choice(["Oil change", "Grease points", "Replace belt", "Fix hydraulic leak", "Sharpen blades"])
            log("maintenance", f"{job}: {name}", when(d), "done", livestock, [assets[name]["id"]],
                [assets["Barn"]["id"]], category="Equipment")  # fmt: skip
        if rng.random() < 0.1:
            place = rng.choice(["Polytunnel 2", "Bed 5", "Bed 7", "Top Field"])
            pest = rng.choice(["Aphids", "Slug damage", "Blight spots", "Cabbage white caterpillars"])
            log("observation", f"{pest} in {place}", when(d), "done", rng.choice([manager, uids["priya.sharma"]]),
                [], [assets[place]["id"]], category="Vegetables")  # fmt: skip
    log("activity", "Prune the apple trees", when(-120), "done", manager, [assets["Orchard Paddock"]["id"]],
        [assets["Orchard Paddock"]["id"]], category="Vegetables")  # fmt: skip
    # jobs: overdue, planned and given up
    jobs = [(-21, "Fix the Wood Paddock fence", "tom.whitfield", "activity"),
            (-16, "Service the Massey Ferguson", "tom.whitfield", "maintenance"),
            (-12, "Clean out the hen house", "olu.adeyemi", "activity"),
            (-10, "Replace the polytunnel door", "josh.bennett", "activity"),
            (-9, "Worm the ram lambs", "tom.whitfield", "medical"),
            (-8, "Check the spring tank filter", "tom.whitfield", "maintenance"),
            (-3, "Order seed potatoes", "hannah.price", "activity"),
            (-1, "Sort the packing shed", "megan.lloyd", "activity"),
            (1, "Dig over Bed 11", "josh.bennett", "activity"),
            (3, "Pot on the leeks", "megan.lloyd", "activity"),
            (4, "Shear the rams' bellies", "tom.whitfield", "activity"),
            (5, "Mow the Long Meadow", "tom.whitfield", "maintenance"),
            (6, "Lime the Top Field", "hannah.price", "input")]  # fmt: skip
    for d, name, owner, kind in jobs:
        log(
            kind,
            name,
            when(d),
            "pending",
            uids["hannah.price"],
            owners=[uids[owner]],
            category="Equipment" if kind == "maintenance" else "Livestock" if kind == "medical" else None,
        )
    for d, name in ((-30, "Plant the hedge whips"), (-18, "Trial the no-dig bed")):
        log("activity", name, when(d), "abandoned", manager, owners=[uids["sam.hughes"]])

    # write the logs in time order, their fields and their quantities
    logs.sort(key=lambda entry: int(entry["timestamp"]))
    quantity_id = 0
    for k, entry in enumerate(logs, 1):
        revision["log"] += int(entry["edits"])
        rev = revision["log"]
        kind = entry["type"]
        changed = max(int(entry["created"]), min(int(entry["timestamp"]), unix(clock.now) - 30))
        db.execute("INSERT INTO log VALUES (?, ?, ?, ?, 'en')", (k, rev, kind, new_uuid()))
        db.execute(
            "INSERT INTO log_field_data VALUES (?, ?, ?, 'en', ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 1, 1)",
            (k, rev, kind, entry["name"], entry["uid"], entry["timestamp"], entry["status"], entry["created"],
             changed, int(entry["movement"]), entry["notes"], "default" if entry["notes"] else None),
        )  # fmt: skip
        for field, column, values in (
            ("asset", "asset_target_id", entry["assets"]),
            ("location", "location_target_id", entry["location"]),
            ("owner", "owner_target_id", entry["owners"]),
            (
                "category",
                "category_target_id",
                [terms[("log_category", entry["category"])]] if entry["category"] else [],
            ),
        ):
            db.executemany(f"INSERT INTO log__{field} (bundle, entity_id, revision_id, langcode, delta, {column})"
                           " VALUES (?, ?, ?, 'en', ?, ?)",
                           [(kind, k, rev, delta, value) for delta, value in enumerate(values)])  # fmt: skip
        for delta, q in enumerate(entry["quantities"]):
            quantity_id += 1
            revision["quantity"] += 1
            qtype = "material" if q["material"] else "standard"
            db.execute("INSERT INTO quantity VALUES (?, ?, ?, ?, 'en')",
                       (quantity_id, revision["quantity"], qtype, new_uuid()))  # fmt: skip
            db.execute(
                "INSERT INTO quantity_field_data VALUES (?, ?, ?, 'en', ?, ?, ?, ?, ?, ?, ?, ?, 1, 1)",
                (quantity_id, revision["quantity"], qtype, q["measure"], q["numerator"], q["denominator"], q["unit"],
                 q["label"], entry["uid"], entry["created"], changed),
            )  # fmt: skip
            if q["material"]:
                db.execute("INSERT INTO quantity__material_type VALUES ('material', 0, ?, ?, 'en', 0, ?)",
                           (quantity_id, revision["quantity"], terms[("material_type", q["material"])]))  # fmt: skip
            db.execute("INSERT INTO log__quantity VALUES (?, 0, ?, ?, 'en', ?, ?, ?)",
                       (kind, k, rev, delta, quantity_id, revision["quantity"]))  # fmt: skip
    close_checked(db, "farm")
