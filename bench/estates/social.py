"""A marine-science community's Mastodon server (tidepool.social, run from Plymouth) as the SQLite copy of its
Mastodon 4.2 database.

Mastodon (Ruby on Rails) keeps its data in PostgreSQL; this is a copy of the tables a server's admins and moderators
ask about, with Mastodon's own names and conventions: ``accounts`` holds the server's own accounts (``domain`` NULL)
beside every remote account it has seen (``domain`` the remote server, such as ``mastodon.social``), and only local
accounts have a ``users`` row (e-mail, sign-ins, ``approved`` false while a sign-up awaits approval in the server's
approval mode, ``disabled``, ``confirmed_at`` NULL until the e-mail is confirmed, ``role_id`` NULL for everyone without
a staff role, otherwise a ``user_roles`` row: Owner, Admin, Moderator; the built-in Everyone role has id -99); bots are
accounts whose ``actor_type`` is ``Service``; a suspended account has ``suspended_at`` (``suspension_origin`` 0 when
this server suspended it), a limited one ``silenced_at``. Posts are ``statuses`` with **Snowflake-style ids** (the
creation time in milliseconds shifted left 16 bits, plus a sequence), ``visibility`` an integer (0 public, 1 unlisted,
2 private, i.e. followers only, 3 direct), a boost a row with ``reblog_of_id`` set and empty ``text``, a reply one with
``in_reply_to_id`` and ``reply`` true, ``local`` true for posts written here and NULL for federated ones, and
``deleted_at`` set on posts deleted but not yet removed; ``status_stats`` and ``account_stats`` hold Mastodon's
denormalised counters. Favourites, follows, mentions, hashtags (``tags`` with lower-case ``name`` and the join table
``statuses_tags``), media attachments (``type`` 0 image, 1 gifv, 2 video, 4 audio; ``file_file_size`` in bytes) follow
Rails' conventions. Moderation: ``reports`` (``account_id`` the reporter, ``target_account_id`` the reported account,
``category`` 0 other, 1000 spam, 1500 legal, 2000 violation of a server rule; ``status_ids`` a PostgreSQL array written
``{1,2}``; ``action_taken_at`` and ``action_taken_by_account_id`` set when a moderator resolved it, NULL while open;
``assigned_account_id`` the moderator who took it), ``report_notes``, ``account_warnings`` (strikes: ``action`` 0 none,
1000 disable, 1500 delete statuses, 2000 mark as sensitive, 3000 limit, 4000 suspend; ``account_id`` the moderator) and
``domain_blocks`` (``severity`` 0 limit, 1 suspend, 2 no-op with ``reject_media``). **Times are PostgreSQL ``timestamp
without time zone`` text in UTC with microseconds** (``2025-03-01 10:00:03.512034``). Mastodon declares most of its
foreign keys; this copy declares those the data always fills.

The server opened 700 days ago; its activity (posts, favourites, follows, reports) fills the last 120 days on a
one-minute grid counted from today's midnight UTC with drawn seconds and microseconds; today's rows all fall before
``now``, and nothing depends on the weekday, so builds a whole number of days apart agree.

Planted signals:

* ``tidebot`` (a ``Service`` account) posts the Plymouth tide table six times a day, unlisted: more posts than anyone;
  among people, ``kelp_kate`` (Kate Lindqvist) posted far more than anyone else in the last 30 days;
* ``dr_nerys``'s humpback-song recording of three days ago has far more favourites than any other post this week;
* ``marine_snow`` (Aiko Tanaka) has by far the most followers of any local account; local users follow more accounts
  on ``mastodon.social`` than on any other server;
* ``#coralbleaching`` is this week's most used hashtag (``#marinebiology`` is the most used over the whole window);
* a spam wave from ``cryptoboost.xyz``: 38 of its accounts reported for spam in the last 30 days, then the domain was
  suspended five days ago (its accounts suspended with it); ``freeairdrop.click`` is suspended too, ``bird.makeup``
  limited, ``pawoo.net`` has its media rejected;
* seven reports are open, two of them nobody has taken; ``marina_costa`` resolved most reports in the last 30 days;
* five sign-ups of the last three days await approval, nine accounts never confirmed their e-mail, three are disabled;
* ``reefcam`` uploads large videos: it holds most of the media storage;
* 118 local users last signed in more than 90 days ago; 48 accounts created in the last 30 days have never posted (the
  five awaiting approval among them).
"""

from __future__ import annotations

