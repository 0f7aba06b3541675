"""An Aarhus wind-turbine service company's documentation (Vestvind Service A/S) as a BookStack database in SQLite.

BookStack (the open-source documentation platform, Laravel on MySQL) keeps its content in these tables with its
conventions, here in SQLite: plural snake_case tables, integer ``id`` keys, ``created_at``/``updated_at`` as
``YYYY-MM-DD HH:MM:SS`` text in UTC, ``created_by``/``updated_by``/``owned_by`` user ids, Laravel's soft-delete
``deleted_at`` for content sent to the recycle bin, and:

* the hierarchy **``bookshelves`` → (``bookshelves_books``, ordered) → ``books`` → ``chapters`` → ``pages``**; **a page
  directly in a book, in no chapter, has ``chapter_id`` 0 (not NULL)**; ``priority`` orders the contents of a book;
* ``pages``: ``html`` and plain ``text``, **``draft`` 1 for a user's unsaved new page (seen by its creator alone),
  ``template`` 1 for a page offered as a template**, ``editor`` ``wysiwyg`` or ``markdown``, ``revision_count``;
* ``page_revisions``: every saved version (**``type`` ``version``**; ``update_draft`` rows are autosaved drafts of a
  page being edited, not versions), ``revision_number``, ``summary``, ``created_by`` the editor;
* **polymorphic references named by BookStack's morph map (``page``, ``chapter``, ``book``, ``bookshelf``)**:
  ``tags`` (``entity_type``/``entity_id``, ``name`` and ``value``, e.g. ``Turbine model`` = ``V136``), ``views``
  (**one row per user and item with a running count in ``views``**), ``comments`` (``entity_type`` ``page``,
  ``local_id`` numbered per page, ``parent_id`` the local id replied to), ``favourites``, ``deletions`` (the recycle
  bin: ``deletable_type``/``deletable_id``, ``deleted_by``), ``entity_permissions``, and ``activities`` (**``type``
  such as ``page_create``, ``page_update``, ``page_delete``, ``page_move``, ``chapter_create``, ``book_create``,
  ``comment_create``, ``auth_login``, ``mfa_setup_method``, ``user_update``**, ``detail``, ``user_id``, ``ip``,
  ``loggable_type``/``loggable_id``);
* ``users`` (the guest account has ``system_name`` ``public``; ``email_confirmed``), ``roles`` (``system_name``
  ``admin`` or ``public`` for the built-in ones, ``mfa_enforced``), ``role_user``, ``role_permissions`` and
  ``permission_role``; ``mfa_values`` (``method`` ``totp`` or ``backup_codes``); ``api_tokens`` (``expires_at`` a
  date); ``attachments`` (``uploaded_to`` the page, **``external`` 1 for a link rather than an uploaded file**);
  ``images`` (``type`` ``gallery``, ``drawio``, ``cover_book``, ``user``).

Content reaches three years back, revisions, views, comments and activities 120 days back from ``now``.

Planted signals:

* Turbine Troubleshooting is the biggest book and Pitch system its biggest chapter; Field Service holds the most books;
* "Pitch system fault codes" is by far the most viewed page; "Converter IGBT replacement" was edited most in the last
  30 days, and Mette Kristensen made the most edits; "Yaw brake pad wear limits" drew the most comments;
* the IT Runbooks are written in Markdown, the rest mostly in the WYSIWYG editor; a dozen pages sit outside chapters;
* five drafts were never saved, three pages are templates, and the old 2019 procedures book is in the recycle bin with
  three pages deleted from elsewhere;
* two staff accounts never logged in; four people use two-factor authentication; two API tokens expire within 30 days.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE images (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, url VARCHAR(191) NOT NULL,
  created_at TIMESTAMP, updated_at TIMESTAMP, created_by INTEGER NOT NULL, updated_by INTEGER NOT NULL,
  path VARCHAR(400) NOT NULL, type VARCHAR(191) NOT NULL, uploaded_to INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, email VARCHAR(191) NOT NULL UNIQUE,
  password VARCHAR(60) NOT NULL, remember_token VARCHAR(100), created_at TIMESTAMP, updated_at TIMESTAMP,
  email_confirmed TINYINT(1) NOT NULL DEFAULT 1, image_id INTEGER REFERENCES images (id),
  external_auth_id VARCHAR(191) NOT NULL DEFAULT '', system_name VARCHAR(191), slug VARCHAR(180) NOT NULL UNIQUE
);
CREATE TABLE roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, display_name VARCHAR(191), description VARCHAR(191), created_at TIMESTAMP,
  updated_at TIMESTAMP, system_name VARCHAR(191) NOT NULL DEFAULT '', external_auth_id VARCHAR(180) NOT NULL DEFAULT '',
  mfa_enforced TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE role_user (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE, PRIMARY KEY (user_id, role_id)
);
CREATE TABLE role_permissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL UNIQUE, display_name VARCHAR(191),
  description VARCHAR(191), created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE permission_role (
  permission_id INTEGER NOT NULL REFERENCES role_permissions (id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE, PRIMARY KEY (permission_id, role_id)
);
CREATE TABLE bookshelves (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(180) NOT NULL, slug VARCHAR(180) NOT NULL,
  description TEXT NOT NULL, description_html TEXT NOT NULL, created_by INTEGER REFERENCES users (id),
  updated_by INTEGER REFERENCES users (id), image_id INTEGER REFERENCES images (id), created_at TIMESTAMP,
  updated_at TIMESTAMP, deleted_at TIMESTAMP, owned_by INTEGER NOT NULL REFERENCES users (id)
);
CREATE TABLE books (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, slug VARCHAR(191) NOT NULL,
  description TEXT NOT NULL, description_html TEXT NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP,
  created_by INTEGER REFERENCES users (id), updated_by INTEGER REFERENCES users (id),
  image_id INTEGER REFERENCES images (id), deleted_at TIMESTAMP, owned_by INTEGER NOT NULL REFERENCES users (id),
  default_template_id INTEGER
);
CREATE TABLE bookshelves_books (
  bookshelf_id INTEGER NOT NULL REFERENCES bookshelves (id) ON DELETE CASCADE,
  book_id INTEGER NOT NULL REFERENCES books (id) ON DELETE CASCADE, "order" INTEGER NOT NULL,
  PRIMARY KEY (bookshelf_id, book_id)
);
CREATE TABLE chapters (
  id INTEGER PRIMARY KEY AUTOINCREMENT, book_id INTEGER NOT NULL REFERENCES books (id), slug VARCHAR(191) NOT NULL,
  name TEXT NOT NULL, description TEXT NOT NULL, description_html TEXT NOT NULL, priority INTEGER NOT NULL,
  created_at TIMESTAMP, updated_at TIMESTAMP, created_by INTEGER REFERENCES users (id),
  updated_by INTEGER REFERENCES users (id), deleted_at TIMESTAMP, owned_by INTEGER NOT NULL REFERENCES users (id),
  default_template_id INTEGER
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, book_id INTEGER NOT NULL REFERENCES books (id), chapter_id INTEGER NOT NULL
  DEFAULT 0, name VARCHAR(191) NOT NULL, slug VARCHAR(191) NOT NULL, html TEXT NOT NULL, text TEXT NOT NULL,
  priority INTEGER NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP, created_by INTEGER REFERENCES users (id),
  updated_by INTEGER REFERENCES users (id), draft TINYINT(1) NOT NULL DEFAULT 0, markdown TEXT NOT NULL,
  revision_count INTEGER NOT NULL, template TINYINT(1) NOT NULL DEFAULT 0, deleted_at TIMESTAMP,
  owned_by INTEGER NOT NULL REFERENCES users (id), editor VARCHAR(50) NOT NULL DEFAULT ''
);
CREATE INDEX pages_book_id ON pages (book_id);
CREATE INDEX pages_chapter_id ON pages (chapter_id);
CREATE TABLE page_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, page_id INTEGER NOT NULL REFERENCES pages (id), name VARCHAR(191) NOT NULL,
  html TEXT NOT NULL, text TEXT NOT NULL, created_by INTEGER REFERENCES users (id), created_at TIMESTAMP,
  updated_at TIMESTAMP, slug VARCHAR(191) NOT NULL, book_slug VARCHAR(191) NOT NULL,
  type VARCHAR(191) NOT NULL DEFAULT 'version', markdown TEXT NOT NULL, summary VARCHAR(191),
  revision_number INTEGER NOT NULL
);
CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id INTEGER NOT NULL, entity_type VARCHAR(191) NOT NULL, text TEXT,
  html TEXT, parent_id INTEGER, local_id INTEGER, created_by INTEGER NOT NULL REFERENCES users (id),
  updated_by INTEGER REFERENCES users (id), created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id INTEGER NOT NULL, entity_type VARCHAR(100) NOT NULL,
  name VARCHAR(191) NOT NULL, value VARCHAR(191) NOT NULL, "order" INTEGER NOT NULL, created_at TIMESTAMP,
  updated_at TIMESTAMP
);
CREATE TABLE views (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users (id), viewable_id INTEGER NOT NULL,
  viewable_type VARCHAR(191) NOT NULL, views INTEGER NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE favourites (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users (id),
  favouritable_id INTEGER NOT NULL, favouritable_type VARCHAR(100) NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT, type VARCHAR(191) NOT NULL, detail TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id), ip VARCHAR(45) NOT NULL, loggable_id INTEGER,
  loggable_type VARCHAR(191), created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE INDEX activities_type ON activities (type);
CREATE TABLE attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, path VARCHAR(191) NOT NULL,
  extension VARCHAR(20) NOT NULL, uploaded_to INTEGER NOT NULL REFERENCES pages (id),
  external TINYINT(1) NOT NULL, "order" INTEGER NOT NULL, created_by INTEGER NOT NULL REFERENCES users (id),
  updated_by INTEGER NOT NULL REFERENCES users (id), created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE deletions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, deleted_by INTEGER NOT NULL REFERENCES users (id),
  deletable_type VARCHAR(100) NOT NULL, deletable_id INTEGER NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE entity_permissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id INTEGER NOT NULL, entity_type VARCHAR(25) NOT NULL,
  role_id INTEGER NOT NULL REFERENCES roles (id), view TINYINT(1) NOT NULL DEFAULT 0,
  "create" TINYINT(1) NOT NULL DEFAULT 0, "update" TINYINT(1) NOT NULL DEFAULT 0, "delete" TINYINT(1) NOT NULL DEFAULT 0
);
CREATE TABLE mfa_values (
  id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users (id), method VARCHAR(20) NOT NULL,
  value TEXT NOT NULL, created_at TIMESTAMP, updated_at TIMESTAMP
);
CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(191) NOT NULL, token_id VARCHAR(191) NOT NULL UNIQUE,
  secret VARCHAR(191) NOT NULL, user_id INTEGER NOT NULL REFERENCES users (id), expires_at DATE NOT NULL,
  created_at TIMESTAMP, updated_at TIMESTAMP
);
"""

