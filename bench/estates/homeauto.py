"""A Tuscan agriturismo's home automation (Casa Olivo, near Montepulciano) as the SQLite database of Home Assistant's
recorder (``home-assistant_v2.db``, schema 48), for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): states and events fill the ten
days the recorder keeps (``purge_keep_days`` 10) up to a minute before ``now``, the long-term hourly statistics 120
days, the five-minute statistics the last ten days; times sit on a grid of the day counted from today's UTC midnight
with drawn seconds and microseconds, and nothing depends on the weekday, so two builds with the same seed and ``now``
values a whole number of days apart give the same answers to relative-time questions ("yesterday" and "today" are UTC
days).

The tables are the recorder's, with its SQLite types and its legacy columns kept as ``CHAR(0)`` and always NULL
(``entity_id``, ``last_updated``, ``time_fired``, ``event_type``, ``start``...): ``states_meta`` (one row per entity:
``entity_id`` such as ``binary_sensor.front_gate``), ``state_attributes`` (JSON text ``shared_attrs`` shared by every
state with the same attributes, keyed by a 32-bit FNV-1a ``hash``), ``states`` (one row each time an entity's state or
attributes change: ``state`` always text, ``'on'``/``'off'`` for binary sensors, switches and lights (a door is open
when ``'on'``), ``'home'``/``'not_home'`` for people, numbers as text for sensors, ``'unavailable'`` when a device drops
off; ``last_updated_ts`` the time as a **float of Unix seconds**; ``last_changed_ts`` **NULL when it equals
``last_updated_ts``**, set only when attributes changed but the state did not; ``old_state_id`` the entity's previous
row), ``event_types`` and ``event_data`` (JSON text ``shared_data``) referenced by ``events`` (``time_fired_ts`` float
seconds; ``automation_triggered`` with the automation's ``name`` and ``entity_id``, ``call_service``, ``zha_event`` from
the reception's Zigbee remote, ``mobile_app_notification_action``, ``homeassistant_start``/``_started``/``_stop``/
``_final_write``; state changes are not events here), ``statistics_meta`` (``statistic_id`` the entity, ``has_mean`` or
``has_sum``, ``unit_of_measurement``, ``mean_type``), ``statistics`` (hourly: ``start_ts`` the hour's start in float
seconds, ``mean``/``min``/``max`` for temperatures, ``state`` the meter reading at the hour's end and ``sum`` the
running total since the statistic began for the energy meters, in kWh) and ``statistics_short_term`` (the same every
five minutes), ``recorder_runs`` (each start of Home Assistant, **DATETIME text** ``start``/``end``,
``closed_incorrect`` 1 when it was not shut down cleanly), ``statistics_runs``, ``schema_changes`` and
``migration_changes``. The recorder declares its foreign keys (states to states_meta, state_attributes and their old
state; events to event_types and event_data; statistics to statistics_meta).

Casa Olivo lets five apartments (Limone, Lavanda, Rosmarino, Fico, Ulivo) and is run by Giulia and Marco Bellandi.

Planted signals:

* the front gate opens 6 to 12 times a day and 17 times yesterday; Limone's door opens the most over the last week;
  Ulivo has stood empty (its door has not opened in ten days) and Rosmarino's last guests left eight days ago;
* the pool pump runs 09:00 to 13:00 and 15:00 to 19:00 UTC (8 hours a day) but was left on until 22:30 yesterday
  (11.5 hours);
* Marco drives to the market and back on most days, his phone updating his position while he is away (rows with a
  ``last_changed_ts``): he came home 6 times in the last 7 days;
* the outdoor temperature peaked near 32 °C 18 days ago (only the long-term statistics reach back that far);
* Home Assistant restarted cleanly 9 and 6 days ago and crashed 2 days ago (a run closed incorrectly, no stop event);
* the gate-left-open alert fires far more often than any other automation over the last week;
* Fico's temperature sensor dropped off (``unavailable``) several times in the last two days; Fico's door sensor (12 %)
  and the pool gate's (17 %) are the batteries under 20 %;
* the cellar door stayed open 47 minutes three days ago, its longest;
* three of the four lights were switched on yesterday (not the reception's);
* Limone is the warmest apartment.
"""

