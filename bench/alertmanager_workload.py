"""A Bilbao online grocer's alerting pipeline for the live PromQL estate: a real Prometheus Alertmanager.

Txoko Market, an online grocer in Bilbao, runs its alerting through one Prometheus Alertmanager 0.25
(``prometheus-alertmanager``, a temporary instance of its own, clustering off). :func:`write` lays out its
configuration; :data:`RULES` are the alerting rules of the estate's own Prometheus, which sends what fires to it. The
routing tree (:data:`CONFIG`) groups by ``alertname`` and ``site``:

* ``Watchdog`` (the always-firing dead man's switch) goes to ``deadmans-snitch`` (a webhook);
* ``severity="info"`` goes to ``null`` (a receiver without integrations: dropped on purpose);
* ``severity="critical"`` goes to ``oncall-pager`` (PagerDuty Events v2). **The integration's routing key was
  revoked**: every event is refused with HTTP 400, so the on-call never gets paged;
* ``team="data"`` goes to ``data-team-email`` (e-mail through the office smarthost ``smtp.txoko.example``, **which was
  decommissioned**: nothing listens on its port, every attempt fails);
* ``team="warehouse"`` goes to ``warehouse-wms`` (a webhook into the warehouse-management system);
* everything else goes to ``ops-slack`` (Slack), the default.

Six receivers, five integrations (webhook twice, Slack, PagerDuty, e-mail). One inhibition rule: a ``SiteDown`` mutes
the ``warning`` and ``info`` alerts of the same ``site``.

Running this file serves the HTTP end of the integrations (Slack and the webhooks answer 200, "PagerDuty" 400) and,
once the Alertmanager at ``URL`` is ready, plays the other sources of alerts (the warehouse's and the cloud's
Prometheus servers, a Grafana) through Alertmanager's v2 API, until it is killed (standard library only):

    python -m bench.alertmanager_workload URL HOOKS_PORT

At start it creates the silences (:data:`SILENCES`: four active, one pending, the maintenance of the Bilbao data
centre's UPS starting in 20 hours, and two it creates and expires at once), posts two resolved alerts once
(:data:`RESOLVED`) and three alerts Alertmanager rejects (a misconfigured Grafana puts spaces in a label name; each in
a request of its own: ``alertmanager_alerts_invalid_total{version="v2"}`` is 3); then every :data:`REPOST_SECONDS`
it posts the fourteen firing alerts of :data:`ALERTS` again, ending :data:`ENDS_AFTER_SECONDS` later, as a Prometheus
server would.

With the estate's Prometheus's own firing alerts (``Watchdog``, ``PrometheusTargetMissing`` for the two scrape jobs
whose hosts are gone, ``legacy-billing`` and ``wms-exporter``, and ``AlertmanagerNotificationFailing`` for the
``email`` and ``pagerduty`` integrations) Alertmanager holds 19 alerts: 6 suppressed (two warehouse warnings inhibited
by the Vitoria ``SiteDown``; the replica, the backup disk, the staging crash loops and legacy-billing silenced) and 13
active. ``TargetDown`` stays pending (``for: 1h``) on both dead jobs and is never sent.
"""

from __future__ import annotations

import datetime
import http.server
import json
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

REPOST_SECONDS = 15.0
ENDS_AFTER_SECONDS = 300.0
DEAD_JOBS = ("legacy-billing", "wms-exporter")  # scrape jobs whose hosts are gone: up == 0
PAGERDUTY_KEY = "R0UT1NGKEYREV0KED"

