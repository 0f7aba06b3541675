"""A Brisbane bushwalking club's shared photo library (Scenic Rim Bushwalkers) as the SQLite copy of an Immich database.

Immich (v1.137, a NestJS server on PostgreSQL) keeps its tables and conventions, copied here as they are: singular
snake_case tables (``user``, ``asset``, ``asset_exif``, ``album``, ``album_asset``, ``album_user``, ``person``,
``asset_face``, ``tag``, ``tag_asset``, ``shared_link``, ``session``...) with **camelCase columns** (``"ownerId"``,
``"fileCreatedAt"``: quote them), UUID text keys, **``timestamptz`` text with microseconds and ``+00:00``**, 0/1
booleans, text enums, and:

* ``asset``: a photo or video (``type`` ``IMAGE`` or ``VIDEO``), ``"ownerId"`` the member who uploaded it,
  ``"createdAt"`` **when it was uploaded**, ``"fileCreatedAt"`` **when it was taken** (the instant, UTC) and
  ``"localDateTime"`` **the wall-clock time where it was taken, stored as if it were UTC** (Queensland is UTC+10, no
  daylight saving: a sunrise at 05:30 has ``"localDateTime"`` 05:30 and ``"fileCreatedAt"`` 19:30 the day before);
  ``duration`` **text ``HH:MM:SS.mmm``** for videos (``0:00:00.00000`` from the phone app for photos, NULL from
  cameras' imports); ``visibility`` ``timeline``, ``archive``, ``hidden`` (**the motion part of a live photo**, a
  short video pointed at by its still's ``"livePhotoVideoId"``) or ``locked``; ``status`` ``active`` or ``trashed``
  with ``"deletedAt"`` (**the trash is a soft delete**; Immich empties it after 30 days); ``"isFavorite"``;
  ``"libraryId"`` and ``"isExternal"`` for files of an external library (the club's slide archive), ``"isOffline"``
  when such a file has gone from its share; ``"stackId"`` (burst stacks) and ``"duplicateId"`` (suspected duplicates
  awaiting review); ``checksum`` the SHA-1 as bytes;
* ``asset_exif`` (one row per asset: camera ``make`` and ``model``, ``"fileSizeInByte"``, ``city``/``state``/
  ``country`` from reverse geocoding, ``latitude``, ``longitude``, ``"timeZone"``, ``rating`` 1-5 or NULL...);
* ``album`` (``"ownerId"``, ``"albumName"``, ``"albumThumbnailAssetId"``), ``album_asset`` (``"albumsId"``,
  ``"assetsId"``), ``album_user`` (members an album is shared with, ``role`` ``editor`` or ``viewer``), ``activity``
  (likes, ``"isLiked"`` 1 and no comment, and comments in an album, on an asset or on the album itself);
* ``person`` (**people are per library**: each member's face recognition makes their own ``person`` rows, named by
  that member or left with ``name`` ``''``), ``asset_face`` (a face found in an asset, ``"personId"`` NULL when not
  assigned to anyone);
* ``tag`` (a member's tags, ``value`` the full path such as ``Wildlife/Birds``, ``"parentId"``), ``tag_asset``;
* ``user`` (``"isAdmin"``, ``"quotaSizeInBytes"`` NULL for unlimited, ``"quotaUsageInBytes"``, ``"deletedAt"`` and
  ``status`` ``deleted`` for an account being removed), ``session`` (``"deviceOS"``, ``"deviceType"``,
  ``"updatedAt"`` its last use), ``api_key``, ``partner`` (one member sharing their whole library with another),
  ``library`` (the external library, ``"importPaths"`` as a PostgreSQL array literal), ``stack``, ``shared_link``
  (public links, ``type`` ``ALBUM`` or ``INDIVIDUAL``, ``"expiresAt"`` NULL for never, ``"allowUpload"``).

Every reference is declared as Immich declares it (the circular ones, a person's face, an album's thumbnail, a stack's
primary asset, are filled in after the rows they point at).

The club (33 accounts, one of them the volunteer administrator's, one leaver's being removed) goes walking every week or
two; each trip's photos go into an album shared with those who came. Uploads reach 400 days back from ``now`` on a
one-minute grid counted from today's midnight UTC, with drawn seconds and microseconds; nothing is uploaded or taken
today, and no upload falls exactly 7, 30, 90 or 180 days ago, so builds a whole number of days apart agree. The slide
archive's scans carry their slides' dates, 1978-1999.

Planted signals:

* the Carnarvon Gorge week (75 to 71 days ago) makes Injune the place with the most photos of the last six months;
* Dave Kowalczyk's GoPro clips put him at nearly 90 % of his 25 GiB quota, far above anyone else;
* the Mt Barney sunrise walk (40 days ago) gives the last 90 days' photos taken before 6 in the morning, local time;
  its album drew the most likes in the last 30 days;
* Sunita Rao uploaded the most in the last 30 days; Bev Hutchinson writes the most comments;
* Margaret Doyle, the president, is the named person in the most photos, across everyone's libraries;
* the OM System OM-1 (three keen photographers) took the most photos of the last twelve months, ahead of any one
  iPhone model;
* four new members have not uploaded anything; three members have not opened Immich for over 90 days;
* two albums for coming trips are still empty; 38 of the slide archive's files are offline;
* ``Wildlife/Birds`` is the tag on the most photos; Margaret made the most share links.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE "user" (
  "id" UUID PRIMARY KEY, "email" VARCHAR NOT NULL UNIQUE, "password" VARCHAR, "createdAt" TIMESTAMPTZ NOT NULL,
  "profileImagePath" VARCHAR NOT NULL DEFAULT '', "isAdmin" BOOLEAN NOT NULL DEFAULT 0,
  "shouldChangePassword" BOOLEAN NOT NULL DEFAULT 1, "deletedAt" TIMESTAMPTZ, "oauthId" VARCHAR NOT NULL DEFAULT '',
  "updatedAt" TIMESTAMPTZ NOT NULL, "storageLabel" VARCHAR UNIQUE, "name" VARCHAR NOT NULL DEFAULT '',
  "quotaSizeInBytes" BIGINT, "quotaUsageInBytes" BIGINT NOT NULL DEFAULT 0, "status" VARCHAR NOT NULL DEFAULT 'active',
  "profileChangedAt" TIMESTAMPTZ NOT NULL, "avatarColor" VARCHAR, "pinCode" VARCHAR
);
CREATE TABLE "library" (
  "id" UUID PRIMARY KEY, "name" VARCHAR NOT NULL, "ownerId" UUID NOT NULL REFERENCES "user" ("id"),
  "importPaths" TEXT NOT NULL, "exclusionPatterns" TEXT NOT NULL, "createdAt" TIMESTAMPTZ NOT NULL,
  "updatedAt" TIMESTAMPTZ NOT NULL, "deletedAt" TIMESTAMPTZ, "refreshedAt" TIMESTAMPTZ
);
CREATE TABLE "session" (
  "id" UUID PRIMARY KEY, "token" VARCHAR NOT NULL, "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL,
  "expiresAt" TIMESTAMPTZ, "userId" UUID NOT NULL REFERENCES "user" ("id"), "deviceType" VARCHAR NOT NULL DEFAULT '',
  "deviceOS" VARCHAR NOT NULL DEFAULT ''
);
CREATE TABLE "api_key" (
  "id" UUID PRIMARY KEY, "name" VARCHAR NOT NULL, "key" VARCHAR NOT NULL, "userId" UUID NOT NULL
  REFERENCES "user" ("id"), "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL,
  "permissions" TEXT NOT NULL
);
CREATE TABLE "partner" (
  "sharedById" UUID NOT NULL REFERENCES "user" ("id"), "sharedWithId" UUID NOT NULL REFERENCES "user" ("id"),
  "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL, "inTimeline" BOOLEAN NOT NULL DEFAULT 0,
  PRIMARY KEY ("sharedById", "sharedWithId")
);
CREATE TABLE "stack" (
  "id" UUID PRIMARY KEY, "ownerId" UUID NOT NULL REFERENCES "user" ("id"),
  "primaryAssetId" UUID NOT NULL UNIQUE REFERENCES "asset" ("id")
);
CREATE TABLE "asset" (
  "id" UUID PRIMARY KEY, "deviceAssetId" VARCHAR NOT NULL, "ownerId" UUID NOT NULL REFERENCES "user" ("id"),
  "deviceId" VARCHAR NOT NULL, "type" VARCHAR NOT NULL, "originalPath" VARCHAR NOT NULL,
  "fileCreatedAt" TIMESTAMPTZ NOT NULL, "fileModifiedAt" TIMESTAMPTZ NOT NULL,
  "isFavorite" BOOLEAN NOT NULL DEFAULT 0, "duration" VARCHAR, "encodedVideoPath" VARCHAR DEFAULT '',
  "checksum" BYTEA NOT NULL, "livePhotoVideoId" UUID REFERENCES "asset" ("id"), "updatedAt" TIMESTAMPTZ NOT NULL,
  "createdAt" TIMESTAMPTZ NOT NULL, "originalFileName" VARCHAR NOT NULL, "sidecarPath" VARCHAR, "thumbhash" BYTEA,
  "isOffline" BOOLEAN NOT NULL DEFAULT 0, "libraryId" UUID REFERENCES "library" ("id"),
  "isExternal" BOOLEAN NOT NULL DEFAULT 0, "deletedAt" TIMESTAMPTZ, "localDateTime" TIMESTAMPTZ NOT NULL,
  "stackId" UUID REFERENCES "stack" ("id"), "duplicateId" UUID, "status" VARCHAR NOT NULL DEFAULT 'active',
  "visibility" VARCHAR NOT NULL DEFAULT 'timeline'
);
CREATE TABLE "asset_exif" (
  "assetId" UUID PRIMARY KEY REFERENCES "asset" ("id"), "make" VARCHAR, "model" VARCHAR, "exifImageWidth" INTEGER,
  "exifImageHeight" INTEGER, "fileSizeInByte" BIGINT, "orientation" VARCHAR, "dateTimeOriginal" TIMESTAMPTZ,
  "modifyDate" TIMESTAMPTZ, "lensModel" VARCHAR, "fNumber" DOUBLE PRECISION, "focalLength" DOUBLE PRECISION,
  "iso" INTEGER, "latitude" DOUBLE PRECISION, "longitude" DOUBLE PRECISION, "city" VARCHAR, "state" VARCHAR,
  "country" VARCHAR, "description" TEXT NOT NULL DEFAULT '', "fps" DOUBLE PRECISION, "exposureTime" VARCHAR,
  "livePhotoCID" VARCHAR, "timeZone" VARCHAR, "projectionType" VARCHAR, "profileDescription" VARCHAR,
  "colorspace" VARCHAR, "bitsPerSample" INTEGER, "autoStackId" VARCHAR, "rating" INTEGER
);
CREATE TABLE "album" (
  "id" UUID PRIMARY KEY, "ownerId" UUID NOT NULL REFERENCES "user" ("id"),
  "albumName" VARCHAR NOT NULL DEFAULT 'Untitled Album', "createdAt" TIMESTAMPTZ NOT NULL,
  "albumThumbnailAssetId" UUID REFERENCES "asset" ("id"), "updatedAt" TIMESTAMPTZ NOT NULL,
  "description" TEXT NOT NULL DEFAULT '', "deletedAt" TIMESTAMPTZ, "isActivityEnabled" BOOLEAN NOT NULL DEFAULT 1,
  "order" VARCHAR NOT NULL DEFAULT 'desc'
);
CREATE TABLE "album_asset" (
  "albumsId" UUID NOT NULL REFERENCES "album" ("id"), "assetsId" UUID NOT NULL REFERENCES "asset" ("id"),
  "createdAt" TIMESTAMPTZ NOT NULL, PRIMARY KEY ("albumsId", "assetsId")
);
CREATE TABLE "album_user" (
  "albumsId" UUID NOT NULL REFERENCES "album" ("id"), "usersId" UUID NOT NULL REFERENCES "user" ("id"),
  "role" VARCHAR NOT NULL DEFAULT 'editor', PRIMARY KEY ("albumsId", "usersId")
);
CREATE TABLE "person" (
  "id" UUID PRIMARY KEY, "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL,
  "ownerId" UUID NOT NULL REFERENCES "user" ("id"), "name" VARCHAR NOT NULL DEFAULT '',
  "thumbnailPath" VARCHAR NOT NULL DEFAULT '', "isHidden" BOOLEAN NOT NULL DEFAULT 0, "birthDate" DATE,
  "faceAssetId" UUID REFERENCES "asset_face" ("id"), "isFavorite" BOOLEAN NOT NULL DEFAULT 0, "color" VARCHAR
);
CREATE TABLE "asset_face" (
  "id" UUID PRIMARY KEY, "assetId" UUID NOT NULL REFERENCES "asset" ("id"), "personId" UUID
  REFERENCES "person" ("id"), "imageWidth" INTEGER NOT NULL DEFAULT 0, "imageHeight" INTEGER NOT NULL DEFAULT 0,
  "boundingBoxX1" INTEGER NOT NULL DEFAULT 0, "boundingBoxY1" INTEGER NOT NULL DEFAULT 0,
  "boundingBoxX2" INTEGER NOT NULL DEFAULT 0, "boundingBoxY2" INTEGER NOT NULL DEFAULT 0,
  "sourceType" VARCHAR NOT NULL DEFAULT 'machine-learning', "deletedAt" TIMESTAMPTZ
);
CREATE TABLE "tag" (
  "id" UUID PRIMARY KEY, "userId" UUID NOT NULL REFERENCES "user" ("id"), "value" VARCHAR NOT NULL,
  "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL, "color" VARCHAR,
  "parentId" UUID REFERENCES "tag" ("id"), UNIQUE ("userId", "value")
);
CREATE TABLE "tag_asset" (
  "assetsId" UUID NOT NULL REFERENCES "asset" ("id"), "tagsId" UUID NOT NULL REFERENCES "tag" ("id"),
  PRIMARY KEY ("assetsId", "tagsId")
);
CREATE TABLE "shared_link" (
  "id" UUID PRIMARY KEY, "description" VARCHAR, "userId" UUID NOT NULL REFERENCES "user" ("id"),
  "key" BYTEA NOT NULL UNIQUE, "type" VARCHAR NOT NULL, "createdAt" TIMESTAMPTZ NOT NULL, "expiresAt" TIMESTAMPTZ,
  "allowUpload" BOOLEAN NOT NULL DEFAULT 0, "albumId" UUID REFERENCES "album" ("id"),
  "allowDownload" BOOLEAN NOT NULL DEFAULT 1, "showExif" BOOLEAN NOT NULL DEFAULT 1, "password" VARCHAR
);
CREATE TABLE "activity" (
  "id" UUID PRIMARY KEY, "createdAt" TIMESTAMPTZ NOT NULL, "updatedAt" TIMESTAMPTZ NOT NULL,
  "albumId" UUID NOT NULL REFERENCES "album" ("id"), "userId" UUID NOT NULL REFERENCES "user" ("id"),
  "assetId" UUID REFERENCES "asset" ("id"), "comment" TEXT, "isLiked" BOOLEAN NOT NULL DEFAULT 0
);
"""

