"""A hill-walking community's wiki (Cairnwiki: Scotland's mountains, routes and bothies) as the SQLite copy of a
MediaWiki 1.41 database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): edits, recent changes, the
log and blocks fill the last 90 days, pages were created up to 1,500 days back and accounts registered up to 1,600
days back, on a one-minute grid counted from today's midnight (with drawn seconds); nothing is dated today or later
except block and protection expiries, so two builds with the same seed and ``now`` values a whole number of days apart
give the same answers to relative-time questions.

The tables are MediaWiki's, as its installer creates them (no table prefix; every column carries its table's prefix):
``page`` (``page_namespace`` 0 an article, 1 its talk page, 2 a user page, 4 the project, 10 a template, 14 a
category; ``page_title`` with underscores for spaces and without the namespace; ``page_is_redirect``, ``page_is_new``
0/1; ``page_latest`` the current revision; ``page_len`` in bytes), ``revision`` (``rev_page``, ``rev_actor``,
``rev_comment_id``, ``rev_minor_edit``, ``rev_len`` the page's size after the edit, ``rev_parent_id`` the previous
revision, 0 for a page's first), ``actor`` (every editor, registered or not: ``actor_user`` NULL and ``actor_name`` the
IP address for logged-out edits), ``user`` (``user_name`` with spaces, ``user_registration``, ``user_editcount``),
``user_groups`` (``sysop``, ``bureaucrat``, ``bot``, ``rollbacker``; ``ug_expiry`` NULL for ever), ``comment``
(edit summaries, shared by ``rev_comment_id``, ``rc_comment_id``, ``log_comment_id``, ``ipb_reason_id``),
``categorylinks`` (``cl_from`` the page id, ``cl_to`` the category's title, not a key), ``recentchanges`` (the last 90
days of edits: ``rc_bot``, ``rc_new``, ``rc_minor``, ``rc_old_len``, ``rc_new_len``), ``logging`` (``log_type`` and
``log_action``: ``newusers/create``, ``delete/delete``, ``block/block``, ``protect/protect``, ``move/move``),
``ipblocks`` (``ipb_address`` a user name or an IP address, ``ipb_user`` 0 for an IP, ``ipb_expiry`` ``infinity`` or a
timestamp), ``page_restrictions`` (``pr_type`` ``edit``/``move``, ``pr_level`` ``autoconfirmed``/``sysop``) and
``watchlist`` (``wl_user``, ``wl_namespace``, ``wl_title``).

**Time is MediaWiki's 14-character text** ``YYYYMMDDHHMMSS`` in UTC (``rev_timestamp``, ``rc_timestamp``,
``log_timestamp``, ``user_registration``, ``page_touched``, ``ipb_timestamp``, ``ipb_expiry``, ``pr_expiry``) except
``categorylinks.cl_timestamp``, a real timestamp column written ``YYYY-MM-DD HH:MM:SS``. MediaWiki declares no foreign
keys; this copy declares those the data always fills.

Planted signals:

* ``Ben_Nevis`` is the most edited article over the last 30 days (an edit war between the IP ``203.0.113.77`` and
  Callum Ross, with undos), is semi-protected since, and the IP is blocked for a month;
* Morag McLeod makes the most edits over the last 7 days among people; ``CairnBot`` (group ``bot``) makes more than
  anyone, every edit of it flagged ``rc_bot``; about a fifth of the edits are logged-out (IP) edits;
* six articles sit in no category at all; ``Munros`` holds the most articles; ``West_Highland_Way`` is the longest
  article; ``Weather_forecasts`` is on the most watchlists;
* Iain Fraser deleted seven pages yesterday; five accounts registered in the last 30 days have never edited, and three
  older ones never edited either; three are blocked now (the IP, ``Spamalot99`` for ever, the range
  ``198.51.100.0/24`` for ever) and one block (``HillBagger``) has run out;
* three pages are protected against editing (``Main_Page`` for sysops, ``Ben_Nevis`` and ``Avalanche_safety`` for
  autoconfirmed users); the largest single addition in the last 30 days is Eilidh Grant's to ``Cape_Wrath_Trail``.
"""

from __future__ import annotations

import datetime
import hashlib
import pathlib
import random
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE actor (actor_id INTEGER PRIMARY KEY, actor_user INTEGER UNIQUE REFERENCES user(user_id),
  actor_name VARCHAR(255) NOT NULL UNIQUE);
CREATE TABLE user (user_id INTEGER PRIMARY KEY, user_name VARCHAR(255) NOT NULL UNIQUE, user_real_name VARCHAR(255)
  NOT NULL DEFAULT '', user_password TEXT NOT NULL, user_newpassword TEXT NOT NULL DEFAULT '', user_newpass_time
  BLOB, user_email TEXT NOT NULL, user_touched BLOB NOT NULL, user_token BLOB NOT NULL DEFAULT '',
  user_email_authenticated BLOB, user_email_token BLOB, user_email_token_expires BLOB, user_registration BLOB,
  user_editcount INTEGER, user_password_expires BLOB);
