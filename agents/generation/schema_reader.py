"""Reading a question against any discovered schema: link its words to tables, columns, sample values,
metrics and labels, then write the query in the platform's idioms.

Nothing here knows a dataset. The words come from the schema itself (names split into words, comments,
help texts, sampled values); what a phrase means (a measure, a window, a ranking) comes from the
tables below, which are data shared by every platform.
"""

from __future__ import annotations

import collections
import contextvars
import functools
import gzip
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple, ParamSpec, TypeVar

import wordninja

from lexiquery.contracts import ColumnInfo, ForeignKey, Platform, SchemaHints, SourceSchema, TableInfo

HINT_TABLES = 6  # tables a hint carries at most
HINT_COLUMNS = 40  # columns per hinted table at most
SUBJECT_BONUS = 2.0
# The metrics a Prometheus keeps of itself, its Go runtime and its HTTP handlers: about the monitoring, not the
# monitored, unless the question names the monitoring by one of MONITOR_WORDS
MONITOR_OWN = ("prometheus_", "go_", "promhttp_", "net_conntrack_")
MONITOR_WORDS = frozenset({
    "prometheus", "scrape", "scrapes", "scraped", "scraping", "go", "goroutine", "goroutines", "gc", "garbage",
    "tsdb", "wal", "rule", "rules", "compaction", "compactions", "heap", "metrics", "handler", "exporter", "exporters",
    "target", "targets", "sample", "samples", "series", "promql", "engine", "conntrack", "dialer", "listener",
    "discovery", "notifications", "alertmanager", "alertmanagers", "monitoring",
})  # fmt: skip
MONITOR_OWN_PENALTY = 4.0
STOP = frozenset(
    """a an the of in on at for to from by per with and or is are was were be been has have had do does did
    what which who whom whose how many much show list give me us all any each every last past previous this
    that these those there their its it i we you please find get tell display return top most least more
    less than over under since during within between into out about as not no never without only same
    recent recently latest today yesterday now ago hour hours minute minutes day days week weeks month months
    year years second seconds count number total average avg mean sum max min maximum minimum highest lowest
    largest smallest biggest first rate per distinct unique different times often our your
    t s haven hasn hadn isn aren wasn weren don doesn didn won wouldn couldn shouldn can cannot yet ever
    actually really altogether anything something thing things anyone someone""".split()
)
# The plurals of the commands STOP holds are nouns ("which of our lists", "product returns"), not commands.
COMMAND_NOUNS = frozenset({"lists", "shows", "returns", "displays", "finds"})
COMMANDS = frozenset(noun.removesuffix("s") for noun in COMMAND_NOUNS)
# Phrases that name a measure: the rule is data (regex -> aggregation).
# what is done with money: asking for it sums money ("spent the most", "earned", "the takings"); ranking by what
# something cost or what is owed ("cost us the most", "owes us the most"; not "how many incidents cost over 50 euros")
MONEY_ACTS = (
    r"spent|spend|spending|earned|takings|revenue|given|gave|donated|"
    r"(?:cost|costs|costing|owe|owes|owed|owing)\s+(?:us\s+|me\s+)?"
    r"(?:the\s+)?(?:most|least)"
)
# What an amount is counted in: "how many hours in total" sums them, "how many zones in total" counts.
AMOUNT_UNITS = tuple(
    """seconds minutes hours days weeks euros dollars pounds kilometres kilometers km miles metres meters litres liters
    gallons kilograms kg tonnes tons bytes kilobytes megabytes gigabytes terabytes units points""".split()
)
MEASURES = (
    (
        r"\b(?:how many (?:different|distinct|unique)|number of (?:different|distinct|unique)|distinct|unique)\b",
        "count_distinct",
    ),
    (r"\b(?:average[ds]?|averaging|avg|mean)\b", "avg"),
    # "how many DNS zones are we hosting in total": the zones counted, all of them; not an amount in a unit
    (rf"\bhow many (?!(?:{'|'.join(AMOUNT_UNITS)})\b)[^?.]*\b(?:in total|in all|altogether)\b", "count"),
    (
        r"\b(?:total|sum of|sum|how much|combined|altogether|how many (?:euros|dollars|pounds)|"
        rf"(?:most|least) money|{MONEY_ACTS}|"
        r"most (?:hours|minutes|days|seconds)|(?:hours|minutes|days) (?:lost|spent))\b",
        "sum",
    ),
    # "the biggest pile of open issues", "the largest number of orders": how many, not the largest of a column
    (
        r"\b(?:largest|biggest|greatest|longest|highest|most)\s+(?:pile|heap|backlog|number|count|amount|list|stack|"
        r"queue)\s+of\b",
        "count",
    ),
    (r"\b(?:maximum|max|highest|largest|biggest|longest|peak|heaviest)\b", "max"),
    (r"\b(?:minimum|min|lowest|smallest|shortest|lightest)\b", "min"),
    (r"\b(?:how many|number of|count)\b", "count"),
)
_WINDOW = re.compile(
    # "within 15 minutes of schedule" is a grace against another time, not a window
    r"\b(?:last|past|previous|within(?: the)?(?: last)?)\s+(\d+)?\s*(second|minute|hour|day|week|month|year)s?\b"
    r"(?!\s+(?:of|before|after)\b)|"
    r"\b(today|yesterday|this week|this month)\b",
    re.IGNORECASE,
)
_UNIT_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800, "month": 2_592_000,
                 "year": 31_536_000}  # fmt: skip
_NAMED_WINDOWS = {"today": 86400, "yesterday": 2 * 86400, "this week": 604800, "this month": 2_592_000}
_TOP = re.compile(
    r"\b(?:top|first|bottom)\s+(\d+)\b|\b(?:which|what)\s+(\d+)\s+[a-z]|\b(\d+)\s+(?:most|least|largest|biggest|busiest)\b",
    re.I,
)
_GROUP = re.compile(r"\b(?:by|per|for each|each|grouped by|broken down by)\s+([a-z][\w ]{0,40})", re.IGNORECASE)
_RANKING = re.compile(
    r"\b(?:most|top|busiest|highest|largest|biggest|longest|slowest|worst|best|rank|which .{0,30}(?:most|highest))\b",
    re.I,
)
# "Rank the delay categories by total minutes": the ranked entity follows the verb
_RANK_THE = re.compile(
    r"\brank\s+(?:the\s+|our\s+|all\s+)?(?:top\s+(?:\d+|two|three|four|five|ten)\s+)?(?P<noun>[a-z][\w-]*)",
    re.IGNORECASE,
)
_LOWEST = re.compile(r"\b(?:least|fewest|lowest|bottom|smallest|shortest|fastest|quickest)\b", re.IGNORECASE)
# "the worst win rate" is the lowest, "the best failure rate" too: what "worst" and "best" judge, and the words whose
# more is better or worse (of other things, "the best seller" and "the worst offender" are the most)
_JUDGED = re.compile(r"\b(?P<judge>worst|best)\s+(?P<what>(?:[\w-]+\s+){0,2}[\w-]+)", re.IGNORECASE)
BETTER_WHEN_MORE = frozenset(
    """rating rated score satisfaction win won success successful pass passed on-time punctual attendance uptime
    conversion converted review approval retention yield""".split()
)
WORSE_WHEN_MORE = frozenset(
    """failure fail failed cancellation cancel no-show late lateness delay error defect scrap breach churn complaint
    refund rejection decline abandonment downtime outage""".split()
)
_NEVER = re.compile(r"\b(?:never|without(?: any)?|with no|have no|has no|no)\s+([a-z][\w]*)", re.IGNORECASE)
_NUMERIC = ("int", "numeric", "decimal", "real", "double", "float", "money", "bigint", "smallint", "number", "long")


# Everyday words for what schemas usually call otherwise: general English, the same for every schema.
SYNONYMS = {
    "expensive": ("price", "cost", "amount"), "cheap": ("price", "cost", "amount"), "cheapest": ("price", "cost"),
    "pricey": ("price", "cost"), "units": ("quantity", "qty"), "sold": ("quantity", "qty"),
    "revenue": ("amount", "total"), "spent": ("amount", "total"), "spend": ("amount", "total"),
    "earned": ("amount", "total"), "given": ("amount", "payment"),
    "donated": ("amount", "donation"),
    "people": ("requester", "customer", "user", "member", "person", "employee", "client"),
    "person": ("requester", "customer", "user", "member", "employee", "client"),
    "buyer": ("customer", "client"), "shopper": ("customer",), "staff": ("agent", "employee"),
    "ram": ("memory", "mem", "resident"), "heaviest": ("weight",), "heavy": ("weight",), "lightest": ("weight",),
    "invoiced": ("amount", "total"), "billed": ("amount", "total"),
    "collected": ("paid", "captured", "received"), "collect": ("paid", "captured", "received"),
    "start": ("begin", "spawn"), "starts": ("begin", "spawn"), "starting": ("begin", "spawn"),
    "started": ("begin", "spawn"),
    "expire": ("end", "expiry", "expiration"), "expires": ("end", "expiry", "expiration"),
    "expiring": ("end", "expiry", "expiration"), "waiting": ("pending",), "awaiting": ("pending",),
    "empty": ("vacant", "unoccupied"), "bounced": ("returned", "declined"),
    "centre": ("department", "dept"), "center": ("department", "dept"),
    "longer": ("duration", "length", "len"), "longest": ("duration", "length", "len"), "shorter": ("duration",),
    "shortest": ("duration", "length", "len"),
    # what a server keeps how slow it is as
    "slow": ("latency", "duration"), "slower": ("latency", "duration"), "slowest": ("latency", "duration"),
    "hit": ("request",), "hits": ("request",), "served": ("request",), "calls": ("request",),
    # what web servers count a request as, and what a website is served by
    "request": ("access", "response"), "bandwidth": ("bytes", "kilobytes", "octets"), "outbound": ("sent", "transmit"),
    "site": ("location",), "sites": ("location",),
    "inbound": ("received", "receive"), "website": ("apache", "nginx", "httpd"), "web": ("apache", "nginx", "httpd"),
    "town": ("city",), "towns": ("city",), "consignment": ("delivery", "shipment", "parcel"),
    "parcel": ("delivery", "shipment", "package"), "package": ("delivery", "shipment", "parcel"),
    "euros": ("amount", "price", "cost", "total", "eur"), "dollars": ("amount", "price", "cost", "total", "usd"),
    "pounds": ("amount", "price", "cost", "total", "gbp"), "drop": ("deliver",), "dropped": ("deliver",),
    "big": ("size",), "bigger": ("size",), "large": ("size",), "larger": ("size",), "space": ("size",),
    # what database software and its exporters abbreviate (pg_stat_database_xact_commit, numbackends, conn)
    "transaction": ("xact", "txn"), "connection": ("conn", "backend"), "rolled": ("rollback",),
    "postgresql": ("postgres", "pg"), "postgres": ("pg",), "database": ("db",), "wal": ("xlog",),
    # what business schemas call a thing they sell, a post they fill, an event they run, a hazard they store
    "product": ("item", "sku", "article"), "item": ("product", "sku"), "vacancy": ("job", "req", "requisition"),
    "opening": ("job", "req"), "position": ("job", "req"), "show": ("event", "performance"), "gig": ("event",),
    "hazardous": ("hazmat", "hazard", "dangerous"), "cut": ("outage",), "blackout": ("outage",),
    "allowed": ("max", "limit"), "allows": ("max", "limit"), "limit": ("max",), "capacity": ("max", "limit", "size"),
    "deal": ("opportunity",), "opportunity": ("deal",), "rep": ("owner", "user"),
    "born": ("birth",), "bought": ("order", "purchase"), "buy": ("order", "purchase"), "purchased": ("order",),
    "client": ("customer", "account"),
    "message": ("post",), "messages": ("post",),  # what chat servers keep a message as
    # what schedulers call a pipeline and the machine that ran a task
    "pipeline": ("dag", "workflow"), "worker": ("host", "hostname", "node"),
    "borrow": ("loan",), "borrowed": ("loan",), "lend": ("loan",), "lent": ("loan",),
    "lookup": ("query",), "lookups": ("query",),
    "ride": ("trip", "journey"), "trip": ("ride", "journey"), "journey": ("trip", "ride"),
    "fault": ("issue", "problem", "defect", "failure"), "problem": ("issue", "fault"), "issue": ("problem", "fault"),
    # what operations call a program that runs, and what insurers call the agents who sell their policies
    "service": ("process", "group", "daemon"), "broker": ("agent", "intermediary"),
    # what an inventory calls the machines it racks and the things on them, and a hosting firm its customers
    "equipment": ("device", "asset"), "kit": ("device", "asset"), "box": ("device", "host", "machine"),
    "hardware": ("device", "asset"), "customer": ("client", "account", "tenant"),
    # what a wiki or a dashboard keeps an edit, an article and its admins as
    "edit": ("revision", "version"), "edited": ("revision", "version"), "article": ("page", "post", "entry"),
    "admin": ("sysop", "administrator"), "administrator": ("sysop", "admin"),
    "live": ("active",), "vendor": ("manufacturer", "supplier", "make"), "maker": ("manufacturer", "make"),
    "proxy": ("squid", "haproxy", "envoy", "traefik"), "firing": ("alerting",),
    # what a check, a build or a payment that went through is recorded as
    "passed": ("success", "succeeded", "successful", "pass"), "succeeded": ("success",), "successful": ("success",),
    # what trackers keep a ticket as, and what they call a discussion on it
    "ticket": ("issue", "case"), "discussion": ("comment",), "release": ("version",),
    "closed": ("resolved", "resolution"), "completed": ("done", "finished"), "finished": ("done", "completed"),
    # what kanban tools (Kanboard, Trello, Wekan, Focalboard) call a project
    "board": ("project",),
    # what a community's software keeps its members and their accounts as
    "member": ("user", "account"), "account": ("user",), "signed": ("created",), "registered": ("created",),
    # what a sensor measures when asked how warm, cold or damp it is
    "warm": ("temperature", "temp"), "warmer": ("temperature", "temp"), "warmest": ("temperature", "temp"),
    "hot": ("temperature", "temp"), "hotter": ("temperature", "temp"), "hottest": ("temperature", "temp"),
    "cold": ("temperature", "temp"), "colder": ("temperature", "temp"), "coldest": ("temperature", "temp"),
    "humid": ("humidity",), "damp": ("humidity",), "traffic": ("bytes", "octets"), "port": ("interface", "if"),
    # what a media library keeps a photo as
    "photo": ("image", "picture"), "picture": ("image", "photo"), "image": ("photo", "picture"),
    # what hypervisors (libvirt, Xen) call a virtual machine and its virtual CPUs; what a database pooler counts a
    # query as
    "vm": ("domain", "guest"), "vcpu": ("virtual", "cpu"), "query": ("request",),
    # what a scheduler or an automation tool keeps a run as
    "run": ("execution",), "ran": ("execution",),
    # what a feed reader keeps a blog as, what monitors keep a response time as, what chat ops call a notification
    "blog": ("feed",), "latency": ("ping",),
    "alert": ("notification",), "passkey": ("webauthn",), "2fa": ("mfa", "totp", "twofactor"),
    # what DNS servers keep a zone as and call its replicas; what GPS trackers keep a vehicle as; what time trackers
    # keep a timer and the hours logged as
    "zone": ("domain",), "secondary": ("slave",), "primary": ("master",), "replica": ("slave",),
    "leader": ("primary", "master"),
    "vehicle": ("device",), "van": ("device",), "truck": ("device",), "timer": ("timesheet",),
    "logged": ("timesheet", "login"), "booked": ("timesheet",),
    # what a broadcaster keeps a presenter as, and a music library a song
    "presenter": ("host", "speaker"), "presenters": ("host", "speaker"), "song": ("track", "file"),
    # what a prober keeps an answer as, and what an alert manager keeps a muted alert as
    "answer": ("response", "reply"), "answered": ("response", "reply"), "answering": ("response", "reply"),
    "reply": ("response",),
    "muted": ("suppressed", "silenced"),
    # what a bill not yet settled is kept as; what a link shortener keeps a link as; a film, a to-do
    "outstanding": ("pending", "unpaid", "open"), "link": ("url",), "film": ("movie",), "todo": ("task",),
    # when a key or a token was last used is its last activity
    "used": ("activity", "accessed"), "backend": ("server", "upstream"),
    # what a business keeps a supplier as, a request as asked for, an organisation's parts, time off; what a
    # network keeps a device on it as
    "supplier": ("vendor",), "asked": ("request",), "ask": ("request",),
    "department": ("dept", "division", "unit", "subunit"), "vacation": ("leave",), "holiday": ("leave",),
    "device": ("client", "host"), "enabled": ("active",),
    # what a monitoring system keeps a disk as, and a marketing tool a contact (a person it may write to)
    "disk": ("storage", "volume", "filesystem"), "contact": ("lead",),
    # what video surveillance (ZoneMinder, Shinobi) keeps a camera as
    "camera": ("monitor",),
    # what a health check keeps a failing check as
    "failing": ("unhealthy",),
}  # fmt: skip


def _stands_for(word: str, value: str) -> bool:
    """Whether ``word`` is a synonym of the whole of ``value`` ("live": 'active')."""
    return value.lower() in _synonyms_by_stem().get(stem(word), ())


def expanded(asked: set[str]) -> set[str]:
    """The question's word stems with the schema-side words they usually stand for."""
    return asked | {stem(word) for asked_word in asked for word in _synonyms_by_stem().get(asked_word, ())}


@functools.cache
def _synonyms_by_stem() -> dict[str, tuple[str, ...]]:
    """SYNONYMS keyed by stem: the question's words arrive as stems ("hits" as "hit", "units" as "unit")."""
    found: dict[str, tuple[str, ...]] = {}
    for word, meant in SYNONYMS.items():
        found[stem(word)] = tuple(dict.fromkeys((*found.get(stem(word), ()), *meant)))
    return found


def words(text: str) -> list[str]:
    """Lower-case words of a name or a sentence: ``orderItems``/``order_items`` → ``order``, ``items``; a time word
    run into its event (``timecreated``, ``duedate``) → ``time``, ``created``; in a name, words run together
    (``jiraissue``) apart, unless the schema read is one of metrics."""
    # ifHCInOctets: if HC In Octets; a plural initialism (DAGs, PRs) stays one word
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])(?![A-Z]s\b)", " ", text)
    apart = not _WHOLE_NAMES.get() and not re.search(r"\s", text.strip())  # a name's, not a sentence's ("minibar")
    return [part for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w for part in _run_apart(w, apart)]


# Metric names part their words with underscores; what they run together are names of products (pushgateway,
# namedprocess, maxmemory), said as one word in questions as well: a reading of metrics keeps them whole.
_WHOLE_NAMES: contextvars.ContextVar[bool] = contextvars.ContextVar("whole_names", default=False)
P = ParamSpec("P")
R = TypeVar("R")


def read_over_schema(reader: Callable[P, R]) -> Callable[P, R]:
    """A reader of a question over a schema (one of its arguments), keeping run-together names whole in a schema
    of metrics."""

    @functools.wraps(reader)
    def reading(*args: P.args, **kwargs: P.kwargs) -> R:
        schema = next(arg for arg in (*args, *kwargs.values()) if isinstance(arg, SourceSchema))
        token = _WHOLE_NAMES.set(schema.platform is Platform.PROMQL)
        try:
            return reader(*args, **kwargs)
        finally:
            _WHOLE_NAMES.reset(token)

    return reading


# The last word of a column that holds settings written out (a definition, a configuration, an expression): its
# values are code, not names of things.
SETTING_NAMES = frozenset({"definition", "config", "configuration", "expression", "settings", "options", "params"})


# Names that run a time word and its event together (Moodle's timecreated, timemodified, timestart, duedate).
_RUN_TOGETHER = re.compile(r"(time|date)([a-z]{4,})|(due|start|end|open|close|expiry|run)(time|date)")


_NEGATED_RUN = re.compile(r"(?:do)?(?:not|non|never|no)(?P<rest>[a-z]{4,})")


def _negated_run(name_word: str) -> str:
    """The word a name's word negates by running a negation into it (donotcontact: contact), else "". A word of the
    language is no such run (notification, nonce)."""
    run = _NEGATED_RUN.fullmatch(name_word)
    return run["rest"] if run and name_word not in _word_ranks() else ""


@functools.lru_cache(maxsize=65536)
def _run_apart(word: str, apart: bool) -> tuple[str, ...]:
    match = _RUN_TOGETHER.fullmatch(word)
    parts = [part for part in match.groups() if part] if match else [word]
    return tuple(piece for part in parts for piece in (_segmented(part) if apart else (part,)))


def _segmented(word: str) -> tuple[str, ...]:
    """A name that runs words together, split into them by wordninja's English word frequencies (Jira's
    jiraissue: jira, issue; worklog: work, log; Matomo's idvisit: id, visit); a word of the language stays whole.
    A key's ``id`` comes off first (realmid is realm and id, not real and mid). Only a split into common words
    counts (postgres is not "post gres", nor quantile "quan tile", nor haproxy "ha proxy"); the first may be rare,
    as a product's name before the word (jira)."""
    if len(word) < 6 or not word.isalpha() or wordninja.split(word) == [word]:
        return (word,)
    head = ("id",) if word.startswith("id") else ()
    tail = ("id",) if word.endswith("id") and not head else ()
    pieces = (*head, *wordninja.split(word[len(head) * 2 : len(word) - len(tail) * 2]), *tail)
    long_enough = all(len(piece) >= 3 or piece == "id" for piece in pieces) and not set(pieces) & _NO_PIECES
    common = all(_common(piece) for piece in pieces[1:]) and (_common(pieces[0]) or len(pieces[0]) >= 4)
    return pieces if len(pieces) >= 2 and long_enough and common else (word,)


@functools.cache
def _word_ranks() -> dict[str, int]:
    """wordninja's words by frequency, most frequent first."""
    with gzip.open(Path(wordninja.__file__).with_name("wordninja") / "wordninja_words.txt.gz") as listed:
        return {word: rank for rank, word in enumerate(listed.read().decode().split())}


def _common(piece: str) -> bool:
    """A word common enough to be one a name was built from: short ones among the most frequent."""
    return piece == "id" or _word_ranks().get(piece, COMMON_WORDS) < (COMMON_WORDS if len(piece) > 3 else 6000)


COMMON_WORDS = 15000
# Words a split may not yield: a name is not "matter most" nor "fix for"
_NO_PIECES = frozenset({"most", "least", "for", "the", "and", "not", "all", "any", "per", "was", "are", "its"})


LEARNED = frozenset({"learn", "learned", "learnt", "getting", "get", "received", "receiving", "receive", "accept"})
ANNOUNCED = frozenset(
    {"announce", "announcing", "announced", "advertise", "advertising", "advertised", "sending", "sent", "send"}
)
# What a direction of traffic is said as, by the word a name keeps it in (ifHCInOctets, ifOutDiscards)
DIRECTIONS = {
    "in": frozenset({"incoming", "inbound", "ingress", "received", "receiving", "download", "downloaded"}),
    "out": frozenset({"outgoing", "outbound", "egress", "sending", "sent", "send", "upload", "uploaded"}),
    # what a router imports (FRR: received) it learns or gets from its neighbours; what it exports (FRR:
    # advertised) it announces or sends them
    "import": LEARNED,
    "received": LEARNED,
    "export": ANNOUNCED,
    "advertised": ANNOUNCED,
}
# A direction is ours: what a neighbour sends us we receive, what it gets from us we send.
THEIR_SIDE = (
    # (not "give me the timestamp", which asks)
    (re.compile(r"\b(?:sends?|sending|sent|gives|giving|gave|announc\w*|advertis\w*)\s+us\b"), "receiving"),
    (re.compile(r"\b(?:gets?|getting|got|receives?|receiving|received|learns?|learning|learnt|learned)\b"
                r"(?=(?:\s+[\w-]+)*\s+from\s+us\b)"), "sending"),
)  # fmt: skip


def directions_said(lowered: str) -> set[str]:
    """The words of ``lowered`` that say a direction, as seen from our side."""
    for their_side, ours in THEIR_SIDE:
        lowered = their_side.sub(ours, lowered)
    return set(words(lowered))


def _paraphrase(word: str, way: str, own: set[str]) -> bool:
    """Whether ``word`` says direction ``way`` in other words than the name's: not as a word of the question
    (``own``) the name holds itself ("received": received_count, a hit already); "sends us", read as receiving, is."""
    return word not in own or not (stem(word) == way or _same_start(stem(word), way))


# A word of a name after its negation (cleanup_messages_not_accepted) names the opposite of the word alone
NAME_NEGATIONS = frozenset({"not", "non", "no", "never", "without"})


# Words naming conventions put in table names that say nothing of what the rows are (tbl_order, dim_station,
# fact_trip, vw_sales, stg_events), and legacy suffixes for master, header and reference tables (POLICY_MSTR).
NAMING_NOISE = frozenset({"tbl", "dim", "fact", "vw", "stg", "mstr", "hdr", "ref", "entity"})


def name_words(table: TableInfo) -> list[str]:
    """The words of a table's name that say what its rows are."""
    found = words(table.name)
    return [w for w in found if w not in NAMING_NOISE] or found


