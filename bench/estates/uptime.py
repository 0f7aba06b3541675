"""A Ghent bicycle-parts web shop's uptime monitoring (Velopart) as the SQLite database of Uptime Kuma.

Uptime Kuma 1.23 keeps everything in one SQLite file, ``kuma.db``, created by its Knex migrations and patch scripts;
this is that file with its tables and conventions: integer keys, singular table names (``monitor``, ``heartbeat``,
``tag``, ``user``; ``group`` is a keyword and must be quoted), 0/1 booleans, **``DATETIME`` text in UTC with
milliseconds** in ``heartbeat.time`` (``2025-03-04 21:17:09.000``, dayjs's ``YYYY-MM-DD HH:mm:ss.SSS``) and to the
second elsewhere, JSON in text columns:

* ``user`` (one admin account and a second for the shop's developer; ``twofa_status``), ``api_key`` (``active``,
  ``expires`` NULL for never), ``setting`` (``key``/``value``/``type``: ``keepDataPeriodDays`` 14, so heartbeats go
  back 14 days);
* ``monitor`` (``type`` ``http``, ``keyword``, ``json-query``, ``ping``, ``port``, ``dns``, ``push``, ``docker``,
  ``postgres``, ``redis`` and ``group``; ``active`` 0 while paused; ``interval`` and ``retry_interval`` in seconds,
  ``maxretries``, ``parent`` the group monitor it sits in, ``push_token`` for push monitors, ``docker_host``,
  ``proxy_id``, ``accepted_statuscodes_json``), ``docker_host``, ``proxy``;
* ``heartbeat`` (one row per check: ``status`` **0 down, 1 up, 2 pending (a failure still within its retries), 3
  maintenance**, ``important`` 1 on the beats where the status changed (the ones that notified), ``msg``, ``ping``
  the response time in ms (NULL when down), ``duration`` seconds since the previous beat, ``down_count``);
* ``notification`` (``config`` JSON whose ``type`` is the provider: ``slack``, ``telegram``, ``smtp``, ``ntfy``,
  ``webhook``; ``is_default``), ``monitor_notification``;
* ``tag`` and ``monitor_tag`` (a tag on a monitor, with an optional ``value``);
* ``status_page`` (``slug``, ``published``), ``status_page_cname``, ``"group"`` (a status page's sections) and
  ``monitor_group`` (the monitors a section lists), ``incident`` (a status page's pinned announcement: ``style``
  ``info``, ``warning``, ``danger``..., ``pin`` 1 while shown);
* ``maintenance`` (``strategy`` ``single``, ``manual``, ``recurring-weekday``...; ``start_date``/``end_date``),
  ``monitor_maintenance``, ``maintenance_status_page``;
* ``monitor_tls_info`` (``info_json``: the last certificate seen, ``certInfo.validTo`` as ISO text with a ``T``,
  milliseconds and a ``Z``, ``certInfo.daysRemaining`` as of the check), ``notification_sent_history`` (the
  certificate-expiry reminders already sent: ``type``, ``days``).

Heartbeats are on each monitor's interval (60 s for the storefront and checkout, 300 s for the rest, a push
monitor's check-in period for the cron jobs) counted from today's midnight UTC, up to ``now``, so builds a whole number
of days apart agree; every outage is planted at fixed hours, none within an hour of a 24-hour or 7-day boundary.

Planted signals:

* down right now: the warehouse label printer (since yesterday 16:00) and the nightly backup push monitor, which has
  not checked in since yesterday's 03:30 run;
* outages in the last 7 days (a down beat with ``important`` 1 starts each): the scanner gateway 12 short ones, the
  image CDN 5, the checkout 2 (45 and 20 minutes of 502s), the mail relay 1; the checkout had a third 11 days ago;
* the search API answers in about 850 ms, everything else under 400 ms; the storefront about 180 ms;
* the WMS API was in maintenance for an hour three days ago (status 3), and a maintenance window for the warehouse
  network is scheduled five days ahead (the WMS API, the label printer and the scanner gateway);
* two paused monitors (the blog, the old B2B portal); two active monitors with no notification (the staging
  storefront and the office VPN); the Slack channel is on the most monitors;
* the image CDN's certificate expires in 9 days, the checkout's in 23, the rest after 40 days or more.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE user (id INTEGER PRIMARY KEY AUTOINCREMENT, username VARCHAR(255) NOT NULL UNIQUE, password VARCHAR(255),
  active BOOLEAN NOT NULL DEFAULT 1, timezone VARCHAR(150), twofa_secret VARCHAR(64), twofa_status BOOLEAN NOT NULL
  DEFAULT 0, twofa_last_token VARCHAR(6));
CREATE TABLE api_key (id INTEGER PRIMARY KEY AUTOINCREMENT, key VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL,
  user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE, created_date DATETIME NOT NULL DEFAULT
  (DATETIME('now')), active BOOLEAN NOT NULL DEFAULT 1, expires DATETIME);
CREATE TABLE setting (id INTEGER PRIMARY KEY AUTOINCREMENT, key VARCHAR(200) NOT NULL UNIQUE, value TEXT,
  type VARCHAR(20));
CREATE TABLE docker_host (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES user(id),
  docker_daemon VARCHAR(255), docker_type VARCHAR(255), name VARCHAR(255));
CREATE TABLE proxy (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES user(id),
  protocol VARCHAR(10) NOT NULL, host VARCHAR(255) NOT NULL, port SMALLINT NOT NULL, auth BOOLEAN NOT NULL,
  username VARCHAR(255), password VARCHAR(255), active BOOLEAN NOT NULL DEFAULT 1, "default" BOOLEAN NOT NULL DEFAULT 0,
  created_date DATETIME DEFAULT (DATETIME('now')) NOT NULL);
CREATE TABLE monitor (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(150), active BOOLEAN NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES user(id) ON DELETE SET NULL ON UPDATE CASCADE, interval INTEGER NOT NULL DEFAULT 20,
  url TEXT, type VARCHAR(20), weight INTEGER DEFAULT 2000, hostname VARCHAR(255), port INTEGER,
  created_date DATETIME NOT NULL DEFAULT (DATETIME('now')), keyword VARCHAR(255), maxretries INTEGER NOT NULL DEFAULT 0,
  ignore_tls BOOLEAN NOT NULL DEFAULT 0, upside_down BOOLEAN NOT NULL DEFAULT 0, maxredirects INTEGER NOT NULL DEFAULT
  10, accepted_statuscodes_json TEXT NOT NULL DEFAULT '["200-299"]', dns_resolve_type VARCHAR(5), dns_resolve_server
  VARCHAR(255), dns_last_result VARCHAR(255), retry_interval INTEGER NOT NULL DEFAULT 0, push_token VARCHAR(20),
  method TEXT NOT NULL DEFAULT 'GET', body TEXT, headers TEXT, docker_container VARCHAR(255),
  docker_host INTEGER REFERENCES docker_host(id), proxy_id INTEGER REFERENCES proxy(id),
  expiry_notification BOOLEAN DEFAULT 1, database_connection_string VARCHAR(2000), json_path TEXT,
  expected_value VARCHAR(255), parent INTEGER REFERENCES monitor(id) ON DELETE SET NULL ON UPDATE CASCADE,
  description TEXT, resend_interval INTEGER NOT NULL DEFAULT 0, packet_size INTEGER DEFAULT 56,
  invert_keyword BOOLEAN DEFAULT 0 NOT NULL);
CREATE TABLE heartbeat (id INTEGER PRIMARY KEY AUTOINCREMENT, important BOOLEAN NOT NULL DEFAULT 0,
  monitor_id INTEGER NOT NULL REFERENCES monitor(id) ON DELETE CASCADE ON UPDATE CASCADE, status SMALLINT NOT NULL,
  msg TEXT, time DATETIME NOT NULL, ping INTEGER, duration INTEGER NOT NULL DEFAULT 0, down_count INTEGER NOT NULL
  DEFAULT 0);
CREATE INDEX monitor_time_index ON heartbeat (monitor_id, time);
CREATE TABLE notification (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255), config VARCHAR(255),
  active BOOLEAN NOT NULL DEFAULT 1, user_id INTEGER REFERENCES user(id), is_default BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE monitor_notification (id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id INTEGER NOT NULL REFERENCES
  monitor(id) ON DELETE CASCADE, notification_id INTEGER NOT NULL REFERENCES notification(id) ON DELETE CASCADE,
  UNIQUE (monitor_id, notification_id));
CREATE TABLE tag (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, color VARCHAR(255) NOT NULL,
  created_date DATETIME DEFAULT (DATETIME('now')) NOT NULL);
CREATE TABLE monitor_tag (id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id INTEGER NOT NULL REFERENCES monitor(id)
  ON DELETE CASCADE, tag_id INTEGER NOT NULL REFERENCES tag(id) ON DELETE CASCADE, value TEXT);
CREATE TABLE status_page (id INTEGER PRIMARY KEY AUTOINCREMENT, slug VARCHAR(255) NOT NULL UNIQUE,
  title VARCHAR(255) NOT NULL, description TEXT, icon VARCHAR(255) NOT NULL, theme VARCHAR(30) NOT NULL,
  published BOOLEAN NOT NULL DEFAULT 1, search_engine_index BOOLEAN NOT NULL DEFAULT 1, show_tags BOOLEAN NOT NULL
  DEFAULT 0, password VARCHAR, created_date DATETIME NOT NULL DEFAULT (DATETIME('now')), modified_date DATETIME NOT
  NULL DEFAULT (DATETIME('now')), footer_text TEXT, custom_css TEXT, show_powered_by BOOLEAN NOT NULL DEFAULT 1);
CREATE TABLE status_page_cname (id INTEGER PRIMARY KEY AUTOINCREMENT, status_page_id INTEGER REFERENCES
  status_page(id) ON DELETE CASCADE, domain VARCHAR NOT NULL UNIQUE);
CREATE TABLE "group" (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, created_date DATETIME NOT NULL
  DEFAULT (DATETIME('now')), public BOOLEAN NOT NULL DEFAULT 0, active BOOLEAN NOT NULL DEFAULT 1, weight BOOLEAN NOT
  NULL DEFAULT 1000, status_page_id INTEGER REFERENCES status_page(id) ON DELETE CASCADE);
CREATE TABLE monitor_group (id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id INTEGER NOT NULL REFERENCES monitor(id)
  ON DELETE CASCADE, group_id INTEGER NOT NULL REFERENCES "group"(id) ON DELETE CASCADE, weight BOOLEAN NOT NULL
  DEFAULT 1000, send_url BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE incident (id INTEGER PRIMARY KEY AUTOINCREMENT, title VARCHAR(255) NOT NULL, content TEXT NOT NULL,
  style VARCHAR(30) NOT NULL DEFAULT 'warning', created_date DATETIME NOT NULL DEFAULT (DATETIME('now')),
  last_updated_date DATETIME, pin BOOLEAN NOT NULL DEFAULT 1, active BOOLEAN NOT NULL DEFAULT 1,
  status_page_id INTEGER REFERENCES status_page(id) ON DELETE CASCADE);
CREATE TABLE maintenance (id INTEGER PRIMARY KEY AUTOINCREMENT, title VARCHAR(150) NOT NULL, description TEXT NOT NULL,
  user_id INTEGER REFERENCES user(id) ON DELETE SET NULL, active BOOLEAN NOT NULL DEFAULT 1, strategy VARCHAR(50) NOT
  NULL DEFAULT 'single', start_date DATETIME, end_date DATETIME, start_time TIME, end_time TIME, weekdays VARCHAR(250)
  DEFAULT '[]', days_of_month TEXT DEFAULT '[]', interval_day INTEGER, cron TEXT, timezone VARCHAR(255),
  duration INTEGER);
CREATE TABLE monitor_maintenance (id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id INTEGER NOT NULL REFERENCES
  monitor(id) ON DELETE CASCADE, maintenance_id INTEGER NOT NULL REFERENCES maintenance(id) ON DELETE CASCADE);
CREATE TABLE maintenance_status_page (id INTEGER PRIMARY KEY AUTOINCREMENT, status_page_id INTEGER NOT NULL REFERENCES
  status_page(id) ON DELETE CASCADE, maintenance_id INTEGER NOT NULL REFERENCES maintenance(id) ON DELETE CASCADE);
CREATE TABLE monitor_tls_info (id INTEGER PRIMARY KEY AUTOINCREMENT, monitor_id INTEGER NOT NULL REFERENCES monitor(id)
  ON DELETE CASCADE, info_json TEXT);
CREATE TABLE notification_sent_history (id INTEGER PRIMARY KEY AUTOINCREMENT, type VARCHAR(50) NOT NULL,
  monitor_id INTEGER NOT NULL REFERENCES monitor(id) ON DELETE CASCADE, days INTEGER NOT NULL, UNIQUE (type,
  monitor_id, days));
"""

