"""An Aalborg mail provider's inbound scanners, rspamd serving its own Prometheus metrics: the ``node+rspamd`` estate.

Limfjord Mail hosts the mailboxes of North Jutland's small firms, clubs and households; its two inbound MX hosts,
``mx1`` and ``mx2``, each hand every message to an rspamd of its own (Debian 12's ``rspamd`` 3.4, in the foreground, a
temporary instance on loopback ports, one normal worker and one controller, :func:`config`) before delivery, and the
webmail's "this is spam" and "not spam" buttons teach the shared Bayes classifier (a local ``redis-server`` of its own,
which :mod:`bench.live_prometheus` starts). Each rspamd's controller serves ``/metrics``, which Prometheus scrapes as
job ``rspamd`` with the host's name as ``instance`` (:func:`scrape_config`).

Nothing leaves the machine: only the modules that need no network are configured (the regular-expression rules,
``chartable``, ``mime_types`` reading Debian's own map file, ``forged_recipients``, ``once_received``, ``multimap`` with
the provider's own local maps, ``force_actions`` and the Bayes classifier); RBLs, SURBL, SPF, DKIM, DMARC, the fuzzy
storage, the ASN lookups, greylisting, the reputation and rate-limit modules and every map on ``maps.rspamd.com`` are
off, and the resolver points at a loopback port where nothing answers. Hyperscan is off (no start-up compilation).

The provider's rules (:data:`MAPS`, local multimap maps with fixed scores) put each kind of mail in one band of
rspamd's action thresholds (``greylist`` 4, ``add header`` 6, ``rewrite subject`` 8, ``reject`` 15): bulk senders not
yet known (``LIMFJORD_NEW_BULK``) land in greylist, dubious shops (``LIMFJORD_DUBIOUS``) in add header, phishing
look-alikes (``LIMFJORD_PHISH``) in rewrite subject, and known spam senders (``LIMFJORD_SPAMMER``) in reject;
``force_actions`` rejects any attachment with a double extension ending in an executable one
(``MIME_DOUBLE_BAD_EXTENSION``, the "virus-like" mail), and answers ``soft reject`` (try again later) to a sender
over its hourly quota (``LIMFJORD_OVER_QUOTA``).

rspamd 3.4's metrics have quirks of their own: every series is unlabelled but ``rspamd_actions_total{type}`` (one
series per action, ``no action``, ``greylist``, ``add header``, ``rewrite subject``, ``soft reject`` and ``reject``,
with spaces in the label value, all six there at 0 once the first message has been scanned, none before),
``rspamd_build_info{version}``, ``rspamd_config{id}`` and the ``rspamd_statfiles_*{symbol,type}`` gauges; counters are
since the start of the process; ``rspamd_scanned_total`` counts every message checked, **``rspamd_spam_total`` those
whose action is ``reject``, ``soft reject``, ``rewrite subject`` or ``add header`` and ``rspamd_ham_total`` the others,
``no action`` and ``greylist``** (its help text says "Messages classified as spam" too); **``rspamd_learned_total``
counts the learns this controller did, ``rspamd_learns_total`` the classifier's total read from Redis**, shared by both
scanners, as are the ``rspamd_statfiles_*`` gauges (``symbol`` ``BAYES_SPAM`` or ``BAYES_HAM``, ``type`` ``redis``:
``revision`` the messages learned into it, ``users`` 1, the others 0 with a Redis backend); ``rspamd_connections``,
typed a gauge and described as active connections, only grows (it counts every connection the normal worker took);
``rspamd_scan_time_average`` is a moving average in seconds; ``process_start_time_seconds`` is rspamd's own, and the
memory-pool gauges (``rspamd_pools_allocated``, ``rspamd_allocated_bytes``...) the allocator's.

Running this file sends, every second, evenly spread, each message on a connection of its own to the normal worker's
``/checkv2`` (a fresh message each time):

* to ``mx1``: 12 ordinary messages (no action), 3 newsletters from bulk senders not yet known (greylist), 2 from
  dubious shops (add header), 1 phishing look-alike (rewrite subject), 2 from known spammers and 1 with a
  ``faktura.pdf.exe`` attachment (reject), 1 from a club's hacked account over its quota (soft reject): 22;
* to ``mx2``: 8 ordinary messages, 1 newsletter (greylist), 2 from dubious shops (add header) and 1 from a known
  spammer (reject): 12, and no phishing, virus-like or over-quota mail;

and, to the controllers' ``/learnspam`` and ``/learnham``, the webmail's buttons, each a fresh message: on ``mx1`` 3
learned as spam and 1 as ham a second, on ``mx2`` 2 as spam (6 learns a second in all).

Only the standard library is imported, and the file runs as a script in its own process, so a busy benchmark process
cannot slow its rhythm.

    python -m bench.rspamd_workload PORTS_JSON
"""

