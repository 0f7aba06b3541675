"""A Tampere fibre ISP's DNS front end, for PowerDNS dnsdist's own Prometheus metrics: Lumo Kuitu's resolver edge.

Lumo Kuitu runs one ``dnsdist`` (Debian 12's 1.7.3, in the foreground, a temporary instance of its own on loopback
ports) in front of its resolvers; its built-in web server serves ``/metrics`` (no password asked for the statistics),
which Prometheus scrapes as job ``dnsdist``. :func:`config` writes its Lua configuration:

* two listeners: ``customers`` (the resolver address handed to subscribers' routers) and ``office`` (the staff
  network's), both UDP and TCP, on loopback ports; the ACL lets in ``127.0.0.0/24`` only;
* pools: the default pool (shown as ``_default_``) of three recursive resolvers, ``resolver-1`` (weight 3),
  ``resolver-2`` (weight 1) and ``resolver-3`` (retired: nothing listens on its port, its health checks fail, it is
  down), weighted-random policy, with a packet cache of :data:`CACHE_SIZE` entries (answers with a TTL under a second
  are not cached); ``internal`` (``auth-internal``, authoritative for ``lumokuitu.internal``, only for the office);
  ``legacy`` (``legacy-resolver``, the old billing resolver, gone: nothing listens, so names routed there get
  SERVFAIL);
* rules, in order, each with a fixed UUID (``dnsdist_rule_hits{id=…}``; see :data:`RULES`): ANY queries are answered
  truncated (TC), the ad and tracker blocklist with NXDOMAIN, malware command-and-control domains are dropped,
  ``lumokuitu.internal`` asked from outside the office is REFUSED, the office's internal names go to ``internal``,
  the billing names to ``legacy``;
* a dynamic block rule: more than 20 queries a second from one address over 5 seconds blocks it for an hour (answered
  REFUSED).

Running this file starts the backends (UDP name servers answering every name: A records with a TTL of an hour, the
CDN names with a TTL of 0, the known typos NXDOMAIN with an SOA, ``auth-internal`` the internal zone) and then sends,
every second, evenly spread, from its own loopback address per group of clients (:data:`STREAMS`):

* subscribers (eight households' routers, ``127.0.0.100`` to ``127.0.0.107`` in turn, customers listener): 30
  lookups of 20 popular names (cached after the first), 6 of CDN names (TTL 0: always to a resolver), 2 typos
  (NXDOMAIN from a resolver, then cached), 8 ad and tracker names (blocked), 2 ANY queries (truncated), 2 of
  ``lumokuitu.internal`` (refused);
* an infected subscriber's laptop (``127.0.0.12``): 3 lookups of malware domains (dropped);
* the office (``127.0.0.20``, office listener): 10 internal names (to ``auth-internal``), 4 public names;
* the billing system (``127.0.0.30``, office listener): 1 billing name (SERVFAIL: the legacy pool is empty);
* a subscriber's broken smart plug (``127.0.0.66``, customers listener): 40 lookups of its cloud's name (blocked by
  the dynamic rule within seconds, then REFUSED);
* an open-resolver scanner (``127.0.9.9``, outside the ACL): 5 queries (dropped by the ACL).

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.dnsdist_workload PORTS_JSON
"""

from __future__ import annotations

import functools
import json
import socket
import sys
import threading
import time
from pathlib import Path

from bench import dns_wire
from bench.dns_wire import query
from bench.paced import paced_ticks

DNSDIST = "dnsdist"
CACHE_SIZE = 50000
SLOW = {"resolver-2": 0.03}  # seconds before a backend answers (resolver-2, in the older rack, 30 ms)
LISTENERS = ("customers", "office")
# backend: (pool, weight, listening); "" is the default pool
BACKENDS = {
    "resolver-1": ("", 3, True),
    "resolver-2": ("", 1, True),
    "resolver-3": ("", 1, False),
    "auth-internal": ("internal", 1, True),
    "legacy-resolver": ("legacy", 1, False),
}
POPULAR = ("www.yle.fi", "www.is.fi", "www.hs.fi", "www.aamulehti.fi", "www.google.com", "www.youtube.com",
           "www.facebook.com", "www.instagram.com", "open.spotify.com", "www.netflix.com", "www.op.fi",
           "www.nordea.fi", "www.s-pankki.fi", "www.k-ruoka.fi", "www.tori.fi", "www.vr.fi", "www.kela.fi",
           "www.vero.fi", "www.wikipedia.org", "www.ilmatieteenlaitos.fi")  # fmt: skip
