"""A game studio's team chat (Larkspur Games, Dublin and Montréal) as the SQLite copy of a Mattermost 9 database, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): posts fill the last 60 days,
accounts were created up to 700 days back, on a one-minute grid counted from today's midnight (plus a drawn number of
milliseconds), and nothing happens after ``now``, so two builds with the same seed and ``now`` values a whole number
of days apart give the same answers to relative-time questions.

The tables are Mattermost's, as its migrations create them (PascalCase tables and columns, 26-character
lower-case ``Id`` keys): ``Teams`` (``Type`` ``O`` open, ``I`` invite only), ``Users`` (people, guests and bots
alike; ``Roles`` a space-separated list such as ``system_user``, ``system_admin system_user``, ``system_guest``;
``Position`` the job title; there is no bot flag: a bot is a user with a row in ``Bots``), ``Bots``, ``TeamMembers``,
``Channels`` (``Type`` ``O`` public, ``P`` private, ``D`` direct message between two users, whose ``TeamId`` is the
empty string and ``Name`` the two user ids joined by ``__``, ``G`` group message; ``Name`` the URL handle such as
``qa-bugs``, ``DisplayName`` the shown name), ``ChannelMembers``, ``Posts`` (``RootId`` the thread's first post, or
the empty string for a post that starts a thread; ``Type`` the empty string for a message someone wrote and
``system_join_channel``, ``system_leave_channel``, ``system_header_change`` for the messages Mattermost itself adds;
``IsPinned`` and ``HasReactions`` 0/1), ``Reactions`` (``EmojiName`` without colons: ``+1``, ``white_check_mark``,
``eyes``...), ``FileInfo`` (attachments, ``Size`` in bytes) and ``Status`` (``online``, ``away``, ``dnd``,
``offline``; ``LastActivityAt``).

**Time is epoch milliseconds** everywhere (``CreateAt``, ``UpdateAt``, ``EditAt``, ``LastActivityAt``...), and
**``DeleteAt`` is 0 while a row is live**: a deactivated account, an archived channel, a deleted post or a removed
reaction has the time of its deletion there. Mattermost declares no foreign keys; this copy declares those the data
always fills (the empty ``RootId`` and ``TeamId`` strings are left without one).

Planted signals:

* ``qa-bugs`` is by far the busiest channel of the last 7 days (the release crunch of "Hollowmere"), and Aoife
  Brennan (QA lead) writes the most messages of anyone over the last 30 days; the Jenkins bot posts more than the
  other two bots together;
* four people who joined in the last 10 days have never written a message (only Mattermost's own "joined the
  channel" posts carry their names);
* ``book-club`` and ``board-games`` have had no message in the last 30 days; ``hackathon-2024`` is archived;
* ``+1`` is the most used reaction, ``white_check_mark`` second; threads in ``qa-bugs`` get their first reply
  fastest;
* five accounts are deactivated, four Pixelforge artists are guests, three people are on do-not-disturb, and three
  have not been active for more than 30 days (on leave);
* ``art`` shares the most file bytes; ``announcements`` holds the pinned posts.
"""

from __future__ import annotations

import datetime
import json
import pathlib
import random
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE Teams (Id VARCHAR(26) PRIMARY KEY, CreateAt BIGINT, UpdateAt BIGINT, DeleteAt BIGINT,
  DisplayName VARCHAR(64), Name VARCHAR(64) UNIQUE, Description VARCHAR(255), Email VARCHAR(128), Type VARCHAR(255),
  CompanyName VARCHAR(64), AllowedDomains TEXT, InviteId VARCHAR(32), AllowOpenInvite BOOLEAN,
  LastTeamIconUpdate BIGINT, SchemeId VARCHAR(26), GroupConstrained BOOLEAN, CloudLimitsArchived BOOLEAN NOT NULL);
CREATE TABLE Users (Id VARCHAR(26) PRIMARY KEY, CreateAt BIGINT, UpdateAt BIGINT, DeleteAt BIGINT,
  Username VARCHAR(64) UNIQUE, Password VARCHAR(128), AuthData VARCHAR(128), AuthService VARCHAR(32),
  Email VARCHAR(128) UNIQUE, EmailVerified BOOLEAN, Nickname VARCHAR(64), FirstName VARCHAR(64),
  LastName VARCHAR(64), Position VARCHAR(128), Roles TEXT, AllowMarketing BOOLEAN, Props TEXT, NotifyProps TEXT,
  LastPasswordUpdate BIGINT, LastPictureUpdate BIGINT, FailedAttempts INTEGER, Locale VARCHAR(5), Timezone TEXT,
  MfaActive BOOLEAN, MfaSecret VARCHAR(128), RemoteId VARCHAR(26), LastLogin BIGINT NOT NULL DEFAULT 0);
