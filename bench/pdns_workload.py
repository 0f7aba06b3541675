"""A Valencia web host's two authoritative name servers, PowerDNS Authoritative serving its own Prometheus metrics.

Hostalia Levante hosts its customers' domains on two name servers, ``ns1`` and ``ns2``, each a ``pdns_server``
(Debian 12's PowerDNS Authoritative Server 4.7, in the foreground, a temporary instance of its own on loopback ports,
one receiver and one distributor thread, :func:`config`) reading the zone files through its bind backend (Debian's
``pdns-backend-bind``, :func:`named_conf`); each one's built-in web server serves ``/metrics``, which Prometheus
scrapes as job ``pdns`` with the server's name as ``instance`` (:func:`scrape_config`). Both load the same zone files
(:data:`ZONES`), except that the newest customer's zone, ``tiendaruzafa.es``, was added to ``ns1`` only
(:data:`MISSING_ON_NS2`), so ``ns2`` refuses the lookups the resolvers of the world send it for that shop. Dynamic
updates are off (``dnsupdate=no``: an update is refused), so is secondary operation (a NOTIFY is refused), the
security poll (no lookups leave the machine) and the API; the packet cache keeps an answer for up to an hour
(``cache-ttl``), the records' TTL, so a name asked again is answered from it until the run ends.

PowerDNS Authoritative's metrics have quirks of their own: every statistic is a flat, unlabelled ``pdns_auth_*``
series (``pdns_auth_udp_queries``, ``pdns_auth_nxdomain_packets``...) without a ``_total`` suffix even on counters,
the only labelled one is ``pdns_auth_info{version}``; ``pdns_auth_udp_queries`` counts every well-formed UDP message
(updates and NOTIFYs too) while a malformed one counts only in ``pdns_auth_corrupt_packets``;
``pdns_auth_unauth_packets`` counts the questions for zones the server does not serve (answered REFUSED), on every
one, from the cache or not; ``pdns_auth_rd_queries``, ``pdns_auth_nxdomain_packets`` and
``pdns_auth_noerror_packets`` are counted only when the answer is built, so an answer from the packet cache
(``pdns_auth_packetcache_hit``) adds to none of them; ``pdns_auth_udp_do_queries`` counts the queries with the DNSSEC
OK bit, cached or not; ``pdns_auth_zone_cache_size`` is the number of zones the server serves;
``pdns_auth_dnsupdate_queries`` and ``pdns_auth_dnsupdate_refused`` the dynamic updates and
``pdns_auth_incoming_notifications`` the NOTIFYs received.

Running this file sends, every second, evenly spread, from its own loopback address per group of clients
(:data:`STREAMS`; a name with ``{n}`` gets a fresh number each time, so it misses every cache):

* to ``ns1``: the internet's resolvers (``127.0.3.10`` to ``127.0.3.19`` in turn), 20 lookups of 10 popular names
  of the hosted zones (each answered from the packet cache after the first); validating resolvers
  (``127.0.3.30``), 4 lookups with the DNSSEC OK bit (cached); mail servers (``127.0.3.40``), 3 MX lookups (cached);
  IPv6-only resolvers (``127.0.3.45``), 2 AAAA lookups of names without one (NODATA, cached); a link checker
  (``127.0.3.50``), 3 lookups of names that do not exist in the customers' zones (a fresh name each: NXDOMAIN); a
  customer's office PCs wrongly pointed at ``ns1`` as their resolver (``127.0.3.60``), 2 reverse lookups with
  recursion desired (a fresh address each, in no zone ``ns1`` serves: REFUSED); the monitoring probe
  (``127.0.3.70``), 1 SOA lookup of ``hostalia.es`` over TCP (a connection each, cached); a customer's router
  (``127.0.3.80``), 1 dynamic update of its home address (refused); a broken scanner (``127.0.3.90``), 1 malformed
  message (counted as corrupt, not answered);
* to ``ns2``: the internet's resolvers (``127.0.4.10`` to ``127.0.4.19``), 10 lookups of the popular names (cached);
  3 lookups of ``www.tiendaruzafa.es``, the zone ``ns2`` lacks (REFUSED, cached); the link checker
  (``127.0.4.50``), 1 lookup of a name that does not exist (NXDOMAIN); the old hidden primary that was retired
  (``127.0.4.99``), 1 NOTIFY for ``hostalia.es`` (refused: ``ns2`` is no secondary).

That is 35 UDP queries a second on ``ns1`` (and 1 over TCP, 1 malformed message) and 15 on ``ns2``; ``ns1``
answers 30 of its 35 cached lookups from the packet cache (5 fresh names miss), ``ns2`` 13 of its 14 lookups.
Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.pdns_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import json
import struct
import sys
import time
from pathlib import Path

from bench import dns_wire
from bench.dns_wire import TYPES, encode_name
from bench.paced import paced_ticks
from bench.scrape import named_targets

PDNS_SERVER = "pdns_server"  # Debian's pdns-server (installed in /usr/sbin)
BIND_BACKEND = "/usr/lib/*/pdns/libbindbackend.so"  # Debian's pdns-backend-bind
JOB = "pdns"
SERVERS = ("ns1", "ns2")
SERIAL = 2025111401
# zone: its names and their addresses' last octet (every name has an A record; the apex an MX and NS records)
ZONES = {
    "hostalia.es": ("www", "panel", "webmail", "mail", "ns1", "ns2"),
    "clinicaturia.es": ("www", "citas", "mail"),
    "fallerosdelcarmen.org": ("www", "mail"),
    "horchateria-santacatalina.es": ("www", "tienda", "mail"),
    "naranjasdelaribera.com": ("www", "pedidos", "mail"),
    "estudioalbufera.es": ("www", "mail"),
    "bodegasutiel.com": ("www", "tienda", "mail"),
    "tiendaruzafa.es": ("www", "mail"),
}
MISSING_ON_NS2 = "tiendaruzafa.es"
POPULAR = ("www.hostalia.es", "panel.hostalia.es", "webmail.hostalia.es", "www.clinicaturia.es",
           "citas.clinicaturia.es", "www.fallerosdelcarmen.org", "www.horchateria-santacatalina.es",
           "pedidos.naranjasdelaribera.com", "www.estudioalbufera.es", "tienda.bodegasutiel.com")  # fmt: skip
RESOLVERS_NS1 = tuple(f"127.0.3.{k}" for k in range(10, 20))
RESOLVERS_NS2 = tuple(f"127.0.4.{k}" for k in range(10, 20))
# what a group sends: a query (name, type, flags), an update, a NOTIFY or a malformed message
Kind = str
# group: (server, source addresses taken in turn, transport, [(kind, name, query type, times a second)])
STREAMS: dict[str, tuple[str, tuple[str, ...], str, list[tuple[Kind, str, str, int]]]] = {
    "resolvers": ("ns1", RESOLVERS_NS1, "udp", [("query", name, "A", 2) for name in POPULAR]),
    "validating": ("ns1", ("127.0.3.30",), "udp", [("dnssec", name, "A", 1) for name in POPULAR[:4]]),
    "mailservers": ("ns1", ("127.0.3.40",), "udp", [("query", zone, "MX", 1) for zone in
                                                     ("hostalia.es", "clinicaturia.es", "bodegasutiel.com")]),
    "ipv6": ("ns1", ("127.0.3.45",), "udp", [("query", name, "AAAA", 1) for name in POPULAR[:2]]),
    "linkchecker": ("ns1", ("127.0.3.50",), "udp", [("query", f"old{{n}}.{zone}", "A", 1) for zone in
                                                    ("hostalia.es", "fallerosdelcarmen.org", "estudioalbufera.es")]),
    "officepcs": ("ns1", ("127.0.3.60",), "udp", [("recursive", "{n}.51.198.in-addr.arpa", "PTR", 2)]),
    "monitoring": ("ns1", ("127.0.3.70",), "tcp", [("query", "hostalia.es", "SOA", 1)]),
    "router": ("ns1", ("127.0.3.80",), "udp", [("update", "casa.estudioalbufera.es", "A", 1)]),
    "scanner": ("ns1", ("127.0.3.90",), "udp", [("malformed", "", "A", 1)]),
    "resolvers2": ("ns2", RESOLVERS_NS2, "udp", [("query", name, "A", 1) for name in POPULAR]),
    "shoppers": ("ns2", RESOLVERS_NS2[:3], "udp", [("query", f"www.{MISSING_ON_NS2}", "A", 3)]),
    "linkchecker2": ("ns2", ("127.0.4.50",), "udp", [("query", "old{n}.clinicaturia.es", "A", 1)]),
    "oldprimary": ("ns2", ("127.0.4.99",), "udp", [("notify", "hostalia.es", "SOA", 1)]),
}  # fmt: skip


def zone_file(zone: str) -> str:
    names = ZONES[zone]
    lines = [
        "$TTL 3600",
        f"@ IN SOA ns1.hostalia.es. hostmaster.hostalia.es. {SERIAL} 10800 3600 1209600 300",
        "@ IN NS ns1.hostalia.es.",
        "@ IN NS ns2.hostalia.es.",
        "@ IN MX 10 mail",
        f"@ IN A 185.47.128.{10 + list(ZONES).index(zone)}",
    ]
    lines += [f"{name} IN A 185.47.128.{20 + 8 * list(ZONES).index(zone) + k}" for k, name in enumerate(names)]
    return "\n".join(lines) + "\n"


def named_conf(directory: Path, server: str) -> str:
    """The bind backend's list of zones for ``server``."""
    return "".join(
        f'zone "{zone}" {{ type master; file "{directory / "zones" / zone}"; }};\n'
        for zone in ZONES
        if server == "ns1" or zone != MISSING_ON_NS2
    )


