"""A Galway solicitors' firm's mail server, watched through Dovecot's own OpenMetrics listener: the ``node+dovecot``
estate.

Corrib Law (Galway) reads its mail over IMAP from one Dovecot 2.3 (Debian's ``dovecot-core`` and ``dovecot-imapd``), a
temporary instance of its own in the foreground: :func:`write` writes its ``dovecot.conf``, its ``passwd-file`` of
users and their Maildirs (the case-management system's inbox holds :data:`CASE_MESSAGES` letters). Dovecot has no
separate exporter: its ``stats`` process serves ``/metrics`` on an HTTP listener, with the metrics the firm's
administrator defined in ``metric`` blocks (:data:`METRICS`), each a counter ``dovecot_<name>_total`` and a duration
sum ``dovecot_<name>_duration_seconds_total``; when a metric is grouped, **each level of its ``group_by`` is a series
of its own** (``dovecot_imap_command_total{cmd_name="SELECT"}`` is the sum of the series that also carry a
``tagged_reply_state``), and the ungrouped total is written ``dovecot_<name>_count`` (its duration
``..._duration_seconds_sum``). ``dovecot_build_info`` carries the version; ``dovecot_imap_command_time`` is a histogram
of every command's duration.

Running this module drives it until it is killed, one tick a second (:data:`CLIENTS`, each from a loopback address of
its own, so Dovecot's per-address penalty on failed logins slows only the client that earned it):

* ``reception``, the shared front-desk mailbox, read by the firm's helpdesk tool over one long connection: a NOOP
  every second and a UID SEARCH for unseen mail every two;
* ``casefile``, the case-management system filing letters, over one long connection: every second it SELECTs the
  inbox and FETCHes the envelopes of its latest 20 letters; every two seconds a full-text SEARCH through all
  :data:`CASE_MESSAGES` letters (the slowest command by far); every four a SEARCH with a malformed date (a BAD reply);
* ``scanner``, the office copier's scan-to-mail, logging in every two seconds to APPEND a scan to its Scans folder;
* seven solicitors' phones (:data:`PHONES`), each logging in every ten seconds for a STATUS of its inbox;
* Declan's desktop mail client, over one long connection: a NOOP every second, and every two seconds a SELECT of the
  folder ``Archive/2019``, deleted long ago (a NO reply);
* Orla's old tablet, still holding her previous password: three connections retrying without pause, each failing;
* the phone of Gearóid, who left the firm (his account is gone), trying every five seconds;
* a password sprayer trying :data:`SPRAYED` common names with guessed passwords, each name from an address of its
  own every six seconds (Dovecot's penalty stretches that).

Only the standard library's :mod:`imaplib` is used:

    python -m bench.dovecot_workload IMAP_PORT
"""

from __future__ import annotations

import contextlib
import functools
import imaplib
import os
import pwd
import random
import socket
import sys
import threading
import time
from pathlib import Path

from bench.paced import paced_ticks

DOVECOT = "dovecot"
IMAP = "/usr/lib/dovecot/imap"  # Debian's dovecot-imapd: without it Dovecot serves no IMAP
MAIL_USER = "dovecot"  # Dovecot refuses uid 0 for mail: the Maildirs belong to its own system account
DOMAIN = "corriblaw.ie"
CASE_MESSAGES = 1500
PHONES = ("aoife", "ciaran", "niamh", "orla", "padraig", "siobhan", "eoin")
USERS = ("reception", "casefile", "scanner", "declan", *PHONES)
PASSWORDS = {user: f"{user}-Corrib-2025" for user in USERS}
SPRAYED = ("admin", "test", "info", "office", "postmaster", "support", "user", "webmaster")
SPRAY_SECONDS = 6.0  # each sprayed name tried from an address of its own (127.0.0.66 onwards), every six seconds
STALE_PASSWORD = "orla-Corrib-2023"  # the tablet's, changed since
TABLET_CONNECTIONS = 3
MISSING_FOLDER = "Archive/2019"
# metric: (filter, group_by); the firm's administrator's definitions, as in dovecot.conf
METRICS: dict[str, tuple[str, str]] = {
    "auth_success": ("event=auth_request_finished AND success=yes", "user"),
    "auth_failures": ("event=auth_request_finished AND NOT success=yes", "user"),
    "imap_command": ("event=imap_command_finished", "cmd_name tagged_reply_state"),
    "imap_user_commands": ("event=imap_command_finished", "user"),
    "imap_command_time": ("event=imap_command_finished", "cmd_name duration:exponential:1:6:10"),
    "mail_session": ("event=mail_user_session_finished", "user"),
}
# who connects from where: the helpdesk, the case system, the copier, Declan's desktop, phones, the tablet, the rest
ADDRESSES = {
    "reception": "127.0.0.11",
    "casefile": "127.0.0.12",
    "scanner": "127.0.0.13",
    "declan": "127.0.0.14",
    "phones": "127.0.0.20",
    "tablet": "127.0.0.21",
    "gearoid": "127.0.0.22",
    "sprayer": "127.0.0.66",
}


