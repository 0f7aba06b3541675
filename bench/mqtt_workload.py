"""A busy MQTT broker for the live PromQL estate's MQTT exporter: a glasshouse grower's sensors and controllers.

Kwekerij Van Leeuwen grow tomatoes, cucumbers and sweet peppers under glass in Westland (South Holland): six glasshouse
compartments (``kas1`` to ``kas6``; kas1 to kas3 tomatoes, kas4 cucumbers, kas5 peppers, kas6 the propagation house), a
gas-fired combined heat and power unit, two cold stores for the harvest and a weather station on the roof. Every device
is an ESP board with Tasmota-style firmware that publishes a JSON telemetry message to ``tele/<device>/SENSOR`` on the
nursery's Mosquitto broker (``mosquitto``, a temporary instance of its own on a loopback port, one process in the
foreground), and ``prometheus-mqtt-exporter`` (mqtt2prometheus) subscribes to ``tele/+/SENSOR`` and turns the listed
JSON fields into metrics labelled ``sensor`` (the device) and ``topic``, each gauge sample carrying the time the
exporter received it (the meters' counters are exposed without one, ``omit_timestamp``, so Prometheus stamps them with
its scrape times and their one-minute rates extrapolate over regular intervals). :func:`write` writes both
configurations; :func:`command` is the broker's command line.

Devices (:data:`DEVICES`), each on an MQTT connection of its own:

* ``klimaat-kas1`` to ``klimaat-kas6``: climate boxes (air temperature, relative humidity, CO2, PAR light, battery);
* ``water-kas1`` to ``water-kas6``: irrigation meters (cumulative litres, drain-water EC and pH);
* ``wkk-1``: the CHP unit (cumulative gas in cubic metres, electrical output in kW);
* ``koelcel-1`` and ``koelcel-2``: the cold stores (temperature, door ``open`` or ``closed``; koelcel-2's door is open);
* ``bodem-kas2``: a soil-moisture probe whose firmware sends ``"n/a"`` for its reading (the exporter counts every
  message of it as a ``storeError``);
* ``weer-dak``: the rooftop weather station, which published one retained message when the workload started and has
  been silent since (its readings keep the time they were received, so they age).

Every device also reports its Wi-Fi signal (``Wifi.Signal`` in dBm, a nested field). Running this file connects the
devices once the broker answers and publishes at a fixed rhythm until it is killed:

    python -m bench.mqtt_workload PORT

Each second, in five ticks: every climate box, irrigation meter, the CHP unit and the soil probe publish once a tick
(five messages a second each), the cold stores once a second: 72 messages a second, 5 of them unreadable. The meters'
counters grow at fixed rates (:data:`WATER_LITRES_PER_SECOND`, :data:`GAS_M3_PER_SECOND`) with the wall clock, and every
other reading is constant, so rates and gauges agree from one scrape to the next.

Only the standard library is imported (the MQTT 3.1.1 client is a few lines below), and the file runs as a script in its
own process, so a busy benchmark process cannot slow its rhythm.
"""

from __future__ import annotations

import json
import os
import socket
import struct
import sys
import time
from pathlib import Path
from typing import Any

from bench.quiet_http import on_schedule, wait_for_port

