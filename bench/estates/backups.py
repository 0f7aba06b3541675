"""A Tampere managed-services provider's backups (Järvi IT) as the SQLite catalog of a Bareos 23 Director.

Bareos (the Bacula fork) keeps its catalog in a database; this is the schema its SQLite back end creates
(``make_sqlite3_tables``): PascalCase tables and columns with integer ``<Table>Id`` keys, one ``Job`` row per job run
(``Job`` the unique run name ``<job name>.<YYYY-MM-DD_HH.MM.SS>_<nn>``, ``Name`` the job resource, ``Type`` one
letter: ``B`` backup, ``R`` restore, ``c`` a copy job's control run, ``C`` a copy of a backup made by it, with
``PriorJobId`` the copied backup; ``Level`` ``F`` full, ``D`` differential, ``I`` incremental; ``JobStatus`` one letter
explained only by the ``Status`` table: ``T`` completed successfully, ``W`` terminated normally with warnings, ``E``
terminated with errors, ``f`` fatal error, ``A`` canceled by user, ``R`` running, ``M`` waiting for a media mount...),
``SchedTime``, ``StartTime``, ``EndTime`` and ``RealEndTime`` as DATETIME text in the Director's time zone (UTC here)
and ``JobTDate`` the start as Unix seconds; columns declared ``DEFAULT 0`` hold the integer 0 when unset (a running
job's ``EndTime``, a restore's ``PoolId`` and ``FileSetId``, a backup's ``PriorJobId``); ``JobBytes`` is what was
written to the volumes (after compression), ``ReadBytes`` what was read on the client, ``JobFiles`` the files saved,
``JobErrors`` the non-fatal errors. Clients carry the file daemon's ``Uname`` (its version, build date and operating
system), file sets a new row with the same name each time their definition changes, pools their retention in seconds,
volumes (``Media``: disk files of the ``File`` media type, ``Full-0001``..., and LTO-8 tapes ``JIT001L8``...) their
``VolStatus`` text (``Append``, ``Full``, ``Used``, ``Error``, ``Cleaning``), bytes and jobs, their ``Slot`` and
``InChanger`` flag in the tape library and a ``LocationId`` once they have been sent to the vault (0 while at home),
``JobMedia`` which volumes each job wrote to, ``Log`` every job's messages (its report ending ``Termination:``), and
``LocationLog`` the tapes' trips. Bareos's SQLite schema declares its references loosely (``REFERENCES Pool DEFAULT
0``); this copy declares those the data always fills.

Backups run every night: each job's ``SchedTime`` is 19:05 UTC (21:05 in Tampere in winter); jobs start as the
Director's concurrency allows and finish before midnight, a full every four weeks per client (its night set by the
client's place in the list), a differential every week, an incremental on the other nights; the catalog is backed up
at 23:10. Every seventh morning at 06:00 ``CopyToTape`` copies the past week's good full backups onto a fresh LTO-8
tape (its pool's volumes are used once, ``Used`` after), which leaves for the vault the next morning. Restores happen
in office hours. Nightly jobs reach 120 days back (older job records have been pruned: the client's
``JobRetention``); tonight's scheduled run is not in the data, only the manual jobs started in the last hours, which
are still running or waiting. Times sit on a one-minute grid counted from today's midnight UTC (with drawn seconds),
except those manual jobs, anchored to ``now``, so builds a whole number of days apart agree.

Planted signals:

* tre-erp-db01's file daemon has refused the Director's connection every night for the last nine nights (fatal
  errors); before that it was fine;
* pori-nas01's last three full backups ended in errors (a failing disk), its incrementals are fine: no good full for
  more than five weeks;
* tre-fs01, the Windows file server, writes by far the largest full backups (about 1.4 TB) and was restored from far
  more often than any other client; tre-rds01, the terminal server, ends most of its backups with warnings;
* tre-mail01's full backups take by far the longest (about 30 MB/s);
* tre-old-crm01 and tre-fax01 were retired long ago: their clients remain, their jobs have been pruned;
* right now a manual full of vaasa-sql01 has been running for 3 h 20 min, a restore to tre-hr01 for 25 minutes, and a
  manual copy to tape has been waiting two hours for a tape to be mounted;
* volume Full-0041 is in error; sixteen weekly copy tapes are in the vault, seven blank tapes and the cleaning tape
  (slot 24) in the library.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE Status (
  JobStatus CHAR(1) NOT NULL, JobStatusLong BLOB, Severity INT, PRIMARY KEY (JobStatus)
);
CREATE TABLE Client (
  ClientId INTEGER, Name VARCHAR(128) NOT NULL, Uname VARCHAR(255) NOT NULL, AutoPrune TINYINT DEFAULT 0,
  FileRetention BIGINT UNSIGNED DEFAULT 0, JobRetention BIGINT UNSIGNED DEFAULT 0, UNIQUE (Name), PRIMARY KEY(ClientId)
);
CREATE TABLE FileSet (
  FileSetId INTEGER, FileSet VARCHAR(128) NOT NULL, MD5 VARCHAR(25) NOT NULL, CreateTime DATETIME DEFAULT 0,
  PRIMARY KEY(FileSetId)
);
CREATE TABLE Pool (
  PoolId INTEGER, Name VARCHAR(128) NOT NULL, NumVols INTEGER UNSIGNED DEFAULT 0, MaxVols INTEGER UNSIGNED DEFAULT 0,
  UseOnce TINYINT DEFAULT 0, UseCatalog TINYINT DEFAULT 1, AcceptAnyVolume TINYINT DEFAULT 0,
  VolRetention BIGINT UNSIGNED DEFAULT 0, VolUseDuration BIGINT UNSIGNED DEFAULT 0,
  MaxVolJobs INTEGER UNSIGNED DEFAULT 0, MaxVolFiles INTEGER UNSIGNED DEFAULT 0, MaxVolBytes BIGINT UNSIGNED DEFAULT 0,
  AutoPrune TINYINT DEFAULT 0, Recycle TINYINT DEFAULT 0, ActionOnPurge TINYINT DEFAULT 0,
  PoolType VARCHAR(20) NOT NULL, LabelType TINYINT DEFAULT 0, LabelFormat VARCHAR(128) NOT NULL,
  Enabled TINYINT DEFAULT 1, ScratchPoolId INTEGER UNSIGNED DEFAULT 0, RecyclePoolId INTEGER UNSIGNED DEFAULT 0,
  NextPoolId INTEGER UNSIGNED DEFAULT 0, MigrationHighBytes BIGINT UNSIGNED DEFAULT 0,
  MigrationLowBytes BIGINT UNSIGNED DEFAULT 0, MigrationTime BIGINT UNSIGNED DEFAULT 0, UNIQUE (Name),
  PRIMARY KEY (PoolId)
);
CREATE TABLE Storage (
  StorageId INTEGER, Name VARCHAR(128) NOT NULL, AutoChanger TINYINT DEFAULT 0, PRIMARY KEY(StorageId)
);
CREATE TABLE MediaType (
  MediaTypeId INTEGER, MediaType VARCHAR(128) NOT NULL, ReadOnly TINYINT DEFAULT 0, PRIMARY KEY(MediaTypeId)
);
CREATE TABLE Location (
  LocationId INTEGER, Location TEXT NOT NULL, Cost INTEGER DEFAULT 0, Enabled TINYINT, PRIMARY KEY(LocationId)
);
CREATE TABLE Media (
  MediaId INTEGER, VolumeName VARCHAR(128) NOT NULL, Slot INTEGER DEFAULT 0,
  PoolId INTEGER UNSIGNED REFERENCES Pool DEFAULT 0, MediaType VARCHAR(128) NOT NULL,
  MediaTypeId INTEGER UNSIGNED REFERENCES MediaType DEFAULT 0, LabelType TINYINT DEFAULT 0,
  FirstWritten DATETIME DEFAULT 0, LastWritten DATETIME DEFAULT 0, LabelDate DATETIME DEFAULT 0,
  VolJobs INTEGER UNSIGNED DEFAULT 0, VolFiles INTEGER UNSIGNED DEFAULT 0, VolBlocks INTEGER UNSIGNED DEFAULT 0,
  VolMounts INTEGER UNSIGNED DEFAULT 0, VolBytes BIGINT UNSIGNED DEFAULT 0, VolErrors INTEGER UNSIGNED DEFAULT 0,
  VolWrites INTEGER UNSIGNED DEFAULT 0, VolCapacityBytes BIGINT UNSIGNED DEFAULT 0, VolStatus VARCHAR(20) NOT NULL,
  Enabled TINYINT DEFAULT 1, Recycle TINYINT DEFAULT 0, ActionOnPurge TINYINT DEFAULT 0,
  VolRetention BIGINT UNSIGNED DEFAULT 0, VolUseDuration BIGINT UNSIGNED DEFAULT 0,
  MaxVolJobs INTEGER UNSIGNED DEFAULT 0, MaxVolFiles INTEGER UNSIGNED DEFAULT 0, MaxVolBytes BIGINT UNSIGNED DEFAULT 0,
  InChanger TINYINT DEFAULT 0, StorageId INTEGER UNSIGNED REFERENCES Storage DEFAULT 0,
  DeviceId INTEGER UNSIGNED DEFAULT 0, MediaAddressing TINYINT DEFAULT 0, VolReadTime BIGINT UNSIGNED DEFAULT 0,
  VolWriteTime BIGINT UNSIGNED DEFAULT 0, EndFile INTEGER UNSIGNED DEFAULT 0, EndBlock INTEGER UNSIGNED DEFAULT 0,
  LocationId INTEGER UNSIGNED DEFAULT 0, RecycleCount INTEGER UNSIGNED DEFAULT 0, InitialWrite DATETIME DEFAULT 0,
  ScratchPoolId INTEGER UNSIGNED DEFAULT 0, RecyclePoolId INTEGER UNSIGNED DEFAULT 0, EncryptionKey VARCHAR(128),
  Comment TEXT, PRIMARY KEY(MediaId)
);
CREATE INDEX inx8 ON Media (PoolId);
CREATE TABLE Job (
  JobId INTEGER, Job VARCHAR(128) NOT NULL, Name VARCHAR(128) NOT NULL, Type CHAR(1) NOT NULL, Level CHAR(1) NOT NULL,
  ClientId INTEGER REFERENCES Client DEFAULT 0, JobStatus CHAR(1) NOT NULL REFERENCES Status,
  SchedTime DATETIME NOT NULL, StartTime DATETIME DEFAULT 0, EndTime DATETIME DEFAULT 0,
  RealEndTime DATETIME DEFAULT 0, JobTDate BIGINT UNSIGNED DEFAULT 0, VolSessionId INTEGER UNSIGNED DEFAULT 0,
  VolSessionTime INTEGER UNSIGNED DEFAULT 0, JobFiles INTEGER UNSIGNED DEFAULT 0, JobBytes BIGINT UNSIGNED DEFAULT 0,
  ReadBytes BIGINT UNSIGNED DEFAULT 0, JobErrors INTEGER UNSIGNED DEFAULT 0,
  JobMissingFiles INTEGER UNSIGNED DEFAULT 0, PoolId INTEGER UNSIGNED DEFAULT 0,
  FileSetId INTEGER UNSIGNED DEFAULT 0, PriorJobId INTEGER UNSIGNED DEFAULT 0, PurgedFiles TINYINT DEFAULT 0,
  HasBase TINYINT DEFAULT 0, HasCache TINYINT DEFAULT 0, Reviewed TINYINT DEFAULT 0, Comment TEXT,
  PRIMARY KEY(JobId)
);
CREATE INDEX inx6 ON Job (Name);
CREATE TABLE JobMedia (
  JobMediaId INTEGER, JobId INTEGER UNSIGNED REFERENCES Job NOT NULL,
  MediaId INTEGER UNSIGNED REFERENCES Media NOT NULL, FirstIndex INTEGER UNSIGNED NOT NULL,
  LastIndex INTEGER UNSIGNED NOT NULL, StartFile INTEGER UNSIGNED DEFAULT 0,
  EndFile INTEGER UNSIGNED DEFAULT 0, StartBlock INTEGER UNSIGNED DEFAULT 0, EndBlock INTEGER UNSIGNED DEFAULT 0,
  VolIndex INTEGER UNSIGNED DEFAULT 0, PRIMARY KEY(JobMediaId)
);
CREATE INDEX inx7 ON JobMedia (JobId, MediaId);
CREATE TABLE Log (
  LogId INTEGER, JobId INTEGER UNSIGNED REFERENCES Job NOT NULL, Time DATETIME NOT NULL, LogText TEXT NOT NULL,
  PRIMARY KEY(LogId)
);
CREATE INDEX LogInx1 ON Log (JobId);
CREATE TABLE LocationLog (
  LocLogId INTEGER, Date DATETIME NOT NULL, Comment TEXT NOT NULL, MediaId INTEGER UNSIGNED REFERENCES Media DEFAULT 0,
  LocationId INTEGER UNSIGNED REFERENCES Location DEFAULT 0, NewVolStatus VARCHAR(20) NOT NULL,
  NewEnabled TINYINT NOT NULL, PRIMARY KEY(LocLogId)
);
CREATE TABLE Version (
  VersionId INTEGER UNSIGNED NOT NULL
);
"""

