"""SNMP agents for the live PromQL estate's SNMP exporter: a ski area's network switch and its two UPSes.

Bergbahnen Hochalm run a ski area above Saalbach (Salzburg): the valley station (Talstation) holds the ticket office,
the server room and the core switch ``core-sw1``, which links the internet uplink, the ticket office, the gondola's
and the chairlift's control rooms, the summit webcam, the hotel's guest Wi-Fi, the snowmaking pumps' PLC and the
restaurant tills. Two UPSes keep the network up: ``ups-tal`` (an Eaton 9PX in the valley station's server room, on
mains) and ``ups-gipfel`` (an APC Smart-UPS at the summit station, on battery since a power cut on the summit line).
Each device is a real ``snmpd`` (Net-SNMP, a temporary instance of its own on a loopback port, one process in the
foreground, SNMP v2c community ``hochalm``) whose device-specific subtrees (IF-MIB's ``interfaces`` and ``ifXTable``,
RFC 1628's UPS-MIB) are answered by this file, run by ``snmpd`` as a ``pass_persist`` program; ``sysName``,
``sysLocation``, ``sysContact`` and ``sysDescr`` come from each agent's configuration. ``prometheus-snmp-exporter``
walks the three agents, the switch with the module ``if_mib`` and the UPSes with the module ``ups_mib`` (a hand-written
``snmp.yml``: Debian ships none), and Prometheus scrapes it as job ``snmp``, one target per device with ``instance``
the device's name. :func:`write` writes the agents' and the exporter's configurations; :func:`command` is an agent's
command line; :func:`scrape_config` is the job's scrape configuration.

The switch's ports (:data:`PORTS`): Gi1/0/1 ``uplink-isp`` (1 Gb/s), Gi1/0/2 ``ticket-office``, Gi1/0/3
``gondola-valley``, Gi1/0/4 ``chairlift-hochalm`` (100 Mb/s over a media converter that corrupts frames: 3 input
errors a second), Gi1/0/5 ``webcam-summit`` (enabled but its link is down), Gi1/0/6 ``hotel-wifi`` (the busiest port,
9.8 MB/s out to the guests), Gi1/0/7 ``snowmaking-plc``, Gi1/0/8 ``spare`` (administratively down), Gi1/0/9
``pos-restaurant`` (drops 2 outgoing packets a second). Octet and packet counters (64-bit) and error and discard
counters (32-bit) grow at fixed rates with the wall clock from the moment :func:`write` ran, so every rate is constant
from one scrape to the next. The UPSes' readings are constant except ``upsSecondsOnBattery`` of the summit UPS, which
counts up with the wall clock from 1,260 seconds (21 minutes) at the start.

Only the standard library is imported: ``snmpd`` runs this file as a script (``python snmp_workload.py DEVICE START``),
one process per agent, which answers ``get`` and ``getnext`` on its standard input and ends when ``snmpd`` does.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

COMMUNITY = "hochalm"
ORGANISATION = "Bergbahnen Hochalm GmbH, Saalbach"
SWITCH = "core-sw1"
UPSES = ("ups-tal", "ups-gipfel")
DEVICES = (SWITCH, *UPSES)
SYSTEM = {
    SWITCH: ("Cisco IOS Software, Catalyst 2960-X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E8",
             "Talstation, server room rack A"),
    "ups-tal": ("Eaton 9PX 3000i RT2U", "Talstation, server room rack A"),
    "ups-gipfel": ("APC Smart-UPS SRT 1500 RM", "Gipfelstation, technical room"),
}  # fmt: skip
# ifIndex: ifName, ifAlias, Mb/s, admin up, oper up, in bytes/s, out bytes/s, in errors/s, out discards/s
PORTS = {
    1: ("Gi1/0/1", "uplink-isp", 1000, True, True, 4_200_000, 1_100_000, 0, 0),
    2: ("Gi1/0/2", "ticket-office", 1000, True, True, 350_000, 900_000, 0, 0),
    3: ("Gi1/0/3", "gondola-valley", 1000, True, True, 220_000, 180_000, 0, 0),
    4: ("Gi1/0/4", "chairlift-hochalm", 100, True, True, 80_000, 60_000, 3, 0),
    5: ("Gi1/0/5", "webcam-summit", 100, True, False, 0, 0, 0, 0),
    6: ("Gi1/0/6", "hotel-wifi", 1000, True, True, 2_600_000, 9_800_000, 0, 0),
    7: ("Gi1/0/7", "snowmaking-plc", 100, True, True, 12_000, 8_000, 0, 0),
    8: ("Gi1/0/8", "spare", 1000, False, False, 0, 0, 0, 0),
    9: ("Gi1/0/9", "pos-restaurant", 100, True, True, 45_000, 30_000, 0, 2),
}
PACKET_BYTES = 800  # every port's average packet size: packets a second are bytes a second / 800
ERRORS_AT_START = {4: 18_432, 9: 655}  # counters the switch had counted before the workload started
# UPS-MIB readings: battery status (2 normal), minutes remaining, charge %, battery volts, battery °C, input line
# bads, input Hz, input volts, output source (3 normal, 5 battery), output volts, output W, load %, alarms present,
# seconds on battery at the start, manufacturer, model
UPS = {
    "ups-tal": (2, 38, 100, 72.0, 24, 3, 50.0, 231, 3, 230, 1450, 48, 0, 0, "Eaton", "9PX 3000i RT2U"),
    "ups-gipfel": (2, 21, 64, 46.8, 31, 7, 0.0, 0, 5, 230, 420, 31, 1, 1260, "APC", "Smart-UPS SRT 1500"),
}

IF = "1.3.6.1.2.1.2"
IFX = "1.3.6.1.2.1.31.1.1"
UPS_MIB = "1.3.6.1.2.1.33"
MODULES = {SWITCH: "if_mib", "ups-tal": "ups_mib", "ups-gipfel": "ups_mib"}


def _oid(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.strip(".").split(".") if part)


def _port_values(start: float, now: float) -> dict[tuple[int, ...], tuple[str, str]]:
    elapsed = max(0.0, now - start)
    values: dict[tuple[int, ...], tuple[str, str]] = {_oid(IF + ".1.0"): ("integer", str(len(PORTS)))}
    for index, (name, alias, mbps, admin, oper, rx, tx, errors, discards) in PORTS.items():
        rx_bytes, tx_bytes = int(rx * elapsed), int(tx * elapsed)
        base = 10_000_000_000 * index  # 64-bit counters the switch had counted before
        columns = {
            f"{IF}.2.1.1": ("integer", str(index)),
            f"{IF}.2.1.2": ("string", f"GigabitEthernet{name[2:]}"),
            f"{IF}.2.1.3": ("integer", "6"),
            f"{IF}.2.1.4": ("integer", "1500"),
            f"{IF}.2.1.7": ("integer", "1" if admin else "2"),
            f"{IF}.2.1.8": ("integer", "1" if oper else "2"),
            f"{IF}.2.1.14": ("counter", str((ERRORS_AT_START.get(index, 0) + int(errors * elapsed)) % 2**32)),
            f"{IF}.2.1.19": ("counter", str((ERRORS_AT_START.get(index, 0) + int(discards * elapsed)) % 2**32)),
            f"{IFX}.1.1": ("string", name),
            f"{IFX}.1.6": ("counter64", str(base + rx_bytes)),
            f"{IFX}.1.7": ("counter64", str(base // PACKET_BYTES + rx_bytes // PACKET_BYTES)),
            f"{IFX}.1.10": ("counter64", str(base + tx_bytes)),
            f"{IFX}.1.11": ("counter64", str(base // PACKET_BYTES + tx_bytes // PACKET_BYTES)),
            f"{IFX}.1.15": ("gauge", str(mbps if oper else 0)),
            f"{IFX}.1.18": ("string", alias),
        }
        values |= {_oid(f"{column}.{index}"): value for column, value in columns.items()}
    return values


def _ups_values(device: str, start: float, now: float) -> dict[tuple[int, ...], tuple[str, str]]:
    (status, minutes, charge, volts, temperature, bads, in_hz, in_volts, source, out_volts, watts, load, alarms,
     on_battery, maker, model) = UPS[device]  # fmt: skip
    seconds = on_battery + int(max(0.0, now - start)) if on_battery else 0
    m = UPS_MIB
    rows = {
        f"{m}.1.1.1.0": ("string", maker),
        f"{m}.1.1.2.0": ("string", model),
        f"{m}.1.2.1.0": ("integer", str(status)),
        f"{m}.1.2.2.0": ("integer", str(seconds)),
        f"{m}.1.2.3.0": ("integer", str(minutes)),
        f"{m}.1.2.4.0": ("integer", str(charge)),
        f"{m}.1.2.5.0": ("integer", str(round(volts * 10))),
        f"{m}.1.2.7.0": ("integer", str(temperature)),
        f"{m}.1.3.1.0": ("counter", str(bads)),
        f"{m}.1.3.2.0": ("integer", "1"),
        f"{m}.1.3.3.1.1.1": ("integer", "1"),
        f"{m}.1.3.3.1.2.1": ("integer", str(round(in_hz * 10))),
        f"{m}.1.3.3.1.3.1": ("integer", str(in_volts)),
        f"{m}.1.4.1.0": ("integer", str(source)),
        f"{m}.1.4.2.0": ("integer", "500"),
        f"{m}.1.4.3.0": ("integer", "1"),
        f"{m}.1.4.4.1.1.1": ("integer", "1"),
        f"{m}.1.4.4.1.2.1": ("integer", str(out_volts)),
        f"{m}.1.4.4.1.4.1": ("integer", str(watts)),
        f"{m}.1.4.4.1.5.1": ("integer", str(load)),
        f"{m}.1.6.1.0": ("gauge", str(alarms)),
    }
    return {_oid(oid): value for oid, value in rows.items()}


def values(device: str, start: float, now: float) -> dict[tuple[int, ...], tuple[str, str]]:
    """Every OID the agent of ``device`` answers for itself, with its SNMP type and value, at time ``now``."""
    return _port_values(start, now) if device == SWITCH else _ups_values(device, start, now)


def answer(device: str, start: float, request: str, oid: str) -> list[str]:
    """The ``pass_persist`` answer lines to ``get`` or ``getnext`` of ``oid``."""
    table = values(device, start, time.time())
    wanted = _oid(oid)
    if request == "get":
        found = wanted if wanted in table else None
    else:
        found = min((key for key in table if key > wanted), default=None)
    if found is None:
        return ["NONE"]
    kind, value = table[found]
    return ["." + ".".join(map(str, found)), kind, value]


def serve(device: str, start: float) -> None:
    """Answer ``snmpd``'s ``pass_persist`` requests on standard input until it closes."""
    stdin, stdout = sys.stdin, sys.stdout
    while True:
        line = stdin.readline()
        if not line:
            return
        command = line.strip().lower()
        if command == "ping":
            lines = ["PONG"]
        elif command in ("get", "getnext"):
            lines = answer(device, start, command, stdin.readline())
        elif command == "set":
            stdin.readline(), stdin.readline()
            lines = ["not-writable"]
        else:
            continue
        stdout.write("\n".join(lines) + "\n")
        stdout.flush()


