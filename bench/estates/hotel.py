"""A small Iberian hotel chain (a property-management system's tables) as a SQLite file, for execution
benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): the history reaches
100 days back and reservations are on the books up to 21 days ahead; check-ins, check-outs, bookings and
reviews sit on a 5-minute grid of those days, folio lines and housekeeping tasks carry a plain date and an
``HH:MM`` time in two columns, so two builds with the same seed and ``now`` values a whole number of days
apart give the same answers to relative-time questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in
UTC; ``arr_dt``, ``dep_dt``, ``post_dt``, ``task_dt``, ``enrolled_on`` and ``hired_on`` are ``YYYY-MM-DD``.
Columns are snake_case with the terse abbreviations of an old PMS export (``prop_cd``, ``rt_cd``, ``arr_dt``,
``chnl``, ``sts``, ``ci_ts``, ``co_ts``, ``chg_cd``, ``amt``, ``dur_min``, ``mgr_id``, ``ooo_flag``).

``resv.sts`` is a one-letter code: ``R`` reserved (not arrived yet), ``I`` in house, ``O`` checked out,
``X`` cancelled (``cxl_ts`` set), ``N`` no-show. A reservation that arrived has exactly one ``stay`` (its
room, ``ci_ts`` and ``co_ts``; ``co_ts`` is NULL while the guest is in house). ``resv.chnl`` is WEB, OTA
(online travel agencies), TEL or CORP. Money (``nightly_rate``, ``folio_line.amt``) is in euros in NUMERIC
columns; ``folio_line.chg_cd`` is RM (the room night, posted at 23:50), FB (restaurant), BAR, SPA, MB
(minibar), PRK (parking) or LDY (laundry). ``staff.mgr_id`` points at the person's direct manager (NULL for
the general managers). ``hk_task.dur_min`` is the task's length in whole minutes; ``task_typ`` is
departure, stayover or deep clean. ``room.ooo_flag`` is 1 for a room out of order now. Review scores run
from 1 to 10.

Planted signals:

* Hotel Ribeira Lisboa's reviews average about 6, every other hotel's between 7.6 and 8.8;
* bookings through online travel agencies (OTA) are cancelled about 30 % of the time, other channels under
  9 %;
* Henrik Aalto (platinum, corporate) stayed 14 times in the last 90 days, far more nights than anyone
  else (nobody else holds more than three reservations);
* Margarethe Vogel spent eight nights in the Algarve Cliffs Resort's suite about two to three weeks ago,
  with daily spa treatments: the biggest bill of the last 30 days by far;
* four rooms are out of order: 204 (Lisbon), 307 (Madrid) and 102 (Barcelona) have had nobody in them for
  more than 30 days, 512 (Algarve) was taken out of service three days ago; every other room had a guest
  in the last 30 days;
* spa revenue: the Algarve resort well ahead of Barcelona, Barcelona well ahead of Madrid (the only three
  hotels with a spa);
* room attendant Rui Tavares (Porto) takes about an hour over a departure clean, everyone else 25 to 45
  minutes;
* the executive housekeepers of Madrid (Lucia Romero) and the Algarve (Tiago Simões) have six direct
  reports each, nobody else more than five.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE property (
    prop_id   INTEGER PRIMARY KEY,
    prop_cd   TEXT NOT NULL UNIQUE,
    prop_nm   TEXT NOT NULL UNIQUE,
    city      TEXT NOT NULL,
    ctry_cd   TEXT NOT NULL,
    star_rtg  INTEGER NOT NULL,
    opened_yr INTEGER NOT NULL,
    has_spa   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE room_type (
    rt_cd   TEXT PRIMARY KEY,
    rt_desc TEXT NOT NULL,
    max_occ INTEGER NOT NULL
);
CREATE TABLE room (
    room_id  INTEGER PRIMARY KEY,
    prop_id  INTEGER NOT NULL REFERENCES property(prop_id),
    room_no  TEXT NOT NULL,
    rt_cd    TEXT NOT NULL REFERENCES room_type(rt_cd),
    flr      INTEGER NOT NULL,
    ooo_flag INTEGER NOT NULL DEFAULT 0,
    UNIQUE (prop_id, room_no)
);
CREATE TABLE guest (
    guest_id     INTEGER PRIMARY KEY,
    guest_nm     TEXT NOT NULL,
    email        TEXT NOT NULL UNIQUE,
    ctry_cd      TEXT NOT NULL,
    loyalty_tier TEXT NOT NULL,
    enrolled_on  TEXT NOT NULL
);
CREATE TABLE resv (
    resv_id      INTEGER PRIMARY KEY,
    conf_no      TEXT NOT NULL UNIQUE,
    guest_id     INTEGER NOT NULL REFERENCES guest(guest_id),
    prop_id      INTEGER NOT NULL REFERENCES property(prop_id),
    rt_cd        TEXT NOT NULL REFERENCES room_type(rt_cd),
    booked_ts    TEXT NOT NULL,
    arr_dt       TEXT NOT NULL,
    dep_dt       TEXT NOT NULL,
    adults       INTEGER NOT NULL,
    kids         INTEGER NOT NULL DEFAULT 0,
    chnl         TEXT NOT NULL,
    nightly_rate NUMERIC(8, 2) NOT NULL,
    sts          TEXT NOT NULL,
    cxl_ts       TEXT
);
CREATE TABLE stay (
    stay_id INTEGER PRIMARY KEY,
    resv_id INTEGER NOT NULL UNIQUE REFERENCES resv(resv_id),
    room_id INTEGER NOT NULL REFERENCES room(room_id),
    ci_ts   TEXT NOT NULL,
    co_ts   TEXT
);
CREATE TABLE folio_line (
    line_id INTEGER PRIMARY KEY,
    stay_id INTEGER NOT NULL REFERENCES stay(stay_id),
    post_dt TEXT NOT NULL,
    post_tm TEXT NOT NULL,
    chg_cd  TEXT NOT NULL,
    descr   TEXT NOT NULL,
    amt     NUMERIC(10, 2) NOT NULL
);
CREATE TABLE staff (
    staff_id  INTEGER PRIMARY KEY,
    prop_id   INTEGER NOT NULL REFERENCES property(prop_id),
    full_nm   TEXT NOT NULL,
    job_title TEXT NOT NULL,
    mgr_id    INTEGER REFERENCES staff(staff_id),
    hired_on  TEXT NOT NULL
);
CREATE TABLE hk_task (
    task_id  INTEGER PRIMARY KEY,
    room_id  INTEGER NOT NULL REFERENCES room(room_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    task_typ TEXT NOT NULL,
    task_dt  TEXT NOT NULL,
    start_tm TEXT NOT NULL,
    dur_min  INTEGER NOT NULL
);
CREATE TABLE review (
    review_id INTEGER PRIMARY KEY,
    stay_id   INTEGER NOT NULL UNIQUE REFERENCES stay(stay_id),
    score     INTEGER NOT NULL,
    src       TEXT NOT NULL,
    posted_ts TEXT NOT NULL
);
CREATE INDEX resv_guest ON resv(guest_id);
CREATE INDEX resv_arr ON resv(arr_dt);
CREATE INDEX stay_room ON stay(room_id);
CREATE INDEX folio_stay ON folio_line(stay_id);
CREATE INDEX hk_task_staff ON hk_task(staff_id);
"""

