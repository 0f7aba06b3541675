"""An Arusha boarding secondary school (Meru Heights School) as a Gibbon database.

Gibbon (the open-source school platform, PHP on MySQL) keeps a school's people, timetable, attendance, markbook,
behaviour and fees in ``gibbon``-prefixed camelCase tables, here in SQLite with its conventions:

* **every key is Gibbon's zero-padded integer (``INT(10) UNSIGNED ZEROFILL``), kept as the text Gibbon reads:
  ``gibbonPersonID`` ``'0000000412'``, ``gibbonRoleID`` ``'003'``, ``gibbonSchoolYearID`` ``'025'``**; the column
  names repeat the table's (``gibbonPerson.gibbonPersonID``, ``gibbonFormGroup.gibbonPersonIDTutor``);
* **flags are ``'Y'``/``'N'`` text** (``canLogin``, ``reportable``, ``attendance``, ``complete``) and statuses are enum
  texts (``gibbonPerson.status`` ``Full``, ``Expected``, ``Left``, ``Pending Approval``);
* ``gibbonRole`` (``category`` Staff, Student, Parent, Other) and ``gibbonPerson`` with **``gibbonRoleIDPrimary`` and
  ``gibbonRoleIDAll``, a comma-separated list of role ids** (``'002,001'`` for a teacher who is also an
  administrator), ``preferredName`` beside ``firstName`` and ``officialName``, ``lastTimestamp`` the last login (NULL
  for never), ``failCount``, ``dateStart``/``dateEnd``, ``gibbonHouseID`` (the boarding house);
* ``gibbonSchoolYear`` (``status`` Past, Current, Upcoming) and its terms, ``gibbonYearGroup``, ``gibbonFormGroup``
  (a year's tutor groups such as ``9K``, ``gibbonPersonIDTutor``), **``gibbonStudentEnrolment`` one row per student and
  school year (a student who left or is still expected keeps the row)**;
* ``gibbonDepartment``, ``gibbonCourse`` (per school year, ``gibbonYearGroupIDList`` a comma-separated list),
  ``gibbonCourseClass`` (``nameShort`` ``1``, ``2``; ``enrolmentMax``) and ``gibbonCourseClassPerson`` (**``role``
  ``Student``, ``Teacher``, ``Student - Left``...**);
* ``gibbonAttendanceCode`` (``Present``, ``Present - Late``, ``Present - Offsite``, ``Absent``, ``Left - Early``; a
  ``direction`` In or Out and a ``scope``) and **``gibbonAttendanceLogPerson``, a log: every time a roll is taken or
  corrected a row is added (``type`` the code's name, ``reason``, ``context`` ``Form Group``, ``date`` and
  ``timestampTaken``), the student's attendance that day being the latest row**;
* ``gibbonMarkbookColumn`` (a class's homework or test: ``type``, ``date``, ``attainmentRawMax``, **``complete``
  ``'N'`` until the teacher has marked it**) and ``gibbonMarkbookEntry`` (**``attainmentValueRaw`` the score as text
  and ``attainmentValue`` the percentage as text with its sign, ``'68%'``**, ``attainmentConcern`` ``Y`` below 40 %,
  ``P`` from 90 %; **a student who did not hand in has no entry**);
* ``gibbonBehaviour`` (``type`` Positive or Negative, ``descriptor``, ``level`` ``Stage 1``... for a negative one,
  ``gibbonPersonIDCreator``);
* ``gibbonFinanceInvoicee`` (who a student's invoices go to: the family or a parent's employer, ``invoiceTo``
  ``Company``), ``gibbonFinanceInvoice`` (**``status`` ``Pending`` (drafted, not yet issued), ``Issued``, ``Paid``,
  ``Paid - Partial``, ``Cancelled``, ``Refunded``; the amount is not on the invoice but the sum of its fees**,
  ``paidAmount`` what came in) and ``gibbonFinanceInvoiceFee``.

Dates are ``DATE`` text, times ``DATETIME`` text in UTC; money in US dollars. Departures: far fewer columns; no
families and parents, timetable, planner, reports or payments table; one daily roll call (a boarding school takes it
every day of the week). The current school year began 150 days ago and its second term 64 days ago.

Planted signals:

* 9K went down with flu in the last week (many absences, reason Medical); Baraka Mollel (10M) misses far more days than
  anyone; a few students marked absent each morning are corrected to late when they turn up;
* Joseph Mushi teaches the most classes; Daniel Kimaro (new) and Sophie Laurent (on leave) teach none; two new
  teachers and a new houseparent have never logged in; four people hold the administrator role, only one as their
  primary role;
* Neema Massawe tops Year 11 Mathematics; Chemistry's Year 10 homework from weeks ago is still unmarked; three 8K
  students have not handed in the Forces worksheet; 10M's Physics class is over its maximum size;
* Juma Swai (9M) has by far the most negative behaviour records this term; Rehema Kweka gives the most positive ones;
* Year 13 owes the most in overdue fees; four scholarship students are never invoiced.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE gibbonSchoolYear (
  gibbonSchoolYearID CHAR(3) PRIMARY KEY, name VARCHAR(9) NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('Past', 'Current', 'Upcoming')), sequenceNumber INTEGER NOT NULL,
  firstDay DATE, lastDay DATE
);
CREATE TABLE gibbonSchoolYearTerm (
  gibbonSchoolYearTermID CHAR(3) PRIMARY KEY, gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  sequenceNumber INTEGER NOT NULL, name VARCHAR(20) NOT NULL, nameShort VARCHAR(4) NOT NULL, firstDay DATE NOT NULL,
  lastDay DATE NOT NULL
);
CREATE TABLE gibbonRole (
  gibbonRoleID CHAR(3) PRIMARY KEY, category TEXT NOT NULL CHECK (category IN ('Staff', 'Student', 'Parent', 'Other')),
  name VARCHAR(20) NOT NULL UNIQUE, nameShort VARCHAR(4) NOT NULL, description VARCHAR(60) NOT NULL,
  type TEXT NOT NULL DEFAULT 'Core', canLoginRole CHAR(1) NOT NULL DEFAULT 'Y', futureYearsLogin CHAR(1) NOT NULL
  DEFAULT 'Y', pastYearsLogin CHAR(1) NOT NULL DEFAULT 'Y', restriction TEXT NOT NULL DEFAULT 'None'
);
CREATE TABLE gibbonHouse (
  gibbonHouseID CHAR(3) PRIMARY KEY, name VARCHAR(30) NOT NULL UNIQUE, nameShort VARCHAR(10) NOT NULL,
  logo VARCHAR(255)
);
CREATE TABLE gibbonPerson (
  gibbonPersonID CHAR(10) PRIMARY KEY, title VARCHAR(5) NOT NULL DEFAULT '', surname VARCHAR(60) NOT NULL,
  firstName VARCHAR(60) NOT NULL, preferredName VARCHAR(60) NOT NULL, officialName VARCHAR(150) NOT NULL,
  gender TEXT NOT NULL DEFAULT 'Unspecified', status TEXT NOT NULL DEFAULT 'Full'
  CHECK (status IN ('Full', 'Expected', 'Left', 'Pending Approval')), username VARCHAR(20) UNIQUE,
  canLogin CHAR(1) NOT NULL DEFAULT 'Y', passwordForceReset CHAR(1) NOT NULL DEFAULT 'N',
  gibbonRoleIDPrimary CHAR(3) NOT NULL REFERENCES gibbonRole, gibbonRoleIDAll VARCHAR(255) NOT NULL,
  dob DATE, email VARCHAR(75), lastIPAddress VARCHAR(15), lastTimestamp DATETIME, failCount INTEGER DEFAULT 0,
  gibbonHouseID CHAR(3) REFERENCES gibbonHouse, studentID VARCHAR(15), dateStart DATE, dateEnd DATE,
  citizenship1 VARCHAR(255) NOT NULL DEFAULT '', languageFirst VARCHAR(30) NOT NULL DEFAULT '',
  departureReason VARCHAR(30) NOT NULL DEFAULT '', fields TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE gibbonYearGroup (
  gibbonYearGroupID CHAR(3) PRIMARY KEY, name VARCHAR(15) NOT NULL UNIQUE, nameShort VARCHAR(4) NOT NULL UNIQUE,
  sequenceNumber INTEGER NOT NULL, gibbonPersonIDHOY CHAR(10) REFERENCES gibbonPerson
);
CREATE TABLE gibbonFormGroup (
  gibbonFormGroupID CHAR(5) PRIMARY KEY, gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  name VARCHAR(10) NOT NULL, nameShort VARCHAR(5) NOT NULL, gibbonPersonIDTutor CHAR(10) REFERENCES gibbonPerson,
  gibbonPersonIDTutor2 CHAR(10) REFERENCES gibbonPerson, gibbonFormGroupIDNext CHAR(5),
  attendance CHAR(1) NOT NULL DEFAULT 'Y', website VARCHAR(255) NOT NULL DEFAULT ''
);
CREATE TABLE gibbonStudentEnrolment (
  gibbonStudentEnrolmentID CHAR(8) PRIMARY KEY, gibbonPersonID CHAR(10) NOT NULL REFERENCES gibbonPerson,
  gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  gibbonYearGroupID CHAR(3) NOT NULL REFERENCES gibbonYearGroup,
  gibbonFormGroupID CHAR(5) NOT NULL REFERENCES gibbonFormGroup, rollOrder INTEGER,
  UNIQUE (gibbonPersonID, gibbonSchoolYearID)
);
CREATE TABLE gibbonDepartment (
  gibbonDepartmentID CHAR(4) PRIMARY KEY, type TEXT NOT NULL DEFAULT 'Learning Area', name VARCHAR(40) NOT NULL,
  nameShort VARCHAR(4) NOT NULL, subjectListing VARCHAR(255) NOT NULL DEFAULT '', blurb TEXT
);
CREATE TABLE gibbonCourse (
  gibbonCourseID CHAR(8) PRIMARY KEY, gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  gibbonDepartmentID CHAR(4) REFERENCES gibbonDepartment, name VARCHAR(60) NOT NULL, nameShort VARCHAR(12) NOT NULL,
  description TEXT, map CHAR(1) NOT NULL DEFAULT 'Y', gibbonYearGroupIDList VARCHAR(255) NOT NULL,
  orderBy INTEGER, credits DECIMAL(4, 2), weight DECIMAL(4, 2)
);
CREATE TABLE gibbonCourseClass (
  gibbonCourseClassID CHAR(8) PRIMARY KEY, gibbonCourseID CHAR(8) NOT NULL REFERENCES gibbonCourse,
  name VARCHAR(30) NOT NULL, nameShort VARCHAR(8) NOT NULL, reportable CHAR(1) NOT NULL DEFAULT 'Y',
  attendance CHAR(1) NOT NULL DEFAULT 'Y', enrolmentMin INTEGER, enrolmentMax INTEGER, fields TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE gibbonCourseClassPerson (
  gibbonCourseClassPersonID CHAR(10) PRIMARY KEY, gibbonCourseClassID CHAR(8) NOT NULL REFERENCES gibbonCourseClass,
  gibbonPersonID CHAR(10) NOT NULL REFERENCES gibbonPerson,
  role TEXT NOT NULL CHECK (role IN ('Student', 'Teacher', 'Assistant', 'Technician', 'Parent', 'Student - Left',
  'Teacher - Left')), reportable CHAR(1) NOT NULL DEFAULT 'Y', dateEnrolled DATE, dateUnenrolled DATE
);
CREATE TABLE gibbonAttendanceCode (
  gibbonAttendanceCodeID CHAR(3) PRIMARY KEY, name VARCHAR(30) NOT NULL UNIQUE, nameShort VARCHAR(4) NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('In', 'Out')), scope TEXT NOT NULL, active CHAR(1) NOT NULL DEFAULT 'Y',
  reportable CHAR(1) NOT NULL DEFAULT 'Y', future CHAR(1) NOT NULL DEFAULT 'N', gibbonRoleIDAll VARCHAR(90),
  sequenceNumber INTEGER NOT NULL
);
CREATE TABLE gibbonAttendanceLogPerson (
  gibbonAttendanceLogPersonID CHAR(14) PRIMARY KEY,
  gibbonAttendanceCodeID CHAR(3) NOT NULL REFERENCES gibbonAttendanceCode,
  gibbonPersonID CHAR(10) NOT NULL REFERENCES gibbonPerson, context TEXT NOT NULL DEFAULT 'Form Group',
  direction TEXT NOT NULL, type VARCHAR(30) NOT NULL DEFAULT '', reason VARCHAR(30) NOT NULL DEFAULT '',
  comment VARCHAR(255) NOT NULL DEFAULT '', date DATE NOT NULL, gibbonPersonIDTaker CHAR(10) NOT NULL
  REFERENCES gibbonPerson, gibbonCourseClassID CHAR(8) REFERENCES gibbonCourseClass, timestampTaken DATETIME NOT NULL
);
CREATE TABLE gibbonMarkbookColumn (
  gibbonMarkbookColumnID CHAR(10) PRIMARY KEY, gibbonCourseClassID CHAR(8) NOT NULL REFERENCES gibbonCourseClass,
  gibbonSchoolYearTermID CHAR(3) REFERENCES gibbonSchoolYearTerm, name VARCHAR(20) NOT NULL,
  description TEXT NOT NULL DEFAULT '', type VARCHAR(50) NOT NULL, date DATE, sequenceNumber INTEGER,
  attainment CHAR(1) NOT NULL DEFAULT 'Y', attainmentWeighting DECIMAL(5, 2),
  attainmentRaw CHAR(1) NOT NULL DEFAULT 'Y',
  attainmentRawMax DECIMAL(8, 2), effort CHAR(1) NOT NULL DEFAULT 'N', comment CHAR(1) NOT NULL DEFAULT 'Y',
  uploadedResponse CHAR(1) NOT NULL DEFAULT 'N', complete CHAR(1) NOT NULL DEFAULT 'N', completeDate DATE,
  viewableStudents CHAR(1) NOT NULL DEFAULT 'N', viewableParents CHAR(1) NOT NULL DEFAULT 'N',
  gibbonPersonIDCreator CHAR(10) NOT NULL REFERENCES gibbonPerson,
  gibbonPersonIDLastEdit CHAR(10) NOT NULL REFERENCES gibbonPerson
);
CREATE TABLE gibbonMarkbookEntry (
  gibbonMarkbookEntryID CHAR(12) PRIMARY KEY,
  gibbonMarkbookColumnID CHAR(10) NOT NULL REFERENCES gibbonMarkbookColumn,
  gibbonPersonIDStudent CHAR(10) NOT NULL REFERENCES gibbonPerson, modifiedAssessment VARCHAR(10),
  attainmentValue VARCHAR(10), attainmentValueRaw VARCHAR(10), attainmentDescriptor VARCHAR(100),
  attainmentConcern TEXT CHECK (attainmentConcern IN ('N', 'Y', 'P')), comment TEXT,
  gibbonPersonIDLastEdit CHAR(10) NOT NULL REFERENCES gibbonPerson,
  UNIQUE (gibbonMarkbookColumnID, gibbonPersonIDStudent)
);
CREATE TABLE gibbonBehaviour (
  gibbonBehaviourID CHAR(12) PRIMARY KEY, gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  gibbonPersonID CHAR(10) NOT NULL REFERENCES gibbonPerson, date DATE NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Positive', 'Negative')), descriptor VARCHAR(100), level VARCHAR(100),
  comment TEXT NOT NULL DEFAULT '', followup TEXT NOT NULL DEFAULT '',
  gibbonPersonIDCreator CHAR(10) NOT NULL REFERENCES gibbonPerson, timestamp DATETIME NOT NULL
);
CREATE TABLE gibbonFinanceInvoicee (
  gibbonFinanceInvoiceeID CHAR(10) PRIMARY KEY, gibbonPersonID CHAR(10) NOT NULL UNIQUE REFERENCES gibbonPerson,
  invoiceTo TEXT NOT NULL CHECK (invoiceTo IN ('Family', 'Company')), companyName VARCHAR(100),
  companyContact VARCHAR(100), companyEmail TEXT, companyCCFamily CHAR(1), companyAll CHAR(1)
);
CREATE TABLE gibbonFinanceInvoice (
  gibbonFinanceInvoiceID CHAR(14) PRIMARY KEY, gibbonSchoolYearID CHAR(3) NOT NULL REFERENCES gibbonSchoolYear,
  gibbonFinanceInvoiceeID CHAR(10) NOT NULL REFERENCES gibbonFinanceInvoicee,
  invoiceTo TEXT NOT NULL CHECK (invoiceTo IN ('Family', 'Company')),
  billingScheduleType TEXT NOT NULL DEFAULT 'Scheduled', separated CHAR(1),
  status TEXT NOT NULL DEFAULT 'Pending'
  CHECK (status IN ('Pending', 'Issued', 'Paid', 'Paid - Partial', 'Cancelled', 'Refunded')),
  invoiceIssueDate DATE, invoiceDueDate DATE, paidDate DATE, paidAmount DECIMAL(13, 2), reminderCount INTEGER NOT NULL
  DEFAULT 0, notes TEXT NOT NULL DEFAULT '', "key" VARCHAR(40) NOT NULL,
  gibbonPersonIDCreator CHAR(10) NOT NULL REFERENCES gibbonPerson, timestampCreator DATETIME,
  gibbonPersonIDUpdate CHAR(10) REFERENCES gibbonPerson, timestampUpdate DATETIME
);
CREATE TABLE gibbonFinanceInvoiceFee (
  gibbonFinanceInvoiceFeeID CHAR(15) PRIMARY KEY,
  gibbonFinanceInvoiceID CHAR(14) NOT NULL REFERENCES gibbonFinanceInvoice, feeType TEXT NOT NULL DEFAULT 'Standard',
  name VARCHAR(100) NOT NULL, description TEXT NOT NULL DEFAULT '', fee DECIMAL(12, 2) NOT NULL,
  sequenceNumber INTEGER
);
"""

