"""The demo estate: a week of Fabrikam's telemetry, generated deterministically.

The same seed and anchor always give the same rows. Timestamps run back from the anchor (the moment
the stack starts), so "the last hour" always finds data. Three incidents are planted so that the demo
questions have interesting answers:

- a brute-force burst: one IP (``203.0.113.66``) fails to sign in against many accounts in the last
  hour, then succeeds once as ``adm-mlopez@fabrikam.example``;
- a crash-looping pod: ``payments-6c8d7b9f5-k2x7p`` restarts every few minutes for the last two hours
  (a missing secret), with BackOff events and panics in its log;
- a 5xx burst: ``checkout`` answers ``503`` to a quarter of ``POST /api/checkout`` for the last 30 minutes.

Rows use the Log Analytics column names (lexiquery/catalogs/kql.yaml); :func:`sql_rows` gives the
snake_case copies. :func:`metric_samples` gives the Prometheus series as OpenMetrics text.
"""

from __future__ import annotations

import math
import random
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from lexiquery.catalogs import snake_case

SEED = 20261122
DOMAIN = "fabrikam.example"
ATTACKER_IP = "203.0.113.66"
BREACHED_ADMIN = f"adm-mlopez@{DOMAIN}"
CRASHING_POD = "payments-6c8d7b9f5-k2x7p"
LOW_MEMORY_NODE = "aks-pool1-000003"
DOWN_TARGET = "notifications-5d6f7c8b9-q4w2e:9102"
CORPORATE_IP = "198.51.100.10"

PEOPLE = """jane.doe john.smith maria.garcia li.wei ahmed.hassan sofia.rossi lucas.martin emma.jansen
noah.bakker olivia.visser liam.devries mila.dekker sem.meijer julia.smit daan.mulder sara.bos levi.vos
anna.peters finn.hendriks tess.vandijk""".split()
ADMINS = ("adm-jdoe", "adm-mlopez", "adm-kchen")
BREAK_GLASS = ("bg-admin01", "bg-admin02")
# Ordinary role assignments: never Global Administrator (only the planted incident grants that).
ROLES = ("Helpdesk Administrator", "User Administrator", "Security Reader", "Reports Reader")
APPS = ("Fabrikam Portal", "Microsoft Teams", "Azure Portal", "Fabrikam VPN", "Payroll")
COUNTRIES = ("NL", "NL", "NL", "NL", "DE", "GB", "BE", "US")
RESULTS = (
    ("0", "", 0.88),
    ("50126", "Invalid username or password or Invalid on-premise username or password.", 0.04),
    ("50074", "Strong Authentication is required.", 0.035),
    ("50076", "Due to a configuration change made by your administrator, you must use MFA.", 0.015),
    ("50053", "Account is locked because user tried to sign in too many times.", 0.008),
    ("500121", "Authentication failed during strong authentication request.", 0.01),
    ("50055", "The password is expired.", 0.005),
    ("53003", "Access has been blocked by Conditional Access policies.", 0.007),
)
SERVICES: dict[str, dict[str, Any]] = {
    "checkout": {
        "namespace": "shop",
        "rs": "checkout-7d9f8b6c4",
        "pods": ("x2kqp", "m8v4c", "r5t9z"),
        "routes": (("POST", "/api/checkout", 120.0), ("GET", "/api/cart", 35.0)),
        "weight": 4,
    },
    "payments": {
        "namespace": "payments",
        "rs": "payments-6c8d7b9f5",
        "pods": ("k2x7p", "h7n3d"),
        "routes": (("POST", "/api/pay", 310.0),),
        "weight": 2,
    },
    "inventory": {
        "namespace": "shop",
        "rs": "inventory-5b7c9d8f6",
        "pods": ("p9q2w", "z3x8c"),
        "routes": (("GET", "/api/stock/{sku}", 25.0),),
        "weight": 3,
    },
    "shipping-api": {
        "namespace": "shop",
        "rs": "shipping-api-84c6d5f7b",
        "pods": ("t6y1u", "g4h8j"),
        "routes": (("GET", "/api/shipments", 60.0),),
        "weight": 2,
    },
    "search": {
        "namespace": "shop",
        "rs": "search-69f8b7c5d",
        "pods": ("w3e5r", "b1n6m", "c7v2x"),
        "routes": (("GET", "/api/search", 80.0),),
        "weight": 5,
    },
    "auth-gateway": {
        "namespace": "platform",
        "rs": "auth-gateway-7f5c8d9b6",
        "pods": ("s2d4f", "l9k3j"),
        "routes": (("GET", "/oauth/callback", 45.0),),
        "weight": 2,
    },
    "notifications": {
        "namespace": "platform",
        "rs": "notifications-5d6f7c8b9",
        "pods": ("q4w2e",),
        "routes": (("POST", "/api/notify", 90.0),),
        "weight": 1,
    },
}
NODES = tuple(f"aks-pool1-00000{i}" for i in range(6))
DOMAIN_CONTROLLERS = ("DC01.corp.fabrikam.example", "DC02.corp.fabrikam.example")
SERVERS = ("FS01.corp.fabrikam.example",)