GIB = 1024**3
TZ = datetime.timedelta(hours=10)  # Queensland: UTC+10 all year
# member: (camera kit, how keen: photos a trip, days since joining, extras)
# kit: p phone only, o OM-1, s Sony, g GoPro; extras: a admin, n new (nothing uploaded), i inactive, d leaving
MEMBERS: dict[str, tuple[str, float, int, str]] = {
    "Nick Papadopoulos": ("p", 0.6, 900, "a"),
    "Margaret Doyle": ("p", 0.8, 880, ""),
    "Ken Whitfield": ("s", 0.5, 870, ""),
    "Dave Kowalczyk": ("g", 0.9, 700, ""),
    "Sunita Rao": ("o", 1.6, 640, ""),
    "Bev Hutchinson": ("p", 0.7, 860, ""),
    "Tom Nguyen": ("o", 1.3, 610, ""),
    "Rachel Foley": ("o", 1.2, 590, ""),
    "Andrew McLeod": ("p", 0.9, 820, ""),
    "Jenny Park": ("p", 1.0, 560, ""),
    "Steve O'Brien": ("s", 0.9, 800, ""),
    "Karen Whitlock": ("p", 0.7, 760, ""),
    "Mohammed Aziz": ("p", 1.0, 540, ""),
    "Lisa Tran": ("p", 0.8, 500, ""),
    "Peter Fraser": ("p", 0.6, 840, ""),
    "Helen Moss": ("p", 0.9, 700, ""),
    "Chris Bauer": ("s", 1.0, 450, ""),
    "Amy Donovan": ("p", 0.9, 420, ""),
    "Paul Henderson": ("p", 0.5, 830, "i"),
    "Wendy Clarke": ("p", 0.7, 790, "i"),
    "Graham Lowe": ("p", 0.6, 770, "i"),
    "Fiona Gallagher": ("p", 1.0, 380, ""),
    "Marcus Webb": ("p", 0.8, 350, ""),
    "Olivia Hart": ("p", 0.9, 300, ""),
    "Ben Sutherland": ("p", 0.7, 260, ""),
    "Tanya Russo": ("p", 0.8, 220, ""),
    "Josh Kerr": ("p", 0.9, 180, ""),
    "Greg Munro": ("p", 0.7, 680, "d"),
    "Emily Chen": ("p", 0.0, 20, "n"),
    "Liam Brady": ("p", 0.0, 16, "n"),
    "Priya Menon": ("p", 0.0, 11, "n"),
    "Sam Okafor": ("p", 0.0, 6, "n"),
    "Ruth Ellison": ("p", 0.8, 480, ""),
}
PHONES = [("Apple", "iPhone 13"), ("Apple", "iPhone 14"), ("Apple", "iPhone 15 Pro"), ("Apple", "iPhone 12"),
          ("Apple", "iPhone 15"), ("Apple", "iPhone 14 Pro"), ("Apple", "iPhone SE (3rd generation)"),
          ("Apple", "iPhone 16"), ("samsung", "SM-S911B"), ("samsung", "SM-A546E"), ("samsung", "SM-S921B"),
          ("Google", "Pixel 8"), ("Google", "Pixel 7a"), ("OPPO", "CPH2451")]  # fmt: skip