# Words whose last "s" makes no plural: the news is not more than one new.
NOT_PLURALS = frozenset({"news", "species"})


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude singular: enough to meet ``orders`` with ``order`` and ``categories`` with ``category``."""
    if word in NOT_PLURALS:
        return word
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    plural = next((p for p in F_PLURALS if word.endswith(p)), None)  # shelves, bookshelves: (book)shelf
    if plural is not None:
        return word[: -len(plural)] + F_PLURALS[plural]
    # boxes, matches, classes, statuses, buses lose "es"; cases, purchases, houses, databases only their "s"
    if len(word) > 3 and (word.endswith(("sses", "xes", "ches", "shes", "zzes")) or re.search(r"[^aeiou]uses$", word)):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


# Plurals of nouns in f or fe, whose singular a cut "s" does not give (leaves, also of the verb, stays out).
F_PLURALS = {"shelves": "shelf", "halves": "half", "knives": "knife", "wolves": "wolf", "thieves": "thief"}


@functools.lru_cache(maxsize=65536)
def similar(a: str, b: str) -> bool:
    """Two words of one family: equal stems, a verb and its past or -ing form (forked / forks), the same first
    five letters (resolution / resolved, dispatch / dispatched, deliver / delivery), one the other's
    abbreviation (RPT_TS: reported, PYMT: payment, RSRV: reserve), or a past and the noun of its act (failed /
    failure, arrived / arrival)."""
    a, b = stem(a), stem(b)
    return (
        a == b or _same_start(a, b) or _same_end(a, b) or _verb(a) == _verb(b)
        or _past_of(a, b) or _past_of(b, a) or abbreviates(a, b) or abbreviates(b, a) or _act_of(a, b) or _act_of(b, a)
    )  # fmt: skip


def _same_start(a: str, b: str) -> bool:
    """The same first five letters and most of the shorter word (resolution / resolved: 'resol' of 8), not a
    start two words merely share (compartment / compaction: 'compa' of 10), nor the shorter word run together with
    another (GLPI's ticketsatisfactions is no ticket)."""
    shared = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    if shared < 5 or shared < 0.6 * min(len(a), len(b)) or a[:shared] in WORD_PREFIXES:
        return False
    short, long = sorted((a, b), key=len)
    if long in (f"{short}er", f"{short}r" if short.endswith("e") else "") and short in _word_ranks():
        return False  # a doer is not the word it is made from: a customer is no custom, a printer no print
    run_on = long.isalpha() and long.startswith(short) and len(long) > len(short)
    pieces = wordninja.split(long) if run_on else [long]
    # (a piece run on that is no word of its own keeps the family: check-in's checkin, Salesforce's Product2; so
    # does a name's suffix: threadname)
    rest = pieces[1:]
    return pieces[0] != short or not all(len(p) >= 4 and p.isalpha() for p in rest) or set(rest) <= NAME_SUFFIXES


NAME_SUFFIXES = frozenset({"name", "names", "desc"})  # what a name runs on to its noun: threadname, peer_desc
# Prefixes of English words: two words that share no more than one are no family (transcode / transmit, interface /
# interval, supervisor / superuser)
WORD_PREFIXES = frozenset({"trans", "inter", "intra", "super", "under", "multi", "counter", "micro", "macro", "hyper",
                           "extra", "ultra"})  # fmt: skip


RUN_ON_NOUN = 6  # a noun said this long at least names a run-together name ending in it
RUN_ON_HEAD = 3  # after a head of this many letters at least (itil, task: not the ac of accounts)


def _same_end(a: str, b: str) -> bool:
    """A run-together name ending in the noun said, which tells what its rows are (GLPI's itilcategories are
    categories), not a word that merely ends so (counts is no accounts), nor one of common words the reader splits
    apart itself (maxclients: max and clients)."""
    short, long = sorted((a, b), key=len)
    return (
        len(short) >= RUN_ON_NOUN and long.endswith(short) and len(long) - len(short) >= RUN_ON_HEAD
        and long.isalpha() and _segmented(long) == (long,)
    )  # fmt: skip


# Abbreviations whose word is settled by convention: QTY is a quantity, never a quality.
CONVENTIONAL_ABBREVIATIONS = {
    "qty": "quantity", "amt": "amount", "pct": "percent", "cnt": "count", "num": "number", "nbr": "number",
    "desc": "description", "ind": "indicator", "seq": "sequence", "typ": "type", "stat": "status", "addr": "address",
    "val": "value", "lvl": "level", "lmt": "limit", "tot": "total", "avg": "average", "max": "maximum",
    "min": "minimum", "msg": "message", "img": "image", "cfg": "config", "env": "environment", "dept": "department",
    "nm": "name",
}  # fmt: skip


def _past_of(past: str, word: str) -> bool:
    """``paged`` of ``page``, ``shared`` of ``share``: a verb ending in e takes only a d; ``added`` of ``add``,
    ``logged`` of ``log``: a verb of three letters, too short for _verb's cut."""
    if len(word) == 3 and word.isalpha():
        return past in (word + "ed", word + word[-1] + "ed")
    return len(word) >= 4 and word.endswith("e") and past == word + "d"


def abbreviates(short: str, word: str) -> bool:
    """Whether ``short`` is how legacy names shorten ``word``: its start (POL, PREM, CUST), or its first letter
    and some of its consonants in order (RPT reported, CLS closed, ASGN assigned, APPRV approved); at most five
    letters, two fewer than the word at least (three for a start). A conventional abbreviation means its own word
    only."""
    if short in CONVENTIONAL_ABBREVIATIONS:
        return word[:5] == CONVENTIONAL_ABBREVIATIONS[short][:5]
    if not 3 <= len(short) <= 5 or len(word) < len(short) + 2 or not short.isalpha() or short[0] != word[0]:
        return False
    if word.startswith(short):  # three letters more at least: LATE is no abbreviation of latest
        return len(word) >= len(short) + 3
    consonants = iter(_skeleton(word)[1:])
    return all(letter in consonants for letter in short[1:])


def _verb(word: str) -> str:
    """``forked``, ``forking`` → ``fork``; short words stay as they are (``used`` is not ``us``)."""
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def is_key(column: ColumnInfo, table: TableInfo) -> bool:
    """An identifier: never a measure (its average means nothing)."""
    name = column.name.lower()
    foreign = {c.lower() for key in table.foreign_keys for c in key.columns}
    if column.primary_key or name in foreign:
        return True
    # an "id" no key declares that holds words is a name (a sign-in event's client_id 'gitlab'), not a number
    return (name == "id" or name.endswith(("_id", "id"))) and not _holds_words(column)


_WORDED = re.compile(r"[A-Za-z]+(?:[-_.][A-Za-z]+)*")


def _holds_words(column: ColumnInfo) -> bool:
    """Whether every sampled value (two at least) is a word or words joined by - _ . ('sftp_upload', 'gitlab')."""
    return len(column.samples) > 1 and all(_WORDED.fullmatch(str(sample)) for sample in column.samples)


def _worded_key(table: TableInfo, phrase: str) -> ColumnInfo | None:
    """A key column the phrase names whose values are words ("which task": task_fail.task_id 'sftp_upload'): the
    name each row is known by, to group by as it stands."""
    column = _best_column(table, phrase)
    return column if column is not None and _holds_words(column) and is_key(column, table) else None


def is_numeric(column: ColumnInfo) -> bool:
    return any(kind in column.type.lower() for kind in _NUMERIC)


@dataclass
class Link:
    """How one table (or metric) matched the question."""

    table: TableInfo
    score: float = 0.0
    matched: set[str] = field(default_factory=set)
    columns: dict[str, float] = field(default_factory=dict)  # column -> how strongly the question names it
    values: list[tuple[str, str, str]] = field(default_factory=list)  # (column, sampled value, = or !=) named


def _column_score(column: ColumnInfo, question: set[str]) -> float:
    names = {stem(w) for w in words(column.name)} - {"id"} - STOP
    comment = {stem(w) for w in words(column.comment)} - STOP
    named = sum(1 for n in names if any(similar(n, q) for q in question))
    return 1.0 * named + 0.3 * len(comment & question)


# "Last time", "each time": a moment, not the value "time" (the node exporter's time collector).
_TIME_IDIOMS = re.compile(r"\b(?:last|this|next|any|each|every|at a|one|some) time\b", re.IGNORECASE)


def _value_named(value: str, lowered: str, asked: set[str]) -> bool:
    """Whether the question names a sampled value: as written ("portal", "P1"), as a plural ("laptops"), or a
    status written as the past of the verb the question uses ("how many flights did we cancel": Cancelled)."""
    if len(value) < 2 or (len(value) < 3 and not any(c.isdigit() for c in value)):
        return False
    text = _spaced(value.lower())
    if re.search(rf"(?<![\w-]){re.escape(text)}(?:s|es)?(?![\w-])", _spaced(lowered)):
        return True
    if " " not in text and text in _run_together(lowered):  # "keep-alive": 'keepalive'; "15-minute": '15min'
        return True
    verbs = [m["verb"] for m in _ASKED_VERB.finditer(lowered)]  # "did we cancel": an act done, not "to fill"
    return " " not in text and (
        stem(text) in asked
        or any(text in _pasts(v) for v in verbs)
        or any(text in _pasts(word)[:3] for word in _NOUNS_SAID.findall(lowered))  # "on the blocklist": blocklisted
        or any(_code_for(text, word) for word in asked)  # a code shortening a word said: MTR for "motor"
        or any(_negative_twins(text, word) for word in asked)  # "involuntary" for nonvoluntary
        or any(_act_of(text, word) for word in asked)  # "the cancellation rate": cancelled
        or any(_past_of(word, text) for word in asked if word.endswith("ed"))  # "hired": the action 'Hire'
        or any(PERIODS_SAID.get(word) == text for word in asked)  # "monthly donors": the period 'month'
    )


_NOUNS_SAID = re.compile(r"\b(?:the|a|an)\s+([a-z]{4,})\b")  # a word said as a noun: "the blocklist", not "to fill"


# How a value runs a number and its unit together: 15min, 5m, 1h, 30s.
RUN_TOGETHER_UNITS = {"second": ("s", "sec"), "minute": ("m", "min"), "hour": ("h", "hr"), "day": ("d",)}


@functools.lru_cache(maxsize=1024)
def _run_together(lowered: str) -> frozenset[str]:
    """The question's hyphenated words and its pairs of words written as one (keep-alive: keepalive; no data:
    nodata), and its spans of time as values abbreviate them (15-minute: 15min, 15m)."""
    found = {m[0].replace("-", "") for m in re.finditer(r"\b[a-z]+(?:-[a-z]+)+\b", lowered)}
    said = re.findall(r"[a-z]+", lowered)
    found |= {a + b for a, b in itertools.pairwise(said)}  # "no data": 'NoData'
    for m in re.finditer(r"\b(\d+)[\s-]?(second|minute|hour|day)s?\b", lowered):
        found |= {m[1] + short for short in RUN_TOGETHER_UNITS[m[2]]}
    return frozenset(found)


# a period as an adjective says: "monthly" gifts recur each 'month'
PERIODS_SAID = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter",
                "yearly": "year", "annual": "year", "annually": "year"}  # fmt: skip


def _label_said(
    label: str,
    labels: Iterable[str],
    asked: set[str],
    naming: frozenset[str] = frozenset(),
    spelt: frozenset[str] = frozenset(),
) -> bool:
    """Whether the question names a code's label of several words by its first word, when no other label of the
    column has it ("sick days": Sick Leave; "waiting": Pending Approval, beside Approved; but "leave requests" do
    not name Sick Leave), or by a word of what happened that no other label has and that names nothing in the
    schema ("warnings": Terminated normally with warnings; "client": not Waiting for Client), or by the word a
    system spells what is said in (``spelt``: "failed" is each label of an error)."""
    said = words(label)
    others = {stem(w) for other in labels if other != label for w in words(other)}
    if len(said) > 1 and len(said[0]) >= 4 and stem(said[0]) not in others and stem(said[0]) in asked:
        return True
    # a word the label negates says the opposite ('Created, not yet running' is not running; 'Non-fatal error')
    negated = {b for a, b in itertools.pairwise(said) if a.lower() in NAME_NEGATIONS | {"yet"}}
    telling = {stem(w) for w in said if w not in negated and len(w) >= LABEL_WORD} - STOP - naming
    return bool(telling & asked - others) or bool(telling & spelt)


LABEL_WORD = 5  # a word of a label shorter than this ("with", "done", "new") says too little of the code


def _worded(value: str) -> bool:
    """A value of a few plain words ('rewrite subject', 'soft reject'), not a version string or a sentence."""
    said = value.split()
    return 1 < len(said) <= WORDED_AT_MOST and all(w.isalpha() for w in said)


WORDED_AT_MOST = 3  # words of a label value said as words, at most


def _by_synonym_only(value: str, lowered: str, own: set[str]) -> bool:
    """Whether the question names ``value`` only through a synonym of its words (collect: paid, captured)."""
    return not _value_named(value, lowered, own) and _value_named(value, lowered, expanded(own))


# How English makes a noun of a verb: cancell-ation, complet-ion, attend-ance, fail-ure, approv-al (not deliver-y:
# "deliveries" name a table more often than an act).
NOUN_SUFFIXES = ("ation", "ion", "ance", "ence", "ment", "ure", "al")


def _act_of(value: str, word: str) -> bool:
    """Whether ``word`` is the noun of the act a past-tense value records: cancellation of cancelled, attendance of
    attended, failure of failed."""
    if not value.endswith("ed") or len(word) < 6:
        return False
    root = value[:-2]
    roots = {root, root[:-1]} if len(root) > 3 and root[-1] == root[-2] else {root}  # shipped: ship-ment
    return any(word.endswith(suffix) and word[: -len(suffix)] in roots for suffix in NOUN_SUFFIXES)


NEGATIVE_PREFIXES = ("non", "un", "in", "im", "ir", "il", "dis")


def _negative_twins(value: str, word: str) -> bool:
    """One negation said with another prefix: involuntary and nonvoluntary, unplanned and nonplanned."""

    def base(text: str) -> str | None:
        prefix = next((p for p in NEGATIVE_PREFIXES if text.startswith(p) and len(text) - len(p) >= 4), None)
        return text[len(prefix) :].lstrip("-_ ") if prefix else None

    mine, theirs = base(value), base(word)
    return mine is not None and mine == theirs and value != word


def _code_for(code: str, word: str) -> bool:
    """A code standing for a word: its first letters (MOTR), or its first consonants in full (MTR for motor; not
    CTR for customers, whose consonants run cstmrs)."""
    return (
        len(code) >= 3
        and code.isalpha()
        and _word_ranks().get(code, EVERYDAY_WORDS) >= EVERYDAY_WORDS  # 'add' is a word, no code for "addresses"
        and ((word.startswith(code) and len(word) >= len(code) + 3) or _skeleton(word).startswith(code))
    )


EVERYDAY_WORDS = 1000  # the rank below which a word is an everyday English word


def _pasts(verb: str) -> tuple[str, ...]:
    """The ways English makes a verb's past: cancel → cancelled, close → closed, stop → stopped, deny → denied."""
    return (verb + "ed", verb + "d", verb + verb[-1] + "ed", verb[:-1] + "ied" if verb.endswith("y") else verb)


# How systems spell in their event codes what people say ("failed sign-ins": LOGIN_ERROR, logon_failure).
CODE_WORDS = {"failed": ("error", "failure", "fail"), "failures": ("error", "fail"), "sign": ("login", "logon"),
              "signed": ("login", "logon"), "signin": ("login",), "signins": ("login",)}  # fmt: skip
_CODE_PARTS = re.compile(r"[\\./:_-]|[a-z](?=[A-Z])")  # how an identifier joins its words


def _code_named(
    value: str, samples: list[str], said: list[str], owner: frozenset[str] = frozenset(), counted: str = ""
) -> bool:
    """Whether the question names an identifier-like value (an event name ``\\core\\event\\user_login_failed``,
    ``deploy.succeeded``, ``PIPELINE_FAILED``) by the words that set it apart from the column's other values, in
    any order ("failed login attempts"); a part run together (``loggedin``) is named by its two words said. Words
    that name tables (``owner``) name them ("batch jobs": batch_job_runs_total, not the host batch-01), and the
    noun the question counts (``counted``) names no code alone ("how many user accounts": not 'account-console')."""
    if " " in value.strip() or not _CODE_PARTS.search(value):
        return False
    others = {w for other in samples if other != value for w in words(other)}
    if set(words(value)) & NAME_NEGATIONS and not set(said) & NAME_NEGATIONS:
        return False  # 'NotRunning' is the opposite of what "runs" says
    apart = [w for w in words(value) if w not in others and w not in STOP and not w.isdigit()]
    if all(stem(w) in owner for w in apart) or (counted and all(similar(w, counted) for w in apart)):
        return False
    joined = {first + second for first, second in itertools.pairwise(said)}
    exact = {stem(s) for s in said}
    # a short part is said as itself ("PDFs": pdf), never as a word it might shorten (png of "percentage"); the
    # level a code ends in is its most specific (application/pdf) and names it alone, unless it names a table,
    # itself or by a synonym ("links": a link shortener's urls, not its domain 'tickets.link')
    return bool(apart) and (
        all(w in joined or (stem(w) in exact if len(w) <= SHORT_PART else any(similar(w, s) for s in said
            if s not in STOP)) for w in apart)
        or (_LEVELS.search(value) is not None and (leaf := words(value)[-1]) in apart and len(leaf) >= 3
            and stem(leaf) in exact and not expanded({stem(leaf)}) & owner)
    )  # fmt: skip


_LEVELS = re.compile(r"[/.:\\]")  # how a code nests its levels (image/png, deploy.succeeded), unlike a name's hyphen
SHORT_PART = 4  # letters of a code's part that are said as they are written, not as a word they might shorten


@functools.lru_cache(maxsize=4096)
def _numbered(value: str, samples: tuple[str, ...], lowered: str) -> bool:
    """Whether the question names ``value`` by the number it alone of its column's values ends in, said after a
    noun ("compartment 4": 'klimaat-kas4' among klimaat-kas1…6; "cold store 2": 'koelcel-2')."""
    ending = re.search(r"(?<!\d)(\d+)$", value)
    # cpu="1" is a number, not a thing numbered; 'Salon du livre de Lyon 2026' a name said by its words
    if ending is None or value.isdigit() or len(samples) < 2 or " " in value.strip():
        return False
    same = [s for s in samples if re.search(rf"(?<!\d){int(ending[1])}$", s)]
    return same == [value] and int(ending[1]) in _numbers_naming(lowered)


NAME_WORDS_AT_MOST = 6  # the words of a name at most; a longer text is a sentence


@functools.lru_cache(maxsize=4096)
def _named_by_start(value: str, samples: tuple[str, ...], lowered: str) -> bool:
    """Whether the question names a name of three words or more by its first two or more, which no other value
    of its column starts with ("the Automne 2026 board": 'Automne 2026 - romans'; "Revue Pivoine": 'Revue Pivoine
    n°42'). One of the words said must be a word of three letters or more that is no stop word. A sentence is
    no name ('Individual Business Loan for Nyanza's small businesses …' describes the loan product it names)."""
    tokens = _tokens(value)
    # (an identifier, accepted_answer_post_id, is _code_named's)
    if not 3 <= len(tokens) <= NAME_WORDS_AT_MOST or " " not in value.strip():
        return False
    said = f" {' '.join(_tokens(lowered))} "
    for size in range(len(tokens) - 1, 1, -1):
        start = tokens[:size]
        telling = any(len(t) >= 3 and t not in STOP and not t.isdigit() for t in start)
        if telling and f" {' '.join(start)} " in said:
            return not any(other != value and _tokens(other)[:size] == start for other in samples)
    return False


def _tokens(text: str) -> list[str]:
    """The words and numbers of ``text`` in lower case, without its punctuation ('n°42': n, 42)."""
    return re.findall(r"[^\W_]+", text.lower())


@functools.lru_cache(maxsize=1024)
def _numbers_naming(lowered: str) -> frozenset[int]:
    """The numbers the question names things by ("compartment 4": 4), read once per question."""
    return frozenset(
        NUMBER_WORDS[n] if (n := m["n"]) in NUMBER_WORDS else int(n)
        for m in _NUMBERED.finditer(lowered) if m["noun"] not in STOP and m["noun"] not in _NOT_NAMING_NUMBERS
    )  # fmt: skip


@functools.lru_cache(maxsize=256)
def _country_codes(lowered: str) -> frozenset[str]:
    """The ISO codes of the countries a question names ("customers based in France" → FR, FRA), for columns that
    hold codes. Names come from pycountry's copy of ISO 3166, so no country list is kept here."""
    import pycountry

    codes: set[str] = set()
    for country in pycountry.countries:
        names = {getattr(country, kind, "") for kind in ("name", "common_name", "official_name")} - {""}
        if any(re.search(rf"\b{re.escape(name.lower())}\b", lowered) for name in names):
            codes |= {country.alpha_2, country.alpha_3}
    return frozenset(codes)


def _names_a_table(value: str, schema: SourceSchema) -> bool:
    """A one-word value that is also a table's name ("patient" in invoices.payer, beside the patients table):
    the question means the table. An identifier that is a column's name (a sort setting's 'published_at') is
    a setting naming that column: the question means the column, never the setting."""
    if " " in value.strip():
        return False
    if "_" in value and value.lower() in _column_names(schema):
        return True
    return stem(value.lower()) in _table_nouns(tuple(t.name for t in schema.tables), schema.platform is Platform.PROMQL)


def _column_names(schema: SourceSchema) -> frozenset[str]:
    return _lowered_names(tuple(column.name for table in schema.tables for column in table.columns))


