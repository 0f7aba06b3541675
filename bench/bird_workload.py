"""A busy BGP edge router for the live PromQL estate's BIRD exporter: a regional fibre ISP's border router.

Wawel Światłowód is a fibre-to-the-home provider in Kraków (its own AS64496) whose border router ``edge1.krk`` runs
BIRD 2 (``bird``, a temporary instance of its own in the foreground, its control socket, configuration and pid file in
a directory of its own). The router has eBGP sessions with two transit providers (Cogent, AS174, and Arelion, AS1299;
a third, Hurricane Electric, AS6939, is shut down in the configuration for a planned migration), the two route
servers of the local internet exchange (KRIX, AS64500), private interconnects with Cloudflare (AS13335) and Google
(AS15169), and three downstream business customers speaking BGP (Tatra Media, AS64510, which gets a default route;
Beskid Hosting, AS64511, which gets the full table; Orava Logistics, AS64512, whose router has been unreachable since
it was unplugged). Static protocols originate the ISP's own aggregates, a default route for customers, the
statically routed business customers inside its address space (not announced on their own) and three remotely
triggered blackholes (addresses under attack, announced to Cogent only, whose blackhole service they use). There is no
kernel protocol: this router's forwarding table is not the host's to change. ``prometheus-bird-exporter``
reads ``show protocols all`` through the control socket (``-bird.v2``) and turns each protocol's description
(``role=transit peer=cogent``) into labels (``-format.description-labels``).

Every neighbour is played by this file, a minimal BGP-4 speaker (RFC 4271 with 4-octet AS numbers, IPv4 unicast)
listening on a loopback address of its own (``127.0.0.11`` Cogent ... ``127.0.0.42`` Beskid) and a free port; BIRD
connects to each. The routes are a deterministic table of 12,400 prefixes (:func:`table`) and a few extras:

* Cogent sends 11,950 of them plus a rotating window of 50 prefixes only it carries (12,000 routes), Arelion 11,600
  of them and 12 bogons (private and shared address space) that the transit filter rejects; on prefixes both carry,
  the shorter AS path wins (Cogent's on two prefixes in three);
* each route server sends the same 3,100 member prefixes (preferred over transit by local preference; the first
  route server wins the tie, so the second one's routes are all backups), and the first one also 45 too-specific
  /25s that the exchange filter rejects;
* Cloudflare sends 1,400 prefixes and Google 900 (preferred over everything but customers);
* Tatra Media sends six prefixes, two of them not in its prefix list (rejected); Beskid Hosting twelve.

Each second, in ten ticks, Cogent re-announces 30 of its prefixes with a changed community and withdraws 10 prefixes
of its rotating window while announcing 10 new ones (40 route updates and 10 withdrawals a second), Arelion
re-announces 20 and each route server 10; nobody else churns. Every re-announcement changes the route (the community
flips each time a prefix comes round), so BIRD accepts every update, and a withdrawal travels with its replacement in
one UPDATE message, so route counts never move. :func:`write` writes BIRD's configuration; :func:`command` is its
command line. Running this file plays the neighbours until it is killed (it writes ``ready`` into its directory once
every neighbour listens):

    python -m bench.bird_workload PORTS DIRECTORY

Only the standard library and :mod:`bench.bgp_speaker` are imported, and the file runs as a script in its own
process, so a busy benchmark process cannot slow its rhythm.
"""

from __future__ import annotations

import ipaddress
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from bench import bgp_speaker
from bench.bgp_speaker import HOLD_SECONDS, update

OWN_AS = 64496
ROUTER_ID = "192.0.2.1"
TICKS_PER_SECOND = 10
KEEPALIVE_SECONDS = 20.0
TABLE_SIZE = 12_400
RING = 100  # Cogent's rotating prefixes, half of them announced at any time
# first octets of the deterministic table's /24s (public unicast space; none of the ISP's or its customers')
BLOCKS = (2, 5, 31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 92, 93, 94, 95, 109, 151, 176, 178,
          185, 188, 193, 195, 212, 213, 217)  # fmt: skip
