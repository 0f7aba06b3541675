"""A Gdańsk ship-repair contractor's HR (Morska Serwis sp. z o.o.) as an OrangeHRM 5 database on SQLite.

OrangeHRM (the open-source HR system, PHP and Doctrine on MySQL) keeps its data in two generations of tables, the old
``hs_hr_`` ones and the newer ``ohrm_`` ones; these are its tables with its conventions: integer ids, ``emp_number``
the employee's key and ``employee_id`` the badge number people know (text), **``emp_gender`` 1 male, 2 female**,
dates as ``YYYY-MM-DD`` text and times as ``YYYY-MM-DD HH:MM:SS`` text, ``deleted``/``is_deleted`` 0/1 soft deletes,
and:

* ``hs_hr_employee`` (``emp_lastname``, ``emp_firstname``, ``joined_date``, ``job_title_code`` the job title,
  ``emp_status`` the employment status, ``work_station`` the sub-unit (department), **``termination_id`` set once the
  employee has left (pointing at ``ohrm_emp_termination``)**, ``purged_at`` for a purged record);
* ``ohrm_subunit`` (the organisation tree as a nested set, ``lft``/``rgt``/``level``, the company at level 0),
  ``ohrm_job_title`` (``is_deleted``), ``ohrm_employment_status``, ``ohrm_location`` and ``hs_hr_emp_locations``;
* ``ohrm_emp_termination`` (``termination_date``, ``reason_id``) and ``ohrm_emp_termination_reason``;
* ``hs_hr_emp_reportto`` (**``erep_sup_emp_number`` the supervisor, ``erep_sub_emp_number`` the subordinate**,
  ``erep_reporting_mode`` 1 direct, 2 indirect);
* ``ohrm_user`` (log-in accounts: ``user_role_id``, ``emp_number``, ``status`` 1 enabled, ``deleted``) and
  ``ohrm_user_role``;
* leave: ``ohrm_leave_type`` (``deleted``), ``ohrm_leave_entitlement`` (**``no_of_days`` granted and ``days_used``**
  for a period ``from_date``-``to_date``, here a leave year that began 150 days ago), ``ohrm_leave_request`` (one per
  application, ``date_applied``), **``ohrm_leave`` one row per day of leave** (``date``, ``length_days`` 1 or 0.5,
  ``length_hours`` 8 or 4, **``status`` an integer: -1 rejected, 0 cancelled, 1 pending approval, 2 scheduled,
  3 taken**, explained by ``ohrm_leave_status``), ``ohrm_leave_request_comment``;
* ``ohrm_attendance_record`` (a punch in and a punch out: **``punch_in_utc_time``/``punch_out_utc_time`` in UTC
  beside ``punch_in_user_time``/``punch_out_user_time`` in Gdańsk's local time with ``punch_in_time_offset`` (``+2``
  or ``+1``)**, **``state`` ``PUNCHED IN`` while the shift is open (no punch out yet) or ``PUNCHED OUT``**);
* ``ohrm_holiday``; recruitment: ``ohrm_job_vacancy`` (``status`` 1 active, 0 closed), ``ohrm_job_candidate`` and
  ``ohrm_job_candidate_vacancy`` (**``status`` text: ``APPLICATION INITIATED``, ``SHORTLISTED``, ``INTERVIEW
  SCHEDULED``, ``JOB OFFERED``, ``HIRED``, ``REJECTED``**).

Attendance and leave reach 90 days back from ``now`` (leave also 30 days ahead); employees joined up to 12 years ago.

Planted signals:

* Welder is the most common job title; Hull Repair the biggest department;
* Annual Leave is the most taken leave type; Training Leave was never requested;
* Painting & Coating takes by far the most sick days; Paweł Zieliński took the most leave days in the last 90 days;
* nine leave requests are pending approval, three were rejected; Marek Wójcik, the hull repair foreman, has the most
  direct reports;
* Hull Repair works the longest shifts; four people are still punched in now;
* six employees left in the last 180 days, most of them resigned; two joined in the last 30 days;
* five active employees never took a day of leave; four active employees have no log-in account;
* Jan Nowak has the most annual leave left; the Marine Electrician vacancy has the most candidates.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE ohrm_subunit (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE, unit_id VARCHAR(100), description VARCHAR(400),
  lft SMALLINT, rgt SMALLINT, level SMALLINT
);
CREATE TABLE ohrm_job_title (
  id INTEGER PRIMARY KEY, job_title VARCHAR(100) NOT NULL, job_description VARCHAR(400), note VARCHAR(400),
  is_deleted TINYINT(1) DEFAULT 0
);
CREATE TABLE ohrm_employment_status (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL);
CREATE TABLE ohrm_location (
  id INTEGER PRIMARY KEY, name VARCHAR(110) NOT NULL, country_code VARCHAR(3) NOT NULL, province VARCHAR(60),
  city VARCHAR(60), address VARCHAR(255), zip_code VARCHAR(35), phone VARCHAR(35), fax VARCHAR(35), notes VARCHAR(255)
);
CREATE TABLE ohrm_emp_termination_reason (id INTEGER PRIMARY KEY, name VARCHAR(100));
CREATE TABLE hs_hr_employee (
  emp_number INTEGER PRIMARY KEY, employee_id VARCHAR(50), emp_lastname VARCHAR(100) NOT NULL,
  emp_firstname VARCHAR(100) NOT NULL, emp_middle_name VARCHAR(100) NOT NULL DEFAULT '', emp_nick_name VARCHAR(100),
  emp_birthday DATE, emp_gender SMALLINT, emp_marital_status VARCHAR(20), nation_code INTEGER,
  emp_work_email VARCHAR(50), emp_mobile VARCHAR(25), joined_date DATE,
  emp_status INTEGER REFERENCES ohrm_employment_status (id) ON DELETE SET NULL,
  job_title_code INTEGER REFERENCES ohrm_job_title (id) ON DELETE SET NULL,
  work_station INTEGER REFERENCES ohrm_subunit (id) ON DELETE SET NULL,
  termination_id INTEGER REFERENCES ohrm_emp_termination (id) ON DELETE SET NULL, purged_at DATETIME
);
CREATE TABLE ohrm_emp_termination (
  id INTEGER PRIMARY KEY, emp_number INTEGER REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  reason_id INTEGER REFERENCES ohrm_emp_termination_reason (id) ON DELETE SET NULL, termination_date DATE NOT NULL,
  note VARCHAR(255)
);
CREATE TABLE hs_hr_emp_locations (
  emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  location_id INTEGER NOT NULL REFERENCES ohrm_location (id) ON DELETE CASCADE, PRIMARY KEY (emp_number, location_id)
);
CREATE TABLE hs_hr_emp_reportto (
  erep_sup_emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  erep_sub_emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  erep_reporting_mode INTEGER, PRIMARY KEY (erep_sup_emp_number, erep_sub_emp_number)
);
CREATE TABLE ohrm_user_role (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL UNIQUE, display_name VARCHAR(255) NOT NULL,
  is_assignable TINYINT(1) DEFAULT 0, is_predefined TINYINT(1) DEFAULT 0
);
CREATE TABLE ohrm_user (
  id INTEGER PRIMARY KEY, user_role_id INTEGER NOT NULL REFERENCES ohrm_user_role (id) ON DELETE CASCADE,
  emp_number INTEGER REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE, user_name VARCHAR(40) UNIQUE,
  user_password VARCHAR(255), deleted TINYINT(1) NOT NULL DEFAULT 0, status TINYINT(1) NOT NULL DEFAULT 1,
  date_entered DATETIME, date_modified DATETIME, modified_user_id INTEGER, created_by INTEGER
);
CREATE TABLE ohrm_leave_type (
  id INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL, deleted TINYINT(1) NOT NULL DEFAULT 0,
  exclude_in_reports_if_no_entitlement TINYINT(1) NOT NULL DEFAULT 0, operational_country_id INTEGER
);
CREATE TABLE ohrm_leave_status (id INTEGER PRIMARY KEY, status SMALLINT NOT NULL UNIQUE, name VARCHAR(100) NOT NULL);
CREATE TABLE ohrm_leave_entitlement (
  id INTEGER PRIMARY KEY, emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  no_of_days DECIMAL(19, 15) NOT NULL, days_used DECIMAL(8, 4) NOT NULL DEFAULT 0,
  leave_type_id INTEGER NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE, from_date DATETIME NOT NULL,
  to_date DATETIME, credited_date DATETIME, note VARCHAR(255), entitlement_type INTEGER NOT NULL,
  deleted TINYINT(1) NOT NULL DEFAULT 0, created_by_id INTEGER REFERENCES ohrm_user (id) ON DELETE SET NULL,
  created_by_name VARCHAR(255)
);
CREATE TABLE ohrm_leave_request (
  id INTEGER PRIMARY KEY, leave_type_id INTEGER NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE,
  date_applied DATE NOT NULL, emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  comments VARCHAR(255)
);
CREATE TABLE ohrm_leave (
  id INTEGER PRIMARY KEY, date DATE, length_hours DECIMAL(6, 2), length_days DECIMAL(6, 4), status SMALLINT,
  comments VARCHAR(256), leave_request_id INTEGER NOT NULL REFERENCES ohrm_leave_request (id) ON DELETE CASCADE,
  leave_type_id INTEGER NOT NULL REFERENCES ohrm_leave_type (id) ON DELETE CASCADE,
  emp_number INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE, start_time TIME,
  end_time TIME, duration_type SMALLINT NOT NULL DEFAULT 0
);
CREATE TABLE ohrm_leave_request_comment (
  id INTEGER PRIMARY KEY, leave_request_id INTEGER NOT NULL REFERENCES ohrm_leave_request (id) ON DELETE CASCADE,
  created DATETIME, created_by_name VARCHAR(255) NOT NULL,
  created_by_id INTEGER REFERENCES ohrm_user (id) ON DELETE SET NULL,
  created_by_emp_number INTEGER REFERENCES hs_hr_employee (emp_number) ON DELETE SET NULL, comments VARCHAR(255)
);
CREATE TABLE ohrm_attendance_record (
  id INTEGER PRIMARY KEY, employee_id INTEGER NOT NULL REFERENCES hs_hr_employee (emp_number) ON DELETE CASCADE,
  punch_in_utc_time DATETIME, punch_in_note VARCHAR(255), punch_in_time_offset VARCHAR(255),
  punch_in_user_time DATETIME, punch_out_utc_time DATETIME, punch_out_note VARCHAR(255),
  punch_out_time_offset VARCHAR(255), punch_out_user_time DATETIME, state VARCHAR(255) NOT NULL
);
CREATE INDEX ohrm_attendance_record_in ON ohrm_attendance_record (punch_in_utc_time);
CREATE TABLE ohrm_holiday (
  id INTEGER PRIMARY KEY, description TEXT, date DATE, recurring TINYINT DEFAULT 0, length INTEGER,
  operational_country_id INTEGER
);
CREATE TABLE ohrm_job_vacancy (
  id INTEGER PRIMARY KEY, job_title_code INTEGER NOT NULL REFERENCES ohrm_job_title (id) ON DELETE CASCADE,
  hiring_manager_id INTEGER REFERENCES hs_hr_employee (emp_number) ON DELETE SET NULL, name VARCHAR(100) NOT NULL,
  description TEXT, no_of_positions INTEGER, status INTEGER NOT NULL, published_in_feed TINYINT(1) NOT NULL DEFAULT 0,
  defined_time DATETIME NOT NULL, updated_time DATETIME NOT NULL
);
CREATE TABLE ohrm_job_candidate (
  id INTEGER PRIMARY KEY, first_name VARCHAR(30) NOT NULL, middle_name VARCHAR(30), last_name VARCHAR(30) NOT NULL,
  email VARCHAR(100) NOT NULL, contact_number VARCHAR(30), status INTEGER NOT NULL, comment TEXT,
  mode_of_application INTEGER NOT NULL, date_of_application DATE NOT NULL, keywords VARCHAR(255),
  added_person INTEGER REFERENCES hs_hr_employee (emp_number) ON DELETE SET NULL
);
CREATE TABLE ohrm_job_candidate_vacancy (
  id INTEGER UNIQUE, candidate_id INTEGER NOT NULL REFERENCES ohrm_job_candidate (id) ON DELETE CASCADE,
  vacancy_id INTEGER NOT NULL REFERENCES ohrm_job_vacancy (id) ON DELETE CASCADE, status VARCHAR(100) NOT NULL,
  applied_date DATE, PRIMARY KEY (candidate_id, vacancy_id)
);
"""