CAMERAS = {"o": ("OM Digital Solutions", "OM-1"), "s": ("SONY", "ILCE-7M4"), "g": ("GoPro", "HERO12 Black")}
# place: (city, latitude, longitude)
PLACES = {
    "Lamington": ("Canungra", -28.23, 153.12), "Binna Burra": ("Beechmont", -28.20, 153.19),
    "Girraween": ("Wallangarra", -28.83, 151.93), "Main Range": ("Aratula", -28.05, 152.38),
    "Glass House Mountains": ("Glass House Mountains", -26.90, 152.92), "K'gari": ("Eurong", -25.51, 153.12),
    "Carnarvon Gorge": ("Injune", -25.05, 148.23), "Springbrook": ("Springbrook", -28.23, 153.27),
    "Mt Barney": ("Rathdowney", -28.28, 152.70), "Noosa": ("Noosa Heads", -26.38, 153.10),
    "Mt Coot-tha": ("Brisbane", -27.48, 152.96), "Bunya Mountains": ("Bunya Mountains", -26.87, 151.57),
    "Mt Tamborine": ("Tamborine Mountain", -27.93, 153.19), "D'Aguilar": ("Mount Glorious", -27.33, 152.76),
}  # fmt: skip
TAGS = ["Wildlife", "Wildlife/Birds", "Wildlife/Reptiles", "Wildlife/Mammals", "Flora", "Flora/Orchids",
        "Flora/Fungi", "Landscapes", "Landscapes/Waterfalls", "Safety", "Safety/Track conditions",
        "Group shots"]  # fmt: skip