@functools.lru_cache(maxsize=64)
def _lowered_names(names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(name.lower() for name in names)


@functools.lru_cache(maxsize=64)
def _table_nouns(names: tuple[str, ...], metrics: bool) -> frozenset[str]:
    """What the tables ``names`` are called: their names, and the words that name each on its own (``names_words``
    as a table's are read). Of tables, also without the prefix several share (mdl_course is "course" in a Moodle;
    dcim_device is "device" in a NetBox, whose tables start with their app's name) and by their last word
    (tenancy_tenant: "tenant"); not of metrics, whose last word is a unit."""
    tables = [TableInfo(name=name) for name in names]
    nouns = {stem(name.lower()) for name in names}
    nouns |= {stem("_".join(name_words(table))) for table in tables}  # user_entity is the table of users
    firsts = collections.Counter(m[0] for name in names if (m := re.match(r"[a-z0-9]+_", name.lower())))
    shared = [first for first, count in firsts.items() if count * 2 > len(names) > 2]
    prefixes = shared if metrics else [first for first, count in firsts.items() if count >= 2]
    for prefix in prefixes:
        nouns |= {stem(name.lower().removeprefix(prefix)) for name in names if name.lower().startswith(prefix)}
    if not metrics:
        nouns |= {stem(name_words(table)[-1]) for table in tables if name_words(table)}
    return frozenset(nouns)


def _shared_prefix(schema: SourceSchema) -> str:
    """The first word most table names share, with its separator (``mdl_``, ``wp_``), else nothing."""
    firsts = [m[0] for table in schema.tables if (m := re.match(r"[a-z0-9]+_", table.name.lower()))]
    if not firsts:
        return ""
    first, count = collections.Counter(firsts).most_common(1)[0]
    return first if count * 2 > len(schema.tables) and len(schema.tables) > 2 else ""


def _spaced(text: str) -> str:
    """``no_show`` and ``no-show`` read as ``no show``."""
    return re.sub(r"[_-]+", " ", text)


def link(question: str, schema: SourceSchema) -> list[Link]:
    """Every table scored by how much of the question it explains, best first. A table named by the question
    in full (``orders``) outranks one it names in part (``order_items``); the first thing named is the subject."""
    question = _TIME_IDIOMS.sub(" ", question)  # "last time" names no time metric, no collector called time
    if schema.platform is Platform.PROMQL:  # "the response time of the page": its latency, not its responses
        for phrase, meant in METRIC_PHRASES:
            question = phrase.sub(meant, question)
    own_words = {stem(w) for w in words(question)} - STOP | {stem(w) for w in words(question) if w in COMMAND_NOUNS}
    # a verb with its particle is another verb ("logged in" is no time logged): not what the verb alone stands for
    particled = {stem(m[0].split()[-2]) for m in _PHRASAL.finditer(question.lower())}
    asked = expanded(own_words - particled) | own_words
    # (the time a rate is per runs into no name: "DNS questions per second" is no dnssec)
    unpaced = _RATE_UNIT.sub(" ", question.lower())
    said = tuple(dict.fromkeys(w for w in words(unpaced) if len(w) >= 3 and not w.isdigit()))
    naming = _naming_words(schema)  # "batch jobs": batch_job_runs_total, not the host batch-01
    subject = {_subject(question, naming)}
    lowered = question.lower()
    # the words of a window name no value ("the last 24 hours": not Zabbix's function 'last')
    unwindowed = _WINDOW.sub(" ", lowered)
    if unwindowed != lowered or window_of(question):  # "new leads in the last 30 days": created in it, not New ones
        unwindowed = _RECENT.sub(" ", unwindowed)
    value_asked = expanded({stem(w) for w in words(unwindowed)} - STOP)
    value_said = words(unwindowed)
    # identifiers are also named by the words their systems spell ("failed sign-ins": LOGIN_ERROR)
    code_said = [*value_said, *(spelt for w in value_said for spelt in CODE_WORDS.get(w, ()))]
    code_spelt = frozenset(stem(spelt) for w in value_said for spelt in CODE_WORDS.get(w, ()))
    # an identifier is not named by the noun the question counts or lists alone ("how many user accounts":
    # not the client 'account-console'; "failed login attempts" still names 'LOGIN_FAILED')
    counted = _COUNTED_NOUN.search(unwindowed)
    head = words(counted["phrase"])[-1] if counted else ""
    prefix = _shared_prefix(schema).rstrip("_")
    # a word said before one naming a table tells its kind ("leave requests": not the code 'Sick Leave')
    label_asked = value_asked - {stem(a) for a, b in itertools.pairwise(value_said) if stem(b) in naming}
    # initialisms (PRs, not GiB) that no name in the schema holds as a word of its own ("IP": ip_address)
    spelt = {m[1].lower() for m in re.finditer(r"\b([A-Z]{2,})s?\b", question)}
    spelt = spelt - _schema_words(schema) if spelt else spelt
    # a word written in capitals is an initialism, no start of a longer word ("DNS": not dnssec, nor dnskey)
    capitals = {m[0].lower() for m in re.finditer(r"\b[A-Z]{3,}\b", question)}
    said_words = directions_said(lowered)
    own_said = set(words(lowered))
    question_negates = _NEGATION.search(question) is not None or re.search(r"\bnot\b|n't\b", lowered) is not None
    links = []
    statused: set[str] = set()  # the metrics whose status label holds the HTTP status the question names
    denied = {stem(m[1]) for m in _DENIED_ACT.finditer(lowered)}
    negated_names: set[str] = set()  # the tables whose name says the act denied with its negation run in
    for table in schema.tables:
        found = Link(table)
        # the schema's shared prefix (mdl_ in a Moodle) names no table: mdl_course is named in full by "courses"
        # (and a command's word in a name is a noun: campaign_lists is named in part by "campaign")
        name = {stem(w) for w in name_words(table) if w != prefix} - (STOP - COMMANDS) or {
            stem(w) for w in name_words(table)
        }
        hit = {n for n in name if any(similar(n, q) and (q not in capitals or stem(n) == q)
                                      and not _run_on_from(n, q, naming) for q in asked)}  # fmt: skip
        opposite = set()
        if not question_negates:  # "messages accepted" is not messages_not_accepted: it counts the others
            opposite = hit & {stem(b) for a, b in itertools.pairwise(name_words(table)) if a.lower() in NAME_NEGATIONS}
            hit -= opposite
        # a negation run into the word said ("contacts": not Mautic's lead_donotcontact), unless the question
        # says the negation too ("who asked us not to contact them")
        opposite_run = {
            n
            for n in hit
            if (kept := _negated_run(n))
            and not re.search(rf"\b(?:{'|'.join(NAME_NEGATIONS)}|n't)\s+{kept[:4]}", lowered)
            and any(similar(kept, q) for q in asked)
        }
        hit -= opposite_run
        opposite |= opposite_run
        # the act the question denies, run into its negation ("not been applied": django_migrations_unapplied)
        undone = {n for n in name - hit if (run := _UNDONE.fullmatch(n)) and any(similar(run[1], d) for d in denied)}
        if undone:
            hit |= undone
            negated_names.add(table.name)
        # two words of the name the question runs together ("paychecks": PS_PAY_CHECK, "timesheet": time_sheet)
        ordered = [w for w in name_words(table) if w != prefix]
        hit |= {w for a, b in itertools.pairwise(ordered) if stem(a + b) in own_words for w in (stem(a), stem(b))}
        if len(ordered) >= 2 and "".join(w[0] for w in ordered) in spelt:  # "PRs": pull_request
            hit |= {stem(w) for w in ordered}
        # a part run together from several words said (pgmajfault: page, major, fault) counts as each of them
        compound = {n: pieces for n in name - hit if (pieces := abbreviated(n, said)) >= 2}
        hit |= set(compound)
        # a word the question hyphenates ("Wi-Fi signal": wifi_signal_dbm) or says apart ("IP addresses": ipaddresses)
        hit |= name & {stem(w) for w in _run_together(lowered)}
        # a word said run into what names it (templatename, queueid for "template", "queue")
        hit |= {n for n in name - hit if (part := _NAMED_BY.sub("", n)) != n and len(part) >= 4
                and any(similar(part, q) for q in own_words)}  # fmt: skip
        found.matched |= hit
        found.score -= 3.0 * len(opposite)
        if hit:  # a name the question covers more of ranks higher (node_cpu_seconds_total over node_cpu_guest_…)
            found.score += 3.0 * len(hit) + (2.0 if hit == name else 0.0) + 2.0 * len(hit) / len(name)
            # a word only a synonym reached counts half: "which service … CPU" means the CPU metric of a process
            # group more than the group's process count, which "service" reaches only as "process"
            inferred = {n for n in hit - set(compound) if not any(similar(n, q) for q in own_words)}
            found.score -= 1.5 * len(inferred)
            found.score += 3.0 * sum(pieces - 1 for pieces in compound.values())
        # a direction said in everyday words meets the In or Out of a name (ifHCOutOctets for "sending out")
        found.score += 2.0 * sum(
            any(_paraphrase(w, way, own_said) for w in ways & said_words)
            for way, ways in DIRECTIONS.items()
            if way in name_words(table)
        )
        described = {stem(w) for w in words(table.description)} - STOP
        found.score += 0.5 * len(described & asked)
        found.matched |= described & asked
        attribute_names = _key_value(table)  # its key column holds attribute names, not values
        for column in table.columns:
            strength = _column_score(column, asked)
            if strength:
                found.columns[column.name] = strength
                found.score += 0.5 * strength
                found.matched |= {w for w in asked if any(similar(w, n) for n in words(column.name))}
            if table.explains or (attribute_names and column.name.lower() in ATTRIBUTE_KEYS):
                continue  # a table of codes: its labels name values of the columns they explain; attribute names
            if set(words(column.name)[-1:]) & SETTING_NAMES and schema.platform is not Platform.PROMQL:
                continue  # a setting written out ('1:Record:1' of a definition) is no value a word names (a label
                # config's values are the names of scrape configurations)
            # a value as the question may say it: as held, or, when a table of codes explains the column, by the
            # label it gives the code ('L': 'Leave of Absence'; 'PER' is a personal day, not a person)
            labels = column.labels.values()
            for value, spoken in column.labels.items() or ((v, v) for v in column.samples):
                # as written, or by the noun of its act ("neither a renewal signed": renewed)
                # or by a word that stands for it ("sites that aren't live": not 'active')
                forms = [spoken, *(w for w in value_said if _act_of(spoken.lower(), w) or _stands_for(w, spoken))]
                spaced = "(?:" + "|".join(re.escape(_spaced(form.lower())) for form in forms) + ")"
                negated = len(spoken) >= 3 and re.search(
                    r"\b(?:un|non-?|(?:excluding|except|leaving out|other than|apart from|ignoring|not counting|"
                    r"without counting|aside from|neither|nor)\s+(?:the\s+|an?\s+)?(?:[a-z]+\s+){0,2})"
                    rf"{spaced}"
                    rf"|(?:\bnot|n't|\bnever|\bno longer)\s+(?:(?:been|be|yet|already|being|the)\s+){{0,2}}{spaced}"
                    rf"|\b(?:waiting|yet|still|left|due)\s+to\s+be\s+{spaced}"
                    rf"|\b(?:leaving|setting|putting|leave|set|put)\s+(?:the\s+)?{spaced}\s+(?:aside|apart|out)\b",
                    _spaced(unwindowed),
                )
                named = (
                    _value_named(spoken, unwindowed, value_asked | code_spelt)
                    or _code_written(spoken, question)
                    or (spoken is value and _numbered(value, tuple(column.samples), unwindowed))
                    or (spoken is value and _named_by_start(value, tuple(column.samples), unwindowed))
                    or (spoken is value and _code_named(value, column.samples, code_said, naming, head))
                    or (spoken is not value and _label_said(spoken, labels, label_asked, naming, code_spelt))
                    # a label's value of words, as a code's label is said: 'rewrite subject' by "subject line
                    # rewritten" (a metric's label values are a short list; a text column's are sentences)
                    or (
                        spoken is value
                        and schema.platform is Platform.PROMQL
                        and _worded(value)
                        and _label_said(value, column.samples, label_asked, naming, code_spelt)
                    )
                    # "devices rebooted": an event of the kind 'reboot'; not "tickets opened", which says they came
                    # into being (no status 'open'), nor a state said as the act that put a row in it
                    or (
                        not _is_state(column.name)
                        and not _is_state(table.name)
                        and any(
                            _verb(w) == spoken.lower()
                            for w in value_said
                            if w.endswith("ed") and w not in CREATION_VERBS
                        )
                    )
                ) and not _names_a_table(spoken, schema)
                # a user name, an e-mail or an address on the web is named only as written (ACCOUNT_NAMES; a
                # repository's https://…/pastel.git is not named by the project "Pastel")
                named = named and not (
                    (_holds_accounts(column) or _WEB_ADDRESS.match(spoken))
                    and not _as_a_word(spoken, question, re.IGNORECASE)
                )
                if negated or named or value in _country_codes(lowered):
                    found.values.append((column.name, value, "!=" if negated else "="))
                    found.score += 1.5 * max(1, len(set(words(spoken)) & set(value_said)))  # artifact-cache: 2
                    found.matched |= {stem(w) for w in words(spoken)}
            status = _http_status_said(column, unwindowed) if schema.platform is Platform.PROMQL else None
            if status is not None and not any(v[0] == column.name for v in found.values):
                found.values.append((column.name, *status))
                found.score += STATUS_SAID  # "server errors" say what is counted as much as a name would
                statused.add(table.name)
            kind = _kind_said(column, _words_before_names(lowered, table, column) - naming - {stem(head)})
            if kind and schema.platform is not Platform.PROMQL:
                _named_by_kind(found, column, kind, own_words)
        found.values = _most_specific(_coarsest(_as_written_first(found.values, question), table))
        if found.score and subject & name:
            found.score += SUBJECT_BONUS  # the thing the question is about is named first ("how many loans per …")
        if found.score and table.name.startswith(MONITOR_OWN) and not own_said & MONITOR_WORDS:
            found.score -= MONITOR_OWN_PENALTY  # "queries the resolver gets": not prometheus_engine_queries
        if found.score:
            links.append(found)
    for found in links:
        # "not been applied": not the applied ones, when a name says the act undone
        if negated_names and found.table.name not in negated_names and found.matched & denied:
            found.score -= DONE_NOT_DENIED
        # "requests that end in a server error": only a metric with the status can say which did
        if statused and found.table.name not in statused:
            found.score -= STATUS_UNHELD
    _spend_value_words(links)
    if schema.platform is Platform.PROMQL:
        asked_for = {stem(w) for w in words(counted["phrase"])} if counted else set()
        _spend_kind_words(links, lowered, own_words, asked_for)
    _one_value_a_word(links, question)
    links.sort(key=lambda item: (-item.score, item.table.name))
    return _things_before_their_parts(links)


# How an operator says a class of HTTP status, or one status by its reason ("client errors": 4xx, "pages that do not
# exist": 404), of a label holding the three-digit codes; the first said is taken
HTTP_STATUS_SAID = (
    (r"\b(?:client|server) or (?:client|server) errors?\b"
     r"|\berrors?,? (?:either )?(?:client|server) or (?:client|server)\b|\berror (?:status|code)", "[45].."),
    (r"\bserver[- ]errors?\b|\b5xx\b", "5.."),
    (r"\bclient[- ]errors?\b|\b4xx\b", "4.."),
    (r"\bredirect|\b3xx\b", "3.."),
    (r"\b2xx\b", "2.."),
    (r"\bnot found\b|\b(?:do|does|did)(?: not|n't) exist\b|\bnonexistent\b|\bmissing pages?\b", "404"),
    (r"\bforbidden\b", "403"),
    (r"\bunauthori[sz]ed\b", "401"),
    (r"\btoo many requests\b|\brate[- ]limited\b", "429"),
    (r"\bbad requests?\b", "400"),
)  # fmt: skip
_HTTP_STATUS = re.compile(r"[1-5]\d\d")
STATUS_SAID = 3.0  # what a metric gains when its status label holds the HTTP status said
STATUS_UNHELD = 3.0  # what a metric loses when another one holds the HTTP status said and it does not


def _http_status_said(column: ColumnInfo, lowered: str) -> tuple[str, str] | None:
    """The status (``"404"``, ``"="``) or class of statuses (``"4.."``, ``"=~"``) the question names by its reason,
    when ``column`` holds HTTP status codes and holds one of them."""
    if len(column.samples) < 2 or not all(_HTTP_STATUS.fullmatch(v) for v in column.samples):
        return None
    said = next((code for phrase, code in HTTP_STATUS_SAID if re.search(phrase, lowered)), None)
    if said is None or not any(re.fullmatch(said, v) for v in column.samples):
        return None
    return (said, "=~") if "." in said else (said, "=")


_DENIED_ACT = re.compile(r"(?:\bnot|n't|\bnever|\byet to)\s+(?:(?:been|be|yet|being|ever)\s+){0,2}([a-z]{4,})")
_UNDONE = re.compile(r"(?:un|non|not)([a-z]{4,})")  # a name's word with a negation run in: unapplied, nonvoting
DONE_NOT_DENIED = 3.0  # what a name saying the act done loses when the question denies it and another name says so
# What monitoring keeps a thing said in several words as: a response time is a latency, the write-ahead log the WAL
METRIC_PHRASES = (
    (re.compile(r"\b(?:response|request|reply|answer|round[- ]trip)\s+times?\b", re.I), "latency"),
    (re.compile(r"\bwrite[- ]ahead[- ]logs?\b", re.I), "WAL"),
)
_NAMED_BY = re.compile(r"(?:name|id|key)$")  # what a name runs into the word for the thing it names


def _run_on_from(part: str, word: str, naming: frozenset[str]) -> bool:
    """Whether a name's part is ``word`` run together with another word, when ``word`` names a table of its own:
    "books" name books, not bookshelves; "DNS" prometheus_sd_dns, not dnssec (but "scrape" names scraped)."""
    rest = part.removeprefix(word)
    return (
        rest != part and len(rest) >= 3 and word in naming and rest not in WORD_ENDINGS
        and wordninja.split(rest) == [rest]
    )  # fmt: skip


# What English adds to a word to inflect it or make another of it: a name's part ending so is the word's family
WORD_ENDINGS = frozenset({"ing", "ings", "ers", "ion", "ions", "ation", "ations", "ment", "ments", "able", "ity",
                          "ive", "ness", "less", "ful", "ism", "ist", "ists", "ure", "ures", "ance",
                          "ence"})  # fmt: skip


_OWNER = re.compile(r"\b(?:the|of|our|your|their|its)\s+[\w-]+['\u2019]s\b", re.IGNORECASE)  # "of the hub's"


def _subject(question: str, naming: frozenset[str]) -> str:
    """The thing the question is about: its first word, unless that is an initialism naming a thing that
    qualifies a word naming another ("DNS questions": the questions; but "AAAA lookups": AAAA, a value). The owner
    of a thing is not it ("the share of the hub's requests": the requests)."""
    question = _OWNER.sub(" ", question)
    said = [w for w in re.findall(r"[A-Za-z][\w-]*", question) if w.lower() not in STOP]
    initialism = len(said) >= 2 and re.fullmatch(r"[A-Z]{2,}", said[0]) and said[0].lower() in naming
    if initialism and stem(said[1].lower()) in naming:
        return stem(said[1].lower())
    return next((stem(w) for w in words(question) if w not in STOP and not w.isdigit()), "")


_RECENT = re.compile(r"\b(?:new|newly)\b")  # what a window already says of the rows it keeps


_RATE_UNIT = re.compile(r"\b(?:per|an?|each|every)\s+(?:second|sec|minute|min|hour|day)\b")


def _things_before_their_parts(links: list[Link]) -> list[Link]:
    """Of two tables the question explains as well, the one whose name is part of the other's comes first: the
    documents themselves (kdr_documents) before their histories (kdr_document_histories)."""
    for i in range(len(links) - 1):
        here, after = links[i], links[i + 1]
        ours, theirs = ({stem(w) for w in name_words(item.table)} for item in (here, after))
        if here.score == after.score and theirs < ours:
            links[i], links[i + 1] = after, here
    return links


# Columns naming one account each: a value of theirs is named only as written ("which admins": a kind of account,
# root_admin, not the one called admin; "Claire Fontaine": her name, not again her login claire.fontaine)
ACCOUNT_NAMES = frozenset({"username", "login", "email", "mail", "handle", "nickname", "nick"})
_WEB_ADDRESS = re.compile(r"[a-z][a-z0-9+.-]*://", re.IGNORECASE)  # https://, ssh://, s3fs://


def _holds_accounts(column: ColumnInfo) -> bool:
    """Whether a column holds user names or addresses, by a word of its name or its words run together
    (LimeSurvey's users_name)."""
    said = words(column.name)
    return bool(set(said) & ACCOUNT_NAMES) or "".join(stem(w) for w in said) in ACCOUNT_NAMES


_COUNTED_NOUN = re.compile(
    r"\b(?:how many|which|what)\s+(?P<phrase>[a-z][a-z\s-]*?)\s+(?:are|is|were|was|have|has|had|did|do|does|can|will"
    r"|in|on|of|with|that|who|from|over|during|for|by|at)\b"
)


def _schema_words(schema: SourceSchema) -> frozenset[str]:
    """Every word of every table's and column's name."""
    return frozenset(w for t in schema.tables for name in (t.name, *(c.name for c in t.columns)) for w in words(name))


def _naming_words(schema: SourceSchema) -> frozenset[str]:
    """The stems of every table's (or metric's) name words."""
    return frozenset(stem(w) for table in schema.tables for w in name_words(table))


def _unnamed(text: str, schema: SourceSchema) -> str:
    """``text`` without the words that name a table ("user accounts" name users, and no is_service_account)."""
    naming = _naming_words(schema)
    return " ".join(w for w in text.split() if not expanded({stem(w.lower().strip(",.?!"))}) & naming)


def _spend_value_words(links: list[Link]) -> None:
    """Words that name a value of several words ("the build runner": build-runner) say which row or series, not
    which table: a table whose name merely shares one of them (process_exporter_build_info) loses that hit."""
    spent = {stem(w) for found in links for _, value, _ in found.values if len(words(value)) > 1 for w in words(value)}
    for found in links:
        own = {stem(w) for _, value, _ in found.values for w in words(value)}
        found.score -= 3.0 * len({w for w in found.matched & spent if w not in own})


def _spend_kind_words(links: list[Link], lowered: str, own_words: set[str], counted: set[str]) -> None:
    """The noun after a label value said as written tells its kind ("the invoicing service"): a metric that the
    noun reaches only through a synonym (netdata_groups_… by "service" as group) loses that hit to the metric
    whose series the value picks; unless the noun is the thing counted ("how many AAAA lookups": queries)."""
    kinds = {
        stem(after[1])
        for found in links for _, value, _ in found.values if len(value) >= 4
        for after in re.finditer(rf"\b{re.escape(value.lower())}\s+([a-z]+)", lowered)
    } - counted  # fmt: skip
    if not kinds:
        return
    reached = expanded(kinds) - kinds
    for found in links:
        named = {stem(w) for w in name_words(found.table)} - {stem(w) for v in found.values for w in words(v[1])}
        spent = {w for w in found.matched & reached & named if not any(similar(w, q) for q in own_words - kinds)}
        found.score -= 3.0 * len(spent)


def _kind_said(column: ColumnInfo, said: set[str]) -> str | None:
    """The first word of several codes the question says alone, as the kind they share ("Slack credentials":
    slackApi and slackOAuth2Api; "a dark theme": dark_serif and dark_sans_serif): the start the column's values
    are tested by. Not when every value starts so (it tells none apart), nor when one value is sampled with it
    and the column holds no more than its samples."""
    if column.labels:
        return None
    starts: dict[str, list[str]] = {}
    for value in column.samples:
        parts = words(value) if _CODE_PARTS.search(value) and " " not in value.strip() else []
        if len(parts) >= 2 and len(parts[0]) >= 3 and parts[0].isalpha() and value.lower().startswith(parts[0]):
            starts.setdefault(parts[0], []).append(value)
    unsampled = (column.distinct or 0) > len(column.samples)
    for first, held in starts.items():
        if stem(first) in said and len(held) < len(column.samples) and (len(held) >= 2 or unsampled):
            return held[0][: len(first)]
    return None


def _words_before_names(lowered: str, table: TableInfo, column: ColumnInfo) -> set[str]:
    """The words said right before a noun naming ``column`` or its table ("Slack credentials", "a dark theme"):
    what may name their kind; not "new conversations" of a table of labels, nor "Home Assistant"."""
    said = words(lowered)
    names = {stem(w) for w in (*name_words(table), *words(column.name))}
    return {stem(a) for a, b in itertools.pairwise(said) if stem(b) in names}


def _flag_says(table: TableInfo, kind: str) -> bool:
    """Whether a yes/no column of ``table`` says the kind outright ("production": isProduction, is_production)."""
    return any(
        stem(kind.lower()) in {stem(w) for w in words(c.name)} and _is_flag(c, table, False) for c in table.columns
    )


def _named_by_kind(found: Link, column: ColumnInfo, kind: str, said: set[str]) -> None:
    """Test ``column`` by the start of its values the question says (type LIKE 'slack%'), in place of a value said
    by that start alone ('slackOAuth2Api' for "Slack"); not when a yes/no column says the kind outright
    (isProduction), nor when another value of the column is named."""
    alone = [
        v for v in found.values
        if v[0] == column.name and v[1].startswith(kind) and not any(stem(p) in said for p in words(v[1])[1:])
    ]  # fmt: skip
    if _flag_says(found.table, kind) or any(v[0] == column.name and v not in alone for v in found.values):
        return
    found.values[:] = [v for v in found.values if v not in alone]
    found.values.append((column.name, kind, "starts"))
    found.score += 1.5
    found.matched.add(stem(kind.lower()))


def _one_value_a_word(links: list[Link], question: str) -> None:
    """A word names one value: "the Production project" names the project 'Production', written as held, not also
    the tag 'prod' it might shorten elsewhere; "the nightly database backup" names the check 'db-backup-nightly'
    by all its parts, not also the tag 'data'."""
    said = [w for w in words(question.lower()) if len(w) >= 3 and w not in STOP]
    held = {
        (found.table.name, column, value)
        for found in links
        for column, value, test in found.values
        if test == "="
        and (
            _as_a_word(value, question, re.IGNORECASE)  # "speaker vouchers": the tag 'speakers'
            or _as_a_word(stem(value.lower()), question, re.IGNORECASE)
            or len(_CODE_PARTS.split(value)) > 2
        )
    }
    spent = {
        w
        for _, _, value in held
        for w in said
        if any(similar(w, part) or _code_for(part, w) or _stands_for(w, part) for part in words(value.lower()))
    }
    for found in links:
        shortened = [
            named
            for named in found.values
            if named[2] in ("=", "starts")
            and (found.table.name, named[0], named[1]) not in held
            and any(_value_named(named[1], w, expanded({stem(w)})) for w in spent)
            and not any(named[1] == other for _, _, other in held)
        ]
        for named in shortened:
            found.values.remove(named)
            found.score -= 1.5


def _coarsest(values: list[tuple[str, str, str]], table: TableInfo) -> list[tuple[str, str, str]]:
    """One column per value named: of several holding it (a process group and its main thread, both
    'build-runner'), the one with the fewest distinct values, the coarser grouping the question means."""

    def spread(column: str) -> int:
        info = table.column(column)
        return (info.distinct or len(info.samples)) if info is not None else 0

    kept: dict[str, tuple[str, str, str]] = {}  # by what is said: 'L' and 'LOA' both say leave of absence
    for named in values:
        seen = kept.get(_spoken(table, named))
        if seen is None or spread(named[0]) < spread(seen[0]):
            kept[_spoken(table, named)] = named
    return [named for named in values if kept[_spoken(table, named)] is named]


def _as_a_word(value: str, question: str, flags: int = 0, plural: bool = False) -> re.Match[str] | None:
    """Where the question writes ``value`` (``plural``: or its plural) as a word of its own (not inside another, nor
    hyphenated to one)."""
    return re.search(rf"(?<![\w-]){re.escape(value)}{'(?:s|es)?' if plural else ''}(?![\w-])", question, flags)


def _written_as_held(value: str, question: str) -> bool:
    """Whether the question writes ``value`` exactly as the column holds it (or its plural), as a word of its own."""
    return _as_a_word(value, question, plural=True) is not None


def _named_mid_sentence(value: str, question: str) -> bool:
    """Whether the question gives ``value`` as a name: capitalised, after its first word ("our Enterprise
    customers" for 'enterprise', "the Linux servers group")."""
    found = _as_a_word(value, question, re.IGNORECASE)
    return found is not None and found.start() > 0 and question[found.start()].isupper()


def _code_written(value: str, question: str) -> bool:
    """A two-letter code written as held ("MX lookups", "the HR team"): too short to be named any other way."""
    return len(value) == 2 and value.isupper() and value.isalpha() and _written_as_held(value, question)


def _as_written_first(values: list[tuple[str, str, str]], question: str) -> list[tuple[str, str, str]]:
    """Of a column's values, those the question writes exactly as held, when it writes any: "MX lookups … we are
    serving" asks for MX, not for the SRV that "serving" abbreviates."""
    written = {named for named in values if named[2] == "=" and _written_as_held(named[1], question)}
    # of two written one after the other, the second is the thing and the first says whose: "workshop bookings"
    # are bookings (model 'booking'), not the model 'workshop'
    owners = {
        named for named in written for other in written
        if other[0] == named[0] and other is not named
        and re.search(rf"(?<![\w-]){re.escape(named[1])}\s+{re.escape(other[1])}(?:s|es)?(?![\w-])", question)
    }  # fmt: skip
    written -= owners
    columns = {named[0] for named in written}
    return [named for named in values if named in written or named[0] not in columns or named[2] != "="]


def _most_specific(values: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Of two values of one column named alike, the one saying more: "failed logins" names LOGIN_ERROR, whose words
    hold all of LOGIN's, so not LOGIN as well."""
    said = {named: set(words(named[1])) for named in values}
    return [
        named for named in values
        if not any(other[0] == named[0] and other[2] == named[2] == "=" and said[named] < said[other]
                   for other in values)
    ]  # fmt: skip


@functools.lru_cache(maxsize=65536)
def _skeleton(word: str) -> str:
    """A word's first letter and its consonants, as names abbreviate it: page → pg, message → mssg."""
    return word[0] + re.sub(r"[aeiou]", "", word[1:])


@functools.lru_cache(maxsize=65536)
def abbreviated(part: str, said: tuple[str, ...]) -> int:
    """Into how many pieces a name part splits that was run together from abbreviations of the question's words
    (pgmajfault: page, major, fault; maxclients: maximum, clients), each piece the start of a word said (three
    letters or more) or a word's consonant skeleton (page → pg); 0 when it does not split so."""
    if len(part) < 6 or not said:
        return 0

    def pieces(rest: str) -> int:  # how many pieces cover ``rest``; 0 when none do
        if not rest:
            return 0
        best = 0
        for word in said:
            for size in range(len(rest), 1, -1):
                piece = rest[:size]
                if (size >= 3 and word.startswith(piece)) or piece == _skeleton(word):
                    after = rest[size:]
                    more = pieces(after) if after else 0
                    if after == "" or more:
                        best = max(best, 1 + more)
        return best

    return pieces(part) or (pieces(part[:-1]) if part.endswith("s") else 0)  # maxconns: max, conn(ection)s


def unmatched_words(question: str, links: list[Link]) -> list[str]:
    matched = set().union(*(item.matched for item in links[:3])) if links else set()
    return [
        w for w in dict.fromkeys(words(question))
        if w not in STOP and not w.isdigit() and not expanded({stem(w)}) & matched  # "people" found as member
    ]  # fmt: skip


def join_paths(tables: list[TableInfo]) -> list[str]:
    names = {t.name for t in tables}
    paths = []
    for table in tables:
        for key in table.foreign_keys:
            if key.references_table in names:
                pairs = zip(key.columns, key.references_columns, strict=False)
                paths.append(" AND ".join(f"{table.name}.{a} = {key.references_table}.{b}" for a, b in pairs))
    return paths


@read_over_schema
def hints(question: str, schema: SourceSchema, limit: int = HINT_TABLES) -> SchemaHints:
    """The part of ``schema`` the question is about: its best tables, the tables their keys reach, and the
    join paths between them; bounded in size."""
    links = link(question, schema)
    chosen = [item.table for item in links[:limit]]
    names = {t.name for t in chosen}
    for table in list(chosen):  # what the best tables' foreign keys point at, for joins
        for key in table.foreign_keys:
            target = schema.table(key.references_table)
            if target is not None and target.name not in names and len(chosen) < limit + 3:
                chosen.append(target)
                names.add(target.name)
    pruned = [t.model_copy(update={"columns": t.columns[:HINT_COLUMNS]}) for t in chosen]
    return SchemaHints(
        source=schema.source, fingerprint=schema.fingerprint, dialect=schema.dialect, tables=pruned,
        join_paths=join_paths(chosen), unmatched=unmatched_words(question, links),
    )  # fmt: skip


@read_over_schema
def score(question: str, schema: SourceSchema) -> float:
    """How well a schema answers a question: its best table's score (0: nothing in it matches)."""
    links = link(question, schema)
    return round(links[0].score, 2) if links else 0.0


@read_over_schema
def closest(question: str, schema: SourceSchema, n: int = 5) -> list[str]:
    """The tables (metrics) nearest the question, for a clarification that lists them."""
    links = link(question, schema)
    found = [item.table.name for item in links[:n]]
    return found or [t.name for t in sorted(schema.tables, key=lambda t: -(t.row_estimate or 0))[:n]]


# --- what the question asks for, platform-free ----------------------------------------------------

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30,
                "sixty": 60, "ninety": 90}  # fmt: skip
# "compartment 4", "cold store 2", "zone three": a thing named by its number, as values number their kind
# (a noun, not a verb's count: "reassigned three or more times", "closed 3 tickets")
_NUMBERED = re.compile(
    rf"\b(?P<noun>[a-z]{{3,}}(?<!ed)(?<!ing))\s+(?:no\.?\s*|number\s+|#)?(?P<n>\d+|{'|'.join(NUMBER_WORDS)})\b"
    r"(?!\s*(?:%|percent\b|or\b|and\b|to\b|times?\b|[a-z]+s\b))"
)
_NOT_NAMING_NUMBERS = frozenset({"top", "bottom", "than", "above", "below", "over", "under", "least", "most",
                                 "last", "past", "next", "first", "within", "every", "per", "about", "around",
                                 "level"})  # fmt: skip
_NEGATION = re.compile(
    # "aren't filed under any category": the act negated, the rest names what is missing
    r"\b(?:(?:aren't|isn't|weren't|wasn't|are not|is not|were not|was not)"
    r"\s+(?=(?:\w+ed|on|in|at|under)\b(?:\s+\w+){0,2}\s+(?:any|a single)\b)|"  # "tags that aren't on any link"
    r"never|without(?: any)?|with no|have no|has no|had no|nobody|no one|don't have|doesn't have|"
    r"do not have|does not have|haven't|hasn't|lack(?:s|ing)?|missing|not a single|not one|not any|"
    r"no(?!-)(?!\s+(?:longer|more|less|later|sooner|matter)\b))\b(?P<rest>.*)",
    re.IGNORECASE,
)
_PERCENT = re.compile(r"\b(?:percent(?:age)?|share|proportion|fraction|ratio|rate of|%)\b", re.IGNORECASE)
# "the cancellation rate", "the worst no-show rate": a share of rows named by an event, unless the rate is a price or
# a pace (a nightly rate, an hourly rate, an exchange rate)
# (a rate hyphenated on is another word: "did Pi-hole rate-limit a device" asks for no share)
_RATE_SHARE = re.compile(
    r"\b(?!(?:hourly|nightly|daily|weekly|monthly|yearly|annual|exchange|tax|interest|heart|room|base|flat|day|"
    r"night|hour|unit|going|tariff|request|sample|scrape|bit|data|frame|refresh|growth|burn)\b)[a-z][\w-]*\s+rates?\b(?!-)",
    re.IGNORECASE,
)
_WHICH = re.compile(r"\b(?:which|what|who|whose)\s+(?:\d+\s+)?(?P<noun>[a-z][\w-]*)", re.IGNORECASE)
_TOP_NOUN = re.compile(
    r"\b(?:top|bottom|most (?:common|popular|frequent|active|profitable|[a-z]{3,}ed)|[a-z]+est)\s+"
    r"(?:\d+\s+|(?:one|two|three|four|five|ten)\s+)?(?P<noun>[a-z][\w-]*)",
    re.IGNORECASE,
)
_WITH_THE_MOST = re.compile(
    r"\bthe\s+(?P<noun>[a-z][\w-]*)\s+(?:with|that has|who has|having)\s+the\s+(?:most|fewest|least|highest|lowest)",
    re.I,
)
_DURATION = re.compile(
    r"\b(?:how long|time (?:to|until|between|from)|takes? (?:\w+ ){0,3}to|(?:hours|minutes|days|seconds) "
    r"(?:on average |in total )?(?:pass(?:es|ed)?|elapse[sd]?|between|does it take|it takes|to)|"
    r"how many (?:hours|minutes|days|seconds|weeks) "
    r"(?:on average |in total |in all )?(?:does|did|do|it|has|had|have|is|was)\b|"
    # "wait" is a span, but "still waiting for a decision" or "executions are waiting" a state
    # ("the longest-distance contact" measures no time)
    r"turnaround|lead time|duration|last(?:s|ed|ing)|(?:longest|shortest)(?![- ](?:distance|range|length|path))|"
    r"quickest|slowest|"
    r"(?<!still )(?<!are )(?<!is )(?<!were )wait(?:s|ed|ing)?(?! for| on| to be)|"
    r"between \w+(?: \w+)? and|come back|turn(?:s|ed)? around)\b",
    re.IGNORECASE,
)
_HAVING = re.compile(
    r"\b(?P<op>more than|over|at least|fewer than|less than|under|at most)?\s*"
    rf"(?P<n>\d+|{'|'.join(NUMBER_WORDS)})\s+(?P<more>or more|or fewer|or less|or over)?\s*(?:of (?:our|the|their) )?"
    r"(?P<noun>[a-z][\w-]*)",
    re.IGNORECASE,
)
# "trust level 3 or above", "priority 2 or lower": the noun before its number, the bound after it
_LEVEL_OR_BEYOND = re.compile(
    rf"\b(?P<noun>[a-z][\w-]*)\s+(?P<n>\d+|{'|'.join(NUMBER_WORDS)})\s+"
    r"(?P<more>or (?:above|higher|greater|below|lower))\b(?P<op>)",
    re.IGNORECASE,
)
HAVING_OPS = {"more than": ">", "over": ">", "at least": ">=", "fewer than": "<", "less than": "<", "under": "<",
              "at most": "<=", "or more": ">=", "or over": ">=", "or fewer": "<=", "or less": "<=", "or above": ">=",
              "or higher": ">=", "or greater": ">=", "or below": "<=", "or lower": "<="}  # fmt: skip
_STARTING_AT = re.compile(r"\b(?:after|once|since)\s+(?P<event>(?:[\w-]+\s+){0,3}[\w-]+)", re.IGNORECASE)
_DURATION_UNITS = (("minute", 60), ("hour", 3600), ("day", 86400), ("second", 1), ("week", 604800))
# Time columns that say when a row came into being: the start of a duration, the column a window bounds.
_TIME_SUFFIXES = ("at", "on", "date", "time", "ts", "timestamp", "dt", "utc")
# How close a word's meaning must be to a time column's event for the column to be taken as meant (finished ~
# completed 0.77, cancelled ~ ended 0.56 with MiniLM), and by how much it must beat the next column.
MEANT_SIMILARITY = 0.5

MEANT_MARGIN = 0.15
_CREATION = ("created", "opened", "placed", "submitted", "raised", "started", "logged", "occurred", "received",
             "first", "timestamp", "time", "date", "at")  # fmt: skip
CALENDAR = ("today", "yesterday", "tomorrow", "this week", "this month", "this year")
# Verbs that say a row came into being: its creation time, whatever the table calls it (MiniLM puts "opened" next to
# "closed", an antonym, so the meaning of these is not left to it).
CREATION_VERBS = frozenset({"opened", "created", "raised", "logged", "submitted", "filed", "placed", "registered"})


class Bridge(NamedTuple):
    """How the subject reaches another table through a table of keys to both."""

    table: str  # the subject
    column: str  # its key
    via: str  # the table of keys (hosts_groups)
    via_here: str  # its column to the subject
    via_there: str  # its column to the other table
    other: str  # the other table (hstgrp)
    other_column: str  # the other table's key


@dataclass
class Spec:
    table: TableInfo
    measure: str = "rows"  # rows, count, count_distinct, avg, sum, max, min, percent
    measure_column: str | None = None
    measure_table: str | None = None
    divide_by: int | None = None  # the measure's column is in cents, the question asks in whole money
    duration: tuple[str, str, int] | None = None  # (start column, end column, seconds per unit): measured instead
    start_table: str | None = None  # where the duration's start column is, when not on the subject (joined)
    condition: tuple[str, str, str, str] | None = None  # percent: (table, column, op, value) the share is of
    group_by: list[tuple[str, str]] = field(default_factory=list)  # (table, column)
    filters: list[tuple[str, str, str, str]] = field(default_factory=list)  # (table, column, op, value)
    window_seconds: int | None = None
    ahead: bool = False  # the window reaches forward from now ("expires within the next 30 days")
    older: bool = False  # the rows are older than the window ("last signed in more than 90 days ago")
    or_empty: bool = False  # … or have no such time at all ("API keys not used in the last 60 days": never used too)
    calendar: str | None = None  # today, yesterday, this week, this month, this year
    time_column: str | None = None
    time_table: str | None = None  # where time_column is, when not on the subject (joined)
    top_n: int | None = None
    lowest_first: bool = False
    joins: list[tuple[str, str, str, str]] = field(default_factory=list)  # (table, column, other table, column)
    anti_join: tuple[str, str, str, str] | None = None  # rows of table with no row in other table
    # rows of table with a row in a table of keys to another table whose filters they meet (hosts in the 'Linux
    # servers' group through hosts_groups); the other table's filters are tested inside, so no row counts twice
    bridged: list[Bridge] = field(default_factory=list)
    # a join along a key of several columns -> the column pairs after its first ((column, other column)...): a task
    # instance is one dag_id, task_id and run_id, not any row of its DAG
    composite: dict[tuple[str, str, str, str], list[tuple[str, str]]] = field(default_factory=dict)
    having: tuple[str, int] | None = None  # groups kept by their measure: (">", 4) for "more than 4 incidents"
    order_by: tuple[str, str] | None = None  # rows ranked by a column: "which van has the lowest odometer"
    notes: list[str] = field(default_factory=list)
    asked: frozenset[str] = frozenset()  # the question's words: which of two keys to the same table is meant
    # (table, given-name column) -> its family-name column: a person named over two columns is named by both
    full_names: dict[tuple[str, str], str] = field(default_factory=dict)
    # (table, column) -> how a time column holds its instants when not as the engine's times (epoch_seconds…)
    time_encodings: dict[tuple[str, str], str] = field(default_factory=dict)
    # (table, done column) of an "after"/"by" filter -> (the deadline's table, seconds of grace, whether the
    # deadline is a plain date): "returned late", "arrived within 15 minutes of schedule"
    against: dict[tuple[str, str], tuple[str, int, bool]] = field(default_factory=dict)


_AHEAD = re.compile(
    r"\b(?:next|coming|upcoming)\s+(\d+)?\s*(second|minute|hour|day|week|month|year)s?\b", re.IGNORECASE
)


def ahead_of(question: str) -> int | None:
    """ "Within the next 30 days": a window that starts now and reaches forward, in seconds."""
    match = _AHEAD.search(_digits(question))
    return int(match[1] or 1) * _UNIT_SECONDS[match[2].lower()] if match else None


def _digits(question: str) -> str:
    """Number words before a unit as digits: "the next seven days" → "the next 7 days"."""
    return re.sub(
        rf"\b({'|'.join(NUMBER_WORDS)})(?=\s+(?:second|minute|hour|day|week|month|year)s?\b)",
        lambda match: str(NUMBER_WORDS[match[1].lower()]),
        question,
        flags=re.IGNORECASE,
    )


# A time further back than a span ("more than 90 days ago", "over two weeks ago"): rows older than the window.
_OLDER_THAN = re.compile(  # "more than 90 days ago"; "haven't logged in for over 30 days": last done before that
    rf"(?:\b(?:more than|over|longer than|at least|upwards of)\s+(?P<n>\d+|an?|{'|'.join(NUMBER_WORDS)})\s+"
    r"(?P<unit>second|minute|hour|day|week|month|year)s?\s+ago\b)|"
    rf"(?:(?:n't|\bnot|\bnever)\b(?:\s+[\w-]+){{1,6}}?\s+(?:in|for)\s+(?:more than|over|longer than|at least)\s+"
    rf"(?P<n2>\d+|an?|{'|'.join(NUMBER_WORDS)})\s+(?P<unit2>second|minute|hour|day|week|month|year)s?\b)|"
    # "running for more than an hour", "stuck for over two days": in that state since before then
    rf"(?:\b(?P<state>[a-z]{{3,}}ing|stuck|open|pending|idle|down|quiet|silent)\s+for\s+"
    rf"(?:more than|over|longer than|at least)\s+"
    rf"(?P<n3>\d+|an?|{'|'.join(NUMBER_WORDS)})\s+(?P<unit3>second|minute|hour|day|week|month|year)s?\b)",
    re.IGNORECASE,
)


def older_than(question: str) -> int | None:
    """The seconds of a span the rows asked for lie further back than ("more than 90 days ago"), if one is."""
    match = _OLDER_THAN.search(question)
    if match is None:
        return None
    n = (match["n"] or match["n2"] or match["n3"]).lower()
    count = 1 if n in ("a", "an") else NUMBER_WORDS[n] if n in NUMBER_WORDS else int(n)
    return count * _UNIT_SECONDS[(match["unit"] or match["unit2"] or match["unit3"]).lower()]


def window_of(question: str) -> int | None:
    match = _WINDOW.search(_digits(question))
    if not match:
        return None
    if match[3]:
        return _NAMED_WINDOWS[match[3].lower()]
    count, unit = int(match[1] or 1), match[2].lower()
    if unit == "month" and count % 12 == 0:  # "the last 12 months" is a year, not 360 days
        count, unit = count // 12, "year"
    return count * _UNIT_SECONDS[unit]


# Everyday phrasings said as the ones the tables here know: "last night's backups" ran yesterday evening,
# "more than a thousand routes" is a number.
SAID_PLAINLY = {"last night": "yesterday", "a dozen": "12", "a hundred": "100", "a thousand": "1000",
                "a million": "1000000"}  # fmt: skip
_SAID_PLAINLY = re.compile(rf"\b(?:{'|'.join(SAID_PLAINLY)})\b", re.IGNORECASE)


def plainly(question: str) -> str:
    """``question`` with its everyday phrasings (SAID_PLAINLY) in the words the reader knows."""
    return _SAID_PLAINLY.sub(lambda match: SAID_PLAINLY[match[0].lower()], question)


# Other ways of saying a calendar period: a week runs from Monday.
CALENDAR_SAID = {"since monday": "this week", "so far this week": "this week"}


def calendar_of(question: str) -> str | None:
    lowered = question.lower()
    said = next((name for phrase, name in CALENDAR_SAID.items() if re.search(rf"\b{phrase}\b", lowered)), None)
    return said or next((name for name in CALENDAR if re.search(rf"\b{name}(?:'s)?\b", lowered)), None)


_ORDERING = re.compile(r"\b(?:highest|lowest|biggest|smallest|best \w+|worst \w+)\s+first\b", re.IGNORECASE)


def measure_of(question: str, rates: bool = True) -> str:
    """What the question measures; ``rates``: whether "the cancellation rate" is read as a share."""
    lowered = _ORDERING.sub(" ", question.lower())  # "highest first" orders the answer; it measures nothing
    if _PERCENT.search(lowered) or (rates and _RATE_SHARE.search(lowered)):
        return "percent"
    for pattern, measure in MEASURES:
        if re.search(pattern, lowered):
            return measure
    return "rows"


def _best_column(table: TableInfo, phrase: str, numeric: bool | None = None, keys: bool = True) -> ColumnInfo | None:
    asked = expanded({stem(w) for w in words(phrase)} - STOP)
    best, best_score = None, (0.0, 0)
    for column in table.columns:
        if numeric is not None and is_numeric(column) != numeric:
            continue
        if not keys and is_key(column, table):
            continue
        # of two as strong, the one whose name says nothing the phrase does not ("email address": email, not
        # emailable_type)
        strength = (_column_score(column, asked), -len(_unsaid_words(column.name, asked)))
        if strength[0] and strength > best_score:
            best, best_score = column, strength
    return best


def _unsaid_words(name: str, asked: set[str]) -> set[str]:
    """The words of a name the phrase does not say as they are (emailable is not email)."""
    return {n for n in (stem(w) for w in words(name)) if n not in STOP and n not in asked}


def _neighbours(schema: SourceSchema, table: TableInfo) -> list[tuple[TableInfo, str, str]]:
    """Tables one foreign key away: (table, column here, column there)."""
    found = []
    for key in table.foreign_keys:
        target = schema.table(key.references_table)
        if target is not None and key.columns:
            found.append((target, key.columns[0], key.references_columns[0] if key.references_columns else "id"))
    for other in schema.tables:
        if described_by(other, schema) is not None:
            continue  # a key/value table's rows are attributes, not things to join, group or count
        for key in other.foreign_keys:
            if key.references_table == table.name and key.columns:
                found.append((other, key.references_columns[0] if key.references_columns else "id", key.columns[0]))
    return found


def _names_table(phrase: str, table: TableInfo) -> bool:
    """Whether ``phrase`` names ``table`` by a word of its name (order_items ← ordered, ticket_comments ← comment)."""
    name = [stem(w) for w in name_words(table)]
    asked = expanded({stem(w) for w in words(phrase) if w not in STOP})
    together = {stem(w) for w in _run_together(phrase.lower())}  # "user stories": userstories_userstory
    return any(similar(n, a) for n in name for a in asked) or bool(together.intersection(name))


def _in_name(word: str, table: TableInfo) -> bool:
    """Whether ``word`` (a stem) is a word of ``table``'s name, as written, not by a synonym."""
    return any(similar(stem(n), word) for n in name_words(table))


def _past_form(word: str) -> bool:
    """A verb's past form (reported, sent): what it names is an act, told apart from the things acted on."""
    return word.endswith("ed") or word in _IRREGULAR_PAST


def _named_at(phrase: str, table: TableInfo) -> float | None:
    """Which of the phrase's words first names ``table`` (as _names_table reads it), or None; a half later when
    only a synonym names it ("member": CampaignMember before User)."""
    name = [stem(w) for w in name_words(table)]
    for at, word in enumerate(words(phrase)):
        if word not in STOP and any(similar(n, a) for n in name for a in expanded({stem(word)})):
            return at + (0.0 if any(similar(n, stem(word)) for n in name) else 0.5)
    return None


def _names_apart(phrase: str, table: TableInfo, other: TableInfo) -> bool:
    """Whether ``phrase`` names ``table`` by a word ``other``'s name lacks (ticket_comments apart from tickets
    needs "comment")."""
    own = {stem(w) for w in words(other.name)}  # CLM in CLM_PYMT is CLAIM_HDR's claim: not a word of its own
    distinct = [stem(w) for w in name_words(table) if not any(similar(stem(w), o) for o in own)]
    distinct = distinct or [stem(w) for w in name_words(table)]
    asked = expanded({stem(w) for w in words(phrase) if w not in STOP})
    return any(similar(n, a) for n in distinct for a in asked)


def _named_share(phrase: str, table: TableInfo) -> float:
    """How much of the table's name the phrase says (accounts: all of it for "customers"; account_user: half)."""
    asked = expanded({stem(w) for w in words(phrase) if w not in STOP})
    own = name_words(table)
    return sum(any(similar(stem(w), a) for a in asked) for w in own) / len(own)


# Dates in a life, not events the rows record: a window never falls on them unless the question names them; and
# the bookkeeping stamp of a row's last change (ModifiedDate), a window's time only where the table has no other.
LIFE_DATES = frozenset({"birth", "born", "dob", "birthday"})
BOOKKEEPING = frozenset({"modified", "updated", "changed", "modify", "update"})  # UpdateAt as well as updated_at


def _event_times(table: TableInfo, apart: frozenset[str] = LIFE_DATES | BOOKKEEPING) -> list[str]:
    """The table's time columns that record events (not a passenger's date of birth, nor ModifiedDate): those
    whose names hold none of the words ``apart``."""
    return [c for c in table.time_columns if not {stem(w) for w in words(c)} & apart]


def _time_column(table: TableInfo, question: str) -> str | None:
    """The time column the question means: one it names (placed, resolved…), else the one rows are created at."""
    if not table.time_columns:
        return None
    named = _time_named(table, question)  # "dropped off" → delivered_at
    if named is not None:
        return named
    kept = _event_times(table) or _event_times(table, LIFE_DATES)  # a bookkeeping stamp when there is nothing else
    if not kept:  # "passengers we flew yesterday": not by their birth date
        return None
    if set(words(question.lower())) & CREATION_VERBS:  # "cases opened yesterday" over CreatedDate, not ClosedDate
        created = _created_at(table)
        if created is not None:
            return created
    meant = _time_column_meant(table, set(words(question)))  # "finished" → completed_ts, "cancelled" → ended_at
    if meant is not None:
        return meant
    return _creation_of(kept) or kept[0]


def _creation_of(columns: list[str]) -> str | None:
    """The column of ``columns`` a row comes into being at, by _CREATION's order of words; never one that ends it
    (Sentry's resolved_at is no creation for being the first named ..._at; first_seen is one)."""
    starts = [c for c in columns if not set(_event_words(c)) & END_EVENTS]
    return next((c for creation in _CREATION for c in starts if creation in words(c)), None)


def _created_at(table: TableInfo) -> str | None:
    """The time column a row is created at (created_unix, opened_at), if any."""
    return next((c for c in table.time_columns if set(_event_words(c)) & set(_CREATION)), None)


def _time_named(table: TableInfo, question: str) -> str | None:
    """The time column of ``table`` the question names by its event ("joined" → joined_on), or by the end of a
    move it names ("due to leave" → ScheduledDeparture), if any."""
    own = name_words(table)  # "flights" names the table, not its FlightDate
    asked = expanded({w for w in words(question) if w not in STOP and not any(similar(w, n) for n in own)})
    asked |= phrasal_nouns(question)  # "logged in": last_login
    # of several times named, the one the verb nearest before the window names ("the loss date and … claims
    # reported in the last 90 days": RPT_TS)
    window = _WINDOW.search(question) or _AHEAD.search(question) or _OLDER_THAN.search(question)
    before = [w for w in reversed(words(question[: window.start()])) if w in asked] if window else []
    named = next(
        (
            _fewest_unsaid(found, asked)
            for w in before
            # the word itself before what it usually stands for ("signed in": sign_in_at, not created_at), unless
            # a particle makes it another verb ("signed up": created)
            for meant in (
                ({w}, _meant(w, own)) if not re.search(rf"\b{w}\s+up\b", question, re.I) else (_meant(w, own),)
            )
            if (
                found := [
                    c for c in table.time_columns if any(similar(x, part) for x in meant for part in _event_words(c))
                ]
            )
        ),
        None,
    )
    named = named or next(
        (c for c in table.time_columns if any(similar(w, part) for w in asked for part in _event_words(c))), None
    )
    moved = (c for c in table.time_columns for ends, said in KEY_ROLES if asked & said and set(_event_words(c)) & ends)
    return named or next(moved, None)


def _fewest_unsaid(columns: list[str], asked: set[str]) -> str | None:
    """Of the time columns a word names, the one whose event the question says most of: disbursedon_date for
    "disbursed", not expected_disbursedon_date (in the table's order when as many are unsaid)."""
    unsaid = [sum(not any(similar(w, part) for w in asked) for part in _event_words(c)) for c in columns]
    return columns[unsaid.index(min(unsaid))] if columns else None


# a verb (in its past or -ing form, or after to, not, never, do) and its particle: "logged in", "to check out"
_PHRASAL = re.compile(
    r"\b(?:([a-z]{2,}?)(?:ed|ing)|(?:to|not|n't|never|do|does|did)\s+([a-z]{2,}))\s+(in|out|on|off|up)\b"
)


def phrasal_nouns(question: str) -> set[str]:
    """The nouns a verb and its particle make when run together: "logged in" a login, "checking out" a checkout."""
    return {_phrasal_noun(match) for match in _PHRASAL.finditer(question.lower())}


def _phrasal_noun(match: re.Match[str]) -> str:
    inflected, plain, particle = match.groups()
    verb = inflected or plain
    base = verb[:-1] if inflected and len(verb) > 3 and verb[-1] == verb[-2] else verb  # logg(ed): log
    return base + particle


def _with_phrasal_nouns(phrase: str) -> str:
    """``phrase`` with each verb and its particle said as the noun they make ("logged in": login), so the verb alone
    names no table (a log)."""
    return _PHRASAL.sub(_phrasal_noun, phrase.lower())


def _meant(word: str, own: list[str]) -> set[str]:
    """A word and what it usually stands for ("starting": begin), but not what names the table ("consignments":
    the deliveries themselves, not their delivered_at)."""
    return {word, *(e for e in expanded({stem(word)}) if not any(similar(e, n) for n in own))}


def _event_words(column: str) -> list[str]:
    """What a time column's name says happened: ``completed_ts`` → ``completed``."""
    return [part for part in words(column) if part not in _TIME_SUFFIXES]


def _time_column_meant(table: TableInfo, asked: set[str]) -> str | None:
    """The time column whose event a verb of the question (a past form: finished, cancelled) means though it
    names it otherwise, by MiniLM similarity of the words: clearly closest (MEANT_SIMILARITY, MEANT_MARGIN over
    the next column), else None. Only verbs: a noun (dollars, invoice) says what is measured, not when."""
    events = {column: " ".join(_event_words(column)) for column in table.time_columns}
    named = {stem(w) for w in name_words(table)}
    asked = {w for w in asked if len(w) > 4 and w.endswith("ed") and stem(w) not in named}
    if len(events) < 2 or not asked:
        return None
    scores = sorted(
        ((max(word_similarity(word, event) for word in asked), column) for column, event in events.items() if event),
        reverse=True,
    )
    if len(scores) < 2:
        return None
    (best, column), (second, _) = scores[0], scores[1]
    return column if best >= MEANT_SIMILARITY and best - second >= MEANT_MARGIN else None


@functools.lru_cache(maxsize=8192)
def word_similarity(a: str, b: str) -> float:
    """Cosine similarity of two words' (or short phrases') MiniLM embeddings."""
    from agents.tools.embeddings import query_vector  # the encoder loads on first use, not on import

    return float(query_vector(a) @ query_vector(b))


# What says a row began (a task's start, as against when it was queued), and a wait before that.
BEGIN_EVENTS = frozenset({"start", "started", "begin", "began", "begun"})
_QUEUED = re.compile(
    r"\b(?:wait(?:ed|ing)?|queued?|pending)\b(?!\s+(?:for|on)\s+(?:an?\s+|the\s+)?(?:approval|review))", re.I
)


def _duration(table: TableInfo, question: str, ages: bool = True) -> tuple[str, str, int] | None:
    """(start, end, unit) for "how long / time to X / hours between X and Y / which … takes longest": the time
    columns the question names, in the table's order (rows are written start first); with one named, the
    row's creation time before it, or the next time column after it when the question starts there ("after
    the sample is collected")."""
    if not _DURATION.search(question) or not table.time_columns:
        return None
    lowered = question.lower()
    created = _created_at(table)
    if ages and created is not None and _AGE_ASKED.search(lowered):
        # "how many days have our servers been in service": from their creation up to now
        return created, "", _unit_asked(lowered) or 86400
    if len(table.time_columns) < 2:
        return None
    asked = [w for w in words(question) if w not in STOP or w in ("first",)] + initialisms(question)
    named = [
        c for c in table.time_columns
        if any(similar(w, part) for w in asked for part in words(c) if part not in ("at", "on", "date", "time"))
    ]  # fmt: skip
    if not named:  # "orders delivered … from order to delivery" over po_received_at: the event a verb means
        meant = _time_column_meant(table, set(words(question)))
        named = [meant] if meant is not None else []
    creation = _creation_of(table.time_columns) or table.time_columns[0]
    begun = [c for c in table.time_columns if c != creation and set(_event_words(c)) & BEGIN_EVENTS]
    if not named and begun and _QUEUED.search(question):  # "how long did tasks wait in the queue": until they began
        named = begun[:1]
    if not named:  # "how long does a visit last": from its start to the one time that ends it (checked_out_at)
        ends = [c for c in table.time_columns if c != creation and set(_event_words(c)) & END_EVENTS]
        # "which template takes longest to run": a run lasts from its start, not from when it was queued
        named = ([*begun[:1], *ends] if len(begun) == 1 else ends) if len(ends) == 1 else []
    if len(named) >= 2:
        start, end = named[0], named[1]
    elif named and (named[0] == creation or _starts_at(question, named[0])):
        later = table.time_columns[table.time_columns.index(named[0]) + 1 :]
        if not later:
            return None
        start, end = named[0], later[0]
    elif named:
        start, end = creation, named[0]
    else:
        return None
    if start == end:
        return None
    return start, end, _unit_asked(lowered) or 3600


# Numbers that hold a duration ("dur_min", "DurationMinutes", "wait_secs") and the seconds in one unit of each; a
# duration named without a unit is taken in the unit the question asks. General naming, the same for every schema.
DURATION_COLUMN_UNITS = (("seconds", 1), ("secs", 1), ("sec", 1), ("s", 1), ("minutes", 60), ("mins", 60), ("min", 60),
                         ("hours", 3600), ("hrs", 3600), ("hr", 3600), ("days", 86400), ("milliseconds", 0.001),
                         ("millis", 0.001), ("ms", 0.001))  # fmt: skip
DURATION_COLUMN_WORDS = frozenset({"duration", "dur", "elapsed", "length"})
PLANNED_WORDS = frozenset({"budget", "estimate", "estimated", "estimation", "quota", "limit", "max", "planned", "due"})
# Abbreviations that also mean something else ("sal_min": the lowest salary; "hr_grade"): a unit only beside a
# duration word or a word the question names ("wait_min" when asked how long people wait).
AMBIGUOUS_UNITS = frozenset({"min", "hr", "ms"})
_BETWEEN = re.compile(r"\bbetween\s+\w+(?:\s+\w+){0,3}\s+and\b", re.I)
_UNITS_OF = re.compile(
    r"\bhow many (?:hours|minutes|days|seconds) of\b|\b(?:hours|minutes|days) (?:in )?total\b|"
    r"\btotal (?:hours|minutes|days|seconds)\b|"
    # time booked against work ("hours logged", "the most time spent"), and how much of it ("how many hours did
    # the team log"): a total, unless asked per thing or on average
    r"\b(?:time|hours|minutes)\s+(?:logged|spent|worked|booked|tracked|recorded)\b|"
    r"\b(?:logged|spent|worked|booked|tracked|recorded)\s+(?:(?:the|most|least|more|less)\s+){0,2}"
    r"(?:time|hours|minutes)\b|"
    r"\bhow many (?:hours|minutes)\b(?!.*\b(?:average|typical(?:ly)?|per|each)\b)(?=.*\b(?:log|book|track|record|work|"
    r"spen[dt])\w*\b)|"
    # hours that rank ("the top 3 projects by hours", "the most billable hours"): their total
    r"\b(?:by|most|fewest|least)\s+(?:[a-z]+\s+)?(?:hours|minutes)\b",
    re.I,
)


def _kept_duration(table: TableInfo, question: str) -> tuple[ColumnInfo, float | None] | None:
    """A duration kept as a number, when the question asks how long (or how many hours of …): the column and
    the seconds in its unit (None: unit-less, taken as asked)."""
    if not (_DURATION.search(question) or _UNITS_OF.search(question)):
        return None
    asked = {stem(w) for w in words(question)}
    for column in table.columns:
        if not is_numeric(column) or is_key(column, table):
            continue
        parts = words(column.name)
        if any(stem(p) not in asked for p in set(parts) & PLANNED_WORDS):
            continue  # a time budget or estimate is what was planned, not the time it took
        named = next(((name, size) for name, size in DURATION_COLUMN_UNITS if name in parts), None)
        if named is not None and named[0] in AMBIGUOUS_UNITS and not DURATION_COLUMN_WORDS & set(parts):
            others = [part for part in parts if part != named[0]]
            if not any(similar(word, part) for word in words(question) for part in others):
                named = None
        if named is not None:
            return column, named[1]
        if DURATION_COLUMN_WORDS & set(parts):
            # a duration named for no unit and kept in whole numbers is in seconds, as clocks and Unix count
            # (Kimai's and Airflow's duration); one that keeps fractions is taken as asked
            return column, 1 if _whole_numbers(column) else None
        if "time" in parts and len(parts) > 1 and column.name not in table.time_columns:
            # Jira's timeworked, GitLab's time_spent: an amount of time, kept in whole seconds; one that keeps
            # fractions (Kanboard's time_spent, 1.5) keeps hours or days: unit-less, taken as asked
            return column, 1 if _whole_numbers(column) else None
    return None


def _whole_numbers(column: ColumnInfo) -> bool:
    """Whether ``column``'s type keeps whole numbers only: an integer, or a decimal of no scale (NUMERIC(18))."""
    kind = column.type.lower().replace(" ", "")
    return "int" in kind or bool(re.fullmatch(r"(?:numeric|decimal|number)\(\d+(?:,0)?\)", kind))


def _unit_asked(lowered: str) -> int | None:
    """Seconds in the unit a duration is asked in ("in hours", "how many days"), if one is; not the window's
    ("the most time logged this past week")."""
    unwindowed = _WINDOW.sub(" ", lowered)
    return next((size for name, size in _DURATION_UNITS if re.search(rf"\b{name}s?\b", unwindowed)), None)


# An age: the time since a row was created ("been in service", "how old").
_AGE_ASKED = re.compile(
    r"\bbeen (?:in service|around|in use|with us|on the books|on file|in operation)\b|\bhow old\b|\bage of\b"
)


def _duration_from_owner(spec: Spec, schema: SourceSchema, question: str) -> tuple[str, str, int] | None:
    """ "The average time to merge a PR" over a pull_request that keeps only merged_unix: from the creation of the
    row it belongs to (its issue's created_unix, joined) to the one time of its own the question names."""
    subject = spec.table
    if not _DURATION.search(question) or _created_at(subject) is not None:
        return None
    asked = [w for w in words(question) if w not in STOP]
    named = [c for c in subject.time_columns if any(similar(w, part) for w in asked for part in _event_words(c))]
    if len(named) != 1:
        return None
    # the row it belongs to is of its own grain (a pull request's issue), not a repository of many: most rows first
    for owner, _ in sorted(_outward(schema, subject), key=lambda o: -(o[0].row_estimate or 0)):
        created = _created_at(owner)
        if created is not None and _join_to(spec, schema, owner) is not None:
            spec.start_table = owner.name
            return created, named[0], _unit_asked(question.lower()) or 3600
    return None


# A window over rows that "ended" (finished, closed…) bounds the end of the duration measured, not its start.
_ENDED = re.compile(
    r"\b(?:ended|finished|completed|closed|concluded|wrapped up|came to an end|filled|resolved|fixed|delivered|"
    r"shipped|returned|received|settled|fulfilled)\b",
    re.I,
)
_COMPOUND = re.compile(r"\b([a-z])[a-z]*-([a-z])[a-z]*\b", re.I)


def initialisms(question: str) -> list[str]:
    """The initials of the question's hyphenated compounds, as columns abbreviate them: check-in → ci."""
    return [f"{a}{b}".lower() for a, b in _COMPOUND.findall(question)]


def _starts_at(question: str, column: str) -> bool:
    """Whether the question measures from ``column``: "after the sample is collected" → collected_at."""
    parts = [p for p in words(column) if p not in ("at", "on", "date", "time")]
    return any(
        similar(w, part) for match in _STARTING_AT.finditer(question) for w in words(match["event"]) for part in parts
    )


def top_n_of(question: str) -> int | None:
    match = _TOP.search(question)
    if match:
        return int(next(group for group in match.groups() if group))
    lowered = question.lower()
    for word, n in NUMBER_WORDS.items():
        if re.search(
            rf"\b(?:top|first|bottom|which|the|our)\s+{word}\b|\b{word}\s+(?:most|least|best|worst|top|\w+est)\b",
            lowered,
        ):
            return n
    return None


def _entity(question: str, schema: SourceSchema, subject: TableInfo) -> tuple[TableInfo, ColumnInfo | None] | None:
    """What "which X" / "the X with the most" asks for: a column of the subject, or a table a key reaches. A
    number after a superlative is what is ranked, not what is grouped ("the lowest odometer reading")."""
    phrases = [(m["noun"], False) for m in _WITH_THE_MOST.finditer(question)]
    compounds: set[str] = set()
    for match in [*_WHICH.finditer(question), *_TOP_NOUN.finditer(question), *_RANK_THE.finditer(question)]:
        said = words(question[match.start("noun") :])
        if (
            match.re is _WHICH
            and len(said) > 1
            and said[1] in STOP
            and [stem(said[0])] == [stem(w) for w in name_words(subject)]
        ):
            return None  # "which service has an incident …": the subject's own rows, whatever follows
        following = [w for w in said[:4] if w not in STOP and w not in NUMBER_WORDS]
        ranked = match.re is _TOP_NOUN and match[0].lower().split()[0].endswith("est")
        phrases += [(" ".join(following[:n]), ranked) for n in (1, 2) if following[:n]]
        if match.re is _WHICH and len(following) > 1 and following[:2] == said[:2]:
            compounds.add(" ".join(following[:2]))  # "which" and two nouns in a row, no possessive between
    near = [n for n, _, _ in _neighbours(schema, subject)]  # the tables a key reaches, and those two keys reach
    reached = near + _two_hops(schema, subject)
    people = expanded({stem(w) for w in PERSON_WORDS})
    # "who resolved the most …": a person; so is "which customer owns the most servers" where no table is of
    # customers (Pterodactyl's users own servers)
    which = _WHICH.search(question)
    person = (
        which is not None
        and (stem(which["noun"].lower()) in people or _doer_of_rows(which["noun"].lower(), subject))
        and not any(_names_table(which["noun"], table) for table in schema.tables)
    )
    if person or re.search(r"(?:^|[,;:]\s*)(?:who|whose)\b", question.strip(), re.I):
        found = [other for other in reached if other.name != subject.name and _of_people(name_words(other), people)]
        # one whose noun, its last word, says people before one whose first word only does (userstories: stories)
        heads = [other for other in found if _of_people(name_words(other)[-1:], people)]
        # "who issued the most builds": the people a key named by the question's verb points at (issued_by_id)
        acted = [other for other in found if _acted_by(question, subject, other)]
        if found:
            return (acted or heads or found)[0], None

    def headed(phrase: str) -> bool:
        """A compound noun, tried by its head, its last word, before its first word alone, when the head is a word
        of the name of a table the subject reaches ("which part category": part_partcategory, "which camera group":
        Groups, not the cameras)."""
        head = stem(words(phrase)[-1])
        return phrase in compounds and any(o.name != subject.name and _in_name(head, o) for o in reached)

    phrases.sort(key=lambda p: not headed(p[0]))
    for phrase, ranked in phrases:
        head = words(phrase)[-1] if words(phrase) else ""
        named = [other for other in reached
                 if other.name != subject.name and (_names_apart(head, other, subject) or _plays(head, other, schema))
                 ]  # fmt: skip
        column = _best_column(subject, phrase, keys=False) or _worded_key(subject, phrase)
        timed = column is not None and column.name in subject.time_columns  # "faults reported": not by the time
        on_subject = (
            column is not None and _head_names(head, column) and not (ranked and is_numeric(column)) and not timed
            and _groupable(column, subject, question)
        )  # fmt: skip
        if named and (not on_subject or any(other in near for other in named)):
            # "which requester": a table a key reaches (or two: prescription → doctor); "which customers": accounts,
            # whose name says no more, over account_user. A column of the subject's own that names it is nearer
            # than two keys away (a sign-in event's client_id, not its user's service-account client).
            return max(named, key=lambda other: _named_share(head, other)), None
        if on_subject:
            return subject, column
        for other in near:
            column = _best_column(other, phrase, keys=False)
            if (
                column is not None
                and _groupable(column, other, question)
                and not is_numeric(column)
                and _head_names(head, column)
                and column.name not in other.time_columns
            ):
                return other, column
    return None


def _doer_of_rows(noun: str, subject: TableInfo) -> bool:
    """ "Which reviewer has written the most reviews": a noun of one who does what the subject's rows record (a
    reviewer of reviews, an approver of approvals) is a person."""
    doer = _DOER.fullmatch(noun)
    return doer is not None and any(similar(doer[1], part) for part in name_words(subject))


_DOER = re.compile(r"([a-z]{4,}?)e?(?:r|or)s?")  # reviewer: review, approver: approv(e), editor: edit


def _of_people(name: list[str], people: set[str]) -> bool:
    """Whether a name's words say people, also by an adjective of the word (PS_PERSONAL_DATA; not memberships,
    requests)."""
    return any(w.startswith(p) and len(w) - len(p) <= 2 for w in map(stem, name) for p in people)


def _acted_by(question: str, subject: TableInfo, people: TableInfo) -> bool:
    """Whether a key of ``subject`` pointing at ``people`` is named by a word of the question: the verb of the act
    its rows record of them ("who issued": issued_by_id, not responsible_id)."""
    asked = {w for w in words(question) if w not in STOP and len(w) >= 4}
    return any(
        key.references_table == people.name and len(key.columns) == 1
        and any(similar(w, part) for w in asked for part in words(key.columns[0]) if part not in ("id", "by", "fk"))
        for key in subject.foreign_keys
    )  # fmt: skip


def _plays(noun: str, table: TableInfo, schema: SourceSchema) -> bool:
    """Whether ``noun`` is a role the rows of ``table`` play, by the name of a key that points at it: Chatwoot's
    users are agents because a survey's assigned_agent_id points at them, and assignees by assignee_id."""
    said = stem(noun)
    return len(said) >= 4 and any(
        len(key.columns) == 1 and (role := [w for w in words(key.columns[0]) if w not in ("id", "key", "fk")])
        and stem(role[-1]) == said
        for other in schema.tables for key in other.foreign_keys if key.references_table == table.name
    )  # fmt: skip


_WHETHER = re.compile(r"\b(?:whether|or not|yes or no|true or false)\b", re.I)


def _groupable(column: ColumnInfo, table: TableInfo, question: str) -> bool:
    """Whether rows may be told apart by ``column``: a yes-or-no flag only when asked "whether" ("which event":
    the events, not whether they have sub-events)."""
    return not _is_flag(column, table, strict=False) or _WHETHER.search(question) is not None


# What schemas call the table of people a "who" question asks for.
PERSON_WORDS = ("user", "person", "people", "employee", "staff", "member", "customer", "agent", "contact",
                "requester", "client", "owner", "rep", "engineer", "patient", "guest", "rider", "driver")  # fmt: skip


def _head_names(head: str, column: ColumnInfo) -> bool:
    """Whether the noun of "which X" names ``column``, directly or by an everyday synonym (town → city)."""
    return any(similar(asked, part) for asked in expanded({stem(head)}) for part in words(column.name))


def _having(question: str, schema: SourceSchema) -> tuple[str, int] | None:
    """ "which drivers had more than 4 incidents": groups kept by their count, when what is counted is rows of a
    table (not "orders over 100 euros", a value)."""
    match = _having_match(question, schema)
    if match is None:
        return None
    n = match["n"].lower()
    return HAVING_OPS[(match["op"] or match["more"]).lower()], NUMBER_WORDS[n] if n in NUMBER_WORDS else int(n)


def _having_match(question: str, schema: SourceSchema) -> re.Match[str] | None:
    """Where the question keeps groups by a count of rows ("more than 4 incidents"); its ``noun`` names them."""
    for match in _HAVING.finditer(question):
        if (match["op"] or match["more"]) and _names_rows(stem(match["noun"].lower()), schema):
            return match
    return None


def understand(question: str, schema: SourceSchema) -> Spec | None:
    """The question read as a query spec over ``schema``; None when nothing in the schema matches."""
    links = link(question, schema) or _keeping_hours(question, schema)
    if not links:
        return None
    lowered = question.lower()
    negated = _NEGATION.search(lowered)
    head = link(question[: negated.start()], schema) if negated else []
    subject = _counted(question, schema, links, head[0] if head else _named_counted(question, links) or links[0])
    entity = described_by(subject.table, schema) or _bridged_end(question, schema, subject.table)
    if entity is not None:  # "how many donations" over wp_give_donationmeta: the donations it describes
        subject = next((found for found in links if found.table.name == entity.name), Link(entity))
    if subject is not links[0]:
        links = [subject, *(item for item in links if item is not subject)]
    spec = Spec(subject.table, measure=measure_of(question), asked=frozenset(words(question.lower())) - STOP)
    spec.time_encodings = {
        (table.name, column.name): column.time_encoding or "date"
        for table in schema.tables for column in table.columns
        if column.time_encoding or column.type.upper() == "DATE"  # a day, no time: its whole first day counts
    }  # fmt: skip
    _negation(spec, schema, subject, lowered)
    _filters(spec, schema, links, question)
    _ranks_named(spec, question)
    _nothing_on_the_missing(spec)
    _past_dates(spec, schema, question)
    _late(spec, schema, question)
    _thresholds(spec, schema, question)
    _sized(spec, schema, question)
    if spec.anti_join is None:
        having = _having(question, schema) if _WHICH.search(question) else None
        _ranking(spec, schema, question, grouped=having is not None)
        _measure(spec, schema, question)
        if spec.measure in ("percent", "avg") and spec.group_by and _judged_lowest(question):
            spec.lowest_first = True  # "the worst win rate": the lowest share
        if spec.measure in ("max", "min") and spec.group_by and _RANKED_PEOPLE.search(question):
            spec.measure = "sum"  # "the highest earners": by what each earned in all, not their largest payslip
        if having is not None and spec.group_by:
            spec.having = having
            spec.measure = spec.measure if spec.measure in ("count", "count_distinct", "sum") else "count"
        _ranked_rows(spec, question)
        _totals_per_row(spec, question)
    else:  # "active users who have never commented": a flag of theirs said before the negation picks the rows
        tested = _flag_test(spec.table, _unnamed(question[: negated.start()] if negated else question, schema),
                            strict=True, whole=True, taken=_value_words(spec))  # fmt: skip
        if tested is not None:
            spec.filters.append((spec.table.name, tested[0].name, tested[1], ""))
    _open_rows(spec, schema, question)
    _open_by_state(spec, schema, question)
    _current(spec, question)
    _unexpired(spec, question)
    _not_deleted(spec, question)
    _not_draft(spec, question)
    _own_kind(spec, question)
    _window(spec, schema, question)
    _not_done_in_window(spec)
    _in_effect(spec, schema)
    _kinds_joined(spec, schema)
    if spec.group_by and spec.measure == "rows":
        spec.measure = "count"
    if spec.anti_join is not None and spec.measure not in ("count", "rows"):
        spec.measure = "rows"
    spec.composite = {join: pairs for join in spec.joins if (pairs := _more_key_columns(schema, join))}
    return spec


def _keeping_hours(question: str, schema: SourceSchema) -> list[Link]:
    """ "How many hours did the studio log yesterday": when no word names a table, the hours asked for are the
    one table's that keeps durations of work."""
    keeping = _one_keeping_hours(question, schema.tables) if _UNITS_OF.search(question) else None
    return [Link(keeping)] if keeping is not None else []


def _one_keeping_hours(question: str, tables: Iterable[TableInfo]) -> TableInfo | None:
    """The one of ``tables`` that keeps the durations the question asks hours of; None when none does, or several."""
    keeping = [table for table in tables if _kept_duration(table, question) is not None]
    return keeping[0] if len(keeping) == 1 else None


def _more_key_columns(schema: SourceSchema, join: tuple[str, str, str, str]) -> list[tuple[str, str]]:
    """The column pairs after the first of the key a join follows, either way round; none for a key of one."""
    owner, here, other, there = join
    for table, target, flipped in ((owner, other, False), (other, owner, True)):
        found = schema.table(table)
        for key in found.foreign_keys if found is not None else []:
            ends = (key.columns[0], key.references_columns[0] if key.references_columns else "id")
            if key.references_table == target and ends == ((there, here) if flipped else (here, there)):
                pairs = list(zip(key.columns[1:], key.references_columns[1:], strict=False))
                return [(b, a) for a, b in pairs] if flipped else pairs
    return []


def _keys_alone(table: TableInfo) -> bool:
    """A table of keys alone between two or more others (hosts_groups): its rows are memberships."""
    return len(table.foreign_keys) >= 2 and all(is_key(column, table) for column in table.columns)


def _bridged_end(question: str, schema: SourceSchema, table: TableInfo) -> TableInfo | None:
    """ "List the hosts in the Databases group" over hosts_groups, a table of keys alone between two others: the
    end the question names first (its rows are memberships, never what is listed or counted)."""
    if not _keys_alone(table):
        return None
    if _RANKING.search(question) or _LOWEST.search(question) or _GROUP.search(question):
        return None  # "which group has the most hosts": the memberships are what is counted
    lowered = _spaced(question.lower())
    ends = [end for end in (schema.table(key.references_table) for key in table.foreign_keys) if end is not None]
    said = [(found.start(), end) for end in ends for word in name_words(end)
            if (found := re.search(rf"\b{re.escape(word)}", lowered))]  # fmt: skip
    return min(said, key=lambda found: found[0])[1] if said else None


def _named_counted(question: str, links: list[Link]) -> Link | None:
    """ "How many comments have agents on the Service Desk team written": the table "how many" names is the one
    counted, however strongly a value names another (the team)."""
    match = _HOW_MANY.search(question) or _SHARE_OF.search(question)
    if match is None:
        return None
    following = words(question[match.start("noun") :])[:3]
    together = {stem(a + b) for a, b in itertools.pairwise(following)}  # "IP addresses": ipaddresses

    def names(word: str, found: Link) -> bool:
        return any(similar(word, part) or (stem(part) in together and word in part.lower())
                   for part in words(found.table.name))  # fmt: skip

    def fit(found: Link) -> tuple[int, int, int, float]:
        # "how many meter readings": the table the noun's next words name too, else the one whose name says least
        # besides ("user stories": userstories_userstory, not projects_userstorystatus), else the shortest
        said = [stem(w) for w in following]
        unsaid = {n for n in map(stem, name_words(found.table)) if not any(similar(n, w) for w in said)}
        named_too = sum(names(w, found) for w in following[1:] if w not in STOP)
        return named_too, -len(unsaid), -len(words(found.table.name)), found.score

    # the noun after an adjective or two ("how many new issues", "how many open support tickets"); a past
    # participle before a noun naming a table is one ("how many reported problems": the problems, not the reports)
    def qualifies(at: int, word: str) -> bool:
        return _past_form(word) and at + 1 < len(following) and any(names(following[at + 1], f) for f in links)

    head = next((w for at, w in enumerate(following) if not qualifies(at, w) and any(names(w, f) for f in links)), "")
    following = following[following.index(head) :] if head else following
    named = [f for f in links if head and names(head, f)]
    return max(named, key=fit) if named else None


# Past forms that do not end in -ed: general English, the same for every schema.
_IRREGULAR_PAST = frozenset(
    """bought sold made paid took gave sent went came wrote ran lent spent left got kept held brought built drove
    flew grew knew met read rode saw sat set shut slept spoke stood stole swam taught told thought threw understood
    woke won wore withdrew taken given written ridden driven broken broke seen done gone flown grown known shown
    stolen worn drawn fallen hidden""".split()
)
# The past of verbs whose present a question says ("did we send") and a time column names in the past (date_sent)
PAST_OF = {
    "send": "sent", "buy": "bought", "sell": "sold", "pay": "paid", "make": "made", "take": "taken", "give": "given",
    "write": "written", "lend": "lent", "spend": "spent", "leave": "left", "get": "got", "keep": "kept",
    "hold": "held", "bring": "brought", "build": "built", "see": "seen", "win": "won", "break": "broken",
    "fly": "flown", "ride": "ridden", "drive": "driven", "steal": "stolen", "draw": "drawn",
}  # fmt: skip
# How close a verb must come to the name of a table (or of its times' events) for that table's rows to be what
# "how many different members borrowed" counts (borrowed ~ loan 0.57, used ~ usage 0.59), and by how much it must
# beat the next table pointing at the same entity.
ACTED_SIMILARITY = 0.5
ACTED_MARGIN = 0.08


_ASKED_VERB = re.compile(r"\b(?:did|do|does|will|can)\s+(?:we|you|they|people|i|he|she|it)\s+(?P<verb>[a-z]+)", re.I)
_PARTICIPLE = re.compile(r"\b(?:been|being)\s+(?:ever\s+)?(?P<verb>[a-z]+)", re.I)  # "never been run": no -ed


def _verbs(question: str, table: TableInfo) -> set[str]:
    """The question's verbs (borrowed, checked, bought; "did we lend"), except those naming ``table``."""
    named = {stem(w) for w in name_words(table)}
    asked = {m["verb"].lower() for pattern in (_ASKED_VERB, _PARTICIPLE) for m in pattern.finditer(question)}
    return {
        w for w in words(question)
        if w not in STOP and stem(w) not in named
        and ((len(w) > 3 and w.endswith("ed")) or w in _IRREGULAR_PAST or w in asked)
    }  # fmt: skip


def _pointing_at(schema: SourceSchema, table: TableInfo, hops: int) -> dict[str, TableInfo]:
    """The tables with a key to ``table``, and with ``hops=2`` those reaching it over two keys (loans → copies →
    titles), by name."""
    found = {other.name: other for other, _, _ in _neighbours(schema, table)
             if any(key.references_table == table.name for key in other.foreign_keys)}  # fmt: skip
    if hops == 2:
        found |= {other.name: other for other in schema.tables if table in _two_hops(schema, other)}
    return found


# The plain form of past forms that do not end in -ed: what a table of the act is named after (ridden → ride,
# a trip by SYNONYMS).
IRREGULAR_LEMMAS = {"ridden": "ride", "rode": "ride", "taken": "take", "took": "take", "broken": "break",
                    "broke": "break", "driven": "drive", "drove": "drive", "sold": "sell", "bought": "buy",
                    "sent": "send", "given": "give", "gave": "give", "written": "write", "wrote": "write",
                    "flown": "fly", "flew": "fly", "spent": "spend", "lent": "lend", "paid": "pay", "made": "make",
                    "taught": "teach", "held": "hold", "kept": "keep", "left": "leave", "ran": "run",
                    "booked": "book", "shown": "show", "stolen": "steal", "worn": "wear", "seen": "see"}  # fmt: skip


def _act_similarity(verbs: set[str], table: TableInfo) -> float:
    """How close a verb comes to what ``table``'s rows record: its name, or the event of one of its times; a verb
    whose plain form (or its everyday synonym) is a word of the name is the act itself (ridden → ride ~ trip)."""
    name = name_words(table)
    lemmas = expanded({stem(IRREGULAR_LEMMAS.get(verb, _verb(verb))) for verb in verbs})
    if any(similar(lemma, stem(part)) for lemma in lemmas for part in name):
        return 1.0
    phrases = [" ".join(name), *name, *(" ".join(_event_words(c)) for c in table.time_columns)]
    return max(word_similarity(verb, phrase) for verb in verbs for phrase in phrases if phrase)


def _acted_in(question: str, schema: SourceSchema, entity: TableInfo, hops: int = 1) -> TableInfo | None:
    """ "How many different members borrowed something in the last 14 days": the distinct members are counted
    in the table whose rows are the act the verb names (loans), a table pointing at the entity, found by MiniLM
    similarity of the verb to its name and its times' events; clearly closest or not at all."""
    verbs = _verbs(question, entity)
    if not verbs:
        return None
    pointing = {name: table for name, table in _pointing_at(schema, entity, hops).items() if name != entity.name}
    scores = sorted(((_act_similarity(verbs, table), name) for name, table in pointing.items()), reverse=True)
    if not scores or scores[0][0] < ACTED_SIMILARITY:
        return None
    if len(scores) > 1 and scores[0][0] - scores[1][0] < ACTED_MARGIN:
        return None
    return pointing[scores[0][1]]


# A key/value table describes the rows of the one table it points at, one attribute a row (WordPress's wp_postmeta:
# post_id, meta_key, meta_value; Magento's and Drupal's attribute tables): its keys are attribute names, not values
# a question says, and its rows are no things to count.
# A key/value table with no such key (wp_options: option_name, option_value) holds settings: its keys are names too.
ATTRIBUTE_KEYS = frozenset({"meta_key", "key", "attribute", "attribute_name", "attr_name", "field_name", "property",
                            "option_name", "setting"})  # fmt: skip
ATTRIBUTE_VALUES = frozenset({"meta_value", "value", "attribute_value", "attr_value", "field_value", "option_value"})


def _key_value(table: TableInfo) -> bool:
    names = {c.name.lower() for c in table.columns}
    return bool(names & ATTRIBUTE_KEYS and names & ATTRIBUTE_VALUES)


def described_by(table: TableInfo, schema: SourceSchema) -> TableInfo | None:
    """The table whose rows ``table`` holds attributes of, when it is a key/value table pointing at one table."""
    if not _key_value(table) or len(table.foreign_keys) != 1:
        return None
    return schema.table(table.foreign_keys[0].references_table)


def _counted(question: str, schema: SourceSchema, links: list[Link], subject: Link) -> Link:
    """The table whose rows are counted. "Which requester opened the most tickets", "how many different customers
    placed an order", "which drivers had more than 4 incidents": the question names an entity first, but counts
    the rows of a table that points at it."""
    distinct = re.search(r"\b(?:different|distinct|unique)\b", question, re.I)
    negated = _NEGATION.search(question.lower())
    windowed = window_of(question) or calendar_of(question)
    recorded = _recorded_as(question, schema, subject)
    if recorded is not None:  # "how many likes": the post actions of the type 'like', not the type itself
        return next((f for f in links if f.table.name == recorded.name), Link(recorded))
    kept = _having_match(question, schema) if _WHICH.search(question) and not negated else None
    if kept is not None:  # "which customers bought more than 30 tickets": the tickets, not the orders "bought" names
        pointing = set(_pointing_at(schema, subject.table, hops=2)) - {subject.table.name}
        for kept_rows in links:
            if kept_rows.table.name in pointing and _names_apart(kept["noun"], kept_rows.table, subject.table):
                return kept_rows
    if windowed and not negated and (distinct or not _event_times(subject.table)):
        # "how many different members borrowed …", "how many items did we lend out yesterday": a window the
        # subject has no time for counts the rows of the act the verb names
        acted = None if _time_named(subject.table, question) is not None else _acted_in(question, schema, subject.table,
                                                                            hops=1 if distinct else 2)  # fmt: skip
        if acted is not None:
            return next((f for f in links if f.table.name == acted.name), Link(acted))
    ranked = (
        _RANKING.search(question)
        or _LOWEST.search(question)
        or distinct
        or (_WHICH.search(question) and _having(question, schema))
    )
    # (an age, which any table with a creation time has, does not keep the subject: "how many days have our active
    # servers been in service" over the 'Server' role is the age of the devices in it)
    timed = _DURATION.search(question) and _duration(subject.table, question, ages=False) is None
    if not (ranked or timed) or negated:
        return subject
    pointing = set(_pointing_at(schema, subject.table, hops=2))
    if ranked and _UNITS_OF.search(question) and _kept_duration(subject.table, question) is None:
        # "the top 3 projects by hours": the one table pointing at them that keeps the hours (timesheets)
        keeping = _one_keeping_hours(question, (t for t in schema.tables if t.name in pointing))
        if keeping is not None:
            return next((f for f in links if f.table.name == keeping.name), Link(keeping))
    if timed:  # "how long do orthopaedics patients wait between check-in and being seen": the visits' times
        found = next((f for f in links if f.table.name in pointing and _duration(f.table, question)), None)
        if found is not None:
            return found
    for found in links:  # "which products sold the most units": the table holding the quantity ranked
        if found.table.name in pointing and _ranked_quantity(question, found.table) is not None:
            return found
    pointing.discard(subject.table.name)  # a table pointing at itself (a referrer) names no other rows
    # named by a word of its own, or by a value only it holds ("the most breakdowns"); the one the question says
    # most of the name of ("the most visits": visits, not short_url_visits_counts)
    named_apart = [f for f in links if f.table.name in pointing
                   and (_names_apart(question, f.table, subject.table) or f.values)]  # fmt: skip
    if named_apart:
        return max(named_apart, key=lambda found: _named_share(question, found.table))
    named = {f.table.name for f in links if _names_table(question, f.table)} - {subject.table.name}
    if {key.references_table for key in subject.table.foreign_keys} & named:
        return subject  # the subject already ties the named tables together (deliveries of drivers)
    for found in links:  # "members who borrowed the most copies": the loans between the two are counted
        if found.table.name in pointing and {key.references_table for key in found.table.foreign_keys} & named:
            return found
    # "which customer runs the most servers": the devices between the customer and the role a value names
    valued = {f.table.name for f in links if f.values} - {subject.table.name}
    for found in links:
        if found.table.name in pointing and {key.references_table for key in found.table.foreign_keys} & valued:
            return found
    return subject


def _recorded_as(question: str, schema: SourceSchema, subject: Link) -> TableInfo | None:
    """When the subject is a table of kinds reached only by a value the question names ("how many likes": Discourse's
    post_action_types.name_key 'like'), the largest table whose rows point at it, whose rows are of that kind."""
    if not subject.values or _names_table(question, subject.table) or not _HOW_MANY.search(question):
        return None
    pointing = [t for t in schema.tables if t.name != subject.table.name
                and any(k.references_table == subject.table.name for k in t.foreign_keys)]  # fmt: skip
    kinds = subject.table.row_estimate or 0
    larger = [t for t in pointing if (t.row_estimate or 0) >= KINDS_APART * kinds]
    return max(larger, key=lambda t: t.row_estimate or 0, default=None) if kinds <= MOST_KINDS else None


MOST_KINDS = 100  # a table of kinds (action types, statuses) holds this many rows at most
KINDS_APART = 20  # and the rows of those kinds outnumber it this many times at least


def _negation(spec: Spec, schema: SourceSchema, subject: Link, lowered: str) -> None:
    """ "customers who never ordered", "tickets without a comment": rows with no match in a neighbour table."""
    negated = _NEGATION.search(lowered) or _emptied(subject.table, lowered)
    if not negated:
        return
    rest = negated["rest"]
    state = re.match(r"\s*(?:being|been|be)\s+\w+", rest)
    if state and _flag_column(subject.table, state[0], strict=True) is not None:
        return  # "without being closed": a flag of the rows themselves not set, not rows with no match elsewhere
    said = negated[0].split()[0] if negated[0].split() else ""
    if said in OPPOSITE_FLAGS and _flag_test(subject.table, said, strict=True) is not None:
        return  # "files missing from disk": a flag of their own (file_exists) not set, not files with no plays
    unset = _nobody_column(subject.table, negated)
    if unset is not None:  # "issues nobody is assigned to": their own assignee empty, not issues with no assignee row
        spec.filters.append((subject.table.name, unset, "open", ""))
        spec.notes.append(f"{subject.table.name}.{unset} is empty")
        return
    neighbours = [n for n in sorted(_neighbours(schema, subject.table), key=lambda n: len(n[0].name))
                  if n[0].name != subject.table.name]  # fmt: skip
    # the table named first after the negation ("no single piece of kit in our racks": the devices, not the racks)
    # "users who never logged in", whose last login they record themselves: a login, not the activity log
    kept = {part for column in _event_times(subject.table) for part in _event_words(column)}
    own_time = any(similar(noun, part) for noun in phrasal_nouns(rest) for part in kept)
    said = _with_phrasal_nouns(rest) if own_time else rest
    # ("aren't in any device group": device_group_device, named in full, not device_perf, named in part)
    # a table its object names before one the verb does ("never reported a problem": the problems, not the reports)
    said_words = words(said)
    ranked = sorted(
        (_past_form(said_words[int(at)]), at, -_named_share(said, table), i)
        for i, (table, _, _) in enumerate(neighbours)
        if (at := _named_at(said, table)) is not None
    )
    named_after = [(at, i) for _, at, _, i in ranked]
    chosen = neighbours[named_after[0][1]] if named_after else None
    said_at = [at for at, i in named_after if not _keys_alone(neighbours[i][0])]
    chosen = _bridge_to_head(schema, rest, neighbours, said_at) or chosen
    done = _time_named(subject.table, rest) if chosen is None else None
    if done in _event_times(subject.table) and not set(_event_words(str(done))) & (CREATION_VERBS | {"first"}):
        # "accounts never used to log in": the time they last did it is empty (last_login_at), as they record it
        spec.filters.append((subject.table.name, done, "open", ""))
        spec.notes.append(f"{subject.table.name}.{done} is empty")
        return
    said_by_value = any(  # "bills that haven't been paid": a status other than paid, not bills with no payment
        re.search(rf"\b{re.escape(_spaced(value.lower()))}\b", rest)
        for column in subject.table.columns for value in column.samples if len(value) >= 3
    )  # fmt: skip
    if chosen is None and not said_by_value and _open_end(subject.table, lowered) is None:
        # "promo codes that have never been used", "artists never booked": the act is not named by a table's
        # name; the rows that record it point at the subject: the one such table, or the one the verb means
        # not a table of keys alone the words before the negation name ("hosts in the Oracle group that have never
        # had a problem": hosts_groups says which group, not what never happened)
        head = lowered[: negated.start()]
        pointing = [
            n for n in neighbours if any(k.references_table == subject.table.name for k in n[0].foreign_keys)
            and not (_keys_alone(n[0]) and _names_apart(head, n[0], subject.table))
        ]  # fmt: skip
        acted = _acted_in(rest, schema, subject.table)
        named = [n for n in pointing if _names_table(head, n[0])]
        chosen = next((n for n in pointing if acted is not None and n[0].name == acted.name), None)
        chosen = named[0] if len(named) == 1 and chosen is None else chosen
        chosen = chosen or (pointing[0] if len(pointing) == 1 else None)
        if chosen is None and pointing and negated.re is _EMPTY:  # "empty albums": with none of what fills them,
            chosen = max(pointing, key=lambda n: n[0].row_estimate or 0)  # the most rows (assets, not members)
        if chosen is None:  # said, not silently dropped
            spec.notes.append(f"not understood: no table records what {rest.strip(' ?.!')!r} says never happened")
    if chosen is not None:
        other, here, there = chosen
        pending = _pending(other, lowered[: negated.start()], rest)
        if pending is not None:  # "a service with an incident nobody has acknowledged": that incident's time empty
            spec.joins.append((subject.table.name, here, other.name, there))
            spec.filters.append((other.name, pending, "open", ""))
            spec.notes.append(f"{subject.table.name} with a {other.name} whose {pending} is empty")
            return
        spec.anti_join = (subject.table.name, here, other.name, there)
        spec.notes.append(f"{subject.table.name} with no {other.name}")
        if spec.measure != "count":
            spec.measure = "rows"


def _bridge_to_head(
    schema: SourceSchema, rest: str, neighbours: list[tuple[TableInfo, str, str]], said_at: list[float]
) -> tuple[TableInfo, str, str] | None:
    """ "Checks not hooked up to any notification channel": the channel, the head of the phrase after the
    negation (its last noun), is no neighbour; the table of keys alone between it and the subject
    (api_channel_checks) says which are hooked up, not the notifications a word before it names."""
    near = {n[0].name for n in neighbours}
    far = [
        (at, table) for table in schema.tables if table.name not in near and (at := _named_at(rest, table)) is not None
    ]
    if not far:
        return None
    at, head = max(far, key=lambda found: found[0])
    if any(other >= at for other in said_at):
        return None
    return next(
        (
            n
            for n in neighbours
            if _keys_alone(n[0]) and any(k.references_table == head.name for k in n[0].foreign_keys)
        ),
        None,
    )


def _nobody_column(table: TableInfo, negated: re.Match[str]) -> str | None:
    """ "Issues that nobody is assigned to", "tickets no one owns": the rows' own reference to a person or thing,
    named by the verb after "nobody", left empty."""
    if not re.match(r"(?:(?:has|have|had)\s+)?(?:nobody|no one)\b", negated.group(0)):
        return None
    verb = next((w for w in words(negated["rest"]) if w not in STOP and w not in _AUXILIARIES), "")
    named = (c for c in table.columns if c.nullable and not c.primary_key)
    return next((c.name for c in named if any(similar(verb, w) for w in words(c.name))), None) if verb else None


_AUXILIARIES = frozenset({"one", "has", "have", "had", "is", "are", "was", "were", "been", "being", "got", "ever"})


_EMPTY = re.compile(r"\b(?:completely\s+|totally\s+|entirely\s+)?empty\b(?P<rest>)", re.IGNORECASE)


def _emptied(table: TableInfo, lowered: str) -> re.Match[str] | None:
    """ "Which racks are completely empty": rows nothing points at, unless the rows say so themselves (a unit's
    status 'vacant')."""
    said = {stem(w) for w in SYNONYMS["empty"]}
    if any(stem(v.lower()) in said for column in table.columns for v in column.samples):
        return None
    return _EMPTY.search(lowered)


def _pending(other: TableInfo, head: str, rest: str) -> str | None:
    """ "Which service has an incident that nobody has acknowledged": the neighbour is named before the negation and
    the negated verb names its nullable time; that column (empty), else None (an anti-join)."""
    if not _names_table(head, other):
        return None
    named = _time_named(other, rest)
    column = other.column(named) if named is not None else None
    if column is None or not column.nullable or set(_event_words(column.name)) & set(_CREATION):
        return None
    return column.name


# "P1 incidents", "priority 2", "sev-3 alerts": a level held as a number in a column of that name.
_RANK_NAMED = re.compile(r"\b(?:(?P<p>p|priority[\s-]*|prio[\s-]*)|(?P<s>sev|severity[\s-]*|sev-))(?P<n>[0-9])\b", re.I)
RANK_COLUMNS = {"p": ("priority", "prio"), "s": ("severity", "sev")}


def _ranks_named(spec: Spec, question: str) -> None:
    for match in _RANK_NAMED.finditer(question):
        names = RANK_COLUMNS["p" if match["p"] else "s"]
        column = next((c for c in spec.table.columns if set(words(c.name)) & set(names)), None)
        if column is not None and not any(f[1] == column.name for f in spec.filters):
            spec.filters.append((spec.table.name, column.name, "=", match["n"]))


_PAST_DATE = re.compile(
    r"\b(?:past|passed|beyond|after|missed)\s+(?:their|its|the)\s+(?P<event>[a-z]+)\s+(?:date|day|deadline)\b"
    r"|\b(?P<named>[a-z]+)\s+(?:date|day|deadline)\s+(?:has|have|had)\s+(?:already\s+)?(?:passed|gone by)\b"
    r"|\b(?P<over>overdue|past due)\b",
    re.I,
)


def _past_dates(spec: Spec, schema: SourceSchema, question: str) -> None:
    """ "Invoices past their due date", "whose due date has passed", "overdue": a date column the event names
    (due_date) before today; "overdue" only where no status of that name was matched as a value."""
    match = _PAST_DATE.search(question)
    if match is None or (match["over"] and any(match["over"].lower() in f[3].lower() for f in spec.filters)):
        return
    event = (match["event"] or match["named"] or "due").lower()
    meant = DEADLINES if event in DEADLINES else {event}  # "past their due date": a deadline_unix as well
    for owner in _subject_and_filtered(spec, schema):
        column = next(
            (c for c in owner.time_columns if any(similar(m, w) for m in meant for w in _event_words(c))), None
        )
        if column is not None:
            spec.filters.append((owner.name, column, "past", ""))
            spec.notes.append(f"{owner.name}.{column} before today")
            return


# Rows done after the time they were due by ("late returns", "came in after the deadline"), or by it ("on time",
# "within 15 minutes of schedule"): the row's own time of doing it compared with its deadline, on the row or on
# the row it belongs to (a submission's assignment).
_LATE = re.compile(
    r"\b(?:late|overran|behind schedule|not on[ -]time"
    r"|(?:after|past|missed|beyond)\s+(?:the|its|their)\s+(?:deadline|due (?:date|time)))\b",
    re.I,
)
_ON_TIME = re.compile(
    r"\b(?:on[ -]time|in time|on schedule|(?:before|by|within)\s+(?:the|its|their)\s+(?:deadline|due (?:date|time)))\b",
    re.I,
)
_GRACE = re.compile(r"\bwithin\s+(?P<n>\d+|" + "|".join(NUMBER_WORDS) + r")\s+(?P<unit>minute|hour|day)s?\b", re.I)
DUE_WORDS = frozenset({"due", "deadline", "expiry", "expires", "expiration", "promised", "expected", "scheduled",
                       "planned", "target", "sla"})  # fmt: skip
# How a column's name says it holds a plain date, not an instant (DueOn, due_date, DUE_DT): a deadline on a date
# is met all that day.
DATE_NAMES = frozenset({"date", "on", "dt", "day"})


def _late(spec: Spec, schema: SourceSchema, question: str) -> None:
    late, on_time = _LATE.search(question), _ON_TIME.search(question)
    if not (late or on_time) or spec.anti_join is not None:
        return
    pair = _deadline_pair(spec, schema, question)
    if pair is None:
        spec.notes.append("not understood: late or on time, but against which deadline")
        return
    done, owner, deadline = pair
    events = "|".join(re.escape(w) for w in _event_words(done) if len(w) >= 4)
    not_done = bool(events) and re.search(rf"{_FLAG_NEGATION}(?:{events})\b", question, re.I)
    still_open = any(f[2] == "open" for f in spec.filters) or _open_end(spec.table, question) is not None
    if still_open or not_done:  # "late and still not received", "unresolved and past their due date", "past their due
        if not any(f[2] == "past" for f in spec.filters):  # date without being closed": open past the deadline
            spec.filters.append((owner.name, deadline, "past", ""))
        return
    if owner is not spec.table and _join_to(spec, schema, owner) is None:
        return
    grace = _GRACE.search(question)
    seconds = 0
    if grace is not None:
        n = grace["n"].lower()
        seconds = (NUMBER_WORDS[n] if n in NUMBER_WORDS else int(n)) * dict(_DURATION_UNITS)[grace["unit"].lower()]
    column = owner.column(deadline)
    plain_date = (
        bool(set(words(deadline)) & DATE_NAMES) and column is not None and not column.time_encoding.startswith("epoch")
        and not re.search(r"time|stamp", column.type, re.I)
    )  # fmt: skip
    spec.against[(spec.table.name, done)] = (owner.name, seconds, plain_date)
    spec.filters.append((spec.table.name, done, "set", ""))  # a row not done yet is neither late nor on time
    spec.filters.append((spec.table.name, done, "after" if late else "by", deadline))
    spec.notes.append(f"{spec.table.name}.{done} {'after' if late else 'by'} {owner.name}.{deadline}")


def _deadline_pair(spec: Spec, schema: SourceSchema, question: str) -> tuple[str, TableInfo, str] | None:
    """(the subject's time of doing it, the table holding its deadline, the deadline): the row's own deadline,
    else that of the row it belongs to; of several, the pair whose names share the event (ActualArrival,
    ScheduledArrival), whose done time the question's verb names (returned, delivered), or that ends a row."""
    subject = spec.table
    asked = [w for w in words(question) if w not in STOP]
    for owner in [subject, *(other for other, _ in _outward(schema, subject))]:
        deadlines = [c for c in owner.time_columns if set(_event_words(c)) & DUE_WORDS]
        candidates = [c for c in subject.time_columns if c not in deadlines and not set(_event_words(c)) & DUE_WORDS]
        if not deadlines or not candidates:
            continue
        _, done, deadline = max((_deadline_fit(d, due, asked), d, due) for d in candidates for due in deadlines)
        return done, owner, deadline
    return None


def _deadline_fit(done: str, deadline: str, asked: list[str]) -> float:
    """How well a done time goes with a deadline: their names share the event, the question names it, it ends a
    row, or it is the row's last change; a deadline of something the question does not say fits less (Moodle's
    gradingduedate beside duedate, when asked about late submissions)."""
    events = set(_event_words(done))
    shared = events & set(_event_words(deadline)) - DUE_WORDS
    named = any(similar(w, a) for w in events for a in asked)
    unsaid = set(_event_words(deadline)) - DUE_WORDS - events - {w for w in asked if w in _event_words(deadline)}
    fit = 3 * len(shared) + 2 * named + bool(events & END_EVENTS) + 0.5 * bool(events & BOOKKEEPING)
    return fit - 0.5 * len(unsaid)


# Units a number before them counts in that are times, not amounts a column holds: durations are read elsewhere.
_TIME_NOUNS = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "time"})


