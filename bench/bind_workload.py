"""A busy BIND 9 name server for the live PromQL estate's BIND exporter: a freight company's DNS.

Halvard Freight runs one ``named`` on its office network: authoritative (primary) for its public zone
``halvard.example``, its internal zone ``corp.halvard.example``, the reverse zone ``10.in-addr.arpa`` and the
out-of-band management zone ``oob.halvard.example`` (queries allowed only from the management network
``10.250.0.0/16``, so every query from the office is refused), and a caching resolver for everything else, which it
forwards (``forward only``) to the upstream resolver of its internet provider. That upstream is played by this
module: a small UDP name server answering the carrier partners' names with a zero TTL (so every lookup reaches it),
some slowly, one domain with SERVFAIL and unknown names with NXDOMAIN.

:func:`named_config` and :func:`zone_files` write the server's configuration (a temporary directory, loopback
ports, a statistics channel for the exporter, two worker threads, no control channel); running this file starts the
upstream and then drives the server at a fixed rhythm until it is killed:

    python -m bench.bind_workload DNS_PORT UPSTREAM_PORT

Each second, spread evenly over the second by one thread per group of clients (:data:`STREAMS`):

* office workstations: ``A`` of ``intranet`` 8, ``fileserver`` 6, ``dc01`` 4, ``dc02`` 2 and ``printer-3f`` 2 in
  ``corp.halvard.example``, ``SRV`` of ``_ldap._tcp`` 3 and ``_kerberos._udp`` 2, and the typos ``fileservr`` 2 and
  ``intranet2`` 1 (NXDOMAIN);
* the web and mail servers: ``A`` of ``www`` 10, ``api`` 6 and ``mail`` 3 in ``halvard.example``, ``AAAA`` of
  ``www`` 6 and ``mail`` 2 (``mail`` has no IPv6 address: an empty answer), ``MX`` 4, ``TXT`` 3 (SPF 2, DMARC 1) and
  one ``SOA`` (the monitoring check);
* log collectors: ``PTR`` of ten addresses, eight with a name and two without (NXDOMAIN);
* the shipment tracker, through the upstream: ``A`` of ``api.carrierhub.example`` 4 (answered at once),
  ``tracking.carrierhub.example`` 2 (after 40 ms), ``edi.portconnect.example`` 1 (after 300 ms), the unknown
  ``legacy.carrierhub.example`` 1 (NXDOMAIN) and ``quotes.brokenrates.example`` 1 (the upstream fails: SERVFAIL);
* the badge readers: ``A`` of ``idrac-01`` and ``pdu-02`` in ``oob.halvard.example``, 1 each (REFUSED).

Per second that is 55 ``A``, 10 ``PTR``, 8 ``AAAA``, 5 ``SRV``, 4 ``MX``, 3 ``TXT`` and 1 ``SOA`` queries: 86
queries, 9 of them forwarded upstream. On top, a misconfigured DHCP server sends a dynamic update for
``corp.halvard.example`` every two seconds (refused: no zone allows updates) and a scanner tries a zone transfer
(``AXFR``) of ``halvard.example`` over TCP every ten seconds (refused: no zone allows transfers).

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark
process cannot slow its rhythm.
"""

from __future__ import annotations

import socket
import struct
import sys
import threading
import time
from pathlib import Path

from bench.dns_wire import TYPES, encode_name, question_of

WORKER_THREADS = 2
# The zones the server is authoritative for, and their SOA serials.
SERIALS = {"halvard.example": 2025031402, "corp.halvard.example": 2025030705, "10.in-addr.arpa": 2025022801,
           "oob.halvard.example": 2024111903}  # fmt: skip