KEEP_DAYS = 14
# name: (type, target, interval s, parent name, active, response ms (mean), maxretries)
MONITORS: dict[str, tuple[str, str, int, str | None, int, int, int]] = {
    "Web shop": ("group", "", 60, None, 1, 0, 0),
    "Storefront": ("http", "https://www.velopart.example/", 60, "Web shop", 1, 180, 1),
    "Checkout": ("http", "https://www.velopart.example/checkout/health", 60, "Web shop", 1, 240, 1),
    "Search API": ("http", "https://search.velopart.example/health", 300, "Web shop", 1, 850, 1),
    "Mollie payments": ("keyword", "https://status.mollie.com/", 300, "Web shop", 1, 320, 0),
    "Image CDN": ("http", "https://img.velopart.example/ping.png", 300, "Web shop", 1, 95, 0),
    "Warehouse": ("group", "", 60, None, 1, 0, 0),
    "WMS API": ("http", "http://wms.lan:8080/api/health", 300, "Warehouse", 1, 140, 2),
    "Label printer": ("ping", "10.20.0.41", 300, "Warehouse", 1, 3, 2),
    "Scanner gateway": ("port", "10.20.0.12", 300, "Warehouse", 1, 6, 0),
    "Postgres primary": ("postgres", "", 300, None, 1, 12, 1),
    "Redis cache": ("redis", "", 300, None, 1, 4, 1),
    "Mail relay": ("port", "smtp.velopart.example", 300, None, 1, 38, 1),
    "DNS velopart.example": ("dns", "velopart.example", 300, None, 1, 22, 0),
    "bpost tracking API": ("json-query", "https://api.bpost.example/v2/status", 300, None, 1, 390, 1),
    "imgproxy container": ("docker", "imgproxy", 300, None, 1, 0, 0),
    "Newsletter (listmonk)": ("http", "https://news.velopart.example/health", 300, None, 1, 160, 0),
    "Staging storefront": ("http", "https://staging.velopart.example/", 300, None, 1, 310, 0),
    "Office VPN": ("ping", "vpn.velopart.example", 300, None, 1, 18, 0),
    "Nightly backup": ("push", "", 86400, None, 1, 0, 0),
    "Stock sync": ("push", "", 900, None, 1, 0, 0),
    "Invoice export": ("push", "", 3600, None, 1, 0, 0),
    "Blog": ("http", "https://blog.velopart.example/", 300, None, 0, 410, 0),
    "Old B2B portal": ("http", "https://b2b-old.velopart.example/", 300, None, 0, 600, 0),
}
# monitor: [(day, start minute, minutes down, message)]
OUTAGES: dict[str, list[tuple[int, int, int, str]]] = {
    "Checkout": [(-2, 600, 45, "Request failed with status code 502"),
                 (-5, 1210, 20, "Request failed with status code 502"),
                 (-11, 180, 15, "timeout of 48000ms exceeded")],
    "Image CDN": [(day, minute, length, "Request failed with status code 503") for day, minute, length in
                  ((-1, 420, 10), (-2, 900, 10), (-3, 300, 15), (-4, 780, 10), (-6, 1020, 10), (-9, 600, 10))],
    "Scanner gateway": [(-1 - i // 2, 150 + 270 * (i % 2) + 60 * (i % 3), 5 + 5 * (i % 2),
                         "connect ECONNREFUSED 10.20.0.12:9100") for i in range(12)],
    "Mail relay": [(-3, 1300, 10, "Connection failed")],
}  # fmt: skip
NOTIFICATIONS = [
    ("Ops Slack #alerts", "slack", 1),
    ("Warehouse Telegram", "telegram", 0),
    ("On-call e-mail", "smtp", 0),
    ("ntfy phones", "ntfy", 0),
    ("Statuspage webhook", "webhook", 0),
]

