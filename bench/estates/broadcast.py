"""A Ghent (Belgium) community radio station's playout system (Radio Scheldewind 105.3) as a LibreTime database.

LibreTime (the community fork of Airtime: a PHP web application and Python playout on PostgreSQL) keeps the station's
library, its shows and what went on air in ``cc_`` tables, here in SQLite with their real names and conventions:

* **``cc_files`` the library, one row per uploaded file**: ``track_title``, ``artist_name``, ``album_title``,
  ``genre``, ``year``, **``length`` an interval written as PostgreSQL prints it (``00:03:41.506122``)**, **``bit_rate``
  in bits a second (``320000``) and ``sample_rate`` in hertz**, ``mime``, ``ftype`` (``audioclip``), ``filepath``
  relative to its music directory (**``directory`` → ``cc_music_dirs``: ``stor`` the upload store, ``watched`` a
  watched folder**), **``import_status`` 0 imported, 1 pending, 2 failed**, **``file_exists`` false when the file has
  gone from disk (the NAS folder unmounted)** and ``hidden``, ``track_type`` (``MUS`` music, ``JIN`` jingle, ``PRO``
  promo, ``INT`` interview, ``AD`` sponsor message), ``utime`` the upload, ``mtime`` the last edit, **``lptime`` the
  last time it played**, ``owner_id`` the uploader → ``cc_subjs``;
* **``cc_subjs`` the users, ``type`` a letter: ``A`` administrator, ``P`` program manager, ``H`` host (presenter),
  ``G`` guest**, ``lastlogin`` NULL for who never logged in;
* ``cc_show`` (a programme: name, genre, colours, ``linked``, ``has_autoplaylist``), **``cc_show_days`` its repeat
  rule (``first_show``, ``last_show``, ``start_time``, ``duration`` as ``HH:MM``, ``day`` 0 Sunday to 6 Saturday,
  ``repeat_type`` 0 weekly, -1 no repeat, ``timezone``)**, **``cc_show_instances`` each airing (``starts``, ``ends``
  in UTC; ``rebroadcast`` 1 with ``instance_id`` the original airing; ``modified_instance`` true for an airing deleted
  from the calendar, kept as a row; ``time_filled`` an interval)**, **``cc_show_hosts`` the presenters
  (``show_id``, ``subjs_id``)**;
* **``cc_schedule`` the items scheduled in an airing (``starts``, ``ends``, ``file_id`` or ``stream_id``,
  ``clip_length``, ``cue_in``/``cue_out`` intervals, ``instance_id``, ``media_item_played``, ``playout_status`` 1
  inside the show, 0 overbooked past its end, ``position``)**;
* ``cc_playlist``/``cc_playlistcontents`` (**``type`` 0 a file, 1 a webstream, 2 a smart block**, ``position``,
  ``cliplength``), ``cc_block``/``cc_blockcontents`` (smart blocks, ``type`` ``static`` or ``dynamic``: a dynamic
  block has criteria instead of contents), ``cc_webstream`` (relayed streams, ``length`` an interval);
* **``cc_playout_history`` what actually went on air (``file_id``, ``starts``, ``ends``, ``instance_id``), with
  ``cc_playout_history_metadata`` key/value rows (``key`` ``artist_name``, ``track_title``...): a track a presenter
  played live from outside the library has ``file_id`` NULL and only its metadata**;
* **``cc_listener_count`` Icecast's listener counts (``listener_count``) per ``cc_timestamp`` and per
  ``cc_mount_name`` (``/main``, ``/mobile``)**, every half hour;
* ``podcast`` (the station's own feeds) and ``podcast_episodes`` (``publication_date``, ``file_id`` the episode's
  file in the library, ``episode_guid``).

Departures: fewer columns (no waveforms, replay gain detail, artwork, smart-block criteria, preferences, services,
sessions, celery tasks, service registers or third-party references), the track type as a code in ``cc_files``
rather than a separate table, declared foreign keys, booleans as 0/1.

Planted signals:

* Arno is the artist with the most music tracks; the NAS's archive folder is unmounted, so its 31 files are missing
  from disk, some still in playlists (the ``Zomer 2024`` and ``Nacht klassiekers`` playlists);
* "Oostende" by Flying Horseman was on heavy rotation: the most played song of the last four weeks; electronic is the
  genre played most in the last week (the Gentse Feesten special);
* De Ochtendploeg, the weekday breakfast show, draws the biggest average audience on the main stream; the peak of the
  last week was the Gentse Feesten special five days ago;
* Nachtwacht (the overnight automation) and Scheldewind Non-Stop have no presenter; Lotte De Smet presents the most
  shows; two new presenters never logged in;
* five airings were deleted from the calendar in the last eight weeks; Vinyl Vrijdag and Wereldmuziek are
  rebroadcast two days later; Jazzkelder's presenter plays records live from outside the library, Chet Baker the most.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE cc_subjs (
  id INTEGER PRIMARY KEY, login VARCHAR(255) NOT NULL UNIQUE, pass VARCHAR(255) NOT NULL,
  type CHAR(1) NOT NULL DEFAULT 'G', first_name VARCHAR(255) NOT NULL, last_name VARCHAR(255) NOT NULL,
  lastlogin TIMESTAMP, lastfail TIMESTAMP, skype_contact VARCHAR(1024), jabber_contact VARCHAR(1024),
  email VARCHAR(1024), cell_phone VARCHAR(1024), login_attempts INTEGER DEFAULT 0
);
CREATE TABLE cc_music_dirs (
  id INTEGER PRIMARY KEY, directory TEXT UNIQUE, type VARCHAR(255), "exists" BOOLEAN DEFAULT 1,
  watched BOOLEAN DEFAULT 1
);
CREATE TABLE cc_files (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', mime VARCHAR(255) NOT NULL DEFAULT '',
  ftype VARCHAR(128) NOT NULL DEFAULT '', directory INTEGER REFERENCES cc_music_dirs (id), filepath TEXT DEFAULT '',
  import_status INTEGER NOT NULL DEFAULT 1, currentlyaccessing INTEGER NOT NULL DEFAULT 0,
  editedby INTEGER REFERENCES cc_subjs (id), mtime TIMESTAMP, utime TIMESTAMP, lptime TIMESTAMP, md5 CHAR(32),
  track_title VARCHAR(512), artist_name VARCHAR(512), bit_rate INTEGER, sample_rate INTEGER, format VARCHAR(128),
  length TEXT DEFAULT '00:00:00', album_title VARCHAR(512), genre VARCHAR(64), comments TEXT, year VARCHAR(16),
  track_number INTEGER, channels INTEGER, bpm INTEGER, label VARCHAR(512), isrc_number VARCHAR(512),
  language VARCHAR(512), owner_id INTEGER REFERENCES cc_subjs (id), file_exists BOOLEAN DEFAULT 1,
  hidden BOOLEAN DEFAULT 0, is_scheduled BOOLEAN DEFAULT 0, is_playlist BOOLEAN DEFAULT 0, filesize INTEGER NOT NULL
  DEFAULT 0, cuein TEXT DEFAULT '00:00:00', cueout TEXT DEFAULT '00:00:00', description VARCHAR(512),
  track_type VARCHAR(16)
);
CREATE TABLE cc_show (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', url VARCHAR(255) DEFAULT '',
  genre VARCHAR(255) DEFAULT '', description VARCHAR(8192), color VARCHAR(6), background_color VARCHAR(6),
  live_stream_using_airtime_auth BOOLEAN DEFAULT 0, live_stream_using_custom_auth BOOLEAN DEFAULT 0, linked BOOLEAN
  NOT NULL DEFAULT 0, is_linkable BOOLEAN NOT NULL DEFAULT 1, image_path VARCHAR(255) DEFAULT '', has_autoplaylist
  BOOLEAN NOT NULL DEFAULT 0, autoplaylist_id INTEGER REFERENCES cc_playlist (id), autoplaylist_repeat BOOLEAN NOT
  NULL DEFAULT 0
);
CREATE TABLE cc_show_days (
  id INTEGER PRIMARY KEY, first_show DATE NOT NULL, last_show DATE, start_time TIME NOT NULL,
  timezone VARCHAR NOT NULL, duration VARCHAR NOT NULL, day INTEGER, repeat_type INTEGER NOT NULL,
  next_pop_date DATE, show_id INTEGER NOT NULL REFERENCES cc_show (id), record INTEGER DEFAULT 0
);
CREATE TABLE cc_show_instances (
  id INTEGER PRIMARY KEY, description VARCHAR(8192) DEFAULT '', starts TIMESTAMP NOT NULL, ends TIMESTAMP NOT NULL,
  show_id INTEGER NOT NULL REFERENCES cc_show (id), record INTEGER DEFAULT 0, rebroadcast INTEGER DEFAULT 0,
  instance_id INTEGER REFERENCES cc_show_instances (id), file_id INTEGER REFERENCES cc_files (id),
  time_filled TEXT DEFAULT '00:00:00', created TIMESTAMP NOT NULL, last_scheduled TIMESTAMP,
  modified_instance BOOLEAN NOT NULL DEFAULT 0, autoplaylist_built BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE cc_show_hosts (
  id INTEGER PRIMARY KEY, show_id INTEGER NOT NULL REFERENCES cc_show (id),
  subjs_id INTEGER NOT NULL REFERENCES cc_subjs (id)
);
CREATE TABLE cc_webstream (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, description VARCHAR(255) NOT NULL, url VARCHAR(512) NOT NULL,
  length TEXT NOT NULL DEFAULT '00:00:00', creator_id INTEGER NOT NULL REFERENCES cc_subjs (id),
  mtime TIMESTAMP NOT NULL, utime TIMESTAMP NOT NULL, lptime TIMESTAMP, mime VARCHAR
);
CREATE TABLE cc_schedule (
  id INTEGER PRIMARY KEY, starts TIMESTAMP NOT NULL, ends TIMESTAMP NOT NULL,
  file_id INTEGER REFERENCES cc_files (id), stream_id INTEGER REFERENCES cc_webstream (id),
  clip_length TEXT DEFAULT '00:00:00', fade_in TIME DEFAULT '00:00:00', fade_out TIME DEFAULT '00:00:00',
  cue_in TEXT NOT NULL, cue_out TEXT NOT NULL, media_item_played BOOLEAN DEFAULT 0,
  instance_id INTEGER NOT NULL REFERENCES cc_show_instances (id), playout_status INTEGER NOT NULL DEFAULT 1,
  broadcasted INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE cc_playlist (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', mtime TIMESTAMP, utime TIMESTAMP,
  creator_id INTEGER REFERENCES cc_subjs (id), description VARCHAR(512), length TEXT DEFAULT '00:00:00'
);
CREATE TABLE cc_block (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', mtime TIMESTAMP, utime TIMESTAMP,
  creator_id INTEGER REFERENCES cc_subjs (id), description VARCHAR(512), length TEXT DEFAULT '00:00:00',
  type VARCHAR(7) DEFAULT 'static'
);
CREATE TABLE cc_playlistcontents (
  id INTEGER PRIMARY KEY, playlist_id INTEGER REFERENCES cc_playlist (id), file_id INTEGER REFERENCES cc_files (id),
  block_id INTEGER REFERENCES cc_block (id), stream_id INTEGER REFERENCES cc_webstream (id), type INTEGER NOT NULL
  DEFAULT 0, position INTEGER, trackoffset REAL NOT NULL DEFAULT 0, cliplength TEXT DEFAULT '00:00:00',
  cuein TEXT DEFAULT '00:00:00', cueout TEXT DEFAULT '00:00:00', fadein TIME DEFAULT '00:00:00',
  fadeout TIME DEFAULT '00:00:00'
);
CREATE TABLE cc_blockcontents (
  id INTEGER PRIMARY KEY, block_id INTEGER REFERENCES cc_block (id), file_id INTEGER REFERENCES cc_files (id),
  position INTEGER, trackoffset REAL NOT NULL DEFAULT 0, cliplength TEXT DEFAULT '00:00:00',
  cuein TEXT DEFAULT '00:00:00', cueout TEXT DEFAULT '00:00:00', fadein TIME DEFAULT '00:00:00',
  fadeout TIME DEFAULT '00:00:00'
);
CREATE TABLE cc_timestamp (id INTEGER PRIMARY KEY, timestamp TIMESTAMP NOT NULL);
CREATE TABLE cc_mount_name (id INTEGER PRIMARY KEY, mount_name VARCHAR NOT NULL);
CREATE TABLE cc_listener_count (
  id INTEGER PRIMARY KEY, timestamp_id INTEGER NOT NULL REFERENCES cc_timestamp (id),
  mount_name_id INTEGER NOT NULL REFERENCES cc_mount_name (id), listener_count INTEGER NOT NULL
);
CREATE TABLE cc_playout_history (
  id INTEGER PRIMARY KEY, file_id INTEGER REFERENCES cc_files (id), starts TIMESTAMP NOT NULL, ends TIMESTAMP,
  instance_id INTEGER REFERENCES cc_show_instances (id)
);
CREATE TABLE cc_playout_history_metadata (
  id INTEGER PRIMARY KEY, history_id INTEGER NOT NULL REFERENCES cc_playout_history (id), key VARCHAR(128) NOT NULL,
  value VARCHAR(128) NOT NULL
);
CREATE TABLE podcast (
  id INTEGER PRIMARY KEY, url VARCHAR(4096) NOT NULL, title VARCHAR(4096) NOT NULL, creator VARCHAR(4096),
  description VARCHAR(4096), language VARCHAR(4096), copyright VARCHAR(4096), link VARCHAR(4096),
  itunes_author VARCHAR(4096), itunes_category VARCHAR(4096), itunes_explicit VARCHAR(4096),
  owner INTEGER REFERENCES cc_subjs (id)
);
CREATE TABLE podcast_episodes (
  id INTEGER PRIMARY KEY, file_id INTEGER REFERENCES cc_files (id), podcast_id INTEGER NOT NULL REFERENCES podcast (id),
  publication_date TIMESTAMP NOT NULL, download_url VARCHAR(4096), episode_guid VARCHAR(4096),
  episode_title VARCHAR(4096), episode_description TEXT
);
CREATE INDEX cc_schedule_instance_id_idx ON cc_schedule (instance_id);
CREATE INDEX cc_playout_history_starts_idx ON cc_playout_history (starts);
CREATE INDEX cc_listener_count_timestamp_id_idx ON cc_listener_count (timestamp_id);
"""

