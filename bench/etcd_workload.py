"""A Vilnius parcel-locker network's control plane, a three-member etcd cluster serving its own metrics: the
``node+etcd`` estate.

Lokeris (Vilnius) keeps the configuration, feature flags, service registry and dispatch locks of its parcel lockers in
etcd 3.4 (Debian's ``etcd-server``): three members, ``etcd-a``, ``etcd-b`` and ``etcd-c``, temporary instances of their
own in the foreground on loopback ports (:func:`command`), each serving ``/metrics`` on a listener of its own
(``--listen-metrics-urls``), scraped as job ``etcd`` with the member's name as ``instance`` (:func:`scrape_config`).
etcd has no separate exporter. Its metrics are per member: ``grpc_server_started_total`` and
``grpc_server_handled_total`` (by ``grpc_method``, ``grpc_service``, ``grpc_type`` and, handled, ``grpc_code``) count
only the requests that member received from its clients, every method and code pre-initialised to 0;
``etcd_mvcc_put_total``, ``etcd_debugging_mvcc_keys_total`` and the lease counters count what every member applies
through Raft (the same on all three; lease expiry only on the leader); ``etcd_debugging_mvcc_watcher_total`` and
``..._watch_stream_total`` are the watches open on that member; ``etcd_server_is_leader`` is 1 on the leader alone.
The cluster's storage quota is raised to :data:`QUOTA_BYTES` (4 GiB, twice the default); heartbeats and elections are
slowed (:data:`HEARTBEAT_MS`, :data:`ELECTION_MS`) so that two busy shared cores never cost the leader its lease.

Running this module drives the cluster until it is killed, through each member's HTTP/JSON gateway (``/v3/...``, the
standard library's :mod:`http.client`). It first moves the leadership to ``etcd-a`` (``/v3/maintenance/transfer-
leadership`` on whichever member won the first election), loads the keyspace (:data:`CONFIG_KEYS` configuration keys of
about 200 bytes under ``/config/``, :data:`FLAG_KEYS` flags under ``/flags/``, a heartbeat key per locker under
``/lockers/``), compacts it at its current revision, then runs its clients, one thread each, on a fixed member:

* on ``etcd-a``: the lockers' heartbeats, :data:`HEARTBEATS` Puts a second over :data:`LOCKERS` keys; the service
  registry, :data:`INSTANCES` service instances each under a lease (``LeaseGrant``, TTL :data:`LEASE_TTL` s) kept
  alive every :data:`KEEPALIVE_SECONDS` s (``LeaseKeepAlive``, one short stream each time); a ``tracker-4`` instance
  that crashed right after registering, its lease (TTL 5 s) left to expire; the configuration admin changing a
  configuration key every five seconds;
* on ``etcd-b``: the lockers' application servers reading the whole ``/config/`` prefix :data:`CONFIG_READS` times a
  second (Range, the busiest method, and by far the most bytes sent to clients); :data:`WATCHES` watch streams (two on
  ``/config/``, two on ``/flags/``, one on ``/services/``); an old tracker script revoking a lease that is long gone
  every two seconds (LeaseRevoke, ``NotFound``);
* on ``etcd-c``: the dispatchers' lock, a Txn :data:`LOCK_TXNS` times a second taking ``/locks/dispatch`` when free
  and releasing it when held; the session sweeper, a Put and a DeleteRange of a ``/tmp/sessions/`` key twice a second;
  a reporting job reading a revision compacted long ago once a second (Range, ``OutOfRange``); a buggy script putting
  an empty key every five seconds (Put, ``InvalidArgument``).

    python -m bench.etcd_workload '{"etcd-a": CLIENT_PORT, "etcd-b": ..., "etcd-c": ...}'
"""

from __future__ import annotations

import base64
import contextlib
import http.client
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

from bench.paced import paced_ticks
from bench.scrape import named_targets

ETCD = "etcd"  # Debian's etcd-server
MEMBERS = ("etcd-a", "etcd-b", "etcd-c")
LEADER = "etcd-a"
JOB = "etcd"
QUOTA_BYTES = 4 * 1024**3
HEARTBEAT_MS = 300
ELECTION_MS = 5000
CONFIG_KEYS = 60
FLAG_KEYS = 40
LOCKERS = 250
HEARTBEATS = 20  # Puts a second on etcd-a
CONFIG_READS = 40  # Ranges a second on etcd-b
LOCK_TXNS = 5  # Txns a second on etcd-c
LEASE_TTL = 15
KEEPALIVE_SECONDS = 3.0
SERVICES = {"api": 4, "router": 3, "billing": 2, "notifier": 2, "tracker": 3, "auth": 2}
INSTANCES = sum(SERVICES.values())
CRASHED = "/services/tracker/tracker-4"  # registered with a 5-second lease, never kept alive
GRANTED = INSTANCES + 1  # leases granted: every instance's and the crashed tracker's
WATCHES = 5
# keys once the cluster has settled: configuration, flags, heartbeats, live instances (the lock and the sweeper's
# session key come and go)
KEYS = CONFIG_KEYS + FLAG_KEYS + LOCKERS + INSTANCES


