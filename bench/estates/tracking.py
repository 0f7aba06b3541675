"""A Tartu municipal-services company's GPS fleet tracking (Tartu Linnahooldus AS) as a Traccar 6 database.

Traccar (the Java GPS tracking server) keeps its data in any JDBC database; this is its schema in SQLite, with its
tables and conventions: ``tc_`` tables, lower-case run-together column names (``uniqueid``, ``lastupdate``,
``positionid``, ``groupid``, ``fixtime``...), integer keys, booleans as 0/1, **JSON ``attributes`` on almost every
row**, link tables for every permission (``tc_user_device``, ``tc_user_group``, ``tc_device_driver``...), and times as
JDBC writes a timestamp, UTC text with milliseconds (``2025-03-04 10:15:07.482``). Its units are Traccar's: **speeds
in knots** (``speed``, and ``speedLimit`` in attributes: 1 kn = 1.852 km/h), **distances in metres** (a position's
``distance`` since the previous one and the odometer ``totalDistance``, both in its attributes):

* ``tc_users`` (``administrator``, **``readonly``** (can look, not change), ``disabled``, ``devicelimit``...),
  ``tc_groups`` (with a parent ``groupid`` and a ``speedLimit`` attribute), ``tc_devices`` (a tracker and its vehicle:
  ``uniqueid`` the tracker's IMEI, **``status`` ``online``, ``offline`` or ``unknown``** (no message for a while but not
  disconnected), ``lastupdate`` the last message, ``positionid`` **the latest position**, ``disabled``, ``category``,
  ``model``), ``tc_drivers`` (``uniqueid`` the driver's iButton key), ``tc_geofences`` (``area`` as WKT:
  ``CIRCLE (lat lon, radius)`` or ``POLYGON ((...))``; school zones carry a ``speedLimit`` attribute), ``tc_calendars``,
  ``tc_maintenances`` (a reminder every ``period`` of the position attribute named by ``type``: ``totalDistance`` in
  metres, ``hours`` in milliseconds), ``tc_notifications`` (**``type`` an event type, ``notificators`` a
  comma-separated list of channels: ``web``, ``mail``, ``sms``...**), ``tc_commands``, ``tc_servers``;
* ``tc_positions`` (one row per fix a tracker reports: ``fixtime`` when the fix was taken, ``devicetime``,
  ``servertime`` when it arrived, **``valid`` 0 when the tracker had no GPS fix**, latitude, longitude, ``speed``,
  ``course``, ``geofenceids`` as a JSON array of the geofences it lies in, ``attributes`` with ``ignition``,
  ``motion``, ``sat``, ``batteryLevel`` (the tracker's backup battery, %), ``distance``, ``totalDistance``, ``hours``);
* ``tc_events`` (**``type`` ``deviceOnline``, ``deviceOffline``, ``deviceUnknown``, ``deviceOverspeed``,
  ``geofenceEnter``, ``geofenceExit``, ``ignitionOn``, ``ignitionOff``, ``alarm`` (its kind in the attributes:
  ``{"alarm": "sos"}``, ``powerCut``...), ``maintenance``, ``driverChanged``**; ``eventtime``, the position it came
  from, the geofence of geofence events and of overspeeds inside a school zone's limit);
* ``tc_statistics``: what the server did each day (``messagesreceived``, ``messagesstored``, ``mailsent``,
  ``smssent``, ``geocoderrequests``...), captured at midnight UTC.

Positions and events reach 30 days back from ``now``; vehicles work shifts of fixed hours on a five-day week (six for
refuse collection) pinned to the days before today, not the calendar, and report every ten minutes on a grid counted
from today's midnight UTC, with drawn seconds; today's positions and events are those before ``now``, so builds a whole
number of days apart agree.

Planted signals:

* parks van PV-02 speeds: by far the most overspeed events; refuse truck RT-02 runs the long rural round, by far the
  most kilometres; RT-03 visits the recycling centre three times a day, the other trucks twice;
* the three gritters have not reported since the spring (offline), parks van PV-04's tracker lost power 20 days ago
  (a ``powerCut`` alarm, then nothing), the old Ford Transit tracker is disabled; pool car PC-02 has a flaky GSM
  module: by far the most ``deviceOffline`` events and invalid fixes, ``unknown`` now, its backup battery at 12 %
  (RT-05's at 8 %, the others at 20 % or more);
* one SOS alarm (PC-02, twelve days ago);
* the drivers Toomas Pärn and Kristi Rebane are assigned to no vehicle; the "Snow dump Ropka", "Ülenurme airport" and
  "Town Hall Square" geofences were never entered; refuse collection has five vehicles, the other groups fewer; Jaan
  Mägi and Piret Lepp have read-only accounts;
* alarms, offline trackers and fuel drops are sent by SMS.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE tc_servers (
  id INTEGER PRIMARY KEY, registration BOOLEAN NOT NULL DEFAULT 1, latitude DOUBLE NOT NULL DEFAULT 0,
  longitude DOUBLE NOT NULL DEFAULT 0, zoom INTEGER NOT NULL DEFAULT 0, map VARCHAR(128), bingkey VARCHAR(128),
  mapurl VARCHAR(512), readonly BOOLEAN NOT NULL DEFAULT 0, attributes VARCHAR(4000),
  forcesettings BOOLEAN NOT NULL DEFAULT 0, coordinateformat VARCHAR(128), devicereadonly BOOLEAN DEFAULT 0,
  limitcommands BOOLEAN DEFAULT 0, poilayer VARCHAR(512), announcement VARCHAR(4000),
  disablereports BOOLEAN DEFAULT 0, fixedemail BOOLEAN DEFAULT 0
);
CREATE TABLE tc_users (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, email VARCHAR(128) NOT NULL UNIQUE,
  hashedpassword VARCHAR(128), salt VARCHAR(128), readonly BOOLEAN NOT NULL DEFAULT 0,
  administrator BOOLEAN, map VARCHAR(128), latitude DOUBLE NOT NULL DEFAULT 0, longitude DOUBLE NOT NULL DEFAULT 0,
  zoom INTEGER NOT NULL DEFAULT 0, attributes VARCHAR(4000), coordinateformat VARCHAR(128),
  disabled BOOLEAN DEFAULT 0, expirationtime TIMESTAMP, devicelimit INTEGER DEFAULT -1, userlimit INTEGER DEFAULT 0,
  devicereadonly BOOLEAN DEFAULT 0, phone VARCHAR(128), limitcommands BOOLEAN DEFAULT 0, login VARCHAR(128),
  poilayer VARCHAR(512), disablereports BOOLEAN DEFAULT 0, fixedemail BOOLEAN DEFAULT 0, totpkey VARCHAR(64),
  temporary BOOLEAN DEFAULT 0
);
CREATE TABLE tc_groups (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, groupid INTEGER REFERENCES tc_groups (id) ON DELETE SET NULL,
  attributes VARCHAR(4000)
);
CREATE TABLE tc_calendars (id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, data BLOB NOT NULL,
  attributes VARCHAR(4000) NOT NULL);
CREATE TABLE tc_devices (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, uniqueid VARCHAR(128) NOT NULL UNIQUE, lastupdate TIMESTAMP,
  positionid INTEGER, groupid INTEGER REFERENCES tc_groups (id) ON DELETE SET NULL, attributes VARCHAR(4000),
  phone VARCHAR(128), model VARCHAR(128), contact VARCHAR(512), category VARCHAR(128), disabled BOOLEAN DEFAULT 0,
  status CHAR(8), expirationtime TIMESTAMP, motionstreak BOOLEAN DEFAULT 0, motionstate BOOLEAN DEFAULT 0,
  motiontime TIMESTAMP, motiondistance DOUBLE DEFAULT 0, overspeedstate BOOLEAN DEFAULT 0, overspeedtime TIMESTAMP,
  overspeedgeofenceid INTEGER DEFAULT 0, calendarid INTEGER REFERENCES tc_calendars (id) ON DELETE SET NULL
);
CREATE TABLE tc_positions (
  id INTEGER PRIMARY KEY, protocol VARCHAR(128), deviceid INTEGER NOT NULL REFERENCES tc_devices (id) ON DELETE
  CASCADE, servertime TIMESTAMP NOT NULL, devicetime TIMESTAMP NOT NULL, fixtime TIMESTAMP NOT NULL,
  valid BOOLEAN NOT NULL, latitude DOUBLE NOT NULL, longitude DOUBLE NOT NULL, altitude FLOAT NOT NULL,
  speed FLOAT NOT NULL, course FLOAT NOT NULL, address VARCHAR(512), attributes VARCHAR(4000), accuracy DOUBLE NOT
  NULL DEFAULT 0, network VARCHAR(4000), geofenceids VARCHAR(128)
);
CREATE INDEX position_deviceid_fixtime ON tc_positions (deviceid, fixtime);
CREATE TABLE tc_geofences (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, description VARCHAR(128), area VARCHAR(4096) NOT NULL,
  attributes VARCHAR(4000), calendarid INTEGER REFERENCES tc_calendars (id) ON DELETE SET NULL
);
CREATE TABLE tc_maintenances (
  id INTEGER PRIMARY KEY, name VARCHAR(4000) NOT NULL, type VARCHAR(128) NOT NULL, start DOUBLE NOT NULL DEFAULT 0,
  period DOUBLE NOT NULL DEFAULT 0, attributes VARCHAR(4000) NOT NULL
);
CREATE TABLE tc_events (
  id INTEGER PRIMARY KEY, type VARCHAR(128) NOT NULL, eventtime TIMESTAMP NOT NULL,
  deviceid INTEGER REFERENCES tc_devices (id) ON DELETE CASCADE,
  positionid INTEGER REFERENCES tc_positions (id) ON DELETE SET NULL,
  geofenceid INTEGER REFERENCES tc_geofences (id) ON DELETE SET NULL, attributes VARCHAR(4000),
  maintenanceid INTEGER REFERENCES tc_maintenances (id) ON DELETE SET NULL
);
CREATE INDEX event_deviceid_servertime ON tc_events (deviceid, eventtime);
CREATE TABLE tc_drivers (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, uniqueid VARCHAR(128) NOT NULL UNIQUE,
  attributes VARCHAR(4000) NOT NULL
);
CREATE TABLE tc_commands (
  id INTEGER PRIMARY KEY, description VARCHAR(4000) NOT NULL, type VARCHAR(128) NOT NULL,
  textchannel BOOLEAN NOT NULL DEFAULT 0, attributes VARCHAR(4000) NOT NULL
);
CREATE TABLE tc_notifications (
  id INTEGER PRIMARY KEY, type VARCHAR(128) NOT NULL, attributes VARCHAR(4000), always BOOLEAN NOT NULL DEFAULT 0,
  calendarid INTEGER REFERENCES tc_calendars (id) ON DELETE SET NULL, notificators VARCHAR(128),
  commandid INTEGER REFERENCES tc_commands (id) ON DELETE SET NULL, description VARCHAR(4000)
);
CREATE TABLE tc_statistics (
  id INTEGER PRIMARY KEY, capturetime TIMESTAMP NOT NULL, activeusers INTEGER NOT NULL DEFAULT 0,
  activedevices INTEGER NOT NULL DEFAULT 0, requests INTEGER NOT NULL DEFAULT 0,
  messagesreceived INTEGER NOT NULL DEFAULT 0, messagesstored INTEGER NOT NULL DEFAULT 0,
  attributes VARCHAR(4096) NOT NULL, mailsent INTEGER NOT NULL DEFAULT 0, smssent INTEGER NOT NULL DEFAULT 0,
  geocoderrequests INTEGER NOT NULL DEFAULT 0, geolocationrequests INTEGER NOT NULL DEFAULT 0,
  protocols VARCHAR(4096)
);
CREATE TABLE tc_user_device (
  userid INTEGER NOT NULL REFERENCES tc_users (id) ON DELETE CASCADE,
  deviceid INTEGER NOT NULL REFERENCES tc_devices (id) ON DELETE CASCADE, PRIMARY KEY (userid, deviceid)
);
CREATE TABLE tc_user_group (
  userid INTEGER NOT NULL REFERENCES tc_users (id) ON DELETE CASCADE,
  groupid INTEGER NOT NULL REFERENCES tc_groups (id) ON DELETE CASCADE, PRIMARY KEY (userid, groupid)
);
CREATE TABLE tc_user_geofence (
  userid INTEGER NOT NULL REFERENCES tc_users (id) ON DELETE CASCADE,
  geofenceid INTEGER NOT NULL REFERENCES tc_geofences (id) ON DELETE CASCADE, PRIMARY KEY (userid, geofenceid)
);
CREATE TABLE tc_group_geofence (
  groupid INTEGER NOT NULL REFERENCES tc_groups (id) ON DELETE CASCADE,
  geofenceid INTEGER NOT NULL REFERENCES tc_geofences (id) ON DELETE CASCADE, PRIMARY KEY (groupid, geofenceid)
);
CREATE TABLE tc_user_notification (
  userid INTEGER NOT NULL REFERENCES tc_users (id) ON DELETE CASCADE,
  notificationid INTEGER NOT NULL REFERENCES tc_notifications (id) ON DELETE CASCADE,
  PRIMARY KEY (userid, notificationid)
);
CREATE TABLE tc_user_driver (
  userid INTEGER NOT NULL REFERENCES tc_users (id) ON DELETE CASCADE,
  driverid INTEGER NOT NULL REFERENCES tc_drivers (id) ON DELETE CASCADE, PRIMARY KEY (userid, driverid)
);
CREATE TABLE tc_device_driver (
  deviceid INTEGER NOT NULL REFERENCES tc_devices (id) ON DELETE CASCADE,
  driverid INTEGER NOT NULL REFERENCES tc_drivers (id) ON DELETE CASCADE, PRIMARY KEY (deviceid, driverid)
);
CREATE TABLE tc_group_maintenance (
  groupid INTEGER NOT NULL REFERENCES tc_groups (id) ON DELETE CASCADE,
  maintenanceid INTEGER NOT NULL REFERENCES tc_maintenances (id) ON DELETE CASCADE,
  PRIMARY KEY (groupid, maintenanceid)
);
"""

