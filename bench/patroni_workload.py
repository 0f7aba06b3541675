"""A Košice hospital laboratory's PostgreSQL cluster kept highly available by Patroni: the ``node+patroni`` estate.

The regional hospital's laboratory information system (LIS) in Košice (Slovakia) keeps its orders, specimens and
results in PostgreSQL 15 (Debian's ``postgresql``), three members run by Patroni 3.0 (Debian's ``patroni``),
``lab-db1``, ``lab-db2`` and ``lab-db3``, their cluster ``kosice-lis`` kept in a single etcd 3.4 member of its own
(Debian's ``etcd-server``, the v3 API: Patroni's ``etcd3`` DCS), all on loopback ports with their data in a temporary
directory. Each member's REST API serves ``/metrics``, scraped as job ``patroni`` with the member's name as
``instance`` (:func:`scrape_config`); Patroni has no separate exporter. Its metrics carry a single label, ``scope``
(the cluster's name): ``patroni_primary`` (and its older name ``patroni_master``), ``patroni_replica``,
``patroni_sync_standby``, ``patroni_postgres_running``, ``patroni_postgres_timeline``, ``patroni_xlog_location`` (the
leader's WAL position in bytes, 0 on a replica), ``patroni_xlog_received_location`` and
``patroni_xlog_replayed_location`` (a replica's, 0 on the leader), ``patroni_xlog_replayed_timestamp`` (the commit time
of the last transaction replayed, Unix seconds), ``patroni_xlog_paused``, ``patroni_pending_restart``,
``patroni_is_paused``, ``patroni_cluster_unlocked``, ``patroni_postmaster_start_time``, ``patroni_dcs_last_seen``,
``patroni_postgres_server_version`` and ``patroni_version`` (the semantic version zero-padded without dots:
``030002``).

The cluster runs in synchronous mode (:data:`DCS`). ``lab-db3``, the reporting replica the laboratory's statistics
run on, is tagged ``nofailover`` and ``nosync``, so it is never promoted and never the synchronous standby.
``lab-db1`` bootstraps the cluster alone (:func:`command`, started first by ``live_prometheus``), the other two clone
it with ``pg_basebackup``. Running this module then plays the cluster's start-up once and drives it until it is
killed:

* it waits until ``lab-db2`` is the synchronous standby and switches the leadership over to it (``POST /switchover``,
  the planned move of the night the old leader's host was patched): ``lab-db2`` leads on timeline 2, ``lab-db1``
  follows it and becomes the synchronous standby;
* it raises ``max_connections`` in the cluster's dynamic configuration (``PATCH /config``), a setting that needs a
  restart, and restarts ``lab-db1`` alone (``POST /restart``): ``lab-db2`` and ``lab-db3`` are left pending a restart;
* it puts the cluster in maintenance mode (``PATCH /config`` with ``pause``: outside it, Patroni 3.0 resumes a
  replica's paused replay on PostgreSQL 14 and later at its next loop) and pauses WAL replay on ``lab-db3``
  (``pg_wal_replay_pause()``, the statistics team's long report needing a frozen snapshot): ``lab-db3`` keeps
  receiving WAL and falls ever further behind in what it has replayed;
* it writes :data:`MARKER` in the directory, and from then on, every second, the analysers' results go to the leader
  (:data:`RESULTS` inserts a second in :data:`BATCHES` transactions, and the specimens' status updated) and the
  ward terminals' look-ups go to the replicas (:data:`LOOKUPS` reads a second on each).

In maintenance mode Patroni leaves its PostgreSQL running when it stops, so each member runs under a shell that
stops that PostgreSQL after it (:func:`command`), and ``live_prometheus`` stops any left over (:func:`stop_postgres`).

    python -m bench.patroni_workload '{"etcd": PORT, "lab-db1-api": PORT, "lab-db1-pg": PORT, ...}' DIRECTORY
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from bench.paced import paced_ticks
from bench.scrape import named_targets

PATRONI = "patroni"  # Debian's patroni (3.0)
ETCD = "etcd"  # Debian's etcd-server (3.4), the cluster's DCS
SETPRIV = "setpriv"  # util-linux: PostgreSQL refuses to run as root, so Patroni runs as Debian's postgres account
BIN_DIR_GLOB = "/usr/lib/postgresql/*/bin"
JOB = "patroni"
SCOPE = "kosice-lis"
MEMBERS = ("lab-db1", "lab-db2", "lab-db3")
FIRST_LEADER = "lab-db1"
LEADER = "lab-db2"  # after the switchover
REPORTING = "lab-db3"  # nofailover, nosync, its replay paused
RESTARTED = "lab-db1"
ACCOUNT = "postgres"
SUPERUSER_PASSWORD = "lis-superuser"
REPLICATION_PASSWORD = "lis-replication"
MAX_CONNECTIONS = 150  # raised from 100 after the start, pending a restart on lab-db2 and lab-db3
RESULTS = 40  # result rows inserted a second on the leader
BATCHES = 4  # in this many transactions
LOOKUPS = 10  # reads a second on each replica
MARKER = "started"
DCS = {
    "ttl": 20,
    "loop_wait": 2,
    "retry_timeout": 5,
    "maximum_lag_on_failover": 1048576,
    "synchronous_mode": True,
    "postgresql": {
        "use_pg_rewind": True,
        "use_slots": True,
        "parameters": {
            "wal_level": "replica",
            "hot_standby": "on",
            "max_wal_senders": 10,
            "max_replication_slots": 10,
            "wal_keep_size": "64MB",
            "max_connections": 100,
            "shared_buffers": "16MB",
            "wal_log_hints": "on",
        },
    },
}
SCHEMA = """
CREATE TABLE IF NOT EXISTS lab_order (id bigserial PRIMARY KEY, ward text NOT NULL, ordered_at timestamptz NOT NULL
  DEFAULT now());
