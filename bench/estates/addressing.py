"""A Basel contract research laboratory's IP address management (Rheinlab AG) as a phpIPAM 1.6 database.

phpIPAM (the open-source IP address manager, PHP on MySQL) keeps its records in these tables with its conventions,
here in SQLite: camelCase tables and columns (``ipaddresses.subnetId``, ``vlans.vlanId``, ``ipTags``), and:

* ``sections`` (``masterSection`` 0 for a top-level section) hold ``subnets``: **``subnet`` is the network address as
  a decimal integer in text (``'169084928'`` is 10.20.8.0) and ``mask`` the prefix length as text (``'24'``)**,
  ``description`` what the subnet is for, ``masterSubnetId`` **0 for a subnet at the top of its section** (else its
  parent, a folder or a supernet), ``isFolder`` 1 for a folder (no ``subnet`` or ``mask``), ``vlanId``, ``vrfId``,
  ``location`` and ``customer_id`` (NULL when none), ``pingSubnet`` 1 when the scan agent pings it;
* ``ipaddresses``: ``ip_addr`` likewise a decimal integer in text, ``hostname``, ``description``, ``owner``, ``mac``,
  **``state`` an ``ipTags`` id (1 ``Offline``, 2 ``Used``, 3 ``Reserved``, 4 ``DHCP``)**, ``is_gateway`` 1 for the
  subnet's gateway, ``switch`` the ``devices`` id it is patched to and ``port``, **``lastSeen`` the last time the scan
  agent got an answer, ``'1970-01-01 00:00:01'`` when it never has**, ``editDate``;
* ``vlans`` (``number``, ``name``) in ``vlanDomains``, ``vrf`` (``name``, ``rd``), ``locations``, ``customers``
  (``title``), ``devices`` (``hostname``, ``type`` a ``deviceTypes`` id);
* ``users`` (``role`` ``Administrator`` or ``User``, ``disabled`` ``'Yes'``/``'No'``, ``lastLogin``, NULL when never);
* ``changelog``: every change, ``ctype`` (``ip_addr``, ``subnet``, ``section``), ``coid`` the object's id, ``cuser``
  the user, ``caction`` (``add``, ``edit``, ``delete``...), ``cresult`` (``success``, ``error``), ``cdate``;
* ``logs``: the audit log, ``severity`` 0 informational, 1 warning, 2 error, ``date`` as text, ``username``,
  ``command`` (``User login``, ``Subnet edit``...), ``details``;
* ``requests``: address requests from users, ``processed`` 0 while waiting, ``accepted`` once decided.

Times are ``YYYY-MM-DD HH:MM:SS`` text in UTC. Data reaches 180 days back from ``now`` (the change log 120).

Planted signals:

* the office clients' /23 in Basel has the most addresses; the mass spectrometers' /27 is the fullest subnet (29 of 30
  usable addresses);
* the iSCSI storage and the two out-of-band management networks have no gateway; three VLANs carry no subnet;
* the DMZ's hosted tenant BioPharm Riehen holds the most public addresses;
* Lukas Brunner made the most changes in the last 30 days (Mia Keller over the whole log); ``admin`` has by far the
  most failed logins (a password-guessing run); four address requests wait; the old label printer was last seen 47
  days ago.
"""

from __future__ import annotations

