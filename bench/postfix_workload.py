"""A busy Postfix mail gateway for the live PromQL estate's Postfix exporter: a mail-order bookseller's mail.

Marlow & Finch sell books by mail order from Hay-on-Wye; all their mail passes one Postfix 3.7 gateway,
``mx1.marlowfinch.example``, a temporary instance of its own: :func:`write` writes its configuration directory, queue
and data directories, log file, TLS certificate, SASL password database and pipe scripts under one directory, and
:func:`command` runs this file as the guardian of its ``master`` (:func:`guard`), which runs in the foreground as the
leader of a session of its own, so that stopping it stops every Postfix daemon it started. Postfix's master runs only
as root; its daemons run as ``postfix`` and its pipes as ``nobody``. ``prometheus-postfix-exporter`` reads the queue
through the ``showq`` socket and follows the gateway's log file (``maillog_file``, written by ``postlogd``).

The gateway listens on two loopback ports: ``smtp`` (the MX, where the internet and the shop's own application servers
deliver; relaying only for ``mynetworks``, 127.0.1.0/24) and ``submission`` (staff and the CRM, SASL authentication
required, PLAIN or LOGIN, against a Cyrus ``sasldb``). Both offer STARTTLS with a self-signed certificate. The MX
refuses recipients it has no mailbox for (550), relaying for strangers (554), a blocked sender (554) and a greylisted
network (450), and its header check rejects a spam subject after DATA and holds a phishing subject in the hold queue.
Mail for ``marlowfinch.example`` mailboxes goes over LMTP to the mailbox server (Dovecot's place, played by this file:
:data:`LMTP_SECONDS` an answer), mail to ``support@`` through the ``helpdesk`` pipe into the ticketing system
(:data:`HELPDESK_SECONDS` a message), bounces to ``bounces@`` through the ``bounceproc`` pipe into the newsletter tool,
and mail for customers to their providers' MX hosts, each played by a small SMTP server this file runs on a port of its
own:

* ``bigmx``: the big mailbox providers (``mailbox.example``, ``inbox.example``, ``post.example``...), STARTTLS offered
  (Postfix's client uses it: an ``Untrusted`` TLS connection, the certificate being self-signed);
* ``slowmx``: ``slowisp.example``, which answers the end of each message after :data:`SLOW_SECONDS`;
* ``bouncemx``: ``gone.example``, which rejects every recipient (550 5.1.1 user unknown): Postfix bounces the message
  and sends a non-delivery notification to the sender;
* ``busymx``: ``busyisp.example``, which answers every recipient with 451 4.7.500 (server busy): the message waits
  in the deferred queue.

Running this file serves the mailbox server and the providers, waits for the gateway and the exporter, queues the
gateway's standing state (:data:`DEFERRED` order confirmations for ``busyisp.example``, deferred once and not tried
again for hours, and :data:`HELD` phishing messages of 25 KB put on hold), then sends mail at a fixed rhythm until it is
killed:

    python -m bench.postfix_workload PORTS_JSON ROOT

Each second, in five ticks (:data:`PER_TWO_SECONDS` lists two seconds' worth), every session on a connection of its
own, from a loopback address of its own (127.0.0.x for the internet, 127.0.1.x for the shop's servers, 127.0.2.x for
staff):

* from the internet to the MX: 8 messages of 12 KB for staff mailboxes (2 of them for two mailboxes; 4 over STARTTLS
  with TLS 1.3, 2 with TLS 1.2), 2 messages of 6 KB to ``support@``, 2 for mailboxes that do not exist (550), 3 relay
  attempts (554), 1 message from the blocked sender (554) and 1 from the greylisted network (450), 1 spam message
  rejected after DATA, 2 scanners that hang up after connecting and 1 that hangs up after EHLO;
* from the shop's servers (no authentication): 6 order confirmations of 8 KB, 1 invoice of 180 KB with its PDF and 1
  newsletter of 40 KB for 20 customers (13 at the big providers, 6 at ``slowisp.example``, 1 at ``gone.example``, so
  one bounce a second comes back to ``bounces@``);
* on the submission port, over STARTTLS (TLS 1.3): 1 message from the CRM (AUTH PLAIN) to a customer and 1 from a
  member of staff (AUTH LOGIN) to a colleague; and 1 password guess for ``admin`` (AUTH LOGIN, refused) from a bot that
  then hangs up.

That is 32 connections and 21 accepted messages a second (with the bounce, 21 messages queued for 42 recipients), 7
refused at RCPT (554 4, 550 2, 450 1), 8 TLS handshakes in and 9 out, 11 LMTP deliveries, 2 into the helpdesk and 1
into the newsletter tool. Postfix's daemons keep their usual ``postfix/<service>`` log names (the exporter parses no
other: a ``syslog_name`` of ``postfix/submission`` would hide the submission port's lines from it).

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.
"""

