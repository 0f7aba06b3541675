"""A Porto container terminal's gate-operations cluster kept highly available by Pacemaker: the ``node+hacluster``
estate.

The container terminal at the Port of Leixões (Matosinhos, by Porto, Portugal) runs its truck-gate system (the gate
database, the OCR lane cameras' API, the EDI link to the shipping lines, the weighbridge, the customs sync, the CCTV
archive and the shift reports) on a two-node Pacemaker 2.1 cluster over Corosync 3 (Debian's ``pacemaker`` and
``corosync``), ``gate-ha1`` and ``gate-ha2``, its name :data:`CLUSTER`. ``gate-ha2`` is down for a firmware update,
put in standby first: only ``gate-ha1`` runs (Corosync's ``two_node`` quorum, without ``wait_for_all``, keeps the one
node quorate). Corosync runs in the foreground with a configuration of its own (:func:`corosync_conf`, knet over
loopback, on a port of its own), and ``pacemakerd`` after it; Pacemaker keeps its CIB where Debian's package puts it,
``/var/lib/pacemaker/cib``, which :func:`write_cib` empties and fills with :func:`cib` before the start (Pacemaker's
IPC names are fixed, so only one such cluster runs on a machine at a time). Debian's
``prometheus-hacluster-exporter`` (ClusterLabs' ``ha_cluster_exporter`` 1.3) reads it through ``crm_mon``,
``cibadmin`` and Corosync's tools on each scrape, scraped as job ``hacluster``.

The configuration (:func:`cib`): stonith enabled with a fencing device, ``fence-gate`` (``stonith:fence_dummy``, the
fence-agents test agent, for both nodes), which fences ``gate-ha2`` at the start since the cluster has never seen it;
the gate database ``p-gatedb`` (``ocf:pacemaker:Stateful``) as the promotable clone ``ms-gatedb``, promoted on
``gate-ha1``; the group ``g-gate`` (the virtual IP ``p-vip``, the documents' file system ``p-fs-docs``, both
``ocf:heartbeat:Dummy``, and the OCR API ``p-ocr-api``, ``ocf:pacemaker:Dummy``) colocated with the promoted database
and started after its promotion; the clone ``cl-ping`` of ``ocf:pacemaker:ping`` (pinging the loopback, its node
attribute ``pingd``); the EDI gateway ``p-edi-gateway`` (``migration-threshold`` 3), the weighbridge
``p-weighbridge`` (``fail_start_on`` the machine's host name, which the agent compares with ``uname -n``: its
start fails on ``gate-ha1``, the serial adapter being on ``gate-ha2``), the customs sync
``p-customs-sync`` (disabled: ``target-role`` ``Stopped``), the CCTV archive ``p-cctv-archive`` and the shift reports
``p-reports`` (``ocf:heartbeat:Dummy``), all ``ocf:pacemaker:Dummy`` otherwise; a location constraint keeping the
weighbridge on ``gate-ha2`` (score 200), ``gate-ha2`` in standby, the node attribute ``rack`` on both nodes.

Running this module plays the start-up once and then idles until it is killed:

* it waits until the cluster has started everything it can (the weighbridge's start failing on ``gate-ha1``: its
  fail count is ``INFINITY``);
* it fails the EDI gateway three times, removing its state file each time it runs (its monitor, every 2 seconds,
  finds it stopped and Pacemaker restarts it): after the third failure it reaches its migration threshold and stays
  stopped, with no other node to go to;
* it moves the shift reports onto ``gate-ha1``, where they run already (``crm_resource --move --force``), leaving
  the ``cli-prefer-p-reports`` location constraint (score ``INFINITY``) behind, and bans the customs sync from
  ``gate-ha2`` (``cli-ban-p-customs-sync-on-gate-ha2``);
* it leaves the CCTV archive running but unmanaged (``is-managed`` false: its disk being swapped);
* it writes :data:`MARKER` in the directory.

    python -m bench.hacluster_workload DIRECTORY
"""

from __future__ import annotations

import contextlib
import grp
import os
import pwd
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from xml.sax.saxutils import quoteattr