DAYS_BACK = 100
DAYS_AHEAD = 21

# code, name, city, country, stars, opened, base rate (EUR), rooms, spa share per night, review mean, nights
PROPERTIES: list[tuple[str, str, str, str, int, int, float, int, float, float, list[tuple[str, float]]]] = [
    ("LIS", "Hotel Ribeira Lisboa", "Lisbon", "PT", 4, 2009, 125.0, 16, 0.0, 5.9,
     [("1", 0.3), ("2", 0.3), ("3", 0.22), ("4", 0.12), ("5", 0.06)]),
    ("OPO", "Casa do Douro", "Porto", "PT", 3, 2014, 92.0, 14, 0.0, 8.1,
     [("1", 0.3), ("2", 0.35), ("3", 0.2), ("4", 0.15)]),
    ("MAD", "Hotel Prado Madrid", "Madrid", "ES", 4, 2004, 135.0, 18, 0.05, 7.7,
     [("1", 0.35), ("2", 0.3), ("3", 0.2), ("4", 0.15)]),
    ("BCN", "Mar Blau Barcelona", "Barcelona", "ES", 4, 2017, 145.0, 16, 0.13, 8.4,
     [("1", 0.2), ("2", 0.3), ("3", 0.25), ("4", 0.15), ("5", 0.1)]),
    ("SVQ", "Patio de Triana", "Seville", "ES", 3, 2019, 88.0, 12, 0.0, 8.0,
     [("1", 0.25), ("2", 0.35), ("3", 0.25), ("4", 0.15)]),
    ("FAO", "Algarve Cliffs Resort", "Lagoa", "PT", 5, 2011, 195.0, 14, 0.26, 8.8,
     [("2", 0.1), ("3", 0.2), ("4", 0.25), ("5", 0.2), ("6", 0.15), ("7", 0.1)]),
]  # fmt: skip
# code, description, max occupancy, rate multiplier, share of rooms
ROOM_TYPES = [
    ("STD", "Standard double", 2, 1.0, 0.45),
    ("SUP", "Superior double", 2, 1.25, 0.25),
    ("DLX", "Deluxe king", 3, 1.55, 0.15),
    ("FAM", "Family room", 4, 1.7, 0.1),
    ("STE", "Suite", 4, 2.7, 0.05),
]
ROOMS_PER_FLOOR = 8
# property code, room number, last night in the room (days before today)
OUT_OF_ORDER = {("LIS", "204"): 38, ("MAD", "307"): 34, ("BCN", "102"): 45, ("FAO", "512"): 3}
CHANNELS = [("WEB", 0.34), ("OTA", 0.4), ("TEL", 0.1), ("CORP", 0.16)]
CANCEL_SHARE = {"WEB": 0.07, "OTA": 0.3, "TEL": 0.05, "CORP": 0.08}
LEAD_DAYS = {"WEB": (1, 60), "OTA": (0, 45), "TEL": (2, 90), "CORP": (0, 14)}
# charge code, description, chance per night, low, high, earliest and latest minute of the day
EXTRAS: list[tuple[str, str, float, float, float, int, int]] = [
    ("FB", "Restaurant", 0.35, 14.0, 85.0, 12 * 60, 22 * 60),
    ("BAR", "Bar", 0.22, 6.0, 38.0, 17 * 60, 23 * 60 + 30),
    ("MB", "Minibar", 0.12, 3.5, 28.0, 8 * 60, 23 * 60),
    ("LDY", "Laundry", 0.04, 12.0, 40.0, 9 * 60, 17 * 60),
]
REVIEW_SOURCES = [("Google", 0.3), ("TripAdvisor", 0.2), ("Booking.com", 0.35), ("post-stay survey", 0.15)]
COUNTRIES = [("PT", 0.16), ("ES", 0.18), ("GB", 0.16), ("DE", 0.13), ("FR", 0.12), ("US", 0.1), ("NL", 0.06),
             ("BR", 0.05), ("IT", 0.04)]  # fmt: skip
