"""Deterministic intent classification and entity extraction for the planner (no LLM).

Four intents: ``query`` (look data up: a query should be written), ``question`` (how-to, meaning,
procedure, policy: answered from knowledge), ``greeting`` (small talk, thanks) and ``unclear`` (too
vague or off-topic to act on). Each rule that fires is recorded as a signal, so a plan can say why it
was chosen; the confidence reflects how decisive the signals were.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from lexiquery.contracts import Entities, Platform

Intent = Literal["query", "question", "greeting", "unclear"]


@dataclass
class Classification:
    intent: Intent
    confidence: float
    signals: list[str] = field(default_factory=list)


def _words(*parts: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b", re.IGNORECASE)


_SOCIAL = _words(
    r"hi+", "hello", "hey", "yo", "hiya", "morning", "afternoon", "evening", "good", "thanks?", "thank", "thx",
    "ty", "cheers", "great", "nice", "ok(?:ay)?", "bye", "see you", "later", "have a", "weekend", "day",
    "lifesaver", "appreciated?", "awesome", "perfect", "so", "much", "a lot", "you", "you're", "that's",
    "exactly", "what i needed", "for now", "work", "quick", "answer", "how it going", "how are you", "hope",
    "well", "lexiquery", "the", "for", "and", "all", "again", "really", "helpful", "helped", "that", "was", "it",
    "a", "there",
)  # fmt: skip
_OFF_TOPIC = _words("weather", "poem", "joke", "song", "recipe", "match", "won", "football", "movie", "story")
_FOLLOW_UP = re.compile(
    r"^\s*(?:and|also|what about|same|do that|again|that thing|the usual|like before|same as)\b|"
    r"\b(?:from before|as before|that thing|look into it|check it|fix it|but better)\b",
    re.IGNORECASE,
)
_HOW_TO = re.compile(
    r"^\s*(?:how\s+(?:do|does|can|should|would|could)\s+(?:i|we|you|one)\b|how to\b|how (?:are|is)\b|"
    r"how long\b|how often\b|what(?:'s| is| are)? the (?:procedure|process|policy|sop|runbook|rule|rules|"
    r"threshold|escalation|naming|convention|on-call|rotation|known fix|difference|steps?)\b)",
    re.IGNORECASE,
)
_MEANING = re.compile(
    r"\b(?:mean|means|meaning|stand for|explain|difference between|what is|what's|what are|what does|"
    r"what do|what counts|considered|allowed|ok to|okay to|safe to|supposed to|should i|should we|"
    r"can i|may i|am i|who do i|who should|whom|escalat\w*|page\b|on-call|owns|owner|policy|procedure|"
    r"runbook|sop\b|documentation|docs\b|wiki|convention|naming|rotation|evidence|threshold|time window)",
    re.IGNORECASE,
)
_QUESTION_OPENERS = re.compile(
    r"^\s*(?:how\b(?!\s+many)|what\b|why\s+(?:do|does|would|might)\b|who\s+(?:do|should|owns|is on|to)\b|"
    r"where\b|when\b|is it\b|is there\b|are there any (?:runbooks?|sops?|docs)|can i\b|may i\b|explain\b|"
    r"difference\b|can you explain\b|could you explain\b|which (?:\w+ )?(?:team|table|index|sourcetype|"
    r"runbook|sop|document|page|dashboard|channel|person|group owns|data model)\b|show me the (?:runbook|sop|procedure|"
    r"policy|docs?|wiki|steps))",
    re.IGNORECASE,
)
_DATA_VERB = re.compile(
    r"^\s*(?:(?:hey|hi|ok|pls|please)[, ]+)?(?:(?:can|could|would) (?:you|u)\s+(?:please\s+)?)?"
    r"(?:show|list|find|count|get|give|pull|fetch|search|display|query|select|top|return|graph|chart|plot|"
    r"look up|dump|grab|tell me how many|how many|just write|write (?:me )?(?:a|the|an)?\s*(?:kql|spl|sql|"
    r"promql|query|search)|give me)\b",
    re.IGNORECASE,
)
_LIVE_STATE = re.compile(
    r"\b(?:right now|now|atm|currently|at the moment|today|yesterday|this (?:morning|week|month)|since\b|"
    r"last \d*\s*(?:min|minute|hour|hr|h|day|week|month)s?|past \d*\s*\w+|in the last|over the last|"
    r"\d+\s*(?:h|hrs?|hours?|m|mins?|minutes?|d|days?)\b|between \d|spiked|above \d|below \d|more than \d|"
    r"less than \d)",
    re.IGNORECASE,
)
_AGGREGATION = re.compile(
    r"\b(?:top \d+|most|least|slowest|fastest|highest|lowest|per (?:hour|day|minute|service|node|route|user)|"
    r"by (?:user|ip|account|host|route|service|pod|node|namespace|state|status|source|day|hour)|count|"
    r"average|avg|p\d{2}|percentile|rate|ratio|trend|how many|number of|grouped)\b",
    re.IGNORECASE,
)
_SYNTAX = re.compile(
    r"(?:\|\s*\w+|\bindex=|\bsourcetype=|\w+\(\w+\[\d+[smhd]\]\)|==|\bselect\b.*\bfrom\b|\bfrom \w+_\w+|"
    r"\b[A-Z][a-z]+[A-Z]\w*:)",
)
_PLATFORM_WORDS = {
    Platform.KQL: _words("kql", "kusto", "sentinel", "log analytics", "loganalytics", "signinlogs", "auditlogs",
                         "securityevent", "apprequests", "containerlog", "kubepodinventory", "kubeevents", "syslog",
                         "azurediagnostics"),
    Platform.SPL: _words("spl", "splunk", r"index=\w+", r"sourcetype=[\w:]+", "tstats", "data model",
                         r"azure:aad:\w+", "wineventlog:security", r"nginx:access", r"kube:\w+", "cim"),
    Platform.SQL: _words("sql", "postgres(?:ql)?", "mysql", "t-sql", "tsql", "sqlite", "signin_logs",
                         "security_events", "audit_logs", "app_requests", "container_logs", "pg_stat_statements",
                         "select from"),
    Platform.PROMQL: _words("promql", "prometheus", r"\w+_total", r"\w+_seconds(?:_bucket)?", r"\w+_bytes",
                            r"up\s*==\s*0", "pg_stat_activity_count", "pg_replication_lag_seconds"),
}  # fmt: skip
_DOMAIN = _words(
    r"sign[- ]?ins?", "signins?", "log[- ]?ins?", "logons?", "logins?", "failed", "failures?", "lock(?:ed)?[- ]?outs?",
    "accounts?", "users?", "admins?", r"adm-\w+", "mfa", "password", "passwords?", "roles?", "audit", "changes?",
    "pods?", "nodes?", "containers?", "namespaces?", "deployments?", r"restart\w*", r"crash\w*", "oomkilled",
    "cpu", "memory", "memroy", "disk", "requests?", "latency", r"slow\w*", "errors?", r"\d{3}s?", "5xx", "4xx",
    "status code", "routes?", "endpoints?", "ingress", "database", "db", "queries", "statements?", "replication",
    "lag", "connections?", "ips?", r"\d+\.\d+\.\d+\.\d+", "hosts?", "events?", r"event ?id", r"\d{4}", "traffic",
    "checkout", "payments?", "inventory", "shipping-api", "auth-gateway", "search", "notifications",
    "orders-db", "catalog-db", "session-cache", "redis", "pgbouncer", r"pg-orders-\d+", r"dc0\d", "fs01",
    r"ws-\w+", r"svc-\w+", r"bg-admin\d+", "vpn", "payroll", "portal", "scrape targets?", "targets?", "up",
    "log lines", "logs?", "durations?", "p\\d{2}", "workstations?", "entra", "azure", "global administrator",
    "app registrations?", "conditional access", "secrets?", "certificates?", "tls", "ssl", "incidents?",
    "investigations?", "tickets?", "alerts?", "probes?", "liveness", "readiness", "on-call", "outages?",
    "backups?", "restore", "rollbacks?", "releases?", r"spray\w*", "brute[- ]force", "phishing", "malware",
)  # fmt: skip


def _count(pattern: re.Pattern[str], text: str) -> int:
    return len(pattern.findall(text))


_STOP = frozenset(
    """a an and are as at be by can could do does for from have how i if in is it its me my of on or our please
    pls the their them there these this those to us was we were what when where which who why will with would
    you your u any all some get got need want help something thing things everything anything check look""".split()
)
_CODE = re.compile(r"\b(?:AADSTS\d+|\d{4,6}|0x[0-9a-f]+|[A-Z][A-Za-z]+[A-Z]\w+|\w+_\w+|[A-Z]{2,}\w*)\b")


def _social_only(text: str) -> bool:
    normalised = re.sub(r"['\u2019](?:re|s|m|ll|ve)\b", "", text.lower())
    if not _SOCIAL.search(normalised):
        return False
    leftover = re.sub(r"[^a-z0-9]+", " ", _SOCIAL.sub(" ", normalised)).strip()
    return not leftover


def _content_words(text: str) -> int:
    words = re.findall(r"[A-Za-z0-9_.:-]+", text.lower())
    return sum(1 for word in words if word not in _STOP and len(word) > 2)


def classify(question: str) -> Classification:
    """The intent of ``question`` with a confidence and the signals that decided it."""
    text = question.strip()
    signals: list[str] = []
    domain = _count(_DOMAIN, text)
    platforms = [p.value for p, pattern in _PLATFORM_WORDS.items() if pattern.search(text)]
    content = _content_words(text)
    if _social_only(text):
        return Classification("greeting", 0.95, ["small talk only"])
    if _OFF_TOPIC.search(text) and domain < 2:
        return Classification("unclear", 0.2, ["off-topic"])
    if _FOLLOW_UP.search(text) and domain < 2:
        return Classification("unclear", 0.25, ["refers to an earlier conversation"])

    question_score = 0.0
    query_score = 0.0
    if _HOW_TO.search(text):
        question_score += 3
        signals.append("how-to or procedure wording")
    if _QUESTION_OPENERS.search(text):
        question_score += 2
        signals.append("opens as a question about meaning, owners or documents")
    meaning = _count(_MEANING, text)
    if meaning:
        question_score += min(meaning, 2)
        signals.append("asks for meaning, policy or procedure")
    if _DATA_VERB.search(text):
        query_score += 2.5
        signals.append("asks for data")
    live = bool(_LIVE_STATE.search(text))
    if live:
        query_score += 1.5
        signals.append("names a time window or the live state")
    if _AGGREGATION.search(text):
        query_score += 1
        signals.append("asks for an aggregation")
    if _SYNTAX.search(text):
        query_score += 1.5
        signals.append("contains query syntax")
    if platforms:
        query_score += 0.5
    if re.match(r"^\s*(?:which|who|what (?:were|are) the|did|has|have|is|are|any)\b", text, re.IGNORECASE) and (
        live or _AGGREGATION.search(text)
    ):
        query_score += 1.5
        signals.append("asks about events or the current state")
    if re.match(r"^\s*why\s+(?:is|are)\b", text, re.IGNORECASE) and domain >= 2:
        query_score += 2
        signals.append("asks why a live system misbehaves")

    codes = len(_CODE.findall(text))
    substance = domain + len(platforms) + codes + live
    decisive = max(question_score, query_score) >= 2
    if content < 2 or substance == 0 or not (decisive or substance >= 2):
        return Classification("unclear", 0.3, [*signals, f"too little to act on ({content} content words)"])
    if not (query_score or question_score):
        query_score = 1
        signals.append("names systems or data without a question form")

    intent: Intent = "question" if question_score > query_score else "query"
    margin = abs(question_score - query_score)
    confidence = round(min(0.95, 0.55 + 0.1 * margin), 2)
    return Classification(intent, confidence, signals)


# --- entities ------------------------------------------------------------------------------------

_NUMBER_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
                 "nine": "9", "ten": "10", "twelve": "12", "twenty": "20"}  # fmt: skip
_NUMBER_WORD = re.compile(rf"\b({'|'.join(_NUMBER_WORDS)})\b", re.I)


def digits(text: str) -> str:
    """Number words as digits: "the two busiest", "the last three hours"."""
    return _NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m[1].lower()], text)


_UNITS = {
    "min": "m",
    "minute": "m",
    "m": "m",
    "hour": "h",
    "hr": "h",
    "h": "h",
    "day": "d",
    "d": "d",
    "week": "d",
}
_RELATIVE = re.compile(
    r"\b(?:last|past|previous|over the last|in the last)\s+(\d+)?\s*(min|minute|hour|hr|h|day|d|week)s?\b",
    re.I,
)
# "24.0 hours" is 24 hours (not "0 hours" after the point); "1.5 hours" is 90 minutes.
_BARE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|m|mins?|minutes?|d|days?)\b(?!\s*(?:windows?|buckets?|steps?))", re.I
)
_MINUTES = {"m": 1, "h": 60, "d": 1440}
_TOP = re.compile(
    r"\b(?:top|first)\s+(\d+)\b|\blast\s+(\d+)\b(?!\s*(?:s|sec|second|min|minute|m|hour|hr|h|day|d|week|w)s?\b)"
    r"|\b(\d+)\s+(?:slowest|fastest|most|biggest|largest|latest|newest|oldest)\b"
    r"|\b(?:which|what|the)\s+(\d+)\s+(?!(?:s|sec|second|min|minute|m|hour|hr|h|day|d|week|w)s?\b)[a-z]",
    re.I,
)
_IPV4 = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")
_UPN = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:adm|bg|svc)-[\w.-]*[a-z0-9]", re.I)
_HOST = re.compile(
    r"\b(?:DC0\d|FS0\d|WS-\d{4}|aks-pool\d-\d{6}|pg-orders-0\d|[a-z]+-[0-9a-f]{8,10}-[a-z0-9]{5})\b", re.I
)
_SERVICES = ("checkout", "payments", "inventory", "shipping-api", "auth-gateway", "search", "notifications")
_SERVICE = re.compile(r"\b(" + "|".join(_SERVICES) + r")\b", re.I)  # fmt: skip
# Quoted text is a message to search for: "'upstream timeout calling payments'" does not name a service.
_QUOTED_TEXT = re.compile(r"(?<!\w)(['\"])(.{2,80}?)\1(?!\w)")


def time_range(question: str) -> str | None:
    """The question's time window as a timespan (``1h``, ``30m``, ``7d``), if it names one."""
    question = digits(question)
    match = _RELATIVE.search(question)
    if match:
        count = int(match[1] or 1) * (7 if match[2].lower() == "week" else 1)
        return f"{count}{_UNITS[match[2].lower()]}"
    lowered = question.lower()
    for words, span in (
        (("right now", "atm", "currently", "at the moment"), "15m"),
        (("today", "since midnight", "since 00:00", "this morning"), "1d"),
        (("yesterday",), "yesterday"),
        (("this week",), "7d"),
        (("this month",), "30d"),
    ):
        if any(word in lowered for word in words):
            return span
    bare = _BARE.search(question)
    if bare:
        unit = bare[2].lower().rstrip("s")
        unit = {"hr": "h", "hour": "h", "min": "m", "minute": "m", "day": "d"}.get(unit, unit)
        amount = float(bare[1])
        if amount.is_integer():
            return f"{int(amount)}{unit}" if amount else None  # no window is zero long
        return f"{round(amount * _MINUTES[unit])}m"
    return None


