"""PromQL from a question: metrics are not tables, so the question maps to a metric family.

Each family has its idiomatic expression — ``rate()`` over counters with a range fitting the window,
``increase()`` for "how many in the last …", ``histogram_quantile`` over bucket rates for
percentiles, ``_sum / _count`` for averages, ratios for shares — and the question adds label
matchers (service, route, method, status, namespace, pod, node, job, database, state), a grouping
("per service", "which pods …"), a ranking (``topk``, ``sort_desc``), a threshold ("above 5%",
"over 500ms", "more than 20"), units ("in GiB", "percentage") and an offset ("six hours ago").

Reading conventions: "right now" and no window read the last 5 minutes of a rate; a single answer
is summed (or averaged, for shares) over every series; "which X" groups by X.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from agents.intent import digits
from lexiquery.contracts import Entities

RATE_RANGE = "5m"


@dataclass(frozen=True)
class Recipe:
    name: str
    keywords: tuple[str, ...]
    metric: str


RECIPES = (
    Recipe(
        "restarts",
        ("restart", "restarts", "restarted", "restarting", "crash", "crashing", "crash-looping", "crashloop"),
        "kube_pod_container_status_restarts_total",
    ),
    Recipe(
        "error_ratio",
        ("error rate", "error ratio", "share of", "percentage of errors", "% of", "fraction of", "failed with"),
        "http_requests_total",
    ),
    Recipe(
        "errors",
        ("5xx", "500", "502", "503", "504", "errors", "error", "failing", "failed requests"),
        "http_requests_total",
    ),
    Recipe(
        "latency",
        ("latency", "p95", "p99", "p90", "percentile", "slow", "response time", "duration", "median"),
        "http_request_duration_seconds_bucket",
    ),
    Recipe(
        "requests",
        (
            "requests per second",
            "rps",
            "traffic",
            "request rate",
            "request",
            "throughput",
            "serve",
            "status code",
            "response code",
        ),
        "http_requests_total",
    ),
    Recipe("up", ("down", "up", "unreachable", "not scraped", "scrape", "targets", "target"), "up"),
    Recipe(
        "node_memory",
        ("memory available", "available memory", "free memory", "node memory", "low on memory", "memory"),
        "node_memory_MemAvailable_bytes",
    ),
    Recipe(
        "node_cpu",
        (
            "node cpu",
            "cpu usage per node",
            "cpu per node",
            "busiest node",
            "cpu",
            "iowait",
            "utilisation",
            "utilization",
            "idle",
        ),
        "node_cpu_seconds_total",
    ),
    Recipe(
        "pod_cpu",
        ("pod cpu", "cpu of", "cpu by pod", "pods by cpu", "cores", "cpu usage"),
        "container_cpu_usage_seconds_total",
    ),
    Recipe(
        "pod_memory",
        ("pod memory", "working set", "memory of", "memory usage of", "memory used by", "use the most memory"),
        "container_memory_working_set_bytes",
    ),
    Recipe("replication_lag", ("replication", "lag", "replica"), "pg_replication_lag_seconds"),
    Recipe(
        "connections",
        ("connections", "connection count", "sessions", "pg_stat_activity", "database"),
        "pg_stat_activity_count",
    ),
    # "which nodes are the search pods running on": where pods are placed, read from a per-container series
    # that carries the node label (kube_pod_status_phase has none)
    Recipe(
        "placement",
        (
            "running on",
            "run on",
            "scheduled on",
            "placed on",
            "hosted on",
            "living on",
            "located on",
            "sitting on",
            "on which node",
            "on what node",
            "on which nodes",
            "on what nodes",
        ),
        "container_memory_working_set_bytes",
    ),
    Recipe(
        "pod_phase",
        ("phase", "pending", "failed pods", "not running", "run", "pods are", "scheduled"),
        "kube_pod_status_phase",
    ),
)
_BY_NAME = {recipe.name: recipe for recipe in RECIPES}
_POD_NAME = r"[a-z]+(?:-[a-z]+)*-[0-9a-f]{8,10}-[a-z0-9]{5}"
_PODS_NOT_NODES = re.compile(rf"\b(pods?|containers?|namespaces?|services?|{_POD_NAME})\b", re.I)
_NODES = re.compile(r"\b(nodes?|instances?|machines?)\b", re.I)
_NODE_NAME = re.compile(r"\baks-\w+-\d+\b", re.I)

# Words that name a label to group by, per kind of metric ("node" is ``instance`` on node-exporter).
_LABELS = (
    (r"services?|apps?", "service"),
    (r"routes?|endpoints?|paths?|urls?", "route"),
    (r"pods?|containers?", "pod"),
    (r"namespaces?", "namespace"),
    (r"node'?s?|machines?", "node"),
    (r"jobs?", "job"),
    (r"(?:scrape )?targets?|instances?|hosts?", "instance"),
    (r"databases?|dbs?", "datname"),
    (r"states?", "state"),
    (r"status(?:es)?|codes?", "status"),
)
_ASK = re.compile(  # a lookahead, so that "show CPU per node" is read at "show" and again at "per"
    r"(?=\b(?:which|what|any|per|by|each|for each|every|rank(?:\s+the)?|list(?:\s+the)?|show(?:\s+me)?(?:\s+the)?"
    r"|give\s+me(?:\s+the)?|find(?:\s+the)?|name(?:\s+the)?"
    r"|top\s+\d+|top)\s+((?:[\w'/-]+\s+){0,2}[\w'/-]+))",
    re.I,
)
_THRESHOLD = re.compile(
    r"\b(above|over|more than|greater than|exceeding|higher than|below|under|less than|lower than|fewer than"
    r"|smaller than)\s+"
    r"(\d+(?:\.\d+)?|half|one)\s*(%|ms\b|milliseconds?\b|s\b|secs?\b|seconds?\b)?",
    re.I,
)
_AGO = re.compile(r"\b(\d+|an?|one)\s+(minute|hour|day)s?\s+ago\b", re.I)  # read after number words become digits
_COUNTED = re.compile(r"\bhow many\s+(\w+)\s+(?:have|has|had|are|is|were|with|use|using|show)\b", re.I)
_NOW = re.compile(r"\b(right now|currently|at the moment|now|current)\b", re.I)
_MOST = re.compile(r"\b(most|top|highest|busiest|biggest|largest|worst|slowest)\b", re.I)
_LEAST = re.compile(r"\b(least|fewest|lowest|smallest|quietest|fastest)\b", re.I)
# An HTTP status code ("404s", "a 503"), not a duration ("500ms") or a size
_HTTP_STATUS = re.compile(r"\b[1-5]\d\ds?\b(?!\s*(?:ms|milli|s\b|secs?|seconds?|mi?b|gi?b|%))", re.I)
# A latency cut-off: "complete in under 100 ms", "taking longer than a second"
_DURATION_CUT = re.compile(
    r"\b(?:(under|below|within|less than|faster than|quicker than|shorter than)|over|above|longer than|slower than"
    r"|more than|exceeding)\s+(\d+(?:\.\d+)?|an?|one|half an?)\s*(ms\b|milliseconds?\b|s\b|secs?\b|seconds?\b)",
    re.I,
)
_SESSIONS = re.compile(r"\b(connections?|sessions?|database|postgres|pg)\b", re.I)
# "a non-zero restart count", "above zero": series whose value is anything at all
_NONZERO = re.compile(r"\bnon-?\s?zero\b|\b(?:above|over|more than|greater than)\s+(?:zero|0)\b(?!\.)", re.I)
# "what status codes is payments returning": the codes seen in the window, not every series the counter has
_STATUSES_SEEN = re.compile(
    r"\b(?:which|what)\s+(?:[1-5]xx\s+|error\s+|http\s+)?(?:status(?:es)?|(?:status\s+|response\s+)?codes?)\b", re.I
)
# "in milliseconds", "in ms": a duration the metric keeps in seconds, shown in milliseconds
_IN_MS = re.compile(r"\b(?:in|as)\s+(?:ms|millis(?:econds?)?)\b", re.I)
_STATISTIC = re.compile(r"\bp\d\d\b|\bpercentile\b|\bmedian\b|\baverage\b|\bavg\b|\bmean\b", re.I)


def _request_cut(lowered: str) -> re.Match[str] | None:
    """A cut-off on single requests ("requests slower than 1s"); "p95 above 1s" is a threshold on a statistic."""
    return None if _STATISTIC.search(lowered) else _DURATION_CUT.search(lowered)


_SHARE = re.compile(r"\b(percent(?:age)?|share|fraction|proportion|ratio)\b|%", re.I)
_DOWN = re.compile(r"\b(down|unreachable|not scraped)\b", re.I)
_ABOUT_REQUESTS = re.compile(
    r"\b(?:requests?|errors?|erroring|fail\w*|[1-5]xx|[1-5]\d\ds?|status|calls?|traffic)\b", re.I
)
# "503s per minute": a per-second rate scaled to the unit asked for
_PER_UNIT = re.compile(r"\b(?:per|a|each|every)\s+(minute|min|hour)\b|/\s*(min|minute|hour|h)\b", re.I)
# "how many pods have never restarted": the series still at zero
_NEVER = re.compile(r"\bnever\b|\bnot (?:once|ever)\b|\b(?:zero|no) restarts\b", re.I)
# "which jobs have every one of their targets healthy": each target of the group is up (the group's minimum is 1)
_ALL_UP = re.compile(
    r"\b(?:all|every|each)\b(?:\s+(?:one|single|last))?(?:\s+of)?(?:\s+(?:their|its|the))?\s+(?:scrape\s+)?"
    r"(?:targets?|instances?|endpoints?)\b(?:\s+(?:are|is|being))?\s+(?:up|healthy|reachable|scraped)\b"
    r"|\b(?:no|none of (?:their|its|the))\s+(?:scrape\s+)?(?:targets?|instances?|endpoints?)\s+(?:are\s+|is\s+)?down\b"
    r"|\bfully (?:up|healthy)\b",
    re.I,
)
_ROUTE = re.compile(r"(/api/[\w/-]+)")
_METHOD = re.compile(r"\b(GET|POST|PUT|DELETE|PATCH)\b")
_JOBS = ("kubernetes-pods", "node-exporter", "postgres-exporter")


_PROMQL_DOT = "\\\\."  # a literal dot in a PromQL regex, written inside a PromQL string


def _keyword(word: str) -> str:
    """A keyword at a word's start; a number as a whole word ("500" is not "500ms")."""
    return rf"\b{re.escape(word)}" + (r"s?\b" if word.isdigit() else "")