def config(directory: Path, server: str, dns_port: int, web_port: int) -> str:
    """``server``'s settings: its DNS and web listeners, the bind backend, updates, secondaries and the security poll
    off, an hour's packet cache."""
    return f"""# Hostalia Levante, {server}.hostalia.es
launch=bind
bind-config={directory / server / "named.conf"}
local-address=127.0.0.1
local-port={dns_port}
webserver=yes
webserver-address=127.0.0.1
webserver-port={web_port}
webserver-allow-from=127.0.0.0/8
api=no
daemon=no
guardian=no
disable-syslog=yes
loglevel=3
socket-dir={directory / server}
security-poll-suffix=
dnsupdate=no
secondary=no
primary=no
cache-ttl=3600
negquery-cache-ttl=60
query-cache-ttl=20
receiver-threads=1
distributor-threads=1
"""


def write(directory: Path, ports: dict[str, int], web_ports: dict[str, int]) -> dict[str, Path]:
    """Write the zone files and each server's configuration directory; each server's directory."""
    (directory / "zones").mkdir(parents=True, exist_ok=True)
    for zone in ZONES:
        (directory / "zones" / zone).write_text(zone_file(zone))
    made = {}
    for server in SERVERS:
        (directory / server).mkdir(exist_ok=True)
        (directory / server / "named.conf").write_text(named_conf(directory, server))
        (directory / server / "pdns.conf").write_text(config(directory, server, ports[server], web_ports[server]))
        made[server] = directory / server
    return made