OWN_PREFIXES = ("45.87.156.0/22", "45.87.160.0/21", "45.87.168.0/22", "45.87.172.0/22")
STATIC_CUSTOMERS = tuple(f"45.87.{156 + k // 8}.{(k % 8) * 32}/28" for k in range(24))
BLACKHOLES = ("45.87.161.17/32", "45.87.161.18/32", "45.87.170.200/32")
BOGONS = ("10.20.0.0/16", "10.99.0.0/16", "100.64.12.0/22", "100.70.0.0/16", "172.16.8.0/21", "172.20.0.0/16",
          "172.31.200.0/24", "192.168.0.0/24", "192.168.1.0/24", "192.168.100.0/24", "198.18.0.0/24",
          "203.0.113.0/24")  # fmt: skip
TATRA_PREFIXES = ("89.231.40.0/22", "89.231.44.0/23", "89.231.46.0/24", "89.231.47.0/24")
TATRA_LEAKS = ("91.198.12.0/24", "91.198.13.0/24")  # not in Tatra's prefix list: rejected
BESKID_PREFIXES = tuple(f"194.28.{k * 4}.0/22" for k in range(12))


@dataclass(frozen=True)
class Neighbour:
    """One eBGP neighbour: the protocol's name in BIRD, its description, AS, address, import and export filters, how
    many of the table's prefixes it sends (a range of :func:`table`), and its churn a tick."""

    name: str
    description: str
    asn: int
    address: str
    import_filter: str
    export_filter: str
    first: int = 0
    last: int = 0
    updates_per_tick: int = 0
    listening: bool = True
    disabled: bool = False


NEIGHBOURS = (
    Neighbour("transit_cogent", "role=transit peer=cogent", 174, "127.0.0.11", "transit_in", "cogent_out", 0, 11_950,
              3),
    Neighbour("transit_arelion", "role=transit peer=arelion", 1299, "127.0.0.12", "transit_in", "peers_out", 350,
              11_950, 2),
    Neighbour("transit_he", "role=transit peer=hurricane", 6939, "127.0.0.13", "transit_in", "peers_out",
              listening=False, disabled=True),
    Neighbour("ix_rs1", "role=ix peer=krix_rs1", 64500, "127.0.0.21", "ix_in", "peers_out", 1_000, 4_100, 1),
    Neighbour("ix_rs2", "role=ix peer=krix_rs2", 64500, "127.0.0.22", "ix_in", "peers_out", 1_000, 4_100, 1),
    Neighbour("pni_cloudflare", "role=pni peer=cloudflare", 13335, "127.0.0.31", "pni_in", "peers_out", 5_000, 6_400),
    Neighbour("pni_google", "role=pni peer=google", 15169, "127.0.0.32", "pni_in", "peers_out", 7_000, 7_900),
    Neighbour("cust_tatra", "role=customer peer=tatra_media", 64510, "127.0.0.41", "tatra_in", "default_out"),
    Neighbour("cust_beskid", "role=customer peer=beskid_hosting", 64511, "127.0.0.42", "beskid_in", "full_table_out"),
    Neighbour("cust_orava", "role=customer peer=orava_logistics", 64512, "127.0.0.43", "orava_in", "default_out",
              listening=False),
)  # fmt: skip
BY_NAME = {neighbour.name: neighbour for neighbour in NEIGHBOURS}
SPEAKERS = tuple(neighbour.name for neighbour in NEIGHBOURS if neighbour.listening)
PORTS = (*SPEAKERS, "cust_orava", "bird")  # the ports to allocate: each speaker's, the silent customer's, BIRD's own
TOO_SPECIFIC = 45  # the first route server's /25s
# what BIRD shows once every session has loaded: established sessions and the routes imported over BGP
ESTABLISHED = len(SPEAKERS)
IMPORTED = sum(n.last - n.first for n in NEIGHBOURS) + RING // 2 + len(TATRA_PREFIXES) + len(BESKID_PREFIXES)
# the full table Beskid Hosting gets: every prefix learned over BGP but its own (Cogent's range holds every other
# neighbour's table prefixes), Tatra's, and our aggregates
FULL_TABLE = BY_NAME["transit_cogent"].last + RING // 2 + len(TATRA_PREFIXES) + len(OWN_PREFIXES)


def table() -> list[str]:
    """The deterministic table: ``TABLE_SIZE`` /24s followed by Cogent's ``RING`` rotating prefixes."""
    prefixes = []
    for i in range(TABLE_SIZE + RING):
        block, rest = BLOCKS[i % len(BLOCKS)], i // len(BLOCKS)
        prefixes.append(f"{block}.{rest % 256}.{(rest // 256) * 16 + 1}.0/24")
    return prefixes