CREATE TABLE user_groups (ug_user INTEGER NOT NULL REFERENCES user(user_id), ug_group VARCHAR(255) NOT NULL,
  ug_expiry BLOB, PRIMARY KEY (ug_user, ug_group));
CREATE TABLE comment (comment_id INTEGER PRIMARY KEY, comment_hash INTEGER NOT NULL, comment_text BLOB NOT NULL,
  comment_data BLOB);
CREATE TABLE page (page_id INTEGER PRIMARY KEY, page_namespace INTEGER NOT NULL, page_title BLOB NOT NULL,
  page_is_redirect SMALLINT NOT NULL DEFAULT 0, page_is_new SMALLINT NOT NULL DEFAULT 0, page_random FLOAT NOT NULL,
  page_touched BLOB NOT NULL, page_links_updated BLOB, page_latest INTEGER NOT NULL, page_len INTEGER NOT NULL,
  page_content_model BLOB, page_lang BLOB, UNIQUE (page_namespace, page_title));
CREATE TABLE revision (rev_id INTEGER PRIMARY KEY, rev_page INTEGER NOT NULL REFERENCES page(page_id),
  rev_comment_id INTEGER NOT NULL DEFAULT 0 REFERENCES comment(comment_id),
  rev_actor INTEGER NOT NULL DEFAULT 0 REFERENCES actor(actor_id), rev_timestamp BLOB NOT NULL,
  rev_minor_edit SMALLINT NOT NULL DEFAULT 0, rev_deleted SMALLINT NOT NULL DEFAULT 0, rev_len INTEGER,
  rev_parent_id INTEGER, rev_sha1 BLOB NOT NULL DEFAULT '');
CREATE INDEX rev_timestamp ON revision (rev_timestamp);
CREATE INDEX rev_page_timestamp ON revision (rev_page, rev_timestamp);
CREATE TABLE categorylinks (cl_from INTEGER NOT NULL DEFAULT 0 REFERENCES page(page_id), cl_to BLOB NOT NULL
  DEFAULT '', cl_sortkey BLOB NOT NULL DEFAULT '', cl_sortkey_prefix BLOB NOT NULL DEFAULT '', cl_timestamp
  DATETIME NOT NULL, cl_collation BLOB NOT NULL DEFAULT '', cl_type TEXT NOT NULL DEFAULT 'page',
  PRIMARY KEY (cl_from, cl_to));
CREATE TABLE recentchanges (rc_id INTEGER PRIMARY KEY, rc_timestamp BLOB NOT NULL,
  rc_actor INTEGER NOT NULL REFERENCES actor(actor_id), rc_namespace INTEGER NOT NULL DEFAULT 0, rc_title BLOB NOT
  NULL DEFAULT '', rc_comment_id INTEGER NOT NULL REFERENCES comment(comment_id), rc_minor SMALLINT NOT NULL DEFAULT
  0, rc_bot SMALLINT NOT NULL DEFAULT 0, rc_new SMALLINT NOT NULL DEFAULT 0, rc_cur_id INTEGER NOT NULL DEFAULT 0,
  rc_this_oldid INTEGER NOT NULL DEFAULT 0, rc_last_oldid INTEGER NOT NULL DEFAULT 0, rc_type SMALLINT NOT NULL
  DEFAULT 0, rc_source BLOB NOT NULL DEFAULT '', rc_patrolled SMALLINT NOT NULL DEFAULT 0, rc_ip BLOB NOT NULL
  DEFAULT '', rc_old_len INTEGER, rc_new_len INTEGER, rc_deleted SMALLINT NOT NULL DEFAULT 0, rc_logid INTEGER NOT
  NULL DEFAULT 0, rc_log_type BLOB, rc_log_action BLOB, rc_params BLOB);
CREATE TABLE logging (log_id INTEGER PRIMARY KEY, log_type BLOB NOT NULL DEFAULT '', log_action BLOB NOT NULL
  DEFAULT '', log_timestamp BLOB NOT NULL DEFAULT '19700101000000',
  log_actor INTEGER NOT NULL REFERENCES actor(actor_id), log_namespace INTEGER NOT NULL DEFAULT 0, log_title BLOB NOT
  NULL DEFAULT '', log_page INTEGER, log_comment_id INTEGER NOT NULL REFERENCES comment(comment_id), log_params BLOB
  NOT NULL, log_deleted SMALLINT NOT NULL DEFAULT 0);
