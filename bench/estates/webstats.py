"""An outdoor-gear retailer's web analytics (Fjellvind, Bergen) as the SQLite copy of a Matomo 5 database, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): visits, their actions and
conversions fill the last 60 days on a one-second grid counted from today's UTC midnight, sites and users reach 700
days back, nothing happens today or later, and nothing depends on the weekday, so two builds with the same seed and
``now`` values a whole number of days apart give the same answers to relative-time questions (the "yesterday" items
count the previous UTC day).

The tables are Matomo's, with its default ``matomo_`` prefix and its run-together names (``idsite``, ``idvisit``,
``idaction``, ``idgoal``, ``idlink_va``): ``matomo_site`` (``name``, ``main_url``, ``ts_created``, ``ecommerce`` 0/1,
``timezone`` the reporting zone, although every log time is UTC), ``matomo_user`` (``login``, ``superuser_access``),
``matomo_access`` (``login``, ``idsite``, ``access`` ``view``, ``write`` or ``admin``), ``matomo_goal`` (keyed by
``(idsite, idgoal)``, ``deleted`` 0/1), ``matomo_log_action`` (every URL, page title and download once: ``type`` 1 a
page URL, 2 an outlink, 3 a download, 4 a page title; URLs without their scheme, the scheme in ``url_prefix``: 0
``http://``, 1 ``http://www.``, 2 ``https://``, 3 ``https://www.``), ``matomo_log_visit`` (one row per visit:
``idvisitor`` 8 binary bytes, ``visit_first_action_time`` and ``visit_last_action_time``, ``visit_total_actions``,
``visit_total_time`` in **seconds**, ``visit_goal_converted`` 0/1, ``visitor_returning`` 0 new, 1 returning, 2
returning customer, ``referer_type`` 1 direct entry, 2 search engine, 3 website, 6 campaign with ``referer_name`` the
engine, site or campaign, ``location_country`` lower-case ISO codes, ``config_device_type`` 0 desktop, 1 smartphone,
2 tablet, ``config_browser_name`` Matomo's two-letter codes (``CH`` Chrome, ``FF`` Firefox, ``SF`` Safari, ``EM``
Edge), ``visit_entry_idaction_url``, ``user_id`` for signed-in shoppers), ``matomo_log_link_visit_action`` (one row
per action of a visit: ``idaction_url``, ``idaction_name``, ``server_time``, ``time_spent_ref_action`` seconds) and
``matomo_log_conversion`` (keyed by ``(idvisit, idgoal, buster)``; ``idgoal`` 0 an e-commerce order with ``idorder``
and ``revenue`` in the site's currency, NOK, ``items`` the number of items; a positive ``idgoal`` a goal of the site).

**Times are MySQL ``DATETIME`` text in UTC** (``2025-03-01 10:00:03``); ``matomo_site.timezone`` says
``Europe/Oslo`` for the reports only. Matomo declares no foreign keys; this copy declares those the data always fills.

Planted signals:

* the shop (idsite 1) gets by far the most visits; the 2019 campaign microsite ``Vinterkampanje 2019`` (idsite 4) has
  had no visit in the last 30 days;
* Norway (``no``) sends the most visits, Google the most search visits, the ``vaarsalg`` campaign the most orders;
* the product page of the ``Trolltunga 45L`` backpack is the most viewed page of the last 7 days, the size guide PDF
  the most downloaded file;
* goal ``Newsletter signup (old form)`` has never converted, and two users (``intern2023``, ``agency-fjord``) have no
  access to any site;
* about a third of the shop's visits see a single page, smartphones bring most visits, Chrome is the most used
  browser.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE matomo_site (idsite INTEGER PRIMARY KEY, name VARCHAR(90) NOT NULL, main_url VARCHAR(255) NOT NULL,
  ts_created TIMESTAMP, ecommerce TINYINT DEFAULT 0, sitesearch TINYINT DEFAULT 1, timezone VARCHAR(50) NOT NULL,
  currency CHAR(3) NOT NULL, exclude_unknown_urls TINYINT DEFAULT 0, `group` VARCHAR(250) NOT NULL DEFAULT '',
  type VARCHAR(255) NOT NULL DEFAULT 'website', creator_login VARCHAR(100));
CREATE TABLE matomo_user (login VARCHAR(100) PRIMARY KEY, password VARCHAR(255) NOT NULL, email VARCHAR(100) NOT NULL,
  twofactor_secret VARCHAR(40) NOT NULL DEFAULT '', superuser_access TINYINT NOT NULL DEFAULT 0,
  date_registered TIMESTAMP, ts_password_modified TIMESTAMP, invited_by VARCHAR(100), ts_last_seen TIMESTAMP);
CREATE TABLE matomo_access (idaccess INTEGER PRIMARY KEY, login VARCHAR(100) NOT NULL REFERENCES matomo_user (login),
  idsite INTEGER NOT NULL REFERENCES matomo_site (idsite), access VARCHAR(50));
CREATE TABLE matomo_goal (idsite INTEGER NOT NULL REFERENCES matomo_site (idsite), idgoal INTEGER NOT NULL,
  name VARCHAR(50) NOT NULL, description VARCHAR(255) NOT NULL DEFAULT '', match_attribute VARCHAR(20) NOT NULL,
  pattern VARCHAR(255) NOT NULL, pattern_type VARCHAR(25) NOT NULL, case_sensitive TINYINT NOT NULL DEFAULT 0,
  allow_multiple TINYINT NOT NULL DEFAULT 0, revenue DOUBLE NOT NULL DEFAULT 0, deleted TINYINT NOT NULL DEFAULT 0,
  event_value_as_revenue TINYINT NOT NULL DEFAULT 0, PRIMARY KEY (idsite, idgoal));
CREATE TABLE matomo_log_action (idaction INTEGER PRIMARY KEY, name VARCHAR(4096), hash INTEGER NOT NULL,
  type TINYINT, url_prefix TINYINT);
CREATE TABLE matomo_log_visit (idvisit INTEGER PRIMARY KEY, idsite INTEGER NOT NULL REFERENCES matomo_site (idsite),
  idvisitor BINARY(8) NOT NULL, visit_last_action_time DATETIME NOT NULL, config_id BINARY(8) NOT NULL,
  location_ip VARBINARY(16) NOT NULL, profilable TINYINT, user_id VARCHAR(200),
  visit_first_action_time DATETIME NOT NULL,
  visit_goal_buyer TINYINT, visit_goal_converted TINYINT, visitor_returning TINYINT,
  visitor_seconds_since_first INTEGER,
  visitor_count_visits INTEGER NOT NULL DEFAULT 0, visit_entry_idaction_name INTEGER,
  visit_entry_idaction_url INTEGER REFERENCES matomo_log_action (idaction), visit_exit_idaction_name INTEGER,
  visit_exit_idaction_url INTEGER REFERENCES matomo_log_action (idaction), visit_total_actions INTEGER,
  visit_total_interactions INTEGER, visit_total_searches INTEGER, referer_keyword VARCHAR(255),
  referer_name VARCHAR(255),
  referer_type TINYINT, referer_url VARCHAR(1500), location_browser_lang VARCHAR(20), config_browser_engine VARCHAR(10),
  config_browser_name VARCHAR(40), config_browser_version VARCHAR(20), config_client_type TINYINT,
  config_device_brand VARCHAR(100), config_device_model VARCHAR(100), config_device_type TINYINT,
  config_os CHAR(3), config_os_version VARCHAR(100), visit_total_events INTEGER, visitor_localtime TIME,
  visitor_seconds_since_last INTEGER, config_resolution VARCHAR(18), config_cookie TINYINT, location_city VARCHAR(255),
  location_country CHAR(3), location_latitude DECIMAL(9, 6), location_longitude DECIMAL(9, 6),
  location_region CHAR(3), visit_total_time INTEGER NOT NULL, campaign_name VARCHAR(255));
CREATE TABLE matomo_log_link_visit_action (idlink_va INTEGER PRIMARY KEY,
  idsite INTEGER NOT NULL REFERENCES matomo_site (idsite), idvisitor BINARY(8) NOT NULL,
  idvisit INTEGER NOT NULL REFERENCES matomo_log_visit (idvisit), idaction_url_ref INTEGER,
  idaction_name_ref INTEGER, custom_float DOUBLE, pageview_position INTEGER, server_time DATETIME NOT NULL,
  idpageview CHAR(6), idaction_name INTEGER REFERENCES matomo_log_action (idaction),
  idaction_url INTEGER REFERENCES matomo_log_action (idaction), search_cat VARCHAR(200), search_count INTEGER,
  time_spent_ref_action INTEGER, time_spent INTEGER, bandwidth BIGINT);
CREATE TABLE matomo_log_conversion (idvisit INTEGER NOT NULL REFERENCES matomo_log_visit (idvisit),
  idsite INTEGER NOT NULL REFERENCES matomo_site (idsite), idvisitor BINARY(8) NOT NULL, server_time DATETIME NOT NULL,
  idaction_url INTEGER, idlink_va INTEGER, idgoal INTEGER NOT NULL, buster INTEGER NOT NULL, idorder VARCHAR(100),
  items SMALLINT, url VARCHAR(4096) NOT NULL, revenue DOUBLE, revenue_shipping DOUBLE, revenue_subtotal DOUBLE,
  revenue_tax DOUBLE, revenue_discount DOUBLE, visitor_returning TINYINT,
  visitor_count_visits INTEGER NOT NULL DEFAULT 0,
  referer_keyword VARCHAR(255), referer_name VARCHAR(255), referer_type TINYINT, location_country CHAR(3),
  PRIMARY KEY (idvisit, idgoal, buster));
"""

