"""A Utrecht family's Pi-hole (the Van Dijk household) as its FTL long-term database, with its gravity tables beside.

Pi-hole v5 keeps two SQLite files: ``pihole-FTL.db`` (FTL's long-term query log) and ``gravity.db`` (its lists). This
estate holds both sets of tables in one file, as if ``gravity.db`` were attached, with their real names and
conventions: **every time is a Unix epoch integer in seconds** (``timestamp``, ``firstSeen``, ``lastQuery``,
``date_added``...), booleans are 0/1, and:

* ``query_storage`` (FTL v5.10+) stores each query with **integer references** to ``domain_by_id``, ``client_by_id``
  (the client's ``ip`` and the ``name`` FTL resolved for it), ``forward_by_id`` (the upstream, written ``ip#port``)
  and ``addinfo_by_id`` (the CNAME a query was blocked through); the view ``queries`` spells them out as text, as
  Pi-hole's own view does. ``type`` is the query type (1 A, 2 AAAA, 3 ANY, 4 SRV, 5 SOA, 6 PTR, 7 TXT, 8 NAPTR, 9 MX,
  10 DS, 11 RRSIG, 12 DNSKEY, 13 NS, 14 OTHER, 15 SVCB, 16 HTTPS); **``status`` is FTL's status code**: 0 unknown,
  **1 blocked by gravity**, 2 forwarded upstream, 3 answered from the cache, **4 blocked by a regex**, **5 blocked by
  the exact denylist**, 6-8 blocked upstream, **9 gravity, 10 regex and 11 denylist blocking found through a CNAME**,
  12 retried, 13 retried but ignored, 14 already forwarded, 15 blocked while the database was busy, 16 special domain;
  ``reply_type`` (1 NODATA, 2 NXDOMAIN, 3 CNAME, 4 IP, 7 SERVFAIL...), ``reply_time`` in seconds, ``list_id`` the
  domainlist entry (regex or denylist) or the adlist (gravity) that blocked it;
* ``network`` (one row per hardware address: ``firstSeen``, ``lastQuery``, ``numQueries``, ``macVendor``) and
  ``network_addresses`` (its IP addresses and host names), ``aliasclient``, ``message`` (FTL's diagnosis messages by
  ``type``: ``RATE_LIMIT`` with the client in ``blob1``, ``LOAD``, ``DNSMASQ_WARN``), ``ftl`` and ``counters``;
* gravity: ``"group"`` (a keyword, quoted; group 0 is ``Default``), ``adlist`` (the blocklists: ``number`` of domains,
  **``status`` 1 downloaded, 2 unchanged, 3 unavailable (the cached copy used), 4 failed**), ``gravity`` (the
  blocklists' domains), ``domainlist`` (**``type`` 0 exact allowlist, 1 exact denylist, 2 regex allowlist, 3 regex
  denylist**), ``client`` (the clients the groups are given to, by IP, named in ``comment``), and the
  ``*_by_group`` link tables, ``info`` and ``domain_audit``.

Queries reach 30 days back from ``now`` (``maxDBdays`` shortened), the network table and lists further.

Planted signals:

* the Samsung TV sends by far the most queries and has by far the largest blocked share (its telemetry,
  ``log-config.samsungacr.com`` first among blocked domains); the smart plug polls ``n-devs.tplinkcloud.com``;
* the printer and the Pi itself never had anything blocked; the Nintendo Switch appeared four days ago; the old
  Kindle and the old Chromecast have not asked anything for over a month;
* Quad9 (``9.9.9.9#53``) answers about three times slower than Cloudflare; a few SERVFAILs come from it;
* the kids' iPad is in the ``Kinderen`` group with regex filters for TikTok and Roblox;
* StevenBlack's list is the biggest blocklist; the Firebog list failed to download and a hosts mirror used its cache;
  the old ``adaway`` list is disabled;
* FTL rate-limited the TV several times in the last week.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE ftl (id INTEGER PRIMARY KEY NOT NULL, value BLOB NOT NULL);
CREATE TABLE counters (id INTEGER PRIMARY KEY NOT NULL, value INTEGER NOT NULL);
CREATE TABLE domain_by_id (id INTEGER PRIMARY KEY, domain TEXT NOT NULL);
CREATE UNIQUE INDEX domain_by_id_domain_idx ON domain_by_id (domain);
CREATE TABLE client_by_id (id INTEGER PRIMARY KEY, ip TEXT NOT NULL, name TEXT);
CREATE UNIQUE INDEX client_by_id_client_idx ON client_by_id (ip, name);
CREATE TABLE forward_by_id (id INTEGER PRIMARY KEY, forward TEXT NOT NULL);
CREATE TABLE addinfo_by_id (id INTEGER PRIMARY KEY, type INTEGER NOT NULL, content NOT NULL);
CREATE TABLE query_storage (
  id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp INTEGER NOT NULL, type INTEGER NOT NULL, status INTEGER NOT NULL,
  domain INTEGER NOT NULL REFERENCES domain_by_id (id), client INTEGER NOT NULL REFERENCES client_by_id (id),
  forward INTEGER REFERENCES forward_by_id (id), additional_info INTEGER REFERENCES addinfo_by_id (id),
  reply_type INTEGER, reply_time REAL, dnssec INTEGER, list_id INTEGER
);
CREATE INDEX idx_queries_timestamps ON query_storage (timestamp);
CREATE VIEW queries AS SELECT id, timestamp, type, status,
  CASE typeof(domain) WHEN 'integer' THEN (SELECT domain FROM domain_by_id d WHERE d.id = q.domain)
    ELSE domain END domain,
  CASE typeof(client) WHEN 'integer' THEN (SELECT ip FROM client_by_id c WHERE c.id = q.client) ELSE client END client,
  CASE typeof(forward) WHEN 'integer' THEN (SELECT forward FROM forward_by_id f WHERE f.id = q.forward)
    ELSE forward END forward,
  CASE typeof(additional_info) WHEN 'integer' THEN (SELECT content FROM addinfo_by_id a WHERE a.id = q.additional_info)
    ELSE additional_info END additional_info,
  reply_type, reply_time, dnssec, list_id FROM query_storage q;
CREATE TABLE aliasclient (id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, comment TEXT);
CREATE TABLE network (
  id INTEGER PRIMARY KEY NOT NULL, hwaddr TEXT UNIQUE NOT NULL, interface TEXT NOT NULL, firstSeen INTEGER NOT NULL,
  lastQuery INTEGER NOT NULL, numQueries INTEGER NOT NULL, macVendor TEXT,
  aliasclient_id INTEGER REFERENCES aliasclient (id)
);
CREATE TABLE network_addresses (
  network_id INTEGER NOT NULL REFERENCES network (id), ip TEXT PRIMARY KEY NOT NULL, lastSeen INTEGER NOT NULL,
  name TEXT, nameUpdated INTEGER
);
CREATE TABLE message (
  id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp INTEGER NOT NULL, type TEXT NOT NULL, message TEXT NOT NULL,
  blob1 BLOB, blob2 BLOB, blob3 BLOB, blob4 BLOB, blob5 BLOB
);
CREATE TABLE "group" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, enabled BOOLEAN NOT NULL DEFAULT 1, name TEXT UNIQUE NOT NULL,
  date_added INTEGER NOT NULL, date_modified INTEGER NOT NULL, description TEXT
);
CREATE TABLE domainlist (
  id INTEGER PRIMARY KEY AUTOINCREMENT, type INTEGER NOT NULL DEFAULT 0, domain TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT 1, date_added INTEGER NOT NULL, date_modified INTEGER NOT NULL, comment TEXT,
  UNIQUE (domain, type)
);
CREATE TABLE domainlist_by_group (
  domainlist_id INTEGER NOT NULL REFERENCES domainlist (id), group_id INTEGER NOT NULL REFERENCES "group" (id),
  PRIMARY KEY (domainlist_id, group_id)
);
CREATE TABLE adlist (
  id INTEGER PRIMARY KEY AUTOINCREMENT, address TEXT UNIQUE NOT NULL, enabled BOOLEAN NOT NULL DEFAULT 1,
  date_added INTEGER NOT NULL, date_modified INTEGER NOT NULL, comment TEXT, date_updated INTEGER,
  number INTEGER NOT NULL DEFAULT 0, invalid_domains INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE adlist_by_group (
  adlist_id INTEGER NOT NULL REFERENCES adlist (id), group_id INTEGER NOT NULL REFERENCES "group" (id),
  PRIMARY KEY (adlist_id, group_id)
);
CREATE TABLE gravity (
  domain TEXT NOT NULL, adlist_id INTEGER NOT NULL REFERENCES adlist (id), PRIMARY KEY (domain, adlist_id)
);
CREATE TABLE client (
  id INTEGER PRIMARY KEY AUTOINCREMENT, ip TEXT NOT NULL UNIQUE, date_added INTEGER NOT NULL,
  date_modified INTEGER NOT NULL, comment TEXT
);
CREATE TABLE client_by_group (
  client_id INTEGER NOT NULL REFERENCES client (id), group_id INTEGER NOT NULL REFERENCES "group" (id),
  PRIMARY KEY (client_id, group_id)
);
CREATE TABLE info (property TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE domain_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT, domain TEXT UNIQUE NOT NULL, date_added INTEGER NOT NULL
);
"""

