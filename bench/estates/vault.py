"""A Wellington accounting practice's password vault (Harbour & Kōwhai) as the SQLite database of Vaultwarden.

Vaultwarden 1.32 (the Rust server for Bitwarden clients) keeps its data in SQLite through Diesel; this is its
``db.sqlite3`` with its tables and conventions: text UUID keys (``uuid``), **``DATETIME`` text in UTC with nanoseconds**
(``2025-03-04 21:17:09.123456789``, as chrono writes a naive UTC time), 0/1 booleans, integer type codes in columns
called ``atype``, and what Bitwarden's end-to-end encryption leaves readable:

* ``users`` (``email``, ``name``, ``enabled``, ``verified_at``; the client's key derivation in ``client_kdf_type`` 0
  PBKDF2-SHA256 or 1 Argon2id with ``client_kdf_iter``; **no last-login column**: when someone last used the vault is
  their devices' ``updated_at``). Inviting an e-mail address that has no account creates a placeholder user (``name``
  the address, an empty ``password_hash`` and ``akey``, no keys) and an ``invitations`` row until the person
  registers;
* ``devices`` (per user, ``atype`` Bitwarden's device type: 0 Android, 1 iOS, 2 Chrome extension, 3 Firefox extension,
  5 Edge extension, 6 Windows desktop, 7 macOS desktop, 9 Chrome web vault, 10 Firefox web vault, 17 Safari web
  vault...; ``updated_at`` its last activity);
* ``organizations``, ``users_organizations`` (a membership: ``atype`` **0 owner, 1 admin, 2 user, 3 manager**,
  ``status`` **-1 revoked, 0 invited, 1 accepted (waiting for an admin to confirm), 2 confirmed**, ``access_all``),
  ``groups`` (plain names), ``groups_users`` (**members are ``users_organizations`` rows**, not users),
  ``collections`` (names encrypted), ``collections_groups`` and ``users_collections`` (access with ``read_only``,
  ``hide_passwords``, ``manage``);
* ``ciphers`` (vault items: ``atype`` **1 login, 2 secure note, 3 card, 4 identity**; a personal item has
  ``user_uuid``, a shared one ``organization_uuid`` and rows in ``ciphers_collections``; ``name`` and ``notes`` are
  encrypted strings ``2.iv|data|mac``; ``data`` is JSON whose values are encrypted too, except a login's
  ``passwordRevisionDate`` (**ISO text with a ``T`` and a ``Z``**, NULL when the password never changed since the item
  was created) and whether ``totp`` is set; ``reprompt`` 1 asks for the master password again; **the trash is a soft
  delete**, ``deleted_at``), ``folders`` and ``folders_ciphers`` (personal folders), ``attachments`` (``file_size``
  in bytes);
* ``sends`` (``atype`` 0 text, 1 file, whose ``data`` JSON carries the file's ``size`` **as a string** of bytes;
  ``access_count``, ``max_access_count``, ``expiration_date``, ``deletion_date``, ``disabled``; Vaultwarden purges a
  Send once its deletion date passes, so every row left is due for deletion in the future);
* ``twofactor`` (a user's two-step login methods: ``atype`` 0 authenticator app, 1 e-mail, 3 YubiKey OTP, 7 WebAuthn
  security key, ``enabled`` 0/1; an authenticator's ``last_used`` is the 30-second TOTP step it last accepted),
  ``twofactor_incomplete`` (logins that passed the master password but never finished two-step login),
  ``org_policies`` (``atype`` 0 two-step login required, 1 master password rules, 2 password generator, 7 Send
  options, 8 account recovery...; ``enabled``; ``data`` JSON);
* ``event`` (the organisations' event log: ``event_type`` 1000 logged in, 1001 changed password, 1002 updated
  two-step login, 1005 failed login, 1006 failed two-step login, 1007 exported the vault, 1100 item created, 1101
  item edited, 1107 item viewed, 1111 password copied, 1114 item autofilled, 1115 item sent to the trash, 1116 item
  restored, 1300 collection created, 1400 group created, 1500 member invited, 1501 member confirmed, 1511 member
  revoked, 1700 policy updated; ``act_user_uuid`` who did it, ``user_uuid`` whose account a user event is about,
  ``org_user_uuid`` the membership an admin acted on, ``ip_address``, ``device_type``). **A user event (1000-1007) is
  written once for each organisation the user belongs to**, with that ``org_uuid``.

Vaultwarden declares the foreign keys of its plain references; the event log declares none (this copy declares its
references to users, organisations and items, which always exist here).

Two organisations: the practice, "Harbour & Kōwhai" (45 staff in seven groups, four people invited who have not
registered, three waiting for confirmation, two leavers revoked, a new group not yet given any collection), and its
trustee company "Kōwhai Trust Services" (the four partners and four advisers). Staff accounts go back to 2021; the
event log, devices' activity and Sends reach 120 days back from ``now`` on a one-minute grid counted from today's
midnight UTC, with drawn seconds and nanoseconds; nothing in the event log is dated today or exactly 7, 14, 30, 60 or 90
days ago, the quieter days come every seventh and eighth day counted from today, and the last hours' incomplete logins
are counted back from ``now``, so builds a whole number of days apart agree.

Planted signals:

* James Whitcombe's account drew 37 failed logins in the last 7 days, all from 185.220.101.47, and three logins that
  got past his master password in the last day and a half stopped at two-step login (Mere Tawhiri has one more, from
  the office, after losing her phone);
* six confirmed members of the practice have no two-step login enabled (Will Green turned his authenticator off), while
  only the trust company's policy requires it;
* Daniel Foster exported his vault three times before leaving (revoked 20 days ago); Sarah Lim exported once, for the
  quarterly backup; Ruby Taylor was revoked 70 days ago;
* Olivia Chen sent 25 of the practice's shared items to the trash in the last 30 days (old clients' portals); 33 shared
  items are in the trash in all;
* Tom Gallagher (IT) signs in the most, Priya Raman (payroll) copies by far the most passwords and creates the most
  Sends; Hemi Parata keeps the most items in his personal vault;
* Isla McKenzie, Jack Wilson and Leo Harris have not used the vault on any device for more than 70 days;
* the Tax group reaches the most collections (12); "Graduates 2025" has members but no collection; Aroha Ngata and
  Olivia Chen belong to no group (their memberships see every collection);
* nine accounts from 2021-22 still derive their keys with PBKDF2 at 100,000 iterations;
* about two in five of the practice's shared logins have not had their password changed for over a year.
"""

from __future__ import annotations

