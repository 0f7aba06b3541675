"""A Utrecht web host's name servers (Kanaalhost) as PowerDNS Authoritative's generic SQL backend with PowerDNS-Admin.

PowerDNS Authoritative 4.7 reads its zones from the ``gsqlite3`` backend's tables, and PowerDNS-Admin 0.4 (the web
front end the host's staff and customers use) keeps its own tables in the same SQLite file, as the host runs them:

* PowerDNS's own: ``domains`` (``type`` **``NATIVE``, ``MASTER`` or ``SLAVE``**, ``master`` the primary's address for a
  secondary, ``last_check`` **Unix seconds** of a secondary's last SOA check, ``notified_serial``, ``account`` the
  customer's account name as text), ``records`` (one row per resource record: ``name`` the full owner name without a
  trailing dot, ``type``, ``content`` (**an MX's priority sits in ``content``, ``"10 mx1.kanaalhost.nl"``**; ``prio``
  is 0), ``ttl`` seconds, ``disabled`` 0/1, ``ordername`` and ``auth`` for DNSSEC; **empty non-terminals are rows
  with a NULL ``type``**, written by ``pdnsutil rectify-zone`` in signed zones), ``supermasters``, ``comments``
  (``modified_at`` Unix seconds, ``account`` who wrote it), ``domainmetadata`` (``kind`` ``SOA-EDIT-API``,
  ``NSEC3PARAM``, ``ALLOW-AXFR-FROM``, ``ALSO-NOTIFY``...), ``cryptokeys`` (**``flags`` 257 a key-signing key, 256 a
  zone-signing key**, ``active``, ``published``) and ``tsigkeys``;
* PowerDNS-Admin's: ``role`` (1 Administrator, 2 User, 3 Operator), ``user`` (a keyword: quoted; ``otp_secret`` NULL
  without two-factor authentication, ``confirmed``), ``account`` and ``account_user``, **``domain``, its own copy of
  each zone with ids of its own** (``type`` ``Native``/``Master``/``Slave`` as the API spells them, ``dnssec`` 0/1,
  ``account_id``), ``domain_user`` (zones a user may edit besides their accounts'), ``domain_setting``, ``history``
  (``msg``, JSON ``detail``, ``created_by`` the username as text, ``created_on`` UTC text, ``domain_id`` into
  ``domain``), ``apikey`` and ``domain_apikey``, ``setting``.

History and comments reach 120 days back from ``now``; times sit on a one-minute grid counted from today's midnight
UTC with drawn seconds, today's lie between midnight and ``now``, so builds a whole number of days apart agree.

Planted signals:

* ``fietsenwinkel-jansen.nl`` is by far the biggest zone (its shop's product subdomains), ``vanderlinden.law`` has
  the most disabled records; six zones are signed (an active KSK and ZSK each), ``tandartspraktijk-wijk-c.nl`` is
  mid-rollover with a second, inactive ZSK;
* four secondaries (``SLAVE``) follow two customers' own primaries; ``stichting-oudegracht.nl``'s was last checked
  three days ago, the others within minutes;
* seven zones have no DMARC record; ``groenrijk.nl`` keeps 300-second TTLs for a move;
* Sanne (an operator) applies most record changes; Mark and Eva have never changed anything; two administrators and
  one operator have no two-factor authentication; the account ``makelaardij-hof`` has the most zones.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE domains (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL COLLATE NOCASE, master VARCHAR(128) DEFAULT NULL,
  last_check INTEGER DEFAULT NULL, type VARCHAR(8) NOT NULL, notified_serial INTEGER DEFAULT NULL,
  account VARCHAR(40) DEFAULT NULL, options VARCHAR(65535) DEFAULT NULL, catalog VARCHAR(255) DEFAULT NULL
);
CREATE UNIQUE INDEX name_index ON domains (name);
CREATE TABLE records (
  id INTEGER PRIMARY KEY, domain_id INTEGER DEFAULT NULL REFERENCES domains (id) ON DELETE CASCADE,
  name VARCHAR(255) DEFAULT NULL, type VARCHAR(10) DEFAULT NULL, content VARCHAR(65535) DEFAULT NULL,
  ttl INTEGER DEFAULT NULL, prio INTEGER DEFAULT NULL, disabled BOOLEAN DEFAULT 0, ordername VARCHAR(255),
  auth BOOL DEFAULT 1
);
CREATE INDEX records_lookup_idx ON records (name, type);
CREATE TABLE supermasters (
  ip VARCHAR(64) NOT NULL, nameserver VARCHAR(255) NOT NULL COLLATE NOCASE, account VARCHAR(40) NOT NULL,
  PRIMARY KEY (ip, nameserver)
);
CREATE TABLE comments (
  id INTEGER PRIMARY KEY, domain_id INTEGER NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  name VARCHAR(255) NOT NULL, type VARCHAR(10) NOT NULL, modified_at INT NOT NULL, account VARCHAR(40) DEFAULT NULL,
  comment VARCHAR(65535) NOT NULL
);
CREATE TABLE domainmetadata (
  id INTEGER PRIMARY KEY, domain_id INT NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  kind VARCHAR(32) COLLATE NOCASE, content TEXT
);
CREATE TABLE cryptokeys (
  id INTEGER PRIMARY KEY, domain_id INT NOT NULL REFERENCES domains (id) ON DELETE CASCADE, flags INT NOT NULL,
  active BOOL, published BOOL DEFAULT 1, content TEXT
);
CREATE TABLE tsigkeys (
  id INTEGER PRIMARY KEY, name VARCHAR(255) COLLATE NOCASE, algorithm VARCHAR(50) COLLATE NOCASE,
  secret VARCHAR(255)
);
CREATE TABLE role (id INTEGER PRIMARY KEY, name VARCHAR(64) UNIQUE, description VARCHAR(128));
CREATE TABLE "user" (
  id INTEGER PRIMARY KEY, username VARCHAR(64) NOT NULL UNIQUE, password VARCHAR(64), firstname VARCHAR(64),
  lastname VARCHAR(64), email VARCHAR(128), otp_secret VARCHAR(16), confirmed BOOLEAN NOT NULL DEFAULT 0,
  role_id INTEGER REFERENCES role (id)
);
CREATE TABLE account (
  id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL UNIQUE, description VARCHAR(128), contact VARCHAR(128),
  mail VARCHAR(128)
);
CREATE TABLE account_user (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES account (id),
  user_id INTEGER NOT NULL REFERENCES "user" (id)
);
CREATE TABLE domain (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL UNIQUE, master VARCHAR(128), type VARCHAR(6) NOT NULL,
  serial BIGINT, notified_serial BIGINT, last_check INTEGER, dnssec INTEGER,
  account_id INTEGER REFERENCES account (id)
);
CREATE TABLE domain_user (
  id INTEGER PRIMARY KEY, domain_id INTEGER NOT NULL REFERENCES domain (id),
  user_id INTEGER NOT NULL REFERENCES "user" (id)
);
CREATE TABLE domain_setting (
  id INTEGER PRIMARY KEY, domain_id INTEGER REFERENCES domain (id), setting VARCHAR(255) NOT NULL,
  value VARCHAR(255)
);
CREATE TABLE history (
  id INTEGER PRIMARY KEY, msg VARCHAR(256), detail TEXT, created_by VARCHAR(128), created_on DATETIME,
  domain_id INTEGER REFERENCES domain (id)
);
CREATE TABLE apikey (
  id INTEGER PRIMARY KEY, "key" VARCHAR(255) NOT NULL UNIQUE, description VARCHAR(255),
  role_id INTEGER REFERENCES role (id)
);
CREATE TABLE domain_apikey (
  domain_id INTEGER NOT NULL REFERENCES domain (id), apikey_id INTEGER NOT NULL REFERENCES apikey (id),
  PRIMARY KEY (domain_id, apikey_id)
);
CREATE TABLE setting (id INTEGER PRIMARY KEY, name VARCHAR(64) UNIQUE, value TEXT);
"""

