"""A Krems regional fibre ISP's network monitoring (Wachau Net) as a LibreNMS database.

LibreNMS (the open-source network monitoring system, PHP and Laravel on MySQL) keeps what it discovers and polls in
these tables with its conventions, here in SQLite: plural snake_case tables beside SNMP-flavoured camelCase ones
(``bgpPeers``) and columns (``ifOperStatus``, ``sysName``), times as ``YYYY-MM-DD HH:MM:SS`` text in UTC, and:

* ``devices``: ``hostname`` (the name it was added by), ``sysName`` (the name it reports), ``os`` (``junos``,
  ``arista_eos``, ``ios``, ``huawei-vrp``, ``fortigate``, ``linux``, ``apc``, ``airos``), ``type`` (``network``,
  ``server``, ``firewall``, ``power``, ``wireless``), **``status`` 1 up and 0 down with ``status_reason`` (``icmp`` or
  ``snmp``, empty while up)**, **``disabled`` 1 for a device no longer polled and ``ignore`` 1 for one whose alerts are
  ignored (both are still down, and neither counts as an outage)**, ``uptime`` in seconds, ``last_polled``,
  ``location_id`` into ``locations``;
* ``ports``: ``ifName``, ``ifAlias`` (the description), ``ifSpeed`` in bits per second, ``ifOperStatus`` and
  ``ifAdminStatus`` as text (``up``, ``down``, ``lowerLayerDown``), **``ifInOctets_rate``/``ifOutOctets_rate`` in bytes
  per second** and ``ifInErrors_rate``/``ifOutErrors_rate`` per second from the last poll, ``deleted`` 1 for a port
  gone from the device;
* ``bgpPeers``: ``bgpPeerIdentifier`` (the neighbour's address), ``bgpPeerRemoteAs``, ``astext``, ``bgpPeerDescr``,
  **``bgpPeerState`` (``established``, ``idle``, ``active``, ``connect``...) beside ``bgpPeerAdminStatus`` (``start``
  or ``running`` while configured up, ``stop`` when shut down on purpose)**, ``bgpPeerFsmEstablishedTime`` seconds in
  the current state;
* ``sensors``: ``sensor_class`` (``temperature``, ``dbm``, ``voltage``...), ``sensor_descr``, ``sensor_current`` and
  its ``sensor_limit``/``sensor_limit_low`` (and the ``_warn`` thresholds);
* ``storage``: ``storage_descr`` (the mount point), ``storage_size``/``storage_used``/``storage_free`` in bytes,
  ``storage_perc`` the percentage used;
* ``alert_rules`` (``name``, ``severity`` ``ok``/``warning``/``critical``, ``disabled``), **``alerts``: the current
  state of each rule on each device, ``state`` 0 ok (recovered), 1 alerting, 2 acknowledged, 3 worse, 4 better**, and
  ``alert_log``, every raise (``state`` 1) and recovery (``state`` 0) with its ``time_logged``;
* ``eventlog`` (``datetime``, ``message``, ``type`` ``interface``, ``system``, ``reboot``, ``bgpPeer``, ``alert``...,
  ``severity`` 1 ok, 2 info, 3 notice, 4 warning, 5 error, ``username`` for what a person did);
* ``syslog``: ``priority`` and ``level`` as the syslog names (``debug``, ``info``, ``notice``, ``warning``, ``err``,
  ``crit``), ``program``, ``msg``, ``timestamp``, ``seq`` the key;
* ``device_perf``: the ping results, ``xmt``/``rcv`` pings sent and answered, ``loss`` in per cent, ``min``/``max``/
  ``avg`` in milliseconds;
* ``device_groups`` (``static`` or ``dynamic``) and ``device_group_device``; ``users``.

Data reaches 90 days back from ``now`` (syslog 14 days, pings 3 days).

Planted signals:

* three devices are down (a radio link, an OLT answering pings but not SNMP, a rack switch); a disabled old BRAS and an
  ignored lab switch are down too but do not count;
* the Krems data centre has the most devices; the radio link Spitz-Weißenkirchen flapped the most in the last 30 days
  and has the worst ping;
* two BGP sessions are down (Netflix and Hetzner on ``br-vie-02``); a third, to a departed customer, is shut down on
  purpose (``stop``);
* ``cs-krems-01``'s Ethernet12 has by far the most input errors; the transit link ``xe-0/0/0`` on ``br-vie-01`` moves
  the most traffic;
* the mail server's ``/var`` is 93 % full; a UPS's battery is over its temperature limit and a PON port's optics are
  under their low limit;
* the firewall ``fw-krems-01`` logs the most errors to syslog in the last day.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE locations (
  id INTEGER PRIMARY KEY, location TEXT NOT NULL, lat DOUBLE, lng DOUBLE, timestamp DATETIME NOT NULL,
  fixed_coordinates TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE users (
  user_id INTEGER PRIMARY KEY, auth_type VARCHAR(32), auth_id VARCHAR(255), username VARCHAR(255) NOT NULL UNIQUE,
  password VARCHAR(255), realname VARCHAR(64) NOT NULL, email VARCHAR(64) NOT NULL, descr CHAR(30) NOT NULL,
  can_modify_passwd TINYINT NOT NULL DEFAULT 1, created_at TIMESTAMP, updated_at TIMESTAMP,
  enabled TINYINT NOT NULL DEFAULT 1
);
CREATE TABLE devices (
  device_id INTEGER PRIMARY KEY, hostname VARCHAR(128) NOT NULL, sysName VARCHAR(128), display VARCHAR(128),
  ip BLOB, community VARCHAR(255), snmpver VARCHAR(4) NOT NULL DEFAULT 'v2c', port SMALLINT NOT NULL DEFAULT 161,
  transport VARCHAR(16) NOT NULL DEFAULT 'udp', bgpLocalAs INTEGER, sysObjectID VARCHAR(128), sysDescr TEXT,
  sysContact TEXT, version TEXT, hardware TEXT, features TEXT, location_id INTEGER REFERENCES locations (id),
  os VARCHAR(32), status TINYINT NOT NULL DEFAULT 0, status_reason VARCHAR(50) NOT NULL DEFAULT '',
  "ignore" TINYINT NOT NULL DEFAULT 0, disabled TINYINT NOT NULL DEFAULT 0, uptime BIGINT,
  agent_uptime INTEGER NOT NULL DEFAULT 0, last_polled TIMESTAMP, last_poll_attempted TIMESTAMP,
  last_polled_timetaken DOUBLE, last_discovered_timetaken DOUBLE, last_discovered TIMESTAMP, last_ping TIMESTAMP,
  last_ping_timetaken DOUBLE, purpose TEXT, type VARCHAR(20) NOT NULL DEFAULT '', serial TEXT, icon VARCHAR(255),
  poller_group INTEGER NOT NULL DEFAULT 0, override_sysLocation TINYINT DEFAULT 0, notes TEXT,
  port_association_mode INTEGER NOT NULL DEFAULT 1, max_depth INTEGER NOT NULL DEFAULT 0,
  disable_notify TINYINT NOT NULL DEFAULT 0, inserted TIMESTAMP
);
CREATE TABLE ports (
  port_id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL DEFAULT 0 REFERENCES devices (device_id),
  port_descr_type VARCHAR(255), port_descr_descr VARCHAR(255), port_descr_circuit VARCHAR(255),
  port_descr_speed VARCHAR(32), ifDescr VARCHAR(255), ifName VARCHAR(255), portName VARCHAR(128),
  ifIndex BIGINT DEFAULT 0, ifSpeed BIGINT, ifOperStatus VARCHAR(16), ifOperStatus_prev VARCHAR(16),
  ifAdminStatus VARCHAR(16), ifAdminStatus_prev VARCHAR(16), ifDuplex VARCHAR(12), ifMtu INTEGER, ifType TEXT,
  ifAlias TEXT, ifPhysAddress TEXT, ifLastChange BIGINT NOT NULL DEFAULT 0, ifVlan VARCHAR(8) NOT NULL DEFAULT '',
  ifTrunk VARCHAR(16), "ignore" TINYINT NOT NULL DEFAULT 0, disabled TINYINT NOT NULL DEFAULT 0,
  deleted TINYINT NOT NULL DEFAULT 0, ifInOctets BIGINT, ifInOctets_rate BIGINT, ifOutOctets BIGINT,
  ifOutOctets_rate BIGINT, ifInErrors BIGINT, ifInErrors_rate BIGINT, ifOutErrors BIGINT, ifOutErrors_rate BIGINT,
  poll_time INTEGER, poll_prev INTEGER, poll_period INTEGER, UNIQUE (device_id, ifIndex)
);
CREATE TABLE bgpPeers (
  bgpPeer_id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (device_id), vrf_id INTEGER,
  astext VARCHAR(255) NOT NULL, bgpPeerIdentifier TEXT NOT NULL, bgpPeerRemoteAs BIGINT NOT NULL,
  bgpPeerState TEXT NOT NULL, bgpPeerAdminStatus TEXT NOT NULL, bgpPeerLastErrorCode INTEGER,
  bgpPeerLastErrorSubCode INTEGER, bgpPeerLastErrorText VARCHAR(254), bgpPeerIface INTEGER,
  bgpLocalAddr TEXT NOT NULL, bgpPeerRemoteAddr TEXT NOT NULL, bgpPeerDescr VARCHAR(255) NOT NULL DEFAULT '',
  bgpPeerInUpdates INTEGER NOT NULL, bgpPeerOutUpdates INTEGER NOT NULL, bgpPeerInTotalMessages INTEGER NOT NULL,
  bgpPeerOutTotalMessages INTEGER NOT NULL, bgpPeerFsmEstablishedTime INTEGER NOT NULL,
  bgpPeerInUpdateElapsedTime INTEGER NOT NULL, context_name VARCHAR(128)
);
CREATE TABLE sensors (
  sensor_id INTEGER PRIMARY KEY, sensor_deleted TINYINT NOT NULL DEFAULT 0, sensor_class VARCHAR(64) NOT NULL,
  device_id INTEGER NOT NULL DEFAULT 0 REFERENCES devices (device_id), poller_type VARCHAR(16) NOT NULL DEFAULT 'snmp',
  sensor_oid VARCHAR(255) NOT NULL, sensor_index VARCHAR(128), sensor_type VARCHAR(255) NOT NULL,
  sensor_descr VARCHAR(255), "group" VARCHAR(255), sensor_divisor BIGINT NOT NULL DEFAULT 1,
  sensor_multiplier INTEGER NOT NULL DEFAULT 1, sensor_current DOUBLE, sensor_limit DOUBLE, sensor_limit_warn DOUBLE,
  sensor_limit_low DOUBLE, sensor_limit_low_warn DOUBLE, sensor_alert TINYINT NOT NULL DEFAULT 1,
  sensor_custom VARCHAR(8) NOT NULL DEFAULT 'No', entPhysicalIndex VARCHAR(16), lastupdate TIMESTAMP NOT NULL,
  sensor_prev DOUBLE, user_func VARCHAR(100)
);
CREATE TABLE storage (
  storage_id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (device_id), type VARCHAR(16) NOT NULL,
  storage_index VARCHAR(64), storage_type VARCHAR(32), storage_descr TEXT NOT NULL, storage_size BIGINT NOT NULL,
  storage_units INTEGER NOT NULL, storage_used BIGINT NOT NULL DEFAULT 0, storage_free BIGINT NOT NULL DEFAULT 0,
  storage_perc INTEGER NOT NULL DEFAULT 0, storage_perc_warn INTEGER DEFAULT 60,
  storage_deleted TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE alert_rules (
  id INTEGER PRIMARY KEY, rule TEXT NOT NULL, severity TEXT NOT NULL CHECK (severity IN ('ok', 'warning', 'critical')),
  extra VARCHAR(255) NOT NULL, disabled TINYINT NOT NULL, name VARCHAR(255) NOT NULL UNIQUE, query TEXT NOT NULL,
  builder TEXT NOT NULL, proc VARCHAR(80), invert_map TINYINT NOT NULL DEFAULT 0, notes TEXT
);
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (device_id),
  rule_id INTEGER NOT NULL REFERENCES alert_rules (id), state INTEGER NOT NULL, alerted INTEGER NOT NULL,
  open INTEGER NOT NULL, note TEXT, timestamp TIMESTAMP NOT NULL, info TEXT NOT NULL, UNIQUE (device_id, rule_id)
);
CREATE TABLE alert_log (
  id INTEGER PRIMARY KEY, rule_id INTEGER NOT NULL REFERENCES alert_rules (id),
  device_id INTEGER NOT NULL REFERENCES devices (device_id), state INTEGER NOT NULL, details BLOB,
  time_logged TIMESTAMP NOT NULL
);
CREATE TABLE eventlog (
  event_id INTEGER PRIMARY KEY, device_id INTEGER REFERENCES devices (device_id),
  datetime DATETIME NOT NULL DEFAULT '1970-01-02 00:00:01', message TEXT, type VARCHAR(64), reference VARCHAR(64),
  username VARCHAR(128), severity TINYINT NOT NULL DEFAULT 2
);
CREATE TABLE syslog (
  device_id INTEGER REFERENCES devices (device_id), facility VARCHAR(10), priority VARCHAR(10), level VARCHAR(10),
  tag VARCHAR(10), timestamp DATETIME NOT NULL, program VARCHAR(32), msg TEXT, seq INTEGER PRIMARY KEY
);
CREATE TABLE device_perf (
  id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (device_id), timestamp DATETIME NOT NULL,
  xmt INTEGER NOT NULL, rcv INTEGER NOT NULL, loss INTEGER NOT NULL, min DOUBLE NOT NULL, max DOUBLE NOT NULL,
  avg DOUBLE NOT NULL, debug TEXT
);
CREATE TABLE device_groups (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '' UNIQUE, "desc" VARCHAR(255),
  type VARCHAR(16) NOT NULL DEFAULT 'dynamic', rules TEXT, pattern TEXT
);
CREATE TABLE device_group_device (
  device_group_id INTEGER NOT NULL REFERENCES device_groups (id),
  device_id INTEGER NOT NULL REFERENCES devices (device_id), PRIMARY KEY (device_group_id, device_id)
);
"""

