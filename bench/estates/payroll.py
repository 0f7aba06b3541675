"""A grocery distributor's HR and payroll system (Sierra Cascade Distribution: a head office in Reno, two
distribution centres, a truck fleet) as a PeopleSoft HCM extract loaded into SQLite, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): the job history reaches back
years (the first hires), timesheets and biweekly pay runs fill the last 130 days, leave requests the last 150 days
and up to 40 days ahead, a few job changes are already entered with a future effective date. Every date is a whole
number of days from today and nothing follows the weekday (shift rotations run on a 7-day cycle counted from each
employee's start), so two builds with the same seed and ``now`` values a whole number of days apart give the same
answers to relative-time questions; no date falls exactly 7, 14, 28, 30, 60 or 90 days back or ahead.

Naming is PeopleSoft's: record tables with a ``PS_`` prefix (``PS_PERSONAL_DATA``, ``PS_JOB``, ``PS_DEPT_TBL``,
``PS_JOBCODE_TBL``, ``PS_LOCATION_TBL``, ``PS_ABS_REQUEST``, ``PS_TL_RPTD_TIME``, ``PS_PAY_CALENDAR``,
``PS_PAY_CHECK``), UPPER_CASE run-together field names (``EMPLID``, ``EMPL_RCD``, ``EFFDT``, ``EFFSEQ``,
``DEPTID``, ``JOBCODE``, ``EMPL_STATUS``, ``COMPRATE``, ``COMP_FREQUENCY``, ``SUPERVISOR_ID``, ``TRC``,
``TL_QUANTITY``, ``DUR``, ``LASTUPDDTTM``), names as one ``NAME`` field written ``Last,First``, and the translate
table ``PSXLATITEM`` holding the meaning of every one-to-four-letter code (``FIELDNAME``, ``FIELDVALUE``,
``XLATLONGNAME``): ``EMPL_STATUS`` A Active, L Leave of Absence, S Suspended, T Terminated; ``ACTION`` HIR, PAY,
XFR, PRO, LOA, RFL, TER; ``ABSENCE_TYPE`` VAC, SCK, PER, BRV, JUR; ``APPR_STATUS`` P Pending Approval, A Approved,
D Denied, C Cancelled; ``RUN_STATUS`` C Calculated, F Confirmed; ``TRC`` (time reporting codes) REG Regular Hours,
OT15 Overtime 1.5x, OT20 Double Time; ``COMP_FREQUENCY`` H Hourly, A Annual; ``FLSA_STATUS`` N Nonexempt, E
Exempt; ``EFF_STATUS`` A Active, I Inactive. **Dates are ``YYYYMMDD`` integers** (the extract's choice:
``EFFDT``, ``BIRTHDATE``, ``BEGIN_DT``, ``END_DT``, ``DUR``, ``PAY_END_DT``, ``CHECK_DT``; windows compare with
``CAST(strftime('%Y%m%d', 'now', '-30 days') AS INTEGER)``) and **timestamps are SQL Server ``DATETIME2(7)`` text**
(``2026-11-20 14:05:00.1230000``: ``LASTUPDDTTM``, ``REQUEST_DTTM``, ``APPR_DTTM``, ``CONFIRM_DTTM``). Amounts are
NUMERIC dollars.

**PS_JOB is effective-dated**: one row per change (hire, pay rate change, transfer, promotion, leave, return,
termination), keyed by ``EMPLID``, ``EMPL_RCD``, ``EFFDT`` and ``EFFSEQ`` (several changes on one day); an
employee's current job is the row with the greatest ``EFFDT`` not after today and, on that day, the greatest
``EFFSEQ``. A handful of rows are future-dated (raises and one termination already keyed in). Cost centres
(``PS_DEPT_TBL``) form a hierarchy through ``PARENT_DEPTID``: the company, three divisions (Operations,
Commercial, Corporate Services), their departments, and two sub-departments of the Sparks DC. NULL means "not
yet": ``PS_ABS_REQUEST.APPR_DTTM`` (undecided), ``PS_PAY_CALENDAR.CONFIRM_DTTM`` (the newest run is calculated but
not confirmed: its checks are dated tomorrow), ``PS_DEPT_TBL.MANAGER_ID`` of a department without a manager yet.

Hourly staff (``COMP_FREQUENCY`` H) report time per worked day (``DUR`` the date, ``TRC`` REG for the 8 regular
hours, OT15 or OT20 for overtime, ``DEPTID`` the cost centre charged); salaried staff report none. A pay check
covers a 14-day period: hourly pay is its hours at the rate in force, overtime at 1.5 or 2 times; salaried pay is
the annual rate over 26.

Planted signals:

* DC Sparks Outbound works by far the most overtime and lost far more people to terminations in the last 90 days;
  Marco Reyes, a forklift operator there, has worked far more overtime than anyone in the last three weeks;
* its manager, Dale Kowalski, denies far more leave requests than any other approver and decides slowly;
* a flu wave in Customer Service: far more sick days there in the last 30 days than in any other cost centre;
* three active hourly warehouse staff (one in each warehouse department) have logged no time for three weeks;
* four employees are on a leave of absence; eight were hired in the last 30 days;
* six leave requests have waited more than a week for a decision;
* the Innovation Lab (opened 20 days ago) has nobody yet; the Print Shop closed 100 days ago (inactive, its
  staff terminated);
* the CEO, then the two operating VPs, are the top earners, in a clear order.
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE PSXLATITEM (
    FIELDNAME     VARCHAR(18) NOT NULL,
    FIELDVALUE    VARCHAR(4)  NOT NULL,
    EFFDT         INTEGER     NOT NULL,
    EFF_STATUS    CHAR(1)     NOT NULL,
    XLATLONGNAME  VARCHAR(30) NOT NULL,
    XLATSHORTNAME VARCHAR(10) NOT NULL,
    CONSTRAINT PS_PSXLATITEM PRIMARY KEY (FIELDNAME, FIELDVALUE, EFFDT)
);
CREATE TABLE PS_LOCATION_TBL (
    LOCATION  VARCHAR(10) NOT NULL PRIMARY KEY,
    DESCR     VARCHAR(30) NOT NULL,
    CITY      VARCHAR(30) NOT NULL,
    STATE     CHAR(2)     NOT NULL
);
CREATE TABLE PS_JOBCODE_TBL (
    JOBCODE     VARCHAR(6)    NOT NULL PRIMARY KEY,
    DESCR       VARCHAR(30)   NOT NULL,
    FLSA_STATUS CHAR(1)       NOT NULL,
    GRADE       VARCHAR(3)    NOT NULL,
    STD_HOURS   NUMERIC(6,2)  NOT NULL
);
CREATE TABLE PS_PERSONAL_DATA (
    EMPLID        VARCHAR(11) NOT NULL PRIMARY KEY,
    NAME          VARCHAR(50) NOT NULL,
    SEX           CHAR(1)     NOT NULL,
    BIRTHDATE     INTEGER     NOT NULL,
    CITY          VARCHAR(30) NOT NULL,
    STATE         CHAR(2)     NOT NULL,
    ORIG_HIRE_DT  INTEGER     NOT NULL,
    LASTUPDDTTM   DATETIME2   NOT NULL
);
CREATE TABLE PS_DEPT_TBL (
    DEPTID        VARCHAR(10) NOT NULL PRIMARY KEY,
    EFFDT         INTEGER     NOT NULL,
    EFF_STATUS    CHAR(1)     NOT NULL,
    DESCR         VARCHAR(30) NOT NULL,
    PARENT_DEPTID VARCHAR(10),
    LOCATION      VARCHAR(10) NOT NULL,
    MANAGER_ID    VARCHAR(11),
    CONSTRAINT FK_DEPT_PARENT FOREIGN KEY (PARENT_DEPTID) REFERENCES PS_DEPT_TBL (DEPTID),
    CONSTRAINT FK_DEPT_LOCATION FOREIGN KEY (LOCATION) REFERENCES PS_LOCATION_TBL (LOCATION),
    CONSTRAINT FK_DEPT_MANAGER FOREIGN KEY (MANAGER_ID) REFERENCES PS_PERSONAL_DATA (EMPLID)
);
CREATE TABLE PS_JOB (
    EMPLID          VARCHAR(11)    NOT NULL,
    EMPL_RCD        SMALLINT       NOT NULL,
    EFFDT           INTEGER        NOT NULL,
    EFFSEQ          SMALLINT       NOT NULL,
    DEPTID          VARCHAR(10)    NOT NULL,
    JOBCODE         VARCHAR(6)     NOT NULL,
    LOCATION        VARCHAR(10)    NOT NULL,
    EMPL_STATUS     CHAR(1)        NOT NULL,
    ACTION          VARCHAR(3)     NOT NULL,
    ACTION_REASON   VARCHAR(3)     NOT NULL,
    FULL_PART_TIME  CHAR(1)        NOT NULL,
    COMP_FREQUENCY  CHAR(1)        NOT NULL,
    COMPRATE        NUMERIC(18,6)  NOT NULL,
    STD_HOURS       NUMERIC(6,2)   NOT NULL,
    SUPERVISOR_ID   VARCHAR(11),
    LASTUPDOPRID    VARCHAR(30)    NOT NULL,
    LASTUPDDTTM     DATETIME2      NOT NULL,
    CONSTRAINT PS_JOB PRIMARY KEY (EMPLID, EMPL_RCD, EFFDT, EFFSEQ),
    CONSTRAINT FK_JOB_EMPL FOREIGN KEY (EMPLID) REFERENCES PS_PERSONAL_DATA (EMPLID),
    CONSTRAINT FK_JOB_DEPT FOREIGN KEY (DEPTID) REFERENCES PS_DEPT_TBL (DEPTID),
    CONSTRAINT FK_JOB_JOBCODE FOREIGN KEY (JOBCODE) REFERENCES PS_JOBCODE_TBL (JOBCODE),
    CONSTRAINT FK_JOB_LOCATION FOREIGN KEY (LOCATION) REFERENCES PS_LOCATION_TBL (LOCATION),
    CONSTRAINT FK_JOB_SUPERVISOR FOREIGN KEY (SUPERVISOR_ID) REFERENCES PS_PERSONAL_DATA (EMPLID)
);
CREATE TABLE PS_ABS_REQUEST (
    TRANSACTION_NBR INTEGER       NOT NULL PRIMARY KEY,
    EMPLID          VARCHAR(11)   NOT NULL,
    ABSENCE_TYPE    VARCHAR(3)    NOT NULL,
    BEGIN_DT        INTEGER       NOT NULL,
    END_DT          INTEGER       NOT NULL,
    DURATION_DAYS   NUMERIC(5,1)  NOT NULL,
    REQUEST_DTTM    DATETIME2     NOT NULL,
    APPR_STATUS     CHAR(1)       NOT NULL,
    APPROVER_ID     VARCHAR(11)   NOT NULL,
    APPR_DTTM       DATETIME2,
    COMMENTS        VARCHAR(254),
    CONSTRAINT FK_ABS_EMPL FOREIGN KEY (EMPLID) REFERENCES PS_PERSONAL_DATA (EMPLID),
    CONSTRAINT FK_ABS_APPROVER FOREIGN KEY (APPROVER_ID) REFERENCES PS_PERSONAL_DATA (EMPLID)
);
CREATE TABLE PS_TL_RPTD_TIME (
    EMPLID       VARCHAR(11)   NOT NULL,
    EMPL_RCD     SMALLINT      NOT NULL,
    DUR          INTEGER       NOT NULL,
    SEQ_NBR      SMALLINT      NOT NULL,
    TRC          VARCHAR(5)    NOT NULL,
    TL_QUANTITY  NUMERIC(6,2)  NOT NULL,
    DEPTID       VARCHAR(10)   NOT NULL,
    LASTUPDDTTM  DATETIME2     NOT NULL,
    CONSTRAINT PS_TL_RPTD_TIME PRIMARY KEY (EMPLID, EMPL_RCD, DUR, SEQ_NBR),
    CONSTRAINT FK_TL_EMPL FOREIGN KEY (EMPLID) REFERENCES PS_PERSONAL_DATA (EMPLID),
    CONSTRAINT FK_TL_DEPT FOREIGN KEY (DEPTID) REFERENCES PS_DEPT_TBL (DEPTID)
);
CREATE TABLE PS_PAY_CALENDAR (
    PAY_RUN_ID    VARCHAR(10) NOT NULL PRIMARY KEY,
    PAY_BEGIN_DT  INTEGER     NOT NULL,
    PAY_END_DT    INTEGER     NOT NULL,
    CHECK_DT      INTEGER     NOT NULL,
    RUN_STATUS    CHAR(1)     NOT NULL,
    CONFIRM_DTTM  DATETIME2
);
CREATE TABLE PS_PAY_CHECK (
    PAYCHECK_NBR     INTEGER        NOT NULL PRIMARY KEY,
    PAY_RUN_ID       VARCHAR(10)    NOT NULL,
    EMPLID           VARCHAR(11)    NOT NULL,
    DEPTID           VARCHAR(10)    NOT NULL,
    CHECK_DT         INTEGER        NOT NULL,
    REG_HRS          NUMERIC(6,2)   NOT NULL,
    OT_HRS           NUMERIC(6,2)   NOT NULL,
    REG_EARNS        NUMERIC(10,2)  NOT NULL,
    OT_EARNS         NUMERIC(10,2)  NOT NULL,
    TOTAL_GROSS      NUMERIC(10,2)  NOT NULL,
    TOTAL_TAXES      NUMERIC(10,2)  NOT NULL,
    TOTAL_DEDUCTIONS NUMERIC(10,2)  NOT NULL,
    NET_PAY          NUMERIC(10,2)  NOT NULL,
    CONSTRAINT FK_CHECK_RUN FOREIGN KEY (PAY_RUN_ID) REFERENCES PS_PAY_CALENDAR (PAY_RUN_ID),
    CONSTRAINT FK_CHECK_EMPL FOREIGN KEY (EMPLID) REFERENCES PS_PERSONAL_DATA (EMPLID),
    CONSTRAINT FK_CHECK_DEPT FOREIGN KEY (DEPTID) REFERENCES PS_DEPT_TBL (DEPTID)
);
CREATE INDEX PSAJOB ON PS_JOB (DEPTID, EFFDT);
CREATE INDEX PSATL_RPTD_TIME ON PS_TL_RPTD_TIME (DUR, TRC);
CREATE INDEX PSAPAY_CHECK ON PS_PAY_CHECK (PAY_RUN_ID, EMPLID);
"""