ROLES = [
    ("001", "Staff", "Administrator", "Adm", "Controls all aspects of the system"),
    ("002", "Staff", "Teacher", "Tcr", "Regular classroom teacher"),
    ("003", "Student", "Student", "Std", "Student at the school"),
    ("004", "Parent", "Parent", "Prt", "Parent or guardian of student(s)"),
    ("006", "Staff", "Support Staff", "SSt", "Staff who support teaching and learning"),
]
HOUSES = [("001", "Kibo", "KIB"), ("002", "Mawenzi", "MAW"), ("003", "Shira", "SHI"), ("004", "Ngorongoro", "NGO"),
          ("005", "Tembo (day students)", "TEM")]  # fmt: skip
GIRLS_HOUSES, BOYS_HOUSES, DAY_HOUSE = ("001", "004"), ("002", "003"), "005"
DEPARTMENTS = [("Mathematics", "MAT"), ("English", "ENG"), ("Sciences", "SCI"), ("Humanities", "HUM"),
               ("Languages", "LAN"), ("Computing", "ICT"), ("Creative Arts", "ART"),
               ("Physical Education", "PE")]  # fmt: skip
# subject: department, year groups (sequence numbers 1-7 for Years 7-13)
SUBJECTS = {
    "Mathematics": ("MAT", range(1, 8)), "English": ("ENG", range(1, 6)), "Science": ("SCI", range(1, 3)),
    "Biology": ("SCI", range(3, 8)), "Chemistry": ("SCI", range(3, 8)), "Physics": ("SCI", range(3, 8)),
    "Geography": ("HUM", range(1, 8)), "History": ("HUM", range(1, 6)), "Economics": ("HUM", range(6, 8)),
    "Kiswahili": ("LAN", range(1, 6)), "French": ("LAN", range(1, 6)), "Computer Science": ("ICT", range(1, 8)),
    "Art and Design": ("ART", range(1, 6)), "Physical Education": ("PE", range(1, 6)),
    "English Literature": ("ENG", range(6, 8)),
}  # fmt: skip
SUBJECT_SHORT = {"Mathematics": "MAT", "English": "ENG", "Science": "SCI", "Biology": "BIO", "Chemistry": "CHE",
                 "Physics": "PHY", "Geography": "GEO", "History": "HIS", "Economics": "ECO", "Kiswahili": "KIS",
                 "French": "FRE", "Computer Science": "CSC", "Art and Design": "ART", "Physical Education": "PE",
                 "English Literature": "LIT"}  # fmt: skip
