"""DNS messages on the wire (RFC 1035, section 4.1) as the workloads' own name servers and clients write and read
them, and the loop a workload's UDP name server answers in."""

from __future__ import annotations

import contextlib
import socket
import ssl
import struct
import threading
import time
import zlib
from collections.abc import Callable, Iterable
from typing import TypeVar

Sent = TypeVar("Sent")
Stream = TypeVar("Stream")
Target = TypeVar("Target")

HEADER = 12  # bytes before the question: id, flags and the four section counts
TYPES = {"A": 1, "NS": 2, "SOA": 6, "PTR": 12, "MX": 15, "TXT": 16, "AAAA": 28, "SRV": 33, "AXFR": 252, "ANY": 255}


def encode_name(name: str) -> bytes:
    return b"".join(bytes([len(label)]) + label.encode() for label in name.split(".") if label) + b"\0"


def query(ident: int, name: str, qtype: str = "A", recurse: bool = True) -> bytes:
    """A query for ``name``'s ``qtype`` records, asking for recursion unless ``recurse`` is false."""
    flags = 0x0100 if recurse else 0
    return struct.pack(">HHHHHH", ident, flags, 1, 0, 0, 0) + encode_name(name) + struct.pack(">HH", TYPES[qtype], 1)


def answers(port: int, name: str) -> bool:
    """Whether the name server on ``port`` answers a query for ``name`` (within a second)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(1.0)
        try:
            sock.sendto(query(4242, name), ("127.0.0.1", port))
            return sock.recv(4096)[:2] == struct.pack(">H", 4242)
        except OSError:
            return False


def serve(sock: socket.socket, reply_to: Callable[[bytes], bytes | None], delay: float = 0.0) -> None:
    """Answer every message ``sock`` receives with ``reply_to``'s reply (none when it returns None), ``delay``
    seconds late when a slow server is played, forever."""
    while True:
        try:
            message, peer = sock.recvfrom(4096)
        except OSError:
            continue
        reply = reply_to(message)
        if reply is None:
            continue
        if delay:
            threading.Timer(delay, sock.sendto, (reply, peer)).start()
        else:
            sock.sendto(reply, peer)


def serve_all(ports: dict[str, int], servers: Iterable[str], serve_one: Callable[[str, socket.socket], None]) -> None:
    """Bind each of ``servers``' UDP sockets on loopback at its port, then answer on each (``serve_one``) in a thread
    of its own."""
    bound = []
    for name in servers:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind(("127.0.0.1", ports[name]))
        bound.append((name, sock))
    for name, sock in bound:
        threading.Thread(target=serve_one, args=(name, sock), daemon=True).start()


def listening(port: int) -> bool:
    """Whether something accepts TCP connections on loopback at ``port`` (within a second)."""
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        return True
    return False


def evenly(actions: Iterable[tuple[Sent, int]]) -> tuple[list[Sent], float]:
    """What to send in turn, and the seconds between two sends: each thing ``times`` a second, evenly spread."""
    slots: list[tuple[float, Sent]] = []
    for sent, times in actions:
        slots.extend(((k + 0.5) / times, sent) for k in range(times))
    ordered = [sent for _, sent in sorted(slots)]  # by time, then by what is sent, as each workload had it
    return ordered, 1.0 / len(ordered)


def drive(streams: Iterable[Stream], client: Callable[[Stream, Target, int], None], target: Target) -> None:
    """Run ``client`` on each stream of queries, a thread each, its query ids 100000 apart from the next's, for
    as long as the workload lives."""
    for index, stream in enumerate(streams):
        threading.Thread(target=client, args=(stream, target, 100000 * (index + 1)), daemon=True).start()
    while True:
        time.sleep(60)


def sources(addresses: Iterable[str]) -> list[socket.socket]:
    """A non-blocking UDP socket bound to each of a client's source ``addresses``."""
    socks = []
    for address in addresses:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind((address, 0))
        sock.setblocking(False)
        socks.append(sock)
    return socks