def choose_recipe(question: str) -> tuple[Recipe, int]:
    lowered = question.lower()

    def hits(recipe: Recipe) -> int:
        found = sum(bool(re.search(_keyword(k), lowered)) for k in recipe.keywords)
        if recipe.name == "errors" and _HTTP_STATUS.search(lowered):
            found += 1  # "how many 404s": a status code is about requests
        if recipe.name == "latency" and _request_cut(lowered) and re.search(r"\brequest", lowered):
            found += 2  # "requests taking longer than a second": the duration histogram, not the request counter
        if recipe.name == "node_cpu" and re.search(r"\bidle\b", lowered) and _SESSIONS.search(lowered):
            found -= 1  # "idle connections" is a database session state, not CPU time
        if recipe.name == "error_ratio" and not _ABOUT_REQUESTS.search(lowered):
            found = 0  # "what fraction of CPU time": a share of something else, not of failed requests
        if recipe.name == "placement" and found and (_NODES.search(lowered) or _NODE_NAME.search(lowered)):
            found += 1  # "running on" with a node asks where, not whether pods run
        return found

    best = max(RECIPES, key=lambda r: (hits(r), -RECIPES.index(r)))
    if best.name == "node_memory" and _PODS_NOT_NODES.search(lowered) and "available" not in lowered:
        best = _BY_NAME["pod_memory"]
    if best.name == "node_cpu" and _PODS_NOT_NODES.search(lowered) and not _NODES.search(lowered):
        best = _BY_NAME["pod_cpu"]
    if best.name == "pod_cpu" and _NODES.search(lowered) and not _PODS_NOT_NODES.search(lowered):
        best = _BY_NAME["node_cpu"]
    if best.name == "node_cpu" and re.search(r"\bnode'?s (?:pods|containers)\b", lowered):
        best = _BY_NAME["pod_cpu"]  # "which node's containers use the most CPU": container CPU per node
    return best, hits(best)