TIME_DAYS = 130  # timesheets and pay runs reach this far back
LEAVE_DAYS = 150
BOUNDARY_DAYS = {-7, -14, -28, -30, -60, -90, 7, 14, 28, 30, 60, 90}
XLAT = [
    ("EMPL_STATUS", "A", "Active", "Active"), ("EMPL_STATUS", "L", "Leave of Absence", "Leave"),
    ("EMPL_STATUS", "S", "Suspended", "Suspended"), ("EMPL_STATUS", "T", "Terminated", "Terminated"),
    ("ACTION", "HIR", "Hire", "Hire"), ("ACTION", "PAY", "Pay Rate Change", "Pay Rate"),
    ("ACTION", "XFR", "Transfer", "Transfer"), ("ACTION", "PRO", "Promotion", "Promotion"),
    ("ACTION", "LOA", "Leave of Absence", "Leave"), ("ACTION", "RFL", "Return from Leave", "Return"),
    ("ACTION", "TER", "Termination", "Terminate"),
    ("ACTION_REASON", "NEW", "New Position", "New"), ("ACTION_REASON", "REP", "Replacement", "Replace"),
    ("ACTION_REASON", "MER", "Merit Increase", "Merit"), ("ACTION_REASON", "REO", "Reorganization", "Reorg"),
    ("ACTION_REASON", "FML", "Family and Medical Leave", "FMLA"), ("ACTION_REASON", "RES", "Resignation", "Resign"),
    ("ACTION_REASON", "INV", "Involuntary Termination", "Involuntry"),
    ("ACTION_REASON", "ELI", "Position Eliminated", "Eliminated"), ("ACTION_REASON", "RET", "Returned", "Returned"),
    ("ABSENCE_TYPE", "VAC", "Vacation", "Vacation"), ("ABSENCE_TYPE", "SCK", "Sick Leave", "Sick"),
    ("ABSENCE_TYPE", "PER", "Personal Day", "Personal"), ("ABSENCE_TYPE", "BRV", "Bereavement", "Bereave"),
    ("ABSENCE_TYPE", "JUR", "Jury Duty", "Jury"),
    ("APPR_STATUS", "P", "Pending Approval", "Pending"), ("APPR_STATUS", "A", "Approved", "Approved"),
    ("APPR_STATUS", "D", "Denied", "Denied"), ("APPR_STATUS", "C", "Cancelled", "Cancelled"),
    ("RUN_STATUS", "C", "Calculated", "Calc"), ("RUN_STATUS", "F", "Confirmed", "Confirmed"),
    ("TRC", "REG", "Regular Hours", "Regular"), ("TRC", "OT15", "Overtime 1.5x", "OT 1.5"),
    ("TRC", "OT20", "Double Time", "OT 2.0"),
    ("COMP_FREQUENCY", "H", "Hourly", "Hourly"), ("COMP_FREQUENCY", "A", "Annual", "Annual"),
    ("FLSA_STATUS", "N", "Nonexempt", "Nonexempt"), ("FLSA_STATUS", "E", "Exempt", "Exempt"),
    ("FULL_PART_TIME", "F", "Full-Time", "Full"), ("FULL_PART_TIME", "P", "Part-Time", "Part"),
    ("EFF_STATUS", "A", "Active", "Active"), ("EFF_STATUS", "I", "Inactive", "Inactive"),
]  # fmt: skip
LOCATIONS = [("RNO01", "Reno Head Office", "Reno", "NV"), ("SPK01", "Sparks Distribution Center", "Sparks", "NV"),
             ("SAC01", "Sacramento Distribution Center", "West Sacramento", "CA")]  # fmt: skip