def path(neighbour: Neighbour, index: int) -> list[int]:
    """The AS path ``neighbour`` sends for the table's prefix ``index``: transits prepend their own AS and an upstream
    (Cogent's path is the shorter on two prefixes in three, Arelion's on the third), route servers are transparent
    (the member's AS first), interconnects and customers originate their own."""
    origin = 20_000 + index % 3_000
    if neighbour.name == "transit_cogent":
        return [174, origin] if index % 3 else [174, 3356, 2914, origin]
    if neighbour.name == "transit_arelion":
        return [1299, origin] if index % 3 == 0 else [1299, 3257, origin]
    if neighbour.name.startswith("ix_"):
        return [origin]
    return [neighbour.asn]


# ---------------------------------------------------------------- BIRD's configuration


def write(root: Path, ports: dict[str, int]) -> Path:
    """Write BIRD's configuration under ``root`` (``ports``: each neighbour's and BIRD's own); return its path."""
    root.mkdir(parents=True, exist_ok=True)

    def prefix_set(prefixes: tuple[str, ...]) -> str:
        return "[ " + ", ".join(prefixes) + " ]"

    sessions = []
    for n in NEIGHBOURS:
        sessions.append(
            f"protocol bgp {n.name} from ebgp_session {{\n"
            f'  description "{n.description}";\n'
            + ("  disabled;\n" if n.disabled else "")
            + f"  neighbor {n.address} port {ports.get(n.name, 179)} as {n.asn};\n"
            f"  ipv4 {{ import filter {n.import_filter}; export filter {n.export_filter}; }};\n"
            "}\n"
        )
    config = f"""# edge1.krk: Wawel Światłowód's border router (AS{OWN_AS})
router id {ROUTER_ID};
log stderr {{ warning, error, fatal }};
timeformat protocol iso long;

define OWN_AS = {OWN_AS};
define OWN_PREFIXES = {prefix_set(OWN_PREFIXES)};
define BOGONS = [ 0.0.0.0/8+, 10.0.0.0/8+, 100.64.0.0/10+, 127.0.0.0/8+, 169.254.0.0/16+, 172.16.0.0/12+,
                  192.0.2.0/24+, 192.168.0.0/16+, 198.18.0.0/15+, 198.51.100.0/24+, 203.0.113.0/24+, 224.0.0.0/3+ ];
define TATRA_PREFIXES = {prefix_set(TATRA_PREFIXES)};
define BESKID_PREFIXES = {prefix_set(BESKID_PREFIXES)};

protocol device {{ scan time 60; }}

protocol static static_own {{
  ipv4;
{"".join(f"  route {p} blackhole;{chr(10)}" for p in OWN_PREFIXES)}}}

protocol static static_default {{
  ipv4;
  route 0.0.0.0/0 blackhole;
}}

protocol static static_customers {{
  ipv4;
{"".join(f'  route {p} via "lo";{chr(10)}' for p in STATIC_CUSTOMERS)}}}

protocol static static_blackhole {{
  ipv4 {{ import filter {{ bgp_community.add((65535, 666)); accept; }}; }};
{"".join(f"  route {p} blackhole;{chr(10)}" for p in BLACKHOLES)}}}

filter transit_in {{
  if net ~ BOGONS || net.len > 24 then reject;
  bgp_local_pref = 100;
  accept;
}}

filter ix_in {{
  if net ~ BOGONS || net.len > 24 then reject;
  bgp_local_pref = 150;
  accept;
}}

filter pni_in {{
  if net ~ BOGONS || net.len > 24 then reject;
  bgp_local_pref = 170;
  accept;
}}

filter tatra_in {{
  if net ~ TATRA_PREFIXES then {{ bgp_local_pref = 200; accept; }}
  reject;
}}

filter beskid_in {{
  if net ~ BESKID_PREFIXES then {{ bgp_local_pref = 200; accept; }}
  reject;
}}

filter orava_in {{
  reject;
}}

# our aggregates and our BGP customers' prefixes
filter peers_out {{
  if proto = "static_own" then accept;
  if net ~ TATRA_PREFIXES || net ~ BESKID_PREFIXES then accept;
  reject;
}}

# Cogent also takes our remotely triggered blackholes
filter cogent_out {{
  if proto = "static_blackhole" then accept;
  if proto = "static_own" then accept;
  if net ~ TATRA_PREFIXES || net ~ BESKID_PREFIXES then accept;
  reject;
}}

filter default_out {{
  if proto = "static_default" then accept;
  reject;
}}

filter full_table_out {{
  if source = RTS_BGP then accept;
  if proto = "static_own" then accept;
  reject;
}}

template bgp ebgp_session {{
  local 127.0.0.1 port {ports["bird"]} as OWN_AS;
  multihop;
  connect delay time 1;
  hold time {HOLD_SECONDS};
  ipv4 {{ import keep filtered; gateway recursive; igp table master4; }};
}}

{"".join(sessions)}"""
    path = root / "bird.conf"
    path.write_text(config)
    return path