PACEMAKERD = "pacemakerd"  # Debian's pacemaker (2.1), in /usr/sbin
COROSYNC = "corosync"  # Debian's corosync (3.1), in /usr/sbin
EXPORTER = "ha_cluster_exporter"  # Debian's prometheus-hacluster-exporter (1.3)
TOOLS = ("crm_mon", "cibadmin", "crm_resource", "corosync-quorumtool", "corosync-cfgtool", "fence_dummy")
JOB = "hacluster"
CLUSTER = "leixoes-gate"
NODES = ("gate-ha1", "gate-ha2")
ONLINE = "gate-ha1"
STANDBY = "gate-ha2"  # down, fenced at the start, in standby
CIB_DIRECTORY = Path("/var/lib/pacemaker/cib")  # Debian's pacemaker keeps its CIB there, fixed at build time
PENGINE_DIRECTORY = Path("/var/lib/pacemaker/pengine")  # and the scheduler's inputs there
ACCOUNT = "hacluster"  # the account Debian's pacemaker runs its CIB manager as
FAILED = "p-edi-gateway"  # failed three times, at its migration threshold
FAILURES = 3
UNSTARTABLE = "p-weighbridge"  # its start fails on gate-ha1
DISABLED = "p-customs-sync"
UNMANAGED = "p-cctv-archive"
MOVED = "p-reports"
MARKER = "started"
MONITOR_SECONDS = {FAILED: 2}  # the others every 10 seconds

# resource id: (agent as class:provider:type, its parameters, its meta attributes)
PRIMITIVES: dict[str, tuple[str, dict[str, str], dict[str, str]]] = {
    "p-vip": ("ocf:heartbeat:Dummy", {}, {}),
    "p-fs-docs": ("ocf:heartbeat:Dummy", {}, {}),
    "p-ocr-api": ("ocf:pacemaker:Dummy", {}, {}),
    FAILED: ("ocf:pacemaker:Dummy", {}, {"migration-threshold": str(FAILURES)}),
    UNSTARTABLE: ("ocf:pacemaker:Dummy", {"fail_start_on": socket.gethostname()}, {}),
    DISABLED: ("ocf:pacemaker:Dummy", {}, {"target-role": "Stopped"}),
    UNMANAGED: ("ocf:pacemaker:Dummy", {}, {}),
    MOVED: ("ocf:heartbeat:Dummy", {}, {}),
}
GROUP = ("g-gate", ("p-vip", "p-fs-docs", "p-ocr-api"))


def corosync_conf(port: int) -> str:
    """Corosync's configuration: the two nodes on loopback addresses, knet on ``port``, ``two_node`` quorum without
    ``wait_for_all`` (so ``gate-ha1`` alone is quorate), logging to standard error only."""
    nodes = "".join(
        f"\tnode {{\n\t\tname: {name}\n\t\tnodeid: {number}\n\t\tring0_addr: 127.0.0.{number}\n\t}}\n"
        for number, name in enumerate(NODES, start=1)
    )
    return (
        f"totem {{\n\tversion: 2\n\tcluster_name: {CLUSTER}\n\ttransport: knet\n\tcrypto_cipher: none\n"
        f"\tcrypto_hash: none\n\ttoken: 1000\n\tinterface {{\n\t\tlinknumber: 0\n\t\tmcastport: {port}\n\t}}\n}}\n"
        "logging {\n\tto_stderr: yes\n\tto_logfile: no\n\tto_syslog: no\n\ttimestamp: on\n}\n"
        "quorum {\n\tprovider: corosync_votequorum\n\ttwo_node: 1\n\twait_for_all: 0\n}\n"
        f"nodelist {{\n{nodes}}}\n"
    )


def _nvpairs(owner: str, kind: str, pairs: dict[str, str]) -> str:
    if not pairs:
        return ""
    inner = "".join(
        f"<nvpair id={quoteattr(f'{owner}-{kind}-{name}')} name={quoteattr(name)} value={quoteattr(value)}/>"
        for name, value in pairs.items()
    )
    return f"<{kind} id={quoteattr(f'{owner}-{kind}')}>{inner}</{kind}>"


