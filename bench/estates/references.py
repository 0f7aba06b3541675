"""A Dunedin (New Zealand) marine-ecology research group's reference library (the University of Otago's Coastal
Ecology Lab) as a Zotero database.

Zotero (the open-source reference manager) keeps every library on a computer in one SQLite file, ``zotero.sqlite``;
this is that file's schema with its conventions:

* **entity-attribute-value storage: ``items`` holds only an item's type, library, key and times; every field (title,
  date, journal, DOI...) is a row of ``itemData`` (``itemID``, ``fieldID``) pointing at a shared, de-duplicated value
  in ``itemDataValues`` (``valueID``, ``value``), the field's name in ``fields`` (``fieldName`` ``title``,
  ``publicationTitle``, ``DOI``...)**; ``itemTypes`` (``typeName`` ``journalArticle``, ``book``, ``thesis``...)
  **includes ``attachment``, ``note`` and ``annotation``: files, notes and PDF highlights are items too**;
* **the ``date`` field is stored in Zotero's multipart form, an SQL date with ``00`` for an unknown month or day
  followed by the date as typed: ``2019-03-00 March 2019``, ``2021-00-00 2021``**;
* ``items.key`` the eight-character key the sync server knows it by (``libraryID`` and ``key`` unique together),
  ``dateAdded`` and ``dateModified`` UTC text, ``version`` and ``synced``;
* ``libraries`` (**``type`` ``user`` for the one personal library, ``group`` for each group library**, ``editable``,
  ``archived``), ``groups`` (a group's name and its ``libraryID``), ``users`` (the group members Zotero has seen) and
  **``groupItems``: who created and who last modified each item of a group library (``createdByUserID``,
  ``lastModifiedByUserID``)**;
* ``creators`` (**``fieldMode`` 1 for a name kept in one field, an organisation such as NIWA, with ``firstName``
  empty**) and ``itemCreators`` (``creatorTypeID`` from ``creatorTypes``: ``author``, ``editor``, ``contributor``...;
  ``orderIndex`` the position in the author list);
* ``collections`` (``parentCollectionID`` for a subcollection, one tree per library) and ``collectionItems``;
* ``tags`` and ``itemTags`` (**``type`` 0 for a tag a person added, 1 for one imported automatically with the
  record**);
* **``itemAttachments`` (``parentItemID`` the item it belongs to, NULL for a standalone file; ``linkMode`` 0 imported
  file, 1 imported web snapshot, 2 linked file, 3 linked URL; ``contentType`` ``application/pdf``; ``path``
  ``storage:Schiel - 2019 - Kelp.pdf``)**, ``itemNotes`` (``parentItemID`` NULL for a standalone note, the note as
  HTML), ``itemAnnotations`` (a PDF's highlights and comments: ``parentItemID`` the attachment, ``type`` 1 highlight, 2
  note, 3 image, 4 ink, 5 underline, 6 text, ``authorName`` in a group library, ``color``, ``pageLabel``);
* **``deletedItems``: an item in the trash keeps its rows everywhere and is listed here with ``dateDeleted``**.

Departures: fewer fields, item types' field maps (``itemTypeFields``), saved searches, relations, full-text index,
settings and sync tables are left out; every type Zotero knows is listed, numbered alphabetically. The lab's library
reaches six years back.

Planted signals:

* Marine Ecology Progress Series is the journal the lab's articles most come from; David Schiel is its most frequent
  author and most of its theses are Otago's own; Aroha Ngata added the most references in the last 90 days (her
  thesis's literature review), Ben Walsh (new) has never added one;
* "Kelp forests" holds the most items; ``to-read`` is the tag members add most; the urchin-barrens meta-analysis has
  by far the most highlights and comments;
* the kelp-review group's screening left a large "To screen" collection; the lab library's trash holds a dozen items.
"""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE libraries (
  libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL, filesEditable INT NOT NULL,
  version INT NOT NULL DEFAULT 0, storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0,
  archived INT NOT NULL DEFAULT 0
);
CREATE TABLE users (userID INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE groups (
  groupID INTEGER PRIMARY KEY, libraryID INT NOT NULL UNIQUE REFERENCES libraries (libraryID), name TEXT NOT NULL,
  description TEXT NOT NULL, version INT NOT NULL
);
CREATE TABLE itemTypes (
  itemTypeID INTEGER PRIMARY KEY, typeName TEXT NOT NULL UNIQUE, templateItemTypeID INT, display INT DEFAULT 1
);
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT NOT NULL UNIQUE, fieldFormatID INT);
CREATE TABLE items (
  itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL REFERENCES itemTypes (itemTypeID),
  dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  libraryID INT NOT NULL REFERENCES libraries (libraryID), key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
  synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key)
);
CREATE TABLE groupItems (
  itemID INTEGER PRIMARY KEY REFERENCES items (itemID), createdByUserID INT REFERENCES users (userID),
  lastModifiedByUserID INT REFERENCES users (userID)
);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (
  itemID INT REFERENCES items (itemID), fieldID INT REFERENCES fields (fieldID),
  valueID REFERENCES itemDataValues (valueID), PRIMARY KEY (itemID, fieldID)
);
CREATE INDEX itemData_fieldID ON itemData (fieldID);
CREATE TABLE creators (
  creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT, fieldMode INT, UNIQUE (lastName, firstName, fieldMode)
);
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE itemCreators (
  itemID INT NOT NULL REFERENCES items (itemID), creatorID INT NOT NULL REFERENCES creators (creatorID),
  creatorTypeID INT NOT NULL DEFAULT 1 REFERENCES creatorTypes (creatorTypeID), orderIndex INT NOT NULL DEFAULT 0,
  PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex)
);
CREATE TABLE collections (
  collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL,
  parentCollectionID INT DEFAULT NULL REFERENCES collections (collectionID),
  clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  libraryID INT NOT NULL REFERENCES libraries (libraryID), key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
  synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key)
);
CREATE TABLE collectionItems (
  collectionID INT NOT NULL REFERENCES collections (collectionID), itemID INT NOT NULL REFERENCES items (itemID),
  orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (collectionID, itemID)
);
CREATE TABLE tags (tagID INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE itemTags (
  itemID INT NOT NULL REFERENCES items (itemID), tagID INT NOT NULL REFERENCES tags (tagID), type INT NOT NULL,
  PRIMARY KEY (itemID, tagID)
);
CREATE TABLE itemAttachments (
  itemID INTEGER PRIMARY KEY REFERENCES items (itemID), parentItemID INT REFERENCES items (itemID),
  linkMode INT, contentType TEXT, charsetID INT, path TEXT, syncState INT DEFAULT 0, storageModTime INT,
  storageHash TEXT, lastProcessedModificationTime INT
);
CREATE TABLE itemNotes (
  itemID INTEGER PRIMARY KEY REFERENCES items (itemID), parentItemID INT REFERENCES items (itemID), note TEXT,
  title TEXT
);
CREATE TABLE itemAnnotations (
  itemID INTEGER PRIMARY KEY REFERENCES items (itemID), parentItemID INT NOT NULL REFERENCES itemAttachments (itemID),
  type INTEGER NOT NULL, authorName TEXT, text TEXT, comment TEXT, color TEXT, pageLabel TEXT,
  sortIndex TEXT NOT NULL, position TEXT NOT NULL, isExternal INT NOT NULL
);
CREATE TABLE deletedItems (
  itemID INTEGER PRIMARY KEY REFERENCES items (itemID), dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL
);
"""

ITEM_TYPES = sorted(
    "annotation artwork attachment audioRecording bill blogPost book bookSection case computerProgram "
    "conferencePaper dataset dictionaryEntry document email encyclopediaArticle film forumPost hearing "
    "instantMessage interview journalArticle letter magazineArticle manuscript map newspaperArticle note patent "
    "podcast preprint presentation radioBroadcast report standard statute thesis tvBroadcast videoRecording "
    "webpage".split()
)
FIELDS = (
    "title abstractNote date publicationTitle volume issue pages DOI url accessDate publisher place ISBN ISSN "
    "language extra university thesisType institution reportNumber bookTitle proceedingsTitle repository "
    "shortTitle libraryCatalog journalAbbreviation"
).split()
CREATOR_TYPES = [
    "author",
    "contributor",
    "editor",
    "translator",
    "seriesEditor",
    "interviewee",
    "interviewer",
    "director",
    "reviewedAuthor",
    "bookAuthor",
]
# journal, weight
JOURNALS = [
    ("Marine Ecology Progress Series", 0.20),
    ("Journal of Experimental Marine Biology and Ecology", 0.10),
    ("Ecology", 0.08),
    ("Marine Biology", 0.08),
    ("New Zealand Journal of Marine and Freshwater Research", 0.08),
    ("Global Change Biology", 0.06),
    ("Estuarine, Coastal and Shelf Science", 0.07),
    ("Journal of Phycology", 0.04),
    ("Oecologia", 0.05),
    ("Marine Environmental Research", 0.05),
    ("Methods in Ecology and Evolution", 0.04),
    ("Frontiers in Marine Science", 0.07),
    ("Limnology and Oceanography", 0.04),
    ("Aquatic Botany", 0.04),
]
ABBREVIATIONS = {"Marine Ecology Progress Series": "Mar Ecol Prog Ser", "Ecology": "Ecology"}
# the field's authors (last, first, weight)
AUTHORS = [
    ("Schiel", "David R.", 1.0),
    ("Foster", "Michael S.", 0.4),
    ("Dayton", "Paul K.", 0.35),
    ("Wernberg", "Thomas", 0.45),
    ("Filbee-Dexter", "Karen", 0.4),
    ("Steneck", "Robert S.", 0.35),
    ("Shears", "Nick T.", 0.45),
    ("Babcock", "Russell C.", 0.4),
    ("Ling", "Scott D.", 0.35),
    ("Smale", "Dan A.", 0.35),
    ("Krumhansl", "Kira A.", 0.25),
    ("Lilley", "Stacie A.", 0.2),
    ("Thomsen", "Mads S.", 0.4),
    ("Hepburn", "Christopher D.", 0.45),
    ("Tait", "Leigh W.", 0.3),
    ("Desmond", "Matthew J.", 0.25),
    ("Pritchard", "Daniel W.", 0.25),
    ("Hurd", "Catriona L.", 0.4),
    ("Bell", "Tom W.", 0.2),
    ("Cavanaugh", "Kyle C.", 0.25),
    ("Turner", "Sarah J.", 0.2),
    ("Lundquist", "Carolyn J.", 0.3),
    ("Matheson", "Fleur E.", 0.15),
    ("Orth", "Robert J.", 0.2),
    ("Duarte", "Carlos M.", 0.3),
    ("Waycott", "Michelle", 0.15),
    ("Gerrard", "Anna", 0.1),
    ("Tane", "Miriam", 0.3),
    ("McLeod", "Hamish", 0.2),
    ("Ngata", "Aroha", 0.08),
]
ORGANISATIONS = ["NIWA", "Department of Conservation", "Otago Regional Council", "Ministry for the Environment"]
WORDS = (
    "kelp urchin barren recovery Macrocystis pyrifera Durvillaea grazing marine heatwave seagrass Zostera "
    "muelleri sediment runoff Otago Harbour restoration canopy recruitment subtidal intertidal herbivory "
    "trophic cascade climate warming nutrient light turbidity abalone paua blue cod reserve fishing"
).split()
# group members: userID, name, weight in additions, active
MEMBERS = [
    (520114, "Miriam Tane", 0.6),
    (520377, "Hamish McLeod", 1.0),
    (611042, "Aroha Ngata", 1.2),
    (633810, "Liam O'Connor", 0.9),
    (702551, "Sophie Tremblay", 0.7),
    (744902, "Kiri Parata", 0.5),
    (811207, "Ben Walsh", 0.0),
    (402288, "Jenny Chu", 0.4),
]
# collection, parent, library, share of items
LAB_COLLECTIONS = [
    ("Kelp forests", None),
    ("Urchin barrens", "Kelp forests"),
    ("Restoration", "Kelp forests"),
    ("Seagrass", None),
    ("Methods", None),
    ("Statistics", "Methods"),
    ("Drone surveys", "Methods"),
    ("Thesis - Aroha Ngata", None),
    ("Ch1 Introduction", "Thesis - Aroha Ngata"),
    ("Ch2 Urchin grazing", "Thesis - Aroha Ngata"),
    ("Ch3 Marine heatwaves", "Thesis - Aroha Ngata"),
    ("Ch4 Synthesis", "Thesis - Aroha Ngata"),
    ("Lab reading group", None),
    ("Sediment and runoff", None),
]
MANUAL_TAGS = [
    ("to-read", 0.30),
    ("kelp", 0.14),
    ("urchins", 0.1),
    ("marine heatwave", 0.08),
    ("methods", 0.06),
    ("R", 0.05),
    ("Otago Harbour", 0.07),
    ("seagrass", 0.07),
    ("restoration", 0.06),
    ("key paper", 0.05),
    ("reviewed", 0.06),
]
AUTO_TAGS = [
    "Macrocystis pyrifera",
    "climate change",
    "Ecology",
    "kelp forest",
    "sea urchin",
    "Zostera",
    "herbivory",
    "New Zealand",
    "Marine heatwaves",
    "Sedimentation",
    "remote sensing",
]
PLACES = ["southern New Zealand", "Otago Harbour", "Tasmania", "California", "Chile", "Norway", "the Hauraki Gulf"]
KEY_ALPHABET = "23456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
META = "Urchin barrens worldwide: a global meta-analysis of the drivers of kelp forest collapse"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)
    type_id = {name: k for k, name in enumerate(ITEM_TYPES, 1)}
    field_id = {name: k for k, name in enumerate(FIELDS, 1)}
    for name, k in type_id.items():
        db.execute("INSERT INTO itemTypes VALUES (?, ?, NULL, ?)", (k, name, 0 if name in ("annotation",) else 1))
    for name, k in field_id.items():
        db.execute("INSERT INTO fields VALUES (?, ?, NULL)", (k, name))
    for k, name in enumerate(CREATOR_TYPES, 1):
        db.execute("INSERT INTO creatorTypes VALUES (?, ?)", (k, name))
    # libraries: the PI's own library, the lab's group, the kelp review's group, an archived teaching group
    libraries = [(1, "user", 0), (2, "group", 0), (3, "group", 0), (4, "group", 1)]
    for library, kind, archived in libraries:
        db.execute(
            "INSERT INTO libraries VALUES (?, ?, ?, 1, ?, ?, ?, ?)",
            (
                library,
                kind,
                1 - archived,
                rng.randint(900, 9000),
                rng.randint(100, 900),
                int((clock.now - datetime.timedelta(minutes=rng.randint(5, 50))).timestamp()),
                archived,
            ),
        )
    for group, library, name, description in [
        (2481163, 2, "Otago Coastal Ecology Lab", "Shared library of the Coastal Ecology Lab, University of Otago"),
        (4490217, 3, "Kelp Forest Decline Review 2025", "Systematic review of kelp forest decline in Australasia"),
        (1733052, 4, "MARI 301 Teaching", "Readings for MARI 301 Coastal Ecology (retired 2023)"),
    ]:
        db.execute(
            "INSERT INTO groups VALUES (?, ?, ?, ?, ?)", (group, library, name, description, rng.randint(100, 5000))
        )
    for user_id, name, _ in MEMBERS:
        db.execute("INSERT INTO users VALUES (?, ?)", (user_id, name))

    keys: set[tuple[int, str]] = set()
    values: dict[object, int] = {}
    item_rows: list[tuple[Any, ...]] = []
    data_rows: list[tuple[int, int, int]] = []
    group_rows: list[tuple[int, int, int]] = []
    next_item = [0]

    def key(library: int) -> str:
        while True:
            text = "".join(rng.choice(KEY_ALPHABET) for _ in range(8))
            if (library, text) not in keys:
                keys.add((library, text))
                return text

    def value(text: object) -> int:
        if text not in values:
            values[text] = len(values) + 1
        return values[text]

    def item(
        kind: str,
        library: int,
        added: datetime.datetime,
        creator: int | None = None,
        modified: datetime.datetime | None = None,
        modifier: int | None = None,
    ) -> int:
        next_item[0] += 1
        item_id = next_item[0]
        modified = modified or added
        item_rows.append(
            (
                item_id,
                type_id[kind],
                clock.fmt(added),
                clock.fmt(modified),
                clock.fmt(modified),
                library,
                key(library),
                rng.randint(1, 9000),
                1,
            )
        )
        if library != 1 and creator is not None:
            group_rows.append((item_id, creator, modifier or creator))
        return item_id

    def field(item_id: int, name: str, text: object) -> None:
        data_rows.append((item_id, field_id[name], value(text)))

    creator_ids: dict[tuple[str, str, int], int] = {}

    def creator(last: str, first: str, mode: int = 0) -> int:
        return creator_ids.setdefault((last, first, mode), len(creator_ids) + 1)

    creator_rows: list[tuple[int, int, int, int]] = []
    tag_ids: dict[str, int] = {}
    tag_rows: list[tuple[int, int, int]] = []
    attachments: list[tuple[Any, ...]] = []
    notes: list[tuple[Any, ...]] = []
    annotations: list[tuple[Any, ...]] = []
    deleted: list[tuple[int, str]] = []
    collection_rows: list[tuple[Any, ...]] = []
    collection_items: list[tuple[int, int, int]] = []

    def tag(item_id: int, name: str, kind: int) -> None:
        tag_rows.append((item_id, tag_ids.setdefault(name, len(tag_ids) + 1), kind))

    def moment(day: int) -> datetime.datetime:
        return clock.clear_of_now(rng, day, 420, 1320)

    def member(pool: list[tuple[int, str, float]] | None = None) -> int:
        return int(pick(rng, [(str(u), w) for u, _, w in (pool or MEMBERS) if w > 0]))

    def date_text(year: int) -> str:
        style = rng.random()
        month = rng.randint(1, 12)
        if style < 0.45:
            names = "January February March April May June July August September October November December".split()
            return f"{year}-{month:02d}-00 {names[month - 1]} {year}"
        if style < 0.75:
            return f"{year}-00-00 {year}"
        day = rng.randint(1, 28)
        return f"{year}-{month:02d}-{day:02d} {year}-{month:02d}-{day:02d}"

    def reference(
        library: int,
        added: datetime.datetime,
        who: int | None,
        kind: str,
        year: int,
        title: str | None = None,
        authors: list[tuple[str, str]] | None = None,
        journal: str | None = None,
    ) -> int:
        modifier = who
        modified = added
        if rng.random() < 0.25:
            modified = min(
                added + datetime.timedelta(days=rng.randint(1, 300), minutes=rng.randint(0, 600)),
                clock.now - datetime.timedelta(hours=2),
            )
            modified = max(modified, added)
            modifier = member() if library != 1 else None
        item_id = item(kind, library, added, who, modified, modifier)
        words = rng.sample(WORDS, 5)
        if title is None:
            place = rng.choice(PLACES)
            title = f"{words[0].capitalize()} and {words[1]} effects on {words[2]} {words[3]} in {place}"
        field(item_id, "title", title)
        field(item_id, "date", date_text(year))
        if rng.random() < 0.6:
            field(item_id, "abstractNote", f"We examined {words[0]} and {words[4]}.")
        if kind == "journalArticle":
            journal = journal or pick(rng, JOURNALS)
            field(item_id, "publicationTitle", journal)
            field(item_id, "volume", str(rng.randint(10, 700)))
            field(item_id, "pages", f"{(p := rng.randint(1, 400))}-{p + rng.randint(5, 20)}")
            if rng.random() < 0.82 or (year >= 2015 and rng.random() < 0.6):
                field(item_id, "DOI", f"10.{rng.randint(1000, 9999)}/{key(0).lower()}")
            if journal in ABBREVIATIONS:
                field(item_id, "journalAbbreviation", ABBREVIATIONS[journal])
        elif kind == "thesis":
            field(
                item_id,
                "university",
                pick(
                    rng,
                    [
                        ("University of Otago", 0.55),
                        ("University of Canterbury", 0.15),
                        ("University of Auckland", 0.15),
                        ("University of Tasmania", 0.15),
                    ],
                ),
            )
            field(item_id, "thesisType", rng.choice(["PhD thesis", "MSc thesis"]))
        elif kind == "report":
            field(item_id, "institution", rng.choice(ORGANISATIONS))
            field(item_id, "reportNumber", f"{rng.randint(1, 99)}/{year}")
        elif kind in ("book", "bookSection"):
            field(
                item_id, "publisher", rng.choice(["Springer", "CRC Press", "Academic Press", "Otago University Press"])
            )
            if kind == "bookSection":
                field(item_id, "bookTitle", "Marine Ecology of New Zealand")
        elif kind == "webpage":
            field(
                item_id,
                "url",
                f"https://www.{rng.choice(['doc.govt.nz', 'niwa.co.nz', 'orc.govt.nz'])}/{key(0).lower()}",
            )
        elif kind == "conferencePaper":
            field(item_id, "proceedingsTitle", "New Zealand Marine Sciences Society Conference")
        elif kind == "preprint":
            field(item_id, "repository", "bioRxiv")
        field(item_id, "libraryCatalog", rng.choice(["Crossref", "Web of Science", "Scopus", "DOI.org (Crossref)"]))
        if authors is None:
            count = rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8]) if kind == "journalArticle" else rng.randint(1, 3)
            if kind == "report" and rng.random() < 0.5:
                authors = [(rng.choice(ORGANISATIONS), "")]
            else:
                chosen: list[tuple[str, str]] = []
                while len(chosen) < count:
                    last, first = pick(rng, [(f"{a}|{b}", w) for a, b, w in AUTHORS]).split("|")
                    if (last, first) not in chosen:
                        chosen.append((last, first))
                authors = chosen
        for order, (last, first) in enumerate(authors):
            creator_rows.append((item_id, creator(last, first, 1 if not first else 0), 1, order))
        if kind == "book" and rng.random() < 0.3:
            creator_rows.append((item_id, creator("Hurd", "Catriona L."), 3, len(authors)))
        return item_id

    def attach(parent: int, library: int, added: datetime.datetime, who: int | None, title: str) -> int:
        attachment = item("attachment", library, added + datetime.timedelta(seconds=rng.randint(2, 40)), who)
        field(attachment, "title", "Full Text PDF")
        author = title.split(" ")[0]
        attachments.append(
            (
                attachment,
                parent,
                0,
                "application/pdf",
                None,
                f"storage:{author} - {title[:40]}.pdf",
                0,
                int(added.timestamp()) * 1000,
                key(0).lower() * 4,
                None,
            )
        )
        return attachment

    def annotate(attachment: int, library: int, added: datetime.datetime, who: str | None, count: int) -> None:
        for n in range(count):
            kind = rng.choice([1, 1, 1, 2, 5, 1, 3])
            annotation = item("annotation", library, added + datetime.timedelta(days=rng.randint(0, 20), minutes=n))
            annotations.append(
                (
                    annotation,
                    attachment,
                    kind,
                    who,
                    "highlighted text" if kind in (1, 5) else None,
                    rng.choice([None, None, "important", "cf. Ling 2015", "check stats"]),
                    rng.choice(["#ffd400", "#ff6666", "#5fb236", "#2ea8e5"]),
                    str(rng.randint(1, 20)),
                    f"{rng.randint(0, 19):05d}|{rng.randint(0, 9999):06d}|{rng.randint(0, 800):05d}",
                    f'{{"pageIndex":{rng.randint(0, 19)},"rects":[[72,400,520,412]]}}',
                    0,
                )
            )

    # the lab's shared library: six years of references, its members adding them
    lab_refs: list[int] = []
    reading_group: list[int] = []
    kinds = [
        ("journalArticle", 0.72),
        ("book", 0.04),
        ("bookSection", 0.05),
        ("thesis", 0.05),
        ("report", 0.06),
        ("webpage", 0.03),
        ("conferencePaper", 0.02),
        ("preprint", 0.02),
        ("dataset", 0.01),
    ]
    recent_pool = [(u, n, w * (4.0 if n == "Aroha Ngata" else 1.0)) for u, n, w in MEMBERS if n != "Jenny Chu"]
    for n in range(980):
        day = -rng.randint(1, 2190)
        if n < 140:
            day = -rng.randint(1, 89)
        added = moment(day)
        who = member(recent_pool if day > -90 else [m for m in MEMBERS if m[1] != "Ben Walsh"])
        kind = pick(rng, kinds)
        year = max(1985, min(clock.now.year, clock.now.year + day // 365 - int(rng.expovariate(0.18))))
        ref = reference(2, added, who, kind, year)
        lab_refs.append(ref)
        if rng.random() < 0.7:
            pdf = attach(ref, 2, added, who, f"Ref {ref}")
            if rng.random() < 0.15:
                annotate(pdf, 2, added, next(m for u, m, _ in MEMBERS if u == who), rng.randint(1, 12))
        if rng.random() < 0.6:
            for name, weight in MANUAL_TAGS:
                if rng.random() < weight:
                    tag(ref, name, 0)
        for name in rng.sample(AUTO_TAGS, rng.randint(0, 4)):
            tag(ref, name, 1)
        if rng.random() < 0.05:
            reading_group.append(ref)
    # the urchin-barrens meta-analysis, read closely by everyone
    meta = reference(
        2,
        moment(-400),
        MEMBERS[1][0],
        "journalArticle",
        clock.now.year - 2,
        title=META,
        authors=[("Ling", "Scott D."), ("Schiel", "David R."), ("Filbee-Dexter", "Karen")],
        journal="Global Change Biology",
    )
    lab_refs.append(meta)
    pdf = attach(meta, 2, moment(-400), MEMBERS[1][0], "Ling - Urchin barrens")
    for _, name, _ in MEMBERS[:6]:
        annotate(pdf, 2, moment(-300), name, 9)
    tag(meta, "key paper", 0)
    # the lab's notes: on references, reading-group minutes
    for n in range(160):
        day = -rng.randint(0 if n < 20 else 8, 700)
        if n < 20:
            day = -rng.randint(1, 6)
        added = moment(day)
        who = member([m for m in MEMBERS if m[2] > 0 and m[1] != "Jenny Chu"])
        note = item("note", 2, added, who)
        parent = rng.choice(lab_refs) if n % 4 else None
        text = rng.choice(
            [
                "Good methods section",
                "Compare with our Otago Harbour transects",
                "Reading group",
                "Check supplementary data",
                "Key figure: Fig. 3",
            ]
        )
        notes.append((note, parent, f'<div data-schema-version="8"><p>{text}</p></div>', text))
    # the trash: a dozen duplicates and mistakes in the lab library, some older ones in the PI's library
    for ref in rng.sample(lab_refs[200:], 12):
        deleted.append((ref, clock.fmt(moment(-rng.randint(1, 25)))))

    # collections of the lab library
    collection_ids: dict[str, int] = {}
    for name, parent_name in LAB_COLLECTIONS:
        collection_ids[name] = len(collection_ids) + 1
        collection_rows.append(
            (
                collection_ids[name],
                name,
                collection_ids.get(parent_name) if parent_name else None,
                clock.fmt(moment(-rng.randint(30, 900))),
                2,
                key(2),
                rng.randint(1, 900),
                1,
            )
        )
    shares = {
        "Kelp forests": 0.30,
        "Urchin barrens": 0.12,
        "Restoration": 0.08,
        "Seagrass": 0.14,
        "Methods": 0.05,
        "Statistics": 0.06,
        "Drone surveys": 0.03,
        "Ch1 Introduction": 0.06,
        "Ch2 Urchin grazing": 0.07,
        "Ch3 Marine heatwaves": 0.05,
        "Sediment and runoff": 0.08,
    }
    for ref in lab_refs:
        for name, share in shares.items():
            if rng.random() < share:
                collection_items.append((collection_ids[name], ref, len(collection_items)))
    for ref in reading_group:
        collection_items.append((collection_ids["Lab reading group"], ref, len(collection_items)))
    collection_items.append((collection_ids["Urchin barrens"], meta, len(collection_items)))

    # the kelp-decline review's group library: searches imported, screened into collections
    review_names = [
        ("Included", None),
        ("Excluded - title and abstract", None),
        ("Excluded - full text", None),
        ("To screen", None),
        ("Search exports", None),
    ]
    review_ids: dict[str, int] = {}
    for name, _ in review_names:
        review_ids[name] = len(collection_ids) + len(review_ids) + 1
        collection_rows.append(
            (review_ids[name], name, None, clock.fmt(moment(-rng.randint(60, 200))), 3, key(3), rng.randint(1, 900), 1)
        )
    reviewers = [m for m in MEMBERS if m[1] in ("Miriam Tane", "Hamish McLeod", "Aroha Ngata", "Liam O'Connor")]
    for n in range(420):
        added = moment(-rng.randint(40, 200))
        ref = reference(3, added, member(reviewers), "journalArticle", rng.choice(range(1995, clock.now.year + 1)))
        collection_items.append((review_ids["Search exports"], ref, n))
        stage = pick(
            rng,
            [
                ("Included", 0.18),
                ("Excluded - title and abstract", 0.35),
                ("Excluded - full text", 0.1),
                ("To screen", 0.37),
            ],
        )
        collection_items.append((review_ids[stage], ref, n))
        if stage != "To screen":
            tag(ref, "screened", 0)
    # the retired teaching group and the PI's own library
    for _ in range(60):
        added = moment(-rng.randint(800, 1800))
        reference(4, added, MEMBERS[0][0], pick(rng, kinds[:5]), rng.randint(1990, 2020))
    for _ in range(140):
        added = moment(-rng.randint(1, 2500))
        ref = reference(1, added, None, pick(rng, kinds), rng.randint(1980, clock.now.year))
        if rng.random() < 0.5:
            attach(ref, 1, added, None, f"Own {ref}")
        if rng.random() < 0.05:
            deleted.append((ref, clock.fmt(moment(-rng.randint(1, 400)))))

    db.executemany("INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", item_rows)
    db.executemany("INSERT INTO groupItems VALUES (?, ?, ?)", group_rows)
    db.executemany("INSERT INTO itemDataValues VALUES (?, ?)", [(v, k) for k, v in values.items()])
    db.executemany("INSERT INTO itemData VALUES (?, ?, ?)", data_rows)
    db.executemany(
        "INSERT INTO creators VALUES (?, ?, ?, ?)",
        [(v, first, last, mode) for (last, first, mode), v in creator_ids.items()],
    )
    db.executemany("INSERT INTO itemCreators VALUES (?, ?, ?, ?)", creator_rows)
    db.executemany("INSERT INTO collections VALUES (?, ?, ?, ?, ?, ?, ?, ?)", collection_rows)
    db.executemany("INSERT INTO collectionItems VALUES (?, ?, ?)", collection_items)
    db.executemany("INSERT INTO tags VALUES (?, ?)", [(v, k) for k, v in tag_ids.items()])
    db.executemany("INSERT INTO itemTags VALUES (?, ?, ?)", tag_rows)
    db.executemany("INSERT INTO itemAttachments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", attachments)
    db.executemany("INSERT INTO itemNotes VALUES (?, ?, ?, ?)", notes)
    db.executemany("INSERT INTO itemAnnotations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", annotations)
    db.executemany("INSERT INTO deletedItems VALUES (?, ?)", deleted)
    close_checked(db, "references")
