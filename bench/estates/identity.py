"""A bank's workforce sign-in (Solvik Sparebank, Bergen) as the SQLite copy of a Keycloak 24 database, for execution
benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): accounts were created up to
900 days back, sign-in events (kept 30 days, as the realm's ``events_expiration`` says) and admin events fill the
last 30 days on a one-minute grid counted from today's midnight, so two builds with the same seed and ``now`` values
a whole number of days apart give the same answers to relative-time questions.

The tables are Keycloak's, as its Liquibase change sets create them (lower-case names, 36-character UUID text keys):
``realm``, ``client`` (``client_id`` is the application's public name, ``id`` its UUID), ``user_entity``,
``user_attribute`` (name/value rows: ``department``, ``employeeNumber``, ``office``), ``keycloak_group`` (sub-groups
point at their parent through ``parent_group``; a top-level group has ``parent_group`` ``' '``, a single space, as
Keycloak 23 and later write it, so it has no foreign key), ``user_group_membership``, ``keycloak_role`` (realm roles
with ``client_role`` 0 and ``realm_id``; client roles with ``client_role`` 1 and ``client`` the client's UUID),
``user_role_mapping``, ``credential`` (``type`` ``password``, ``otp`` or ``webauthn``), ``identity_provider`` and
``federated_identity`` (accounts linked to Microsoft Entra ID), ``event_entity`` (user events) and
``admin_event_entity`` (changes made in the admin console). Booleans are 0/1.

**Time is epoch milliseconds** everywhere: ``user_entity.created_timestamp``, ``credential.created_date``,
``event_entity.event_time``, ``admin_event_entity.admin_event_time``. ``event_entity.client_id`` holds the client's
``client_id`` text (not its UUID) and has no foreign key, like Keycloak's; ``user_id`` is NULL when the username did
not exist (error ``user_not_found``; the typed name is in ``details_json``). Event types: ``LOGIN``,
``LOGIN_ERROR``, ``LOGOUT`` (same ``session_id`` as its login), ``UPDATE_PASSWORD``, ``RESET_PASSWORD``,
``UPDATE_TOTP``; errors ``invalid_user_credentials``, ``user_not_found``, ``user_disabled``,
``user_temporarily_disabled`` (brute-force lock-out), ``invalid_authenticator`` (a wrong one-time code).

Planted signals:

* the IP address 185.220.101.47 sent about 260 failed logins over the last three days (a password-spraying run, mostly
  unknown usernames), far more than any office address;
* gitlab has the most successful logins of the last 30 days, then grafana;
* five enabled Finance staff have no OTP credential; two holders of the realm role ``admin`` have none either;
* seven enabled staff accounts have not signed in during the last 30 days, and four accounts created in the last 30
  days never signed in;
* Tormod Haugen (``tormod.haugen``) was locked out by brute-force detection 9 times in the last 14 days, nobody
  else more than twice; two disabled leavers still try to sign in (``user_disabled``) this week;
* the warehouse kiosk account (``kiosk.lager``) signs in by far the most; 07:00 UTC is the busiest hour;
* Kari Nilsen made most admin-console changes; Engineering's Platform team is the largest group.
"""

from __future__ import annotations

import datetime
import json
import pathlib
import random
import uuid

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE realm (id VARCHAR(36) PRIMARY KEY, name VARCHAR(255) NOT NULL UNIQUE, enabled BOOLEAN NOT NULL,
  ssl_required VARCHAR(255), sso_idle_timeout INTEGER, sso_max_lifespan INTEGER, brute_force_protected BOOLEAN,
  failure_factor INTEGER, events_enabled BOOLEAN, events_expiration BIGINT, display_name VARCHAR(255));
