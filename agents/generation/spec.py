"""What a question asks for, independent of any query language: a :class:`QuerySpec`.

The deterministic generator reads a question (with the planner's entities and the retrieved knowledge)
into a spec — which dataset, which filters, which measure and grouping, which time window — and each
platform's renderer writes it in its own idioms. Reading conventions (also in the README):

- "failed sign-ins" exclude MFA and keep-me-signed-in interrupts (DOC-002); "failed logons" are
  Windows event 4625, "lockouts" 4740; failed or erroring requests are HTTP 5xx;
- "admins" are ``adm-`` accounts, "break-glass" ``bg-`` accounts;
- "today" is since midnight UTC; with no time named, the last 24 hours;
- "which X …", "list the X …", "who …", "… per X" group by X: the answer lists each X once (with a count);
- "top N"/"most"/"which … most" ranks by count (or by the measure asked for): N when said, one when the
  question asks for a single thing ("which IP has the most …"), ten otherwise;
- "right now"/"currently" about pods reads each pod's latest snapshot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from lexiquery.contracts import Entities, KnowledgeItem

DEFAULT_WINDOW = "24h"
DEFAULT_LIMIT = 100
DEFAULT_TOP = 10

# "same_as": equal to another field of the same row (its value is that field's name, never the question's text)
Op = Literal["eq", "ne", "in", "not_in", "contains", "startswith", "gt", "lt", "ge", "le", "status_class", "same_as"]
# "share" and "percent": the fraction (or percentage) of rows that meet the spec's condition
Measure = Literal[
    "rows", "count", "dcount", "avg", "max", "min", "sum", "p50", "p90", "p95", "p99", "increase", "latest",
    "avg_count", "share", "percent",
]  # fmt: skip


@dataclass(frozen=True)
class Filter:
    field: str
    op: Op
    value: Any


@dataclass
class QuerySpec:
    """A question as a query, in logical terms (datasets and fields of the demo estate)."""

    dataset: str
    window: str = DEFAULT_WINDOW  # "1h", "30m", "7d", "today", "yesterday" or "since_yesterday"
    filters: list[Filter] = field(default_factory=list)
    measure: Measure = "rows"
    measure_field: str | None = None
    group_by: list[str] = field(default_factory=list)
    top: int | None = None
    bucket: str | None = None  # a time bucket for trends: "1h", "5m"
    order_by: str | None = None  # a field to sort rows by (descending), for "slowest" and the like
    ascending: bool = False  # rank from the smallest ("least", "fewest")
    limit: int = DEFAULT_LIMIT
    text: list[str] = field(default_factory=list)  # words the log message must contain
    latest: bool = False  # read each entity's latest snapshot only (pod inventory)
    having: float | None = None  # keep groups whose measure is above this ("pods that restarted": > 0)
    per: str | None = None  # for avg_count: the count per this field, averaged
    condition: list[Filter] = field(default_factory=list)  # for share/percent: the rows counted against all rows
    notes: list[str] = field(default_factory=list)  # how the question was read, for the explanation
    matched: int = 0  # how many parts of the question found a place in the spec (confidence)

    @property
    def measure_name(self) -> str:
        """The column the measure is written to (the same in every language)."""
        return {
            "count": "count",
            "dcount": "distinct_count",
            "avg": "average",
            "max": "max_value",
            "min": "min_value",
            "sum": "total",
            "increase": "increase",
            "latest": "latest",
            "avg_count": "average_count",
            "share": "share",
            "percent": "percent",
        }.get(self.measure, self.measure)


@dataclass(frozen=True)
class Dataset:
    name: str
    keywords: tuple[str, ...]  # words that point at this dataset (inflections match too)
    key_fields: tuple[str, ...]  # what a listing shows
    nouns: tuple[tuple[str, str], ...]  # (pattern, field): words that name a field of this dataset
    failure: tuple[Filter, ...] = ()
    success: tuple[Filter, ...] = ()
    strong: tuple[str, ...] = ()  # words that name this dataset alone (they outweigh shared words)
    who: str | None = None  # the field "who" asks for
    entity: str | None = None  # the field a snapshot is of (for "latest")


INTERRUPTS = ("0", "50074", "50076", "50140")
_IP = r"(?:source |client |remote )?(?:ip(?: address)?(?:es)?|ips|ip's|addresses|address)"
DATASETS: dict[str, Dataset] = {
    "signins": Dataset(
        "signins",
        ("sign-in", "sign in", "signin", "signed in", "sign-ins", "login", "log in", "logon to", "mfa", "password",
         "spray", "brute", "entra", "authentication", "attempt", "got in", "risky", "high-risk"),
        ("time", "user", "app", "ip", "country", "result", "result_text"),
        nouns=((_IP, "ip"), (r"users?|accounts?|people|identit(?:y|ies)|admins?", "user"),
               (r"client app(?:s| types?)?|client types?", "client_app"),
               (r"app(?:lication)?s?", "app"), (r"countr(?:y|ies)|locations?|geos?", "country"),
               (r"conditional access (?:status(?:es)?|results?|outcomes?)", "conditional_access"),
               (r"(?:authentication|mfa) requirements?", "mfa"), (r"risk(?: levels?)?", "risk"),
               (r"(?:result |error )?codes?|results?|reasons?", "result")),
        failure=(Filter("result", "not_in", INTERRUPTS),),
        success=(Filter("result", "eq", "0"),),
        who="user",
    ),
    "security_events": Dataset(
        "security_events",
        ("windows", "security event", "windows event", "event id", "eventid", "logon", "lockout", "locked out",
         "locked", "kerberos", "domain controller", "4624", "4625", "4740", "4771", "4648", "4672", "4688", "4720",
         "4768", "4769", "4776", "workstation", "ntlm", "logged on", "logged on to", "logged onto", "log on to"),
        ("time", "host", "event_id", "account", "workstation", "ip", "logon_type"),
        nouns=((r"event ?ids?|events?|event types?", "event_id"), (r"domain controllers?|dcs?|hosts?|computers?|"
               r"servers?|controllers?", "host"), (r"workstations?|machines?|clients?|devices?", "workstation"),
               (_IP, "ip"), (r"subject (?:users?|accounts?)|callers?", "subject"),
               (r"users?|accounts?|people|admins?", "account"), (r"logon types?", "logon_type"),
               (r"sub-?status(?:es| codes?)?", "sub_status"), (r"status(?:es| codes?)?", "status"),
               (r"activit(?:y|ies)|descriptions?", "activity")),
        failure=(Filter("event_id", "eq", 4625),),
        success=(Filter("event_id", "eq", 4624),),
        who="account",
    ),
    "audit": Dataset(
        "audit",
        ("audit", "role", "global administrator", "group", "password reset", "reset", "directory", "app registration",
         "conditional access", "deleted", "assigned", "assignment", "changes", "change"),
        ("time", "operation", "actor", "target", "result"),
        nouns=((r"(?:directory |admin )?roles?", "role"),
               (r"(?:directory )?changes?|operations?|actions?|activit(?:y|ies)|kinds?|types?", "operation"),
               (r"admins?|administrators?|actors?|users?|accounts?|people", "actor"),
               (r"targets?", "target"), (r"categor(?:y|ies)", "category")),
        failure=(Filter("result", "eq", "failure"),),
        success=(Filter("result", "eq", "success"),),
        who="actor",
    ),
    "requests": Dataset(
        "requests",
        ("request", "http", "latency", "slow", "slower", "slowest", "response time", "response", "route",
         "endpoint", "status code", "5xx", "4xx", "500", "502", "503", "504", "404", "error rate", "duration",
         "calls", "traffic", "busiest", "served", "p95", "p99", "api"),
        ("time", "service", "route", "status", "duration", "pod"),
        nouns=((r"services?|apps?|applications?", "service"), (r"endpoints?|routes?|paths?|urls?|apis?", "route"),
               (r"(?:status )?codes?|status(?:es)?", "status"), (r"pods?|instances?|replicas?", "pod"),
               (_IP, "client_ip")),
        failure=(Filter("status", "status_class", "5"),),
        success=(Filter("success", "eq", True),),  # Success is false for 5xx only: a 404 is served, not failed
    ),
    "container_logs": Dataset(
        "container_logs",
        ("log", "log line", "line", "logged", "logging", "message", "stderr", "stdout", "panic", "panicked",
         "panicking", "exception", "stack trace", "wrote"),
        ("time", "node", "pod", "source", "message"),
        nouns=((r"pods?|containers?", "pod"), (r"nodes?", "node"), (r"(?:\w+ )?messages?|(?:log )?lines?", "message"),
               (r"namespaces?", "namespace")),
        failure=(Filter("source", "eq", "stderr"),),
        strong=("stderr", "stdout", "panic", "panicked", "panicking", "log line", "container log"),
    ),
    "pods": Dataset(
        "pods",
        ("pod", "restart", "restarted", "restarting", "crash", "crashing", "crash-looping", "crashloop",
         "crashloopbackoff", "container status", "running on", "running", "deployment", "replica", "scheduled on"),
        ("time", "namespace", "pod", "status", "container_status", "restarts", "node"),
        nouns=((r"container (?:status(?:es)?|states?)", "container_state"),
               (r"(?:pod )?(?:status(?:es)?|phases?|states?)", "status"),
               (r"pods?|containers?|replicas?|instances?", "pod"), (r"namespaces?", "namespace"), (r"nodes?", "node"),
               (r"deployments?|controllers?", "controller")),
        failure=(Filter("container_status", "ne", ""),),
        entity="pod",
    ),
    "kube_events": Dataset(
        "kube_events",
        ("kubernetes event", "kube event", "backoff", "back-off", "oomkilled", "oomkilling", "oom", "unhealthy",
         "failedscheduling", "evicted", "warning", "warnings"),
        ("time", "namespace", "name", "reason", "type", "message"),
        nouns=((r"pods?|objects?", "name"), (r"namespaces?", "namespace"), (r"reasons?", "reason"),
               (r"(?:object )?kinds?", "kind"), (r"(?:event )?types?", "type"), (r"(?:\w+ )?messages?", "message")),
        failure=(Filter("type", "eq", "Warning"),),
        strong=("backoff", "back-off", "oomkilled", "oomkilling", "oomkill", "failedscheduling", "evicted", "unhealthy",
                "kubernetes event", "kube event", "warning event", "normal event"),
    ),
}  # fmt: skip

_FAILURE = re.compile(
    r"\b(fail\w*|unsuccessful|denied|invalid|bad|errors?|erroring|broken|rejected|blocked)\b|\bcouldn't\b", re.I
)
_SUCCESS = re.compile(r"\b(successful\w*|succeed\w*|success|worked|got in|got into|let in)\b", re.I)
_ASK = re.compile(
    r"\b(?:which|what(?:'s|\s+is|\s+are|\s+was|\s+were)?|list(?:\s+(?:the|all|every))?|show(?:\s+me)?(?:\s+(?:the|all"
    r"|every))?|(?:rank|order|sort)(?:\s+(?:our|the|all))?|top\s+\d+|name|give\s+me(?:\s+the)?|find(?:\s+the)?)\s+"
    r"(?:(?:kinds?|types?|sorts?|list)\s+of\s+)?(.{1,60})",
    re.I,
)
_BY = re.compile(
    r"\b(?:by|per|for each|for every|grouped by|broken down by|split by|each)\s+(?:the\s+)?(.{1,40})", re.I
)
_COUNT = re.compile(r"\b(how many|number of|count|counts|total)\b", re.I)
_HOW_MANY = re.compile(r"\b(?:how many|number of|count of)\s+(?:the\s+|different\s+|distinct\s+)?(.{1,40})", re.I)
_DISTINCT = re.compile(r"\b(?:distinct|unique|different)\s+(.{1,40})", re.I)
_MOST = re.compile(
    r"\b(most|top|highest|biggest|largest|busiest|worst|noisiest|greatest|max(?:imum)?|slowest|longest)\b", re.I
)
_LEAST = re.compile(r"\b(least|fewest|lowest|smallest|quietest|fastest|quickest|shortest)\b", re.I)
# "which route is slower": a comparison between the groups asks for the one at the top (or bottom)
_MORE_THAN_OTHERS = re.compile(r"\b(slower|longer|busier|more|higher|bigger|larger|worse|noisier)\b(?!\s+than)", re.I)
_LESS_THAN_OTHERS = re.compile(r"\b(faster|quicker|shorter|fewer|less|lower|smaller|quieter)\b(?!\s+than)", re.I)
_RANK = re.compile(r"\b(rank|ranked|sort|sorted|order|ordered)\b", re.I)
_TREND = re.compile(r"\b(per hour|hourly|per minute|per day|daily|over time|trend|timeline|timechart|by hour)\b", re.I)
_SLOWEST = re.compile(r"\b(slowest|longest|fastest|quickest|shortest)\b", re.I)
# One request's extreme, not the typical one: "the single slowest request", "the maximum duration"
_EXTREME = re.compile(
    r"\b(?:single|individual|one)\s+(?:(slowest|longest)|fastest|quickest|shortest)\b"
    r"|\b(?:(max(?:imum)?|peak|longest|worst)|min(?:imum)?|shortest|best)\s+(?:request\s+)?"
    r"(?:durations?|latenc(?:y|ies)|response times?)\b",
    re.I,
)
_AVERAGE = re.compile(r"\b(average|avg|mean|on average)\b", re.I)
_PERCENTILE = re.compile(r"\bp(50|90|95|99)\b|\b(50|90|95|99)(?:th)? percentile\b|\b(median)\b", re.I)
_QUOTED = re.compile(r"['\"]([^'\"]{2,80})['\"]")
_EVENT_ID = re.compile(
    r"\b(4624|4625|4634|4647|4648|4672|4688|4720|4726|4728|4732|4740|4767|4768|4769|4771|4776|1102)\b"
)
_RESULT_CODE = re.compile(r"\b(?:AADSTS)?(5\d{4,5})\b")
_STATUS_CODE = re.compile(r"\b([2345]\d\d)s?\b(?!\s*(?:ms|milliseconds?|seconds?|minutes?|hours?|days?))")
_STATUS_CLASS = re.compile(r"\b([2345])xx(?:s|es)?\b", re.I)
_NT_STATUS = re.compile(r"\b(sub-?\s*status\s+)?(?:(?:status|code)\s+)?(0x[0-9a-f]{1,8})\b", re.I)
_POD_PHASE = re.compile(r"\b(running|pending|succeeded)\b(?!\s+on\b)", re.I)  # "running on a node" is placement
_SHARE = re.compile(
    r"\b(?:(percent(?:age)?|%)|share|fraction|proportion|ratio)\s+of\b|\b(?:error|failure|success) (?:rate|ratio)\b"
    r"|\bwhat\s+(percent(?:age)?|%)",
    re.I,
)
# "what percentage of successful admin sign-ins used MFA": the words after the last verb name what is counted; the
# words before it (successful, admin) name the rows it is counted among
_VERBS = (
    r"that|which|who|were|was|are|is|used|uses|use|using|came|come|comes|had|have|has|got|went|ended|required|needed"
    r"|passed|completed|returned|resulted|involved|skipped|bypassed|did|didn't"
)
_PREDICATE = re.compile(
    rf"\b(?:{_VERBS})\b(?!.*\b(?:{_VERBS})\b)",
    re.I,
)
# multi-factor authentication as a property of a sign-in ("used MFA", "without MFA"), not "MFA interrupts"
_MFA = re.compile(
    r"\b(?:(without|no|skipped|bypass\w*|(?:did not|didn't|not) use|not using)|used?|using|with|via|through|passed"
    r"|completed|satisfied|did|required|requiring|prompted for)\s+(?:an?\s+)?(?:mfa|multi-?factor(?:\s+auth\w*)?|2fa"
    r"|two-factor(?:\s+auth\w*)?)\b(?!\s+(?:requirements?|interrupts?))|\b(single-?factor)\b",
    re.I,
)
_SLOWER = re.compile(
    r"\b(?:slower|longer|more|over|above|greater)\s+(?:than\s+)?(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b",
    re.I,
)
_APPS = ("Fabrikam Portal", "Microsoft Teams", "Azure Portal", "Fabrikam VPN", "Payroll")
_COUNTRIES = {
    "netherlands": "NL", "dutch": "NL", "holland": "NL", "germany": "DE", "german": "DE", "britain": "GB",
    "united kingdom": "GB", "uk": "GB", "england": "GB", "belgium": "BE", "belgian": "BE", "united states": "US",
    "usa": "US", "america": "US", "brazil": "BR", "brazilian": "BR", "france": "FR", "spain": "ES", "russia": "RU",
    "china": "CN", "india": "IN",
}  # fmt: skip
_KUBE_REASONS = (
    (r"\bback-?off\b", "BackOff"),
    (r"\boom[- ]?kill\w*|\bout of memory\b", "OOMKilling"),
    (r"\bunhealthy\b|\bprobe fail", "Unhealthy"),
    (r"\bfailed ?scheduling\b|\bunschedulable\b", "FailedScheduling"),
    (r"\bevicted\b|\beviction", "Evicted"),
)
_AUDIT_OPERATIONS = (
    (
        r"\b(?:add(?:ed|ing)?|assign\w*|grant\w*|gave|giv(?:e[ns]?|ing)|hand(?:ed|s|ing)? out)\b.*"
        r"\b(?:roles?|administrators?)\b|\broles?\b.*\b(?:assign\w*|grant\w*|gave|giv(?:e[ns]?|ing)|hand(?:ed)? out)\b",
        "Add member to role",
    ),
    (r"\bpassword resets?\b|\breset (?:the |a |their )?passwords?\b", "Reset user password"),
    (r"\b(deleted users?|user deletions?|deleted accounts?|delete user)\b", "Delete user"),
    (r"\bconditional access\b", "Update conditional access policy"),
    (r"\b(app registrations?|new applications?|added applications?)\b", "Add application"),
    (r"\b(group membership|added to (?:a |the )?groups?|add member to group)\b", "Add member to group"),
)
# "added themselves to a role", "granted to its own account": the target is the actor
_SELF = re.compile(r"\b(?:themsel(?:f|ves)|himself|herself|itself|(?:its|their|his|her) own|self[- ]?assign\w*)\b")
# "users who had their password reset", "which account was given the role": the change's target, not its actor
_PASSIVE = re.compile(
    r"\b(?:had|have|has|got) (?:their|its|his|her) \w+|\b(?:was|were|been|got|get) (?:\w+ )?"
    r"(?:given|granted|assigned|added|removed|deleted|reset|created|changed|updated|disabled|enabled)\b"
)
# "since yesterday", "yesterday and today": from the start of yesterday until now
_SINCE_YESTERDAY = re.compile(
    r"\b(?:since|from|starting)\s+(?:the\s+start\s+of\s+|early\s+)?yesterday\b(?!\s+(?:until|till|to)\b)"
    r"|\byesterday\s+(?:and|&)\s+today\b|\btoday\s+and\s+yesterday\b"
)
# "timeout messages", "panic log lines": a word the logged line contains; "lines mentioning timeout" likewise
_LOG_WORD = re.compile(r"\b([a-z][\w-]{2,})\s+(?:log\s+)?(?:messages?|lines?|entries)\b")
_MENTIONING = re.compile(
    r"\b(?:mentioning|mentions?|containing|contains?|matching|saying|with\s+the\s+(?:word|text|string|phrase))"
    r"\s+([a-z][\w-]{2,})\b"
)
_NOT_LOG_WORDS = frozenset(
    """log logs logged the all these those many much any new distinct unique different container containers pod pods
    stderr stdout total recent latest last first few more most other such its their which what did were was has have
    how our that this and per panic panics panicked panicking count show list find get give return display""".split()
) | frozenset(  # verbs that say a pod wrote the lines ("namespaces produced log lines"), not what the lines say
    """wrote write writes writing produce produces producing emit emits emitting print prints printing output outputs
    outputting generate generates generating spit spits spat throw throws threw had having send sends sent""".split()
)
# "a non-zero restart count", "more than zero": keep the groups whose measure is above nothing
_NONZERO = re.compile(r"\bnon-?\s?zero\b|\b(?:above|over|more than|greater than)\s+(?:zero|0)\b(?!\.)|\bat least one\b")
_POD_NAME = re.compile(r"^[a-z]+(?:-[a-z]+)*-[0-9a-f]{8,10}-[a-z0-9]{5}$")
_NODE_NAME = re.compile(r"^aks-", re.I)


def choose_dataset(question: str, knowledge: list[KnowledgeItem], available: set[str]) -> tuple[str, int, list[str]]:
    """The dataset the question is about: keyword matches, plus a nudge from tables the knowledge names."""
    lowered = question.lower()
    named = " ".join(str(item.metadata.get("tables", "")) + " " + item.snippet for item in knowledge[:3])
    scores = []
    for name, dataset in DATASETS.items():
        if name not in available:
            continue
        hits = [k for k in dataset.keywords if re.search(rf"\b{re.escape(k)}(?:s|es|ed|ing)?\b", lowered)]
        strong = [k for k in dataset.strong if re.search(rf"\b{re.escape(k)}(?:s|es|ed|ing)?\b", lowered)]
        nudge = sum(0.5 for table in _TABLE_NAMES[name] if table in named) + 0.5 * len(_fields_named(dataset, lowered))
        score = len(hits) * 2 + len(strong) * 3 + nudge
        scores.append((score, name, hits))
    if not scores:
        raise ValueError("no dataset is available")
    score, name, hits = max(scores, key=lambda s: s[0])
    return name, len(hits), hits


def _fields_named(data: Dataset, lowered: str) -> set[str]:
    """The fields of ``data`` the question names anywhere ("services", "client IPs"): a weak sign of the dataset.

    The longest wording wins where two overlap, so "client IPs" names an IP and not also a client machine."""
    found = [
        (match.start(), match.end(), field_name)
        for pattern, field_name in data.nouns
        for match in re.finditer(rf"\b(?:{pattern})\b", lowered)
    ]
    taken: list[tuple[int, int]] = []
    fields = set()
    for start, end, field_name in sorted(found, key=lambda f: f[0] - f[1]):
        if all(end <= a or start >= b for a, b in taken):
            taken.append((start, end))
            fields.add(field_name)
    return fields


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
    spec.window = entities.time_range or DEFAULT_WINDOW
    if re.search(r"\b(today|since midnight|since 00:00|this morning)\b", lowered):
        spec.window = "today"
    if _SINCE_YESTERDAY.search(lowered):
        spec.window = "since_yesterday"  # from yesterday's midnight up to now, not yesterday alone
    if entities.time_range or spec.window in ("today", "since_yesterday"):
        spec.matched += 1
    _filters(spec, data, question, entities)
    _shape(spec, data, question, entities)
    return spec


# --- filters -------------------------------------------------------------------------------------


def _filters(spec: QuerySpec, data: Dataset, question: str, entities: Entities, shares: bool = True) -> None:
    lowered = question.lower()
    before = len(spec.filters)
    _outcome(spec, data, question, lowered)
    outcome = spec.filters[before:]
    _people(spec, data, lowered, entities)
    _places(spec, data, lowered, entities)
    if data.name == "requests" and (slower := _SLOWER.search(lowered)):
        amount, unit = float(slower[1]), slower[2].lower()
        spec.filters.append(Filter("duration", "gt", round(amount if unit.startswith("m") else amount * 1000)))
        spec.notes.append(f"slower than {slower[1]}{unit}")
        spec.matched += 1
    if data.name == "signins":
        if re.search(r"\bhigh[- ]risk|\brisky\b", lowered):
            spec.filters.append(Filter("risk", "eq", "high"))
            spec.matched += 1
        for app in _APPS:
            if app.lower() in lowered or app.split()[-1].lower() in lowered.split():
                spec.filters.append(Filter("app", "eq", app))
                spec.matched += 1
                break
    if data.name == "audit":
        _first_named(spec, lowered, _AUDIT_OPERATIONS, "operation")
        role = re.search(r"\b(global administrator|privileged role administrator|security administrator)\b", lowered)
        if role:
            spec.filters.append(Filter("target", "contains", role[1].title()))
            spec.matched += 1
        if _SELF.search(lowered):
            spec.filters.append(Filter("target_account", "same_as", "actor"))
            spec.notes.append("the actor changed its own account")
            spec.matched += 1
    if data.name == "kube_events":
        # Kubernetes has two event types; either may be named as a word ("Normal events", "warnings")
        if re.search(r"\bwarnings?\b", lowered):
            spec.filters.append(Filter("type", "eq", "Warning"))
            spec.matched += 1
        elif re.search(r"\bnormal\b", lowered):
            spec.filters.append(Filter("type", "eq", "Normal"))
            spec.matched += 1
        _first_named(spec, lowered, _KUBE_REASONS, "reason")
    if data.name == "security_events" and (status := _NT_STATUS.search(question)):
        # Windows logon failures carry an NTSTATUS code (0xc000006d); "sub-status" names the finer one.
        spec.filters.append(Filter("sub_status" if status[1] else "status", "eq", status[2].lower()))
        spec.matched += 1
    if data.name == "pods" and (phase := _POD_PHASE.search(lowered)):
        spec.filters.append(Filter("status", "eq", phase[1].title()))
        spec.notes.append(f"pods {phase[1]}")
        spec.matched += 1
    if data.name == "pods" and re.search(r"\bcrash[- ]?loop\w*|\bcrashloopbackoff\b", lowered):
        spec.filters.append(Filter("container_status", "eq", "CrashLoopBackOff"))
        spec.notes.append("in CrashLoopBackOff")
        spec.matched += 1
    if data.name == "signins" and (mfa := _MFA.search(lowered)):
        factors = "single" if mfa[1] or mfa[2] else "multi"
        spec.filters.append(Filter("mfa", "eq", f"{factors}FactorAuthentication"))
        spec.matched += 1
    if shares and (share := _SHARE.search(question)):
        _split_share(spec, data, question, entities, share, outcome)
    if data.name == "container_logs":
        if re.search(r"\bstderr\b", lowered):
            spec.filters.append(Filter("source", "eq", "stderr"))
            spec.matched += 1
        if re.search(r"\bpanic\w*", lowered):
            spec.text.append("panic")
        spec.text += [word for word in _log_words(lowered, entities) if word not in spec.text]
    if data.name in ("container_logs", "kube_events"):
        spec.text += _QUOTED.findall(question)
        spec.matched += bool(spec.text)


def _split_share(
    spec: QuerySpec, data: Dataset, question: str, entities: Entities, share: re.Match[str], outcome: list[Filter]
) -> None:
    """A share counts the rows with a property among the rows the question names. The property is what the
    predicate says ("… used MFA", "… were from admins"); with none there, it is the outcome ("error rate")."""
    predicate = _PREDICATE.search(question, share.end())
    counted: list[Filter] = []
    if predicate:
        text = question[predicate.start() :]
        within = text.lower()
        named = entities.model_copy(
            update={
                kind: [v for v in getattr(entities, kind) if v.lower() in within]
                for kind in ("users", "hosts", "ips", "services")
            }
        )
        probe = QuerySpec(dataset=spec.dataset)
        _filters(probe, data, text, named, shares=False)
        counted = [f for f in spec.filters if f in probe.filters]
    counted = counted or outcome
    if not counted:
        return
    spec.condition = counted
    spec.filters = [f for f in spec.filters if f not in counted]
    spec.measure = "percent" if share[1] or share[2] else "share"


def _log_words(lowered: str, entities: Entities) -> list[str]:
    """Words a log line must contain: "timeout messages", "lines mentioning timeout" (not "error lines",
    which are the stderr ones, nor "payments messages", which names the pod)."""
    named = {s.lower() for s in entities.services} | {h.lower() for h in entities.hosts}
    # a past tense before "log lines" is what the pod did ("produced log lines", "emitted messages")
    found = [m[1] for m in _LOG_WORD.finditer(lowered) if not m[1].endswith("ed")]
    found += [m[1] for m in _MENTIONING.finditer(lowered)]
    return [
        word
        for word in dict.fromkeys(found)
        if word not in _NOT_LOG_WORDS and word not in named and not _FAILURE.fullmatch(word) and not word.isdigit()
    ]


def _first_named(spec: QuerySpec, lowered: str, table: tuple[tuple[str, str], ...], field_name: str) -> None:
    """Filter ``field_name`` on the value of the first (pattern, value) in ``table`` the question matches."""
    for words, value in table:
        if re.search(words, lowered):
            spec.filters.append(Filter(field_name, "eq", value))
            spec.notes.append(f"{field_name} {value}")
            spec.matched += 1
            return


def _any_of(field_name: str, values: list[Any]) -> Filter:
    """Equal to the one value named, or in the list of several."""
    return Filter(field_name, "in", values) if len(values) > 1 else Filter(field_name, "eq", values[0])


def _outcome(spec: QuerySpec, data: Dataset, question: str, lowered: str) -> None:
    """The event or result the question is about: an id, a code, a status class, or failure/success."""
    name = data.name
    if name == "security_events" and (ids := _EVENT_ID.findall(question)):
        unique = sorted({int(i) for i in ids})
        spec.filters.append(_any_of("event_id", unique))
        spec.notes.append(f"event {', '.join(map(str, unique))}")
    elif name == "security_events" and re.search(r"\block(?:ed)?[- ]?outs?\b", lowered):
        spec.filters.append(Filter("event_id", "eq", 4740))
        spec.notes.append("lockouts are event 4740")
    elif name == "security_events" and re.search(r"\bkerberos\b", lowered) and _FAILURE.search(question):
        spec.filters.append(Filter("event_id", "eq", 4771))
        spec.notes.append("Kerberos pre-authentication failures are event 4771")
    elif name == "signins" and (codes := _RESULT_CODE.findall(question)):
        spec.filters.append(Filter("result", "eq", codes[0]))
        spec.notes.append(f"result code {codes[0]}")
    elif name == "requests" and (classes := _STATUS_CLASS.findall(question)):
        spec.filters.append(Filter("status", "status_class", classes[0]))
        spec.notes.append(f"HTTP {classes[0]}xx")
    elif name == "requests" and (codes := _STATUS_CODE.findall(question)):
        unique_codes = sorted(set(codes))
        spec.filters.append(_any_of("status", unique_codes))
        spec.notes.append(f"HTTP {', '.join(unique_codes)}")
    elif _SUCCESS.search(question) and data.success:
        spec.filters += data.success
        spec.notes.append("successful ones")
    elif _FAILURE.search(question) and data.failure:
        spec.filters += data.failure
        spec.notes.append("failures" if name != "signins" else "failures (MFA interrupts excluded, DOC-002)")
    elif name == "security_events" and re.search(r"\blogged (?:on|onto)\b", lowered):
        spec.filters += data.success  # "who logged on to FS01": Windows records a logon as event 4624
        spec.notes.append("logons are event 4624")
    else:
        return
    spec.matched += 1


def _people(spec: QuerySpec, data: Dataset, lowered: str, entities: Entities) -> None:
    user_field = {"signins": "user", "security_events": "account", "audit": "actor"}.get(data.name)
    if not user_field:
        return
    if not entities.users and data.name != "audit":
        if re.search(r"\badmins?\b|(?<!global )\badministrators?\b|\badm-\s", lowered):
            spec.filters.append(Filter(user_field, "startswith", "adm-"))
            spec.notes.append("admin accounts (adm-)")
            spec.matched += 1
        if re.search(r"\bservice accounts?\b", lowered):
            spec.filters.append(Filter(user_field, "startswith", "svc-"))
            spec.notes.append("service accounts (svc-)")
            spec.matched += 1
        if re.search(r"\bbreak[- ]glass\b", lowered):
            spec.filters.append(Filter(user_field, "startswith", "bg-"))
            spec.notes.append("break-glass accounts (bg-)")
            spec.matched += 1
    for user in entities.users:
        op: Op = "startswith" if user.endswith("-") else ("contains" if "@" not in user else "eq")
        spec.filters.append(Filter(user_field, op, user))
        spec.matched += 1


def _places(spec: QuerySpec, data: Dataset, lowered: str, entities: Entities) -> None:
    """IPs, hosts, pods, nodes, services, namespaces and countries the question names."""
    name = data.name
    if entities.ips and name in ("signins", "security_events"):
        spec.filters.append(_any_of("ip", entities.ips))
        spec.matched += 1
    for host in entities.hosts:
        if _POD_NAME.match(host.lower()):
            target = {"pods": "pod", "container_logs": "pod", "requests": "pod", "kube_events": "name"}.get(name)
            op: Op = "eq"
        elif _NODE_NAME.match(host):
            target = {"pods": "node", "container_logs": "node"}.get(name)
            op = "eq"
        else:
            target, op = ("host", "startswith") if name == "security_events" else (None, "eq")
        if target:
            spec.filters.append(Filter(target, op, host))
            spec.matched += 1
    if entities.services and not any(f.field in ("pod", "name") for f in spec.filters):
        field_name = {"requests": "service", "pods": "pod", "kube_events": "name", "container_logs": "pod"}.get(name)
        if field_name == "service":
            spec.filters.append(_any_of("service", entities.services))
            spec.matched += 1
        elif field_name:
            spec.filters.append(Filter(field_name, "startswith", entities.services[0] + "-"))
            spec.matched += 1
    if name in ("pods", "kube_events", "container_logs"):
        for namespace in ("shop", "payments", "platform"):
            if re.search(rf"\bnamespace\s+{namespace}\b|\b{namespace}\s+namespace\b", lowered):
                spec.filters.append(Filter("namespace", "eq", namespace))
                spec.matched += 1
    if name == "signins":
        for country, code in _COUNTRIES.items():
            if re.search(rf"\b{country}\b", lowered):
                spec.filters.append(Filter("country", "eq", code))
                spec.matched += 1
                break


# --- shape: measure, grouping, ranking ------------------------------------------------------------


def _noun(data: Dataset, text: str, within: int = 4) -> tuple[str, bool] | None:
    """The field the first words of ``text`` name, and whether they name it in the plural."""
    words = text.lower().split()
    for start in range(min(within, len(words))):
        rest = " ".join(words[start:])
        for pattern, field_name in data.nouns:
            match = re.match(rf"(?:{pattern})\b", rest)
            if match:
                said = match[0].split()[-1]
                plural = said.endswith("s") and not said.endswith(("ss", "us", "address"))
                return field_name, plural
    return None


def _shape(spec: QuerySpec, data: Dataset, question: str, entities: Entities) -> None:
    lowered = question.lower()
    subject = _subject(data, lowered)
    grouped = _grouped(data, lowered)
    if _TREND.search(lowered):
        spec.bucket = "1d" if re.search(r"\b(per day|daily)\b", lowered) else ("1m" if "minute" in lowered else "1h")
        spec.measure = "count"
        spec.matched += 1
    measured = bool(spec.condition) or (data.name == "pods" and _pods_shape(spec, lowered, subject))
    if measured or (data.name == "requests" and _latency(spec, lowered)):
        pass
    elif distinct := _DISTINCT.search(lowered):
        counted = _noun(data, distinct[1], within=2)
        if counted and (_COUNT.search(lowered) or (subject and subject[0] != counted[0])):
            # "how many different IPs", or "which account … from the most different IPs" (per account)
            spec.measure, spec.measure_field = "dcount", counted[0]
            spec.matched += 1
        elif counted:
            subject = counted
    elif (
        (many := _HOW_MANY.search(lowered))
        and (counted := _noun(data, _unnamed(many[1], entities), within=1))
        and counted[1]
        and counted[0] not in ("message", "event_id")  # "how many panic messages", "number of events": the rows
    ):
        spec.measure, spec.measure_field = "dcount", counted[0]  # "how many hosts …" counts hosts, not events
        spec.matched += 1
        if not subject or subject[0] == counted[0]:
            subject = None  # "rank the namespaces by how many pods they run" keeps its namespaces
    elif _AVERAGE.search(lowered) and _COUNT.search(lowered) and grouped:
        spec.measure, spec.per = "avg_count", grouped[0]
        spec.matched += 1
        grouped = None
    elif spec.measure == "rows" and _COUNT.search(lowered):
        spec.measure = "count"
    group = grouped or subject
    if group and group[0] not in (spec.measure_field, spec.per) and not _names_one(spec, group[0]):
        spec.group_by = [group[0]]
        spec.matched += 1
        if spec.measure == "rows":
            spec.measure = "count"
    if data.name == "audit" and _PASSIVE.search(lowered):
        spec.group_by = ["target_account" if g == "actor" else g for g in spec.group_by]
        if spec.measure_field == "actor":
            spec.measure_field = "target_account"
    if spec.measure == "latest" and data.entity and not spec.group_by and not _pins(spec, data.entity):
        spec.group_by = [data.entity]  # "the 3 pods with the highest restart count": each pod's latest value
    if spec.latest and data.entity and not spec.group_by and spec.measure == "rows":
        spec.group_by = [data.entity]
        spec.measure = "count"
    _ranking(spec, lowered, entities, subject)


def _unnamed(text: str, entities: Entities) -> str:
    """``text`` without the names it opens with: "how many search pods" counts pods (of the search service)."""
    names = [re.escape(n.lower()) for n in (*entities.services, *entities.hosts, *entities.users)]
    if not names:
        return text
    return re.sub(rf"^(?:(?:{'|'.join(names)})\s+)+", "", text)


def _subject(data: Dataset, lowered: str) -> tuple[str, bool] | None:
    """What the question asks to list: "which IPs …", "list the accounts …", "who …"."""
    if data.who and re.search(
        r"^\s*who\b|[?.;,]\s*(?:show\s+)?who\b|\bwho\s+(?:\w+\s+)?(?:did|made|assigned|changed)", lowered
    ):
        return data.who, True
    for match in _ASK.finditer(lowered):
        if re.match(r"(?:percent(?:age)?|%|share|fraction|proportion|ratio)\s+of\b", match[1]):
            continue  # "what percentage of admin sign-ins": one share, not one per admin
        found = _noun(data, re.sub(r"^(?:\d+|the|our|a|an|most|common|top|busiest)\s+", "", match[1]))
        if found:
            return found
    most = re.search(r"\b(?:most common|most frequent|busiest|noisiest|top)\s+(.{1,40})", lowered)
    return _noun(data, most[1], within=2) if most else None


def _grouped(data: Dataset, lowered: str) -> tuple[str, bool] | None:
    for match in _BY.finditer(lowered):
        found = _noun(data, match[1], within=2)
        if found:
            return found
    return None


def _pins(spec: QuerySpec, field_name: str) -> bool:
    """Whether a filter narrows ``field_name`` (to one value or a prefix)."""
    return any(f.field == field_name for f in spec.filters)


def _names_one(spec: QuerySpec, field_name: str) -> bool:
    """Whether the filters already pin ``field_name`` to one value (grouping by it would say nothing)."""
    return any(f.field == field_name and f.op == "eq" for f in spec.filters)


def _latency(spec: QuerySpec, lowered: str) -> bool:
    percentile = _PERCENTILE.search(lowered)
    if percentile:
        value = percentile[1] or percentile[2] or "50"
        spec.measure = f"p{value}"  # type: ignore[assignment]
    elif extreme := _EXTREME.search(lowered):
        spec.measure = "max" if extreme[1] or extreme[2] else "min"
    elif _AVERAGE.search(lowered) and re.search(r"\b(response|latency|duration|time|slow|fast)\w*", lowered):
        spec.measure = "avg"
    elif _SLOWEST.search(lowered) and not _subject(DATASETS["requests"], lowered):
        spec.order_by = "duration"
        spec.matched += 1
        return True
    elif _SLOWEST.search(lowered):
        spec.measure = "avg"
    else:
        return False
    spec.measure_field = "duration"
    spec.matched += 1
    return True


def _pods_shape(spec: QuerySpec, lowered: str, subject: tuple[str, bool] | None) -> bool:
    """Pod inventory: state now (each pod's latest snapshot), restart counts, or restarts in a window."""
    now = re.search(r"\b(right now|currently|current|at the moment|now|still)\b", lowered)
    if now or any(f.field == "container_status" for f in spec.filters):
        spec.latest = True
        if spec.window not in ("today", "yesterday", "since_yesterday") and _seconds(spec.window) < 3600:
            spec.window = "1h"
    if re.search(
        r"\brestart count\b|\bnumber of restarts\b|\bhow many restarts\b|\brestarts? (?:does|do|did|has)\b", lowered
    ) and (now or not re.search(r"\bin the (?:last|past)\b", lowered)):
        spec.measure, spec.measure_field = "latest", "restarts"
        if _NONZERO.search(lowered):
            spec.having = 0
        spec.matched += 1
        return True
    if re.search(r"\brestart\w*", lowered):
        spec.measure, spec.measure_field = "increase", "restarts"
        if subject or not _COUNT.search(lowered):
            spec.having = 0
        spec.latest = False
        spec.matched += 1
        return True
    return False


def _ranking(spec: QuerySpec, lowered: str, entities: Entities, subject: tuple[str, bool] | None) -> None:
    if _LEAST.search(lowered):
        spec.ascending = True
    if entities.top_n:
        spec.top = entities.top_n
    elif (_MOST.search(lowered) or _LEAST.search(lowered) or _compared(spec, lowered)) and spec.group_by:
        singular = (subject is not None and subject[0] == spec.group_by[0] and not subject[1]) or bool(
            re.search(r"\bwhich one\b|\bwhat one\b|\bthe one\b", lowered)
        )
        spec.top = 1 if singular else DEFAULT_TOP
    else:
        return
    spec.matched += 1
    if spec.measure == "rows":
        spec.limit = spec.top


def _compared(spec: QuerySpec, lowered: str) -> bool:
    """A comparison between the groups, read as a ranking: "which route is slower", "which pod logs less"."""
    if not spec.group_by or not re.search(r"\b(?:which|what)\b", lowered):
        return False
    if _LESS_THAN_OTHERS.search(lowered) and not _MORE_THAN_OTHERS.search(lowered):
        spec.ascending = True
        return True
    return bool(_MORE_THAN_OTHERS.search(lowered))


def _seconds(window: str) -> float:
    amount, unit = float(window[:-1] or 1), window[-1]
    return amount * {"s": 1, "m": 60, "h": 3600, "d": 86400}.get(unit, 3600)
