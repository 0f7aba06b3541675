"""An online shop ("Northwind-ish" but not Northwind) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC), so two builds with
the same seed and ``now`` values a whole number of days apart give the same answers to questions such as
"in the last 7 days", "today" or "yesterday". Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC, the
oldest about 90 days before ``now``; dates (none here) would be ``YYYY-MM-DD``.

Planted signals (so questions have crisp answers):

* customer "Margot Lefebvre" places far more orders (55) than anyone else (typically under 20);
* 40 customers never order; three products are never ordered;
* five cheap "bestsellers" sell far more units than the rest, with clear gaps between them;
* the "Phone Accessories", "Coffee" and "Running" categories sell the most units, by a wide margin;
* orders through the Android app are cancelled about three times as often as through web or iOS;
* DPD takes about six days from dispatch to delivery, the other carriers two to three;
* "Bluetooth Speaker Mini" has a dismal average rating (about 1.5 stars over a dozen reviews);
* three orders are marked ``shipped`` but have no shipment row (a data-quality anomaly);
* "ZenBook Pro 16 OLED" is the one most expensive laptop.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE categories (
    category_id        INTEGER PRIMARY KEY,
    name               TEXT NOT NULL UNIQUE,
    parent_category_id INTEGER REFERENCES categories(category_id)
);
CREATE TABLE products (
    product_id    INTEGER PRIMARY KEY,
    sku           TEXT NOT NULL UNIQUE,
    title         TEXT NOT NULL UNIQUE,
    category_id   INTEGER NOT NULL REFERENCES categories(category_id),
    list_price    REAL NOT NULL,
    stock_on_hand INTEGER NOT NULL,
    discontinued  INTEGER NOT NULL DEFAULT 0,
    launched_at   TEXT NOT NULL
);
CREATE TABLE customers (
    customer_id   INTEGER PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    full_name     TEXT NOT NULL,
    country_code  TEXT NOT NULL,
    loyalty_tier  TEXT NOT NULL,
    newsletter    INTEGER NOT NULL DEFAULT 0,
    signed_up_at  TEXT NOT NULL
);
CREATE TABLE addresses (
    address_id   INTEGER PRIMARY KEY,
    customer_id  INTEGER NOT NULL REFERENCES customers(customer_id),
    label        TEXT NOT NULL,
    line1        TEXT NOT NULL,
    city         TEXT NOT NULL,
    postcode     TEXT NOT NULL,
    country_code TEXT NOT NULL
);
CREATE TABLE orders (
    order_id            INTEGER PRIMARY KEY,
    customer_id         INTEGER NOT NULL REFERENCES customers(customer_id),
    shipping_address_id INTEGER NOT NULL REFERENCES addresses(address_id),
    placed_at           TEXT NOT NULL,
    status              TEXT NOT NULL,
    channel             TEXT NOT NULL,
    coupon_code         TEXT,
    grand_total         REAL NOT NULL
);
CREATE TABLE order_items (
    order_item_id INTEGER PRIMARY KEY,
    order_id      INTEGER NOT NULL REFERENCES orders(order_id),
    product_id    INTEGER NOT NULL REFERENCES products(product_id),
    qty           INTEGER NOT NULL,
    unit_price    REAL NOT NULL
);
CREATE TABLE payments (
    payment_id   INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES orders(order_id),
    method       TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    attempted_at TEXT NOT NULL,
    outcome      TEXT NOT NULL
);
CREATE TABLE shipments (
    shipment_id     INTEGER PRIMARY KEY,
    order_id        INTEGER NOT NULL UNIQUE REFERENCES orders(order_id),
    carrier         TEXT NOT NULL,
    tracking_number TEXT NOT NULL,
    dispatched_at   TEXT NOT NULL,
    delivered_at    TEXT
);
CREATE TABLE reviews (
    review_id   INTEGER PRIMARY KEY,
    product_id  INTEGER NOT NULL REFERENCES products(product_id),
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    headline    TEXT NOT NULL,
    posted_at   TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id);
CREATE INDEX orders_placed ON orders(placed_at);
CREATE INDEX order_items_order ON order_items(order_id);
CREATE INDEX order_items_product ON order_items(product_id);
CREATE INDEX payments_order ON payments(order_id);
CREATE INDEX reviews_product ON reviews(product_id);
"""