def _primitive(name: str, agent: str, params: dict[str, str], meta: dict[str, str], monitor: int = 10) -> str:
    klass, provider, kind = agent.split(":") if agent.count(":") == 2 else (*agent.split(":"), "")
    provider_attr = f" provider={quoteattr(provider)}" if kind else ""
    kind = kind or provider
    ops = (
        f'<operations><op id="{name}-monitor" name="monitor" interval="{monitor}s" timeout="20s"/>'
        f'<op id="{name}-start" name="start" interval="0s" timeout="20s"/>'
        f'<op id="{name}-stop" name="stop" interval="0s" timeout="20s"/></operations>'
    )
    return (
        f"<primitive id={quoteattr(name)} class={quoteattr(klass)}{provider_attr} type={quoteattr(kind)}>"
        f"{_nvpairs(name, 'instance_attributes', params)}{_nvpairs(name, 'meta_attributes', meta)}{ops}</primitive>"
    )


def cib(directory: Path) -> str:
    """The cluster's CIB at the start (its Dummy resources keep their state files in ``directory``)."""
    options = {
        "stonith-enabled": "true",
        "no-quorum-policy": "stop",
        "dc-deadtime": "2s",
        "cluster-name": CLUSTER,
        "cluster-recheck-interval": "5min",
    }
    nodes = "".join(
        f'<node id="{number}" uname="{name}">'
        + _nvpairs(
            f"nodes-{number}",
            "instance_attributes",
            {"standby": "on" if name == STANDBY else "off", "rack": f"R{number + 2}"},
        )
        + "</node>"
        for number, name in enumerate(NODES, start=1)
    )
    states = directory / "states"
    fence = _primitive(
        "fence-gate",
        "stonith:fence_dummy",
        {"type": "file", "pcmk_host_list": " ".join(NODES), "pcmk_host_check": "static-list"},
        {},
        monitor=60,
    )
    stateful = _primitive("p-gatedb", "ocf:pacemaker:Stateful", {}, {}, monitor=11).replace(
        '<op id="p-gatedb-monitor" name="monitor" interval="11s" timeout="20s"/>',
        '<op id="p-gatedb-monitor" name="monitor" interval="11s" timeout="20s" role="Unpromoted"/>'
        '<op id="p-gatedb-monitor-promoted" name="monitor" interval="10s" timeout="20s" role="Promoted"/>',
    )
    promotable = (
        f'<clone id="ms-gatedb">{stateful}'
        + _nvpairs("ms-gatedb", "meta_attributes", {"promotable": "true", "promoted-max": "1", "clone-max": "2"})
        + "</clone>"
    )
    ping = _primitive(
        "p-ping", "ocf:pacemaker:ping", {"host_list": "127.0.0.1", "multiplier": "1000", "dampen": "0s"}, {}
    )
    ping_clone = f'<clone id="cl-ping">{ping}</clone>'

    def dummy(name: str) -> str:
        agent, params, meta = PRIMITIVES[name]
        params = {**params, "state": str(states / f"{name}.state")}
        return _primitive(name, agent, params, meta, MONITOR_SECONDS.get(name, 10))

    group_name, members = GROUP
    group = f"<group id={quoteattr(group_name)}>{''.join(dummy(member) for member in members)}</group>"
    alone = "".join(dummy(name) for name in PRIMITIVES if name not in members)
    constraints = (
        f'<rsc_colocation id="col-gate-with-db" rsc="{group_name}" with-rsc="ms-gatedb" with-rsc-role="Promoted"'
        ' score="INFINITY"/>'
        f'<rsc_order id="ord-db-then-gate" first="ms-gatedb" first-action="promote" then="{group_name}"'
        ' then-action="start" kind="Mandatory"/>'
        f'<rsc_location id="loc-weighbridge-on-ha2" rsc="{UNSTARTABLE}" node="{STANDBY}" score="200"/>'
        f'<rsc_location id="loc-gate-prefers-ha1" rsc="{group_name}" node="{ONLINE}" score="100"/>'
    )
    return (
        '<cib crm_feature_set="3.16.1" validate-with="pacemaker-3.9" epoch="1" num_updates="0" admin_epoch="0">'
        "<configuration><crm_config>"
        + _nvpairs("cib-bootstrap-options", "cluster_property_set", options)
        + f"</crm_config><nodes>{nodes}</nodes>"
        f"<resources>{fence}{promotable}{group}{ping_clone}{alone}</resources>"
        f"<constraints>{constraints}</constraints></configuration><status/></cib>\n"
    )