CONFIG = """\
global:
  resolve_timeout: 5m
  slack_api_url: http://127.0.0.1:{hooks}/slack/T02TXOKO/B05ALERTS/xoxb
  smtp_smarthost: 127.0.0.1:{smtp}
  smtp_from: alertmanager@txoko.example
  smtp_require_tls: false
route:
  receiver: ops-slack
  group_by: [alertname, site]
  group_wait: 2s
  group_interval: 15s
  repeat_interval: 4h
  routes:
    - matchers: ['alertname="Watchdog"']
      receiver: deadmans-snitch
      repeat_interval: 1m
    - matchers: ['severity="info"']
      receiver: "null"
    - matchers: ['severity="critical"']
      receiver: oncall-pager
    - matchers: ['team="data"']
      receiver: data-team-email
    - matchers: ['team="warehouse"']
      receiver: warehouse-wms
receivers:
  - name: ops-slack
    slack_configs:
      - channel: '#ops-alerts'
        send_resolved: true
  - name: oncall-pager
    pagerduty_configs:
      - routing_key: {key}
        url: http://127.0.0.1:{hooks}/pagerduty/v2/enqueue
  - name: data-team-email
    email_configs:
      - to: data-team@txoko.example
  - name: deadmans-snitch
    webhook_configs:
      - url: http://127.0.0.1:{hooks}/snitch/txoko-watchdog
  - name: warehouse-wms
    webhook_configs:
      - url: http://127.0.0.1:{hooks}/wms/alerts
  - name: "null"
inhibit_rules:
  - source_matchers: ['alertname="SiteDown"']
    target_matchers: ['severity=~"warning|info"']
    equal: [site]
"""
RECEIVERS, INTEGRATIONS = 6, 5
FAILING = ("email", "pagerduty")  # the integrations whose every request fails
SUCCEEDING = ("slack", "webhook")

# The estate's Prometheus's alerting rules: eight rules in four groups. Watchdog and PrometheusTargetMissing wait a few
# seconds before they fire, so that their first notification finds Alertmanager discovered (Prometheus drops what it
# cannot send, and sends again only a minute later).
RULES = """\
groups:
  - name: meta
    rules:
      - alert: Watchdog
        expr: vector(1)
        for: 10s
        labels: {severity: none}
        annotations: {summary: "Always firing, so the dead man's switch knows the pipeline works."}
  - name: targets
    rules:
      - alert: PrometheusTargetMissing
        expr: up == 0
        for: 5s
        labels: {severity: critical, team: platform}
        annotations: {summary: 'Target {{ $labels.instance }} of job {{ $labels.job }} is unreachable.'}
      - alert: TargetDown
        expr: 100 * (count by (job) (up == 0) / count by (job) (up)) > 10
        for: 1h
        labels: {severity: warning, team: platform}
        annotations: {summary: 'More than 10% of the {{ $labels.job }} targets are down.'}
  - name: alertmanager
    rules:
      - alert: AlertmanagerFailedReload
        expr: max_over_time(alertmanager_config_last_reload_successful[5m]) == 0
        for: 10m
        labels: {severity: critical, team: platform}
      - alert: AlertmanagerNotificationFailing
        expr: alertmanager_notification_requests_failed_total > 0
        labels: {severity: warning, team: platform}
        annotations: {summary: 'Alertmanager fails to send notifications through {{ $labels.integration }}.'}
  - name: node
    rules:
      - alert: HostOutOfMemory
        expr: node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes * 100 < 2
        for: 2m
        labels: {severity: warning, team: platform}
      - alert: HostHighLoad
        expr: node_load5 > 200
        for: 10m
        labels: {severity: warning, team: platform}
      - alert: HostFileDescriptorsExhausted
        expr: node_filefd_allocated / node_filefd_maximum > 0.95
        for: 5m
        labels: {severity: critical, team: platform}
"""


def _alert(name: str, site: str, severity: str, team: str, **labels: str) -> dict[str, str]:
    return {"alertname": name, "site": site, "severity": severity, "team": team, **labels}


