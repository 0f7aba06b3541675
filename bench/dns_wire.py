"""DNS messages on the wire (RFC 1035, section 4.1) as the workloads' own name servers and clients write and read
them, and the loop a workload's UDP name server answers in."""

from __future__ import annotations

import socket
import struct
import threading
import zlib
from collections.abc import Callable

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
) -> bytes | None:
    """A workload's name server's reply to ``message`` (None for one too short to answer): SERVFAIL from a failing
    server; NXDOMAIN for a name ``nxdomain`` says does not exist and NODATA for a type other than A, each with
    ``zone``'s SOA; else an A record, its address in 10/8 for a ``.internal`` name and ``public_octet``/8 for
    another, the same for a name on every run. A ``recursive`` server says recursion is available, another that
    it is authoritative."""
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
    digest = zlib.crc32(name.encode())
    first = 10 if name.endswith(".internal") else public_octet
    address = bytes([first, (digest >> 16) & 255, (digest >> 8) & 255, digest & 255 or 1])
    record = struct.pack(">HHHIH", 0xC00C, TYPES["A"], 1, ttl(name), 4) + address
    return struct.pack(">HHHHHH", ident, head, 1, 1, 0, 0) + question + record
