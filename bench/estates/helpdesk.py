"""An internal IT service desk as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC), so two builds with
the same seed and ``now`` values a whole number of days apart give the same answers to relative-time
questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC (tickets reach back about 90 days); plain
dates (hire dates, purchase and warranty dates) are ``YYYY-MM-DD``.

A ticket is unresolved exactly when ``resolved_at`` is NULL (status ``new``, ``open`` or ``pending``); status
``resolved`` always has ``resolved_at``. ``sla_breached`` is 1 when the first reply came (or is still
missing) later than the policy's ``first_response_mins`` after opening, or the resolution came (or is still
missing) later than its ``resolution_hours``. Reply and resolution durations never sit within 10 % of an SLA
target, so "took longer than the target" has one answer however it is rounded.

Planted signals:

* the Network Operations team breaches its SLA far more often than any other team;
* three agents resolve far more tickets than their colleagues, with clear gaps between them
  (Rui Almeida, then Sinead Byrne, then Tobias Klein); two new hires (Priya Raman, Marek Novak) have
  never been assigned a ticket;
* requester "Dana Whitfield" opens far more tickets than anyone else;
* Engineering, Sales, Operations, Finance and Marketing raise the most tickets, well ahead of the rest;
* hardware tickets take by far the longest to resolve;
* one P1 ("VPN concentrator failover flapping") has been open for about 19 days; every other unresolved P1
  is less than a day old;
* one ticket has 31 comments, far more than any other; some tickets have no comments at all;
* seven laptops have warranties that end within the next 30 days.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import STAMP, close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE teams (
    team_id   INTEGER PRIMARY KEY,
    team_name TEXT NOT NULL UNIQUE,
    location  TEXT NOT NULL
);
CREATE TABLE agents (
    agent_id     INTEGER PRIMARY KEY,
    team_id      INTEGER NOT NULL REFERENCES teams(team_id),
    display_name TEXT NOT NULL UNIQUE,
    email        TEXT NOT NULL UNIQUE,
    hired_on     TEXT NOT NULL,
    is_active    INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE requesters (
    requester_id INTEGER PRIMARY KEY,
    full_name    TEXT NOT NULL UNIQUE,
    email        TEXT NOT NULL UNIQUE,
    dept         TEXT NOT NULL,
    site         TEXT NOT NULL,
    is_vip       INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE sla_policies (
    sla_policy_id       INTEGER PRIMARY KEY,
    policy_name         TEXT NOT NULL UNIQUE,
    priority            TEXT NOT NULL UNIQUE,
    first_response_mins INTEGER NOT NULL,
    resolution_hours    INTEGER NOT NULL
);
CREATE TABLE assets (
    asset_id         INTEGER PRIMARY KEY,
    asset_tag        TEXT NOT NULL UNIQUE,
    asset_type       TEXT NOT NULL,
    model            TEXT NOT NULL,
    assigned_to      INTEGER REFERENCES requesters(requester_id),
    purchased_on     TEXT NOT NULL,
    warranty_expires TEXT NOT NULL
);
CREATE TABLE tickets (
    ticket_id         INTEGER PRIMARY KEY,
    subject           TEXT NOT NULL,
    requester_id      INTEGER NOT NULL REFERENCES requesters(requester_id),
    team_id           INTEGER NOT NULL REFERENCES teams(team_id),
    assignee_id       INTEGER REFERENCES agents(agent_id),
    sla_policy_id     INTEGER NOT NULL REFERENCES sla_policies(sla_policy_id),
    asset_id          INTEGER REFERENCES assets(asset_id),
    priority          TEXT NOT NULL,
    status            TEXT NOT NULL,
    category          TEXT NOT NULL,
    channel           TEXT NOT NULL,
    opened_at         TEXT NOT NULL,
    first_response_at TEXT,
    resolved_at       TEXT,
    sla_breached      INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE ticket_comments (
    comment_id      INTEGER PRIMARY KEY,
    ticket_id       INTEGER NOT NULL REFERENCES tickets(ticket_id),
    author_agent_id INTEGER REFERENCES agents(agent_id),
    visibility      TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    body            TEXT NOT NULL
);
CREATE INDEX tickets_opened ON tickets(opened_at);
CREATE INDEX tickets_requester ON tickets(requester_id);
CREATE INDEX comments_ticket ON ticket_comments(ticket_id);
"""

