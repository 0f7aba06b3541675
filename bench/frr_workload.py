"""A busy data-centre edge router for the live PromQL estate's FRR exporter: a hosting company's FRRouting border.

Kestrel Cloud is a hosting and colocation company in Dublin (its own AS64620) whose edge router ``edge1.dub1`` runs
FRRouting's BGP daemon (``bgpd``, a temporary instance of its own in the foreground without zebra, so it never touches
the host's forwarding table; its configuration, pid file and vty sockets in a directory of its own).
``prometheus-frr-exporter`` reads the daemon's vty socket (job ``frr``); each neighbour's description is a small JSON
object (``{"type":"transit"}``) that the exporter turns into the peer's ``peer_desc`` label and counts by type in
``frr_bgp_peer_types_up``. The router's sessions:

* two transit providers, Zayo (AS6461: 9,000 prefixes, re-announcing 20 of them a second) and Lumen (AS3356: 8,400
  prefixes, 10 re-announcements a second); a third, Cogent (AS174), is shut down in the configuration while its
  contract is renegotiated;
* the two route servers of INEX, the Dublin internet exchange (AS43760: 2,500 member prefixes each, the same ones);
* private interconnects with Microsoft (AS8075: 700 prefixes) and Amazon (AS16509: 1,100 prefixes);
* two BGP-speaking colocation customers, Fernhill Games (AS64630: three prefixes, of which one is not in its prefix
  list and is rejected) and Liffey Analytics (AS64631, whose router has been unreachable since it was moved: the
  session never comes up);
* two iBGP sessions with the data centre's spine switches (``spine1`` and ``spine2``, AS64620, 60 internal prefixes
  each, the same ones).

The router originates the company's four aggregates (announced to transit, the exchange and the interconnects), sends
the customers the full table and the spines everything it learned, and prefers customers over interconnects over the
exchange over transit (local preference 300, 250, 200, 100). Every neighbour is played by this file, a minimal BGP-4
speaker (:mod:`bench.bird_workload`'s messages) listening on a loopback address of its own (``127.0.0.51`` Zayo ...)
and a free port; bgpd connects to each. Keepalives go every 10 seconds both ways (``timers 10 30``). Running this file
plays the neighbours until it is killed (it writes ``ready`` into its directory once every neighbour listens):

    python -m bench.frr_workload PORTS DIRECTORY

Only the standard library and :mod:`bench.bgp_speaker` are imported, and the file runs as a script in its own
process, so a busy benchmark process cannot slow its rhythm.
"""

from __future__ import annotations

import json
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from bench import bgp_speaker
from bench.bgp_speaker import message, nlri, update

OWN_AS = 64620
ROUTER_ID = "185.96.40.1"
TICKS_PER_SECOND = 10
KEEPALIVE_SECONDS = 10
OWN_PREFIXES = ("185.96.40.0/22", "185.96.44.0/22", "193.242.100.0/23", "193.242.102.0/23")
FERNHILL_PREFIXES = ("91.208.14.0/24", "91.208.15.0/24")
FERNHILL_LEAK = "8.8.8.0/24"  # not in Fernhill's prefix list: rejected
INTERNAL = tuple(f"10.40.{k}.0/24" for k in range(60))


@dataclass(frozen=True)
class Neighbour:
    """One BGP neighbour: its name (for ports), description, AS, address, route-map in and out, the range of the table
    it sends, its re-announcements a tick, whether it listens and whether the router shuts it down."""

    name: str
    kind: str
    asn: int
    address: str
    first: int = 0
    last: int = 0
    updates_per_tick: int = 0
    listening: bool = True
    shutdown: bool = False


