"""A Reykjavík family's household management (the Hlíðar household) as a Grocy 4 database.

Grocy (the self-hosted "ERP beyond your fridge", PHP) keeps everything in one SQLite file, ``grocy.db``; this is its
schema and rows, with its conventions: plural snake_case tables but the **singular ``shopping_list``** for the items
of the **plural ``shopping_lists``**, integer ids, 0/1 flags, ``row_created_timestamp`` on every row, and **times in
the server's local time** (``datetime('now', 'localtime')``): Reykjavík is on UTC all year, so they read as UTC. Grocy
declares no foreign keys of its own (its triggers keep the references); they are declared here. And:

* ``products`` (``location_id`` the default location, ``shopping_location_id`` the default store, ``qu_id_stock`` and
  ``qu_id_purchase`` units, **``min_stock_amount``** the amount to keep on hand, ``default_best_before_days``
  (**-1: never expires**), ``due_type`` **1 best-before, 2 expiration date**, ``active``), ``product_groups``,
  ``locations`` (**``is_freezer``**), ``quantity_units``, ``shopping_locations`` (the stores), ``product_barcodes``;
* ``stock``: the lots on hand now (``amount`` in the stock unit, **``best_before_date`` a plain date, ``2999-12-31``
  for a product that never goes off**, ``purchased_date``, ``price`` **per stock unit** in ISK, ``open`` 0/1 with
  ``opened_date``, ``stock_id`` Grocy's uniqid shared with the log);
* ``stock_log``: every booking (**``transaction_type`` ``purchase``, ``consume``, ``inventory-correction``,
  ``product-opened``, ``transfer_from``/``transfer_to``**; ``amount`` **negative for a consumption**, **``spoiled``
  1 when it was thrown away**, **``undone`` 1 (with ``undone_timestamp``) when the booking was undone**, ``price`` per
  unit, ``used_date``, ``user_id``);
* ``shopping_lists`` and their items ``shopping_list`` (**``done`` 1 once ticked off**);
* ``chores`` (``period_type`` **``manually``, ``dynamic-regular``, ``daily``, ``weekly``, ``monthly``**,
  ``period_days``, ``assignment_type``, ``next_execution_assigned_to_user_id``, ``active``) and ``chores_log``
  (``tracked_time``, ``done_by_user_id``, **``skipped`` 1 for a skipped execution, ``undone`` 1 for one undone**);
* ``batteries`` (``charge_interval_days``, 0 for none) and ``battery_charge_cycles`` (``tracked_time``, ``undone``);
* ``tasks`` (``due_date``, **``done`` 0/1** with ``done_timestamp``, ``category_id``, ``assigned_to_user_id``) and
  ``task_categories``; ``recipes``, ``recipes_pos`` (their ingredients); ``users``.

Bookings reach 90 days back from ``now``; the household shops and cooks every day of the week, on a grid of minutes
from each day's midnight with drawn seconds; today's bookings are before ``now``.

Planted signals:

* whole milk is by far the most consumed product; iceberg lettuce is by far the most often thrown away (spoiled);
* Bónus takes most of the money spent in the last 30 days, Krónan far less, Costco a monthly bulk run;
* coffee and butter are out of stock though the household keeps them on hand; eggs are below their minimum; saffron,
  coconut milk and rye flour were never bought;
* three lots in stock are past their date (skyr, cream, chicken breasts), four go off within the next five days;
* Katla does the most chores; the dishwasher is emptied most; "Clean the gutters" was never done; the coffee machine
  was last descaled 70 days ago though it is a monthly chore;
* the hallway smoke detector's battery was last changed 400 days ago (a yearly battery): the only battery overdue;
* four open tasks are past their due date; lamb soup has the most ingredients; four purchases were undone.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, username TEXT NOT NULL UNIQUE, first_name TEXT,
  last_name TEXT, password TEXT NOT NULL, picture_file_name TEXT,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE quantity_units (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  name_plural TEXT, plural_forms TEXT, active TINYINT NOT NULL DEFAULT 1 CHECK(active IN (0, 1)),
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  is_freezer TINYINT NOT NULL DEFAULT 0 CHECK(is_freezer IN (0, 1)), active TINYINT NOT NULL DEFAULT 1,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE shopping_locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  active TINYINT NOT NULL DEFAULT 1, row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE product_groups (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  active TINYINT NOT NULL DEFAULT 1, row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  product_group_id INTEGER REFERENCES product_groups (id), active TINYINT NOT NULL DEFAULT 1,
  location_id INTEGER NOT NULL REFERENCES locations (id),
  shopping_location_id INTEGER REFERENCES shopping_locations (id),
  qu_id_purchase INTEGER NOT NULL REFERENCES quantity_units (id),
  qu_id_stock INTEGER NOT NULL REFERENCES quantity_units (id), min_stock_amount INTEGER NOT NULL DEFAULT 0,
  default_best_before_days INTEGER NOT NULL DEFAULT 0, default_best_before_days_after_open INTEGER NOT NULL DEFAULT 0,
  default_best_before_days_after_freezing INTEGER NOT NULL DEFAULT 0,
  default_best_before_days_after_thawing INTEGER NOT NULL DEFAULT 0, picture_file_name TEXT,
  enable_tare_weight_handling TINYINT NOT NULL DEFAULT 0, tare_weight REAL NOT NULL DEFAULT 0,
  not_check_stock_fulfillment_for_recipes TINYINT DEFAULT 0, parent_product_id INTEGER REFERENCES products (id),
  calories INTEGER, cumulate_min_stock_amount_of_sub_products TINYINT DEFAULT 0,
  due_type TINYINT NOT NULL DEFAULT 1 CHECK(due_type IN (1, 2)), quick_consume_amount REAL NOT NULL DEFAULT 1,
  hide_on_stock_overview TINYINT NOT NULL DEFAULT 0, should_not_be_frozen TINYINT NOT NULL DEFAULT 0,
  treat_opened_as_out_of_stock TINYINT NOT NULL DEFAULT 1, no_own_stock TINYINT NOT NULL DEFAULT 0,
  default_consume_location_id INTEGER REFERENCES locations (id), move_on_open TINYINT NOT NULL DEFAULT 0,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE product_barcodes (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, product_id INTEGER NOT NULL REFERENCES products (id),
  barcode TEXT NOT NULL UNIQUE, qu_id INTEGER REFERENCES quantity_units (id), amount REAL,
  shopping_location_id INTEGER REFERENCES shopping_locations (id), last_price DECIMAL(15, 2), note TEXT,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE stock (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, product_id INTEGER NOT NULL REFERENCES products (id),
  amount DECIMAL(15, 2) NOT NULL, best_before_date DATE, purchased_date DATE DEFAULT (datetime('now', 'localtime')),
  stock_id TEXT NOT NULL, price DECIMAL(15, 2), open TINYINT NOT NULL DEFAULT 0 CHECK(open IN (0, 1)),
  opened_date DATETIME, row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime')),
  location_id INTEGER REFERENCES locations (id), shopping_location_id INTEGER REFERENCES shopping_locations (id),
  note TEXT
);
CREATE TABLE stock_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, product_id INTEGER NOT NULL REFERENCES products (id),
  amount DECIMAL(15, 2) NOT NULL, best_before_date DATE, purchased_date DATE, used_date DATE,
  spoiled INTEGER NOT NULL DEFAULT 0, stock_id TEXT NOT NULL, transaction_type TEXT NOT NULL, price DECIMAL(15, 2),
  undone TINYINT NOT NULL DEFAULT 0 CHECK(undone IN (0, 1)), undone_timestamp DATETIME, opened_date DATETIME,
  location_id INTEGER REFERENCES locations (id), recipe_id INTEGER REFERENCES recipes (id), correlation_id TEXT,
  transaction_id TEXT, stock_row_id INTEGER, shopping_location_id INTEGER REFERENCES shopping_locations (id),
  user_id INTEGER NOT NULL REFERENCES users (id), note TEXT,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE shopping_lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE shopping_list (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, product_id INTEGER REFERENCES products (id), note TEXT,
  amount DECIMAL(15, 2) NOT NULL DEFAULT 0, shopping_list_id INT DEFAULT 1 REFERENCES shopping_lists (id),
  done INT DEFAULT 0, qu_id INTEGER REFERENCES quantity_units (id),
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE chores (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  period_type TEXT NOT NULL, period_days INTEGER, period_config TEXT, period_interval INTEGER NOT NULL DEFAULT 1,
  track_date_only TINYINT DEFAULT 0, rollover TINYINT DEFAULT 0, assignment_type TEXT, assignment_config TEXT,
  next_execution_assigned_to_user_id INTEGER REFERENCES users (id), consume_product_on_execution TINYINT NOT NULL
  DEFAULT 0, product_id INTEGER REFERENCES products (id), product_amount REAL, active TINYINT NOT NULL DEFAULT 1,
  start_date DATETIME, rescheduled_date DATETIME, row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE chores_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, chore_id INTEGER NOT NULL REFERENCES chores (id),
  tracked_time DATETIME, done_by_user_id INTEGER REFERENCES users (id), undone TINYINT NOT NULL DEFAULT 0,
  undone_timestamp DATETIME, skipped TINYINT NOT NULL DEFAULT 0, scheduled_execution_time DATETIME,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE batteries (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT, used_in TEXT,
  charge_interval_days INTEGER NOT NULL DEFAULT 0, active TINYINT NOT NULL DEFAULT 1,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE battery_charge_cycles (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, battery_id TEXT NOT NULL REFERENCES batteries (id),
  tracked_time DATETIME, undone TINYINT NOT NULL DEFAULT 0, undone_timestamp DATETIME,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE task_categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL UNIQUE, description TEXT,
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT, due_date DATETIME,
  done TINYINT NOT NULL DEFAULT 0 CHECK(done IN (0, 1)), done_timestamp DATETIME,
  category_id INTEGER REFERENCES task_categories (id), assigned_to_user_id INTEGER REFERENCES users (id),
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE recipes (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT, picture_file_name TEXT,
  base_servings INTEGER DEFAULT 1, desired_servings INTEGER DEFAULT 1, not_check_shoppinglist TINYINT NOT NULL
  DEFAULT 0, type TEXT DEFAULT 'normal', product_id INTEGER REFERENCES products (id),
  row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
CREATE TABLE recipes_pos (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL UNIQUE, recipe_id INTEGER NOT NULL REFERENCES recipes (id),
  product_id INTEGER NOT NULL REFERENCES products (id), amount REAL NOT NULL DEFAULT 0, note TEXT,
  qu_id INTEGER REFERENCES quantity_units (id), only_check_single_unit_in_stock TINYINT NOT NULL DEFAULT 0,
  ingredient_group TEXT, not_check_stock_fulfillment TINYINT NOT NULL DEFAULT 0, variable_amount TEXT,
  price_factor REAL NOT NULL DEFAULT 1, row_created_timestamp DATETIME DEFAULT (datetime('now', 'localtime'))
);
"""

