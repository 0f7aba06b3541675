"""A Swansea (Wales) city council's street-problem reporting site as a FixMyStreet database in SQLite.

FixMyStreet (mySociety's open-source platform for reporting potholes, fly-tipping and broken street lights to the body
responsible, Perl on PostgreSQL) keeps its reports with its own conventions, here in SQLite:

* ``body`` the bodies reports go to (the council, the trunk-road agent, the water company, a community council, a body
  that was ``deleted``), each with ``send_method`` (``Email``, ``Open311``), **``comment_user_id`` the user whose name
  the updates fetched from the body's back office carry** and ``extra`` JSON; ``body_areas`` the MapIt areas each body
  covers (**area ids only: the names live in MapIt, not in the database**);
* ``contacts`` the categories each body takes (``category``, ``email``, **``state`` ``confirmed``, ``inactive`` (no
  longer offered), ``deleted`` or ``staff`` (only staff may use it)**, ``editor``, ``whenedited``, ``note``,
  ``non_public`` 1 for a category whose reports are never shown, ``send_method`` overriding the body's, ``extra`` JSON
  with the category's ``group``);
* ``users`` (``email`` and ``phone``, either may be NULL, ``email_verified``/``phone_verified``, ``name``,
  **``from_body`` the body a staff member works for (NULL for the public)**, ``is_superuser``, ``flagged``, ``created``,
  ``last_active``, ``extra`` JSON), ``roles`` (**``permissions`` a PostgreSQL array literal ``{report_inspect,...}``**)
  and ``user_roles``;
* ``problem`` the reports: **``state`` text: ``unconfirmed`` (the reporter never clicked the confirmation link,
  ``confirmed`` NULL), ``confirmed`` (open, nothing heard), ``investigating``, ``action scheduled``, ``in progress``,
  ``fixed - council``, ``fixed - user``, ``not responsible``, ``unable to fix``, ``duplicate``, ``internal referral``,
  ``closed`` and ``hidden``**; **``bodies_str`` the ids of the bodies it was sent to as comma-separated text,
  ``areas`` the MapIt areas it lies in as text ``,2597,144838,``** (no foreign key, as in FixMyStreet); ``category``
  the category's name as text; ``created``, ``confirmed``, ``whensent`` (NULL while unsent: **``send_fail_count``,
  ``send_fail_reason`` and ``send_fail_timestamp`` when sending failed**), ``lastupdate``; ``user_id`` the reporter,
  ``name`` the name shown, **``anonymous`` 1 when the name is hidden**, ``service`` the app (``Android``, ``iOS``, empty
  on the web), ``cobrand`` the site it came through (``swansea`` the council's own, ``fixmystreet`` the national one),
  ``non_public``, ``interest_count`` the "me too" supporters, ``response_priority_id``, ``send_questionnaire``;
  **``extra`` JSON: ``duplicate_of`` for a duplicate, ``contributed_by`` the staff member who made a report for a caller
  (with ``contributed_as`` ``another_user`` or ``body``), ``_fields`` the asset a street-light report names**;
* ``comment`` the updates: ``text``, ``state`` (``confirmed``, ``unconfirmed``, ``hidden``), **``problem_state`` the
  state the update set (NULL for a plain update), ``mark_fixed`` and ``mark_open`` 1 when the reporter marked it fixed
  or reopened it**, ``external_id`` for an update fetched from the council's asset system, ``extra`` JSON
  (``is_body_user`` the staff member's body);
* ``questionnaire`` (sent four weeks after a report to ask whether it was fixed: ``whensent``, ``whenanswered`` NULL
  while unanswered, ``old_state``, **``new_state`` ``fixed``, ``confirmed`` (still not fixed) or ``unknown``**,
  ``ever_reported``);
* ``alert_type`` (**keyed by its text ``ref``**: ``new_updates``, ``local_problems``, ``ward_problems``,
  ``council_problems``..., with the SQL fragments FixMyStreet builds its e-mails from), ``alert`` the subscriptions
  (**``parameter`` text: the report's id for ``new_updates``, a longitude for ``local_problems`` with the latitude in
  ``parameter2``, a body or ward id otherwise; ``confirmed`` an integer 0/1; ``whendisabled`` set once unsubscribed**)
  and ``alert_sent`` (one row per alert e-mail item, ``parameter`` the update's or report's id as text);
* ``response_priorities`` and ``response_templates`` (per body; a priority ``deleted`` or ``is_default``),
  ``user_planned_reports`` (inspectors' shortlists: ``removed`` NULL while on the list), ``moderation_original_data``
  (a report's or update's text before a moderator edited it), ``admin_log`` (**``admin_user`` the staff member's name
  as text, ``object_type`` ``problem``, ``update``, ``user``, ``category``... and ``object_id`` the id in that table, no
  foreign key**, ``action`` such as ``inspected``, ``category_change``, ``resend``, ``state_change``, ``moderation``,
  ``flag``, **``time_spent`` in minutes**), ``abuse`` (the e-mail addresses whose reports are hidden) and ``token``
  (``scope`` ``problem``, ``comment``, ``alert`` or ``email_sign_in`` and its ``data``).

Times are ``timestamp`` text with microseconds, UTC here (FixMyStreet keeps the server's local time). Departures: far
fewer columns and tables (no translations, report extra fields, defect types, manifest themes, sessions or secrets);
photos are not kept. Reports reach two years back.

The council's reports: potholes and pavements, street lights (Open311 to its asset system, whose updates arrive as
the body's comment user), fly-tipping, litter and bins, parks, drains, graffiti (offensive graffiti is a private
category), the trunk roads (South Wales Trunk Road Agent), rivers (Natural Resources Wales), sewers and leaks (Dŵr
Cymru Welsh Water) and, in Mumbles, benches and bus shelters (Mumbles Community Council, bus shelters sent to both).

Planted signals:

* fly-tipping the most reported category of the last 90 days (Huw Bevan reports the fly-tips on his daily walks),
  potholes second; fly-tips cleared in three or four days, road surface defects, pavements and potholes fixed after
  weeks; nothing sent to the trunk-road agent, Natural Resources Wales or Welsh Water ever gets an update back;
* the parks service's Open311 endpoint (parks and playgrounds, overgrown vegetation, public toilets) has failed for
  eight days: its reports since are unsent, retried every ninety minutes;
* Siân Hughes (cleansing) posts the most updates; Rhodri Price the inspector who logs the most inspection time and
  keeps the longest shortlist; Gareth Morgan, an inspector who joined nine days ago, has inspected nothing yet;
  customer services (Owain Davies and Ffion Edwards) make reports for callers;
* dog fouling bins no longer offered (inactive), salt bins deleted, an inspector-only referral category;
* three flagged users; six addresses on the abuse list, whose reports are hidden.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY, email TEXT UNIQUE, email_verified BOOLEAN NOT NULL DEFAULT 0, phone TEXT,
  phone_verified BOOLEAN NOT NULL DEFAULT 0, name TEXT, password TEXT NOT NULL DEFAULT '',
  from_body INTEGER REFERENCES body (id), flagged BOOLEAN NOT NULL DEFAULT 0,
  is_superuser BOOLEAN NOT NULL DEFAULT 0, created TIMESTAMP NOT NULL, last_active TIMESTAMP NOT NULL, title TEXT,
  extra TEXT
);
CREATE TABLE body (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, external_url TEXT, parent INTEGER REFERENCES body (id), endpoint TEXT,
  jurisdiction TEXT, api_key TEXT, send_method TEXT, send_comments BOOLEAN NOT NULL DEFAULT 0,
  comment_user_id INTEGER REFERENCES users (id), suppress_alerts BOOLEAN NOT NULL DEFAULT 0,
  can_be_devolved BOOLEAN NOT NULL DEFAULT 0, send_extended_statuses BOOLEAN NOT NULL DEFAULT 0,
  fetch_problems BOOLEAN NOT NULL DEFAULT 0, blank_updates_permitted BOOLEAN NOT NULL DEFAULT 0,
  deleted BOOLEAN NOT NULL DEFAULT 0, extra TEXT
);
CREATE TABLE body_areas (
  body_id INTEGER NOT NULL REFERENCES body (id), area_id INTEGER NOT NULL, PRIMARY KEY (body_id, area_id)
);
CREATE TABLE contacts (
  id INTEGER PRIMARY KEY, body_id INTEGER NOT NULL REFERENCES body (id), category TEXT NOT NULL DEFAULT 'Other',
  email TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('unconfirmed', 'confirmed', 'inactive', 'deleted',
  'staff')), editor TEXT NOT NULL, whenedited TIMESTAMP NOT NULL, note TEXT NOT NULL, extra TEXT,
  non_public BOOLEAN DEFAULT 0, endpoint TEXT, jurisdiction TEXT DEFAULT '', api_key TEXT DEFAULT '', send_method TEXT,
  UNIQUE (body_id, category)
);
CREATE TABLE response_priorities (
  id INTEGER PRIMARY KEY, body_id INTEGER NOT NULL REFERENCES body (id), deleted BOOLEAN NOT NULL DEFAULT 0,
  name TEXT NOT NULL, description TEXT, external_id TEXT, is_default BOOLEAN NOT NULL DEFAULT 0,
  UNIQUE (body_id, name)
);
CREATE TABLE response_templates (
  id INTEGER PRIMARY KEY, body_id INTEGER NOT NULL REFERENCES body (id), title TEXT NOT NULL, text TEXT NOT NULL,
  created TIMESTAMP NOT NULL, auto_response BOOLEAN NOT NULL DEFAULT 0, state TEXT, external_status_code TEXT,
  UNIQUE (body_id, title)
);
CREATE TABLE roles (
  id INTEGER PRIMARY KEY, body_id INTEGER NOT NULL REFERENCES body (id), name TEXT NOT NULL, permissions TEXT,
  extra TEXT, UNIQUE (body_id, name)
);
CREATE TABLE user_roles (
  id INTEGER PRIMARY KEY, role_id INTEGER NOT NULL REFERENCES roles (id),
  user_id INTEGER NOT NULL REFERENCES users (id)
);
CREATE TABLE problem (
  id INTEGER PRIMARY KEY, postcode TEXT NOT NULL, latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL, bodies_str TEXT, bodies_missing TEXT, areas TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT 'Other', title TEXT NOT NULL, detail TEXT NOT NULL, photo TEXT,
  used_map BOOLEAN NOT NULL, user_id INTEGER NOT NULL REFERENCES users (id), name TEXT NOT NULL,
  anonymous BOOLEAN NOT NULL, external_id TEXT, external_body TEXT, external_team TEXT, created TIMESTAMP NOT NULL,
  confirmed TIMESTAMP, state TEXT NOT NULL CHECK (state IN ('unconfirmed', 'confirmed', 'investigating',
  'action scheduled', 'in progress', 'fixed', 'fixed - council', 'fixed - user', 'not responsible', 'unable to fix',
  'duplicate', 'internal referral', 'closed', 'hidden')), lang TEXT NOT NULL DEFAULT 'en-gb',
  service TEXT NOT NULL DEFAULT '', cobrand TEXT NOT NULL DEFAULT '', cobrand_data TEXT NOT NULL DEFAULT '',
  lastupdate TIMESTAMP NOT NULL, whensent TIMESTAMP, send_questionnaire BOOLEAN NOT NULL DEFAULT 1, extra TEXT,
  flagged BOOLEAN NOT NULL DEFAULT 0, geocode TEXT, response_priority_id INTEGER REFERENCES response_priorities (id),
  send_fail_count INTEGER NOT NULL DEFAULT 0, send_fail_reason TEXT, send_fail_timestamp TIMESTAMP,
  send_method_used TEXT, non_public BOOLEAN DEFAULT 0, interest_count INTEGER DEFAULT 0
);
CREATE TABLE comment (
  id INTEGER PRIMARY KEY, problem_id INTEGER NOT NULL REFERENCES problem (id),
  user_id INTEGER NOT NULL REFERENCES users (id), anonymous BOOLEAN NOT NULL, name TEXT, website TEXT,
  created TIMESTAMP NOT NULL, confirmed TIMESTAMP, text TEXT NOT NULL, photo TEXT,
  state TEXT NOT NULL CHECK (state IN ('unconfirmed', 'confirmed', 'hidden')), cobrand TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL DEFAULT 'en-gb', cobrand_data TEXT NOT NULL DEFAULT '', mark_fixed BOOLEAN NOT NULL,
  mark_open BOOLEAN NOT NULL DEFAULT 0, problem_state TEXT, external_id TEXT, extra TEXT,
  send_fail_count INTEGER NOT NULL DEFAULT 0, whensent TIMESTAMP
);
CREATE TABLE questionnaire (
  id INTEGER PRIMARY KEY, problem_id INTEGER NOT NULL REFERENCES problem (id), whensent TIMESTAMP NOT NULL,
  whenanswered TIMESTAMP, ever_reported BOOLEAN, old_state TEXT, new_state TEXT
);
CREATE TABLE alert_type (
  ref TEXT NOT NULL PRIMARY KEY, head_sql_query TEXT NOT NULL, head_table TEXT NOT NULL, head_title TEXT NOT NULL,
  head_link TEXT NOT NULL, head_description TEXT NOT NULL, item_table TEXT NOT NULL, item_where TEXT NOT NULL,
  item_order TEXT NOT NULL, item_title TEXT NOT NULL, item_link TEXT NOT NULL, item_description TEXT NOT NULL,
  template TEXT NOT NULL
);
CREATE TABLE alert (
  id INTEGER PRIMARY KEY, alert_type TEXT NOT NULL REFERENCES alert_type (ref), parameter TEXT, parameter2 TEXT,
  user_id INTEGER NOT NULL REFERENCES users (id), confirmed INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL DEFAULT 'en-gb', cobrand TEXT NOT NULL DEFAULT '', cobrand_data TEXT NOT NULL DEFAULT '',
  whensubscribed TIMESTAMP NOT NULL, whendisabled TIMESTAMP
);
CREATE TABLE alert_sent (
  id INTEGER PRIMARY KEY, alert_id INTEGER NOT NULL REFERENCES alert (id), parameter TEXT,
  whenqueued TIMESTAMP NOT NULL
);
CREATE TABLE moderation_original_data (
  id INTEGER PRIMARY KEY, problem_id INTEGER NOT NULL REFERENCES problem (id),
  comment_id INTEGER UNIQUE REFERENCES comment (id), title TEXT, detail TEXT, photo TEXT, anonymous BOOLEAN NOT NULL,
  created TIMESTAMP NOT NULL, extra TEXT, category TEXT
);
CREATE TABLE admin_log (
  id INTEGER PRIMARY KEY, admin_user TEXT NOT NULL, object_type TEXT NOT NULL CHECK (object_type IN ('problem',
  'update', 'user', 'moderation', 'template', 'body', 'category', 'role')), object_id INTEGER NOT NULL,
  action TEXT NOT NULL, whenedited TIMESTAMP NOT NULL, user_id INTEGER REFERENCES users (id),
  reason TEXT NOT NULL DEFAULT '', time_spent INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE user_planned_reports (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id),
  report_id INTEGER NOT NULL REFERENCES problem (id), added TIMESTAMP NOT NULL, removed TIMESTAMP
);
CREATE TABLE abuse (
  email TEXT PRIMARY KEY CHECK (lower(email) = email)
);
CREATE TABLE token (
  scope TEXT NOT NULL, token TEXT NOT NULL, data TEXT NOT NULL, created TIMESTAMP NOT NULL, PRIMARY KEY (scope, token)
);
"""

