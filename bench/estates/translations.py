"""A Montpellier open-source foundation's translation platform (Fondation Garrigue) as a Weblate 4 database.

Weblate (the open-source continuous localization platform, Django on PostgreSQL) keeps its projects, strings and
history in Django's tables, named ``app_model``, here in SQLite with its conventions:

* ``lang_language`` (``code`` such as ``fr``, ``pt_BR``, ``zh_Hans``, ``name``, ``direction`` ``ltr`` or ``rtl``,
  ``population``) and ``lang_plural`` (each language's plural formula, ``number`` of forms);
* ``weblate_auth_user`` (``username``, ``full_name``, ``is_superuser``, ``is_active``, **``is_bot``**, ``last_login``
  NULL for who never logged in, ``date_joined``), **the built-in ``anonymous`` user owning anonymous suggestions and
  add-on bots** (``addon:weblate.git.squash``...); ``weblate_auth_group`` and ``weblate_auth_user_groups`` (site-wide
  groups such as ``Users``, ``Reviewers``, and per-project ones named ``Pastel/Review``); ``accounts_profile`` one row
  per user with **running counters** (``translated``, ``suggested``, ``commented``, ``uploaded``);
* ``trans_project`` (**``access_control`` an integer: 0 public, 1 protected, 100 private, 200 custom**,
  ``translation_review`` 1 when translations must be approved), ``trans_component`` (``file_format`` such as ``po``,
  ``aresource``, ``json``, ``ts``, ``filemask``, **``locked`` 1 when translating is closed**, ``priority`` 60 very
  high to 140 very low, ``suggestion_voting``, ``is_glossary``, ``source_language_id``, ``enforced_checks`` JSON);
* ``trans_translation`` one per component and language, **the component's source language among them**:
  ``trans_unit`` rows are its strings, **the source translation's units being the source strings (``state`` 100,
  read-only)** that every other translation's units point at through ``source_unit_id``; **``state`` an integer: 0
  empty (untranslated), 10 needs editing, 20 translated, 30 approved, 100 read-only**, ``num_words`` the source's word
  count, **``pending`` 1 for a change not yet committed to the repository**;
* ``trans_suggestion`` (a pending suggestion; **accepting or deleting one deletes the row**), ``trans_vote``
  (``value`` +1 or -1) and ``trans_comment`` (``resolved``);
* ``trans_change`` the history: **``action`` an integer** (2 translation changed, 3 comment added, 4 suggestion added,
  5 new translation, 6 automatic translation, 7 suggestion accepted, 9 translation uploaded, 14 component locked, 15
  unlocked, 17 committed, 18 pushed, 22 failed merge, 26 suggestion removed, 28 failed push, 36 translation approved,
  37 marked for edit, 45 new contributor, 47 new alert, 48 added new language, 49 requested new language), ``user_id``
  who did it and **``author_id`` whose text it is** (a suggester's, when a reviewer accepts it), the unit,
  translation, component, project and language denormalised on the row, **``suggestion_id`` set NULL once the
  suggestion is gone**, ``details`` JSON (``{"auto": true}`` for a lock taken automatically);
* ``checks_check`` (a failing quality check: **the column is named ``check``**, a keyword, such as ``end_stop``,
  ``same``, ``placeholders``; ``dismissed`` 1 when a translator marked it as ignored);
* ``trans_alert`` (``name`` such as ``MergeFailure``, ``UpdateFailure``, ``BrokenBrowserURL``, ``dismissed``).

Times are Django's UTC datetimes with microseconds. Departures: far fewer columns; no screenshots, labels,
announcements, translation memory, component lists, categories, add-ons or notification subscriptions; the
statistics Weblate caches outside the database are left to be computed from units. History reaches a year back.

The foundation's five projects (Cartograf offline maps, Pastel the photo editor, Rivulet the feed reader, Agenda
Libre the calendar, and the foundation's private website) are translated from English into up to 16 languages.

Planted signals:

* Mireille Fabre (``mfabre``, French) translated the most strings in the last 30 days, by a wide margin;
* Pastel's Installer is locked by hand (string freeze) and Rivulet's Browser extension automatically after a failed
  merge, which also left the only open ``MergeFailure`` alert; Agenda Libre's Mobile failed to push six times in 30
  days;
* Rivulet, the project that votes on suggestions, has the most suggestions waiting, many anonymous;
* ``end_stop`` is the quality check failing most often; Arabic, Hebrew and Persian are written right to left;
* Occitan is Pastel's least translated language; five registered accounts never translated anything.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE lang_language (
  id INTEGER PRIMARY KEY, code VARCHAR(50) NOT NULL UNIQUE, name VARCHAR(100) NOT NULL,
  direction VARCHAR(3) NOT NULL DEFAULT 'ltr', population BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE lang_plural (
  id INTEGER PRIMARY KEY, source SMALLINT NOT NULL DEFAULT 0, number SMALLINT NOT NULL DEFAULT 2,
  formula TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 1, language_id INTEGER NOT NULL REFERENCES lang_language (id)
);
CREATE TABLE weblate_auth_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login DATETIME, username VARCHAR(150) NOT NULL UNIQUE,
  full_name VARCHAR(150) NOT NULL, email VARCHAR(190) UNIQUE, is_superuser BOOL NOT NULL, is_active BOOL NOT NULL,
  is_bot BOOL NOT NULL DEFAULT 0, date_joined DATETIME NOT NULL
);
CREATE TABLE trans_project (
  id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL UNIQUE, slug VARCHAR(60) NOT NULL UNIQUE, web VARCHAR(200) NOT NULL,
  instructions TEXT NOT NULL DEFAULT '', set_language_team BOOL NOT NULL DEFAULT 1,
  use_shared_tm BOOL NOT NULL DEFAULT 1, contribute_shared_tm BOOL NOT NULL DEFAULT 1,
  access_control INTEGER NOT NULL DEFAULT 0, translation_review BOOL NOT NULL DEFAULT 0,
  source_review BOOL NOT NULL DEFAULT 0, enable_hooks BOOL NOT NULL DEFAULT 1, language_aliases TEXT NOT NULL DEFAULT ''
);
CREATE TABLE weblate_auth_group (
  id INTEGER PRIMARY KEY, name VARCHAR(150) NOT NULL UNIQUE, project_selection INTEGER NOT NULL DEFAULT 0,
  language_selection INTEGER NOT NULL DEFAULT 0, internal BOOL NOT NULL DEFAULT 0,
  defining_project_id INTEGER REFERENCES trans_project (id)
);
CREATE TABLE weblate_auth_user_groups (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES weblate_auth_user (id),
  group_id INTEGER NOT NULL REFERENCES weblate_auth_group (id), UNIQUE (user_id, group_id)
);
CREATE TABLE accounts_profile (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL UNIQUE REFERENCES weblate_auth_user (id),
  language VARCHAR(10) NOT NULL DEFAULT '', translated INTEGER NOT NULL DEFAULT 0,
  suggested INTEGER NOT NULL DEFAULT 0, commented INTEGER NOT NULL DEFAULT 0, uploaded INTEGER NOT NULL DEFAULT 0,
  hide_completed BOOL NOT NULL DEFAULT 0, secondary_in_zen BOOL NOT NULL DEFAULT 1, translate_mode INTEGER NOT NULL
  DEFAULT 0, zen_mode INTEGER NOT NULL DEFAULT 0, dashboard_view INTEGER NOT NULL DEFAULT 1,
  website VARCHAR(200) NOT NULL DEFAULT '', location VARCHAR(100) NOT NULL DEFAULT '',
  company VARCHAR(100) NOT NULL DEFAULT ''
);
CREATE TABLE trans_component (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, slug VARCHAR(100) NOT NULL,
  project_id INTEGER NOT NULL REFERENCES trans_project (id), vcs VARCHAR(20) NOT NULL, repo VARCHAR(200) NOT NULL,
  push VARCHAR(200) NOT NULL DEFAULT '', repoweb VARCHAR(200) NOT NULL DEFAULT '', branch VARCHAR(200) NOT NULL,
  push_branch VARCHAR(200) NOT NULL DEFAULT '', filemask VARCHAR(400) NOT NULL,
  template VARCHAR(400) NOT NULL DEFAULT '', new_base VARCHAR(400) NOT NULL DEFAULT '',
  file_format VARCHAR(50) NOT NULL, locked BOOL NOT NULL DEFAULT 0,
  allow_translation_propagation BOOL NOT NULL DEFAULT 1, enable_suggestions BOOL NOT NULL DEFAULT 1,
  suggestion_voting BOOL NOT NULL DEFAULT 0, suggestion_autoaccept SMALLINT NOT NULL DEFAULT 0,
  check_flags TEXT NOT NULL DEFAULT '', enforced_checks TEXT NOT NULL DEFAULT '[]', license VARCHAR(150) NOT NULL,
  agreement TEXT NOT NULL DEFAULT '', new_lang VARCHAR(10) NOT NULL DEFAULT 'add',
  language_code_style VARCHAR(20) NOT NULL DEFAULT '', merge_style VARCHAR(10) NOT NULL DEFAULT 'rebase',
  push_on_commit BOOL NOT NULL DEFAULT 1, commit_pending_age INTEGER NOT NULL DEFAULT 24,
  auto_lock_error BOOL NOT NULL DEFAULT 1, source_language_id INTEGER NOT NULL REFERENCES lang_language (id),
  priority INTEGER NOT NULL DEFAULT 100, restricted BOOL NOT NULL DEFAULT 0, is_glossary BOOL NOT NULL DEFAULT 0,
  glossary_color VARCHAR(30) NOT NULL DEFAULT 'silver', manage_units BOOL NOT NULL DEFAULT 0,
  remote_revision VARCHAR(200) NOT NULL DEFAULT '', local_revision VARCHAR(200) NOT NULL DEFAULT '',
  UNIQUE (project_id, slug)
);
CREATE TABLE trans_translation (
  id INTEGER PRIMARY KEY, component_id INTEGER NOT NULL REFERENCES trans_component (id),
  language_id INTEGER NOT NULL REFERENCES lang_language (id), plural_id INTEGER NOT NULL REFERENCES lang_plural (id),
  revision VARCHAR(200) NOT NULL DEFAULT '', filename VARCHAR(400) NOT NULL, language_code VARCHAR(50) NOT NULL,
  check_flags TEXT NOT NULL DEFAULT '', UNIQUE (component_id, language_id)
);
CREATE TABLE trans_unit (
  id INTEGER PRIMARY KEY, translation_id INTEGER NOT NULL REFERENCES trans_translation (id), id_hash BIGINT NOT NULL,
  location TEXT NOT NULL DEFAULT '', context TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '',
  flags TEXT NOT NULL DEFAULT '', source TEXT NOT NULL, previous_source TEXT NOT NULL DEFAULT '',
  target TEXT NOT NULL DEFAULT '', state INTEGER NOT NULL DEFAULT 0, original_state INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL, num_words INTEGER NOT NULL DEFAULT 0, priority INTEGER NOT NULL DEFAULT 100,
  pending BOOL NOT NULL DEFAULT 0, timestamp DATETIME NOT NULL, extra_flags TEXT NOT NULL DEFAULT '',
  explanation TEXT NOT NULL DEFAULT '', source_unit_id INTEGER REFERENCES trans_unit (id)
);
CREATE TABLE trans_suggestion (
  id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES trans_unit (id), target TEXT NOT NULL,
  user_id INTEGER REFERENCES weblate_auth_user (id), userdetails TEXT NOT NULL DEFAULT '{}', timestamp DATETIME NOT NULL
);
CREATE TABLE trans_vote (
  id INTEGER PRIMARY KEY, suggestion_id INTEGER NOT NULL REFERENCES trans_suggestion (id),
  user_id INTEGER NOT NULL REFERENCES weblate_auth_user (id), value SMALLINT NOT NULL DEFAULT 1,
  UNIQUE (suggestion_id, user_id)
);
CREATE TABLE trans_comment (
  id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES trans_unit (id), comment TEXT NOT NULL,
  user_id INTEGER REFERENCES weblate_auth_user (id), userdetails TEXT NOT NULL DEFAULT '{}',
  timestamp DATETIME NOT NULL, resolved BOOL NOT NULL DEFAULT 0
);
CREATE TABLE trans_alert (
  id INTEGER PRIMARY KEY, component_id INTEGER NOT NULL REFERENCES trans_component (id), timestamp DATETIME NOT NULL,
  name VARCHAR(150) NOT NULL, details TEXT NOT NULL DEFAULT '{}', dismissed BOOL NOT NULL DEFAULT 0,
  updated DATETIME NOT NULL, UNIQUE (component_id, name)
);
CREATE TABLE trans_change (
  id INTEGER PRIMARY KEY, unit_id INTEGER REFERENCES trans_unit (id), language_id INTEGER REFERENCES lang_language (id),
  project_id INTEGER REFERENCES trans_project (id), component_id INTEGER REFERENCES trans_component (id),
  translation_id INTEGER REFERENCES trans_translation (id), comment_id INTEGER REFERENCES trans_comment (id),
  suggestion_id INTEGER REFERENCES trans_suggestion (id), alert_id INTEGER REFERENCES trans_alert (id),
  user_id INTEGER REFERENCES weblate_auth_user (id), author_id INTEGER REFERENCES weblate_auth_user (id),
  timestamp DATETIME NOT NULL, action INTEGER NOT NULL DEFAULT 2, target TEXT NOT NULL DEFAULT '',
  old TEXT NOT NULL DEFAULT '', details TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE checks_check (
  id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES trans_unit (id), "check" VARCHAR(50) NOT NULL,
  dismissed BOOL NOT NULL DEFAULT 0, UNIQUE (unit_id, "check")
);
"""

