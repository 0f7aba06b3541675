"""A permanent- and contract-staffing recruitment agency (a UK tech recruiter) as a SQLite file, for execution
benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): vacancies were opened
over the 120 days before ``now`` (plus some older ones still running or closed early in the window),
applications, interviews and invoices sit on a 5-minute grid of those days, and interviews are booked up to 14
days ahead, so two builds with the same seed and ``now`` values a whole number of days apart give the same
answers to relative-time questions. Timestamps (``*_at``) are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; plain
dates (``*_on``, ``start_dt``) are ``YYYY-MM-DD``. Names are plain snake_case with the agency's abbreviations
(``cand_id``, ``req_id``, ``app_id``, ``intv_id``, ``plc_id``, ``yrs_exp``, ``sal_min``, ``fee_gbp``,
``stage_cd``), some tables singular (``client``, ``recruiter``, ``candidate``, ``application``).

A vacancy (``job_req``) belongs to a client and is run by a recruiter; it is open exactly when ``closed_at``
is NULL (``req_status`` open), otherwise filled or cancelled. Candidates apply to vacancies
(``application``); an application's current stage is a code in the ``app_stage`` lookup (APPL applied, SCRN
screening, INTV interviewing, OFFR offer made, HIRE hired, REJ rejected, WDRN withdrawn). Interviews belong
to an application and are run by a recruiter; ``outcome`` (pass, fail, no_show) is NULL until the feedback is
in, and always NULL for interviews still to come. A hire becomes a ``placement`` (one per hired application):
``salary_gbp`` a year, the agency's ``fee_gbp``, ``invoiced_at``, ``paid_at`` NULL while the fee is unpaid,
``start_dt`` the first day at work (may be in the future). ``candidate.source_recruiter_id`` is the recruiter
who head-hunted the candidate (NULL when they came in on their own, through ``source``). Candidates' skills
are a link table (``cand_skill``, ``skill_lvl`` 1 to 5).

Planted signals:

* Priya Nair made far more placements in the last 90 days than any other recruiter;
* Northwind Logistics has eight open vacancies, no other client more than three;
* nobody on the books has COBOL, Fortran or Erlang; Python is the most common skill by far;
* four open vacancies (opened in the last two days) have no application at all; every other has some;
* Helix Biotech's filled vacancies took about 75 days to fill on average, everyone else's about 30;
* candidates who came through a job board miss about a quarter of their interviews, others about 5 %;
* Brightwater Retail has never paid a placement fee inside the window: it owes the most by far;
* Tom Becker sits on far more interviews awaiting feedback than anyone else;
* three candidates (Kofi Mensah, Ilse Janssen, Dario Russo) applied to at least seven vacancies in the last 30
  days, nobody else to more than four;
* two recruiters who joined in the last three weeks have no vacancy assigned yet.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE client (
    client_id   INTEGER PRIMARY KEY,
    client_nm   TEXT NOT NULL UNIQUE,
    industry    TEXT NOT NULL,
    city        TEXT NOT NULL,
    signed_on   TEXT NOT NULL,
    fee_pct     NUMERIC(4, 1) NOT NULL
);
CREATE TABLE recruiter (
    recruiter_id INTEGER PRIMARY KEY,
    full_name    TEXT NOT NULL UNIQUE,
    team         TEXT NOT NULL,
    hired_on     TEXT NOT NULL,
    email        TEXT NOT NULL UNIQUE
);
CREATE TABLE skill (
    skill_id  INTEGER PRIMARY KEY,
    skill_nm  TEXT NOT NULL UNIQUE,
    skill_cat TEXT NOT NULL
);
CREATE TABLE candidate (
    cand_id             INTEGER PRIMARY KEY,
    first_nm            TEXT NOT NULL,
    last_nm             TEXT NOT NULL,
    email               TEXT NOT NULL UNIQUE,
    city                TEXT NOT NULL,
    yrs_exp             INTEGER NOT NULL,
    source              TEXT NOT NULL,
    source_recruiter_id INTEGER REFERENCES recruiter(recruiter_id),
    created_at          TEXT NOT NULL
);
CREATE TABLE cand_skill (
    cand_id   INTEGER NOT NULL REFERENCES candidate(cand_id),
    skill_id  INTEGER NOT NULL REFERENCES skill(skill_id),
    skill_lvl INTEGER NOT NULL,
    PRIMARY KEY (cand_id, skill_id)
);
CREATE TABLE job_req (
    req_id        INTEGER PRIMARY KEY,
    client_id     INTEGER NOT NULL REFERENCES client(client_id),
    recruiter_id  INTEGER NOT NULL REFERENCES recruiter(recruiter_id),
    job_title     TEXT NOT NULL,
    contract_type TEXT NOT NULL,
    sal_min       INTEGER NOT NULL,
    sal_max       INTEGER NOT NULL,
    remote_ok     INTEGER NOT NULL,
    opened_at     TEXT NOT NULL,
    closed_at     TEXT,
    req_status    TEXT NOT NULL
);
CREATE TABLE app_stage (
    stage_cd    TEXT PRIMARY KEY,
    stage_desc  TEXT NOT NULL,
    sort_order  INTEGER NOT NULL,
    is_terminal INTEGER NOT NULL
);
CREATE TABLE application (
    app_id           INTEGER PRIMARY KEY,
    cand_id          INTEGER NOT NULL REFERENCES candidate(cand_id),
    req_id           INTEGER NOT NULL REFERENCES job_req(req_id),
    applied_at       TEXT NOT NULL,
    stage_cd         TEXT NOT NULL REFERENCES app_stage(stage_cd),
    stage_updated_at TEXT NOT NULL,
    UNIQUE (cand_id, req_id)
);
CREATE TABLE interview (
    intv_id      INTEGER PRIMARY KEY,
    app_id       INTEGER NOT NULL REFERENCES application(app_id),
    recruiter_id INTEGER NOT NULL REFERENCES recruiter(recruiter_id),
    round_no     INTEGER NOT NULL,
    sched_at     TEXT NOT NULL,
    duration_min INTEGER NOT NULL,
    mode         TEXT NOT NULL,
    outcome      TEXT
);
CREATE TABLE placement (
    plc_id      INTEGER PRIMARY KEY,
    app_id      INTEGER NOT NULL UNIQUE REFERENCES application(app_id),
    salary_gbp  INTEGER NOT NULL,
    fee_gbp     NUMERIC(10, 2) NOT NULL,
    start_dt    TEXT NOT NULL,
    invoiced_at TEXT NOT NULL,
    paid_at     TEXT
);
CREATE INDEX application_req ON application(req_id);
CREATE INDEX application_cand ON application(cand_id);
CREATE INDEX interview_app ON interview(app_id);
"""

