"""A Ghent college's campus DNS resolver, Knot Resolver serving its own Prometheus metrics: the ``node+kresd`` estate.

Hogeschool Schelde (Ghent) resolves its campus's names with one ``kresd`` (Debian 12's Knot Resolver 5.6, in the
foreground, a temporary instance of its own on loopback ports, one process, :func:`config`): its ``http`` module
(Debian's ``knot-resolver-module-http``) serves ``/metrics`` on a ``webmgmt`` listener, which Prometheus scrapes as job
``kresd``, every name under the ``kresd_`` namespace the configuration sets (``http.prometheus.namespace``). kresd
listens for plain DNS (UDP and TCP) and for DNS over TLS (its own self-signed certificate); DNSSEC validation is off
(the trust anchor removed: nothing here is signed), and:

* names under ``.`` are forwarded with recursion desired (``policy.FORWARD``) to ``belnet-resolver``, the research
  network's resolver, played by the workload: every name has an A record with a TTL of an hour and no AAAA record
  (NOERROR without an answer, NODATA), the known typos are NXDOMAIN;
* three zones are sent to authoritative servers without recursion (``policy.STUB``), all played by the workload:
  ``campus.schelde.internal`` (``campus-auth``, the lab machines' names, answering at once), ``bib.schelde.be``
  (``library-auth``, the library catalogue's per-session names, answering after :data:`SLOW_SECONDS`) and
  ``oud.schelde.be`` (``legacy-auth``, the retired student portal's name server, answering SERVFAIL to everything);
* two blocklists, each a ``policy.suffix`` rule whose action the configuration wraps to count its hits in a custom
  statistic (``policy.blocked;list=NAME``, on ``/metrics`` as ``kresd_policy_blocked{list="NAME"}``): ``ads`` answers
  the ad and tracker domains NXDOMAIN (``policy.DENY``), ``malware`` leaves the command-and-control domains unanswered
  (``policy.NO_ANSWER``).

Knot Resolver's metrics have quirks of their own: every counter is a Graphite-style statistic renamed with ``.`` as
``_`` (``answer.noerror`` becomes ``kresd_answer_noerror``) without a ``_total`` suffix (``kresd_answer_total`` and
``kresd_request_total`` are the totals, not the counters' names), the answers' latency is a histogram in
milliseconds (``kresd_latency_bucket{le="1"}`` ... ``le="1500"``, ``+Inf`` for the slow ones), ``kresd_request_*``
count queries by transport (``udp``, ``tcp``, ``dot``, ``doh``), ``kresd_answer_*`` answers by rcode and flag
(``cached``, ``nodata``, ``do``, ``aa``...), ``kresd_query_edns`` and ``kresd_query_dnssec`` queries with EDNS and
with the DO bit, and ``kresd_worker_*`` and ``kresd_cache_*`` the process and its cache.

Running this file starts the name servers and then sends, every second, evenly spread, from its own loopback address
per group of clients (:data:`STREAMS`; a name with ``{n}`` gets a fresh number each time, so it misses every cache):

* students on eduroam (``127.0.1.10`` to ``127.0.1.19`` in turn): 30 lookups of 20 popular names (answered from the
  cache after the first), 3 AAAA lookups of popular names (NODATA, cached), 2 typos (NXDOMAIN, cached), 4 lookups of ad
  and tracker names (a fresh subdomain each: NXDOMAIN from the ``ads`` blocklist);
* an infected lab machine (``127.0.1.66``): 2 lookups of malware domains (a fresh subdomain each: no answer);
* the lab machines (``127.0.2.10``): 5 lookups of new lab names (a fresh name each: asked of ``campus-auth`` each
  time);
* the library's self-service kiosks (``127.0.2.20``): 2 lookups of new catalogue session names (``library-auth``,
  150 ms each);
* the old timetable app (``127.0.2.30``): 1 lookup of a new name on the retired portal (SERVFAIL);
* the mail server (``127.0.2.40``): 4 lookups of popular names with EDNS and the DNSSEC OK bit (cached);
* the monitoring probe (``127.0.2.50``): 1 lookup over TCP of ``www.ugent.be`` (cached);
* staff phones with "private DNS" (``127.0.2.60``): 2 lookups over DNS over TLS (cached), one connection each.

That is 56 queries a second (53 over UDP, 1 over TCP, 2 over TLS) and 54 answers (the 2 malware lookups get none).
Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.kresd_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import functools
import json
import socket
import ssl
import struct
import sys
import time
from pathlib import Path

from bench import dns_wire
from bench.dns_wire import TYPES, encode_name
from bench.paced import paced_ticks

KRESD = "kresd"  # Debian's knot-resolver (installed in /usr/sbin)
HTTP_MODULE = "/usr/lib/*/knot-resolver/kres_modules/http.lua"  # Debian's knot-resolver-module-http
JOB = "kresd"
NAMESPACE = "kresd_"
SLOW_SECONDS = 0.15  # the library catalogue's name server
# name server: (zone it serves, forwarded to with recursion desired or asked as an authoritative server)
SERVERS = {
    "belnet-resolver": (".", "FORWARD"),
    "campus-auth": ("campus.schelde.internal", "STUB"),
    "library-auth": ("bib.schelde.be", "STUB"),
    "legacy-auth": ("oud.schelde.be", "STUB"),
}
LISTENERS = ("dns", "tls")  # kresd's own ports beside the metrics port
POPULAR = ("www.google.com", "www.youtube.com", "ufora.ugent.be", "www.ugent.be", "outlook.office365.com",
           "teams.microsoft.com", "login.microsoftonline.com", "www.instagram.com", "www.tiktok.com",
           "open.spotify.com", "www.netflix.com", "github.com", "www.vrt.be", "www.hln.be", "www.standaard.be",
           "www.delijn.be", "www.belgiantrain.be", "www.wikipedia.org", "chat.openai.com", "www.bol.com")  # fmt: skip
TYPOS = ("www.gooogle.com", "www.schelde.bee")
ADS = ("doubleclick.net", "adnxs.com", "criteo.com", "scorecardresearch.com")
MALWARE = ("c2.qakbot-panel.example", "gate.emotet-loader.example")
# blocklist: (the policy action it takes, its domains)
BLOCKLISTS = {
    "ads": ("policy.DENY", ADS),
    "malware": ("policy.NO_ANSWER", tuple(name.split(".", 1)[1] for name in MALWARE)),
}
STUDENTS = tuple(f"127.0.1.{k}" for k in range(10, 20))
# group: (source addresses, taken in turn, transport, DNSSEC OK, [(name, query type, times a second)])
STREAMS: dict[str, tuple[tuple[str, ...], str, bool, list[tuple[str, str, int]]]] = {
    "students": (STUDENTS, "udp", False, [
        *((name, "A", 2 if k < 10 else 1) for k, name in enumerate(POPULAR)),
        *((name, "AAAA", 1) for name in POPULAR[:3]),
        *((name, "A", 1) for name in TYPOS),
        *((f"px{{n}}.{domain}", "A", 1) for domain in ADS),
    ]),
    "infected": (("127.0.1.66",), "udp", False, [(f"beacon{{n}}.{domain}", "A", 1) for domain in MALWARE]),
    "labs": (("127.0.2.10",), "udp", False, [("pc{n}.lab.campus.schelde.internal", "A", 5)]),
    "kiosks": (("127.0.2.20",), "udp", False, [("s{n}.opac.bib.schelde.be", "A", 2)]),
    "timetable": (("127.0.2.30",), "udp", False, [("rooster{n}.oud.schelde.be", "A", 1)]),
    "mail": (("127.0.2.40",), "udp", True, [(name, "A", 1) for name in POPULAR[4:8]]),
    "monitoring": (("127.0.2.50",), "tcp", False, [("www.ugent.be", "A", 1)]),
    "phones": (("127.0.2.60",), "tls", False, [("www.google.com", "A", 1), ("ufora.ugent.be", "A", 1)]),
}  # fmt: skip
CACHE_MB = 50


def config(directory: Path, ports: dict[str, int], metrics_port: int) -> str:
    """kresd's configuration: its listeners on ``ports`` and the metrics on ``metrics_port``, the name servers'
    zones sent to theirs, the counted blocklists."""
    blocklists = "".join(
        f"policy.add(policy.suffix(counted('{name}', {action}), policy.todnames({{"
        + ", ".join(f"'{domain}'" for domain in domains)
        + "})))\n"
        for name, (action, domains) in BLOCKLISTS.items()
    )
    zones = "".join(
        f"policy.add(policy.suffix(policy.{kind}({{'127.0.0.1@{ports[name]}'}}), {{todname('{zone}.')}}))\n"
        for name, (zone, kind) in SERVERS.items()
        if zone != "."
    )
    return f"""-- Hogeschool Schelde campus resolver
