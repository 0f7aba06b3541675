"""A Benelux delivery fleet (a B2B parcel and pallet carrier) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): events sit at fixed
times of day on the days from 120 days before ``now`` up to ``now`` itself, so two builds with the same seed
and ``now`` values a whole number of days apart give the same answers to relative-time questions. Timestamps
are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; plain dates (``hire_date``, ``opened_on``) are ``YYYY-MM-DD``.

A delivery is ``delivered`` (with ``delivered_at``), ``failed`` (``delivered_at`` NULL, a ``failure_reason``)
or ``in_transit`` (dispatched today, not delivered yet); it is late when ``delivered_at`` is after
``promised_by``. Fuel logs hold diesel fill-ups (``litres``) and electric-van charging sessions (``kwh``,
``litres`` NULL); cargo bikes charge at the depot and never appear there. A maintenance event is still open
(the vehicle is in the workshop) exactly when ``closed_at`` is NULL.

Planted signals:

* Kasia Nowak, Ruben de Groot and Youssef Amrani make the most deliveries, in that order, with wide gaps;
  two new drivers (Bram Visser, Lotte Jacobs) have never made a delivery;
* the Antwerpen Noord depot delivers late about 30 % of the time, every other depot about 5 to 10 %;
* route EIN-04 takes far longer from dispatch to delivery than any other route;
* "nobody home" is by far the most common reason a delivery fails;
* the Iveco Daily VX-219-K broke down six times, no other vehicle more than twice;
* exactly three vehicles are in the workshop right now (opened within the last 30 hours, not closed);
* the four cargo bikes have no fuel or charging records;
* the Ford E-Transit 1-EVX-322 joined the fleet 20 days ago: by far the lowest odometer of the electric vans;
* drivers Dirk Peeters (8) and Sander Wouters (6) had the most incidents, all within the last 85 days;
  nobody else had more than 3;
* box trucks take about three times as much diesel per fill-up as vans, and Rotterdam Waalhaven (two box
  trucks, the most vans) spends the most on fuel.
"""

from __future__ import annotations

