"""A Santiago engineering consultancy's file sharing (Cordillera Ingeniería) as the SQLite database of Nextcloud 28.

Nextcloud is a PHP application; this is its schema as its SQLite back end creates it: the ``oc_`` prefix, lower-case
run-together columns, people in ``oc_users`` keyed by their login ``uid`` text (``displayname`` the full name), groups
in ``oc_groups`` keyed by their ``gid`` (which is their name) and membership in ``oc_group_user``, group sub-admins in
``oc_group_admin``, per-user settings as rows of ``oc_preferences`` (``appid``, ``configkey``, ``configvalue`` text:
``login``/``lastLogin`` the last login as Unix seconds in text, missing for someone who never logged in; ``files``/
``quota`` a size such as ``50 GB`` in binary gigabytes, ``none`` for no limit, missing when the default applies;
``core``/``enabled`` ``false`` for a disabled account; ``settings``/``email``), server settings in ``oc_appconfig``
(``files``/``default_quota``), every file and folder of every storage in ``oc_filecache`` (``storage`` a numeric id
into ``oc_storages``, whose text ``id`` is ``home::<uid>`` for a user's home and ``local::<data directory>`` for the
server's own storage that holds the team folders under ``__groupfolders/<folder id>``; ``path`` relative to its storage
(a user's files live under ``files/``, their trash under ``files_trashbin/``), ``parent`` the folder's ``fileid`` (-1
for a storage root), ``mimetype`` and ``mimepart`` ids into ``oc_mimetypes``, ``size`` in bytes (a folder's is the sum
of what it holds), ``mtime`` Unix seconds, ``permissions`` a bit mask: 1 read, 2 update, 4 create, 8 delete, 16
share), team folders (the Group folders app) in ``oc_group_folders`` with a ``quota`` in bytes (-3 unlimited) and the
groups that see them in ``oc_group_folders_groups``, shares in ``oc_share`` (``share_type`` 0 a user, 1 a group, 3 a
public link with its ``token``, 4 an e-mail address, 6 a user on another Nextcloud; ``share_with`` the recipient,
``uid_owner`` the owner, ``file_source`` the shared ``fileid``, ``file_target`` its name as the recipient sees it,
``password`` a hash or NULL, ``expiration`` a DATETIME text at midnight or NULL, ``stime`` Unix seconds), the activity
stream in ``oc_activity`` (one row for each user who sees an event: ``user`` who did it, ``affecteduser`` whose stream
it is in, ``type`` file_created, file_changed, file_deleted, file_restored, shared, public_links, ``subject`` such as
created_self for the doer's own row, created_by for everyone else's, public_shared_file_downloaded for an anonymous
download of a public link, whose ``user`` is empty; ``object_id`` the file, ``timestamp`` Unix seconds), sessions and
app passwords in ``oc_authtoken`` (``type`` 0 a browser session, 1 a permanent app password of a desktop or mobile
client, ``last_activity`` Unix seconds), failed logins in ``oc_bruteforce_attempts`` (``occurred`` Unix seconds), the
trash bin in ``oc_files_trash`` (``timestamp`` Unix seconds **as text**, ``location`` the folder it came from),
saved versions in ``oc_files_versions``, collaborative tags in ``oc_systemtag`` attached through
``oc_systemtag_object_mapping`` (``objectid`` the ``fileid`` as text) and file comments in ``oc_comments``
(``creation_timestamp`` DATETIME text). Nextcloud declares no foreign keys; this copy declares those the data always
fills.

Everything reaches 90 days back from ``now`` (accounts, team folders and older files up to three years); times sit on a
one-minute grid counted from today's midnight UTC (with drawn seconds), the day's own events fall before ``now``, and
nothing depends on the weekday, so builds a whole number of days apart agree. Shares expire at midnight one to six or
nine and more days ahead (none exactly seven days ahead), or expired up to 40 days ago.

Planted signals:

* Matías Valdés (the BIM modeller, 200 GB quota) keeps by far the most in his own files (about 166 GiB), yet only Pablo
  Fuentes (15 GB quota) and Camila Muñoz (the 25 GB default) use more than 90 % of their quota;
* the Proyectos team folder is by far the largest; Licitaciones 2025 has used about 93 % of its 50 GB;
* Javiera Contreras uploaded by far the most files in the last 30 days;
* Presupuesto_2025.xlsx in the Finanzas folder was edited far more than any other file in the last 7 days;
* the public link to Planos_Puente_Maipo_rev7.pdf was downloaded far more than any other in the last 30 days;
* eight public links have neither a password nor an expiry date (four of them Rodrigo Soto's); five links expire
  within the next seven days;
* 185.220.101.47 tried to log in far more often than any other address in the last 7 days;
* Antonia Ramírez, Gabriel Núñez and Raúl Guzmán (an external) never logged in; Daniela Navarro and Isidora Paredes are
  disabled; four enabled accounts have not logged in for more than 90 days;
* the Costanera bridge drawing has the most saved versions; eleven files are tagged Confidencial.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime
import hashlib
import json
import random
import string
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE oc_users (
  uid VARCHAR(64) NOT NULL DEFAULT '' PRIMARY KEY, displayname VARCHAR(64) DEFAULT NULL,
  password VARCHAR(255) NOT NULL DEFAULT '', uid_lower VARCHAR(64) DEFAULT ''
);
CREATE TABLE oc_groups (
  gid VARCHAR(64) NOT NULL DEFAULT '' PRIMARY KEY, displayname VARCHAR(255) NOT NULL DEFAULT 'name'
);
CREATE TABLE oc_group_user (
  gid VARCHAR(64) NOT NULL DEFAULT '' REFERENCES oc_groups(gid), uid VARCHAR(64) NOT NULL DEFAULT ''
  REFERENCES oc_users(uid), PRIMARY KEY (gid, uid)
);
CREATE TABLE oc_group_admin (
  gid VARCHAR(64) NOT NULL DEFAULT '' REFERENCES oc_groups(gid), uid VARCHAR(64) NOT NULL DEFAULT ''
  REFERENCES oc_users(uid), PRIMARY KEY (gid, uid)
);
CREATE TABLE oc_preferences (
  userid VARCHAR(64) NOT NULL DEFAULT '' REFERENCES oc_users(uid), appid VARCHAR(32) NOT NULL DEFAULT '',
  configkey VARCHAR(64) NOT NULL DEFAULT '', configvalue CLOB DEFAULT NULL, PRIMARY KEY (userid, appid, configkey)
);
CREATE TABLE oc_appconfig (
  appid VARCHAR(32) NOT NULL DEFAULT '', configkey VARCHAR(64) NOT NULL DEFAULT '', configvalue CLOB DEFAULT NULL,
  PRIMARY KEY (appid, configkey)
);
CREATE TABLE oc_storages (
  numeric_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, id VARCHAR(64) DEFAULT NULL, available INTEGER NOT NULL
  DEFAULT 1, last_checked INTEGER DEFAULT NULL
);
CREATE UNIQUE INDEX storages_id_index ON oc_storages (id);
CREATE TABLE oc_mimetypes (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, mimetype VARCHAR(255) NOT NULL DEFAULT ''
);
CREATE TABLE oc_filecache (
  fileid INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, storage BIGINT NOT NULL DEFAULT 0 REFERENCES
  oc_storages(numeric_id), path VARCHAR(4000) DEFAULT NULL, path_hash VARCHAR(32) NOT NULL DEFAULT '',
  parent BIGINT NOT NULL DEFAULT 0, name VARCHAR(250) DEFAULT NULL, mimetype BIGINT NOT NULL DEFAULT 0 REFERENCES
  oc_mimetypes(id), mimepart BIGINT NOT NULL DEFAULT 0 REFERENCES oc_mimetypes(id), size BIGINT NOT NULL DEFAULT 0,
  mtime BIGINT NOT NULL DEFAULT 0, storage_mtime BIGINT NOT NULL DEFAULT 0, encrypted INTEGER NOT NULL DEFAULT 0,
  unencrypted_size BIGINT NOT NULL DEFAULT 0, etag VARCHAR(40) DEFAULT NULL, permissions INTEGER DEFAULT 0,
  checksum VARCHAR(255) DEFAULT NULL
);
CREATE UNIQUE INDEX fs_storage_path_hash ON oc_filecache (storage, path_hash);
CREATE INDEX fs_parent_name_hash ON oc_filecache (parent, name);
CREATE TABLE oc_group_folders (
  folder_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, mount_point VARCHAR(4000) NOT NULL,
  quota BIGINT NOT NULL DEFAULT -3, acl INTEGER DEFAULT 0
);
CREATE TABLE oc_group_folders_groups (
  applicable_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, folder_id BIGINT NOT NULL REFERENCES
  oc_group_folders(folder_id), group_id VARCHAR(64) DEFAULT NULL REFERENCES oc_groups(gid), permissions INTEGER NOT
  NULL, circle_id VARCHAR(64) DEFAULT NULL
);
CREATE TABLE oc_share (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, share_type SMALLINT NOT NULL DEFAULT 0,
  share_with VARCHAR(255) DEFAULT NULL, password VARCHAR(255) DEFAULT NULL, uid_owner VARCHAR(64) NOT NULL DEFAULT ''
  REFERENCES oc_users(uid), uid_initiator VARCHAR(64) DEFAULT NULL, parent BIGINT DEFAULT NULL,
  item_type VARCHAR(64) NOT NULL DEFAULT '', item_source VARCHAR(255) DEFAULT NULL, item_target VARCHAR(255) DEFAULT
  NULL, file_source BIGINT DEFAULT NULL REFERENCES oc_filecache(fileid), file_target VARCHAR(512) DEFAULT NULL,
  permissions SMALLINT NOT NULL DEFAULT 0, stime BIGINT NOT NULL DEFAULT 0, accepted SMALLINT NOT NULL DEFAULT 0,
  expiration DATETIME DEFAULT NULL, token VARCHAR(32) DEFAULT NULL, mail_send SMALLINT NOT NULL DEFAULT 0,
  share_name VARCHAR(64) DEFAULT NULL, password_by_talk BOOLEAN DEFAULT 0, note CLOB DEFAULT NULL,
  hide_download SMALLINT DEFAULT 0, label VARCHAR(255) DEFAULT NULL, attributes CLOB DEFAULT NULL,
  password_expiration_time DATETIME DEFAULT NULL, reminder_sent BOOLEAN DEFAULT 0
);
CREATE TABLE oc_activity (
  activity_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, timestamp INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL DEFAULT 0, type VARCHAR(255) DEFAULT NULL, user VARCHAR(64) DEFAULT NULL,
  affecteduser VARCHAR(64) NOT NULL REFERENCES oc_users(uid), app VARCHAR(32) NOT NULL, subject VARCHAR(255) NOT NULL,
  subjectparams CLOB NOT NULL, message VARCHAR(255) DEFAULT NULL, messageparams CLOB DEFAULT NULL,
  file VARCHAR(4000) DEFAULT NULL, link VARCHAR(4000) DEFAULT NULL, object_type VARCHAR(255) DEFAULT NULL,
  object_id BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX activity_user_time ON oc_activity (affecteduser, timestamp);
CREATE TABLE oc_authtoken (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, uid VARCHAR(64) NOT NULL DEFAULT '' REFERENCES oc_users(uid),
  login_name VARCHAR(255) NOT NULL DEFAULT '', password CLOB DEFAULT NULL, name CLOB NOT NULL DEFAULT '',
  token VARCHAR(200) NOT NULL DEFAULT '', type SMALLINT DEFAULT 0, remember SMALLINT DEFAULT 0,
  last_activity INTEGER DEFAULT 0, last_check INTEGER DEFAULT 0, scope CLOB DEFAULT NULL, expires INTEGER DEFAULT NULL,
  private_key CLOB DEFAULT NULL, public_key CLOB DEFAULT NULL, version SMALLINT NOT NULL DEFAULT 1,
  password_invalid BOOLEAN DEFAULT 0, password_hash VARCHAR(255) DEFAULT NULL
);
CREATE TABLE oc_bruteforce_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, action VARCHAR(64) NOT NULL DEFAULT '', occurred INTEGER NOT NULL
  DEFAULT 0, ip VARCHAR(255) NOT NULL DEFAULT '', subnet VARCHAR(255) NOT NULL DEFAULT '',
  metadata VARCHAR(255) NOT NULL DEFAULT ''
);
CREATE TABLE oc_files_trash (
  auto_id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, id VARCHAR(250) NOT NULL DEFAULT '', user VARCHAR(64) NOT NULL
  DEFAULT '' REFERENCES oc_users(uid), timestamp VARCHAR(12) NOT NULL DEFAULT '', location VARCHAR(512) NOT NULL
  DEFAULT '', type VARCHAR(4) DEFAULT NULL, mime VARCHAR(255) DEFAULT NULL
);
CREATE TABLE oc_files_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, file_id BIGINT NOT NULL REFERENCES oc_filecache(fileid),
  timestamp BIGINT NOT NULL, size BIGINT NOT NULL, mimetype BIGINT NOT NULL REFERENCES oc_mimetypes(id),
  metadata CLOB NOT NULL
);
CREATE TABLE oc_systemtag (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, name VARCHAR(64) NOT NULL DEFAULT '', visibility SMALLINT NOT NULL
  DEFAULT 1, editable SMALLINT NOT NULL DEFAULT 1
);
CREATE TABLE oc_systemtag_object_mapping (
  objectid VARCHAR(64) NOT NULL DEFAULT '', objecttype VARCHAR(64) NOT NULL DEFAULT '',
  systemtagid BIGINT NOT NULL DEFAULT 0 REFERENCES oc_systemtag(id), PRIMARY KEY (objecttype, objectid, systemtagid)
);
CREATE TABLE oc_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, parent_id BIGINT NOT NULL DEFAULT 0, topmost_parent_id BIGINT NOT
  NULL DEFAULT 0, children_count INTEGER NOT NULL DEFAULT 0, actor_type VARCHAR(64) NOT NULL DEFAULT '', actor_id
  VARCHAR(64) NOT NULL DEFAULT '' REFERENCES oc_users(uid), message CLOB DEFAULT NULL, verb VARCHAR(64) DEFAULT NULL,
  creation_timestamp DATETIME DEFAULT NULL, latest_child_timestamp DATETIME DEFAULT NULL, object_type VARCHAR(64)
  NOT NULL DEFAULT '', object_id VARCHAR(64) NOT NULL DEFAULT '', reference_id VARCHAR(64) DEFAULT NULL, reactions
  VARCHAR(4000) DEFAULT NULL, expire_date DATETIME DEFAULT NULL, meta_data CLOB DEFAULT ''
);
"""