CDN = ("edge-1.cdn.areena.example", "edge-2.cdn.areena.example", "edge-3.cdn.areena.example",
       "v1.stream.katsomo.example", "v2.stream.katsomo.example", "img.cdn.tori.example")  # fmt: skip
TYPOS = ("www.yle.fii", "www.gogle.com")
ADS = ("doubleclick.net", "googlesyndication.com", "adnxs.com", "tracker.adform.example")
MALWARE = ("c2.emotet-panel.example", "update.qakbot-cdn.example", "dl.coinminer-pool.example")
INTERNAL = ("intra.lumokuitu.internal", "git.lumokuitu.internal", "ldap.lumokuitu.internal",
            "grafana.lumokuitu.internal", "radius.lumokuitu.internal")  # fmt: skip
BILLING = "invoicing.legacy.lumokuitu.fi"
IOT = "api.smartplug-cloud.example"
SUBSCRIBERS = tuple(f"127.0.0.{k}" for k in range(100, 108))  # eight households' routers
# group: (source addresses, taken in turn, listener, [(name, type, times a second)])
STREAMS: dict[str, tuple[tuple[str, ...], str, list[tuple[str, str, int]]]] = {
    "subscribers": (SUBSCRIBERS, "customers", [
        *((name, "A", 2 if k < 10 else 1) for k, name in enumerate(POPULAR)),
        *((name, "A", 1) for name in CDN),
        *((name, "A", 1) for name in TYPOS),
        *((f"ads{k}.{domain}", "A", 1) for domain in ADS for k in (1, 2)),
        ("www.example-shop.fi", "ANY", 1), ("lumokuitu.fi", "ANY", 1),
        ("intra.lumokuitu.internal", "A", 1), ("git.lumokuitu.internal", "A", 1),
    ]),
    "infected": (("127.0.0.12",), "customers", [(name, "A", 1) for name in MALWARE]),
    "office": (("127.0.0.20",), "office", [
        *((name, "A", 2) for name in INTERNAL),
        ("www.yle.fi", "A", 2), ("www.op.fi", "A", 1), ("lumokuitu.fi", "MX", 1),
    ]),
    "billing": (("127.0.0.30",), "office", [(BILLING, "A", 1)]),
    "smartplug": (("127.0.0.66",), "customers", [(IOT, "A", 40)]),
    "scanner": (("127.0.9.9",), "customers", [("version.bind", "TXT", 1), ("isc.org", "ANY", 2),
                                              ("www.yle.fi", "A", 2)]),
}  # fmt: skip
# entries in the default pool's cache: popular names, typos, the office's MX lookup and the smart plug's name (asked
# before it was blocked); the CDN names' TTL of 0 is too short to cache
CACHED = len(POPULAR) + len(TYPOS) + 2
# rule: (uuid, selector, action); the metric's id label is the uuid
RULES = {
    "truncate-any": ("7a1c0d3e-0001-4c5e-9a11-000000000001", "QTypeRule(DNSQType.ANY)", "TCAction()"),
    "blocklist": ("7a1c0d3e-0002-4c5e-9a11-000000000002", "SuffixMatchNodeRule(blocklist)",
                  "RCodeAction(DNSRCode.NXDOMAIN)"),
    "malware": ("7a1c0d3e-0003-4c5e-9a11-000000000003", "SuffixMatchNodeRule(malware)", "DropAction()"),
    "internal-outside": ("7a1c0d3e-0004-4c5e-9a11-000000000004",
                         'AndRule({SuffixMatchNodeRule(internal), NotRule(NetmaskGroupRule(office))})',
                         "RCodeAction(DNSRCode.REFUSED)"),
    "internal": ("7a1c0d3e-0005-4c5e-9a11-000000000005", "SuffixMatchNodeRule(internal)", 'PoolAction("internal")'),
    "billing": ("7a1c0d3e-0006-4c5e-9a11-000000000006", 'SuffixMatchNodeRule(legacy)',
                'PoolAction("legacy")'),
}  # fmt: skip
DYN_RATE, DYN_SECONDS, DYN_BLOCK = 20, 5, 3600