# login, type, first, last, never logged in
USERS = [
    ("admin", "A", "Pieter", "Van Hecke", False),
    ("sofie.claeys", "A", "Sofie", "Claeys", False),
    ("bram.desmet", "P", "Bram", "Desmet", False),
    ("ines.wouters", "P", "Ines", "Wouters", False),
    ("lotte.desmet", "H", "Lotte", "De Smet", False),
    ("jonas.verbeke", "H", "Jonas", "Verbeke", False),
    ("nadia.elamrani", "H", "Nadia", "El Amrani", False),
    ("koen.maes", "H", "Koen", "Maes", False),
    ("elise.goossens", "H", "Elise", "Goossens", False),
    ("ruben.declercq", "H", "Ruben", "De Clercq", False),
    ("amber.peeters", "H", "Amber", "Peeters", True),
    ("yusuf.kaya", "H", "Yusuf", "Kaya", True),
    ("gast.studio", "G", "Gast", "Studio", False),
    ("marc.dhondt", "H", "Marc", "D'Hondt", False),
]
# name, genre, relative weekday offset, start hour UTC, hours, hosts (logins), live (played from outside the library),
# rebroadcast two days later, audience factor
SHOWS = [
    ("De Ochtendploeg", "Pop", 0, 5, 3, ("lotte.desmet", "jonas.verbeke"), False, False, 2.6),
    ("Middagmix", "Pop", 1, 10, 2, ("lotte.desmet",), False, False, 1.5),
    ("Vinyl Vrijdag", "Rock", 2, 18, 2, ("koen.maes",), False, True, 1.3),
    ("Wereldmuziek", "World", 3, 16, 2, ("nadia.elamrani", "yusuf.kaya"), False, True, 1.1),
    ("Jazzkelder", "Jazz", 4, 20, 2, ("marc.dhondt",), True, False, 0.9),
    ("Gent Spreekt", "Talk", 5, 11, 1, ("elise.goossens", "lotte.desmet"), False, False, 1.2),
    ("Beats van de Stad", "Electronic", 6, 21, 2, ("ruben.declercq", "amber.peeters"), False, False, 1.4),
    ("Klassiek op Zondag", "Classical", 1, 7, 2, ("ines.wouters",), False, False, 0.8),
    ("Nederlandstalig Uur", "Pop", 3, 12, 1, ("jonas.verbeke", "lotte.desmet"), False, False, 1.0),
    ("Studentenradio", "Indie", 5, 19, 2, ("ruben.declercq",), False, False, 1.0),
    ("Nachtwacht", "Various", 0, 23, 4, (), False, False, 0.4),
    ("Scheldewind Non-Stop", "Various", 4, 13, 3, (), False, False, 0.7),
    ("Gentse Feesten Special", "Electronic", None, 18, 5, ("ruben.declercq", "koen.maes"), False, False, 9.0),
]
FEESTEN_DAY = -6  # the one-off special's day (no repeat)
GENRES = {
    "Pop": ["Arno", "Stromae", "Selah Sue", "Milow", "Angèle", "Tourist LeMC", "Bazart", "Zwangere Guy"],
    "Rock": ["dEUS", "Triggerfinger", "Balthazar", "Flying Horseman", "Arno", "Black Box Revelation"],
    "World": ["Amadou & Mariam", "Tinariwen", "Bombino", "Oum", "Mulatu Astatke"],
    "Jazz": ["Toots Thielemans", "Chet Baker", "STUFF.", "Nina Simone"],
    "Electronic": ["Soulwax", "2manydjs", "Amelie Lens", "Charlotte de Witte", "Stephan Bodzin"],
    "Classical": ["Brussels Philharmonic", "Collegium Vocale Gent", "Anima Eterna"],
    "Indie": ["Whispering Sons", "Warhaus", "Arno", "The Haunted Youth", "Flying Horseman"],
}
ARNO_EXTRA = 14  # Arno's catalogue, beside his tracks drawn with the rest
ROTATION = ("Oostende", "Flying Horseman")
MISSING = 31  # files in the unmounted archive folder
LIVE_RECORDS = [
    ("Chet Baker", "My Funny Valentine", 14),
    ("Nina Simone", "Feeling Good", 4),
    ("Miles Davis", "So What", 4),
    ("Toots Thielemans", "Bluesette", 2),
]
MOUNTS = ("/main", "/mobile")
WORDS = [
    "Nacht",
    "Haven",
    "Licht",
    "Regen",
    "Zomer",
    "Stad",
    "Water",
    "Vuur",
    "Spiegel",
    "Trein",
    "Wind",
    "Brug",
    "Dag",
    "Zee",
    "Hart",
    "Droom",
    "Straat",
    "Maan",
    "Tijd",
    "Weg",
]