TIERS = [("none", 0.62), ("silver", 0.22), ("gold", 0.12), ("platinum", 0.04)]
FIRST_NAMES = [
    "Ana", "João", "Maria", "Pedro", "Sofia", "Miguel", "Carmen", "Javier", "Lucía", "Pablo", "Emma", "Oliver",
    "Charlotte", "James", "Hannah", "Lukas", "Lea", "Jonas", "Camille", "Hugo", "Chloé", "Louis", "Emily",
    "Michael", "Sarah", "David", "Sanne", "Daan", "Beatriz", "Rafael", "Giulia", "Marco", "Isabel", "Tomás",
    "Inês", "Diego", "Elena", "Thomas", "Laura", "Mathieu", "Grace", "Ethan", "Anouk", "Felix", "Clara", "Nora",
]  # fmt: skip
LAST_NAMES = [
    "Silva", "Santos", "Ferreira", "Pereira", "García", "Fernández", "López", "Martínez", "Smith", "Jones",
    "Taylor", "Brown", "Müller", "Schmidt", "Schneider", "Fischer", "Martin", "Bernard", "Dubois", "Moreau",
    "Johnson", "Williams", "Miller", "de Vries", "Jansen", "Bakker", "Costa", "Oliveira", "Rossi", "Bianchi",
    "Sousa", "Ruiz", "Navarro", "Wilson", "Davies", "Wagner", "Becker", "Laurent", "Clarke", "Evans", "Romano",
]  # fmt: skip
N_GUESTS = 2000
GUEST_CAP = 3
TOP_GUEST = "Henrik Aalto"
TOP_GUEST_STAYS = 14
BIG_SPENDER = "Margarethe Vogel"
BIG_SPENDER_NIGHTS = (-19, -11)  # arrival and departure day, relative to today
# job title, count per property (room attendants: see ATTENDANTS), reports to
STAFF_NAMES = {
    "LIS": ["Teresa Almeida", "Nuno Carvalho", "Marta Lopes", "Rita Gomes", "Bruno Ribeiro", "Carla Pinto",
            "Hugo Marques", "Sara Correia", "Paulo Fonseca", "Joana Rocha", "Vasco Teixeira"],
    "OPO": ["Ricardo Moura", "Helena Barros", "Sandra Vieira", "Luís Antunes", "Catarina Reis", "Diogo Mendes",
            "Rui Tavares", "Patrícia Cunha", "Andreia Matos", "Fábio Neves"],
    "MAD": ["Alejandro Vidal", "Beatriz Molina", "Lucia Romero", "Sergio Ortega", "Marta Delgado", "Iván Castro",
            "Rocío Herrera", "Nuria Gil", "Óscar Serrano", "Pilar Ramos", "Eva Blanco", "Andrés Rubio",
            "Silvia Marín"],
    "BCN": ["Jordi Puig", "Montserrat Soler", "Laia Ferrer", "Marc Vila", "Núria Roca", "Pau Serra", "Anna Font",
            "Oriol Pujol", "Gemma Bosch", "Xavier Riera", "Mireia Costa", "Albert Camps"],
    "SVQ": ["Manuel Reyes", "Rosario Vega", "Antonio Cabrera", "Inmaculada Prieto", "Francisco Nieto",
            "Dolores Crespo", "Rafael Santana", "Amparo Lozano", "Curro Benítez", "Macarena Soto"],
    "FAO": ["Gonçalo Faria", "Filipa Nunes", "Tiago Simões", "Inês Baptista", "Daniela Freitas", "Sérgio Lourenço",
            "Mariana Cardoso", "Vítor Araújo", "Cláudia Monteiro", "Raquel Pires", "Jorge Macedo", "Lara Sequeira",
            "Bruna Fontes", "Miguel Campos"],
}  # fmt: skip
ATTENDANTS = {"LIS": 5, "OPO": 4, "MAD": 6, "BCN": 5, "SVQ": 4, "FAO": 6}
SLOW_ATTENDANT = "Rui Tavares"


