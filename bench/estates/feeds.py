"""A Ghent design studio's shared feed reader (Studio Kade) as the SQLite copy of a Miniflux database.

Miniflux 2.2 (the Go feed reader) keeps its data in PostgreSQL; this is a copy of its schema and rows in SQLite, with
its tables and conventions: ``bigserial`` keys, snake_case columns, PostgreSQL booleans as 0/1, enums as text, and
**``timestamp with time zone`` values as Go's ``time.Time`` marshals them in UTC, RFC 3339 text with a ``T``,
microseconds and a ``Z``** (``2025-03-04T21:17:09.123456Z``: compared as text with SQLite's ``datetime('now', ...)``
the ``T`` sorts after the space, so it must go through ``datetime()`` or ``julianday()``):

* ``users`` (``is_admin``, ``theme`` **``light_serif``, ``light_sans_serif``, ``dark_serif``, ``dark_sans_serif``,
  ``system_serif`` or ``system_sans_serif``**, ``timezone``, ``last_login_at`` NULL for someone who never logged in,
  ``entries_per_page``, ``default_reading_speed`` in words a minute);
* ``categories`` (per user, ``title`` unique per user; Miniflux makes an ``All`` category for every new user), and
  ``feeds`` (**per user**: two people following the same site have a feed each, with the same ``feed_url``;
  ``checked_at`` the last refresh, ``next_check_at``, ``parsing_error_count`` and ``parsing_error_msg`` (**after three
  errors in a row, Miniflux's ``POLLING_PARSING_ERROR_LIMIT``, the feed is no longer refreshed** until someone
  refreshes it by hand), ``disabled``, ``crawler``, ``hide_globally``, ``etag_header``, ``last_modified_header``...);
* ``entries`` (**per user and feed**, ``status`` **``unread``, ``read`` or ``removed``**, ``starred``,
  ``published_at`` the date **the feed claims**, ``created_at`` **when Miniflux fetched it**, ``changed_at`` when its
  status last changed, ``reading_time`` in minutes, ``hash`` of its URL, ``share_code`` ``''`` when not shared).
  **Miniflux never deletes entries it has seen**: its nightly clean-up sets read, unstarred entries fetched more than
  60 days ago (``CLEANUP_ARCHIVE_READ_DAYS``) to ``removed`` and empties their content, keeping them so the feed does
  not bring them back;
* ``enclosures`` (podcast episodes and images of an entry: ``mime_type``, ``size`` in bytes, ``media_progression``
  seconds listened), ``icons`` and ``feed_icons``;
* ``user_sessions`` (a login per browser, ``ip`` and ``user_agent``), ``sessions`` (anonymous form sessions),
  ``api_keys`` (``description``, ``last_used_at`` NULL when never used), ``integrations`` (one row per user, a flag per
  service: ``wallabag_enabled``, ``pocket_enabled``, ``readwise_enabled``...), ``webauthn_credentials`` (passkeys,
  ``added_on``, ``last_seen_on``), ``schema_version`` and ``acme_cache``.

Entries reach 100 days back from ``now``, sessions and API keys' use 120 days, users years. Times sit on a one-minute
grid counted from today's midnight UTC with drawn seconds and microseconds; feeds' last refreshes and entries fetched
today are counted back from ``now`` and lie after midnight, so builds a whole number of days apart agree.

Planted signals:

* three feeds have failed three times or more and are no longer refreshed (Pieter's "Brutalist Websites", Hanne's
  "Typewolf" and Wout's "Sidebar.io"), two more have failed once or twice; five feeds are disabled;
* Thomas never reads: by far the most unread entries; Marie stars the most and reads nearly all she gets;
* "Hacker News: Front Page" brings the most new articles; Smashing Magazine is followed by ten people;
* Bram and Ruben have never logged in; Jens has three empty categories besides ``All``;
* four blogs have published nothing for over 90 days;
* Pieter logs in from the most addresses; four people have passkeys; Marie and Lotte send articles to Wallabag;
* the API keys "Reeder on iPad" (75 days) and "Old NetNewsWire" (never used) are idle.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE schema_version (version TEXT NOT NULL PRIMARY KEY);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password TEXT, is_admin BOOLEAN DEFAULT 0,
  language TEXT DEFAULT 'en_US', timezone TEXT DEFAULT 'UTC', theme TEXT DEFAULT 'light_serif',
  last_login_at TIMESTAMPTZ, entry_direction TEXT DEFAULT 'asc', keyboard_shortcuts BOOLEAN DEFAULT 1,
  entries_per_page INTEGER DEFAULT 100, show_reading_time BOOLEAN DEFAULT 1, stylesheet TEXT NOT NULL DEFAULT '',
  google_id TEXT NOT NULL DEFAULT '', openid_connect_id TEXT NOT NULL DEFAULT '',
  display_mode TEXT DEFAULT 'standalone',
  entry_order TEXT DEFAULT 'published_at', default_reading_speed INTEGER DEFAULT 265, cjk_reading_speed INTEGER
  DEFAULT 500, default_home_page TEXT DEFAULT 'unread', categories_sorting_order TEXT NOT NULL DEFAULT 'unread_count',
  mark_read_on_view BOOLEAN DEFAULT 1, created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, title TEXT NOT NULL,
  hide_globally BOOLEAN NOT NULL DEFAULT 0, UNIQUE (user_id, title)
);
CREATE TABLE feeds (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE, title TEXT NOT NULL,
  feed_url TEXT NOT NULL, site_url TEXT NOT NULL, checked_at TIMESTAMPTZ, next_check_at TIMESTAMPTZ,
  etag_header TEXT DEFAULT '', last_modified_header TEXT DEFAULT '', parsing_error_msg TEXT DEFAULT '',
  parsing_error_count INTEGER DEFAULT 0, scraper_rules TEXT DEFAULT '', rewrite_rules TEXT DEFAULT '',
  crawler BOOLEAN DEFAULT 0, username TEXT DEFAULT '', password TEXT DEFAULT '', user_agent TEXT DEFAULT '',
  disabled BOOLEAN DEFAULT 0, hide_globally BOOLEAN NOT NULL DEFAULT 0, ignore_http_cache BOOLEAN DEFAULT 0,
  fetch_via_proxy BOOLEAN DEFAULT 0, blocklist_rules TEXT NOT NULL DEFAULT '', keeplist_rules TEXT NOT NULL
  DEFAULT '', no_media_player BOOLEAN DEFAULT 0, UNIQUE (user_id, feed_url)
);
CREATE TABLE entries (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feed_id INTEGER NOT NULL REFERENCES feeds (id) ON DELETE CASCADE, hash TEXT NOT NULL,
  published_at TIMESTAMPTZ NOT NULL, title TEXT NOT NULL, url TEXT NOT NULL, author TEXT, content TEXT,
  status TEXT NOT NULL DEFAULT 'unread', starred BOOLEAN NOT NULL DEFAULT 0, comments_url TEXT DEFAULT '',
  document_vectors TEXT, changed_at TIMESTAMPTZ NOT NULL, share_code TEXT NOT NULL DEFAULT '',
  reading_time INTEGER NOT NULL DEFAULT 0, created_at TIMESTAMPTZ NOT NULL, tags TEXT DEFAULT '{}',
  UNIQUE (feed_id, hash)
);
CREATE TABLE enclosures (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry_id INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE, url TEXT NOT NULL, size BIGINT DEFAULT 0,
  mime_type TEXT DEFAULT '', media_progression INTEGER DEFAULT 0
);
CREATE TABLE icons (
  id INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, mime_type TEXT NOT NULL, content BLOB NOT NULL,
  external_id TEXT DEFAULT ''
);
CREATE TABLE feed_icons (
  feed_id INTEGER NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
  icon_id INTEGER NOT NULL REFERENCES icons (id) ON DELETE CASCADE, PRIMARY KEY (feed_id, icon_id)
);
CREATE TABLE sessions (session_id TEXT NOT NULL PRIMARY KEY, data TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL);
CREATE TABLE user_sessions (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE, created_at TIMESTAMPTZ NOT NULL, user_agent TEXT, ip TEXT
);
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE, description TEXT NOT NULL, last_used_at TIMESTAMPTZ, created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (user_id, description)
);
CREATE TABLE integrations (
  user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pinboard_enabled BOOLEAN DEFAULT 0, instapaper_enabled BOOLEAN DEFAULT 0, fever_enabled BOOLEAN DEFAULT 0,
  fever_username TEXT DEFAULT '', wallabag_enabled BOOLEAN DEFAULT 0, wallabag_url TEXT DEFAULT '',
  wallabag_client_id TEXT DEFAULT '', nunux_keeper_enabled BOOLEAN DEFAULT 0, pocket_enabled BOOLEAN DEFAULT 0,
  telegram_bot_enabled BOOLEAN DEFAULT 0, googlereader_enabled BOOLEAN DEFAULT 0, googlereader_username TEXT
  DEFAULT '', readwise_enabled BOOLEAN DEFAULT 0, linkding_enabled BOOLEAN DEFAULT 0, ntfy_enabled BOOLEAN DEFAULT 0,
  webhook_enabled BOOLEAN DEFAULT 0, webhook_url TEXT DEFAULT ''
);
CREATE TABLE webauthn_credentials (
  handle BLOB NOT NULL PRIMARY KEY, cred_id BLOB NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, public_key BLOB NOT NULL,
  attestation_type TEXT NOT NULL, aaguid BLOB, sign_count BIGINT, clone_warning BOOLEAN, name TEXT,
  added_on TIMESTAMPTZ DEFAULT CURRENT_TIMESTAMP, last_seen_on TIMESTAMPTZ DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE acme_cache (key TEXT NOT NULL PRIMARY KEY, data BLOB NOT NULL, updated_at TIMESTAMPTZ NOT NULL);
"""