from __future__ import annotations

import base64
import contextlib
import itertools
import json
import shutil
import signal
import smtplib
import socket
import socketserver
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from bench.paced import paced_ticks
from bench.quiet_http import wait_for_port

TICK_SECONDS = 0.2
DOMAIN = "marlowfinch.example"
HOSTNAME = f"mx1.{DOMAIN}"
USER = "postfix"
# the gateway's ports, the mail servers this file plays, and the exporter's port (the workload waits for it)
PORTS = ("smtp", "submission", "lmtp", "bigmx", "slowmx", "bouncemx", "busymx")
MAILBOXES = ["alice.marlow", "tom.finch", "rhiannon.price", "gareth.lloyd", "megan.hughes", "owain.jones",
             "sian.evans", "dafydd.morgan", "accounts", "warehouse"]  # fmt: skip
PIPES = {"support": "helpdesk", "bounces": "bounceproc"}  # local address: the pipe service it is delivered through
BIG_PROVIDERS = ["mailbox.example", "inbox.example", "post.example", "webmail.example", "freemail.example",
                 "coldmail.example"]  # fmt: skip
LMTP_SECONDS = 0.02
HELPDESK_SECONDS = 0.25
SLOW_SECONDS = 0.4
DEFERRED = 30  # order confirmations for busyisp.example, deferred at the start
HELD = 12  # phishing messages held by the header check, queued at the start
SASL_USERS = {"crm": "crm-relay-7Kq2", "rhiannon.price": "Gwanwyn2024!"}
SPAM_SUBJECT = "Congratulations, you have won"
PHISH_SUBJECT = "Your account will be suspended"
NEWSLETTER_RECIPIENTS = 20
ORDER_BYTES, INVOICE_BYTES, NEWSLETTER_BYTES, INBOUND_BYTES, SUPPORT_BYTES = 8_000, 180_000, 40_000, 12_000, 6_000
CRM_BYTES, STAFF_BYTES, PHISH_BYTES = 10_000, 5_000, 25_000
# sessions of each kind every two seconds (see the module's docstring)
PER_TWO_SECONDS = {
    "inbound_tls13": 8, "inbound_tls12": 4, "inbound_two": 4, "support": 4, "unknown_user": 4, "relay_attempt": 6,
    "blocked_sender": 2, "greylisted": 2, "spam": 2, "order": 12, "invoice": 2, "newsletter": 2, "crm": 2, "staff": 2,
    "guess": 2, "scanner": 4, "scanner_ehlo": 2,
}  # fmt: skip


def _tool(name: str) -> str:
    """A command's path, looking in the system directories too (Postfix and the SASL tools install into /usr/sbin)."""
    return shutil.which(name) or shutil.which(name, path="/usr/sbin:/sbin") or name