STATUSES = [
    ("C", "Created, not yet running", 15), ("R", "Running", 15), ("B", "Blocked", 15),
    ("T", "Completed successfully", 10), ("E", "Terminated with errors", 25), ("e", "Non-fatal error", 20),
    ("f", "Fatal error", 100), ("D", "Verify found differences", 15), ("A", "Canceled by user", 90),
    ("F", "Waiting for Client", 15), ("S", "Waiting for Storage daemon", 15), ("m", "Waiting for new media", None),
    ("M", "Waiting for media mount", 15), ("s", "Waiting for storage resource", 15),
    ("j", "Waiting for job resource", 15), ("c", "Waiting for client resource", 15),
    ("d", "Waiting on maximum jobs", 15), ("t", "Waiting on start time", 15),
    ("p", "Waiting on higher priority jobs", 15), ("a", "SD despooling attributes", 15),
    ("i", "Doing batch insert file records", 15), ("W", "Terminated normally with warnings", 20),
]  # fmt: skip

LINUX = "23.0.3 (27Mar24) Debian GNU/Linux 12 (bookworm),debian"
LINUX_OLD = "22.1.3 (21Nov23) Ubuntu 22.04.3 LTS,ubuntu"
WINDOWS = "23.0.3 (27Mar24) Microsoft Windows Server 2022 Standard Edition (build 20348), 64-bit,Cross-compile,Win64"
WINDOWS_OLD = (
    "22.1.3 (21Nov23) Microsoft Windows Server 2019 Standard Edition (build 17763), 64-bit,Cross-compile,Win64"
)
# client (without -fd), uname, file set, full GB, incremental GB, MB/s, files in a full; None GB: retired (no jobs)
CLIENTS: list[tuple[str, str, str, float, float, float, int]] = [
    ("bareos", LINUX, "LinuxAll", 8, 0.4, 120, 61_000),
    ("tre-dc01", WINDOWS, "WindowsAll", 26, 0.6, 90, 140_000),
    ("tre-dc02", WINDOWS, "WindowsAll", 25, 0.6, 90, 138_000),
    ("tre-fs01", WINDOWS, "FileServerData", 1420, 22, 150, 2_900_000),
    ("tre-mail01", LINUX, "MailStore", 380, 9, 30, 4_100_000),
    ("tre-erp-db01", LINUX, "PostgreSQL-Dumps", 220, 14, 110, 2_400),
    ("tre-erp-app01", LINUX, "LinuxAll", 40, 1.2, 100, 210_000),
    ("tre-web01", LINUX, "LinuxAll", 18, 0.5, 100, 95_000),
    ("tre-web02", LINUX, "LinuxAll", 17, 0.5, 100, 93_000),
    ("tre-web03", LINUX, "LinuxAll", 19, 0.6, 100, 97_000),
    ("tre-web04", LINUX_OLD, "LinuxAll", 16, 0.4, 100, 88_000),
    ("tre-git01", LINUX, "LinuxAll", 90, 3.5, 110, 640_000),
    ("tre-wiki01", LINUX, "LinuxAll", 12, 0.3, 100, 70_000),
    ("tre-mon01", LINUX, "LinuxAll", 30, 2.2, 100, 120_000),
    ("tre-vpn01", LINUX_OLD, "LinuxAll", 5, 0.1, 90, 41_000),
    ("tre-print01", WINDOWS_OLD, "WindowsAll", 18, 0.3, 80, 110_000),
    ("tre-rds01", WINDOWS, "WindowsAll", 150, 6, 90, 820_000),
    ("tre-hr01", WINDOWS, "WindowsAll", 45, 1.1, 90, 260_000),
    ("tre-build01", LINUX, "LinuxAll", 200, 18, 120, 1_300_000),
    ("tre-sftp01", LINUX, "LinuxAll", 70, 2.8, 110, 150_000),
    ("lahti-pos01", WINDOWS_OLD, "WindowsAll", 30, 0.8, 70, 150_000),
    ("lahti-db01", LINUX, "PostgreSQL-Dumps", 120, 7, 100, 1_800),
    ("pori-nas01", LINUX, "LinuxAll", 610, 8, 90, 1_700_000),
    ("pori-app01", LINUX_OLD, "LinuxAll", 25, 0.7, 100, 130_000),
    ("vaasa-erp01", WINDOWS, "WindowsAll", 260, 5, 95, 900_000),
    ("vaasa-sql01", WINDOWS, "MSSQL-Dumps", 340, 12, 100, 3_100),
    ("oulu-web01", LINUX, "LinuxAll", 20, 0.5, 100, 99_000),
    ("oulu-db01", LINUX, "PostgreSQL-Dumps", 80, 4, 100, 1_200),
    ("kotka-fs01", WINDOWS, "FileServerData", 420, 7, 110, 1_100_000),
    ("kotka-dc01", WINDOWS_OLD, "WindowsAll", 22, 0.5, 90, 131_000),
    ("seinajoki-app01", LINUX, "LinuxAll", 35, 1.0, 100, 160_000),
    ("seinajoki-db01", LINUX, "PostgreSQL-Dumps", 150, 9, 100, 2_000),
]
RETIRED = [("tre-old-crm01", "21.1.8 (15Jun23) Debian GNU/Linux 10 (buster),debian"),
           ("tre-fax01", "20.0.9 (02Feb23) Microsoft Windows Server 2012 R2 Standard Edition (build 9600), 64-bit,"
                         "Cross-compile,Win64")]  # fmt: skip