# Groups of clients: each a thread sending, every second, these (name, type, times) queries.
STREAMS: dict[str, list[tuple[str, str, int]]] = {
    "office": [
        ("intranet.corp.halvard.example", "A", 8),
        ("fileserver.corp.halvard.example", "A", 6),
        ("dc01.corp.halvard.example", "A", 4),
        ("dc02.corp.halvard.example", "A", 2),
        ("printer-3f.corp.halvard.example", "A", 2),
        ("_ldap._tcp.corp.halvard.example", "SRV", 3),
        ("_kerberos._udp.corp.halvard.example", "SRV", 2),
        ("fileservr.corp.halvard.example", "A", 2),
        ("intranet2.corp.halvard.example", "A", 1),
    ],
    "web": [
        ("www.halvard.example", "A", 10),
        ("api.halvard.example", "A", 6),
        ("mail.halvard.example", "A", 3),
        ("www.halvard.example", "AAAA", 6),
        ("mail.halvard.example", "AAAA", 2),
        ("halvard.example", "MX", 4),
        ("halvard.example", "TXT", 2),
        ("_dmarc.halvard.example", "TXT", 1),
        ("halvard.example", "SOA", 1),
    ],
    "logs": [
        *((f"{host}.0.20.10.in-addr.arpa", "PTR", 1) for host in (10, 11, 12, 13, 20, 21, 30, 31)),
        ("99.0.20.10.in-addr.arpa", "PTR", 1),
        ("98.0.20.10.in-addr.arpa", "PTR", 1),
    ],
    "tracker": [
        ("api.carrierhub.example", "A", 4),
        ("tracking.carrierhub.example", "A", 2),
        ("edi.portconnect.example", "A", 1),
        ("legacy.carrierhub.example", "A", 1),
        ("quotes.brokenrates.example", "A", 1),
    ],
    "badges": [("idrac-01.oob.halvard.example", "A", 1), ("pdu-02.oob.halvard.example", "A", 1)],
}
# The upstream's answers: name -> (address, delay in seconds); NXDOMAIN for any other name, SERVFAIL for these domains.
UPSTREAM = {"api.carrierhub.example": ("203.0.113.10", 0.0), "tracking.carrierhub.example": ("203.0.113.22", 0.04),
            "edi.portconnect.example": ("198.51.100.7", 0.3)}  # fmt: skip
UPSTREAM_FAILING = ("brokenrates.example",)
UPDATE_SECONDS, AXFR_SECONDS = 2.0, 10.0


def named_config(directory: Path, dns_port: int, stats_port: int, upstream_port: int) -> str:
    """``named.conf`` for a server keeping its files in ``directory``."""
    zones = "".join(
        f'zone "{zone}" {{ type primary; file "{directory / zone}.zone";'
        + (" allow-query { 10.250.0.0/16; };" if zone.startswith("oob.") else "")
        + " };\n"
        for zone in SERIALS
    )
    return f"""options {{
  directory "{directory}";
  pid-file "{directory / "named.pid"}";
  session-keyfile "{directory / "session.key"}";
  managed-keys-directory "{directory}";
  listen-on port {dns_port} {{ 127.0.0.1; }};
  listen-on-v6 {{ none; }};
  recursion yes;
  allow-recursion {{ 127.0.0.0/8; 10.0.0.0/8; }};
  allow-transfer {{ none; }};
  allow-update {{ none; }};
  forward only;
  forwarders {{ 127.0.0.1 port {upstream_port}; }};
  dnssec-validation no;
  empty-zones-enable no;
  notify no;
  max-cache-size 32m;
}};
controls {{ }};
logging {{ category security {{ null; }}; category update-security {{ null; }}; category xfer-out {{ null; }};
  category lame-servers {{ null; }}; }};
statistics-channels {{ inet 127.0.0.1 port {stats_port} allow {{ 127.0.0.1; }}; }};
{zones}"""