DAYS = 120
# email: (name, role, logs in (share of days), edits (weight), two-factor)
USERS = {
    "admin@admin.com": ("Admin", "Admin", 0.0, 0.0, False),
    "guest@example.com": ("Guest", "Public", 0.0, 0.0, False),
    "mette.kristensen@vestvind.dk": ("Mette Kristensen", "Editor", 0.9, 9.0, True),
    "lars.jensen@vestvind.dk": ("Lars Jensen", "Admin", 0.8, 3.0, True),
    "soren.nielsen@vestvind.dk": ("Søren Nielsen", "Editor", 0.6, 3.0, False),
    "anne.pedersen@vestvind.dk": ("Anne Pedersen", "Editor", 0.5, 2.5, True),
    "jonas.hansen@vestvind.dk": ("Jonas Hansen", "Field Technician", 0.7, 1.0, True),
    "camilla.larsen@vestvind.dk": ("Camilla Larsen", "Field Technician", 0.6, 1.0, False),
    "mikkel.andersen@vestvind.dk": ("Mikkel Andersen", "Field Technician", 0.5, 0.5, False),
    "freja.christensen@vestvind.dk": ("Freja Christensen", "Viewer", 0.3, 0.0, False),
    "rasmus.sorensen@vestvind.dk": ("Rasmus Sørensen", "Field Technician", 0.0, 0.0, False),
    "ida.rasmussen@vestvind.dk": ("Ida Rasmussen", "Viewer", 0.0, 0.0, False),
    "it-ops@vestvind.dk": ("IT Operations", "Editor", 0.4, 1.5, False),
}
# name, system name, description, MFA enforced
ROLES = (("Admin", "admin", "Administrator of the whole application", 0), ("Editor", "", "User can edit content", 0),
         ("Viewer", "", "User can view content", 0), ("Public", "public", "The role given to public visitors", 0),
         ("Field Technician", "", "Service technicians in the field", 1))  # fmt: skip