def config(ports: dict[str, int]) -> str:
    """dnsdist's Lua configuration: listeners and web server on ``ports``, backends on theirs."""
    servers = "".join(
        f'newServer({{address="127.0.0.1:{ports[name]}", name="{name}", pool="{pool}", weight={weight}, '
        f"checkInterval=1, maxCheckFailures=1, rise=1}})\n"
        for name, (pool, weight, _) in BACKENDS.items()
    )
    rules = "".join(
        f'addAction({selector}, {action}, {{name="{name}", uuid="{uuid}"}})\n'
        for name, (uuid, selector, action) in RULES.items()
    )

    def names(domains: tuple[str, ...]) -> str:
        return ", ".join(f'"{domain}"' for domain in domains)

    return f"""-- Lumo Kuitu resolver edge
setSecurityPollSuffix("")
setLocal("127.0.0.1:{ports["customers"]}")
addLocal("127.0.0.1:{ports["office"]}")
setACL({{"127.0.0.0/24"}})
webserver("127.0.0.1:{ports["web"]}")
setWebserverConfig({{password=hashPassword("lumo-web"), apiKey=hashPassword("lumo-api"), acl="127.0.0.0/8",
  statsRequireAuthentication=false}})
setServFailWhenNoServer(true)
{servers}setPoolServerPolicy(wrandom, "")
cache = newPacketCache({CACHE_SIZE}, {{maxTTL=86400, minTTL=1, temporaryFailureTTL=60}})
getPool(""):setCache(cache)
blocklist = newSuffixMatchNode()
blocklist:add({{{names(ADS)}}})
malware = newSuffixMatchNode()
malware:add({{{names(tuple(".".join(name.split(".")[1:]) for name in MALWARE))}}})
internal = newSuffixMatchNode()
internal:add("lumokuitu.internal")
legacy = newSuffixMatchNode()
legacy:add("legacy.lumokuitu.fi")
office = newNMG()
office:addMask("127.0.0.20/32")
office:addMask("127.0.0.30/32")
{rules}setDynBlocksAction(DNSAction.Refused)
dynamic = dynBlockRulesGroup()
dynamic:setQueryRate({DYN_RATE}, {DYN_SECONDS}, "Exceeded query rate", {DYN_BLOCK})
function maintenance()
  dynamic:apply()
end
"""


def write(directory: Path, ports: dict[str, int]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "dnsdist.conf"
    path.write_text(config(ports))
    return path


def command(path: Path) -> list[str]:
    return [DNSDIST, "--supervised", "--disable-syslog", "-C", str(path)]


# ---------------------------------------------------------------- DNS messages


def answer(backend: str, message: bytes) -> bytes | None:
    """``backend``'s reply to ``message``; None for what it ignores. The internal zone's server knows only its
    names, and gives them a shorter TTL; a CDN's names have none."""
    internal = backend == "auth-internal"
    return dns_wire.reply(
        message, "lumokuitu.fi", recursive=not internal, serial=2025031401,
        nxdomain=lambda name: name in TYPOS or (internal and name not in INTERNAL),
        ttl=lambda name: 0 if name in CDN else (300 if internal else 3600),
    )  # fmt: skip


def answers(port: int) -> bool:
    """Whether the backend on ``port`` answers a query (within a second)."""
    return dns_wire.answers(port, "a.root-servers.net")


def backend(name: str, sock: socket.socket) -> None:
    dns_wire.serve(sock, functools.partial(answer, name), SLOW.get(name, 0.0))


def client(sources: tuple[str, ...], address: tuple[str, int], actions: list[tuple[str, str, int]], start: int) -> None:
    """Send ``actions`` every second, evenly spread, from each of ``sources`` in turn, draining replies without waiting
    for them."""
    schedule, gap = dns_wire.evenly(((name, qtype), times) for name, qtype, times in actions)
    socks = dns_wire.sources(sources)
    ident = start
    for tick in paced_ticks(gap):
        name, qtype = schedule[tick % len(schedule)]
        ident = (ident + 1) & 0xFFFF
        dns_wire.send_and_drain(socks[tick % len(socks)], query(ident, name, qtype), address)


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    dns_wire.serve_all(ports, (name for name, (_, _, listening) in BACKENDS.items() if listening), backend)
    if len(argv) > 1 and argv[1] == "--backends-only":
        while True:
            time.sleep(60)
    time.sleep(1.0)
    for index, (source, listener, actions) in enumerate(STREAMS.values()):
        address = ("127.0.0.1", ports[listener])
        threading.Thread(target=client, args=(source, address, actions, 1000 * index), daemon=True).start()
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1:])