def interval(seconds: float) -> str:
    """A length as PostgreSQL prints an interval: ``00:03:41.506122``."""
    whole = int(seconds)
    micro = round((seconds - whole) * 1_000_000)
    return f"{whole // 3600:02d}:{whole % 3600 // 60:02d}:{whole % 60:02d}.{micro:06d}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    fmt = clock.fmt
    user_ids = {}
    for k, (login, kind, first, last, never) in enumerate(USERS, 1):
        user_ids[login] = k
        lastlogin = None if never else fmt(clock.clear_of_now(rng, -rng.randint(0, 20), 360, 1320))
        db.execute(
            "INSERT INTO cc_subjs VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, NULL, 0)",
            (
                k,
                login,
                hashlib.md5(login.encode()).hexdigest(),
                kind,
                first,
                last,
                lastlogin,
                f"{login}@scheldewind.example.be",
            ),
        )
    db.execute("INSERT INTO cc_music_dirs VALUES (1, '/srv/libretime/stor/', 'stor', 1, 1)")
    db.execute("INSERT INTO cc_music_dirs VALUES (2, '/mnt/nas/archief/', 'watched', 0, 1)")

    # the library
    files: list[dict[str, object]] = []

    def add_file(title: str, artist: str, genre: str, seconds: float, kind: str, **extra: object) -> int:
        fid = len(files) + 1
        uploaded = extra.get("day", -rng.randint(40, 900))
        row = {
            "id": fid,
            "title": title,
            "artist": artist,
            "genre": genre,
            "seconds": seconds,
            "kind": kind,
            "directory": extra.get("directory", 1),
            "exists": extra.get("exists", 1),
            "hidden": extra.get("hidden", 0),
            "status": extra.get("status", 0),
            "bit_rate": extra.get(
                "bit_rate", rng.choice([320000] * 5 + [256000] * 2 + [192000] * 3 + [160000, 128000, 128000])
            ),
            "utime": fmt(clock.clear_of_now(rng, int(str(uploaded)), 480, 1260)),
            "owner": extra.get("owner", rng.choice([2, 3, 4, 5, 6, 8])),
        }
        files.append(row)
        return fid

    for genre, artists in GENRES.items():
        for artist in artists:
            for _ in range(rng.randint(12, 20) if genre != "Classical" else rng.randint(10, 14)):
                title = f"{rng.choice(WORDS)} {rng.choice(WORDS).lower()}" if rng.random() < 0.6 else rng.choice(WORDS)
                seconds = rng.uniform(150, 330) if genre != "Classical" else rng.uniform(360, 1500)
                add_file(title, artist, genre, seconds + rng.random(), "MUS")
    for _ in range(ARNO_EXTRA):
        add_file(f"{rng.choice(WORDS)} van Oostende", "Arno", "Rock", rng.uniform(170, 280) + 0.5, "MUS")
    rotation = add_file(ROTATION[0], ROTATION[1], "Indie", 243.812004, "MUS", day=-35, bit_rate=320000)
    for k in range(12):
        add_file(f"Scheldewind jingle {k + 1}", "Radio Scheldewind", "Jingle", rng.uniform(5, 20), "JIN")
    for _ in range(8):
        add_file(f"Promo {rng.choice(WORDS)}", "Radio Scheldewind", "Promo", rng.uniform(25, 45), "PRO")
    for k in range(5):
        add_file(f"Sponsorbericht {k + 1}", "Sponsor", "Advert", 30.0, "AD")
    # the unmounted NAS folder: old music, missing from disk
    for _ in range(MISSING):
        genre = rng.choice(["Pop", "Rock", "Jazz"])
        add_file(
            rng.choice(WORDS),
            rng.choice(GENRES[genre]),
            genre,
            rng.uniform(170, 300),
            "MUS",
            directory=2,
            exists=0,
            day=-rng.randint(900, 1500),
            bit_rate=rng.choice([128000, 192000]),
        )
    for _ in range(3):  # failed imports
        add_file("", "", "", 0.0, "MUS", status=2, day=-rng.randint(2, 20))
    for _ in range(2):  # still importing
        add_file("", "", "", 0.0, "MUS", status=1, day=0)
    for _ in range(6):  # hidden by an administrator (duplicates)
        genre = rng.choice(["Pop", "Indie"])
        add_file(rng.choice(WORDS), rng.choice(GENRES[genre]), genre, rng.uniform(170, 300), "MUS", hidden=1)
    # recent uploads of the last month
    for _ in range(40):
        genre = rng.choice(list(GENRES))
        add_file(
            rng.choice(WORDS) + " (single)",
            rng.choice(GENRES[genre]),
            genre,
            rng.uniform(160, 290),
            "MUS",
            day=-rng.randint(1, 29),
        )
    music = [f for f in files if f["kind"] == "MUS" and f["exists"] and not f["hidden"] and f["status"] == 0]
    by_genre: dict[str, list[dict[str, object]]] = {}
    for f in music:
        by_genre.setdefault(str(f["genre"]), []).append(f)
    jingles = [f for f in files if f["kind"] in ("JIN", "PRO", "AD")]

    # podcasts, their episodes files in the library
    podcasts = [
        ("Gent Spreekt", "elise.goossens", 14),
        ("Wereldmuziek Podcast", "nadia.elamrani", 6),
        ("Jazzkelder Sessies", "marc.dhondt", 4),
    ]
    episodes = []
    for p, (title, owner, count) in enumerate(podcasts, 1):
        db.execute(
            "INSERT INTO podcast VALUES (?, ?, ?, ?, ?, 'nl-BE', 'CC BY-NC 4.0', ?, ?, 'Society & Culture',"
            " 'false', ?)",
            (
                p,
                f"https://scheldewind.example.be/feeds/{p}.xml",
                title,
                "Radio Scheldewind",
                f"{title}, de podcast van Radio Scheldewind",
                "https://scheldewind.example.be",
                "Radio Scheldewind",
                user_ids[owner],
            ),
        )
        for e in range(count):
            day = -7 * (count - e) + rng.randint(0, 2)
            fid = add_file(
                f"{title} #{e + 1}",
                "Radio Scheldewind",
                "Podcast",
                rng.uniform(1500, 3300),
                "INT",
                day=day,
                owner=user_ids[owner],
            )
            episodes.append((fid, p, fmt(clock.clear_of_now(rng, day, 600, 1080)), title, e + 1))

    for f in files:
        seconds = float(str(f["seconds"]))
        fid = int(str(f["id"]))
        name = f"{f['artist']} - {f['title']}.mp3" if f["title"] else f"upload-{fid}.mp3"
        folder = "imported/" + str(f["owner"]) if f["directory"] == 1 else "archief/"
        db.execute(
            "INSERT INTO cc_files (id, name, mime, ftype, directory, filepath, import_status, mtime, utime, lptime,"
            " md5, track_title, artist_name, bit_rate, sample_rate, format, length, album_title, genre, year, owner_id,"
            " file_exists, hidden, is_scheduled, filesize, cuein, cueout, track_type) VALUES (?, ?, 'audio/mp3',"
            " 'audioclip', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 44100, 'MPEG', ?, ?, ?, ?, ?, ?, ?, ?, ?, '00:00:00', ?, ?)",
            (
                fid,
                name,
                f["directory"],
                folder + name,
                f["status"],
                f["utime"],
                f["utime"],
                None,
                hashlib.md5(name.encode()).hexdigest(),
                f["title"] or None,
                f["artist"] or None,
                f["bit_rate"] if f["status"] == 0 else None,
                interval(seconds),
                None,
                f["genre"] or None,
                str(rng.randint(1995, 2025)) if f["kind"] == "MUS" else None,
                f["owner"],
                f["exists"],
                f["hidden"],
                0,
                int(seconds * int(str(f["bit_rate"])) / 8),
                interval(seconds),
                f["kind"],
            ),
        )
    # shows
    for s, (name, genre, _, _, _, hosts, _, _, _) in enumerate(SHOWS, 1):
        db.execute(
            "INSERT INTO cc_show (id, name, genre, description, color, background_color, linked) "
            "VALUES (?, ?, ?, ?, 'ffffff', ?, 0)",
            (s, name, genre, f"{name} op Radio Scheldewind", f"{rng.randrange(0x1000000):06x}"),
        )
        for login in hosts:
            db.execute("INSERT INTO cc_show_hosts (show_id, subjs_id) VALUES (?, ?)", (s, user_ids[login]))
    instances: list[tuple[int, int, datetime.datetime, datetime.datetime, int | None, bool]] = []
    # (id, show, starts, ends, rebroadcast of, cancelled)
    iid = 0
    cancelled = {(1, -8), (6, -22), (4, -29), (2, -43), (9, -15)}  # (show, week offset day) deleted airings
    first_day = -63
    for s, (_, _, offset, start, hours, _, _, rebroadcast, _) in enumerate(SHOWS, 1):
        days = [FEESTEN_DAY] if offset is None else [d for d in range(first_day, 15) if (d - offset) % 7 == 0]
        first_date = clock.midnight + datetime.timedelta(days=days[0])
        db.execute(
            "INSERT INTO cc_show_days (first_show, last_show, start_time, timezone, duration, day, repeat_type, "
            "next_pop_date, show_id, record) VALUES (?, ?, ?, 'Europe/Brussels', ?, ?, ?, ?, ?, 0)",
            (
                first_date.strftime("%Y-%m-%d"),
                first_date.strftime("%Y-%m-%d") if offset is None else None,
                f"{start:02d}:00:00",
                f"{hours:02d}:00",
                (first_date.weekday() + 1) % 7,
                -1 if offset is None else 0,
                clock.day_text(days[-1] + 7),
                s,
            ),
        )
        for d in days:
            iid += 1
            starts = clock.at(d, start * 60)
            ends = starts + datetime.timedelta(hours=hours)
            gone = any(show == s and abs(d - day) < 7 and d - day <= 0 for show, day in cancelled)
            instances.append((iid, s, starts, ends, None, gone))
            if rebroadcast and not gone:
                iid += 1
                again = starts + datetime.timedelta(days=2, hours=-4 if start >= 16 else 6)
                instances.append((iid, s, again, again + datetime.timedelta(hours=hours), iid - 1, False))
    for i, s, starts, ends, original, gone in instances:
        db.execute(
            "INSERT INTO cc_show_instances (id, starts, ends, show_id, record, rebroadcast, instance_id, time_filled,"
            " created, modified_instance) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
            (
                i,
                fmt(starts),
                fmt(ends),
                s,
                1 if original else 0,
                original,
                interval((ends - starts).total_seconds()),
                fmt(clock.at(first_day - 5, 600)),
                1 if gone else 0,
            ),
        )

    # webstreams
    streams = [
        ("VRT NWS nieuwsbulletin", "http://icecast.example.be/nws.mp3", "00:05:00"),
        ("Urgent.fm relay", "http://urgent.example.be/live.mp3", "02:00:00"),
        ("Gentse Feesten podium", "http://feesten.example.be/podium.mp3", "04:00:00"),
    ]
    for w, (name, url, length) in enumerate(streams, 1):
        db.execute(
            "INSERT INTO cc_webstream VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 'audio/mpeg')",
            (w, name, name, url, length, 3, fmt(clock.at(-200, 600)), fmt(clock.at(-300, 600))),
        )

    # what went on air, and what is scheduled
    history: list[tuple[int | None, datetime.datetime, datetime.datetime, int, tuple[str, str] | None]] = []
    schedule_rows = []
    for i, s, starts, ends, _, gone in instances:
        if gone:
            continue
        name, genre, _, _, _, _, live, _, _ = SHOWS[s - 1]
        past = ends <= clock.now
        t = starts
        position = 0
        special = SHOWS[s - 1][2] is None
        while t < ends:
            if position % 5 == 0:
                item = rng.choice(jingles)
            elif live and rng.random() < 0.6:
                artist, title, _ = rng.choices(LIVE_RECORDS, weights=[w for _, _, w in LIVE_RECORDS])[0]
                seconds = rng.uniform(180, 330)
                if past:
                    history.append((None, t, t + datetime.timedelta(seconds=seconds), i, (artist, title)))
                t += datetime.timedelta(seconds=seconds)
                position += 1
                continue
            elif name in ("Nachtwacht", "Scheldewind Non-Stop", "Middagmix", "De Ochtendploeg") or special:
                pool = by_genre["Electronic"] if special else music
                if (
                    name != "Nachtwacht"
                    and not special
                    and starts >= clock.now - datetime.timedelta(days=28)
                    and (rng.random() < 0.09)
                ):
                    item = files[rotation - 1]
                else:
                    item = rng.choice(pool)
            else:
                pool = by_genre.get(genre, music)
                if genre == "Talk":
                    pool = music
                item = rng.choice(pool)
            seconds = float(str(item["seconds"]))
            item_ends = t + datetime.timedelta(seconds=seconds)
            schedule_rows.append(
                (
                    fmt(t),
                    fmt(item_ends),
                    item["id"],
                    None,
                    interval(seconds),
                    interval(seconds),
                    1 if past else 0,
                    i,
                    1 if item_ends <= ends else 0,
                    1 if past else 0,
                    position,
                )
            )
            if past:
                history.append((int(str(item["id"])), t, item_ends, i, None))
            t = item_ends
            position += 1
    db.executemany(
        "INSERT INTO cc_schedule (starts, ends, file_id, stream_id, clip_length, cue_out, cue_in, media_item_played, "
        "instance_id, playout_status, broadcasted, position) VALUES (?, ?, ?, ?, ?, ?, '00:00:00', ?, ?, ?, ?, ?)",
        schedule_rows,
    )
    last_played: dict[int, str] = {}
    for h, (played_file, starts, ends, i, meta) in enumerate(sorted(history, key=lambda r: r[1]), 1):
        db.execute("INSERT INTO cc_playout_history VALUES (?, ?, ?, ?, ?)", (h, played_file, fmt(starts), fmt(ends), i))
        if meta is not None:
            db.execute(
                "INSERT INTO cc_playout_history_metadata (history_id, key, value) VALUES (?, 'artist_name', ?)",
                (h, meta[0]),
            )
            db.execute(
                "INSERT INTO cc_playout_history_metadata (history_id, key, value) VALUES (?, 'track_title', ?)",
                (h, meta[1]),
            )
        else:
            last_played[int(str(played_file))] = fmt(starts)

    for fid, played in last_played.items():
        db.execute("UPDATE cc_files SET lptime = ?, is_scheduled = 1 WHERE id = ?", (played, fid))
    for fid, p, published, title, n in episodes:
        db.execute(
            "INSERT INTO podcast_episodes (file_id, podcast_id, publication_date, download_url, episode_guid,"
            " episode_title, episode_description) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                fid,
                p,
                published,
                f"https://scheldewind.example.be/rest/media/{fid}/download",
                f"sw-{p}-{n}",
                f"{title} #{n}",
                f"Aflevering {n}",
            ),
        )

    # playlists and smart blocks
    blocks = [("Nieuwe Belgen", "static"), ("Dansvloer", "static"), ("Rustig", "dynamic"), ("Jaren 90", "dynamic")]
    for b, (name, kind) in enumerate(blocks, 1):
        db.execute(
            "INSERT INTO cc_block (id, name, mtime, utime, creator_id, type) VALUES (?, ?, ?, ?, ?, ?)",
            (b, name, fmt(clock.at(-30 - b, 600)), fmt(clock.at(-60 - b, 600)), 3, kind),
        )
        if kind == "static":
            pool = by_genre["Pop"] if b == 1 else by_genre["Electronic"]
            for pos, f in enumerate(rng.sample(pool, 10)):
                db.execute(
                    "INSERT INTO cc_blockcontents (block_id, file_id, position, cliplength) VALUES (?, ?, ?, ?)",
                    (b, f["id"], pos, interval(float(str(f["seconds"])))),
                )
    missing = [f for f in files if not f["exists"]]
    playlists = [
        ("Zomer 2024", 3),
        ("Nacht klassiekers", 2),
        ("Ochtend opwarmer", 0),
        ("Feestweek", 0),
        ("Herfst", 0),
        ("Jazz na middernacht", 0),
        ("Sponsorblok", 0),
        ("Studentenhits", 0),
    ]
    for p, (name, broken) in enumerate(playlists, 1):
        db.execute(
            "INSERT INTO cc_playlist (id, name, mtime, utime, creator_id) VALUES (?, ?, ?, ?, ?)",
            (p, name, fmt(clock.at(-20 - p, 600)), fmt(clock.at(-90 - p, 600)), rng.choice([3, 4, 5])),
        )
        chosen = rng.sample(jingles if name == "Sponsorblok" else music, 12) + rng.sample(missing, broken)
        for pos, f in enumerate(chosen):
            db.execute(
                "INSERT INTO cc_playlistcontents (playlist_id, file_id, type, position, cliplength)"
                " VALUES (?, ?, 0, ?, ?)",
                (p, f["id"], pos, interval(float(str(f["seconds"])))),
            )
        if name == "Feestweek":
            db.execute(
                "INSERT INTO cc_playlistcontents (playlist_id, block_id, type, position) VALUES (?, 2, 2, 12)", (p,)
            )
            db.execute(
                "INSERT INTO cc_playlistcontents (playlist_id, stream_id, type, position) VALUES (?, 3, 1, 13)", (p,)
            )

    # Icecast listener counts every half hour for four weeks, on the two mounts
    for m, mount in enumerate(MOUNTS, 1):
        db.execute("INSERT INTO cc_mount_name VALUES (?, ?)", (m, mount))
    on_air = [
        (starts, ends, SHOWS[s - 1][8], s)
        for _, s, starts, ends, original, gone in instances
        if not gone and original is None
    ]
    base = clock.now.replace(second=0) - datetime.timedelta(minutes=7)
    feesten = (clock.at(FEESTEN_DAY, 18 * 60), clock.at(FEESTEN_DAY, 23 * 60))
    for stamp_id, k in enumerate(range(28 * 48), 1):
        moment = base - datetime.timedelta(minutes=30 * k)
        db.execute("INSERT INTO cc_timestamp VALUES (?, ?)", (stamp_id, fmt(moment)))
        factor = next((f for a, b, f, _ in on_air if a <= moment < b), 0.5)
        hour = moment.hour
        daypart = 1.0 if 5 <= hour < 22 else 0.35
        main = int(38 * factor * daypart + rng.randint(0, 9))
        if feesten[0] <= moment < feesten[1]:
            main = 380 + rng.randint(0, 40)  # the special, on the big screens at the Korenmarkt
        mobile = int(main * 0.45 + rng.randint(0, 5))
        db.execute(
            "INSERT INTO cc_listener_count (timestamp_id, mount_name_id, listener_count) VALUES (?, 1, ?)",
            (stamp_id, main),
        )
        db.execute(
            "INSERT INTO cc_listener_count (timestamp_id, mount_name_id, listener_count) VALUES (?, 2, ?)",
            (stamp_id, mobile),
        )
    close_checked(db, "broadcast")
