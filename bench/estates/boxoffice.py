"""A Hamburg events company's ticket shop (Hafenwerk Events GmbH) as the SQLite database of pretix, the open-source
event ticketing system.

pretix (Django) names its tables ``pretixbase_<model>`` with ``<field>_id`` references, all declared. Names shown to
buyers are **translated strings stored as JSON** (``pretixbase_event.name`` is ``{"de": "Jazz am Kai", "en": "Jazz
on the Quay"}``; items, categories and locations likewise): ``json_extract(name, '$.en')`` reads the English one. One
organizer (``hafenwerk``) runs its events (``slug``, ``date_from``, ``date_to``, ``presale_start``, ``is_public``,
``live``, ``testmode``), each with its products (``pretixbase_item``: ``default_price`` in EUR, ``admission`` 1 for a
ticket that lets someone in, 0 for merchandise and add-ons; ``active``), product categories, and quotas
(``pretixbase_quota.size``, NULL for unlimited) that limit products through ``pretixbase_quota_items``. An order
(``pretixbase_order``: a five-character ``code``, ``status`` ``'n'`` pending, ``'p'`` paid, ``'e'`` expired,
``'c'`` canceled; ``datetime`` when it was placed, ``expires`` the payment deadline, ``total`` in EUR,
``sales_channel`` ``'web'`` or ``'pretixpos'`` for the box office, ``testmode`` 1 for test orders that are not real
sales) holds order positions (``pretixbase_orderposition``: one per ticket or add-on, ``price``,
``attendee_name_cached``, ``company``, ``addon_to_id`` pointing at the ticket an add-on belongs to, ``voucher_id``,
``canceled`` 1 for a position canceled out of a paid order). Payments (``pretixbase_orderpayment``: ``provider``
``'stripe'``, ``'paypal'``, ``'banktransfer'``, ``'free'``; ``state`` ``'created'``, ``'pending'``, ``'confirmed'``,
``'failed'``, ``'canceled'``, ``'refunded'``; ``payment_date``) and refunds (``pretixbase_orderrefund``: ``state``
``'done'``, ``source`` ``'admin'`` or ``'buyer'``) belong to orders. At the door, check-in lists
(``pretixbase_checkinlist``) collect scans (``pretixbase_checkin``: ``type`` ``'entry'`` or ``'exit'``,
``successful`` 0/1, ``error_reason`` such as ``'already_redeemed'``, ``'unpaid'``, ``'invalid'``; ``gate_id`` into
``pretixbase_gate``). Vouchers (``pretixbase_voucher``: ``code``, ``max_usages``, ``redeemed``, ``price_mode``
``'none'``, ``'set'``, ``'subtract'`` or ``'percent'`` with ``value``, ``tag``) are redeemed by positions. Times are
Django's UTC text with microseconds (``2026-03-02 14:05:09.413220``). Sales reach 120 days back; events run from 70
days ago to 50 days ahead; no order is placed exactly 7, 14, 30, 60 or 90 days ago.

Planted signals:

* CodeHarbor 2026 (a developer conference 24 days ahead) brings in the most money; its Early Bird quota (150) and
  the "Rust for Pythonistas" workshop (30 seats) are sold out, "Kubernetes from scratch" has seats left;
* six test-mode orders sit among CodeHarbor's real ones; Otto Group sends the most CodeHarbor attendees;
* Jazz am Kai (40 days ago) sold the most tickets at the box office (``pretixpos``); almost nine in ten of its ticket
  holders came in, and gate B logged the most rejected scans (tickets already used);
* the free Python meetups lose a third to a half of their sign-ups as no-shows (#42 filled its 80 places);
* Stripe takes most payments and most money, all the failed ones (declined cards) and the most refunds;
* the Winter Hackathon (50 days ahead) has the most orders still waiting for their bank transfer;
* the EARLYCOMMUNITY voucher was used up, the PARTNER-ELBE one only three times, and eight speaker vouchers never;
* Data Day Kiel (70 days ago) sold out its 200 seats.
"""

from __future__ import annotations