def _thresholds(spec: Spec, schema: SourceSchema, question: str) -> None:
    """ "Orders over 100 euros", "rooms with more than 4 beds", "reassigned five or more times": a number compared
    with a numeric column of the subject the noun (or, for "times", the verb before the number) names; a count
    of another table's rows ("more than 4 incidents") is a HAVING, not this."""
    for match in [*_HAVING.finditer(question), *_LEVEL_OR_BEYOND.finditer(question)]:
        op = (match["op"] or match["more"] or "").lower()
        noun = stem(match["noun"].lower())
        if not op or _names_rows(noun, schema) or (noun in _TIME_NOUNS and noun != "time"):
            continue
        before = words(question[: match.start()])
        phrase = before[-1] if noun == "time" and before else noun  # "reassigned five or more times"
        column = _best_column(spec.table, phrase, numeric=True, keys=False)
        if column is None or column.name in spec.table.time_columns:
            continue
        n = match["n"].lower()
        value = NUMBER_WORDS[n] if n in NUMBER_WORDS else int(n)
        if set(words(column.name)) & CENTS and not CENTS & {noun}:  # "over 100 euros" of amount_cents
            value *= 100
        spec.filters.append((spec.table.name, column.name, HAVING_OPS[op], str(value)))


# "a two-bedroom", "5-star hotels", "a 4-door car": a number joined to the noun of a numeric column, its value
_SIZED = re.compile(rf"\b(?P<n>\d+|{'|'.join(NUMBER_WORDS)})-(?P<noun>[a-z]+)\b", re.IGNORECASE)


