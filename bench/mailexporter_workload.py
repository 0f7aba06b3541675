"""A mail platform probed end to end for the live PromQL estate's mail exporter: a Tromsø web host's mail service.

Nordlys Webhotell AS, a web host in Tromsø, runs the mail of its customers' domains on one Postfix 3.7 server,
``mx1.nordlys.example``, a temporary instance of its own: :func:`write` writes its configuration directory, queue and
data directories, log file, TLS certificate, SASL password database and the virtual mailboxes (Maildirs, owned by
``nobody``) under one directory, and the configuration of ``prometheus-mailexporter`` (``mailexporter``), which
proves every second that mail gets through: each of its probes hands a probe mail (its body a token, the time it was
sent and the probe's name) to one of Postfix's listeners over SMTP every :data:`INTERVAL` and watches the ``new``
directory of one Maildir (inotify) for it to arrive within :data:`TIMEOUT`. Postfix's master runs only as root and is
guarded by :func:`bench.postfix_workload.guard`; its daemons run as ``postfix``, and its ``virtual`` delivery agent
writes the Maildirs as ``nobody`` (a link from ``tmp`` into ``new``: an inotify create event).

The listeners, all on loopback ports of their own: ``mx1`` (the primary MX), ``mx2`` (the backup MX, which tarpits
every client for :data:`TARPIT_SECONDS` before it answers the recipient: Postfix's ``sleep`` restriction),
``submission`` (SASL authentication required, PLAIN, against a Cyrus ``sasldb``; no TLS offered),
``submission_v2`` (the new submission listener, being readied with a self-signed certificate: it offers STARTTLS,
which the exporter takes up and then refuses the certificate), and ``reinject`` (where the spam scanner and the list
server hand mail back, trusted, no filter). Mail for ``fjellbakeriet.example`` (a bakery that bought the spam-filter
add-on) goes through the spam scanner (``scanner``, an amavis stand-in this file plays: it holds the SMTP session for
:data:`SCANNER_SECONDS`, re-injects the message with its verdict headers and then accepts it); mail for
``lists.nordlys.example`` goes to the list server (``lists``, a Mailman stand-in this file plays: it accepts at once
and sends the message to the list's one member :data:`LIST_SECONDS` later, past the exporter's timeout); mail for
``fjordnett.example`` (a partner ISP whose mailbox forwards the outbound probe back) goes to its MX (``partner``,
played by this file), which answers every recipient with 451: the message waits in the deferred queue and never comes
back.

The probes (:data:`PROBES`), each every :data:`INTERVAL` (two a second):

* ``mx1``: through the primary MX to a mailbox of Nordlys's own: delivered in a few tens of milliseconds;
* ``mx2``: through the backup MX: handed over in just over a second (the tarpit), delivered at once;
* ``submission``: authenticated submission (the probe account): delivered at once;
* ``webmail``: authenticated submission with the webmail's account, whose password was changed on the server but not
  in the exporter's configuration: every attempt refused (535), a send failure;
* ``submission-v2``: the new submission listener: STARTTLS with an untrusted certificate, a send failure;
* ``spamfilter``: through the primary MX to the bakery's mailbox, via the spam scanner: delivered in about 1.6 s;
* ``mailinglist``: through the primary MX to the operations list, expanded by the list server: delivered after about
  4.6 s, late (the exporter counts it in ``mail_late_mails_total`` and reports the probe failed);
* ``outbound``: authenticated submission to the partner's mailbox that should forward it back: never arrives.

That is 16 probe attempts a second, 4 of them failing at hand-over, 10 probe mails arriving a second (2 of them
late) and 2 deferred. The exporter has no metric for a probe's configured target: ``mail_deliver_success`` is 1 for
``mx1``, ``mx2``, ``submission`` and ``spamfilter``, 0 for ``mailinglist`` and ``outbound``, and absent for the two
probes that never hand a mail over.

Running this file serves the spam scanner, the list server and the partner's MX until it is killed (standard library
only, in a process of its own):

    python -m bench.mailexporter_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import json
import pwd
import shutil
import smtplib
import socketserver
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from bench import postfix_workload

DOMAIN = "nordlys.example"
HOSTNAME = f"mx1.{DOMAIN}"
CUSTOMER = "fjellbakeriet.example"  # the bakery with the spam-filter add-on
LISTS = f"lists.{DOMAIN}"
PARTNER = "fjordnett.example"
MAILBOX_OWNER = "nobody"  # the virtual delivery agent's user and group for every Maildir
# Postfix's listeners, the servers this file plays, and the exporter's port
PORTS = ("mx1", "mx2", "submission", "submission_v2", "reinject", "scanner", "lists", "partner")
INTERVAL = "500ms"  # the exporter's monitoring interval: each probe sends twice a second
TIMEOUT = "3s"  # the exporter's mail check timeout
TARPIT_SECONDS = 1
SCANNER_SECONDS = 1.6
LIST_SECONDS = 4.6
SASL_USERS = {"probe": "Nordlys-Probe-2024", "webmail": "Webmail-Rotated-0611"}
STALE_WEBMAIL_PASSWORD = "Webmail-2023-Aurora"  # what the exporter's configuration still holds
LIST_ADDRESS = f"driftsvarsel@{LISTS}"
LIST_MEMBER = f"probe-list@{DOMAIN}"
SENDER = f"mailprobe@{DOMAIN}"


@dataclass(frozen=True)
class Probe:
    """One of the exporter's probes: the listener it hands its mail to, the account it logs in with (none on the
    MX), the address it writes to and the mailbox (relative to the mailbox base) its mail should arrive in."""

    port: str
    login: str | None
    password: str | None
    to: str
    mailbox: str


PROBES = {
    "mx1": Probe("mx1", None, None, f"probe-mx1@{DOMAIN}", f"{DOMAIN}/probe-mx1"),
    "mx2": Probe("mx2", None, None, f"probe-mx2@{DOMAIN}", f"{DOMAIN}/probe-mx2"),
    "submission": Probe("submission", "probe", SASL_USERS["probe"], f"probe-submission@{DOMAIN}",
                        f"{DOMAIN}/probe-submission"),
    "webmail": Probe("submission", "webmail", STALE_WEBMAIL_PASSWORD, f"probe-webmail@{DOMAIN}",
                     f"{DOMAIN}/probe-webmail"),
    "submission-v2": Probe("submission_v2", "probe", SASL_USERS["probe"], f"probe-v2@{DOMAIN}", f"{DOMAIN}/probe-v2"),
    "spamfilter": Probe("mx1", None, None, f"probe@{CUSTOMER}", f"{CUSTOMER}/probe"),
    "mailinglist": Probe("mx1", None, None, LIST_ADDRESS, f"{DOMAIN}/probe-list"),
    "outbound": Probe("submission", "probe", SASL_USERS["probe"], f"nordlys-probe@{PARTNER}",
                      f"{DOMAIN}/probe-return"),
}  # fmt: skip
# what the exporter shows once every probe has run a while (the SETTLED condition of live_prometheus)
DELIVERING = ("mx1", "mx2", "submission", "spamfilter")  # mail_deliver_success 1
FAILING = ("mailinglist", "outbound")  # mail_deliver_success 0
SEND_FAILING = ("webmail", "submission-v2")  # mail_send_fails_total rising, no mail_deliver_success
# the virtual mailboxes that are not probe targets: the platform's own and the bakery's
OTHER_MAILBOXES = {f"postmaster@{DOMAIN}": f"{DOMAIN}/postmaster", f"post@{CUSTOMER}": f"{CUSTOMER}/post",
                   f"ordre@{CUSTOMER}": f"{CUSTOMER}/ordre"}  # fmt: skip


def _maildirs() -> dict[str, str]:
    """Every virtual mailbox address and its Maildir (relative to the mailbox base)."""
    boxes = {probe.to: probe.mailbox for probe in PROBES.values() if probe.to.endswith(("@" + DOMAIN, "@" + CUSTOMER))}
    boxes[LIST_MEMBER] = PROBES["mailinglist"].mailbox
    boxes[f"probe-return@{DOMAIN}"] = PROBES["outbound"].mailbox
    return boxes | OTHER_MAILBOXES


def write(root: Path, ports: dict[str, int]) -> Path:
    """Write the mail server and the exporter's configuration under ``root`` (``ports``: :data:`PORTS`) and return
    Postfix's configuration directory."""
    etc, spool, data, vmail = root / "etc", root / "spool", root / "data", root / "vmail"
    sasl = etc / "sasl"  # where Debian's Postfix looks for smtpd.conf
    for path in (etc, spool, data, sasl, vmail):
        path.mkdir(parents=True, exist_ok=True)
    owner = pwd.getpwnam(MAILBOX_OWNER)
    maillog = root / "maillog"
    mailboxes = " ".join(f"{{{address}={box}/}}" for address, box in _maildirs().items())
    scanned = f"{{{CUSTOMER}=FILTER scan:[127.0.0.1]:{ports['scanner']}}}"  # the bakery's mail through the scanner
    transports = f"{{{LISTS}=smtp:[127.0.0.1]:{ports['lists']}}} {{{PARTNER}=smtp:[127.0.0.1]:{ports['partner']}}}"
    (etc / "main.cf").write_text(
        postfix_workload.main_cf_head(root, HOSTNAME, DOMAIN, "127.0.0.0/8")
        + f"""relay_domains = {LISTS}
virtual_mailbox_domains = {DOMAIN} {CUSTOMER}
virtual_mailbox_base = {vmail}
virtual_mailbox_maps = inline:{{ {mailboxes} }}
virtual_uid_maps = static:{owner.pw_uid}
virtual_gid_maps = static:{owner.pw_gid}
transport_maps = inline:{{ {transports} }}
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = check_recipient_access inline:{{ {scanned} }}, reject_unlisted_recipient
tarpit_restrictions = sleep {TARPIT_SECONDS}, permit
smtpd_tls_security_level = none
smtp_tls_security_level = none
smtp_connection_cache_on_demand = no
smtpd_sasl_local_domain = {DOMAIN}
minimal_backoff_time = 4h
maximal_backoff_time = 8h
queue_run_delay = 4h
"""
    )
    submission = """  -o smtpd_sasl_auth_enable=yes
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_recipient_restrictions=permit_sasl_authenticated,reject
"""
    services = postfix_workload.master_services("virtual   unix  -       n       n       -       -       virtual")
    (etc / "master.cf").write_text(f"""127.0.0.1:{ports["mx1"]} inet n - n - - smtpd
127.0.0.1:{ports["mx2"]} inet n - n - - smtpd
  -o smtpd_client_restrictions=$tarpit_restrictions
127.0.0.1:{ports["submission"]} inet n - n - - smtpd
{submission}127.0.0.1:{ports["submission_v2"]} inet n - n - - smtpd
{submission}  -o smtpd_tls_security_level=may
  -o smtpd_tls_cert_file={etc}/submission-v2.pem
  -o smtpd_tls_key_file={etc}/submission-v2.key
127.0.0.1:{ports["reinject"]} inet n - n - - smtpd
  -o content_filter=
  -o receive_override_options=no_unknown_recipient_checks,no_header_body_checks
  -o smtpd_client_restrictions=
  -o smtpd_relay_restrictions=permit_mynetworks,reject
  -o smtpd_recipient_restrictions=permit_mynetworks,reject
{services}scan      unix  -       -       n       -       10      smtp
  -o smtp_data_done_timeout=1200
  -o smtp_send_xforward_command=yes
""")
    postfix_workload.sasl_logins(sasl, DOMAIN, SASL_USERS)
    _run([_tool("openssl"), "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30", "-subj",
                    f"/CN=submission-v2.{DOMAIN}", "-keyout", str(etc / "submission-v2.key"), "-out",
                    str(etc / "submission-v2.pem")])  # fmt: skip
    maillog.touch()
    # every Maildir made now, so the exporter can watch its new directory from the start
    for box in {*_maildirs().values()}:
        for sub in ("tmp", "new", "cur"):
            (vmail / box / sub).mkdir(parents=True, exist_ok=True)
    for path in [vmail, *vmail.rglob("*")]:
        shutil.chown(path, owner.pw_uid, owner.pw_gid)
        path.chmod(0o700)
    postfix_workload.hand_over(root, etc)  # (the virtual agent delivers as nobody)
    (root / "mailexporter.conf").write_text(exporter_config(root, ports))
    return etc