# jobcode: title, FLSA, grade, hourly (rate low, high) or annual (low, high)
JOBCODES: dict[str, tuple[str, str, str, str, tuple[float, float]]] = {
    "WH100": ("Warehouse Associate", "N", "H02", "H", (19.0, 22.5)),
    "WH110": ("Forklift Operator", "N", "H03", "H", (22.0, 25.5)),
    "WH200": ("Warehouse Lead", "N", "H04", "H", (26.0, 29.5)),
    "TR100": ("Delivery Driver CDL-A", "N", "H05", "H", (28.0, 33.0)),
    "FM100": ("Diesel Mechanic", "N", "H05", "H", (31.0, 36.0)),
    "CS100": ("Customer Service Rep", "N", "H02", "H", (20.0, 23.5)),
    "FN100": ("Payroll Specialist", "N", "H04", "H", (27.0, 31.0)),
    "SL100": ("Account Executive", "E", "S03", "A", (68000, 92000)),
    "FN200": ("Financial Analyst", "E", "S03", "A", (74000, 90000)),
    "HR100": ("HR Generalist", "E", "S02", "A", (64000, 78000)),
    "IT100": ("Systems Administrator", "E", "S04", "A", (86000, 108000)),
    "MG200": ("Department Manager", "E", "M01", "A", (88000, 104000)),
    "MG100": ("Site Manager", "E", "M02", "A", (112000, 124000)),
    "EX100": ("Vice President", "E", "X01", "A", (186000, 186000)),
    "EX200": ("Chief Executive Officer", "E", "X02", "A", (310000, 310000)),
}
# deptid: name, parent, location, staff (jobcode: count), opened (days ago), closed (days ago)
DEPTS: list[tuple[str, str, str | None, str, dict[str, int], int, int | None]] = [
    ("10000", "Sierra Cascade Distribution", None, "RNO01", {"EX200": 1}, 4000, None),
    ("11000", "Operations", "10000", "RNO01", {"EX100": 1}, 4000, None),
    ("11100", "DC Sparks", "11000", "SPK01", {"MG100": 1}, 3800, None),
    ("11110", "DC Sparks Inbound", "11100", "SPK01", {"MG200": 1, "WH100": 22, "WH110": 8, "WH200": 2}, 3800, None),
    ("11120", "DC Sparks Outbound", "11100", "SPK01", {"MG200": 1, "WH100": 28, "WH110": 10, "WH200": 3}, 3800,
     None),
    ("11200", "DC Sacramento", "11000", "SAC01", {"MG100": 1, "WH100": 24, "WH110": 8, "WH200": 2}, 2100, None),
    ("11300", "Transportation", "11000", "SPK01", {"MG200": 1, "TR100": 34}, 3800, None),
    ("11400", "Fleet Maintenance", "11000", "SPK01", {"MG200": 1, "FM100": 9}, 3500, None),
    ("12000", "Commercial", "10000", "RNO01", {"EX100": 1}, 4000, None),
    ("12100", "Sales", "12000", "RNO01", {"MG200": 1, "SL100": 14}, 4000, None),
    ("12200", "Customer Service", "12000", "RNO01", {"MG200": 1, "CS100": 16}, 3000, None),
    ("13000", "Corporate Services", "10000", "RNO01", {"EX100": 1}, 4000, None),
    ("13100", "Finance & Payroll", "13000", "RNO01", {"MG200": 1, "FN200": 5, "FN100": 3}, 4000, None),
    ("13200", "Human Resources", "13000", "RNO01", {"MG200": 1, "HR100": 5}, 4000, None),
    ("13300", "IT", "13000", "RNO01", {"MG200": 1, "IT100": 7}, 3600, None),
    ("13400", "Print Shop", "13000", "RNO01", {}, 3900, 100),
    ("13500", "Innovation Lab", "13000", "RNO01", {}, 20, None),
]  # fmt: skip
OUTBOUND, INBOUND, SACRAMENTO, CUSTOMER_SERVICE, PRINT_SHOP = "11120", "11110", "11200", "12200", "13400"
VP_PAY = {"11000": 228000.0, "12000": 205000.0, "13000": 186000.0}
FIRST = [
    "James", "Maria", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William",
    "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Carlos", "Karen", "Daniel", "Lisa",
    "Matthew", "Nancy", "Luis", "Sandra", "Mark", "Ashley", "Steven", "Emily", "Andrew", "Rosa", "Joshua", "Amanda",
    "Kevin", "Melissa", "Brian", "Stephanie", "Juan", "Rebecca", "Jacob", "Laura", "Miguel", "Tyler", "Ana",
    "Aaron", "Olivia", "Jose", "Sofia", "Tuan", "Linh", "Raj", "Priya", "Omar", "Fatima", "Diego", "Camila",
]  # fmt: skip
LAST = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee",
    "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young",
    "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker",
    "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Chavez", "Patel", "Kim", "Singh", "Ortiz",
]  # fmt: skip
NAMED = {"10000/EX200": "Whitaker,Eleanor", "11000/EX100": "Brennan,Colm", "12000/EX100": "Achebe,Ngozi",
         "13000/EX100": "Halvorsen,Ingrid", "11120/MG200": "Kowalski,Dale", "11120/WH110": "Reyes,Marco"}  # fmt: skip
