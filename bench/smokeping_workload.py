"""A Ljubljana savings bank's network operations centre pinging its branches, ATMs and data centres, for Debian's
``prometheus-smokeping-prober``.

The prober (0.6.1, SuperQ's ``smokeping_prober``) sends real ICMP echo requests to every target of its configuration
and keeps, per target (labels ``host``, the name in the configuration, and ``ip``, the address it resolved to),
``smokeping_requests_total`` (pings sent), the histogram ``smokeping_response_duration_seconds`` (one observation per
reply; **a target that has never answered has no histogram series at all**) and ``smokeping_response_duplicates_total``.

It runs in a network namespace of its own (``unshare --net --mount``), in which :func:`main` lays out the bank's
network before it starts the prober, so that nothing outside the namespace changes and every run sees the same:

* the loopback interface answers for the branch routers, data-centre cores, ATMs and the IPv6 web front ends, each on
  an address of its own (``127.0.10.x``, ``fd00:77::x``...);
* the addresses behind ``drop0``, an ``ifb`` interface (which drops what is sent through it), never answer: the Novo
  mesto branch, the backup data-centre link, the airport ATM and the IPv6 mail relay;
* the Ptuj branch's address is on the loopback with a lifetime of :data:`DARK_AFTER` seconds: it answers at first,
  then the kernel removes it and its pings go to ``drop0``: it went dark a few seconds after the start;
* the names resolve through a hosts file bind-mounted over ``/etc/hosts`` inside the namespace.

The prober's metrics port is a socket that :mod:`bench.live_prometheus` opens on the host's loopback and hands over as
a systemd-activated listener (``--web.systemd-socket``, fd 3), so Prometheus scrapes it from outside the namespace.
The prober needs raw ICMP sockets (``--privileged``) and the namespace root: it runs only as root.

Ping groups (the configuration's ``targets``): branch routers every second, data-centre cores every half second with
1,400-byte packets, ATMs on 4G every two seconds with 32-byte packets, IPv6 front ends every second.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBER = "prometheus-smokeping-prober"
DARK_AFTER = 5  # seconds the Ptuj branch's address lives: gone before Prometheus's first full minute
DROP_V4 = "10.77.0.0/16"
DROP_V6 = "fd00:88::/64"
# group: (interval, packet size, network, {host: (address, answers)}) ; answers: "yes", "never" or "dark"
GROUPS: dict[str, tuple[str, int, str, dict[str, tuple[str, str]]]] = {
    "branches": ("1s", 56, "ip4", {
        "br-ljubljana-center": ("127.0.10.1", "yes"),
        "br-maribor": ("127.0.10.2", "yes"),
        "br-celje": ("127.0.10.3", "yes"),
        "br-koper": ("127.0.10.4", "yes"),
        "br-kranj": ("127.0.10.5", "yes"),
        "br-novo-mesto": ("10.77.10.6", "never"),
        "br-ptuj": ("10.77.99.7", "dark"),
    }),
    "datacentres": ("500ms", 1400, "ip4", {
        "dc1-core": ("127.0.20.1", "yes"),
        "dc2-core": ("127.0.20.2", "yes"),
        "dc-backup-link": ("10.77.20.9", "never"),
    }),
    "atms": ("2s", 32, "ip4", {
        "atm-presernov-trg": ("127.0.30.1", "yes"),
        "atm-bts-city": ("127.0.30.2", "yes"),
        "atm-bled": ("127.0.30.3", "yes"),
        "atm-airport": ("10.77.30.4", "never"),
    }),
    "ipv6": ("1s", 56, "ip6", {
        "www1-v6": ("fd00:77::1", "yes"),
        "www2-v6": ("fd00:77::2", "yes"),
        "mail-v6": ("fd00:88::25", "never"),
    }),
}  # fmt: skip
HOSTS = {host: spec for _, _, _, hosts in GROUPS.values() for host, spec in hosts.items()}
ANSWERING = tuple(host for host, (_, answers) in HOSTS.items() if answers == "yes")
NEVER = tuple(host for host, (_, answers) in HOSTS.items() if answers == "never")
DARK = tuple(host for host, (_, answers) in HOSTS.items() if answers == "dark")


def config() -> str:
    """The prober's configuration: one target group per ping group."""
    lines = ["---", "targets:"]
    for interval, size, network, hosts in GROUPS.values():
        lines.append("- hosts:")
        lines.extend(f"  - {host}" for host in hosts)
        lines += [f"  interval: {interval}", f"  network: {network}", "  protocol: icmp", f"  size: {size}"]
    return "\n".join(lines) + "\n"


def hosts_file() -> str:
    return "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost\n" + "".join(
        f"{address}\t{host}\n" for host, (address, _) in HOSTS.items()
    )


def write(directory: Path) -> tuple[Path, Path]:
    """Write the configuration and the hosts file into ``directory``; their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "smokeping.yml").write_text(config())
    (directory / "hosts").write_text(hosts_file())
    return directory / "smokeping.yml", directory / "hosts"


def command(listener_fd: int, directory: Path) -> list[str]:
    """What live_prometheus runs: this module in a new network and mount namespace, given the listening socket."""
    return ["unshare", "--net", "--mount", sys.executable, "-m", __name__, str(listener_fd), str(directory)]


def _ip(*arguments: str) -> None:
    subprocess.run(["ip", *arguments], check=True)


def main(listener_fd: int, directory: Path) -> None:
    """Inside the namespace: lay out the network, then become the prober (same pid) with the socket as fd 3."""
    subprocess.run(["mount", "--bind", str(directory / "hosts"), "/etc/hosts"], check=True)
    _ip("link", "set", "lo", "up")
    _ip("link", "add", "drop0", "type", "ifb")
    _ip("link", "set", "drop0", "up")
    _ip("route", "add", DROP_V4, "dev", "drop0")
    _ip("-6", "route", "add", DROP_V6, "dev", "drop0")
    for address, answers in HOSTS.values():
        if answers == "never" or address.startswith("127."):
            continue
        lifetime = ("valid_lft", str(DARK_AFTER), "preferred_lft", str(DARK_AFTER)) if answers == "dark" else ()
        if ":" in address:
            _ip("-6", "addr", "add", f"{address}/128", "dev", "lo", "nodad", *lifetime)
        else:
            _ip("addr", "add", f"{address}/32", "dev", "lo", *lifetime)
    if listener_fd != 3:
        os.dup2(listener_fd, 3)
        os.close(listener_fd)
    os.set_inheritable(3, True)
    env = {**os.environ, "LISTEN_PID": str(os.getpid()), "LISTEN_FDS": "1"}
    os.execvpe(PROBER, [PROBER, f"--config.file={directory / 'smokeping.yml'}", "--web.systemd-socket",
                        "--privileged"], env)  # fmt: skip


if __name__ == "__main__":
    main(int(sys.argv[1]), Path(sys.argv[2]))