def write(root: Path, ports: dict[str, int]) -> tuple[dict[str, Path], Path]:
    """Write each agent's configuration and the exporter's ``snmp.yml`` under ``root`` (``ports``: one per device);
    return the agents' configurations by device and the exporter's configuration."""
    root.mkdir(parents=True, exist_ok=True)
    start = time.time()
    script = Path(__file__).resolve()
    configs = {}
    for device in DEVICES:
        state = root / device
        state.mkdir(exist_ok=True)
        descr, location = SYSTEM[device]
        subtrees = [f"{IF}.1", f"{IF}.2", IFX] if device == SWITCH else [UPS_MIB]
        program = f"{sys.executable} {script} {device} {start:.3f}"
        lines = [
            f"agentAddress udp:127.0.0.1:{ports[device]},tcp:127.0.0.1:{ports[device]}",
            f"rocommunity {COMMUNITY} 127.0.0.1",
            f"sysName {device}",
            f"sysLocation {location}",
            "sysContact noc@hochalm.example",
            f"sysDescr {descr}",
            "dontLogTCPWrappersConnects yes",
            *(f"pass_persist -p 1 .{subtree} {program}" for subtree in subtrees),
        ]
        configs[device] = root / f"{device}.conf"
        configs[device].write_text("\n".join(lines) + "\n")
    exporter = root / "snmp.yml"
    exporter.write_text(json.dumps(_exporter_config(), indent=1) + "\n")  # JSON is YAML
    return configs, exporter