DAYS = 30
BLOCKED = (1, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16)
UPSTREAMS = {"1.1.1.1#53": 0.014, "1.0.0.1#53": 0.016, "9.9.9.9#53": 0.048}  # mean seconds to answer
# blocklists: address, comment, enabled, status, domains, days since added
ADLISTS = (
    ("https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts", "StevenBlack unified", 1, 2, 900, 700),
    ("https://v.firebog.net/hosts/Easyprivacy.txt", "Firebog EasyPrivacy", 1, 4, 320, 500),
    ("https://v.firebog.net/hosts/AdguardDNS.txt", "AdGuard DNS", 1, 1, 450, 500),
    ("https://raw.githubusercontent.com/Perflyst/PiHoleBlocklist/master/SmartTV.txt", "Smart TV trackers", 1, 1, 160,
     300),
    ("https://blocklistproject.github.io/Lists/alt-version/tracking-nl.txt", "hosts mirror (tracking)", 1, 3, 260, 200),
    ("https://adaway.org/hosts.txt", "AdAway (old)", 0, 2, 0, 800),
)  # fmt: skip
# blocked domains and the lists that carry them (index into ADLISTS)
BLOCKLISTED = {
    "log-config.samsungacr.com": (0, 3),
    "samsungads.com": (0, 3),
    "acr-eu-prd.samsungcloud.tv": (3,),
    "ads.samsung.com": (0, 3),
    "doubleclick.net": (0, 2),
    "googleads.g.doubleclick.net": (0, 2),
    "app-measurement.com": (1, 2),
    "graph.facebook.com": (1,),
    "scorecardresearch.com": (0, 1, 4),
    "data.mistat.xiaomi.com": (4,),
    "in.appcenter.ms": (1,),
    "telemetry.nintendo.com": (2,),
}
ALLOWED = (
    "www.nu.nl", "nos.nl", "www.google.com", "www.youtube.com", "i.ytimg.com", "outlook.office365.com",
    "teams.microsoft.com", "web.whatsapp.com", "mmg.whatsapp.net", "www.bol.com", "www.ah.nl", "api.spotify.com",
    "github.com", "www.netflix.com", "nflxvideo.net", "icloud.com", "gateway.icloud.com", "time.apple.com",
    "connectivitycheck.gstatic.com", "www.ns.nl", "mijn.ing.nl", "www.npostart.nl", "buienradar.nl",
)  # fmt: skip
# client ip: (FTL name, queries a day, share blocked, blocked domains it asks, allowed domains it asks, mac, vendor,
#             days since first seen)
CLIENTS: dict[str, tuple[str, int, float, tuple[str, ...], tuple[str, ...], str, str | None, int]] = {
    "192.168.1.40": ("samsung-tv.fritz.box", 820, 0.55,
                     ("log-config.samsungacr.com",) * 6 + ("samsungads.com",) * 2 + ("acr-eu-prd.samsungcloud.tv",
                      "ads.samsung.com", "doubleclick.net"),
                     ("www.youtube.com", "i.ytimg.com", "www.netflix.com", "nflxvideo.net", "www.npostart.nl"),
                     "f4:7b:09:11:2a:40", "Samsung Electronics", 400),
    "192.168.1.50": ("tapo-plug.fritz.box", 360, 0.0, (), ("n-devs.tplinkcloud.com",) * 9 + ("time.google.com",),
                     "5c:e9:31:70:aa:50", "TP-Link", 250),
    "192.168.1.21": ("laptop-marieke.fritz.box", 310, 0.12,
                     ("doubleclick.net", "googleads.g.doubleclick.net", "scorecardresearch.com", "graph.facebook.com"),
                     ALLOWED, "a4:bb:6d:21:10:21", "Dell", 600),
    "192.168.1.22": ("macbook-joost.fritz.box", 260, 0.09,
                     ("doubleclick.net", "app-measurement.com", "scorecardresearch.com"), ALLOWED,
                     "3c:22:fb:0e:51:22", "Apple", 600),
    "192.168.1.10": ("nas.fritz.box", 240, 0.01, ("in.appcenter.ms",),
                     ("global.quickconnect.to", "update.synology.com", "wpad.fritz.box", "time.google.com"),
                     "00:11:32:aa:bb:10", "Synology", 700),
    "192.168.1.31": ("iphone-marieke.fritz.box", 210, 0.15, ("app-measurement.com", "graph.facebook.com"), ALLOWED,
                     "d0:81:7a:31:31:31", "Apple", 500),
    "192.168.1.32": ("pixel-joost.fritz.box", 190, 0.14, ("app-measurement.com", "googleads.g.doubleclick.net"),
                     ALLOWED, "58:24:29:32:32:32", "Google", 350),
    "192.168.1.41": ("ipad-sem.fritz.box", 150, 0.15, ("app-measurement.com", "in.appcenter.ms"),
                     ("www.youtube.com",) * 4 + ("i.ytimg.com",) * 3 + ("kids.youtube.com",) * 2
                     + ("www.roblox.com", "www.tiktok.com"),
                     "6c:4a:85:41:41:41", "Apple", 300),
    "192.168.1.60": ("printer-hp.fritz.box", 14, 0.0, (), ("hpeprint.com", "time.google.com"),
                     "10:1f:74:60:60:60", "HP", 650),
    "127.0.0.1": ("localhost", 30, 0.0, (), ("pi.hole", "raw.githubusercontent.com", "v.firebog.net"),
                  "00:00:00:00:00:00", None, 800),
    "192.168.1.70": ("switch-sem.fritz.box", 90, 0.2, ("telemetry.nintendo.com",),
                     ("accounts.nintendo.com", "atum.hac.lp1.d4c.nintendo.net", "www.youtube.com"),
                     "98:b6:e9:70:70:70", "Nintendo", 4),
}  # fmt: skip
QUIET = (  # devices gone quiet: (name, ip, mac, vendor, days since last query, days since first seen)
    ("kindle-oud.fritz.box", "192.168.1.80", "74:c2:46:80:80:80", "Amazon Technologies", 47, 900),
    ("chromecast-oud.fritz.box", "192.168.1.81", "f4:f5:d8:81:81:81", "Google", 38, 800),
)
GROUPS = (("Default", "The default group"), ("Kinderen", "Sem's devices: stricter"), ("IoT", "Smart home"))
GROUP_CLIENTS = {"192.168.1.41": "Kinderen", "192.168.1.70": "Kinderen", "192.168.1.50": "IoT", "192.168.1.40": "IoT"}
# domainlist: (type, domain, enabled, comment, group or None for Default)
DOMAINLIST = (
    (0, "s.youtube.com", 1, "YouTube history", None),
    (0, "www.googleadservices.com", 1, "Marieke's shopping links", None),
    (1, "graph.facebook.com", 1, None, None),
    (1, "data.mistat.xiaomi.com", 1, "old vacuum", None),
    (1, "samsungads.com", 1, "TV ads", "IoT"),
    (1, "wpad.fritz.box", 0, "disabled test", None),
    (3, r"(\.|^)tiktok\.com$", 1, "no TikTok for Sem", "Kinderen"),
    (3, r"(\.|^)roblox\.com$", 1, "Roblox only weekends", "Kinderen"),
    (3, r"^ad[sx]?[0-9]*\.", 1, "ad servers", None),
    (3, r"(\.|^)xiaomi\.com$", 0, "old vacuum, unplugged", None),
    (2, r"(\.|^)ns\.nl$", 1, "train times", None),
)