def pods() -> list[tuple[str, str, str]]:
    """(service, namespace, pod) for every pod of the fleet."""
    return [(s, spec["namespace"], f"{spec['rs']}-{suffix}") for s, spec in SERVICES.items() for suffix in spec["pods"]]


def node_of(pod: str) -> str:
    return NODES[sum(map(ord, pod)) % len(NODES)]


def _fmt(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]


@dataclass
class Estate:
    """Every table's rows (Log Analytics names), oldest first."""

    anchor: datetime
    seed: int = SEED
    tables: dict[str, list[dict[str, Any]]] = field(default_factory=dict)


def _choice_weighted(rng: random.Random, options: tuple[tuple[str, str, float], ...]) -> tuple[str, str]:
    roll = rng.random()
    for code, text, share in options:
        roll -= share
        if roll <= 0:
            return code, text
    return options[0][0], options[0][1]


def _spread(rng: random.Random, anchor: datetime, count: int, span: timedelta) -> Iterator[datetime]:
    """``count`` moments over ``span`` before ``anchor``, denser in office hours."""
    for _ in range(count):
        while True:
            moment = anchor - timedelta(seconds=rng.random() * span.total_seconds())
            if rng.random() < (0.9 if 7 <= moment.hour <= 18 else 0.35):
                yield moment
                break


def signin_logs(rng: random.Random, anchor: datetime) -> list[dict[str, Any]]:
    users = [f"{p}@{DOMAIN}" for p in PEOPLE] + [f"{a}@{DOMAIN}" for a in ADMINS]
    home = {u: f"192.0.2.{10 + i}" for i, u in enumerate(users)}
    rows = []
    for moment in _spread(rng, anchor, 9000, timedelta(days=7)):
        user = rng.choice(users)
        code, text = _choice_weighted(rng, RESULTS)
        rows.append(
            _signin(
                moment,
                user,
                rng.choice(APPS),
                rng.choice((home[user], CORPORATE_IP)),
                rng.choice(COUNTRIES),
                code,
                text,
                rng,
            )
        )
    # Break-glass accounts sign in only in emergencies: once, three days ago.
    rows.append(
        _signin(
            anchor - timedelta(days=3, hours=2),
            f"{BREAK_GLASS[0]}@{DOMAIN}",
            "Azure Portal",
            CORPORATE_IP,
            "NL",
            "0",
            "",
            rng,
        )
    )
    # The brute-force burst: 150 failures against 20 accounts from one IP, then one success.
    start = anchor - timedelta(minutes=50)
    targets = rng.sample(users, 20)
    for i in range(150):
        moment = start + timedelta(seconds=i * 16 + rng.random() * 8)
        rows.append(_signin(moment, targets[i % 20], "Fabrikam Portal", ATTACKER_IP, "BR", "50126", RESULTS[1][1], rng))
    rows.append(_signin(anchor - timedelta(minutes=8), BREACHED_ADMIN, "Azure Portal", ATTACKER_IP, "BR", "0", "", rng))
    return rows


def _signin(
    moment: datetime, user: str, app: str, ip: str, country: str, code: str, text: str, rng: random.Random
) -> dict[str, Any]:
    mfa = code == "0" and (user.startswith(("adm-", "bg-")) or rng.random() < 0.6)
    return {
        "TimeGenerated": moment,
        "UserPrincipalName": user,
        "AppDisplayName": app,
        "IPAddress": ip,
        "Location": country,
        "ResultType": code,
        "ResultDescription": text,
        "ConditionalAccessStatus": "failure" if code == "53003" else ("success" if code == "0" else "notApplied"),
        "AuthenticationRequirement": "multiFactorAuthentication" if mfa else "singleFactorAuthentication",
        "ClientAppUsed": "Browser" if rng.random() < 0.7 else "Mobile Apps and Desktop clients",
        "RiskLevelDuringSignIn": "high" if ip == ATTACKER_IP else "none",
        "CorrelationId": str(uuid.UUID(int=rng.getrandbits(128))),
    }