def _metric(name: str, oid: str, kind: str, indexed: bool, lookups: bool = False) -> dict[str, object]:
    metric: dict[str, object] = {"name": name, "oid": oid, "type": kind, "help": f"{name} - {oid}"}
    if indexed:
        metric["indexes"] = [{"labelname": "ifIndex", "type": "gauge"}]
    if lookups:
        metric["lookups"] = [
            {"labels": ["ifIndex"], "labelname": "ifName", "oid": f"{IFX}.1.1", "type": "DisplayString"},
            {"labels": ["ifIndex"], "labelname": "ifAlias", "oid": f"{IFX}.1.18", "type": "DisplayString"},
        ]
    return metric


def _system(name: str, oid: str) -> dict[str, object]:
    return {"name": name, "oid": oid, "type": "DisplayString", "help": f"{name} - {oid}"}


def _exporter_config() -> dict[str, object]:
    auth = {"community": COMMUNITY}
    system = [_system("sysName", "1.3.6.1.2.1.1.5"), _system("sysLocation", "1.3.6.1.2.1.1.6"),
              _system("sysDescr", "1.3.6.1.2.1.1.1")]  # fmt: skip
    uptime = {"name": "sysUpTime", "oid": "1.3.6.1.2.1.1.3", "type": "gauge", "help": "sysUpTime - 1.3.6.1.2.1.1.3"}
    if_columns = [
        ("ifAdminStatus", f"{IF}.2.1.7", "gauge"), ("ifOperStatus", f"{IF}.2.1.8", "gauge"),
        ("ifMtu", f"{IF}.2.1.4", "gauge"), ("ifInErrors", f"{IF}.2.1.14", "counter"),
        ("ifOutDiscards", f"{IF}.2.1.19", "counter"), ("ifHCInOctets", f"{IFX}.1.6", "counter"),
        ("ifHCInUcastPkts", f"{IFX}.1.7", "counter"), ("ifHCOutOctets", f"{IFX}.1.10", "counter"),
        ("ifHCOutUcastPkts", f"{IFX}.1.11", "counter"), ("ifHighSpeed", f"{IFX}.1.15", "gauge"),
    ]  # fmt: skip
    m = UPS_MIB
    ups_scalars = [
        ("upsBatteryStatus", f"{m}.1.2.1", "gauge"), ("upsSecondsOnBattery", f"{m}.1.2.2", "gauge"),
        ("upsEstimatedMinutesRemaining", f"{m}.1.2.3", "gauge"), ("upsEstimatedChargeRemaining", f"{m}.1.2.4", "gauge"),
        ("upsBatteryVoltage", f"{m}.1.2.5", "gauge"), ("upsBatteryTemperature", f"{m}.1.2.7", "gauge"),
        ("upsInputLineBads", f"{m}.1.3.1", "counter"), ("upsOutputSource", f"{m}.1.4.1", "gauge"),
        ("upsOutputFrequency", f"{m}.1.4.2", "gauge"), ("upsAlarmsPresent", f"{m}.1.6.1", "gauge"),
    ]  # fmt: skip
    ups_rows = [
        ("upsInputFrequency", f"{m}.1.3.3.1.2", "upsInputLineIndex"),
        ("upsInputVoltage", f"{m}.1.3.3.1.3", "upsInputLineIndex"),
        ("upsOutputVoltage", f"{m}.1.4.4.1.2", "upsOutputLineIndex"),
        ("upsOutputPower", f"{m}.1.4.4.1.4", "upsOutputLineIndex"),
        ("upsOutputPercentLoad", f"{m}.1.4.4.1.5", "upsOutputLineIndex"),
    ]
    return {
        "if_mib": {
            "walk": ["1.3.6.1.2.1.2", "1.3.6.1.2.1.31.1.1"],
            "get": ["1.3.6.1.2.1.1.1.0", "1.3.6.1.2.1.1.3.0", "1.3.6.1.2.1.1.5.0", "1.3.6.1.2.1.1.6.0"],
            "metrics": [
                *system,
                uptime,
                {"name": "ifNumber", "oid": f"{IF}.1", "type": "gauge", "help": f"ifNumber - {IF}.1"},
                *(_metric(name, oid, kind, True, True) for name, oid, kind in if_columns),
            ],
            "version": 2,
            "auth": auth,
        },
        "ups_mib": {
            "walk": [UPS_MIB],
            "get": ["1.3.6.1.2.1.1.1.0", "1.3.6.1.2.1.1.3.0", "1.3.6.1.2.1.1.5.0", "1.3.6.1.2.1.1.6.0"],
            "metrics": [
                *system,
                uptime,
                _system("upsIdentManufacturer", f"{m}.1.1.1"),
                _system("upsIdentModel", f"{m}.1.1.2"),
                *(
                    {"name": name, "oid": oid, "type": kind, "help": f"{name} - {oid}"}
                    for name, oid, kind in ups_scalars
                ),
                *(
                    {
                        "name": name,
                        "oid": oid,
                        "type": "gauge",
                        "help": f"{name} - {oid}",
                        "indexes": [{"labelname": index, "type": "gauge"}],
                    }
                    for name, oid, index in ups_rows
                ),
            ],
            "version": 2,
            "auth": auth,
        },
    }