GIB = 1024**3
# uid, display name, groups, quota preference (None: the default applies), last login days ago (None: never),
# enabled
PEOPLE: list[tuple[str, str, tuple[str, ...], str | None, int | None, bool]] = [
    ("admin", "Administrador", ("admin",), "none", 0, True),
    ("soporte", "Soporte TI", ("admin",), "none", 0, True),
    ("mcastillo", "María Castillo", ("Dirección",), "50 GB", 1, True),
    ("rsoto", "Rodrigo Soto", ("Dirección", "Proyectos"), "50 GB", 0, True),
    ("apinto", "Andrea Pinto", ("Dirección",), "50 GB", 2, True),
    ("cmunoz", "Camila Muñoz", ("Finanzas",), None, 0, True),
    ("pfuentes", "Pablo Fuentes", ("Finanzas",), "15 GB", 1, True),
    ("lrojas", "Lorena Rojas", ("Finanzas",), None, 3, True),
    ("fvera", "Felipe Vera", ("Finanzas",), None, 6, True),
    ("vcarrasco", "Valentina Carrasco", ("RRHH",), None, 0, True),
    ("dnavarro", "Daniela Navarro", ("RRHH",), None, 64, False),
    ("mvaldes", "Matías Valdés", ("Ingeniería", "Proyectos"), "200 GB", 0, True),
    ("jcontreras", "Javiera Contreras", ("Ingeniería", "Proyectos"), "50 GB", 0, True),
    ("sflores", "Sebastián Flores", ("Ingeniería", "Proyectos"), None, 1, True),
    ("ctorres", "Catalina Torres", ("Ingeniería", "Proyectos"), None, 0, True),
    ("ngonzalez", "Nicolás González", ("Ingeniería",), None, 2, True),
    ("fmorales", "Francisca Morales", ("Ingeniería", "Proyectos"), None, 0, True),
    ("ireyes", "Ignacio Reyes", ("Ingeniería",), None, 4, True),
    ("dsepulveda", "Diego Sepúlveda", ("Ingeniería", "Proyectos"), None, 1, True),
    ("bortiz", "Benjamín Ortiz", ("Ingeniería",), None, 0, True),
    ("tfigueroa", "Tomás Figueroa", ("Ingeniería",), None, 131, True),
    ("agutierrez", "Antonia Gutiérrez", ("Ingeniería", "Proyectos"), None, 0, True),
    ("jsilva", "Joaquín Silva", ("Ingeniería",), None, 8, True),
    ("cespinoza", "Constanza Espinoza", ("Ingeniería", "Proyectos"), None, 0, True),
    ("vjara", "Vicente Jara", ("Ingeniería",), None, 97, True),
    ("emolina", "Emilia Molina", ("Ingeniería",), None, 3, True),
    ("mherrera", "Martín Herrera", ("Ingeniería", "Proyectos"), None, 1, True),
    ("fcampos", "Florencia Campos", ("Ingeniería",), None, 12, True),
    ("lvargas", "Lucas Vargas", ("Ingeniería",), None, 0, True),
    ("aramirez", "Antonia Ramírez", ("Ingeniería",), None, None, True),
    ("gnunez", "Gabriel Núñez", ("Ingeniería",), None, None, True),
    ("pcortes", "Paula Cortés", ("Proyectos",), None, 0, True),
    ("jmunoz", "Jorge Muñoz", ("Proyectos",), None, 1, True),
    ("kvega", "Karina Vega", ("Proyectos",), None, 0, True),
    ("hdiaz", "Héctor Díaz", ("Proyectos",), None, 5, True),
    ("rlagos", "Renata Lagos", ("Proyectos",), None, 2, True),
    ("cbravo", "Cristóbal Bravo", ("Proyectos",), None, 0, True),
    ("ssaavedra", "Sofía Saavedra", ("Proyectos",), None, 9, True),
    ("ovalenzuela", "Óscar Valenzuela", ("Proyectos",), None, 112, True),
    ("recepcion", "Recepción", (), None, 146, True),
    ("ext.acosta", "Alberto Acosta (externo)", ("Externos",), "10 GB", 3, True),
    ("ext.lillo", "Carolina Lillo (externa)", ("Externos",), "10 GB", 11, True),
    ("ext.guzman", "Raúl Guzmán (externo)", ("Externos",), "10 GB", None, True),
    ("ext.paredes", "Isidora Paredes (externa)", ("Externos",), "10 GB", 40, False),
]
GROUPS = ["admin", "Dirección", "Finanzas", "RRHH", "Ingeniería", "Proyectos", "Externos"]
# team folders: mount point, quota in GiB (None: unlimited), groups and their permissions
TEAM_FOLDERS: list[tuple[str, int | None, list[tuple[str, int]]]] = [
    ("Proyectos", None, [("Proyectos", 31), ("Ingeniería", 31), ("Externos", 1)]),
    ("Finanzas", 50, [("Finanzas", 31), ("Dirección", 31)]),
    ("Plantillas", 5, [("Ingeniería", 1), ("Proyectos", 1), ("Finanzas", 1), ("RRHH", 1), ("Dirección", 31)]),
    ("Dirección", 20, [("Dirección", 31)]),
    ("Licitaciones 2025", 50, [("Proyectos", 31), ("Dirección", 31)]),
]
MIMETYPES = ["httpd", "httpd/unix-directory", "application", "application/pdf", "application/octet-stream",
             "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
             "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
             "application/vnd.openxmlformats-officedocument.presentationml.presentation", "application/zip",
             "application/x-autocad", "application/x-revit", "application/x-step", "image", "image/jpeg",
             "image/png", "text", "text/markdown", "text/plain", "text/csv", "video", "video/mp4"]  # fmt: skip