def extract_entities(question: str) -> Entities:
    top = _TOP.search(digits(question))
    aggregation = None
    lowered = question.lower()
    for word, kind in (
        ("p99", "p99"),
        ("p95", "p95"),
        ("p90", "p90"),
        ("average", "avg"),
        ("avg", "avg"),
        ("rate", "rate"),
        ("ratio", "ratio"),
        ("how many", "count"),
        ("number of", "count"),
        ("count", "count"),
        ("most", "top"),
        ("top", "top"),
        ("slowest", "max"),
        ("highest", "max"),
    ):
        if word in lowered:
            aggregation = kind
            break  # fmt: skip
    return Entities(
        time_range=time_range(question),
        users=sorted(set(_UPN.findall(question))),
        hosts=sorted({h for h in _HOST.findall(question)}),
        ips=sorted(set(_IPV4.findall(question))),
        services=sorted({s.lower() for s in _SERVICE.findall(_QUOTED_TEXT.sub(" ", question))}),
        aggregation=aggregation,
        top_n=int(next(g for g in top.groups() if g)) if top else None,
    )


def explicit_platforms(question: str) -> list[Platform]:
    """Platforms the wording names (their language, product or one of their tables/indexes/metrics)."""
    return [platform for platform, pattern in _PLATFORM_WORDS.items() if pattern.search(question)]
