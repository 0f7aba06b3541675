"""A Cluj-Napoca software house's office resolver, for the PowerDNS Recursor's own Prometheus metrics.

Someș Software runs one ``pdns_recursor`` (Debian 12's 4.8, in the foreground, a temporary instance of its own on
loopback ports, one worker thread) as the resolver of its office network; its built-in web server serves
``/metrics``, which Prometheus scrapes as job ``recursor``. :func:`config` writes its settings and :func:`lua_config`
its Lua configuration:

* the ACL (``allow-from``) lets in ``127.0.0.0/24`` only; ``dont-query`` stays Debian's default (private ranges,
  loopback included): the forwarders named below are exempt from it, and the root hints point at a documentation
  address (``192.0.2.53``) it keeps the recursor from asking, so nothing leaves the machine;
* names under ``.`` are forwarded with recursion desired (``forward-zones-recurse``) to ``isp-resolver``, the
  internet provider's resolver, which the workload plays: every name has an A record with a TTL of an hour, the known
  typos are NXDOMAIN;
* four zones are forwarded without recursion (``forward-zones``) to authoritative servers, all played by the workload:
  ``somes.internal`` (``auth-internal``, the office's own names and the CI's preview environments, answering at once),
  ``gw.netopia.example`` (``auth-payments``, the payment gateway's per-transaction names, answering after
  :data:`SLOW_SECONDS`), ``erp.somes.ro`` (``auth-erp``, the old ERP's name server, answering SERVFAIL to everything)
  and ``vpn.somes.ro`` (``auth-vpn``, the retired VPN concentrator's name server, which never answers);
* a response policy zone, ``somes-blocklist`` (:data:`RPZ`), answers the ad and tracker domains NXDOMAIN and drops the
  malware command-and-control domains;
* SERVFAIL answers are not kept in the packet cache (``packetcache-servfail-ttl=0``) and a server that keeps timing
  out is not marked down (``server-down-max-fails=0``), so every failing lookup goes out again.

Running this file starts the name servers and then sends, every second, evenly spread, from its own loopback address
per group of clients (:data:`STREAMS`; a name with ``{n}`` gets a fresh number each time, so it misses every cache):

* staff laptops (``127.0.0.10`` to ``127.0.0.17`` in turn): 30 lookups of 20 popular names (answered from the packet
  cache after the first), 2 typos (NXDOMAIN, cached), 6 lookups of ad and tracker names (a fresh subdomain each time,
  answered NXDOMAIN by the blocklist);
* an infected laptop (``127.0.0.12``): 3 lookups of malware domains (a fresh subdomain each: dropped by the
  blocklist, so it gets no answer);
* the CI runners (``127.0.0.40``): 10 lookups of the office's internal names (cached) and 4 of new preview
  environments (a fresh name each: asked of ``auth-internal`` every time);
* the checkout service (``127.0.0.50``): 2 lookups of new payment-gateway names (a fresh name each, the gateway's
  server answering in 150 ms);
* the accounting desktops (``127.0.0.60``): 1 lookup of a new ERP name (SERVFAIL, from the ERP's server);
* a laptop with the old VPN profile (``127.0.0.61``): 1 lookup of a new session gateway name (``gw-N.vpn.somes.ro``)
  (times out after ``network-timeout``, 1.5 seconds, then SERVFAIL; a fresh name each, so none is throttled);
* the monitoring probe (``127.0.0.70``): 1 lookup over TCP of ``www.google.com`` (cached);
* a scanner on the guest Wi-Fi (``127.0.9.9``, outside the ACL): 5 queries (refused by the ACL, not answered).

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.recursor_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import functools
import json
import socket
import sys
import time
from pathlib import Path

from bench import dns_wire
from bench.dns_wire import query
from bench.paced import paced_ticks

RECURSOR = "pdns_recursor"
JOB = "recursor"
SLOW_SECONDS = 0.15  # the payment gateway's name server
HINT_ADDRESS = "192.0.2.53"  # the root hints' address: TEST-NET-1, in dont-query, so the recursor never asks it
# name server: (zone forwarded to it, "recurse" for the ISP's resolver, listening)
SERVERS = {
    "isp-resolver": (".", True),
    "auth-internal": ("somes.internal", True),
    "auth-payments": ("gw.netopia.example", True),
    "auth-erp": ("erp.somes.ro", True),
    "auth-vpn": ("vpn.somes.ro", True),  # bound, never answering
}
LISTENER = "recursor"
POPULAR = ("www.google.com", "www.youtube.com", "github.com", "api.github.com", "registry.npmjs.org",
           "pypi.org", "files.pythonhosted.org", "hub.docker.com", "stackoverflow.com", "slack.com",
           "teams.microsoft.com", "outlook.office365.com", "www.digi24.ro", "www.hotnews.ro", "www.emag.ro",
           "www.olx.ro", "www.bancatransilvania.ro", "anaf.ro", "www.cfrcalatori.ro", "open.spotify.com")  # fmt: skip
TYPOS = ("www.githb.com", "www.emag.rp")
INTERNAL = ("git.somes.internal", "jira.somes.internal", "nexus.somes.internal", "sonar.somes.internal",
            "vault.somes.internal")  # fmt: skip
ADS = ("doubleclick.net", "adnxs.com", "taboola.com")
MALWARE = ("c2.lumma-stealer.example", "panel.redline-c2.example", "drop.coinminer-pool.example")
RPZ = "somes-blocklist"
LAPTOPS = tuple(f"127.0.0.{k}" for k in range(10, 18))
# group: (source addresses, taken in turn, over TCP, [(name, times a second)])
STREAMS: dict[str, tuple[tuple[str, ...], bool, list[tuple[str, int]]]] = {
    "laptops": (LAPTOPS, False, [
        *((name, 2 if k < 10 else 1) for k, name in enumerate(POPULAR)),
        *((name, 1) for name in TYPOS),
        *((f"px{{n}}.{domain}", 2) for domain in ADS),
    ]),
    "infected": (("127.0.0.12",), False, [(f"beacon{{n}}.{domain}", 1) for domain in MALWARE]),
    "ci": (("127.0.0.40",), False, [
        *((name, 2) for name in INTERNAL),
        ("pr-{n}.preview.somes.internal", 4),
    ]),
    "checkout": (("127.0.0.50",), False, [("tx{n}.gw.netopia.example", 2)]),
    "accounting": (("127.0.0.60",), False, [("rpt{n}.erp.somes.ro", 1)]),
    "vpn": (("127.0.0.61",), False, [("gw-{n}.vpn.somes.ro", 1)]),
    "monitoring": (("127.0.0.70",), True, [("www.google.com", 1)]),
    "scanner": (("127.0.9.9",), False, [("version.bind", 1), ("www.google.com", 4)]),
}  # fmt: skip
THREADS = 1


def config(directory: Path, ports: dict[str, int]) -> str:
    """The recursor's settings: its listener and web server on ``ports``, the name servers on theirs."""
    forward = ", ".join(
        f"{zone}=127.0.0.1:{ports[name]}" for name, (zone, _) in SERVERS.items() if name != "isp-resolver"
    )
    return f"""# Someș Software office resolver
daemon=no
quiet=yes
disable-syslog=yes
log-timestamp=no
security-poll-suffix=
socket-dir={directory}
hint-file={directory / "root.hints"}
lua-config-file={directory / "recursor.lua"}
local-address=127.0.0.1
local-port={ports[LISTENER]}
allow-from=127.0.0.0/24
threads={THREADS}
pdns-distributes-queries=no
dnssec=off
network-timeout=1500
server-down-max-fails=0
packetcache-servfail-ttl=0
forward-zones={forward}
forward-zones-recurse=.=127.0.0.1:{ports["isp-resolver"]}
webserver=yes
webserver-address=127.0.0.1
webserver-port={ports["web"]}
webserver-allow-from=127.0.0.0/8
api-key=
"""


