"""A Thessaloniki roadside-assistance contact centre's SIP proxy, Kamailio serving its own metrics: the
``node+kamailio`` estate.

Thermaikos Assistance answers breakdown and accident calls for Northern Greece's car insurers; its agents' desk phones,
its supervisors' softphones and a few other phones register with one Kamailio (Debian 12's ``kamailio`` 5.6, with
``kamailio-extra-modules``, in the foreground, a temporary instance of its own on loopback ports, :func:`write` its
configuration) for the domain ``voice.thermaikos.example``, which authenticates them (digest, the passwords in an
``htable``), keeps their locations in memory (``usrloc``, no database), and routes the calls between them
(``tm``, record-routed, tracked by ``dialog``). A flood detector (``pike``) bans an address that floods the proxy (an
``htable`` ban as in Kamailio's stock configuration, here of a day), and scanners are dropped by their User-Agent.

``xhttp`` answers HTTP on a TCP listener of its own, where ``xhttp_prom`` serves ``/metrics`` (every core and module
statistic, ``xhttp_prom_stats`` ``all``, and the counters, gauge and histogram the routing script keeps with
``prom_counter_inc``, ``prom_gauge_set`` and ``prom_histogram_observe``), which Prometheus scrapes as job ``kamailio``:

* ``kamailio_registrations_total{transport, vendor}``: registrations saved, by transport (``udp``, ``tcp``) and the
  first word of the phone's User-Agent (``Yealink``, ``Grandstream``, ``Zoiper``);
* ``kamailio_auth_failures_total{user}``: a digest answered with a wrong password, by the user name it gave;
* ``kamailio_call_outcomes_total{outcome}``: every authenticated call attempt's end: ``answered``, ``busy`` (486),
  ``no_answer`` (no final answer within ``fr_inv_timer``, 408), ``unknown_number`` (404) and ``offline`` (480, an
  extension that exists but has no registered phone);
* ``kamailio_blocked_requests_total{reason}``: requests dropped unanswered: ``flood`` (the request pike found
  flooding, its address then banned), ``banned`` (every later request from a banned address) and ``scanner`` (a
  scanner's User-Agent);
* ``kamailio_banned_addresses``: a gauge, the addresses in the ban table, set at each scrape;
* ``kamailio_call_setup_ms``: a histogram of the time from relaying an authenticated INVITE to its 200 OK, in
  **milliseconds** (buckets 500, 1500, 2500, 4000, 8000).

Running this file plays the contact centre's phones until it is killed, paced evenly (every second, the same):

* :data:`DESK_PHONES` agents' and the reception's desk phones (UDP) and :data:`SOFTPHONES` supervisors' softphones
  (TCP, one connection each), registered from the start (expiry 600 seconds), supervisor 201 on a desk phone too; each
  second one Yealink, one Grandstream and one Zoiper refresh their registrations (each a challenge, then the
  registration), round robin within each kind;
* the night-shift agent's phone (:data:`NIGHT_SHIFT`) registered and then logged off (unregistered), so calls to it
  find it offline, and the training room's phone (:data:`UNPLUGGED`) registered once for :data:`UNPLUGGED_EXPIRES`
  seconds and unplugged: its registration expires (``usrloc``'s timer every 2 seconds);
* four OPTIONS keepalives a second from the registered phones;
* seven calls a second, each INVITE first challenged (407) and sent again with credentials: three answered (an agent
  calling an agent, answered after a second's ringing; a supervisor's softphone calling another's, after two; an agent
  calling supervisor 201, whose softphone answers after three while the desk phone rings and is cancelled), each hung
  up at once; one to the agent whose phone is on do-not-disturb (486); one to the garage's phone, which rings and is
  never answered (408 after five seconds); one to a number that does not exist (404) and one to the logged-off
  night-shift phone (480);
* the lobby's phone (:data:`LOBBY`), with an old password, failing its registration once a second (two 401s), and a
  password guesser from ``127.0.0.4`` posing as a Yealink and trying extension 100 twice a second;
* a scanner (``friendly-scanner``, from ``127.0.0.2``) sending 3 OPTIONS and 2 REGISTERs a second, dropped;
* the yard's door intercom (``127.0.0.3``), misconfigured, sending :data:`FLOOD` OPTIONS a second: pike finds it
  flooding once and it is banned.

Only the standard library is imported, and the file runs as a script in its own process.

    python -m bench.kamailio_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import queue
import re
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from bench.paced import paced_ticks

KAMAILIO = "kamailio"  # Debian's kamailio 5.6, with xhttp_prom from kamailio-extra-modules
XHTTP_PROM = "/usr/lib/*/kamailio/modules/xhttp_prom.so"  # from kamailio-extra-modules
JOB = "kamailio"
DOMAIN = "voice.thermaikos.example"
# extension: (transport, User-Agent, what it does with a call: answer after so many seconds, "busy" or "ring")
DESK = "Yealink SIP-T46U 66.86.0.15"
RECEPTION = "Grandstream GXP2170 1.0.11.23"
SOFT = "Zoiper rv2.10.19.6"


@dataclass(frozen=True)
class Device:
    ext: str
    transport: str
    agent: str
    answer: float | str  # seconds before answering, "busy" (486) or "ring" (never answers)


DESK_PHONES = (
    Device("100", "udp", RECEPTION, 1.0),
    *(Device(str(ext), "udp", DESK, 1.0) for ext in range(101, 108)),
    Device("108", "udp", DESK, "busy"),  # on do-not-disturb
    Device("120", "udp", RECEPTION, "ring"),  # the garage's phone: nobody there to answer
    Device("201", "udp", DESK, "ring"),  # supervisor 201's desk phone: 201 answers on the softphone
)
# answers come after whole seconds of ringing, so every counter ticks at the same moment of each second as the rest
SOFTPHONES = (Device("201", "tcp", SOFT, 3.0), Device("202", "tcp", SOFT, 2.0), Device("203", "tcp", SOFT, 2.0))
DEVICES = (*DESK_PHONES, *SOFTPHONES)
NIGHT_SHIFT = "109"  # logged off: registered, then unregistered
UNPLUGGED = "130"  # the training room's phone, registered once for a few seconds and unplugged
UNPLUGGED_EXPIRES = 5
LOBBY = "150"
OLD_PASSWORD = "Therm-150-2019"  # what the lobby's phone still sends
GUESSED = "100"  # the extension the password guesser tries
UNKNOWN_NUMBER = "555"
REGISTERED = sorted({device.ext for device in DEVICES})
# every extension with a password (the lobby phone's is not the one it sends)
EXTENSIONS = (*REGISTERED, NIGHT_SHIFT, UNPLUGGED, LOBBY)
FLOOD = 50
EXPIRES = 600
FR_INV_SECONDS = 5
READ_SECONDS = 5.0
SCANNER = "127.0.0.2"
INTERCOM = "127.0.0.3"
GUESSER = "127.0.0.4"


def password(ext: str) -> str:
    return f"Therm-{ext}-{int(ext) * 7919 % 10000:04d}"


def write(directory: Path, sip_port: int, http_port: int) -> Path:
    """Kamailio's configuration under ``directory``; its path."""
    directory.mkdir(parents=True, exist_ok=True)
    passwords = "".join(f'  $sht(subscriber=>{ext}) = "{password(ext)}";\n' for ext in EXTENSIONS)
    config = directory / "kamailio.cfg"
    config.write_text(
        f"""#!KAMAILIO
# Thermaikos Assistance, {DOMAIN}: registrar and proxy of the contact centre's phones
debug=1
log_stderror=yes
children=4
tcp_children=2
auto_aliases=no
listen=udp:127.0.0.1:{sip_port}
listen=tcp:127.0.0.1:{sip_port}
listen=tcp:127.0.0.1:{http_port}
alias="{DOMAIN}"
tcp_accept_no_cl=yes
http_reply_parse=yes
tcp_connection_lifetime=3605

loadmodule "kex.so"
loadmodule "corex.so"
loadmodule "tm.so"
loadmodule "tmx.so"
loadmodule "sl.so"
loadmodule "rr.so"
loadmodule "pv.so"
loadmodule "maxfwd.so"
loadmodule "usrloc.so"
loadmodule "registrar.so"
loadmodule "textops.so"
loadmodule "siputils.so"
loadmodule "xlog.so"
loadmodule "auth.so"
loadmodule "htable.so"
loadmodule "pike.so"
loadmodule "dialog.so"
loadmodule "xhttp.so"
loadmodule "xhttp_prom.so"

modparam("tm", "fr_timer", 2000)
modparam("tm", "fr_inv_timer", {FR_INV_SECONDS * 1000})
modparam("usrloc", "db_mode", 0)
modparam("usrloc", "timer_interval", 2)
modparam("registrar", "min_expires", 5)
modparam("registrar", "max_expires", 3600)
modparam("auth", "secret", "thermaikos-nonce-secret")
modparam("htable", "htable", "subscriber=>size=6;")
modparam("htable", "htable", "ipban=>size=8;autoexpire=86400;")
modparam("pike", "sampling_time_unit", 2)
modparam("pike", "reqs_density_per_unit", 16)
modparam("pike", "remove_latency", 4)
modparam("dialog", "default_timeout", 3600)
modparam("xhttp_prom", "xhttp_prom_stats", "all")
modparam("xhttp_prom", "xhttp_prom_timeout", 0)
modparam("xhttp_prom", "prom_counter", "name=registrations_total; label=transport:vendor")
modparam("xhttp_prom", "prom_counter", "name=auth_failures_total; label=user")
modparam("xhttp_prom", "prom_counter", "name=call_outcomes_total; label=outcome")
modparam("xhttp_prom", "prom_counter", "name=blocked_requests_total; label=reason")
modparam("xhttp_prom", "prom_gauge", "name=banned_addresses")
modparam("xhttp_prom", "prom_histogram", "name=call_setup_ms; buckets=500:1500:2500:4000:8000")

event_route[htable:mod-init] {{
{passwords}}}

request_route {{
  # flood detection from one address and a ban of a day; the proxy's own address is trusted
  if (src_ip != myself) {{
    if ($sht(ipban=>$si) != $null) {{
      prom_counter_inc("blocked_requests_total", "1", "banned");
      exit;
    }}
    if (!pike_check_req()) {{
      xlog("L_ALERT", "pike blocking $rm from $fu (IP:$si:$sp)\\n");
      $sht(ipban=>$si) = 1;
      prom_counter_inc("blocked_requests_total", "1", "flood");
      exit;
    }}
  }}
  if ($ua =~ "friendly-scanner|sipcli|VaxSIPUserAgent") {{
    prom_counter_inc("blocked_requests_total", "1", "scanner");
    exit;
  }}
  if (!mf_process_maxfwd_header("10")) {{
    sl_send_reply("483", "Too Many Hops");
    exit;
  }}
  if (is_method("OPTIONS") && uri == myself && $rU == $null) {{
    sl_send_reply("200", "Keepalive");
    exit;
  }}
  if (has_totag()) {{
    if (loose_route()) {{
      t_relay();
      exit;
    }}
    if (is_method("ACK")) {{
      if (t_check_trans()) {{
        t_relay();
      }}
      exit;
    }}
    sl_send_reply("404", "Not here");
    exit;
  }}
  if (is_method("CANCEL")) {{
    if (t_check_trans()) {{
      t_relay();
    }}
    exit;
  }}
  t_check_trans();
  if (is_method("REGISTER")) {{
    route(AUTH);
    if (!save("location")) {{
      sl_reply_error();
      exit;
    }}
    prom_counter_inc("registrations_total", "1", "$pr", "$(ua{{s.select,0, }})");
    exit;
  }}
  if (is_method("INVITE")) {{
    route(AUTH);
    route(CALL);
  }}
  sl_send_reply("405", "Method Not Allowed");
}}

route[AUTH] {{
  if (!pv_auth_check("$fd", "$sht(subscriber=>$fU)", "0", "1")) {{
    if ($rc == -2) {{
      prom_counter_inc("auth_failures_total", "1", "$fU");
    }}
    auth_challenge("$fd", "0");
    exit;
  }}
  consume_credentials();
}}

route[CALL] {{
  record_route();
  if (!lookup("location")) {{
    if ($sht(subscriber=>$rU) != $null) {{
      prom_counter_inc("call_outcomes_total", "1", "offline");
      sl_send_reply("480", "Temporarily Unavailable");
    }} else {{
      prom_counter_inc("call_outcomes_total", "1", "unknown_number");
      sl_send_reply("404", "Not Found");
    }}
    exit;
  }}
  dlg_manage();
  $avp(setup_s) = $TV(sn);
  $avp(setup_u) = $TV(un);
  t_on_reply("CALL_REPLY");
  t_on_failure("CALL_FAILED");
  if (!t_relay()) {{
    sl_reply_error();
  }}
  exit;
}}

onreply_route[CALL_REPLY] {{
  if ($rs == 200) {{
    $var(ms) = ($TV(sn) - $avp(setup_s)) * 1000 + ($TV(un) - $avp(setup_u)) / 1000;
    prom_histogram_observe("call_setup_ms", "$var(ms)");
    prom_counter_inc("call_outcomes_total", "1", "answered");
  }}
}}

failure_route[CALL_FAILED] {{
  if (t_check_status("486")) {{
    prom_counter_inc("call_outcomes_total", "1", "busy");
  }} else if (t_check_status("408")) {{
    prom_counter_inc("call_outcomes_total", "1", "no_answer");
  }}
}}

event_route[xhttp:request] {{
  if ($Rp != {http_port} || $(hu{{s.substr,0,8}}) != "/metrics") {{
    xhttp_reply("404", "Not Found", "text/plain", "not found\\n");
    exit;
  }}
  prom_gauge_set("banned_addresses", "$shtcn(ipban=>~~.)");
  prom_dispatch();
}}
"""
    )
    return config