# Leaf categories, their parent, and product names with a price range; the first name of some lists is planted.
CATALOGUE: dict[str, tuple[str, list[str], tuple[float, float]]] = {
    "Headphones": (
        "Electronics",
        [
            "Bluetooth Speaker Mini",
            "Studio Monitor Headphones",
            "Noise Cancelling Headphones X2",
            "Sport Earbuds",
            "Kids Volume-Limited Headphones",
            "Wireless Earbuds Pro",
            "Bone Conduction Headset",
            "Over-Ear DJ Headphones",
            "Gaming Headset 7.1",
            "Open-Back Reference Headphones",
            "Travel Earbuds Lite",
        ],
        (19.0, 249.0),
    ),
    "Laptops": (
        "Electronics",
        [
            "ZenBook Pro 16 OLED",
            "ThinkPad T14 Gen 4",
            "MacBook Air 13 M2",
            "IdeaPad Slim 5",
            "Latitude 5440",
            "Chromebook Plus 14",
            "Aspire 5 Gaming",
            "Surface Laptop Go 3",
            "Pavilion 15",
            "Swift Go 14",
            "Vivobook 16X",
        ],
        (399.0, 1899.0),
    ),
    "Phone Accessories": (
        "Electronics",
        [
            "USB-C Charging Cable 2m",
            "MagSafe Wallet",
            "Tempered Glass Screen Protector",
            "20W Wall Charger",
            "Car Phone Mount",
            "Clear Phone Case",
            "Wireless Charging Pad",
            "Power Bank 10000mAh",
            "Selfie Stick Tripod",
            "Lightning to USB-C Adapter",
            "Phone Lanyard Strap",
        ],
        (6.0, 59.0),
    ),
    "Cookware": (
        "Home & Kitchen",
        [
            "Cast Iron Dutch Oven 7qt",
            "Nonstick Frying Pan 28cm",
            "Stainless Saucepan Set",
            "Carbon Steel Wok",
            "Ceramic Baking Dish",
            "Pressure Cooker 6L",
            "Copper Butter Warmer",
            "Enamel Roasting Tin",
            "Grill Pan 26cm",
            "Stock Pot 12L",
            "Crepe Pan 24cm",
        ],
        (18.0, 189.0),
    ),
    "Coffee": (
        "Home & Kitchen",
        [
            "Espresso Beans 1kg",
            "Pour-Over Kettle",
            "Burr Coffee Grinder",
            "French Press 1L",
            "Moka Pot 6-cup",
            "Milk Frother",
            "Decaf Beans 500g",
            "Cold Brew Maker",
            "Espresso Tamper 58mm",
            "Paper Filters x200",
            "Travel Mug Insulated",
        ],
        (7.0, 149.0),
    ),
    "Fiction": (
        "Books",
        [
            "The Lighthouse Keeper's Daughter",
            "Paperback Thriller Box Set",
            "A Winter in Lisbon",
            "The Salt Road",
            "Glass Orchard",
            "Northern Lights Over Oslo",
            "The Clockmaker's Apprentice",
            "Tides of Brass",
            "Small Hours",
            "The Ninth Cartographer",
            "Letters from Marseille",
        ],
        (8.0, 29.0),
    ),
    "Cookbooks": (
        "Books",
        [
            "Weeknight Vegetarian",
            "The Bread Book",
            "Salt Fat Heat",
            "Fermentation at Home",
            "Tapas & Mezze",
            "One-Pot Wonders",
            "Baking with Kids",
            "The Spice Atlas",
            "Sunday Roasts",
            "Noodles Everyday",
            "Plant-Based Brunch",
        ],
        (12.0, 39.0),
    ),
    "Running": (
        "Sports",
        [
            "Running Socks 3-pack",
            "Trail Running Shoes",
            "Hydration Vest 5L",
            "Reflective Running Jacket",
            "GPS Running Watch",
            "Compression Tights",
            "Headlamp 400lm",
            "Running Cap",
            "Energy Gel Pack x12",
            "Foam Roller",
            "Arm Phone Holder",
        ],
        (9.0, 299.0),
    ),
    "Yoga": (
        "Sports",
        [
            "Yoga Mat 6mm",
            "Cork Yoga Block",
            "Yoga Strap",
            "Meditation Cushion",
            "Yoga Wheel",
            "Balance Board",
            "Resistance Bands Set",
            "Microfibre Yoga Towel",
            "Pilates Ring",
            "Bolster Pillow",
            "Yoga Mat Bag",
        ],
        (9.0, 79.0),
    ),
    "Board Games": (
        "Toys",
        [
            "Harbour Traders",
            "Castle Siege Deluxe",
            "Word Duel",
            "Space Miners",
            "Tiny Towns Deluxe",
            "Pirate Cove Card Game",
            "Mystery Manor",
            "Railway Barons",
            "Garden Party",
            "Dice Kingdom",
            "Quiz Night Family Edition",
        ],
        (15.0, 69.0),
    ),
}
TOP_LEVEL = ["Electronics", "Home & Kitchen", "Books", "Sports", "Toys"]
# Bestsellers: extra popularity weight (every other product weighs 1).
BESTSELLERS = {
    "USB-C Charging Cable 2m": 40.0,
    "Espresso Beans 1kg": 25.0,
    "Running Socks 3-pack": 15.0,
    "The Lighthouse Keeper's Daughter": 8.0,
    "Word Duel": 4.0,
}
NEVER_ORDERED = ["Copper Butter Warmer", "Yoga Wheel", "Quiz Night Family Edition"]
PINNED_PRICES = {
    "ZenBook Pro 16 OLED": 2499.0,
    "USB-C Charging Cable 2m": 12.99,
    "Espresso Beans 1kg": 24.5,
    "Running Socks 3-pack": 14.0,
    "The Lighthouse Keeper's Daughter": 11.99,
    "Word Duel": 19.0,
    "Bluetooth Speaker Mini": 29.99,
}
WORST_PRODUCT = "Bluetooth Speaker Mini"
OUT_OF_STOCK = ["Gaming Headset 7.1", "Moka Pot 6-cup", "Trail Running Shoes", "Mystery Manor"]
DISCONTINUED = [
    "Travel Earbuds Lite",
    "Pavilion 15",
    "Crepe Pan 24cm",
    "Decaf Beans 500g",
    "Balance Board",
    "Copper Butter Warmer",
]