def _label(recipe: Recipe, words: str) -> tuple[str, bool] | None:
    """The label the first words name (node-exporter calls a node ``instance``), and whether plural."""
    for word in words.lower().split()[:3]:
        for pattern, label in _LABELS:
            if re.fullmatch(pattern, word):
                if label == "node" and recipe.metric.startswith(("node_", "up")):
                    label = "instance"
                plural = word.endswith("s") and not word.endswith(("'s", "ss"))
                return label, plural
    return None


def _grouping(recipe: Recipe, question: str, pinned: set[str]) -> tuple[str, bool] | None:
    for match in _ASK.finditer(question):
        found = _label(recipe, match[1])
        if found and found[0] not in pinned:
            return found
    return None


def _matchers(recipe: Recipe, entities: Entities, question: str) -> dict[str, str]:
    """Label matchers for what the question names: ``{"service": '="checkout"', ...}``."""
    lowered = question.lower()
    metric = recipe.metric
    found: dict[str, str] = {}
    route = _ROUTE.search(question)
    if metric.startswith("http_"):
        if route:
            found["route"] = f'="{route[1]}"'
        elif entities.services:
            names = entities.services
            found["service"] = f'="{names[0]}"' if len(names) == 1 else f'=~"{"|".join(names)}"'
        if method := _METHOD.search(question):
            found["method"] = f'="{method[1]}"'
    namespace = re.search(r"\b(shop|payments|platform)\s+namespace\b|\bnamespace\s+(shop|payments|platform)\b", lowered)
    pods = [h for h in entities.hosts if re.search(r"-[0-9a-f]{8,10}-[a-z0-9]{5}$", h)]
    nodes = [h for h in entities.hosts if h not in pods]
    if metric.startswith(("kube_", "container_")):
        if namespace:
            found["namespace"] = f'="{namespace[1] or namespace[2]}"'
        elif pods:
            found["pod"] = f'="{pods[0]}"'
        elif entities.services and metric.startswith("container_"):
            found["container"] = f'="{entities.services[0]}"'
        elif entities.services:
            found["pod"] = f'=~"{entities.services[0]}-.*"'
        if nodes and metric.startswith("container_"):
            found["node"] = f'="{nodes[0]}"'
    if nodes and metric.startswith(("node_", "pg_", "up")):
        escaped = nodes[0].replace(".", _PROMQL_DOT)
        found["instance"] = f'=~"{escaped}(:[0-9]+)?"'
    if metric == "up" and (job := next((j for j in _JOBS if j in lowered), None)):
        found["job"] = f'="{job}"'
    if metric.startswith("pg_"):
        if database := re.search(r"\b(orders|inventory|payments|postgres)\s+database\b", lowered):
            found["datname"] = f'="{database[1]}"'
        if re.search(r"\bactive\b", lowered):
            found["state"] = '="active"'
        elif re.search(r"\bidle\b", lowered):
            found["state"] = '="idle"'
    return found


