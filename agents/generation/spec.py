"""What a question asks for, independent of any query language: a :class:`QuerySpec`.

The deterministic generator reads a question (with the planner's entities and the retrieved knowledge)
into a spec — which dataset, which filters, which measure and grouping, which time window — and each
platform's renderer writes it in its own idioms. Reading conventions (also in the README):

- "failed sign-ins" exclude MFA and keep-me-signed-in interrupts (DOC-002); "failed logons" are
  Windows event 4625, "lockouts" 4740; failed or erroring requests are HTTP 5xx;
- "admins" are ``adm-`` accounts, "break-glass" ``bg-`` accounts;
- "today" is since midnight UTC; with no time named, the last 24 hours;
- "top N"/"most"/"which … most" ranks by count (or by the measure asked for), ten when N is not said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from lexiquery.contracts import Entities, KnowledgeItem

DEFAULT_WINDOW = "24h"
DEFAULT_LIMIT = 100
DEFAULT_TOP = 10

Op = Literal["eq", "ne", "in", "not_in", "contains", "startswith", "gt", "lt", "ge", "le", "status_class"]


@dataclass(frozen=True)
class Filter:
    field: str
    op: Op
    value: Any


@dataclass
class QuerySpec:
    """A question as a query, in logical terms (datasets and fields of the demo estate)."""

    dataset: str
    window: str = DEFAULT_WINDOW  # "1h", "30m", "7d", or "today"
    filters: list[Filter] = field(default_factory=list)
    measure: str = "rows"  # rows, count, dcount, avg, max, p95, p99, sum, rate
    measure_field: str | None = None
    group_by: list[str] = field(default_factory=list)
    top: int | None = None
    bucket: str | None = None  # a time bucket for trends: "1h", "5m"
    order_by: str | None = None  # a field to sort rows by (descending), for "slowest" and the like
    limit: int = DEFAULT_LIMIT
    text: list[str] = field(default_factory=list)  # words the log message must contain
    notes: list[str] = field(default_factory=list)  # how the question was read, for the explanation
    matched: int = 0  # how many parts of the question found a place in the spec (confidence)


@dataclass(frozen=True)
class Dataset:
    name: str
    keywords: tuple[str, ...]
    key_fields: tuple[str, ...]  # what a listing shows
    failure: tuple[Filter, ...] = ()
    success: tuple[Filter, ...] = ()
    nouns: dict[str, str] = field(default_factory=dict)  # words that name a field of this dataset


INTERRUPTS = ("0", "50074", "50076", "50140")
DATASETS: dict[str, Dataset] = {
    "signins": Dataset(
        "signins",
        (
            "sign-in",
            "sign in",
            "signin",
            "login",
            "log in",
            "logins",
            "mfa",
            "password",
            "spray",
            "brute",
            "entra",
            "authentication",
            "signed in",
            "sign-ins",
        ),
        ("time", "user", "app", "ip", "country", "result", "result_text"),
        failure=(Filter("result", "not_in", INTERRUPTS),),
        success=(Filter("result", "eq", "0"),),
        nouns={
            "ip": "ip",
            "ips": "ip",
            "address": "ip",
            "addresses": "ip",
            "user": "user",
            "users": "user",
            "account": "user",
            "accounts": "user",
            "people": "user",
            "app": "app",
            "apps": "app",
            "application": "app",
            "applications": "app",
            "country": "country",
            "countries": "country",
            "location": "country",
            "locations": "country",
            "code": "result",
            "codes": "result",
            "result": "result",
        },
    ),
    "security_events": Dataset(
        "security_events",
        (
            "windows",
            "event",
            "events",
            "logon",
            "logons",
            "lockout",
            "lockouts",
            "locked out",
            "kerberos",
            "domain controller",
            "4624",
            "4625",
            "4740",
            "4771",
            "4648",
            "4672",
            "workstation",
        ),
        ("time", "host", "event_id", "account", "workstation", "ip", "logon_type"),
        failure=(Filter("event_id", "eq", 4625),),
        success=(Filter("event_id", "eq", 4624),),
        nouns={
            "account": "account",
            "accounts": "account",
            "user": "account",
            "users": "account",
            "host": "host",
            "hosts": "host",
            "computer": "host",
            "computers": "host",
            "server": "host",
            "servers": "host",
            "controller": "host",
            "controllers": "host",
            "workstation": "workstation",
            "workstations": "workstation",
            "machine": "workstation",
            "machines": "workstation",
            "ip": "ip",
            "ips": "ip",
            "event": "event_id",
            "events": "event_id",
        },
    ),
    "audit": Dataset(
        "audit",
        (
            "audit",
            "role",
            "roles",
            "global administrator",
            "group",
            "password reset",
            "reset",
            "directory",
            "app registration",
            "application",
            "conditional access",
            "deleted",
            "added",
        ),
        ("time", "operation", "actor", "target", "result"),
        failure=(Filter("result", "eq", "failure"),),
        success=(Filter("result", "eq", "success"),),
        nouns={
            "operation": "operation",
            "operations": "operation",
            "change": "operation",
            "changes": "operation",
            "admin": "actor",
            "admins": "actor",
            "actor": "actor",
            "who": "actor",
            "target": "target",
            "category": "category",
        },
    ),
    "requests": Dataset(
        "requests",
        (
            "request",
            "requests",
            "http",
            "latency",
            "slow",
            "slowest",
            "response",
            "route",
            "routes",
            "endpoint",
            "endpoints",
            "status code",
            "5xx",
            "4xx",
            "500",
            "502",
            "503",
            "504",
            "404",
            "error rate",
            "duration",
            "calls",
            "traffic",
        ),
        ("time", "service", "route", "status", "duration", "pod"),
        failure=(Filter("status", "status_class", "5"),),
        success=(Filter("status", "status_class", "2"),),
        nouns={
            "service": "service",
            "services": "service",
            "route": "route",
            "routes": "route",
            "endpoint": "route",
            "endpoints": "route",
            "path": "route",
            "paths": "route",
            "status": "status",
            "code": "status",
            "codes": "status",
            "pod": "pod",
            "pods": "pod",
            "instance": "pod",
        },
    ),
    "container_logs": Dataset(
        "container_logs",
        ("log", "logs", "log line", "log lines", "logged", "message", "messages", "stderr", "stdout", "panic"),
        ("time", "node", "container", "source", "message"),
        failure=(Filter("source", "eq", "stderr"),),
        nouns={"node": "node", "nodes": "node", "container": "container", "containers": "container"},
    ),
    "pods": Dataset(
        "pods",
        (
            "pod",
            "pods",
            "restart",
            "restarts",
            "restarted",
            "restarting",
            "crash",
            "crashing",
            "crash-looping",
            "crashloop",
            "crashloopbackoff",
            "container status",
        ),
        ("time", "namespace", "pod", "status", "container_status", "restarts", "node"),
        failure=(Filter("container_status", "ne", ""),),
        nouns={
            "pod": "pod",
            "pods": "pod",
            "namespace": "namespace",
            "namespaces": "namespace",
            "node": "node",
            "nodes": "node",
            "deployment": "controller",
            "deployments": "controller",
        },
    ),
    "kube_events": Dataset(
        "kube_events",
        (
            "kubernetes event",
            "kube event",
            "backoff",
            "oomkilling",
            "unhealthy",
            "failedscheduling",
            "warning",
            "warnings",
            "evicted",
        ),
        ("time", "namespace", "name", "reason", "type", "message"),
        failure=(Filter("type", "eq", "Warning"),),
        nouns={
            "reason": "reason",
            "reasons": "reason",
            "namespace": "namespace",
            "namespaces": "namespace",
            "pod": "name",
            "pods": "name",
        },
    ),
}

_FAILURE = re.compile(r"\b(fail\w*|unsuccessful|denied|invalid|bad|errors?|erroring|broken|rejected)\b", re.I)
_SUCCESS = re.compile(r"\b(successful\w*|succeeded|success|worked)\b", re.I)
_GROUP = re.compile(r"\b(?:by|per|for each|grouped by|broken down by|across)\s+(?:the\s+)?([a-z]+)", re.I)
_WHICH = re.compile(r"\b(?:which|what|top\s+\d*\s*)\s*([a-z]+)", re.I)
_COUNT = re.compile(r"\b(how many|number of|count|counts|total)\b", re.I)
_MOST = re.compile(r"\b(most|top|highest|biggest|largest)\b", re.I)
_TREND = re.compile(r"\b(per hour|hourly|per minute|per day|daily|over time|trend|timeline|timechart)\b", re.I)
_SLOWEST = re.compile(r"\b(slowest|longest)\b", re.I)
_QUOTED = re.compile(r"['\"]([^'\"]{2,80})['\"]")
_EVENT_ID = re.compile(
    r"\b(4624|4625|4634|4647|4648|4672|4688|4720|4726|4728|4732|4740|4767|4768|4769|4771|4776|1102)\b"
)
_RESULT_CODE = re.compile(r"\b(?:AADSTS)?(5\d{4,5})\b")
_STATUS_CODE = re.compile(r"\b([1-5]\d\d)s?\b(?!\s*(?:ms|seconds|minutes|hours|days))")
_STATUS_CLASS = re.compile(r"\b([2345])xx\b", re.I)
_APPS = ("Fabrikam Portal", "Microsoft Teams", "Azure Portal", "Fabrikam VPN", "Payroll")


_AUDIT_OPERATIONS = (
    (
        r"\b(added to|assigned|add member to role|granted)\b.*\b(role|administrator)\b|\brole assignments?\b",
        "Add member to role",
    ),
    (r"\bpassword resets?\b|\breset (?:the |a |their )?passwords?\b", "Reset user password"),
    (r"\b(deleted users?|user deletions?|deleted accounts?|delete user)\b", "Delete user"),
    (r"\bconditional access\b", "Update conditional access policy"),
    (r"\b(app registrations?|new applications?|added applications?)\b", "Add application"),
    (r"\b(group membership|added to (?:a |the )?groups?|add member to group)\b", "Add member to group"),
)


def choose_dataset(question: str, knowledge: list[KnowledgeItem], available: set[str]) -> tuple[str, int, list[str]]:
    """The dataset the question is about: keyword matches, plus a nudge from tables the knowledge names."""
    lowered = question.lower()
    named = " ".join(str(item.metadata.get("tables", "")) + " " + item.snippet for item in knowledge[:3])
    scores = []
    for name, dataset in DATASETS.items():
        if name not in available:
            continue
        hits = [k for k in dataset.keywords if re.search(rf"\b{re.escape(k)}\b", lowered)]
        score = len(hits) * 2 + sum(0.5 for table in _TABLE_NAMES[name] if table in named)
        scores.append((score, name, hits))
    if not scores:
        raise ValueError("no dataset is available")
    score, name, hits = max(scores, key=lambda s: s[0])
    return name, len(hits), hits


_TABLE_NAMES = {
    "signins": ("SigninLogs", "signin_logs"),
    "security_events": ("SecurityEvent", "security_events"),
    "audit": ("AuditLogs", "audit_logs"),
    "requests": ("AppRequests", "app_requests"),
    "container_logs": ("ContainerLog", "container_logs"),
    "pods": ("KubePodInventory", "kube_pod_inventory"),
    "kube_events": ("KubeEvents", "kube_events"),
}


def understand(question: str, entities: Entities, dataset: str) -> QuerySpec:
    """Read ``question`` into a spec over ``dataset``."""
    spec = QuerySpec(dataset=dataset)
    data = DATASETS[dataset]
    lowered = question.lower()
    spec.window = (
        "today"
        if re.search(r"\b(today|since midnight|since 00:00)\b", lowered)
        else (entities.time_range or DEFAULT_WINDOW)
    )
    if entities.time_range or spec.window == "today":
        spec.matched += 1
    _filters(spec, data, question, entities)
    _shape(spec, data, question, entities)
    return spec


def _filters(spec: QuerySpec, data: Dataset, question: str, entities: Entities) -> None:
    lowered = question.lower()
    name = data.name
    if name == "security_events" and (ids := _EVENT_ID.findall(question)):
        spec.filters.append(
            Filter(
                "event_id",
                "in" if len(set(ids)) > 1 else "eq",
                sorted({int(i) for i in ids}) if len(set(ids)) > 1 else int(ids[0]),
            )
        )
        spec.notes.append(f"event {', '.join(sorted(set(ids)))}")
        spec.matched += 1
    elif name == "security_events" and re.search(r"\block(?:ed)?[- ]?outs?\b", lowered):
        spec.filters.append(Filter("event_id", "eq", 4740))
        spec.notes.append("lockouts are event 4740")
        spec.matched += 1
    elif name == "signins" and (codes := _RESULT_CODE.findall(question)):
        spec.filters.append(Filter("result", "eq", codes[0]))
        spec.notes.append(f"result code {codes[0]}")
        spec.matched += 1
    elif name == "requests" and (classes := _STATUS_CLASS.findall(question)):
        spec.filters.append(Filter("status", "status_class", classes[0]))
        spec.notes.append(f"HTTP {classes[0]}xx")
        spec.matched += 1
    elif name == "requests" and (codes := [c for c in _STATUS_CODE.findall(question) if c[0] in "2345"]):
        spec.filters.append(Filter("status", "eq", codes[0]))
        spec.notes.append(f"HTTP {codes[0]}")
        spec.matched += 1
    elif _SUCCESS.search(question) and data.success:
        spec.filters += data.success
        spec.notes.append("successful ones")
        spec.matched += 1
    elif _FAILURE.search(question) and data.failure:
        spec.filters += data.failure
        spec.notes.append("failures" if name != "signins" else "failures (MFA interrupts excluded, DOC-002)")
        spec.matched += 1
    if name == "pods" and re.search(r"\b(restart\w*|crash\w*)\b", lowered):
        spec.measure, spec.measure_field = "max", "restarts"
        spec.matched += 1
    user_field = {"signins": "user", "security_events": "account", "audit": "actor"}.get(name)
    if user_field:
        admin = re.search(r"\badmins?\b|(?<!global )\badministrators?\b|\badm-\s", lowered)
        if admin and name != "audit" and not entities.users:
            spec.filters.append(Filter(user_field, "startswith", "adm-" if name != "security_events" else "CORP\\adm-"))
            spec.notes.append("admin accounts (adm-)")
            spec.matched += 1
        if re.search(r"\bbreak[- ]glass\b", lowered) and not entities.users:
            spec.filters.append(Filter(user_field, "startswith", "bg-"))
            spec.notes.append("break-glass accounts (bg-)")
            spec.matched += 1
        for user in entities.users:
            op: Op = "startswith" if user.endswith("-") else ("contains" if "@" not in user else "eq")
            spec.filters.append(Filter(user_field, op, user))
            spec.matched += 1
    if name == "audit":
        for words, operation in _AUDIT_OPERATIONS:
            if re.search(words, lowered):
                spec.filters.append(Filter("operation", "eq", operation))
                spec.notes.append(f"operation '{operation}'")
                spec.matched += 1
                break
        role = re.search(r"\b(global administrator|privileged role administrator|security administrator)\b", lowered)
        if role:
            spec.filters.append(Filter("target", "contains", role[1].title()))
            spec.matched += 1
    if entities.ips and name in ("signins", "security_events"):
        spec.filters.append(Filter("ip", "in", entities.ips))
        spec.matched += 1
    if entities.hosts:
        host_field = {"security_events": "host", "pods": "pod", "container_logs": "node", "requests": "pod"}.get(name)
        if host_field:
            spec.filters.append(Filter(host_field, "startswith", entities.hosts[0]))
            spec.matched += 1
    if entities.services and name in ("requests", "pods", "kube_events", "container_logs"):
        field_name = {"requests": "service", "pods": "pod", "kube_events": "name", "container_logs": "container"}[name]
        op = "in" if name == "requests" else "startswith"
        spec.filters.append(Filter(field_name, op, entities.services if op == "in" else entities.services[0]))
        spec.matched += 1
    if name == "signins":
        for app in _APPS:
            if app.lower() in lowered or app.split()[-1].lower() in lowered.split():
                spec.filters.append(Filter("app", "eq", app))
                spec.matched += 1
                break
    for namespace in ("shop", "payments", "platform"):
        if re.search(rf"\bnamespace\s+{namespace}\b|\b{namespace}\s+namespace\b", lowered) and name in (
            "pods",
            "kube_events",
        ):
            spec.filters.append(Filter("namespace", "eq", namespace))
            spec.matched += 1
    if name in ("container_logs", "kube_events"):
        spec.text = _QUOTED.findall(question)
        spec.matched += bool(spec.text)


def _shape(spec: QuerySpec, data: Dataset, question: str, entities: Entities) -> None:
    lowered = question.lower()
    group = _group_field(data, lowered)
    if _TREND.search(lowered):
        spec.bucket = "1d" if re.search(r"\b(per day|daily)\b", lowered) else ("1m" if "minute" in lowered else "1h")
        spec.measure = "count" if spec.measure == "rows" else spec.measure
        spec.matched += 1
    if _SLOWEST.search(lowered) and data.name == "requests":
        spec.order_by = "duration"
        spec.limit = entities.top_n or DEFAULT_TOP
        spec.matched += 1
        return
    if re.search(r"\b(p9\d|percentile|average|avg|mean)\b", lowered) and data.name == "requests":
        percentile = re.search(r"\bp(9\d)\b", lowered)
        spec.measure = f"p{percentile[1]}" if percentile else "avg"
        spec.measure_field = "duration"
        spec.group_by = [group or "route"]
        spec.matched += 1
        return
    distinct = re.search(r"\b(?:distinct|unique|different)\s+([a-z]+)", lowered)
    if distinct and distinct[1] in data.nouns:
        spec.measure, spec.measure_field = "dcount", data.nouns[distinct[1]]
        spec.matched += 1
        group = group if group != spec.measure_field else _second_group(data, lowered, spec.measure_field)
    elif spec.measure == "rows" and (_COUNT.search(lowered) or _MOST.search(lowered) or group):
        spec.measure = "count"
    if group and group != spec.measure_field:
        spec.group_by = [group]
        spec.matched += 1
    if data.name == "pods" and spec.measure == "max" and not spec.group_by:
        spec.group_by = ["pod"]
    if _MOST.search(lowered) or entities.top_n:
        spec.top = entities.top_n or DEFAULT_TOP
        spec.matched += 1
    if spec.measure == "rows" and entities.top_n:
        spec.limit = entities.top_n


def _group_field(data: Dataset, lowered: str) -> str | None:
    for pattern in (_GROUP, _WHICH):
        for match in pattern.finditer(lowered):
            word = match.group(1)
            if word in data.nouns:
                return data.nouns[word]
    return None


def _second_group(data: Dataset, lowered: str, first: str) -> str | None:
    for match in _GROUP.finditer(lowered):
        field_name = data.nouns.get(match.group(1))
        if field_name and field_name != first:
            return field_name
    return None
