"""A Halifax news outlet's newsletters (Kelpie Press) as the SQLite copy of a listmonk database.

listmonk 4.1 is a Go application on PostgreSQL; this keeps its tables and conventions: plural snake_case tables with
``SERIAL`` ids and ``uuid`` columns, PostgreSQL **enums as text** (``subscribers.status`` ``enabled``, ``disabled``,
``blocklisted``; ``subscriber_lists.status`` ``unconfirmed``, ``confirmed``, ``unsubscribed``; ``lists.type``
``public``, ``private``, ``temporary`` and ``lists.optin`` ``single`` or ``double``; ``campaigns.status`` ``draft``,
``running``, ``scheduled``, ``paused``, ``cancelled``, ``finished``; ``bounces.type`` ``soft``, ``hard``,
``complaint``), **JSONB as JSON text** (``subscribers.attribs`` with ``city``, ``source`` and, for members,
``member_tier``; ``bounces.meta``, the bounce notification Amazon SES sent; ``settings.value``), **PostgreSQL arrays as
their text** (``lists.tags`` and ``campaigns.tags`` such as ``{daily,news}``, ``roles.permissions``), and **times as
PostgreSQL prints a ``timestamp with time zone`` in UTC**: ``2025-03-01 10:15:22.123456+00``, microseconds without
trailing zeros and an offset of hours only (SQLite's date functions read no such offset, so ``julianday`` and ``date``
of the raw text are NULL; the first 19 characters are a plain UTC time). And:

* ``subscriber_lists`` (composite key) holds a subscriber's subscription to a list; on a single opt-in list
  ``unconfirmed`` subscribers get every campaign, on a double opt-in list only ``confirmed`` ones do (``unconfirmed``
  there means the confirmation mail was never clicked); ``updated_at`` is when the status last changed (an
  unsubscription);
* ``campaigns`` (``to_send``, ``sent``, ``started_at``, ``send_at`` for scheduled ones, ``updated_at`` when a finished
  one finished) reach their lists through ``campaign_lists`` (which also keeps ``list_name``); every campaign goes to
  the private ``Seed Inboxes`` list too;
* ``campaign_views`` (one row per open, a subscriber may open many times), ``link_clicks`` with ``links`` (one row per
  URL), both with ``subscriber_id`` NULL for people whose data was wiped since (individual tracking is on);
* ``bounces`` (``source`` ``ses``); the bounce actions in ``settings`` blocklist a subscriber at the first hard bounce
  or complaint, and blocklisting unsubscribes them from every list;
* ``users`` (``type`` ``user`` or ``api``, ``status``, ``loggedin_at``) with ``roles`` (``type`` ``user``, or ``list``
  with a child row per list).

listmonk declares its foreign keys; so does this copy. Booleans are 0/1.

Subscribers signed up over three years; campaigns, opens, clicks, bounces and unsubscriptions fill the last 120 days,
plus campaigns scheduled up to 12 days ahead and one sending right now (anchored to ``now``). Times sit on a one-minute
grid counted from today's midnight UTC with drawn seconds and microseconds, so builds a whole number of days apart
agree; nobody signed up, and no Morning Brief went out, exactly 7, 30 or 90 days ago (the daily issue was skipped), so
"the last N days" reads the same whether a query compares dates or times; "yesterday" is the previous UTC day.

Planted signals:

* Morning Brief is by far the biggest list, and it lost the most subscribers to unsubscriptions in the last 30 days
  (the membership drive of 25 days ago);
* about 90 sign-ups to the double opt-in Weekend Long Read never confirmed;
* the Macdonald Bridge closure alert (12 days ago, to Breaking News Alerts and Morning Brief) drew the most unique
  opens of the last 30 days; the Halifax Jazz Festival issue of Events Around Town drew the most clicks;
* the annual reader survey (40 days ago) took over an hour to send (the sliding-window rate limit);
* the retired ISP bluenose-online.ca hard-bounced about 80 addresses since 70 days ago, all now blocklisted;
* the membership drive drew 14 spam complaints, far more than any other campaign;
* Podcast Notes (opened 20 days ago) and the temporary Mailchimp import list have never had a campaign;
* two campaigns are scheduled for the next 7 days (and one for 12 days ahead), the Harbour Cleanup call is sending
  now, the members' AGM notice is paused;
* about a fifth of Morning Brief's subscribers have never opened anything;
* Marcus Wong (an intern) and Priyanka Sharma (who left; her login disabled) have not logged in for over 30 days.
"""

from __future__ import annotations