def clear_state() -> None:
    """Remove the CIB and the scheduler's inputs a previous run left in Pacemaker's directories (the directories
    themselves are the package's)."""
    for folder in (CIB_DIRECTORY, PENGINE_DIRECTORY):
        if folder.is_dir():
            for path in folder.iterdir():
                if path.is_file():
                    path.unlink()


def write_cib(directory: Path) -> None:
    """Empty Pacemaker's CIB directory and write the start-up CIB in it, owned by its account; make the directory
    the resources' state files go in."""
    clear_state()
    (directory / "states").mkdir(exist_ok=True)
    path = CIB_DIRECTORY / "cib.xml"
    path.write_text(cib(directory))
    os.chown(path, pwd.getpwnam(ACCOUNT).pw_uid, grp.getgrnam("haclient").gr_gid)
    path.chmod(0o600)


def _run(*argv: str) -> str:
    return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout


def _status() -> str:
    return _run("crm_mon", "-1", "--output-as=xml")


def _active(status: str, resource: str) -> bool:
    return f'id="{resource}"' in status and any(
        f'id="{resource}"' in line and 'active="true"' in line and 'failed="false"' in line
        for line in status.splitlines()
    )


def _fail_count(resource: str) -> str:
    return _run("crm_failcount", "--query", "-r", resource, "-N", ONLINE, "-q").strip()


def _until(what: str, condition: object, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if callable(condition) and condition():
            return
        time.sleep(0.3)
    raise RuntimeError(f"the cluster never reached: {what}\n{_status()}")


def quorate() -> bool:
    """Whether Corosync runs and its partition is quorate."""
    return "Quorate:          Yes" in _run("corosync-quorumtool", "-s")


def elected() -> bool:
    """Whether Pacemaker has elected its designated controller (the DC)."""
    return 'current_dc present="true"' in _status()


def subdaemons(pacemakerd: int) -> list[int]:
    """The process ids of ``pacemakerd``'s children (its subdaemons), to stop should any outlive it."""
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pacemakerd:
            children.append(int(stat.parent.name))
    return children


def stop_subdaemons(pids: list[int]) -> None:
    """Terminate those of ``pids`` still running a Pacemaker subdaemon (none should be, once pacemakerd stopped)."""
    for pid in pids:
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"pacemaker" in command:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)


def start_up(directory: Path) -> None:
    """Play the start-up: wait for the cluster to settle, fail the EDI gateway to its threshold, move the reports and
    ban the customs sync, leave the CCTV archive unmanaged."""
    _until("the gate services started", lambda: all(_active(_status(), name) for name in (*GROUP[1], UNMANAGED, MOVED)))
    _until("the weighbridge's start failed", lambda: _fail_count(UNSTARTABLE) == "INFINITY")
    state = directory / "states" / f"{FAILED}.state"
    for failure in range(1, FAILURES + 1):
        _until(f"{FAILED} running", lambda: _active(_status(), FAILED) and state.exists())
        state.unlink(missing_ok=True)
        _until(f"{FAILED} failed {failure} times", lambda f=failure: _fail_count(FAILED) == str(f))
    _until(f"{FAILED} stopped", lambda: f'id="{FAILED}"' in (s := _status()) and not _active(s, FAILED))
    _run("crm_resource", "--move", "--force", "-r", MOVED, "-N", ONLINE)  # it runs there already
    _run("crm_resource", "--ban", "-r", DISABLED, "-N", STANDBY)
    _run("crm_resource", "-r", UNMANAGED, "--meta", "-p", "is-managed", "-v", "false")
    _until("the constraints made", lambda: "cli-prefer-p-reports" in _run("cibadmin", "-Q", "--scope", "constraints"))
    (directory / MARKER).write_text("started\n")


def settled(directory: Path) -> bool:
    """Whether the start-up has been played."""
    return (directory / MARKER).exists()


def main(argv: list[str]) -> None:
    directory = Path(argv[1])
    start_up(directory)
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main(sys.argv)
