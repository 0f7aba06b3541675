"""A Bergen concert hall's short links (Nordlys Konserthus) as a self-hosted Shlink 4 database on SQLite.

Shlink (the PHP URL shortener) runs on SQLite among other engines through Doctrine; these are its tables with its
conventions: snake_case plural tables, Doctrine booleans as 0/1, **datetimes as ``YYYY-MM-DD HH:MM:SS`` text in UTC**,
and:

* ``domains`` (``authority``: the extra domains only; **a short URL on the default domain ``nkh.no`` has a NULL
  ``domain_id``**, with the domains' own redirects for their base URL and for 404s);
* ``short_urls`` (``short_code``, unique per domain, ``original_url``, ``date_created``, **``valid_since`` and
  ``valid_until``** (a link outside them answers 404), **``max_visits``** (once reached the link answers 404),
  ``author_api_key_id`` the API key that created it (NULL when made from the command line), ``title``, ``crawlable``,
  ``forward_query``, ``import_source`` for the ones imported from Bitly);
* ``visits`` (**every request, its ``type`` ``valid_short_url`` for a visit to a link, or ``invalid_short_url``,
  ``base_url`` and ``regular_404`` for the orphan visits that hit no link (``short_url_id`` NULL)**, ``referer``,
  ``remote_addr`` anonymised to the last octet 0, ``user_agent``, ``visited_url``, **``potential_bot`` 1 for crawlers,
  link previewers and the like**) and ``visit_locations`` (one per located visit: ``country_code``, ``country_name``,
  ``city_name``, ``is_empty`` 1 when the GeoLite database did not know the address);
* ``short_url_visits_counts`` and ``orphan_visits_counts`` (Shlink 4's pre-aggregated counters, spread over random
  ``slot_id`` rows that must be summed);
* ``tags`` and ``short_urls_in_tags``; ``api_keys`` (``name``, ``key`` **hashed**, ``expiration_date``, ``enabled``) and
  ``api_key_roles`` (``role_name`` ``AUTHORED_SHORT_URLS`` or ``DOMAIN_SPECIFIC`` with a JSON ``meta``);
* redirect rules (Shlink 4.3): ``short_url_redirect_rules`` (``priority``, ``long_url``), ``redirect_conditions``
  (``type`` ``device``, ``language`` or ``query-param``) and the link table between them; Doctrine's ``migrations``.

Visits reach 90 days back from ``now``.

Planted signals:

* ``sesong25`` (the 2025/26 season programme, on posters and in the newsletter) is by far the most visited link of the
  last 7 and 30 days; the ``qr`` tag brings the most visits;
* ``presse`` (the press kit) is visited mostly by bots; about one visit in ten overall is a potential bot;
* ``gratis200`` (free tickets, at most 200 visits) has used up its visits; three campaign links have expired;
* four links were never visited; the ``festspill.link`` domain's links all came from the festival agency's API key;
* Norway brings most visits, Germany the most of the other countries; Instagram is the top referring site;
* the orphan visits are mostly mistyped short codes (``invalid_short_url``);
* the old WordPress plugin's API key is disabled and the 2024 agency key has expired.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE migrations (version VARCHAR(191) PRIMARY KEY, executed_at DATETIME DEFAULT NULL, execution_time INTEGER);
CREATE TABLE domains (
  id INTEGER PRIMARY KEY AUTOINCREMENT, authority VARCHAR(512) NOT NULL UNIQUE, base_url_redirect VARCHAR(2048),
  regular_not_found_redirect VARCHAR(2048), invalid_short_url_redirect VARCHAR(2048)
);
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT, "key" VARCHAR(255) NOT NULL UNIQUE, name VARCHAR(255) NOT NULL UNIQUE,
  expiration_date DATETIME, enabled BOOLEAN NOT NULL
);
CREATE TABLE api_key_roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, role_name VARCHAR(255) NOT NULL, meta CLOB NOT NULL,
  api_key_id INTEGER NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE, UNIQUE (role_name, api_key_id)
);
CREATE TABLE short_urls (
  id INTEGER PRIMARY KEY AUTOINCREMENT, original_url CLOB NOT NULL, short_code VARCHAR(255) NOT NULL,
  date_created DATETIME NOT NULL, valid_since DATETIME, valid_until DATETIME, max_visits INTEGER,
  domain_id INTEGER REFERENCES domains (id) ON DELETE CASCADE,
  author_api_key_id INTEGER REFERENCES api_keys (id) ON DELETE SET NULL, title VARCHAR(512),
  title_was_auto_resolved BOOLEAN DEFAULT 0 NOT NULL, crawlable BOOLEAN DEFAULT 0 NOT NULL,
  forward_query BOOLEAN DEFAULT 1 NOT NULL, import_source VARCHAR(255), import_original_short_code VARCHAR(255),
  UNIQUE (short_code, domain_id)
);
CREATE TABLE tags (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL UNIQUE);
CREATE TABLE short_urls_in_tags (
  short_url_id INTEGER NOT NULL REFERENCES short_urls (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE, PRIMARY KEY (short_url_id, tag_id)
);
CREATE TABLE visit_locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, country_code VARCHAR(255), country_name VARCHAR(255),
  region_name VARCHAR(255), city_name VARCHAR(255), latitude DOUBLE PRECISION, longitude DOUBLE PRECISION,
  timezone VARCHAR(255), is_empty BOOLEAN DEFAULT 0 NOT NULL
);
CREATE TABLE visits (
  id INTEGER PRIMARY KEY AUTOINCREMENT, referer VARCHAR(1024), date DATETIME NOT NULL, remote_addr VARCHAR(256),
  user_agent VARCHAR(512), short_url_id INTEGER REFERENCES short_urls (id) ON DELETE CASCADE,
  visit_location_id INTEGER REFERENCES visit_locations (id) ON DELETE SET NULL, visited_url VARCHAR(2048),
  type VARCHAR(255) NOT NULL, potential_bot BOOLEAN DEFAULT 0 NOT NULL
);
CREATE INDEX IDX_visits_date ON visits (date);
CREATE INDEX IDX_visits_short_url ON visits (short_url_id);
CREATE TABLE short_url_visits_counts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, short_url_id INTEGER NOT NULL REFERENCES short_urls (id) ON DELETE CASCADE,
  potential_bot BOOLEAN DEFAULT 0 NOT NULL, slot_id INTEGER DEFAULT 1 NOT NULL, count BIGINT DEFAULT 1 NOT NULL,
  UNIQUE (short_url_id, potential_bot, slot_id)
);
CREATE TABLE orphan_visits_counts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, potential_bot BOOLEAN DEFAULT 0 NOT NULL, slot_id INTEGER DEFAULT 1 NOT NULL,
  count BIGINT DEFAULT 1 NOT NULL, UNIQUE (potential_bot, slot_id)
);
CREATE TABLE redirect_conditions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(512) NOT NULL UNIQUE, type VARCHAR(255) NOT NULL,
  match_value VARCHAR(512) NOT NULL, match_key VARCHAR(512)
);
CREATE TABLE short_url_redirect_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT, priority INTEGER NOT NULL, long_url VARCHAR(2048) NOT NULL,
  short_url_id INTEGER NOT NULL REFERENCES short_urls (id) ON DELETE CASCADE, UNIQUE (priority, short_url_id)
);
CREATE TABLE redirect_conditions_in_short_url_redirect_rules (
  redirect_condition_id INTEGER NOT NULL REFERENCES redirect_conditions (id) ON DELETE CASCADE,
  short_url_redirect_rule_id INTEGER NOT NULL REFERENCES short_url_redirect_rules (id) ON DELETE CASCADE,
  PRIMARY KEY (redirect_condition_id, short_url_redirect_rule_id)
);
"""

