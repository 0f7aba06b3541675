"""A Lyon film society's media server (Ciné-club des Pentes) as a Jellyfin 10.9 server's SQLite databases.

Jellyfin (the free media server, C#) keeps its users in ``jellyfin.db`` (Entity Framework Core tables), its library
in ``library.db`` (``SqliteItemRepository``'s tables, no foreign keys, one wide ``TypedBaseItems`` row per item) and,
with the Playback Reporting plugin, every playback in ``playback_reporting.db``; here all three share one file, with
their conventions side by side:

* ``jellyfin.db``: PascalCase tables and columns; ``Users`` (**``Id`` an upper-case GUID with dashes**, ``Username``,
  ``LastLoginDate`` and ``LastActivityDate`` (NULL: never), ``InternalId`` the integer the library knows the user by,
  ``MaxParentalAgeRating``, ``InvalidLoginAttemptCount``), ``Permissions`` (**one row per user and ``Kind``: 0 is
  administrator, 1 hidden, 2 disabled, 4 remote access, 7 media playback, 10 content deletion, 11 downloading...;
  ``Value`` 0/1**), ``Preferences`` (per user and ``Kind``), ``AccessSchedules`` (``DayOfWeek`` 0 Sunday to 6
  Saturday, 7 every day, 8 weekdays, 9 weekends; ``StartHour``/``EndHour`` as hours), ``ActivityLogs`` (the dashboard's
  activity: **``Type`` ``SessionStarted``, ``SessionEnded``, ``AuthenticationSucceeded``, ``AuthenticationFailed``,
  ``UserLockedOut``, ``VideoPlayback``, ``VideoPlaybackStopped``, ``UserPasswordChanged``, ``PluginInstalled``...;
  ``ShortOverview`` ``IP address: …``; ``LogSeverity`` 2 information, 3 warning, 4 error; ``UserId`` the user's GUID,
  all zeros for the system**), ``Devices`` (a signed-in app: ``AppName``, ``DeviceName``, ``DateLastActivity``),
  ``ApiKeys``; EF Core's times: UTC text with up to seven fractional digits (``2025-03-04 10:15:07.1234567``);
* ``library.db``: ``TypedBaseItems`` (**``type`` the full .NET class name: ``MediaBrowser.Controller.Entities.Movies.
  Movie``, ``….TV.Series``, ``….TV.Season``, ``….TV.Episode``, ``….CollectionFolder``; ``guid`` here as 32 lower-case
  hex digits**, ``ParentId``, ``SeriesId``, ``SeasonId``, ``TopParentId`` the library, **``RunTimeTicks`` in ticks of
  100 ns (10,000,000 a second)**, ``Size`` in bytes, ``Width``/``Height``, **``Genres`` pipe-separated**,
  ``CommunityRating`` out of 10, ``DateCreated`` when it was added, ``PremiereDate``, ``ProductionYear``,
  ``IsVirtualItem`` 1 for a missing episode), ``UserDatas`` (**per ``key`` (the item's ``UserDataKey``) and ``userId``
  (the user's ``InternalId``)**: ``played``, ``playCount``, ``isFavorite``, ``playbackPositionTicks``,
  ``lastPlayedDate``), ``ItemValues`` (**``Type`` 2 a genre, 3 a studio, 4 a tag**), ``People`` (``PersonType``
  ``Director``, ``Actor``, ``Writer``), ``MediaStreams`` (``StreamType`` ``Video``, ``Audio``, ``Subtitle``, ``Codec``
  ``hevc``, ``h264``, ``av1``...); its times: text with a ``Z`` (``2025-03-04 10:15:07.1234567Z``);
* ``PlaybackActivity`` (the plugin's one table, without a key, as the plugin makes it): a row per playback, ``UserId``
  and ``ItemId`` **32 lower-case hex digits without dashes** (so a user's ``Id`` must be lower-cased and stripped of
  its dashes to match), ``ItemType`` ``Movie`` or ``Episode``, ``ItemName`` (an episode's as ``Series - s01e02 -
  Title``), **``PlaybackMethod`` ``DirectPlay``, ``DirectStream`` or ``Transcode (v:hevc a:eac3)``**, ``ClientName``,
  ``DeviceName``, **``PlayDuration`` in seconds**; ``DateCreated`` the server's local time, and the container runs on
  UTC.

Playbacks and activity reach 90 days back from ``now`` on a grid of minutes with drawn seconds; today's are before
``now``.

Planted signals:

* "Le Samouraï", the club's film of the month, is by far the most played film of the last 30 days; Margaux watches the
  most hours; the Android TV app is the most used client; about one playback in six is transcoded (the Web client
  cannot play HEVC);
* "Engrenages" has by far the most episodes; Jean-Pierre Melville directed the most films in the library; drama is the
  commonest genre; "La Haine" is everyone's favourite;
* someone at 203.0.113.77 has been guessing the admin's password (many failed logins in the last 3 days), and Paul was
  locked out; Paul and the old "projection" account are disabled; Lucie has never signed in; admin and Margaux are
  administrators; Léo (a child) has an access schedule and a parental rating limit;
* nine films were added in the last 7 days (played only since); eleven films are in 4K; four older films were never
  played by anyone; two API keys have not been used for 90 days.
"""

