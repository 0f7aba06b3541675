"""A city's public library service (six branches) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): loans, returns, holds
and fines sit on a 5-minute grid of the days from 120 days before ``now`` up to ``now`` itself (study-room
bookings reach seven days ahead), so two builds with the same seed and ``now`` values a whole number of days
apart give the same answers to relative-time questions. Timestamps are ISO text ``YYYY-MM-DD HH:MM:SS`` in
UTC; ``DueOn``, ``JoinedOn``, ``AcquiredOn``, ``WithdrawnOn`` and ``BookingDate`` are ``YYYY-MM-DD`` and a
study-room booking's ``StartTime`` is ``HH:MM`` in its own column. Tables are singular and PascalCase, and so
are the columns (``TitleId``, ``CheckedOutAt``, ``DueOn``, ``ReturnedAt``, ``HomeBranchId``,
``GuardianMemberId``, ``DurationMinutes``), as the vendor's SQL Server export writes them.

A loan is still out exactly when ``ReturnedAt`` is NULL; it is overdue when it is still out and ``DueOn``
has passed, and it came back late when ``ReturnedAt`` falls on a day after ``DueOn``. ``DueOn`` is 21 days
after check-out, 35 days for a renewed loan (``RenewalCount`` 1). A loan's branch is its copy's branch. A
junior member's ``GuardianMemberId`` points at the adult member responsible for the card (NULL for everyone
else). ``Title`` and ``Author`` are linked many-to-many through ``TitleAuthor`` (``ContributorRole``
Author or Illustrator). ``Fine.Amount`` is in euros (NUMERIC); a fine is outstanding exactly when ``PaidAt``
is NULL; junior cards are never fined. ``Hold.HoldStatus`` is Waiting, Ready (on the pick-up shelf),
Collected, Cancelled or Expired. ``StudyRoomBooking.DurationMinutes`` is the booked length in minutes and
``NoShow`` is 0/1.

Planted signals:

* The Salt Road, Winter at Kestrel Bay and Small Hours are the three most borrowed titles of the last 60
  days, in that order, with clear gaps (they have the most copies and are never on the shelf for long);
* five titles have never been borrowed (their copies sit at Hillpark and Harbourside); every other title
  has been;
* Desmond Okafor has seven overdue items (checked out together 38 days ago); nobody else has more than two;
* Eastgate returns about 30 % of its loans late, every other branch under 10 %;
* Priya Raman owes by far the most in unpaid fines (two lost items and several late returns);
* Agatha Morrow wrote nine of our titles and Tomas Lindqvist seven; nobody else more than four;
* The Salt Road also has the longest queue of waiting holds;
* Riverside's study rooms are booked for about two and a half hours a time, every other branch's for
  about an hour to an hour and a half.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime
import functools
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE Branch (
    BranchId    INTEGER PRIMARY KEY,
    BranchCode  TEXT NOT NULL UNIQUE,
    BranchName  TEXT NOT NULL UNIQUE,
    District    TEXT NOT NULL,
    OpenedYear  INTEGER NOT NULL,
    StudyRooms  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE Author (
    AuthorId    INTEGER PRIMARY KEY,
    FullName    TEXT NOT NULL UNIQUE,
    Nationality TEXT NOT NULL,
    BirthYear   INTEGER
);
CREATE TABLE Title (
    TitleId       INTEGER PRIMARY KEY,
    Isbn13        TEXT NOT NULL UNIQUE,
    TitleName     TEXT NOT NULL UNIQUE,
    Genre         TEXT NOT NULL,
    Audience      TEXT NOT NULL,
    ItemFormat    TEXT NOT NULL,
    PublishedYear INTEGER NOT NULL
);
CREATE TABLE TitleAuthor (
    TitleId         INTEGER NOT NULL REFERENCES Title(TitleId),
    AuthorId        INTEGER NOT NULL REFERENCES Author(AuthorId),
    ContributorRole TEXT NOT NULL,
    PRIMARY KEY (TitleId, AuthorId)
);
CREATE TABLE Copy (
    CopyId        INTEGER PRIMARY KEY,
    Barcode       TEXT NOT NULL UNIQUE,
    TitleId       INTEGER NOT NULL REFERENCES Title(TitleId),
    BranchId      INTEGER NOT NULL REFERENCES Branch(BranchId),
    AcquiredOn    TEXT NOT NULL,
    ConditionNote TEXT NOT NULL,
    WithdrawnOn   TEXT
);
CREATE TABLE Member (
    MemberId         INTEGER PRIMARY KEY,
    CardNumber       TEXT NOT NULL UNIQUE,
    GivenName        TEXT NOT NULL,
    FamilyName       TEXT NOT NULL,
    Category         TEXT NOT NULL,
    HomeBranchId     INTEGER NOT NULL REFERENCES Branch(BranchId),
    GuardianMemberId INTEGER REFERENCES Member(MemberId),
    JoinedOn         TEXT NOT NULL
);
CREATE TABLE Loan (
    LoanId       INTEGER PRIMARY KEY,
    CopyId       INTEGER NOT NULL REFERENCES Copy(CopyId),
    MemberId     INTEGER NOT NULL REFERENCES Member(MemberId),
    CheckedOutAt TEXT NOT NULL,
    DueOn        TEXT NOT NULL,
    RenewalCount INTEGER NOT NULL DEFAULT 0,
    ReturnedAt   TEXT
);
CREATE TABLE Hold (
    HoldId         INTEGER PRIMARY KEY,
    TitleId        INTEGER NOT NULL REFERENCES Title(TitleId),
    MemberId       INTEGER NOT NULL REFERENCES Member(MemberId),
    PickupBranchId INTEGER NOT NULL REFERENCES Branch(BranchId),
    PlacedAt       TEXT NOT NULL,
    HoldStatus     TEXT NOT NULL,
    ReadyAt        TEXT,
    ClosedAt       TEXT
);
CREATE TABLE Fine (
    FineId     INTEGER PRIMARY KEY,
    LoanId     INTEGER NOT NULL REFERENCES Loan(LoanId),
    FineType   TEXT NOT NULL,
    Amount     NUMERIC(6, 2) NOT NULL,
    AssessedAt TEXT NOT NULL,
    PaidAt     TEXT
);
CREATE TABLE StudyRoomBooking (
    BookingId       INTEGER PRIMARY KEY,
    BranchId        INTEGER NOT NULL REFERENCES Branch(BranchId),
    RoomLabel       TEXT NOT NULL,
    MemberId        INTEGER NOT NULL REFERENCES Member(MemberId),
    BookingDate     TEXT NOT NULL,
    StartTime       TEXT NOT NULL,
    DurationMinutes INTEGER NOT NULL,
    NoShow          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX Loan_Copy ON Loan(CopyId);
CREATE INDEX Loan_Member ON Loan(MemberId);
CREATE INDEX Loan_Out ON Loan(CheckedOutAt);
CREATE INDEX Copy_Title ON Copy(TitleId);
CREATE INDEX Fine_Loan ON Fine(LoanId);
"""