UNAMES = {name: uname for name, uname, *_ in CLIENTS}
RDS_WARNING = 'tre-rds01-fd JobId {id}: Warning: VSS Writer "Remote Desktop Services" failed: Retryable error'
FILESETS = ["LinuxAll", "WindowsAll", "FileServerData", "MailStore", "PostgreSQL-Dumps", "MSSQL-Dumps", "Catalog"]
GB = 1_000_000_000
DAYS = 120
FAILING_NIGHTS = 9  # tre-erp-db01's file daemon has refused the Director this many nights in a row, up to last night
NIGHTLY = 19 * 60 + 5  # 19:05 UTC
# pool: type, label format, volume retention days, use duration hours, max volume bytes
POOLS = [
    ("Full", "Backup", "Full-", 365, 0, 200 * GB),
    ("Differential", "Backup", "Differential-", 180, 23, 120 * GB),
    ("Incremental", "Backup", "Incremental-", 150, 23, 80 * GB),
    ("Scratch", "Scratch", "*", 0, 0, 0),
    ("Offsite-LTO8", "Backup", "JIT", 1825, 0, 0),
]
TAPE_BYTES = 12_000 * GB


@dataclasses.dataclass
class Volume:
    """A volume as the catalog will hold it."""

    id: int
    name: str
    pool: str
    kind: str  # File or LTO-8
    label: datetime.datetime
    status: str = "Append"
    first: datetime.datetime | None = None
    last: datetime.datetime | None = None
    jobs: int = 0
    files: int = 0
    size: int = 0
    slot: int = 0
    changer: int = 0
    location: int = 0
    errors: int = 0
    mounts: int = 0


