"""Check every gold query of the "wild" question sets on a real engine.

    .lexiquery/bootstrap/bin/uv run --frozen python -m bench.estates.verify [--set wild2] [--sql-only | --promql-only]

``--set NAME`` picks the question sets ``bench/data/execution-sql-NAME.jsonl`` and
``execution-promql-NAME.jsonl`` (default ``wild1``).

SQL (``bench/data/execution-sql-<set>.jsonl``): each estate the set uses is built into a temporary directory
with ``now`` = the current UTC time, and every gold runs on it with SQLite's own ``'now'``: it must not fail,
must return at least one row, exactly one row for ``value`` items, and a number in the last column of a
``value`` row. The estates are then built again with ``now`` one day later, and each gold is run on both builds
with ``'now'`` pinned to that build's ``now``: the answers must agree under the item's compare mode
(calendar-anchored golds, those counting from the first of the month or from the Monday of the current week,
are listed apart: their answer moves with the calendar by design). For golds with a ``LIMIT`` the row just
past the cut-off is checked for a tie. Finally every gold runs on a build with seed 8, and the number of
changed answers is reported (informational).

PromQL (``bench/data/execution-promql-<set>.jsonl``): a live Prometheus scraping the node exporter and itself
(``bench/live_prometheus.py``; when any item's estate is ``node+postgres``, as in wild5 and wild6, also a PostgreSQL
exporter watching a busy PostgreSQL server; when any is ``node+redis``, as in wild7, a Redis exporter watching a busy
Redis server; when any is ``node+haproxy``, as in wild8, a HAProxy exporter reading a HAProxy load balancer with steady
traffic; when any is ``node+blackbox``, as in wild9, a blackbox exporter probing a set of local web services and TCP
ports; when any is ``node+process``, as in wild10, a process exporter watching the long-running services of a CI build
host; when any is ``node+pushgateway``, as in wild11, a Pushgateway to which an operations team's batch jobs push their
metrics; when any is ``node+mysql``, as in wild12, a MySQL exporter watching a busy MariaDB server; when any is
``node+bind``, as in wild13, a BIND exporter reading a busy BIND name server; when any is ``node+varnish``, as in
wild14, a Varnish exporter reading a Varnish cache in front of a news site's backends; when any is ``node+apache``, as
in wild15, an Apache exporter reading the status page of a busy Apache web server serving a county council's website;
when any is ``node+squid``, as in wild16, a Squid exporter reading the cache manager of a Squid forward proxy carrying a
law firm's office traffic; when any is ``node+nginx``, as in wild17, an nginx exporter reading the status page of a busy
nginx web server serving a ferry operator's booking website; when any is ``node+mqtt``, as in wild18, an MQTT exporter
subscribed to a Mosquitto broker carrying a glasshouse grower's sensor telemetry; when any is ``node+snmp``, as in
wild19, an SNMP exporter walking the Net-SNMP agents of a ski area's core switch and two UPSes; when any is
``node+sql``, as in wild20, the SQL exporter querying a ticketing platform's busy database in PostgreSQL; when any is
``node+postfix``, as in wild21, the Postfix exporter reading the queue and the log of a mail-order bookseller's busy
Postfix mail gateway; when any is ``node+bird``, as in wild22, the BIRD exporter reading a regional fibre ISP's BIRD
border router and its BGP sessions under a steady churn of route updates; when any is ``node+frr``, as in wild23,
the FRR exporter reading a Dublin hosting company's FRRouting edge router and its BGP sessions under a steady churn of
route updates; when any is ``node+trafficserver``, as in wild24, the Traffic Server exporter reading a game studio's
Apache Traffic Server edge cache under steady players' traffic; when any is ``node+mailexporter``, as in wild25, the
mail exporter sending probe mails through a Tromsø web host's Postfix and watching its Maildirs for them; when any
is ``node+textfile``, as in wild26, a second node exporter's textfile collector reading what Debian's textfile
collector scripts write about a newspaper's file server, its growing directories and the inotify instances of its
daemons, and about the machine's real apt state; when any is ``node+pgbouncer``, as in wild27, Debian's PgBouncer
exporter reading the admin console of a food-delivery platform's PgBouncer, its services' clients pooled in front of a
PostgreSQL cluster of its own; when any is ``node+libvirt``, as in wild28, the libvirt exporter reading a Cork web
agency's KVM host, its domains, disks and bridged interfaces, through libvirt's test driver; when any is
``node+smokeping``, as in wild29, Debian's smokeping prober pinging a Ljubljana savings bank's branch routers, ATMs and
data centres from a network namespace of its own, some never answering and one gone dark; when any is
``node+alertmanager``, as in wild30, a real Alertmanager holding a Bilbao online grocer's alerts, sent by Prometheus's
own alerting rules and posted with its silences by the workload, and failing to deliver through two of its
integrations; when any is ``node+dnsdist``, as in wild31, a real PowerDNS dnsdist serving its own metrics, a Tampere
fibre ISP's DNS front end balancing its subscribers' and office's queries over resolver pools, blocking ads, malware,
a flooding smart plug and an open-resolver scanner;
when any is ``node+dovecot``, as in wild32, a Galway solicitors' firm's Dovecot IMAP server serving its
own metrics, its helpdesk, case system, copier and phones logged in, a tablet with a stale password and a password
sprayer failing; when any is ``node+etcd``, as in wild33, a Vilnius parcel-locker network's three-member etcd cluster,
each member serving its own metrics under its name as ``instance``, the leadership moved to ``etcd-a``, its lockers'
heartbeats, configuration reads, watches, leases, lock transactions and three failing clients;
when any is ``node+rabbitmq``, as in wild34, a Leipzig online pharmacy's RabbitMQ node serving its own metrics through
its built-in prometheus plugin, its web shop, workers and warehouse system publishing and consuming over AMQP, a PDF
queue without a consumer and a mail queue outpaced, prescriptions rejected into a dead-letter queue, a report builder
stuck on its reports, a label printer requeueing and an old ERP refused at login;
when any is ``node+recursor``, as in wild35, a Cluj-Napoca software house's PowerDNS Recursor serving its own metrics,
its office's laptops, CI runners and services resolving through it, a response policy zone blocking ads and malware, a
slow payment gateway, an old ERP's name server answering SERVFAIL, a retired VPN's never answering, a TCP monitoring
probe and a scanner outside its ACL;
when any is ``node+collectd``, as in wild36, collectd's write_prometheus plugin on a Brno rail-ticket reseller's cache
host, collectd reading four memcached instances (sessions, fares, a rate limiter and seat maps evicting one another),
the application's statsd counters, timers and gauges and its spool directories;
when any is ``node+kresd``, as in wild37, a Ghent college's Knot Resolver serving its own metrics through its http
module, the campus's students, labs, library kiosks, mail server, a monitoring probe over TCP and phones over DNS over
TLS resolving through it, two counted blocklists (ads answered NXDOMAIN, malware left unanswered), a slow library
catalogue and a retired portal answering SERVFAIL;
when any is ``node+ipmi``, as in wild38, the IPMI exporter reading a Lausanne weather-forecasting company's five rack
servers' BMCs, OpenIPMI's simulators, one target per server: CPUs heating and cooling with the forecast model's runs, a
stopped fan, a failed power supply, a flat CMOS battery, a GPU over its critical threshold, an opened chassis and a
spare powered off;
when any is ``node+caddy``, as in wild39, a Salzburg bike-rental company's Caddy serving its own metrics on its admin
endpoint, six sites: a website with missing pages, a booking app behind a reverse proxy with a dead upstream, slow
bookings and a failing payment callback, a partner portal refusing an old password, an old domain redirecting, map
tiles and wall screens' long polls;
when any is ``node+pdns``, as in wild40, a Valencia web host's two PowerDNS Authoritative name servers, ``ns1`` and
``ns2``, each serving its own metrics under its name as ``instance``: the internet's resolvers' lookups mostly from the
packet cache, fresh non-existent names, a zone missing on ``ns2`` refused, office PCs asking for recursion, a
monitoring probe over TCP, a refused dynamic update, a retired primary's NOTIFY and a malformed message;
when any is ``node+rspamd``, as in wild41, an Aalborg mail provider's two rspamd scanners, ``mx1`` and ``mx2``, each
serving its own metrics on its controller under its name as ``instance``: ordinary mail, newsletters greylisted,
dubious shops marked, phishing subjects rewritten, spam and executable attachments rejected, a hacked account deferred,
and the webmail's spam and not-spam buttons teaching the shared Bayes classifier);
when any is ``node+prosody``, as in wild42, a Porto software consultancy's Prosody XMPP server serving its own metrics
through mod_http_openmetrics: staff on desktops (two over IPv6) and phones with stream management and client state
indication, anonymous guests, team rooms and a stand-up bot's short-lived rooms, a desk phone failing its old password
and a kiosk that never logs in, abandoned BOSH sessions and an old tab's forgotten one;
when any is ``node+tor``, as in wild43, a Tartu privacy lab's private Tor network on loopback, every tor (two directory
authorities, two guards, a middle relay, two exits, three clients and an onion services' host) serving its own
metrics under its nickname as ``instance``: a desktop's pages, lookups and a retired service's refused port through
the exits, a news onion service's pages, a chat bot's sessions held open, sources' uploads to a dropbox onion service
on circuits of their own and a machine the SOCKS policy refuses;
when any is ``node+kamailio``, as in wild44, a Thessaloniki roadside-assistance contact centre's Kamailio SIP registrar
and proxy serving its own metrics through xhttp_prom: desk phones and softphones registering over UDP and TCP with
digest authentication, keepalives, calls answered, busy, unanswered, to an unknown number and to a logged-off phone, a
lobby phone with an old password, a password guesser, a scanner dropped by its User-Agent and a flooding door intercom
banned; when any is ``node+netdata``, as in wild45, a Netdata agent's allmetrics API on a Trieste coffee roaster's
web-shop server, its StatsD server receiving the shop's counters, gauges, timers, histograms, sets, meters and
dictionaries, apps.plugin grouping the shop's services and python.d reading its session cache;
when any is ``node+jupyterhub``, as in wild46, a Leuven university data-science course's JupyterHub serving its own
metrics: students logging in and starting, using and stopping notebook servers through the hub's proxy, starts that
time out, are refused over a disk quota or lack their command, late students turned away from the full hub, failed
logins, dead links, a stopped server's bookmark, the course dashboard's and the autograder's API calls and retired bots'
revoked tokens; when any is ``node+django``, as in wild47, a Nantes makerspace's tool library, a Django site under
gunicorn exporting its own metrics through django-prometheus: catalogue pages from the cache, searches, loans, workshop
bookings made, doubled and cancelled, an old kiosk refused by CSRF, a crashing report, scanners and a page waiting on a
calendar that never answers; when any is ``node+patroni``, as in wild48, a Košice hospital laboratory's three-member
PostgreSQL cluster run by Patroni with an etcd of its own, each member's REST API serving its own metrics under its name
as ``instance``: the leadership switched over to ``lab-db2`` on timeline 2, a setting pending a restart, the cluster in
maintenance mode and the reporting replica's replay paused while the analysers write to the leader; when any is
``node+registry``, as in wild49, a Montevideo fintech's private container registry, Debian's Distribution registry 2.8
serving its own metrics on its debug server: the company's images pushed over the HTTP API v2, its CI pushing and
pruning builds, its nodes pulling from the blob descriptor cache, a missing tag, a garbage-collected blob, a retired
Jenkins's old password and anonymous clients refused; when any is ``node+hacluster``, as in wild50, a Porto container
terminal's two-node Pacemaker cluster over Corosync read by the HA cluster exporter: one node down, fenced and in
standby, a promotable database, a group, a clone, a resource failed to its migration threshold, one that cannot start, a
disabled one, an unmanaged one, and constraints left by a move and a ban) is given time
to fill its one-minute rate windows, then every gold is evaluated with
``POST /api/v1/query`` twice, five seconds apart.
Each must succeed with at least one series (exactly one for ``value``) and both evaluations must agree under the
compare mode. Result columns follow the
judge's convention: label names sorted, then the value; a ``set`` gold whose first column is ``__name__`` is
flagged.

Items with problems are printed as a table; the exit status is 1 when there are any.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import re
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.estates import ESTATES

DATA = Path(__file__).resolve().parent.parent / "data"
DEFAULT_SET = "wild1"
CALENDAR = re.compile(r"strftime\('%Y-%m-01|'weekday \d'")
LIMIT = re.compile(r"\s+LIMIT\s+(\d+)\s*$", re.IGNORECASE)
WARMUP_SECONDS = 70.0
APART_SECONDS = 5.0

Row = tuple[Any, ...]


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def _key(value: Any) -> str:
    number = _number(value)
    if number is not None and math.isfinite(number):
        return repr(round(number, 6))
    return str(value)


def close(a: float, b: float) -> bool:
    return abs(a - b) <= max(0.01, 0.01 * max(abs(a), abs(b)))


def agree(compare: str, left: list[Row], right: list[Row]) -> bool:
    """Whether two results give the same answer under a compare mode (the judge's rules, gold against gold)."""
    if not left or not right:
        return left == right
    if compare == "value":
        if len(left) != 1 or len(right) != 1:
            return False
        a, b = _number(left[0][-1]), _number(right[0][-1])
        return a is not None and b is not None and close(a, b)
    first_left = [_key(row[0]) for row in left]
    first_right = [_key(row[0]) for row in right]
    if compare == "ordered":
        return first_left == first_right
    return Counter(first_left) == Counter(first_right)


def show(rows: list[Row], limit: int = 6) -> str:
    def cell(value: Any) -> str:
        number = _number(value)
        if isinstance(value, float) or (isinstance(value, str) and number is not None and "." in value):
            return f"{number:.6g}"
        return str(value)

    text = "; ".join(", ".join(cell(value) for value in row) for row in rows[:limit])
    return text + (f"; ... ({len(rows)} rows)" if len(rows) > limit else "")


# ---------------------------------------------------------------- SQL


def run_sql(db: Path, gold: str, at: datetime.datetime | None = None) -> list[Row]:
    """Run ``gold`` on ``db``; with ``at``, SQLite's ``'now'`` is pinned to that instant."""
    if at is not None:
        gold = gold.replace("'now'", "'" + at.strftime("%Y-%m-%d %H:%M:%S") + "'")
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [tuple(row) for row in connection.execute(gold).fetchall()]
    finally:
        connection.close()


def basic_problems(compare: str, rows: list[Row]) -> list[str]:
    problems = []
    if not rows:
        problems.append("no rows")
    elif compare == "value":
        if len(rows) != 1:
            problems.append(f"value item returned {len(rows)} rows")
        number = _number(rows[0][-1])
        if number is None or not math.isfinite(number):
            problems.append(f"last column is not a number: {rows[0][-1]!r}")
    return problems


def tie_at_cutoff(db: Path, gold: str, compare: str, at: datetime.datetime) -> str | None:
    """For a gold ending in ``LIMIT k``: a tie (same last-column value) across the cut-off, or inside the
    top k for ``ordered``; None when the order is strict where it matters or the last column is not a number."""
    match = LIMIT.search(gold)
    if not match:
        return None
    k = int(match.group(1))
    rows = run_sql(db, gold[: match.start()], at)
    numbers = [_number(row[-1]) for row in rows]
    if any(number is None for number in numbers[: k + 1]):
        return None
    pairs = [(k - 1, k)] if compare != "ordered" else [(i, i + 1) for i in range(k)]
    for i, j in pairs:
        if j < len(numbers) and numbers[i] == numbers[j]:
            return f"tie between rank {i + 1} and {j + 1} ({numbers[i]})"
    return None


def margin_at_cutoff(db: Path, gold: str, at: datetime.datetime) -> str:
    match = LIMIT.search(gold)
    if not match:
        return ""
    k = int(match.group(1))
    rows = run_sql(db, gold[: match.start()], at)
    numbers = [_number(row[-1]) for row in rows[: k + 1]]
    if len(numbers) <= k or any(number is None for number in numbers):
        return ""
    return f"rank {k}: {numbers[k - 1]:.4g} vs rank {k + 1}: {numbers[k]:.4g}"


def verify_sql(items: list[dict[str, Any]]) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    now = datetime.datetime.now(datetime.UTC).replace(microsecond=0, tzinfo=None)
    later = now + datetime.timedelta(days=1)
    with tempfile.TemporaryDirectory(prefix="wild-estates-") as scratch:
        directory = Path(scratch)
        builds: dict[tuple[str, str], Path] = {}
        for name, build in ESTATES.items():
            if name not in {item["estate"] for item in items}:
                continue
            for variant, when, seed in (("now", now, 7), ("later", later, 7), ("seed8", now, 8)):
                path = directory / f"{name}-{variant}.sqlite"
                started = time.monotonic()
                if seed == 7:
                    build(path, when)
                else:
                    build(path, when, seed=seed)  # type: ignore[call-arg]
                builds[(name, variant)] = path
                if variant == "now":
                    print(f"built {name} in {time.monotonic() - started:.1f}s: {table_counts(path)}")
        changed_seed8: list[str] = []
        calendar: list[str] = []
        print(f"\n{'id':<10} {'compare':<8} answer on the fresh build")
        for item in items:
            ident, compare, gold, estate = item["id"], item["compare"], item["gold"], item["estate"]
            current = builds[(estate, "now")]
            try:
                rows = run_sql(current, gold)
            except sqlite3.Error as error:
                problems.append((ident, f"error: {error}"))
                continue
            print(f"{ident:<10} {compare:<8} {show(rows)}")
            problems.extend((ident, text) for text in basic_problems(compare, rows))
            pinned = run_sql(current, gold, now)
            if not agree(compare, rows, pinned):
                problems.append((ident, f"answer at build time differs from answer now: {show(pinned)}"))
            tie = tie_at_cutoff(current, gold, compare, now)
            if tie:
                problems.append((ident, tie))
            shifted = run_sql(builds[(estate, "later")], gold, later)
            if not agree(compare, pinned, shifted):
                if CALENDAR.search(gold):
                    calendar.append(f"{ident}: {show(pinned)} -> {show(shifted)}")
                else:
                    problems.append((ident, f"answer moved with now + 1 day: {show(pinned)} -> {show(shifted)}"))
            other = run_sql(builds[(estate, "seed8")], gold, now)
            if not agree(compare, pinned, other):
                changed_seed8.append(f"{ident}: {show(pinned, 3)} -> {show(other, 3)}")
        margins = [
            f"{item['id']}: {text}"
            for item in items
            if (text := margin_at_cutoff(builds[(item["estate"], "now")], item["gold"], now))
        ]
        print("\nmargins at LIMIT cut-offs (fresh build):")
        for line in margins:
            print("  " + line)
        print(f"\ncalendar-anchored items whose answer moved with now + 1 day (expected): {len(calendar)}")
        for line in calendar:
            print("  " + line)
        print(f"\nanswers that differ on a build with seed 8 (informational): {len(changed_seed8)} of {len(items)}")
        for line in changed_seed8:
            print("  " + line)
    return problems


def table_counts(path: Path) -> str:
    connection = sqlite3.connect(path)
    try:
        names = [
            row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid")
        ]
        quoted = {name: '"' + name.replace('"', '""') + '"' for name in names}  # Case, User...: keywords or not
        return ", ".join(
            f"{name} {connection.execute(f'SELECT COUNT(*) FROM {quoted[name]}').fetchone()[0]}" for name in names
        )
    finally:
        connection.close()


# ---------------------------------------------------------------- PromQL


def promql_rows(url: str, query: str) -> tuple[list[Row], list[str]]:
    """The result as rows (label values in sorted label-name order, then the value) and the column names."""
    import httpx

    response = httpx.post(f"{url}/api/v1/query", data={"query": query}, timeout=10)
    body = response.json()
    if body.get("status") != "success":
        raise RuntimeError(f"{body.get('errorType')}: {body.get('error')}")
    data = body["data"]
    if data["resultType"] == "scalar":
        return [(float(data["result"][1]),)], ["value"]
    if data["resultType"] != "vector":
        raise RuntimeError(f"unexpected result type {data['resultType']}")
    names = sorted({name for series in data["result"] for name in series["metric"]})
    rows = [
        (*tuple(series["metric"].get(name, "") for name in names), float(series["value"][1]))
        for series in data["result"]
    ]
    return rows, [*names, "value"]


def verify_promql(items: list[dict[str, Any]]) -> list[tuple[str, str]]:
    import httpx

    from bench.live_prometheus import live_prometheus, services_for

    problems: list[tuple[str, str]] = []
    estates = {item.get("estate") for item in items}
    with live_prometheus(*services_for(estates)) as url:
        while True:
            uptime = httpx.post(
                f"{url}/api/v1/query", data={"query": 'time() - process_start_time_seconds{job="prometheus"}'}
            ).json()["data"]["result"]
            if uptime and float(uptime[0]["value"][1]) >= WARMUP_SECONDS:
                break
            time.sleep(1)
        first: dict[str, tuple[list[Row], list[str]] | str] = {}
        for item in items:
            try:
                first[item["id"]] = promql_rows(url, item["gold"])
            except (RuntimeError, httpx.HTTPError, ValueError) as error:
                first[item["id"]] = str(error)
        time.sleep(APART_SECONDS)
        print(f"\n{'id':<10} {'compare':<8} columns -> first evaluation | second evaluation")
        for item in items:
            ident, compare = item["id"], item["compare"]
            earlier = first[ident]
            if isinstance(earlier, str):
                problems.append((ident, f"error: {earlier}"))
                continue
            rows, columns = earlier
            try:
                again, _ = promql_rows(url, item["gold"])
            except (RuntimeError, httpx.HTTPError, ValueError) as error:
                problems.append((ident, f"error on second evaluation: {error}"))
                continue
            print(f"{ident:<10} {compare:<8} {','.join(columns)} -> {show(rows)} | {show(again)}")
            problems.extend((ident, text) for text in basic_problems(compare, rows))
            if compare in ("set", "ordered") and columns and columns[0] in ("__name__", "value"):
                problems.append((ident, f"first column is {columns[0]!r}, not an answer label"))
            if not agree(compare, rows, again):
                problems.append((ident, f"evaluations {APART_SECONDS:g}s apart disagree: {show(rows)} | {show(again)}"))
    return problems


# ---------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--sql-only", action="store_true")
    group.add_argument("--promql-only", action="store_true")
    parser.add_argument("--set", default=DEFAULT_SET, help="question set name, e.g. wild1 or wild2 (default wild1)")
    args = parser.parse_args(argv)
    problems: list[tuple[str, str]] = []
    sql_items = load(DATA / f"execution-sql-{args.set}.jsonl") if not args.promql_only else []
    promql_items = load(DATA / f"execution-promql-{args.set}.jsonl") if not args.sql_only else []
    checked = 0
    if not args.promql_only:
        problems += verify_sql(sql_items)
        checked += len(sql_items)
    if not args.sql_only:
        problems += verify_promql(promql_items)
        checked += len(promql_items)
    print(f"\n{checked} golds checked, {len({ident for ident, _ in problems})} with problems")
    if problems:
        print(f"{'id':<10} problem")
        for ident, text in problems:
            print(f"{ident:<10} {text}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
