"""An open-source slicer's community forum (Tessellate, for 3D printers; run by Tessellate Labs, Ghent) as the SQLite
copy of a Discourse 3.3 database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): topics, posts, likes, flags and
visits fill the last 120 days on a one-second grid counted from today's UTC midnight (with drawn microseconds, as
PostgreSQL prints them), accounts reach 900 days back, a few sign-ups and posts happen today before ``now``, and
nothing depends on the weekday, so two builds with the same seed and ``now`` values a whole number of days apart give
the same answers to relative-time questions ("yesterday" and "today" are UTC days).

The tables are Discourse's (a subset of their columns, with their names and types): ``users`` (``username``,
``username_lower``, ``name``, ``admin``, ``moderator``, ``trust_level`` 0 to 4, ``staged`` for accounts created by
incoming mail, ``active``, ``suspended_at``/``suspended_till``, ``silenced_till``, ``last_seen_at``,
``last_posted_at``; the ``system`` user is id -1 and the ``discobot`` bot id -2: real people have positive ids),
``user_emails`` (``primary``), ``user_stats`` (one row per user: ``post_count``, ``topic_count``, ``likes_given``,
``likes_received``, ``days_visited``, ``time_read`` seconds), ``user_visits`` (one row per user and **date**
``visited_at``, ``posts_read``, ``mobile``, ``time_read``), ``categories`` (``slug``, ``parent_category_id`` for the
Support subcategories, ``read_restricted`` for Staff, ``topic_id`` the category's "About" topic; id 1 is
Uncategorized), ``topics`` (``archetype`` ``regular`` or ``private_message``: personal messages are topics too,
``posts_count``, ``reply_count``, ``views``, ``like_count``, ``closed``, ``archived``, ``visible``, ``pinned_at``,
``bumped_at``, ``last_posted_at``, ``deleted_at`` for soft-deleted topics), ``posts`` (``post_number`` 1 the topic's
opening post, ``reply_to_post_number``, ``post_type`` 1 regular, 2 moderator action, 3 small action such as closing
a topic with ``action_code`` ``closed.enabled``, 4 whisper; ``raw`` markdown, ``cooked`` HTML, ``like_count``,
``deleted_at``, ``hidden``), ``post_action_types`` and ``post_actions`` (``post_action_type_id`` 2 a like, 3 off topic,
4 inappropriate, 6 notify user, 7 notify moderators, 8 spam; a flag is agreed with ``agreed_at``/``agreed_by_id`` or
``disagreed_at``, an undone like has ``deleted_at``), ``tags`` and ``topic_tags``, ``groups`` (automatic groups 0
everyone, 1 admins, 2 moderators, 3 staff, 10 to 14 trust levels, and custom ones) and ``group_users``, and
``topic_custom_fields`` (the Solved plugin's ``accepted_answer_post_id``, the post's id as text). **Times are
PostgreSQL ``timestamp without time zone`` text in UTC with microseconds** (``2025-03-01 10:00:03.512034``);
``user_visits.visited_at`` is a plain date; booleans are 0/1. Discourse declares no foreign keys; this copy declares
those the data always fills.

Planted signals:

* Support (with its Windows, macOS and Linux subcategories) gets the most new topics, Windows the most of the three;
  the feature request ``Tree supports for resin printers`` is by far the most viewed topic, and ``Show & Tell``'s
  ``Benchy speedrun: 9 minutes 41 seconds`` the most liked of the last 30 days;
* ``maartje_prints`` writes the most posts over the last week, ``koen.devos`` (a moderator) agrees with the most flags;
* about half of the month's support questions still have no accepted answer, and about one topic in seven gets no
  reply;
* 41 long-standing members (not counting staged accounts and bots) have never posted, nor have a few recent
  sign-ups and today's three new members; two accounts are suspended now, a third suspension ran out;
* ``klipper`` is the commonest tag of the last 90 days; spam flags come in bursts;
* three members of the ``translators`` group have not posted in 30 days;
* personal messages, soft-deleted posts and topics, whispers and small-action posts are mixed in throughout.
"""

from __future__ import annotations