DAYS = 90
NEVER = "2999-12-31"
USERS = {"sigrun": ("Sigrún", "Jónsdóttir"), "einar": ("Einar", "Pálsson"), "katla": ("Katla", "Einarsdóttir"),
         "oli": ("Óli", "Einarsson")}  # fmt: skip
UNITS = ("Piece", "Pack", "Litre", "Kilogram", "Gram", "Bottle", "Can", "Jar", "Bag")
LOCATIONS = {"Fridge": 0, "Pantry": 0, "Chest freezer (garage)": 1, "Kitchen freezer": 1, "Bathroom cabinet": 0,
             "Laundry room": 0}  # fmt: skip
STORES = ("Bónus", "Krónan", "Costco Garðabæ", "Hagkaup", "Fiskbúðin Hafberg")
GROUPS = ("Dairy", "Meat & fish", "Fruit & vegetables", "Bakery", "Dry goods", "Frozen", "Drinks", "Household",
          "Hygiene")  # fmt: skip
# product: (group, location, unit, min stock, best-before days (-1 never), store, price per unit, bought every n days,
#           amount per purchase, consumptions a day, spoil chance)
PRODUCTS: dict[str, tuple[str, str, str, int, int, str, float, int, float, float, float]] = {
    "Whole milk (Nýmjólk)": ("Dairy", "Fridge", "Litre", 2, 10, "Bónus", 189, 2, 6, 3.0, 0.0),
    "Skyr": ("Dairy", "Fridge", "Piece", 2, 21, "Bónus", 329, 4, 6, 1.2, 0.02),
    "Butter (Smjör)": ("Dairy", "Fridge", "Pack", 1, 60, "Bónus", 749, 9, 1, 0.1, 0.0),
    "Cream (Rjómi)": ("Dairy", "Fridge", "Bottle", 0, 12, "Krónan", 459, 7, 1, 0.13, 0.1),
    "Cheese (Gouda 26%)": ("Dairy", "Fridge", "Pack", 1, 40, "Bónus", 1899, 8, 1, 0.12, 0.0),
    "Eggs": ("Dairy", "Fridge", "Piece", 6, 28, "Krónan", 65, 6, 12, 1.6, 0.0),
    "Chicken breasts": ("Meat & fish", "Fridge", "Pack", 0, 6, "Bónus", 2390, 6, 1, 0.16, 0.05),
    "Lamb leg (frozen)": ("Meat & fish", "Chest freezer (garage)", "Kilogram", 0, 180, "Costco Garðabæ", 2450, 30,
                          3, 0.08, 0.0),
    "Haddock fillets": ("Meat & fish", "Fridge", "Kilogram", 0, 3, "Fiskbúðin Hafberg", 3290, 7, 1, 0.14, 0.03),
    "Iceberg lettuce": ("Fruit & vegetables", "Fridge", "Piece", 0, 6, "Bónus", 398, 3, 1, 0.4, 0.6),
    "Tomatoes": ("Fruit & vegetables", "Fridge", "Pack", 0, 8, "Bónus", 459, 5, 1, 0.18, 0.1),
    "Cucumbers": ("Fruit & vegetables", "Fridge", "Piece", 0, 10, "Krónan", 279, 5, 2, 0.35, 0.05),
    "Bananas": ("Fruit & vegetables", "Pantry", "Kilogram", 0, 6, "Bónus", 329, 4, 1.5, 0.3, 0.08),
    "Potatoes": ("Fruit & vegetables", "Pantry", "Kilogram", 1, 30, "Bónus", 289, 10, 2, 0.2, 0.0),
    "Rye bread (Rúgbrauð)": ("Bakery", "Pantry", "Piece", 0, 10, "Hagkaup", 699, 7, 1, 0.14, 0.05),
    "Sourdough loaf": ("Bakery", "Pantry", "Piece", 0, 4, "Hagkaup", 990, 4, 1, 0.25, 0.08),
    "Oats (Haframjöl)": ("Dry goods", "Pantry", "Bag", 1, -1, "Costco Garðabæ", 549, 30, 3, 0.1, 0.0),
    "Pasta": ("Dry goods", "Pantry", "Pack", 2, -1, "Bónus", 259, 14, 3, 0.2, 0.0),
    "Coffee beans": ("Drinks", "Pantry", "Bag", 1, -1, "Krónan", 2190, 10, 1, 0.1, 0.0),
    "Orange juice": ("Drinks", "Fridge", "Bottle", 0, 14, "Bónus", 489, 4, 2, 0.45, 0.0),
    "Frozen peas": ("Frozen", "Kitchen freezer", "Bag", 1, 240, "Bónus", 359, 21, 2, 0.08, 0.0),
    "Ice cream (Kjörís)": ("Frozen", "Kitchen freezer", "Pack", 0, 180, "Krónan", 1099, 14, 1, 0.07, 0.0),
    "Dish tablets": ("Household", "Laundry room", "Pack", 1, -1, "Costco Garðabæ", 3490, 30, 1, 0.03, 0.0),
    "Toilet paper": ("Household", "Bathroom cabinet", "Pack", 1, -1, "Costco Garðabæ", 2990, 30, 2, 0.06, 0.0),
    "Toothpaste": ("Hygiene", "Bathroom cabinet", "Piece", 1, -1, "Hagkaup", 599, 30, 2, 0.05, 0.0),
    "Saffron": ("Dry goods", "Pantry", "Gram", 0, -1, "Hagkaup", 450, 0, 0, 0.0, 0.0),
    "Coconut milk": ("Dry goods", "Pantry", "Can", 0, -1, "Krónan", 289, 0, 0, 0.0, 0.0),
    "Rye flour": ("Dry goods", "Pantry", "Bag", 0, -1, "Bónus", 399, 0, 0, 0.0, 0.0),
}  # fmt: skip
OUT_OF_STOCK = ("Coffee beans", "Butter (Smjör)")
EXPIRED = {"Skyr": -2, "Cream (Rjómi)": -4, "Chicken breasts": -1}  # best before, days from today
SOON = {"Whole milk (Nýmjólk)": 3, "Haddock fillets": 1, "Tomatoes": 4, "Sourdough loaf": 2}
# chore: (period type, period days, weight of who does it: sigrun, einar, katla, oli; done every n days (0 never),
#         last done days ago)
CHORES: dict[str, tuple[str, int, tuple[float, float, float, float], float, int]] = {
    "Empty the dishwasher": ("daily", 0, (1, 1, 5, 1.5), 1.0, 0),
    "Take out the rubbish": ("weekly", 0, (0.5, 2, 1, 1), 3.5, 1),
    "Vacuum the living room": ("weekly", 0, (1, 0.5, 3, 0.5), 7.0, 2),
    "Clean the bathroom": ("weekly", 0, (2, 1, 2, 0), 7.0, 3),
    "Water the plants": ("dynamic-regular", 4, (1, 0, 3, 0), 4.0, 1),
    "Change the bed sheets": ("weekly", 0, (2, 1, 1, 1), 7.0, 4),
    "Descale the coffee machine": ("monthly", 0, (0, 1, 0, 0), 0.0, 70),
    "Clean the gutters": ("yearly", 0, (0, 1, 0, 0), 0.0, -1),
    "Defrost the chest freezer": ("manually", 0, (1, 1, 0, 0), 0.0, 55),
}  # fmt: skip
# battery: (used in, interval days, charged every n days (0: changed once), last charged days ago)
BATTERIES = {"Smoke detector hallway": ("Hallway", 365, 0, 400), "Smoke detector kitchen": ("Kitchen", 365, 0, 120),
             "TV remote": ("Living room", 0, 0, 200), "Wall remote (lights)": ("Living room", 30, 9, 3),
             "Bike lamp": ("Garage", 14, 6, 2), "Drill battery": ("Garage", 60, 25, 10)}  # fmt: skip