# extension: mime type, size range in bytes
KINDS = {
    "pdf": ("application/pdf", 150_000, 25_000_000), "docx": (MIMETYPES[5], 40_000, 3_000_000),
    "xlsx": (MIMETYPES[6], 30_000, 6_000_000), "pptx": (MIMETYPES[7], 1_000_000, 60_000_000),
    "dwg": ("application/x-autocad", 2_000_000, 90_000_000), "rvt": ("application/x-revit", 300_000_000,
                                                                       1_900_000_000),
    "ifc": ("application/x-step", 80_000_000, 900_000_000), "jpg": ("image/jpeg", 1_500_000, 9_000_000),
    "png": ("image/png", 90_000, 2_500_000), "zip": ("application/zip", 5_000_000, 400_000_000),
    "csv": ("text/csv", 5_000, 2_000_000), "mp4": ("video/mp4", 40_000_000, 1_500_000_000),
    "md": ("text/markdown", 200, 9_000),
}  # fmt: skip
PROJECTS = ["Puente Maipo", "Costanera Norte Tramo 3", "Planta Desaladora Antofagasta", "Hospital de Talca",
            "Embalse Las Palmas", "Metro Línea 7 Estación Vivaceta", "Edificio Corporativo Apoquindo",
            "Parque Eólico Taltal"]  # fmt: skip