def write(directory: Path, imap_port: int, metrics_port: int) -> Path:
    """Dovecot's configuration, its users and their Maildirs in ``directory`` (made readable to Dovecot's account,
    which owns the Maildirs); the configuration's path."""
    directory.mkdir(parents=True, exist_ok=True)
    directory.chmod(0o755)
    account = pwd.getpwnam(MAIL_USER)
    mail = directory / "mail"
    rng = random.Random(32)
    subjects = (
        "Planning permission appeal",
        "Conveyancing: 14 Quay St",
        "Probate: estate of M. Fahy",
        "Lease renewal, Eyre Square unit",
        "Personal injury claim",
        "Company secretarial filing",
    )
    for user in USERS:
        home = mail / user
        for folder in ("", ".Sent", ".Drafts", ".Trash", *((".Scans",) if user == "scanner" else ())):
            for part in ("cur", "new", "tmp"):
                (home / folder / part if folder else home / part).mkdir(parents=True, exist_ok=True)
        count = CASE_MESSAGES if user == "casefile" else 40
        for n in range(count):
            subject = rng.choice(subjects)
            body = " ".join(
                rng.choice(
                    (
                        "client",
                        "deed",
                        "hearing",
                        "counsel",
                        "fee",
                        "title",
                        "folio",
                        "court",
                        "affidavit",
                        "deadline",
                        "sign",
                        "witness",
                    )
                )
                for _ in range(120)
            )
            text = (
                f"From: clerk{n % 7}@{DOMAIN}\r\nTo: {user}@{DOMAIN}\r\nSubject: {subject} #{n}\r\n"
                f"Date: Mon, 3 Mar 2025 09:{n % 60:02d}:00 +0000\r\nMessage-ID: <{user}.{n}@{DOMAIN}>\r\n\r\n"
                f"{body}\r\n"
            )
            (home / "cur" / f"{1700000000 + n}.M{n}P1.corrib:2,S").write_text(text)
    for path in [mail, *mail.rglob("*")]:
        os.chown(path, account.pw_uid, account.pw_gid)
    users = directory / "users"
    users.write_text("".join(f"{user}:{{PLAIN}}{password}::::::\n" for user, password in PASSWORDS.items()))
    metrics = "".join(
        f"metric {name} {{\n  filter = {event}\n  group_by = {group}\n}}\n" for name, (event, group) in METRICS.items()
    )
    config = directory / "dovecot.conf"
    config.write_text(f"""base_dir = {directory / "run"}
instance_name = corrib-{imap_port}
state_dir = {directory / "state"}
log_path = {directory / "dovecot.log"}
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = {account.pw_uid}
last_valid_uid = {account.pw_uid}
mail_location = maildir:{mail}/%u
namespace inbox {{
  inbox = yes
  separator = /
}}
passdb {{
  driver = passwd-file
  args = scheme=PLAIN {users}
}}
userdb {{
  driver = static
  args = uid={account.pw_uid} gid={account.pw_gid} home={mail}/%u
}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {imap_port}
  }}
  inet_listener imaps {{
    port = 0
  }}
}}
service stats {{
  inet_listener http {{
    address = 127.0.0.1
    port = {metrics_port}
  }}
}}
{metrics}""")
    (directory / "state").mkdir(exist_ok=True)
    return config


def command(dovecot: str, config: Path) -> list[str]:
    """Dovecot's master in the foreground with ``config``."""
    return [dovecot, "-F", "-c", str(config)]