CREATE TABLE Bots (UserId VARCHAR(26) PRIMARY KEY REFERENCES Users(Id), Description TEXT,
  OwnerId VARCHAR(190), LastIconUpdate BIGINT, CreateAt BIGINT, UpdateAt BIGINT, DeleteAt BIGINT);
CREATE TABLE TeamMembers (TeamId VARCHAR(26) NOT NULL REFERENCES Teams(Id), UserId VARCHAR(26) NOT NULL
  REFERENCES Users(Id), Roles VARCHAR(64), DeleteAt BIGINT, SchemeUser BOOLEAN, SchemeAdmin BOOLEAN,
  SchemeGuest BOOLEAN, CreateAt BIGINT DEFAULT 0, PRIMARY KEY (TeamId, UserId));
CREATE TABLE Channels (Id VARCHAR(26) PRIMARY KEY, CreateAt BIGINT, UpdateAt BIGINT, DeleteAt BIGINT,
  TeamId VARCHAR(26), Type VARCHAR(1), DisplayName VARCHAR(64), Name VARCHAR(64), Header TEXT, Purpose VARCHAR(250),
  LastPostAt BIGINT, TotalMsgCount BIGINT, ExtraUpdateAt BIGINT, CreatorId VARCHAR(26), SchemeId VARCHAR(26),
  GroupConstrained BOOLEAN, Shared BOOLEAN, TotalMsgCountRoot BIGINT, LastRootPostAt BIGINT DEFAULT 0,
  UNIQUE (Name, TeamId));
CREATE TABLE ChannelMembers (ChannelId VARCHAR(26) NOT NULL REFERENCES Channels(Id), UserId VARCHAR(26) NOT NULL
  REFERENCES Users(Id), Roles VARCHAR(64), LastViewedAt BIGINT, MsgCount BIGINT, MentionCount BIGINT,
  NotifyProps TEXT, LastUpdateAt BIGINT, SchemeUser BOOLEAN, SchemeAdmin BOOLEAN, SchemeGuest BOOLEAN,
  MentionCountRoot BIGINT, MsgCountRoot BIGINT, UrgentMentionCount BIGINT, PRIMARY KEY (ChannelId, UserId));
CREATE TABLE Posts (Id VARCHAR(26) PRIMARY KEY, CreateAt BIGINT, UpdateAt BIGINT, EditAt BIGINT, DeleteAt BIGINT,
  IsPinned BOOLEAN, UserId VARCHAR(26) REFERENCES Users(Id), ChannelId VARCHAR(26) REFERENCES Channels(Id),
  RootId VARCHAR(26), OriginalId VARCHAR(26), Message TEXT, Type VARCHAR(26), Props TEXT, Hashtags TEXT,
  Filenames TEXT, FileIds VARCHAR(300), HasReactions BOOLEAN, RemoteId VARCHAR(26));
CREATE TABLE Reactions (UserId VARCHAR(26) NOT NULL REFERENCES Users(Id), PostId VARCHAR(26) NOT NULL
  REFERENCES Posts(Id), EmojiName VARCHAR(64) NOT NULL, CreateAt BIGINT, UpdateAt BIGINT, DeleteAt BIGINT,
  RemoteId VARCHAR(26), ChannelId VARCHAR(26) NOT NULL DEFAULT '', PRIMARY KEY (PostId, UserId, EmojiName));
