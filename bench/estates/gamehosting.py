"""A Graz game-server host's panel (Murhost) as a Pterodactyl Panel 1.11 database on SQLite.

Pterodactyl (the open-source game-server management panel, Laravel on MySQL or MariaDB; its Wings daemon runs the
servers in Docker on each node) keeps the panel's data in these tables with its conventions: plural snake_case
tables, integer ids beside UUIDs, 0/1 booleans, Laravel's ``created_at``/``updated_at`` as ``YYYY-MM-DD HH:MM:SS``
text in UTC, **memory, swap and disk in MiB**, and:

* ``locations`` (``short`` a code like ``gra1``, ``long`` its description) and ``nodes`` (``fqdn``, ``public``,
  **``maintenance_mode``**, the node's **``memory`` and ``disk`` in MiB with ``memory_overallocate`` and
  ``disk_overallocate`` percentages**, ``daemonListen``, ``daemonSFTP``: camelCase among the snake_case);
* ``allocations`` (an IP and port on a node, **``server_id`` NULL while free**, ``ip_alias``, ``notes``);
* ``nests`` (game families) and ``eggs`` (the server types: ``docker_images`` as JSON, ``startup``), and
  ``egg_variables`` with each server's values in ``server_variables``;
* ``servers`` (``uuidShort`` the eight characters users see, ``owner_id``, ``node_id``, **``status`` NULL for an
  installed server that runs normally, else ``installing``, ``install_failed``, ``reinstall_failed``, ``suspended``
  or ``restoring_backup``**, ``memory``, ``swap`` (-1 unlimited), ``disk``, ``io``, **``cpu`` a percentage of one core,
  0 for no limit**, ``oom_disabled``, ``allocation_id`` its main allocation, ``backup_limit``, ``database_limit``,
  ``installed_at``);
* ``users`` (``root_admin`` 1 for the panel's administrators, **``use_totp`` 1 with two-factor authentication**,
  ``name_first``, ``name_last``) and ``subusers`` (a user given access to someone else's server, ``permissions`` a
  JSON array);
* ``backups`` (``disk`` ``wings`` (local) or ``s3``, **``is_successful`` 0 for a failed one, ``completed_at`` NULL
  while it runs**, ``bytes``, ``is_locked``, Laravel's **``deleted_at`` for a deleted backup**);
* ``schedules`` (cron fields as text, ``is_active``, ``only_when_online``, **``last_run_at`` NULL when it never ran**,
  ``next_run_at``) and their ``tasks`` (``action`` ``command``, ``power`` or ``backup``, ``sequence_id``,
  ``time_offset`` in seconds);
* ``database_hosts`` (``max_databases``, optionally tied to a node) and ``databases`` (``remote`` ``%`` for anywhere);
* ``api_keys`` (``key_type`` 1 a user's account key, 2 an application key, ``identifier``, ``last_used_at``);
* ``activity_logs`` (**``event`` like ``server:power.start``, ``server:console.command``, ``server:backup.start``,
  ``server:file.write``, ``auth:success``, ``auth:fail``, ``user:account.password-changed``**, ``ip``, ``actor_id``
  the user, ``properties`` JSON, ``timestamp``) and ``activity_log_subjects`` (the polymorphic subjects:
  ``subject_type`` ``Pterodactyl\\Models\\Server`` and its ``subject_id``).

Backups, activity and servers reach 90 days back from ``now``; the host began two years ago.

Planted signals:

* Minecraft: Paper is by far the most common egg; most servers run in Graz (``gra1``);
* ``fra1-node2`` has the most memory promised to its servers, over its physical memory; ``hel1-node1`` is in
  maintenance mode; ``gra1-node3`` has the most free allocations;
* three servers are suspended, one failed to install; Valheim server ``Wikingerhalle`` fails its backups;
* Lukas Gruber owns the most servers; three administrators, one of them without two-factor authentication;
* ``auth:fail`` comes mostly from one address (a credential-stuffing run) in the last 24 hours;
* five servers never had a backup; two active schedules never ran; the ``mysql-gra1`` host is nearly full.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, external_id VARCHAR(191), uuid CHAR(36) NOT NULL UNIQUE,
  username VARCHAR(191) NOT NULL UNIQUE, email VARCHAR(191) NOT NULL UNIQUE, name_first VARCHAR(191),
  name_last VARCHAR(191), password TEXT NOT NULL, remember_token VARCHAR(191), language CHAR(5) NOT NULL DEFAULT 'en',
  root_admin TINYINT UNSIGNED NOT NULL DEFAULT 0, use_totp TINYINT UNSIGNED NOT NULL, totp_secret TEXT,
  totp_authenticated_at TIMESTAMP, gravatar TINYINT(1) NOT NULL DEFAULT 1, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, short VARCHAR(191) NOT NULL UNIQUE, long TEXT, created_at TIMESTAMP,
  updated_at TIMESTAMP
);
CREATE TABLE nodes (
  id INTEGER PRIMARY KEY AUTOINCREMENT, uuid CHAR(36) NOT NULL UNIQUE, public SMALLINT UNSIGNED NOT NULL,
  name VARCHAR(191) NOT NULL, description TEXT, location_id INTEGER NOT NULL REFERENCES locations (id),
  fqdn VARCHAR(191) NOT NULL, scheme VARCHAR(191) NOT NULL DEFAULT 'https', behind_proxy TINYINT(1) NOT NULL DEFAULT 0,
  maintenance_mode TINYINT(1) NOT NULL DEFAULT 0, memory INTEGER NOT NULL, memory_overallocate INTEGER NOT NULL
  DEFAULT 0, disk INTEGER NOT NULL, disk_overallocate INTEGER NOT NULL DEFAULT 0,
  upload_size INTEGER NOT NULL DEFAULT 100, daemon_token_id CHAR(16) NOT NULL UNIQUE, daemon_token TEXT NOT NULL,
  daemonListen SMALLINT NOT NULL DEFAULT 8080, daemonSFTP SMALLINT NOT NULL DEFAULT 2022,
  daemonBase VARCHAR(191) NOT NULL DEFAULT '/var/lib/pterodactyl/volumes', created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE nests (
  id INTEGER PRIMARY KEY AUTOINCREMENT, uuid CHAR(36) NOT NULL UNIQUE, author CHAR(191) NOT NULL,
  name VARCHAR(191) NOT NULL, description TEXT, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE eggs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, uuid CHAR(36) NOT NULL UNIQUE,
  nest_id INTEGER NOT NULL REFERENCES nests (id) ON DELETE CASCADE, author CHAR(191) NOT NULL,
  name VARCHAR(191) NOT NULL, description TEXT, features JSON, docker_images JSON, file_denylist JSON,
  update_url TEXT, config_files TEXT, config_startup TEXT, config_logs TEXT, config_stop VARCHAR(191),
  config_from INTEGER REFERENCES eggs (id) ON DELETE SET NULL, startup TEXT, script_container VARCHAR(191) NOT NULL
  DEFAULT 'alpine:3.4', copy_script_from INTEGER REFERENCES eggs (id) ON DELETE SET NULL,
  script_entry VARCHAR(191) NOT NULL DEFAULT 'ash', script_is_privileged TINYINT(1) NOT NULL DEFAULT 1,
  script_install TEXT, created_at TIMESTAMP, updated_at TIMESTAMP, force_outgoing_ip TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE egg_variables (
  id INTEGER PRIMARY KEY AUTOINCREMENT, egg_id INTEGER NOT NULL REFERENCES eggs (id) ON DELETE CASCADE,
  name VARCHAR(191) NOT NULL, description TEXT NOT NULL, env_variable VARCHAR(191) NOT NULL,
  default_value TEXT NOT NULL, user_viewable TINYINT UNSIGNED NOT NULL, user_editable TINYINT UNSIGNED NOT NULL,
  rules TEXT NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE allocations (
  id INTEGER PRIMARY KEY AUTOINCREMENT, node_id INTEGER NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  ip VARCHAR(191) NOT NULL, ip_alias TEXT, port MEDIUMINT UNSIGNED NOT NULL,
  server_id INTEGER REFERENCES servers (id) ON DELETE SET NULL, notes VARCHAR(191), created_at TIMESTAMP,
  updated_at TIMESTAMP, UNIQUE (node_id, ip, port)
);
CREATE TABLE servers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, external_id VARCHAR(191) UNIQUE, uuid CHAR(36) NOT NULL UNIQUE,
  uuidShort CHAR(8) NOT NULL UNIQUE, node_id INTEGER NOT NULL REFERENCES nodes (id), name VARCHAR(191) NOT NULL,
  description TEXT NOT NULL, status VARCHAR(191), skip_scripts TINYINT(1) NOT NULL DEFAULT 0,
  owner_id INTEGER NOT NULL REFERENCES users (id), memory INTEGER UNSIGNED NOT NULL, swap INTEGER NOT NULL,
  disk INTEGER UNSIGNED NOT NULL, io INTEGER UNSIGNED NOT NULL, cpu INTEGER UNSIGNED NOT NULL, threads VARCHAR(191),
  oom_disabled TINYINT UNSIGNED NOT NULL DEFAULT 0, allocation_id INTEGER NOT NULL UNIQUE REFERENCES allocations (id),
  nest_id INTEGER NOT NULL REFERENCES nests (id), egg_id INTEGER NOT NULL REFERENCES eggs (id), startup TEXT NOT NULL,
  image VARCHAR(191) NOT NULL, allocation_limit INTEGER UNSIGNED, database_limit INTEGER UNSIGNED DEFAULT 0,
  backup_limit INTEGER UNSIGNED NOT NULL DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, installed_at TIMESTAMP
);
CREATE TABLE server_variables (
  id INTEGER PRIMARY KEY AUTOINCREMENT, server_id INTEGER REFERENCES servers (id) ON DELETE CASCADE,
  variable_id INTEGER NOT NULL REFERENCES egg_variables (id) ON DELETE CASCADE, variable_value TEXT NOT NULL,
  created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE subusers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  server_id INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE, permissions JSON, created_at TIMESTAMP,
  updated_at TIMESTAMP
);
CREATE TABLE backups (
  id INTEGER PRIMARY KEY AUTOINCREMENT, server_id INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
  uuid CHAR(36) NOT NULL UNIQUE, upload_id TEXT, is_successful TINYINT(1) NOT NULL DEFAULT 0,
  is_locked TINYINT UNSIGNED NOT NULL DEFAULT 0, name VARCHAR(191) NOT NULL, ignored_files TEXT NOT NULL,
  disk VARCHAR(191) NOT NULL, checksum VARCHAR(191), bytes BIGINT UNSIGNED NOT NULL DEFAULT 0, completed_at TIMESTAMP,
  created_at TIMESTAMP, updated_at TIMESTAMP, deleted_at TIMESTAMP
);
CREATE TABLE schedules (
  id INTEGER PRIMARY KEY AUTOINCREMENT, server_id INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
  name VARCHAR(191) NOT NULL, cron_day_of_week VARCHAR(191) NOT NULL, cron_month VARCHAR(191) NOT NULL,
  cron_day_of_month VARCHAR(191) NOT NULL, cron_hour VARCHAR(191) NOT NULL, cron_minute VARCHAR(191) NOT NULL,
  is_active TINYINT(1) NOT NULL, is_processing TINYINT(1) NOT NULL, only_when_online TINYINT UNSIGNED NOT NULL
  DEFAULT 0, last_run_at TIMESTAMP, next_run_at TIMESTAMP, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE tasks (
  id INTEGER PRIMARY KEY AUTOINCREMENT, schedule_id INTEGER NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
  sequence_id INTEGER UNSIGNED NOT NULL, action VARCHAR(191) NOT NULL, payload TEXT NOT NULL,
  time_offset INTEGER UNSIGNED NOT NULL, is_queued TINYINT(1) NOT NULL, continue_on_failure TINYINT UNSIGNED NOT NULL
  DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE database_hosts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, host VARCHAR(191) NOT NULL,
  port INTEGER UNSIGNED NOT NULL, username VARCHAR(191) NOT NULL, password TEXT NOT NULL,
  max_databases INTEGER UNSIGNED, node_id INTEGER REFERENCES nodes (id) ON DELETE SET NULL, created_at TIMESTAMP,
  updated_at TIMESTAMP
);
CREATE TABLE databases (
  id INTEGER PRIMARY KEY AUTOINCREMENT, server_id INTEGER NOT NULL REFERENCES servers (id),
  database_host_id INTEGER NOT NULL REFERENCES database_hosts (id), database VARCHAR(191) NOT NULL,
  username VARCHAR(191) NOT NULL, remote VARCHAR(191) NOT NULL DEFAULT '%', password TEXT NOT NULL,
  max_connections INTEGER DEFAULT 0, created_at TIMESTAMP, updated_at TIMESTAMP, UNIQUE (database_host_id, database)
);
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_type TINYINT UNSIGNED NOT NULL DEFAULT 0, identifier CHAR(16) UNIQUE, token TEXT NOT NULL, allowed_ips JSON,
  memo TEXT, last_used_at TIMESTAMP, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE activity_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT, batch CHAR(36), event VARCHAR(191) NOT NULL, ip VARCHAR(191) NOT NULL,
  description TEXT, actor_type VARCHAR(191), actor_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  api_key_id INTEGER REFERENCES api_keys (id) ON DELETE SET NULL, properties JSON NOT NULL,
  timestamp TIMESTAMP NOT NULL
);
CREATE INDEX activity_logs_event ON activity_logs (event);
CREATE TABLE activity_log_subjects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  activity_log_id INTEGER NOT NULL REFERENCES activity_logs (id) ON DELETE CASCADE,
  subject_id INTEGER NOT NULL, subject_type VARCHAR(191) NOT NULL
);
"""