def send_and_drain(sock: socket.socket, payload: bytes, address: tuple[str, int]) -> None:
    """Send ``payload`` from a non-blocking ``sock`` and read whatever replies have come, waiting for none."""
    with contextlib.suppress(OSError):
        sock.sendto(payload, address)
    while True:
        try:
            sock.recv(4096)
        except OSError:
            break


def ask_stream(source: str, port: int, payload: bytes, tls: ssl.SSLContext | None = None) -> None:
    """One query on a connection of its own from ``source`` (TCP, or TLS with ``tls``), waiting a second at most for
    the reply."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as raw:
        raw.settimeout(1.0)
        raw.bind((source, 0))
        raw.connect(("127.0.0.1", port))
        sock = tls.wrap_socket(raw) if tls is not None else raw
        sock.sendall(struct.pack(">H", len(payload)) + payload)
        with contextlib.suppress(OSError):
            sock.recv(4096)
        if tls is not None:
            with contextlib.suppress(OSError):
                sock.close()


def question_of(message: bytes) -> tuple[int, int, list[str], int] | None:
    """The header's id and flags, the queried name's labels, and the offset of the name's closing zero byte; None
    for a message too short to hold a question."""
    if len(message) < HEADER + 5:
        return None
    ident, flags = struct.unpack(">HH", message[:4])
    labels, at = [], HEADER
    while at < len(message) and message[at]:
        length = message[at]
        labels.append(message[at + 1 : at + 1 + length].decode("ascii", "replace"))
        at += 1 + length
    return ident, flags, labels, at


def reply(
    message: bytes,
    zone: str,
    *,
    recursive: bool,
    nxdomain: Callable[[str], bool],
    servfail: bool = False,
    public_octet: int = 185,
    ttl: Callable[[str], int] = lambda name: 3600,
    serial: int = 2025110101,
    address: bytes | None = None,
) -> bytes | None:
    """A workload's name server's reply to ``message`` (None for one too short to answer): SERVFAIL from a failing
    server; NXDOMAIN for a name ``nxdomain`` says does not exist and NODATA for a type other than A, each with
    ``zone``'s SOA; else an A record, its address in 10/8 for a ``.internal`` name and ``public_octet``/8 for
    another, the same for a name on every run, unless one ``address`` answers for every name. A ``recursive``
    server says recursion is available, another that it is authoritative."""
    read = question_of(message)
    if read is None:
        return None
    ident, flags, labels, at = read
    if at + 5 > len(message):
        return None
    question = message[HEADER : at + 5]
    qtype = struct.unpack(">H", message[at + 1 : at + 3])[0]
    name = ".".join(labels).lower()
    head = 0x8000 | (flags & 0x0100) | (0x0080 if recursive else 0x0400)
    if servfail:
        return struct.pack(">HHHHHH", ident, head | 2, 1, 0, 0, 0) + question
    soa = (
        encode_name(f"ns1.{zone}")
        + encode_name(f"hostmaster.{zone}")
        + struct.pack(">IIIII", serial, 3600, 600, 604800, 3600)
    )
    authority = struct.pack(">HHHIH", 0xC00C, TYPES["SOA"], 1, 3600, len(soa)) + soa  # for the negative answers
    if nxdomain(name):
        return struct.pack(">HHHHHH", ident, head | 3, 1, 0, 1, 0) + question + authority
    if qtype != TYPES["A"]:  # the name exists, without records of that type
        return struct.pack(">HHHHHH", ident, head, 1, 0, 1, 0) + question + authority
    if address is None:
        digest = zlib.crc32(name.encode())
        first = 10 if name.endswith(".internal") else public_octet
        address = bytes([first, (digest >> 16) & 255, (digest >> 8) & 255, digest & 255 or 1])
    record = struct.pack(">HHHIH", 0xC00C, TYPES["A"], 1, ttl(name), 4) + address
    return struct.pack(">HHHHHH", ident, head, 1, 1, 0, 0) + question + record
