"""A minimal BGP-4 speaker on the standard library, playing a router's neighbours in the routing workloads
(:mod:`bench.bird_workload`, :mod:`bench.frr_workload`): each neighbour listens, accepts the router's connection
(again if it drops), answers its OPEN, sends its routes, reads and drops whatever the router sends, and takes its
churn and keepalives from one tick loop. What each neighbour announces is the workload's: a subclass's ``initial``
and ``churn``."""

from __future__ import annotations

import ipaddress
import socket
import struct
import threading
from collections.abc import Sequence
from pathlib import Path

from bench.paced import paced_ticks

HOLD_SECONDS = 90  # the hold time every neighbour offers in its OPEN


def message(kind: int, body: bytes = b"") -> bytes:
    return b"\xff" * 16 + struct.pack("!HB", 19 + len(body), kind) + body


def open_message(asn: int, router_id: str) -> bytes:
    """OPEN with the multiprotocol (IPv4 unicast) and 4-octet AS capabilities."""
    capabilities = bytes([1, 4, 0, 1, 0, 1]) + bytes([65, 4]) + struct.pack("!I", asn)
    optional = bytes([2, len(capabilities)]) + capabilities
    two_octet = asn if asn < 65_536 else 23_456  # AS_TRANS
    return message(
        1, struct.pack("!BHH4sB", 4, two_octet, HOLD_SECONDS, socket.inet_aton(router_id), len(optional)) + optional
    )


KEEPALIVE = message(4)


def nlri(prefix: str) -> bytes:
    network = ipaddress.IPv4Network(prefix)
    return bytes([network.prefixlen]) + network.network_address.packed[: (network.prefixlen + 7) // 8]


def update(
    as_path: list[int],
    next_hop: str,
    announce: Sequence[str],
    withdraw: Sequence[str] = (),
    community: tuple[int, int] | None = None,
) -> bytes:
    """An UPDATE withdrawing ``withdraw`` and announcing ``announce`` with ORIGIN IGP, ``as_path`` (one AS_SEQUENCE of
    4-octet ASes), ``next_hop`` and an optional community."""
    withdrawn = b"".join(nlri(prefix) for prefix in withdraw)
    attributes = b""
    if announce:
        segment = bytes([2, len(as_path)]) + b"".join(struct.pack("!I", asn) for asn in as_path)
        attributes += bytes([0x40, 1, 1, 0]) + bytes([0x40, 2, len(segment)]) + segment
        attributes += bytes([0x40, 3, 4]) + socket.inet_aton(next_hop)
        if community is not None:
            attributes += bytes([0xC0, 8, 4]) + struct.pack("!HH", *community)
    body = struct.pack("!H", len(withdrawn)) + withdrawn + struct.pack("!H", len(attributes)) + attributes
    return message(2, body + b"".join(nlri(prefix) for prefix in announce))


def _read_exactly(connection: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


def read_message(connection: socket.socket) -> tuple[int, bytes]:
    header = _read_exactly(connection, 19)
    length, kind = struct.unpack("!HB", header[16:])
    return kind, _read_exactly(connection, length - 19)


class Speaker:
    """One neighbour's side of its session, listening on ``address``:``port`` as ``asn``; a subclass says what it
    announces as the session comes up (``initial``) and at each tick (``churn``)."""

    def __init__(self, address: str, asn: int, port: int) -> None:
        self.address = address
        self.asn = asn
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind((address, port))
        self.listener.listen(4)
        self.lock = threading.Lock()
        self.connection: socket.socket | None = None
        self.ticks = 0  # churn ticks since the session came up

    def initial(self) -> list[bytes]:
        """The UPDATE messages of the neighbour's routes as the session comes up."""
        raise NotImplementedError

    def churn(self) -> list[bytes]:
        """This tick's UPDATE messages."""
        raise NotImplementedError

    def started(self) -> None:
        """A session came up: its churn starts over."""
        self.ticks = 0

    def serve(self) -> None:
        """Accept the router's connections one after another, forever."""
        while True:
            connection, _ = self.listener.accept()
            try:
                self.session(connection)
            except (OSError, EOFError):
                pass
            finally:
                with self.lock:
                    self.connection = None
                connection.close()

    def session(self, connection: socket.socket) -> None:
        kind, _ = read_message(connection)
        if kind != 1:
            return
        connection.sendall(open_message(self.asn, self.address) + KEEPALIVE)
        while read_message(connection)[0] != 4:  # the router's KEEPALIVE confirms our OPEN: established
            pass
        self.started()
        connection.sendall(b"".join(self.initial()))
        with self.lock:
            self.connection = connection
        while True:  # drop the router's updates and keepalives; a NOTIFICATION or EOF ends the session
            if read_message(connection)[0] == 3:
                return

    def send(self, messages: list[bytes]) -> None:
        with self.lock:
            if self.connection is not None and messages:
                try:
                    self.connection.sendall(b"".join(messages))
                except OSError:
                    self.connection = None


def run(speakers: Sequence[Speaker], directory: Path, ticks_per_second: int, keepalive_seconds: float) -> None:
    """Listen as every neighbour, say so in ``directory/ready``, then serve the router's sessions and send the churn
    and the keepalives at a fixed rhythm until killed."""
    for speaker in speakers:
        threading.Thread(target=speaker.serve, daemon=True).start()
    (directory / "ready").write_text("ready\n")
    keepalive_every = int(keepalive_seconds * ticks_per_second)
    for tick in paced_ticks(1 / ticks_per_second):
        for speaker in speakers:
            if speaker.connection is None:
                continue
            messages = speaker.churn()
            if tick % keepalive_every == 0:
                messages.append(KEEPALIVE)
            speaker.send(messages)