DAYS_BACK = 120
DAYS_AHEAD = 7
# code, name, district, opened, study rooms, share of loans returned late, mean study booking (minutes)
BRANCHES: list[tuple[str, str, str, int, int, float, tuple[int, int]]] = [
    ("CEN", "Central Library", "City Centre", 1968, 4, 0.07, (30, 120)),
    ("NTH", "Northside", "North", 1994, 2, 0.08, (30, 150)),
    ("EGT", "Eastgate", "East", 1987, 1, 0.34, (30, 120)),
    ("RVS", "Riverside", "South", 2012, 3, 0.06, (120, 210)),
    ("HLP", "Hillpark", "West", 1979, 0, 0.07, (60, 60)),
    ("HBR", "Harbourside", "Docklands", 2021, 0, 0.05, (60, 60)),
]
BRANCH_WEIGHT = {"CEN": 0.3, "NTH": 0.18, "EGT": 0.16, "RVS": 0.16, "HLP": 0.1, "HBR": 0.1}
# genre, audience, weight
GENRES: list[tuple[str, str, float]] = [
    ("Literary fiction", "Adult", 0.14),
    ("Crime & thriller", "Adult", 0.14),
    ("Fantasy & SF", "Adult", 0.08),
    ("Romance", "Adult", 0.06),
    ("Biography", "Adult", 0.07),
    ("History", "Adult", 0.07),
    ("Popular science", "Adult", 0.06),
    ("Cookery", "Adult", 0.05),
    ("Travel", "Adult", 0.04),
    ("Young adult", "Teen", 0.09),
    ("Graphic novel", "Teen", 0.05),
    ("Picture book", "Children", 0.09),
    ("Children's fiction", "Children", 0.06),
]
FORMATS = [("Paperback", 0.5), ("Hardback", 0.3), ("Audiobook CD", 0.1), ("DVD", 0.1)]
CONDITIONS = [("Good", 0.7), ("Worn", 0.22), ("Damaged", 0.08)]
NATIONALITIES = [("British", 0.3), ("Irish", 0.1), ("American", 0.25), ("Canadian", 0.08), ("Swedish", 0.07),
                 ("French", 0.08), ("Nigerian", 0.06), ("Australian", 0.06)]  # fmt: skip
