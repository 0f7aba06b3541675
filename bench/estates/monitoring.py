"""A logistics company's infrastructure monitoring (Nordkapp Logistics, two data centres) as the SQLite copy of a
Zabbix 6.0 server database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): problem events reach 60 days
back, alerts and acknowledgements follow their problems, and the float and integer history hold one value an hour
per item over the last 14 days (what the housekeeper keeps), all on a one-minute grid counted from today's midnight,
so two builds with the same seed and ``now`` values a whole number of days apart give the same answers to
relative-time questions.

The tables are Zabbix's own (singular or run-together names, integer ``...id`` keys): ``hstgrp`` (host groups,
``type`` 0, and template groups, ``type`` 1), ``hosts`` (hosts and templates alike: ``status`` 0 monitored, 1 not
monitored, 3 template; ``host`` is the technical name, ``name`` the visible one; ``maintenance_status`` 1 while in a
maintenance period), ``hosts_groups``, ``interface`` (``type`` 1 agent, 2 SNMP; ``main`` 0/1), ``items`` (``key_``
such as ``system.cpu.util``, ``vm.memory.size[pavailable]``, ``vfs.fs.size[/,pused]``, ``net.if.in[eth0]``;
``value_type`` 0 float, 3 unsigned), ``triggers`` (``description`` its name, ``priority`` 0 not classified, 1
information, 2 warning, 3 average, 4 high, 5 disaster; ``value`` 1 while in problem state; ``status`` 1 disabled),
``functions`` (a trigger reaches its items, and so its host, only through ``functions``), ``events`` (``source`` 0
trigger events, ``object`` 0 trigger, ``objectid`` the trigger; ``value`` 1 a problem, 0 its recovery; ``severity``
copied from the trigger), ``event_recovery`` (a problem event's recovery event), ``problem`` (the problems still
open, and those resolved in the last 24 hours, which the housekeeper has not removed yet: ``r_eventid`` and
``r_clock`` are NULL while open), ``acknowledges``, ``users``, ``media_type``, ``actions``, ``alerts``
(notifications: ``status`` 1 sent, 2 failed, with ``error``), ``history`` (float values) and ``history_uint``
(unsigned values).

**Time is Zabbix's**: ``clock`` columns are Unix epoch seconds (integers) beside ``ns`` nanoseconds. CPU, memory
and disk values are percentages; ``net.if.in`` is bits per second.

Planted signals:

* db-prod-02 raised the most problems in the last 7 days; the core switch's "Interface Gi0/24: Link down" trigger
  flaps and fires far more often than any other in the last 30 days;
* two High problems and one Disaster are open right now (db-prod-02's disk, edi-gw-01's agent, and the backup
  server's RAID), the RAID one open for 19 days, the longest;
* app-prod-03 leaks memory (the lowest available memory over the last 24 hours); batch-01 and db-prod-02 run their
  root filesystem above 90 %; web-prod-02 peaks at 99 % CPU;
* SMS notifications fail far more than e-mail or Slack; Ingrid Moe acknowledges the most problems;
* three hosts are in maintenance, two are not monitored; the three Oracle hosts have had no problem in 30 days.
"""

from __future__ import annotations

import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE hstgrp (groupid INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, flags INTEGER NOT NULL DEFAULT 0,
  uuid VARCHAR(32) NOT NULL DEFAULT '', type INTEGER NOT NULL DEFAULT 0);
CREATE TABLE hosts (hostid INTEGER PRIMARY KEY, host VARCHAR(128) NOT NULL, status INTEGER NOT NULL DEFAULT 0,
  name VARCHAR(128) NOT NULL, description TEXT NOT NULL DEFAULT '', maintenance_status INTEGER NOT NULL DEFAULT 0,
  maintenance_from INTEGER NOT NULL DEFAULT 0, flags INTEGER NOT NULL DEFAULT 0);
