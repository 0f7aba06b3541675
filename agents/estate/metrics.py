"""The demo estate's Prometheus metrics, as OpenMetrics text for ``promtool tsdb create-blocks-from``.

Series follow the fleet of :mod:`agents.estate.generate` and carry the same planted incidents: the
crash-looping payments pod's restart counter climbs, checkout's 503s rise in the last 30 minutes, one
node runs low on memory, a scrape target is down, and the replica lags.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable
from datetime import datetime, timedelta

from agents.estate.generate import DOWN_TARGET, LOW_MEMORY_NODE, NODES, SEED, SERVICES, node_of, pods, restarts_of

HOURS = 12
STEP_SECONDS = 60
BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, math.inf)
GIB = 1024**3
STATUSES = ("200", "404", "500", "503")


def _labels(**labels: str) -> str:
    return "{" + ",".join(f'{k}="{v}"' for k, v in labels.items()) + "}"


def _cumulative(increments: Iterable[float]) -> list[float]:
    return [0.0, *itertools.accumulate(increments)]


class _Writer:
    def __init__(self, times: list[datetime]) -> None:
        self.times = times
        self.lines: list[str] = []

    def family(self, name: str, kind: str, help_text: str) -> None:
        self.lines += [f"# HELP {name} {help_text}", f"# TYPE {name} {kind}"]

    def series(self, name: str, labels: str, values: Iterable[float]) -> None:
        self.lines += [f"{name}{labels} {v:g} {t.timestamp():.0f}" for t, v in zip(self.times, values, strict=True)]


def _status_shares(service: str, route: str, moment: datetime, anchor: datetime) -> dict[str, float]:
    if service == "checkout" and route == "/api/checkout" and anchor - moment < timedelta(minutes=30):
        return {"200": 0.72, "404": 0.02, "500": 0.01, "503": 0.25}
    if service == "payments" and anchor - moment < timedelta(hours=2):
        return {"200": 0.70, "404": 0.02, "500": 0.03, "503": 0.25}
    return {"200": 0.95, "404": 0.03, "500": 0.015, "503": 0.005}


def _normal_share(le: float, typical: float) -> float:
    """Share of log-normally distributed durations (median ``typical``) at or under ``le`` seconds."""
    return 1.0 if le == math.inf else 0.5 * (1 + math.erf(math.log(le / typical) / (0.5 * math.sqrt(2))))


def openmetrics(anchor: datetime, seed: int = SEED, hours: int = HOURS, ahead: timedelta = timedelta(0)) -> str:
    """Every series of the demo fleet over the last ``hours``, one sample a minute, continued ``ahead`` past
    the anchor: Prometheus answers "now" from the latest sample at most five minutes old, so series that
    ended at the anchor would go silent five minutes after the estate loads. Queries at "now" never see the
    samples ahead of it; the planted incidents simply go on."""
    rng = random.Random(seed + 1)
    start = anchor - timedelta(hours=hours)
    count = int((timedelta(hours=hours) + ahead).total_seconds()) // STEP_SECONDS + 1
    times = [start + timedelta(seconds=STEP_SECONDS * i) for i in range(count)]
    last20, last30, last60, last3h = ([anchor - t < timedelta(minutes=m) for t in times] for m in (20, 30, 60, 180))
    steps = range(len(times))
    out = _Writer(times)
    fleet = pods()

    out.family("up", "gauge", "Whether the target was scraped.")
    for _, _, pod in fleet:
        instance = f"{pod}:9102"
        out.series(
            "up",
            _labels(job="kubernetes-pods", instance=instance),
            [0 if instance == DOWN_TARGET and down else 1 for down in last20],
        )
    for node in NODES:
        out.series("up", _labels(job="node-exporter", instance=f"{node}:9100"), [1] * len(times))
    for db in ("pg-orders-01", "pg-orders-02"):
        out.series("up", _labels(job="postgres-exporter", instance=f"{db}:9187"), [1] * len(times))

    routes = [
        (s, m, r, typical / 1000, spec["weight"] * 0.4)
        for s, spec in SERVICES.items()
        for m, r, typical in spec["routes"]
    ]
    out.family("http_requests", "counter", "HTTP requests served, by status.")
    for service, method, route, _, rate in routes:
        for status in STATUSES:
            totals = _cumulative(
                rate * STEP_SECONDS * _status_shares(service, route, t, anchor)[status] for t in times[1:]
            )
            out.series(
                "http_requests_total",
                _labels(service=service, route=route, method=method, status=status),
                [round(v) for v in totals],
            )

    out.family("http_request_duration_seconds", "histogram", "Request durations.")
    for service, method, route, typical, rate in routes:
        burst = [service == "checkout" and route == "/api/checkout" and flag for flag in last30]
        n = rate * STEP_SECONDS
        route_labels = {"service": service, "route": route, "method": method}
        for le in BUCKETS:
            share = _normal_share(le, typical)
            counts = _cumulative(n * (0.75 * share + 0.25 * (le >= 5.0) if slow else share) for slow in burst[1:])
            out.series(
                "http_request_duration_seconds_bucket",
                _labels(**route_labels, le="+Inf" if le == math.inf else f"{le:g}"),
                [round(v) for v in counts],
            )
        out.series("http_request_duration_seconds_count", _labels(**route_labels), [round(n * i) for i in steps])
        sums = _cumulative(n * (0.75 * typical * 1.13 + 0.25 * 5.0 if slow else typical * 1.13) for slow in burst[1:])
        out.series("http_request_duration_seconds_sum", _labels(**route_labels), [round(v, 3) for v in sums])

    out.family("kube_pod_container_status_restarts", "counter", "Container restarts.")
    for service, namespace, pod in fleet:
        out.series(
            "kube_pod_container_status_restarts_total",
            _labels(namespace=namespace, pod=pod, container=service),
            [restarts_of(pod, anchor, t) for t in times],
        )

    out.family("kube_pod_status_phase", "gauge", "The pod's current phase.")
    for _, namespace, pod in fleet:
        for phase, value in (("Running", 1), ("Failed", 0)):
            out.series(
                "kube_pod_status_phase", _labels(namespace=namespace, pod=pod, phase=phase), [value] * len(times)
            )

    out.family("container_cpu_usage_seconds", "counter", "CPU seconds used by the container.")
    for service, namespace, pod in fleet:
        cores = {"search": 0.9, "checkout": 0.5, "payments": 0.35}.get(service, 0.15) * rng.uniform(0.8, 1.2)
        labels = _labels(namespace=namespace, pod=pod, container=service, node=node_of(pod))
        out.series("container_cpu_usage_seconds_total", labels, [round(cores * STEP_SECONDS * i, 2) for i in steps])

    out.family("container_memory_working_set_bytes", "gauge", "Memory in use by the container.")
    for service, namespace, pod in fleet:
        base = {"search": 1.6, "checkout": 0.7, "payments": 0.5}.get(service, 0.25) * GIB * rng.uniform(0.9, 1.1)
        labels = _labels(namespace=namespace, pod=pod, container=service, node=node_of(pod))
        out.series(
            "container_memory_working_set_bytes", labels, [round(base * (1 + 0.05 * math.sin(i / 30))) for i in steps]
        )

    out.family("node_cpu_seconds", "counter", "Seconds each CPU spent in each mode.")
    for node in NODES:
        busy = 0.55 if node == LOW_MEMORY_NODE else rng.uniform(0.15, 0.35)
        modes = (("idle", 1 - busy), ("user", busy * 0.75), ("system", busy * 0.2), ("iowait", busy * 0.05))
        for cpu in ("0", "1"):
            for mode, share in modes:
                out.series(
                    "node_cpu_seconds_total",
                    _labels(instance=node, cpu=cpu, mode=mode),
                    [round(share * STEP_SECONDS * i, 2) for i in steps],
                )

    out.family("node_memory_MemTotal_bytes", "gauge", "Memory of the node.")
    for node in NODES:
        out.series("node_memory_MemTotal_bytes", _labels(instance=node), [16 * GIB] * len(times))
    out.family("node_memory_MemAvailable_bytes", "gauge", "Memory available on the node.")
    for node in NODES:
        free = rng.uniform(0.35, 0.6)
        low = [node == LOW_MEMORY_NODE and flag for flag in last3h]
        out.series(
            "node_memory_MemAvailable_bytes",
            _labels(instance=node),
            [round(16 * GIB * (0.07 if x else free)) for x in low],
        )

    out.family("pg_stat_activity_count", "gauge", "PostgreSQL sessions by state.")
    for datname in ("orders", "billing"):
        for state, typical in (("active", 12), ("idle", 40), ("idle in transaction", 2)):
            surge = state == "active" and datname == "orders"
            out.series(
                "pg_stat_activity_count",
                _labels(instance="pg-orders-01:9187", datname=datname, state=state),
                [typical * (3 if surge and flag else 1) for flag in last30],
            )

    out.family("pg_replication_lag_seconds", "gauge", "How far the replica is behind.")
    out.series(
        "pg_replication_lag_seconds", _labels(instance="pg-orders-02:9187"), [45.0 if x else 0.4 for x in last60]
    )
    out.lines.append("# EOF")
    return "\n".join(out.lines) + "\n"