TAGS = [("production", "#059669"), ("warehouse", "#D97706"), ("external", "#7C3AED"), ("cron", "#2563EB"),
        ("staging", "#6B7280")]  # fmt: skip
CERT_DAYS = {"Image CDN": 9, "Checkout": 23, "Storefront": 47, "Search API": 61, "Newsletter (listmonk)": 74,
             "bpost tracking API": 203, "Staging storefront": 55, "Mollie payments": 118}  # fmt: skip


def _ms(moment: datetime.datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    fmt = clock.fmt
    db.executemany(
        "INSERT INTO user (id, username, password, active, timezone, twofa_secret, twofa_status)"
        " VALUES (?,?,?,?,?,?,?)",
        [(1, "admin", "$2a$10$" + "a" * 53, 1, "Europe/Brussels", "JBSWY3DPEHPK3PXP", 1),
         (2, "jelle", "$2a$10$" + "b" * 53, 1, "Europe/Brussels", None, 0)],
    )  # fmt: skip
    db.executemany(
        "INSERT INTO api_key (key, name, user_id, created_date, active, expires) VALUES (?,?,?,?,?,?)",
        [("uk1_" + "x" * 32, "Grafana dashboard", 1, clock.stamp(-200, 600), 1, None),
         ("uk2_" + "y" * 32, "Home Assistant", 2, clock.stamp(-90, 700), 1, clock.stamp(40, 0)),
         ("uk3_" + "z" * 32, "Old Prometheus", 1, clock.stamp(-400, 500), 0, None),
         ("uk4_" + "w" * 32, "Load test", 2, clock.stamp(-60, 900), 1, clock.stamp(-20, 0))],
    )  # fmt: skip
    settings = [("primaryBaseURL", '"https://uptime.velopart.example"', "general"),
                ("keepDataPeriodDays", str(KEEP_DAYS), "general"), ("entryPage", '"statusPage-velopart"', "general"),
                ("searchEngineIndex", "false", "general"), ("tlsExpiryNotifyDays", "[7,14,21]", "general"),
                ("trustProxy", "true", "general"), ("disableAuth", "false", "general"),
                ("timezone", '"Europe/Brussels"', "general")]  # fmt: skip
    db.executemany("INSERT INTO setting (key, value, type) VALUES (?,?,?)", settings)
    db.execute("INSERT INTO docker_host VALUES (1, 1, '/var/run/docker.sock', 'socket', 'web1 docker')")
    db.execute(
        'INSERT INTO proxy (id, user_id, protocol, host, port, auth, active, "default", created_date)'
        " VALUES (1, 1, 'http', 'proxy.lan', 3128, 0, 1, 0, ?)",
        (clock.stamp(-300, 0),),
    )
    ids: dict[str, int] = {}
    for number, (name, (kind, target, interval, parent, active, _, retries)) in enumerate(MONITORS.items(), 1):
        ids[name] = number
        url = target if kind in ("http", "keyword", "json-query") else None
        hostname = target if kind in ("ping", "port", "dns") else None
        port = {"Scanner gateway": 9100, "Mail relay": 25, "DNS velopart.example": 53}.get(name)
        db.execute(
            "INSERT INTO monitor (id, name, active, user_id, interval, url, type, hostname, port, created_date,"
            " keyword, maxretries, retry_interval, push_token, docker_container, docker_host, proxy_id,"
            " database_connection_string, json_path, expected_value, parent, description, resend_interval,"
            " dns_resolve_type, dns_resolve_server) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (number, name, active, 1 if number % 5 else 2, interval, url, kind, hostname, port,
             clock.stamp(-400 + 7 * number, 600), "operational" if kind == "keyword" else None, retries,
             60 if retries else interval, f"{rng.getrandbits(64):016x}"[:10] if kind == "push" else None,
             "imgproxy" if kind == "docker" else None, 1 if kind == "docker" else None,
             1 if name == "bpost tracking API" else None,
             {"postgres": "postgres://kuma:***@db1.lan:5432/shop", "redis": "redis://cache.lan:6379"}.get(kind),
             "status" if kind == "json-query" else None, "OK" if kind == "json-query" else None,
             ids.get(parent) if parent else None, None, 60 if name == "Label printer" else 0,
             "A" if kind == "dns" else None, "1.1.1.1" if kind == "dns" else None),
        )  # fmt: skip
    # heartbeats
    beats = []
    start = clock.midnight - datetime.timedelta(days=KEEP_DAYS)
    down_since = {"Label printer": clock.at(-1, 960)}
    for name, (kind, _, interval, _, active, mean, retries) in MONITORS.items():
        if not active or kind == "group":
            continue
        windows = [
            (clock.at(day, minute), clock.at(day, minute + length), message)
            for day, minute, length, message in OUTAGES.get(name, [])
        ]
        if name in down_since:
            windows.append((down_since[name], clock.now + datetime.timedelta(days=1), "Request Timed out"))
        maintenance = (clock.at(-3, 1320), clock.at(-3, 1380)) if name == "WMS API" else None
        first = (
            start if kind != "push" else start + datetime.timedelta(minutes={86400: 210, 900: 7, 3600: 50}[interval])
        )
        moment = first
        previous: int | None = None
        down_count = 0
        fails = 0
        while moment <= clock.now:
            status, msg, ping = 1, "", None
            if kind == "push":
                msg = "OK"
            elif kind in ("http", "keyword", "json-query"):
                msg = "200 - OK"
            if name == "Nightly backup" and moment >= clock.at(-1, 210):
                status, msg = 0, "No heartbeat in the time window"
            for low, high, message in windows:
                if low <= moment < high:
                    status, msg = 0, message
            if maintenance and maintenance[0] <= moment < maintenance[1]:
                status, msg = 3, "Maintenance"
            if status == 0 and previous == 1 and retries and fails < retries:
                status = 2  # a failure still within its retries
                fails += 1
            elif status != 0:
                fails = 0
            if status == 1 and kind != "push":
                ping = max(1, int(rng.gauss(mean, mean * 0.15))) if mean else None
            important = 1 if status != 2 and status != previous else 0  # the first beat is important too
            down_count = down_count + 1 if status == 0 else 0
            beats.append((important, ids[name], status, msg, _ms(moment), ping, interval, down_count))
            if status != 2:
                previous = status
            moment += datetime.timedelta(seconds=interval if status != 2 else 60)
    db.executemany(
        "INSERT INTO heartbeat (important, monitor_id, status, msg, time, ping, duration, down_count)"
        " VALUES (?,?,?,?,?,?,?,?)",
        beats,
    )
    for number, (name, kind, default) in enumerate(NOTIFICATIONS, 1):
        config = {"name": name, "type": kind, "isDefault": bool(default), "applyExisting": False}
        if kind == "slack":
            config["slackwebhookURL"] = "https://hooks.slack.example/services/T0/B0/xyz"
        elif kind == "telegram":
            config["telegramChatID"] = "-100223344"
        elif kind == "smtp":
            config |= {"smtpHost": "smtp.velopart.example", "smtpTo": "oncall@velopart.example"}
        db.execute(
            "INSERT INTO notification (id, name, config, active, user_id, is_default) VALUES (?,?,?,?,?,?)",
            (number, name, json.dumps(config), 1, 1, default),
        )
    links = []
    for name, monitor in ids.items():
        kind, parent = MONITORS[name][0], MONITORS[name][3]
        if name in ("Staging storefront", "Office VPN") or kind == "group":
            continue
        links.append((monitor, 1))  # Slack, the default, on everything else
        if parent == "Warehouse":
            links.append((monitor, 2))
        if name in ("Checkout", "Postgres primary", "Nightly backup", "Mollie payments"):
            links.append((monitor, 3))
        if name in ("Checkout", "Storefront"):
            links.append((monitor, 4))
    links.append((ids["Storefront"], 5))
    db.executemany("INSERT INTO monitor_notification (monitor_id, notification_id) VALUES (?,?)", links)
    for number, (name, color) in enumerate(TAGS, 1):
        db.execute("INSERT INTO tag VALUES (?,?,?,?)", (number, name, color, clock.stamp(-380, 60 * number)))
    tagged: list[tuple[int, int, str | None]] = []
    for name, monitor in ids.items():
        kind, parent, active = MONITORS[name][0], MONITORS[name][3], MONITORS[name][4]
        if kind == "group":
            continue
        if name.startswith("Staging"):
            tagged.append((monitor, 5, None))
        elif active and name not in ("Office VPN",):
            tagged.append((monitor, 1, None))
        if parent == "Warehouse":
            tagged.append((monitor, 2, "Zwijnaarde"))
        if name in ("Mollie payments", "bpost tracking API", "Image CDN"):
            tagged.append((monitor, 3, None))
        if kind == "push":
            tagged.append((monitor, 4, None))
    db.executemany("INSERT INTO monitor_tag (monitor_id, tag_id, value) VALUES (?,?,?)", tagged)
    db.executemany(
        "INSERT INTO status_page (id, slug, title, description, icon, theme, published, show_tags, created_date,"
        " modified_date, footer_text) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        [(1, "velopart", "Velopart status", "Is the shop up?", "/icon.svg", "light", 1, 0, clock.stamp(-380, 600),
          clock.stamp(-3, 700), "Velopart BV, Gent"),
         (2, "warehouse", "Warehouse systems", "For the Zwijnaarde team", "/icon.svg", "dark", 1, 1,
          clock.stamp(-200, 600), clock.stamp(-20, 700), None),
         (3, "partners", "Partner API status", None, "/icon.svg", "auto", 0, 0, clock.stamp(-60, 600),
          clock.stamp(-60, 600), None)],
    )  # fmt: skip
    db.execute("INSERT INTO status_page_cname (status_page_id, domain) VALUES (1, 'status.velopart.example')")
    sections = [(1, "Shop", 1, ["Storefront", "Checkout", "Search API", "Mollie payments", "Image CDN"]),
                (2, "Delivery", 1, ["bpost tracking API", "Mail relay"]),
                (3, "Warehouse", 2, ["WMS API", "Label printer", "Scanner gateway"]),
                (4, "Back office", 2, ["Postgres primary", "Stock sync", "Invoice export"]),
                (5, "Partner API", 3, ["Search API"])]  # fmt: skip
    for group_id, title, page, members in sections:
        db.execute(
            'INSERT INTO "group" (id, name, created_date, public, active, weight, status_page_id)'
            " VALUES (?,?,?,?,?,?,?)",
            (group_id, title, clock.stamp(-200, 0), 1, 1, group_id, page),
        )
        db.executemany(
            "INSERT INTO monitor_group (monitor_id, group_id, weight) VALUES (?,?,?)",
            [(ids[name], group_id, weight) for weight, name in enumerate(members, 1)],
        )
    db.executemany(
        "INSERT INTO incident (title, content, style, created_date, last_updated_date, pin, active, status_page_id)"
        " VALUES (?,?,?,?,?,?,?,?)",
        [("Checkout errors", "Some payments failed between 10:00 and 10:45 UTC. Resolved.", "warning",
          clock.stamp(-2, 615), clock.stamp(-2, 660), 0, 1, 1),
         ("Label printer offline", "Parcels are labelled by hand until the printer is replaced.", "danger",
          clock.stamp(-1, 990), clock.stamp(-1, 990), 1, 1, 2),
         ("Scheduled network work", "Warehouse network maintenance, see the maintenance window.", "info",
          clock.stamp(-40, 600), clock.stamp(-40, 600), 0, 1, 2)],
    )  # fmt: skip
    maintenances = [
        (1, "Warehouse network switch replacement", "Core switch swap in Zwijnaarde", "single",
         clock.stamp(5, 1260), clock.stamp(5, 1380), ["WMS API", "Label printer", "Scanner gateway"], [2]),
        (2, "WMS upgrade", "WMS 7.2 to 7.3", "single", clock.stamp(-3, 1320), clock.stamp(-3, 1380), ["WMS API"], [2]),
        (3, "Weekly DB vacuum", "Sunday night", "recurring-weekday", clock.stamp(-90, 0), None, ["Postgres primary"],
         []),
    ]  # fmt: skip
    for number, title, description, strategy, begins, ends, members, pages in maintenances:
        db.execute(
            "INSERT INTO maintenance (id, title, description, user_id, active, strategy, start_date, end_date,"
            " start_time, end_time, weekdays, timezone, duration) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (number, title, description, 1, 1, strategy, begins, ends,
             "02:00" if strategy != "single" else None, "03:00" if strategy != "single" else None,
             "[0]" if strategy != "single" else "[]", "Europe/Brussels", 3600 if strategy != "single" else None),
        )  # fmt: skip
        db.executemany(
            "INSERT INTO monitor_maintenance (monitor_id, maintenance_id) VALUES (?,?)",
            [(ids[name], number) for name in members],
        )
        db.executemany(
            "INSERT INTO maintenance_status_page (status_page_id, maintenance_id) VALUES (?,?)",
            [(page, number) for page in pages],
        )
    for name, days in CERT_DAYS.items():
        valid_to = clock.at(days, 1439) + datetime.timedelta(seconds=59)
        info = {"valid": True, "certInfo": {"subject": {"CN": MONITORS[name][1].split("/")[2]},
                "issuer": {"O": "Let's Encrypt", "CN": "R11"}, "validFrom": fmt(valid_to - datetime.timedelta(days=90))
                .replace(" ", "T") + ".000Z", "validTo": fmt(valid_to).replace(" ", "T") + ".000Z",
                "daysRemaining": days, "certType": "server"}}  # fmt: skip
        db.execute("INSERT INTO monitor_tls_info (monitor_id, info_json) VALUES (?,?)", (ids[name], json.dumps(info)))
        for threshold in (21, 14, 7):
            if days <= threshold:
                db.execute(
                    "INSERT INTO notification_sent_history (type, monitor_id, days) VALUES ('certificate', ?, ?)",
                    (ids[name], threshold),
                )
    close_checked(db, "uptime")
