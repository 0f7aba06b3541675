"""A Freiburg household's paperwork (Familie Brandt) as the SQLite copy of a Paperless-ngx database.

Paperless-ngx 2.17 is a Django application on PostgreSQL; this keeps its tables and conventions: Django's
``app_model`` table names (``documents_document``, ``documents_correspondent``, ``documents_documenttype``,
``documents_tag``, ``documents_storagepath``, ``auth_user``...), integer ``id`` keys, foreign keys as ``<name>_id``,
**``timestamptz`` text with microseconds and ``+00:00``** (``added``, ``modified``, ``date_joined``...), the
document's ``created`` **a plain date** (the date printed on the paper, usually long before it was scanned), and:

* ``documents_document``: ``title``, ``content`` (the OCR text), ``correspondent_id``, ``document_type_id`` and
  ``storage_path_id`` (each NULL when unset), ``mime_type`` (``application/pdf``, ``image/jpeg``...),
  ``archive_serial_number`` (the ASN stuck on the paper original, NULL when it was not kept), ``page_count``,
  ``owner_id``, and **Paperless's trash**: ``deleted_at`` set while a document sits in the trash (soft delete; the
  web UI hides it), ``restored_at`` set when it came back;
* tags through Django's many-to-many table ``documents_document_tags`` (``document_id``, ``tag_id``); a tag with
  ``is_inbox_tag`` true is put on every new document until someone has looked at it ("Posteingang");
* correspondents, document types, tags and storage paths share the matching columns (``match``,
  ``matching_algorithm`` 0 none, 1 any word, 2 all words, 3 exact, 4 regular expression, 5 fuzzy, 6 automatic,
  ``is_insensitive``) and an ``owner_id``;
* notes (``documents_note``: ``note``, ``created``, ``user_id``, soft-deleted with ``deleted_at``);
* custom fields (``documents_customfield``: ``name``, ``data_type`` ``monetary``, ``date``, ``boolean``, ``string``)
  with their values in ``documents_customfieldinstance``, one ``value_*`` column per type: **a monetary value is text
  with its currency in front, ``EUR84.20``**, a date ``YYYY-MM-DD``, a boolean 0/1;
* the consumer's task log ``documents_paperlesstask`` (``task_file_name``, ``date_created``, ``date_done``,
  ``status`` ``SUCCESS`` or ``FAILURE`` as Celery writes it, ``result`` the message, ``acknowledged``);
* public share links (``documents_sharelink``: ``slug``, ``expiration`` NULL for never, ``document_id``);
* ``auth_user`` (Django's users: ``username``, ``is_superuser``, ``is_active``, ``last_login``).

Every reference is declared, as Django declares them. Booleans are 0/1.

Documents were added over the 420 days before ``now`` (the scanner's batches at fixed minutes of the day, with drawn
seconds and microseconds, nothing added today); their paper dates (``created``) lie from a few days to years before
they were added. Notes, tasks and share links reach 120 days back. Builds a whole number of days apart agree.

Planted signals:

* 23 documents still carry the inbox tag "Posteingang" (nobody has filed them);
* Stadtwerke Freiburg sent the most documents in the last 90 days (monthly bills and a meter reading campaign);
* the electrician's invoices (Elektro Wehrle) add up to the largest amount of the last 180 days, well ahead of the
  painter (Malerbetrieb Kunz) and Stadtwerke Freiburg;
* 14 documents are in the trash; 25 others have no correspondent;
* the ``Scanner`` consumption task failed 9 times in the last 7 days (a jammed feeder writing empty PDFs);
* three correspondents (Bausparkasse Schwäbisch Hall, ADAC, Finanzamt Emmendingen) have no document at all, the tag
  "Garten" is on nothing;
* bank statements (Kontoauszug) average about 3 pages, contracts (Vertrag) about 11;
* Julia wrote most of the notes; seven invoices awaiting payment (``Bezahlt`` false) fall due in the next 14 days;
* the highest ASN is 1083; two share links are still live (one without expiry, one expiring in three days).
"""

