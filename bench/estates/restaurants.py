"""A restaurant group's tills (Fjörður Restaurant Group, four restaurants and a café in Reykjavík and Akureyri) as the
SQLite copy of an Odoo 16 database with the Point of Sale, restaurant and POS HR modules, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC, which is also Iceland's time
all year): orders fill the 90 days before ``now`` on a one-minute grid from each restaurant's opening hours, so two
builds with the same seed and ``now`` values a whole number of days apart give the same answers to relative-time
questions. No order is paid after ``now``.

The tables are Odoo's, named after their models (``res_partner``, ``res_users``, ``res_company``,
``res_currency``, ``hr_employee``, ``hr_department``, ``product_category``, ``product_template``,
``product_product``, ``pos_category``, ``pos_config``, ``pos_config_hr_employee_rel`` (the many-to-many of the
employees allowed on a till), ``pos_payment_method``, ``pos_session``, ``pos_order``, ``pos_order_line``,
``pos_payment``, ``restaurant_floor``, ``restaurant_table``): an integer ``id`` on every table, many-to-one fields
as ``<field>_id`` with declared foreign keys, ``create_uid``/``create_date``/``write_uid``/``write_date`` on every
table (UTC text, ``create_date`` and ``write_date`` with microseconds), ``active`` booleans for archived records
(0/1), selection fields as lower-case keys (``state``). Translatable names are JSON objects keyed by language, as
Odoo 16 stores them: ``product_template.name`` and ``pos_category.name`` hold ``{"en_US": "Icelandic Lamb Soup",
"is_IS": "Kjötsúpa"}``; ``pos_order_line.full_product_name`` keeps the English name as sold. A user has no name of
its own: ``res_users.partner_id`` points to the ``res_partner`` holding it. Money is in Icelandic krónur (ISK, no
minor unit): prices include VAT (11 % on food and soft drinks, 24 % on alcohol); ``price_subtotal`` excludes it,
``price_subtotal_incl`` and ``amount_total`` include it, ``discount`` is a percentage.

Time: ``pos_order.date_order`` is when the order was started on the till (the table seated),
``pos_payment.payment_date`` when it was paid and ``pos_order.create_date`` when the paid order reached the server,
seconds later.
``pos_session.start_at`` and ``stop_at`` (NULL while open) bound a till's session.

Selections: ``pos_order.state`` paid (in an open session), done (posted when its session closed), invoiced (charged
to a company account); ``pos_session.state`` opened, closed; refunds are orders of their own whose lines have negative
quantities and point back with ``refunded_orderline_id``. A tip is a line of the ``Tips`` product, mirrored in
``pos_order.tip_amount``; staff meals are lines with a 100 % discount. The cash difference of a session
(``cash_register_difference``) is what was counted less what was expected.

Planted signals:

* Laugavegur Grill takes the most money; Höfn Harbour seats the biggest parties (about 3 guests); Kaffi Skál is
  busiest between 08:00 and 09:00 and turns its tables in about a quarter of an hour, the Grill in about 80 minutes;
* the Cappuccino sells the most by quantity; the Grilled Lamb Fillet brings in the most of any main course;
* the Reindeer Burger, the Skyr Cheesecake and the Birch Old Fashioned were added to the tills five days ago and
  never sold; the two Upstairs tables at the Grill (U1, U2) were never used; the food truck's till was archived
  60 days ago;
* Sigrún Jónsdóttir earns by far the most tips; Bjarki Þórsson rings up most of the refunds; Ragnar Ólafsson and Katla
  Sverrisdóttir (on leave) have rung up nothing for three weeks;
* Akureyri Bistro's session was left open three days ago; Kaffi Skál's tills (closed by Elín Magnúsdóttir) come up
  short far more than anyone's;
* Hótel Borg, on a company account, is by far the biggest customer; fourteen regulars stopped coming two months ago.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

AUDIT = """
    create_uid INTEGER REFERENCES res_users (id),
    create_date TIMESTAMP,
    write_uid INTEGER REFERENCES res_users (id),
    write_date TIMESTAMP"""
SCHEMA = f"""
CREATE TABLE res_currency (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL UNIQUE,
    symbol VARCHAR NOT NULL,
    rounding NUMERIC,
    decimal_places INTEGER,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE res_partner (
    id INTEGER PRIMARY KEY,
    name VARCHAR,
    company_id INTEGER REFERENCES res_company (id),
    type VARCHAR,
    email VARCHAR,
    phone VARCHAR,
    city VARCHAR,
    country_code VARCHAR,
    is_company BOOLEAN,
    customer_rank INTEGER,
    barcode VARCHAR,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE res_company (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL UNIQUE,
    partner_id INTEGER NOT NULL REFERENCES res_partner (id),
    currency_id INTEGER NOT NULL REFERENCES res_currency (id),
    active BOOLEAN,{AUDIT}
);
CREATE TABLE res_users (
    id INTEGER PRIMARY KEY,
    login VARCHAR NOT NULL UNIQUE,
    partner_id INTEGER NOT NULL REFERENCES res_partner (id),
    company_id INTEGER NOT NULL REFERENCES res_company (id),
    tz VARCHAR,
    share BOOLEAN,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE hr_department (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    complete_name VARCHAR,
    company_id INTEGER REFERENCES res_company (id),
    manager_id INTEGER REFERENCES hr_employee (id),
    active BOOLEAN,{AUDIT}
);
CREATE TABLE hr_employee (
    id INTEGER PRIMARY KEY,
    name VARCHAR,
    user_id INTEGER REFERENCES res_users (id),
    company_id INTEGER NOT NULL REFERENCES res_company (id),
    department_id INTEGER REFERENCES hr_department (id),
    job_title VARCHAR,
    work_email VARCHAR,
    pin VARCHAR,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE product_category (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    complete_name VARCHAR,
    parent_id INTEGER REFERENCES product_category (id),{AUDIT}
);
CREATE TABLE pos_category (
    id INTEGER PRIMARY KEY,
    name JSONB NOT NULL,
    parent_id INTEGER REFERENCES pos_category (id),
    sequence INTEGER,{AUDIT}
);
CREATE TABLE product_template (
    id INTEGER PRIMARY KEY,
    name JSONB NOT NULL,
    sequence INTEGER,
    type VARCHAR NOT NULL,
    categ_id INTEGER NOT NULL REFERENCES product_category (id),
    pos_categ_id INTEGER REFERENCES pos_category (id),
    list_price NUMERIC,
    sale_ok BOOLEAN,
    available_in_pos BOOLEAN,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE product_product (
    id INTEGER PRIMARY KEY,
    product_tmpl_id INTEGER NOT NULL REFERENCES product_template (id),
    default_code VARCHAR,
    barcode VARCHAR,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE pos_payment_method (
    id INTEGER PRIMARY KEY,
    name JSONB NOT NULL,
    is_cash_count BOOLEAN,
    split_transactions BOOLEAN,
    type VARCHAR,
    company_id INTEGER REFERENCES res_company (id),
    active BOOLEAN,{AUDIT}
);
CREATE TABLE pos_config (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    company_id INTEGER NOT NULL REFERENCES res_company (id),
    module_pos_restaurant BOOLEAN,
    iface_tipproduct BOOLEAN,
    tip_product_id INTEGER REFERENCES product_product (id),
    active BOOLEAN,{AUDIT}
);
CREATE TABLE pos_config_hr_employee_rel (
    pos_config_id INTEGER NOT NULL REFERENCES pos_config (id),
    hr_employee_id INTEGER NOT NULL REFERENCES hr_employee (id),
    PRIMARY KEY (pos_config_id, hr_employee_id)
);
CREATE TABLE restaurant_floor (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    pos_config_id INTEGER REFERENCES pos_config (id),
    sequence INTEGER,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE restaurant_table (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    floor_id INTEGER REFERENCES restaurant_floor (id),
    shape VARCHAR NOT NULL,
    seats INTEGER,
    active BOOLEAN,{AUDIT}
);
CREATE TABLE pos_session (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL UNIQUE,
    config_id INTEGER NOT NULL REFERENCES pos_config (id),
    user_id INTEGER NOT NULL REFERENCES res_users (id),
    start_at TIMESTAMP,
    stop_at TIMESTAMP,
    state VARCHAR NOT NULL,
    sequence_number INTEGER,
    cash_register_balance_start NUMERIC,
    cash_register_balance_end NUMERIC,
    cash_register_balance_end_real NUMERIC,
    cash_register_difference NUMERIC,{AUDIT}
);
CREATE TABLE pos_order (
    id INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    pos_reference VARCHAR,
    session_id INTEGER NOT NULL REFERENCES pos_session (id),
    config_id INTEGER REFERENCES pos_config (id),
    company_id INTEGER NOT NULL REFERENCES res_company (id),
    partner_id INTEGER REFERENCES res_partner (id),
    user_id INTEGER REFERENCES res_users (id),
    employee_id INTEGER REFERENCES hr_employee (id),
    table_id INTEGER REFERENCES restaurant_table (id),
    customer_count INTEGER,
    date_order TIMESTAMP,
    state VARCHAR,
    amount_tax NUMERIC NOT NULL,
    amount_total NUMERIC NOT NULL,
    amount_paid NUMERIC NOT NULL,
    amount_return NUMERIC NOT NULL,
    to_invoice BOOLEAN,
    is_tipped BOOLEAN,
    tip_amount NUMERIC,
    note TEXT,{AUDIT}
);
CREATE TABLE pos_order_line (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES pos_order (id),
    product_id INTEGER NOT NULL REFERENCES product_product (id),
    full_product_name VARCHAR,
    qty NUMERIC,
    price_unit NUMERIC,
    discount NUMERIC,
    price_subtotal NUMERIC NOT NULL,
    price_subtotal_incl NUMERIC NOT NULL,
    refunded_orderline_id INTEGER REFERENCES pos_order_line (id),
    customer_note VARCHAR,{AUDIT}
);
CREATE TABLE pos_payment (
    id INTEGER PRIMARY KEY,
    pos_order_id INTEGER NOT NULL REFERENCES pos_order (id),
    payment_method_id INTEGER NOT NULL REFERENCES pos_payment_method (id),
    session_id INTEGER REFERENCES pos_session (id),
    amount NUMERIC NOT NULL,
    payment_date TIMESTAMP NOT NULL,
    card_type VARCHAR,
    transaction_id VARCHAR,
    is_change BOOLEAN,{AUDIT}
);
"""

# pos category: (en_US, is_IS)
POS_CATEGORIES = [
    ("Coffee", "Kaffi"),
    ("Pastries", "Bakkelsi"),
    ("Breakfast", "Morgunverður"),
    ("Starters", "Forréttir"),
    ("Mains", "Aðalréttir"),
    ("Seafood", "Sjávarréttir"),
    ("Desserts", "Eftirréttir"),
    ("Beer & Spirits", "Bjór og sterkt"),
    ("Wine", "Vín"),
    ("Soft Drinks", "Gosdrykkir"),
    ("Cocktails", "Kokteilar"),
]
# product: en_US, is_IS, pos category, price incl. VAT, alcohol
PRODUCTS: list[tuple[str, str, str, int, bool]] = [
    ("Cappuccino", "Cappuccino", "Coffee", 790, False),
    ("Caffè Latte", "Latte", "Coffee", 850, False),
    ("Americano", "Americano", "Coffee", 650, False),
    ("Espresso", "Espresso", "Coffee", 550, False),
    ("Hot Chocolate", "Heitt súkkulaði", "Coffee", 790, False),
    ("Twisted Doughnut", "Kleina", "Pastries", 450, False),
    ("Cinnamon Roll", "Snúður", "Pastries", 690, False),
    ("Rye Bread with Butter", "Rúgbrauð með smjöri", "Pastries", 990, False),
    ("Skyr Bowl", "Skyrskál", "Breakfast", 1490, False),
    ("Full Breakfast", "Morgunverðardiskur", "Breakfast", 2990, False),
    ("Avocado Toast", "Avókadóbrauð", "Breakfast", 2290, False),
    ("Icelandic Lamb Soup", "Kjötsúpa", "Starters", 2490, False),
    ("Langoustine Soup", "Humarsúpa", "Starters", 3490, False),
    ("Arctic Char Tartare", "Bleikjutartar", "Starters", 2890, False),
    ("Bread Basket", "Brauðkarfa", "Starters", 890, False),
    ("Grilled Lamb Fillet", "Grillað lambafile", "Mains", 6990, False),
    ("Beef Tenderloin", "Nautalund", "Mains", 7490, False),
    ("Reykjavík Burger", "Reykjavíkurborgari", "Mains", 3490, False),
    ("Chicken Skewers", "Kjúklingaspjót", "Mains", 3990, False),
    ("Pan-fried Cod", "Pönnusteiktur þorskur", "Seafood", 4990, False),
    ("Salted Cod", "Saltfiskur", "Seafood", 5290, False),
    ("Arctic Char", "Bleikja", "Seafood", 5490, False),
    ("Langoustine Tails", "Humarhalar", "Seafood", 8990, False),
    ("Fish & Chips", "Fiskur og franskar", "Seafood", 3890, False),
    ("Chocolate Lava Cake", "Súkkulaðikaka", "Desserts", 1990, False),
    ("Rhubarb Crumble", "Rabarbarabaka", "Desserts", 1890, False),
    ("Ice Cream", "Ís", "Desserts", 1290, False),
    ("Gull Draught", "Gull á krana", "Beer & Spirits", 1490, True),
    ("Einstök White Ale", "Einstök hveitibjór", "Beer & Spirits", 1690, True),
    ("Brennivín Shot", "Brennivínsskot", "Beer & Spirits", 1590, True),
    ("Glass of House Red", "Rauðvínsglas", "Wine", 1890, True),
    ("Glass of House White", "Hvítvínsglas", "Wine", 1890, True),
    ("Bottle of House Red", "Rauðvínsflaska", "Wine", 7900, True),
    ("Bottle of Chablis", "Chablis flaska", "Wine", 11900, True),
    ("Coca-Cola", "Kók", "Soft Drinks", 590, False),
    ("Sparkling Water", "Sódavatn", "Soft Drinks", 490, False),
    ("Pumpkin Soup", "Graskerssúpa", "Starters", 2190, False),  # archived 60 days ago
    ("Reindeer Burger", "Hreindýraborgari", "Mains", 4490, False),  # new, never sold
    ("Skyr Cheesecake", "Skyrterta", "Desserts", 1790, False),  # new, never sold
    ("Birch Old Fashioned", "Birki Old Fashioned", "Cocktails", 2890, True),  # new, never sold
]
ARCHIVED_PRODUCT, NEW_PRODUCTS = "Pumpkin Soup", ("Reindeer Burger", "Skyr Cheesecake", "Birch Old Fashioned")
EXTRA_PRODUCTS = [("Tips", "Þjórfé", None, 0, False), ("Catering Platter", "Veisluplatti", None, 24900, False)]


@dataclasses.dataclass
class Restaurant:
    name: str
    city: str
    orders_per_day: int
    guests: tuple[int, int, float]  # low, high, weight of a party above low
    hours: dict[int, float]  # hour of day: weight of orders started then
    minutes: tuple[int, int]  # time from seating to paying
    menu: dict[str, float]  # pos category: items per guest
    tables: dict[str, list[tuple[str, int]]]  # floor: (table, seats)
    servers: list[tuple[str, str, float]]  # name, job title, share of orders
    manager: str
    partner_share: float  # orders with a loyalty customer


def _tables(prefix: str, count: int, seats: list[int]) -> list[tuple[str, int]]:
    return [(f"{prefix}{n}", seats[n % len(seats)]) for n in range(1, count + 1)]


RESTAURANTS = [
    Restaurant(
        "Höfn Harbour",
        "Reykjavík",
        28,
        (2, 6, 0.5),
        {12: 1.5, 13: 1.2, 14: 0.5, 17: 0.7, 18: 1.6, 19: 2.2, 20: 1.6, 21: 0.6},
        (70, 130),
        {
            "Starters": 0.5,
            "Seafood": 0.95,
            "Mains": 0.08,
            "Desserts": 0.3,
            "Wine": 0.55,
            "Beer & Spirits": 0.15,
            "Soft Drinks": 0.2,
        },
        {"Dining Room": _tables("H", 14, [2, 4, 4, 6]), "Bar": _tables("B", 4, [2])},
        [
            ("Bjarki Þórsson", "Server", 1.0),
            ("Katla Sverrisdóttir", "Server", 1.0),
            ("Ásta Pálsdóttir", "Server", 1.0),
            ("Jón Gunnarsson", "Server", 1.0),
            ("Freyja Halldórsdóttir", "Bartender", 0.6),
            ("Einar Bragason", "Server", 1.0),
        ],
        "Guðrún Helgadóttir",
        0.18,
    ),
    Restaurant(
        "Laugavegur Grill",
        "Reykjavík",
        68,
        (1, 4, 0.45),
        {11: 0.6, 12: 1.6, 13: 1.2, 14: 0.4, 17: 0.8, 18: 2.0, 19: 2.4, 20: 1.8, 21: 0.8},
        (65, 95),
        {
            "Starters": 0.35,
            "Mains": 0.92,
            "Seafood": 0.08,
            "Desserts": 0.25,
            "Beer & Spirits": 0.45,
            "Wine": 0.3,
            "Soft Drinks": 0.3,
        },
        {"Main Floor": _tables("G", 16, [2, 2, 4, 4, 6]), "Upstairs": [("U1", 8), ("U2", 8)]},
        [
            ("Sigrún Jónsdóttir", "Server", 2.2),
            ("Ragnar Ólafsson", "Server", 1.0),
            ("Helgi Kristjánsson", "Server", 1.0),
            ("Sara Birgisdóttir", "Server", 1.0),
            ("Ólafur Einarsson", "Server", 1.0),
            ("Anna Guðmundsdóttir", "Server", 1.0),
            ("Tómas Árnason", "Bartender", 0.7),
            ("María Stefánsdóttir", "Server", 1.0),
        ],
        "Kristján Haraldsson",
        0.18,
    ),
    Restaurant(
        "Kaffi Skál",
        "Reykjavík",
        80,
        (1, 3, 0.3),
        {7: 0.5, 8: 3.2, 9: 1.5, 10: 1.1, 11: 0.9, 12: 1.4, 13: 0.9, 14: 0.8, 15: 0.8, 16: 0.6, 17: 0.3},
        (6, 28),
        {"Coffee": 1.4, "Pastries": 0.6, "Breakfast": 0.3, "Soft Drinks": 0.05},
        {"Café": _tables("K", 10, [2, 2, 4])},
        [
            ("Hildur Baldursdóttir", "Barista", 1.0),
            ("Davíð Ingason", "Barista", 1.0),
            ("Lilja Karlsdóttir", "Barista", 1.0),
            ("Birna Sigurðardóttir", "Barista", 1.0),
            ("Arnar Friðriksson", "Barista", 0.6),
        ],
        "Elín Magnúsdóttir",
        0.32,
    ),
    Restaurant(
        "Akureyri Bistro",
        "Akureyri",
        30,
        (1, 5, 0.4),
        {11: 0.8, 12: 1.6, 13: 1.0, 17: 0.8, 18: 1.8, 19: 1.6, 20: 0.8},
        (45, 90),
        {
            "Starters": 0.45,
            "Mains": 0.6,
            "Seafood": 0.35,
            "Desserts": 0.25,
            "Beer & Spirits": 0.4,
            "Wine": 0.15,
            "Soft Drinks": 0.35,
        },
        {"Main Floor": _tables("A", 12, [2, 4, 4])},
        [
            ("Hrafn Þorvaldsson", "Server", 1.0),
            ("Sólveig Hauksdóttir", "Server", 1.0),
            ("Gunnar Valsson", "Server", 1.0),
            ("Edda Jóhannsdóttir", "Server", 1.0),
        ],
        "Þór Benediktsson",
        0.15,
    ),
    Restaurant(
        "Matarvagn Food Truck",
        "Reykjavík",
        25,
        (1, 2, 0.2),
        {12: 2.0, 13: 1.5, 17: 1.0, 18: 1.0},
        (3, 10),
        {"Mains": 0.7, "Seafood": 0.3, "Soft Drinks": 0.6},
        {},
        [("Kári Steinsson", "Cook", 1.0), ("Dagný Egilsdóttir", "Cook", 1.0)],
        "Kristján Haraldsson",
        0.05,
    ),
]
HOFN, GRILL, KAFFI, AKUREYRI, TRUCK = range(5)
TRUCK_CLOSED_DAY = -60  # archived then; it sold before
ON_LEAVE = {"Ragnar Ólafsson": -25, "Katla Sverrisdóttir": -21}  # last day each worked
STAR_TIPPER, REFUNDER = "Sigrún Jónsdóttir", "Bjarki Þórsson"
STALE_SESSION_DAY = -3  # Akureyri's session opened then was never closed
DAYS = 90
FIRST = [
    "Jón",
    "Sigurður",
    "Guðmundur",
    "Gunnar",
    "Ólafur",
    "Einar",
    "Kristján",
    "Magnús",
    "Stefán",
    "Jóhann",
    "Guðrún",
    "Anna",
    "Kristín",
    "Sigríður",
    "Margrét",
    "Helga",
    "Sara",
    "Emma",
    "Lukas",
    "Sophie",
    "James",
    "Olivia",
    "Noah",
    "Mia",
    "Liam",
    "Chloe",
    "Ethan",
    "Hanna",
    "Ari",
    "Embla",
    "Aron",
    "Katrín",
    "Viktor",
    "Ingibjörg",
    "Daníel",
    "Hekla",
    "Alexander",
    "Eva",
    "Birkir",
    "Rakel",
]
LAST = [
    "Jónsson",
    "Sigurðsson",
    "Guðmundsson",
    "Gunnarsson",
    "Ólafsson",
    "Einarsson",
    "Kristjánsson",
    "Magnússon",
    "Jónsdóttir",
    "Sigurðardóttir",
    "Guðmundsdóttir",
    "Gunnarsdóttir",
    "Ólafsdóttir",
    "Einarsdóttir",
    "Kristjánsdóttir",
    "Magnúsdóttir",
    "Müller",
    "Smith",
    "Nielsen",
    "Larsen",
    "Andersen",
    "Kowalski",
    "Rossi",
    "Dubois",
    "Brown",
    "Hansen",
    "Berg",
    "Lund",
]


def _name(en: str, is_: str) -> str:
    return json.dumps({"en_US": en, "is_IS": is_}, ensure_ascii=False)


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now = clock.now
    db = new_database(path, SCHEMA)
    rows: dict[str, list[tuple[object, ...]]] = {}

    def add(table: str, row: tuple[object, ...]) -> int:
        rows.setdefault(table, []).append(row)
        return len(rows[table])

    def stamp(moment: datetime.datetime) -> str:
        return clock.fmt(moment)

    def micro(moment: datetime.datetime) -> str:
        return clock.fmt(moment) + f".{rng.randint(0, 999999):06d}"

    genesis = clock.at(-400, 9 * 60)

    def audit(moment: datetime.datetime, user: int = 2) -> tuple[object, ...]:
        text = micro(moment)
        return (user, text, user, text)

    # ---------------------------------------------------------------- company, users, partners
    add("res_currency", (1, "ISK", "kr", 1.0, 0, 1, *audit(genesis, 1)))
    add("res_currency", (2, "EUR", "€", 0.01, 2, 0, *audit(genesis, 1)))
    add("res_currency", (3, "USD", "$", 0.01, 2, 0, *audit(genesis, 1)))
    add("res_users", (1, "__system__", 2, 1, "Atlantic/Reykjavik", 0, 0, None, micro(genesis), None, micro(genesis)))
    add("res_users", (2, "admin", 3, 1, "Atlantic/Reykjavik", 0, 1, 1, micro(genesis), 1, micro(genesis)))
    add(
        "res_partner",
        (
            1,
            "Fjörður Restaurant Group ehf.",
            1,
            "contact",
            "info@fjordur.is",
            "+354 511 2200",
            "Reykjavík",
            "IS",
            1,
            0,
            None,
            1,
            *audit(genesis, 1),
        ),
    )
    add(
        "res_partner",
        (2, "OdooBot", 1, "contact", "odoobot@example.com", None, None, None, 0, 0, None, 0, *audit(genesis, 1)),
    )
    add(
        "res_partner",
        (
            3,
            "Administrator",
            1,
            "contact",
            "admin@fjordur.is",
            None,
            "Reykjavík",
            "IS",
            0,
            0,
            None,
            1,
            *audit(genesis, 1),
        ),
    )
    add("res_company", (1, "Fjörður Restaurant Group ehf.", 1, 1, 1, *audit(genesis, 1)))

    def partner(
        name: str,
        email: str | None,
        city: str | None,
        is_company: bool,
        rank: int,
        barcode: str | None,
        created: datetime.datetime,
    ) -> int:
        ident = len(rows["res_partner"]) + 1
        phone = f"+354 {rng.randint(500, 899)} {rng.randint(1000, 9999)}"
        add(
            "res_partner",
            (
                ident,
                name,
                1,
                "contact",
                email,
                phone,
                city,
                "IS",
                1 if is_company else 0,
                rank,
                barcode,
                1,
                *audit(created),
            ),
        )
        return ident

    manager_users: dict[str, int] = {}
    for r in RESTAURANTS:
        if r.manager in manager_users:
            continue
        created = genesis + datetime.timedelta(days=len(manager_users) + 1)
        login = r.manager.split()[0].lower().replace("ð", "d").replace("í", "i").replace("é", "e").replace("þ", "th")
        person = partner(r.manager, f"{login}@fjordur.is", r.city, False, 0, None, created)
        user = len(rows["res_users"]) + 1
        add("res_users", (user, f"{login}@fjordur.is", person, 1, "Atlantic/Reykjavik", 0, 1, *audit(created)))
        manager_users[r.manager] = user

    # ---------------------------------------------------------------- products
    categ_all = add("product_category", (1, "All", "All", None, *audit(genesis)))
    categ_food = add("product_category", (2, "Food", "All / Food", categ_all, *audit(genesis)))
    categ_drink = add("product_category", (3, "Drinks", "All / Drinks", categ_all, *audit(genesis)))
    categ_service = add("product_category", (4, "Services", "All / Services", categ_all, *audit(genesis)))
    pos_categ: dict[str, int] = {}
    for n, (en, is_) in enumerate(POS_CATEGORIES, start=1):
        pos_categ[en] = add("pos_category", (n, _name(en, is_), None, n, *audit(genesis)))
    product_of: dict[str, int] = {}
    price_of: dict[str, int] = {}
    alcohol: set[str] = set()
    by_category: dict[str, list[str]] = {}
    for n, (en, is_, category, price, is_alcohol) in enumerate([*PRODUCTS, *EXTRA_PRODUCTS], start=1):
        created = clock.at(-5, 10 * 60 + n) if en in NEW_PRODUCTS else genesis + datetime.timedelta(minutes=n)
        active = 0 if en == ARCHIVED_PRODUCT else 1
        in_pos = 0 if en == "Catering Platter" else 1
        categ = (
            categ_service
            if category is None
            else categ_drink
            if category in ("Coffee", "Beer & Spirits", "Wine", "Soft Drinks", "Cocktails")
            else categ_food
        )
        kind = "service" if category is None else "consu"
        written = clock.at(TRUCK_CLOSED_DAY, 11 * 60) if not active else created
        add(
            "product_template",
            (
                n,
                _name(en, is_),
                n,
                kind,
                categ,
                pos_categ.get(category or ""),
                float(price),
                1,
                in_pos,
                active,
                2,
                micro(created),
                2,
                micro(written),
            ),
        )
        add("product_product", (n, n, f"FJ-{n:04d}", f"569{rng.randint(10**9, 10**10 - 1)}", active, *audit(created)))
        product_of[en], price_of[en] = n, price
        if is_alcohol:
            alcohol.add(en)
        if category and en not in NEW_PRODUCTS:
            by_category.setdefault(category, []).append(en)
    weights = {
        "Cappuccino": 5.0,
        "Caffè Latte": 1.6,
        "Americano": 1.0,
        "Espresso": 0.5,
        "Hot Chocolate": 0.5,
        "Twisted Doughnut": 1.0,
        "Cinnamon Roll": 1.4,
        "Rye Bread with Butter": 0.5,
        "Icelandic Lamb Soup": 2.0,
        "Grilled Lamb Fillet": 1.8,
        "Beef Tenderloin": 0.9,
        "Reykjavík Burger": 1.2,
        "Chicken Skewers": 0.6,
        "Pan-fried Cod": 1.4,
        "Langoustine Tails": 0.9,
        "Gull Draught": 2.0,
        "Glass of House Red": 1.4,
        "Glass of House White": 1.2,
        "Bottle of House Red": 0.5,
        "Bottle of Chablis": 0.3,
        "Coca-Cola": 1.5,
    }

    # ---------------------------------------------------------------- payment methods
    cash = add("pos_payment_method", (1, _name("Cash", "Reiðufé"), 1, 0, "cash", 1, 1, *audit(genesis)))
    card = add("pos_payment_method", (2, _name("Card", "Kort"), 0, 0, "bank", 1, 1, *audit(genesis)))
    gift = add("pos_payment_method", (3, _name("Gift Card", "Gjafakort"), 0, 0, "bank", 1, 1, *audit(genesis)))
    account = add(
        "pos_payment_method", (4, _name("Customer Account", "Reikningur"), 0, 1, "pay_later", 1, 1, *audit(genesis))
    )

    # ---------------------------------------------------------------- restaurants, floors, tables, staff
    configs: list[int] = []
    tables: list[list[tuple[int, int]]] = []
    staff: list[list[tuple[int, str, float]]] = []
    for r_index, r in enumerate(RESTAURANTS):
        created = genesis + datetime.timedelta(days=2 + r_index)
        active = 0 if r_index == TRUCK else 1
        config = add(
            "pos_config",
            (
                r_index + 1,
                r.name,
                1,
                0 if r_index == TRUCK else 1,
                1 if r_index != KAFFI else 0,
                product_of["Tips"],
                active,
                2,
                micro(created),
                2,
                micro(clock.at(TRUCK_CLOSED_DAY, 23 * 60) if not active else created),
            ),
        )
        configs.append(config)
        department = add("hr_department", (r_index + 1, r.name, r.name, 1, None, active, *audit(created)))
        usable: list[tuple[int, int]] = []
        for f_index, (floor_name, floor_tables) in enumerate(r.tables.items()):
            floor_created = clock.at(-3, 14 * 60) if floor_name == "Upstairs" else created
            floor = add(
                "restaurant_floor",
                (len(rows.get("restaurant_floor", [])) + 1, floor_name, config, f_index + 1, 1, *audit(floor_created)),
            )
            for table_name, seats in floor_tables:
                table_id = add(
                    "restaurant_table",
                    (
                        len(rows.get("restaurant_table", [])) + 1,
                        table_name,
                        floor,
                        "round" if seats <= 2 else "square",
                        seats,
                        1,
                        *audit(floor_created),
                    ),
                )
                if floor_name != "Upstairs":
                    usable.append((table_id, seats))
        tables.append(usable)
        members: list[tuple[int, str, float]] = []
        for name, title, share in [(r.manager, "Restaurant Manager", 0.0), *r.servers]:
            existing = [row for row in rows.get("hr_employee", []) if row[1] == name]
            if existing:
                employee = _int(existing[0][0])
            else:
                employee = len(rows.get("hr_employee", [])) + 1
                manager_user = manager_users.get(name) if title == "Restaurant Manager" else None
                add(
                    "hr_employee",
                    (
                        employee,
                        name,
                        manager_user,
                        1,
                        department,
                        title,
                        f"{name.split()[0].lower()}.{employee}@fjordur.is",
                        f"{rng.randint(0, 9999):04d}",
                        active,
                        *audit(created),
                    ),
                )
            add("pos_config_hr_employee_rel", (config, employee))
            if share:
                members.append((employee, name, share))
        staff.append(members)
    managers = {str(row[1]): _int(row[0]) for row in rows["hr_employee"] if row[5] == "Restaurant Manager"}
    rows["hr_department"] = [
        (*row[:4], managers[RESTAURANTS[n].manager], *row[5:]) for n, row in enumerate(rows["hr_department"])
    ]

    # ---------------------------------------------------------------- customers
    customers: list[int] = []
    used: set[str] = set()
    for n in range(640):
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in used:
                used.add(name)
                break
        created = clock.at(-rng.randint(91, 380), rng.randint(9 * 60, 20 * 60))
        email = f"{name.split()[0].lower()}{n}@example.is"
        customers.append(
            partner(
                name,
                email,
                rng.choice(["Reykjavík", "Reykjavík", "Kópavogur", "Hafnarfjörður", "Akureyri", "Garðabær"]),
                False,
                1,
                f"0420{n:06d}",
                created,
            )
        )
    hotel_borg = partner("Hótel Borg", "accounts@hotelborg.is", "Reykjavík", True, 1, None, genesis)
    gone = customers[:14]  # regulars who stopped coming two months ago
    active_customers = customers[14:]
    customer_weights = [1.0 / (1 + n) ** 0.6 for n in range(len(active_customers))]

    # ---------------------------------------------------------------- sessions, orders, lines, payments
    session_seq = 0
    session_rows: list[list[object]] = []  # mutable until the cash is counted, then written as pos_session's rows

    def open_session(r_index: int, start: datetime.datetime, stop: datetime.datetime | None) -> list[object]:
        nonlocal session_seq
        session_seq += 1
        r = RESTAURANTS[r_index]
        user = manager_users[r.manager]
        return [
            session_seq,
            f"POS/{session_seq:05d}",
            configs[r_index],
            user,
            stamp(start),
            None if stop is None else stamp(stop),
            "opened" if stop is None else "closed",
            1,
            50000.0,
            50000.0,
            None,
            0.0,
            user,
            micro(start),
            user,
            micro(stop or start),
        ]

    order_id = line_id = payment_id = 0
    refundable: list[tuple[int, int, int, datetime.datetime]] = []  # (order, restaurant, session, when)

    def write_order(
        r_index: int,
        session: list[object],
        seq: int,
        seated: datetime.datetime,
        paid: datetime.datetime,
        employee: int,
        table: int | None,
        guests: int,
        partner_id: int | None,
        lines: list[tuple[str, float, float, int | None]],
        methods: list[int],
        tip: int = 0,
        invoiced: bool = False,
        note: str = "",
    ) -> int:
        nonlocal order_id, line_id, payment_id
        order_id += 1
        total = tax = 0.0
        user = _int(session[3])
        for product, qty, discount, refunded in lines:
            price = float(price_of[product])
            incl = round(qty * price * (1 - discount / 100))
            rate = 0.24 if product in alcohol else 0.11 if product != "Tips" else 0.0
            excl = round(incl / (1 + rate))
            total += incl
            tax += incl - excl
            line_id += 1
            add(
                "pos_order_line",
                (
                    line_id,
                    order_id,
                    product_of[product],
                    product,
                    qty,
                    price,
                    discount,
                    float(excl),
                    float(incl),
                    refunded,
                    None,
                    user,
                    micro(paid),
                    user,
                    micro(paid),
                ),
            )
        synced = paid + datetime.timedelta(seconds=rng.randint(2, 40))
        state = "invoiced" if invoiced else "paid" if session[6] == "opened" else "done"
        config = RESTAURANTS[r_index].name
        add(
            "pos_order",
            (
                order_id,
                f"{config}/{seq:04d}",
                f"Order {_int(session[0]):05d}-001-{seq:04d}",
                session[0],
                configs[r_index],
                1,
                partner_id,
                user,
                employee,
                table,
                guests,
                stamp(seated),
                state,
                tax,
                total,
                total,
                0.0,
                1 if invoiced else 0,
                1 if tip else 0,
                float(tip),
                note or None,
                user,
                micro(synced),
                user,
                micro(synced),
            ),
        )
        remaining = total
        for n, method in enumerate(methods):
            amount = remaining if n == len(methods) - 1 else float(round(total * rng.choice([0.3, 0.5]) / 100) * 100)
            remaining -= amount
            payment_id += 1
            add(
                "pos_payment",
                (
                    payment_id,
                    order_id,
                    method,
                    session[0],
                    amount,
                    stamp(paid),
                    "visa" if method == card and rng.random() < 0.6 else "mastercard" if method == card else None,
                    f"T{rng.randint(10**8, 10**9 - 1)}" if method == card else None,
                    0,
                    user,
                    micro(paid),
                    user,
                    micro(paid),
                ),
            )
            if method == cash:
                session[9] = _float(session[9]) + amount
        return order_id

    for r_index, r in enumerate(RESTAURANTS):
        hours = list(r.hours)
        first_hour, last_hour = min(hours), max(hours)
        session: list[object] | None = None
        seq = 0
        for day in range(-DAYS, 1):
            if r_index == TRUCK and day >= TRUCK_CLOSED_DAY:
                break
            start = clock.at(day, first_hour * 60 - 30)
            stop = clock.at(day, (last_hour + 2) * 60 + 30)
            if start > now:
                break
            stale = r_index == AKUREYRI and day >= STALE_SESSION_DAY
            if session is None or not stale or day == STALE_SESSION_DAY:
                still_open = stop > now or stale
                session = open_session(r_index, start, None if still_open else stop)
                session_rows.append(session)
                seq = 0
            orders = []
            count = r.orders_per_day + rng.randint(-4, 4)
            for _ in range(count):
                hour = float(pick(rng, [(str(h), w) for h, w in r.hours.items()]))
                seated = clock.at(day, int(hour) * 60 + rng.randint(0, 59))
                orders.append(seated)
            orders.sort()
            for seated in orders:
                paid = seated + datetime.timedelta(minutes=rng.randint(*r.minutes))
                low, high, up = r.guests
                guests = low
                while guests < high and rng.random() < up:
                    guests += 1
                lines: list[tuple[str, float, float, int | None]] = []
                for category, per_guest in r.menu.items():
                    expected = per_guest * guests
                    count_items = int(expected) + (1 if rng.random() < expected - int(expected) else 0)
                    choices = by_category[category]
                    if day >= TRUCK_CLOSED_DAY and ARCHIVED_PRODUCT in choices:
                        choices = [c for c in choices if c != ARCHIVED_PRODUCT]
                    for _ in range(count_items):
                        product = rng.choices(choices, weights=[weights.get(c, 0.6) for c in choices])[0]
                        lines.append((product, 1.0, 0.0, None))
                if not lines:
                    lines.append((by_category["Coffee" if r_index == KAFFI else "Soft Drinks"][0], 1.0, 0.0, None))
                merged: dict[str, float] = {}
                for product, qty, _, _ in lines:
                    merged[product] = merged.get(product, 0.0) + qty
                discount = 0.0
                note = ""
                if rng.random() < 0.05:
                    discount = float(rng.choice([10, 15, 20]))
                staff_meal = r_index == GRILL and rng.random() < 0.015
                if staff_meal:
                    discount, note, guests = 100.0, "Staff meal", 1
                lines = [(product, qty, discount, None) for product, qty in merged.items()]
                if paid > now:
                    continue
                server_pool = [(e, n, s) for e, n, s in staff[r_index] if n not in ON_LEAVE or day <= ON_LEAVE[n]]
                employee, server_name, _ = rng.choices(server_pool, weights=[s for _, _, s in server_pool])[0]
                partner_id = None
                if not staff_meal and rng.random() < r.partner_share:
                    if day < -62 and rng.random() < 0.1:
                        partner_id = rng.choice(gone)
                    else:
                        partner_id = rng.choices(active_customers, weights=customer_weights)[0]
                methods = [card]
                draw = rng.random()
                if draw < (0.15 if r_index == KAFFI else 0.1):
                    methods = [cash]
                elif draw < 0.16 and r_index != KAFFI:
                    methods = [gift] if rng.random() < 0.5 else [gift, card]
                tip = 0
                if r_index != KAFFI and not staff_meal and methods[-1] == card:
                    subtotal = sum(price_of[p] * q for p, q, _, _ in lines)
                    star = server_name == STAR_TIPPER
                    if rng.random() < (0.6 if star else 0.25):
                        tip = int(round(subtotal * (0.15 if star else 0.1) / 100) * 100)
                        if tip:
                            lines.append(("Tips", 1.0, 0.0, None))
                            price_of["Tips"] = tip
                order_table: int | None = None
                if tables[r_index]:
                    fitting = [t for t, seats in tables[r_index] if seats >= min(guests, 8)]
                    order_table = rng.choice(fitting or [t for t, _ in tables[r_index]])
                seq += 1
                order = write_order(
                    r_index,
                    session,
                    seq,
                    seated,
                    paid,
                    employee,
                    order_table,
                    guests,
                    partner_id,
                    lines,
                    methods,
                    tip,
                    note=note,
                )
                if rng.random() < 0.004 and not staff_meal:
                    refundable.append((order, r_index, _int(session[0]), paid))
            # Hótel Borg's group dinners at the Grill, twice a week, on its account
            if r_index == GRILL and day % 7 in (1, 4):
                seated = clock.at(day, 19 * 60 + 5 * rng.randint(0, 6))
                paid = seated + datetime.timedelta(minutes=rng.randint(100, 140))
                if paid <= now:
                    guests = rng.randint(8, 14)
                    lines = [
                        ("Icelandic Lamb Soup", float(guests), 0.0, None),
                        ("Grilled Lamb Fillet", float(guests), 0.0, None),
                        ("Bottle of House Red", float(guests // 3), 0.0, None),
                        ("Chocolate Lava Cake", float(guests), 0.0, None),
                    ]
                    seq += 1
                    write_order(
                        r_index,
                        session,
                        seq,
                        seated,
                        paid,
                        staff[r_index][0][0],
                        tables[r_index][-1][0],
                        guests,
                        hotel_borg,
                        lines,
                        [account],
                        invoiced=True,
                    )
            # close the day's session: count the cash
            if session[6] == "closed" and (not stale):
                expected = _float(session[9])
                if r_index == KAFFI and rng.random() < 0.45:
                    difference = -float(rng.randint(20, 60) * 100)
                elif rng.random() < 0.25:
                    difference = float(rng.choice([-1, 1]) * rng.randint(1, 15) * 100)
                else:
                    difference = 0.0
                session[10] = expected + difference
                session[11] = difference

    # refunds: the same restaurant's later order with negative quantities; Bjarki Þórsson rings up a dozen more
    order_rows = {_int(row[0]): row for row in rows["pos_order"]}
    line_rows: dict[int, list[tuple[object, ...]]] = {}
    for row in rows["pos_order_line"]:
        line_rows.setdefault(_int(row[1]), []).append(row)
    bjarki = next(e for e, n, _ in staff[HOFN] if n == REFUNDER)
    hofn_orders = [o for o, row in order_rows.items() if row[4] == configs[HOFN] and row[12] == "done"]
    extra = [o for o in hofn_orders if clock.at(-58, 0) <= _moment(str(order_rows[o][11])) <= clock.at(-2, 0)]
    for order in rng.sample(extra, 12):
        refundable.append((order, HOFN, _int(order_rows[order][3]), _moment(str(order_rows[order][11]))))
    sessions = {_int(s[0]): s for s in session_rows}
    for order, r_index, session_id, paid in refundable:
        when = paid + datetime.timedelta(minutes=rng.randint(5, 40))
        if when > now:
            continue
        session = sessions[session_id]
        original = [row for row in line_rows[order] if row[3] != "Tips"]
        product = str(original[0][3])
        employee = bjarki if r_index == HOFN and rng.random() < 0.9 else _int(order_rows[order][8])
        refund = write_order(
            r_index,
            session,
            9000 + order % 1000,
            when,
            when,
            employee,
            None,
            0,
            _optional_int(order_rows[order][6]),
            [(product, -1.0, _float(original[0][6]), _int(original[0][0]))],
            [card],
            note="Refund",
        )
        rows["pos_order"][refund - 1] = (
            *rows["pos_order"][refund - 1][:1],
            f"{RESTAURANTS[r_index].name}/{order:06d} REFUND",
            *rows["pos_order"][refund - 1][2:],
        )
    # the sessions' counted cash now includes the refunds' cash (none: refunds go back to the card)
    for s in session_rows:
        if s[6] == "closed" and s[10] is None:  # Akureyri's stale session is still open; everyone else counted
            s[10] = s[9]
    rows["pos_session"] = [tuple(s) for s in session_rows]

    db.execute("PRAGMA foreign_keys=OFF")  # Odoo's references go round in circles (users, partners, companies)
    for table in (
        "res_currency",
        "res_partner",
        "res_company",
        "res_users",
        "hr_department",
        "hr_employee",
        "product_category",
        "pos_category",
        "product_template",
        "product_product",
        "pos_payment_method",
        "pos_config",
        "pos_config_hr_employee_rel",
        "restaurant_floor",
        "restaurant_table",
        "pos_session",
        "pos_order",
        "pos_order_line",
        "pos_payment",
    ):
        table_rows = rows.get(table, [])
        if table_rows:
            db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(table_rows[0]))})", table_rows)
    close_checked(db, "restaurants")


def _moment(text: str) -> datetime.datetime:
    return datetime.datetime.strptime(text[:19], "%Y-%m-%d %H:%M:%S")


def _int(value: object) -> int:
    """A column value this builder wrote as an integer (an id, a count), read back from its row."""
    if not isinstance(value, int):
        raise TypeError(f"expected an integer column value, got {value!r}")
    return value


def _optional_int(value: object) -> int | None:
    """A nullable integer column value (a many-to-one id that may be NULL), read back from its row."""
    return None if value is None else _int(value)


def _float(value: object) -> float:
    """A numeric column value this builder wrote (an amount, a discount), read back from its row as a float."""
    if not isinstance(value, (int, float)):
        raise TypeError(f"expected a numeric column value, got {value!r}")
    return float(value)