CREATE TABLE IF NOT EXISTS specimen (id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES lab_order (id),
  kind text NOT NULL, status text NOT NULL DEFAULT 'received', updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS result (id bigserial PRIMARY KEY, specimen_id bigint NOT NULL REFERENCES specimen (id),
  analyte text NOT NULL, value numeric NOT NULL, unit text NOT NULL, analyser text NOT NULL,
  resulted_at timestamptz NOT NULL DEFAULT now());
INSERT INTO lab_order (ward) SELECT (ARRAY['Internal medicine','Surgery','Paediatrics','Emergency'])[1 + g % 4]
  FROM generate_series(1, 200) g;
INSERT INTO specimen (order_id, kind) SELECT id, (ARRAY['serum','whole blood','urine'])[1 + id % 3] FROM lab_order;
"""
ANALYTES = (
    ("GLU", "mmol/L", "cobas-c503"),
    ("CRP", "mg/L", "cobas-c503"),
    ("HGB", "g/L", "sysmex-xn"),
    ("WBC", "10^9/L", "sysmex-xn"),
    ("K", "mmol/L", "cobas-c503"),
)


def ports_needed() -> tuple[str, ...]:
    """The ports the cluster needs beside the first member's REST API (the exporter port): etcd's client and peer
    ports, each member's PostgreSQL port and the other members' REST APIs."""
    return ("etcd", "etcd-peer", *(f"{m}-pg" for m in MEMBERS), *(f"{m}-api" for m in MEMBERS[1:]))


def api_port(member: str, exporter_port: int, ports: dict[str, int]) -> int:
    return exporter_port if member == MEMBERS[0] else ports[f"{member}-api"]


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """Job ``patroni``: each member's REST API, its name as ``instance``."""
    return named_targets(JOB, {member: api_port(member, exporter_port, ports) for member in MEMBERS})


def bin_dir() -> str | None:
    """PostgreSQL's server programs (Debian keeps them outside PATH), the newest installed."""
    import glob

    found = sorted(
        glob.glob(BIN_DIR_GLOB), key=lambda path: int(path.split("/")[-2]) if path.split("/")[-2].isdigit() else 0
    )
    return found[-1] if found else None


def etcd_command(directory: Path, ports: dict[str, int]) -> list[str]:
    """The cluster's own etcd, a single member in the foreground."""
    client, peer = f"http://127.0.0.1:{ports['etcd']}", f"http://127.0.0.1:{ports['etcd-peer']}"
    return [
        ETCD,
        "--name=lis-dcs",
        f"--data-dir={directory / 'etcd'}",
        f"--listen-client-urls={client}",
        f"--advertise-client-urls={client}",
        f"--listen-peer-urls={peer}",
        f"--initial-advertise-peer-urls={peer}",
        f"--initial-cluster=lis-dcs={peer}",
        "--initial-cluster-state=new",
        "--initial-cluster-token=kosice-lis-dcs",
        "--logger=zap",
        "--log-level=warn",
    ]


def account() -> str | None:
    """The account Patroni and PostgreSQL run as: Debian's postgres when run as root, else this user."""
    return ACCOUNT if os.geteuid() == 0 else None


def write(directory: Path, exporter_port: int, ports: dict[str, int], postgres_bin: str) -> dict[str, Path]:
    """Each member's configuration in ``directory`` (which, run as root, is handed to the postgres account)."""
    directory.mkdir(parents=True, exist_ok=True)
    configs = {}
    for member in MEMBERS:
        api = api_port(member, exporter_port, ports)
        pg = ports[f"{member}-pg"]
        reporting = member == REPORTING
        config = {
            "scope": SCOPE,
            "namespace": "/service/",
            "name": member,
            "log": {"level": "WARNING"},
            "restapi": {"listen": f"127.0.0.1:{api}", "connect_address": f"127.0.0.1:{api}"},
            "etcd3": {"hosts": [f"127.0.0.1:{ports['etcd']}"]},
            "bootstrap": {
                "dcs": DCS,
                "initdb": [{"encoding": "UTF8"}, {"locale": "C"}],
                "pg_hba": [
                    "local all all trust",
                    "host replication replicator 127.0.0.1/32 md5",
                    "host all all 127.0.0.1/32 md5",
                ],
            },
            "postgresql": {
                "listen": f"127.0.0.1:{pg}",
                "connect_address": f"127.0.0.1:{pg}",
                "data_dir": str(directory / member),
                "bin_dir": postgres_bin,
                "pgpass": str(directory / f"pgpass-{member}"),
                "authentication": {
                    "superuser": {"username": "postgres", "password": SUPERUSER_PASSWORD},
                    "replication": {"username": "replicator", "password": REPLICATION_PASSWORD},
                },
                "parameters": {
                    "unix_socket_directories": str(directory),
                    "logging_collector": "off",
                    "log_min_messages": "warning",
                },
            },
            "tags": {"nofailover": reporting, "noloadbalance": False, "clonefrom": False, "nosync": reporting},
        }
        path = directory / f"{member}.yml"
        path.write_text(json.dumps(config, indent=1))  # JSON is YAML
        configs[member] = path
    owner = account()
    if owner is not None:
        import pwd

        entry = pwd.getpwnam(owner)
        for path in [directory, *directory.iterdir()]:
            os.chown(path, entry.pw_uid, entry.pw_gid)
    directory.chmod(0o700)
    return configs


# A member: Patroni in the background of a shell that, told to stop (or its parent gone), stops Patroni and then the
# PostgreSQL it leaves running in maintenance mode (Patroni stops its PostgreSQL on exit only outside maintenance mode).
MEMBER_SCRIPT = (
    'patroni="$1" config="$2" data="$3" pg_ctl="$4"; "$patroni" "$config" & child=$!; '
    'trap \'kill -TERM "$child"\' TERM INT; wait "$child"; wait "$child"; '
    'if [ -f "$data/postmaster.pid" ]; then "$pg_ctl" stop -D "$data" -m fast -w -t 20 >/dev/null; fi'
)


def command(patroni: str, config: Path, data: Path, postgres_bin: str) -> list[str]:
    """One member: Patroni, under a shell that stops its PostgreSQL after it (:data:`MEMBER_SCRIPT`); as root,
    through ``setpriv`` to the postgres account, keeping the parent-death signal."""
    argv = ["sh", "-c", MEMBER_SCRIPT, "member", patroni, str(config), str(data), f"{postgres_bin}/pg_ctl"]
    owner = account()
    if owner is not None:
        return [SETPRIV, f"--reuid={owner}", f"--regid={owner}", "--init-groups", "--pdeathsig=TERM", "--", *argv]
    return argv


def stop_postgres(directory: Path) -> None:
    """Stop (immediately) any member's PostgreSQL still running in ``directory``: what a member killed outright
    leaves behind."""
    import signal

    for member in MEMBERS:
        pid_file = directory / member / "postmaster.pid"
        try:
            pid = int(pid_file.read_text().split()[0])
            os.kill(pid, signal.SIGQUIT)
        except (OSError, ValueError, IndexError):
            continue
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except OSError:
                break
            time.sleep(0.1)


def _api(port: int, path: str, method: str = "GET", body: dict[str, Any] | None = None) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read().decode()
            status = response.status
    except urllib.error.HTTPError as error:
        text, status = error.read().decode(), error.code
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def role(port: int) -> str | None:
    """The member's role as its REST API reports it (``primary``, ``replica``), None when it does not answer."""
    try:
        _, body = _api(port, "/patroni")
    except OSError:
        return None
    return str(body.get("role")) if isinstance(body, dict) and body.get("state") == "running" else None


def leading(port: int) -> bool:
    """Whether the member behind ``port`` is running as the cluster's leader."""
    return role(port) in ("primary", "master")


def _cluster(port: int) -> dict[str, dict[str, Any]]:
    _, body = _api(port, "/cluster")
    return {member["name"]: member for member in body.get("members", [])} if isinstance(body, dict) else {}


def _until(what: str, condition: Any, seconds: float = 90.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except (OSError, KeyError, ValueError):
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{what} within {seconds:g}s")


def settled(directory: Path) -> bool:
    return (directory / MARKER).exists()


def _connect(port: int) -> Any:
    import psycopg

    return psycopg.connect(
        host="127.0.0.1",
        port=port,
        user="postgres",
        password=SUPERUSER_PASSWORD,
        dbname="postgres",
        autocommit=True,
        connect_timeout=5,
    )


def start_up(ports: dict[str, int]) -> None:
    """The cluster's start-up: every member streaming, the switchover to lab-db2, the configuration change and
    lab-db1's restart, lab-db3's replay paused."""
    apis = {member: ports[f"{member}-api"] for member in MEMBERS}
    first = apis[FIRST_LEADER]

    def streaming(leader: str, sync: str) -> bool:
        members = _cluster(first)
        return (
            len(members) == len(MEMBERS)
            and members[leader]["role"] in ("leader", "primary")
            and all(members[m]["state"] in ("running", "streaming") for m in MEMBERS)
            and members[sync]["role"] in ("sync_standby", "synchronous_standby")
        )

    _until("lab-db2 was not the synchronous standby", lambda: streaming(FIRST_LEADER, LEADER))
    with _connect(ports[f"{FIRST_LEADER}-pg"]) as connection:
        connection.execute(SCHEMA)
    status, body = _api(first, "/switchover", "POST", {"leader": FIRST_LEADER, "candidate": LEADER})
    if status != 200:
        raise RuntimeError(f"switchover refused: {status} {body}")
    _until("lab-db2 did not lead with lab-db1 following", lambda: streaming(LEADER, FIRST_LEADER))
    status, body = _api(
        apis[LEADER], "/config", "PATCH", {"postgresql": {"parameters": {"max_connections": MAX_CONNECTIONS}}}
    )
    if status != 200:
        raise RuntimeError(f"configuration change refused: {status} {body}")
    _until(
        "the members did not see the change", lambda: all(_cluster(first)[m].get("pending_restart") for m in MEMBERS)
    )
    status, body = _api(apis[RESTARTED], "/restart", "POST", {})
    if status != 200:
        raise RuntimeError(f"restart refused: {status} {body}")
    _until(
        "lab-db1 did not come back",
        lambda: not _cluster(first)[RESTARTED].get("pending_restart") and streaming(LEADER, FIRST_LEADER),
    )
    # maintenance mode first: outside it, Patroni resumes a replica's paused replay on PostgreSQL 14 and later
    status, body = _api(apis[LEADER], "/config", "PATCH", {"pause": True})
    if status != 200:
        raise RuntimeError(f"maintenance mode refused: {status} {body}")
    _until(
        "the members were not in maintenance mode",
        lambda: all(_api(p, "/patroni")[1].get("pause") for p in apis.values()),
    )
    with _connect(ports[f"{REPORTING}-pg"]) as connection:
        connection.execute("SELECT pg_wal_replay_pause()")
        _until(
            "lab-db3's replay did not pause",
            lambda: connection.execute("SELECT pg_get_wal_replay_pause_state()").fetchone()[0] == "paused",
        )


def _forever(target: Any, *arguments: Any) -> None:
    """Run a client, connecting again after an error."""
    while True:
        try:
            target(*arguments)
        except Exception as error:  # a dropped connection or a member restarting
            print(f"{target.__name__}: {error!r}", file=sys.stderr, flush=True)
            time.sleep(1)


def analysers(port: int) -> None:
    """The analysers' results, written to the leader."""
    with _connect(port) as connection:
        for tick in paced_ticks(1.0):
            for batch in range(BATCHES):
                with connection.transaction():
                    for n in range(RESULTS // BATCHES):
                        analyte, unit, analyser = ANALYTES[(tick + batch + n) % len(ANALYTES)]
                        specimen = 1 + (tick * RESULTS + batch * 10 + n) % 200
                        connection.execute(
                            "INSERT INTO result (specimen_id, analyte, value, unit, analyser)"
                            " VALUES (%s, %s, %s, %s, %s)",
                            (specimen, analyte, 4.0 + n / 10, unit, analyser),
                        )
                    connection.execute(
                        "UPDATE specimen SET status = 'resulted', updated_at = now() WHERE id = %s",
                        (1 + (tick * BATCHES + batch) % 200,),
                    )


def terminals(port: int) -> None:
    """The ward terminals' look-ups, read from a replica."""
    with _connect(port) as connection:
        for tick in paced_ticks(1.0):
            for n in range(LOOKUPS):
                connection.execute(
                    "SELECT s.status, count(r.id) FROM specimen s LEFT JOIN result r ON"
                    " r.specimen_id = s.id WHERE s.id = %s GROUP BY s.status",
                    (1 + (tick * LOOKUPS + n) % 200,),
                ).fetchall()


def run(ports: dict[str, int], directory: Path) -> None:
    start_up(ports)
    (directory / MARKER).write_text("started\n")
    threads = [threading.Thread(target=_forever, args=(analysers, ports[f"{LEADER}-pg"]), daemon=True)]
    threads += [
        threading.Thread(target=_forever, args=(terminals, ports[f"{m}-pg"]), daemon=True)
        for m in MEMBERS
        if m != LEADER
    ]
    for thread in threads:
        thread.start()
    while True:
        time.sleep(3600)


def main(argv: list[str]) -> None:
    from bench.process_workload import die_with_parent

    die_with_parent()
    run({name: int(port) for name, port in json.loads(argv[0]).items()}, Path(argv[1]))


if __name__ == "__main__":
    main(sys.argv[1:])
