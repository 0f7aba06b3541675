"""A Gdańsk fibre broadband provider's customer support desk (Bałtyk Światłowód sp. z o.o.) as an osTicket 1.18
database in SQLite.

osTicket (the open-source support ticket system, PHP on MySQL) keeps its help desk in ``ost_``-prefixed tables with
its conventions, here in SQLite: ``DATETIME`` text ``YYYY-MM-DD HH:MM:SS`` in UTC, integer ids named ``id`` in most
tables but ``ticket_id``, ``staff_id``, ``team_id``, ``topic_id`` and ``priority_id`` in the older ones, **0 (not NULL)
for "none" in the ticket's ``staff_id``, ``team_id``, ``sla_id`` and ``topic_id`` and a user's ``org_id``** (so those
declare no reference), 0/1 flags, and:

* ``ost_ticket``: ``number`` the six-digit number customers see, ``status_id`` pointing at ``ost_ticket_status``
  (**whose ``state`` says what a status means: ``open``, ``closed``, ``archived``, ``deleted``; "Open" and the custom
  "Waiting for customer" are both open, "Resolved" and "Closed" both closed**), ``dept_id``, ``topic_id`` (the help
  topic), ``staff_id`` and ``team_id`` the assignment, ``source`` (``Web``, ``Email``, ``Phone``, ``API``),
  **``isoverdue`` set by the cron on an open ticket past its due time and cleared when it closes**, ``isanswered`` 1
  once staff replied last, ``est_duedate`` (``created`` plus the SLA plan's ``grace_period`` in hours), ``closed`` and
  ``reopened`` (the last time each happened), ``lastupdate``;
* **the subject and priority live in the dynamic form's table ``ost_ticket__cdata``**, whose ``priority`` is text
  holding a ``priority_id`` of ``ost_ticket_priority`` (``low``, ``normal``, ``high``, ``emergency``, with
  ``priority_urgency`` 4 to 1);
* every ticket has one ``ost_thread`` (``object_type`` ``T``, ``object_id`` the ticket), whose ``ost_thread_entry``
  rows are **by ``type``: ``M`` a message from the customer, ``R`` a response from staff, ``N`` an internal note**
  (``staff_id`` or ``user_id`` the poster, ``poster`` the name shown); **``ost_thread_event`` records what happened
  (``event_id`` naming an ``ost_event``: ``created``, ``assigned``, ``closed``, ``reopened``, ``overdue``,
  ``transferred``...), with ``staff_id`` who did it** (0 and ``username`` ``SYSTEM`` for the cron) and ``timestamp``;
* ``ost_department`` (``pid`` a parent department, ``path`` like ``/1/5/``, ``sla_id``, ``manager_id``),
  ``ost_sla`` (``grace_period`` in hours), ``ost_help_topic`` (``topic``, its department, SLA, priority and team),
  ``ost_staff`` (``firstname``/``lastname``, ``isactive``, ``isadmin``, ``onvacation``, ``lastlogin`` NULL for
  someone who never signed in), ``ost_role``, ``ost_team`` and ``ost_team_member``;
* customers are ``ost_user`` rows (``org_id`` their organization, 0 for a private customer) with their addresses in
  ``ost_user_email`` and, for those registered on the portal, an ``ost_user_account``; ``ost_organization`` holds the
  business customers.

Tickets reach 120 days back from ``now``; times fall on whole days from today's midnight, today's before ``now`` and
none within a quarter of an hour of ``now``'s time of day.

Planted signals:

* a fibre cut in Wrzeszcz nine days ago brought 40 "Connection down" tickets in one day, mostly by phone, so that topic
  leads the last 30 days; Kasia Nowak closed them and closes the most tickets of anyone;
* Billing answers slowest (about a day to its first response) and holds by far the most overdue open tickets;
  relocations wait for a technician's visit, so the Field technicians team holds the most open tickets;
* Hotel Neptun Sopot is the business customer with the most tickets;
* the network monitoring system opens emergency tickets for NOC through the API every third day;
* Piotr Lewandowski is on vacation with a dozen open tickets still assigned to him; Ewa Kamińska (new) never signed in;
  Jan Kowalczyk left (inactive);
* a few dozen customers registered but never opened a ticket; some tickets were reopened after closing.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE ost_sla (
  id INTEGER PRIMARY KEY AUTOINCREMENT, schedule_id INTEGER NOT NULL DEFAULT 0, flags INTEGER NOT NULL DEFAULT 3,
  grace_period INTEGER NOT NULL DEFAULT 0, name VARCHAR(64) NOT NULL DEFAULT '', notes TEXT,
  created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE TABLE ost_role (
  id INTEGER PRIMARY KEY AUTOINCREMENT, flags INTEGER NOT NULL DEFAULT 1, name VARCHAR(64), permissions TEXT,
  notes TEXT, created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE TABLE ost_department (
  id INTEGER PRIMARY KEY AUTOINCREMENT, pid INTEGER REFERENCES ost_department (id), tpl_id INTEGER NOT NULL DEFAULT 0,
  sla_id INTEGER NOT NULL DEFAULT 0, schedule_id INTEGER NOT NULL DEFAULT 0, email_id INTEGER NOT NULL DEFAULT 0,
  autoresp_email_id INTEGER NOT NULL DEFAULT 0, manager_id INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0, name VARCHAR(128) NOT NULL DEFAULT '', signature TEXT NOT NULL DEFAULT '',
  ispublic TINYINT NOT NULL DEFAULT 1, group_membership TINYINT NOT NULL DEFAULT 0,
  ticket_auto_response TINYINT NOT NULL DEFAULT 1, message_auto_response TINYINT NOT NULL DEFAULT 0,
  path VARCHAR(128) NOT NULL DEFAULT '/', updated DATETIME NOT NULL, created DATETIME NOT NULL
);
CREATE TABLE ost_staff (
  staff_id INTEGER PRIMARY KEY AUTOINCREMENT, dept_id INTEGER NOT NULL REFERENCES ost_department (id),
  role_id INTEGER NOT NULL REFERENCES ost_role (id), username VARCHAR(32) NOT NULL UNIQUE,
  firstname VARCHAR(32), lastname VARCHAR(32), passwd VARCHAR(128), backend VARCHAR(32), email VARCHAR(255),
  phone VARCHAR(24) NOT NULL DEFAULT '', phone_ext VARCHAR(6), mobile VARCHAR(24) NOT NULL DEFAULT '',
  signature TEXT NOT NULL DEFAULT '', lang VARCHAR(16), timezone VARCHAR(64), locale VARCHAR(16), notes TEXT,
  isactive TINYINT NOT NULL DEFAULT 1, isadmin TINYINT NOT NULL DEFAULT 0, isvisible TINYINT NOT NULL DEFAULT 1,
  onvacation TINYINT NOT NULL DEFAULT 0, assigned_only TINYINT NOT NULL DEFAULT 0,
  show_assigned_tickets TINYINT NOT NULL DEFAULT 0, change_passwd TINYINT NOT NULL DEFAULT 0,
  max_page_size INTEGER NOT NULL DEFAULT 0, auto_refresh_rate INTEGER NOT NULL DEFAULT 0,
  default_signature_type VARCHAR(16) NOT NULL DEFAULT 'none', default_paper_size VARCHAR(16) NOT NULL DEFAULT 'Letter',
  extra TEXT, permissions TEXT, created DATETIME NOT NULL, lastlogin DATETIME, passwdreset DATETIME,
  updated DATETIME NOT NULL
);
CREATE TABLE ost_team (
  team_id INTEGER PRIMARY KEY AUTOINCREMENT, lead_id INTEGER NOT NULL DEFAULT 0, flags INTEGER NOT NULL DEFAULT 1,
  name VARCHAR(125) NOT NULL DEFAULT '' UNIQUE, notes TEXT, created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE TABLE ost_team_member (
  team_id INTEGER NOT NULL REFERENCES ost_team (team_id), staff_id INTEGER NOT NULL REFERENCES ost_staff (staff_id),
  flags INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (team_id, staff_id)
);
CREATE TABLE ost_ticket_status (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(60) NOT NULL DEFAULT '' UNIQUE,
  state VARCHAR(16), mode INTEGER NOT NULL DEFAULT 0, flags INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0, properties TEXT NOT NULL, created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE TABLE ost_ticket_priority (
  priority_id INTEGER PRIMARY KEY AUTOINCREMENT, priority VARCHAR(60) NOT NULL DEFAULT '' UNIQUE,
  priority_desc VARCHAR(30) NOT NULL DEFAULT '', priority_color VARCHAR(7) NOT NULL DEFAULT '',
  priority_urgency TINYINT NOT NULL DEFAULT 0, ispublic TINYINT NOT NULL DEFAULT 1
);
CREATE TABLE ost_help_topic (
  topic_id INTEGER PRIMARY KEY AUTOINCREMENT, topic_pid INTEGER NOT NULL DEFAULT 0, ispublic TINYINT NOT NULL DEFAULT 1,
  noautoresp TINYINT NOT NULL DEFAULT 0, flags INTEGER DEFAULT 0, status_id INTEGER NOT NULL DEFAULT 0,
  priority_id INTEGER NOT NULL DEFAULT 0, dept_id INTEGER NOT NULL REFERENCES ost_department (id),
  staff_id INTEGER NOT NULL DEFAULT 0, team_id INTEGER NOT NULL DEFAULT 0, sla_id INTEGER NOT NULL DEFAULT 0,
  page_id INTEGER NOT NULL DEFAULT 0, sequence_id INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL DEFAULT 0,
  topic VARCHAR(128) NOT NULL DEFAULT '', number_format VARCHAR(32), notes TEXT,
  created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE TABLE ost_organization (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(128) NOT NULL DEFAULT '', manager VARCHAR(16) NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0, domain VARCHAR(256) NOT NULL DEFAULT '', extra TEXT, created DATETIME,
  updated DATETIME
);
CREATE TABLE ost_user (
  id INTEGER PRIMARY KEY AUTOINCREMENT, org_id INTEGER NOT NULL DEFAULT 0, default_email_id INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0, name VARCHAR(128) NOT NULL, created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE INDEX ost_user_org_id ON ost_user (org_id);
CREATE TABLE ost_user_email (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES ost_user (id),
  flags INTEGER NOT NULL DEFAULT 0, address VARCHAR(255) NOT NULL UNIQUE
);
CREATE TABLE ost_user_account (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL UNIQUE REFERENCES ost_user (id),
  status INTEGER NOT NULL DEFAULT 0, timezone VARCHAR(64), lang VARCHAR(16), username VARCHAR(64) UNIQUE,
  passwd VARCHAR(128), backend VARCHAR(32), extra TEXT, registered DATETIME
);
CREATE TABLE ost_ticket (
  ticket_id INTEGER PRIMARY KEY AUTOINCREMENT, ticket_pid INTEGER, number VARCHAR(20),
  user_id INTEGER NOT NULL REFERENCES ost_user (id), user_email_id INTEGER NOT NULL DEFAULT 0,
  status_id INTEGER NOT NULL REFERENCES ost_ticket_status (id), dept_id INTEGER NOT NULL REFERENCES ost_department (id),
  sla_id INTEGER NOT NULL DEFAULT 0, topic_id INTEGER NOT NULL DEFAULT 0, staff_id INTEGER NOT NULL DEFAULT 0,
  team_id INTEGER NOT NULL DEFAULT 0, email_id INTEGER NOT NULL DEFAULT 0, lock_id INTEGER NOT NULL DEFAULT 0,
  flags INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL DEFAULT 0, ip_address VARCHAR(64) NOT NULL DEFAULT '',
  source VARCHAR(32) NOT NULL DEFAULT 'Other', source_extra VARCHAR(40), isoverdue TINYINT NOT NULL DEFAULT 0,
  isanswered TINYINT NOT NULL DEFAULT 0, duedate DATETIME, est_duedate DATETIME, reopened DATETIME, closed DATETIME,
  lastupdate DATETIME, created DATETIME NOT NULL, updated DATETIME NOT NULL
);
CREATE INDEX ost_ticket_status_id ON ost_ticket (status_id);
CREATE INDEX ost_ticket_created ON ost_ticket (created);
CREATE TABLE ost_ticket__cdata (
  ticket_id INTEGER PRIMARY KEY REFERENCES ost_ticket (ticket_id), subject MEDIUMTEXT, priority MEDIUMTEXT
);
CREATE TABLE ost_thread (
  id INTEGER PRIMARY KEY AUTOINCREMENT, object_id INTEGER NOT NULL, object_type CHAR(1) NOT NULL, extra TEXT,
  lastresponse DATETIME, lastmessage DATETIME, created DATETIME NOT NULL
);
CREATE INDEX ost_thread_object ON ost_thread (object_id, object_type);
CREATE TABLE ost_thread_entry (
  id INTEGER PRIMARY KEY AUTOINCREMENT, pid INTEGER NOT NULL DEFAULT 0,
  thread_id INTEGER NOT NULL REFERENCES ost_thread (id), staff_id INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER NOT NULL DEFAULT 0, type CHAR(1) NOT NULL DEFAULT '', flags INTEGER NOT NULL DEFAULT 0,
  poster VARCHAR(128) NOT NULL DEFAULT '', editor INTEGER, editor_type CHAR(1), source VARCHAR(32) NOT NULL DEFAULT '',
  title VARCHAR(255), body TEXT NOT NULL, format VARCHAR(16) NOT NULL DEFAULT 'html',
  ip_address VARCHAR(64) NOT NULL DEFAULT '', extra TEXT, recipients TEXT, created DATETIME NOT NULL,
  updated DATETIME NOT NULL
);
CREATE INDEX ost_thread_entry_thread ON ost_thread_entry (thread_id);
CREATE TABLE ost_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(60) NOT NULL UNIQUE, description VARCHAR(60)
);
CREATE TABLE ost_thread_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT, thread_id INTEGER NOT NULL DEFAULT 0 REFERENCES ost_thread (id),
  thread_type CHAR(1) NOT NULL DEFAULT '', event_id INTEGER REFERENCES ost_event (id),
  staff_id INTEGER NOT NULL DEFAULT 0, team_id INTEGER NOT NULL DEFAULT 0, dept_id INTEGER NOT NULL DEFAULT 0,
  topic_id INTEGER NOT NULL DEFAULT 0, data VARCHAR(1024), username VARCHAR(128) NOT NULL DEFAULT 'SYSTEM',
  uid INTEGER, uid_type CHAR(1) NOT NULL DEFAULT 'S', annulled TINYINT NOT NULL DEFAULT 0, timestamp DATETIME NOT NULL
);
CREATE INDEX ost_thread_event_thread ON ost_thread_event (thread_id);
"""

