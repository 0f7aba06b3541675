"""A Kumasi (Ghana) Methodist congregation (Wesley Methodist Church, Asokwa) as a ChurchCRM database.

ChurchCRM (the open-source church management system, PHP on MySQL) keeps a congregation's people, families, groups,
events, attendance and giving in tables named ``word_abbr`` whose columns repeat the abbreviation, here in SQLite with
its conventions:

* **table names end in a short suffix and every column carries it as a prefix**: ``person_per.per_FirstName``,
  ``family_fam.fam_Name``, ``group_grp.grp_Name``, ``pledge_plg.plg_amount``, ``deposit_dep.dep_Closed``; the link
  tables name both sides (``person2group2role_p2g2r.p2g2r_per_ID``, ``p2g2r_grp_ID``, ``p2g2r_rle_ID``);
* **``list_lst`` holds every drop-down, one list per ``lst_ID``**: list 1 the classifications (``per_cls_ID``: 1
  Member, 2 Regular Attender, 3 Guest, 5 Non-Attender, 4 Non-Attender (staff)), list 2 the family roles
  (``per_fmr_ID``: 1 Head of Household, 2 Spouse, 3 Child, 4 Other Relative, 5 Non Relative), list 3 the group types
  (``grp_Type``: 1 Ministry, 2 Team, 3 Bible Study, 4 Sunday School Class), and **one list per group for its roles**
  (``group_grp.grp_RoleListID``, so role 1 of one group is not role 1 of another);
* **``0`` stands for "none"**: ``per_fam_ID`` 0 for a person in no family, ``per_fmr_ID`` 0, ``per_BirthMonth`` and
  ``per_BirthDay`` 0 when unknown, ``nte_per_ID`` or ``nte_fam_ID`` 0 on a note about the other kind, ``nte_Private``
  0 for a public note (else the author's person id), ``fam_Envelope`` 0 without a giving envelope;
* a birthday is three columns (``per_BirthMonth``, ``per_BirthDay``, ``per_BirthYear``, the year NULL when withheld);
  ``per_MembershipDate`` when received into membership, **``per_FriendDate`` when a guest first came**;
* families are never deleted: **``fam_DateDeactivated``** marks one that moved away;
* **giving is by family, not by person**: ``pledge_plg`` holds both promises and gifts, told apart by
  ``plg_PledgeOrPayment`` (``Pledge`` or ``Payment``), each with its ``plg_fundID`` (``donationfund_fun``,
  ``fun_Active`` the text ``'true'``/``'false'``), **``plg_FYID`` the fiscal year as ChurchCRM counts it (the
  calendar year less 1996: 2025 is 29)**, ``plg_method`` (``CASH``, ``CHECK``, ``BANKDRAFT``, ``CREDITCARD`` for mobile
  money), ``plg_depID`` the deposit slip it was banked on and **``plg_GroupKey`` shared by the rows of one gift split
  over several funds**; ``deposit_dep`` the deposit slips (``dep_Type`` ``Bank``, ``BankDraft``; ``dep_Closed`` 0 while
  still being counted);
* events: ``event_types`` (with their recurrence), ``events_event`` (``event_title``, ``event_start``, ``inactive``),
  **``eventcounts_evtcnt`` the ushers' head counts per event by count name (``Members``, ``Visitors``)** and
  **``event_attend`` one row per person checked in (``checkin_date``, ``checkin_id`` who checked them in,
  ``checkout_date`` NULL until a child is collected, ``checkout_id`` the parent)**;
* ``note_nte`` the timeline: ChurchCRM's own ``create`` and ``edit`` entries beside the pastoral ``note`` entries its
  users write (``nte_EnteredBy`` the author's person id);
* **``user_usr`` is keyed by the user's person id (``usr_per_ID``)**, with one flag column per permission
  (``usr_Admin``, ``usr_Finance``, ``usr_Notes``...) and **``usr_LastLogin`` ``'2000-01-01 00:00:00'`` for a user who
  never logged in**;
* **``record2property_r2p`` points at a person or a family depending on the property's ``pro_Class``** (``p`` or
  ``f``); volunteer opportunities and their volunteers; ``config_cfg`` name-value settings.

Times are ``DATETIME`` text in Ghana's time, which is UTC all year; money in Ghana cedis (GHS). Departures: far
fewer columns and tables (no custom fields, queries, fundraisers, kiosks or calendars); foreign keys declared except
where ChurchCRM writes 0 for "none". The church meets every seventh day counted back from today (its "Sunday" services
and Sunday school three days ago, ten days ago...; Bible study the day before today, and so on), so a build a day later
holds the same rows a day later; the records reach 26 weeks back, the congregation's history years.

Planted signals:

* the Women's Fellowship is the largest group; the new Media Team and Hospital Visitation Team have nobody yet;
* the Harvest Thanksgiving service, 24 days ago, had the biggest Sunday turnout (a funeral, not a Sunday service,
  drew more); two Sunday-school children checked in three days ago were never checked out;
* the Owusu-Ansah family gives far more than any other; tithes are the largest fund; the building fund drive 52 days
  ago drew pledges from many families, four of which (Agyekum, Bekoe, Quansah, Twumasi) have paid nothing yet;
* Catechist Kwabena Asiedu writes the most pastoral notes; two users (the youth leader and an usher) have never logged
  in; a former administrator's account keeps failing logins.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE config_cfg (cfg_name VARCHAR(50) PRIMARY KEY, cfg_value TEXT);
CREATE TABLE list_lst (
  lst_ID MEDIUMINT NOT NULL, lst_OptionID MEDIUMINT NOT NULL, lst_OptionSequence TINYINT NOT NULL DEFAULT 0,
  lst_OptionName VARCHAR(50) NOT NULL DEFAULT '', PRIMARY KEY (lst_ID, lst_OptionID)
);
CREATE TABLE family_fam (
  fam_ID INTEGER PRIMARY KEY, fam_Name VARCHAR(50), fam_Address1 VARCHAR(255), fam_Address2 VARCHAR(255),
  fam_City VARCHAR(50), fam_State VARCHAR(50), fam_Zip VARCHAR(50), fam_Country VARCHAR(50),
  fam_HomePhone VARCHAR(30), fam_Email VARCHAR(100), fam_WeddingDate DATE, fam_DateEntered DATETIME NOT NULL,
  fam_DateLastEdited DATETIME, fam_EnteredBy SMALLINT NOT NULL DEFAULT 0, fam_EditedBy SMALLINT DEFAULT 0,
  fam_SendNewsLetter VARCHAR(5) NOT NULL DEFAULT 'FALSE', fam_DateDeactivated DATE, fam_Latitude DOUBLE,
  fam_Longitude DOUBLE, fam_Envelope MEDIUMINT NOT NULL DEFAULT 0, fam_NeedsReview TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE person_per (
  per_ID INTEGER PRIMARY KEY, per_Title VARCHAR(50), per_FirstName VARCHAR(50), per_MiddleName VARCHAR(50),
  per_LastName VARCHAR(50), per_Suffix VARCHAR(50), per_Address1 VARCHAR(50), per_City VARCHAR(50),
  per_Country VARCHAR(50), per_HomePhone VARCHAR(30), per_CellPhone VARCHAR(30), per_Email VARCHAR(50),
  per_BirthMonth TINYINT NOT NULL DEFAULT 0, per_BirthDay TINYINT NOT NULL DEFAULT 0, per_BirthYear SMALLINT,
  per_MembershipDate DATE, per_Gender TINYINT NOT NULL DEFAULT 0, per_fmr_ID TINYINT NOT NULL DEFAULT 0,
  per_cls_ID TINYINT NOT NULL DEFAULT 0, per_fam_ID SMALLINT NOT NULL DEFAULT 0, per_Envelope SMALLINT,
  per_DateLastEdited DATETIME, per_DateEntered DATETIME NOT NULL, per_EnteredBy SMALLINT NOT NULL DEFAULT 0,
  per_EditedBy SMALLINT DEFAULT 0, per_FriendDate DATE, per_Flags MEDIUMINT NOT NULL DEFAULT 0
);
CREATE TABLE group_grp (
  grp_ID INTEGER PRIMARY KEY, grp_Type TINYINT NOT NULL DEFAULT 0, grp_RoleListID MEDIUMINT NOT NULL DEFAULT 0,
  grp_DefaultRole MEDIUMINT NOT NULL DEFAULT 0, grp_Name VARCHAR(50) NOT NULL DEFAULT '', grp_Description TEXT,
  grp_hasSpecialProps BOOLEAN NOT NULL DEFAULT 0, grp_active BOOLEAN NOT NULL DEFAULT 1,
  grp_include_email_export BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE person2group2role_p2g2r (
  p2g2r_per_ID MEDIUMINT NOT NULL REFERENCES person_per (per_ID),
  p2g2r_grp_ID MEDIUMINT NOT NULL REFERENCES group_grp (grp_ID), p2g2r_rle_ID MEDIUMINT NOT NULL DEFAULT 0,
  PRIMARY KEY (p2g2r_per_ID, p2g2r_grp_ID)
);
CREATE TABLE event_types (
  type_id INTEGER PRIMARY KEY, type_name VARCHAR(255) NOT NULL DEFAULT '',
  type_defstarttime TIME NOT NULL DEFAULT '00:00:00', type_defrecurtype VARCHAR(7) NOT NULL DEFAULT 'none',
  type_defrecurDOW VARCHAR(9) NOT NULL DEFAULT 'Sunday', type_defrecurDOM CHAR(2) NOT NULL DEFAULT '0',
  type_defrecurDOY DATE NOT NULL DEFAULT '2000-01-01', type_active INT NOT NULL DEFAULT 1,
  type_grpid MEDIUMINT REFERENCES group_grp (grp_ID)
);
CREATE TABLE events_event (
  event_id INTEGER PRIMARY KEY, event_type INT NOT NULL DEFAULT 0 REFERENCES event_types (type_id),
  event_title VARCHAR(255) NOT NULL DEFAULT '', event_desc VARCHAR(255), event_text TEXT,
  event_start DATETIME NOT NULL, event_end DATETIME NOT NULL, inactive INT NOT NULL DEFAULT 0, location_id INT,
  primary_contact_person_id INT REFERENCES person_per (per_ID), secondary_contact_person_id INT, event_url TEXT
);
CREATE TABLE event_attend (
  attend_id INTEGER PRIMARY KEY, event_id INT NOT NULL REFERENCES events_event (event_id),
  person_id INT NOT NULL REFERENCES person_per (per_ID), checkin_date DATETIME,
  checkin_id INT REFERENCES person_per (per_ID), checkout_date DATETIME, checkout_id INT REFERENCES person_per (per_ID),
  UNIQUE (event_id, person_id)
);
CREATE TABLE eventcounts_evtcnt (
  evtcnt_eventid INT NOT NULL REFERENCES events_event (event_id), evtcnt_countid INT NOT NULL,
  evtcnt_countname VARCHAR(20), evtcnt_countcount INT, evtcnt_notes VARCHAR(20),
  PRIMARY KEY (evtcnt_eventid, evtcnt_countid)
);
CREATE TABLE donationfund_fun (
  fun_ID INTEGER PRIMARY KEY, fun_Active VARCHAR(5) NOT NULL DEFAULT 'true', fun_Name VARCHAR(30),
  fun_Description VARCHAR(100), fun_Order INT NOT NULL DEFAULT 0
);
CREATE TABLE deposit_dep (
  dep_ID INTEGER PRIMARY KEY, dep_Date DATE, dep_Comment TEXT, dep_EnteredBy MEDIUMINT REFERENCES person_per (per_ID),
  dep_Closed TINYINT NOT NULL DEFAULT 0, dep_Type VARCHAR(10) NOT NULL DEFAULT 'Bank'
);
CREATE TABLE pledge_plg (
  plg_plgID INTEGER PRIMARY KEY, plg_FamID MEDIUMINT REFERENCES family_fam (fam_ID), plg_FYID MEDIUMINT,
  plg_date DATE, plg_amount DECIMAL(8,2), plg_schedule VARCHAR(10), plg_method VARCHAR(10), plg_comment TEXT,
  plg_DateLastEdited DATE NOT NULL DEFAULT '2016-01-01', plg_EditedBy MEDIUMINT NOT NULL DEFAULT 0,
  plg_PledgeOrPayment VARCHAR(7) NOT NULL DEFAULT 'Pledge', plg_fundID TINYINT REFERENCES donationfund_fun (fun_ID),
  plg_depID MEDIUMINT REFERENCES deposit_dep (dep_ID), plg_CheckNo BIGINT, plg_Problem TINYINT, plg_scanString TEXT,
  plg_aut_ID MEDIUMINT NOT NULL DEFAULT 0, plg_aut_Cleared TINYINT NOT NULL DEFAULT 0,
  plg_aut_ResultID MEDIUMINT NOT NULL DEFAULT 0, plg_NonDeductible DECIMAL(8,2) NOT NULL DEFAULT 0,
  plg_GroupKey VARCHAR(64) NOT NULL
);
CREATE TABLE note_nte (
  nte_ID INTEGER PRIMARY KEY, nte_per_ID MEDIUMINT NOT NULL DEFAULT 0, nte_fam_ID MEDIUMINT NOT NULL DEFAULT 0,
  nte_Private MEDIUMINT NOT NULL DEFAULT 0, nte_Text TEXT, nte_DateEntered DATETIME NOT NULL,
  nte_DateLastEdited DATETIME, nte_EnteredBy MEDIUMINT NOT NULL DEFAULT 0, nte_EditedBy MEDIUMINT NOT NULL DEFAULT 0,
  nte_Type VARCHAR(50)
);
CREATE TABLE user_usr (
  usr_per_ID INTEGER PRIMARY KEY REFERENCES person_per (per_ID), usr_Password VARCHAR(500) NOT NULL DEFAULT '',
  usr_NeedPasswordChange TINYINT NOT NULL DEFAULT 1, usr_LastLogin DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
  usr_LoginCount SMALLINT NOT NULL DEFAULT 0, usr_FailedLogins TINYINT NOT NULL DEFAULT 0,
  usr_AddRecords TINYINT NOT NULL DEFAULT 0, usr_EditRecords TINYINT NOT NULL DEFAULT 0,
  usr_DeleteRecords TINYINT NOT NULL DEFAULT 0, usr_MenuOptions TINYINT NOT NULL DEFAULT 0,
  usr_ManageGroups TINYINT NOT NULL DEFAULT 0, usr_Finance TINYINT NOT NULL DEFAULT 0,
  usr_Notes TINYINT NOT NULL DEFAULT 0, usr_Admin TINYINT NOT NULL DEFAULT 0,
  usr_defaultFY MEDIUMINT NOT NULL DEFAULT 10, usr_currentDeposit MEDIUMINT NOT NULL DEFAULT 0,
  usr_UserName VARCHAR(50) UNIQUE, usr_EditSelf TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE property_pro (
  pro_ID INTEGER PRIMARY KEY, pro_Class VARCHAR(10) NOT NULL DEFAULT '', pro_prt_ID MEDIUMINT NOT NULL DEFAULT 0,
  pro_Name VARCHAR(200) NOT NULL DEFAULT '0', pro_Description TEXT NOT NULL, pro_Prompt VARCHAR(255)
);
CREATE TABLE record2property_r2p (
  r2p_pro_ID MEDIUMINT NOT NULL REFERENCES property_pro (pro_ID), r2p_record_ID MEDIUMINT NOT NULL DEFAULT 0,
  r2p_Value TEXT NOT NULL
);
CREATE TABLE volunteeropportunity_vol (
  vol_ID INTEGER PRIMARY KEY, vol_Order INT NOT NULL DEFAULT 0, vol_Active VARCHAR(5) NOT NULL DEFAULT 'true',
  vol_Name VARCHAR(30), vol_Description VARCHAR(100)
);
CREATE TABLE person2volunteeropp_p2vo (
  p2vo_ID INTEGER PRIMARY KEY, p2vo_per_ID MEDIUMINT REFERENCES person_per (per_ID),
  p2vo_vol_ID MEDIUMINT REFERENCES volunteeropportunity_vol (vol_ID)
);
"""