DAYS = 120
NS = ("ns1.kanaalhost.nl", "ns2.kanaalhost.nl", "ns3.kanaalhost.eu")
# account: (description, contact, mail)
ACCOUNTS = {
    "kanaalhost": ("Kanaalhost's own zones", "Sanne Bos", "noc@kanaalhost.nl"),
    "bakkerij-devries": ("Bakkerij De Vries", "Henk de Vries", "henk@bakkerijdevries.nl"),
    "fietsenwinkel-jansen": ("Fietsenwinkel Jansen B.V.", "Kees Jansen", "it@fietsenwinkel-jansen.nl"),
    "tandarts-wijk-c": ("Tandartspraktijk Wijk C", "Lotte Smit", "praktijk@tandarts-wijkc.nl"),
    "vanderlinden-advocaten": ("Van der Linden Advocaten", "Pieter van der Linden", "ict@vanderlinden.law"),
    "stichting-oudegracht": ("Stichting Oudegracht", "Anna Visser", "bestuur@oudegracht.org"),
    "groenrijk-tuinen": ("Groenrijk Tuinen", "Ruud Mulder", "ruud@groenrijk.nl"),
    "makelaardij-hof": ("Makelaardij Hof & Zn.", "Joost Hof", "joost@makelaardijhof.nl"),
}
# zone: (account, type, signed, extra hosts, disabled records, has DMARC, ttl)
ZONES: dict[str, tuple[str, str, bool, int, int, bool, int]] = {
    "kanaalhost.nl": ("kanaalhost", "MASTER", True, 24, 1, True, 3600),
    "kanaalhost.eu": ("kanaalhost", "MASTER", True, 3, 0, True, 3600),
    "kanaalhost-status.nl": ("kanaalhost", "NATIVE", False, 1, 0, True, 300),
    "bakkerijdevries.nl": ("bakkerij-devries", "NATIVE", False, 2, 0, False, 3600),
    "bakkerijdevries.shop": ("bakkerij-devries", "NATIVE", False, 1, 1, False, 3600),
    "fietsenwinkel-jansen.nl": ("fietsenwinkel-jansen", "NATIVE", True, 140, 2, True, 3600),
    "jansen-fietsen.be": ("fietsenwinkel-jansen", "NATIVE", False, 2, 0, True, 3600),
    "tandartspraktijk-wijk-c.nl": ("tandarts-wijk-c", "NATIVE", True, 4, 0, True, 3600),
    "tandarts-wijkc.nl": ("tandarts-wijk-c", "NATIVE", False, 1, 0, False, 3600),
    "vanderlinden.law": ("vanderlinden-advocaten", "NATIVE", True, 9, 6, True, 3600),
    "vanderlinden-advocaten.nl": ("vanderlinden-advocaten", "SLAVE", False, 3, 0, True, 3600),
    "oudegracht.org": ("stichting-oudegracht", "NATIVE", False, 5, 1, False, 3600),
    "stichting-oudegracht.nl": ("stichting-oudegracht", "SLAVE", False, 2, 0, False, 3600),
    "groenrijk.nl": ("groenrijk-tuinen", "NATIVE", False, 6, 0, True, 300),
    "makelaardijhof.nl": ("makelaardij-hof", "NATIVE", True, 7, 1, True, 3600),
    "hof-wonen.nl": ("makelaardij-hof", "NATIVE", False, 3, 0, False, 3600),
    "hofverhuur.nl": ("makelaardij-hof", "NATIVE", False, 2, 0, True, 3600),
    "hof-taxaties.nl": ("makelaardij-hof", "SLAVE", False, 2, 0, True, 3600),
    "hofbeheer.nl": ("makelaardij-hof", "SLAVE", False, 1, 0, False, 3600),
    "utrechtsewerf.nl": ("stichting-oudegracht", "NATIVE", False, 2, 0, True, 3600),
}  # fmt: skip
STALE_SECONDARY = "stichting-oudegracht.nl"
ROLLOVER = "tandartspraktijk-wijk-c.nl"
PRIMARIES = {"vanderlinden-advocaten": "185.107.56.20", "stichting-oudegracht": "83.96.212.7",
             "makelaardij-hof": "194.109.6.66"}  # fmt: skip