DOC_NAMES = {
    "pdf": ["Memoria_de_calculo", "Especificaciones_tecnicas", "Informe_geotecnico", "Planos", "Acta_reunion",
            "Contrato", "Propuesta_tecnica", "Certificado"],
    "docx": ["Informe_avance", "Minuta", "Carta", "Propuesta", "Procedimiento", "Memoria"],
    "xlsx": ["Cubicacion", "Presupuesto", "Programa_obra", "Control_horas", "Estado_pago", "Flujo_caja"],
    "pptx": ["Presentacion_cliente", "Kickoff", "Avance_mensual"], "dwg": ["Planta", "Corte", "Elevacion",
                                                                         "Detalle"],
    "rvt": ["Modelo_estructural", "Modelo_arquitectura", "Modelo_MEP"], "ifc": ["Modelo_coordinacion"],
    "jpg": ["Foto_terreno", "Foto_inspeccion"], "png": ["Croquis", "Diagrama"], "zip": ["Entrega", "Respaldo"],
    "csv": ["Mediciones", "Topografia"], "mp4": ["Video_dron", "Recorrido_virtual"], "md": ["Notas"],
}  # fmt: skip
TAGS = [("Confidencial", 1, 1), ("Aprobado", 1, 1), ("Borrador", 1, 1), ("Retención 7 años", 1, 0),
        ("Cliente: MOP", 1, 1)]  # fmt: skip
DAYS = 90