def _sized(spec: Spec, schema: SourceSchema, question: str) -> None:
    """ "The average rent for a two-bedroom": units.bedrooms = 2, on the subject or a table one key away."""
    for match in _SIZED.finditer(question):
        noun = stem(match["noun"].lower())
        if noun in _TIME_NOUNS or noun in NUMBER_WORDS:
            continue  # "a 30-day window", "a twenty-one"
        for owner in [spec.table] + [other for other, _, _ in _neighbours(schema, spec.table)]:
            column = _best_column(owner, noun, numeric=True, keys=False)
            if column is None or column.name in owner.time_columns:
                continue
            if owner is spec.table or _join_to(spec, schema, owner) is not None:
                n = match["n"].lower()
                spec.filters.append((owner.name, column.name, "=", str(NUMBER_WORDS.get(n) or int(n))))
            break


def _names_rows(noun: str, schema: SourceSchema) -> bool:
    """Whether a noun names a table's rows (what a HAVING counts)."""
    naming = _naming_words(schema)
    return any(similar(asked, name) for asked in expanded({noun}) for name in naming)


def _nothing_on_the_missing(spec: Spec) -> None:
    """ "candidates who never applied": no filter (stage 'Applied'), nor join, on the rows that must not exist."""
    if spec.anti_join is None:
        return
    missing = {spec.anti_join[2]}
    for owner, _, other, _ in spec.joins:  # and what is reached only through them
        if owner in missing:
            missing.add(other)
    missing.discard(spec.table.name)
    spec.filters = [f for f in spec.filters if f[0] not in missing]
    spec.joins = [j for j in spec.joins if j[0] not in missing and j[2] not in missing]