from __future__ import annotations

import datetime
import hashlib
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE Users (
  Id TEXT NOT NULL CONSTRAINT PK_Users PRIMARY KEY, Username TEXT NOT NULL, Password TEXT,
  MustUpdatePassword INTEGER NOT NULL, AudioLanguagePreference TEXT, AuthenticationProviderId TEXT NOT NULL,
  PasswordResetProviderId TEXT NOT NULL, InvalidLoginAttemptCount INTEGER NOT NULL, LastActivityDate TEXT,
  LastLoginDate TEXT, LoginAttemptsBeforeLockout INTEGER, MaxActiveSessions INTEGER NOT NULL,
  SubtitleMode INTEGER NOT NULL, PlayDefaultAudioTrack INTEGER NOT NULL, SubtitleLanguagePreference TEXT,
  DisplayMissingEpisodes INTEGER NOT NULL, DisplayCollectionsView INTEGER NOT NULL,
  EnableLocalPassword INTEGER NOT NULL,
  HidePlayedInLatest INTEGER NOT NULL, RememberAudioSelections INTEGER NOT NULL,
  RememberSubtitleSelections INTEGER NOT NULL, EnableNextEpisodeAutoPlay INTEGER NOT NULL,
  EnableAutoLogin INTEGER NOT NULL, EnableUserPreferenceAccess INTEGER NOT NULL, MaxParentalAgeRating INTEGER,
  RemoteClientBitrateLimit INTEGER, InternalId INTEGER NOT NULL UNIQUE, SyncPlayAccess INTEGER NOT NULL,
  CastReceiverId TEXT, RowVersion INTEGER NOT NULL
);
CREATE UNIQUE INDEX IX_Users_Username ON Users (Username);
CREATE TABLE Permissions (
  Id INTEGER NOT NULL CONSTRAINT PK_Permissions PRIMARY KEY AUTOINCREMENT,
  UserId TEXT CONSTRAINT FK_Permissions_Users_UserId REFERENCES Users (Id) ON DELETE CASCADE,
  Kind INTEGER NOT NULL, Value INTEGER NOT NULL, RowVersion INTEGER NOT NULL
);
CREATE TABLE Preferences (
  Id INTEGER NOT NULL CONSTRAINT PK_Preferences PRIMARY KEY AUTOINCREMENT,
  UserId TEXT CONSTRAINT FK_Preferences_Users_UserId REFERENCES Users (Id) ON DELETE CASCADE,
  Kind INTEGER NOT NULL, Value TEXT NOT NULL, RowVersion INTEGER NOT NULL
);
CREATE TABLE AccessSchedules (
  Id INTEGER NOT NULL CONSTRAINT PK_AccessSchedules PRIMARY KEY AUTOINCREMENT,
  UserId TEXT NOT NULL CONSTRAINT FK_AccessSchedules_Users_UserId REFERENCES Users (Id) ON DELETE CASCADE,
  DayOfWeek INTEGER NOT NULL, StartHour REAL NOT NULL, EndHour REAL NOT NULL
);
CREATE TABLE ActivityLogs (
  Id INTEGER NOT NULL CONSTRAINT PK_ActivityLogs PRIMARY KEY AUTOINCREMENT, Name TEXT NOT NULL, Overview TEXT,
  ShortOverview TEXT, Type TEXT NOT NULL, UserId TEXT NOT NULL, ItemId TEXT, DateCreated TEXT NOT NULL,
  LogSeverity INTEGER NOT NULL, RowVersion INTEGER NOT NULL
);
CREATE INDEX IX_ActivityLogs_DateCreated ON ActivityLogs (DateCreated);
CREATE TABLE Devices (
  Id INTEGER NOT NULL CONSTRAINT PK_Devices PRIMARY KEY AUTOINCREMENT,
  UserId TEXT NOT NULL CONSTRAINT FK_Devices_Users_UserId REFERENCES Users (Id) ON DELETE CASCADE,
  AccessToken TEXT NOT NULL, AppName TEXT NOT NULL, AppVersion TEXT NOT NULL, DeviceName TEXT NOT NULL,
  DeviceId TEXT NOT NULL, IsActive INTEGER NOT NULL, DateCreated TEXT NOT NULL, DateModified TEXT NOT NULL,
  DateLastActivity TEXT NOT NULL
);
CREATE TABLE ApiKeys (
  Id INTEGER NOT NULL CONSTRAINT PK_ApiKeys PRIMARY KEY AUTOINCREMENT, DateCreated TEXT NOT NULL,
  DateLastActivity TEXT NOT NULL, Name TEXT NOT NULL, AccessToken TEXT NOT NULL
);
CREATE TABLE TypedBaseItems (
  guid GUID PRIMARY KEY NOT NULL, type TEXT NOT NULL, data BLOB NULL,
  ParentId GUID NULL REFERENCES TypedBaseItems (guid), Path TEXT NULL, StartDate DATETIME, EndDate DATETIME,
  ChannelId TEXT, IsMovie BIT, CommunityRating FLOAT, CustomRating TEXT, IndexNumber INT, IsLocked BIT, Name TEXT,
  OfficialRating TEXT, MediaType TEXT, Overview TEXT, ParentIndexNumber INT, PremiereDate DATETIME,
  ProductionYear INT, Genres TEXT, SortName TEXT, ForcedSortName TEXT, RunTimeTicks BIGINT, DateCreated DATETIME,
  DateModified DATETIME, IsSeries BIT, EpisodeTitle TEXT, IsRepeat BIT, PreferredMetadataLanguage TEXT,
  PreferredMetadataCountryCode TEXT, DateLastRefreshed DATETIME, DateLastSaved DATETIME, IsInMixedFolder BIT,
  LockedFields TEXT, Studios TEXT, Audio TEXT, ExternalServiceId TEXT, Tags TEXT, IsFolder BIT,
  InheritedParentalRatingValue INT, UnratedType TEXT, TopParentId TEXT, TrailerTypes TEXT, CriticRating FLOAT,
  CleanName TEXT, PresentationUniqueKey TEXT, OriginalTitle TEXT, PrimaryVersionId TEXT, DateLastMediaAdded DATETIME,
  Album TEXT, LUFS FLOAT, NormalizationGain FLOAT, IsVirtualItem BIT, SeriesName TEXT, UserDataKey TEXT,
  SeasonName TEXT, SeasonId GUID REFERENCES TypedBaseItems (guid), SeriesId GUID REFERENCES TypedBaseItems (guid),
  ExternalSeriesId TEXT, Tagline TEXT, ProviderIds TEXT, Images TEXT, ProductionLocations TEXT, ExtraIds TEXT,
  TotalBitrate INT, ExtraType TEXT, Artists TEXT, AlbumArtists TEXT, ExternalId TEXT,
  SeriesPresentationUniqueKey TEXT, ShowId TEXT, OwnerId TEXT, Width INT, Height INT, Size BIGINT
);
CREATE INDEX idx_TypedBaseItems_Type ON TypedBaseItems (type);
CREATE TABLE UserDatas (
  key NVARCHAR NOT NULL, userId INT NOT NULL REFERENCES Users (InternalId), rating FLOAT NULL, played BIT NOT NULL,
  playCount INT NOT NULL, isFavorite BIT NOT NULL, playbackPositionTicks BIGINT NOT NULL, lastPlayedDate DATETIME NULL,
  AudioStreamIndex INT, SubtitleStreamIndex INT, PRIMARY KEY (key, userId)
);
CREATE TABLE ItemValues (
  ItemId GUID NOT NULL REFERENCES TypedBaseItems (guid), Type INT NOT NULL, Value TEXT NOT NULL, CleanValue TEXT
  NOT NULL, PRIMARY KEY (ItemId, Type, Value)
);
CREATE TABLE People (
  ItemId GUID NOT NULL REFERENCES TypedBaseItems (guid), Name TEXT NOT NULL, Role TEXT, PersonType TEXT,
  SortOrder INT, ListOrder INT NOT NULL, PRIMARY KEY (ItemId, ListOrder)
);
CREATE TABLE MediaStreams (
  ItemId GUID NOT NULL REFERENCES TypedBaseItems (guid), StreamIndex INT NOT NULL, StreamType TEXT, Codec TEXT,
  Language TEXT, ChannelLayout TEXT, Profile TEXT, AspectRatio TEXT, Path TEXT, IsInterlaced BIT, BitRate INT NULL,
  Channels INT NULL, SampleRate INT NULL, IsDefault BIT, IsForced BIT, IsExternal BIT, Height INT NULL,
  Width INT NULL, AverageFrameRate FLOAT NULL, RealFrameRate FLOAT NULL, Level FLOAT NULL, PixelFormat TEXT,
  BitDepth INT NULL, IsAnamorphic BIT NULL, RefFrames INT NULL, CodecTag TEXT NULL, Comment TEXT NULL,
  NalLengthSize TEXT NULL, IsAvc BIT NULL, Title TEXT NULL, TimeBase TEXT NULL, CodecTimeBase TEXT NULL,
  ColorPrimaries TEXT NULL, ColorSpace TEXT NULL, ColorTransfer TEXT NULL, PRIMARY KEY (ItemId, StreamIndex)
);
CREATE TABLE PlaybackActivity (
  DateCreated DATETIME NOT NULL, UserId TEXT, ItemId TEXT, ItemType TEXT, ItemName TEXT, PlaybackMethod TEXT,
  ClientName TEXT, DeviceName TEXT, PlayDuration INT
);
"""

DAYS = 90
HALF_WATCHED = ("julien", "Playtime")  # a film stopped part-way, never played through
TICKS = 10_000_000
ENTITIES = "MediaBrowser.Controller.Entities."
SYSTEM = "00000000-0000-0000-0000-000000000000"
# username: (admin, disabled, logged in (False: never), hours watched a week, favourite client, parental limit)
USERS: dict[str, tuple[bool, bool, bool, float, str, int | None]] = {
    "admin": (True, False, True, 0.5, "Jellyfin Web", None),
    "margaux": (True, False, True, 14.0, "Jellyfin Android TV", None),
    "antoine": (False, False, True, 6.0, "Jellyfin Web", None),
    "camille": (False, False, True, 5.0, "Jellyfin Android TV", None),
    "hugo": (False, False, True, 4.0, "Swiftfin", None),
    "ines": (False, False, True, 3.5, "Jellyfin Android TV", None),
    "julien": (False, False, True, 3.0, "Jellyfin Web", None),
    "sophie": (False, False, True, 4.5, "Jellyfin Android", None),
    "leo": (False, False, True, 2.0, "Jellyfin Android TV", 10),
    "paul": (False, True, True, 0.0, "Jellyfin Web", None),
    "projection": (False, True, True, 0.0, "Jellyfin Media Player", None),
    "lucie": (False, False, False, 0.0, "Jellyfin Web", None),
}  # fmt: skip
CLIENTS = {"Jellyfin Android TV": ("Salon TV (Chromecast)", "0.16.8"), "Jellyfin Web": ("Chrome", "10.9.11"),
           "Swiftfin": ("Apple TV", "1.2.1"), "Jellyfin Android": ("Pixel 7", "2.6.1"),
           "Jellyfin Media Player": ("PC-Projection", "1.11.1")}  # fmt: skip
DIRECTORS = {"Jean-Pierre Melville": ("Le Samouraï", "Le Cercle rouge", "L'Armée des ombres", "Le Deuxième Souffle",
                                      "Bob le flambeur", "Un flic", "Le Doulos"),
             "Agnès Varda": ("Cléo de 5 à 7", "Sans toit ni loi", "Les Glaneurs et la Glaneuse", "Le Bonheur"),
             "Jacques Demy": ("Les Parapluies de Cherbourg", "Les Demoiselles de Rochefort", "Lola", "Peau d'âne"),
             "Céline Sciamma": ("Portrait de la jeune fille en feu", "Tomboy", "Bande de filles", "Petite Maman"),
             "Mathieu Kassovitz": ("La Haine", "Assassin(s)", "Les Rivières pourpres"),
             "Jacques Tati": ("Playtime", "Mon oncle", "Les Vacances de M. Hulot"),
             "Claire Denis": ("Beau Travail", "Chocolat", "Trouble Every Day"),
             "Bong Joon-ho": ("Parasite", "Memories of Murder", "Mother"),
             "Denis Villeneuve": ("Dune", "Arrival", "Sicario", "Incendies"),
             "Hayao Miyazaki": ("Le Voyage de Chihiro", "Mon voisin Totoro", "Princesse Mononoké"),
             "Julia Ducournau": ("Titane", "Grave")}  # fmt: skip
GENRES = {"Jean-Pierre Melville": ("Drame", "Crime"), "Agnès Varda": ("Drame", "Documentaire"),
          "Jacques Demy": ("Musique", "Romance"), "Céline Sciamma": ("Drame",), "Mathieu Kassovitz": ("Drame", "Crime"),
          "Jacques Tati": ("Comédie",), "Claire Denis": ("Drame",), "Bong Joon-ho": ("Thriller", "Drame"),
          "Denis Villeneuve": ("Science-Fiction", "Thriller"), "Hayao Miyazaki": ("Animation", "Fantastique"),
          "Julia Ducournau": ("Horreur", "Drame")}  # fmt: skip
UHD = ("Dune", "Arrival", "Sicario", "Parasite", "Playtime", "Le Voyage de Chihiro", "Princesse Mononoké", "Titane",
       "Portrait de la jeune fille en feu", "Petite Maman", "Le Samouraï")  # fmt: skip
FEATURED = "Le Samouraï"
UNWATCHED = ("Trouble Every Day", "Le Deuxième Souffle", "Assassin(s)", "Chocolat")  # nobody has played them
FAVOURITE = "La Haine"
# series: (seasons, episodes a season, minutes, genre)
SERIES = {"Engrenages": (8, 11, 52, "Crime"), "Le Bureau des légendes": (5, 10, 52, "Thriller"),
          "Kaamelott": (2, 20, 4, "Comédie"), "Lupin": (3, 5, 48, "Crime"), "Dix pour cent": (4, 6, 52, "Comédie"),
          "Les Revenants": (2, 8, 52, "Fantastique")}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def moment(day: int, low: int = 1020, high: int = 1380) -> datetime.datetime:
        if day == 0:
            span = int((clock.now - clock.midnight).total_seconds() // 60)
            return clock.now - datetime.timedelta(minutes=rng.randint(1, max(span, 2)), seconds=rng.randrange(60))
        return clock.jittered(rng, day, rng.randint(low, high))

    def ef(when: datetime.datetime) -> str:  # EF Core's DateTime text
        return clock.fmt(when) + f".{rng.randrange(1, 10**7):07d}".rstrip("0")

    def lib(when: datetime.datetime) -> str:  # SqliteItemRepository's DateTime text
        return clock.fmt(when) + f".{rng.randrange(1, 10**7):07d}".rstrip("0") + "Z"

    def guid(text: str) -> uuid.UUID:
        return uuid.UUID(hashlib.md5(f"{seed}:{text}".encode()).hexdigest())

    # users
    user_ids: dict[str, str] = {}
    internal: dict[str, int] = {}
    for k, (name, (admin, disabled, logged, _, _, limit)) in enumerate(USERS.items(), start=1):
        user_ids[name] = str(guid("user:" + name)).upper()
        internal[name] = k
        last_login = None if not logged else ef(moment(-rng.randint(40, 80) if disabled else -rng.randint(0, 3)))
        db.execute(
            "INSERT INTO Users VALUES (?, ?, ?, 0, 'fre', 'Jellyfin.Server.Implementations.Users.DefaultAuthentication"
            "Provider', 'Jellyfin.Server.Implementations.Users.DefaultPasswordResetProvider', ?, ?, ?, ?, 0, 0, 1, "
            "'fre', 0, 0, 0, 1, 1, 1, 1, 0, 1, ?, ?, ?, 0, NULL, 0)",
            (user_ids[name], name, "$PBKDF2-SHA512$iterations=210000$" + hashlib.sha256(name.encode()).hexdigest(),
             5 if name == "paul" else (3 if name == "admin" else 0), last_login, last_login,
             3 if name == "paul" else None, limit, 8_000_000 if name == "sophie" else None, k),
        )  # fmt: skip
        kinds = {0: admin, 1: name == "projection", 2: disabled, 4: name not in ("leo",), 7: True, 10: admin,
                 11: not disabled and name != "leo", 3: admin, 14: True, 16: name != "leo"}  # fmt: skip
        for kind, value in kinds.items():
            db.execute("INSERT INTO Permissions (UserId, Kind, Value, RowVersion) VALUES (?, ?, ?, 0)",
                       (user_ids[name], kind, int(value)))  # fmt: skip
        db.execute("INSERT INTO Preferences (UserId, Kind, Value, RowVersion) VALUES (?, 6, ?, 0)",
                   (user_ids[name], "" if name != "leo" else "films-adultes"))  # fmt: skip
    for day, start, end in ((8, 16.0, 20.5), (9, 9.0, 21.0)):
        db.execute("INSERT INTO AccessSchedules (UserId, DayOfWeek, StartHour, EndHour) VALUES (?, ?, ?, ?)",
                   (user_ids["leo"], day, start, end))  # fmt: skip

    # library: two collection folders, films, series with seasons and episodes
    items: list[dict[str, object]] = []
    streams: list[tuple[object, ...]] = []
    values: list[tuple[str, int, str, str]] = []
    people: list[tuple[str, str, str | None, str, int, int]] = []
    films_root, series_root = guid("films").hex, guid("series").hex

    def item(ident: str, kind: str, name: str, parent: str | None, **more: object) -> None:
        row = {"guid": ident, "type": ENTITIES + kind, "ParentId": parent, "Name": name, "SortName": name.lower(),
               "CleanName": name.lower(), "UserDataKey": ident, "PresentationUniqueKey": ident,
               "IsVirtualItem": 0, "IsFolder": int(kind.endswith(("Folder", "Series", "Season"))), **more}  # fmt: skip
        items.append(row)

    added = clock.at(-DAYS - 300, 600)
    item(films_root, "CollectionFolder", "Films", None, Path="/config/root/default/Films", DateCreated=lib(added))
    item(series_root, "CollectionFolder", "Séries", None, Path="/config/root/default/Séries", DateCreated=lib(added))
    films: dict[str, str] = {}
    film_minutes: dict[str, int] = {}
    film_added: dict[str, int] = {}  # the day each film came into the library
    recent = set(
        rng.sample([t for ts in DIRECTORS.values() for t in ts if t not in (FEATURED, FAVOURITE, *UNWATCHED)], 9)
    )
    for director, titles in DIRECTORS.items():
        for title in titles:
            ident = guid("film:" + title).hex
            films[title] = ident
            minutes = rng.randint(85, 165)
            film_minutes[title] = minutes
            year = rng.randint(1955, 2021)
            uhd = title in UHD
            width, height = (3840, 2160) if uhd else (1920, 1080)
            size = int(minutes * 60 * (42_000_000 if uhd else 9_000_000) / 8)
            film_added[title] = -rng.randint(1, 6) if title in recent else -rng.randint(10, 400)
            when = moment(film_added[title], 60, 1380) if title in recent else clock.at(
                film_added[title], rng.randint(0, 1439))  # fmt: skip
            genres = GENRES[director]
            item(ident, "Movies.Movie", title, films_root, Path=f"/media/films/{title} ({year})/{title}.mkv",
                 IsMovie=1, MediaType="Video", ProductionYear=year, PremiereDate=f"{year}-{rng.randint(1, 12):02d}-01 "
                 "00:00:00Z", CommunityRating=round(rng.uniform(6.4, 8.6), 1), RunTimeTicks=minutes * 60 * TICKS,
                 DateCreated=lib(when), DateModified=lib(when), Genres="|".join(genres), TopParentId=films_root,
                 OfficialRating=rng.choice(("Tous publics", "12", "16")), Width=width, Height=height, Size=size,
                 TotalBitrate=42_000_000 if uhd else 9_000_000,
                 ProviderIds=f"Tmdb={rng.randint(100, 900000)}")  # fmt: skip
            for genre in genres:
                values.append((ident, 2, genre, genre.lower()))
            values.append((ident, 3, rng.choice(("Gaumont", "Pathé", "StudioCanal", "MK2")), "studio"))
            people.append((ident, director, None, "Director", 0, 0))
            for n in range(1, 4):
                people.append((ident, f"Actor {rng.randint(1, 60)}", f"Role {n}", "Actor", n, n))
            codec = "hevc" if uhd or rng.random() < 0.3 else "h264"
            streams.append(
                (
                    ident,
                    0,
                    "Video",
                    codec,
                    None,
                    None,
                    "Main 10" if codec == "hevc" else "High",
                    width,
                    height,
                    "yuv420p10le" if codec == "hevc" else "yuv420p",
                    10 if codec == "hevc" else 8,
                )
            )
            streams.append((ident, 1, "Audio", rng.choice(("eac3", "aac", "truehd", "ac3")), "fre", "5.1", None,
                            None, None, None, None))  # fmt: skip
            streams.append((ident, 2, "Subtitle", "subrip", "eng", None, None, None, None, None, None))
    episodes: dict[str, list[tuple[str, str, int]]] = {}
    for series, (seasons, per, minutes, genre) in SERIES.items():
        sid = guid("series:" + series).hex
        item(sid, "TV.Series", series, series_root, IsSeries=1, Genres=genre, TopParentId=series_root,
             DateCreated=lib(added), CommunityRating=round(rng.uniform(7.0, 8.8), 1))  # fmt: skip
        values.append((sid, 2, genre, genre.lower()))
        episodes[series] = []
        for s in range(1, seasons + 1):
            season = guid(f"season:{series}:{s}").hex
            item(season, "TV.Season", f"Saison {s}", sid, IndexNumber=s, SeriesId=sid, SeriesName=series,
                 TopParentId=series_root, DateCreated=lib(added))  # fmt: skip
            for e in range(1, per + 1):
                ident = guid(f"episode:{series}:{s}:{e}").hex
                virtual = int(series == "Les Revenants" and s == 2 and e > 5)
                item(ident, "TV.Episode", f"Épisode {e}", season, IndexNumber=e, ParentIndexNumber=s,
                     SeasonId=season, SeriesId=sid, SeriesName=series, SeasonName=f"Saison {s}", MediaType="Video",
                     RunTimeTicks=minutes * 60 * TICKS, TopParentId=series_root, IsVirtualItem=virtual,
                     DateCreated=lib(added + datetime.timedelta(days=s * 20 + e)), Width=1920, Height=1080,
                     Size=None if virtual else minutes * 60 * 1_000_000)  # fmt: skip
                if not virtual:
                    episodes[series].append((ident, f"{series} - s{s:02d}e{e:02d} - Épisode {e}", minutes))
                    streams.append((ident, 0, "Video", "h264", None, None, "High", 1920, 1080, "yuv420p", 8))
    columns = sorted({name for row in items for name in row})
    db.executemany(
        f"INSERT INTO TypedBaseItems ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
        [tuple(row.get(name) for name in columns) for row in items],
    )
    db.executemany("INSERT INTO ItemValues VALUES (?, ?, ?, ?)", values)
    db.executemany("INSERT INTO People VALUES (?, ?, ?, ?, ?, ?)", people)
    db.executemany(
        "INSERT INTO MediaStreams (ItemId, StreamIndex, StreamType, Codec, Language, ChannelLayout, Profile, Width, "
        "Height, PixelFormat, BitDepth) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        streams,
    )

    # playbacks: each watcher's evenings; the film of the month played over and over
    plays: list[tuple[datetime.datetime, str, str, str, str, str, str, str, int]] = []
    played: dict[tuple[str, str], tuple[int, datetime.datetime]] = {}
    catalogue = [t for t in films if t != FEATURED]
    hevc_ids = {stream[0] for stream in streams if stream[3] == "hevc"}
    for name, (_, _, _, hours, favourite, _) in USERS.items():
        if not hours:
            continue
        for day in range(-DAYS, 1):
            weights = [0.0 if t in UNWATCHED or film_added[t] > day else 3.0 if t == FAVOURITE else 1.0
                       for t in catalogue]  # fmt: skip
            budget = rng.gauss(hours / 7 * 60, 20)
            while budget > 30:
                if rng.random() >= (0.3 if name == "leo" else 0.5):  # a film, else an episode
                    title = FEATURED if (day >= -30 and rng.random() < 0.2) else rng.choices(catalogue, weights)[0]
                    if name == "leo":
                        title = rng.choice(DIRECTORS["Hayao Miyazaki"] + DIRECTORS["Jacques Tati"])
                    if (name, title) == HALF_WATCHED:
                        continue  # he stopped it part-way and has not gone back to it (its UserDatas row below)
                    ident, label, minutes, itype = films[title], title, film_minutes[title], "Movie"
                else:
                    series = rng.choices(list(SERIES), weights=(3, 2, 1, 1.5, 1, 0.5))[0]
                    ident, label, minutes = rng.choice(episodes[series])
                    itype = "Episode"
                watched = min(minutes, max(5, int(rng.gauss(minutes * 0.9, minutes * 0.15))))
                budget -= watched
                client = favourite if rng.random() < 0.75 else rng.choice(list(CLIENTS))
                hevc = ident in hevc_ids
                if client == "Jellyfin Web" and (hevc or rng.random() < 0.35):
                    method = "Transcode (v:hevc a:eac3)" if hevc else "Transcode (v:direct a:aac)"
                else:
                    method = "DirectPlay" if rng.random() < 0.8 else "DirectStream"
                when = moment(day, 1080, 1380)
                plays.append((when, user_ids[name].replace("-", "").lower(), ident, itype, label, method, client,
                              CLIENTS[client][0], watched * 60))  # fmt: skip
                count, last = played.get((name, ident), (0, when))
                played[(name, ident)] = (count + 1, max(last, when))
    plays.sort(key=lambda row: row[0])
    db.executemany(
        "INSERT INTO PlaybackActivity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(clock.fmt(row[0]) + f".{rng.randrange(10**7):07d}", *row[1:]) for row in plays],
    )
    for (name, ident), (count, last) in sorted(played.items()):
        fan = int(ident == films[FAVOURITE] and name not in ("leo",)) or int(rng.random() < 0.03)
        db.execute("INSERT INTO UserDatas VALUES (?, ?, NULL, 1, ?, ?, 0, ?, 1, -1)",
                   (ident, internal[name], count, fan, lib(last)))  # fmt: skip
    db.execute("INSERT INTO UserDatas VALUES (?, ?, NULL, 0, 0, 0, ?, NULL, NULL, NULL)",
               (films[HALF_WATCHED[1]], internal[HALF_WATCHED[0]], 41 * 60 * TICKS))  # fmt: skip

    # activity log: sessions and playbacks, sign-ins, the password guesser, Paul's lock-out, plugin updates
    log: list[tuple[datetime.datetime, str, str | None, str, str, str | None, int]] = []
    for when, user, ident, _, label, _, _, device, _ in plays:
        name = next(n for n, i in user_ids.items() if i.replace("-", "").lower() == user)
        log.append((when, f"{name} is playing {label} on {device}", None, "VideoPlayback", user_ids[name], ident, 2))
    for name, (_, disabled, logged, hours, favourite, _) in USERS.items():
        if not logged or disabled:
            continue
        for day in range(-DAYS, 1):
            if (hours and rng.random() < 0.35) or (name == "admin" and rng.random() < 0.1):
                when = moment(day, 1000, 1300)
                ip = f"192.168.1.{20 + internal[name]}"
                log.append((when, f"{name} has authenticated successfully", f"IP address: {ip}",
                            "AuthenticationSucceeded", user_ids[name], None, 2))  # fmt: skip
                log.append((when, f"{name} is online from {favourite}", None, "SessionStarted", user_ids[name],
                            None, 2))  # fmt: skip
    for day in (-2, -1, 0):
        for _ in range(14):
            when = moment(day, 0, 1439)
            log.append((when, "Failed login try from admin", "IP address: 203.0.113.77", "AuthenticationFailed",
                        SYSTEM, None, 3))  # fmt: skip
    for day in range(-DAYS, -3):
        if rng.random() < 0.08:
            who = rng.choice(("camille", "hugo", "sophie"))
            log.append((moment(day), f"Failed login try from {who}", f"IP address: 192.168.1.{20 + internal[who]}",
                        "AuthenticationFailed", SYSTEM, None, 3))  # fmt: skip
    paul = moment(-44)
    for k in range(3):
        log.append((paul + datetime.timedelta(seconds=20 * k), "Failed login try from paul",
                    "IP address: 192.168.1.30", "AuthenticationFailed", SYSTEM, None, 3))  # fmt: skip
    log.append((paul + datetime.timedelta(minutes=1), "User paul has been locked out", None, "UserLockedOut",
                user_ids["paul"], None, 4))  # fmt: skip
    for day, plugin in ((-60, "Playback Reporting"), (-33, "Open Subtitles"), (-8, "Intro Skipper")):
        log.append((moment(day), f"{plugin} was installed", None, "PluginInstalled", SYSTEM, None, 2))
    log.sort(key=lambda row: row[0])
    db.executemany(
        "INSERT INTO ActivityLogs (Name, Overview, ShortOverview, Type, UserId, ItemId, DateCreated, LogSeverity, "
        "RowVersion) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, 0)",
        [(name, short, kind, user, item_id, ef(when), severity) for when, name, short, kind, user, item_id, severity
         in log],
    )  # fmt: skip

    # devices and API keys
    for name, (_, disabled, logged, hours, favourite, _) in USERS.items():
        if not logged:
            continue
        for client in sorted({favourite, "Jellyfin Web"} if hours else {favourite}):
            device, version = CLIENTS[client]
            last = moment(-rng.randint(62, 85) if disabled else -rng.randint(0, 4))
            db.execute(
                "INSERT INTO Devices (UserId, AccessToken, AppName, AppVersion, DeviceName, DeviceId, IsActive, "
                "DateCreated, DateModified, DateLastActivity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (user_ids[name], uuid.UUID(int=rng.getrandbits(128)).hex, client, version, device,
                 hashlib.sha1(f"{name}{client}".encode()).hexdigest()[:16], int(not disabled), ef(moment(-DAYS)),
                 ef(last), ef(last)),
            )  # fmt: skip
    for name, used in (("Sonarr", -1), ("Radarr", 0), ("Home Assistant", -2), ("Old Kodi sync", -120),
                       ("Jellyseerr test", -95)):  # fmt: skip
        db.execute("INSERT INTO ApiKeys (DateCreated, DateLastActivity, Name, AccessToken) VALUES (?, ?, ?, ?)",
                   (ef(moment(-200)), ef(moment(used)), name, uuid.UUID(int=rng.getrandbits(128)).hex))  # fmt: skip
    close_checked(db, "mediaserver")