LOCATIONS = {
    "Krems Rechenzentrum, Gewerbepark 3": (48.41, 15.60),
    "Wien Interxion VIE2": (48.27, 16.42),
    "POP Spitz": (48.37, 15.41),
    "POP Weißenkirchen": (48.40, 15.47),
    "POP Dürnstein": (48.39, 15.52),
    "POP Melk": (48.23, 15.33),
    "POP Langenlois": (48.47, 15.68),
}
POPS = {"spitz": "POP Spitz", "weissenkirchen": "POP Weißenkirchen", "duernstein": "POP Dürnstein",
        "melk": "POP Melk", "langenlois": "POP Langenlois"}  # fmt: skip
DC, VIE = "Krems Rechenzentrum, Gewerbepark 3", "Wien Interxion VIE2"
# hostname: (os, type, hardware, location, number of ports)
DEVICES: dict[str, tuple[str, str, str, str, int]] = {
    "br-vie-01": ("junos", "network", "MX204", VIE, 12),
    "br-vie-02": ("junos", "network", "MX204", VIE, 12),
    "cs-krems-01": ("arista_eos", "network", "DCS-7280SR-48C6", DC, 48),
    "cs-krems-02": ("arista_eos", "network", "DCS-7280SR-48C6", DC, 48),
    "sw-krems-r01": ("arista_eos", "network", "DCS-7050TX-48", DC, 48),
    "sw-krems-r02": ("arista_eos", "network", "DCS-7050TX-48", DC, 48),
    "sw-krems-r03": ("arista_eos", "network", "DCS-7050TX-48", DC, 48),
    "sw-krems-r04": ("arista_eos", "network", "DCS-7050TX-48", DC, 48),
    "fw-krems-01": ("fortigate", "firewall", "FortiGate-200F", DC, 8),
    "fw-krems-02": ("fortigate", "firewall", "FortiGate-200F", DC, 8),
    "radius-01": ("linux", "server", "Dell PowerEdge R650", DC, 2),
    "dns-01": ("linux", "server", "Dell PowerEdge R650", DC, 2),
    "dns-02": ("linux", "server", "Dell PowerEdge R650", VIE, 2),
    "mail-01": ("linux", "server", "Dell PowerEdge R750", DC, 2),
    "web-01": ("linux", "server", "Dell PowerEdge R650", DC, 2),
    "nms-01": ("linux", "server", "Dell PowerEdge R650", DC, 2),
    "ups-krems-01": ("apc", "power", "Smart-UPS SRT 10000", DC, 1),
    "ups-krems-02": ("apc", "power", "Smart-UPS SRT 10000", DC, 1),
    "ptp-spitz-weissenkirchen": ("airos", "wireless", "airFiber 60 LR", POPS["spitz"], 2),
    "ptp-spitz-melk": ("airos", "wireless", "airFiber 60 LR", POPS["spitz"], 2),
    "ptp-duernstein-krems": ("airos", "wireless", "airFiber 5XHD", POPS["duernstein"], 2),
    "old-bras-01": ("ios", "network", "ASR1002-X", DC, 8),
    "lab-sw-01": ("ios", "network", "WS-C2960X-24TS", DC, 24),
}
for _pop, _where in POPS.items():
    DEVICES[f"agg-{_pop}-01"] = ("ios", "network", "WS-C3850-24XS", _where, 24)
    DEVICES[f"olt-{_pop}-01"] = ("huawei-vrp", "network", "MA5800-X7", _where, 16)