PROBLEM_COLUMNS = ("id postcode latitude longitude bodies_str bodies_missing areas category title detail photo "
                   "used_map user_id name anonymous external_id external_body external_team created confirmed state "
                   "lang service "
                   "cobrand cobrand_data lastupdate whensent send_questionnaire extra flagged geocode "
                   "response_priority_id send_fail_count send_fail_reason send_fail_timestamp send_method_used "
                   "non_public interest_count").split()  # fmt: skip
COUNCIL_AREA = 2597  # the council's MapIt area
MUMBLES_AREA = 144870  # the community council's
WARDS = [144838, 144839, 144841, 144842, 144844, 144845, 144847, 144849, 144851, 144852, 144853, 144856, 144858,
         144860, 144861, 144863, 144865, 144866, 144869]  # fmt: skip
MUMBLES_WARD = 144869
# name, send method, endpoint, fetches updates, deleted, areas
BODIES = [
    ("Swansea Council", "Open311", "https://confirm.council.swansea.example/open311", 1, 0, [COUNCIL_AREA]),
    ("South Wales Trunk Road Agent", "Email", None, 0, 0, [COUNCIL_AREA]),
    ("Natural Resources Wales", "Email", None, 0, 0, [COUNCIL_AREA]),
    ("Dŵr Cymru Welsh Water", "Email", None, 0, 0, [COUNCIL_AREA]),
    ("Mumbles Community Council", "Email", None, 0, 0, [MUMBLES_AREA]),
    ("City and County of Swansea (old)", "Email", None, 0, 1, [COUNCIL_AREA]),
]  # fmt: skip
COUNCIL, TRUNK, RIVERS, WATER, MUMBLES, OLD = 1, 2, 3, 4, 5, 6


