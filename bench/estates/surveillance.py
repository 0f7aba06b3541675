"""A Turku university campus's security cameras (Aurajoki campus security office) as a ZoneMinder 1.36 database.

ZoneMinder (the open-source video surveillance system, Perl, C++ and PHP on MySQL) keeps its cameras, recordings and
logs in these tables with its conventions, here in SQLite: **capitalised table and column names** (``Monitors``,
``Events``, ``Groups_Monitors``, ``MonitorId``, ``StartDateTime``), integer ``Id`` keys, enums as text, and:

* ``Servers`` (the recording servers, ``Status``, ``CpuLoad``), ``Storage`` (``Path``, ``Type`` ``local`` or
  ``s3fs``, ``DiskSpace`` the bytes its events take), ``Manufacturers`` and ``Models``;
* ``Monitors`` are the cameras: ``Type`` (``Ffmpeg`` for RTSP cameras, ``Remote``), **``Function`` what ZoneMinder
  does with it** (``Monitor`` watch only, ``Modect`` record on motion, ``Record`` record always, ``Mocord`` both,
  ``Nodect`` record on outside triggers, ``None`` off) **beside ``Enabled`` 0/1**, ``Path`` the RTSP URL,
  ``Width``/``Height``, ``MaxFPS``, ``SectionLength`` (seconds a continuous event lasts), ``ServerId``,
  ``StorageId``; **``Monitor_Status`` one row per camera with ``Status``** (``Unknown``, ``NotRunning``, ``Running``,
  ``Connected``) and ``CaptureFPS``;
* ``Zones`` are each camera's motion detection areas (``Type`` ``Active``, ``Inclusive``, ``Exclusive``,
  ``Preclusive``, ``Inactive``, ``Privacy``; ``Coords`` a text polygon ``"x,y x,y ..."``); a camera that only
  records has none;
* ``Events`` are the recordings: ``Cause`` (``Motion``, ``Continuous``, ``Forced Web``, ``Signal``),
  ``StartDateTime``/``EndDateTime``, **``Length`` in seconds (a decimal)**, ``Frames``, ``AlarmFrames``,
  ``TotScore``/``AvgScore``/``MaxScore``, **``Archived`` 0/1** (kept from the purge), ``Notes`` (``Motion: Gate``, the
  zones that fired), ``DiskSpace`` in bytes, ``StorageId``; ``Frames`` one row per stored frame of an event
  (``FrameId`` numbered within it, ``Type`` ``Normal``, ``Bulk`` or ``Alarm``, ``TimeStamp``, ``Delta`` seconds since
  the event began, ``Score``); ``Events_Archived`` the summary ZoneMinder keeps of archived events;
* ``Groups`` (with ``ParentId``) and ``Groups_Monitors``; ``States`` (run states, ``IsActive``), ``Events.StateId``;
* ``Users`` with permissions as enums (``Stream``, ``Events``, ``Control``, ``Monitors``, ``System``: ``None``,
  ``View``, ``Edit``), ``Enabled``, ``APIEnabled``, **``MonitorIds`` a comma-separated list of the cameras a user may
  see (empty for all)**;
* ``Filters`` are saved searches run by ``zmfilter`` (``Query_json``, the actions as flags: ``AutoArchive``,
  ``AutoDelete``, ``AutoEmail``, ``UpdateDiskSpace``..., ``Background`` 1 to run unattended);
* **``Logs`` with ``TimeKey`` a Unix time with microseconds (a decimal), ``Component`` the process (``zmc_m12`` is
  the capture daemon of monitor 12, ``zma_m12`` its analysis, ``zmdc``, ``zmfilter``, ``web_php``), ``Level`` an
  integer (0 info, -1 warning, -2 error, -3 fatal) with ``Code`` (``INF``, ``WAR``, ``ERR``, ``FAT``)**.

Departures: times are UTC (ZoneMinder writes the server's local time); far fewer columns; no ``Stats``, ``Snapshots``,
``Controls``, ``Config``, ``Event_Summaries`` or the hour/day/week/month event summaries. The purge filter deletes
events older than 30 days unless archived, so events reach 30 days back and archived ones 180; logs reach 3 days back.

Planted signals:

* 36 cameras on two servers (21 on zm-main); three enabled cameras are not running (two more are disabled, one is
  switched to ``None``);
* "Parking P2 Entrance" picks up the most motion (a tree in the wind); three enabled cameras that should record
  recorded nothing in 7 days;
* four cameras that only record have no zones; Outdoor Perimeter is the biggest group;
* "Library Entrance" (monitor 9, a flaky cable) logs the most capture errors in the last day;
* "Main Building Lobby" has the most archived events; the "Bike Shelter B" theft today scores highest;
* three active users may edit events; two filters delete events automatically.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE Servers (
  Id INTEGER PRIMARY KEY, Protocol TEXT, Hostname TEXT, Port INTEGER, PathToIndex TEXT, PathToZMS TEXT,
  PathToApi TEXT, Name VARCHAR(64) NOT NULL DEFAULT '', State_Id INTEGER, Status TEXT NOT NULL DEFAULT 'Unknown',
  CpuLoad DECIMAL(5, 1), TotalMem BIGINT, FreeMem BIGINT, TotalSwap BIGINT, FreeSwap BIGINT, zmstats BOOLEAN NOT NULL,
  zmaudit BOOLEAN NOT NULL, zmtrigger BOOLEAN NOT NULL, zmeventnotification BOOLEAN NOT NULL
);
CREATE TABLE Storage (
  Id INTEGER PRIMARY KEY, Path VARCHAR(64) NOT NULL, Name VARCHAR(64) NOT NULL, Type TEXT NOT NULL DEFAULT 'local',
  Url VARCHAR(255), DiskSpace BIGINT, Scheme TEXT NOT NULL DEFAULT 'Medium', ServerId INTEGER REFERENCES Servers (Id),
  DoDelete BOOLEAN NOT NULL DEFAULT 1, Enabled BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE Manufacturers (Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL UNIQUE);
CREATE TABLE Models (
  Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL, ManufacturerId INTEGER REFERENCES Manufacturers (Id)
);
CREATE TABLE States (
  Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL UNIQUE, Definition TEXT NOT NULL, IsActive BOOLEAN NOT NULL
);
CREATE TABLE Monitors (
  Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL, Notes TEXT, ServerId INTEGER REFERENCES Servers (Id),
  StorageId SMALLINT REFERENCES Storage (Id), ManufacturerId INTEGER REFERENCES Manufacturers (Id),
  ModelId INTEGER REFERENCES Models (Id), Type TEXT NOT NULL DEFAULT 'Local', Function TEXT NOT NULL DEFAULT 'Monitor',
  Enabled BOOLEAN NOT NULL DEFAULT 1, DecodingEnabled BOOLEAN NOT NULL DEFAULT 1, LinkedMonitors VARCHAR(255),
  Protocol VARCHAR(16), Method VARCHAR(16), Host VARCHAR(64), Port VARCHAR(8), Path VARCHAR(255), User VARCHAR(64),
  Pass VARCHAR(64), Width SMALLINT NOT NULL, Height SMALLINT NOT NULL, Colours TINYINT NOT NULL DEFAULT 4,
  Orientation TEXT NOT NULL DEFAULT 'ROTATE_0', SaveJPEGs TINYINT NOT NULL DEFAULT 3, VideoWriter TINYINT NOT NULL,
  RecordAudio BOOLEAN NOT NULL DEFAULT 0, LabelFormat VARCHAR(64), ImageBufferCount SMALLINT NOT NULL,
  PreEventCount SMALLINT NOT NULL, PostEventCount SMALLINT NOT NULL, SectionLength INT NOT NULL,
  MinSectionLength INT NOT NULL, AnalysisFPSLimit DECIMAL(5, 2), MaxFPS DECIMAL(5, 2), AlarmMaxFPS DECIMAL(5, 2),
  Sequence SMALLINT, ZoneCount TINYINT NOT NULL DEFAULT 0, Latitude DECIMAL(10, 8), Longitude DECIMAL(11, 8)
);
CREATE TABLE Monitor_Status (
  MonitorId INTEGER PRIMARY KEY REFERENCES Monitors (Id), Status TEXT NOT NULL DEFAULT 'Unknown',
  CaptureFPS DECIMAL(10, 2) NOT NULL DEFAULT 0, AnalysisFPS DECIMAL(5, 2) NOT NULL DEFAULT 0,
  CaptureBandwidth INT NOT NULL DEFAULT 0
);
CREATE TABLE Zones (
  Id INTEGER PRIMARY KEY, MonitorId INTEGER NOT NULL REFERENCES Monitors (Id), Name VARCHAR(64) NOT NULL,
  Type TEXT NOT NULL DEFAULT 'Active', Units TEXT NOT NULL DEFAULT 'Pixels', NumCoords TINYINT NOT NULL,
  Coords TINYTEXT NOT NULL, Area INT NOT NULL, AlarmRGB INT, CheckMethod TEXT NOT NULL DEFAULT 'Blobs',
  MinPixelThreshold SMALLINT, MaxPixelThreshold SMALLINT, MinAlarmPixels INT, MaxAlarmPixels INT,
  MinBlobPixels INT, MaxBlobPixels INT, MinBlobs SMALLINT, MaxBlobs SMALLINT, OverloadFrames SMALLINT NOT NULL,
  ExtendAlarmFrames SMALLINT NOT NULL
);
CREATE TABLE Events (
  Id INTEGER PRIMARY KEY, MonitorId INTEGER NOT NULL REFERENCES Monitors (Id),
  StorageId SMALLINT REFERENCES Storage (Id), SecondaryStorageId SMALLINT REFERENCES Storage (Id),
  Name VARCHAR(64) NOT NULL, Cause VARCHAR(32) NOT NULL, StartDateTime DATETIME, EndDateTime DATETIME,
  Width SMALLINT NOT NULL, Height SMALLINT NOT NULL, Length DECIMAL(10, 2) NOT NULL, Frames INT, AlarmFrames INT,
  DefaultVideo VARCHAR(64) NOT NULL DEFAULT '', SaveJPEGs TINYINT, TotScore INT NOT NULL DEFAULT 0,
  AvgScore SMALLINT DEFAULT 0, MaxScore SMALLINT DEFAULT 0, Archived BOOLEAN NOT NULL DEFAULT 0,
  Videoed BOOLEAN NOT NULL DEFAULT 0, Uploaded BOOLEAN NOT NULL DEFAULT 0, Emailed BOOLEAN NOT NULL DEFAULT 0,
  Messaged BOOLEAN NOT NULL DEFAULT 0, Executed BOOLEAN NOT NULL DEFAULT 0, Notes TEXT,
  StateId INTEGER NOT NULL REFERENCES States (Id), Orientation TEXT NOT NULL DEFAULT 'ROTATE_0', DiskSpace BIGINT,
  Scheme TEXT NOT NULL DEFAULT 'Medium', Locked BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE Frames (
  Id INTEGER PRIMARY KEY, EventId INTEGER NOT NULL REFERENCES Events (Id), FrameId INTEGER NOT NULL,
  Type TEXT NOT NULL DEFAULT 'Normal', TimeStamp TIMESTAMP NOT NULL, Delta DECIMAL(8, 2) NOT NULL,
  Score SMALLINT NOT NULL DEFAULT 0, UNIQUE (EventId, FrameId)
);
CREATE TABLE Events_Archived (
  EventId INTEGER PRIMARY KEY REFERENCES Events (Id), MonitorId INTEGER NOT NULL REFERENCES Monitors (Id),
  DiskSpace BIGINT
);
CREATE TABLE Groups (
  Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL DEFAULT '', ParentId INTEGER REFERENCES Groups (Id)
);
CREATE TABLE Groups_Monitors (
  Id INTEGER PRIMARY KEY, GroupId INTEGER NOT NULL REFERENCES Groups (Id),
  MonitorId INTEGER NOT NULL REFERENCES Monitors (Id)
);
CREATE TABLE Users (
  Id INTEGER PRIMARY KEY, Username VARCHAR(32) NOT NULL UNIQUE, Password VARCHAR(64) NOT NULL DEFAULT '',
  Language VARCHAR(8), Enabled TINYINT NOT NULL DEFAULT 1, Stream TEXT NOT NULL DEFAULT 'None',
  Events TEXT NOT NULL DEFAULT 'None', Control TEXT NOT NULL DEFAULT 'None', Monitors TEXT NOT NULL DEFAULT 'None',
  Groups TEXT NOT NULL DEFAULT 'None', Devices TEXT NOT NULL DEFAULT 'None', System TEXT NOT NULL DEFAULT 'None',
  MaxBandwidth VARCHAR(16), MonitorIds TEXT, TokenMinExpiry BIGINT NOT NULL DEFAULT 0,
  APIEnabled TINYINT NOT NULL DEFAULT 1, HomeView VARCHAR(64) NOT NULL DEFAULT ''
);
CREATE TABLE Filters (
  Id INTEGER PRIMARY KEY, Name VARCHAR(64) NOT NULL DEFAULT '', UserId INTEGER REFERENCES Users (Id),
  Query_json TEXT NOT NULL, AutoArchive TINYINT NOT NULL DEFAULT 0, AutoUnarchive TINYINT NOT NULL DEFAULT 0,
  AutoVideo TINYINT NOT NULL DEFAULT 0, AutoUpload TINYINT NOT NULL DEFAULT 0, AutoEmail TINYINT NOT NULL DEFAULT 0,
  EmailTo TEXT, AutoMessage TINYINT NOT NULL DEFAULT 0, AutoExecute TINYINT NOT NULL DEFAULT 0,
  AutoExecuteCmd TINYTEXT, AutoDelete TINYINT NOT NULL DEFAULT 0, AutoMove TINYINT NOT NULL DEFAULT 0,
  AutoCopy TINYINT NOT NULL DEFAULT 0, UpdateDiskSpace TINYINT NOT NULL DEFAULT 0,
  Background TINYINT NOT NULL DEFAULT 0, Concurrent TINYINT NOT NULL DEFAULT 0, LockRows TINYINT NOT NULL DEFAULT 0
);
CREATE TABLE Logs (
  Id INTEGER PRIMARY KEY, TimeKey DECIMAL(16, 6) NOT NULL, Component VARCHAR(32) NOT NULL,
  ServerId INTEGER REFERENCES Servers (Id), Pid INTEGER, Level TINYINT NOT NULL, Code CHAR(3) NOT NULL,
  Message TEXT NOT NULL, File VARCHAR(255), Line SMALLINT
);
"""