from __future__ import annotations

import datetime
import random
from functools import partial
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE auth_user (
  id INTEGER PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login TIMESTAMPTZ, is_superuser BOOLEAN NOT NULL,
  username VARCHAR(150) NOT NULL UNIQUE, first_name VARCHAR(150) NOT NULL, last_name VARCHAR(150) NOT NULL,
  email VARCHAR(254) NOT NULL, is_staff BOOLEAN NOT NULL, is_active BOOLEAN NOT NULL, date_joined TIMESTAMPTZ NOT NULL
);
CREATE TABLE documents_correspondent (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, match VARCHAR(256) NOT NULL,
  matching_algorithm INTEGER NOT NULL, is_insensitive BOOLEAN NOT NULL, owner_id INTEGER REFERENCES auth_user(id),
  UNIQUE (name, owner_id)
);
CREATE TABLE documents_documenttype (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, match VARCHAR(256) NOT NULL,
  matching_algorithm INTEGER NOT NULL, is_insensitive BOOLEAN NOT NULL, owner_id INTEGER REFERENCES auth_user(id),
  UNIQUE (name, owner_id)
);
CREATE TABLE documents_tag (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, color VARCHAR(7) NOT NULL, match VARCHAR(256) NOT NULL,
  matching_algorithm INTEGER NOT NULL, is_insensitive BOOLEAN NOT NULL, is_inbox_tag BOOLEAN NOT NULL,
  owner_id INTEGER REFERENCES auth_user(id), UNIQUE (name, owner_id)
);
CREATE TABLE documents_storagepath (
  id INTEGER PRIMARY KEY, name VARCHAR(128) NOT NULL, match VARCHAR(256) NOT NULL,
  matching_algorithm INTEGER NOT NULL, is_insensitive BOOLEAN NOT NULL, path TEXT NOT NULL,
  owner_id INTEGER REFERENCES auth_user(id), UNIQUE (name, owner_id)
);
CREATE TABLE documents_document (
  id INTEGER PRIMARY KEY, title VARCHAR(128) NOT NULL, content TEXT NOT NULL, created DATE NOT NULL,
  modified TIMESTAMPTZ NOT NULL, correspondent_id INTEGER REFERENCES documents_correspondent(id),
  checksum VARCHAR(32) NOT NULL UNIQUE, added TIMESTAMPTZ NOT NULL, storage_type VARCHAR(11) NOT NULL,
  filename VARCHAR(1024) UNIQUE, archive_serial_number INTEGER UNIQUE, document_type_id INTEGER
  REFERENCES documents_documenttype(id), mime_type VARCHAR(256) NOT NULL, archive_checksum VARCHAR(32),
  archive_filename VARCHAR(1024) UNIQUE, storage_path_id INTEGER REFERENCES documents_storagepath(id),
  original_filename VARCHAR(1024), deleted_at TIMESTAMPTZ, restored_at TIMESTAMPTZ,
  owner_id INTEGER REFERENCES auth_user(id), transaction_id UUID, page_count INTEGER
);
CREATE TABLE documents_document_tags (
  id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL REFERENCES documents_document(id),
  tag_id INTEGER NOT NULL REFERENCES documents_tag(id), UNIQUE (document_id, tag_id)
);
CREATE TABLE documents_note (
  id INTEGER PRIMARY KEY, note TEXT NOT NULL, created TIMESTAMPTZ NOT NULL,
  document_id INTEGER REFERENCES documents_document(id), user_id INTEGER REFERENCES auth_user(id),
  deleted_at TIMESTAMPTZ, restored_at TIMESTAMPTZ, transaction_id UUID
);
CREATE TABLE documents_customfield (
  id INTEGER PRIMARY KEY, created TIMESTAMPTZ NOT NULL, name VARCHAR(128) NOT NULL UNIQUE,
  data_type VARCHAR(50) NOT NULL, extra_data JSONB
);
CREATE TABLE documents_customfieldinstance (
  id INTEGER PRIMARY KEY, created TIMESTAMPTZ NOT NULL,
  document_id INTEGER NOT NULL REFERENCES documents_document(id),
  field_id INTEGER NOT NULL REFERENCES documents_customfield(id), value_text VARCHAR(128), value_bool BOOLEAN,
  value_url VARCHAR(200), value_date DATE, value_int INTEGER, value_float FLOAT, value_monetary VARCHAR(128),
  value_document_ids JSONB, value_select VARCHAR(16), value_monetary_amount NUMERIC(65, 2), value_long_text TEXT,
  deleted_at TIMESTAMPTZ, restored_at TIMESTAMPTZ, transaction_id UUID, UNIQUE (document_id, field_id)
);
CREATE TABLE documents_paperlesstask (
  id INTEGER PRIMARY KEY, task_id VARCHAR(255) NOT NULL UNIQUE, acknowledged BOOLEAN NOT NULL,
  date_created TIMESTAMPTZ, date_done TIMESTAMPTZ, date_started TIMESTAMPTZ, result TEXT, status VARCHAR(30) NOT NULL,
  task_file_name VARCHAR(255), task_name VARCHAR(255), type VARCHAR(30) NOT NULL,
  owner_id INTEGER REFERENCES auth_user(id)
);
CREATE TABLE documents_sharelink (
  id INTEGER PRIMARY KEY, created TIMESTAMPTZ, expiration TIMESTAMPTZ, slug VARCHAR(50) NOT NULL UNIQUE,
  file_version VARCHAR(50) NOT NULL, document_id INTEGER REFERENCES documents_document(id),
  owner_id INTEGER REFERENCES auth_user(id)
);
"""

# username, first, last, superuser
USERS = [("admin", "", "", 1), ("markus", "Markus", "Brandt", 1), ("julia", "Julia", "Brandt", 0),
         ("scanner", "", "", 0), ("lena", "Lena", "Brandt", 0)]  # fmt: skip
DOCTYPES = ["Rechnung", "Kontoauszug", "Vertrag", "Bescheid", "Lohnabrechnung", "Versicherungspolice", "Quittung",
            "Brief", "Zeugnis", "Garantie"]  # fmt: skip
# correspondent: (document type, per-month rate, amount range in EUR or None, pages)
CORRESPONDENTS: dict[str, tuple[str, float, tuple[float, float] | None, tuple[int, int]]] = {
    "Stadtwerke Freiburg": ("Rechnung", 1.3, (60.0, 140.0), (1, 2)),
    "badenova": ("Rechnung", 0.5, (40.0, 90.0), (1, 2)),
    "Sparkasse Freiburg-Nördlicher Breisgau": ("Kontoauszug", 2.0, None, (2, 4)),
    "DKB": ("Kontoauszug", 1.0, None, (2, 4)),
    "Techniker Krankenkasse": ("Brief", 0.6, None, (1, 3)),
    "Allianz Versicherung": ("Versicherungspolice", 0.3, None, (6, 14)),
    "Finanzamt Freiburg-Stadt": ("Bescheid", 0.25, None, (3, 6)),
    "Uniklinik Freiburg": ("Rechnung", 0.3, (20.0, 180.0), (1, 3)),
    "Deutsche Telekom": ("Rechnung", 1.0, (39.95, 54.95), (1, 2)),
    "Vodafone": ("Rechnung", 0.8, (19.99, 29.99), (1, 2)),
    "Amazon": ("Rechnung", 1.2, (12.0, 160.0), (1, 1)),
    "IKEA": ("Quittung", 0.2, (25.0, 400.0), (1, 1)),
    "Elektro Wehrle": ("Rechnung", 0.35, (600.0, 2400.0), (1, 2)),
    "Malerbetrieb Kunz": ("Rechnung", 0.25, (600.0, 1800.0), (1, 2)),
    "Hausverwaltung Dreisam": ("Brief", 0.4, None, (1, 3)),
    "SICK AG": ("Lohnabrechnung", 1.0, None, (2, 2)),
    "Stadt Freiburg": ("Bescheid", 0.2, None, (1, 4)),
    "Kita Sonnenschein": ("Brief", 0.3, None, (1, 2)),
    "1&1 Versicherungsmakler": ("Vertrag", 0.15, None, (8, 16)),
    "Mobile Freiburg": ("Vertrag", 0.2, None, (8, 14)),
    "Bausparkasse Schwäbisch Hall": ("Vertrag", 0.0, None, (1, 1)),
    "ADAC": ("Brief", 0.0, None, (1, 1)),
    "Finanzamt Emmendingen": ("Bescheid", 0.0, None, (1, 1)),
}
TAGS = [("Posteingang", "#a6cee3", 1), ("Steuer", "#1f78b4", 0), ("Haus", "#b2df8a", 0), ("Auto", "#33a02c", 0),
        ("Kinder", "#fb9a99", 0), ("Gesundheit", "#e31a1c", 0), ("Wichtig", "#fdbf6f", 0), ("bezahlt", "#ff7f00", 0),
        ("Garten", "#cab2d6", 0), ("Versicherung", "#6a3d9a", 0)]  # fmt: skip
TAG_OF = {"Stadtwerke Freiburg": "Haus", "badenova": "Haus", "Elektro Wehrle": "Haus", "Malerbetrieb Kunz": "Haus",
          "Hausverwaltung Dreisam": "Haus", "Uniklinik Freiburg": "Gesundheit", "Techniker Krankenkasse": "Gesundheit",
          "Kita Sonnenschein": "Kinder", "Allianz Versicherung": "Versicherung",
          "1&1 Versicherungsmakler": "Versicherung", "Finanzamt Freiburg-Stadt": "Steuer", "SICK AG": "Steuer",
          "Mobile Freiburg": "Auto"}  # fmt: skip
STORAGE_PATHS = [("Finanzen", "finanzen/{{ correspondent }}/{{ created_year }}/{{ title }}"),
                 ("Haus", "haus/{{ created_year }}/{{ title }}"),
                 ("Gesundheit", "gesundheit/{{ owner_username }}/{{ title }}"),
                 ("Verträge", "vertraege/{{ correspondent }}/{{ title }}")]  # fmt: skip
PATH_OF_TYPE = {"Kontoauszug": "Finanzen", "Lohnabrechnung": "Finanzen", "Bescheid": "Finanzen",
                "Vertrag": "Verträge", "Versicherungspolice": "Verträge"}  # fmt: skip


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Paperless-ngx database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    moment = partial(clock.jittered, rng)
    db = new_database(path, SCHEMA)

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt(moment) + f".{rng.randrange(1_000_000):06d}+00:00"

    def hexa(bits: int) -> str:
        return f"{rng.getrandbits(bits):0{bits // 4}x}"

    user_ids: dict[str, int] = {}
    for n, (username, first, last, superuser) in enumerate(USERS, start=1):
        db.execute(
            "INSERT INTO auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email,"
            " is_staff, is_active, date_joined) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (n, f"pbkdf2_sha256$870000${hexa(64)}", ts(moment(-rng.randint(1, 9), 1200)) if username != "scanner"
             else None, superuser, username, first, last, f"{username}@brandt-freiburg.de" if first else "",
             superuser, 1, ts(moment(-430, 600 + n))),
        )  # fmt: skip
        user_ids[username] = n
    markus, julia = user_ids["markus"], user_ids["julia"]
    type_ids = {}
    for n, name in enumerate(DOCTYPES, start=1):
        db.execute(
            "INSERT INTO documents_documenttype (id, name, match, matching_algorithm, is_insensitive, owner_id)"
            " VALUES (?,?,?,?,1,?)",
            (n, name, name.lower() if n < 5 else "", 1 if n < 5 else 6, markus),
        )
        type_ids[name] = n
    correspondent_ids = {}
    for n, name in enumerate(CORRESPONDENTS, start=1):
        db.execute(
            "INSERT INTO documents_correspondent (id, name, match, matching_algorithm, is_insensitive, owner_id)"
            " VALUES (?,?,?,?,1,?)",
            (n, name, name.split()[0].lower() if n % 3 else "", 3 if n % 3 else 6, markus),
        )
        correspondent_ids[name] = n
    tag_ids = {}
    for n, (name, color, inbox) in enumerate(TAGS, start=1):
        db.execute(
            "INSERT INTO documents_tag (id, name, color, match, matching_algorithm, is_insensitive, is_inbox_tag,"
            " owner_id) VALUES (?,?,?,'',?,1,?,?)",
            (n, name, color, 0 if inbox else 6, inbox, markus),
        )
        tag_ids[name] = n
    path_ids = {}
    for n, (name, template) in enumerate(STORAGE_PATHS, start=1):
        db.execute(
            "INSERT INTO documents_storagepath (id, name, match, matching_algorithm, is_insensitive, path, owner_id)"
            " VALUES (?,?,'',0,1,?,?)",
            (n, name, template, markus),
        )
        path_ids[name] = n
    fields = [("Betrag", "monetary"), ("Fällig am", "date"), ("Bezahlt", "boolean"), ("Vertragsnummer", "string")]
    field_ids = {}
    for n, (name, data_type) in enumerate(fields, start=1):
        db.execute(
            "INSERT INTO documents_customfield (id, created, name, data_type, extra_data) VALUES (?,?,?,?,?)",
            (n, ts(moment(-400, 700 + n)), name, data_type,
             '{"default_currency": "EUR"}' if data_type == "monetary" else "{}"),
        )  # fmt: skip
        field_ids[name] = n
    # the documents: each correspondent's letters over 420 days, plus letters from nobody in particular
    plans: list[tuple[int, str | None, str]] = []
    for name, (doctype, rate, _, _) in CORRESPONDENTS.items():
        for day in range(-420, 0):
            boost = 3.0 if name == "Stadtwerke Freiburg" and day >= -90 else 1.0
            if rng.random() < 2.5 * rate * boost / 30.0:
                plans.append((day, name, doctype))
    for day in range(-420, 0):
        if rng.random() < 0.075:
            plans.append((day, None, rng.choice(["Brief", "Quittung", "Zeugnis", "Garantie"])))
    plans.sort(key=lambda plan: plan[0])
    custom_id = 0
    tag_link = 0
    asn = 1000
    inbox_left = 23
    no_correspondent_docs = []
    docs: list[tuple[int, int, datetime.datetime]] = []
    trash = set(rng.sample([k for k, plan in enumerate(plans, start=1) if -200 <= plan[0] <= -5], 14))
    for doc_id, (day, correspondent, doctype) in enumerate(plans, start=1):
        added = moment(day, rng.choice((450, 540, 1140, 1260)) + rng.randint(0, 20))
        paper = (added - datetime.timedelta(days=rng.randint(2, 12))).date()
        if doctype in ("Vertrag", "Zeugnis", "Garantie") and rng.random() < 0.5:
            paper = (added - datetime.timedelta(days=rng.randint(200, 2500))).date()
        info = CORRESPONDENTS[correspondent] if correspondent else None
        pages = rng.randint(*info[3]) if info else rng.randint(1, 2)
        title = f"{doctype} {correspondent or 'Sonstiges'} {paper.strftime('%m/%Y')}"
        mime = "application/pdf" if rng.random() < 0.85 else rng.choice(("image/jpeg", "image/png"))
        owner = julia if correspondent in ("Kita Sonnenschein", "Uniklinik Freiburg") or rng.random() < 0.25 else markus
        keep_asn = (
            doctype in ("Vertrag", "Versicherungspolice", "Bescheid", "Zeugnis", "Garantie") or rng.random() < 0.1
        )
        deleted = None
        if doc_id in trash:
            deleted = ts(added + datetime.timedelta(days=rng.randint(1, 4)))
        if keep_asn:
            asn += 1
        storage = path_ids.get(PATH_OF_TYPE.get(doctype, ""))
        if correspondent in ("Elektro Wehrle", "Malerbetrieb Kunz", "Stadtwerke Freiburg", "badenova"):
            storage = path_ids["Haus"]
        checksum = hexa(128)
        db.execute(
            "INSERT INTO documents_document (id, title, content, created, modified, correspondent_id, checksum, added,"
            " storage_type, filename, archive_serial_number, document_type_id, mime_type, archive_checksum,"
            " archive_filename, storage_path_id, original_filename, deleted_at, owner_id, page_count)"
            " VALUES (?,?,?,?,?,?,?,?,'unencrypted',?,?,?,?,?,?,?,?,?,?,?)",
            (doc_id, title, f"{correspondent or ''} {doctype} Seite 1 von {pages}", paper.isoformat(),
             ts(added + datetime.timedelta(minutes=rng.randint(1, 3000))),
             correspondent_ids[correspondent] if correspondent else None, checksum, ts(added),
             f"{doc_id:07d}.{'pdf' if mime == 'application/pdf' else mime.split('/')[1]}", asn if keep_asn else None,
             type_ids[doctype], mime, hexa(128), f"{doc_id:07d}.pdf", storage,
             f"scan_{added.strftime('%Y%m%d_%H%M%S')}.pdf" if rng.random() < 0.8 else f"{doctype.lower()}.pdf",
             deleted, owner, pages),
        )  # fmt: skip
        if correspondent is None:
            no_correspondent_docs.append(doc_id)
        docs.append((doc_id, pages, added))
        # tags
        tags = []
        if correspondent in TAG_OF:
            tags.append(TAG_OF[correspondent])
        if doctype in ("Lohnabrechnung", "Bescheid") or (correspondent == "Uniklinik Freiburg"):
            tags.append("Steuer")
        if rng.random() < 0.05:
            tags.append("Wichtig")
        if day >= -40 and inbox_left and rng.random() < 0.4 and deleted is None:
            tags.append("Posteingang")
            inbox_left -= 1
        # amounts for invoices
        amount_range = info[2] if info else None
        if amount_range:
            amount = round(rng.uniform(*amount_range), 2)
            paid = day < -20 or rng.random() < 0.3
            due = (added + datetime.timedelta(days=rng.randint(10, 30))).date()
            if paid:
                tags.append("bezahlt")
            for field, column, value in (("Betrag", "value_monetary", f"EUR{amount:.2f}"),
                                         ("Fällig am", "value_date", due.isoformat()),
                                         ("Bezahlt", "value_bool", 1 if paid else 0)):  # fmt: skip
                custom_id += 1
                db.execute(
                    f"INSERT INTO documents_customfieldinstance (id, created, document_id, field_id, {column},"
                    " value_monetary_amount) VALUES (?,?,?,?,?,?)",
                    (custom_id, ts(added + datetime.timedelta(minutes=5)), doc_id, field_ids[field], value,
                     amount if column == "value_monetary" else None),
                )  # fmt: skip
        if doctype in ("Vertrag", "Versicherungspolice"):
            custom_id += 1
            db.execute(
                "INSERT INTO documents_customfieldinstance (id, created, document_id, field_id, value_text)"
                " VALUES (?,?,?,?,?)",
                (custom_id, ts(added + datetime.timedelta(minutes=6)), doc_id, field_ids["Vertragsnummer"],
                 f"{rng.randint(10, 99)}-{rng.randint(100000, 999999)}"),
            )  # fmt: skip
        for tag in dict.fromkeys(tags):
            tag_link += 1
            db.execute("INSERT INTO documents_document_tags (id, document_id, tag_id) VALUES (?,?,?)",
                       (tag_link, doc_id, tag_ids[tag]))  # fmt: skip
    # notes
    note_id = 0
    for doc_id, _, added in docs:
        age = (clock.now - added).days
        if age <= 120 and rng.random() < 0.12:
            for _ in range(rng.choice((1, 1, 2))):
                note_id += 1
                writer = rng.choices([julia, markus, user_ids["lena"]], weights=[6, 3, 1])[0]
                written = added + datetime.timedelta(hours=rng.randint(2, 200))
                if written >= clock.now:
                    written = added + datetime.timedelta(minutes=30)
                db.execute(
                    "INSERT INTO documents_note (id, note, created, document_id, user_id, deleted_at)"
                    " VALUES (?,?,?,?,?,?)",
                    (note_id, rng.choice(["Überwiesen", "Einspruch prüfen", "Kopie an Steuerberater",
                                          "Original im Ordner Haus", "Garantie bis 2027"]), ts(written), doc_id,
                     writer, ts(written + datetime.timedelta(days=1)) if rng.random() < 0.05 else None),
                )  # fmt: skip
    # the consumer's task log: one task per document added in the last 120 days, and the jammed feeder's failures
    task_id = 0
    for doc_id, _, added in docs:
        if (clock.now - added).days <= 120:
            task_id += 1
            db.execute(
                "INSERT INTO documents_paperlesstask (id, task_id, acknowledged, date_created, date_started, date_done,"
                " result, status, task_file_name, task_name, type, owner_id)"
                " VALUES (?,?,1,?,?,?,?,'SUCCESS',?,'consume_file','auto_task',?)",
                (task_id, f"{hexa(32)[:8]}-{hexa(16)}-{hexa(16)}-{hexa(16)}-{hexa(48)}", ts(added - datetime.timedelta(
                    seconds=40)), ts(added - datetime.timedelta(seconds=38)), ts(added),
                 f"Success. New document id {doc_id} created", f"scan_{added.strftime('%Y%m%d_%H%M%S')}.pdf",
                 user_ids["scanner"]),
            )  # fmt: skip
    failures = [(-rng.randint(1, 6), rng.randint(400, 1300)) for _ in range(9)]
    failures += [(-rng.randint(9, 110), rng.randint(400, 1300)) for _ in range(6)]
    for k, (day, minute) in enumerate(failures):
        task_id += 1
        started = moment(day, minute)
        name = f"scan_{started.strftime('%Y%m%d_%H%M%S')}.pdf"
        db.execute(
            "INSERT INTO documents_paperlesstask (id, task_id, acknowledged, date_created, date_started, date_done,"
            " result, status, task_file_name, task_name, type, owner_id)"
            " VALUES (?,?,?,?,?,?,?,'FAILURE',?,'consume_file','auto_task',?)",
            (task_id, f"{hexa(32)}-{hexa(16)}-{hexa(16)}-{hexa(16)}-{hexa(48)}", 0 if k < 9 else 1, ts(started),
             ts(started + datetime.timedelta(seconds=1)), ts(started + datetime.timedelta(seconds=6)),
             f"{name}: Error occurred while consuming document {name}: PDF file is empty (0 pages)", name,
             user_ids["scanner"]),
        )  # fmt: skip
    # share links
    live = [d for d, _, added in docs if (clock.now - added).days <= 100]
    for n in range(1, 8):
        created = moment(-rng.randint(10, 110), 1000 + n)
        expiration = None if n == 1 else created + datetime.timedelta(days=7)
        if n == 2:
            expiration = clock.now + datetime.timedelta(days=3, hours=5)
        db.execute(
            "INSERT INTO documents_sharelink (id, created, expiration, slug, file_version, document_id, owner_id)"
            " VALUES (?,?,?,?,?,?,?)",
            (n, ts(created), ts(expiration) if expiration else None, hexa(200)[:50], "archive", rng.choice(live),
             markus if n % 2 else julia),
        )  # fmt: skip
    close_checked(db, "paperwork")