# title, first, surname, gender, department (None: no subject), role ids (primary first), class weight, note
STAFF = [
    ("Dr.", "Elizabeth", "Mrema", "F", None, ("001", "002"), 0.0, "head"),
    ("Mr.", "Joseph", "Mushi", "M", "MAT", ("002",), 5.0, ""),
    ("Ms.", "Anna", "Lyimo", "F", "MAT", ("002",), 1.0, ""),
    ("Mr.", "Peter", "Njau", "M", "MAT", ("002",), 1.0, ""),
    ("Ms.", "Rehema", "Kweka", "F", "ENG", ("002",), 1.0, "praise"),
    ("Mr.", "Thomas", "Whitfield", "M", "ENG", ("002", "001"), 1.0, "deputy"),
    ("Ms.", "Catherine", "Urio", "F", "ENG", ("002",), 1.0, ""),
    ("Dr.", "Gabriel", "Shayo", "M", "SCI", ("002",), 1.0, "chemistry"),
    ("Ms.", "Upendo", "Minja", "F", "SCI", ("002",), 1.0, ""),
    ("Mr.", "Hassan", "Mfinanga", "M", "SCI", ("002",), 1.0, ""),
    ("Ms.", "Ingrid", "Sørensen", "F", "SCI", ("002",), 1.0, ""),
    ("Mr.", "Emmanuel", "Temba", "M", "SCI", ("002",), 1.0, ""),
    ("Ms.", "Joyce", "Kimaro", "F", "HUM", ("002",), 1.0, ""),
    ("Mr.", "Frank", "Massawe", "M", "HUM", ("002",), 1.0, ""),
    ("Mr.", "Hamza", "Kileo", "M", "HUM", ("002",), 1.0, ""),
    ("Ms.", "Esther", "Laizer", "F", "HUM", ("002",), 1.0, ""),
    ("Mr.", "Salim", "Abdallah", "M", "LAN", ("002",), 1.0, ""),
    ("Ms.", "Sophie", "Laurent", "F", "LAN", ("002",), 0.0, "leave"),
    ("Mme", "Claire", "Dubois", "F", "LAN", ("002",), 1.0, ""),
    ("Mr.", "Ally", "Rajabu", "M", "LAN", ("002",), 1.0, ""),
    ("Ms.", "Mwanaisha", "Juma", "F", "LAN", ("002",), 1.0, ""),
    ("Mr.", "Kevin", "Ochieng", "M", "ICT", ("002",), 1.0, ""),
    ("Ms.", "Priya", "Raman", "F", "ICT", ("002",), 1.0, ""),
    ("Ms.", "Neema", "Sarakikya", "F", "ART", ("002",), 1.0, ""),
    ("Mr.", "Benson", "Kaaya", "M", "ART", ("002",), 1.0, ""),
    ("Mr.", "Julius", "Lema", "M", "PE", ("002",), 1.0, ""),
    ("Ms.", "Faith", "Moshi", "F", "PE", ("002",), 1.0, ""),
    ("Mr.", "Daniel", "Kimaro", "M", "MAT", ("002",), 0.0, "new"),
    ("Ms.", "Grace", "Lukumay", "F", "SCI", ("002",), 1.0, "newlogin"),
    ("Mr.", "Richard", "Owino", "M", "HUM", ("002",), 0.0, "left"),
    ("Mrs.", "Mary", "Tarimo", "F", None, ("006", "001"), 0.0, "bursar"),
    ("Mr.", "Godfrey", "Mollel", "M", None, ("006", "001"), 0.0, "it"),
    ("Ms.", "Agnes", "Swai", "F", None, ("006",), 0.0, "nurse"),
    ("Mr.", "Paulo", "Kisanga", "M", None, ("006",), 0.0, "houseparent"),
    ("Mrs.", "Halima", "Said", "F", None, ("006",), 0.0, "houseparent"),
    ("Mr.", "Yusuf", "Athumani", "M", None, ("006",), 0.0, "newlogin"),
]  # fmt: skip
GIRLS = (
    "Neema Amani Rehema Zawadi Upendo Imani Baraka Faraja Nuru Halima Aisha Mwajuma Esther Grace Joyce Lightness "
    "Glory Witness Maria Anna Sarah Lucy Irene Agnes Janeth Naomi Rose Diana Mercy Happiness Hope Precious Amina "
    "Zuhura Salma Saida Winnie Catherine Elizabeth Sophia Emma Olivia Chloe Ingrid Maya Priya Leila Fatma"
).split()
BOYS = (
    "Baraka Juma Emmanuel Daniel Joseph Peter John Frank Godfrey Elia Ibrahim Hamisi Salim Rashid Omari Issa "
    "Erick Kelvin Brian Dennis Allan Gabriel Samuel Michael David Victor Joel Amani Jabari Bakari Musa Yusuf "
    "Abdul Hassan Nassoro Msafiri Tumaini Lucas Noah Liam Oliver Arjun Felix Mathias Paulo Simon Stephen"
).split()
SURNAMES = (
    "Mollel Swai Massawe Mushi Lyimo Kimaro Shayo Minja Temba Urio Njau Mrema Kweka Laizer Tarimo Moshi Lema "
    "Mfinanga Kisanga Sarakikya Lukumay Mbise Nnko Saning'o Kaaya Pallangyo Ulomi Mtei Assenga Makundi "
    "Ngowi Mosha Kileo Macha Marealle Lyatuu Mmari Mkenda Chuwa Kessy Akyoo Silayo Ringo Kiwelu Mushi "
    "Patel Shah Andersen Dubois Okafor Wanjiru Otieno Kariuki Nakamura Rossi Jensen Haddad"
).split()
CITIZENSHIPS = [("Tanzania", 0.72), ("Kenya", 0.1), ("Uganda", 0.04), ("India", 0.04), ("United Kingdom", 0.03),
                ("Denmark", 0.02), ("France", 0.02), ("Netherlands", 0.02), ("United States", 0.01)]  # fmt: skip