CREATE TABLE FileInfo (Id VARCHAR(26) PRIMARY KEY, CreatorId VARCHAR(26) REFERENCES Users(Id),
  PostId VARCHAR(26) REFERENCES Posts(Id), ChannelId VARCHAR(26) REFERENCES Channels(Id), CreateAt BIGINT,
  UpdateAt BIGINT, DeleteAt BIGINT, Path TEXT, ThumbnailPath TEXT, PreviewPath TEXT, Name TEXT, Extension VARCHAR(64),
  Size BIGINT, MimeType TEXT, Width INTEGER, Height INTEGER, HasPreviewImage BOOLEAN, MiniPreview BLOB, Content TEXT,
  RemoteId VARCHAR(26), Archived BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE Status (UserId VARCHAR(26) PRIMARY KEY REFERENCES Users(Id), Status VARCHAR(32), Manual BOOLEAN,
  LastActivityAt BIGINT, DNDEndTime BIGINT, PrevStatus VARCHAR(32));
CREATE INDEX idx_posts_channel_id_update_at ON Posts (ChannelId, UpdateAt);
CREATE INDEX idx_posts_create_at ON Posts (CreateAt);
CREATE INDEX idx_posts_root_id_delete_at ON Posts (RootId, DeleteAt);
"""

ALPHABET = "ybndrfg8ejkmcpqxot1uwisza345h769"  # Mattermost's base32 for new ids
FIRST = ["Aoife", "Ciaran", "Niamh", "Liam", "Saoirse", "Cian", "Roisin", "Eoin", "Orla", "Darragh", "Siobhan",
         "Padraig", "Gabrielle", "Mathieu", "Chloe", "Olivier", "Camille", "Etienne", "Juliette", "Antoine", "Lea",
         "Maxime", "Ines", "Hugo", "Priya", "Kenji", "Fatima", "Tomasz", "Elena", "Dmitri", "Grace", "Marcus",
         "Sofia", "Jonas", "Amara", "Rafael"]  # fmt: skip
LAST = ["Murphy", "Kelly", "Byrne", "Ryan", "Walsh", "Doyle", "Tremblay", "Roy", "Gagnon", "Bouchard", "Lavoie",
        "Fortin", "Okafor", "Sato", "Kowalski", "Novak", "Haddad", "Silva", "Moreau", "Lindqvist", "Farrell",
        "Quinn", "Pelletier", "Mensah"]  # fmt: skip
# department -> (job titles, people)
DEPARTMENTS: dict[str, tuple[list[str], int]] = {
    "Engineering": (["Gameplay Programmer", "Engine Programmer", "Tools Programmer", "Senior Programmer"], 20),
    "Art": (["Environment Artist", "Character Artist", "Technical Artist", "Art Director"], 13),
    "Design": (["Level Designer", "Game Designer", "Narrative Designer"], 8),
    "QA": (["QA Tester", "QA Analyst"], 7),
    "Production": (["Producer", "Associate Producer"], 5),
    "Marketing": (["Community Manager", "Marketing Manager"], 6),
    "Leadership": (["Studio Director"], 3),
    "People": (["People Partner"], 2),
    "IT": (["IT Administrator"], 3),
}
NEW_HIRES = [("ronan.hegarty", "Ronan", "Hegarty", "Engineering", "Gameplay Programmer"),
             ("zoe.castillo", "Zoe", "Castillo", "Art", "Environment Artist"),
             ("felix.brandt", "Felix", "Brandt", "QA", "QA Tester"),
             ("ama.owusu", "Ama", "Owusu", "Design", "Level Designer")]  # fmt: skip
LEAVERS = ["declan.foley", "sarah.nguyen", "pierre.dubois", "kasia.lewandowska", "tom.adler"]
GUESTS = ["pf.marta.ruiz", "pf.ivan.petrov", "pf.lena.vogel", "pf.sam.okoye"]
ON_LEAVE = ["sinead.kavanagh", "luc.gagnon", "mei.tanaka"]
DND = ["mathieu.roy", "grace.farrell", "orla.walsh"]
# channel handle -> (display name, type, departments that join it ("*" everyone), root posts a weekday)
CHANNELS: dict[str, tuple[str, str, list[str], float]] = {
    "town-square": ("Town Square", "O", ["*"], 4.0),
    "off-topic": ("Off-Topic", "O", ["*"], 6.0),
    "announcements": ("Announcements", "O", ["*"], 0.4),
    "engineering": ("Engineering", "O", ["Engineering", "QA", "Production", "IT"], 9.0),
    "art": ("Art", "O", ["Art", "Design", "Production"], 7.0),
    "design": ("Design", "O", ["Design", "Production", "Art"], 4.0),
    "qa-bugs": ("QA & Bugs", "O", ["QA", "Engineering", "Production", "Design"], 5.0),
    "build-status": ("Build Status", "O", ["Engineering", "QA"], 0.0),
    "releases": ("Releases", "O", ["Production", "Engineering", "QA", "Marketing", "Leadership"], 0.8),
    "incidents": ("Incidents", "O", ["IT", "Engineering"], 0.6),
    "marketing": ("Marketing", "O", ["Marketing", "Leadership", "Production"], 3.0),
    "dublin-office": ("Dublin Office", "O", ["*"], 1.2),
    "montreal-office": ("Montréal Office", "O", ["*"], 1.0),
    "book-club": ("Book Club", "O", ["Design", "Art", "People"], 0.3),
    "board-games": ("Board Games", "O", ["Engineering", "QA"], 0.3),
    "hackathon-2024": ("Hackathon 2024", "O", ["Engineering", "Design", "Art"], 0.0),
    "leadership": ("Leadership", "P", ["Leadership", "People"], 1.5),
    "people-team": ("People Team", "P", ["People", "Leadership"], 0.8),
}
EMOJI = [("+1", 10.0), ("white_check_mark", 5.0), ("eyes", 3.0), ("joy", 2.5), ("heart", 2.0), ("tada", 1.5),
         ("fire", 1.0), ("pray", 0.8), ("bug", 0.7)]  # fmt: skip
REPLY_MINUTES = {"qa-bugs": (2, 25), "engineering": (5, 90), "incidents": (3, 40)}


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    midnight_ms = int((clock.midnight - datetime.datetime(1970, 1, 1)).total_seconds()) * 1000
    now_ms = int((clock.now - datetime.datetime(1970, 1, 1)).total_seconds()) * 1000

    def ms(day: int, minute: int) -> int:
        return midnight_ms + (day * 1440 + minute) * 60000 + rng.randint(0, 59999)

    def new_id() -> str:
        return "".join(rng.choice(ALPHABET) for _ in range(26))

    db = new_database(path, SCHEMA)
    teams = {"larkspur": new_id(), "pixelforge-collab": new_id()}
    db.execute(
        "INSERT INTO Teams VALUES (?, ?, ?, 0, 'Larkspur Games', 'larkspur', 'The studio', 'it@larkspur.example', 'I',"
        " 'Larkspur Games Ltd', 'larkspur.example', ?, 0, 0, NULL, 0, 0)",
        (teams["larkspur"], ms(-700, 600), ms(-200, 600), new_id()),
    )
    db.execute(
        "INSERT INTO Teams VALUES (?, ?, ?, 0, 'Pixelforge Collab', 'pixelforge-collab', 'Outsourced art', "
        "'it@larkspur.example', 'I', '', '', ?, 0, 0, NULL, 0, 0)",
        (teams["pixelforge-collab"], ms(-300, 600), ms(-300, 600), new_id()),
    )

    # ---- people, guests, bots
    users: dict[str, dict[str, Any]] = {}

    def add_user(username: str, first: str, last: str, dept: str, position: str, roles: str, created: int,
                 deleted: int = 0) -> str:  # fmt: skip
        uid = new_id()
        users[username] = {"id": uid, "dept": dept, "created": created, "deleted": deleted, "roles": roles}
        props = json.dumps({"customStatus": ""}) if dept != "bot" else "{}"
        db.execute(
            "INSERT INTO Users VALUES (?, ?, ?, ?, ?, ?, '', '', ?, 1, '', ?, ?, ?, ?, 0, ?, ?, ?, ?, 0, ?, ?, ?, '',"
            " NULL, ?)",
            (uid, created, max(created, deleted), deleted, username, "" if dept == "bot" else "$2a$10$...",
             f"{username}@{'pixelforge' if dept == 'Guest' else 'larkspur'}.example", first, last, position, roles,
             props, json.dumps({"email": "true", "push": "mention"}), created, created,
             "fr" if last in ("Tremblay", "Roy", "Gagnon", "Bouchard", "Lavoie", "Fortin", "Pelletier") else "en",
             json.dumps({"automaticTimezone": "Europe/Dublin", "useAutomaticTimezone": "true"}),
             int(roles.startswith("system_admin")), 0 if dept == "bot" else created),
        )  # fmt: skip
        return uid

    used: set[str] = set()
    people: list[str] = []
    for dept, (titles, count) in DEPARTMENTS.items():
        for k in range(count):
            while True:
                first, last = rng.choice(FIRST), rng.choice(LAST)
                username = f"{first.lower()}.{last.lower()}"
                if username not in used:
                    break
            if dept == "QA" and k == 0:
                first, last, username = "Aoife", "Brennan", "aoife.brennan"
            used.add(username)
            roles = "system_admin system_user" if dept == "IT" and k == 0 else "system_user"
            add_user(username, first, last, dept, titles[0] if k == 0 else rng.choice(titles), roles,
                     ms(-rng.randint(60, 700), rng.randint(480, 1080)))  # fmt: skip
            people.append(username)
    for username in ON_LEAVE + DND:
        if username not in users:
            first, last = (part.capitalize() for part in username.split("."))
            dept = rng.choice(["Engineering", "Art", "Design"])
            add_user(username, first, last, dept, DEPARTMENTS[dept][0][0], "system_user",
                     ms(-rng.randint(100, 600), 600))  # fmt: skip
            people.append(username)
    for username, first, last, dept, position in NEW_HIRES:
        add_user(username, first, last, dept, position, "system_user", ms(-rng.randint(2, 9), 540))
    for username in LEAVERS:
        first, last = (part.capitalize() for part in username.split("."))
        dept = rng.choice(["Engineering", "Art", "QA", "Marketing"])
        add_user(username, first, last, dept, DEPARTMENTS[dept][0][0], "system_user",
                 ms(-rng.randint(300, 700), 600), ms(-rng.randint(5, 80), 1000))  # fmt: skip
    for username in GUESTS:
        _, first, last = username.split(".")
        add_user(username, first.capitalize(), last.capitalize(), "Guest", "Outsourced Artist", "system_guest",
                 ms(-rng.randint(100, 250), 600))  # fmt: skip
    admin = next(name for name in people if users[name]["roles"] == "system_admin system_user")
    for username, description in [("jenkins", "Build results from Jenkins"), ("jira", "Jira issue updates"),
                                  ("standup-bot", "Daily stand-up reminders")]:  # fmt: skip
        uid = add_user(username, "", "", "bot", "", "system_user", ms(-400, 600))
        db.execute(
            "INSERT INTO Bots VALUES (?, ?, ?, 0, ?, ?, 0)",
            (uid, description, users[admin]["id"], ms(-400, 600), ms(-400, 600)),
        )
    live = [name for name in people]  # established, active people
    for name in people + [h[0] for h in NEW_HIRES] + LEAVERS:
        info = users[name]
        db.execute(
            "INSERT INTO TeamMembers VALUES (?, ?, ?, ?, 1, ?, 0, ?)",
            (teams["larkspur"], info["id"], "team_user", info["deleted"], int(info["dept"] == "Leadership"),
             info["created"]),
        )  # fmt: skip
    for name in [*GUESTS, "aoife.brennan", admin, *[p for p in people if users[p]["dept"] == "Art"][:3]]:
        info = users[name]
        db.execute(
            "INSERT INTO TeamMembers VALUES (?, ?, ?, 0, ?, 0, ?, ?)",
            (teams["pixelforge-collab"], info["id"], "" if name in GUESTS else "team_user", int(name not in GUESTS),
             int(name in GUESTS), info["created"]),
        )  # fmt: skip
    for bot in ("jenkins", "jira", "standup-bot"):
        db.execute(
            "INSERT INTO TeamMembers VALUES (?, ?, 'team_user', 0, 1, 0, 0, ?)",
            (teams["larkspur"], users[bot]["id"], users[bot]["created"]),
        )

    # ---- channels and members
    channel: dict[str, str] = {}
    members: dict[str, list[str]] = {}
    for handle, (_, _, depts, _) in CHANNELS.items():
        cid = new_id()
        channel[handle] = cid
        crowd = [p for p in live if "*" in depts or users[p]["dept"] in depts]
        if handle in ("book-club", "board-games"):
            crowd = rng.sample(crowd, 9)
        crowd += [h[0] for h in NEW_HIRES if "*" in depts or h[3] in depts]
        if handle == "build-status":
            crowd.append("jenkins")
        if handle == "qa-bugs":
            crowd.append("jira")
        if handle == "engineering":
            crowd.append("standup-bot")
        members[handle] = crowd
    for handle in ("pixelforge-art", "pf-town-square"):
        channel[handle] = new_id()
    members["pixelforge-art"] = [*GUESTS, "aoife.brennan", *[p for p in live if users[p]["dept"] == "Art"][:3]]
    members["pf-town-square"] = [*list(members["pixelforge-art"]), admin]

    # direct and group messages
    dm_pairs: list[tuple[str, str]] = []
    while len(dm_pairs) < 70:
        a, b = sorted(rng.sample(live, 2))
        if (a, b) not in dm_pairs:
            dm_pairs.append((a, b))
    groups = [rng.sample(live, rng.randint(3, 5)) for _ in range(6)]

    # ---- posts
    posts: list[tuple[str, int, str, str, str, str, str]] = []  # Id, CreateAt, author, channel handle, RootId, Type,
    # Message
    weights = {name: rng.uniform(0.4, 2.0) for name in live}
    weights["aoife.brennan"] = 5.0
    for name in ON_LEAVE:
        weights[name] = 0.6

    def author(handle: str, day: int) -> str:
        crowd = [p for p in members[handle] if p in weights and not (p in ON_LEAVE and day > -35)]
        chosen: str = rng.choices(crowd, weights=[weights[p] for p in crowd])[0]
        return chosen

    def add_post(handle: str, who: str, at: int, root: str = "", kind: str = "", text: str = "") -> str:
        pid = new_id()
        posts.append((pid, at, who, handle, root, kind, text))
        return pid

    message_words = ["build", "crash", "level", "shader", "lighting", "repro", "fixed", "merge", "sprint", "asset",
                     "texture", "playtest", "boss", "checkpoint", "save", "menu", "audio", "patch"]  # fmt: skip
    for day in range(-60, 1):
        factor = 1.0  # every day alike (a studio across two time zones, and builds a day apart must agree)
        for handle, (_, _, _, rate) in CHANNELS.items():
            if handle in ("book-club", "board-games") and day > -35:
                continue
            boost = 4.0 if handle == "qa-bugs" and day > -7 else 1.0
            roots = int(rate * factor * boost * rng.uniform(0.6, 1.4) + rng.random())
            for _ in range(roots):
                minute = rng.randint(8 * 60, 18 * 60)
                at = ms(day, minute)
                if at > now_ms:
                    continue
                who = author(handle, day)
                text = " ".join(rng.sample(message_words, 4))
                root = add_post(handle, who, at, text=text)
                replies = rng.choice([0, 0, 1, 2, 3, 5]) if handle != "announcements" else rng.choice([0, 1, 2])
                low, high = REPLY_MINUTES.get(handle, (10, 240))
                reply_at = at
                for k in range(replies):
                    reply_at += rng.randint(low, high) * 60000 if k == 0 else rng.randint(1, 60) * 60000
                    if reply_at > now_ms:
                        break
                    add_post(handle, author(handle, day), reply_at, root=root, text="re: " + text)
        # bots
        for handle, bot, count in [
            ("build-status", "jenkins", 24),
            ("qa-bugs", "jira", 9),
            ("engineering", "standup-bot", 1),
        ]:
            for k in range(count):
                at = ms(day, 30 + k * (1380 // count))
                if at <= now_ms:
                    add_post(handle, bot, at, text=f"{bot} update #{day * 100 + k}")
        # direct and group messages
        for a, b in rng.sample(dm_pairs, int(18 * factor)):
            at = ms(day, rng.randint(8 * 60, 19 * 60))
            if at <= now_ms and not ({a, b} & set(ON_LEAVE) and day > -35):
                add_post(f"dm:{a}__{b}", rng.choice([a, b]), at, text="quick question")
        for index, group in enumerate(groups):
            if rng.random() < 0.3 * factor:
                at = ms(day, rng.randint(9 * 60, 18 * 60))
                if at <= now_ms:
                    who = rng.choice([g for g in group if not (g in ON_LEAVE and day > -35)] or group)
                    add_post(f"gm:{index}", who, at, text="lunch?")
        # the outsourced artists
        for _ in range(int(4 * factor)):
            at = ms(day, rng.randint(8 * 60, 17 * 60))
            if at <= now_ms:
                add_post("pixelforge-art", rng.choice(members["pixelforge-art"]), at, text="new turnaround uploaded")
        if day % 3 == 0:
            at = ms(day, 600)
            if at <= now_ms:
                add_post("pf-town-square", rng.choice(members["pf-town-square"]), at, text="weekly sync notes")
    # Mattermost's own posts: the new hires joining their channels, a header change
    for username, _, _, dept, _ in NEW_HIRES:
        joined = int(users[username]["created"]) + 3600_000
        for handle, (_, _, depts, _) in CHANNELS.items():
            if "*" in depts or dept in depts:
                add_post(handle, username, joined, kind="system_join_channel", text=f"@{username} joined the channel.")
                joined += 1000
    add_post("engineering", admin, ms(-12, 610), kind="system_header_change", text="updated the channel header")

    # channels for DMs and GMs
    for a, b in dm_pairs:
        ida, idb = sorted([str(users[a]["id"]), str(users[b]["id"])])
        channel[f"dm:{a}__{b}"] = new_id()
        members[f"dm:{a}__{b}"] = [a, b]
        db.execute(
            "INSERT INTO Channels VALUES (?, ?, ?, 0, '', 'D', '', ?, '', '', 0, 0, 0, ?, NULL, 0, 0, 0, 0)",
            (channel[f"dm:{a}__{b}"], ms(-200, 600), ms(-200, 600), f"{ida}__{idb}", users[a]["id"]),
        )
    for index, group in enumerate(groups):
        channel[f"gm:{index}"] = new_id()
        members[f"gm:{index}"] = group
        db.execute(
            "INSERT INTO Channels VALUES (?, ?, ?, 0, '', 'G', ?, ?, '', '', 0, 0, 0, ?, NULL, 0, 0, 0, 0)",
            (channel[f"gm:{index}"], ms(-150, 600), ms(-150, 600), ", ".join(group),
             "".join(rng.choice("0123456789abcdef") for _ in range(40)), users[group[0]]["id"]),
        )  # fmt: skip
    for handle, (display, kind, _, _) in CHANNELS.items():
        archived = ms(-45, 900) if handle == "hackathon-2024" else 0
        db.execute(
            "INSERT INTO Channels VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, 0, 0, 0, ?, NULL, 0, 0, 0, 0)",
            (channel[handle], ms(-650, 600), max(ms(-650, 600), archived), archived, teams["larkspur"], kind,
             display, handle, f"{display} at Larkspur", users[admin]["id"]),
        )  # fmt: skip
    for handle, display, kind in [("pixelforge-art", "Pixelforge Art", "P"), ("pf-town-square", "Town Square", "O")]:
        db.execute(
            "INSERT INTO Channels VALUES (?, ?, ?, 0, ?, ?, ?, ?, '', '', 0, 0, 0, ?, NULL, 0, 0, 0, 0)",
            (channel[handle], ms(-300, 600), ms(-300, 600), teams["pixelforge-collab"], kind, display,
             "town-square" if handle == "pf-town-square" else handle, users[admin]["id"]),
        )  # fmt: skip

    posts.sort(key=lambda post: (post[1], post[0]))
    post_rows = []
    file_rows = []
    reaction_rows = []
    reactors = live + GUESTS
    for pid, at, who, handle, root, kind, text in posts:
        edited = at + rng.randint(1, 30) * 60000 if kind == "" and rng.random() < 0.06 else 0
        deleted = at + rng.randint(1, 120) * 60000 if kind == "" and rng.random() < 0.01 else 0
        edited, deleted = (edited if edited <= now_ms else 0), (deleted if deleted <= now_ms else 0)
        pinned = int(handle == "announcements" and root == "" and rng.random() < 0.5)
        by_bot = who in ("jenkins", "jira", "standup-bot")
        reacting = kind == "" and not deleted and rng.random() < (0.2 if by_bot else 0.3)
        chosen: set[tuple[str, str]] = set()
        if reacting:
            for _ in range(rng.choice([1, 1, 2, 3])):
                emoji = rng.choices([e for e, _ in EMOJI], weights=[w for _, w in EMOJI])[0]
                if handle == "qa-bugs" and rng.random() < 0.3:
                    emoji = "white_check_mark"
                crowd = [p for p in members.get(handle, reactors) if p in reactors and p != who]
                if crowd:
                    chosen.add((rng.choice(crowd), emoji))
        for reactor, emoji in chosen:
            when = at + rng.randint(1, 90) * 60000
            if when <= now_ms:
                reaction_rows.append((users[reactor]["id"], pid, emoji, when, when, 0, "", channel[handle]))
        file_ids: list[str] = []
        attaching = handle in ("art", "qa-bugs", "pixelforge-art", "design")
        if kind == "" and not by_bot and attaching and rng.random() < 0.12:
            fid = new_id()
            file_ids.append(fid)
            ext, mime, size = {
                "art": ("png", "image/png", rng.randint(8_000_000, 30_000_000)),
                "pixelforge-art": ("psd", "image/vnd.adobe.photoshop", rng.randint(20_000_000, 60_000_000)),
                "design": ("pdf", "application/pdf", rng.randint(300_000, 3_000_000)),
                "qa-bugs": ("mp4", "video/mp4", rng.randint(1_000_000, 9_000_000)),
            }[handle]
            if handle == "pixelforge-art":
                size //= 8
            file_rows.append((fid, users[who]["id"], pid, channel[handle], at, at, 0,
                              f"data/{pid}/{fid}.{ext}", "", "", f"{text.split()[0]}_{fid[:4]}.{ext}", ext, size,
                              mime, 1920 if ext == "png" else 0, 1080 if ext == "png" else 0, int(ext == "png"),
                              None, "", None, 0))  # fmt: skip
        post_rows.append(
            (pid, at, max(at, edited, deleted), edited, deleted, pinned, users[who]["id"], channel[handle], root,
             "", text, kind, "{}", "", "[]", json.dumps(file_ids), int(bool(chosen)), None)
        )  # fmt: skip
    db.executemany("INSERT INTO Posts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", post_rows)
    db.executemany("INSERT INTO Reactions VALUES (?, ?, ?, ?, ?, ?, ?, ?)", reaction_rows)
    db.executemany(
        "INSERT INTO FileInfo VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", file_rows
    )
    db.execute(
        "UPDATE Channels SET TotalMsgCount = (SELECT COUNT(*) FROM Posts p WHERE p.ChannelId = Channels.Id AND"
        " p.DeleteAt = 0), TotalMsgCountRoot = (SELECT COUNT(*) FROM Posts p WHERE p.ChannelId = Channels.Id AND"
        " p.DeleteAt = 0 AND p.RootId = ''), LastPostAt = COALESCE((SELECT MAX(CreateAt) FROM Posts p WHERE"
        " p.ChannelId = Channels.Id), CreateAt), LastRootPostAt = COALESCE((SELECT MAX(CreateAt) FROM Posts p"
        " WHERE p.ChannelId = Channels.Id AND p.RootId = ''), CreateAt)"
    )
    for handle, crowd in members.items():
        cid = channel[handle]
        total = db.execute("SELECT TotalMsgCount FROM Channels WHERE Id = ?", (cid,)).fetchone()[0]
        for name in dict.fromkeys(crowd):
            info = users[name]
            unread = rng.randint(0, 12) if name not in ON_LEAVE else rng.randint(40, 200)
            viewed = now_ms - rng.randint(1, 600) * 60000 if name not in ON_LEAVE else ms(-rng.randint(36, 50), 700)
            admin_flag = int(handle in CHANNELS and name == admin)
            db.execute(
                "INSERT INTO ChannelMembers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0)",
                (cid, info["id"], "channel_user" + (" channel_admin" if admin_flag else ""), viewed,
                 max(0, total - unread), rng.randint(0, 5), json.dumps({"desktop": "default", "mark_unread": "all"}),
                 viewed, int(name not in GUESTS), admin_flag, int(name in GUESTS), max(0, total - unread)),
            )  # fmt: skip

    # ---- status
    for name, info in users.items():
        if info["deleted"] or info["dept"] == "bot":
            continue
        if name in ON_LEAVE:
            status, seen = "offline", ms(-rng.randint(33, 45), 1000)
        elif name in DND:
            status, seen = "dnd", now_ms - rng.randint(1, 50) * 60000
        elif name in [h[0] for h in NEW_HIRES]:
            status, seen = "online", now_ms - rng.randint(1, 20) * 60000
        else:
            status = rng.choice(["online", "away", "offline", "offline"])
            seen = now_ms - rng.randint(1, 60 * 24 * 5) * 60000
        db.execute(
            "INSERT INTO Status VALUES (?, ?, ?, ?, ?, ?)",
            (info["id"], status, int(status == "dnd"), seen, now_ms + 3600_000 if status == "dnd" else 0,
             "online" if status == "dnd" else ""),
        )  # fmt: skip
    close_checked(db, "chat")
