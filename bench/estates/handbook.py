"""A Trondheim offshore-wind engineering consultancy's handbook (Havvind Rådgivning) as a Wiki.js 2.5 SQLite database.

Wiki.js 2 (Node.js, knex migrations; SQLite is one of its supported databases) keeps its data in these tables with its
conventions: **camelCase tables and columns that must be quoted** (``"pageHistory"``, ``"userGroups"``,
``"createdAt"``), integer ids, 0/1 booleans, and **every time stored as a JavaScript ISO string**
(``2025-03-04T09:15:27.318Z``, with a ``T``, milliseconds and a ``Z``, so it is compared with ``datetime(...)``, not
as text against SQLite's ``'YYYY-MM-DD HH:MM:SS'``), and:

* ``authentication`` (the log-in strategies by ``key``: ``local`` and the company's ``azure`` Entra ID) and ``users``
  (``providerKey`` the strategy, **user 1 the administrator and user 2 the built-in guest, ``isSystem`` 1**,
  ``isActive``, ``isVerified``, **``tfaIsActive`` for two-factor log-in**, ``jobTitle``, ``location``, **``lastLoginAt``
  NULL for someone who never logged in**, ``localeCode``, ``defaultEditor``);
* ``groups`` (**``permissions`` and ``pageRules`` JSON text**; 1 Administrators and 2 Guests are system groups) and
  ``"userGroups"`` linking them;
* ``locales`` (``en`` and Norwegian ``nb``) and ``editors`` (``markdown``, ``ckeditor`` the visual editor, ``code``);
* ``pages``: **``path`` without the locale (``hse/offshore-transfer-procedure``), the locale in ``localeCode``**,
  ``title``, ``description``, **``isPublished`` 0 for a draft**, **``publishStartDate`` and ``publishEndDate`` the
  empty string when not set**, ``content`` and its ``render``, ``contentType`` ``markdown`` or ``html``,
  ``editorKey``, **``creatorId`` who made it and ``authorId`` who saved its current version**, ``createdAt``,
  ``updatedAt``;
* ``"pageHistory"``: **one row per superseded version, written when a page is saved again: it holds the old version,
  its ``authorId`` and its ``versionDate`` (when that version was saved), while ``createdAt`` is when it was replaced;
  ``action`` ``updated`` or ``moved``** (a page never edited since it was made has none);
* ``tags`` (``tag`` the key, ``title``) and ``"pageTags"``; ``"pageLinks"`` (each page's links by target ``path`` and
  ``localeCode``: **a link to a path no page has is a broken link**);
* ``comments`` (the built-in comment provider: ``pageId``, ``authorId``, **the guest (user 2) with ``name`` and
  ``email`` for visitors' comments**, ``replyTo`` 0 for a top-level comment);
* ``"assetFolders"`` (``parentId`` NULL at the top) and ``assets`` (``kind`` ``image`` or ``binary``, ``ext`` with its
  dot, ``mime``, **``fileSize`` in bytes**, ``folderId`` NULL in the root folder, ``authorId``);
* ``"apiKeys"`` (``expiration`` an ISO string, ``isRevoked``) and ``settings`` (``key``, ``value`` as JSON).

Edits, comments and assets reach 120 days back from ``now``; the wiki began three years ago.

Planted signals:

* ``hse/offshore-transfer-procedure`` has by far the most superseded versions; Ingrid Solberg saves by far the most
  versions in the last 30 days;
* four drafts; one page's publication window ended; pages never edited since they were made;
* ``procedure`` is the most used tag; ``field/turbine-access-checklist`` draws the most comments, some from visitors;
* four broken links to three missing paths, two of them to ``it/vpn-setup`` (the page moved away from it);
* two contractors never logged in; a former employee is deactivated; only the two IT administrators use two-factor;
* ``photos/site-visits`` holds the most bytes; the biggest single file is a DWG drawing;
* one API key revoked, one expired ten days ago.
"""

from __future__ import annotations