def command(pdns_server: str, config_dir: Path) -> list[str]:
    """One server in the foreground, its configuration in ``config_dir``."""
    return [pdns_server, f"--config-dir={config_dir}"]


def ports_needed() -> tuple[str, ...]:
    """The ports the servers need beside the first server's web port (the exporter port)."""
    return (*SERVERS, *(f"{server}-web" for server in SERVERS[1:]))


def web_ports(exporter_port: int, ports: dict[str, int]) -> dict[str, int]:
    return {server: exporter_port if server == SERVERS[0] else ports[f"{server}-web"] for server in SERVERS}


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``pdns``: each server's web server, its name as ``instance``."""
    return named_targets(JOB, web_ports(exporter_port, ports))


def answers(port: int) -> bool:
    """Whether the name server on ``port`` answers for the web host's own zone (within a second)."""
    return dns_wire.answers(port, "www.hostalia.es")


# ---------------------------------------------------------------- DNS messages


def message(ident: int, kind: Kind, name: str, qtype: str) -> bytes:
    """A message of ``kind``: a query without recursion desired (``query``), with it (``recursive``), with an EDNS
    OPT record setting the DNSSEC OK bit (``dnssec``), a dynamic update adding an A record to ``name`` in its zone
    (``update``), a NOTIFY for the zone ``name`` (``notify``), or a header announcing a question that is cut off
    (``malformed``)."""
    if kind == "malformed":
        return struct.pack(">HHHHHH", ident, 0, 1, 0, 0, 0) + b"\x05hosta"
    if kind == "update":
        zone = name.split(".", 1)[1]
        header = struct.pack(">HHHHHH", ident, 5 << 11, 1, 0, 1, 0)
        record = encode_name(name) + struct.pack(">HHIH", TYPES["A"], 1, 300, 4) + bytes([81, 36, 112, 7])
        return header + encode_name(zone) + struct.pack(">HH", TYPES["SOA"], 1) + record
    if kind == "notify":
        header = struct.pack(">HHHHHH", ident, (4 << 11) | 0x0400, 1, 0, 0, 0)
        return header + encode_name(name) + struct.pack(">HH", TYPES["SOA"], 1)
    flags = 0x0100 if kind == "recursive" else 0
    additional = 1 if kind == "dnssec" else 0
    body = struct.pack(">HHHHHH", ident, flags, 1, 0, 0, additional) + encode_name(name)
    body += struct.pack(">HH", TYPES[qtype], 1)
    if kind == "dnssec":
        body += b"\0" + struct.pack(">HHIH", 41, 1232, 0x8000, 0)  # OPT: UDP size 1232, DO
    return body


def client(group: str, ports: dict[str, int], start: int) -> None:
    """Send the group's messages, evenly spread, from each of its sources in turn, draining replies without waiting
    for them (over TCP, one connection a query)."""
    server, addresses, transport, actions = STREAMS[group]
    sends, gap = dns_wire.evenly(((kind, name, qtype), times) for kind, name, qtype, times in actions)
    socks = dns_wire.sources(addresses)
    ident = start
    for tick in paced_ticks(gap):
        kind, name, qtype = sends[tick % len(sends)]
        ident = (ident + 1) & 0xFFFF
        fresh = start + tick
        if qtype == "PTR":  # a reverse name of an address of 198.51.0.0/16
            name = name.replace("{n}", f"{fresh % 250 + 1}.{fresh // 250 % 250 + 1}")
        payload = message(ident, kind, name.replace("{n}", str(fresh)), qtype)
        if transport == "tcp":
            with contextlib.suppress(OSError):
                dns_wire.ask_stream(addresses[0], ports[server], payload)
            continue
        dns_wire.send_and_drain(socks[tick % len(socks)], payload, ("127.0.0.1", ports[server]))


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    while not all(answers(ports[server]) for server in SERVERS):
        time.sleep(0.1)
    dns_wire.drive(STREAMS, client, ports)


if __name__ == "__main__":
    main(sys.argv[1:])