def ports_needed() -> tuple[str, ...]:
    """The ports each member needs beside the first member's metrics port (the exporter port)."""
    return tuple(f"{member}-{kind}" for member in MEMBERS for kind in ("client", "peer", "metrics") if
                 (member, kind) != (MEMBERS[0], "metrics"))  # fmt: skip


def command(member: str, data: Path, ports: dict[str, int], metrics_port: int) -> list[str]:
    """One member in the foreground, its data in ``data``."""
    cluster = ",".join(f"{name}=http://127.0.0.1:{ports[f'{name}-peer']}" for name in MEMBERS)
    client = f"http://127.0.0.1:{ports[f'{member}-client']}"
    peer = f"http://127.0.0.1:{ports[f'{member}-peer']}"
    return [
        ETCD,
        f"--name={member}",
        f"--data-dir={data}",
        f"--listen-client-urls={client}",
        f"--advertise-client-urls={client}",
        f"--listen-peer-urls={peer}",
        f"--initial-advertise-peer-urls={peer}",
        f"--initial-cluster={cluster}",
        "--initial-cluster-state=new",
        "--initial-cluster-token=lokeris-control-plane",
        f"--listen-metrics-urls=http://127.0.0.1:{metrics_port}",
        f"--quota-backend-bytes={QUOTA_BYTES}",
        f"--heartbeat-interval={HEARTBEAT_MS}",
        f"--election-timeout={ELECTION_MS}",
        "--logger=zap",
        "--log-level=warn",
    ]


def metrics_port(member: str, exporter_port: int, ports: dict[str, int]) -> int:
    return exporter_port if member == MEMBERS[0] else ports[f"{member}-metrics"]


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``etcd``: each member's metrics listener, its name as ``instance``."""
    return named_targets(JOB, {member: metrics_port(member, exporter_port, ports) for member in MEMBERS})


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