# share links: (who made it, kind, days it stays valid or None for ever, uploads allowed)
LINKS: list[tuple[str, str, int | None, int]] = [
    ("Margaret Doyle", "ALBUM", None, 0), ("Margaret Doyle", "ALBUM", 7, 0), ("Margaret Doyle", "ALBUM", 30, 0),
    ("Margaret Doyle", "ALBUM", None, 1), ("Margaret Doyle", "ALBUM", 7, 0), ("Margaret Doyle", "ALBUM", 30, 0),
    ("Nick Papadopoulos", "ALBUM", None, 0), ("Nick Papadopoulos", "ALBUM", 30, 1),
    ("Nick Papadopoulos", "ALBUM", 7, 0), ("Sunita Rao", "ALBUM", None, 0), ("Sunita Rao", "INDIVIDUAL", 7, 0),
    ("Ken Whitfield", "INDIVIDUAL", None, 0), ("Ken Whitfield", "INDIVIDUAL", 30, 0), ("Tom Nguyen", "ALBUM", 7, 0),
]  # fmt: skip
OFFLINE_SLIDES = set(range(610, 648))  # a folder of 38 scans moved on the NAS: offline
UPCOMING = ["Lamington - Green Mountains (coming up)", "Girraween - Castle Rock (coming up)"]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Immich database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt(moment) + f".{rng.randrange(1_000_000):06d}+00:00"

    def uuid() -> str:
        h = f"{rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[rng.randrange(4)]}{h[17:20]}-{h[20:]}"

    def at(day: int, minute: int) -> datetime.datetime:
        return clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60))

    # members
    ids: dict[str, str] = {}
    for name, (_, _, days, extras) in MEMBERS.items():
        uid = uuid()
        ids[name] = uid
        made = at(-days, 600 + rng.randint(0, 300))
        gone = at(-2, 420) if "d" in extras else None
        db.execute(
            'INSERT INTO "user" ("id", "email", "password", "createdAt", "isAdmin", "shouldChangePassword",'
            ' "deletedAt", "updatedAt", "storageLabel", "name", "quotaSizeInBytes", "status", "profileChangedAt",'
            ' "avatarColor") VALUES (?,?,?,?,?,0,?,?,?,?,?,?,?,?)',
            (uid, name.lower().replace("'", "").replace(" ", ".") + "@srbushwalkers.org.au",
             f"$2b$10${rng.getrandbits(300):x}"[:60], ts(made), 1 if "a" in extras else 0,
             ts(gone) if gone else None, ts(gone or made), name.split()[0].lower() if "a" in extras else None, name,
             None if "a" in extras or name == "Ken Whitfield" else 25 * GIB, "deleted" if gone else "active",
             ts(made), rng.choice(["primary", "pink", "red", "yellow", "blue", "green", "purple", "orange", "gray"])),
        )  # fmt: skip
    archive = uuid()
    scanned = at(-380, 700)
    db.execute(
        'INSERT INTO "library" ("id", "name", "ownerId", "importPaths", "exclusionPatterns", "createdAt", "updatedAt",'
        ' "refreshedAt") VALUES (?,?,?,?,?,?,?,?)',
        (archive, "Club slide archive 1978-1999", ids["Ken Whitfield"], "{/mnt/nas/club-archive/slides}",
         "{**/@eaDir/**,**/._*,**/#recycle/**}", ts(scanned), ts(at(-3, 60)), ts(at(-3, 60))),
    )  # fmt: skip
    today = clock.now.date()

    def day_of(moment: datetime.datetime) -> int:
        return (moment.date() - today).days

    def settle(taken: datetime.datetime, uploaded: datetime.datetime) -> datetime.datetime:
        """The upload moved by whole days off today, the future and the windows' edges, and after the shot."""
        for shift in (0, 1, -1, 2, -2, 3):
            moved = uploaded + datetime.timedelta(days=shift)
            if taken < moved < clock.now and day_of(moved) not in UPLOAD_AVOID:
                return moved
        return taken + datetime.timedelta(minutes=20)

    # trips: (first day, days, place, who came, album name)
    trips: list[tuple[int, int, str, list[str], str]] = []
    walkers = [name for name, spec in MEMBERS.items() if "n" not in spec[3]]
    places = [p for p in PLACES if p not in ("Carnarvon Gorge", "Mt Barney")]
    day = -396
    while True:
        place = rng.choice(places)
        length = 2 if place in ("K'gari", "Girraween", "Bunya Mountains") else 1
        if day + length - 1 > -3:
            break
        touched = range(day - 1, day + length)
        if any(d in BOUNDARIES for d in touched) or any(-78 <= d <= -69 or -42 <= d <= -38 for d in touched):
            day += 1
            continue
        trips.append((day, length, place, [], f"{place} - {rng.choice(['day walk', 'circuit', 'summit', 'loop'])}"))
        day += rng.randint(9, 15)
    trips.append((-75, 5, "Carnarvon Gorge", [], "Carnarvon Gorge - Easter week"))
    trips.append((-40, 1, "Mt Barney", [], "Mt Barney - sunrise from East Peak"))
    trips.sort(key=lambda trip: trip[0])
    for first, _, place, party, _ in trips:
        size = 20 if place == "Carnarvon Gorge" else 12 if place == "Mt Barney" else rng.randint(6, 13)
        pool = [w for w in walkers if MEMBERS[w][2] > 2 - first and ("i" not in MEMBERS[w][3] or first < -120)]
        if "Margaret Doyle" in pool and rng.random() < 0.85:
            party.append("Margaret Doyle")
        if first >= -29:
            party.append("Sunita Rao")
        for person in rng.sample(pool, min(size, len(pool))):
            if person not in party:
                party.append(person)
    # the shots
    phone_of = {name: PHONES[n % len(PHONES)] for n, name in enumerate(MEMBERS)}
    shots: list[Shot] = []
    for t, (first, length, place, party, _) in enumerate(trips):
        city, lat, lon = PLACES[place]
        for person in party:
            kit, keen, _, _ = MEMBERS[person]
            per_day = keen * (16 if place == "Carnarvon Gorge" else 14)
            if person == "Sunita Rao" and first >= -29:
                per_day *= 5
            for d in range(length):
                for _ in range(max(1, int(per_day * rng.uniform(0.6, 1.4)))):
                    sunrise = place == "Mt Barney" and rng.random() < 0.6
                    local = clock.at(first + d, rng.randint(300, 359) if sunrise else rng.randint(420, 960))
                    local += datetime.timedelta(seconds=rng.randrange(60))
                    taken = local - TZ
                    camera = kit in CAMERAS and rng.random() < (0.3 if kit == "g" else 0.8)
                    make, model = CAMERAS[kit] if camera else phone_of[person]
                    if camera:
                        delay = datetime.timedelta(days=rng.randint(1, 4), minutes=rng.randint(0, 600))
                    else:
                        delay = datetime.timedelta(hours=rng.uniform(8, 13))
                    gopro = make == "GoPro"
                    video = (gopro and rng.random() < 0.9) or (not camera and rng.random() < 0.03)
                    if video:
                        seconds = rng.randint(20, 60) if gopro else rng.randint(8, 50)
                        size = seconds * (7_500_000 if gopro else 1_600_000)
                        duration: str | None = f"00:{seconds // 60:02d}:{seconds % 60:02d}.{rng.randrange(1000):03d}"
                    else:
                        size = rng.randint(9_000_000, 20_000_000) if camera else rng.randint(1_800_000, 5_500_000)
                        duration = None if camera else "0:00:00.00000"
                    prefix = "GX01" if gopro else "P" if make.startswith("OM") else "DSC0" if make == "SONY" else "IMG_"
                    extension = "MP4" if gopro else "MOV" if video else "JPG"
                    shots.append(Shot(person, "VIDEO" if video else "IMAGE", taken, settle(taken, taken + delay),
                                      make, model, size, city, lat + rng.uniform(-0.03, 0.03),
                                      lon + rng.uniform(-0.03, 0.03), duration,
                                      f"{prefix}{rng.randint(1000, 9999)}.{extension}", local, trip=t))  # fmt: skip
    # everyday phone backups of three members, around Brisbane
    for person in ("Andrew McLeod", "Jenny Park", "Mohammed Aziz"):
        for day in range(-395, -1):
            if rng.random() < 0.35:
                local = clock.at(day, rng.randint(420, 1260)) + datetime.timedelta(seconds=rng.randrange(60))
                taken = local - TZ
                uploaded = taken + datetime.timedelta(minutes=rng.randint(5, 90))
                if day_of(taken) in BOUNDARIES or day_of(uploaded) in UPLOAD_AVOID or uploaded >= clock.now:
                    continue
                make, model = phone_of[person]
                shots.append(Shot(person, "IMAGE", taken, uploaded, make, model, rng.randint(1_800_000, 5_000_000),
                                  "Brisbane", -27.47 + rng.uniform(-0.1, 0.1), 153.02 + rng.uniform(-0.1, 0.1),
                                  "0:00:00.00000", f"IMG_{rng.randint(1000, 9999)}.JPG", local))  # fmt: skip
    # the slide archive's scans, with their slides' dates and no place
    for n in range(1400):
        year = 1978 + n * 22 // 1400
        taken = datetime.datetime(year, 1 + n % 12, 1 + n % 28, 0, 0, 0)
        shots.append(Shot("Ken Whitfield", "IMAGE", taken, scanned + datetime.timedelta(seconds=2 * n), "Nikon",
                          "Nikon SUPER COOLSCAN 5000 ED", rng.randint(14_000_000, 30_000_000), None, None, None,
                          None, f"slide-{year}-{n:04d}.tif", taken, library=archive,
                          offline=n in OFFLINE_SLIDES))  # fmt: skip
    # Dave's GoPro clips fill 88 % of his quota
    dave = [shot for shot in shots if shot.owner == "Dave Kowalczyk"]
    clips = [shot for shot in dave if shot.make == "GoPro" and shot.kind == "VIDEO"]
    rest = sum(shot.size for shot in dave) - sum(shot.size for shot in clips)
    scale = (0.88 * 25 * GIB - rest) / max(1, sum(shot.size for shot in clips))
    for shot in clips:
        shot.size = int(shot.size * scale)
    # duplicates: pictures uploaded twice (from the phone and again from a messaging app's copy)
    for shot in rng.sample([s for s in shots if s.trip is not None and s.kind == "IMAGE" and s.make != "OM Digital"
                            " Solutions"], 24):  # fmt: skip
        group = uuid()
        shot.duplicate = group
        again = dataclasses.replace(shot, uploaded=settle(shot.taken, shot.uploaded + datetime.timedelta(days=1)),
                                    name=shot.name.replace(".", "(1)."), size=shot.size - rng.randint(1000, 90000),
                                    duplicate=group)  # fmt: skip
        shots.append(again)
    # the trash: Tom Nguyen's clean-up in the last 25 days, a few others'
    toms = [shot for shot in shots if shot.owner == "Tom Nguyen"]
    for shot in rng.sample(toms, 30) + rng.sample([s for s in shots if s.library is None], 9):
        if shot.status == "trashed":
            continue
        shot.status = "trashed"
        earliest = max(shot.uploaded, clock.now - datetime.timedelta(days=25))
        when = earliest + (clock.now - earliest) * rng.uniform(0.05, 0.9)
        shot.deleted = when
    for shot in shots:
        if shot.library is None and shot.status == "active":
            shot.favorite = rng.random() < 0.06
            if rng.random() < 0.03:
                shot.visibility = "archive"
        if shot.make == "OM Digital Solutions" and rng.random() < 0.12:
            shot.rating = rng.choice((3, 4, 4, 5, 5))
    for shot in rng.sample([s for s in shots if s.owner == "Lisa Tran"], 5):
        shot.visibility = "locked"
    # write the assets (a live photo's hidden motion part first), their exif
    for shot in shots:
        if shot.kind == "IMAGE" and shot.make == "Apple" and shot.trip is not None and rng.random() < 0.15:
            motion = Shot(shot.owner, "VIDEO", shot.taken, shot.uploaded, shot.make, shot.model, 2_600_000,
                          shot.city, shot.lat, shot.lon, f"00:00:0{rng.randint(2, 3)}.{rng.randrange(1000):03d}",
                          shot.name.replace(".JPG", ".MOV"), shot.local, trip=shot.trip, visibility="hidden",
                          status=shot.status, deleted=shot.deleted)  # fmt: skip
            _write_asset(db, motion, ids, ts, uuid, rng)
            shot.motion = motion.id
        _write_asset(db, shot, ids, ts, uuid, rng)
    # burst stacks from the OM-1s
    oms = [shot for shot in shots if shot.make == "OM Digital Solutions" and shot.status == "active"]
    for k in rng.sample(range(0, len(oms) - 3, 3), 30):
        burst = oms[k : k + 3]
        if len({shot.owner for shot in burst}) != 1:
            continue
        sid = uuid()
        db.execute('INSERT INTO "stack" ("id", "ownerId", "primaryAssetId") VALUES (?,?,?)',
                   (sid, ids[burst[0].owner], burst[0].id))  # fmt: skip
        for shot in burst:
            db.execute('UPDATE "asset" SET "stackId" = ? WHERE "id" = ?', (sid, shot.id))
    # quotas in use: every original a member uploaded (an external library's files do not count)
    for name, uid in ids.items():
        used = sum(shot.size for shot in shots if shot.owner == name and shot.library is None)
        used += 2_600_000 * sum(1 for shot in shots if shot.owner == name and shot.motion)
        db.execute('UPDATE "user" SET "quotaUsageInBytes" = ? WHERE "id" = ?', (used, uid))
    # albums: one per trip, shared with those who came; two for coming trips, still empty
    by_trip: dict[int, list[Shot]] = {}
    for shot in shots:
        if shot.trip is not None:
            by_trip.setdefault(shot.trip, []).append(shot)
    album_of_trip: dict[int, str] = {}
    for t, (first, length, _, party, album_name) in enumerate(trips):
        aid = uuid()
        album_of_trip[t] = aid
        pictures = sorted(by_trip.get(t, []), key=lambda shot: shot.uploaded)
        made = pictures[0].uploaded - datetime.timedelta(minutes=5) if pictures else clock.at(first + length, 600)
        db.execute(
            'INSERT INTO "album" ("id", "ownerId", "albumName", "createdAt", "albumThumbnailAssetId", "updatedAt",'
            ' "description") VALUES (?,?,?,?,?,?,?)',
            (aid, ids[party[0]], album_name, ts(made), pictures[0].id if pictures else None,
             ts(pictures[-1].uploaded if pictures else made), f"Club walk, {length} day{'s' if length > 1 else ''}"),
        )  # fmt: skip
        for shot in pictures:
            db.execute('INSERT INTO "album_asset" ("albumsId", "assetsId", "createdAt") VALUES (?,?,?)',
                       (aid, shot.id, ts(max(made, shot.uploaded))))  # fmt: skip
        for person in party[1:]:
            db.execute('INSERT INTO "album_user" ("albumsId", "usersId", "role") VALUES (?,?,?)',
                       (aid, ids[person], "editor" if rng.random() < 0.9 else "viewer"))  # fmt: skip
    for n, album_name in enumerate(UPCOMING):
        made = at(-3 - 2 * n, 500)
        db.execute(
            'INSERT INTO "album" ("id", "ownerId", "albumName", "createdAt", "updatedAt", "description")'
            " VALUES (?,?,?,?,?,?)",
            (uuid(), ids["Margaret Doyle"], album_name, ts(made), ts(made), "Photos from the walk go here"),
        )
    # likes and comments
    comments = ["Stunning!", "What a day", "Love this one", "Who spotted the lyrebird?", "Great shot",
                "My knees still remember this", "Next time we start earlier", "Beautiful light"]  # fmt: skip
    activity_days = [d for d in range(-120, 0) if d not in (-30, -7)]
    for t, (first, length, _, party, _) in enumerate(trips):
        if first < -120 or t not in by_trip:
            continue
        window = [d for d in activity_days if first + length <= d <= first + length + 20]
        if not window:
            continue
        visible = [shot for shot in by_trip[t] if shot.visibility == "timeline"]
        likes = 60 if trips[t][2] == "Mt Barney" else rng.randint(4, 22)
        for k in range(likes):
            recent = [d for d in activity_days if -29 <= d <= -1]
            day = rng.choice(recent if trips[t][2] == "Mt Barney" else window)
            person = party[k % len(party)]
            target = rng.choice(visible).id if visible and rng.random() < 0.7 else None
            when = at(day, rng.randint(0, 1439))
            db.execute(
                'INSERT INTO "activity" ("id", "createdAt", "updatedAt", "albumId", "userId", "assetId", "comment",'
                ' "isLiked") VALUES (?,?,?,?,?,?,NULL,1)',
                (uuid(), ts(when), ts(when), album_of_trip[t], ids[person], target),
            )
        for person in party:
            said = rng.randint(3, 5) if person == "Bev Hutchinson" else (1 if rng.random() < 0.25 else 0)
            for _ in range(said):
                when = at(rng.choice(window), rng.randint(0, 1439))
                target = rng.choice(visible).id if visible and rng.random() < 0.5 else None
                db.execute(
                    'INSERT INTO "activity" ("id", "createdAt", "updatedAt", "albumId", "userId", "assetId",'
                    ' "comment", "isLiked") VALUES (?,?,?,?,?,?,?,0)',
                    (uuid(), ts(when), ts(when), album_of_trip[t], ids[person], target, rng.choice(comments)),
                )
    # people and faces: each member's own face recognition, in their own trip photos
    people: dict[tuple[str, str], str] = {}
    first_face: dict[str, str] = {}
    for shot in shots:
        if shot.trip is None or shot.kind != "IMAGE":
            continue
        party = trips[shot.trip][3]
        others = [p for p in party if p != shot.owner] or party
        weights = [4.0 if p == "Margaret Doyle" else 1.0 for p in others]
        for _ in range(rng.choices((0, 1, 2, 3), weights=(40, 25, 20, 15))[0]):
            person_id = None
            if rng.random() > 0.12:
                who = rng.choices(others, weights=weights)[0]
                key = (shot.owner, who)
                if key not in people:
                    people[key] = uuid()
                    named = who if rng.random() < 0.85 or who == "Margaret Doyle" else ""
                    made = shot.uploaded + datetime.timedelta(hours=1)
                    db.execute(
                        'INSERT INTO "person" ("id", "createdAt", "updatedAt", "ownerId", "name", "thumbnailPath")'
                        " VALUES (?,?,?,?,?,?)",
                        (people[key], ts(made), ts(made), ids[shot.owner], named,
                         f"upload/thumbs/{ids[shot.owner]}/{people[key][:2]}/{people[key]}.jpeg"),
                    )  # fmt: skip
                person_id = people[key]
            fid = uuid()
            x, y = rng.randint(0, 3000), rng.randint(0, 2200)
            db.execute(
                'INSERT INTO "asset_face" ("id", "assetId", "personId", "imageWidth", "imageHeight", "boundingBoxX1",'
                ' "boundingBoxY1", "boundingBoxX2", "boundingBoxY2") VALUES (?,?,?,?,?,?,?,?,?)',
                (fid, shot.id, person_id, 4032, 3024, x, y, x + rng.randint(80, 400), y + rng.randint(80, 400)),
            )
            if person_id and person_id not in first_face:
                first_face[person_id] = fid
    for person_id, fid in first_face.items():
        db.execute('UPDATE "person" SET "faceAssetId" = ? WHERE "id" = ?', (fid, person_id))
    # tags
    tag_weights = {"Wildlife/Birds": 5.0, "Landscapes/Waterfalls": 3.0, "Group shots": 2.0, "Flora/Orchids": 2.0,
                   "Flora/Fungi": 1.5, "Wildlife/Reptiles": 1.0, "Wildlife/Mammals": 1.0,
                   "Safety/Track conditions": 0.5, "Landscapes": 0.5}  # fmt: skip
    for person in ("Sunita Rao", "Tom Nguyen", "Rachel Foley", "Margaret Doyle", "Chris Bauer", "Ken Whitfield"):
        tag_ids: dict[str, str] = {}
        made = at(-rng.randint(200, 390), 600)
        for value in TAGS:
            tag_ids[value] = uuid()
            parent = tag_ids.get(value.rsplit("/", 1)[0]) if "/" in value else None
            db.execute(
                'INSERT INTO "tag" ("id", "userId", "value", "createdAt", "updatedAt", "color", "parentId")'
                " VALUES (?,?,?,?,?,?,?)",
                (tag_ids[value], ids[person], value, ts(made), ts(made), None, parent),
            )
        for shot in shots:
            if shot.owner == person and shot.trip is not None and shot.visibility != "hidden" and rng.random() < 0.25:
                value = rng.choices(list(tag_weights), weights=list(tag_weights.values()))[0]
                db.execute('INSERT INTO "tag_asset" ("assetsId", "tagsId") VALUES (?,?)', (shot.id, tag_ids[value]))
    # share links
    link_days = [d for d in range(-200, -1) if d not in BOUNDARIES]
    for n, (person, kind, days_valid, upload) in enumerate(LINKS):
        day = rng.choice(link_days[-60:] if n % 3 == 0 else link_days)
        made = at(day, rng.randint(0, 1439))
        expires = made + datetime.timedelta(days=days_valid) if days_valid else None
        if expires and expires.date() == clock.now.date():
            expires += datetime.timedelta(days=1)  # none expires today: whether one still works never hangs on the hour
        album = rng.choice(list(album_of_trip.values())) if kind == "ALBUM" else None
        db.execute(
            'INSERT INTO "shared_link" ("id", "description", "userId", "key", "type", "createdAt", "expiresAt",'
            ' "allowUpload", "albumId", "allowDownload", "showExif", "password") VALUES (?,?,?,?,?,?,?,?,?,?,?,?)',
            (uuid(), rng.choice([None, "For the newsletter", "For the new members' night", "Family"]), ids[person],
             rng.getrandbits(400).to_bytes(50, "big"), kind, ts(made), ts(expires) if expires else None, upload,
             album, 1, 0 if n % 4 == 1 else 1, None),
        )  # fmt: skip
    # sessions: the last time each member opened Immich
    for name, (_, _, days, extras) in MEMBERS.items():
        for k in range(1 if "n" in extras else rng.randint(1, 3)):
            if "i" in extras:
                last = -rng.randint(100, 200)
            elif "d" in extras:
                last = -3
            else:
                last = -rng.randint(1, 20) if k == 0 else -rng.randint(1, 200)
            last = max(last, -days + 1)
            if last in BOUNDARIES:
                last -= 1
            made = at(max(-days, last - rng.randint(0, 300)), 600)
            os_name = rng.choice(["iOS", "Android", "macOS", "Windows"])
            db.execute(
                'INSERT INTO "session" ("id", "token", "createdAt", "updatedAt", "userId", "deviceType", "deviceOS")'
                " VALUES (?,?,?,?,?,?,?)",
                (uuid(), f"{rng.getrandbits(256):064x}", ts(made), ts(at(last, rng.randint(0, 1439))), ids[name],
                 "Mobile" if os_name in ("iOS", "Android") else rng.choice(["Chrome", "Firefox", "Safari"]), os_name),
            )  # fmt: skip
    for person, label in (("Ken Whitfield", "immich-go import"), ("Nick Papadopoulos", "nightly backup check"),
                          ("Sunita Rao", "Lightroom publish")):  # fmt: skip
        made = at(-rng.randint(30, 300), 600)
        db.execute(
            'INSERT INTO "api_key" ("id", "name", "key", "userId", "createdAt", "updatedAt", "permissions")'
            " VALUES (?,?,?,?,?,?,?)",
            (uuid(), label, f"{rng.getrandbits(256):064x}", ids[person], ts(made), ts(made), "{all}"),
        )
    for by, to in (("Bev Hutchinson", "Peter Fraser"), ("Peter Fraser", "Bev Hutchinson"),
                   ("Tom Nguyen", "Lisa Tran"), ("Rachel Foley", "Steve O'Brien")):  # fmt: skip
        made = at(-rng.randint(100, 400), 600)
        db.execute(
            'INSERT INTO "partner" ("sharedById", "sharedWithId", "createdAt", "updatedAt", "inTimeline")'
            " VALUES (?,?,?,?,?)",
            (ids[by], ids[to], ts(made), ts(made), 1),
        )
    close_checked(db, "photos")


