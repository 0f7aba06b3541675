"""An automotive-parts plant floor (a manufacturing execution system's tables) as a SQLite file, for execution
benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): shifts start at 06:00
(early), 14:00 (late) and 22:00 (night) on each of the days from 120 days before ``now`` up to today, and
every other event sits on a 5-minute grid of those days, so two builds with the same seed and ``now`` values
a whole number of days apart give the same answers to relative-time questions. Timestamps are ISO text
``YYYY-MM-DD HH:MM:SS`` in UTC; plain dates (``shift_date``, ``hired_on``, ``commissioned_on``) are
``YYYY-MM-DD``. Table names carry the owning module's prefix (``mes_``, ``qc_``, ``hr_``, ``inv_``) and
columns are abbreviated the way MES exports are (``mach_id``, ``wo_no``, ``qty_good``, ``insp_ts``, ``dt_id``).

Each line runs one work order per shift. A work order is ``released`` (not started: ``started_ts`` NULL),
``running`` (``completed_ts`` NULL) or ``completed``; it is late when ``completed_ts`` is after ``due_ts``.
``qty_good`` and ``qty_scrap`` count what has been made so far. A downtime event is still going on (the
machine is down) exactly when ``end_ts`` is NULL; ``reason_cd`` is an integer code explained by
``mes_downtime_reason``, whose ``is_planned`` (0/1) separates planned stops (changeover, preventive
maintenance, cleaning) from unplanned ones (failures, material shortage, no operator, quality hold, MES
outage). ``qc_inspection.passed`` is 0/1 and ``shift_id`` is the shift on the work order's line during which
the inspection took place. Spare-part costs (``unit_cost``) are in euros.

Planted signals:

* press PR-03 broke down eleven times in the last 90 days, long hydraulic and mechanical failures: by far
  the most unplanned downtime hours of any machine in the last 30 days; CNC-05 broke down six times; no
  other machine had more than three unplanned stops in the whole history;
* exactly two machines are down right now: robot RB-31 (electrical failure) and case packer PK-01
  (material shortage);
* three machines had no downtime at all in the last 90 days: VC-01 and PK-02 never had any, WR-01 one
  stoppage about 105 days ago;
* the Paint line scraps about 7 % of what it makes, every other line under 2.5 %;
* the night shift fails quality inspections far more often than the early and late shifts;
* inspectors Grace Liu, Tomasz Zielinski and Amara Okoye carry out the most inspections, in that order,
  with wide gaps;
* the Stamping line consumes the most spare parts by value, nearly twice the runner-up (PR-03's hydraulics);
* four spare parts have never been issued, and three sit below their reorder point;
* the Machining line made eleven products, three of which (HSG-3301, HSG-3302, HSG-3303) were discontinued
  more than 45 days ago.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE mes_line (
    line_id         INTEGER PRIMARY KEY,
    line_code       TEXT NOT NULL UNIQUE,
    line_name       TEXT NOT NULL UNIQUE,
    hall            TEXT NOT NULL,
    commissioned_on TEXT NOT NULL,
    target_oee_pct  REAL NOT NULL
);
CREATE TABLE mes_machine (
    mach_id     INTEGER PRIMARY KEY,
    asset_tag   TEXT NOT NULL UNIQUE,
    line_id     INTEGER NOT NULL REFERENCES mes_line(line_id),
    mach_type   TEXT NOT NULL,
    mfr         TEXT NOT NULL,
    model       TEXT NOT NULL,
    install_yr  INTEGER NOT NULL,
    is_critical INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hr_operator (
    op_id        INTEGER PRIMARY KEY,
    badge_no     TEXT NOT NULL UNIQUE,
    op_name      TEXT NOT NULL UNIQUE,
    job_role     TEXT NOT NULL,
    home_line_id INTEGER REFERENCES mes_line(line_id),
    skill_lvl    INTEGER NOT NULL,
    hired_on     TEXT NOT NULL
);
CREATE TABLE mes_shift (
    shift_id      INTEGER PRIMARY KEY,
    line_id       INTEGER NOT NULL REFERENCES mes_line(line_id),
    shift_date    TEXT NOT NULL,
    shift_name    TEXT NOT NULL,
    start_ts      TEXT NOT NULL,
    end_ts        TEXT NOT NULL,
    supervisor_id INTEGER NOT NULL REFERENCES hr_operator(op_id),
    headcount     INTEGER NOT NULL,
    UNIQUE (line_id, shift_date, shift_name)
);
CREATE TABLE mes_work_order (
    wo_id        INTEGER PRIMARY KEY,
    wo_no        TEXT NOT NULL UNIQUE,
    line_id      INTEGER NOT NULL REFERENCES mes_line(line_id),
    sku          TEXT NOT NULL,
    qty_planned  INTEGER NOT NULL,
    qty_good     INTEGER NOT NULL DEFAULT 0,
    qty_scrap    INTEGER NOT NULL DEFAULT 0,
    wo_status    TEXT NOT NULL,
    released_ts  TEXT NOT NULL,
    started_ts   TEXT,
    completed_ts TEXT,
    due_ts       TEXT NOT NULL
);
CREATE TABLE mes_downtime_reason (
    reason_cd  INTEGER PRIMARY KEY,
    reason_txt TEXT NOT NULL UNIQUE,
    category   TEXT NOT NULL,
    is_planned INTEGER NOT NULL
);
CREATE TABLE mes_downtime (
    dt_id     INTEGER PRIMARY KEY,
    mach_id   INTEGER NOT NULL REFERENCES mes_machine(mach_id),
    reason_cd INTEGER NOT NULL REFERENCES mes_downtime_reason(reason_cd),
    start_ts  TEXT NOT NULL,
    end_ts    TEXT,
    logged_by INTEGER REFERENCES hr_operator(op_id),
    note      TEXT
);
CREATE TABLE qc_inspection (
    insp_id       INTEGER PRIMARY KEY,
    wo_id         INTEGER NOT NULL REFERENCES mes_work_order(wo_id),
    shift_id      INTEGER NOT NULL REFERENCES mes_shift(shift_id),
    inspector_id  INTEGER NOT NULL REFERENCES hr_operator(op_id),
    insp_type     TEXT NOT NULL,
    insp_ts       TEXT NOT NULL,
    sample_n      INTEGER NOT NULL,
    defects_found INTEGER NOT NULL,
    passed        INTEGER NOT NULL
);
CREATE TABLE inv_spare_part (
    part_no     TEXT PRIMARY KEY,
    part_desc   TEXT NOT NULL,
    part_cat    TEXT NOT NULL,
    unit_cost   REAL NOT NULL,
    qty_on_hand INTEGER NOT NULL,
    reorder_pt  INTEGER NOT NULL,
    bin_loc     TEXT NOT NULL
);
CREATE TABLE inv_part_issue (
    issue_id  INTEGER PRIMARY KEY,
    part_no   TEXT NOT NULL REFERENCES inv_spare_part(part_no),
    mach_id   INTEGER NOT NULL REFERENCES mes_machine(mach_id),
    dt_id     INTEGER REFERENCES mes_downtime(dt_id),
    issued_ts TEXT NOT NULL,
    qty       INTEGER NOT NULL,
    issued_to INTEGER REFERENCES hr_operator(op_id)
);
CREATE INDEX mes_downtime_mach ON mes_downtime(mach_id);
CREATE INDEX mes_downtime_start ON mes_downtime(start_ts);
CREATE INDEX mes_work_order_line ON mes_work_order(line_id);
CREATE INDEX qc_inspection_wo ON qc_inspection(wo_id);
"""