from __future__ import annotations

import contextlib
import email.utils
import http.client
import json
import sys
import threading
from pathlib import Path

from bench.paced import paced_ticks
from bench.quiet_http import wait_for_port
from bench.scrape import named_targets

RSPAMD = "rspamd"  # Debian's rspamd 3.4
REDIS_SERVER = "redis-server"  # Debian's, the Bayes classifier's store
JOB = "rspamd"
SERVERS = ("mx1", "mx2")
PASSWORD = "Limfjord-Controller-2025"
CONFDIR = "/etc/rspamd"
# the stock module configurations read (from CONFDIR/modules.d); every other module stays unconfigured, so off
MODULES = ("chartable", "forged_recipients", "once_received")
# the provider's own multimap rules: symbol: (map file, what it matches, score)
MAPS = {
    "LIMFJORD_NEW_BULK": ("new-bulk.map", "from", 4.5),
    "LIMFJORD_DUBIOUS": ("dubious.map", "from", 6.5),
    "LIMFJORD_PHISH": ("phish.map", "from", 9.0),
    "LIMFJORD_SPAMMER": ("spammers.map", "from", 16.0),
    "LIMFJORD_OVER_QUOTA": ("over-quota.map", "from", 0.0),
}
# kind of mail: (sender, multimap symbol it meets or None, attachment name or None)
SENDERS = {
    "clean": ("{who}@{domain}", None, None),
    "newsletter": ("news@{bulk}", "LIMFJORD_NEW_BULK", None),
    "dubious": ("tilbud@{shop}", "LIMFJORD_DUBIOUS", None),
    "phish": ("sikkerhed@{phish}", "LIMFJORD_PHISH", None),
    "spam": ("winner@{spammer}", "LIMFJORD_SPAMMER", None),
    "virus": ("{who}@{domain}", None, "faktura.pdf.exe"),
    "over_quota": ("kasper@{hacked}", "LIMFJORD_OVER_QUOTA", None),
}
DOMAINS = {
    "domain": ("aalborg-tandlaege.dk", "noerresundby-if.dk", "limfjordsbageriet.dk", "skagen-fiskehus.dk",
               "hjoerring-revision.dk", "frederikshavn-el.dk"),
    "bulk": ("nyhedsbrev-tilbudsavis.dk", "ugeavisen-mail.dk", "rejsedeals-nord.dk"),
    "shop": ("billige-ure24.com", "mega-rabat.shop"),
    "phish": ("mitid-verificering.com", "nets-betaling-sikker.net"),
    "spammer": ("lucky-lottery.biz", "crypto-gevinst.ru"),
    "hacked": ("aabybro-gymnastik.dk",),
}  # fmt: skip
# scanner: [(kind, messages a second)]; learns: scanner: [(spam or ham, learns a second)]
TRAFFIC = {
    "mx1": [("clean", 12), ("newsletter", 3), ("dubious", 2), ("phish", 1), ("spam", 2), ("virus", 1),
            ("over_quota", 1)],
    "mx2": [("clean", 8), ("newsletter", 1), ("dubious", 2), ("spam", 1)],
}  # fmt: skip
LEARNS = {"mx1": [("spam", 3), ("ham", 1)], "mx2": [("spam", 2)]}
# the public suffixes rspamd knows (its URL and e-mail parsing), instead of the whole list it would compile at start
TLDS = ("dk", "com", "net", "org", "eu", "de", "se", "no", "ru", "biz", "shop", "co.uk")
WORDS = ("møde", "faktura", "tilbud", "weekend", "frokost", "kontrakt", "ferie", "bestilling", "levering", "regning",
         "kalender", "rapport", "budget", "projekt", "kunde", "aftale", "sommerhus", "fodbold", "træning",
         "bil")  # fmt: skip