import base64
import datetime
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  uuid TEXT NOT NULL PRIMARY KEY, enabled BOOLEAN NOT NULL DEFAULT 1, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL, verified_at DATETIME, last_verifying_at DATETIME,
  login_verify_count INTEGER NOT NULL DEFAULT 0, email TEXT NOT NULL UNIQUE, email_new TEXT, email_new_token TEXT,
  name TEXT NOT NULL, password_hash BLOB NOT NULL, salt BLOB NOT NULL, password_iterations INTEGER NOT NULL,
  password_hint TEXT, akey TEXT NOT NULL, private_key TEXT, public_key TEXT, totp_secret TEXT, totp_recover TEXT,
  security_stamp TEXT NOT NULL, stamp_exception TEXT, equivalent_domains TEXT NOT NULL,
  excluded_globals TEXT NOT NULL, client_kdf_type INTEGER NOT NULL DEFAULT 0,
  client_kdf_iter INTEGER NOT NULL DEFAULT 100000, client_kdf_memory INTEGER, client_kdf_parallelism INTEGER,
  api_key TEXT, avatar_color TEXT, external_id TEXT
);
CREATE TABLE devices (
  uuid TEXT NOT NULL, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  user_uuid TEXT NOT NULL REFERENCES users (uuid), name TEXT NOT NULL, atype INTEGER NOT NULL, push_uuid TEXT,
  push_token TEXT, refresh_token TEXT NOT NULL, twofactor_remember TEXT, PRIMARY KEY (uuid, user_uuid)
);
CREATE TABLE organizations (
  uuid TEXT NOT NULL PRIMARY KEY, name TEXT NOT NULL, billing_email TEXT NOT NULL, private_key TEXT, public_key TEXT
);
CREATE TABLE users_organizations (
  uuid TEXT NOT NULL PRIMARY KEY, user_uuid TEXT NOT NULL REFERENCES users (uuid),
  org_uuid TEXT NOT NULL REFERENCES organizations (uuid), access_all BOOLEAN NOT NULL, akey TEXT NOT NULL,
  status INTEGER NOT NULL, atype INTEGER NOT NULL, reset_password_key TEXT, external_id TEXT, invited_by_email TEXT,
  UNIQUE (user_uuid, org_uuid)
);
CREATE TABLE groups (
  uuid TEXT NOT NULL PRIMARY KEY, organizations_uuid TEXT NOT NULL REFERENCES organizations (uuid),
  name TEXT NOT NULL, access_all BOOLEAN NOT NULL, external_id TEXT, creation_date DATETIME NOT NULL,
  revision_date DATETIME NOT NULL
);
CREATE TABLE groups_users (
  groups_uuid TEXT NOT NULL REFERENCES groups (uuid),
  users_organizations_uuid TEXT NOT NULL REFERENCES users_organizations (uuid),
  PRIMARY KEY (groups_uuid, users_organizations_uuid)
);
CREATE TABLE collections (
  uuid TEXT NOT NULL PRIMARY KEY, org_uuid TEXT NOT NULL REFERENCES organizations (uuid), name TEXT NOT NULL,
  external_id TEXT
);
CREATE TABLE collections_groups (
  collections_uuid TEXT NOT NULL REFERENCES collections (uuid), groups_uuid TEXT NOT NULL REFERENCES groups (uuid),
  read_only BOOLEAN NOT NULL, hide_passwords BOOLEAN NOT NULL, manage BOOLEAN NOT NULL DEFAULT 0,
  PRIMARY KEY (collections_uuid, groups_uuid)
);
CREATE TABLE users_collections (
  user_uuid TEXT NOT NULL REFERENCES users (uuid), collection_uuid TEXT NOT NULL REFERENCES collections (uuid),
  read_only BOOLEAN NOT NULL DEFAULT 0, hide_passwords BOOLEAN NOT NULL DEFAULT 0, manage BOOLEAN NOT NULL DEFAULT 0,
  PRIMARY KEY (user_uuid, collection_uuid)
);
CREATE TABLE ciphers (
  uuid TEXT NOT NULL PRIMARY KEY, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  user_uuid TEXT REFERENCES users (uuid), organization_uuid TEXT REFERENCES organizations (uuid), key TEXT,
  atype INTEGER NOT NULL, name TEXT NOT NULL, notes TEXT, fields TEXT, data TEXT NOT NULL, password_history TEXT,
  deleted_at DATETIME, reprompt INTEGER
);
CREATE TABLE ciphers_collections (
  cipher_uuid TEXT NOT NULL REFERENCES ciphers (uuid), collection_uuid TEXT NOT NULL REFERENCES collections (uuid),
  PRIMARY KEY (cipher_uuid, collection_uuid)
);
CREATE TABLE folders (
  uuid TEXT NOT NULL PRIMARY KEY, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  user_uuid TEXT NOT NULL REFERENCES users (uuid), name TEXT NOT NULL
);
CREATE TABLE folders_ciphers (
  cipher_uuid TEXT NOT NULL REFERENCES ciphers (uuid), folder_uuid TEXT NOT NULL REFERENCES folders (uuid),
  PRIMARY KEY (cipher_uuid, folder_uuid)
);
CREATE TABLE attachments (
  id TEXT NOT NULL PRIMARY KEY, cipher_uuid TEXT NOT NULL REFERENCES ciphers (uuid), file_name TEXT NOT NULL,
  file_size BIGINT NOT NULL, akey TEXT
);
CREATE TABLE sends (
  uuid TEXT NOT NULL PRIMARY KEY, user_uuid TEXT REFERENCES users (uuid),
  organization_uuid TEXT REFERENCES organizations (uuid), name TEXT NOT NULL, notes TEXT, atype INTEGER NOT NULL,
  data TEXT NOT NULL, akey TEXT NOT NULL, password_hash BLOB, password_salt BLOB, password_iter INTEGER,
  max_access_count INTEGER, access_count INTEGER NOT NULL, creation_date DATETIME NOT NULL,
  revision_date DATETIME NOT NULL, expiration_date DATETIME, deletion_date DATETIME NOT NULL,
  disabled BOOLEAN NOT NULL, hide_email BOOLEAN
);
CREATE TABLE twofactor (
  uuid TEXT NOT NULL PRIMARY KEY, user_uuid TEXT NOT NULL REFERENCES users (uuid), atype INTEGER NOT NULL,
  enabled BOOLEAN NOT NULL, data TEXT NOT NULL, last_used BIGINT NOT NULL DEFAULT 0, UNIQUE (user_uuid, atype)
);
CREATE TABLE twofactor_incomplete (
  user_uuid TEXT NOT NULL REFERENCES users (uuid), device_uuid TEXT NOT NULL, device_name TEXT NOT NULL,
  device_type INTEGER NOT NULL, login_time DATETIME NOT NULL, ip_address TEXT NOT NULL,
  PRIMARY KEY (user_uuid, device_uuid)
);
CREATE TABLE org_policies (
  uuid TEXT NOT NULL PRIMARY KEY, org_uuid TEXT NOT NULL REFERENCES organizations (uuid), atype INTEGER NOT NULL,
  enabled BOOLEAN NOT NULL, data TEXT NOT NULL, UNIQUE (org_uuid, atype)
);
CREATE TABLE invitations (
  email TEXT NOT NULL PRIMARY KEY
);
CREATE TABLE event (
  uuid TEXT NOT NULL PRIMARY KEY, event_type INTEGER NOT NULL, user_uuid TEXT REFERENCES users (uuid),
  org_uuid TEXT REFERENCES organizations (uuid), cipher_uuid TEXT REFERENCES ciphers (uuid), collection_uuid TEXT,
  group_uuid TEXT, org_user_uuid TEXT, act_user_uuid TEXT REFERENCES users (uuid), device_type INTEGER,
  ip_address TEXT, event_date DATETIME NOT NULL, policy_uuid TEXT, provider_uuid TEXT, provider_user_uuid TEXT,
  provider_org_uuid TEXT
);
"""

DOMAIN = "harbourkowhai.co.nz"
FIRM, TRUST = "Harbour & Kōwhai", "Kōwhai Trust Services"
OWNER, ADMIN, USER, MANAGER = 0, 1, 2, 3
REVOKED, INVITED, ACCEPTED, CONFIRMED = -1, 0, 1, 2
OFFICE_IP, ATTACKER_IP = "203.97.41.18", "185.220.101.47"
# name: (group, role in the practice, status, days since the account was made, extras)
# extras: t trust company member, o old PBKDF2 keys, a Argon2id, n no two-step login, x turned it off, i inactive,
# e e-mail two-step login, k security key, y YubiKey
STAFF: dict[str, tuple[str, int, int, int, str]] = {
    "Aroha Ngata": ("Partners", OWNER, CONFIRMED, 1600, "tok"),
    "Hemi Parata": ("Partners", MANAGER, CONFIRMED, 1590, "tok"),
    "Catherine Blake": ("Partners", USER, CONFIRMED, 1500, "tk"),
    "Raj Malhotra": ("Partners", USER, CONFIRMED, 1210, "tk"),
    "Mere Tawhiri": ("Tax", MANAGER, CONFIRMED, 1450, "o"),
    "James Whitcombe": ("Tax", USER, CONFIRMED, 1300, "o"),
    "Sophie Turner": ("Tax", USER, CONFIRMED, 1100, ""),
    "Liam Ferguson": ("Tax", USER, CONFIRMED, 980, ""),
    "Anika Sharma": ("Tax", USER, CONFIRMED, 760, ""),
    "Ben Wright": ("Tax", USER, CONFIRMED, 700, "n"),
    "Kate Lee": ("Tax", USER, CONFIRMED, 640, ""),
    "Tama Rewi": ("Tax", USER, CONFIRMED, 520, "n"),
    "Zoe Clarke": ("Tax", USER, CONFIRMED, 430, ""),
    "Hannah Walker": ("Tax", USER, CONFIRMED, 300, "a"),
    "Lucas Zhang": ("Tax", USER, CONFIRMED, 70, ""),
    "Ella Martin": ("Tax", USER, ACCEPTED, 4, "n"),
    "Finn Murphy": ("Tax", USER, ACCEPTED, 3, "n"),
    "Liam O'Connor": ("Audit", MANAGER, CONFIRMED, 1420, "o"),
    "Charlotte Brown": ("Audit", USER, CONFIRMED, 1250, "o"),
    "Oliver Smith": ("Audit", USER, CONFIRMED, 900, "n"),
    "Amelia Jones": ("Audit", USER, CONFIRMED, 820, ""),
    "Noah Williams": ("Audit", USER, CONFIRMED, 610, ""),
    "Isla McKenzie": ("Audit", USER, CONFIRMED, 1010, "i"),
    "Jack Wilson": ("Audit", USER, CONFIRMED, 560, "i"),
    "Grace Kim": ("Audit", USER, ACCEPTED, 6, "n"),
    "Daniel Foster": ("Audit", USER, REVOKED, 1150, "o"),
    "Priya Raman": ("Payroll", USER, CONFIRMED, 1380, "oe"),
    "Mia Patel": ("Payroll", USER, CONFIRMED, 690, "e"),
    "Holly Adams": ("Payroll", USER, CONFIRMED, 480, "n"),
    "Ryan Baker": ("Payroll", USER, CONFIRMED, 33, ""),
    "Jess Hill": ("Payroll", USER, CONFIRMED, 48, ""),
    "Ruby Taylor": ("Payroll", USER, REVOKED, 1330, "o"),
    "Wiremu Hohaia": ("Advisory", USER, CONFIRMED, 1180, "t"),
    "Nathan Moore": ("Advisory", USER, CONFIRMED, 870, "t"),
    "Lily Scott": ("Advisory", USER, CONFIRMED, 590, "t"),
    "Sam Young": ("Advisory", USER, CONFIRMED, 400, "n"),
    "Leo Harris": ("Advisory", USER, CONFIRMED, 940, "i"),
    "Anna King": ("Advisory", USER, CONFIRMED, 95, "ta"),
    "Sarah Lim": ("IT", OWNER, CONFIRMED, 1620, "aky"),
    "Tom Gallagher": ("IT", ADMIN, CONFIRMED, 1200, "ak"),
    "Olivia Chen": ("Admin", ADMIN, CONFIRMED, 1560, "a"),
    "Emma Hall": ("Admin", USER, CONFIRMED, 1050, "e"),
    "Josh Allen": ("Admin", USER, CONFIRMED, 730, "e"),
    "Will Green": ("Admin", USER, CONFIRMED, 450, "x"),
    "Chloe Thompson": ("Admin", USER, CONFIRMED, 110, "e"),
}
NO_GROUP = ("Aroha Ngata", "Olivia Chen")  # their memberships see every collection
GRADUATES = ("Lucas Zhang", "Jess Hill", "Anna King")  # the new group "Graduates 2025"
# invited by e-mail, never registered: (address, group, days since the invitation)
INVITED_ONLY = [("ana.folau", "Tax", 12), ("ben.carter", "Tax", 9), ("kiri.tehuna", "Audit", 16),
                ("matt.oneill", "Payroll", 5)]  # fmt: skip
GROUPS = ["Partners", "Tax", "Audit", "Payroll", "Advisory", "IT", "Admin"]
ALL_STAFF = ["Office Wi-Fi & printers", "Microsoft 365 shared mailboxes", "Couriers & suppliers"]
# collection: (groups beyond everyone's, shared items in it, share of logins)
COLLECTIONS: dict[str, tuple[tuple[str, ...], int]] = {
    "Office Wi-Fi & printers": ((), 9),
    "Microsoft 365 shared mailboxes": ((), 14),
    "Couriers & suppliers": ((), 18),
    "IRD myIR - practice": (("Tax", "Partners"), 6),
    "IRD client logins A-L": (("Tax",), 64),
    "IRD client logins M-Z": (("Tax",), 58),
    "Tax software (CCH)": (("Tax",), 8),
    "ACC levy portals": (("Tax",), 22),
    "Client bank feeds - tax": (("Tax",), 30),
    "Companies Office": (("Tax", "Partners", "Audit"), 26),
    "GST returns portal": (("Tax",), 12),
    "Provisional tax tools": (("Tax",), 7),
    "Partners - banking": (("Partners",), 15),
    "Trust accounts": (("Partners",), 11),
    "Insurance & legal": (("Partners",), 13),
    "Board portals": (("Partners",), 9),
    "Audit data rooms": (("Audit",), 28),
    "Client ERP read-only": (("Audit",), 34),
    "Bank confirmations": (("Audit",), 17),
    "Audit software": (("Audit",), 6),
    "Payroll - Payhero": (("Payroll",), 24),
    "Payroll - iPayroll": (("Payroll",), 19),
    "KiwiSaver provider portals": (("Payroll",), 11),
    "Client bank feeds - payroll": (("Payroll",), 21),
    "Advisory client dashboards": (("Advisory",), 25),
    "Xero practice manager": (("Advisory", "Admin"), 10),
    "Forecasting tools": (("Advisory",), 8),
    "Office leases & utilities": (("Admin",), 16),
    "Website & domains": (("Admin", "IT"), 12),
    "Servers & network": (("IT",), 31),
    "Microsoft 365 admin": (("IT",), 14),
    "Backups & DR": (("IT",), 9),
}
TRUST_COLLECTIONS: dict[str, tuple[tuple[str, ...], int]] = {
    "Trust bank accounts": (("Trustees", "Trust Admin"), 22),
    "Trustee documents": (("Trustees",), 18),
    "Beneficiary portals": (("Trustees", "Trust Admin"), 20),
}
EVENT = {
    "login": 1000, "password_changed": 1001, "2fa_updated": 1002, "failed_login": 1005, "failed_2fa": 1006,
    "exported": 1007, "created": 1100, "edited": 1101, "viewed": 1107, "copied_password": 1111, "autofilled": 1114,
    "trashed": 1115, "restored": 1116, "collection_created": 1300, "group_created": 1400, "invited": 1500,
    "confirmed": 1501, "revoked": 1511, "policy_updated": 1700,
}  # fmt: skip
AVOID = {0, -7, -14, -30, -60, -90}  # no event on these days: rolling windows never cut through one


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Vaultwarden database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt(moment) + f".{rng.randrange(1_000_000_000):09d}"

    def moment(day: int, minute: int) -> datetime.datetime:
        return clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60))

    def uuid() -> str:
        h = f"{rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[rng.randrange(4)]}{h[17:20]}-{h[20:]}"

    def b64(size: int) -> str:
        return base64.b64encode(rng.getrandbits(8 * size).to_bytes(size, "big")).decode()

    def enc(size: int = 16) -> str:
        """A Bitwarden encrypted string (type 2: AES-CBC-256 with HMAC): iv|data|mac."""
        return f"2.{b64(16)}|{b64(size)}|{b64(32)}"

    def iso_z(when: datetime.datetime) -> str:
        return when.strftime("%Y-%m-%dT%H:%M:%S") + f".{rng.randrange(1000):03d}Z"

    def busy(day: int) -> bool:
        """Whether staff work on ``day`` (the quieter days come every seventh and eighth day counted from today)."""
        return (-day) % 7 not in (3, 4)

    # users
    user_ids: dict[str, str] = {}
    emails: dict[str, str] = {}
    joined: dict[str, int] = {}
    for name, (_, _, status, days, extras) in STAFF.items():
        uid = uuid()
        user_ids[name] = uid
        address = name.lower().replace("'", "").replace(" ", ".") + "@" + DOMAIN
        emails[name] = address
        joined[name] = days
        created = moment(-days, 1230 + rng.randint(0, 200))
        kdf: tuple[int, int, int | None, int | None]
        if "o" in extras:
            kdf = (0, 100_000, None, None)
        elif "a" in extras:
            kdf = (1, 3, 64, 4)
        else:
            kdf = (0, 600_000, None, None)
        db.execute(
            "INSERT INTO users (uuid, enabled, created_at, updated_at, verified_at, email, name, password_hash, salt,"
            " password_iterations, akey, private_key, public_key, security_stamp, equivalent_domains,"
            " excluded_globals, client_kdf_type, client_kdf_iter, client_kdf_memory, client_kdf_parallelism,"
            " api_key, avatar_color) VALUES (?,?,?,?,?,?,?,?,?,600000,?,?,?,?,'[]','[]',?,?,?,?,?,?)",
            (uid, 0 if status == REVOKED else 1, ts(created), ts(moment(-rng.randint(1, min(days, 60)), 1300)),
             ts(created + datetime.timedelta(minutes=7)) if rng.random() < 0.9 else None, address, name,
             rng.getrandbits(256).to_bytes(32, "big"), rng.getrandbits(512).to_bytes(64, "big"), enc(64), enc(1200),
             b64(294), uuid(), *kdf, b64(22)[:30] if name in ("Sarah Lim", "Tom Gallagher") else None,
             f"#{rng.getrandbits(24):06x}"),
        )  # fmt: skip
    for address, _, days in INVITED_ONLY:
        uid = uuid()
        email = f"{address}@{DOMAIN}"
        user_ids[email] = uid
        created = moment(-days, 1300 + rng.randint(0, 60))
        db.execute(
            "INSERT INTO users (uuid, enabled, created_at, updated_at, email, name, password_hash, salt,"
            " password_iterations, akey, security_stamp, equivalent_domains, excluded_globals, client_kdf_type,"
            " client_kdf_iter) VALUES (?,1,?,?,?,?,x'',?,600000,'',?,'[]','[]',0,600000)",
            (uid, ts(created), ts(created), email, email, rng.getrandbits(512).to_bytes(64, "big"), uuid()),
        )
        db.execute("INSERT INTO invitations (email) VALUES (?)", (email,))
    # organisations, memberships, groups
    firm, trust = uuid(), uuid()
    for org, name, billing in ((firm, FIRM, f"accounts@{DOMAIN}"), (trust, TRUST, f"trust@{DOMAIN}")):
        db.execute(
            "INSERT INTO organizations (uuid, name, billing_email, private_key, public_key) VALUES (?,?,?,?,?)",
            (org, name, billing, enc(1200), b64(294)),
        )
    member: dict[tuple[str, str], str] = {}  # (person, organisation) -> users_organizations.uuid

    def join(person: str, org: str, role: int, status: int, inviter: str) -> None:
        membership = uuid()
        member[(person, org)] = membership
        db.execute(
            "INSERT INTO users_organizations (uuid, user_uuid, org_uuid, access_all, akey, status, atype,"
            " reset_password_key, invited_by_email) VALUES (?,?,?,?,?,?,?,?,?)",
            (membership, user_ids[person], org, 1 if role in (OWNER, ADMIN) else 0,
             enc(64) if status in (CONFIRMED, REVOKED) else "", status, role,
             enc(256) if status == CONFIRMED and rng.random() < 0.7 else None, inviter),
        )  # fmt: skip

    for name, (_, role, status, _, extras) in STAFF.items():
        join(name, firm, role, status, emails["Sarah Lim"])
        if "t" in extras:
            join(name, trust, OWNER if name == "Aroha Ngata" else USER, CONFIRMED, emails["Aroha Ngata"])
    for address, _, _ in INVITED_ONLY:
        join(f"{address}@{DOMAIN}", firm, USER, INVITED, emails["Olivia Chen"])
    group_ids: dict[str, str] = {}
    for name in [*GROUPS, "Graduates 2025", "Trustees", "Trust Admin"]:
        gid = uuid()
        group_ids[name] = gid
        org = trust if name.startswith("Trust") else firm
        made = moment(-1500 if name in GROUPS else -rng.randint(20, 40) if name == "Graduates 2025" else -1000, 1290)
        db.execute(
            "INSERT INTO groups (uuid, organizations_uuid, name, access_all, creation_date, revision_date)"
            " VALUES (?,?,?,0,?,?)",
            (gid, org, name, ts(made), ts(made + datetime.timedelta(days=rng.randint(1, 300)))),
        )
    for name, (group, _, _, _, extras) in STAFF.items():
        if name not in NO_GROUP:
            db.execute("INSERT INTO groups_users VALUES (?,?)", (group_ids[group], member[(name, firm)]))
        if name in GRADUATES:
            db.execute("INSERT INTO groups_users VALUES (?,?)", (group_ids["Graduates 2025"], member[(name, firm)]))
        if "t" in extras:
            trust_group = "Trustees" if STAFF[name][0] == "Partners" else "Trust Admin"
            db.execute("INSERT INTO groups_users VALUES (?,?)", (group_ids[trust_group], member[(name, trust)]))
    for address, group, _ in INVITED_ONLY:
        db.execute("INSERT INTO groups_users VALUES (?,?)", (group_ids[group], member[(f"{address}@{DOMAIN}", firm)]))
    # collections
    collection_ids: dict[str, str] = {}
    readers: dict[str, set[str]] = {}  # collection -> the groups that reach it
    for org, table in ((firm, COLLECTIONS), (trust, TRUST_COLLECTIONS)):
        for name, (groups, _) in table.items():
            cid = uuid()
            collection_ids[name] = cid
            db.execute("INSERT INTO collections (uuid, org_uuid, name) VALUES (?,?,?)", (cid, org, enc(24)))
            reached = set(groups) | (set(GROUPS) if name in ALL_STAFF else set())
            readers[name] = reached
            for group in sorted(reached):
                db.execute(
                    "INSERT INTO collections_groups (collections_uuid, groups_uuid, read_only, hide_passwords, manage)"
                    " VALUES (?,?,?,?,?)",
                    (cid, group_ids[group], 1 if name in ALL_STAFF and group != "IT" else 0,
                     1 if name == "Trust accounts" else 0, 1 if group in ("IT", "Partners") else 0),
                )  # fmt: skip
    for person, collection, read_only in (("Hemi Parata", "Audit data rooms", 1), ("Hemi Parata", "Bank confirmations",
                                          1), ("Olivia Chen", "Payroll - Payhero", 0),
                                          ("Mere Tawhiri", "Client bank feeds - payroll", 1),
                                          ("Wiremu Hohaia", "Companies Office", 1)):  # fmt: skip
        db.execute(
            "INSERT INTO users_collections (user_uuid, collection_uuid, read_only, hide_passwords, manage)"
            " VALUES (?,?,?,0,0)",
            (user_ids[person], collection_ids[collection], read_only),
        )

    # shared items
    def login_data(created: datetime.datetime, totp: bool) -> tuple[str, datetime.datetime | None]:
        changed: datetime.datetime | None = None
        if rng.random() < 0.55:
            age = (clock.now - created).days
            if age > 20:
                back = rng.randint(5, age - 5)
                if 355 <= back <= 375:
                    back = 340
                changed = clock.now - datetime.timedelta(days=back, minutes=rng.randint(0, 900))
        data = {
            "username": enc(24), "password": enc(32), "passwordRevisionDate": iso_z(changed) if changed else None,
            "totp": enc(40) if totp else None, "uris": [{"uri": enc(40), "match": None}],
            "autofillOnPageLoad": None, "fido2Credentials": None,
        }  # fmt: skip
        return json.dumps(data, separators=(",", ":")), changed

    def created_day() -> int:
        day = -rng.choice([rng.randint(1, 119), rng.randint(120, 1500), rng.randint(120, 1500), rng.randint(121, 900)])
        if 355 <= -day <= 375 or day in AVOID:
            day -= 21
        return day

    cipher_rows: list[tuple[str, str, str]] = []  # (item, organisation, collection) of shared items alive
    trashed: list[tuple[str, str, int]] = []  # (item, organisation, day) of shared items in the trash
    cipher_created: dict[str, int] = {}
    cards = 0
    for org, table in ((firm, COLLECTIONS), (trust, TRUST_COLLECTIONS)):
        for collection, (_, count) in table.items():
            for _ in range(count):
                cid = uuid()
                day = created_day()
                created = moment(day, 1260 + rng.randint(0, 300))
                kind = 1
                if collection in ("Partners - banking", "Office leases & utilities") and cards < 6:
                    kind, cards = 3, cards + 1
                elif rng.random() < 0.08:
                    kind = 2
                totp = kind == 1 and rng.random() < 0.16
                if kind == 1:
                    data, changed = login_data(created, totp)
                elif kind == 3:
                    card = {"cardholderName": enc(), "brand": enc(8), "number": enc(), "expMonth": enc(4),
                            "expYear": enc(4), "code": enc(4)}  # fmt: skip
                    data, changed = json.dumps(card), None
                else:
                    data, changed = json.dumps({"type": 0}), None
                updated = max(created, changed) if changed else created
                deleted = None
                db.execute(
                    "INSERT INTO ciphers (uuid, created_at, updated_at, user_uuid, organization_uuid, key, atype,"
                    " name, notes, fields, data, password_history, deleted_at, reprompt)"
                    " VALUES (?,?,?,NULL,?,?,?,?,?,?,?,?,?,?)",
                    (cid, ts(created), ts(updated), org, enc(64) if rng.random() < 0.3 else None, kind, enc(20),
                     enc(60) if rng.random() < 0.3 else None, None, data,
                     json.dumps([{"password": enc(32), "lastUsedDate": iso_z(changed)}]) if changed else None,
                     deleted, 1 if rng.random() < 0.09 else 0),
                )  # fmt: skip
                db.execute("INSERT INTO ciphers_collections VALUES (?,?)", (cid, collection_ids[collection]))
                cipher_created[cid] = day
                cipher_rows.append((cid, org, collection))
    # the trash: Olivia Chen's clean-up of old clients' portals in the last 30 days, and a few older ones
    old_clients = [row for row in cipher_rows if row[2] in ("IRD client logins A-L", "IRD client logins M-Z")]
    cleaned = rng.sample(old_clients, 25)
    others = rng.sample([row for row in cipher_rows if row[1] == firm and row not in cleaned], 8)
    trash_days = sorted(rng.sample([d for d in range(-29, -1) if d not in AVOID], 13), reverse=True)
    for n, (cid, org, collection) in enumerate(cleaned + others):
        if n < 25:
            day, actor = trash_days[n % len(trash_days)], "Olivia Chen"
        else:
            day = rng.choice([d for d in range(-110, -32) if d not in AVOID])
            actor = rng.choice([name for name, spec in STAFF.items() if spec[0] in readers[collection] or
                                spec[1] in (OWNER, ADMIN)])  # fmt: skip
        day = max(day, cipher_created[cid] + 1)
        if day >= 0 or day in AVOID:
            day = -2
        when = moment(day, 1200 + rng.randint(0, 400))
        db.execute("UPDATE ciphers SET deleted_at = ?, updated_at = ? WHERE uuid = ?", (ts(when), ts(when), cid))
        trashed.append((cid, org, day))
        cipher_rows.remove((cid, org, collection))
        trashed_by = actor
        db.execute(
            "INSERT INTO event (uuid, event_type, org_uuid, cipher_uuid, act_user_uuid, device_type, ip_address,"
            " event_date) VALUES (?,?,?,?,?,?,?,?)",
            (uuid(), EVENT["trashed"], org, cid, user_ids[trashed_by], 9, OFFICE_IP, ts(when)),
        )
    # attachments on shared items (client authority forms, scanned letters)
    for cid, _, _ in rng.sample(cipher_rows, 44):
        db.execute(
            "INSERT INTO attachments (id, cipher_uuid, file_name, file_size, akey) VALUES (?,?,?,?,?)",
            (f"{rng.getrandbits(80):020x}", cid, enc(24), rng.randint(40_000, 2_400_000), enc(64)),
        )
    # personal vaults, folders
    registered = [name for name, spec in STAFF.items()]
    for name in registered:
        uid = user_ids[name]
        folders = []
        for _ in range(rng.randint(0, 5)):
            fid = uuid()
            made = moment(-rng.randint(1, joined[name]), 1300)
            db.execute("INSERT INTO folders VALUES (?,?,?,?,?)", (fid, ts(made), ts(made), uid, enc(16)))
            folders.append(fid)
        count = 140 if name == "Hemi Parata" else rng.randint(6, 70) if STAFF[name][2] != ACCEPTED else 2
        for _ in range(count):
            cid = uuid()
            created = moment(-rng.randint(1, joined[name]), 1240 + rng.randint(0, 400))
            kind = rng.choices([1, 2, 3, 4], weights=[80, 10, 6, 4])[0]
            data = login_data(created, rng.random() < 0.1)[0] if kind == 1 else json.dumps({"type": 0})
            gone = rng.random() < 0.03
            db.execute(
                "INSERT INTO ciphers (uuid, created_at, updated_at, user_uuid, organization_uuid, atype, name, data,"
                " deleted_at, reprompt) VALUES (?,?,?,?,NULL,?,?,?,?,0)",
                (cid, ts(created), ts(created), uid, kind, enc(20), data,
                 ts(created + datetime.timedelta(days=1)) if gone and created < clock.now - datetime.timedelta(days=2)
                 else None),
            )  # fmt: skip
            if folders and rng.random() < 0.6:
                db.execute("INSERT INTO folders_ciphers VALUES (?,?)", (cid, rng.choice(folders)))
            if rng.random() < 0.02:
                db.execute(
                    "INSERT INTO attachments (id, cipher_uuid, file_name, file_size, akey) VALUES (?,?,?,?,?)",
                    (f"{rng.getrandbits(80):020x}", cid, enc(24), rng.randint(20_000, 900_000), enc(64)),
                )
    # devices: last activity; the inactive three stopped over 70 days ago, the leavers when they left
    last_seen: dict[str, int] = {}
    chrome_heavy = [2, 2, 2, 2, 2, 2, 3, 5]
    for name, (_, _, _, days, extras) in STAFF.items():
        if "i" in extras:
            last = -rng.randint(75, 110)
        elif name == "Daniel Foster":
            last = -21
        elif name == "Ruby Taylor":
            last = -71
        else:
            last = -rng.randint(1, 3)
        last_seen[name] = last
        kinds = [rng.choice(chrome_heavy), rng.choice([0, 1, 1])]
        if rng.random() < 0.5:
            kinds.append(rng.choice([6, 6, 7, 9, 10, 17]))
        if name in ("Sarah Lim", "Tom Gallagher"):
            kinds += [8, 10]
        for k, kind in enumerate(kinds):
            made = moment(-min(days, rng.randint(30, 900)), 1250 + 3 * k)
            seen = last if k == 0 else min(last - rng.randint(0, 40), -1)
            if -seen > days:
                seen = -days
            if seen in AVOID:
                seen -= 1
            seen_at = moment(seen, 1200 + rng.randint(0, 500))
            if seen_at < made:
                made = seen_at - datetime.timedelta(days=1)
            names = {0: "Android", 1: "iPhone", 2: "chrome", 3: "firefox", 5: "edge", 6: "windows", 7: "macos",
                     8: "linux", 9: "chrome", 10: "firefox", 17: "safari"}  # fmt: skip
            db.execute(
                "INSERT INTO devices (uuid, created_at, updated_at, user_uuid, name, atype, push_uuid, refresh_token)"
                " VALUES (?,?,?,?,?,?,?,?)",
                (uuid(), ts(made), ts(seen_at), user_ids[name], names[kind], kind,
                 uuid() if kind in (0, 1) else None, b64(64)),
            )  # fmt: skip
    # two-step login
    totp_step = int((clock.now - datetime.datetime(1970, 1, 1)).total_seconds()) // 30
    for name, (_, _, _, _, extras) in STAFF.items():
        if "n" in extras:
            continue
        methods = [1] if "e" in extras else [0]
        if "k" in extras:
            methods.append(7)
        if "y" in extras:
            methods.append(3)
        for method in methods:
            data = {0: b64(20), 1: json.dumps({"email": emails[name], "last_token": None, "token_sent": 0}),
                    3: json.dumps({"Key1": "cccccbgrhlnd", "Nfc": True}),
                    7: json.dumps([{"id": 1, "name": "YubiKey 5", "migrated": False}])}[method]  # fmt: skip
            db.execute(
                "INSERT INTO twofactor (uuid, user_uuid, atype, enabled, data, last_used) VALUES (?,?,?,?,?,?)",
                (uuid(), user_ids[name], method, 0 if "x" in extras else 1, data,
                 totp_step + 2880 * last_seen[name] - rng.randint(0, 900) if method == 0 else 0),
            )  # fmt: skip
    for name, device, kind, hours, ip in (("James Whitcombe", "chrome", 9, 4.5, ATTACKER_IP),
                                          ("James Whitcombe", "firefox", 10, 19.2, ATTACKER_IP),
                                          ("James Whitcombe", "chrome", 9, 31.7, ATTACKER_IP),
                                          ("Mere Tawhiri", "Android", 0, 50.3, OFFICE_IP)):  # fmt: skip
        db.execute(
            "INSERT INTO twofactor_incomplete (user_uuid, device_uuid, device_name, device_type, login_time,"
            " ip_address) VALUES (?,?,?,?,?,?)",
            (user_ids[name], uuid(), device, kind, ts(clock.now - datetime.timedelta(hours=hours)), ip),
        )
    # policies
    policies = [
        (firm, 1, 1, {"minComplexity": 3, "minLength": 14, "requireUpper": True, "requireLower": True,
                      "requireNumbers": True, "requireSpecial": False, "enforceOnLogin": False}),
        (firm, 2, 1, {"defaultType": "passphrase", "minLength": 16, "minNumberWords": 4, "capitalize": True}),
        (firm, 0, 0, {}),
        (firm, 7, 1, {"disableHideEmail": True}),
        (firm, 8, 1, {"autoEnrollEnabled": False}),
        (trust, 0, 1, {}),
        (trust, 3, 1, {}),
        (trust, 1, 1, {"minComplexity": 4, "minLength": 16, "enforceOnLogin": True}),
    ]  # fmt: skip
    for org, kind, enabled, rules in policies:
        db.execute(
            "INSERT INTO org_policies (uuid, org_uuid, atype, enabled, data) VALUES (?,?,?,?,?)",
            (uuid(), org, kind, enabled, json.dumps(rules)),
        )
    # Sends still waiting for their deletion date
    senders = {"Priya Raman": 14, "Mia Patel": 4, "Mere Tawhiri": 3, "Sarah Lim": 3, "Tom Gallagher": 2,
               "Kate Lee": 2, "Olivia Chen": 2, "Liam O'Connor": 1, "Jess Hill": 3, "Emma Hall": 1}  # fmt: skip
    for name, count in senders.items():
        for k in range(count):
            day = -rng.choice([d for d in range(1, 29) if -d not in AVOID])
            made = moment(day, 1200 + rng.randint(0, 500))
            keep = rng.choice((7, 14, 30, 30))
            deletion = made + datetime.timedelta(days=keep)
            if deletion <= clock.now + datetime.timedelta(days=1):
                deletion = clock.now + datetime.timedelta(days=rng.randint(2, 5), minutes=rng.randint(0, 600))
            expiration = made + datetime.timedelta(days=rng.choice((1, 3, 7))) if rng.random() < 0.5 else None
            if expiration and expiration.date() == clock.now.date():
                expiration += datetime.timedelta(days=1)  # none expires today: live Sends do not hang on the hour
            kind = 1 if rng.random() < 0.45 else 0
            size = rng.randint(30_000, 4_000_000)
            data = (json.dumps({"id": f"{rng.getrandbits(80):020x}", "fileName": enc(20), "size": str(size),
                                "sizeName": f"{size / 1024:.2f} KB"}) if kind == 1
                    else json.dumps({"text": enc(80), "hidden": rng.random() < 0.5}))  # fmt: skip
            limit = rng.choice((None, 1, 3, 5)) if name != "Priya Raman" or k % 3 else 1
            opened = rng.randint(0, limit) if limit else rng.randint(0, 6)
            db.execute(
                "INSERT INTO sends (uuid, user_uuid, name, atype, data, akey, password_hash, max_access_count,"
                " access_count, creation_date, revision_date, expiration_date, deletion_date, disabled, hide_email)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,0)",
                (uuid(), user_ids[name], enc(20), kind, data, enc(32),
                 rng.getrandbits(256).to_bytes(32, "big") if rng.random() < 0.4 else None, limit, opened,
                 ts(made), ts(made), ts(expiration) if expiration else None, ts(deletion),
                 1 if rng.random() < 0.08 else 0),
            )  # fmt: skip

    # the event log
    def log(kind: str, when: datetime.datetime, **fields: str | int | None) -> None:
        columns = ["uuid", "event_type", "event_date", *fields]
        db.execute(
            f"INSERT INTO event ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            (uuid(), EVENT[kind], ts(when), *fields.values()),
        )

    def user_event(kind: str, person: str, when: datetime.datetime, device: int, ip: str) -> None:
        for org in (firm, trust):
            if (person, org) in member and (org == firm or STAFF[person][2] == CONFIRMED):
                log(kind, when, user_uuid=user_ids[person], org_uuid=org, act_user_uuid=user_ids[person],
                    device_type=device, ip_address=ip)  # fmt: skip

    home_ips = {name: f"{rng.choice((115, 122, 125, 222))}.{rng.randint(1, 254)}.{rng.randint(1, 254)}."
                f"{rng.randint(1, 254)}" for name in STAFF}  # fmt: skip
    reach: dict[str, list[str]] = {}
    for name, (group, role, _, _, _) in STAFF.items():
        if role in (OWNER, ADMIN):
            reach[name] = [cid for cid, org, _ in cipher_rows if org == firm]
        else:
            reach[name] = [cid for cid, org, collection in cipher_rows if org == firm and group in readers[collection]]
    logins_a_day = {"Tom Gallagher": 10.0, "Sarah Lim": 3.0, "Priya Raman": 3.0}
    copies_a_day = {"Priya Raman": 14.0, "Mia Patel": 3.0}
    for day in range(-120, 0):
        if day in AVOID:
            continue
        for name, (_, _, status, days, _) in STAFF.items():
            if status == ACCEPTED and -day > days:
                continue
            if day > last_seen[name] or -day > days:
                continue
            scale = 1.0 if busy(day) else 0.2
            for _ in range(int(rng.random() * 2 * logins_a_day.get(name, 1.2) * scale + 0.5)):
                when = moment(day, rng.randint(1170, 1439))
                user_event("login", name, when, rng.choice(chrome_heavy), rng.choice([OFFICE_IP, OFFICE_IP,
                                                                                      home_ips[name]]))  # fmt: skip
            if rng.random() < 0.02 * scale:
                user_event("failed_login", name, moment(day, rng.randint(1170, 1439)), 2, OFFICE_IP)
            items = reach[name]
            if not items:
                continue
            copies = copies_a_day.get(name, 1.5) if day >= -29 else 1.5
            for _ in range(int(rng.random() * 2 * copies * scale + 0.5)):
                log(
                    "copied_password",
                    moment(day, rng.randint(1170, 1439)),
                    org_uuid=firm,
                    cipher_uuid=rng.choice(items),
                    act_user_uuid=user_ids[name],
                    device_type=2,
                    ip_address=OFFICE_IP,
                )
            for _ in range(int(rng.random() * 4 * scale + 0.5)):
                log(rng.choice(["viewed", "viewed", "autofilled"]), moment(day, rng.randint(1170, 1439)),
                    org_uuid=firm, cipher_uuid=rng.choice(items), act_user_uuid=user_ids[name],
                    device_type=rng.choice(chrome_heavy), ip_address=OFFICE_IP)  # fmt: skip
            if rng.random() < 0.12 * scale:
                log(
                    "edited",
                    moment(day, rng.randint(1170, 1439)),
                    org_uuid=firm,
                    cipher_uuid=rng.choice(items),
                    act_user_uuid=user_ids[name],
                    device_type=9,
                    ip_address=OFFICE_IP,
                )
    for cid, org, _ in cipher_rows:
        day = cipher_created[cid]
        if -120 <= day < 0:
            actor = rng.choice([name for name, spec in STAFF.items() if spec[2] == CONFIRMED])
            log(
                "created",
                moment(day, 1200 + rng.randint(0, 200)),
                org_uuid=org,
                cipher_uuid=cid,
                act_user_uuid=user_ids[actor],
                device_type=2,
                ip_address=OFFICE_IP,
            )
    # the attack on James Whitcombe's account
    attack_days = [d for d in range(-6, 0)]
    for k in range(37):
        day = attack_days[k % len(attack_days)]
        user_event("failed_login", "James Whitcombe", moment(day, rng.randint(0, 1439)), 9, ATTACKER_IP)
    for day in (-38, -33, -27):
        user_event("exported", "Daniel Foster", moment(day, 1350), 9, home_ips["Daniel Foster"])
    user_event("exported", "Sarah Lim", moment(-45, 1280), 6, OFFICE_IP)
    user_event("2fa_updated", "Will Green", moment(-52, 1300), 9, OFFICE_IP)
    user_event("password_changed", "James Whitcombe", moment(-3, 1320), 9, OFFICE_IP)
    # memberships: who was invited and confirmed in the window, and the leavers
    admin_uid = user_ids["Sarah Lim"]
    for name, (_, _, status, days, _) in STAFF.items():
        if days <= 118:
            invited = moment(-days, 1230)
            log("invited", invited, org_uuid=firm, org_user_uuid=member[(name, firm)], act_user_uuid=admin_uid,
                device_type=9, ip_address=OFFICE_IP)  # fmt: skip
            if status == CONFIRMED:
                confirmed = invited + datetime.timedelta(days=rng.choice((1, 2, 2, 3, 4)), minutes=rng.randint(0, 300))
                log("confirmed", confirmed, org_uuid=firm, org_user_uuid=member[(name, firm)],
                    act_user_uuid=admin_uid, device_type=9, ip_address=OFFICE_IP)  # fmt: skip
    for address, _, days in INVITED_ONLY:
        log("invited", moment(-days, 1300), org_uuid=firm, org_user_uuid=member[(f"{address}@{DOMAIN}", firm)],
            act_user_uuid=user_ids["Olivia Chen"], device_type=9, ip_address=OFFICE_IP)  # fmt: skip
    for name, day in (("Daniel Foster", -20), ("Ruby Taylor", -70)):
        log("revoked", moment(day, 1400), org_uuid=firm, org_user_uuid=member[(name, firm)], act_user_uuid=admin_uid,
            device_type=9, ip_address=OFFICE_IP)  # fmt: skip
    log("group_created", moment(-rng.randint(20, 40), 1291), org_uuid=firm, group_uuid=group_ids["Graduates 2025"],
        act_user_uuid=user_ids["Olivia Chen"], device_type=9, ip_address=OFFICE_IP)  # fmt: skip
    log("policy_updated", moment(-85, 1310), org_uuid=firm, act_user_uuid=admin_uid, device_type=9,
        ip_address=OFFICE_IP)  # fmt: skip
    close_checked(db, "vault")