def zone_files() -> dict[str, str]:
    """Each zone's file, by zone name."""

    def soa(zone: str, ttl: int) -> str:
        return (
            f"$TTL {ttl}\n$ORIGIN {zone}.\n@ IN SOA ns1.halvard.example. hostmaster.halvard.example. "
            f"{SERIALS[zone]} 3600 600 1209600 {ttl}\n@ IN NS ns1.halvard.example.\n"
        )

    public = soa("halvard.example", 300) + (
        "@ IN A 192.0.2.10\nns1 IN A 192.0.2.2\nwww IN A 192.0.2.10\nwww IN AAAA 2001:db8:10::10\n"
        "api IN A 192.0.2.11\nmail IN A 192.0.2.25\nvpn IN A 192.0.2.30\n@ IN MX 10 mail\n"
        '@ IN TXT "v=spf1 mx ip4:192.0.2.25 -all"\n'
        '_dmarc IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@halvard.example"\n'
    )
    corp = soa("corp.halvard.example", 300) + (
        "dc01 IN A 10.20.0.10\ndc02 IN A 10.20.0.11\nfileserver IN A 10.20.0.20\nintranet IN A 10.20.0.30\n"
        "printer-3f IN A 10.20.0.31\nwsus IN A 10.20.0.12\nbackup IN A 10.20.0.21\n"
        "_ldap._tcp IN SRV 0 100 389 dc01\n_ldap._tcp IN SRV 10 100 389 dc02\n"
        "_kerberos._udp IN SRV 0 100 88 dc01\n_kerberos._udp IN SRV 10 100 88 dc02\n"
    )
    names = {10: "dc01", 11: "dc02", 12: "wsus", 13: "fileserver", 20: "fileserver", 21: "backup", 30: "intranet",
             31: "printer-3f"}  # fmt: skip
    reverse = soa("10.in-addr.arpa", 3600) + "".join(
        f"{host}.0.20 IN PTR {name}.corp.halvard.example.\n" for host, name in names.items()
    )
    oob = soa("oob.halvard.example", 300) + "idrac-01 IN A 10.250.1.11\npdu-02 IN A 10.250.1.52\n"
    return {"halvard.example": public, "corp.halvard.example": corp, "10.in-addr.arpa": reverse,
            "oob.halvard.example": oob}  # fmt: skip


def write(directory: Path, dns_port: int, stats_port: int, upstream_port: int) -> Path:
    """Write the configuration and the zone files into ``directory``; the configuration's path."""
    for zone, text in zone_files().items():
        (directory / f"{zone}.zone").write_text(text)
    config = directory / "named.conf"
    config.write_text(named_config(directory, dns_port, stats_port, upstream_port))
    return config


def query(ident: int, name: str, qtype: str, recursion: bool = True, opcode: int = 0) -> bytes:
    """A DNS message asking ``name``/``qtype`` (``opcode`` 5: an empty dynamic update of zone ``name``)."""
    flags = (opcode << 11) | (0x0100 if recursion and opcode == 0 else 0)
    return struct.pack(">HHHHHH", ident, flags, 1, 0, 0, 0) + encode_name(name) + struct.pack(">HH", TYPES[qtype], 1)


def rcode(reply: bytes) -> int:
    return reply[3] & 0x0F if len(reply) >= 4 else -1


def ask(sock: socket.socket, address: tuple[str, int], message: bytes) -> int:
    """Send ``message`` and wait (at most two seconds) for the reply's code; -1 without a reply."""
    try:
        sock.sendto(message, address)
        while True:
            reply = sock.recv(4096)
            if reply[:2] == message[:2]:
                return rcode(reply)
    except OSError:
        return -1


def paced(period: float, actions: list[tuple[str, str, int]]) -> list[tuple[str, str]]:
    """The queries of one period, interleaved (each name's queries spread over the period)."""
    slots: list[tuple[float, str, str]] = []
    for name, qtype, times in actions:
        slots.extend(((k + 0.5) / times * period, name, qtype) for k in range(times))
    return [(name, qtype) for _, name, qtype in sorted(slots)]