MALE = [
    "Kwame",
    "Kofi",
    "Kwabena",
    "Kwaku",
    "Yaw",
    "Kwadwo",
    "Kwasi",
    "Emmanuel",
    "Samuel",
    "Daniel",
    "Isaac",
    "Joseph",
    "Eric",
    "Michael",
    "Richard",
    "Francis",
    "Stephen",
    "Felix",
    "Ebenezer",
    "George",
    "Benjamin",
]
FEMALE = [
    "Akosua",
    "Ama",
    "Abena",
    "Afua",
    "Yaa",
    "Adwoa",
    "Akua",
    "Esi",
    "Grace",
    "Mercy",
    "Gifty",
    "Patience",
    "Joyce",
    "Abigail",
    "Priscilla",
    "Linda",
    "Rita",
    "Dorcas",
    "Beatrice",
    "Felicia",
    "Matilda",
]
SURNAMES = ["Mensah", "Owusu", "Boateng", "Asante", "Osei", "Agyeman", "Amoah", "Appiah", "Badu", "Darko", "Frimpong",
            "Gyamfi", "Kyei", "Nkansah", "Ofori", "Opoku", "Sarpong", "Tetteh", "Yeboah", "Acheampong", "Adjei",
            "Antwi", "Bonsu", "Danquah", "Kusi", "Manu", "Nyarko", "Obeng", "Poku", "Wiredu", "Addo", "Amponsah",
            "Bediako", "Donkor", "Fosu", "Konadu", "Larbi", "Marfo", "Oduro", "Safo"]  # fmt: skip