CREATE TABLE hosts_groups (hostgroupid INTEGER PRIMARY KEY, hostid INTEGER NOT NULL REFERENCES hosts(hostid),
  groupid INTEGER NOT NULL REFERENCES hstgrp(groupid), UNIQUE (hostid, groupid));
CREATE TABLE interface (interfaceid INTEGER PRIMARY KEY, hostid INTEGER NOT NULL REFERENCES hosts(hostid),
  main INTEGER NOT NULL, type INTEGER NOT NULL, useip INTEGER NOT NULL, ip VARCHAR(64) NOT NULL, dns VARCHAR(255)
  NOT NULL, port VARCHAR(64) NOT NULL, available INTEGER NOT NULL DEFAULT 0);
CREATE TABLE items (itemid INTEGER PRIMARY KEY, type INTEGER NOT NULL, hostid INTEGER NOT NULL REFERENCES
  hosts(hostid), name VARCHAR(255) NOT NULL, key_ VARCHAR(2048) NOT NULL, delay VARCHAR(1024) NOT NULL,
  history VARCHAR(255) NOT NULL, trends VARCHAR(255) NOT NULL, status INTEGER NOT NULL DEFAULT 0,
  value_type INTEGER NOT NULL, units VARCHAR(255) NOT NULL DEFAULT '', templateid INTEGER REFERENCES items(itemid),
  interfaceid INTEGER REFERENCES interface(interfaceid));
CREATE TABLE triggers (triggerid INTEGER PRIMARY KEY, expression VARCHAR(2048) NOT NULL, description VARCHAR(255)
  NOT NULL, priority INTEGER NOT NULL, value INTEGER NOT NULL, status INTEGER NOT NULL, lastchange INTEGER NOT NULL,
  recovery_mode INTEGER NOT NULL DEFAULT 0, manual_close INTEGER NOT NULL DEFAULT 0, comments TEXT NOT NULL DEFAULT '');
CREATE TABLE functions (functionid INTEGER PRIMARY KEY, itemid INTEGER NOT NULL REFERENCES items(itemid),
  triggerid INTEGER NOT NULL REFERENCES triggers(triggerid), name VARCHAR(12) NOT NULL,
  parameter VARCHAR(255) NOT NULL);
CREATE TABLE users (userid INTEGER PRIMARY KEY, username VARCHAR(100) NOT NULL UNIQUE, name VARCHAR(100) NOT NULL,
  surname VARCHAR(100) NOT NULL, roleid INTEGER NOT NULL, lang VARCHAR(7) NOT NULL DEFAULT 'default');
CREATE TABLE events (eventid INTEGER PRIMARY KEY, source INTEGER NOT NULL, object INTEGER NOT NULL,
  objectid INTEGER NOT NULL, clock INTEGER NOT NULL, value INTEGER NOT NULL, acknowledged INTEGER NOT NULL,
  ns INTEGER NOT NULL, name VARCHAR(2048) NOT NULL, severity INTEGER NOT NULL);
CREATE TABLE event_recovery (eventid INTEGER PRIMARY KEY REFERENCES events(eventid), r_eventid INTEGER NOT NULL
  REFERENCES events(eventid), c_eventid INTEGER, correlationid INTEGER, userid INTEGER REFERENCES users(userid));
CREATE TABLE problem (eventid INTEGER PRIMARY KEY REFERENCES events(eventid), source INTEGER NOT NULL,
  object INTEGER NOT NULL, objectid INTEGER NOT NULL, clock INTEGER NOT NULL, ns INTEGER NOT NULL,
  r_eventid INTEGER REFERENCES events(eventid), r_clock INTEGER, r_ns INTEGER, name VARCHAR(2048) NOT NULL,
  acknowledged INTEGER NOT NULL, severity INTEGER NOT NULL);
CREATE TABLE acknowledges (acknowledgeid INTEGER PRIMARY KEY, userid INTEGER NOT NULL REFERENCES users(userid),
  eventid INTEGER NOT NULL REFERENCES events(eventid), clock INTEGER NOT NULL, message VARCHAR(2048) NOT NULL,
  action INTEGER NOT NULL, old_severity INTEGER NOT NULL, new_severity INTEGER NOT NULL);