DAYS = 90
# name: (lft, rgt, level) of the nested set
SUBUNITS = {
    "Morska Serwis": (1, 18, 0),
    "Hull Repair": (2, 3, 1),
    "Engineering": (4, 5, 1),
    "Electrical": (6, 7, 1),
    "Painting & Coating": (8, 9, 1),
    "Procurement": (10, 11, 1),
    "HR & Administration": (12, 13, 1),
    "Finance": (14, 15, 1),
    "Quality & Safety": (16, 17, 1),
}
JOB_TITLES = (
    "Welder",
    "Fitter",
    "Marine Engineer",
    "Marine Electrician",
    "Painter",
    "Blaster",
    "Buyer",
    "HR Manager",
    "HR Specialist",
    "Accountant",
    "Safety Inspector",
    "Foreman",
    "Managing Director",
    "Crane Operator",
)
STATUSES = ("Full-Time Permanent", "Full-Time Contract", "Part-Time Internship", "Freelance", "Full-Time Probation")
LOCATIONS = (
    ("Gdańsk Shipyard (Dock 3)", "Gdańsk", "ul. Na Ostrowiu 15"),
    ("Gdynia Harbour Office", "Gdynia", "ul. Waszyngtona 34"),
)
# first, last, gender, sub-unit, job title, status, joined days ago, location, supervisor (index) or None
EMPLOYEES: tuple[tuple[str, str, int, str, str, int, int, int, int | None], ...] = (
    ("Krzysztof", "Malinowski", 1, "Morska Serwis", "Managing Director", 0, 4300, 0, None),
    ("Marek", "Wójcik", 1, "Hull Repair", "Foreman", 0, 3900, 0, 0),
    ("Ewa", "Lewandowska", 2, "HR & Administration", "HR Manager", 0, 3000, 1, 0),
    ("Jan", "Nowak", 1, "Hull Repair", "Welder", 0, 4100, 0, 1),
    ("Paweł", "Zieliński", 1, "Hull Repair", "Welder", 0, 2200, 0, 1),
    ("Tomasz", "Kowalczyk", 1, "Hull Repair", "Welder", 0, 1500, 0, 1),
    ("Piotr", "Kamiński", 1, "Hull Repair", "Welder", 0, 900, 0, 1),
    ("Łukasz", "Szymański", 1, "Hull Repair", "Welder", 1, 400, 0, 1),
    ("Adam", "Woźniak", 1, "Hull Repair", "Welder", 0, 2600, 0, 1),
    ("Michał", "Dąbrowski", 1, "Hull Repair", "Fitter", 0, 1800, 0, 1),
    ("Rafał", "Kozłowski", 1, "Hull Repair", "Fitter", 0, 1200, 0, 1),
    ("Grzegorz", "Jankowski", 1, "Hull Repair", "Crane Operator", 0, 3300, 0, 1),
    ("Dariusz", "Mazur", 1, "Hull Repair", "Welder", 4, 20, 0, 1),
    ("Andrzej", "Krawczyk", 1, "Engineering", "Foreman", 0, 3700, 0, 0),
    ("Karol", "Piotrowski", 1, "Engineering", "Marine Engineer", 0, 2000, 0, 13),
    ("Wojciech", "Grabowski", 1, "Engineering", "Marine Engineer", 0, 1100, 0, 13),
    ("Katarzyna", "Nowakowska", 2, "Engineering", "Marine Engineer", 0, 700, 1, 13),
    ("Bartosz", "Pawłowski", 1, "Engineering", "Fitter", 1, 300, 0, 13),
    ("Mateusz", "Michalski", 1, "Electrical", "Marine Electrician", 0, 2400, 0, 13),
    ("Jakub", "Nowicki", 1, "Electrical", "Marine Electrician", 0, 1600, 0, 18),
    ("Kamil", "Adamczyk", 1, "Electrical", "Marine Electrician", 0, 800, 0, 18),
    ("Sebastian", "Dudek", 1, "Painting & Coating", "Foreman", 0, 2900, 0, 0),
    ("Robert", "Zając", 1, "Painting & Coating", "Painter", 0, 1900, 0, 21),
    ("Artur", "Wieczorek", 1, "Painting & Coating", "Painter", 0, 1300, 0, 21),
    ("Mariusz", "Jabłoński", 1, "Painting & Coating", "Blaster", 0, 1000, 0, 21),
    ("Daniel", "Król", 1, "Painting & Coating", "Blaster", 1, 500, 0, 21),
    ("Damian", "Majewski", 1, "Painting & Coating", "Painter", 0, 1700, 0, 21),
    ("Agnieszka", "Olszewska", 2, "Procurement", "Buyer", 0, 2100, 1, 0),
    ("Monika", "Jaworska", 2, "Procurement", "Buyer", 0, 600, 1, 27),
    ("Magdalena", "Wróbel", 2, "HR & Administration", "HR Specialist", 0, 1400, 1, 2),
    ("Joanna", "Malinowska", 2, "HR & Administration", "HR Specialist", 2, 150, 1, 2),
    ("Anna", "Stępień", 2, "Finance", "Accountant", 0, 2700, 1, 0),
    ("Barbara", "Górska", 2, "Finance", "Accountant", 0, 1000, 1, 31),
    ("Zbigniew", "Witkowski", 1, "Quality & Safety", "Safety Inspector", 0, 3100, 0, 0),
    ("Aleksandra", "Walczak", 2, "Quality & Safety", "Safety Inspector", 0, 800, 0, 33),
    ("Szymon", "Baran", 1, "Hull Repair", "Welder", 0, 12, 0, 1),
    ("Patryk", "Rutkowski", 1, "Hull Repair", "Fitter", 3, 1100, 0, 1),
    ("Norbert", "Sikora", 1, "Painting & Coating", "Painter", 0, 2300, 0, 21),
    ("Hubert", "Ostrowski", 1, "Electrical", "Marine Electrician", 0, 1250, 0, 18),
    ("Oskar", "Baranowski", 1, "Hull Repair", "Welder", 0, 1350, 0, 1),
    # those who left (terminated below)
    ("Tadeusz", "Duda", 1, "Hull Repair", "Welder", 0, 2500, 0, 1),
    ("Radosław", "Szewczyk", 1, "Painting & Coating", "Painter", 0, 900, 0, 21),
    ("Dominika", "Tomaszewska", 2, "Procurement", "Buyer", 0, 1200, 1, 27),
    ("Igor", "Pietrzak", 1, "Engineering", "Marine Engineer", 0, 700, 0, 13),
    ("Wiktor", "Marciniak", 1, "Electrical", "Marine Electrician", 1, 400, 0, 18),
    ("Konrad", "Wysocki", 1, "Hull Repair", "Fitter", 0, 1600, 0, 1),
    ("Leszek", "Kubiak", 1, "Hull Repair", "Crane Operator", 0, 5000, 0, 1),
)
# index: (left days ago, reason)
LEFT = {
    40: (150, "Resigned"),
    41: (120, "Resigned"),
    42: (75, "Resigned"),
    43: (40, "Contract Not Renewed"),
    44: (20, "Resigned"),
    45: (10, "Dismissed"),
    46: (400, "Retired"),
}
REASONS = ("Resigned", "Dismissed", "Contract Not Renewed", "Retired", "Deceased", "Laid-off", "Physically Disabled",
           "Other")  # fmt: skip