from __future__ import annotations

import calendar
import datetime
import json
import pathlib
import random
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE event_data (data_id INTEGER NOT NULL, hash BIGINT, shared_data TEXT, PRIMARY KEY (data_id));
CREATE TABLE event_types (event_type_id INTEGER NOT NULL, event_type VARCHAR(64), PRIMARY KEY (event_type_id));
CREATE TABLE state_attributes (attributes_id INTEGER NOT NULL, hash BIGINT, shared_attrs TEXT,
  PRIMARY KEY (attributes_id));
CREATE TABLE states_meta (metadata_id INTEGER NOT NULL, entity_id VARCHAR(255), PRIMARY KEY (metadata_id));
CREATE TABLE statistics_meta (id INTEGER NOT NULL, statistic_id VARCHAR(255), source VARCHAR(32),
  unit_of_measurement VARCHAR(255), unit_class VARCHAR(255), has_mean BOOLEAN, has_sum BOOLEAN, name VARCHAR(255),
  mean_type SMALLINT NOT NULL DEFAULT 0, PRIMARY KEY (id));
CREATE TABLE recorder_runs (run_id INTEGER NOT NULL, start DATETIME NOT NULL, "end" DATETIME,
  closed_incorrect BOOLEAN NOT NULL, created DATETIME NOT NULL, PRIMARY KEY (run_id));
CREATE TABLE migration_changes (migration_id VARCHAR(255) NOT NULL, version SMALLINT NOT NULL,
  PRIMARY KEY (migration_id));
CREATE TABLE schema_changes (change_id INTEGER NOT NULL, schema_version INTEGER, changed DATETIME NOT NULL,
  PRIMARY KEY (change_id));
CREATE TABLE statistics_runs (run_id INTEGER NOT NULL, start DATETIME NOT NULL, PRIMARY KEY (run_id));
CREATE TABLE events (event_id INTEGER NOT NULL, event_type CHAR(0), event_data CHAR(0), origin CHAR(0),
  origin_idx SMALLINT, time_fired CHAR(0), time_fired_ts FLOAT, context_id CHAR(0), context_user_id CHAR(0),
  context_parent_id CHAR(0), data_id INTEGER, context_id_bin BLOB, context_user_id_bin BLOB,
  context_parent_id_bin BLOB, event_type_id INTEGER, PRIMARY KEY (event_id),
  FOREIGN KEY(data_id) REFERENCES event_data (data_id),
  FOREIGN KEY(event_type_id) REFERENCES event_types (event_type_id));
CREATE TABLE statistics (id INTEGER NOT NULL, created CHAR(0), created_ts FLOAT, metadata_id INTEGER, start CHAR(0),
  start_ts FLOAT, mean FLOAT, mean_weight FLOAT, min FLOAT, max FLOAT, last_reset CHAR(0), last_reset_ts FLOAT,
  state FLOAT, sum FLOAT, PRIMARY KEY (id),
  FOREIGN KEY(metadata_id) REFERENCES statistics_meta (id) ON DELETE CASCADE);
CREATE TABLE statistics_short_term (id INTEGER NOT NULL, created CHAR(0), created_ts FLOAT, metadata_id INTEGER,
  start CHAR(0), start_ts FLOAT, mean FLOAT, mean_weight FLOAT, min FLOAT, max FLOAT, last_reset CHAR(0),
  last_reset_ts FLOAT, state FLOAT, sum FLOAT, PRIMARY KEY (id),
  FOREIGN KEY(metadata_id) REFERENCES statistics_meta (id) ON DELETE CASCADE);