import datetime
import json
import random
import string
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE pretixbase_organizer (id INTEGER PRIMARY KEY, name VARCHAR(200) NOT NULL, slug VARCHAR(50) NOT NULL);
CREATE TABLE pretixbase_gate (
  id INTEGER PRIMARY KEY, organizer_id INTEGER NOT NULL REFERENCES pretixbase_organizer (id), name VARCHAR(190)
  NOT NULL, identifier VARCHAR(190) NOT NULL
);
CREATE TABLE pretixbase_event (
  id INTEGER PRIMARY KEY, organizer_id INTEGER NOT NULL REFERENCES pretixbase_organizer (id), name TEXT NOT NULL,
  slug VARCHAR(50) NOT NULL, currency VARCHAR(10) NOT NULL, date_from DATETIME NOT NULL, date_to DATETIME,
  date_admission DATETIME, is_public BOOL NOT NULL, presale_start DATETIME, presale_end DATETIME, location TEXT,
  live BOOL NOT NULL, testmode BOOL NOT NULL, has_subevents BOOL NOT NULL, plugins TEXT, created DATETIME
);
CREATE TABLE pretixbase_itemcategory (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES pretixbase_event (id), name TEXT NOT NULL,
  position INTEGER NOT NULL, is_addon BOOL NOT NULL
);
CREATE TABLE pretixbase_item (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES pretixbase_event (id), category_id INTEGER
  REFERENCES pretixbase_itemcategory (id), name TEXT NOT NULL, active BOOL NOT NULL, default_price DECIMAL(13,2) NOT
  NULL, free_price BOOL NOT NULL, admission BOOL NOT NULL, position INTEGER NOT NULL, require_voucher BOOL NOT NULL,
  max_per_order INTEGER, personalized BOOL NOT NULL, created DATETIME
);
CREATE TABLE pretixbase_quota (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES pretixbase_event (id), subevent_id INTEGER,
  name VARCHAR(200) NOT NULL, size INTEGER, closed BOOL NOT NULL, close_when_sold_out BOOL NOT NULL
);
CREATE TABLE pretixbase_quota_items (
  id INTEGER PRIMARY KEY, quota_id INTEGER NOT NULL REFERENCES pretixbase_quota (id), item_id INTEGER NOT NULL
  REFERENCES pretixbase_item (id)
);
CREATE TABLE pretixbase_voucher (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES pretixbase_event (id), code VARCHAR(255) NOT NULL,
  max_usages INTEGER NOT NULL, redeemed INTEGER NOT NULL, valid_until DATETIME, block_quota BOOL NOT NULL,
  allow_ignore_quota BOOL NOT NULL, price_mode VARCHAR(100) NOT NULL, value DECIMAL(13,2), item_id INTEGER REFERENCES
  pretixbase_item (id), quota_id INTEGER REFERENCES pretixbase_quota (id), tag VARCHAR(255), comment TEXT,
  created DATETIME
);
CREATE TABLE pretixbase_order (
  id INTEGER PRIMARY KEY, code VARCHAR(16) NOT NULL, status VARCHAR(3) NOT NULL, event_id INTEGER NOT NULL
  REFERENCES pretixbase_event (id), email VARCHAR(254), phone VARCHAR(128), locale VARCHAR(32), datetime DATETIME
  NOT NULL, expires DATETIME NOT NULL, total DECIMAL(13,2) NOT NULL, comment TEXT, testmode BOOL NOT NULL,
  require_approval BOOL NOT NULL, sales_channel VARCHAR(190) NOT NULL, secret VARCHAR(32) NOT NULL, meta_info TEXT,
  last_modified DATETIME, checkin_attention BOOL NOT NULL, valid_if_pending BOOL NOT NULL
);
CREATE TABLE pretixbase_orderposition (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES pretixbase_order (id), positionid INTEGER NOT NULL,
  item_id INTEGER NOT NULL REFERENCES pretixbase_item (id), variation_id INTEGER, price DECIMAL(13,2) NOT NULL,
  attendee_name_cached VARCHAR(255), attendee_name_parts TEXT NOT NULL, attendee_email VARCHAR(254), company
  VARCHAR(255), city VARCHAR(255), country VARCHAR(2), voucher_id INTEGER REFERENCES pretixbase_voucher (id),
  addon_to_id INTEGER REFERENCES pretixbase_orderposition (id), secret VARCHAR(255) NOT NULL, pseudonymization_id
  VARCHAR(16) NOT NULL, tax_rate DECIMAL(7,2) NOT NULL, tax_value DECIMAL(13,2) NOT NULL, canceled BOOL NOT NULL,
  subevent_id INTEGER
);
CREATE TABLE pretixbase_orderpayment (
  id INTEGER PRIMARY KEY, local_id INTEGER NOT NULL, state VARCHAR(190) NOT NULL, amount DECIMAL(13,2) NOT NULL,
  order_id INTEGER NOT NULL REFERENCES pretixbase_order (id), created DATETIME NOT NULL, payment_date DATETIME,
  provider VARCHAR(255), info TEXT, migrated BOOL NOT NULL
);
CREATE TABLE pretixbase_orderrefund (
  id INTEGER PRIMARY KEY, local_id INTEGER NOT NULL, state VARCHAR(190) NOT NULL, source VARCHAR(190) NOT NULL,
  amount DECIMAL(13,2) NOT NULL, order_id INTEGER NOT NULL REFERENCES pretixbase_order (id), payment_id INTEGER
  REFERENCES pretixbase_orderpayment (id), created DATETIME NOT NULL, execution_date DATETIME, provider VARCHAR(255),
  info TEXT, comment TEXT
);
CREATE TABLE pretixbase_checkinlist (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES pretixbase_event (id), name VARCHAR(190) NOT NULL,
  all_products BOOL NOT NULL, include_pending BOOL NOT NULL, allow_multiple_entries BOOL NOT NULL,
  allow_entry_after_exit BOOL NOT NULL
);
CREATE TABLE pretixbase_checkin (
  id INTEGER PRIMARY KEY, position_id INTEGER REFERENCES pretixbase_orderposition (id), datetime DATETIME NOT NULL,
  list_id INTEGER NOT NULL REFERENCES pretixbase_checkinlist (id), type VARCHAR(100) NOT NULL, nonce VARCHAR(190),
  successful BOOL NOT NULL, error_reason VARCHAR(100), raw_barcode TEXT, gate_id INTEGER REFERENCES
  pretixbase_gate (id), auto_checked_in BOOL NOT NULL, forced BOOL NOT NULL, created DATETIME
);
"""

# slug: (de, en), days from today (start), hours long, location, sales start (days), public
EVENTS = {
    "codeharbor26": ("CodeHarbor 2026", "CodeHarbor 2026", 24, 34, "Kampnagel, Hamburg", -118),
    "jazzkai": ("Jazz am Kai", "Jazz on the Quay", -40, 5, "Cruise Center Altona, Hamburg", -115),
    "datadaykiel": ("Data Day Kiel", "Data Day Kiel", -70, 9, "Wissenschaftspark Kiel", -120),
    "pymeetup41": ("Python Meetup Hamburg #41", "Python Meetup Hamburg #41", -75, 3, "Betahaus Hamburg", -100),
    "pymeetup42": ("Python Meetup Hamburg #42", "Python Meetup Hamburg #42", -45, 3, "Betahaus Hamburg", -70),
    "pymeetup43": ("Python Meetup Hamburg #43", "Python Meetup Hamburg #43", -15, 3, "Betahaus Hamburg", -40),
    "pymeetup44": ("Python Meetup Hamburg #44", "Python Meetup Hamburg #44", 15, 3, "Betahaus Hamburg", -10),
    "winterhack": ("Winter-Hackathon", "Winter Hackathon", 50, 30, "Hamburg Port Authority Kantine", -20),
}
# event: [(category, item en, item de, price, admission, quota size or None, weight)]
ITEMS: dict[str, list[tuple[str, str, str, float, bool, int | None, float]]] = {
    "codeharbor26": [("Tickets", "Early Bird", "Frühbucher", 249.0, True, 150, 0),
                     ("Tickets", "Regular", "Regulär", 349.0, True, 500, 5),
                     ("Tickets", "Student", "Studierende", 99.0, True, 80, 1.5),
                     ("Tickets", "Business", "Business", 590.0, True, None, 2),
                     ("Workshops", "Rust for Pythonistas", "Rust für Pythonistas", 149.0, False, 30, 0),
                     ("Workshops", "Kubernetes from scratch", "Kubernetes von Grund auf", 149.0, False, 30, 0),
                     ("Merchandise", "T-shirt", "T-Shirt", 25.0, False, None, 0)],
    "jazzkai": [("Tickets", "Standing", "Stehplatz", 39.0, True, 400, 6),
                ("Tickets", "Seated", "Sitzplatz", 59.0, True, 120, 2),
                ("Tickets", "Reduced", "Ermäßigt", 25.0, True, None, 1)],
    "datadaykiel": [("Tickets", "Day ticket", "Tagesticket", 129.0, True, 200, 4),
                    ("Tickets", "Student", "Studierende", 49.0, True, 200, 1)],
    "winterhack": [("Tickets", "Hacker", "Hacker*in", 20.0, True, 120, 4),
                   ("Tickets", "Supporter", "Unterstützer*in", 60.0, True, None, 1)],
}  # fmt: skip
for _meetup in ("pymeetup41", "pymeetup42", "pymeetup43", "pymeetup44"):
    ITEMS[_meetup] = [("Tickets", "Free ticket", "Kostenloses Ticket", 0.0, True, 80, 1)]
COMPANIES = [("Otto Group", 12), ("Hapag-Lloyd", 5), ("XING", 4), ("Airbus", 4), ("Zalando", 3), ("Google", 2),
             ("Universität Hamburg", 3), ("Freelancer", 6), (None, 12)]  # fmt: skip
FIRST = ["Anna", "Lukas", "Mia", "Jonas", "Lea", "Finn", "Emma", "Paul", "Hannah", "Leon", "Sophie", "Ben", "Marie",
         "Elias", "Lena", "Noah", "Clara", "Felix", "Ida", "Jan"]  # fmt: skip
LAST = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schulz",
        "Koch", "Richter", "Klein", "Wolf", "Neumann", "Schwarz", "Braun", "Hansen", "Petersen", "Jensen"]  # fmt: skip
QUIET_DAYS = {0, -7, -14, -30, -60, -90}


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write Hafenwerk Events' pretix database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def moment(day: int, minute: int) -> str:
        return clock.stamp(day, minute) + f".{rng.randrange(1, 10**6):06d}"

    db.execute("INSERT INTO pretixbase_organizer VALUES (1, 'Hafenwerk Events GmbH', 'hafenwerk')")
    gates = ["Gate A", "Gate B", "Main entrance"]
    db.executemany("INSERT INTO pretixbase_gate VALUES (?,1,?,?)",
                   [(n, name, name.lower().replace(" ", "-")) for n, name in enumerate(gates, start=1)])  # fmt: skip
    event_ids = {slug: n for n, slug in enumerate(EVENTS, start=1)}
    events = []
    for slug, (de, en, start, hours, location, sales) in EVENTS.items():
        begin = clock.at(start, 540 if hours > 5 else 1140)
        events.append((event_ids[slug], 1, json.dumps({"de": de, "en": en}, ensure_ascii=False), slug, "EUR",
                       clock.fmt(begin), clock.fmt(begin + datetime.timedelta(hours=hours)),
                       clock.fmt(begin - datetime.timedelta(minutes=60)), 1, clock.stamp(sales, 600),
                       clock.fmt(begin), json.dumps({"de": location, "en": location}, ensure_ascii=False), 1, 0, 0,
                       "pretix.plugins.stripe,pretix.plugins.paypal2,pretix.plugins.banktransfer,"
                       "pretix.plugins.sendmail", clock.stamp(sales - 5, 600)))  # fmt: skip
    db.executemany(f"INSERT INTO pretixbase_event VALUES ({','.join('?' * 17)})", events)

    categories: dict[tuple[str, str], int] = {}
    items: dict[tuple[str, str], int] = {}
    item_rows: list[tuple[Any, ...]] = []
    quota_rows: list[tuple[Any, ...]] = []
    quota_links: list[tuple[int, int, int]] = []
    category_rows: list[tuple[Any, ...]] = []
    item_price: dict[int, float] = {}
    quota_of: dict[int, int] = {}
    for slug, products in ITEMS.items():
        for category, en, de, price, admission, size, _ in products:
            if (slug, category) not in categories:
                categories[(slug, category)] = len(category_rows) + 1
                names = {"Tickets": "Tickets", "Workshops": "Workshops", "Merchandise": "Merchandise"}
                category_rows.append((len(category_rows) + 1, event_ids[slug],
                                      json.dumps({"de": names[category], "en": category}), len(category_rows),
                                      int(category != "Tickets")))  # fmt: skip
            ident = len(item_rows) + 1
            items[(slug, en)] = ident
            item_price[ident] = price
            item_rows.append((ident, event_ids[slug], categories[(slug, category)],
                              json.dumps({"de": de, "en": en}, ensure_ascii=False),
                              int(not (slug == "codeharbor26" and en == "Early Bird")), price, 0, int(admission),
                              len(item_rows), 0, 10, int(admission),
                              clock.stamp(EVENTS[slug][5] - 5, 600)))  # fmt: skip
            quota = len(quota_rows) + 1
            quota_rows.append((quota, event_ids[slug], None, f"{en}" if size else f"{en} (unlimited)", size, 0, 1))
            quota_links.append((len(quota_links) + 1, quota, ident))
            quota_of[ident] = quota
    db.executemany("INSERT INTO pretixbase_itemcategory VALUES (?,?,?,?,?)", category_rows)
    db.executemany(f"INSERT INTO pretixbase_item VALUES ({','.join('?' * 13)})", item_rows)
    db.executemany("INSERT INTO pretixbase_quota VALUES (?,?,?,?,?,?,?)", quota_rows)
    db.executemany("INSERT INTO pretixbase_quota_items VALUES (?,?,?)", quota_links)

    vouchers: list[list[Any]] = []

    def voucher(slug: str, code: str, max_usages: int, mode: str, value: float, tag: str, item: int | None) -> int:
        ident = len(vouchers) + 1
        vouchers.append([ident, event_ids[slug], code, max_usages, 0, clock.stamp(EVENTS[slug][2], 0), 0, 0, mode,
                         value, item, None, tag, None, clock.stamp(EVENTS[slug][5] + 2, 660)])  # fmt: skip
        return ident

    community = voucher("codeharbor26", "EARLYCOMMUNITY", 40, "percent", 20.0, "community", None)
    partner = voucher("codeharbor26", "PARTNER-ELBE", 25, "percent", 15.0, "partners", None)
    speakers = [voucher("codeharbor26", f"SPEAKER-{''.join(rng.choices(string.ascii_uppercase, k=6))}", 1, "set",
                        0.0, "speakers", items[("codeharbor26", "Regular")]) for _ in range(30)]  # fmt: skip
    unused_speakers = set(speakers[-8:])

    # ------------------------------------------------------------ orders
    orders: list[tuple[Any, ...]] = []
    positions: list[tuple[Any, ...]] = []
    payments: list[tuple[Any, ...]] = []
    refunds: list[tuple[Any, ...]] = []
    codes: set[str] = set()
    sold: dict[int, int] = {}
    tickets_of: dict[str, list[tuple[int, str]]] = {}  # event: (position id, order status)

    def order(slug: str, day: int, lines: list[tuple[int, int | None]], status: str = "p", provider: str = "stripe",
              channel: str = "web", testmode: int = 0, company: str | None = None) -> None:  # fmt: skip
        ident = len(orders) + 1
        code = "".join(rng.choices("ABCDEFGHJKLMNPQRSTUVWXYZ3789", k=5))
        while code in codes:
            code = "".join(rng.choices("ABCDEFGHJKLMNPQRSTUVWXYZ3789", k=5))
        codes.add(code)
        minute = on_grid(rng, 360, 1380)
        placed = moment(day, minute)
        first, last = rng.choice(FIRST), rng.choice(LAST)
        email = f"{first}.{last}@example.de".lower().replace("ü", "ue").replace("ö", "oe").replace("ä", "ae")
        total = 0.0
        ticket_position = None
        for n, (item, voucher_id) in enumerate(lines, start=1):
            price = item_price[item]
            if voucher_id is not None:
                mode, value = vouchers[voucher_id - 1][8], vouchers[voucher_id - 1][9]
                price = round(price * (1 - value / 100), 2) if mode == "percent" else value
                vouchers[voucher_id - 1][4] += 1
            pos = len(positions) + 1
            admission = item_rows[item - 1][7]
            canceled = int(status == "p" and n == 2 and admission and rng.random() < 0.08)
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}" if n > 1 and admission else f"{first} {last}"
            positions.append((pos, ident, n, item, None, price, name if admission else None,
                              json.dumps({"_scheme": "given_family", "given_name": name.split()[0],
                                          "family_name": name.split()[1]}, ensure_ascii=False) if admission else "{}",
                              email if n == 1 else None, company if admission else None, "Hamburg", "DE", voucher_id,
                              None if admission else ticket_position, f"{rng.getrandbits(120):030x}",
                              "".join(rng.choices(string.ascii_uppercase + string.digits, k=10)), 19.0 if price else
                              0.0, round(price - price / 1.19, 2), canceled, None))  # fmt: skip
            if admission:
                ticket_position = pos
                tickets_of.setdefault(slug, []).append((pos, status if not canceled else "x"))
            if not canceled:
                total += price
                if status in ("p", "n"):
                    sold[item] = sold.get(item, 0) + 1
        total = round(total, 2)
        if total == 0:
            provider = "free"
        expires = moment(day + 14, minute) if provider == "banktransfer" else moment(day, minute + 30)
        orders.append((ident, code, status, event_ids[slug], email, None, "de" if rng.random() < 0.7 else "en",
                       placed, expires, total, None, testmode, 0, channel, f"{rng.getrandbits(128):032x}", "{}",
                       placed, 0, 0))  # fmt: skip
        local = 1
        if provider == "stripe" and rng.random() < 0.12:  # a declined card first
            payments.append((len(payments) + 1, local, "failed", total, ident, placed, None, "stripe", "{}", 0))
            local += 1
        if status == "p":
            paid = moment(day + (rng.randint(1, 6) if provider == "banktransfer" else 0), minute + 2)
            payments.append((len(payments) + 1, local, "confirmed", total, ident, placed, paid, provider, "{}", 0))
        elif status == "n":
            payments.append((len(payments) + 1, local, "created", total, ident, placed, None, provider, "{}", 0))
        elif status == "e":
            payments.append((len(payments) + 1, local, "canceled", total, ident, placed, None, provider, "{}", 0))
        elif status == "c":
            paid = moment(day, minute + 2)
            payment = len(payments) + 1
            payments.append((payment, local, "refunded", total, ident, placed, paid, provider, "{}", 0))
            source = "buyer" if rng.random() < 0.6 else "admin"
            refunds.append((len(refunds) + 1, 1, "done", source, total, ident, payment, moment(day + 3, minute),
                            moment(day + 3, minute + 5), provider, "{}", None))  # fmt: skip

    def provider_for(slug: str) -> str:
        if slug.startswith("pymeetup"):
            return "free"
        return pick(rng, [("stripe", 0.58), ("paypal", 0.27), ("banktransfer", 0.15)])

    def sales_days(slug: str) -> list[int]:
        start, end = EVENTS[slug][5] + 1, min(EVENTS[slug][2] - 1, -1)
        return [d for d in range(start, end + 1) if d not in QUIET_DAYS]

    # CodeHarbor: early birds first, then the rest; workshops and shirts as add-ons
    ch = "codeharbor26"
    ch_days = sales_days(ch)
    early = items[(ch, "Early Bird")]
    early_days = [d for d in ch_days if d < -95]
    rust, k8s = items[(ch, "Rust for Pythonistas")], items[(ch, "Kubernetes from scratch")]
    shirt = items[(ch, "T-shirt")]
    kinds = [(str(items[(ch, en)]), w) for _, en, _, _, _, _, w in ITEMS[ch] if w]
    while sold.get(early, 0) < 150:
        company = pick(rng, [(c or "", w) for c, w in COMPANIES]) or None
        count = 1 if rng.random() < 0.75 else 2
        use = community if vouchers[community - 1][4] < 40 and rng.random() < 0.5 else None
        order(
            ch,
            rng.choice(early_days),
            [(early, use)] + [(early, None)] * (min(count, 150 - sold.get(early, 0)) - 1),
            provider=provider_for(ch),
            company=company,
        )
    for _ in range(470):
        day = rng.choice([d for d in ch_days if d >= -95])
        company = pick(rng, [(c or "", w) for c, w in COMPANIES]) or None
        item = int(pick(rng, kinds))
        lines: list[tuple[int, int | None]] = [(item, partner if vouchers[partner - 1][4] < 3 and day > -40 and
                                                 rng.random() < 0.2 else None)]  # fmt: skip
        if rng.random() < 0.2:
            lines.append((item, None))
        extra = rng.random()
        if extra < 0.12 and sold.get(rust, 0) < 30:
            lines.append((rust, None))
        elif extra < 0.18 and sold.get(k8s, 0) < 12:
            lines.append((k8s, None))
        if rng.random() < 0.25:
            lines.append((shirt, None))
        status = pick(rng, [("p", 0.86), ("n", 0.04), ("e", 0.05), ("c", 0.05)])
        if status == "n" and day < -20:
            status = "p"
        provider = provider_for(ch)
        if status == "n":
            provider = "banktransfer"
        order(ch, day, lines, status, provider, company=company)
    while sold.get(rust, 0) < 30:
        order(ch, rng.choice([d for d in ch_days if d >= -60]), [(items[(ch, "Regular")], None), (rust, None)],
              provider=provider_for(ch), company="Otto Group" if rng.random() < 0.3 else None)  # fmt: skip
    for v in speakers:
        if v not in unused_speakers:
            order(ch, rng.choice([d for d in ch_days if d >= -50]), [(items[(ch, "Regular")], v)], company=None)
    for k in range(6):
        order(ch, ch_days[5 + k * 3], [(items[(ch, "Regular")], None)], testmode=1)

    # Jazz am Kai: online, and the box office on the night
    jz = "jazzkai"
    jz_days = sales_days(jz)
    jz_kinds = [(str(items[(jz, en)]), w) for _, en, _, _, _, _, w in ITEMS[jz]]
    for _ in range(300):
        status = pick(rng, [("p", 0.9), ("e", 0.05), ("c", 0.05)])
        order(jz, rng.choice(jz_days), [(int(pick(rng, jz_kinds)), None)] * (1 + int(rng.random() < 0.45)), status,
              provider_for(jz))  # fmt: skip
    for _ in range(95):
        order(jz, EVENTS[jz][2], [(int(pick(rng, jz_kinds)), None)], "p", "manual", channel="pretixpos")

    dk = "datadaykiel"
    dk_days = sales_days(dk)
    dk_kinds = [(str(items[(dk, en)]), w) for _, en, _, _, _, _, w in ITEMS[dk]]
    while sum(sold.get(items[(dk, en)], 0) for _, en, *_ in ITEMS[dk]) < 200:
        order(dk, rng.choice(dk_days), [(int(pick(rng, dk_kinds)), None)], "p", provider_for(dk),
              company=pick(rng, [(c or "", w) for c, w in COMPANIES]) or None)  # fmt: skip

    for slug, signups in (("pymeetup41", 74), ("pymeetup42", 80), ("pymeetup43", 69), ("pymeetup44", 41)):
        days = sales_days(slug)
        for _ in range(signups):
            order(slug, rng.choice(days), [(items[(slug, "Free ticket")], None)], "p", "free")

    wh = "winterhack"
    wh_days = sales_days(wh)
    wh_kinds = [(str(items[(wh, en)]), w) for _, en, _, _, _, _, w in ITEMS[wh]]
    for _ in range(70):
        day = rng.choice(wh_days)
        provider = provider_for(wh)
        status = "p"
        if provider == "banktransfer" or rng.random() < 0.2:
            provider, status = "banktransfer", "n" if day > -12 else "p"
        order(wh, day, [(int(pick(rng, wh_kinds)), None)], status, provider)

    db.executemany(f"INSERT INTO pretixbase_voucher VALUES ({','.join('?' * 15)})", [tuple(v) for v in vouchers])
    db.executemany(f"INSERT INTO pretixbase_order VALUES ({','.join('?' * 19)})", orders)
    db.executemany(f"INSERT INTO pretixbase_orderposition VALUES ({','.join('?' * 20)})", positions)
    db.executemany(f"INSERT INTO pretixbase_orderpayment VALUES ({','.join('?' * 10)})", payments)
    db.executemany(f"INSERT INTO pretixbase_orderrefund VALUES ({','.join('?' * 12)})", refunds)

    # ------------------------------------------------------------ check-in
    lists: list[tuple[Any, ...]] = []
    checkins: list[tuple[Any, ...]] = []
    show_rate = {"jazzkai": 0.88, "datadaykiel": 0.8, "pymeetup41": 0.5, "pymeetup42": 0.48, "pymeetup43": 0.52}
    for slug, rate in show_rate.items():
        list_id = len(lists) + 1
        lists.append((list_id, event_ids[slug], "Einlass" if slug != "datadaykiel" else "Entrance", 1, 0, 0, 1))
        start = EVENTS[slug][2]
        doors = 1080 if slug != "datadaykiel" else 480
        for pos, status in tickets_of.get(slug, []):
            if status != "p" or rng.random() > rate:
                continue
            gate = (2 if rng.random() < 0.45 else 1) if slug == "jazzkai" else 3
            at = doors + rng.randint(0, 110)
            checkins.append((pos, moment(start, at), list_id, "entry", 1, None, gate))
            if (slug == "jazzkai" and gate == 2 and rng.random() < 0.12) or (slug == "jazzkai" and rng.random() < 0.02):
                checkins.append((pos, moment(start, at + rng.randint(1, 40)), list_id, "entry", 0,
                                 "already_redeemed", gate))  # fmt: skip
        for k in range(4 if slug == "jazzkai" else 1):
            expired = next(p for p, s in tickets_of[slug][k * 7 :] if s in ("e", "c")) if any(
                s in ("e", "c") for _, s in tickets_of[slug]) else None  # fmt: skip
            if expired:
                checkins.append((expired, moment(start, doors + 20 + k), list_id, "entry", 0, "unpaid",
                                 1 if slug == "jazzkai" else 3))  # fmt: skip
        for k in range(3 if slug == "jazzkai" else 1):
            checkins.append((None, moment(start, doors + 30 + k), list_id, "entry", 0, "invalid",
                             1 if slug == "jazzkai" else 3))  # fmt: skip
    lists.append((len(lists) + 1, event_ids["codeharbor26"], "Conference entrance", 1, 0, 0, 1))
    db.executemany("INSERT INTO pretixbase_checkinlist VALUES (?,?,?,?,?,?,?)", lists)
    db.executemany(
        f"INSERT INTO pretixbase_checkin VALUES ({','.join('?' * 13)})",
        [(n, pos, at, list_id, kind, f"{rng.getrandbits(64):016x}", ok, reason, None if ok else "?", gate, 0, 0, at)
         for n, (pos, at, list_id, kind, ok, reason, gate) in enumerate(checkins, start=1)],
    )  # fmt: skip
    close_checked(db, "boxoffice")