import datetime
import json
import random
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE settings (key TEXT NOT NULL PRIMARY KEY, value JSONB NOT NULL DEFAULT '{}', updated_at TIMESTAMPTZ);
CREATE TABLE lists (
  id INTEGER PRIMARY KEY, uuid UUID NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL,
  optin TEXT NOT NULL DEFAULT 'single', tags "VARCHAR(100)[]", description TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ, updated_at TIMESTAMPTZ
);
CREATE TABLE roles (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL DEFAULT 'user', parent_id INTEGER REFERENCES roles(id),
  list_id INTEGER REFERENCES lists(id), permissions "TEXT[]" NOT NULL DEFAULT '{}', name TEXT,
  created_at TIMESTAMPTZ, updated_at TIMESTAMPTZ
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_login BOOLEAN NOT NULL DEFAULT 0, password TEXT,
  email TEXT NOT NULL UNIQUE, name TEXT NOT NULL, avatar TEXT, type TEXT NOT NULL DEFAULT 'user',
  user_role_id INTEGER NOT NULL REFERENCES roles(id), list_role_id INTEGER REFERENCES roles(id),
  status TEXT NOT NULL DEFAULT 'enabled', loggedin_at TIMESTAMPTZ, created_at TIMESTAMPTZ, updated_at TIMESTAMPTZ
);
CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY, uuid UUID NOT NULL UNIQUE, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  attribs JSONB NOT NULL DEFAULT '{}', status TEXT NOT NULL DEFAULT 'enabled', created_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ
);
CREATE TABLE subscriber_lists (
  subscriber_id INTEGER NOT NULL REFERENCES subscribers(id), list_id INTEGER NOT NULL REFERENCES lists(id),
  meta JSONB NOT NULL DEFAULT '{}', status TEXT NOT NULL DEFAULT 'unconfirmed', created_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ, PRIMARY KEY (subscriber_id, list_id)
);
CREATE TABLE templates (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL DEFAULT 'campaign', subject TEXT NOT NULL,
  body TEXT NOT NULL, body_source TEXT, is_default BOOLEAN NOT NULL DEFAULT 0, created_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ
);
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY, uuid UUID NOT NULL UNIQUE, name TEXT NOT NULL, subject TEXT NOT NULL,
  from_email TEXT NOT NULL, body TEXT NOT NULL, body_source TEXT, altbody TEXT,
  content_type TEXT NOT NULL DEFAULT 'richtext', send_at TIMESTAMPTZ, headers JSONB NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'draft', tags "VARCHAR(100)[]", type TEXT DEFAULT 'regular', messenger TEXT NOT NULL,
  template_id INTEGER REFERENCES templates(id), to_send INT NOT NULL DEFAULT 0, sent INT NOT NULL DEFAULT 0,
  max_subscriber_id INT NOT NULL DEFAULT 0, last_subscriber_id INT NOT NULL DEFAULT 0,
  archive BOOLEAN NOT NULL DEFAULT 0, archive_slug TEXT UNIQUE, archive_template_id INTEGER REFERENCES templates(id),
  archive_meta JSONB NOT NULL DEFAULT '{}', started_at TIMESTAMPTZ, created_at TIMESTAMPTZ, updated_at TIMESTAMPTZ
);
CREATE TABLE campaign_lists (
  id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id), list_id INTEGER REFERENCES lists(id),
  list_name TEXT NOT NULL DEFAULT '', UNIQUE (campaign_id, list_id)
);
CREATE TABLE campaign_views (
  id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  subscriber_id INTEGER REFERENCES subscribers(id), created_at TIMESTAMPTZ
);
CREATE TABLE links (
  id INTEGER PRIMARY KEY, uuid UUID NOT NULL UNIQUE, url TEXT NOT NULL UNIQUE, created_at TIMESTAMPTZ
);
CREATE TABLE link_clicks (
  id INTEGER PRIMARY KEY, campaign_id INTEGER REFERENCES campaigns(id), link_id INTEGER NOT NULL REFERENCES links(id),
  subscriber_id INTEGER REFERENCES subscribers(id), created_at TIMESTAMPTZ
);
CREATE TABLE bounces (
  id INTEGER PRIMARY KEY, subscriber_id INTEGER NOT NULL REFERENCES subscribers(id),
  campaign_id INTEGER REFERENCES campaigns(id), type TEXT NOT NULL DEFAULT 'hard', source TEXT NOT NULL DEFAULT '',
  meta JSONB NOT NULL DEFAULT '{}', created_at TIMESTAMPTZ
);
"""

SITE = "kelpiepress.example"
FROM = f"Kelpie Press <newsletters@{SITE}>"
# id: name, type, optin, tags, description, created (days ago)
LISTS: dict[int, tuple[str, str, str, str, str, int]] = {
    1: ("Morning Brief", "public", "single", "{daily,news}", "Our daily briefing, 6 am Atlantic", 1100),
    2: ("Weekend Long Read", "public", "double", "{weekly}", "One long story every weekend", 900),
    3: ("Events Around Town", "public", "single", "{weekly,events}", "What's on in Halifax this week", 700),
    4: ("Breaking News Alerts", "public", "single", "{alerts}", "Only when it matters", 1000),
    5: ("Kelpie Members", "private", "single", "{members}", "Paying members", 800),
    6: ("Podcast Notes", "public", "double", "{podcast}", "Show notes for The Kelpie podcast", 20),
    7: ("Seed Inboxes", "private", "single", "{internal}", "Staff seed addresses on every send", 1100),
    8: ("Mailchimp import 2023", "temporary", "single", "{import}", "Old Mailchimp audience, imported", 600),
}
MORNING, WEEKEND, EVENTS, BREAKING, MEMBERS, PODCAST, SEEDS, IMPORT = range(1, 9)
FIRST = ["Emma", "Liam", "Olivia", "Noah", "Ava", "Lucas", "Charlotte", "Owen", "Amelia", "Jack", "Sophie", "Ethan",
         "Chloe", "Logan", "Grace", "Ryan", "Claire", "Connor", "Hannah", "Mason", "Isla", "Caleb", "Maya", "Dylan",
         "Leah", "Aidan", "Nora", "Gavin", "Ella", "Colin", "Fiona", "Declan", "Mei", "Amir", "Priya", "Kwame",
         "Aaliyah", "Mathieu", "Josée", "Angus"]  # fmt: skip
LAST = ["MacDonald", "MacLeod", "Boudreau", "LeBlanc", "Smith", "Campbell", "Fraser", "MacKenzie", "Cormier",
        "Robichaud", "Murphy", "O'Brien", "Chen", "Nguyen", "Singh", "Patel", "Williams", "Johnson", "Brown",
        "MacNeil", "Gillis", "d'Entremont", "Comeau", "Doucet", "Kelly", "Walsh", "Mahmoud", "Okafor", "Hines",
        "Sampson"]  # fmt: skip
DOMAINS = [("gmail.com", 34), ("eastlink.ca", 14), ("hotmail.com", 9), ("outlook.com", 8), ("icloud.com", 7),
           ("yahoo.ca", 6), ("bellaliant.net", 6), ("dal.ca", 5), ("smu.ca", 3), ("novascotia.ca", 3),
           ("bluenose-online.ca", 3)]  # fmt: skip
DEAD_DOMAIN = "bluenose-online.ca"  # the retired ISP: its mailboxes vanished 70 days ago
DEAD_SINCE = -70
CITIES = [("Halifax", 44), ("Dartmouth", 20), ("Bedford", 8), ("Lower Sackville", 6), ("Truro", 5), ("Sydney", 6),
          ("Lunenburg", 4), ("Wolfville", 4), ("Antigonish", 3)]  # fmt: skip
# no sign-ups and no Morning Brief on the days exactly 7, 30 and 90 days ago (the window edges of the questions)
QUIET_DAYS = {7, 30, 90}
SENDS_PER_SECOND = 14.0  # Amazon SES's sending rate
WINDOW_RATE = 1500  # sliding window: at most this many messages an hour
USERS = [
    # username, name, role, status, last login (days ago, or None), type
    ("rosalind", "Rosalind MacNeil", 1, "enabled", 0.1, "user"),
    ("devin", "Devin Osei", 2, "enabled", 1.2, "user"),
    ("aisling", "Aisling Boudreau", 2, "enabled", 3.4, "user"),
    ("jamal", "Jamal Francis", 2, "enabled", 6.3, "user"),
    ("marcus", "Marcus Wong", 3, "enabled", 70.5, "user"),
    ("priyanka", "Priyanka Sharma", 2, "disabled", 105.2, "user"),
    ("wp-sync", "WordPress sign-up sync", 2, "enabled", None, "api"),
]
EDITOR = ("{campaigns:get_all,campaigns:manage_all,campaigns:send,lists:get_all,subscribers:get,subscribers:manage,"
          "subscribers:import,templates:get,templates:manage,media:get,media:manage,bounces:get}")  # fmt: skip
ANALYST = "{campaigns:get_all,lists:get_all,subscribers:get,bounces:get}"


@dataclass
class Subscription:
    list_id: int
    created: datetime.datetime
    status: str  # the final status
    confirmed: datetime.datetime | None  # for double opt-in lists
    left: datetime.datetime | None = None  # when it turned unsubscribed


@dataclass
class Subscriber:
    id: int
    email: str
    name: str
    created: datetime.datetime
    propensity: float  # chance to open a campaign, before the campaign's own appeal
    attribs: dict[str, str]
    status: str = "enabled"
    blocked: datetime.datetime | None = None  # when blocklisted
    subs: dict[int, Subscription] = field(default_factory=dict)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the listmonk database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def moment(day: float, minute: int) -> datetime.datetime:
        return clock.at(int(day), minute) + datetime.timedelta(seconds=rng.randrange(60),
                                                               microseconds=rng.randrange(1_000_000))  # fmt: skip

    def pg(at: datetime.datetime | None) -> str | None:
        """A timestamptz as PostgreSQL prints it in UTC: microseconds without trailing zeros, offset +00."""
        if at is None:
            return None
        text = at.strftime("%Y-%m-%d %H:%M:%S")
        if at.microsecond:
            text += "." + f"{at.microsecond:06d}".rstrip("0")
        return text + "+00"

    def uid() -> str:
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))

    # settings
    settings = {
        "app.site_name": '"Kelpie Press newsletters"', "app.root_url": f'"https://lists.{SITE}"',
        "app.from_email": json.dumps(FROM), "app.concurrency": "1", "app.message_rate": str(int(SENDS_PER_SECOND)),
        "app.batch_size": "1000", "app.message_sliding_window": "true",
        "app.message_sliding_window_duration": '"1h"', "app.message_sliding_window_rate": str(WINDOW_RATE),
        "app.notify_emails": f'["rosalind@{SITE}"]', "app.lang": '"en"', "privacy.individual_tracking": "true",
        "privacy.unsubscribe_header": "true", "privacy.allow_blocklist": "true", "privacy.allow_wipe": "true",
        "upload.provider": '"filesystem"', "bounce.enabled": "true", "bounce.ses_enabled": "true",
        "bounce.actions": '{"soft": {"count": 2, "action": "none"}, "hard": {"count": 1, "action": "blocklist"}, '
        '"complaint": {"count": 1, "action": "blocklist"}}',
        "smtp": '[{"enabled": true, "host": "email-smtp.ca-central-1.amazonaws.com", "port": 587, '
        '"auth_protocol": "login", "max_conns": 10, "tls_type": "STARTTLS"}]',
    }  # fmt: skip
    for key, value in settings.items():
        db.execute("INSERT INTO settings VALUES (?,?,?)", (key, value, pg(moment(-200, 600))))
    for list_id, (name, kind, optin, tags, description, age) in LISTS.items():
        db.execute(
            "INSERT INTO lists VALUES (?,?,?,?,?,?,?,?,?)",
            (list_id, uid(), name, kind, optin, tags, description, pg(moment(-age, 780)), pg(moment(-age, 790))),
        )
    # roles and users
    roles = [(1, "user", None, None, "{}", "Super Admin"), (2, "user", None, None, EDITOR, "Editor"),
             (3, "user", None, None, ANALYST, "Analyst"), (4, "list", None, None, "{}", "Events desk"),
             (5, "list", 4, EVENTS, "{list:get,list:manage}", None)]  # fmt: skip
    for row in roles:
        db.execute("INSERT INTO roles VALUES (?,?,?,?,?,?,?,?)", (*row, pg(moment(-400, 600)), pg(moment(-400, 601))))
    for n, (username, name, role, status, login, kind) in enumerate(USERS, start=1):
        logged = None if login is None else clock.now - datetime.timedelta(days=login, seconds=rng.randrange(600))
        db.execute(
            "INSERT INTO users VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (n, username, 1 if kind == "user" else 0, f"$2a$10${uid()}" if kind == "user" else None,
             f"{username}@{SITE}", name, None, kind, role, 4 if username == "jamal" else None, status, pg(logged),
             pg(moment(-rng.randint(150, 900), 540)), pg(moment(-rng.randint(1, 100), 600))),
        )  # fmt: skip
    # templates
    templates = [("Default campaign template", "campaign", "", 1), ("Kelpie newsletter", "campaign", "", 0),
                 ("Breaking alert", "campaign", "", 0), ("Archive page", "campaign", "", 0),
                 ("Opt-in confirmation", "tx", "Confirm your subscription to {{ .L.Name }}", 0)]  # fmt: skip
    for n, (name, kind, subject, default) in enumerate(templates, start=1):
        db.execute(
            "INSERT INTO templates VALUES (?,?,?,?,?,?,?,?,?)",
            (n, name, kind, subject, '<html><body>{{ template "content" . }}</body></html>', None, default,
             pg(moment(-700, 600 + n)), pg(moment(-300, 600 + n))),
        )  # fmt: skip

    # ---------------------------------------------------------------- subscribers and their subscriptions
    subscribers: list[Subscriber] = []
    emails: set[str] = set()

    def new_subscriber(created: datetime.datetime, domain: str | None = None, source: str = "website") -> Subscriber:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        domain = domain or rng.choices([d for d, _ in DOMAINS], [w for _, w in DOMAINS])[0]
        local = f"{first}.{last}".lower().replace("'", "").replace("é", "e").replace(" ", "")
        email = f"{local}@{domain}"
        k = 1
        while email in emails:
            k += 1
            email = f"{local}{k}@{domain}"
        emails.add(email)
        city = rng.choices([c for c, _ in CITIES], [w for _, w in CITIES])[0]
        propensity = 0.0 if rng.random() < 0.2 else rng.uniform(0.25, 0.95)
        sub = Subscriber(len(subscribers) + 1, email, f"{first} {last}", created, propensity,
                         {"city": city, "source": source})  # fmt: skip
        subscribers.append(sub)
        return sub

    def join(sub: Subscriber, list_id: int, at: datetime.datetime, confirmed: bool = False) -> None:
        double = LISTS[list_id][2] == "double"
        if double:
            when = at + datetime.timedelta(minutes=rng.randint(2, 600))
            if (confirmed or rng.random() < 0.86) and when < clock.now:
                sub.subs[list_id] = Subscription(list_id, at, "confirmed", when)
            else:
                sub.subs[list_id] = Subscription(list_id, at, "unconfirmed", None)
        else:
            sub.subs[list_id] = Subscription(list_id, at, "confirmed" if confirmed else "unconfirmed", None)

    # the old Mailchimp audience, imported 600 days ago (preconfirmed); many on the retired ISP
    for _ in range(300):
        sub = new_subscriber(moment(-600, 840), DEAD_DOMAIN if rng.random() < 0.12 else None, "import")
        join(sub, IMPORT, sub.created, confirmed=True)
        if rng.random() < 0.7:
            join(sub, MORNING, sub.created, confirmed=True)
        if rng.random() < 0.3:
            join(sub, BREAKING, sub.created, confirmed=True)
    # sign-ups over three years, more of them lately
    for _ in range(1500):
        day = -int(1100 * rng.random() ** 1.6) - 1
        if -day in QUIET_DAYS:
            day -= 1
        sub = new_subscriber(moment(day, rng.randint(0, 1439)), source=rng.choice(["website", "website", "event",
                                                                                 "referral"]))  # fmt: skip
        picks = [(MORNING, 0.62), (WEEKEND, 0.34), (EVENTS, 0.3), (BREAKING, 0.33)]
        for list_id, share in picks:
            if rng.random() < share and day >= -LISTS[list_id][5]:
                join(sub, list_id, sub.created + datetime.timedelta(seconds=rng.randint(0, 5)))
        if not sub.subs:
            join(sub, MORNING, sub.created)
    # Weekend Long Read sign-ups through the WordPress form whose confirmation mail went to spam: never confirmed
    for sub in rng.sample([s for s in subscribers if s.created > clock.at(-200, 0)], 90):
        if WEEKEND not in sub.subs:
            sub.subs[WEEKEND] = Subscription(WEEKEND, sub.created + datetime.timedelta(days=rng.randint(0, 9)),
                                             "unconfirmed", None)  # fmt: skip
    # members: a private list, added by staff when someone pays
    for sub in rng.sample(subscribers, 230):
        if sub.attribs["source"] != "import" or rng.random() < 0.3:
            tier = rng.choices(["supporter", "patron", "founding"], [70, 22, 8])[0]
            sub.attribs["member_tier"] = tier
            join(sub, MEMBERS, max(sub.created, clock.at(-800, 0)) + datetime.timedelta(days=rng.randint(0, 30)),
                 confirmed=True)  # fmt: skip
    # Podcast Notes, opened 20 days ago (double opt-in)
    for sub in rng.sample([s for s in subscribers if s.created < clock.at(-20, 0)], 70):
        join(sub, PODCAST, moment(-rng.randint(1, 19), rng.randint(0, 1439)))
    # the staff's seed inboxes
    for name in ("seed-gmail", "seed-outlook", "seed-yahoo", "seed-icloud", "seed-eastlink", "newsroom"):
        sub = new_subscriber(moment(-1100, 800), domain=SITE, source="staff")
        sub.email, sub.name, sub.propensity = f"{name}@{SITE}", name, 0.0
        join(sub, SEEDS, sub.created, confirmed=True)
    # a few disabled by hand (asked to stop everything; none of them reads the Morning Brief)
    for sub in rng.sample([s for s in subscribers if s.attribs["source"] != "staff" and MORNING not in s.subs], 12):
        sub.status = "disabled"
    # unsubscriptions: a trickle, and the membership drive's wave on Morning Brief (25 days ago)
    for sub in subscribers:
        for s in sub.subs.values():
            if s.list_id in (SEEDS, MEMBERS) or s.status == "unsubscribed":
                continue
            start = max(s.created, clock.at(-120, 0))
            if start >= clock.now:
                continue
            if rng.random() < 0.07:
                s.left = start + (clock.now - start) * rng.random()
            elif s.list_id == MORNING and s.created < clock.at(-25, 0) and rng.random() < 0.075:
                s.left = clock.at(-25, 0) + datetime.timedelta(hours=rng.uniform(12, 160))
            if s.left is not None:
                s.status = "unsubscribed"

    # ---------------------------------------------------------------- campaigns
    headlines = ["Council votes on bike lanes", "Ferry fares rise in June", "Housing starts slow again",
                 "Dartmouth Crossing expansion", "Nurses' contract talks resume", "Snow-clearing budget overrun",
                 "Port traffic hits record", "New library hours", "School bus driver shortage", "Lobster season opens",
                 "Wastewater plant upgrade", "Transit strike averted", "Cogswell district opens",
                 "Heat pump rebates return", "Hospital wait times", "Rent cap extended"]  # fmt: skip
    long_reads = ["The last lighthouse keepers", "Inside the Halifax Explosion archive", "Who owns the waterfront",
                  "The fishers of Digby Neck", "A winter on Sable Island", "The rise of the four-day week",
                  "Mi'kmaw language nests", "The empty offices of Barrington Street",
                  "How the Bluenose II stays afloat", "The tidal power gamble", "Nova Scotia's doctor wait-list",
                  "Halifax's oldest bakery", "The ferry that never came", "Rural broadband promises",
                  "Inside a fish plant", "The Africville apology, ten years on",
                  "Saving the Annapolis orchards"]  # fmt: skip

    @dataclass
    class Campaign:
        id: int
        name: str
        subject: str
        lists: list[int]
        start: datetime.datetime | None
        status: str
        appeal: float  # multiplies a subscriber's propensity
        click: float  # chance an opener clicks
        links: list[str]
        tags: str
        template: int
        send_at: datetime.datetime | None = None
        created: datetime.datetime | None = None
        complaints: int = 0
        limit: int | None = None  # messages sent so far (running and paused campaigns)

    campaigns: list[Campaign] = []

    def campaign(name: str, subject: str, lists: list[int], start: datetime.datetime | None, status: str,
                 appeal: float, click: float, links: list[str], tags: str, template: int = 2, *,
                 send_at: datetime.datetime | None = None, created: datetime.datetime | None = None,
                 complaints: int = 0, limit: int | None = None) -> None:  # fmt: skip
        campaigns.append(Campaign(len(campaigns) + 1, name, subject, [*lists, SEEDS], start, status, appeal, click,
                                  links, tags, template, send_at, created, complaints, limit))  # fmt: skip

    for day in range(-120, 0):
        date = clock.at(day, 0)
        headline = headlines[(day * 7) % len(headlines)]
        slug = headline.lower().replace(" ", "-").replace("'", "")
        links = [f"https://{SITE}/{date:%Y/%m/%d}/{slug}", f"https://{SITE}/{date:%Y/%m/%d}/briefs",
                 f"https://{SITE}/support"]  # fmt: skip
        if -day not in QUIET_DAYS:
            campaign(f"Morning Brief {date:%Y-%m-%d}", f"Morning Brief: {headline}", [MORNING], moment(day, 600),
                     "finished", 0.62, 0.08, links, "{daily}")  # fmt: skip
        if (-day) % 7 == 3:
            title = long_reads[(-day // 7) % len(long_reads)]
            slug = title.lower().replace(" ", "-").replace("'", "").replace(",", "")
            campaign(f"Weekend Long Read: {title}", title, [WEEKEND], moment(day, 720), "finished", 1.0, 0.3,
                     [f"https://{SITE}/longreads/{slug}", f"https://{SITE}/support"], "{weekly}")  # fmt: skip
        if (-day) % 7 == 5:
            what = "Halifax Jazz Festival" if day == -12 else f"{date:%B %d} listings"
            name = f"Events Around Town: {what}"
            links = [f"https://{SITE}/events/{date:%Y-%m-%d}", f"https://{SITE}/events/submit"]
            click, appeal = 0.35, 0.9
            if what == "Halifax Jazz Festival":
                links = [f"https://{SITE}/events/jazz-festival-lineup", "https://tickets.halifaxjazz.example/passes",
                         f"https://{SITE}/events/jazz-festival-free-stages"]  # fmt: skip
                click, appeal = 0.85, 1.25
            campaign(name, f"This week: {what}", [EVENTS], moment(day, 900), "finished", appeal, click, links,
                     "{weekly,events}")  # fmt: skip
        if day in (-110, -80, -50, -20):
            campaign(f"Members' update {date:%B}", "A note from the newsroom", [MEMBERS], moment(day, 780),
                     "finished", 1.15, 0.2, [f"https://{SITE}/members/update-{date:%Y-%m}"], "{members}")  # fmt: skip
    for day, title in ((-115, "Power outage across HRM"), (-98, "Wildfire near Tantallon"),
                       (-77, "Province calls snap election"), (-60, "Halifax Stanfield closed by fog"),
                       (-4, "Boil-water advisory for Dartmouth")):  # fmt: skip
        campaign(f"Breaking: {title}", title, [BREAKING], moment(day, 1000), "finished", 1.15, 0.2,
                 [f"https://{SITE}/breaking/{title.lower().replace(' ', '-')}"], "{alerts}", 3)  # fmt: skip
    campaign("Breaking: Macdonald Bridge closed for repairs", "The Macdonald Bridge is closed until Monday",
                      [BREAKING, MORNING], moment(-12, 460), "finished", 1.45, 0.1,
                      [f"https://{SITE}/breaking/macdonald-bridge-closed", f"https://{SITE}/traffic/detours"],
                      "{alerts}", 3)  # fmt: skip
    campaign("Annual reader survey 2025", "Five minutes to shape Kelpie Press", [MORNING, WEEKEND, EVENTS,
                      BREAKING], moment(-40, 620), "finished", 0.85, 0.45,
                      ["https://forms.kelpiepress.example/reader-survey-2025"], "{survey}")  # fmt: skip
    campaign("Membership drive: Keep Kelpie independent", "We need 500 new members by Friday", [MORNING, WEEKEND],
             moment(-25, 690), "finished", 0.75, 0.12, [f"https://{SITE}/join", f"https://{SITE}/support"],
             "{fundraising}", complaints=14)  # fmt: skip
    campaign("Snow day special", "Storm updates all day", [MORNING], None, "cancelled", 0, 0, [], "{alerts}",
             created=moment(-60, 400))  # fmt: skip
    campaign("Harbour Cleanup volunteer call", "Join us on the waterfront this Saturday", [EVENTS],
                       clock.now - datetime.timedelta(minutes=18, seconds=rng.randrange(60)), "running", 0.9, 0.3,
                       [f"https://{SITE}/events/harbour-cleanup"], "{events}")  # fmt: skip
    campaign("Members: AGM notice", "Annual general meeting, 14 June", [MEMBERS], moment(-2, 800), "paused", 1.1,
             0.2, [f"https://{SITE}/members/agm"], "{members}", limit=80)  # fmt: skip
    campaign(f"Weekend Long Read: {long_reads[-1]}", long_reads[-1], [WEEKEND], None, "scheduled", 0, 0, [],
             "{weekly}", send_at=moment(2, 720))  # fmt: skip
    campaign("Events Around Town: Canada Day", "This week: Canada Day on the waterfront", [EVENTS], None, "scheduled",
             0, 0, [], "{weekly,events}", send_at=moment(4, 900))  # fmt: skip
    campaign("Members' update (next month)", "A note from the newsroom", [MEMBERS], None, "scheduled", 0, 0, [],
             "{members}", send_at=moment(12, 780))  # fmt: skip
    for title in ("Draft: budget explainer", "Year in review (draft)", "Test: new template"):
        campaign(title, title, [MORNING], None, "draft", 0, 0, [], "{}", created=moment(-rng.randint(1, 30), 700))

    # who gets each campaign: subscribed (confirmed on double opt-in lists) and not blocklisted at the start
    def receives(sub: Subscriber, c: Campaign, at: datetime.datetime) -> bool:
        if sub.status == "disabled" or (sub.blocked is not None and sub.blocked <= at):
            return False
        for list_id in c.lists:
            s = sub.subs.get(list_id)
            if s is None or s.created > at or (s.left is not None and s.left <= at):
                continue
            if LISTS[list_id][2] == "double" and (s.confirmed is None or s.confirmed > at):
                continue
            return True
        return False

    link_ids: dict[str, int] = {}
    views: list[tuple[int, int | None, str | None]] = []
    clicks: list[tuple[int, int, int | None, str | None]] = []
    bounces: list[tuple[int, int | None, str, str, str | None]] = []
    # people who asked to have their data wiped since: their rows are gone, their opens and clicks stay anonymous
    wiped = set(rng.sample([s.id for s in subscribers if s.attribs["source"] != "staff"], 25))
    sent_counts: dict[int, tuple[int, int]] = {}
    finish: dict[int, datetime.datetime] = {}
    order = sorted((c for c in campaigns if c.start is not None), key=lambda c: c.start or clock.now)
    window: list[tuple[datetime.datetime, int]] = []  # (start, messages) of the last hour's sends
    for c in order:
        assert c.start is not None
        for url in c.links:
            link_ids.setdefault(url, len(link_ids) + 1)
        recipients = [s for s in subscribers if receives(s, c, c.start)]
        total = len(recipients)
        if c.limit is not None:
            recipients = recipients[: c.limit]
        elif c.status == "running":
            recipients = recipients[: int(total * 0.45)]
        sent_counts[c.id] = (total, len(recipients))
        window = [(t, n) for t, n in window if t > c.start - datetime.timedelta(hours=1)]
        if c.status == "running":  # throttled by SES since it started, a few minutes ago
            seconds = (clock.now - c.start).total_seconds() - 20
        else:
            # the SES rate, and the sliding window: a pause until the oldest send of the last hour leaves it
            seconds = len(recipients) / SENDS_PER_SECOND
            if len(recipients) > WINDOW_RATE - sum(n for _, n in window):
                seconds += 3600 - (c.start - (window[0][0] if window else c.start)).total_seconds()
        window.append((c.start, len(recipients)))
        finish[c.id] = c.start + datetime.timedelta(seconds=seconds + rng.uniform(2, 9))
        for k, sub in enumerate(recipients):
            delivered = c.start + datetime.timedelta(seconds=seconds * k / max(1, len(recipients)))
            domain = sub.email.split("@")[1]
            if domain == DEAD_DOMAIN and delivered >= clock.at(DEAD_SINCE, 0):
                bounces.append((sub.id, c.id, "hard", "Permanent", pg(delivered + datetime.timedelta(seconds=20))))
                sub.blocked = delivered + datetime.timedelta(seconds=21)
                continue
            roll = rng.random()
            if roll < 0.0002 and sub.attribs["source"] != "staff":
                bounces.append((sub.id, c.id, "hard", "Permanent", pg(delivered + datetime.timedelta(seconds=30))))
                sub.blocked = delivered + datetime.timedelta(seconds=31)
                continue
            if roll < 0.0008:
                bounces.append((sub.id, c.id, "soft", "Transient", pg(delivered + datetime.timedelta(minutes=5))))
                continue
            chance = min(0.97, sub.propensity * c.appeal)
            if rng.random() >= chance:
                continue
            opened = delivered + datetime.timedelta(minutes=rng.expovariate(1 / 150) + 0.5)
            if opened >= clock.now:
                continue
            who = None if sub.id in wiped else sub.id
            views.append((c.id, who, pg(opened)))
            if rng.random() < 0.25 and opened + datetime.timedelta(hours=5) < clock.now:
                views.append((c.id, who, pg(opened + datetime.timedelta(minutes=rng.randint(20, 300)))))
            if c.links and rng.random() < c.click:
                for n in range(rng.choice((1, 1, 2, 3))):
                    at = opened + datetime.timedelta(seconds=20 + 90 * n + rng.randrange(60))
                    if at < clock.now:
                        url = c.links[0] if n == 0 else rng.choice(c.links)
                        clicks.append((c.id, link_ids[url], who, pg(at)))
        # spam complaints: the drive's, and now and then one elsewhere
        complaints = c.complaints or (1 if rng.random() < 0.06 else 0)
        for sub in rng.sample([s for s in recipients if s.attribs["source"] != "staff" and s.blocked is None],
                              complaints):  # fmt: skip
            at = c.start + datetime.timedelta(hours=rng.uniform(1, 30))
            if at < clock.now:
                bounces.append((sub.id, c.id, "complaint", "abuse", pg(at)))
                sub.blocked = at + datetime.timedelta(seconds=1)
    # blocklisting unsubscribes from every list
    for sub in subscribers:
        if sub.blocked is not None:
            sub.status = "blocklisted"
            for s in sub.subs.values():
                if s.status != "unsubscribed":
                    s.status, s.left = "unsubscribed", sub.blocked

    # ---------------------------------------------------------------- writing
    for sub in subscribers:
        if sub.id in wiped:
            continue
        updated = max([sub.created, *(s.left or s.created for s in sub.subs.values())])
        db.execute(
            "INSERT INTO subscribers VALUES (?,?,?,?,?,?,?,?)",
            (sub.id, uid(), sub.email, sub.name, json.dumps(sub.attribs), sub.status, pg(sub.created), pg(updated)),
        )
        for s in sub.subs.values():
            consent = {"optin_ip": f"203.0.113.{rng.randint(1, 254)}"} if LISTS[s.list_id][2] == "double" else {}
            db.execute(
                "INSERT INTO subscriber_lists VALUES (?,?,?,?,?,?)",
                (sub.id, s.list_id, json.dumps(consent), s.status, pg(s.created),
                 pg(s.left or s.confirmed or s.created)),
            )  # fmt: skip
    for c in campaigns:
        total, sent = sent_counts.get(c.id, (0, 0))
        created = c.created or (c.start or c.send_at or clock.now) - datetime.timedelta(hours=rng.randint(2, 30))
        if c.status == "scheduled" and c.send_at is not None:
            created = clock.at(-rng.randint(1, 6), 600 + rng.randint(0, 300))
        updated = finish.get(c.id, created) if c.status == "finished" else (c.start or created)
        if c.status == "running":
            updated = clock.now - datetime.timedelta(seconds=rng.randint(1, 30))
        archive_slug = None
        if c.status == "finished" and c.tags in ("{daily}", "{weekly}"):
            archive_slug = c.name.lower().replace(" ", "-").replace(":", "").replace("'", "")
        db.execute(
            "INSERT INTO campaigns (id, uuid, name, subject, from_email, body, altbody, content_type, send_at, headers,"
            " status, tags, type, messenger, template_id, to_send, sent, max_subscriber_id, last_subscriber_id,"
            " archive, archive_slug, archive_template_id, archive_meta, started_at, created_at, updated_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,'[]',?,?,'regular','email',?,?,?,?,?,?,?,?,'{}',?,?,?)",
            (c.id, uid(), c.name, c.subject, FROM, f"<p>{c.subject}</p>", None, "richtext", pg(c.send_at), c.status,
             c.tags, c.template, total, sent, len(subscribers), len(subscribers) if c.status == "finished" else 0,
             1 if archive_slug else 0, archive_slug, 4 if archive_slug else None, pg(c.start), pg(created),
             pg(updated)),
        )  # fmt: skip
        for list_id in c.lists:
            db.execute(
                "INSERT INTO campaign_lists (campaign_id, list_id, list_name) VALUES (?,?,?)",
                (c.id, list_id, LISTS[list_id][0]),
            )
    for url, link_id in link_ids.items():
        first_use = min((c.start for c in campaigns if url in c.links and c.start), default=clock.now)
        db.execute("INSERT INTO links VALUES (?,?,?,?)", (link_id, uid(), url, pg(first_use)))
    views.sort(key=lambda view: view[2] or "")
    db.executemany("INSERT INTO campaign_views (campaign_id, subscriber_id, created_at) VALUES (?,?,?)", views)
    clicks.sort(key=lambda click: click[3] or "")
    db.executemany("INSERT INTO link_clicks (campaign_id, link_id, subscriber_id, created_at) VALUES (?,?,?,?)", clicks)
    bounces.sort(key=lambda bounce: bounce[4] or "")
    for subscriber_id, campaign_id, kind, detail, stamp in bounces:
        if subscriber_id in wiped:
            continue
        recipient = [{"emailAddress": subscribers[subscriber_id - 1].email}]
        meta: dict[str, object]
        if kind == "complaint":
            meta = {"notificationType": "Complaint",
                    "complaint": {"complaintFeedbackType": detail, "complainedRecipients": recipient}}  # fmt: skip
        else:
            subtype = "General" if kind == "hard" else "MailboxFull"
            meta = {"notificationType": "Bounce", "bounce": {"bounceType": detail, "bounceSubType": subtype,
                                                             "bouncedRecipients": recipient}}  # fmt: skip
        db.execute(
            "INSERT INTO bounces (subscriber_id, campaign_id, type, source, meta, created_at) VALUES (?,?,?,?,?,?)",
            (subscriber_id, campaign_id, kind, "ses", json.dumps(meta), stamp),
        )
    close_checked(db, "newsletter")