class Client(imaplib.IMAP4):
    """An IMAP connection from a loopback address of its own."""

    def __init__(self, port: int, source: str) -> None:
        self.source = source
        super().__init__("127.0.0.1", port, timeout=30)

    def _create_socket(self, timeout: float | None) -> socket.socket:
        return socket.create_connection((self.host, self.port), timeout, source_address=(self.source, 0))


def _login(port: int, source: str, user: str, password: str) -> Client | None:
    """A logged-in connection, or None when the login was refused."""
    client = Client(port, source)
    try:
        client.login(user, password)
    except imaplib.IMAP4.error:
        client.shutdown()
        return None
    return client


def _quietly(call: object, *arguments: object) -> None:
    """Run an IMAP command whose NO or BAD reply is expected."""
    with contextlib.suppress(imaplib.IMAP4.error):
        call(*arguments)  # type: ignore[operator]


def reception(port: int) -> None:
    client = _login(port, ADDRESSES["reception"], "reception", PASSWORDS["reception"])
    assert client is not None
    client.select("INBOX")
    for tick in paced_ticks(1.0):
        client.noop()
        if tick % 2 == 0:
            client.uid("SEARCH", "UNSEEN")


def casefile(port: int) -> None:
    client = _login(port, ADDRESSES["casefile"], "casefile", PASSWORDS["casefile"])
    assert client is not None
    for tick in paced_ticks(1.0):
        client.select("INBOX")
        client.fetch(f"{CASE_MESSAGES - 19}:{CASE_MESSAGES}", "(ENVELOPE)")
        if tick % 2 == 0:
            client.search(None, "TEXT", '"planning permission"')
        if tick % 4 == 1:
            _quietly(client.search, None, "SINCE", "31-Feb-20X5")


def scanner(port: int) -> None:
    for tick in paced_ticks(2.0):
        client = _login(port, ADDRESSES["scanner"], "scanner", PASSWORDS["scanner"])
        assert client is not None
        scan = f"From: copier@{DOMAIN}\r\nSubject: Scan {tick}\r\n\r\n" + "%PDF-1.4 scanned page\r\n" * 40
        client.append("Scans", None, None, scan.encode())
        client.logout()


def phones(port: int) -> None:
    for tick in paced_ticks(1.0):
        user = PHONES[tick % 10] if tick % 10 < len(PHONES) else None
        if user is None:
            continue
        client = _login(port, ADDRESSES["phones"], user, PASSWORDS[user])
        assert client is not None
        client.status("INBOX", "(MESSAGES UNSEEN)")
        client.logout()


def desktop(port: int) -> None:
    client = _login(port, ADDRESSES["declan"], "declan", PASSWORDS["declan"])
    assert client is not None
    for tick in paced_ticks(1.0):
        client.noop()
        if tick % 2 == 0:
            _quietly(client.select, MISSING_FOLDER)


def tablet(port: int) -> None:
    while True:
        _login(port, ADDRESSES["tablet"], "orla", STALE_PASSWORD)


def former(port: int) -> None:
    for _ in paced_ticks(5.0):
        _login(port, ADDRESSES["gearoid"], "gearoid", "gearoid-Corrib-2024")


def sprayer(port: int, name: str) -> None:
    rng = random.Random(name)
    source = ADDRESSES["sprayer"].rsplit(".", 1)[0] + f".{66 + SPRAYED.index(name)}"
    for _ in paced_ticks(SPRAY_SECONDS):
        _login(port, source, name, f"{name.capitalize()}{rng.randint(1, 2025)}!")


def _forever(target: object, port: int) -> None:
    """Run a client, starting it again after a dropped connection."""
    while True:
        try:
            target(port)  # type: ignore[operator]
        except (OSError, imaplib.IMAP4.abort) as error:
            print(f"{target}: {error}", file=sys.stderr, flush=True)
            time.sleep(1)


CLIENTS = (
    reception,
    casefile,
    scanner,
    phones,
    desktop,
    *(tablet,) * TABLET_CONNECTIONS,
    former,
    *(functools.partial(sprayer, name=name) for name in SPRAYED),
)


def main(argv: list[str]) -> None:
    port = int(argv[0])
    threads = [threading.Thread(target=_forever, args=(client, port), daemon=True) for client in CLIENTS]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    main(sys.argv[1:])
