"""The schema reader on a database it was not written for (a garage: vehicles, mechanics, repairs, parts),
by class of question, each answer checked by running the written query on SQLite."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agents.generation.schema_reader import _code_for, read_over_schema, similar, words
from agents.generation.schema_writer import NothingMatches, write
from agents.sources.sql import read_sqlite_schema
from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo
from lexiquery.sources import SqliteSource

NOW = datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def _at(days: float) -> str:
    return (NOW - timedelta(days=days)).strftime("%Y-%m-%d %H:%M:%S")


def _database(
    factory: pytest.TempPathFactory, name: str, script: str, rows: dict[str, list[tuple[Any, ...]]]
) -> tuple[Path, SourceSchema]:
    """A SQLite file made of ``script`` and ``rows`` (by table), and its schema as discovery reads it."""
    path = factory.mktemp(name) / f"{name}.db"
    with sqlite3.connect(path) as db:
        db.executescript(script)
        for table, values in rows.items():
            db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(values[0]))})", values)
    return path, read_sqlite_schema(SqliteSource(kind="sqlite", name=name, path=path), 30)


@pytest.fixture(scope="module")
def garage(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    path = tmp_path_factory.mktemp("garage") / "garage.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE mechanics (mechanic_id INTEGER PRIMARY KEY, full_name TEXT, shift TEXT);"
            "CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, plate TEXT, make TEXT, fuel TEXT);"
            "CREATE TABLE repairs (repair_id INTEGER PRIMARY KEY, vehicle_id INTEGER REFERENCES vehicles(vehicle_id),"
            " mechanic_id INTEGER REFERENCES mechanics(mechanic_id), state TEXT, labour_cost REAL,"
            " booked_at TEXT, finished_at TEXT);"
        )
        db.executemany("INSERT INTO mechanics VALUES (?, ?, ?)", [(1, "Ada Stone", "early"), (2, "Bo Lind", "late"),
                                                                   (3, "Cy Ruiz", "late")])  # fmt: skip
        db.executemany("INSERT INTO vehicles VALUES (?, ?, ?, ?)",
                       [(1, "AB-1", "volvo", "diesel"), (2, "CD-2", "skoda", "electric"),
                        (3, "EF-3", "volvo", "petrol"), (4, "GH-4", "fiat", "petrol")])  # fmt: skip
        repairs = [  # mechanic 1 does most; vehicle 4 never repaired; two still open
            (1, 1, 1, "done", 100.0, _at(2), _at(1.5)), (2, 1, 1, "done", 300.0, _at(3), _at(2)),
            (3, 2, 1, "open", 50.0, _at(0), None), (4, 3, 2, "done", 200.0, _at(40), _at(39)),
            (5, 2, 2, "open", 80.0, _at(1.2), None), (6, 3, 1, "done", 120.0, _at(5), _at(4.75)),
        ]  # fmt: skip
        db.executemany("INSERT INTO repairs VALUES (?, ?, ?, ?, ?, ?, ?)", repairs)
    return path, read_sqlite_schema(SqliteSource(kind="sqlite", name="garage", path=path), 30)


def _day(days_ago: int) -> str:
    """A plain date, as SQLite files often hold them: negative is ahead."""
    return (NOW - timedelta(days=days_ago)).strftime("%Y-%m-%d")


def _run(path: Path, query: str) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as db:
        return db.execute(query).fetchall()


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many repairs were booked in the last 7 days?", [(5,)]),  # a window on the table's own time column
        ("How many repairs were booked today?", [(1,)]),  # a calendar day, not the last 24 hours
        ("Which vehicles have never been repaired?", {"GH-4"}),  # an anti-join along the foreign key
        ("How many repairs are unfinished, I mean still not done?", [(2,)]),  # a negated value
        ("Which mechanic has carried out the most repairs?", {"Ada Stone"}),  # counted on the table pointing at it
        ("What is the average labour cost of repairs?", [(850.0 / 6,)]),  # a named numeric column, never a key
        ("What percentage of the repairs on petrol vehicles are done?", [(100.0,)]),  # a share, filtered by a join
        ("How many hours does a repair take on average from booking to finish?", [(16.5,)]),  # between two times
        ("How much labour have we charged, all repairs together?", [(850.0,)]),  # "how much": a sum
        ("How many repairs are there, excluding the open ones?", [(4,)]),  # an excluded value
        ("Who are our two busiest mechanics by number of repairs?", {"Ada Stone", "Bo Lind"}),  # a superlative's noun
        ("How many repairs were completed in the last 3 days?", [(2,)]),  # completed means finished_at (MiniLM)
        ("Which vehicles have had no repairs in the last 4 days?", {"EF-3", "GH-4"}),  # the window inside the anti-join
    ],
)
def test_the_reader_answers_by_class_over_a_schema_it_was_not_written_for(
    garage: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(garage, question, expected)


def _answers(database: tuple[Path, SourceSchema], question: str, expected: Any) -> None:
    """The query written for ``question`` answers ``expected`` (a set of first-column values, or one number)."""
    path, schema = database
    query, explanation, _ = write(question, Platform.SQL, schema, "sqlite")
    rows = _run(path, query)
    if isinstance(expected, set):
        assert {row[0] for row in rows} == expected, (query, explanation)
    else:
        assert len(rows) == 1, (query, rows)
        assert rows[0][-1] == pytest.approx(expected[0][-1], rel=0.01), (query, explanation)


def test_nothing_matching_is_said_with_the_closest_tables(garage: tuple[Path, SourceSchema]) -> None:
    with pytest.raises(NothingMatches) as nothing:
        write("failed sign-ins from Brazil", Platform.SQL, garage[1], "sqlite")
    assert nothing.value.candidates  # the largest tables, to restate the question against


def test_a_question_mostly_unlinked_is_restated_not_guessed(garage: tuple[Path, SourceSchema]) -> None:
    question = "Which repairs did the insurer reimburse after the adjuster's quarterly audit flagged discrepancies?"
    with pytest.raises(NothingMatches) as unsure:
        write(question, Platform.SQL, garage[1], "sqlite")
    assert {"insurer", "reimburse", "adjuster"} <= set(unsure.value.unlinked)
    assert unsure.value.candidates


@settings(max_examples=150, deadline=None)
@given(text=st.text(min_size=1, max_size=200))
def test_no_text_crashes_the_reader(garage: tuple[Path, SourceSchema], text: str) -> None:
    for platform, dialect in (
        (Platform.SQL, "sqlite"),
        (Platform.SQL, "postgres"),
        (Platform.KQL, ""),
        (Platform.SPL, ""),
    ):
        try:
            query, _, _ = write(text, platform, garage[1], dialect)
        except NothingMatches:
            continue
        assert query.strip()


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A lending library: loans reach a branch only through the copy lent (two keys away)."""
    path = tmp_path_factory.mktemp("library") / "library.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE branches (branch_id INTEGER PRIMARY KEY, branch_name TEXT);"
            "CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT, town TEXT, country TEXT);"
            "CREATE TABLE copies (copy_id INTEGER PRIMARY KEY, branch_id INTEGER REFERENCES branches(branch_id),"
            " title TEXT, weight_g INTEGER, is_damaged INTEGER, price_cents INTEGER);"
            "CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, copy_id INTEGER REFERENCES copies(copy_id),"
            " member_id INTEGER REFERENCES members(member_id), borrowed_at TEXT, returned_at TEXT, lost_reason TEXT,"
            " due_back TEXT);"
        )
        db.executemany("INSERT INTO branches VALUES (?, ?)", [(1, "Harbour"), (2, "Hilltop")])
        db.executemany("INSERT INTO members VALUES (?, ?, ?, ?)",
                       [(1, "Ines Roy", "Ely", "GB"), (2, "Jon Marr", "Ely", "GB"),
                        (3, "Kit Lowe", "Cork", "IE")])  # fmt: skip
        db.executemany("INSERT INTO copies VALUES (?, ?, ?, ?, ?, ?)",
                       [(1, 1, "Dune", 420, 0, 1299), (2, 2, "Emma", 610, 1, 2450),
                        (3, 2, "Ulysses", 980, 0, 1999)])  # fmt: skip
        loans = [  # Hilltop lends most; Ines keeps books longest; two loans of the damaged copy; two lost; one due soon
            (1, 2, 1, _at(30), _at(10), None, _day(16)), (2, 3, 1, _at(20), _at(5), None, _day(6)),
            (3, 2, 2, _at(9), _at(8), None, _day(-5)), (4, 3, 3, _at(6), _at(5), "water", _day(8)),
            (5, 1, 2, _at(4), _at(3), "water", _day(-10)), (6, 3, 2, _at(2), None, None, _day(-12)),
        ]  # fmt: skip
        db.executemany("INSERT INTO loans VALUES (?, ?, ?, ?, ?, ?, ?)", loans)
    return path, read_sqlite_schema(SqliteSource(kind="sqlite", name="library", path=path), 30)