DAYS_BACK = 120
STAGES = [
    ("APPL", "Applied", 1, 0), ("SCRN", "Phone screen", 2, 0), ("INTV", "Interviewing", 3, 0),
    ("OFFR", "Offer made", 4, 0), ("HIRE", "Hired", 5, 1), ("REJ", "Rejected", 6, 1), ("WDRN", "Withdrawn", 7, 1),
]  # fmt: skip
CLIENTS = [  # name, industry, city, weight
    ("Northwind Logistics", "logistics", "Manchester", 1.0), ("Helix Biotech", "life sciences", "Cambridge", 1.2),
    ("Brightwater Retail", "retail", "Leeds", 1.0), ("Quayside Bank", "financial services", "London", 1.6),
    ("Fernhill Energy", "energy", "Aberdeen", 0.8), ("Copperleaf Games", "gaming", "Guildford", 1.0),
    ("Harbour Health Trust", "healthcare", "Bristol", 1.0), ("Ashgrove Insurance", "insurance", "Norwich", 1.0),
    ("Pennine Telecom", "telecoms", "Sheffield", 0.9), ("Larkspur Media", "media", "London", 0.8),
    ("Oakridge Software", "software", "Reading", 1.5), ("Silverline Rail", "transport", "Birmingham", 0.7),
    ("Thistle Analytics", "software", "Edinburgh", 1.1), ("Kestrel Aerospace", "aerospace", "Derby", 0.7),
    ("Meridian Legal", "legal", "London", 0.6), ("Riverbank Foods", "food & drink", "Nottingham", 0.7),
    ("Greystone Property", "property", "Glasgow", 0.5), ("Lumen Payments", "fintech", "London", 1.3),
    ("Wavecrest Marine", "engineering", "Southampton", 0.6), ("Bramble Education", "education", "Oxford", 0.6),
    ("Cobalt Security", "cyber security", "Cheltenham", 0.9), ("Sunfield Solar", "energy", "Cardiff", 0.6),
    ("Orchard Pharmacy Group", "healthcare", "Liverpool", 0.5), ("Vantage Consulting", "consulting", "London", 0.8),
    ("Highmoor Water", "utilities", "York", 0.5), ("Tidewell Shipping", "logistics", "Hull", 0.5),
    ("Parkside Hotels", "hospitality", "Bath", 0.4), ("Evergreen Charity Trust", "charity", "Leicester", 0.3),
]  # fmt: skip
RECRUITERS = [  # name, team, days since hired
    ("Priya Nair", "perm", 900), ("Tom Becker", "perm", 700), ("Sarah Whitfield", "perm", 1200),
    ("James O'Connor", "contract", 800), ("Aisha Rahman", "contract", 500), ("Mark Ellison", "perm", 1500),
    ("Chloe Turner", "executive search", 1000), ("Daniel Kowalski", "contract", 400), ("Hannah Price", "perm", 300),
    ("Ravi Patel", "executive search", 1300), ("Emma Lewis", "perm", 650), ("Owen Griffiths", "contract", 250),
    ("Lucy Chambers", "perm", 450), ("Ben Adeyemi", "contract", 1100), ("Zoe Marshall", "perm", 15),
    ("Callum Reid", "contract", 8),
]  # fmt: skip
STAR = "Priya Nair"
SLOW_FEEDBACK = "Tom Becker"
NEW_HIRES = ("Zoe Marshall", "Callum Reid")
BUSY_CLIENT, SLOW_CLIENT, LATE_PAYER = "Northwind Logistics", "Helix Biotech", "Brightwater Retail"
SKILLS = [
    ("Python", "language"), ("Java", "language"), ("C#", "language"), ("JavaScript", "language"),
    ("TypeScript", "language"), ("Go", "language"), ("Rust", "language"), ("Kotlin", "language"),
    ("SQL", "data"), ("Spark", "data"), ("dbt", "data"), ("Power BI", "data"), ("Tableau", "data"),
    ("AWS", "cloud"), ("Azure", "cloud"), ("GCP", "cloud"), ("Kubernetes", "cloud"), ("Terraform", "cloud"),
    ("React", "frontend"), ("Angular", "frontend"), ("Figma", "design"), ("Agile delivery", "delivery"),
    ("Scrum", "delivery"), ("Salesforce", "platform"), ("SAP", "platform"), ("Penetration testing", "security"),
    ("ISO 27001", "security"), ("COBOL", "language"), ("Fortran", "language"), ("Erlang", "language"),
]  # fmt: skip
NEVER_HELD = {"COBOL", "Fortran", "Erlang"}
TITLES = [  # title, skills it wants, salary band (k)
    ("Backend Engineer", ["Python", "Go", "Java", "SQL", "AWS"], (55, 85)),
    ("Frontend Developer", ["JavaScript", "TypeScript", "React", "Angular"], (45, 75)),
    ("Data Engineer", ["Python", "SQL", "Spark", "dbt", "GCP"], (60, 90)),
    ("Data Analyst", ["SQL", "Power BI", "Tableau", "Python"], (35, 55)),
    ("DevOps Engineer", ["Kubernetes", "Terraform", "AWS", "Azure", "Python"], (60, 95)),
    ("Product Designer", ["Figma"], (45, 70)), ("Scrum Master", ["Scrum", "Agile delivery"], (50, 70)),
    ("Salesforce Consultant", ["Salesforce"], (50, 80)), ("SAP Analyst", ["SAP", "SQL"], (50, 75)),
    ("Security Engineer", ["Penetration testing", "ISO 27001", "Python"], (65, 100)),
    (".NET Developer", ["C#", "Azure", "SQL"], (50, 80)), ("Android Developer", ["Kotlin", "Java"], (50, 80)),
    ("Engineering Manager", ["Agile delivery", "Python", "AWS"], (90, 130)),
]  # fmt: skip
SOURCES = [("job board", 0.35), ("linkedin", 0.25), ("website", 0.15), ("referral", 0.1), ("headhunted", 0.15)]
CITIES = [
    ("London", 0.3), ("Manchester", 0.12), ("Leeds", 0.08), ("Bristol", 0.08), ("Birmingham", 0.08),
    ("Edinburgh", 0.07), ("Glasgow", 0.05), ("Cambridge", 0.05), ("Reading", 0.05), ("Remote", 0.12),
]  # fmt: skip
FIRST = [
    "Oliver", "Amelia", "George", "Isla", "Noah", "Ava", "Arthur", "Mia", "Leo", "Ivy", "Harry", "Freya",
    "Oscar", "Lily", "Archie", "Florence", "Henry", "Grace", "Theo", "Ella", "Jack", "Rosie", "Samir", "Anika",
    "Tariq", "Mei", "Wojciech", "Agnieszka", "Chidi", "Ngozi", "Rohan", "Divya", "Liam", "Siobhan", "Yusuf",
]  # fmt: skip
LAST = [
    "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
    "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
    "Khan", "Chen", "Nowak", "Okafor", "Sharma", "Murphy", "Hughes", "Edwards", "Baker", "Ali", "Scott",
]  # fmt: skip
HOPPERS = [("Kofi", "Mensah"), ("Ilse", "Janssen"), ("Dario", "Russo")]
N_CANDIDATES = 1500
HOPPER_CAP = 4


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text
    db = new_database(path, SCHEMA)

    def work_minute() -> int:  # office hours, 5-minute grid
        return 5 * rng.randint(8 * 12, 18 * 12 - 1)

    def later(moment: datetime.datetime, low_days: float, high_days: float) -> datetime.datetime:
        return moment + datetime.timedelta(minutes=5 * rng.randint(int(low_days * 288), int(high_days * 288)))

    db.executemany("INSERT INTO app_stage VALUES (?, ?, ?, ?)", STAGES)
    client_ids = {name: i for i, (name, *_) in enumerate(CLIENTS, start=1)}
    fee_pct = {name: rng.choice([15.0, 18.0, 20.0, 22.5, 25.0]) for name, *_ in CLIENTS}
    db.executemany(
        "INSERT INTO client VALUES (?, ?, ?, ?, ?, ?)",
        [(client_ids[n], n, ind, city, day_text(-rng.randint(200, 2000)), fee_pct[n]) for n, ind, city, _ in CLIENTS],
    )
    rec_ids = {name: i for i, (name, *_) in enumerate(RECRUITERS, start=1)}
    db.executemany(
        "INSERT INTO recruiter VALUES (?, ?, ?, ?, ?)",
        [
            (rec_ids[n], n, team, day_text(-days), n.lower().replace(" ", ".").replace("'", "") + "@talentbridge.co.uk")
            for n, team, days in RECRUITERS
        ],
    )
    skill_ids = {name: i for i, (name, _) in enumerate(SKILLS, start=1)}
    db.executemany("INSERT INTO skill VALUES (?, ?, ?)", [(skill_ids[n], n, c) for n, c in SKILLS])

    # Candidates, registered over the last three years; the three job-hoppers among the recent ones.
    created = sorted(at(-rng.randint(1, 1100), work_minute()) for _ in range(N_CANDIDATES))
    working = [rec_ids[n] for n, *_ in RECRUITERS if n not in NEW_HIRES]
    cand_rows, cand_sources, cand_created, hoppers = [], {}, {}, []
    for cid, when in enumerate(created, start=1):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if cid in (1100, 1200, 1300):
            first, last = HOPPERS[(cid - 1100) // 100]
            hoppers.append(cid)
        source = pick(rng, SOURCES)
        sourcer = rng.choice(working) if source == "headhunted" else None
        email = f"{first}.{last}.{cid}@mail.example".lower()
        yrs = rng.randint(0, 25)
        cand_rows.append((cid, first, last, email, pick(rng, CITIES), yrs, source, sourcer, fmt(when)))
        cand_sources[cid], cand_created[cid] = source, when
    db.executemany("INSERT INTO candidate VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", cand_rows)
    held = [n for n, _ in SKILLS if n not in NEVER_HELD]
    skill_rows = []
    for cid in range(1, N_CANDIDATES + 1):
        chosen = {"Python"} if rng.random() < 0.55 else set()
        while len(chosen) < rng.randint(2, 5):
            chosen.add(rng.choice(held))
        skill_rows += [(cid, skill_ids[n], rng.randint(1, 5)) for n in sorted(chosen)]
    db.executemany("INSERT INTO cand_skill VALUES (?, ?, ?)", skill_rows)

    # Vacancies: about two a day, plus Northwind's eight open ones and four brand-new ones nobody applied to.
    client_pool = [(n, w) for n, _, _, w in CLIENTS if n != BUSY_CLIENT] + [(BUSY_CLIENT, 0.3)]
    rec_pool = [(n, 3.0 if n == STAR else 1.0) for n in rec_ids if n not in NEW_HIRES]
    reqs: list[tuple[datetime.datetime, str, str, str]] = []  # opened, client, recruiter, kind
    for day in range(-DAYS_BACK - 40, 1):
        for _ in range(rng.choice([1, 2, 2, 3])):
            opened = at(day, work_minute())
            if opened > now:
                continue
            client = pick(rng, client_pool)
            reqs.append((opened, client, pick(rng, rec_pool), "normal"))
    for _ in range(8):
        opened = at(-rng.randint(3, 40), work_minute())
        reqs.append((opened, BUSY_CLIENT, pick(rng, rec_pool), "busy"))
    for k in range(4):
        opened = at(-1 - k % 2, work_minute())
        reqs.append((opened, pick(rng, client_pool), pick(rng, rec_pool), "empty"))
    reqs.sort(key=lambda r: (r[0], r[1]))
    req_rows: list[tuple[int, int, int, str, str, int, int, int, str, str | None, str]] = []
    app_rows: list[tuple[int, int, int, str, str, str]] = []
    intv_rows: list[tuple[int, int, int, int, str, int, str, str | None]] = []
    plc_rows: list[tuple[int, int, int, float, str, str, str | None]] = []
    open_busy = {c: 0 for c in client_ids}
    recent_apps: dict[int, int] = {}
    taken: set[tuple[int, int]] = set()
    for rid, (opened, client, recruiter, kind) in enumerate(reqs, start=1):
        title, _wanted, (low, high) = rng.choice(TITLES)
        contract = "contract" if rng.random() < 0.3 else "permanent"
        sal_min = 1000 * rng.randint(low, (low + high) // 2)
        sal_max = sal_min + 1000 * rng.randint(5, 25)
        ttf = rng.uniform(60, 90) if client == SLOW_CLIENT else rng.uniform(18, 42)
        closes = later(opened, ttf, ttf + 0.5)
        status, closed = "open", None
        if kind == "normal" and closes <= now:
            status, closed = ("filled", closes) if rng.random() < 0.8 else ("cancelled", closes)
        if kind == "normal" and status == "open" and open_busy[client] >= 3:
            status, closed = "cancelled", min(later(opened, 1, 5), now - datetime.timedelta(hours=1))
            closed = closed.replace(minute=closed.minute - closed.minute % 5, second=0)
            if closed <= opened:
                closed = opened + datetime.timedelta(minutes=5)
        if status == "open":
            open_busy[client] += 1
        if kind == "empty":
            title = f"{title} ({client.split()[0]})"
        req_rows.append(
            (rid, client_ids[client], rec_ids[recruiter], title, contract, sal_min, sal_max,
             int(rng.random() < 0.4), fmt(opened), fmt(closed) if closed else None, status)
        )  # fmt: skip
        if kind == "empty":
            continue
        # Applications between opening and closing.
        until = closed or now
        span = max(int((until - opened).total_seconds() // 300), 2)
        n_apps = rng.randint(4, 18)
        apps = []
        for j in range(n_apps):
            applied = opened + datetime.timedelta(minutes=5 * rng.randint(1, span - 1))
            if status == "filled" and j == 0:
                applied = opened + datetime.timedelta(minutes=5 * rng.randint(1, max(span // 3, 2)))
            if applied > now:
                continue
            for _try in range(30):
                cid = rng.randint(1, N_CANDIDATES)
                if cand_created[cid] > applied or (cid, rid) in taken or cid in hoppers:
                    continue
                if applied >= now - datetime.timedelta(days=31) and recent_apps.get(cid, 0) >= HOPPER_CAP:
                    continue
                break
            else:
                continue
            taken.add((cid, rid))
            if applied >= now - datetime.timedelta(days=31):
                recent_apps[cid] = recent_apps.get(cid, 0) + 1
            apps.append((cid, applied, j == 0 and status == "filled"))
        for cid, applied, hired in apps:
            app_id = len(app_rows) + 1
            if hired:
                stage, reached = "HIRE", closed
            elif status in ("filled", "cancelled"):
                stage = pick(rng, [("REJ", 0.75), ("WDRN", 0.25)])
                reached = min(closed, later(applied, 1, 20)) if closed else applied
            else:
                stage = pick(rng, [("APPL", 0.35), ("SCRN", 0.2), ("INTV", 0.25), ("OFFR", 0.05), ("REJ", 0.15)])
                reached = min(later(applied, 0.5, 10), now - datetime.timedelta(minutes=5))
            assert reached is not None
            if reached < applied:
                reached = applied
            reached = reached.replace(minute=reached.minute - reached.minute % 5, second=0)
            app_rows.append((app_id, cid, rid, fmt(applied), stage, fmt(reached)))
            # Interviews for applications that got that far (and some rejected ones).
            rounds = 0
            if stage in ("HIRE", "OFFR"):
                rounds = rng.randint(2, 3)
            elif stage == "INTV":
                rounds = rng.randint(1, 2)
            elif stage == "REJ" and rng.random() < 0.35:
                rounds = 1
            moment = applied
            for rnd in range(1, rounds + 1):
                moment = at((moment - clock.midnight).days + rng.randint(2, 6), 5 * rng.randint(9 * 12, 17 * 12))
                if stage == "HIRE" and closed and moment >= closed:
                    moment = at((closed - clock.midnight).days - 1, 5 * rng.randint(9 * 12, 12 * 12))
                if stage == "INTV" and rnd == rounds and rng.random() < 0.5:
                    moment = at(rng.randint(0, 14), 5 * rng.randint(9 * 12, 17 * 12))  # booked ahead
                if moment <= applied or (moment > now and stage != "INTV"):
                    continue
                outcome: str | None
                if moment > now:
                    outcome = None
                else:
                    miss = 0.25 if cand_sources[cid] == "job board" else 0.05
                    outcome = (
                        "no_show"
                        if rng.random() < miss
                        else ("pass" if stage in ("HIRE", "OFFR") or rng.random() < 0.6 else "fail")
                    )
                    age = (now - moment).total_seconds() / 86400
                    slow = recruiter == SLOW_FEEDBACK and age < 25 and rng.random() < 0.9
                    if slow or (age < 1.5 and rng.random() < 0.3):
                        outcome = None
                intv_rows.append(
                    (len(intv_rows) + 1, app_id, rec_ids[recruiter], rnd, fmt(moment), rng.choice([30, 45, 60, 90]),
                     pick(rng, [("video", 0.6), ("onsite", 0.3), ("phone", 0.1)]), outcome)
                )  # fmt: skip
            if stage == "HIRE":
                assert closed is not None
                salary = 500 * rng.randint(sal_min // 500, sal_max // 500)
                fee = round(salary * fee_pct[client] / 100, 2)
                invoiced = at((closed - clock.midnight).days + 1, 9 * 60)
                paid: datetime.datetime | None = later(invoiced, 10, 45)
                if client == LATE_PAYER or (paid is not None and paid > now):
                    paid = None
                if invoiced > now:
                    invoiced = now.replace(minute=now.minute - now.minute % 5, second=0)
                start = (closed - clock.midnight).days + rng.choice([14, 21, 28, 35])
                plc_rows.append(
                    (
                        len(plc_rows) + 1,
                        app_id,
                        salary,
                        fee,
                        day_text(start),
                        fmt(invoiced),
                        fmt(paid) if paid else None,
                    )
                )
    # The job-hoppers: seven or eight applications each to vacancies open in the last 30 days.
    for cid in hoppers:
        fresh = [
            (rid, row[8]) for rid, row in enumerate(req_rows, start=1)
            if row[10] == "open" and row[3].find("(") < 0 and (cid, rid) not in taken
        ]  # fmt: skip
        for rid, opened_text in rng.sample(fresh, rng.randint(7, 8)):
            opened = datetime.datetime.strptime(str(opened_text), "%Y-%m-%d %H:%M:%S")
            earliest = max(opened, now - datetime.timedelta(days=29))
            span = max(int((now - earliest).total_seconds() // 300) - 1, 1)
            applied = earliest + datetime.timedelta(minutes=5 * rng.randint(1, span))
            applied = applied.replace(minute=applied.minute - applied.minute % 5, second=0)
            taken.add((cid, rid))
            app_rows.append((len(app_rows) + 1, cid, rid, fmt(applied), "APPL", fmt(applied)))
    app_rows.sort(key=lambda r: (r[3], r[2], r[1]))
    renumber = {old[0]: new for new, old in enumerate(app_rows, start=1)}
    db.executemany("INSERT INTO job_req VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", req_rows)
    db.executemany("INSERT INTO application VALUES (?, ?, ?, ?, ?, ?)", [(renumber[r[0]], *r[1:]) for r in app_rows])
    intv_rows.sort(key=lambda r: (r[4], r[1]))
    db.executemany(
        "INSERT INTO interview VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(i, renumber[r[1]], *r[2:]) for i, r in enumerate(intv_rows, start=1)],
    )
    db.executemany(
        "INSERT INTO placement VALUES (?, ?, ?, ?, ?, ?, ?)", [(r[0], renumber[r[1]], *r[2:]) for r in plc_rows]
    )
    close_checked(db, "recruiting")