# name, group, server, function, enabled, motion events a day, zones
CAMERAS = [
    ("Main Building Lobby", "Main Building", 1, "Modect", 1, 14, ["Lobby floor", "Reception desk"]),
    ("Main Building East Door", "Main Building", 1, "Modect", 1, 8, ["Door"]),
    ("Main Building West Door", "Main Building", 1, "Modect", 1, 7, ["Door"]),
    ("Main Building Loading Bay", "Main Building", 1, "Mocord", 1, 6, ["Bay", "Ramp"]),
    ("Auditorium Foyer", "Main Building", 1, "Modect", 1, 9, ["Foyer"]),
    ("Server Room Door", "Main Building", 1, "Modect", 1, 0, ["Door"]),
    ("Roof Access Hatch", "Main Building", 1, "Modect", 1, 0, ["Hatch"]),
    ("Cash Office", "Main Building", 1, "Record", 1, 0, []),
    ("Library Entrance", "Library", 1, "Modect", 1, 12, ["Gates", "Book return"]),
    ("Library Reading Room", "Library", 1, "Modect", 1, 6, ["Tables"]),
    ("Library Stacks North", "Library", 1, "Modect", 1, 3, ["Aisles"]),
    ("Library Basement Archive", "Library", 1, "Modect", 1, 0, ["Archive door"]),
    ("Library Back Door", "Library", 1, "Modect", 0, 0, ["Door"]),
    ("Lab Wing Corridor A", "Lab Wing", 2, "Modect", 1, 10, ["Corridor"]),
    ("Lab Wing Corridor B", "Lab Wing", 2, "Modect", 1, 9, ["Corridor"]),
    ("Chemistry Store", "Lab Wing", 2, "Record", 1, 0, []),
    ("Cleanroom Airlock", "Lab Wing", 2, "Modect", 1, 4, ["Airlock"]),
    ("Lab Wing Goods Entrance", "Lab Wing", 2, "Modect", 1, 5, ["Dock"]),
    ("Sports Hall Entrance", "Sports Hall", 2, "Modect", 1, 11, ["Doors"]),
    ("Sports Hall Court", "Sports Hall", 2, "Monitor", 1, 0, []),
    ("Gym Reception", "Sports Hall", 2, "Modect", 1, 8, ["Desk"]),
    ("Parking P1 Entrance", "Parking", 2, "Modect", 1, 16, ["Barrier", "Lane"]),
    ("Parking P1 Level 2", "Parking", 2, "Modect", 1, 9, ["Bays"]),
    ("Parking P2 Entrance", "Parking", 2, "Modect", 1, 40, ["Barrier", "Tree line"]),
    ("Parking P2 Pay Station", "Parking", 2, "Record", 1, 0, []),
    ("Bike Shelter A", "Outdoor Perimeter", 1, "Modect", 1, 10, ["Racks"]),
    ("Bike Shelter B", "Outdoor Perimeter", 1, "Modect", 1, 9, ["Racks"]),
    ("North Gate", "Outdoor Perimeter", 1, "Mocord", 1, 13, ["Gate", "Footpath"]),
    ("South Gate", "Outdoor Perimeter", 1, "Modect", 1, 12, ["Gate"]),
    ("Riverside Path", "Outdoor Perimeter", 1, "Modect", 1, 7, ["Path"]),
    ("Quad Camera", "Outdoor Perimeter", 1, "Modect", 1, 8, ["Lawn"]),
    ("Waste Compound", "Outdoor Perimeter", 1, "Modect", 1, 6, ["Bins"]),
    ("Student House A Entrance", "Student Housing", 2, "Modect", 1, 10, ["Door"]),
    ("Student House B Entrance", "Student Housing", 2, "Modect", 1, 9, ["Door"]),
    ("Student House Laundry", "Student Housing", 2, "None", 1, 0, ["Room"]),
    ("Old Boiler House", "Outdoor Perimeter", 1, "Modect", 0, 0, ["Door"]),
]  # fmt: skip
DOWN = {"Lab Wing Goods Entrance": "NotRunning", "Waste Compound": "NotRunning", "Gym Reception": "Unknown"}
QUIET = {"Server Room Door", "Roof Access Hatch", "Library Basement Archive"}  # enabled, nothing in 7 days
FLAKY = "Library Entrance"
WINDY = "Parking P2 Entrance"
USERS = [("admin", 1, "Edit", "Edit", "Edit", ""), ("j.virtanen", 1, "View", "Edit", "Edit", ""),
         ("m.korhonen", 1, "View", "Edit", "View", ""), ("a.nieminen", 1, "View", "Edit", "View", ""),
         ("guard1", 1, "View", "View", "None", ""), ("guard2", 1, "View", "View", "None", ""),
         ("library-desk", 1, "View", "None", "None", "9,10,11"), ("s.makinen", 0, "View", "Edit", "View", ""),
         ("contractor", 0, "View", "View", "None", "22,23,24,25")]  # fmt: skip