def test_sqlite_dates_are_found_by_their_values(library: tuple[Path, SourceSchema]) -> None:
    loans = library[1].table("loans")
    assert loans is not None
    assert "due_back" in loans.time_columns  # named like no time column, holds dates


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which branch had the most loans?", {"Hilltop"}),  # grouped two keys away, through the copy
        ("Which members have more than 1 loan?", {"Ines Roy", "Jon Marr"}),  # groups kept by their count
        ("Which copy is the heaviest?", {"Ulysses"}),  # the row ranked by a column, not the value alone
        ("Which member keeps books longest between borrowing and returning?", {"Ines Roy"}),  # a ranked duration
        ("How many loans were of damaged copies?", [(2,)]),  # a yes/no column on the table a key reaches
        ("What is the most common reason a loan gets lost?", {"water"}),  # the unknown group never wins
        ("Which towns do more than 1 of our members live in?", {"Ely"}),  # an everyday word for a column (city)
        ("How many loans were made from Hilltop?", [(5,)]),  # counted where "how many" says; a value two keys away
        ("Which 2 members borrowed the most copies?", {"Ines Roy", "Jon Marr"}),  # a number after "which"
        ("How many loans are due back within the next 7 days?", [(1,)]),  # a window reaching forward, on a date
        ("How many members live in Ireland?", [(1,)]),  # a country named, its ISO code held
        ("How many euros are our copies worth altogether?", [(57.48,)]),  # money held in cents
    ],
)
def test_the_reader_ranks_groups_and_rows_over_a_second_schema(
    library: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    path, schema = library
    query, explanation, _ = write(question, Platform.SQL, schema, "sqlite")
    rows = _run(path, query)
    if isinstance(expected, set):
        assert {row[0] for row in rows} == expected, (query, explanation)
    else:
        assert rows == expected, (query, explanation)


def _metric(name: str, kind: str, *labels: tuple[str, list[str]]) -> TableInfo:
    return TableInfo(name=name, kind=kind, columns=[ColumnInfo(name=n, type="label", samples=v) for n, v in labels])


PUMPS = SourceSchema(
    source="pumps", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("pump_flow_litres_total", "counter", ("station", ["north", "south"]), ("pump", ["p1", "p2"])),
        _metric("pump_pressure_bar", "gauge", ("station", ["north", "south"])),
        _metric("pump_tank_capacity_litres", "gauge", ("station", ["north", "south"])),
        _metric("pump_tank_free_litres", "gauge", ("station", ["north", "south"])),
        _metric("pump_cycle_seconds_bucket", "histogram", ("station", ["north", "south"]),
                ("le", ["0.5", "1", "2", "+Inf"])),
        _metric("pump_cycle_seconds_count", "counter", ("station", ["north", "south"])),
        _metric("pump_cycle_seconds_sum", "counter", ("station", ["north", "south"])),
        _metric("pump_faults_total", "counter", ("kind", ["clogged", "overheated", "dry_run"])),
        _metric("up", "gauge", ("job", ["pumps"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which stations report pump pressure?", "count by (station) (pump_pressure_bar)"),  # a label's values
        ("How many litres have flowed through the pumps since they started?", "sum (pump_flow_litres_total)"),
        ("What fraction of the tank is free?", "pump_tank_free_litres / pump_tank_capacity_litres"),  # 0 to 1
        ("What percentage of the scrape targets are up?", "100 * avg(up)"),  # 0 to 100
        ("What is the flow rate per second at the north station over the last 10 minutes?",
         'sum (rate(pump_flow_litres_total{station="north"}[10m]))'),  # a counter per second, filtered
        ("How many litres flowed through the pumps over the last 30 seconds?",
         "sum (increase(pump_flow_litres_total[30s]))"),  # a window in seconds
        ("How many scrape targets are up?", "count(up == 1) or vector(0)"),  # one number, 0 when none is
        ("Which jobs is Prometheus scraping?", "count by (job) (up)"),  # every target's job is on up
        ("Which stations does the pressure break down into?", "count by (station) (pump_pressure_bar)"),  # no target
        ("What percentage of pump cycles at the south station finished in under 2 seconds?",
         '100 * sum(rate(pump_cycle_seconds_bucket{station="south",le="2"}[5m])) / '
         'sum(rate(pump_cycle_seconds_count{station="south"}[5m]))'),  # a histogram's share under a bucket's bound
        ("What is the average pump cycle at the north station over the last minute?",
         'sum(rate(pump_cycle_seconds_sum{station="north"}[1m])) / '
         'sum(rate(pump_cycle_seconds_count{station="north"}[1m]))'),  # a histogram's mean: its sum over its count
        ("What percentage of the faults in the last 5 minutes were overheated ones?",
         '100 * sum(rate(pump_faults_total{kind="overheated"}[5m])) / sum(rate(pump_faults_total[5m]))'),  # a share
        ("Leaving dry_run aside, which kind of pump fault is the most common?",
         'topk(1, sum by (kind) (rate(pump_faults_total{kind!="dry_run"}[5m])))'),  # a value set aside
    ],
)  # fmt: skip
def test_promql_by_class_over_metrics_it_was_not_written_for(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, PUMPS, "")
    assert query == expected


def _ahead(days: float) -> str:
    return (NOW + timedelta(days=days)).strftime("%Y-%m-%d")


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A gym whose schema abbreviates (ci_ts, co_ts), keeps durations in minutes and books days ahead."""
    script = (
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT, joined_on TEXT);"
        "CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id),"
        " ci_ts TEXT, co_ts TEXT);"
        "CREATE TABLE courts (court_id INTEGER PRIMARY KEY, court_name TEXT);"
        "CREATE TABLE balls (ball_id INTEGER PRIMARY KEY, colour TEXT);"
        "CREATE TABLE loans (loan_id INTEGER PRIMARY KEY, ball_id INTEGER REFERENCES balls(ball_id),"
        " member_id INTEGER REFERENCES members(member_id), loaned_at TEXT);"
        "CREATE TABLE court_bookings (booking_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES members(member_id),"
        " court_id INTEGER REFERENCES courts(court_id), play_date TEXT, length_mins INTEGER);"
    )
    rows = {
        "members": [(1, "Ann Oak", _at(400)), (2, "Ben Ash", _at(300)), (3, "Cas Elm", _at(1))],
        "visits": [  # two members visited this week, Ann twice; a long visit that ended three days ago
            (1, 1, _at(1.5), _at(1.45)), (2, 1, _at(0.5), _at(0.4)), (3, 2, _at(2), _at(1.9)),
            (4, 3, _at(20), _at(19.9)), (5, 2, _at(3.5), _at(3.0)),
        ],
        "courts": [(1, "Centre"), (2, "Garden")],
        "balls": [(1, "yellow"), (2, "yellow"), (3, "orange")],
        "loans": [(1, 1, 1, _at(1.1)), (2, 2, 2, _at(1.2)), (3, 3, 2, _at(3))],  # two lent in the last 2 days
        "court_bookings": [(1, 1, 1, _ahead(0), 60), (2, 2, 2, _ahead(0), 30), (3, 2, 1, _ahead(1), 90),
                           (4, 3, 2, _ahead(-3), 45)],
    }  # fmt: skip
    return _database(tmp_path_factory, "gym", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the distinct members in the table whose rows are the act the verb names (loans), not their own join date
        ("How many different members borrowed something in the last 2 days?", [(2,)]),
        ("How many different members visited in the last 7 days?", [(2,)]),  # named by the table: read as before
        ("How long is a court booking on average, in hours?", [(56.25 / 60,)]),  # a duration kept in minutes
        ("How many hours of court time are booked for today?", [(1.5,)]),  # today ends where tomorrow begins
        ("How many balls did we lend out over the last 2 days?", [(2,)]),  # balls have no time: the loans are counted
        # check-in and check-out are ci and co; visits that ended in the window are bounded by their end
        ("What was the average time between check-in and check-out, in hours, for visits that ended in the last "
         "3 days?", [(((1.2 + 2.4 + 2.4) / 3),)]),
    ],
)  # fmt: skip
def test_the_reader_reads_acts_kept_durations_and_abbreviations(
    gym: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(gym, question, expected)


def test_a_share_since_start_reads_the_counters_as_they_stand() -> None:
    query, _, _ = write("What percentage of the pump faults since they started were overheated ones?",
                        Platform.PROMQL, PUMPS, "")  # fmt: skip
    assert query == '100 * sum(pump_faults_total{kind="overheated"}) / sum(pump_faults_total)'


def test_a_count_asked_in_thousands_is_scaled() -> None:
    query, _, _ = write("How many litres have flowed through the pumps since they started, in thousands?",
                        Platform.PROMQL, PUMPS, "")  # fmt: skip
    assert query == "(sum (pump_flow_litres_total)) / 1000"


@pytest.fixture(scope="module")
def rentals(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Bike rentals: rows still open (a return time still empty), a status history valid until replaced, an
    optional promo code, a booking channel."""
    script = (
        "CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, rider_name TEXT);"
        "CREATE TABLE bikes (bike_id INTEGER PRIMARY KEY, frame_no TEXT);"
        "CREATE TABLE promo_codes (promo_id INTEGER PRIMARY KEY, promo_code TEXT);"
        "CREATE TABLE bike_rentals (rental_id INTEGER PRIMARY KEY, bike_id INTEGER REFERENCES bikes(bike_id),"
        " rider_id INTEGER REFERENCES riders(rider_id), promo_id INTEGER REFERENCES promo_codes(promo_id),"
        " channel TEXT, started_at TEXT, returned_at TEXT);"
        "CREATE TABLE bike_status (status_id INTEGER PRIMARY KEY, bike_id INTEGER REFERENCES bikes(bike_id),"
        " status TEXT, valid_from TEXT, valid_to TEXT);"
    )
    rows = {
        "riders": [(1, "Ines"), (2, "Jon"), (3, "Kai")],
        "bikes": [(1, "F-100"), (2, "F-200"), (3, "F-300")],
        "promo_codes": [(1, "SPRING"), (2, "WELCOME"), (3, "STAFF")],
        "bike_rentals": [  # two still out; Ines rents most; the app brings most rentals; SPRING used twice
            (1, 1, 1, 1, "app", _at(0.5), None), (2, 2, 1, None, "app", _at(1.5), _at(1.4)),
            (3, 3, 1, 1, "kiosk", _at(3), _at(2.9)), (4, 1, 2, None, "app", _at(1), _at(0.9)),
            (5, 2, 3, None, "app", _at(0.2), None), (6, 3, 2, None, "kiosk", _at(40), _at(39.9)),
        ],
        "bike_status": [  # bike 2 was in the workshop and is back; bike 3 is in it now
            (1, 2, "workshop", _at(10), _at(8)), (2, 2, "in service", _at(8), None),
            (3, 3, "workshop", _at(2), None), (4, 1, "in service", _at(30), None),
        ],
    }  # fmt: skip
    return _database(tmp_path_factory, "rentals", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many bike rentals are still out right now?", [(2,)]),  # still open: the return time is empty
        ("How many rentals haven't been returned yet?", [(2,)]),  # a negated act the table keeps the time of
        ("Which bikes are in the workshop right now?", {"F-300"}),  # the status row still valid, joined
        ("Which promo codes have never been redeemed?", {"WELCOME", "STAFF"}),  # the one table pointing at them
        ("Which riders have more than two rentals?", {"Ines"}),  # a threshold in words
        ("What share of rentals in the last 7 days used a promo code?", [(40.0,)]),  # the optional key filled in
        ("Which booking channel brought in the most rentals over the last 7 days?", {"app"}),  # one, not ten
        ("How many bike rentals started in the last 2 days?", [(4,)]),  # the table the noun and the next word name
        ("How many rentals started over the last seven days?", [(5,)]),  # a window in words
        ("Which riders have made two or more rentals?", {"Ines", "Jon"}),  # "N or more"
        ("Which promo codes does not a single rental use?", {"WELCOME", "STAFF"}),  # "not a single": an anti-join
    ],
)  # fmt: skip
def test_the_reader_reads_open_rows_unnamed_acts_and_optional_keys(
    rentals: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(rentals, question, expected)


DATABASES = SourceSchema(
    source="pg", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("pg_stat_database_deadlocks", "counter", ("datname", ["orders", "postgres"]), ("job", ["postgres"])),
        _metric("pg_database_size_bytes", "gauge", ("datname", ["orders", "postgres"]), ("job", ["postgres"])),
        _metric("up", "gauge", ("job", ["node", "postgres"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Is the postgres job up?", 'up{job="postgres"} == 1'),  # the target the question names
        ("Which database has had the most deadlocks?",
         "topk(1, sum by (datname) (rate(pg_stat_database_deadlocks[5m])))"),  # "database" is datname
        ("How many bytes does the orders database take up?", 'sum (pg_database_size_bytes{datname="orders"})'),  # no up
    ],
)  # fmt: skip
def test_promql_reads_targets_label_words_and_phrasal_verbs(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, DATABASES, "")
    assert query == expected


@pytest.mark.parametrize(
    ("platform", "expected"),
    [(Platform.KQL, "| where isnull(returned_at)"), (Platform.SPL, "NOT returned_at=*")],
)
def test_a_still_open_filter_is_written_for_every_platform(
    rentals: tuple[Path, SourceSchema], platform: Platform, expected: str
) -> None:
    _, schema = rentals
    query, _, _ = write("How many bike rentals are still out right now?", platform, schema, "")
    assert expected in query


@pytest.fixture(scope="module")
def purchasing(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A purchasing office: a status lookup, a lowest quoted price whose name ends like a unit (``price_min``),
    placed and received times named otherwise than the questions ask, lines in a stage, items not products."""
    script = (
        "CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT);"
        "CREATE TABLE item (item_id INTEGER PRIMARY KEY, item_desc TEXT);"
        "CREATE TABLE po_status (status_cd TEXT PRIMARY KEY, status_label TEXT);"
        "CREATE TABLE purchases (po_id INTEGER PRIMARY KEY, supplier_id INTEGER REFERENCES suppliers(supplier_id),"
        " status_cd TEXT REFERENCES po_status(status_cd), price_min NUMERIC, placed_at TEXT, received_at TEXT);"
        "CREATE TABLE purchase_lines (line_id INTEGER PRIMARY KEY, po_id INTEGER REFERENCES purchases(po_id),"
        " item_id INTEGER REFERENCES item(item_id), line_stage TEXT);"
    )
    rows = {
        "suppliers": [(1, "Acme"), (2, "Bolt"), (3, "Coil")],
        "item": [(1, "Gloves"), (2, "Tape"), (3, "Rope"), (4, "Drill")],
        "po_status": [("S", "sent"), ("R", "received"), ("X", "cancelled")],
        "purchases": [  # one of four placed in the last 30 days was cancelled; received after 2 and 4 days
            (1, 1, "R", 900, _at(10), _at(8)), (2, 1, "R", 700, _at(20), _at(16)),
            (3, 2, "X", 500, _at(5), None), (4, 2, "S", 800, _at(1), None), (5, 1, "R", 600, _at(90), _at(89)),
        ],
        "purchase_lines": [  # Rope was only ever backordered; Drill never appears on a line
            (1, 1, 1, "ordered"), (2, 2, 2, "ordered"), (3, 3, 1, "ordered"), (4, 4, 3, "backordered"),
            (5, 5, 2, "ordered"), (6, 1, 2, "ordered"),
        ],
    }  # fmt: skip
    return _database(tmp_path_factory, "purchasing", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a share of the rows by the status they point at, in a lookup
        ("What percentage of the purchases placed in the last 30 days were cancelled?", [(25.0,)]),
        # "how many days on average … from X to Y"; the window by the end the verb names ("received")
        ("For purchases received in the last 30 days, how many days on average did it take from placing to"
         " receiving them?", [(3.0,)]),
        # neither end named as its column is: the event "delivered" means (received_at) ends it
        ("For purchases delivered in the last 30 days, how many days on average did suppliers take from order"
         " to delivery?", [(3.0,)]),
        ("How many items have never been ordered?", [(1,)]),  # no filter on the rows that must not exist
        ("How many different products were on purchases in the last 30 days?", [(3,)]),  # products kept as items
    ],
)  # fmt: skip
def test_the_reader_reads_lookup_shares_durations_asked_in_days_and_business_synonyms(
    purchasing: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(purchasing, question, expected)


def _date_key(days: float) -> int:
    return int((NOW - timedelta(days=days)).strftime("%Y%m%d"))


@pytest.fixture(scope="module")
def docks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A bike-share star schema (dim_/fact_ tables, integer date keys, two keys from a trip to its stations, a
    duration kept in seconds), beside a gym's check-ins and invoices with a due date."""
    script = (
        "CREATE TABLE dim_date (date_key INTEGER PRIMARY KEY, full_date TEXT);"
        "CREATE TABLE dim_station (station_sk INTEGER PRIMARY KEY, station_name TEXT,"
        " decommissioned_date_key INTEGER REFERENCES dim_date(date_key));"
        "CREATE TABLE dim_rider (rider_sk INTEGER PRIMARY KEY, rider_code TEXT,"
        " signup_date_key INTEGER REFERENCES dim_date(date_key));"
        "CREATE TABLE fact_trip (trip_sk INTEGER PRIMARY KEY, rider_sk INTEGER REFERENCES dim_rider(rider_sk),"
        " start_station_sk INTEGER REFERENCES dim_station(station_sk),"
        " end_station_sk INTEGER REFERENCES dim_station(station_sk), start_ts TEXT, end_ts TEXT,"
        " duration_s INTEGER, is_member INTEGER);"
        "CREATE TABLE fact_repair (repair_sk INTEGER PRIMARY KEY, reported_ts TEXT, issue_type TEXT);"
        "CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, checked_in_at TEXT, checked_out_at TEXT);"
        "CREATE TABLE invoices (invoice_id INTEGER PRIMARY KEY, status TEXT, due_on TEXT, paid_at TEXT);"
    )
    rows = {
        "dim_date": [(_date_key(d), (NOW - timedelta(days=d)).strftime("%Y-%m-%d")) for d in range(0, 40)],
        "dim_station": [(1, "Harbour", None), (2, "Old Town", None), (3, "Campus", _date_key(2))],
        "dim_rider": [(1, "R1", _date_key(3)), (2, "R2", _date_key(20)), (3, "R3", _date_key(5))],
        "fact_trip": [  # most leave Harbour, most end at Old Town; three of four by members; 10, 20, 30, 20 min
            (1, 1, 1, 2, _at(1), _at(0.99), 600, 1), (2, 2, 1, 2, _at(2), _at(1.98), 1200, 1),
            (3, 3, 1, 3, _at(3), _at(2.98), 1800, 0), (4, 1, 2, 2, _at(4), _at(3.98), 1200, 1),
        ],
        "fact_repair": [(1, _at(1), "flat tyre"), (2, _at(1), "flat tyre"), (3, _at(2), "brakes")],
        "visits": [(1, _at(1), _at(1 - 1 / 24)), (2, _at(2), _at(2 - 2 / 24))],  # an hour, two hours
        "invoices": [(1, "open", _day(3), None), (2, "open", _day(-3), None), (3, "paid", _day(9), _at(8))],
    }  # fmt: skip
    return _database(tmp_path_factory, "docks", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which station had the most rides leaving from it?", {"Harbour"}),  # of two keys, the role named
        ("Which station did the most trips end at?", {"Old Town"}),
        ("How many riders signed up in the last 7 days?", [(2,)]),  # timed through a date key the verb names
        ("How long was the average ride, in minutes?", [(20.0,)]),  # seconds kept, minutes asked
        ("What percentage of rides were taken by members?", [(75.0,)]),  # one share, not one per flag value
        ("What has been the most common fault reported?", {"flat tyre"}),  # grouped by the fault, not its time
        ("Which of our stations has had the most trips ending there?", {"Old Town"}),  # one of several
        ("How long does a visit last on average, in minutes?", [(90.0,)]),  # from its start to what ends it
        ("How many invoices are still open even though their due date has passed?", [(1,)]),  # a date before today
    ],
)  # fmt: skip
def test_the_reader_reads_star_schemas_key_roles_and_dates_passed(
    docks: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(docks, question, expected)


@pytest.mark.parametrize(
    ("platform", "expected"),
    [(Platform.KQL, "| where due_on < startofday(now())"), (Platform.SPL, '| where strptime(due_on, "%Y-%m-%d")')],
)
def test_a_date_passed_is_written_for_every_platform(
    docks: tuple[Path, SourceSchema], platform: Platform, expected: str
) -> None:
    _, schema = docks
    query, _, _ = write("How many invoices are past their due date?", platform, schema, "")
    assert expected in query


CACHE = SourceSchema(
    source="cache", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("cache_db_items", "gauge", ("db", ["db0", "db1"]), ("job", ["cache"])),
        _metric("cache_item_size", "gauge", ("item", ["queue:mail", "board"]), ("job", ["cache"])),
        _metric("cache_commands_total", "counter", ("cmd", ["get", "set"]), ("job", ["cache"])),
        _metric("cache_commands_failed_total", "counter", ("cmd", ["get", "set"]), ("job", ["cache"])),
        _metric("cache_config_maxclients", "gauge", ("job", ["cache"])),
        _metric("cache_connected_clients", "gauge", ("job", ["cache"])),
        _metric("node_vmstat_pgfault", "counter", ("job", ["node"])),
        _metric("node_vmstat_pgmajfault", "counter", ("job", ["node"])),
        _metric("cache_db_hits_total", "counter", ("db", ["db0", "db1"]), ("job", ["cache"])),
        _metric("cache_db_response_time_average_seconds", "gauge", ("db", ["db0", "db1"]), ("job", ["cache"])),
        _metric("cache_db_timeouts_total", "counter", ("db", ["db0", "db1"]), ("job", ["cache"])),
        _metric("cache_memory_used_bytes", "gauge", ("job", ["cache"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the noun names the best metric: its value is counted, not the values of another metric's label
        ("How many items are stored across every cache database?", "sum (cache_db_items)"),
        ("Which cache db holds the most items?", "topk(1, sum by (db) (cache_db_items))"),  # one, said by the verb
        ("Which cache command is being run most often at the moment?",
         "topk(1, sum by (cmd) (rate(cache_commands_total[5m])))"),  # "command" is cmd
        ("Which commands have been failing over the last minute?",
         "sum by (cmd) (increase(cache_commands_failed_total[1m])) > 0"),  # the values whose counter moved
        ("How many major page faults has the machine had since it booted?", "sum (node_vmstat_pgmajfault)"),
        ("What is the maximum number of clients the cache will accept?", "max (cache_config_maxclients)"),
        ("Which cache db is the slowest to respond?",
         "topk(1, max by (db) (cache_db_response_time_average_seconds))"),  # slowest: a time, its extreme ranked
        ("Which cache db keeps running into timeouts?",
         "sum by (db) (increase(cache_db_timeouts_total[5m])) > 0"),  # "keeps": the values whose counter moved
        ("How much memory is the cache using, in kibibytes?",
         "(sum(cache_memory_used_bytes)) / 1024"),  # units spelt out
    ],
)  # fmt: skip
def test_promql_reads_abbreviated_names_moving_counters_and_one_of_several(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, CACHE, "")
    assert query == expected


@pytest.fixture(scope="module")
def lending(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A lending service in PascalCase: people are Members, what they borrow are Loans of Copies of Titles."""
    script = (
        'CREATE TABLE "Member" ("MemberId" INTEGER PRIMARY KEY, "FullName" TEXT, "JoinedOn" TEXT);'
        'CREATE TABLE "Title" ("TitleId" INTEGER PRIMARY KEY, "TitleName" TEXT);'
        'CREATE TABLE "Copy" ("CopyId" INTEGER PRIMARY KEY, "TitleId" INTEGER REFERENCES "Title"("TitleId"));'
        'CREATE TABLE "Loan" ("LoanId" INTEGER PRIMARY KEY, "CopyId" INTEGER REFERENCES "Copy"("CopyId"),'
        ' "MemberId" INTEGER REFERENCES "Member"("MemberId"), "CheckedOutAt" TEXT);'
    )
    rows = {
        "Member": [(1, "Ada", _day(5)), (2, "Bo", _day(10)), (3, "Cy", _day(50)), (4, "Di", _day(2))],
        "Title": [(1, "Dune"), (2, "Emma"), (3, "Kim")],
        "Copy": [(1, 1), (2, 1), (3, 2), (4, 3)],
        "Loan": [  # Dune three times, Emma twice, Kim once; Bo and Di (new) and Cy (old) borrowed nothing lately
            (1, 1, 1, _at(1)), (2, 2, 1, _at(2)), (3, 1, 3, _at(3)), (4, 3, 1, _at(4)), (5, 3, 3, _at(5)),
            (6, 4, 3, _at(6)),
        ],
    }  # fmt: skip
    return _database(tmp_path_factory, "lending", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the window is the subject's when it names their time ("joined"); the anti-join is unbounded; "haven't"
        # and "a single thing yet" are no words the schema must explain, "people" are members, "borrowed" loans
        ("Of the people who joined in the last 30 days, how many haven't borrowed a single thing yet?", [(2,)]),
        ("What were our two most borrowed titles over the last 30 days?", {"Dune", "Emma"}),  # "most <verb>ed X"
    ],
)  # fmt: skip
def test_the_reader_reads_contractions_and_whose_window_it_is(
    lending: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(lending, question, expected)


@pytest.mark.parametrize(("interval", "span"), [(1.0, "1m"), (15.0, "1m"), (30.0, "2m"), (None, "5m")])
def test_a_rate_reaches_four_scrapes_of_the_slowest_target(interval: float | None, span: str) -> None:
    """A range no question names spans four scrapes, at least a minute; five minutes when the interval is unknown."""
    schema = PUMPS.model_copy(update={"scrape_interval_seconds": interval})
    query, _, _ = write("What is the total flow rate per second?", Platform.PROMQL, schema, "")
    assert query == f"sum (rate(pump_flow_litres_total[{span}]))"


@pytest.fixture(scope="module")
def servicedesk(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An ITSM export: people are users with a login and a name, a case points at them in three roles, a priority
    held as a number, a product family and a department both called Support."""
    script = (
        "CREATE TABLE sys_user (sys_id TEXT PRIMARY KEY, user_name TEXT, name TEXT, department TEXT);"
        "CREATE TABLE product (product_id INTEGER PRIMARY KEY, family TEXT);"
        "CREATE TABLE cases (case_id INTEGER PRIMARY KEY, opened_by TEXT REFERENCES sys_user(sys_id),"
        " assigned_to TEXT REFERENCES sys_user(sys_id), resolved_by TEXT REFERENCES sys_user(sys_id),"
        " product_id INTEGER REFERENCES product(product_id), priority INTEGER, contact_type TEXT,"
        " created_date TEXT, closed_date TEXT);"
    )
    rows = {
        "sys_user": [("u1", "ann.lee", "Ann Lee", "Support"), ("u2", "bo.kim", "Bo Kim", "Sales"),
                     ("u3", "cy.ott", "Cy Ott", "Support")],
        "product": [(1, "Support"), (2, "Platform")],
        "cases": [  # Ann opens most (by hand), Bo resolves most, the monitor opens many; two P1s, one still open
            (1, "u1", "u3", "u2", 1, 1, "phone", _at(1.2), _at(0.5)),
            (2, "u1", "u3", "u2", 2, 2, "phone", _at(1.1), None),
            (3, "u1", "u3", "u2", 2, 1, "email", _at(3), None),
            (4, "u3", "u1", "u3", 1, 3, "monitoring", _at(1.3), None),
            (5, "u3", "u1", None, 2, 3, "monitoring", _at(1.9), None),
            (6, "u3", "u1", None, 1, 3, "monitoring", _at(2.5), None),
            (7, "u3", "u2", None, 1, 3, "monitoring", _at(3.5), None),
        ],
    }  # fmt: skip
    return _database(tmp_path_factory, "servicedesk", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many P1 cases are still open right now?", [(1,)]),  # "P1": priority = 1
        ("Who resolved the most cases?", {"Bo Kim"}),  # "who": the people table, by the key the verb names, by name
        ("Not counting monitoring alerts, who has opened the most cases?", {"Ann Lee"}),  # set aside, words between
        ("How many support cases were opened in the last 2 days?", [(4,)]),  # opened: the creation time; "support"
        # is a product family and a department alike: not taken as either
    ],
)  # fmt: skip
def test_the_reader_reads_priorities_people_and_values_several_tables_hold(
    servicedesk: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(servicedesk, question, expected)


@pytest.fixture(scope="module")
def boxoffice(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A ticket seller: customers named over two columns who refer each other; tickets scanned at the door
    belong to orders placed earlier."""
    script = (
        "CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, first_nm TEXT, last_nm TEXT, email TEXT,"
        " referrer_id INTEGER REFERENCES customer(customer_id));"
        "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(customer_id),"
        " placed_ts TEXT);"
        "CREATE TABLE ticket (ticket_id INTEGER PRIMARY KEY, order_id INTEGER REFERENCES orders(order_id),"
        " scanned_ts TEXT);"
    )
    rows = {
        "customer": [(1, "Ann", "Lee", "a@x.org", None), (2, "Ann", "Ray", "r@x.org", 1),
                     (3, "Bo", "Kim", "b@x.org", 1)],
        # Ann Lee bought three tickets five days ago, not scanned yet; Bo Kim three, fifty days ago, scanned lately
        "orders": [(1, 1, _at(5)), (2, 3, _at(50)), (3, 2, _at(6))],
        "ticket": [(1, 1, None), (2, 1, None), (3, 1, None), (4, 2, _at(10)), (5, 2, _at(10)), (6, 2, _at(9)),
                   (7, 3, None)],
    }  # fmt: skip
    return _database(tmp_path_factory, "boxoffice", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # counted: the tickets the kept count names, not the customers pointing at themselves, nor the orders
        # "bought" names; timed by when they were bought (the order), not scanned; named by both name columns
        ("Which customers bought more than 2 tickets in the last 30 days?", {"Ann Lee"}),
        ("Which customer has placed the most orders?", {"Ann Lee", "Ann Ray", "Bo Kim"}),  # ties kept, not "Ann"
    ],
)  # fmt: skip
def test_the_reader_counts_what_a_kept_count_names_and_names_people_in_full(
    boxoffice: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(boxoffice, question, expected)


@pytest.fixture(scope="module")
def saasdesk(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A SaaS business's customers are accounts; their users open support chats."""
    script = (
        "CREATE TABLE accounts (acct_id INTEGER PRIMARY KEY, acct_name TEXT);"
        "CREATE TABLE account_user (user_id INTEGER PRIMARY KEY, acct_id INTEGER REFERENCES accounts(acct_id),"
        " full_name TEXT);"
        "CREATE TABLE support_chats (chat_id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES account_user(user_id),"
        " acct_id INTEGER REFERENCES accounts(acct_id), opened_at TEXT);"
    )
    rows = {
        "accounts": [(1, "Globex"), (2, "Initech")],
        "account_user": [(1, 1, "Gil"), (2, 1, "Gus"), (3, 1, "Gia"), (4, 2, "Ivo")],
        "support_chats": [(1, 1, 1, _at(1)), (2, 2, 1, _at(2)), (3, 3, 1, _at(3)), (4, 4, 2, _at(1)),
                          (5, 4, 2, _at(2))],
    }  # fmt: skip
    return _database(tmp_path_factory, "saasdesk", script, rows)


def test_which_customers_groups_by_the_table_the_word_names_most_fully(saasdesk: tuple[Path, SourceSchema]) -> None:
    # accounts (all of whose name "customers" says) over account_user (half): Globex's three users open one each
    _answers(saasdesk, "Which customers have opened more than 2 support chats?", {"Globex"})


@pytest.fixture(scope="module")
def helpline(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Incidents that count their own reassignments and carry a cost in cents; teams they belong to."""
    script = (
        "CREATE TABLE team (team_id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE incident (incident_id INTEGER PRIMARY KEY, ref TEXT, team_id INTEGER REFERENCES team(team_id),"
        " reassignment_count INTEGER, cost_cents INTEGER, opened_at TEXT);"
    )
    rows = {
        "team": [(1, "Network"), (2, "Desktop")],
        "incident": [(1, "INC1", 1, 0, 1200, _at(1)), (2, "INC2", 1, 3, 9900, _at(2)), (3, "INC3", 2, 5, 4000, _at(3)),
                     (4, "INC4", 2, 2, 5001, _at(4))],
    }  # fmt: skip
    return _database(tmp_path_factory, "helpline", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which incidents have been reassigned three or more times?", {"INC2", "INC3"}),  # the verb's count column
        ("How many incidents cost us over 50 euros?", [(2,)]),  # euros of a cents column: times 100
        ("Which teams had more than 1 incident?", {"Network", "Desktop"}),  # a count of rows stays a HAVING
    ],
)  # fmt: skip
def test_a_number_is_compared_with_the_column_it_measures(
    helpline: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(helpline, question, expected)


@pytest.mark.parametrize(
    ("platform", "expected"),
    [(Platform.KQL, "| where reassignment_count >= 3"), (Platform.SPL, "reassignment_count>=3")],
)
def test_a_number_compared_is_written_as_a_number_for_every_platform(
    helpline: tuple[Path, SourceSchema], platform: Platform, expected: str
) -> None:
    _, schema = helpline
    query, _, _ = write("Which incidents have been reassigned three or more times?", platform, schema, "")
    assert expected in query


BALANCER = SourceSchema(
    source="balancer", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("lb_backend_up", "gauge", ("backend", ["shop", "blog"]), ("job", ["proxy"])),
        _metric("lb_server_up", "gauge", ("backend", ["shop", "blog"]), ("server", ["shop1", "blog1"]),
                ("job", ["proxy"])),
        _metric("lb_backend_current_server", "gauge", ("backend", ["shop", "blog"]), ("job", ["proxy"])),
        _metric("up", "gauge", ("job", ["proxy", "node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # what the exporter reports up or down itself, by the noun asked, unless targets or jobs are named
        ("Which backend servers are not up at the moment?", "min by (server) (lb_server_up) == 0"),
        ("Which backend has no healthy server left at all?", "min by (backend) (lb_backend_up) == 0"),
        ("How many backend servers are passing their health checks?", "count(lb_server_up == 1) or vector(0)"),
        ("Which scrape targets are down?", "up == 0"),
        ("Is the proxy job up?", 'up{job="proxy"} == 1'),
    ],
)  # fmt: skip
def test_promql_health_reads_the_exporters_own_up_metric(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, BALANCER, "")
    assert query == expected


def _epoch(days: float) -> int:
    return int((NOW - timedelta(days=days)).replace(tzinfo=UTC).timestamp())


def _zoned(days: float) -> str:
    return (NOW - timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%SZ")


@pytest.fixture(scope="module")
def campus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Times kept as the applications keep them: a Moodle's Unix integers (0: not set), run-together names; an
    operations table's ISO text with a T and a Z."""
    script = (
        "CREATE TABLE mdl_quiz_attempts (id INTEGER PRIMARY KEY, userid INTEGER, timestart INTEGER,"
        " timefinish INTEGER);"
        "CREATE TABLE flight (flight_id INTEGER PRIMARY KEY, flight_no TEXT, departed_at TEXT, arrived_at TEXT);"
    )
    rows = {
        # two finished attempts of 30 and 60 minutes lately, one old, one still going (timefinish 0)
        "mdl_quiz_attempts": [(1, 7, _epoch(1), _epoch(1) + 1800), (2, 8, _epoch(2), _epoch(2) + 3600),
                              (3, 9, _epoch(40), _epoch(40) + 600), (4, 7, _epoch(0.01), 0)],
        # one flight early on the day 7 days back: as text it would sort after that day's cut-off
        "flight": [(1, "EI1", _zoned(1), _zoned(0.9)), (2, "EI2", _zoned(7.2), _zoned(7.1)),
                   (3, "EI3", _zoned(3), None)],
    }  # fmt: skip
    return _database(tmp_path_factory, "campus", script, rows)


def test_discovery_reads_unix_and_zoned_times_as_times(campus: tuple[Path, SourceSchema]) -> None:
    _, schema = campus
    attempts, flight = schema.table("mdl_quiz_attempts"), schema.table("flight")
    assert attempts is not None
    assert flight is not None
    assert {c.name: c.time_encoding for c in attempts.columns if c.time_encoding} == {
        "timestart": "epoch_seconds", "timefinish": "epoch_seconds"
    }  # fmt: skip
    assert set(attempts.time_columns) == {"timestart", "timefinish"}  # userid is no time, whatever its values
    assert {c.name for c in flight.columns if c.time_encoding == "iso_text"} == {"departed_at", "arrived_at"}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many quiz attempts were started in the last 7 days?", [(3,)]),  # Unix times, in a window
        ("How many quiz attempts are still unfinished?", [(1,)]),  # 0: not set
        ("On average, how many minutes did a quiz attempt take over the last 7 days?", [(45.0,)]),  # start to finish
        ("How many flights departed in the last 7 days?", [(2,)]),  # 7.2 days back: out, read as a time
    ],
)  # fmt: skip
def test_the_reader_reads_times_kept_as_unix_integers_and_zoned_text(
    campus: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(campus, question, expected)


PROBES = SourceSchema(
    source="probes", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("probe_success", "gauge", ("service", ["shop", "mail"]), ("job", ["http", "tcp"])),
        _metric("probe_duration_seconds", "gauge", ("service", ["shop", "mail"]), ("job", ["http", "tcp"])),
        _metric("probe_http_status_code", "gauge", ("service", ["shop", "mail"]), ("job", ["http"])),
        _metric("node_scrape_collector_success", "gauge", ("collector", ["cpu", "meminfo"]), ("job", ["node"])),
        _metric("up", "gauge", ("job", ["http", "tcp", "node"])),
        _metric("prometheus_http_requests_total", "counter", ("code", ["200", "503"]), ("handler", ["/metrics"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # checks that pass or fail are what a *_success gauge reports; by the asked label, its worst check
        ("Which of our monitored services are failing their checks right now?",
         "min by (service) (probe_success) == 0"),
        ("What percentage of the home-page checks are passing?", "100 * avg(probe_success)"),
        ("Which service's probe takes the longest?", "topk(1, max by (service) (probe_duration_seconds))"),  # extreme
        ("Which probes are taking longer than a quarter of a second?", "probe_duration_seconds > 0.25"),  # a bound
        ("Which scrape jobs have more than one target?", "count by (job) (up) > 1"),
        ("Which services answer with a status code of 500 or above?",
         "max by (service) (probe_http_status_code) >= 500"),  # a value past the bound, not a count
        # the named metric's value for the named service, not another metric's code label
        ("What HTTP status code is the shop answering with?", 'probe_http_status_code{service="shop"}'),
    ],
)  # fmt: skip
def test_promql_reads_checks_extremes_and_bounds(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, PROBES, "")
    assert query == expected


@pytest.fixture(scope="module")
def airfield(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Flights whose status is the past of what was done to them; passengers with a date of birth."""
    script = (
        "CREATE TABLE flight (flight_id INTEGER PRIMARY KEY, flight_no TEXT, status TEXT, flight_date TEXT);"
        "CREATE TABLE passenger (passenger_id INTEGER PRIMARY KEY, full_name TEXT, date_of_birth TEXT);"
    )
    rows = {
        "flight": [(1, "EI1", "Cancelled", _day(1)), (2, "EI2", "Arrived", _day(1)), (3, "EI3", "Cancelled", _day(3)),
                   (4, "EI4", "Arrived", _day(1))],
        "passenger": [(1, "Ann Lee", _day(1)), (2, "Bo Kim", _day(9000))],
    }  # fmt: skip
    return _database(tmp_path_factory, "airfield", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many flights did we cancel yesterday?", [(1,)]),  # did we cancel: status Cancelled
        ("How many passengers signed up in the last 7 days?", [(2,)]),  # a date of birth is no window's time
        ("How many passengers were born in the last 7 days?", [(1,)]),  # unless the question names it
    ],
)  # fmt: skip
def test_the_reader_reads_acts_done_as_statuses_and_leaves_birth_dates_alone(
    airfield: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(airfield, question, expected)


@pytest.fixture(scope="module")
def operations(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An export whose every table starts ops_, delays with only a bookkeeping stamp, timed by their flight; a log
    whose target column holds the name of a table."""
    script = (
        "CREATE TABLE ops_delay_code (code_id INTEGER PRIMARY KEY, category TEXT);"
        "CREATE TABLE ops_aircraft (aircraft_id INTEGER PRIMARY KEY, registration TEXT);"
        "CREATE TABLE ops_flight (flight_id INTEGER PRIMARY KEY, flight_no TEXT, flight_date TEXT,"
        " aircraft_id INTEGER REFERENCES ops_aircraft(aircraft_id));"
        "CREATE TABLE ops_delay (delay_id INTEGER PRIMARY KEY, flight_id INTEGER REFERENCES ops_flight(flight_id),"
        " code_id INTEGER REFERENCES ops_delay_code(code_id), minutes INTEGER, modified_date TEXT);"
        "CREATE TABLE ops_log (log_id INTEGER PRIMARY KEY, flight_id INTEGER REFERENCES ops_flight(flight_id),"
        " target TEXT, logged_at TEXT);"
    )
    rows = {
        "ops_delay_code": [(1, "Weather"), (2, "Technical"), (3, "Crew")],
        "ops_aircraft": [(1, "EI-FAA")],
        "ops_flight": [(1, "EI1", _day(2), 1), (2, "EI2", _day(40), 1), (3, "EI3", _day(3), 1)],
        # recent flights: Technical 50 minutes in one delay, Crew 40 in two, Weather 30; the old flight's
        # 500 minutes of weather were edited yesterday (modified_date), which times nothing
        "ops_delay": [(1, 1, 2, 50, _day(30)), (2, 1, 3, 20, _day(30)), (3, 3, 3, 20, _day(30)),
                      (4, 3, 1, 30, _day(30)), (5, 2, 1, 500, _day(1))],
        "ops_log": [(1, 1, "flight", _at(1)), (2, 3, "crew", _at(1))],
    }  # fmt: skip
    return _database(tmp_path_factory, "operations", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "rank the X by total minutes": X grouped, the minutes kept summed; the delays timed by their flights
        ("Rank the delay categories by total minutes of delay over the last 30 days, top two.",
         {"Technical", "Crew"}),
        ("How many flights do we have?", [(3,)]),  # "flight" names ops_flight, not a value of ops_log.target
    ],
)  # fmt: skip
def test_the_reader_ranks_by_a_total_and_times_rows_by_their_events(
    operations: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(operations, question, expected)


@pytest.fixture(scope="module")
def routes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Flights reach airports two ways: their route's origin and destination, their aircraft's home base."""
    script = (
        "CREATE TABLE airport (airport_id INTEGER PRIMARY KEY, city TEXT);"
        "CREATE TABLE aircraft (aircraft_id INTEGER PRIMARY KEY, home_base_airport_id INTEGER"
        " REFERENCES airport(airport_id));"
        "CREATE TABLE route (route_id INTEGER PRIMARY KEY, origin_airport_id INTEGER REFERENCES airport(airport_id),"
        " destination_airport_id INTEGER REFERENCES airport(airport_id));"
        "CREATE TABLE flight (flight_id INTEGER PRIMARY KEY, aircraft_id INTEGER REFERENCES aircraft(aircraft_id),"
        " route_id INTEGER REFERENCES route(route_id), flight_date TEXT, scheduled_departure TEXT);"
    )
    rows = {
        "airport": [(1, "Dublin"), (2, "Cork")],
        "aircraft": [(1, 1), (2, 2)],  # one based in Dublin, one in Cork
        "route": [(1, 1, 2), (2, 2, 1)],  # Dublin -> Cork, Cork -> Dublin
        # two leave Dublin (one on the Cork-based aircraft), one leaves Cork on the Dublin-based aircraft
        "flight": [(1, 1, 1, _day(0), _zoned(-0.1)), (2, 2, 1, _day(0), _zoned(-0.2)), (3, 1, 2, _day(0), _zoned(-5))],
    }  # fmt: skip
    return _database(tmp_path_factory, "routes", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many flights leave Dublin?", [(2,)]),  # by the route's origin, not the aircraft's home base
        ("How many flights are due to leave in the next 2 days?", [(2,)]),  # "leave": the departure, not the date
    ],
)  # fmt: skip
def test_the_reader_reads_the_role_a_move_names_two_keys_away(
    routes: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(routes, question, expected)


@pytest.fixture(scope="module")
def portal(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An application's own tables under a shared prefix (app_), and its event log: namespaced event names, the
    actor's key beside a related user's, Unix times; the rarest event only in the newest rows."""
    script = (
        "CREATE TABLE app_user (id INTEGER PRIMARY KEY, username TEXT);"
        "CREATE TABLE app_page (id INTEGER PRIMARY KEY, title TEXT, timecreated INTEGER);"
        "CREATE TABLE app_log (id INTEGER PRIMARY KEY, eventname TEXT, userid INTEGER REFERENCES app_user(id),"
        " relateduserid INTEGER REFERENCES app_user(id), pageid INTEGER REFERENCES app_page(id),"
        " timecreated INTEGER);"
    )
    viewed, logged_in, failed = r"\app\event\page_viewed", r"\app\event\user_loggedin", r"\app\event\user_login_failed"
    # 6,000 old page views first: more rows than discovery samples from the oldest end
    old = [(i, viewed, 1, 9, 1, _epoch(30)) for i in range(1, 6001)]
    recent = [
        (6001, logged_in, 1, 9, None, _epoch(0.01)), (6002, logged_in, 1, 9, None, _epoch(0.02)),
        (6003, logged_in, 2, 9, None, _epoch(0.03)), (6004, logged_in, 3, 9, None, _epoch(1.5)),
        (6005, viewed, 2, 9, 2, _epoch(1)), (6006, viewed, 3, 9, 2, _epoch(2)), (6007, viewed, 1, 9, 3, _epoch(3)),
        (6008, failed, 3, 9, None, _epoch(0.5)), (6009, failed, 3, 9, None, _epoch(0.6)),
    ]  # fmt: skip
    rows = {
        "app_user": [(1, "ada"), (2, "bo"), (3, "cy"), (9, "system")],
        "app_page": [(1, "Home", _epoch(400)), (2, "Pricing", _epoch(300)), (3, "Careers", _epoch(1))],
        "app_log": old + recent,
    }
    return _database(tmp_path_factory, "portal", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a namespaced event named by its own words ("logged in": loggedin), counted by the actor's key
        ("How many different people have logged in over the last day?", [(2,)]),
        ("How many failed login attempts were there in the last day?", [(2,)]),  # in the newest rows only
        # "pages" names app_page in full once the prefix is dropped; the views are counted, windowed by their time
        ("Which page was viewed the most over the last 7 days?", {"Pricing"}),
    ],
)
def test_the_reader_reads_event_names_shared_prefixes_and_the_actors_key(
    portal: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(portal, question, expected)


def _millis(days: float) -> int:
    return _epoch(days) * 1000


@pytest.fixture(scope="module")
def legacy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Two applications' conventions in one file: a Prisma model (DATETIME columns holding milliseconds, camelCase,
    durations in milliseconds, a text column named like a time) and a mainframe's abbreviated UPPER_CASE names."""
    script = (
        'CREATE TABLE "Service" (id INTEGER PRIMARY KEY, name TEXT, runtime TEXT, "isCritical" BOOLEAN);'
        'CREATE TABLE "Incident" (id INTEGER PRIMARY KEY, "serviceId" INTEGER REFERENCES "Service"(id),'
        ' severity TEXT, "openedAt" DATETIME, "resolvedAt" DATETIME, "durationMs" INTEGER);'
        "CREATE TABLE CLAIM_HDR (CLM_NO TEXT PRIMARY KEY, LOSS_DT DATE, RPT_TS TIMESTAMP, CLS_TS TIMESTAMP,"
        " RSRV_AMT NUMBER(11,2));"
        "CREATE TABLE WORK_ORDER (WO_ID INTEGER PRIMARY KEY, QTY_PLANNED INTEGER, INSPECTED_AT TEXT);"
        "CREATE TABLE AGT_MSTR (AGT_ID INTEGER PRIMARY KEY, AGT_CD TEXT, AGT_NM TEXT);"
        "CREATE TABLE POLICY_MSTR (POL_NO TEXT PRIMARY KEY, AGT_ID INTEGER REFERENCES AGT_MSTR(AGT_ID), ISS_DT DATE);"
        "CREATE TABLE on_call (shift_id INTEGER PRIMARY KEY, engineer TEXT, starts_at TEXT, ends_at TEXT);"
    )
    hour = 3_600_000
    rows = {
        "Service": [(1, "payments", "node20", 1), (2, "search", "jvm21", 0)],
        # SEV1 and SEV2 resolved in 2 and 4 hours lately; a SEV3 of 10 hours; an old SEV1 of 20 hours
        "Incident": [(1, 1, "SEV1", _millis(1), _millis(1) + 2 * hour, 2 * hour),
                     (2, 2, "SEV2", _millis(2), _millis(2) + 4 * hour, 4 * hour),
                     (3, 1, "SEV3", _millis(3), _millis(3) + 10 * hour, 10 * hour),
                     (4, 2, "SEV1", _millis(60), _millis(60) + 20 * hour, 20 * hour)],
        # lost long ago, reported lately (two); lost lately, reported lately (one); one old report
        "CLAIM_HDR": [("C1", _day(40), _at(2), None, 100.0), ("C2", _day(50), _at(3), _at(1), 200.0),
                      ("C3", _day(4), _at(3.5), None, 50.0), ("C4", _day(300), _at(200), _at(100), 75.0)],
        "WORK_ORDER": [(1, 1, _at(1)), (2, 5, _at(2))],
        "AGT_MSTR": [(1, "B1", "HARBOUR"), (2, "B2", "PENNINE")],
        "POLICY_MSTR": [("P1", 1, _day(3)), ("P2", 1, _day(4)), ("P3", 1, _day(5)), ("P4", 2, _day(6))],
        # a shift that ended, the one under way, the next
        "on_call": [(1, "ada", _at(1.5), _at(0.5)), (2, "bo", _at(0.5), _at(-0.5)), (3, "cy", _at(-0.5), _at(-1.5))],
    }  # fmt: skip
    return _database(tmp_path_factory, "legacy", script, rows)


def test_discovery_reads_milliseconds_under_a_declared_time_and_drops_names_that_hold_no_time(
    legacy: tuple[Path, SourceSchema],
) -> None:
    _, schema = legacy
    incident, service = schema.table("Incident"), schema.table("Service")
    assert incident is not None
    assert service is not None
    assert {c.name: c.time_encoding for c in incident.columns if c.time_encoding} == {
        "openedAt": "epoch_milliseconds", "resolvedAt": "epoch_milliseconds"
    }  # fmt: skip
    assert service.time_columns == []  # runtime holds 'node20', not a time


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # two values of one column: either, never both; times held as milliseconds under a DATETIME
        ("How many SEV1 and SEV2 incidents were opened in the last 7 days?", [(2,)]),
        ("How many hours in total did incidents last over the last 7 days?", [(16.0,)]),  # durationMs, in hours
        # abbreviated names: RPT_TS is when a claim was reported, CLS_TS when it was closed, RSRV_AMT its reserve
        ("How many claims were reported in the last 7 days?", [(3,)]),
        ("How many claims were closed in the last 7 days?", [(1,)]),
        ("How much is held in reserves on claims reported in the last 7 days?", [(350.0,)]),
        # QTY is a quantity by convention, never the quality of "quality inspections"
        ("How many work orders were inspected in the last 7 days?", [(2,)]),
        # a broker is an agent; AGT_NM names the agent (by convention), AGT_MSTR is the agents' master table
        ("Which broker has sold the most policies?", {"HARBOUR"}),
        ("Who is on call right now?", {"bo"}),  # in force now: started, not yet ended
        # a flag one key away bounds a sum too: the critical services' incidents, 2 and 10 hours
        ("How many hours in total did incidents on critical services last over the last 7 days?", [(12.0,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_prisma_times_abbreviations_and_either_value(
    legacy: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(legacy, question, expected)


def test_either_value_is_written_for_every_platform(legacy: tuple[Path, SourceSchema]) -> None:
    _, schema = legacy
    question = "How many SEV1 and SEV2 incidents are there?"
    assert 'severity in ("SEV1", "SEV2")' in write(question, Platform.KQL, schema, "")[0]
    assert '(severity="SEV1" OR severity="SEV2")' in write(question, Platform.SPL, schema, "")[0]
    assert "severity IN ('SEV1', 'SEV2')" in write(question, Platform.SQL, schema, "sqlite")[0]


COUNTED_GAUGES = SourceSchema(
    source="processes", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("namedprocess_namegroup_thread_count", "gauge", ("groupname", ["relay", "cron"])),
        _metric("namedprocess_namegroup_cpu_seconds_total", "counter", ("groupname", ["relay", "cron"])),
    ],
)  # fmt: skip


def test_promql_keeps_a_gauge_named_like_a_count_as_a_gauge() -> None:
    query, _, _ = write("How many threads does the relay group have?", Platform.PROMQL, COUNTED_GAUGES, "")
    assert "rate(" not in query, query
    assert "namedprocess_namegroup_thread_count" in query, query


@pytest.mark.parametrize(
    ("word", "other", "same"),
    [
        ("paged", "page", True), ("shared", "share", True), ("used", "us", False),  # a past that takes only a d
        ("rpt", "reported", True), ("asgn", "assigned", True), ("pol", "policy", True),  # legacy abbreviations
        ("qty", "quality", False), ("qty", "quantity", True), ("age", "average", False),  # by convention; not so
    ],
)  # fmt: skip
def test_words_of_one_family(word: str, other: str, same: bool) -> None:
    assert similar(word, other) is same
    assert similar(other, word) is same


PROCESSES = SourceSchema(
    source="processes", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("namedprocess_namegroup_num_procs", "gauge", ("groupname", ["build-runner", "relay", "cron"])),
        _metric("namedprocess_namegroup_cpu_seconds_total", "counter", ("groupname", ["build-runner", "relay", "cron"]),
                ("mode", ["user", "system"])),
        _metric("namedprocess_namegroup_memory_bytes", "gauge", ("groupname", ["build-runner", "relay", "cron"]),
                ("memtype", ["resident", "virtual"])),
        _metric("namedprocess_namegroup_thread_count", "gauge", ("groupname", ["build-runner", "relay", "cron"]),
                ("threadname", ["build-runner", "relay-worker", "cron"])),
        _metric("namedprocess_namegroup_context_switches_total", "counter",
                ("groupname", ["build-runner", "relay", "cron"]), ("ctxswitchtype", ["nonvoluntary", "voluntary"])),
        _metric("process_resident_memory_bytes", "gauge", ("job", ["node"])),
        _metric("process_cpu_seconds_total", "counter", ("job", ["node"])),
        _metric("process_exporter_build_info", "gauge", ("version", ["0.7.10"])),
        _metric("node_cpu_seconds_total", "counter", ("cpu", ["0", "1"]), ("mode", ["idle", "user"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a service is what the process exporter calls a group; the CPU its group burns, not the machine's
        ("Which service is burning the most CPU right now?",
         "topk(1, sum by (groupname) (rate(namedprocess_namegroup_cpu_seconds_total["),
        # a bound in percent of a core is a ratio, on the counter's rate; in MiB, in bytes; RAM is resident
        ("Which services are using less than 5% of a CPU core?",
         "sum by (groupname) (rate(namedprocess_namegroup_cpu_seconds_total["),
        ("Which services are using more than 100 MiB of RAM?",
         'max by (groupname) (namedprocess_namegroup_memory_bytes{memtype="resident"}) > 104857600'),
        # a value of two words ("the build runner") names the series, not the exporter's build_info; of the two
        # labels holding it, the group; "more than one process" of a metric counting processes is its value
        ("How many processes does the build runner have?",
         'sum (namedprocess_namegroup_num_procs{groupname="build-runner"})'),
        ("Which services run more than one process?", "max by (groupname) (namedprocess_namegroup_num_procs) > 1"),
        ("How much memory does the build runner have resident?",
         'namedprocess_namegroup_memory_bytes{groupname="build-runner",memtype="resident"}'),
        # services in the plural: the groups' memory summed, not the exporter's own process_resident_memory_bytes
        ("Together, how much resident memory do all the watched services use?",
         'sum (namedprocess_namegroup_memory_bytes{memtype="resident"})'),
        # one negation said with another prefix
        ("Which service gets preempted the most, going by involuntary context switches a second?",
         'ctxswitchtype="nonvoluntary"'),
    ],
)  # fmt: skip
def test_promql_reads_process_groups_bounds_in_units_and_values_that_name_series(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, PROCESSES, "")
    assert expected in query, query
    if "5%" in question:
        assert query.endswith("< 0.05"), query


def _at_plus(days: float, minutes: float) -> str:
    return (NOW - timedelta(days=days) + timedelta(minutes=minutes)).strftime("%Y-%m-%d %H:%M:%S")


@pytest.fixture(scope="module")
def deadlines(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Rows done against a deadline: their own (a loan's plain due date, a flight's scheduled arrival) or the one
    of the row they belong to (a submission's assignment, in Unix times)."""
    script = (
        "CREATE TABLE assignment (id INTEGER PRIMARY KEY, name TEXT, duedate INTEGER);"
        "CREATE TABLE submission (id INTEGER PRIMARY KEY, assignment INTEGER REFERENCES assignment(id),"
        " timecreated INTEGER, timemodified INTEGER);"
        "CREATE TABLE loan (loan_id INTEGER PRIMARY KEY, due_on TEXT, returned_at TEXT);"
        "CREATE TABLE flight (flight_id INTEGER PRIMARY KEY, scheduled_arrival TEXT, actual_arrival TEXT);"
    )
    rows = {
        "assignment": [(1, "Essay", _epoch(5)), (2, "Lab", _epoch(1))],
        # the essay: more submissions, two in time and one late; the lab: both late
        "submission": [(1, 1, _epoch(9), _epoch(6)), (2, 1, _epoch(9), _epoch(7)), (3, 1, _epoch(9), _epoch(4)),
                       (4, 2, _epoch(9), _epoch(0.2)), (5, 2, _epoch(9), _epoch(0.5))],
        # returned on the due day (in time: a due date is met all that day), two days late, early, not yet
        "loan": [(1, _day(5), _at(5)), (2, _day(10), _at(8)), (3, _day(3), _at(4)), (4, _day(2), None)],
        # 10 minutes late, 40 minutes late, early, not arrived
        "flight": [(1, _at(1), _at_plus(1, 10)), (2, _at(2), _at_plus(2, 40)), (3, _at(3), _at_plus(3, -5)),
                   (4, _at(0.5), None)],
    }  # fmt: skip
    return _database(tmp_path_factory, "deadlines", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which assignment has had the most late submissions?", {"Lab"}),  # the deadline of the row it belongs to
        ("What share of the loans returned in the last 30 days came back late?", [(100.0 / 3,)]),  # a plain date
        ("What percentage of flights arrived on time, meaning within 15 minutes of schedule?", [(200.0 / 3,)]),
    ],
)
def test_the_reader_compares_the_time_a_row_was_done_with_its_deadline(
    deadlines: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(deadlines, question, expected)


def test_a_share_is_written_for_kql_and_spl(deadlines: tuple[Path, SourceSchema]) -> None:
    """A percentage once raised KeyError in the KQL and SPL writers: now the share of rows meeting its condition."""
    _, schema = deadlines
    question = "What share of the loans returned in the last 30 days came back late?"
    kql, _, _ = write(question, Platform.KQL, schema, "")
    spl, _, _ = write(question, Platform.SPL, schema, "")
    assert "summarize percent = 100.0 * countif(returned_at > due_on) / count()" in kql
    assert "stats count(eval(returned_at > due_on)) AS hits count AS total | eval percent=100*hits/total" in spl


@pytest.fixture(scope="module")
def statuses(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """States kept as codes: a lookup whose yes/no indicator says which are open; runs that passed or failed."""
    script = (
        "CREATE TABLE STAT_REF (STAT_CD TEXT PRIMARY KEY, STAT_DESC TEXT, OPEN_IND TEXT);"
        "CREATE TABLE CLAIM (CLM_NO TEXT PRIMARY KEY, STAT_CD TEXT REFERENCES STAT_REF(STAT_CD), RSRV_AMT REAL);"
        "CREATE TABLE run (id INTEGER PRIMARY KEY, trigger TEXT, status TEXT);"
    )
    rows = {
        "STAT_REF": [("O", "OPEN", "Y"), ("R", "REOPENED", "Y"), ("C", "CLOSED", "N"), ("D", "DENIED", "N")],
        "CLAIM": [("C1", "O", 100.0), ("C2", "R", 50.0), ("C3", "C", 10.0), ("C4", "D", 5.0), ("C5", "D", 7.0)],
        "run": [(1, "PULL_REQUEST", "SUCCESS"), (2, "PULL_REQUEST", "SUCCESS"), (3, "PULL_REQUEST", "SUCCESS"),
                (4, "PULL_REQUEST", "FAILED"), (5, "PUSH", "SUCCESS"), (6, "PUSH", "FAILED"), (7, "PUSH", "FAILED")],
    }  # fmt: skip
    return _database(tmp_path_factory, "statuses", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How much is held in reserves on open claims?", [(150.0,)]),  # OPEN_IND: reopened claims are open too
        ("How many claims did we deny?", [(2,)]),  # deny: DENIED
        ("Of the pull-request runs, what percentage passed?", [(75.0,)]),  # passed: SUCCESS, the share's condition
    ],
)
def test_the_reader_reads_indicators_pasts_in_ied_and_what_passed(
    statuses: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(statuses, question, expected)


def test_a_window_is_timed_by_the_verb_nearest_before_it(legacy: tuple[Path, SourceSchema]) -> None:
    """Two times named, LOSS_DT and RPT_TS: "reported in the last 7 days" windows by the report; the days passed
    between them are measured."""
    into_today = (NOW - NOW.replace(hour=0, minute=0, second=0)).total_seconds() / 86400  # a plain date's midnight
    question = (
        "For claims reported in the last 7 days, how many days on average passed between the loss and the report?"
    )
    _answers(legacy, question, [(28.5 + into_today,)])


@pytest.mark.parametrize(
    ("code", "word", "stands"), [("mtr", "motor", True), ("ctr", "customers", False), ("hom", "home", False)]
)
def test_a_code_stands_for_a_word_by_its_first_consonants(code: str, word: str, stands: bool) -> None:
    assert _code_for(code, word) is stands


@pytest.fixture(scope="module")
def venues(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Tickets that were used or not, per venue through the show; complaints a venue has or has not acknowledged.
    The Arches: 3 of 4 tickets no-shows; the Dome: 1 of 4; the Hall: none of 2."""
    script = (
        "CREATE TABLE venue (venue_id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE show (show_id INTEGER PRIMARY KEY, venue_id INTEGER REFERENCES venue(venue_id), title TEXT);"
        "CREATE TABLE ticket (ticket_id INTEGER PRIMARY KEY, show_id INTEGER REFERENCES show(show_id),"
        " status TEXT, fare_rate REAL);"
        "CREATE TABLE complaint (complaint_id INTEGER PRIMARY KEY, venue_id INTEGER REFERENCES venue(venue_id),"
        " raised_at TEXT, acknowledged_at TEXT);"
    )
    rows = {
        "venue": [(1, "The Arches"), (2, "The Dome"), (3, "The Hall")],
        "show": [(1, 1, "Opening night"), (2, 2, "Matinee"), (3, 3, "Late show")],
        "ticket": [(1, 1, "no_show", 20.0), (2, 1, "no_show", 20.0), (3, 1, "no_show", 20.0), (4, 1, "attended", 20.0),
                   (5, 2, "no_show", 35.0), (6, 2, "attended", 35.0), (7, 2, "attended", 35.0),
                   (8, 2, "attended", 35.0), (9, 3, "attended", 50.0), (10, 3, "attended", 50.0)],
        "complaint": [(1, 1, _at(5), _at(4)), (2, 2, _at(3), None), (3, 3, _at(2), _at(1.5)), (4, 3, _at(9), _at(8))],
    }  # fmt: skip
    return _database(tmp_path_factory, "venues", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which venue has the worst no-show rate?", {"The Arches"}),  # a share per group, the highest
        ("Which venue has the worst attendance rate?", {"The Arches"}),  # more attendance is better: the lowest
        ("Which venue has the best no-show rate?", {"The Hall"}),  # fewer no-shows are better: the lowest
        ("What's the highest fare rate anyone paid?", [(50.0,)]),  # a rate that is a price, not a share
        ("Which venue has a complaint that nobody has acknowledged yet?", {"The Dome"}),  # the neighbour's time empty
    ],
)
def test_the_reader_ranks_rates_per_group_and_reads_a_neighbour_not_done_yet(
    venues: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(venues, question, expected)


MOMENTS = SourceSchema(
    source="moments", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("node_boot_time_seconds", "gauge"),
        _metric("node_forks_total", "counter"),
        _metric("worker_start_time_seconds", "gauge", ("pool", ["ingest", "render", "mail"])),
        _metric("worker_busy", "gauge", ("pool", ["ingest", "render", "mail"])),
        _metric("site_cert_expiry_timestamp_seconds", "gauge", ("site", ["shop", "blog"])),
        _metric("up", "gauge", ("job", ["node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a moment kept as Unix seconds: the time since it, in the unit asked (not the up targets "been up" names)
        ("How many hours has the host been up since its last boot?", "(time() - node_boot_time_seconds) / 3600"),
        ("When did the host last boot? Give me the Unix timestamp.", "node_boot_time_seconds"),  # the moment itself
        ("How many processes has the host forked since it booted?", "sum (node_forks_total)"),  # a counter, no age
        # the earliest start of each pool ranks "running the longest"; a moment ahead counts down
        ("Which pool has been running the longest?",
         "topk(1, time() - min by (pool) (worker_start_time_seconds))"),
        ("How many days until the shop's certificate expires?",
         '(site_cert_expiry_timestamp_seconds{site="shop"} - time()) / 86400'),
        # not done within a window: the group's latest moment is further back, or any of its series' is
        ("Which pools haven't started a worker in the last 2 hours?",
         "time() - max by (pool) (worker_start_time_seconds) > 7200"),
        ("Which pools have workers that haven't started in the last 2 hours?",
         "time() - min by (pool) (worker_start_time_seconds) > 7200"),
    ],
)  # fmt: skip
def test_promql_reads_moments_as_the_time_since_or_until_them(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, MOMENTS, "")
    assert query == expected


@pytest.fixture(scope="module")
def coded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Codes explained only by tables of codes by column name: one without the table's name (PeopleSoft's
    PSXLATITEM), one with it (ServiceNow's sys_choice, where incident and problem states differ)."""
    script = (
        "CREATE TABLE XLAT (FIELDNAME TEXT, FIELDVALUE TEXT, EFF_STATUS TEXT, XLATLONGNAME TEXT);"
        "CREATE TABLE JOB (EMPLID TEXT, EMPL_STATUS TEXT, ACTION TEXT);"
        "CREATE TABLE ABSENCE (ID INTEGER PRIMARY KEY, EMPLID TEXT, APPR_STATUS TEXT);"
        "CREATE TABLE choice (name TEXT, element TEXT, value TEXT, label TEXT, language TEXT);"
        "CREATE TABLE incident (number TEXT, state TEXT, priority TEXT, category TEXT);"
        "CREATE TABLE problem (number TEXT, state TEXT);"
    )
    rows = {
        "XLAT": [("EMPL_STATUS", "A", "A", "Active"), ("EMPL_STATUS", "L", "A", "Leave of Absence"),
                 ("EMPL_STATUS", "T", "A", "Terminated"), ("ACTION", "HIR", "A", "Hire"),
                 ("ACTION", "LOA", "A", "Leave of Absence"), ("ACTION", "TER", "A", "Termination"),
                 ("APPR_STATUS", "P", "A", "Pending"), ("APPR_STATUS", "Y", "A", "Approved")],
        "JOB": [("E1", "A", "HIR"), ("E2", "L", "LOA"), ("E3", "L", "LOA"), ("E4", "T", "TER"), ("E5", "A", "HIR")],
        "ABSENCE": [(1, "E1", "P"), (2, "E2", "Y"), (3, "E3", "Y"), (4, "E5", "Y")],
        "choice": [("incident", "state", "3", "On Hold", "en"), ("incident", "state", "1", "New", "en"),
                   ("incident", "state", "7", "Closed", "en"), ("problem", "state", "101", "New", "en"),
                   ("problem", "state", "3", "Root Cause Analysis", "en"),
                   ("incident", "priority", "1", "Critical", "en"), ("incident", "priority", "2", "High", "en"),
                   ("incident", "category", "hw", "Hardware", "en")],
        "incident": [("INC1", "3", "1", "hw"), ("INC2", "3", "2", "hw"), ("INC3", "1", "2", "hw"),
                     ("INC4", "7", "1", "hw")],
        "problem": [("PRB1", "101"), ("PRB2", "3")],
    }  # fmt: skip
    return _database(tmp_path_factory, "coded", script, rows)


def test_discovery_reads_what_codes_mean_from_a_table_of_codes(coded: tuple[Path, SourceSchema]) -> None:
    _, schema = coded
    job, incident = schema.table("JOB"), schema.table("incident")
    assert job is not None
    assert incident is not None
    status, state = job.column("EMPL_STATUS"), incident.column("state")
    assert status is not None
    assert state is not None
    assert status.labels == {"A": "Active", "L": "Leave of Absence", "T": "Terminated"}
    assert state.labels == {"3": "On Hold", "1": "New", "7": "Closed"}  # the incident's, not the problem's "3"
    assert [t.name for t in schema.tables if t.explains] == ["XLAT", "choice"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many employees are on a leave of absence?", [(2,)]),  # the label of the coarser column (not ACTION)
        ("How many absence requests were approved?", [(3,)]),  # 'Y' means approved
        ("How many incidents are on hold?", [(2,)]),  # '3' of the incident's state, by the choice table
    ],
)
def test_the_reader_names_codes_by_the_labels_a_table_of_codes_gives_them(
    coded: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(coded, question, expected)


@pytest.fixture(scope="module")
def departments(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Rows named by neither a name nor a title: a department by its description beside a status code, a delay
    code by the column called what the table is, beside its category."""
    script = (
        "CREATE TABLE DEPT (DEPTID TEXT PRIMARY KEY, EFF_STATUS TEXT, DESCR TEXT);"
        "CREATE TABLE SHIFT (ID INTEGER PRIMARY KEY, DEPTID TEXT REFERENCES DEPT(DEPTID), HOURS REAL);"
        "CREATE TABLE DelayCode (DelayCodeID INTEGER PRIMARY KEY, Code TEXT, Category TEXT);"
        "CREATE TABLE Delay (DelayID INTEGER PRIMARY KEY, DelayCodeID INTEGER REFERENCES DelayCode(DelayCodeID));"
    )
    rows = {
        "DEPT": [("10", "A", "Outbound"), ("20", "A", "Inbound"), ("30", "I", "Returns")],
        "SHIFT": [(1, "10", 8.0), (2, "10", 8.0), (3, "10", 6.0), (4, "20", 8.0), (5, "30", 4.0)],
        "DelayCode": [(1, "93", "Reactionary"), (2, "81", "Air Traffic Flow"), (3, "82", "Air Traffic Flow")],
        "Delay": [(1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3)],
    }  # fmt: skip
    return _database(tmp_path_factory, "departments", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which department has the most shifts?", {"Outbound"}),  # not by its EFF_STATUS 'A'
        ("What is the most common delay code?", {"93"}),  # not by its category 'Air Traffic Flow'
        ("Which delay category is the most common?", {"Air Traffic Flow"}),
    ],
)
def test_a_row_is_named_by_its_description_or_by_the_column_called_what_it_is(
    departments: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(departments, question, expected)


TASKS = SourceSchema(
    source="tasks", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("sync_task_runs_total", "counter", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("sync_task_failures_total", "counter", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("sync_task_last_run_success", "gauge", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("sync_task_duration_seconds", "gauge", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("sync_task_pushed_time_seconds", "gauge", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("sync_task_bytes", "gauge", ("task", ["mirror", "index"]), ("host", ["a1", "b2"])),
        _metric("node_time_zone_offset_seconds", "gauge", ("time_zone", ["UTC"])),
        # and more times kept in seconds than the reader looks for a distribution among
        *(_metric(name, "gauge")
          for name in ("node_time_seconds", "node_boot_time_seconds", "process_start_time_seconds",
                       "prometheus_remote_storage_highest_timestamp_in_seconds")),
        _metric("node_scrape_collector_duration_seconds", "gauge", ("collector", ["cpu", "time", "uname"])),
        TableInfo(name="process_cpu_seconds_total", kind="counter",
                  description="Total user and system CPU time spent in seconds."),
        TableInfo(name="node_timex_offset_seconds", kind="gauge",
                  description="Time offset in between local system and reference clock."),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the outcome of the latest run is a <thing>_success gauge; a count that never moved is zero
        ("Which task is failing right now?", "min by (task) (sync_task_last_run_success) == 0"),
        ("How many tasks failed on their most recent run?", "count(sync_task_last_run_success == 0) or vector(0)"),
        ("Which tasks have never had a failed run?", "sum by (task) (sync_task_failures_total) == 0"),
        # a bound in seconds takes a span in seconds, not a moment ("last time" names no time metric)
        ("Which hosts had a task run longer than 3 seconds last time?",
         "max by (host) (sync_task_duration_seconds) > 3"),
        ("How many minutes did the mirror task take?", 'sync_task_duration_seconds{task="mirror"}'),
    ],
)  # fmt: skip
def test_promql_reads_outcomes_counts_that_never_moved_and_spans_of_time(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, TASKS, "")
    assert expected in query, query


def _yyyymmdd(days_ago: float) -> int:
    return int((NOW - timedelta(days=days_ago)).strftime("%Y%m%d"))


@pytest.fixture(scope="module")
def tenancy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Leases of units (bedrooms on the unit, rent on the lease), payments that cleared or came back, requests
    awaiting a decision, and absences dated as YYYYMMDD integers."""
    script = (
        "CREATE TABLE buildings (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE units (id INTEGER PRIMARY KEY, building_id INTEGER REFERENCES buildings(id), bedrooms INTEGER,"
        " status TEXT);"
        "CREATE TABLE leases (id INTEGER PRIMARY KEY, unit_id INTEGER REFERENCES units(id), status TEXT,"
        " end_date DATE, monthly_rent REAL, created_at DATETIME);"
        "CREATE TABLE payments (id INTEGER PRIMARY KEY, lease_id INTEGER REFERENCES leases(id), status TEXT);"
        "CREATE TABLE requests (id INTEGER PRIMARY KEY, status TEXT, days REAL, raised_at DATETIME);"
        "CREATE TABLE absences (id INTEGER PRIMARY KEY, kind TEXT, begin_dt INTEGER, end_dt INTEGER);"
    )
    rows = {
        "buildings": [(1, "Alder Court"), (2, "Birch House")],
        "units": [(1, 1, 2, "occupied"), (2, 1, 1, "vacant"), (3, 2, 2, "vacant"), (4, 2, 3, "vacant")],
        "leases": [(1, 1, "active", _day(-10), 2000.0, _at(300)), (2, 2, "renewed", _day(-20), 1500.0, _at(200)),
                   (3, 3, "active", _day(-90), 2400.0, _at(100)), (4, 4, "notice_given", _day(-25), 3000.0, _at(2))],
        "payments": [(1, 1, "cleared"), (2, 1, "returned"), (3, 2, "cleared"), (4, 3, "cleared")],
        "requests": [(1, "pending", 2.0, _at(1)), (2, "approved", 5.0, _at(3)), (3, "pending", 1.0, _at(4))],
        "absences": [(1, "vacation", _yyyymmdd(-3), _yyyymmdd(-5)), (2, "vacation", _yyyymmdd(-30), _yyyymmdd(-32)),
                     (3, "sick", _yyyymmdd(2), _yyyymmdd(1))],
    }  # fmt: skip
    return _database(tmp_path_factory, "tenancy", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many leases are due to expire in the next 30 days?", [(3,)]),  # expire: the end date, not created_at
        # neither … nor: both values set aside; "given by the tenant" says who, it groups nothing
        ("Of the leases ending in the next 30 days, how many have neither a renewal signed nor notice given by the "
         "tenant?", [(1,)]),
        ("What's the average monthly rent of a two-bedroom?", [(2200.0,)]),  # a number joined to a column's noun
        ("Which building has the most empty units?", {"Birch House"}),  # empty: vacant
        ("What percentage of payments bounced?", [(25.0,)]),  # bounced: returned
        ("How many requests are still waiting for a decision?", [(2,)]),  # a state (pending), not a span of days
        ("How many vacations are starting in the next 14 days?", [(1,)]),  # starting: begin_dt, a YYYYMMDD date
    ],
)  # fmt: skip
def test_the_reader_reads_ends_neither_nor_sizes_and_dates_kept_as_numbers(
    tenancy: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(tenancy, question, expected)


def test_discovery_reads_yyyymmdd_integers_as_dates(tenancy: tuple[Path, SourceSchema]) -> None:
    _, schema = tenancy
    absences = schema.table("absences")
    assert absences is not None
    assert [(c.name, c.time_encoding) for c in absences.columns if c.time_encoding] == [
        ("begin_dt", "yyyymmdd"), ("end_dt", "yyyymmdd")
    ]  # fmt: skip


@pytest.fixture(scope="module")
def payslips(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Payslips of people kept in a table of personal data: Ada earns most in all, Bo has the largest single slip."""
    script = (
        "CREATE TABLE PERSONAL_DATA (EMPLID TEXT PRIMARY KEY, NAME TEXT);"
        "CREATE TABLE PAY_CHECK (PAYCHECK_NBR INTEGER PRIMARY KEY, EMPLID TEXT REFERENCES PERSONAL_DATA(EMPLID),"
        " TOTAL_GROSS REAL);"
    )
    rows = {
        "PERSONAL_DATA": [("1", "Stone,Ada"), ("2", "Lind,Bo"), ("3", "Ruiz,Cy")],
        "PAY_CHECK": [(1, "1", 4000.0), (2, "1", 4000.0), (3, "1", 4000.0), (4, "2", 9000.0), (5, "3", 1000.0)],
    }
    return _database(tmp_path_factory, "payslips", script, rows)


def test_the_highest_earners_are_ranked_by_their_totals_as_people(payslips: tuple[Path, SourceSchema]) -> None:
    """ "Who": the table of personal data; "highest earners by gross pay": each person's total, not a grouping by
    pay nor their largest slip."""
    _answers(payslips, "Who were our two highest earners by gross pay?", {"Stone,Ada", "Lind,Bo"})
    path, schema = payslips
    query, _, _ = write("Who is our highest earner by gross pay?", Platform.SQL, schema, "sqlite")
    assert [row[0] for row in _run(path, query)] == ["Stone,Ada"], query


@pytest.fixture(scope="module")
def histories(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An effective-dated job history: E1 went on leave, E2 came back, E3's leave takes effect next week."""
    script = (
        "CREATE TABLE person (emplid TEXT PRIMARY KEY, name TEXT);"
        "CREATE TABLE job (emplid TEXT REFERENCES person(emplid), effdt INTEGER, empl_status TEXT,"
        " PRIMARY KEY (emplid, effdt));"
    )
    rows = {
        "person": [("E1", "Ada"), ("E2", "Bo"), ("E3", "Cy")],
        "job": [("E1", _yyyymmdd(300), "active"), ("E1", _yyyymmdd(20), "leave"),
                ("E2", _yyyymmdd(200), "leave"), ("E2", _yyyymmdd(10), "active"),
                ("E3", _yyyymmdd(100), "active"), ("E3", _yyyymmdd(-7), "leave")],
    }  # fmt: skip
    return _database(tmp_path_factory, "histories", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many employees are on leave right now?", [(1,)]),  # each one's row in effect today: E1 alone
        ("How many employees are active?", [(2,)]),  # E2 and E3 (whose leave has not begun)
    ],
)
def test_an_effective_dated_history_is_read_at_the_rows_in_effect_today(
    histories: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(histories, question, expected)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # still open: the span so far, up to now (repairs 3 and 5 are unfinished, booked 0 and 1.2 days ago)
        ("What's the longest any repair still open has been going, in hours?", [(28.8,)]),
        ("How many repairs were booked since Monday?", None),  # this week's Monday, today when it is one
    ],
)
def test_a_span_still_open_runs_to_now_and_a_week_runs_from_monday(
    garage: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    if expected is None:
        monday = (NOW - timedelta(days=NOW.weekday())).replace(hour=0, minute=0, second=0)
        booked = [0, 1.2, 2, 3, 5, 40]  # days ago, as the garage's repairs were booked
        expected = [(sum(1 for days in booked if NOW - timedelta(days=days) >= monday),)]
    _answers(garage, question, expected)


def test_the_start_of_a_span_is_a_time_not_a_state(tmp_path_factory: pytest.TempPathFactory) -> None:
    """ "Between checking in and being seen": checked_in_at starts the span; the patients checked in right now
    (status 'checked_in', not yet seen) are not the rows measured, the visits done are."""
    script = "CREATE TABLE visits (id INTEGER PRIMARY KEY, status TEXT, checked_in_at TEXT, seen_at TEXT);"
    rows = {
        "visits": [(1, "done", _at(1), _at(1 - 20 / 1440)), (2, "done", _at(2), _at(2 - 40 / 1440)),
                   (3, "checked_in", _at(0.01), None)],
    }  # fmt: skip
    database = _database(tmp_path_factory, "visits", script, rows)
    _answers(database, "On average, how many minutes do patients wait between checking in and being seen?", [(30.0,)])


def test_promql_reads_a_share_of_a_whole_no_metric_totals() -> None:
    """The parts of a whole kept as sibling gauges: rejected over loaded plus rejected, when the question names the
    whole ("of the rows") by the family's last word."""
    rows = SourceSchema(
        source="rows", platform=Platform.PROMQL, kind="prometheus",
        tables=[_metric("import_rows_loaded", "gauge", ("table", ["orders", "lines"])),
                _metric("import_rows_rejected", "gauge", ("table", ["orders", "lines"]))],
    )  # fmt: skip
    query, _, _ = write("What percentage of the rows the import processed were rejected?", Platform.PROMQL, rows, "")
    assert query == "100 * sum(import_rows_rejected) / (sum(import_rows_rejected) + sum(import_rows_loaded))"


DATABASE_SERVER = SourceSchema(
    source="dbserver", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("dbx_status_commands_total", "counter", ("command", ["select", "insert", "delete"])),
        _metric("dbx_user_rows_deleted_total", "counter", ("user", ["shop_app", "wiki_app"])),
        _metric("dbx_table_size", "gauge", ("schema", ["shop", "wiki"]), ("table", ["orders", "pages"]),
                ("component", ["data_length", "index_length"])),
        _metric("dbx_table_rows", "gauge", ("schema", ["shop", "wiki"]), ("table", ["orders", "pages"])),
        _metric("dbx_buffer_pool_size", "gauge"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a database server's accounts are its users
        ("Which accounts have deleted any rows in the last minute?",
         "sum by (user) (increase(dbx_user_rows_deleted_total[1m])) > 0"),
        # the noun a "which" asks for ends at the verb: schemas, not tables
        ("Which schemas have tables whose rows are counted?", "count by (schema) (dbx_table_rows)"),
        # a size with no unit in its name is in bytes; "how big" is one amount over the parts its series hold
        ("How big is the shop orders table, in MiB?", '(sum(dbx_table_size{schema="shop",table="orders"})) / 1048576'),
        ("How large is the buffer pool, in MiB?", "(sum(dbx_buffer_pool_size)) / 1048576"),
    ],
)  # fmt: skip
def test_promql_reads_a_database_servers_words_and_sizes(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, DATABASE_SERVER, "")
    assert query == expected


@pytest.fixture(scope="module")
def tills(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Orders that count their guests beside their money: a total, and the tax that is a part of it."""
    script = (
        "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),"
        " customer_count INTEGER, amount_tax REAL, amount_total REAL, delivery_fee REAL, date_order TEXT);"
    )
    rows = {
        "customers": [(1, "Ann"), (2, "Bob"), (3, "Cyra")],
        "orders": [(1, 1, 2, 90.0, 150.0, 1.0, _at(1)), (2, 1, 2, 90.0, 150.0, 1.0, _at(2)),
                   (3, 2, 8, 200.0, 210.0, 9.0, _at(3)), (4, 3, 1, 5.0, 20.0, 0.0, _at(4))],
    }  # fmt: skip
    return _database(tmp_path_factory, "tills", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # each customer by their total (Ann 300), not one total, nor the guests counted (Bob's 8), nor the tax
        ("Which customer spent the most with us?", {"Ann"}),
        ("Which two customers spent the most?", {"Ann", "Bob"}),
        ("Which customer's orders brought in the most money?", {"Ann"}),
        ("How much did Cyra spend?", [(20.0,)]),
        ("How much tax did Cyra pay?", [(5.0,)]),  # the part named
        ("Which customer's fees brought in the most money?", {"Bob"}),  # the money named, by one of its words
    ],
)
def test_money_asked_for_is_the_total_not_a_count_beside_it(
    tills: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(tills, question, expected)


@pytest.fixture(scope="module")
def donations(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A WordPress plugin's tables: donations as posts, described by a key/value table, and the site's settings."""
    script = (
        "CREATE TABLE wp_posts (ID INTEGER PRIMARY KEY, post_title TEXT, post_status TEXT, post_date TEXT);"
        "CREATE TABLE wp_donationmeta (meta_id INTEGER PRIMARY KEY, donation_id INTEGER REFERENCES wp_posts(ID),"
        " meta_key TEXT, meta_value TEXT);"
        "CREATE TABLE wp_options (option_id INTEGER PRIMARY KEY, option_name TEXT, option_value TEXT);"
        "CREATE TABLE wp_subscriptions (id INTEGER PRIMARY KEY, period TEXT, amount REAL, created TEXT);"
    )
    rows = {
        "wp_posts": [(1, "Donation 1", "publish", _at(1)), (2, "Donation 2", "refunded", _at(2)),
                     (3, "Donation 3", "refunded", _at(3)), (4, "Donation 4", "publish", _at(40))],
        "wp_donationmeta": [(i, post, key, value) for i, (post, key, value) in enumerate(
            [(p, k, v) for p in (1, 2, 3, 4) for k, v in (("_payment_total", "50.000000"), ("_payment_mode", "live"))],
            start=1)],
        "wp_options": [(1, "recurring_enabled", "1"), (2, "timezone_string", "America/Phoenix")],
        "wp_subscriptions": [(1, "month", 10.0, _at(1)), (2, "year", 100.0, _at(2)), (3, "month", 20.0, _at(60))],
    }  # fmt: skip
    return _database(tmp_path_factory, "donations", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many donations were refunded?", [(2,)]),  # the posts the key/value rows describe, not those rows
        ("How many subscriptions were set up in the last 30 days?", [(2,)]),
        ("How many monthly subscriptions were set up in the last 30 days?", [(1,)]),  # the period 'month'
    ],
)
def test_a_key_value_table_describes_rows_and_names_no_values(
    donations: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(donations, question, expected)


SIBLINGS = SourceSchema(
    source="lb", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("lb_backend_current_server", "gauge", ("backend", ["shop", "api"])),
        _metric("lb_server_sessions_total", "counter", ("backend", ["shop", "api"]), ("server", ["web1", "web2"])),
    ],
)  # fmt: skip


def test_which_asks_for_a_label_a_sibling_metric_has_not_for_the_metric_the_noun_names() -> None:
    """ "Which server": the server label of the balancer's session counter, not the value of the metric called
    current_server for the backend named."""
    query, _, _ = write("In the shop backend, which server is taking the most traffic?", Platform.PROMQL, SIBLINGS, "")
    assert query == 'topk(1, sum by (server) (rate(lb_server_sessions_total{backend="shop"}[5m])))'


@pytest.fixture(scope="module")
def checks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A monitoring tool's tables: times as integers (Unix seconds under ``clock``, milliseconds under a name the
    times are already known by), and a function column whose values include 'last'; an identity tool's users as
    ORM entities with a yes/no ``enabled``."""
    now = int(NOW.replace(tzinfo=UTC).timestamp())
    script = (
        "CREATE TABLE checks (checkid INTEGER PRIMARY KEY, name TEXT, function TEXT);"
        "CREATE TABLE results (resultid INTEGER PRIMARY KEY, checkid INTEGER REFERENCES checks(checkid),"
        " clock INTEGER, value REAL);"
        "CREATE TABLE sign_ins (id INTEGER PRIMARY KEY, event_time BIGINT, outcome TEXT);"
        "CREATE TABLE client (id INTEGER PRIMARY KEY, client_id TEXT);"
        "CREATE TABLE user_entity (id INTEGER PRIMARY KEY, username TEXT, enabled BOOLEAN,"
        " client_link INTEGER REFERENCES client(id));"
        "CREATE TABLE user_attribute (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES user_entity(id), name TEXT);"
    )
    rows = {
        "checks": [(1, "cpu load", "avg"), (2, "disk free", "last"), (3, "ping", "max")],
        "results": [(i, 1 + i % 3, now - i * 3 * 3600 - 1800, float(i)) for i in range(1, 41)],  # 3 hours apart
        "sign_ins": [(i, (now - i * 5 * 3600 - 1800) * 1000, "ok" if i % 4 else "failed") for i in range(1, 41)],
        "client": [(1, "account-console"), (2, "admin-cli"), (3, "security-admin-console"), (4, "gitlab")],
        "user_entity": [(i, f"user{i}", int(i % 5 != 0), 1 + i % 4) for i in range(1, 21)],
        "user_attribute": [(i, 1 + i % 20, "department") for i in range(1, 31)],
    }
    return _database(tmp_path_factory, "checks", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many results came in over the last 24 hours?", [(7,)]),  # 'last' says the window, not the function
        ("How many sign-ins failed in the last 2 days?", [(2,)]),  # event_time in milliseconds, read as times
        # the users (user_entity), said disabled (enabled = 0); 'account-console' is no account counted
        ("How many user accounts are disabled?", [(4,)]),
    ],
)
def test_integer_times_the_words_of_a_window_and_flags_said_by_their_opposite(
    checks: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(checks, question, expected)


@pytest.fixture(scope="module")
def auth_events(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An identity server's event log: event types as codes (LOGIN, LOGIN_ERROR, LOGOUT...)."""
    script = "CREATE TABLE event_entity (id INTEGER PRIMARY KEY, type TEXT, ip_address TEXT);"
    events = [("LOGIN", "10.0.0.1")] * 6 + [("LOGIN_ERROR", "10.0.0.9")] * 4 + [("LOGIN_ERROR", "10.0.0.1")]
    events += [("LOGOUT", "10.0.0.1")] * 3 + [("CODE_TO_TOKEN", "10.0.0.2")] * 2
    rows = {"event_entity": [(i, kind, ip) for i, (kind, ip) in enumerate(events, start=1)]}
    return _database(tmp_path_factory, "auth_events", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many failed sign-in attempts have there been?", [(5,)]),
        ("Which IP address produced the most failed logins?", {"10.0.0.9"}),  # LOGIN_ERROR, not LOGIN as well
    ],
)
def test_an_event_code_is_named_by_the_words_its_system_spells(
    auth_events: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(auth_events, question, expected)


def test_a_share_of_attempts_is_of_the_codes_the_noun_names(auth_events: tuple[Path, SourceSchema]) -> None:
    # 5 LOGIN_ERROR of 11 LOGIN and LOGIN_ERROR events, not of all 16 events (LOGOUT, CODE_TO_TOKEN)
    _answers(auth_events, "What percentage of login attempts failed?", [(100.0 * 5 / 11,)])


@pytest.fixture(scope="module")
def host_groups(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A monitoring tool's hosts in named groups through a table keyed to both (a host in several groups), and
    sign-in events whose client_id holds each client's name (no key declares it)."""
    script = (
        "CREATE TABLE hosts (hostid INTEGER PRIMARY KEY, host TEXT);"
        "CREATE TABLE hstgrp (groupid INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE hosts_groups (hostgroupid INTEGER PRIMARY KEY, hostid INTEGER REFERENCES hosts(hostid),"
        " groupid INTEGER REFERENCES hstgrp(groupid));"
        "CREATE TABLE owners (id INTEGER PRIMARY KEY, name TEXT, client_link INTEGER REFERENCES client(id));"
        "CREATE TABLE client (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE sign_in_event (id INTEGER PRIMARY KEY, owner_id INTEGER REFERENCES owners(id),"
        " client_id TEXT, type TEXT);"
    )
    groups = [(1, "Linux servers"), (2, "Databases"), (3, "Network devices")]
    membership = [(h, 1) for h in range(1, 8)] + [(h, 2) for h in (2, 3, 9)] + [(h, 3) for h in (8, 10)]
    clients = ["gitlab"] * 5 + ["grafana"] * 3 + ["jenkins"] * 2
    rows = {
        "hosts": [(i, f"host-{i:02}") for i in range(1, 11)],
        "hstgrp": groups,
        "hosts_groups": [(i, host, group) for i, (host, group) in enumerate(membership, start=1)],
        "client": [(1, "portal"), (2, "kiosk")],
        "owners": [(i, f"owner{i}", 1 + i % 2) for i in range(1, 5)],
        "sign_in_event": [(i, 1 + i % 4, client, "LOGIN") for i, client in enumerate(clients, start=1)],
    }
    return _database(tmp_path_factory, "host_groups", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # through hosts_groups, each host once: 7 in the group, though hosts 2 and 3 are databases as well
        ("How many hosts are in the Linux servers group?", [(7,)]),
        ("List the hosts in the Databases group.", {"host-02", "host-03", "host-09"}),  # hosts, not memberships
        # no table records outages: never "hosts with no membership", which would be none
        ("Which hosts in the Databases group haven't had a single outage?", {"host-02", "host-03", "host-09"}),
        # the event's own client_id, which holds names, not the owner's client two keys away
        ("Which client had the most sign-ins?", {"gitlab"}),
    ],
)
def test_values_through_a_table_keyed_to_both_and_ids_that_hold_names(
    host_groups: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(host_groups, question, expected)


NAME_SERVER = SourceSchema(
    source="dns", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("dns_incoming_queries_total", "counter", ("type", ["A", "AAAA", "MX", "PTR", "SRV"])),
        _metric("dns_zone_serial", "counter", ("zone_name", ["example.org", "corp.example.org"])),
        _metric("go_memstats_lookups_total", "counter"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a lookup is a query; MX as written, not the SRV that "serving" abbreviates
        ("How many MX lookups per second are we serving?", 'sum (rate(dns_incoming_queries_total{type="MX"}[5m]))'),
        # zone_name holds the zones, though the metric's name says zone too
        ("Which zones is this server serving?", "count by (zone_name) (dns_zone_serial)"),
        ("How many zones is the server authoritative for?", "count(count by (zone_name) (dns_zone_serial))"),
    ],
)
def test_a_name_server_s_lookups_and_zones(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, NAME_SERVER, "")[0] == expected


CACHE_SERVER = SourceSchema(
    source="cache", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("cachesrv_up", "gauge"),
        _metric("cachesrv_main_client_req", "counter"),
        _metric("cachesrv_main_cache_hit", "counter"),
        _metric("cachesrv_main_cache_miss", "counter"),
        _metric("cachesrv_main_threads", "gauge"),
        _metric("cachesrv_backend_conn", "counter", ("backend", ["api", "images"])),
        _metric("cachesrv_mgt_child_start", "counter"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a ratio of one outcome is of both: hits over hits and misses
        ("What's the cache hit ratio right now?",
         "sum(rate(cachesrv_main_cache_hit[5m])) / (sum(rate(cachesrv_main_cache_hit[5m])) + "
         "sum(rate(cachesrv_main_cache_miss[5m])))"),
        # a share of requests is of the requests counter nearest in the family, not of the misses and hits
        ("What share of requests are cache misses?",
         "sum(rate(cachesrv_main_cache_miss[5m])) / sum(rate(cachesrv_main_client_req[5m]))"),
        # whether the exporter can read the server: its own <thing>_up
        ("Can the exporter actually read the cache server's statistics?", "cachesrv_up == 1"),
        # all the starts so far, not their rate
        ("How many times has the child process been started?", "sum (cachesrv_mgt_child_start)"),
        # none over the last rate span, not none since the counter began
        ("Which backends aren't getting any connections at the moment?",
         "sum by (backend) (increase(cachesrv_backend_conn[5m])) == 0"),
    ],
)  # fmt: skip
def test_promql_reads_shares_of_outcomes_and_the_exporter_s_own_up(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, CACHE_SERVER, "")[0] == expected


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A scheduler's runs of tasks, keyed by two columns (a failure is of one run of one task), and its DAGs
    known by their dag_id; a chat server's channels and posts timed in camel-case epoch milliseconds."""
    now = int(NOW.replace(tzinfo=UTC).timestamp()) * 1000
    script = (
        "CREATE TABLE task_instance (task_id TEXT, run_id TEXT, hostname TEXT, PRIMARY KEY (task_id, run_id));"
        "CREATE TABLE task_fail (id INTEGER PRIMARY KEY, task_id TEXT, run_id TEXT,"
        " FOREIGN KEY (task_id, run_id) REFERENCES task_instance (task_id, run_id));"
        "CREATE TABLE Channels (Id TEXT PRIMARY KEY, DisplayName TEXT, LastPostAt BIGINT);"
        "CREATE TABLE Posts (Id TEXT PRIMARY KEY, ChannelId TEXT REFERENCES Channels(Id), CreateAt BIGINT,"
        " UpdateAt BIGINT, Message TEXT);"
        "CREATE TABLE dag (dag_id TEXT PRIMARY KEY, root_dag_id TEXT, is_paused BOOLEAN);"
    )
    runs = [("extract", f"r{r}", "worker-1") for r in range(1, 7)] + [("load", "r1", "worker-2")]
    hour = 3_600_000
    rows = {
        "task_instance": runs,
        # load fails three times in its one run, on worker-2; extract twice in one of its six runs, on worker-1:
        # joined on the task alone, each failure of extract would meet all six runs and worker-1 would count 12
        "task_fail": [
            (1, "extract", "r1"),
            (2, "extract", "r1"),
            (3, "load", "r1"),
            (4, "load", "r1"),
            (5, "load", "r1"),
        ],
        # LastPostAt a day ago for all three: only the posts' own times tell the quiet channel
        "Channels": [("c1", "General", now - 24 * hour), ("c2", "Random", now - 24 * hour), ("c3", "Art", now)],
        # created 1..10 days ago (c1 the last 5, c2 the first 5; Art's are older), all edited in the last hour
        "Posts": [
            (f"p{i}", "c1" if i <= 5 else "c2", now - i * 24 * hour - hour, now - hour // 2, "hello")
            for i in range(1, 11)
        ]
        + [("p11", "c3", now - 40 * 24 * hour, now - hour, "old")],
        "dag": [("daily_sales", None, 0), ("legacy_export", None, 1), ("hourly_stock", None, 0)],
    }
    return _database(tmp_path_factory, "scheduler", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which hostname had the most task failures?", {"worker-2"}),  # joined on the whole key
        ("Which task has failed the most?", {"load"}),  # by task_id as it stands: a key that holds names
        ("How many posts were made in the last 3 days?", [(2,)]),  # CreateAt, not the UpdateAt of an edit
        # the posts' times, not the channel's LastPostAt (which a "post" in the question names too)
        ("Which channels have had no posts in the last 30 days?", {"Art"}),
        # is_paused, said as switched off; a DAG named by its dag_id, the key it is known by
        ("Which DAGs are switched off?", {"legacy_export"}),
    ],
)
def test_keys_of_several_columns_camel_case_times_and_flags_said_in_idiom(
    scheduler: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(scheduler, question, expected)


@pytest.fixture(scope="module")
def inventory(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A data-centre inventory named as a Django application names its tables (app_model: dcim_device; no prefix
    held by most tables), with a table of content types whose values are those models' names, and customers as
    tenants."""
    script = (
        "CREATE TABLE django_content_type (id INTEGER PRIMARY KEY, app_label TEXT, model TEXT);"
        "CREATE TABLE tenancy_tenant (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE users_user (id INTEGER PRIMARY KEY, username TEXT);"
        "CREATE TABLE ipam_vlan (id INTEGER PRIMARY KEY, vid INTEGER, name TEXT);"
        "CREATE TABLE dcim_site (id INTEGER PRIMARY KEY, name TEXT, status TEXT);"
        "CREATE TABLE dcim_manufacturer (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE dcim_devicetype (id INTEGER PRIMARY KEY, model TEXT,"
        " manufacturer_id INTEGER REFERENCES dcim_manufacturer(id));"
        "CREATE TABLE dcim_rack (id INTEGER PRIMARY KEY, name TEXT, site_id INTEGER REFERENCES dcim_site(id));"
        "CREATE TABLE ipam_ipaddress (id INTEGER PRIMARY KEY, address TEXT,"
        " assigned_object_type_id INTEGER REFERENCES django_content_type(id));"
        "CREATE TABLE dcim_device (id INTEGER PRIMARY KEY, name TEXT, status TEXT, created TEXT,"
        " site_id INTEGER REFERENCES dcim_site(id), rack_id INTEGER REFERENCES dcim_rack(id),"
        " device_type_id INTEGER REFERENCES dcim_devicetype(id), tenant_id INTEGER REFERENCES tenancy_tenant(id),"
        " oob_ip_id INTEGER REFERENCES ipam_ipaddress(id));"
    )
    devices = [  # Oslo holds three, Leeds two; Dell makes three of five; rack R3 and tenant Vale hold nothing
        (1, "osl-1", "active", _at(100), 2, 1, 1, 1, 1), (2, "osl-2", "active", _at(300), 2, 1, 1, 1, None),
        (3, "osl-3", "offline", _at(10), 2, 2, 2, 2, None), (4, "lds-1", "active", _at(200), 1, 2, 1, 2, None),
        (5, "lds-2", "failed", _at(50), 1, 2, 3, 1, None),
    ]  # fmt: skip
    rows = {
        "django_content_type": [(1, "dcim", "device"), (2, "dcim", "site"), (3, "dcim", "rack")],
        "tenancy_tenant": [(1, "Brightwater"), (2, "Corvane"), (3, "Vale")],
        "users_user": [(1, "mvandijk")],
        "ipam_vlan": [(1, 100, "servers")],
        "dcim_site": [(1, "Leeds", "active"), (2, "Oslo", "active"), (3, "Faro", "planned"), (4, "Hull", "retired")],
        "dcim_manufacturer": [(1, "Dell"), (2, "Arista"), (3, "APC")],
        "dcim_devicetype": [(1, "R650", 1), (2, "7050X", 2), (3, "AP8941", 3)],
        "dcim_rack": [(1, "R1", 2), (2, "R2", 1), (3, "R3", 1)],
        "ipam_ipaddress": [(1, "10.0.0.1/24", 1)],
        "dcim_device": devices,
    }
    return _database(tmp_path_factory, "inventory", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "devices" names dcim_device (its app's prefix set aside), not the content type 'device'
        ("How many devices have we got in Oslo?", [(3,)]),
        # rows nothing points at: an empty rack holds no device
        ("Which racks are sitting completely empty?", {"R3"}),
        # a word that stands for a value, negated: "live" is 'active'
        ("Which sites aren't live, either still being built or already closed?", {"Faro", "Hull"}),
        # a share whose condition is two keys away (a device's type's manufacturer)
        ("What percentage of all our devices are made by Dell?", [(60.0,)]),
        # a group two keys away, by the word that stands for its table
        ("How many devices do we have from each vendor?", {"Dell", "Arista", "APC"}),
        # the age of the rows: from their creation up to now
        ("On average, how many days have our active devices been in service?", [(200.0,)]),
        # the table named first after the negation: the devices ("kit"), not the racks
        ("Are there any customers who don't have a single piece of kit in our racks?", {"Vale"}),
        ("Which of our sites holds the most equipment?", {"Oslo"}),  # one, by its verb ("holds")
    ],
)
def test_app_prefixed_tables_ages_and_conditions_two_keys_away(
    inventory: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(inventory, question, expected)


@pytest.fixture(scope="module")
def tracker(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A code forge that declares few keys (issue.milestone_id names its milestone only by convention), keeps
    times as Unix seconds with 0 for "not set", issues and pull requests in one table, and a login event whose
    client_id holds a client's name, not its key."""
    script = (
        "CREATE TABLE user (id INTEGER PRIMARY KEY, name TEXT, last_repo_visibility BOOLEAN);"
        "CREATE TABLE repository (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE milestone (id INTEGER PRIMARY KEY, name TEXT, is_closed BOOLEAN, deadline_unix INTEGER,"
        " closed_date_unix INTEGER);"
        "CREATE TABLE issue (id INTEGER PRIMARY KEY, repo_id INTEGER REFERENCES repository(id),"
        " poster_id INTEGER REFERENCES user(id), milestone_id INTEGER, is_closed BOOLEAN, created_unix INTEGER,"
        " closed_unix INTEGER);"
        "CREATE TABLE pull_request (id INTEGER PRIMARY KEY, issue_id INTEGER REFERENCES issue(id),"
        " base_repo_id INTEGER REFERENCES repository(id), has_merged BOOLEAN, merged_unix INTEGER);"
        "CREATE TABLE client (id TEXT PRIMARY KEY, client_id TEXT);"
        "CREATE TABLE event (id INTEGER PRIMARY KEY, client_id TEXT);"
    )
    issues = [  # firmware holds five open issues, docs one; 5 to 8 are pull requests (5 and 6 merged)
        (1, 1, 1, 1, 0, _epoch(2), 0), (2, 1, 1, 1, 0, _epoch(3), 0), (3, 1, 2, 0, 0, _epoch(20), 0),
        (4, 2, 2, 2, 0, _epoch(1), 0), (5, 2, 2, 0, 1, _epoch(12), _epoch(11.5)),
        (6, 2, 2, 0, 1, _epoch(11), _epoch(10)), (7, 1, 1, 0, 0, _epoch(40), 0), (8, 1, 3, 1, 0, _epoch(5), 0),
    ]  # fmt: skip
    rows = {
        "user": [(1, "lin", 1), (2, "kim", 1), (3, "ana", 0)],
        "repository": [(1, "firmware"), (2, "docs")],
        # v2.4 is overdue and open; v2.3 closed late; v2.5 is due next week
        "milestone": [(1, "v2.4", 0, _epoch(3), 0), (2, "v2.5", 0, _epoch(-7), 0), (3, "v2.3", 1, _epoch(9),
                                                                                      _epoch(8))],
        "issue": issues,
        # merged 10 and 20 hours after their issues were opened
        "pull_request": [(1, 5, 2, 1, _epoch(12) + 36_000), (2, 6, 2, 1, _epoch(11) + 72_000),
                         (3, 7, 1, 0, 0), (4, 8, 1, 0, 0)],
        "client": [("6f1e", "account-console"), ("9a2c", "admin-cli")],
        "event": [(1, "account-console"), (2, "admin-cli")],
    }  # fmt: skip
    return _database(tmp_path_factory, "tracker", script, rows)


def test_keys_are_inferred_from_names_only_when_the_data_bears_them_out(tracker: tuple[Path, SourceSchema]) -> None:
    _, schema = tracker
    issue, event = schema.table("issue"), schema.table("event")
    assert issue is not None
    assert event is not None
    inferred = [(k.columns, k.references_table, k.references_columns) for k in issue.foreign_keys if k.inferred]
    assert inferred == [(["milestone_id"], "milestone", ["id"])]
    assert event.foreign_keys == []  # client_id holds the client's name: no key to client.id


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many issues in the v2.4 milestone are still open?", [(3,)]),  # joined along the inferred key
        # the deadline passed, the flag said as not set (not a closing later than the deadline)
        ("Which milestones have blown past their due date without being closed?", {"v2.4"}),
        # from the issue's opening (the row a pull request belongs to) to the pull request's merge
        ("What's the average time to merge a PR, in hours?", [(15.0,)]),
        # opened: the issue's creation time; who: its poster, not the repository's owner
        ("Who opened the most pull requests in the last 30 days?", {"kim"}),
        ("Which repo has the biggest pile of open issues?", {"firmware"}),  # a count, not a column's largest
        # the noun after the adjective is counted; "repos" is no flag of last_repo_visibility
        ("How many new issues were raised across all repos in the last 7 days?", [(4,)]),
    ],
)
def test_inferred_keys_unix_deadlines_and_durations_from_the_row_owned(
    tracker: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(tracker, question, expected)


WEB_SERVER = SourceSchema(
    source="web", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("httpd_accesses_total", "counter"),
        _metric("httpd_sent_kilobytes_total", "counter"),
        _metric("httpd_cpu_time_ms_total", "counter", ("type", ["user", "system"])),
        _metric("httpd_duration_ms_total", "counter"),
        _metric("httpd_uptime_seconds_total", "counter"),
        _metric("httpd_workers", "gauge", ("state", ["busy", "idle"])),
        _metric("httpd_connections", "gauge", ("state", ["keepalive", "writing", "total"])),
        _metric("httpd_load", "gauge", ("interval", ["1min", "5min", "15min"])),
        _metric("httpd_info", "gauge", ("mpm", ["event"]), ("version", ["2.4"])),
        _metric("node_load1", "gauge"),
        _metric("node_cpu_seconds_total", "counter", ("mode", ["idle", "user", "system"])),
        _metric("node_memory_MemTotal_bytes", "gauge"),
        _metric("node_network_transmit_bytes_total", "counter", ("device", ["eth0", "lo"])),
        _metric("node_boot_time_seconds", "gauge"),
        _metric("process_cpu_seconds_total", "counter"),
        _metric("promhttp_metric_handler_requests_total", "counter", ("code", ["200", "500"])),
        _metric("prometheus_http_requests_total", "counter", ("handler", ["/metrics", "/api/v1/query"])),
        _metric("go_goroutines", "gauge"),
        _metric("up", "gauge", ("job", ["httpd", "node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a yes-or-no question keeps its comparison as 1 or 0
        ("Is the website serving more than 20 requests a second?",
         "sum (rate(httpd_accesses_total[5m])) > bool 20"),
        ("Has the web server been restarted in the last hour?", "httpd_uptime_seconds_total < bool 3600"),
        ("Are more than 80% of the web server's worker threads busy right now?",
         'sum(httpd_workers{state="busy"}) / sum(httpd_workers) > bool 0.8'),
        ("Has the web server kept at least 20 idle workers throughout the last minute?",
         'min (min_over_time(httpd_workers{state="idle"}[1m])) >= bool 20'),
        # an average per event: one counter of the family over the other
        ("On average, how many milliseconds does the web server take to serve a request?",
         "sum(rate(httpd_duration_ms_total[5m])) / sum(rate(httpd_accesses_total[5m]))"),
        # kilobytes kept, megabits asked
        ("What's the web server's outbound bandwidth in megabits per second?",
         "(sum (rate(httpd_sent_kilobytes_total[5m]))) / 122.0703125"),
        # values as a question writes them apart: keep-alive, 15-minute
        ("What's the largest number of keep-alive connections the web server held over the last minute?",
         'max (max_over_time(httpd_connections{state="keepalive"}[1m]))'),
        ("What's the 15-minute load average of the web server?", 'avg (httpd_load{interval="15min"})'),
        # a label named by the initials of the words asked
        ("Which multi-processing module is the web server using?", "count by (mpm) (httpd_info)"),
    ],
)  # fmt: skip
def test_promql_yes_no_bounds_means_per_event_and_values_written_apart(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, WEB_SERVER, "")[0] == expected


def _compact(days: float) -> str:
    """A time as MediaWiki writes it: ISO 8601's basic format, 14 digits."""
    return (NOW - timedelta(days=days)).strftime("%Y%m%d%H%M%S")


@pytest.fixture(scope="module")
def wiki(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A wiki as MediaWiki's SQLite schema keeps it: titles and times declared BLOB and written as text, times in
    14 digits, a minor edit as a tiny integer; and alert states written run together (NoData)."""
    script = (
        "CREATE TABLE page (page_id INTEGER PRIMARY KEY, page_title BLOB, page_len INTEGER, page_touched BLOB);"
        "CREATE TABLE revision (rev_id INTEGER PRIMARY KEY, rev_page INTEGER REFERENCES page(page_id),"
        " rev_timestamp BLOB, rev_minor_edit SMALLINT);"
        "CREATE TABLE categorylinks (cl_from INTEGER REFERENCES page(page_id), cl_to BLOB);"
        "CREATE TABLE alert_state (id INTEGER PRIMARY KEY, current_state TEXT);"
        "CREATE TABLE visit (idvisit INTEGER PRIMARY KEY, visitor_returning TINYINT, referer_type TINYINT);"
    )
    rows = {
        "page": [(1, "Ben_Nevis", 9000, _compact(1)), (2, "Glen_Coe", 4000, _compact(2)),
                 (3, "Midges", 1200, _compact(50))],
        # five edits this week (two minor), one a month ago
        "revision": [(1, 1, _compact(1), 1), (2, 1, _compact(2), 0), (3, 2, _compact(3), 1), (4, 2, _compact(4), 0),
                     (5, 1, _compact(5), 0), (6, 3, _compact(40), 0)],
        "categorylinks": [(1, "Munros"), (2, "Glens")],
        "alert_state": [(1, "Normal"), (2, "NoData"), (3, "Alerting"), (4, "NoData")],
        "visit": [(1, 1, 1), (2, 0, 2), (3, 0, 1), (4, 1, 3)],
    }  # fmt: skip
    return _database(tmp_path_factory, "wiki", script, rows)


def test_discovery_reads_text_kept_in_blobs_and_times_in_fourteen_digits(wiki: tuple[Path, SourceSchema]) -> None:
    _, schema = wiki
    page, revision = schema.table("page"), schema.table("revision")
    assert page is not None
    assert revision is not None
    assert revision.time_columns == ["rev_timestamp"]
    assert {c.name: c.time_encoding for c in revision.columns if c.time_encoding} == {"rev_timestamp": "yyyymmddhhmmss"}
    title = page.column("page_title")
    assert title is not None
    assert "holds text" in title.type


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many edits were made on the wiki over the past week?", [(5,)]),  # an edit is a revision, counted
        ("What fraction of the edits in the last 30 days were flagged as minor?", [(40.0,)]),  # a tiny-integer flag
        ("Are there any articles that aren't filed under any category?", {"Midges"}),  # "aren't … any": anti-join
        ("How many alerts are stuck in No Data?", [(2,)]),  # a value written run together
        # "visits" names the rows, not their visitor_returning flag; a code (referer_type) is no flag at all
        ("How many visits were there, whatever their type?", [(4,)]),
        ("What percentage of visits came from returning visitors?", [(50.0,)]),
    ],
)
def test_the_reader_reads_a_wiki_s_times_edits_and_run_together_values(
    wiki: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(wiki, question, expected)


PROXY = SourceSchema(
    source="proxy", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("squid_client_http_requests_total", "counter"),
        _metric("squid_process_resident_memory_bytes", "gauge"),
        _metric("promhttp_metric_handler_requests_total", "counter", ("code", ["200"]), ("job", ["squid", "node"])),
        _metric("node_memory_MemTotal_bytes", "gauge"),
        _metric("up", "gauge", ("job", ["squid", "node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the proxy's requests, not those its exporter's /metrics endpoint served
        ("How many requests per second is the office proxy handling?",
         "sum (rate(squid_client_http_requests_total[5m]))"),
        ("How many requests per second is the exporter's metrics endpoint serving?",
         "sum (rate(promhttp_metric_handler_requests_total[5m]))"),
        # a counter's pace per minute or per day, in millions
        ("How many requests a minute is the proxy handling?", "sum (rate(squid_client_http_requests_total[5m])) * 60"),
        ("At this pace, how many million requests would the proxy handle in a day?",
         "(sum (rate(squid_client_http_requests_total[5m])) * 86400) / 1000000"),
        # megabytes as operators count memory: 1024 times 1024 bytes
        ("How much resident memory is the proxy using, in megabytes?",
         "(sum(squid_process_resident_memory_bytes)) / 1048576"),
    ],
)  # fmt: skip
def test_promql_reads_a_proxy_not_its_exporter_a_pace_and_sizes_in_1024s(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, PROXY, "")[0] == expected


@pytest.fixture(scope="module")
def issue_tracker(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An issue tracker as Jira keeps it: names that run words together (jiraissue, worklog, timeworked,
    resolutiondate), time logged in seconds, people keyed by a user key whose row names them only by a login that
    is the key of their directory entry."""
    script = (
        "CREATE TABLE cwd_user (id INTEGER PRIMARY KEY, lower_user_name TEXT UNIQUE, display_name TEXT);"
        "CREATE TABLE app_user (id INTEGER PRIMARY KEY, user_key TEXT UNIQUE,"
        " lower_user_name TEXT REFERENCES cwd_user(lower_user_name));"
        "CREATE TABLE project (id INTEGER PRIMARY KEY, pname TEXT);"
        "CREATE TABLE jiraissue (id INTEGER PRIMARY KEY, project INTEGER REFERENCES project(id),"
        " assignee TEXT REFERENCES app_user(user_key), created TEXT, duedate TEXT, resolutiondate TEXT);"
        "CREATE TABLE worklog (id INTEGER PRIMARY KEY, issueid INTEGER REFERENCES jiraissue(id),"
        " author TEXT REFERENCES app_user(user_key), created TEXT, timeworked INTEGER);"
        "CREATE TABLE visit (idvisit INTEGER PRIMARY KEY, visit_last_action_time TEXT, visit_total_time INTEGER);"
    )
    rows = {
        "cwd_user": [(1, "meera.iyer", "Meera Iyer"), (2, "karthik.menon", "Karthik Menon")],
        "app_user": [(1, "JIRAUSER10100", "meera.iyer"), (2, "JIRAUSER10101", "karthik.menon")],
        "project": [(1, "Payments Core"), (2, "Mobile App")],
        # open: 1, 2 (unassigned, overdue), 3 (unassigned); 4 resolved
        "jiraissue": [(1, 1, "JIRAUSER10100", _at(9), _day(2), None), (2, 1, None, _at(8), _day(1), None),
                      (3, 2, None, _at(3), _day(-5), None), (4, 2, "JIRAUSER10101", _at(20), _day(15), _at(16))],
        # this week: Karthik 5 h on Mobile App, Meera 3 h on Payments Core; 10 h a month ago
        "worklog": [(1, 4, "JIRAUSER10101", _at(1), 18_000), (2, 1, "JIRAUSER10100", _at(2), 7_200),
                    (3, 2, "JIRAUSER10100", _at(3), 3_600), (4, 1, "JIRAUSER10100", _at(30), 36_000)],
        "visit": [(1, _at(1), 120), (2, _at(2), 240), (3, _at(3), 60)],
    }  # fmt: skip
    return _database(tmp_path_factory, "issue_tracker", script, rows)


def test_discovery_takes_amounts_of_time_under_a_time_name_for_no_times(
    issue_tracker: tuple[Path, SourceSchema],
) -> None:
    _, schema = issue_tracker
    visit = schema.table("visit")
    assert visit is not None
    assert visit.time_columns == ["visit_last_action_time"]  # visit_total_time holds seconds, not Unix times


def test_names_that_run_words_together_are_read_apart_in_tables_not_in_metrics() -> None:
    assert words("jiraissue") == ["jira", "issue"]
    assert words("timeworked") == ["time", "worked"]
    assert words("realmid") == ["realm", "id"]  # a key's id comes off first
    assert words("postgres") == ["postgres"]  # no split into a rare piece
    assert words("minibar charges") == ["minibar", "charges"]  # a sentence's words stay as written
    metrics = SourceSchema(source="m", platform=Platform.PROMQL, kind="prometheus", tables=[_metric("up", "gauge")])
    assert read_over_schema(lambda _question, _schema: words("pushgateway"))("", metrics) == ["pushgateway"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many open issues have nobody assigned to them?", [(2,)]),  # the issue's own assignee, empty
        ("How many unresolved issues are past their due date?", [(2,)]),  # open and overdue, not resolved late
        ("How many hours did the team log in the past week?", [(8.0,)]),  # seconds kept, hours asked, a total
        ("Whose timesheet shows the most hours logged in the last 7 days?", {"Karthik Menon"}),  # the display name
        ("Which project soaked up the most logged time this past week?", {"Mobile App"}),  # "this past week": no unit
    ],
)
def test_run_together_names_time_logged_and_people_named_in_their_directory(
    issue_tracker: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(issue_tracker, question, expected)


@pytest.fixture(scope="module")
def forum(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A community forum as Discourse keeps it: likes and flags as post actions of kinds in a small table, soft
    deletes (deleted_at), trust levels as numbers, visits per member and day."""
    script = (
        "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, trust_level INTEGER, created_at TEXT);"
        "CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), created_at TEXT,"
        " deleted_at TEXT);"
        "CREATE TABLE post_action_types (id INTEGER PRIMARY KEY, name_key TEXT);"
        "CREATE TABLE post_actions (id INTEGER PRIMARY KEY, post_id INTEGER REFERENCES posts(id),"
        " user_id INTEGER REFERENCES users(id), post_action_type_id INTEGER REFERENCES post_action_types(id),"
        " created_at TEXT, deleted_at TEXT);"
        "CREATE TABLE user_visits (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), visited_at TEXT);"
    )
    actions = [(i, 1 + i % 3, 1 + i % 4, 2, _at(1.2), None) for i in range(1, 71)]  # 70 likes a day ago
    actions += [(71, 1, 2, 2, _at(1.2), _at(1.1)), (72, 2, 3, 1, _at(1.2), None)]  # one undone, one bookmark
    rows = {
        "users": [(1, "ada", 4, _at(90)), (2, "bo", 3, _at(60)), (3, "cy", 1, _at(30)), (4, "di", 0, _at(2))],
        # di has written nothing; cy's one post was deleted
        "posts": [(1, 1, _at(5), None), (2, 2, _at(4), None), (3, 3, _at(3), _at(2))],
        "post_action_types": [(1, "bookmark"), (2, "like"), (3, "spam")],
        "post_actions": actions,
        "user_visits": [(1, 1, _day(1)), (2, 2, _day(1)), (3, 1, _day(1)), (4, 3, _day(2))],
    }  # fmt: skip
    return _database(tmp_path_factory, "forum", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the actions of the kind named, not the kind itself; the one taken back (deleted_at set) not counted
        ("How many likes were handed out in the last 2 days?", [(70,)]),
        ("How many members are at trust level 3 or above?", [(2,)]),  # the number after its noun, the bound after it
        ("How many registered members have never written a single post?", [(1,)]),  # members: users
        ("How many different members visited the forum yesterday?", [(2,)]),  # distinct members, not visits
        ("How many posts are there?", [(2,)]),  # a soft-deleted post is gone
    ],
)
def test_kinds_counted_by_their_rows_soft_deletes_and_levels_or_above(
    forum: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(forum, question, expected)


GLASSHOUSE = SourceSchema(
    source="glasshouse", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("temperature_celsius", "gauge", ("sensor", ["klimaat-kas1", "klimaat-kas2", "koelcel-1"]),
                ("topic", ["tele/klimaat-kas1/SENSOR", "tele/klimaat-kas2/SENSOR", "tele/koelcel-1/SENSOR"])),
        _metric("water_litres_total", "counter", ("sensor", ["water-kas1", "water-kas2"])),
        _metric("battery_volts", "gauge", ("sensor", ["klimaat-kas1", "klimaat-kas2"])),
        _metric("prometheus_tsdb_compactions_total", "counter"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a thing named by the number only one of its label's values ends in
        ("What's the air temperature in compartment 2 at the moment?", 'temperature_celsius{sensor="klimaat-kas2"}'),
        # "which … warmest" ranks the series by the label that tells them apart (a name before a path), and
        # "compartment" is no "compaction": sharing five letters is not sharing most of a word
        ("Which compartment is the warmest right now?", "topk(1, max by (sensor) (temperature_celsius))"),
        ("How much water did compartment 2 get over the last minute?",
         'sum (increase(water_litres_total{sensor="water-kas2"}[1m]))'),  # how much over a window: the increase
        ("How many litres of water an hour are we using?", "sum (rate(water_litres_total[5m])) * 3600"),
        # how many series are past a bound in the metric's own unit: counted, not their values summed
        ("How many of the wireless sensors have a battery below 3.5 volts?", "count(battery_volts < 3.5) or vector(0)"),
    ],
)  # fmt: skip
def test_promql_reads_numbered_things_which_ranks_and_amounts_over_a_window(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, GLASSHOUSE, "")[0] == expected


@pytest.fixture(scope="module")
def project_tracker(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A project tracker as Redmine keeps it: an issue open while its status is not closed, releases (versions)
    with a status of their own ('open', 'locked', 'closed') that many issues are not targeted at."""
    script = (
        "CREATE TABLE issue_statuses (id INTEGER PRIMARY KEY, name TEXT, is_closed BOOLEAN);"
        "CREATE TABLE versions (id INTEGER PRIMARY KEY, name TEXT, status TEXT);"
        "CREATE TABLE issues (id INTEGER PRIMARY KEY, subject TEXT, status_id INTEGER REFERENCES issue_statuses(id),"
        " fixed_version_id INTEGER REFERENCES versions(id), created_on TEXT, closed_on TEXT);"
    )
    rows = {
        "issue_statuses": [(1, "New", 0), (2, "In Progress", 0), (5, "Closed", 1)],
        "versions": [(1, "VP 3.1", "closed"), (2, "VP 3.2", "open"), (3, "VP 3.3", "open")],
        # open: 1-5 (two with no release, three for VP 3.2, none for VP 3.3); closed: 6, 7
        "issues": [(1, "a", 1, None, _at(9), None), (2, "b", 2, None, _at(8), None), (3, "c", 1, 2, _at(7), None),
                   (4, "d", 2, 2, _at(6), None), (5, "e", 1, 2, _at(5), None), (6, "f", 5, 1, _at(20), _at(10)),
                   (7, "g", 5, 3, _at(19), _at(11))],
    }  # fmt: skip
    return _database(tmp_path_factory, "project_tracker", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "open" is the issues' own state: not also a release's status 'open', whose join would drop the issues
        # targeted at no release
        ("How many open issues are there right now?", [(5,)]),
        ("Which release has the most open issues targeted at it?", {"VP 3.2"}),  # a release is a version
    ],
)
def test_a_state_said_of_the_subject_is_not_also_a_neighbour_s_value(
    project_tracker: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(project_tracker, question, expected)


SWITCH = SourceSchema(
    source="switch", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("ifHCInOctets", "counter", ("ifAlias", ["uplink-isp", "hotel-wifi", "ticket-office"])),
        _metric("ifHCOutOctets", "counter", ("ifAlias", ["uplink-isp", "hotel-wifi", "ticket-office"])),
        _metric("node_context_switches_total", "counter"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a camel-case name's initialisms apart (ifHCOutOctets: if HC Out Octets), the direction said in everyday
        # words, the port told apart by its alias; "switch" is no context switch
        ("Which switch port is sending out the most traffic?", "topk(1, sum by (ifAlias) (rate(ifHCOutOctets[5m])))"),
        # three of them, listed busiest first
        ("What are the three busiest switch ports by incoming traffic, busiest first?",
         "sort_desc(topk(3, sum by (ifAlias) (rate(ifHCInOctets[5m]))))"),
    ],
)  # fmt: skip
def test_promql_reads_camel_case_initialisms_directions_and_ranked_lists(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, SWITCH, "")[0] == expected


def _epoch(days: float) -> int:
    return int((NOW - timedelta(days=days)).replace(tzinfo=UTC).timestamp())


@pytest.fixture(scope="module")
def task_board(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A task board as PHP applications keep one: times as Unix integers with 0 for "not set" (the first sixty
    tasks are closed, with no due date), hours spent as fractions, and users with more than one yes/no column."""
    script = (
        "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, twofactor_activated INTEGER, is_active INTEGER);"
        "CREATE TABLE projects (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE tasks (id INTEGER PRIMARY KEY, title TEXT, project_id INTEGER REFERENCES projects(id),"
        " owner_id INTEGER REFERENCES users(id), date_creation INTEGER, date_completed INTEGER, date_due INTEGER,"
        " time_spent NUMERIC);"
        "CREATE TABLE comments (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id),"
        " task_id INTEGER REFERENCES tasks(id));"
    )
    # Ana owns 30 closed tasks of 1.5 hours, Ben 30 of 2 hours
    closed = [
        (i, f"closed {i}", 1 + i % 3, 1 + i % 2, _epoch(90), _epoch(40), 0, 1.5 + i % 2 / 2) for i in range(1, 61)
    ]
    # open: two past due (before today at any hour), one due in three days, one with no due date
    still_open = [(61, "a", 1, 1, _epoch(9), 0, _epoch(2), 2.0), (62, "b", 2, 3, _epoch(8), 0, _epoch(1.5), 0.5),
                  (63, "c", 3, 3, _epoch(7), 0, _epoch(-3), 0.0), (64, "d", 1, 4, _epoch(6), 0, 0, 4.25)]  # fmt: skip
    rows = {
        # Ana is active with two factors on, Ben inactive with them on, Cleo and Dan active without them
        "users": [(1, "Ana", 1, 1), (2, "Ben", 1, 0), (3, "Cleo", 0, 1), (4, "Dan", 0, 1)],
        "projects": [(1, "Autumn 2026 \N{EN DASH} novels"), (2, "Book fair 2026"), (3, "Alpine guide 2027")],
        "tasks": closed + still_open,
        "comments": [(1, 1, 61), (2, 3, 63)],
    }
    return _database(tmp_path_factory, "task_board", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the due date is a time though the first rows hold 0 in it; no -ed time is a yes/no flag
        ("How many open tasks are past their due date?", [(2,)]),
        ("How many open tasks are due within the next 7 days?", [(1,)]),
        # is_active, said word for word, before twofactor_activated; a flag is no quantity to sum
        ("List the active users.", {"Ana", "Cleo", "Dan"}),
        ("Which active users have never written a comment?", {"Dan"}),
        # hours kept as fractions are hours; "tracked the most time" sums it
        ("How many hours have been spent on the Alpine guide tasks in total?", [(10 * 1.5 + 10 * 2,)]),
        ("Who tracked the most time on tasks?", {"Ben"}),  # 60 hours in 30 tasks, Ana 47 in 31
        # a name of several words said by its first ones, and not by the number another one ends in
        ("How many tasks are in the Autumn 2026 project?", [(22,)]),
    ],
)
def test_a_board_of_unix_times_fractional_hours_and_flags(
    task_board: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(task_board, question, expected)


@pytest.fixture(scope="module")
def error_groups(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Grouped errors whose first ..._at column ends them (resolved_at), and whose first sighting is first_seen."""
    script = "CREATE TABLE groups (id INTEGER PRIMARY KEY, message TEXT, last_seen TEXT, first_seen TEXT,"
    script += " resolved_at TEXT, active_at TEXT);"
    rows = {  # resolved in the last 30 days after 24 and 48 hours; one resolved long ago; one unresolved
        "groups": [(1, "a", _at(3), _at(5), _at(4), _at(1)), (2, "b", _at(10), _at(12), _at(10), _at(11)),
                   (3, "c", _at(50), _at(80), _at(70), _at(60)), (4, "d", _at(0), _at(2), None, _at(2))],
    }  # fmt: skip
    return _database(tmp_path_factory, "error_groups", script, rows)


def test_a_span_starts_at_the_first_sighting_not_at_an_end(error_groups: tuple[Path, SourceSchema]) -> None:
    question = (
        "For errors resolved in the last 30 days, how many hours on average did they stay open before being resolved?"
    )
    _answers(error_groups, question, [(36.0,)])


FERRIES = SourceSchema(
    source="ferries", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # counts a query exporter keeps as gauges, told apart by the column they come from (col)
        _metric("query_crossings_booked", "gauge", ("col", ["crossings", "fare_cents"]),
                ("route", ["north-pier", "island-loop"]), ("deck", ["car", "foot"])),
        _metric("query_gangways", "gauge", ("col", ["raised", "total"]), ("pier", ["Harbour", "Old Town"])),
        _metric("query_fares_per_second", "gauge", ("route", ["north-pier", "island-loop"])),
        _metric("node_load1", "gauge"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a pace over a gauge that only grows is its rate; the label value that names the metric still tells its
        # series apart
        ("How many crossings are we booking per second?", 'sum (rate(query_crossings_booked{col="crossings"}[5m]))'),
        ("How many foot crossings are booked a minute?",
         'sum (rate(query_crossings_booked{col="crossings",deck="foot"}[5m])) * 60'),
        # a gauge that holds a pace already is read as it is
        ("How many fares per second on the island loop?", 'sum (query_fares_per_second{route="island-loop"})'),
        # a share: the value said last picks the part, others still bound the whole, a "total" value is the whole
        ("What percentage of the Harbour gangways are raised?",
         '100 * sum(query_gangways{col="raised",pier="Harbour"}) / sum(query_gangways{pier="Harbour",col="total"})'),
        ("What percentage of crossings are booked on the car deck, per second?",
         '100 * sum(rate(query_crossings_booked{col="crossings",deck="car"}[5m]))'
         ' / sum(rate(query_crossings_booked{col="crossings"}[5m]))'),
    ],
)  # fmt: skip
def test_promql_reads_paces_over_growing_gauges_and_shares_of_a_part(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, FERRIES, "")[0] == expected


@pytest.fixture(scope="module")
def community(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A community server's users (sign-in and confirmation times, approval as a flag), its plans with MySQL's
    TINYINT(1) for yes and no, and backup clients whose jobs reference them by table alone (REFERENCES clients)."""
    script = (
        "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT, created_at TEXT, current_sign_in_at TEXT,"
        " confirmed_at TEXT, approved BOOLEAN);"
        "CREATE TABLE plans (id INTEGER PRIMARY KEY, name TEXT, active TINYINT(1));"
        "CREATE TABLE clients (ClientId INTEGER, Name TEXT, PRIMARY KEY(ClientId));"
        "CREATE TABLE jobs (JobId INTEGER PRIMARY KEY, ClientId INTEGER REFERENCES clients, Level TEXT);"
    )
    rows = {
        # signed up 200, 100, 5 and 2 days ago; signed in last 120, 95, 1 and never; two confirmed; one approved
        "users": [(1, "a@x", _at(200), _at(120), _at(199), 1), (2, "b@x", _at(100), _at(95), None, 0),
                  (3, "c@x", _at(5), _at(1), _at(5), 0), (4, "d@x", _at(2), None, None, 0)],
        "plans": [(1, "basic", 1), (2, "legacy", 0), (3, "pro", 1)],
        "clients": [(1, "mail-fd"), (2, "web-fd"), (3, "erp-fd")],
        "jobs": [(1, 1, "F"), (2, 1, "I"), (3, 2, "F")],
    }  # fmt: skip
    return _database(tmp_path_factory, "community", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a time further back than a span, by the time the verb names ("signed in": not created_at)
        ("How many users last signed in more than 90 days ago?", [(2,)]),
        ("How many users signed up over a week ago?", [(2,)]),
        # an event said as never done: its time empty; a flag said as awaited: not set
        ("Which users never confirmed their e-mail address?", {"b@x", "d@x"}),
        ("How many users are waiting for approval?", [(3,)]),
        # TINYINT(1) is MySQL's yes or no
        ("How many plans are active?", [(2,)]),
        # a reference to a table alone is to its primary key
        ("Which clients have no jobs at all?", {"erp-fd"}),
    ],
)
def test_spans_back_events_never_done_awaited_flags_and_keys_to_a_table(
    community: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(community, question, expected)


ROUTER = SourceSchema(
    source="router", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # a routing daemon's sessions: a name each, and filters that are attributes of the session
        _metric("bird_protocol_prefix_import_count", "gauge", ("export_filter", ["cogent_out", "ix_out"]),
                ("name", ["transit_cogent", "ix_rs1", "ix_rs2"]), ("proto", ["BGP", "Static"])),
        _metric("bird_protocol_prefix_export_count", "gauge", ("export_filter", ["cogent_out", "ix_out"]),
                ("name", ["transit_cogent", "ix_rs1", "ix_rs2"]), ("proto", ["BGP", "Static"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # what a router learns it imports, what it announces it exports
        ("How many routes do we learn over BGP in total?", 'sum (bird_protocol_prefix_import_count{proto="BGP"})'),
        ("Which session are we announcing the most prefixes to?",
         "topk(1, sum by (name) (bird_protocol_prefix_export_count))"),
    ],
)  # fmt: skip
def test_promql_reads_import_and_export_and_ranks_by_the_name_label(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, ROUTER, "")[0] == expected


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A backup catalog whose job statuses are one-letter codes explained by a table keyed by the column's own
    name (Bareos's Status: JobStatus, JobStatusLong), not by a reference, and jobs scheduled last night."""
    night = (NOW.date() - timedelta(days=1)).strftime("%Y-%m-%d 21:00:00")
    script = (
        "CREATE TABLE Status (JobStatus CHAR(1) PRIMARY KEY, JobStatusLong TEXT);"
        "CREATE TABLE Client (ClientId INTEGER PRIMARY KEY, Name TEXT);"
        "CREATE TABLE Job (JobId INTEGER PRIMARY KEY, ClientId INTEGER REFERENCES Client, JobStatus CHAR(1),"
        " SchedTime DATETIME);"
    )
    rows = {
        "Status": [("T", "Completed successfully"), ("E", "Terminated with errors"), ("f", "Fatal error"),
                   ("W", "Terminated normally with warnings"), ("R", "Running"), ("C", "Created, not yet running"),
                   ("F", "Waiting for Client")],
        "Client": [(1, "mail-fd"), (2, "web-fd"), (3, "erp-fd")],
        # last night: erp failed twice, web once, mail finished; earlier: web warned twice, mail once; two run
        "Job": [(1, 3, "E", night), (2, 3, "f", night), (3, 2, "E", night), (4, 1, "T", night),
                (5, 2, "W", _at(3)), (6, 2, "W", _at(4)), (7, 1, "W", _at(5)), (8, 1, "R", _at(0.1)),
                (9, 2, "R", _at(0.1)), (10, 3, "C", _at(0.1))],
    }  # fmt: skip
    return _database(tmp_path_factory, "catalog", script, rows)


def test_a_table_keyed_by_a_column_name_explains_that_columns_codes(catalog: tuple[Path, SourceSchema]) -> None:
    job = next(t for t in catalog[1].tables if t.name == "Job")
    status = job.column("JobStatus")
    assert status is not None
    assert status.labels["W"] == "Terminated normally with warnings"
    assert [t.name for t in catalog[1].tables if t.explains] == ["Status"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a code named by what its system spells the word as ("failed": each label of an error), last night
        ("How many jobs failed last night?", [(3,)]),
        ("Which client had the most failed jobs last night?", {"erp-fd"}),
        # by a word of its label no other label has; not by one the label negates ('not yet running')
        ("Which clients' jobs have finished with warnings?", {"web-fd", "mail-fd"}),
        ("How many jobs are running?", [(2,)]),
    ],
)
def test_codes_are_named_by_the_words_of_their_labels(
    catalog: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(catalog, question, expected)


MAIL = SourceSchema(
    source="mail", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # a mail server counting what it processed, and what it did not accept
        _metric("mail_cleanup_messages_not_accepted_total", "counter", ("instance", ["mx1"])),
        _metric("mail_cleanup_messages_processed_total", "counter", ("instance", ["mx1"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a direction is ours: what a neighbour sends us we import, what a session gets from us we export
        ("Which session sends us the most routes?", "topk(1, sum by (name) (bird_protocol_prefix_import_count))"),
        ("Which sessions get more than a thousand routes from us?", "bird_protocol_prefix_export_count > 1000"),
    ],
)  # fmt: skip
def test_promql_reads_directions_from_our_side(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, ROUTER, "")[0] == expected


def test_promql_reads_a_negated_name_as_the_opposite() -> None:
    accepting = write("How many messages a second is the mail server accepting?", Platform.PROMQL, MAIL, "")[0]
    assert accepting == "sum (rate(mail_cleanup_messages_processed_total[5m]))"
    refused = write("How many messages a second are not accepted?", Platform.PROMQL, MAIL, "")[0]
    assert refused == "sum (rate(mail_cleanup_messages_not_accepted_total[5m]))"


@pytest.fixture(scope="module")
def desk(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A service desk named as GLPI names it (tickets in categories kept as itilcategories, a trash flag, surveys
    run together as ticketsatisfactions) and a support inbox whose conversations point at inboxes with a flag
    named after conversations."""
    script = (
        "CREATE TABLE glpi_itilcategories (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE glpi_tickets (id INTEGER PRIMARY KEY, name TEXT, date TEXT, is_deleted BOOLEAN,"
        " itilcategories_id INTEGER REFERENCES glpi_itilcategories(id));"
        "CREATE TABLE glpi_ticketsatisfactions (id INTEGER PRIMARY KEY,"
        " tickets_id INTEGER REFERENCES glpi_tickets(id), satisfaction INTEGER, date_begin TEXT);"
        "CREATE TABLE inboxes (id INTEGER PRIMARY KEY, name TEXT, lock_to_single_conversation BOOLEAN);"
        "CREATE TABLE conversations (id INTEGER PRIMARY KEY, inbox_id INTEGER REFERENCES inboxes(id),"
        " created_at TEXT);"
    )
    rows = {
        "glpi_itilcategories": [(1, "Printer"), (2, "VPN"), (3, "E-mail")],
        # VPN has the most tickets, two of them in the trash; Printer the most surveys
        "glpi_tickets": [(1, "no vpn", _at(1), 0, 2), (2, "vpn slow", _at(2), 0, 2), (3, "vpn", _at(3), 1, 2),
                         (4, "vpn down", _at(4), 1, 2), (5, "jam", _at(2), 0, 1), (6, "mail", _at(5), 0, 3)],
        "glpi_ticketsatisfactions": [(1, 5, 4, _at(1)), (2, 5, 5, _at(1)), (3, 5, 3, _at(1)), (4, 1, 2, _at(1))],
        "inboxes": [(1, "Web", 0), (2, "WhatsApp", 1)],
        "conversations": [(1, 1, _at(1)), (2, 1, _at(2)), (3, 2, _at(3)), (4, 1, _at(20))],
    }  # fmt: skip
    return _database(tmp_path_factory, "desk", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # tickets are glpi_tickets, not the run-together ticketsatisfactions; itilcategories are categories
        ("Which category has the most tickets?", {"VPN"}),
        ("How many tickets came in over the last 7 days?", [(4,)]),
        # the trash holds the rows deleted; otherwise they are gone
        ("How many tickets are in the trash?", [(2,)]),
        ("How many tickets are not in the trash?", [(4,)]),
        # a neighbour's flag is not named by the subject's own noun
        ("How many conversations were started in the last 7 days?", [(3,)]),
        # "how many satisfaction surveys" counts the surveys: satisfaction only says which
        ("How many satisfaction surveys are there?", [(4,)]),
    ],
)
def test_run_together_names_the_trash_and_a_neighbours_flag(
    desk: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(desk, question, expected)


EDGE = SourceSchema(
    source="edge", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # FRR's peers: an address, a number and a description each; what is received and advertised
        _metric("frr_bgp_peer_prefixes_received_count_total", "gauge", ("peer", ["127.0.0.51", "127.0.0.52"]),
                ("peer_as", ["174", "6461"]), ("peer_desc", ["cogent", "zayo"])),
        _metric("frr_bgp_peer_prefixes_advertised_count_total", "gauge", ("peer", ["127.0.0.51", "127.0.0.52"]),
                ("peer_as", ["174", "6461"]), ("peer_desc", ["cogent", "zayo"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # what we get is received, what we send is advertised; a neighbour is told by its description
        ("How many prefixes are we getting from Zayo?",
         'sum (frr_bgp_peer_prefixes_received_count_total{peer_desc="zayo"})'),
        ("Which neighbour do we announce the most prefixes to?",
         "topk(1, sum by (peer_desc) (frr_bgp_peer_prefixes_advertised_count_total))"),
        ("Which neighbour sends us the most prefixes?",
         "topk(1, sum by (peer_desc) (frr_bgp_peer_prefixes_received_count_total))"),
    ],
)  # fmt: skip
def test_promql_reads_received_and_advertised_and_tells_peers_by_description(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, EDGE, "")[0] == expected


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A paper archive as a document manager keeps it: documents dated by the paper (created) and by when they were
    added, a trash (deleted_at), correspondents, share links that may expire, files by MIME type; events that may
    have sub-events, with their orders; and a support desk's agents, kept as users, with its reporting events."""
    script = (
        "CREATE TABLE correspondents (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE documents (id INTEGER PRIMARY KEY, title TEXT, created TEXT, added TEXT, deleted_at TEXT,"
        " correspondent_id INTEGER REFERENCES correspondents(id));"
        "CREATE TABLE share_links (id INTEGER PRIMARY KEY, document_id INTEGER REFERENCES documents(id),"
        " created TEXT, expiration TEXT);"
        "CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT, has_subevents BOOLEAN);"
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, event_id INTEGER REFERENCES events(id), placed_at TEXT);"
        "CREATE TABLE files (id INTEGER PRIMARY KEY, mime_type TEXT);"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE inboxes (id INTEGER PRIMARY KEY, name TEXT, allow_messages_after_resolved BOOLEAN);"
        "CREATE TABLE surveys (id INTEGER PRIMARY KEY, assigned_agent_id INTEGER REFERENCES users(id),"
        " rating INTEGER);"
        "CREATE TABLE reporting_events (id INTEGER PRIMARY KEY, name TEXT, user_id INTEGER REFERENCES users(id),"
        " inbox_id INTEGER REFERENCES inboxes(id), created_at TEXT);"
    )
    rows = {
        "correspondents": [(1, "Stadtwerke"), (2, "Bank")],
        # papers dated long before they were added; one added 362 days ago; two without a correspondent, one of
        # them in the trash
        "documents": [(1, "bill", _at(60), _at(2), None, 1), (2, "statement", _at(90), _at(5), None, 2),
                      (3, "letter", _at(400), _at(362), None, 1), (4, "note", _at(3), _at(40), None, None),
                      (5, "scan", _at(4), _at(1), _at(0.5), None), (6, "old", _at(500), _at(380), None, 2)],
        # one link never expires, one expires in three days, two have expired
        "share_links": [(1, 1, _at(10), None), (2, 2, _at(5), _at(-3)), (3, 1, _at(30), _at(23)),
                        (4, 4, _at(20), _at(13))],
        "events": [(1, "Summit", 0), (2, "Meetups", 1), (3, "Workshop", 0)],
        "orders": [(1, 1, _at(1)), (2, 1, _at(2)), (3, 1, _at(3)), (4, 2, _at(1)), (5, 2, _at(2)), (6, 3, _at(1))],
        # three files in four are PDFs
        "files": [(1, "application/pdf"), (2, "application/pdf"), (3, "image/png"), (4, "application/pdf")],
        # users are agents by the key a survey points at them with; Ann resolved the most, none of hers in the
        # inbox that allows messages after a conversation is resolved
        "users": [(1, "Ann"), (2, "Ben")],
        "inboxes": [(1, "Mail", 0), (2, "Chat", 1)],
        "surveys": [(1, 1, 5), (2, 2, 3)],
        "reporting_events": [(1, "conversation_resolved", 1, 1, _at(1)), (2, "conversation_resolved", 1, 1, _at(2)),
                             (3, "conversation_resolved", 2, 2, _at(1)), (4, "first_response", 2, 2, _at(1))],
    }  # fmt: skip
    return _database(tmp_path_factory, "archive", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a short verb names its time: "did we add" is added, not the paper's own date
        ("How many documents did we add in the last 30 days?", [(2,)]),
        # twelve months are a year
        ("How many documents were added in the last 12 months?", [(4,)]),
        # a link still active has not expired, or never expires
        ("How many share links are still active?", [(2,)]),
        # the trash is gone from "have no" as from everything else
        ("How many documents have no correspondent?", [(1,)]),
        # "which event" is the events, not whether they have sub-events
        ("Which event has the most orders?", {"Summit"}),
        ("How many orders has each event had?", {"Summit", "Meetups", "Workshop"}),
        # a code is named by the level it ends in, and a short part only as itself (png is no "percentage")
        ("What percentage of files are PDFs?", [(75.0,)]),
        # a role a key names (assigned_agent_id) names the table it points at; the word a value took
        # ('conversation_resolved') names no neighbour's flag
        ("Which agent resolved the most conversations in the last 30 days?", {"Ann"}),
    ],
)  # fmt: skip
def test_short_verbs_a_year_of_months_expiry_anti_joins_flags_code_levels_and_roles(
    archive: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(archive, question, expected)


@pytest.fixture(scope="module")
def mailing(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A newsletter tool's tables copied out of PostgreSQL: times as it prints a timestamptz (``+00``), lists and
    the campaigns sent to them, subscribers by status; and a photo library's albums and what fills them."""
    script = (
        "CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT, created_at TIMESTAMPTZ);"
        "CREATE TABLE campaigns (id INTEGER PRIMARY KEY, name TEXT, status TEXT, send_at TIMESTAMPTZ,"
        " created_at TIMESTAMPTZ);"
        "CREATE TABLE campaign_lists (id INTEGER PRIMARY KEY, campaign_id INTEGER REFERENCES campaigns(id),"
        " list_id INTEGER REFERENCES lists(id), list_name TEXT);"
        "CREATE TABLE subscribers (id INTEGER PRIMARY KEY, email TEXT, status TEXT, created_at TIMESTAMPTZ);"
        "CREATE TABLE album (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE album_user (id INTEGER PRIMARY KEY, album_id INTEGER REFERENCES album(id), user_name TEXT);"
        "CREATE TABLE album_asset (id INTEGER PRIMARY KEY, album_id INTEGER REFERENCES album(id), file TEXT);"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, loggedin_at TIMESTAMPTZ);"
        "CREATE TABLE links (id INTEGER PRIMARY KEY, uuid TEXT, url TEXT);"
        "CREATE TABLE link_clicks (id INTEGER PRIMARY KEY, link_id INTEGER REFERENCES links(id),"
        " campaign_id INTEGER REFERENCES campaigns(id));"
        "CREATE TABLE bounces (id INTEGER PRIMARY KEY, campaign_id INTEGER REFERENCES campaigns(id), type TEXT);"
    )

    def printed(days: float) -> str:  # as PostgreSQL prints a timestamptz in UTC
        return (NOW - timedelta(days=days)).strftime("%Y-%m-%d %H:%M:%S.123456+00")

    rows = {
        "lists": [(1, "Morning", printed(300)), (2, "Weekend", printed(300)), (3, "Podcast", printed(20))],
        # one campaign goes out in three days, created a week ago
        "campaigns": [(1, "Monday", "finished", printed(2), printed(3)), (2, "Soon", "scheduled", printed(-3),
                      printed(7))],
        "campaign_lists": [(1, 1, 1, "Morning"), (2, 2, 2, "Weekend")],
        # three subscribed in the last week, one of them blocklisted
        "subscribers": [(1, "a@x", "enabled", printed(1)), (2, "b@x", "blocklisted", printed(2)),
                        (3, "c@x", "enabled", printed(6)), (4, "d@x", "enabled", printed(30))],
        "album": [(1, "Summit"), (2, "Coming up")],
        # the empty album has members but no photos
        "album_user": [(1, 1, "ann"), (2, 2, "ann"), (3, 2, "ben")],
        "album_asset": [(1, 1, "a.jpg"), (2, 1, "b.jpg"), (3, 1, "c.jpg"), (4, 1, "d.jpg")],
        # one user last signed in 45 days ago
        "users": [(1, "Marcus", printed(45)), (2, "Ava", printed(2)), (3, "Lee", printed(10))],
        # links known by a UUID and by their address; the support page clicked most
        "links": [(1, "0f8e2c1a-5b7d-4e3f-9a1b-2c3d4e5f6a7b", "https://example.org/support"),
                  (2, "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d", "https://example.org/news")],
        "link_clicks": [(1, 1, 1), (2, 1, 1), (3, 1, 2), (4, 2, 1)],
        # the scheduled campaign drew the complaints, the finished one the hard bounces
        "bounces": [(1, 1, "hard"), (2, 1, "hard"), (3, 1, "hard"), (4, 2, "complaint"), (5, 2, "complaint")],
    }  # fmt: skip
    return _database(tmp_path_factory, "mailing", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a timestamptz printed with its zone's hours alone (+00) is a time SQLite is made to read
        ("How many new subscribers did we get in the past week?", [(3,)]),
        # "the blocklist" names the status its past spells
        ("How many subscribers are on the blocklist?", [(1,)]),
        # a plural of a command (lists) is a noun
        ("Which of our lists has never had a campaign sent to it?", {"Podcast"}),
        # nothing is created ahead: a forward window falls on a time that can lie ahead
        ("Which campaigns are scheduled to go out in the next 7 days?", {"Soon"}),
        # an empty album has none of what fills it most (its assets), whatever members it has
        ("Which albums are empty?", {"Coming up"}),
        # not done for more than a span: its last time further back than that
        ("Which users haven't logged in for more than 30 days?", {"Marcus"}),
        # a link is named by its address, not by the UUID no one says
        ("What's the most clicked link?", {"https://example.org/support"}),
        # a command's word in a name is a noun: campaign_lists is named only in part by "campaign"
        ("Which campaign drew the most complaints?", {"Soon"}),
    ],
)  # fmt: skip
def test_zoned_text_times_nouns_past_forms_command_plurals_ahead_and_empty(
    mailing: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(mailing, question, expected)


SCRATCH = SourceSchema(
    source="scratch", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # a file server's directories by size, a machine's boot time and a network interface's bytes
        _metric("node_directory_size_bytes", "gauge",
                ("directory", ["srv/video/transcode", "srv/photos/archive", "var/log"])),
        _metric("node_boot_time_seconds", "gauge", ("instance", ["host1"])),
        _metric("node_network_transmit_bytes_total", "counter", ("device", ["eth0"])),
        _metric("up", "gauge", ("job", ["node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a gauge growing: its change a second; over a window, its change; some time from now, its projection
        ("Which directory is growing the fastest?",
         "topk(1, sum by (directory) (deriv(node_directory_size_bytes[5m])))"),
        ("Which directories aren't growing at all?", "sum by (directory) (deriv(node_directory_size_bytes[5m])) == 0"),
        ("How big will the video transcode area be a day from now?",
         'sum (predict_linear(node_directory_size_bytes{directory="srv/video/transcode"}[5m], 86400))'),
        # transcode is no transmit: sharing "trans" makes no family
        ("How fast is the video transcode area filling up?",
         'sum (deriv(node_directory_size_bytes{directory="srv/video/transcode"}[5m]))'),
        # a machine has been up since it booted
        ("How many days has the host been up?", "(time() - node_boot_time_seconds) / 86400"),
        # "the smallest" ranks from the bottom; "three biggest" is a top three
        ("Which directory is the smallest?", "bottomk(1, min by (directory) (node_directory_size_bytes))"),
    ],
)  # fmt: skip
def test_promql_reads_a_gauge_growing_uptime_and_rankings_said_in_words(question: str, expected: str) -> None:
    assert write(question, Platform.PROMQL, SCRATCH, "")[0] == expected


DEPOT = SourceSchema(
    source="depot", platform=Platform.PROMQL, kind="prometheus",
    tables=[  # a parcel depot's scanners: when each last scanned, how long scans take, jams and rejects by reason
        _metric("depot_last_scan_time", "gauge", ("lane", ["l1", "l2", "l3"])),
        _metric("depot_scan_durations_seconds_bucket", "histogram", ("lane", ["l1", "l2", "l3"]),
                ("le", ["0.5", "1", "2", "+Inf"])),
        _metric("depot_scan_durations_seconds_count", "counter", ("lane", ["l1", "l2", "l3"])),
        _metric("depot_scan_durations_seconds_sum", "counter", ("lane", ["l1", "l2", "l3"])),
        _metric("depot_jams_total", "counter", ("belt", ["north", "south", "east"])),
        _metric("depot_query_microseconds_total", "counter", ("lane", ["l1", "l2", "l3"])),
        _metric("depot_requests_total", "counter", ("lane", ["l1", "l2", "l3"])),
        _metric("depot_belt_rejects_total", "counter"),
        _metric("depot_rejects_total", "counter", ("reason", ["torn_label", "oversize", "wet"])),
        _metric("up", "gauge", ("job", ["depot", "scannerexporter", "prometheus"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a percentile only a histogram has, though a moment's gauge says "time" too
        ("What's the median scan time?",
         "histogram_quantile(0.5, sum by (le) (rate(depot_scan_durations_seconds_bucket[5m])))"),
        # things whose percentile is past a bound, counted
        ("How many lanes have a median scan time above two seconds?",
         "count(histogram_quantile(0.5, sum by (lane, le) (rate(depot_scan_durations_seconds_bucket[5m]))) > 2) "
         "or vector(0)"),
        # things whose count is past a bound, counted; the count itself when it is what is counted
        ("How many belts have had at least one jam since the exporter started?",
         "count(sum by (belt) (depot_jams_total) >= 1) or vector(0)"),
        ("How many jams have we had since the exporter started?", "sum (depot_jams_total)"),
        # "which" of a counter with no label so called: the label telling its counts apart, those that moved
        ("Which belt keeps jamming?", "sum by (belt) (increase(depot_jams_total[5m])) > 0"),
        # "what kinds of": the counter whose label tells kinds apart, those seen now
        ("What kinds of rejects are we seeing?", "sum by (reason) (increase(depot_rejects_total[5m])) > 0"),
        # "can Prometheus reach": the target named after the verb, its job's name run together
        ("Can Prometheus reach the scanner exporter?", 'up{job="scannerexporter"} == 1'),
        # the things counted by the metric that counts them (a query is a request), not by one that only names them
        ("How many queries a second is lane l1 answering?", 'sum (rate(depot_requests_total{lane="l1"}[5m]))'),
        ("Which lane gets the most queries?", "topk(1, sum by (lane) (rate(depot_requests_total[5m])))"),
    ],
)  # fmt: skip
def test_promql_reads_percentiles_counted_things_and_kinds_by_the_labels_that_tell_series_apart(
    question: str, expected: str
) -> None:
    assert write(question, Platform.PROMQL, DEPOT, "")[0] == expected


@pytest.fixture(scope="module")
def gallery(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A family's picture gallery: media keyed by UUID, their file details apart, an owner with a quota, tags."""
    script = (
        "CREATE TABLE owners (id UUID PRIMARY KEY, display_name TEXT, quota_size_bytes INTEGER);"
        "CREATE TABLE media (id UUID PRIMARY KEY, owner_id UUID REFERENCES owners(id), kind TEXT, added_at TEXT);"
        "CREATE TABLE media_details (media_id UUID PRIMARY KEY REFERENCES media(id), file_size_bytes INTEGER,"
        " camera TEXT);"
        "CREATE TABLE labels (id UUID PRIMARY KEY, owner_id UUID REFERENCES owners(id), value TEXT);"
        "CREATE TABLE label_media (label_id UUID REFERENCES labels(id), media_id UUID REFERENCES media(id),"
        " PRIMARY KEY (label_id, media_id));"
    )
    owner = ["0b7c2f4e-1d2a-4c8e-9f00-aa11bb22cc33", "5e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b"]
    media = [(f"00000000-0000-4000-8000-00000000000{i}", owner[i % 2], "IMAGE" if i < 6 else "VIDEO", _at(i))
             for i in range(8)]  # fmt: skip
    labels = [("10000000-0000-4000-8000-000000000001", owner[0], "Beach"),
              ("10000000-0000-4000-8000-000000000002", owner[1], "Birthday")]  # fmt: skip
    rows = {
        "owners": [(owner[0], "Mira", 50 * 10**9), (owner[1], "Tom", 20 * 10**9)],
        "media": media,
        "media_details": [(m[0], (i + 1) * 250_000_000, "X100") for i, m in enumerate(media)],
        "labels": labels,
        "label_media": [(labels[0][0], m[0]) for m in media[:5]] + [(labels[1][0], m[0]) for m in media[5:7]],
    }
    return _database(tmp_path_factory, "gallery", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a size asked in a unit of storage: the sum of a size kept on the thing's parts (not its owner's quota)
        ("How many gigabytes do the pictures take up?", [(5.25,)]),
        ("How many megabytes of media do we have?", [(9000.0,)]),
        # a label named by a UUID is no name: the label's value; and a photo is an image
        ("Which label has been put on the most photos?", {"Beach"}),
    ],
)  # fmt: skip
def test_the_reader_reads_sizes_in_units_of_storage_and_names_no_row_by_a_uuid(
    gallery: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(gallery, question, expected)


@pytest.fixture(scope="module")
def relay(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A webhook relay's accounts: a table called by a reserved word (group), logins and keys last used or never."""
    script = (
        'CREATE TABLE "user" (id INTEGER PRIMARY KEY, username TEXT, date_joined TEXT, last_login TEXT);'
        'CREATE TABLE api_keys (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES "user"(id), label TEXT,'
        " last_used_at TEXT);"
        'CREATE TABLE "group" (id INTEGER PRIMARY KEY, name TEXT);'
        'CREATE TABLE group_members (group_id INTEGER REFERENCES "group"(id), user_id INTEGER REFERENCES "user"(id),'
        " PRIMARY KEY (group_id, user_id));"
    )
    rows = {
        '"user"': [(1, "ana", _at(400), _at(2)), (2, "ben", _at(300), _at(45)), (3, "cy", _at(10), None),
                 (4, "dee", _at(200), _at(90))],
        "api_keys": [(1, 1, "ci", _at(1)), (2, 1, "laptop", _at(75)), (3, 2, "backup", None), (4, 4, "bot", _at(5))],
        '"group"': [(1, "ops"), (2, "web")],
        "group_members": [(1, 1), (1, 2), (1, 4), (2, 3)],
    }  # fmt: skip
    return _database(tmp_path_factory, "relay", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # not done in a window: last done before it, or never (not both empty and inside it)
        ("Which API keys haven't been used in the last 60 days?", {"laptop", "backup"}),
        # a verb and its particle run together name a time column ("logged in": last_login, not date_joined)
        ("Which users haven't logged in for more than 30 days?", {"ben", "dee"}),
        # a table called by a reserved word is quoted
        ("Which group has the most members?", {"ops"}),
    ],
)  # fmt: skip
def test_the_reader_reads_things_not_done_in_a_window_phrasal_verbs_and_reserved_names(
    relay: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(relay, question, expected)


@pytest.fixture(scope="module")
def automations(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """An automation tool's workflows, switched on or off, and their executions."""
    script = (
        "CREATE TABLE workflows (id INTEGER PRIMARY KEY, name TEXT, active BOOLEAN);"
        "CREATE TABLE executions (id INTEGER PRIMARY KEY, workflow_id INTEGER REFERENCES workflows(id), status TEXT,"
        " started_at TEXT);"
    )
    rows = {
        "workflows": [(1, "invoices", 1), (2, "newsletter", 1), (3, "backup", 0), (4, "reports", 1)],
        "executions": [(1, 1, "success", _at(1)), (2, 1, "error", _at(2)), (3, 3, "success", _at(30))],
    }
    return _database(tmp_path_factory, "automations", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # switched on is active; a run is an execution
        ("Which workflows are switched on but have never run?", {"newsletter", "reports"}),
        ("Which workflows are switched off?", {"backup"}),
    ],
)  # fmt: skip
def test_the_reader_reads_switches_and_runs(
    automations: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(automations, question, expected)


@pytest.fixture(scope="module")
def cron_checks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A cron monitor's checks, tagged, paused or not, hooked up to notification channels, and their runs; its
    users and API keys."""
    script = (
        "CREATE TABLE projects (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE checks (id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects(id), name TEXT,"
        " tags TEXT, active BOOLEAN);"
        "CREATE TABLE channels (id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects(id), name TEXT,"
        " kind TEXT);"
        "CREATE TABLE channel_checks (id INTEGER PRIMARY KEY, channel_id INTEGER REFERENCES channels(id),"
        " check_id INTEGER REFERENCES checks(id));"
        "CREATE TABLE notifications (id INTEGER PRIMARY KEY, check_id INTEGER REFERENCES checks(id),"
        " channel_id INTEGER REFERENCES channels(id), created TEXT);"
        "CREATE TABLE runs (id INTEGER PRIMARY KEY, check_id INTEGER REFERENCES checks(id), status TEXT,"
        " started_at TEXT);"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, disabled BOOLEAN, last_login_at TEXT,"
        " last_active_at TEXT);"
        "CREATE TABLE api_keys (id INTEGER PRIMARY KEY, name TEXT, active BOOLEAN, expires TEXT);"
    )
    rows = {
        "projects": [(1, "Production"), (2, "Staging")],
        "checks": [(1, 1, "db-backup", "prod", 1), (2, 1, "invoices", "billing", 0), (3, 2, "reports", "stage", 1),
                   (4, 2, "cleanup", "prod", 1)],
        "channels": [(1, 1, "ops", "slack_webhook"), (2, 1, "dev", "slack_app"), (3, 2, "pager", "pagerduty"),
                     (4, 2, "mail", "email")],
        "channel_checks": [(1, 1, 1), (2, 2, 1), (3, 3, 3)],
        "notifications": [(1, 1, 1, _at(1)), (2, 2, 1, _at(2)), (3, 1, 2, _at(3))],
        "runs": [(1, 1, "success", _at(2)), (2, 3, "error", _at(1)), (3, 3, "error", _at(2)), (4, 1, "error", _at(3)),
                 (5, 2, "waiting", _at(0.5)), (6, 4, "waiting", _at(0.2)), (7, 1, "running", _at(0.125)),
                 (8, 4, "running", _at(0.01))],
        "users": [(1, "ana", 0, _at(1), _at(1)), (2, "ben", 1, None, _at(60)), (3, "cy", 0, None, None),
                  (4, "dee", 0, _at(50), _at(50))],
        "api_keys": [(1, "ci", 1, None), (2, "old", 1, _at(10)), (3, "off", 0, None), (4, "new", 1, _at(-30))],
    }  # fmt: skip
    return _database(tmp_path_factory, "cron_checks", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # paused is not active; "failed" is held as an error
        ("Which checks are paused?", {"invoices"}),
        ("Which check has failed the most?", {"reports"}),
        # "are waiting" is a state, not a span
        ("How many runs are waiting right now?", [(2,)]),
        # in a state for longer than a span: since before it, timed by the rows in that state
        ("Is any check stuck, running for more than an hour?", {"db-backup"}),
        # one word names one value: the project 'Production', not also the tag 'prod' it might shorten
        ("How many checks does the Production project have?", [(2,)]),
        # a kind said by the first word of several codes: the codes that start so
        ("How many Slack channels do we have?", [(2,)]),
        # the head of the phrase after the negation, reached through the table of keys alone between
        ("Which checks aren't hooked up to any notification channel?", {"invoices", "cleanup"}),
        # never done: the time it was last done is empty
        ("Which users have never logged in?", {"ben", "cy"}),
        # "apart from" leaves a flag's rows out; "for more than 30 days" asks for a time before that, not never
        ("Apart from disabled accounts, who hasn't been active for more than 30 days?", {"dee"}),
        # keys that still work: switched on and unexpired
        ("Which API keys still work?", {"ci", "new"}),
    ],
)  # fmt: skip
def test_the_reader_reads_states_kinds_and_one_value_a_word(
    cron_checks: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(cron_checks, question, expected)


def test_news_is_no_plural_of_new() -> None:
    assert not similar("news", "new")
    assert similar("channels", "channel")


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A GPS tracker's devices (its vehicles) by group, their events, drivers and who drives what; a time
    tracker's users (a job title many share, an alias each) and their timers; DNS zones, some secondaries."""
    script = (
        "CREATE TABLE tc_groups (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE tc_devices (id INTEGER PRIMARY KEY, name TEXT, groupid INTEGER REFERENCES tc_groups(id),"
        " status TEXT);"
        "CREATE TABLE tc_events (id INTEGER PRIMARY KEY, deviceid INTEGER REFERENCES tc_devices(id), type TEXT,"
        " eventtime TEXT);"
        "CREATE TABLE tc_drivers (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE tc_device_driver (deviceid INTEGER REFERENCES tc_devices(id),"
        " driverid INTEGER REFERENCES tc_drivers(id), PRIMARY KEY (deviceid, driverid));"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, alias TEXT, title TEXT);"
        'CREATE TABLE timesheet (id INTEGER PRIMARY KEY, "user" INTEGER REFERENCES users(id), start_time TEXT,'
        " end_time TEXT);"
        "CREATE TABLE domains (id INTEGER PRIMARY KEY, name TEXT, type TEXT);"
    )
    rows = {
        "tc_groups": [(1, "Parks"), (2, "Refuse")],
        "tc_devices": [(1, "PV-01", 1, "online"), (2, "PV-02", 1, "offline"), (3, "RT-01", 2, "online"),
                       (4, "RT-02", 2, "online"), (5, "RT-03", 2, "offline")],
        "tc_events": [(1, 1, "deviceOffline", _at(1)), (2, 1, "deviceOffline", _at(2)), (3, 1, "deviceOffline", _at(3)),
                      (4, 2, "deviceOffline", _at(1)), (5, 1, "deviceOnline", _at(1)), (6, 3, "deviceOnline", _at(2))],
        "tc_drivers": [(1, "Mari"), (2, "Jaan"), (3, "Kadri")],
        "tc_device_driver": [(1, 1), (3, 2)],
        "users": [(1, "ana", "Ana Ortiz", "Developer"), (2, "jon", "Jon Uria", "Developer"),
                  (3, "leire", "Leire Gil", "Designer")],
        "timesheet": [(1, 1, _at(0.1), None), (2, 2, _at(1), _at(0.9)), (3, 3, _at(0.05), None)],
        "domains": [(1, "example.nl", "NATIVE"), (2, "example.eu", "SLAVE"), (3, "shop.nl", "SLAVE"),
                    (4, "mail.nl", "MASTER")],
    }  # fmt: skip
    return _database(tmp_path_factory, "fleet", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a vehicle is a tracker's device; a word names the subject's value, not also another table's code
        ("How many vehicles are online right now?", [(3,)]),
        ("Which vehicle dropped offline most often?", {"PV-01"}),
        ("Which group has the most vehicles?", {"Refuse"}),
        # the head of the negated phrase, reached through the table of keys alone
        ("Which drivers aren't assigned to any vehicle?", {"Kadri"}),
        # "whose" asks for the people, named by the name each has, not by a title many share
        ("Whose timers are running right now?", {"Ana Ortiz", "Leire Gil"}),
        # a DNS zone is a domain, a secondary a slave
        ("How many zones do we run as a secondary?", [(2,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_vehicles_timers_and_zones(
    fleet: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(fleet, question, expected)


ALERTING = SourceSchema(
    source="alerting", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("alertmanager_alerts_received_total", "counter", ("status", ["firing", "resolved"])),
        _metric("alertmanager_silences", "gauge", ("state", ["active", "expired", "pending"])),
        _metric("up", "gauge", ("job", ["alertmanager", "legacy-billing"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # what a counter has counted so far, as it stands
        ("How many resolved alerts has Alertmanager received?",
         'sum (alertmanager_alerts_received_total{status="resolved"})'),
        # targets that can't be reached are down
        ("Which scrape jobs can't be reached?", "up == 0"),
    ],
)  # fmt: skip
def test_promql_reads_counts_so_far_and_targets_out_of_reach(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, ALERTING, "")
    assert query == expected


@pytest.fixture(scope="module")
def hosting(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """DNS zones, some signed; trackers last heard from at times, some disabled, each with a licence expiry."""
    script = (
        "CREATE TABLE zones (id INTEGER PRIMARY KEY, name TEXT, dnssec INTEGER);"
        "CREATE TABLE devices (id INTEGER PRIMARY KEY, name TEXT, disabled BOOLEAN, lastupdate TEXT,"
        " expirationtime TEXT);"
    )
    rows = {
        "zones": [(1, "a.nl", 1), (2, "b.nl", 0), (3, "c.nl", 0), (4, "d.nl", 0), (5, "e.nl", 1)],
        "devices": [(1, "PV-01", 0, _at(0.1), _at(30)), (2, "PV-02", 0, _at(9), _at(-300)),
                    (3, "RT-01", 1, _at(20), _at(-300)), (4, "RT-02", 0, _at(12), _at(-30))],
    }  # fmt: skip
    return _database(tmp_path_factory, "hosting", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "how many zones … in total" counts the zones: no amount is asked
        ("How many DNS zones are we hosting in total?", [(5,)]),
        # gone quiet for longer than a span: last heard from before then; "not counting" leaves a flag's rows out
        ("Which devices have gone quiet for more than a week, not counting disabled ones?", {"PV-02", "RT-02"}),
    ],
)  # fmt: skip
def test_the_reader_counts_things_in_total_and_reads_quiet_rows(
    hosting: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(hosting, question, expected)


@pytest.fixture(scope="module")
def task_runner(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A task runner's templates and their tasks, each queued, then started, then ended."""
    script = (
        "CREATE TABLE templates (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE tasks (id INTEGER PRIMARY KEY, template_id INTEGER REFERENCES templates(id), created TEXT,"
        ' start TEXT, "end" TEXT);'
    )
    rows = {
        "templates": [(1, "backup"), (2, "deploy")],
        # backup: queued 60 minutes, runs 10; deploy: queued 2 minutes, runs 30
        "tasks": [(1, 1, _at(2), _at_plus(2, 60), _at_plus(2, 70)),
                  (2, 1, _at(3), _at_plus(3, 60), _at_plus(3, 70)),
                  (3, 2, _at(2), _at_plus(2, 2), _at_plus(2, 32)),
                  (4, 2, _at(4), _at_plus(4, 2), _at_plus(4, 32))],
    }  # fmt: skip
    return _database(tmp_path_factory, "task_runner", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a wait in the queue lasts until the task began; a run lasts from its start, not from when it was queued
        ("How long did tasks wait in the queue on average, in minutes?", [(31.0,)]),
        ("Which template takes the longest to run on average?", {"deploy"}),
    ],
)  # fmt: skip
def test_the_reader_tells_a_wait_in_the_queue_from_a_run(
    task_runner: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(task_runner, question, expected)


@pytest.fixture(scope="module")
def work_log(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Time booked in whole seconds against clients' projects (each with a budget), invoices with a payment term,
    and a task runner's templates (one started automatically) with their tasks."""
    script = (
        "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE projects (id INTEGER PRIMARY KEY, name TEXT, customer_id INTEGER REFERENCES customers(id),"
        " time_budget INTEGER);"
        "CREATE TABLE timesheet (id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects(id),"
        " start_time TEXT, duration INTEGER, billable INTEGER);"
        "CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), total REAL,"
        " status TEXT, due_days INTEGER);"
        "CREATE TABLE templates (id INTEGER PRIMARY KEY, name TEXT, autorun INTEGER);"
        "CREATE TABLE tasks (id INTEGER PRIMARY KEY, template_id INTEGER REFERENCES templates(id), created TEXT);"
    )
    rows = {
        "customers": [(1, "Museo"), (2, "Festival")],
        # the museum's budget is the larger; the festival's project took the most hours
        "projects": [(1, "Museum guide", 1, 900000), (2, "Festival app", 2, 3600), (3, "Festival site", 2, 3600)],
        "timesheet": [(1, 1, _at(1), 7200, 1), (2, 2, _at(1), 36000, 1), (3, 3, _at(2), 18000, 0),
                      (4, 1, _at(40), 90000, 1), (5, 3, _at(3), 3600, 1)],
        "invoices": [(1, 1, 100.0, "paid", 30), (2, 2, 250.0, "pending", 30), (3, 2, 40.0, "pending", 14)],
        "templates": [(1, "Backup", 1), (2, "Deploy", 0), (3, "Hello world", 0)],
        "tasks": [(1, 1, _at(0)), (2, 2, _at(0)), (3, 2, _at(3))],
    }  # fmt: skip
    return _database(tmp_path_factory, "work_log", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a duration in whole numbers, named for no unit, is in seconds: hours and minutes are asked of it
        ("How long is an average time entry over the last 30 days, in minutes?", [(270.0,)]),
        # hours no table's word names are the hours of the one table that keeps durations
        ("How many hours did the team log yesterday?", [(12.0,)]),
        # hours that rank are those booked against the rows ranked, not the time they were budgeted
        ("What were our top 2 projects by hours over the last 30 days?", {"Festival app", "Festival site"}),
        ("Which client did we put the most billable hours into over the last 30 days?", {"Festival"}),
        # an outstanding bill is one still pending
        ("How much money is still outstanding on our invoices?", [(290.0,)]),
        # words a name runs together are one: "run" names no autorun flag
        ("How many tasks have been run today?", [(2,)]),
        # "never been run": a past that is not in -ed names the rows of the act
        ("Which templates have never been run?", {"Hello world"}),
    ],
)  # fmt: skip
def test_the_reader_reads_hours_booked_and_words_run_together(
    work_log: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(work_log, question, expected)


@pytest.fixture(scope="module")
def link_shortener(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A link shortener's links on a default domain (NULL) or an extra one, their visits (some by bots) and tags;
    its users, who record their last login, beside an activity log; API keys that record their last use."""
    script = (
        "CREATE TABLE domains (id INTEGER PRIMARY KEY, authority TEXT);"
        "CREATE TABLE short_urls (id INTEGER PRIMARY KEY, short_code TEXT, domain_id INTEGER REFERENCES domains(id));"
        "CREATE TABLE visits (id INTEGER PRIMARY KEY, short_url_id INTEGER REFERENCES short_urls(id), date TEXT,"
        " potential_bot BOOLEAN);"
        "CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE short_urls_in_tags (short_url_id INTEGER REFERENCES short_urls(id),"
        " tag_id INTEGER REFERENCES tags(id), PRIMARY KEY (short_url_id, tag_id));"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, last_login_date TEXT);"
        "CREATE TABLE activity_logs (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), date_created TEXT);"
        "CREATE TABLE api_keys (id INTEGER PRIMARY KEY, name TEXT, date_created TEXT, date_last_activity TEXT);"
    )
    rows = {
        "domains": [(1, "tickets.link"), (2, "concert.no")],
        "short_urls": [(1, "season", None), (2, "press", 1), (3, "choir", None), (4, "school", 2)],
        "visits": [(1, 1, _at(1), 0), (2, 1, _at(2), 1), (3, 2, _at(3), 1), (4, 2, _at(40), 0), (5, 4, _at(4), 0)],
        "tags": [(1, "qr"), (2, "print"), (3, "archive")],
        "short_urls_in_tags": [(1, 1), (2, 1), (2, 2)],
        # everyone has an activity row; only one never logged in
        "users": [(1, "anna", _at(1)), (2, "lucie", None), (3, "paul", _at(5))],
        "activity_logs": [(1, 1, _at(1)), (2, 2, _at(2)), (3, 3, _at(5))],
        "api_keys": [(1, "kodi", _at(300), _at(120)), (2, "web", _at(300), _at(1)), (3, "test", _at(5), _at(2))],
    }  # fmt: skip
    return _database(tmp_path_factory, "link_shortener", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "links" are a link shortener's urls, not its domain 'tickets.link'
        ("Which short links have never been visited?", {"choir"}),
        # "leaving out" leaves a flag's rows out, its name said by a short part ("bots": potential_bot)
        ("How many visits did we get in the last 30 days, leaving out bots?", [(2,)]),
        # "aren't on any": the act negated by a preposition, through the table of keys alone
        ("Which tags aren't on any link?", {"archive"}),
        # never logged in: the users' own last login empty, not users with no row in the activity log
        ("Which users have never logged in?", {"lucie"}),
        # when a key was last used is its last activity
        ("Which API keys haven't been used in the last 90 days?", {"kodi"}),
    ],
)  # fmt: skip
def test_the_reader_reads_links_bots_and_last_use(
    link_shortener: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(link_shortener, question, expected)


RESOLVERS = SourceSchema(
    source="resolvers", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("dnsdist_server_status", "gauge", ("server", ["resolver-1", "resolver-3"])),
        _metric("dnsdist_server_queries", "counter", ("server", ["resolver-1", "resolver-3"])),
        _metric("dnsdist_security_status", "gauge"),
        _metric("dnsdist_pool_cache_hits", "counter", ("pool", ["_default_"])),
        _metric("dnsdist_pool_cache_misses", "counter", ("pool", ["_default_"])),
        _metric("dnsdist_pool_cache_size", "gauge", ("pool", ["_default_"])),
        _metric("mail_auth_success_total", "counter", ("user", ["aoife", "declan"])),
        _metric("mail_auth_failures_total", "counter", ("user", ["orla", "admin"])),
        _metric("up", "gauge", ("job", ["dnsdist", "mail"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a backend is a server; its status, a gauge of 1 and 0, says whether it is down (not the scrape targets')
        ("How many of the DNS backends are down right now?", "count(dnsdist_server_status == 0) or vector(0)"),
        ("Which backend is handling the most queries?",
         "topk(1, sum by (server) (rate(dnsdist_server_queries[5m])))"),
        # the exporter's own status is no thing's health: reaching its metrics is the scrape target's
        ("Can Prometheus reach dnsdist's metrics?", 'up{job="dnsdist"} == 1'),
        # hits counted are a share of the lookups, hits and misses, not of the cache's size
        ("What fraction of cache lookups were hits?",
         "sum(rate(dnsdist_pool_cache_hits[5m])) / (sum(rate(dnsdist_pool_cache_hits[5m]))"
         " + sum(rate(dnsdist_pool_cache_misses[5m])))"),
        # logging in is authenticating
        ("Which accounts have logged in during the last 5 minutes?",
         "sum by (user) (increase(mail_auth_success_total[5m])) > 0"),
    ],
)  # fmt: skip
def test_promql_reads_backends_cache_lookups_and_logins(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, RESOLVERS, "")
    assert query == expected


@pytest.fixture(scope="module")
def game_hosting(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A game host's users (one of them called admin) who own servers, the servers' backups (successful or not),
    their schedules (active or not) and the tasks of those (which may go on after a failure); a studio's client
    companies, their invoices (an amount, what is still owed, the taxes in all), and expenses by category."""
    script = (
        "CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT, email TEXT, root_admin TINYINT(1));"
        "CREATE TABLE servers (id INTEGER PRIMARY KEY, name TEXT, owner_id INTEGER REFERENCES users(id),"
        " oom_disabled TINYINT UNSIGNED);"
        "CREATE TABLE backups (id INTEGER PRIMARY KEY, server_id INTEGER REFERENCES servers(id),"
        " is_successful TINYINT(1), created_at TIMESTAMP);"
        "CREATE TABLE schedules (id INTEGER PRIMARY KEY, server_id INTEGER REFERENCES servers(id), name TEXT,"
        " is_active TINYINT(1), last_run_at TIMESTAMP);"
        "CREATE TABLE tasks (id INTEGER PRIMARY KEY, schedule_id INTEGER REFERENCES schedules(id), action TEXT,"
        " continue_on_failure TINYINT UNSIGNED, created_at TIMESTAMP);"
        "CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE invoices (id INTEGER PRIMARY KEY, company_id INTEGER REFERENCES companies(id), number TEXT,"
        " amount DECIMAL(20,6), balance DECIMAL(20,6), total_taxes DECIMAL(20,6), created_at TIMESTAMP);"
        "CREATE TABLE expense_categories (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE expenses (id INTEGER PRIMARY KEY, category_id INTEGER REFERENCES expense_categories(id),"
        " amount DECIMAL(20,6), created_at TIMESTAMP);"
    )
    rows = {
        "users": [(1, "admin", "admin@example.at", 1), (2, "markus", "markus@example.at", 1),
                  (3, "lena", "lena@example.at", 0)],
        "servers": [(1, "Survival", 3, 1), (2, "Creative", 3, 0), (3, "Lobby", 2, 0)],
        # the lobby fails twice in the month, survival once; the creative world's tasks go on after failures often
        "backups": [(1, 1, 0, _at(3)), (2, 3, 0, _at(4)), (3, 3, 0, _at(5)), (4, 2, 1, _at(6)), (5, 3, 1, _at(40))],
        "schedules": [(1, 2, "restart", 1, None), (2, 2, "backup", 0, None), (3, 1, "save", 1, _at(1))],
        "tasks": [(1, 1, "power", 1, _at(2)), (2, 1, "command", 1, _at(2)), (3, 3, "backup", 0, _at(2))],
        "companies": [(1, "Velo"), (2, "Gruut")],
        # Gruut has more invoices and more taxes, Velo owes more
        "invoices": [(1, 1, "F1", 900, 900, 10, _at(5)), (2, 2, "F2", 300, 0, 60, _at(5)),
                     (3, 2, "F3", 300, 100, 60, _at(6))],
        "expense_categories": [(1, "Hosting"), (2, "Travel")],
        "expenses": [(1, 1, 500, _at(10)), (2, 2, 40, _at(11)), (3, 2, 50, _at(12))],
    }  # fmt: skip
    return _database(tmp_path_factory, "game_hosting", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # failed backups are those not successful, never the tasks that go on after a failure
        ("Which server had the most failed backups in the last 30 days?", {"Lobby"}),
        ("What percentage of backups failed in the last 30 days?", [(75.0,)]),
        # a customer where no table is of customers: the users who own the servers
        ("Which customer owns the most servers?", {"lena@example.at"}),
        # admins are a kind of user (root_admin), not the one account called admin
        ("How many admins are there?", [(2,)]),
        # enabled is active
        ("How many enabled schedules have never run?", [(1,)]),
        # what is owed is the balance; what cost the most is the money summed, not the rows counted
        ("Which company owes us the most on its invoices?", {"Velo"}),
        ("How much money are companies still owing us on invoices?", [(1000,)]),
        ("Which expense category cost us the most?", {"Hosting"}),
    ],
)  # fmt: skip
def test_the_reader_reads_failures_owners_admins_and_money_owed(
    game_hosting: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(game_hosting, question, expected)


CLUSTER = SourceSchema(
    source="cluster", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("etcd_server_is_leader", "gauge", ("instance", ["etcd-a", "etcd-b"])),
        _metric("etcd_debugging_lease_granted_total", "counter", ("instance", ["etcd-a", "etcd-b"])),
        _metric("etcd_server_proposals_failed_total", "counter", ("instance", ["etcd-a", "etcd-b"])),
        _metric("rabbitmq_queue_consumers", "gauge", ("queue", ["orders", "labels"])),
        _metric("up", "gauge", ("job", ["etcd", "rabbitmq"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a gauge of 1 or 0 telling a state: which series is in it
        ("Which etcd member is the leader?", "etcd_server_is_leader == 1"),
        # how many have been done so far: the counter as it stands
        ("How many leases have been granted?", "sum (etcd_debugging_lease_granted_total)"),
        ("Have any proposals failed?", "sum (etcd_server_proposals_failed_total)"),
        # nobody doing it: each label value at zero
        ("Which queues have nobody consuming from them?", "sum by (queue) (rabbitmq_queue_consumers) == 0"),
    ],
)  # fmt: skip
def test_promql_reads_states_counts_so_far_and_none(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, CLUSTER, "")
    assert query == expected


@pytest.fixture(scope="module")
def ledger(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Invoices and bills in one documents table by type, and each document's status history beside it (a row per
    change, holding the same types and statuses)."""
    script = (
        "CREATE TABLE documents (id INTEGER PRIMARY KEY, type TEXT, status TEXT, amount REAL);"
        "CREATE TABLE document_histories (id INTEGER PRIMARY KEY, document_id INTEGER REFERENCES documents(id),"
        " type TEXT, status TEXT);"
    )
    rows = {
        "documents": [(1, "invoice", "draft", 10.0), (2, "invoice", "sent", 20.0), (3, "bill", "draft", 5.0)],
        "document_histories": [(1, 1, "invoice", "draft"), (2, 2, "invoice", "draft"), (3, 2, "invoice", "sent"),
                               (4, 3, "bill", "draft")],
    }  # fmt: skip
    return _database(tmp_path_factory, "ledger", script, rows)


def test_a_table_comes_before_the_history_of_its_rows(ledger: tuple[Path, SourceSchema]) -> None:
    # both tables hold 'invoice' and 'draft'; the documents are asked about, not the changes to them
    _answers(ledger, "How many invoices are still sitting in draft?", [(1,)])


@pytest.fixture(scope="module")
def documentation(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A wiki's books on shelves and their pages (some still drafts), comments on either by a polymorphic key,
    articles published or not, and support tickets whose states say which one a new ticket takes."""
    script = (
        "CREATE TABLE books (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE bookshelves (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE bookshelves_books (bookshelf_id INTEGER REFERENCES bookshelves(id),"
        " book_id INTEGER REFERENCES books(id), PRIMARY KEY (bookshelf_id, book_id));"
        "CREATE TABLE pages (id INTEGER PRIMARY KEY, book_id INTEGER REFERENCES books(id), name TEXT,"
        " draft BOOLEAN, created_at TIMESTAMP);"
        "CREATE TABLE articles (id INTEGER PRIMARY KEY, title TEXT, isPublished BOOLEAN);"
        "CREATE TABLE ticket_states (id INTEGER PRIMARY KEY, name TEXT, default_create BOOLEAN);"
        "CREATE TABLE requesters (id INTEGER PRIMARY KEY, name TEXT, phone TEXT);"
        "CREATE TABLE tickets (id INTEGER PRIMARY KEY, title TEXT, state_id INTEGER REFERENCES ticket_states(id),"
        " created_at TIMESTAMP, source TEXT, requester_id INTEGER REFERENCES requesters(id));"
        "CREATE TABLE comments (id INTEGER PRIMARY KEY, entity_type TEXT, entity_id INTEGER, body TEXT);"
    )
    rows = {
        "books": [(1, "Turbines"), (2, "Safety")],
        "bookshelves": [(1, "Engineering"), (2, "Field")],
        # Safety sits on both shelves, Turbines has the pages
        "bookshelves_books": [(1, 1), (1, 2), (2, 2)],
        "pages": [(1, 1, "Blades", 0, _at(3)), (2, 1, "Gearbox", 0, _at(4)), (3, 1, "Pitch", 1, _at(5)),
                  (4, 2, "Ladders", 0, _at(6))],
        "articles": [(1, "Welcome", 1), (2, "Roadmap", 0)],
        "ticket_states": [(1, "new", 1), (2, "open", 0), (3, "closed", 0)],
        "requesters": [(1, "Ørsted", "+45 1"), (2, "Vattenfall", "+46 2")],
        "tickets": [(1, "Brake noise", 1, _at(0), "Email", 1), (2, "Blade crack", 2, _at(0), "Phone", 2),
                    (3, "Yaw drift", 3, _at(2), "Email", 1)],
        # comments on pages and on books, whose ids the pages' share: Ladders has the most of pages', Gearbox none
        "comments": [(1, "page", 4, "ok"), (2, "page", 4, "ok"), (3, "book", 1, "ok"), (4, "book", 1, "ok"),
                     (5, "book", 1, "ok"), (6, "page", 1, "ok"), (7, "book", 2, "ok")],
    }  # fmt: skip
    return _database(tmp_path_factory, "documentation", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a draft is not yet there, unless drafts are asked about; a draft is what is not published
        ("How many pages are there?", [(3,)]),
        ("Which pages are still drafts?", {"Pitch"}),
        ("Which articles are still drafts?", {"Roadmap"}),
        # the verb that names the time names no flag of the ticket's state
        ("How many tickets were created today?", [(2,)]),
        # "new" with a window: rows created in it, whatever their state; "by phone" a value, not a grouping
        ("How many new tickets came in over the last 7 days?", [(3,)]),
        ("What percentage of tickets came in by phone?", [(100 / 3,)]),
        # books are named by "book" in full, not the shelves' bookshelves_books
        ("Which book has the most pages?", {"Turbines"}),
        # a polymorphic key joins the rows of its kind only
        ("Which page has the most comments?", {"Ladders"}),
        ("Which pages have never been commented on?", {"Gearbox"}),
    ],
)  # fmt: skip
def test_the_reader_reads_drafts_times_said_books_and_polymorphic_keys(
    documentation: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(documentation, question, expected)


RESOLVER = SourceSchema(
    source="resolver", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("pdns_recursor_questions", "counter", ("instance", ["10.0.0.5:8082"])),
        _metric("pdns_recursor_dnssec_queries", "counter", ("instance", ["10.0.0.5:8082"])),
        _metric("prometheus_sd_dns_lookups_total", "counter", ("instance", ["localhost:9090"])),
        _metric("pdns_recursor_policy_hits", "counter", ("policyname", ["", "blocklist"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "DNS questions": the questions (DNS only qualifies them), never dnssec, run on from DNS and "per sec(ond)"
        ("How many DNS questions per second is the resolver getting?", "sum (rate(pdns_recursor_questions[5m]))"),
        # a counter of events going on now, though it is named without _total
        ("Which response policy zone is blocking queries?",
         "sum by (policyname) (increase(pdns_recursor_policy_hits[5m])) > 0"),
    ],
)  # fmt: skip
def test_promql_reads_initialisms_the_thing_counted_and_events_going_on(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, RESOLVER, "")
    assert query == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the queries the monitored resolver gets, not those of Prometheus's engine, unless Prometheus is named
        ("How many queries a second is the campus sending us?", "sum (rate(kresd_request_total[5m]))"),
        ("How many queries is Prometheus running right now?", "sum (prometheus_engine_queries)"),
    ],
)
def test_promql_reads_the_monitored_before_the_monitor(question: str, expected: str) -> None:
    schema = SourceSchema(
        source="campus", platform=Platform.PROMQL, kind="prometheus",
        tables=[_metric("kresd_request_total", "counter", ("instance", ["10.0.0.5:8453"])),
                _metric("prometheus_engine_queries", "gauge", ("instance", ["localhost:9090"]))],
    )  # fmt: skip
    query, _, _ = write(question, Platform.PROMQL, schema, "")
    assert query == expected


@pytest.fixture(scope="module")
def worktracker(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Work packages whose status row says whether it is closed, in versions with an open or closed status of
    their own; sales cases with a status among which some end a case; orders that keep their refunds as orders of
    another kind; users that keep groups and placeholders as users of other kinds."""
    script = (
        "CREATE TABLE statuses (id INTEGER PRIMARY KEY, name TEXT, is_closed BOOLEAN);"
        "CREATE TABLE versions (id INTEGER PRIMARY KEY, name TEXT, status TEXT);"
        "CREATE TABLE work_packages (id INTEGER PRIMARY KEY, subject TEXT,"
        " status_id INTEGER REFERENCES statuses(id), version_id INTEGER REFERENCES versions(id));"
        "CREATE TABLE sales_cases (id INTEGER PRIMARY KEY, name TEXT, priority TEXT, status TEXT);"
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, type TEXT, total REAL, created_at TIMESTAMP);"
        "CREATE TABLE users (id INTEGER PRIMARY KEY, login TEXT, type TEXT);"
    )
    rows = {
        "statuses": [(1, "New", 0), (2, "In progress", 0), (3, "Closed", 1), (4, "Rejected", 1)],
        "versions": [(1, "2.0", "open"), (2, "1.0", "closed")],
        # four open packages (two in the closed version), two closed ones (one in the open version)
        "work_packages": [(1, "Pumps", 1, 1), (2, "Valves", 2, 2), (3, "Meters", 2, 1), (4, "Pipes", 3, 1),
                          (5, "Tanks", 4, 2), (6, "Filters", 1, 2)],
        "sales_cases": [(1, "Late truck", "Urgent", "New"), (2, "Lost pallet", "Normal", "Assigned"),
                        (3, "Broken seal", "Urgent", "Closed"), (4, "Wrong invoice", "Urgent", "Pending"),
                        (5, "Same again", "Normal", "Duplicate"), (6, "No case", "Normal", "Rejected")],
        "orders": [(1, "shop_order", 40.0, _at(1)), (2, "shop_order", 60.0, _at(2)),
                   (3, "shop_order_refund", -20.0, _at(1))],
        "users": [(1, "ana", "User"), (2, "rui", "User"), (3, "Admins", "Group"), (4, "tbd", "PlaceholderUser")],
    }  # fmt: skip
    return _database(tmp_path_factory, "worktracker", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # open is the state of the rows asked about: their status row's, not their version's status 'open'
        ("How many work packages are still open?", [(4,)]),
        ("Which versions are open?", {"2.0"}),
        # open: none of the states that end a case
        ("How many sales cases are still open?", [(3,)]),
        ("How many urgent sales cases are open right now?", [(2,)]),
        # the orders are the orders, not their refunds, unless refunds are asked about
        ("How much did orders bring in over the last 7 days?", [(100.0,)]),
        ("How much did we refund over the last 7 days?", [(-20.0,)]),
        ("How many users are there?", [(2,)]),
        ("How many groups are there?", [(1,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_open_rows_by_their_own_state_and_a_table_of_its_own_kind(
    worktracker: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(worktracker, question, expected)


@pytest.fixture(scope="module")
def fibre(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A network's devices at locations, in device groups, pinged, logging events; IP addresses tagged by state and
    a change log of what was added; tasks with a status row of their own under user stories that close too,
    assigned to and owned by users; epics grouping user stories."""
    script = (
        "CREATE TABLE locations (id INTEGER PRIMARY KEY, location TEXT);"
        "CREATE TABLE devices (device_id INTEGER PRIMARY KEY, hostname TEXT,"
        " location_id INTEGER REFERENCES locations(id), override_sysLocation BOOLEAN);"
        "CREATE TABLE device_groups (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE device_group_device (device_group_id INTEGER REFERENCES device_groups(id),"
        " device_id INTEGER REFERENCES devices(device_id), PRIMARY KEY (device_group_id, device_id));"
        "CREATE TABLE device_perf (id INTEGER PRIMARY KEY, device_id INTEGER REFERENCES devices(device_id),"
        " loss REAL);"
        "CREATE TABLE eventlog (event_id INTEGER PRIMARY KEY, device_id INTEGER REFERENCES devices(device_id),"
        " datetime TIMESTAMP, type TEXT);"
        'CREATE TABLE "ipTags" (id INTEGER PRIMARY KEY, type TEXT);'
        'CREATE TABLE ipaddresses (id INTEGER PRIMARY KEY, ip_addr TEXT, state INTEGER REFERENCES "ipTags"(id));'
        "CREATE TABLE changelog (cid INTEGER PRIMARY KEY, caction TEXT, cdate TIMESTAMP);"
        "CREATE TABLE users_user (id INTEGER PRIMARY KEY, full_name TEXT);"
        "CREATE TABLE projects_userstorystatus (id INTEGER PRIMARY KEY, name TEXT, is_closed BOOLEAN);"
        "CREATE TABLE projects_taskstatus (id INTEGER PRIMARY KEY, name TEXT, is_closed BOOLEAN);"
        "CREATE TABLE epics_epic (id INTEGER PRIMARY KEY, is_blocked BOOLEAN, subject TEXT);"
        "CREATE TABLE userstories_userstory (id INTEGER PRIMARY KEY, subject TEXT, is_closed BOOLEAN,"
        " status_id INTEGER REFERENCES projects_userstorystatus(id), epic_id INTEGER REFERENCES epics_epic(id));"
        "CREATE TABLE tasks_task (id INTEGER PRIMARY KEY, subject TEXT,"
        " status_id INTEGER REFERENCES projects_taskstatus(id), owner_id INTEGER REFERENCES users_user(id),"
        " assigned_to_id INTEGER REFERENCES users_user(id),"
        " user_story_id INTEGER REFERENCES userstories_userstory(id));"
    )
    rows = {
        "locations": [(1, "Krems"), (2, "Melk")],
        # Krems has three devices, only one of which overrides its location
        "devices": [(1, "sw-1", 1, 0), (2, "sw-2", 1, 0), (3, "sw-3", 1, 1), (4, "ptp-1", 2, 1)],
        "device_groups": [(1, "Core")],
        "device_group_device": [(1, 1), (1, 2)],
        # every device but sw-2 is pinged: the ungrouped ones are sw-3 and ptp-1 all the same
        "device_perf": [(1, 1, 0.0), (2, 3, 1.5), (3, 4, 2.5)],
        "eventlog": [(1, 3, _at(2), "reboot"), (2, 1, _at(2), "interface"), (3, 4, _at(20), "reboot")],
        "ipTags": [(1, "Offline"), (2, "Used")],
        "ipaddresses": [(1, "10.0.0.1", 2), (2, "10.0.0.2", 1), (3, "10.0.0.3", 2)],
        "changelog": [(1, "add", _at(1)), (2, "add", _at(2)), (3, "edit", _at(3)), (4, "add", _at(4)),
                      (5, "delete", _at(5))],
        "users_user": [(1, "Ewa"), (2, "Piotr")],
        "projects_userstorystatus": [(1, "New", 0), (2, "Ready for test", 0), (3, "Done", 1)],
        "projects_taskstatus": [(1, "New", 0), (2, "Ready for test", 0), (3, "Closed", 1)],
        "epics_epic": [(1, 0, "Tickets"), (2, 1, "Maps")],
        # the closed story holds two open tasks; Ready for test holds two stories and one task
        "userstories_userstory": [(1, "Buy a ticket", 0, 2, 1), (2, "Refund", 0, 2, 1), (3, "Map", 1, 3, 2)],
        # Ewa owns every task; Piotr is assigned the most open ones
        "tasks_task": [(1, "API", 1, 1, 2, 1), (2, "UI", 3, 1, 1, 1), (3, "Tiles", 1, 1, 2, 3),
                       (4, "Zoom", 2, 1, 2, 3), (5, "Docs", 1, 1, 1, 2)],
    }  # fmt: skip
    return _database(tmp_path_factory, "fibre", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the neighbour the phrase names in full, not one it names in part
        ("Which devices aren't in any device group?", {"sw-3", "ptp-1"}),
        # a site is a location, and the word that names it names no flag of the devices
        ("Which site has the most devices?", {"Krems"}),
        # the past of the verb an event is named by
        ("Which devices rebooted in the last week?", {"sw-3"}),
        # a table whose name runs two words together, said apart; a common word ('add') is no code for another
        ("How many IP addresses are there?", [(3,)]),
        ("How many addresses are marked as offline?", [(1,)]),
        ("How many user stories are in Ready for test?", [(2,)]),
        # open: the task's own status row, before its story's; who: the people, not the user stories, and the
        # assignee for "assigned to them"
        ("How many open tasks are there?", [(4,)]),
        ("Who has the most open tasks assigned to them?", {"Piotr"}),
        # a yes/no column names no row; a subject does
        ("Which epic has the most user stories?", {"Tickets"}),
    ],
)  # fmt: skip
def test_the_reader_reads_names_said_apart_roles_and_status_rows(
    fibre: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(fibre, question, expected)


def test_promql_reads_which_server_as_the_target_scraped() -> None:
    schema = SourceSchema(
        source="dns", platform=Platform.PROMQL, kind="prometheus",
        tables=[_metric("pdns_auth_nxdomain_packets", "counter", ("instance", ["ns1", "ns2"]), ("job", ["pdns"]))],
    )  # fmt: skip
    query, _, _ = write("Which server gives out the most NXDOMAIN answers?", Platform.PROMQL, schema, "")
    assert query == "topk(1, sum by (instance) (rate(pdns_auth_nxdomain_packets[5m])))"


@pytest.fixture(scope="module")
def marketing(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Contacts kept as leads beside those who asked not to be contacted; e-mails written once and sent many
    times, one row a send."""
    script = (
        "CREATE TABLE leads (id INTEGER PRIMARY KEY, firstname TEXT, date_added TIMESTAMP);"
        "CREATE TABLE lead_donotcontact (id INTEGER PRIMARY KEY, lead_id INTEGER REFERENCES leads(id),"
        " channel TEXT, date_added TIMESTAMP);"
        "CREATE TABLE emails (id INTEGER PRIMARY KEY, name TEXT, date_added TIMESTAMP);"
        "CREATE TABLE email_stats (id INTEGER PRIMARY KEY, email_id INTEGER REFERENCES emails(id),"
        " lead_id INTEGER REFERENCES leads(id), date_sent TIMESTAMP);"
    )
    rows = {
        "leads": [(1, "Ola", _at(40)), (2, "Kari", _at(3)), (3, "Nils", _at(2)), (4, "Siri", _at(1))],
        "lead_donotcontact": [(1, 1, "email", _at(5))],
        # two e-mails written long ago; five sends, three of them in the last week
        "emails": [(1, "Welcome", _at(60)), (2, "Offer", _at(50))],
        "email_stats": [(1, 1, 2, _at(3)), (2, 1, 3, _at(2)), (3, 2, 4, _at(1)), (4, 2, 1, _at(20)),
                        (5, 1, 1, _at(30))],
    }  # fmt: skip
    return _database(tmp_path_factory, "marketing", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # contacts are the leads, not the table of those who must not be contacted
        ("How many contacts do we have?", [(4,)]),
        ("How many new contacts came in over the last 7 days?", [(3,)]),
        # the e-mails sent are the sends, timed by when they were sent, not by when the e-mail was written
        ("How many emails did we send in the last 7 days?", [(3,)]),
        ("How many emails were sent in the last 10 days?", [(3,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_contacts_kept_as_leads_and_sends_kept_apart(
    marketing: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(marketing, question, expected)


def test_promql_reads_a_things_own_healthy_gauge() -> None:
    schema = SourceSchema(
        source="web", platform=Platform.PROMQL, kind="prometheus",
        tables=[_metric("caddy_reverse_proxy_upstreams_healthy", "gauge", ("upstream", ["a:80", "b:80"])),
                _metric("up", "gauge", ("job", ["caddy", "node"]))],
    )  # fmt: skip
    query, _, _ = write("How many reverse-proxy upstreams are down?", Platform.PROMQL, schema, "")
    assert query == "count(caddy_reverse_proxy_upstreams_healthy == 0) or vector(0)"


@pytest.fixture(scope="module")
def control_room(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Cameras kept as monitors, in groups, with detection zones, recording events under run states written out as
    settings; parts in categories, each with a default supplier part; alerts by status, processed now and then;
    services in maintenance until a time."""
    script = (
        'CREATE TABLE "Monitors" ("Id" INTEGER PRIMARY KEY, "Name" TEXT, "Function" TEXT);'
        'CREATE TABLE "Zones" ("Id" INTEGER PRIMARY KEY, "MonitorId" INTEGER REFERENCES "Monitors"("Id"), "Name" TEXT);'
        'CREATE TABLE "Groups" ("Id" INTEGER PRIMARY KEY, "Name" TEXT);'
        'CREATE TABLE "Groups_Monitors" ("Id" INTEGER PRIMARY KEY, "GroupId" INTEGER REFERENCES "Groups"("Id"),'
        ' "MonitorId" INTEGER REFERENCES "Monitors"("Id"));'
        'CREATE TABLE "States" ("Id" INTEGER PRIMARY KEY, "Name" TEXT, "Definition" TEXT);'
        'CREATE TABLE "Events" ("Id" INTEGER PRIMARY KEY, "MonitorId" INTEGER REFERENCES "Monitors"("Id"),'
        ' "StateId" INTEGER REFERENCES "States"("Id"), "Cause" TEXT, "StartDateTime" TIMESTAMP);'
        "CREATE TABLE part_partcategory (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE company_supplierpart (id INTEGER PRIMARY KEY, sku TEXT);"
        "CREATE TABLE part_part (id INTEGER PRIMARY KEY, name TEXT, category_id INTEGER REFERENCES"
        " part_partcategory(id), default_supplier_id INTEGER REFERENCES company_supplierpart(id));"
        "CREATE TABLE alerts (id INTEGER PRIMARY KEY, summary TEXT, status TEXT, created_at TIMESTAMP,"
        " last_processed TIMESTAMP);"
        "CREATE TABLE services (id INTEGER PRIMARY KEY, name TEXT, maintenance_expires_at TIMESTAMP);"
    )
    rows = {
        "Monitors": [(1, "Gate", "Record"), (2, "Lobby", "Modect"), (3, "Yard", "Monitor")],
        "Zones": [(1, 1, "Road"), (2, 2, "Door")],
        # the outdoor group holds two cameras
        "Groups": [(1, "Outdoor"), (2, "Indoor")],
        "Groups_Monitors": [(1, 1, 1), (2, 1, 3), (3, 2, 2)],
        "States": [(1, "default", "1:Record:1"), (2, "night", "1:Modect:1")],
        # three recordings in the last 30 days, two of them for motion; one older
        "Events": [(1, 1, 1, "Motion", _at(1)), (2, 2, 1, "Motion", _at(2)), (3, 1, 2, "Continuous", _at(3)),
                   (4, 2, 1, "Continuous", _at(40))],
        "part_partcategory": [(1, "Resistors"), (2, "Sensors")],
        "company_supplierpart": [(1, "R-1"), (2, "S-1")],
        # resistors hold most parts, though most parts come from the sensor supplier part
        "part_part": [(1, "R 1k", 1, 2), (2, "R 10k", 1, 2), (3, "R 100k", 1, 2), (4, "CO2", 2, 1)],
        # two alerts still open (triggered or acknowledged), one closed; processing leaves the time empty now and then
        "alerts": [(1, "disk", "triggered", _at(1), None), (2, "cpu", "active", _at(2), None),
                   (3, "etl", "closed", _at(3), None), (4, "ram", "closed", _at(4), _at(3))],
        # the website is in maintenance for another hour; the relay's maintenance ended
        "services": [(1, "Website", _at(-1 / 24)), (2, "Relay", _at(6)), (3, "API", None)],
    }  # fmt: skip
    return _database(tmp_path_factory, "control_room", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a camera is a monitor
        ("Which cameras have no detection zones set up?", {"Yard"}),
        # a compound noun by its head: the group, the category, not the cameras nor the supplier part
        ("Which camera group has the most cameras in it?", {"Outdoor"}),
        ("Which part category has the most parts in it?", {"Resistors"}),
        # a setting written out ('1:Record:1') is no value "recordings" names
        ("What percentage of the recordings in the last 30 days were triggered by motion?", [(100.0 * 2 / 3,)]),
        # open: none of the states that end an alert, not an empty time of the latest processing
        ("How many alerts are open right now?", [(2,)]),
        # in maintenance now: its maintenance ends ahead
        ("Which services are in maintenance mode at the moment?", {"Website"}),
    ],
)  # fmt: skip
def test_the_reader_reads_cameras_compound_nouns_settings_and_states_in_force(
    control_room: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(control_room, question, expected)


@pytest.fixture(scope="module")
def workshop(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Build orders issued by one user and owned by another; customers kept as accounts beside custom fields;
    cameras kept as monitors, some recording sound, on servers, with a status and recording events; heartbeat
    checks in a health state."""
    script = (
        "CREATE TABLE auth_user (id INTEGER PRIMARY KEY, first_name TEXT);"
        "CREATE TABLE users_owner (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE build_build (id INTEGER PRIMARY KEY, reference TEXT,"
        " issued_by_id INTEGER REFERENCES auth_user(id), responsible_id INTEGER REFERENCES users_owner(id));"
        "CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE custom_fields (id INTEGER PRIMARY KEY, field_name TEXT, field_value TEXT);"
        "CREATE TABLE servers (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE monitors (id INTEGER PRIMARY KEY, name TEXT, server_id INTEGER REFERENCES servers(id),"
        " record_audio BOOLEAN);"
        "CREATE TABLE monitor_status (monitor_id INTEGER REFERENCES monitors(id), status TEXT);"
        "CREATE TABLE events (id INTEGER PRIMARY KEY, monitor_id INTEGER REFERENCES monitors(id), cause TEXT,"
        " length REAL);"
        "CREATE TABLE heartbeat_monitors (id INTEGER PRIMARY KEY, name TEXT, last_state TEXT);"
    )
    rows = {
        "auth_user": [(1, "Fleur"), (2, "Joris")],
        "users_owner": [(1, "Assembly"), (2, "Test bench")],
        # Fleur issues three builds, Joris one; the assembly team owns three of them
        "build_build": [(1, "BO-1", 1, 2), (2, "BO-2", 1, 1), (3, "BO-3", 1, 1), (4, "BO-4", 2, 1)],
        "accounts": [(1, "Bibliothèque"), (2, "Lycée"), (3, "Mairie")],
        "custom_fields": [(1, "delivery_zone", "Centre")],
        "servers": [(1, "zm-main"), (2, "zm-east")],
        # two cameras record sound; three run on zm-main, one of which is not running
        "monitors": [(1, "Lobby", 1, 1), (2, "Gate", 1, 0), (3, "Hall", 1, 0), (4, "Roof", 2, 1)],
        "monitor_status": [(1, "Connected"), (2, "NotRunning"), (3, "Connected"), (4, "NotRunning")],
        "events": [(1, 1, "Motion", 40.0), (2, 2, "Motion", 90.0), (3, 3, "Signal", 10.0), (4, 4, "Motion", 80.0)],
        "heartbeat_monitors": [(1, "nightly-etl", "unhealthy"), (2, "backup-verify", "unhealthy"),
                               (3, "kiosk-sync", "healthy"), (4, "timetable-import", "inactive")],
    }  # fmt: skip
    return _database(tmp_path_factory, "workshop", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # who did the act the question names: the key named by its verb, not the other key to people
        ("Who has issued the most build orders?", {"Fleur"}),
        # a customer is no custom: a doer is not the word it is made from; billing systems keep customers as accounts
        ("How many customers do we have?", [(3,)]),
        # a setting to do a thing to what is not said: recordings are events, not the cameras recording sound
        ("What's the average length of a motion recording, in seconds?", [(70.0,)]),
        # a status run into a negation is the opposite of the verb: "runs" is not 'NotRunning'
        ("Which server runs the most cameras?", {"zm-main"}),
        # a failing check is an unhealthy one
        ("Which heartbeat monitors are failing?", {"nightly-etl", "backup-verify"}),
    ],
)  # fmt: skip
def test_the_reader_reads_keys_verbs_and_states_by_what_they_say(
    workshop: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(workshop, question, expected)


SPAM_FILTERS = SourceSchema(
    source="mail", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("rspamd_scanned_total", "counter", ("instance", ["mx1", "mx2"]), ("job", ["rspamd"])),
        _metric("rspamd_actions_total", "counter", ("instance", ["mx1", "mx2"]), ("job", ["rspamd"]),
                ("type", ["add header", "no action", "reject", "rewrite subject", "soft reject"])),
        _metric("rspamd_spam_total", "counter", ("instance", ["mx1", "mx2"]), ("job", ["rspamd"])),
        _metric("scrape_samples_scraped", "gauge", ("instance", ["mx1", "mx2", "127.0.0.1:9100"]),
                ("job", ["rspamd", "node"])),
        _metric("up", "gauge", ("instance", ["mx1", "mx2", "127.0.0.1:9100"]), ("job", ["rspamd", "node"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # whether scrapes succeed is what up records; the job is the one of the metrics the question names
        ("Are both of our spam scanners being scraped successfully?", 'count(up{job="rspamd"} == 1) or vector(0)'),
        # a noun no label is called by, of a metric several targets report: which target
        ("Which scanner is handling the most mail?", "topk(1, sum by (instance) (rate(rspamd_scanned_total[5m])))"),
        # a label value of two words, named by the word that sets it apart
        ("How many messages a second have their subject line rewritten?",
         'sum (rate(rspamd_actions_total{type="rewrite subject"}[5m]))'),
    ],
)  # fmt: skip
def test_promql_reads_scrapes_targets_and_label_values_of_words(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, SPAM_FILTERS, "")
    assert " ".join(query.split()) == expected


@pytest.fixture(scope="module")
def translation_server(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Projects whose repositories' addresses carry their names, languages by direction, users by their login
    beside their full name, and review invitations turned down."""
    script = (
        "CREATE TABLE projects (id INTEGER PRIMARY KEY, name TEXT, web TEXT);"
        "CREATE TABLE components (id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects(id), name TEXT,"
        " repo TEXT);"
        "CREATE TABLE languages (id INTEGER PRIMARY KEY, name TEXT, direction TEXT);"
        "CREATE TABLE staff (uid INTEGER PRIMARY KEY, users_name TEXT, full_name TEXT, last_login TIMESTAMP,"
        " date_joined TIMESTAMP);"
        "CREATE TABLE review_assignments (id INTEGER PRIMARY KEY, reviewer_id INTEGER REFERENCES staff(uid),"
        " declined BOOLEAN, date_assigned TIMESTAMP);"
    )
    rows = {
        "projects": [(1, "Pastel", "https://pastel.example"), (2, "Rivulet", "https://rivulet.example")],
        "components": [(1, 1, "Application", "https://git.example/pastel/pastel.git"),
                       (2, 1, "Website", "https://git.example/web/site.git"),
                       (3, 2, "Extension", "https://git.example/rivulet/rivulet.git")],
        "languages": [(1, "Arabic", "rtl"), (2, "Hebrew", "rtl"), (3, "French", "ltr")],
        # all joined long ago; one of them signed in lately
        "staff": [(1, "gross", "Giulia Rossi", _at(200), _at(400)), (2, "pgreco", "Paolo Greco", _at(2), _at(300)),
                  (3, "aroma", "Anna Romano", _at(120), _at(150))],
        "review_assignments": [(1, 1, 1, _at(5)), (2, 2, 0, _at(6)), (3, 1, 1, _at(7)), (4, 3, 0, _at(8))],
    }  # fmt: skip
    return _database(tmp_path_factory, "translation_server", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a name inside an address on the web is no value of it: Pastel's components, not those of its repository
        ("How many components does Pastel have?", [(2,)]),
        # logging in is a login; a person is named by their full name, not their login (users_name)
        ("How many staff have not logged in for more than 90 days?", [(2,)]),
        ("Which staff member has the most review assignments?", {"Giulia Rossi"}),
        # an invitation turned down is declined
        ("How many review assignments did reviewers turn down?", [(2,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_addresses_logins_and_declines(
    translation_server: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(translation_server, question, expected)


SIP_SERVER = SourceSchema(
    source="sip", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        # an exporter that declares no types: its counters are untyped
        _metric("kamailio_core_rcv_requests_options", "untyped", ("instance", ["sip1"]), ("job", ["kamailio"])),
        _metric("kamailio_call_setup_ms_bucket", "histogram", ("le", ["500", "1000", "+Inf"])),
        _metric("kamailio_call_setup_ms_sum", "untyped"),
        _metric("kamailio_call_setup_ms_count", "untyped"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a metric of no declared type asked at a pace is read as a counter
        ("How many OPTIONS requests per second reach the SIP server?",
         "sum (rate(kamailio_core_rcv_requests_options[5m]))"),
        # a time kept in milliseconds asked in seconds
        ("What is the average call setup time in seconds?",
         "(sum(rate(kamailio_call_setup_ms_sum[5m])) / sum(rate(kamailio_call_setup_ms_count[5m]))) / 1000"),
        ("What is the 90th percentile call setup time, in seconds?",
         "(histogram_quantile(0.90, sum by (le) (rate(kamailio_call_setup_ms_bucket[5m])))) / 1000"),
    ],
)  # fmt: skip
def test_promql_reads_untyped_counters_and_times_kept_in_milliseconds(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, SIP_SERVER, "")
    assert " ".join(query.split()) == expected


@pytest.fixture(scope="module")
def microlender(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Loan products with a sentence describing each beside its name, and loans with a planned and an actual
    disbursement date, far apart."""
    script = (
        "CREATE TABLE m_product_loan (id INTEGER PRIMARY KEY, name TEXT, description TEXT);"
        "CREATE TABLE m_loan (id INTEGER PRIMARY KEY, product_id INTEGER REFERENCES m_product_loan(id),"
        " principal_amount REAL, expected_disbursedon_date TIMESTAMP, disbursedon_date TIMESTAMP);"
    )
    rows = {
        "m_product_loan": [
            (1, "Individual Business Loan", "Individual Business Loan for the small shops of the lake's markets"),
            (2, "Group Loan", "Group Loan for the women's groups of the county"),
            (3, "Emergency Loan", "Emergency Loan for a family's urgent needs"),
        ],
        # planned long ago, paid out lately; planned lately, paid out long ago
        "m_loan": [(1, 1, 1000.0, _at(200), _at(10)), (2, 1, 3000.0, _at(5), _at(150)),
                   (3, 2, 500.0, _at(3), _at(20)), (4, 1, 2000.0, _at(100), _at(30))],
    }  # fmt: skip
    return _database(tmp_path_factory, "microlender", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the time a verb names without another word ("disbursed": disbursedon_date, not the expected one);
        # a sentence that starts with a product's name is no name of it, so no filter on the description
        ("What was the average principal amount of the Individual Business Loans we disbursed over the last 90"
         " days?", [(1500.0,)]),
        ("How many loans did we disburse in the last 60 days?", [(3,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_the_time_a_verb_names_and_names_not_sentences(
    microlender: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(microlender, question, expected)


SIP_SERVER_HOST = SourceSchema(
    source="sip-host", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("kamailio_call_outcomes_total", "untyped", ("outcome", ["answered", "busy", "no_answer"])),
        # more metrics named by "core" than the reader looks for labels on
        *(_metric(f"kamailio_core_{name}", "untyped", ("instance", ["sip1"]))
          for name in ("bad_msg_hdr", "drop_requests", "drop_replies", "err_requests", "err_replies", "fwd_requests",
                       "fwd_replies", "rcv_requests", "rcv_replies", "bad_uris_rcvd", "unsupported_methods",
                       "rcv_requests_ack", "rcv_requests_bye")),
        _metric("kamailio_call_setup_ms_bucket", "histogram", ("le", ["500", "1000", "+Inf"])),
        _metric("kamailio_call_setup_ms_sum", "untyped"),
        _metric("kamailio_call_setup_ms_count", "untyped"),
        _metric("node_time_zone_offset_seconds", "gauge", ("time_zone", ["UTC"])),
        # and more times kept in seconds than the reader looks for a distribution among
        *(_metric(name, "gauge")
          for name in ("node_time_seconds", "node_boot_time_seconds", "process_start_time_seconds",
                       "prometheus_remote_storage_highest_timestamp_in_seconds")),
        _metric("node_scrape_collector_duration_seconds", "gauge", ("collector", ["cpu", "time", "uname"])),
        TableInfo(name="process_cpu_seconds_total", kind="counter",
                  description="Total user and system CPU time spent in seconds."),
        TableInfo(name="node_timex_offset_seconds", kind="gauge",
                  description="Time offset in between local system and reference clock."),
        _metric("node_cpu_seconds_total", "counter", ("cpu", ["0", "1"]), ("mode", ["idle", "user"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a share of an untyped counter: the part over the whole, both at their pace
        ("What percentage of call attempts get answered?",
         '100 * sum(rate(kamailio_call_outcomes_total{outcome="answered"}[5m]))'
         " / sum(rate(kamailio_call_outcomes_total[5m]))"),
        # a time asked in milliseconds is read from a metric kept in a unit of time (not a time zone's offset)
        ("What is the median time it takes for a call to be answered, in milliseconds?",
         "histogram_quantile(0.5, sum by (le) (rate(kamailio_call_setup_ms_bucket[5m])))"),
        # cores counted by the cpu label, though the metrics named by "core" hold none
        ("How many CPU cores does this machine have?", "count(count by (cpu) (node_cpu_seconds_total))"),
    ],
)  # fmt: skip
def test_promql_reads_untyped_shares_times_in_any_unit_and_cores(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, SIP_SERVER_HOST, "")
    assert " ".join(query.split()) == expected


@pytest.fixture(scope="module")
def street_reports(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """Problems people report, and the inspectors' shortlists of them, in a table named after reports."""
    script = (
        "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, created TIMESTAMP);"
        "CREATE TABLE problem (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), title TEXT,"
        " confirmed TIMESTAMP);"
        "CREATE TABLE user_planned_reports (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id),"
        " report_id INTEGER REFERENCES problem(id), added TIMESTAMP, removed TIMESTAMP);"
    )
    rows = {
        "users": [(1, "Huw Bevan", _at(400)), (2, "Rhian Roberts", _at(20)), (3, "Carys Jenkins", _at(30)),
                  (4, "Rhodri Price", _at(500))],
        "problem": [(1, 1, "Pothole on Mumbles Road", _at(3)), (2, 1, "Broken street light", _at(9)),
                    (3, 2, "Fly-tipping in the lane", _at(12)), (4, 1, "Blocked drain", _at(15))],
        # the inspector's shortlist: one report still on it
        "user_planned_reports": [(1, 4, 1, _at(2), None), (2, 4, 3, _at(10), _at(5))],
    }  # fmt: skip
    return _database(tmp_path_factory, "street_reports", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a past participle before the noun naming a table qualifies it: the problems, not the reports
        ("How many reported problems are there?", [(4,)]),
        # the thing a verb is done to names what never happened, before the table the verb names
        ("How many people who signed up in the last 90 days have never reported a problem?", [(1,)]),
    ],
)  # fmt: skip
def test_the_reader_reads_participles_and_objects_before_the_acts_named(
    street_reports: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(street_reports, question, expected)


NOTEBOOK_HUB = SourceSchema(
    source="hub", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("up", "gauge", ("instance", ["127.0.0.1:8081", "127.0.0.1:9100"]), ("job", ["jupyterhub", "node"])),
        _metric("jupyterhub_running_servers", "gauge"),
        _metric("jupyterhub_server_spawn_duration_seconds_count", "counter",
                ("status", ["success", "failure", "too-many-users"])),
        _metric("jupyterhub_server_stop_seconds_count", "counter", ("status", ["success", "failure"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a hub that came up started (no target's health); a server started is one spawned
        ("How many notebook server starts have failed since the hub came up?",
         'sum (jupyterhub_server_spawn_duration_seconds_count{status="failure"})'),
        # a server shut down stopped: no target is down
        ("How many notebook servers have been shut down since the hub started?",
         "sum (jupyterhub_server_stop_seconds_count)"),
    ],
)  # fmt: skip
def test_promql_reads_phrasal_verbs_and_spawned_starts(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, NOTEBOOK_HUB, "")
    assert " ".join(query.split()) == expected


_HUB_REQUEST_LABELS = (
    ("code", ["200", "302", "403", "404", "429"]),
    ("handler", ["jupyterhub.handlers.login.LoginHandler", "jupyterhub.handlers.base.Template404"]),
)
BUSY_HUB = SourceSchema(
    source="hub", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("up", "gauge", ("instance", ["127.0.0.1:8081", "127.0.0.1:9090"]),
                ("job", ["jupyterhub", "prometheus"])),
        *(_metric(f"jupyterhub_request_duration_seconds_{part}", kind, *_HUB_REQUEST_LABELS)
          for part, kind in (("count", "counter"), ("sum", "counter"))),
        _metric("jupyterhub_request_duration_seconds_bucket", "histogram", *_HUB_REQUEST_LABELS,
                ("le", ["0.1", "+Inf"])),
        _metric("prometheus_http_requests_total", "counter", ("code", ["200", "302"]), ("handler", ["/metrics"])),
        _metric("jupyterhub_hub_startup_duration_seconds_count", "counter"),
        _metric("jupyterhub_hub_startup_duration_seconds_sum", "counter"),
        _metric("jupyterhub_hub_startup_duration_seconds_bucket", "histogram", ("le", ["1", "+Inf"])),
        _metric("jupyterhub_server_spawn_duration_seconds_bucket", "histogram", ("status", ["success", "failure"]),
                ("le", ["1", "+Inf"])),
        _metric("jupyterhub_server_spawn_duration_seconds_count", "counter", ("status", ["success", "failure"])),
        _metric("jupyterhub_server_spawn_duration_seconds_sum", "counter", ("status", ["success", "failure"])),
        # an agent's charts of process groups: the shop's services, and the system's users' groups
        _metric("netdata_apps_processes_processes_average", "untyped",
                ("dimension", ["checkout", "invoicing", "netdata"])),
        _metric("netdata_groups_processes_processes_average", "untyped", ("dimension", ["netdata", "root"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a histogram's _count counts the requests it timed (not seconds): no other metric of requests is needed
        ("How many HTTP requests per second is the hub answering?",
         "sum (rate(jupyterhub_request_duration_seconds_count[5m]))"),
        # a class of HTTP statuses, or one status, said by its reason
        ("How many requests per second does the hub answer with a client error?",
         'sum (rate(jupyterhub_request_duration_seconds_count{code=~"4.."}[5m]))'),
        ("How many requests per second ask the hub for pages that do not exist?",
         'sum (rate(jupyterhub_request_duration_seconds_count{code="404"}[5m]))'),
        # the owner of a thing is not the subject: the hub's requests are the requests
        ("What share of the hub's requests end in an error, client or server?",
         'sum(rate(jupyterhub_request_duration_seconds_count{code=~"[45].."}[5m]))'
         " / sum(rate(jupyterhub_request_duration_seconds_count[5m]))"),
        # what one did take: every observation so far
        ("How many seconds did the hub take to start up?",
         "sum(jupyterhub_hub_startup_duration_seconds_sum) / sum(jupyterhub_hub_startup_duration_seconds_count)"),
        ("Within how many seconds did half of the successful notebook server starts finish?",
         'histogram_quantile(0.5, sum by (le) (jupyterhub_server_spawn_duration_seconds_bucket{status="success"}))'),
        # the noun after a value said tells its kind: "service" reaches the groups' chart only as a synonym
        ("How many processes does the invoicing service run?",
         'sum (netdata_apps_processes_processes_average{dimension="invoicing"})'),
    ],
)  # fmt: skip
def test_promql_reads_http_statuses_owners_durations_taken_and_kinds(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, BUSY_HUB, "")
    assert " ".join(query.split()) == expected


WEB_SERVER_AND_RESOLVER = SourceSchema(
    source="edge", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("caddy_http_requests_total", "counter", ("server", ["booking", "www"])),
        _metric("caddy_http_request_duration_seconds_count", "counter", ("server", ["booking", "www"]),
                ("code", ["200", "301", "404", "502"]), ("method", ["GET", "POST"])),
        _metric("caddy_http_request_duration_seconds_sum", "counter", ("server", ["booking", "www"]),
                ("code", ["200", "301", "404", "502"]), ("method", ["GET", "POST"])),
        _metric("bind_resolver_query_duration_seconds_count", "counter", ("view", ["_default"])),
        _metric("bind_resolver_queries_total", "counter", ("view", ["_default"])),
        _metric("bind_incoming_queries_total", "counter", ("type", ["A", "AAAA", "MX"])),
        _metric("bind_incoming_requests_total", "counter", ("opcode", ["QUERY", "NOTIFY"])),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the requests counted with the method asked: only the timed requests carry it
        ("How many POST requests per second does Caddy get?",
         'sum (rate(caddy_http_request_duration_seconds_count{method="POST"}[5m]))'),
        # the status said in other words is the part; the server said bounds the whole too
        ("What percentage of booking requests end in a 5xx?",
         '100 * sum(rate(caddy_http_request_duration_seconds_count{server="booking",code=~"5.."}[5m]))'
         ' / sum(rate(caddy_http_request_duration_seconds_count{server="booking"}[5m]))'),
        # the counter named by the things counted says more of the question than the timed queries' count
        ("How many queries per second does the resolver send upstream?",
         "sum (rate(bind_resolver_queries_total[5m]))"),
        # the noun after a value is its kind, unless it is the thing counted: AAAA lookups are queries
        ("How many AAAA lookups per second are we getting?",
         'sum (rate(bind_incoming_queries_total{type="AAAA"}[5m]))'),
    ],
)  # fmt: skip
def test_promql_counts_the_series_that_keep_the_values_asked(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, WEB_SERVER_AND_RESOLVER, "")
    assert " ".join(query.split()) == expected


@pytest.fixture(scope="module")
def station_and_parish(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A radio log whose contacts are timed on and off, beside countries kept with a longitude; and gifts kept as
    pledges and payments in one table."""
    script = (
        "CREATE TABLE dxcc_entities (adif INTEGER PRIMARY KEY, name TEXT, lat REAL, long REAL);"
        "CREATE TABLE contacts (id INTEGER PRIMARY KEY, COL_CALL TEXT, COL_DXCC INTEGER REFERENCES dxcc_entities(adif),"
        " COL_TIME_ON TIMESTAMP, COL_TIME_OFF TIMESTAMP);"
        "CREATE TABLE family_fam (fam_ID INTEGER PRIMARY KEY, fam_Name TEXT);"
        "CREATE TABLE pledge_plg (plg_plgID INTEGER PRIMARY KEY, plg_FamID INTEGER REFERENCES family_fam(fam_ID),"
        " plg_date DATE, plg_amount DECIMAL(8,2), plg_PledgeOrPayment VARCHAR(7));"
    )
    on = NOW - timedelta(days=2)
    rows = {
        "dxcc_entities": [(223, "ENGLAND", 52.0, -1.5), (230, "GERMANY", 51.0, 10.0)],
        # contacts of 4 and 8 minutes: 6 on average
        "contacts": [(1, "G4ABC", 223, on.strftime("%Y-%m-%d %H:%M:%S"),
                      (on + timedelta(minutes=4)).strftime("%Y-%m-%d %H:%M:%S")),
                     (2, "DL1XYZ", 230, on.strftime("%Y-%m-%d %H:%M:%S"),
                      (on + timedelta(minutes=8)).strftime("%Y-%m-%d %H:%M:%S"))],
        "family_fam": [(1, "Mensah"), (2, "Owusu")],
        # the Owusus pledged the most, the Mensahs paid the most
        "pledge_plg": [(1, 1, _at(5)[:10], 300.0, "Payment"), (2, 2, _at(6)[:10], 100.0, "Payment"),
                       (3, 2, _at(7)[:10], 900.0, "Pledge"), (4, 1, _at(8)[:10], 50.0, "Payment")],
    }  # fmt: skip
    return _database(tmp_path_factory, "station_and_parish", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "how long" names no longitude; a contact lasts from its time on to its time off
        ("How long does a contact last on average, in minutes?", [(6.0,)]),
        # money given is the amounts of the payments, not of the pledges
        ("How much money was given in the last 30 days?", [(450.0,)]),
        ("Which family has given the most in the last 30 days?", {"Mensah"}),
    ],
)  # fmt: skip
def test_the_reader_reads_durations_on_and_off_and_money_given(
    station_and_parish: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(station_and_parish, question, expected)


_VIEWS = ("view", ["shop:home", "shop:basket", "shop:report", "<unnamed view>"])
_WEB_APP_LATENCY = "app_http_requests_latency_seconds_by_view_method"
WEB_APP = SourceSchema(
    source="web-app", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _metric("app_http_requests_total_by_method_total", "counter", ("method", ["GET", "POST"])),
        _metric("app_http_ajax_requests_total", "counter"),
        _metric("app_http_responses_total_by_status_total", "counter", ("status", ["200", "302", "403", "404", "500"])),
        _metric("app_http_responses_total_by_status_view_method_total", "counter", _VIEWS,
                ("status", ["200", "302", "403", "404", "500"]), ("method", ["GET", "POST"])),
        *(_metric(f"{_WEB_APP_LATENCY}_{part}", "counter", _VIEWS, ("method", ["GET", "POST"]))
          for part in ("count", "sum")),
        _metric(f"{_WEB_APP_LATENCY}_bucket", "histogram", _VIEWS, ("method", ["GET", "POST"]),
                ("le", ["0.1", "1", "+Inf"])),
        _metric("app_db_query_duration_seconds_count", "counter", ("vendor", ["sqlite"])),
        _metric("app_db_query_duration_seconds_sum", "counter", ("vendor", ["sqlite"])),
        _metric("app_http_exceptions_total_by_type_total", "counter", ("type", ["Http404", "KeyError"])),
        _metric("app_http_responses_total_by_templatename_total", "counter",
                ("templatename", ["shop/home.html", "shop/basket.html"])),
        _metric("app_model_deletes_total", "counter", ("model", ["booking", "workshop", "basket"])),
        _metric("app_migrations_applied_total", "gauge", ("connection", ["default"])),
        _metric("app_migrations_unapplied_total", "gauge", ("connection", ["default"])),
        # the machine's memory pages: no page of the site
        _metric("node_memory_HugePages_Total", "gauge"),
        _metric("node_memory_AnonPages_bytes", "gauge"),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the HTTP status said: only the metrics whose status label holds it can say which requests ended so
        ("How many requests per second end in a server error?",
         'sum (rate(app_http_responses_total_by_status_total{status=~"5.."}[5m]))'),
        ("How many requests per second are being refused as forbidden?",
         'sum (rate(app_http_responses_total_by_status_total{status="403"}[5m]))'),
        # a page of the site is what a web framework's metrics call its view
        ("Which page of the site is producing the server errors?",
         'sum by (view) (increase(app_http_responses_total_by_status_view_method_total{status=~"5.."}[5m])) > 0'),
        # the slowest on average: each page's mean, ranked (its unit comes before what it is broken down by)
        ("Which page of the site is the slowest on average?",
         f"topk(1, sum by (view) (rate({_WEB_APP_LATENCY}_sum[5m]))"
         f" / sum by (view) (rate({_WEB_APP_LATENCY}_count[5m])))"),
        # a response time is a latency, not a count of responses
        ("What is the average response time of the basket page in seconds?",
         f'sum(rate({_WEB_APP_LATENCY}_sum{{view="shop:basket"}}[5m]))'
         f' / sum(rate({_WEB_APP_LATENCY}_count{{view="shop:basket"}}[5m]))'),
        # kinds are types; "are the site's pages raising": going on now
        ("What kinds of exceptions are the site's pages raising?",
         "sum by (type) (increase(app_http_exceptions_total_by_type_total[5m])) > 0"),
        # a word said run into what names it (templatename)
        ("Which page template is rendered most often?",
         "topk(1, sum by (templatename) (rate(app_http_responses_total_by_templatename_total[5m])))"),
        # "workshop bookings" are bookings, of a workshop: the model 'booking'
        ("How many workshop bookings are being deleted per second?",
         'sum (rate(app_model_deletes_total{model="booking"}[5m]))'),
        # "not been applied": the unapplied ones, named with the negation run in
        ("How many database migrations have not been applied yet?", "sum (app_migrations_unapplied_total)"),
        ("How many database migrations have been applied?", "sum (app_migrations_applied_total)"),
    ],
)  # fmt: skip
def test_promql_reads_a_web_frameworks_statuses_pages_and_response_times(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, WEB_APP, "")
    assert " ".join(query.split()) == expected


def _flag(name: str, description: str) -> TableInfo:
    return TableInfo(name=name, kind="gauge", description=description,
                     columns=[ColumnInfo(name="instance", type="label", samples=["db1:8008", "db2:8008", "db3:8008"]),
                              ColumnInfo(name="scope", type="label", samples=["lis"])])  # fmt: skip


DATABASE_CLUSTER = SourceSchema(
    source="db-cluster", platform=Platform.PROMQL, kind="prometheus",
    tables=[
        _flag("ha_replica", "Value is 1 if this node is a replica, 0 otherwise."),
        _flag("ha_pending_restart", "Value is 1 if the node needs a restart, 0 otherwise."),
        _flag("ha_failsafe_mode_is_active", "Value is 1 if failsafe mode is active, 0 if inactive."),
        _flag("ha_sync_standby", "Value is 1 if this node is a sync standby replica, 0 otherwise."),
        _flag("ha_postmaster_start_time", "Epoch seconds since Postgres started."),
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a gauge its help calls 1 if so, 0 otherwise: which series are so, whether any is, how many are
        ("Which members are running as replicas?", "ha_replica == 1"),
        ("Which member is the synchronous standby?", "ha_sync_standby == 1"),
        ("Which database servers still need a restart?", "max by (instance) (ha_pending_restart) == 1"),
        ("Is failsafe mode active on any member?", "max(ha_failsafe_mode_is_active)"),
        ("How many members are waiting for a restart?", "sum (ha_pending_restart)"),
        ("What fraction of the members are replicas?", "sum(ha_replica) / count(ha_replica)"),
        ("What percentage of the members need a restart?",
         "100 * sum(ha_pending_restart) / count(ha_pending_restart)"),
    ],
)  # fmt: skip
def test_promql_reads_a_gauge_of_one_or_zero_as_whether(question: str, expected: str) -> None:
    query, _, _ = write(question, Platform.PROMQL, DATABASE_CLUSTER, "")
    assert " ".join(query.split()) == expected


def test_promql_knows_the_write_ahead_log_by_its_older_name() -> None:
    """PostgreSQL's WAL was called the xlog before version 10, and exporters still say so."""
    schema = SourceSchema(
        source="db", platform=Platform.PROMQL, kind="prometheus",
        tables=[_metric("pg_xlog_position_bytes", "counter", ("instance", ["db1", "db2"])),
                _metric("pg_stat_database_xact_commit", "counter", ("datname", ["app", "postgres"]))],
    )  # fmt: skip
    query, _, _ = write("How fast is the WAL growing?", Platform.PROMQL, schema, "")
    assert " ".join(query.split()) == "sum (rate(pg_xlog_position_bytes[5m]))"


@pytest.fixture(scope="module")
def radio_and_reviews(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SourceSchema]:
    """A radio station's library, shows and presenters, its mail log; and a call for papers with its reviews, and
    comments written by an author on behalf of a group."""
    script = (
        "CREATE TABLE files (id INTEGER PRIMARY KEY, track_title TEXT, file_exists BOOLEAN);"
        "CREATE TABLE plays (id INTEGER PRIMARY KEY, file_id INTEGER REFERENCES files(id), starts TIMESTAMP);"
        "CREATE TABLE shows (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE show_days (id INTEGER PRIMARY KEY, show_id INTEGER REFERENCES shows(id), repeat_type INTEGER);"
        "CREATE TABLE show_hosts (id INTEGER PRIMARY KEY, show_id INTEGER REFERENCES shows(id), subjs_id INTEGER);"
        "CREATE TABLE email_events (id INTEGER PRIMARY KEY, emailable_type TEXT, emailable_id INTEGER,"
        " event_type TEXT, email TEXT);"
        "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT);"
        "CREATE TABLE reviews (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES people(id), score REAL);"
        "CREATE TABLE comments (id INTEGER PRIMARY KEY, author_id INTEGER REFERENCES people(id),"
        " user_group_id INTEGER REFERENCES people(id), body TEXT);"
    )
    rows = {
        # two files gone from disk, one of them played before it went; 'Oostende' played three times
        "files": [(1, "Oostende", 1), (2, "Ghent", 1), (3, "Lost", 0), (4, "Gone", 0)],
        "plays": [(1, 1, _at(1)), (2, 1, _at(2)), (3, 1, _at(3)), (4, 2, _at(4)), (5, 4, _at(5))],
        "shows": [(1, "Morning"), (2, "Night Automation"), (3, "Jazz Hour")],
        "show_days": [(1, 1, 0), (2, 2, 0), (3, 3, 1)],
        "show_hosts": [(1, 1, 7), (2, 3, 8)],
        # the person's address bounces three times; the kind of the polymorphic row is always 'Submitter'
        "email_events": [(1, "Submitter", 1, "bounce", "j@example.net"), (2, "Submitter", 1, "bounce", "j@example.net"),
                         (3, "Submitter", 1, "bounce", "j@example.net"), (4, "Submitter", 2, "bounce", "k@example.net"),
                         (5, "Submitter", 2, "send", "k@example.net")],
        "people": [(1, "Agnieszka"), (2, "Piotr"), (3, "Group of neighbours")],
        # Agnieszka wrote two reviews, Piotr three
        "reviews": [(1, 1, 3.0), (2, 1, 4.0), (3, 2, 2.0), (4, 2, 1.0), (5, 2, 5.0)],
        # Piotr wrote three comments, two on behalf of the group; Agnieszka one
        "comments": [(1, 2, 3, "a"), (2, 2, 3, "b"), (3, 2, None, "c"), (4, 1, None, "d")],
    }  # fmt: skip
    return _database(tmp_path_factory, "radio_and_reviews", script, rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "missing" is a flag of existence not set
        ("How many files in the library are missing from disk?", [(2,)]),
        # a presenter is a host
        ("Which shows have no presenter assigned?", {"Night Automation"}),
        # of two columns as near, the one whose name says nothing the question does not (email, not emailable_type)
        ("Which email address bounces most often?", {"j@example.net"}),
        # who wrote a comment is its author, not the group it was written for
        ("Who has written the most comments?", {"Piotr"}),
        # a reviewer is one who does what the reviews record: a person
        ("Which reviewer has written the most reviews?", {"Piotr"}),
        # a song is a track of the library's files
        ("What was the most played song over the last four weeks?", {"Oostende"}),
    ],
)  # fmt: skip
def test_sql_reads_existence_roles_doers_and_the_plainer_column(
    radio_and_reviews: tuple[Path, SourceSchema], question: str, expected: Any
) -> None:
    _answers(radio_and_reviews, question, expected)