SITES = [  # idsite, name, url, ecommerce, created days ago, weight of visits
    (1, "Fjellvind Nettbutikk", "https://www.fjellvind.example", 1, 690, 10),
    (2, "Fjellvind Turblogg", "https://blogg.fjellvind.example", 0, 600, 4),
    (3, "Fjellvind Jobb", "https://jobb.fjellvind.example", 0, 400, 1),
    (4, "Vinterkampanje 2019", "https://vinter2019.fjellvind.example", 0, 700, 0),
]
USERS = [("anna.berg", 1, [(1, "admin"), (2, "admin"), (3, "admin"), (4, "admin")]),
         ("lars.haugen", 0, [(1, "write"), (2, "view")]), ("ingrid.moe", 0, [(1, "view")]),
         ("ola.nilsen", 0, [(2, "write"), (3, "view")]), ("kari.lunde", 0, [(3, "write")]),
         ("intern2023", 0, []), ("agency-fjord", 0, [])]  # fmt: skip
GOALS = [  # idsite, idgoal, name, pattern, revenue, deleted, weight among converting visits
    (1, 1, "Newsletter signup", "/nyhetsbrev/takk", 0, 0, 3),
    (1, 2, "Store locator used", "/butikker", 0, 0, 2),
    (1, 3, "Newsletter signup (old form)", "/newsletter/thanks", 0, 0, 0),
    (2, 1, "Read to the end", "/slutt", 0, 0, 2),
    (3, 1, "Application sent", "/soknad/sendt", 0, 0, 1),
]
PRODUCTS = ["trolltunga-45l", "preikestolen-jakke", "besseggen-sko", "rondane-telt-2p", "lofoten-sovepose",
            "jotunheimen-staver", "hardanger-ullgenser", "senja-hodelykt"]  # fmt: skip