DAYS = 90
DOMAINS = {  # authority: (base URL redirect, 404 redirect, invalid short URL redirect)
    "billett.nkh.no": ("https://nordlys-konserthus.no/billetter", None, "https://nordlys-konserthus.no/billetter"),
    "go.nordlys.no": ("https://nordlys-konserthus.no", "https://nordlys-konserthus.no/404", None),
    "festspill.link": ("https://festspill-nordlys.no", None, None),
}
# name: (enabled, expires in days (None: never), roles)
API_KEYS: dict[str, tuple[int, int | None, tuple[tuple[str, str], ...]]] = {
    "Marketing (web team)": (1, None, ()),
    "Byrå Fjord (festival agency)": (1, 200, (("DOMAIN_SPECIFIC", '{"domain_id":"3"}'), ("AUTHORED_SHORT_URLS", "[]"))),
    "Byrå Fjord 2024": (1, -30, (("AUTHORED_SHORT_URLS", "[]"),)),
    "WordPress plugin (old)": (0, None, ()),
    "Newsletter tool": (1, None, (("AUTHORED_SHORT_URLS", "[]"),)),
}
# short code: (domain or None, original URL path, title, created days ago, valid until (days), max visits,
#              api key or None, tags, weight of visits in the last 30 days, weight before, bot share)
LINKS: dict[
    str, tuple[str | None, str, str, int, int | None, int | None, str | None, tuple[str, ...], float, float, float]
] = {
    "sesong25": (
        None,
        "/program/sesong-2025-26",
        "Sesongprogram 2025/26",
        80,
        None,
        None,
        "Marketing (web team)",
        ("plakat", "qr", "nyhetsbrev", "sesong-2025"),
        30.0,
        6.0,
        0.05,
    ),
    "billetter": (
        "billett.nkh.no",
        "/billetter",
        "Kjøp billetter",
        400,
        None,
        None,
        "Marketing (web team)",
        ("nettside",),
        6.0,
        6.0,
        0.08,
    ),
    "julekonsert": (
        None,
        "/arrangement/julekonsert-2025",
        "Julekonsert med Bergen Barnekor",
        60,
        None,
        None,
        "Marketing (web team)",
        ("plakat", "qr", "barn"),
        7.0,
        2.0,
        0.05,
    ),
    "mahler2": (
        None,
        "/arrangement/mahler-2",
        "Mahler: Symfoni nr. 2",
        70,
        None,
        None,
        "Newsletter tool",
        ("nyhetsbrev", "sesong-2025"),
        4.0,
        2.0,
        0.06,
    ),
    "jazz": (
        "go.nordlys.no",
        "/arrangement/jazzkveld",
        "Jazzkveld i Foajeen",
        50,
        None,
        None,
        "Newsletter tool",
        ("nyhetsbrev", "instagram"),
        3.0,
        1.5,
        0.07,
    ),
    "app": ("go.nordlys.no", "/app", "Nordlys-appen", 300, None, None, "Marketing (web team)", ("qr",), 3.5, 3.5, 0.05),
    "presse": (None, "/presse", "Pressemappe", 200, None, None, None, ("presse",), 1.0, 1.0, 0.85),
    "gratis200": (
        None,
        "/kampanje/gratisbillett",
        "200 gratisbilletter",
        45,
        None,
        200,
        "Marketing (web team)",
        ("instagram", "kampanje"),
        0.0,
        0.0,
        0.04,
    ),
    "sommer24": (
        None,
        "/kampanje/sommer-2024",
        "Sommerkampanje 2024",
        88,
        -50,
        None,
        "Byrå Fjord 2024",
        ("kampanje", "facebook"),
        0.0,
        2.0,
        0.05,
    ),
    "blackfriday": (
        None,
        "/kampanje/black-friday",
        "Black Friday",
        85,
        -60,
        None,
        "Byrå Fjord 2024",
        ("kampanje", "facebook"),
        0.0,
        2.5,
        0.05,
    ),
    "vinterferie": (
        "go.nordlys.no",
        "/kampanje/vinterferie",
        "Vinterferie for barn",
        75,
        -20,
        None,
        "Newsletter tool",
        ("kampanje", "barn"),
        0.0,
        1.5,
        0.05,
    ),
    "festspill": (
        "festspill.link",
        "/",
        "Festspill Nordlys 2026",
        40,
        None,
        None,
        "Byrå Fjord (festival agency)",
        ("instagram", "sesong-2025"),
        2.5,
        1.0,
        0.06,
    ),
    "fs-program": (
        "festspill.link",
        "/program",
        "Festspill: program",
        35,
        None,
        None,
        "Byrå Fjord (festival agency)",
        ("qr", "plakat"),
        2.0,
        0.5,
        0.05,
    ),
    "fs-frivillig": (
        "festspill.link",
        "/frivillig",
        "Bli frivillig",
        30,
        None,
        None,
        "Byrå Fjord (festival agency)",
        ("facebook",),
        0.0,
        0.0,
        0.0,
    ),
    "omvisning": (
        None,
        "/omvisning",
        "Omvisning i konserthuset",
        150,
        None,
        None,
        "Marketing (web team)",
        ("nettside",),
        1.0,
        1.0,
        0.1,
    ),
    "kafe": (None, "/kafe", "Kafé Nordlys", 120, None, None, None, ("nettside", "qr"), 1.2, 1.2, 0.1),
    "venner": (
        None,
        "/venneforening",
        "Venneforeningen",
        20,
        None,
        None,
        "Newsletter tool",
        ("nyhetsbrev",),
        0.0,
        0.0,
        0.0,
    ),
    "garderobe": (
        None,
        "/praktisk/garderobe",
        "Garderobe og tilgjengelighet",
        10,
        None,
        None,
        "Marketing (web team)",
        (),
        0.0,
        0.0,
        0.0,
    ),
    "skole": (None, "/skole", "Skolekonserter", 25, None, None, None, ("barn",), 0.0, 0.0, 0.0),
    "bit-2019a": (None, "/", "Forsiden (fra Bitly)", 90, None, None, None, (), 0.3, 0.3, 0.1),
}
NEVER_VISITED = ("fs-frivillig", "venner", "garderobe", "skole")
COUNTRIES = (
    ("NO", "Norway", ("Bergen", "Bergen", "Bergen", "Oslo", "Stavanger", "Trondheim"), 70.0),
    ("DE", "Germany", ("Hamburg", "Berlin"), 7.0),
    ("SE", "Sweden", ("Stockholm", "Göteborg"), 4.0),
    ("DK", "Denmark", ("København",), 3.0),
    ("GB", "United Kingdom", ("London", "Aberdeen"), 3.0),
    ("US", "United States", ("Seattle", "New York"), 2.0),
    ("NL", "Netherlands", ("Amsterdam",), 1.5),
    ("PL", "Poland", ("Gdańsk",), 1.5),
)
REFERERS = (
    ("https://www.instagram.com/", 9.0),
    ("https://www.facebook.com/", 6.0),
    ("", 12.0),
    ("https://www.google.com/", 3.0),
    ("https://l.messenger.com/", 1.0),
    ("https://t.co/", 0.5),
)
HUMANS = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
)
BOTS = (
    "facebookexternalhit/1.1",
    "Slackbot-LinkExpanding 1.0",
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "TelegramBot (like TwitterBot)",
    "curl/8.5.0",
)
BASE = "https://nordlys-konserthus.no"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    for k, version in enumerate(
        (
            "Version20160819142757",
            "Version20190930165521",
            "Version20210306165711",
            "Version20230303164233",
            "Version20240220214031",
            "Version20240306132518",
        ),
        start=1,
    ):
        db.execute(
            "INSERT INTO migrations VALUES (?, ?, ?)",
            (f"ShlinkMigrations\\{version}", clock.stamp(-900 + 150 * k, 600), 40 + k),
        )
    domain_ids: dict[str, int] = {}
    for k, (authority, (base, not_found, invalid)) in enumerate(DOMAINS.items(), start=1):
        domain_ids[authority] = k
        db.execute("INSERT INTO domains VALUES (?, ?, ?, ?, ?)", (k, authority, base, not_found, invalid))
    key_ids: dict[str, int] = {}
    for k, (name, (enabled, expires, roles)) in enumerate(API_KEYS.items(), start=1):
        key_ids[name] = k
        db.execute(
            "INSERT INTO api_keys VALUES (?, ?, ?, ?, ?)",
            (
                k,
                hashlib.sha256(f"{name}-{seed}".encode()).hexdigest(),
                name,
                None if expires is None else clock.stamp(expires, 0),
                enabled,
            ),
        )
        for role, meta in roles:
            db.execute("INSERT INTO api_key_roles (role_name, meta, api_key_id) VALUES (?, ?, ?)", (role, meta, k))
    tag_ids: dict[str, int] = {}
    link_ids: dict[str, int] = {}
    for k, (code, (domain, target, title, age, until, max_visits, key, tags, *_)) in enumerate(LINKS.items(), start=1):
        link_ids[code] = k
        origin = "https://festspill-nordlys.no" if domain == "festspill.link" else BASE
        imported = code.startswith("bit-")
        db.execute(
            "INSERT INTO short_urls (id, original_url, short_code, date_created, valid_since, valid_until, max_visits, "
            "domain_id, author_api_key_id, title, title_was_auto_resolved, crawlable, import_source, "
            "import_original_short_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                k,
                origin + target + ("?utm_source=shlink" if "kampanje" in tags else ""),
                code,
                clock.stamp(-age, 540 + 7 * k),
                None,
                None if until is None else clock.stamp(until, 0),
                max_visits,
                domain_ids[domain] if domain else None,
                key_ids[key] if key else None,
                title,
                int(key is None),
                int(code in ("sesong25", "billetter")),
                "bitly" if imported else None,
                "2Nb7xQp" if imported else None,
            ),
        )
        for tag in tags:
            if tag not in tag_ids:
                tag_ids[tag] = len(tag_ids) + 1
                db.execute("INSERT INTO tags VALUES (?, ?)", (tag_ids[tag], tag))
            db.execute("INSERT INTO short_urls_in_tags VALUES (?, ?)", (k, tag_ids[tag]))
    db.execute("INSERT INTO tags VALUES (?, 'arkiv')", (len(tag_ids) + 1,))  # a tag on no link

    # the app link sends phones to their store
    for k, (name, kind, value, url) in enumerate(
        (
            ("device-ios", "device", "ios", "https://apps.apple.com/no/app/nordlys/id1600000001"),
            ("device-android", "device", "android", "https://play.google.com/store/apps/details?id=no.nordlys.app"),
            ("language-en", "language", "en", BASE + "/en/app"),
        ),
        start=1,
    ):
        db.execute("INSERT INTO redirect_conditions VALUES (?, ?, ?, ?, NULL)", (k, name, kind, value))
        db.execute("INSERT INTO short_url_redirect_rules VALUES (?, ?, ?, ?)", (k, k, url, link_ids["app"]))
        db.execute("INSERT INTO redirect_conditions_in_short_url_redirect_rules VALUES (?, ?)", (k, k))

    # visits, minute by minute weights over the days
    visits: list[tuple[object, ...]] = []
    locations: list[tuple[object, ...]] = []
    counts: dict[tuple[int | None, int], int] = {}

    def visit(moment: datetime.datetime, link: str | None, kind: str, bot_share: float, url: str) -> None:
        bot = int(rng.random() < bot_share)
        location_id = None
        if rng.random() < 0.92:
            code, country, cities, _ = rng.choices(COUNTRIES, weights=[c[3] for c in COUNTRIES])[0]
            locations.append((code, country, rng.choice(cities), 0))
        else:
            locations.append((None, None, None, 1))
        location_id = len(locations)
        referer = "" if bot else rng.choices([r for r, _ in REFERERS], weights=[w for _, w in REFERERS])[0]
        if link == "sesong25" and not bot and rng.random() < 0.4:
            referer = "https://www.instagram.com/"
        visits.append(
            (
                referer,
                clock.fmt(moment),
                f"{rng.randint(77, 195)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.0",
                rng.choice(BOTS if bot else HUMANS),
                link_ids[link] if link else None,
                location_id,
                url,
                kind,
                bot,
            )
        )
        key = (link_ids[link] if link else None, bot)
        counts[key] = counts.get(key, 0) + 1

    now_minute = (clock.now - clock.midnight).seconds // 60
    for day in range(-DAYS, 1):
        for code, (domain, _, _, age, until, _, _, _, recent, before, bots) in LINKS.items():
            if day < -age or (until is not None and day >= until):
                continue
            weight = recent if day >= -30 else before
            n = int(rng.gauss(weight * 4, weight)) if weight else 0
            if code == "sesong25" and day >= -7:
                n = int(n * 1.5)
            host = domain or "nkh.no"
            for _ in range(max(0, n)):
                minute = _clear_of_now(rng.randrange(6 * 60, 23 * 60), now_minute)
                if day == 0 and minute >= (clock.now - clock.midnight).seconds // 60 - 30:
                    continue
                visit(
                    clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60)),
                    code,
                    "valid_short_url",
                    bots,
                    f"https://{host}/{code}",
                )
        # orphan visits: mistyped codes, the bare domains, other 404s
        for kind, per_day in (("invalid_short_url", 6), ("base_url", 2), ("regular_404", 1)):
            for _ in range(rng.randint(per_day // 2, per_day + per_day // 2)):
                minute = _clear_of_now(rng.randrange(0, 24 * 60), now_minute)
                if day == 0 and minute >= (clock.now - clock.midnight).seconds // 60 - 30:
                    continue
                visited = {
                    "invalid_short_url": rng.choice(("/sesong24", "/billeter", "/jul", "/Sesong25")),
                    "base_url": "/",
                    "regular_404": rng.choice(("/wp-login.php", "/.env", "/favicon.png")),
                }[kind]
                visit(
                    clock.at(day, minute),
                    None,
                    kind,
                    0.3 if kind == "regular_404" else 0.1,
                    f"https://{rng.choice(['nkh.no', *DOMAINS])}{visited}",
                )
    # the free-ticket campaign: 200 visits in its first days, then nothing more counted
    start = -LINKS["gratis200"][3]
    for n in range(LINKS["gratis200"][5] or 0):
        visit(
            clock.at(start + n // 50, 8 * 60 + (n % 50) * 13),
            "gratis200",
            "valid_short_url",
            0.04,
            "https://nkh.no/gratis200",
        )
    visits.sort(key=lambda row: str(row[1]))
    db.executemany(
        "INSERT INTO visit_locations (country_code, country_name, city_name, is_empty) VALUES (?, ?, ?, ?)", locations
    )
    db.executemany(
        "INSERT INTO visits (referer, date, remote_addr, user_agent, short_url_id, visit_location_id, visited_url, "
        "type, potential_bot) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        visits,
    )
    # Shlink 4's counters, each total spread over a few random slots
    for (link_id, bot), total in sorted(counts.items(), key=lambda item: (item[0][0] or 0, item[0][1])):
        slots = rng.sample(range(1, 101), 3)
        parts = [total // 3, total // 3, total - 2 * (total // 3)]
        for slot, part in zip(slots, parts, strict=True):
            if link_id is None:
                db.execute(
                    "INSERT INTO orphan_visits_counts (potential_bot, slot_id, count) VALUES (?, ?, ?)",
                    (bot, slot, part),
                )
            else:
                db.execute(
                    "INSERT INTO short_url_visits_counts (short_url_id, potential_bot, slot_id, count) "
                    "VALUES (?, ?, ?, ?)",
                    (link_id, bot, slot, part),
                )
    close_checked(db, "shortlinks")


def _clear_of_now(minute: int, now_minute: int) -> int:
    """A visit's minute of the day, moved off the few minutes around now's: a window counted back from ``now`` whole
    days cuts no day's visits where the seconds between a build and a query could move one across it."""
    if abs(minute - now_minute) > 3:
        return minute
    return now_minute + 4 if now_minute + 4 < 24 * 60 else now_minute - 4