WORDS_A = [
    "Silent", "Northern", "Paper", "Hidden", "Last", "Golden", "Winter", "Broken", "Salt", "Quiet", "Lost",
    "Burning", "Glass", "Iron", "Velvet", "Wild", "Distant", "Hollow", "Crimson", "Summer", "Long", "Secret",
    "Little", "Bright", "Dark", "Frozen", "Painted", "Wandering", "Sleeping", "Second",
]  # fmt: skip
WORDS_B = [
    "Harbour", "Garden", "River", "Lighthouse", "Orchard", "Kingdom", "Island", "Letters", "Station", "Forest",
    "Tide", "Mountain", "Library", "Bridge", "Meadow", "Crossing", "Signal", "Country", "Voyage", "House",
    "Fox", "Owl", "Hours", "Summer", "Archive", "Compass", "Lantern", "Valley", "Shore", "Map",
]  # fmt: skip
NAMES_GIVEN = [
    "Olivia", "Jack", "Amelia", "Harry", "Isla", "Oscar", "Ava", "Charlie", "Mia", "George", "Freya", "Leo",
    "Grace", "Noah", "Chloe", "Arthur", "Ella", "Finn", "Aoife", "Sean", "Niamh", "Conor", "Zara", "Omar",
    "Priyanka", "Ravi", "Fatima", "Yusuf", "Mei", "Wei", "Sofia", "Luca", "Hannah", "Daniel", "Ruth", "Peter",
    "Margaret", "Brian", "Eileen", "Tom",
]  # fmt: skip
NAMES_FAMILY = [
    "Murphy", "Kelly", "Walsh", "Byrne", "Ryan", "O'Brien", "Smith", "Jones", "Taylor", "Brown", "Wilson",
    "Evans", "Thomas", "Roberts", "Khan", "Patel", "Ali", "Nowak", "Kowalska", "Chen", "Wang", "Rossi",
    "Moreau", "Garcia", "Doyle", "McCarthy", "Gallagher", "Quinn", "Hughes", "Clarke", "Lynch", "Nolan",
]  # fmt: skip
AUTHOR_GIVEN = [
    "Clara", "Edmund", "Rosalind", "Julian", "Harriet", "Simon", "Maeve", "Colm", "Nadia", "Felix", "Ingrid",
    "Marcus", "Odile", "Chidi", "Beatrix", "Rowan", "Lena", "Patrick", "Ada", "Hugo", "Sadie", "Theo",
]  # fmt: skip
AUTHOR_FAMILY = [
    "Ashworth", "Brennan", "Castellane", "Dunmore", "Eriksen", "Fairfax", "Granger", "Hale", "Iwobi", "Jarrow",
    "Keane", "Lowry", "Marchetti", "Nyberg", "Okonjo", "Pell", "Quarles", "Rennick", "Stroud", "Thorne",
    "Underhill", "Vance", "Whitlock", "Yardley",
]  # fmt: skip
# planted titles: name, genre, author, copies per branch code, gap between loans (days)
POPULAR = [
    ("The Salt Road", "Literary fiction", "Ines Calder", {"CEN": 4, "NTH": 3, "EGT": 1, "RVS": 2, "HLP": 1, "HBR": 1}),
    ("Winter at Kestrel Bay", "Romance", "Maura Quill", {"CEN": 2, "NTH": 2, "EGT": 1, "RVS": 1, "HLP": 1}),
    ("Small Hours", "Crime & thriller", "Agatha Morrow", {"CEN": 2, "NTH": 1, "RVS": 1, "HBR": 1}),
]
NEVER_BORROWED = [
    ("A Concise History of Tram Gauges", "History", "HLP"),
    ("Pickling for the Modern Household", "Cookery", "HBR"),
    ("The Collected Sermons of Rev. Amos Tull", "Biography", "HLP"),
    ("Bassoon Technique, Volume II", "Popular science", "HBR"),
    ("Ferns of the Lower Valleys", "Popular science", "HLP"),
]
PROLIFIC = {"Agatha Morrow": ("Crime & thriller", 9), "Tomas Lindqvist": ("Fantasy & SF", 7)}
N_TITLES = 450
N_AUTHORS = 150
N_OLD_MEMBERS = 1150
OVERDUE_MEMBER = ("Desmond", "Okafor")
OVERDUE_DAY = -38
OVERDUE_ITEMS = 7
DEBTOR = ("Priya", "Raman")
OVERDUE_CAP = 2
LOST_AFTER_DAYS = 45  # an item still out this long after its due date is charged as lost