# The other sources' firing alerts: (labels, minutes since they started firing).
ALERTS: list[tuple[dict[str, str], int]] = [
    (_alert("SiteDown", "vitoria-wh", "critical", "network", instance="fw-vitoria-01"), 95),
    (_alert("WarehouseScannerOffline", "vitoria-wh", "warning", "warehouse", instance="scan-gw-03"), 90),
    (_alert("PickingLatencyHigh", "vitoria-wh", "warning", "warehouse", instance="wms-app-01"), 88),
    (_alert("ConveyorPLCUnreachable", "vitoria-wh", "critical", "warehouse", instance="plc-line-2"), 92),
    (_alert("PostgresReplicationLag", "bilbao-dc", "warning", "data", instance="pg-replica-2"), 300),
    (_alert("PostgresTooManyConnections", "bilbao-dc", "warning", "data", instance="pg-main-1"), 40),
    (_alert("KafkaConsumerLag", "bilbao-dc", "warning", "data", instance="kafka-2", topic="orders"), 25),
    (_alert("DiskSpaceLow", "bilbao-dc", "warning", "ops", instance="backup-01", mountpoint="/srv/backup"), 1500),
    (_alert("BackupJobFailed", "bilbao-dc", "warning", "ops", instance="backup-01", job_name="pg-nightly"), 480),
    (_alert("CertificateExpiringSoon", "cloud", "warning", "ops", instance="shop.txoko.example"), 2000),
    (_alert("CheckoutErrorRateHigh", "cloud", "critical", "web", instance="checkout-api", namespace="prod"), 12),
    (_alert("HighRequestLatency", "cloud", "warning", "web", instance="search-api", namespace="prod"), 18),
    (_alert("PodCrashLooping", "cloud", "warning", "web", instance="recommender-7f9c", namespace="staging"), 600),
    (_alert("NightlyReportSlow", "bilbao-dc", "info", "data", instance="etl-01"), 200),
]
# Alerts that fired and were resolved: posted once, with an end in the past.
RESOLVED: list[tuple[dict[str, str], int, int]] = [
    (_alert("DiskSpaceLow", "bilbao-dc", "warning", "ops", instance="web-03", mountpoint="/var/log"), 180, 30),
    (_alert("KafkaBrokerDown", "bilbao-dc", "critical", "data", instance="kafka-3"), 75, 50),
]
# Rejected alerts: a label name with a space (Grafana's folder title copied into a label).
INVALID = [
    {"alertname": "GrafanaDiskUsage", "grafana folder": "Infra"},
    {"alertname": "GrafanaQueueDepth", "grafana folder": "Orders"},
    {"alertname": "GrafanaApdexLow", "grafana folder": "Shop"},
]
# Silences: (matchers as name, value, regex; created by; comment; starts in hours; lasts hours; expire at once)
SILENCES: list[tuple[list[tuple[str, str, bool]], str, str, float, float, bool]] = [
    ([("instance", "pg-replica-2", False)], "ane.etxeberria", "Replica rebuild after the disk swap", -3, 48, False),
    ([("instance", "backup-01", False), ("alertname", "DiskSpaceLow", False)], "mikel.arana",
     "New backup disk arrives Thursday", -20, 72, False),
    ([("alertname", "PodCrashLooping", False), ("namespace", "staging", False)], "irati.goikoetxea",
     "Staging recommender is being rewritten", -10, 168, False),
    ([("job", "legacy-billing", False)], "jon.uriarte", "legacy-billing is being decommissioned", -48, 336, False),
    ([("site", "bilbao-dc", False)], "mikel.arana", "UPS maintenance in the Bilbao data centre", 20, 4, False),
    ([("alertname", "CheckoutErrorRateHigh", False)], "irati.goikoetxea", "Checkout deploy", -1, 2, True),
    ([("site", "cloud", False), ("severity", "warning|info", True)], "jon.uriarte", "Black Friday noise", -2, 6, True),
]  # fmt: skip
ACTIVE_SILENCES, PENDING_SILENCES, EXPIRED_SILENCES = 4, 1, 2
# What Alertmanager holds once everything has arrived (Prometheus's five firing alerts included).
HELD, SUPPRESSED = len(ALERTS) + 5, 6