TEAMS = [  # name, location, share of tickets
    ("Service Desk", "Lisbon", 0.30),
    ("Endpoint Support", "Lisbon", 0.22),
    ("Applications", "Berlin", 0.20),
    ("Network Operations", "Dublin", 0.16),
    ("Identity & Access", "Berlin", 0.12),
]
TEAM_CATEGORIES = {
    "Service Desk": [("email", 0.4), ("software", 0.25), ("access", 0.2), ("hardware", 0.15)],
    "Endpoint Support": [("hardware", 0.8), ("software", 0.2)],
    "Applications": [("software", 0.85), ("email", 0.15)],
    "Network Operations": [("network", 1.0)],
    "Identity & Access": [("access", 1.0)],
}
BREACH_RATE = {
    "Service Desk": 0.06,
    "Endpoint Support": 0.08,
    "Applications": 0.07,
    "Network Operations": 0.45,
    "Identity & Access": 0.05,
}
AGENTS = {  # team: [(name, weight)]; the first name of three teams is a star
    "Service Desk": [
        ("Rui Almeida", 10),
        ("Ana Costa", 1),
        ("Miguel Sousa", 1),
        ("Beatriz Lima", 1),
        ("Joana Pires", 1),
        ("Tiago Reis", 1),
        ("Priya Raman", 0),
    ],
    "Endpoint Support": [
        ("Sinead Byrne", 10),
        ("Carlos Mendes", 1),
        ("Ines Ferreira", 1),
        ("Pedro Santos", 1),
        ("Rita Gomes", 1),
        ("Nuno Marques", 1),
    ],
    "Applications": [
        ("Tobias Klein", 3),
        ("Lena Vogel", 1),
        ("Jonas Becker", 1),
        ("Mara Hoffmann", 1),
        ("Felix Wagner", 1),
        ("Sophie Braun", 1),
        ("Marek Novak", 0),
    ],
    "Network Operations": [
        ("Aoife Murphy", 1),
        ("Cian Walsh", 1),
        ("Niamh Kelly", 1),
        ("Eoin Doyle", 1),
        ("Ciara Ryan", 1),
        ("Liam O'Brien", 1),
    ],
    "Identity & Access": [
        ("Katrin Schulz", 1),
        ("Moritz Fischer", 1),
        ("Hannah Weber", 1),
        ("Paul Zimmer", 1),
        ("Lea Richter", 1),
    ],
}
NEW_HIRES = {"Priya Raman", "Marek Novak"}
POLICIES = [  # name, priority, first response minutes, resolution hours, share of tickets
    ("Critical", "P1", 15, 4, 0.06),
    ("High", "P2", 60, 8, 0.18),
    ("Normal", "P3", 240, 24, 0.46),
    ("Low", "P4", 480, 72, 0.30),
]
DEPARTMENTS = [
    ("Engineering", 0.25),
    ("Sales", 0.18),
    ("Operations", 0.14),
    ("Finance", 0.11),
    ("Marketing", 0.10),
    ("HR", 0.05),
    ("Legal", 0.05),
    ("Facilities", 0.05),
    ("Support", 0.04),
    ("Procurement", 0.03),
]
SITES = ["Lisbon HQ", "Berlin Office", "Dublin Office", "Remote"]
CHANNELS = [("email", 0.4), ("portal", 0.3), ("phone", 0.2), ("chat", 0.1)]
SUBJECTS = {
    "hardware": [
        "Laptop won't boot",
        "Docking station not detecting monitors",
        "Keyboard keys sticking",
        "Battery drains fast",
        "Printer jams on tray 2",
        "Need replacement charger",
        "Screen flickering",
    ],
    "software": [
        "Excel crashes on open",
        "Cannot install VPN client",
        "License expired for design tool",
        "Teams audio not working",
        "Request to install Python",
        "ERP report times out",
    ],
    "network": [
        "Wi-Fi drops in meeting room 3",
        "Slow network on 2nd floor",
        "VPN disconnects every hour",
        "Cannot reach file share",
        "Guest Wi-Fi password request",
        "Packet loss to data centre",
    ],
    "access": [
        "Password reset",
        "Account locked out",
        "Need access to finance share",
        "MFA device replaced",
        "New starter account setup",
        "Remove access for leaver",
    ],
    "email": [
        "Mailbox full",
        "Shared mailbox access",
        "Phishing email reported",
        "Calendar invites not arriving",
        "Distribution list change",
        "Out-of-office not working",
    ],
}
FIRST = [
    "Alex",
    "Sam",
    "Jordan",
    "Taylor",
    "Morgan",
    "Casey",
    "Jamie",
    "Robin",
    "Charlie",
    "Avery",
    "Quinn",
    "Riley",
    "Harper",
    "Rowan",
    "Emerson",
    "Hayden",
    "Kendall",
    "Logan",
    "Parker",
    "Reese",
    "Sydney",
    "Skyler",
    "Blake",
    "Drew",
    "Elliot",
    "Frankie",
    "Gray",
    "Jules",
    "Kai",
    "Lane",
]
LAST = [
    "Andersen",
    "Baptiste",
    "Carvalho",
    "Dumont",
    "Eriksen",
    "Fitzgerald",
    "Gallagher",
    "Hansen",
    "Ibarra",
    "Jovanovic",
    "Kowalski",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Peeters",
    "Quint",
    "Rasmussen",
    "Silva",
    "Tanaka",
    "Ulrich",
    "Varga",
    "Whitmore",
    "Xavier",
    "Yilmaz",
    "Zeller",
]
MODELS = {
    "laptop": ["Latitude 7440", "ThinkPad X1 Carbon", "MacBook Pro 14", "EliteBook 840"],
    "desktop": ["OptiPlex 7010", "ThinkCentre M90q"],
    "monitor": ["Dell U2723QE", "LG 27UP850"],
    "phone": ["iPhone 14", "Pixel 8"],
    "printer": ["HP LaserJet M428", "Brother HL-L6400"],
}

