"""A live-events ticket seller (eight venues in the UK and Ireland) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): shows run from 120 days
before ``now`` to 60 days after it, orders, scans and refunds sit on a 5-minute grid of those days, so two
builds with the same seed and ``now`` values a whole number of days apart give the same answers to
relative-time questions. Timestamps (``*_ts``) are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; ``expires_dt`` is
``YYYY-MM-DD``. Every table carries a ``tbl_`` prefix and every foreign key an ``fk_`` prefix
(``fk_venue_id``, ``fk_tier_id``, ``fk_referrer_customer_id``), as the ticketing platform's schema writes
them.

A ticket belongs to an order and to a price tier (``tbl_ticket_tier``: General Admission, Seated or VIP), and
the tier to an event: a ticket reaches its show through its tier, and the show's venue through the event.
Artists play events through ``tbl_event_artist`` (many-to-many, ``billing_slot`` 1 is the headliner).
``tbl_customer.fk_referrer_customer_id`` points at the customer who referred them (NULL for most). Money is in
the event's currency (``currency_cd`` GBP, or EUR at the Dublin venue): ``face_value`` and ``price_paid`` per
ticket, ``order_total`` per order (the tickets plus a booking fee of 2.25 a ticket). ``event_status`` is
announced (not on sale yet), on sale, sold out, cancelled or completed; ``order_status`` is paid or refunded
(once a refund has been processed). A ticket was used exactly when ``scanned_ts`` is set; a refund is still
waiting exactly when ``processed_ts`` is NULL. ``sales_channel`` is web, app, box office or partner.

Planted signals:

* The Velvet Hours headline nine shows (their Northern Lights Tour), nobody else more than four; four artists
  on the books have never been booked;
* the tour's Manchester date at Apollo Quays Arena, twelve days from now, has sold far more tickets than any
  other show in the next 30 days;
* three upcoming shows are sold out;
* Mabel Frost Live, Harbour Lights Festival Warm-Up and Ceilidh Collective were the three best-selling shows
  of the last 90 days, in that order, with clear gaps;
* about 30 % of ticket holders never turn up at The Crypt (Bristol), under 10 % anywhere else;
* Comedy Cellar Late Show (The Crypt, in ten days) was cancelled four days ago: every one of its orders has a
  refund request, many not processed yet;
* Nadia Okonkwo referred fourteen customers, nobody else more than four;
* Gary Pemberton and Lena Fischer bought over 30 tickets each in the last 90 days, nobody else more than 18;
* three promo codes have never been used.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime
import functools
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE tbl_venue (
    venue_id   INTEGER PRIMARY KEY,
    venue_name TEXT NOT NULL UNIQUE,
    city       TEXT NOT NULL,
    country_cd TEXT NOT NULL,
    capacity   INTEGER NOT NULL
);
CREATE TABLE tbl_artist (
    artist_id    INTEGER PRIMARY KEY,
    artist_name  TEXT NOT NULL UNIQUE,
    genre        TEXT NOT NULL,
    home_country TEXT NOT NULL
);
CREATE TABLE tbl_event (
    event_id     INTEGER PRIMARY KEY,
    fk_venue_id  INTEGER NOT NULL REFERENCES tbl_venue(venue_id),
    event_title  TEXT NOT NULL,
    category     TEXT NOT NULL,
    starts_ts    TEXT NOT NULL,
    on_sale_ts   TEXT NOT NULL,
    event_status TEXT NOT NULL,
    currency_cd  TEXT NOT NULL
);
CREATE TABLE tbl_event_artist (
    fk_event_id  INTEGER NOT NULL REFERENCES tbl_event(event_id),
    fk_artist_id INTEGER NOT NULL REFERENCES tbl_artist(artist_id),
    billing_slot INTEGER NOT NULL,
    PRIMARY KEY (fk_event_id, fk_artist_id)
);
CREATE TABLE tbl_ticket_tier (
    tier_id     INTEGER PRIMARY KEY,
    fk_event_id INTEGER NOT NULL REFERENCES tbl_event(event_id),
    tier_name   TEXT NOT NULL,
    face_value  NUMERIC(8, 2) NOT NULL,
    allocation  INTEGER NOT NULL
);
CREATE TABLE tbl_customer (
    customer_id             INTEGER PRIMARY KEY,
    email                   TEXT NOT NULL UNIQUE,
    first_nm                TEXT NOT NULL,
    last_nm                 TEXT NOT NULL,
    country_cd              TEXT NOT NULL,
    signup_ts               TEXT NOT NULL,
    fk_referrer_customer_id INTEGER REFERENCES tbl_customer(customer_id)
);
CREATE TABLE tbl_promo_code (
    promo_cd     TEXT PRIMARY KEY,
    campaign     TEXT NOT NULL,
    discount_pct INTEGER NOT NULL,
    expires_dt   TEXT NOT NULL
);
CREATE TABLE tbl_order (
    order_id       INTEGER PRIMARY KEY,
    fk_customer_id INTEGER NOT NULL REFERENCES tbl_customer(customer_id),
    placed_ts      TEXT NOT NULL,
    sales_channel  TEXT NOT NULL,
    fk_promo_cd    TEXT REFERENCES tbl_promo_code(promo_cd),
    currency_cd    TEXT NOT NULL,
    order_total    NUMERIC(10, 2) NOT NULL,
    order_status   TEXT NOT NULL
);
CREATE TABLE tbl_ticket (
    ticket_id   INTEGER PRIMARY KEY,
    fk_order_id INTEGER NOT NULL REFERENCES tbl_order(order_id),
    fk_tier_id  INTEGER NOT NULL REFERENCES tbl_ticket_tier(tier_id),
    seat_ref    TEXT,
    price_paid  NUMERIC(8, 2) NOT NULL,
    scanned_ts  TEXT
);
CREATE TABLE tbl_refund (
    refund_id     INTEGER PRIMARY KEY,
    fk_order_id   INTEGER NOT NULL UNIQUE REFERENCES tbl_order(order_id),
    requested_ts  TEXT NOT NULL,
    processed_ts  TEXT,
    refund_amt    NUMERIC(10, 2) NOT NULL,
    refund_reason TEXT NOT NULL
);
CREATE INDEX tbl_ticket_order ON tbl_ticket(fk_order_id);
CREATE INDEX tbl_ticket_tier_ix ON tbl_ticket(fk_tier_id);
CREATE INDEX tbl_order_customer ON tbl_order(fk_customer_id);
"""