import datetime
import pathlib
import random
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE users (id INTEGER PRIMARY KEY, username VARCHAR(60) NOT NULL, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, name VARCHAR, seen_notification_id INTEGER NOT NULL DEFAULT 0,
  last_posted_at TIMESTAMP, password_hash VARCHAR(64), salt VARCHAR(32), active BOOLEAN NOT NULL DEFAULT 0,
  username_lower VARCHAR(60) NOT NULL, last_seen_at TIMESTAMP, admin BOOLEAN NOT NULL DEFAULT 0,
  last_emailed_at TIMESTAMP, trust_level INTEGER NOT NULL, approved BOOLEAN NOT NULL DEFAULT 0,
  previous_visit_at TIMESTAMP, suspended_at TIMESTAMP, suspended_till TIMESTAMP, views INTEGER NOT NULL DEFAULT 0,
  flag_level INTEGER NOT NULL DEFAULT 0, ip_address INET, moderator BOOLEAN DEFAULT 0, title VARCHAR,
  locale VARCHAR(10), primary_group_id INTEGER, staged BOOLEAN NOT NULL DEFAULT 0, first_seen_at TIMESTAMP,
  silenced_till TIMESTAMP, manual_locked_trust_level INTEGER);
CREATE TABLE user_emails (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id),
  email VARCHAR(513) NOT NULL, "primary" BOOLEAN NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, normalized_email VARCHAR);
CREATE TABLE user_stats (user_id INTEGER PRIMARY KEY REFERENCES users (id), topics_entered INTEGER NOT NULL DEFAULT 0,
  time_read INTEGER NOT NULL DEFAULT 0, days_visited INTEGER NOT NULL DEFAULT 0,
  posts_read_count INTEGER NOT NULL DEFAULT 0, likes_given INTEGER NOT NULL DEFAULT 0,
  likes_received INTEGER NOT NULL DEFAULT 0, new_since TIMESTAMP NOT NULL, read_faq TIMESTAMP,
  first_post_created_at TIMESTAMP, post_count INTEGER NOT NULL DEFAULT 0, topic_count INTEGER NOT NULL DEFAULT 0,
  bounce_score FLOAT NOT NULL DEFAULT 0, flags_agreed INTEGER NOT NULL DEFAULT 0,
  flags_disagreed INTEGER NOT NULL DEFAULT 0, flags_ignored INTEGER NOT NULL DEFAULT 0);
CREATE TABLE user_visits (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id),
  visited_at DATE NOT NULL, posts_read INTEGER DEFAULT 0, mobile BOOLEAN DEFAULT 0,
  time_read INTEGER NOT NULL DEFAULT 0);
CREATE TABLE categories (id INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL, color VARCHAR(6) NOT NULL DEFAULT '0088CC',
  topic_id INTEGER, topic_count INTEGER NOT NULL DEFAULT 0, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, user_id INTEGER NOT NULL REFERENCES users (id), topics_year INTEGER DEFAULT 0,
  topics_month INTEGER DEFAULT 0, topics_week INTEGER DEFAULT 0, slug VARCHAR NOT NULL, description TEXT,
  text_color VARCHAR(6) NOT NULL DEFAULT 'FFFFFF', read_restricted BOOLEAN NOT NULL DEFAULT 0,
  post_count INTEGER NOT NULL DEFAULT 0, position INTEGER,
  parent_category_id INTEGER REFERENCES categories (id));
CREATE TABLE topics (id INTEGER PRIMARY KEY, title VARCHAR NOT NULL, last_posted_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, views INTEGER NOT NULL DEFAULT 0,
  posts_count INTEGER NOT NULL DEFAULT 0, user_id INTEGER REFERENCES users (id), last_post_user_id INTEGER NOT NULL,
  reply_count INTEGER NOT NULL DEFAULT 0, deleted_at TIMESTAMP, highest_post_number INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0, category_id INTEGER REFERENCES categories (id),
  visible BOOLEAN NOT NULL DEFAULT 1, closed BOOLEAN NOT NULL DEFAULT 0, archived BOOLEAN NOT NULL DEFAULT 0,
  bumped_at TIMESTAMP NOT NULL, archetype VARCHAR NOT NULL DEFAULT 'regular', pinned_at TIMESTAMP,
  slug VARCHAR, deleted_by_id INTEGER, participant_count INTEGER DEFAULT 1, word_count INTEGER,
  fancy_title VARCHAR(400), subtype VARCHAR);
CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users (id),
  topic_id INTEGER NOT NULL REFERENCES topics (id), post_number INTEGER NOT NULL, raw TEXT NOT NULL,
  cooked TEXT NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, reply_to_post_number INTEGER,
  reply_count INTEGER NOT NULL DEFAULT 0, quote_count INTEGER NOT NULL DEFAULT 0, deleted_at TIMESTAMP,
  like_count INTEGER NOT NULL DEFAULT 0, reads INTEGER NOT NULL DEFAULT 0, post_type INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER, last_editor_id INTEGER, hidden BOOLEAN NOT NULL DEFAULT 0, hidden_at TIMESTAMP,
  word_count INTEGER, version INTEGER NOT NULL DEFAULT 1, wiki BOOLEAN NOT NULL DEFAULT 0,
  reply_to_user_id INTEGER, action_code VARCHAR, via_email BOOLEAN NOT NULL DEFAULT 0, deleted_by_id INTEGER);
CREATE TABLE post_action_types (id INTEGER PRIMARY KEY, name_key VARCHAR(50) NOT NULL,
  is_flag BOOLEAN NOT NULL DEFAULT 0, icon VARCHAR(20), created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, position INTEGER NOT NULL DEFAULT 0,
  score_bonus FLOAT NOT NULL DEFAULT 0);