def _selector(metric: str, matchers: dict[str, str], **extra: str) -> str:
    parts = [f"{label}{value}" for label, value in {**matchers, **{k: f'="{v}"' for k, v in extra.items()}}.items()]
    return f"{metric}{{{', '.join(parts)}}}" if parts else metric


def _threshold(question: str, share: bool, seconds: bool) -> str:
    question = digits(question)
    found = _THRESHOLD.search(question)
    if not found or re.match(r"\s*(?:the\s+)?(?:last|past)", question[found.end(1) :]):
        return ""
    value = {"half": 0.5, "one": 1.0}.get(found[2].lower()) or float(found[2])
    unit = (found[3] or "").lower()
    if unit == "%" and share:
        value /= 100
    elif unit.startswith("m") and seconds:
        value /= 1000
    sign = (
        ">" if found[1].lower() in ("above", "over", "more than", "greater than", "exceeding", "higher than") else "<"
    )
    return f" {sign} {value:g}"


# "the lowest it has hit in the last 6 hours": the extreme of a gauge over the window, not its value now
_LOW_POINT = re.compile(r"\b(lowest|minimum|min|least|bottom)\b")
_HIGH_POINT = re.compile(r"\b(highest|maximum|max|peak|most|worst)\b")
_REACHED = re.compile(r"\b(hit|reached|dipped|dropped|fell|sank|peaked|touched|got|been|had|seen)\b")