def lua_config(directory: Path) -> str:
    return f'rpzFile("{directory / "blocklist.rpz"}", {{policyName="{RPZ}"}})\n'


def rpz_zone() -> str:
    lines = ["$TTL 300", "@ SOA ns.rpz.somes.internal. hostmaster.somes.ro. 2025110101 3600 600 86400 300",
             "  NS localhost."]  # fmt: skip
    for domain in ADS:
        lines += [f"{domain} CNAME .", f"*.{domain} CNAME ."]
    for name in MALWARE:
        domain = name.split(".", 1)[1]
        lines += [f"{domain} CNAME rpz-drop.", f"*.{domain} CNAME rpz-drop."]
    return "\n".join(lines) + "\n"


def write(directory: Path, ports: dict[str, int]) -> Path:
    """Write the recursor's configuration directory (settings, Lua configuration, blocklist, root hints)."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "recursor.conf").write_text(config(directory, ports))
    (directory / "recursor.lua").write_text(lua_config(directory))
    (directory / "blocklist.rpz").write_text(rpz_zone())
    (directory / "root.hints").write_text(
        f".\t3600000\tIN\tNS\tnowhere.root.\nnowhere.root.\t3600000\tIN\tA\t{HINT_ADDRESS}\n"
    )
    return directory


def command(directory: Path) -> list[str]:
    return [RECURSOR, f"--config-dir={directory}"]


# ---------------------------------------------------------------- DNS messages


def answer(server: str, message: bytes) -> bytes | None:
    """``server``'s reply to ``message``; None for what it ignores (the retired VPN's name server, every time)."""
    if server == "auth-vpn":
        return None
    return dns_wire.reply(message, "somes.ro", recursive=server == "isp-resolver", nxdomain=TYPOS.__contains__,
                          servfail=server == "auth-erp", public_octet=185)  # fmt: skip


def answers(port: int) -> bool:
    """Whether the name server on ``port`` answers a query (within a second)."""
    return dns_wire.answers(port, "www.google.com")


def serve(server: str, sock: socket.socket) -> None:
    dns_wire.serve(sock, functools.partial(answer, server), SLOW_SECONDS if server == "auth-payments" else 0.0)


def client(group: str, port: int, start: int) -> None:
    """Send the group's names, evenly spread, from each of its sources in turn, draining replies without waiting
    for them (over TCP, one connection a query)."""
    sources, tcp, actions = STREAMS[group]
    names, gap = dns_wire.evenly(actions)
    socks = dns_wire.sources(sources)
    ident = start
    for tick in paced_ticks(gap):
        name = names[tick % len(names)].replace("{n}", str(start + tick))
        ident = (ident + 1) & 0xFFFF
        message = query(ident, name)
        if tcp:
            with contextlib.suppress(OSError):
                dns_wire.ask_stream(sources[0], port, message)
            continue
        dns_wire.send_and_drain(socks[tick % len(socks)], message, ("127.0.0.1", port))


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    dns_wire.serve_all(ports, SERVERS, serve)
    if len(argv) > 1 and argv[1] == "--servers-only":
        while True:
            time.sleep(60)
    while not dns_wire.listening(ports[LISTENER]):
        time.sleep(0.1)
    dns_wire.drive(STREAMS, client, ports[LISTENER])


if __name__ == "__main__":
    main(sys.argv[1:])