# code, name, direction, population (thousands), plural forms, formula
LANGUAGES = [
    ("en", "English", "ltr", 1_452_000, 2, "n != 1"), ("fr", "French", "ltr", 310_000, 2, "n > 1"),
    ("de", "German", "ltr", 133_000, 2, "n != 1"), ("es", "Spanish", "ltr", 559_000, 2, "n != 1"),
    ("it", "Italian", "ltr", 68_000, 2, "n != 1"), ("pt_BR", "Portuguese (Brazil)", "ltr", 214_000, 2, "n > 1"),
    ("ca", "Catalan", "ltr", 10_000, 2, "n != 1"), ("oc", "Occitan", "ltr", 500, 2, "n > 1"),
    ("nl", "Dutch", "ltr", 30_000, 2, "n != 1"), ("pl", "Polish", "ltr", 41_000, 3,
     "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"),
    ("uk", "Ukrainian", "ltr", 33_000, 3, "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20)"
     " ? 1 : 2"),
    ("ja", "Japanese", "ltr", 123_000, 1, "0"), ("zh_Hans", "Chinese (Simplified)", "ltr", 1_100_000, 1, "0"),
    ("tr", "Turkish", "ltr", 88_000, 2, "n != 1"), ("ar", "Arabic", "rtl", 373_000, 6,
     "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5"),
    ("he", "Hebrew", "rtl", 9_000, 4, "(n == 1) ? 0 : ((n == 2) ? 1 : ((n > 10 && n % 10 == 0) ? 2 : 3))"),
    ("fa", "Persian", "rtl", 79_000, 2, "n > 1"), ("eo", "Esperanto", "ltr", 2_000, 2, "n != 1"),
    ("br", "Breton", "ltr", 200, 5, "n%10==1 && n%100!=11 && n%100!=71 && n%100!=91 ? 0 : 4"),
    ("eu", "Basque", "ltr", 750, 2, "n != 1"), ("sv", "Swedish", "ltr", 13_000, 2, "n != 1"),
    ("fi", "Finnish", "ltr", 5_800, 2, "n != 1"), ("cs", "Czech", "ltr", 13_700, 3,
     "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2"), ("ko", "Korean", "ltr", 82_000, 1, "0"),
]  # fmt: skip
# progress of each language (share of strings translated) in a typical component; the projects scale it
PROGRESS = {"fr": 0.97, "de": 0.92, "es": 0.86, "it": 0.74, "pt_BR": 0.66, "ca": 0.58, "oc": 0.22, "nl": 0.48,
            "pl": 0.42, "uk": 0.61, "ja": 0.35, "zh_Hans": 0.44, "tr": 0.27, "ar": 0.18, "he": 0.15, "fa": 0.2,
            "eo": 0.31}  # fmt: skip