_STILL_OPEN = re.compile(
    r"\b(?:still|yet|right now|currently|at the moment|as of now|outstanding|ongoing|unresolved|open|pending|"
    r"waiting|in progress|unpaid|unfinished|not (?:yet |been )*\w+ed)\b",
    re.IGNORECASE,
)
# What a row's closing time is called: the event that ends it, or the end of its validity.
END_EVENTS = frozenset({"end", "ended", "closed", "resolved", "restored", "processed", "completed", "finished",
                        "finish", "close", "complete", "stop", "stopped",
                        "returned", "paid", "settled", "cleared", "fixed", "done", "answered", "fulfilled", "to",
                        "until", "expired", "left", "departed", "checkout", "out", "off",
                        "resolution", "completion", "closure"})  # fmt: skip


# Times a row is due by, not closed at: a due date left empty does not keep an invoice open.
DEADLINES = frozenset({"due", "deadline", "expiry", "expires", "expiration"})


def _open_end(table: TableInfo, question: str) -> str | None:
    """ "Power cuts still going on", "refunds still waiting to be processed", "meters offline right now": rows
    not closed yet, whose closing time is still empty. The nullable time column the question names by its event,
    else the one whose event closes a row (restored, processed, valid to); None when the question does not ask
    about rows still open, or ``table`` keeps no such time."""
    # (a time of the latest of many events, last_processed, closes nothing)
    closing = [
        name for name in table.time_columns
        if (column := table.column(name)) is not None and column.nullable
        and not set(_event_words(name)) & (set(_CREATION) | DEADLINES) and "last" not in words(name)
    ]  # fmt: skip
    named = _time_named(table, question)
    events = "|".join(re.escape(w) for w in _event_words(named) if len(w) >= 3) if named in closing else ""
    if events and re.search(rf"{_FLAG_NEGATION}\w*(?:{events})", question, re.I):
        return named  # "users who never confirmed their e-mail": the event said as not done, confirmed_at empty
    values = {value.lower() for column in table.columns for value in column.samples}
    if not any(cue[0].lower() not in values for cue in _STILL_OPEN.finditer(question)):
        return None  # "excluding the open ones" names a status the table holds: a value, not open rows
    if named in closing:
        pending = re.search(
            rf"{_FLAG_NEGATION}\w*(?:{events})|(?:{events})\w*\s+yet\b|\b(?:waiting|yet|still|left|due)\s+to\s+be\b",
            question,
            re.I,
        )
        # "laptops checked out at the moment": the event said as done, so the rows are not those still waiting for it
        return named if pending or not events else None
    return next((name for name in closing if set(_event_words(name)) & END_EVENTS), None)


# A row in force now lies between its start and its end ("who is on call right now": the shift that has started
# and not ended); rows whose end is still empty are open rows, read by _open_rows.
_NOW_ASKED = re.compile(r"\b(?:right now|currently|at the moment|at present|now)\b", re.I)
STARTS = frozenset({"start", "starts", "started", "begin", "begins", "from", "effective", "eff", "valid"})
ENDS = frozenset({"end", "ends", "ended", "until", "to", "expires", "expiry", "exp", "thru", "through"})


def _current(spec: Spec, question: str) -> None:
    if not _NOW_ASKED.search(question) or spec.anti_join is not None or any(f[2] == "open" for f in spec.filters):
        return
    table = spec.table
    if any(f[0] == table.name and f[2] == "=" for f in spec.filters):
        return  # "bills overdue at the moment": a status says what holds now
    instants = [c for c in table.time_columns if not set(words(c)) & DATE_NAMES]  # a billing period's dates: no
    start = next((c for c in instants if set(_event_words(c)) & STARTS), None)
    end = next((c for c in instants if set(_event_words(c)) & ENDS), None)
    if start is None or end is None or start == end:
        # "services in maintenance at the moment": the end of the state the question names (maintenance_expires_at)
        # still ahead
        said = {stem(w) for w in words(question)} - STOP
        closes = ENDS | EXPIRY_WORDS
        ending = next((c for c in instants if set(_event_words(c)) & closes
                       and {stem(w) for w in _event_words(c) if w not in closes} & said), None)  # fmt: skip
        if ending is not None:
            spec.filters.append((table.name, ending, "not_over", ""))
            spec.notes.append(f"in force now: {table.name}.{ending} has not passed")
        return
    spec.filters += [(table.name, start, "begun", ""), (table.name, end, "not_over", "")]
    spec.notes.append(f"in force now: {table.name}.{start} has passed and {table.name}.{end} has not")


# Rows still good ("share links still active", "valid API keys"): those whose expiry has not come, or that have none.
_STILL_VALID = re.compile(  # not a degree of it ("our most active editor")
    r"\b(?<!most )(?<!more )(?<!least )(?<!less )"
    r"(?:active|valid|unexpired|usable|in force|not (?:yet )?expired|(?:can|could) still be \w+"
    r"|still (?:work|works|working|good))\b",
    re.I,
)
EXPIRY_WORDS = frozenset({"expiry", "expires", "expiration", "expire", "expired"})


def _unexpired(spec: Spec, question: str) -> None:
    """The subject's rows still good, when the question asks for them and its table keeps an expiry."""
    cue = _STILL_VALID.search(question)
    table = spec.table
    if cue is None or any(similar(cue[0].lower(), w) for c in table.columns for w in words(c.name)):
        return  # an is_active flag or a valid column says it itself
    if any(f[0] == table.name and str(f[3]).lower() == cue[0].lower() for f in spec.filters):
        return  # status = 'active' says it
    expiry = next((c for c in table.time_columns if set(_event_words(c)) & EXPIRY_WORDS), None)
    column = table.column(expiry) if expiry is not None else None
    if column is None or any(f[0] == table.name and f[1] == column.name for f in spec.filters):
        return
    spec.filters.append((table.name, column.name, "unexpired" if column.nullable else "not_over", ""))
    spec.notes.append(f"not expired: {table.name}.{column.name} is empty or still ahead")
    # "keys that still work": switched on as well as unexpired, when the table keeps whether they are
    switched = next((c for c in table.columns if words(c.name)[-1:] in (["active"], ["enabled"])
                     and _is_flag(c, table, strict=False)), None)  # fmt: skip
    if switched is not None and not any(f[0] == table.name and f[1] == switched.name for f in spec.filters):
        spec.filters.append((table.name, switched.name, "flag", ""))


# What a soft delete is kept as: the time a row was deleted (Discourse's and Rails' deleted_at, Mattermost's
# DeleteAt) or a flag (is_deleted); and the words that ask about deleted rows after all.
DELETION_WORDS = frozenset({"deleted", "delete", "removed", "trashed"})
_DELETION_ASKED = re.compile(r"\b(?:delet|remov|trash|purg|erase)\w*", re.I)


_NOT_DELETED = re.compile(r"\b(?:not|n't|never)\s+(?:been\s+|yet\s+|in\s+the\s+)?(?:delet|remov|trash|purg)", re.I)
# The test of a deletion time or flag: rows not deleted, and rows deleted ("in the trash", "deleted documents")
DELETION_TESTS = {False: {"time": "open", "flag": "unflag"}, True: {"time": "set", "flag": "flag"}}


def _not_deleted(spec: Spec, question: str) -> None:
    """Rows soft-deleted are gone to whoever asks: the subject's deletion time empty, or its deletion flag unset;
    when the question asks about deletions ("in the trash"), the rows deleted."""
    deleted = _DELETION_ASKED.search(question) is not None and _NOT_DELETED.search(question) is None
    table = spec.table
    for column in table.columns:
        parts = set(words(column.name))
        if not parts & DELETION_WORDS or not parts <= DELETION_WORDS | {"at", "is", "time", "date", "on", "ts"}:
            continue
        if column.name in table.time_columns and column.nullable:
            spec.filters.append((table.name, column.name, DELETION_TESTS[deleted]["time"], ""))
        elif _is_flag(column, table, strict=False):
            spec.filters.append((table.name, column.name, DELETION_TESTS[deleted]["flag"], ""))
        else:
            continue
        spec.notes.append(f"{'deleted' if deleted else 'not deleted'}: {table.name}.{column.name}")
        return


DRAFT_WORDS = frozenset({"draft", "drafts"})
_DRAFT_ASKED = re.compile(r"\bdraft", re.I)


def _not_draft(spec: Spec, question: str) -> None:
    """A draft is not yet there to whoever asks ("pages in our documentation", "new pages written"): the subject's
    draft flag unset, unless the question asks about drafts or already tests the flag."""
    table = spec.table
    column = next((c for c in table.columns if set(words(c.name)) & DRAFT_WORDS
                   and set(words(c.name)) <= DRAFT_WORDS | {"is"} and _is_flag(c, table, strict=False)),
                  None)  # fmt: skip
    if column is None or _DRAFT_ASKED.search(question) or any(f[:2] == (table.name, column.name) for f in spec.filters):
        return
    spec.filters.append((table.name, column.name, "unflag", ""))
    spec.notes.append(f"not a draft: {table.name}.{column.name}")


# The last word of a column's name that says which kind of row each is, where a table keeps several.
KIND_NAMES = frozenset({"type", "kind"})


def _own_kind(spec: Spec, question: str) -> None:
    """A table that keeps several kinds of rows, one of them its own, means that kind unless another is asked:
    WooCommerce's orders are the 'shop_order' rows, not the 'shop_order_refund' ones; OpenProject's users the
    'User' rows, not the groups or the 'PlaceholderUser' ones. The kind whose words are the table's own noun's and
    every other such kind's too, when another kind extends it."""
    table = spec.table
    noun = stem(name_words(table)[-1]) if name_words(table) else ""
    asked = {stem(w) for w in words(question.lower())}
    for column in table.columns:
        if not words(column.name) or words(column.name)[-1] not in KIND_NAMES or is_key(column, table):
            continue
        if any(f[:2] == (table.name, column.name) for f in spec.filters) or len(column.samples) < 2:
            continue
        kinds = {v: {stem(w) for w in words(v)} for v in column.samples}
        own = [v for v, said in kinds.items() if noun in said]
        roots = [v for v in own if all(kinds[v] <= kinds[other] for other in own)]
        # some kind extends it (a refund of an order, a placeholder user): not kinds alike (repair, upgrade)
        extended = len(roots) == 1 and any(kinds[v] > kinds[roots[0]] for v in own)
        others = {w for v in column.samples if v not in roots for w in kinds[v]} - (kinds[roots[0]] if roots else set())
        if extended and not others & asked:
            spec.filters.append((table.name, column.name, "=", roots[0]))
            spec.notes.append(f"{table.name} of their own kind: {column.name} {roots[0]!r}")
            return


# Words of an effective date's name: the day a history row takes effect (PeopleSoft's EFFDT, valid_from, BEGDA).
EFFECTIVE_WORDS = ("eff", "valid_from", "validfrom", "begda", "as_of", "asof")


def _effective_dated(table: TableInfo) -> tuple[str, str] | None:
    """A history of rows per key, each in effect from its date: (the date, the key), when the table's composite
    primary key holds a date named as the day a row takes effect and a key to another table (PS_JOB's EFFDT and
    EMPLID)."""
    if len(table.primary_key) < 2:
        return None
    dated = next(
        (c for c in table.primary_key if c in table.time_columns and any(w in c.lower() for w in EFFECTIVE_WORDS)),
        None,
    )
    keyed = {c for key in table.foreign_keys for c in key.columns}
    key = next((c for c in table.primary_key if c in keyed), None)
    return (dated, key) if dated is not None and key is not None else None


def _in_effect(spec: Spec, schema: SourceSchema) -> None:
    """ "Employees on leave right now", "active hourly employees": of an effective-dated history, each key's row in
    effect today, unless the question windows the history itself ("terminations over the past 90 days")."""
    for table in _subject_and_filtered(spec, schema):
        dated = _effective_dated(table)
        windowed = spec.time_column is not None and (spec.time_table or spec.table.name) == table.name
        if dated is None or windowed or any(f[2] == "current" and f[0] == table.name for f in spec.filters):
            continue
        spec.filters.append((table.name, dated[0], "current", dated[1]))
        spec.notes.append(f"in effect today: each {dated[1]}'s latest {table.name} row by {dated[0]}")


def _kinds_joined(spec: Spec, schema: SourceSchema) -> None:
    """A join or an anti-join along a polymorphic key holds only on the rows of the kind it refers to: the comments
    on pages (entity_type 'page'), not those on books that share the id."""
    pairs = [*spec.joins, *([spec.anti_join] if spec.anti_join else [])]
    for owner, here, other, there in pairs:
        for table, column, target in ((owner, here, other), (other, there, owner)):
            info = schema.table(table)
            key = next((k for k in info.foreign_keys if k.kind_column and k.columns == [column]
                        and k.references_table == target), None) if info else None  # fmt: skip
            test = (table, key.kind_column, "=", key.kind_value) if key else None
            if test is not None and test not in spec.filters:
                spec.filters.append(test)


def _subject_and_filtered(spec: Spec, schema: SourceSchema) -> list[TableInfo]:
    """The subject, then each table a filter joined, in the order the filters name them."""
    named = dict.fromkeys(f[0] for f in spec.filters if f[0] != spec.table.name)
    return [spec.table, *(t for name in named if (t := schema.table(name)) is not None)]


def _open_rows(spec: Spec, schema: SourceSchema, question: str) -> None:
    """Rows still open: their closing time is empty; a duration up to it is measured up to now when its span is
    asked ("the longest any loan has been out"), else the rows are counted or listed."""
    if spec.anti_join is not None:
        return
    # the subject's rows, else those of a table a filter joined ("meters that are faulty right now": the status
    # rows saying so are the ones still valid)
    owners = _subject_and_filtered(spec, schema)
    end, owner = next(((e, t) for t in owners if (e := _open_end(t, question)) is not None), (None, spec.table))
    if end is None or (owner.name, end, "open", "") in spec.filters:
        return
    spec.filters.append((owner.name, end, "open", ""))
    spec.notes.append(f"still open: {owner.name}.{end} is empty")
    _state_said_once(spec, owner)
    if owner is spec.table and spec.duration is not None and end in spec.duration[:2]:
        if (
            spec.measure in ("max", "min", "avg")
            and not _HOW_MANY.search(question)
            and not _ASKS_FOR_ROWS.search(question)
        ):
            # "the longest any item still out on loan has been gone": the span so far, up to now ("")
            start = spec.duration[0] if spec.duration[1] == end else spec.duration[1]
            spec.duration = (start, "", spec.duration[2])
            spec.notes.append(f"measured from {start} up to now")
            return
        spec.duration = None
        spec.measure = "count" if _HOW_MANY.search(question) else "rows"


# What says a row is open, as an adjective ("cases still open", "the open pipeline"), not the verb ("open a ticket").
_OPEN_SAID = re.compile(r"\b(?:open|unresolved)\b(?!\s+(?:a|an|the|up|one|any|their|its)\b)", re.I)
# The words of the states that end a row's life: it is no longer open in any of them.
ENDING_STATES = frozenset({"closed", "resolved", "done", "completed", "complete", "finished", "cancelled", "canceled",
                           "rejected", "duplicate", "won", "lost", "dead", "converted", "archived", "declined",
                           "abandoned", "invalid", "wontfix", "merged", "deleted", "refunded", "failed",
                           "expired"})  # fmt: skip


def _open_by_state(spec: Spec, schema: SourceSchema, question: str) -> None:
    """ "Cases still open", "our open pipeline": the rows in none of the states that end one (Closed, Rejected,
    Duplicate; Closed Won and Closed Lost), when the subject or its status row keeps such a state and no closing
    time, flag or value already said which rows are open."""
    if spec.anti_join is not None or not _OPEN_SAID.search(question):
        return
    owners = [spec.table, *_status_tables(schema, spec.table)]
    names = {t.name for t in owners}
    said = {"open", *ENDING_STATES}
    if any(
        f[2] == "open" or (f[0] in names and _is_state(f[1])) or set(words(f[3].lower())) & said
        or (f[2] in ("flag", "unflag") and set(words(f[1])) & said)
        for f in spec.filters
    ):  # fmt: skip
        return
    for owner in owners:
        states = [c for c in owner.columns if _is_state(c.name) and not is_key(c, owner)]
        if owner is not spec.table and (label := label_column(owner)) is not None:
            states.append(label)  # a status row named only: New, Closed
        for column in states:
            ending = [v for v in column.samples if set(words(v.lower())) & ENDING_STATES]
            if ending and len(ending) < len(column.samples) and (owner is spec.table or _join_to(spec, schema, owner)):
                spec.filters += [(owner.name, column.name, "!=", v) for v in ending]
                spec.notes.append(f"still open: {owner.name}.{column.name} is none of {', '.join(ending)}")
                return


def _state_said_once(spec: Spec, owner: TableInfo) -> None:
    """ "Open issues" read as issues still open: the word is not also a value of a table they point at (a release's
    status 'open'), whose join would drop the issues with no release."""
    said = [
        f
        for f in spec.filters
        if f[0] not in (owner.name, spec.table.name) and f[2] == "=" and _STILL_OPEN.fullmatch(f[3])
    ]
    spec.filters = [f for f in spec.filters if f not in said]
    needed = {f[0] for f in spec.filters} | {t for t, _ in spec.group_by} | {spec.measure_table, spec.time_table}
    for table in {f[0] for f in said} - needed:
        spec.joins = [j for j in spec.joins if table not in (j[0], j[2]) or (j[0] in needed and j[2] in needed)]


def _filters(spec: Spec, schema: SourceSchema, links: list[Link], question: str) -> None:
    """Values the question names: on the subject, or a key or two away (joined: comments → agent → team), or
    through a table keyed to both (hosts in a group)."""
    lowered = question.lower()
    subject = links[0]
    # a value two unrelated tables hold alike ("support": a product family and a department), neither of them the
    # subject, is not taken as meaning one of them ("support cases" are the cases); a doctor's specialty and the
    # department it belongs to, one key apart, say the same thing
    holders: dict[str, list[TableInfo]] = {}
    for found in links[1:]:
        for value in {_spoken(found.table, v) for v in found.values}:
            holders.setdefault(value, []).append(found.table)
    held_here = {_spoken(subject.table, v) for v in subject.values}
    own = {stem(w) for w in words(lowered)} - STOP
    unrelated = {
        value for value, tables in holders.items() if value not in held_here
        and any(not _keyed(a, b) for a, b in itertools.combinations(tables, 2))
    }  # fmt: skip
    # unless one of them is the subject's status, said as written: "user stories in Ready for test" are in their
    # own status 'Ready for test', not in the tasks' or the issues' status of that name (not "bugs closed in the
    # last 30 days", the event of a time, nor "tickets our customers opened", the act)
    statuses = {t.name for t in _status_tables(schema, subject.table)}
    timed = set(_event_words(_time_named(subject.table, question) or ""))
    own_status = {
        value for value, tables in holders.items() if sum(t.name in statuses for t in tables) == 1
        and re.search(rf"(?<!\w){re.escape(value)}(?!\w)", lowered) and not set(words(value)) & timed
    }  # fmt: skip
    # a value whose words another table's value holds with more, as the question says it ("access switches": the
    # role 'Access Switch', not also the interfaces' mode 'access')
    named = [(found.table.name, v) for found in links for v in found.values if v[2] == "="]
    longer = {
        (table, value) for table, value in named
        if any(other_table != table and set(words(value[1])) < set(words(other[1]))
               and _value_named(other[1], lowered, own) for other_table, other in named)
    }  # fmt: skip
    # a word said once names one value, the subject's: "vehicles online" is the devices' status 'online', not also
    # their 'deviceOnline' events; "dropped offline most often" the events, not also the devices' status
    naming = _naming_words(schema)
    said_in_full = [  # not 'app-manager' for "a project manager": 'project-manager' says more of it
        v for v in subject.values if v[2] == "=" and {stem(w) for w in words(v[1])} <= own | naming
    ]
    subject_words = {stem(w) for v in said_in_full for w in words(v[1])}
    echoed = {
        (found.table.name, v) for found in links[1:] for v in found.values
        if v[2] == "=" and found.table.name != subject.table.name and subject_words
        and {stem(w) for w in words(v[1])} <= subject_words | naming
        and {stem(w) for w in words(v[1])} & subject_words
    }  # fmt: skip
    for found in links:
        if not found.values:
            continue
        values = [v for v in found.values if (found.table.name, v) not in longer | echoed]
        if found is not subject and _state_of_another(schema, subject.table, found.table, question):
            # "work packages still open": their status, not their version's
            values = [v for v in values if not (_is_state(v[0]) and _STILL_OPEN.fullmatch(v[1]))]
        ambiguous = [
            v for v in values if found is not subject and (spoken := _spoken(found.table, v)) in unrelated
            and not (spoken in own_status and found.table.name in statuses)
        ]  # fmt: skip
        said = [f"not understood: {held[1]!r} is held by several tables" for held in ambiguous]
        spec.notes += [note for note in dict.fromkeys(said) if note not in spec.notes]
        # 'ACKNOWLEDGED' when the incidents' acknowledgedAt must be empty: the event asked about, not a filter
        pending = [w for f in spec.filters if f[0] == found.table.name and f[2] == "open" for w in _event_words(f[1])]
        fresh = [
            v for v in values if not any(f[2:] == (v[2], v[1]) for f in spec.filters) and v not in ambiguous
            and not any(similar(said, w) for said in words(v[1]) for w in pending)
            and (found is subject or not _by_synonym_only(v[1], lowered, own))  # "collect": the payment's 'captured'
            # "resolved incidents": the incident's state; the problem it points at has a Resolved state of its own
            and (found is subject or _spoken(found.table, v) not in held_here or not _coded(found.table, v))
        ]  # fmt: skip
        if fresh and found.table.name != subject.table.name and _join_to(spec, schema, found.table) is None:
            # through a table keyed to both, only a name the question gives as one ("the Linux servers group",
            # "our Enterprise customers"): a word of a measure or an act is no value there ("time to resolution")
            fresh = [v for v in fresh if _named_mid_sentence(v[1], question)]
            if fresh and not _bridge_to(spec, schema, found.table):
                continue
        if not fresh:
            continue
        for column, value, op in sorted(fresh, key=lambda v: _position(lowered, v[1])):
            indicator = _indicator(found.table, value) if op == "=" else None
            if indicator is not None:  # 'OPEN' of a status lookup that keeps OPEN_IND: the flag says which are open
                spec.filters.append((found.table.name, *indicator))
                continue
            spec.filters.append((found.table.name, column, op, value))  # a value two tables hold: the nearest