def security_events(rng: random.Random, anchor: datetime) -> list[dict[str, Any]]:
    accounts = [f"CORP\\{p}" for p in PEOPLE] + ["CORP\\svc-backup", "CORP\\svc-reporting"]
    workstations = [f"WS-{n:04d}" for n in rng.sample(range(1, 401), 40)]
    rows = []
    for moment in _spread(rng, anchor, 11000, timedelta(days=7)):
        roll = rng.random()
        host = rng.choice(DOMAIN_CONTROLLERS + SERVERS)
        account = rng.choice(accounts)
        if roll < 0.78:
            event, logon = 4624, rng.choice((2, 3, 3, 3, 10))
        elif roll < 0.9:
            event, logon = 4625, rng.choice((2, 3, 3))
        elif roll < 0.94:
            event, logon = 4672, 0
        elif roll < 0.97:
            event, logon = 4648, 0
        else:
            event, logon = 4771, 0
        rows.append(_security(moment, host, event, account, rng.choice(workstations), logon, rng))
    # svc-reporting keeps a stale password on WS-0173: repeated failures and lockouts today.
    for i in range(24):
        moment = anchor - timedelta(hours=6) + timedelta(minutes=i * 15)
        rows.append(_security(moment, DOMAIN_CONTROLLERS[0], 4771, "CORP\\svc-reporting", "WS-0173", 0, rng))
        if i % 4 == 3:
            rows.append(_security(moment, DOMAIN_CONTROLLERS[0], 4740, "CORP\\svc-reporting", "WS-0173", 0, rng))
    return rows


_ACTIVITIES = {
    4624: "An account was successfully logged on.",
    4625: "An account failed to log on.",
    4648: "A logon was attempted using explicit credentials.",
    4672: "Special privileges assigned to new logon.",
    4740: "A user account was locked out.",
    4771: "Kerberos pre-authentication failed.",
}


def _security(
    moment: datetime, host: str, event: int, account: str, workstation: str, logon: int, rng: random.Random
) -> dict[str, Any]:
    failed = event in (4625, 4771)
    user = account.split("\\")[-1]
    return {
        "TimeGenerated": moment,
        "Computer": host,
        "EventID": event,
        "Activity": f"{event} - {_ACTIVITIES[event]}",
        "Account": account,
        "TargetUserName": user,
        "SubjectUserName": "-" if event in (4624, 4625) else user,
        "IpAddress": f"10.20.{rng.randint(1, 9)}.{rng.randint(2, 250)}" if logon == 3 else "-",
        "WorkstationName": workstation,
        "LogonType": logon,
        "Status": "0xc000006d" if failed else "0x0",
        "SubStatus": ("0xc000006a" if event == 4625 else "0x18") if failed else "0x0",
    }


def audit_logs(rng: random.Random, anchor: datetime) -> list[dict[str, Any]]:
    operations = (
        ("Update user", "UserManagement", 0.35),
        ("Reset user password", "UserManagement", 0.2),
        ("Add member to group", "GroupManagement", 0.2),
        ("Update conditional access policy", "Policy", 0.05),
        ("Add application", "ApplicationManagement", 0.05),
        ("Add member to role", "RoleManagement", 0.08),
        ("Delete user", "UserManagement", 0.07),
    )
    rows = []
    for moment in _spread(rng, anchor, 700, timedelta(days=7)):
        operation, category = _choice_weighted(rng, tuple((o, c, w) for o, c, w in operations))
        actor = rng.choice(ADMINS)
        target = f"{rng.choice(PEOPLE)}@{DOMAIN}"
        if operation == "Add member to role":
            target += f"; role: {rng.choice(ROLES)}"
        rows.append(
            _audit(
                moment,
                operation,
                category,
                f"{actor}@{DOMAIN}",
                f"{target}@{DOMAIN}",
                "success" if rng.random() < 0.96 else "failure",
            )
        )
    # After the brute-force success, the breached admin grants itself Global Administrator.
    rows.append(
        _audit(
            anchor - timedelta(minutes=5),
            "Add member to role",
            "RoleManagement",
            BREACHED_ADMIN,
            f"{BREACHED_ADMIN}; role: Global Administrator",
            "success",
        )
    )
    return rows


def _audit(moment: datetime, operation: str, category: str, actor: str, target: str, result: str) -> dict[str, Any]:
    return {
        "TimeGenerated": moment,
        "OperationName": operation,
        "Category": category,
        "Result": result,
        "InitiatedBy": actor,
        "TargetResources": target,
    }