def command(bird: str, config: Path) -> list[str]:
    """BIRD's command line: in the foreground, its control socket and pid file beside its configuration."""
    return [bird, "-f", "-c", str(config), "-s", str(control_socket(config)), "-P", str(config.parent / "bird.pid")]


def control_socket(config: Path) -> Path:
    return config.parent / "bird.ctl"


class Speaker(bgp_speaker.Speaker):
    """One neighbour of BIRD's (:class:`bench.bgp_speaker.Speaker`): its table, and its churn changing the route
    each re-announcement replaces."""

    def __init__(self, neighbour: Neighbour, port: int, prefixes: list[str]) -> None:
        super().__init__(neighbour.address, neighbour.asn, port)
        self.neighbour = neighbour
        self.prefixes = prefixes
        self.rounds: dict[int, int] = {}  # how many times each table prefix has been re-announced

    def started(self) -> None:
        super().started()
        self.rounds.clear()

    def initial(self) -> list[bytes]:
        """The UPDATE messages of the neighbour's routes as the session comes up."""
        n, hop = self.neighbour, self.neighbour.address
        if n.name == "cust_tatra":
            return [update([n.asn], hop, [prefix]) for prefix in (*TATRA_PREFIXES, *TATRA_LEAKS)]
        if n.name == "cust_beskid":
            return [update([n.asn], hop, [prefix]) for prefix in BESKID_PREFIXES]
        messages = [update(path(n, i), hop, [self.prefixes[i]], community=self.community(i))
                    for i in range(n.first, n.last)]  # fmt: skip
        if n.name == "transit_cogent":
            ring = self.prefixes[TABLE_SIZE:]
            messages += [update(path(n, TABLE_SIZE + k), hop, [ring[k]]) for k in range(RING // 2)]
        if n.name == "transit_arelion":
            messages += [update([1299, 4_200_000_000 + k], hop, [prefix]) for k, prefix in enumerate(BOGONS)]
        if n.name == "ix_rs1":
            for k in range(TOO_SPECIFIC):
                network = ipaddress.IPv4Network(self.prefixes[n.first + k])
                messages.append(update([20_000 + k], hop, [str(next(network.subnets(prefixlen_diff=1)))]))
        return messages

    def community(self, index: int) -> tuple[int, int]:
        return (self.neighbour.asn & 0xFFFF, 1000 + self.rounds.get(index, 0) % 2)

    def churn(self) -> list[bytes]:
        """This tick's re-announcements (and Cogent's rotation), each changing the route it replaces."""
        n, hop, tick = self.neighbour, self.neighbour.address, self.ticks
        self.ticks += 1
        messages = []
        span = n.last - n.first
        for j in range(n.updates_per_tick):
            index = n.first + (tick * n.updates_per_tick + j) % span
            self.rounds[index] = self.rounds.get(index, 0) + 1
            messages.append(update(path(n, index), hop, [self.prefixes[index]], community=self.community(index)))
        if n.name == "transit_cogent":
            ring = self.prefixes[TABLE_SIZE:]
            new = (tick + RING // 2) % RING
            messages.append(update(path(n, TABLE_SIZE + new), hop, [ring[new]], withdraw=[ring[tick % RING]]))
        return messages


def run(ports: dict[str, int], directory: Path) -> None:
    """Play every neighbour of BIRD's (:func:`bench.bgp_speaker.run`) until killed."""
    prefixes = table()
    speakers = [Speaker(BY_NAME[name], ports[name], prefixes) for name in SPEAKERS]
    bgp_speaker.run(speakers, directory, TICKS_PER_SECOND, KEEPALIVE_SECONDS)


if __name__ == "__main__":
    run(json.loads(sys.argv[1]), Path(sys.argv[2]))