net.ipv6 = false
net.listen('127.0.0.1', {ports["dns"]}, {{ kind = 'dns' }})
net.listen('127.0.0.1', {ports["tls"]}, {{ kind = 'tls' }})
net.listen('127.0.0.1', {metrics_port}, {{ kind = 'webmgmt' }})
modules.load('http')
http.prometheus.namespace = '{NAMESPACE}'
trust_anchors.remove('.')
modules.unload('priming')
modules.unload('detect_time_skew')
modules.unload('detect_time_jump')
modules.unload('ta_signal_query')
cache.open({CACHE_MB} * MB, 'lmdb://{directory / "cache"}')
-- a blocklist's hits, counted in a statistic of its own
local function counted(list, action)
  local key = 'policy.blocked;list=' .. list
  return function(state, req)
    stats[key] = (stats[key] or 0) + 1
    return action(state, req)
  end
end
{blocklists}{zones}policy.add(policy.all(policy.FORWARD({{'127.0.0.1@{ports["belnet-resolver"]}'}})))
"""


def write(directory: Path, ports: dict[str, int], metrics_port: int) -> Path:
    """Write kresd's working directory and configuration; the configuration's path."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "cache").mkdir(exist_ok=True)
    path = directory / "kresd.conf"
    path.write_text(config(directory, ports, metrics_port))
    return path