AREAS = ["Asokwa", "Ahinsan", "Atonsu", "Kaase", "Adiebeba", "Nhyiaeso", "Ahodwo", "Santasi", "Bantama", "Kwadaso"]
# the families who pledged to the building fund and have paid nothing towards it
UNPAID = ["Agyekum", "Bekoe", "Quansah", "Twumasi"]
TOP_GIVER = "Owusu-Ansah"
FY_BASE = 1996  # ChurchCRM's fiscal-year id is the year less 1996 (with the fiscal year starting in January)
CLASSES = [(1, 1, "Member"), (2, 2, "Regular Attender"), (3, 3, "Guest"), (5, 4, "Non-Attender"),
           (4, 5, "Non-Attender (staff)")]  # fmt: skip
FAMILY_ROLES = ["Head of Household", "Spouse", "Child", "Other Relative", "Non Relative"]
GROUP_TYPES = ["Ministry", "Team", "Bible Study", "Sunday School Class"]
# name, type, roles (the first the default), description
GROUPS = [
    ("Women's Fellowship", 1, ["Member", "Leader", "Secretary"], "The Women's Fellowship of Wesley, Asokwa"),
    ("Men's Fellowship", 1, ["Member", "Leader", "Secretary"], "Monthly meetings and the men's breakfast"),
    ("Church Choir", 1, ["Chorister", "Choirmaster", "Organist"], "Sunday anthems and the Harvest cantata"),
    ("Singing Band", 1, ["Member", "Leader"], "Ebibindwom and the second service's songs"),
    ("Youth Fellowship", 1, ["Member", "President", "Patron"], "Friday evening fellowship, ages 15 to 30"),
    ("Prayer Band", 1, ["Member", "Leader"], "Wednesday dawn prayers"),
    ("Ushers", 2, ["Usher", "Head Usher"], "Welcome, seating, head counts and the offering"),
    ("Stewards", 2, ["Steward", "Society Steward"], "The Leaders' Meeting"),
    ("Welfare Committee", 2, ["Member", "Chair"], "Funerals, hospital bills and bereaved families"),
    ("Tuesday Bible Class", 3, ["Member", "Class Leader"], "Tuesday evening Bible study"),
    ("Sunday School - Beginners", 4, ["Student", "Teacher"], "Ages 3 to 6"),
    ("Sunday School - Juniors", 4, ["Student", "Teacher"], "Ages 7 to 10"),
    ("Sunday School - Seniors", 4, ["Student", "Teacher"], "Ages 11 to 14"),
    ("Drama Ministry", 1, ["Member", "Director"], "Disbanded; the Easter plays"),
    ("Media Team", 2, ["Member", "Lead"], "Live-streaming the service (new)"),
    ("Hospital Visitation Team", 2, ["Member", "Coordinator"], "Visiting members in Komfo Anokye hospital (new)"),
]
FUNDS = [("Tithes", "The tenth", "true"), ("Sunday Offertory", "Envelope offerings", "true"),
         ("Building Fund", "The new chapel at Ahinsan", "true"), ("Harvest", "Annual Harvest Thanksgiving", "true"),
         ("Welfare", "Funeral and hospital support", "true"), ("Missions", "Northern mission stations", "true"),
         ("Organ Fund", "Closed: the pipe organ repair", "false")]  # fmt: skip