@dataclass
class Category:
    body: int
    name: str
    group: str
    weight: float
    fixed: float  # share the body fixes
    days: tuple[int, int]  # days from confirmation to the fix
    email: str
    team: str = ""  # the staff who post updates: "highways" (inspectors, fixes from the asset system), ...
    state: str = "confirmed"
    send_method: str | None = None
    non_public: int = 0
    since: int = 730  # offered for so many days back
    until: int = 0  # offered until so many days back (inactive or deleted since)


CATEGORIES = [
    Category(COUNCIL, "Potholes", "Roads and pavements", 21, 0.72, (8, 60), "confirm", "highways",
             send_method="Open311"),
    Category(COUNCIL, "Pavement damage", "Roads and pavements", 7, 0.6, (10, 70), "confirm", "highways",
             send_method="Open311"),
    Category(COUNCIL, "Road surface defect", "Roads and pavements", 4, 0.55, (10, 80), "confirm", "highways",
             send_method="Open311"),
    Category(COUNCIL, "Road sign damaged", "Roads and pavements", 2, 0.8, (5, 30), "confirm", "highways",
             send_method="Open311"),
    Category(COUNCIL, "Blocked drain or gully", "Roads and pavements", 4.5, 0.7, (3, 25), "confirm", "highways",
             send_method="Open311"),
    Category(COUNCIL, "Street lighting", "Street lighting", 9, 0.88, (3, 14), "confirm", "lighting",
             send_method="Open311"),
    Category(COUNCIL, "Traffic lights", "Street lighting", 1.2, 0.95, (0, 2), "signals@council.swansea.example",
             "lighting"),
    Category(COUNCIL, "Fly-tipping", "Street cleansing", 15, 0.9, (1, 4), "cleansing@council.swansea.example",
             "cleansing"),
    Category(COUNCIL, "Litter", "Street cleansing", 6, 0.85, (1, 5), "cleansing@council.swansea.example", "cleansing"),
    Category(COUNCIL, "Overflowing litter bin", "Street cleansing", 5, 0.92, (1, 3),
             "cleansing@council.swansea.example", "cleansing"),
    Category(COUNCIL, "Dog fouling", "Street cleansing", 4.5, 0.45, (2, 6), "cleansing@council.swansea.example",
             "cleansing"),
    Category(COUNCIL, "Dead animal", "Street cleansing", 1.8, 0.95, (1, 2), "cleansing@council.swansea.example",
             "cleansing"),
    Category(COUNCIL, "Graffiti", "Street cleansing", 3.5, 0.7, (5, 21), "cleansing@council.swansea.example",
             "cleansing"),
    Category(COUNCIL, "Offensive graffiti", "Street cleansing", 0.8, 0.9, (1, 3), "cleansing@council.swansea.example",
             "cleansing", non_public=1),
    Category(COUNCIL, "Abandoned vehicle", "Vehicles", 2.5, 0.2, (7, 21), "parking@council.swansea.example",
             "parking"),
    Category(COUNCIL, "Overgrown vegetation", "Parks and open spaces", 3.5, 0.75, (5, 30), "parks", "parks",
             send_method="Open311"),
    Category(COUNCIL, "Parks and playgrounds", "Parks and open spaces", 3, 0.75, (4, 25), "parks", "parks",
             send_method="Open311"),
    Category(COUNCIL, "Public toilets", "Parks and open spaces", 0.8, 0.85, (1, 7), "parks", "parks",
             send_method="Open311"),
    Category(COUNCIL, "Bus shelter damaged", "Roads and pavements", 1.4, 0.7, (7, 30),
             "transport@council.swansea.example", "parking"),
    Category(COUNCIL, "Dog fouling bins", "Street cleansing", 1.5, 0.8, (2, 8), "cleansing@council.swansea.example",
             "cleansing", state="inactive", until=240),
    Category(COUNCIL, "Salt bins", "Roads and pavements", 1.2, 0.8, (2, 10), "confirm", "highways", state="deleted",
             send_method="Open311", until=410),
    Category(COUNCIL, "Inspector referral", "Roads and pavements", 0, 0.0, (1, 2), "confirm", state="staff",
             send_method="Open311"),
    Category(TRUNK, "Trunk road defect", "Roads and pavements", 1.6, 0.0, (0, 0), "swtra-enquiries@trunkroads.example"),
    Category(TRUNK, "Trunk road lighting", "Street lighting", 0.5, 0.0, (0, 0), "swtra-enquiries@trunkroads.example"),
    Category(RIVERS, "River flooding", "Flooding and water", 0.5, 0.0, (0, 0), "incidents@nrw.example"),
    Category(RIVERS, "Pollution in a river or stream", "Flooding and water", 0.35, 0.0, (0, 0),
             "incidents@nrw.example"),
    Category(WATER, "Sewer flooding", "Flooding and water", 0.7, 0.0, (0, 0), "operations@dwrcymru.example"),
    Category(WATER, "Water leak", "Flooding and water", 1.0, 0.0, (0, 0), "operations@dwrcymru.example"),
    Category(MUMBLES, "Bench damaged", "Parks and open spaces", 0.6, 0.0, (0, 0), "clerk@mumbles-cc.example"),
    Category(MUMBLES, "Bus shelter damaged", "Roads and pavements", 0.0, 0.0, (0, 0), "clerk@mumbles-cc.example"),
]  # fmt: skip
PARKS_BROKEN_DAYS = 8  # the parks service's Open311 endpoint has failed since