import datetime
import math
import pathlib
import random
from typing import Any

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE depots (
    depot_id     INTEGER PRIMARY KEY,
    depot_name   TEXT NOT NULL UNIQUE,
    city         TEXT NOT NULL,
    country_code TEXT NOT NULL,
    opened_on    TEXT NOT NULL
);
CREATE TABLE drivers (
    driver_id       INTEGER PRIMARY KEY,
    home_depot_id   INTEGER NOT NULL REFERENCES depots(depot_id),
    full_name       TEXT NOT NULL UNIQUE,
    licence_cat     TEXT NOT NULL,
    employment_type TEXT NOT NULL,
    hire_date       TEXT NOT NULL,
    phone           TEXT NOT NULL
);
CREATE TABLE vehicle (
    vehicle_id  INTEGER PRIMARY KEY,
    reg_plate   TEXT NOT NULL UNIQUE,
    make        TEXT NOT NULL,
    model       TEXT NOT NULL,
    body_type   TEXT NOT NULL,
    fuel_type   TEXT NOT NULL,
    depot_id    INTEGER NOT NULL REFERENCES depots(depot_id),
    yr_built    INTEGER NOT NULL,
    payload_kg  INTEGER NOT NULL,
    odometer_km INTEGER NOT NULL
);
CREATE TABLE routes (
    route_id      INTEGER PRIMARY KEY,
    route_code    TEXT NOT NULL UNIQUE,
    depot_id      INTEGER NOT NULL REFERENCES depots(depot_id),
    zone          TEXT NOT NULL,
    planned_km    REAL NOT NULL,
    stops_planned INTEGER NOT NULL
);
CREATE TABLE deliveries (
    delivery_id        INTEGER PRIMARY KEY,
    tracking_no        TEXT NOT NULL UNIQUE,
    route_id           INTEGER NOT NULL REFERENCES routes(route_id),
    driver_id          INTEGER NOT NULL REFERENCES drivers(driver_id),
    vehicle_id         INTEGER NOT NULL REFERENCES vehicle(vehicle_id),
    parcel_qty         INTEGER NOT NULL,
    weight_kg          REAL NOT NULL,
    recipient_postcode TEXT NOT NULL,
    dispatched_at      TEXT NOT NULL,
    promised_by        TEXT NOT NULL,
    delivered_at       TEXT,
    status             TEXT NOT NULL,
    failure_reason     TEXT
);
CREATE TABLE fuel_logs (
    fuel_log_id INTEGER PRIMARY KEY,
    vehicle_id  INTEGER NOT NULL REFERENCES vehicle(vehicle_id),
    driver_id   INTEGER NOT NULL REFERENCES drivers(driver_id),
    filled_at   TEXT NOT NULL,
    litres      REAL,
    kwh         REAL,
    cost_eur    REAL NOT NULL,
    odometer_km INTEGER NOT NULL,
    station     TEXT NOT NULL
);
CREATE TABLE maintenance_events (
    event_id   INTEGER PRIMARY KEY,
    vehicle_id INTEGER NOT NULL REFERENCES vehicle(vehicle_id),
    kind       TEXT NOT NULL,
    workshop   TEXT NOT NULL,
    opened_at  TEXT NOT NULL,
    closed_at  TEXT,
    cost_eur   REAL
);
CREATE TABLE incidents (
    incident_id   INTEGER PRIMARY KEY,
    driver_id     INTEGER NOT NULL REFERENCES drivers(driver_id),
    vehicle_id    INTEGER NOT NULL REFERENCES vehicle(vehicle_id),
    delivery_id   INTEGER REFERENCES deliveries(delivery_id),
    occurred_at   TEXT NOT NULL,
    incident_type TEXT NOT NULL,
    severity      TEXT NOT NULL,
    at_fault      INTEGER NOT NULL DEFAULT 0,
    claim_eur     REAL
);
CREATE INDEX deliveries_dispatched ON deliveries(dispatched_at);
CREATE INDEX deliveries_driver ON deliveries(driver_id);
CREATE INDEX deliveries_route ON deliveries(route_id);
CREATE INDEX fuel_logs_vehicle ON fuel_logs(vehicle_id);
"""

# name, city, country, years open, late rate, workshop
DEPOTS: list[tuple[str, str, str, int, float, str]] = [
    ("Rotterdam Waalhaven", "Rotterdam", "NL", 14, 0.05, "Truckservice Waalhaven"),
    ("Utrecht Lage Weide", "Utrecht", "NL", 9, 0.06, "Garage De Wit"),
    ("Eindhoven Acht", "Eindhoven", "NL", 6, 0.07, "Autobedrijf Van Dongen"),
    ("Antwerpen Noord", "Antwerpen", "BE", 11, 0.30, "Garage Peeters & Zonen"),
    ("Gent Haven", "Gent", "BE", 4, 0.08, "Bandencentrale Gent"),
]
# depot: [(name, weight)]; weight 0: never drives
DRIVERS: dict[str, list[tuple[str, float]]] = {
    "Rotterdam Waalhaven": [
        ("Kasia Nowak", 8.0), ("Jeroen Bakker", 1), ("Mehmet Yilmaz", 1), ("Sanne de Boer", 1),
        ("Tim Verhoeven", 1), ("Anouk Smit", 1), ("Rachid Bouzid", 1), ("Pieter Mulder", 1),
        ("Joost van Dijk", 1), ("Ilse Koster", 1), ("Mark de Jong", 1),
    ],
    "Utrecht Lage Weide": [
        ("Ruben de Groot", 3.7), ("Bram Visser", 0), ("Lisa Hendriks", 1), ("Daan Vos", 1),
        ("Fleur Peters", 1), ("Niels Brouwer", 1), ("Emre Kaya", 1), ("Sven Dekker", 1), ("Maaike Bos", 1),
    ],
    "Eindhoven Acht": [
        ("Koen van Leeuwen", 1), ("Eva Willems", 1), ("Thijs Meijer", 1), ("Noor Hoekstra", 1),
        ("Stijn Kuipers", 1), ("Yasmin El Idrissi", 1), ("Wouter Sanders", 1), ("Roel Jansen", 1),
    ],
    "Antwerpen Noord": [
        ("Youssef Amrani", 2.6), ("Dirk Peeters", 1), ("Lieve Janssens", 1), ("Kobe Maes", 1),
        ("Nathalie Claes", 1), ("Jens Goossens", 1), ("Elif Demir", 1), ("Wim Wuyts", 1), ("Hanne Mertens", 1),
    ],
    "Gent Haven": [
        ("Sander Wouters", 1), ("Lotte Jacobs", 0), ("Tom De Smet", 1), ("Bart Van Damme", 1),
        ("Ines Vermeulen", 1), ("Arne De Clercq", 1), ("Sofie Desmet", 1), ("Jonas Verstraete", 1),
    ],
}  # fmt: skip
NEW_DRIVERS = {"Bram Visser", "Lotte Jacobs"}
INCIDENT_PRONE = {"Dirk Peeters": 8, "Sander Wouters": 6}
# depot: [(plate, make, model, body, fuel, payload kg)]
VEHICLES: dict[str, list[tuple[str, str, str, str, str, int]]] = {
    "Rotterdam Waalhaven": [
        ("VX-219-K", "Iveco", "Daily 35S16", "van", "diesel", 1400),
        ("VX-482-B", "Mercedes-Benz", "Sprinter 316", "van", "diesel", 1300),
        ("VX-507-N", "Mercedes-Benz", "Sprinter 316", "van", "diesel", 1300),
        ("VX-633-R", "Ford", "Transit 350L", "van", "diesel", 1250),
        ("VZ-118-D", "Renault", "Master E-Tech", "van", "electric", 950),
        ("VZ-274-F", "Renault", "Master E-Tech", "van", "electric", 950),
        ("BX-71-TP", "DAF", "LF 230", "box truck", "diesel", 6500),
        ("BX-86-TP", "DAF", "LF 230", "box truck", "diesel", 6500),
        ("CB-ROT-1", "Urban Arrow", "Tender 1500", "cargo bike", "electric", 250),
    ],
    "Utrecht Lage Weide": [
        ("VX-741-H", "Volkswagen", "Crafter 35", "van", "diesel", 1200),
        ("VX-755-L", "Volkswagen", "Crafter 35", "van", "diesel", 1200),
        ("VX-802-S", "Ford", "Transit 350L", "van", "diesel", 1250),
        ("VZ-391-G", "Mercedes-Benz", "eSprinter", "van", "electric", 900),
        ("VZ-402-J", "Mercedes-Benz", "eSprinter", "van", "electric", 900),
        ("CB-UTR-1", "Urban Arrow", "Tender 1500", "cargo bike", "electric", 250),
        ("CB-UTR-2", "Urban Arrow", "Tender 1500", "cargo bike", "electric", 250),
    ],
    "Eindhoven Acht": [
        ("VX-903-P", "Renault", "Master dCi 150", "van", "diesel", 1350),
        ("VX-917-T", "Renault", "Master dCi 150", "van", "diesel", 1350),
        ("VX-926-X", "Iveco", "Daily 35S16", "van", "diesel", 1400),
        ("VZ-455-M", "Ford", "E-Transit", "van", "electric", 1000),
        ("BX-93-VR", "Mercedes-Benz", "Atego 818", "box truck", "diesel", 4200),
    ],
    "Antwerpen Noord": [
        ("1-VGK-482", "Mercedes-Benz", "Sprinter 316", "van", "diesel", 1300),
        ("1-VGK-517", "Mercedes-Benz", "Sprinter 316", "van", "diesel", 1300),
        ("1-VHN-026", "Ford", "Transit 350L", "van", "diesel", 1250),
        ("1-VHN-311", "Iveco", "Daily 35S16", "van", "diesel", 1400),
        ("1-EVX-209", "Renault", "Master E-Tech", "van", "electric", 950),
        ("1-TRK-770", "DAF", "LF 180", "box truck", "diesel", 5000),
    ],
    "Gent Haven": [
        ("1-VKR-640", "Volkswagen", "Crafter 35", "van", "diesel", 1200),
        ("1-VKR-655", "Volkswagen", "Crafter 35", "van", "diesel", 1200),
        ("1-EVX-318", "Ford", "E-Transit", "van", "electric", 1000),
        ("1-EVX-322", "Ford", "E-Transit", "van", "electric", 1000),
        ("CB-GNT-1", "Urban Arrow", "Tender 1500", "cargo bike", "electric", 250),
    ],
}
BREAKDOWN_PRONE = "VX-219-K"
NEW_VAN = "1-EVX-322"  # delivered 20 days ago: by far the lowest odometer of the electric vans
NEW_VAN_DAYS = 20
IN_WORKSHOP = {"VX-633-R": "brakes", "1-VHN-311": "breakdown", "VZ-455-M": "scheduled service"}
# depot: [(code, zone, planned km, stops)]
ROUTES: dict[str, list[tuple[str, str, int, int]]] = {
    "Rotterdam Waalhaven": [
        ("RTM-01", "urban", 42, 28), ("RTM-02", "urban", 38, 31), ("RTM-03", "suburban", 86, 22),
        ("RTM-04", "suburban", 94, 20), ("RTM-05", "rural", 162, 14), ("RTM-06", "rural", 148, 15),
    ],
    "Utrecht Lage Weide": [
        ("UTR-01", "urban", 35, 30), ("UTR-02", "urban", 40, 27), ("UTR-03", "suburban", 78, 21),
        ("UTR-04", "suburban", 82, 19), ("UTR-05", "rural", 139, 13),
    ],
    "Eindhoven Acht": [
        ("EIN-01", "urban", 44, 26), ("EIN-02", "suburban", 91, 20), ("EIN-03", "rural", 151, 14),
        ("EIN-04", "rural", 212, 11),
    ],
    "Antwerpen Noord": [
        ("ANT-01", "urban", 39, 29), ("ANT-02", "urban", 45, 27), ("ANT-03", "suburban", 88, 21),
        ("ANT-04", "suburban", 97, 18), ("ANT-05", "rural", 144, 14),
    ],
    "Gent Haven": [
        ("GNT-01", "urban", 33, 30), ("GNT-02", "suburban", 76, 20), ("GNT-03", "rural", 128, 15),
        ("GNT-04", "rural", 135, 13),
    ],
}  # fmt: skip
SLOW_ROUTE = "EIN-04"
ZONE_HOURS = {"urban": (1.0, 4.0), "suburban": (1.5, 5.0), "rural": (2.0, 6.0)}
FAILURE_REASONS = [("nobody home", 0.55), ("address not found", 0.15), ("refused", 0.1), ("access restricted", 0.2)]
INCIDENT_TYPES = [("scrape", 0.4), ("parcel damage", 0.25), ("collision", 0.2), ("theft", 0.08), ("injury", 0.07)]
SEVERITIES = [("minor", 0.7), ("moderate", 0.22), ("major", 0.08)]
CLAIM_RANGE = {"minor": (80, 600), "moderate": (600, 3500), "major": (3500, 18000)}
STATIONS = ["Shell", "TotalEnergies", "BP", "Tango", "Esso", "Fastned", "Allego"]
MAINTENANCE = {  # kind: (hours low, high), (cost low, high)
    "scheduled service": ((2.0, 6.0), (180, 450)),
    "tyres": ((1.0, 3.0), (240, 900)),
    "brakes": ((3.0, 8.0), (300, 1100)),
    "inspection": ((1.0, 2.0), (60, 120)),
    "breakdown": ((20.0, 96.0), (400, 3200)),
}
DAYS_BACK = 120
POSTCODE_FIRST = "ABCDEFGHJKLMNPRSTVWXZ"
POSTCODE_SECOND = "ABCDEGHJKLMNPRSTVWXZ"


# (day, route, driver, vehicle, qty, kg, postcode, dispatched, promised, delivered, status, failure reason)
Delivery = tuple[
    int, int, int, int, int, float, str, datetime.datetime, datetime.datetime, datetime.datetime | None, str, str | None
]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the fleet database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)
    midnight = now.replace(hour=0, minute=0, second=0)

    def fmt(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def at(day: int, hours: float) -> datetime.datetime:
        return midnight + datetime.timedelta(days=day, seconds=round(hours * 3600))

    db = new_database(path, SCHEMA)

    depot_ids: dict[str, int] = {}
    late_rate: dict[int, float] = {}
    workshop_of: dict[int, str] = {}
    for index, (name, city, country, years, late, workshop) in enumerate(DEPOTS, start=1):
        depot_ids[name] = index
        late_rate[index] = late
        workshop_of[index] = workshop
        opened = (midnight - datetime.timedelta(days=round(years * 365.25 + rng.uniform(0, 300)))).strftime("%Y-%m-%d")
        db.execute("INSERT INTO depots VALUES (?, ?, ?, ?, ?)", (index, name, city, country, opened))

    # Drivers.
    drivers_of: dict[int, list[tuple[int, str, float]]] = {}
    driver_ids: dict[str, int] = {}
    for depot_name, roster in DRIVERS.items():
        for name, weight in roster:
            driver_id = len(driver_ids) + 1
            driver_ids[name] = driver_id
            days = rng.uniform(10, 40) if name in NEW_DRIVERS else rng.uniform(150, 4000)
            country = DEPOTS[depot_ids[depot_name] - 1][2]
            phone = (
                f"+31 6 {rng.randint(10000000, 99999999)}"
                if country == "NL"
                else f"+32 47{rng.randint(1000000, 9999999)}"
            )
            db.execute(
                "INSERT INTO drivers VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    driver_id,
                    depot_ids[depot_name],
                    name,
                    pick(rng, [("B", 0.6), ("C1", 0.25), ("C", 0.15)]),
                    pick(rng, [("employee", 0.7), ("contractor", 0.3)]),
                    (midnight - datetime.timedelta(days=round(days))).strftime("%Y-%m-%d"),
                    phone,
                ),
            )
            drivers_of.setdefault(depot_ids[depot_name], []).append((driver_id, name, weight))

    # Vehicles (odometers, and the new van's year, are filled in after the fuel logs).
    vehicles_of: dict[int, list[tuple[int, str, str, str]]] = {}  # depot: (id, plate, body, fuel)
    vehicle_rows: dict[int, list[Any]] = {}
    for depot_name, listing in VEHICLES.items():
        for plate, make, model, body, fuel, payload in listing:
            vehicle_id = len(vehicle_rows) + 1
            built = rng.randint(2016, 2024) if fuel == "diesel" else rng.randint(2021, 2025)
            depot_id = depot_ids[depot_name]
            vehicle_rows[vehicle_id] = [vehicle_id, plate, make, model, body, fuel, depot_id, built, payload, 0]
            vehicles_of.setdefault(depot_id, []).append((vehicle_id, plate, body, fuel))
    db.executemany("INSERT INTO vehicle VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", list(vehicle_rows.values()))
    plate_ids = {row[1]: vehicle_id for vehicle_id, row in vehicle_rows.items()}

    # Routes.
    routes: list[tuple[int, str, int, str]] = []  # (id, code, depot, zone)
    for depot_name, route_list in ROUTES.items():
        for code, zone, km, stops in route_list:
            route_id = len(routes) + 1
            depot_id = depot_ids[depot_name]
            db.execute(
                "INSERT INTO routes VALUES (?, ?, ?, ?, ?, ?)", (route_id, code, depot_id, zone, float(km), stops)
            )
            routes.append((route_id, code, depot_id, zone))

    # Deliveries: every route runs every day; each consignment gets a driver and a vehicle of the depot.
    delivery_rows: list[Delivery] = []
    # driver: [(delivery id, day, dispatched, end, vehicle)]
    by_driver: dict[int, list[tuple[int, int, datetime.datetime, datetime.datetime, int]]] = {}
    for day in range(-DAYS_BACK, 1):
        for route_id, code, depot, zone in routes:
            count = sum(1 for _ in range(6) if rng.random() < 2.3 / 6)
            staff = [d for d in drivers_of[depot] if d[2] > 0]
            fleet = [
                v
                for v in vehicles_of[depot]
                if (v[2] != "cargo bike" or zone == "urban") and (v[1] != NEW_VAN or day >= -NEW_VAN_DAYS)
            ]
            for _ in range(count):
                driver_id = rng.choices([d[0] for d in staff], weights=[d[2] for d in staff])[0]
                vehicle = rng.choice(fleet)
                dispatched = at(day, rng.uniform(6.5, 9.5))
                low, high = (6.0, 10.0) if code == SLOW_ROUTE else ZONE_HOURS[zone]
                delivered = dispatched + datetime.timedelta(hours=rng.uniform(low, high))
                qty = 1 + int(rng.expovariate(1 / 6)) if vehicle[2] != "cargo bike" else rng.randint(1, 4)
                weight = round(qty * rng.uniform(0.8, 14.0 if vehicle[2] != "cargo bike" else 6.0), 1)
                postcode = (
                    f"{rng.randint(1000, 9999)} {rng.choice(POSTCODE_FIRST)}{rng.choice(POSTCODE_SECOND)}"
                    if depot <= 3
                    else f"{rng.randint(1000, 9999)}"
                )
                fail_roll, late_roll = rng.random(), rng.random()
                reason = pick(rng, FAILURE_REASONS)
                slack = datetime.timedelta(minutes=rng.uniform(15, 240))
                delivered_at: datetime.datetime | None
                failure: str | None
                late_minutes = rng.uniform(10, 180)
                if fail_roll < 0.05:
                    status, delivered_at, failure = "failed", None, reason
                    promised = dispatched + datetime.timedelta(hours=high + 1)
                    if delivered > now:
                        status, failure = "in_transit", None
                else:
                    status, delivered_at, failure = "delivered", delivered, None
                    if late_roll < late_rate[depot]:
                        promised = delivered - datetime.timedelta(minutes=late_minutes)
                    else:
                        promised = delivered + slack
                    if delivered > now:
                        status, delivered_at = "in_transit", None
                        promised = max(promised, now + datetime.timedelta(minutes=5))
                if dispatched > now:
                    continue
                delivery_rows.append(
                    (
                        day,
                        route_id,
                        driver_id,
                        vehicle[0],
                        qty,
                        weight,
                        postcode,
                        dispatched,
                        promised,
                        delivered_at,
                        status,
                        failure,
                    )
                )
    delivery_rows.sort(key=lambda row: (row[7], row[1]))
    for delivery_id, row in enumerate(delivery_rows, start=1):
        day, route_id, driver_id, vehicle_id, qty, weight, postcode, dispatched, promised, done_at, status, failure = (
            row
        )
        db.execute(
            "INSERT INTO deliveries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                delivery_id,
                f"BX{dispatched.strftime('%y')}{delivery_id:07d}",
                route_id,
                driver_id,
                vehicle_id,
                qty,
                weight,
                postcode,
                fmt(dispatched),
                fmt(promised),
                fmt(done_at) if done_at else None,
                status,
                failure,
            ),
        )
        end = done_at or (dispatched + datetime.timedelta(hours=3))
        by_driver.setdefault(driver_id, []).append((delivery_id, day, dispatched, end, vehicle_id))

    # Fuel and charging logs: every two to four days per motor vehicle; trucks take far more diesel.
    fuel_rows = []
    for depot, depot_fleet in vehicles_of.items():
        fuelers = [d[0] for d in drivers_of[depot] if d[2] > 0]
        for vehicle_id, plate, body, fuel in depot_fleet:
            odometer = rng.randint(20000, 240000) if fuel == "diesel" else rng.randint(8000, 60000)
            if body == "cargo bike":
                vehicle_rows[vehicle_id][9] = rng.randint(1500, 9000)
                continue
            first_day = -DAYS_BACK
            if plate == NEW_VAN:
                odometer, first_day = rng.randint(400, 900), -NEW_VAN_DAYS
                vehicle_rows[vehicle_id][7] = 2025
            fill_day = first_day + rng.uniform(0, 2)
            while fill_day < 1:  # up to today; a fill-up later today than now is drawn but not logged
                moment = at(math.floor(fill_day), rng.uniform(6.0, 20.0))
                if fuel == "diesel":
                    litres = rng.uniform(150, 230) if body == "box truck" else rng.uniform(40, 75)
                    distance = litres * (100 / rng.uniform(22, 26) if body == "box truck" else 100 / rng.uniform(9, 12))
                    energy, kwh = round(litres, 2), None
                    cost = round(litres * rng.uniform(1.62, 1.89), 2)
                else:
                    kwh = round(rng.uniform(30, 75), 1)
                    distance = kwh * 100 / rng.uniform(25, 32)
                    energy = None
                    cost = round(kwh * rng.uniform(0.35, 0.59), 2)
                station = rng.choice(STATIONS[:5] if fuel == "diesel" else STATIONS[5:])
                filler = rng.choice(fuelers)
                fill_day += rng.uniform(2.0, 4.0)
                if moment <= now:
                    odometer += round(distance)
                    fuel_rows.append((vehicle_id, filler, fmt(moment), energy, kwh, cost, odometer, station))
            vehicle_rows[vehicle_id][9] = odometer + rng.randint(20, 300)
    fuel_rows.sort(key=lambda row: row[2])
    db.executemany(
        "INSERT INTO fuel_logs (vehicle_id, driver_id, filled_at, litres, kwh, cost_eur, odometer_km, station)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        fuel_rows,
    )
    db.executemany(
        "UPDATE vehicle SET odometer_km = ?, yr_built = ? WHERE vehicle_id = ?",
        [(row[9], row[7], row[0]) for row in vehicle_rows.values()],
    )

    # Maintenance: services every ~45 days, some tyres, brakes and inspections, rare breakdowns (closed ones
    # end at least a day before now); the breakdown-prone van has six, three vehicles are in the shop now.
    maintenance_rows = []

    def event(vehicle_id: int, kind: str, opened: datetime.datetime, closed: bool = True) -> None:
        (low, high), (cost_low, cost_high) = MAINTENANCE[kind]
        end = opened + datetime.timedelta(hours=rng.uniform(low, high))
        depot = vehicle_rows[vehicle_id][6]
        maintenance_rows.append(
            (
                vehicle_id,
                kind,
                workshop_of[depot],
                fmt(opened),
                fmt(end) if closed else None,
                round(rng.uniform(cost_low, cost_high), 2) if closed else None,
            )
        )

    for vehicle_id, vrow in vehicle_rows.items():
        plate = vrow[1]
        service_day = -DAYS_BACK + rng.uniform(0, 40)
        while service_day < -6:
            event(vehicle_id, "scheduled service", at(int(service_day), rng.uniform(7, 10)))
            service_day += rng.uniform(38, 52)
        for kind, chance in (("tyres", 0.35), ("brakes", 0.25), ("inspection", 0.3)):
            if rng.random() < chance:
                event(vehicle_id, kind, at(-rng.randint(6, DAYS_BACK), rng.uniform(7, 12)))
        if plate == BREAKDOWN_PRONE:
            breakdowns = 6
        elif vrow[4] == "cargo bike":
            breakdowns = 0
        else:
            breakdowns = rng.choice([0, 0, 0, 1, 1, 2])
        for _ in range(breakdowns):
            event(vehicle_id, "breakdown", at(-rng.randint(6, DAYS_BACK), rng.uniform(8, 17)))
        if plate in IN_WORKSHOP:
            event(vehicle_id, IN_WORKSHOP[plate], now - datetime.timedelta(hours=rng.uniform(3, 30)), closed=False)
    arrival = fmt(at(-NEW_VAN_DAYS, 0))
    new_van = plate_ids[NEW_VAN]
    maintenance_rows = [row for row in maintenance_rows if row[0] != new_van or row[3] >= arrival]
    maintenance_rows.sort(key=lambda row: row[3])
    db.executemany(
        "INSERT INTO maintenance_events (vehicle_id, kind, workshop, opened_at, closed_at, cost_eur)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        maintenance_rows,
    )

    # Incidents: at most three per driver, except the two incident-prone drivers (all within 85 days).
    incident_rows = []
    active = [(driver_id, name) for depot in drivers_of.values() for driver_id, name, weight in depot if weight > 0]
    tally: dict[int, int] = {}
    plan: list[tuple[int, int]] = []  # (driver, max days back)
    for name, count in INCIDENT_PRONE.items():
        plan.extend((driver_ids[name], 85) for _ in range(count))
    while len(plan) < 70:
        driver_id, name = rng.choice(active)
        if name in INCIDENT_PRONE or tally.get(driver_id, 0) >= 3:
            continue
        tally[driver_id] = tally.get(driver_id, 0) + 1
        plan.append((driver_id, DAYS_BACK))
    for driver_id, days_back in plan:  # on deliveries of earlier days only, so the time of day does not matter
        candidates = [d for d in by_driver.get(driver_id, []) if -days_back < d[1] < 0]
        delivery_id, _, dispatched, end, vehicle_id = rng.choice(candidates)
        occurred = dispatched + (end - dispatched) * rng.uniform(0.1, 0.9)
        kind = pick(rng, INCIDENT_TYPES)
        severity = pick(rng, SEVERITIES)
        claim = round(rng.uniform(*CLAIM_RANGE[severity]), 2) if rng.random() < 0.6 else None
        linked = delivery_id if kind in ("parcel damage", "theft") or rng.random() < 0.5 else None
        at_fault = int(rng.random() < 0.45)
        incident_rows.append((driver_id, vehicle_id, linked, fmt(occurred), kind, severity, at_fault, claim))
    incident_rows.sort(key=lambda row: row[3])
    db.executemany(
        "INSERT INTO incidents (driver_id, vehicle_id, delivery_id, occurred_at, incident_type, severity, at_fault,"
        " claim_eur) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        incident_rows,
    )
    close_checked(db, "fleet")