@dataclass
class Component:
    project: str
    name: str
    slug: str
    file_format: str
    filemask: str
    strings: int
    languages: tuple[str, ...]
    priority: int = 100
    locked: int = 0
    voting: int = 0
    glossary: int = 0
    license: str = "GPL-3.0-or-later"
    progress: float = 1.0  # scales PROGRESS
    id: int = 0
    translations: dict[str, int] = field(default_factory=dict)


ALL = ("fr", "de", "es", "it", "pt_BR", "ca", "oc", "nl", "pl", "uk", "ja", "zh_Hans", "tr", "ar", "he")
# name, slug, web, access_control, translation_review
PROJECTS = [
    ("Cartograf", "cartograf", "https://cartograf.garrigue.example", 0, 1),
    ("Pastel", "pastel", "https://pastel.garrigue.example", 0, 1),
    ("Rivulet", "rivulet", "https://rivulet.garrigue.example", 0, 0),
    ("Agenda Libre", "agenda-libre", "https://agenda.garrigue.example", 1, 0),
    ("Foundation website", "website", "https://garrigue.example", 100, 0),
]
COMPONENTS = [
    Component("Cartograf", "Android app", "android", "aresource", "app/src/main/res/values-*/strings.xml", 96, ALL,
              priority=80),
    Component("Cartograf", "Website", "website", "po", "website/locale/*/LC_MESSAGES/django.po", 54,
              ("fr", "de", "es", "it", "pt_BR", "ca", "oc", "nl", "uk")),
    Component("Cartograf", "Glossary", "glossary", "tbx", "glossary/*.tbx", 22, ("fr", "de", "es", "it", "ca", "oc"),
              glossary=1, license="CC-BY-SA-4.0"),
    Component("Pastel", "Application", "application", "po", "po/*.po", 118, (*ALL, "fa", "eo"), priority=60),
    Component("Pastel", "Help manual", "help", "po", "help/*/pastel-help.po", 84,
              ("fr", "de", "es", "it", "pt_BR", "oc", "ja", "zh_Hans"), priority=120, progress=0.7,
              license="CC-BY-SA-4.0"),
    Component("Pastel", "Installer", "installer", "ts", "installer/translations/*.ts", 26,
              ("fr", "de", "es", "it", "pt_BR", "oc", "nl", "pl", "ja"), locked=1),
    Component("Rivulet", "Core", "core", "i18next", "locales/*/core.json", 72,
              ("fr", "de", "es", "it", "pt_BR", "nl", "pl", "uk", "tr", "ar"), voting=1, license="MIT"),
    Component("Rivulet", "Browser extension", "extension", "webextension", "extension/_locales/*/messages.json", 38,
              ("fr", "de", "es", "it", "pt_BR", "nl", "pl", "uk", "tr", "ar", "he"), voting=1, locked=1,
              license="MIT"),
    Component("Agenda Libre", "Desktop", "desktop", "po", "po/*.po", 88, ("fr", "de", "es", "it", "ca", "oc", "eo"),
              license="LGPL-2.1-or-later"),
    Component("Agenda Libre", "Mobile", "mobile", "aresource", "android/res/values-*/strings.xml", 64,
              ("fr", "de", "es", "it", "ca", "nl", "pl"), license="LGPL-2.1-or-later"),
    Component("Agenda Libre", "Notifications", "notifications", "po", "notify/po/*.po", 18,
              ("fr", "de", "es", "it", "ca"), priority=140, license="LGPL-2.1-or-later"),
    Component("Foundation website", "Pages", "pages", "po", "locale/*/LC_MESSAGES/pages.po", 46,
              ("fr", "de", "es", "oc"), license="CC-BY-4.0"),
    Component("Foundation website", "Donation form", "donate", "json", "donate/locales/*.json", 14,
              ("fr", "de", "es"), license="CC-BY-4.0"),
]  # fmt: skip
MANUAL_LOCK = ("Pastel", "Installer")  # the release's string freeze
REDESIGNED = ("Cartograf", "Android app")  # its strings rewritten for the new design: translations to edit
MERGE_FAILED = ("Rivulet", "Browser extension")  # locked automatically after a failed merge
PUSH_FAILING = ("Agenda Libre", "Mobile")  # the push credentials expired