# down: (reason); the disabled and ignored devices are down too
DOWN = {"ptp-spitz-melk": "icmp", "olt-langenlois-01": "snmp", "sw-krems-r04": "icmp"}
DISABLED, IGNORED = "old-bras-01", "lab-sw-01"
OS_TEXT = {"junos": "Juniper Networks, Inc. mx204 internet router, kernel JUNOS 22.4R2-S1",
           "arista_eos": "Arista Networks EOS version 4.30.2F running on an Arista Networks",
           "ios": "Cisco IOS Software, IOS-XE Software, Version 16.12.10",
           "huawei-vrp": "Huawei Versatile Routing Platform Software VRP (R) software, Version 8.201",
           "fortigate": "FortiGate-200F v7.2.8", "linux": "Linux 6.1.0-18-amd64 #1 SMP Debian 6.1.76-1 x86_64",
           "apc": "APC Web/SNMP Management Card (MB:v4.2.5 PF:v2.5.0.6)",
           "airos": "Linux 3.14.79 airFiber"}  # fmt: skip
USERS = [("admin", "mysql", "Administrator"), ("mhuber", "ldap", "Martin Huber"), ("sgruber", "ldap", "Sandra Gruber"),
         ("fwagner", "ldap", "Florian Wagner"), ("api-netbox", "mysql", "NetBox sync")]  # fmt: skip
