"""A Porto software consultancy's company chat, Prosody serving its own metrics: the ``node+prosody`` estate.

Ribeira Labs runs its internal chat on one Prosody (Debian 12's ``prosody`` 0.12, in the foreground, a temporary
instance of its own on loopback ports, :func:`write` its configuration): the staff's domain ``ribeiralabs.example``
(accounts in ``internal_plain`` files), a guest domain ``guests.ribeiralabs.example`` (anonymous logins for
customers) and the chat rooms at ``rooms.ribeiralabs.example`` (``mod_muc``); BOSH at ``/http-bind`` for the web
client. Its HTTP port serves ``/metrics`` (``mod_http_openmetrics``, ``statistics_interval = "manual"``: the
statistics are gathered at each scrape), which Prometheus scrapes as job ``prosody``. Server-to-server is off: nothing
leaves the machine.

Running this file plays the staff and visitors until it is killed, paced evenly:

* :data:`DESKTOPS` staff logged in over IPv4 and :data:`IPV6_DESKTOPS` over IPv6 (SASL PLAIN, a resource bound,
  available presence), each in the three team rooms, staying connected;
* :data:`MOBILES` phones logged in with stream management (XEP-0198) switched on and marked inactive (XEP-0352), so
  Prosody holds their traffic back until something important (a chat message) flushes it;
* :data:`GUESTS` customers logged in anonymously on the guest domain, in the support room;
* a desk phone with an old password, failing SASL every :data:`RETRY_SECONDS` seconds on one connection it keeps open,
  and a broken kiosk that opened a stream and never logged in: both are unauthenticated connections;
* each second: 6 messages in the team rooms, 2 chat messages to the phones, 1 presence change, 1 ping;
* each second a stand-up bot creates a fresh room and leaves it (the room is destroyed);
* each second the lobby screen's web page opens a new BOSH session it never uses (Prosody drops it after
  :data:`BOSH_INACTIVITY` seconds), and each second an old browser tab polls BOSH with a session id the server forgot;
* every :data:`RECONNECT_SECONDS` second a phone on a flaky network logs in again with stream management (a new
  connection, then the old one closed without acknowledging what it was sent: Prosody counts those stanzas dropped).

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.prosody_workload PORTS_JSON
"""

from __future__ import annotations

import base64
import contextlib
import http.client
import json
import socket
import sys
import threading
from pathlib import Path

from bench.paced import paced_ticks

PROSODY = "prosody"  # Debian's prosody 0.12
JOB = "prosody"
DOMAIN = "ribeiralabs.example"
GUEST_DOMAIN = f"guests.{DOMAIN}"
ROOMS_DOMAIN = f"rooms.{DOMAIN}"
TEAM_ROOMS = ("geral", "engenharia", "suporte")
DESKTOPS = ("ana", "bruno", "carla", "diogo", "eva", "filipe", "goncalo", "helena")
IPV6_DESKTOPS = ("ines", "joao")
MOBILES = ("marta", "nuno", "rita")
GUESTS = 2
FLAKY = "tiago"  # the phone on a flaky network
DESK_PHONE = "rececao"  # the desk phone with an old password
USERS = (*DESKTOPS, *IPV6_DESKTOPS, *MOBILES, FLAKY, DESK_PHONE)
RETRY_SECONDS = 5
RECONNECT_SECONDS = 1
BOSH_INACTIVITY = 10
READ_SECONDS = 5.0


def password(user: str) -> str:
    return f"{user}-Ribeira-2025"


def _encoded(host: str) -> str:
    """A host as Prosody's data manager names its directory (every non-alphanumeric byte as %xx)."""
    return "".join(c if c.isalnum() or c == "_" else f"%{ord(c):02x}" for c in host)


