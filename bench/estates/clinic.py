"""An outpatient clinic as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): appointments sit on a
20-minute grid of clinic hours (08:00 to 17:40) on the days from 120 days before ``now`` to 14 days after it,
so two builds with the same seed and ``now`` values a whole number of days apart give the same answers to
relative-time questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; plain dates (``dob``,
``hired_on``) are ``YYYY-MM-DD``.

An appointment's ``status`` follows its timestamps: ``scheduled`` (not yet checked in, including every
future one), ``checked_in`` (waiting, ``seen_at`` NULL), ``in_progress`` (``finished_at`` NULL),
``completed``, ``cancelled`` or ``no_show`` (the last two with NULL ``checked_in_at``, ``seen_at`` and
``finished_at``). Completed appointments get an invoice once issued; a no-show gets a flat 30.00 fee invoice.
An invoice is unpaid exactly when its ``status`` is ``open`` or ``overdue``, and then ``amount_paid`` is 0
and ``paid_at`` NULL. A lab result is pending exactly when ``reported_at`` is NULL.

Planted signals:

* Dr Helena Marsh (General Practice) completes far more appointments than any other doctor;
* two new doctors (Samuel Okafor, Lucia Ferri) have no appointments at all;
* Dermatology has a no-show rate around 25 %, every other department under 10 %;
* Orthopaedics patients wait about 45 minutes between check-in and being seen, elsewhere 5 to 20;
* procedures are by far the longest visit type (about 50 minutes from seen to finished);
* patient Orla Kennedy (MRN-000118) has far more appointments than anyone else;
* patient Bernard Quigley (MRN-000342) owes the most: six overdue orthopaedic procedure invoices;
* amoxicillin, ibuprofen and atorvastatin are the three most prescribed medications, with clear gaps; three
  medications (warfarin, digoxin, lithium carbonate) have never been prescribed;
* Dr Victor Hale writes most of the prescriptions for controlled drugs;
* Vitamin D takes about three days from collection to report, every other test under 30 hours; the lipid
  panel is flagged high far more often than any other test;
* patients live in six towns with fixed head counts (Leeds 250, York 150, Harrogate 120, Wakefield 60,
  Bradford 40, Selby 20); 45 registered patients have never booked an appointment.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE departments (
    department_id INTEGER PRIMARY KEY,
    dept_name     TEXT NOT NULL UNIQUE,
    floor_no      INTEGER NOT NULL,
    phone_ext     TEXT NOT NULL
);
CREATE TABLE doctor (
    doctor_id            INTEGER PRIMARY KEY,
    department_id        INTEGER NOT NULL REFERENCES departments(department_id),
    full_name            TEXT NOT NULL UNIQUE,
    specialty            TEXT NOT NULL,
    grade                TEXT NOT NULL,
    hired_on             TEXT NOT NULL,
    accepts_new_patients INTEGER NOT NULL DEFAULT 1,
    consult_fee          REAL NOT NULL
);
CREATE TABLE patients (
    patient_id     INTEGER PRIMARY KEY,
    mrn            TEXT NOT NULL UNIQUE,
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    dob            TEXT NOT NULL,
    sex            TEXT NOT NULL,
    city           TEXT NOT NULL,
    insurance_type TEXT NOT NULL,
    gp_doctor_id   INTEGER REFERENCES doctor(doctor_id),
    registered_at  TEXT NOT NULL
);
CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients(patient_id),
    doctor_id      INTEGER NOT NULL REFERENCES doctor(doctor_id),
    scheduled_at   TEXT NOT NULL,
    visit_type     TEXT NOT NULL,
    booked_via     TEXT NOT NULL,
    status         TEXT NOT NULL,
    checked_in_at  TEXT,
    seen_at        TEXT,
    finished_at    TEXT
);
CREATE TABLE medication (
    med_id        INTEGER PRIMARY KEY,
    generic_name  TEXT NOT NULL UNIQUE,
    strength      TEXT NOT NULL,
    form          TEXT NOT NULL,
    unit_price    REAL NOT NULL,
    is_controlled INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE prescriptions (
    rx_id          INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
    med_id         INTEGER NOT NULL REFERENCES medication(med_id),
    qty            INTEGER NOT NULL,
    refills        INTEGER NOT NULL DEFAULT 0,
    sig            TEXT NOT NULL,
    prescribed_at  TEXT NOT NULL
);
CREATE TABLE invoices (
    invoice_id     INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments(appointment_id),
    issued_at      TEXT NOT NULL,
    amount_due     REAL NOT NULL,
    amount_paid    REAL NOT NULL DEFAULT 0,
    payer          TEXT NOT NULL,
    status         TEXT NOT NULL,
    paid_at        TEXT
);
CREATE TABLE lab_result (
    lab_result_id  INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
    test_name      TEXT NOT NULL,
    result_value   REAL,
    units          TEXT NOT NULL,
    flag           TEXT,
    collected_at   TEXT NOT NULL,
    reported_at    TEXT
);
CREATE INDEX appointments_patient ON appointments(patient_id);
CREATE INDEX appointments_doctor ON appointments(doctor_id);
CREATE INDEX appointments_scheduled ON appointments(scheduled_at);
CREATE INDEX prescriptions_appointment ON prescriptions(appointment_id);
CREATE INDEX lab_result_appointment ON lab_result(appointment_id);
"""