CREATE TABLE client (id VARCHAR(36) PRIMARY KEY, client_id VARCHAR(255) NOT NULL, name VARCHAR(255),
  realm_id VARCHAR(36) NOT NULL REFERENCES realm(id), enabled BOOLEAN NOT NULL, protocol VARCHAR(255),
  public_client BOOLEAN NOT NULL, base_url VARCHAR(255), full_scope_allowed BOOLEAN NOT NULL,
  service_accounts_enabled BOOLEAN NOT NULL, UNIQUE (realm_id, client_id));
CREATE TABLE user_entity (id VARCHAR(36) PRIMARY KEY, email VARCHAR(255), email_constraint VARCHAR(255),
  email_verified BOOLEAN NOT NULL, enabled BOOLEAN NOT NULL, federation_link VARCHAR(255), first_name VARCHAR(255),
  last_name VARCHAR(255), realm_id VARCHAR(255) NOT NULL REFERENCES realm(id), username VARCHAR(255) NOT NULL,
  created_timestamp BIGINT, service_account_client_link VARCHAR(255) REFERENCES client(id), not_before INTEGER NOT NULL,
  UNIQUE (realm_id, username));
CREATE TABLE user_attribute (name VARCHAR(255) NOT NULL, value VARCHAR(255), user_id VARCHAR(36) NOT NULL
  REFERENCES user_entity(id), id VARCHAR(36) PRIMARY KEY);
CREATE TABLE keycloak_group (id VARCHAR(36) PRIMARY KEY, name VARCHAR(255), parent_group VARCHAR(36) NOT NULL,
  realm_id VARCHAR(36) REFERENCES realm(id));
CREATE TABLE user_group_membership (group_id VARCHAR(36) NOT NULL REFERENCES keycloak_group(id),
  user_id VARCHAR(36) NOT NULL REFERENCES user_entity(id), membership_type VARCHAR(255) NOT NULL,
  PRIMARY KEY (group_id, user_id));
CREATE TABLE keycloak_role (id VARCHAR(36) PRIMARY KEY, client_realm_constraint VARCHAR(255), client_role BOOLEAN,
  description VARCHAR(255), name VARCHAR(255), realm_id VARCHAR(255) REFERENCES realm(id),
  client VARCHAR(36) REFERENCES client(id), realm VARCHAR(36));
CREATE TABLE user_role_mapping (role_id VARCHAR(255) NOT NULL REFERENCES keycloak_role(id),
  user_id VARCHAR(36) NOT NULL REFERENCES user_entity(id), PRIMARY KEY (role_id, user_id));
CREATE TABLE credential (id VARCHAR(36) PRIMARY KEY, salt BLOB, type VARCHAR(255),
  user_id VARCHAR(36) REFERENCES user_entity(id), created_date BIGINT, user_label VARCHAR(255), secret_data TEXT,
  credential_data TEXT, priority INTEGER);
CREATE TABLE identity_provider (internal_id VARCHAR(36) PRIMARY KEY, enabled BOOLEAN NOT NULL,
  provider_alias VARCHAR(255), provider_id VARCHAR(255), store_token BOOLEAN NOT NULL, trust_email BOOLEAN NOT NULL,
  realm_id VARCHAR(36) REFERENCES realm(id), display_name VARCHAR(255));
CREATE TABLE federated_identity (identity_provider VARCHAR(255) NOT NULL, realm_id VARCHAR(36) REFERENCES realm(id),
  federated_user_id VARCHAR(255), federated_username VARCHAR(255), token TEXT,
  user_id VARCHAR(36) NOT NULL REFERENCES user_entity(id), PRIMARY KEY (identity_provider, user_id));
CREATE TABLE event_entity (id VARCHAR(36) PRIMARY KEY, client_id VARCHAR(255), details_json VARCHAR(2550),
  error VARCHAR(255), ip_address VARCHAR(255), realm_id VARCHAR(255) REFERENCES realm(id), session_id VARCHAR(255),
  event_time BIGINT, type VARCHAR(255), user_id VARCHAR(255) REFERENCES user_entity(id));