class Gateway:
    """A keep-alive HTTP connection to one member's JSON gateway."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def call(self, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        try:
            self.connection.request("POST", path, json.dumps(body), {"Content-Type": "application/json"})
            response = self.connection.getresponse()
            text = response.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
            raise
        payload: dict[str, Any] = json.loads(text) if text else {}
        return response.status, payload

    def put(self, key: str, value: str, lease: str | None = None) -> int:
        body: dict[str, Any] = {"key": _b64(key), "value": _b64(value)}
        if lease is not None:
            body["lease"] = lease
        return self.call("/v3/kv/put", body)[0]


def answers(port: int) -> bool:
    """Whether the member on ``port`` answers with a leader elected."""
    with contextlib.suppress(OSError, http.client.HTTPException, ValueError):
        status, body = Gateway(port).call("/v3/maintenance/status", {})
        return status == 200 and body.get("leader", "0") != "0"
    return False


def _settle(ports: dict[str, int]) -> None:
    """Move the leadership to etcd-a, load the keyspace and compact it."""
    while not all(answers(ports[member]) for member in MEMBERS):
        time.sleep(0.2)
    first = Gateway(ports[LEADER])
    members = first.call("/v3/cluster/member/list", {})[1]["members"]
    ids = {member["name"]: member["ID"] for member in members}
    while True:
        leader = first.call("/v3/maintenance/status", {})[1]["leader"]
        if leader == ids[LEADER]:
            break
        name = next(name for name, ident in ids.items() if ident == leader)
        Gateway(ports[name]).call("/v3/maintenance/transfer-leadership", {"targetID": ids[LEADER]})
        time.sleep(0.5)
    for n in range(CONFIG_KEYS):
        first.put(f"/config/locker-app/setting-{n:02d}", f"{n:02d}:" + "v" * 200)
    for n in range(FLAG_KEYS):
        first.put(f"/flags/feature-{n:02d}", "on" if n % 3 else "off")
    for n in range(LOCKERS):
        first.put(f"/lockers/VNO-{n:04d}/heartbeat", "0")
    revision = first.call("/v3/kv/range", {"key": _b64("/config/")})[1]["header"]["revision"]
    first.call("/v3/kv/compaction", {"revision": revision})


def _forever(target: Any, *arguments: Any) -> None:
    """Run a client, starting it again after a dropped connection."""
    while True:
        try:
            target(*arguments)
        except (OSError, http.client.HTTPException, ValueError, KeyError) as error:
            print(f"{target.__name__}: {error!r}", file=sys.stderr, flush=True)
            time.sleep(1)


def heartbeats(port: int) -> None:
    gateway = Gateway(port)
    for tick in paced_ticks(1.0):
        for n in range(HEARTBEATS):
            gateway.put(f"/lockers/VNO-{(tick * HEARTBEATS + n) % LOCKERS:04d}/heartbeat", str(tick))


def registry(port: int) -> None:
    gateway = Gateway(port)
    leases: list[str] = []
    for service, count in SERVICES.items():
        for n in range(1, count + 1):
            lease = gateway.call("/v3/lease/grant", {"TTL": LEASE_TTL})[1]["ID"]
            gateway.put(f"/services/{service}/{service}-{n}", f"10.40.{len(leases)}.7:8080", lease)
            leases.append(lease)
    crashed = gateway.call("/v3/lease/grant", {"TTL": 5})[1]["ID"]
    gateway.put(CRASHED, "10.40.99.7:8080", crashed)
    for _ in paced_ticks(KEEPALIVE_SECONDS):
        for lease in leases:
            gateway.call("/v3/lease/keepalive", {"ID": lease})


def config_admin(port: int) -> None:
    gateway = Gateway(port)
    for tick in paced_ticks(5.0):
        n = tick % CONFIG_KEYS
        gateway.put(f"/config/locker-app/setting-{n:02d}", f"{n:02d}:" + "w" * 200)


def config_readers(port: int) -> None:
    gateway = Gateway(port)
    body = {"key": _b64("/config/"), "range_end": _b64("/config0")}
    for _ in paced_ticks(1.0 / CONFIG_READS):
        gateway.call("/v3/kv/range", body)


def watcher(port: int, prefix: str) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=None)
    end = prefix[:-1] + chr(ord(prefix[-1]) + 1)
    connection.request(
        "POST", "/v3/watch", json.dumps({"create_request": {"key": _b64(prefix), "range_end": _b64(end)}})
    )
    response = connection.getresponse()
    while response.readline():
        pass
    raise OSError(f"watch on {prefix} ended")


def old_tracker(port: int) -> None:
    gateway = Gateway(port)
    for _ in paced_ticks(2.0):
        gateway.call("/v3/lease/revoke", {"ID": "7587869712030123456"})


def dispatch_lock(port: int) -> None:
    gateway = Gateway(port)
    key = _b64("/locks/dispatch")
    body = {
        "compare": [{"key": key, "target": "CREATE", "create_revision": 0}],
        "success": [{"request_put": {"key": key, "value": _b64("dispatcher")}}],
        "failure": [{"request_delete_range": {"key": key}}],
    }
    for _ in paced_ticks(1.0 / LOCK_TXNS):
        gateway.call("/v3/kv/txn", body)


def sweeper(port: int) -> None:
    gateway = Gateway(port)
    for tick in paced_ticks(0.5):
        key = f"/tmp/sessions/s{tick % 1000:03d}"
        gateway.put(key, "expired")
        gateway.call("/v3/kv/deleterange", {"key": _b64(key)})


def report(port: int) -> None:
    gateway = Gateway(port)
    for _ in paced_ticks(1.0):
        gateway.call("/v3/kv/range", {"key": _b64("/lockers/"), "range_end": _b64("/lockers0"), "revision": 2})


def buggy_script(port: int) -> None:
    gateway = Gateway(port)
    for _ in paced_ticks(5.0):
        gateway.call("/v3/kv/put", {"key": "", "value": _b64("x")})


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    _settle(ports)
    a, b, c = (ports[member] for member in MEMBERS)
    clients: list[tuple[Any, ...]] = [
        (heartbeats, a),
        (registry, a),
        (config_admin, a),
        (config_readers, b),
        *((watcher, b, prefix) for prefix in ("/config/", "/config/", "/flags/", "/flags/", "/services/")),
        (old_tracker, b),
        (dispatch_lock, c),
        (sweeper, c),
        (report, c),
        (buggy_script, c),
    ]
    threads = [threading.Thread(target=_forever, args=client, daemon=True) for client in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    main(sys.argv[1:])
