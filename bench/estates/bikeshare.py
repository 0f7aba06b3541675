"""A city bike-share operator (docked classic bikes, e-bikes and cargo bikes in Valencia) as an analytics star
schema in a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): trips, repairs and
rebalancing runs fill the 100 days before ``now`` on a one-minute grid of each day (trips) or a five-minute one
(repairs, rebalancing), so two builds with the same seed and ``now`` values a whole number of days apart give
the same answers to relative-time questions. Timestamps (``*_ts``) are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC.

The warehouse is a star: ``dim_`` tables keyed by integer surrogate keys (``station_sk``, ``bike_sk``,
``rider_sk``, ``plan_sk``) beside the source systems' natural codes (``station_code`` VT-001, ``bike_code``
VT-B0001, ``rider_code`` R-100001, ``plan_code``), and ``dim_date`` keyed by ``date_key``, an integer
``YYYYMMDD`` (20261125), covering about three years back and one ahead. The facts point at the dimensions:
``fact_trip`` (one row per ride: ``start_date_key``, ``start_ts``/``end_ts``, start and end station, bike,
rider, the degenerate flag ``is_member`` copied from the rider's plan at ride time, measures ``duration_s``,
``distance_m`` and ``fare_amount`` in euros), ``fact_maintenance`` (one row per repair job: where the bike was
reported, ``issue_type``, ``reported_ts``/``resolved_ts``, ``labour_minutes``, ``parts_cost`` in euros) and
``fact_rebalancing`` (one row per van run moving ``bikes_moved`` bikes from one station to another). A rider's
plan is on the rider (``dim_rider.plan_sk``, a snowflaked outrigger), not on the trip.

A trip is still in progress exactly when ``end_ts`` is NULL: its ``end_station_sk``, ``duration_s``,
``distance_m`` and ``fare_amount`` are NULL too. A repair job is open (the bike is in the workshop) exactly
when ``resolved_ts`` is NULL, and then ``labour_minutes`` and ``parts_cost`` are NULL. A rebalancing run is
under way while ``finished_ts`` is NULL. A station or bike is in service while ``is_active`` is 1
(``decommissioned_date_key`` / ``retired_date_key`` say since when it is not). ``bike_type`` is classic,
ebike or cargo. Fares: the plan's ``unlock_fee`` plus ``per_minute_rate`` for each started minute beyond its
``free_minutes``, plus ``ebike_surcharge_per_min`` for every minute on an e-bike.

Planted signals:

* Estació del Nord is by far the busiest station for departures (about twice the runner-up), which makes
  L'Eixample the district whose departures earn the most fares; Plaça de l'Ajuntament and Blasco Ibáñez -
  Facultats follow, each about twice any other station (only these three pass 250 departures in 30 days);
* arrivals rank Estació del Nord, Ciutat Administrativa (the office district's station, filled every
  morning), Plaça de l'Ajuntament, in that order with clear gaps;
* rider R-100417, an annual member, commutes twice a day every day (about 60 rides in 30 days; nobody else
  more than about 20);
* two stations installed yesterday and today (Marina Sud, Parc Central Est) have never seen a trip start or
  end; Mercat de Russafa (temporary) was decommissioned 50 days ago;
* three bikes (VT-B0031, VT-B0158, VT-B0203) left 4, 7 and 27 hours ago and are still out: no other ride
  lasts over two hours;
* three e-bikes (VT-B0167, VT-B0186, VT-B0194) have waited in the workshop for a battery for 17 to 26 days:
  the only bikes in service that nobody rode in the last 14 days;
* VT-B0077 broke down nine times in the last 90 days (brakes and chain), no other bike more than six;
* flat tyres are by far the most common fault; battery jobs take days, the rest hours;
* Ciutat Administrativa (the office district's station) fills up every morning: rebalancing vans took far more
  bikes out of it than out of any other station;
* two plans (Annual membership (2019 tariff), Corporate fleet) have no riders;
* ten e-bikes (Voltea E2) joined the fleet 20 days ago; four classic bikes were retired 40 to 70 days ago;
* no rider signed up today, 7, 14 or 30 days ago (so "in the last N days" reads the same whichever
  boundary is counted).
"""

from __future__ import annotations