DAYS_BACK = 120
DAYS_AHEAD = 60
FEE = 2.25
# name, city, country, capacity, days between shows (low, high), no-show share, categories
VENUES: list[tuple[str, str, str, int, tuple[int, int], float, list[tuple[str, float]]]] = [
    ("Apollo Quays Arena", "Manchester", "GB", 4000, (7, 12), 0.06, [("Concert", 0.8), ("Comedy", 0.2)]),
    ("The Crypt", "Bristol", "GB", 350, (5, 9), 0.3, [("Comedy", 0.6), ("Concert", 0.4)]),
    ("Riverside Hall", "Leeds", "GB", 1800, (6, 11), 0.07, [("Concert", 0.6), ("Comedy", 0.2), ("Family", 0.2)]),
    ("The Liffey Ballroom", "Dublin", "IE", 1500, (6, 11), 0.05, [("Concert", 0.7), ("Comedy", 0.3)]),
    ("Kelvin Playhouse", "Glasgow", "GB", 900, (6, 10), 0.08, [("Theatre", 0.6), ("Family", 0.2), ("Comedy", 0.2)]),
    ("Old Corn Exchange", "Norwich", "GB", 1100, (7, 12), 0.06, [("Concert", 0.5), ("Theatre", 0.3), ("Family", 0.2)]),
    ("Harbourlight Theatre", "Cardiff", "GB", 1200, (6, 11), 0.09, [("Theatre", 0.7), ("Family", 0.3)]),
    ("Southbank Warehouse", "London", "GB", 2500, (5, 9), 0.05, [("Concert", 0.7), ("Comedy", 0.3)]),
]  # fmt: skip
# category: start minute, tiers (name, base price, share of allocation)
CATEGORIES: dict[str, tuple[int, list[tuple[str, float, float]]]] = {
    "Concert": (19 * 60 + 30, [("General Admission", 34.0, 0.7), ("Seated", 46.0, 0.22), ("VIP", 120.0, 0.08)]),
    "Comedy": (20 * 60, [("General Admission", 22.0, 0.8), ("Seated", 28.0, 0.2)]),
    "Theatre": (19 * 60, [("Seated", 38.0, 0.85), ("VIP", 85.0, 0.15)]),
    "Family": (14 * 60, [("General Admission", 16.0, 0.6), ("Seated", 21.0, 0.4)]),
}
TOUR_ARTIST = "The Velvet Hours"
TOUR_TITLE = "The Velvet Hours: Northern Lights Tour"
TOUR = [  # venue, day relative to today
    ("Southbank Warehouse", -82), ("Riverside Hall", -66), ("The Liffey Ballroom", -51), ("Old Corn Exchange", -37),
    ("The Crypt", -23), ("Apollo Quays Arena", 12), ("Kelvin Playhouse", 19), ("Harbourlight Theatre", 26),
    ("Southbank Warehouse", 41),
]  # fmt: skip
BIG_PAST = [  # title, headliner, venue, day, tickets
    ("Mabel Frost Live", "Mabel Frost", "Apollo Quays Arena", -44, 980),
    ("Harbour Lights Festival Warm-Up", "Saltwater Choir", "Southbank Warehouse", -29, 760),
    ("Ceilidh Collective", "Ceilidh Collective", "Riverside Hall", -61, 590),
]
SOLD_OUT = [("Kelvin Playhouse", 9), ("Southbank Warehouse", 16), ("Riverside Hall", 22)]  # venue, day
CANCELLED = ("Comedy Cellar Late Show", "The Crypt", 10, -4)  # title, venue, day, cancelled on day
GENRES = {
    "Concert": ["indie", "folk", "rock", "pop", "electronic", "jazz", "soul"],
    "Comedy": ["stand-up"],
    "Theatre": ["drama", "musical"],
    "Family": ["children's"],
}
ARTISTS: dict[str, list[str]] = {
    "Concert": [
        "Mabel Frost", "Saltwater Choir", "Ceilidh Collective", "Paper Lanterns", "The Gilded Owls", "Nightjar",
        "Lowland Static", "Juniper Vale", "The Copper Kettles", "Ruby Adeyemi", "Atlas & the Tide",
        "Blue Harbour", "Sorcha Quinn", "The Marram Grass", "Dovetail", "Northern Quarter Brass", "Kites",
        "Ola Brandt Trio", "Static Bloom", "The Wrens", "Hollow Pines", "Evie Marr", "Glasshouse", "Morrow Lane",
        "The Sunday Drivers", "Fen Tiger", "Clara Osei", "Velvet Thunder Club", "Harriet Hale", "Orkney Sound",
        "Brass Menagerie", "Little Comets Revival", "Jonah Reyes",
    ],
    "Comedy": [
        "Dev Sharma", "Fiona Lyle", "Mick Donnelly", "Priya Chandran", "Tom Ashworth", "Carys Bevan",
        "Josh Kettering", "Aoife Brennan", "Sam Okafor", "Rhona McLeish", "Gareth Pugh", "Leila Haddad",
        "Ben Whitlock", "Shona Carr", "Raj Mistry", "Hattie Lomax", "Kieran Doyle",
    ],
    "Theatre": [
        "Clyde Street Players", "Tidewater Theatre Co.", "The Lantern Ensemble", "Red Door Repertory",
        "Northlight Opera Studio", "Bridgewater Players", "Gaslight Theatre Co.", "Hebden Stage Company",
        "The Wharf Ensemble", "Cardiff Bay Rep",
    ],
    "Family": [
        "Puppet Parade", "Professor Fizz", "The Bubble Circus", "Dino Detectives", "Captain Compass",
        "The Story Seeds", "Mr Marvel's Magic",
    ],
}  # fmt: skip
NEVER_BOOKED = ["Glasshouse", "Hollow Pines", "Rhona McLeish", "Northlight Opera Studio"]
PROMOS = [  # code, campaign, discount, expires (days from today)
    ("EARLYBIRD10", "early bird", 10, 40), ("STUDENT15", "students", 15, 200), ("SPRING20", "spring sale", 20, -20),
    ("FRIENDS5", "refer a friend", 5, 300), ("VIP25", "VIP upgrade", 25, 30), ("NEWSLETTER", "newsletter", 10, 90),
    ("WELCOMEBACK", "win-back", 12, 60), ("BLACKFRIDAY30", "black friday", 30, -90), ("STAFF50", "staff", 50, 365),
    ("CARDIFF15", "local launch", 15, 45),
]  # fmt: skip
UNUSED_PROMOS = {"BLACKFRIDAY30", "STAFF50", "CARDIFF15"}
CHANNELS = [("web", 0.52), ("app", 0.3), ("box office", 0.08), ("partner", 0.1)]
COUNTRIES = [("GB", 0.78), ("IE", 0.14), ("FR", 0.02), ("DE", 0.02), ("US", 0.02), ("ES", 0.02)]
FIRST = [
    "Amelia", "Oliver", "Isla", "Jack", "Sophie", "Harry", "Grace", "Charlie", "Ella", "James", "Freya", "Thomas",
    "Chloe", "Daniel", "Niamh", "Conor", "Aoife", "Sean", "Ciara", "Cian", "Megan", "Rhys", "Cerys", "Dylan",
    "Katie", "Ryan", "Hannah", "Lewis", "Eilidh", "Callum", "Zainab", "Ayesha", "Marek", "Kasia", "Luca", "Ana",
]  # fmt: skip
LAST = [
    "Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Murphy", "Kelly",
    "O'Brien", "Byrne", "Ryan", "Walsh", "Campbell", "Stewart", "MacDonald", "Robertson", "Hughes", "Lloyd",
    "Ahmed", "Hussain", "Begum", "Novak", "Rossi", "Singh", "Clarke", "Wright", "Green", "Hall", "Walker",
]  # fmt: skip
N_CUSTOMERS = 2600
REFERRER = ("Nadia", "Okonkwo")
RESELLERS = [(("Gary", "Pemberton"), 44), (("Lena", "Fischer"), 36)]
TICKET_CAP_90 = 18


