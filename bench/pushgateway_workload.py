"""The batch jobs of an operations team that push their metrics to the live PromQL estate's Pushgateway.

Running this file starts, each in a thread of its own, eleven batch jobs (five kinds, on ten hosts) that really run
on short cycles and, at the end of every run, push their metrics to the Pushgateway at ``URL`` the way batch jobs
do, with ``prometheus_client`` and the grouping key ``job`` and ``instance``; it writes nothing else and runs until
it is killed:

    python -m bench.pushgateway_workload URL

Every job pushes the team's shared batch metrics: ``batch_job_last_success_timestamp_seconds`` (Unix time of the
last run that succeeded), ``batch_job_duration_seconds`` (how long the last run took, measured),
``batch_job_last_run_success`` (1 when the last run succeeded, 0 when it failed), and the counters
``batch_job_runs_total`` and ``batch_job_failures_total`` (since the job's scheduler started; ``_created`` series
are disabled). A successful run replaces its group (``push_to_gateway``, HTTP PUT); a failed run only adds its
failure metrics (``pushadd_to_gateway``, HTTP POST), so the group keeps its last success time. On top of that:

* ``pg_backup`` dumps a PostgreSQL database every 8 seconds on ``db-orders-01`` (about 2 s, 4.2 GiB),
  ``db-billing-01`` (0.6 s, 1.1 GiB) and ``db-inventory-01`` (1.2 s, 2.6 GiB) and pushes ``backup_size_bytes``
  (label ``database``: orders, billing, inventory); its fourth host, ``db-analytics-01``, is **stale**: its cron
  entry was disabled, so the only push is the one its wrapper replayed at start-up from its state file: a
  successful 90-minute (5,400 s) backup of ``analytics`` (38.5 GiB) that finished 30 hours before the workload
  started;
* ``etl_import`` on ``batch-01`` imports the web shop's orders into the warehouse every 5 seconds (1.5 s) and pushes
  ``etl_rows_loaded`` and ``etl_rows_rejected`` per ``table`` (orders 48,200 and 12, order_lines 152,900 and 377,
  customers 9,450 and 3);
* ``cert_renewal`` checks and renews the TLS certificates of the edge proxies every 8 seconds and pushes
  ``ssl_certificate_expiry_timestamp_seconds`` per ``domain``: ``edge-01`` (shop.example.com in 62 days,
  api.example.com in 75 days) succeeds; ``edge-02`` is **failing**: the ACME order for status.example.com is
  refused on every run, so that certificate (issued 85 days before the start, expiring 5 days after it) is not
  renewed (cdn.example.com, 40 days, is fine), its last success is 85 days old and its failure counter climbs;
* ``log_archive`` compresses and ships the web servers' logs every 5 seconds and pushes ``logs_archived_bytes`` and
  ``logs_archived_files``: ``web-01`` (0.2 s, 610 MiB, 24 files) and ``web-02`` (0.25 s, 655 MiB, 26 files) are
  quick; ``web-03`` is **slow** (its disk is failing: 4.5 s a run, 598 MiB, 23 files), so it runs back to back;
* ``report_export`` on ``batch-01`` exports the morning reports every 10 seconds (0.8 s) and pushes
  ``report_rows_exported`` per ``report`` (daily_sales 18,400, inventory_snapshot 96,500, finance_ledger 7,250).

Numbers stay the same from run to run, so an answer does not move between two evaluations a few seconds apart.
"""

from __future__ import annotations

import dataclasses
import sys
import threading
import time
from collections.abc import Callable

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    disable_created_metrics,
    push_to_gateway,
    pushadd_to_gateway,
)

GiB, MiB, DAY = 1024**3, 1024**2, 86400.0
STALE = ("pg_backup", "db-analytics-01")
STALE_AGE_SECONDS = 30 * 3600.0
STALE_DURATION_SECONDS = 5400.0
FAILING = ("cert_renewal", "edge-02")


@dataclasses.dataclass
class BatchJob:
    job: str
    instance: str
    period: float  # seconds from the start of one run to the start of the next
    duration: float  # seconds a run works
    extra: Callable[[CollectorRegistry, float], None]  # the job's own metrics, given the run's end time
    fails: bool = False


def backup(database: str, size: float) -> Callable[[CollectorRegistry, float], None]:
    def push(registry: CollectorRegistry, _: float) -> None:
        gauge = Gauge("backup_size_bytes", "Size of the last backup.", ["database"], registry=registry)
        gauge.labels(database).set(size)

    return push


def etl(registry: CollectorRegistry, _: float) -> None:
    loaded = Gauge("etl_rows_loaded", "Rows loaded by the last import.", ["table"], registry=registry)
    rejected = Gauge("etl_rows_rejected", "Rows rejected by the last import.", ["table"], registry=registry)
    for table, good, bad in (("orders", 48200, 12), ("order_lines", 152900, 377), ("customers", 9450, 3)):
        loaded.labels(table).set(good)
        rejected.labels(table).set(bad)


def certificates(domains: dict[str, float]) -> Callable[[CollectorRegistry, float], None]:
    def push(registry: CollectorRegistry, _: float) -> None:
        gauge = Gauge("ssl_certificate_expiry_timestamp_seconds", "When the certificate expires.", ["domain"],
                      registry=registry)  # fmt: skip
        for domain, expiry in domains.items():
            gauge.labels(domain).set(expiry)

    return push