def _extreme_over(selector: str, lowered: str, window: str) -> str:
    if not window or not _REACHED.search(lowered):
        return selector
    if _LOW_POINT.search(lowered):
        return f"min_over_time({selector}[{window}])"
    if _HIGH_POINT.search(lowered):
        return f"max_over_time({selector}[{window}])"
    return selector


def _bytes_unit(lowered: str) -> str:
    """The division that turns bytes into the unit the question asks for (none when it names none)."""
    if re.search(r"\bgi?b\b|\bgigabytes?\b", lowered):
        return " / 1024^3"
    if re.search(r"\bmi?b\b|\bmegabytes?\b", lowered):
        return " / 1024^2"
    return ""


def _latency_cut(
    cut: re.Match[str], matchers: dict[str, str], rate_range: str, by: Callable[..., str]
) -> tuple[str, str, bool, bool]:
    """Requests faster or slower than a bound, from the histogram bucket at that bound (``le`` in seconds):
    a rate per second, or a share of every request when the question asks for one (the caller scales it)."""
    amount = {"a": 1.0, "an": 1.0, "one": 1.0}.get(cut[2].lower(), 0.5 if cut[2].lower().startswith("half") else 0)
    seconds = amount or float(cut[2])
    if cut[3].lower().startswith("m"):
        seconds /= 1000
    within = by(f"rate({_selector('http_request_duration_seconds_bucket', matchers, le=f'{seconds:g}')}[{rate_range}])")
    every = by(f"rate({_selector('http_request_duration_seconds_count', matchers)}[{rate_range}])")
    faster = bool(cut[1])
    counted = within if faster else f"{every} - {within}"
    bound = f"{'within' if faster else 'over'} {seconds:g}s"
    if _SHARE.search(cut.string):
        return f"({counted}) / {every}", f"share of requests {bound}", True, False
    return counted, f"requests per second {bound}", False, False


def render_promql(question: str, entities: Entities) -> tuple[str, str, int]:
    """The expression, an explanation, and how many parts of the question it used."""
    recipe, hits = choose_recipe(question)
    lowered = question.lower()
    named_window = entities.time_range if entities.time_range and not _NOW.search(lowered) else None
    window = {"today": "1d", "yesterday": "1d"}.get(named_window or "", named_window or "")
    rate_range = window or RATE_RANGE
    matchers = _matchers(recipe, entities, question)
    group = _grouping(recipe, question, {k for k, v in matchers.items() if v.startswith("=")})
    if recipe.name == "up" and not group and _DOWN.search(lowered) and not re.search(r"\bhow many\b", lowered):
        group = ("instance", True)  # "anything down?" asks which targets are, by name
    top = entities.top_n
    lowest_first = bool(_LEAST.search(lowered)) and not _MOST.search(lowered)
    if top is None and group and (_MOST.search(lowered) or lowest_first):
        top = 10 if group[1] else 1
    used = hits + len(matchers) + bool(named_window) + bool(group) + bool(top)

    def by(expression: str, aggregate: str = "sum", extra: str = "") -> str:
        labels = ", ".join(x for x in ((group[0] if group else ""), extra) if x)
        return f"{aggregate} by ({labels}) ({expression})" if labels else f"{aggregate}({expression})"

    counting = _COUNTED.search(lowered) if recipe.name not in ("up", "pod_phase") else None
    if counting and not group:
        group = _label(recipe, counting[1])  # "how many pods have restarted": per pod, then counted
    expression, explanation, share, seconds = _expression(recipe, lowered, matchers, window, rate_range, by)
    percent = share and re.search(r"\bper ?cent(?:age)?\b", lowered) is not None
    if percent:
        expression = f"100 * ({expression})"
    cut = recipe.name == "latency" and _request_cut(lowered)
    threshold = "" if cut else _threshold(question, share and not percent, seconds)  # a cut is read by _expression
    if not threshold and recipe.name == "restarts" and _NEVER.search(lowered):
        threshold = " == 0"
    if not threshold and recipe.name == "restarts" and ((counting and group) or _NONZERO.search(lowered)):
        threshold = " > 0"
    seen = recipe.metric == "http_requests_total" and group and group[0] == "status" and not top
    if not threshold and seen and _STATUSES_SEEN.search(lowered):
        threshold = " > 0"
    expression += threshold
    if seconds and _IN_MS.search(lowered):
        # after the threshold, which is read in seconds: scaling keeps the series it filtered
        expression = f"1000 * ({expression})"
        explanation += ", in milliseconds"
    if counting and group:
        return f"count({expression})", f"how many {group[0]}s: {explanation}", used + 1
    if top and group:
        expression = f"{'bottomk' if lowest_first else 'topk'}({top}, {expression})"
    elif group and re.search(r"\b(rank|sort|order)", lowered):
        expression = f"sort_desc({expression})"
    return expression, explanation, used