def command(snmpd: str, config: Path) -> list[str]:
    """An agent's command line: ``snmpd`` in the foreground, logging to standard output, reading only ``config``,
    loading no MIB files, without the host's own interface tables and SMUX, and keeping its persistent state beside
    ``config``."""
    state = config.with_suffix("")
    return ["env", f"SNMP_PERSISTENT_DIR={state}", snmpd, "-f", "-Lo", "-C", "-c", str(config), "-m", "", "-M",
            "/nonexistent", "-I", "-smux,interfaces,ifTable,ifXTable"]  # fmt: skip


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``snmp``: the exporter walks each device's agent with its module,
    the device's name as ``instance``."""
    targets = "".join(
        f"      - targets: ['127.0.0.1:{ports[device]}']\n"
        f"        labels: {{__param_module: {MODULES[device]}, __device: {device}}}\n"
        for device in DEVICES
    )
    return (
        "  - job_name: snmp\n    metrics_path: /snmp\n    static_configs:\n" + targets + "    relabel_configs:\n"
        "      - {source_labels: [__address__], target_label: __param_target}\n"
        "      - {source_labels: [__device], target_label: instance}\n"
        f"      - {{target_label: __address__, replacement: '127.0.0.1:{exporter_port}'}}\n"
    )


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    serve(sys.argv[1], float(sys.argv[2]))