FORMS = [(1, "7K"), (1, "7M"), (2, "8K"), (2, "8M"), (3, "9K"), (3, "9M"), (4, "10K"), (4, "10M"), (5, "11K"),
         (5, "11M"), (6, "12S"), (7, "13S")]  # fmt: skip
FORM_SIZE = {1: 22, 2: 22, 3: 21, 4: 21, 5: 20, 6: 16, 7: 15}
SIXTH_FORM_CHOICES = 4
CODES = [("001", "Present", "P", "In", "Onsite"), ("002", "Present - Late", "PL", "In", "Onsite - Late"),
         ("003", "Present - Offsite", "PS", "In", "Offsite"), ("004", "Absent", "A", "Out", "Offsite"),
         ("005", "Left - Early", "LE", "Out", "Offsite - Left")]  # fmt: skip
POSITIVE = [("Excellent Work", 4), ("Helpful", 3), ("Improvement", 2), ("Leadership", 1), ("Kindness", 1)]
NEGATIVE = [("Homework not done", 4), ("Late to class", 3), ("Disruptive in class", 2), ("Uniform", 2),
            ("Mobile phone", 1), ("Out of bounds", 1)]  # fmt: skip
TUITION = {1: 2900, 2: 2900, 3: 2900, 4: 3200, 5: 3200, 6: 3650, 7: 3650}
BOARDING, TRANSPORT = 1850, 380
COMPANIES = ["Serengeti Breweries Ltd", "Kilimanjaro Coffee Curing Co.", "IRMCT Arusha Branch",
             "East African Community Secretariat", "Tanzanite One Mining Ltd"]  # fmt: skip