DAYS = 30
KNOT = 1.852  # km/h
# group: (speed limit in knots, working days a week, shift start and end hour)
GROUPS: dict[str, tuple[float, int, int, int]] = {
    "Refuse collection": (43.2, 6, 6, 14),
    "Winter maintenance": (43.2, 5, 5, 13),
    "Parks & green": (43.2, 5, 7, 15),
    "Pool cars": (48.6, 5, 8, 16),
}
# vehicle: (group, model, category, status now, days since the last message (None: reporting), mean moving speed in
#           knots, share of positions over the limit, share of invalid fixes)
VEHICLES: dict[str, tuple[str, str, str, str, int | None, float, float, float]] = {
    "RT-01 Volvo FE": ("Refuse collection", "Teltonika FMB920", "truck", "online", None, 14.0, 0.002, 0.01),
    "RT-02 Volvo FE": ("Refuse collection", "Teltonika FMB920", "truck", "online", None, 24.0, 0.004, 0.01),
    "RT-03 Scania P280": ("Refuse collection", "Teltonika FMB920", "truck", "online", None, 13.0, 0.002, 0.01),
    "RT-04 Scania P280": ("Refuse collection", "Teltonika FMB920", "truck", "online", None, 14.0, 0.002, 0.01),
    "RT-05 MAN TGM": ("Refuse collection", "Teltonika FMB920", "truck", "online", None, 15.0, 0.002, 0.01),
    "G-01 Unimog": ("Winter maintenance", "Teltonika FMB640", "truck", "offline", 170, 12.0, 0.0, 0.0),
    "G-02 Unimog": ("Winter maintenance", "Teltonika FMB640", "truck", "offline", 168, 12.0, 0.0, 0.0),
    "G-03 Volvo FL": ("Winter maintenance", "Teltonika FMB640", "truck", "offline", 175, 12.0, 0.0, 0.0),
    "PV-01 Ford Transit": ("Parks & green", "Queclink GV300", "van", "online", None, 16.0, 0.005, 0.01),
    "PV-02 Ford Transit": ("Parks & green", "Queclink GV300", "van", "online", None, 20.0, 0.09, 0.01),
    "PV-03 Renault Master": ("Parks & green", "Queclink GV300", "van", "online", None, 15.0, 0.004, 0.01),
    "PV-04 Renault Master": ("Parks & green", "Queclink GV300", "van", "offline", 20, 15.0, 0.004, 0.01),
    "PC-01 Skoda Octavia": ("Pool cars", "Coban TK103", "car", "online", None, 19.0, 0.006, 0.02),
    "PC-02 Skoda Octavia": ("Pool cars", "Coban TK103", "car", "unknown", None, 19.0, 0.006, 0.15),
    "PC-03 Toyota Corolla": ("Pool cars", "Coban TK103", "car", "online", None, 18.0, 0.006, 0.02),
    "Old tracker (Ford Transit)": ("Pool cars", "Coban TK103", "van", "offline", 400, 0.0, 0.0, 0.0),
}
DISABLED = ("Old tracker (Ford Transit)",)
# geofence: (WKT area, attributes)
GEOFENCES: dict[str, tuple[str, dict[str, float]]] = {
    "Depot Ravila": ("CIRCLE (58.3853 26.7492, 150)", {}),
    "Recycling centre Rebase": ("CIRCLE (58.3586 26.8148, 200)", {}),
    "Town Hall Square": ("POLYGON ((58.3805 26.7216, 58.3808 26.7240, 58.3797 26.7245, 58.3794 26.7220, "
                         "58.3805 26.7216))", {}),
    "School zone: Tamme Gümnaasium": ("CIRCLE (58.3692 26.7101, 250)", {"speedLimit": 16.2}),
    "School zone: Descartes School": ("CIRCLE (58.3771 26.7350, 200)", {"speedLimit": 16.2}),
    "Snow dump Ropka": ("CIRCLE (58.3580 26.7450, 120)", {}),
    "Ülenurme airport": ("CIRCLE (58.3075 26.6904, 800)", {}),
}  # fmt: skip
SCHOOL_ZONES = ("School zone: Tamme Gümnaasium", "School zone: Descartes School")
# driver: vehicle (None: assigned to none)
DRIVERS: dict[str, str | None] = {
    "Rein Kuusk": "RT-01 Volvo FE", "Urmas Tamm": "RT-02 Volvo FE", "Priit Sepp": "RT-03 Scania P280",
    "Aivar Oja": "RT-04 Scania P280", "Margus Kivi": "RT-05 MAN TGM", "Tõnu Lill": "G-01 Unimog",
    "Indrek Vaher": "G-02 Unimog", "Siim Karu": "PV-01 Ford Transit", "Kaspar Hunt": "PV-02 Ford Transit",
    "Merle Laan": "PV-03 Renault Master", "Anu Põld": "PV-04 Renault Master", "Toomas Pärn": None,
    "Kristi Rebane": None, "Ene Kask": "PC-01 Skoda Octavia",
}  # fmt: skip
# user: (e-mail, administrator, read-only, disabled, groups, devices)
USERS: dict[str, tuple[str, int, int, int, tuple[str, ...], tuple[str, ...]]] = {
    "Traccar admin": ("admin@linnahooldus.ee", 1, 0, 0, (), ()),
    "Kadri Tamm": ("kadri.tamm@linnahooldus.ee", 0, 0, 0, tuple(GROUPS), ()),
    "Mart Kask": ("mart.kask@linnahooldus.ee", 0, 0, 0, ("Refuse collection",), ()),
    "Liis Saar": ("liis.saar@linnahooldus.ee", 0, 0, 0, ("Parks & green", "Winter maintenance"), ()),
    "Andres Ilves": ("andres.ilves@linnahooldus.ee", 0, 0, 0, (),
                     ("PC-01 Skoda Octavia", "PC-02 Skoda Octavia", "PC-03 Toyota Corolla")),
    "Jaan Mägi": ("jaan.magi@tartu.ee", 0, 1, 0, tuple(GROUPS), ()),
    "Piret Lepp": ("piret.lepp@linnahooldus.ee", 0, 1, 0, ("Refuse collection", "Parks & green"), ()),
    "Helen Org": ("helen.org@linnahooldus.ee", 0, 0, 1, ("Pool cars",), ()),
}  # fmt: skip
# notification type: (channels, always (all devices))
NOTIFICATIONS = (("alarm", "web,mail,sms", 1), ("deviceOverspeed", "web,mail", 1), ("deviceOffline", "web,sms", 1),
                 ("geofenceEnter", "web", 0), ("maintenance", "mail", 1), ("deviceFuelDrop", "web,sms", 1),
                 ("ignitionOn", "web", 0))  # fmt: skip