CREATE TABLE states (state_id INTEGER NOT NULL, entity_id CHAR(0), state VARCHAR(255), attributes CHAR(0),
  event_id SMALLINT, last_changed CHAR(0), last_changed_ts FLOAT, last_reported_ts FLOAT, last_updated CHAR(0),
  last_updated_ts FLOAT, old_state_id INTEGER, attributes_id INTEGER, context_id CHAR(0), context_user_id CHAR(0),
  context_parent_id CHAR(0), origin_idx SMALLINT, context_id_bin BLOB, context_user_id_bin BLOB,
  context_parent_id_bin BLOB, metadata_id INTEGER, PRIMARY KEY (state_id),
  FOREIGN KEY(old_state_id) REFERENCES states (state_id),
  FOREIGN KEY(attributes_id) REFERENCES state_attributes (attributes_id),
  FOREIGN KEY(metadata_id) REFERENCES states_meta (metadata_id));
CREATE INDEX ix_states_metadata_id_last_updated_ts ON states (metadata_id, last_updated_ts);
CREATE INDEX ix_events_event_type_id_time_fired_ts ON events (event_type_id, time_fired_ts);
CREATE UNIQUE INDEX ix_statistics_statistic_id_start_ts ON statistics (metadata_id, start_ts);
CREATE UNIQUE INDEX ix_statistics_meta_statistic_id ON statistics_meta (statistic_id);
"""

APARTMENTS = ["limone", "lavanda", "rosmarino", "fico", "ulivo"]
# apartment: door openings a day while let, last day let (0: still let, None: empty), base temperature °C
LETTING = {"limone": (7, 0, 22.6), "lavanda": (4, 0, 21.2), "rosmarino": (4, -8, 19.4), "fico": (3, 0, 20.8),
           "ulivo": (0, None, 17.9)}  # fmt: skip
BATTERIES = {"limone_door": 81, "lavanda_door": 64, "rosmarino_door": 47, "fico_door": 12, "ulivo_door": 90,
             "front_gate": 58, "pool_gate": 17, "cellar_door": 43}  # fmt: skip
LIGHTS = ["terrace", "pergola", "driveway", "reception"]
AUTOMATIONS = [  # entity, name, source, triggers a day
    ("automation.pool_pump_morning", "Pool pump morning", "time", 1),
    ("automation.pool_pump_afternoon", "Pool pump afternoon", "time", 1),
    ("automation.pool_pump_off", "Pool pump off", "time", 2),
    ("automation.driveway_lights_at_sunset", "Driveway lights at sunset", "sun", 1),
    ("automation.gate_left_open_alert", "Gate left open alert", "state of binary_sensor.front_gate", 6),
    ("automation.welcome_lights", "Welcome lights for arriving guests", "state of binary_sensor.front_gate", 2),
    ("automation.cellar_door_reminder", "Cellar door reminder", "state of binary_sensor.cellar_door", 0),
]
RESTARTS = [(-9, 2 * 60 + 14, True), (-6, 3 * 60 + 5, True), (-2, 14 * 60 + 22, False)]  # day, minute, clean stop
HOT_DAY = -18
REMOTE = {"device_ieee": "00:15:8d:00:07:3a:4b:21", "unique_id": "00:15:8d:00:07:3a:4b:21:1:0x0006",
          "device_id": "5f0c2b7e4a1d4c9e8b3f6a2d1e0c9b8a", "endpoint_id": 1, "cluster_id": 6, "command": "toggle",
          "args": [], "params": {}}  # the reception's Zigbee remote, as ZHA reports a press  # fmt: skip
EVENT_TYPES = ["homeassistant_start", "homeassistant_started", "homeassistant_stop", "homeassistant_final_write",
               "automation_triggered", "call_service", "zha_event", "mobile_app_notification_action",
               "script_started"]  # fmt: skip


def fnv1a(text: str) -> int:
    """The recorder's 32-bit FNV-1a hash of shared attributes and event data."""
    value = 0x811C9DC5
    for byte in text.encode():
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    midnight = calendar.timegm(clock.midnight.timetuple())
    now_ts = float(calendar.timegm(clock.now.timetuple()))

    def ts(day: int, second: float) -> float:
        return round(midnight + day * 86400 + second + rng.randint(0, 999_999) / 1e6, 6)

    def text(moment: float) -> str:
        return datetime.datetime.fromtimestamp(moment, datetime.UTC).strftime("%Y-%m-%d %H:%M:%S.%f")

    entities: dict[str, dict[str, object]] = {}

    def entity(entity_id: str, **attrs: object) -> None:
        entities[entity_id] = attrs

    for apt in APARTMENTS:
        entity(f"binary_sensor.{apt}_door", device_class="door", friendly_name=f"{apt.title()} door")
        entity(f"sensor.{apt}_temperature", state_class="measurement", unit_of_measurement="°C",
               device_class="temperature", friendly_name=f"{apt.title()} temperature")  # fmt: skip
    for door in ("front_gate", "pool_gate", "cellar_door"):
        entity(f"binary_sensor.{door}", device_class="door", friendly_name=door.replace("_", " ").capitalize())
    for name in BATTERIES:
        entity(f"sensor.{name}_battery", state_class="measurement", unit_of_measurement="%", device_class="battery",
               friendly_name=f"{name.replace('_', ' ').capitalize()} battery")  # fmt: skip
    entity("sensor.outdoor_temperature", state_class="measurement", unit_of_measurement="°C",
           device_class="temperature", friendly_name="Outdoor temperature")  # fmt: skip
    entity("sensor.pool_water_temperature", state_class="measurement", unit_of_measurement="°C",
           device_class="temperature", friendly_name="Pool water temperature")  # fmt: skip
    for meter, label in (("grid_energy_import", "Grid energy import"), ("solar_energy_production", "Solar production")):
        entity(f"sensor.{meter}", state_class="total_increasing", unit_of_measurement="kWh", device_class="energy",
               friendly_name=label)  # fmt: skip
    entity("switch.pool_pump", friendly_name="Pool pump")
    for light in LIGHTS:
        entity(f"light.{light}", supported_color_modes=["brightness"], friendly_name=f"{light.title()} light")
    for person, name in (("giulia", "Giulia"), ("marco", "Marco")):
        entity(f"person.{person}", editable=True, id=person, device_trackers=[f"device_tracker.{person}_phone"],
               friendly_name=name)  # fmt: skip
    for auto, name, _, _ in AUTOMATIONS:
        entity(auto, id=str(abs(fnv1a(auto))), last_triggered=None, mode="single", current=0, friendly_name=name)
    meta = {}
    for n, entity_id in enumerate(entities, start=1):
        db.execute("INSERT INTO states_meta VALUES (?, ?)", (n, entity_id))
        meta[entity_id] = n

    attribute_ids: dict[str, int] = {}

    def attributes_id(attrs: dict[str, object]) -> int:
        shared = json.dumps(attrs, separators=(",", ":"), ensure_ascii=False)
        if shared not in attribute_ids:
            attribute_ids[shared] = len(attribute_ids) + 1
            db.execute("INSERT INTO state_attributes VALUES (?, ?, ?)",
                       (attribute_ids[shared], fnv1a(shared), shared))  # fmt: skip
        return attribute_ids[shared]

    # time, entity, state, extra attributes, kind: "change" (written only when the state differs), "attrs" (an
    # attribute-only update), "start" (Home Assistant's start writes every state again, with a new last_changed)
    rows: list[tuple[float, str, str, dict[str, object] | None, str]] = []

    def state(moment: float, entity_id: str, value: str, attrs: dict[str, object] | None = None) -> None:
        if moment < now_ts - 60:
            rows.append((moment, entity_id, value, attrs, "attrs" if attrs else "change"))

    def slots(count: int, first_hour: int, last_hour: int, size: int) -> list[int]:
        """``count`` distinct start seconds on a grid of ``size`` seconds between two hours of the day."""
        grid = range(first_hour * 3600 // size, last_hour * 3600 // size)
        return sorted(slot * size for slot in rng.sample(grid, count))

    first_day = -10
    # Home Assistant's starts write every entity's state again (a new last_changed)
    starts = [ts(day, minute * 60) for day, minute, _ in RESTARTS]
    # doors and gates
    for day in range(first_day, 1):
        yesterday = day == -1
        gate = 17 if yesterday else rng.randint(6, 12)
        for second in slots(gate, 7, 21, 300):
            at = ts(day, second)
            state(at, "binary_sensor.front_gate", "on")
            state(at + rng.randint(20, 240), "binary_sensor.front_gate", "off")
        for apt, (per_day, last_day, _) in LETTING.items():
            if last_day is None or day > last_day:
                continue
            for second in slots(per_day + rng.randint(-1, 1), 7, 22, 300):
                at = ts(day, second)
                state(at, f"binary_sensor.{apt}_door", "on")
                state(at + rng.randint(10, 90), f"binary_sensor.{apt}_door", "off")
        for k, second in enumerate(slots(rng.randint(1, 2), 9, 19, 3600)):
            at = ts(day, second)
            minutes = 47 if day == -3 and k == 0 else rng.randint(4, 30)
            state(at, "binary_sensor.cellar_door", "on")
            state(at + minutes * 60, "binary_sensor.cellar_door", "off")
        if rng.random() < 0.6:
            at = ts(day, rng.randint(9 * 3600, 18 * 3600))
            state(at, "binary_sensor.pool_gate", "on")
            state(at + rng.randint(10, 60), "binary_sensor.pool_gate", "off")
        # the pool pump and the lights
        state(ts(day, 9 * 3600), "switch.pool_pump", "on")
        state(ts(day, 13 * 3600), "switch.pool_pump", "off")
        state(ts(day, 15 * 3600), "switch.pool_pump", "on")
        state(ts(day, (22 * 60 + 30 if yesterday else 19 * 60) * 60), "switch.pool_pump", "off")
        for light in LIGHTS:
            if light == "reception" and (yesterday or rng.random() < 0.5):
                continue
            on = ts(day, rng.randint(17 * 60, 19 * 60) * 60)
            state(on, f"light.{light}", "on")
            state(on + rng.randint(3 * 3600, 5 * 3600), f"light.{light}", "off")
        # Marco's trips to the market (his phone moves while he is away), Giulia's rarer errands
        trips = rng.random() < 0.6
        if day >= -7:
            trips = day not in (-7, -4, 0)
        if trips:
            away = ts(day, rng.randint(7 * 60, 9 * 60) * 60)
            back = ts(day, rng.randint(11 * 60, 13 * 60) * 60)
            state(away, "person.marco", "not_home")
            for k in range(rng.randint(2, 4)):
                moved = away + (k + 1) * (back - away) / 5
                if moved < now_ts - 60:
                    state(moved, "person.marco", "not_home",
                          {"latitude": round(43.09 + rng.random() / 50, 6),
                           "longitude": round(11.78 + rng.random() / 50, 6),
                           "gps_accuracy": rng.randint(5, 40)})  # fmt: skip
            state(back, "person.marco", "home")
        if rng.random() < 0.3:
            away = ts(day, rng.randint(14 * 60, 15 * 60) * 60)
            state(away, "person.giulia", "not_home")
            state(away + rng.randint(3600, 3 * 3600), "person.giulia", "home")
        # battery levels every six hours
        for quarter in range(4):
            for name, level in BATTERIES.items():
                drift = (day * 4 + quarter) / 40
                state(ts(day, quarter * 21600 + 300 + rng.randint(0, 600)), f"sensor.{name}_battery",
                      str(max(1, round(level - drift))))  # fmt: skip
    # temperatures every 15 minutes (consecutive readings always differ), hourly and five-minute statistics
    outdoor: dict[int, list[float]] = {}  # hour index (from day -120) -> readings
    pool: dict[int, list[float]] = {}
    apartment_temps: dict[str, float] = {apt: base for apt, (_, _, base) in LETTING.items()}
    out_value, pool_value, last_out = 14.0, 24.0, 0.0
    hours_total = 120 * 24 + clock.now.hour
    for hour in range(hours_total):
        day, hour_of_day = divmod(hour, 24)
        day -= 120
        daily = 14.0 + 7.0 * (1 if 11 <= hour_of_day <= 16 else (0.5 if 8 <= hour_of_day <= 19 else -0.2))
        if day == HOT_DAY and 12 <= hour_of_day <= 15:
            daily = 31.0
        for quarter in range(4):
            step = rng.choice([-0.4, -0.3, -0.2, -0.1, 0.1, 0.2, 0.3, 0.4])
            out_value = round(out_value + step + (daily - out_value) * 0.25, 1)
            if day == HOT_DAY and hour_of_day == 14 and quarter == 1:
                out_value = 31.7
            if out_value == last_out:
                out_value = round(out_value + 0.1, 1)
            last_out = out_value
            outdoor.setdefault(hour, []).append(out_value)
            pool_step = rng.choice([-0.2, -0.1, 0.1, 0.2])
            pool_value = round(pool_value + pool_step + (24.0 - pool_value) * 0.3, 1)
            pool.setdefault(hour, []).append(pool_value)
            if day >= first_day:
                second = hour_of_day * 3600 + quarter * 900 + 7 * 60 + 23
                state(ts(day, second), "sensor.outdoor_temperature", f"{out_value:.1f}")
                state(ts(day, second + 11), "sensor.pool_water_temperature", f"{pool_value:.1f}")
                for apt in APARTMENTS:
                    base = LETTING[apt][2]
                    inside = round(apartment_temps[apt] + rng.choice([-0.2, -0.1, 0.1, 0.2])
                                  + (base - apartment_temps[apt]) * 0.3, 1)  # fmt: skip
                    apartment_temps[apt] = inside
                    reading = f"{inside:.1f}"
                    if apt == "fico" and day >= -2 and hour_of_day % 7 == 3 and quarter in (1, 2):
                        reading = "unavailable"
                    state(ts(day, second + 20 + APARTMENTS.index(apt) * 3), f"sensor.{apt}_temperature", reading)
    # energy meters: hourly readings, cumulative
    meters = {"grid_energy_import": 18_402.31, "solar_energy_production": 9_117.84}
    energy_hours: dict[str, list[tuple[int, float, float]]] = {name: [] for name in meters}  # hour, state, sum
    running = dict.fromkeys(meters, 0.0)
    for hour in range(hours_total):
        day, hour_of_day = divmod(hour, 24)
        day -= 120
        cold = 1.6 if -14 <= day <= -12 else 1.0
        grid = round(rng.uniform(0.4, 0.9) * cold + (1.2 if 18 <= hour_of_day <= 21 else 0.0), 3)
        sun = max(0.0, 1 - abs(hour_of_day - 11.5) / 6.5)
        solar = round(sun * rng.uniform(1.5, 3.2), 3)
        for name, used in (("grid_energy_import", grid), ("solar_energy_production", solar)):
            meters[name] = round(meters[name] + used, 3)
            running[name] = round(running[name] + used, 3)
            energy_hours[name].append((hour, meters[name], running[name]))
            if day >= first_day:
                state(ts(day, hour_of_day * 3600 + 3599), f"sensor.{name}", f"{meters[name]:.2f}")
    # statistics
    stat_ids = {}
    for n, (statistic_id, unit, has_mean, has_sum) in enumerate(
        [("sensor.outdoor_temperature", "°C", 1, 0), ("sensor.pool_water_temperature", "°C", 1, 0),
         ("sensor.grid_energy_import", "kWh", 0, 1), ("sensor.solar_energy_production", "kWh", 0, 1)], start=1
    ):  # fmt: skip
        unit_class = "temperature" if unit == "°C" else "energy"
        db.execute("INSERT INTO statistics_meta VALUES (?, ?, 'recorder', ?, ?, ?, ?, NULL, ?)",
                   (n, statistic_id, unit, unit_class, has_mean, has_sum, 1 if has_mean else 0))  # fmt: skip
        stat_ids[statistic_id] = n
    start0 = midnight - 120 * 86400
    stats: list[tuple[Any, ...]] = []
    short: list[tuple[Any, ...]] = []
    for series, statistic_id in ((outdoor, "sensor.outdoor_temperature"), (pool, "sensor.pool_water_temperature")):
        for hour, values in series.items():
            start = start0 + hour * 3600
            mean = round(sum(values) / len(values), 2)
            stats.append((start + 3600 + 10.2, stat_ids[statistic_id], float(start), mean, min(values), max(values),
                          None, None))  # fmt: skip
            if hour >= hours_total - 240:
                for k, degrees in enumerate(values):
                    for half in range(3):
                        five = start + k * 900 + half * 300
                        short.append((five + 300 + 10.1, stat_ids[statistic_id], float(five), degrees, degrees,
                                      degrees, None, None))  # fmt: skip
    for name, readings in energy_hours.items():
        for hour, meter_reading, total in readings:
            start = start0 + hour * 3600
            stats.append((start + 3600 + 10.2, stat_ids[f"sensor.{name}"], float(start), None, None, None,
                          meter_reading, total))  # fmt: skip
    stats.sort(key=lambda row: (row[2], row[1]))
    db.executemany("INSERT INTO statistics (created_ts, metadata_id, start_ts, mean, min, max, state, sum)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", stats)  # fmt: skip
    short.sort(key=lambda row: (row[2], row[1]))
    db.executemany("INSERT INTO statistics_short_term (created_ts, metadata_id, start_ts, mean, min, max, state, sum)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", short)  # fmt: skip
    for n, hour in enumerate(range(hours_total - 240, hours_total), start=1):
        db.execute("INSERT INTO statistics_runs VALUES (?, ?)", (n, text(start0 + hour * 3600)[:19]))
    # restarts rewrite every entity's current state
    for at in starts:
        if at >= now_ts:
            continue
        latest: dict[str, str] = {}
        for when, which, what, _, _ in sorted(rows):
            if when < at:
                latest[which] = what
        for entity_id in entities:
            if entity_id.startswith("automation."):
                restored = "on"
            elif entity_id.split(".")[0] in ("binary_sensor", "switch", "light"):
                restored = latest.get(entity_id, "off")
            else:
                restored = latest.get(entity_id, "home" if entity_id.startswith("person.") else "unknown")
            rows.append((at + 35 + rng.random(), entity_id, restored, None, "start"))
    rows.sort(key=lambda row: (row[0], row[1]))
    previous: dict[str, int] = {}
    last_change: dict[str, float] = {}
    last_value: dict[str, str] = {}
    state_id = 0
    for moment, entity_id, value, extra, kind in rows:
        if kind == "change" and last_value.get(entity_id) == value:
            continue  # the recorder writes nothing when neither state nor attributes change
        attrs = dict(entities[entity_id])
        if extra:
            attrs |= extra
        if kind != "attrs" or entity_id not in last_change:
            last_change[entity_id] = moment
        last_value[entity_id] = value
        changed_ts = None if last_change[entity_id] == moment else last_change[entity_id]
        state_id += 1
        db.execute(
            "INSERT INTO states (state_id, state, last_changed_ts, last_reported_ts, last_updated_ts, old_state_id,"
            " attributes_id, origin_idx, context_id_bin, metadata_id) VALUES (?, ?, ?, NULL, ?, ?, ?, 0, ?, ?)",
            (state_id, value, changed_ts, moment, previous.get(entity_id), attributes_id(attrs),
             rng.randbytes(16), meta[entity_id]),
        )  # fmt: skip
        previous[entity_id] = state_id
    # events
    for n, event_type in enumerate(EVENT_TYPES, start=1):
        db.execute("INSERT INTO event_types VALUES (?, ?)", (n, event_type))
    type_id = {event_type: n for n, event_type in enumerate(EVENT_TYPES, start=1)}
    data_ids: dict[str, int] = {}
    events: list[tuple[float, str, dict[str, object] | None]] = []
    for day, minute, clean in RESTARTS:
        at = ts(day, minute * 60)
        if clean:
            events.append((at - 4.2, "homeassistant_stop", None))
            events.append((at - 1.1, "homeassistant_final_write", None))
        events.append((at + 30.5, "homeassistant_start", None))
        events.append((at + 41.7, "homeassistant_started", None))
    for day in range(first_day, 1):
        for auto, name, source, per_day in AUTOMATIONS:
            count = per_day + (rng.randint(-1, 2) if per_day > 2 else 0)
            for _ in range(count):
                at = ts(day, rng.randint(8 * 3600, 21 * 3600))
                events.append((at, "automation_triggered", {"name": name, "entity_id": auto, "source": source}))
        for _ in range(rng.randint(1, 4)):
            at = ts(day, rng.randint(8 * 3600, 20 * 3600))
            events.append((at, "zha_event", dict(REMOTE)))
        for _ in range(rng.randint(2, 5)):
            at = ts(day, rng.randint(8 * 3600, 21 * 3600))
            light = rng.choice(LIGHTS)
            events.append((at, "call_service", {"domain": "light", "service": rng.choice(["turn_on", "turn_off"]),
                                                "service_data": {"entity_id": f"light.{light}"}}))  # fmt: skip
        if rng.random() < 0.4:
            events.append((ts(day, rng.randint(8 * 3600, 20 * 3600)), "mobile_app_notification_action",
                           {"action": "OPEN_GATE", "device_id": "giulia_phone"}))  # fmt: skip
    events.sort(key=lambda event: event[0])
    event_id = 0
    for at, event_type, data in events:
        if at >= now_ts - 60:
            continue
        data_id = None
        if data is not None:
            shared = json.dumps(data, separators=(",", ":"))
            if shared not in data_ids:
                data_ids[shared] = len(data_ids) + 1
                db.execute("INSERT INTO event_data VALUES (?, ?, ?)", (data_ids[shared], fnv1a(shared), shared))
            data_id = data_ids[shared]
        event_id += 1
        db.execute("INSERT INTO events (event_id, origin_idx, time_fired_ts, data_id, context_id_bin, event_type_id)"
                   " VALUES (?, 0, ?, ?, ?, ?)",
                   (event_id, at, data_id, rng.randbytes(16), type_id[event_type]))  # fmt: skip
    # recorder runs (the one before the crash was never closed properly), schema history
    run_starts = [ts(-14, 4 * 3600 + 1800), *starts]
    for n, run_start in enumerate(run_starts, start=1):
        end, clean = None, True
        if n < len(run_starts):  # ended by the next start: cleanly, or by a crash ten minutes before it
            clean = RESTARTS[n - 1][2]
            end = text(run_starts[n] - 3.0 if clean else run_starts[n] - 600.0)
        db.execute("INSERT INTO recorder_runs VALUES (?, ?, ?, ?, ?)",
                   (n, text(run_start + 29.0), end, 0 if clean else 1, text(run_start + 29.0)))  # fmt: skip
    for n, (version, days_ago) in enumerate([(30, 712), (33, 590), (41, 402), (43, 330), (44, 250), (47, 120),
                                             (48, 9)], start=1):  # fmt: skip
        db.execute("INSERT INTO schema_changes VALUES (?, ?, ?)", (n, version, text(ts(-days_ago, 2 * 3600 + 900))))
    for migration, version in [("event_type_id_migration", 2), ("entity_id_migration", 2),
                               ("event_id_post_migration", 1), ("entity_id_post_migration", 1),
                               ("events_context_id_as_binary", 2), ("states_context_id_as_binary", 2)]:  # fmt: skip
        db.execute("INSERT INTO migration_changes VALUES (?, ?)", (migration, version))
    close_checked(db, "homeauto")