# The last word of a column's name that says what state a row is in (status, status_id).
STATE_NAMES = frozenset({"status", "state", "stage", "phase"})


def _is_state(name: str) -> bool:
    """Whether a column's or a table's name says it holds states (status_id, ticket_states, issue_statuses)."""
    parts = [p for p in words(name) if p != "id"]
    return bool(parts) and (parts[-1] in STATE_NAMES or stem(parts[-1]) in STATE_NAMES)


def _status_tables(schema: SourceSchema, table: TableInfo) -> list[TableInfo]:
    """The tables ``table``'s state keys point at (work_packages.status_id: statuses)."""
    return [target for target, key in _outward(schema, table) if _is_state(key.columns[0])]


def _state_of_another(schema: SourceSchema, subject: TableInfo, other: TableInfo, question: str) -> bool:
    """Whether a state ``other`` keeps is not the one a question about ``subject`` means: the subject keeps a state
    of its own (a status, or a key to one), ``other`` is not that status and the question does not name it ("work
    packages still open" are those whose status is open, not those of an open version)."""
    own = any(_is_state(column.name) for column in subject.columns)
    theirs = other.name in {t.name for t in _status_tables(schema, subject)}
    return own and not theirs and not _names_table(question, other)


def _spoken(table: TableInfo, value: tuple[str, str, str]) -> str:
    """A linked value as the question says it: its code's label, else itself (lower case)."""
    column = table.column(value[0])
    return (column.labels.get(value[1], value[1]) if column is not None else value[1]).lower()


def _coded(table: TableInfo, value: tuple[str, str, str]) -> bool:
    """Whether a linked value is a code a table of codes explains."""
    column = table.column(value[0])
    return column is not None and value[1] in column.labels


# The values of a yes/no indicator column, the yes first: legacy schemas keep flags as text (ACTV_IND 'Y'/'N').
YES_NO = (("Y", "N"), ("T", "F"), ("yes", "no"), ("true", "false"))


def _indicator(table: TableInfo, value: str) -> tuple[str, str, str] | None:
    """The test of a yes/no indicator column the value's words name (OPEN_IND for 'OPEN', IN_FORCE_IND for 'IN
    FORCE'): where a lookup keeps one, it defines the state (reopened and pending claims are open too)."""
    named = {stem(w) for w in words(value)} - STOP
    for column in table.columns:
        held = set(column.samples)
        pair = next((pair for pair in YES_NO if held and held <= set(pair)), None)
        if pair is not None and named and named <= {stem(w) for w in words(column.name)}:
            return column.name, "=", pair[0]
    return None


def _keyed(a: TableInfo, b: TableInfo) -> bool:
    """Whether one of two tables has a key to the other."""
    return any(k.references_table == b.name for k in a.foreign_keys) or any(
        k.references_table == a.name for k in b.foreign_keys
    )


def _position(lowered: str, value: str) -> int:
    """Where the question names a value (pull_request as "pull-request"); a value named otherwise (SUCCESS for
    "passed") counts as named last."""
    found = _spaced(lowered).find(_spaced(value.lower()))
    return found if found >= 0 else len(lowered)


def _ranking(spec: Spec, schema: SourceSchema, question: str, grouped: bool = False) -> None:
    """Groups: "by X", "per X", and "which X … the most" (or, ``grouped``, "which X had more than N …");
    rankings and their N."""
    subject = spec.table
    asks_entity = grouped or _RANKING.search(question) or _LOWEST.search(question)
    listing = not asks_entity and spec.measure == "rows" and _ASKS_FOR_ROWS.search(question)
    entity = _entity(question, schema, subject) if asks_entity or listing else None
    if listing and (entity is None or entity[1] is not None or entity[0].name == subject.name):
        entity = None  # "which VIP requesters have an unresolved ticket": only another table's rows are grouped
    groups: list[str] = [
        " ".join(g[1].split()[:3]) for g in _GROUP.finditer(question)
        if not re.match(r"(?:number|count|amount|how|the number|total|sum|average|mean)\b", g[1].strip(), re.IGNORECASE)
        and not (entity is not None and g[0].lower().startswith("each"))  # "the category each product is filed under"
        and not _AGENT_BY.search(question[: g.start(1)])  # "notice given by the tenant": who gave it, not a grouping
        and not _RANKED_BY.search(question[: g.start(1)])  # "the top earners by gross pay": what ranks them
        and not (g[0].lower().startswith("by") and stem(words(g[1])[0]) in _value_words(spec))  # "came in by phone"
    ]  # fmt: skip
    if entity is not None:
        owner, column = entity
        if owner.name != subject.name and column is None:
            # "which requester opened the most tickets": the subject is the table that points at the entity
            _group_by_table(spec, schema, owner)
        elif owner.name != subject.name and column is not None:
            _group_by_neighbour_column(spec, schema, owner, column)
        elif column is not None:
            _group_by_column(spec, schema, column.name)
    for phrase in groups:
        column = _best_column(subject, phrase)
        column = column if column is not None and _groupable(column, subject, question) else None
        if column is not None and column.name != spec.measure_column:
            _group_by_column(spec, schema, column.name)
            continue
        for other, _, _ in _neighbours(schema, subject):
            column = _best_column(other, phrase, keys=False)
            if column is not None and _groupable(column, other, question):
                _group_by_neighbour_column(spec, schema, other, column)
                break
            if _names_table(phrase, other):
                _group_by_table(spec, schema, other)
                break
        else:  # "devices from each vendor": the manufacturer of their device type, two keys away
            farther = next((other for other in _two_hops(schema, subject) if _names_table(phrase, other)), None)
            if farther is not None:
                _group_by_table(spec, schema, farther)
    spec.top_n = top_n_of(question)
    spec.lowest_first = bool(_LOWEST.search(question))
    if (spec.group_by and spec.top_n is None and _RANKING.search(question)) or (spec.group_by and spec.lowest_first):
        singular = entity is not None and not _plural_asked(question, *entity)
        spec.top_n = spec.top_n or (1 if singular else 10)


# "given by", "signed by", "written by": the doer of a past act, not a grouping ("grouped by", "broken down by" and
# "sorted by" still group)
_AGENT_BY = re.compile(
    r"\b(?!(?:grouped|sorted|ordered|split|broken|bucketed|averaged|counted)\b)[a-z]+(?:ed|en)\s+by\s*$"
)


# "the three highest earners by gross pay", "rank our buildings by monthly rent": "by" names what ranks the rows
_RANKED_BY = re.compile(
    r"\b(?:top|highest|lowest|biggest|largest|smallest|best|worst|rank|ranked|ranking)\b(?:\s+[\w'-]+){0,4}\s+by\s*$",
    re.IGNORECASE,
)
# "our three highest earners", "the biggest spender": people ranked by the total of what they earn or spend
TOTALLING_PEOPLE = "earner|spender|seller|buyer|payer|contributor|donor|biller|borrower|lender|saver|scorer"
_RANKED_PEOPLE = re.compile(
    r"\b(?:highest|biggest|largest|top|lowest|smallest)\s+(?:\d+\s+|(?:one|two|three|four|five|ten)\s+)?"
    rf"(?:{TOTALLING_PEOPLE})s?\b",
    re.IGNORECASE,
)


def _judged_lowest(question: str) -> bool:
    """ "The worst win rate", "the best failure rate": judged by a measure whose more is better (worse), the least
    of it."""
    judged = _JUDGED.search(question)
    if judged is None:
        return False
    said = {form for w in judged["what"].lower().split() for form in (w, stem(w))}
    less_is_better = WORSE_WHEN_MORE if judged["judge"].lower() == "best" else BETTER_WHEN_MORE
    return bool(said & less_is_better)


# "which of our clubs has …": one of several, said by the verb
_ONE_OF = re.compile(  # "which of our sites holds the most": one, by its verb
    r"\bwhich\s+(?:one\s+)?of\s+(?:our|the|these|those|all)\s+(?:[a-z-]+\s+){0,2}(?:has|is|was|does|[a-z]+[^s\W]s)\b",
    re.I,
)


def _plural_asked(question: str, owner: TableInfo, column: ColumnInfo | None) -> bool:
    """ "Which drivers …" asks for several, "which sales channel …" for one: the number of the word after which/what
    that names the entity (its column or its table), else of the word right after which/what."""
    match = re.search(r"\b(?:which|what)\s+((?:[a-z]+\s+){0,2}[a-z]+)", question.lower())
    if match is None or _ONE_OF.search(question):
        return False
    asked = words(match[1])
    names = words(column.name) if column is not None else words(owner.name)
    naming = [w for w in asked if any(similar(w, n) for n in names)]
    word = naming[-1] if naming else asked[0]
    return stem(word) != word


_ASKS_FOR_ROWS = re.compile(
    r"^\s*(?:which|who|whose)\b|^\s*what\s+(?!is\b|was\b|are\b|were\b|'s\b|s\b)[a-z]", re.IGNORECASE
)


def _ranked_rows(spec: Spec, question: str) -> None:
    """ "Which of our vans has the lowest odometer reading": the rows themselves, ranked by the column (ties kept),
    not the lowest value alone."""
    ranked = spec.measure in ("max", "min") and spec.measure_column and not spec.group_by and spec.duration is None
    if ranked and _ASKS_FOR_ROWS.search(question):
        spec.order_by = (spec.measure_table or spec.table.name, spec.measure_column or "")
        spec.lowest_first = spec.measure == "min"
        spec.measure, spec.measure_column, spec.measure_table = "rows", None, None
        spec.top_n = spec.top_n or 1


def _totals_per_row(spec: Spec, question: str) -> None:
    """ "Which customer spent the most": each of the subject's rows by its total over the table measured, not one
    total over them all."""
    subject = spec.table
    label = label_column(subject)
    measured_elsewhere = spec.measure in ("sum", "avg") and spec.measure_table not in (None, subject.name)
    if not measured_elsewhere or spec.group_by or label is None or not subject.primary_key:
        return
    if _RANKING.search(question) and _ASKS_FOR_ROWS.search(question):
        if not _group_by_label(spec, subject, label):
            spec.group_by.append((subject.name, subject.primary_key[0]))
        spec.top_n = top_n_of(question) or (10 if _plural_asked(question, subject, None) else 1)


def _group_by_label(spec: Spec, table: TableInfo, label: ColumnInfo) -> bool:
    """Group by the column that names the table's rows (a person by both name columns); whether that label is a
    category, whose values are the groups themselves (no key beside it)."""
    spec.group_by.append((table.name, label.name))
    parts = name_parts(table)
    if parts is not None and label.name == parts[0]:
        spec.full_names[(table.name, label.name)] = parts[1]
        return False  # two people may share a given name, or both
    return is_category(label, table)


def _group_by_column(spec: Spec, schema: SourceSchema, column: str) -> None:
    named = _named_by_key(schema, spec.table, column)
    if named is not None:  # a foreign key: grouped by what the referenced row is called, and its key
        other, there, label = named
        spec.joins.append((spec.table.name, column, other.name, there))
        if _group_by_name(spec, schema, other, label):
            return
    if (spec.table.name, column) not in spec.group_by:
        spec.group_by.append((spec.table.name, column))


def _group_by_table(spec: Spec, schema: SourceSchema, other: TableInfo) -> None:
    key = _join_to(spec, schema, other)
    if key is not None:
        label = label_column(other)
        if label is None or not _group_by_name(spec, schema, other, label):
            spec.group_by.append((other.name, key))


def _group_by_name(spec: Spec, schema: SourceSchema, table: TableInfo, label: ColumnInfo) -> bool:
    """Group by what names the table's rows; a name that is a key to another table's row, one row each (Jira's
    app_user is named by its lower_user_name, the key of its directory entry, which holds the display name), by
    that row's. A key many rows share (a claim's policy number) names none of them."""
    own = label.distinct is not None and label.distinct == table.row_estimate
    for key in table.foreign_keys if own else ():
        target = schema.table(key.references_table) if key.columns == [label.name] else None
        named = label_column(target) if target is not None and target.name != table.name else None
        if target is not None and named is not None and named.name not in key.references_columns:
            spec.joins.append((table.name, label.name, target.name, key.references_columns[0]))
            return _group_by_label(spec, target, named)
    return _group_by_label(spec, table, label)


def _group_by_neighbour_column(spec: Spec, schema: SourceSchema, other: TableInfo, column: ColumnInfo) -> None:
    if _join_to(spec, schema, other) is not None:
        spec.group_by.append((other.name, column.name))


_HOW_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)


def _measure(spec: Spec, schema: SourceSchema, question: str) -> None:
    """What is counted, summed or averaged: a duration, a named numeric column (never a key), a share."""
    subject = spec.table
    kept = _kept_duration(subject, question)  # a table that keeps its durations is read, unless asked between what
    # or until what ("how long did it take to get a request approved": from the request to its approval, not the
    # days of leave the request keeps)
    until = _time_named(subject, question) if kept and not _BETWEEN.search(question) else None
    read_kept = (
        kept is not None
        and not _BETWEEN.search(question)
        and (until is None or bool(set(_event_words(until)) & set(_CREATION)))
    )
    spec.duration = None if read_kept else _duration(subject, question) or _duration_from_owner(spec, schema, question)
    if spec.duration is not None:
        spec.measure = spec.measure if spec.measure in ("avg", "max", "min", "sum") else "avg"
        # "between checking in and being seen" names when the span starts, not rows still in that state
        started = set(_event_words(spec.duration[0]))
        spec.filters = [
            f for f in spec.filters if not (f[0] == subject.name and f[2] == "=" and set(words(f[3])) & started)
        ]
        _flags(spec, schema, question)
        return
    if kept is not None:  # "how long does a clean take" over hk_task.dur_min: the minutes, averaged
        held, seconds = kept
        lowered = question.lower()
        asked = _unit_asked(lowered)
        spec.measure_column = held.name
        if spec.measure not in ("avg", "max", "min", "sum"):
            spec.measure = "sum" if _UNITS_OF.search(question) else "avg"
        if seconds and asked and asked > seconds and (asked / seconds).is_integer():  # minutes kept, hours asked
            spec.divide_by = round(asked / seconds)
        _flags(spec, schema, question)
        return
    if spec.measure == "percent" and _share(spec, schema, question):
        return
    if spec.measure in ("avg", "sum", "max", "min"):
        tables = [subject] + [other for other, _, _ in _neighbours(schema, subject)]
        naming = _naming_words(schema)
        # "patients" names a table; "how long" no longitude (dxcc_entities.long)
        measured = " ".join(w for w in words(_HOW_LONG.sub(" ", question)) if stem(w) not in naming)
        for table in tables:
            column = _best_column(table, measured, numeric=True, keys=False)
            money = _money_column(table, question) if spec.measure in ("sum", "avg") else None
            if money is not None and ((column is None and table is subject and spec.measure == "sum")
                                      or _spent_on(column, question)):  # fmt: skip
                column = money  # "which customer spent the most": the order's total, not its customer_count
            if column is not None:
                spec.measure_column, spec.measure_table = column.name, table.name
                if set(words(column.name)) & CENTS and not CENTS & set(words(question)):  # euros of amount_cents
                    spec.divide_by = 100
                if table.name != subject.name:
                    _join_to(spec, schema, table)
                _flags(spec, schema, question)
                return
        if spec.group_by or spec.measure in ("max", "min"):
            spec.measure = "count"  # "the highest number of …": a ranking of counts
        else:
            spec.measure = "count"
    elif spec.measure in ("count", "rows") and _stored_size(spec, schema, question):
        return
    elif spec.measure in ("count", "rows"):
        quantity = _quantity_counted(subject, schema, question) if spec.measure == "count" else None
        if quantity is None and spec.group_by:
            quantity = _ranked_quantity(question, subject)
        if quantity is not None:  # "how many parcels" over a parcel_qty column: the quantities, summed
            spec.measure, spec.measure_column = "sum", quantity.name
            return
        _flags(spec, schema, question, strict=False)
    if spec.measure == "count_distinct":
        column = _best_column(subject, question, keys=True)
        # "different customers" on orders: its customer key; of several keys to the table named (a log's userid
        # and relateduserid), the plainest, whose name says no role beyond the table's
        keys = [(other.name, here) for other, here, _ in _neighbours(schema, subject)
                if _names_table(question, other) and other.name != subject.name]  # fmt: skip
        if keys:
            spec.measure_column = min((here for other, here in keys if other == keys[0][0]), key=len)
            return
        spec.measure_column = column.name if column else None
        if spec.measure_column is None:
            spec.measure = "count"


def _share(spec: Spec, schema: SourceSchema, question: str) -> bool:
    """A share of the subject's rows: a condition on them, or on the one row each points at (a status lookup);
    whether the question was read as one ("the nightly rate" is a price: read again, as no share)."""
    subject = spec.table
    pointed = _pointed_at(spec, schema)
    mine = [f for f in spec.filters if f[0] == subject.name or f[0] in pointed]
    compared = [f for f in mine if f[2] in ("after", "by")]  # "what share came back late": the comparison
    named = max(mine, key=lambda f: _position(question.lower(), f[3])) if mine else None
    condition = compared[0] if compared else named
    if condition is None:
        tested = _flag_test(subject, question, taken=_value_words(spec))
        if tested is not None:
            condition = (subject.name, tested[0].name, tested[1], "")
    if condition is None:
        condition = _done_condition(spec, schema, question)
    if condition is None and not _PERCENT.search(_ORDERING.sub(" ", question.lower())):
        spec.measure = measure_of(question, rates=False)
        return False
    if condition is None:
        spec.measure = "count"
        spec.notes.append("not understood: a percentage, but of what")
        return True
    spec.condition = condition
    if condition in spec.filters:
        spec.filters.remove(condition)
    spec.filters += _population(spec, schema, question)
    # "rides taken by members": the share is of the members' rides, not one share per value of the flag
    spec.group_by = [g for g in spec.group_by if g != (condition[0], condition[1])]
    return True


def _pointed_at(spec: Spec, schema: SourceSchema) -> set[str]:
    """The joined tables each subject row points at one row of, key after key outward (a device's type, and that
    type's manufacturer): a condition on them is a condition on the subject's rows."""
    reached, pointed = {spec.table.name}, set()
    for owner, here, other, _ in spec.joins:
        table = schema.table(owner)
        if owner in reached and table is not None and any(here in key.columns for key in table.foreign_keys):
            reached.add(other)
            pointed.add(other)
    return pointed


def _value_words(spec: Spec) -> frozenset[str]:
    """The stems of the words the values filtered on are said by."""
    return frozenset(stem(w) for f in spec.filters for w in words(str(f[3])))


def _flags(spec: Spec, schema: SourceSchema, question: str, strict: bool = True) -> None:
    """A yes/no column the question names, on the subject or a table it points at: "controlled drugs"
    (medication.is_controlled, joined), "production deployments" (environment.isProduction); ``strict`` as
    _flag_column's, for what is summed or averaged."""
    subject = spec.table
    naming = _naming_words(schema)  # a neighbour's flag is not named by a word naming a table ("across all repos")
    counted = _HOW_MANY.search(question)  # the rows counted, named by a table's word, name no flag ("how many
    if counted and expanded({stem(counted["noun"].lower())}) & naming:  # edits": revisions, not minor ones)
        question = question[: counted.start("noun")] + question[counted.end("noun") :]
    # the subject's own, or those of a row each points at (never of rows pointing at it: a flag of many rows),
    # which the subject's own noun does not name ("open conversations": no inbox's lock_to_single_conversation)
    # nor by a word a value already took ("resolved": the event 'conversation_resolved', no inbox's
    # allow_messages_after_resolved)
    # nor by the verb that named one of the subject's times ("tickets created today": created_at, no state's
    # default_create)
    timed = _time_named(subject, question)
    own = [stem(w) for w in name_words(subject)] + list(_value_words(spec)) + [stem(w) for w in words(timed or "")]
    theirs = " ".join(w for w in question.split() if not any(similar(stem(w.lower().strip(",.?!")), o) for o in own))
    # its status row's before any other's ("open tasks": the task's status is_closed, not its story's)
    statuses = _status_tables(schema, subject)
    outward = [other for other, _ in _outward(schema, subject)]
    # nor, of its own, by a word naming the rows it is grouped by ("which site has the most devices": the devices'
    # location, no override_sysLocation flag)
    grouped = [t for name, _ in spec.group_by if (t := schema.table(name)) is not None and t is not subject]
    ours = " ".join(w for w in question.split() if not any(_names_table(w, t) for t in grouped))
    for owner in [subject, *statuses, *(t for t in outward if t not in statuses)]:
        neighbour = owner is not subject
        tested = _flag_test(owner, theirs if neighbour else ours, strict, naming if neighbour else frozenset(),
                            taken=_value_words(spec))  # fmt: skip
        if tested is not None and not any(f[1] == tested[0].name for f in spec.filters):
            if owner is subject or _join_to(spec, schema, owner) is not None:
                spec.filters.append((owner.name, tested[0].name, tested[1], ""))
            return


def _done_condition(spec: Spec, schema: SourceSchema, question: str) -> tuple[str, str, str, str] | None:
    """A share of rows that did something their table records by filling a column in: "orders that used a promo
    code" (a nullable key to the table named), "tickets scanned at the door" (a nullable time the verb names);
    "without" counts the empty ones."""
    subject = spec.table
    empty = bool(_NEGATION.search(question.lower()))
    for key in subject.foreign_keys:
        other = schema.table(key.references_table)
        column = subject.column(key.columns[0]) if key.columns else None
        points_at_named = other is not None and other.name != subject.name and _names_apart(question, other, subject)
        if points_at_named and column is not None and column.nullable:
            return subject.name, column.name, "open" if empty else "set", ""
    named = _time_named(subject, question)
    column = subject.column(named) if named is not None else None
    if column is not None and column.nullable and not set(_event_words(column.name)) & set(_CREATION):
        return subject.name, column.name, "open" if empty else "set", ""
    return None


_MOST_OF = re.compile(r"\b(?:most|fewest|least|highest number of|lowest number of)\s+(?P<noun>[a-z]+)", re.I)


def _ranked_quantity(question: str, table: TableInfo) -> ColumnInfo | None:
    """The numeric column "the most X" ranks by, when X names one (units → quantity) rather than rows."""
    match = _MOST_OF.search(question)
    if match is None:
        return None
    asked = expanded({stem(match["noun"].lower())})
    if any(similar(a, w) for a in asked for w in name_words(table)):
        return None  # "the most orders" of the orders table: its rows, not a column named after them (order_total)
    # (a yes/no column is no quantity: "the most failed backups" ranks no tasks by continue_on_failure)
    numbers = [c for c in table.columns if is_numeric(c) and not is_key(c, table) and not _is_flag(c, table, False)]
    numbers.sort(key=lambda c: bool(set(words(c.name)) & MONEY_WORDS))  # units are a quantity, not a unit price

    def counts(column: ColumnInfo) -> bool:  # a number of them (units: quantity; parcels: parcel_qty), not a
        named = words(column.name)  # measure of one (the most photos: not exifImageWidth, an image's width)
        return any(similar(a, named[-1]) for a in asked) or (
            bool(set(named) & QUANTITY_WORDS) and any(similar(a, w) for a in asked for w in named)
        )

    return next((c for c in numbers if counts(c)), None)


_HOW_MANY = re.compile(r"\bhow many\s+(?P<noun>[a-z]+)", re.IGNORECASE)


def _population(spec: Spec, schema: SourceSchema, question: str) -> list[tuple[str, str, str, str]]:
    """ "What percentage of login attempts failed": the share is of the rows whose value of the condition's
    column the noun names (LOGIN and LOGIN_ERROR), not of every event; nothing when the noun names no such
    values beside the condition's own."""
    match = _SHARE_OF.search(question)
    if match is None or spec.condition is None or spec.condition[2] != "=":
        return []
    owner, column_name, _, value = spec.condition
    table = schema.table(owner)
    column = table.column(column_name) if table is not None else None
    if column is None:
        return []
    noun = stem(match["noun"].lower())
    named = [str(v) for v in column.samples if noun in {stem(w) for w in words(str(v))}]
    if value not in named or len(named) < 2:
        return []
    return [(owner, column_name, "=", held) for held in named]


_SHARE_OF = re.compile(
    r"\b(?:share|percentage|proportion|fraction|percent)\s+of\s+(?:the\s+|our\s+|all\s+)?(?P<noun>[a-z]+)", re.I
)


# A size asked in a unit of storage ("how many megabytes of attachments", "how many GB does the archive take up"):
# the unit's bytes (SI for MB, binary for MiB), and the words of a column that keeps a size.
STORAGE_UNITS = {"byte": 1, "kilobyte": 10**3, "kb": 10**3, "kib": 2**10, "megabyte": 10**6, "mb": 10**6,
                 "mib": 2**20, "gigabyte": 10**9, "gb": 10**9, "gib": 2**30, "terabyte": 10**12, "tb": 10**12,
                 "tib": 2**40}  # fmt: skip
_SIZE_ASKED = re.compile(rf"\bhow many\s+(?P<unit>{'|'.join(STORAGE_UNITS)})s?\b", re.IGNORECASE)
SIZE_WORDS = frozenset({"size", "bytes", "byte", "filesize"})
CAPACITY_WORDS = frozenset({"quota", "limit", "max", "maximum", "capacity", "allowed"})


def _stored_size(spec: Spec, schema: SourceSchema, question: str) -> bool:
    """ "How many megabytes of attachments are stored": the sum of a size kept in bytes, on the subject or a table
    beside it (a photo's exif), in the unit asked; whether the question was read so."""
    asked = _SIZE_ASKED.search(question)
    if asked is None:
        return False
    subject = spec.table
    # a thing's size is kept on it or on its parts (the tables pointing at it), not on its owner; and a quota or a
    # limit is no size stored
    for table in [subject, *_pointing_at(schema, subject, hops=1).values()]:
        sized = [c for c in table.columns if is_numeric(c) and not is_key(c, table)
                 and set(words(c.name)) & SIZE_WORDS and not set(words(c.name)) & CAPACITY_WORDS]  # fmt: skip
        if sized:
            spec.measure, spec.measure_column, spec.measure_table = "sum", sized[0].name, table.name
            unit = STORAGE_UNITS[asked["unit"].lower()]
            spec.divide_by = unit if unit > 1 else None
            if table is not subject:
                _join_to(spec, schema, table)
            _flags(spec, schema, question)
            return True
    return False


def _quantity_counted(table: TableInfo, schema: SourceSchema, question: str) -> ColumnInfo | None:
    """The numeric column "how many X" counts when X is what a column holds a quantity of, not a table's rows."""
    match = _HOW_MANY.search(question)
    if match is None:
        return None
    noun = stem(match["noun"].lower())
    if any(noun == stem(w) for other in schema.tables for w in words(other.name)):
        return None
    head = _PLURAL_AFTER.match(question, match.end())
    if head is not None and head["noun"].lower() not in STOP:
        return None  # "how many satisfaction surveys": surveys counted, satisfaction says which
    # a yes/no column holds no quantity: "how many active users" counts the users is_active marks; nor does a
    # time kept as a number ("how many times": not a sum of a Unix timestamp)
    numbers = [c for c in table.columns if is_numeric(c) and not is_key(c, table) and not _is_flag(c, table, True)
               and c.name not in table.time_columns]  # fmt: skip
    named = [c for c in numbers if noun in {stem(w) for w in words(c.name)}]
    if expanded({noun}) & {stem(w) for other in schema.tables for w in words(other.name)}:
        # a noun that stands for a table counts its rows ("how many edits": revisions, not a sum of rev_minor_edit),
        # unless a column says it holds a number of them ("how many parcels": parcel_qty)
        named = [c for c in named if set(words(c.name)) & QUANTITY_WORDS]
    return next(iter(named), None)


_PLURAL_AFTER = re.compile(r"\s+(?P<noun>[a-z]{3,}[^s\W]s)\b", re.I)  # the head of a compound noun: a plural
QUANTITY_WORDS = frozenset({"qty", "quantity", "count", "cnt", "num", "number", "total", "units"})


CENTS = frozenset({"cents", "cent", "pence", "centimes"})
MONEY_WORDS = frozenset({"amount", "total", "price", "cost", "value", "fee"})


OWED_WORDS = frozenset({"owe", "owes", "owed", "owing", "outstanding", "unpaid", "unused"})
BALANCE_WORDS = frozenset({"balance", "outstanding", "remaining", "owed", "owing"})