# name, floor, extension, specialty of its doctors, no-show rate, mean wait (minutes) check-in -> seen
DEPARTMENTS = [
    ("General Practice", 0, "2100", "family medicine", 0.06, 12.0),
    ("Cardiology", 2, "2200", "cardiology", 0.05, 15.0),
    ("Dermatology", 1, "2300", "dermatology", 0.27, 10.0),
    ("Orthopaedics", 3, "2400", "orthopaedics", 0.07, 45.0),
    ("Paediatrics", 1, "2500", "paediatrics", 0.05, 8.0),
    ("Ophthalmology", 2, "2600", "ophthalmology", 0.06, 18.0),
    ("Physiotherapy", 0, "2700", "physiotherapy", 0.08, 6.0),
]
# department: [(name, grade, appointments per day, consultation fee)]
DOCTORS = {
    "General Practice": [
        ("Helena Marsh", "consultant", 5.0, 85.0),
        ("Owen Pritchard", "specialty doctor", 1.3, 75.0),
        ("Aisha Bello", "specialty doctor", 1.3, 75.0),
        ("Tomasz Wisniewski", "registrar", 1.2, 65.0),
        ("Samuel Okafor", "registrar", 0.0, 65.0),
    ],
    "Cardiology": [
        ("Rajesh Iyer", "consultant", 1.4, 180.0),
        ("Claire Donovan", "consultant", 1.3, 180.0),
        ("Peter Lindqvist", "registrar", 1.1, 140.0),
    ],
    "Dermatology": [
        ("Fiona Gallagher", "consultant", 1.5, 150.0),
        ("Marcus Chen", "specialty doctor", 1.4, 130.0),
        ("Yara Haddad", "registrar", 1.2, 120.0),
    ],
    "Orthopaedics": [
        ("Victor Hale", "consultant", 1.4, 170.0),
        ("Nadia Petrova", "consultant", 1.3, 170.0),
        ("Gareth Hughes", "registrar", 1.1, 140.0),
    ],
    "Paediatrics": [
        ("Emily Carter", "consultant", 1.4, 110.0),
        ("Kwame Mensah", "specialty doctor", 1.3, 100.0),
        ("Lucia Ferri", "registrar", 0.0, 90.0),
    ],
    "Ophthalmology": [
        ("Sofia Andersson", "consultant", 1.3, 140.0),
        ("Daniel Kowalski", "specialty doctor", 1.2, 125.0),
    ],
    "Physiotherapy": [
        ("Megan Doyle", "specialty doctor", 1.6, 60.0),
        ("Ibrahim Saleh", "specialty doctor", 1.5, 60.0),
    ],
}
NEW_DOCTORS = {"Samuel Okafor", "Lucia Ferri"}
VISIT_TYPES = {  # weights per department (new, follow-up, procedure, telehealth)
    "General Practice": (0.3, 0.45, 0.05, 0.2),
    "Cardiology": (0.35, 0.45, 0.1, 0.1),
    "Dermatology": (0.4, 0.35, 0.2, 0.05),
    "Orthopaedics": (0.35, 0.35, 0.3, 0.0),
    "Paediatrics": (0.4, 0.4, 0.05, 0.15),
    "Ophthalmology": (0.4, 0.4, 0.2, 0.0),
    "Physiotherapy": (0.2, 0.8, 0.0, 0.0),
}
VISIT_NAMES = ("new", "follow-up", "procedure", "telehealth")
VISIT_MINUTES = {"new": (20, 35), "follow-up": (10, 20), "procedure": (40, 65), "telehealth": (8, 16)}
FEE_FACTOR = {"new": 1.0, "follow-up": 0.6, "procedure": 3.0, "telehealth": 0.5}
BOOKED_VIA = [("phone", 0.45), ("portal", 0.4), ("walk-in", 0.15)]

