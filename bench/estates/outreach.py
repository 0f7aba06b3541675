"""An Oslo residential solar installer's marketing automation (Nordvik Solar AS) as a Mautic 5 database in SQLite.

Mautic (the open-source marketing automation platform, PHP/Symfony on MySQL, no table prefix here) keeps its records
in these tables with its conventions: ``id`` integer keys, ``is_published`` 0/1 on what can be unpublished,
``date_added``/``date_modified`` DATETIME text in UTC, ``created_by`` the user's id; and:

* **``leads`` holds every contact, anonymous website visitors too**: a visitor tracked by the cookie is a lead with no
  name or e-mail and ``date_identified`` NULL; once they fill in a form or are imported, ``date_identified`` is set;
  ``points`` the lead score, ``stage_id`` the lifecycle stage (``stages``: New, Engaged, Qualified, Quote sent,
  Customer), ``owner_id`` the sales rep (``users``, each with a ``roles`` row);
* ``companies`` (housing co-operatives, ``borettslag``, and businesses; company fields named ``companyname``,
  ``companycity``...) linked to contacts in ``companies_leads``;
* segments are ``lead_lists``, their members ``lead_lists_leads`` (**``manually_removed`` 1 for a contact taken out by
  hand: still a row**); **``lead_donotcontact`` holds unsubscribes and bounces by integer ``reason`` (1 unsubscribed,
  2 bounced, 3 set manually) and ``channel`` (``email``)**;
* ``emails`` (``email_type`` ``list`` for a segment newsletter, ``template`` for one a campaign sends; ``sent_count``
  and ``read_count`` denormalised counters) and **``email_stats``, one row per e-mail sent to a contact: ``date_sent``,
  ``is_read`` 0/1 with ``date_read`` NULL until opened, ``is_failed`` 0/1, ``open_count``, ``list_id`` for a newsletter,
  ``source`` ``campaign.event`` with the event's id in ``source_id`` for a campaign e-mail**; ``email_list_xref`` which
  segments a newsletter goes to;
* ``campaigns``, their ``campaign_events`` (**``type`` a dotted key such as ``email.send``, ``lead.changepoints`` or
  ``email.open``, ``event_type`` ``action``, ``decision`` or ``condition``, ``parent_id`` and ``decision_path``**),
  ``campaign_leads`` (contacts in a campaign, ``manually_removed`` 1 once taken out) and ``campaign_lead_event_log``
  (each event executed for a contact, ``date_triggered``, ``is_scheduled`` 1 while waiting);
* ``forms`` and ``form_submissions`` (``date_submitted``, the submitting ``lead_id`` and the landing page);
  ``pages`` (landing pages, ``hits`` and ``unique_hits`` counters) and ``page_hits`` (every visit: ``date_hit``,
  ``date_left`` NULL when the visitor never left another hit, ``code`` the HTTP status, ``country``, ``city``,
  ``source``/``source_id`` ``email`` and its id for a click from an e-mail); ``ip_addresses``;
  ``lead_points_change_log`` (each score change with its ``delta``); ``categories`` by ``bundle``.

Data reaches 120 days back from ``now``; every time falls on whole minutes of a day counted from today's midnight,
today's only well before ``now`` and none within a quarter of an hour of ``now``'s time of day.

Planted signals:

* about 640 identified contacts beside about 420 anonymous visitors; Ingrid Haugen owns the most contacts;
* the segment "Nyhetsbrev" (newsletter) is the largest once hand-removed members are left out; "Tilbud forespurt"
  (quote requested) holds more rows with them;
* "Batteri vinterkampanje" has by far the best open rate of the e-mails sent to at least 100 contacts; failures fall
  only between 8 and 30 days back (a misconfigured sending domain);
* "Gratis takvurdering" (free roof assessment) is the most submitted form in the last 30 days, the "Solcellekalkulator"
  (solar calculator) page the most visited in the last 7;
* the "Tilbud oppfølging" (quote follow-up) campaign holds the most contacts, its "Send tilbudspåminnelse" reminder
  the most executed event of the last 7 days;
* Tåsen Borettslag has the most contacts; a dozen unsubscribes in the last 30 days; quote requesters who never opened
  an e-mail; identified contacts never e-mailed.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE roles (
  id INTEGER PRIMARY KEY, is_published TINYINT(1) NOT NULL, date_added DATETIME, name VARCHAR(191) NOT NULL,
  description LONGTEXT, is_admin TINYINT(1) NOT NULL, readable_permissions LONGTEXT NOT NULL
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, role_id INTEGER NOT NULL REFERENCES roles (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, created_by INTEGER, username VARCHAR(191) NOT NULL UNIQUE, password VARCHAR(64) NOT NULL,
  first_name VARCHAR(191) NOT NULL, last_name VARCHAR(191) NOT NULL, email VARCHAR(191) NOT NULL UNIQUE,
  position VARCHAR(191), timezone VARCHAR(191), locale VARCHAR(191), last_login DATETIME, last_active DATETIME
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, is_published TINYINT(1) NOT NULL, date_added DATETIME, title VARCHAR(191) NOT NULL,
  alias VARCHAR(191) NOT NULL, bundle VARCHAR(50) NOT NULL
);
CREATE TABLE stages (
  id INTEGER PRIMARY KEY, is_published TINYINT(1) NOT NULL, date_added DATETIME, name VARCHAR(191) NOT NULL,
  description LONGTEXT, weight INTEGER NOT NULL
);
CREATE TABLE ip_addresses (id INTEGER PRIMARY KEY, ip_address VARCHAR(45) NOT NULL, ip_details LONGTEXT);
CREATE TABLE leads (
  id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES users (id), stage_id INTEGER REFERENCES stages (id),
  is_published TINYINT(1) NOT NULL, date_added DATETIME, date_modified DATETIME, created_by INTEGER,
  points INTEGER NOT NULL DEFAULT 0, last_active DATETIME, internal LONGTEXT, social_cache LONGTEXT,
  date_identified DATETIME, preferred_profile_image VARCHAR(191), title VARCHAR(191), firstname VARCHAR(191),
  lastname VARCHAR(191), company VARCHAR(191), position VARCHAR(191), email VARCHAR(191), phone VARCHAR(191),
  mobile VARCHAR(191), address1 VARCHAR(191), city VARCHAR(191), state VARCHAR(191), zipcode VARCHAR(191),
  country VARCHAR(191), timezone VARCHAR(191), generated_email_domain VARCHAR(255)
);
CREATE TABLE companies (
  id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES users (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, score INTEGER, companyname VARCHAR(191), companycity VARCHAR(191),
  companycountry VARCHAR(191), companyindustry VARCHAR(191), companynumber_of_employees INTEGER
);
CREATE TABLE companies_leads (
  company_id INTEGER NOT NULL REFERENCES companies (id), lead_id INTEGER NOT NULL REFERENCES leads (id),
  date_added DATETIME NOT NULL, is_primary TINYINT(1) DEFAULT 0, PRIMARY KEY (company_id, lead_id)
);
CREATE TABLE lead_lists (
  id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES categories (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, created_by INTEGER, name VARCHAR(191) NOT NULL, description LONGTEXT,
  alias VARCHAR(191) NOT NULL, public_name VARCHAR(191) NOT NULL, filters LONGTEXT NOT NULL,
  is_global TINYINT(1) NOT NULL, is_preference_center TINYINT(1) NOT NULL
);
CREATE TABLE lead_lists_leads (
  leadlist_id INTEGER NOT NULL REFERENCES lead_lists (id), lead_id INTEGER NOT NULL REFERENCES leads (id),
  date_added DATETIME NOT NULL, manually_removed TINYINT(1) NOT NULL, manually_added TINYINT(1) NOT NULL,
  PRIMARY KEY (leadlist_id, lead_id)
);
CREATE TABLE lead_donotcontact (
  id INTEGER PRIMARY KEY, lead_id INTEGER REFERENCES leads (id), date_added DATETIME NOT NULL,
  reason SMALLINT NOT NULL, channel VARCHAR(191) NOT NULL, channel_id INTEGER, comments LONGTEXT
);
CREATE TABLE emails (
  id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES categories (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, created_by INTEGER, name VARCHAR(191) NOT NULL, subject LONGTEXT, from_address VARCHAR(191),
  from_name VARCHAR(191), email_type LONGTEXT, publish_up DATETIME, publish_down DATETIME, read_count INTEGER NOT NULL,
  sent_count INTEGER NOT NULL, revision INTEGER NOT NULL, lang VARCHAR(191) NOT NULL
);
CREATE TABLE email_list_xref (
  email_id INTEGER NOT NULL REFERENCES emails (id), leadlist_id INTEGER NOT NULL REFERENCES lead_lists (id),
  PRIMARY KEY (email_id, leadlist_id)
);
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES categories (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, created_by INTEGER, name VARCHAR(191) NOT NULL, description LONGTEXT, publish_up DATETIME,
  publish_down DATETIME
);
CREATE TABLE campaign_events (
  id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns (id),
  parent_id INTEGER REFERENCES campaign_events (id), name VARCHAR(191) NOT NULL, type VARCHAR(50) NOT NULL,
  event_type VARCHAR(50) NOT NULL, event_order INTEGER NOT NULL, trigger_interval INTEGER,
  trigger_interval_unit VARCHAR(1), trigger_mode VARCHAR(10), decision_path VARCHAR(191), channel VARCHAR(191),
  channel_id INTEGER
);
CREATE TABLE campaign_leads (
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id), lead_id INTEGER NOT NULL REFERENCES leads (id),
  date_added DATETIME NOT NULL, manually_removed TINYINT(1) NOT NULL, manually_added TINYINT(1) NOT NULL,
  date_last_exited DATETIME, rotation INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (campaign_id, lead_id)
);
CREATE TABLE campaign_lead_event_log (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES campaign_events (id),
  lead_id INTEGER NOT NULL REFERENCES leads (id), campaign_id INTEGER REFERENCES campaigns (id),
  rotation INTEGER NOT NULL DEFAULT 1, date_triggered DATETIME, is_scheduled TINYINT(1) NOT NULL,
  trigger_date DATETIME, system_triggered TINYINT(1) NOT NULL, channel VARCHAR(191), channel_id INTEGER,
  non_action_path_taken TINYINT(1)
);
CREATE TABLE email_stats (
  id INTEGER PRIMARY KEY, email_id INTEGER REFERENCES emails (id), lead_id INTEGER REFERENCES leads (id),
  list_id INTEGER REFERENCES lead_lists (id), ip_id INTEGER REFERENCES ip_addresses (id), email_address VARCHAR(191)
  NOT NULL, date_sent DATETIME NOT NULL, is_read TINYINT(1) NOT NULL, is_failed TINYINT(1) NOT NULL,
  viewed_in_browser TINYINT(1) NOT NULL, date_read DATETIME, tracking_hash VARCHAR(191), retry_count INTEGER,
  source VARCHAR(191), source_id INTEGER, open_count INTEGER, last_opened DATETIME
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES categories (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, title VARCHAR(191) NOT NULL, alias VARCHAR(191) NOT NULL, hits INTEGER NOT NULL,
  unique_hits INTEGER NOT NULL, lang VARCHAR(191) NOT NULL
);
CREATE TABLE forms (
  id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES categories (id), is_published TINYINT(1) NOT NULL,
  date_added DATETIME, name VARCHAR(191) NOT NULL, alias VARCHAR(191) NOT NULL, form_type VARCHAR(191)
);
CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY, form_id INTEGER NOT NULL REFERENCES forms (id), ip_id INTEGER REFERENCES ip_addresses (id),
  lead_id INTEGER REFERENCES leads (id), page_id INTEGER REFERENCES pages (id), tracking_id VARCHAR(191),
  date_submitted DATETIME NOT NULL, referer LONGTEXT NOT NULL
);
CREATE TABLE page_hits (
  id INTEGER PRIMARY KEY, page_id INTEGER REFERENCES pages (id), email_id INTEGER REFERENCES emails (id),
  lead_id INTEGER REFERENCES leads (id), ip_id INTEGER REFERENCES ip_addresses (id), date_hit DATETIME NOT NULL,
  date_left DATETIME, country VARCHAR(191), city VARCHAR(191), code INTEGER NOT NULL, referer LONGTEXT,
  url LONGTEXT, url_title VARCHAR(191), user_agent LONGTEXT, source VARCHAR(191), source_id INTEGER,
  tracking_id VARCHAR(191)
);
CREATE TABLE lead_points_change_log (
  id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL REFERENCES leads (id), ip_id INTEGER REFERENCES ip_addresses (id),
  type LONGTEXT NOT NULL, event_name VARCHAR(191) NOT NULL, action_name VARCHAR(191) NOT NULL, delta INTEGER NOT NULL,
  date_added DATETIME NOT NULL
);
"""

