"""A Lausanne weather-forecasting company's compute rack, its servers' BMCs read by the IPMI exporter: the
``node+ipmi`` estate.

Bise Météo (Lausanne) runs its forecast models on five rack servers whose baseboard management controllers are
OpenIPMI's BMC simulator (Debian's ``openipmi``: one ``ipmi_sim`` per server, in the foreground, answering IPMI over
LAN on a UDP port of its own on ``127.0.0.2``, since FreeIPMI talks in-band to ``127.0.0.1``). :func:`write` gives
each BMC its configuration (``lan.conf``: one channel, an ``admin`` user ``prometheus``) and its command file (the
``.emu``: the management controller, its system event log, its sensors and their sensor data records, written here
byte for byte as IPMI 2.0's full sensor records, :func:`full_sensor_record`). The IPMI exporter (Debian's
``prometheus-ipmi-exporter``, scraped as job ``ipmi`` on ``/ipmi`` with one target per BMC, ``instance`` the
server's name) reads each BMC with FreeIPMI's ``ipmimonitoring``, ``bmc-info``, ``ipmi-chassis`` and ``ipmi-sel``
over IPMI 1.5 LAN sessions (the simulator's RMCP+ refuses FreeIPMI's privilege request).

The servers (:data:`BMCS`): ``wx-cn01`` and ``wx-cn02``, the two-socket compute nodes running the model; ``wx-gpu01``
with two GPUs; ``wx-stor01``, the single-socket storage server; ``wx-spare01``, a spare that is powered off (the
others are powered on: their simulators run a stand-in host process, ``startcmd``). Every sensor's reading comes
from a file the simulator polls every second; running this module writes those files every second
(:func:`bench.paced.paced_ticks`): the compute nodes' CPU temperatures and first fans follow the model's runs, hot
for :data:`PHASE` seconds and cooler for as many; every other reading stays as :func:`write` set it. What is planted:

* ``wx-gpu01``'s GPU2 Temp reads 93 C, at or above its upper critical threshold (90): state critical; the GPU server
  also draws the most power and its 12 V rail reads lowest (11.76 V);
* ``wx-cn02``'s FAN3 has stopped (0 RPM, below its lower critical threshold): state critical; its FAN4 spins fastest
  of the compute nodes' fans to make up for it;
* ``wx-cn01``'s CMOS battery (VBAT) reads 2.54 V, below its lower critical threshold (2.6 V): state critical;
* ``wx-stor01``'s second power supply has failed (PS2 Status: failure detected, critical; PS2 Input Power 0 W) and
  its chassis intrusion switch is asserted (critical); its BMC runs older firmware (1.73) than the others (3.88);
* ``wx-spare01`` is powered off (chassis power state 0), drawing standby power only;
* every BMC's system event log holds the history :data:`SEL_HISTORY` adds, and the threshold events its sensors
  raise once at start-up; none is raised afterwards (the cycling readings stay inside their thresholds).

    python -m bench.ipmi_workload ROOT
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.paced import paced_ticks

SIMULATOR = "ipmi_sim"  # Debian's openipmi
EXPORTER = "prometheus-ipmi-exporter"
JOB = "ipmi"
ADDRESS = "127.0.0.2"  # FreeIPMI takes 127.0.0.1 (and localhost) for the in-band interface
USER, PASSWORD = "prometheus", "Bise-ipmi-2024"
PHASE = 20  # seconds hot, then seconds cool, of the compute nodes' model runs
TICK = 1.0
# A FreeIPMI session closing waits a full second for an answer the simulator never sends; a shorter retransmission
# timeout keeps a scrape of one BMC under a second.
FREEIPMI_ARGS = ("--session-timeout=2000", "--retransmission-timeout=200")
COLLECTORS = ("bmc", "ipmi", "chassis", "sel")

# unit: (IPMI base unit code, sensor type, M, result exponent): reading = M * raw * 10^exponent
UNITS = {
    "C": (1, 0x01, 1, 0),
    "RPM": (18, 0x04, 100, 0),
    "V12": (4, 0x02, 6, -2),
    "V5": (4, 0x02, 2, -2),
    "V3": (4, 0x02, 2, -2),
    "W": (6, 0x0B, 4, 0),
}
# unit: (upper non-recoverable, upper critical, upper non-critical, lower non-recoverable, lower critical, lower
# non-critical) as raw values
THRESHOLDS = {
    "CPU": (105, 95, 88, 0, 0, 5),
    "GPU": (100, 90, 85, 0, 0, 5),
    "Inlet": (50, 42, 38, 0, 0, 5),
    "System": (85, 75, 70, 0, 0, 5),
    "HDD": (65, 55, 50, 0, 0, 5),
    "RPM": (255, 255, 255, 2, 5, 7),  # 200, 500 and 700 RPM below
    "V12": (230, 220, 212, 170, 180, 188),  # 13.8 / 13.2 / 12.72 V above, 10.2 / 10.8 / 11.28 V below
    "V5": (255, 255, 252, 215, 225, 235),
    "V3": (190, 182, 178, 148, 152, 158),
    "VBAT": (190, 182, 178, 120, 130, 135),  # VBAT below 2.6 V is critical
    "W": (255, 250, 240, 0, 0, 0),
}


@dataclass(frozen=True)
class Sensor:
    """A threshold sensor (``unit`` one of :data:`UNITS`) or a discrete one (``unit`` ``psu`` or ``intrusion``):
    its name, entity id and instance, thresholds, and its raw reading (or the discrete state's bit), or its two raw
    readings hot and cool."""

    name: str
    unit: str
    entity: int
    raw: int
    thresholds: str = ""
    cool: int | None = None  # the reading while the model is not running, if it changes with the model's runs


Reading = tuple[int, int | None]  # hot and (if it changes with the model's runs) cool raw readings


def _board(
    cpu: Reading,
    cpu2: Reading | None,
    fans: list[Reading],
    rails: tuple[int, int, int, int],
    power: tuple[int, int],
    inlet: int,
    system: int,
) -> list[Sensor]:
    """The sensors every server has, from its raw readings."""
    sensors = [Sensor("CPU1 Temp", "C", 3, cpu[0], "CPU", cpu[1])]
    if cpu2 is not None:
        sensors.append(Sensor("CPU2 Temp", "C", 3, cpu2[0], "CPU", cpu2[1]))
    sensors += [Sensor("Inlet Temp", "C", 55, inlet, "Inlet"), Sensor("System Temp", "C", 7, system, "System")]
    sensors += [Sensor(f"FAN{k}", "RPM", 29, hot, "RPM", cool) for k, (hot, cool) in enumerate(fans, start=1)]
    v12, v5, v3, vbat = rails
    sensors += [Sensor("12V", "V12", 20, v12, "V12"), Sensor("5VCC", "V5", 20, v5, "V5"),
                Sensor("3.3VCC", "V3", 20, v3, "V3"), Sensor("VBAT", "V3", 20, vbat, "VBAT")]  # fmt: skip
    sensors += [Sensor("PS1 Input Power", "W", 10, power[0], "W"), Sensor("PS2 Input Power", "W", 10, power[1], "W")]
    return sensors


@dataclass(frozen=True)
class Bmc:
    """A server's BMC: its manufacturer's IANA number, firmware revision (major, BCD minor), whether the server is
    powered on, its sensors, the discrete sensors' asserted bits (PS1, PS2, intrusion), and its event log's age."""

    manufacturer: int
    firmware: tuple[int, int]
    powered: bool
    sensors: list[Sensor]
    ps_bits: tuple[int, int] = (0, 0)  # 0 presence detected, 1 failure detected
    intrusion: bool = False


SUPERMICRO, GIGABYTE = 10876, 15370
# Raw readings (see UNITS): CPU temperatures in C, fans in hundreds of RPM, 12 V in 60 mV, the others in 20 mV,
# power in 4 W steps.
BMCS = {
    "wx-cn01": Bmc(SUPERMICRO, (3, 0x88), True,
                   _board((74, 62), (71, 60), [(66, 54), (55, None), (54, None), (55, None)],
                          (200, 250, 165, 127), (70, 68), 22, 34)),
    "wx-cn02": Bmc(SUPERMICRO, (3, 0x88), True,
                   _board((76, 64), (73, 61), [(68, 56), (57, None), (0, None), (78, None)],
                          (198, 249, 164, 151), (75, 74), 23, 36)),
    "wx-gpu01": Bmc(GIGABYTE, (3, 0x88), True,
                    [*_board((79, None), (77, None), [(98, None), (99, None), (101, None), (100, None),
                                                       (102, None), (100, None)],
                             (196, 248, 164, 150), (180, 175), 25, 41),
                     Sensor("GPU1 Temp", "C", 11, 84, "GPU"), Sensor("GPU2 Temp", "C", 11, 93, "GPU")]),
    "wx-stor01": Bmc(SUPERMICRO, (1, 0x73), True,
                     [*_board((48, None), None, [(36, None), (36, None), (37, None), (36, None)],
                              (201, 251, 166, 152), (97, 0), 21, 30),
                      Sensor("HDD Temp", "C", 4, 38, "HDD")],
                     ps_bits=(0, 1), intrusion=True),
    "wx-spare01": Bmc(SUPERMICRO, (3, 0x88), False,
                      [Sensor("Inlet Temp", "C", 55, 20, "Inlet"), Sensor("PS1 Input Power", "W", 10, 3, "W"),
                       Sensor("PS2 Input Power", "W", 10, 3, "W")]),
}  # fmt: skip
TEMPERATURES = sum(sensor.unit == "C" for bmc in BMCS.values() for sensor in bmc.sensors)
# past events in each BMC's system event log, before the simulator starts: (sensor type, sensor number, event type
# and direction, event data 1) repeated
SEL_HISTORY = {"wx-cn01": 6, "wx-cn02": 14, "wx-gpu01": 9, "wx-stor01": 41, "wx-spare01": 2}
SEL_START = 1_700_000_000  # the history's first event (2023-11-14), one an hour after it


def full_sensor_record(number: int, sensor: Sensor) -> list[int]:
    """The IPMI 2.0 full sensor record (type 01h) of a sensor owned by the BMC (20h, LUN 0)."""
    discrete = sensor.unit in ("psu", "intrusion")
    if discrete:
        unit, kind, m, exponent = 0, 0x08 if sensor.unit == "psu" else 0x05, 0, 0
        event_type, masks, thresholds = 0x6F, (0x0F, 0x00, 0x0F, 0x00, 0x0F, 0x00), (0,) * 6
        analog = 0x00
    else:
        unit, kind, m, exponent = UNITS[sensor.unit]
        event_type, masks, thresholds = 0x01, (0x95, 0x7A, 0x95, 0x7A, 0x3F, 0x3F), THRESHOLDS[sensor.thresholds]
        analog = 0x07
    body = [0x20, 0x00, number, sensor.entity, 1, 0x7F, 0x68, kind, event_type, *masks,
            0x00, unit, 0x00, 0x00, m & 0xFF, (m >> 8) << 6, 0, 0, 0, (exponent & 0x0F) << 4, analog,
            sensor.raw, 0xFF, 0x00, 0xFF, 0x00, *thresholds, 0, 0, 0, 0, 0,
            0xC0 | len(sensor.name), *sensor.name.encode()]  # fmt: skip
    return [0x00, 0x00, 0x51, 0x01, len(body), *body]


def _hex(values: list[int] | tuple[int, ...]) -> str:
    return " ".join(f"0x{value:02x}" for value in values)


def sensors_of(name: str) -> list[Sensor]:
    """A BMC's sensors, the discrete ones (power supplies, chassis intrusion) after the threshold ones."""
    bmc = BMCS[name]
    discrete = [Sensor("PS1 Status", "psu", 10, bmc.ps_bits[0]), Sensor("PS2 Status", "psu", 10, bmc.ps_bits[1])]
    if name != "wx-spare01":
        discrete.append(Sensor("Chassis Intru", "intrusion", 23, 0))
    return [*bmc.sensors, *discrete]


def readings(root: Path, tick: int) -> None:
    """Write every threshold sensor's raw reading for second ``tick`` (the model hot in the first PHASE seconds of
    every 2 * PHASE)."""
    hot = (tick // PHASE) % 2 == 0
    for name in BMCS:
        for number, sensor in enumerate(sensors_of(name), start=1):
            if sensor.unit in UNITS:
                value = sensor.raw if hot or sensor.cool is None else sensor.cool
                path = root / name / f"sensor-{number}"
                temporary = path.with_suffix(".new")
                temporary.write_text(f"{value}\n")
                temporary.replace(path)


def write(root: Path, ports: dict[str, int]) -> Path:
    """Each BMC's configuration, command file, state directory and first readings under ``root``, and the
    exporter's configuration (returned)."""
    for name, bmc in BMCS.items():
        folder = root / name
        (folder / "state").mkdir(parents=True, exist_ok=True)
        power = (
            "  startcmd \"sh -c 'while kill -0 $PPID 2>/dev/null; do sleep 2; done'\"\n  startnow true\n"
            if bmc.powered
            else ""
        )
        (folder / "lan.conf").write_text(
            f'name "{name}"\nset_working_mc 0x20\n'
            f"  startlan 1\n    addr {ADDRESS} {ports[name]}\n    priv_limit admin\n"
            "    allowed_auths_callback none md2 md5 straight\n    allowed_auths_user none md2 md5 straight\n"
            "    allowed_auths_operator none md2 md5 straight\n    allowed_auths_admin none md2 md5 straight\n"
            "  endlan\n"
            f"{power}"
            f'  user 2 true "{USER}" "{PASSWORD}" admin 10 none md2 md5 straight\n'
        )
        major, minor = bmc.firmware
        lines = [
            "mc_setbmc 0x20",
            f"mc_add 0x20 0 no-device-sdrs 0x23 {major:#x} {minor:#x} 0x9f {bmc.manufacturer:#x} 0x0907",
            "sel_enable 0x20 1000 0x0a",
            "sensor_add 0x20 0 0 35 0x6f event-only",
        ]
        for k in range(SEL_HISTORY[name]):
            stamp = SEL_START + 3600 * k
            event = (0x08, 0x10, 0x6F, 0x01) if k % 3 == 0 else (0x01, 0x01, 0x01, 0x57)
            lines.append(f"sel_add 0x20 0x02 {_hex([*stamp.to_bytes(4, 'little'), 0x20, 0x00, 0x04, *event])} "
                         "0xff 0xff")  # fmt: skip
        for number, sensor in enumerate(sensors_of(name), start=1):
            if sensor.unit in UNITS:
                lines.append(
                    f"sensor_add 0x20 0 {number} {UNITS[sensor.unit][1]:#04x} 0x01 poll 1000 file "
                    f'"{folder / f"sensor-{number}"}"'
                )
            else:
                lines.append(f"sensor_add 0x20 0 {number} {0x08 if sensor.unit == 'psu' else 0x05:#04x} 0x6f")
            lines.append(f"main_sdr_add 0x20 {_hex(full_sensor_record(number, sensor))}")
            if sensor.unit in UNITS:
                lines.append(
                    f"sensor_set_threshold 0x20 0 {number} settable 111111 {_hex(THRESHOLDS[sensor.thresholds])}"
                )
                lines.append(f"sensor_set_event_support 0x20 0 {number} enable scanning per-state "
                             "000111111111111 000111111111111 000111111111111 000111111111111")  # fmt: skip
            else:
                lines.append(f"sensor_set_event_support 0x20 0 {number} enable scanning per-state "
                             "000000000001111 000000000001111 000000000001111 000000000001111")  # fmt: skip
                bits = [0] if sensor.unit == "psu" else []
                if sensor.unit == "psu" and sensor.raw:
                    bits.append(sensor.raw)
                if sensor.unit == "intrusion" and bmc.intrusion:
                    bits.append(0)
                lines += [f"sensor_set_bit 0x20 0 {number} {bit} 1 0" for bit in bits]
        lines.append("mc_enable 0x20")
        (folder / f"{name}.emu").write_text("\n".join(lines) + "\n")
    readings(root, 0)
    cache = root / "sdr-cache"
    cache.mkdir(exist_ok=True)
    args = "".join(
        f"      {collector}: [{', '.join(repr(arg) for arg in FREEIPMI_ARGS)}"
        + (f", '--sdr-cache-directory={cache}'" if collector == "ipmi" else "")
        + "]\n"
        for collector in COLLECTORS
    )
    config = root / "ipmi.yml"
    config.write_text(
        f"modules:\n  default:\n    user: {USER}\n    pass: {PASSWORD}\n    driver: LAN\n    privilege: admin\n"
        f"    timeout: 5000\n    collectors: [{', '.join(COLLECTORS)}]\n    custom_args:\n{args}"
    )
    return config


def simulator_command(simulator: str, root: Path, name: str) -> list[str]:
    """One BMC's simulator in the foreground, no console."""
    folder = root / name
    return [simulator, "-c", str(folder / "lan.conf"), "-f", str(folder / f"{name}.emu"), "-s",
            str(folder / "state"), "-n"]  # fmt: skip


def exporter_command(config: Path, port: int) -> list[str]:
    return [EXPORTER, f"--config.file={config}", f"--web.listen-address=127.0.0.1:{port}"]


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``ipmi``: the exporter reads each BMC, the server's name as
    ``instance``, every 5 seconds."""
    targets = "".join(
        f"      - targets: ['{ADDRESS}:{ports[name]}']\n        labels: {{__server: {name}}}\n" for name in BMCS
    )
    return (
        f"  - job_name: {JOB}\n    metrics_path: /ipmi\n    scrape_interval: 5s\n    scrape_timeout: 4s\n"
        "    static_configs:\n" + targets + "    relabel_configs:\n"
        "      - {source_labels: [__address__], target_label: __param_target}\n"
        "      - {source_labels: [__server], target_label: instance}\n"
        f"      - {{target_label: __address__, replacement: '127.0.0.1:{exporter_port}'}}\n"
    )


def main(argv: list[str]) -> None:
    root = Path(argv[0])
    for tick in paced_ticks(TICK):
        readings(root, tick)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main(sys.argv[1:])