def logs(size_mib: int, files: int) -> Callable[[CollectorRegistry, float], None]:
    def push(registry: CollectorRegistry, _: float) -> None:
        Gauge("logs_archived_bytes", "Bytes archived by the last run.", registry=registry).set(size_mib * MiB)
        Gauge("logs_archived_files", "Files archived by the last run.", registry=registry).set(files)

    return push


def reports(registry: CollectorRegistry, _: float) -> None:
    gauge = Gauge("report_rows_exported", "Rows in the last export.", ["report"], registry=registry)
    for report, rows in (("daily_sales", 18400), ("inventory_snapshot", 96500), ("finance_ledger", 7250)):
        gauge.labels(report).set(rows)


def jobs(started: float) -> list[BatchJob]:
    """Every batch job but the stale one, with its certificates' expiry times counted from ``started``."""
    return [
        BatchJob("pg_backup", "db-orders-01", 8.0, 2.0, backup("orders", 4.2 * GiB)),
        BatchJob("pg_backup", "db-billing-01", 8.0, 0.6, backup("billing", 1.1 * GiB)),
        BatchJob("pg_backup", "db-inventory-01", 8.0, 1.2, backup("inventory", 2.6 * GiB)),
        BatchJob("etl_import", "batch-01", 5.0, 1.5, etl),
        BatchJob("cert_renewal", "edge-01", 8.0, 0.3,
                 certificates({"shop.example.com": started + 62 * DAY, "api.example.com": started + 75 * DAY})),
        BatchJob("cert_renewal", "edge-02", 8.0, 0.4,
                 certificates({"status.example.com": started + 5 * DAY, "cdn.example.com": started + 40 * DAY}),
                 fails=True),
        BatchJob("log_archive", "web-01", 5.0, 0.2, logs(610, 24)),
        BatchJob("log_archive", "web-02", 5.0, 0.25, logs(655, 26)),
        BatchJob("log_archive", "web-03", 5.0, 4.5, logs(598, 23)),
        BatchJob("report_export", "batch-01", 10.0, 0.8, reports),
    ]  # fmt: skip


GROUPS = len(jobs(0.0)) + 1  # with the stale one


def push_stale(url: str, started: float) -> None:
    """The analytics backup's wrapper replays its last (successful) run from its state file, once."""
    registry = CollectorRegistry()
    finished = started - STALE_AGE_SECONDS
    common(registry, success=True, finished=finished, duration=STALE_DURATION_SECONDS, runs=1, failures=0)
    backup("analytics", 38.5 * GiB)(registry, finished)
    job, instance = STALE
    push_to_gateway(url, job=job, grouping_key={"instance": instance}, registry=registry)


def common(registry: CollectorRegistry, success: bool, finished: float, duration: float, runs: int,
           failures: int) -> None:  # fmt: skip
    """The team's shared batch metrics (on a failure only the failure side; the group keeps its last success)."""
    if success:
        Gauge("batch_job_last_success_timestamp_seconds", "Unix time of the last successful run.",
              registry=registry).set(finished)  # fmt: skip
    Gauge("batch_job_duration_seconds", "Duration of the last run.", registry=registry).set(duration)
    Gauge("batch_job_last_run_success", "1 if the last run succeeded, 0 if it failed.",
          registry=registry).set(1 if success else 0)  # fmt: skip
    Counter("batch_job_runs", "Runs since the scheduler started.", registry=registry).inc(runs)
    Counter("batch_job_failures", "Failed runs since the scheduler started.", registry=registry).inc(failures)


def run_forever(url: str, spec: BatchJob, started: float) -> None:
    runs = failures = 0
    if spec.fails:
        # the last success the failing renewal remembers: when the certificate was issued, 85 days ago
        registry = CollectorRegistry()
        common(registry, success=True, finished=started - 85 * DAY, duration=spec.duration, runs=0, failures=0)
        spec.extra(registry, started)
        push_to_gateway(url, job=spec.job, grouping_key={"instance": spec.instance}, registry=registry)
    while True:
        begin = time.monotonic()
        time.sleep(spec.duration)  # the work
        duration = time.monotonic() - begin
        runs += 1
        registry = CollectorRegistry()
        push = pushadd_to_gateway if spec.fails else push_to_gateway
        failures += spec.fails
        common(registry, success=not spec.fails, finished=time.time(), duration=duration, runs=runs,
               failures=failures)  # fmt: skip
        if not spec.fails:
            spec.extra(registry, time.time())
        try:
            push(url, job=spec.job, grouping_key={"instance": spec.instance}, registry=registry)
        except OSError as error:  # the gateway is briefly unreachable: a real job logs it and tries next run
            print(f"{spec.job}/{spec.instance}: push failed: {error}", file=sys.stderr, flush=True)
        time.sleep(max(0.0, spec.period - (time.monotonic() - begin)))


def main(url: str) -> None:
    disable_created_metrics()  # type: ignore[no-untyped-call]
    started = time.time()
    push_stale(url, started)
    for spec in jobs(started):
        threading.Thread(target=run_forever, args=(url, spec, started), daemon=True).start()
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main(sys.argv[1])