CREATE TABLE media_type (mediatypeid INTEGER PRIMARY KEY, type INTEGER NOT NULL, name VARCHAR(100) NOT NULL UNIQUE,
  status INTEGER NOT NULL);
CREATE TABLE actions (actionid INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL UNIQUE, eventsource INTEGER NOT NULL,
  status INTEGER NOT NULL, esc_period VARCHAR(255) NOT NULL);
CREATE TABLE alerts (alertid INTEGER PRIMARY KEY, actionid INTEGER NOT NULL REFERENCES actions(actionid),
  eventid INTEGER NOT NULL REFERENCES events(eventid), userid INTEGER REFERENCES users(userid),
  clock INTEGER NOT NULL, mediatypeid INTEGER REFERENCES media_type(mediatypeid), sendto VARCHAR(1024) NOT NULL,
  subject VARCHAR(255) NOT NULL, message TEXT NOT NULL, status INTEGER NOT NULL, retries INTEGER NOT NULL,
  error VARCHAR(2048) NOT NULL, alerttype INTEGER NOT NULL);
CREATE TABLE history (itemid INTEGER NOT NULL REFERENCES items(itemid), clock INTEGER NOT NULL, value DOUBLE
  PRECISION NOT NULL, ns INTEGER NOT NULL, PRIMARY KEY (itemid, clock, ns));
CREATE TABLE history_uint (itemid INTEGER NOT NULL REFERENCES items(itemid), clock INTEGER NOT NULL,
  value NUMERIC(20) NOT NULL, ns INTEGER NOT NULL, PRIMARY KEY (itemid, clock, ns));