CREATE TABLE ipblocks (ipb_id INTEGER PRIMARY KEY, ipb_address BLOB NOT NULL, ipb_user INTEGER NOT NULL DEFAULT 0,
  ipb_by_actor INTEGER NOT NULL REFERENCES actor(actor_id), ipb_reason_id INTEGER NOT NULL REFERENCES
  comment(comment_id), ipb_timestamp BLOB NOT NULL, ipb_auto SMALLINT NOT NULL DEFAULT 0, ipb_anon_only SMALLINT NOT
  NULL DEFAULT 0, ipb_create_account SMALLINT NOT NULL DEFAULT 1, ipb_enable_autoblock SMALLINT NOT NULL DEFAULT 1,
  ipb_expiry BLOB NOT NULL, ipb_range_start BLOB NOT NULL, ipb_range_end BLOB NOT NULL, ipb_deleted SMALLINT NOT NULL
  DEFAULT 0, ipb_block_email SMALLINT NOT NULL DEFAULT 0, ipb_allow_usertalk SMALLINT NOT NULL DEFAULT 0,
  ipb_parent_block_id INTEGER, ipb_sitewide SMALLINT NOT NULL DEFAULT 1);
CREATE TABLE page_restrictions (pr_id INTEGER PRIMARY KEY, pr_page INTEGER NOT NULL REFERENCES page(page_id),
  pr_type BLOB NOT NULL, pr_level BLOB NOT NULL, pr_cascade SMALLINT NOT NULL, pr_expiry BLOB,
  UNIQUE (pr_page, pr_type));
CREATE TABLE watchlist (wl_id INTEGER PRIMARY KEY, wl_user INTEGER NOT NULL REFERENCES user(user_id),
  wl_namespace INTEGER NOT NULL DEFAULT 0, wl_title BLOB NOT NULL DEFAULT '', wl_notificationtimestamp BLOB,
  UNIQUE (wl_user, wl_namespace, wl_title));