import datetime
import math
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE dim_date (
    date_key     INTEGER PRIMARY KEY,
    full_date    TEXT NOT NULL UNIQUE,
    day_of_week  INTEGER NOT NULL,
    day_name     TEXT NOT NULL,
    is_weekend   INTEGER NOT NULL,
    iso_week     INTEGER NOT NULL,
    month_num    INTEGER NOT NULL,
    month_name   TEXT NOT NULL,
    quarter      INTEGER NOT NULL,
    year_num     INTEGER NOT NULL
);
CREATE TABLE dim_station (
    station_sk              INTEGER PRIMARY KEY,
    station_code            TEXT NOT NULL UNIQUE,
    station_name            TEXT NOT NULL,
    district                TEXT NOT NULL,
    dock_count              INTEGER NOT NULL,
    latitude                REAL NOT NULL,
    longitude               REAL NOT NULL,
    installed_date_key      INTEGER NOT NULL REFERENCES dim_date(date_key),
    decommissioned_date_key INTEGER REFERENCES dim_date(date_key),
    is_active               INTEGER NOT NULL
);
CREATE TABLE dim_bike (
    bike_sk               INTEGER PRIMARY KEY,
    bike_code             TEXT NOT NULL UNIQUE,
    bike_type             TEXT NOT NULL,
    model                 TEXT NOT NULL,
    commissioned_date_key INTEGER NOT NULL REFERENCES dim_date(date_key),
    retired_date_key      INTEGER REFERENCES dim_date(date_key),
    is_active             INTEGER NOT NULL
);
CREATE TABLE dim_plan (
    plan_sk                 INTEGER PRIMARY KEY,
    plan_code               TEXT NOT NULL UNIQUE,
    plan_name               TEXT NOT NULL,
    is_member_plan          INTEGER NOT NULL,
    annual_fee              NUMERIC(8, 2) NOT NULL,
    unlock_fee              NUMERIC(8, 2) NOT NULL,
    per_minute_rate         NUMERIC(8, 2) NOT NULL,
    free_minutes            INTEGER NOT NULL,
    ebike_surcharge_per_min NUMERIC(8, 2) NOT NULL,
    on_sale                 INTEGER NOT NULL
);
CREATE TABLE dim_rider (
    rider_sk        INTEGER PRIMARY KEY,
    rider_code      TEXT NOT NULL UNIQUE,
    plan_sk         INTEGER NOT NULL REFERENCES dim_plan(plan_sk),
    signup_date_key INTEGER NOT NULL REFERENCES dim_date(date_key),
    home_district   TEXT,
    birth_year      INTEGER,
    gender          TEXT NOT NULL
);
CREATE TABLE fact_trip (
    trip_sk         INTEGER PRIMARY KEY,
    start_date_key  INTEGER NOT NULL REFERENCES dim_date(date_key),
    start_ts        TEXT NOT NULL,
    end_ts          TEXT,
    start_station_sk INTEGER NOT NULL REFERENCES dim_station(station_sk),
    end_station_sk  INTEGER REFERENCES dim_station(station_sk),
    bike_sk         INTEGER NOT NULL REFERENCES dim_bike(bike_sk),
    rider_sk        INTEGER NOT NULL REFERENCES dim_rider(rider_sk),
    is_member       INTEGER NOT NULL,
    duration_s      INTEGER,
    distance_m      INTEGER,
    fare_amount     NUMERIC(8, 2)
);
CREATE TABLE fact_maintenance (
    maintenance_sk    INTEGER PRIMARY KEY,
    bike_sk           INTEGER NOT NULL REFERENCES dim_bike(bike_sk),
    station_sk        INTEGER NOT NULL REFERENCES dim_station(station_sk),
    reported_date_key INTEGER NOT NULL REFERENCES dim_date(date_key),
    reported_ts       TEXT NOT NULL,
    resolved_ts       TEXT,
    issue_type        TEXT NOT NULL,
    labour_minutes    INTEGER,
    parts_cost        NUMERIC(8, 2)
);
CREATE TABLE fact_rebalancing (
    rebalancing_sk   INTEGER PRIMARY KEY,
    date_key         INTEGER NOT NULL REFERENCES dim_date(date_key),
    van_code         TEXT NOT NULL,
    from_station_sk  INTEGER NOT NULL REFERENCES dim_station(station_sk),
    to_station_sk    INTEGER NOT NULL REFERENCES dim_station(station_sk),
    bikes_moved      INTEGER NOT NULL,
    started_ts       TEXT NOT NULL,
    finished_ts      TEXT
);
CREATE INDEX fact_trip_start ON fact_trip(start_ts);
CREATE INDEX fact_trip_bike ON fact_trip(bike_sk);
CREATE INDEX fact_trip_rider ON fact_trip(rider_sk);
"""

DAYS_BACK = 100
DATE_SPAN = (-1100, 370)  # dim_date covers these days around today
STATIONS = [  # name, district, weight as a departure, weight as an arrival
    ("Plaça de l'Ajuntament", "Ciutat Vella", 2.6, 2.0),
    ("Plaça de la Reina", "Ciutat Vella", 1.2, 1.2),
    ("Mercat Central", "Ciutat Vella", 1.3, 1.3),
    ("Torres de Serrans", "Ciutat Vella", 0.9, 0.9),
    ("Plaça del Carme", "Ciutat Vella", 0.8, 0.8),
    ("Estació del Nord", "L'Eixample", 5.5, 4.5),
    ("Mercat de Colón", "L'Eixample", 1.1, 1.1),
    ("Gran Via Marqués del Túria", "L'Eixample", 1.0, 1.0),
    ("Russafa - Sueca", "L'Eixample", 1.0, 1.0),
    ("Mercat de Russafa (temporary)", "L'Eixample", 1.0, 1.0),
    ("Plaça d'Espanya", "Extramurs", 0.9, 0.9),
    ("Jardí Botànic", "Extramurs", 0.8, 0.8),
    ("Àngel Guimerà", "Extramurs", 0.9, 0.9),
    ("La Petxina", "Extramurs", 0.7, 0.7),
    ("Ciutat Administrativa", "Campanar", 0.6, 6.5),
    ("Nou Campanar", "Campanar", 0.7, 0.7),
    ("Bioparc", "Campanar", 0.6, 0.6),
    ("Av. Pius XII", "Campanar", 0.8, 0.8),
    ("Plaça de Benimaclet", "Benimaclet", 1.0, 1.0),
    ("Primat Reig", "Benimaclet", 0.8, 0.8),
    ("Universitat Politècnica", "Benimaclet", 1.2, 1.2),
    ("Vicent Zaragozá", "Benimaclet", 0.6, 0.6),
    ("Blasco Ibáñez - Facultats", "Algirós", 2.6, 1.4),
    ("Av. Aragó", "Algirós", 0.9, 0.9),
    ("Ciutat Universitària", "Algirós", 1.0, 1.0),
    ("La Carrasca", "Algirós", 0.6, 0.6),
    ("Platja de les Arenes", "Poblats Marítims", 1.1, 1.1),
    ("El Cabanyal", "Poblats Marítims", 0.9, 0.9),
    ("Marina Nord", "Poblats Marítims", 0.8, 0.8),
    ("Marina Sud", "Poblats Marítims", 0.0, 0.0),
    ("Port - Tinglado 2", "Poblats Marítims", 0.7, 0.7),
    ("Ciutat de les Arts i les Ciències", "Quatre Carreres", 1.3, 1.3),
    ("L'Hemisfèric", "Quatre Carreres", 0.8, 0.8),
    ("Parc Central Est", "Quatre Carreres", 0.0, 0.0),
    ("Mercat de Montolivet", "Quatre Carreres", 0.6, 0.6),
    ("Fonteta", "Quatre Carreres", 0.6, 0.6),
]  # fmt: skip
HUB = "Estació del Nord"
OFFICES = "Ciutat Administrativa"
COMMUTER_HOME = "Plaça de Benimaclet"
NEW_STATIONS = {"Marina Sud": -1, "Parc Central Est": 0}  # installed on these days: no trips yet
CLOSED_STATION = ("Mercat de Russafa (temporary)", -50)
PLANS = [  # code, name, member plan, annual fee, unlock fee, per minute, free minutes, on sale, share of riders
    ("PAYG", "Pay as you go", 0, 0.0, 1.0, 0.2, 0, 1, 0.30),
    ("TOURIST", "3-day tourist pass", 0, 12.0, 0.5, 0.1, 20, 1, 0.10),
    ("ANNUAL", "Annual membership", 1, 48.0, 0.0, 0.1, 30, 1, 0.45),
    ("STUDENT", "Student annual", 1, 24.0, 0.0, 0.1, 30, 1, 0.15),
    ("ANNUAL19", "Annual membership (2019 tariff)", 1, 36.0, 0.0, 0.08, 45, 0, 0.0),
    ("CORP", "Corporate fleet", 1, 0.0, 0.0, 0.05, 45, 1, 0.0),
]  # fmt: skip
EBIKE_SURCHARGE = 0.10
FLEET = [  # type, model, count, km/h
    ("classic", "Cityline C2", 90, 12.0),
    ("classic", "Cityline C3", 60, 13.0),
    ("ebike", "Voltea E1", 50, 18.0),
    ("ebike", "Voltea E2", 30, 19.0),
    ("cargo", "Packster 40", 10, 10.0),
]  # fmt: skip
NEW_EBIKES = 10  # the last ten Voltea E2 joined the fleet 20 days ago
RETIRED = {12: -70, 45: -58, 96: -47, 140: -40}  # bike number: retired on that day
OVERDUE = {31: 4 * 60 + 5, 158: 7 * 60, 203: 27 * 60}  # bike number: minutes since it left, still out
BATTERY_WAIT = {167: -26, 186: -21, 194: -17}  # e-bike number: day its battery job opened (still open)
LEMON = 77  # the bike that keeps breaking
COMMUTER = 417  # R-100417
N_RIDERS = 1800
QUIET_SIGNUP_DAYS = {0, -7, -14, -30}
TRIPS_PER_DAY = 150
HOUR_WEIGHTS = [0.3, 0.2, 0.1, 0.1, 0.2, 0.6, 1.5, 3.0, 3.2, 2.0, 1.4, 1.4, 1.6, 1.6, 1.4, 1.5, 2.2, 3.0, 3.0,
                2.2, 1.5, 1.0, 0.7, 0.5]  # fmt: skip
ISSUES = [  # issue, weight, hours to fix (low, high), labour minutes (low, high), parts (low, high)
    ("flat tyre", 0.42, (2, 10), (15, 30), (4.0, 12.0)),
    ("brakes", 0.16, (3, 20), (20, 45), (6.0, 25.0)),
    ("chain", 0.12, (2, 12), (15, 40), (5.0, 18.0)),
    ("lights", 0.12, (1, 6), (10, 20), (3.0, 9.0)),
    ("vandalism", 0.08, (24, 72), (40, 120), (20.0, 90.0)),
    ("battery", 0.10, (48, 120), (30, 60), (180.0, 320.0)),
]  # fmt: skip
GENDERS = [("F", 0.46), ("M", 0.48), ("X", 0.02), ("U", 0.04)]
VANS = ["VAN-01", "VAN-02", "VAN-03", "VAN-04"]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt = clock.now, clock.at, clock.fmt
    db = new_database(path, SCHEMA)

    def key(day: int) -> int:
        return int(clock.day_text(day).replace("-", ""))

    def grid5(moment: datetime.datetime) -> datetime.datetime:
        return moment.replace(minute=moment.minute - moment.minute % 5, second=0)

    # dim_date: plain calendar attributes, no randomness.
    dates = []
    for day in range(DATE_SPAN[0], DATE_SPAN[1] + 1):
        d = clock.midnight.date() + datetime.timedelta(days=day)
        iso = d.isocalendar()
        dates.append(
            (key(day), d.isoformat(), iso.weekday, d.strftime("%A"), int(iso.weekday >= 6), iso.week, d.month,
             d.strftime("%B"), (d.month - 1) // 3 + 1, d.year)
        )  # fmt: skip
    db.executemany("INSERT INTO dim_date VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", dates)

    # Stations.
    station_sk = {name: i for i, (name, *_) in enumerate(STATIONS, start=1)}
    station_rows: list[tuple[object, ...]] = []
    for name, district, *_ in STATIONS:
        sk = station_sk[name]
        installed = NEW_STATIONS.get(name, -rng.randint(400, 1000))
        closed = CLOSED_STATION[1] if name == CLOSED_STATION[0] else None
        station_rows.append(
            (sk, f"VT-{sk:03d}", name, district, rng.choice([15, 20, 20, 25, 30]) + (15 if name == HUB else 0),
             round(39.44 + rng.uniform(0, 0.06), 5), round(-0.41 + rng.uniform(0, 0.09), 5), key(installed),
             key(closed) if closed is not None else None, int(closed is None))
        )  # fmt: skip
    db.executemany("INSERT INTO dim_station VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", station_rows)
    closed_sk, closed_day = station_sk[CLOSED_STATION[0]], CLOSED_STATION[1]

    def station_weights(day: int, arrival: bool, morning: bool) -> tuple[list[int], list[float]]:
        sks, weights = [], []
        for name, _, dep, arr in STATIONS:
            sk = station_sk[name]
            if sk == closed_sk and day >= closed_day:
                continue
            weight = arr if arrival else dep
            if name == OFFICES and not arrival and not morning:
                weight = 1.8  # everyone leaves the offices in the evening
            if name == OFFICES and arrival and not morning:
                weight = 0.5
            sks.append(sk)
            weights.append(weight)
        return sks, weights

    # Plans and riders.
    plan_sk = {code: i for i, (code, *_) in enumerate(PLANS, start=1)}
    db.executemany(
        "INSERT INTO dim_plan VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(plan_sk[c], c, n, m, fee, unlock, rate, free, EBIKE_SURCHARGE, sale)
         for c, n, m, fee, unlock, rate, free, sale, _ in PLANS],
    )  # fmt: skip
    plan_info = {plan_sk[c]: (m, unlock, rate, free) for c, _, m, _, unlock, rate, free, _, _ in PLANS}
    districts = sorted({d for _, d, *_ in STATIONS})
    signup_days: list[int] = []
    in_window = N_RIDERS - 1500
    for _ in range(1500):
        signup_days.append(-rng.randint(DAYS_BACK + 1, 1000))
    recent = [d for d in range(-DAYS_BACK, 1) if d not in QUIET_SIGNUP_DAYS]
    for _ in range(in_window):
        signup_days.append(rng.choice(recent))
    signup_days.sort()
    rider_rows: list[tuple[object, ...]] = []
    rider_plan: dict[int, int] = {}
    rider_weight: dict[int, float] = {}
    for i, signup in enumerate(signup_days, start=1):
        code = pick(rng, [(c, share) for c, *_, share in PLANS if share > 0])
        if i == COMMUTER:
            code = "ANNUAL"
            signup = min(signup, -200)
        sk = plan_sk[code]
        rider_plan[i] = sk
        member = plan_info[sk][0]
        rider_weight[i] = (2.5 if member else 1.0) * rng.choice([0.3, 0.6, 1.0, 1.0, 1.5, 2.5])
        rider_rows.append(
            (i, f"R-{100000 + i}", sk, key(signup), rng.choice(districts) if rng.random() < 0.85 else None,
             rng.randint(1950, 2006) if rng.random() < 0.9 else None, pick(rng, GENDERS))
        )  # fmt: skip
        signup_days[i - 1] = signup
    db.executemany("INSERT INTO dim_rider VALUES (?, ?, ?, ?, ?, ?, ?)", rider_rows)
    rider_signup = {i: signup_days[i - 1] for i in range(1, N_RIDERS + 1)}

    # Bikes.
    bike_rows: list[tuple[object, ...]] = []
    bike_type: dict[int, str] = {}
    bike_speed: dict[int, float] = {}
    bike_start: dict[int, int] = {}
    for btype, model, count, speed in FLEET:
        for k in range(count):
            sk = len(bike_rows) + 1
            new = model == "Voltea E2" and k >= count - NEW_EBIKES
            commissioned = -20 if new else -rng.randint(150, 1000)
            retired = RETIRED.get(sk)
            bike_rows.append(
                (sk, f"VT-B{sk:04d}", btype, model, key(commissioned), key(retired) if retired else None,
                 int(retired is None))
            )  # fmt: skip
            bike_type[sk], bike_speed[sk], bike_start[sk] = btype, speed, commissioned
    db.executemany("INSERT INTO dim_bike VALUES (?, ?, ?, ?, ?, ?, ?)", bike_rows)
    n_bikes = len(bike_rows)

    # Repairs first: a bike in the workshop cannot be ridden.
    active_sks = [station_sk[name] for name, _, weight, _ in STATIONS if weight > 0]
    jobs: list[tuple[int, int, datetime.datetime, datetime.datetime, str]] = []  # bike, station, from, to, issue

    def add_job(bike: int, day: int, minutes: int, issue: str, hours: float | None = None) -> None:
        spec = next(s for s in ISSUES if s[0] == issue)
        fix = hours if hours is not None else rng.uniform(*spec[2])
        reported = at(day, minutes)
        resolved = grid5(reported + datetime.timedelta(hours=fix))
        where = [sk for sk in active_sks if not (sk == closed_sk and day >= closed_day)]
        jobs.append((bike, rng.choice(where), reported, resolved, issue))

    for day in range(-DAYS_BACK, 1):
        for _ in range(rng.choice([2, 3, 3, 4, 4, 5])):
            minutes = 5 * rng.randint(7 * 12, 20 * 12)
            issue = pick(rng, [(name, w) for name, w, *_ in ISSUES])
            pool = [
                b for b in range(1, n_bikes + 1)
                if b not in BATTERY_WAIT and b != LEMON and b not in OVERDUE and b not in RETIRED
                and (issue != "battery" or bike_type[b] == "ebike") and bike_start[b] < day
            ]  # fmt: skip
            add_job(rng.choice(pool), day, minutes, issue)
    for k in range(9):  # the lemon: brakes and chain every ten days
        add_job(LEMON, -88 + 10 * k, 5 * rng.randint(8 * 12, 18 * 12), "brakes" if k % 2 else "chain")
    for bike, day in BATTERY_WAIT.items():
        add_job(bike, day, 5 * rng.randint(9 * 12, 17 * 12), "battery", hours=24 * 60)
    jobs.sort(key=lambda job: job[2])
    busy: dict[int, list[tuple[datetime.datetime, datetime.datetime]]] = {}
    maintenance_rows: list[tuple[object, ...]] = []
    for bike, station, reported, resolved, issue in jobs:
        if reported > now:
            continue
        spec = next(s for s in ISSUES if s[0] == issue)
        done = resolved <= now
        maintenance_rows.append(
            (len(maintenance_rows) + 1, bike, station, key((reported.date() - clock.midnight.date()).days),
             fmt(reported), fmt(resolved) if done else None, issue, rng.randint(*spec[3]) if done else None,
             round(rng.uniform(*spec[4]), 2) if done else None)
        )  # fmt: skip
        busy.setdefault(bike, []).append((reported, resolved if done else now + datetime.timedelta(days=999)))
    db.executemany("INSERT INTO fact_maintenance VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", maintenance_rows)

    # Trips, day by day in start order; each takes the idlest of a few free bikes of the chosen type.
    free_at = {b: at(bike_start[b], 0) for b in range(1, n_bikes + 1)}
    overdue_start = {b: grid5(now - datetime.timedelta(minutes=m)) for b, m in OVERDUE.items()}
    trip_rows: list[tuple[object, ...]] = []
    riders = list(range(1, N_RIDERS + 1))
    offices, home = station_sk[OFFICES], station_sk[COMMUTER_HOME]

    def usable(b: int, start: datetime.datetime, day: int) -> bool:
        if b in RETIRED and day >= RETIRED[b]:
            return False
        if bike_start[b] >= day or free_at[b] > start:
            return False
        if b in overdue_start and start >= overdue_start[b] - datetime.timedelta(hours=2):
            return False
        return not any(s <= start + datetime.timedelta(hours=2) and start <= e for s, e in busy.get(b, []))

    def ride(day: int, start: datetime.datetime, rider: int, start_sk: int, end_sk: int, btype: str) -> None:
        candidates = [b for b in range(1, n_bikes + 1) if bike_type[b] == btype]
        draws = [b for b in rng.sample(candidates, 8) if usable(b, start, day)]
        if not draws:
            draws = [b for b in candidates if usable(b, start, day)]
        bike = min(draws, key=lambda b: free_at[b])
        minutes = max(3.0, min(95.0, rng.lognormvariate(math.log(14), 0.5)))
        if btype == "cargo":
            minutes = min(110.0, minutes * 1.4)
        duration = int(minutes * 60) + rng.randint(0, 59)
        end = start + datetime.timedelta(seconds=duration)
        free_at[bike] = end + datetime.timedelta(minutes=5)
        member, unlock, rate, free = plan_info[rider_plan[rider]]
        if end > now:
            trip_rows.append((len(trip_rows) + 1, key(day), fmt(start), None, start_sk, None, bike, rider, member,
                              None, None, None))  # fmt: skip
            return
        billed = math.ceil(duration / 60)
        fare = unlock + rate * max(0, billed - free) + (EBIKE_SURCHARGE * billed if btype == "ebike" else 0)
        detour = rng.uniform(0.55, 0.85) if end_sk != start_sk else rng.uniform(0.3, 0.5)
        distance = int(bike_speed[bike] / 3.6 * duration * detour)
        trip_rows.append(
            (len(trip_rows) + 1, key(day), fmt(start), fmt(end), start_sk, end_sk, bike, rider, member, duration,
             distance, round(fare, 2))
        )  # fmt: skip

    for day in range(-DAYS_BACK, 1):
        starts = sorted(
            at(day, 60 * int(pick(rng, [(str(h), w) for h, w in enumerate(HOUR_WEIGHTS)])) + rng.randint(0, 59))
            for _ in range(TRIPS_PER_DAY + rng.randint(-20, 20))
        )
        eligible = [r for r in riders if rider_signup[r] < day and r != COMMUTER]
        weights = [rider_weight[r] for r in eligible]
        commute = [at(day, 7 * 60 + 50 + rng.randint(0, 20)), at(day, 17 * 60 + 40 + rng.randint(0, 40))]
        planned = [(s, None) for s in starts] + [(commute[0], "in"), (commute[1], "out")]
        planned.sort(key=lambda p: p[0])
        for start, leg in planned:
            rider = COMMUTER if leg else rng.choices(eligible, weights=weights)[0]
            btype = pick(rng, [("classic", 0.6), ("ebike", 0.35), ("cargo", 0.05)]) if not leg else "ebike"
            morning = start.hour < 12
            if leg == "in":
                start_sk, end_sk = home, offices
            elif leg == "out":
                start_sk, end_sk = offices, home
            else:
                sks, w = station_weights(day, False, morning)
                start_sk = rng.choices(sks, weights=w)[0]
                sks, w = station_weights(day, True, morning)
                end_sk = start_sk if rng.random() < 0.04 else rng.choices(sks, weights=w)[0]
            if start > now:
                continue
            ride(day, start, rider, start_sk, end_sk, btype)
    # The three bikes still out, long past any normal ride.
    casual = [r for r in riders if plan_info[rider_plan[r]][0] == 0 and rider_signup[r] < -30]
    for bike, start in sorted(overdue_start.items()):
        day = (start.date() - clock.midnight.date()).days
        sks, w = station_weights(day, False, start.hour < 12)
        trip_rows.append(
            (len(trip_rows) + 1, key(day), fmt(start), None, rng.choices(sks, weights=w)[0], None, bike,
             rng.choice(casual), 0, None, None, None)
        )  # fmt: skip
    trip_rows.sort(key=lambda row: (row[2], row[0]))
    db.executemany(
        "INSERT INTO fact_trip VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(i, *row[1:]) for i, row in enumerate(trip_rows, start=1)],
    )

    # Rebalancing: vans empty the full stations (the offices above all) into the outer ones.
    rebalancing_rows: list[tuple[object, ...]] = []
    sources = [(OFFICES, 6.0), (HUB, 1.5), ("Plaça de l'Ajuntament", 1.2), ("Blasco Ibáñez - Facultats", 1.2),
               ("Universitat Politècnica", 1.0), ("Platja de les Arenes", 0.8), ("Mercat Central", 0.8)]  # fmt: skip
    for day in range(-DAYS_BACK, 1):
        for _ in range(rng.randint(4, 7)):
            started = at(day, 5 * rng.randint(6 * 12, 21 * 12))
            source = station_sk[pick(rng, sources)]
            targets = [sk for sk in active_sks if sk != source and not (sk == closed_sk and day >= closed_day)]
            target = rng.choice(targets)
            finished = started + datetime.timedelta(minutes=5 * rng.randint(4, 12))
            van, moved = rng.choice(VANS), rng.randint(4, 14)
            if started > now:
                continue
            rebalancing_rows.append(
                (len(rebalancing_rows) + 1, key(day), van, source, target, moved, fmt(started),
                 fmt(finished) if finished <= now else None)
            )  # fmt: skip
    db.executemany("INSERT INTO fact_rebalancing VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rebalancing_rows)
    close_checked(db, "bikeshare")