@dataclasses.dataclass
class LoanRow:
    copy_id: int
    title_id: int
    branch: str
    audience: str
    out: datetime.datetime
    due_day: int  # relative to today
    renewals: int
    back: datetime.datetime | None
    member: int = 0
    planted: str = ""


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    """Create the library database at ``path`` (replacing it), with data ending at ``now`` (UTC)."""
    rng = random.Random(seed)
    estate_clock = Clock(now)
    now, midnight, fmt, at, day_text = (
        estate_clock.now,
        estate_clock.midnight,
        estate_clock.fmt,
        estate_clock.at,
        estate_clock.day_text,
    )

    def day_of(moment: datetime.datetime) -> int:
        return (moment.replace(hour=0, minute=0, second=0) - midnight).days

    grid = functools.partial(on_grid, rng)

    def opening_minute() -> int:
        return grid(9 * 60 + 30, 19 * 60 + 30)

    db = new_database(path, SCHEMA)
    branch_ids = {code: index for index, (code, *_) in enumerate(BRANCHES, start=1)}
    late_shares = {code: late for code, _, _, _, _, late, _ in BRANCHES}
    db.executemany(
        "INSERT INTO Branch VALUES (?, ?, ?, ?, ?, ?)",
        [(branch_ids[c], c, name, district, year, rooms) for c, name, district, year, rooms, _, _ in BRANCHES],
    )

    # Authors: the planted ones first, then distinct invented names.
    author_names = ["Agatha Morrow", "Tomas Lindqvist", "Ines Calder", "Maura Quill"]
    while len(author_names) < N_AUTHORS:
        name = f"{rng.choice(AUTHOR_GIVEN)} {rng.choice(AUTHOR_FAMILY)}"
        if name not in author_names:
            author_names.append(name)
    author_rows = []
    for number, name in enumerate(author_names, start=1):
        nationality = {"Tomas Lindqvist": "Swedish", "Agatha Morrow": "British"}.get(name) or pick(rng, NATIONALITIES)
        born = rng.randint(1935, 1992) if rng.random() < 0.85 else None
        author_rows.append((number, name, nationality, born))
    db.executemany("INSERT INTO Author VALUES (?, ?, ?, ?)", author_rows)
    author_id = {name: index for index, name in enumerate(author_names, start=1)}

    # Titles.
    titles: list[tuple[str, str, str, str, int, list[tuple[int, str]]]] = []  # name, genre, audience, format...
    audience_of = {genre: audience for genre, audience, _ in GENRES}
    taken: set[str] = set()

    def title_name() -> str:
        while True:
            a, b = rng.choice(WORDS_A), rng.choice(WORDS_B)
            name = rng.choice([f"The {a} {b}", f"{a} {b}", f"A {a} {b}", f"The {b} of {rng.choice(WORDS_B)}s"])
            if name not in taken and a.lower() not in ("salt", "small") and not b.endswith("Hours"):
                taken.add(name)
                return name

    def add_title(name: str, genre: str, authors: list[tuple[int, str]]) -> None:
        fmt_ = "Paperback" if audience_of[genre] == "Children" and rng.random() < 0.5 else pick(rng, FORMATS)
        titles.append((name, genre, audience_of[genre], fmt_, rng.randint(1978, 2024), authors))
        taken.add(name)

    for name, genre, author, _ in POPULAR:
        add_title(name, genre, [(author_id[author], "Author")])
    for name, genre, _ in NEVER_BORROWED:
        add_title(name, genre, [(rng.randint(5, N_AUTHORS), "Author")])
    for author, (genre, count) in PROLIFIC.items():
        already = sum(1 for t in titles if any(a == author_id[author] for a, _ in t[5]))
        for _ in range(count - already):
            add_title(title_name(), genre, [(author_id[author], "Author")])
    written = {index: 0 for index in range(1, N_AUTHORS + 1)}
    for t in titles:
        for a, _ in t[5]:
            written[a] += 1
    while len(titles) < N_TITLES:
        genre = pick(rng, [(g, w) for g, _, w in GENRES])
        free = [a for a in range(5, N_AUTHORS + 1) if written[a] < 4]
        first = rng.choice(free)
        authors = [(first, "Author")]
        second = rng.random()
        if audience_of[genre] == "Children" and second < 0.6:
            illustrator = rng.choice([a for a in free if a != first])
            authors.append((illustrator, "Illustrator"))
        elif second < 0.06:
            authors.append((rng.choice([a for a in free if a != first]), "Author"))
        for a, _ in authors:
            written[a] += 1
        add_title(title_name(), genre, authors)
    title_rows, link_rows = [], []
    for title_id, (name, genre, audience, form, year, authors) in enumerate(titles, start=1):
        isbn = f"978{rng.randint(0, 9_999_999_999):010d}"
        title_rows.append((title_id, isbn, name, genre, audience, form, year))
        link_rows += [(title_id, a, role) for a, role in authors]
    db.executemany("INSERT INTO Title VALUES (?, ?, ?, ?, ?, ?, ?)", title_rows)
    db.executemany("INSERT INTO TitleAuthor VALUES (?, ?, ?)", link_rows)

    # Copies: the popular titles as planted, the never-borrowed ones where planted, the rest one to three.
    copies: list[tuple[int, int, str, int, str, int | None, float]] = []  # id, title, branch, acquired, cond...
    for title_id, (name, *_rest) in enumerate(titles, start=1):
        popular = next((p for p in POPULAR if p[0] == name), None)
        never = next((n for n in NEVER_BORROWED if n[0] == name), None)
        if popular:
            spread = [code for code, count in popular[3].items() for _ in range(count)]
            gap = 0.6
        elif never:
            spread = [never[2]]
            gap = -1.0
        else:
            spread = [pick(rng, list(BRANCH_WEIGHT.items())) for _ in range(rng.choice([1, 1, 2, 2, 3]))]
            gap = rng.uniform(6.0, 24.0)
        for position, code in enumerate(spread):
            acquired = -rng.randint(150, 4000)
            retire = rng.random() < 0.08 and position > 0 and not popular
            withdrawn = -rng.randint(1, 110) if retire else None
            copies.append((len(copies) + 1, title_id, code, acquired, pick(rng, CONDITIONS), withdrawn, gap))
    db.executemany(
        "INSERT INTO Copy VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                cid,
                f"3900{cid * 7919 % 1_000_000:06d}",
                tid,
                branch_ids[code],
                day_text(acq),
                cond,
                day_text(wd) if wd is not None else None,
            )
            for cid, tid, code, acq, cond, wd, _ in copies
        ],
    )

    # Loans: each copy walked through time, idle on the shelf at most 35 days between loans.
    overdue_copies: set[int] = set()
    northside = [c for c in copies if c[2] == "NTH" and c[6] > 0 and titles[c[1] - 1][2] == "Adult" and c[5] is None]
    for c in rng.sample([c for c in northside if c[6] > 5][:60], OVERDUE_ITEMS):
        overdue_copies.add(c[0])
    loans: list[LoanRow] = []
    for copy_id, title_id, code, _, _, withdrawn, gap in copies:
        if gap < 0:
            continue
        late_share = late_shares[code]
        audience = titles[title_id - 1][2]
        cursor = float(-DAYS_BACK - rng.randint(0, 20))
        stop = withdrawn if withdrawn is not None else 1
        forced = copy_id in overdue_copies
        while True:
            idle = min(rng.expovariate(1.0 / gap), 35.0)
            renewals = 1 if rng.random() < 0.2 else 0
            due_len = 21 + 14 * renewals
            late, lost = rng.random() < late_share, rng.random() < 0.004 and not forced
            keep = rng.randint(1 + due_len, due_len + 25) if late else rng.randint(2, due_len)
            minute_out, minute_back = opening_minute(), opening_minute()
            day = int(cursor + idle)
            if forced and day + keep >= OVERDUE_DAY - 1:
                loans.append(
                    LoanRow(
                        copy_id,
                        title_id,
                        code,
                        audience,
                        at(OVERDUE_DAY, 16 * 60 + 20),
                        OVERDUE_DAY + 21,
                        0,
                        None,
                        planted="overdue",
                    )
                )
                break
            if day >= stop:
                break
            back_day = day + keep
            if withdrawn is not None and back_day >= withdrawn:
                break
            back: datetime.datetime | None = at(back_day, minute_back)
            if lost or (back is not None and back > now):
                back = None
            out = at(day, minute_out)
            if out > now:
                break
            if day >= -DAYS_BACK:
                loans.append(LoanRow(copy_id, title_id, code, audience, out, day + due_len, renewals, back))
            if back is None:
                break
            cursor = back_day + 1
    loans.sort(key=lambda loan: (loan.out, loan.copy_id))

    # Members: long-standing ones and new sign-ups (about two a day); juniors have an adult guardian.
    member_rows: list[list[object]] = []
    joined_days: list[int] = []

    def add_member(given: str, family: str, category: str, joined: int, guardian: int | None) -> int:
        member_id = len(member_rows) + 1
        home = branch_ids[pick(rng, list(BRANCH_WEIGHT.items()))]
        member_rows.append(
            [
                member_id,
                f"2914{rng.randint(0, 99_999_999):08d}",
                given,
                family,
                category,
                home,
                guardian,
                day_text(joined),
            ]
        )
        joined_days.append(joined)
        return member_id

    plan: list[tuple[int, str]] = [(-rng.randint(DAYS_BACK + 1, 4000), "old") for _ in range(N_OLD_MEMBERS)]
    plan += [(day, "new") for day in range(-DAYS_BACK, 1) for _ in range(rng.choice([1, 1, 2, 2, 3]))]
    plan.sort()
    slots = rng.sample(range(N_OLD_MEMBERS // 2), 2)
    special = {OVERDUE_MEMBER: slots[0], DEBTOR: slots[1]}
    planted_ids: dict[tuple[str, str], int] = {}
    adults: list[int] = []  # category Adult: the possible guardians
    juniors: list[int] = []
    for index, (joined, _) in enumerate(plan):
        given, family = rng.choice(NAMES_GIVEN), rng.choice(NAMES_FAMILY)
        category = pick(rng, [("Adult", 0.55), ("Junior", 0.17), ("Senior", 0.15), ("Student", 0.13)])
        for (g, f), slot in special.items():
            if index == slot:
                given, family, category = g, f, "Adult"
        if (given, family) in (OVERDUE_MEMBER, DEBTOR) and index not in special.values():
            given = "Daniel"
        guardian = None
        if category == "Junior":
            if not adults:
                category = "Adult"
            else:
                guardian = adults[-1 - rng.randrange(min(len(adults), 200))]
                family = str(member_rows[guardian - 1][3])
        member_id = add_member(given, family, category, joined, guardian)
        if guardian is not None and rng.random() < 0.85:
            member_rows[-1][5] = member_rows[guardian - 1][5]  # a child usually uses the guardian's branch
        if category == "Junior":
            juniors.append(member_id)
        elif category == "Adult":
            adults.append(member_id)
        if index in special.values():
            planted_ids[(given, family)] = member_id
    desmond, priya = planted_ids[OVERDUE_MEMBER], planted_ids[DEBTOR]

    # Who borrowed what: anyone who had joined by then (juniors take most children's books); open overdue
    # loans spread so that nobody but the planted member holds more than two.
    by_join = sorted(range(1, len(member_rows) + 1), key=lambda m: (joined_days[m - 1], m))
    junior_set = set(juniors)
    young = [m for m in by_join if m in junior_set]
    grown = [m for m in by_join if m not in junior_set and m not in (desmond, priya)]
    young_days = [joined_days[m - 1] for m in young]
    grown_days = [joined_days[m - 1] for m in grown]
    overdue_count: dict[int, int] = {}
    for loan in loans:
        roll, pick_at = rng.random(), rng.random()
        if loan.planted == "overdue":
            loan.member = desmond
            continue
        day = day_of(loan.out)
        pool, days = (young, young_days) if loan.audience == "Children" and roll < 0.8 else (grown, grown_days)
        eligible = bisect.bisect_right(days, day)
        overdue_now = loan.back is None and loan.due_day < 0
        while True:
            member = pool[int(pick_at * eligible)]
            if not overdue_now or overdue_count.get(member, 0) < OVERDUE_CAP:
                break
            pick_at = rng.random()
        if overdue_now:
            overdue_count[member] = overdue_count.get(member, 0) + 1
        loan.member = member
    # The debtor: two old loans never returned, and a run of late returns.
    lost_candidates = [
        loan for loan in loans if loan.back is None and loan.due_day < -LOST_AFTER_DAYS and loan.planted == ""
    ]
    for loan in lost_candidates[:2]:
        loan.member = priya
    late_candidates = [
        loan
        for loan in loans
        if loan.back is not None
        and day_of(loan.back) > loan.due_day
        and loan.audience == "Adult"
        and loan.branch != "EGT"
    ]
    for loan in late_candidates[5:50:9]:
        loan.member = priya

    db.executemany("INSERT INTO Member VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [tuple(row) for row in member_rows])
    loan_rows, fine_rows = [], []
    for loan_id, loan in enumerate(loans, start=1):
        loan_rows.append(
            (
                loan_id,
                loan.copy_id,
                loan.member,
                fmt(loan.out),
                day_text(loan.due_day),
                loan.renewals,
                fmt(loan.back) if loan.back else None,
            )
        )
        roll, delay, minute = rng.random(), rng.randint(0, 25), opening_minute()
        cost = rng.choice([12.0, 15.0, 18.0, 22.5, 25.0, 30.0])
        if loan.member in junior_set:
            continue
        if loan.back is not None and day_of(loan.back) > loan.due_day:
            days_late = day_of(loan.back) - loan.due_day
            amount = min(8.0, 0.25 * days_late)
            paid = at(day_of(loan.back) + delay, minute) if roll < 0.75 else None
            if loan.member == priya:
                paid = None
            if paid is not None and (paid > now or paid < loan.back):
                paid = None
            fine_rows.append((loan_id, "Overdue", amount, fmt(loan.back), fmt(paid) if paid else None))
        elif loan.back is None and loan.due_day + LOST_AFTER_DAYS < 0:
            assessed = at(loan.due_day + LOST_AFTER_DAYS, 7 * 60)
            paid = at(loan.due_day + LOST_AFTER_DAYS + delay, minute) if roll < 0.4 else None
            if loan.member == priya or (paid is not None and paid > now):
                paid = None
            fine_rows.append((loan_id, "Lost item", cost, fmt(assessed), fmt(paid) if paid else None))
    db.executemany("INSERT INTO Loan VALUES (?, ?, ?, ?, ?, ?, ?)", loan_rows)
    fine_rows.sort(key=lambda row: (row[3], row[0]))
    db.executemany("INSERT INTO Fine (LoanId, FineType, Amount, AssessedAt, PaidAt) VALUES (?, ?, ?, ?, ?)", fine_rows)

    # Holds: a steady queue on the popular titles, the odd hold on anything else.
    hold_rows = []
    title_ids = {name: index for index, (name, *_) in enumerate(titles, start=1)}
    everyone = by_join
    everyone_days = [joined_days[m - 1] for m in everyone]
    streams: list[tuple[int, float, tuple[int, int]]] = [
        (title_ids["The Salt Road"], 1.3, (10, 40)),
        (title_ids["Winter at Kestrel Bay"], 0.6, (5, 20)),
        (title_ids["Small Hours"], 0.5, (4, 16)),
    ]
    ordinary = [tid for tid in range(1, len(titles) + 1) if titles[tid - 1][0] not in {n for n, *_ in NEVER_BORROWED}]
    for day in range(-DAYS_BACK, 1):
        todays: list[tuple[int, tuple[int, int]]] = []
        for tid, per_day, wait in streams:
            todays += [(tid, wait)] * sum(1 for _ in range(4) if rng.random() < per_day / 4)
        todays += [(rng.choice(ordinary), (1, 8)) for _ in range(rng.choice([2, 3, 3, 4]))]
        for tid, (low, high) in todays:
            placed = at(day, opening_minute())
            member = everyone[int(rng.random() * bisect.bisect_right(everyone_days, day))]
            branch = rng.randint(1, len(BRANCHES))
            ready = placed + datetime.timedelta(days=rng.randint(low, high), minutes=grid(0, 300))
            roll, pickup = rng.random(), datetime.timedelta(days=rng.randint(0, 6), minutes=grid(0, 480))
            cancel_at = placed + datetime.timedelta(days=rng.randint(1, 12), minutes=grid(0, 600))
            if placed > now:
                continue
            status, ready_at, closed = "Waiting", None, None
            if roll < 0.06 and cancel_at < ready:
                if cancel_at <= now:
                    status, closed = "Cancelled", cancel_at
            elif ready <= now:
                ready_at = ready
                if roll > 0.9:
                    expiry = ready + datetime.timedelta(days=7)
                    status, closed = ("Expired", expiry) if expiry <= now else ("Ready", None)
                elif ready + pickup <= now:
                    status, closed = "Collected", ready + pickup
                else:
                    status = "Ready"
            hold_rows.append(
                (
                    tid,
                    member,
                    branch,
                    fmt(placed),
                    status,
                    fmt(ready_at) if ready_at else None,
                    fmt(closed) if closed else None,
                )
            )
    db.executemany(
        "INSERT INTO Hold (TitleId, MemberId, PickupBranchId, PlacedAt, HoldStatus, ReadyAt, ClosedAt)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        hold_rows,
    )

    # Study rooms: up to four bookings a room a day, on the half hour, from 120 days back to a week ahead.
    booking_rows = []
    adult_pool = [m for m in by_join if m not in junior_set]
    adult_days = [joined_days[m - 1] for m in adult_pool]
    for code, _, _, _, rooms, _, (low, high) in BRANCHES:
        for room in range(rooms):
            label = f"{code}-{chr(ord('A') + room)}"
            for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
                clock = 9 * 60 + 30 * rng.randint(0, 4)
                for _ in range(rng.choice([0, 1, 2, 2, 3, 4])):
                    length = 30 * rng.randint(low // 30, high // 30)
                    member = adult_pool[int(rng.random() * bisect.bisect_right(adult_days, min(day, 0)))]
                    no_show = int(rng.random() < 0.08)
                    if clock + length > 20 * 60:
                        break
                    booking_rows.append(
                        (
                            branch_ids[code],
                            label,
                            member,
                            day_text(day),
                            f"{clock // 60:02d}:{clock % 60:02d}",
                            length,
                            no_show if at(day, clock + length) <= now else 0,
                        )
                    )
                    clock += length + 30 * rng.randint(0, 3)
    db.executemany(
        "INSERT INTO StudyRoomBooking (BranchId, RoomLabel, MemberId, BookingDate, StartTime, DurationMinutes,"
        " NoShow) VALUES (?, ?, ?, ?, ?, ?, ?)",
        booking_rows,
    )
    close_checked(db, "library")
