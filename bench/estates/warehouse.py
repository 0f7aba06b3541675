"""A third-party logistics warehouse operator (three sites, a WMS export) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): customer orders,
picks, shipments and purchase orders sit on a 5-minute grid of the 100 days before ``now`` (purchase orders are
expected up to three weeks ahead), so two builds with the same seed and ``now`` values a whole number of days
apart give the same answers to relative-time questions. Timestamps (``*_at``) are ISO text
``YYYY-MM-DD HH:MM:SS`` in UTC; plain dates (``*_on``) are ``YYYY-MM-DD``.

Naming follows the WMS's TPC-H-like convention: every table name is short and singular, and every column
carries its table's two-letter prefix (``it_sku``, ``bn_code``, ``co_placed_at``, ``ol_qty``,
``po_expected_on``); a foreign key is the prefix plus the referenced key (``it_su_id`` the item's supplier,
``ol_picked_by`` the employee who picked a line). ``sk_qty`` is units on hand of an item in a bin
(``stock``, the link table between ``bin`` and ``item``; a bin with no ``stock`` row is empty, no row holds
zero). ``co_os_code`` is an integer status explained by the ``order_status`` lookup (1 new, 2 allocated, 3
picking, 4 packed, 5 shipped, 6 cancelled). An order has shipped exactly when ``co_shipped_at`` is set; an
order line is still unpicked while ``ol_picked_at`` (and ``ol_picked_by``) is NULL. A purchase order has
arrived exactly when ``po_received_at`` is set; ``pl_qty_received`` is NULL until then and may fall short of
``pl_qty_ordered``. ``it_unit_cost`` is in euros, ``it_hazmat`` 0/1, ``it_discontinued_on`` a date or NULL.

Planted signals:

* Marta Kowalczyk picked far more order lines in the last 7 days than any other picker;
* two pickers (Jonas Berg, Fatima Zahra) have been on leave for five weeks: nothing picked in the last 30
  days;
* the Leeds site ships slowest: about 30 hours from order to shipment, the other two about 10;
* Baltic Packaging's purchase orders are overdue far more often than any other supplier's (about six
  overdue now, nobody else more than one) and it short-ships about a third of its lines;
* five items have never been ordered by a customer;
* eight bins (all at Rotterdam, zone C) are empty;
* three products sold far more units than the rest in the last 30 days, in a clear order (Pallet wrap 500 mm,
  Nitrile gloves L, Cable ties 300 mm);
* six orders have sat in "allocated" for more than a day;
* DHL Freight carried the most shipments of the last 30 days by a wide margin.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE site (
    st_id      INTEGER PRIMARY KEY,
    st_code    TEXT NOT NULL UNIQUE,
    st_name    TEXT NOT NULL,
    st_city    TEXT NOT NULL,
    st_country TEXT NOT NULL
);
CREATE TABLE supplier (
    su_id        INTEGER PRIMARY KEY,
    su_name      TEXT NOT NULL UNIQUE,
    su_country   TEXT NOT NULL,
    su_lead_days INTEGER NOT NULL
);
CREATE TABLE item (
    it_id              INTEGER PRIMARY KEY,
    it_sku             TEXT NOT NULL UNIQUE,
    it_desc            TEXT NOT NULL,
    it_category        TEXT NOT NULL,
    it_unit_cost       NUMERIC(8, 2) NOT NULL,
    it_hazmat          INTEGER NOT NULL,
    it_su_id           INTEGER NOT NULL REFERENCES supplier(su_id),
    it_discontinued_on TEXT
);
CREATE TABLE bin (
    bn_id       INTEGER PRIMARY KEY,
    bn_st_id    INTEGER NOT NULL REFERENCES site(st_id),
    bn_code     TEXT NOT NULL UNIQUE,
    bn_zone     TEXT NOT NULL,
    bn_capacity INTEGER NOT NULL
);
CREATE TABLE stock (
    sk_bn_id      INTEGER NOT NULL REFERENCES bin(bn_id),
    sk_it_id      INTEGER NOT NULL REFERENCES item(it_id),
    sk_qty        INTEGER NOT NULL,
    sk_counted_at TEXT NOT NULL,
    PRIMARY KEY (sk_bn_id, sk_it_id)
);
CREATE TABLE employee (
    em_id       INTEGER PRIMARY KEY,
    em_name     TEXT NOT NULL,
    em_st_id    INTEGER NOT NULL REFERENCES site(st_id),
    em_role     TEXT NOT NULL,
    em_shift    TEXT NOT NULL,
    em_hired_on TEXT NOT NULL
);
CREATE TABLE order_status (
    os_code  INTEGER PRIMARY KEY,
    os_label TEXT NOT NULL UNIQUE
);
CREATE TABLE cust_order (
    co_id         INTEGER PRIMARY KEY,
    co_st_id      INTEGER NOT NULL REFERENCES site(st_id),
    co_customer   TEXT NOT NULL,
    co_ref        TEXT NOT NULL UNIQUE,
    co_placed_at  TEXT NOT NULL,
    co_os_code    INTEGER NOT NULL REFERENCES order_status(os_code),
    co_priority   TEXT NOT NULL,
    co_carrier    TEXT,
    co_shipped_at TEXT
);
CREATE TABLE order_line (
    ol_co_id     INTEGER NOT NULL REFERENCES cust_order(co_id),
    ol_line_no   INTEGER NOT NULL,
    ol_it_id     INTEGER NOT NULL REFERENCES item(it_id),
    ol_qty       INTEGER NOT NULL,
    ol_picked_by INTEGER REFERENCES employee(em_id),
    ol_picked_at TEXT,
    PRIMARY KEY (ol_co_id, ol_line_no)
);
CREATE TABLE purchase_order (
    po_id          INTEGER PRIMARY KEY,
    po_su_id       INTEGER NOT NULL REFERENCES supplier(su_id),
    po_st_id       INTEGER NOT NULL REFERENCES site(st_id),
    po_placed_at   TEXT NOT NULL,
    po_expected_on TEXT NOT NULL,
    po_received_at TEXT
);
CREATE TABLE po_line (
    pl_po_id        INTEGER NOT NULL REFERENCES purchase_order(po_id),
    pl_line_no      INTEGER NOT NULL,
    pl_it_id        INTEGER NOT NULL REFERENCES item(it_id),
    pl_qty_ordered  INTEGER NOT NULL,
    pl_qty_received INTEGER,
    PRIMARY KEY (pl_po_id, pl_line_no)
);
CREATE INDEX order_line_item ON order_line(ol_it_id);
CREATE INDEX cust_order_placed ON cust_order(co_placed_at);
"""