CREATE INDEX events_1 ON events (source, object, objectid, clock);
"""

# host -> (visible name, group, ip); the group decides its template and triggers
HOSTS: list[tuple[str, str, str]] = (
    [(f"web-prod-{n:02d}", "Web servers", f"10.10.1.{10 + n}") for n in range(1, 7)]
    + [(f"app-prod-{n:02d}", "Linux servers", f"10.10.2.{10 + n}") for n in range(1, 9)]
    + [(f"db-prod-{n:02d}", "Databases", f"10.10.3.{10 + n}") for n in range(1, 5)]
    + [(f"ora-fin-{n:02d}", "Oracle", f"10.10.3.{40 + n}") for n in range(1, 4)]
    + [(f"win-dc-{n:02d}", "Windows servers", f"10.10.4.{10 + n}") for n in range(1, 4)]
    + [(f"win-file-{n:02d}", "Windows servers", f"10.10.4.{20 + n}") for n in range(1, 3)]
    + [
        ("core-sw-01", "Network devices", "10.10.0.2"),
        ("core-sw-02", "Network devices", "10.10.0.3"),
        ("fw-edge-01", "Network devices", "10.10.0.1"),
        ("dist-sw-whs-01", "Network devices", "10.30.0.2"),
        ("dist-sw-whs-02", "Network devices", "10.30.0.3"),
    ]
    + [
        ("batch-01", "Linux servers", "10.10.2.50"),
        ("edi-gw-01", "Linux servers", "10.10.2.60"),
        ("backup-01", "Linux servers", "10.10.5.10"),
        ("zabbix-server", "Zabbix servers", "10.10.5.2"),
        ("wms-app-01", "Linux servers", "10.30.1.10"),
        ("wms-app-02", "Linux servers", "10.30.1.11"),
    ]
)
TEMPLATES = {
    "Linux servers": "Linux by Zabbix agent",
    "Web servers": "Linux by Zabbix agent",
    "Databases": "Linux by Zabbix agent",
    "Oracle": "Linux by Zabbix agent",
    "Zabbix servers": "Linux by Zabbix agent",
    "Windows servers": "Windows by Zabbix agent",
    "Network devices": "Cisco IOS by SNMP",
}
NOT_MONITORED = {"wms-app-02", "win-file-02"}
IN_MAINTENANCE = {"app-prod-07", "app-prod-08", "dist-sw-whs-02"}
USERS = [
    ("Admin", "Zabbix", "Administrator", 3),
    ("ingrid.moe", "Ingrid", "Moe", 2),
    ("pal.storm", "Pål", "Storm", 2),
    ("sara.lind", "Sara", "Lind", 2),
    ("noc.bot", "NOC", "Automation", 1),
    ("henrik.aa", "Henrik", "Aa", 2),
]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    midnight = int((clock.midnight - datetime.datetime(1970, 1, 1)).total_seconds())
    now_s = int((clock.now - datetime.datetime(1970, 1, 1)).total_seconds())

    def at(day: int, minute: int) -> int:
        return midnight + day * 86400 + minute * 60

    db = new_database(path, SCHEMA)
    groups = [
        "Templates/Operating systems",
        "Templates/Network devices",
        "Linux servers",
        "Web servers",
        "Databases",
        "Oracle",
        "Windows servers",
        "Network devices",
        "Zabbix servers",
        "Discovered hosts",
    ]
    group_id = {name: index + 1 for index, name in enumerate(groups)}
    for name, gid in group_id.items():
        db.execute("INSERT INTO hstgrp VALUES (?, ?, 0, ?, ?)", (gid, name, f"{gid:032x}", int(name.startswith("T"))))
    host_id: dict[str, int] = {}
    link = 0
    for index, template in enumerate(sorted(set(TEMPLATES.values()))):
        host_id[template] = 10001 + index
        db.execute("INSERT INTO hosts VALUES (?, ?, 3, ?, '', 0, 0, 0)", (10001 + index, template, template))
        link += 1
        tgroup = "Templates/Network devices" if "Cisco" in template else "Templates/Operating systems"
        db.execute("INSERT INTO hosts_groups VALUES (?, ?, ?)", (link, 10001 + index, group_id[tgroup]))
    for index, (host, group, ip) in enumerate(HOSTS):
        hid = 10100 + index
        host_id[host] = hid
        maintenance = host in IN_MAINTENANCE
        db.execute(
            "INSERT INTO hosts VALUES (?, ?, ?, ?, '', ?, ?, 0)",
            (
                hid,
                host,
                int(host in NOT_MONITORED),
                host.upper() if group == "Network devices" else host,
                int(maintenance),
                at(-1, 1320) if maintenance else 0,
            ),
        )
        link += 1
        db.execute("INSERT INTO hosts_groups VALUES (?, ?, ?)", (link, hid, group_id[group]))
        snmp = group == "Network devices"
        db.execute(
            "INSERT INTO interface VALUES (?, ?, 1, ?, 1, ?, '', ?, ?)",
            (hid, hid, 2 if snmp else 1, ip, "161" if snmp else "10050", 0 if host in NOT_MONITORED else 1),
        )

    # ---- items (templates' items, then each host's copy) and triggers
    item_of: dict[tuple[str, str], int] = {}
    next_item = 20000

    def add_item(host: str, name: str, key: str, value_type: int, units: str, templateid: int | None) -> int:
        nonlocal next_item
        next_item += 1
        interface = host_id[host] if host in dict((h, g) for h, g, _ in HOSTS) else None
        db.execute(
            "INSERT INTO items VALUES (?, ?, ?, ?, ?, '1m', '14d', '365d', 0, ?, ?, ?, ?)",
            (
                next_item,
                20 if "SNMP" in host or host.startswith(("core", "dist", "fw")) else 0,
                host_id[host],
                name,
                key,
                value_type,
                units,
                templateid,
                interface,
            ),
        )
        item_of[(host, key)] = next_item
        return next_item

    server_items = [
        ("CPU utilization", "system.cpu.util", 0, "%"),
        ("Available memory in %", "vm.memory.size[pavailable]", 0, "%"),
        ("/: Space utilization", "vfs.fs.size[/,pused]", 0, "%"),
        ("Interface eth0: Bits received", "net.if.in[eth0]", 3, "bps"),
        ("Zabbix agent ping", "agent.ping", 3, ""),
    ]
    switch_items = [
        ("CPU utilization", "system.cpu.util[cpmCPUTotal5minRev.1]", 0, "%"),
        ("Interface Gi0/24: Bits received", "net.if.in[ifHCInOctets.24]", 3, "bps"),
        ("Interface Gi0/24: Operational status", "net.if.status[ifOperStatus.24]", 3, ""),
    ]
    for template in sorted(set(TEMPLATES.values())):
        for name, key, value_type, units in switch_items if "Cisco" in template else server_items:
            add_item(template, name, key, value_type, units, None)
    for host, group, _ in HOSTS:
        template = TEMPLATES[group]
        for name, key, value_type, units in switch_items if group == "Network devices" else server_items:
            add_item(host, name, key, value_type, units, item_of[(template, key)])
        if group == "Oracle":
            add_item(host, "Oracle: Tablespace USERS used", "oracle.ts.pused[USERS]", 0, "%", None)

    # triggers: (host, key, description, priority, expression's function, threshold)
    trigger_specs: list[tuple[str, str, str, int, str, str]] = []
    for host, group, _ in HOSTS:
        if group == "Network devices":
            trigger_specs += [
                (host, "net.if.status[ifOperStatus.24]", "Interface Gi0/24: Link down", 3, "last", "=2"),
                (
                    host,
                    "system.cpu.util[cpmCPUTotal5minRev.1]",
                    "High CPU utilization (over 90% for 5m)",
                    2,
                    "min",
                    ">90",
                ),
            ]
        else:
            trigger_specs += [
                (host, "system.cpu.util", "High CPU utilization (over 90% for 5m)", 2, "min", ">90"),
                (host, "vm.memory.size[pavailable]", "Lack of available memory (under 10%)", 3, "max", "<10"),
                (host, "vfs.fs.size[/,pused]", "/: Disk space is critically low (used > 90%)", 4, "last", ">90"),
                (host, "agent.ping", "Zabbix agent is not available (for 3m)", 4, "nodata", "=1"),
            ]
    trigger_specs.append(("backup-01", "vfs.fs.size[/,pused]", "RAID array degraded on backup-01", 5, "last", ">0"))
    trigger_id: dict[tuple[str, str], int] = {}
    for index, (host, key, description, priority, function, threshold) in enumerate(trigger_specs):
        tid, fid = 30001 + index, 40001 + index
        trigger_id[(host, description)] = tid
        parameter = "$,5m" if function in ("min", "max") else ("$,3m" if function == "nodata" else "$")
        db.execute(
            "INSERT INTO triggers VALUES (?, ?, ?, ?, 0, ?, 0, 0, 0, '')",
            (tid, "{" + str(fid) + "}" + threshold, description, priority, int(host in NOT_MONITORED)),
        )
        db.execute(
            "INSERT INTO functions VALUES (?, ?, ?, ?, ?)", (fid, item_of[(host, key)], tid, function, parameter)
        )

    # ---- users, media, actions
    for index, (username, name, surname, role) in enumerate(USERS):
        db.execute("INSERT INTO users VALUES (?, ?, ?, ?, ?, 'en_GB')", (index + 1, username, name, surname, role))
    for mid, kind, name in [(1, 0, "Email"), (2, 2, "SMS"), (3, 4, "Slack"), (4, 4, "Opsgenie")]:
        db.execute("INSERT INTO media_type VALUES (?, ?, ?, 0)", (mid, kind, name))
    db.execute("INSERT INTO actions VALUES (1, 'Report problems to NOC', 0, 0, '1h')")
    db.execute("INSERT INTO actions VALUES (2, 'Page on-call for High and Disaster', 0, 0, '30m')")

    # ---- problem events
    plans: list[tuple[str, str, int, int | None]] = []  # (host, trigger, start, minutes open or None while open)
    ordinary = [h for h, g, _ in HOSTS if h not in NOT_MONITORED and g != "Oracle"]
    descriptions = {
        "High CPU utilization (over 90% for 5m)": 5.0,
        "Lack of available memory (under 10%)": 2.0,
        "/: Disk space is critically low (used > 90%)": 1.5,
        "Zabbix agent is not available (for 3m)": 2.5,
    }
    for _ in range(260):
        host = rng.choice(ordinary)
        group = dict((h, g) for h, g, _ in HOSTS)[host]
        if group == "Network devices":
            description = "High CPU utilization (over 90% for 5m)"
        else:
            description = rng.choices(list(descriptions), weights=list(descriptions.values()))[0]
        start = at(-rng.randint(2, 60), rng.randint(0, 1439))
        plans.append((host, description, start, rng.choice([3, 5, 8, 12, 18, 25, 40, 65, 90, 150, 240])))
    for _ in range(55):  # the flapping uplink on the core switch, until it was replaced a week ago
        plans.append(
            (
                "core-sw-01",
                "Interface Gi0/24: Link down",
                at(-rng.randint(8, 29), rng.randint(0, 1439)),
                rng.choice([1, 1, 2, 3]),
            )
        )
    for index in range(14):  # db-prod-02: memory and agent trouble all week
        plans.append(
            (
                "db-prod-02",
                "Lack of available memory (under 10%)" if index % 2 else "Zabbix agent is not available (for 3m)",
                at(-1 - index // 2, 200 + index * 37),
                10 + index,
            )
        )
    for host in ("web-prod-02",) * 4:
        plans.append((host, "High CPU utilization (over 90% for 5m)", at(-rng.randint(1, 6), 780), 20))
    plans.append(("db-prod-02", "/: Disk space is critically low (used > 90%)", at(-2, 315), None))
    plans.append(("edi-gw-01", "Zabbix agent is not available (for 3m)", at(-5, 1000), None))
    plans.append(("backup-01", "RAID array degraded on backup-01", at(-19, 212), None))
    plans.append(("app-prod-03", "Lack of available memory (under 10%)", at(-1, 900), 95))
    plans.append(("batch-01", "/: Disk space is critically low (used > 90%)", at(-1, 400), 45))
    plans = [plan for plan in plans if plan[2] < now_s - 600]
    plans.sort(key=lambda plan: plan[2])
    event_id, ack_id, alert_id = 1000, 0, 0
    open_triggers: dict[int, int] = {}
    ackers = [(2, 8.0), (3, 3.0), (4, 2.0), (6, 1.0)]
    for host, description, start, minutes in plans:
        tid = trigger_id[(host, description)]
        priority = next(spec[3] for spec in trigger_specs if spec[0] == host and spec[2] == description)
        event_id += 1
        problem_id, ns = event_id, rng.randint(0, 999_999_999)
        acknowledged = int(priority >= 3 and rng.random() < 0.6)
        db.execute(
            "INSERT INTO events VALUES (?, 0, 0, ?, ?, 1, ?, ?, ?, ?)",
            (problem_id, tid, start, acknowledged, ns, description, priority),
        )
        end = None if minutes is None else start + minutes * 60
        if end is not None and end > now_s:
            end = None
        if end is not None:
            event_id += 1
            db.execute(
                "INSERT INTO events VALUES (?, 0, 0, ?, ?, 0, 0, ?, ?, ?)", (event_id, tid, end, ns, description, 0)
            )
            db.execute("INSERT INTO event_recovery VALUES (?, ?, NULL, NULL, NULL)", (problem_id, event_id))
        else:
            open_triggers[tid] = start
        if end is None or end >= now_s - 86400:
            db.execute(
                "INSERT INTO problem VALUES (?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    problem_id,
                    tid,
                    start,
                    ns,
                    event_id if end else None,
                    end,
                    ns if end else None,
                    description,
                    acknowledged,
                    priority,
                ),
            )
        if acknowledged:
            ack_id += 1
            userid = rng.choices([u for u, _ in ackers], weights=[w for _, w in ackers])[0]
            if host == "core-sw-01" or (host == "db-prod-02" and userid != 2):
                userid = 2
            db.execute(
                "INSERT INTO acknowledges VALUES (?, ?, ?, ?, ?, 6, 0, 0)",
                (ack_id, userid, problem_id, start + 240, rng.choice(["Looking into it", "Known issue", "On it"])),
            )
        for media, userid, sendto in [(1, 2, "noc@nordkapp.example"), (3, 2, "#noc-alerts")] + (
            [(2, 3, "+4790012345"), (4, 3, "oncall")] if priority >= 4 else []
        ):
            alert_id += 1
            failed = rng.random() < (0.35 if media == 2 else 0.02)
            db.execute(
                "INSERT INTO alerts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (
                    alert_id,
                    2 if priority >= 4 else 1,
                    problem_id,
                    userid,
                    start + 60,
                    media,
                    sendto,
                    f"Problem: {description}",
                    f"Host: {host}",
                    2 if failed else 1,
                    3 if failed else 0,
                    "Connection timed out"
                    if failed and media != 2
                    else ("SMS gateway: quota exceeded" if failed else ""),
                ),
            )
    for tid, start in open_triggers.items():
        db.execute("UPDATE triggers SET value = 1, lastchange = ? WHERE triggerid = ?", (start, tid))

    # ---- history: one value an hour per item, last 14 days
    base = {host: (rng.uniform(8, 35), rng.uniform(45, 75), rng.uniform(30, 70)) for host, _, _ in HOSTS}
    base["batch-01"] = (30.0, 60.0, 93.5)
    base["db-prod-02"] = (40.0, 50.0, 94.0)
    rows: list[tuple[int, int, float, int]] = []
    rows_uint: list[tuple[int, int, int, int]] = []
    for host, group, _ in HOSTS:
        if host in NOT_MONITORED:
            continue
        cpu, mem, disk = base[host]
        traffic = rng.randint(20, 200) * 1_000_000 if group == "Network devices" else rng.randint(2, 60) * 100_000
        for hour in range(-14 * 24, 24):
            moment = midnight + hour * 3600 + 60
            if moment > now_s:
                break
            ns = rng.randint(0, 999_999_999)
            if group == "Network devices":
                rows.append((item_of[(host, "system.cpu.util[cpmCPUTotal5minRev.1]")], moment, round(cpu / 2, 2), ns))
                rows_uint.append(
                    (item_of[(host, "net.if.in[ifHCInOctets.24]")], moment, int(traffic * rng.uniform(0.7, 1.3)), ns)
                )
                rows_uint.append((item_of[(host, "net.if.status[ifOperStatus.24]")], moment, 1, ns))
                continue
            load = cpu * rng.uniform(0.6, 1.4)
            if host == "web-prod-02" and hour % 24 == 13:
                load = 99.0 if hour >= -6 * 24 else 85.0
            available = mem * rng.uniform(0.9, 1.1)
            if host == "app-prod-03":
                available = max(4.0, 70.0 - (hour + 14 * 24) * 0.18)
            used = disk + (hour + 14 * 24) * 0.002
            rows.append((item_of[(host, "system.cpu.util")], moment, round(min(load, 99.0), 2), ns))
            rows.append((item_of[(host, "vm.memory.size[pavailable]")], moment, round(available, 2), ns))
            rows.append((item_of[(host, "vfs.fs.size[/,pused]")], moment, round(used, 2), ns))
            rows_uint.append((item_of[(host, "net.if.in[eth0]")], moment, int(traffic * rng.uniform(0.7, 1.3)), ns))
            rows_uint.append((item_of[(host, "agent.ping")], moment, 1, ns))
    db.executemany("INSERT INTO history VALUES (?, ?, ?, ?)", rows)
    db.executemany("INSERT INTO history_uint VALUES (?, ?, ?, ?)", rows_uint)
    close_checked(db, "monitoring")