@dataclasses.dataclass
class Booking:
    prop: str
    room_id: int
    rt: str
    arr: int  # day relative to today
    dep: int
    chnl: str
    rate: float
    adults: int
    kids: int
    booked: datetime.datetime
    ci: datetime.datetime
    co: datetime.datetime
    no_show: bool
    guest: int = 0
    sts: str = "R"
    cxl: datetime.datetime | None = None


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the hotel database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    clock = Clock(now)
    now, fmt, at, day_text = clock.now, clock.fmt, clock.at, clock.day_text

    grid = functools.partial(on_grid, rng)

    db = new_database(path, SCHEMA)

    prop_ids: dict[str, int] = {}
    for index, prop in enumerate(PROPERTIES, start=1):
        code, name, city, country, stars, opened = prop[:6]
        prop_ids[code] = index
        spa = 1 if prop[8] > 0 else 0
        db.execute(
            "INSERT INTO property VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (index, f"{code}1", name, city, country, stars, opened, spa),
        )
    db.executemany("INSERT INTO room_type VALUES (?, ?, ?)", [(c, d, m) for c, d, m, _, _ in ROOM_TYPES])
    rate_mult = {code: mult for code, _, _, mult, _ in ROOM_TYPES}

    # Rooms: standard rooms on the low floors, suites at the top.
    rooms: list[tuple[int, str, str, str]] = []  # id, property, number, type
    for code, *_, count, _spa, _review, _nights in PROPERTIES:
        counts = {rt: max(1, round(share * count)) for rt, _, _, _, share in ROOM_TYPES}
        counts["STD"] += count - sum(counts.values())
        kinds = [rt for rt, *_ in ROOM_TYPES for _ in range(counts[rt])]
        for position, rt in enumerate(kinds):
            floor, slot = divmod(position, ROOMS_PER_FLOOR)
            number = f"{floor + 1}{slot + 1:02d}"
            rooms.append((len(rooms) + 1, code, number, rt))
    # The out-of-order rooms keep their numbers whatever the layout.
    for (code, number), _ in OUT_OF_ORDER.items():
        if not any(r[1] == code and r[2] == number for r in rooms):
            victim = max((r for r in rooms if r[1] == code and r[3] == "STD"), key=lambda r: r[0])
            rooms[victim[0] - 1] = (victim[0], code, number, victim[3])
    db.executemany(
        "INSERT INTO room VALUES (?, ?, ?, ?, ?, ?)",
        [
            (room_id, prop_ids[code], number, rt, int(number[:-2]), int((code, number) in OUT_OF_ORDER))
            for room_id, code, number, rt in rooms
        ],
    )
    prop_info = {p[0]: p for p in PROPERTIES}

    # Staff: a general manager, a front-office manager, an executive housekeeper and an F&B manager report
    # up; front-desk agents report to the front-office manager, room attendants to the executive housekeeper.
    staff_rows: list[tuple[object, ...]] = []
    attendants: dict[str, list[tuple[int, str]]] = {}
    for code, names in STAFF_NAMES.items():
        base = len(staff_rows)
        gm, fom, ehk = base + 1, base + 2, base + 3
        jobs = [
            ("General Manager", None),
            ("Front Office Manager", gm),
            ("Executive Housekeeper", gm),
            ("F&B Manager", gm),
        ]
        n_att = ATTENDANTS[code]
        n_desk = len(names) - 4 - n_att
        jobs += [("Front Desk Agent", fom)] * n_desk + [("Room Attendant", ehk)] * n_att
        for offset, (name, (title, manager)) in enumerate(zip(names, jobs, strict=True)):
            staff_id = base + offset + 1
            hired = day_text(-rng.randint(60, 3000))
            staff_rows.append((staff_id, prop_ids[code], name, title, manager, hired))
            if title == "Room Attendant":
                attendants.setdefault(code, []).append((staff_id, name))
    db.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?)", staff_rows)
    speed: dict[int, tuple[int, int]] = {}
    for ids in attendants.values():
        for sid, name in ids:
            mean = rng.randint(27, 41)
            speed[sid] = (50, 75) if name == SLOW_ATTENDANT else (mean - 5, mean + 5)

    # Each room is walked through time: a vacant gap of at most six nights, then a stay.
    bookings: list[Booking] = []
    for room_id, code, number, rt in rooms:
        info = prop_info[code]
        base_rate, nights_dist = info[6], info[10]
        last_night = OUT_OF_ORDER.get((code, number))
        end_day = DAYS_AHEAD if last_night is None else -last_night + 1
        cursor = -DAYS_BACK - rng.randint(1, 5)
        planted = code == "FAO" and rt == "STE"
        while True:
            gap = min(int(rng.expovariate(1.0)), 6)
            nights = int(pick(rng, nights_dist))
            chnl = pick(rng, CHANNELS)
            rate = round(base_rate * rate_mult[rt] * rng.uniform(0.9, 1.1) * (1.06 if chnl == "OTA" else 1.0), 2)
            adults = 1 if chnl == "CORP" else rng.choice([1, 2, 2, 2])
            kids = rng.choice([0, 1, 2]) if rt in ("FAM", "STE") and adults == 2 else 0
            low, high = LEAD_DAYS[chnl]
            lead, lead_minutes, recent_minutes = rng.randint(low, high), grid(0, 1435), grid(0, 3 * 1440)
            ci_minutes, co_minutes = grid(14 * 60, 22 * 60), grid(7 * 60, 12 * 60)
            no_show = rng.random() < 0.03
            arr = cursor + gap
            if planted and arr + nights > BIG_SPENDER_NIGHTS[0] and cursor <= BIG_SPENDER_NIGHTS[0]:
                arr, nights, chnl, no_show = (
                    BIG_SPENDER_NIGHTS[0],
                    BIG_SPENDER_NIGHTS[1] - BIG_SPENDER_NIGHTS[0],
                    "WEB",
                    False,
                )
                rate, adults, kids = round(base_rate * rate_mult[rt], 2), 2, 0
                planted = False
            dep = arr + nights
            if dep > end_day:
                break
            cursor = dep
            if arr < -DAYS_BACK:
                continue
            booked = at(arr - lead, 0) - datetime.timedelta(minutes=lead_minutes)
            if booked > now:
                booked = at(0, 0) - datetime.timedelta(minutes=recent_minutes)
            bookings.append(
                Booking(
                    code,
                    room_id,
                    rt,
                    arr,
                    dep,
                    chnl,
                    rate,
                    adults,
                    kids,
                    booked,
                    at(arr, ci_minutes),
                    at(dep, co_minutes),
                    no_show,
                )
            )
    # Cancelled bookings: a twin of some kept booking, cancelled before arrival.
    cancelled: list[Booking] = []
    for booking in bookings:
        share = CANCEL_SHARE[booking.chnl]
        roll, shift, earlier, point = rng.random(), rng.randint(-2, 2), grid(0, 20 * 1440), rng.random()
        if roll >= share / (1 - share):
            continue
        arr = booking.arr + shift
        booked = booking.booked - datetime.timedelta(minutes=earlier)
        span = max(0.0, (at(arr, 14 * 60) - booked).total_seconds())
        cxl = booked + datetime.timedelta(minutes=5 * int(point * span / 300))
        if cxl > now or arr < -DAYS_BACK:
            continue
        twin = dataclasses.replace(booking, arr=arr, dep=booking.dep + shift, booked=booked, no_show=False)
        twin.sts, twin.cxl = "X", cxl
        cancelled.append(twin)

    for booking in bookings:
        if booking.no_show and booking.arr < 0:
            booking.sts = "N"
        elif booking.ci > now:
            booking.sts = "R"
        elif booking.co > now:
            booking.sts = "I"
        else:
            booking.sts = "O"

    # Guests: the planted two first, then a pool; nobody else holds more than three reservations.
    guest_names = [TOP_GUEST, BIG_SPENDER]
    seen = set(guest_names)
    while len(guest_names) < N_GUESTS:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name in seen:
            name = f"{name.split(' ')[0]} {rng.choice(LAST_NAMES)}-{rng.choice(LAST_NAMES)}"
        if name in seen:
            continue
        seen.add(name)
        guest_names.append(name)
    tally = [0] * (N_GUESTS + 1)
    top_days: list[tuple[int, int]] = []
    everything = sorted(bookings + cancelled, key=lambda b: (b.arr, b.room_id, b.sts))
    for booking in everything:
        draw = rng.random()
        if (
            booking.prop == "FAO"
            and booking.arr == BIG_SPENDER_NIGHTS[0]
            and booking.rt == "STE"
            and booking.sts != "X"
        ):
            booking.guest = 2
            continue
        if (
            booking.prop in ("LIS", "MAD", "BCN")
            and booking.sts == "O"
            and booking.arr >= -88
            and booking.dep - booking.arr <= 3
            and len(top_days) < TOP_GUEST_STAYS
            and all(booking.arr > dep + 1 for _, dep in top_days)
            and draw < 0.25
        ):
            booking.guest, booking.chnl, booking.adults, booking.kids = 1, "CORP", 1, 0
            top_days.append((booking.arr, booking.dep))
            continue
        while True:
            guest = rng.randint(3, N_GUESTS)
            if tally[guest] < GUEST_CAP:
                tally[guest] += 1
                booking.guest = guest
                break
    if len(top_days) != TOP_GUEST_STAYS:
        raise RuntimeError(f"hotel estate: planted {len(top_days)} stays for {TOP_GUEST}")
    first_booking: dict[int, datetime.datetime] = {}
    for booking in everything:
        first_booking[booking.guest] = min(first_booking.get(booking.guest, booking.booked), booking.booked)
    guest_rows = []
    for guest_id, name in enumerate(guest_names, start=1):
        ascii_name = name.lower().encode("ascii", "ignore").decode().replace(" ", ".")
        tier = "platinum" if guest_id == 1 else "gold" if guest_id == 2 else pick(rng, TIERS)
        back = rng.randint(0, 700)
        enrolled = first_booking.get(guest_id, at(0, 0)) - datetime.timedelta(days=back)
        guest_rows.append(
            (
                guest_id,
                name,
                f"{ascii_name}.{guest_id}@example.net",
                "FI" if guest_id == 1 else "DE" if guest_id == 2 else pick(rng, COUNTRIES),
                tier,
                enrolled.strftime("%Y-%m-%d"),
            )
        )
    db.executemany("INSERT INTO guest VALUES (?, ?, ?, ?, ?, ?)", guest_rows)

    everything.sort(key=lambda b: (b.booked, b.room_id))
    resv_rows: list[tuple[object, ...]] = []
    stay_rows: list[tuple[object, ...]] = []
    folio_rows: list[tuple[int, str, str, str, str, float]] = []
    task_rows: list[tuple[int, int, str, str, int, int]] = []
    review_rows: list[tuple[int, int, str, str]] = []
    spa_share = {p[0]: p[8] for p in PROPERTIES}
    review_mean = {p[0]: p[9] for p in PROPERTIES}
    for resv_id, booking in enumerate(everything, start=1):
        resv_rows.append(
            (
                resv_id,
                f"{booking.prop}{resv_id + 40000:06d}",
                booking.guest,
                prop_ids[booking.prop],
                booking.rt,
                fmt(booking.booked),
                day_text(booking.arr),
                day_text(booking.dep),
                booking.adults,
                booking.kids,
                booking.chnl,
                booking.rate,
                booking.sts,
                fmt(booking.cxl) if booking.cxl else None,
            )
        )
        if booking.sts not in ("I", "O"):
            continue
        stay_id = len(stay_rows) + 1
        out = booking.co if booking.sts == "O" else None
        stay_rows.append((stay_id, resv_id, booking.room_id, fmt(booking.ci), fmt(out) if out else None))
        until = out or now
        spender = booking.guest == 2
        for day in range(booking.arr, booking.dep):
            night = at(day, 23 * 60 + 50)
            charges = [("RM", "Room night", booking.rate, 23 * 60 + 50)]
            for chg, descr, chance, cheapest, dearest, first, last in EXTRAS:
                roll, amount, minute = rng.random(), rng.uniform(cheapest, dearest), grid(first, last)
                if roll < chance * (2.5 if spender else 1.0):
                    charges.append((chg, descr, amount * (1.4 if booking.prop == "FAO" else 1.0), minute))
            roll, amount, minute = rng.random(), rng.uniform(55.0, 190.0), grid(10 * 60, 19 * 60)
            if roll < (1.0 if spender else spa_share[booking.prop]):
                charges.append(("SPA", "Spa treatment", amount * (1.6 if spender else 1.0), minute))
            if day == booking.arr and rng.random() < 0.18:
                charges.append(("PRK", "Parking", 18.0 * (booking.dep - booking.arr), 23 * 60 + 50))
            for chg, descr, amount, minute in charges:
                moment = at(day, minute)
                if moment < booking.ci or moment > until or (chg != "RM" and moment > night):
                    continue
                folio_rows.append((stay_id, day_text(day), moment.strftime("%H:%M"), chg, descr, round(amount, 2)))
        # Housekeeping: a stayover service on most mornings, a departure clean after check-out.
        staff_pool = attendants[booking.prop]
        for day in range(booking.arr + 1, booking.dep):
            roll, who, start, length = (
                rng.random(),
                rng.choice(staff_pool)[0],
                grid(9 * 60, 13 * 60),
                rng.randint(12, 26),
            )
            if roll < 0.55 and at(day, start + length) <= now:
                task_rows.append((booking.room_id, who, "stayover", day_text(day), start, length))
        who = rng.choice(staff_pool)[0]
        co_minute = (booking.co - at(booking.dep, 0)).seconds // 60
        start = co_minute + grid(15, 150)
        low, high = speed[who]
        length = rng.randint(low, high)
        if out is not None and at(booking.dep, start + length) <= now:
            task_rows.append((booking.room_id, who, "departure", day_text(booking.dep), start, length))
            roll, delay, minute = rng.random(), rng.randint(1, 9), grid(7 * 60, 23 * 60)
            score = max(1, min(10, round(rng.gauss(review_mean[booking.prop], 1.3))))
            source = pick(rng, REVIEW_SOURCES)
            posted = at(booking.dep + delay, minute)
            if roll < 0.36 and posted <= now:
                review_rows.append((stay_id, score, source, fmt(posted)))
    # Deep cleans: every room about once a month.
    for room_id, code, number, _ in rooms:
        day = -DAYS_BACK + rng.randint(0, 30)
        while True:
            who, start, length = rng.choice(attendants[code])[0], grid(10 * 60, 14 * 60), rng.randint(90, 150)
            last_night = OUT_OF_ORDER.get((code, number))
            if day > 0 or (last_night is not None and day > -last_night) or at(day, start + length) > now:
                break
            task_rows.append((room_id, who, "deep clean", day_text(day), start, length))
            day += rng.randint(25, 38)

    db.executemany("INSERT INTO resv VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", resv_rows)
    db.executemany("INSERT INTO stay VALUES (?, ?, ?, ?, ?)", stay_rows)
    folio_rows.sort(key=lambda row: (row[1], row[2], row[0]))
    db.executemany(
        "INSERT INTO folio_line (stay_id, post_dt, post_tm, chg_cd, descr, amt) VALUES (?, ?, ?, ?, ?, ?)",
        folio_rows,
    )
    task_rows.sort(key=lambda row: (row[3], row[4], row[0]))
    db.executemany(
        "INSERT INTO hk_task (room_id, staff_id, task_typ, task_dt, start_tm, dur_min) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (room, who, kind, day, f"{start // 60:02d}:{start % 60:02d}", length)
            for room, who, kind, day, start, length in task_rows
        ],
    )
    review_rows.sort(key=lambda row: (row[3], row[0]))
    db.executemany("INSERT INTO review (stay_id, score, src, posted_ts) VALUES (?, ?, ?, ?)", review_rows)
    close_checked(db, "hotel")