OVERTIME_STAR = "Reyes,Marco"
SLOW_APPROVER = "Kowalski,Dale"


@dataclasses.dataclass
class Employee:
    emplid: str
    name: str
    dept: str
    jobcode: str
    hired: int  # day
    rate: float
    supervisor: str | None = None
    terminated: int | None = None
    leave_from: int | None = None
    silent_from: int | None = None  # stops logging time
    cycle: int = 0
    moves: list[tuple[int, str]] = dataclasses.field(default_factory=list)  # (day, dept) transfers

    @property
    def hourly(self) -> bool:
        return JOBCODES[self.jobcode][3] == "H"

    def dept_on(self, day: int) -> str:
        dept = self.dept
        for moved, to in self.moves:
            if moved <= day:
                dept = to
        return dept

    def working(self, day: int) -> bool:
        if day < self.hired or (self.terminated is not None and day >= self.terminated):
            return False
        return self.leave_from is None or day < self.leave_from


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at = clock.now, clock.at
    db = new_database(path, SCHEMA)

    def ymd(day: int) -> int:
        return int(clock.day_text(day).replace("-", ""))

    def dttm(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randint(0, 999):03d}0000"

    def safe(day: int) -> int:
        while day in BOUNDARY_DAYS or day == 0:
            day += 1 if day >= 0 else -1
        return day

    db.executemany("INSERT INTO PSXLATITEM VALUES (?, ?, ?, ?, ?, ?)",
                   [(field, value, 19000101, "A", long, short) for field, value, long, short in XLAT])  # fmt: skip
    db.executemany("INSERT INTO PS_LOCATION_TBL VALUES (?, ?, ?, ?)", LOCATIONS)
    db.executemany(
        "INSERT INTO PS_JOBCODE_TBL VALUES (?, ?, ?, ?, ?)",
        [(code, title, flsa, grade, 40.0) for code, (title, flsa, grade, _, _) in JOBCODES.items()],
    )

    # Employees: today's staff, then the leavers of the last 150 days
    employees: list[Employee] = []
    used_names: set[str] = set()

    def new_name() -> str:
        while True:
            name = f"{rng.choice(LAST)},{rng.choice(FIRST)}"
            if name not in used_names and name not in NAMED.values():
                used_names.add(name)
                return name

    def rate_for(jobcode: str) -> float:
        low, high = JOBCODES[jobcode][4]
        if JOBCODES[jobcode][3] == "H":
            return round(rng.uniform(low, high) * 4) / 4
        return float(round(rng.uniform(low, high) / 500) * 500)

    def hire(dept: str, jobcode: str, hired: int, name: str | None = None) -> Employee:
        emplid = f"{10000 + len(employees) * 7 + rng.randint(0, 6):06d}"
        rate = VP_PAY.get(dept, 0.0) if jobcode == "EX100" else rate_for(jobcode)
        employee = Employee(emplid, name or new_name(), dept, jobcode, hired, rate, cycle=rng.randint(0, 6))
        employees.append(employee)
        return employee

    managers: dict[str, Employee] = {}
    for dept, _, _, _, staff, opened, _ in DEPTS:
        for jobcode, count in staff.items():
            for _ in range(count):
                hired = safe(-rng.randint(150, min(opened, 3600)))
                employee = hire(dept, jobcode, hired, NAMED.get(f"{dept}/{jobcode}"))
                if jobcode.startswith(("MG", "EX")):
                    managers[dept] = employee
    # names given to the first holder of a planted slot only
    seen: set[str] = set()
    for employee in employees:
        if employee.name in seen:
            employee.name = new_name()
        seen.add(employee.name)
    parent = {dept: up for dept, _, up, _, _, _, _ in DEPTS}

    def boss_of(dept: str, jobcode: str) -> Employee | None:
        if not jobcode.startswith(("MG", "EX")) and dept in managers:
            return managers[dept]
        up = parent[dept]
        while up is not None and up not in managers:
            up = parent[up]
        return managers[up] if up is not None else None

    # eight recent hires (replacing nobody), into the busiest departments
    for dept, jobcode in [(OUTBOUND, "WH100"), (OUTBOUND, "WH100"), (INBOUND, "WH100"), (SACRAMENTO, "WH110"),
                          ("11300", "TR100"), ("11300", "TR100"), ("12100", "SL100"), ("13300", "IT100")]:  # fmt: skip
        hire(dept, jobcode, safe(-rng.randint(3, 29)))
    # leavers: the Print Shop closed; DC Sparks Outbound churns
    for _ in range(4):
        employee = hire(PRINT_SHOP, "WH100", safe(-rng.randint(900, 3000)))
        employee.terminated = -100
    for dept, count, low, high in [(OUTBOUND, 8, 8, 85), (INBOUND, 2, 10, 85), (SACRAMENTO, 3, 10, 85),
                                   ("11300", 2, 10, 85), ("12100", 1, 10, 85), ("12200", 1, 10, 85),
                                   (OUTBOUND, 2, 100, 140), ("13300", 1, 100, 140)]:  # fmt: skip
        for _ in range(count):
            jobcode = "WH100" if dept in (OUTBOUND, INBOUND, SACRAMENTO) else staff_code(dept)
            employee = hire(dept, jobcode, safe(-rng.randint(160, 1500)))
            employee.terminated = safe(-rng.randint(low, high))
    for employee in employees:
        boss = boss_of(employee.dept, employee.jobcode)
        employee.supervisor = boss.emplid if boss is not None and boss is not employee else None
    current = [e for e in employees if e.terminated is None and e.hired < -40]
    hourly_now = [e for e in current if e.hourly and e.name != OVERTIME_STAR]
    for employee in rng.sample(hourly_now, 4):
        employee.leave_from = safe(-rng.randint(12, 45))
    silent_pool = [e for e in hourly_now if e.leave_from is None and e.jobcode == "WH100"]
    for dept in (INBOUND, OUTBOUND, SACRAMENTO):
        rng.choice([e for e in silent_pool if e.dept == dept]).silent_from = -rng.randint(21, 26)
    for employee in rng.sample([e for e in current if e.dept == INBOUND and e.jobcode == "WH100"], 3):
        employee.moves.append((safe(-rng.randint(40, 120)), OUTBOUND))
        employee.dept = INBOUND  # they started in Inbound

    db.executemany(
        "INSERT INTO PS_PERSONAL_DATA VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(e.emplid, e.name, rng.choice("MF"), ymd(-rng.randint(19 * 365, 62 * 365)),
          *(("Reno", "NV") if LOC[e.dept] == "RNO01" else ("Sparks", "NV") if LOC[e.dept] == "SPK01"
            else ("Sacramento", "CA")), ymd(e.hired), dttm(at(e.hired - 3, 600))) for e in employees],
    )  # fmt: skip
    by_id = {e.emplid: e for e in employees}
    db.executemany(
        "INSERT INTO PS_DEPT_TBL VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(dept, ymd(-opened), "I" if closed else "A", name, up, location,
          managers[dept].emplid if dept in managers else None) for dept, name, up, location, _, opened, closed in
         DEPTS],
    )  # fmt: skip

    # PS_JOB: hire, yearly raises, transfers, leaves, terminations (a few future-dated)
    job_rows: list[tuple[object, ...]] = []

    sequence: dict[tuple[str, int], int] = {}

    def job(e: Employee, day: int, dept: str, status: str, action: str, reason: str, rate: float) -> None:
        seq = sequence.get((e.emplid, day), 0)
        sequence[(e.emplid, day)] = seq + 1
        entered = day - rng.randint(0, 3) if day <= 0 else -rng.randint(1, 5)
        when = dttm(at(entered, 5 * rng.randint(96, 210)))
        job_rows.append((e.emplid, 0, ymd(day), seq, dept, e.jobcode, LOC[dept], status, action, reason, "F",
                         JOBCODES[e.jobcode][3], rate, 40.0, e.supervisor, rng.choice(OPERATORS), when))  # fmt: skip

    raise_later = set(rng.sample([e.emplid for e in current if e.hourly], 3))
    future_leaver = rng.choice([e for e in current if e.hourly and e.leave_from is None and e.silent_from is None
                                and e.name != OVERTIME_STAR])  # fmt: skip
    rate_on: dict[str, list[tuple[int, float]]] = {}
    for e in employees:
        start_rate = round(e.rate / 1.03, 2) if e.hired < -400 else e.rate
        job(e, e.hired, e.dept, "A", "HIR", "NEW" if e.hired < -1000 else "REP", start_rate)
        history = [(e.hired, start_rate)]
        if e.hired < -400:
            if e.terminated is None:
                raise_day = safe(-rng.randint(150, 360))
            else:
                raise_day = safe(max(e.hired + 370, e.terminated - 60))
            if e.terminated is None or raise_day < e.terminated:
                job(e, raise_day, e.dept, "A", "PAY", "MER", e.rate)
                history.append((raise_day, e.rate))
        for moved, to in e.moves:
            job(e, moved, to, "A", "XFR", "REO", e.rate)
            job(e, moved, to, "A", "PAY", "REO", round(e.rate + 0.5, 2))
            history.append((moved, round(e.rate + 0.5, 2)))
        final_dept = e.dept_on(0)
        if e.leave_from is not None:
            job(e, e.leave_from, final_dept, "L", "LOA", "FML", history[-1][1])
        if e.terminated is not None:
            job(e, e.terminated, final_dept, "T", "TER", "ELI" if e.dept == PRINT_SHOP else
                rng.choice(["RES", "RES", "INV"]), history[-1][1])  # fmt: skip
        if e.emplid in raise_later:
            job(e, safe(rng.randint(8, 20)), final_dept, "A", "PAY", "MER", round(history[-1][1] * 1.04, 2))
        if e is future_leaver:
            job(e, safe(rng.randint(9, 20)), final_dept, "T", "TER", "RES", history[-1][1])
        rate_on[e.emplid] = history
    # one employee came back from a leave last month
    returner = rng.choice([e for e in current if e.hourly and e.leave_from is None and e.emplid not in raise_later
                           and e is not future_leaver and e.silent_from is None])  # fmt: skip
    back = safe(-rng.randint(35, 55))
    returner_rate = rate_on[returner.emplid][-1][1]
    job(returner, safe(back - 40), returner.dept_on(back), "L", "LOA", "FML", returner_rate)
    job(returner, back, returner.dept_on(back), "A", "RFL", "RET", returner_rate)
    away = {returner.emplid: (safe(back - 40), back)}
    db.executemany(f"INSERT INTO PS_JOB VALUES ({', '.join('?' * 17)})", job_rows)

    def rate(e: Employee, day: int) -> float:
        return [r for d, r in rate_on[e.emplid] if d <= day][-1]

    # Leave requests
    absent: dict[str, set[int]] = {}
    abs_rows: list[tuple[object, ...]] = []
    for e in employees:
        approver = by_id.get(e.supervisor or "") or e
        if e.supervisor is None:
            continue
        for day in range(-LEAVE_DAYS, 1):
            if not e.working(day) or (e.silent_from is not None and day >= e.silent_from):
                continue
            flu = e.dept == CUSTOMER_SERVICE and -27 <= day <= -3
            roll = rng.random()
            if flu and roll < 0.05:
                kind, begin, length, asked = "SCK", day, rng.randint(2, 4), at(day, 5 * rng.randint(72, 108))
            elif roll < (0.0045 if e.dept != CUSTOMER_SERVICE else 0.002):
                kind, begin, length, asked = "SCK", day, rng.randint(1, 2), at(day, 5 * rng.randint(72, 108))
            elif roll < 0.0135:
                kind = pick(rng, [("VAC", 0.78), ("PER", 0.14), ("BRV", 0.04), ("JUR", 0.04)])
                begin = safe(day + rng.randint(4, 40))
                length = {"VAC": rng.randint(2, 9), "PER": 1, "BRV": 3, "JUR": rng.randint(1, 3)}[kind]
                asked = at(day, 5 * rng.randint(84, 250))
            else:
                continue
            if asked > now:
                continue
            end = begin + length - 1
            if kind != "SCK" and end >= 0 and (end in BOUNDARY_DAYS):
                end += 1
            slow = approver.name == SLOW_APPROVER
            hours = rng.uniform(20, 110) if slow else rng.uniform(1, 30)
            decided = asked + datetime.timedelta(minutes=5 * round(hours * 12))
            deny_rate = 0.4 if slow and kind in ("VAC", "PER") else 0.03
            if decided > now:
                status, decided_text = "P", None
            else:
                status = "D" if rng.random() < deny_rate else "C" if rng.random() < 0.03 else "A"
                decided_text = dttm(decided)
            abs_rows.append((0, e.emplid, kind, ymd(begin), ymd(end), float(end - begin + 1), dttm(asked), status,
                             approver.emplid, decided_text, None))  # fmt: skip
            if status == "A":
                absent.setdefault(e.emplid, set()).update(range(begin, end + 1))
    # six requests stuck without a decision for more than a week
    waiting = rng.sample([e for e in current if e.supervisor and e.leave_from is None and
                          by_id[e.supervisor].name != SLOW_APPROVER], 6)  # fmt: skip
    for e in waiting:
        asked = at(-rng.randint(9, 20), 5 * rng.randint(90, 200))
        begin = safe(rng.randint(15, 40))
        abs_rows.append((0, e.emplid, "VAC", ymd(begin), ymd(begin + 4), 5.0, dttm(asked), "P", e.supervisor, None,
                         "Family trip"))  # fmt: skip
    abs_rows.sort(key=lambda row: str(row[6]))
    db.executemany(f"INSERT INTO PS_ABS_REQUEST VALUES ({', '.join('?' * 11)})",
                   [(n, *row[1:]) for n, row in enumerate(abs_rows, start=1000001)])  # fmt: skip

    # Timesheets: hourly staff, every worked day of their 7-day rotation
    tl_rows: list[tuple[object, ...]] = []
    hours_in: dict[tuple[str, int], dict[str, float]] = {}
    for e in employees:
        if not e.hourly:
            continue
        for day in range(-TIME_DAYS, 0):
            if not e.working(day) or (day - e.hired + e.cycle) % 7 >= 5:
                continue
            if e.silent_from is not None and day >= e.silent_from:
                continue
            if day in absent.get(e.emplid, set()):
                continue
            if e.emplid in away and away[e.emplid][0] <= day < away[e.emplid][1]:
                continue
            dept = e.dept_on(day)
            entries = [("REG", 8.0)]
            if e.name == OVERTIME_STAR and day >= -21:
                entries += [("OT15", 4.0), ("OT20", 2.0)]
            elif dept == OUTBOUND and rng.random() < 0.5:
                entries.append(("OT15", rng.choice([1.5, 2.0, 2.5, 3.0, 4.0])))
            elif e.jobcode == "TR100" and rng.random() < 0.25:
                entries.append(("OT15", rng.choice([1.0, 1.5, 2.0, 3.0])))
            elif rng.random() < 0.06:
                entries.append(("OT15", rng.choice([1.0, 1.5, 2.0])))
            reported = dttm(at(day, 5 * rng.randint(190, 280)))
            for seq, (trc, quantity) in enumerate(entries, start=1):
                tl_rows.append((e.emplid, 0, ymd(day), seq, trc, quantity, dept, reported))
                period = hours_in.setdefault((e.emplid, day), {})
                period[trc] = period.get(trc, 0.0) + quantity
    db.executemany("INSERT INTO PS_TL_RPTD_TIME VALUES (?, ?, ?, ?, ?, ?, ?, ?)", tl_rows)

    # Pay runs every 14 days (periods end 3, 17, 31... days ago); the newest is calculated, checks dated tomorrow
    run_rows: list[tuple[object, ...]] = []
    check_rows: list[tuple[object, ...]] = []
    for k in range(TIME_DAYS // 14):
        end = -3 - 14 * k
        begin, check = end - 13, end + 4
        run_id = f"BW{ymd(end) // 10000 % 100:02d}-{ymd(end) % 10000:04d}"
        confirmed = None if check > 0 else dttm(at(check - 1, 5 * rng.randint(180, 204)))
        run_rows.append((run_id, ymd(begin), ymd(end), ymd(check), "C" if confirmed is None else "F", confirmed))
        for e in employees:
            if e.hired > end or (e.terminated is not None and e.terminated <= begin):
                continue
            if e.leave_from is not None and e.leave_from <= begin:
                continue
            if e.hourly:
                reg = sum(hours_in.get((e.emplid, d), {}).get("REG", 0.0) for d in range(begin, end + 1))
                ot15 = sum(hours_in.get((e.emplid, d), {}).get("OT15", 0.0) for d in range(begin, end + 1))
                ot20 = sum(hours_in.get((e.emplid, d), {}).get("OT20", 0.0) for d in range(begin, end + 1))
                if reg + ot15 + ot20 == 0:
                    continue
                hourly_rate = rate(e, end)
                reg_earns = round(reg * hourly_rate, 2)
                ot_earns = round(ot15 * hourly_rate * 1.5 + ot20 * hourly_rate * 2, 2)
                ot_hours = ot15 + ot20
            else:
                reg, ot_hours, reg_earns, ot_earns = 80.0, 0.0, round(rate(e, end) / 26, 2), 0.0
            gross = round(reg_earns + ot_earns, 2)
            taxes = round(gross * rng.uniform(0.19, 0.25), 2)
            deductions = round(gross * 0.06 + 45, 2)
            check_rows.append((0, run_id, e.emplid, e.dept_on(end), ymd(check), reg, ot_hours, reg_earns, ot_earns,
                               gross, taxes, deductions, round(gross - taxes - deductions, 2)))  # fmt: skip
    run_rows.sort(key=lambda row: str(row[2]))
    db.executemany("INSERT INTO PS_PAY_CALENDAR VALUES (?, ?, ?, ?, ?, ?)", run_rows)
    check_rows.sort(key=lambda row: (int(str(row[4])), str(row[2])))
    db.executemany(f"INSERT INTO PS_PAY_CHECK VALUES ({', '.join('?' * 13)})",
                   [(n, *row[1:]) for n, row in enumerate(check_rows, start=700001)])  # fmt: skip
    close_checked(db, "payroll")


def staff_code(dept: str) -> str:
    """The most common hourly (else the first) job code of a department."""
    staff = next(s for d, _, _, _, s, _, _ in DEPTS if d == dept)
    hourly = [code for code in staff if JOBCODES[code][3] == "H"]
    return max(hourly or list(staff), key=lambda code: staff[code])


LOC = {dept: location for dept, _, _, location, _, _, _ in DEPTS}
OPERATORS = ["PS_HRADMIN1", "PS_HRADMIN2", "JSANTOS", "MWU", "BATCH_INTFC"]