def write(root: Path, ports: dict[str, int]) -> Path:
    """Write the gateway under ``root`` (``ports``: :data:`PORTS`) and return its configuration directory."""
    etc, spool, data = root / "etc", root / "spool", root / "data"
    sasl = etc / "sasl"  # where Debian's Postfix looks for smtpd.conf (cyrus_sasl_config_path is not honoured)
    for path in (etc, spool, data, sasl):
        path.mkdir(parents=True, exist_ok=True)
    maillog = root / "maillog"
    relay = f"[127.0.0.1]:{ports['bigmx']}"
    transports = [f"{{{domain}=smtp:{relay}}}" for domain in BIG_PROVIDERS]
    transports += [f"{{slowisp.example=smtp:[127.0.0.1]:{ports['slowmx']}}}",
                   f"{{gone.example=smtp:[127.0.0.1]:{ports['bouncemx']}}}",
                   f"{{busyisp.example=smtp:[127.0.0.1]:{ports['busymx']}}}"]  # fmt: skip
    transports += [f"{{{local}@{DOMAIN}={service}:}}" for local, service in PIPES.items()]
    mailboxes = " ".join(f"{{{name}@{DOMAIN}=ok}}" for name in [*MAILBOXES, *PIPES])
    (etc / "main.cf").write_text(
        main_cf_head(root, HOSTNAME, DOMAIN, "127.0.1.0/24")
        + f"""virtual_mailbox_domains = {DOMAIN}
virtual_mailbox_maps = inline:{{ {mailboxes} }}
virtual_transport = lmtp:inet:127.0.0.1:{ports["lmtp"]}
transport_maps = inline:{{ {" ".join(transports)} }}
smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = check_sender_access inline:{{ {{winners@prize-draw.example=REJECT Access denied}} }},
    check_client_access inline:{{ {{127.0.0.66=450 4.7.1 Greylisted, try again later}} }},
    reject_unlisted_recipient
header_checks = regexp:{etc}/header_checks
smtpd_tls_security_level = may
smtpd_tls_cert_file = {etc}/mx1.pem
smtpd_tls_key_file = {etc}/mx1.key
smtpd_tls_loglevel = 1
smtp_tls_security_level = may
smtp_tls_loglevel = 1
smtp_connection_cache_on_demand = no
lmtp_connection_cache_on_demand = no
smtpd_sasl_local_domain = {DOMAIN}
minimal_backoff_time = 4h
maximal_backoff_time = 8h
queue_run_delay = 4h
"""
    )
    (etc / "header_checks").write_text(
        f"/^Subject: {SPAM_SUBJECT}/ REJECT message content rejected\n/^Subject: {PHISH_SUBJECT}/ HOLD phishing\n"
    )
    services = master_services("lmtp      unix  -       -       n       -       -       lmtp")
    (etc / "master.cf").write_text(f"""127.0.0.1:{ports["smtp"]} inet n - n - - smtpd
127.0.0.1:{ports["submission"]} inet n - n - - smtpd
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_recipient_restrictions=permit_sasl_authenticated,reject
{services}helpdesk  unix  -       n       n       -       -       pipe
  flags=Rq user=nobody argv={root}/helpdesk.sh
bounceproc unix -       n       n       -       -       pipe
  flags=Rq user=nobody argv={root}/bounceproc.sh
""")
    for script, seconds in (("helpdesk.sh", HELPDESK_SECONDS), ("bounceproc.sh", 0.0)):
        path = root / script
        path.write_text(f"#!/bin/sh\n{'sleep ' + str(seconds) if seconds else ':'}\nexec cat >/dev/null\n")
        path.chmod(0o755)
    sasl_logins(sasl, DOMAIN, SASL_USERS)
    subprocess.run([_tool("openssl"), "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30", "-subj",
                    f"/CN={HOSTNAME}", "-keyout", str(etc / "mx1.key"), "-out", str(etc / "mx1.pem")],
                   check=True, capture_output=True)  # fmt: skip
    maillog.touch()
    hand_over(root, etc)  # (the pipes run as nobody)
    return etc


def hand_over(root: Path, etc: Path) -> None:
    """Let Postfix's daemons, which run as postfix, through the private temporary directory to ``root``, give them
    its data directory, its log and the SASL passwords, and have Postfix check the set-up in ``etc``."""
    for path in (root.parent, root):
        path.chmod(path.stat().st_mode | 0o011)
    for path in (root / "data", root / "maillog"):
        shutil.chown(path, USER, USER)
    sasldb = etc / "sasl" / "sasldb2"
    shutil.chown(sasldb, "root", USER)  # smtpd reads the passwords as postfix
    sasldb.chmod(0o640)
    subprocess.run([_tool("postfix"), "-c", str(etc), "check"], check=True, capture_output=True)