DAYS = 120
SLAS = (("Default SLA", 18), ("Business 8h", 8), ("Outage 4h", 4))
ROLES = ("All Access", "Expanded Access", "Limited Access", "View only")
# name, parent, SLA
DEPARTMENTS = (("Support", None, 1), ("Billing", None, 1), ("Network Operations", None, 3), ("Sales", None, 1),
               ("Field Service", 1, 1))  # fmt: skip
# username: (first, last, department, role, admin, active, on vacation, signs in)
STAFF = {
    "admin": ("Adam", "Malinowski", 1, 1, 1, 1, 0, True),
    "knowak": ("Kasia", "Nowak", 1, 2, 0, 1, 0, True),
    "mwojcik": ("Michał", "Wójcik", 1, 3, 0, 1, 0, True),
    "plewandowski": ("Piotr", "Lewandowski", 1, 3, 0, 1, 1, True),
    "akaczmarek": ("Agnieszka", "Kaczmarek", 1, 3, 0, 1, 0, True),
    "mzielinska": ("Marta", "Zielińska", 2, 2, 0, 1, 0, True),
    "zmazur": ("Zofia", "Mazur", 2, 3, 0, 1, 0, True),
    "twisniewski": ("Tomasz", "Wiśniewski", 3, 2, 0, 1, 0, True),
    "kdabrowski": ("Krzysztof", "Dąbrowski", 3, 3, 0, 1, 0, True),
    "ljankowski": ("Łukasz", "Jankowski", 4, 3, 0, 1, 0, True),
    "rpawlak": ("Robert", "Pawlak", 5, 3, 0, 1, 0, True),
    "bgrabowski": ("Bartosz", "Grabowski", 5, 3, 0, 1, 0, True),
    "ekaminska": ("Ewa", "Kamińska", 1, 3, 0, 1, 0, False),
    "jkowalczyk": ("Jan", "Kowalczyk", 2, 3, 0, 0, 0, True),
}
# team: (lead, members)
TEAMS = {
    "Escalations": ("knowak", ("knowak", "twisniewski", "mwojcik")),
    "Night shift": ("kdabrowski", ("kdabrowski", "akaczmarek")),
    "Field technicians": ("rpawlak", ("rpawlak", "bgrabowski")),
}
STATUSES = (("Open", "open"), ("Resolved", "closed"), ("Closed", "closed"), ("Archived", "archived"),
            ("Deleted", "deleted"), ("Waiting for customer", "open"))  # fmt: skip