RECIPES = {
    "Kjötsúpa (lamb soup)": ("Lamb leg (frozen)", "Potatoes", "Frozen peas", "Butter (Smjör)", "Rye flour",
                             "Cream (Rjómi)", "Tomatoes", "Pasta", "Oats (Haframjöl)"),
    "Plokkfiskur": ("Haddock fillets", "Potatoes", "Butter (Smjör)", "Whole milk (Nýmjólk)", "Rye bread (Rúgbrauð)"),
    "Skyr breakfast bowl": ("Skyr", "Oats (Haframjöl)", "Bananas"),
    "Pasta bake": ("Pasta", "Cheese (Gouda 26%)", "Tomatoes", "Cream (Rjómi)", "Eggs"),
    "Chicken curry": ("Chicken breasts", "Coconut milk", "Tomatoes", "Saffron", "Potatoes", "Cream (Rjómi)"),
    "Pancakes (Pönnukökur)": ("Eggs", "Whole milk (Nýmjólk)", "Butter (Smjör)", "Rye flour"),
}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    created = clock.fmt(clock.at(-DAYS - 400, 600))

    def moment(day: int, low: int = 420, high: int = 1320) -> datetime.datetime:
        if day == 0:
            span = int((clock.now - clock.midnight).total_seconds() // 60)
            return clock.now - datetime.timedelta(minutes=rng.randint(1, max(span, 2)), seconds=rng.randrange(60))
        return clock.jittered(rng, day, rng.randint(low, high))

    def uniqid() -> str:
        return f"{rng.getrandbits(52):013x}"

    user_ids: dict[str, int] = {}
    for k, (name, (first, last)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        password = "$2y$10$" + hashlib.sha256(name.encode()).hexdigest()[:53]
        db.execute("INSERT INTO users (id, username, first_name, last_name, password, row_created_timestamp) VALUES "
                   "(?, ?, ?, ?, ?, ?)", (k, name, first, last, password, created))  # fmt: skip
    people = list(USERS)
    unit_ids = {name: k for k, name in enumerate(UNITS, start=1)}
    for name, k in unit_ids.items():
        db.execute("INSERT INTO quantity_units (id, name, name_plural, row_created_timestamp) VALUES (?, ?, ?, ?)",
                   (k, name, name + "s", created))  # fmt: skip
    location_ids = {name: k for k, name in enumerate(LOCATIONS, start=1)}
    for name, k in location_ids.items():
        db.execute("INSERT INTO locations (id, name, is_freezer, row_created_timestamp) VALUES (?, ?, ?, ?)",
                   (k, name, LOCATIONS[name], created))  # fmt: skip
    store_ids = {name: k for k, name in enumerate(STORES, start=1)}
    for name, k in store_ids.items():
        db.execute("INSERT INTO shopping_locations (id, name, row_created_timestamp) VALUES (?, ?, ?)",
                   (k, name, created))  # fmt: skip
    group_ids = {name: k for k, name in enumerate(GROUPS, start=1)}
    for name, k in group_ids.items():
        db.execute("INSERT INTO product_groups (id, name, row_created_timestamp) VALUES (?, ?, ?)", (k, name, created))
    product_ids: dict[str, int] = {}
    for k, (name, spec) in enumerate(PRODUCTS.items(), start=1):
        group, location, unit, minimum, days, store, price = spec[:7]
        product_ids[name] = k
        db.execute(
            "INSERT INTO products (id, name, product_group_id, location_id, shopping_location_id, qu_id_purchase, "
            "qu_id_stock, min_stock_amount, default_best_before_days, due_type, should_not_be_frozen, "
            "row_created_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, name, group_ids[group], location_ids[location], store_ids[store], unit_ids[unit], unit_ids[unit],
             minimum, days, 2 if group == "Meat & fish" else 1, int(group == "Fruit & vegetables"),
             clock.fmt(clock.at(-DAYS - rng.randint(20, 300), 600))),
        )  # fmt: skip
        db.execute("INSERT INTO product_barcodes (product_id, barcode, qu_id, amount, shopping_location_id, "
                   "last_price, row_created_timestamp) VALUES (?, ?, ?, 1, ?, ?, ?)",
                   (k, f"569{rng.randrange(10**9, 10**10)}", unit_ids[unit], store_ids[store], price,
                    created))  # fmt: skip

    # bookings: purchases on each product's rhythm, consumptions every day, some thrown away, a few undone
    log: list[tuple[object, ...]] = []
    stock: dict[str, tuple[str, float, str, str, float, str]] = {}  # product -> its latest lot
    undo = {"Orange juice", "Tomatoes", "Cream (Rjómi)", "Skyr"}  # each one's first purchase of the last 20 days
    for day in range(-DAYS, 1):
        for name, spec in PRODUCTS.items():
            _, location, _, _, days, store, price, every, amount, per_day, spoil = spec
            if every and (day + DAYS + product_ids[name]) % every == 0:
                when = moment(day, 960, 1140)
                best = NEVER if days < 0 else clock.day_text(day + days)
                shop = store
                if store == "Bónus" and rng.random() < 0.15:
                    shop = "Krónan"
                unit_price = float(round(price * rng.uniform(0.95, 1.08)))
                stock_id = uniqid()
                undone = int(day >= -20 and name in undo)
                if undone:
                    undo.discard(name)
                log.append((product_ids[name], amount, best, when.strftime("%Y-%m-%d"), None, 0, stock_id,
                            "purchase", unit_price, undone, clock.fmt(when + datetime.timedelta(minutes=3))
                            if undone else None, location_ids[location], store_ids[shop],
                            user_ids[rng.choice(("sigrun", "einar", "einar"))], clock.fmt(when)))  # fmt: skip
                if not undone:
                    stock[name] = (stock_id, amount, best, when.strftime("%Y-%m-%d"), unit_price, shop)
            count = int(per_day) + (1 if rng.random() < per_day % 1 else 0)
            for _ in range(count):
                when = moment(day)
                spoiled = int(rng.random() < spoil)
                if name in stock:
                    stock_id = stock[name][0]
                else:
                    continue
                log.append((product_ids[name], -1.0 if spoiled or spec[2] != "Kilogram" else -0.5, None, None,
                            when.strftime("%Y-%m-%d"), spoiled, stock_id, "consume", stock[name][4], 0, None,
                            location_ids[location], None, user_ids[rng.choice(people)], clock.fmt(when)))  # fmt: skip
    if undo:
        raise RuntimeError("the household should have undone four purchases")
    log.sort(key=lambda row: str(row[-1]))
    db.executemany(
        "INSERT INTO stock_log (product_id, amount, best_before_date, purchased_date, used_date, spoiled, stock_id, "
        "transaction_type, price, undone, undone_timestamp, location_id, shopping_location_id, user_id, "
        "row_created_timestamp, transaction_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(*row, uniqid()) for row in log],
    )
    # the lots on hand: each product's latest purchase, part used
    for name, (stock_id, bought_amount, best, bought, lot_price, shop) in stock.items():
        if name in OUT_OF_STOCK:
            continue
        spec = PRODUCTS[name]
        left = 4.0 if name == "Eggs" else round(max(0.5, bought_amount * rng.uniform(0.3, 0.8)) * 2) / 2
        if name in EXPIRED:
            best = clock.day_text(EXPIRED[name])
        elif name in SOON:
            best = clock.day_text(SOON[name])
        elif best != NEVER and best <= clock.day_text(5):
            best = clock.day_text(rng.randint(8, 20))
        opened = spec[2] in ("Bottle", "Pack", "Bag") and rng.random() < 0.5
        db.execute(
            "INSERT INTO stock (product_id, amount, best_before_date, purchased_date, stock_id, price, open, "
            "opened_date, row_created_timestamp, location_id, shopping_location_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?, ?)",
            (product_ids[name], left, best, bought, stock_id, lot_price, int(opened),
             clock.fmt(moment(-1)) if opened else None, bought + " 17:00:00", location_ids[spec[1]],
             store_ids[shop]),
        )  # fmt: skip

    # shopping lists
    for k, (name, desc) in enumerate((("Vikuinnkaup", "Weekly groceries"), ("Costco", "Monthly bulk run"),
                                      ("Apótek", "Pharmacy")), start=1):  # fmt: skip
        db.execute("INSERT INTO shopping_lists (id, name, description, row_created_timestamp) VALUES (?, ?, ?, ?)",
                   (k, name, desc, created))  # fmt: skip
    weekly = ["Whole milk (Nýmjólk)", "Coffee beans", "Butter (Smjör)", "Eggs", "Skyr", "Bananas", "Tomatoes",
              "Iceberg lettuce", "Cucumbers", "Sourdough loaf", "Orange juice", "Chicken breasts",
              "Cream (Rjómi)"]  # fmt: skip
    for k, name in enumerate(weekly):
        db.execute("INSERT INTO shopping_list (product_id, amount, shopping_list_id, done, qu_id, "
                   "row_created_timestamp) VALUES (?, ?, 1, ?, ?, ?)",
                   (product_ids[name], 2 if name != "Eggs" else 12, int(k >= 9), unit_ids[PRODUCTS[name][2]],
                    clock.fmt(moment(-rng.randint(0, 3)))))  # fmt: skip
    for name in ("Toilet paper", "Dish tablets", "Oats (Haframjöl)"):
        db.execute("INSERT INTO shopping_list (product_id, amount, shopping_list_id, done, qu_id, "
                   "row_created_timestamp) VALUES (?, 1, 2, 0, ?, ?)",
                   (product_ids[name], unit_ids[PRODUCTS[name][2]], clock.fmt(moment(-rng.randint(1, 6)))))  # fmt: skip
    db.execute("INSERT INTO shopping_list (product_id, note, amount, shopping_list_id, done, row_created_timestamp) "
               "VALUES (NULL, 'Íbúfen 400 mg', 1, 3, 0, ?)", (clock.fmt(moment(-1)),))  # fmt: skip

    # chores and their log
    chore_rows: list[tuple[object, ...]] = []
    for k, (name, (period, period_days, shares, often, last_done)) in enumerate(CHORES.items(), start=1):
        db.execute(
            "INSERT INTO chores (id, name, period_type, period_days, assignment_type, "
            "next_execution_assigned_to_user_id, start_date, row_created_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (k, name, period, period_days, "who-least-did-first" if sum(w > 0 for w in shares) > 1 else "no-assignment",
             user_ids[people[shares.index(max(shares))]], clock.fmt(clock.at(-DAYS - 200, 0)), created),
        )  # fmt: skip
        if often:
            day = -DAYS + rng.randint(0, int(often))
            while day <= -last_done:
                who = rng.choices(people, weights=shares)[0]
                skipped = int(rng.random() < 0.04)
                undone = int(not skipped and rng.random() < 0.02)
                when = moment(day, 480, 1320)
                taken_back = clock.fmt(when + datetime.timedelta(minutes=10)) if undone else None
                chore_rows.append((k, clock.fmt(when), user_ids[who], undone, taken_back, skipped, clock.fmt(when)))
                day += max(1, round(often + rng.uniform(-0.3, 0.3) * often))
        elif last_done > 0:
            when = moment(-last_done, 600, 1200)
            chore_rows.append((k, clock.fmt(when), user_ids["einar"], 0, None, 0, clock.fmt(when)))
    chore_rows.sort(key=lambda row: str(row[1]))
    db.executemany("INSERT INTO chores_log (chore_id, tracked_time, done_by_user_id, undone, undone_timestamp, "
                   "skipped, row_created_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?)", chore_rows)  # fmt: skip

    # batteries
    for k, (name, (used_in, interval, cycle, last_cycle)) in enumerate(BATTERIES.items(), start=1):
        db.execute("INSERT INTO batteries (id, name, used_in, charge_interval_days, row_created_timestamp) VALUES "
                   "(?, ?, ?, ?, ?)", (k, name, used_in, interval, clock.fmt(clock.at(-500, 600))))  # fmt: skip
        days_ago = [last_cycle] + ([last_cycle + cycle * n for n in range(1, DAYS // cycle)] if cycle else [])
        for ago in sorted(days_ago, reverse=True):
            when = moment(-ago, 600, 1300)
            db.execute("INSERT INTO battery_charge_cycles (battery_id, tracked_time, row_created_timestamp) VALUES "
                       "(?, ?, ?)", (k, clock.fmt(when), clock.fmt(when)))  # fmt: skip

    # tasks
    categories = ("Home repairs", "Paperwork", "Car", "Garden")
    for k, name in enumerate(categories, start=1):
        db.execute("INSERT INTO task_categories (id, name, row_created_timestamp) VALUES (?, ?, ?)", (k, name, created))
    tasks = [("Fix the dripping kitchen tap", 1, "einar", -9, False), ("Renew car insurance (Sjóvá)", 3, "sigrun", -3,
             False), ("Submit tax return (Skatturinn)", 2, "sigrun", -20, True), ("Book winter tyre change", 3,
             "einar", -12, False), ("Replace the hallway light bulb", 1, "oli", -2, False), ("Order new passport for "
             "Óli", 2, "sigrun", 10, False), ("Paint the garden fence", 4, "katla", 40, False), ("Cancel old phone "
             "plan", 2, "einar", -30, True), ("Clean the car", 3, "katla", -6, True), ("Plant spring bulbs", 4,
             "katla", 25, False), ("Fix the bike chain", 1, "oli", -15, True), ("Pay the plumber's invoice", 2,
             "einar", -40, True), ("Sort the garage", 1, "einar", 5, False), ("Register for the school trip", 2,
             "sigrun", -1, True)]  # fmt: skip
    for name, category, who, due, done in tasks:
        done_at = clock.fmt(moment(min(due + rng.randint(-3, 0), 0))) if done else None
        db.execute("INSERT INTO tasks (name, due_date, done, done_timestamp, category_id, assigned_to_user_id, "
                   "row_created_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (name, clock.day_text(due) + " 23:59:59" if due != 5 else None, int(done), done_at, category,
                    user_ids[who], clock.fmt(moment(min(due, 0) - 20))))  # fmt: skip

    # recipes
    for k, (name, items) in enumerate(RECIPES.items(), start=1):
        db.execute("INSERT INTO recipes (id, name, base_servings, desired_servings, type, row_created_timestamp) "
                   "VALUES (?, ?, 4, 4, 'normal', ?)", (k, name, created))  # fmt: skip
        for item in items:
            db.execute("INSERT INTO recipes_pos (recipe_id, product_id, amount, qu_id, row_created_timestamp) VALUES "
                       "(?, ?, ?, ?, ?)", (k, product_ids[item], rng.choice((1, 2, 0.5)),
                                           unit_ids[PRODUCTS[item][2]], created))  # fmt: skip
    close_checked(db, "pantry")