def command(kamailio: str, config: Path) -> list[str]:
    """Kamailio in the foreground (``-DD``), logging to its standard error, its pid and runtime files beside the
    configuration."""
    directory = config.parent
    return [kamailio, "-f", str(config), "-DD", "-E", "-m", "64", "-M", "8",
            "-P", str(directory / "kamailio.pid"), "-Y", str(directory)]  # fmt: skip


# ---------------------------------------------------------------- SIP


def _branch() -> str:
    return "z9hG4bK" + uuid.uuid4().hex[:16]


def _tag() -> str:
    return uuid.uuid4().hex[:10]


@dataclass
class Message:
    first: str
    headers: list[tuple[str, str]]
    body: bytes

    @property
    def status(self) -> int:
        return int(self.first.split()[1]) if self.first.startswith("SIP/2.0") else 0

    @property
    def method(self) -> str:
        return self.first.split()[0]

    def get(self, name: str) -> str:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return ""

    def all(self, name: str) -> list[str]:
        return [value for key, value in self.headers if key.lower() == name.lower()]


def parse(data: bytes) -> Message:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode(errors="replace").split("\r\n")
    headers = []
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.append((name.strip(), value.strip()))
    return Message(lines[0], headers, body)


def render(first: str, headers: list[tuple[str, str]], body: bytes = b"") -> bytes:
    text = first + "\r\n" + "".join(f"{name}: {value}\r\n" for name, value in headers)
    return (text + f"Content-Length: {len(body)}\r\n\r\n").encode() + body