def app_requests(rng: random.Random, anchor: datetime) -> list[dict[str, Any]]:
    rows = []
    names = list(SERVICES)
    weights = [SERVICES[s]["weight"] for s in names]
    for moment in _spread(rng, anchor, 30000, timedelta(hours=24)):
        service = rng.choices(names, weights)[0]
        spec = SERVICES[service]
        method, route, typical = rng.choice(spec["routes"])
        pod = f"{spec['rs']}-{rng.choice(spec['pods'])}"
        status = rng.choices(("200", "200", "404", "500", "502"), (90, 5, 3, 0.7, 0.3))[0]
        duration = rng.lognormvariate(math.log(typical), 0.5)
        burst = service == "checkout" and route == "/api/checkout" and anchor - moment < timedelta(minutes=30)
        if burst and rng.random() < 0.25:
            status, duration = "503", rng.uniform(4800, 5200)
        if service == "payments" and pod.endswith("k2x7p") and anchor - moment < timedelta(hours=2):
            status = "503" if rng.random() < 0.5 else status
        rows.append(
            {
                "TimeGenerated": moment,
                "AppRoleName": service,
                "AppRoleInstance": pod,
                "Name": f"{method} {route}",
                "Url": f"https://shop.{DOMAIN}{route.replace('{sku}', str(rng.randint(10000, 99999)))}",
                "ResultCode": status,
                "Success": not status.startswith("5"),
                "DurationMs": round(duration, 1),
                "OperationId": uuid.UUID(int=rng.getrandbits(128)).hex,
                "ClientIP": "10.244.0.12",
                "ItemCount": 1,
            }
        )
    return rows


_LOG_LINES = {
    "checkout": ('{"level":"info","msg":"order placed","order_id":%d}', '{"level":"warn","msg":"slow cart read"}'),
    "payments": ('{"level":"info","msg":"payment authorised","ref":%d}', '{"level":"info","msg":"psp call ok"}'),
    "inventory": ('{"level":"info","msg":"stock read","sku":%d}',),
    "shipping-api": ('{"level":"info","msg":"slot booked","shipment":%d}',),
    "search": ('{"level":"info","msg":"query served","hits":%d}',),
    "auth-gateway": ('{"level":"info","msg":"token issued","client":%d}',),
    "notifications": ('{"level":"info","msg":"mail sent","id":%d}', '{"level":"error","msg":"SMTP timeout"}'),
}


def container_ids(rng: random.Random) -> dict[str, str]:
    return {pod: f"{rng.getrandbits(64):016x}" for _, _, pod in pods()}


def container_logs(rng: random.Random, anchor: datetime, ids: dict[str, str]) -> list[dict[str, Any]]:
    fleet = pods()
    rows = []
    for moment in _spread(rng, anchor, 12000, timedelta(hours=24)):
        service, _, pod = rng.choice(fleet)
        line = rng.choice(_LOG_LINES[service])
        rows.append(_log(moment, pod, ids[pod], line % rng.randint(1, 99999) if "%d" in line else line))
    for minute in range(0, 120, 6):  # the crash loop: a panic before each restart
        moment = anchor - timedelta(minutes=120 - minute)
        rows.append(
            _log(
                moment,
                CRASHING_POD,
                ids[CRASHING_POD],
                "panic: missing secret PSP_API_KEY: open /etc/psp/api-key: no such file or directory",
            )
        )
    for minute in range(0, 30, 2):
        moment = anchor - timedelta(minutes=30 - minute)
        rows.append(
            _log(
                moment,
                "checkout-7d9f8b6c4-x2kqp",
                ids["checkout-7d9f8b6c4-x2kqp"],
                '{"level":"error","msg":"upstream timeout calling payments","after_ms":5000}',
            )
        )
    return rows


def _log(moment: datetime, pod: str, container: str, line: str) -> dict[str, Any]:
    return {
        "TimeGenerated": moment,
        "Computer": node_of(pod),
        "ContainerID": container,
        "LogEntrySource": "stderr" if "error" in line or line.startswith("panic") else "stdout",
        "LogEntry": line,
    }