def _money_column(table: TableInfo, question: str = "") -> ColumnInfo | None:
    """What "how much" sums when the question names no column: the table's amount, total, price … (a total
    before its parts: amount_total before amount_tax, amount before total_taxes); what is still owed on it, its
    balance, when the question asks what is owed ("owes us the most", "unused credit")."""
    numbers = [c for c in table.columns if is_numeric(c) and not is_key(c, table)]
    if OWED_WORDS & set(words(question)):
        owed = next((c for c in numbers if set(words(c.name)) & BALANCE_WORDS), None)
        if owed is not None:
            return owed
    money = [c for c in numbers if set(words(c.name)) & MONEY_WORDS]
    return min(
        money, key=lambda c: (not set(words(c.name)) <= MONEY_WORDS | CENTS, "total" not in words(c.name)), default=None
    )  # (amount_cents, all money, before unit_price_cents, a price of one)


# money asked for by what was done with it ("spent", "took the most money", "the average bill")
_MONEY_ASKED = re.compile(rf"\b(?:{MONEY_ACTS}|money|bill|bills)\b")


def _spent_on(column: ColumnInfo | None, question: str) -> bool:
    """Whether the question asks for money where ``column``, found by another of its words, holds none, or holds
    some the question does not name (amount_tax, when neither "tax" nor "amount" is said; not joining_fee_cents
    for "fees")."""
    if column is None or not _MONEY_ASKED.search(question.lower()):
        return False
    named = set(words(column.name))
    return not named & MONEY_WORDS or not named & {stem(w) for w in words(question)}


def _join_to(spec: Spec, schema: SourceSchema, other: TableInfo) -> str | None:
    """Joins ``other`` to the subject along the path between them; the column of ``other`` the path ends on."""
    path = _path(schema, spec.table, other, spec.asked)
    for join in path or []:
        if join not in spec.joins:
            spec.joins.append(join)
    return path[-1][3] if path else None


def _bridge_to(spec: Spec, schema: SourceSchema, other: TableInfo) -> bool:
    """Reaches ``other`` from the subject through a table keyed to both (hosts_groups between hosts and hstgrp:
    "hosts in the Linux servers group"), when no key path joins them."""
    if any(bridge.other == other.name for bridge in spec.bridged):
        return True
    for bridge in schema.tables:
        if bridge.name in (spec.table.name, other.name) or described_by(bridge, schema) is not None:
            continue
        here = next(
            (key for key in bridge.foreign_keys if key.references_table == spec.table.name and key.columns), None
        )
        there = next((key for key in bridge.foreign_keys if key.references_table == other.name and key.columns), None)
        if here is not None and there is not None:
            _, from_here, _, subject_key = _join_of(bridge, here)
            _, to_other, _, other_key = _join_of(bridge, there)
            spec.bridged.append(
                Bridge(spec.table.name, subject_key, bridge.name, from_here, to_other, other.name, other_key)
            )
            return True
    return False


def _path(
    schema: SourceSchema, table: TableInfo, target: TableInfo, asked: frozenset[str] = frozenset()
) -> list[tuple[str, str, str, str]] | None:
    """The joins from ``table`` to ``target``: one foreign key either way (of several, the role the question
    names: start_station_sk for "rides leaving from"), or two keys outward (each step many to one, so no row of
    ``table`` counts twice): prescriptions → appointments → doctor."""
    direct = [(here, there) for neighbour, here, there in _neighbours(schema, table) if neighbour.name == target.name]
    if direct:
        here, there = max(direct, key=lambda key: _role_match(key[0], target, asked)) if len(direct) > 1 else direct[0]
        return [(table.name, here, target.name, there)]
    paths = [
        (middle, key, onward) for middle, key in _outward(schema, table) for end, onward in _outward(schema, middle)
        if end.name == target.name and middle.name not in (table.name, target.name)
    ]  # fmt: skip
    if not paths:
        return None
    # of several, the one whose last key plays the role the question names (a flight's route's origin airport for
    # "leave Dublin", not its aircraft's home base)
    middle, key, onward = max(paths, key=lambda path: _role_match(path[2].columns[0], target, asked))
    return [_join_of(table, key), _join_of(middle, onward)]


# What a key column's name says besides the table it points at: its role (start_station_sk → start).
_KEY_PARTS = frozenset({"id", "sk", "fk", "key", "no", "code", "cd", "ref"})


# The two ends of a move, as key columns name them and as questions say them (general English: MiniLM puts
# "leaving" nearer "end" than "start", so this is a table, not a similarity).
KEY_ROLES = (
    ({"start", "from", "origin", "source", "pickup", "departure", "src", "orig"},
     {"start", "started", "starting", "leave", "leaving", "left", "depart", "departing", "departed", "departure",
      "from", "origin", "out", "pickup", "picked", "begin", "began", "taken", "set"}),
    ({"end", "to", "destination", "dest", "dropoff", "arrival", "return", "dst"},
     {"end", "ended", "ending", "finish", "finished", "arrive", "arriving", "arrived", "arrival", "to", "into",
      "destination", "return", "returned", "docked", "dropped", "drop", "terminate", "terminated"}),
    # who raised a ticket, as opposed to who works or resolves it
    ({"caller", "opened", "reporter", "reported", "requester", "requested", "raised", "submitted", "created",
      "poster", "author", "creator"},
     {"reported", "reporting", "raised", "opened", "logged", "submitted", "called", "filed", "requested", "wrote",
      "written", "writes", "authored", "posted"}),
    # and who works it and closes it
    ({"assignee", "assigned", "resolver", "resolved", "handler", "owner"},
     {"closed", "closes", "resolved", "resolves", "fixed", "fixes", "handled", "handles", "assigned", "working"}),
)  # fmt: skip


def _key_roles(column: str, target: TableInfo) -> set[str]:
    """What a key column's name says besides the table it points at and that it is a key: start, from, signup."""
    target_words = {stem(w) for w in name_words(target)}
    return {w for w in words(column) if w not in _KEY_PARTS and stem(w) not in target_words}


def _role_match(column: str, target: TableInfo, asked: frozenset[str]) -> int:
    """Whether the question names the role the key ``column`` plays toward ``target`` (start_station_sk for
    "leaving from", end_station_sk for "ended at", home_branch_id for "home"): 2 for a role word, 1 for the
    column's own word, both for both (of an owner and an assignee, "assigned to them" names the assignee), 0
    otherwise."""
    roles = _key_roles(column, target)
    own = int(any(similar(a, r) for a in asked for r in roles))
    return own + (2 if any(roles & named and asked & said for named, said in KEY_ROLES) else 0)


def _outward(schema: SourceSchema, table: TableInfo) -> list[tuple[TableInfo, ForeignKey]]:
    """The tables ``table``'s foreign keys point at, with the key."""
    found = []
    for key in table.foreign_keys:
        target = schema.table(key.references_table)
        if target is not None and key.columns:
            found.append((target, key))
    return found


def _join_of(table: TableInfo, key: ForeignKey) -> tuple[str, str, str, str]:
    there = key.references_columns[0] if key.references_columns else "id"
    return (table.name, key.columns[0], key.references_table, there)


def _two_hops(schema: SourceSchema, table: TableInfo) -> list[TableInfo]:
    """Tables two keys outward from ``table``, nearest key first."""
    return [end for middle, _ in _outward(schema, table) for end, _ in _outward(schema, middle)
            if end.name not in (table.name, middle.name)]  # fmt: skip


# Flags said by their opposite ("disabled accounts": enabled = 0), beside those a negative prefix makes (inactive).
SUCCEEDED = ("successful", "success", "succeeded", "ok")  # is_successful = 0 is a failed backup
OPPOSITE_FLAGS = {"disabled": ("enabled", "active"), "enabled": ("disabled",), "hidden": ("visible",),
                  "visible": ("hidden",), "private": ("public",), "public": ("private",), "offline": ("online",),
                  "online": ("offline",), "open": ("closed",), "failed": SUCCEEDED, "failing": SUCCEEDED,
                  "fail": SUCCEEDED, "failures": SUCCEEDED, "draft": ("published",),
                  "drafts": ("published",), "missing": ("exists", "present", "found"),
                  "absent": ("exists", "present")}  # fmt: skip


def _flag_opposed(word: str, part: str) -> bool:
    """Whether ``word`` says the flag named ``part`` is not set: its opposite, or itself negated (inactive)."""
    return part in OPPOSITE_FLAGS.get(word, ()) or any(word == p + part for p in NEGATIVE_PREFIXES if len(part) >= 4)


def _flag_test(
    table: TableInfo,
    question: str,
    strict: bool = False,
    naming: frozenset[str] = frozenset(),
    whole: bool = False,
    taken: frozenset[str] = frozenset(),
) -> tuple[ColumnInfo, str] | None:
    """The flag the question names and its test: "flag" when said as set, "unflag" when said by its opposite
    ("disabled": enabled = 0) and not also as itself. ``naming``, ``whole`` and ``taken``: as _flag_column's."""
    flag = _flag_column(table, question, strict, naming, whole, taken)
    if flag is not None:  # "without being closed", "not yet merged": the flag said as not set
        # every telling part of three letters or more: "leaving out bots" says potential_bot's "bot"
        said = "|".join(re.escape(p) for p in words(flag.name) if len(p) >= 3 and p not in FLAG_PREFIXES)
        negated = said and re.search(rf"{_FLAG_NEGATION}(?:\w*(?:{said})\w*)\b", question, re.I)
        # "sign-ups waiting for approval": approved not yet set, said by its noun
        stems = "|".join(re.escape(part[:5]) for part in words(flag.name) if len(part) >= 5)
        negated = negated or (stems and re.search(rf"{_AWAITING}(?:{stems})\w*", question, re.I))
        return flag, "unflag" if negated else "flag"
    asked = [w for w in words(question) if w not in STOP]
    asked += [w for idiom, meant in FLAG_IDIOMS if idiom.search(question) for w in meant]  # "shut down": disabled
    for column in table.columns:
        opposed = any(_flag_opposed(w, part) for w in asked for part in words(column.name))
        if opposed and _is_flag(column, table, strict):
            return column, "unflag"
    return None


# The first word of a name that holds yes or no (is_active), and says nothing of what it tells.
FLAG_PREFIXES = ("is", "has", "was", "needs")

# The last word of a name that holds a code or a number, not yes or no.
CODED_NAMES = frozenset({"type", "status", "state", "code", "kind", "level", "category", "class", "id", "position",
                         "count", "num", "number", "len", "length", "size", "priority", "namespace",
                         "order"})  # fmt: skip


def _is_flag(column: ColumnInfo, table: TableInfo, strict: bool) -> bool:
    kind = column.type.lower().replace("unsigned", "").replace(" ", "")  # MySQL's TINYINT UNSIGNED is a TINYINT
    kind = "boolean" if kind in ("tinyint(1)", "bit(1)") else kind  # MySQL's BOOLEAN is a TINYINT(1)
    name = column.name.lower()
    flag_like = name.startswith(tuple(f"{prefix}_" for prefix in FLAG_PREFIXES)) or (
        not strict and name.endswith(("ed", "_flag"))
    )
    # a tiny integer is how MySQL-born schemas keep yes and no (MediaWiki's rev_minor_edit), unless its name says it
    # holds a code or a number (Matomo's referer_type, config_device_type)
    coded = words(name)[-1] in CODED_NAMES if words(name) else False
    flag_like = flag_like or (not strict and kind in ("tinyint", "bit", "smallint") and not coded)
    integer = kind in ("integer", "int", "smallint", "tinyint", "bit")
    # a time kept as a Unix integer (Kanboard's date_completed) says when, not whether: no flag for all its -ed
    return (
        ("bool" in kind or (integer and flag_like))
        and not is_key(column, table)
        and column.name not in table.time_columns
    )


# (n't with no word boundary before it: "hasn't been merged", "haven't been returned")
# ("apart from disabled accounts", "other than archived ones": the rows the flag leaves out)
_FLAG_NEGATION = (
    r"(?:\bnot|n't|\bnever|\bwithout|\bno longer|\byet to be|\bapart from|\bexcept(?: for)?|\bother than"
    r"|\bexcluding|\bnot counting|\bleaving out|\bignoring|\baside from)"
    r"\s+(?:(?:been|be|being|yet|already|the|any)\s+){0,2}"
)

# What says a flag is still to be set: "waiting for approval", "awaiting review", "pending verification".
_AWAITING = r"\b(?:waiting (?:for|on)|awaiting|pending|still (?:needs?|needing))\s+(?:an?\s+|the\s+|their\s+|its\s+)?"

# What a flag is said as in everyday speech: "switched off" is paused or disabled.
FLAG_IDIOMS = ((re.compile(r"\b(?:switched|turned|shut)\s+(?:off|down)\b", re.I), ("paused", "disabled", "inactive")),
               (re.compile(r"\b(?:switched|turned)\s+on\b", re.I), ("active", "enabled")),
               (re.compile(r"\bon\s+hold\b", re.I), ("paused",)),
               (re.compile(r"\bpaused\b", re.I), ("inactive", "disabled")),
               # an invitation or an offer turned down is declined
               (re.compile(r"\bturn(?:s|ed|ing)?\s+(?:it\s+|them\s+)?down\b", re.I),
                ("declined", "refused", "rejected")))  # fmt: skip


def _fused(name: str) -> list[tuple[str, list[str]]]:
    """The words a name runs together, each with its telling pieces (autorun: auto, run; hasattachment:
    attachment)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).lower()
    pieces = [(w, _segmented(w)) for w in re.split(r"[^a-z0-9]+", spaced) if w]
    return [(w, [p for p in apart if p not in FLAG_PREFIXES]) for w, apart in pieces if len(apart) > 1]


def _says_fused(asked: list[str], name: str) -> bool:
    """Whether every word ``name`` runs together is said, whole ("billable") or by all its pieces ("auto run")."""
    return all(
        any(similar(w, whole) for w in asked) or all(any(similar(w, p) for w in asked) for p in pieces)
        for whole, pieces in _fused(name)
    )


def _flag_column(
    table: TableInfo,
    question: str,
    strict: bool = False,
    naming: frozenset[str] = frozenset(),
    whole: bool = False,
    taken: frozenset[str] = frozenset(),
) -> ColumnInfo | None:
    """A yes/no column the question names ("breached their SLA" → sla_breached); ``strict``: only one typed or
    named as a flag outright (a quantity ordered, qty_ordered, is no flag of "ordered"). A word of ``naming`` (the
    schema's table names) names the flag only as its last word: "across all repos" is no last_repo_visibility,
    "with an attachment" still has_attachment. ``whole``: only a flag every telling word of is said ("active
    people": is_active, not MfaActive)."""
    asked = [w for w in words(question) if w not in STOP]
    asked += [w for idiom, meant in FLAG_IDIOMS if idiom.search(question) for w in meant]
    # or by a word it stands for ("enabled schedules": is_active), after any flag said as written; not by a word a
    # value took (``taken``: "deploys rolled back" are those of the status 'ROLLED_BACK', not isRollback ones)
    standing = [meant for w in asked if stem(w) not in taken
                for meant in _synonyms_by_stem().get(stem(w), ()) if meant not in asked]  # fmt: skip
    # page_is_redirect is not named by "pages" (its table's prefix), matomo_log_visit's visitor_returning not by
    # "visits": a word of the table's own name names the rows, not a flag of them
    own = [stem(w) for w in name_words(table)]
    named = []
    for column in table.columns:
        parts = [p for p in words(column.name) if not any(similar(stem(p), o) for o in own)] or words(column.name)
        telling = [p for i, p in enumerate(parts) if i == len(parts) - 1 or not any(similar(p, n) for n in naming)]
        telling = [p for p in telling if p not in FLAG_PREFIXES] or telling
        said = [part for part in telling if any(similar(w, part) for w in asked)] or [
            part for part in telling if part in standing
        ]
        if not _says_fused(asked, column.name):
            continue  # words run together are one ("autorun": no flag of every task "run")
        if _object_unsaid(column.name, telling, said):
            continue  # a setting to do a thing to what is not said: "recordings" are no RecordAudio (its audio)
        if _is_flag(column, table, strict) and said and (not whole or len(said) == len(telling)):
            # "active users": is_active, said word for word, before twofactor_activated, said in part
            named.append((any(part in asked for part in said), len(said) / len(telling), column))
    return max(named, key=lambda found: found[:2])[2] if named else None


def _object_unsaid(name: str, telling: list[str], said: list[str]) -> bool:
    """Whether a flag named by a verb and its object, written apart (RecordAudio, send_email), is said by its verb
    alone: the question says the act, not this setting of it. A state said in part still names its flag
    (sla_breached by "SLA", email_verified by "verified")."""
    written = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", name)
    last = telling[-1] if telling else ""
    return (
        len(written) > 1 and len(telling) > 1 and last not in said
        and not last.endswith("ed") and not any(part.endswith("ed") for part in said)
    )  # fmt: skip


def _not_done_in_window(spec: Spec) -> None:
    """ "Which API keys haven't been used in the last 60 days": a time the negation leaves empty and the window
    bounds is one thing, not two: the rows last done before the window, or never (not empty and inside it).
    "Who hasn't logged in for over 30 days" says they last did it more than 30 days ago: never is not asked."""
    owner = spec.time_table or spec.table.name
    empty = (owner, spec.time_column, "open", "")
    if not spec.time_column or not spec.window_seconds or spec.ahead or empty not in spec.filters:
        return
    spec.filters.remove(empty)
    spec.or_empty = not spec.older
    spec.older = True


def _window(spec: Spec, schema: SourceSchema, question: str) -> None:
    spec.calendar = calendar_of(question)
    forward = None if spec.calendar else ahead_of(question)
    spec.ahead = forward is not None
    spec.window_seconds = None if spec.calendar else forward or window_of(question)
    if spec.window_seconds is None and spec.calendar is None and (older := older_than(question)) is not None:
        spec.window_seconds, spec.older = older, True
    if spec.calendar is None and spec.window_seconds is None:
        return
    named_here = _time_named(spec.table, question)  # "people who joined in the last 30 days": theirs
    if spec.older and named_here is None and _in_state_since(spec, schema, question):
        return
    missing = schema.table(spec.anti_join[2]) if spec.anti_join is not None else None
    if named_here is not None and missing is not None and _names_table(_spaced(named_here), missing):
        named_here = None  # "channels with no posts in the last 30 days": the posts' times, not LastPostAt
    if spec.anti_join is not None and named_here is None and not _state_since(question):
        # "no downtime in the last 90 days": the window bounds the rows that would count (not "claims sitting for
        # over a week without an adjuster": the claims have sat that long)
        other = schema.table(spec.anti_join[2])
        spec.time_column = _time_column(other, question) if other is not None else None
        if spec.time_column is not None:
            spec.time_table = spec.anti_join[2]
            return
    if named_here is None and (_timed_by_event(spec, schema, question) or _timed_by_record(spec, schema, question)):
        return
    spec.time_column = _time_column(spec.table, question)
    at_creation = spec.time_column is not None and set(_event_words(spec.time_column)) & set(_CREATION)
    if spec.ahead and named_here is None and at_creation:
        # "campaigns going out in the next 7 days": no row is created ahead; a time that can lie ahead (send_at)
        ahead = [c for c in _event_times(spec.table) if not set(_event_words(c)) & set(_CREATION)]
        spec.time_column = ahead[0] if ahead else spec.time_column
    if spec.duration is not None and _ENDED.search(question):  # "stays that ended in the last 30 days": by their end
        spec.time_column = spec.duration[1]
    # the rows a key points at that record an event of their own (order lines by their order), facts before
    # lookups; never a lookup that points at nothing, as a date dimension (dim_bike.retired_date_key → dim_date
    # says when a bike was retired, not when it was ridden)
    events = sorted(
        ((owner, key) for owner, key in _outward(schema, spec.table)
         if owner.foreign_keys or _key_named(key.columns[0], owner, question)),
        key=lambda o: -(o[0].row_estimate or 0),
    )  # fmt: skip
    if named_here is None and spec.time_column not in _event_times(spec.table):
        spec.time_column = None  # a delay's ModifiedDate is no time of the delay: its flight's date, joined, is
    if named_here is None and set(words(question.lower())) & CREATION_VERBS and _created_at(spec.table) is None:
        # "pull requests opened in the last 30 days": when the issue they belong to was created
        created = next(((owner, c) for owner, _ in events if (c := _created_at(owner)) is not None), None)
        if created is not None and _join_to(spec, schema, created[0]) is not None:
            spec.time_column, spec.time_table = created[1], created[0].name
            return
    if named_here is None:  # "tickets bought in the last 90 days": when their order was placed, not scanned
        acts = expanded({stem(v) for v in _verbs(question, spec.table)})
        acted = [event for event in events if any(similar(a, w) for a in acts for w in name_words(event[0]))]
        events = acted + [event for event in events if event not in acted]
        spec.time_column = None if acted else spec.time_column
    for owner, _ in [] if spec.time_column else events:
        spec.time_column = _time_column(owner, question)  # order lines are timed by their order: joined
        if spec.time_column is not None:
            spec.time_table = owner.name
            _join_to(spec, schema, owner)
            break
    if spec.time_column is None:
        spec.notes.append(f"not understood: a window, but {spec.table.name} has no time column")
        spec.window_seconds, spec.calendar = None, None


def _timed_by_event(spec: Spec, schema: SourceSchema, question: str) -> bool:
    """ "Devices rebooted in the last week": the window bounds the rows a value picks in a table that points at the
    subject and keeps a time of its own (the event log's reboots), not the subject's own times. Whether it did."""
    for table, _, op, _ in spec.filters:
        other = schema.table(table) if op == "=" and table != spec.table.name else None
        pointing = other is not None and any(k.references_table == spec.table.name for k in other.foreign_keys)
        column = _time_column(other, question) if other is not None and pointing else None
        if column is not None:
            spec.time_column, spec.time_table = column, table
            return True
    return False


def _timed_by_record(spec: Spec, schema: SourceSchema, question: str) -> bool:
    """ "E-mails we sent in the last 7 days": when the subject keeps no time the verb names, the rows of the one
    table pointing at it that keeps such a time (Mautic's email_stats.date_sent, one row a send), joined, are what
    the window bounds and what is counted (called when the question names no time of the subject's). Whether it
    did."""
    if spec.anti_join is not None:
        return False
    acts = {past for act in _verbs(question, spec.table) for past in (act, PAST_OF.get(act, act))}
    if not acts:
        return False
    records = [
        (other, column)
        for other in schema.tables
        if other is not spec.table and any(k.references_table == spec.table.name for k in other.foreign_keys)
        and (column := _time_named(other, " ".join(acts))) is not None
    ]  # fmt: skip
    if len(records) != 1 or _join_to(spec, schema, records[0][0]) is None:
        return False
    spec.time_column, spec.time_table = records[0][1], records[0][0].name
    return True


# States of saying nothing, and the words of the time a row was last heard from (lastupdate, last_seen, touched).
QUIET_STATES = frozenset({"quiet", "silent", "idle"})
LAST_HEARD = frozenset({"last", "seen", "heard", "contact", "touched", "ping", "active", "activity"})


def _state_since(question: str) -> str | None:
    """The state the rows asked for have been in for longer than a span ("running for more than an hour")."""
    said = _OLDER_THAN.search(question)
    return said["state"].lower() if said is not None and said["state"] else None


def _in_state_since(spec: Spec, schema: SourceSchema, question: str) -> bool:
    """ "Is any workflow stuck, running for more than an hour": the rows in that state (an execution whose status
    is 'running') since before then, timed by their own table, not by the subject's."""
    state = _state_since(question)
    heard = [c for c in spec.table.time_columns if set(words(c)) & LAST_HEARD]
    if state in QUIET_STATES and heard:  # "vehicles gone quiet for more than a week": last heard from before then
        spec.time_column = heard[0]
        return True
    held = [f[0] for f in spec.filters if f[2] == "=" and f[0] != spec.table.name and state == str(f[3]).lower()]
    owner = schema.table(held[0]) if held else None
    column = _time_column(owner, question) if owner is not None else None
    if owner is None or column is None:
        return False
    spec.time_column, spec.time_table = column, owner.name
    return True


def _key_named(column: str, target: TableInfo, question: str) -> bool:
    """Whether the question names the role of a key (signup_date_key: "signed up"), also as a phrasal verb
    written as one word (sign + up)."""
    asked = words(question.lower())
    said = set(asked) | {_verb(a) + b for a, b in itertools.pairwise(asked)}
    return any(similar(role, word) for role in _key_roles(column, target) - STOP for word in said)


def _named_by_key(schema: SourceSchema, table: TableInfo, column: str) -> tuple[TableInfo, str, ColumnInfo] | None:
    """For a foreign-key column: the referenced table, its key column, and the column that names its rows."""
    for key in table.foreign_keys:
        if key.columns == [column]:
            target = schema.table(key.references_table)
            label = label_column(target) if target is not None else None
            if target is not None and label is not None:
                return target, key.references_columns[0] if key.references_columns else "id", label
    return None


def is_category(column: ColumnInfo, table: TableInfo) -> bool:
    """A label many rows share (shift names over thousands of shifts): its groups are its values, not its rows'
    keys. Known from discovery's samples of low-cardinality columns and the table's size."""
    values = column.distinct or len(column.samples)
    return bool(values) and (table.row_estimate or 0) > 2 * values


def label_column(table: TableInfo) -> ColumnInfo | None:
    """The column that names a row: a text column called name/title/…, else the first text column. Of a person
    named over two columns, the given name (the writers add the family name)."""
    texts = [c for c in table.columns if not is_numeric(c) and not c.primary_key and c.name not in table.time_columns
             and "bool" not in c.type.lower()]  # fmt: skip
    parts = name_parts(table) or ()
    # first_nm: a name; AGT_NM: the agent's name, by convention
    called = {
        c.name: {*words(c.name), *(["name"] if c.name in parts else []),
                 *(CONVENTIONAL_ABBREVIATIONS[w] for w in words(c.name) if w in CONVENTIONAL_ABBREVIATIONS)}
        for c in texts
    }  # fmt: skip
    # (a ticket's, a work package's or an e-mail's subject is its title)
    preferences = ("name", "title", "subject", "label", "alias", "email", "username", "hostname", "host")
    for at, preferred in enumerate(preferences):
        named = [c for c in texts if preferred in called[c.name] and c.name not in parts[1:]]
        # a title many rows share is what they are (a person's job title, 'Developer'), when a later name tells
        # each row apart (their username)
        later = [c for c in texts if set(preferences[at + 1 :]) & called[c.name] and _tells_apart(c, table)]
        if preferred == "title" and later and not any(_tells_apart(c, table) for c in named):
            continue
        if named:  # "name" itself, then a name that is not a login handle, then a whole name (full_name over
            # first_name), then any
            return min(
                named, key=lambda c: (c.name.lower() != preferred, "user" in map(stem, words(c.name)), c.name in parts)
            )
    # else the column called what the table is (DelayCode.Code), else the first text that is not a code
    # (EFF_STATUS 'A' beside DESCR 'Customer Service')
    head = [stem(w) for w in name_words(table)[-1:]]
    itself = next((c for c in texts if [stem(w) for w in words(c.name)] == head), None)
    # or a key of text called so (Airflow's dag.dag_id 'finance_marts'): the name a row is known by
    natural = next((c for c in table.columns if c.primary_key and _names_not_numbers(c)
                    and _WORDED_KEY.fullmatch(c.name) and [stem(w) for w in words(c.name) if w != "id"] == head),
                   None)  # fmt: skip
    named_by = [c for c in texts if not _holds_codes(c) and not _identifies(c)] or texts  # a link's url, not uuid
    return itself or natural or (named_by[0] if named_by else None)


def _tells_apart(column: ColumnInfo, table: TableInfo) -> bool:
    """Whether every row has a value of its own in ``column``, as far as discovery counted."""
    return bool(column.distinct and table.row_estimate and column.distinct >= table.row_estimate)


# What says a column holds identifiers no one names a row by: a UUID, a long hex string, or a name that says so
_IDENTIFIER = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|[0-9a-f]{24,}", re.I)
IDENTIFIER_WORDS = frozenset({"uuid", "guid", "hash", "token", "digest", "checksum", "sha", "md5"})
IDENTIFIER_TYPES = frozenset({"UUID", "UNIQUEIDENTIFIER"})


def _identifies(column: ColumnInfo) -> bool:
    return (
        bool(set(words(column.name)) & IDENTIFIER_WORDS)
        or column.type.upper() in IDENTIFIER_TYPES
        or (bool(column.samples) and all(_IDENTIFIER.match(v) for v in column.samples))
    )


_WORDED_KEY = re.compile(r"[A-Za-z]+_?(?:id|ID|Id)")


def _names_not_numbers(column: ColumnInfo) -> bool:
    """A key of text that holds names ('finance_marts'), not numbers written as text (PeopleSoft's DEPTID '11120')."""
    return not is_numeric(column) and bool(column.samples) and not all(v.isdigit() for v in column.samples)


def _holds_codes(column: ColumnInfo) -> bool:
    """Codes, not names: explained by a table of codes, or every sampled value three characters or fewer."""
    return bool(column.labels) or (bool(column.samples) and all(len(value) <= 3 for value in column.samples))


# How schemas spell a person's given and family names (first_name, FirstName, firstname, first_nm, given_name /
# last_name, LastName, surname, family_name, last_nm), once the words of the column's name run together.
GIVEN_NAMES = ("firstname", "firstnm", "givenname", "forename", "fname")
FAMILY_NAMES = ("lastname", "lastnm", "surname", "familyname", "lname")


def name_parts(table: TableInfo) -> tuple[str, str] | None:
    """The table's given-name and family-name columns, when it names people over two columns."""
    spelled = {"".join(words(c.name)): c.name for c in table.columns if not is_numeric(c)}
    given = next((spelled[s] for s in GIVEN_NAMES if s in spelled), None)
    family = next((spelled[s] for s in FAMILY_NAMES if s in spelled), None)
    return (given, family) if given and family else None