def _digest(ext: str, secret: str, method: str, uri: str, challenge: str) -> str:
    fields = dict(re.findall(r'(\w+)="?([^",]*)"?', challenge))
    realm, nonce = fields["realm"], fields["nonce"]
    ha1 = hashlib.md5(f"{ext}:{realm}:{secret}".encode()).hexdigest()
    ha2 = hashlib.md5(f"{method}:{uri}".encode()).hexdigest()
    response = hashlib.md5(f"{ha1}:{nonce}:{ha2}".encode()).hexdigest()
    return (
        f'Digest username="{ext}", realm="{realm}", nonce="{nonce}", uri="{uri}", response="{response}", algorithm=MD5'
    )


def _sdp(port: int) -> bytes:
    return (
        "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\n"
        f"m=audio {port} RTP/AVP 8 0 101\r\na=rtpmap:8 PCMA/8000\r\na=rtpmap:101 telephone-event/8000\r\n"
    ).encode()


class Phone:
    """A SIP user agent over UDP or TCP talking to the proxy: it sends requests and waits for their final answers,
    and answers the calls and requests the proxy sends it."""

    def __init__(self, ext: str, transport: str, agent: str, proxy: int, answer: float | str = "ring",
                 source: str = "127.0.0.1", secret: str | None = None) -> None:  # fmt: skip
        self.ext, self.transport, self.agent, self.answer = ext, transport, agent, answer
        self.secret = password(ext) if secret is None and ext.isdigit() else (secret or "")
        self.proxy = ("127.0.0.1", proxy)
        if transport == "tcp":
            self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self.sock.bind((source, 0))
            self.sock.connect(self.proxy)
        else:
            self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            self.sock.bind((source, 0))
        self.host, self.port = self.sock.getsockname()[:2]
        self.lock = threading.Lock()
        self.waiting: dict[tuple[str, str], queue.Queue[Message]] = {}
        self.ringing: dict[str, Message] = {}  # Call-ID: the INVITE not answered yet
        self.cseq = itertools.count(1)
        self.call_id = uuid.uuid4().hex  # the registration's, kept across refreshes
        self.tag = _tag()
        threading.Thread(target=self._read, daemon=True).start()

    # -- the wire

    def send(self, data: bytes) -> None:
        with self.lock:
            if self.transport == "tcp":
                self.sock.sendall(data)
            else:
                self.sock.sendto(data, self.proxy)

    def _messages(self) -> Iterator[Message]:
        if self.transport == "udp":
            while True:
                data, _ = self.sock.recvfrom(65535)
                yield parse(data)
        buffer = b""
        while True:
            while b"\r\n\r\n" not in buffer:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return
                buffer += chunk
            head, _, rest = buffer.partition(b"\r\n\r\n")
            length = int(m.group(1)) if (m := re.search(rb"(?im)^(?:content-length|l)\s*:\s*(\d+)", head)) else 0
            while len(rest) < length:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return
                rest += chunk
            yield parse(head + b"\r\n\r\n" + rest[:length])
            buffer = rest[length:]

    def _read(self) -> None:
        with contextlib.suppress(OSError):
            for message in self._messages():
                if message.status:
                    key = (message.get("Call-ID"), message.get("CSeq"))
                    waiter = self.waiting.get(key)
                    if waiter is not None:
                        waiter.put(message)
                else:
                    self._answer(message)

    # -- as a caller

    def via(self, branch: str) -> str:
        return f"SIP/2.0/{self.transport.upper()} {self.host}:{self.port};branch={branch};rport"

    def contact(self) -> str:
        return f"<sip:{self.ext}@{self.host}:{self.port};transport={self.transport}>"

    def transact(self, first: str, headers: list[tuple[str, str]], body: bytes = b"") -> Message | None:
        """Send a request and wait for its final answer (None when none came)."""
        key = (dict(headers)["Call-ID"], dict(headers)["CSeq"])
        waiter: queue.Queue[Message] = queue.Queue()
        self.waiting[key] = waiter
        try:
            self.send(render(first, headers, body))
            deadline = time.monotonic() + READ_SECONDS
            while (left := deadline - time.monotonic()) > 0:
                try:
                    answer = waiter.get(timeout=left)
                except queue.Empty:
                    return None
                if answer.status >= 200:
                    return answer
            return None
        finally:
            self.waiting.pop(key, None)

    def register(self, expires: int = EXPIRES, secret: str | None = None) -> int:
        """A registration: challenged, then sent again with the credentials; the final status (0: no answer)."""
        uri = f"sip:{DOMAIN}"
        authorization: list[tuple[str, str]] = []
        answer = None
        for _ in range(2):
            cseq = next(self.cseq)
            headers = [("Via", self.via(_branch())), ("Max-Forwards", "70"),
                       ("From", f"<sip:{self.ext}@{DOMAIN}>;tag={self.tag}"), ("To", f"<sip:{self.ext}@{DOMAIN}>"),
                       ("Call-ID", self.call_id), ("CSeq", f"{cseq} REGISTER"), ("Contact", self.contact()),
                       ("Expires", str(expires)), ("User-Agent", self.agent), *authorization]  # fmt: skip
            answer = self.transact(f"REGISTER {uri} SIP/2.0", headers)
            if answer is None or answer.status != 401:
                break
            key = self.secret if secret is None else secret
            authorization = [("Authorization", _digest(self.ext, key, "REGISTER", uri, answer.get("WWW-Authenticate")))]
        return answer.status if answer is not None else 0

    def options(self) -> None:
        headers = [("Via", self.via(_branch())), ("Max-Forwards", "70"),
                   ("From", f"<sip:{self.ext}@{DOMAIN}>;tag={_tag()}"), ("To", f"<sip:{DOMAIN}>"),
                   ("Call-ID", uuid.uuid4().hex), ("CSeq", "1 OPTIONS"), ("User-Agent", self.agent)]  # fmt: skip
        self.transact(f"OPTIONS sip:{DOMAIN} SIP/2.0", headers)

    def call(self, callee: str) -> int:
        """Call ``callee``: challenged, the INVITE sent again with credentials, and, when answered, acknowledged and
        hung up at once; the final status (0: no answer)."""
        uri = f"sip:{callee}@{DOMAIN}"
        call_id, tag = uuid.uuid4().hex, _tag()
        sdp = _sdp(40000 + int(self.ext))
        authorization: list[tuple[str, str]] = []
        answer: Message | None = None
        for cseq in (1, 2):
            branch = _branch()
            headers = [("Via", self.via(branch)), ("Max-Forwards", "70"),
                       ("From", f"<sip:{self.ext}@{DOMAIN}>;tag={tag}"), ("To", f"<{uri}>"), ("Call-ID", call_id),
                       ("CSeq", f"{cseq} INVITE"), ("Contact", self.contact()), ("User-Agent", self.agent),
                       ("Content-Type", "application/sdp"), *authorization]  # fmt: skip
            answer = self.transact(f"INVITE {uri} SIP/2.0", headers, sdp)
            if answer is None:
                return 0
            if answer.status >= 300:  # a negative answer is acknowledged hop by hop, on the INVITE's branch
                ack = [("Via", self.via(branch)), ("Max-Forwards", "70"),
                       ("From", f"<sip:{self.ext}@{DOMAIN}>;tag={tag}"), ("To", answer.get("To")),
                       ("Call-ID", call_id), ("CSeq", f"{cseq} ACK")]  # fmt: skip
                self.send(render(f"ACK {uri} SIP/2.0", ack))
            if answer.status != 407:
                break
            challenge = answer.get("Proxy-Authenticate")
            authorization = [("Proxy-Authorization", _digest(self.ext, self.secret, "INVITE", uri, challenge))]
        if answer is None or answer.status != 200:
            return answer.status if answer is not None else 0
        target = answer.get("Contact").strip("<>").split(">")[0]
        routes = [route for value in reversed(answer.all("Record-Route")) for route in value.split(",")]
        dialog = [("Max-Forwards", "70"), ("From", f"<sip:{self.ext}@{DOMAIN}>;tag={tag}"), ("To", answer.get("To")),
                  ("Call-ID", call_id), *(("Route", route.strip()) for route in routes)]  # fmt: skip
        self.send(render(f"ACK {target} SIP/2.0", [("Via", self.via(_branch())), *dialog, ("CSeq", "2 ACK")]))
        bye = [("Via", self.via(_branch())), *dialog, ("CSeq", "3 BYE"), ("User-Agent", self.agent)]
        self.transact(f"BYE {target} SIP/2.0", bye)
        return 200

    # -- as a callee

    def reply(self, request: Message, status: int, reason: str, to_tag: str = "", body: bytes = b"") -> None:
        headers = [("Via", via) for via in request.all("Via")]
        to = request.get("To")
        if to_tag and ";tag=" not in to:
            to += f";tag={to_tag}"
        headers += [("From", request.get("From")), ("To", to), ("Call-ID", request.get("Call-ID")),
                    ("CSeq", request.get("CSeq"))]  # fmt: skip
        if request.method == "INVITE" and status < 300:
            headers += [("Record-Route", route) for route in request.all("Record-Route")]
            headers += [("Contact", self.contact())]
        if body:
            headers.append(("Content-Type", "application/sdp"))
        headers.append(("User-Agent", self.agent))
        self.send(render(f"SIP/2.0 {status} {reason}", headers, body))

    def _answer(self, request: Message) -> None:
        method = request.method
        if method == "ACK":
            return
        if method == "INVITE":
            to_tag = _tag()
            if self.answer == "busy":
                self.reply(request, 486, "Busy Here", to_tag)
                return
            self.reply(request, 180, "Ringing", to_tag)
            if self.answer == "ring":
                self.ringing[request.get("Call-ID")] = request
                return
            delay = float(self.answer)
            body = _sdp(40000 + int(self.ext))
            threading.Timer(delay, self.reply, (request, 200, "OK", to_tag, body)).start()
            return
        if method == "CANCEL":
            self.reply(request, 200, "OK")
            invite = self.ringing.pop(request.get("Call-ID"), None)
            if invite is not None:
                self.reply(invite, 487, "Request Terminated", _tag())
            return
        self.reply(request, 200, "OK")  # BYE, OPTIONS


