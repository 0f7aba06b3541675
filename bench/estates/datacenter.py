"""A hosting provider's data-centre inventory (Tessellate Cloud: Leeds, Rotterdam, and Lisbon being fitted out) as the
SQLite copy of a NetBox 4.0 database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): devices were racked up to 700
days back, the change log fills the last 60 days, on a five-minute grid counted from today's midnight, and nothing is
dated after ``now``, so two builds with the same seed and ``now`` values a whole number of days apart give the same
answers to relative-time questions.

The tables are NetBox's Django tables (``app_model``, snake_case, integer ``id`` keys, ``created`` and
``last_updated`` as PostgreSQL ``timestamptz`` text with microseconds and ``+00:00``, ``custom_field_data`` JSON):
``django_content_type``, ``users_user``, ``tenancy_tenant`` (the hosting customers), ``dcim_site`` (``status``
``active``, ``planned``, ``staging``, ``decommissioning``, ``retired``; ``facility`` the building code),
``dcim_manufacturer``, ``dcim_devicetype`` (``u_height`` a decimal number of rack units), ``dcim_devicerole`` (the
function: server, storage, access switch...), ``dcim_rack`` (``u_height`` 42 or 48), ``dcim_device`` (``status``
``active``, ``offline``, ``planned``, ``staged``, ``failed``, ``inventory``, ``decommissioning``; ``role_id`` the
role; ``position`` the lowest rack unit it fills; ``primary_ip4_id`` its management address, NULL when none is
set), ``dcim_interface`` (``type`` slugs such as ``1000base-t``, ``10gbase-x-sfpp``, ``25gbase-x-sfp28``;
``enabled`` 0/1; ``mgmt_only`` 0/1), ``ipam_vlan``, ``ipam_prefix`` (``prefix`` CIDR text), ``ipam_ipaddress``
(``address`` CIDR text with the mask, ``status`` ``active``, ``reserved``, ``deprecated``, ``dhcp``; assigned to an
interface through the generic pair ``assigned_object_type_id`` / ``assigned_object_id``, no foreign key) and
``extras_objectchange``, the change log (``time``, ``user_name`` kept beside ``user_id``, ``action`` ``create``,
``update`` or ``delete``, ``changed_object_type_id`` a content type, ``object_repr`` the object's name at the time).
NetBox declares its foreign keys; this copy declares them too.

Planted signals:

* Rotterdam (``RTM1``) holds the most devices; Lisbon (``LIS1``) is ``planned`` with only staged and planned kit
  (12 and 2); Manchester (``MAN1``) is ``retired`` and empty;
* six devices are ``failed``, four of them in Rotterdam, all Supermicro storage nodes or Dell servers; three more
  are ``offline``, all in Rotterdam; Dell makes the most devices;
* eight active devices have no primary IPv4 address (seven of them servers for the customer Brightwater Media);
* rack ``RTM1-B04`` is the fullest (43 of 48 units used); rack ``LDS1-C02`` is empty;
* the customer Halden Analytics (tenant) has no devices at all; Brightwater Media has the most;
* in the change log, Marieke van Dijk (``mvandijk``) made the most changes in the last 7 days; João Lopes
  (``jlopes``) deleted nine devices yesterday (the old Manchester cage); the ``netbox-sync`` service account makes
  routine interface updates every day;
* fourteen devices were added in the last 30 days (five Leeds servers, the Lisbon kit); every access switch has two
  disabled ports; 23 IP addresses are ``deprecated``.
"""

from __future__ import annotations

import datetime
import json
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE django_content_type (id INTEGER PRIMARY KEY, app_label VARCHAR(100) NOT NULL,
  model VARCHAR(100) NOT NULL, UNIQUE (app_label, model));
CREATE TABLE users_user (id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login TIMESTAMP,
  is_superuser BOOLEAN NOT NULL, username VARCHAR(150) NOT NULL UNIQUE, first_name VARCHAR(150) NOT NULL,
  last_name VARCHAR(150) NOT NULL, email VARCHAR(254) NOT NULL, is_staff BOOLEAN NOT NULL, is_active BOOLEAN NOT NULL,
  date_joined TIMESTAMP NOT NULL);