# username: (first, last, role, position, weight of owned contacts)
USERS = {
    "admin": ("Kari", "Nordvik", "Administrator", "Daglig leder", 0),
    "ihaugen": ("Ingrid", "Haugen", "Sales", "Salgsrådgiver", 9),
    "mberg": ("Magnus", "Berg", "Sales", "Salgsrådgiver", 5),
    "slarsen": ("Sofie", "Larsen", "Sales", "Salgsrådgiver", 4),
    "ejohansen": ("Erik", "Johansen", "Sales", "Bedriftssalg", 3),
    "tnilsen": ("Thea", "Nilsen", "Marketing", "Markedsfører", 0),
}
STAGES = [("Ny", 0), ("Engasjert", 1), ("Kvalifisert", 2), ("Tilbud sendt", 3), ("Kunde", 4)]
CITIES = [("Oslo", 10), ("Bærum", 3), ("Asker", 2), ("Lillestrøm", 2), ("Drammen", 2), ("Ski", 1), ("Moss", 1)]
COMPANIES = [
    ("Tåsen Borettslag", "Oslo", "Borettslag", 640),
    ("Grefsen Terrasse Borettslag", "Oslo", "Borettslag", 310),
    ("Ullern Huseierforening", "Oslo", "Huseierforening", 120),
    ("Stabekk Sameie", "Bærum", "Sameie", 80),
    ("Asker Næringsbygg AS", "Asker", "Eiendom", 14),
    ("Kjeller Gårdsdrift", "Lillestrøm", "Landbruk", 6),
    ("Drammen Sportsklubb", "Drammen", "Idrett", 30),
]
# segment: (alias, weight of ordinary members among identified contacts)
SEGMENTS = {
    "Nyhetsbrev": ("nyhetsbrev", 0.55),
    "Tilbud forespurt": ("tilbud-forespurt", 0.22),
    "Oslo huseiere": ("oslo-huseiere", 0.30),
    "Installerte kunder": ("installerte-kunder", 0.10),
    "Borettslag styre": ("borettslag-styre", 0.05),
}
# newsletter or template e-mail: (type, subject, days back it went out, open probability)
EMAILS = {
    "Nyhetsbrev august": ("list", "Sol i august: slik får du mest ut av anlegget", 100, 0.28),
    "Nyhetsbrev september": ("list", "Strømprisen stiger - er taket ditt klart?", 70, 0.30),
    "Nyhetsbrev oktober": ("list", "Høstens tips for solcelleanlegg", 40, 0.26),
    "Batteri vinterkampanje": ("list", "Lagre sommersola til vinteren - 20 % på batteri", 20, 0.8),
    "Nyhetsbrev november": ("list", "Enova-støtte 2025: dette må du vite", 9, 0.27),
    "Takk for forespørselen": ("template", "Takk! Vi kontakter deg innen to dager", 0, 0.45),
    "Tilbudspåminnelse": ("template", "Har du sett på tilbudet ditt?", 0, 0.35),
    "Velkommen som kunde": ("template", "Velkommen som Nordvik Solar-kunde", 0, 0.60),
    "Utkast: julekampanje": ("list", "Julegave til taket", -1, 0.0),
}
FORMS = {"Gratis takvurdering": 6, "Nyhetsbrev påmelding": 3, "Kontakt oss": 2, "Borettslag forespørsel": 1}
PAGES = {
    "Solcellekalkulator": ("solcellekalkulator", 10),
    "Gratis takvurdering": ("takvurdering", 5),
    "Batteri og lagring": ("batteri", 4),
    "Enova-støtte": ("enova-stotte", 3),
    "Borettslag": ("borettslag", 2),
    "Om oss": ("om-oss", 1),
}
FIRST = ["Ola", "Kari", "Lars", "Ingrid", "Jonas", "Nora", "Henrik", "Emma", "Sander", "Ida", "Mathias", "Maja",
         "Kristian", "Sara", "Andreas", "Hanna", "Petter", "Silje", "Martin", "Tuva"]  # fmt: skip