DAYS = 100  # how far back entries reach
ARCHIVE_READ_DAYS = 60
# username: (admin, theme, timezone, days since last login (None: never), days since the account was made,
#            share of entries read, share starred)
USERS: dict[str, tuple[int, str, str, int | None, int, float, float]] = {
    "anouk": (1, "dark_sans_serif", "Europe/Brussels", 0, 1500, 0.9, 0.02),
    "jens": (0, "light_serif", "Europe/Brussels", 1, 1400, 0.8, 0.01),
    "marie": (0, "system_sans_serif", "Europe/Brussels", 0, 1300, 0.97, 0.12),
    "pieter": (1, "dark_serif", "Europe/Amsterdam", 0, 1200, 0.85, 0.02),
    "sofie": (0, "light_sans_serif", "Europe/Brussels", 2, 1000, 0.7, 0.03),
    "thomas": (0, "system_serif", "Europe/Brussels", 6, 900, 0.02, 0.0),
    "lotte": (0, "dark_sans_serif", "Europe/Brussels", 1, 800, 0.75, 0.04),
    "bram": (0, "system_serif", "Europe/Brussels", None, 30, 0.0, 0.0),
    "elise": (0, "light_serif", "Europe/Paris", 4, 650, 0.6, 0.02),
    "ruben": (0, "system_serif", "Europe/Brussels", None, 12, 0.0, 0.0),
    "hanne": (0, "dark_serif", "Europe/Brussels", 3, 500, 0.8, 0.03),
    "wout": (0, "light_sans_serif", "Europe/Brussels", 9, 400, 0.5, 0.01),
}
# title: (category, site, feed path, entries a day, mean reading minutes, subscribers, podcast)
SITES: dict[str, tuple[str, str, str, float, int, tuple[str, ...], bool]] = {
    "Smashing Magazine": ("Design", "https://www.smashingmagazine.com", "/feed/", 0.8, 14,
                          ("anouk", "jens", "marie", "pieter", "sofie", "thomas", "lotte", "elise", "hanne", "wout"),
                          False),
    "Hacker News: Front Page": ("News", "https://news.ycombinator.com", "/rss", 25, 1,
                                ("pieter", "thomas", "wout"), False),
    "CSS-Tricks": ("Dev", "https://css-tricks.com", "/feed/", 0.5, 8,
                   ("jens", "pieter", "sofie", "thomas", "hanne", "wout"), False),
    "A List Apart": ("Long reads", "https://alistapart.com", "/main/feed/", 0.1, 18,
                     ("anouk", "marie", "sofie", "elise", "lotte", "thomas"), False),
    "Sidebar.io": ("Design", "https://sidebar.io", "/feed.xml", 5, 2, ("anouk", "marie", "thomas", "wout"), False),
    "Typewolf": ("Typography", "https://www.typewolf.com", "/feed", 0.3, 4, ("marie", "hanne", "lotte", "thomas"),
                 False),
    "Fonts In Use": ("Typography", "https://fontsinuse.com", "/uses.rss", 2, 3, ("marie", "hanne", "anouk", "thomas"),
                     False),
    "Brutalist Websites": ("Design", "https://brutalistwebsites.com", "/rss", 0.5, 1, ("pieter", "thomas"), False),
    "The Verge": ("News", "https://www.theverge.com", "/rss/index.xml", 8, 4, ("jens", "thomas", "elise"), False),
    "De Standaard": ("News", "https://www.standaard.be", "/rss/section/1f2838d4", 6, 3,
                     ("anouk", "jens", "thomas", "lotte"), False),
    "Design Matters with Debbie Millman": ("Podcasts", "https://www.designmattersmedia.com", "/podcast?format=rss",
                                           0.3, 0, ("anouk", "marie", "lotte", "sofie"), True),
    "99% Invisible": ("Podcasts", "https://99percentinvisible.org", "/feed/", 0.4, 0,
                      ("marie", "pieter", "lotte", "elise", "hanne"), True),
    "Longreads": ("Long reads", "https://longreads.com", "/feed/", 0.7, 22, ("sofie", "marie", "thomas"), False),
    "Nieman Storyboard": ("Long reads", "https://niemanstoryboard.org", "/feed/", 0.3, 16, ("sofie", "elise"),
                          False),
    "Jeremy Keith (adactio)": ("Dev", "https://adactio.com", "/journal/rss", 0.6, 5,
                               ("jens", "pieter", "hanne", "thomas"), False),
    "Josh Comeau": ("Dev", "https://www.joshwcomeau.com", "/rss.xml", 0.05, 15, ("jens", "wout", "pieter"), False),
    "Dense Discovery": ("Design", "https://www.densediscovery.com", "/feed", 0.15, 9, ("lotte", "marie", "thomas"),
                        False),
    "It's Nice That": ("Design", "https://www.itsnicethat.com", "/rss", 4, 3, ("anouk", "lotte", "elise", "thomas"),
                       False),
    "Frank Chimero": ("Long reads", "https://frankchimero.com", "/blog/feed.xml", 0.0, 12,
                      ("marie", "sofie", "jens"), False),
    "Signal v. Noise": ("Dev", "https://signalvnoise.com", "/posts.rss", 0.0, 6, ("pieter", "wout"), False),
    "Designer News": ("News", "https://www.designernews.co", "/?format=rss", 0.0, 2, ("anouk",), False),
    "Studio Kade journal": ("All", "https://kade.studio", "/journal/feed.xml", 0.1, 6,
                            ("anouk", "jens", "marie", "pieter", "sofie", "lotte", "elise"), False),
}  # fmt: skip
DEAD = ("Frank Chimero", "Signal v. Noise", "Designer News", "Josh Comeau")  # last posts over 90 days ago
# (site, user): (parsing errors, message, disabled)
TROUBLE = {
    ("Brutalist Websites", "pieter"): (7, "Unable to parse feed: expected element type <rss> but have <html>", 0),
    ("Typewolf", "hanne"): (4, "Resource not found (404), this feed doesn't exist anymore, check the feed URL", 0),
    ("Sidebar.io", "wout"): (3, "Timeout while reaching the remote server", 0),
    ("The Verge", "elise"): (1, "Timeout while reaching the remote server", 0),
    ("CSS-Tricks", "thomas"): (2, "Too many requests (429)", 0),
    ("Hacker News: Front Page", "wout"): (0, "", 1),
    ("De Standaard", "jens"): (0, "", 1),
    ("It's Nice That", "thomas"): (0, "", 1),
    ("Longreads", "thomas"): (0, "", 1),
    ("Brutalist Websites", "thomas"): (0, "", 1),
}
EMPTY_CATEGORIES = {"jens": ("Inspiration", "Later", "Conferences"), "bram": ("Design",), "ruben": ("Dev",)}
SESSION_IPS = {"pieter": 6, "anouk": 3, "marie": 2, "jens": 2, "sofie": 2, "lotte": 2, "hanne": 1, "elise": 1,
               "thomas": 1, "wout": 1}  # fmt: skip