def _tool(name: str) -> str:
    """A command's path, looking in the system directories too (Postfix and the SASL tools install into /usr/sbin)."""
    return shutil.which(name) or shutil.which(name, path="/usr/sbin:/sbin") or name


def _run(argv: list[str], given: bytes | None = None) -> None:
    """Run a set-up command, failing loudly."""
    subprocess.run(argv, input=given, check=True, capture_output=True)


def exporter_config(root: Path, ports: dict[str, int]) -> str:
    """The mail exporter's configuration (YAML): the interval, the timeout and one server entry per probe."""
    lines = [f"monitoringinterval: {INTERVAL}", f"mailchecktimeout: {TIMEOUT}", "disablefiledeletion: false",
             "servers:"]  # fmt: skip
    for name, probe in PROBES.items():
        lines += [
            f"  - name: {name}",
            "    server: 127.0.0.1",
            f'    port: "{ports[probe.port]}"',
            f"    login: {json.dumps(f'{probe.login}@{DOMAIN}' if probe.login else '')}",
            f"    passphrase: {json.dumps(probe.password or '')}",
            f"    from: {SENDER}",
            f"    to: {probe.to}",
            f"    detectiondir: {root / 'vmail' / probe.mailbox / 'new'}",
        ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- the servers this file plays


class _Session(socketserver.StreamRequestHandler):
    """One SMTP session with the spam scanner, the list server or the partner's MX."""

    server: _Server

    def handle(self) -> None:
        kind = self.server.kind
        self.say(f"220 {kind}.example ESMTP")
        sender, recipients = "", list[str]()
        while line := self.rfile.readline():
            verb = line[:4].upper()
            if verb in (b"EHLO", b"HELO"):
                self.say(f"250-{kind}.example", "250 8BITMIME")
            elif verb == b"MAIL":
                sender, recipients = _address(line), []
                self.say("250 2.1.0 Ok")
            elif verb == b"RCPT":
                if kind == "partner":
                    self.say("451 4.3.2 Mailbox temporarily unavailable, try again later")
                else:
                    recipients.append(_address(line))
                    self.say("250 2.1.5 Ok")
            elif verb == b"DATA":
                self.say("354 End data with <CR><LF>.<CR><LF>")
                lines = []
                while (chunk := self.rfile.readline()) not in (b".\r\n", b""):
                    lines.append(chunk[1:] if chunk.startswith(b"..") else chunk)
                self.server.accept(sender, recipients, b"".join(lines))
                self.say("250 2.0.0 Ok: queued")
            elif verb == b"QUIT":
                self.say("221 2.0.0 Bye")
                return
            else:
                self.say("250 2.0.0 Ok")

    def say(self, *lines: str) -> None:
        self.wfile.write("".join(line + "\r\n" for line in lines).encode())
        self.wfile.flush()


def _address(line: bytes) -> str:
    """The address between angle brackets of a MAIL FROM or RCPT TO line."""
    text = line.decode(errors="replace")
    return text[text.find("<") + 1 : text.find(">")]


class _Server(socketserver.ThreadingTCPServer):
    """The spam scanner (holds the session, re-injects with its verdict), the list server (accepts at once, sends to
    the list's member later) or the partner's MX (defers every recipient)."""

    allow_reuse_address = True
    daemon_threads = True

    def __init__(self, port: int, kind: str, reinject: int) -> None:
        self.kind, self.reinject = kind, reinject
        super().__init__(("127.0.0.1", port), _Session)

    def accept(self, sender: str, recipients: list[str], message: bytes) -> None:
        if self.kind == "scanner":
            time.sleep(SCANNER_SECONDS)
            verdict = b"X-Virus-Scanned: amavis at nordlys.example\r\nX-Spam-Status: No, score=-1.1\r\n"
            self.send(sender, recipients, verdict + message)
        elif self.kind == "lists":
            listed = f"List-Id: <{LIST_ADDRESS.replace('@', '.')}>\r\nPrecedence: list\r\n".encode()
            threading.Timer(LIST_SECONDS, self.send, (sender, [LIST_MEMBER], listed + message)).start()

    def send(self, sender: str, recipients: list[str], message: bytes) -> None:
        """Hand the message back to Postfix's re-injection listener."""
        with (
            contextlib.suppress(smtplib.SMTPException, OSError),
            smtplib.SMTP("127.0.0.1", self.reinject, local_hostname=f"{self.kind}.{DOMAIN}", timeout=30) as smtp,
        ):
            smtp.sendmail(sender, recipients, message)

    def handle_error(self, request: object, client_address: object) -> None:
        """Stay quiet when Postfix hangs up early."""


def serve(ports: dict[str, int]) -> None:
    """Run the spam scanner, the list server and the partner's MX, each in a thread of its own, until killed."""
    servers = [_Server(ports[kind], kind, ports["reinject"]) for kind in ("scanner", "lists", "partner")]
    threads = [threading.Thread(target=server.serve_forever, daemon=True) for server in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    serve({name: int(port) for name, port in json.loads(sys.argv[1]).items()})