NO_LEAVE = (10, 16, 26, 38, 39)  # active employees who never took leave
NO_ACCOUNT = (11, 24, 36, 37)  # active employees without a log-in
LEAVE_TYPES = ("Annual Leave", "Sick Leave", "Unpaid Leave", "Parental Leave", "Compassionate Leave", "Training Leave",
               "Occasional Leave")  # fmt: skip
LEAVE_STATUS = {-1: "REJECTED", 0: "CANCELLED", 1: "PENDING APPROVAL", 2: "SCHEDULED", 3: "TAKEN", 4: "WEEKEND",
                5: "HOLIDAY"}  # fmt: skip
VACANCIES = (  # name, job title, hiring manager, positions, active, candidates
    ("Marine Electrician (Gdańsk)", "Marine Electrician", 18, 2, 1, 14),
    ("Welder MIG/MAG", "Welder", 1, 3, 1, 9),
    ("Blaster - sezon 2025", "Blaster", 21, 1, 1, 5),
    ("Junior Accountant", "Accountant", 31, 1, 0, 6),
    ("Safety Inspector", "Safety Inspector", 33, 1, 1, 0),
)
ROLES = ("Admin", "ESS", "Supervisor", "ProjectAdmin", "Interviewer", "HiringManager", "Reviewer")
CANDIDATE_NAMES = ("Jan", "Piotr", "Anna", "Marta", "Tomasz", "Ola", "Kuba", "Igor", "Lena", "Zofia", "Filip", "Emil")
SURNAMES = ("Kowal", "Nowik", "Lis", "Wilk", "Sowa", "Bąk", "Kruk", "Zięba", "Czajka", "Sokół")


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    for k, (name, (lft, rgt, level)) in enumerate(SUBUNITS.items(), start=1):
        db.execute("INSERT INTO ohrm_subunit VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (k, name, None if level == 0 else f"MS-{k:02d}", "", lft, rgt, level))  # fmt: skip
    unit = {name: k for k, name in enumerate(SUBUNITS, start=1)}
    for k, job_title in enumerate(JOB_TITLES, start=1):
        db.execute("INSERT INTO ohrm_job_title VALUES (?, ?, '', NULL, 0)", (k, job_title))
    db.execute("INSERT INTO ohrm_job_title VALUES (?, 'Riveter', 'no longer used', NULL, 1)", (len(JOB_TITLES) + 1,))
    title = {name: k for k, name in enumerate(JOB_TITLES, start=1)}
    for k, status_name in enumerate(STATUSES, start=1):
        db.execute("INSERT INTO ohrm_employment_status VALUES (?, ?)", (k, status_name))
    for k, (name, city, address) in enumerate(LOCATIONS, start=1):
        db.execute("INSERT INTO ohrm_location (id, name, country_code, province, city, address) VALUES "
                   "(?, ?, 'PL', 'pomorskie', ?, ?)", (k, name, city, address))  # fmt: skip
    for k, reason in enumerate(REASONS, start=1):
        db.execute("INSERT INTO ohrm_emp_termination_reason VALUES (?, ?)", (k, reason))
    for i, (first, last, gender, sub, job, status, joined, location, _) in enumerate(EMPLOYEES):
        emp = i + 1
        email = f"{_ascii(first)[0].lower()}.{_ascii(last).lower()}@morskaserwis.pl"
        db.execute(
            "INSERT INTO hs_hr_employee (emp_number, employee_id, emp_lastname, emp_firstname, emp_birthday, "
            "emp_gender, emp_marital_status, nation_code, emp_work_email, emp_mobile, joined_date, emp_status, "
            "job_title_code, work_station) VALUES (?, ?, ?, ?, ?, ?, ?, 132, ?, ?, ?, ?, ?, ?)",
            (
                emp,
                f"{emp:04d}",
                last,
                first,
                clock.day_text(-rng.randint(22 * 365, 58 * 365)),
                gender,
                rng.choice(("Single", "Married", "Married", "Other")),
                email,
                f"+48 5{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
                clock.day_text(-joined),
                status + 1,
                title[job],
                unit[sub],
            ),
        )
        db.execute("INSERT INTO hs_hr_emp_locations VALUES (?, ?)", (emp, location + 1))
    for i, (*_, supervisor) in enumerate(EMPLOYEES):
        if supervisor is not None:
            db.execute("INSERT INTO hs_hr_emp_reportto VALUES (?, ?, 1)", (supervisor + 1, i + 1))
    db.execute("INSERT INTO hs_hr_emp_reportto VALUES (1, 4, 2)")  # the director also oversees Jan, indirectly
    for k, (i, (ago, reason)) in enumerate(LEFT.items(), start=1):
        db.execute("INSERT INTO ohrm_emp_termination VALUES (?, ?, ?, ?, ?)",
                   (k, i + 1, REASONS.index(reason) + 1, clock.day_text(-ago), None))  # fmt: skip
        db.execute("UPDATE hs_hr_employee SET termination_id = ? WHERE emp_number = ?", (k, i + 1))
    db.execute("UPDATE hs_hr_employee SET purged_at = ? WHERE emp_number = ?", (clock.stamp(-300, 600), 47))
    active = [i for i in range(len(EMPLOYEES)) if i not in LEFT]

    # log-in accounts
    for k, role_name in enumerate(ROLES, start=1):
        db.execute("INSERT INTO ohrm_user_role VALUES (?, ?, ?, ?, 1)", (k, role_name, role_name, int(k <= 2)))
    user_of: dict[int, int] = {}
    for i, (first, last, *_rest) in enumerate(EMPLOYEES):
        if i in NO_ACCOUNT:
            continue
        uid = len(user_of) + 1
        user_of[i] = uid
        role = 1 if i in (0, 2, 29) else 2
        left = i in LEFT
        db.execute(
            "INSERT INTO ohrm_user (id, user_role_id, emp_number, user_name, user_password, deleted, status, "
            "date_entered, created_by) VALUES (?, ?, ?, ?, ?, 0, ?, ?, 1)",
            (
                uid,
                role,
                i + 1,
                f"{_ascii(first).lower()}.{_ascii(last).lower()}",
                "$2y$12$" + hashlib.sha256(f"{first}{last}{seed}".encode()).hexdigest()[:53],
                0 if left else 1,
                clock.stamp(-min(EMPLOYEES[i][6], 2000), 540),
            ),
        )

    # leave
    for k, name in enumerate(LEAVE_TYPES, start=1):
        db.execute("INSERT INTO ohrm_leave_type VALUES (?, ?, ?, 0, 1)", (k, name, int(name == "Occasional Leave")))
    for k, (code, name) in enumerate(LEAVE_STATUS.items(), start=1):
        db.execute("INSERT INTO ohrm_leave_status VALUES (?, ?, ?)", (k, code, name))
    leave_type = {name: k for k, name in enumerate(LEAVE_TYPES, start=1)}
    year_start = clock.day_text(-DAYS - 60)
    year_end = clock.day_text(365 - DAYS - 60)
    used: dict[tuple[int, int], float] = {}
    requests: list[tuple[int, str, int, int, int, float, str]] = []  # emp, type, first day, days, status, length

    def plan(emp: int, kind: str, day: int, days: int, status: int, length: float = 1.0) -> None:
        requests.append((emp, kind, day, days, status, length, ""))

    for i in active:
        if i in NO_LEAVE:
            continue
        sub = EMPLOYEES[i][3]
        for _ in range(rng.randint(1, 3)):  # annual leave in the window, taken
            plan(i, "Annual Leave", -rng.randint(10, DAYS - 8), rng.randint(2, 5), 3)
        sick = 3 if sub == "Painting & Coating" else (1 if rng.random() < 0.5 else 0)
        for _ in range(sick):
            plan(i, "Sick Leave", -rng.randint(5, DAYS - 5), rng.randint(2, 4) if sub == "Painting & Coating" else 1, 3)
        if rng.random() < 0.3:
            plan(i, "Annual Leave", rng.randint(5, 25), rng.randint(1, 4), 2)  # scheduled ahead
        if rng.random() < 0.15:
            plan(i, "Occasional Leave", -rng.randint(5, 80), 1, 3, 0.5)
    plan(4, "Annual Leave", -45, 16, 3)  # Paweł's long holiday
    plan(4, "Unpaid Leave", -20, 5, 3)
    plan(29, "Parental Leave", -70, 4, 3)
    plan(9, "Compassionate Leave", -33, 2, 3)
    for i, day, days in ((3, 8, 2), (5, 12, 3), (7, 15, 1), (14, 20, 2), (19, 6, 4), (22, 9, 1), (28, 18, 2),
                         (33, 25, 3), (35, 11, 1)):  # fmt: skip
        plan(i, "Annual Leave", day, days, 1)  # pending approval
    for i, day in ((6, -15), (23, -50), (8, 10)):
        plan(i, "Annual Leave", day, 2, -1)  # rejected
    for i, day in ((12, 5), (30, -28)):
        plan(i, "Annual Leave", day, 3, 0)  # cancelled
    leave_id = 0
    for k, (emp_index, kind, day, days, status, length, _) in enumerate(requests, start=1):
        emp = emp_index + 1
        db.execute("INSERT INTO ohrm_leave_request VALUES (?, ?, ?, ?, ?)",
                   (k, leave_type[kind], clock.day_text(min(day, 0) - rng.randint(3, 20)), emp, None))  # fmt: skip
        for d in range(days):
            leave_id += 1
            half = length < 1
            db.execute(
                "INSERT INTO ohrm_leave VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)",
                (
                    leave_id,
                    clock.day_text(day + d),
                    4.0 if half else 8.0,
                    length,
                    status,
                    k,
                    leave_type[kind],
                    emp,
                    "07:00:00" if half else "00:00:00",
                    "11:00:00" if half else "00:00:00",
                    1 if half else 0,
                ),
            )
            if status in (2, 3):
                used[(emp, leave_type[kind])] = used.get((emp, leave_type[kind]), 0.0) + length
        if status in (-1, 1):
            db.execute(
                "INSERT INTO ohrm_leave_request_comment (leave_request_id, created, created_by_name, created_by_id, "
                "created_by_emp_number, comments) VALUES (?, ?, ?, ?, ?, ?)",
                (k, clock.stamp(min(day, 0) - 2, 600), "Ewa Lewandowska", user_of[2], 3,
                 "Dock 3 schedule is full that week" if status == -1 else "Checking the dock schedule"),
            )  # fmt: skip
    entitlement = 0
    for i in active:
        emp = i + 1
        for kind, granted in (("Annual Leave", 26.0 if EMPLOYEES[i][6] > 3650 else 20.0), ("Sick Leave", 10.0)):
            entitlement += 1
            base = {3: 20.0}.get(i, 0.0) if kind == "Annual Leave" else 0.0  # Jan carried days over
            db.execute(
                "INSERT INTO ohrm_leave_entitlement VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 1, 0, ?, ?)",
                (entitlement, emp, granted + base, used.get((emp, leave_type[kind]), 0.0), leave_type[kind],
                 year_start + " 00:00:00", year_end + " 00:00:00", year_start + " 00:00:00", user_of[2],
                 "Ewa Lewandowska"),
            )  # fmt: skip
    for k, (name, day) in enumerate((("Wszystkich Świętych", -40), ("Święto Niepodległości", -20),
                                     ("Boże Narodzenie", 15), ("Wielkanoc", -200)), start=1):  # fmt: skip
        db.execute("INSERT INTO ohrm_holiday VALUES (?, ?, ?, 1, 0, 1)", (k, name, clock.day_text(day)))

    # attendance: a shift a day for the dock workers, punched in and out
    on_leave = {(r[0], r[2] + d) for r in requests if r[4] in (2, 3) for d in range(r[3])}
    records: list[tuple[int, datetime.datetime, datetime.datetime | None]] = []
    shift = {"Hull Repair": (600, 40), "Painting & Coating": (510, 30), "Engineering": (495, 30),
             "Electrical": (495, 30)}  # minutes, spread  # fmt: skip
    still_in = (3, 5, 18, 23)
    for i in active:
        sub = EMPLOYEES[i][3]
        if sub not in shift:
            continue
        joined = EMPLOYEES[i][6]
        length, spread = shift[sub]
        for day in range(-min(DAYS, joined), 1):
            if (i, day) in on_leave or rng.random() < 0.22:
                continue
            if day == 0:
                continue  # today's shifts: only the open ones, below
            begin = clock.at(day, 5 * rng.randint(66, 90))  # 05:30 to 07:30 UTC
            records.append(
                (i + 1, begin, begin + datetime.timedelta(minutes=length + 5 * rng.randint(-spread // 5, spread // 5)))
            )
    for i in still_in:  # punched in this morning (or 20 minutes ago, just after midnight), not out yet
        opened = clock.at(0, 5 * rng.randint(66, 90))
        if opened > clock.now - datetime.timedelta(minutes=30):
            opened = clock.now - datetime.timedelta(minutes=20)
        records.append((i + 1, opened, None))
    records.sort(key=lambda r: (r[1], r[0]))
    for k, (emp, punched_in, punched_out) in enumerate(records, start=1):
        offset = 2 if punched_in.month in (4, 5, 6, 7, 8, 9, 10) else 1
        local_in = punched_in + datetime.timedelta(hours=offset)
        db.execute(
            "INSERT INTO ohrm_attendance_record VALUES (?, ?, ?, NULL, ?, ?, ?, NULL, ?, ?, ?)",
            (
                k,
                emp,
                clock.fmt(punched_in),
                f"+{offset}",
                clock.fmt(local_in),
                None if punched_out is None else clock.fmt(punched_out),
                None if punched_out is None else f"+{offset}",
                None if punched_out is None else clock.fmt(punched_out + datetime.timedelta(hours=offset)),
                "PUNCHED IN" if punched_out is None else "PUNCHED OUT",
            ),
        )

    # recruitment
    candidate = 0
    statuses = ("APPLICATION INITIATED", "SHORTLISTED", "INTERVIEW SCHEDULED", "REJECTED", "REJECTED", "JOB OFFERED")
    for k, (name, job, manager, positions, is_active, count) in enumerate(VACANCIES, start=1):
        db.execute("INSERT INTO ohrm_job_vacancy VALUES (?, ?, ?, ?, NULL, ?, ?, 1, ?, ?)",
                   (k, title[job], manager + 1, name, positions, is_active, clock.stamp(-80 + 10 * k, 600),
                    clock.stamp(-30 + 5 * k, 600)))  # fmt: skip
        for n in range(count):
            candidate += 1
            first, last = rng.choice(CANDIDATE_NAMES), rng.choice(SURNAMES)
            applied = clock.day_text(-rng.randint(5, 70))
            stage = "HIRED" if (k == 2 and n == 0) or (k == 4 and n == 0) else rng.choice(statuses)
            db.execute(
                "INSERT INTO ohrm_job_candidate VALUES (?, ?, NULL, ?, ?, NULL, 1, NULL, 1, ?, NULL, 3)",
                (candidate, first, last, f"{_ascii(first).lower()}.{_ascii(last).lower()}{candidate}@example.pl",
                 applied),
            )  # fmt: skip
            db.execute("INSERT INTO ohrm_job_candidate_vacancy VALUES (?, ?, ?, ?, ?)",
                       (candidate, candidate, k, stage, applied))  # fmt: skip
    close_checked(db, "hrm")


def _ascii(text: str) -> str:
    return text.translate(str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ"))
