"""A Cork web agency's KVM host (``kvm-cork-2``) as libvirt's test driver describes it, for the libvirt exporter.

libvirt's test driver (``test:///path/to/host.xml``, documented at https://libvirt.org/drvtest.html) reads a whole
host from one XML file: its CPUs and memory, and its domains with their vCPUs, memory, disks and interfaces, each in a
run state given by ``<test:runstate>`` (the ``http://libvirt.org/schemas/domain/test/1.0`` namespace: 1 running, 3
paused, 5 shut off, 7 suspended to memory). The driver lives in the libvirt client library itself: the exporter opens
the URI on every scrape and reads the file again, with no libvirtd in between. Its statistics are the driver's own:

* a domain's CPU time is the wall clock (every active domain, running, paused or suspended alike, gains one CPU-second
  a second, whatever its vCPUs);
* every disk's counters grow with the wall clock: 100,000 read requests, 50,000 bytes read, 33,333 write requests and
  25,000 bytes written a second;
* every interface's too: 100,000 bytes and 10,000 packets received and 50,000 bytes and about 9,091 packets sent a
  second, and one receive error a second, one receive drop every two, one send error every three and one send drop
  every four (whole seconds);
* memory in use is the domain's ``currentMemory`` (its balloon), the maximum its ``memory``; interfaces are named
  ``testnet0``, ``testnet1``... in each domain, whatever their ``<target dev>``.

The exporter (Debian's ``prometheus-libvirt-exporter`` 0.2.0, Kumina's) lists only active domains: the two shut-off
ones (``staging-web``, ``old-wiki``) appear nowhere, not even in ``libvirt_domains_number``. It labels everything
``domain`` and ``uuid``, disks ``source_file`` and ``target_device``, interfaces ``source_bridge`` and
``target_device``, and reports ``libvirt_domain_state_code`` (libvirt's ``virDomainState``).

Nothing runs beside the exporter: :func:`write` lays out the host's file and :func:`uri` names it.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

RUNNING, PAUSED, SHUTOFF, PMSUSPENDED = 1, 3, 5, 7
GIB = 1024  # MiB
# name: (uuid, run state, vCPUs, memory MiB, current memory MiB, disks as (target, source file), bridges)
DOMAINS: dict[str, tuple[str, int, int, int, int, tuple[tuple[str, str], ...], tuple[str, ...]]] = {
    "web-prod-1": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f01", RUNNING, 4, 8 * GIB, 6 * GIB,
                   (("vda", "/var/lib/libvirt/images/web-prod-1.qcow2"), ("vdb", "/srv/vm/web-prod-1-data.qcow2")),
                   ("br-dmz", "br-backup")),
    "web-prod-2": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f02", RUNNING, 4, 8 * GIB, 8 * GIB,
                   (("vda", "/var/lib/libvirt/images/web-prod-2.qcow2"),), ("br-dmz", "br-backup")),
    "db-primary": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f03", RUNNING, 12, 32 * GIB, 32 * GIB,
                   (("vda", "/var/lib/libvirt/images/db-primary.qcow2"), ("vdb", "/srv/vm/db-primary-data.raw"),
                    ("vdc", "/srv/vm/db-primary-wal.raw"), ("vdd", "/srv/vm/db-primary-backup.qcow2")),
                   ("br-internal", "br-backup")),
    "db-replica": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f04", RUNNING, 8, 32 * GIB, 24 * GIB,
                   (("vda", "/var/lib/libvirt/images/db-replica.qcow2"), ("vdb", "/srv/vm/db-replica-data.raw")),
                   ("br-internal",)),
    "mail": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f05", RUNNING, 2, 4 * GIB, 4 * GIB,
             (("vda", "/var/lib/libvirt/images/mail.qcow2"),), ("br-dmz",)),
    "ci-runner-1": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f06", RUNNING, 6, 12 * GIB, 12 * GIB,
                    (("vda", "/var/lib/libvirt/images/ci-runner-1.qcow2"), ("vdb", "/srv/vm/ci-cache.raw")),
                    ("br-internal",)),
    "monitoring": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f07", RUNNING, 2, 6 * GIB, 4 * GIB,
                   (("vda", "/var/lib/libvirt/images/monitoring.qcow2"),), ("br-internal", "br-mgmt")),
    "vpn-gw": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f08", RUNNING, 1, 1 * GIB, 1 * GIB,
               (("vda", "/var/lib/libvirt/images/vpn-gw.qcow2"),), ("br-dmz", "br-mgmt", "br-internal")),
    "ci-runner-2": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f09", PAUSED, 6, 12 * GIB, 12 * GIB,
                    (("vda", "/var/lib/libvirt/images/ci-runner-2.qcow2"),), ("br-internal",)),
    "win-build": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f10", PMSUSPENDED, 4, 16 * GIB, 16 * GIB,
                  (("sda", "/var/lib/libvirt/images/win-build.qcow2"),), ("br-internal",)),
    "staging-web": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f11", SHUTOFF, 4, 8 * GIB, 8 * GIB,
                    (("vda", "/var/lib/libvirt/images/staging-web.qcow2"),), ("br-dmz",)),
    "old-wiki": ("3f1c2a9e-5b1d-4c7e-9a10-1b2c3d4e5f12", SHUTOFF, 2, 2 * GIB, 2 * GIB,
                 (("vda", "/var/lib/libvirt/images/old-wiki.qcow2"),), ("br-internal",)),
}  # fmt: skip
ACTIVE = [name for name, spec in DOMAINS.items() if spec[1] != SHUTOFF]
HOST_CPU = {"mhz": 2900, "model": "x86_64", "nodes": 1, "sockets": 2, "cores": 12, "threads": 2, "active": 48}
HOST_MEMORY_KIB = 256 * 1024 * 1024


def _domain(name: str) -> str:
    ident, state, vcpus, memory, current, disks, bridges = DOMAINS[name]
    bus = {"v": "virtio", "s": "sata"}
    devices = "".join(
        f"<disk type='file' device='disk'><driver name='qemu' type='{source.rsplit('.', 1)[1]}'/>"
        f"<source file={quoteattr(source)}/><target dev='{target}' bus='{bus[target[0]]}'/></disk>"
        for target, source in disks
    )
    devices += "".join(
        f"<interface type='bridge'><mac address='52:54:00:{ident[-2:]}:{k:02x}:{len(bridge):02x}'/>"
        f"<source bridge='{bridge}'/><model type='virtio'/></interface>"
        for k, bridge in enumerate(bridges)
    )
    return (
        "  <domain type='test' xmlns:test='http://libvirt.org/schemas/domain/test/1.0'>\n"
        f"    <name>{name}</name><uuid>{ident}</uuid>\n"
        f"    <memory unit='MiB'>{memory}</memory><currentMemory unit='MiB'>{current}</currentMemory>\n"
        f"    <vcpu>{vcpus}</vcpu><os><type arch='x86_64'>hvm</type></os>\n"
        f"    <devices>{devices}</devices>\n"
        f"    <test:runstate>{state}</test:runstate>\n"
        "  </domain>\n"
    )


def write(directory: Path) -> Path:
    """Write the host's description into ``directory``; its path."""
    directory.mkdir(parents=True, exist_ok=True)
    cpu = "".join(f"<{key}>{value}</{key}>" for key, value in HOST_CPU.items())
    path = directory / "kvm-cork-2.xml"
    path.write_text(
        f"<node>\n  <cpu>{cpu}</cpu>\n  <memory>{HOST_MEMORY_KIB}</memory>\n"
        + "".join(_domain(name) for name in DOMAINS)
        + "</node>\n"
    )
    return path


def uri(path: Path) -> str:
    """The test driver's connection URI for the host file at ``path``."""
    return f"test://{path.resolve()}"