TICK_SECONDS = 0.2
USER = "mosquitto"
TOPIC = "tele/{device}/SENSOR"
COMPARTMENTS = ("kas1", "kas2", "kas3", "kas4", "kas5", "kas6")
# compartment: air temperature °C, relative humidity %, CO2 ppm, PAR µmol/m²/s, battery V, Wi-Fi dBm
CLIMATE = {
    "kas1": (21.4, 78.0, 820, 410.0, 3.92, -58),
    "kas2": (22.1, 81.0, 790, 395.0, 4.05, -61),
    "kas3": (20.8, 76.0, 845, 430.0, 3.31, -64),
    "kas4": (24.1, 88.0, 910, 380.0, 3.88, -71),
    "kas5": (23.0, 72.0, 760, 450.0, 4.10, -55),
    "kas6": (25.3, 84.0, 1050, 180.0, 3.97, -49),
}
# compartment: irrigation litres a second, meter reading at start (litres), drain EC mS/cm, drain pH, Wi-Fi dBm
WATER_LITRES_PER_SECOND = {"kas1": 1.2, "kas2": 1.5, "kas3": 0.9, "kas4": 2.4, "kas5": 1.1, "kas6": 0.3}
WATER = {
    "kas1": (1_284_500.0, 3.1, 5.8, -60),
    "kas2": (1_517_250.0, 3.4, 5.9, -62),
    "kas3": (1_093_800.0, 2.9, 6.1, -66),
    "kas4": (2_206_400.0, 4.6, 5.6, -73),
    "kas5": (1_150_900.0, 3.0, 6.4, -57),
    "kas6": (310_700.0, 2.2, 5.7, -52),
}
GAS_M3_PER_SECOND = 0.105  # 378 m³ an hour
GAS_AT_START = 184_233.5
CHP_POWER_KW = 1480.0
COLD_STORES = {"koelcel-1": (11.8, "closed", -78), "koelcel-2": (14.6, "open", -81)}
WEATHER = {"temperature": 6.5, "humidity": 91.0, "wind": 7.2, "Wifi": {"Signal": -84}}
DEVICES = [
    *(f"klimaat-{kas}" for kas in COMPARTMENTS),
    *(f"water-{kas}" for kas in COMPARTMENTS),
    "wkk-1",
    *COLD_STORES,
    "bodem-kas2",
    "weer-dak",
]
# prom_name, JSON path, help, type, string mapping
METRICS = [
    ("temperature_celsius", "temperature", "Air temperature in degrees Celsius", "gauge", None),
    ("humidity_percent", "humidity", "Relative humidity in percent", "gauge", None),
    ("co2_ppm", "co2", "CO2 concentration in parts per million", "gauge", None),
    ("par_umol_m2_s", "par", "Photosynthetically active radiation in micromoles per square metre and second", "gauge",
     None),
    ("battery_volts", "battery", "Battery voltage of a wireless sensor", "gauge", None),
    ("wifi_signal_dbm", "Wifi.Signal", "Wi-Fi signal strength in dBm", "gauge", None),
    ("water_litres_total", "water_l", "Irrigation water delivered, litres (meter reading)", "counter", None),
    ("drain_ec_ms_cm", "drain.ec", "Electrical conductivity of the drain water in mS/cm", "gauge", None),
    ("drain_ph", "drain.ph", "pH of the drain water", "gauge", None),
    ("gas_m3_total", "gas_m3", "Natural gas burnt by the CHP unit, cubic metres (meter reading)", "counter", None),
    ("electric_power_kw", "power_kw", "Electrical output of the CHP unit in kW", "gauge", None),
    ("door_open", "door", "Cold-store door: 1 open, 0 closed", "gauge", {"open": 1, "closed": 0}),
    ("soil_moisture_percent", "moisture", "Volumetric soil moisture in percent", "gauge", None),
    ("wind_speed_ms", "wind", "Wind speed in metres per second", "gauge", None),
]  # fmt: skip


def write(root: Path, ports: dict[str, int]) -> tuple[Path, Path]:
    """Write the broker's and the exporter's configurations under ``root`` (``ports``: ``mqtt``); return both paths."""
    root.mkdir(parents=True, exist_ok=True)
    broker = root / "mosquitto.conf"
    broker.write_text(
        f"listener {ports['mqtt']} 127.0.0.1\nallow_anonymous true\npersistence false\n"
        "log_dest stdout\nlog_type error\nlog_type warning\nlog_type notice\nmax_queued_messages 10000\n"
    )
    lines = [
        "mqtt:",
        f"  server: tcp://127.0.0.1:{ports['mqtt']}",
        "  client_id: mqtt2prometheus-vanleeuwen",
        "  topic_path: tele/+/SENSOR",
        '  device_id_regex: "tele/(?P<deviceid>[^/]+)/SENSOR"',
        "  qos: 0",
        "cache:",
        "  timeout: 24h",
        "metrics:",
    ]
    for name, field, text, kind, mapping in METRICS:
        lines += [f"  - prom_name: {name}", f"    mqtt_name: {field}", f'    help: "{text}"', f"    type: {kind}"]
        if kind == "counter":  # scrape-time samples: regular intervals, so rates over them extrapolate fully
            lines.append("    omit_timestamp: true")
        if mapping:
            lines += ["    string_value_mapping:", "      map:", *(f"        {k}: {v}" for k, v in mapping.items())]
    exporter = root / "mqtt-exporter.yaml"
    exporter.write_text("\n".join(lines) + "\n")
    if os.geteuid() == 0:  # the broker will run as mosquitto (see command): let it read its configuration
        for path in (root.parent, root):
            path.chmod(path.stat().st_mode | 0o011)
        broker.chmod(0o644)
    return broker, exporter