FIRST = [
    "Emma",
    "Lucas",
    "Chloé",
    "Hugo",
    "Léa",
    "Noah",
    "Mia",
    "Louis",
    "Anna",
    "Jonas",
    "Sofia",
    "Mateo",
    "Lena",
    "Finn",
    "Clara",
    "Elias",
    "Julia",
    "Paul",
    "Marta",
    "Pablo",
    "Alice",
    "Tom",
    "Giulia",
    "Luca",
    "Sara",
    "Daan",
    "Eva",
    "Sem",
    "Olivia",
    "Jack",
    "Amelia",
    "Oscar",
    "Isla",
    "Leo",
    "Nora",
    "Felix",
    "Ines",
    "Diego",
    "Lotte",
    "Milan",
]
LAST = [
    "Martin",
    "Bernard",
    "Dubois",
    "Moreau",
    "Laurent",
    "Müller",
    "Schmidt",
    "Schneider",
    "Fischer",
    "Weber",
    "García",
    "López",
    "Sánchez",
    "Rossi",
    "Russo",
    "Bianchi",
    "de Vries",
    "Jansen",
    "Bakker",
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Wilson",
    "Evans",
    "Walker",
    "Novak",
    "Petit",
    "Roux",
    "Fontaine",
]
COUNTRIES = [("FR", 0.34), ("DE", 0.2), ("ES", 0.12), ("IT", 0.1), ("NL", 0.09), ("GB", 0.09), ("BE", 0.06)]
CITIES = {
    "FR": ["Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille"],
    "DE": ["Berlin", "Hamburg", "München", "Köln", "Frankfurt"],
    "ES": ["Madrid", "Barcelona", "Valencia", "Sevilla"],
    "IT": ["Roma", "Milano", "Torino", "Bologna"],
    "NL": ["Amsterdam", "Rotterdam", "Utrecht"],
    "GB": ["London", "Manchester", "Bristol", "Leeds"],
    "BE": ["Bruxelles", "Antwerpen", "Gent"],
}
STREETS = [
    "Rue de la Paix",
    "Hauptstraße",
    "Calle Mayor",
    "Via Roma",
    "Kerkstraat",
    "High Street",
    "Grand-Place",
    "Avenue Victor Hugo",
    "Bahnhofstraße",
    "Gran Vía",
    "Corso Italia",
    "Dorpsstraat",
    "Station Road",
]
CARRIERS = {"DHL": (1.5, 3.5), "UPS": (1.0, 3.0), "Colissimo": (2.0, 4.0), "DPD": (4.5, 8.0)}
CHANNELS = [("web", 0.55), ("ios", 0.25), ("android", 0.2)]
CANCEL_RATE = {"web": 0.05, "ios": 0.05, "android": 0.16}
METHODS = [("card", 0.55), ("paypal", 0.25), ("bank_transfer", 0.1), ("gift_card", 0.1)]
COUPONS = ["WELCOME10", "SPRING15", "FREESHIP", "VIP20", "BLACKFRIDAY"]
HEADLINES = {
    1: ["Broke after a week", "Very disappointed", "Do not buy"],
    2: ["Not great", "Meh", "Expected more"],
    3: ["It's fine", "Average", "Does the job"],
    4: ["Good value", "Pretty good", "Happy with it"],
    5: ["Excellent!", "Love it", "Perfect"],
}