import datetime
import ipaddress
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE sections (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL DEFAULT '' UNIQUE, description TEXT,
  masterSection INTEGER DEFAULT 0, permissions VARCHAR(1024), strictMode TEXT NOT NULL DEFAULT '1',
  subnetOrdering VARCHAR(16), "order" INTEGER, editDate TIMESTAMP, showSubnet TINYINT NOT NULL DEFAULT 1,
  showVLAN TINYINT NOT NULL DEFAULT 0, showVRF TINYINT NOT NULL DEFAULT 0, showSupernetOnly TINYINT NOT NULL DEFAULT 0,
  DNS VARCHAR(128)
);
CREATE TABLE vlanDomains (
  id INTEGER PRIMARY KEY, name VARCHAR(64) NOT NULL, description TEXT, permissions VARCHAR(128)
);
CREATE TABLE customers (
  id INTEGER PRIMARY KEY, title VARCHAR(128) NOT NULL UNIQUE, address VARCHAR(255), postcode VARCHAR(32),
  city VARCHAR(155), state VARCHAR(128), lat VARCHAR(31), long VARCHAR(31), contact_person TEXT,
  contact_phone VARCHAR(32), contact_mail VARCHAR(254), note TEXT,
  status TEXT NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Reserved', 'Inactive'))
);
CREATE TABLE vlans (
  vlanId INTEGER PRIMARY KEY, domainId INTEGER NOT NULL DEFAULT 1 REFERENCES vlanDomains (id),
  name VARCHAR(255) NOT NULL, number INTEGER, description TEXT, editDate TIMESTAMP,
  customer_id INTEGER REFERENCES customers (id)
);
CREATE TABLE vrf (
  vrfId INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, rd VARCHAR(32), description VARCHAR(256),
  sections VARCHAR(128), editDate TIMESTAMP, customer_id INTEGER REFERENCES customers (id)
);
CREATE TABLE locations (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, description TEXT, address VARCHAR(128), lat VARCHAR(31),
  long VARCHAR(31)
);
CREATE TABLE deviceTypes (
  tid INTEGER PRIMARY KEY, tname VARCHAR(128), tdescription VARCHAR(128)
);
CREATE TABLE devices (
  id INTEGER PRIMARY KEY, hostname VARCHAR(255), ip_addr VARCHAR(100), type INTEGER DEFAULT 0
  REFERENCES deviceTypes (tid), description VARCHAR(256), sections VARCHAR(1024), snmp_community VARCHAR(100),
  snmp_version TEXT DEFAULT '0', rack INTEGER, rack_start INTEGER, rack_size INTEGER,
  location INTEGER REFERENCES locations (id), editDate TIMESTAMP
);
CREATE TABLE subnets (
  id INTEGER PRIMARY KEY, subnet VARCHAR(255), mask VARCHAR(3), sectionId INTEGER REFERENCES sections (id),
  description TEXT, linked_subnet INTEGER, firewallAddressObject VARCHAR(100), vrfId INTEGER REFERENCES vrf (vrfId),
  masterSubnetId INTEGER NOT NULL DEFAULT 0, allowRequests TINYINT NOT NULL DEFAULT 0,
  vlanId INTEGER REFERENCES vlans (vlanId), showName TINYINT NOT NULL DEFAULT 0, device INTEGER DEFAULT 0,
  permissions VARCHAR(1024), pingSubnet TINYINT DEFAULT 0, discoverSubnet TINYINT DEFAULT 0,
  resolveDNS TINYINT DEFAULT 0, DNSrecursive TINYINT DEFAULT 0, DNSrecords TINYINT DEFAULT 0,
  nameserverId INTEGER DEFAULT 0, scanAgent INTEGER, customer_id INTEGER REFERENCES customers (id),
  isFolder TINYINT NOT NULL DEFAULT 0, isFull TINYINT NOT NULL DEFAULT 0, isPool TINYINT NOT NULL DEFAULT 0,
  state INTEGER DEFAULT 2, threshold INTEGER DEFAULT 0, location INTEGER REFERENCES locations (id),
  editDate TIMESTAMP, lastScan TIMESTAMP, lastDiscovery TIMESTAMP
);
CREATE TABLE ipTags (
  id INTEGER PRIMARY KEY, type VARCHAR(32), showtag TINYINT DEFAULT 1, bgcolor VARCHAR(7), fgcolor VARCHAR(7),
  compress TEXT NOT NULL DEFAULT 'No', locked TEXT NOT NULL DEFAULT 'No', updateTag TINYINT DEFAULT 0
);
CREATE TABLE ipaddresses (
  id INTEGER PRIMARY KEY, subnetId INTEGER REFERENCES subnets (id), ip_addr VARCHAR(100) NOT NULL,
  is_gateway TINYINT DEFAULT 0, description VARCHAR(64), hostname VARCHAR(255), mac VARCHAR(20), owner VARCHAR(128),
  state INTEGER DEFAULT 2 REFERENCES ipTags (id), switch INTEGER REFERENCES devices (id),
  location INTEGER REFERENCES locations (id), port VARCHAR(32), note TEXT,
  lastSeen DATETIME DEFAULT '1970-01-01 00:00:01', excludePing TINYINT DEFAULT 0, PTRignore TINYINT DEFAULT 0,
  PTR INTEGER DEFAULT 0, firewallAddressObject VARCHAR(100), editDate TIMESTAMP,
  customer_id INTEGER REFERENCES customers (id), UNIQUE (ip_addr, subnetId)
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, username VARCHAR(255) NOT NULL UNIQUE, authMethod INTEGER DEFAULT 1, password VARCHAR(128),
  groups VARCHAR(1024), role TEXT, real_name VARCHAR(128), email VARCHAR(254), domainUser TEXT DEFAULT '0',
  widgets VARCHAR(1024), lang INTEGER DEFAULT 9, favourite_subnets VARCHAR(1024), mailNotify TEXT DEFAULT 'No',
  mailChangelog TEXT DEFAULT 'No', passChange TEXT DEFAULT 'No', editDate TIMESTAMP, lastLogin TIMESTAMP,
  lastActivity TIMESTAMP, compressOverride TEXT DEFAULT 'default', hideFreeRange TINYINT DEFAULT 0,
  menuType TEXT DEFAULT 'Dynamic', disabled TEXT NOT NULL DEFAULT 'No'
);
CREATE TABLE changelog (
  cid INTEGER PRIMARY KEY, ctype TEXT NOT NULL, coid INTEGER NOT NULL, cuser INTEGER NOT NULL REFERENCES users (id),
  caction TEXT NOT NULL DEFAULT 'edit', cresult TEXT NOT NULL DEFAULT '', cdate DATETIME NOT NULL, cdiff TEXT
);
CREATE TABLE logs (
  id INTEGER PRIMARY KEY, severity INTEGER, date VARCHAR(32), username VARCHAR(255), ipAddr VARCHAR(64),
  command VARCHAR(128) DEFAULT '0', details TEXT
);
CREATE TABLE requests (
  id INTEGER PRIMARY KEY, subnetId INTEGER REFERENCES subnets (id), ip_addr VARCHAR(100), description VARCHAR(64),
  mac VARCHAR(20), dns_name VARCHAR(255), state INTEGER DEFAULT 2 REFERENCES ipTags (id), owner VARCHAR(128),
  requester VARCHAR(128), comment TEXT, processed TINYINT, accepted TINYINT, adminComment TEXT
);
"""

SECTIONS = [("Basel Campus", "Head office and labs, Hochbergerstrasse", 0),
            ("Muttenz Plant", "Production site Muttenz", 0),
            ("DMZ", "Public addresses and hosted tenants", 0),
            ("Lab Instruments", "Instrument networks of the laboratories", 1)]  # fmt: skip
LOCATIONS = [("Basel Hochbergerstrasse", "Hochbergerstrasse 60, 4057 Basel"),
             ("Muttenz Werk", "Rothausstrasse 61, 4132 Muttenz"),
             ("Interxion ZUR1 (rack 0412)", "Glattbrugg")]  # fmt: skip
CUSTOMERS = ["Rheinlab AG", "BioPharm Riehen AG", "Kantonsspital Liestal", "Swiss Genomics GmbH"]
# number: (name, description); the last three carry no subnet
VLANS = {100: "Office clients", 110: "Servers", 120: "Printers", 130: "VoIP", 140: "Guest WiFi", 150: "iSCSI",
         999: "OOB", 200: "Production clients", 210: "BACnet", 220: "CCTV", 230: "Weighbridge", 300: "DMZ web",
         301: "Partner VPN", 302: "Hosting", 400: "Lab benches", 410: "MS instruments", 420: "Sequencers",
         430: "Cold chain monitoring", 160: "Video conferencing", 310: "DMZ staging", 500: "Old SCADA"}  # fmt: skip
VRFS = [("CORP", "65010:1"), ("LAB", "65010:2"), ("DMZ", "65010:3"), ("MGMT", "65010:99")]
DEVICE_TYPES = ["Switch", "Router", "Firewall", "Hub", "Wireless", "Database", "Workstation", "Laptop", "Other"]
# hostname: (type, location)
DEVICES = {"sw-basel-b1-01": ("Switch", 1), "sw-basel-b1-02": ("Switch", 1), "sw-basel-b2-lab": ("Switch", 1),
           "sw-muttenz-01": ("Switch", 2), "sw-muttenz-02": ("Switch", 2), "fw-dmz-01": ("Firewall", 3),
           "rt-basel-core": ("Router", 1)}  # fmt: skip
# section, network, description, vlan, vrf, location, addresses, gateway, pinged, switch, state weights
# (Offline, Used, Reserved, DHCP), customer
Subnet = tuple[str, str, str, int, str, int, int, bool, bool, str, tuple[int, int, int, int], str | None]
SUBNETS: list[Subnet] = [
    (
        "Basel Campus",
        "10.10.0.0/23",
        "Office clients Basel",
        100,
        "CORP",
        1,
        268,
        True,
        True,
        "sw-basel-b1-01",
        (4, 20, 2, 74),
        None,
    ),
    (
        "Basel Campus",
        "10.10.2.0/24",
        "Servers Basel",
        110,
        "CORP",
        1,
        121,
        True,
        True,
        "sw-basel-b1-02",
        (3, 90, 7, 0),
        None,
    ),
    (
        "Basel Campus",
        "10.10.3.0/24",
        "Printers and MFPs",
        120,
        "CORP",
        1,
        31,
        True,
        True,
        "sw-basel-b1-01",
        (5, 85, 10, 0),
        None,
    ),
    (
        "Basel Campus",
        "10.10.4.0/24",
        "VoIP phones",
        130,
        "CORP",
        1,
        142,
        True,
        True,
        "sw-basel-b1-02",
        (2, 8, 0, 90),
        None,
    ),
    (
        "Basel Campus",
        "10.10.5.0/24",
        "Guest WiFi",
        140,
        "CORP",
        1,
        1,
        True,
        False,
        "sw-basel-b1-01",
        (0, 100, 0, 0),
        None,
    ),
    (
        "Basel Campus",
        "10.10.10.0/24",
        "Storage iSCSI",
        150,
        "CORP",
        1,
        16,
        False,
        False,
        "sw-basel-b1-02",
        (0, 100, 0, 0),
        None,
    ),
    (
        "Basel Campus",
        "10.10.250.0/24",
        "OOB management Basel",
        999,
        "MGMT",
        1,
        40,
        False,
        True,
        "sw-basel-b1-02",
        (5, 90, 5, 0),
        None,
    ),
    (
        "Muttenz Plant",
        "10.20.0.0/24",
        "Production clients Muttenz",
        200,
        "CORP",
        2,
        92,
        True,
        True,
        "sw-muttenz-01",
        (6, 60, 4, 30),
        None,
    ),
    (
        "Muttenz Plant",
        "10.20.8.0/24",
        "Building automation (BACnet)",
        210,
        "CORP",
        2,
        61,
        True,
        True,
        "sw-muttenz-01",
        (8, 88, 4, 0),
        None,
    ),
    (
        "Muttenz Plant",
        "10.20.9.0/24",
        "CCTV cameras",
        220,
        "CORP",
        2,
        111,
        True,
        True,
        "sw-muttenz-02",
        (3, 95, 2, 0),
        None,
    ),
    (
        "Muttenz Plant",
        "10.20.10.0/28",
        "Weighbridge and gate",
        230,
        "CORP",
        2,
        12,
        True,
        True,
        "sw-muttenz-02",
        (0, 100, 0, 0),
        None,
    ),
    (
        "Muttenz Plant",
        "10.20.250.0/24",
        "OOB management Muttenz",
        999,
        "MGMT",
        2,
        20,
        False,
        True,
        "sw-muttenz-02",
        (5, 95, 0, 0),
        None,
    ),
    ("DMZ", "203.0.113.0/27", "Public web", 300, "DMZ", 3, 18, True, False, "fw-dmz-01", (0, 90, 10, 0), None),
    (
        "DMZ",
        "203.0.113.32/28",
        "Partner VPN endpoints",
        301,
        "DMZ",
        3,
        8,
        True,
        False,
        "fw-dmz-01",
        (0, 80, 20, 0),
        None,
    ),
    ("DMZ", "198.51.100.0/26", "Hosted tenant IPs", 302, "DMZ", 3, 46, True, False, "fw-dmz-01", (0, 85, 15, 0), None),
    (
        "Lab Instruments",
        "10.30.0.0/24",
        "Lab benches building 2",
        400,
        "LAB",
        1,
        151,
        True,
        True,
        "sw-basel-b2-lab",
        (6, 70, 4, 20),
        None,
    ),
    (
        "Lab Instruments",
        "10.30.4.0/27",
        "Mass spectrometers",
        410,
        "LAB",
        1,
        29,
        True,
        True,
        "sw-basel-b2-lab",
        (0, 100, 0, 0),
        None,
    ),
    (
        "Lab Instruments",
        "10.30.5.0/26",
        "Sequencers",
        420,
        "LAB",
        1,
        40,
        True,
        True,
        "sw-basel-b2-lab",
        (2, 93, 5, 0),
        None,
    ),
    (
        "Lab Instruments",
        "10.30.6.0/25",
        "Freezers and incubators monitoring",
        430,
        "LAB",
        1,
        70,
        True,
        True,
        "sw-basel-b2-lab",
        (4, 96, 0, 0),
        None,
    ),
]
# the hosted tenants' shares of the hosted subnet
TENANTS = [("BioPharm Riehen AG", 23), ("Swiss Genomics GmbH", 14), ("Kantonsspital Liestal", 9)]
USERS = [
    # username, real name, role, disabled, days since last login (None: never)
    ("admin", "phpIPAM Admin", "Administrator", "No", 1),
    ("lbrunner", "Lukas Brunner", "Administrator", "No", 0),
    ("mkeller", "Mia Keller", "Administrator", "No", 2),
    ("dmeier", "Daniel Meier", "User", "No", 124),
    ("sfrei", "Sarah Frei", "User", "No", 6),
    ("nschneider", "Nina Schneider", "User", "No", 97),
    ("rvogel", "Reto Vogel", "User", "Yes", 300),
    ("api-netbox", "NetBox sync", "User", "No", None),
]
OWNERS = ["IT Basel", "Facility Muttenz", "Lab IT", "Security", "QA Lab"]


def _decimal(address: str) -> str:
    return str(int(ipaddress.IPv4Address(address)))


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    created = clock.stamp(-900, 600)

    def moment(day: int) -> str:
        return clock.fmt(clock.clear_of_now(rng, day, 420, 1150))

    for n, (name, description, master) in enumerate(SECTIONS, 1):
        db.execute(
            'INSERT INTO sections (id, name, description, masterSection, permissions, "order", editDate, showVLAN, '
            "showVRF) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1)",
            (n, name, description, master, '{"3":"1","2":"2"}', n, created),
        )
    section_ids = {name: n for n, (name, *_rest) in enumerate(SECTIONS, 1)}
    db.execute("INSERT INTO vlanDomains VALUES (1, 'default', 'default L2 domain', NULL)")
    for n, (name, address) in enumerate(LOCATIONS, 1):
        db.execute("INSERT INTO locations VALUES (?, ?, '', ?, NULL, NULL)", (n, name, address))
    for n, title in enumerate(CUSTOMERS, 1):
        db.execute(
            "INSERT INTO customers (id, title, city, contact_mail, status) VALUES (?, ?, ?, ?, 'Active')",
            (n, title, "Basel" if n < 3 else "Liestal", f"it@{title.split()[0].lower()}.ch"),
        )
    customer_ids = {title: n for n, title in enumerate(CUSTOMERS, 1)}
    vlan_ids: dict[int, int] = {}
    for n, (number, name) in enumerate(VLANS.items(), 1):
        vlan_ids[number] = n
        db.execute("INSERT INTO vlans VALUES (?, 1, ?, ?, '', ?, NULL)", (n, name, number, created))
    for n, (name, rd) in enumerate(VRFS, 1):
        db.execute("INSERT INTO vrf VALUES (?, ?, ?, '', '1;2;3;4;', ?, NULL)", (n, name, rd, created))
    vrf_ids = {name: n for n, (name, _) in enumerate(VRFS, 1)}
    for n, name in enumerate(DEVICE_TYPES, 1):
        db.execute("INSERT INTO deviceTypes VALUES (?, ?, ?)", (n, name, f"{name}s"))
    type_ids = {name: n for n, name in enumerate(DEVICE_TYPES, 1)}
    device_ids: dict[str, int] = {}
    for n, (host, (kind, where)) in enumerate(DEVICES.items(), 1):
        device_ids[host] = n
        db.execute(
            "INSERT INTO devices (id, hostname, ip_addr, type, description, sections, location, editDate) "
            "VALUES (?, ?, ?, ?, '', '1;2;3;4;', ?, ?)",
            (n, host, _decimal(f"10.10.250.{n + 10}"), type_ids[kind], where, created),
        )
    for n, (name, color) in enumerate([("Offline", "#f59c99"), ("Used", "#a9c9a4"), ("Reserved", "#9ac0cd"),
                                       ("DHCP", "#c9c9c9")], 1):  # fmt: skip
        db.execute("INSERT INTO ipTags VALUES (?, ?, 1, ?, '#ffffff', 'No', 'Yes', 0)", (n, name, color))
    for n, (username, real_name, role, disabled, days) in enumerate(USERS, 1):
        last = None if days is None else moment(-days)
        db.execute(
            "INSERT INTO users (id, username, password, groups, role, real_name, email, editDate, lastLogin, "
            'lastActivity, disabled) VALUES (?, ?, \'$2y$10$e\', \'{"2":"2","3":"3"}\', ?, ?, ?, ?, ?, ?, ?)',
            (n, username, role, real_name, f"{username}@rheinlab.ch", created, last, last, disabled),
        )
    user_ids = {username: n for n, (username, *_rest) in enumerate(USERS, 1)}
    # the Laboratories folder, then the subnets
    db.execute(
        "INSERT INTO subnets (id, subnet, mask, sectionId, description, masterSubnetId, isFolder, editDate) "
        "VALUES (1, NULL, NULL, ?, 'Laboratories', 0, 1, ?)",
        (section_ids["Lab Instruments"], created),
    )
    address_id = 0
    address_ids: list[int] = []
    for n, subnet in enumerate(SUBNETS, 2):
        section, cidr, description, vlan, vrf, where, count, gateway, pinged, switch, weights, customer = subnet
        network = ipaddress.IPv4Network(cidr)
        db.execute(
            "INSERT INTO subnets (id, subnet, mask, sectionId, description, vrfId, masterSubnetId, vlanId, "
            "pingSubnet, discoverSubnet, customer_id, isFull, location, editDate, lastScan) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (n, str(int(network.network_address)), str(network.prefixlen), section_ids[section], description,
             vrf_ids[vrf], 1 if section == "Lab Instruments" else 0, vlan_ids[vlan], int(pinged), int(pinged),
             customer_ids[customer] if customer else None, int(count >= network.num_addresses - 2), where,
             clock.stamp(-rng.randint(100, 800), 600), clock.fmt(clock.now - datetime.timedelta(minutes=17))
             if pinged else None),
        )  # fmt: skip
        hosts = list(network.hosts())
        tenants = (
            [title for title, share in TENANTS for _ in range(share)] if description == "Hosted tenant IPs" else []
        )
        for k in range(count):
            address_id += 1
            address_ids.append(address_id)
            is_gateway = gateway and k == 0
            state = 2 if is_gateway else rng.choices([1, 2, 3, 4], weights=weights)[0]
            if not pinged:
                seen = "1970-01-01 00:00:01"  # never scanned
            elif state == 1:
                seen = moment(-rng.randint(35, 170))
            elif state == 3 and rng.random() < 0.7:
                seen = "1970-01-01 00:00:01"  # reserved, never on the wire
            else:
                seen = clock.fmt(clock.now - datetime.timedelta(minutes=17 + rng.randint(0, 3) * 60))
            prefix = description.split()[0].lower().strip("()")
            hostname = f"{prefix}-{k:03d}.rheinlab.ch"
            note = ""
            if description == "Printers and MFPs" and k == 7:
                hostname, state, seen, note = "lbl-printer-07.rheinlab.ch", 2, moment(-47), "Zebra label printer"
            tenant = tenants[k - 1] if tenants and 0 < k <= len(tenants) else customer
            db.execute(
                "INSERT INTO ipaddresses (id, subnetId, ip_addr, is_gateway, description, hostname, mac, owner, "
                "state, switch, location, port, note, lastSeen, editDate, customer_id) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (address_id, n, str(int(hosts[k])), int(is_gateway), "Gateway" if is_gateway else description[:60],
                 hostname, f"00:50:56:{address_id // 256 % 256:02x}:{address_id % 256:02x}:{k % 256:02x}",
                 rng.choice(OWNERS), state, device_ids[switch], where, f"Gi1/0/{k % 48 + 1}", note, seen,
                 clock.stamp(-rng.randint(1, 170), 600), customer_ids[tenant] if tenant else None),
            )  # fmt: skip
    # the change log: 120 days; Lukas Brunner busiest lately, Mia Keller over the whole log
    changes: list[tuple[str, int, int, str, str, str]] = []
    for _ in range(340):
        day = -rng.randint(31, 119)
        who = rng.choices(["mkeller", "lbrunner", "sfrei", "admin", "api-netbox"], weights=[5, 2, 2, 1, 2])[0]
        action = rng.choices(["add", "edit", "delete"], weights=[4, 5, 1])[0]
        changes.append(("ip_addr", rng.choice(address_ids), user_ids[who], action, "success", moment(day)))
    for _ in range(120):
        day = -rng.randint(0, 30)
        who = rng.choices(["mkeller", "lbrunner", "sfrei", "admin", "api-netbox"], weights=[2, 6, 2, 1, 1])[0]
        changes.append(("ip_addr", rng.choice(address_ids), user_ids[who],
                        rng.choices(["add", "edit", "delete"], weights=[4, 5, 1])[0],
                        "error" if rng.random() < 0.04 else "success", moment(day)))  # fmt: skip
    for _ in range(24):
        who = rng.choice(["mkeller", "lbrunner"])
        changes.append(("subnet", rng.randint(2, len(SUBNETS) + 1), user_ids[who], "edit", "success",
                        moment(-rng.randint(0, 119))))  # fmt: skip
    for n, row in enumerate(sorted(changes, key=lambda row: row[5]), 1):
        kind, object_id, user, action, result, stamp = row
        diff = "[state]: 2 => 1" if action == "edit" else ""
        db.execute("INSERT INTO changelog VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (n, kind, object_id, user, action, result, stamp, diff))  # fmt: skip
    # the audit log: sign-ins, failed ones (a password-guessing run at admin), edits
    logs: list[tuple[int, str, str, str, str, str]] = []
    for username, _real, _role, disabled, days in USERS:
        if days is None or disabled == "Yes":
            continue
        for _ in range(rng.randint(8, 30) if days < 30 else 2):
            day = -rng.randint(days, min(days + 60, 179))
            logs.append((0, moment(day), username, "10.10.0.57", "User login", f"User {username} logged in."))
    for _ in range(57):
        logs.append((2, moment(-rng.randint(0, 20)), "admin", "185.220.101.34", "User login",
                     "Invalid username or password"))  # fmt: skip
    for username, count in (("dmeier", 4), ("sfrei", 3), ("root", 6), ("mkeller", 1)):
        for _ in range(count):
            logs.append((2, moment(-rng.randint(0, 25)), username, "10.10.0.88", "User login",
                         "Invalid username or password"))  # fmt: skip
    for _ in range(40):
        logs.append((1, moment(-rng.randint(0, 90)), "lbrunner", "10.10.0.57", "Subnet edit",
                     "Subnet overlaps with existing subnet"))  # fmt: skip
    for n, entry in enumerate(sorted(logs, key=lambda line: line[1]), 1):
        db.execute("INSERT INTO logs VALUES (?, ?, ?, ?, ?, ?, ?)", (n, *entry))
    # address requests
    requests = [("Lab benches building 2", "New HPLC in lab 2.14", "sfrei", 0, None),
                ("Sequencers", "NovaSeq X #2", "nschneider", 0, None),
                ("Servers Basel", "LIMS test server", "dmeier", 0, None),
                ("CCTV cameras", "Camera gate 3", "sfrei", 0, None),
                ("Office clients Basel", "Fixed IP for plotter", "dmeier", 1, 0),
                ("Servers Basel", "Backup proxy", "mkeller", 1, 1),
                ("Mass spectrometers", "Orbitrap #4", "nschneider", 1, 0)]  # fmt: skip
    subnet_ids = {description: n for n, (_s, _c, description, *_rest) in enumerate(SUBNETS, 2)}
    for n, (description, what, requester, processed, accepted) in enumerate(requests, 1):
        db.execute(
            "INSERT INTO requests (id, subnetId, ip_addr, description, dns_name, state, owner, requester, comment, "
            "processed, accepted, adminComment) VALUES (?, ?, NULL, ?, ?, 2, ?, ?, '', ?, ?, ?)",
            (n, subnet_ids[description], what, f"req-{n}.rheinlab.ch", requester, f"{requester}@rheinlab.ch",
             processed, accepted, "Subnet full, use 10.30.5.0/26" if accepted == 0 else None),
        )  # fmt: skip
    close_checked(db, "addressing")