PASSKEYS = {"anouk": 2, "pieter": 1, "marie": 1, "hanne": 1}
WALLABAG = ("marie", "lotte")
# user, description, days since created, days since last used (None: never)
API_KEYS = [("pieter", "Reeder on iPad", 400, 75), ("marie", "NetNewsWire", 300, 0), ("jens", "Old NetNewsWire", 700,
            None), ("anouk", "Homepage widget", 200, 0), ("hanne", "ReadKit", 150, 2)]  # fmt: skip
WORDS = ("grid", "type", "colour", "motion", "layout", "variable fonts", "accessibility", "design systems",
         "CSS", "brand", "print", "posters", "the web", "tools", "craft")  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def tz(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond:06d}Z"

    def moment(day: int, minutes: float) -> datetime.datetime:
        return clock.at(day, 0) + datetime.timedelta(minutes=minutes, microseconds=rng.randrange(60_000_000))

    def ago(minutes: float) -> datetime.datetime:
        return clock.now - datetime.timedelta(minutes=minutes, microseconds=rng.randrange(1_000_000))

    db.execute("INSERT INTO schema_version VALUES ('112')")
    user_ids: dict[str, int] = {}
    for k, (name, (admin, theme, zone, login, age, _, _)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        if login is None:
            last = None
        else:
            last = tz(moment(-login, rng.randint(420, 1000)) if login else ago(rng.randint(5, 30)))
        db.execute(
            "INSERT INTO users (id, username, password, is_admin, timezone, theme, last_login_at, entries_per_page, "
            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, name, "$2a$10$" + hashlib.sha256(name.encode()).hexdigest()[:53], admin, zone, theme, last,
             rng.choice((50, 100, 100, 200)), tz(moment(-age, 600))),
        )  # fmt: skip
        integration = (k, int(name in WALLABAG), "https://wallabag.kade.studio" if name in WALLABAG else "",
                       int(name == "pieter"), int(name == "anouk"))  # fmt: skip
        db.execute("INSERT INTO integrations (user_id, wallabag_enabled, wallabag_url, fever_enabled, pocket_enabled) "
                   "VALUES (?, ?, ?, ?, ?)", integration)  # fmt: skip

    # categories
    categories: dict[tuple[str, str], int] = {}

    def category(user: str, title: str) -> int:
        if (user, title) not in categories:
            db.execute("INSERT INTO categories (user_id, title) VALUES (?, ?)", (user_ids[user], title))
            categories[(user, title)] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
        return categories[(user, title)]

    for user in USERS:
        category(user, "All")
        for title in EMPTY_CATEGORIES.get(user, ()):
            category(user, title)

    # icons
    icon_ids: dict[str, int] = {}
    for site in SITES:
        digest = hashlib.sha256(site.encode()).hexdigest()
        db.execute("INSERT INTO icons (hash, mime_type, content) VALUES (?, 'image/png', ?)", (digest, digest.encode()))
        icon_ids[site] = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])

    # feeds and entries; each site's articles are drawn once, every subscriber gets their own copy
    entry_rows: list[tuple[object, ...]] = []
    enclosure_rows: list[tuple[object, ...]] = []
    today_minutes = (clock.now - clock.midnight).total_seconds() / 60
    for site, (cat, base, feed_path, per_day, minutes, subscribers, podcast) in SITES.items():
        articles: list[tuple[datetime.datetime, datetime.datetime, str, str, int]] = []
        for day in range(-DAYS, 1):
            count = int(per_day) + (1 if rng.random() < per_day - int(per_day) else 0)
            if site in DEAD or (site == "Brutalist Websites" and day > -40):
                count = 0
            for _ in range(count):
                span = 1440 if day < 0 else max(today_minutes - 10, 0)
                if span <= 0:
                    continue
                published = moment(day, rng.uniform(0, span))
                fetched = published + datetime.timedelta(minutes=rng.uniform(1, 9))
                if fetched >= clock.now:
                    continue
                slug = f"{rng.choice(WORDS)}-{rng.randrange(10**6)}"
                articles.append((published, fetched, f"On {slug.rsplit('-', 1)[0]}", f"{base}/{slug}/",
                                 max(0, round(rng.gauss(minutes, minutes / 4)))))  # fmt: skip
        if site in DEAD:  # their last posts, fetched when the studio subscribed
            for k in range(4):
                published = moment(-rng.randint(95 + 60 * k, 120 + 80 * k), rng.randint(400, 1000))
                fetched = moment(-DAYS, 500 + k)
                articles.append((published, fetched, f"Notes {k + 1}", f"{base}/notes-{k + 1}/", minutes))
        for user in subscribers:
            errors, message, disabled = TROUBLE.get((site, user), (0, "", 0))
            checked = ago(rng.uniform(1, 55)) if not disabled and errors < 3 else moment(-rng.randint(3, 20), 600)
            if errors >= 3:
                checked = ago(60 * 24 * errors / 2)
            db.execute(
                "INSERT INTO feeds (user_id, category_id, title, feed_url, site_url, checked_at, next_check_at, "
                "parsing_error_msg, parsing_error_count, disabled, crawler, etag_header) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (user_ids[user], category(user, cat), site, base + feed_path, base, tz(checked),
                 tz(checked + datetime.timedelta(minutes=60)), message, errors, disabled, int(minutes > 15),
                 f'W/"{rng.getrandbits(48):x}"'),
            )  # fmt: skip
            feed_id = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
            db.execute("INSERT INTO feed_icons VALUES (?, ?)", (feed_id, icon_ids[site]))
            _, _, _, _, _, reads, stars = USERS[user]
            for published, fetched, title, url, reading in articles:
                if disabled and fetched > clock.at(-30, 0):
                    continue  # disabled a month ago
                starred = int(rng.random() < stars)
                read = rng.random() < reads
                status = "read" if read else "unread"
                changed = fetched + datetime.timedelta(hours=rng.uniform(0.5, 30)) if read else fetched
                if changed >= clock.now:
                    changed, status = fetched, "unread"
                content: str | None = f"<p>{title}</p>"
                if status == "read" and not starred and fetched < clock.now - datetime.timedelta(
                        days=ARCHIVE_READ_DAYS):  # fmt: skip
                    status, content = "removed", None
                    changed = fetched + datetime.timedelta(days=ARCHIVE_READ_DAYS, hours=3)
                entry_rows.append((len(entry_rows) + 1, user_ids[user], feed_id, hashlib.sha256(url.encode())
                                   .hexdigest(), tz(published), title, url, None, content, status, starred,
                                   tz(changed), reading, tz(fetched)))  # fmt: skip
                if podcast:
                    size = rng.randint(28, 95) * 1_000_000
                    heard = rng.randint(0, 3000) if read else 0
                    enclosure_rows.append((user_ids[user], len(entry_rows), url + "episode.mp3", size, "audio/mpeg",
                                           heard))  # fmt: skip
                elif rng.random() < 0.1:
                    enclosure_rows.append((user_ids[user], len(entry_rows), url + "cover.jpg", rng.randint(80, 900)
                                           * 1000, "image/jpeg", 0))  # fmt: skip
    db.executemany(
        "INSERT INTO entries (id, user_id, feed_id, hash, published_at, title, url, author, content, status, starred, "
        "changed_at, reading_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        entry_rows,
    )
    db.executemany(
        "INSERT INTO enclosures (user_id, entry_id, url, size, mime_type, media_progression) VALUES (?, ?, ?, ?, ?, ?)",
        enclosure_rows,
    )

    # logins, API keys, passkeys
    agents = (
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15",
        "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Firefox/125.0",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) Mobile/15E148 Safari/604.1",
    )
    for user, addresses in SESSION_IPS.items():
        for k in range(addresses + 2):
            ip = f"81.{82 + user_ids[user]}.{(k % addresses) * 17 + 3}.{10 + user_ids[user]}"
            db.execute("INSERT INTO user_sessions (user_id, token, created_at, user_agent, ip) VALUES (?, ?, ?, ?, ?)",
                       (user_ids[user], hashlib.sha256(f"{user}{k}{rng.random()}".encode()).hexdigest(),
                        tz(moment(-rng.randint(1, 120), rng.randint(400, 1100))), rng.choice(agents), ip))  # fmt: skip
    for k in range(6):
        db.execute(
            "INSERT INTO sessions VALUES (?, ?, ?)",
            (
                hashlib.md5(f"s{k}{rng.random()}".encode()).hexdigest(),
                json.dumps({"csrf": hashlib.md5(str(k).encode()).hexdigest()}),
                tz(ago(rng.uniform(5, 600))),
            ),
        )
    for user, description, age, used in API_KEYS:
        db.execute("INSERT INTO api_keys (user_id, token, description, last_used_at, created_at) "
                   "VALUES (?, ?, ?, ?, ?)",
                   (user_ids[user], hashlib.sha256(description.encode()).hexdigest(), description,
                    None if used is None else tz(moment(-used, 300) if used else ago(rng.uniform(1, 30))),
                    tz(moment(-age, 600))))  # fmt: skip
    for user, count in PASSKEYS.items():
        for k in range(count):
            handle = hashlib.sha256(f"{user}-{k}".encode()).digest()
            db.execute(
                "INSERT INTO webauthn_credentials VALUES (?, ?, ?, ?, 'none', ?, ?, 0, ?, ?, ?)",
                (handle, handle[::-1], user_ids[user], handle + handle, bytes(16), rng.randint(3, 400),
                 ("MacBook Touch ID", "YubiKey 5C", "iPhone")[k % 3], tz(moment(-rng.randint(60, 300), 600)),
                 tz(moment(-rng.randint(1, 20), 600))),
            )  # fmt: skip
    db.execute("INSERT INTO acme_cache VALUES ('rss.kade.studio', ?, ?)", (b"-----BEGIN CERTIFICATE-----",
                                                                          tz(moment(-41, 200))))  # fmt: skip
    close_checked(db, "feeds")