# ---------------------------------------------------------------- the contact centre


def _raw(source: str, agent: str, method: str, user: str) -> bytes:
    """A request from a scanner or the intercom (no answer is awaited)."""
    branch = _branch()
    uri = f"sip:{user}@{DOMAIN}" if method == "REGISTER" else f"sip:{DOMAIN}"
    headers = [("Via", f"SIP/2.0/UDP {source}:5060;branch={branch};rport"), ("Max-Forwards", "70"),
               ("From", f"<sip:{user}@{DOMAIN}>;tag={_tag()}"), ("To", f"<sip:{user}@{DOMAIN}>"),
               ("Call-ID", uuid.uuid4().hex), ("CSeq", f"1 {method}"), ("User-Agent", agent)]  # fmt: skip
    if method == "REGISTER":
        headers.append(("Contact", f"<sip:{user}@{source}:5060>"))
    return render(f"{method} {uri} SIP/2.0", headers)


def _in_thread(function: Callable[..., object], *arguments: object) -> None:
    def guarded() -> None:
        with contextlib.suppress(OSError, ValueError, KeyError):
            function(*arguments)

    threading.Thread(target=guarded, daemon=True).start()


def run(ports: dict[str, int]) -> None:
    proxy = ports["sip"]
    devices = [Phone(d.ext, d.transport, d.agent, proxy, d.answer) for d in DEVICES]
    for device in devices:
        device.register()
    night = Phone(NIGHT_SHIFT, "udp", DESK, proxy)
    night.register()
    night.register(0)  # the night shift over, its phone logged off
    training = Phone(UNPLUGGED, "udp", RECEPTION, proxy)
    training.register(UNPLUGGED_EXPIRES)  # then unplugged: its registration runs out
    lobby = Phone(LOBBY, "udp", RECEPTION, proxy, secret=OLD_PASSWORD)
    guesser = Phone(GUESSED, "udp", DESK, proxy, source=GUESSER, secret="guess")
    scanner = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    scanner.bind((SCANNER, 0))
    intercom = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    intercom.bind((INTERCOM, 0))
    by_ext = {device.ext: device for device in devices if device.transport == "udp"}
    softphones = {device.ext: device for device in devices if device.transport == "tcp"}
    agents = [by_ext[str(ext)] for ext in range(100, 108)]
    vendors: dict[str, list[Phone]] = {}
    for device in devices:
        vendors.setdefault(device.agent, []).append(device)
    for tick in paced_ticks(1.0):
        for group in vendors.values():  # a Yealink, a Grandstream and a Zoiper refreshing their registrations
            _in_thread(group[tick % len(group)].register)
        for n in range(4):
            _in_thread(devices[(tick * 4 + n) % len(devices)].options)
        caller = agents[tick % len(agents)]
        callee = agents[(tick + 1) % len(agents)]
        _in_thread(caller.call, callee.ext)  # answered after a second
        supervisor = ("202", "203")[tick % 2]
        _in_thread(softphones[supervisor].call, "203" if supervisor == "202" else "202")  # after two seconds
        _in_thread(agents[(tick + 5) % len(agents)].call, "201")  # the softphone answers after three
        _in_thread(agents[(tick + 2) % len(agents)].call, "108")  # busy
        _in_thread(agents[(tick + 4) % len(agents)].call, "120")  # no answer
        _in_thread(agents[(tick + 6) % len(agents)].call, UNKNOWN_NUMBER)
        _in_thread(agents[(tick + 7) % len(agents)].call, NIGHT_SHIFT)
        _in_thread(lobby.register)  # its old password, refused
        for _ in range(2):
            _in_thread(guesser.register)
        for n in range(5):
            method = "OPTIONS" if n < 3 else "REGISTER"
            scanner.sendto(_raw(SCANNER, "friendly-scanner", method, str(100 + (tick + n) % 50)),
                           ("127.0.0.1", proxy))  # fmt: skip
        for _ in range(FLOOD):
            intercom.sendto(_raw(INTERCOM, "2N IP Verso 2.38", "OPTIONS", "yard-door"), ("127.0.0.1", proxy))


def main(argv: list[str]) -> None:
    run(json.loads(argv[1]))


if __name__ == "__main__":
    main(sys.argv)