CREATE TABLE post_actions (id INTEGER PRIMARY KEY, post_id INTEGER NOT NULL REFERENCES posts (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  post_action_type_id INTEGER NOT NULL REFERENCES post_action_types (id), deleted_at TIMESTAMP,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, deleted_by_id INTEGER,
  staff_took_action BOOLEAN NOT NULL DEFAULT 0, targets_topic BOOLEAN DEFAULT 0, agreed_at TIMESTAMP,
  agreed_by_id INTEGER REFERENCES users (id), deferred_at TIMESTAMP, deferred_by_id INTEGER,
  disagreed_at TIMESTAMP, disagreed_by_id INTEGER REFERENCES users (id));
CREATE TABLE tags (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, pm_topic_count INTEGER NOT NULL DEFAULT 0, target_tag_id INTEGER,
  description VARCHAR, public_topic_count INTEGER NOT NULL DEFAULT 0, staff_topic_count INTEGER NOT NULL DEFAULT 0);
CREATE TABLE topic_tags (id INTEGER PRIMARY KEY, topic_id INTEGER NOT NULL REFERENCES topics (id),
  tag_id INTEGER NOT NULL REFERENCES tags (id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL);
CREATE TABLE groups (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, automatic BOOLEAN NOT NULL DEFAULT 0, user_count INTEGER NOT NULL DEFAULT 0,
  visibility_level INTEGER NOT NULL DEFAULT 0, full_name VARCHAR, title VARCHAR);
CREATE TABLE group_users (id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES groups (id),
  user_id INTEGER NOT NULL REFERENCES users (id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  owner BOOLEAN NOT NULL DEFAULT 0, notification_level INTEGER NOT NULL DEFAULT 2);
CREATE TABLE topic_custom_fields (id INTEGER PRIMARY KEY, topic_id INTEGER NOT NULL REFERENCES topics (id),
  name VARCHAR(256) NOT NULL, value TEXT, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL);
"""

CATEGORIES = [  # id, name, slug, parent, read_restricted, weight of new topics, views factor
    (1, "Uncategorized", "uncategorized", None, 0, 1, 1.0),
    (2, "Announcements", "announcements", None, 0, 1, 6.0),
    (3, "Support", "support", None, 0, 4, 1.0),
    (4, "Windows", "windows", 3, 0, 5, 1.0),
    (5, "macOS", "macos", 3, 0, 3, 1.0),
    (6, "Linux", "linux", 3, 0, 3, 1.0),
    (7, "Printer Profiles", "printer-profiles", None, 0, 4, 1.5),
    (8, "Feature Requests", "feature-requests", None, 0, 4, 4.0),
    (9, "Show & Tell", "show-and-tell", None, 0, 3, 2.0),
    (10, "Development", "development", None, 0, 2, 1.2),
    (11, "Staff", "staff", None, 1, 1, 0.3),
]
SUPPORT = {3, 4, 5, 6}
TAGS = [("klipper", 9), ("marlin", 5), ("prusa", 5), ("bambu", 4), ("supports", 4), ("gcode", 3), ("resin", 2),
        ("multi-material", 2), ("bug", 4), ("performance", 2), ("translation", 1), ("vase-mode", 1)]  # fmt: skip
WORDS = ["stringing", "first layer", "bed mesh", "retraction", "seam", "overhang", "bridging", "infill", "brim",
         "z-offset", "elephant foot", "PETG", "TPU", "ASA", "nozzle", "ironing", "fuzzy skin",
         "adaptive layers"]  # fmt: skip
TITLE_FORMS = ["{w} issues after update to 2.{v}", "How do I fix {w} on my printer?", "Best settings for {w}?",
               "{w} looks wrong in preview", "Crash when slicing with {w}", "Request: better {w} control",
               "My profile for {w}", "Question about {w}"]  # fmt: skip
STAFF = [("annelies", "Annelies Peeters", 1, 0), ("koen.devos", "Koen De Vos", 0, 1),
         ("ruben_v", "Ruben Verhoeven", 0, 1), ("sofie.m", "Sofie Maes", 1, 0)]  # fmt: skip
BUSY = ["maartje_prints", "filamentfreak", "dirk_3d", "printfarm_jo", "layerlines"]
TRANSLATORS_SILENT = ["hana.novak", "lucas_pt", "ingrid.s"]
TRANSLATORS_ACTIVE = ["marie_fr", "tomasz.k", "yuki_jp"]
FIRST_NAMES = ["Jan", "Eva", "Pieter", "Lotte", "Bram", "Emma", "Lars", "Nina", "Tom", "Sara", "Milan", "Anna", "Joris",
               "Lies", "Mehmet", "Chen", "Olga", "Diego", "Aisha", "Felix", "Hugo", "Ida", "Kai", "Mila"]  # fmt: skip
LAST_NAMES = ["Janssens", "Peeters", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "Smit",
              "Bakker", "Visser", "Schmidt", "Novak", "Rossi", "Silva", "Kowalski", "Tanaka", "Ahmed",
              "Berg"]  # fmt: skip
N_MEMBERS = 520


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def stamp(day: int, second: int) -> str:
        moment = clock.midnight + datetime.timedelta(days=day, seconds=second)
        return moment.strftime("%Y-%m-%d %H:%M:%S") + f".{rng.randint(0, 999_999):06d}"

    def before_now(day: int, second: int) -> bool:
        return clock.midnight + datetime.timedelta(days=day, seconds=second) < clock.now - datetime.timedelta(minutes=2)

    # users: system and discobot, staff, busy regulars, translators, everybody else, staged accounts
    users: list[tuple[Any, ...]] = []  # id, username, name, admin, moderator, trust level, staged, signup day
    users.append((-1, "system", "system", 1, 1, 4, 0, -900))
    users.append((-2, "discobot", "discobot", 0, 0, 4, 0, -900))
    for k, (username, name, admin, mod) in enumerate(STAFF):
        users.append((k + 1, username, name, admin, mod, 4, 0, -880 + k * 20))
    next_id = len(STAFF) + 1
    special = BUSY + TRANSLATORS_SILENT + TRANSLATORS_ACTIVE
    for username in special:
        users.append((next_id, username, username.replace("_", " ").replace(".", " ").title(), 0, 0,
                      3 if username in BUSY else 2, 0, -rng.randint(200, 800)))  # fmt: skip
        next_id += 1
    new_today = 3
    for k in range(N_MEMBERS):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        username = f"{first.lower()}{last.lower()[:3]}{k}"
        day = -rng.randint(1, 850) if k >= new_today else 0
        level = rng.choices([0, 1, 2, 3], weights=[30, 45, 20, 5])[0]
        users.append((next_id, username, f"{first} {last}", 0, 0, level, 0, day))
        next_id += 1
    for k in range(14):
        users.append((next_id, f"mail{k + 1}", "", 0, 0, 0, 1, -rng.randint(1, 300)))
        next_id += 1
    member_ids = [int(u[0]) for u in users if u[0] > len(STAFF) + len(special) and not u[6]]
    lurkers = set(rng.sample([uid for uid in member_ids if uid > member_ids[0] + new_today], 41))
    suspended = rng.sample([uid for uid in member_ids if uid not in lurkers], 3)
    signup_second = {}
    for uid, username, name, admin, mod, level, staged, day in users:
        second = rng.randint(6 * 3600, 22 * 3600) if day < 0 else rng.randint(0, 60) * 60
        if day == 0 and not before_now(0, second):
            second = 0
        signup_second[uid] = (day, second)
        created = stamp(day, second)
        suspended_at = suspended_till = None
        if uid == suspended[0]:
            suspended_at, suspended_till = stamp(-5, 40_000), stamp(25, 40_000)
        elif uid == suspended[1]:
            suspended_at, suspended_till = stamp(-20, 30_000), "3025-01-01 00:00:00"
        elif uid == suspended[2]:
            suspended_at, suspended_till = stamp(-40, 30_000), stamp(-10, 30_000)  # ran out
        db.execute(
            "INSERT INTO users (id, username, created_at, updated_at, name, active, username_lower, last_seen_at,"
            " admin, trust_level, approved, suspended_at, suspended_till, moderator, staged, first_seen_at, locale)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)",
            (uid, username, created, created, name or None, 0 if staged else 1, username.lower(),
             None if staged or uid < 0 else created, admin, level, suspended_at, suspended_till, mod, staged,
             None if staged or uid < 0 else created, rng.choice(["en", "nl", "fr", "de", "en", "en"])),
        )  # fmt: skip
        if uid > 0:
            db.execute("INSERT INTO user_emails (user_id, email, \"primary\", created_at, updated_at,"
                       " normalized_email) VALUES (?, ?, 1, ?, ?, ?)",
                       (uid, f"{username}@example.org", created, created, f"{username}@example.org"))  # fmt: skip
    uid_of: dict[str, int] = {str(u[1]): int(u[0]) for u in users}
    # categories, tags, groups
    for cid, name, slug, parent, restricted, _, _ in CATEGORIES:
        db.execute("INSERT INTO categories (id, name, topic_id, created_at, updated_at, user_id, slug, description,"
                   " read_restricted, position, parent_category_id) VALUES (?, ?, NULL, ?, ?, -1, ?, ?, ?, ?, ?)",
                   (cid, name, stamp(-880, 3600 + cid), stamp(-880, 3600 + cid), slug,
                    f"Topics about {name.lower()}.", restricted, cid, parent))  # fmt: skip
    for tid, (name, _) in enumerate(TAGS, start=1):
        db.execute("INSERT INTO tags (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
                   (tid, name, stamp(-700, tid * 60), stamp(-700, tid * 60)))  # fmt: skip
    groups = [(0, "everyone", 1), (1, "admins", 1), (2, "moderators", 1), (3, "staff", 1)]
    groups += [(10 + level, f"trust_level_{level}", 1) for level in range(5)]
    groups += [(41, "core-team", 0), (42, "translators", 0), (43, "beta-testers", 0)]
    for gid, name, automatic in groups:
        db.execute("INSERT INTO groups (id, name, created_at, updated_at, automatic) VALUES (?, ?, ?, ?, ?)",
                   (gid, name, stamp(-880, 60 + gid), stamp(-880, 60 + gid), automatic))  # fmt: skip
    memberships: list[tuple[int, int]] = []
    for uid, username, _, admin, mod, level, staged, _ in users:
        if uid < 0 or staged:
            continue
        if admin:
            memberships.append((1, uid))
        if mod:
            memberships.append((2, uid))
        if admin or mod:
            memberships.append((3, uid))
        memberships += [(10 + lv, uid) for lv in range(level + 1)]
        if username in TRANSLATORS_SILENT + TRANSLATORS_ACTIVE:
            memberships.append((42, uid))
        if admin or mod or username in ("dirk_3d",):
            memberships.append((41, uid))
        if username in BUSY[:3] or (uid in member_ids and rng.random() < 0.05):
            memberships.append((43, uid))
    for gid, uid in memberships:
        day, second = signup_second[uid]
        db.execute("INSERT INTO group_users (group_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)",
                   (gid, uid, stamp(day, second + 5), stamp(day, second + 5)))  # fmt: skip
    # topics and posts over the last 120 days
    posters = [uid for uid in member_ids if uid not in lurkers]
    busy_ids = [uid_of[name] for name in BUSY]
    staff_ids = [k + 1 for k in range(len(STAFF))]
    active_translators = [uid_of[name] for name in TRANSLATORS_ACTIVE]
    silent_translators = [uid_of[name] for name in TRANSLATORS_SILENT]
    topic_rows: list[tuple[Any, ...]] = []
    post_rows: list[tuple[Any, ...]] = []
    actions: list[tuple[Any, ...]] = []
    custom: list[tuple[Any, ...]] = []
    topic_tags: list[tuple[Any, ...]] = []
    post_id = 0
    topic_id = 0
    like_counts: dict[int, int] = {}

    def member(day: int, pool: list[int] | None = None) -> int:
        """A member drawn from ``pool`` (the posters) who had signed up before ``day``."""
        while True:
            uid = rng.choice(pool or posters)
            if signup_second[uid][0] < day:
                return uid

    def writer(day: int) -> int:
        pool = rng.random()
        if day >= -7 and pool < 0.18:
            return uid_of["maartje_prints"]
        if pool < 0.3:
            return rng.choice(busy_ids)
        if pool < 0.36:
            return rng.choice(staff_ids)
        if pool < 0.38:
            return rng.choice(active_translators)
        if pool < 0.385 and day < -35:
            return rng.choice(silent_translators)
        return member(day)

    # the category "About" topics
    for cid, name, *_ in CATEGORIES:
        topic_id += 1
        post_id += 1
        created = stamp(-880, 7200 + cid)
        topic_rows.append((topic_id, f"About the {name} category", created, -1, cid, "regular", 1, 0, 12, None,
                           0, 0, 0, created))  # fmt: skip
        post_rows.append((post_id, -1, topic_id, 1, f"Use this category for {name}.", created, None, 1, None, None, 0))
        db.execute("UPDATE categories SET topic_id = ? WHERE id = ?", (topic_id, cid))
    category_weights = [c[5] for c in CATEGORIES]
    for day in range(-120, 1):
        for k in range(rng.randint(8, 14)):
            second = rng.randint(6 * 3600, 23 * 3600)
            if not before_now(day, second):
                continue
            cat = rng.choices(CATEGORIES, weights=category_weights)[0]
            if k == 0 and day in (-12, -60):
                cat = CATEGORIES[8 if day == -12 else 7]
            cid = cat[0]
            author = writer(day)
            if cid == 11:
                author = rng.choice(staff_ids)
            topic_id += 1
            words = rng.choice(WORDS)
            title = rng.choice(TITLE_FORMS).format(w=words, v=rng.randint(5, 9)).capitalize()
            if k == 0 and day == -12:
                title = "Benchy speedrun: 9 minutes 41 seconds"
            if k == 0 and day == -60:
                title = "Tree supports for resin printers"
            created = stamp(day, second)
            archetype = "regular"
            views = int(rng.randint(20, 300) * cat[6])
            if title == "Tree supports for resin printers":
                views = 9_800
            deleted = stamp(day, second + 3600) if rng.random() < 0.03 else None
            # replies: none for about one topic in seven
            replies = 0 if rng.random() < 0.14 else rng.randint(1, 9)
            if title.startswith("Benchy"):
                replies = 9
            post_id += 1
            first_post = post_id
            post_rows.append((post_id, author, topic_id, 1, f"{title}\n\nDetails about {words}.", created, None, 1,
                              None, None, 0))  # fmt: skip
            at = second
            last_at, last_user = created, author
            reply_posts = []
            number = 1
            for _r in range(replies):
                at += rng.randint(600, 30 * 3600) if _r == 0 else rng.randint(300, 20 * 3600)
                if not before_now(day + at // 86400, at % 86400):
                    break
                number += 1
                post_id += 1
                replier = writer(day + at // 86400)
                if cid == 11:
                    replier = rng.choice(staff_ids)
                posted = stamp(day + at // 86400, at % 86400)
                post_type = 4 if cid != 11 and rng.random() < 0.02 else 1
                gone = posted if rng.random() < 0.03 else None
                post_rows.append((post_id, replier, topic_id, number, f"Try adjusting {rng.choice(WORDS)}.", posted,
                                  rng.choice([None, 1]), post_type, None, gone, 0))  # fmt: skip
                reply_posts.append((post_id, replier, day + at // 86400, at % 86400))
                last_at, last_user = posted, replier
            closed = 0
            if replies and rng.random() < 0.15:
                at += rng.randint(600, 7200)
                if before_now(day + at // 86400, at % 86400):
                    number += 1
                    post_id += 1
                    closer = rng.choice(staff_ids)
                    post_rows.append((post_id, closer, topic_id, number, "", stamp(day + at // 86400, at % 86400),
                                      None, 3, "closed.enabled", None, 0))  # fmt: skip
                    closed = 1
            if cid in SUPPORT and reply_posts and rng.random() < 0.65:
                answer = rng.choice(reply_posts)
                custom.append((topic_id, str(answer[0]), stamp(answer[2], answer[3] + 900)))
            # likes
            for pid, *_rest in [(first_post,), *reply_posts]:
                likes = rng.choices([0, 1, 2, 3, 5], weights=[40, 25, 15, 10, 5])[0]
                if title.startswith("Benchy"):
                    likes = 25 if pid == first_post else 4
                for liker in sorted({member(day, posters + busy_ids) for _ in range(likes)}):
                    ld = min(0, day + rng.randint(0, 3))
                    ls = rng.randint(0, 86_000)
                    if before_now(ld, ls) and (ld, ls) > (day, second):
                        undone = stamp(ld, ls + 60) if rng.random() < 0.03 else None
                        actions.append((pid, liker, 2, stamp(ld, ls), undone, None, None))
                        if undone is None:
                            like_counts[pid] = like_counts.get(pid, 0) + 1
            # flags
            if rng.random() < 0.06 or (day in (-9, -8, -3) and rng.random() < 0.4):
                target = rng.choice([first_post] + [p[0] for p in reply_posts])
                flag_type = 8 if day in (-9, -8, -3) or rng.random() < 0.4 else rng.choice([3, 4, 7])
                fs = min(second + rng.randint(600, 20_000), 86_000)
                if before_now(day, fs):
                    handler = uid_of["koen.devos"] if rng.random() < 0.6 else rng.choice(staff_ids)
                    handled = stamp(day, min(fs + 1800, 86_300)) if before_now(day, min(fs + 1800, 86_300)) else None
                    agreed = handled is not None and rng.random() < 0.8
                    actions.append((target, member(day), flag_type, stamp(day, fs), None,
                                    (handled, handler) if agreed else None,
                                    (handled, handler) if handled is not None and not agreed else None))  # fmt: skip
            tags = rng.sample(TAGS, rng.choice([0, 1, 1, 2]))
            for tag, weight in tags:
                if rng.random() < weight / 9:
                    topic_tags.append((topic_id, [t for t, _ in TAGS].index(tag) + 1, created))
            topic_rows.append((topic_id, title, created, author, cid, archetype, number,
                               number - 1 if number > 1 else 0, views, deleted, closed, 0, 0, last_at,
                               last_user))  # fmt: skip
        # personal messages between members
        for _ in range(rng.randint(1, 3)):
            second = rng.randint(6 * 3600, 22 * 3600)
            if not before_now(day, second):
                continue
            topic_id += 1
            post_id += 1
            author = member(day, posters + busy_ids)
            created = stamp(day, second)
            topic_rows.append((topic_id, "Your printer profile", created, author, None, "private_message", 1, 0, 2,
                               None, 0, 0, 0, created, author))  # fmt: skip
            post_rows.append((post_id, author, topic_id, 1, "Hi, could you share your profile?", created, None, 1,
                              None, None, 0))  # fmt: skip
    for row in topic_rows:
        (tid, title, created, author, cid, archetype, highest, replies, views, deleted, closed, _a, _b, bumped,
         *tail) = row  # fmt: skip
        last_poster = tail[0] if tail else author
        db.execute(
            "INSERT INTO topics (id, title, last_posted_at, created_at, updated_at, views, posts_count, user_id,"
            " last_post_user_id, reply_count, deleted_at, highest_post_number, category_id, closed, bumped_at,"
            " archetype, slug, fancy_title, deleted_by_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?)",
            (tid, title, bumped, created, bumped, views, highest, author, last_poster, replies, deleted, highest, cid,
             closed, bumped, archetype, title.lower().replace(" ", "-")[:80], title,
             staff_ids[0] if deleted else None),
        )  # fmt: skip
    for pid, uid, tid, number, raw, created, reply_to, post_type, action_code, deleted, _ in post_rows:
        db.execute(
            "INSERT INTO posts (id, user_id, topic_id, post_number, raw, cooked, created_at, updated_at,"
            " reply_to_post_number, like_count, post_type, sort_order, deleted_at, action_code, word_count)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (pid, uid, tid, number, raw, f"<p>{raw}</p>" if raw else "", created, created,
             number - 1 if reply_to and number > 2 else None, like_counts.get(pid, 0), post_type, number, deleted,
             action_code, len(raw.split())),
        )  # fmt: skip
    for key, (name, flag) in {2: ("like", 0), 3: ("off_topic", 1), 4: ("inappropriate", 1), 6: ("notify_user", 1),
                              7: ("notify_moderators", 1), 8: ("spam", 1)}.items():  # fmt: skip
        db.execute("INSERT INTO post_action_types (id, name_key, is_flag, created_at, updated_at, position)"
                   " VALUES (?, ?, ?, ?, ?, ?)", (key, name, flag, stamp(-880, 10), stamp(-880, 10), key))  # fmt: skip
    for pid, uid, type_id, created, undone, agreed, disagreed in actions:
        db.execute(
            "INSERT INTO post_actions (post_id, user_id, post_action_type_id, deleted_at, created_at, updated_at,"
            " agreed_at, agreed_by_id, disagreed_at, disagreed_by_id, staff_took_action)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (pid, uid, type_id, undone, created, created, *(agreed or (None, None)), *(disagreed or (None, None)),
             1 if agreed else 0),
        )  # fmt: skip
    for tid, value, created in custom:
        db.execute("INSERT INTO topic_custom_fields (topic_id, name, value, created_at, updated_at)"
                   " VALUES (?, 'accepted_answer_post_id', ?, ?, ?)", (tid, value, created, created))  # fmt: skip
    for tid, tag_id, created in topic_tags:
        db.execute("INSERT INTO topic_tags (topic_id, tag_id, created_at, updated_at) VALUES (?, ?, ?, ?)",
                   (tid, tag_id, created, created))  # fmt: skip
    # user stats and daily visits (the last 60 days)
    post_count: dict[int, int] = {}
    for _, uid, *_rest in post_rows:
        post_count[uid] = post_count.get(uid, 0) + 1
    for uid, *_ in users:
        day, second = signup_second[uid]
        db.execute("INSERT INTO user_stats (user_id, new_since, post_count, days_visited, time_read)"
                   " VALUES (?, ?, ?, ?, ?)",
                   (uid, stamp(day, second), post_count.get(uid, 0), rng.randint(0, 200),
                    rng.randint(0, 90_000)))  # fmt: skip
    for day in range(-60, 1):
        visitors = rng.sample(posters + busy_ids + list(lurkers), rng.randint(60, 110))
        for uid in sorted(visitors):
            if signup_second[uid][0] > day:
                continue
            if day == 0 and not before_now(0, 6 * 3600):
                continue
            db.execute("INSERT INTO user_visits (user_id, visited_at, posts_read, mobile, time_read)"
                       " VALUES (?, ?, ?, ?, ?)",
                       (uid, clock.day_text(day), rng.randint(0, 80), 1 if rng.random() < 0.38 else 0,
                        rng.randint(30, 3600)))  # fmt: skip
    close_checked(db, "forum")