def _expression(
    recipe: Recipe, lowered: str, matchers: dict[str, str], window: str, rate_range: str, by: Callable[..., str]
) -> tuple[str, str, bool, bool]:
    """The family's expression: (PromQL, explanation, whether it is a share, whether in seconds)."""
    name, metric = recipe.name, recipe.metric
    if name == "up":
        if _DOWN.search(lowered):
            if re.search(r"\bhow many\b", lowered) and not window:
                return f"count({_selector(metric, matchers)} == 0)", "how many targets are down", False, False
            if window:
                return (
                    by(f"max_over_time({_selector(metric, matchers)}[{window}])", "max") + " == 0",
                    (f"targets down for the whole last {window}"),
                    False,
                    False,
                )
            return by(_selector(metric, matchers), "min") + " == 0", "scrape targets that are down", False, False
        if window and re.search(r"\b(stay\w*|remain\w*|always|whole|entire|continuously|throughout)\b", lowered):
            expression = by(f"min_over_time({_selector(metric, matchers)}[{window}])", "min") + " == 1"
            return expression, f"targets up for the whole last {window}", False, False
        if re.search(r"\b(fraction|share|percentage|percent|ratio|proportion)\b", lowered):
            return by(_selector(metric, matchers), "avg"), "share of targets up", True, False
        if _ALL_UP.search(lowered):
            return by(_selector(metric, matchers), "min") + " == 1", "every target up", False, False
        return by(_selector(metric, matchers)), "targets up", False, False
    if name in ("errors", "error_ratio", "requests"):
        status = re.search(r"\b([45]\d\d)s?\b", lowered)
        code = {"status": status[1]} if status else ({"status": "5.."} if name != "requests" else {})
        errors = _selector(metric, matchers, **code).replace('status="5.."', 'status=~"5.."')
        everything = _selector(metric, matchers)
        if name == "error_ratio" or (name == "errors" and re.search(r"\b(ratio|share|fraction|percentage)\b", lowered)):
            ratio = f"{by(f'rate({errors}[{rate_range}])')} / {by(f'rate({everything}[{rate_range}])')}"
            return ratio, "share of requests that failed", True, False
        per_unit = _PER_UNIT.search(lowered)
        counted = re.search(r"\bhow many\b", lowered) and not re.search(r"\bper second\b", lowered)
        if counted and window and not per_unit:
            return by(f"increase({errors}[{window}])"), f"requests in the last {window}", False, False
        selected = errors if name == "errors" else everything
        rate = by(f"rate({selected}[{rate_range}])")
        if per_unit:
            unit = (per_unit[1] or per_unit[2]).lower()
            return f"{rate} * {3600 if unit.startswith('h') else 60}", f"requests per {unit}", False, False
        return rate, "requests per second", False, False
    if name == "latency" and (cut := _request_cut(lowered)):
        return _latency_cut(cut, matchers, rate_range, by)
    if name == "latency":
        base = _selector("http_request_duration_seconds_sum", matchers)
        if re.search(r"\b(average|avg|mean)\b", lowered):
            count = _selector("http_request_duration_seconds_count", matchers)
            ratio = f"{by(f'rate({base}[{rate_range}])')} / {by(f'rate({count}[{rate_range}])')}"
            return ratio, "average latency (sum / count)", False, True
        quantile = re.search(r"\bp(\d\d)\b|\b(\d\d)(?:th)? percentile\b", lowered)
        q = "0.5" if "median" in lowered else (f"0.{quantile[1] or quantile[2]}" if quantile else "0.95")
        buckets = f"rate({_selector(metric, matchers)}[{rate_range}])"
        return f"histogram_quantile({q}, {by(buckets, extra='le')})", f"p{q[2:]} from the histogram", False, True
    if name == "restarts":
        selector = _selector(metric, matchers)
        if window and not re.search(r"\b(total|current|count)\b", lowered):
            restarted = (
                re.search(r"\b(which|what|list|show|any)\b", lowered)
                and not re.search(r"\bhow many\b", lowered)
                and not _NEVER.search(lowered)
            )
            expression = by(f"increase({selector}[{window}])") + (" > 0" if restarted else "")
            return expression, f"restarts in the last {window}", False, False
        # "which namespaces have ever restarted": the counters so far, kept above zero
        ever = bool(re.search(r"\b(which|what|list|show|any)\b.*\brestarted\b", lowered)) and not _NEVER.search(lowered)
        return by(selector) + (" > 0" if ever else ""), "restarts so far (the counter)", False, False
    if name == "node_memory":
        available = _selector("node_memory_MemAvailable_bytes", matchers)
        total = _selector("node_memory_MemTotal_bytes", matchers)
        offset = ""
        if ago := _AGO.search(digits(lowered)):
            amount = int(ago[1]) if ago[1].isdigit() else 1
            offset = f" offset {amount}{ago[2][0]}"
        if re.search(r"\btotal memory\b|\btogether\b|\bcapacity\b|\bmemory do\b.*\bhave\b", lowered):
            return by(f"{total}{offset}") + " / 1024^3", "memory installed, GiB", False, False
        in_bytes = re.search(r"\bgib\b|\bgb\b|\bbytes\b|\bhow much\b", lowered)
        if in_bytes and re.search(r"\b(in use|used|usage|consumed|occupied)\b", lowered):
            return f"({total}{offset} - {available}{offset}){_bytes_unit(lowered)}", "memory in use", False, False
        if in_bytes:
            # an offset reads one past instant; otherwise the question may ask for the low point of the window
            source = f"{available}{offset}" if offset else _extreme_over(available, lowered, window)
            return f"{source} / 1024^3", "memory available, GiB", False, False
        if re.search(r"\b(usage|used|use)\b", lowered):
            return f"1 - {available}{offset} / {total}{offset}", "share of memory used", True, False
        return f"{available}{offset} / {total}{offset}", "share of memory available per node", True, False
    if name == "placement":
        # one series per container: counted per node (or per pod), it lists where the pods run
        return by(_selector(metric, matchers), "count"), "pods placed per node", False, False
    if name == "node_cpu":
        mode = re.search(r"\b(iowait|system|user|steal|irq|idle)\b", lowered)
        if mode:
            selector = _selector(metric, matchers, mode=mode[1])
            return by(f"rate({selector}[{rate_range}])", "avg"), f"share of CPU time in {mode[1]}", True, False
        idle = _selector(metric, matchers, mode="idle")
        return f"1 - {by(f'rate({idle}[{rate_range}])', 'avg')}", "share of CPU time busy", True, False
    if name == "pod_cpu":
        cores = by(f"rate({_selector(metric, matchers)}[{rate_range}])")
        if re.search(r"\bmilli-?cores?\b|\bmcpu\b", lowered):
            return f"1000 * {cores}", "CPU, millicores", False, False
        return cores, "CPU cores", False, False
    if name == "pod_memory":
        # "the average memory of a search pod" is per pod; otherwise the pods' memory adds up
        aggregate = "avg" if re.search(r"\b(average|avg|mean|typical)\b", lowered) else "sum"
        return by(_selector(metric, matchers), aggregate) + _bytes_unit(lowered), "memory working set", False, False
    if name == "replication_lag":
        if window:
            return by(f"max_over_time({_selector(metric, matchers)}[{window}])", "max"), "highest lag", False, True
        return _selector(metric, matchers), "replication lag, seconds", False, True
    if name == "connections":
        sessions = by(_selector(metric, matchers))
        if "state" in matchers and _SHARE.search(lowered):
            every_state = by(_selector(metric, {k: v for k, v in matchers.items() if k != "state"}))
            return f"{sessions} / {every_state}", "share of sessions in that state", True, False
        return sessions, "PostgreSQL sessions", False, False
    phase = next(
        (p for p in ("Pending", "Failed", "Running", "Succeeded", "Unknown") if p.lower() in lowered), "Running"
    )
    return by(_selector(metric, matchers, phase=phase)), f"{phase} pods", False, False