# code, name, hall, years in service, target OEE, parts per hour, scrap share range, skus (with the day the
# product was last made, 0: still made)
LINES: list[tuple[str, str, str, int, float, int, tuple[float, float], list[tuple[str, int]]]] = [
    ("L1-STP", "Stamping", "Hall A", 17, 78.0, 240, (0.01, 0.022),
     [("BRK-1040", 0), ("BRK-1055", 0), ("PNL-2210", 0), ("PNL-2230", 0), ("CLP-0871", 0), ("CLP-0874", 0)]),
    ("L2-MCH", "Machining", "Hall A", 12, 72.0, 60, (0.008, 0.02),
     [("HSG-3301", -46), ("HSG-3302", -52), ("HSG-3303", -60), ("HSG-3304", 0), ("HSG-3305", 0),
      ("HSG-3306", 0), ("HSG-3307", 0), ("HSG-3308", 0), ("HSG-3309", 0), ("HSG-3310", 0), ("HSG-3311", 0)]),
    ("L3-PNT", "Paint", "Hall B", 9, 70.0, 120, (0.06, 0.085),
     [("PNT-5100-BLK", 0), ("PNT-5100-GRY", 0), ("PNT-5200-BLK", 0), ("PNT-5300-SLV", 0)]),
    ("L4-ASM", "Assembly", "Hall C", 6, 82.0, 45, (0.004, 0.015),
     [("ASM-7100", 0), ("ASM-7120", 0), ("ASM-7150", 0), ("ASM-7200", 0), ("ASM-7210", 0)]),
    ("L5-PKG", "Packaging", "Hall C", 6, 88.0, 300, (0.002, 0.008),
     [("PKG-9001", 0), ("PKG-9002", 0), ("PKG-9010", 0)]),
]  # fmt: skip
# line code: [(asset tag, type, manufacturer, model, install year, critical)]
MACHINES: dict[str, list[tuple[str, str, str, str, int, int]]] = {
    "L1-STP": [
        ("PR-01", "hydraulic press", "Schuler", "MSP 800", 2009, 1),
        ("PR-02", "hydraulic press", "Schuler", "MSP 800", 2009, 1),
        ("PR-03", "hydraulic press", "Schuler", "MSP 1000", 2011, 1),
        ("PR-04", "servo press", "Aida", "DSF-N2-2000", 2019, 1),
        ("RB-11", "transfer robot", "Fanuc", "M-710iC", 2016, 0),
        ("CV-12", "conveyor", "Interroll", "RM 8310", 2012, 0),
    ],
    "L2-MCH": [
        ("CNC-01", "cnc machining centre", "DMG Mori", "NHX 5000", 2014, 1),
        ("CNC-02", "cnc machining centre", "DMG Mori", "NHX 5000", 2014, 1),
        ("CNC-03", "cnc machining centre", "Mazak", "HCN-5000", 2017, 1),
        ("CNC-04", "cnc machining centre", "Mazak", "HCN-5000", 2017, 1),
        ("CNC-05", "cnc lathe", "Okuma", "LB3000 EX II", 2013, 1),
        ("CNC-06", "cnc lathe", "Okuma", "LB3000 EX II", 2020, 1),
        ("WS-21", "parts washer", "Durr", "EcoCFlex", 2015, 0),
    ],
    "L3-PNT": [
        ("PB-01", "paint booth", "Durr", "EcoRP L133", 2016, 1),
        ("PB-02", "paint booth", "Durr", "EcoRP L133", 2016, 1),
        ("OV-01", "curing oven", "Eisenmann", "TCO 400", 2016, 1),
        ("RB-31", "paint robot", "ABB", "IRB 5500", 2018, 0),
        ("RB-32", "paint robot", "ABB", "IRB 5500", 2018, 0),
    ],
    "L4-ASM": [
        ("WD-01", "robot welder", "KUKA", "KR 16 arc", 2019, 1),
        ("WD-02", "robot welder", "KUKA", "KR 16 arc", 2019, 1),
        ("WD-03", "robot welder", "Yaskawa", "AR1440", 2021, 1),
        ("AS-01", "screwdriving station", "Atlas Copco", "QST 34", 2019, 0),
        ("AS-02", "screwdriving station", "Atlas Copco", "QST 34", 2019, 0),
        ("VC-01", "vision inspection cell", "Cognex", "In-Sight 9000", 2024, 0),
        ("CV-41", "conveyor", "Interroll", "RM 8310", 2019, 0),
    ],
    "L5-PKG": [
        ("PK-01", "case packer", "Krones", "Variopac Pro", 2019, 1),
        ("PK-02", "palletizer", "Krones", "Modulpal", 2024, 1),
        ("LB-01", "labeller", "Herma", "500", 2019, 0),
        ("WR-01", "stretch wrapper", "Robopac", "Helix 3", 2020, 0),
    ],
}
# code, text, category, planned
REASONS = [
    (10, "Changeover", "planned", 1),
    (20, "Preventive maintenance", "planned", 1),
    (30, "Cleaning", "planned", 1),
    (40, "Mechanical failure", "breakdown", 0),
    (41, "Electrical failure", "breakdown", 0),
    (42, "Hydraulic failure", "breakdown", 0),
    (50, "Material shortage", "process", 0),
    (60, "No operator available", "process", 0),
    (70, "Quality hold", "process", 0),
    (80, "MES / IT outage", "external", 0),
]
FAILURE_MINUTES = {40: (90, 420), 41: (30, 240), 42: (120, 480)}
OTHER_UNPLANNED_MINUTES = {50: (20, 120), 60: (30, 240), 70: (60, 300), 80: (15, 90)}
CHANGEOVER_MINUTES = {"hydraulic press": (25, 60), "servo press": (15, 35), "cnc machining centre": (20, 50),
                      "cnc lathe": (15, 40), "paint booth": (10, 30)}  # fmt: skip