PERMISSIONS = ("settings-manage", "users-manage", "user-roles-manage", "restrictions-manage-all",
               "content-export", "book-create-all", "book-update-all", "page-create-all", "page-update-all",
               "page-delete-all", "chapter-create-all", "comment-create-all", "attachment-create-all",
               "access-api", "receive-notifications")  # fmt: skip
# shelf: books; book: (editor, chapters: number of pages each, pages outside any chapter)
SHELVES = {
    "Field Service": ("Turbine Troubleshooting", "Preventive Maintenance", "Offshore Procedures", "Spare Parts"),
    "IT & Systems": ("IT Runbooks", "SCADA Integration"),
    "People & Safety": ("Onboarding", "HSE Manual"),
}
BOOKS: dict[str, tuple[str, dict[str, int], int]] = {
    "Turbine Troubleshooting": ("wysiwyg", {"Pitch system": 14, "Yaw system": 9, "Converter": 10, "Gearbox": 8,
                                            "Generator": 6}, 2),
    "Preventive Maintenance": ("wysiwyg", {"Annual service": 9, "Blade inspection": 7, "Lubrication": 5}, 1),
    "Offshore Procedures": ("wysiwyg", {"Vessel transfer": 6, "Helicopter hoisting": 4}, 2),
    "Spare Parts": ("wysiwyg", {}, 5),
    "IT Runbooks": ("markdown", {"SCADA servers": 7, "Network": 6, "Backups": 4}, 1),
    "SCADA Integration": ("markdown", {"Vendor APIs": 5}, 0),
    "Onboarding": ("wysiwyg", {}, 3),
    "HSE Manual": ("wysiwyg", {"Working at height": 6, "Electrical safety": 5}, 0),
}  # fmt: skip
TOPICS = ("overview", "fault finding", "torque values", "checklist", "known issues", "spare parts", "replacement",
          "calibration", "wear limits", "commissioning", "reset procedure", "inspection", "tools needed",
          "sensor wiring", "software update", "lessons learned")  # fmt: skip