CREATE TABLE tenancy_tenant (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(100) NOT NULL UNIQUE, slug VARCHAR(100) NOT NULL UNIQUE,
  description VARCHAR(200) NOT NULL, comments TEXT NOT NULL, group_id INTEGER);
CREATE TABLE dcim_site (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(100) NOT NULL UNIQUE, _name VARCHAR(100) NOT NULL,
  slug VARCHAR(100) NOT NULL UNIQUE, status VARCHAR(50) NOT NULL, facility VARCHAR(50) NOT NULL,
  time_zone VARCHAR(63) NOT NULL, description VARCHAR(200) NOT NULL, physical_address VARCHAR(200) NOT NULL,
  shipping_address VARCHAR(200) NOT NULL, latitude DECIMAL(8, 6), longitude DECIMAL(9, 6), comments TEXT NOT NULL,
  region_id INTEGER, group_id INTEGER, tenant_id INTEGER REFERENCES tenancy_tenant(id));
CREATE TABLE dcim_manufacturer (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(100) NOT NULL UNIQUE, slug VARCHAR(100) NOT NULL UNIQUE,
  description VARCHAR(200) NOT NULL);
CREATE TABLE dcim_devicetype (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, model VARCHAR(100) NOT NULL, slug VARCHAR(100) NOT NULL,
  part_number VARCHAR(50) NOT NULL, u_height DECIMAL(4, 1) NOT NULL, is_full_depth BOOLEAN NOT NULL,
  subdevice_role VARCHAR(50) NOT NULL, airflow VARCHAR(50) NOT NULL, weight DECIMAL(8, 2), weight_unit VARCHAR(50),
  comments TEXT NOT NULL, description VARCHAR(200) NOT NULL,
  manufacturer_id INTEGER NOT NULL REFERENCES dcim_manufacturer(id), UNIQUE (manufacturer_id, model));
CREATE TABLE dcim_devicerole (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(100) NOT NULL UNIQUE, slug VARCHAR(100) NOT NULL UNIQUE,
  color VARCHAR(6) NOT NULL, vm_role BOOLEAN NOT NULL, description VARCHAR(200) NOT NULL);
CREATE TABLE dcim_rack (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(100) NOT NULL, _name VARCHAR(100) NOT NULL, facility_id VARCHAR(50),
  status VARCHAR(50) NOT NULL, serial VARCHAR(50) NOT NULL, asset_tag VARCHAR(50) UNIQUE, type VARCHAR(50) NOT NULL,
  width SMALLINT NOT NULL, u_height SMALLINT NOT NULL, starting_unit SMALLINT NOT NULL, desc_units BOOLEAN NOT NULL,
  comments TEXT NOT NULL, description VARCHAR(200) NOT NULL, location_id INTEGER, role_id INTEGER,
  site_id INTEGER NOT NULL REFERENCES dcim_site(id), tenant_id INTEGER REFERENCES tenancy_tenant(id),
  UNIQUE (site_id, name));
CREATE TABLE ipam_vlan (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, vid SMALLINT NOT NULL, name VARCHAR(64) NOT NULL, status VARCHAR(50) NOT NULL,
  description VARCHAR(200) NOT NULL, comments TEXT NOT NULL, group_id INTEGER, role_id INTEGER,
  site_id INTEGER REFERENCES dcim_site(id), tenant_id INTEGER REFERENCES tenancy_tenant(id));
CREATE TABLE ipam_prefix (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, prefix VARCHAR(43) NOT NULL, status VARCHAR(50) NOT NULL, is_pool BOOLEAN NOT NULL,
  mark_utilized BOOLEAN NOT NULL, description VARCHAR(200) NOT NULL, comments TEXT NOT NULL, _depth INTEGER NOT NULL,
  _children INTEGER NOT NULL, role_id INTEGER, vrf_id INTEGER, site_id INTEGER REFERENCES dcim_site(id),
  tenant_id INTEGER REFERENCES tenancy_tenant(id), vlan_id INTEGER REFERENCES ipam_vlan(id));