LOW_BATTERY = {"PC-02 Skoda Octavia": (-5, 12), "RT-05 MAN TGM": (-6, 8)}  # from which day, what level (%)
DEPOT = (58.3853, 26.7492)
RECYCLING = (58.3586, 26.8148)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)

    def ts(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{rng.randrange(1000):03d}"

    db = new_database(path, SCHEMA)
    db.execute("INSERT INTO tc_servers (id, registration, latitude, longitude, zoom, map, attributes, "
               "coordinateformat) VALUES (1, 0, 58.378, 26.729, 12, 'osm', ?, 'dd')",
               (json.dumps({"speedUnit": "kmh", "distanceUnit": "km", "timezone": "Europe/Tallinn"}),))  # fmt: skip
    db.execute("INSERT INTO tc_calendars (id, name, data, attributes) VALUES (1, 'School days', ?, '{}')",
               (b"BEGIN:VCALENDAR\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\nEND:VCALENDAR",))  # fmt: skip
    group_ids: dict[str, int] = {}
    for name, (limit, *_) in GROUPS.items():
        db.execute("INSERT INTO tc_groups (name, attributes) VALUES (?, ?)", (name, json.dumps({"speedLimit": limit})))
        group_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    geofence_ids: dict[str, int] = {}
    for name, (area, attributes) in GEOFENCES.items():
        db.execute("INSERT INTO tc_geofences (name, description, area, attributes, calendarid) VALUES (?, '', ?, ?, ?)",
                   (name, area, json.dumps(attributes), 1 if name in SCHOOL_ZONES else None))  # fmt: skip
        geofence_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    for group, zone in (
        ("Refuse collection", "Recycling centre Rebase"),
        ("Refuse collection", "Depot Ravila"),
        ("Winter maintenance", "Snow dump Ropka"),
        ("Parks & green", "Depot Ravila"),
    ):
        db.execute("INSERT INTO tc_group_geofence VALUES (?, ?)", (group_ids[group], geofence_ids[zone]))
    db.execute("INSERT INTO tc_maintenances (id, name, type, start, period, attributes) VALUES "
               "(1, 'Oil change every 15,000 km', 'totalDistance', 0, 15000000, '{}'), "
               "(2, 'Hydraulics service every 500 engine hours', 'hours', 0, 1800000000, '{}')")  # fmt: skip
    db.execute("INSERT INTO tc_group_maintenance VALUES (?, 1), (?, 2), (?, 1), (?, 1)",
               (group_ids["Refuse collection"], group_ids["Refuse collection"], group_ids["Parks & green"],
                group_ids["Pool cars"]))  # fmt: skip
    db.execute(
        "INSERT INTO tc_commands (id, description, type, textchannel, attributes) VALUES "
        "(1, 'Immobilise engine', 'engineStop', 0, '{}'), (2, 'Request position', 'positionSingle', 1, '{}')"
    )

    device_ids: dict[str, int] = {}
    for k, (name, (group, model, category, status, _, _, _, _)) in enumerate(VEHICLES.items()):
        db.execute("INSERT INTO tc_devices (name, uniqueid, groupid, attributes, phone, model, category, disabled, "
                   "status) VALUES (?, ?, ?, '{}', ?, ?, ?, ?, ?)",
                   (name, f"86{rng.randrange(10**12, 10**13)}", group_ids[group], f"+37255{500000 + 37 * k}", model,
                    category, int(name in DISABLED), status))  # fmt: skip
        device_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    driver_ids: dict[str, int] = {}
    for k, (name, vehicle) in enumerate(DRIVERS.items()):
        db.execute("INSERT INTO tc_drivers (name, uniqueid, attributes) VALUES (?, ?, '{}')",
                   (name, f"01{0xA3F200 + 97 * k:010X}"))  # fmt: skip
        driver_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        if vehicle:
            db.execute("INSERT INTO tc_device_driver VALUES (?, ?)", (device_ids[vehicle], driver_ids[name]))
    user_ids: dict[str, int] = {}
    for name, (email, admin, readonly, disabled, groups, devices) in USERS.items():
        db.execute("INSERT INTO tc_users (name, email, hashedpassword, salt, readonly, administrator, disabled, "
                   "attributes, coordinateformat) VALUES (?, ?, ?, ?, ?, ?, ?, '{}', 'dd')",
                   (name, email, f"{rng.getrandbits(160):040x}", f"{rng.getrandbits(96):024x}", readonly, admin,
                    disabled))  # fmt: skip
        user_ids[name] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        for group in groups:
            db.execute("INSERT INTO tc_user_group VALUES (?, ?)", (user_ids[name], group_ids[group]))
        for vehicle in devices:
            db.execute("INSERT INTO tc_user_device VALUES (?, ?)", (user_ids[name], device_ids[vehicle]))
    for fence_id in geofence_ids.values():
        db.execute("INSERT INTO tc_user_geofence VALUES (?, ?)", (user_ids["Kadri Tamm"], fence_id))
    for driver in driver_ids.values():
        db.execute("INSERT INTO tc_user_driver VALUES (?, ?)", (user_ids["Kadri Tamm"], driver))
    for kind, channels, always in NOTIFICATIONS:
        db.execute("INSERT INTO tc_notifications (type, attributes, always, notificators, description) "
                   "VALUES (?, '{}', ?, ?, ?)", (kind, always, channels, kind))  # fmt: skip
        notification = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        for user in ("Traccar admin", "Kadri Tamm") if kind != "geofenceEnter" else ("Mart Kask",):
            db.execute("INSERT INTO tc_user_notification VALUES (?, ?)", (user_ids[user], notification))

    # positions and events
    positions: list[tuple[object, ...]] = []
    events: list[tuple[object, ...]] = []

    def event(kind: str, moment: datetime.datetime, device: int, position: int | None,
              geofence: int | None = None, attributes: dict[str, object] | None = None,
              maintenance: int | None = None) -> None:  # fmt: skip
        events.append((kind, ts(moment), device, position, geofence, json.dumps(attributes or {}), maintenance))

    last_position: dict[str, int] = {}
    for name, (group, _, _, _, silent, mean, over, invalid) in VEHICLES.items():
        device = device_ids[name]
        limit, week, first_hour, last_hour = GROUPS[group]
        odometer = rng.uniform(40_000, 180_000) * 1000
        battery = 100
        if silent is not None and silent > DAYS:
            continue  # nothing in the last 30 days
        for day in range(-DAYS, 1):
            if silent is not None and day >= -silent:
                break
            if day % 7 >= week:
                continue
            slots = list(range(first_hour * 6, last_hour * 6))
            visits = set(rng.sample(slots[6:-6], 3 if name.startswith("RT-03") else 2)) if group.startswith(
                "Refuse") else set()  # fmt: skip
            for index, slot in enumerate(slots):
                fix = clock.at(day, slot * 10) + datetime.timedelta(seconds=rng.randrange(60))
                if fix >= clock.now:
                    break
                valid = rng.random() >= invalid
                moving = 0 < index < len(slots) - 1 and rng.random() < 0.8
                speed = max(0.0, rng.gauss(mean, mean / 4)) if moving else 0.0
                school = moving and group in ("Parks & green", "Pool cars") and rng.random() < 0.04
                speeding = moving and rng.random() < over
                if speeding:
                    speed = (16.2 if school else limit) + rng.uniform(3, 14)
                elif school:
                    speed = min(speed, rng.uniform(8, 15.5))
                distance = speed * KNOT * 1000 / 6 if moving else 0.0
                odometer += distance
                if name in LOW_BATTERY and day >= LOW_BATTERY[name][0]:
                    battery = LOW_BATTERY[name][1]
                else:
                    battery = min(100, max(20, battery + rng.randint(-3, 4)))
                fence = (
                    SCHOOL_ZONES[rng.randrange(2)]
                    if school
                    else ("Recycling centre Rebase" if slot in visits else ("Depot Ravila" if not moving else None))
                )
                lat, lon = (RECYCLING if slot in visits else DEPOT) if not moving else (
                    58.38 + rng.uniform(-0.04, 0.04), 26.73 + rng.uniform(-0.06, 0.06))  # fmt: skip
                attributes = {"sat": rng.randint(7, 14) if valid else 0, "ignition": index > 0 or moving,
                              "motion": moving, "batteryLevel": battery, "distance": round(distance, 2),
                              "totalDistance": round(odometer, 2), "hours": int(odometer / 10)}  # fmt: skip
                position_id = len(positions) + 1
                positions.append((position_id, "teltonika" if "Teltonika" in VEHICLES[name][1] else "gl200",
                                  device, ts(fix + datetime.timedelta(seconds=2)), ts(fix), ts(fix), int(valid),
                                  round(lat, 6), round(lon, 6), round(rng.uniform(40, 75), 1), round(speed, 2),
                                  round(rng.uniform(0, 359), 1), None, json.dumps(attributes),
                                  round(rng.uniform(3, 12), 1) if valid else 0.0,
                                  json.dumps([geofence_ids[fence]]) if fence else None))  # fmt: skip
                last_position[name] = position_id
                if index == 0:
                    event("ignitionOn", fix, device, position_id)
                    event("geofenceExit", fix, device, position_id, geofence_ids["Depot Ravila"])
                if index == len(slots) - 1:
                    event("geofenceEnter", fix, device, position_id, geofence_ids["Depot Ravila"])
                    event("ignitionOff", fix, device, position_id)
                if slot in visits:
                    event("geofenceEnter", fix, device, position_id, geofence_ids["Recycling centre Rebase"])
                    event("geofenceExit", fix + datetime.timedelta(minutes=8), device, position_id,
                          geofence_ids["Recycling centre Rebase"])  # fmt: skip
                if school and fence:  # passing a school
                    event("geofenceEnter", fix, device, position_id, geofence_ids[fence])
                if speeding:
                    event("deviceOverspeed", fix, device, position_id, geofence_ids[fence] if school and fence
                          else None, {"speed": round(speed, 2), "speedLimit": 16.2 if school else limit})  # fmt: skip
                if name.startswith("PC-02") and rng.random() < 0.02:
                    event("deviceOffline", fix + datetime.timedelta(minutes=3), device, None)
                    event("deviceOnline", fix + datetime.timedelta(minutes=7), device, None)
                if name.startswith("PC-02") and day == -12 and index == 20:
                    event("alarm", fix, device, position_id, None, {"alarm": "sos"})
            if rng.random() < 0.04 and day < 0:
                event("deviceOffline", clock.at(day, 22 * 60 + 5 * rng.randrange(12)), device, None)
                event("deviceOnline", clock.at(day, 23 * 60 + 5 * rng.randrange(12)), device, None)
        if silent is not None:  # the tracker lost its power: the alarm, then nothing
            event(
                "alarm", clock.at(-silent, 14 * 60 + 40), device, last_position.get(name), None, {"alarm": "powerCut"}
            )
            event("deviceOffline", clock.at(-silent, 14 * 60 + 50), device, None)
        if group.startswith("Refuse") and name.startswith(("RT-01", "RT-04")):
            event("maintenance", clock.at(-rng.randint(2, 25), 9 * 60), device, last_position.get(name), None,
                  {"type": "totalDistance"}, 1)  # fmt: skip
    db.executemany("INSERT INTO tc_positions (id, protocol, deviceid, servertime, devicetime, fixtime, valid, "
                   "latitude, longitude, altitude, speed, course, address, attributes, accuracy, geofenceids) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", positions)  # fmt: skip
    events.sort(key=lambda row: str(row[1]))
    db.executemany("INSERT INTO tc_events (type, eventtime, deviceid, positionid, geofenceid, attributes, "
                   "maintenanceid) VALUES (?, ?, ?, ?, ?, ?, ?)", events)  # fmt: skip
    for name, (_, _, _, status, silent, _, _, _) in VEHICLES.items():
        if silent is None:
            seen = clock.now - datetime.timedelta(seconds=rng.randint(5, 50) if status == "online" else 1500)
        else:
            seen = clock.at(-silent, 14 * 60 + 45)
        db.execute("UPDATE tc_devices SET lastupdate = ?, positionid = ? WHERE id = ?",
                   (ts(seen), last_position.get(name), device_ids[name]))  # fmt: skip
    # the server's daily statistics, captured at midnight
    for day in range(-DAYS + 1, 1):
        stored = rng.randint(5200, 6400)
        db.execute("INSERT INTO tc_statistics (capturetime, activeusers, activedevices, requests, messagesreceived, "
                   "messagesstored, attributes, mailsent, smssent, geocoderrequests, geolocationrequests, protocols) "
                   "VALUES (?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, 0, ?)",
                   (clock.stamp(day, 0) + ".000", rng.randint(3, 7), 12, rng.randint(9000, 15000),
                    stored + rng.randint(300, 900), stored, rng.randint(4, 20), rng.randint(1, 6),
                    rng.randint(200, 600), json.dumps({"teltonika": stored // 2, "gl200": stored // 3,
                                                       "gt06": stored // 6})))  # fmt: skip
    close_checked(db, "tracking")