@dataclasses.dataclass
class Run:
    """A job run as the catalog will hold it."""

    id: int
    name: str
    type: str
    level: str
    client: str
    status: str
    sched: datetime.datetime
    start: datetime.datetime | None
    end: datetime.datetime | None
    files: int
    size: int
    read: int
    pool: str | None
    fileset: int
    prior: int = 0
    errors: int = 0
    purged: int = 0
    session: tuple[int, int] = (0, 0)

    @property
    def unique(self) -> str:
        """Bareos's unique name of the run: the job's name, the time it was created and a sequence number."""
        return f"{self.name}.{self.sched.strftime('%Y-%m-%d_%H.%M.%S')}_{self.id % 100:02d}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Bareos catalog to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def text(moment: datetime.datetime | None) -> str | int:
        return clock.fmt(moment) if moment is not None else 0

    def epoch(moment: datetime.datetime) -> int:
        return calendar.timegm(moment.timetuple())

    def at(day: int, minute: int, second: int = 0) -> datetime.datetime:
        return clock.at(day, minute) + datetime.timedelta(seconds=second)

    db.executemany("INSERT INTO Status VALUES (?,?,?)", STATUSES)
    db.execute("INSERT INTO Version VALUES (2230)")
    client_ids: dict[str, int] = {}
    for n, (name, uname, *_) in enumerate(CLIENTS, start=1):
        client_ids[name] = n
        db.execute("INSERT INTO Client VALUES (?,?,?,1,?,?)", (n, f"{name}-fd", uname, 60 * 86400, 180 * 86400))
    for n, (name, uname) in enumerate(RETIRED, start=len(CLIENTS) + 1):
        db.execute("INSERT INTO Client VALUES (?,?,?,1,?,?)", (n, f"{name}-fd", uname, 60 * 86400, 180 * 86400))
    # file sets: a row per definition; LinuxAll and WindowsAll were changed during the window (a new row each)
    rows = [(name, -400 - 30 * k) for k, name in enumerate(FILESETS)] + [("LinuxAll", -47), ("WindowsAll", -83)]
    fileset_history: dict[str, list[tuple[int, int]]] = {}
    for n, (name, day) in enumerate(sorted(rows, key=lambda row: row[1]), start=1):
        md5 = hashlib.md5(f"{name}{day}".encode()).hexdigest()[:22]
        db.execute("INSERT INTO FileSet VALUES (?,?,?,?)", (n, name, md5, text(at(day, 600, 17))))
        fileset_history.setdefault(name, []).append((day, n))

    def fileset_for(name: str, day: int) -> int:
        return max(row for row in fileset_history[name] if row[0] <= day)[1]

    pool_ids = {}
    pool_spec = {name: (kind, label, retention, use_hours, max_bytes) for name, kind, label, retention, use_hours,
                 max_bytes in POOLS}  # fmt: skip
    for n, (name, kind, label, retention, use_hours, max_bytes) in enumerate(POOLS, start=1):
        pool_ids[name] = n
        db.execute(
            "INSERT INTO Pool (PoolId, Name, MaxVols, VolRetention, VolUseDuration, MaxVolBytes, AutoPrune, Recycle,"
            " PoolType, LabelType, LabelFormat, Enabled) VALUES (?,?,?,?,?,?,1,1,?,0,?,1)",
            (n, name, 0 if kind == "Scratch" else 200, retention * 86400, use_hours * 3600, max_bytes, kind, label),
        )
    db.executemany("INSERT INTO Storage VALUES (?,?,?)", [(1, "File-Tampere", 0), (2, "Tape-LTO8", 1)])
    db.executemany("INSERT INTO MediaType VALUES (?,?,0)", [(1, "File"), (2, "LTO-8")])
    db.executemany("INSERT INTO Location VALUES (?,?,?,1)", [(1, "Tampere server room", 0),
                                                           (2, "Iron Mountain, Vantaa", 10)])  # fmt: skip

    # ------------------------------------------------------------ volumes, filled as the jobs write
    media: list[Volume] = []
    current: dict[str, Volume] = {}
    labelled = {"Full": 0, "Differential": 0, "Incremental": 0}
    job_media: list[tuple[int, int, int, int]] = []  # job, volume, first and last file index

    def new_volume(pool: str, when: datetime.datetime) -> Volume:
        labelled[pool] += 1
        volume = Volume(len(media) + 1, f"{pool_spec[pool][1]}{labelled[pool]:04d}", pool, "File",
                        when - datetime.timedelta(seconds=40), first=when, mounts=1)  # fmt: skip
        media.append(volume)
        return volume

    def put(volume: Volume, job_id: int, part: int, files: int, index: int, when: datetime.datetime) -> None:
        volume.size += part
        volume.jobs += 1
        volume.files += 1
        volume.last = when
        job_media.append((job_id, volume.id, index, index + files - 1))

    def write(job_id: int, pool: str, size: int, files: int, when: datetime.datetime) -> None:
        """Spread ``size`` bytes of job ``job_id`` over the pool's volumes, opening new ones as they fill up (or, in the
        differential and incremental pools, once a volume has been in use for 23 hours)."""
        limit, use_hours = pool_spec[pool][4], pool_spec[pool][3]
        remaining, index = size, 1
        while True:
            volume = current.get(pool)
            if (
                volume is not None
                and use_hours
                and volume.first
                and when - volume.first > datetime.timedelta(hours=use_hours)
            ):
                volume.status = "Used"
            if volume is None or volume.status != "Append":
                volume = current[pool] = new_volume(pool, when)
            part = min(remaining, limit - volume.size)
            share = max(1, files * part // size) if size else max(files, 1)
            put(volume, job_id, part, share, index, when)
            index += share
            remaining -= part
            if volume.size >= limit:
                volume.status = "Full"
            if remaining <= 0:
                return

    tapes = [Volume(k, f"JIT{k:03d}L8", "Scratch", "LTO-8", at(-DAYS - 30, 600 + k), slot=k, changer=1)
             for k in range(1, 24)]  # fmt: skip
    cleaning = Volume(24, "CLN001L8", "Scratch", "LTO-8", at(-DAYS - 30, 660), status="Cleaning", slot=24, changer=1,
                      mounts=9)  # fmt: skip
    media.extend([*tapes, cleaning])

    # ------------------------------------------------------------ jobs
    runs: list[Run] = []
    logs: list[tuple[int, datetime.datetime, str]] = []

    def add(**fields: object) -> Run:
        run = Run(len(runs) + 1, **fields)  # type: ignore[arg-type]
        runs.append(run)
        return run

    def report(run: Run, when: datetime.datetime, termination: str) -> None:
        logs.append((run.id, when, "bareos-dir JobId {id}: Bareos bareos-dir 23.0.3 (27Mar24):\n"
                                   f"  Build OS:               Debian GNU/Linux 12 (bookworm)\n"
                                   "  JobId:                  {id}\n"
                                   "  Job:                    {unique}\n"
                                   f'  Client:                 "{run.client}-fd" {UNAMES.get(run.client, "")}\n'
                                   f"  Termination:            {termination}\n"))  # fmt: skip

    def started(run: Run) -> None:
        assert run.start is not None
        logs.append((run.id, run.start, "bareos-dir JobId {id}: Start Backup JobId {id}, Job={unique}"))

    offsets = {name: (7 * k + 3) % 28 for k, (name, *_) in enumerate(CLIENTS)}
    vault: list[tuple[Volume, int]] = []  # weekly copy tapes and the day they left for the vault
    for day in range(-DAYS, 0):
        order = list(CLIENTS)
        rng.shuffle(order)
        wait = 0
        for name, _, fileset, full_gb, incr_gb, rate, full_files in order:
            cycle = (day + offsets[name]) % 28
            level = "F" if cycle == 0 else ("D" if cycle % 7 == 0 else "I")
            sched = at(day, NIGHTLY)
            start = sched + datetime.timedelta(seconds=wait + rng.randint(1, 40))
            wait += rng.randint(20, 90)
            if level == "F":
                size, files = int(full_gb * GB * rng.uniform(0.97, 1.03)), int(full_files * rng.uniform(0.98, 1.02))
            elif level == "D":
                size, files = int(incr_gb * GB * rng.uniform(2.5, 4.0)), int(full_files * rng.uniform(0.03, 0.06))
            else:
                size, files = int(incr_gb * GB * rng.uniform(0.6, 1.4)), int(full_files * rng.uniform(0.005, 0.02))
            status, errors, warning = "T", 0, ""
            if name == "tre-erp-db01" and day >= -FAILING_NIGHTS:
                status, size, files = "f", 0, 0
            elif name == "pori-nas01" and level == "F" and day >= -80:
                status, errors = "E", rng.randint(3, 9)
                size, files = int(size * rng.uniform(0.3, 0.6)), int(files * 0.45)
            elif name == "tre-rds01" and rng.random() < 0.7:
                status = "W"
                warning = RDS_WARNING
            elif name == "tre-fs01" and rng.random() < 0.1:
                status = "W"
                warning = ('tre-fs01-fd JobId {id}: Cannot open "D:/Shares/Finance/~$Budget 2025.xlsx": ERR=The process'
                           " cannot access the file because it is being used by another process.")  # fmt: skip
            elif rng.random() < 0.006:
                status, errors, size = "E", rng.randint(1, 3), int(size * rng.uniform(0.2, 0.8))
            elif level == "F" and rng.random() < 0.01:
                status, size = "A", int(size * rng.uniform(0.1, 0.5))
            compression = 1.0 if fileset in ("PostgreSQL-Dumps", "MSSQL-Dumps", "MailStore") else 1.35
            if status == "f":
                end = start + datetime.timedelta(seconds=180 + rng.randint(0, 20))
            else:
                end = start + datetime.timedelta(seconds=int(size / (rate * 1_000_000)) + rng.randint(25, 140))
            assert end < at(day, 24 * 60), (name, level, end)
            pool = {"F": "Full", "D": "Differential", "I": "Incremental"}[level]
            run = add(name=f"backup-{name}", type="B", level=level, client=name, status=status, sched=sched,
                      start=start, end=end, files=files, size=size, read=int(size * compression), pool=pool,
                      fileset=fileset_for(fileset, day), errors=errors, purged=int(day < -60))  # fmt: skip
            started(run)
            if status == "f":
                for k in range(3):
                    logs.append((run.id, start + datetime.timedelta(seconds=60 * k + 1),
                                 "bareos-dir JobId {id}: Warning: bsock_tcp.cc:221 Could not connect to Client:"
                                 " tre-erp-db01-fd on 10.20.3.15:9102. ERR=Connection refused"))  # fmt: skip
                logs.append((run.id, end - datetime.timedelta(seconds=2),
                             "bareos-dir JobId {id}: Fatal error: No Job status returned from FD."))  # fmt: skip
                report(run, end, "*** Backup Error ***")
                continue
            logs.append((run.id, start + datetime.timedelta(seconds=3), 'bareos-sd JobId {id}: Using Device'
                                                                        ' "FileStorage" (/var/lib/bareos/storage)'
                                                                        " to write."))  # fmt: skip
            if warning:
                logs.append((run.id, start + (end - start) / 2, warning))
            if status == "E":
                logs.append((run.id, end - datetime.timedelta(seconds=30),
                             f"{name}-fd JobId {{id}}: Error: Read error on file /srv/data/archive/part-"
                             f"{rng.randint(100, 999)}.bin. ERR=Input/output error"))  # fmt: skip
            write(run.id, pool, size, files, end)
            report(run, end, {"T": "Backup OK", "W": "Backup OK -- with warnings", "E": "*** Backup Error ***",
                              "A": "Backup Canceled"}[status])  # fmt: skip
        # the catalog, after the night's backups
        sched = at(day, 23 * 60 + 10)
        start = sched + datetime.timedelta(seconds=rng.randint(2, 9))
        size = int((2.1 + 0.004 * (day + DAYS)) * GB)
        end = start + datetime.timedelta(seconds=size // 90_000_000 + rng.randint(10, 30))
        run = add(name="BackupCatalog", type="B", level="F", client="bareos", status="T", sched=sched, start=start,
                  end=end, files=3, size=size, read=int(size * 4.1), pool="Full",
                  fileset=fileset_for("Catalog", day), purged=int(day < -60))  # fmt: skip
        started(run)
        write(run.id, "Full", size, 3, end)
        report(run, end, "Backup OK")
        # every seventh morning, the past week's good full backups are copied to a fresh tape for the vault
        if day % 7 == 3 and day > -DAYS + 7:
            sched = at(day, 6 * 60)
            control = add(name="CopyToTape", type="c", level="F", client="bareos", status="T", sched=sched,
                          start=sched, end=sched, files=0, size=0, read=0, pool="Full", fileset=0)  # fmt: skip
            tape = next(t for t in tapes if t.pool == "Scratch")
            tape.pool, tape.first, tape.mounts = "Offsite-LTO8", sched, tape.mounts + 1
            moment = sched + datetime.timedelta(seconds=95)
            chosen = [r for r in runs if r.type == "B" and r.level == "F" and r.status in ("T", "W")
                      and r.name != "BackupCatalog" and r.end is not None
                      and at(day - 7, 6 * 60) <= r.end < sched]  # fmt: skip
            for original in chosen:
                begin = moment
                moment = begin + datetime.timedelta(seconds=original.size // 300_000_000 + 40)
                copy = add(name=original.name, type="C", level="F", client=original.client, status="T", sched=sched,
                           start=begin, end=moment, files=original.files, size=original.size, read=original.size,
                           pool="Offsite-LTO8", fileset=original.fileset, prior=original.id,
                           purged=int(day < -60))  # fmt: skip
                put(tape, copy.id, original.size, original.files, 1, moment)
            tape.status = "Used"
            control.end = moment
            logs.append((control.id, sched + datetime.timedelta(seconds=1), "bareos-dir JobId {id}: The"
                                                                             f" following {len(chosen)} JobIds were"
                                                                             " chosen to be copied"))  # fmt: skip
            report(control, moment, "Copying OK")
            if day <= -2:
                vault.append((tape, day + 1))

    # restores in office hours, to the client the files came from
    restore_clients = ["tre-fs01"] * 15 + ["kotka-fs01"] * 4 + ["tre-hr01"] * 4 + ["tre-mail01"] * 3
    others = [name for name, *_ in CLIENTS if name not in ("tre-fs01", "kotka-fs01", "tre-hr01", "tre-mail01")]
    restore_clients += rng.sample(others[1:], 12)
    rng.shuffle(restore_clients)
    for k, name in enumerate(restore_clients):
        day = -1 - (k * 113) // len(restore_clients) - rng.randint(0, 1)
        sched = at(day, rng.randint(6 * 60, 14 * 60), rng.randint(0, 59))
        files = rng.choice([1, 1, 2, 3, 14, 60, 410])
        size = files * rng.randint(40_000, 9_000_000)
        start = sched + datetime.timedelta(seconds=rng.randint(2, 15))
        end = start + datetime.timedelta(seconds=size // 80_000_000 + rng.randint(15, 90))
        status = "E" if k == 7 else "T"
        run = add(name="RestoreFiles", type="R", level="F", client=name, status=status, sched=sched, start=start,
                  end=end, files=files, size=size, read=size, pool=None, fileset=0,
                  errors=int(status == "E"))  # fmt: skip
        logs.append((run.id, start, "bareos-dir JobId {id}: Start Restore Job {unique}"))
        report(run, end, "Restore OK" if status == "T" else "*** Restore Error ***")

    # jobs running or waiting right now, started by hand
    now = clock.now
    begin = now - datetime.timedelta(hours=3, minutes=20)
    run = add(name="backup-vaasa-sql01", type="B", level="F", client="vaasa-sql01", status="R",
              sched=begin - datetime.timedelta(seconds=4), start=begin, end=None, files=1_900, size=214 * GB,
              read=214 * GB, pool="Full", fileset=fileset_for("MSSQL-Dumps", 0))  # fmt: skip
    started(run)
    begin = now - datetime.timedelta(minutes=25)
    run = add(name="RestoreFiles", type="R", level="F", client="tre-hr01", status="R",
              sched=begin - datetime.timedelta(seconds=6), start=begin, end=None, files=1_240, size=3 * GB,
              read=3 * GB, pool=None, fileset=0)  # fmt: skip
    logs.append((run.id, begin, "bareos-dir JobId {id}: Start Restore Job {unique}"))
    begin = now - datetime.timedelta(hours=2)
    run = add(name="CopyToTape", type="c", level="F", client="bareos", status="M", sched=begin, start=begin,
              end=None, files=0, size=0, read=0, pool="Full", fileset=0)  # fmt: skip
    logs.append((run.id, begin + datetime.timedelta(seconds=30),
                 "bareos-sd JobId {id}: Please mount append Volume or label a new one for:\n"
                 "    Job:          {unique}\n"
                 '    Storage:      "Tape-LTO8" (/dev/tape/by-id/scsi-350014ee2b0c1a2b3-nst)\n'
                 "    Pool:         Offsite-LTO8\n    Media type:   LTO-8"))  # fmt: skip

    # the disk volume that failed; disk volumes no longer written to are Used; the weekly tapes in the vault
    for volume in media:
        if volume.kind == "File" and volume.status == "Append" and volume is not current.get(volume.pool):
            volume.status = "Used"
    failed = next(v for v in media if v.name == "Full-0041")
    failed.status, failed.errors = "Error", 3
    for tape, _ in vault:
        tape.changer, tape.slot, tape.location = 0, 0, 2

    # JobIds and the storage daemon's sessions follow the order the runs were created in
    created = {run.id: run for run in runs}
    for n, run in enumerate(sorted(runs, key=lambda r: (r.sched, r.start or r.sched, r.id)), start=1):
        run.id = n
    for run in runs:
        run.prior = created[run.prior].id if run.prior else 0
    sd_started = epoch(at(-DAYS - 3, 125))  # the storage daemon's start: VolSessionTime; sessions count from it
    with_start = sorted((r for r in runs if r.start is not None), key=lambda r: (r.start, r.id))
    for session, run in enumerate(with_start, start=1):
        run.session = (session, sd_started)
    created_unique = {run.id: run.unique for run in runs}
    for run in sorted(runs, key=lambda r: r.id):
        db.execute(
            "INSERT INTO Job VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,0,?,?,?,?,0,0,0,NULL)",
            (run.id, run.unique, run.name, run.type, run.level, client_ids[run.client], run.status, text(run.sched),
             text(run.start), text(run.end), text(run.end), epoch(run.start) if run.start else 0, *run.session,
             run.files, run.size, run.read, run.errors, pool_ids[run.pool] if run.pool else 0, run.fileset,
             run.prior, run.purged),
        )  # fmt: skip
    for volume in media:
        kind, _, retention, use_hours, limit = pool_spec[volume.pool]
        db.execute(
            "INSERT INTO Media (MediaId, VolumeName, Slot, PoolId, MediaType, MediaTypeId, FirstWritten, LastWritten,"
            " LabelDate, VolJobs, VolFiles, VolBlocks, VolMounts, VolBytes, VolErrors, VolWrites, VolCapacityBytes,"
            " VolStatus, Enabled, Recycle, VolRetention, VolUseDuration, MaxVolBytes, InChanger, StorageId,"
            " LocationId) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,1,1,?,?,?,?,?,?)",
            (volume.id, volume.name, volume.slot, pool_ids[volume.pool], volume.kind, 1 if volume.kind == "File" else 2,
             text(volume.first), text(volume.last), text(volume.label), volume.jobs, volume.files,
             volume.size // 64_512, volume.mounts, volume.size, volume.errors, volume.jobs,
             TAPE_BYTES if volume.kind == "LTO-8" else limit, volume.status, retention * 86400, use_hours * 3600,
             limit, volume.changer, 1 if volume.kind == "File" else 2, volume.location),
        )  # fmt: skip
    db.execute("UPDATE Pool SET NumVols = (SELECT COUNT(*) FROM Media WHERE Media.PoolId = Pool.PoolId)")
    db.executemany("INSERT INTO JobMedia VALUES (?,?,?,?,?,0,0,0,0,1)",
                   [(n, created[job].id, volume, first, last)
                    for n, (job, volume, first, last) in enumerate(job_media, start=1)])  # fmt: skip
    for trip, (tape, day) in enumerate(vault, start=1):
        db.execute("INSERT INTO LocationLog VALUES (?,?,?,?,2,'Used',1)",
                   (trip, text(at(day, 10 * 60 + trip)), f"Sent to vault, box {400 + trip}", tape.id))  # fmt: skip
    lines = sorted(((created[job].id, moment, line) for job, moment, line in logs), key=lambda row: (row[1], row[0]))
    db.executemany("INSERT INTO Log VALUES (?,?,?,?)",
                   [(n, job, text(moment), line.format(id=job, unique=created_unique[job]))
                    for n, (job, moment, line) in enumerate(lines, start=1)])  # fmt: skip
    close_checked(db, "backups")