CREATE TABLE ipam_ipaddress (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, address VARCHAR(43) NOT NULL, status VARCHAR(50) NOT NULL, role VARCHAR(50) NOT NULL,
  dns_name VARCHAR(255) NOT NULL, description VARCHAR(200) NOT NULL, comments TEXT NOT NULL,
  assigned_object_id BIGINT, assigned_object_type_id INTEGER REFERENCES django_content_type(id),
  nat_inside_id INTEGER REFERENCES ipam_ipaddress(id), vrf_id INTEGER,
  tenant_id INTEGER REFERENCES tenancy_tenant(id));
CREATE TABLE dcim_device (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, local_context_data TEXT, name VARCHAR(64), _name VARCHAR(100),
  serial VARCHAR(50) NOT NULL, asset_tag VARCHAR(50) UNIQUE, position DECIMAL(4, 1), face VARCHAR(50) NOT NULL,
  status VARCHAR(50) NOT NULL, airflow VARCHAR(50) NOT NULL, vc_position SMALLINT, vc_priority SMALLINT,
  comments TEXT NOT NULL, description VARCHAR(200) NOT NULL, latitude DECIMAL(8, 6), longitude DECIMAL(9, 6),
  cluster_id INTEGER, config_template_id INTEGER, location_id INTEGER, platform_id INTEGER, virtual_chassis_id INTEGER,
  device_type_id INTEGER NOT NULL REFERENCES dcim_devicetype(id),
  role_id INTEGER NOT NULL REFERENCES dcim_devicerole(id),
  site_id INTEGER NOT NULL REFERENCES dcim_site(id), rack_id INTEGER REFERENCES dcim_rack(id),
  tenant_id INTEGER REFERENCES tenancy_tenant(id), primary_ip4_id INTEGER UNIQUE REFERENCES ipam_ipaddress(id),
  primary_ip6_id INTEGER UNIQUE REFERENCES ipam_ipaddress(id), oob_ip_id INTEGER UNIQUE REFERENCES ipam_ipaddress(id));
CREATE TABLE dcim_interface (id INTEGER PRIMARY KEY, created TIMESTAMP, last_updated TIMESTAMP,
  custom_field_data TEXT NOT NULL, name VARCHAR(64) NOT NULL, _name VARCHAR(100) NOT NULL, label VARCHAR(64) NOT NULL,
  description VARCHAR(200) NOT NULL, enabled BOOLEAN NOT NULL, mac_address VARCHAR(18), mtu INTEGER,
  mode VARCHAR(50) NOT NULL, type VARCHAR(50) NOT NULL, mgmt_only BOOLEAN NOT NULL, speed INTEGER,
  duplex VARCHAR(50), mark_connected BOOLEAN NOT NULL, cable_id INTEGER, cable_end VARCHAR(1) NOT NULL,
  lag_id INTEGER REFERENCES dcim_interface(id), parent_id INTEGER REFERENCES dcim_interface(id),
  untagged_vlan_id INTEGER REFERENCES ipam_vlan(id),
  device_id INTEGER NOT NULL REFERENCES dcim_device(id), UNIQUE (device_id, name));
CREATE TABLE extras_objectchange (id INTEGER PRIMARY KEY, time TIMESTAMP NOT NULL, user_name VARCHAR(150) NOT NULL,
  request_id CHAR(32) NOT NULL, action VARCHAR(50) NOT NULL, changed_object_id BIGINT NOT NULL,
  related_object_id BIGINT, object_repr VARCHAR(200) NOT NULL, prechange_data TEXT, postchange_data TEXT,
  changed_object_type_id INTEGER NOT NULL REFERENCES django_content_type(id),
  related_object_type_id INTEGER REFERENCES django_content_type(id), user_id INTEGER REFERENCES users_user(id));