NEIGHBOURS = (
    Neighbour("zayo", "transit", 6461, "127.0.0.51", 0, 9_000, 2),
    Neighbour("lumen", "transit", 3356, "127.0.0.52", 600, 9_000, 1),
    Neighbour("cogent", "transit", 174, "127.0.0.53", listening=False, shutdown=True),
    Neighbour("inex_rs1", "ix", 43760, "127.0.0.61", 9_000, 11_500),
    Neighbour("inex_rs2", "ix", 43760, "127.0.0.62", 9_000, 11_500),
    Neighbour("microsoft", "pni", 8075, "127.0.0.71", 11_500, 12_200),
    Neighbour("amazon", "pni", 16509, "127.0.0.72", 12_200, 13_300),
    Neighbour("fernhill", "customer", 64630, "127.0.0.81"),
    Neighbour("liffey", "customer", 64631, "127.0.0.82", listening=False),
    Neighbour("spine1", "ibgp", OWN_AS, "127.0.0.91"),
    Neighbour("spine2", "ibgp", OWN_AS, "127.0.0.92"),
)
BY_NAME = {neighbour.name: neighbour for neighbour in NEIGHBOURS}
SPEAKERS = tuple(neighbour.name for neighbour in NEIGHBOURS if neighbour.listening)
PORTS = (*(neighbour.name for neighbour in NEIGHBOURS), "bgpd")  # every neighbour's port and bgpd's own
TABLE_SIZE = 13_300
ESTABLISHED = len(SPEAKERS)
# the prefixes the router has accepted once every session has loaded
RECEIVED = sum(n.last - n.first for n in NEIGHBOURS) + len(FERNHILL_PREFIXES) + 2 * len(INTERNAL)
# what each kind of neighbour prefers (local preference) and is sent
LOCAL_PREFERENCE = {"transit": 100, "ix": 200, "pni": 250, "customer": 300}


def table() -> list[str]:
    """The deterministic table: TABLE_SIZE distinct /24s in public unicast space, none of Kestrel's or Fernhill's."""
    blocks = (2, 5, 31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 92, 93, 94, 95, 109, 151, 176, 178)
    return [f"{blocks[i // 4096]}.{(i // 16) % 256}.{(i % 16) * 16}.0/24" for i in range(TABLE_SIZE)]


def next_hop(neighbour: Neighbour) -> str:
    """The next hop the neighbour gives its routes: an address on the edge's own link to it (loopback addresses are
    martians to bgpd)."""
    return "198.51.100." + neighbour.address.rsplit(".", 1)[1]


def path(neighbour: Neighbour, index: int) -> list[int]:
    """The AS path of a table prefix as the neighbour sends it."""
    origin = 200_000 + index % 5_000
    if neighbour.kind == "transit":
        return [neighbour.asn, 1_000 + index % 50, origin]
    if neighbour.kind == "ix":
        return [60_000 + index % 400, origin]
    return [neighbour.asn]


def internal_update(prefixes: list[str], next_hop: str) -> bytes:
    """An iBGP UPDATE announcing ``prefixes`` with ORIGIN IGP, an empty AS path, ``next_hop`` and local preference
    100."""
    attributes = bytes([0x40, 1, 1, 0]) + bytes([0x40, 2, 0]) + bytes([0x40, 3, 4]) + socket.inet_aton(next_hop)
    attributes += bytes([0x40, 5, 4]) + (100).to_bytes(4, "big")
    body = (0).to_bytes(2, "big") + len(attributes).to_bytes(2, "big") + attributes
    return message(2, body + b"".join(nlri(prefix) for prefix in prefixes))