def write(directory: Path, c2s_port: int, http_port: int) -> Path:
    """The configuration and the staff's accounts under ``directory``; the configuration file's path."""
    accounts = directory / "data" / _encoded(DOMAIN) / "accounts"
    accounts.mkdir(parents=True, exist_ok=True)
    for user in USERS:
        (accounts / f"{user}.dat").write_text(f'return {{\n\t["password"] = "{password(user)}";\n}};\n')
    config = directory / "prosody.cfg.lua"
    config.write_text(
        f'pidfile = "{directory / "prosody.pid"}"\n'
        f'data_path = "{directory / "data"}"\n'
        'run_as_root = true\nlog = { info = "*console" }\n'
        'modules_enabled = { "roster", "saslauth", "disco", "ping", "time", "version", "uptime", "smacks",'
        ' "csi_simple", "bosh", "http_openmetrics" }\n'
        'modules_disabled = { "s2s", "offline", "tls" }\n'
        f'c2s_ports = {{ {c2s_port} }}\nc2s_interfaces = {{ "127.0.0.1", "::1" }}\n'
        f"s2s_ports = {{}}\nc2s_direct_tls_ports = {{}}\nlegacy_ssl_ports = {{}}\n"
        f'http_ports = {{ {http_port} }}\nhttp_interfaces = {{ "127.0.0.1" }}\nhttps_ports = {{}}\n'
        'statistics = "internal"\nstatistics_interval = "manual"\nopenmetrics_allow_ips = { "127.0.0.1" }\n'
        'authentication = "internal_plain"\nstorage = "internal"\n'
        "c2s_require_encryption = false\nallow_unencrypted_plain_auth = true\n"
        f"bosh_max_inactivity = {BOSH_INACTIVITY}\nconsider_bosh_secure = true\n"
        f'VirtualHost "{DOMAIN}"\n'
        f'VirtualHost "{GUEST_DOMAIN}"\n  authentication = "anonymous"\n'
        f'Component "{ROOMS_DOMAIN}" "muc"\n'
    )
    return config


def command(prosody: str, config: Path) -> list[str]:
    return [prosody, "--config", str(config), "-F"]


def _header(domain: str) -> bytes:
    return (
        f"<?xml version='1.0'?><stream:stream to='{domain}' xmlns='jabber:client'"
        " xmlns:stream='http://etherx.jabber.org/streams' version='1.0'>"
    ).encode()


class Client:
    """One XMPP client connection over a plain socket, reading only to wait for what it needs."""

    def __init__(self, port: int, host: str = "127.0.0.1", domain: str = DOMAIN) -> None:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.sock = socket.socket(family, socket.SOCK_STREAM)
        self.sock.settimeout(READ_SECONDS)
        self.sock.connect((host, port))
        self.domain = domain
        self.buffer = b""
        self.lock = threading.Lock()

    def send(self, data: str | bytes) -> None:
        with self.lock:
            self.sock.sendall(data.encode() if isinstance(data, str) else data)

    def wait(self, *marks: str) -> str:
        """Read until one of ``marks`` has come; what came, the buffer emptied."""
        while not any(mark.encode() in self.buffer for mark in marks):
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("stream closed")
            self.buffer += chunk
        text, self.buffer = self.buffer.decode(errors="replace"), b""
        return text

    def drain(self) -> None:
        """Read whatever the server pushed (messages, presence) so its buffers never fill."""
        with contextlib.suppress(BlockingIOError, TimeoutError, OSError):
            self.sock.setblocking(False)
            while self.sock.recv(65536):
                pass
        self.sock.settimeout(READ_SECONDS)

    def open(self) -> None:
        self.send(_header(self.domain))
        self.wait("</stream:features>")

    def auth(self, user: str | None, secret: str = "") -> bool:
        if user is None:
            self.send("<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='ANONYMOUS'/>")
        else:
            token = base64.b64encode(f"\0{user}\0{secret}".encode()).decode()
            self.send(f"<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>{token}</auth>")
        return "<success" in self.wait("<success", "</failure>")

    def login(self, user: str | None, resource: str, sm: bool = False) -> None:
        self.open()
        if not self.auth(user, password(user) if user else ""):
            raise RuntimeError(f"{user} could not log in")
        self.open()
        self.send(f"<iq type='set' id='bind'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'>"
                  f"<resource>{resource}</resource></bind></iq>")  # fmt: skip
        self.wait("</iq>")
        if sm:
            self.send("<enable xmlns='urn:xmpp:sm:3'/>")
            self.wait("<enabled")
        self.send("<presence/>")

    def join(self, room: str, nick: str) -> None:
        self.send(f"<presence to='{room}@{ROOMS_DOMAIN}/{nick}'><x xmlns='http://jabber.org/protocol/muc'/></presence>")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.send("</stream:stream>")
            self.sock.close()