# name, e-mail, team, role, joined days ago
STAFF = [
    ("Rhodri Price", "rhodri.price", "highways", "Inspector", 1600),
    ("Carys Jenkins", "carys.jenkins", "highways", "Inspector", 1100),
    ("Gareth Morgan", "gareth.morgan", "highways", "Inspector", 9),
    ("Ieuan Powell", "ieuan.powell", "lighting", "Inspector", 1400),
    ("Siân Hughes", "sian.hughes", "cleansing", "Cleansing officer", 1500),
    ("Dafydd Thomas", "dafydd.thomas", "cleansing", "Cleansing officer", 700),
    ("Bethan Rees", "bethan.rees", "parks", "Parks officer", 1200),
    ("Lowri Bowen", "lowri.bowen", "parking", "Parking officer", 900),
    ("Owain Davies", "owain.davies", "contact", "Customer services", 1300),
    ("Ffion Edwards", "ffion.edwards", "contact", "Customer services", 500),
    ("Megan Lewis", "megan.lewis", "moderation", "Moderator", 1000),
    ("Aled Williams", "aled.williams", "admin", "Admin", 1700),
]  # fmt: skip
ROLES = {
    "Inspector": "{report_inspect,report_edit_category,report_edit_priority,planned_reports,report_instruct}",
    "Cleansing officer": "{report_inspect,report_edit_category,planned_reports}",
    "Parks officer": "{report_inspect,report_edit_category,planned_reports}",
    "Parking officer": "{report_inspect,report_edit_category}",
    "Customer services": "{contribute_as_another_user,contribute_as_body,report_mark_private,user_edit}",
    "Moderator": "{moderate,report_edit,user_flag}",
    "Admin": "{category_edit,template_edit,responsepriority_edit,user_assign_body,user_manage_permissions,report_edit}",
}
PRIORITIES = [("Category 1 - make safe within 24 hours", "P1", 0, 0), ("Category 2 - repair within 5 working days",
              "P2", 0, 0), ("Category 3 - repair within 28 days", "P3", 1, 0), ("Monitor at next inspection", "P4",
              0, 0), ("Category 2 - repair within 7 days", "P2OLD", 0, 1)]  # fmt: skip
TEMPLATES = [
    ("Pothole repaired", "Thank you for your report. The defect has been repaired.", "fixed - council", 1),
    ("Scheduled for repair", "This defect has been inspected and a repair has been scheduled.", "action scheduled", 0),
    ("Under investigation", "Thank you, an officer will investigate this report.", "investigating", 1),
    ("Fly-tip cleared", "Our cleansing team has cleared the waste reported.", "fixed - council", 1),
    ("Light repaired", "The street light has been repaired by our lighting contractor.", "fixed - council", 1),
    ("Private land", "This is on private land and is not the council's responsibility.", "not responsible", 0),
    ("No defect found", "An inspector visited but could not find the problem reported.", "unable to fix", 0),
]  # fmt: skip
FIRST = ("Rhian Gwen Huw Emyr Dylan Nia Catrin Elis Geraint Angharad Sioned Tomos Cerys Iwan Alun Mared Gethin Llinos "
         "Osian Manon Steffan Eleri Ryan Jessica Jack Chloe Liam Emily Daniel Sophie James Hannah Matthew Lauren Ben "
         "Amy Thomas Megan Luke Rachel Mark Sarah Paul Karen David Susan John Helen Michael Claire Andrew Lisa Peter "
         "Julie Robert Nicola Christopher Joanne Stephen Kelly Anthony Donna Kevin Gemma").split()  # fmt: skip
LAST = ("Jones Williams Davies Evans Thomas Roberts Lewis Hughes Morgan Griffiths Edwards Owen James Phillips Rees "
        "Jenkins Price Lloyd Morris Powell Parry Harris Bowen Watkins Pritchard Howells Rowlands Llewellyn Bevan "
        "Vaughan Walters Hopkins Matthews Richards Smith Brown Taylor Wilson Johnson Walker Wright Robinson Thompson "
        "White Hall Green Wood Harrison Martin Jackson Clarke").split()  # fmt: skip
STREETS = (
    "Walter Road",
    "Mumbles Road",
    "Kingsway",
    "Oxford Street",
    "Carmarthen Road",
    "Sketty Road",
    "Gower Road",
    "Woodfield Street",
    "St Helen's Road",
    "Eaton Crescent",
    "Fabian Way",
    "Neath Road",
    "Llangyfelach Road",
    "Pontarddulais Road",
    "Newton Road",
    "Bryn Road",
    "Uplands Crescent",
    "De La Beche Street",
    "Wind Street",
    "Princess Way",
    "The Strand",
    "Mansel Street",
    "Clase Road",
    "Heol Dulais",
    "Cwm Road",
    "Vivian Road",
    "Derwen Fawr Road",
    "Mayals Road",
    "Brynmill Lane",
    "Hafod Street",
    "Morriston Cross",
    "Ynys Street",
    "Bonymaen Road",
    "Caswell Road",
    "Langland Road",
    "Castle Street",
    "Townhill Road",
    "Penlan Crescent",
)
MUMBLES_STREETS = ("Mumbles Road", "Newton Road", "Castle Avenue", "Langland Road", "Queens Road", "Village Lane")
TITLES = {
    "Potholes": [
        "Deep pothole outside no. {n}",
        "Pothole on {street}",
        "Potholes near the junction",
        "Large pothole in the cycle lane",
        "Pothole by the bus stop",
    ],
    "Fly-tipping": [
        "Fly-tipped mattress",
        "Rubbish bags dumped in the lane",
        "Builders' waste dumped",
        "Fridge left on the pavement",
        "Fly-tipping behind {street}",
    ],
    "Street lighting": [
        "Street light out",
        "Lamp post {n} not working",
        "Light flickering all night",
        "Street light on during the day",
    ],
}
DETAIL = (
    "Reported because it is getting worse.",
    "This has been like this for over a week.",
    "Dangerous for cyclists and pedestrians.",
    "Please can someone look at this.",
    "Noticed on my way to work.",
)
HUW = "Huw Bevan"  # reports fly-tipping on his daily walks


