"""PromQL from a question: metrics are not tables, so the question maps to a metric recipe.

Each recipe is the idiomatic expression for one kind of question — ``rate()`` over counters with a
range fitting the window, ``increase()`` for "how many in the last …", ``histogram_quantile`` over
bucket rates for percentiles, ratios for shares — and takes the label filters the question names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
        "error_ratio", ("error rate", "error ratio", "share of", "percentage of errors", "% of"), "http_requests_total"
    ),
    Recipe(
        "errors",
        ("5xx", "500", "502", "503", "504", "errors", "error", "failing", "failed requests"),
        "http_requests_total",
    ),
    Recipe(
        "latency",
        ("latency", "p95", "p99", "p90", "percentile", "slow", "response time", "duration"),
        "http_request_duration_seconds_bucket",
    ),
    Recipe(
        "requests",
        ("requests per second", "rps", "traffic", "request rate", "requests", "throughput"),
        "http_requests_total",
    ),
    Recipe("down", ("down", "up == 0", "unreachable", "not scraped", "scrape targets", "targets"), "up"),
    Recipe(
        "node_memory",
        ("memory available", "available memory", "free memory", "node memory", "less than", "memory"),
        "node_memory_MemAvailable_bytes",
    ),
    Recipe(
        "node_cpu", ("node cpu", "cpu usage per node", "cpu per node", "busiest node", "cpu"), "node_cpu_seconds_total"
    ),
    Recipe("pod_cpu", ("pod cpu", "cpu of", "cpu by pod", "pods by cpu"), "container_cpu_usage_seconds_total"),
    Recipe(
        "pod_memory",
        ("pod memory", "working set", "memory of", "memory usage of", "memory used by"),
        "container_memory_working_set_bytes",
    ),
    Recipe("replication_lag", ("replication", "lag", "replica"), "pg_replication_lag_seconds"),
    Recipe(
        "connections", ("connections", "connection count", "sessions", "pg_stat_activity"), "pg_stat_activity_count"
    ),
    Recipe("pod_phase", ("phase", "pending", "failed pods", "not running"), "kube_pod_status_phase"),
)
_PER_POD = re.compile(r"\b(pods?|containers?)\b", re.I)
_PER_NODE = re.compile(r"\b(nodes?|instances?|machines?)\b", re.I)


def choose_recipe(question: str) -> tuple[Recipe, int]:
    lowered = question.lower()
    best = max(RECIPES, key=lambda r: (sum(k in lowered for k in r.keywords), -RECIPES.index(r)))
    hits = sum(k in lowered for k in best.keywords)
    if best.name == "node_memory" and _PER_POD.search(lowered) and not _PER_NODE.search(lowered):
        best = next(r for r in RECIPES if r.name == "pod_memory")
    if best.name == "node_cpu" and _PER_POD.search(lowered) and not _PER_NODE.search(lowered):
        best = next(r for r in RECIPES if r.name == "pod_cpu")
    return best, hits


def _matchers(entities: Entities, question: str, recipe: Recipe) -> str:
    parts = []
    if entities.services and recipe.metric.startswith("http_"):
        parts.append(
            f'service="{entities.services[0]}"'
            if len(entities.services) == 1
            else f'service=~"{"|".join(entities.services)}"'
        )
    namespace = re.search(
        r"\bnamespace\s+(shop|payments|platform)\b|\b(shop|payments|platform)\s+namespace\b", question, re.I
    )
    if namespace and recipe.metric.startswith(("kube_", "container_")):
        parts.append(f'namespace="{(namespace[1] or namespace[2]).lower()}"')
    elif entities.services and recipe.metric.startswith(("kube_", "container_")):
        parts.append(f'pod=~"{entities.services[0]}-.*"')
    if entities.hosts and recipe.metric.startswith("node_"):
        parts.append(f'instance=~"{entities.hosts[0]}.*"')
    return ", ".join(parts)


def _selector(metric: str, matchers: str, extra: str = "") -> str:
    inner = ", ".join(p for p in (matchers, extra) if p)
    return f"{metric}{{{inner}}}" if inner else metric


def render_promql(question: str, entities: Entities) -> tuple[str, str, int]:
    """The expression, an explanation, and how many parts of the question it used."""
    recipe, hits = choose_recipe(question)
    lowered = question.lower()
    window = {"today": "1d", "yesterday": "1d", None: "1h"}.get(entities.time_range, entities.time_range or "1h")
    top = entities.top_n or (10 if re.search(r"\b(most|top|highest|busiest)\b", lowered) else None)
    matchers = _matchers(entities, question, recipe)
    used = hits + bool(matchers) + bool(entities.time_range)

    def topk(expression: str) -> str:
        return f"topk({top}, {expression})" if top else expression

    if recipe.name == "restarts":
        expression = topk(f"increase({_selector(recipe.metric, matchers)}[{window}])")
        return expression, f"restarts per container over the last {window}", used
    if recipe.name in ("errors", "error_ratio", "requests"):
        status = re.search(r"\b([45]\d\d)\b", question)
        code = f'status="{status[1]}"' if status else 'status=~"5.."'
        errors = f"sum by (service) (rate({_selector(recipe.metric, matchers, code)}[{RATE_RANGE}]))"
        total = f"sum by (service) (rate({_selector(recipe.metric, matchers)}[{RATE_RANGE}]))"
        if recipe.name == "error_ratio":
            return topk(f"{errors} / {total}"), "share of requests that failed, per service", used
        if recipe.name == "requests":
            return topk(total), "requests per second, per service", used
        return topk(errors), f"failed requests per second ({code}), per service", used
    if recipe.name == "latency":
        quantile = re.search(r"\bp(9\d|50)\b", lowered)
        q = f"0.{quantile[1]}" if quantile else "0.95"
        by = "le, route" if "route" in lowered else "le, service"
        expression = (
            f"histogram_quantile({q}, sum by ({by}) (rate({_selector(recipe.metric, matchers)}[{RATE_RANGE}])))"
        )
        return topk(expression), f"p{q[2:]} latency from the duration histogram", used
    if recipe.name == "down":
        return _selector("up", matchers) + " == 0", "scrape targets that are down", used
    if recipe.name == "node_memory":
        ratio = f"node_memory_MemAvailable_bytes{_braces(matchers)} / node_memory_MemTotal_bytes{_braces(matchers)}"
        below = re.search(r"\b(?:less than|below|under)\s+(\d+)\s*%", lowered)
        if below:
            return f"{ratio} < {int(below[1]) / 100:g}", f"nodes with less than {below[1]}% memory available", used + 1
        return topk(ratio) if top else ratio, "share of memory available per node", used
    if recipe.name == "node_cpu":
        idle = _selector(recipe.metric, matchers, 'mode="idle"')
        busy = f"1 - avg by (instance) (rate({idle}[{RATE_RANGE}]))"
        return topk(busy), "share of CPU time busy per node", used
    if recipe.name == "pod_cpu":
        return (
            topk(f"sum by (pod) (rate({_selector(recipe.metric, matchers)}[{RATE_RANGE}]))"),
            "CPU cores per pod",
            used,
        )
    if recipe.name == "pod_memory":
        return topk(f"sum by (pod) ({_selector(recipe.metric, matchers)})"), "memory working set per pod", used
    if recipe.name == "replication_lag":
        return f"max_over_time({_selector(recipe.metric, matchers)}[{window}])", f"highest lag over {window}", used
    if recipe.name == "connections":
        by = "datname, state" if "database" in lowered or "datname" in lowered else "state"
        return f"sum by ({by}) ({_selector(recipe.metric, matchers)})", "PostgreSQL sessions by state", used
    phase = "Pending" if "pending" in lowered else "Failed"
    selector = _selector(recipe.metric, matchers, f'phase="{phase}"')
    return f"sum by (namespace) ({selector})", f"{phase} pods", used


def _braces(matchers: str) -> str:
    return f"{{{matchers}}}" if matchers else ""