"""

MW = "%Y%m%d%H%M%S"
PEOPLE = ["Morag McLeod", "Iain Fraser", "Callum Ross", "Eilidh Grant", "Hamish Munro", "Kirsty Campbell",
          "Fraser Douglas", "Ailsa Robertson", "Duncan Stewart", "Catriona MacDonald", "Ewan Henderson",
          "Isla Paterson", "Rory Sinclair", "Shona Murray", "Angus Wallace", "Fiona Cameron", "Lachlan Reid",
          "Mhairi Kerr", "Gregor Ogilvie", "Niamh Doyle", "Tom Ashworth", "Priya Raman", "Jonas Becker",
          "Sarah Whitlock", "Ben Carver", "Hannah Lowe", "Owen Pryce", "Lucy Tennant"]  # fmt: skip
NEW_SILENT = ["Munro Bagger 282", "Peakfinder", "Glen Walker", "Corrie Climber", "Bothy Boy"]  # new, never edit
NEW_ACTIVE = ["Skye Rambler", "Heather Hiker", "Ridge Runner", "Tarn Seeker"]  # new, do edit
OLD_SILENT = ["Old Grey Man", "Mist Watcher", "Cairn Keeper"]  # registered long ago, never edited
BLOCKED_USERS = ["Spamalot99", "HillBagger"]
SYSOPS = ["Iain Fraser", "Morag McLeod", "Callum Ross"]
MUNROS = ["Ben_Nevis", "Ben_Macdui", "Braeriach", "Cairn_Toul", "Ben_Lawers", "Beinn_a'_Bhuird", "Carn_Eige",
          "Ben_More", "Ben_Avon", "Stob_Binnein", "Aonach_Mor", "Aonach_Beag", "Lochnagar", "Ben_Lomond",
          "Schiehallion", "Ben_Alder", "Sgurr_Alasdair", "Sgurr_nan_Gillean", "Bla_Bheinn", "An_Teallach", "Liathach",
          "Slioch", "Ben_Wyvis", "Ben_Hope", "Ben_Klibreck", "Buachaille_Etive_Mor", "Bidean_nam_Bian",
          "Ben_Cruachan", "Ben_Starav", "Ben_Lui", "Ben_Vorlich", "Beinn_Ime", "Ben_Chonzie", "Meall_Chuaich",
          "Carn_Mairg", "Beinn_Dorain", "Beinn_Dothaidh", "Stob_Ghabhar", "Sgurr_na_Ciche", "Ladhar_Bheinn",
          "Gairich", "The_Saddle", "Sgurr_Mor", "Mount_Keen", "Driesh", "Mayar", "Glas_Maol", "Beinn_Alligin",
          "Maol_Chean-dearg", "Sgurr_Fiona", "Conival", "Ben_More_Assynt", "Seana_Bhraigh", "Am_Faochagach",
          "Fionn_Bheinn", "Moruisg", "Sgurr_Choinnich", "Bidein_a'_Choire_Sheasgaich", "Lurg_Mhor",
          "Beinn_Eighe"]  # fmt: skip
CORBETTS = ["The_Cobbler", "Ben_Ledi", "Ben_Loyal", "Quinag", "Cul_Mor", "Ben_Tee", "Garbh_Bheinn", "Beinn_Sgritheall",
            "Ben_Aden", "Streap", "Fuar_Tholl", "Beinn_Dearg_Mor", "Morven", "Ben_Rinnes", "Merrick", "Goatfell",
            "Cir_Mhor", "Beinn_Bhreac", "Leum_Uilleim", "Beinn_Odhar", "Sgurr_Dhomhnuill", "Arkle", "Foinaven",
            "Ben_Gulabin", "Cat_Law", "Beinn_an_Lochain", "Meall_an_t-Seallaidh", "Creag_Uchdag", "Farragon_Hill",
            "Ben_Vrackie"]  # fmt: skip
ROUTES = ["West_Highland_Way", "Cape_Wrath_Trail", "Great_Glen_Way", "Speyside_Way", "Rob_Roy_Way", "Skye_Trail",
          "Cuillin_Ridge_Traverse", "Aonach_Eagach", "CMD_Arete", "Lairig_Ghru", "Ring_of_Steall", "Forcan_Ridge",
          "Tower_Ridge", "Curved_Ridge", "Southern_Upland_Way", "John_Muir_Way", "Fife_Coastal_Path",
          "Arran_Coastal_Way", "Cateran_Trail", "Cowal_Way", "Kintyre_Way", "Moray_Coast_Trail", "East_Highland_Way",
          "Affric_Kintail_Way", "Loch_Lomond_circuit"]  # fmt: skip
BOTHIES = ["Corrour_Bothy", "Shenavall", "Sourlies", "Camban", "Glenpean", "Ruigh_Aiteachain", "Hutchison_Hut",
           "Bob_Scott's", "Ryvoan", "Peanmeanach", "Kinbreack", "Sheneval", "Suileag", "Glendhu", "Strawberry_Cottage",
           "Lairig_Leacach", "Staoineag", "Meanach", "Coiresheanach", "Over_Phawhope"]  # fmt: skip
GEAR = ["Boots", "Crampons", "Ice_axe", "Map_and_compass", "GPS_devices", "Waterproofs", "Midge_nets", "Tents",
        "Sleeping_bags", "Stoves", "Head_torches", "Trekking_poles"]  # fmt: skip
SAFETY = ["Avalanche_safety", "Weather_forecasts", "Mountain_rescue", "Navigation_in_mist", "Hypothermia",
          "River_crossings", "Winter_skills", "Ticks_and_Lyme_disease"]  # fmt: skip
UNCATEGORISED = ["Midges_in_September", "Glen_Coe_parking", "Sandwood_Bay", "Photography_tips", "Dogs_on_the_hill",
                 "Wild_camping_etiquette"]  # fmt: skip
TEMPLATES = ["Infobox_mountain", "Infobox_bothy", "Stub", "Cite_web", "Grid_ref", "Route_box", "Warning"]
CATEGORIES = {"Munros": MUNROS, "Corbetts": CORBETTS, "Routes": ROUTES, "Bothies": BOTHIES, "Gear": GEAR,
              "Safety": SAFETY}  # fmt: skip
DELETED_YESTERDAY = ["Best_pub_in_Fort_William", "Cheap_boots_online", "Test_page", "Asdfgh", "Ben_Nevis_(copy)",
                     "Free_gear_giveaway", "My_holiday"]  # fmt: skip
SUMMARIES = ["copyedit", "typo", "update access notes", "add grid reference", "expand route description",
             "add photo", "fix link", "update parking info", "add winter conditions", "reword", "add references",
             "update bothy condition", "/* Ascent */", "/* Descent */", "/* History */", "/* Access */"]  # fmt: skip
BOT_SUMMARIES = ["Bot: fixing double redirects", "Bot: updating grid references", "Bot: tidying citations",
                 "Bot: adding missing infobox fields"]  # fmt: skip
EDIT_WAR_IP = "203.0.113.77"


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    categories = {name: list(members) for name, members in CATEGORIES.items()}

    def at(day: int, minute: int | None = None) -> datetime.datetime:
        moment = clock.at(day, rng.randint(0, 1439) if minute is None else minute)
        return moment + datetime.timedelta(seconds=rng.randint(0, 59))

    def mw(moment: datetime.datetime) -> str:
        return moment.strftime(MW)

    comments: dict[str, int] = {}

    def comment(text: str) -> int:
        if text not in comments:
            comments[text] = len(comments) + 1
            digest = int(hashlib.md5(text.encode()).hexdigest()[:8], 16) - 2**31
            db.execute("INSERT INTO comment VALUES (?, ?, ?, NULL)", (comments[text], digest, text))
        return comments[text]

    # -------- users and actors
    users: dict[str, int] = {}
    actors: dict[str, int] = {}
    registered: dict[str, int] = {}
    everyone = ["MediaWiki default", "CairnBot", *PEOPLE, *NEW_ACTIVE, *NEW_SILENT, *OLD_SILENT, *BLOCKED_USERS]
    for name in everyone:
        if name in NEW_SILENT:
            day = -rng.randint(2, 28)
        elif name in NEW_ACTIVE:
            day = -rng.randint(12, 29)
        elif name == "MediaWiki default":
            day = -1600
        else:
            day = -rng.randint(200, 1550)
        registered[name] = day
        uid = len(users) + 1
        users[name] = uid
        email = name.lower().replace(" ", ".") + "@example.org"
        db.execute(
            "INSERT INTO user (user_id, user_name, user_real_name, user_password, user_email, user_touched,"
            " user_token, user_registration, user_editcount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)",
            (uid, name, name if " " in name and name in PEOPLE else "", ":pbkdf2:sha512:30000:64:" + f"{uid:08x}",
             email, mw(at(-1)), f"{rng.getrandbits(128):032x}", mw(at(day))),
        )  # fmt: skip
        actors[name] = uid
        db.execute("INSERT INTO actor VALUES (?, ?, ?)", (uid, uid, name))
    ips = [f"198.51.100.{n}" for n in rng.sample(range(2, 250), 25)]
    ips += [f"192.0.2.{n}" for n in rng.sample(range(2, 250), 20)] + [f"2001:db8::{n:x}" for n in range(1, 16)]
    ips.append(EDIT_WAR_IP)
    for ip in ips:
        actors[ip] = len(actors) + 1
        db.execute("INSERT INTO actor VALUES (?, NULL, ?)", (actors[ip], ip))
    for name in SYSOPS:
        db.execute("INSERT INTO user_groups VALUES (?, 'sysop', NULL)", (users[name],))
    db.execute("INSERT INTO user_groups VALUES (?, 'bureaucrat', NULL)", (users["Iain Fraser"],))
    db.execute("INSERT INTO user_groups VALUES (?, 'interface-admin', NULL)", (users["Iain Fraser"],))
    db.execute("INSERT INTO user_groups VALUES (?, 'bot', NULL)", (users["CairnBot"],))
    db.execute("INSERT INTO user_groups VALUES (?, 'rollbacker', ?)", (users["Eilidh Grant"], mw(clock.at(40, 0))))

    # -------- pages and their histories
    pages: dict[tuple[int, str], int] = {}
    history: dict[int, list[tuple[int, str, int]]] = {}  # page id -> [(rev id, timestamp, len)]
    page_size: dict[int, int] = {}
    revisions: list[tuple[int, int, int, int, str, int, int, int]] = []
    rc_rows: list[tuple[Any, ...]] = []
    edit_counts: dict[str, int] = dict.fromkeys(everyone, 0)
    rev_id = 0

    def add_page(namespace: int, title: str, created: int, size: int, redirect: bool = False) -> int:
        page_id = len(pages) + 1
        pages[(namespace, title)] = page_id
        history[page_id] = []
        db.execute(
            "INSERT INTO page (page_id, page_namespace, page_title, page_is_redirect, page_is_new, page_random,"
            " page_touched, page_latest, page_len, page_content_model) VALUES (?, ?, ?, ?, 1, ?, '', 0, 0,"
            " 'wikitext')",
            (page_id, namespace, title, int(redirect), round(rng.random(), 9)),
        )
        creator = "CairnBot" if redirect and rng.random() < 0.5 else rng.choice(PEOPLE[:18])
        edit(page_id, namespace, title, at(created), creator, size, "Created page with '" + title.replace("_", " ")
             + "'" if not redirect else "Redirected page to [[" + title + "]]", minor=False)  # fmt: skip
        return page_id

    def edit(page_id: int, namespace: int, title: str, moment: datetime.datetime, who: str, size: int, summary: str,
             minor: bool) -> None:  # fmt: skip
        nonlocal rev_id
        rev_id += 1
        parent = history[page_id][-1] if history[page_id] else None
        cid = comment(summary)
        stamp = mw(moment)
        revisions.append((rev_id, page_id, cid, actors[who], stamp, int(minor), size, parent[0] if parent else 0))
        history[page_id].append((rev_id, stamp, size))
        page_size[page_id] = size
        if who in edit_counts:
            edit_counts[who] += 1
        if moment >= clock.at(-90, 0):
            bot = who == "CairnBot"
            rc_rows.append((stamp, actors[who], namespace, title, cid, int(minor), int(bot), int(parent is None),
                            page_id, rev_id, parent[0] if parent else 0, 0 if parent else 1,
                            "mw.edit" if parent else "mw.new", int(bot or who in SYSOPS), who if who in ips else "",
                            parent[2] if parent else None, size))  # fmt: skip

    for title in ["Main_Page", *MUNROS, *CORBETTS, *ROUTES, *BOTHIES, *GEAR, *SAFETY, *UNCATEGORISED]:
        size = rng.randint(2_500, 14_000)
        if title == "West_Highland_Way":
            size = 58_000
        elif title in ROUTES:
            size = rng.randint(8_000, 26_000)
        created = -rng.randint(95, 1500) if title not in UNCATEGORISED else -rng.randint(100, 400)
        add_page(0, title, created, size)
    new_articles = ["Beinn_Tarsuinn", "Sgurr_Thuilm", "Ben_Donich", "Glen_Affric_bothy_notes", "Creag_Meagaidh"]
    for k, title in enumerate(new_articles[:4]):  # created in the last 6 days, in a category
        add_page(0, title, (-1, -2, -4, -6)[k], rng.randint(1_500, 4_000))
        categories["Corbetts" if k % 2 else "Munros"].append(title)
    for title in ["Ben_Nevis_(mountain)", "The_Ben", "WHW", "Cuillin", "Corrour", "Lairig_Ghru_path"]:
        add_page(0, title, -rng.randint(95, 900), 40, redirect=True)
    talk = ["Ben_Nevis", "Weather_forecasts", "Cuillin_Ridge_Traverse", "Avalanche_safety", *rng.sample(MUNROS, 25)]
    for title in talk:
        if (1, title) not in pages:
            add_page(1, title, -rng.randint(91, 600), rng.randint(800, 6_000))
    for name in rng.sample(PEOPLE, 16):
        add_page(2, name.replace(" ", "_"), registered[name] + 1, rng.randint(200, 3_000))
    for title in TEMPLATES:
        add_page(10, title, -rng.randint(900, 1500), rng.randint(300, 4_000))
    for title in [*categories, "Stubs"]:
        add_page(14, title, -rng.randint(1000, 1500), rng.randint(100, 600))
    add_page(4, "About", -1500, 3_200)
    add_page(4, "Editing_guidelines", -1480, 7_800)

    # ordinary edits over the last 90 days, in time order
    articles = [pid for (ns, title), pid in pages.items() if ns == 0 and title != "Main_Page" and page_size[pid] > 100]
    humans = PEOPLE + NEW_ACTIVE
    weights = [6 if n < 6 else 2 for n in range(len(PEOPLE))] + [1.5] * len(NEW_ACTIVE)
    planned: list[tuple[datetime.datetime, int, str, str, bool]] = []
    for day in range(-90, 0):
        for _ in range(rng.randint(45, 60)):
            pid = rng.choice(articles)
            roll = rng.random()
            if roll < 0.28:
                who, summary = "CairnBot", rng.choice(BOT_SUMMARIES)
            elif roll < 0.46:
                who, summary = rng.choice(ips[:-1]), rng.choice(SUMMARIES[:6])
            else:
                who = rng.choices(humans, weights=weights)[0]
                if who == "Morag McLeod" and day >= -7:
                    who = rng.choices(humans, weights=weights)[0]
                if who in NEW_ACTIVE and registered[who] > day:
                    who = rng.choice(PEOPLE[:6])
                summary = rng.choice(SUMMARIES)
            planned.append((at(day), pid, who, summary, who == "CairnBot" or rng.random() < 0.3))
        if day >= -7:  # Morag McLeod's busy week
            for _ in range(14):
                minor = rng.random() < 0.3
                planned.append((at(day), rng.choice(articles), "Morag McLeod", rng.choice(SUMMARIES), minor))
    ben = pages[(0, "Ben_Nevis")]
    for k in range(46):  # the edit war over Ben Nevis's height, 24 to 14 days ago
        day = -24 + k // 5
        minute = 600 + (k % 5) * 70
        if k % 2 == 0:
            planned.append((at(day, minute), ben, EDIT_WAR_IP, "height is 1345m not 1344.53", False))
        else:
            planned.append((at(day, minute), ben, "Callum Ross", "Undo revision by " + EDIT_WAR_IP + " (talk)", False))
    for k in range(12):
        planned.append((at(-23 + k), pages[(1, "Ben_Nevis")], rng.choice(["Callum Ross", EDIT_WAR_IP, "Morag McLeod"]),
                        "/* Height */ reply", False))  # fmt: skip
    cape_wrath = pages[(0, "Cape_Wrath_Trail")]
    planned.append((at(-9, 610), cape_wrath, "Eilidh Grant", "add full stage-by-stage guide", False))
    planned.sort(key=lambda item: item[0])
    titles = {pid: key for key, pid in pages.items()}
    for moment, pid, who, summary, minor in planned:
        ns, title = titles[pid]
        before = page_size[pid]
        if summary == "add full stage-by-stage guide":
            size = before + 21_000
        elif summary.startswith("Undo"):
            size = before - 60
        elif who == EDIT_WAR_IP:
            size = before + 60
        elif minor:
            size = before + rng.randint(-40, 60)
        else:
            size = max(400, before + rng.randint(-600, 2_400))
        if summary.startswith("Undo"):
            summary = f"Undo revision {history[pid][-1][0]} by [[Special:Contributions/{EDIT_WAR_IP}|{EDIT_WAR_IP}]]"
        edit(pid, ns, title, moment, who, size, summary, minor)
    for _ in range(8):  # rollbacks of vandalism by Eilidh Grant
        pid = rng.choice(articles)
        vandal = rng.choice(ips[:-1])
        moment = at(-rng.randint(1, 29))
        if moment.strftime(MW) <= history[pid][-1][1]:
            continue
        ns, title = titles[pid]
        edit(pid, ns, title, moment, vandal, page_size[pid] - 300, "", False)
        edit(pid, ns, title, moment + datetime.timedelta(minutes=3), "Eilidh Grant", page_size[pid] + 300,
             f"Reverted edits by [[Special:Contributions/{vandal}|{vandal}]] ([[User talk:{vandal}|talk]]) to last"
             " revision by [[User:Hamish Munro|Hamish Munro]]", True)  # fmt: skip

    revisions.sort(key=lambda row: row[0])
    db.executemany(
        "INSERT INTO revision (rev_id, rev_page, rev_comment_id, rev_actor, rev_timestamp, rev_minor_edit, rev_len,"
        " rev_parent_id, rev_sha1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(*row, f"{rng.getrandbits(150):031x}"[:31]) for row in revisions],
    )
    for pid, revs in history.items():
        db.execute(
            "UPDATE page SET page_latest = ?, page_len = ?, page_touched = ?, page_links_updated = ?,"
            " page_is_new = ? WHERE page_id = ?",
            (revs[-1][0], revs[-1][2], revs[-1][1], revs[-1][1], int(len(revs) == 1), pid),
        )
    rc_rows.sort(key=lambda row: str(row[0]))
    db.executemany(
        "INSERT INTO recentchanges (rc_timestamp, rc_actor, rc_namespace, rc_title, rc_comment_id, rc_minor, rc_bot,"
        " rc_new, rc_cur_id, rc_this_oldid, rc_last_oldid, rc_type, rc_source, rc_patrolled, rc_ip, rc_old_len,"
        " rc_new_len) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rc_rows,
    )
    for name, count in edit_counts.items():
        db.execute("UPDATE user SET user_editcount = ? WHERE user_id = ?", (count, users[name]))

    # -------- categories
    for category, members in categories.items():
        for title in members:
            pid = pages[(0, title)]
            first = history[pid][0][1]
            stamp = datetime.datetime.strptime(first, MW).strftime("%Y-%m-%d %H:%M:%S")
            db.execute(
                "INSERT INTO categorylinks (cl_from, cl_to, cl_sortkey, cl_timestamp, cl_collation, cl_type)"
                " VALUES (?, ?, ?, ?, 'uppercase', 'page')",
                (pid, category, title.replace("_", " ").upper(), stamp),
            )
            if page_size[pid] < 3_000:
                db.execute(
                    "INSERT INTO categorylinks (cl_from, cl_to, cl_sortkey, cl_timestamp, cl_collation, cl_type)"
                    " VALUES (?, 'Stubs', ?, ?, 'uppercase', 'page')",
                    (pid, title.replace("_", " ").upper(), stamp),
                )
    db.execute(
        "INSERT INTO categorylinks (cl_from, cl_to, cl_sortkey, cl_timestamp, cl_collation, cl_type)"
        " VALUES (?, 'Cairnwiki', 'MAIN PAGE', ?, 'uppercase', 'page')",
        (pages[(0, "Main_Page")], clock.fmt(clock.at(-1500, 600))),
    )

    # -------- the log: account creations, deletions, blocks, protections, moves
    def log(kind: str, action: str, moment: datetime.datetime, who: str, ns: int, title: str, page: int | None,
            summary: str, params: str = "a:0:{}") -> None:  # fmt: skip
        db.execute(
            "INSERT INTO logging (log_type, log_action, log_timestamp, log_actor, log_namespace, log_title, log_page,"
            " log_comment_id, log_params) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (kind, action, mw(moment), actors[who], ns, title, page, comment(summary), params),
        )

    entries: list[tuple[datetime.datetime, tuple[object, ...]]] = []
    for name in everyone[1:]:
        if registered[name] >= -90:
            moment = datetime.datetime.strptime(
                db.execute("SELECT user_registration FROM user WHERE user_id = ?", (users[name],)).fetchone()[0], MW
            )
            entries.append((moment, ("newusers", "create", moment, name, 2, name.replace(" ", "_"), None, "")))
    for k, title in enumerate(DELETED_YESTERDAY):
        moment = clock.at(-1, 540 + 37 * k) + datetime.timedelta(seconds=rng.randint(0, 59))
        entries.append((moment, ("delete", "delete", moment, "Iain Fraser", 0, title, None,
                                 "Spam" if k % 2 else "[[WP:CSD#G1|G1]]: Patent nonsense")))  # fmt: skip
    for day in sorted(rng.sample(range(-85, -3), 9)):
        moment = at(day)
        entries.append((moment, ("delete", "delete", moment, rng.choice(["Morag McLeod", "Callum Ross"]), 0,
                                 f"Spam_page_{-day}", None, "Spam")))  # fmt: skip
    for k, (old, new) in enumerate([("Ben_Nevis_(mountain)", "Ben_Nevis"), ("WHW", "West_Highland_Way"),
                                    ("Corrour", "Corrour_Bothy")]):  # fmt: skip
        moment = at(-70 + 20 * k)
        entries.append((moment, ("move", "move", moment, "Morag McLeod", 0, old, pages[(0, old)], "common name",
                                 f'a:1:{{s:9:"4::target";s:{len(new)}:"{new}";}}')))  # fmt: skip
    entries.sort(key=lambda entry: entry[0])
    for _, args in entries:
        log(*args)  # type: ignore[arg-type]

    blocks = [
        (EDIT_WAR_IP, 0, "Callum Ross", clock.at(-13, 905), 31, "Edit warring on [[Ben Nevis]]"),
        ("Spamalot99", users["Spamalot99"], "Iain Fraser", clock.at(-40, 622), None, "Spam-only account"),
        ("198.51.100.0/24", 0, "Iain Fraser", clock.at(-61, 1000), None, "Open proxy range"),
        ("HillBagger", users["HillBagger"], "Morag McLeod", clock.at(-20, 480), 14, "Personal attacks"),
    ]
    for address, uid, by, moment, days, reason in blocks:
        expiry = "infinity" if days is None else mw(moment + datetime.timedelta(days=days))
        low = high = ""
        if uid == 0:
            if "/" in address:
                low, high = "C6336400", "C63364FF"
            else:
                low = high = "".join(f"{int(part):02X}" for part in address.split("."))
        db.execute(
            "INSERT INTO ipblocks (ipb_address, ipb_user, ipb_by_actor, ipb_reason_id, ipb_timestamp, ipb_anon_only,"
            " ipb_expiry, ipb_range_start, ipb_range_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (address, uid, actors[by], comment(reason), mw(moment), int(uid == 0), expiry, low, high),
        )
        log("block", "block", moment, by, 2, address.replace(" ", "_"), None, reason,
            f'a:1:{{s:11:"5::duration";s:{len(expiry)}:"{expiry}";}}')  # fmt: skip
    protections: list[tuple[str, str, str | int, int]] = [
        ("Main_Page", "sysop", "infinity", -1400),
        ("Ben_Nevis", "autoconfirmed", 30, -13),
        ("Avalanche_safety", "autoconfirmed", "infinity", -300),
    ]
    for title, level, length, day in protections:
        moment = clock.at(day, 915)
        expiry = length if isinstance(length, str) else mw(moment + datetime.timedelta(days=length))
        for kind in ("edit", "move"):
            db.execute(
                "INSERT INTO page_restrictions (pr_page, pr_type, pr_level, pr_cascade, pr_expiry) VALUES"
                " (?, ?, ?, 0, ?)",
                (pages[(0, title)], kind, level, expiry),
            )
        reason = "Persistent edit warring" if title == "Ben_Nevis" else "High-visibility page"
        by = SYSOPS[0] if level == "sysop" else "Callum Ross"
        log("protect", "protect", moment, by, 0, title, pages[(0, title)], reason)

    # -------- watchlists
    watchers = [name for name in everyone[1:] if name not in NEW_SILENT and name not in OLD_SILENT]
    rows = set()
    for name in watchers:
        if name in PEOPLE[:24] or name in NEW_ACTIVE:
            rows.add((users[name], 0, "Weather_forecasts"))
        for title in rng.sample([t for (ns, t) in pages if ns == 0 and t != "Weather_forecasts"], rng.randint(3, 12)):
            rows.add((users[name], 0, title))
    for uid, ns, title in sorted(rows):
        db.execute(
            "INSERT INTO watchlist (wl_user, wl_namespace, wl_title, wl_notificationtimestamp) VALUES (?, ?, ?, NULL)",
            (uid, ns, title),
        )
    close_checked(db, "wiki")