SPAM_WORDS = ("gratis", "vinder", "præmie", "klik", "bitcoin", "gevinst", "hurtigt", "penge", "tilbud", "nu")


def ports_needed() -> tuple[str, ...]:
    """The ports the service needs beside the first scanner's controller port (the exporter port)."""
    return (
        *(f"{server}-normal" for server in SERVERS),
        *(f"{server}-controller" for server in SERVERS[1:]),
        "redis",
        "dns",
    )


def controller_ports(exporter_port: int, ports: dict[str, int]) -> dict[str, int]:
    return {s: exporter_port if s == SERVERS[0] else ports[f"{s}-controller"] for s in SERVERS}


def scrape_config(exporter_port: int, ports: dict[str, int]) -> str:
    """The Prometheus scrape configuration of job ``rspamd``: each controller, its host's name as ``instance``."""
    return named_targets(JOB, controller_ports(exporter_port, ports))


def config(directory: Path, server: str, normal: int, controller: int, dead_dns: int) -> str:
    """``server``'s rspamd configuration: the stock metrics, actions, rules and chosen modules, its own workers."""
    stock = "".join(f'.include "$CONFDIR/modules.d/{name}.conf"\n' for name in MODULES)
    return f"""# Limfjord Mail, {server}.limfjordmail.dk
lua = "$RULESDIR/rspamd.lua"
.include "$CONFDIR/metrics.conf"
.include "$CONFDIR/actions.conf"
.include "$CONFDIR/groups.conf"
.include "$CONFDIR/composites.conf"
.include "$CONFDIR/statistic.conf"
modules {{
  path = "${{PLUGINSDIR}}";
  fallback_path = "${{SHAREDIR}}/lua";
}}
{stock}.include "$CONFDIR/settings.conf"
{modules(directory.parent)}
options {{
  pidfile = "{directory / "rspamd.pid"}";
  filters = "chartable,regexp";
  disable_hyperscan = true;
  one_shot = false;
  cache_file = "{directory / "symbols.cache"}";
  dynamic_conf = "{directory / "rspamd_dynamic"}";
  history_file = "{directory / "rspamd.history"}";
  stats_file = "{directory / "stats.ucl"}";
  control_socket = "{directory / "rspamd.sock"} mode=0600";
  hs_cache_dir = "{directory}/";
  tempdir = "{directory}";
  url_tld = "{directory.parent / "tld.dat"}";
  map_watch_interval = 1h;
  explicit_modules = ["settings"];
  local_addrs = [127.0.0.0/8];
  task_timeout = 8s;
  dns {{ nameserver = ["127.0.0.1:{dead_dns}"]; timeout = 0.2s; retransmits = 1; sockets = 1; }}
}}
logging {{ type = "file"; filename = "{directory / "rspamd.log"}"; level = "warning"; }}
worker "normal" {{
  bind_socket = "127.0.0.1:{normal}";
  count = 1;
  task_timeout = 8s;
}}
worker "controller" {{
  bind_socket = "127.0.0.1:{controller}";
  count = 1;
  password = "{PASSWORD}";
  enable_password = "{PASSWORD}";
  secure_ip = "127.0.0.1";
  static_dir = "${{WWWDIR}}";
}}
"""