DAY = 86400.0
HOUR = 3600.0


def _duration(rng: random.Random, target: float, late: bool) -> float:
    """A duration clearly under (10-90 %) or clearly over (110-300 %) ``target``."""
    return target * (rng.uniform(1.1, 3.0) if late else rng.uniform(0.1, 0.9))


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the helpdesk database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    now = utc_seconds(now)
    today = now.date()

    def ts(seconds_ago: float) -> str:
        return (now - datetime.timedelta(seconds=round(seconds_ago))).strftime(STAMP)

    def day(days_from_today: int) -> str:
        return (today + datetime.timedelta(days=days_from_today)).isoformat()

    db = new_database(path, SCHEMA)

    team_ids = {}
    for team_id, (name, location, _) in enumerate(TEAMS, start=1):
        team_ids[name] = team_id
        db.execute("INSERT INTO teams VALUES (?, ?, ?)", (team_id, name, location))
    agent_ids: dict[str, list[tuple[int, float]]] = {}
    agent_id = 0
    for team, roster in AGENTS.items():
        agent_ids[team] = []
        for name, weight in roster:
            agent_id += 1
            hired = day(-3 if name in NEW_HIRES else -rng.randint(200, 3000))
            email = name.lower().replace(" ", ".").replace("'", "") + "@corp.example"
            db.execute("INSERT INTO agents VALUES (?, ?, ?, ?, ?, 1)", (agent_id, team_ids[team], name, email, hired))
            agent_ids[team].append((agent_id, weight))
    policies = {}
    for policy_id, (name, priority, response_mins, resolution_hours, _) in enumerate(POLICIES, start=1):
        policies[priority] = (policy_id, response_mins * 60.0, resolution_hours * HOUR)
        db.execute(
            "INSERT INTO sla_policies VALUES (?, ?, ?, ?, ?)",
            (policy_id, name, priority, response_mins, resolution_hours),
        )

    # Requesters: unique names; Dana Whitfield is the planted frequent flyer (Engineering).
    requesters: dict[str, list[int]] = {dept: [] for dept, _ in DEPARTMENTS}
    names: set[str] = set()
    vip_ids = []
    requester_id = 0
    for dept, share in DEPARTMENTS:
        for _ in range(max(6, round(260 * share))):
            while True:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                if name not in names:
                    break
            names.add(name)
            requester_id += 1
            vip = int(rng.random() < 0.08)
            email = name.lower().replace(" ", ".") + f"{requester_id}@corp.example"
            db.execute(
                "INSERT INTO requesters VALUES (?, ?, ?, ?, ?, ?)",
                (requester_id, name, email, dept, rng.choice(SITES), vip),
            )
            requesters[dept].append(requester_id)
            if vip:
                vip_ids.append(requester_id)
    requester_id += 1
    dana = requester_id
    db.execute(
        "INSERT INTO requesters VALUES (?, 'Dana Whitfield', 'dana.whitfield@corp.example', 'Engineering',"
        " 'Berlin Office', 0)",
        (dana,),
    )

    # Assets: most requesters have a laptop, some a monitor or phone; a few shared printers and desktops.
    asset_rows: list[tuple[str, str, int | None, int]] = []
    owners_laptop: dict[int, int] = {}
    all_requesters = [rid for ids in requesters.values() for rid in ids] + [dana]
    planted_warranty = set(rng.sample(all_requesters, 7))
    for rid in all_requesters:
        kinds = ["laptop"] + (["monitor"] if rng.random() < 0.4 else []) + (["phone"] if rng.random() < 0.3 else [])
        for kind in kinds:
            if kind == "laptop" and rid in planted_warranty:
                expires = rng.randint(3, 26)
            else:
                expires = rng.choice([rng.randint(-700, -2), rng.randint(34, 900), rng.randint(34, 900)])
            asset_rows.append((kind, rng.choice(MODELS[kind]), rid, expires))
    for _ in range(12):
        kind = rng.choice(["printer", "desktop"])
        expires = rng.choice([rng.randint(-700, -2), rng.randint(34, 900)])
        asset_rows.append((kind, rng.choice(MODELS[kind]), None, expires))
    for asset_id, (kind, model, owner, expires) in enumerate(asset_rows, start=1):
        purchased = day(expires - 3 * 365)
        db.execute(
            "INSERT INTO assets VALUES (?, ?, ?, ?, ?, ?, ?)",
            (asset_id, f"{kind[:3].upper()}-{asset_id:05d}", kind, model, owner, purchased, day(expires)),
        )
        if kind == "laptop" and owner is not None:
            owners_laptop[owner] = asset_id

    # Tickets.
    count = 1900
    ages = sorted((rng.uniform(0.0, 90 * DAY) for _ in range(count)), reverse=True)
    dana_slots = set(rng.sample(range(count), 44))
    vpn_slot = min(range(count), key=lambda i: abs(ages[i] - 19.3 * DAY))
    ticket_rows = []
    for index, age in enumerate(ages):
        team = pick(rng, [(name, share) for name, _, share in TEAMS])
        category = pick(rng, TEAM_CATEGORIES[team])
        priority = pick(rng, [(p, share) for _, p, _, _, share in POLICIES])
        if category == "hardware":  # mostly low priority, waiting on parts: slow but within target
            priority = "P4" if rng.random() < 0.75 else "P3"
        if index == vpn_slot:
            team, category, priority = "Network Operations", "network", "P1"
        requester = dana if index in dana_slots else rng.choice(requesters[pick(rng, DEPARTMENTS)])
        policy_id, response_target, resolution_target = policies[priority]
        channel = pick(rng, CHANNELS)
        subject = "VPN concentrator failover flapping" if index == vpn_slot else rng.choice(SUBJECTS[category])
        asset = owners_laptop.get(requester) if category == "hardware" and rng.random() < 0.8 else None
        breach = rng.random() < BREACH_RATE[team]
        response = _duration(rng, response_target, breach and rng.random() < 0.4)
        resolution = resolution_target * (rng.uniform(1.1, 1.6) if breach else rng.uniform(0.1, 0.9))
        if category == "hardware" and not breach:
            resolution = resolution_target * rng.uniform(0.55, 0.9)
        backlog = priority in ("P3", "P4") and age < 20 * DAY and rng.random() < 0.06
        resolution = max(resolution, response * 1.2)
        staff = agent_ids[team]
        assignee: int | None = rng.choices([a for a, _ in staff], weights=[w for _, w in staff])[0]
        opened = ts(age)
        first_response: str | None
        resolved: str | None
        if index == vpn_slot:
            first_response, resolved, status, late = ts(age - 600), None, "open", True
        elif age < response:  # nobody has replied yet
            first_response, resolved, status = None, None, "new"
            assignee = None if rng.random() < 0.6 else assignee
            late = age > response_target
        elif age < resolution or backlog:  # still being worked on (or waiting on the requester)
            first_response, resolved = ts(age - response), None
            status = "pending" if rng.random() < 0.3 else "open"
            late = response > response_target
        else:
            first_response, resolved, status = ts(age - response), ts(age - resolution), "resolved"
            late = response > response_target or resolution > resolution_target
        if status == "resolved" and rng.random() < 0.02:
            first_response = None  # replied by phone, never logged
        if resolved is None and age > resolution_target:
            late = True
        ticket_rows.append(
            (
                subject,
                requester,
                team_ids[team],
                assignee,
                policy_id,
                asset,
                priority,
                status,
                category,
                channel,
                opened,
                first_response,
                resolved,
                int(late),
            )
        )
    db.executemany(
        "INSERT INTO tickets (subject, requester_id, team_id, assignee_id, sla_policy_id, asset_id, priority, status,"
        " category, channel, opened_at, first_response_at, resolved_at, sla_breached)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        ticket_rows,
    )

    # Comments: mostly 0-5 per ticket between opening and resolution (or now); one ticket gets 31.
    busiest = rng.randrange(200, count - 200)
    comment_rows = []
    # Agents only comment on their own team's tickets (new hires, weight 0, have not started yet).
    teammates = {team_ids[team]: [a for a, w in members if w > 0] for team, members in agent_ids.items()}
    for ticket_id, row in enumerate(ticket_rows, start=1):
        assignee, opened, resolved = row[3], row[10], row[12]
        start = (now - datetime.datetime.strptime(opened, "%Y-%m-%d %H:%M:%S")).total_seconds()
        end = (now - datetime.datetime.strptime(resolved, "%Y-%m-%d %H:%M:%S")).total_seconds() if resolved else 0.0
        if ticket_id - 1 == busiest:
            n = 31
        elif row[7] == "new":
            n = 0
        else:
            n = rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6]) if rng.random() > 0.07 else 0
        for _ in range(n):
            at = rng.uniform(end, start)
            if rng.random() < 0.35:
                author = None  # the requester
            else:
                author = assignee if assignee is not None and rng.random() < 0.8 else rng.choice(teammates[row[2]])
            visibility = "internal" if author is not None and rng.random() < 0.3 else "public"
            comment_rows.append(
                (
                    ticket_id,
                    author,
                    visibility,
                    ts(at),
                    rng.choice(
                        [
                            "Looking into it.",
                            "Can you send a screenshot?",
                            "Rebooted, please retry.",
                            "Still happening.",
                            "Escalating to second line.",
                            "Works now, thanks!",
                            "Waiting for vendor.",
                            "Any update?",
                        ]
                    ),
                )
            )
    comment_rows.sort(key=lambda row: row[3])
    db.executemany(
        "INSERT INTO ticket_comments (ticket_id, author_agent_id, visibility, created_at, body) VALUES (?, ?, ?, ?, ?)",
        comment_rows,
    )
    close_checked(db, "helpdesk")