def write(root: Path, ports: dict[str, int]) -> Path:
    """Write bgpd's configuration into ``root`` (created) and return its path."""
    root.mkdir(parents=True, exist_ok=True)
    lines = [
        "frr defaults traditional",
        "hostname edge1.dub1",
        "log stdout informational",
        "!",
        *(f"ip prefix-list KESTREL seq {5 * (k + 1)} permit {prefix}" for k, prefix in enumerate(OWN_PREFIXES)),
        *(f"ip prefix-list FERNHILL seq {5 * (k + 1)} permit {prefix}" for k, prefix in enumerate(FERNHILL_PREFIXES)),
        "ip prefix-list BOGONS seq 5 permit 10.0.0.0/8 le 32",
        "ip prefix-list BOGONS seq 10 permit 172.16.0.0/12 le 32",
        "ip prefix-list BOGONS seq 15 permit 192.168.0.0/16 le 32",
        "!",
    ]
    for kind, preference in LOCAL_PREFERENCE.items():
        lines += [f"route-map {kind.upper()}-IN deny 5", " match ip address prefix-list BOGONS",
                  f"route-map {kind.upper()}-IN permit 10", f" set local-preference {preference}"]  # fmt: skip
        if kind == "customer":  # only the prefixes in the customer's prefix list
            lines.append(" match ip address prefix-list FERNHILL")
    lines += [
        "route-map PEERS-OUT permit 10", " match ip address prefix-list KESTREL",
        "route-map CUSTOMER-OUT permit 10",
        "!",
        f"router bgp {OWN_AS}",
        f" bgp router-id {ROUTER_ID}",
        " bgp log-neighbor-changes",
        " no bgp network import-check",
    ]  # fmt: skip
    for n in NEIGHBOURS:
        lines += [f" neighbor {n.address} remote-as {n.asn}", f" neighbor {n.address} port {ports[n.name]}",
                  f" neighbor {n.address} description {{\"type\":\"{n.kind}\",\"desc\":\"{n.name}\"}}",
                  f" neighbor {n.address} timers {KEEPALIVE_SECONDS} {3 * KEEPALIVE_SECONDS}",
                  f" neighbor {n.address} timers connect 5",
                  f" neighbor {n.address} update-source 127.0.0.1"]  # fmt: skip
        if n.kind != "ibgp":
            lines.append(f" neighbor {n.address} disable-connected-check")
        if n.shutdown:
            lines.append(f" neighbor {n.address} shutdown message contract renegotiation")
    lines += [" !", " address-family ipv4 unicast"]
    lines += [f"  network {prefix}" for prefix in OWN_PREFIXES]
    for n in NEIGHBOURS:
        if n.kind == "ibgp":
            lines += [f"  neighbor {n.address} next-hop-self"]
        elif n.kind == "customer":
            lines += [f"  neighbor {n.address} route-map CUSTOMER-IN in", f"  neighbor {n.address} route-map"
                      " CUSTOMER-OUT out"]  # fmt: skip
        else:
            lines += [f"  neighbor {n.address} route-map {n.kind.upper()}-IN in",
                      f"  neighbor {n.address} route-map PEERS-OUT out"]  # fmt: skip
    lines += [" exit-address-family", "!", "line vty", "!"]
    config = root / "bgpd.conf"
    config.write_text("\n".join(lines) + "\n")
    return config


def command(bgpd: str, config: Path, port: int) -> list[str]:
    """bgpd's command line: in the foreground, no zebra, no privilege changes, its sockets beside its configuration."""
    root = config.parent
    return [bgpd, "-f", str(config), "-i", str(root / "bgpd.pid"), "--vty_socket", str(root), "-Z", "-S",
            "-p", str(port), "-l", "127.0.0.1", "-P", "0", "--log", "stdout"]  # fmt: skip


class Speaker(bgp_speaker.Speaker):
    """One neighbour of bgpd's (:class:`bench.bgp_speaker.Speaker`): its table, and its churn flipping the community
    of each route it replaces."""

    def __init__(self, neighbour: Neighbour, port: int, prefixes: list[str]) -> None:
        super().__init__(neighbour.address, neighbour.asn, port)
        self.neighbour = neighbour
        self.prefixes = prefixes

    def initial(self) -> list[bytes]:
        n, hop = self.neighbour, next_hop(self.neighbour)
        if n.name == "fernhill":
            return [update([n.asn], hop, [prefix]) for prefix in (*FERNHILL_PREFIXES, FERNHILL_LEAK)]
        if n.kind == "ibgp":
            return [internal_update(list(INTERNAL[k : k + 20]), hop) for k in range(0, len(INTERNAL), 20)]
        return [update(path(n, i), hop, [self.prefixes[i]], community=(n.asn & 0xFFFF, 1000))
                for i in range(n.first, n.last)]  # fmt: skip

    def churn(self) -> list[bytes]:
        """This tick's re-announcements, each flipping the community of the route it replaces."""
        n, tick = self.neighbour, self.ticks
        self.ticks += 1
        messages = []
        for j in range(n.updates_per_tick):
            step = tick * n.updates_per_tick + j
            index = n.first + step % (n.last - n.first)
            community = (n.asn & 0xFFFF, 1000 + (1 + step // (n.last - n.first)) % 2)
            messages.append(update(path(n, index), next_hop(n), [self.prefixes[index]], community=community))
        return messages


def run(ports: dict[str, int], directory: Path) -> None:
    """Play every neighbour of bgpd's (:func:`bench.bgp_speaker.run`) until killed."""
    prefixes = table()
    speakers = [Speaker(BY_NAME[name], ports[name], prefixes) for name in SPEAKERS]
    bgp_speaker.run(speakers, directory, TICKS_PER_SECOND, KEEPALIVE_SECONDS)


if __name__ == "__main__":
    run(json.loads(sys.argv[1]), Path(sys.argv[2]))