@dataclasses.dataclass
class Node:
    """A file or folder of ``oc_filecache``."""

    fileid: int
    storage: int
    path: str
    parent: int
    name: str
    mime: str
    size: int
    mtime: int
    folder: bool
    owner: str  # the uid who created it
    children: list[Node] = dataclasses.field(default_factory=list)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Nextcloud database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    elapsed = int((clock.now - clock.midnight).total_seconds()) // 60

    def epoch(day: int, minute: int, second: int | None = None) -> int:
        if day == 0:
            minute = min(minute, max(0, elapsed - 1))
        if second is None:
            second = rng.randint(0, 59)
        return calendar.timegm(clock.at(day, minute).timetuple()) + second

    def office(day: int) -> int:
        return epoch(day, rng.randint(11 * 60, 22 * 60))  # 08:00 to 19:00 in Santiago (UTC-3)

    def token(length: int) -> str:
        return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length))

    # ------------------------------------------------------------ users, groups, settings
    people = {uid: (name, groups, quota, login, enabled) for uid, name, groups, quota, login, enabled in PEOPLE}
    created: dict[str, int] = {}
    for uid, (name, _, quota, login, enabled) in people.items():
        db.execute("INSERT INTO oc_users VALUES (?,?,?,?)",
                   (uid, name, f"3|$argon2id$v=19$m=65536,t=4,p=1${token(22)}${token(43)}", uid.lower()))  # fmt: skip
        joined = -1100 + 23 * len(created) if uid not in ("aramirez", "gnunez", "ext.guzman") else -rng.randint(2, 9)
        created[uid] = joined
        prefs = [("settings", "email", f"{uid}@cordillera.cl" if not uid.startswith("ext.") else
                  f"{uid[4:]}@consultores-externos.cl"), ("core", "lang", "es"),
                 ("core", "timezone", "America/Santiago"), ("login", "firstLoginTimestamp", None)]  # fmt: skip
        if login is not None:
            prefs.append(("login", "lastLogin", str(office(-login))))
            prefs[-2] = ("login", "firstLoginTimestamp", str(epoch(joined + 1, 720)))
        else:
            prefs.pop()
        if quota is not None:
            prefs.append(("files", "quota", quota))
        if not enabled:
            prefs.append(("core", "enabled", "false"))
        for appid, key, value in prefs:
            db.execute("INSERT INTO oc_preferences VALUES (?,?,?,?)", (uid, appid, key, value))
    for gid in GROUPS:
        db.execute("INSERT INTO oc_groups VALUES (?,?)", (gid, gid))
    members: dict[str, list[str]] = {gid: [] for gid in GROUPS}
    for uid, (_, groups, *_) in people.items():
        for gid in groups:
            db.execute("INSERT INTO oc_group_user VALUES (?,?)", (gid, uid))
            members[gid].append(uid)
    db.executemany("INSERT INTO oc_group_admin VALUES (?,?)",
                   [("Ingeniería", "ngonzalez"), ("Proyectos", "pcortes"), ("Externos", "pcortes")])  # fmt: skip
    db.executemany("INSERT INTO oc_appconfig VALUES (?,?,?)", [
        ("core", "installedat", str(epoch(-1200, 900))), ("core", "vendor", "nextcloud"),
        ("core", "shareapi_default_expire_date", "no"), ("core", "shareapi_enforce_links_password", "no"),
        ("files", "default_quota", "25 GB"), ("groupfolders", "enabled", "yes"), ("groupfolders", "installed_version",
                                                                                  "16.0.7"),
        ("activity", "installed_version", "2.20.0"), ("files_sharing", "incoming_server2server_share_enabled", "yes"),
        ("theming", "name", "Cordillera Nube"), ("theming", "url", "https://www.cordillera.cl"),
        ("bruteForce", "whitelist_1", "10.10.0.0/16"),
    ])  # fmt: skip
    mime_ids = {mime: n for n, mime in enumerate(MIMETYPES, start=1)}
    db.executemany("INSERT INTO oc_mimetypes VALUES (?,?)", [(n, mime) for mime, n in mime_ids.items()])
    enabled_people = [uid for uid, row in people.items() if row[4]]

    # ------------------------------------------------------------ storages and files
    nodes: list[Node] = []
    storage_ids: dict[str, int] = {}

    def storage(ident: str) -> int:
        storage_ids[ident] = len(storage_ids) + 1
        db.execute("INSERT INTO oc_storages VALUES (?,?,1,?)", (storage_ids[ident], ident, epoch(-1, 600)))
        return storage_ids[ident]

    def node(parent: Node | None, store: int, name: str, folder: bool, size: int, mtime: int, owner: str) -> Node:
        path = name if parent is None else (f"{parent.path}/{name}" if parent.path else name)
        extension = name.rsplit(".", 1)[-1].lower() if "." in name else ""
        mime = "httpd/unix-directory" if folder else KINDS.get(extension, ("application/octet-stream", 0, 0))[0]
        item = Node(len(nodes) + 1, store, path, parent.fileid if parent else -1, name, mime, size, mtime, folder,
                    owner)  # fmt: skip
        nodes.append(item)
        if parent is not None:
            parent.children.append(item)
        return item

    def folder(parent: Node | None, store: int, name: str, owner: str, mtime: int) -> Node:
        existing = next((child for child in parent.children if child.name == name), None) if parent else None
        return existing or node(parent, store, name, True, 0, mtime, owner)

    def file_name(extension: str, project: str | None, n: int) -> str:
        stem = rng.choice(DOC_NAMES[extension])
        place = f"_{project.split()[0]}" if project else ""
        return f"{stem}{place}_{n:03d}.{extension}"

    def draw_size(extension: str) -> int:
        _, low, high = KINDS[extension]
        return int(low * (high / low) ** rng.random())

    counter = {"n": 0}

    def next_n() -> int:
        counter["n"] += 1
        return counter["n"]

    homes: dict[str, Node] = {}
    fresh: list[tuple[Node, str, int, int | None]] = []  # new files: node, uploader, day, team folder id
    for uid, (_, _, _, login, enabled) in people.items():
        store = storage(f"home::{uid}")
        root = node(None, store, "", True, 0, epoch(created[uid], 600), uid)
        homes[uid] = root
        files = folder(root, store, "files", uid, epoch(created[uid], 600))
        folder(root, store, "files_trashbin", uid, epoch(created[uid], 600))
        folder(root, store, "files_versions", uid, epoch(created[uid], 600))
        if login is None:
            continue  # the skeleton files are copied at the first login
        skeleton = [("Nextcloud intro.mp4", 3_963_036), ("Reasons to use Nextcloud.pdf", 976_625),
                    ("Readme.md", 206), ("Templates credits.md", 2_403)]  # fmt: skip
        for name_, size in skeleton:
            node(files, store, name_, False, size, epoch(created[uid] + 1, 720), uid)
        documents = folder(files, store, "Documents", uid, epoch(created[uid] + 1, 720))
        node(documents, store, "Welcome to Nextcloud Hub.docx", False, 24_295, epoch(created[uid] + 1, 720), uid)
        photos = folder(files, store, "Photos", uid, epoch(created[uid] + 1, 720))
        # personal work files
        count = {"mvaldes": 150, "jcontreras": 70, "pfuentes": 60, "cmunoz": 70}.get(uid, rng.randint(8, 45))
        if not enabled:
            count = rng.randint(5, 12)
        for _ in range(count):
            if uid == "mvaldes":
                extension = rng.choice(["rvt", "rvt", "ifc", "dwg"])
            elif uid in ("pfuentes", "cmunoz"):
                extension = rng.choice(["xlsx", "xlsx", "pdf", "zip", "mp4"])
            else:
                extension = rng.choice(["pdf", "docx", "xlsx", "xlsx", "dwg", "jpg", "pptx", "csv"])
            day = -rng.randint(0 if login is not None and login < 3 else (login or 0) + 1, 700)
            day = max(day, created[uid] + 2)
            project = rng.choice(PROJECTS)
            parent = photos if extension == "jpg" else folder(documents if extension in ("docx", "pdf") else files,
                                                              store, project, uid, office(day))  # fmt: skip
            size = draw_size(extension)
            item = node(parent, store, file_name(extension, project, next_n()), False, size, office(day), uid)
            if day >= -DAYS:
                fresh.append((item, uid, day, None))
    # the quota-heavy users' sizes, set so their totals land where the planted signals want them
    targets = {"mvaldes": 168.3 * GIB, "pfuentes": 14.1 * GIB, "cmunoz": 23.6 * GIB}
    for uid, target in targets.items():
        own = [n for n in nodes if not n.folder and n.storage == storage_ids[f"home::{uid}"]
               and n.path.startswith("files/")]  # fmt: skip
        scale = target / sum(n.size for n in own)
        for n in own:
            n.size = int(n.size * scale)

    # team folders on the server's own storage
    local = storage("local::/var/www/nextcloud/data/")
    data_root = node(None, local, "", True, 0, epoch(-1200, 900), "admin")
    appdata = folder(data_root, local, "appdata_oc8f2k1vq3jx", "admin", epoch(-1200, 900))
    node(appdata, local, "theming", True, 0, epoch(-1100, 900), "admin")
    team_root = folder(data_root, local, "__groupfolders", "admin", epoch(-1000, 900))
    team_nodes: dict[int, Node] = {}
    team_members: dict[int, list[str]] = {}
    for folder_id, (mount, limit, applicable) in enumerate(TEAM_FOLDERS, start=1):
        db.execute("INSERT INTO oc_group_folders VALUES (?,?,?,1)", (folder_id, mount, limit * GIB if limit else -3))
        for gid, permissions in applicable:
            db.execute("INSERT INTO oc_group_folders_groups (folder_id, group_id, permissions) VALUES (?,?,?)",
                       (folder_id, gid, permissions))  # fmt: skip
        team_nodes[folder_id] = node(team_root, local, str(folder_id), True, 0, epoch(-900 + folder_id, 900), "admin")
        team_members[folder_id] = sorted({uid for gid, _ in applicable for uid in members[gid]
                                          if people[uid][4]})  # fmt: skip
    writers = {1: ["jcontreras", "sflores", "ctorres", "fmorales", "dsepulveda", "agutierrez", "cespinoza",
                   "mherrera", "pcortes", "jmunoz", "kvega", "cbravo", "rlagos", "mvaldes"],
               2: ["cmunoz", "pfuentes", "lrojas", "fvera"], 3: ["mcastillo", "apinto"],
               4: ["mcastillo", "rsoto", "apinto"], 5: ["rsoto", "pcortes", "kvega", "hdiaz"]}  # fmt: skip
    plans = {1: (620, ["pdf", "pdf", "dwg", "dwg", "xlsx", "docx", "jpg", "ifc", "pptx", "zip", "mp4"]),
             2: (260, ["xlsx", "xlsx", "pdf", "docx"]), 3: (40, ["docx", "xlsx", "pptx"]),
             4: (90, ["pdf", "docx", "pptx", "xlsx"]), 5: (210, ["pdf", "zip", "docx", "xlsx", "dwg"])}  # fmt: skip
    for folder_id, (count, extensions) in plans.items():
        top = team_nodes[folder_id]
        for k in range(count):
            extension = rng.choice(extensions)
            uploader = rng.choice(writers[folder_id])
            if folder_id == 1 and k % 3 == 0:
                uploader = "jcontreras"
            day = -rng.randint(0, 600 if folder_id != 5 else 300)
            if folder_id == 1 and uploader == "jcontreras" and k % 6 == 0:
                day = -rng.randint(0, 29)
            topic = rng.choice(PROJECTS) if folder_id in (1, 5) else None
            parent = top
            if topic:
                kind = {"dwg": "Planos", "pdf": "Documentos", "ifc": "Modelos", "jpg": "Fotos"}.get(
                    extension, "Trabajo"
                )
                parent = folder(folder(top, local, topic, uploader, office(day)), local, kind, uploader, office(day))
            size = draw_size(extension)
            item = node(parent, local, file_name(extension, topic, next_n()), False, size, office(day), uploader)
            if day >= -DAYS:
                fresh.append((item, uploader, day, folder_id))
    # planted files
    proyectos = team_nodes[1]
    maipo = folder(folder(proyectos, local, "Puente Maipo", "jcontreras", office(-300)), local, "Planos",
                   "jcontreras", office(-300))  # fmt: skip
    maipo_plans = node(maipo, local, "Planos_Puente_Maipo_rev7.pdf", False, 18_400_000, office(-40), "jcontreras")
    costanera = folder(folder(proyectos, local, "Costanera Norte Tramo 3", "sflores", office(-400)), local, "Planos",
                       "sflores", office(-400))  # fmt: skip
    bridge = node(costanera, local, "Costanera_T3_Estructura_Puente.dwg", False, 64_000_000, office(-1), "sflores")
    budget = node(team_nodes[2], local, "Presupuesto_2025.xlsx", False, 3_200_000, office(0), "cmunoz")
    for number, target in ((1, 412.0 * GIB), (5, 46.6 * GIB)):  # Proyectos the largest, Licitaciones nearly full
        held = [n for n in nodes if not n.folder and n.path.startswith(f"__groupfolders/{number}/")]
        scale = target / sum(n.size for n in held)
        for n in held:
            n.size = int(n.size * scale)

    # ------------------------------------------------------------ trash bins (personal files only)
    trash: list[tuple[str, Node, int]] = []
    for uid in enabled_people:
        own = [n for n in nodes if not n.folder and n.storage == storage_ids[f"home::{uid}"] and n.path.count("/") >= 2
               and n.name not in ("Welcome to Nextcloud Hub.docx",)]  # fmt: skip
        for item in rng.sample(own, min(len(own), rng.randint(0, 9))):
            day = -rng.randint(0, 120)
            trash.append((uid, item, day))
    for uid, item, day in trash:
        when = office(day)
        location = item.path.removeprefix("files/").rsplit("/", 1)[0] if item.path.count("/") > 1 else "."
        db.execute("INSERT INTO oc_files_trash (id, user, timestamp, location, type, mime) VALUES (?,?,?,?,NULL,NULL)",
                   (item.name, uid, str(when), location))  # fmt: skip
        # the file moves to the trash bin: files_trashbin/files/<name>.d<timestamp>
        bin_root = next(child for child in homes[uid].children if child.name == "files_trashbin")
        bin_files = folder(bin_root, item.storage, "files", uid, when)
        parent = next(n for n in nodes if n.fileid == item.parent)
        parent.children.remove(item)
        item.parent, item.name = bin_files.fileid, f"{item.name}.d{when}"
        item.path = f"{bin_files.path}/{item.name}"
        bin_files.children.append(item)

    # folder sizes are the sums of what they hold
    def total(item: Node) -> int:
        if item.folder:
            item.size = sum(total(child) for child in item.children)
        return item.size

    for item in nodes:
        if item.parent == -1:
            total(item)
    for item in nodes:
        mime = mime_ids[item.mime]
        part = mime_ids[item.mime.split("/")[0]]
        permissions = 31 if item.folder else 27
        db.execute(
            "INSERT INTO oc_filecache VALUES (?,?,?,?,?,?,?,?,?,?,?,0,0,?,?,'')",
            (item.fileid, item.storage, item.path, hashlib.md5(item.path.encode()).hexdigest(), item.parent,
             item.name, mime, part, item.size, item.mtime, item.mtime, f"{rng.getrandbits(52):013x}", permissions),
        )  # fmt: skip

    def relative(item: Node) -> str:
        """The path as its owner sees it in the Files app."""
        if item.path.startswith("files/"):
            return "/" + item.path.removeprefix("files/")
        if item.path.startswith("__groupfolders/"):
            _, number, *rest = item.path.split("/")
            return "/" + "/".join([TEAM_FOLDERS[int(number) - 1][0], *rest])
        return "/" + item.path

    # ------------------------------------------------------------ activity
    activity: list[tuple[int, str, str, str, str, str, str, Node]] = []  # time, type, user, affected, app, subject,...

    def event(when: int, kind: str, actor: str, item: Node, team: int | None, verb: str) -> None:
        audience = team_members[team] if team else [actor]
        for affected in audience:
            subject = f"{verb}_self" if affected == actor else f"{verb}_by"
            params = json.dumps([{str(item.fileid): relative(item)}, *([] if affected == actor else [actor])])
            activity.append((when, kind, actor, affected, "files", subject, params, item))

    for item, uploader, _, team in fresh:
        event(item.mtime, "file_created", uploader, item, team, "created")
    changeable = [(item, uploader, team) for item, uploader, day, team in fresh if item.mime != "image/jpeg"]
    for _ in range(700):
        item, uploader, team = rng.choice(changeable)
        day = -rng.randint(0, DAYS)
        editor = rng.choice(writers[team]) if team else uploader
        event(office(day), "file_changed", editor, item, team, "changed")
    for k in range(26):  # the budget, edited again and again this week
        day = -(k % 7)
        event(office(day), "file_changed", ["cmunoz", "pfuentes", "lrojas"][k % 3], budget, 2, "changed")
    for k in range(9):
        event(office(-(k % 6)), "file_changed", "sflores", bridge, 1, "changed")
    for uid, item, day in trash:
        if day >= -DAYS:
            event(office(day), "file_deleted", uid, item, None, "deleted")
    for uid, item, day in trash[::9]:
        if day >= -DAYS + 5:
            event(office(min(day + 3, 0)), "file_restored", uid, item, None, "restored")

    # ------------------------------------------------------------ shares
    share_rows: list[dict[str, object]] = []

    def share(kind: int, owner: str, item: Node, when: int, **extra: object) -> None:
        row: dict[str, object] = {
            "share_type": kind, "uid_owner": owner, "uid_initiator": owner,
            "item_type": "folder" if item.folder else "file", "item_source": str(item.fileid),
            "file_source": item.fileid, "file_target": "/" + item.name.split(".d1")[0], "stime": when,
            "permissions": 31 if item.folder else 19, "accepted": 1,
        } | extra  # fmt: skip
        share_rows.append(row)

    def personal(uid: str) -> list[Node]:
        return [n for n in nodes if n.storage == storage_ids[f"home::{uid}"] and n.path.startswith("files/")
                and n.path.count("/") >= 1 and n.name not in ("Readme.md", "Templates credits.md")]  # fmt: skip

    active = [uid for uid in enabled_people if people[uid][3] is not None and uid not in ("admin", "soporte")]
    for _ in range(160):
        owner = rng.choice(active)
        item = rng.choice(personal(owner))
        when = office(-rng.randint(0, 400))
        if rng.random() < 0.75:
            recipient = rng.choice([uid for uid in active if uid != owner])
            share(0, owner, item, when, share_with=recipient)
            if when >= epoch(-DAYS, 0, 0):
                activity.append((when, "shared", owner, owner, "files_sharing", "shared_user_self",
                                 json.dumps([{str(item.fileid): relative(item)}, recipient]), item))  # fmt: skip
                activity.append((when, "shared", owner, recipient, "files_sharing", "shared_with_by",
                                 json.dumps([{str(item.fileid): "/" + item.name}, owner]), item))  # fmt: skip
        else:
            gid = rng.choice(["Ingeniería", "Proyectos", "Finanzas", "Dirección"])
            share(1, owner, item, when, share_with=gid)
    # public links: (owner, file, password, expiry day or None, label)
    links: list[tuple[str, Node, bool, int | None, str]] = [
        ("jcontreras", maipo_plans, False, 30, "Cliente MOP - planos vigentes")
    ]
    link_owners = ["rsoto"] * 4 + ["pcortes", "kvega", "jmunoz", "hdiaz"]
    for owner in link_owners:  # no password, no expiry
        links.append((owner, rng.choice(personal(owner)), False, None, ""))
    for k, owner in enumerate(["ctorres", "fmorales", "rsoto", "cbravo", "mcastillo"]):  # expiring within 7 days
        links.append((owner, rng.choice(personal(owner)), k % 2 == 0, k + 1, f"Entrega {k + 1}"))
    for _ in range(14):  # protected, expiring later, or long expired
        owner = rng.choice(active)
        expiry = rng.choice([9, 14, 21, 30, 45, -3, -10, -25, -40])
        links.append((owner, rng.choice(personal(owner)), rng.random() < 0.7, expiry, ""))
    for k in range(3):  # expired links that had no password
        owner = rng.choice(active)
        links.append((owner, rng.choice(personal(owner)), False, -5 - 7 * k, ""))
    for owner, item, protected, expires, label in links:
        when = office(-rng.randint(max(0, -(expires or 0)) + 1, 200) if item is not maipo_plans else -45)
        expiration = (clock.day_text(expires) + " 00:00:00") if expires is not None else None
        share(3, owner, item, when, token=token(15), permissions=1, share_with=None, label=label,
              password=f"3|$argon2id$v=19$m=65536,t=4,p=1${token(22)}${token(43)}" if protected else None,
              expiration=expiration, accepted=0)  # fmt: skip
    for k in range(12):  # e-mail and federated shares
        owner = rng.choice(active)
        item = rng.choice(personal(owner))
        if k % 3 == 0:
            share(6, owner, item, office(-rng.randint(1, 300)), share_with=f"jperez{k}@nube.constructora-andes.cl",
                  token=token(15))  # fmt: skip
        else:
            share(4, owner, item, office(-rng.randint(1, 300)), share_with=f"contacto{k}@cliente{k % 4}.cl",
                  token=token(15), permissions=1)  # fmt: skip
    share_rows.sort(key=lambda row: int(row["stime"]))  # type: ignore[call-overload]
    columns = ["share_type", "share_with", "password", "uid_owner", "uid_initiator", "item_type", "item_source",
               "file_source", "file_target", "permissions", "stime", "accepted", "expiration", "token",
               "label"]  # fmt: skip
    for share_id, row in enumerate(share_rows, start=1):
        db.execute(f"INSERT INTO oc_share (id, {', '.join(columns)}) VALUES (?{', ?' * len(columns)})",
                   (share_id, *(row.get(column) for column in columns)))  # fmt: skip
    # anonymous downloads through public links in the last 90 days
    link_files = [(owner, item) for owner, item, _, expiry, _ in links if expiry is None or expiry > 0]
    for owner, item in link_files:
        downloads = 52 if item is maipo_plans else rng.randint(0, 14)
        for k in range(downloads):
            day = -rng.randint(0, 29 if item is maipo_plans else DAYS)
            params = json.dumps([{str(item.fileid): relative(item)}, f"200.{k % 50}.{k}.{k % 7}"])
            activity.append((office(day), "public_links", "", owner, "files_sharing", "public_shared_file_downloaded",
                             params, item))  # fmt: skip

    activity.sort(key=lambda row: (row[0], row[3]))
    for when, kind, actor, affected, app, subject, params, item in activity:
        directory = relative(item).rsplit("/", 1)[0] or "/"
        db.execute(
            "INSERT INTO oc_activity (timestamp, priority, type, user, affecteduser, app, subject, subjectparams,"
            " message, messageparams, file, link, object_type, object_id) VALUES (?,30,?,?,?,?,?,?,'','[]',?,?,"
            "'files',?)",
            (when, kind, actor, affected, app, subject, params, relative(item),
             f"https://nube.cordillera.cl/apps/files/?dir={directory}", item.fileid),
        )  # fmt: skip

    # ------------------------------------------------------------ versions, tags, comments
    versions = [(bridge, 31)] + [(item, rng.randint(1, 14)) for item, *_ in rng.sample(fresh, 240)]
    for item, count in versions:
        if item.path.startswith("files_trashbin"):
            continue
        for k in range(count):
            when = item.mtime - 3600 * (k + 1) * rng.randint(2, 30)
            db.execute("INSERT INTO oc_files_versions (file_id, timestamp, size, mimetype, metadata) VALUES"
                       " (?,?,?,?,?)", (item.fileid, when, int(item.size * rng.uniform(0.9, 1.05)),
                                        mime_ids[item.mime], json.dumps({"author": item.owner})))  # fmt: skip
    for tag_id, (tag, visible, editable) in enumerate(TAGS, start=1):
        db.execute("INSERT INTO oc_systemtag VALUES (?,?,?,?)", (tag_id, tag, visible, editable))
    paperwork = [n for n in nodes if not n.folder and n.mime in (MIMETYPES[3], MIMETYPES[5], MIMETYPES[6])
                 and not n.path.startswith("files_trashbin")]  # fmt: skip
    tagged: set[tuple[int, int]] = set()
    for item in [*rng.sample([n for n in paperwork if n.path.startswith("__groupfolders/2/")], 8), budget]:
        tagged.add((item.fileid, 1))
    for item in rng.sample([n for n in paperwork if n.path.startswith("__groupfolders/4/")], 2):
        tagged.add((item.fileid, 1))
    for item in rng.sample(paperwork, 90):
        tagged.add((item.fileid, rng.choice([2, 3, 3, 4, 5])))
    db.executemany("INSERT INTO oc_systemtag_object_mapping VALUES (?, 'files', ?)",
                   sorted((str(fileid), tag) for fileid, tag in tagged))  # fmt: skip
    for _ in range(150):
        item, uploader, day, team = rng.choice(fresh)
        author = rng.choice(team_members[team]) if team else uploader
        written = datetime.datetime.fromtimestamp(office(max(day, -DAYS)), datetime.UTC).replace(tzinfo=None)
        db.execute("INSERT INTO oc_comments (parent_id, topmost_parent_id, children_count, actor_type, actor_id,"
                   " message, verb, creation_timestamp, object_type, object_id) VALUES (0,0,0,'users',?,?,"
                   "'comment',?,'files',?)",
                   (author, rng.choice(["Revisado, OK.", "Falta la firma del ingeniero a cargo.",
                                        "¿Esta es la versión final?", "Actualicé las cotas del eje 4.",
                                        "Enviado al cliente."]), clock.fmt(written), str(item.fileid)))  # fmt: skip

    # ------------------------------------------------------------ sessions, app passwords, failed logins
    browsers = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0"
                " Safari/537.36", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like"
                " Gecko) Version/17.4 Safari/605.1.15", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0)"
                " Gecko/20100101 Firefox/125.0"]  # fmt: skip
    for uid in people:
        login = people[uid][3]
        if login is None:
            continue
        last = office(-login)
        db.execute("INSERT INTO oc_authtoken (uid, login_name, password, name, token, type, remember, last_activity,"
                   " last_check, version) VALUES (?,?,?,?,?,0,1,?,?,2)",
                   (uid, uid, token(40), rng.choice(browsers), token(64), last, last))  # fmt: skip
        clients = []
        if uid in ("mvaldes", "jcontreras", "sflores", "ctorres", "cmunoz", "pfuentes", "mcastillo", "rsoto",
                   "soporte", "ngonzalez", "agutierrez", "pcortes", "kvega") or rng.random() < 0.3:  # fmt: skip
            clients.append(f"{uid.split('.')[-1].upper()[:8]}-PC (Desktop Client - Windows)")
        if rng.random() < 0.5 or uid in ("rsoto", "mcastillo", "mvaldes"):
            clients.append(f"{rng.choice(['Pixel 7', 'Galaxy S23', 'Moto g84'])} (Nextcloud Files - Android)")
        if uid == "mvaldes":
            clients.append("MVALDES-WS2 (Desktop Client - Windows)")
        for client in clients:
            db.execute("INSERT INTO oc_authtoken (uid, login_name, password, name, token, type, remember,"
                       " last_activity, last_check, version) VALUES (?,?,?,?,?,1,0,?,?,2)",
                       (uid, uid, token(40), client, token(64), last - rng.randint(0, 3600),
                        last - rng.randint(0, 3600)))  # fmt: skip
    attempts: list[tuple[int, str, str]] = []
    for _ in range(160):
        attempts.append((epoch(-rng.randint(0, 6), rng.randint(0, 1439)), "185.220.101.47",
                         rng.choice(["admin", "administrator", "root", "mcastillo", "soporte"])))  # fmt: skip
    for _ in range(40):
        attempts.append((epoch(-rng.randint(8, 40), rng.randint(0, 1439)), "45.95.147.12", "admin"))
    for _ in range(110):
        uid = rng.choice(enabled_people[2:])
        attempts.append((office(-rng.randint(0, DAYS)), f"200.73.112.{rng.randint(2, 250)}", uid))
    for k in range(24):
        attempts.append((epoch(-rng.randint(0, 6), rng.randint(0, 1439)), f"103.151.{k % 5}.{20 + k}", "admin"))
    for when, ip, uid in sorted(attempts):
        subnet = ip.rsplit(".", 1)[0] + ".0/24"
        db.execute("INSERT INTO oc_bruteforce_attempts (action, occurred, ip, subnet, metadata) VALUES"
                   " ('login',?,?,?,?)", (when, ip, subnet, json.dumps({"user": uid})))  # fmt: skip
    close_checked(db, "fileshare")