@dataclasses.dataclass
class Event:
    id: int
    venue: int
    title: str
    category: str
    day: int
    start: datetime.datetime
    on_sale: datetime.datetime
    currency: str
    status: str = ""
    target: int = 0  # tickets to sell in all
    early: bool = False  # sells within its first ten days
    tiers: list[tuple[int, str, float, int]] = dataclasses.field(default_factory=list)  # id, name, price, alloc
    artists: list[int] = dataclasses.field(default_factory=list)


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text

    grid = functools.partial(on_grid, rng)

    db = new_database(path, SCHEMA)
    venue_ids = {name: index for index, (name, *_) in enumerate(VENUES, start=1)}
    db.executemany(
        "INSERT INTO tbl_venue VALUES (?, ?, ?, ?, ?)",
        [(venue_ids[name], name, city, country, cap) for name, city, country, cap, *_ in VENUES],
    )
    artist_rows: list[tuple[int, str, str, str]] = []
    artist_ids: dict[str, int] = {}
    pools: dict[str, list[str]] = {}
    everyone = [(category, name) for category, names in ARTISTS.items() for name in names] + [("Concert", TOUR_ARTIST)]
    for category, name in sorted(everyone, key=lambda pair: pair[1]):
        artist_ids[name] = len(artist_rows) + 1
        home = (
            "IE"
            if name in ("Sorcha Quinn", "Aoife Brennan", "Mick Donnelly")
            else pick(rng, [("GB", 0.85), ("US", 0.1), ("NO", 0.05)])
        )
        artist_rows.append((artist_ids[name], name, rng.choice(GENRES[category]), home))
        if name not in NEVER_BOOKED and name != TOUR_ARTIST and name not in [b[1] for b in BIG_PAST]:
            pools.setdefault(category, []).append(name)
    db.executemany("INSERT INTO tbl_artist VALUES (?, ?, ?, ?)", artist_rows)

    # Events: the planted ones first, then each venue's calendar around them.
    events: list[Event] = []
    taken: dict[int, set[int]] = {}

    def add(venue: str, day: int, title: str, category: str) -> Event:
        info = VENUES[venue_ids[venue] - 1]
        start = at(day, CATEGORIES[category][0])
        on_sale = at(day - rng.randint(30, 75), 10 * 60)
        event = Event(0, venue_ids[venue], title, category, day, start, on_sale, "EUR" if info[2] == "IE" else "GBP")
        events.append(event)
        for near in range(day - 2, day + 3):
            taken.setdefault(venue_ids[venue], set()).add(near)
        return event

    tour = [add(venue, day, TOUR_TITLE, "Concert") for venue, day in TOUR]
    for event in tour:
        event.artists = [artist_ids[TOUR_ARTIST], artist_ids[rng.choice(pools["Concert"])]]
        event.target = 1500 if event.day == 12 else rng.randint(150, 300)
    big = []
    for title, headliner, venue, day, tickets in BIG_PAST:
        event = add(venue, day, title, "Concert")
        event.artists, event.target = [artist_ids[headliner]], tickets
        big.append(event)
    sold_out = []
    for venue, day in SOLD_OUT:
        category = pick(rng, VENUES[venue_ids[venue] - 1][6])
        name = rng.choice(pools[category])
        event = add(venue, day, f"{name} Live" if category != "Theatre" else f"{name}: Twelfth Night", category)
        event.artists, event.target, event.early = [artist_ids[name]], rng.randint(120, 260), True
        event.on_sale = at(day - rng.randint(45, 75), 10 * 60)  # its first ten days on sale are over
        sold_out.append(event)
    title, venue, day, cancelled_on = CANCELLED
    cancelled = add(venue, day, title, "Comedy")
    cancelled.artists = [artist_ids[n] for n in rng.sample(pools["Comedy"], 3)]
    cancelled.target = 140
    headlined: dict[int, int] = {}
    for event in events:
        headlined[event.artists[0]] = headlined.get(event.artists[0], 0) + 1
    for venue, _, _, _, (low, high), _, categories in VENUES:
        vid = venue_ids[venue]
        day = -DAYS_BACK + rng.randint(0, low)
        while day <= DAYS_AHEAD:
            category = pick(rng, categories)
            pool = pools[category]
            fewest = min(headlined.get(artist_ids[n], 0) for n in pool)  # spread the bookings evenly
            headliner = rng.choice([n for n in pool if headlined.get(artist_ids[n], 0) == fewest])
            gap = rng.randint(low, high)
            if day not in taken.get(vid, set()):
                headlined[artist_ids[headliner]] = headlined.get(artist_ids[headliner], 0) + 1
                suffix = {"Concert": " Live", "Comedy": ": Work in Progress", "Theatre": "", "Family": " Show"}[
                    category
                ]
                play = rng.choice(["Hedda Gabler", "The Seagull", "Blithe Spirit", "Macbeth", "Cabaret"])
                title = f"{headliner} presents {play}" if category == "Theatre" else f"{headliner}{suffix}"
                event = add(venue, day, title, category)
                support = [n for n in rng.sample(pool, 2) if n != headliner][: rng.randint(0, 2)]
                event.artists = [artist_ids[headliner]] + [
                    artist_ids[n] for n in support if category in ("Concert", "Comedy")
                ]
                capacity = VENUES[vid - 1][3]
                event.target = rng.randint(40, min(380, capacity // 3))
            day += gap
    events.sort(key=lambda e: (e.start, e.venue))
    for index, event in enumerate(events, start=1):
        event.id = index
    # Tiers: the allocation covers the target with some room, except for the sold-out shows.
    tier_rows: list[tuple[int, int, str, float, int]] = []
    for event in events:
        tiers = CATEGORIES[event.category][1]
        room = 1.0 if event in sold_out else rng.uniform(1.15, 1.6)
        total = round(event.target * room)
        multiplier = rng.uniform(0.85, 1.3) * (1.1 if event.currency == "EUR" else 1.0)
        left = total
        for position, (name, base, share) in enumerate(tiers):
            alloc = left if position == len(tiers) - 1 else round(total * share)
            left -= alloc
            tier_id = len(tier_rows) + 1
            price = round(base * multiplier, 2) if event not in big and event not in tour else base * 1.5
            tier_rows.append((tier_id, event.id, name, round(price, 2), alloc))
            event.tiers.append((tier_id, name, round(price, 2), alloc))
    # Statuses.
    for event in events:
        if event is cancelled:
            event.status = "cancelled"
        elif event.start <= now:
            event.status = "completed"
        elif event.on_sale > now:
            event.status = "announced"
        else:
            event.status = "on sale"
    for event in sold_out:
        event.status = "sold out"
    db.executemany(
        "INSERT INTO tbl_event VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(e.id, e.venue, e.title, e.category, fmt(e.start), fmt(e.on_sale), e.status, e.currency) for e in events],
    )
    db.executemany(
        "INSERT INTO tbl_event_artist VALUES (?, ?, ?)",
        [(e.id, artist, slot) for e in events for slot, artist in enumerate(e.artists, start=1)],
    )
    db.executemany("INSERT INTO tbl_ticket_tier VALUES (?, ?, ?, ?, ?)", tier_rows)

    # Customers: signed up over the last 2.5 years, some referred by an earlier customer.
    customers: list[tuple[int, str, str, str, datetime.datetime, int | None]] = []
    planted_names = [REFERRER] + [name for name, _ in RESELLERS]
    signups = sorted(at(-rng.randint(1, 900), grid(0, 1435)) for _ in range(N_CUSTOMERS))
    referrals: dict[int, int] = {}
    for index, signup in enumerate(signups, start=1):
        if index in (40, 90, 140):
            first, last = planted_names[(index // 50)]
        else:
            first, last = rng.choice(FIRST), rng.choice(LAST)
        referrer = None
        roll = rng.random()
        if index > 60 and roll < 0.14:
            candidate = rng.randint(1, index - 1)
            if candidate != 40 and referrals.get(candidate, 0) < 4:
                referrer = candidate
        customers.append((index, first, last, pick(rng, COUNTRIES), signup, referrer))
        if referrer is not None:
            referrals[referrer] = referrals.get(referrer, 0) + 1
    # Nadia's fourteen: later customers nobody referred.
    free = [c for c in customers if c[0] > 400 and c[5] is None]
    for chosen in rng.sample(free, 14):
        customers[chosen[0] - 1] = (*chosen[:5], 40)
    db.executemany(
        "INSERT INTO tbl_customer VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (cid, email_of(first, last, cid), first, last, country, fmt(signup), referrer)
            for cid, first, last, country, signup, referrer in customers
        ],
    )
    db.executemany("INSERT INTO tbl_promo_code VALUES (?, ?, ?, ?)", [(c, n, d, day_text(e)) for c, n, d, e in PROMOS])
    promo_pool = [(c, 1.0) for c, *_ in PROMOS if c not in UNUSED_PROMOS]
    discount = {c: d for c, _, d, _ in PROMOS}

    # Orders: each show's target sold between its on-sale time and its start (the early ones within ten
    # days); orders in the future are dropped; buyers who had signed up by then, a cap per 90 days.
    signup_times = [c[4] for c in customers]
    cancel_time = at(cancelled_on, 14 * 60)
    recent: dict[int, int] = {}
    resellers = {cid for cid, first, last, *_ in customers if (first, last) in [n for n, _ in RESELLERS]}
    reseller_goal = {cid: goal for cid, first, last, *_ in customers for (n, goal) in RESELLERS if (first, last) == n}
    orders: list[tuple[datetime.datetime, int, str, str | None, Event, list[tuple[int, float]]]] = []
    for event in sorted(events, key=lambda e: e.id):
        sold = 0
        end = min(event.start, event.on_sale + datetime.timedelta(days=10)) if event.early else event.start
        span = (end - event.on_sale).total_seconds() / 60
        offer = [(tier_id, face, alloc) for tier_id, _, face, alloc in event.tiers]
        remaining = {tier_id: alloc for tier_id, _, _, alloc in event.tiers}
        while sold < event.target:
            size = int(pick(rng, [("1", 0.3), ("2", 0.45), ("3", 0.1), ("4", 0.12), ("6", 0.03)]))
            size = min(size, event.target - sold)
            placed = event.on_sale + datetime.timedelta(minutes=5 * int(rng.betavariate(1.3, 1.1) * span / 5))
            channel, promo_roll, promo_cd = pick(rng, CHANNELS), rng.random(), pick(rng, promo_pool)
            weights = [(str(t), float(remaining[t])) for t, _, _ in offer if remaining[t] > 0]
            if not weights:
                break
            tier = int(pick(rng, weights))
            size = min(size, remaining[tier])
            sold += size
            remaining[tier] -= size
            face = next(p for t, p, _ in offer if t == tier)
            count = bisect.bisect_right(signup_times, placed)
            buyer = rng.randint(1, max(count, 1))
            window = placed >= now - datetime.timedelta(days=90)
            tries = 0
            while window and (buyer in resellers or recent.get(buyer, 0) + size > TICKET_CAP_90) and tries < 50:
                buyer, tries = rng.randint(1, max(count, 1)), tries + 1
            if placed > now or count == 0 or (event is cancelled and placed >= cancel_time):
                continue
            if window:
                recent[buyer] = recent.get(buyer, 0) + size
            use_promo = promo_cd if promo_roll < 0.08 else None
            paid = round(face * (1 - discount[use_promo] / 100), 2) if use_promo else face
            orders.append((placed, buyer, channel, use_promo, event, [(tier, paid)] * size))
    # The two resellers: orders of four to six for the popular shows of the last 90 days.
    popular = [e for e in events if e.day >= -88 and e.on_sale < now and e is not cancelled and e not in sold_out]
    for cid, goal in reseller_goal.items():
        bought = 0
        while bought < goal:
            event = rng.choice(popular)
            size = min(rng.choice([4, 5, 6]), goal - bought)
            latest = min(event.start, now)
            earliest = max(event.on_sale, now - datetime.timedelta(days=89), signup_times[cid - 1])
            if latest <= earliest:
                continue
            minutes = int((latest - earliest).total_seconds() // 300)
            placed = earliest + datetime.timedelta(minutes=5 * rng.randint(0, max(minutes - 1, 0)))
            placed = placed.replace(minute=placed.minute - placed.minute % 5, second=0)
            tier_id, _, face, _ = event.tiers[0]
            orders.append((placed, cid, "web", None, event, [(tier_id, face)] * size))
            bought += size
    orders.sort(key=lambda o: (o[0], o[1], o[4].id))

    order_rows: list[tuple[object, ...]] = []
    ticket_rows: list[tuple[int, int, str | None, float, str | None]] = []
    refund_rows: list[tuple[int, str, str | None, float, str]] = []
    seat_counter: dict[int, int] = {}
    for order_id, (placed, buyer, channel, code, event, seats) in enumerate(orders, start=1):
        amount = round(sum(paid for _, paid in seats) + FEE * len(seats), 2)
        status = "paid"
        refund: tuple[int, str, str | None, float, str] | None = None
        roll, ask, wait = rng.random(), grid(0, 10 * 1440), grid(1440, 6 * 1440)
        if event is cancelled:
            asked = cancel_time + datetime.timedelta(minutes=5 + ask % (3 * 1440))
            done = asked + datetime.timedelta(minutes=wait)
            if asked <= now:
                refund = (order_id, fmt(asked), fmt(done) if done <= now else None, amount, "event cancelled")
        elif roll < 0.02:
            asked = placed + datetime.timedelta(minutes=60 + ask)
            done = asked + datetime.timedelta(minutes=wait)
            if asked <= now and asked < event.start:
                refund = (order_id, fmt(asked), fmt(done) if done <= now else None, amount, "customer request")
        if refund is not None:
            refund_rows.append(refund)
            if refund[2] is not None:
                status = "refunded"
        order_rows.append((order_id, buyer, fmt(placed), channel, code, event.currency, amount, status))
        no_show = VENUES[event.venue - 1][5]
        for tier_id, paid in seats:
            tier_name = next(n for t, n, _, _ in event.tiers if t == tier_id)
            seat = None
            if tier_name != "General Admission":
                seat_counter[tier_id] = seat_counter.get(tier_id, 0) + 1
                row, number = divmod(seat_counter[tier_id] - 1, 24)
                seat = f"{'VIP-' if tier_name == 'VIP' else ''}{chr(65 + row % 26)}{number + 1}"
            scan_roll, scan_at = rng.random(), grid(0, 100)
            scanned = None
            moment = event.start - datetime.timedelta(minutes=60) + datetime.timedelta(minutes=scan_at)
            if status == "paid" and event.status == "completed" and scan_roll >= no_show and moment <= now:
                scanned = fmt(moment)
            ticket_rows.append((order_id, tier_id, seat, paid, scanned))
    db.executemany("INSERT INTO tbl_order VALUES (?, ?, ?, ?, ?, ?, ?, ?)", order_rows)
    db.executemany(
        "INSERT INTO tbl_ticket (fk_order_id, fk_tier_id, seat_ref, price_paid, scanned_ts) VALUES (?, ?, ?, ?, ?)",
        ticket_rows,
    )
    refund_rows.sort(key=lambda row: (row[1], row[0]))
    db.executemany(
        "INSERT INTO tbl_refund (fk_order_id, requested_ts, processed_ts, refund_amt, refund_reason)"
        " VALUES (?, ?, ?, ?, ?)",
        refund_rows,
    )
    close_checked(db, "ticketing")


def email_of(first: str, last: str, cid: int) -> str:
    return f"{first}.{last}".lower().replace("'", "").replace(" ", "") + f".{cid}@example.org"