PRIORITIES = (("low", "Low", "#DDFFDD", 4), ("normal", "Normal", "#FFFFF0", 3), ("high", "High", "#FEE7E7", 2),
              ("emergency", "Emergency", "#FEE7E7", 1))  # fmt: skip
# topic: (department, SLA, weight)
TOPICS = {
    "General Inquiry": (1, 1, 0.10),
    "Connection down": (1, 1, 0.11),
    "Slow or unstable connection": (1, 1, 0.17),
    "Router and Wi-Fi": (1, 1, 0.14),
    "Billing question": (2, 1, 0.16),
    "Invoice copy": (2, 1, 0.08),
    "Relocation": (5, 1, 0.07),
    "New connection": (4, 1, 0.09),
    "Cancellation": (2, 1, 0.05),
    "Network alert": (3, 3, 0.0),
}
# hours to the first response (low, high) and days to resolve (low, high), by department
PACE = {1: ((1, 5), (0, 3)), 2: ((14, 34), (1, 6)), 3: ((0, 2), (0, 1)), 4: ((2, 8), (1, 5)), 5: ((3, 10), (6, 20))}
ORGANIZATIONS = {  # name: (domain, contacts, extra tickets over the 120 days)
    "Hotel Neptun Sopot": ("hotelneptun.pl", 3, 16),
    "Stocznia Wisła sp. z o.o.": ("stoczniawisla.pl", 2, 5),
    "Kancelaria Prawna Lex Gdańsk": ("lexgdansk.pl", 2, 4),
    "Przychodnia Oliwa": ("przychodniaoliwa.pl", 2, 5),
    "Szkoła Podstawowa nr 12": ("sp12.gdansk.pl", 1, 3),
    "Restauracja Motława": ("motlawa.pl", 1, 4),
    "Biuro Rachunkowe Bilans": ("bilans-biuro.pl", 1, 2),
    "Apteka Pod Żurawiem": ("aptekazuraw.pl", 1, 3),
}
FIRST = ("Anna", "Maria", "Katarzyna", "Małgorzata", "Agnieszka", "Barbara", "Ewa", "Krystyna", "Magdalena", "Joanna",
         "Piotr", "Krzysztof", "Andrzej", "Tomasz", "Paweł", "Jan", "Michał", "Marcin", "Grzegorz", "Adam", "Jakub",
         "Mateusz", "Dawid", "Natalia", "Aleksandra", "Zuzanna", "Julia", "Wojciech", "Rafał", "Kamil")  # fmt: skip