def restarts_of(pod: str, anchor: datetime, moment: datetime) -> int:
    """Cumulative restarts of a pod at ``moment`` (only the crashing pod and one OOMKilled search pod restart)."""
    if pod == CRASHING_POD:
        since = anchor - timedelta(hours=2)
        return 0 if moment < since else 1 + int((moment - since).total_seconds() // 480)
    if pod == "search-69f8b7c5d-w3e5r":
        return 1 if moment >= anchor - timedelta(hours=20) else 0
    return 0


def kube_pod_inventory(rng: random.Random, anchor: datetime, ids: dict[str, str]) -> list[dict[str, Any]]:
    rows = []
    snapshot = anchor - timedelta(days=7)
    while snapshot <= anchor:
        for service, namespace, pod in pods():
            restarts = restarts_of(pod, anchor, snapshot)
            crashing = pod == CRASHING_POD and restarts > 0
            rows.append(
                {
                    "TimeGenerated": snapshot,
                    "ClusterName": "prod-weu-1",
                    "Computer": node_of(pod),
                    "Namespace": namespace,
                    "Name": pod,
                    "ControllerName": SERVICES[service]["rs"],
                    "PodStatus": "Running",
                    "ContainerName": service,
                    "ContainerID": ids[pod],
                    "ContainerStatus": "waiting" if crashing else "running",
                    "ContainerStatusReason": "CrashLoopBackOff" if crashing else "",
                    "ContainerRestartCount": restarts,
                }
            )
        snapshot += timedelta(minutes=15)
    return rows


def kube_events(rng: random.Random, anchor: datetime) -> list[dict[str, Any]]:
    rows = []
    for moment in _spread(rng, anchor, 600, timedelta(days=7)):
        _, namespace, pod = rng.choice(pods())
        reason = rng.choice(("Pulled", "Scheduled", "Started", "Created"))
        rows.append(_event(moment, namespace, pod, reason, "Normal", f"{reason} container"))
    for minute in range(0, 120, 8):
        moment = anchor - timedelta(minutes=119 - minute)
        rows.append(
            _event(
                moment, "payments", CRASHING_POD, "BackOff", "Warning", "Back-off restarting failed container payments"
            )
        )
    rows.append(
        _event(
            anchor - timedelta(hours=20),
            "shop",
            "search-69f8b7c5d-w3e5r",
            "OOMKilling",
            "Warning",
            "Memory cgroup out of memory: Killed process 4121 (search)",
        )
    )
    return rows


def _event(moment: datetime, namespace: str, name: str, reason: str, kind: str, message: str) -> dict[str, Any]:
    return {
        "TimeGenerated": moment,
        "Namespace": namespace,
        "Name": name,
        "ObjectKind": "Pod",
        "Reason": reason,
        "KubeEventType": kind,
        "Message": message,
    }


def generate(anchor: datetime | None = None, seed: int = SEED) -> Estate:
    """The whole estate, anchored at ``anchor`` (now, by default)."""
    anchor = (anchor or datetime.now(UTC)).replace(microsecond=0, tzinfo=None)
    rng = random.Random(seed)
    ids = container_ids(rng)
    estate = Estate(anchor=anchor, seed=seed)
    estate.tables = {
        "SigninLogs": signin_logs(rng, anchor),
        "SecurityEvent": security_events(rng, anchor),
        "AuditLogs": audit_logs(rng, anchor),
        "AppRequests": app_requests(rng, anchor),
        "ContainerLog": container_logs(rng, anchor, ids),
        "KubePodInventory": kube_pod_inventory(rng, anchor, ids),
        "KubeEvents": kube_events(rng, anchor),
    }
    for rows in estate.tables.values():
        rows.sort(key=lambda row: row["TimeGenerated"])
    return estate


SQL_TABLES = {
    "SigninLogs": "signin_logs",
    "SecurityEvent": "security_events",
    "AuditLogs": "audit_logs",
    "AppRequests": "app_requests",
    "ContainerLog": "container_logs",
    "KubePodInventory": "kube_pod_inventory",
    "KubeEvents": "kube_events",
}


def sql_rows(estate: Estate, table: str) -> list[dict[str, Any]]:
    """A table's rows for its SQL copy: snake_case columns, timestamps as SQLite-comparable text, and the
    container log joined with its pod (as the reporting copy is)."""
    pod_of = {row["ContainerID"]: row for row in estate.tables["KubePodInventory"][-len(pods()) :]}
    out = []
    for row in estate.tables[table]:
        copy = {snake_case(k): (_fmt(v) if isinstance(v, datetime) else v) for k, v in row.items()}
        if table == "ContainerLog":
            pod = pod_of[row["ContainerID"]]
            copy["namespace"], copy["pod_name"] = pod["Namespace"], pod["Name"]
        out.append(copy)
    return out


def timestamp(moment: datetime) -> str:
    return _fmt(moment)