DAYS_BACK = 100
SITES = [  # code, name, city, country, hours to ship (low, high), orders a day
    ("RTM", "Rotterdam Waalhaven DC", "Rotterdam", "NL", (4, 16), 30),
    ("LDS", "Leeds Stourton DC", "Leeds", "GB", (20, 40), 20),
    ("DUS", "Duisburg Logport DC", "Duisburg", "DE", (4, 16), 25),
]  # fmt: skip
STATUSES = [(1, "new"), (2, "allocated"), (3, "picking"), (4, "packed"), (5, "shipped"), (6, "cancelled")]
SUPPLIERS = [  # name, country, lead days
    ("Baltic Packaging", "LT", 9), ("Nordic Safety Supplies", "SE", 6), ("Rhein Industrial", "DE", 4),
    ("Midlands Fasteners", "GB", 5), ("Iberia Plastics", "ES", 8), ("Polder Chemicals", "NL", 3),
    ("Alpine Tools", "AT", 7), ("Celtic Cleaning Co", "IE", 6),
]  # fmt: skip
LATE_SUPPLIER = "Baltic Packaging"
ITEMS = [  # description, category, unit cost, hazmat, supplier
    ("Pallet wrap 500 mm", "packaging", 14.5, 0, "Baltic Packaging"),
    ("Nitrile gloves L", "safety", 6.2, 0, "Nordic Safety Supplies"),
    ("Cable ties 300 mm", "fasteners", 3.1, 0, "Midlands Fasteners"),
    ("Stretch film hand roll", "packaging", 9.8, 0, "Baltic Packaging"),
    ("Corrugated box 40x30x30", "packaging", 1.2, 0, "Baltic Packaging"),
    ("Corrugated box 60x40x40", "packaging", 1.9, 0, "Baltic Packaging"),
    ("Packing tape brown 48 mm", "packaging", 1.6, 0, "Iberia Plastics"),
    ("Bubble wrap roll 1 m", "packaging", 18.0, 0, "Iberia Plastics"),
    ("Void fill paper", "packaging", 22.0, 0, "Baltic Packaging"),
    ("Hi-vis vest", "safety", 4.5, 0, "Nordic Safety Supplies"),
    ("Safety boots S3 size 43", "safety", 48.0, 0, "Nordic Safety Supplies"),
    ("Hard hat white", "safety", 7.9, 0, "Nordic Safety Supplies"),
    ("Ear defenders", "safety", 11.5, 0, "Nordic Safety Supplies"),
    ("Safety glasses clear", "safety", 3.4, 0, "Alpine Tools"),
    ("Hex bolt M8x40 (100)", "fasteners", 8.6, 0, "Midlands Fasteners"),
    ("Hex nut M8 (100)", "fasteners", 3.9, 0, "Midlands Fasteners"),
    ("Wood screw 5x60 (200)", "fasteners", 7.2, 0, "Midlands Fasteners"),
    ("Wall plug 8 mm (100)", "fasteners", 2.8, 0, "Rhein Industrial"),
    ("Cordless drill 18 V", "tools", 89.0, 0, "Alpine Tools"),
    ("Impact driver 18 V", "tools", 99.0, 0, "Alpine Tools"),
    ("Tape measure 8 m", "tools", 9.5, 0, "Alpine Tools"),
    ("Utility knife", "tools", 5.9, 0, "Alpine Tools"),
    ("Pallet truck 2.5 t", "tools", 310.0, 0, "Rhein Industrial"),
    ("Spirit level 600 mm", "tools", 14.0, 0, "Rhein Industrial"),
    ("Isopropyl alcohol 5 L", "chemicals", 21.0, 1, "Polder Chemicals"),
    ("Degreaser spray 500 ml", "chemicals", 6.4, 1, "Polder Chemicals"),
    ("Acetone 1 L", "chemicals", 7.8, 1, "Polder Chemicals"),
    ("Aerosol lubricant 400 ml", "chemicals", 5.5, 1, "Polder Chemicals"),
    ("Lithium batteries AA (24)", "electrical", 16.0, 1, "Rhein Industrial"),
    ("Floor cleaner 5 L", "cleaning", 12.5, 0, "Celtic Cleaning Co"),
    ("Blue roll 2-ply (6)", "cleaning", 13.0, 0, "Celtic Cleaning Co"),
    ("Bleach 5 L", "cleaning", 6.9, 1, "Celtic Cleaning Co"),
    ("Mop and bucket set", "cleaning", 24.0, 0, "Celtic Cleaning Co"),
    ("Bin liners 120 L (200)", "cleaning", 19.0, 0, "Iberia Plastics"),
    ("Extension lead 4-way", "electrical", 11.0, 0, "Rhein Industrial"),
    ("LED work light", "electrical", 29.0, 0, "Rhein Industrial"),
    ("Cable drum 25 m", "electrical", 45.0, 0, "Rhein Industrial"),
    ("Label printer rolls (12)", "office", 26.0, 0, "Iberia Plastics"),
    ("Clipboard A4", "office", 2.1, 0, "Iberia Plastics"),
    ("Marker pens black (10)", "office", 4.3, 0, "Iberia Plastics"),
    ("Pallet collar 1200x800", "packaging", 11.0, 0, "Baltic Packaging"),
    ("Edge protectors (100)", "packaging", 15.0, 0, "Baltic Packaging"),
    ("Strapping kit PP", "packaging", 65.0, 0, "Baltic Packaging"),
    ("Chemical spill kit", "safety", 58.0, 1, "Polder Chemicals"),
    ("First aid kit large", "safety", 32.0, 0, "Nordic Safety Supplies"),
    ("Fire extinguisher CO2 2 kg", "safety", 41.0, 1, "Nordic Safety Supplies"),
    ("Anti-fatigue mat", "safety", 37.0, 0, "Iberia Plastics"),
    ("Kneeling pad", "safety", 8.0, 0, "Iberia Plastics"),
    ("Barcode scanner holster", "tools", 12.0, 0, "Alpine Tools"),
    ("Forklift propane cylinder", "chemicals", 38.0, 1, "Polder Chemicals"),
]  # fmt: skip
BESTSELLERS = [("Pallet wrap 500 mm", 0.09), ("Nitrile gloves L", 0.065), ("Cable ties 300 mm", 0.045)]
NEVER_ORDERED = ["Pallet truck 2.5 t", "Kneeling pad", "Forklift propane cylinder", "Cable drum 25 m", "Clipboard A4"]
DISCONTINUED = {"Clipboard A4": -40, "Kneeling pad": -75, "Wall plug 8 mm (100)": -20}
CUSTOMERS = [
    "Van Dijk Bouwmarkt", "Hartmann Werkzeuge", "Brennan Hardware", "Moorside Builders Merchant",
    "Kröger Industriebedarf", "De Vries Installatie", "Peak Facilities", "Castle Janitorial", "Oudshoorn Logistiek",
    "Schulz & Partner", "Yorkshire Estates", "Rhine Valley Motors", "Amstel Catering", "Northgate Schools",
    "Westfield Hospital Trust", "Elbe Maschinenbau", "Lindqvist Marine", "Greenway Garden Centres",
    "Ruhr Stahlhandel", "Cleanline Services", "Harbour Ship Chandlers", "Mersey Print",
]  # fmt: skip
CARRIERS = [("DHL Freight", 0.45), ("DB Schenker", 0.2), ("DPD", 0.2), ("PostNL", 0.15)]
NAMES = [
    "Anna de Boer", "Lukas Schneider", "Sophie Janssen", "Tom Hughes", "Emily Clarke", "Daan Visser",
    "Lea Fischer", "Piotr Nowak", "Ewa Zielinska", "Mohammed Ali", "Ruth Okafor", "Jan Bakker", "Lisa Weber",
    "Kevin Murphy", "Olga Petrova", "Sanne Mulder", "Felix Wagner", "Chloe Evans", "Tariq Hussain",
    "Nina Hoffmann", "Bram Smit", "Grace Walker", "Milan Horvat", "Iris Meijer", "Stefan Braun", "Joanne Price",
    "Kemal Yilmaz", "Sara Lindgren", "Hugo Martens", "Aoife Byrne", "Rik Dekker", "Paula Kaminski",
    "Declan Shaw", "Mira Becker",
]  # fmt: skip
STAR_PICKER = "Marta Kowalczyk"
ON_LEAVE = ("Jonas Berg", "Fatima Zahra")
N_STUCK = 6


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text
    db = new_database(path, SCHEMA)

    def grid(moment: datetime.datetime) -> datetime.datetime:
        return moment.replace(minute=moment.minute - moment.minute % 5, second=0)

    db.executemany(
        "INSERT INTO site VALUES (?, ?, ?, ?, ?)",
        [(i, c, n, city, k) for i, (c, n, city, k, *_) in enumerate(SITES, 1)],
    )
    db.executemany("INSERT INTO order_status VALUES (?, ?)", STATUSES)
    su_ids = {name: i for i, (name, *_) in enumerate(SUPPLIERS, start=1)}
    db.executemany("INSERT INTO supplier VALUES (?, ?, ?, ?)", [(su_ids[n], n, c, d) for n, c, d in SUPPLIERS])
    it_ids = {desc: i for i, (desc, *_) in enumerate(ITEMS, start=1)}
    db.executemany(
        "INSERT INTO item VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (it_ids[d], f"{cat[:3].upper()}-{1000 + 37 * it_ids[d]}", d, cat, cost, hz, su_ids[su],
             day_text(DISCONTINUED[d]) if d in DISCONTINUED else None)
            for d, cat, cost, hz, su in ITEMS
        ],
    )  # fmt: skip

    # Bins: aisles of ambient (A), cold-ish chemicals store (C) and hazmat cage (H) at each site.
    bins: list[tuple[int, int, str, str, int]] = []
    for st_id, (code, *_) in enumerate(SITES, start=1):
        for zone, count in (("A", 60), ("C", 14), ("H", 10)):
            for k in range(1, count + 1):
                bins.append(
                    (
                        len(bins) + 1,
                        st_id,
                        f"{code}-{zone}{(k - 1) // 12 + 1:02d}-{(k - 1) % 12 + 1:02d}",
                        zone,
                        rng.choice([40, 80, 120, 200]),
                    )
                )
    db.executemany("INSERT INTO bin VALUES (?, ?, ?, ?, ?)", bins)
    empty = {b[0] for b in bins if b[1] == 1 and b[3] == "C"}
    empty = set(sorted(empty)[:8])
    stock_rows = []
    for bn_id, _, _, zone, cap in bins:
        if bn_id in empty:
            continue
        fits = [d for d, _, _, hz, _ in ITEMS if (hz == 1) == (zone == "H") and d not in DISCONTINUED]
        for d in rng.sample(fits, rng.randint(1, 3)):
            counted = at(-rng.randint(0, 60), 5 * rng.randint(6 * 12, 20 * 12))
            if counted > now:
                counted -= datetime.timedelta(days=1)
            stock_rows.append((bn_id, it_ids[d], rng.randint(1, cap), fmt(counted)))
    db.executemany("INSERT INTO stock VALUES (?, ?, ?, ?)", stock_rows)

    # Staff: pickers, packers, forklift drivers and a supervisor per shift at each site.
    staff: list[tuple[int, str, int, str, str, str]] = []
    pickers: dict[int, list[int]] = {}
    names = iter(NAMES)
    for st_id in range(1, len(SITES) + 1):
        for shift in ("early", "late"):
            roster = [("picker", 3), ("packer", 1), ("forklift driver", 1), ("supervisor", 1)]
            for role, count in roster:
                for _ in range(count):
                    if (
                        st_id == 1
                        and shift == "early"
                        and role == "picker"
                        and STAR_PICKER not in [s[1] for s in staff]
                    ):
                        name = STAR_PICKER
                    elif (
                        st_id == 2
                        and role == "picker"
                        and len([s for s in staff if s[1] in ON_LEAVE]) < 2
                        and shift == "late"
                    ):
                        name = ON_LEAVE[len([s for s in staff if s[1] in ON_LEAVE])]
                    else:
                        name = next(names)
                    em_id = len(staff) + 1
                    staff.append((em_id, name, st_id, role, shift, day_text(-rng.randint(150, 3000))))
                    if role == "picker":
                        pickers.setdefault(st_id, []).append(em_id)
    db.executemany("INSERT INTO employee VALUES (?, ?, ?, ?, ?, ?)", staff)
    by_name = {s[1]: s[0] for s in staff}
    star, leave = by_name[STAR_PICKER], {by_name[n] for n in ON_LEAVE}

    # Customer orders, lines and picks.
    sellable = [d for d, *_ in ITEMS if d not in NEVER_ORDERED and d not in [b for b, _ in BESTSELLERS]]
    order_rows: list[tuple[int, int, str, str, str, int, str, str | None, str | None]] = []
    line_rows: list[tuple[int, int, int, int, int | None, str | None]] = []
    stuck_left = N_STUCK
    for day in range(-DAYS_BACK, 1):
        for st_id, (code, _, _, _, (low, high), per_day) in enumerate(SITES, start=1):
            for _ in range(per_day + rng.randint(-5, 5)):
                placed = at(day, 5 * rng.randint(0, 287))
                if placed > now:
                    continue
                co_id = len(order_rows) + 1
                hours = rng.uniform(low, high)
                shipped = grid(placed + datetime.timedelta(hours=hours))
                picked = grid(placed + datetime.timedelta(hours=hours * rng.uniform(0.2, 0.5)))
                carrier: str | None = pick(rng, CARRIERS)
                status, ship_text = 5, None
                cancelled = rng.random() < 0.04
                age_h = (now - placed).total_seconds() / 3600
                if cancelled:
                    status, carrier = 6, None
                elif stuck_left and 30 < age_h < 60 and st_id != 2 and rng.random() < 0.3:
                    status, carrier, stuck_left = 2, None, stuck_left - 1
                elif shipped <= now:
                    ship_text = fmt(shipped)
                elif picked <= now:
                    status, carrier = rng.choice([3, 4]), None
                else:
                    status, carrier = (1 if age_h < 1 else 2), None
                order_rows.append(
                    (co_id, st_id, rng.choice(CUSTOMERS), f"{code}-{100000 + co_id}", fmt(placed), status,
                     pick(rng, [("standard", 0.8), ("express", 0.2)]), carrier, ship_text)
                )  # fmt: skip
                for line_no in range(1, rng.choice([1, 1, 2, 2, 3, 4, 5]) + 1):
                    recent = day >= -30
                    roll, desc = rng.random(), rng.choice(sellable)
                    cum = 0.0
                    for best, share in BESTSELLERS:
                        cum += share * (2.2 if recent else 0.6)
                        if roll < cum:
                            desc = best
                            break
                    qty = rng.randint(1, 12) if desc not in [b for b, _ in BESTSELLERS] else rng.randint(4, 16)
                    by, when = None, None
                    if status in (3, 4, 5) and picked <= now:
                        team = [p for p in pickers[st_id] if not (p in leave and day >= -35)]
                        weights = [(str(p), 3.5 if p == star else 1.0) for p in team]
                        by, when = int(pick(rng, weights)), fmt(picked)
                    line_rows.append((co_id, line_no, it_ids[desc], qty, by, when))
    db.executemany("INSERT INTO cust_order VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", order_rows)
    db.executemany("INSERT INTO order_line VALUES (?, ?, ?, ?, ?, ?)", line_rows)

    # Purchase orders: each supplier restocks each site about weekly; Baltic is late and short.
    po_rows: list[tuple[int, int, int, str, str, str | None]] = []
    pl_rows: list[tuple[int, int, int, int, int | None]] = []
    supplied = {n: [d for d, *_, su in ITEMS if su == n and d not in DISCONTINUED] for n, *_ in SUPPLIERS}
    for day in range(-DAYS_BACK, 1):
        for name, _, lead in SUPPLIERS:
            for st_id in range(1, len(SITES) + 1):
                if rng.random() > 1 / 7:
                    continue
                placed = at(day, 5 * rng.randint(8 * 12, 16 * 12))
                if placed > now:
                    continue
                expected = day + lead
                late = name == LATE_SUPPLIER
                delay = rng.randint(3, 12) if late and rng.random() < 0.7 else rng.choice([-1, 0, 0, 0, 1])
                if not late and rng.random() < 0.04:
                    delay = rng.randint(2, 4)
                if late and -16 <= expected < 0:
                    delay = 30  # still on its way, well past its date
                received = at(expected + delay, 5 * rng.randint(7 * 12, 15 * 12))
                po_id = len(po_rows) + 1
                arrived = received <= now
                po_rows.append(
                    (po_id, su_ids[name], st_id, fmt(placed), day_text(expected), fmt(received) if arrived else None)
                )
                for line_no, desc in enumerate(
                    rng.sample(supplied[name], min(len(supplied[name]), rng.randint(1, 4))), 1
                ):
                    ordered = 10 * rng.randint(5, 40)
                    got = None
                    if arrived:
                        short = rng.random() < (0.33 if late else 0.03)
                        got = ordered - 10 * rng.randint(1, 4) if short else ordered
                    pl_rows.append((po_id, line_no, it_ids[desc], ordered, got))
    db.executemany("INSERT INTO purchase_order VALUES (?, ?, ?, ?, ?, ?)", po_rows)
    db.executemany("INSERT INTO po_line VALUES (?, ?, ?, ?, ?)", pl_rows)
    close_checked(db, "warehouse")