CREATE TABLE admin_event_entity (id VARCHAR(36) PRIMARY KEY, admin_event_time BIGINT,
  realm_id VARCHAR(255) REFERENCES realm(id), operation_type VARCHAR(255), auth_realm_id VARCHAR(255),
  auth_client_id VARCHAR(255), auth_user_id VARCHAR(255) REFERENCES user_entity(id), ip_address VARCHAR(255),
  resource_path VARCHAR(2550), representation TEXT, error VARCHAR(255), resource_type VARCHAR(64));
CREATE INDEX idx_event_time ON event_entity (realm_id, event_time);
"""

FIRST = [
    "Ole",
    "Kari",
    "Lars",
    "Ingrid",
    "Per",
    "Silje",
    "Jonas",
    "Marte",
    "Erik",
    "Nora",
    "Anders",
    "Ida",
    "Magnus",
    "Hanne",
    "Sindre",
    "Tone",
    "Eirik",
    "Camilla",
    "Henrik",
    "Maria",
    "Knut",
    "Sofie",
    "Bjørn",
    "Emma",
    "Vidar",
    "Thea",
    "Geir",
    "Line",
    "Øystein",
    "Ragnhild",
    "Amir",
    "Fatima",
    "Tomasz",
    "Aisha",
    "Mikkel",
    "Julie",
]
LAST = [
    "Hansen",
    "Johansen",
    "Olsen",
    "Larsen",
    "Andersen",
    "Pedersen",
    "Nilsen",
    "Kristiansen",
    "Jensen",
    "Karlsen",
    "Johnsen",
    "Pettersen",
    "Eriksen",
    "Berg",
    "Dahl",
    "Halvorsen",
    "Iversen",
    "Moen",
    "Jacobsen",
    "Strand",
    "Solberg",
    "Lunde",
    "Bakke",
    "Aas",
    "Sandvik",
    "Fjeld",
    "Rønning",
    "Vik",
    "Nowak",
    "Ali",
]
# group -> (parent, weight of new staff)
GROUPS = {
    "Engineering": (None, 0),
    "Platform": ("Engineering", 14),
    "Backend": ("Engineering", 7),
    "Data": ("Engineering", 6),
    "Finance": (None, 10),
    "Retail Banking": (None, 13),
    "Customer Service": (None, 8),
    "Risk & Compliance": (None, 5),
    "HR": (None, 3),
    "Security": (None, 3),
    "Contractors": (None, 4),
}
APPS = [
    ("gitlab", "GitLab", 30),
    ("grafana", "Grafana", 20),
    ("hr-portal", "HR Portal", 9),
    ("expense-app", "Expenses", 8),
    ("vpn-gateway", "VPN Gateway", 13),
    ("wiki", "Confluence", 11),
    ("account-console", "${client_account-console}", 3),
]
BUILTIN = ["admin-cli", "broker", "realm-management", "security-admin-console"]
OFFICE_IPS = ["10.40.1.", "10.40.2.", "10.41.7.", "10.52.0."]
SPRAY_IP = "185.220.101.47"
DAY_MS = 86_400_000


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    epoch = datetime.datetime(1970, 1, 1)
    midnight_ms = int((clock.midnight - epoch).total_seconds()) * 1000

    def ms(day: int, minute: int, extra: int = 0) -> int:
        return midnight_ms + day * DAY_MS + minute * 60_000 + extra

    now_ms = int((clock.now - epoch).total_seconds()) * 1000
    db = new_database(path, SCHEMA)
    master, solvik = _uuid(rng), _uuid(rng)
    db.execute(
        "INSERT INTO realm VALUES (?, 'master', 1, 'external', 1800, 36000, 0, 30, 0, NULL, 'Keycloak')", (master,)
    )
    db.execute(
        "INSERT INTO realm VALUES (?, 'solvik', 1, 'all', 1800, 36000, 1, 5, 1, 2592000, 'Solvik Sparebank')", (solvik,)
    )
    clients: dict[str, str] = {}
    for client_id, name, _ in APPS:
        clients[client_id] = _uuid(rng)
        public = client_id in ("account-console", "grafana")
        db.execute(
            "INSERT INTO client VALUES (?, ?, ?, ?, 1, 'openid-connect', ?, ?, 1, 0)",
            (clients[client_id], client_id, name, solvik, int(public), f"https://{client_id}.solvik.example/"),
        )
    for client_id in [*BUILTIN, "payroll-legacy", "terraform"]:
        clients[client_id] = _uuid(rng)
        db.execute(
            "INSERT INTO client VALUES (?, ?, ?, ?, ?, 'openid-connect', ?, NULL, ?, ?)",
            (
                clients[client_id],
                client_id,
                "${client_" + client_id + "}" if client_id in BUILTIN else client_id,
                solvik,
                int(client_id != "payroll-legacy"),
                int(client_id in ("admin-cli", "security-admin-console")),
                int(client_id != "terraform"),
                int(client_id == "terraform"),
            ),
        )
    for client_id in ("admin-cli", "security-admin-console"):
        db.execute(
            "INSERT INTO client VALUES (?, ?, ?, ?, 1, 'openid-connect', 1, NULL, 1, 0)",
            (_uuid(rng), client_id, "${client_" + client_id + "}", master),
        )
    groups: dict[str, str] = {name: _uuid(rng) for name in GROUPS}
    for name, (parent, _) in GROUPS.items():
        db.execute(
            "INSERT INTO keycloak_group VALUES (?, ?, ?, ?)",
            (groups[name], name, groups[parent] if parent else " ", solvik),
        )
    roles: dict[str, str] = {}
    for name, description in [
        ("default-roles-solvik", "${role_default-roles}"),
        ("offline_access", "${role_offline-access}"),
        ("uma_authorization", "${role_uma_authorization}"),
        ("admin", "Full administration of the solvik realm"),
        ("auditor", "Read-only access to events"),
        ("finance-approver", "Approves expenses above NOK 50 000"),
    ]:
        roles[name] = _uuid(rng)
        db.execute(
            "INSERT INTO keycloak_role VALUES (?, ?, 0, ?, ?, ?, NULL, ?)",
            (roles[name], solvik, description, name, solvik, solvik),
        )
    for client_id, name in [
        ("grafana", "viewer"),
        ("grafana", "editor"),
        ("grafana", "admin"),
        ("gitlab", "developer"),
        ("gitlab", "maintainer"),
    ]:
        roles[f"{client_id}:{name}"] = _uuid(rng)
        db.execute(
            "INSERT INTO keycloak_role VALUES (?, ?, 1, NULL, ?, ?, ?, NULL)",
            (roles[f"{client_id}:{name}"], clients[client_id], name, solvik, clients[client_id]),
        )
    entra = _uuid(rng)
    db.execute(
        "INSERT INTO identity_provider VALUES (?, 1, 'entra-id', 'oidc', 0, 1, ?, 'Microsoft Entra ID')",
        (entra, solvik),
    )
    db.execute("INSERT INTO identity_provider VALUES (?, 0, 'bankid', 'oidc', 0, 0, ?, 'BankID')", (_uuid(rng), solvik))

    # ---- users
    users: list[dict[str, object]] = []
    taken: set[str] = set()

    def add_user(first: str, last: str, group: str, created_day: int, **extra: object) -> dict[str, object]:
        username = extra.pop("username", None) or f"{first}.{last}".lower().replace("ø", "o").replace("å", "a")
        while username in taken:
            username = f"{username}{rng.randint(2, 9)}"
        taken.add(str(username))
        user = {
            "id": _uuid(rng),
            "username": username,
            "first": first,
            "last": last,
            "group": group,
            "created": ms(created_day, on_minute(rng, 420, 960)),
            "enabled": 1,
            "otp": rng.random() < 0.7,
            "webauthn": rng.random() < 0.12,
            "weight": rng.uniform(0.4, 1.6),
            "active": True,
            **extra,
        }
        users.append(user)
        return user

    def on_minute(r: random.Random, low: int, high: int) -> int:
        return r.randint(low, high)

    weighted = [(name, float(weight)) for name, (_, weight) in GROUPS.items() if weight]
    for _ in range(300):
        add_user(rng.choice(FIRST), rng.choice(LAST), pick(rng, weighted), -rng.randint(35, 900))
    named = [
        add_user("Kari", "Nilsen", "Security", -820, username="kari.nilsen", admin=True, otp=True),
        add_user("Jørgen", "Wiik", "Platform", -610, username="jorgen.wiik", admin=True, otp=False),
        add_user("Sverre", "Tangen", "Platform", -400, username="sverre.tangen", admin=True, otp=False),
        add_user("Linnea", "Brekke", "Security", -300, username="linnea.brekke", admin=True, otp=True),
        add_user("Tormod", "Haugen", "Customer Service", -500, username="tormod.haugen", otp=True),
        add_user("Lager", "Kiosk", "Retail Banking", -700, username="kiosk.lager", otp=False, weight=0.0),
    ]
    for user in users:
        if user["group"] == "Finance" and not user.get("admin"):
            user["otp"] = True
    finance = [user for user in users if user["group"] == "Finance"]
    for user in rng.sample(finance, 5):
        user["otp"] = False
    regular = [user for user in users[:300] if user["group"] != "Finance"]
    leavers = rng.sample(regular, 12)
    for user in leavers:
        user["enabled"], user["active"] = 0, False
    still_trying = leavers[:2]
    rest = [user for user in regular if user not in leavers]
    idle = rng.sample(rest, 7)
    for user in idle:
        user["active"] = False
    for day in (-3, -9, -17, -26):
        add_user(rng.choice(FIRST), rng.choice(LAST), pick(rng, weighted), day, active=False, otp=False)
    for name in ("terraform",):
        add_user("", "", "", -300, username=f"service-account-{name}", service=clients[name], active=False, otp=False)

    for user in users:
        email = None if user.get("service") else f"{user['username']}@solvik.example"
        db.execute(
            "INSERT INTO user_entity VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, 0)",
            (
                user["id"],
                email,
                email or user["id"],
                int(email is not None),
                user["enabled"],
                user["first"] or None,
                user["last"] or None,
                solvik,
                user["username"],
                user["created"],
                user.get("service"),
            ),
        )
        if user.get("service"):
            continue
        group = str(user["group"])
        db.execute("INSERT INTO user_group_membership VALUES (?, ?, 'UNMANAGED')", (groups[group], user["id"]))
        department = GROUPS[group][0] or group
        office = rng.choice(["Bergen", "Bergen", "Oslo", "Stavanger"])
        for attribute, value in (
            ("department", department),
            ("employeeNumber", str(10000 + users.index(user))),
            ("office", office),
        ):
            db.execute("INSERT INTO user_attribute VALUES (?, ?, ?, ?)", (attribute, value, user["id"], _uuid(rng)))
        db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["default-roles-solvik"], user["id"]))
        if user.get("admin"):
            db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["admin"], user["id"]))
        if group in ("Finance",) and rng.random() < 0.3:
            db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["finance-approver"], user["id"]))
        if group == "Risk & Compliance" and rng.random() < 0.5:
            db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["auditor"], user["id"]))
        if group in ("Platform", "Backend", "Data"):
            db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["gitlab:developer"], user["id"]))
            db.execute("INSERT INTO user_role_mapping VALUES (?, ?)", (roles["grafana:viewer"], user["id"]))
        created = int(user["created"])  # type: ignore[call-overload]
        db.execute(
            "INSERT INTO credential VALUES (?, NULL, 'password', ?, ?, 'My password', ?, ?, 10)",
            (
                _uuid(rng),
                user["id"],
                created + 60_000,
                '{"value":"<hash>","salt":"<salt>"}',
                '{"hashIterations":27500,"algorithm":"pbkdf2-sha512"}',
            ),
        )
        if user["otp"]:
            db.execute(
                "INSERT INTO credential VALUES (?, NULL, 'otp', ?, ?, ?, '{\"value\":\"<secret>\"}', ?, 20)",
                (
                    _uuid(rng),
                    user["id"],
                    created + rng.randint(1, 20) * DAY_MS,
                    rng.choice(["iPhone", "Pixel", None]),
                    '{"subType":"totp","digits":6,"period":30,"algorithm":"HmacSHA1"}',
                ),
            )
        if user["webauthn"]:
            db.execute(
                "INSERT INTO credential VALUES (?, NULL, 'webauthn', ?, ?, 'YubiKey 5', '{}', '{}', 30)",
                (_uuid(rng), user["id"], created + rng.randint(1, 60) * DAY_MS),
            )
        if group in ("Contractors", "Data") or (user.get("admin") and user["username"] != "kari.nilsen"):
            db.execute(
                "INSERT INTO federated_identity VALUES ('entra-id', ?, ?, ?, NULL, ?)",
                (solvik, _uuid(rng), f"{user['username']}@solvikpartner.onmicrosoft.example", user["id"]),
            )

    # ---- user events, last 30 days
    events: list[tuple[object, ...]] = []

    def event(
        time_ms: int,
        kind: str,
        user: dict[str, object] | None,
        client_id: str,
        ip: str,
        error: str | None = None,
        session: str | None = None,
        username: str | None = None,
    ) -> None:
        if time_ms > now_ms:
            return
        details = {"auth_method": "openid-connect", "username": username or (user["username"] if user else "")}
        if kind == "LOGIN":
            details["redirect_uri"] = f"https://{client_id}.solvik.example/"
        events.append(
            (
                _uuid(rng),
                client_id,
                json.dumps(details),
                error,
                ip,
                solvik,
                session,
                time_ms,
                kind,
                user["id"] if user else None,
            )
        )

    app_weights = [(client_id, float(weight)) for client_id, _, weight in APPS]
    # the hour of a sign-in: most arrive 06:00-08:00 UTC (07:00-09:00 in Bergen), then through the day
    hours = [
        (6, 16.0),
        (7, 24.0),
        (8, 15.0),
        (9, 9.0),
        (10, 8.0),
        (11, 8.0),
        (12, 9.0),
        (13, 7.0),
        (14, 5.0),
        (15, 3.0),
        (16, 2.0),
        (17, 1.0),
        (19, 1.0),
    ]
    for user in users:
        if not user["active"] or user.get("service"):
            continue
        ip = rng.choice(OFFICE_IPS) + str(rng.randint(10, 250))
        for day in range(-30, 1):
            for _ in range(rng.choices([0, 1, 2, 3], weights=[0.35, 0.35 * float(user["weight"]), 0.2, 0.1])[0]):  # type: ignore[arg-type]
                minute = int(pick(rng, [(str(h), w) for h, w in hours])) * 60 + rng.randint(0, 59)
                app = pick(rng, app_weights)
                if rng.random() < 0.05:
                    event(ms(day, minute), "LOGIN_ERROR", user, app, ip, "invalid_user_credentials")
                    minute += 1
                if rng.random() < 0.02 and user["otp"]:
                    event(ms(day, minute), "LOGIN_ERROR", user, app, ip, "invalid_authenticator")
                    minute += 1
                session = _uuid(rng)
                event(ms(day, minute, rng.randint(0, 59_999)), "LOGIN", user, app, ip, session=session)
                if rng.random() < 0.45:
                    event(ms(day, minute + rng.randint(20, 240)), "LOGOUT", user, app, ip, session=session)
    kiosk = named[5]
    for day in range(-30, 1):
        for minute in range(360, 1080, 30):
            session = _uuid(rng)
            event(ms(day, minute, 5_000), "LOGIN", kiosk, "hr-portal", "10.52.0.9", session=session)
            event(ms(day, minute + 15), "LOGOUT", kiosk, "hr-portal", "10.52.0.9", session=session)
    tormod = named[4]
    for index in range(9):
        day, minute = -13 + index * 3 // 2, 450 + index * 7
        for attempt in range(5):
            event(ms(day, minute + attempt), "LOGIN_ERROR", tormod, "gitlab", "10.41.7.66", "invalid_user_credentials")
        event(ms(day, minute + 5), "LOGIN_ERROR", tormod, "gitlab", "10.41.7.66", "user_temporarily_disabled")
    for user in rng.sample([u for u in users[:300] if u["active"] and u is not tormod], 4):
        event(ms(-rng.randint(1, 13), 600), "LOGIN_ERROR", user, "wiki", "10.40.1.77", "user_temporarily_disabled")
    for user in still_trying:
        for day in (-5, -3, -1):
            event(
                ms(day, 500 + users.index(user) % 60),
                "LOGIN_ERROR",
                user,
                "vpn-gateway",
                "84.211.30.12",
                "user_disabled",
            )
    for user in rng.sample([u for u in users if u["active"] and not u.get("service")], 25):
        day = -rng.randint(0, 29)
        event(ms(day, 800), "RESET_PASSWORD", user, "account-console", "10.40.2.15")
        event(ms(day, 805), "UPDATE_PASSWORD", user, "account-console", "10.40.2.15")
    # password spraying over the last three days, from one address
    names = [str(u["username"]) for u in users if u["active"] and not u.get("service")]
    for index in range(264):
        day, minute = -3 + index // 100, 60 + (index % 100) * 9
        if rng.random() < 0.25:
            target = rng.choice([u for u in users if str(u["username"]) in names[:80]])
            event(ms(day, minute), "LOGIN_ERROR", target, "vpn-gateway", SPRAY_IP, "invalid_user_credentials")
        else:
            guess = rng.choice(["admin", "administrator", "test", "root", "vpn", "helpdesk", "scanner", "backup"])
            event(
                ms(day, minute),
                "LOGIN_ERROR",
                None,
                "vpn-gateway",
                SPRAY_IP,
                "user_not_found",
                username=f"{guess}{rng.randint(1, 99)}",
            )
    events.sort(key=lambda row: int(row[7]))  # type: ignore[call-overload]
    db.executemany("INSERT INTO event_entity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", events)

    # ---- admin events
    admins = [(named[0], 46.0), (named[3], 14.0), (named[1], 9.0), (named[2], 5.0)]
    for _ in range(150):
        admin = rng.choices([a for a, _ in admins], weights=[w for _, w in admins])[0]
        target = rng.choice(users[:300])
        operation, resource = rng.choice(
            [
                ("UPDATE", "USER"),
                ("CREATE", "GROUP_MEMBERSHIP"),
                ("ACTION", "USER"),
                ("CREATE", "REALM_ROLE_MAPPING"),
                ("DELETE", "GROUP_MEMBERSHIP"),
                ("UPDATE", "CLIENT"),
            ]
        )
        resource_path = f"users/{target['id']}" if resource != "CLIENT" else f"clients/{clients['grafana']}"
        db.execute(
            "INSERT INTO admin_event_entity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)",
            (
                _uuid(rng),
                ms(-rng.randint(0, 29), rng.randint(420, 960)),
                solvik,
                operation,
                solvik,
                clients["security-admin-console"],
                admin["id"],
                "10.40.9." + str(rng.randint(2, 40)),
                resource_path,
                resource,
            ),
        )
    db.execute("DELETE FROM admin_event_entity WHERE admin_event_time > ?", (now_ms,))
    close_checked(db, "identity")