NAMED = {  # pages named outright: (chapter, name)
    "Pitch system fault codes": "Pitch system",
    "Converter IGBT replacement": "Converter",
    "Yaw brake pad wear limits": "Yaw system",
}
TURBINES = ("V112", "V136", "SG 8.0-167", "N149")


def slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    stamp = clock.stamp
    founded = stamp(-1100, 540)

    def when(day: int, low: int = 420, high: int = 1020) -> str:
        """A time on ``day`` in working hours: today's only well before now, none near now's time of day."""
        return clock.fmt(clock.clear_of_now(rng, day, low, high))

    for k, (name, system, description, enforced) in enumerate(ROLES, start=1):
        db.execute("INSERT INTO roles VALUES (?, ?, ?, ?, ?, ?, '', ?)",
                   (k, name, description, founded, founded, system, enforced))  # fmt: skip
    role_ids = {name: k for k, (name, *_) in enumerate(ROLES, start=1)}
    for k, permission in enumerate(PERMISSIONS, start=1):
        db.execute("INSERT INTO role_permissions VALUES (?, ?, ?, '', ?, ?)",
                   (k, permission, permission.replace("-", " ").title(), founded, founded))  # fmt: skip
        for spec in ROLES:
            is_admin = spec[0] == "Admin"
            is_editor = spec[0] == "Editor" and not permission.startswith(("settings", "users", "user-roles"))
            is_field = spec[0] == "Field Technician" and permission in (
                "content-export",
                "comment-create-all",
                "page-update-all",
                "receive-notifications",
            )
            if is_admin or is_editor or is_field or (spec[0] != "Public" and permission == "content-export"):
                db.execute("INSERT INTO permission_role VALUES (?, ?)", (k, role_ids[spec[0]]))
    user_ids: dict[str, int] = {}
    for k, (email, (name, role, _, _, _)) in enumerate(USERS.items(), start=1):
        user_ids[name] = k
        created = founded if k <= 2 else stamp(-1050 + 60 * k, 600)
        db.execute(
            "INSERT INTO users (id, name, email, password, created_at, updated_at, email_confirmed, system_name, "
            "slug) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, name, email, "$2y$10$" + hashlib.sha256(email.encode()).hexdigest()[:53], created, created,
             int(name != "Rasmus Sørensen"), "public" if name == "Guest" else None, slug(name)),
        )  # fmt: skip
        db.execute("INSERT INTO role_user VALUES (?, ?)", (k, role_ids[role]))
    db.execute("INSERT INTO role_user VALUES (?, ?)", (user_ids["Mette Kristensen"], role_ids["Field Technician"]))
    editors = [name for name, (_, _, _, weight, _) in USERS_BY_NAME.items() if weight > 0]
    editor_weights = [USERS_BY_NAME[name][3] for name in editors]
    admin = user_ids["Admin"]
    mette = user_ids["Mette Kristensen"]
    activities: list[tuple[str, str, int, str | None, int | None, str]] = []

    def log(kind: str, detail: str, user: int, loggable_type: str | None, loggable_id: int | None, moment: str) -> None:
        activities.append((kind, detail, user, loggable_type, loggable_id, moment))

    # shelves, books, chapters
    book_ids: dict[str, int] = {}
    for s, (shelf, books) in enumerate(SHELVES.items(), start=1):
        created = stamp(-1080 + 10 * s, 600)
        db.execute("INSERT INTO bookshelves (id, name, slug, description, description_html, created_by, updated_by, "
                   "created_at, updated_at, owned_by) VALUES (?, ?, ?, '', '', ?, ?, ?, ?, ?)",
                   (s, shelf, slug(shelf), admin, admin, created, created, admin))  # fmt: skip
        for order, book in enumerate(books):
            book_ids[book] = len(book_ids) + 1
            db.execute(
                "INSERT INTO books (id, name, slug, description, description_html, created_at, updated_at, "
                "created_by, updated_by, owned_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (book_ids[book], book, slug(book), f"{book} at Vestvind Service", f"<p>{book} at Vestvind Service</p>",
                 created, created, admin, admin, admin),
            )  # fmt: skip
            db.execute("INSERT INTO bookshelves_books VALUES (?, ?, ?)", (s, book_ids[book], order))
    old_book = len(book_ids) + 1  # the 2019 procedures, in the recycle bin
    db.execute(
        "INSERT INTO books (id, name, slug, description, description_html, created_at, updated_at, created_by, "
        "updated_by, owned_by, deleted_at) VALUES (?, 'Old Procedures (2019)', 'old-procedures-2019', '', '', ?, ?, ?, "
        "?, ?, ?)", (old_book, founded, founded, admin, admin, admin, when(-12)))  # fmt: skip
    chapter_ids: dict[str, int] = {}
    for book, (_, chapters, _) in BOOKS.items():
        for priority, heading in enumerate(chapters, start=1):
            chapter_ids[heading] = len(chapter_ids) + 1
            created = stamp(-1000 + 3 * len(chapter_ids), 600)
            db.execute(
                "INSERT INTO chapters (id, book_id, slug, name, description, description_html, priority, created_at, "
                "updated_at, created_by, updated_by, owned_by) VALUES (?, ?, ?, ?, '', '', ?, ?, ?, ?, ?, ?)",
                (chapter_ids[heading], book_ids[book], slug(heading), heading, priority, created, created, mette,
                 mette, mette),
            )  # fmt: skip
    # pages: (book, chapter or None, name, editor)
    pages: list[tuple[str, str | None, str, str]] = []
    for book, (editor, chapters, loose) in BOOKS.items():
        for heading, count in chapters.items():
            named = [name for name, where in NAMED.items() if where == heading]
            topics = rng.sample(TOPICS, count - len(named))
            pages.extend((book, heading, name, editor) for name in named)
            pages.extend((book, heading, f"{heading}: {topic}", editor) for topic in topics)
        for n in range(loose):
            pages.append((book, None, f"{book}: {('introduction', 'contacts', 'glossary', 'index', 'forms')[n]}",
                          editor))  # fmt: skip
    page_ids: dict[str, int] = {}
    revisions: list[tuple[int, str, int, str, str, str]] = []  # page, moment, user, summary, name, book
    for k, (book, chapter, name, editor) in enumerate(pages, start=1):
        page_ids[name] = k
        young = k in (7, 40, 77, 101)  # written in the last few weeks
        age = rng.randint(3, 25) if young else rng.randint(130, 1050)
        stale = k % 6 == 0 and name not in NAMED and not young
        author = user_ids[rng.choices(editors, weights=editor_weights)[0]]
        if book == "IT Runbooks" or book == "SCADA Integration":
            author = user_ids["IT Operations"] if k % 2 else user_ids["Lars Jensen"]
        created = when(-age)
        moments = [(created, author, "Initial version")]
        if stale:
            last_day = -rng.randint(400, age) if age > 400 else -age
            if last_day != -age:
                moments.append((when(last_day), author, "Updated"))
        else:
            for _ in range(rng.randint(0, 3) if not young else 0):
                moments.append((when(-rng.randint(31, min(age - 1, 365))), author, "Minor fixes"))
            for _ in range(rng.randint(0, 3)):
                editor_name = rng.choices(editors, weights=editor_weights)[0]
                moments.append((when(-rng.randint(1, age - 1 if young else 30)), user_ids[editor_name], "Updated"))
        if name == "Converter IGBT replacement":
            moments += [(when(-d), mette if d % 3 else user_ids["Søren Nielsen"], "New torque table") for d in
                        range(2, 28, 2)]  # fmt: skip
        moments.sort()
        last, last_by, _ = moments[-1]
        template = int(name.endswith(("checklist",)) and k % 3 == 0)
        text = f"{name}. Vestvind Service procedure for {chapter or book}."
        db.execute(
            "INSERT INTO pages (id, book_id, chapter_id, name, slug, html, text, priority, created_at, updated_at, "
            "created_by, updated_by, draft, markdown, revision_count, template, owned_by, editor) VALUES (?, ?, ?, ?, "
            "?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
            (k, book_ids[book], chapter_ids[chapter] if chapter else 0, name, slug(name), f"<p>{text}</p>", text, k,
             created, last, author, last_by, f"# {name}\n\n{text}" if editor == "markdown" else "", len(moments),
             template, author, editor),
        )  # fmt: skip
        for number, (moment, user, summary) in enumerate(moments, start=1):
            revisions.append((k, moment, user, summary, name, book))
            db.execute(
                "INSERT INTO page_revisions (page_id, name, html, text, created_by, created_at, updated_at, slug, "
                "book_slug, type, markdown, summary, revision_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'version', "
                "?, ?, ?)",
                (k, name, f"<p>{text}</p>", text, user, moment, moment, slug(name), slug(book),
                 f"# {name}" if editor == "markdown" else "", summary, number),
            )  # fmt: skip
            if moment >= clock.fmt(clock.at(-DAYS, 0)):
                log("page_create" if number == 1 else "page_update", name, user, "page", k, moment)
    # templates: three checklists offered as templates
    for name in ("Annual service: checklist", "Blade inspection: checklist", "Vessel transfer: checklist"):
        if name not in page_ids:
            page_ids[name] = len(page_ids) + 1
            book = "Offshore Procedures" if name.startswith("Vessel") else "Preventive Maintenance"
            db.execute(
                "INSERT INTO pages (id, book_id, chapter_id, name, slug, html, text, priority, created_at, "
                "updated_at, created_by, updated_by, draft, markdown, revision_count, template, owned_by, editor) "
                "VALUES (?, ?, ?, ?, ?, '<p>Checklist</p>', 'Checklist', ?, ?, ?, ?, ?, 0, '', 1, 0, ?, 'wysiwyg')",
                (page_ids[name], book_ids[book], chapter_ids[name.split(":")[0]], name, slug(name), page_ids[name],
                 stamp(-400, 600), stamp(-400, 600), mette, mette, mette),
            )  # fmt: skip
            db.execute(
                "INSERT INTO page_revisions (page_id, name, html, text, created_by, created_at, updated_at, slug, "
                "book_slug, type, markdown, summary, revision_number) VALUES (?, ?, '<p>Checklist</p>', 'Checklist', "
                "?, ?, ?, ?, ?, 'version', '', 'Initial version', 1)",
                (page_ids[name], name, mette, stamp(-400, 600), stamp(-400, 600), slug(name), slug(book)),
            )
        db.execute("UPDATE pages SET template = 1 WHERE id = ?", (page_ids[name],))
    db.execute("UPDATE pages SET template = 0 WHERE template = 1 AND name NOT IN (?, ?, ?)",
               ("Annual service: checklist", "Blade inspection: checklist", "Vessel transfer: checklist"))  # fmt: skip
    # autosaved drafts of pages being edited (not versions)
    for name in ("Pitch system fault codes", "Converter IGBT replacement"):
        db.execute(
            "INSERT INTO page_revisions (page_id, name, html, text, created_by, created_at, updated_at, slug, "
            "book_slug, type, markdown, summary, revision_number) VALUES (?, ?, '', '', ?, ?, ?, ?, "
            "'turbine-troubleshooting', 'update_draft', '', NULL, 0)",
            (page_ids[name], name, user_ids["Søren Nielsen"], when(-1), when(-1), slug(name)),
        )
    # five new pages never saved (drafts), three pages deleted into the recycle bin, the old book's pages
    next_id = len(page_ids) + 1
    for n, (owner, book) in enumerate((("Jonas Hansen", "Turbine Troubleshooting"), ("Camilla Larsen", "Spare Parts"),
                                       ("Søren Nielsen", "Turbine Troubleshooting"), ("Anne Pedersen", "HSE Manual"),
                                       ("Jonas Hansen", "Offshore Procedures"))):  # fmt: skip
        moment = when(-3 * n - 1)
        db.execute(
            "INSERT INTO pages (id, book_id, chapter_id, name, slug, html, text, priority, created_at, updated_at, "
            "created_by, updated_by, draft, markdown, revision_count, template, owned_by, editor) VALUES (?, ?, 0, "
            "'New Page', '', '', '', 99, ?, ?, ?, ?, 1, '', 0, 0, ?, 'wysiwyg')",
            (next_id, book_ids[book], moment, moment, user_ids[owner], user_ids[owner], user_ids[owner]),
        )  # fmt: skip
        next_id += 1
    deleted_pages = []
    for n, (book, name) in enumerate((("Old Procedures (2019)", "Gearbox oil change 2019"),
                                      ("Old Procedures (2019)", "Climbing the tower (old)"),
                                      ("Spare Parts", "Parts list V90 (obsolete)"),
                                      ("Onboarding", "Parking at the old office"),
                                      ("IT Runbooks", "Exchange 2013 mailbox moves"))):  # fmt: skip
        book_id = old_book if book.startswith("Old") else book_ids[book]
        deleted_at = when(-12) if book.startswith("Old") else when(-5 * n - 2)
        db.execute(
            "INSERT INTO pages (id, book_id, chapter_id, name, slug, html, text, priority, created_at, updated_at, "
            "created_by, updated_by, draft, markdown, revision_count, template, owned_by, editor, deleted_at) VALUES "
            "(?, ?, 0, ?, ?, '<p>old</p>', 'old', ?, ?, ?, ?, ?, 0, '', 1, 0, ?, 'wysiwyg', ?)",
            (next_id, book_id, name, slug(name), n, founded, founded, admin, admin, admin, deleted_at),
        )  # fmt: skip
        if not book.startswith("Old"):
            deleted_pages.append((next_id, deleted_at))
        next_id += 1
    db.execute("INSERT INTO deletions (deleted_by, deletable_type, deletable_id, created_at, updated_at) VALUES "
               "(?, 'book', ?, ?, ?)", (user_ids["Lars Jensen"], old_book, when(-12), when(-12)))  # fmt: skip
    for page, moment in deleted_pages:
        db.execute("INSERT INTO deletions (deleted_by, deletable_type, deletable_id, created_at, updated_at) VALUES "
                   "(?, 'page', ?, ?, ?)", (mette, page, moment, moment))  # fmt: skip
        log("page_delete", "deleted", mette, "page", page, moment)
    # tags: turbine models on the troubleshooting and maintenance pages
    for name, k in page_ids.items():
        book = next((b for b, c, n, _ in pages if n == name), "")
        if book in ("Turbine Troubleshooting", "Preventive Maintenance"):
            models = [TURBINES[k % 4]] + ([TURBINES[1]] if k % 3 == 0 and k % 4 != 1 else [])
            for order, model in enumerate(models):
                db.execute("INSERT INTO tags (entity_id, entity_type, name, value, \"order\", created_at, updated_at) "
                           "VALUES (?, 'page', 'Turbine model', ?, ?, ?, ?)",
                           (k, model, order, founded, founded))  # fmt: skip
        if "fault finding" in name or "known issues" in name:
            db.execute("INSERT INTO tags (entity_id, entity_type, name, value, \"order\", created_at, updated_at) "
                       "VALUES (?, 'page', 'Type', 'Troubleshooting', 5, ?, ?)", (k, founded, founded))  # fmt: skip
    db.execute("INSERT INTO tags (entity_id, entity_type, name, value, \"order\", created_at, updated_at) VALUES "
               "(?, 'book', 'Department', 'Field Service', 0, ?, ?)",
               (book_ids["Turbine Troubleshooting"], founded, founded))  # fmt: skip
    # views: each reader's running count per page
    readers = [user_ids[name] for name, (_, _, logs, _, _) in USERS_BY_NAME.items() if logs > 0]
    for name, k in page_ids.items():
        popular = name == "Pitch system fault codes"  # every technician's first stop
        for reader in readers:
            if rng.random() < 0.5 and not popular:
                continue
            count = rng.randint(25, 60) if popular else rng.randint(1, 8)
            db.execute("INSERT INTO views (user_id, viewable_id, viewable_type, views, created_at, updated_at) VALUES "
                       "(?, ?, 'page', ?, ?, ?)", (reader, k, count, when(-rng.randint(30, 120)),
                                                   when(-rng.randint(1, 29))))  # fmt: skip
    for k in book_ids.values():
        for reader in readers:
            db.execute("INSERT INTO views (user_id, viewable_id, viewable_type, views, created_at, updated_at) VALUES "
                       "(?, ?, 'book', ?, ?, ?)", (reader, k, rng.randint(1, 30), when(-100), when(-2)))  # fmt: skip
    # comments
    commented = list(page_ids.items())
    local: dict[int, int] = {}
    for day in range(-DAYS, 0):
        for _ in range(rng.randint(0, 2)):
            name, k = rng.choice(commented)
            if name == "Yaw brake pad wear limits":
                continue
            local[k] = local.get(k, 0) + 1
            user = user_ids[rng.choice(["Jonas Hansen", "Camilla Larsen", "Mikkel Andersen", "Søren Nielsen"])]
            moment = when(day)
            db.execute("INSERT INTO comments (entity_id, entity_type, text, html, parent_id, local_id, created_by, "
                       "updated_by, created_at, updated_at) VALUES (?, 'page', ?, ?, NULL, ?, ?, ?, ?, ?)",
                       (k, "Checked on site.", "<p>Checked on site.</p>", local[k], user, user, moment,
                        moment))  # fmt: skip
            log("comment_create", "Checked on site.", user, "page", k, moment)
    yaw = page_ids["Yaw brake pad wear limits"]
    for n in range(11):
        user = user_ids[("Jonas Hansen", "Camilla Larsen", "Mette Kristensen", "Mikkel Andersen")[n % 4]]
        moment = when(-2 * n - 1)
        db.execute("INSERT INTO comments (entity_id, entity_type, text, html, parent_id, local_id, created_by, "
                   "updated_by, created_at, updated_at) VALUES (?, 'page', ?, ?, ?, ?, ?, ?, ?, ?)",
                   (yaw, "Pad thickness differs on V136?", "<p>Pad thickness differs on V136?</p>",
                    n if n else None, n + 1, user, user, moment, moment))  # fmt: skip
        log("comment_create", "Pad thickness", user, "page", yaw, moment)
    # attachments: manuals on troubleshooting pages, links on the IT runbooks
    for name, k in page_ids.items():
        book = next((b for b, c, n, _ in pages if n == name), "")
        if book == "Turbine Troubleshooting" and k % 2 == 0:
            files = 3 if name == "Pitch system fault codes" else 1
        elif book in ("Preventive Maintenance", "HSE Manual") and k % 4 == 0:
            files = 1
        else:
            files = 0
        for n in range(files):
            db.execute("INSERT INTO attachments (name, path, extension, uploaded_to, external, \"order\", created_by, "
                       "updated_by, created_at, updated_at) VALUES (?, ?, 'pdf', ?, 0, ?, ?, ?, ?, ?)",
                       (f"{name} manual {n + 1}", f"uploads/files/2024-03/{slug(name)}-{n}.pdf", k, n, mette, mette,
                        founded, founded))  # fmt: skip
        if book == "IT Runbooks":
            for n in range(2):
                db.execute("INSERT INTO attachments (name, path, extension, uploaded_to, external, \"order\", "
                           "created_by, updated_by, created_at, updated_at) VALUES (?, ?, '', ?, 1, ?, ?, ?, ?, ?)",
                           (f"Vendor docs {n + 1}", f"https://docs.example.com/{slug(name)}/{n}", k, n,
                            user_ids["IT Operations"], user_ids["IT Operations"], founded, founded))  # fmt: skip
    db.execute("INSERT INTO images (name, url, created_at, updated_at, created_by, updated_by, path, type, "
               "uploaded_to) VALUES ('pitch-diagram.png', '/uploads/images/gallery/pitch-diagram.png', ?, ?, ?, ?, "
               "'/uploads/images/gallery/pitch-diagram.png', 'gallery', ?)",
               (founded, founded, mette, mette, page_ids["Pitch system fault codes"]))  # fmt: skip
    db.execute("INSERT INTO images (name, url, created_at, updated_at, created_by, updated_by, path, type, "
               "uploaded_to) VALUES ('yaw.drawio.png', '/uploads/images/drawio/yaw.png', ?, ?, ?, ?, "
               "'/uploads/images/drawio/yaw.png', 'drawio', ?)", (founded, founded, mette, mette, yaw))  # fmt: skip
    # favourites
    for fan in ("Jonas Hansen", "Camilla Larsen", "Mikkel Andersen", "Mette Kristensen"):
        db.execute("INSERT INTO favourites (user_id, favouritable_id, favouritable_type, created_at, updated_at) "
                   "VALUES (?, ?, 'page', ?, ?)", (user_ids[fan], page_ids["Pitch system fault codes"], founded,
                                                    founded))  # fmt: skip
    # permissions: the IT runbooks hidden from field technicians and viewers
    for hidden_from in ("Field Technician", "Viewer"):
        db.execute("INSERT INTO entity_permissions (entity_id, entity_type, role_id, view, \"create\", \"update\", "
                   "\"delete\") VALUES (?, 'book', ?, 0, 0, 0, 0)",
                   (book_ids["IT Runbooks"], role_ids[hidden_from]))  # fmt: skip
    # logins, two-factor set-ups
    for name, (_, _, share, _, mfa) in USERS_BY_NAME.items():
        user = user_ids[name]
        for day in range(-DAYS, 1):
            if share and rng.random() < share:
                log("auth_login", f"standard; ({user}) {name}", user, None, None, when(day, 360, 600))
        if mfa:
            moment = when(-rng.randint(30, 110))
            db.execute("INSERT INTO mfa_values (user_id, method, value, created_at, updated_at) VALUES "
                       "(?, 'totp', ?, ?, ?)", (user, "eyJpdiI6" + hashlib.md5(name.encode()).hexdigest(), moment,
                                                moment))  # fmt: skip
            log("mfa_setup_method", "totp", user, None, None, moment)
    log("auth_login", "standard; (1) Admin", admin, None, None, when(-90))
    # API tokens
    for k, (name, owner, expires) in enumerate((("SCADA sync", "IT Operations", 20), ("Backup export", "Lars Jensen",
                                                200), ("Teams bot", "IT Operations", 9),
                                                ("Old import script", "Lars Jensen", -40)), start=1):  # fmt: skip
        db.execute("INSERT INTO api_tokens (name, token_id, secret, user_id, expires_at, created_at, updated_at) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (name, f"tok{k:029d}", "$2y$10$" + hashlib.sha1(name.encode()).hexdigest(), user_ids[owner],
                    clock.day_text(expires), stamp(-300, 600), stamp(-300, 600)))  # fmt: skip
    activities.sort(key=lambda row: row[5])
    for kind, detail, user, loggable_type, loggable_id, moment in activities:
        db.execute("INSERT INTO activities (type, detail, user_id, ip, loggable_id, loggable_type, created_at, "
                   "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (kind, detail, user, f"10.40.{user}.{(user * 7) % 250 + 2}", loggable_id, loggable_type, moment,
                    moment))  # fmt: skip
    close_checked(db, "knowledge")


USERS_BY_NAME = {name: (email, role, logs, edits, mfa) for email, (name, role, logs, edits, mfa) in USERS.items()}