# generic name, strength, form, unit price, controlled, weight (0: never prescribed)
MEDICATIONS = [
    ("amoxicillin", "500 mg", "capsule", 0.21, 0, 12.0),
    ("ibuprofen", "400 mg", "tablet", 0.06, 0, 8.0),
    ("atorvastatin", "20 mg", "tablet", 0.09, 0, 5.0),
    ("omeprazole", "20 mg", "capsule", 0.08, 0, 1.0),
    ("metformin", "500 mg", "tablet", 0.05, 0, 1.0),
    ("amlodipine", "5 mg", "tablet", 0.07, 0, 1.0),
    ("ramipril", "5 mg", "capsule", 0.1, 0, 1.0),
    ("bisoprolol", "2.5 mg", "tablet", 0.08, 0, 1.0),
    ("sertraline", "50 mg", "tablet", 0.12, 0, 1.0),
    ("salbutamol", "100 mcg", "inhaler", 3.4, 0, 1.0),
    ("levothyroxine", "50 mcg", "tablet", 0.04, 0, 1.0),
    ("paracetamol", "500 mg", "tablet", 0.02, 0, 1.0),
    ("cetirizine", "10 mg", "tablet", 0.03, 0, 1.0),
    ("hydrocortisone", "1 %", "cream", 2.9, 0, 1.0),
    ("clobetasol", "0.05 %", "cream", 4.2, 0, 1.0),
    ("doxycycline", "100 mg", "capsule", 0.35, 0, 1.0),
    ("prednisolone", "5 mg", "tablet", 0.11, 0, 1.0),
    ("naproxen", "500 mg", "tablet", 0.09, 0, 1.0),
    ("latanoprost", "50 mcg/ml", "eye drops", 6.5, 0, 1.0),
    ("chloramphenicol", "0.5 %", "eye drops", 2.1, 0, 1.0),
    ("amoxicillin oral suspension", "250 mg/5 ml", "syrup", 1.8, 0, 1.0),
    ("tramadol", "50 mg", "capsule", 0.15, 1, 0.3),
    ("codeine phosphate", "30 mg", "tablet", 0.12, 1, 0.3),
    ("diazepam", "5 mg", "tablet", 0.05, 1, 0.3),
    ("warfarin", "5 mg", "tablet", 0.04, 0, 0.0),
    ("digoxin", "250 mcg", "tablet", 0.13, 0, 0.0),
    ("lithium carbonate", "400 mg", "tablet", 0.09, 0, 0.0),
]
SIGS = ["one twice daily", "one three times daily", "one daily", "one at night", "as directed", "apply thinly"]

# test, units, (low, high) normal range, turnaround hours, share flagged high
LAB_TESTS = [
    ("Full blood count", "10^9/L", (4.0, 11.0), (2.0, 8.0), 0.1),
    ("CRP", "mg/L", (0.0, 5.0), (2.0, 6.0), 0.15),
    ("Lipid panel", "mmol/L", (3.0, 5.0), (8.0, 24.0), 0.45),
    ("HbA1c", "mmol/mol", (20.0, 42.0), (12.0, 28.0), 0.12),
    ("TSH", "mU/L", (0.4, 4.0), (10.0, 26.0), 0.08),
    ("Vitamin D", "nmol/L", (50.0, 125.0), (60.0, 84.0), 0.03),
]
LAB_RATE = {
    "General Practice": 0.3,
    "Cardiology": 0.6,
    "Dermatology": 0.05,
    "Orthopaedics": 0.1,
    "Paediatrics": 0.15,
    "Ophthalmology": 0.02,
    "Physiotherapy": 0.0,
}