FILTERS = [  # name, auto delete, update disk space, e-mail, archive, background, query
    ("PurgeWhenFull", 1, 0, 0, 0, 1, '{"terms":[{"attr":"DiskPercent","op":">=","val":"95"},'
     '{"cnj":"and","attr":"Archived","op":"=","val":"0"}],"limit":100,"sort_field":"Id","sort_asc":1}'),
    ("Update DiskSpace", 0, 1, 0, 0, 1, '{"terms":[{"attr":"DiskSpace","op":"IS","val":"NULL"}]}'),
    ("Delete unarchived after 30 days", 1, 0, 0, 0, 1, '{"terms":[{"attr":"StartDateTime","op":"<",'
     '"val":"-30 days"},{"cnj":"and","attr":"Archived","op":"=","val":"0"}]}'),
    ("Night alarms to duty phone", 0, 0, 1, 0, 1, '{"terms":[{"attr":"StartTime","op":">=","val":"22:00"},'
     '{"cnj":"and","attr":"MaxScore","op":">","val":"60"}]}'),
    ("Lobby incidents", 0, 0, 0, 0, 0, '{"terms":[{"attr":"MonitorId","op":"=","val":"1"},'
     '{"cnj":"and","attr":"Archived","op":"=","val":"1"}]}'),
]  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    epoch = datetime.datetime(1970, 1, 1)

    def moment(day: int, low: int = 0, high: int = 1435) -> datetime.datetime:
        return clock.clear_of_now(rng, day, low, high)

    db.executemany(
        "INSERT INTO Servers VALUES (?, 'https', ?, 443, '/zm/index.php', '/zm/cgi-bin/nph-zms', '/zm/api', ?, NULL,"
        " 'Running', ?, 33554432000, ?, 4294967296, 4294967296, 1, ?, 0, 1)",
        [(1, "zm-main.aurajoki.example", "zm-main", 3.4, 9126805504, 1),
         (2, "zm-east.aurajoki.example", "zm-east", 5.9, 4831838208, 0)],
    )  # fmt: skip
    db.executemany(
        "INSERT INTO Storage VALUES (?, ?, ?, ?, ?, 0, 'Medium', ?, ?, 1)",
        [(1, "/var/cache/zoneminder/events", "Default", "local", None, 1, 1),
         (2, "/srv/zm-east/events", "East local", "local", None, 2, 1),
         (3, "/mnt/nas/zm-archive", "Archive NAS", "s3fs", "s3fs://zm-archive", 1, 0)],
    )  # fmt: skip
    makers = {"Axis": ["P3265-LVE", "M3106-L Mk II", "Q6075-E"], "Hikvision": ["DS-2CD2143G2-I", "DS-2CD2387G2"],
              "Dahua": ["IPC-HDW2431T"], "Reolink": ["RLC-810A"]}  # fmt: skip
    models: list[tuple[int, int]] = []
    for m, (maker, names) in enumerate(makers.items(), 1):
        db.execute("INSERT INTO Manufacturers VALUES (?, ?)", (m, maker))
        for name in names:
            models.append((len(models) + 1, m))
            db.execute("INSERT INTO Models VALUES (?, ?, ?)", (len(models), name, m))
    db.executemany(
        "INSERT INTO States VALUES (?, ?, ?, ?)",
        [(1, "default", "", 1), (2, "Night", "1:Modect:1,2:Modect:1", 0), (3, "Holiday", "1:Record:1", 0)],
    )

    groups: dict[str, int] = {}
    for name, parent in [("Outdoor Perimeter", None), ("Parking", None), ("Main Building", None), ("Library", None),
                         ("Lab Wing", None), ("Sports Hall", None), ("Student Housing", None),
                         ("Entrances", None), ("Night Watch", None)]:  # fmt: skip
        groups[name] = len(groups) + 1
        db.execute("INSERT INTO Groups VALUES (?, ?, ?)", (groups[name], name, parent))
    db.execute("UPDATE Groups SET ParentId = ? WHERE Name = 'Parking'", (groups["Outdoor Perimeter"],))

    ids: dict[str, int] = {}
    membership: list[tuple[int, int]] = []
    zone_id = 0
    for k, (name, group, server, function, enabled, _, zones) in enumerate(CAMERAS, 1):
        ids[name] = k
        model_id, maker_id = rng.choice(models)
        width, height = rng.choice([(1920, 1080), (2560, 1440), (1280, 720)])
        section = 3600 if function in ("Record", "Mocord") else 600
        db.execute(
            "INSERT INTO Monitors VALUES (?, ?, ?, ?, ?, ?, ?, 'Ffmpeg', ?, ?, 1, NULL, 'rtsp', 'rtpRtsp', ?, '554',"
            " ?, 'zmview', 'x', ?, ?, 4, 'ROTATE_0', 0, 2, 0, '%N - %d/%m/%y %H:%M:%S', 20, 5, 5, ?, 10, NULL, 10,"
            " 10, ?, ?, 60.45, 22.29)",
            (k, name, None, server, server, maker_id, model_id, function, enabled, f"10.40.{server}.{20 + k}",
             f"rtsp://10.40.{server}.{20 + k}:554/Streaming/Channels/101", width, height, section, k, len(zones)),
        )  # fmt: skip
        status = "NotRunning" if not enabled or function == "None" else DOWN.get(name, "Connected")
        fps = 0 if status != "Connected" else 10.0
        db.execute("INSERT INTO Monitor_Status VALUES (?, ?, ?, ?, ?)",
                   (k, status, fps, fps if function != "Record" else 0, int(fps * 180000)))  # fmt: skip
        for z, zone in enumerate(zones):
            zone_id += 1
            kind = "Active" if z == 0 else rng.choice(["Active", "Inclusive", "Exclusive"])
            db.execute(
                "INSERT INTO Zones VALUES (?, ?, ?, ?, 'Pixels', 4, ?, ?, 16711680, 'Blobs', 25, NULL, ?, NULL, ?,"
                " NULL, 1, NULL, 0, 0)",
                (zone_id, k, zone, kind, f"0,0 {width - 1},0 {width - 1},{height - 1} 0,{height - 1}",
                 width * height, width * height // 100, width * height // 200),
            )  # fmt: skip
        membership.append((groups[group], k))
        if group == "Parking":
            membership.append((groups["Outdoor Perimeter"], k))
        if "Entrance" in name or "Gate" in name:
            membership.append((groups["Entrances"], k))
        if group in ("Outdoor Perimeter", "Parking") and rng.random() < 0.5:
            membership.append((groups["Night Watch"], k))
    for g, (group_id, monitor) in enumerate(membership, 1):
        db.execute("INSERT INTO Groups_Monitors VALUES (?, ?, ?)", (g, group_id, monitor))

    # events: motion, continuous sections, operators' forced recordings, signal losses; archived incidents older
    events: list[tuple[object, ...]] = []
    frames: list[tuple[object, ...]] = []
    archived: list[tuple[int, int, int]] = []

    def event(monitor: int, cause: str, start: datetime.datetime, seconds: float, alarm: int, score: int,
              notes: str | None, archive: int = 0) -> None:  # fmt: skip
        ident = len(events) + 1
        name = CAMERAS[monitor - 1]
        storage = (name[2] if not archive else 3) if name[3] != "Mocord" else name[2]
        end = start + datetime.timedelta(seconds=seconds)
        total = int(seconds * 10)
        space = int(seconds * rng.randint(180_000, 260_000))
        avg = score // 2 if alarm else 0
        events.append((ident, monitor, storage, None, f"Event-{ident}", cause, clock.fmt(start), clock.fmt(end),
                       1920, 1080, round(seconds, 2), total, alarm, f"{ident}-video.mp4", 0, avg * alarm, avg, score,
                       archive, 1, 0, int(score > 60), 0, 0, notes, 1, "ROTATE_0", space, "Medium", 0))  # fmt: skip
        if archive:
            archived.append((ident, monitor, space))
        kept = [(0, "Normal", 0.0, 0)]
        kept += [(n, "Alarm", round(5 + n * 0.1, 2), rng.randint(score // 3, score) if n > 1 else score)
                 for n in range(1, alarm + 1)]  # fmt: skip
        kept.append((alarm + 1, "Bulk", round(seconds, 2), 0))
        for number, kind, delta, points in kept:
            stamp = start + datetime.timedelta(seconds=min(delta, seconds))
            frames.append((ident, number + 1, kind, clock.fmt(stamp), delta, points))

    for k, (name, _, _, function, enabled, per_day, zones) in enumerate(CAMERAS, 1):
        if not enabled or function == "None":
            continue
        last_day = -rng.randint(1, 2) if name in DOWN else 0
        for day in range(-30, last_day + 1):
            if function in ("Modect", "Mocord") and name not in QUIET:
                for _ in range(max(0, per_day + rng.randint(-2, 2))):
                    start = moment(day)
                    alarm = rng.randint(3, 12) if name != WINDY else rng.randint(2, 6)
                    event(k, "Motion", start, rng.uniform(12, 90), alarm, rng.randint(15, 55),
                          f"Motion: {rng.choice(zones)}")  # fmt: skip
            if function in ("Record", "Mocord") and day > last_day - 7:
                for hour in range(24):
                    start = clock.at(day, hour * 60)
                    if start + datetime.timedelta(hours=1) < clock.now - datetime.timedelta(minutes=20):
                        event(k, "Continuous", start, 3600.0, 0, 0, None)
        if name in QUIET:  # nothing for a week, a few older
            for _ in range(3):
                start = moment(-rng.randint(9, 30))
                event(k, "Motion", start, rng.uniform(12, 60), rng.randint(3, 8), rng.randint(20, 50),
                      f"Motion: {zones[0]}")  # fmt: skip
        if name in DOWN:
            event(k, "Signal", moment(last_day, 600, 1000), 4.0, 0, 0, "Signal lost")
    for _ in range(25):  # operators recording by hand
        name = rng.choice([c[0] for c in CAMERAS if c[4] and c[3] != "None" and c[0] not in {*DOWN, *QUIET}])
        event(ids[name], "Forced Web", moment(-rng.randint(0, 30)), rng.uniform(60, 300), 0, 0, "Forced Web: guard1")
    # incidents kept: the lobby's most
    for name, count in (("Main Building Lobby", 9), ("North Gate", 4), ("Bike Shelter A", 3), ("South Gate", 3),
                        ("Library Entrance", 2), ("Parking P1 Entrance", 2)):  # fmt: skip
        for _ in range(count):
            event(ids[name], "Motion", moment(-rng.randint(20, 180)), rng.uniform(40, 200), rng.randint(10, 30),
                  rng.randint(60, 95), "Motion: incident", archive=1)  # fmt: skip
    # today's bike theft
    event(ids["Bike Shelter B"], "Motion", moment(0, 60, 300), 142.0, 40, 241, "Motion: Racks")
    order = sorted(range(len(events)), key=lambda i: str(events[i][6]))
    renumber = {int(str(events[i][0])): n for n, i in enumerate(order, 1)}
    db.executemany(
        "INSERT INTO Events VALUES (" + ", ".join("?" * 30) + ")",
        [(renumber[int(str(e[0]))], *e[1:4], f"Event-{renumber[int(str(e[0]))]}", *e[5:]) for e in
         (events[i] for i in order)],
    )  # fmt: skip
    stored = sorted((renumber[int(str(f[0]))], int(str(f[1])), *f[2:]) for f in frames)
    db.executemany(
        "INSERT INTO Frames (EventId, FrameId, Type, TimeStamp, Delta, Score) VALUES (?, ?, ?, ?, ?, ?)", stored
    )
    db.executemany("INSERT INTO Events_Archived VALUES (?, ?, ?)", sorted((renumber[e], m, s) for e, m, s in archived))
    for storage in (1, 2, 3):
        db.execute(
            "UPDATE Storage SET DiskSpace = (SELECT COALESCE(SUM(DiskSpace), 0) FROM Events WHERE StorageId = ?)"
            " WHERE Id = ?",
            (storage, storage),
        )

    # users and filters
    for k, (name, enabled, stream, events_perm, control, monitor_ids) in enumerate(USERS, 1):
        system = "Edit" if name == "admin" else "None"
        db.execute(
            "INSERT INTO Users VALUES (?, ?, '$2y$10$x', 'en_gb', ?, ?, ?, ?, 'View', 'View', 'None', ?, NULL, ?, 0,"
            " ?, 'console')",
            (k, name, enabled, stream, events_perm, control, system, monitor_ids, int(name != "guard2")),
        )  # fmt: skip
    for k, (name, delete, space, email, archive, background, query) in enumerate(FILTERS, 1):
        db.execute(
            "INSERT INTO Filters VALUES (?, ?, 1, ?, ?, 0, 0, 0, ?, ?, 0, 0, NULL, ?, 0, 0, ?, ?, 0, 0)",
            (k, name, query, archive, email, "duty@aurajoki.example" if email else None, delete, space, background),
        )

    # logs, three days: the daemons' routine, capture errors (the flaky cable most), cameras going down
    logs: list[tuple[float, str, int, int, str, str]] = []

    def log(at: datetime.datetime, component: str, server: int, level: int, message: str) -> None:
        code = {0: "INF", -1: "WAR", -2: "ERR", -3: "FAT"}[level]
        logs.append(((at - epoch).total_seconds() + rng.randrange(1_000_000) / 1e6, component, server, level, code,
                     message))  # fmt: skip

    for day in range(-3, 1):
        for server in (1, 2):
            for _ in range(30):
                log(moment(day), "zmdc", server, 0, "'zmc -m' running at pid, uptime ok")
            for _ in range(6):
                log(moment(day), "zmfilter", server, 0, "Deleting event as per PurgeWhenFull")
            for _ in range(4):
                log(moment(day), "web_php", server, -1, "Unable to connect to ZM stream server")
        for k, (name, _, server, *_) in enumerate(CAMERAS, 1):
            if name == FLAKY:
                for _ in range(18):
                    log(moment(day), f"zmc_m{k}", server, -2, f"Unable to read packet from stream 0: error -5 ({name})")
            elif name in DOWN:
                down = -1 if day >= -1 else None
                if down is not None:
                    for _ in range(8):
                        log(moment(day), f"zmc_m{k}", server, -2, f"Failed to capture image from monitor {k} ({name})")
            elif rng.random() < 0.15:
                log(moment(day), f"zmc_m{k}", server, -2, f"Unable to get frame at {20 + k}: timeout")
            if rng.random() < 0.2:
                log(moment(day), f"zma_m{k}", server, -1, "Analysis falling behind capture")
    log(moment(-2), "zmdc", 2, -3, "zmc for monitor 18 died, restarting")
    logs.sort()
    db.executemany(
        "INSERT INTO Logs VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)",
        [(n, round(t, 6), c, s, 1000 + n % 9000, level, code, msg) for n, (t, c, s, level, code, msg) in
         enumerate(logs, 1)],
    )  # fmt: skip
    close_checked(db, "surveillance")