def command(kresd: str, config_path: Path) -> list[str]:
    """kresd in the foreground without its interactive console, in the configuration's directory."""
    return [kresd, "--noninteractive", f"--config={config_path}", str(config_path.parent)]


# ---------------------------------------------------------------- DNS messages


def answer(server: str, message: bytes) -> bytes | None:
    """``server``'s reply to ``message``; None for what it ignores."""
    return dns_wire.reply(message, "schelde.be", recursive=server == "belnet-resolver", nxdomain=TYPOS.__contains__,
                          servfail=server == "legacy-auth", public_octet=157)  # fmt: skip


def answers(port: int) -> bool:
    """Whether the name server on ``port`` answers a query (within a second)."""
    return dns_wire.answers(port, "www.google.com")


def serve(server: str, sock: socket.socket) -> None:
    dns_wire.serve(sock, functools.partial(answer, server), SLOW_SECONDS if server == "library-auth" else 0.0)


def message(ident: int, name: str, qtype: str, dnssec_ok: bool) -> bytes:
    """A recursive query, with an EDNS OPT record setting the DO bit when ``dnssec_ok``."""
    header = struct.pack(">HHHHHH", ident, 0x0100, 1, 0, 0, 1 if dnssec_ok else 0)
    body = header + encode_name(name) + struct.pack(">HH", TYPES[qtype], 1)
    if dnssec_ok:
        body += b"\0" + struct.pack(">HHIH", 41, 1232, 0x8000, 0)  # OPT: UDP size 1232, DO
    return body


def client(group: str, ports: dict[str, int], start: int) -> None:
    """Send the group's names, evenly spread, from each of its sources in turn, draining replies without waiting
    for them (over TCP or TLS, one connection a query)."""
    sources, transport, dnssec_ok, actions = STREAMS[group]
    names, gap = dns_wire.evenly(((name, qtype), times) for name, qtype, times in actions)
    tls = None
    if transport == "tls":
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        tls.check_hostname = False
        tls.verify_mode = ssl.CERT_NONE  # kresd's own self-signed certificate
    socks = dns_wire.sources(sources)
    ident = start
    for tick in paced_ticks(gap):
        name, qtype = names[tick % len(names)]
        ident = (ident + 1) & 0xFFFF
        payload = message(ident, name.replace("{n}", str(start + tick)), qtype, dnssec_ok)
        if transport != "udp":
            with contextlib.suppress(OSError):
                dns_wire.ask_stream(sources[0], ports["tls" if tls else "dns"], payload, tls)
            continue
        dns_wire.send_and_drain(socks[tick % len(socks)], payload, ("127.0.0.1", ports["dns"]))


def main(argv: list[str]) -> None:
    ports: dict[str, int] = json.loads(argv[0])
    dns_wire.serve_all(ports, SERVERS, serve)
    while not dns_wire.listening(ports["dns"]):
        time.sleep(0.1)
    dns_wire.drive(STREAMS, client, ports)


if __name__ == "__main__":
    main(sys.argv[1:])
