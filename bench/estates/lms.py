"""A university's Moodle (Harrowfield University's learning platform, one autumn term) as a SQLite file, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): the term started 105 days
before ``now``; logins, course views, submissions, grades, quiz attempts and forum posts fill the days since on a
5-minute grid (first-year accounts were created 100 to 120 days back, returning students' and staff accounts
earlier), and a few assignments fall due in the 20 days ahead, so two builds with the same seed and ``now``
values a whole number of days apart give the same answers to relative-time questions.

The tables keep Moodle's names and conventions: the ``mdl_`` prefix, lowercase run-together column names
(``firstname``, ``lastname``, ``timecreated``, ``timemodified``, ``timestart``, ``timefinish``, ``duedate``,
``userid``, ``courseid``, ``fullname``, ``shortname``), an integer ``id`` on every table, and **every time an
integer number of seconds since the Unix epoch (UTC), 0 meaning "not set"**: ``mdl_user.lastaccess``,
``firstaccess``, ``lastlogin`` and ``currentlogin`` are 0 for someone who never logged in,
``mdl_user_enrolments.timeend`` is 0 for an enrolment without an end, ``mdl_assign.duedate`` 0 for an assignment
without a due date, ``mdl_quiz_attempts.timefinish`` 0 while an attempt is not finished (in progress, or
abandoned), ``mdl_quiz.timeopen``/``timeclose`` 0 for a quiz that is always open. Activity tables name their
course ``course`` (``mdl_assign.course``, ``mdl_quiz.course``, ``mdl_forum.course``), as Moodle does, while
``mdl_enrol`` and the log say ``courseid``; forum posts carry ``created`` and ``modified``. Unlike Moodle, a
missing reference is NULL rather than 0 (a faculty's ``parent``, a first post's ``parent``, the site course's
``category``, a site-level log event's ``courseid`` and ``contextid``) so that every reference can be a declared
foreign key.

Tables: ``mdl_user`` (row 1 is the guest account, row 2 the administrator; ``deleted`` accounts keep their row,
their username replaced by ``email.timestamp`` and their email by a hash, and lose their enrolments and roles;
``suspended`` accounts cannot log in), ``mdl_course_categories`` (four faculties, each the ``parent`` of its
departments; ``path``, ``depth``, ``coursecount``), ``mdl_course`` (row 1 is the site front page, ``format``
'site', with no category; every other course sits in a department), ``mdl_context`` (one course context,
``contextlevel`` 50, per course: ``instanceid`` is the course), ``mdl_role`` (Moodle's standard roles:
``shortname`` manager, coursecreator, editingteacher (a lecturer), teacher (a non-editing tutor), student, guest,
user, frontpage), ``mdl_role_assignments`` (user, role, course context), ``mdl_enrol`` (a course's enrolment
methods: ``enrol`` manual, self or guest, ``status`` 0 enabled, 1 disabled), ``mdl_user_enrolments`` (``status``
0 active, 1 suspended: the student withdrew), ``mdl_assign``, ``mdl_assign_submission`` (``status`` new: opened but
nothing handed in, draft, submitted; ``latest`` 1), ``mdl_assign_grades`` (``grader`` the lecturer, ``grade``
out of ``mdl_assign.grade``, **-1 meaning "no grade yet"**: the lecturer opened the submission without grading
it), ``mdl_quiz`` (``timelimit`` in seconds, ``sumgrades`` the raw maximum, ``grade`` the scaled maximum),
``mdl_quiz_attempts`` (``state`` inprogress, finished, abandoned; ``sumgrades`` NULL unless finished),
``mdl_forum`` (``type`` news: the lecturers' Announcements, nobody replies; general: the students' discussion
forum), ``mdl_forum_discussions`` (``firstpost``; ``timemodified`` the latest post), ``mdl_forum_posts``
(``parent`` NULL for the post that starts a discussion) and ``mdl_logstore_standard_log`` (``eventname``
``\\core\\event\\user_loggedin``, ``\\core\\event\\user_login_failed`` and ``\\core\\event\\course_viewed``).
A student is an account with the student role in some course; an enrolment is active when its ``status`` and its
method's are 0, it has started and its ``timeend`` is 0 or still ahead. Every activity of a user also shows in the
log, and ``lastaccess`` is the time of their latest logged event.

Planted signals:

* Introduction to Psychology (PSY101, taken as an elective across faculties) has about 510 students, almost twice
  the runner-up (Introduction to Programming);
* Quantum Computing Fundamentals and Medieval Latin II (next term, hidden) have nobody enrolled and no
  activities;
* 37 students have never logged in (lastaccess 0; the guest account has 0 too but is no student);
* 16 accounts are suspended; 24 deleted accounts also remain, 9 of them with ``suspended`` still 1;
* 42 accounts were created in the last 30 days (late registrations), none between 30 and 99 days back;
* Lab Report 3: Titration (CHEM201) drew about 40 % late submissions (about 50), more than twice as many as any
  other assignment;
* Hugh Carrick (History) takes about two weeks to grade, no other lecturer more than about seven days; a pile of
  his students' work is still waiting;
* Margaret Oyelaran and Tomasz Kowalczyk each teach four courses, no other lecturer more than three;
* students are in the middle of two quizzes right now (PSY101's Week 12 Check-in Quiz and CS101's Python
  Practice Quiz); older unfinished attempts were abandoned;
* the Linear Algebra Midterm Exam (90-minute limit) takes students about 70 minutes on average, far longer
  than any other quiz;
* Priya Raman wrote more than twice as many forum posts over the last 30 days as anyone else;
* six students' questions posted in the last 14 days are still waiting for a reply; every other question in
  those days has an answer;
* the Faculty of Science and Engineering runs the most courses (14);
* 14 exchange students' enrolments (four or five courses each, about 60 in all) end in the next 14 days;
* someone is trying passwords on the account dmcbride24: 46 failed logins in the last 24 hours, nobody else more
  than three;
* course views over the last 7 days rank Introduction to Programming, Introduction to Psychology and Calculus I
  first, second and third, well apart.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime
import hashlib
import pathlib
import random

from bench.estates.common import close_checked, new_database, utc_seconds

SCHEMA = """
CREATE TABLE mdl_user (
    id           INTEGER PRIMARY KEY,
    auth         TEXT NOT NULL,
    confirmed    INTEGER NOT NULL,
    deleted      INTEGER NOT NULL,
    suspended    INTEGER NOT NULL,
    username     TEXT NOT NULL UNIQUE,
    idnumber     TEXT NOT NULL,
    firstname    TEXT NOT NULL,
    lastname     TEXT NOT NULL,
    email        TEXT NOT NULL,
    institution  TEXT NOT NULL,
    department   TEXT NOT NULL,
    city         TEXT NOT NULL,
    country      TEXT NOT NULL,
    lang         TEXT NOT NULL,
    timezone     TEXT NOT NULL,
    firstaccess  INTEGER NOT NULL,
    lastaccess   INTEGER NOT NULL,
    lastlogin    INTEGER NOT NULL,
    currentlogin INTEGER NOT NULL,
    lastip       TEXT NOT NULL,
    timecreated  INTEGER NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_course_categories (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    idnumber     TEXT NOT NULL,
    parent       INTEGER REFERENCES mdl_course_categories(id),
    sortorder    INTEGER NOT NULL,
    coursecount  INTEGER NOT NULL,
    visible      INTEGER NOT NULL,
    depth        INTEGER NOT NULL,
    path         TEXT NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_course (
    id           INTEGER PRIMARY KEY,
    category     INTEGER REFERENCES mdl_course_categories(id),
    fullname     TEXT NOT NULL,
    shortname    TEXT NOT NULL UNIQUE,
    idnumber     TEXT NOT NULL,
    summary      TEXT NOT NULL,
    format       TEXT NOT NULL,
    startdate    INTEGER NOT NULL,
    enddate      INTEGER NOT NULL,
    visible      INTEGER NOT NULL,
    timecreated  INTEGER NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_context (
    id           INTEGER PRIMARY KEY,
    contextlevel INTEGER NOT NULL,
    instanceid   INTEGER NOT NULL REFERENCES mdl_course(id),
    path         TEXT NOT NULL,
    depth        INTEGER NOT NULL
);
CREATE TABLE mdl_role (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    shortname   TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    sortorder   INTEGER NOT NULL,
    archetype   TEXT NOT NULL
);
CREATE TABLE mdl_role_assignments (
    id           INTEGER PRIMARY KEY,
    roleid       INTEGER NOT NULL REFERENCES mdl_role(id),
    contextid    INTEGER NOT NULL REFERENCES mdl_context(id),
    userid       INTEGER NOT NULL REFERENCES mdl_user(id),
    timemodified INTEGER NOT NULL,
    modifierid   INTEGER NOT NULL REFERENCES mdl_user(id),
    component    TEXT NOT NULL,
    sortorder    INTEGER NOT NULL
);
CREATE TABLE mdl_enrol (
    id           INTEGER PRIMARY KEY,
    enrol        TEXT NOT NULL,
    status       INTEGER NOT NULL,
    courseid     INTEGER NOT NULL REFERENCES mdl_course(id),
    sortorder    INTEGER NOT NULL,
    enrolperiod  INTEGER NOT NULL,
    roleid       INTEGER NOT NULL REFERENCES mdl_role(id),
    timecreated  INTEGER NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_user_enrolments (
    id           INTEGER PRIMARY KEY,
    status       INTEGER NOT NULL,
    enrolid      INTEGER NOT NULL REFERENCES mdl_enrol(id),
    userid       INTEGER NOT NULL REFERENCES mdl_user(id),
    timestart    INTEGER NOT NULL,
    timeend      INTEGER NOT NULL,
    modifierid   INTEGER NOT NULL REFERENCES mdl_user(id),
    timecreated  INTEGER NOT NULL,
    timemodified INTEGER NOT NULL,
    UNIQUE (enrolid, userid)
);
CREATE TABLE mdl_assign (
    id                       INTEGER PRIMARY KEY,
    course                   INTEGER NOT NULL REFERENCES mdl_course(id),
    name                     TEXT NOT NULL,
    intro                    TEXT NOT NULL,
    allowsubmissionsfromdate INTEGER NOT NULL,
    duedate                  INTEGER NOT NULL,
    cutoffdate               INTEGER NOT NULL,
    gradingduedate           INTEGER NOT NULL,
    grade                    INTEGER NOT NULL,
    timemodified             INTEGER NOT NULL
);
CREATE TABLE mdl_assign_submission (
    id            INTEGER PRIMARY KEY,
    assignment    INTEGER NOT NULL REFERENCES mdl_assign(id),
    userid        INTEGER NOT NULL REFERENCES mdl_user(id),
    timecreated   INTEGER NOT NULL,
    timemodified  INTEGER NOT NULL,
    status        TEXT NOT NULL,
    attemptnumber INTEGER NOT NULL,
    latest        INTEGER NOT NULL,
    UNIQUE (assignment, userid, attemptnumber)
);
CREATE TABLE mdl_assign_grades (
    id            INTEGER PRIMARY KEY,
    assignment    INTEGER NOT NULL REFERENCES mdl_assign(id),
    userid        INTEGER NOT NULL REFERENCES mdl_user(id),
    timecreated   INTEGER NOT NULL,
    timemodified  INTEGER NOT NULL,
    grader        INTEGER NOT NULL REFERENCES mdl_user(id),
    grade         NUMERIC NOT NULL,
    attemptnumber INTEGER NOT NULL,
    UNIQUE (assignment, userid, attemptnumber)
);
CREATE TABLE mdl_quiz (
    id           INTEGER PRIMARY KEY,
    course       INTEGER NOT NULL REFERENCES mdl_course(id),
    name         TEXT NOT NULL,
    intro        TEXT NOT NULL,
    timeopen     INTEGER NOT NULL,
    timeclose    INTEGER NOT NULL,
    timelimit    INTEGER NOT NULL,
    attempts     INTEGER NOT NULL,
    sumgrades    NUMERIC NOT NULL,
    grade        NUMERIC NOT NULL,
    timecreated  INTEGER NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_quiz_attempts (
    id           INTEGER PRIMARY KEY,
    quiz         INTEGER NOT NULL REFERENCES mdl_quiz(id),
    userid       INTEGER NOT NULL REFERENCES mdl_user(id),
    attempt      INTEGER NOT NULL,
    preview      INTEGER NOT NULL,
    state        TEXT NOT NULL,
    timestart    INTEGER NOT NULL,
    timefinish   INTEGER NOT NULL,
    timemodified INTEGER NOT NULL,
    sumgrades    NUMERIC,
    UNIQUE (quiz, userid, attempt)
);
CREATE TABLE mdl_forum (
    id           INTEGER PRIMARY KEY,
    course       INTEGER NOT NULL REFERENCES mdl_course(id),
    type         TEXT NOT NULL,
    name         TEXT NOT NULL,
    intro        TEXT NOT NULL,
    timemodified INTEGER NOT NULL
);
CREATE TABLE mdl_forum_discussions (
    id           INTEGER PRIMARY KEY,
    course       INTEGER NOT NULL REFERENCES mdl_course(id),
    forum        INTEGER NOT NULL REFERENCES mdl_forum(id),
    name         TEXT NOT NULL,
    firstpost    INTEGER NOT NULL REFERENCES mdl_forum_posts(id) DEFERRABLE INITIALLY DEFERRED,
    userid       INTEGER NOT NULL REFERENCES mdl_user(id),
    timemodified INTEGER NOT NULL,
    usermodified INTEGER NOT NULL REFERENCES mdl_user(id),
    timestart    INTEGER NOT NULL,
    timeend      INTEGER NOT NULL,
    pinned       INTEGER NOT NULL
);
CREATE TABLE mdl_forum_posts (
    id         INTEGER PRIMARY KEY,
    discussion INTEGER NOT NULL REFERENCES mdl_forum_discussions(id) DEFERRABLE INITIALLY DEFERRED,
    parent     INTEGER REFERENCES mdl_forum_posts(id) DEFERRABLE INITIALLY DEFERRED,
    userid     INTEGER NOT NULL REFERENCES mdl_user(id),
    created    INTEGER NOT NULL,
    modified   INTEGER NOT NULL,
    mailed     INTEGER NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    wordcount  INTEGER NOT NULL
);
CREATE TABLE mdl_logstore_standard_log (
    id                INTEGER PRIMARY KEY,
    eventname         TEXT NOT NULL,
    component         TEXT NOT NULL,
    action            TEXT NOT NULL,
    target            TEXT NOT NULL,
    objecttable       TEXT,
    objectid          INTEGER,
    crud              TEXT NOT NULL,
    edulevel          INTEGER NOT NULL,
    contextid         INTEGER REFERENCES mdl_context(id),
    contextlevel      INTEGER NOT NULL,
    contextinstanceid INTEGER NOT NULL,
    userid            INTEGER REFERENCES mdl_user(id),
    courseid          INTEGER REFERENCES mdl_course(id),
    relateduserid     INTEGER REFERENCES mdl_user(id),
    anonymous         INTEGER NOT NULL,
    other             TEXT,
    timecreated       INTEGER NOT NULL,
    origin            TEXT NOT NULL,
    ip                TEXT NOT NULL
);
CREATE INDEX mdl_user_enrolments_user ON mdl_user_enrolments(userid);
CREATE INDEX mdl_assign_submission_assignment ON mdl_assign_submission(assignment);
CREATE INDEX mdl_assign_grades_assignment ON mdl_assign_grades(assignment);
CREATE INDEX mdl_quiz_attempts_quiz ON mdl_quiz_attempts(quiz);
CREATE INDEX mdl_forum_posts_discussion ON mdl_forum_posts(discussion);
CREATE INDEX mdl_logstore_standard_log_time ON mdl_logstore_standard_log(timecreated);
CREATE INDEX mdl_logstore_standard_log_user ON mdl_logstore_standard_log(userid);
"""

TERM_START = -105  # the autumn term's first day, counted from today
DAY = 86400
INSTITUTION = "Harrowfield University"
ROLES = [  # id, name, shortname, archetype
    (1, "Manager", "manager", "manager"),
    (2, "Course creator", "coursecreator", "coursecreator"),
    (3, "Teacher", "editingteacher", "editingteacher"),
    (4, "Non-editing teacher", "teacher", "teacher"),
    (5, "Student", "student", "student"),
    (6, "Guest", "guest", "guest"),
    (7, "Authenticated user", "user", "user"),
    (8, "Authenticated user on frontpage", "frontpage", "frontpage"),
]
STUDENT, EDITING_TEACHER, TUTOR = 5, 3, 4
FACULTIES = [  # name, idnumber, share of students, departments (name, idnumber)
    ("Faculty of Science and Engineering", "FSE", 0.34,
     [("Mathematics", "MATH"), ("Chemistry", "CHEM"), ("Computer Science", "CS"), ("Physics", "PHYS")]),
    ("Faculty of Arts and Humanities", "FAH", 0.2,
     [("English", "ENG"), ("History", "HIST"), ("Modern Languages", "LANG")]),
    ("Faculty of Social Sciences", "FSS", 0.28,
     [("Psychology", "PSY"), ("Economics", "ECON"), ("Sociology", "SOCI")]),
    ("Business School", "HBS", 0.18, [("Accounting and Finance", "ACCF"), ("Management", "MGMT")]),
]  # fmt: skip
# shortname, fullname, lecturer(s), assignment kind, topics of its assignments (a fourth is due ahead when given)
COURSES = [
    ("MATH101", "Calculus I", ["Margaret Oyelaran"], "Problem Sheet",
     ["Limits", "Derivatives", "Integration", "Series"]),
    ("MATH201", "Linear Algebra", ["Margaret Oyelaran"], "Problem Sheet",
     ["Matrices", "Vector Spaces", "Eigenvalues"]),
    ("MATH230", "Probability and Statistics", ["Margaret Oyelaran", "Rhys Pemberton"], "Problem Sheet",
     ["Random Variables", "Estimation", "Hypothesis Tests"]),
    ("MATH310", "Numerical Methods", ["Margaret Oyelaran"], "Coursework",
     ["Root Finding", "Interpolation", "ODE Solvers"]),
    ("CHEM101", "General Chemistry", ["Alison Thackeray"], "Lab Report",
     ["Stoichiometry", "Gas Laws", "Thermochemistry"]),
    ("CHEM201", "Analytical Chemistry", ["Alison Thackeray", "Samuel Okafor"], "Lab Report",
     ["Calibration Curves", "Chromatography", "Titration"]),
    ("CHEM310", "Organic Synthesis", ["Samuel Okafor"], "Lab Report",
     ["Grignard Reactions", "Aldol Condensation", "Protecting Groups"]),
    ("CS101", "Introduction to Programming", ["Tomasz Kowalczyk"], "Coursework",
     ["Turtle Graphics", "Text Adventure", "Data Wrangling", "Final Project Proposal"]),
    ("CS210", "Data Structures and Algorithms", ["Tomasz Kowalczyk"], "Coursework",
     ["Linked Lists", "Hash Tables", "Graph Search"]),
    ("CS220", "Databases", ["Tomasz Kowalczyk", "Leah Whitcombe"], "Coursework",
     ["ER Modelling", "SQL Queries", "Normalisation", "Database Design"]),
    ("CS340", "Machine Learning", ["Tomasz Kowalczyk"], "Coursework",
     ["Linear Regression", "Decision Trees", "Neural Networks"]),
    ("PHYS101", "Mechanics", ["Gareth Lloyd"], "Problem Sheet", ["Kinematics", "Newton's Laws", "Energy"]),
    ("PHYS210", "Electromagnetism", ["Gareth Lloyd"], "Problem Sheet",
     ["Electrostatics", "Magnetostatics", "Maxwell's Equations"]),
    ("PHYS330", "Quantum Computing Fundamentals", [], "", []),
    ("ENG101", "Reading Literature", ["Imogen Ashworth"], "Essay",
     ["Close Reading", "Narrative Voice", "Poetic Form"]),
    ("ENG220", "The Victorian Novel", ["Imogen Ashworth", "Daniel Fairbairn"], "Essay",
     ["Dickens and the City", "Eliot's Middlemarch", "Hardy's Wessex"]),
    ("HIST110", "Europe since 1945", ["Clare Devlin"], "Essay",
     ["Reconstruction", "The Cold War", "European Integration", "After 1989"]),
    ("HIST210", "The Medieval World", ["Hugh Carrick"], "Essay",
     ["Charlemagne", "The Crusades", "The Black Death"]),
    ("HIST305", "Empire and Decolonisation", ["Hugh Carrick"], "Essay",
     ["The Scramble for Africa", "Indian Independence", "Suez"]),
    ("LANG110", "Spanish for Beginners", ["Lucia Ferrer"], "Oral Presentation",
     ["Mi familia", "Mi ciudad", "De vacaciones"]),
    ("LANG120", "French for Beginners", ["Sophie Marchand"], "Oral Presentation",
     ["Ma famille", "Ma ville", "En vacances"]),
    ("LANG320", "Medieval Latin II", [], "", []),
    ("PSY101", "Introduction to Psychology", ["Naomi Fletcher"], "Essay",
     ["Memory", "Perception", "Development", "Social Influence"]),
    ("PSY210", "Cognitive Psychology", ["Naomi Fletcher", "Owen Brady"], "Lab Report",
     ["Stroop Effect", "Working Memory", "Attention"]),
    ("PSY230", "Research Methods", ["Owen Brady"], "Project", ["Literature Review", "Study Design", "Analysis Plan"]),
    ("ECON101", "Principles of Economics", ["Rajesh Iyer"], "Problem Set",
     ["Supply and Demand", "Elasticity", "Market Structures", "Macroeconomic Policy"]),
    ("ECON220", "Intermediate Microeconomics", ["Rajesh Iyer"], "Problem Set",
     ["Consumer Choice", "Production", "Game Theory"]),
    ("ECON310", "Econometrics", ["Helen Marsh"], "Project",
     ["OLS Replication", "Panel Data", "Instrumental Variables"]),
    ("SOCI101", "Introduction to Sociology", ["Kwame Mensah"], "Essay", ["Socialisation", "Class", "Deviance"]),
    ("SOCI220", "Social Theory", ["Kwame Mensah"], "Essay", ["Marx", "Durkheim", "Weber"]),
    ("SOCI240", "Urban Sociology", ["Beatriz Santos"], "Fieldwork Report",
     ["Neighbourhood Walk", "Public Space", "Gentrification"]),
    ("ACCF101", "Financial Accounting", ["Graham Whitlock"], "Case Study",
     ["Balance Sheets", "Cash Flow", "Ratio Analysis", "Group Accounts"]),
    ("ACCF210", "Corporate Finance", ["Graham Whitlock"], "Case Study",
     ["Capital Budgeting", "Cost of Capital", "Dividend Policy"]),
    ("MGMT101", "Principles of Management", ["Fiona Rutherford"], "Case Study",
     ["Planning", "Leadership", "Control"]),
    ("MGMT220", "Marketing", ["Fiona Rutherford", "Ahmed Siddiqui"], "Project",
     ["Market Research", "Brand Audit", "Campaign Plan"]),
    ("MGMT230", "Organisational Behaviour", ["Ahmed Siddiqui"], "Essay",
     ["Motivation", "Team Dynamics", "Organisational Culture"]),
    ("MGMT310", "Strategic Management", ["Ahmed Siddiqui"], "Case Study",
     ["Five Forces", "Resource-Based View", "Corporate Strategy"]),
]  # fmt: skip
NEW_COURSES = ("PHYS330", "LANG320")
# Assignments without a due date (a journal the students keep all term): course, name
JOURNALS = [("LANG110", "Language Learning Journal"), ("PSY230", "Research Diary"),
            ("MGMT230", "Reflective Log")]  # fmt: skip
# Days (from today) the fourth assignment of a course falls due; the ones 1 to 6 days ahead are "next week".
AHEAD_DUE = {"MATH101": 3, "CS101": 5, "CS220": 2, "HIST110": 6, "PSY101": 1, "ECON101": 11, "ACCF101": 16}
TUTORS = [  # non-editing teachers (postgraduate tutors) and the courses they tutor
    ("Ella Brennan", ["PSY101", "PSY210"]), ("Marco Rinaldi", ["CS101", "CS210"]), ("Aisha Bello", ["MATH101"]),
    ("Finn Gallagher", ["CHEM101", "CHEM201"]), ("Yuki Tanaka", ["PSY101"]), ("Joe Whitaker", ["ECON101"]),
    ("Anna Kowal", ["ENG101", "ENG220"]),
]  # fmt: skip
SLOW_GRADER = "Hugh Carrick"
LATE_ASSIGNMENT = "Lab Report 3: Titration"
MIDTERM = ("MATH201", "Midterm Exam")
TOP_POSTER = ("Priya", "Raman")
TARGETED_USERNAME = "dmcbride24"
UNANSWERED = [  # the students' questions of the last 14 days nobody has answered yet: course, day, title
    ("MATH201", -2, "Is question 4 on the problem sheet missing a condition?"),
    ("CHEM101", -4, "Lab safety induction for late starters?"),
    ("ECON220", -6, "Office hours during reading week"),
    ("SOCI220", -9, "Recommended edition of Economy and Society"),
    ("MGMT101", -11, "Group allocation for the Control case study"),
    ("CS210", -13, "Graph search coursework: can we use networkx?"),
]
QUESTION_TITLES = ["Question about the reading", "Clarification on the assignment brief", "Lecture slides",
                   "Exam format", "Extension request process", "Study group", "Referencing style",
                   "Problem with the submission page", "Week {w} tutorial", "Past papers",
                   "Seminar reading for week {w}", "Is the deadline 5pm or midnight?"]  # fmt: skip
FIRST = ["Amelia", "Oliver", "Isla", "George", "Ava", "Harry", "Mia", "Jack", "Sophia", "Noah", "Grace", "Leo",
         "Freya", "Arthur", "Lily", "Oscar", "Ella", "Charlie", "Evie", "Thomas", "Aisha", "Mohammed", "Zara",
         "Yusuf", "Chloe", "Ethan", "Ruby", "James", "Hannah", "Samuel", "Niamh", "Callum", "Eilidh", "Rhys",
         "Megan", "Dylan", "Priya", "Arjun", "Mei", "Wei", "Ana", "Luca", "Fatima", "Kofi", "Ines", "Mateusz",
         "Zofia", "Tariq", "Leila", "Declan", "Orla", "Siobhan", "Ewan", "Caitlin", "Ibrahim", "Nadia", "Joel",
         "Maya", "Theo", "Alice"]  # fmt: skip
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
        "Khan", "Ahmed", "Hughes", "Edwards", "Murphy", "Kelly", "Campbell", "Stewart", "Morgan", "Price",
        "Begum", "Chen", "Nguyen", "Kowalski", "Nowak", "Okoye", "Adeyemi", "Hussain", "Ali", "Singh", "Shah",
        "O'Connor", "Byrne", "MacLeod", "Fraser", "Lloyd", "Pritchard", "Moore", "Cooper", "Ward", "Bennett",
        "Fernandes", "Costa", "Rossi", "Schmidt", "Murray", "Reid", "Doyle", "Quinn"]  # fmt: skip
EXCHANGE = [("Universidad de Salamanca", "Salamanca", "ES"), ("Université de Lyon", "Lyon", "FR"),
            ("Universität Heidelberg", "Heidelberg", "DE"), ("Università di Bologna", "Bologna", "IT"),
            ("Uniwersytet Jagielloński", "Kraków", "PL")]  # fmt: skip
N_STUDENTS = 1450
N_NEVER = 37  # students who never logged in (12 of them registered in the last 30 days)
N_LATE_REGISTRATIONS = 42
N_DROPOUTS = 20
N_SUSPENDED = 16
N_DELETED = 24
N_EXCHANGE_ENDING = 14
POSTER_INDEX, TARGET_INDEX = 60, 61  # Priya Raman and Declan McBride among the students


@dataclasses.dataclass
class User:
    uid: int
    first: str
    last: str
    username: str
    faculty: int = -1
    year: int = 1
    created: int = 0
    engagement: float = 0.0
    never: bool = False
    stop_day: int = 1  # the last day with any activity (dropouts stop early)
    since: int = 0  # when their enrolments started
    exchange: bool = False
    ends: int = 0  # exchange students' enrolment end
    suspended: int = 0
    courses: list[str] = dataclasses.field(default_factory=list)
    events: list[int] = dataclasses.field(default_factory=list)
    logins: list[int] = dataclasses.field(default_factory=list)


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    now_dt = utc_seconds(now)
    midnight_dt = now_dt.replace(hour=0, minute=0, second=0)
    midnight = calendar.timegm(midnight_dt.timetuple())
    now_s = calendar.timegm(now_dt.timetuple())
    grid_now = midnight + (now_s - midnight) // 300 * 300  # now, down to the 5-minute grid
    db = new_database(path, SCHEMA)

    def at(day: int, minutes: int) -> int:
        return midnight + day * DAY + minutes * 60

    def grid(low: int, high: int) -> int:
        return 5 * rng.randint(low // 5, high // 5)

    def ip() -> str:
        return f"10.{rng.randint(20, 90)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"

    # Roles, categories, courses, contexts, enrolment methods
    db.executemany(
        "INSERT INTO mdl_role VALUES (?, ?, ?, ?, ?, ?)",
        [(rid, name, short, "", rid, arch) for rid, name, short, arch in ROLES],
    )
    category_rows: list[list[object]] = []
    dept_category: dict[str, int] = {}
    faculty_of_dept: dict[str, int] = {}
    course_count: dict[int, int] = {}
    cid = 0
    for f_index, (fname, fidn, _, depts) in enumerate(FACULTIES):
        cid += 1
        faculty_id = cid
        category_rows.append([faculty_id, fname, fidn, None, cid * 10000, 0, 1, 1, f"/{faculty_id}", at(-900, 600)])
        for dname, code in depts:
            cid += 1
            dept_category[code] = cid
            faculty_of_dept[code] = f_index
            category_rows.append([cid, dname, code, faculty_id, cid * 10000, 0, 1, 2, f"/{faculty_id}/{cid}",
                                  at(-900 + cid, 600)])  # fmt: skip
    course_id: dict[str, int] = {}
    course_rows: list[tuple[object, ...]] = [
        (1, None, "Harrowfield University Moodle", "HU Moodle", "", "", "site", 0, 0, 1, at(-1500, 540), at(-30, 540))
    ]
    course_created: dict[str, int] = {}
    for n, (short, full, *_) in enumerate(COURSES, start=2):
        course_id[short] = n
        dept = "".join(ch for ch in short if ch.isalpha())
        new = short in NEW_COURSES
        course_count[dept_category[dept]] = course_count.get(dept_category[dept], 0) + 1
        start = at(45, 0) if new else at(TERM_START, 0)
        end = 0 if short in ("MATH310", "SOCI240") else start + 119 * DAY
        created = at(-10, 600) if new else at(TERM_START - rng.randint(40, 80), grid(540, 1020))
        course_created[short] = created
        course_rows.append(
            (n, dept_category[dept], full, short, f"2025-{short}", f"<p>{full} ({short}).</p>", "topics", start, end,
             0 if new else 1, created, created + DAY * rng.randint(1, 9))
        )  # fmt: skip
    for row in category_rows:
        row[5] = course_count.get(int(str(row[0])), 0)
    db.executemany("INSERT INTO mdl_course_categories VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", category_rows)
    db.executemany("INSERT INTO mdl_course VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", course_rows)
    context_id = {short: 100 + n for short, n in course_id.items()}
    db.executemany(
        "INSERT INTO mdl_context VALUES (?, ?, ?, ?, ?)",
        [(context_id[short], 50, n, f"/1/{context_id[short]}", 2) for short, n in course_id.items()],
    )
    enrol_rows: list[tuple[object, ...]] = []
    manual: dict[str, int] = {}
    self_enrol: dict[str, int] = {}
    eid = 0
    for short, n in course_id.items():
        created = course_created[short]
        eid += 1
        manual[short] = eid
        enrol_rows.append((eid, "manual", 0, n, 0, 0, STUDENT, created, created))
        eid += 1
        self_enrol[short] = eid
        enabled = short in ("LANG110", "LANG120")
        enrol_rows.append((eid, "self", 0 if enabled else 1, n, 1, 0, STUDENT, created, created))
        if short == "ENG101":
            eid += 1
            enrol_rows.append((eid, "guest", 0, n, 2, 0, 6, created, created))
    db.executemany("INSERT INTO mdl_enrol VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", enrol_rows)

    # People
    users: list[User] = []
    taken: set[str] = set()

    def username(first: str, last: str, year: int) -> str:
        base = (first[0] + "".join(ch for ch in last if ch.isalpha())).lower()
        name = f"{base}{year:02d}"
        while name in taken:
            year += 1
            name = f"{base}{year:02d}"
        taken.add(name)
        return name

    guest = User(1, "Guest user", " ", "guest")
    admin = User(2, "Admin", "User", "admin", created=at(-1500, 540), engagement=0.9)
    users += [guest, admin]
    staff: dict[str, User] = {}
    staff_names = sorted({name for *_, lecturers, _, _ in COURSES for name in lecturers})
    staff_names += [name for name, _ in TUTORS]
    for name in staff_names:
        first, last = name.split(" ", 1)
        user = User(len(users) + 1, first, last, (first[0] + last).lower().replace("'", ""),
                    created=at(-rng.randint(400, 2400), grid(540, 1020)), engagement=rng.uniform(0.5, 0.8))  # fmt: skip
        taken.add(user.username)
        staff[name] = user
        users.append(user)
    by_faculty: list[list[str]] = [[] for _ in FACULTIES]
    for short, *_ in COURSES:
        if short not in NEW_COURSES:
            by_faculty[faculty_of_dept["".join(ch for ch in short if ch.isalpha())]].append(short)
    students: list[User] = []
    faculty_weights = [share for _, _, share, _ in FACULTIES]
    for k in range(N_STUDENTS):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if k == POSTER_INDEX:
            first, last = TOP_POSTER
        faculty = rng.choices(range(len(FACULTIES)), weights=faculty_weights)[0]
        year = rng.choices([1, 2, 3], weights=[0.4, 0.32, 0.28])[0]
        if k < N_LATE_REGISTRATIONS:
            year = 1
            created = at(-rng.randint(1, 29), grid(540, 1020))
        elif year == 1:
            created = at(-rng.randint(100, 120), grid(480, 1080))
        else:
            created = at(-rng.randint(100, 120) - 365 * (year - 1), grid(480, 1080))
        uname = TARGETED_USERNAME if k == TARGET_INDEX else username(first, last, 25 - year)
        if k == TARGET_INDEX:
            first, last = "Declan", "McBride"
            taken.add(uname)
        student = User(len(users) + 1, first, last, uname, faculty, year, created, rng.uniform(0.18, 0.55))
        pool = by_faculty[faculty]
        weights = [3.0 if int(short[-3]) == year else 0.6 for short in pool]
        chosen: list[str] = []
        while len(chosen) < min(4, len(pool)):
            short = rng.choices(pool, weights=weights)[0]
            if short not in chosen:
                chosen.append(short)
        if faculty == 2 and year == 1 and "PSY101" not in chosen:
            chosen[-1] = "PSY101"
        if faculty != 2 and year == 1 and rng.random() < 0.62:
            chosen.append("PSY101")
        if faculty != 0 and rng.random() < 0.12:
            chosen.append("CS101")
        student.courses = chosen
        students.append(student)
        users.append(student)
    priya, targeted = students[POSTER_INDEX], students[TARGET_INDEX]
    if "PSY101" not in priya.courses:
        priya.courses.append("PSY101")
    # who never logged in: 12 of the late registrations and 25 other first-years
    firsts = [s for s in students[N_LATE_REGISTRATIONS:] if s.year == 1]
    never = students[N_LATE_REGISTRATIONS - 12 : N_LATE_REGISTRATIONS] + rng.sample(firsts, N_NEVER - 12)
    for s in never:
        s.never = True
    others = [s for s in students if not s.never and s not in (priya, targeted)]
    dropouts = rng.sample(others, N_DROPOUTS)
    for s in dropouts:
        s.stop_day = -rng.randint(40, 75)
    exchange_pool = [s for s in others if s not in dropouts and s.year == 1 and s.created < at(-100, 0)]
    exchange = rng.sample(exchange_pool, 30)
    for n, s in enumerate(exchange):
        s.exchange = True
        s.ends = at(rng.randint(1, 13), 1435) if n < N_EXCHANGE_ENDING else at(rng.randint(16, 60), 1435)
    suspended = rng.sample([s for s in others if s not in dropouts and not s.exchange], N_SUSPENDED)
    for s in suspended:
        s.suspended = 1
        s.stop_day = -rng.randint(3, 25)

    # The user table (access times are filled in at the end, from the activity)
    user_rows: list[tuple[object, ...]] = []
    for user in users:
        is_student = user.faculty >= 0
        domain = "student.harrowfield.ac.uk" if is_student else "harrowfield.ac.uk"
        if user.exchange:
            institution, city, country = EXCHANGE[user.uid % len(EXCHANGE)]
        else:
            institution, city, country = INSTITUTION, "Harrowfield", "GB"
        department = FACULTIES[user.faculty][0] if is_student else "Staff"
        idnumber = f"{24 - user.year + 1:02d}{100000 + user.uid:06d}" if is_student else f"E{5000 + user.uid}"
        auth = "manual" if user.uid <= 2 or user.exchange else "ldap"
        if user is guest:
            institution = department = idnumber = city = country = ""
        email = f"{user.username}@{domain}" if user is not guest else "root@localhost"
        user_rows.append(
            (user.uid, auth, 1, 0, user.suspended, user.username, idnumber, user.first, user.last, email,
             institution, department, city, country, "en", "99", 0, 0, 0, 0, "", user.created,
             user.created + 60 * grid(5, 600))
        )  # fmt: skip
    for k in range(N_DELETED):  # accounts deleted earlier: enrolments and roles gone, the row kept
        first, last = rng.choice(FIRST), rng.choice(LAST)
        created = at(-rng.randint(140, 900), grid(480, 1080))
        gone = at(-rng.randint(35, 130), grid(480, 1080))
        email = f"{username(first, last, 21)}@student.harrowfield.ac.uk"
        name = f"{email}.{gone}"
        hashed = hashlib.md5(name.encode(), usedforsecurity=False).hexdigest()
        user_rows.append(
            (len(user_rows) + 1, "ldap", 1, 1, 1 if k < 9 else 0, name, "", first, last, hashed, INSTITUTION,
             "", "Harrowfield", "GB", "en", "99", created + 3600, gone - 86400, gone - 3 * 86400, gone - 86400,
             "", created, gone)
        )  # fmt: skip
    db.executemany(
        "INSERT INTO mdl_user VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", user_rows
    )

    def access(user: User) -> tuple[object, ...]:
        events = sorted(t for t in user.events if t <= now_s)
        logins = sorted(t for t in user.logins if t <= now_s)
        first_access = events[0] if events else 0
        last_access = events[-1] if events else 0
        current = logins[-1] if logins else 0
        previous = logins[-2] if len(logins) > 1 else 0
        return (first_access, last_access, previous, current, ip() if last_access else "", user.uid)

    # Enrolments and roles
    ue_rows: list[tuple[object, ...]] = []
    ra_rows: list[tuple[object, ...]] = []
    withdrawn: set[tuple[int, str]] = set()
    lecturers_of: dict[str, list[User]] = {}
    tutors_of: dict[str, list[User]] = {}

    def enrol(user: User, short: str, role: int, start: int, end: int = 0, status: int = 0) -> None:
        via_self = short in ("LANG110", "LANG120") and role == STUDENT and rng.random() < 0.7
        method = self_enrol[short] if via_self else manual[short]
        modifier = user.uid if via_self else 2
        ue_rows.append((len(ue_rows) + 1, status, method, user.uid, start, end, modifier, start, start))
        ra_rows.append((len(ra_rows) + 1, role, context_id[short], user.uid, start, modifier, "", 0))

    for short, _, lecturers, *_ in COURSES:
        lecturers_of[short] = [staff[name] for name in lecturers]
        for user in lecturers_of[short]:
            enrol(user, short, EDITING_TEACHER, at(TERM_START - rng.randint(20, 40), grid(540, 1020)))
    for name, shorts in TUTORS:
        for short in shorts:
            tutors_of.setdefault(short, []).append(staff[name])
            enrol(staff[name], short, TUTOR, at(TERM_START - rng.randint(3, 15), grid(540, 1020)))
    for s in students:
        start = max(s.created, at(TERM_START - rng.randint(2, 9), grid(480, 1080)))
        s.since = start
        for short in s.courses:
            status = 0
            if not s.never and not s.exchange and rng.random() < 0.012:
                status = 1
                withdrawn.add((s.uid, short))
            enrol(s, short, STUDENT, start, s.ends if s.exchange else 0, status)
    db.executemany("INSERT INTO mdl_role_assignments VALUES (?, ?, ?, ?, ?, ?, ?, ?)", ra_rows)
    db.executemany("INSERT INTO mdl_user_enrolments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", ue_rows)
    enrolled: dict[str, list[User]] = {}
    for s in students:
        for short in s.courses:
            if (s.uid, short) not in withdrawn:
                enrolled.setdefault(short, []).append(s)

    # Logins and course views
    log_rows: list[tuple[object, ...]] = []
    view_weight = {"CS101": 3.1, "MATH101": 2.7, "PSY101": 1.0}

    def log(event: str, user: User | None, when: int, short: str | None = None, other: str | None = None) -> None:
        row: tuple[object, ...]
        if event == "loggedin":
            row = ("\\core\\event\\user_loggedin", "core", "loggedin", "user", "user", user.uid if user else None,
                   "r", 0, None, 10, 0, user.uid if user else None, None, None, 0, None, when, "web", ip())  # fmt: skip
        elif event == "failed":
            row = ("\\core\\event\\user_login_failed", "core", "failed", "user_login", None, None, "r", 0, None,
                   10, 0, user.uid if user else None, None, None, 0, other, when, "web", other_ip)  # fmt: skip
        else:
            assert short is not None
            assert user is not None
            row = ("\\core\\event\\course_viewed", "core", "viewed", "course", None, None, "r", 2,
                   context_id[short], 50, course_id[short], user.uid, course_id[short], None, 0, None, when, "web",
                   ip())  # fmt: skip
        log_rows.append(row)
        if user is not None and event != "failed":
            user.events.append(when)
            if event == "loggedin":
                user.logins.append(when)

    other_ip = "185.220.101.7"
    active_users = [admin, *staff.values(), *students]
    for user in active_users:
        if user.never:
            continue
        first_day = max(TERM_START - 10, (max(user.created, user.since) - midnight) // DAY)
        if user.faculty >= 0:
            first_day = max(first_day, TERM_START - 3)
        own = [short for short in user.courses if (user.uid, short) not in withdrawn]
        if user in staff.values():
            own = [short for short, ls in lecturers_of.items() if user in ls]
            own += [short for short, ts in tutors_of.items() if user in ts]
        weights = [view_weight.get(short, 1.0) for short in own]
        last_login = -999
        for day in range(first_day, min(user.stop_day, 0) + 1):
            if rng.random() < 0.6 * user.engagement or day - last_login >= 6:
                last_login = day
                when = at(day, grid(420, 1435) if rng.random() < 0.88 else grid(0, 415))
                if when > now_s or when < max(user.created, user.since):
                    continue
                log("loggedin", user, when)
                if own:
                    for k in range(rng.randint(1, 2)):
                        view = when + 300 * (k + 1)
                        if view <= now_s:
                            log("viewed", user, view, rng.choices(own, weights=weights)[0])
    for s in rng.sample([s for s in students if not s.never], 120):  # mistyped passwords, now and then
        when = at(-rng.randint(2, 100), grid(420, 1380))
        log("failed", s, when, other='{"username":"' + s.username + '","reason":3}')
    attempted = '{"username":"' + targeted.username + '","reason":3}'
    for k in range(46):
        log("failed", targeted, grid_now - 300 * (3 + 5 * k), other=attempted)
    for _ in range(3):
        s = rng.choice([s for s in students if not s.never and s is not targeted])
        log("failed", s, grid_now - 300 * rng.randint(2, 250), other='{"username":"' + s.username + '","reason":3}')
    for k in range(25):  # usernames that do not exist
        log("failed", None, at(-rng.randint(0, 100), grid(0, 1435)) if k else grid_now - 600,
            other='{"username":"admin1","reason":1}')  # fmt: skip
    log_rows = [row for row in log_rows if int(str(row[16])) <= now_s]

    # Assignments, submissions, grades
    assign_rows: list[tuple[object, ...]] = []
    sub_rows: list[tuple[object, ...]] = []
    grade_rows: list[tuple[object, ...]] = []
    speed = {name: rng.uniform(1.5, 5.5) for name in staff}
    speed[SLOW_GRADER] = 14.5
    for short, _, lecturers, kind, topics in COURSES:
        if not lecturers:
            continue
        dues = [at(-80 + rng.randint(-4, 4), grid(900, 1020)), at(-45 + rng.randint(-4, 4), grid(900, 1020)),
                at(-14 + rng.randint(-3, 3), grid(900, 1020))]  # fmt: skip
        if len(topics) > 3:
            dues.append(at(AHEAD_DUE[short], 1020))
        items = [(f"{kind} {k}: {topic}", due) for k, (topic, due) in enumerate(zip(topics, dues, strict=True), 1)]
        items += [(name, 0) for course, name in JOURNALS if course == short]
        for name, due in items:
            aid = len(assign_rows) + 1
            opens = (due - 21 * DAY) if due else at(TERM_START, 540)
            assign_rows.append((aid, course_id[short], name, f"<p>{name}</p>", opens, due, 0,
                                due + 7 * DAY if due else 0, 100, opens - DAY * rng.randint(1, 5)))  # fmt: skip
            late_share = 0.4 if name == LATE_ASSIGNMENT else 0.035
            for s in enrolled.get(short, []):
                if s.never:
                    continue
                stop = at(s.stop_day, 1435)
                handed = None
                if due and due <= now_s:
                    if rng.random() < 0.72 + 0.45 * s.engagement:
                        handed = due - 60 * grid(30, 4000)
                        if rng.random() < late_share:
                            handed = due + 60 * grid(35, 4300)
                elif opens <= now_s and rng.random() < (0.35 if due else 0.55):
                    handed = due - 60 * grid(60, 9000) if due else at(-rng.randint(1, 90), grid(480, 1380))
                if handed is not None and (handed > now_s or handed > stop or handed < max(opens, s.since)):
                    handed = None
                if handed is None:
                    if rng.random() < 0.3 and max(opens, s.since) + 3600 <= min(now_s, stop):
                        seen = rng.randint(max(opens, s.since) // 300 + 1, min(now_s, stop) // 300) * 300
                        state = "draft" if rng.random() < 0.4 else "new"
                        sub_rows.append((len(sub_rows) + 1, aid, s.uid, seen, seen, state, 0, 1))
                        s.events.append(seen)
                    continue
                begun = max(opens, s.since, handed - 60 * grid(0, 4000))
                sub_rows.append((len(sub_rows) + 1, aid, s.uid, begun, handed, "submitted", 0, 1))
                s.events.append(handed)
                if not due:
                    continue  # journals are graded at the end of term
                grader = rng.choice(lecturers_of[short])
                days = speed[f"{grader.first} {grader.last}"] * rng.uniform(0.6, 1.4)
                graded = (max(handed, due) + int(days * DAY)) // 300 * 300
                if graded <= now_s:
                    mark = round(min(98.0, max(18.0, rng.gauss(62 + 20 * s.engagement, 11))), 2)
                    grade_rows.append((len(grade_rows) + 1, aid, s.uid, graded, graded, grader.uid, mark, 0))
                    grader.events.append(graded)
                elif rng.random() < 0.3 and max(handed, due) // 300 + 1 <= now_s // 300:
                    opened = rng.randint(max(handed, due) // 300 + 1, now_s // 300) * 300
                    if opened <= now_s:
                        grade_rows.append((len(grade_rows) + 1, aid, s.uid, opened, opened, grader.uid, -1, 0))
    db.executemany("INSERT INTO mdl_assign VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", assign_rows)
    db.executemany("INSERT INTO mdl_assign_submission VALUES (?, ?, ?, ?, ?, ?, ?, ?)", sub_rows)
    db.executemany("INSERT INTO mdl_assign_grades VALUES (?, ?, ?, ?, ?, ?, ?, ?)", grade_rows)

    # Quizzes and attempts
    quiz_rows: list[tuple[object, ...]] = []
    attempt_rows: list[tuple[object, ...]] = []

    def attempt(qid: int, s: User, number: int, start: int, minutes: int, state: str, raw: float) -> None:
        finish = start + 60 * minutes if state == "finished" else 0
        modified = finish or start + 60 * grid(5, 30)
        if state == "inprogress":
            modified = start
        score = round(raw * rng.uniform(0.35, 1.0), 5) if state == "finished" else None
        attempt_rows.append((len(attempt_rows) + 1, qid, s.uid, number, 0, state, start, finish, modified, score))
        s.events.append(modified)

    for short, _, lecturers, *_ in COURSES:
        if not lecturers:
            continue
        quizzes = [("Week 3 Quiz", 3 * 7, 1800, 18), ("Week 8 Quiz", 8 * 7, 1800, 20)]
        if short == MIDTERM[0]:
            quizzes.append((MIDTERM[1], 7 * 7, 5400, 70))
        for name, offset, limit, mean in quizzes:
            qid = len(quiz_rows) + 1
            opens = at(TERM_START + offset, 540)
            closes = opens + 7 * DAY + 14 * 3600 + 55 * 60
            raw = 20.0 if limit == 1800 else 60.0
            scaled = 10.0 if raw == 20 else 100.0
            quiz_rows.append((qid, course_id[short], name, "", opens, closes, limit, 1, raw, scaled, opens - 14 * DAY,
                              opens - 2 * DAY))  # fmt: skip
            for s in enrolled.get(short, []):
                if s.never or rng.random() > 0.55 + 0.6 * s.engagement:
                    continue
                start = opens + 60 * grid(0, 7 * 1440)
                if start > min(now_s, at(s.stop_day, 1435)) or start < s.since:
                    continue
                if rng.random() < 0.025:
                    attempt(qid, s, 1, start, 0, "abandoned", raw)
                else:
                    minutes = max(5, min(limit // 60, 5 * round(rng.gauss(mean, mean * 0.22) / 5)))
                    attempt(qid, s, 1, start, minutes, "finished", raw)
    # CS101's practice quiz (always open, unlimited attempts) and PSY101's check-in quiz (open since this morning)
    practice = len(quiz_rows) + 1
    quiz_rows.append((practice, course_id["CS101"], "Python Practice Quiz", "", 0, 0, 0, 0, 10.0, 10.0,
                      at(TERM_START - 5, 600), at(TERM_START - 5, 600)))  # fmt: skip
    practising = [s for s in enrolled["CS101"] if not s.never]
    for s in practising:
        for number in range(1, rng.randint(1, 5)):
            start = at(rng.randint(TERM_START, -1), grid(480, 1380))
            if s.since <= start < at(s.stop_day, 1435):
                attempt(practice, s, number, start, grid(10, 25), "finished", 10.0)
    for s in rng.sample(practising, 2):
        attempt(practice, s, 9, grid_now - 300 * rng.randint(1, 6), 0, "inprogress", 10.0)
    checkin = len(quiz_rows) + 1
    quiz_rows.append((checkin, course_id["PSY101"], "Week 12 Check-in Quiz", "", grid_now - 3 * 3600,
                      grid_now + 21 * 3600, 1200, 1, 10.0, 10.0, at(-8, 600), at(-2, 600)))  # fmt: skip
    takers = rng.sample([s for s in enrolled["PSY101"] if not s.never and s.stop_day > 0 and not s.suspended], 40)
    for k, s in enumerate(takers):
        if k < 9:
            attempt(checkin, s, 1, grid_now - 300 * rng.randint(1, 3), 0, "inprogress", 10.0)
        else:
            attempt(checkin, s, 1, grid_now - 300 * rng.randint(8, 34), grid(10, 20), "finished", 10.0)
    db.executemany("INSERT INTO mdl_quiz VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", quiz_rows)
    db.executemany("INSERT INTO mdl_quiz_attempts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", attempt_rows)

    # Forums: the lecturers' announcements and the students' discussion forums
    forum_rows: list[tuple[object, ...]] = []
    discussions: list[tuple[int, int, str, User]] = []  # course, forum, name, author
    general_forums: set[int] = set()
    posts: list[tuple[int, int, int, int, str]] = []  # discussion index, created, author, is first, subject
    for short, _, lecturers, *_ in COURSES:
        if not lecturers:
            continue
        news, general = len(forum_rows) + 1, len(forum_rows) + 2
        created = at(TERM_START - 20, 600)
        forum_rows.append((news, course_id[short], "news", "Announcements", "", created))
        forum_rows.append((general, course_id[short], "general", "Course discussion", "", created))
        general_forums.add(general)
        for day in range(TERM_START, 1, 9):
            when = at(day + rng.randint(0, 3), grid(480, 1020))
            if when <= now_s:
                author = rng.choice(lecturers_of[short])
                d = len(discussions)
                discussions.append((course_id[short], news, f"Week {(day - TERM_START) // 7 + 1} update", author))
                posts.append((d, when, author.uid, 1, ""))
                author.events.append(when)
        crowd = [s for s in enrolled.get(short, []) if not s.never]
        helpers = lecturers_of[short] + tutors_of.get(short, [])
        n_questions = max(4, len(crowd) // 7)
        for _ in range(n_questions):
            day = rng.randint(TERM_START + 3, 0)
            when = at(day, grid(480, 1380))
            if when > grid_now - 2 * 3600:
                continue
            asker = rng.choice(crowd)
            if when > at(asker.stop_day, 1435) or when < asker.since:
                continue
            title = rng.choice(QUESTION_TITLES).format(w=(day - TERM_START) // 7 + 1)
            d = len(discussions)
            discussions.append((course_id[short], general, title, asker))
            posts.append((d, when, asker.uid, 1, title))
            asker.events.append(when)
            replies = rng.randint(1, 5)
            reply_at = when
            for r in range(replies):
                reply_at += 60 * (grid(5, 60) if r == 0 else grid(30, 2880))
                if reply_at > now_s:
                    break
                author = rng.choice(helpers) if rng.random() < 0.25 else rng.choice(crowd)
                if reply_at > at(author.stop_day, 1435) or reply_at < author.since:
                    author = rng.choice(helpers)
                posts.append((d, reply_at, author.uid, 0, "Re: " + title))
                author.events.append(reply_at)
        for course, day, title in UNANSWERED:
            if course == short:
                asker = rng.choice([s for s in crowd if s.stop_day > 0 and s.since < at(day, 0)])
                when = at(day, grid(540, 1020))
                d = len(discussions)
                discussions.append((course_id[short], general, title, asker))
                posts.append((d, when, asker.uid, 1, title))
                asker.events.append(when)
    hers = {course_id[c] for c in priya.courses}
    quiet = {title for *_, title in UNANSWERED}
    priya_discussions = [d for d, (course, forum, name, _) in enumerate(discussions)
                         if course in hers and forum in general_forums and name not in quiet]  # fmt: skip
    for _ in range(66):
        d = rng.choice(priya_discussions)
        first_post = min(when for dd, when, *_ in posts if dd == d)
        when = max(first_post + 300, at(-rng.randint(1, 29), grid(540, 1380)))
        if when <= now_s:
            posts.append((d, when, priya.uid, 0, "Re: " + discussions[d][2]))
            priya.events.append(when)
    posts.sort(key=lambda p: (p[1], p[0], p[3] == 0))
    post_rows: list[tuple[object, ...]] = []
    first_of: dict[int, int] = {}
    last_of: dict[int, tuple[int, int]] = {}
    for pid, (d, when, writer, is_first, subject) in enumerate(posts, start=1):
        if is_first:
            first_of[d] = pid
        parent = None if is_first else first_of[d]
        words = rng.randint(12, 240)
        post_rows.append((pid, d + 1, parent, writer, when, when, 1, subject or discussions[d][2],
                          "<p>" + "lorem " * min(words, 20) + "</p>", words))  # fmt: skip
        last_of[d] = (when, writer)
    discussion_rows = [
        (d + 1, course, forum, name, first_of[d], author.uid, last_of[d][0], last_of[d][1], 0, 0, 0)
        for d, (course, forum, name, author) in enumerate(discussions)
    ]
    db.executemany("INSERT INTO mdl_forum VALUES (?, ?, ?, ?, ?, ?)", forum_rows)
    db.executemany("INSERT INTO mdl_forum_discussions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", discussion_rows)
    db.executemany("INSERT INTO mdl_forum_posts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", post_rows)

    # Every activity happens in a session: the log's logins and the users' access times follow it
    for user in active_users:
        logged = set(user.logins)
        for when in sorted(set(user.events) - logged):
            if when <= now_s and not any(0 <= when - t <= 6 * 3600 for t in user.logins):
                log("loggedin", user, max(user.created, when - 300))
    log_rows.sort(key=lambda row: (int(str(row[16])), str(row[0])))
    db.executemany(
        "INSERT INTO mdl_logstore_standard_log VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(n, *row) for n, row in enumerate(log_rows, start=1)],
    )

    # Access times come from the activity above
    db.executemany(
        "UPDATE mdl_user SET firstaccess = ?, lastaccess = ?, lastlogin = ?, currentlogin = ?, lastip = ? WHERE id = ?",
        [access(user) for user in users],
    )
    close_checked(db, "lms")