def _moment_text(moment: datetime.datetime, rng: random.Random) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randrange(1_000_000):06d}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    db.execute("PRAGMA defer_foreign_keys = ON")  # users and bodies point at each other: checked at the commit

    def when(day: int, low: int = 420, high: int = 1320) -> datetime.datetime:
        """A moment on ``day`` (the council's working hours by default), clear of now's time of day."""
        return clock.clear_of_now(rng, day, low, high)

    def text(moment: datetime.datetime) -> str:
        return _moment_text(moment, rng)

    def after(moment: datetime.datetime, low: int, high: int) -> datetime.datetime:
        return moment + datetime.timedelta(minutes=rng.randint(low, high), seconds=rng.randrange(60))

    # users: staff first, then the public
    users: list[list[object]] = []

    def user(name: str, email: str | None, created: datetime.datetime, *, phone: str | None = None,
             from_body: int | None = None, superuser: int = 0, title: str | None = None,
             extra: dict[str, object] | None = None) -> int:  # fmt: skip
        ident = len(users) + 1
        joined = text(created)
        users.append([ident, email, int(email is not None), phone, int(phone is not None), name,
                      "$2a$08$" + hashlib.sha1(f"{ident}".encode()).hexdigest()[:40], from_body, 0, superuser,
                      joined, joined, title, json.dumps(extra) if extra else None])  # fmt: skip
        return ident

    def touch(ident: int, moment: datetime.datetime) -> None:
        """The user was active at ``moment``: their last activity, and their account made before it."""
        if str(users[ident - 1][11]) < moment.strftime("%Y-%m-%d %H:%M:%S"):
            users[ident - 1][11] = text(moment)
        if str(users[ident - 1][10]) > moment.strftime("%Y-%m-%d %H:%M:%S"):
            users[ident - 1][10] = text(moment - datetime.timedelta(minutes=rng.randint(1, 30)))

    support = user("mySociety Support", "support@mysociety.example", when(-1900), superuser=1)
    comment_user = user("Swansea Council", "fms-updates@council.swansea.example", when(-1800), from_body=COUNCIL)
    staff: dict[str, int] = {}
    for name, handle, team, _, joined in STAFF:
        staff[name] = user(name, f"{handle}@council.swansea.example", when(-joined), from_body=COUNCIL,
                           title=team.capitalize())  # fmt: skip
    team_staff = {team: [n for n, _, t, _, _ in STAFF if t == team and n != "Gareth Morgan"]
                  for team in ("highways", "lighting", "cleansing", "parks", "parking", "contact")}  # fmt: skip
    team_weights = {"highways": [0.62, 0.38], "cleansing": [0.68, 0.32]}

    public: list[int] = []
    weights: list[float] = []
    for k in range(2300):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        name = f"{first} {last}"
        signed_up = when(-rng.randint(0, 1500))
        if rng.random() < 0.07:  # signed up with a phone number only
            ident = user(name, None, signed_up, phone=f"+447{rng.randint(100000000, 999999999)}")
        else:
            domain = rng.choice(["example.com", "example.net", "mail.example", "example.org"])
            email = f"{first.lower()}.{last.lower()}{k}@{domain}"
            ident = user(name, email, signed_up)
        public.append(ident)
        weights.append(rng.paretovariate(1.6))
    huw = user(HUW, "huw.bevan@example.net", when(-900))
    public.append(huw)
    weights.append(0.0)  # his reports are planted below
    abusers: list[int] = []
    for k, handle in enumerate(["dumpit", "noreply.swansea", "angry.neighbour", "spam4u", "testtest", "x.x"]):
        ident = user(f"User {k + 1}", f"{handle}@example.com", when(-rng.randint(30, 600)))
        public.append(ident)
        weights.append(0.8)
        abusers.append(ident)
    for ident in rng.sample(public[:2300], 3):  # flagged by the moderator
        users[ident - 1][8] = 1

    # bodies, areas, categories, priorities, templates, roles
    for k, (name, method, endpoint, fetch, deleted, areas) in enumerate(BODIES, 1):
        db.execute(
            "INSERT INTO body (id, name, external_url, parent, endpoint, jurisdiction, send_method, send_comments,"
            " comment_user_id, can_be_devolved, send_extended_statuses, fetch_problems, deleted, extra)"
            " VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
            (k, name, f"https://www.{name.split()[0].lower().replace('ŵ', 'w')}.example", endpoint,
             "swansea" if k == COUNCIL else None, method, fetch, comment_user if k == COUNCIL else None,
             int(k == COUNCIL), int(k == COUNCIL), deleted,
             json.dumps({"cobrand": "swansea", "fetch_all_problems": 0}) if k == COUNCIL else None),
        )  # fmt: skip
        for area in areas:
            db.execute("INSERT INTO body_areas VALUES (?, ?)", (k, area))
    contact_rows = []
    for k, cat in enumerate(CATEGORIES, 1):
        edited = when(-rng.randint(600, 900)) if not cat.until else when(-cat.until)
        note = {
            "inactive": "No longer offered: bins removed",
            "deleted": "Removed: grit bins are now reported by phone",
            "staff": "For inspectors referring defects found on patrol",
        }.get(cat.state, "Created")
        email = cat.email
        endpoint = None
        if cat.send_method == "Open311":
            email = cat.name.upper().replace(" ", "_")[:12]  # the Open311 service code
            endpoint = "https://parks.council.swansea.example/open311" if cat.email == "parks" else None
        contact_rows.append((k, cat.body, cat.name, email, cat.state, "Aled Williams" if cat.body == COUNCIL else
                             "mySociety Support", text(edited), note, json.dumps({"group": [cat.group]}),
                             cat.non_public, endpoint, cat.send_method))  # fmt: skip
    db.executemany("INSERT INTO contacts (id, body_id, category, email, state, editor, whenedited, note, extra,"
                   " non_public, endpoint, send_method) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   contact_rows)  # fmt: skip
    for k, (name, external, default, deleted) in enumerate(PRIORITIES, 1):
        db.execute("INSERT INTO response_priorities VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (k, COUNCIL, deleted, name, None, external, default))  # fmt: skip
    for k, (title, body_text, state, auto) in enumerate(TEMPLATES, 1):
        db.execute("INSERT INTO response_templates VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (k, COUNCIL, title, body_text, text(when(-rng.randint(300, 1200))), auto, state,
                    None))  # fmt: skip
    role_id: dict[str, int] = {}
    for k, (name, permissions) in enumerate(ROLES.items(), 1):
        role_id[name] = k
        db.execute("INSERT INTO roles VALUES (?, ?, ?, ?, NULL)", (k, COUNCIL, name, permissions))
    for name, _, _, role, _ in STAFF:
        db.execute("INSERT INTO user_roles (role_id, user_id) VALUES (?, ?)", (role_id[role], staff[name]))
    db.execute(
        "INSERT INTO user_roles (role_id, user_id) VALUES (?, ?)", (role_id["Inspector"], staff["Aled Williams"])
    )

    # the reports
    problems: list[dict[str, object]] = []
    comments: list[list[object]] = []
    questionnaires: list[tuple[object, ...]] = []
    admin_log: list[tuple[object, ...]] = []
    planned: list[tuple[object, ...]] = []
    tokens: list[tuple[object, ...]] = []
    moderated: list[tuple[object, ...]] = []
    follows: dict[int, list[tuple[int, datetime.datetime]]] = {}  # problem -> (user, subscribed)
    by_category: dict[str, list[int]] = {}

    def log(who: str, object_type: str, object_id: int, action: str, moment: datetime.datetime, reason: str = "",
            minutes: int = 0) -> None:  # fmt: skip
        ident = staff.get(who, support)
        admin_log.append((who, object_type, object_id, action, text(moment), ident, reason, minutes))

    def add_comment(
        problem_id: int,
        who: int,
        name: str,
        moment: datetime.datetime,
        body_text: str,
        *,
        state: str | None = None,
        mark_fixed: int = 0,
        mark_open: int = 0,
        external: str | None = None,
        anonymous: int = 0,
        status: str = "confirmed",
        extra: dict[str, object] | None = None,
    ) -> int:
        ident = len(comments) + 1
        confirmed = text(moment) if status != "unconfirmed" else None
        comments.append([ident, problem_id, who, anonymous, name, None, text(moment), confirmed, body_text, None,
                         status, "swansea" if external is None else "", "en-gb", "", mark_fixed, mark_open, state,
                         external, json.dumps(extra) if extra else None, 0,
                         text(after(moment, 1, 20)) if external is None and extra else None])  # fmt: skip
        touch(who, moment)
        return ident

    offered = [c for c in CATEGORIES if c.weight > 0]
    for day in range(-730, 1):
        count = rng.choice([6, 7, 8, 8, 9, 10, 11]) + (2 if day > -120 else 0)
        for _ in range(count):
            cats = [c for c in offered if -c.since <= day < -c.until or (c.until == 0 and day >= -c.since)]
            weights_now = [c.weight for c in cats]
            cat = rng.choices(cats, weights=weights_now)[0]
            reporter = rng.choices(public, weights=weights)[0]
            problems.append(_report(rng, when, text, day, cat, reporter, users))
        if day >= -180 and rng.random() < 0.8:  # Huw's walk
            cat = next(c for c in CATEGORIES if c.name == "Fly-tipping")
            for _ in range(rng.choice([1, 1, 2])):
                problems.append(_report(rng, when, text, day, cat, huw, users))
        if day >= -500 and rng.random() < 0.02:
            cat = rng.choice([c for c in offered if c.body == COUNCIL and c.weight >= 4])
            problems.append(_report(rng, when, text, day, cat, rng.choice(abusers), users))
    for k, row in enumerate(problems, 1):
        row["id"] = k

    for row in problems:
        ident = int(str(row["id"]))
        cat = next(c for c in CATEGORIES if c.name == row["category"] and (c.body == COUNCIL or c.weight > 0))
        created = datetime.datetime.fromisoformat(str(row["created"]))
        reporter = int(str(row["user_id"]))
        day = (created.date() - clock.midnight.date()).days
        by_category.setdefault(cat.name, []).append(ident)
        touch(reporter, created)
        extra: dict[str, object] = {}
        # the reporter confirms by e-mail (a few never do); staff-made and app reports are confirmed at once
        if rng.random() < 0.055 and reporter not in abusers:
            row["confirmed"], row["state"] = None, "unconfirmed"
            row["whensent"] = None
            tokens.append(("problem", hashlib.sha1(f"p{ident}".encode()).hexdigest()[:18],
                           json.dumps({"id": ident}), row["created"]))  # fmt: skip
            row["lastupdate"] = text(created)
            continue
        confirmed = after(created, 0, 12) if rng.random() < 0.6 else created
        row["confirmed"] = text(confirmed)
        touch(reporter, confirmed)
        # customer services make some reports for phone callers
        if day >= -600 and rng.random() < 0.06 and cat.body == COUNCIL:
            who = rng.choice(["Owain Davies", "Owain Davies", "Ffion Edwards"])
            extra["contributed_by"] = staff[who]
            extra["contributed_as"] = "another_user"
            row["send_questionnaire"] = 0
            row["cobrand"], row["service"] = "swansea", ""
        if cat.name == "Street lighting":
            extra["_fields"] = [{"name": "column_id", "value": f"SL{rng.randint(1000, 9999)}"}]
        # sending: the council's Open311 endpoint or e-mail, every five minutes
        sent = after(confirmed, 1, 6)
        broken = cat.email == "parks" and day >= -PARKS_BROKEN_DAYS
        if broken:  # retried every hour or so since, failing
            row["whensent"] = None
            fails = 1 + int((clock.now - sent).total_seconds() // 5400)
            row["send_fail_count"] = fails
            row["send_fail_reason"] = (
                "Error 500 from https://parks.council.swansea.example/open311: Internal Server Error"
            )
            row["send_fail_timestamp"] = text(sent + datetime.timedelta(minutes=90 * (fails - 1)))
        else:
            row["whensent"] = text(sent)
            row["send_method_used"] = cat.send_method or BODIES[cat.body - 1][1]
            if cat.email == "parks" and day >= -40 and rng.random() < 0.1:  # an earlier outage, resent
                row["send_fail_count"] = 1
                row["send_fail_reason"] = "Error 502 from https://parks.council.swansea.example/open311: Bad Gateway"
                log("Aled Williams", "problem", ident, "resend", after(sent, 60, 240))
        # abusive reporters' reports are hidden by the moderator
        if reporter in abusers:
            row["state"] = "hidden"
            hide = after(confirmed, 30, 600)
            log("Megan Lewis", "problem", ident, "state_change", hide, "Abusive")
            row["lastupdate"] = text(hide)
            row["extra"] = (extra and json.dumps(extra)) or None
            continue
        # followers: the reporter and some neighbours
        follows.setdefault(ident, []).append((reporter, confirmed))
        for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):
            follows[ident].append((rng.choice(public[:2300]), after(confirmed, 60, 60 * 24 * 5)))
        row["interest_count"] = rng.choice([0, 0, 0, 1, 1, 2, 3, 5]) if cat.body == COUNCIL else 0
        # what happens next
        state = "confirmed"
        events: list[tuple[int, str]] = []  # (day, state)
        if cat.team and not broken:
            first_day = day + rng.randint(1, 5)
            fixed_day = day + rng.randint(*cat.days)
            roll = rng.random()
            if roll < cat.fixed:
                events = [(first_day, "action scheduled" if cat.team == "highways" else "investigating")]
                if fixed_day > first_day:
                    events.append((fixed_day, "fixed - council"))
                else:
                    events = [(first_day, "fixed - council")]
            elif roll < cat.fixed + (1 - cat.fixed) * 0.35:
                events = [(first_day, "not responsible" if cat.name == "Abandoned vehicle" or rng.random() < 0.5 else
                           "internal referral")]  # fmt: skip
            elif roll < cat.fixed + (1 - cat.fixed) * 0.6:
                events = [(first_day, "investigating"), (first_day + rng.randint(3, 20), "unable to fix")]
            elif roll < cat.fixed + (1 - cat.fixed) * 0.8 and by_category[cat.name][:-1]:
                original = by_category[cat.name][max(0, len(by_category[cat.name]) - rng.randint(2, 6))]
                if original != ident:
                    extra["duplicate_of"] = original
                    events = [(first_day, "duplicate")]
            else:
                events = [(first_day, "investigating")]  # and nothing more
        elif not broken and rng.random() < 0.06:
            events = [(day + rng.randint(5, 40), "fixed - user")]
        last_day = day
        last_moment = confirmed
        priority_set = False
        for event_day, new_state in events:
            if event_day > 0:
                break
            event_day = max(event_day, last_day + 1)
            if event_day > 0:
                break
            moment = when(event_day)
            if new_state == "fixed - user":
                add_comment(ident, reporter, str(row["name"]), moment, "This has now been fixed, thank you.",
                            state="fixed - user", mark_fixed=1, anonymous=int(str(row["anonymous"])))  # fmt: skip
            elif cat.team == "highways" and new_state == "fixed - council":
                add_comment(ident, comment_user, "Swansea Council", moment, TEMPLATES[0][1], state=new_state,
                            mark_fixed=1, external=f"CNF{rng.randint(100000, 999999)}")  # fmt: skip
            elif cat.team == "highways" and cat.send_method == "Open311" and new_state == "action scheduled":
                who = rng.choices(team_staff["highways"], weights=team_weights["highways"])[0]
                if day >= -PARKS_BROKEN_DAYS - 5 and rng.random() < 0.5:
                    who = "Aled Williams"
                minutes = rng.choice([5, 10, 10, 15, 15, 20, 30, 45])
                if who == "Rhodri Price":
                    minutes += 10
                log(who, "problem", ident, "inspected", moment, minutes=minutes)
                priority = rng.choices([1, 2, 3, 4], weights=[1, 3, 6, 1])[0]
                row["response_priority_id"] = priority
                priority_set = True
                add_comment(ident, staff[who], who, moment, TEMPLATES[1][1], state=new_state,
                            extra={"is_body_user": COUNCIL})  # fmt: skip
                if rng.random() < 0.35:  # on the inspector's shortlist until the repair
                    later = [d for d, _ in events if d > event_day]
                    removed = text(when(later[0])) if later and later[0] <= 0 else None
                    planned.append((staff[who], ident, text(moment), removed))
            else:
                team = "highways" if cat.team == "highways" else cat.team
                people = team_staff.get(team) or team_staff["contact"]
                who = rng.choices(people, weights=team_weights.get(team))[0]
                who_id, who_name = staff[who], who
                if cat.team == "lighting" and new_state == "investigating":
                    log(who, "problem", ident, "inspected", moment, minutes=rng.choice([10, 15, 20, 30]))
                if new_state == "not responsible":
                    body_text = TEMPLATES[5][1]
                elif new_state == "duplicate":
                    body_text = (
                        f"Thank you for your report. This problem has already been reported (report "
                        f"{extra.get('duplicate_of')})."
                    )
                elif new_state == "fixed - council":
                    body_text = (
                        TEMPLATES[3][1]
                        if cat.team == "cleansing"
                        else TEMPLATES[4][1]
                        if cat.team == "lighting"
                        else "This has been dealt with."
                    )
                else:
                    body_text = TEMPLATES[2][1] if new_state == "investigating" else TEMPLATES[6][1]
                add_comment(ident, who_id, who_name, moment, body_text, state=new_state,
                            mark_fixed=int(new_state.startswith("fixed")), extra={"is_body_user": COUNCIL})  # fmt: skip
                if new_state in ("not responsible", "internal referral") and rng.random() < 0.4:
                    log(who, "problem", ident, "category_change", moment, "Wrong category")
            state = new_state
            last_day, last_moment = event_day, moment
        if not priority_set and cat.team == "highways" and state == "confirmed" and day < -6 and rng.random() < 0.1:
            row["response_priority_id"] = 3
        # other updates: the reporter chasing, neighbours
        for _ in range(rng.choice([0, 0, 0, 0, 1, 1, 2])):
            chase_day = day + rng.randint(2, 60)
            if chase_day > 0 or chase_day <= last_day:
                continue
            moment = when(chase_day)
            person = reporter if rng.random() < 0.6 else rng.choice(public[:2300])
            status = "confirmed" if rng.random() > 0.02 else "unconfirmed"
            comment_id = add_comment(
                ident,
                person,
                str(users[person - 1][5]),
                moment,
                rng.choice(
                    [
                        "Still not fixed.",
                        "This is getting worse.",
                        "Any update on this please?",
                        "Another car damaged here today.",
                    ]
                ),
                anonymous=int(rng.random() < 0.15),
                status=status,
            )
            if status == "unconfirmed":
                tokens.append(("comment", hashlib.sha1(f"c{comment_id}".encode()).hexdigest()[:18],
                               json.dumps({"id": comment_id}), text(moment)))  # fmt: skip
            elif rng.random() < 0.015:
                comments[-1][10] = "hidden"
                moderated.append((ident, comment_id, None, str(comments[-1][8]) + " (names removed)", 0,
                                  text(after(moment, 30, 300)), None, None))  # fmt: skip
            last_moment = max(last_moment, moment)
        # moderation of reports naming people
        if rng.random() < 0.008 and day < -1:
            moment = after(confirmed, 30, 900)
            unmoderated = str(row["detail"]) + " The man at no. 4 did this."
            moderated.append((ident, None, str(row["title"]), unmoderated, int(str(row["anonymous"])),
                              text(moment), None, None))  # fmt: skip
            log("Megan Lewis", "moderation", len(moderated), "moderation", moment, "Personal information")
        # the questionnaire, four weeks on
        open_or_fixed = state in ("confirmed", "investigating", "action scheduled", "fixed - council", "fixed - user")
        if row["send_questionnaire"] and open_or_fixed and day + 28 <= 0:
            sent_q = when(day + 28)
            state_then = state if last_day <= day + 28 else "confirmed"
            answered = None
            answer = None
            if rng.random() < 0.45 and day + 28 + 6 <= 0:
                answered = when(day + 28 + rng.randint(1, 6))
                if state_then.startswith("fixed"):
                    answer = "fixed" if rng.random() < 0.92 else "confirmed"
                else:
                    answer = "fixed" if rng.random() < 0.25 else "confirmed" if rng.random() < 0.85 else "unknown"
                if answer == "fixed" and not state.startswith("fixed") and last_day < day + 28:
                    add_comment(ident, reporter, str(row["name"]), answered, "Fixed, according to the questionnaire.",
                                state="fixed - user", mark_fixed=1, anonymous=int(str(row["anonymous"])))  # fmt: skip
                    state = "fixed - user"
                    last_moment = max(last_moment, answered)
            questionnaires.append((ident, text(sent_q), text(answered) if answered else None,
                                   int(rng.random() < 0.4), state_then, answer))  # fmt: skip
        row["state"] = state
        row["lastupdate"] = text(max(last_moment, confirmed))
        row["extra"] = json.dumps(extra) if extra else None

    # alerts: the reporters' and followers' updates, local, ward and council alerts
    alert_rows: list[tuple[object, ...]] = []
    sent_rows: list[tuple[object, ...]] = []
    comments_by_problem: dict[int, list[list[object]]] = {}
    for c in comments:
        comments_by_problem.setdefault(int(str(c[1])), []).append(c)
    for problem_id, followers in follows.items():
        for person, subscribed in followers:
            disabled = None
            if rng.random() < 0.1:
                disabled = after(subscribed, 60 * 24, 60 * 24 * 60)
                if disabled > clock.now - datetime.timedelta(hours=2):
                    disabled = None
            alert_rows.append(("new_updates", str(problem_id), None, person, 1, "swansea", text(subscribed),
                               text(disabled) if disabled else None))  # fmt: skip
            alert_id = len(alert_rows)
            for c in comments_by_problem.get(problem_id, []):
                stamp = str(c[6])
                if c[10] != "confirmed" or c[2] == person or stamp < subscribed.strftime("%Y-%m-%d %H:%M:%S"):
                    continue
                if disabled and stamp > disabled.strftime("%Y-%m-%d %H:%M:%S"):
                    continue
                queued = datetime.datetime.fromisoformat(stamp) + datetime.timedelta(minutes=rng.randint(1, 14))
                sent_rows.append((alert_id, str(c[0]), text(queued)))
    for _ in range(340):
        person = rng.choice(public[:2300])
        subscribed = when(-rng.randint(0, 900))
        lat, lon = 51.62 + rng.uniform(-0.06, 0.04), -3.94 + rng.uniform(-0.1, 0.08)
        confirmed_flag = int(rng.random() > 0.06)
        alert_rows.append(("local_problems", f"{lon:.6f}", f"{lat:.6f}", person, confirmed_flag, "swansea",
                           text(subscribed), text(when(-rng.randint(0, 100))) if rng.random() < 0.12 and
                           subscribed < clock.now - datetime.timedelta(days=101) else None))  # fmt: skip
        if not confirmed_flag:
            tokens.append(("alert", hashlib.sha1(f"a{len(alert_rows)}".encode()).hexdigest()[:18],
                           json.dumps({"id": len(alert_rows)}), text(subscribed)))  # fmt: skip
    ward_alerts: list[tuple[int, int, datetime.datetime]] = []
    for _ in range(70):
        person = rng.choice(public[:2300])
        ward = rng.choice(WARDS)
        subscribed = when(-rng.randint(0, 120))
        alert_rows.append(("ward_problems", str(COUNCIL), str(ward), person, 1, "swansea", text(subscribed), None))
        ward_alerts.append((len(alert_rows), ward, subscribed))
    for k in range(4):
        subscribed = when(-rng.randint(10, 60))
        alert_rows.append(("council_problems", str(COUNCIL if k else MUMBLES), str(COUNCIL if k else MUMBLES),
                           rng.choice(public[:2300]), 1, "fixmystreet", text(subscribed), None))  # fmt: skip
        ward_alerts.append((len(alert_rows), 0 if k else -1, subscribed))
    for row in problems:
        if row["state"] in ("unconfirmed", "hidden") or row["non_public"]:
            continue
        confirmed_text = str(row["confirmed"])
        ward = int(str(row["areas"]).strip(",").split(",")[1])
        for alert_id, alert_ward, subscribed in ward_alerts:
            if confirmed_text < subscribed.strftime("%Y-%m-%d %H:%M:%S"):
                continue
            if alert_ward == -1 and "5" not in str(row["bodies_str"]).split(","):
                continue
            if alert_ward > 0 and alert_ward != ward:
                continue
            queued = datetime.datetime.fromisoformat(confirmed_text) + datetime.timedelta(minutes=rng.randint(1, 14))
            sent_rows.append((alert_id, str(row["id"]), text(queued)))
    for k in range(14):  # sign-in links e-mailed lately
        tokens.append(
            (
                "email_sign_in",
                hashlib.sha1(f"s{k}".encode()).hexdigest()[:18],
                json.dumps({"email": users[rng.choice(public[:2300]) - 1][1]}),
                text(when(-rng.randint(0, 6))),
            )
        )
    # staff admin work beside reports: flags, categories, the abuse list
    for ident in range(1, len(users) + 1):
        if users[ident - 1][8]:
            log("Megan Lewis", "user", ident, "flag", when(-rng.randint(5, 300)), "Repeated abusive updates")
    cat_ids = {c.name: k for k, c in enumerate(CATEGORIES, 1) if c.body == COUNCIL}
    log("Aled Williams", "category", cat_ids["Dog fouling bins"], "edit", when(-240), "Made inactive")
    log("Aled Williams", "category", cat_ids["Salt bins"], "edit", when(-410), "Deleted")
    log("Aled Williams", "category", cat_ids["Inspector referral"], "add", when(-380))

    # write everything
    db.executemany("INSERT INTO users VALUES (" + ", ".join("?" * 14) + ")", users)
    db.executemany(
        f"INSERT INTO problem VALUES ({', '.join('?' * len(PROBLEM_COLUMNS))})",
        [tuple(r[c] for c in PROBLEM_COLUMNS) for r in problems],
    )
    db.executemany("INSERT INTO comment VALUES (" + ", ".join("?" * 21) + ")", comments)
    db.executemany("INSERT INTO questionnaire (problem_id, whensent, whenanswered, ever_reported, old_state, new_state)"
                   " VALUES (?, ?, ?, ?, ?, ?)", questionnaires)  # fmt: skip
    db.executemany("INSERT INTO alert_type VALUES (" + ", ".join("?" * 13) + ")", ALERT_TYPES)
    db.executemany("INSERT INTO alert (alert_type, parameter, parameter2, user_id, confirmed, cobrand, whensubscribed,"
                   " whendisabled) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", alert_rows)  # fmt: skip
    sent_rows.sort(key=lambda r: str(r[2]))
    db.executemany("INSERT INTO alert_sent (alert_id, parameter, whenqueued) VALUES (?, ?, ?)", sent_rows)
    db.executemany("INSERT INTO moderation_original_data (problem_id, comment_id, title, detail, anonymous, created,"
                   " extra, category) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", moderated)  # fmt: skip
    admin_log.sort(key=lambda r: str(r[4]))
    db.executemany("INSERT INTO admin_log (admin_user, object_type, object_id, action, whenedited, user_id, reason,"
                   " time_spent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", admin_log)  # fmt: skip
    db.executemany("INSERT INTO user_planned_reports (user_id, report_id, added, removed) VALUES (?, ?, ?, ?)", planned)
    db.executemany("INSERT INTO abuse VALUES (?)", [(str(users[a - 1][1]),) for a in abusers])
    db.executemany("INSERT INTO token VALUES (?, ?, ?, ?)", tokens)
    close_checked(db, "streetreports")


def _report(rng: random.Random, when: Callable[[int], datetime.datetime], text: Callable[[datetime.datetime], str],
            day: int, cat: Category, reporter: int, users: list[list[object]]) -> dict[str, object]:  # fmt: skip
    """A report's row by column, before its life is played."""
    created = when(day)
    in_mumbles = (
        cat.body == MUMBLES or (cat.name == "Bus shelter damaged" and rng.random() < 0.3) or rng.random() < 0.06
    )
    if in_mumbles:
        ward = MUMBLES_WARD
        areas = f",{COUNCIL_AREA},{MUMBLES_WARD},{MUMBLES_AREA},"
        street = rng.choice(MUMBLES_STREETS)
        postcode = f"SA3 {rng.randint(4, 5)}{rng.choice('ABDEHJLNPQRSTUW')}{rng.choice('ABDEHJLNPQRSTUW')}"
        lat, lon = 51.57 + rng.uniform(-0.01, 0.01), -3.99 + rng.uniform(-0.01, 0.01)
    else:
        ward = rng.choice(WARDS[:-1])
        areas = f",{COUNCIL_AREA},{ward},"
        street = rng.choice(STREETS)
        postcode = (
            f"SA{rng.randint(1, 7)} {rng.randint(1, 9)}{rng.choice('ABDEHJLNPQRSTUW')}{rng.choice('ABDEHJLNPQRSTUW')}"
            if rng.random() < 0.55
            else ""
        )
        lat, lon = 51.62 + rng.uniform(-0.05, 0.04), -3.94 + rng.uniform(-0.09, 0.07)
    bodies = str(cat.body)
    if cat.name == "Bus shelter damaged" and in_mumbles:
        bodies = f"{COUNCIL},{MUMBLES}"
    titles = TITLES.get(cat.name, [f"{cat.name} on {{street}}", f"{cat.name} near no. {{n}}", cat.name])
    title = rng.choice(titles).format(street=street, n=rng.randint(1, 180))
    detail = f"{rng.choice(DETAIL)} {street}."
    service = rng.choices(["", "Android", "iOS"], weights=[70, 16, 14])[0]
    cobrand = "fixmystreet" if service or rng.random() < 0.55 else "swansea"
    name = str(users[reporter - 1][5])
    anonymous = int(rng.random() < 0.18)
    row: dict[str, object] = dict.fromkeys(PROBLEM_COLUMNS)
    row.update(
        postcode=postcode,
        latitude=round(lat, 6),
        longitude=round(lon, 6),
        bodies_str=bodies,
        areas=areas,
        category=cat.name,
        title=title,
        detail=detail,
        used_map=int(rng.random() < 0.93),
        user_id=reporter,
        name=name,
        anonymous=anonymous,
        created=text(created),
        state="confirmed",
        lang="en-gb" if rng.random() > 0.04 else "cy",
        service=service,
        cobrand=cobrand,
        cobrand_data="",
        lastupdate=text(created),
        send_questionnaire=1,
        flagged=0,
        send_fail_count=0,
        non_public=cat.non_public,
        interest_count=0,
    )
    return row


ALERT_TYPES = [
    ("new_updates", "select * from problem where id=?", "problem", "Updates on {{title}}", "/", "Updates on {{title}}",
     "comment", "comment.state='confirmed'", "created desc", "Update by {{name}}",
     "/report/{{problem_id}}#comment_{{id}}",
     "{{text}}", "alert-update"),
    ("new_problems", "", "", "New problems on FixMyStreet", "/", "The latest problems reported by users", "problem",
     "problem.non_public = 'f' and problem.state NOT IN ('unconfirmed', 'hidden', 'partial')", "created desc",
     "{{title}}, {{confirmed}}", "/report/{{id}}", "{{detail}}", "alert-problem"),
    ("new_fixed_problems", "", "", "Problems recently reported fixed on FixMyStreet", "/",
     "The latest problems reported fixed by users", "problem", "problem.non_public = 'f' and problem.state in "
     "('fixed', 'fixed - user', 'fixed - council')", "lastupdate desc", "{{title}}, {{confirmed}}", "/report/{{id}}",
     "{{detail}}", "alert-problem"),
    ("local_problems", "", "", "New problems near {{POSTCODE}} on FixMyStreet", "/",
     "The latest local problems reported by users", "problem_find_nearby", "problem.non_public = 'f' and "
     "problem.state NOT IN ('unconfirmed', 'hidden', 'partial')", "created desc", "{{title}}, {{confirmed}}",
     "/report/{{id}}", "{{detail}}", "alert-problem-nearby"),
    ("local_problems_state", "", "", "New problems near {{POSTCODE}} on FixMyStreet", "/",
     "The latest local problems reported by users", "problem_find_nearby", "problem.non_public = 'f' and "
     "problem.state in ({{STATE}})", "created desc", "{{title}}, {{confirmed}}", "/report/{{id}}", "{{detail}}",
     "alert-problem-nearby"),
    ("council_problems", "", "", "New problems to {{COUNCIL}} on FixMyStreet", "/reports",
     "The latest problems for {{COUNCIL}} reported by users", "problem", "problem.non_public = 'f' and "
     "problem.state NOT IN ('unconfirmed', 'hidden', 'partial') AND regexp_split_to_array(bodies_str, ',') && "
     "ARRAY[?]", "created desc", "{{title}}, {{confirmed}}", "/report/{{id}}", "{{detail}}", "alert-problem-council"),
    ("ward_problems", "", "", "New problems for {{COUNCIL}} within {{WARD}} ward on FixMyStreet", "/reports",
     "The latest problems for {{COUNCIL}} within {{WARD}} ward reported by users", "problem",
     "problem.non_public = 'f' and problem.state NOT IN ('unconfirmed', 'hidden', 'partial') AND "
     "regexp_split_to_array(bodies_str, ',') && ARRAY[?] and areas like '%,'||?||',%'", "created desc",
     "{{title}}, {{confirmed}}", "/report/{{id}}", "{{detail}}", "alert-problem-ward"),
    ("area_problems", "", "", "New problems within {{NAME}}'s boundary on FixMyStreet", "/reports",
     "The latest problems within {{NAME}}'s boundary reported by users", "problem", "problem.non_public = 'f' and "
     "problem.state NOT IN ('unconfirmed', 'hidden', 'partial') AND areas like '%,'||?||',%'", "created desc",
     "{{title}}, {{confirmed}}", "/report/{{id}}", "{{detail}}", "alert-problem-area"),
]  # fmt: skip