# username, full name, languages translated, activity weight (0: never translated), reviewer
TRANSLATORS = [
    ("mfabre", "Mireille Fabre", ("fr", "oc"), 3.0, 1), ("jbonnet", "Julien Bonnet", ("fr",), 1.2, 1),
    ("clacroix", "Camille Lacroix", ("fr",), 0.9, 0), ("hweber", "Hannah Weber", ("de",), 1.4, 1),
    ("tkrause", "Tobias Krause", ("de",), 0.9, 0), ("lschmitt", "Lena Schmitt", ("de",), 0.5, 0),
    ("amartinez", "Alejandro Martínez", ("es", "ca"), 1.3, 1), ("lgarcia", "Lucía García", ("es",), 0.8, 0),
    ("mrossi", "Marco Rossi", ("it",), 1.1, 1), ("gbianchi", "Giulia Bianchi", ("it",), 0.6, 0),
    ("rsouza", "Rafael Souza", ("pt_BR",), 1.0, 1), ("acosta", "Ana Costa", ("pt_BR",), 0.7, 0),
    ("jpujol", "Jordi Pujol", ("ca",), 0.9, 1), ("palibert", "Pèire Alibert", ("oc",), 0.7, 0),
    ("sdevries", "Sanne de Vries", ("nl",), 0.8, 1), ("kkowalska", "Katarzyna Kowalska", ("pl",), 0.9, 1),
    ("oshevchenko", "Olena Shevchenko", ("uk",), 1.0, 1), ("ytanaka", "Yuki Tanaka", ("ja",), 0.8, 1),
    ("lwei", "Li Wei", ("zh_Hans",), 0.8, 1), ("edemir", "Elif Demir", ("tr",), 0.6, 1),
    ("khaddad", "Karim Haddad", ("ar",), 0.7, 1), ("nlevi", "Noa Levi", ("he",), 0.5, 1),
    ("srahimi", "Sara Rahimi", ("fa",), 0.4, 1), ("ezamenhof", "Emilo Zamenhof", ("eo",), 0.4, 1),
    ("dmoreau", "Denis Moreau", ("fr",), 0.0, 0), ("pnovak", "Petr Novák", ("cs",), 0.0, 0),
    ("ajohansson", "Anna Johansson", ("sv",), 0.0, 0), ("kvirtanen", "Kalle Virtanen", ("fi",), 0.0, 0),
    ("mlebreton", "Maël Le Breton", ("br",), 0.0, 0),
]  # fmt: skip
STAFF = [("admin", "Garrigue Admin"), ("sroux", "Sophie Roux"), ("nmercier", "Nicolas Mercier")]
BOTS = ["addon:weblate.git.squash", "addon:weblate.gettext.msgmerge", "addon:weblate.cleanup.generic"]
WORDS = ("open map layer offline download route search place save export photo image brush layer filter crop "
         "colour print feed article unread mark subscribe folder calendar event reminder invite repeat week month "
         "settings account sync error retry cancel delete share zoom").split()  # fmt: skip