DAYS = 90
LOCATIONS = {"gra1": "Graz, Austria (Murhost rack)", "fra1": "Frankfurt, Germany (Hetzner)",
             "hel1": "Helsinki, Finland (Hetzner)"}  # fmt: skip
# name: (location, memory MiB, memory overallocate %, disk MiB, maintenance)
NODES = {
    "gra1-node1": ("gra1", 65536, 0, 1024000, 0),
    "gra1-node2": ("gra1", 65536, 0, 1024000, 0),
    "gra1-node3": ("gra1", 131072, 10, 2048000, 0),
    "fra1-node1": ("fra1", 65536, 0, 1024000, 0),
    "fra1-node2": ("fra1", 32768, 50, 512000, 0),
    "hel1-node1": ("hel1", 65536, 0, 1024000, 1),
}
NESTS = {
    "Minecraft": ("Minecraft - the classic game from Mojang.", ("Paper", "Vanilla Minecraft", "Forge Minecraft",
                                                                 "Bungeecord")),
    "Source Engine": ("Includes support for most Source Dedicated Server games.", ("Counter-Strike: Global Offensive",
                                                                                   "Garrys Mod", "Team Fortress 2")),
    "Rust": ("Rust - A game where you must fight to survive.", ("Rust",)),
    "Valheim": ("Valheim dedicated servers.", ("Valheim",)),
    "Voice Servers": ("Voice servers such as Mumble and Teamspeak 3.", ("Mumble Server", "Teamspeak3 Server")),
}  # fmt: skip
IMAGES = {
    "Paper": "ghcr.io/pterodactyl/yolks:java_21",
    "Vanilla Minecraft": "ghcr.io/pterodactyl/yolks:java_21",
    "Forge Minecraft": "ghcr.io/pterodactyl/yolks:java_17",
    "Bungeecord": "ghcr.io/pterodactyl/yolks:java_17",
    "Counter-Strike: Global Offensive": "ghcr.io/pterodactyl/games:source",
    "Garrys Mod": "ghcr.io/pterodactyl/games:source",
    "Team Fortress 2": "ghcr.io/pterodactyl/games:source",
    "Rust": "ghcr.io/pterodactyl/games:rust",
    "Valheim": "ghcr.io/parkervcp/steamcmd:debian",
    "Mumble Server": "ghcr.io/pterodactyl/yolks:voice_mumble",
    "Teamspeak3 Server": "ghcr.io/pterodactyl/yolks:debian",
}
# username: (first, last, root admin, 2FA)
USERS = {
    "admin": ("Stefan", "Pichler", 1, 1),
    "katrin.support": ("Katrin", "Huber", 1, 1),
    "markus.ops": ("Markus", "Steiner", 1, 0),
    "lgruber": ("Lukas", "Gruber", 0, 0),
    "sophie_mc": ("Sophie", "Wagner", 0, 1),
    "tobi.gaming": ("Tobias", "Bauer", 0, 0),
    "fabian.r": ("Fabian", "Reiter", 0, 0),
    "clanwars": ("Jonas", "Fuchs", 0, 1),
    "lena.m": ("Lena", "Mayer", 0, 0),
    "valhalla_andi": ("Andreas", "Hofer", 0, 0),
    "elias.k": ("Elias", "Koller", 0, 0),
    "nina.p": ("Nina", "Pfeiffer", 0, 1),
    "schulclub-graz": ("Maria", "Eder", 0, 0),
    "david.w": ("David", "Wimmer", 0, 0),
}
# name, egg, owner, node, memory MiB, disk MiB, cpu %, status, created days ago, backups (None: none ever)
SERVERS: tuple[tuple[str, str, str, str, int, int, int, str | None, int, bool], ...] = (
    ("Grazer Survival", "Paper", "lgruber", "gra1-node1", 8192, 40960, 300, None, 700, True),
    ("Grazer Creative", "Paper", "lgruber", "gra1-node1", 6144, 30720, 200, None, 500, True),
    ("Grazer Skyblock", "Paper", "lgruber", "gra1-node2", 6144, 30720, 200, None, 300, True),
    ("Lobby Netzwerk", "Bungeecord", "lgruber", "gra1-node2", 2048, 10240, 100, None, 300, True),
    ("Grazer Events", "Paper", "lgruber", "gra1-node3", 4096, 20480, 200, None, 60, True),
    ("Sophies Welt", "Paper", "sophie_mc", "gra1-node1", 4096, 20480, 200, None, 400, True),
    ("Sophies Modpack", "Forge Minecraft", "sophie_mc", "gra1-node3", 12288, 51200, 400, None, 120, True),
    (
        "Tobis CS2 Scrims",
        "Counter-Strike: Global Offensive",
        "tobi.gaming",
        "fra1-node1",
        4096,
        40960,
        300,
        None,
        350,
        True,
    ),
    (
        "Tobis Retake",
        "Counter-Strike: Global Offensive",
        "tobi.gaming",
        "fra1-node1",
        4096,
        40960,
        300,
        "suspended",
        250,
        True,
    ),
    ("Fabians Vanilla", "Vanilla Minecraft", "fabian.r", "gra1-node2", 4096, 20480, 200, None, 200, False),
    ("Clan Wars Rust", "Rust", "clanwars", "fra1-node2", 12288, 40960, 400, None, 500, True),
    ("Clan Wars Rust 2x", "Rust", "clanwars", "fra1-node2", 12288, 40960, 400, None, 100, True),
    ("Clan Wars TS", "Teamspeak3 Server", "clanwars", "fra1-node2", 512, 2048, 50, None, 500, True),
    ("Clan Wars Mumble", "Mumble Server", "clanwars", "fra1-node2", 512, 2048, 50, None, 300, False),
    ("Lenas Gmod", "Garrys Mod", "lena.m", "fra1-node2", 8192, 30720, 200, None, 150, True),
    ("Wikingerhalle", "Valheim", "valhalla_andi", "gra1-node3", 8192, 20480, 300, None, 180, True),
    ("Midgard", "Valheim", "valhalla_andi", "hel1-node1", 8192, 20480, 300, None, 80, True),
    ("Elias TF2", "Team Fortress 2", "elias.k", "fra1-node1", 4096, 30720, 200, "suspended", 400, True),
    ("Ninas Insel", "Paper", "nina.p", "gra1-node3", 4096, 20480, 200, None, 90, True),
    ("Schulclub Minecraft", "Paper", "schulclub-graz", "gra1-node1", 4096, 20480, 200, None, 45, True),
    ("Schulclub Lernwelt", "Vanilla Minecraft", "schulclub-graz", "gra1-node2", 3072, 15360, 150, None, 33, False),
    ("Davids Testserver", "Paper", "david.w", "gra1-node3", 2048, 10240, 100, "install_failed", 3, False),
    ("Davids Rust", "Rust", "david.w", "fra1-node2", 8192, 40960, 300, "suspended", 120, True),
    ("Elias Paper", "Paper", "elias.k", "gra1-node2", 4096, 20480, 200, None, 15, False),
    ("Lenas Paper", "Paper", "lena.m", "gra1-node3", 3072, 15360, 150, None, 8, True),
    ("Murhost Status", "Mumble Server", "admin", "gra1-node1", 256, 1024, 25, None, 600, True),
)
EVENTS = (
    ("server:power.start", 10.0),
    ("server:power.restart", 6.0),
    ("server:power.stop", 4.0),
    ("server:console.command", 30.0),
    ("server:file.write", 8.0),
    ("server:file.read", 12.0),
    ("server:backup.start", 3.0),
    ("server:startup.edit", 1.0),
    ("server:sftp.write", 5.0),
)
DATABASE_HOSTS = (("mysql-gra1", "10.20.1.5", 20, "gra1-node1"), ("mysql-fra1", "10.20.4.5", 50, "fra1-node1"))
# owner, key type (1 account, 2 application), memo, last used (days)
API_KEYS = (
    ("admin", 2, "WHMCS billing module", -0.01),
    ("lgruber", 1, "Discord bot", -1.0),
    ("clanwars", 1, "Uptime", -3.0),
    ("markus.ops", 2, "Old migration script", -200.0),
)
STUFFING_IP = "185.220.101.47"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    now_minute = (clock.now - clock.midnight).seconds // 60
    start = clock.stamp(-730, 600)

    def ident(label: str) -> str:
        return str(uuid.UUID(hashlib.md5(f"{label}-{seed}".encode()).hexdigest()))

    def when(day: int, low: int = 0, high: int = 1435) -> str:
        """A time on ``day``: today's only before now, and none within minutes of now's time of day."""
        minute = 5 * rng.randint(low // 5, high // 5)
        if day == 0 and minute >= now_minute - 10:
            minute = max(0, now_minute - 15 - 5 * rng.randint(0, max(0, (now_minute - 15) // 5)))
        elif abs(minute - now_minute) < 10:
            minute = (minute + 20) % 1440
        return clock.fmt(clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60)))

    user_ids: dict[str, int] = {}
    for k, (name, (first, last, admin, totp)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        created = clock.stamp(-700 + 40 * k, 600)
        db.execute(
            "INSERT INTO users (id, uuid, username, email, name_first, name_last, password, language, root_admin, "
            "use_totp, totp_secret, totp_authenticated_at, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, ident(name), name, f"{name.replace('_', '.')}@example.at", first, last,
             "$2y$10$" + hashlib.sha256(name.encode()).hexdigest()[:53], "de" if k % 3 else "en", admin, totp,
             "eyJpdiI6" + hashlib.sha1(name.encode()).hexdigest() if totp else None, created if totp else None,
             created, created),
        )  # fmt: skip
    location_ids: dict[str, int] = {}
    for k, (short, long) in enumerate(LOCATIONS.items(), start=1):
        location_ids[short] = k
        db.execute("INSERT INTO locations VALUES (?, ?, ?, ?, ?)", (k, short, long, start, start))
    node_ids: dict[str, int] = {}
    for k, (name, (location, memory, over, disk, maintenance)) in enumerate(NODES.items(), start=1):
        node_ids[name] = k
        db.execute(
            "INSERT INTO nodes (id, uuid, public, name, description, location_id, fqdn, memory, memory_overallocate, "
            "disk, disk_overallocate, maintenance_mode, daemon_token_id, daemon_token, created_at, updated_at) "
            "VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
            (k, ident(name), name, "Ryzen 9 7950X3D" if memory > 65536 else "Ryzen 7 7700", location_ids[location],
             f"{name}.murhost.at", memory, over, disk, maintenance, hashlib.md5(name.encode()).hexdigest()[:16],
             "eyJpdiI6" + hashlib.sha256(name.encode()).hexdigest(), start, start),
        )  # fmt: skip
    egg_ids: dict[str, int] = {}
    nest_of: dict[str, int] = {}
    variable_ids: dict[str, list[int]] = {}
    for n, (nest, (description, eggs)) in enumerate(NESTS.items(), start=1):
        db.execute("INSERT INTO nests VALUES (?, ?, 'support@pterodactyl.io', ?, ?, ?, ?)",
                   (n, ident(nest), nest, description, start, start))  # fmt: skip
        for egg in eggs:
            egg_id = len(egg_ids) + 1
            egg_ids[egg] = egg_id
            nest_of[egg] = n
            image = IMAGES[egg]
            db.execute(
                "INSERT INTO eggs (id, uuid, nest_id, author, name, description, features, docker_images, "
                "file_denylist, config_stop, startup, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                "'[]', ?, ?, ?, ?)",
                (egg_id, ident(egg), n, "parker@pterodactyl.io", egg, f"{egg} server.",
                 '["eula","java_version"]' if nest == "Minecraft" else None,
                 json.dumps({image.rsplit(":", 1)[1]: image}), "stop" if nest == "Minecraft" else "^C",
                 "java -Xms128M -XX:MaxRAMPercentage=95.0 -jar {{SERVER_JARFILE}}" if nest == "Minecraft"
                 else "./start.sh", start, start),
            )  # fmt: skip
            variable_ids[egg] = []
            for env, default in (("SERVER_JARFILE", "server.jar"), ("VERSION", "latest")) if nest == "Minecraft" else (
                ("MAX_PLAYERS", "32"), ("SERVER_NAME", "A Murhost server")):  # fmt: skip
                cursor = db.execute(
                    "INSERT INTO egg_variables (egg_id, name, description, env_variable, default_value, "
                    "user_viewable, user_editable, rules, created_at, updated_at) VALUES (?, ?, '', ?, ?, 1, 1, "
                    "'required|string|max:20', ?, ?)",
                    (egg_id, env.replace("_", " ").title(), env, default, start, start),
                )
                variable_ids[egg].append(int(cursor.lastrowid or 0))
    # allocations: a range of ports on each node's address
    free: dict[str, list[int]] = {}
    for name, k in node_ids.items():
        ip = f"10.20.{k}.10"
        ports = 40 if name == "gra1-node3" else 12
        free[name] = []
        for p in range(ports):
            cursor = db.execute(
                "INSERT INTO allocations (node_id, ip, ip_alias, port, created_at, updated_at) VALUES "
                "(?, ?, ?, ?, ?, ?)", (k, ip, f"{name}.play.murhost.at", 25565 + p, start, start))  # fmt: skip
            free[name].append(int(cursor.lastrowid or 0))
    server_ids: dict[str, int] = {}
    for k, (name, egg, owner, node, memory, disk, cpu, status, age, _) in enumerate(SERVERS, start=1):
        server_ids[name] = k
        allocation = free[node].pop(0)
        extra = free[node].pop(0) if egg in ("Rust", "Valheim") else None  # query and RCON ports
        created = clock.fmt(clock.at(-age, 600 + 7 * k))
        db.execute(
            "INSERT INTO servers (id, uuid, uuidShort, node_id, name, description, status, owner_id, memory, swap, "
            "disk, io, cpu, oom_disabled, allocation_id, nest_id, egg_id, startup, image, allocation_limit, "
            "database_limit, backup_limit, created_at, updated_at, installed_at) "
            "VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, 500, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, ident(name), ident(name)[:8], node_ids[node], name, status, user_ids[owner], memory,
             0 if memory < 4096 else -1, disk, cpu, int(egg == "Paper" and k % 4 == 0), allocation, nest_of[egg],
             egg_ids[egg], "./start.sh", IMAGES[egg], 2 if extra else 1, 2 if egg != "Mumble Server" else 0,
             3 if egg != "Paper" else 5, created, created, None if status == "install_failed" else created),
        )  # fmt: skip
        for allocated in (allocation, extra):
            if allocated:
                db.execute("UPDATE allocations SET server_id = ? WHERE id = ?", (k, allocated))
        for variable in variable_ids[egg]:
            db.execute("INSERT INTO server_variables (server_id, variable_id, variable_value, created_at, updated_at) "
                       "VALUES (?, ?, ?, ?, ?)", (k, variable, "latest" if variable % 2 == 0 else "server.jar",
                                                  created, created))  # fmt: skip
    # friends helping on servers
    for server, helper, permissions in (
        ("Grazer Survival", "sophie_mc", ["control.console", "control.start", "file.read"]),
        ("Grazer Survival", "nina.p", ["control.console"]),
        ("Grazer Survival", "elias.k", ["control.console", "file.read", "file.update"]),
        ("Grazer Creative", "sophie_mc", ["control.console"]),
        ("Clan Wars Rust", "tobi.gaming", ["control.console", "control.restart"]),
        ("Schulclub Minecraft", "lena.m", ["control.console", "user.create"]),
    ):
        db.execute("INSERT INTO subusers (user_id, server_id, permissions, created_at, updated_at) VALUES "
                   "(?, ?, ?, ?, ?)", (user_ids[helper], server_ids[server], json.dumps(permissions),
                                       clock.stamp(-60, 600), clock.stamp(-60, 600)))  # fmt: skip
    # backups: nightly for most servers, the Valheim hall's failing in the last weeks
    for name, egg, _, _, _, disk, _, _, age, backed_up in SERVERS:
        if not backed_up:
            continue
        k = server_ids[name]
        size = disk * 1024 * 1024 * rng.uniform(0.08, 0.2)
        for day in range(-min(DAYS, age - 1), 0):
            if rng.random() < (0.85 if egg == "Paper" else 0.45):
                continue
            began = clock.at(day, 180 + 5 * (k % 12))
            failing = name == "Wikingerhalle" and day >= -20
            ok = not failing and rng.random() > 0.03
            minutes = int(size / 1024**3 * 6) + rng.randint(1, 6)
            size *= rng.uniform(0.99, 1.02)
            db.execute(
                "INSERT INTO backups (server_id, uuid, is_successful, is_locked, name, ignored_files, disk, "
                "checksum, bytes, completed_at, created_at, updated_at, deleted_at) "
                "VALUES (?, ?, ?, 0, ?, '[]', ?, ?, ?, ?, ?, ?, ?)",
                (k, ident(f"b{k}{day}"), int(ok), f"Nightly {clock.fmt(began)[:10]}",
                 "s3" if NODES[SERVERS[k - 1][3]][0] == "fra1" else "wings",
                 "sha1:" + hashlib.sha1(f"{k}{day}".encode()).hexdigest() if ok else None,
                 int(size) if ok else 0, clock.fmt(began + datetime.timedelta(minutes=minutes)),
                 clock.fmt(began), clock.fmt(began), clock.stamp(day + 7, 200) if ok and day < -60 and k % 3 else None),
            )  # fmt: skip
    # schedules and their tasks
    schedules = (
        (
            "Grazer Survival",
            "Nightly restart",
            "*",
            "4",
            "0",
            1,
            True,
            (("command", "say Restart in 60s", 0), ("power", "restart", 60)),
        ),
        ("Grazer Skyblock", "Nightly restart", "*", "4", "15", 1, True, (("power", "restart", 0),)),
        (
            "Clan Wars Rust",
            "Wipe day",
            "4",
            "18",
            "0",
            1,
            True,
            (("command", "say Wipe!", 0), ("power", "restart", 30)),
        ),
        ("Wikingerhalle", "Backup", "*", "3", "0", 1, True, (("backup", "", 0),)),
        ("Schulclub Minecraft", "Morgens starten", "1-5", "7", "30", 1, False, (("power", "start", 0),)),
        ("Lenas Paper", "Backup vor Update", "*", "2", "0", 1, False, (("backup", "", 0), ("power", "restart", 120))),
        ("Tobis CS2 Scrims", "Scrim reset", "*", "23", "0", 0, True, (("command", "mp_restartgame 1", 0),)),
    )
    for name, label, dow, hour, minute, is_active, ran, tasks in schedules:
        cursor = db.execute(
            "INSERT INTO schedules (server_id, name, cron_day_of_week, cron_month, cron_day_of_month, cron_hour, "
            "cron_minute, is_active, is_processing, only_when_online, last_run_at, next_run_at, created_at, "
            "updated_at) VALUES (?, ?, ?, '*', '*', ?, ?, ?, 0, 1, ?, ?, ?, ?)",
            (server_ids[name], label, dow, hour, minute, is_active, clock.stamp(-1, int(hour) * 60) if ran else None,
             clock.stamp(1, int(hour) * 60), clock.stamp(-30, 600), clock.stamp(-30, 600)),
        )  # fmt: skip
        for sequence, (action, payload, offset) in enumerate(tasks, start=1):
            db.execute(
                "INSERT INTO tasks (schedule_id, sequence_id, action, payload, time_offset, is_queued, created_at, "
                "updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
                (cursor.lastrowid, sequence, action, payload, offset, clock.stamp(-30, 600), clock.stamp(-30, 600)),
            )
    # database hosts and databases
    for k, (name, address, limit, node) in enumerate(DATABASE_HOSTS, start=1):
        db.execute("INSERT INTO database_hosts VALUES (?, ?, ?, 3306, 'pterodactyl', ?, ?, ?, ?, ?)",
                   (k, name, address, "eyJpdiI6" + name, limit, node_ids[node], start, start))  # fmt: skip
    count = 0
    for name, egg, _, server_node, *_ in SERVERS:
        if egg in ("Mumble Server", "Teamspeak3 Server") or name.startswith("Davids"):
            continue
        host = 1 if server_node.startswith("gra1") else 2
        k = server_ids[name]
        for n in range(2 if name.startswith("Grazer") else 1):
            count += 1
            db.execute(
                "INSERT INTO databases (server_id, database_host_id, database, username, remote, password, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (k, host, f"s{k}_{['main', 'luckperms'][n]}", f"u{k}_{ident(name)[:10]}", "%" if n else "10.20.%",
                 "eyJpdiI6" + str(count), start, start),
            )  # fmt: skip
    # API keys
    for k, (owner, kind, memo, used) in enumerate(API_KEYS, start=1):
        db.execute("INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, '[]', ?, ?, ?, ?)",
                   (k, user_ids[owner], kind, ("ptla_" if kind == 2 else "ptlc_") + f"{k:011d}",
                    "eyJpdiI6" + hashlib.sha256(memo.encode()).hexdigest(), memo,
                    clock.stamp(int(used), 300) if used < -0.5 else when(0), clock.stamp(-300, 600),
                    clock.stamp(-300, 600)))  # fmt: skip
    # the activity log
    owners = {name: user_ids[owner] for name, _, owner, *_ in SERVERS}
    names = [name for name, *_ in SERVERS]
    weights = [8.0 if owners[name] == user_ids["lgruber"] else 2.0 for name in names]
    logs: list[tuple[str, str, int | None, str, str, int | None]] = []
    for day in range(-DAYS, 1):
        for _ in range(rng.randint(25, 40)):
            name = rng.choices(names, weights=weights)[0]
            event = rng.choices([e for e, _ in EVENTS], weights=[w for _, w in EVENTS])[0]
            logs.append((event, f"84.115.{rng.randint(0, 255)}.{rng.randint(1, 254)}", owners[name], when(day),
                         json.dumps({"command": "say hi"} if event == "server:console.command" else {}),
                         server_ids[name]))  # fmt: skip
        for _ in range(rng.randint(4, 8)):
            user = rng.choice(list(USERS))
            logs.append(("auth:success", f"84.115.{rng.randint(0, 255)}.{rng.randint(1, 254)}", user_ids[user],
                         when(day), json.dumps({"useragent": "Mozilla/5.0"}), None))  # fmt: skip
        for _ in range(rng.randint(0, 2)):
            logs.append(("auth:fail", f"91.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", None,
                         when(day), json.dumps({"username": rng.choice(list(USERS))}), None))  # fmt: skip
    for n in range(60):  # a credential-stuffing run in the last day
        logs.append(("auth:fail", STUFFING_IP, None, when(-1 if n % 2 else 0, 0, 1435),
                     json.dumps({"username": f"user{n}@mail.example"}), None))  # fmt: skip
    for user in ("lgruber", "sophie_mc", "markus.ops"):
        logs.append(("user:account.password-changed", "84.115.3.4", user_ids[user], when(-rng.randint(2, 60)), "{}",
                     None))  # fmt: skip
    logs.sort(key=lambda row: row[3])
    for k, (event, ip, actor, moment, properties, subject) in enumerate(logs, start=1):
        db.execute(
            "INSERT INTO activity_logs (id, batch, event, ip, description, actor_type, actor_id, properties, "
            "timestamp) VALUES (?, NULL, ?, ?, NULL, ?, ?, ?, ?)",
            (k, event, ip, "Pterodactyl\\Models\\User" if actor else None, actor, properties, moment),
        )
        if subject is not None:
            db.execute("INSERT INTO activity_log_subjects (activity_log_id, subject_id, subject_type) VALUES "
                       "(?, ?, 'Pterodactyl\\Models\\Server')", (k, subject))  # fmt: skip
    close_checked(db, "gamehosting")