# username: (first, last, role id, two-factor, accounts, record changes a week)
USERS: dict[str, tuple[str, str, int, bool, tuple[str, ...], float]] = {
    "admin": ("Kanaalhost", "Admin", 1, True, (), 0.3),
    "sanne": ("Sanne", "Bos", 3, True, ("kanaalhost",), 9.0),
    "daan": ("Daan", "Willems", 1, False, ("kanaalhost",), 2.5),
    "femke": ("Femke", "de Graaf", 1, False, ("kanaalhost",), 1.5),
    "thijs": ("Thijs", "Kok", 3, False, ("kanaalhost",), 3.0),
    "kees.jansen": ("Kees", "Jansen", 2, True, ("fietsenwinkel-jansen",), 2.0),
    "henk": ("Henk", "de Vries", 2, False, ("bakkerij-devries",), 0.4),
    "pvdlinden": ("Pieter", "van der Linden", 2, True, ("vanderlinden-advocaten",), 1.2),
    "anna.visser": ("Anna", "Visser", 2, False, ("stichting-oudegracht",), 0.5),
    "ruud": ("Ruud", "Mulder", 2, False, ("groenrijk-tuinen",), 1.0),
    "joost": ("Joost", "Hof", 2, False, ("makelaardij-hof",), 0.8),
    "mark": ("Mark", "Hof", 2, False, ("makelaardij-hof",), 0.0),
    "eva": ("Eva", "Smit", 2, False, ("tandarts-wijk-c",), 0.0),
}
EXTRA_ZONES = {"thijs": ("groenrijk.nl", "oudegracht.org"), "eva": ("tandarts-wijkc.nl",)}
PRODUCTS = ("racefietsen", "e-bikes", "bakfietsen", "kinderfietsen", "onderdelen", "accessoires", "kleding",
            "verhuur", "werkplaats", "outlet")  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def moment(day: int) -> datetime.datetime:
        if day == 0:
            span = int((clock.now - clock.midnight).total_seconds() // 60)
            return clock.now - datetime.timedelta(minutes=rng.randint(1, max(span, 1)), seconds=rng.randrange(60))
        return clock.jittered(rng, day, rng.randint(420, 1200))

    def epoch(moment: datetime.datetime) -> int:
        return int(moment.replace(tzinfo=datetime.UTC).timestamp())

    for k, (name, desc) in enumerate((("Administrator", "Administrator"), ("User", "User"),
                                      ("Operator", "Operator")), start=1):  # fmt: skip
        db.execute("INSERT INTO role VALUES (?, ?, ?)", (k, name, desc))
    account_ids: dict[str, int] = {}
    for k, (name, (desc, contact, mail)) in enumerate(ACCOUNTS.items(), start=1):
        account_ids[name] = k
        db.execute("INSERT INTO account VALUES (?, ?, ?, ?, ?)", (k, name, desc, contact, mail))
    user_ids: dict[str, int] = {}
    for k, (name, (first, last, role, otp, accounts, _)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        secret = hashlib.sha1(name.encode()).hexdigest()[:16].upper() if otp else None
        db.execute(
            'INSERT INTO "user" VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)',
            (k, name, "$2b$12$" + hashlib.sha256(name.encode()).hexdigest()[:53], first, last,
             f"{name.split('.')[0]}@{'kanaalhost.nl' if role != 2 else 'example.nl'}", secret, role),
        )  # fmt: skip
        for account in accounts:
            db.execute("INSERT INTO account_user (account_id, user_id) VALUES (?, ?)", (account_ids[account], k))

    records: list[tuple[object, ...]] = []
    pda_ids: dict[str, int] = {}
    pdns_ids: dict[str, int] = {}
    # PowerDNS-Admin's copy of the zones was synced in its own order (alphabetical): its ids differ from PowerDNS's
    for k, zone in enumerate(sorted(ZONES), start=1):
        pda_ids[zone] = k
    for k, (zone, (account, kind, signed, hosts, disabled, dmarc, ttl)) in enumerate(ZONES.items(), start=1):
        pdns_ids[zone] = k
        serial = int((clock.midnight - datetime.timedelta(days=rng.randint(0, 40))).strftime("%Y%m%d")) * 100 + 1
        master = PRIMARIES[account] if kind == "SLAVE" else None
        last_check = None
        if kind == "SLAVE":
            checked = clock.now - datetime.timedelta(days=3, hours=2) if zone == STALE_SECONDARY else (
                clock.now - datetime.timedelta(minutes=rng.randint(2, 50)))  # fmt: skip
            last_check = epoch(checked)
        db.execute(
            "INSERT INTO domains (id, name, master, last_check, type, notified_serial, account) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (k, zone, master, last_check, kind, serial if kind == "MASTER" else None, account),
        )
        db.execute(
            "INSERT INTO domain VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (pda_ids[zone], zone, json.dumps([master] if master else []), kind.capitalize(), serial,
             serial if kind == "MASTER" else 0, last_check or 0, int(signed), account_ids[account]),
        )  # fmt: skip

        def add(name: str, rtype: str | None, content: str | None, off: bool = False, k: int = k,
                ttl: int = ttl) -> None:  # fmt: skip
            records.append((k, name, rtype, content, ttl if rtype else None, 0, int(off), None, 1))

        add(zone, "SOA", f"{NS[0]} hostmaster.kanaalhost.nl {serial} 10800 3600 604800 3600")
        for ns in NS:
            add(zone, "NS", ns)
        add(zone, "A", f"185.107.{rng.randint(40, 60)}.{rng.randint(2, 250)}")
        add(zone, "AAAA", f"2a02:58:{rng.randint(16, 99):x}::{rng.randint(2, 4000):x}")
        add(f"www.{zone}", "CNAME", zone)
        add(zone, "MX", "10 mx1.kanaalhost.nl")
        add(zone, "MX", "20 mx2.kanaalhost.nl")
        add(zone, "TXT", '"v=spf1 include:_spf.kanaalhost.nl ~all"')
        if dmarc:
            add(f"_dmarc.{zone}", "TXT", f'"v=DMARC1; p=quarantine; rua=mailto:dmarc@{zone}"')
        for h in range(hosts):
            label = (f"{PRODUCTS[h % len(PRODUCTS)]}{h // len(PRODUCTS) or ''}" if zone.startswith("fietsenwinkel")
                     else ("mail", "webmail", "portal", "vpn", "api", "intranet", "dev", "test", "cdn", "files",
                           "autodiscover", "sip")[h % 12] + (str(h // 12) if h >= 12 else ""))  # fmt: skip
            if h % 3 == 2:
                add(f"{label}.{zone}", "CNAME", f"{zone}")
            else:
                add(f"{label}.{zone}", "A", f"185.107.{rng.randint(40, 60)}.{rng.randint(2, 250)}")
        for d in range(disabled):
            add(f"old{d + 1}.{zone}", "A", f"31.3.{rng.randint(0, 255)}.{rng.randint(2, 250)}", off=True)
        if signed:
            add(f"_domainkey.{zone}", None, None)  # an empty non-terminal, as rectify-zone writes it
            add(f"selector1._domainkey.{zone}", "TXT", '"v=DKIM1; k=rsa; p=MIIBIjANBgkqh"')
            for flags in (257, 256):
                key = "Private-key-format: v1.2\nAlgorithm: 13 (ECDSAP256SHA256)\nPrivateKey: " + hashlib.sha256(
                    f"{zone}{flags}".encode()).hexdigest()  # fmt: skip
                db.execute("INSERT INTO cryptokeys (domain_id, flags, active, published, content) "
                           "VALUES (?, ?, 1, 1, ?)", (k, flags, key))  # fmt: skip
            if zone == ROLLOVER:
                db.execute("INSERT INTO cryptokeys (domain_id, flags, active, published, content) VALUES (?, 256, 0, "
                           "1, 'Private-key-format: v1.2')", (k,))  # fmt: skip
            db.execute("INSERT INTO domainmetadata (domain_id, kind, content) VALUES (?, 'NSEC3PARAM', '1 0 0 -')",
                       (k,))  # fmt: skip
        if kind != "SLAVE":
            db.execute("INSERT INTO domainmetadata (domain_id, kind, content) VALUES (?, 'SOA-EDIT-API', 'DEFAULT')",
                       (k,))  # fmt: skip
        if kind == "MASTER":
            db.execute("INSERT INTO domainmetadata (domain_id, kind, content) VALUES (?, 'ALLOW-AXFR-FROM', "
                       "'AUTO-NS')", (k,))  # fmt: skip
            db.execute("INSERT INTO domainmetadata (domain_id, kind, content) VALUES (?, 'ALSO-NOTIFY', "
                       "'195.201.77.4')", (k,))  # fmt: skip
        if signed:
            db.execute("INSERT INTO domain_setting (domain_id, setting, value) VALUES (?, 'dnssec_admins_only', "
                       "'True')", (pda_ids[zone],))  # fmt: skip
    db.executemany(
        "INSERT INTO records (domain_id, name, type, content, ttl, prio, disabled, ordername, auth) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        records,
    )
    for account, ip in PRIMARIES.items():
        db.execute("INSERT INTO supermasters VALUES (?, ?, ?)", (ip, f"ns1.{account}.example", account))
    for name, algorithm in (("axfr-ns3", "hmac-sha256"), ("vdl-primary", "hmac-sha256"), ("legacy-bind", "hmac-md5")):
        db.execute("INSERT INTO tsigkeys (name, algorithm, secret) VALUES (?, ?, ?)",
                   (name, algorithm, hashlib.sha256(name.encode()).hexdigest()[:44]))  # fmt: skip
    for user, granted in EXTRA_ZONES.items():
        for zone in granted:
            db.execute("INSERT INTO domain_user (domain_id, user_id) VALUES (?, ?)", (pda_ids[zone], user_ids[user]))

    # history: record changes by who may edit the zone, zone creations, settings
    own = {acc: [z for z, spec in ZONES.items() if spec[0] == acc and spec[1] != "SLAVE"] for acc in ACCOUNTS}
    staff_zones = [z for z, spec in ZONES.items() if spec[1] != "SLAVE"]
    events: list[tuple[datetime.datetime, str, str, str, int | None]] = []
    for user, (_, _, role, _, accounts, per_week) in USERS.items():
        zones = staff_zones if role != 2 else [z for a in accounts for z in own[a]] + list(EXTRA_ZONES.get(user, ()))
        for day in range(-DAYS, 1):
            count = int(per_week / 7) + (1 if rng.random() < (per_week / 7) % 1 else 0)
            for _ in range(count):
                zone = rng.choice(zones)
                name = rng.choice(("www", "mail", "shop", "api", "test", "vpn"))
                detail = json.dumps({"add_rrsets": [{"name": f"{name}.{zone}.", "type": "A", "ttl": 3600}],
                                     "del_rrsets": []})  # fmt: skip
                events.append((moment(day), f"Apply record changes to domain {zone}", detail, user, pda_ids[zone]))
    for zone in ZONES:
        events.append((clock.jittered(rng, -DAYS - rng.randint(30, 900), 600), f"Add domain {zone}",
                       json.dumps({"domain_type": ZONES[zone][1].capitalize(), "account_id": account_ids[
                           ZONES[zone][0]]}), "admin", pda_ids[zone]))  # fmt: skip
    for day in (-80, -44, -9):
        events.append((moment(day), "Setting otp_field_enabled changed", json.dumps({"value": "True"}), "admin", None))
    events.sort(key=lambda event: event[0])
    for when, msg, detail, user, domain in events:
        db.execute("INSERT INTO history (msg, detail, created_by, created_on, domain_id) VALUES (?, ?, ?, ?, ?)",
                   (msg, detail, user, clock.fmt(when), domain))  # fmt: skip

    # comments on records (PowerDNS's own table, written through the API)
    for _ in range(34):
        zone = rng.choice(staff_zones)
        who = rng.choice(("sanne", "sanne", "daan", "thijs", "kees.jansen"))
        db.execute("INSERT INTO comments (domain_id, name, type, modified_at, account, comment) VALUES (?, ?, ?, ?, ?, "
                   "?)", (pdns_ids[zone], zone, rng.choice(("A", "MX", "TXT")), epoch(moment(-rng.randint(0, DAYS))),
                          who, rng.choice(("moved to new web server", "customer request", "temporary, remove after "
                                           "migration", "SPF tightened", "ticket #4411"))))  # fmt: skip
    keys = (("Ansible deploys", 1, ("kanaalhost.nl", "kanaalhost.eu")), ("Jansen webshop certbot", 2,
            ("fietsenwinkel-jansen.nl",)), ("Monitoring read-only", 3, ()))  # fmt: skip
    for k, (description, role, scoped) in enumerate(keys, start=1):
        db.execute('INSERT INTO apikey VALUES (?, ?, ?, ?)',
                   (k, hashlib.sha256(description.encode()).hexdigest(), description, role))  # fmt: skip
        for zone in scoped:
            db.execute("INSERT INTO domain_apikey VALUES (?, ?)", (pda_ids[zone], k))
    for name, value in (("site_name", "Kanaalhost DNS"), ("pdns_api_url", "http://127.0.0.1:8081"),
                        ("pdns_version", "4.7.3"), ("otp_field_enabled", "True"), ("signup_enabled", "False"),
                        ("allow_user_create_domain", "False"), ("default_record_ttl", "3600")):  # fmt: skip
        db.execute("INSERT INTO setting (name, value) VALUES (?, ?)", (name, value))
    close_checked(db, "dns")