DAY = 86400.0
SPAN_DAYS = 90


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the shop database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)

    def ts(seconds_ago: float) -> str:
        return (now - datetime.timedelta(seconds=round(seconds_ago))).strftime(STAMP)

    db = new_database(path, SCHEMA)

    # Categories: five top-level ones, then the leaves that hold products.
    category_ids: dict[str, int] = {}
    for name in TOP_LEVEL:
        category_ids[name] = len(category_ids) + 1
        db.execute("INSERT INTO categories VALUES (?, ?, NULL)", (category_ids[name], name))
    for leaf, (parent, _, _) in CATALOGUE.items():
        category_ids[leaf] = len(category_ids) + 1
        db.execute("INSERT INTO categories VALUES (?, ?, ?)", (category_ids[leaf], leaf, category_ids[parent]))

    # Products.
    products: list[tuple[int, str, float]] = []  # (id, title, price)
    prefix = {
        "Headphones": "AUD",
        "Laptops": "LAP",
        "Phone Accessories": "PHA",
        "Cookware": "CKW",
        "Coffee": "COF",
        "Fiction": "FIC",
        "Cookbooks": "CBK",
        "Running": "RUN",
        "Yoga": "YOG",
        "Board Games": "BGM",
    }
    for leaf, (_, titles, (low, high)) in CATALOGUE.items():
        for number, title in enumerate(titles, start=1):
            product_id = len(products) + 1
            price = PINNED_PRICES.get(title, round(rng.uniform(low, min(high, 1899.0)), 0) - 0.01)
            stock = 0 if title in OUT_OF_STOCK else rng.randint(3, 400)
            launched = ts(rng.uniform(120, 900) * DAY)
            db.execute(
                "INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    product_id,
                    f"{prefix[leaf]}-{number:03d}",
                    title,
                    category_ids[leaf],
                    price,
                    stock,
                    int(title in DISCONTINUED),
                    launched,
                ),
            )
            products.append((product_id, title, price))

    # Customers and their addresses; full names are unique.
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < 419:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in seen and name != "Margot Lefebvre":
            seen.add(name)
            names.append(name)
    names.insert(57, "Margot Lefebvre")
    customers: list[tuple[int, str, list[int]]] = []  # (id, name, address ids)
    address_id = 0
    for index, name in enumerate(names):
        customer_id = index + 1
        country = "FR" if name == "Margot Lefebvre" else pick(rng, COUNTRIES)
        tier = pick(rng, [("bronze", 0.6), ("silver", 0.28), ("gold", 0.12)])
        email = name.lower().replace(" ", ".").replace("'", "") + f"{customer_id}@example.com"
        db.execute(
            "INSERT INTO customers VALUES (?, ?, ?, ?, ?, ?, ?)",
            (customer_id, email, name, country, tier, int(rng.random() < 0.4), ts(rng.uniform(95, 1500) * DAY)),
        )
        own: list[int] = []
        for label in ["home"] + (["work"] if rng.random() < 0.3 else []):
            address_id += 1
            city = rng.choice(CITIES[country])
            db.execute(
                "INSERT INTO addresses VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    address_id,
                    customer_id,
                    label,
                    f"{rng.randint(1, 180)} {rng.choice(STREETS)}",
                    city,
                    f"{rng.randint(10000, 99999)}",
                    country,
                ),
            )
            own.append(address_id)
        customers.append((customer_id, name, own))

    # Who orders: 40 customers never do; Margot orders 55 times; the rest 1 to 12 times.
    never = set(rng.sample([c[0] for c in customers if c[1] != "Margot Lefebvre"], 40))
    plan: list[tuple[int, list[int]]] = []
    for customer_id, name, own in customers:
        if customer_id in never:
            continue
        count = 55 if name == "Margot Lefebvre" else min(12, 1 + int(rng.expovariate(1 / 4.2)))
        plan.extend((customer_id, own) for _ in range(count))
    rng.shuffle(plan)

    orderable = [(pid, title, price) for pid, title, price in products if title not in NEVER_ORDERED]
    weights = [BESTSELLERS.get(title, 1.0) for _, title, _ in orderable]
    anomalies_left = 3
    order_rows: list[tuple[int, int, int, str, str, str, str | None, float]] = []
    item_rows: list[tuple[int, int, int, float]] = []
    payment_rows: list[tuple[int, str, int, str, str]] = []
    shipment_rows: list[tuple[int, str, str, str, str | None]] = []
    ages = sorted((rng.uniform(0, SPAN_DAYS * DAY) for _ in plan), reverse=True)
    for order_id, ((customer_id, own), age) in enumerate(zip(plan, ages, strict=False), start=1):
        channel = pick(rng, CHANNELS)
        lines = rng.choices(orderable, weights=weights, k=rng.choice([1, 1, 2, 2, 2, 3, 3, 4]))
        merged: dict[int, tuple[int, float]] = {}
        for pid, _, price in lines:
            qty = rng.choice([1, 1, 2, 3])
            old = merged.get(pid, (0, price))
            merged[pid] = (old[0] + qty, price)
        total = round(sum(qty * price for qty, price in merged.values()), 2)
        method = pick(rng, METHODS)
        coupon = rng.choice(COUPONS) if rng.random() < 0.12 else None
        paid_after = rng.uniform(60, 900)
        dispatch_after = rng.uniform(4 * 3600, 44 * 3600)
        carrier = pick(rng, [("DHL", 0.35), ("UPS", 0.25), ("Colissimo", 0.25), ("DPD", 0.15)])
        transit = rng.uniform(*CARRIERS[carrier]) * DAY
        cancelled = rng.random() < CANCEL_RATE[channel]
        unpaid = age < 2 * DAY and rng.random() < 0.25
        refunded = rng.random() < 0.04
        declined_first = rng.random() < 0.08
        shipment: tuple[str, str | None] | None = None
        if cancelled:
            status = "cancelled"
        elif unpaid or age < paid_after:
            status = "pending"
        elif age < dispatch_after:
            status = "paid"
        elif age < dispatch_after + transit:
            status = "shipped"
            shipment = (ts(age - dispatch_after), None)
        else:
            status = "refunded" if refunded else "delivered"
            shipment = (ts(age - dispatch_after), ts(age - dispatch_after - transit))
        if status == "delivered" and anomalies_left and 10 * DAY < age < 60 * DAY and rng.random() < 0.05:
            status, shipment = "shipped", None  # planted: marked shipped, no shipment row
            anomalies_left -= 1
        order_rows.append((order_id, customer_id, rng.choice(own), ts(age), status, channel, coupon, total))
        for pid, (qty, price) in merged.items():
            item_rows.append((order_id, pid, qty, price))
        paid_ago = age - paid_after  # seconds ago the successful attempt happened (negative: not yet)
        if status in ("pending", "cancelled"):
            if age > 120 and rng.random() < 0.5:
                payment_rows.append((order_id, method, round(total * 100), ts(age - rng.uniform(60, 120)), "declined"))
        else:
            if declined_first:
                payment_rows.append(
                    (order_id, method, round(total * 100), ts(paid_ago + rng.uniform(20, paid_after * 0.8)), "declined")
                )
            method2 = method if not declined_first or rng.random() < 0.6 else pick(rng, METHODS)
            payment_rows.append((order_id, method2, round(total * 100), ts(paid_ago), "captured"))
        if shipment:
            shipment_rows.append(
                (order_id, carrier, f"{carrier[:2].upper()}{rng.randint(10**9, 10**10 - 1)}", *shipment)
            )
    db.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?)", order_rows)
    db.executemany("INSERT INTO order_items (order_id, product_id, qty, unit_price) VALUES (?, ?, ?, ?)", item_rows)
    payment_rows.sort(key=lambda row: row[3])
    db.executemany(
        "INSERT INTO payments (order_id, method, amount_cents, attempted_at, outcome) VALUES (?, ?, ?, ?, ?)",
        payment_rows,
    )
    db.executemany(
        "INSERT INTO shipments (order_id, carrier, tracking_number, dispatched_at, delivered_at)"
        " VALUES (?, ?, ?, ?, ?)",
        shipment_rows,
    )

    # Reviews of delivered purchases; the worst product gets a dozen poor ones.
    delivered = db.execute(
        "SELECT o.customer_id, i.product_id, o.placed_at FROM orders o JOIN order_items i USING (order_id)"
        " WHERE o.status = 'delivered' ORDER BY i.order_item_id"
    ).fetchall()
    worst_id = next(pid for pid, title, _ in products if title == WORST_PRODUCT)
    review_rows: list[tuple[int, int, int, str]] = []
    for customer_id, product_id, placed_at in delivered:
        if product_id == worst_id or rng.random() > 0.12:
            continue
        stars = int(pick(rng, [("1", 0.05), ("2", 0.08), ("3", 0.17), ("4", 0.35), ("5", 0.35)]))
        review_rows.append((product_id, customer_id, stars, placed_at))
    buyers = [c[0] for c in customers if c[0] not in never]
    for rating in [1, 1, 1, 2, 1, 2, 1, 3, 1, 2, 1, 2]:
        review_rows.append((worst_id, rng.choice(buyers), rating, ts(rng.uniform(3, 80) * DAY)))
    placed = []
    for product_id, customer_id, rating, after in review_rows:
        after_dt = datetime.datetime.strptime(after, "%Y-%m-%d %H:%M:%S")
        seconds_ago = max(600.0, (now - after_dt).total_seconds() - rng.uniform(3, 12) * DAY)
        placed.append((product_id, customer_id, rating, rng.choice(HEADLINES[rating]), ts(seconds_ago)))
    placed.sort(key=lambda row: row[4])
    db.executemany(
        "INSERT INTO reviews (product_id, customer_id, rating, headline, posted_at) VALUES (?, ?, ?, ?, ?)", placed
    )
    close_checked(db, "shop")