PROPERTIES = [("p", 1, "Disabled", "has a disability.", "What is the nature of the disability?"),
              ("f", 2, "Single Parent", "is a single-parent household.", ""),
              ("g", 3, "Youth", "is youth-oriented.", ""),
              ("p", 1, "Homebound", "cannot come to church; receives home communion.", "Visiting day?"),
              ("p", 1, "Needs transport", "needs a lift to church.", "From where?"),
              ("p", 1, "Widowed", "has lost a spouse.", ""),
              ("f", 2, "Bereaved", "has had a death in the family this year.", "")]  # fmt: skip
VOLUNTEERING = [
    "Ushering",
    "Hospital visitation",
    "Sound desk",
    "Cleaning rota",
    "Harvest committee",
    "Sunday school helper",
]
# person (title, first, last, gender), user name, flags (admin, finance, notes, add, edit, groups), logins, failed
STAFF = [
    (("Rev. Mrs.", "Comfort", "Adu-Boahen", 2), "revcomfort", (1, 1, 1, 1, 1, 1), 140, 0),
    (("Catechist", "Kwabena", "Asiedu", 1), "kasiedu", (0, 0, 1, 1, 1, 1), 260, 1),
    (("Mrs.", "Gifty", "Ofori-Atta", 2), "gofori", (0, 0, 1, 1, 1, 1), 410, 0),
    (("Mr.", "Samuel", "Nyarko", 1), "snyarko", (0, 1, 0, 1, 1, 0), 180, 2),
    (("Ms.", "Abena", "Kyei", 2), "akyei", (0, 0, 1, 1, 1, 1), 75, 0),
    (("Mr.", "Prince", "Amankwah", 1), "pamankwah", (0, 0, 0, 1, 0, 1), 0, 0),
    (("Mrs.", "Vida", "Boakye", 2), "vboakye", (0, 0, 0, 0, 0, 0), 0, 0),
    (("Mr.", "Eric", "Tawiah", 1), "etawiah", (1, 1, 1, 1, 1, 1), 95, 27),
]
SERVICE = 4  # days whose number is 4 modulo 7 (three days ago, ten days ago...): the "Sunday" services
BIBLE_STUDY = 6  # the day before today, eight days ago...
YOUTH = 1  # six days ago, thirteen days ago...
WEEKS = 26
HARVEST_DAY = -24
FUNERAL_DAY = -40
PLEDGE_DAY = -52  # the building fund drive


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    fy = clock.now.year - FY_BASE

    def day(d: int) -> str:
        return clock.day_text(d)

    def at(d: int, minutes: int, spread: int = 0) -> str:
        return clock.fmt(clock.at(d, minutes + (rng.randint(0, spread) if spread else 0)))

    def stamp(d: int, low: int = 420, high: int = 1200) -> str:
        return clock.fmt(clock.clear_of_now(rng, d, low, high))

    db.executemany(
        "INSERT INTO config_cfg VALUES (?, ?)",
        [("sChurchName", "Wesley Methodist Church, Asokwa"), ("sChurchAddress", "Asokwa Road"),
         ("sChurchCity", "Kumasi"), ("sChurchState", "Ashanti"), ("sChurchCountry", "Ghana"),
         ("sTimeZone", "Africa/Accra"), ("iFYMonth", "1"), ("sDefaultCity", "Kumasi"),
         ("sDefaultCountry", "Ghana"), ("bEnableSelfRegistration", "0"), ("iChecksPerDepositForm", "14")],
    )  # fmt: skip
    lists: list[tuple[int, int, int, str]] = []
    lists += [(1, option, sequence, name) for option, sequence, name in CLASSES]
    lists += [(2, k, k, name) for k, name in enumerate(FAMILY_ROLES, 1)]
    lists += [(3, k, k, name) for k, name in enumerate(GROUP_TYPES, 1)]
    for k, name in enumerate(["True / False", "Date", "Text Field (50 char)", "Text Field (100 char)", "Number"], 1):
        lists.append((4, k, k, name))
    for k, name in enumerate(["bAll", "bAdmin", "bAddRecords", "bEditRecords", "bDeleteRecords"], 1):
        lists.append((5, k, k, name))

    # people and families
    people: list[dict[str, Any]] = []
    families: list[dict[str, Any]] = []

    def person(first: str, last: str, gender: int, cls: int, fam: int, role: int, year: int | None, **extra: Any
               ) -> dict[str, Any]:  # fmt: skip
        entered = int(extra.pop("entered", -rng.randint(200, 3000)))
        p = {"id": len(people) + 2, "first": first, "last": last, "gender": gender, "cls": cls, "fam": fam,
             "role": role, "year": year, "entered": entered, "title": extra.pop("title", None), **extra}  # fmt: skip
        people.append(p)
        return p

    def family(name: str, entered: int) -> dict[str, Any]:
        f = {"id": len(families) + 1, "name": name, "entered": entered, "area": rng.choice(AREAS),
             "deactivated": None, "envelope": 0, "weight": rng.uniform(0.5, 2.0), "members": []}  # fmt: skip
        families.append(f)
        return f

    year_now = clock.now.year
    surnames = [*SURNAMES]
    family_names = [rng.choice(surnames) for _ in range(150)]
    family_names[7] = TOP_GIVER
    for k, name in enumerate(UNPAID):
        family_names[20 + 9 * k] = name
    for name in family_names:
        entered = -rng.randint(60, 4000)
        f = family(name, entered)
        status = 1 if name in (TOP_GIVER, *UNPAID) else rng.choices([1, 2, 5], weights=[82, 13, 5])[0]
        head_gender = 1 if rng.random() < 0.8 else 2
        head_first = rng.choice(MALE if head_gender == 1 else FEMALE)
        head = person(head_first, name, head_gender, status, f["id"], 1, year_now - rng.randint(30, 75),
                      entered=entered, title="Mr." if head_gender == 1 else "Mrs.")  # fmt: skip
        f["members"].append(head)
        married = head_gender == 1 and rng.random() < 0.85
        if married:
            spouse = person(rng.choice(FEMALE), name, 2, status, f["id"], 2, int(head["year"]) + rng.randint(0, 8),
                            entered=entered, title="Mrs.")  # fmt: skip
            f["members"].append(spouse)
            f["wedding"] = day(-rng.randint(365 * 3, 365 * 35))
        young = year_now - int(head["year"]) < 55
        for _ in range(rng.choice([0, 1, 2, 2, 3, 3, 4]) if young else rng.choice([0, 0, 1])):
            gender = rng.choice([1, 2])
            child = person(rng.choice(MALE if gender == 1 else FEMALE), name, gender, status, f["id"], 3,
                           year_now - rng.randint(2, 22), entered=entered + rng.randint(0, 30))  # fmt: skip
            f["members"].append(child)
        f["envelope"] = 100 + f["id"] if status != 5 and (rng.random() < 0.8 or name in (TOP_GIVER, *UNPAID)) else 0
    # families that moved away: six in the last year, two before
    movers = rng.sample([f for f in families if f["name"] not in (TOP_GIVER, *UNPAID)], 8)
    for k, f in enumerate(movers):
        f["deactivated"] = day(-rng.randint(20, 340) if k < 6 else -rng.randint(420, 900))
        for member in f["members"]:
            member["cls"] = 5
    # single adults with no family, and the guests who came recently (most with no family either)
    for _ in range(30):
        gender = rng.choice([1, 2])
        person(rng.choice(MALE if gender == 1 else FEMALE), rng.choice(surnames), gender,
               rng.choices([1, 2], weights=[70, 30])[0], 0, 0, year_now - rng.randint(19, 80))  # fmt: skip
    guests = []
    for k in range(42):
        gender = rng.choice([1, 2])
        first_came = -rng.randint(1, 175)
        if k < 9:
            first_came = -rng.randint(1, 28)  # the last four weeks' visitors
        guests.append(person(rng.choice(MALE if gender == 1 else FEMALE), rng.choice(surnames), gender, 3, 0, 0,
                             year_now - rng.randint(16, 60), entered=first_came, friend=first_came))  # fmt: skip
    staff = []
    for (title, first, last, gender), *_ in STAFF:
        staff.append(person(first, last, gender, 1, 0, 0, year_now - rng.randint(30, 60), title=title,
                            entered=-rng.randint(800, 3000)))  # fmt: skip
    users = {s["last"]: s for s in staff}
    person("Kwaku", "Duah", 1, 4, 0, 0, year_now - 44, title="Mr.")  # the caretaker and the secretary: paid staff
    person("Esi", "Quaye", 2, 4, 0, 0, year_now - 38, title="Ms.")
    admin_person = {"id": 1, "first": "Church", "last": "Admin", "gender": 0, "cls": 0, "fam": 0, "role": 0,
                    "year": None, "entered": -4000, "title": None}  # fmt: skip

    for f in families:
        db.execute(
            "INSERT INTO family_fam VALUES (?, ?, ?, NULL, 'Kumasi', 'Ashanti', NULL, 'Ghana', ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, NULL, NULL, ?, 0)",
            (f["id"], f["name"], f"House {rng.randint(1, 90)}, {f['area']}", f"+233 32 20{rng.randint(10000, 99999)}",
             f"{f['name'].lower().replace('-', '')}{f['id']}@mail.example.gh" if rng.random() < 0.5 else None,
             f.get("wedding"), at(f["entered"], 600, 300), at(max(f["entered"], -30), 600, 300),
             users["Ofori-Atta"]["id"], users["Ofori-Atta"]["id"], "TRUE" if rng.random() < 0.6 else "FALSE",
             f["deactivated"], f["envelope"]),
        )  # fmt: skip
    db.execute(
        "INSERT INTO person_per (per_ID, per_FirstName, per_LastName, per_DateEntered, per_EnteredBy) VALUES"
        " (1, 'Church', 'Admin', '2019-03-02 10:00:00', 1)"
    )
    for p in people:
        birth_year = p["year"]
        withheld = birth_year is not None and int(birth_year) < year_now - 18 and rng.random() < 0.2
        month, birth_day = (0, 0) if rng.random() < 0.08 else (rng.randint(1, 12), rng.randint(1, 28))
        member_since = (day(min(int(p["entered"]) + rng.randint(0, 400), -30))
                        if p["cls"] in (1, 5) and p["role"] != 3 else None)  # fmt: skip
        friend = day(int(p["friend"])) if "friend" in p else None
        db.execute(
            "INSERT INTO person_per VALUES (?, ?, ?, NULL, ?, NULL, ?, 'Kumasi', 'Ghana', NULL, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
            (p["id"], p["title"], p["first"], p["last"], None if p["fam"] else f"{rng.choice(AREAS)}",
             f"+233 24 {rng.randint(100, 999)} {rng.randint(1000, 9999)}" if p["role"] != 3 else None,
             f"{p['first'].lower()}.{p['last'].lower().replace('-', '')}@mail.example.gh"
             if p["role"] != 3 and rng.random() < 0.55 else None,
             month, birth_day, None if withheld else birth_year, member_since, p["gender"], p["role"], p["cls"],
             p["fam"], None, at(max(int(p["entered"]), -25), 600, 400), at(int(p["entered"]), 540, 500),
             users["Ofori-Atta"]["id"], users["Ofori-Atta"]["id"], friend),
        )  # fmt: skip
    by_id = {p["id"]: p for p in people}
    by_id[1] = admin_person

    # groups and their members
    group_ids = {}
    role_list = 13
    memberships: dict[int, list[int]] = {}
    for k, (name, gtype, roles, description) in enumerate(GROUPS, 1):
        group_ids[name] = k
        db.execute("INSERT INTO group_grp VALUES (?, ?, ?, 1, ?, ?, 0, ?, 1)",
                   (k, gtype, role_list, name, description, 0 if name == "Drama Ministry" else 1))  # fmt: skip
        lists += [(role_list, r, r, role) for r, role in enumerate(roles, 1)]
        role_list += 1
        memberships[k] = []
    db.executemany("INSERT INTO list_lst VALUES (?, ?, ?, ?)", lists)

    def age(p: dict[str, Any]) -> int:
        return year_now - int(p["year"]) if p["year"] is not None else 40

    regulars = [p for p in people if p["cls"] in (1, 2)]
    adults = [p for p in regulars if age(p) >= 18]
    women = [p for p in adults if p["gender"] == 2]
    men = [p for p in adults if p["gender"] == 1]
    youth = [p for p in regulars if 15 <= age(p) <= 30]
    children = [p for p in regulars if 3 <= age(p) <= 14]
    quotas = {"Women's Fellowship": (women, 0.62), "Men's Fellowship": (men, 0.45), "Church Choir": (adults, 0.14),
              "Singing Band": (adults, 0.1), "Youth Fellowship": (youth, 0.55), "Prayer Band": (adults, 0.08),
              "Ushers": (adults, 0.06), "Stewards": (adults, 0.035), "Welfare Committee": (adults, 0.03),
              "Tuesday Bible Class": (adults, 0.12), "Drama Ministry": (youth, 0.2)}  # fmt: skip
    for name, (pool, share) in quotas.items():
        chosen = rng.sample(pool, round(len(pool) * share))
        memberships[group_ids[name]] = [p["id"] for p in chosen]
    for p in children:
        band = "Beginners" if age(p) <= 6 else "Juniors" if age(p) <= 10 else "Seniors"
        memberships[group_ids[f"Sunday School - {band}"]].append(p["id"])
    teachers = rng.sample([p for p in women if p["cls"] == 1], 6)
    for k, teacher in enumerate(teachers):
        band = ["Beginners", "Juniors", "Seniors"][k % 3]
        memberships[group_ids[f"Sunday School - {band}"]].append(teacher["id"])
    for gid, members in memberships.items():
        for k, pid in enumerate(dict.fromkeys(members)):
            is_teacher = any(t["id"] == pid for t in teachers)
            role = 2 if (k == 0 and not GROUPS[gid - 1][0].startswith("Sunday School")) or is_teacher else 1
            db.execute("INSERT INTO person2group2role_p2g2r VALUES (?, ?, ?)", (pid, gid, role))

    # events, head counts and check-ins
    db.executemany(
        "INSERT INTO event_types VALUES (?, ?, ?, ?, ?, '', '2016-01-01', 1, ?)",
        [(1, "Sunday Service", "09:00:00", "weekly", "Sunday", None),
         (2, "Sunday School", "08:00:00", "weekly", "Sunday", None),
         (3, "Bible Study", "18:30:00", "weekly", "Tuesday", group_ids["Tuesday Bible Class"]),
         (4, "Youth Fellowship", "17:00:00", "weekly", "Friday", group_ids["Youth Fellowship"]),
         (5, "Special Service", "10:00:00", "none", "Sunday", None)],
    )  # fmt: skip
    events: list[tuple[int, int, str, int, int, int]] = []  # id, type, title, day, start minute, length
    for d in range(-7 * WEEKS, 30):
        if d % 7 == SERVICE:
            title = "Harvest Thanksgiving Service" if d == HARVEST_DAY else "Sunday Service"
            events.append((0, 2, "Sunday School", d, 480, 150))
            events.append((0, 1, title, d, 540, 180 if d == HARVEST_DAY else 150))
        elif d % 7 == BIBLE_STUDY:
            events.append((0, 3, "Tuesday Bible Study", d, 1110, 90))
        elif d % 7 == YOUTH:
            events.append((0, 4, "Youth Fellowship", d, 1020, 120))
        if d == FUNERAL_DAY:
            events.append((0, 5, "Funeral Service: Opanyin Kwaku Sarpong", d, 600, 240))
    events = [(k, *event[1:]) for k, event in enumerate(events, 1)]
    minister = users["Adu-Boahen"]
    for eid, etype, title, d, start, length in events:
        db.execute(
            "INSERT INTO events_event VALUES (?, ?, ?, ?, NULL, ?, ?, ?, NULL, ?, NULL, NULL)",
            (eid, etype, title, f"{title}, {day(d)}", at(d, start), at(d, start + length),
             int(d > 0 and rng.random() < 0.05), minister["id"]),
        )  # fmt: skip
    past = [event for event in events if event[3] < 0]
    bible_class = memberships[group_ids["Tuesday Bible Class"]]
    lapsed = set(rng.sample([pid for pid in bible_class if by_id[pid]["cls"] == 1], 3))
    lapsed |= {p["id"] for p in rng.sample([p for p in adults if p["cls"] == 1 and p["id"] not in bible_class], 11)}
    homebound = [p for p in adults if age(p) >= 60 and p["id"] not in bible_class][:9]
    absent_always = {p["id"] for p in homebound}
    ushers = memberships[group_ids["Ushers"]]
    attend: list[tuple[Any, ...]] = []
    counts: list[tuple[Any, ...]] = []
    parents = {f["id"]: [m for m in f["members"] if m["role"] in (1, 2)] for f in families}
    for eid, etype, _title, d, start, _length in past:
        if etype in (1, 5):
            counted = (410 if d == HARVEST_DAY else 560 if d == FUNERAL_DAY else 255) + rng.randint(-18, 18)
            visitors = (95 if d == HARVEST_DAY else 140 if d == FUNERAL_DAY else 14) + rng.randint(-6, 6)
            counts += [(eid, 1, "Members", counted, None), (eid, 2, "Visitors", visitors, None)]
        if etype == 1:
            congregation = [p for p in adults if p["id"] not in absent_always and (p["id"] not in lapsed or d < -75)]
            for p in congregation:
                if rng.random() < 0.55:
                    attend.append((eid, p["id"], at(d, start - 25, 30), rng.choice(ushers), None, None))
        elif etype == 2:
            enrolled = [pid for g in ("Beginners", "Juniors", "Seniors") for pid in
                    memberships[group_ids[f"Sunday School - {g}"]] if age(by_id[pid]) < 15]  # fmt: skip
            present = [pid for pid in enrolled if rng.random() < 0.72]
            for n, pid in enumerate(present):
                child = by_id[pid]
                collectors = parents.get(int(child["fam"]), [])
                collector = rng.choice(collectors)["id"] if collectors else None
                checked_out = at(d, start + 150, 60) if collector is not None else None
                if d == -3 and n in (4, 17):
                    checked_out, collector = None, None  # never checked out
                attend.append((eid, pid, at(d, start - 15, 25), rng.choice(teachers)["id"], checked_out, collector))
        elif etype in (3, 4):
            group = group_ids["Tuesday Bible Class" if etype == 3 else "Youth Fellowship"]
            for pid in memberships[group]:
                if pid in lapsed and d >= -75:
                    continue
                if rng.random() < 0.75:
                    attend.append((eid, pid, at(d, start - 10, 20), memberships[group][0], None, None))
    db.executemany("INSERT INTO event_attend (event_id, person_id, checkin_date, checkin_id, checkout_date,"
                   " checkout_id) VALUES (?, ?, ?, ?, ?, ?)", attend)  # fmt: skip
    db.executemany("INSERT INTO eventcounts_evtcnt VALUES (?, ?, ?, ?, ?)", counts)

    # giving: funds, deposit slips, pledges and payments
    db.executemany("INSERT INTO donationfund_fun VALUES (?, ?, ?, ?, ?)",
                   [(k, active, name, text, k) for k, (name, text, active) in enumerate(FUNDS, 1)])  # fmt: skip
    fund = {name: k for k, (name, _, _) in enumerate(FUNDS, 1)}
    treasurer = users["Nyarko"]
    deposits: dict[int, int] = {}
    dep_rows: list[tuple[Any, ...]] = []
    for d in range(-7 * WEEKS, 0):
        if d % 7 == SERVICE:
            deposits[d] = len(dep_rows) + 1
            dep_rows.append((len(dep_rows) + 1, day(d + 1), f"Sunday collection {day(d)}", treasurer["id"],
                             0 if d >= -10 else 1, "Bank"))  # fmt: skip
        elif d % 30 == 0:
            deposits[d] = len(dep_rows) + 1
            dep_rows.append((len(dep_rows) + 1, day(d), "Standing orders", treasurer["id"], 1, "BankDraft"))
    db.executemany("INSERT INTO deposit_dep VALUES (?, ?, ?, ?, ?, ?)", dep_rows)
    gifts: list[tuple[Any, ...]] = []
    giving = [f for f in families if f["envelope"] and f["deactivated"] is None]
    pledgers = [f for f in giving if f["name"] in UNPAID or rng.random() < 0.3]
    for f in families:
        if f["name"] == TOP_GIVER:
            f["weight"] = 9.0
            if f not in pledgers:
                pledgers.append(f)
    pledges = {}
    for f in pledgers:
        amount = round(rng.choice([500, 1000, 1500, 2000, 3000, 5000]) * (3 if f["name"] == TOP_GIVER else 1), 2)
        pledges[f["id"]] = amount
        gifts.append((f["id"], fy, day(PLEDGE_DAY), amount, rng.choice(["Monthly", "Once", "Weekly"]), None,
                      "Building fund drive", "Pledge", fund["Building Fund"], None, None,
                      f"pledge|{f['id']}|{fy}|{fund['Building Fund']}"))  # fmt: skip
    building_paid: set[int] = set()
    for d, dep in deposits.items():
        bank_draft = d % 7 != SERVICE
        for f in giving:
            standing = f["id"] % 5 == 0
            must_pay = d == -3 and f["id"] in pledges and f["name"] not in UNPAID and f["id"] not in building_paid
            skipped = not bank_draft and rng.random() > 0.45 + 0.1 * f["weight"] and not must_pay
            if (bank_draft != standing and not must_pay) or skipped:
                continue
            method = "BANKDRAFT" if bank_draft else rng.choices(["CASH", "CHECK", "CREDITCARD"], [70, 10, 20])[0]
            check = rng.randint(100000, 999999) if method == "CHECK" else None
            key = f"{method.lower()}|{check or 0}|{f['id']}|{day(d)}"
            split: list[tuple[str, float]] = [
                ("Tithes", round(rng.uniform(40, 300) * float(f["weight"]) * (4 if bank_draft else 1), -1))
            ]
            if rng.random() < 0.5:
                split.append(("Sunday Offertory", round(rng.uniform(5, 40) * float(f["weight"]))))
            if (
                f["id"] in pledges
                and f["name"] not in UNPAID
                and d > PLEDGE_DAY
                and (rng.random() < 0.5 or (d == -3 and f["id"] not in building_paid))
            ):
                building_paid.add(f["id"])
                split.append(("Building Fund", round(pledges[f["id"]] * rng.uniform(0.05, 0.2), -1)))
            if d == HARVEST_DAY:
                split.append(("Harvest", round(rng.uniform(50, 400) * float(f["weight"]), -1)))
            if rng.random() < 0.04:
                split.append((rng.choice(["Welfare", "Missions"]), round(rng.uniform(20, 200))))
            for name, given in split:
                year = fy if name == "Building Fund" else int(day(d)[:4]) - FY_BASE
                gifts.append((f["id"], year, day(d), float(given), None, method, None, "Payment", fund[name], dep,
                              check, key))  # fmt: skip
    db.executemany(
        "INSERT INTO pledge_plg (plg_FamID, plg_FYID, plg_date, plg_amount, plg_schedule, plg_method, plg_comment,"
        " plg_PledgeOrPayment, plg_fundID, plg_depID, plg_CheckNo, plg_GroupKey, plg_DateLastEdited, plg_EditedBy)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(*gift, gift[2], treasurer["id"]) for gift in gifts],
    )

    # the timeline: ChurchCRM's own entries and the pastoral notes
    notes: list[tuple[Any, ...]] = []
    for p in people:
        notes.append((p["id"], 0, 0, "Created", at(int(p["entered"]), 540, 500), users["Ofori-Atta"]["id"], "create"))
        if rng.random() < 0.25:
            notes.append((p["id"], 0, 0, "Updated", stamp(-rng.randint(1, 170)), users["Ofori-Atta"]["id"], "edit"))
    for f in families:
        notes.append((0, f["id"], 0, "Created", at(int(f["entered"]), 600, 300), users["Ofori-Atta"]["id"], "create"))
        if f["deactivated"]:
            notes.append((0, f["id"], 0, "Deactivated: moved away", f"{f['deactivated']} 12:00:00",
                          users["Ofori-Atta"]["id"], "edit"))  # fmt: skip
    writers = [(users["Asiedu"], 2.6), (users["Adu-Boahen"], 1.3), (users["Kyei"], 0.5), (users["Ofori-Atta"], 0.4)]
    texts = ["Visited at home after the hospital discharge.", "Asked for prayers for a job interview.",
             "Counselled before the wedding.", "Bereavement visit; the Welfare Committee informed.",
             "Has not been in church for some weeks; called.", "New baby; baptism to be arranged.",
             "Home communion.", "Exam results: thanksgiving next Sunday."]  # fmt: skip
    for d in range(-7 * WEEKS, 0):
        for writer, rate in writers:
            for _ in range(int(rate) + (rng.random() < rate - int(rate))):
                subject = rng.choice(adults)
                private = int(writer["id"]) if rng.random() < 0.2 else 0
                notes.append((subject["id"], 0, private, rng.choice(texts), stamp(d), writer["id"], "note"))
    notes.sort(key=lambda n: str(n[4]))
    db.executemany("INSERT INTO note_nte (nte_per_ID, nte_fam_ID, nte_Private, nte_Text, nte_DateEntered,"
                   " nte_EnteredBy, nte_Type, nte_DateLastEdited) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [(*n, n[4]) for n in notes])  # fmt: skip

    # users
    db.execute("INSERT INTO user_usr (usr_per_ID, usr_Password, usr_NeedPasswordChange, usr_LastLogin,"
               " usr_LoginCount, usr_Admin, usr_UserName, usr_defaultFY) VALUES (1, ?, 0, ?, 12, 1, 'Admin', ?)",
               ("4bdf3fba58c956fc3991a1fde84929223f968e28", stamp(-64), fy))  # fmt: skip
    for (_, login_name, flags, logins, failed), s in zip(STAFF, staff, strict=True):
        admin, finance, may_note, add, edit, groups = flags
        last = "2000-01-01 00:00:00" if logins == 0 else stamp(-rng.randint(90, 200) if failed > 20 else -1)
        db.execute(
            "INSERT INTO user_usr VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 1)",
            (s["id"], f"{rng.getrandbits(128):032x}", int(logins == 0), last, logins, failed, add, edit, admin,
             groups, finance, may_note, admin, fy, 0, login_name),
        )  # fmt: skip

    # properties (a person's or a family's, by the property's class) and volunteers
    db.executemany("INSERT INTO property_pro VALUES (?, ?, ?, ?, ?, ?)",
                   [(k, *prop) for k, prop in enumerate(PROPERTIES, 1)])  # fmt: skip
    r2p: list[tuple[int, int, str]] = [(4, p["id"], rng.choice(["Monday", "Thursday"])) for p in homebound]
    r2p += [(1, p["id"], "Wheelchair") for p in rng.sample(adults, 4)]
    r2p += [(5, p["id"], rng.choice(AREAS)) for p in rng.sample(adults, 11)]
    r2p += [(6, p["id"], "") for p in rng.sample([p for p in adults if age(p) > 55 and p["gender"] == 2], 12)]
    r2p += [(2, f["id"], "") for f in rng.sample(families, 11)]
    r2p += [(7, f["id"], "") for f in rng.sample(families, 5)]
    r2p += [(3, group_ids["Youth Fellowship"], ""), (3, group_ids["Sunday School - Seniors"], "")]
    db.executemany("INSERT INTO record2property_r2p VALUES (?, ?, ?)", r2p)
    db.executemany("INSERT INTO volunteeropportunity_vol VALUES (?, ?, 'true', ?, ?)",
                   [(k, k, name, name) for k, name in enumerate(VOLUNTEERING, 1)])  # fmt: skip
    volunteers = [(p["id"], rng.randint(1, len(VOLUNTEERING))) for p in rng.sample(adults, 60)]
    db.executemany("INSERT INTO person2volunteeropp_p2vo (p2vo_per_ID, p2vo_vol_ID) VALUES (?, ?)", volunteers)
    close_checked(db, "parish")
