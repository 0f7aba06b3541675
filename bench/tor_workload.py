"""A Tartu privacy lab's private Tor test network, every tor serving its own metrics: the ``node+tor`` estate.

The Emajõe Privacy Lab tries its onion services and measurement tools on a Tor network of its own before they meet
the real one, laid out as chutney lays one out: eleven ``tor`` processes (Debian 12's ``tor`` 0.4.9, each in the
foreground, a temporary instance of its own on loopback ports, :func:`write` their configurations) with
``TestingTorNetwork`` on, so the consensus is voted every ten seconds and a new network settles in about 20 seconds:

* two directory authorities, ``auth1`` and ``auth2`` (their v3 identity keys and certificates made by ``tor-gencert``
  at start-up, their relay fingerprints read with ``tor --list-fingerprint``), which vote the ``Guard`` flag to
  :data:`GUARDS` only and the ``Exit`` flag to :data:`EXITS` only (``TestingDirAuthVote...IsStrict``), ``HSDir`` to
  every relay;
* five more relays: two guards (``guard1``, ``guard2``), a middle relay (``middle1``) and two exits, ``exit1``
  allowing the lab's web port and the port of a retired service, ``exit2`` the web port and the chat port (policies by
  port, ``ExitPolicyRejectPrivate 0``, so loopback is reachable), each resolving names through the lab's own name
  server (the workload, zone :data:`ZONE`, ``ServerDNSResolvConfFile``);
* three clients, each with a SOCKS port that accepts 127.0.0.1 only (``SocksPolicy``): ``client1``, the lab's
  desktop, ``client2``, its chat bot, and ``client3``, the dropbox tester playing sources;
* ``onion1``, a client hosting the lab's two onion services, ``news`` (its web site) and ``dropbox`` (an upload
  form), their keys fixed (:func:`onion_key`) so that their addresses are the same on every run
  (``rcsqylbr...tmqd.onion`` and ``2ikjpd25...2dqd.onion``).

Every tor serves ``/metrics`` on a ``MetricsPort`` of its own (``MetricsPortPolicy accept 127.0.0.1``), which
Prometheus scrapes as job ``tor`` with the tor's nickname as ``instance`` (:func:`scrape_config`). Nothing leaves the
machine: the directory authorities are the lab's, the exits reach only loopback services and the lab's name server.
Each tor runs with ``__DisableSignalHandlers 1``: tor 0.4.9 sometimes deadlocks freeing its CPU workers when it
handles SIGTERM itself (``cpuworker_free_all``), so it is left to the signal's default action and dies at once.

Tor's metrics have quirks of their own: **every tor exports the relay's families, ``tor_relay_*``, clients and the
onion services' host too** (at 0 where they do nothing, every flag 0 since they are in no consensus);
``tor_relay_flag{type}`` is 1 for each flag the consensus gives the relay (``Guard``, ``Exit``, ``Authority``,
``HSDir``, ``Running``, ``V2Dir``, ``Fast``, ``Stable``, ``Sybil``); connections are ``tor_relay_connections`` (a
gauge, open now, ``state="opened"``) and ``tor_relay_connections_total`` (``state="created"`` or ``"rejected"``), both
by ``type`` (``OR``, ``Exit``, ``Socks``, ``Directory``, ``Control``, ``Metrics``... and each ``... listener``),
``direction`` (``initiated`` or ``received``; listeners count as ``initiated``) and ``family``; a SOCKS connection
refused by ``SocksPolicy`` is counted ``rejected``, not ``created``; ``tor_relay_streams_total{type}`` counts the
streams a tor was asked to open as the end of a circuit (``BEGIN`` at an exit or at an onion service's host,
``BEGIN_DIR`` for directory fetches, ``RESOLVE`` for lookups); ``tor_relay_exit_dns_query_total`` counts the exits'
lookups and **``tor_relay_exit_dns_error_total{reason}`` counts the successful ones too, as ``reason="success"``**;
``tor_relay_circuits_total{state="opened"}`` and ``tor_relay_load_socket_total`` are gauges despite their names (the
unlabelled socket series is the limit, ``state="opened"`` the sockets in use); ``tor_relay_traffic_bytes{direction}``
is a counter without ``_total``; the onion services' ``tor_hs_*`` series carry the address (without ``.onion``) as
``onion``; ``tor_hs_intro_established_count`` and ``tor_hs_rdv_established_count`` are gauges (the second only grows,
counting every rendezvous ever joined); the circuit build times are histograms in milliseconds with buckets 1000,
5000, 10000, 30000 and 60000 (``le="1000.00"``).

Running this file serves the lab's web site, upload form, chat server and name server on loopback and plays its
traffic until it is killed, paced evenly, once the clients have bootstrapped:

* ``client1`` each second: :data:`WEB` page requests to the web site by address and :data:`CRAWL` by fresh host names
  under ``crawl.emajoe.test`` (the exit resolves each), :data:`LOOKUPS` lookups of fresh names that exist and
  :data:`GONE` of a name under ``gone.emajoe.test`` that does not (Tor's SOCKS ``RESOLVE``), :data:`RETIRED`
  connection to the retired service's port where nothing listens any more (refused at ``exit1``; the client tries it
  three times), and :data:`NEWS` page requests to the ``news`` onion service, on the client's shared circuits; and
  :data:`STRAY` request from a machine its SOCKS policy refuses (from 127.0.0.2);
* ``client2``: :data:`CHAT_SESSIONS` chat sessions held open through ``exit2``, each sending a line a second;
* ``client3`` each second: :data:`UPLOADS` uploads to the ``dropbox`` onion service, each on a circuit of its own
  (fresh SOCKS credentials), so each is a new introduction and rendezvous.

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.tor_workload PORTS_JSON DIRECTORY
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import socket
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from bench import dns_wire
from bench.paced import paced_ticks
from bench.quiet_http import QuietHandler, QuietServer
from bench.scrape import named_targets

TOR = "tor"  # Debian's tor 0.4
TOR_GENCERT = "tor-gencert"  # from the same package
JOB = "tor"
AUTHORITIES = ("auth1", "auth2")
GUARDS = ("guard1", "guard2")
MIDDLES = ("middle1",)
EXITS = ("exit1", "exit2")
RELAYS = (*AUTHORITIES, *GUARDS, *MIDDLES, *EXITS)
CLIENTS = ("client1", "client2", "client3")
ONION_HOST = "onion1"
NODES = (*RELAYS, *CLIENTS, ONION_HOST)
DESKTOP, CHAT_BOT, SOURCES = CLIENTS
SERVICES = ("www", "upload", "chat", "dns", "retired")  # the lab's loopback services (retired: nothing listens)
ONIONS = {"news": "www", "dropbox": "upload"}  # each onion service and the loopback service behind its port 80
EXIT_PORTS = {"exit1": ("www", "retired"), "exit2": ("www", "chat")}
ZONE = "emajoe.test"
WEB = 4
CRAWL = 2
LOOKUPS = 2
GONE = 1
RETIRED = 1
NEWS = 3
STRAY = 1
CHAT_SESSIONS = 3
UPLOADS = 2
PAGE = 2048  # bytes of every page's body
UPLOAD = 4096  # bytes of every upload's body
CONTACT = "Emajoe Privacy Lab <torlab@emajoe.test>"
TIMEOUT = 20.0


def ports_needed() -> tuple[str, ...]:
    """The ports the network needs beside the first tor's metrics port (the exporter port)."""
    return (
        *(f"{node}-or" for node in RELAYS),
        *(f"{node}-dir" for node in AUTHORITIES),
        *(f"{node}-socks" for node in CLIENTS),
        *(f"{node}-metrics" for node in NODES[1:]),
        *SERVICES,
    )