CREATE INDEX extras_objectchange_time ON extras_objectchange (time);
CREATE INDEX dcim_device_site_id ON dcim_device (site_id);
"""

CONTENT_TYPES = [("dcim", "site"), ("dcim", "rack"), ("dcim", "device"), ("dcim", "interface"), ("dcim", "cable"),
                 ("ipam", "ipaddress"), ("ipam", "prefix"), ("ipam", "vlan"), ("tenancy", "tenant")]  # fmt: skip
# username: (first, last, staff)
USERS = {"admin": ("", "", True), "mvandijk": ("Marieke", "van Dijk", True), "jlopes": ("João", "Lopes", True),
         "rpatel": ("Ravi", "Patel", True), "eharper": ("Emma", "Harper", False), "tbakker": ("Thijs", "Bakker", False),
         "netbox-sync": ("", "", False)}  # fmt: skip
# daily change-log weight of each person over the last 60 days (mvandijk busiest over the last week)
EDITORS = [("mvandijk", 2.0), ("rpatel", 3.0), ("eharper", 2.0), ("tbakker", 1.5), ("jlopes", 1.0)]
TENANTS = ["Brightwater Media", "Corvane Logistics", "Elmfield Health", "Halden Analytics", "Ostrava Games",
           "Tessellate Internal"]  # fmt: skip
# slug: (name, status, facility, time zone, address)
SITES = {"lds1": ("Leeds", "active", "LDS1", "Europe/London", "Thorpe Park, Leeds LS15 8GB"),
         "rtm1": ("Rotterdam", "active", "RTM1", "Europe/Amsterdam", "Waalhaven Z.z. 48, Rotterdam"),
         "lis1": ("Lisbon", "planned", "LIS1", "Europe/Lisbon", "Parque das Nações, Lisboa"),
         "man1": ("Manchester", "retired", "MAN1", "Europe/London", "Trafford Park, Manchester")}  # fmt: skip
# manufacturer: [(model, slug, u height, part number)]
TYPES = {"Dell": [("PowerEdge R650", "poweredge-r650", 1.0, "R650"), ("PowerEdge R750", "poweredge-r750", 2.0, "R750")],
         "Supermicro": [("SSG-640P", "ssg-640p", 4.0, "SSG-640P-E1CR36H")],
         "Juniper": [("QFX5120-48Y", "qfx5120-48y", 1.0, "QFX5120-48Y-AFO"), ("MX204", "mx204", 1.0, "MX204-HW-BASE")],
         "Arista": [("DCS-7050SX3-48YC8", "dcs-7050sx3-48yc8", 1.0, "DCS-7050SX3-48YC8-R")],
         "Opengear": [("CM8148", "cm8148", 1.0, "CM8148-10G")],
         "APC": [("AP8868", "ap8868", 0.0, "AP8868")]}  # fmt: skip
ROLES = [("Server", "server", "2196f3"), ("Storage", "storage", "ff9800"), ("Access Switch", "access-switch", "4caf50"),
         ("Core Router", "core-router", "9c27b0"), ("Console Server", "console-server", "607d8b"),
         ("PDU", "pdu", "795548")]  # fmt: skip


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)

    def stamp(day: int, minute: int) -> str:
        moment = clock.at(day, minute) + datetime.timedelta(microseconds=rng.randint(0, 999_999))
        return moment.strftime("%Y-%m-%d %H:%M:%S.%f") + "+00:00"

    db = new_database(path, SCHEMA)
    ct = {}
    for k, (app, model) in enumerate(CONTENT_TYPES, start=1):
        db.execute("INSERT INTO django_content_type VALUES (?, ?, ?)", (k, app, model))
        ct[model] = k
    uid = {}
    for k, (username, (first, last, staff)) in enumerate(USERS.items(), start=1):
        db.execute(
            "INSERT INTO users_user VALUES (?, 'pbkdf2_sha256$600000$...', ?, ?, ?, ?, ?, ?, ?, 1, ?)",
            (k, stamp(-1, 540), int(username == "admin"), username, first, last,
             f"{username}@tessellate.example" if first else "", int(staff), stamp(-900 + 40 * k, 600)),
        )  # fmt: skip
        uid[username] = k
    tenant = {}
    for k, name in enumerate(TENANTS, start=1):
        slug = name.lower().replace(" ", "-")
        db.execute(
            "INSERT INTO tenancy_tenant VALUES (?, ?, ?, '{}', ?, ?, '', '', NULL)",
            (k, stamp(-800 + 30 * k, 600), stamp(-100, 600), name, slug),
        )
        tenant[name] = k
    site = {}
    for k, (slug, (name, status, facility, tz, address)) in enumerate(SITES.items(), start=1):
        db.execute(
            "INSERT INTO dcim_site VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, '', NULL, NULL, '', NULL, NULL, NULL)",
            (k, stamp(-1200 + 300 * k, 600), stamp(-200, 600), json.dumps({"power_feed_kw": 400}), name, name, slug,
             status, facility, tz, address),
        )  # fmt: skip
        site[slug] = k
    dtype: dict[str, tuple[int, float, str]] = {}
    k_type = 0
    for m, (maker, models) in enumerate(TYPES.items(), start=1):
        db.execute(
            "INSERT INTO dcim_manufacturer VALUES (?, ?, ?, '{}', ?, ?, '')",
            (m, stamp(-1000, 600), stamp(-1000, 600), maker, maker.lower()),
        )
        for model, slug, height, part in models:
            k_type += 1
            db.execute(
                "INSERT INTO dcim_devicetype VALUES (?, ?, ?, '{}', ?, ?, ?, ?, ?, '', 'front-to-rear', NULL, NULL,"
                " '', '', ?)",
                (k_type, stamp(-1000, 600), stamp(-1000, 600), model, slug, part, height, int(height >= 2), m),
            )
            dtype[slug] = (k_type, height, maker)
    role = {}
    for k, (name, slug, color) in enumerate(ROLES, start=1):
        db.execute(
            "INSERT INTO dcim_devicerole VALUES (?, ?, ?, '{}', ?, ?, ?, 0, '')",
            (k, stamp(-1000, 600), stamp(-1000, 600), name, slug, color),
        )
        role[slug] = k

    # ---- racks: (site, name, height)
    racks: dict[str, tuple[int, int, int]] = {}
    rack_list = [("lds1", f"LDS1-{row}{n:02d}", 42) for row in "ABC" for n in (1, 2, 3)]
    rack_list += [("rtm1", f"RTM1-{row}{n:02d}", 48) for row in "AB" for n in (1, 2, 3, 4)]
    rack_list += [("lis1", f"LIS1-A{n:02d}", 42) for n in (1, 2)]
    rack_list += [("man1", "MAN1-A01", 42)]
    for k, (slug, name, height) in enumerate(rack_list, start=1):
        status = "active" if SITES[slug][1] == "active" else ("planned" if slug == "lis1" else "deprecated")
        db.execute(
            "INSERT INTO dcim_rack VALUES (?, ?, ?, '{}', ?, ?, NULL, ?, '', ?, '4-post-cabinet', 19, ?, 1, 0, '',"
            " '', NULL, NULL, ?, NULL)",
            (k, stamp(-900, 600), stamp(-300, 600), name, name, status, f"TSL-R{k:04d}", height, site[slug]),
        )
        racks[name] = (k, site[slug], height)

    # ---- VLANs and prefixes
    vlans: dict[tuple[str, str], int] = {}
    prefix_id = 0
    vlan_id = 0
    for slug, octet in (("lds1", 10), ("rtm1", 20), ("lis1", 30)):
        for vid, name, third in ((10, "mgmt", 0), (100, "servers", 16), (200, "storage", 32)):
            vlan_id += 1
            db.execute(
                "INSERT INTO ipam_vlan VALUES (?, ?, ?, '{}', ?, ?, ?, '', '', NULL, NULL, ?, NULL)",
                (vlan_id, stamp(-900, 600), stamp(-900, 600), vid, f"{slug}-{name}",
                 "active" if slug != "lis1" else "reserved", site[slug]),
            )  # fmt: skip
            vlans[(slug, name)] = vlan_id
            prefix_id += 1
            db.execute(
                "INSERT INTO ipam_prefix VALUES (?, ?, ?, '{}', ?, ?, 0, 0, ?, '', 1, 0, NULL, NULL, ?, NULL, ?)",
                (prefix_id, stamp(-900, 600), stamp(-900, 600), f"10.{octet}.{third}.0/20",
                 "active" if slug != "lis1" else "reserved", f"{SITES[slug][0]} {name}", site[slug], vlan_id),
            )  # fmt: skip

    # ---- devices: planned per rack
    # (site, rack, name prefix, device type, role, tenant or None, status, count)
    plan: list[tuple[str, str, str, str, str, str | None, str, int]] = []
    customers = ["Brightwater Media", "Corvane Logistics", "Elmfield Health", "Ostrava Games", "Tessellate Internal"]
    for name in racks:
        slug = name[:4].lower()
        if slug == "man1" or name == "LDS1-C02":
            continue
        if slug == "lis1":
            plan.append((slug, name, "lis1-srv", "poweredge-r650", "server", None, "staged", 6))
            plan.append((slug, name, "lis1-leaf", "qfx5120-48y", "access-switch", None, "planned", 1))
            continue
        plan.append((slug, name, f"{slug}-leaf", "dcs-7050sx3-48yc8" if slug == "rtm1" else "qfx5120-48y",
                     "access-switch", None, "active", 2))  # fmt: skip
        plan.append((slug, name, f"{slug}-con", "cm8148", "console-server", None, "active", 1))
        plan.append((slug, name, f"{slug}-pdu", "ap8868", "pdu", None, "active", 2))
        if name == "RTM1-B04":
            plan.append((slug, name, "rtm1-stor", "ssg-640p", "storage", "Brightwater Media", "active", 7))
            plan.append((slug, name, "rtm1-srv", "poweredge-r750", "server", "Brightwater Media", "active", 6))
            continue
        servers = rng.randint(5, 9) if slug == "rtm1" else rng.randint(3, 7)
        rack_owner = rng.choice(customers)
        if name in ("RTM1-A03", "LDS1-B01"):
            rack_owner = "Brightwater Media"
        plan.append((slug, name, f"{slug}-srv", rng.choice(["poweredge-r650", "poweredge-r750"]), "server", rack_owner,
                     "active", servers))  # fmt: skip
        if name.endswith("A01"):
            plan.append((slug, name, f"{slug}-edge", "mx204", "core-router", None, "active", 2))
        if name.endswith(("A02", "B02")):
            plan.append((slug, name, f"{slug}-stor", "ssg-640p", "storage", "Elmfield Health", "active", 2))
    devices: list[dict[str, object]] = []
    counters: dict[str, int] = {}
    for slug, rack_name, prefix, type_slug, role_slug, owner, status, count in plan:
        rack_id, site_id, height = racks[rack_name]
        type_id, u_height, _ = dtype[type_slug]
        for _ in range(count):
            counters[prefix] = counters.get(prefix, 0) + 1
            devices.append({"name": f"{prefix}{counters[prefix]:02d}", "type": type_id, "u": u_height,
                            "role": role_slug, "site": site_id, "slug": slug, "rack": rack_id, "tenant": owner,
                            "status": status, "maker": dtype[type_slug][2],
                            "created": -rng.randint(60, 700) if slug != "lis1" else -rng.randint(5, 40)})  # fmt: skip
    # the old Manchester cage: deleted yesterday (only the change log remembers them)
    # failed devices: four in Rotterdam, two in Leeds
    rtm_failed = [d for d in devices if d["slug"] == "rtm1" and d["role"] in ("storage", "server")]
    lds_failed = [d for d in devices if d["slug"] == "lds1" and d["role"] == "server"]
    for d in rng.sample(rtm_failed, 4) + rng.sample(lds_failed, 2):
        d["status"] = "failed"
    others = [d for d in devices if d["status"] == "active" and d["role"] == "server"]
    for d in rng.sample(others, 3):
        d["status"] = "offline"
    for d in rng.sample([d for d in devices if d["status"] == "active" and d["role"] == "server"], 2):
        d["status"] = "decommissioning"
    # recent arrivals: five servers racked in Leeds in the last 30 days
    for d in rng.sample([d for d in devices if d["slug"] == "lds1" and d["role"] == "server"], 5):
        d["created"] = -rng.randint(2, 28)
    # positions: stack from unit 1 upwards in each rack
    next_unit: dict[int, float] = {}
    for k, d in enumerate(devices, start=1):
        d["id"] = k
        rack = int(str(d["rack"]))
        if float(str(d["u"])) > 0:
            d["position"] = next_unit.get(rack, 1.0)
            next_unit[rack] = float(str(d["position"])) + float(str(d["u"]))
        else:
            d["position"] = None
        db.execute(
            "INSERT INTO dcim_device VALUES (?, ?, ?, '{}', NULL, ?, ?, ?, ?, ?, ?, ?, 'front-to-rear', NULL, NULL,"
            " '', '', NULL, NULL, NULL, NULL, NULL, NULL, NULL, ?, ?, ?, ?, ?, NULL, NULL, NULL)",
            (k, stamp(int(str(d["created"])), 600), stamp(-rng.randint(1, 50), 600), d["name"], d["name"],
             f"{'CN' if d['maker'] == 'Dell' else 'SN'}{rng.randint(10**7, 10**8 - 1)}", f"TSL-{k:05d}",
             d["position"], "front" if d["position"] is not None else "", d["status"], d["type"], role[str(d["role"])],
             d["site"], d["rack"], tenant[str(d["tenant"])] if d["tenant"] else None),
        )  # fmt: skip

    # ---- interfaces and addresses
    interface_id = 0
    address_id = 0
    host = {"lds1": 10, "rtm1": 20, "lis1": 30}
    no_ip = {
        str(d["name"])
        for d in rng.sample(
            [
                d
                for d in devices
                if d["status"] == "active" and d["role"] == "server" and d["tenant"] == "Brightwater Media"
            ],
            7,
        )
    }
    no_ip |= {
        str(rng.choice([d for d in devices if d["status"] == "active" and d["role"] == "console-server"])["name"])
    }
    deprecated = 0
    for d in devices:
        role_slug = str(d["role"])
        if role_slug == "pdu":
            ports = [("eth0", "100base-tx", True)]
        elif role_slug == "access-switch":
            ports = [("mgmt0", "1000base-t", True)] + [(f"et-0/0/{n}", "25gbase-x-sfp28", False) for n in range(24)]
        elif role_slug == "core-router":
            ports = [("fxp0", "1000base-t", True)] + [(f"xe-0/1/{n}", "10gbase-x-sfpp", False) for n in range(8)]
        elif role_slug == "console-server":
            ports = [("eth0", "1000base-t", True)]
        else:
            ports = [("idrac", "1000base-t", True), ("eno1", "25gbase-x-sfp28", False),
                     ("eno2", "25gbase-x-sfp28", False)]  # fmt: skip
        disabled = set(rng.sample(range(1, len(ports)), 2)) if role_slug == "access-switch" else set()
        first_interface = 0
        for n, (name, kind, mgmt) in enumerate(ports):
            interface_id += 1
            if n == 0:
                first_interface = interface_id
            db.execute(
                "INSERT INTO dcim_interface VALUES (?, ?, ?, '{}', ?, ?, '', '', ?, ?, ?, ?, ?, ?, NULL, NULL, 0,"
                " NULL, '', NULL, NULL, NULL, ?)",
                (interface_id, stamp(int(str(d["created"])), 610), stamp(-rng.randint(1, 50), 600), name, name,
                 int(n not in disabled), f"3C:FD:FE:{interface_id // 65536 % 256:02X}:{interface_id // 256 % 256:02X}:"
                 f"{interface_id % 256:02X}", 9000 if not mgmt else 1500, "" if mgmt else "access", kind, int(mgmt),
                 d["id"]),
            )  # fmt: skip
        slug = str(d["slug"])
        if slug in host and d["name"] not in no_ip and d["status"] != "planned":
            address_id += 1
            status = "active"
            if d["status"] in ("failed", "decommissioning", "offline") or (slug == "lis1"):
                status = "reserved" if slug == "lis1" else "active"
            db.execute(
                "INSERT INTO ipam_ipaddress VALUES (?, ?, ?, '{}', ?, ?, '', ?, 'management', '', ?, ?, NULL, NULL,"
                " ?)",
                (address_id, stamp(int(str(d["created"])), 620), stamp(-rng.randint(1, 50), 600),
                 f"10.{host[slug]}.{address_id // 250}.{address_id % 250 + 2}/20", status,
                 f"{d['name']}.mgmt.tessellate.example", first_interface, ct["interface"],
                 tenant[str(d["tenant"])] if d["tenant"] else None),
            )  # fmt: skip
            db.execute("UPDATE dcim_device SET primary_ip4_id = ? WHERE id = ?", (address_id, d["id"]))
    # old addresses of the Manchester cage, now deprecated and unassigned
    while deprecated < 23:
        deprecated += 1
        address_id += 1
        db.execute(
            "INSERT INTO ipam_ipaddress VALUES (?, ?, ?, '{}', ?, 'deprecated', '', '', 'Manchester cage', '', NULL,"
            " NULL, NULL, NULL, NULL)",
            (address_id, stamp(-1500, 600), stamp(-1, 900), f"10.40.0.{deprecated + 10}/24"),
        )
    # DHCP pool reservations in Leeds
    for n in range(12):
        address_id += 1
        db.execute(
            "INSERT INTO ipam_ipaddress VALUES (?, ?, ?, '{}', ?, 'dhcp', '', '', 'build network pool', '', NULL,"
            " NULL, NULL, NULL, NULL)",
            (address_id, stamp(-400, 600), stamp(-400, 600), f"10.10.48.{n + 100}/24"),
        )

    # ---- change log over the last 60 days
    change_id = 0

    def change(day: int, minute: int, user: str, action: str, model: str, object_id: int, repr_: str) -> None:
        nonlocal change_id
        moment = clock.at(day, minute)
        if moment > clock.now:
            return
        change_id += 1
        db.execute(
            "INSERT INTO extras_objectchange VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL, ?)",
            (change_id, stamp(day, minute), user, f"{rng.getrandbits(128):032x}", action, object_id, repr_,
             None if action == "create" else json.dumps({"status": "active"}),
             None if action == "delete" else json.dumps({"status": "active"}), ct[model], uid[user]),
        )  # fmt: skip

    live = [d for d in devices if d["status"] != "planned"]
    for day in range(-60, 1):
        for user, weight in EDITORS:
            boost = 3.0 if user == "mvandijk" and day >= -7 else 1.0
            count = round(weight * boost) + rng.randint(0, 1)
            for _ in range(count):
                d = rng.choice(live)
                model = rng.choice(["device", "device", "interface", "ipaddress", "rack"])
                object_id = int(str(d["id"])) if model == "device" else rng.randint(1, 40)
                change(day, 5 * rng.randint(96, 215), user, "update", model, object_id, str(d["name"]))
        for n in range(2):
            d = rng.choice(live)
            change(day, 5 * rng.randint(12, 20) + n, "netbox-sync", "update", "interface", rng.randint(1, interface_id),
                   f"{d['name']} eno1")  # fmt: skip
    for d in devices:
        created = int(str(d["created"]))
        if created >= -60:
            change(created, 600, "rpatel" if d["slug"] == "lds1" else "tbakker", "create", "device", int(str(d["id"])),
                   str(d["name"]))  # fmt: skip
    for n in range(9):
        change(-1, 840 + 5 * n, "jlopes", "delete", "device", 900 + n, f"man1-srv{n + 1:02d}")
    close_checked(db, "datacenter")