BREAKDOWN_PRONE = {  # asset tag: [(days ago, reason, minutes low, high)]
    "PR-03": [(3, 42, 300, 600), (9, 40, 240, 540), (14, 42, 300, 600), (22, 42, 240, 480), (27, 40, 240, 540),
              (35, 42, 300, 600), (44, 40, 180, 420), (52, 42, 240, 480), (61, 41, 120, 240), (70, 42, 300, 600),
              (84, 40, 180, 420)],
    "CNC-05": [(6, 40, 60, 150), (19, 41, 45, 120), (33, 40, 60, 180), (48, 40, 60, 150), (66, 41, 30, 90),
               (79, 40, 60, 180)],
}  # fmt: skip
DOWN_NOW = {"RB-31": (41, 5 * 60 + 10), "PK-01": (50, 95)}  # asset tag: (reason, minutes before now)
NO_DOWNTIME = {"VC-01", "PK-02", "WR-01"}
WR01_OLD_STOP = 105  # days ago: WR-01's only stoppage
UNPLANNED_CAP = 3  # unplanned stops per machine over the whole history, except the two breakdown-prone ones

# part no, description, category, unit cost EUR, on hand, reorder point, used for: the machine types it is
# fitted to on a failure, "*" any machine on a failure, "pm" a preventive-maintenance consumable, or "never"
PARTS: list[tuple[str, str, str, float, int, int, str]] = [
    ("SP-10012", "Hydraulic pump 63 cc", "hydraulic", 2860.0, 2, 1, "hydraulic press"),
    ("SP-10015", "Proportional valve NG10", "hydraulic", 1480.0, 3, 1, "hydraulic press"),
    ("SP-10018", "Hydraulic seal kit", "hydraulic", 185.0, 14, 6, "hydraulic press"),
    ("SP-10021", "Hydraulic hose 1/2in 2m", "hydraulic", 64.0, 30, 10, "hydraulic press"),
    ("SP-10024", "Pressure transducer 400 bar", "sensor", 420.0, 4, 2, "hydraulic press"),
    ("SP-10030", "Die cushion pin set", "tooling", 310.0, 6, 2, "hydraulic press,servo press"),
    ("SP-10033", "Servo motor 7.5 kW", "electrical", 3900.0, 1, 0, "servo press"),
    ("SP-11001", "Spindle bearing set", "bearing", 690.0, 4, 2, "cnc machining centre,cnc lathe"),
    ("SP-11004", "Tool holder HSK-A63", "tooling", 145.0, 40, 12, "cnc machining centre"),
    ("SP-11007", "Coolant pump", "mechanical", 520.0, 3, 1, "cnc machining centre,cnc lathe,parts washer"),
    ("SP-11010", "Chuck jaw set", "tooling", 230.0, 8, 3, "cnc lathe"),
    ("SP-11013", "Axis encoder", "sensor", 780.0, 2, 1, "cnc machining centre,cnc lathe"),
    ("SP-11016", "Spindle cartridge", "mechanical", 9400.0, 1, 0, "cnc machining centre"),
    ("SP-12001", "Atomiser bell cup", "nozzle", 380.0, 10, 4, "paint robot,paint booth"),
    ("SP-12004", "Paint filter cartridge", "filter", 42.0, 60, 20, "paint booth"),
    ("SP-12007", "Booth exhaust filter mat", "filter", 28.0, 80, 30, "paint booth,curing oven"),
    ("SP-12010", "Burner ignition electrode", "electrical", 95.0, 12, 4, "curing oven"),
    ("SP-12013", "Robot servo amplifier", "electrical", 2200.0, 1, 1, "paint robot,transfer robot,robot welder"),
    ("SP-12016", "Colour change valve", "nozzle", 260.0, 6, 2, "paint robot"),
    ("SP-13001", "Welding contact tip", "consumable", 3.5, 400, 150, "robot welder"),
    ("SP-13004", "Gas nozzle", "consumable", 12.0, 120, 40, "robot welder"),
    ("SP-13007", "Wire feeder drive roll", "mechanical", 48.0, 20, 8, "robot welder"),
    ("SP-13010", "Nutrunner spindle", "mechanical", 1350.0, 2, 1, "screwdriving station"),
    ("SP-13013", "Torque transducer", "sensor", 610.0, 3, 1, "screwdriving station"),
    ("SP-13016", "Seam tracking camera", "sensor", 4100.0, 1, 0, "robot welder"),
    ("SP-14001", "Vacuum gripper cup", "pneumatic", 18.0, 90, 30, "case packer,palletizer,transfer robot"),
    ("SP-14004", "Pneumatic cylinder 50x200", "pneumatic", 210.0, 6, 2, "case packer,palletizer"),
    ("SP-14007", "Label print head", "electrical", 890.0, 2, 1, "labeller"),
    ("SP-14010", "Label applicator pad", "consumable", 140.0, 4, 2, "labeller"),
    ("SP-15001", "Conveyor drive belt", "belt", 175.0, 10, 4, "conveyor,case packer"),
    ("SP-15004", "Deep-groove ball bearing 6205", "bearing", 9.5, 150, 50, "pm"),
    ("SP-15007", "Proximity sensor M18", "sensor", 36.0, 45, 15, "*"),
    ("SP-15010", "Gear oil ISO VG 220 (20 l)", "lubricant", 96.0, 24, 8, "pm"),
    ("SP-15013", "Grease cartridge EP2", "lubricant", 11.0, 200, 60, "pm"),
    ("SP-15016", "Contactor 40 A", "electrical", 88.0, 16, 6, "*"),
    ("SP-15019", "Safety light curtain", "sensor", 1650.0, 1, 1, "*"),
    ("SP-15022", "Emergency stop button", "electrical", 45.0, 10, 4, "*"),
    ("SP-15025", "Air filter element", "filter", 24.0, 40, 12, "pm"),
    ("SP-16001", "Gearbox 1:40", "mechanical", 2450.0, 1, 0, "never"),
    ("SP-16004", "HMI touch panel 15in", "electrical", 1890.0, 1, 0, "never"),
    ("SP-16007", "Rotary table indexer", "mechanical", 5200.0, 1, 0, "never"),
    ("SP-16010", "PLC CPU module", "electrical", 2750.0, 2, 1, "never"),
]
LOW_STOCK = {"SP-10018": 4, "SP-11001": 1, "SP-15007": 9}  # part: quantity on hand (below its reorder point)