def metrics_ports(exporter_port: int, ports: dict[str, int]) -> dict[str, int]:
    return {node: exporter_port if node == NODES[0] else ports[f"{node}-metrics"] for node in NODES}


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``tor``: each tor's MetricsPort, its nickname as ``instance``."""
    return named_targets(JOB, metrics_ports(exporter_port, ports))


def onion_key(name: str) -> bytes:
    """The ``hs_ed25519_secret_key`` file of onion service ``name``: tor's header, then the expanded ed25519 secret
    key of a seed fixed by the name (so the service's address is the same on every run)."""
    digest = bytearray(hashlib.sha512(hashlib.sha256(f"emajoe-{name}".encode()).digest()).digest())
    digest[0] &= 248
    digest[31] &= 63
    digest[31] |= 64
    return b"== ed25519v1-secret: type0 ==\0\0\0" + bytes(digest)


def _authority_keys(tor: str, gencert: str, directory: Path, ports: dict[str, int]) -> list[str]:
    """Make each directory authority's v3 keys and certificate and its relay identity; the ``DirAuthority`` lines."""
    empty = directory / "empty.torrc"
    empty.write_text("")
    made = []
    for node in AUTHORITIES:
        keys = directory / node / "keys"
        keys.mkdir(parents=True, mode=0o700)
        made.append(
            subprocess.Popen(
                [
                    gencert,
                    "--create-identity-key",
                    "-m",
                    "12",
                    "-a",
                    f"127.0.0.1:{ports[f'{node}-dir']}",
                    "-i",
                    str(keys / "authority_identity_key"),
                    "-s",
                    str(keys / "authority_signing_key"),
                    "-c",
                    str(keys / "authority_certificate"),
                    "--passphrase-fd",
                    "0",
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        made.append(
            subprocess.Popen(
                [
                    tor,
                    "-f",
                    str(empty),
                    "--defaults-torrc",
                    str(empty),
                    "--quiet",
                    "--list-fingerprint",
                    "--DataDirectory",
                    str(directory / node),
                    "--ORPort",
                    "1",
                    "--DirAuthority",
                    "none 127.0.0.1:1 0000000000000000000000000000000000000000",
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
    for process in made:
        process.communicate(b"\n" if process.stdin else None, timeout=60)
    lines = []
    for node in AUTHORITIES:
        certificate = (directory / node / "keys" / "authority_certificate").read_text()
        v3ident = re.search(r"^fingerprint (\w+)", certificate, re.MULTILINE)
        fingerprint = (directory / node / "fingerprint").read_text().split()[1]
        if v3ident is None:
            raise RuntimeError(f"{node}'s authority certificate has no fingerprint")
        lines.append(
            f"DirAuthority {node} orport={ports[f'{node}-or']} no-v2 v3ident={v3ident.group(1)} "
            f"127.0.0.1:{ports[f'{node}-dir']} {fingerprint}"
        )
    return lines


def torrc(node: str, directory: Path, ports: dict[str, int], metrics: int, authorities: list[str]) -> str:
    """``node``'s configuration: the testing network's settings, its role's, its MetricsPort."""
    home = directory / node
    lines = [
        "TestingTorNetwork 1",
        f"DataDirectory {home}",
        f"Nickname {node}",
        "RunAsDaemon 0",
        "Log notice stdout",
        "SafeLogging 0",
        "ShutdownWaitLength 0",
        "__DisableSignalHandlers 1",
        "AssumeReachable 1",
        "PathsNeededToBuildCircuits 0.67",
        "V3AuthNIntervalsValid 2",
        f"MetricsPort 127.0.0.1:{metrics}",
        "MetricsPortPolicy accept 127.0.0.1",
        "ControlPort 0",
        *authorities,
    ]
    if node in RELAYS:
        lines += [
            f"ORPort 127.0.0.1:{ports[f'{node}-or']}",
            "Address 127.0.0.1",
            "SocksPort 0",
            f"ContactInfo {CONTACT}",
        ]
    if node in AUTHORITIES:
        lines += [
            f"DirPort 127.0.0.1:{ports[f'{node}-dir']}",
            "AuthoritativeDirectory 1",
            "V3AuthoritativeDirectory 1",
            "TestingV3AuthInitialVotingInterval 5",
            "TestingV3AuthInitialVoteDelay 2",
            "TestingV3AuthInitialDistDelay 2",
            "V3AuthVotingInterval 10",
            "V3AuthVoteDelay 2",
            "V3AuthDistDelay 2",
            f"TestingDirAuthVoteGuard {','.join(GUARDS)}",
            "TestingDirAuthVoteGuardIsStrict 1",
            f"TestingDirAuthVoteExit {','.join(EXITS)}",
            "TestingDirAuthVoteExitIsStrict 1",
            "TestingDirAuthVoteHSDir *",
            "TestingMinExitFlagThreshold 0",
            "TestingMinFastFlagThreshold 0",
        ]
    if node in EXITS:
        accepted = ", ".join(f"accept *:{ports[service]}" for service in EXIT_PORTS[node])
        lines += [
            "ExitRelay 1",
            "ExitPolicyRejectPrivate 0",
            "ExitPolicyRejectLocalInterfaces 0",
            f"ExitPolicy {accepted}",
            "ExitPolicy reject *:*",
            f"ServerDNSResolvConfFile {directory / 'resolv.conf'}",
            "ServerDNSDetectHijacking 0",
            "ServerDNSSearchDomains 0",
        ]
    elif node in RELAYS:
        lines += ["ExitRelay 0", "ExitPolicy reject *:*"]
    if node in CLIENTS:
        lines += [
            f"SocksPort 127.0.0.1:{ports[f'{node}-socks']}",
            "SocksPolicy accept 127.0.0.1/32",
            "SocksPolicy reject *",
            "MaxCircuitDirtiness 60",
        ]
    if node == ONION_HOST:
        lines.append("SocksPort 0")
        for name, service in ONIONS.items():
            lines += [f"HiddenServiceDir {home / name}", f"HiddenServicePort 80 127.0.0.1:{ports[service]}"]
    return "".join(f"{line}\n" for line in lines)


def write(tor: str, gencert: str, directory: Path, ports: dict[str, int], exporter_port: int) -> dict[str, Path]:
    """Make the authorities' keys and the onion services' keys and write every tor's configuration under
    ``directory``; each tor's configuration file."""
    authorities = _authority_keys(tor, gencert, directory, ports)
    (directory / "resolv.conf").write_text(f"nameserver 127.0.0.1:{ports['dns']}\noptions timeout:2 attempts:1\n")
    for name in ONIONS:
        onion = directory / ONION_HOST / name
        onion.mkdir(parents=True, mode=0o700)
        (onion / "hs_ed25519_secret_key").write_bytes(onion_key(name))
    metrics = metrics_ports(exporter_port, ports)
    made = {}
    for node in NODES:
        home = directory / node
        home.mkdir(mode=0o700, exist_ok=True)
        path = home / "torrc"
        path.write_text(torrc(node, directory, ports, metrics[node], authorities))
        made[node] = path
    (directory / "empty.torrc").write_text("")
    return made


def command(tor: str, torrc_path: Path) -> list[str]:
    empty = torrc_path.parent.parent / "empty.torrc"
    return [tor, "--defaults-torrc", str(empty), "-f", str(torrc_path)]


def bootstrapped(log: Path) -> bool:
    """Whether the tor writing ``log`` has bootstrapped (it says so at 100 %)."""
    with contextlib.suppress(OSError):
        return "Bootstrapped 100%" in log.read_text(errors="replace")
    return False


# ---------------------------------------------------------------- the lab's services


class _Site(QuietHandler):
    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        self._answer(200, b"e" * PAGE, "text/html")

    def do_POST(self) -> None:  # noqa: N802 (the name http.server calls)
        length = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(length)
        self._answer(201, b"received\n", "text/plain")


def _serve_http(port: int) -> None:
    QuietServer(("127.0.0.1", port), _Site).serve_forever()


def _serve_chat(port: int) -> None:
    """A line-echoing chat server: every line a client sends comes back to it."""

    def session(conn: socket.socket) -> None:
        with conn, contextlib.suppress(OSError):
            while data := conn.recv(4096):
                conn.sendall(data)

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", port))
        server.listen(64)
        while True:
            conn, _ = server.accept()
            threading.Thread(target=session, args=(conn,), daemon=True).start()


def _serve_dns(port: int) -> None:
    """The lab's name server: every name under ``crawl.emajoe.test`` is the web host (127.0.0.1), everything else
    does not exist."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", port))
    dns_wire.serve(
        sock,
        lambda message: dns_wire.reply(
            message,
            ZONE,
            recursive=True,
            nxdomain=lambda name: not name.endswith(f".crawl.{ZONE}"),
            ttl=lambda name: 60,
            address=socket.inet_aton("127.0.0.1"),
        ),
    )


# ---------------------------------------------------------------- the clients


class SocksRefused(Exception):
    """The SOCKS port answered with an error (Tor's reply code)."""


def socks(port: int, host: str, target: int, command: int = 1, user: str | None = None) -> socket.socket:
    """A SOCKS5 request through the client on ``port``: CONNECT (1) to ``host``:``target``, or Tor's RESOLVE
    (0xF0); ``user`` (with a password) isolates the stream on a circuit of its own."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    try:
        if user is None:
            sock.sendall(b"\x05\x01\x00")
        else:
            sock.sendall(b"\x05\x01\x02")
        method = _read(sock, 2)
        if user is not None and method[1] == 2:
            name = user.encode()
            sock.sendall(b"\x01" + bytes([len(name)]) + name + b"\x01x")
            _read(sock, 2)
        name = host.encode()
        sock.sendall(b"\x05" + bytes([command, 0, 3, len(name)]) + name + struct.pack(">H", target))
        head = _read(sock, 4)
        if head[1] != 0:
            raise SocksRefused(head[1])
        address = _read(sock, 1)[0] if head[3] == 3 else {1: 4, 4: 16}.get(head[3], 0)
        _read(sock, address + 2)
        return sock
    except BaseException:
        sock.close()
        raise


def _read(sock: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def _http(sock: socket.socket, request: bytes) -> None:
    with sock:
        sock.sendall(request)
        while sock.recv(65536):
            pass


def _get(host: str) -> bytes:
    return f"GET / HTTP/1.0\r\nHost: {host}\r\nUser-Agent: emajoe-lab\r\n\r\n".encode()


def _attempt(action: Any, *arguments: Any) -> None:
    with contextlib.suppress(OSError, SocksRefused):
        action(*arguments)


def _every(per_second: int, act: Any) -> None:
    """``act(n)`` ``per_second`` times a second, evenly, each in a thread of its own (Tor's answers take a while)."""
    for tick in paced_ticks(1.0 / per_second):
        threading.Thread(target=_attempt, args=(act, tick), daemon=True).start()


def _chat_session(port: int, chat: int, number: int) -> None:
    """One of the chat bot's sessions, held open through ``exit2`` (the only exit allowing the chat port), a line a
    second; opened again if it drops."""
    while True:
        with contextlib.suppress(OSError, SocksRefused):
            sock = socks(port, "127.0.0.1", chat)
            with sock:
                for tick in paced_ticks(1.0):
                    sock.sendall(f"PRIVMSG #lab :bot{number} heartbeat {tick}\r\n".encode())
                    sock.recv(4096)
        time.sleep(1)


def _stray(port: int) -> None:
    """A machine the SOCKS port's policy does not allow (it comes from 127.0.0.2) asking for a page."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(TIMEOUT)
        sock.bind(("127.0.0.2", 0))
        sock.connect(("127.0.0.1", port))
        sock.sendall(b"\x05\x01\x00")
        sock.recv(16)


def wait_for_socks(port: int, target: int) -> None:
    """Until the client on ``port`` carries a stream to ``target`` (it has bootstrapped)."""
    while True:
        with contextlib.suppress(OSError, SocksRefused):
            socks(port, "127.0.0.1", target).close()
            return
        time.sleep(0.5)


def main(ports_json: str, directory: str) -> None:
    ports: dict[str, int] = json.loads(ports_json)
    for target, serve in (
        (ports["www"], _serve_http),
        (ports["upload"], _serve_http),
        (ports["chat"], _serve_chat),
        (ports["dns"], _serve_dns),
    ):
        threading.Thread(target=serve, args=(target,), daemon=True).start()
    onions = {}
    for name in ONIONS:
        hostname = Path(directory) / ONION_HOST / name / "hostname"
        while not hostname.exists():
            time.sleep(0.2)
        onions[name] = hostname.read_text().strip()
    desktop, bot, sources = (ports[f"{node}-socks"] for node in CLIENTS)
    for port in (desktop, bot, sources):
        wait_for_socks(port, ports["www"])
    www, retired = ports["www"], ports["retired"]
    traffic = [
        (WEB, lambda n: _http(socks(desktop, "127.0.0.1", www), _get("127.0.0.1"))),
        (CRAWL, lambda n: _http(socks(desktop, f"site{n}.crawl.{ZONE}", www), _get(f"site{n}.crawl.{ZONE}"))),
        (LOOKUPS, lambda n: socks(desktop, f"lookup{n}.crawl.{ZONE}", 0, command=0xF0).close()),
        (GONE, lambda n: socks(desktop, f"old{n}.gone.{ZONE}", 0, command=0xF0).close()),
        (RETIRED, lambda n: socks(desktop, "127.0.0.1", retired).close()),
        (STRAY, lambda n: _stray(desktop)),
        (NEWS, lambda n: _http(socks(desktop, onions["news"], 80), _get(onions["news"]))),
        (UPLOADS, lambda n: _http(socks(sources, onions["dropbox"], 80, user=f"source{n}"), _upload(onions))),
    ]
    threads = [threading.Thread(target=_every, args=(rate, act), daemon=True) for rate, act in traffic]
    threads += [
        threading.Thread(target=_chat_session, args=(bot, ports["chat"], n), daemon=True) for n in range(CHAT_SESSIONS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def _upload(onions: dict[str, str]) -> bytes:
    body = b"d" * UPLOAD
    head = (
        f"POST /submit HTTP/1.0\r\nHost: {onions['dropbox']}\r\nContent-Type: application/octet-stream\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main(sys.argv[1], sys.argv[2])