import calendar
import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE user_roles (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL DEFAULT '', color VARCHAR NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0, permissions BIGINT NOT NULL DEFAULT 0, highlighted BOOLEAN NOT NULL DEFAULT 0,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL
);
CREATE TABLE accounts (
  id BIGINT PRIMARY KEY, username VARCHAR NOT NULL DEFAULT '', domain VARCHAR, display_name VARCHAR NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '', uri VARCHAR NOT NULL DEFAULT '', url VARCHAR, locked BOOLEAN NOT NULL DEFAULT 0,
  discoverable BOOLEAN, actor_type VARCHAR, suspended_at TIMESTAMP, suspension_origin INTEGER, silenced_at TIMESTAMP,
  sensitized_at TIMESTAMP, memorial BOOLEAN NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX index_accounts_on_username_and_domain_lower
  ON accounts (lower(username), COALESCE(lower(domain), ''));
CREATE TABLE account_stats (
  id INTEGER PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  statuses_count BIGINT NOT NULL DEFAULT 0, following_count BIGINT NOT NULL DEFAULT 0,
  followers_count BIGINT NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  last_status_at TIMESTAMP
);
CREATE UNIQUE INDEX index_account_stats_on_account_id ON account_stats (account_id);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, email VARCHAR NOT NULL DEFAULT '', created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, encrypted_password VARCHAR NOT NULL DEFAULT '',
  sign_in_count INTEGER NOT NULL DEFAULT 0,
  current_sign_in_at TIMESTAMP, last_sign_in_at TIMESTAMP, confirmed_at TIMESTAMP, confirmation_sent_at TIMESTAMP,
  locale VARCHAR, account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  disabled BOOLEAN NOT NULL DEFAULT 0, chosen_languages VARCHAR, approved BOOLEAN NOT NULL DEFAULT 1, sign_up_ip INET,
  role_id BIGINT REFERENCES user_roles (id) ON DELETE SET NULL, otp_required_for_login BOOLEAN NOT NULL DEFAULT 0,
  time_zone VARCHAR
);
CREATE UNIQUE INDEX index_users_on_email ON users (email);
CREATE TABLE statuses (
  id BIGINT PRIMARY KEY, uri VARCHAR, text TEXT NOT NULL DEFAULT '', created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, in_reply_to_id BIGINT REFERENCES statuses (id) ON DELETE SET NULL,
  reblog_of_id BIGINT REFERENCES statuses (id) ON DELETE CASCADE, url VARCHAR, sensitive BOOLEAN NOT NULL DEFAULT 0,
  visibility INTEGER NOT NULL DEFAULT 0, spoiler_text TEXT NOT NULL DEFAULT '', reply BOOLEAN NOT NULL DEFAULT 0,
  language VARCHAR, conversation_id BIGINT, local BOOLEAN,
  account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  in_reply_to_account_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL, deleted_at TIMESTAMP, edited_at TIMESTAMP,
  trendable BOOLEAN, ordered_media_attachment_ids BIGINT[]
);
CREATE INDEX index_statuses_20190820 ON statuses (account_id, id DESC, visibility, updated_at);
CREATE TABLE status_stats (
  id INTEGER PRIMARY KEY, status_id BIGINT NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
  replies_count BIGINT NOT NULL DEFAULT 0, reblogs_count BIGINT NOT NULL DEFAULT 0,
  favourites_count BIGINT NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX index_status_stats_on_status_id ON status_stats (status_id);
CREATE TABLE favourites (
  id INTEGER PRIMARY KEY, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status_id BIGINT NOT NULL REFERENCES statuses (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX index_favourites_on_account_id_and_status_id ON favourites (account_id, status_id);
CREATE TABLE follows (
  id INTEGER PRIMARY KEY, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, show_reblogs BOOLEAN NOT NULL DEFAULT 1,
  uri VARCHAR, notify BOOLEAN NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX index_follows_on_account_id_and_target_account_id ON follows (account_id, target_account_id);
CREATE TABLE mentions (
  id INTEGER PRIMARY KEY, status_id BIGINT REFERENCES statuses (id) ON DELETE CASCADE, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, account_id BIGINT REFERENCES accounts (id) ON DELETE CASCADE,
  silent BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL DEFAULT '', created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, usable BOOLEAN, trendable BOOLEAN, listable BOOLEAN, reviewed_at TIMESTAMP,
  last_status_at TIMESTAMP, display_name VARCHAR
);
CREATE TABLE statuses_tags (
  status_id BIGINT NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
  tag_id BIGINT NOT NULL REFERENCES tags (id) ON DELETE CASCADE, PRIMARY KEY (tag_id, status_id)
);
CREATE TABLE media_attachments (
  id BIGINT PRIMARY KEY, status_id BIGINT REFERENCES statuses (id) ON DELETE SET NULL, file_file_name VARCHAR,
  file_content_type VARCHAR, file_file_size INTEGER, file_updated_at TIMESTAMP, remote_url VARCHAR NOT NULL DEFAULT '',
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, shortcode VARCHAR, type INTEGER NOT NULL DEFAULT 0,
  file_meta JSON, account_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL, description TEXT, blurhash VARCHAR,
  processing INTEGER
);
CREATE TABLE reports (
  id INTEGER PRIMARY KEY, status_ids BIGINT[] NOT NULL DEFAULT '{}', comment TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  action_taken_by_account_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL,
  target_account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  assigned_account_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL, uri VARCHAR,
  forwarded BOOLEAN, category INTEGER NOT NULL DEFAULT 0, action_taken_at TIMESTAMP, rule_ids BIGINT[]
);
CREATE TABLE report_notes (
  id INTEGER PRIMARY KEY, content TEXT NOT NULL, report_id BIGINT NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
CREATE TABLE account_warnings (
  id INTEGER PRIMARY KEY, account_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL,
  target_account_id BIGINT REFERENCES accounts (id) ON DELETE CASCADE, action INTEGER NOT NULL DEFAULT 0,
  text TEXT NOT NULL DEFAULT '', created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  report_id BIGINT REFERENCES reports (id) ON DELETE CASCADE, status_ids VARCHAR[], overruled_at TIMESTAMP
);
CREATE TABLE domain_blocks (
  id INTEGER PRIMARY KEY, domain VARCHAR NOT NULL DEFAULT '', created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, severity INTEGER DEFAULT 0, reject_media BOOLEAN NOT NULL DEFAULT 0,
  reject_reports BOOLEAN NOT NULL DEFAULT 0, private_comment TEXT, public_comment TEXT,
  obfuscate BOOLEAN NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX index_domain_blocks_on_domain ON domain_blocks (domain);
"""

SERVER = "tidepool.social"
DAYS = 120
OPENED = 700  # days ago
# remote servers and how many of their accounts this server knows
REMOTE = [("mastodon.social", 620), ("ecoevo.social", 330), ("scholar.social", 280), ("mstdn.science", 260),
          ("fosstodon.org", 210), ("hachyderm.io", 200), ("sciencemastodon.com", 180), ("mas.to", 150),
          ("mastodon.online", 140), ("bird.makeup", 60), ("pawoo.net", 25), ("cryptoboost.xyz", 42),
          ("freeairdrop.click", 14)]  # fmt: skip
SPAM = ("cryptoboost.xyz", "freeairdrop.click")
# username, display name, role, actor type, posts a day (last 120 days)
STAFF = [
    ("harbourmaster", "Tidepool admin team", "Owner", "Person", 0.3),
    ("ines_ferreira", "Inês Ferreira", "Admin", "Person", 0.8),
    ("marina_costa", "Marina Costa 🐙", "Moderator", "Person", 1.2),
    ("dan_okafor", "Dan Okafor", "Moderator", "Person", 0.9),
]
NOTABLE = [
    ("tidebot", "Plymouth Tide Bot", None, "Service", 0.0),
    ("reefcam", "Reef Cam Project", None, "Person", 0.7),
    ("dr_nerys", "Dr Nerys Pryce", None, "Person", 1.1),
    ("kelp_kate", "Kate Lindqvist", None, "Person", 1.0),
    ("marine_snow", "Aiko Tanaka", None, "Person", 1.6),
]
GIVEN = ["Alex", "Sam", "Priya", "Tom", "Lena", "Mateo", "Chloe", "Kwame", "Freya", "Hugo", "Isla", "Ravi", "Noor",
         "Ewan", "Sofia", "Jonas", "Maya", "Owen", "Elif", "Ben", "Zara", "Luca", "Ada", "Finn", "Rosa", "Kofi", "Yuki",
         "Ailsa", "Tariq", "Nina", "Callum", "Ines", "Jude", "Mira", "Arjun", "Greta", "Rhys", "Leila", "Oscar",
         "Tess"]  # fmt: skip
FAMILY = ["Morgan", "Patel", "Reid", "Nowak", "Silva", "Okoye", "Hughes", "Berg", "Costa", "Price", "Khan", "Moreau",
          "Fischer", "Davies", "Tanaka", "Evans", "Rossi", "Byrne", "Quinn", "Larsen", "Shah", "Jensen", "Walsh",
          "Novak", "Mendes", "Kaur", "Olsen", "Ward", "Santos", "Hale"]  # fmt: skip
TAGS = [("marinebiology", 14), ("oceans", 10), ("fieldwork", 7), ("seaweed", 5), ("plankton", 5), ("whales", 5),
        ("birds", 4), ("rockpooling", 4), ("sharks", 3), ("fisheries", 3), ("coralreefs", 3), ("climate", 6),
        ("phdchat", 4), ("academicchatter", 4), ("scicomm", 3), ("openaccess", 2), ("rstats", 2), ("python", 2),
        ("deepsea", 3), ("seagrass", 3), ("cephalopods", 3), ("octopus", 2), ("citizenscience", 2),
        ("coralbleaching", 1), ("plymouth", 2), ("cornwall", 2), ("photography", 2), ("art", 1), ("caturday", 2),
        ("introduction", 1)]  # fmt: skip
MAIL_DOMAINS = ["gmail.com", "proton.me", "outlook.com", "plymouth.ac.uk", "mba.ac.uk", "posteo.de"]
LANGUAGES = [("en", 0.82), ("es", 0.05), ("pt", 0.04), ("fr", 0.03), ("de", 0.03), ("cy", 0.03)]


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Mastodon server's database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    today_minutes = (clock.now - clock.midnight).seconds // 60
    used_ids: set[int] = set()

    def moment(day: int, minute: int) -> datetime.datetime:
        """A time on ``day`` at ``minute`` of it, with drawn seconds and microseconds."""
        return clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60), microseconds=rng.randrange(10**6))

    def past(day: int, minute: int) -> bool:
        return day < 0 or (day == 0 and minute < today_minutes)

    def text(when: datetime.datetime | None) -> str | None:
        return None if when is None else when.strftime("%Y-%m-%d %H:%M:%S.%f")

    def snowflake(when: datetime.datetime) -> int:
        ms = calendar.timegm(when.timetuple()) * 1000 + when.microsecond // 1000
        ident = ms << 16 | rng.randrange(65536)
        while ident in used_ids:
            ident += 1
        used_ids.add(ident)
        return ident

    opened = clock.at(-OPENED, 600)
    db.executemany(
        "INSERT INTO user_roles VALUES (?,?,?,?,?,?,?,?)",
        [(-99, "", "", -1, 65536, 0, text(opened), text(opened)),
         (1, "Moderator", "", 10, 1308, 1, text(opened), text(opened)),
         (2, "Admin", "", 100, 983036, 1, text(opened), text(opened)),
         (3, "Owner", "", 1000, 1, 1, text(opened), text(opened))],
    )  # fmt: skip
    role_ids = {"Moderator": 1, "Admin": 2, "Owner": 3}

    # ------------------------------------------------------------ accounts
    accounts: list[list[Any]] = []  # rows
    local: dict[str, int] = {}  # username -> account id
    local_created: dict[int, tuple[int, int]] = {}  # account id -> (day, minute) created
    remote: dict[str, list[int]] = {}  # domain -> account ids
    rate: dict[int, float] = {}  # local account id -> posts a day
    users: list[tuple[Any, ...]] = []

    def add_account(username: str, domain: str | None, display: str, actor: str, day: int, minute: int) -> int:
        created = moment(day, minute)
        ident = snowflake(created)
        host = domain or SERVER
        uri = f"https://{host}/users/{username}"
        accounts.append([ident, username, domain, display, "", uri, f"https://{host}/@{username}", 0, 1, actor, None,
                         None, None, None, 0, text(created), text(created)])  # fmt: skip
        return ident

    people: list[tuple[str, str, str | None, str, float]] = [*STAFF, *NOTABLE]
    seen = {username for username, *_ in people}
    while len(people) < 860:
        given, family = rng.choice(GIVEN), rng.choice(FAMILY)
        style = rng.random()
        username = (f"{given.lower()}{family.lower()}" if style < 0.4 else f"{given.lower()}_{family.lower()[:3]}"
                    if style < 0.7 else f"{given.lower()}{rng.randrange(10, 99)}")  # fmt: skip
        if username in seen:
            continue
        seen.add(username)
        activity = rng.choice([0.0, 0.0, 0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8])
        people.append((username, f"{given} {family}", None, "Person", activity))
    new_members = 0
    for k, (username, display, role, actor, activity) in enumerate(people):
        if k < len(STAFF):
            day = -OPENED + k
        elif k < len(STAFF) + len(NOTABLE):
            day = -rng.randrange(300, 650)
        elif 200 <= k < 318:  # they will have stayed away for more than 90 days
            day = -rng.randrange(100, OPENED - 5)
        elif k < 800:
            day = -rng.randrange(31, OPENED - 5)
        else:  # the last sixty joined in the last 30 days; the last five still await approval
            day = -rng.randrange(0, 30) if k < 855 else -rng.randrange(0, 3)
        minute = rng.randrange(0, today_minutes) if day == 0 else rng.randrange(360, 1380)
        ident = add_account(username, None, display, actor, day, minute)
        local[username] = ident
        local_created[ident] = (day, minute)
        if 800 <= k < 855:
            new_members += 1
            activity = 0.0 if new_members <= 41 else 0.4
        elif k >= 855:
            activity = 0.0
        rate[ident] = activity
        signed_up = clock.at(day, minute)
        if k >= 855:
            approved, confirmed = 0, signed_up + datetime.timedelta(minutes=4)
        elif 700 <= k < 709:
            approved, confirmed = 1, None
        else:
            approved, confirmed = 1, signed_up + datetime.timedelta(minutes=rng.randrange(1, 90))
        if k >= 855 or confirmed is None:
            current = last = None
            sign_ins = 0
        elif 200 <= k < 318:  # dormant: gone for more than 90 days
            current = moment(-rng.randrange(91, -day), rng.randrange(480, 1320))
            last, sign_ins = current - datetime.timedelta(days=rng.randrange(1, 30)), rng.randrange(2, 40)
        else:
            back = rng.randrange(0, 3) if activity >= 0.2 else rng.randrange(0, 80)
            when_day = max(day, -back)
            when_minute = rng.randrange(0, today_minutes) if when_day == 0 else rng.randrange(420, 1380)
            if when_day == day:
                when_minute = min(max(when_minute, minute + 1), 1439)
                if when_day == 0 and when_minute >= today_minutes:
                    when_minute = minute
            current = moment(when_day, when_minute)
            last, sign_ins = current - datetime.timedelta(days=rng.randrange(1, 9)), rng.randrange(3, 400)
        disabled = 1 if k in (410, 522, 640) else 0
        users.append((len(users) + 1, f"{username}@{rng.choice(MAIL_DOMAINS)}",
                      text(signed_up), text(current or signed_up), "$2a$10$" + f"{rng.getrandbits(160):040x}"[:53],
                      sign_ins, text(current), text(last), text(confirmed), text(signed_up), "en", ident, disabled,
                      None, approved, f"81.{rng.randrange(2, 254)}.{rng.randrange(256)}.{rng.randrange(1, 255)}",
                      role_ids.get(role) if role else None, 1 if role else 0, "Europe/London"))  # fmt: skip
    for domain, count in REMOTE:
        ids = []
        for n in range(count):
            spammer = domain in SPAM
            username = f"crypto_{rng.getrandbits(16):04x}{n}" if spammer else f"{rng.choice(GIVEN).lower()}{n}"
            actor = "Service" if domain == "bird.makeup" else "Person"
            day = -rng.randrange(1, 400) if domain not in SPAM else -rng.randrange(31, 45)
            ids.append(add_account(username, domain, username.title(), actor, day, rng.randrange(0, 1440)))
        remote[domain] = ids
    account_index = {row[0]: row for row in accounts}
    # suspensions and limits
    spam_block_day = -5
    for domain in SPAM:
        for ident in remote[domain]:
            when = moment(spam_block_day if domain == "cryptoboost.xyz" else -60, 615)
            account_index[ident][10], account_index[ident][11] = text(when), 0
    for ident in remote["bird.makeup"]:
        account_index[ident][12] = text(moment(-200, 700))
    for k in (833, 846):  # two local spam sign-ups, suspended by the moderators
        ident = local[people[k][0]]
        account_index[ident][10], account_index[ident][11] = text(moment(-rng.randrange(1, 20), 700)), 0
    db.executemany(f"INSERT INTO accounts VALUES ({','.join('?' * 17)})", accounts)
    db.executemany(f"INSERT INTO users VALUES ({','.join('?' * 19)})", users)

    # ------------------------------------------------------------ follows
    follows: set[tuple[int, int]] = set()
    follow_rows: list[tuple[Any, ...]] = []
    local_ids = list(local.values())
    people_ids = [local[p[0]] for p in people if p[3] == "Person"]
    domain_weight = [(d, c * (2.2 if d == "mastodon.social" else 1.0)) for d, c in REMOTE if d not in SPAM]

    def follow(source: int, target: int, day: int, minute: int) -> None:
        if source == target or (source, target) in follows or not past(day, minute):
            return
        follows.add((source, target))
        when = text(moment(day, minute))
        follow_rows.append((len(follow_rows) + 1, when, when, source, target, 1, None, 0))

    for ident in local_ids:
        created_day = local_created[ident][0]
        activity = rate[ident]
        wanted = int(rng.randrange(5, 40) + activity * 120) if activity > 0 else rng.randrange(0, 12)
        for _ in range(wanted):
            day = rng.randrange(max(created_day, -DAYS - 200), 1) if created_day < 0 else 0
            minute = rng.randrange(0, max(1, today_minutes)) if day == 0 else rng.randrange(0, 1440)
            if rng.random() < 0.55:
                domain = rng.choices([d for d, _ in domain_weight], [w for _, w in domain_weight])[0]
                target = rng.choice(remote[domain])
            else:
                target = rng.choice(local_ids)
            follow(ident, target, day, minute)
    # remote followers of local accounts; marine_snow is the server's best-known account
    remote_people = [i for d, ids in remote.items() if d not in SPAM and d != "bird.makeup" for i in ids]
    for username, audience in (("marine_snow", 930), ("dr_nerys", 420), ("reefcam", 380), ("kelp_kate", 300)):
        for source in rng.sample(remote_people, audience):
            follow(source, local[username], -rng.randrange(1, 290), rng.randrange(0, 1440))
    for ident in people_ids:
        since = -local_created[ident][0]
        for source in rng.sample(remote_people, rng.randrange(0, 25) if since > 1 else 0):
            follow(source, ident, -rng.randrange(1, min(400, since)), rng.randrange(0, 1440))
    db.executemany("INSERT INTO follows VALUES (?,?,?,?,?,?,?,?)", follow_rows)

    # ------------------------------------------------------------ statuses
    statuses: list[list[Any]] = []
    by_account: dict[int, list[int]] = {}
    status_index: dict[int, list[Any]] = {}
    status_when: dict[int, datetime.datetime] = {}
    status_account: dict[int, int] = {}
    tag_ids = {name: n for n, (name, _) in enumerate(TAGS, start=1)}
    status_tags: list[tuple[int, int]] = []
    mentions: list[tuple[Any, ...]] = []
    media: list[tuple[Any, ...]] = []

    def post(account: int, when: datetime.datetime, body: str, visibility: int, is_local: bool,
             reply_to: int | None = None, reblog_of: int | None = None) -> int:  # fmt: skip
        ident = snowflake(when)
        username = account_index[account][1]
        host = account_index[account][2] or SERVER
        reply_account = status_account[reply_to] if reply_to else None
        language = None if reblog_of else rng.choices([c for c, _ in LANGUAGES], [w for _, w in LANGUAGES])[0]
        row = [ident, f"https://{host}/users/{username}/statuses/{ident}", body, text(when), text(when), reply_to,
               reblog_of, None if reblog_of else f"https://{host}/@{username}/{ident}", 0, visibility, "",
               1 if reply_to else 0, language, None, 1 if is_local else None, account, reply_account, None, None,
               None, None]  # fmt: skip
        statuses.append(row)
        status_account[ident] = account
        status_index[ident] = row
        status_when[ident] = when
        by_account.setdefault(account, []).append(ident)
        if reply_account and reply_account != account:
            mentions.append((len(mentions) + 1, ident, text(when), text(when), reply_account, 0))
        return ident

    # remote posts that reach the server through follows (favourited and boosted by locals)
    followed_remote = sorted({target for source, target in follows if target in remote_people})
    for day in range(-DAYS, 1):
        for _ in range(45):
            minute = rng.randrange(0, 1440)
            if not past(day, minute):
                continue
            author = rng.choice(followed_remote)
            post(author, moment(day, minute), "<p>Field notes from the shore.</p>", rng.choice([0, 0, 0, 1]), False)
    remote_statuses = [s[0] for s in statuses]
    # local posts
    local_statuses: list[int] = []
    for username, ident in local.items():
        activity = rate[ident]
        created_day, created_minute = local_created[ident]
        if username == "tidebot":
            for day in range(max(-DAYS, created_day + 1), 1):
                for minute in (0, 240, 480, 720, 960, 1200):
                    if past(day, minute):
                        local_statuses.append(post(ident, clock.at(day, minute) + datetime.timedelta(seconds=2),
                                                   "<p>Plymouth (Devonport) tides today: high water 06:12 (5.1 m), "
                                                   "18:31 (5.0 m); low water 12:20 (0.9 m).</p>", 1, True))  # fmt: skip
            continue
        if activity <= 0:
            continue
        for day in range(max(-DAYS, created_day), 1):
            burst = activity
            if username == "kelp_kate" and day >= -30:
                burst = 12.0  # a month of kelp-survey live posting
            count = int(burst) + (1 if rng.random() < burst - int(burst) else 0)
            for _ in range(count):
                minute = rng.randrange(420, 1380)
                if day == created_day:
                    minute = max(minute, created_minute + 1)
                if not past(day, minute) or minute >= 1440:
                    continue
                when = moment(day, minute)
                roll = rng.random()
                if roll < 0.13 and (remote_statuses or local_statuses):
                    pool = local_statuses if rng.random() < 0.5 and local_statuses else remote_statuses
                    target = rng.choice(pool[-400:])
                    if status_when[target] < when and status_index[target][6] is None:
                        local_statuses.append(post(ident, when, "", status_index[target][9], True, reblog_of=target))
                    continue
                reply_to = None
                if roll < 0.40:
                    pool = local_statuses if rng.random() < 0.6 and local_statuses else remote_statuses
                    candidate = rng.choice(pool[-300:])
                    if status_when[candidate] < when and status_index[candidate][6] is None:
                        reply_to = candidate
                visibility = rng.choices([0, 1, 2, 3], [0.72, 0.14, 0.09, 0.05])[0]
                ident_status = post(ident, when, "<p>New observations from today's survey.</p>", visibility, True,
                                    reply_to=reply_to)  # fmt: skip
                local_statuses.append(ident_status)
                if visibility == 3:
                    target = rng.choice(local_ids)
                    if target != ident:
                        mentions.append((len(mentions) + 1, ident_status, text(when), text(when), target, 0))
                # hashtags: #coralbleaching spikes this week
                weights = [w * (60 if name == "coralbleaching" and day >= -6 else 1) for name, w in TAGS]
                if rng.random() < (0.55 if day >= -6 else 0.3):
                    for name in set(rng.choices([name for name, _ in TAGS], weights, k=rng.choice([1, 1, 2]))):
                        status_tags.append((ident_status, tag_ids[name]))
                # media: reefcam posts video, others photos now and then
                if username == "reefcam" or rng.random() < 0.18:
                    for _ in range(1 if username == "reefcam" else rng.choice([1, 1, 2, 4])):
                        video = username == "reefcam"
                        size = rng.randrange(40_000_000, 99_000_000) if video else rng.randrange(180_000, 2_600_000)
                        media_id = snowflake(when)
                        media.append((media_id, ident_status, f"{media_id:x}.{'mp4' if video else 'jpeg'}",
                                      "video/mp4" if video else "image/jpeg", size, text(when), "", text(when),
                                      text(when), None, 2 if video else 0, None, ident,
                                      "Reef camera clip" if video else "A photo from the shore", None, 2))  # fmt: skip
    # the humpback song: dr_nerys, three days ago
    song = post(local["dr_nerys"], moment(-3, 1150), "<p>Humpback song recorded off Plymouth Sound last night 🐋 "
                "#whales</p>", 0, True)  # fmt: skip
    local_statuses.append(song)
    status_tags.append((song, tag_ids["whales"]))
    # deleted posts (not yet removed)
    for ident in rng.sample(local_statuses, 160):
        deleted = status_when[ident] + datetime.timedelta(minutes=rng.randrange(2, 600))
        status_index[ident][17] = text(deleted) if deleted < clock.now else None
    db.executemany(f"INSERT INTO statuses VALUES ({','.join('?' * 21)})", statuses)
    db.executemany("INSERT INTO mentions VALUES (?,?,?,?,?,?)", mentions)
    db.executemany(f"INSERT INTO media_attachments VALUES ({','.join('?' * 16)})", media)
    tag_last: dict[int, str] = {}
    for status, tag in status_tags:
        stamp = status_index[status][3]
        tag_last[tag] = max(tag_last.get(tag, ""), stamp)
    db.executemany(
        "INSERT INTO tags VALUES (?,?,?,?,1,?,1,?,?,NULL)",
        [(n, name, text(opened), text(opened), 0 if name == "caturday" else 1, text(opened), tag_last.get(n))
         for name, n in tag_ids.items()],
    )  # fmt: skip
    db.executemany("INSERT INTO statuses_tags VALUES (?,?)", sorted(set(status_tags)))

    # ------------------------------------------------------------ favourites
    favourites: set[tuple[int, int]] = set()
    fav_rows: list[tuple[Any, ...]] = []
    fans = [*local_ids, *remote_people]

    def favourite(account: int, status: int, when: datetime.datetime) -> None:
        if (account, status) in favourites or when >= clock.now:
            return
        favourites.add((account, status))
        fav_rows.append((len(fav_rows) + 1, text(when), text(when), account, status))

    originals = [s for s in local_statuses if status_index[s][6] is None and s != song]
    for status in originals:
        base = status_when[status]
        audience = rng.choice([0, 0, 0, 1, 1, 2, 3, 4, 6, 9, 14])
        if status_account[status] == local["marine_snow"]:
            audience += 12
        for _ in range(audience):
            favourite(rng.choice(fans), status, base + datetime.timedelta(minutes=rng.randrange(1, 2880)))
    for account in rng.sample(fans, 290):
        favourite(account, song, status_when[song] + datetime.timedelta(minutes=rng.randrange(1, 3000)))
    for status in rng.sample(remote_statuses, 2500):
        when = status_when[status] + datetime.timedelta(minutes=rng.randrange(1, 600))
        favourite(rng.choice(local_ids), status, when)
    db.executemany("INSERT INTO favourites VALUES (?,?,?,?,?)", fav_rows)

    # ------------------------------------------------------------ denormalised counters
    fav_count: dict[int, int] = {}
    for _, status in favourites:
        fav_count[status] = fav_count.get(status, 0) + 1
    reblogs: dict[int, int] = {}
    replies: dict[int, int] = {}
    for row in statuses:
        if row[6]:
            reblogs[row[6]] = reblogs.get(row[6], 0) + 1
        if row[5]:
            replies[row[5]] = replies.get(row[5], 0) + 1
    db.executemany(
        "INSERT INTO status_stats VALUES (?,?,?,?,?,?,?)",
        [(n, s, replies.get(s, 0), reblogs.get(s, 0), fav_count.get(s, 0), status_index[s][3], status_index[s][3])
         for n, s in enumerate(sorted(set(replies) | set(reblogs) | set(fav_count)), start=1)],
    )  # fmt: skip
    following: dict[int, int] = {}
    followers: dict[int, int] = {}
    for source, target in follows:
        following[source] = following.get(source, 0) + 1
        followers[target] = followers.get(target, 0) + 1
    db.executemany(
        "INSERT INTO account_stats VALUES (?,?,?,?,?,?,?,?)",
        [(n, a, len(by_account.get(a, [])), following.get(a, 0), followers.get(a, 0), account_index[a][15],
          account_index[a][15], status_index[by_account[a][-1]][3] if a in by_account else None)
         for n, a in enumerate(local_ids, start=1)],
    )  # fmt: skip

    # ------------------------------------------------------------ moderation
    moderators = {"marina_costa": 0.72, "dan_okafor": 0.22, "ines_ferreira": 0.06}
    reports: list[tuple[Any, ...]] = []
    notes: list[tuple[Any, ...]] = []
    warnings: list[tuple[Any, ...]] = []
    reporters = [i for i in people_ids if rate[i] > 0]
    spam_targets = rng.sample(remote["cryptoboost.xyz"], 38)

    def report(target: int, category: int, day: int, minute: int, comment: str, open_: bool = False,
               taken: bool = True) -> None:  # fmt: skip
        created = moment(day, minute)
        reporter = rng.choice(reporters) if rng.random() < 0.8 else rng.choice(remote_people)
        forwarded = 1 if account_index[reporter][2] else 0
        ident = len(reports) + 1
        handler = local[rng.choices(list(moderators), list(moderators.values()))[0]]
        if open_:
            resolved = None
            assigned = handler if taken else None
        else:
            resolved = created + datetime.timedelta(minutes=rng.randrange(20, 1900))
            if resolved >= clock.now:
                resolved = clock.now - datetime.timedelta(minutes=3)
            assigned = handler
        target_statuses = by_account.get(target, [])[:2]
        reports.append((ident, "{" + ",".join(str(s) for s in target_statuses) + "}", comment, text(created),
                        text(resolved or created), reporter, handler if resolved else None, target, assigned,
                        None if not forwarded else f"https://{account_index[reporter][2]}/{ident:08x}", forwarded,
                        category, text(resolved), "{}" if category != 2000 else "{2}"))  # fmt: skip
        if resolved and rng.random() < 0.3:
            notes.append((len(notes) + 1, "Checked the account's recent posts.", ident, handler, text(resolved),
                          text(resolved)))  # fmt: skip

    for target in spam_targets:
        report(target, 1000, rng.randrange(-28, spam_block_day), rng.randrange(0, 1440), "Crypto spam in my mentions")
    for day in range(-DAYS, 0):
        if rng.random() < 0.55:
            kind = rng.choices([0, 1000, 1500, 2000], [0.35, 0.25, 0.05, 0.35])[0]
            pool = remote_people if rng.random() < 0.7 else people_ids
            report(rng.choice(pool), kind, day, rng.randrange(0, 1440), "Please take a look")
    for k, (day, taken) in enumerate(((-11, True), (-4, True), (-3, False), (-2, True), (-1, True), (-1, False),
                                      (0, True))):  # fmt: skip
        minute = rng.randrange(0, max(1, today_minutes)) if day == 0 else rng.randrange(0, 1440)
        report(rng.choice(remote_people), [2000, 0, 1000, 2000, 0, 1500, 2000][k], day, minute, "Harassment",
               open_=True, taken=taken)  # fmt: skip
    db.executemany(f"INSERT INTO reports VALUES ({','.join('?' * 14)})", reports)
    db.executemany("INSERT INTO report_notes VALUES (?,?,?,?,?,?)", notes)
    for report_row in reports:
        if report_row[12] is not None and rng.random() < 0.22:
            action = rng.choices([0, 1500, 2000, 3000, 4000], [0.2, 0.35, 0.15, 0.15, 0.15])[0]
            warnings.append((len(warnings) + 1, report_row[6], report_row[7], action, "", report_row[12],
                             report_row[12], report_row[0], None, None))  # fmt: skip
    db.executemany(f"INSERT INTO account_warnings VALUES ({','.join('?' * 10)})", warnings)
    blocks = [("cryptoboost.xyz", spam_block_day, 1, 1, 1, "Crypto spam wave, dozens of reports", "Spam"),
              ("freeairdrop.click", -60, 1, 1, 1, "Airdrop scam accounts", "Spam"),
              ("bird.makeup", -200, 0, 0, 0, "Twitter bridge: limit, do not suspend", "Unmoderated bridge"),
              ("pawoo.net", -400, 2, 1, 0, "Media only: illegal content risk", None),
              ("gab.com", -690, 1, 1, 1, "Hate speech", "Hate speech"),
              ("kiwifarms.net", -690, 1, 1, 1, "Harassment", "Harassment")]  # fmt: skip
    db.executemany(
        "INSERT INTO domain_blocks VALUES (?,?,?,?,?,?,?,?,?,0)",
        [(n, domain, text(clock.at(day, 615)), text(clock.at(day, 615)), severity, media_, reports_, private, public)
         for n, (domain, day, severity, media_, reports_, private, public) in enumerate(blocks, start=1)],
    )  # fmt: skip
    close_checked(db, "social")
