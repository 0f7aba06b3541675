"""The question of a DNS message on the wire, as the workloads' own name servers read it (RFC 1035, section 4.1)."""

from __future__ import annotations

import struct

HEADER = 12  # bytes before the question: id, flags and the four section counts


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