def main_cf_head(root: Path, hostname: str, domain: str, networks: str) -> str:
    """The lines every temporary Postfix here starts its main.cf with: its spool, data and log under ``root``, on
    loopback alone, trusting ``networks``, with no DNS, no aliases and no biff."""
    return f"""compatibility_level = 3.6
queue_directory = {root / "spool"}
data_directory = {root / "data"}
mail_owner = {USER}
setgid_group = postdrop
myhostname = {hostname}
mydomain = {domain}
myorigin = $mydomain
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = {networks}
maillog_file = {root / "maillog"}
maillog_file_prefixes = {root}
smtpd_banner = $myhostname ESMTP
smtpd_peername_lookup = no
smtp_host_lookup = native
disable_dns_lookups = yes
alias_maps =
alias_database =
biff = no
"""


def master_services(delivery: str) -> str:
    """The internal services of master.cf every temporary Postfix here runs, ``delivery`` (the line of the agent
    that delivers its mail: lmtp, virtual) among them."""
    return f"""pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
{delivery}
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
postlog   unix-dgram n  -       n       -       1       postlogd
"""


def sasl_logins(sasl: Path, domain: str, users: dict[str, str]) -> None:
    """Cyrus SASL's smtpd.conf in ``sasl`` and a password database there of ``users`` (name: password) in ``domain``,
    for the logins of a Postfix submission service."""
    (sasl / "smtpd.conf").write_text(
        f"pwcheck_method: auxprop\nauxprop_plugin: sasldb\nsasldb_path: {sasl}/sasldb2\nmech_list: PLAIN LOGIN\n"
    )
    for user, password in users.items():
        subprocess.run([_tool("saslpasswd2"), "-f", str(sasl / "sasldb2"), "-c", "-p", "-u", domain, user],
                       input=password.encode(), check=True, capture_output=True)  # fmt: skip


def command(master: str, config: Path) -> list[str]:
    """The gateway's command line: this file as the guardian of ``master`` (:func:`guard`)."""
    return [sys.executable, "-m", "bench.postfix_workload", "master", master, str(config)]


def guard(master: str, config: str) -> int:
    """Run ``master`` in the foreground (``-d``) as the leader of a session of its own, and stop it (it stops every
    daemon it started) when this process is told to stop. Postfix's master cannot be left to end with its parent by
    itself: it switches its effective user id now and then, which clears the kernel's parent-death signal."""
    child = subprocess.Popen([master, "-c", config, "-d"], start_new_session=True)

    def stop(signum: int, frame: object) -> None:
        child.terminate()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    return child.wait()


# ---------------------------------------------------------------- the mail servers this file plays