BLOG = ["beste-turer-i-vestland", "pakkeliste-fjelltur", "vinter-i-jotunheimen", "slik-velger-du-sovepose",
        "hyttetur-med-barn", "kart-og-kompass"]  # fmt: skip
DOWNLOADS = [("fjellvind.example/docs/storrelsesguide.pdf", 6), ("fjellvind.example/docs/garanti.pdf", 2),
             ("fjellvind.example/docs/katalog-2025.pdf", 3)]  # fmt: skip
COUNTRIES = [("no", 12), ("se", 4), ("dk", 3), ("de", 3), ("gb", 2), ("nl", 1), ("us", 1)]
BROWSERS = [("CH", 10), ("SF", 6), ("FF", 3), ("EM", 3), ("SI", 1)]
ENGINES = [("Google", 10), ("Bing", 2), ("DuckDuckGo", 2), ("Yahoo!", 1)]
CAMPAIGNS = [("vaarsalg", 5), ("sommer-nyhetsbrev", 2), ("instagram-friluft", 2)]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def stamp(day: int, second: int) -> str:
        return clock.fmt(clock.midnight + datetime.timedelta(days=day, seconds=second))

    for idsite, name, url, ecommerce, ago, _ in SITES:
        db.execute(
            "INSERT INTO matomo_site (idsite, name, main_url, ts_created, ecommerce, timezone, currency, creator_login)"
            " VALUES (?, ?, ?, ?, ?, 'Europe/Oslo', 'NOK', 'anna.berg')",
            (idsite, name, url, stamp(-ago, 36_000), ecommerce),
        )
    idaccess = 0
    for n, (login, superuser, grants) in enumerate(USERS):
        db.execute(
            "INSERT INTO matomo_user (login, password, email, superuser_access, date_registered, ts_last_seen)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (login, "$2y$10$" + "x" * 53, f"{login}@fjellvind.example", superuser, stamp(-680 + 60 * n, 40_000),
             stamp(-rng.randint(1, 40), 30_000)),
        )  # fmt: skip
        for idsite, access in grants:
            idaccess += 1
            db.execute("INSERT INTO matomo_access VALUES (?, ?, ?, ?)", (idaccess, login, idsite, access))
    for idsite, idgoal, name, pattern, revenue, deleted, _ in GOALS:
        db.execute(
            "INSERT INTO matomo_goal (idsite, idgoal, name, match_attribute, pattern, pattern_type, revenue, deleted)"
            " VALUES (?, ?, ?, 'url', ?, 'contains', ?, ?)",
            (idsite, idgoal, name, pattern, revenue, deleted),
        )

    actions: dict[tuple[str, int], int] = {}

    def action(name: str, kind: int) -> int:
        if (name, kind) not in actions:
            actions[(name, kind)] = len(actions) + 1
            db.execute("INSERT INTO matomo_log_action VALUES (?, ?, ?, ?, ?)",
                       (actions[(name, kind)], name, rng.randint(1, 2**31), kind,
                        3 if kind in (1, 3) else None))  # fmt: skip
        return actions[(name, kind)]

    def pages(idsite: int, day: int) -> list[tuple[str, str]]:
        """(url without scheme, title) of the site's pages, weighted by repetition."""
        host = SITES[idsite - 1][2].removeprefix("https://www.").removeprefix("https://")
        if idsite == 1:
            hot = ["trolltunga-45l"] * (6 if day >= -7 else 1)
            names = PRODUCTS + hot
            result = [(f"{host}/produkt/{p}", p.replace("-", " ").title()) for p in names]
            return result + [(f"{host}/", "Forside")] * 3 + [(f"{host}/handlekurv", "Handlekurv")]
        if idsite == 2:
            return [(f"{host}/{b}", b.replace("-", " ").capitalize()) for b in BLOG] + [(f"{host}/", "Turblogg")]
        if idsite == 3:
            return [(f"{host}/", "Ledige stillinger"), (f"{host}/stilling/butikkmedarbeider", "Butikkmedarbeider")]
        return [(f"{host}/", "Vinterkampanje")]

    site_weights = [(s[0], s[5]) for s in SITES]
    idvisit = idlink = 0
    buster = 1000
    for day in range(-60, 0):
        visits = rng.randint(80, 100)
        for _ in range(visits):
            idsite = rng.choices([s for s, _ in site_weights], weights=[w for _, w in site_weights])[0]
            idvisit += 1
            visitor = rng.randbytes(8)
            start = rng.randint(0, 80_000)
            n_actions = rng.choices([1, 2, 3, 4, 6, 9], weights=[5, 3, 3, 2, 2, 1])[0]
            country = rng.choices([c for c, _ in COUNTRIES], weights=[w for _, w in COUNTRIES])[0]
            browser = rng.choices([b for b, _ in BROWSERS], weights=[w for _, w in BROWSERS])[0]
            device = rng.choices([0, 1, 2], weights=[4, 7, 1])[0]
            ref_type = rng.choices([1, 2, 3, 6], weights=[4, 6, 2, 2])[0]
            ref_name = None
            if ref_type == 2:
                ref_name = rng.choices([e for e, _ in ENGINES], weights=[w for _, w in ENGINES])[0]
            elif ref_type == 3:
                ref_name = rng.choice(["ut.no", "yr.no", "reddit.com"])
            elif ref_type == 6:
                ref_name = rng.choices([c for c, _ in CAMPAIGNS], weights=[w for _, w in CAMPAIGNS])[0]
            returning = rng.choices([0, 1, 2], weights=[5, 3, 1])[0]
            second = start
            entry = exit_ = None
            site_pages = pages(idsite, day)
            rows = []
            for position in range(1, n_actions + 1):
                url, title = rng.choice(site_pages)
                kind = 1
                if idsite == 1 and position > 1 and rng.random() < 0.12:
                    url = rng.choices([d for d, _ in DOWNLOADS], weights=[w for _, w in DOWNLOADS])[0]
                    kind = 3
                spent = rng.randint(5, 120) if position > 1 else 0
                second += spent
                url_id = action(url, kind)
                name_id = action(title, 4) if kind == 1 else None
                entry = entry or url_id
                exit_ = url_id
                idlink += 1
                rows.append((idlink, idsite, visitor, idvisit, position, stamp(day, second), name_id, url_id, spent))
            total_time = second - start
            converted = 0
            conversions: list[tuple[int, str | None, int | None, float]] = []
            if (
                idsite == 1
                and n_actions >= 3
                and rng.random() < (0.35 if ref_type == 6 and ref_name == "vaarsalg" else 0.12)
            ):
                buster += 1
                items = rng.randint(1, 4)
                revenue = items * rng.choice([499, 899, 1299, 2499])
                conversions.append((0, f"FV-{100000 + buster}", items, float(revenue)))
            if idsite in (1, 2, 3) and rng.random() < 0.08:
                goals = [g for g in GOALS if g[0] == idsite and g[6]]
                goal = rng.choices(goals, weights=[g[6] for g in goals])[0]
                conversions.append((goal[1], None, None, 0.0))
            converted = 1 if conversions else 0
            db.execute(
                "INSERT INTO matomo_log_visit (idvisit, idsite, idvisitor, visit_last_action_time, config_id,"
                " location_ip, user_id, visit_first_action_time, visit_goal_buyer, visit_goal_converted,"
                " visitor_returning, visitor_count_visits, visit_entry_idaction_url, visit_exit_idaction_url,"
                " visit_total_actions, visit_total_interactions, visit_total_searches, referer_name, referer_type,"
                " config_browser_name, config_device_type, config_os, location_country, visit_total_time)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)",
                (idvisit, idsite, visitor, stamp(day, second), rng.randbytes(8),
                 bytes([127, 0, 0, rng.randint(1, 254)]),
                 f"kunde{rng.randint(1000, 9999)}" if returning == 2 else None, stamp(day, start),
                 1 if any(c[0] == 0 for c in conversions) else 0, converted, returning,
                 1 if returning == 0 else rng.randint(2, 12), entry, exit_, n_actions, n_actions, ref_name, ref_type,
                 browser, device, {0: "WIN", 1: rng.choice(["AND", "IOS"]), 2: "IOS"}[device], country, total_time),
            )  # fmt: skip
            db.executemany(
                "INSERT INTO matomo_log_link_visit_action (idlink_va, idsite, idvisitor, idvisit, pageview_position,"
                " server_time, idaction_name, idaction_url, time_spent_ref_action) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            for idgoal, order, count, amount in conversions:
                buster += 1
                db.execute(
                    "INSERT INTO matomo_log_conversion (idvisit, idsite, idvisitor, server_time, idaction_url, idgoal,"
                    " buster, idorder, items, url, revenue, visitor_returning, referer_name, referer_type,"
                    " location_country) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (idvisit, idsite, visitor, stamp(day, second), exit_, idgoal, buster, order, count,
                     "https://www.fjellvind.example/kasse/takk", amount, returning, ref_name, ref_type, country),
                )  # fmt: skip
    # the 2019 microsite: a trickle of old visits only
    for day in (-58, -52, -45, -40, -37):
        idvisit += 1
        db.execute(
            "INSERT INTO matomo_log_visit (idvisit, idsite, idvisitor, visit_last_action_time, config_id, location_ip,"
            " visit_first_action_time, visit_goal_converted, visitor_returning, visitor_count_visits,"
            " visit_total_actions, referer_type, config_browser_name, config_device_type, config_os,"
            " location_country, visit_total_time) VALUES (?, 4, ?, ?, ?, ?, ?, 0, 0, 1, 1, 1, 'FF', 0, 'WIN', 'no', 0)",
            (idvisit, rng.randbytes(8), stamp(day, 50_000), rng.randbytes(8), bytes([127, 0, 0, 9]),
             stamp(day, 50_000)),
        )  # fmt: skip
    close_checked(db, "webstats")