def local_config(redis: int) -> dict[str, str]:
    """The files of LOCAL_CONFDIR the stock configuration includes: the provider's actions and the Bayes
    classifier's Redis."""
    return {
        "local.d/actions.conf": 'rewrite_subject = 8;\nsubject = "***SPAM*** %s";\n',
        "local.d/classifier-bayes.conf": f'servers = "127.0.0.1:{redis}";\nautolearn = false;\n',
    }


def modules(directory: Path) -> str:
    """The sections of the modules configured here, not from the stock files (whose maps are on the network):
    ``mime_types`` reading Debian's map file, the provider's ``multimap`` rules, ``force_actions``."""
    rules = "".join(
        f'  {symbol} {{ type = "{kind}"; filter = "email:domain"; map = "{directory / "maps" / name}"; '
        f'score = {score}; description = "Limfjord Mail: {name[:-4]}"; }}\n'
        for symbol, (name, kind, score) in MAPS.items()
    )
    return (
        f'mime_types {{\n  file = ["{CONFDIR}/maps.d/mime_types.inc"];\n}}\n'
        f"multimap {{\n{rules}}}\n"
        "force_actions {\n  rules {\n"
        '    VIRUS_LIKE { action = "reject"; expression = "MIME_DOUBLE_BAD_EXTENSION"; '
        'message = "Rejected: executable attachment"; }\n'
        '    OVER_QUOTA { action = "soft reject"; expression = "LIMFJORD_OVER_QUOTA"; '
        'message = "Sender over its hourly quota, try again later"; }\n'
        "  }\n}\n"
    )


def maps() -> dict[str, str]:
    keys = {"new-bulk.map": "bulk", "dubious.map": "shop", "phish.map": "phish", "spammers.map": "spammer",
            "over-quota.map": "hacked"}  # fmt: skip
    return {name: "".join(f"{domain}\n" for domain in DOMAINS[key]) for name, key in keys.items()}


def write(directory: Path, ports: dict[str, int], exporter_port: int) -> dict[str, Path]:
    """Write the shared maps and each scanner's configuration directory; each scanner's main configuration file."""
    (directory / "maps").mkdir(parents=True, exist_ok=True)
    (directory / "tld.dat").write_text("".join(f"{suffix}\n" for suffix in TLDS))
    for name, text in maps().items():
        (directory / "maps" / name).write_text(text)
    controllers = controller_ports(exporter_port, ports)
    made = {}
    for server in SERVERS:
        home = directory / server
        for relative, text in local_config(ports["redis"]).items():
            (home / relative).parent.mkdir(parents=True, exist_ok=True)
            (home / relative).write_text(text)
        path = home / "rspamd.conf"
        path.write_text(config(home, server, ports[f"{server}-normal"], controllers[server], ports["dns"]))
        made[server] = path
    return made


def command(rspamd: str, conf: Path) -> list[str]:
    """One scanner in the foreground as root's own process (``-i``), its configuration and local directory in
    ``conf``'s directory."""
    home = conf.parent
    variables = {"LOCAL_CONFDIR": home, "DBDIR": home, "RUNDIR": home, "LOGDIR": home, "CONFDIR": CONFDIR}
    return [rspamd, "-f", "-i", "-u", "root", "-g", "root", "-c", str(conf),
            *(f"--var={name}={value}" for name, value in variables.items())]  # fmt: skip


def redis_command(redis_server: str, port: int, directory: Path) -> list[str]:
    """The Bayes classifier's Redis: loopback only, nothing saved."""
    return [redis_server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(directory), "--save", "",
            "--appendonly", "no"]  # fmt: skip


# ---------------------------------------------------------------- messages