def write(root: Path, hooks: int, smtp: int) -> Path:
    """Write Alertmanager's configuration under ``root`` (made) and return its path; ``smtp`` is a port nothing
    listens on."""
    root.mkdir(parents=True, exist_ok=True)
    config = root / "alertmanager.yml"
    config.write_text(CONFIG.format(hooks=hooks, smtp=smtp, key=PAGERDUTY_KEY))
    return config


def write_rules(path: Path) -> Path:
    path.write_text(RULES)
    return path


def command(binary: str, config: Path, port: int) -> list[str]:
    return [binary, f"--config.file={config}", f"--storage.path={config.parent / 'data'}",
            f"--web.listen-address=127.0.0.1:{port}", "--cluster.listen-address="]  # fmt: skip


def prometheus_settings(port: int, rules: Path) -> str:
    """The top-level settings of the estate's Prometheus: Alertmanager to send to, and the rule file."""
    return (
        f"alerting:\n  alertmanagers:\n    - static_configs:\n        - targets: ['127.0.0.1:{port}']\n"
        f"rule_files:\n  - {rules}\n"
    )


def scrape_configs(port: int, ports: dict[str, int]) -> str:
    """The two scrape jobs whose hosts are gone (nothing listens on their ports; Alertmanager's own job, on
    ``port``, is a plain one)."""
    return "".join(
        f"  - job_name: {job}\n    static_configs:\n      - targets: ['127.0.0.1:{ports[job]}']\n" for job in DEAD_JOBS
    )


def _iso(moment: datetime.datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _call(url: str, body: Any = None, method: str = "POST") -> tuple[int, str]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


class _Hooks(http.server.BaseHTTPRequestHandler):
    """Slack, the webhooks and "PagerDuty", which refuses every event: its routing key was revoked."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.path.startswith("/pagerduty"):
            status, body = 400, json.dumps({"status": "invalid event", "message": "Event object is invalid",
                                            "errors": ["Invalid routing key"]})  # fmt: skip
        else:
            status, body = 200, "ok"
        self.send_response(status)
        self.send_header("Content-Type", "application/json" if status != 200 else "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(url: str, hooks: int) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", hooks), _Hooks)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    while True:
        try:
            if _call(f"{url}/-/ready", method="GET")[0] == 200:
                break
        except OSError:
            pass
        time.sleep(0.2)
    started = datetime.datetime.now(datetime.UTC)
    for matchers, creator, comment, starts, hours, expire in SILENCES:
        begin = started + datetime.timedelta(hours=starts)
        status, body = _call(f"{url}/api/v2/silences", {
            "matchers": [{"name": name, "value": value, "isRegex": regex, "isEqual": True}
                         for name, value, regex in matchers],
            "startsAt": _iso(begin), "endsAt": _iso(begin + datetime.timedelta(hours=hours)),
            "createdBy": creator, "comment": comment})  # fmt: skip
        if status != 200:
            raise RuntimeError(f"silence refused: {status} {body}")
        if expire:
            _call(f"{url}/api/v2/silence/{json.loads(body)['silenceID']}", method="DELETE")
    resolved = [
        {
            "labels": labels,
            "startsAt": _iso(started - datetime.timedelta(minutes=began)),
            "endsAt": _iso(started - datetime.timedelta(minutes=ended)),
        }
        for labels, began, ended in RESOLVED
    ]
    _call(f"{url}/api/v2/alerts", resolved)
    for labels in INVALID:
        _call(f"{url}/api/v2/alerts", [{"labels": labels}])
    while True:
        now = datetime.datetime.now(datetime.UTC)
        ends = _iso(now + datetime.timedelta(seconds=ENDS_AFTER_SECONDS))
        firing = [{"labels": labels, "startsAt": _iso(started - datetime.timedelta(minutes=began)), "endsAt": ends,
                   "annotations": {"summary": f"{labels['alertname']} on {labels['instance']}"},
                   "generatorURL": f"http://prometheus.{labels['site']}.txoko.example/graph"}
                  for labels, began in ALERTS]  # fmt: skip
        _call(f"{url}/api/v2/alerts", firing)
        time.sleep(REPOST_SECONDS)


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]))