def command(mosquitto: str, config: Path) -> list[str]:
    """The broker's command line: one process in the foreground; under root, started as ``mosquitto`` by ``setpriv``,
    which keeps the parent-death signal across the change of user."""
    argv = [mosquitto, "-c", str(config)]
    if os.geteuid() == 0:
        argv = ["setpriv", f"--reuid={USER}", f"--regid={USER}", "--clear-groups", "--pdeathsig=keep", *argv]
    return argv


def _length(n: int) -> bytes:
    """MQTT's variable-length encoding of a remaining length."""
    out = bytearray()
    while True:
        n, digit = divmod(n, 128)
        out.append(digit | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _text(value: str) -> bytes:
    data = value.encode()
    return struct.pack("!H", len(data)) + data


class Device:
    """One device's MQTT 3.1.1 connection (clean session, QoS 0 publishes)."""

    def __init__(self, port: int, name: str) -> None:
        self.name = name
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        body = _text("MQTT") + bytes([4, 0x02]) + struct.pack("!H", 60) + _text(f"vanleeuwen-{name}")
        self.sock.sendall(bytes([0x10]) + _length(len(body)) + body)
        if self.sock.recv(4)[:1] != b"\x20":
            raise ConnectionError(f"{name}: no CONNACK")

    def publish(self, message: dict[str, Any], retain: bool = False) -> None:
        body = _text(TOPIC.format(device=self.name)) + json.dumps(message).encode()
        self.sock.sendall(bytes([0x30 | (1 if retain else 0)]) + _length(len(body)) + body)


def reading(device: str, elapsed: float) -> dict[str, Any]:
    """The telemetry message of ``device``, ``elapsed`` seconds after the workload started."""
    kind, _, place = device.partition("-")
    if kind == "klimaat":
        temperature, humidity, co2, par, battery, signal = CLIMATE[place]
        return {"temperature": temperature, "humidity": humidity, "co2": co2, "par": par, "battery": battery,
                "Wifi": {"Signal": signal}}  # fmt: skip
    if kind == "water":
        start, ec, ph, signal = WATER[place]
        litres = round(start + WATER_LITRES_PER_SECOND[place] * elapsed, 2)
        return {"water_l": litres, "drain": {"ec": ec, "ph": ph}, "Wifi": {"Signal": signal}}
    if kind == "wkk":
        gas = round(GAS_AT_START + GAS_M3_PER_SECOND * elapsed, 4)
        return {"gas_m3": gas, "power_kw": CHP_POWER_KW, "Wifi": {"Signal": -45}}
    if kind == "koelcel":
        temperature, door, signal = COLD_STORES[device]
        return {"temperature": temperature, "door": door, "Wifi": {"Signal": signal}}
    if kind == "bodem":
        return {"moisture": "n/a", "Wifi": {"Signal": -69}}
    return WEATHER


def ticks() -> list[list[str]]:
    """One second of publishing in five ticks: the cold stores in the first only, the rest in every tick."""
    busy = [device for device in DEVICES if not device.startswith(("koelcel", "weer"))]
    return [[*busy, *COLD_STORES], busy, busy, busy, busy]


def run(port: int) -> None:
    """Connect every device once the broker answers, publish the weather station's retained message, then publish the
    others' telemetry at a fixed rhythm until killed."""
    wait_for_port(port)
    devices = {name: Device(port, name) for name in DEVICES}
    devices["weer-dak"].publish(WEATHER, retain=True)
    start = time.time()

    def publish(_: int, name: str) -> None:
        devices[name].publish(reading(name, time.time() - start))

    on_schedule(TICK_SECONDS, ticks(), publish)


if __name__ == "__main__":
    run(int(sys.argv[1]))