TOWNS = [("Leeds", 250), ("York", 150), ("Harrogate", 120), ("Wakefield", 60), ("Bradford", 40), ("Selby", 20)]
INSURANCE = [("public", 0.55), ("private", 0.3), ("self-pay", 0.15)]
FIRST_F = [
    "Olivia", "Amelia", "Isla", "Ava", "Grace", "Freya", "Lily", "Sophie", "Ruby", "Evie", "Chloe", "Ella",
    "Hannah", "Zara", "Maya", "Niamh", "Priya", "Leah", "Erin", "Poppy", "Imogen", "Megan", "Alice", "Rosa",
]  # fmt: skip
FIRST_M = [
    "Oliver", "George", "Harry", "Jack", "Noah", "Leo", "Arthur", "Oscar", "Charlie", "Henry", "Theo", "Alfie",
    "Callum", "Rhys", "Ethan", "Samir", "Dylan", "Finley", "Kieran", "Lewis", "Mohammed", "Aaron", "Connor", "Ben",
]  # fmt: skip
SURNAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
    "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel",
    "Khan", "Lewis", "Harrison", "Ahmed", "Shaw", "Hussain", "Baker", "Moore", "Turner", "Fletcher", "Barker",
]  # fmt: skip
STAR_PATIENT = ("Orla", "Kennedy", 118)
DEBTOR = ("Bernard", "Quigley", 342)
N_PATIENTS = 640
NEVER_BOOKED = 45
DAYS_BACK = 120
DAYS_AHEAD = 14
SLOTS = 30  # 08:00 .. 17:40 every 20 minutes
NO_SHOW_FEE = 30.0


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the clinic database at ``path`` (replacing it), with data around ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)
    midnight = now.replace(hour=0, minute=0, second=0)

    def fmt(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def ago(seconds: float) -> datetime.datetime:
        return now - datetime.timedelta(seconds=round(seconds))

    db = new_database(path, SCHEMA)

    # Departments and doctors.
    department_of: dict[str, int] = {}
    for index, (name, floor, ext, _, _, _) in enumerate(DEPARTMENTS, start=1):
        department_of[name] = index
        db.execute("INSERT INTO departments VALUES (?, ?, ?, ?)", (index, name, floor, ext))
    specialty = {name: spec for name, _, _, spec, _, _ in DEPARTMENTS}
    doctors: list[tuple[int, str, str, float, float]] = []  # (id, name, department, per day, fee)
    for department, staff in DOCTORS.items():
        for name, grade, per_day, fee in staff:
            doctor_id = len(doctors) + 1
            years = rng.uniform(0.05, 0.15) if name in NEW_DOCTORS else rng.uniform(1.0, 18.0)
            hired = (midnight - datetime.timedelta(days=round(years * 365))).strftime("%Y-%m-%d")
            db.execute(
                "INSERT INTO doctor VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    doctor_id,
                    department_of[department],
                    name,
                    specialty[department],
                    grade,
                    hired,
                    int(name in NEW_DOCTORS or rng.random() < 0.7),
                    fee,
                ),
            )
            doctors.append((doctor_id, name, department, per_day, fee))
    gp_ids = [d[0] for d in doctors if d[2] == "General Practice" and d[1] not in NEW_DOCTORS]

    # Patients: fixed head counts per town, unique names, a few children.
    towns = [town for town, count in TOWNS for _ in range(count)]
    rng.shuffle(towns)
    seen_names = {STAR_PATIENT[:2], DEBTOR[:2]}
    patients: list[tuple[int, bool, str]] = []  # (id, is child, insurance)
    for number in range(1, N_PATIENTS + 1):
        if number == STAR_PATIENT[2]:
            first, last, sex = STAR_PATIENT[0], STAR_PATIENT[1], "F"
        elif number == DEBTOR[2]:
            first, last, sex = DEBTOR[0], DEBTOR[1], "M"
        else:
            while True:
                sex = rng.choice("FM")
                first = rng.choice(FIRST_F if sex == "F" else FIRST_M)
                last = rng.choice(SURNAMES)
                if (first, last) not in seen_names:
                    seen_names.add((first, last))
                    break
        child = number not in (STAR_PATIENT[2], DEBTOR[2]) and rng.random() < 0.15
        age_days = rng.uniform(1, 17.5) * 365.25 if child else rng.uniform(18.5, 92) * 365.25
        dob = (midnight - datetime.timedelta(days=round(age_days))).strftime("%Y-%m-%d")
        insurance = "self-pay" if number == DEBTOR[2] else pick(rng, INSURANCE)
        if number == STAR_PATIENT[2]:
            insurance = "public"
        gp = rng.choice(gp_ids) if rng.random() < 0.8 else None
        registered_days = rng.uniform(125, 2500) if rng.random() < 0.9 else rng.uniform(0.2, 118)
        db.execute(
            "INSERT INTO patients VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                number,
                f"MRN-{number:06d}",
                first,
                last,
                dob,
                sex,
                towns[number - 1],
                insurance,
                gp,
                fmt(ago(registered_days * 86400)),
            ),
        )
        patients.append((number, child, insurance))
    special = {STAR_PATIENT[2], DEBTOR[2]}
    never = set(rng.sample([p[0] for p in patients if p[0] not in special], NEVER_BOOKED))
    adults = [p[0] for p in patients if not p[1] and p[0] not in never and p[0] != DEBTOR[2]]
    children = [p[0] for p in patients if p[1] and p[0] not in never]
    adult_weights = [5.0 if pid == STAR_PATIENT[2] else rng.uniform(0.5, 1.5) for pid in adults]
    child_weights = [rng.uniform(0.5, 1.5) for _ in children]
    insurance_of = {p[0]: p[2] for p in patients}

    # Appointments: day by day, doctor by doctor, on a 20-minute grid without double bookings.
    planned: list[tuple[datetime.datetime, int, int, str, str]] = []  # (when, patient, doctor, dept, visit)
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        for doctor_id, _name, department, per_day, _ in doctors:
            if per_day == 0:
                continue
            rate = per_day * (0.55 if day > 0 else 1.0)  # the future is not fully booked yet
            count = sum(1 for _ in range(12) if rng.random() < rate / 12)
            slots = rng.sample(range(SLOTS), count)
            for slot in slots:
                when = midnight + datetime.timedelta(days=day, minutes=8 * 60 + 20 * slot)
                if department == "Paediatrics" or (department == "General Practice" and rng.random() < 0.12):
                    patient = rng.choices(children, weights=child_weights)[0]
                else:
                    patient = rng.choices(adults, weights=adult_weights)[0]
                weights = VISIT_TYPES[department]
                visit = rng.choices(VISIT_NAMES, weights=weights)[0]
                planned.append((when, patient, doctor_id, department, visit))
    # The debtor: six orthopaedic procedures 40 to 100 days ago, at 18:00 (an evening list).
    ortho = [d[0] for d in doctors if d[2] == "Orthopaedics"]
    for days in (97, 83, 71, 64, 58, 44):
        when = midnight - datetime.timedelta(days=days) + datetime.timedelta(hours=18)
        planned.append((when, DEBTOR[2], ortho[len(planned) % len(ortho)], "Orthopaedics", "procedure"))
    planned.sort(key=lambda row: (row[0], row[2]))

    no_show_rate = {name: rate for name, _, _, _, rate, _ in DEPARTMENTS}
    mean_wait = {name: wait for name, _, _, _, _, wait in DEPARTMENTS}
    fee_of = {d[0]: d[4] for d in doctors}
    name_of = {d[0]: d[1] for d in doctors}
    appointment_rows = []
    completed: list[tuple[int, int, str, str, datetime.datetime, int]] = []  # id, doctor, dept, visit, end, pat
    invoice_rows = []
    for appointment_id, (when, patient, doctor_id, department, visit) in enumerate(planned, start=1):
        arrive = when + datetime.timedelta(minutes=rng.uniform(-15, 8))
        wait = max(1.0, rng.gauss(mean_wait[department], mean_wait[department] * 0.3))
        seen = arrive + datetime.timedelta(minutes=wait)
        low, high = VISIT_MINUTES[visit]
        finished = seen + datetime.timedelta(minutes=rng.uniform(low, high))
        fate = rng.random()
        via = pick(rng, BOOKED_VIA)
        if patient == DEBTOR[2]:
            fate, via = 1.0, "phone"
        checked_in = seen_at = finished_at = None
        if when > now:
            status = "cancelled" if fate < 0.03 else "scheduled"
        elif fate < 0.09:
            status = "cancelled"
        elif fate < 0.09 + no_show_rate[department]:
            status = "no_show" if when < now - datetime.timedelta(minutes=30) else "scheduled"
        elif arrive > now:
            status = "scheduled"
        else:
            checked_in = fmt(arrive)
            if seen > now:
                status = "checked_in"
            elif finished > now:
                status, seen_at = "in_progress", fmt(seen)
            else:
                status, seen_at, finished_at = "completed", fmt(seen), fmt(finished)
        if visit == "telehealth" and via == "walk-in":
            via = "portal"
        appointment_rows.append(
            (appointment_id, patient, doctor_id, fmt(when), visit, via, status, checked_in, seen_at, finished_at)
        )
        # Invoices: a completed visit is billed within two days, a no-show within a day. The draws happen for
        # every appointment, so the random stream does not depend on the time of day of ``now``.
        bill_hours, pay_roll, pay_days = rng.uniform(0.5, 48), rng.random(), rng.uniform(0.5, 25)
        if status in ("completed", "no_show"):
            end = finished if status == "completed" else when
            issued = end + datetime.timedelta(hours=bill_hours if status == "completed" else bill_hours / 2)
            if status == "completed":
                completed.append((appointment_id, doctor_id, department, visit, finished, patient))
                amount = round(fee_of[doctor_id] * FEE_FACTOR[visit], 2)
                payer = "patient" if insurance_of[patient] == "self-pay" else "insurer"
            else:
                amount, payer = NO_SHOW_FEE, "patient"
            if issued <= now:
                age_days = (now - issued).total_seconds() / 86400
                paid_at = issued + datetime.timedelta(days=pay_days)
                if patient == DEBTOR[2]:
                    state = "overdue"
                elif paid_at <= now and pay_roll < (0.95 if age_days > 30 else 0.7):
                    state = "paid"
                else:
                    state = "overdue" if age_days > 30 else "open"
                invoice_rows.append(
                    (
                        appointment_id,
                        fmt(issued),
                        amount,
                        amount if state == "paid" else 0.0,
                        payer,
                        state,
                        fmt(paid_at) if state == "paid" else None,
                    )
                )
    db.executemany("INSERT INTO appointments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", appointment_rows)
    invoice_rows.sort(key=lambda row: row[1])
    db.executemany(
        "INSERT INTO invoices (appointment_id, issued_at, amount_due, amount_paid, payer, status, paid_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        invoice_rows,
    )

    # Medications and prescriptions.
    med_ids: dict[str, int] = {}
    for index, (generic, strength, form, price, is_controlled, _) in enumerate(MEDICATIONS, start=1):
        med_ids[generic] = index
        db.execute(
            "INSERT INTO medication VALUES (?, ?, ?, ?, ?, ?)", (index, generic, strength, form, price, is_controlled)
        )
    prescribable = [(m[0], m[2], m[5]) for m in MEDICATIONS if m[5] > 0]
    controlled = [str(m[0]) for m in MEDICATIONS if m[4]]
    rx_rows: list[tuple[int, int, int, int, str, str]] = []
    lab_rows: list[tuple[int, str, float | None, str, str | None, str, str | None]] = []
    for appointment_id, doctor_id, department, _visit, finished, _ in completed:
        roll = rng.random()
        count = 0 if roll < 0.45 or department == "Physiotherapy" else (1 if roll < 0.85 else 2)
        for _ in range(count):
            if name_of[doctor_id] == "Victor Hale" and rng.random() < 0.35:
                generic = rng.choice(controlled)
            else:
                generic = rng.choices([p[0] for p in prescribable], weights=[p[2] for p in prescribable])[0]
            form = next(p[1] for p in prescribable if p[0] == generic)
            qty = 1 if form in ("cream", "inhaler", "eye drops", "syrup") else rng.choice([7, 14, 28, 28, 56])
            refills = 0 if generic in controlled else rng.choice([0, 0, 1, 2, 3])
            sig = "apply thinly" if form == "cream" else rng.choice(SIGS[:5])
            rx_rows.append((appointment_id, med_ids[generic], qty, refills, sig, fmt(finished)))
        if rng.random() < LAB_RATE[department]:
            for test, units, (normal_low, normal_high), (fast, slow), high_share in rng.sample(
                LAB_TESTS, rng.choice([1, 1, 2])
            ):
                collected = finished + datetime.timedelta(minutes=rng.uniform(2, 25))
                reported = collected + datetime.timedelta(hours=rng.uniform(fast, slow))
                flag_roll = rng.random()
                if flag_roll < high_share:
                    flag, value = "high", normal_high * rng.uniform(1.05, 1.6)
                elif flag_roll < high_share + 0.07:
                    flag, value = "low", normal_low * rng.uniform(0.4, 0.95) if normal_low > 0 else 0.0
                else:
                    flag, value = "normal", rng.uniform(normal_low, normal_high)
                if collected > now:
                    continue
                if reported > now:
                    lab_rows.append((appointment_id, test, None, units, None, fmt(collected), None))
                else:
                    lab_rows.append((appointment_id, test, round(value, 1), units, flag, fmt(collected), fmt(reported)))
    db.executemany(
        "INSERT INTO prescriptions (appointment_id, med_id, qty, refills, sig, prescribed_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        rx_rows,
    )
    lab_rows.sort(key=lambda row: row[5])
    db.executemany(
        "INSERT INTO lab_result (appointment_id, test_name, result_value, units, flag, collected_at, reported_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        lab_rows,
    )
    close_checked(db, "clinic")