LAST = ("Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński",
        "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Kwiatkowski", "Krawczyk",
        "Piotrowski", "Grabowski", "Nowakowski", "Pawłowski", "Michalski", "Nowicki", "Adamczyk", "Dudek", "Zając",
        "Wieczorek")  # fmt: skip
EVENTS = ("created", "closed", "reopened", "assigned", "released", "transferred", "referred", "overdue", "edited",
          "viewed", "error", "collab", "resent", "deleted")  # fmt: skip
RESIDENTIAL = 230
NEVER = 34  # registered on the portal, never opened a ticket
OUTAGE_DAY = -9
OUTAGE_TICKETS = 40


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    now_minute = (clock.now - clock.midnight).seconds // 60
    founded = clock.stamp(-1400, 600)

    def when(day: int, low: int = 420, high: int = 1140) -> datetime.datetime:
        """A time on ``day``: today's only well before now, none near now's time of day."""
        return clock.clear_of_now(rng, day, low, high)

    def settle(moment: datetime.datetime) -> datetime.datetime | None:
        """A later time as it falls, moved clear of now's time of day; None when it is still to come."""
        minute = moment.hour * 60 + moment.minute
        gap = (minute - now_minute) % 1440
        if gap < 15 or gap > 1425:
            moment += datetime.timedelta(minutes=30)
        return moment if moment <= clock.now - datetime.timedelta(minutes=20) else None

    fmt = clock.fmt
    for k, (name, grace) in enumerate(SLAS, start=1):
        db.execute("INSERT INTO ost_sla (id, flags, grace_period, name, notes, created, updated) VALUES "
                   "(?, 3, ?, ?, '', ?, ?)", (k, grace, name, founded, founded))  # fmt: skip
    for k, name in enumerate(ROLES, start=1):
        db.execute("INSERT INTO ost_role (id, flags, name, permissions, notes, created, updated) VALUES "
                   "(?, 1, ?, '{}', '', ?, ?)", (k, name, founded, founded))  # fmt: skip
    for k, (name, parent, sla) in enumerate(DEPARTMENTS, start=1):
        db.execute(
            "INSERT INTO ost_department (id, pid, sla_id, name, signature, ispublic, path, updated, created) VALUES "
            "(?, ?, ?, ?, ?, 1, ?, ?, ?)",
            (k, parent, sla, name, f"{name}\nBałtyk Światłowód", f"/{parent}/{k}/" if parent else f"/{k}/",
             founded, founded),
        )  # fmt: skip
    staff_ids: dict[str, int] = {}
    for k, (username, (first, last, dept, role, admin, active, vacation, signs_in)) in enumerate(
        STAFF.items(), start=1
    ):
        staff_ids[username] = k
        joined = clock.stamp(-20, 540) if username == "ekaminska" else clock.stamp(-900 + 40 * k, 540)
        last_login = None
        if signs_in:
            last_login = clock.stamp(-200, 480) if not active else fmt(when(-1 if vacation else 0, 360, 480))
        db.execute(
            "INSERT INTO ost_staff (staff_id, dept_id, role_id, username, firstname, lastname, passwd, backend, email, "
            "lang, timezone, isactive, isadmin, onvacation, extra, permissions, created, lastlogin, updated) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, NULL, ?, 'pl_PL', 'Europe/Warsaw', ?, ?, ?, '{}', '{}', ?, ?, ?)",
            (k, dept, role, username, first, last, "$2a$08$" + hashlib.sha256(username.encode()).hexdigest()[:53],
             f"{username}@baltyk-swiatlowod.pl", active, admin, vacation, joined, last_login, joined),
        )  # fmt: skip
    db.execute("UPDATE ost_department SET manager_id = ? WHERE id = 1", (staff_ids["knowak"],))
    db.execute("UPDATE ost_department SET manager_id = ? WHERE id = 2", (staff_ids["mzielinska"],))
    db.execute("UPDATE ost_department SET manager_id = ? WHERE id = 3", (staff_ids["twisniewski"],))
    team_ids: dict[str, int] = {}
    for k, (team_name, (lead, members)) in enumerate(TEAMS.items(), start=1):
        team_ids[team_name] = k
        db.execute("INSERT INTO ost_team VALUES (?, ?, 1, ?, '', ?, ?)",
                   (k, staff_ids[lead], team_name, founded, founded))  # fmt: skip
        for member in members:
            db.execute("INSERT INTO ost_team_member VALUES (?, ?, 0)", (k, staff_ids[member]))
    for k, (name, state) in enumerate(STATUSES, start=1):
        db.execute("INSERT INTO ost_ticket_status VALUES (?, ?, ?, 3, 0, ?, '{}', ?, ?)",
                   (k, name, state, k, founded, founded))  # fmt: skip
    for k, (name, desc, color, urgency) in enumerate(PRIORITIES, start=1):
        db.execute("INSERT INTO ost_ticket_priority VALUES (?, ?, ?, ?, ?, 1)", (k, name, desc, color, urgency))
    topic_ids: dict[str, int] = {}
    for k, (topic, (dept, sla, _)) in enumerate(TOPICS.items(), start=1):
        topic_ids[topic] = k
        team = team_ids["Field technicians"] if topic == "Relocation" else 0
        db.execute(
            "INSERT INTO ost_help_topic (topic_id, ispublic, status_id, priority_id, dept_id, team_id, sla_id, sort, "
            "topic, notes, created, updated) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, '', ?, ?)",
            (k, int(topic != "Network alert"), 4 if topic == "Network alert" else 2, dept, team, sla, k, topic,
             founded, founded),
        )  # fmt: skip
    for k, name in enumerate(EVENTS, start=1):
        db.execute("INSERT INTO ost_event VALUES (?, ?, ?)", (k, name, name.title()))
    event = {name: k for k, (name,) in enumerate(db.execute("SELECT name FROM ost_event ORDER BY id"), start=1)}

    # customers: the business customers' contacts, private customers, the monitoring system
    users: list[tuple[int, str, int]] = []  # id, name, organization
    emails: dict[int, int] = {}

    def add_user(name: str, address: str, org: int, created: str, registered: bool) -> int:
        user = len(users) + 1
        email = len(emails) + 1
        db.execute("INSERT INTO ost_user (id, org_id, default_email_id, status, name, created, updated) VALUES "
                   "(?, ?, ?, 0, ?, ?, ?)", (user, org, email, name, created, created))  # fmt: skip
        db.execute("INSERT INTO ost_user_email VALUES (?, ?, 0, ?)", (email, user, address))
        if registered:
            db.execute(
                "INSERT INTO ost_user_account (user_id, status, timezone, lang, username, passwd, backend, extra, "
                "registered) VALUES (?, 1, 'Europe/Warsaw', 'pl_PL', NULL, ?, NULL, '{}', ?)",
                (user, "$2a$08$" + hashlib.md5(address.encode()).hexdigest(), created),
            )
        users.append((user, name, org))
        emails[user] = email
        return user

    org_users: dict[str, list[int]] = {}
    for k, (org, (domain, contacts, _)) in enumerate(ORGANIZATIONS.items(), start=1):
        since = clock.stamp(-1300 + 30 * k, 600)
        db.execute("INSERT INTO ost_organization VALUES (?, ?, '', 0, ?, '{}', ?, ?)",
                   (k, org, domain, since, since))  # fmt: skip
        org_users[org] = []
        for n in range(contacts):
            first, last = FIRST[(3 * k + n) % len(FIRST)], LAST[(5 * k + 2 * n) % len(LAST)]
            address = f"{first.lower()}.{last.lower()}@{domain}".replace("ł", "l").replace("ś", "s")
            org_users[org].append(add_user(f"{first} {last}", address, k, since, True))
    residential: list[int] = []
    for n in range(RESIDENTIAL + NEVER):
        first, last = FIRST[rng.randrange(len(FIRST))], LAST[rng.randrange(len(LAST))]
        address = f"{first.lower()}.{last.lower()}{n}@{rng.choice(('wp.pl', 'onet.pl', 'gmail.com', 'o2.pl'))}"
        address = address.translate(str.maketrans("łśżźćńóąę", "lszzcnoae"))
        since = fmt(when(-rng.randint(130, 1300)))
        user_id = add_user(f"{first} {last}", address, 0, since, n >= RESIDENTIAL or rng.random() < 0.4)
        if n < RESIDENTIAL:
            residential.append(user_id)
    monitor = add_user("Zabbix NOC monitoring", "noc-alerts@baltyk-swiatlowod.pl", 0, founded, False)

    # tickets: (day, topic, user, source, priority name, created)
    plans: list[tuple[int, str, int, str, str, datetime.datetime]] = []
    topics = [topic for topic, (_, _, weight) in TOPICS.items() if weight]
    weights = [TOPICS[topic][2] for topic in topics]
    for day in range(-DAYS, 1):
        for _ in range(rng.randint(5, 9)):  # no weekly rhythm: a build a day later would shift every draw
            topic = rng.choices(topics, weights)[0]
            source = rng.choices(("Web", "Email", "Phone"), (0.45, 0.35, 0.20))[0]
            priority = rng.choices(("low", "normal", "high"), (0.1, 0.75, 0.15))[0]
            plans.append((day, topic, rng.choice(residential), source, priority, when(day)))
        if day % 3 == 0:
            plans.append((day, "Network alert", monitor, "API", "emergency", when(day, 0, 1435)))
    for _ in range(OUTAGE_TICKETS):  # the fibre cut in Wrzeszcz
        source = rng.choices(("Phone", "Web", "Email"), (0.6, 0.3, 0.1))[0]
        plans.append((OUTAGE_DAY, "Connection down", rng.choice(residential), source, "high",
                      when(OUTAGE_DAY, 480, 900)))  # fmt: skip
    for org, (_, _, extra) in ORGANIZATIONS.items():
        for n in range(extra):
            day = -rng.randint(0, 85) if org == "Hotel Neptun Sopot" else -rng.randint(0, 119)
            topic = rng.choice(("Connection down", "Slow or unstable connection", "Router and Wi-Fi",
                                "Billing question", "Invoice copy"))  # fmt: skip
            plans.append((day, topic, org_users[org][n % len(org_users[org])], "Email", "high", when(day)))
    plans.sort(key=lambda plan: plan[5])

    by_dept = {1: ["knowak", "mwojcik", "akaczmarek", "plewandowski"], 2: ["mzielinska", "zmazur"],
               3: ["twisniewski", "kdabrowski"], 4: ["ljankowski"], 5: ["rpawlak", "bgrabowski"]}  # fmt: skip
    dept_weights = {1: [3, 1, 1, 1], 2: [1, 1], 3: [1, 1], 4: [1], 5: [1, 1]}
    numbers: set[str] = set()
    entry_rows: list[tuple[object, ...]] = []
    event_rows: list[tuple[object, ...]] = []
    for ticket, (day, topic, user, source, priority, created) in enumerate(plans, start=1):
        dept, sla, _ = TOPICS[topic]
        org_id = users[user - 1][2]
        if org_id and topic != "Network alert":
            sla = 2
        grace = SLAS[sla - 1][1]
        due = created + datetime.timedelta(hours=grace)
        number = f"{rng.randint(100000, 999999)}"
        while number in numbers:
            number = f"{rng.randint(100000, 999999)}"
        numbers.add(number)
        trng = random.Random(rng.random())  # the ticket's own draws: how it went never shifts the next ticket's
        assignee = by_dept[dept][trng.choices(range(len(by_dept[dept])), dept_weights[dept])[0]]
        outage = day == OUTAGE_DAY and topic == "Connection down" and source != "API" and not org_id
        if outage:
            assignee = "knowak"
        team = 0
        if topic == "Relocation":
            team = team_ids["Field technicians"]
        elif priority in ("high", "emergency") and dept in (1, 3) and not outage:
            team = team_ids["Escalations"]
        (first_low, first_high), (solve_low, solve_high) = PACE[dept]
        first_response = settle(created + datetime.timedelta(minutes=trng.randint(60 * first_low, 60 * first_high)))
        if outage:
            first_response = settle(created + datetime.timedelta(minutes=trng.randint(30, 240)))
        solve_days = trng.randint(solve_low, solve_high)
        closing = None
        if first_response is not None:
            closing = settle(first_response + datetime.timedelta(days=solve_days, minutes=trng.randint(20, 600)))
        if dept == 2 and day >= -45 and trng.random() < 0.3:  # Billing's backlog
            closing = None
            first_response = first_response if trng.random() < 0.4 else None
        if assignee == "plewandowski" and day >= -20:
            closing = None
        if outage:
            closing = settle(clock.at(OUTAGE_DAY + 1, 1000) + datetime.timedelta(minutes=trng.randint(0, 200)))
        notes = trng.random() < 0.3
        follow_up = trng.random() < 0.35
        reopened = None
        if closing is not None and trng.random() < 0.05:
            reopened = settle(closing + datetime.timedelta(days=trng.randint(1, 3), minutes=trng.randint(0, 300)))
        final_close = closing
        if reopened is not None:
            final_close = settle(reopened + datetime.timedelta(days=trng.randint(1, 4)))
        is_closed = final_close is not None
        waiting = not is_closed and first_response is not None and trng.random() < 0.5
        status = (2 if trng.random() < 0.7 else 3) if is_closed else (6 if waiting else 1)
        overdue = int(not is_closed and due < clock.now)
        answered = int(first_response is not None and (is_closed or waiting or trng.random() < 0.5))
        closer = assignee
        if is_closed and dept == 1 and not outage and trng.random() < 0.25:
            closer = "knowak"
        touched = max(
            moment for moment in (created, first_response, closing, reopened, final_close) if moment is not None
        )
        subject = {
            "Network alert": f"Zabbix: OLT {trng.choice(('GDA-WRZ', 'GDA-OLI', 'SOP-01', 'GDY-02'))} link down"
        }.get(topic, f"{topic} - {'awaria Wrzeszcz' if outage else 'zgłoszenie'}")
        db.execute(
            "INSERT INTO ost_ticket (ticket_id, number, user_id, user_email_id, status_id, dept_id, sla_id, topic_id, "
            "staff_id, team_id, ip_address, source, isoverdue, isanswered, duedate, est_duedate, reopened, closed, "
            "lastupdate, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)",
            (ticket, number, user, emails[user], status, dept, sla, topic_ids[topic], staff_ids[assignee], team,
             f"83.{trng.randint(1, 254)}.{trng.randint(0, 255)}.{trng.randint(1, 254)}" if source == "Web" else "",
             source, overdue, answered, fmt(due), fmt(reopened) if reopened else None,
             fmt(final_close) if final_close else None, fmt(touched), fmt(created), fmt(touched)),
        )  # fmt: skip
        db.execute("INSERT INTO ost_ticket__cdata VALUES (?, ?, ?)",
                   (ticket, subject, str(1 + [p[0] for p in PRIORITIES].index(priority))))  # fmt: skip
        db.execute(
            "INSERT INTO ost_thread (id, object_id, object_type, extra, lastresponse, lastmessage, created) VALUES "
            "(?, ?, 'T', NULL, ?, ?, ?)",
            (ticket, ticket, fmt(first_response) if first_response else None, fmt(created), fmt(created)),
        )
        customer = users[user - 1][1]
        staff_name = " ".join(STAFF[assignee][:2])
        entry_rows.append((ticket, 0, user, "M", customer, source, subject, "Dzień dobry, ...", fmt(created)))
        event_rows.append((ticket, event["created"], 0, dept, topic_ids[topic], customer, user, "U", fmt(created)))
        assigned_at = created + datetime.timedelta(minutes=trng.randint(2, 40))
        if settle(assigned_at):
            event_rows.append((ticket, event["assigned"], staff_ids[assignee], dept, topic_ids[topic], "SYSTEM",
                               None, "S", fmt(settle(assigned_at) or assigned_at)))  # fmt: skip
        if first_response is not None:
            entry_rows.append((ticket, staff_ids[assignee], 0, "R", staff_name, "", None, "Dziękujemy za zgłoszenie.",
                               fmt(first_response)))  # fmt: skip
            if notes:
                noted = settle(first_response + datetime.timedelta(minutes=trng.randint(10, 300)))
                if noted:
                    entry_rows.append((ticket, staff_ids[assignee], 0, "N", staff_name, "", "Notatka wewnętrzna",
                                       "Sprawdzone w systemie.", fmt(noted)))  # fmt: skip
            if follow_up:
                replied = settle(first_response + datetime.timedelta(minutes=trng.randint(60, 1800)))
                if replied:
                    entry_rows.append((ticket, 0, user, "M", customer, source, None, "Nadal nie działa.",
                                       fmt(replied)))  # fmt: skip
        if overdue:
            event_rows.append((ticket, event["overdue"], 0, dept, topic_ids[topic], "SYSTEM", None, "S",
                               fmt(settle(due) or due)))  # fmt: skip
        if closing is not None:
            entry_rows.append((ticket, staff_ids[closer], 0, "R", " ".join(STAFF[closer][:2]), "", None,
                               "Zgłoszenie rozwiązane.", fmt(closing)))  # fmt: skip
            event_rows.append((ticket, event["closed"], staff_ids[closer], dept, topic_ids[topic], closer,
                               staff_ids[closer], "S", fmt(closing)))  # fmt: skip
        if reopened is not None:
            entry_rows.append((ticket, 0, user, "M", customer, source, None, "Problem wrócił.", fmt(reopened)))
            event_rows.append((ticket, event["reopened"], 0, dept, topic_ids[topic], customer, user, "U",
                               fmt(reopened)))  # fmt: skip
            if final_close is not None:
                event_rows.append((ticket, event["closed"], staff_ids[closer], dept, topic_ids[topic], closer,
                                   staff_ids[closer], "S", fmt(final_close)))  # fmt: skip
    entry_rows.sort(key=lambda row: (str(row[8]), int(str(row[0]))))
    for thread, staff, poster_id, kind, poster, via, title, body, moment in entry_rows:
        db.execute(
            "INSERT INTO ost_thread_entry (thread_id, staff_id, user_id, type, poster, source, title, body, format, "
            "created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'html', ?, ?)",
            (thread, staff, poster_id, kind, poster, via, title, body, moment, moment),
        )
    event_rows.sort(key=lambda row: (str(row[8]), int(str(row[0]))))
    for thread, kind, staff, dept_id, topic_id, actor, uid, uid_type, moment in event_rows:
        db.execute(
            "INSERT INTO ost_thread_event (thread_id, thread_type, event_id, staff_id, team_id, dept_id, topic_id, "
            "data, username, uid, uid_type, annulled, timestamp) VALUES (?, 'T', ?, ?, 0, ?, ?, NULL, ?, ?, ?, 0, ?)",
            (thread, kind, staff, dept_id, topic_id, actor, uid, uid_type, moment),
        )
    close_checked(db, "hotline")