def client(address: tuple[str, int], actions: list[tuple[str, str, int]], start: int) -> None:
    """Send ``actions`` every second, evenly spread, until the process ends."""
    schedule = paced(1.0, actions)
    step = 1.0 / len(schedule)
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.settimeout(2.0)
    ident = start
    due = time.monotonic()
    while True:
        for name, qtype in schedule:
            ident = (ident + 1) & 0xFFFF
            ask(sock, address, query(ident, name, qtype))
            due += step
            pause = due - time.monotonic()
            if pause > 0:
                time.sleep(pause)
            elif pause < -5:  # fell far behind (a stalled host): start the rhythm again
                due = time.monotonic()


def updater(address: tuple[str, int]) -> None:
    """A DHCP server's dynamic update of the internal zone every UPDATE_SECONDS (refused)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.settimeout(2.0)
    ident, due = 40000, time.monotonic()
    while True:
        ident += 1
        ask(sock, address, query(ident, "corp.halvard.example", "SOA", opcode=5))
        due += UPDATE_SECONDS
        time.sleep(max(0.0, due - time.monotonic()))


def scanner(address: tuple[str, int]) -> None:
    """A zone-transfer attempt of the public zone over TCP every AXFR_SECONDS (refused)."""
    ident, due = 50000, time.monotonic()
    while True:
        ident += 1
        message = query(ident, "halvard.example", "AXFR", recursion=False)
        try:
            with socket.create_connection(address, timeout=2.0) as sock:
                sock.sendall(struct.pack(">H", len(message)) + message)
                sock.recv(4096)
        except OSError:
            pass
        due += AXFR_SECONDS
        time.sleep(max(0.0, due - time.monotonic()))


def upstream_reply(message: bytes) -> tuple[bytes, float] | None:
    """The provider resolver's reply to ``message`` and how long it takes; None for what it ignores."""
    read = question_of(message)
    if read is None:
        return None
    ident, flags, labels, at = read
    end = at + 5
    question = message[12:end]
    name = ".".join(labels).lower()
    qtype = struct.unpack(">H", message[at + 1 : at + 3])[0] if end <= len(message) else 0
    head = 0x8000 | (flags & 0x0100) | 0x0080  # a response, recursion desired as asked, recursion available
    if any(name == domain or name.endswith("." + domain) for domain in UPSTREAM_FAILING):
        return struct.pack(">HHHHHH", ident, head | 2, 1, 0, 0, 0) + question, 0.0
    if name in UPSTREAM and qtype == TYPES["A"]:
        address, delay = UPSTREAM[name]
        answer = struct.pack(">HHHIH", 0xC00C, 1, 1, 0, 4) + socket.inet_aton(address)
        return struct.pack(">HHHHHH", ident, head, 1, 1, 0, 0) + question + answer, delay
    if name in UPSTREAM:  # the name exists, without records of that type
        return struct.pack(">HHHHHH", ident, head, 1, 0, 0, 0) + question, 0.0
    return struct.pack(">HHHHHH", ident, head | 3, 1, 0, 0, 0) + question, 0.0


def upstream(sock: socket.socket) -> None:
    """Answer forwarded queries on ``sock`` until the process ends (slow answers from timers)."""
    while True:
        try:
            message, peer = sock.recvfrom(4096)
        except OSError:
            continue
        reply = upstream_reply(message)
        if reply is None:
            continue
        data, delay = reply
        if delay:
            threading.Timer(delay, sock.sendto, (data, peer)).start()
        else:
            sock.sendto(data, peer)


def main(argv: list[str]) -> None:
    dns_port, upstream_port = int(argv[0]), int(argv[1])
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", upstream_port))
    address = ("127.0.0.1", dns_port)
    threads = [threading.Thread(target=upstream, args=(sock,), daemon=True)]
    threads += [
        threading.Thread(target=client, args=(address, actions, 1000 * index), daemon=True)
        for index, actions in enumerate(STREAMS.values())
    ]
    threads += [threading.Thread(target=work, args=(address,), daemon=True) for work in (updater, scanner)]
    for thread in threads:
        thread.start()
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1:])