def message(kind: str, n: int) -> tuple[bytes, str]:
    """A fresh message of ``kind`` (its words drawn from ``n``) and its envelope sender."""
    template, _, attachment = SENDERS.get(kind, SENDERS["clean"])
    fields = {key: values[n % len(values)] for key, values in DOMAINS.items()}
    fields["who"] = ("mette", "lars", "anne", "jens", "sofie", "peter")[n % 6]
    sender = template.format(**fields)
    words = SPAM_WORDS if kind in ("spam", "learn-spam") else WORDS
    text = " ".join(words[(n * 7 + k * 3) % len(words)] + str((n + k) % 97) for k in range(40)) + f" sag {kind} {n}"
    subject = f"{words[n % len(words)]} {n}".replace("ø", "oe").replace("æ", "ae").replace("å", "aa")  # plain ASCII
    headers = (
        f"From: {sender}\r\nTo: kunde{n % 50}@limfjordmail.dk\r\nSubject: {subject}\r\n"
        f"Date: {email.utils.formatdate()}\r\nMessage-ID: <{kind}.{n}@{sender.split('@')[1]}>\r\n"
        "MIME-Version: 1.0\r\n"
    )
    if attachment is None:
        body = (
            headers
            + "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n"
            + text
            + "\r\n"
        )
    else:
        body = (
            headers + 'Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\n'
            "Content-Type: text/plain; charset=utf-8\r\n\r\nSe vedhæftede faktura.\r\n--b1\r\n"
            f'Content-Type: application/octet-stream; name="{attachment}"\r\n'
            f'Content-Disposition: attachment; filename="{attachment}"\r\nContent-Transfer-Encoding: base64\r\n\r\n'
            "TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAA==\r\n--b1--\r\n"
        )
    return body.encode(), sender


def post(port: int, path: str, body: bytes, headers: dict[str, str]) -> None:
    """One request on a connection of its own; a refused or broken one is traffic too."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("POST", path, body=body, headers={"Connection": "close", **headers})
        connection.getresponse().read()
    except (OSError, http.client.HTTPException):
        pass
    finally:
        connection.close()


def scanner(server: str, port: int) -> None:
    """The MX host handing its mail to ``server``'s normal worker, every message evenly spread over each second."""
    sends = [kind for kind, times in TRAFFIC[server] for _ in range(times)]
    order = sorted(range(len(sends)), key=lambda k: (k * 7919) % len(sends))
    sends = [sends[k] for k in order]
    for tick in paced_ticks(1.0 / len(sends)):
        kind = sends[tick % len(sends)]
        body, sender = message(kind, tick)
        ip = "127.0.5.10" if kind == "clean" else f"127.0.5.{20 + list(SENDERS).index(kind)}"
        post(port, "/checkv2", body, {"From": sender, "Rcpt": f"kunde{tick % 50}@limfjordmail.dk", "IP": ip,
                                      "Helo": sender.split("@")[1], "Queue-Id": f"{server}.{tick}"})  # fmt: skip


def learner(server: str, port: int) -> None:
    """The webmail's spam and not-spam buttons, sending fresh messages to ``server``'s controller, evenly spread."""
    sends = [verdict for verdict, times in LEARNS[server] for _ in range(times)]
    for tick in paced_ticks(1.0 / len(sends)):
        verdict = sends[tick % len(sends)]
        body, _ = message(f"learn-{verdict}", 1_000_000 * (SERVERS.index(server) + 1) + tick)
        post(port, f"/learn{verdict}", body, {"Password": PASSWORD})


def main(ports_json: str) -> None:
    ports: dict[str, int] = json.loads(ports_json)
    for server in SERVERS:
        wait_for_port(ports[f"{server}-normal"])
        wait_for_port(ports[f"{server}-controller"])
    threads = [threading.Thread(target=scanner, args=(s, ports[f"{s}-normal"]), daemon=True) for s in SERVERS]
    threads += [threading.Thread(target=learner, args=(s, ports[f"{s}-controller"]), daemon=True) for s in SERVERS]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main(sys.argv[1])