FIRST = [
    "Lukas", "Anna", "Jan", "Marta", "Stefan", "Julia", "Piotr", "Elena", "Thomas", "Katrin", "Mehmet", "Sabine",
    "Andrej", "Laura", "Felix", "Monika", "Daniel", "Petra", "Marco", "Ivana", "Sven", "Nadine", "Oleg", "Birgit",
    "Kevin", "Jana", "Florian", "Agnieszka", "Patrick", "Claudia", "Tobias", "Svetlana", "Dominik", "Heike",
]  # fmt: skip
LAST = [
    "Mueller", "Schmidt", "Novak", "Horvat", "Weber", "Kowalczyk", "Fischer", "Becker", "Wagner", "Hoffmann",
    "Dvorak", "Schulz", "Popescu", "Klein", "Wolf", "Kaya", "Neumann", "Schwarz", "Zimmermann", "Braun",
    "Krueger", "Hartmann", "Lange", "Nemeth", "Vogel", "Petrovic", "Keller", "Jung", "Frank", "Berger",
]  # fmt: skip
INSPECTORS = [  # name, weight
    ("Grace Liu", 5.0),
    ("Tomasz Zielinski", 3.0),
    ("Amara Okoye", 2.0),
    ("Ralf Gruber", 1.0),
    ("Eva Schroeder", 1.0),
    ("Milan Kovac", 1.0),
    ("Ines Lehmann", 1.0),
    ("Yusuf Demir", 1.0),
]
TECHS = ["Holger Brandt", "Dariusz Mazur", "Lena Vogt", "Karim Haddad", "Rainer Koch", "Bogdan Ilic"]
SHIFTS = [("early", 6), ("late", 14), ("night", 22)]
DEFECT_RATE = {"early": 0.012, "late": 0.014, "night": 0.04}
ACCEPT = {20: 1, 32: 2, 50: 3}  # sample size: most defects still accepted
DAYS_BACK = 120


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the plant database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)
    midnight = now.replace(hour=0, minute=0, second=0)

    def fmt(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def at(day: int, minutes: int) -> datetime.datetime:
        return midnight + datetime.timedelta(days=day, minutes=minutes)

    def grid(low: float, high: float) -> int:
        """Minutes between low and high, on the 5-minute grid."""
        return 5 * rng.randint(round(low / 5), round(high / 5))

    def date_back(days: float) -> str:
        return (midnight - datetime.timedelta(days=round(days))).strftime("%Y-%m-%d")

    db = new_database(path, SCHEMA)

    # Lines and machines.
    line_ids: dict[str, int] = {}
    for index, (code, name, hall, years, oee, _, _, _) in enumerate(LINES, start=1):
        line_ids[code] = index
        opened = date_back(years * 365.25 + rng.uniform(0, 200))
        db.execute("INSERT INTO mes_line VALUES (?, ?, ?, ?, ?, ?)", (index, code, name, hall, opened, oee))
    machines: list[tuple[int, str, int, str]] = []  # (id, tag, line, type)
    for code, listing in MACHINES.items():
        for tag, kind, mfr, model, year, critical in listing:
            mach_id = len(machines) + 1
            machines.append((mach_id, tag, line_ids[code], kind))
            db.execute(
                "INSERT INTO mes_machine VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (mach_id, tag, line_ids[code], kind, mfr, model, year, critical),
            )
    db.executemany("INSERT INTO mes_downtime_reason VALUES (?, ?, ?, ?)", REASONS)

    # People: per line ten operators and three shift supervisors; inspectors and technicians float.
    names: set[str] = {name for name, _ in INSPECTORS} | set(TECHS)

    def person() -> str:
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in names:
                names.add(name)
                return name

    operators: list[tuple[str, str, int | None, int]] = []  # (name, role, line, skill)
    supervisors: dict[tuple[int, str], int] = {}
    crew: dict[int, list[int]] = {}
    for code, _, _, _, _, _, _, _ in LINES:
        line_id = line_ids[code]
        for shift_name, _ in SHIFTS:
            operators.append((person(), "shift supervisor", line_id, 3))
            supervisors[(line_id, shift_name)] = len(operators)
        for _ in range(10):
            role = pick(rng, [("machine operator", 0.75), ("setter", 0.25)])
            operators.append((person(), role, line_id, rng.randint(1, 3)))
            crew.setdefault(line_id, []).append(len(operators))
    inspector_ids: list[tuple[int, float]] = []
    for name, weight in INSPECTORS:
        operators.append((name, "quality inspector", None, rng.randint(2, 3)))
        inspector_ids.append((len(operators), weight))
    tech_ids = []
    for name in TECHS:
        operators.append((name, "maintenance technician", None, rng.randint(2, 3)))
        tech_ids.append(len(operators))
    for op_id, (name, role, home_line, skill) in enumerate(operators, start=1):
        hired = date_back(rng.uniform(60, 9000))
        db.execute(
            "INSERT INTO hr_operator VALUES (?, ?, ?, ?, ?, ?, ?)",
            (op_id, f"B{4100 + op_id * 7}", name, role, home_line, skill, hired),
        )

    # Shifts: every line, every shift that has started.
    shift_ids: dict[tuple[int, int, str], int] = {}  # (line, day, shift name)
    shift_rows: list[tuple[object, ...]] = []
    for day in range(-DAYS_BACK - 1, 1):
        for code, *_ in LINES:
            line_id = line_ids[code]
            for shift_name, hour in SHIFTS:
                start = at(day, hour * 60)
                headcount = rng.randint(6, 11) if shift_name != "night" else rng.randint(4, 8)
                if start > now:
                    continue
                shift_id = len(shift_rows) + 1
                shift_ids[(line_id, day, shift_name)] = shift_id
                shift_rows.append(
                    (
                        shift_id,
                        line_id,
                        start.strftime("%Y-%m-%d"),
                        shift_name,
                        fmt(start),
                        fmt(start + datetime.timedelta(hours=8)),
                        supervisors[(line_id, shift_name)],
                        headcount,
                    )
                )
    db.executemany("INSERT INTO mes_shift VALUES (?, ?, ?, ?, ?, ?, ?, ?)", shift_rows)

    def shift_name_of(moment: datetime.datetime) -> str:
        return "early" if 6 <= moment.hour < 14 else "late" if 14 <= moment.hour < 22 else "night"

    def shift_of(line_id: int, moment: datetime.datetime) -> int:
        """The id of the shift on ``line_id`` that ``moment`` falls in (a night shift belongs to its first day)."""
        day = (moment.replace(hour=0, minute=0, second=0) - midnight).days - (1 if moment.hour < 6 else 0)
        return shift_ids[(line_id, day, shift_name_of(moment))]

    # Work orders: one per line and shift, released the afternoon before; a tenth overrun their due time.
    wo_rows = []
    inspections: list[tuple[int, int, str, datetime.datetime, int]] = []  # (work order, line, kind, when, sample)
    for day in range(-DAYS_BACK, 2):
        for code, _, _, _, _, per_hour, (scrap_low, scrap_high), skus in LINES:
            line_id = line_ids[code]
            for _, hour in SHIFTS:
                shift_start = at(day, hour * 60)
                released = at(day - 1, 15 * 60 + grid(0, 120))
                started = shift_start + datetime.timedelta(minutes=grid(15, 60))
                overrun = rng.random() < 0.1
                minutes = grid(500, 600) if overrun else grid(360, 435)
                completed = started + datetime.timedelta(minutes=minutes)
                due = shift_start + datetime.timedelta(hours=8)
                current = [sku for sku, last_day in skus if last_day == 0 or day <= last_day]
                sku = rng.choice(current)
                planned = round(per_hour * 6.5, -1)
                made = round(planned * rng.uniform(0.9, 1.03))
                scrap = round(made * rng.uniform(scrap_low, scrap_high))
                final_n, final_delay, has_mid, mid_n = rng.choice([20, 32, 50]), grid(10, 40), rng.random() < 0.35, 32
                if released > now:
                    continue
                if started > now:
                    status, start_ts, end_ts, good, bad = "released", None, None, 0, 0
                elif completed > now:
                    share = (now - started) / (completed - started)
                    status, start_ts, end_ts = "running", started, None
                    good, bad = round((made - scrap) * share), round(scrap * share)
                else:
                    status, start_ts, end_ts, good, bad = "completed", started, completed, made - scrap, scrap
                wo_rows.append((line_id, sku, int(planned), good, bad, status, released, start_ts, end_ts, due))
                wo_index = len(wo_rows)
                if start_ts is not None and has_mid:
                    inspections.append((wo_index, line_id, "in-process", started + datetime.timedelta(hours=3), mid_n))
                if end_ts is not None:
                    final_at = completed + datetime.timedelta(minutes=final_delay)
                    inspections.append((wo_index, line_id, "final", final_at, final_n))
    db.executemany(
        "INSERT INTO mes_work_order VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                wo_id,
                f"WO-{700000 + wo_id}",
                line_id,
                sku,
                planned,
                good,
                bad,
                status,
                fmt(released),
                fmt(start_ts) if start_ts else None,
                fmt(end_ts) if end_ts else None,
                fmt(due),
            )
            for wo_id, (line_id, sku, planned, good, bad, status, released, start_ts, end_ts, due) in enumerate(
                wo_rows, start=1
            )
        ],
    )

    # Inspections: the night shift finds far more defects; three inspectors do most of the work.
    inspection_rows = []
    inspectors = [op_id for op_id, _ in inspector_ids]
    inspector_weights = [weight for _, weight in inspector_ids]
    paint = line_ids["L3-PNT"]
    for wo_id, line_id, kind, moment, sample in sorted(inspections, key=lambda row: (row[3], row[0])):
        rate = DEFECT_RATE[shift_name_of(moment)] * (1.6 if line_id == paint else 1.0)
        defects = sum(1 for _ in range(sample) if rng.random() < rate)
        inspector = rng.choices(inspectors, weights=inspector_weights)[0]
        if moment > now:
            continue
        inspection_rows.append(
            (
                wo_id,
                shift_of(line_id, moment),
                inspector,
                kind,
                fmt(moment),
                sample,
                defects,
                int(defects <= ACCEPT[sample]),
            )
        )
    db.executemany(
        "INSERT INTO qc_inspection (wo_id, shift_id, inspector_id, insp_type, insp_ts, sample_n, defects_found,"
        " passed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        inspection_rows,
    )

    # Downtime. Planned: changeovers at shift starts, preventive maintenance about monthly, cleaning; unplanned:
    # a few failures and process stops per machine (capped), the breakdown-prone two, the two down right now.
    events: list[tuple[int, int, datetime.datetime, datetime.datetime | None]] = []  # (machine, reason, start, end)
    unplanned: dict[int, int] = {}
    for mach_id, tag, _, kind in machines:
        if tag in NO_DOWNTIME:
            if tag == "WR-01":
                events.append((mach_id, 30, at(-WR01_OLD_STOP, 21 * 60 + 30), at(-WR01_OLD_STOP, 22 * 60 + 5)))
            continue
        changeover = CHANGEOVER_MINUTES.get(kind)
        for day in range(-DAYS_BACK, 1):
            for _, hour in SHIFTS:
                roll = rng.random()
                minutes = grid(*changeover) if changeover else 0
                if changeover and roll < 0.12:
                    start = at(day, hour * 60)
                    events.append((mach_id, 10, start, start + datetime.timedelta(minutes=minutes)))
        pm_day = -DAYS_BACK + rng.uniform(0, 30)
        while pm_day < 0:
            start = at(int(pm_day), 8 * 60 + grid(0, 120))
            events.append((mach_id, 20, start, start + datetime.timedelta(minutes=grid(120, 360))))
            pm_day += rng.uniform(26, 34)
        clean_every = (3, 5) if kind in ("paint booth", "curing oven") else (10, 20)
        clean_day = -DAYS_BACK + rng.uniform(0, clean_every[1])
        while clean_day < 0:
            start = at(int(clean_day), 21 * 60 + 30)
            events.append((mach_id, 30, start, start + datetime.timedelta(minutes=grid(20, 90))))
            clean_day += rng.uniform(*clean_every)
        if tag in BREAKDOWN_PRONE:
            for days_ago, reason, low, high in BREAKDOWN_PRONE[tag]:
                start = at(-days_ago, grid(60, 20 * 60))
                events.append((mach_id, reason, start, start + datetime.timedelta(minutes=grid(low, high))))
            continue
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            failure = int(pick(rng, [("40", 0.5), ("41", 0.35), ("42", 0.15 if kind == "hydraulic press" else 0.0)]))
            low, high = FAILURE_MINUTES[failure]
            start = at(-rng.randint(1, DAYS_BACK), grid(0, 23 * 60))
            events.append((mach_id, failure, start, start + datetime.timedelta(minutes=grid(low, high))))
            unplanned[mach_id] = unplanned.get(mach_id, 0) + 1
        if tag in DOWN_NOW:
            reason, minutes = DOWN_NOW[tag]
            events.append((mach_id, reason, now - datetime.timedelta(minutes=minutes), None))
            unplanned[mach_id] = unplanned.get(mach_id, 0) + 1
    # Process and external stops, spread over the machines that still have room under the cap.
    eligible = [m for m in machines if m[1] not in NO_DOWNTIME and m[1] not in BREAKDOWN_PRONE]
    placed = 0
    while placed < 40 and any(unplanned.get(m[0], 0) < UNPLANNED_CAP for m in eligible):
        mach_id = rng.choice(eligible)[0]
        reason = int(pick(rng, [("50", 0.35), ("60", 0.25), ("70", 0.25), ("80", 0.15)]))
        start = at(-rng.randint(1, DAYS_BACK), grid(0, 23 * 60))
        minutes = grid(*OTHER_UNPLANNED_MINUTES[reason])
        if unplanned.get(mach_id, 0) >= UNPLANNED_CAP:
            continue
        unplanned[mach_id] = unplanned.get(mach_id, 0) + 1
        events.append((mach_id, reason, start, start + datetime.timedelta(minutes=minutes)))
        placed += 1
    events = [event for event in events if event[2] <= now and (event[3] is None or event[3] <= now)]
    events.sort(key=lambda event: (event[2], event[0]))
    line_of = {m[0]: m[2] for m in machines}
    kind_of = {m[0]: m[3] for m in machines}
    tag_of = {m[0]: m[1] for m in machines}
    downtime_rows = []
    for dt_id, (mach_id, reason, start, end) in enumerate(events, start=1):
        if reason in (40, 41, 42):
            logger: int | None = rng.choice(tech_ids)
        elif rng.random() < 0.9:
            logger = rng.choice(crew[line_of[mach_id]])
        else:
            logger = None
        note = None
        if reason in (40, 41, 42) and rng.random() < 0.6:
            note = rng.choice(["replaced worn part", "reset and tested", "waiting for spare", "root cause open"])
        downtime_rows.append((dt_id, mach_id, reason, fmt(start), fmt(end) if end else None, logger, note))
    db.executemany("INSERT INTO mes_downtime VALUES (?, ?, ?, ?, ?, ?, ?)", downtime_rows)

    # Spare parts and their issues: failures take one to three parts that fit the machine, preventive
    # maintenance one or two consumables; four parts are never used, three sit below their reorder point.
    part_rows = []
    fits: dict[str, list[str]] = {}
    anywhere: list[str] = []
    consumables: list[str] = []
    cost_of: dict[str, float] = {}
    for number, (part_no, desc, category, cost, on_hand, reorder, used_for) in enumerate(PARTS):
        on_hand = LOW_STOCK.get(part_no, max(on_hand, reorder + 2))
        part_rows.append((part_no, desc, category, cost, on_hand, reorder, f"R{1 + number // 8:02d}-{number % 8 + 1}"))
        cost_of[part_no] = cost
        if used_for == "*":
            anywhere.append(part_no)
        elif used_for == "pm":
            consumables.append(part_no)
        elif used_for != "never":
            for kind in used_for.split(","):
                fits.setdefault(kind, []).append(part_no)
    db.executemany("INSERT INTO inv_spare_part VALUES (?, ?, ?, ?, ?, ?, ?)", part_rows)
    issue_rows = []
    for dt_id, mach_id, reason, start_text, end_text, _, _ in downtime_rows:
        if end_text is None or reason not in (20, 40, 41, 42):
            continue
        start = datetime.datetime.strptime(start_text, STAMP)
        kind = kind_of[mach_id]
        if reason == 20:
            choices = consumables
            count = rng.randint(1, 2)
        else:
            choices = fits.get(kind, []) + anywhere
            count = rng.randint(1, 3)
        picked = [rng.choice(choices) for _ in range(count)]
        if tag_of[mach_id] in BREAKDOWN_PRONE and reason != 20 and kind == "hydraulic press":
            picked = [rng.choice(["SP-10012", "SP-10015"]), "SP-10018", "SP-10021"]
        for offset, part_no in enumerate(picked):
            qty = rng.randint(1, 4) if cost_of[part_no] < 100 else 1
            issued = start + datetime.timedelta(minutes=20 + 5 * offset)
            issue_rows.append((part_no, mach_id, dt_id, fmt(issued), qty, rng.choice(tech_ids)))
    # Every part that fits something has been issued at least once, at some preventive maintenance.
    maintenance = [(row[0], row[1], row[3]) for row in downtime_rows if row[2] == 20 and row[4] is not None]
    used = {row[0] for row in issue_rows}
    for part_no, _, _, _, _, _, used_for in PARTS:
        if part_no in used or used_for == "never":
            continue
        targets = used_for.split(",")
        options = [m for m in maintenance if used_for in ("*", "pm") or kind_of[m[1]] in targets]
        dt_id, mach_id, start_text = rng.choice(options)
        issued = datetime.datetime.strptime(start_text, STAMP) + datetime.timedelta(minutes=45)
        issue_rows.append((part_no, mach_id, dt_id, fmt(issued), 1, rng.choice(tech_ids)))
    issue_rows.sort(key=lambda row: (row[3], row[2]))
    db.executemany(
        "INSERT INTO inv_part_issue (part_no, mach_id, dt_id, issued_ts, qty, issued_to) VALUES (?, ?, ?, ?, ?, ?)",
        issue_rows,
    )
    close_checked(db, "factory")