RULES = [
    # name, severity, rule, disabled
    ("Devices up/down", "critical", "macros.device_down = 1", 0),
    ("Device rebooted", "warning", "devices.uptime < 300 AND macros.device = 1", 0),
    ("Port status up/down", "warning", "macros.port_down = 1 AND ports.ifAlias LIKE '%uplink%'", 0),
    ("Port utilisation over threshold", "warning", "macros.port_usage_perc >= 80", 0),
    ("BGP Session down", "critical", "bgpPeers.bgpPeerState != 'established' AND macros.device_up = 1", 0),
    ("Sensor over limit", "critical", "sensors.sensor_current > sensors.sensor_limit", 0),
    ("Sensor under limit", "critical", "sensors.sensor_current < sensors.sensor_limit_low", 0),
    ("Disk used > 90%", "warning", "storage.storage_perc >= 90", 0),
    ("Wireless clients over 100", "warning", "wireless_sensors.sensor_current > 100", 1),
]
# BGP neighbours of the border routers: (router, description, ASN, as text, state, admin status)
PEERS = [
    ("br-vie-01", "Transit: A1 Telekom", 8447, "A1TELEKOM-AT A1 Telekom Austria AG", "established", "running"),
    ("br-vie-01", "VIX route server 1", 1921, "VIX-AS Vienna Internet Exchange", "established", "running"),
    ("br-vie-01", "VIX route server 2", 1921, "VIX-AS Vienna Internet Exchange", "established", "running"),
    ("br-vie-01", "PNI: Google", 15169, "GOOGLE", "established", "running"),
    ("br-vie-01", "PNI: Cloudflare", 13335, "CLOUDFLARENET", "established", "running"),
    ("br-vie-01", "Customer: Weingut Hirtzberger (gone)", 64611, "Private Use AS", "idle", "stop"),
    ("br-vie-01", "iBGP br-vie-02", 203457, "WACHAUNET-AS Wachau Net GmbH", "established", "running"),
    ("br-vie-02", "Transit: Magenta", 8412, "TMA-AS Magenta Telekom", "established", "running"),
    ("br-vie-02", "VIX route server 1", 1921, "VIX-AS Vienna Internet Exchange", "established", "running"),
    ("br-vie-02", "VIX route server 2", 1921, "VIX-AS Vienna Internet Exchange", "established", "running"),
    ("br-vie-02", "PNI: Netflix", 2906, "AS-SSI Netflix Streaming Services", "idle", "start"),
    ("br-vie-02", "PNI: Hetzner", 24940, "HETZNER-AS Hetzner Online GmbH", "active", "start"),
    ("br-vie-02", "Customer: Stift Melk", 64612, "Private Use AS", "established", "running"),
    ("br-vie-02", "iBGP br-vie-01", 203457, "WACHAUNET-AS Wachau Net GmbH", "established", "running"),
]
FLAPPER = "ptp-spitz-weissenkirchen"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    epoch = int((clock.now - datetime.datetime(1970, 1, 1)).total_seconds())
    polled = clock.fmt(clock.now - datetime.timedelta(minutes=3))

    def moment(day: int, low: int = 0, high: int = 1435) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    location_ids: dict[str, int] = {}
    for n, (name, (lat, lng)) in enumerate(LOCATIONS.items(), 1):
        location_ids[name] = n
        db.execute("INSERT INTO locations VALUES (?, ?, ?, ?, ?, 1)", (n, name, lat, lng, clock.stamp(-700, 600)))
    for n, (username, auth, realname) in enumerate(USERS, 1):
        db.execute(
            "INSERT INTO users (user_id, auth_type, username, password, realname, email, descr, created_at, "
            "updated_at, enabled) VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, 1)",
            (n, auth, username, "$2y$10$h" if auth == "mysql" else None, realname, f"{username}@wachaunet.at",
             clock.stamp(-700 + 40 * n, 600), clock.stamp(-200 + 10 * n, 600)),
        )  # fmt: skip
    device_ids: dict[str, int] = {}
    for n, (host, (os_name, kind, hardware, where, _)) in enumerate(DEVICES.items(), 1):
        device_ids[host] = n
        down = host in DOWN or host in (DISABLED, IGNORED)
        uptime = None if down else rng.randint(3, 400) * 86400 + rng.randint(0, 86399)
        if host == "radius-01":
            uptime = 812 * 86400  # the longest-running box
        db.execute(
            'INSERT INTO devices (device_id, hostname, sysName, ip, community, bgpLocalAs, sysDescr, sysContact, '
            'version, hardware, location_id, os, status, status_reason, "ignore", disabled, uptime, last_polled, '
            "last_polled_timetaken, last_discovered, last_ping, last_ping_timetaken, type, serial, inserted) "
            "VALUES (?, ?, ?, ?, 'w4chau-ro', ?, ?, 'noc@wachaunet.at', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            (n, host, f"{host}.net.wachaunet.at", bytes([10, 20, n // 250, n % 250]),
             203457 if host.startswith("br-") else None, OS_TEXT[os_name], OS_TEXT[os_name].split()[-1], hardware,
             location_ids[where], os_name, 0 if down else 1, DOWN.get(host, "icmp" if down else ""),
             1 if host == IGNORED else 0, 1 if host == DISABLED else 0, uptime,
             clock.fmt(clock.now - datetime.timedelta(days=40)) if host == DISABLED else polled,
             round(rng.uniform(2, 40), 2), clock.fmt(clock.now - datetime.timedelta(hours=rng.randint(1, 6))),
             polled, round(rng.uniform(0.3, 4), 2), kind, f"SN{rng.randrange(10**8):08d}",
             clock.stamp(-600 + n * 7, 540)),
        )  # fmt: skip
    # ports
    port_id = 0
    for host, (os_name, _kind, _hardware, _where, count) in DEVICES.items():
        device = device_ids[host]
        dead = host in DOWN or host in (DISABLED, IGNORED)
        for index in range(1, count + 1):
            port_id += 1
            if os_name == "junos":
                name, speed = f"xe-0/0/{index - 1}", 10_000_000_000
            elif os_name == "arista_eos":
                name, speed = f"Ethernet{index}", 10_000_000_000 if host.startswith("cs-") else 1_000_000_000
            elif os_name == "ios":
                name, speed = f"TenGigabitEthernet1/0/{index}", 10_000_000_000
            elif os_name == "huawei-vrp":
                name, speed = f"GPON 0/1/{index - 1}", 2_500_000_000
            elif os_name == "fortigate":
                name, speed = f"port{index}", 1_000_000_000
            elif os_name == "linux":
                name, speed = f"eno{index}", 10_000_000_000
            elif os_name == "apc":
                name, speed = "eth0", 100_000_000
            else:
                name, speed = ("ath0" if index == 1 else "eth0"), 1_000_000_000
            used = index <= max(1, int(count * 0.7)) or os_name in ("linux", "apc", "airos", "fortigate")
            admin = "up" if used or index % 5 else "down"
            oper = "up" if used and not dead else ("lowerLayerDown" if admin == "up" and used else "down")
            if host == "sw-krems-r02" and index in (3, 4, 5):
                oper = "down"  # server uplinks unplugged during a migration
            load = rng.uniform(0.02, 0.3) if oper == "up" else 0.0
            in_rate, out_rate = int(speed / 8 * load), int(speed / 8 * load * rng.uniform(0.3, 0.9))
            alias = f"{'uplink' if index <= 2 else 'access'} {host} port {index}"
            if host == "br-vie-01" and index == 1:
                in_rate, out_rate, alias = int(speed / 8 * 0.86), int(speed / 8 * 0.31), "uplink transit A1 Telekom"
            errors = rng.choice([0, 0, 0, 0, 1, 2]) if oper == "up" else 0
            if host == "cs-krems-01" and index == 12:
                errors = 1840  # a dirty fibre patch
            elif host == "agg-melk-01" and index == 1:
                errors = 96
            db.execute(
                'INSERT INTO ports (port_id, device_id, ifDescr, ifName, ifIndex, ifSpeed, ifOperStatus, '
                "ifOperStatus_prev, ifAdminStatus, ifAdminStatus_prev, ifDuplex, ifMtu, ifType, ifAlias, "
                "ifPhysAddress, ifLastChange, deleted, ifInOctets, ifInOctets_rate, ifOutOctets, ifOutOctets_rate, "
                "ifInErrors, ifInErrors_rate, ifOutErrors, ifOutErrors_rate, poll_time, poll_prev, poll_period) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'fullDuplex', ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, "
                "300)",
                (port_id, device, name, name, index, speed, oper, oper, admin, admin, 9216 if speed > 1e9 else 1500,
                 "ethernetCsmacd", alias, f"{device:02x}{index:02x}7c0e3a51", rng.randrange(10**9),
                 in_rate * 86400 * 30, in_rate, out_rate * 86400 * 30, out_rate, errors * 86400 * 20, errors,
                 rng.randrange(100), epoch - 180, epoch - 480),
            )  # fmt: skip
    # two ports gone from their devices: the old BRAS's uplinks seen once, deleted since
    for n in (1, 2):
        port_id += 1
        db.execute(
            "INSERT INTO ports (port_id, device_id, ifName, ifIndex, ifSpeed, ifOperStatus, ifAdminStatus, ifAlias, "
            "deleted, ifInErrors_rate, ifInOctets_rate, ifOutOctets_rate) VALUES (?, ?, ?, ?, 10000000000, 'down', "
            "'up', 'uplink old', 1, 0, 0, 0)",
            (port_id, device_ids["cs-krems-02"], f"Ethernet{48 + n}", 100 + n),
        )
    # BGP
    for n, (router, descr, asn, astext, peer_state, admin) in enumerate(PEERS, 1):
        established = peer_state == "established"
        seconds = rng.randint(5, 120) * 86400 if established else rng.randint(2, 30) * 3600
        if descr == "Customer: Stift Melk":
            seconds = 5400  # re-established an hour and a half ago
        db.execute(
            "INSERT INTO bgpPeers VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, '')",
            (n, device_ids[router], astext, f"185.51.{n}.1", asn, peer_state, admin, 0 if established else 6,
             0 if established else 2, "" if established else "Cease/Administrative Shutdown", "185.51.0.1",
             f"185.51.{n}.1", descr, rng.randrange(10**6) if established else 0, rng.randrange(10**5),
             rng.randrange(10**7), rng.randrange(10**6), seconds, rng.randint(0, 30) if established else 0),
        )  # fmt: skip
    # sensors
    sensor_id = 0

    def sensor(host: str, klass: str, descr: str, current: float, high: float, low: float) -> None:
        nonlocal sensor_id
        sensor_id += 1
        db.execute(
            "INSERT INTO sensors (sensor_id, sensor_class, device_id, sensor_oid, sensor_index, sensor_type, "
            "sensor_descr, sensor_current, sensor_limit, sensor_limit_warn, sensor_limit_low, sensor_limit_low_warn, "
            "lastupdate, sensor_prev) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (sensor_id, klass, device_ids[host], f".1.3.6.1.4.1.{sensor_id}", str(sensor_id), DEVICES[host][0],
             descr, current, high, high - 5 if klass == "temperature" else high - 1, low,
             low + 5 if klass == "temperature" else low + 1, polled, current),
        )  # fmt: skip

    for host, (os_name, kind, *_rest) in DEVICES.items():
        if host in DOWN or host in (DISABLED, IGNORED) or kind == "wireless":
            continue
        sensor(host, "temperature", "Chassis temperature" if kind != "power" else "Battery temperature",
               round(rng.uniform(28, 44) if kind != "power" else rng.uniform(24, 32), 1),
               40 if kind == "power" else 70, 5)  # fmt: skip
        if os_name == "huawei-vrp":
            for pon in range(4):
                sensor(host, "dbm", f"GPON 0/1/{pon} Rx Power", round(rng.uniform(-24, -18), 2), -8, -28)
    db.execute("UPDATE sensors SET sensor_current = 41.5 WHERE device_id = ? AND sensor_class = 'temperature'",
               (device_ids["ups-krems-02"],))  # fmt: skip
    db.execute(
        "UPDATE sensors SET sensor_current = -29.4 WHERE device_id = ? AND sensor_descr = 'GPON 0/1/2 Rx Power'",
        (device_ids["olt-melk-01"],),
    )
    # storage
    storage_id = 0
    for host, (os_name, *_rest) in DEVICES.items():
        if os_name != "linux":
            continue
        for mount, size in (("/", 100), ("/var", 400), ("/boot", 1)):
            storage_id += 1
            perc = rng.randint(20, 75)
            if (host, mount) == ("mail-01", "/var"):
                perc = 93
            elif (host, mount) == ("nms-01", "/var"):
                perc = 87
            total = size * 1024**3
            taken = total * perc // 100
            db.execute(
                "INSERT INTO storage VALUES (?, ?, 'hrstorage', ?, 'hrStorageFixedDisk', ?, ?, 4096, ?, ?, ?, 60, 0)",
                (storage_id, device_ids[host], str(storage_id), mount, total, taken, total - taken, perc),
            )
    # alert rules, current alerts and their history
    for n, (name, severity, rule, disabled) in enumerate(RULES, 1):
        db.execute(
            "INSERT INTO alert_rules VALUES (?, ?, ?, ?, ?, ?, ?, '{}', NULL, 0, NULL)",
            (n, rule, severity, '{"mute":false,"count":"-1","delay":300,"interval":300}', disabled, name,
             f"SELECT * FROM devices WHERE {rule}"),
        )  # fmt: skip
    rule_ids = {name: n for n, (name, *_rest) in enumerate(RULES, 1)}
    log: list[tuple[int, int, int, str]] = []  # rule, device, state, time
    hosts = [host for host in DEVICES if host not in (DISABLED, IGNORED)]
    flappy = {FLAPPER: 14, "ptp-duernstein-krems": 6, "ptp-spitz-melk": 4, "olt-langenlois-01": 3}
    for host in hosts:
        flaps = flappy.get(host, rng.choice([0, 0, 0, 1]))
        for _ in range(flaps):
            day = -rng.randint(1, 29)
            raised = clock.clear_of_now(rng, day, 60, 1300)
            log.append((rule_ids["Devices up/down"], device_ids[host], 1, clock.fmt(raised)))
            log.append((rule_ids["Devices up/down"], device_ids[host], 0,
                        clock.fmt(raised + datetime.timedelta(minutes=rng.randint(2, 90)))))  # fmt: skip
        for _ in range(rng.choice([0, 1, 2])):  # older history
            day = -rng.randint(31, 89)
            raised = clock.clear_of_now(rng, day, 60, 1300)
            rule = rng.choice(["Port status up/down", "Device rebooted", "Port utilisation over threshold"])
            log.append((rule_ids[rule], device_ids[host], 1, clock.fmt(raised)))
            log.append((rule_ids[rule], device_ids[host], 0, clock.fmt(raised + datetime.timedelta(minutes=45))))
    current: dict[tuple[str, str], tuple[int, str]] = {}
    for host in DOWN:
        current[(host, "Devices up/down")] = (1, moment(-rng.randint(0, 2)))
    current[("br-vie-02", "BGP Session down")] = (1, moment(-3))
    current[("ups-krems-02", "Sensor over limit")] = (1, moment(-1))
    current[("olt-melk-01", "Sensor under limit")] = (1, moment(-5))
    current[("mail-01", "Disk used > 90%")] = (2, moment(-12))
    current[("br-vie-01", "Port utilisation over threshold")] = (2, moment(-20))
    current[(FLAPPER, "Devices up/down")] = (0, moment(-2))
    current[("cs-krems-01", "Port status up/down")] = (0, moment(-9))
    for (host, rule_name), (state, stamp) in current.items():
        if state:
            log.append((rule_ids[rule_name], device_ids[host], 1, stamp))
        db.execute(
            "INSERT INTO alerts (device_id, rule_id, state, alerted, open, note, timestamp, info) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, '')",
            (device_ids[host], rule_ids[rule_name], state, 1 if state else 0, 1 if state else 0,
             "Known, vendor case open" if state == 2 else "", stamp),
        )  # fmt: skip
    for rule_id, device, state, stamp in sorted(log, key=lambda row: row[3]):
        db.execute(
            "INSERT INTO alert_log (rule_id, device_id, state, details, time_logged) VALUES (?, ?, ?, ?, ?)",
            (rule_id, device, state, b"x\x9c" + bytes(8), stamp),
        )
    # event log
    events: list[tuple[int | None, str, str, str, str | None, int]] = []
    for rule_id, device, state, stamp in log:
        host = list(DEVICES)[device - 1]
        if rule_id == rule_ids["Devices up/down"]:
            text = "Device status changed to Down from icmp check." if state else "Device status changed to Up"
            events.append((device, stamp, text, "system", None, 5 if state else 1))
        elif rule_id == rule_ids["Port utilisation over threshold"] and state:
            events.append((device, stamp, f"Alert for {host}: port utilisation over threshold", "alert", None, 4))
    rebooted = ["dns-02", "ptp-duernstein-krems", "agg-spitz-01", "web-01"]
    for n, host in enumerate(rebooted):
        day = -(1 + n) if n < 3 else -12
        events.append((device_ids[host], moment(day), f"Device rebooted after {rng.randint(20, 300)} days",
                       "reboot", None, 4))  # fmt: skip
    for _ in range(260):
        host = rng.choice(hosts)
        day = -rng.randint(0, 89)
        port = rng.randint(1, DEVICES[host][4])
        events.append((device_ids[host], moment(day), f"ifOperStatus: up -> down (port {port})", "interface", None,
                       rng.choice([3, 4])))  # fmt: skip
    for username, what in (("mhuber", "Device added"), ("sgruber", "Device disabled"), ("fwagner", "Ports ignored")):
        for _ in range(rng.randint(2, 5)):
            events.append((device_ids[rng.choice(hosts)], moment(-rng.randint(0, 89)), what, "system", username, 2))
    for event in sorted(events, key=lambda row: row[1]):
        db.execute(
            "INSERT INTO eventlog (device_id, datetime, message, type, reference, username, severity) "
            "VALUES (?, ?, ?, ?, NULL, ?, ?)",
            event,
        )
    # syslog: 14 days
    programs = [("sshd", "auth", "info", "Accepted publickey for noc from 10.20.0.15"),
                ("sshd", "auth", "warning", "Failed password for invalid user admin from 45.155.205.3"),
                ("kernel", "kern", "notice", "link state changed"), ("CRON", "cron", "info", "(root) CMD (run-parts)"),
                ("named", "daemon", "info", "client query refused"),
                ("postfix/smtpd", "mail", "info", "connect from unknown")]  # fmt: skip
    rows: list[tuple[int, str, str, str, str, str]] = []
    for _ in range(2400):
        host = rng.choice(hosts)
        program, facility, priority, text = rng.choice(programs)
        rows.append((device_ids[host], facility, priority, moment(-rng.randint(0, 13)), program, text))
    for _ in range(34):
        rows.append((device_ids["fw-krems-01"], "local7", rng.choice(["err", "err", "crit"]),
                     moment(-1 if rng.random() < 0.3 else 0, 0, 1435), "fortigate",
                     "ips: attack blocked, session table 96% full"))  # fmt: skip
    for host, count in (("cs-krems-01", 14), ("olt-melk-01", 9), ("br-vie-02", 11)):
        for _ in range(count):
            rows.append((device_ids[host], "local7", "err", moment(-rng.randint(0, 4)), "bgp" if host[0] == "b" else
                         "kernel", "BGP neighbor down" if host[0] == "b" else "CRC errors on interface"))  # fmt: skip
    for seq, row in enumerate(sorted(rows, key=lambda row: row[3]), 1):
        device, facility, priority, stamp, program, text = row
        db.execute(
            "INSERT INTO syslog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (device, facility, priority, priority, "", stamp, program, text, seq),
        )
    # pings: every 30 minutes for 3 days, counted from now (a window counted back from now has its edge between two)
    base = clock.now - datetime.timedelta(days=3, minutes=-10)
    for host in hosts:
        device = device_ids[host]
        kind = DEVICES[host][1]
        typical = {"wireless": 6.0, "server": 0.4, "power": 1.1}.get(kind, 0.8)
        if host == FLAPPER:
            typical = 17.0
        if DEVICES[host][3] == VIE:
            typical += 2.1
        for step in range(144):
            sampled = base + datetime.timedelta(minutes=30 * step, seconds=rng.randrange(20))
            if host in DOWN and step >= 140:
                xmt, rcv = 3, 0 if DOWN[host] == "icmp" else 3
            else:
                xmt, rcv = 3, 3 if host != FLAPPER or rng.random() > 0.1 else 2
            avg = round(typical * rng.uniform(0.8, 1.2), 2) if rcv else 0.0
            db.execute(
                "INSERT INTO device_perf (device_id, timestamp, xmt, rcv, loss, min, max, avg) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (device, clock.fmt(sampled), xmt, rcv, round(100 * (xmt - rcv) / xmt), round(avg * 0.8, 2),
                 round(avg * 1.3, 2), avg),
            )  # fmt: skip
    # device groups
    groups = {
        "Core": ("static", "Border routers and core switches", [h for h in DEVICES if h[:3] in ("br-", "cs-")]),
        "Fibre POPs": ("dynamic", "Aggregation and OLTs", [h for h in DEVICES if h[:4] in ("agg-", "olt-")]),
        "Servers": ("dynamic", "os = linux", [h for h, v in DEVICES.items() if v[0] == "linux"]),
        "Wireless backhaul": ("static", "Radio links", [h for h, v in DEVICES.items() if v[1] == "wireless"]),
        "Data centre power": ("static", "UPSes", [h for h, v in DEVICES.items() if v[1] == "power"]),
    }
    for n, (name, (kind, descr, members)) in enumerate(groups.items(), 1):
        db.execute(
            'INSERT INTO device_groups (id, name, "desc", type, rules, pattern) VALUES (?, ?, ?, ?, ?, NULL)',
            (n, name, descr, kind, '{"condition":"AND","rules":[]}' if kind == "dynamic" else None),
        )
        for host in members:
            db.execute("INSERT INTO device_group_device VALUES (?, ?)", (n, device_ids[host]))
    close_checked(db, "network")