LAST = ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen",
        "Karlsen", "Johnsen", "Pettersen", "Eriksen", "Berg", "Haugen", "Hagen", "Johannessen", "Andreassen",
        "Jacobsen", "Dahl"]  # fmt: skip
DNC_COMMENTS = {1: "Avmeldt via lenke", 2: "550 mailbox unavailable", 3: "Satt av salg"}
AGENTS = ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)", "Mozilla/5.0 (Linux; Android 14)"]  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    founded = clock.stamp(-900, 540)

    def when(day: int, low: int = 420, high: int = 1320) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    def later(stamp: str, minutes: int) -> str:
        moment = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S") + datetime.timedelta(minutes=minutes)
        return clock.fmt(min(moment, clock.now - datetime.timedelta(minutes=20)))

    # roles, users
    roles = {"Administrator": 1, "Sales": 2, "Marketing": 3}
    for name, ident in roles.items():
        db.execute(
            "INSERT INTO roles VALUES (?, 1, ?, ?, NULL, ?, 'a:0:{}')",
            (ident, founded, name, int(name == "Administrator")),
        )
    uid: dict[str, int] = {}
    for k, (username, (first, last, role, position, _)) in enumerate(USERS.items(), 1):
        uid[username] = k
        db.execute(
            "INSERT INTO users VALUES (?, ?, 1, ?, 1, ?, '$2y$13$x', ?, ?, ?, ?, 'Europe/Oslo', 'nb_NO', ?, ?)",
            (k, roles[role], founded, username, first, last, f"{username}@nordviksolar.no", position,
             when(-rng.randint(0, 3)), when(-rng.randint(0, 3))),
        )  # fmt: skip
    categories = {"Nyhetsbrev": "email", "Kampanjer": "campaign", "Skjema": "form", "Landingssider": "page",
                  "Segmenter": "segment"}  # fmt: skip
    cat: dict[str, int] = {}
    for k, (title, bundle) in enumerate(categories.items(), 1):
        cat[bundle] = k
        db.execute("INSERT INTO categories VALUES (?, 1, ?, ?, ?, ?)", (k, founded, title, title.lower(), bundle))
    for k, (name, weight) in enumerate(STAGES, 1):
        db.execute("INSERT INTO stages VALUES (?, 1, ?, ?, NULL, ?)", (k, founded, name, weight))
    stage_id = {name: k for k, (name, _) in enumerate(STAGES, 1)}

    ips: list[int] = []
    for k in range(1, 401):
        db.execute(
            "INSERT INTO ip_addresses VALUES (?, ?, NULL)", (k, f"84.{208 + k % 40}.{k % 251}.{(k * 37) % 254 + 1}")
        )
        ips.append(k)

    # contacts: identified ones and anonymous visitors
    sellers = [name for name, spec in USERS.items() if spec[4] > 0]
    leads: list[tuple[object, ...]] = []
    identified: list[tuple[int, int]] = []  # (lead id, day identified)
    anonymous: list[int] = []
    lead_id = 0
    for _ in range(640):
        lead_id += 1
        day = -rng.randint(0, 120) if rng.random() < 0.8 else -rng.randint(121, 700)
        added = when(day)
        first, last = rng.choice(FIRST), rng.choice(LAST)
        city = rng.choices([c for c, _ in CITIES], weights=[w for _, w in CITIES])[0]
        stage = rng.choices([s for s, _ in STAGES], weights=[5, 4, 3, 2, 1.5])[0]
        base = {"Ny": 5, "Engasjert": 25, "Kvalifisert": 60, "Tilbud sendt": 85, "Kunde": 120}[stage]
        owner = rng.choices(sellers, weights=[USERS[s][4] for s in sellers])[0] if stage != "Ny" else None
        leads.append(
            (lead_id, uid[owner] if owner else None, stage_id[stage], 1, added, added, None, base + rng.randint(0, 30),
             when(max(day, -rng.randint(0, 60))), None, "[]", added, None, None, first, last, None, None,
             f"{first.lower()}.{last.lower()}{lead_id}@{rng.choice(['gmail.com', 'online.no', 'hotmail.com'])}",
             None, f"+47 9{rng.randint(1000000, 9999999)}", None, city, "Viken" if city != "Oslo" else "Oslo",
             None, "Norway", "Europe/Oslo", None)
        )  # fmt: skip
        identified.append((lead_id, day))
    for _ in range(420):
        lead_id += 1
        day = -rng.randint(0, 120)
        added = when(day)
        leads.append(
            (lead_id, None, None, 1, added, added, None, 0, added, None, "[]", None, None, None, None, None, None,
             None, None, None, None, None, None, None, None, None, None, None)
        )  # fmt: skip
        anonymous.append(lead_id)
    db.executemany("INSERT INTO leads VALUES (" + ", ".join("?" * 28) + ")", leads)
    ident_ids = [ident for ident, _ in identified]

    # companies
    for k, (name, city, industry, employees) in enumerate(COMPANIES, 1):
        db.execute(
            "INSERT INTO companies VALUES (?, ?, 1, ?, 0, ?, ?, 'Norway', ?, ?)",
            (k, uid["ejohansen"], founded, name, city, industry, employees),
        )
    linked = rng.sample(ident_ids, 70)
    sizes = [22, 14, 10, 8, 6, 5, 5]
    at = 0
    for k, size in enumerate(sizes, 1):
        for ident in linked[at : at + size]:
            db.execute("INSERT INTO companies_leads VALUES (?, ?, ?, 1)", (k, ident, founded))
        at += size

    # segments
    seg: dict[str, int] = {}
    members: dict[str, list[int]] = {}
    for k, (name, (alias, share)) in enumerate(SEGMENTS.items(), 1):
        seg[name] = k
        db.execute(
            "INSERT INTO lead_lists VALUES (?, ?, 1, ?, ?, ?, NULL, ?, ?, '[]', 0, ?)",
            (k, cat["segment"], founded, uid["tnilsen"], name, alias, name, int(name == "Nyhetsbrev")),
        )
        chosen = [ident for ident in ident_ids if rng.random() < share]
        members[name] = chosen
        for ident in chosen:
            db.execute("INSERT INTO lead_lists_leads VALUES (?, ?, ?, 0, ?)", (k, ident, when(-rng.randint(1, 120)), 0))
    # quote requesters taken out by hand after they were handled: still rows
    removed = [ident for ident in ident_ids if ident not in set(members["Tilbud forespurt"])][:260]
    for ident in removed:
        added = when(-rng.randint(30, 120))
        db.execute("INSERT INTO lead_lists_leads VALUES (?, ?, ?, 1, 0)", (seg["Tilbud forespurt"], ident, added))

    # do not contact: unsubscribes and bounces
    dnc = rng.sample(ident_ids, 60)
    for k, ident in enumerate(dnc):
        if k < 12:
            reason, day = 1, -rng.randint(0, 29)
        elif k < 30:
            reason, day = 1, -rng.randint(31, 120)
        elif k < 52:
            reason, day = 2, -rng.randint(0, 120)
        else:
            reason, day = 3, -rng.randint(0, 120)
        db.execute(
            "INSERT INTO lead_donotcontact (lead_id, date_added, reason, channel, channel_id, comments) "
            "VALUES (?, ?, ?, 'email', NULL, ?)",
            (ident, when(day), reason, DNC_COMMENTS[reason]),
        )

    # campaigns and their events
    campaigns = {"Tilbud oppfølging": 1, "Velkomst nye kunder": 2, "Batteri vinter": 3, "Borettslag pilot": 4}
    for name, k in campaigns.items():
        db.execute(
            "INSERT INTO campaigns VALUES (?, ?, ?, ?, ?, ?, NULL, ?, NULL)",
            (k, cat["campaign"], int(k != 4), founded, uid["tnilsen"], name, clock.stamp(-200, 480)),
        )
    email_ids = {name: k for k, name in enumerate(EMAILS, 1)}
    # event: (campaign, parent, name, type, event_type, order, channel e-mail, decision path)
    events = [
        (1, None, "Send takk-epost", "email.send", "action", 1, "Takk for forespørselen", None),
        (1, 1, "Åpnet takk-epost", "email.open", "decision", 2, None, None),
        (1, 2, "Gi 10 poeng", "lead.changepoints", "action", 3, None, "yes"),
        (1, 2, "Send tilbudspåminnelse", "email.send", "action", 3, "Tilbudspåminnelse", "no"),
        (2, None, "Send velkomst", "email.send", "action", 1, "Velkommen som kunde", None),
        (2, 5, "Flytt til segment Installerte kunder", "lead.changelist", "action", 2, None, None),
        (3, None, "Send batterikampanje", "email.send", "action", 1, "Batteri vinterkampanje", None),
        (3, 7, "Bor i Oslo?", "lead.field_value", "condition", 2, None, None),
        (4, None, "Legg til styre-segment", "lead.changelist", "action", 1, None, None),
    ]
    for k, (campaign, parent, name, kind, event_type, order, email, path_) in enumerate(events, 1):
        db.execute(
            "INSERT INTO campaign_events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, campaign, parent, name, kind, event_type, order, 1 if order > 1 else 0, "d",
             "interval" if order > 1 else "immediate", path_, "email" if email else None,
             email_ids[email] if email else None),
        )  # fmt: skip
    campaign_members: dict[int, list[int]] = {1: [], 2: [], 3: [], 4: []}
    sizes_c = {1: 230, 2: 90, 3: 150, 4: 20}
    removed_c = {1: 10, 2: 5, 3: 120, 4: 2}  # the battery campaign's contacts mostly taken out after the offer
    for campaign, size in sizes_c.items():
        chosen = rng.sample(ident_ids, size + removed_c[campaign])
        for j, ident in enumerate(chosen):
            out = j < removed_c[campaign]
            added = when(-rng.randint(1, 100))
            db.execute(
                "INSERT INTO campaign_leads VALUES (?, ?, ?, ?, 0, ?, 1)",
                (campaign, ident, added, int(out), when(-rng.randint(0, 30)) if out else None),
            )
            if not out:
                campaign_members[campaign].append(ident)

    # the event log: the quote reminder busiest in the last 7 days
    logs: list[tuple[object, ...]] = []

    def log_event(event: int, ident: int, campaign: int, day: int) -> None:
        stamp = when(day)
        logs.append((event, ident, campaign, 1, stamp, 0, stamp, 1, None, None, 0))

    for ident in campaign_members[1]:
        log_event(1, ident, 1, -rng.randint(8, 100))
    for ident in campaign_members[1][:150]:
        log_event(2, ident, 1, -rng.randint(8, 60))
    for k, ident in enumerate(campaign_members[1][:120]):
        log_event(4, ident, 1, -rng.randint(0, 6) if k < 48 else -rng.randint(8, 90))
    for k, ident in enumerate(campaign_members[1][150:200]):
        log_event(3, ident, 1, -rng.randint(0, 6) if k < 12 else -rng.randint(8, 90))
    for k, ident in enumerate(campaign_members[2]):
        log_event(5, ident, 2, -rng.randint(0, 6) if k < 15 else -rng.randint(8, 100))
        log_event(6, ident, 2, -rng.randint(8, 100))
    for ident in campaign_members[3]:
        log_event(7, ident, 3, -20)
    for ident in campaign_members[4]:
        log_event(9, ident, 4, -rng.randint(0, 6) if ident % 2 else -rng.randint(8, 30))
    db.executemany(
        "INSERT INTO campaign_lead_event_log (event_id, lead_id, campaign_id, rotation, date_triggered, is_scheduled, "
        "trigger_date, system_triggered, channel, channel_id, non_action_path_taken) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?, ?)",
        logs,
    )

    # e-mails and their stats
    stats: list[tuple[object, ...]] = []
    email_rows: list[tuple[object, ...]] = []
    emails_of = {ident: f"x{ident}@example.invalid" for ident in ident_ids}
    for row in db.execute("SELECT id, email FROM leads WHERE email IS NOT NULL"):
        emails_of[row[0]] = row[1]
    quote_openers_never = set(members["Tilbud forespurt"][::3])  # these never open anything
    counts: dict[str, list[int]] = {name: [0, 0] for name in EMAILS}

    def send(name: str, ident: int, day: int, list_id: int | None, source_id: int | None) -> None:
        _, _, _, chance = EMAILS[name]
        sent = when(day)
        failed = int(-30 <= day <= -8 and rng.random() < 0.09)
        read = not failed and ident not in quote_openers_never and rng.random() < chance
        opened = later(sent, rng.choice([20, 45, 90, 180, 300, 600, 1440])) if read else None
        stats.append(
            (email_ids[name], ident, list_id, rng.choice(ips) if read else None, emails_of[ident], sent, int(read),
             failed, 0, opened, f"{rng.getrandbits(52):013x}", 0, "campaign.event" if source_id else None, source_id,
             rng.randint(1, 3) if read else 0, opened)
        )  # fmt: skip
        counts[name][0] += 1
        counts[name][1] += int(read)

    never_emailed = set(rng.sample(ident_ids, 45))
    sendable = [ident for ident in ident_ids if ident not in never_emailed]
    sendable_set = set(sendable)
    newsletter_members = [ident for ident in members["Nyhetsbrev"] if ident in sendable_set]
    for name, (kind, _, back, _) in EMAILS.items():
        if kind != "list" or back < 0:
            continue
        targets = newsletter_members if name != "Batteri vinterkampanje" else [
            ident for ident in members["Oslo huseiere"] if ident in sendable_set]  # fmt: skip
        for ident in targets:
            send(name, ident, -back, seg["Nyhetsbrev" if name != "Batteri vinterkampanje" else "Oslo huseiere"], None)
    for ident in campaign_members[1]:
        if ident in sendable_set:
            send("Takk for forespørselen", ident, -rng.randint(0, 100), None, 1)
    for ident in campaign_members[1][:120]:
        if ident in sendable_set:
            send("Tilbudspåminnelse", ident, -rng.randint(0, 60), None, 4)
    for ident in campaign_members[2]:
        if ident in sendable_set:
            send("Velkommen som kunde", ident, -rng.randint(0, 100), None, 5)
    # everyone else who can be e-mailed had at least one newsletter
    reached = {row[1] for row in stats}
    for ident in sendable:
        if ident not in reached:
            send("Nyhetsbrev oktober", ident, -40, seg["Nyhetsbrev"], None)
    for name, (kind, subject, back, _) in EMAILS.items():
        email_rows.append(
            (email_ids[name], cat["email"], int(back >= 0), founded, uid["tnilsen"], name, subject,
             "hei@nordviksolar.no", "Nordvik Solar", kind, clock.stamp(-max(back, 0) - 1, 480) if back >= 0 else None,
             None, counts[name][1], counts[name][0], 1, "nb")
        )  # fmt: skip
    db.executemany("INSERT INTO emails VALUES (" + ", ".join("?" * 16) + ")", email_rows)
    stats.sort(key=lambda row: str(row[5]))
    db.executemany(
        "INSERT INTO email_stats (email_id, lead_id, list_id, ip_id, email_address, date_sent, is_read, is_failed, "
        "viewed_in_browser, date_read, tracking_hash, retry_count, source, source_id, open_count, last_opened) "
        "VALUES (" + ", ".join("?" * 16) + ")",
        stats,
    )
    for name, (kind, *_) in EMAILS.items():
        if kind == "list":
            target = "Oslo huseiere" if name == "Batteri vinterkampanje" else "Nyhetsbrev"
            db.execute("INSERT INTO email_list_xref VALUES (?, ?)", (email_ids[name], seg[target]))

    # landing pages and their visits
    page_ids = {name: k for k, name in enumerate(PAGES, 1)}
    hits: list[tuple[object, ...]] = []
    page_counts = dict.fromkeys(PAGES, 0)
    page_visitors: dict[str, set[int]] = {name: set() for name in PAGES}
    visitors = anonymous + ident_ids
    for day in range(-120, 1):
        for name, (alias, weight) in PAGES.items():
            times = rng.randint(weight, 2 * weight) + (6 if name == "Solcellekalkulator" and day > -7 else 0)
            for _ in range(times):
                visitor = rng.choice(visitors) if rng.random() < 0.85 else rng.choice(anonymous)
                hit = when(day)
                city = rng.choices([c for c, _ in CITIES], weights=[w for _, w in CITIES])[0]
                from_email = rng.random() < 0.1
                hits.append(
                    (page_ids[name], email_ids["Nyhetsbrev oktober"] if from_email else None, visitor, rng.choice(ips),
                     hit, later(hit, rng.randint(1, 8)) if rng.random() < 0.7 else None, "Norway", city,
                     200 if rng.random() < 0.97 else 404, "https://www.google.com/" if not from_email else None,
                     f"https://nordviksolar.no/{alias}", name, rng.choice(AGENTS), "email" if from_email else None,
                     email_ids["Nyhetsbrev oktober"] if from_email else None, f"{rng.getrandbits(40):010x}")
                )  # fmt: skip
                page_counts[name] += 1
                page_visitors[name].add(visitor)
    for name, (alias, _) in PAGES.items():
        db.execute(
            "INSERT INTO pages VALUES (?, ?, 1, ?, ?, ?, ?, ?, 'nb')",
            (page_ids[name], cat["page"], founded, name, alias, page_counts[name], len(page_visitors[name])),
        )
    hits.sort(key=lambda row: str(row[4]))
    db.executemany(
        "INSERT INTO page_hits (page_id, email_id, lead_id, ip_id, date_hit, date_left, country, city, code, referer, "
        "url, url_title, user_agent, source, source_id, tracking_id) VALUES (" + ", ".join("?" * 16) + ")",
        hits,
    )

    # forms and submissions: the roof assessment busiest in the last 30 days
    form_pages = {"Gratis takvurdering": "Gratis takvurdering", "Nyhetsbrev påmelding": "Om oss",
                  "Kontakt oss": "Om oss", "Borettslag forespørsel": "Borettslag"}  # fmt: skip
    subs: list[tuple[object, ...]] = []
    for k, (name, weight) in enumerate(FORMS.items(), 1):
        db.execute(
            "INSERT INTO forms VALUES (?, ?, 1, ?, ?, ?, 'standalone')",
            (k, cat["form"], founded, name, name.lower().replace(" ", "-")),
        )
        for ident, day in identified:
            if day < -120 or rng.random() > weight / 14:
                continue
            subs.append(
                (k, rng.choice(ips), ident, page_ids[form_pages[name]], f"{rng.getrandbits(40):010x}", when(day),
                 f"https://nordviksolar.no/{PAGES[form_pages[name]][0]}")
            )  # fmt: skip
    subs.sort(key=lambda row: str(row[5]))
    db.executemany(
        "INSERT INTO form_submissions (form_id, ip_id, lead_id, page_id, tracking_id, date_submitted, referer) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        subs,
    )

    # score changes
    changes: list[tuple[object, ...]] = []
    for ident, day in identified:
        if day < -120:
            continue
        for _ in range(rng.randint(0, 3)):
            action, delta = rng.choice([("Åpnet e-post", 5), ("Besøkte kalkulator", 10), ("Sendte skjema", 20)])
            changes.append((ident, rng.choice(ips), "email" if delta == 5 else "page", "Poengregel", action, delta,
                            when(rng.randint(day, 0))))  # fmt: skip
    changes.sort(key=lambda row: str(row[6]))
    db.executemany(
        "INSERT INTO lead_points_change_log (lead_id, ip_id, type, event_name, action_name, delta, date_added) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        changes,
    )
    close_checked(db, "outreach")