def _clear_of_now(second: int, now_second: int) -> int:
    """A query's second of the day, moved off the few minutes around now's (a window counted back from ``now`` whole
    days then cuts no day's queries where the seconds between a build and a query could move one across it)."""
    if abs(second - now_second) > 180:
        return second
    return now_second + 240 if now_second + 240 < 86400 else now_second - 240


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def epoch(day: float, seconds: int = 0) -> int:
        moment = clock.midnight + datetime.timedelta(days=day, seconds=seconds)
        return int(moment.replace(tzinfo=datetime.UTC).timestamp())

    now_epoch = int(clock.now.replace(tzinfo=datetime.UTC).timestamp())
    now_second = (clock.now - clock.midnight).seconds
    db.executemany(
        "INSERT INTO ftl VALUES (?, ?)",
        [(0, "13"), (1, str(now_epoch - 60)), (2, str(epoch(-DAYS))), (3, "v5.25.2")],
    )
    # gravity: groups, lists, clients
    for k, (name, description) in enumerate(GROUPS):
        db.execute(
            'INSERT INTO "group" VALUES (?, 1, ?, ?, ?, ?)', (k, name, epoch(-800), epoch(-800 + 100 * k), description)
        )
    group_id = {name: k for k, (name, _) in enumerate(GROUPS)}
    adlist_ids: list[int] = []
    for k, (address, comment, enabled, status, number, age) in enumerate(ADLISTS, start=1):
        updated = epoch(-(1 + k % 2), 3 * 3600 + 600)  # gravity runs weekly at night; the last run a day or two ago
        db.execute(
            "INSERT INTO adlist VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, address, enabled, epoch(-age), epoch(-age // 2), comment, updated, number, k % 3, status),
        )
        db.execute("INSERT INTO adlist_by_group VALUES (?, 0)", (k,))
        if comment == "Smart TV trackers":
            db.execute("INSERT INTO adlist_by_group VALUES (?, ?)", (k, group_id["IoT"]))
        adlist_ids.append(k)
    gravity: set[tuple[str, int]] = set()
    for domain, lists in BLOCKLISTED.items():
        gravity.update((domain, adlist_ids[i]) for i in lists if ADLISTS[i][2])
    words = ("ads", "track", "pixel", "metrics", "stats", "beacon", "tag", "cdn", "log", "telemetry", "analytics")
    tlds = ("com", "net", "io", "nl", "de", "tv", "co")
    for i, (_, _, enabled, _, number, _) in enumerate(ADLISTS):
        have = sum(1 for _, a in gravity if a == adlist_ids[i])
        while enabled and have < number:
            domain = (
                f"{rng.choice(words)}{rng.randint(1, 9999)}.{rng.choice(words)}-{rng.randint(1, 99)}.{rng.choice(tlds)}"
            )
            if (domain, adlist_ids[i]) not in gravity:
                gravity.add((domain, adlist_ids[i]))
                have += 1
    db.executemany("INSERT INTO gravity VALUES (?, ?)", sorted(gravity))
    domainlist_ids: dict[str, int] = {}
    for k, (kind, domain, enabled, note, group) in enumerate(DOMAINLIST, start=1):
        db.execute(
            "INSERT INTO domainlist VALUES (?, ?, ?, ?, ?, ?, ?)",
            (k, kind, domain, enabled, epoch(-300 + 20 * k), epoch(-200 + 15 * k), note),
        )
        db.execute("INSERT INTO domainlist_by_group VALUES (?, ?)", (k, group_id[group] if group else 0))
        domainlist_ids[domain] = k
    for k, (ip, group) in enumerate(sorted(GROUP_CLIENTS.items()), start=1):
        name = CLIENTS[ip][0].split(".")[0]
        db.execute("INSERT INTO client VALUES (?, ?, ?, ?, ?)", (k, ip, epoch(-250 + k), epoch(-100 + k), name))
        db.execute("INSERT INTO client_by_group VALUES (?, ?)", (k, group_id[group]))
        if group == "Kinderen":
            db.execute("INSERT INTO client_by_group VALUES (?, 0)", (k,))
    db.executemany(
        "INSERT INTO info VALUES (?, ?)",
        [("version", "15"), ("updated", str(epoch(-1, 3 * 3600 + 600))), ("gravity_count", str(len(gravity)))],
    )
    for k, domain in enumerate(("www.googleadservices.com", "s.youtube.com", "ads.samsung.com"), start=1):
        db.execute("INSERT INTO domain_audit VALUES (?, ?, ?)", (k, domain, epoch(-90 + 10 * k)))

    # FTL: network, clients, queries
    db.execute("INSERT INTO aliasclient VALUES (1, 'Sem (all devices)', 'iPad and Switch')")
    upstream_ids = {forward: k for k, forward in enumerate(UPSTREAMS, start=1)}
    db.executemany("INSERT INTO forward_by_id VALUES (?, ?)", [(k, f) for f, k in upstream_ids.items()])
    client_ids: dict[str, int] = {}
    domain_ids: dict[str, int] = {}

    def domain_id(domain: str) -> int:
        if domain not in domain_ids:
            domain_ids[domain] = len(domain_ids) + 1
            db.execute("INSERT INTO domain_by_id VALUES (?, ?)", (domain_ids[domain], domain))
        return domain_ids[domain]

    addinfo = {"log-config.samsungacr.com": 1, "app-measurement.com": 2}
    db.execute("INSERT INTO addinfo_by_id VALUES (1, 1, 'log-config.samsungacr.com')")
    db.execute("INSERT INTO addinfo_by_id VALUES (2, 1, 'app-measurement.com')")
    regex_blocked = {"www.tiktok.com": domainlist_ids[r"(\.|^)tiktok\.com$"],
                     "www.roblox.com": domainlist_ids[r"(\.|^)roblox\.com$"]}  # fmt: skip
    rows: list[tuple[object, ...]] = []
    counts: dict[str, tuple[int, int]] = {}
    last_query: dict[str, int] = {}
    for k, (ip, (name, per_day, blocked_share, blocked, allowed, _, _, first_seen)) in enumerate(CLIENTS.items(), 1):
        client_ids[ip] = k
        db.execute("INSERT INTO client_by_id VALUES (?, ?, ?)", (k, ip, name))
        for day in range(-DAYS, 1):
            if day < -first_seen:
                continue
            n = max(0, int(rng.gauss(per_day, per_day * 0.08)))
            for _ in range(n):
                second = _clear_of_now(rng.randrange(86400), now_second)
                is_blocked = blocked and rng.random() < blocked_share
                domain = rng.choice(blocked if is_blocked else allowed)
                qtype = rng.choices((1, 2, 16, 6, 7), weights=(60, 25, 9, 4, 2))[0]
                forward = additional = list_id = None
                reply_time: float
                if domain in regex_blocked and ip in GROUP_CLIENTS and GROUP_CLIENTS[ip] == "Kinderen":
                    status, reply_type, reply_time, list_id = 4, 4, 0.0002, regex_blocked[domain]
                elif is_blocked and domain in domainlist_ids and domain in ("graph.facebook.com", "samsungads.com"):
                    status, reply_type, reply_time, list_id = 5, 4, 0.0002, domainlist_ids[domain]
                elif is_blocked and domain in addinfo and rng.random() < 0.3:
                    # a harmless-looking name whose CNAME is on a blocklist
                    status, reply_type, reply_time = 9, 4, 0.0003
                    additional = addinfo[domain]
                    domain = "cdn-" + domain.split(".")[0] + ".trafficmanager.net"
                    list_id = adlist_ids[0]
                elif is_blocked:
                    status, reply_type, reply_time = 1, 4, 0.0002
                    list_id = adlist_ids[BLOCKLISTED[domain][0]]
                elif rng.random() < 0.35:
                    status, reply_type, reply_time = 3, 4, 0.0001
                else:
                    status = 2
                    upstream = rng.choices(list(UPSTREAMS), weights=(5, 2, 3))[0]
                    forward = upstream_ids[upstream]
                    reply_time = round(max(0.002, rng.gauss(UPSTREAMS[upstream], UPSTREAMS[upstream] / 4)), 6)
                    reply_type = 2 if domain == "wpad.fritz.box" else 3 if rng.random() < 0.2 else 4
                    if upstream == "9.9.9.9#53" and rng.random() < 0.01:
                        reply_type = 7
                moment = epoch(day, second)
                if moment > now_epoch - 60:
                    continue
                rows.append(
                    (moment, qtype, status, domain_id(domain), k, forward, additional, reply_type, reply_time, 0,
                     list_id)
                )  # fmt: skip
                total, blocked_count = counts.get(ip, (0, 0))
                counts[ip] = (total + 1, blocked_count + (status in BLOCKED))
                last_query[ip] = max(last_query.get(ip, 0), moment)
    rows.sort(key=lambda row: int(row[0]))  # type: ignore[call-overload]
    db.executemany(
        "INSERT INTO query_storage (timestamp, type, status, domain, client, forward, additional_info, reply_type, "
        "reply_time, dnssec, list_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    total = sum(t for t, _ in counts.values())
    db.executemany("INSERT INTO counters VALUES (?, ?)", [(0, total), (1, sum(b for _, b in counts.values()))])
    for k, (ip, (name, _, _, _, _, mac, vendor, first_seen)) in enumerate(CLIENTS.items(), start=1):
        last = last_query.get(ip, epoch(-1, 3600))
        db.execute(
            "INSERT INTO network VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (k, mac, "lo" if ip == "127.0.0.1" else "eth0", epoch(-first_seen, 36000 + 60 * k), last,
             counts.get(ip, (0, 0))[0], vendor, 1 if ip in ("192.168.1.41", "192.168.1.70") else None),
        )  # fmt: skip
        db.execute("INSERT INTO network_addresses VALUES (?, ?, ?, ?, ?)", (k, ip, last, name, epoch(-1)))
    for k, (name, ip, mac, vendor, quiet, first_seen) in enumerate(QUIET, start=len(CLIENTS) + 1):
        last = epoch(-quiet, 19 * 3600 + 120 * k)
        db.execute(
            "INSERT INTO network VALUES (?, ?, 'eth0', ?, ?, ?, ?, NULL)",
            (k, mac, epoch(-first_seen, 40000), last, 1200 + 37 * k, vendor),
        )
        db.execute("INSERT INTO network_addresses VALUES (?, ?, ?, ?, ?)", (k, ip, last, name, last))
    # FTL's messages: the TV rate-limited, load warnings, a dnsmasq warning
    messages: list[tuple[object, ...]] = []
    for day in range(-DAYS, 1):
        for _ in range(rng.choice((0, 1, 1, 2)) if day >= -7 else rng.choice((0, 0, 1))):
            moment = epoch(day, _clear_of_now(rng.randrange(18 * 3600, 23 * 3600), now_second))
            if moment < now_epoch - 60:
                messages.append((moment, "RATE_LIMIT", "Rate-limiting 192.168.1.40 for at least 60 seconds",
                                 "192.168.1.40", 1000, 60, None, None))  # fmt: skip
        if day % 6 == 0 and day < 0:
            moment = epoch(day, 4 * 3600)
            messages.append((moment, "LOAD", "excessive load", 2.1, 1, None, None, None))
    messages.append((epoch(-12, 7200), "DNSMASQ_WARN", "reducing DNS packet size for nameserver 9.9.9.9 to 1280",
                     None, None, None, None, None))  # fmt: skip
    messages.sort(key=lambda row: int(row[0]))  # type: ignore[call-overload]
    db.executemany(
        "INSERT INTO message (timestamp, type, message, blob1, blob2, blob3, blob4, blob5) VALUES "
        "(?, ?, ?, ?, ?, ?, ?, ?)",
        messages,
    )
    close_checked(db, "sinkhole")