def _write_asset(db: sqlite3.Connection, shot: Shot, ids: dict[str, str], ts: Callable[[datetime.datetime], str],
                 uuid: Callable[[], str], rng: random.Random) -> None:  # fmt: skip
    """Insert ``shot`` as an asset with its exif row (giving it its id)."""
    shot.id = uuid()
    owner = ids[shot.owner]
    device = "Library Import" if shot.library else "immich-go" if shot.duration is None else "Mobile"
    if shot.library:
        path = f"/mnt/nas/club-archive/slides/{shot.taken.year}/{shot.name}"
    else:
        path = f"/data/library/{owner}/{shot.taken:%Y/%m}/{shot.name}"
    db.execute(
        'INSERT INTO "asset" ("id", "deviceAssetId", "ownerId", "deviceId", "type", "originalPath", "fileCreatedAt",'
        ' "fileModifiedAt", "isFavorite", "duration", "encodedVideoPath", "checksum", "livePhotoVideoId", "updatedAt",'
        ' "createdAt", "originalFileName", "thumbhash", "isOffline", "libraryId", "isExternal", "deletedAt",'
        ' "localDateTime", "duplicateId", "status", "visibility") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,'
        "?,?,?)",
        (shot.id, f"{shot.name}-{shot.size}", owner, device, shot.kind, path, ts(shot.taken), ts(shot.taken),
         int(shot.favorite), shot.duration,
         f"/data/encoded-video/{owner}/{shot.id}.mp4" if shot.kind == "VIDEO" else "",
         rng.getrandbits(160).to_bytes(20, "big"), shot.motion, ts(shot.deleted or shot.uploaded), ts(shot.uploaded),
         shot.name, rng.getrandbits(200).to_bytes(25, "big"), int(shot.offline), shot.library, int(bool(shot.library)),
         ts(shot.deleted) if shot.deleted else None, ts(shot.local), shot.duplicate, shot.status, shot.visibility),
    )  # fmt: skip
    width, height = {"OM Digital Solutions": (5184, 3888), "SONY": (7008, 4672), "GoPro": (3840, 2160),
                     "Nikon": (5782, 3946)}.get(shot.make, (4032, 3024))  # fmt: skip
    camera = shot.make in ("OM Digital Solutions", "SONY")
    db.execute(
        'INSERT INTO "asset_exif" ("assetId", "make", "model", "exifImageWidth", "exifImageHeight", "fileSizeInByte",'
        ' "orientation", "dateTimeOriginal", "modifyDate", "lensModel", "fNumber", "focalLength", "iso", "latitude",'
        ' "longitude", "city", "state", "country", "fps", "exposureTime", "timeZone", "profileDescription",'
        ' "colorspace", "bitsPerSample", "rating") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
        (shot.id, shot.make, shot.model, width, height, shot.size, "1", ts(shot.taken), ts(shot.taken),
         rng.choice(["M.Zuiko 12-40mm F2.8 PRO", "M.Zuiko 100-400mm F5.0-6.3 IS"]) if shot.make.startswith("OM")
         else "FE 24-105mm F4 G OSS" if shot.make == "SONY" else None,
         rng.choice((2.8, 4.0, 5.6, 8.0)) if camera else 1.8 if shot.library is None else None,
         rng.choice((12.0, 25.0, 40.0, 100.0)) if camera else 6.9 if shot.library is None else None,
         rng.choice((200, 400, 800, 1600)) if shot.library is None else None, shot.lat, shot.lon, shot.city,
         "Queensland" if shot.city else None, "Australia" if shot.city else None,
         60.0 if shot.make == "GoPro" else 30.0 if shot.kind == "VIDEO" else None,
         None if shot.kind == "VIDEO" or shot.library else f"1/{rng.choice((60, 125, 250, 500, 1000))}",
         None if shot.library else "UTC+10", "sRGB IEC61966-2.1", "sRGB", 8, shot.rating),
    )  # fmt: skip


@dataclasses.dataclass
class Shot:
    """One asset before it is written: who uploaded it, what it is, when and where it was taken."""

    owner: str
    kind: str
    taken: datetime.datetime
    uploaded: datetime.datetime
    make: str
    model: str
    size: int
    city: str | None
    lat: float | None
    lon: float | None
    duration: str | None
    name: str
    local: datetime.datetime
    trip: int | None = None
    library: str | None = None
    id: str = ""
    visibility: str = "timeline"
    status: str = "active"
    deleted: datetime.datetime | None = None
    favorite: bool = False
    motion: str | None = None
    duplicate: str | None = None
    stack: str | None = None
    offline: bool = False
    rating: int | None = None


BOUNDARIES = (-7, -30, -90, -180, -365)  # no photo is taken on these (UTC) days: windows over taken times never cut one
UPLOAD_AVOID = (0, -7, -30, -90, -180)  # nor uploaded on these