CHECKS = [("end_stop", 10), ("same", 4), ("placeholders", 3), ("double_space", 2), ("end_space", 2),
          ("max_length", 1), ("python_format", 1), ("inconsistent", 1)]  # fmt: skip


def _hash(text: str) -> int:
    """A signed 64-bit hash of a string, as Weblate's id_hash."""
    return int.from_bytes(hashlib.sha1(text.encode()).digest()[:8], "big", signed=True)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def when(day: int, low: int = 0, high: int = 1435) -> str:
        moment = clock.clear_of_now(rng, day, low, high)
        return clock.fmt_micro(moment, rng)

    def recent(days: int) -> int:
        """A day in the last ``days`` days, more of them recent."""
        return -min(days, int(rng.expovariate(1 / (days / 3))))

    # languages and their plurals
    lang: dict[str, int] = {}
    plural: dict[str, int] = {}
    for k, (code, name, direction, population, forms, formula) in enumerate(LANGUAGES, 1):
        lang[code] = k
        plural[code] = k
        db.execute("INSERT INTO lang_language VALUES (?, ?, ?, ?, ?)", (k, code, name, direction, population * 1000))
        db.execute("INSERT INTO lang_plural VALUES (?, 0, ?, ?, 1, ?)", (k, forms, formula, k))

    # users: the anonymous user, staff, translators, bots
    users: dict[str, int] = {}

    def user(username: str, full_name: str, joined: str, login: str | None, superuser: int = 0, active: int = 1,
             bot: int = 0) -> int:  # fmt: skip
        ident = len(users) + 1
        users[username] = ident
        email = (
            None
            if bot or username == "anonymous"
            else f"{username}@{'garrigue.example' if superuser else 'mail.example'}"
        )
        db.execute("INSERT INTO weblate_auth_user VALUES (?, '!', ?, ?, ?, ?, ?, ?, ?, ?)",
                   (ident, login, username, full_name, email, superuser, active, bot, joined))  # fmt: skip
        return ident

    user("anonymous", "Anonymous", when(-1400), None)
    for username, full_name in STAFF:
        user(username, full_name, when(-rng.randint(900, 1400)), when(recent(10)), superuser=1)
    for username, full_name, _, weight, _ in TRANSLATORS:
        joined = -rng.randint(400, 1300) if weight else -rng.randint(20, 300)
        if weight == 0:
            login = None if username in ("pnovak", "mlebreton") else when(rng.randint(joined, -100))
        elif username == "lschmitt":
            login = when(-rng.randint(120, 200))  # away since
        else:
            login = when(recent(20))
        user(username, full_name, when(joined), login)
    for name in BOTS:
        user(name, name.split(".", 1)[1].replace(".", " "), when(-900), None, bot=1)
    user("formerstaff", "Former Staff", when(-1300), when(-500), active=0)

    # projects, groups, components, translations
    project: dict[str, int] = {}
    for k, (name, slug, web, access, review) in enumerate(PROJECTS, 1):
        project[name] = k
        db.execute(
            "INSERT INTO trans_project VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?, 0, 1, '')",
            (k, name, slug, web, f"Read the {name} style guide first." if review else "", int(access == 0), access,
             review),
        )  # fmt: skip
    groups = ["Guests", "Users", "Viewers", "Reviewers", "Managers"]
    group: dict[str, int] = {}
    for name in groups:
        group[name] = len(group) + 1
        db.execute("INSERT INTO weblate_auth_group VALUES (?, ?, 0, 1, 1, NULL)", (group[name], name))
    for name, _, _, access, review in PROJECTS:
        for suffix in ("Administration", "Review" if review else "Translate", *(["Access"] if access else [])):
            group[f"{name}/{suffix}"] = len(group) + 1
            db.execute("INSERT INTO weblate_auth_group VALUES (?, ?, 0, 1, 1, ?)",
                       (group[f"{name}/{suffix}"], f"{name}/{suffix}", project[name]))  # fmt: skip
    memberships: set[tuple[int, int]] = set()
    for username, ident in users.items():
        if username == "anonymous" or username.startswith("addon:"):
            memberships.add((ident, group["Guests" if username == "anonymous" else "Viewers"]))
            continue
        memberships.add((ident, group["Users"]))
    for username, _ in STAFF:
        memberships.add((users[username], group["Managers"]))
        for name, *_ in PROJECTS:
            memberships.add((users[username], group[f"{name}/Administration"]))
    for username, _, _, weight, reviewer in TRANSLATORS:
        if reviewer:
            memberships.add((users[username], group["Reviewers"]))
            for name in ("Cartograf", "Pastel"):
                memberships.add((users[username], group[f"{name}/Review"]))
        if weight:
            memberships.add((users[username], group["Agenda Libre/Access"]))
    memberships.add((users["mfabre"], group["Foundation website/Access"]))
    memberships.add((users["amartinez"], group["Foundation website/Access"]))
    memberships.add((users["hweber"], group["Foundation website/Access"]))
    for k, (uid, gid) in enumerate(sorted(memberships), 1):
        db.execute("INSERT INTO weblate_auth_user_groups VALUES (?, ?, ?)", (k, uid, gid))

    translators: dict[str, list[tuple[str, float]]] = {}
    for username, _, languages, weight, _ in TRANSLATORS:
        for code in languages:
            if weight:
                translators.setdefault(code, []).append((username, weight))
    reviewers = {code: [u for u, _, langs, w, r in TRANSLATORS if r and w and code in langs] for code in PROGRESS}

    translation_id = 0
    unit_id = 0
    units: list[tuple[object, ...]] = []
    changes: list[dict[str, object]] = []
    suggestions: list[tuple[object, ...]] = []
    votes: list[tuple[int, int, int]] = []
    comments: list[tuple[object, ...]] = []
    checks: list[tuple[int, str, int]] = []
    counters: dict[str, dict[str, int]] = {name: {"translated": 0, "suggested": 0, "commented": 0, "uploaded": 0}
                                           for name in users}  # fmt: skip

    def change(action: int, stamp: str, *, unit: int | None = None, translation: int | None = None,
               component: Component | None = None, code: str | None = None, by: str | None = None,
               author: str | None = None, target: str = "", old: str = "",
               details: dict[str, object] | None = None, comment: int | None = None, suggestion: int | None = None,
               alert: int | None = None) -> None:  # fmt: skip
        changes.append({"unit": unit, "language": lang[code] if code else None,
                        "project": project[component.project] if component else None,
                        "component": component.id if component else None, "translation": translation,
                        "comment": comment, "suggestion": suggestion, "alert": alert,
                        "user": users[by] if by else None, "author": users[author] if author else None,
                        "timestamp": stamp, "action": action, "target": target, "old": old,
                        "details": json.dumps(details or {})})  # fmt: skip

    def pick_translator(code: str) -> str:
        people = translators[code]
        return rng.choices([p for p, _ in people], weights=[w for _, w in people])[0]

    for k, comp in enumerate(COMPONENTS, 1):
        comp.id = k
        proj_slug = next(p[1] for p in PROJECTS if p[0] == comp.project)
        vcs_repo = f"https://git.garrigue.example/{proj_slug}/{proj_slug}.git"
        locked = int((comp.project, comp.name) in (MANUAL_LOCK, MERGE_FAILED))
        db.execute(
            "INSERT INTO trans_component (id, name, slug, project_id, vcs, repo, push, repoweb, branch, filemask,"
            " template, new_base, file_format, locked, suggestion_voting, suggestion_autoaccept, check_flags,"
            " enforced_checks, license, source_language_id, priority, is_glossary, remote_revision, local_revision)"
            " VALUES (?, ?, ?, ?, 'git', ?, ?, ?, 'main', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, comp.name, comp.slug, project[comp.project],
             vcs_repo if k == 1 or comp.slug != "glossary" else f"weblate://{proj_slug}/android",
             vcs_repo.replace("https://", "ssh://git@"), f"https://git.garrigue.example/{proj_slug}/{proj_slug}",
             comp.filemask, "app/src/main/res/values/strings.xml" if comp.file_format == "aresource" else "",
             "po/pastel.pot" if comp.file_format == "po" and comp.project == "Pastel" else "", comp.file_format,
             locked, comp.voting, 2 if comp.voting else 0,
             "max-length:120" if comp.file_format == "aresource" else "",
             json.dumps(["placeholders"] if comp.file_format in ("po", "i18next") else []), comp.license, lang["en"],
             comp.priority, comp.glossary, f"{rng.getrandbits(160):040x}", f"{rng.getrandbits(160):040x}"),
        )  # fmt: skip
        # the source translation: the source strings, read-only
        translation_id += 1
        comp.translations["en"] = translation_id
        db.execute("INSERT INTO trans_translation VALUES (?, ?, ?, ?, ?, ?, 'en', '')",
                   (translation_id, k, lang["en"], plural["en"], f"{rng.getrandbits(160):040x}",
                    comp.filemask.replace("*", "en")))  # fmt: skip
        created = -rng.randint(500, 1500)
        sources: list[tuple[int, str, int]] = []
        for position in range(1, comp.strings + 1):
            words = rng.choices(WORDS, k=rng.choice([1, 1, 2, 2, 3, 4, 6, 9, 14]))
            text = " ".join(words).capitalize() + ("." if len(words) > 5 else "")
            if rng.random() < 0.08:
                text += " %s"
            unit_id += 1
            sources.append((unit_id, text, len(words)))
            context = f"{comp.slug}_{position:03d}" if comp.file_format in ("aresource", "i18next", "json") else ""
            units.append((unit_id, translation_id, _hash(text + context), f"{comp.slug}.c:{position * 7}", context,
                          "", "c-format" if "%s" in text else "", text, "", text, 100, 100, position, len(words),
                          comp.priority, 0, when(created), "", "", None))  # fmt: skip
        # the target translations
        scale = comp.progress * (0.55 if comp.project == "Foundation website" else 1.0)
        for code in comp.languages:
            translation_id += 1
            comp.translations[code] = translation_id
            db.execute("INSERT INTO trans_translation VALUES (?, ?, ?, ?, ?, ?, ?, '')",
                       (translation_id, k, lang[code], plural[code], f"{rng.getrandbits(160):040x}",
                        comp.filemask.replace("*", code), code))  # fmt: skip
            share = PROGRESS[code] * (scale if code not in ("fr", "de") else 1.0)
            if comp.project == "Pastel" and code == "oc":
                share = 0.08  # the least translated
            done = round(len(sources) * min(1.0, share))
            translated = set(rng.sample(range(len(sources)), done))
            review = next(p[4] for p in PROJECTS if p[0] == comp.project)
            for n, (source_id, text, word_count) in enumerate(sources):
                unit_id += 1
                state, target, stamp = 0, "", when(created)
                history_day: int | None = None
                if n in translated:
                    target = f"{text} [{code}]"
                    roll = rng.random()
                    state = 10 if roll < 0.07 else 30 if review and roll < 0.45 else 20
                    if (comp.project, comp.name) == REDESIGNED and roll > 0.8:
                        state = -10  # translated, then its source string changed
                    history_day = -rng.randint(366, 1400) if rng.random() < 0.45 else -rng.randint(0, 365)
                    if code == "fr" and rng.random() < 0.45:
                        history_day = -rng.randint(0, 28)  # the French team's push
                    stamp = when(history_day)
                pending = int(history_day is not None and history_day >= -1 and not comp.glossary)
                previous = ""
                if state == -10:
                    state, previous = 10, text.replace(" ", "  ", 1) if " " in text else text + "!"
                units.append((unit_id, translation_id, _hash(text + str(n)), f"{comp.slug}.c:{(n + 1) * 7}",
                              units[source_id - 1][4], "", units[source_id - 1][6], text, previous, target, state,
                              state, n + 1, word_count, comp.priority, pending, stamp, "", "", source_id))  # fmt: skip
                if history_day is None:
                    continue
                if previous:  # the source changed after the translation: marked for edit
                    if history_day >= -365:
                        who = pick_translator(code)
                        change(5, stamp, unit=unit_id, translation=translation_id, component=comp, code=code,
                               by=who, author=who, target=target)  # fmt: skip
                    change(37, when(-rng.randint(2, 20)), unit=unit_id, translation=translation_id, component=comp,
                           code=code, target=target, old=target)  # fmt: skip
                    continue
                # the history of a string translated in the last year
                if history_day >= -365:
                    author = "mfabre" if code == "fr" and history_day >= -28 and rng.random() < 0.7 else None
                    author = author or pick_translator(code)
                    if state == 10:
                        by = rng.choice(["sroux", "nmercier"])  # machine translation run by the coordinators
                        change(6, stamp, unit=unit_id, translation=translation_id, component=comp, code=code, by=by,
                               author=by, target=target)  # fmt: skip
                        counters[by]["translated"] += 1
                    else:
                        action = 9 if rng.random() < 0.06 else 5
                        change(action, stamp, unit=unit_id, translation=translation_id, component=comp, code=code,
                               by=author, author=author, target=target)  # fmt: skip
                        counters[author]["translated" if action == 5 else "uploaded"] += 1
                        if rng.random() < 0.15 and history_day < -2:
                            edited = when(rng.randint(history_day + 1, 0))
                            editor = pick_translator(code)
                            change(2, edited, unit=unit_id, translation=translation_id, component=comp, code=code,
                                   by=editor, author=editor, target=target, old=f"{text} [{code}?]")  # fmt: skip
                            counters[editor]["translated"] += 1
                        if state == 30 and reviewers.get(code):
                            approver = rng.choice(reviewers[code])
                            day = rng.randint(history_day, 0) if history_day < 0 else 0
                            change(36, when(day), unit=unit_id, translation=translation_id, component=comp, code=code,
                                   by=approver, author=author, target=target)  # fmt: skip
                # checks on translated strings
                if rng.random() < 0.035:
                    name = rng.choices([c for c, _ in CHECKS], weights=[w for _, w in CHECKS])[0]
                    checks.append((unit_id, name, int(rng.random() < 0.2)))
            # suggestions: pending on untranslated strings, accepted or deleted earlier
            untranslated = [n for n in range(len(sources)) if n not in translated]
            base = unit_id - len(sources)  # this translation's units follow it
            pending_count = round(len(untranslated) * (0.22 if comp.voting else 0.05))
            for n in rng.sample(untranslated, min(pending_count, len(untranslated))):
                target_unit = base + n + 1
                anonymous = comp.voting and rng.random() < 0.45
                who = "anonymous" if anonymous or code not in translators else pick_translator(code)
                stamp = when(-rng.randint(0, 200))
                details = {"address": f"203.0.113.{rng.randint(2, 250)}", "agent": "Mozilla/5.0"} if anonymous else {}
                suggestions.append((len(suggestions) + 1, target_unit, f"{sources[n][1]} [{code}~]", users[who],
                                    json.dumps(details), stamp))  # fmt: skip
                counters[who]["suggested"] += 1
                change(4, stamp, unit=target_unit, translation=translation_id, component=comp, code=code, by=who,
                       author=who, target=f"{sources[n][1]} [{code}~]", suggestion=len(suggestions))  # fmt: skip
                if comp.voting:
                    voters = [u for u, _ in translators.get(code, []) if u != who]
                    for voter in rng.sample(voters, min(len(voters), rng.randint(0, 2))):
                        value = -1 if rng.random() < 0.25 else 1
                        votes.append((len(suggestions), users[voter], value))
            if code in translators and code in reviewers and reviewers[code]:
                for n in rng.sample(sorted(translated), min(len(translated), rng.randint(0, 3))):
                    who = "anonymous" if comp.voting and rng.random() < 0.4 else pick_translator(code)
                    day = -rng.randint(5, 300)
                    change(4, when(day), unit=base + n + 1, translation=translation_id, component=comp, code=code,
                           by=who, author=who, target=f"{sources[n][1]} [{code}]")  # fmt: skip
                    counters[who]["suggested"] += 1
                    checker = rng.choice(reviewers[code])
                    accepted = rng.random() < 0.7
                    change(7 if accepted else 26, when(min(0, day + rng.randint(1, 20))), unit=base + n + 1,
                           translation=translation_id, component=comp, code=code, by=checker, author=who,
                           target=f"{sources[n][1]} [{code}]")  # fmt: skip
            # the first contribution of each translator to this translation
            for person, _ in translators.get(code, []):
                if rng.random() < 0.25:
                    change(45, when(-rng.randint(0, 365)), translation=translation_id, component=comp, code=code,
                           by=person, author=person)  # fmt: skip
        # comments on source strings and translations
        for _ in range(rng.randint(1, 6)):
            source_id, text, _ = rng.choice(sources)
            who = rng.choice([u for u, _, _, w, _ in TRANSLATORS if w])
            stamp = when(-rng.randint(0, 250))
            comments.append((len(comments) + 1, source_id, f"Is “{text[:30]}” a verb or a noun here?", users[who],
                             "{}", stamp, int(rng.random() < 0.55)))  # fmt: skip
            counters[who]["commented"] += 1
            change(3, stamp, unit=source_id, translation=comp.translations["en"], component=comp, code="en", by=who,
                   author=who, comment=len(comments), details={"comment": "question"})  # fmt: skip

    # the repository's life: commits and pushes after translation work, the failures
    alerts: list[tuple[object, ...]] = []
    for comp in COMPONENTS:
        key = (comp.project, comp.name)
        for day in range(-365, 1):
            if rng.random() < (0.35 if not comp.glossary else 0.08):
                stamp = when(day)
                bot = "addon:weblate.git.squash" if comp.project == "Pastel" else None
                change(17, stamp, translation=comp.translations[rng.choice(comp.languages)], component=comp,
                       code=None, by=bot)  # fmt: skip
                if key == PUSH_FAILING and day >= -30:
                    continue
                if key == MERGE_FAILED and day >= -4:
                    continue
                change(18, stamp, component=comp)
        if key == PUSH_FAILING:
            for day in sorted(rng.sample(range(-29, 0), 6)):
                change(28, when(day), component=comp, details={"error": "remote: HTTP Basic: Access denied"})
        if key == MANUAL_LOCK:
            change(14, when(-9), component=comp, by="sroux", details={"auto": False})
            change(15, when(-160), component=comp, by="sroux", details={"auto": False})
            change(14, when(-175), component=comp, by="sroux", details={"auto": False})
    for comp in COMPONENTS:
        key = (comp.project, comp.name)
        if key == MERGE_FAILED:
            stamp = when(-4)
            change(22, stamp, component=comp, details={"error": "CONFLICT (content): Merge conflict in messages.json"})
            alerts.append(
                (
                    len(alerts) + 1,
                    comp.id,
                    stamp,
                    "MergeFailure",
                    json.dumps({"error": "Merge conflict in extension/_locales/fr/messages.json"}),
                    0,
                    stamp,
                )
            )
            change(47, stamp, component=comp, alert=len(alerts), details={"alert": "MergeFailure"})
            change(14, stamp, component=comp, details={"auto": True})
        if key == PUSH_FAILING:
            stamp = when(-29)
            alerts.append((len(alerts) + 1, comp.id, stamp, "PushFailure", json.dumps({"error": "Access denied"}), 0,
                           when(-1)))  # fmt: skip
            change(47, stamp, component=comp, alert=len(alerts), details={"alert": "PushFailure"})
        if comp.name == "Website" or comp.name == "Pages":
            stamp = when(-rng.randint(40, 90))
            alerts.append((len(alerts) + 1, comp.id, stamp, "BrokenBrowserURL", json.dumps({"link": comp.name}),
                           int(comp.name == "Pages"), stamp))  # fmt: skip
        if comp.name == "Application":
            stamp = when(-rng.randint(100, 200))
            alerts.append((len(alerts) + 1, comp.id, stamp, "MergeFailure", json.dumps({"error": "old conflict"}), 1,
                           stamp))  # fmt: skip
    for code, comp_name in (("eo", "Pastel"), ("oc", "Foundation website")):
        comp = next(c for c in COMPONENTS if c.project == comp_name)
        change(48, when(-rng.randint(60, 200)), component=comp, code=code, by="sroux", details={"language": code})
    for code in ("br", "eu", "cs"):
        comp = next(c for c in COMPONENTS if c.project == "Pastel")
        requester = {"br": "mlebreton", "eu": "amartinez", "cs": "pnovak"}[code]
        change(49, when(-rng.randint(1, 80)), component=comp, code=code, by=requester, details={"language": code})

    # write everything
    db.executemany("INSERT INTO trans_unit VALUES (" + ", ".join("?" * 20) + ")", units)
    db.executemany("INSERT INTO trans_suggestion VALUES (?, ?, ?, ?, ?, ?)", suggestions)
    db.executemany("INSERT INTO trans_vote (suggestion_id, user_id, value) VALUES (?, ?, ?)", votes)
    db.executemany("INSERT INTO trans_comment VALUES (?, ?, ?, ?, ?, ?, ?)", comments)
    db.executemany("INSERT INTO trans_alert VALUES (?, ?, ?, ?, ?, ?, ?)", alerts)
    db.executemany('INSERT INTO checks_check (unit_id, "check", dismissed) VALUES (?, ?, ?)', checks)
    changes.sort(key=lambda c: str(c["timestamp"]))
    db.executemany(
        "INSERT INTO trans_change VALUES (" + ", ".join("?" * 16) + ")",
        [(k, c["unit"], c["language"], c["project"], c["component"], c["translation"], c["comment"], c["suggestion"],
          c["alert"], c["user"], c["author"], c["timestamp"], c["action"], c["target"], c["old"], c["details"])
         for k, c in enumerate(changes, 1)],
    )  # fmt: skip
    for username, ident in users.items():
        if username.startswith("addon:"):
            continue
        first = next((t[2][0] for t in TRANSLATORS if t[0] == username), "en")
        legacy = rng.randint(40, 900) if any(t[0] == username and t[3] for t in TRANSLATORS) else 0
        c = counters[username]
        db.execute(
            "INSERT INTO accounts_profile (user_id, language, translated, suggested, commented, uploaded, location)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (ident, first, c["translated"] + legacy, c["suggested"], c["commented"], c["uploaded"],
             "Montpellier" if username in ("admin", "sroux", "nmercier", "mfabre") else ""),
        )  # fmt: skip
    close_checked(db, "translations")