class _Session(socketserver.BaseRequestHandler):
    """One SMTP or LMTP session with one of the mail servers this file plays (:class:`_MailServer`)."""

    server: _MailServer

    def handle(self) -> None:
        kind, sock = self.server.kind, self.request
        stream = sock.makefile("rwb")
        stream.write(f"220 {kind}.example ESMTP\r\n".encode())
        stream.flush()
        recipients, secure = 0, False
        while line := stream.readline():
            verb = line[:4].upper()
            reply = b"250 2.0.0 Ok\r\n"
            if verb in (b"EHLO", b"LHLO", b"HELO"):
                offer = b"250-STARTTLS\r\n" if self.server.tls and not secure else b""
                reply = b"250-" + kind.encode() + b".example\r\n" + offer + b"250 8BITMIME\r\n"
            elif verb == b"STAR" and self.server.tls and not secure:
                stream.write(b"220 2.0.0 Ready to start TLS\r\n")
                stream.flush()
                sock = self.server.tls.wrap_socket(sock, server_side=True)
                stream, secure = sock.makefile("rwb"), True
                continue
            elif verb == b"RCPT":
                reply = self.server.rcpt_reply
                recipients += reply.startswith(b"250")
            elif verb == b"DATA":
                stream.write(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                stream.flush()
                while stream.readline() not in (b".\r\n", b""):
                    pass
                time.sleep(self.server.seconds)
                reply = b"250 2.0.0 Ok: queued\r\n" * (recipients if kind == "lmtp" else 1)
                recipients = 0
            elif verb == b"RSET":
                recipients = 0
            elif verb == b"QUIT":
                stream.write(b"221 2.0.0 Bye\r\n")
                stream.flush()
                return
            stream.write(reply)
            stream.flush()


class _MailServer(socketserver.ThreadingTCPServer):
    """A mail server this file plays: the mailbox server (LMTP) or a provider's MX host."""

    allow_reuse_address = True
    daemon_threads = True

    def __init__(self, port: int, kind: str, seconds: float, rcpt_reply: bytes, tls: ssl.SSLContext | None) -> None:
        self.kind, self.seconds, self.rcpt_reply, self.tls = kind, seconds, rcpt_reply, tls
        super().__init__(("127.0.0.1", port), _Session)

    def handle_error(self, request: object, client_address: object) -> None:
        """Stay quiet when the gateway hangs up early."""


# ---------------------------------------------------------------- the gateway's clients


def _message(sender: str, recipients: list[str], subject: str, size: int) -> bytes:
    """A plain-text message of about ``size`` bytes, its Subject the first header (the header checks see it first)."""
    head = f"Subject: {subject}\r\nFrom: {sender}\r\nTo: {', '.join(recipients[:3])}\r\n"
    head += "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
    line = b"Marlow & Finch, Hay-on-Wye: books by post since 1987.\r\n"
    return head.encode() + line * max(1, (size - len(head)) // len(line))


def _insecure(maximum: ssl.TLSVersion | None = None) -> ssl.SSLContext:
    """A client's TLS context that accepts the gateway's self-signed certificate."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    if maximum is not None:
        context.maximum_version = maximum
    return context


class Clients:
    """The gateway's clients: each call one session on a connection of its own, from a loopback address of its own."""

    def __init__(self, ports: dict[str, int]) -> None:
        self.ports = ports
        self.tls13, self.tls12 = _insecure(), _insecure(ssl.TLSVersion.TLSv1_2)

    def mail(
        self,
        source: str,
        sender: str,
        recipients: list[str],
        subject: str,
        size: int,
        *,
        port: str = "smtp",
        tls: ssl.SSLContext | None = None,
        login: tuple[str, str] | None = None,
    ) -> None:
        """One message over SMTP (a refused recipient or message is part of the traffic)."""
        with contextlib.suppress(smtplib.SMTPException, OSError):
            client = smtplib.SMTP("127.0.0.1", self.ports[port], local_hostname=f"client-{source}", timeout=30,
                                  source_address=(source, 0))  # fmt: skip
            try:
                if tls is not None:
                    client.starttls(context=tls)
                if login is not None:
                    mechanism, user = login
                    client.user, client.password = user, SASL_USERS[user.partition("@")[0]]
                    client.auth(mechanism, client.auth_plain if mechanism == "PLAIN" else client.auth_login)
                client.sendmail(sender, recipients, _message(sender, recipients, subject, size))
            finally:
                with contextlib.suppress(smtplib.SMTPException, OSError):
                    client.quit()

    def _dialogue(self, port: str, source: str, lines: list[bytes]) -> None:
        """Say ``lines`` one by one, each after the server's answer, then hang up without QUIT."""
        with contextlib.suppress(OSError):
            sock = socket.create_connection(("127.0.0.1", self.ports[port]), timeout=10, source_address=(source, 0))
            with sock, sock.makefile("rb") as answers:
                answers.readline()
                for line in lines:
                    sock.sendall(line)
                    while (answer := answers.readline())[3:4] == b"-":
                        pass
                    if not answer:
                        return

    def hang_up(self, source: str, after_ehlo: bool) -> None:
        """A port scanner: connect, perhaps say EHLO, and drop the connection."""
        self._dialogue("smtp", source, [b"EHLO scanner.example\r\n"] if after_ehlo else [])

    def guess_password(self, source: str, n: int) -> None:
        """A bot trying one password for ``admin`` on the submission port (AUTH LOGIN), then hanging up."""
        user, password = base64.b64encode(b"admin"), base64.b64encode(f"Summer{2000 + n % 25}!".encode())
        self._dialogue("submission", source, [b"EHLO bot.example\r\n", b"AUTH LOGIN " + user + b"\r\n",
                                              password + b"\r\n"])  # fmt: skip


def schedule(clients: Clients) -> list[list[Callable[[int], None]]]:
    """Two seconds of mail in ten ticks, each kind of session spread evenly over them (:data:`PER_TWO_SECONDS`); each
    callable is one session, given the running session number."""

    def inbound(tls: ssl.SSLContext | None, recipients: int) -> Callable[[int], None]:
        def act(n: int) -> None:
            to = [f"{MAILBOXES[(n + k) % len(MAILBOXES)]}@{DOMAIN}" for k in range(recipients)]
            clients.mail(f"127.0.0.{10 + n % 40}", f"customer{n % 97}@{BIG_PROVIDERS[n % 6]}", to,
                         f"Question about order {n}", INBOUND_BYTES, tls=tls)  # fmt: skip

        return act

    def support(n: int) -> None:
        clients.mail(f"127.0.0.{50 + n % 10}", f"reader{n % 53}@inbox.example", [f"support@{DOMAIN}"],
                     f"Where is my parcel? ({n})", SUPPORT_BYTES)  # fmt: skip

    def unknown_user(n: int) -> None:
        clients.mail("127.0.0.70", f"someone{n}@post.example", [f"jobs{n % 7}@{DOMAIN}"], "CV attached", 3_000)

    def relay_attempt(n: int) -> None:
        clients.mail("127.0.0.71", f"x{n}@spam.example", [f"victim{n}@mailbox.example"], "Cheap watches", 3_000)

    def blocked_sender(n: int) -> None:
        clients.mail("127.0.0.72", "winners@prize-draw.example", [f"tom.finch@{DOMAIN}"], "Claim now", 3_000)

    def greylisted(n: int) -> None:
        clients.mail("127.0.0.66", f"promo{n}@bulk.example", [f"megan.hughes@{DOMAIN}"], "Spring offer", 3_000)

    def spam(n: int) -> None:
        clients.mail("127.0.0.73", f"lottery{n}@spam.example", [f"accounts@{DOMAIN}"], SPAM_SUBJECT, 4_000)

    def order(n: int) -> None:
        clients.mail("127.0.1.10", f"orders@{DOMAIN}", [f"customer{n % 500}@{BIG_PROVIDERS[n % 6]}"],
                     f"Your order MF-{100000 + n} is confirmed", ORDER_BYTES)  # fmt: skip

    def invoice(n: int) -> None:
        clients.mail("127.0.1.11", f"accounts@{DOMAIN}", [f"customer{n % 500}@{BIG_PROVIDERS[(n + 1) % 6]}"],
                     f"Invoice INV-{50000 + n}", INVOICE_BYTES)  # fmt: skip

    def newsletter(n: int) -> None:
        to = [f"reader{n % 300 + k}@{BIG_PROVIDERS[k % 6]}" for k in range(13)]
        to += [f"reader{n % 300 + k}@slowisp.example" for k in range(6)]
        to.append(f"reader{n % 300}@gone.example")
        clients.mail("127.0.1.12", f"bounces@{DOMAIN}", to, "New this week: spring titles", NEWSLETTER_BYTES)

    def crm(n: int) -> None:
        clients.mail("127.0.2.20", f"crm@{DOMAIN}", [f"customer{n % 500}@{BIG_PROVIDERS[(n + 2) % 6]}"],
                     "A note from your account manager", CRM_BYTES, port="submission", tls=clients.tls13,
                     login=("PLAIN", f"crm@{DOMAIN}"))  # fmt: skip

    def staff(n: int) -> None:
        clients.mail("127.0.2.21", f"rhiannon.price@{DOMAIN}", [f"{MAILBOXES[n % 8]}@{DOMAIN}"], "Stock take",
                     STAFF_BYTES, port="submission", tls=clients.tls13,
                     login=("LOGIN", f"rhiannon.price@{DOMAIN}"))  # fmt: skip

    def guess(n: int) -> None:
        clients.guess_password("127.0.0.99", n)

    def scanner(n: int) -> None:
        clients.hang_up(f"127.0.0.{200 + n % 20}", after_ehlo=False)

    def scanner_ehlo(n: int) -> None:
        clients.hang_up(f"127.0.0.{230 + n % 20}", after_ehlo=True)

    sessions = {
        "inbound_tls13": inbound(clients.tls13, 1), "inbound_tls12": inbound(clients.tls12, 1),
        "inbound_two": inbound(None, 2), "support": support, "unknown_user": unknown_user,
        "relay_attempt": relay_attempt, "blocked_sender": blocked_sender, "greylisted": greylisted, "spam": spam,
        "order": order, "invoice": invoice, "newsletter": newsletter, "crm": crm, "staff": staff, "guess": guess,
        "scanner": scanner, "scanner_ehlo": scanner_ehlo,
    }  # fmt: skip
    batches: list[list[Callable[[int], None]]] = [[] for _ in range(10)]
    for k, (kind, count) in enumerate(PER_TWO_SECONDS.items()):
        for i in range(count):
            batches[(k + i * 10 // count) % 10].append(sessions[kind])
    return batches


def standing_state(clients: Clients) -> None:
    """What the gateway holds before the steady traffic starts: order confirmations for busyisp.example, deferred
    once (the provider answers every recipient with a 451) and not tried again for hours, and phishing messages held
    by the header check."""
    for n in range(DEFERRED):
        clients.mail("127.0.1.10", f"orders@{DOMAIN}", [f"customer{n}@busyisp.example"],
                     f"Your order MF-{90000 + n} is confirmed", ORDER_BYTES)  # fmt: skip
    for n in range(HELD):
        clients.mail(f"127.0.0.{120 + n}", f"security{n}@bank-alerts.example", [f"{MAILBOXES[n % 8]}@{DOMAIN}"],
                     PHISH_SUBJECT, PHISH_BYTES)  # fmt: skip


def serve(ports: dict[str, int], root: Path) -> None:
    """Run the mailbox server and the providers' MX hosts, each in a thread of its own."""
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(root / "etc" / "mx1.pem", root / "etc" / "mx1.key")
    ok = b"250 2.1.5 Ok\r\n"
    busy = b"451 4.7.500 Server busy. Please try again later\r\n"
    unknown = b"550 5.1.1 Recipient address rejected: User unknown\r\n"
    servers = [
        _MailServer(ports["lmtp"], "lmtp", LMTP_SECONDS, ok, None),
        _MailServer(ports["bigmx"], "bigmx", 0.0, ok, tls),
        _MailServer(ports["slowmx"], "slowmx", SLOW_SECONDS, ok, None),
        _MailServer(ports["bouncemx"], "bouncemx", 0.0, unknown, None),
        _MailServer(ports["busymx"], "busymx", 0.0, busy, None),
    ]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()


def run(ports: dict[str, int], root: Path) -> None:
    """Serve the mail servers, wait for the gateway and the exporter, queue the standing state, then send mail at a
    fixed rhythm until killed."""
    serve(ports, root)
    wait_for_port(ports["smtp"])
    wait_for_port(ports["exporter"])
    clients = Clients(ports)
    standing_state(clients)
    batches = schedule(clients)
    sessions = itertools.count()
    for tick in paced_ticks(TICK_SECONDS):
        for act in batches[tick % len(batches)]:
            threading.Thread(target=act, args=(next(sessions),), daemon=True).start()


if __name__ == "__main__":
    if sys.argv[1] == "master":
        sys.exit(guard(sys.argv[2], sys.argv[3]))
    run({name: int(port) for name, port in json.loads(sys.argv[1]).items()}, Path(sys.argv[2]))