def _bosh(http_port: int, body: str) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", http_port, timeout=READ_SECONDS)
    try:
        connection.request("POST", "/http-bind", body.encode(), {"Content-Type": "text/xml; charset=utf-8"})
        connection.getresponse().read()
    finally:
        connection.close()


def _desk_phone(port: int) -> None:
    """The reception's desk phone: one connection, its old password refused every few seconds."""
    phone = Client(port)
    phone.open()
    for _ in paced_ticks(RETRY_SECONDS):
        phone.auth(DESK_PHONE, "Ribeira-2019")


def _flaky_phone(port: int) -> None:
    """A phone on a flaky network logging in again, with stream management, every few seconds."""
    old: Client | None = None
    for tick in paced_ticks(RECONNECT_SECONDS):
        phone = Client(port)  # the new network's connection first, then the old one dropped
        phone.login(FLAKY, f"android-{tick}", sm=True)
        if old is not None:
            old.close()
        old = phone


def run(ports: dict[str, int]) -> None:
    c2s, http_port = ports["c2s"], ports["http"]
    kiosk = Client(c2s)
    kiosk.send(_header(DOMAIN))  # a broken kiosk: a stream opened, never logged in
    staff: dict[str, Client] = {}
    for user in (*DESKTOPS, *IPV6_DESKTOPS):
        client = Client(c2s, "::1" if user in IPV6_DESKTOPS else "127.0.0.1")
        client.login(user, "desktop")
        for room in TEAM_ROOMS:
            client.join(room, user)
        staff[user] = client
    phones: dict[str, Client] = {}
    for user in MOBILES:
        client = Client(c2s)
        client.login(user, "iphone", sm=True)
        client.send("<inactive xmlns='urn:xmpp:csi:0'/>")
        phones[user] = client
    guests = []
    for n in range(GUESTS):
        guest = Client(c2s, domain=GUEST_DOMAIN)
        guest.login(None, f"web-{n}")
        guest.join("suporte", f"cliente-{n}")
        guests.append(guest)
    threading.Thread(target=_desk_phone, args=(c2s,), daemon=True).start()
    threading.Thread(target=_flaky_phone, args=(c2s,), daemon=True).start()
    writers = list(staff.values())
    bot = staff["ana"]
    for tick in paced_ticks(1.0):
        for n in range(6):
            writer = writers[(tick * 6 + n) % len(writers)]
            room = TEAM_ROOMS[n % len(TEAM_ROOMS)]
            writer.send(
                f"<message to='{room}@{ROOMS_DOMAIN}' type='groupchat'><body>update {tick}-{n}</body></message>"
            )
        for n in range(2):
            user = MOBILES[(tick * 2 + n) % len(MOBILES)]
            writers[tick % len(writers)].send(
                f"<message to='{user}@{DOMAIN}' type='chat'><body>ping {tick}</body></message>"
            )
        writers[tick % len(writers)].send(f"<presence><show>{'away' if tick % 2 else 'chat'}</show></presence>")
        bot.send(f"<iq type='get' id='ping-{tick}' to='{DOMAIN}'><ping xmlns='urn:xmpp:ping'/></iq>")
        room = f"standup-{tick}"
        bot.join(room, "standup-bot")
        bot.send(f"<presence to='{room}@{ROOMS_DOMAIN}/standup-bot' type='unavailable'/>")
        _bosh(http_port, f"<body rid='{1000 + tick}' to='{DOMAIN}' xml:lang='en' wait='60' hold='1'"
                         " ver='1.6' xmlns='http://jabber.org/protocol/httpbind'/>")  # fmt: skip
        _bosh(http_port, f"<body rid='{5000 + tick}' sid='{tick:08x}-old-tab'"
                         " xmlns='http://jabber.org/protocol/httpbind'/>")  # fmt: skip
        for client in (*writers, *phones.values(), *guests, kiosk):
            client.drain()


def main(argv: list[str]) -> None:
    run(json.loads(argv[1]))


if __name__ == "__main__":
    main(sys.argv)