import datetime
import hashlib
import itertools
import json
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE authentication (
  "key" VARCHAR(255) PRIMARY KEY NOT NULL, "isEnabled" BOOLEAN NOT NULL DEFAULT 0, config TEXT NOT NULL,
  "selfRegistration" BOOLEAN NOT NULL DEFAULT 0, "domainWhitelist" TEXT NOT NULL, "autoEnrollGroups" TEXT NOT NULL,
  "order" INTEGER NOT NULL DEFAULT 0, "strategyKey" VARCHAR(255) NOT NULL DEFAULT '',
  "displayName" VARCHAR(255) NOT NULL DEFAULT ''
);
CREATE TABLE locales (
  code VARCHAR(5) PRIMARY KEY NOT NULL, strings TEXT, "isRTL" BOOLEAN NOT NULL DEFAULT 0, name VARCHAR(255) NOT NULL,
  "nativeName" VARCHAR(255) NOT NULL, availability INTEGER NOT NULL DEFAULT 0, "createdAt" VARCHAR(255) NOT NULL,
  "updatedAt" VARCHAR(255) NOT NULL
);
CREATE TABLE editors ("key" VARCHAR(255) PRIMARY KEY NOT NULL, "isEnabled" BOOLEAN NOT NULL DEFAULT 0, config TEXT);
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, email VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL,
  "providerId" VARCHAR(255), password VARCHAR(255), "tfaIsActive" BOOLEAN NOT NULL DEFAULT 0,
  "tfaSecret" VARCHAR(255), "jobTitle" VARCHAR(255) DEFAULT '', location VARCHAR(255) DEFAULT '',
  "pictureUrl" VARCHAR(255), timezone VARCHAR(255) NOT NULL DEFAULT 'America/New_York',
  "isSystem" BOOLEAN NOT NULL DEFAULT 0, "isActive" BOOLEAN NOT NULL DEFAULT 0,
  "isVerified" BOOLEAN NOT NULL DEFAULT 0, "mustChangePwd" BOOLEAN NOT NULL DEFAULT 0,
  "createdAt" VARCHAR(255) NOT NULL, "updatedAt" VARCHAR(255) NOT NULL,
  "providerKey" VARCHAR(255) NOT NULL DEFAULT 'local' REFERENCES authentication ("key"),
  "localeCode" VARCHAR(5) NOT NULL DEFAULT 'en' REFERENCES locales (code),
  "defaultEditor" VARCHAR(255) NOT NULL DEFAULT 'markdown' REFERENCES editors ("key"),
  "lastLoginAt" VARCHAR(255), "dateFormat" VARCHAR(255) NOT NULL DEFAULT '', appearance VARCHAR(255) NOT NULL
  DEFAULT '', UNIQUE ("providerKey", email)
);
CREATE TABLE groups (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, permissions TEXT NOT NULL,
  "pageRules" TEXT NOT NULL, "isSystem" BOOLEAN NOT NULL DEFAULT 0, "createdAt" VARCHAR(255) NOT NULL,
  "updatedAt" VARCHAR(255) NOT NULL, "redirectOnLogin" VARCHAR(255) NOT NULL DEFAULT '/'
);
CREATE TABLE "userGroups" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, "userId" INTEGER REFERENCES users (id) ON DELETE CASCADE,
  "groupId" INTEGER REFERENCES groups (id) ON DELETE CASCADE
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, path VARCHAR(255) NOT NULL, hash VARCHAR(255) NOT NULL,
  title VARCHAR(255) NOT NULL, description VARCHAR(255), "isPrivate" BOOLEAN NOT NULL DEFAULT 0,
  "isPublished" BOOLEAN NOT NULL DEFAULT 0, "privateNS" VARCHAR(255), "publishStartDate" VARCHAR(255),
  "publishEndDate" VARCHAR(255), content TEXT, render TEXT, toc TEXT, "contentType" VARCHAR(255) NOT NULL,
  "createdAt" VARCHAR(255) NOT NULL, "updatedAt" VARCHAR(255) NOT NULL,
  "editorKey" VARCHAR(255) NOT NULL REFERENCES editors ("key"), "localeCode" VARCHAR(5) REFERENCES locales (code),
  "authorId" INTEGER NOT NULL REFERENCES users (id), "creatorId" INTEGER NOT NULL REFERENCES users (id),
  extra TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE "pageHistory" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, path VARCHAR(255) NOT NULL, hash VARCHAR(255) NOT NULL,
  title VARCHAR(255) NOT NULL, description VARCHAR(255), "isPrivate" BOOLEAN NOT NULL DEFAULT 0,
  "isPublished" BOOLEAN NOT NULL DEFAULT 0, "publishStartDate" VARCHAR(255), "publishEndDate" VARCHAR(255),
  content TEXT, "contentType" VARCHAR(255) NOT NULL, "createdAt" VARCHAR(255) NOT NULL,
  "pageId" INTEGER REFERENCES pages (id), "editorKey" VARCHAR(255) REFERENCES editors ("key"),
  "localeCode" VARCHAR(5) REFERENCES locales (code), "authorId" INTEGER REFERENCES users (id),
  action VARCHAR(255) DEFAULT 'updated', "versionDate" VARCHAR(255) NOT NULL DEFAULT ''
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY AUTOINCREMENT, tag VARCHAR(255) NOT NULL UNIQUE, title VARCHAR(255),
  "createdAt" VARCHAR(255) NOT NULL, "updatedAt" VARCHAR(255) NOT NULL
);
CREATE TABLE "pageTags" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, "pageId" INTEGER REFERENCES pages (id) ON DELETE CASCADE,
  "tagId" INTEGER REFERENCES tags (id) ON DELETE CASCADE
);
CREATE TABLE "pageLinks" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, path VARCHAR(255) NOT NULL, "localeCode" VARCHAR(5) NOT NULL,
  "pageId" INTEGER REFERENCES pages (id) ON DELETE CASCADE
);
CREATE INDEX "pagelinks_path_localecode_index" ON "pageLinks" (path, "localeCode");
CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, content TEXT NOT NULL, render TEXT NOT NULL DEFAULT '',
  "pageId" INTEGER REFERENCES pages (id) ON DELETE CASCADE, "authorId" INTEGER REFERENCES users (id),
  name VARCHAR(255) NOT NULL DEFAULT '', email VARCHAR(255) NOT NULL DEFAULT '', ip VARCHAR(255) NOT NULL DEFAULT '',
  "replyTo" INTEGER NOT NULL DEFAULT 0, "createdAt" VARCHAR(255) NOT NULL, "updatedAt" VARCHAR(255) NOT NULL
);
CREATE TABLE "assetFolders" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, slug VARCHAR(255) NOT NULL,
  "parentId" INTEGER REFERENCES "assetFolders" (id)
);
CREATE TABLE assets (
  id INTEGER PRIMARY KEY AUTOINCREMENT, filename VARCHAR(255) NOT NULL, hash VARCHAR(255) NOT NULL,
  ext VARCHAR(255) NOT NULL, kind TEXT NOT NULL DEFAULT 'binary' CHECK (kind IN ('binary', 'image')),
  mime VARCHAR(255) NOT NULL DEFAULT 'application/octet-stream', "fileSize" INTEGER, metadata TEXT,
  "createdAt" VARCHAR(255) NOT NULL, "updatedAt" VARCHAR(255) NOT NULL,
  "folderId" INTEGER REFERENCES "assetFolders" (id), "authorId" INTEGER REFERENCES users (id)
);
CREATE TABLE "apiKeys" (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255) NOT NULL, "key" TEXT NOT NULL,
  expiration VARCHAR(255) NOT NULL, "isRevoked" BOOLEAN NOT NULL DEFAULT 0, "createdAt" VARCHAR(255) NOT NULL,
  "updatedAt" VARCHAR(255) NOT NULL
);
CREATE TABLE settings ("key" VARCHAR(255) PRIMARY KEY NOT NULL, value TEXT, "updatedAt" VARCHAR(255) NOT NULL);
"""

# user: (name, email, provider, job title, groups, two-factor, active, days since last log-in (None: never), created)
USERS = (
    ("Administrator", "wiki-admin@havvind.no", "local", "", ("Administrators",), 1, 1, 3, 1100),
    ("Guest", "guest@example.com", "local", "", ("Guests",), 0, 1, None, 1100),
    ("Ingrid Solberg", "ingrid.solberg@havvind.no", "azure", "Lead HSE Engineer", ("Engineers",), 0, 1, 0, 1050),
    ("Magnus Haugen", "magnus.haugen@havvind.no", "azure", "Structural Engineer", ("Engineers",), 0, 1, 1, 1000),
    ("Sofie Berg", "sofie.berg@havvind.no", "azure", "Project Manager", ("Project Managers",), 0, 1, 2, 950),
    ("Lars Nilsen", "lars.nilsen@havvind.no", "azure", "IT Administrator", ("Administrators", "Engineers"), 1, 1, 0,
     1080),
    ("Kari Johansen", "kari.johansen@havvind.no", "azure", "Electrical Engineer", ("Engineers",), 0, 1, 4, 900),
    ("Ole Kristiansen", "ole.kristiansen@havvind.no", "azure", "Field Technician", ("Field Technicians",), 0, 1, 6,
     700),
    ("Emma Larsen", "emma.larsen@havvind.no", "azure", "Field Technician", ("Field Technicians",), 0, 1, 12, 500),
    ("Jonas Pedersen", "jonas.pedersen@havvind.no", "azure", "Project Manager", ("Project Managers",), 0, 1, 3, 650),
    ("Nora Andersen", "nora.andersen@havvind.no", "azure", "Geotechnical Engineer", ("Engineers",), 0, 1, 9, 400),
    ("Henrik Dahl", "henrik.dahl@havvind.no", "azure", "Cable Engineer", ("Engineers",), 0, 0, 140, 980),
    ("Tobias Meyer", "tobias.meyer@nordseekabel.de", "local", "Contractor", ("Contractors",), 0, 1, None, 25),
    ("Aisha Rahman", "aisha.rahman@blademetrics.co.uk", "local", "Contractor", ("Contractors",), 0, 1, None, 18),
    ("Erik Lund", "erik.lund@havvind.no", "azure", "Document Controller", ("Project Managers",), 0, 1, 20, 1060),
)  # fmt: skip
GROUPS = (
    ("Administrators", 1, ["manage:system"]),
    ("Guests", 1, ["read:pages", "read:assets", "read:comments"]),
    ("Engineers", 0, ["read:pages", "write:pages", "manage:pages", "write:assets", "read:comments", "write:comments"]),
    ("Project Managers", 0, ["read:pages", "write:pages", "write:assets", "read:comments", "write:comments"]),
    ("Field Technicians", 0, ["read:pages", "read:assets", "read:comments", "write:comments"]),
    ("Contractors", 0, ["read:pages", "read:assets"]),
)
TAGS = {"procedure": "Procedure", "checklist": "Checklist", "turbine": "Turbine", "foundation": "Foundation",
        "cable": "Subsea cable", "safety": "Safety", "it": "IT", "onboarding": "Onboarding", "template": "Template",
        "archive": "Archive"}  # fmt: skip
# page: (path, title, locale, editor, tags, edits, days since created, creator, draft)
PAGES = (
    ("home", "Havvind Handbook", "en", "markdown", (), 6, 1090, 1, 0),
    ("hse/offshore-transfer-procedure", "Offshore transfer procedure (CTV to turbine)", "en", "markdown",
     ("procedure", "safety"), 40, 800, 3, 0),
    ("hse/working-at-height", "Working at height", "en", "markdown", ("procedure", "safety"), 9, 780, 3, 0),
    ("hse/permit-to-work", "Permit to work", "en", "markdown", ("procedure", "safety"), 8, 760, 3, 0),
    ("hse/emergency-response", "Emergency response plan", "en", "markdown", ("procedure", "safety"), 7, 740, 3, 0),
    ("hse/incident-reporting", "Incident reporting", "en", "ckeditor", ("procedure", "safety"), 5, 700, 3, 0),
    ("hse/ppe-matrix", "PPE matrix", "en", "ckeditor", ("safety",), 4, 690, 3, 0),
    ("hse/gwo-training", "GWO training records", "en", "markdown", ("safety",), 3, 650, 15, 0),
    ("engineering/monopile-design-basis", "Monopile design basis", "en", "markdown", ("foundation",), 12, 720, 4, 0),
    ("engineering/jacket-fatigue", "Jacket fatigue assessment", "en", "markdown", ("foundation",), 6, 600, 4, 0),
    ("engineering/scour-protection", "Scour protection", "en", "markdown", ("foundation",), 4, 560, 11, 0),
    ("engineering/geotech-site-investigation", "Geotechnical site investigation", "en", "markdown", ("foundation",),
     5, 540, 11, 0),
    ("engineering/array-cable-routing", "Array cable routing", "en", "markdown", ("cable",), 7, 700, 12, 0),
    ("engineering/export-cable-burial", "Export cable burial assessment", "en", "markdown", ("cable",), 3, 680, 12,
     0),
    ("engineering/cable-protection-systems", "Cable protection systems", "en", "markdown", ("cable",), 0, 400, 12, 0),
    ("engineering/turbine-loads", "Turbine loads and interfaces", "en", "markdown", ("turbine",), 6, 620, 4, 0),
    ("engineering/yaw-system-faults", "Yaw system faults", "en", "markdown", ("turbine",), 5, 300, 7, 0),
    ("engineering/substation-earthing", "Offshore substation earthing", "en", "markdown", (), 4, 520, 7, 0),
    ("engineering/calculation-template", "Calculation note template", "en", "code", ("template",), 0, 900, 15, 0),
    ("field/turbine-access-checklist", "Turbine access checklist", "en", "markdown", ("checklist", "procedure"), 6,
     500, 8, 0),
    ("field/blade-inspection", "Blade inspection checklist", "en", "markdown", ("checklist", "turbine"), 5, 480, 9,
     0),
    ("field/torque-tool-calibration", "Torque tool calibration", "en", "markdown", ("checklist", "procedure"), 2,
     450, 8, 0),
    ("field/vessel-booking", "Vessel booking", "en", "ckeditor", ("procedure",), 3, 430, 10, 0),
    ("field/weather-limits", "Weather limits for transfers", "en", "markdown", ("procedure", "safety"), 4, 420, 3, 0),
    ("field/spare-parts", "Spare parts on the CTVs", "en", "markdown", (), 0, 380, 8, 0),
    ("projects/nordavind", "Nordavind (450 MW)", "en", "markdown", (), 10, 600, 5, 0),
    ("projects/utsira-flyt", "Utsira Flyt floating pilot", "en", "markdown", (), 8, 350, 10, 0),
    ("projects/sorlige-nordsjo-bid", "Sørlige Nordsjø II bid", "en", "markdown", (), 5, 200, 5, 0),
    ("projects/lessons-learned", "Lessons learned register", "en", "ckeditor", (), 3, 560, 15, 0),
    ("projects/document-numbering", "Document numbering", "en", "markdown", ("procedure",), 2, 1000, 15, 0),
    ("projects/meeting-template", "Meeting minutes template", "en", "markdown", ("template",), 0, 990, 15, 0),
    ("it/new-laptop-setup", "New laptop set-up", "en", "markdown", ("it", "onboarding"), 5, 800, 6, 0),
    ("it/vpn-setup-always-on", "Always-on VPN", "en", "markdown", ("it",), 3, 120, 6, 0),
    ("it/licence-server", "FlexLM licence server", "en", "markdown", ("it",), 2, 700, 6, 0),
    ("it/printer", "Printers", "en", "markdown", ("it",), 0, 750, 6, 0),
    ("it/password-policy", "Password policy", "en", "markdown", ("it", "procedure"), 1, 720, 6, 0),
    ("onboarding/first-week", "Your first week", "en", "markdown", ("onboarding",), 4, 900, 5, 0),
    ("onboarding/expenses", "Travel and expenses", "en", "ckeditor", ("onboarding",), 2, 880, 15, 0),
    ("onboarding/offshore-medical", "Offshore medical", "en", "markdown", ("onboarding", "safety"), 1, 850, 3, 0),
    ("archive/hywind-tampen-notes", "Hywind Tampen notes (2022)", "en", "markdown", ("archive",), 0, 1000, 4, 0),
    ("archive/old-permit-system", "Old permit system", "en", "markdown", ("archive",), 1, 1050, 3, 0),
    ("hse/offshore-transfer-procedure", "Overføring fra CTV til turbin", "nb", "markdown", ("procedure", "safety"), 6,
     600, 3, 0),
    ("hse/emergency-response", "Beredskapsplan", "nb", "markdown", ("procedure", "safety"), 2, 580, 3, 0),
    ("onboarding/first-week", "Din første uke", "nb", "markdown", ("onboarding",), 1, 560, 5, 0),
    ("home", "Havvind håndbok", "nb", "markdown", (), 2, 600, 1, 0),
    ("engineering/floating-mooring", "Floating foundation mooring (draft)", "en", "markdown", ("foundation",), 3, 40,
     11, 1),
    ("projects/utsira-flyt-risk-register", "Utsira Flyt risk register (draft)", "en", "ckeditor", (), 2, 30, 10, 1),
    ("hse/lifting-operations", "Lifting operations (draft)", "en", "markdown", ("procedure", "safety"), 1, 14, 3, 1),
    ("it/sso-migration", "SSO migration plan (draft)", "en", "markdown", ("it",), 0, 6, 6, 1),
)  # fmt: skip
# who saves versions of pages, by weight, in the last 30 days and before
EDITORS_RECENT = {3: 12, 4: 2, 5: 2, 6: 2, 7: 1.5, 8: 1, 10: 1.5, 11: 1, 15: 1}
EDITORS_BEFORE = {3: 3, 4: 3, 5: 2, 6: 2, 7: 2, 8: 1, 9: 1, 10: 2, 11: 2, 12: 2, 15: 3}
LINKS = {  # page path: paths it links to (broken ones among them)
    "home": ("hse/offshore-transfer-procedure", "onboarding/first-week", "it/new-laptop-setup", "projects/nordavind"),
    "onboarding/first-week": ("it/new-laptop-setup", "it/vpn-setup", "onboarding/expenses", "hse/gwo-training"),
    "it/new-laptop-setup": ("it/vpn-setup", "it/licence-server", "it/password-policy"),
    "hse/permit-to-work": ("hse/working-at-height", "hse/old-permit-system"),
    "field/turbine-access-checklist": ("hse/offshore-transfer-procedure", "field/weather-limits", "hse/ppe-matrix"),
    "hse/offshore-transfer-procedure": ("field/weather-limits", "hse/emergency-response", "field/vessel-booking"),
    "projects/nordavind": ("engineering/monopile-design-basis", "engineering/array-cable-routing",
                           "projects/dogger-bank-c"),
    "engineering/array-cable-routing": ("engineering/export-cable-burial", "engineering/cable-protection-systems"),
}  # fmt: skip
FOLDERS = (("diagrams", None), ("photos", None), ("site-visits", "photos"), ("pdf", None), ("templates", None))
# assets: (folder or None, extension, mime, kind, how many, size range in KiB)
ASSETS = (
    ("diagrams", ".png", "image/png", "image", 14, (80, 600)),
    ("diagrams", ".dwg", "application/acad", "binary", 3, (2000, 9000)),
    ("photos", ".jpg", "image/jpeg", "image", 8, (900, 3000)),
    ("site-visits", ".jpg", "image/jpeg", "image", 26, (2500, 6000)),
    ("pdf", ".pdf", "application/pdf", "binary", 12, (300, 4000)),
    ("templates", ".xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "binary", 4, (40, 200)),
    (None, ".png", "image/png", "image", 6, (20, 300)),
)  # fmt: skip
BIGGEST_DWG_KIB = 48_000  # the Nordavind substation general arrangement


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    now_minute = (clock.now - clock.midnight).seconds // 60

    def iso(moment: datetime.datetime, millis: int) -> str:
        return moment.strftime("%Y-%m-%dT%H:%M:%S") + f".{millis:03d}Z"

    def when(day: int, low: int = 420, high: int = 1100) -> str:
        """A time on ``day`` (office hours by default): today's only before now, none within minutes of now's time
        of day, as Wiki.js writes it."""
        minute = 5 * rng.randint(low // 5, high // 5)
        if day == 0 and minute >= now_minute - 10:
            minute = max(0, now_minute - 15 - 5 * rng.randint(0, max(0, (now_minute - 15) // 5)))
        elif abs(minute - now_minute) < 10:
            minute = (minute + 20) % 1440
        return iso(clock.at(day, minute) + datetime.timedelta(seconds=rng.randrange(60)), rng.randrange(1000))

    def digest(text: str) -> str:
        return hashlib.sha1(f"{text}-{seed}".encode()).hexdigest()

    start = when(-1100, 540, 540)
    db.executemany(
        "INSERT INTO authentication VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)",
        [("local", "{}", 0, "[]", "[]", 0, "local", "Local"),
         ("azure", json.dumps({"clientId": "6f1c2e4a-0c1d-4e8e-9b1a-2f55c0d7a001", "cookieEncryptionKeyString":
                               "********", "entryPoint": "https://login.microsoftonline.com/havvind.no"}),
          1, '["havvind.no"]', "[3]", 1, "azure", "Havvind Entra ID")],
    )  # fmt: skip
    db.executemany(
        "INSERT INTO locales VALUES (?, '{}', 0, ?, ?, 100, ?, ?)",
        [("en", "English", "English", start, start), ("nb", "Norwegian Bokmål", "Norsk bokmål", start, start)],
    )
    db.executemany(
        "INSERT INTO editors VALUES (?, ?, '{}')",
        [("markdown", 1), ("ckeditor", 1), ("code", 1), ("api", 0), ("asciidoc", 0), ("redirect", 0)],
    )
    group_ids: dict[str, int] = {}
    for k, (name, system, permissions) in enumerate(GROUPS, start=1):
        group_ids[name] = k
        rules = [{"id": "default", "deny": False, "match": "START", "roles": permissions, "path": "",
                  "locales": []}]  # fmt: skip
        if name == "Contractors":
            rules.append({"id": "no-hr", "deny": True, "match": "START", "roles": ["read:pages"], "path": "onboarding",
                          "locales": []})  # fmt: skip
        db.execute(
            "INSERT INTO groups VALUES (?, ?, ?, ?, ?, ?, ?, '/')",
            (k, name, json.dumps(permissions), json.dumps(rules), system, start, start),
        )
    for k, (name, email, provider, job, groups, tfa, active, last, created) in enumerate(USERS, start=1):
        made = when(-created)
        db.execute(
            'INSERT INTO users (id, email, name, "providerId", password, "tfaIsActive", "tfaSecret", "jobTitle", '
            'location, timezone, "isSystem", "isActive", "isVerified", "createdAt", "updatedAt", "providerKey", '
            '"localeCode", "defaultEditor", "lastLoginAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '
            "?, ?)",
            (k, email, name, digest(email)[:24] if provider == "azure" else None,
             "$2a$12$" + digest(name)[:53] if provider == "local" else None, tfa,
             digest("tfa" + name)[:32] if tfa else None, job, "" if k <= 2 else "Trondheim",
             "Europe/Oslo", 1 if k == 2 else 0, active, 1, made, when(-max(1, created // 3)), provider,
             "nb" if k in (8, 9) else "en", "ckeditor" if k in (5, 10) else "markdown",
             None if last is None else when(-last, 420, 600)),
        )  # fmt: skip
        for group in groups:
            db.execute('INSERT INTO "userGroups" ("userId", "groupId") VALUES (?, ?)', (k, group_ids[group]))
    tag_ids: dict[str, int] = {}
    for k, (tag, title) in enumerate(TAGS.items(), start=1):
        tag_ids[tag] = k
        made = when(-1000 + 10 * k)
        db.execute("INSERT INTO tags VALUES (?, ?, ?, ?, ?)", (k, tag, title, made, made))

    def editor(recent: bool) -> int:
        weights = EDITORS_RECENT if recent else EDITORS_BEFORE
        return rng.choices(list(weights), weights=list(weights.values()))[0]

    page_ids: dict[tuple[str, str], int] = {}
    history: list[tuple[object, ...]] = []
    for k, (page_path, title, locale, editor_key, tags, edits, age, creator, draft) in enumerate(PAGES, start=1):
        page_ids[(page_path, locale)] = k
        # the page's versions: made, then saved again ``edits`` times (a third of the busy page's in the last month)
        if page_path == "hse/offshore-transfer-procedure" and locale == "en":
            days = sorted(rng.sample(range(-age + 1, -30), 26) + rng.sample(range(-29, 0), 14))
        else:
            days = sorted(rng.sample(range(-age + 1, 0), edits)) if edits else []
        versions = [(when(-age), creator)] + [(when(day), editor(day >= -30)) for day in days]
        versions.sort()
        if page_path.startswith("hse/") and locale == "en":
            versions = [(moment, 3 if rng.random() < 0.7 else author) for moment, author in versions]
        content_type = "html" if editor_key == "ckeditor" else "markdown"
        start_date = end_date = ""
        if page_path == "projects/sorlige-nordsjo-bid":
            end_date = iso(clock.at(-12, 960), 0)  # the bid's page was published until the deadline
        for (moment, author), (replaced, _) in itertools.pairwise(versions):
            history.append(
                (page_path, digest(page_path + locale), title, None, 0, 0 if draft else 1, start_date, end_date,
                 f"# {title}\n\n(version of {moment[:10]})", content_type, replaced, k, editor_key, locale, author,
                 "updated", moment)
            )  # fmt: skip
        updated, author = versions[-1]
        content = f"# {title}\n\nMaintained by the {page_path.split('/')[0]} team."
        db.execute(
            'INSERT INTO pages (id, path, hash, title, description, "isPrivate", "isPublished", "privateNS", '
            '"publishStartDate", "publishEndDate", content, render, toc, "contentType", "createdAt", "updatedAt", '
            '"editorKey", "localeCode", "authorId", "creatorId", extra) VALUES (?, ?, ?, ?, ?, 0, ?, NULL, ?, ?, ?, ?, '
            "?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, page_path, digest(page_path + locale), title, f"{title} - Havvind Rådgivning", 0 if draft else 1,
             start_date, end_date, content, f"<h1>{title}</h1>", '[{"title":"' + title + '","anchor":"#top"}]',
             content_type, versions[0][0], updated, editor_key, locale, author, creator,
             json.dumps({"js": "", "css": ""})),
        )  # fmt: skip
        for tag in tags:
            db.execute('INSERT INTO "pageTags" ("pageId", "tagId") VALUES (?, ?)', (k, tag_ids[tag]))
    # the always-on VPN page was moved from it/vpn-setup, leaving links to the old path behind
    vpn = page_ids[("it/vpn-setup-always-on", "en")]
    history.append(("it/vpn-setup", digest("it/vpn-setup"), "VPN set-up", None, 0, 1, "", "", "# VPN", "markdown",
                    when(-118), vpn, "markdown", "en", 6, "moved", when(-120)))  # fmt: skip
    history.sort(key=lambda row: str(row[10]))
    db.executemany(
        'INSERT INTO "pageHistory" (path, hash, title, description, "isPrivate", "isPublished", "publishStartDate", '
        '"publishEndDate", content, "contentType", "createdAt", "pageId", "editorKey", "localeCode", "authorId", '
        'action, "versionDate") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        history,
    )
    for source, targets in LINKS.items():
        for target in targets:
            db.execute(
                'INSERT INTO "pageLinks" (path, "localeCode", "pageId") VALUES (?, ?, ?)',
                (target, "en", page_ids[(source, "en")]),
            )
    # comments: staff and visitors (the guest account, with a name and an e-mail) on the field pages most
    commented = {"field/turbine-access-checklist": 22, "hse/offshore-transfer-procedure": 11,
                 "field/blade-inspection": 8, "it/new-laptop-setup": 7, "field/weather-limits": 6,
                 "engineering/yaw-system-faults": 5, "onboarding/first-week": 4, "projects/utsira-flyt": 3}  # fmt: skip
    visitors = (("Pål Eide", "pal.eide@ctv-service.no"), ("Jan Vik", "jan.vik@offshorecrew.no"))
    comment_rows: list[tuple[object, ...]] = []
    for page_path, count in commented.items():
        page = page_ids[(page_path, "en")]
        for n in range(count):
            day = -rng.randrange(1, 110)
            moment = when(day)
            if page_path.startswith("field/") and n % 5 == 4:
                name, email = visitors[n % 2]
                comment_rows.append(("Is this still valid for the new CTVs?", page, 2, name, email, "10.8.0.23", 0,
                                     moment))  # fmt: skip
            else:
                author = rng.choice((3, 4, 7, 8, 9, 10, 11))
                comment_rows.append(("Updated the torque values after the last campaign." if n % 2 else
                                     "Please check the weather limit for Hs.", page, author, USERS[author - 1][0],
                                     USERS[author - 1][1], "10.8.0.14", 0, moment))  # fmt: skip
    comment_rows.sort(key=lambda row: str(row[-1]))
    for k, row in enumerate(comment_rows, start=1):
        reply = k - 1 if k > 1 and comment_rows[k - 2][1] == row[1] and k % 4 == 0 else 0
        db.execute(
            'INSERT INTO comments (id, content, render, "pageId", "authorId", name, email, ip, "replyTo", "createdAt", '
            '"updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            (k, row[0], f"<p>{row[0]}</p>", *row[1:6], reply, row[7], row[7]),
        )
    folder_ids: dict[str, int] = {}
    for k, (name, parent) in enumerate(FOLDERS, start=1):
        folder_ids[name] = k
        db.execute(
            'INSERT INTO "assetFolders" VALUES (?, ?, ?, ?)', (k, name, name, folder_ids[parent] if parent else None)
        )
    n = 0
    for folder, ext, mime, kind, count, (low, high) in ASSETS:
        for _ in range(count):
            n += 1
            size = rng.randint(low, high) * 1024 + rng.randrange(1024)
            if ext == ".dwg" and n == 15:
                size = BIGGEST_DWG_KIB * 1024 + 311
            day = -rng.randrange(1, 120)
            stem = {"diagrams": "diagram", "photos": "photo", "site-visits": "site-visit", "pdf": "document",
                    "templates": "template"}.get(folder or "", "screenshot")  # fmt: skip
            filename = f"{stem}-{n:03d}{ext}"
            moment = when(day)
            author = rng.choice((3, 4, 7, 8, 9, 11, 12) if folder == "site-visits" else (3, 4, 5, 6, 10, 15))
            metadata = json.dumps({"width": 1920, "height": 1080}) if kind == "image" else None
            db.execute(
                'INSERT INTO assets (id, filename, hash, ext, kind, mime, "fileSize", metadata, "createdAt", '
                '"updatedAt", "folderId", "authorId") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
                (n, filename, digest(filename), ext, kind, mime, size, metadata, moment, moment,
                 folder_ids[folder] if folder else None, author),
            )  # fmt: skip
    keys = (("CI docs sync", 200, 0, -300), ("Old Confluence import", 100, 1, -700), ("Teams bot", -10, 0, -375))
    for k, (key_name, expires, revoked, made_day) in enumerate(keys, start=1):
        db.execute(
            'INSERT INTO "apiKeys" VALUES (?, ?, ?, ?, ?, ?, ?)',
            (
                k,
                key_name,
                "eyJhbGciOiJSUzI1NiJ9." + digest(key_name),
                iso(clock.at(expires, 600), 0),
                revoked,
                when(made_day),
                when(made_day),
            ),
        )
    settings = {"title": "Havvind Handbook", "company": "Havvind Rådgivning AS", "host": "https://wiki.havvind.no",
                "lang": {"code": "en", "autoUpdate": True, "namespacing": True, "namespaces": ["nb"]},
                "features": {"featurePageRatings": False, "featurePageComments": True}}  # fmt: skip
    for key, value in settings.items():
        db.execute("INSERT INTO settings VALUES (?, ?, ?)", (key, json.dumps({"v": value}), start))
    close_checked(db, "handbook")