# current school year's days (from today's midnight): the year, its terms, this term's roll calls so far
YEAR_FIRST, YEAR_LAST = -150, 160
TERMS = [(-150, -78), (-64, 20), (34, 160)]
ROLL_DAYS = range(TERMS[1][0], 0)


def _pad(number: int, width: int) -> str:
    return f"{number:0{width}d}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def day(d: int) -> str:
        return clock.day_text(d)

    def stamp(d: int, low: int = 420, high: int = 1080) -> str:
        return clock.fmt(clock.clear_of_now(rng, d, low, high))

    # school years and terms
    years = {}
    for k, (status, first_day, last_day) in enumerate(
        [("Past", YEAR_FIRST - 365, YEAR_LAST - 365), ("Current", YEAR_FIRST, YEAR_LAST),
         ("Upcoming", YEAR_FIRST + 365, YEAR_LAST + 365)], 24):  # fmt: skip
        year_id = _pad(k, 3)
        years[status] = year_id
        start = int(day(first_day)[:4])
        db.execute("INSERT INTO gibbonSchoolYear VALUES (?, ?, ?, ?, ?, ?)",
                   (year_id, f"{start}-{start + 1}", status, k, day(first_day), day(last_day)))  # fmt: skip
    current, past = years["Current"], years["Past"]
    term_ids = []
    for k, (offset, year_id) in enumerate([(-365, past)] * 3 + [(0, current)] * 3):
        term_first, term_last = TERMS[k % 3]
        term_id = _pad(k + 1, 3)
        term_ids.append(term_id)
        db.execute("INSERT INTO gibbonSchoolYearTerm VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (term_id, year_id, k % 3 + 1, f"Term {k % 3 + 1}", f"T{k % 3 + 1}", day(term_first + offset),
                    day(term_last + offset)))  # fmt: skip
    current_terms = term_ids[3:]
    for role_row in ROLES:
        db.execute(
            "INSERT INTO gibbonRole (gibbonRoleID, category, name, nameShort, description) VALUES (?, ?, ?, ?, ?)",
            role_row,
        )
    for house in HOUSES:
        db.execute("INSERT INTO gibbonHouse VALUES (?, ?, ?, NULL)", house)

    # people: staff, then students
    people: list[tuple[Any, ...]] = []
    staff: dict[str, str] = {}  # note or surname -> id
    staff_by_dept: dict[str, list[tuple[str, float]]] = {}
    usernames: set[str] = set()

    def username(first: str, surname: str) -> str:
        base = (first[0] + surname).lower().replace("'", "").replace("ø", "o")
        name, n = base, 1
        while name in usernames:
            n += 1
            name = f"{base}{n}"
        usernames.add(name)
        return name

    for title, first, surname, gender, dept, roles, weight, note in STAFF:
        person_id = _pad(len(people) + 1, 10)
        staff[f"{first} {surname}"] = person_id
        if note:
            staff.setdefault(note, person_id)
        if dept and weight:
            staff_by_dept.setdefault(dept, []).append((person_id, weight))
        login = None if note in ("newlogin", "new") else stamp(-int(rng.expovariate(1 / 3)))
        start = -rng.randint(400, 4000)
        if note in ("new", "newlogin"):
            start = -rng.randint(5, 25)
        status, end = ("Left", day(-40)) if note == "left" else ("Full", None)
        user = username(first, surname)
        people.append((person_id, title, surname, first, first, f"{first} {surname}", gender, status, user,
                       "N" if status == "Left" else "Y", roles[0], ",".join(roles),
                       day(-rng.randint(26 * 365, 60 * 365)), f"{user}@meruheights.ac.tz",
                       f"10.20.0.{rng.randint(10, 250)}" if login else None, login, 0, None, None, day(start), end,
                       "Tanzania" if rng.random() < 0.7 else "Kenya", "Swahili",
                       "Resigned" if status == "Left" else "", "{}"))  # fmt: skip

    students: list[dict[str, Any]] = []

    def student(first: str, surname: str, gender: str, year_seq: int, form: str, status: str = "Full",
                start: int | None = None, end: int | None = None, ability: float | None = None,
                boarder: bool | None = None) -> dict[str, Any]:  # fmt: skip
        person_id = _pad(len(people) + 1, 10)
        boarder = rng.random() < 0.8 if boarder is None else boarder
        house = rng.choice(GIRLS_HOUSES if gender == "F" else BOYS_HOUSES) if boarder else DAY_HOUSE
        start = start if start is not None else YEAR_FIRST - 365 * rng.randint(0, year_seq - 1)
        age_years = 11 + year_seq
        dob = day(-age_years * 365 - rng.randint(0, 364))
        citizenship = rng.choices([c for c, _ in CITIZENSHIPS], weights=[w for _, w in CITIZENSHIPS])[0]
        user = username(first, surname)
        login = stamp(-int(rng.expovariate(1 / 4))) if status == "Full" else None
        entry = {"id": person_id, "name": f"{first} {surname}", "gender": gender, "year": year_seq, "form": form,
                 "status": status, "start": start, "end": end, "boarder": boarder,
                 "ability": ability if ability is not None else min(80.0, max(25.0, rng.gauss(62, 12)))}  # fmt: skip
        people.append((person_id, "", surname, first, first, f"{first} {surname}", gender, status, user,
                       "Y" if status == "Full" else "N", "003", "003", dob, f"{user}@students.meruheights.ac.tz",
                       None, login, rng.choice([0, 0, 0, 1, 2]) if login else 0, house,
                       f"MH{int(day(start)[:4])}-{len(students) + 1:03d}", day(start),
                       day(end) if end is not None else None, citizenship,
                       "Swahili" if citizenship == "Tanzania" else "English", "", json.dumps({"boarding":
                       "Y" if boarder else "N"})))  # fmt: skip
        students.append(entry)
        return entry

    named = {
        "Neema Massawe": ("F", "11K", 93.0), "Baraka Mollel": ("M", "10M", None), "Juma Swai": ("M", "9M", None),
    }  # fmt: skip
    used_names: set[str] = set(named)
    for year_seq, form in FORMS:
        for _ in range(FORM_SIZE[year_seq]):
            gender = "F" if rng.random() < 0.5 else "M"
            while True:
                first = rng.choice(GIRLS if gender == "F" else BOYS)
                surname = rng.choice(SURNAMES)
                if f"{first} {surname}" not in used_names:
                    break
            used_names.add(f"{first} {surname}")
            student(first, surname, gender, year_seq, form)
        for name, (gender, form_name, ability) in named.items():
            if form_name == form:
                first, surname = name.split()
                student(first, surname, gender, year_seq, form, ability=ability)
    # left this year, expected next term, scholarship holders
    left = [s for s in students if s["form"] in ("8M", "10K", "12S")][:3]
    for k, s in enumerate(left):
        s["status"], s["end"] = "Left", -(12 + 25 * k)
    expected = []
    for year_seq, form, first, surname, gender in [(1, "7K", "Amani", "Kaaya", "M"), (3, "9K", "Leila", "Haddad", "F"),
                                                   (4, "10M", "Oliver", "Jensen", "M"), (6, "12S", "Priya", "Shah",
                                                   "F")]:  # fmt: skip
        expected.append(student(first, surname, gender, year_seq, form, status="Expected", start=TERMS[2][0]))
    scholars = [s for s in students if s["status"] == "Full" and s["form"] in ("7M", "9K", "11M", "13S")][1:2]
    scholars += [s for s in students if s["status"] == "Full" and s["form"] in ("8K", "12S")][2:4]
    scholars += [s for s in students if s["status"] == "Full" and s["form"] == "10K"][5:6]
    # last year's Year 13: graduated
    graduates = []
    for _ in range(14):
        gender = "F" if rng.random() < 0.5 else "M"
        first, surname = rng.choice(GIRLS if gender == "F" else BOYS), rng.choice(SURNAMES)
        graduates.append(student(first, surname, gender, 7, "13S-past", status="Left", end=YEAR_LAST - 365))
    for s in students:  # statuses decided after the rows were drafted
        row = list(next(p for p in people if p[0] == s["id"]))
        row[7] = s["status"]
        row[9] = "Y" if s["status"] == "Full" else "N"
        row[20] = day(int(s["end"])) if s["end"] is not None else None
        if s["status"] == "Left":
            row[15] = None if s in graduates else stamp(int(s["end"]) - rng.randint(1, 5))
            row[23] = "Graduated" if s in graduates else rng.choice(["Relocated", "Changed school"])
        people[people.index(next(p for p in people if p[0] == s["id"]))] = tuple(row)
    db.executemany("INSERT INTO gibbonPerson (gibbonPersonID, title, surname, firstName, preferredName, officialName,"
                   " gender, status, username, canLogin, gibbonRoleIDPrimary, gibbonRoleIDAll, dob, email,"
                   " lastIPAddress, lastTimestamp, failCount, gibbonHouseID, studentID, dateStart, dateEnd,"
                   " citizenship1, languageFirst, departureReason, fields) VALUES (" + ", ".join("?" * 25) + ")",
                   people)  # fmt: skip

    # year groups, form groups (this year's and last year's), enrolments
    year_group = {}
    for seq in range(1, 8):
        year_group[seq] = _pad(seq, 3)
        db.execute("INSERT INTO gibbonYearGroup VALUES (?, ?, ?, ?, NULL)",
                   (year_group[seq], f"Year {seq + 6}", f"Y{seq + 6:02d}", seq))  # fmt: skip
    tutors = [staff[f"{t[1]} {t[2]}"] for t in STAFF if t[5][0] == "002" and t[7] not in ("new", "left", "leave",
              "newlogin", "head")]  # fmt: skip
    form_ids: dict[tuple[str, str], str] = {}
    form_tutor: dict[str, str] = {}
    for year_id in (past, current):
        for k, (_, name) in enumerate(FORMS):
            form_id = _pad(len(form_ids) + 1, 5)
            form_ids[(year_id, name)] = form_id
            tutor = tutors[(k * 2 + (year_id == current)) % len(tutors)]
            if year_id == current:
                form_tutor[name] = tutor
            db.execute("INSERT INTO gibbonFormGroup VALUES (?, ?, ?, ?, ?, NULL, NULL, 'Y', '')",
                       (form_id, year_id, name, name, tutor))  # fmt: skip
    for seq in range(1, 8):
        heads = [form_tutor[n] for s, n in FORMS if s == seq]
        db.execute("UPDATE gibbonYearGroup SET gibbonPersonIDHOY = ? WHERE gibbonYearGroupID = ?",
                   (heads[0], year_group[seq]))  # fmt: skip
    enrolments = []
    roll: dict[str, int] = {}
    for s in students:
        seq, form = int(s["year"]), str(s["form"])
        if s in graduates:
            enrolments.append((s["id"], past, year_group[7], form_ids[(past, "13S")]))
            continue
        roll[form] = roll.get(form, 0) + 1
        enrolments.append((s["id"], current, year_group[seq], form_ids[(current, form)]))
        if seq > 1 and int(s["start"]) < YEAR_FIRST and s["status"] != "Expected":
            letter = form[-1]
            last_form = f"{seq + 5}{letter}" if seq - 1 <= 5 else f"{seq + 5}S"
            if (past, last_form) not in form_ids:
                last_form = next(n for q, n in FORMS if q == seq - 1)
            enrolments.append((s["id"], past, year_group[seq - 1], form_ids[(past, last_form)]))
    enrolments.sort(key=lambda e: (e[1], e[0]))
    db.executemany("INSERT INTO gibbonStudentEnrolment VALUES (?, ?, ?, ?, ?, ?)",
                   [(_pad(k, 8), *e, None) for k, e in enumerate(enrolments, 1)])  # fmt: skip

    # departments, courses, classes and their people
    dept_ids = {}
    for k, (name, short) in enumerate(DEPARTMENTS, 1):
        dept_ids[short] = _pad(k, 4)
        db.execute("INSERT INTO gibbonDepartment VALUES (?, 'Learning Area', ?, ?, '', NULL)", (dept_ids[short], name,
                   short))  # fmt: skip
    classes: list[dict[str, Any]] = []
    course_n = 0
    load: dict[str, int] = {}
    for seq in range(1, 8):
        forms = [name for s, name in FORMS if s == seq]
        for subject, (dept, seqs) in SUBJECTS.items():
            if seq not in seqs:
                continue
            course_n += 1
            course_id = _pad(course_n, 8)
            level = "A Level " if seq >= 6 else f"Year {seq + 6} "
            db.execute("INSERT INTO gibbonCourse VALUES (?, ?, ?, ?, ?, NULL, 'Y', ?, ?, NULL, NULL)",
                       (course_id, current, dept_ids[dept], level + subject, f"{SUBJECT_SHORT[subject]}{seq + 6}",
                        year_group[seq], course_n))  # fmt: skip
            for k, form in enumerate(forms, 1):
                # the department's teachers share its classes by weight: the least loaded, weight counted
                candidates = staff_by_dept[dept]
                teacher = min(candidates, key=lambda c: (load.get(c[0], 0) / c[1], c[0]))[0]
                load[teacher] = load.get(teacher, 0) + 1
                classes.append({"id": _pad(len(classes) + 1, 8), "course": course_id, "subject": subject, "seq": seq,
                                "form": form, "n": k, "teacher": teacher})  # fmt: skip
    class_people: list[tuple[Any, ...]] = []
    members: dict[str, list[dict[str, Any]]] = {}
    sixth_choices: dict[str, list[str]] = {}
    for s in students:
        if int(s["year"]) >= 6 and s not in graduates and s["status"] != "Expected":
            options = [subj for subj, (_, seqs) in SUBJECTS.items() if int(s["year"]) in seqs]
            sixth_choices[str(s["id"])] = rng.sample(options, SIXTH_FORM_CHOICES)
    for c in classes:
        size_max = 24 if c["seq"] <= 5 else 14
        db.execute("INSERT INTO gibbonCourseClass VALUES (?, ?, ?, ?, 'Y', 'Y', ?, ?, '{}')",
                   (c["id"], c["course"], str(c["n"]), str(c["n"]), 4 if c["seq"] >= 6 else 12,
                    20 if (c["form"], c["subject"]) == ("10M", "Physics") else size_max))  # fmt: skip
        class_people.append((c["id"], c["teacher"], "Teacher", day(YEAR_FIRST - 7), None))
        for s in students:
            if s in graduates or s["status"] == "Expected" or s["year"] != c["seq"]:
                continue
            if int(c["seq"]) >= 6:
                if c["subject"] not in sixth_choices[str(s["id"])]:
                    continue
            elif s["form"] != c["form"]:
                continue
            members.setdefault(str(c["id"]), []).append(s)
            role = "Student - Left" if s["status"] == "Left" else "Student"
            class_people.append(
                (
                    c["id"],
                    s["id"],
                    role,
                    day(max(YEAR_FIRST - 7, int(s["start"]))),
                    day(int(s["end"])) if s["status"] == "Left" else None,
                )
            )
    db.executemany("INSERT INTO gibbonCourseClassPerson VALUES (?, ?, ?, ?, 'Y', ?, ?)",
                   [(_pad(k, 10), *row[:3], row[3], row[4]) for k, row in enumerate(class_people, 1)])  # fmt: skip

    # attendance: the daily roll call of this term, corrections when a student turns up late
    for code in CODES:
        db.execute("INSERT INTO gibbonAttendanceCode (gibbonAttendanceCodeID, name, nameShort, direction, scope,"
                   " gibbonRoleIDAll, sequenceNumber) VALUES (?, ?, ?, ?, ?, '001,002,006', ?)",
                   (*code, int(code[0])))  # fmt: skip
    code_of = {name: (code_id, direction) for code_id, name, _, direction, _ in CODES}
    logs = []
    for d in ROLL_DAYS:
        for s in students:
            if s in graduates or s["status"] == "Expected":
                continue
            if s["status"] == "Left" and d >= int(s["end"]):
                continue
            form = str(s["form"])
            absent, reason = 0.025, rng.choice(["", "", "Medical", "Family", "Other"])
            if form == "9K" and d >= -6:
                absent, reason = 0.32, "Medical"
            if s["name"] == "Baraka Mollel" and d >= -30:
                absent, reason = 0.45, rng.choice(["Family", ""])
            draw = rng.random()
            taker = form_tutor[form]
            taken = clock.clear_of_now(rng, d, 390, 415)
            if draw < absent:
                kind = "Absent"
            elif draw < absent + 0.035:
                kind = "Present - Late"
            elif draw < absent + 0.045:
                kind = "Present - Offsite"
                reason = "Education"
            elif draw < absent + 0.05:
                kind = "Left - Early"
                reason = "Medical"
            else:
                kind, reason = "Present", ""
            corrected = kind == "Present - Late" and rng.random() < 0.55
            first_kind = "Absent" if corrected else kind
            logs.append((code_of[first_kind][0], s["id"], code_of[first_kind][1], first_kind,
                         "Pending" if corrected else reason, day(d), taker, clock.fmt(taken)))  # fmt: skip
            if corrected:
                later = taken + datetime.timedelta(minutes=rng.randint(35, 110))
                logs.append((code_of[kind][0], s["id"], code_of[kind][1], kind, "", day(d), taker,
                             clock.fmt(later)))  # fmt: skip
    logs.sort(key=lambda row: (row[7], row[1]))
    db.executemany("INSERT INTO gibbonAttendanceLogPerson VALUES (?, ?, ?, 'Form Group', ?, ?, ?, '', ?, ?, NULL, ?)",
                   [(_pad(k, 14), *row) for k, row in enumerate(logs, 1)])  # fmt: skip

    # markbook: homework and tests through the year, marked some days later (Chemistry 10 left unmarked)
    columns: list[tuple[Any, ...]] = []
    entries = []
    worksheet_missing: set[str] = set()
    for c in classes:
        class_members = [s for s in members.get(str(c["id"]), [])]
        lazy = c["subject"] == "Chemistry" and c["seq"] == 4
        dates = sorted(rng.sample(range(YEAR_FIRST + 10, 12), 7))
        if c["subject"] == "Science" and c["form"] == "8K":
            dates = sorted({*dates[:6], -9})
        for n, d in enumerate(dates, 1):
            test = n % 3 == 0
            name = f"Test {n // 3}" if test else f"Homework {n - n // 3}"
            if c["subject"] == "Science" and c["form"] == "8K" and d == -9:
                name = "Forces worksheet"
            column_term = next((current_terms[k] for k, (a, b) in enumerate(TERMS) if a <= d <= b), current_terms[1])
            raw_max = 50 if test else 20
            marked_on = d + rng.randint(2, 6)
            complete = marked_on < 0 and not (lazy and not test and d >= -60)
            column_id = _pad(len(columns) + 1, 10)
            columns.append((column_id, c["id"], column_term, name, "", "Test" if test else "Homework", day(d), n,
                            "Y", None,
                            "Y", raw_max, "N", "Y", "N", "Y" if complete else "N",
                            day(marked_on) if complete else None, "Y" if complete else "N", "Y" if complete else "N",
                            c["teacher"], c["teacher"]))  # fmt: skip
            if d >= 0 or (not complete and rng.random() < 0.7):
                continue
            for s in class_members:
                if s["status"] == "Left" and d >= int(s["end"]):
                    continue
                if name == "Forces worksheet" and len(worksheet_missing) < 3 and rng.random() < 0.2:
                    worksheet_missing.add(s["id"])
                    continue
                if not test and name != "Forces worksheet" and rng.random() < 0.04:
                    continue  # not handed in
                score = max(0.0, min(100.0, rng.gauss(float(s["ability"]), 9)))
                if s["name"] == "Neema Massawe":
                    score = max(90.0, score)
                raw = round(score * raw_max / 100)
                percent = round(100 * raw / raw_max)
                concern = "Y" if percent < 40 else "P" if percent >= 90 else "N"
                entries.append((column_id, s["id"], None, f"{percent}%", str(raw), None, concern,
                                "Not yet meeting expectations" if concern == "Y" else "", c["teacher"]))  # fmt: skip
    db.executemany("INSERT INTO gibbonMarkbookColumn (gibbonMarkbookColumnID, gibbonCourseClassID,"
                   " gibbonSchoolYearTermID, name, description, type, date, sequenceNumber, attainment,"
                   " attainmentWeighting, attainmentRaw, attainmentRawMax, effort, comment, uploadedResponse, complete,"
                   " completeDate, viewableStudents, viewableParents, gibbonPersonIDCreator, gibbonPersonIDLastEdit)"
                   " VALUES (" + ", ".join("?" * 21) + ")", columns)  # fmt: skip
    db.executemany("INSERT INTO gibbonMarkbookEntry VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   [(_pad(k, 12), *row) for k, row in enumerate(entries, 1)])  # fmt: skip

    # behaviour this school year
    teachers = [pid for members_of in staff_by_dept.values() for pid, _ in members_of]
    praiser = staff["praise"]
    behaviour = []
    current_students = [s for s in students if s not in graduates and s["status"] != "Expected"]
    for d in range(YEAR_FIRST, 0):
        if not any(a <= d <= b for a, b in TERMS):
            continue
        for _ in range(rng.choice([2, 3, 4, 5, 6, 7])):
            s = rng.choice(current_students)
            if s["status"] == "Left" and d >= int(s["end"]):
                continue
            positive = rng.random() < 0.58
            creator = praiser if positive and d >= -30 and rng.random() < 0.35 else rng.choice(teachers)
            if positive:
                descriptor = rng.choices([n for n, _ in POSITIVE], weights=[w for _, w in POSITIVE])[0]
                behaviour.append((s["id"], day(d), "Positive", descriptor, "", creator, stamp(d)))
            else:
                descriptor = rng.choices([n for n, _ in NEGATIVE], weights=[w for _, w in NEGATIVE])[0]
                level = rng.choices(["Stage 1", "Stage 2", "Stage 3"], weights=[6, 3, 1])[0]
                behaviour.append((s["id"], day(d), "Negative", descriptor, level, creator, stamp(d)))
    juma = next(s for s in students if s["name"] == "Juma Swai")
    for d in sorted(rng.sample(range(TERMS[1][0], 0), 13)):
        descriptor = rng.choice(["Disruptive in class", "Out of bounds", "Mobile phone", "Late to class"])
        behaviour.append((juma["id"], day(d), "Negative", descriptor, rng.choice(["Stage 1", "Stage 2", "Stage 3"]),
                          rng.choice(teachers), stamp(d)))  # fmt: skip
    behaviour.sort(key=lambda row: row[6])
    db.executemany("INSERT INTO gibbonBehaviour VALUES (?, ?, ?, ?, ?, ?, ?, '', '', ?, ?)",
                   [(_pad(k, 12), current, *row) for k, row in enumerate(behaviour, 1)])  # fmt: skip

    # fees: an invoicee per student, an invoice per term (next term's drafted), fees summing to its amount
    bursar = staff["bursar"]
    invoicees: dict[str, str] = {}
    invoices: list[tuple[Any, ...]] = []
    fees = []
    for s in students:
        if s in graduates or s in scholars:
            continue
        invoicee_id = _pad(len(invoicees) + 1, 10)
        invoicees[s["id"]] = invoicee_id
        company = rng.choice(COMPANIES) if rng.random() < 0.1 else None
        db.execute("INSERT INTO gibbonFinanceInvoicee VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (invoicee_id, s["id"], "Company" if company else "Family", company,
                    "Human Resources" if company else None, "hr@company.example" if company else None,
                    "Y" if company else None, "Y" if company else None))  # fmt: skip
        for term, (term_first, _) in enumerate(TERMS):
            if s["status"] == "Expected" and term < 2:
                continue
            dropped = s["status"] == "Left" and term_first > int(s["end"])
            issue, due = term_first - 35, term_first - 14
            year_seq = int(s["year"])
            lines = [(f"Tuition - Term {term + 1}", TUITION[year_seq])]
            if s["boarder"]:
                lines.append((f"Boarding - Term {term + 1}", BOARDING))
            elif rng.random() < 0.6:
                lines.append((f"School bus - Term {term + 1}", TRANSPORT))
            if term == 1 and year_seq == 5:
                lines.append(("IGCSE examination entries", 480))
            if term == 1 and year_seq == 3:
                lines.append(("Ngorongoro field trip", 150))
            total = sum(amount for _, amount in lines)
            late = {0: 0.03, 1: 0.1, 2: 0.0}[term] * (4.0 if year_seq == 7 else 1.0)
            if term == 2 and rng.random() < 0.35:
                status, issued, paid, paid_on = "Pending", None, None, None
            elif term == 2:
                status, issued, paid, paid_on = "Issued", issue, None, None
            else:
                draw = rng.random()
                if draw < late:
                    status, paid, paid_on = "Issued", None, None
                elif draw < late * 1.8:
                    status, paid, paid_on = "Paid - Partial", round(total * rng.uniform(0.3, 0.7), 2), None
                else:
                    status, paid, paid_on = "Paid", float(total), rng.randint(issue + 3, due + 10)
                issued = issue
            if issue > 0 and status != "Pending":
                status, issued = "Pending", None
            if dropped:  # drafted or issued for a term the student left before
                status, paid, paid_on = "Cancelled", None, None
            invoice_id = _pad(len(invoices) + 1, 14)
            invoices.append((invoice_id, current, invoicee_id, "Company" if company else "Family", "Scheduled", "Y",
                             status, day(issued) if issued is not None else None, day(due),
                             day(paid_on) if paid_on is not None else None, paid,
                             rng.randint(1, 3) if status in ("Issued", "Paid - Partial") and due < 0 else 0, "",
                             f"{rng.getrandbits(160):040x}", bursar, stamp(min(issue - 7, -1)), bursar,
                             stamp(min(paid_on or issue, -1))))  # fmt: skip
            for n, (name, amount) in enumerate(lines, 1):
                fees.append((invoice_id, "Standard" if n <= 2 else "Ad Hoc", name, "", float(amount), n))
    db.executemany("INSERT INTO gibbonFinanceInvoice VALUES (" + ", ".join("?" * 18) + ")", invoices)
    db.executemany("INSERT INTO gibbonFinanceInvoiceFee VALUES (?, ?, ?, ?, ?, ?, ?)",
                   [(_pad(k, 15), *row) for k, row in enumerate(fees, 1)])  # fmt: skip
    close_checked(db, "school")
