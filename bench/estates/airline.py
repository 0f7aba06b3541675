"""A regional airline's operations database (Corrib Air, flying from Dublin, Cork and Shannon to Britain and the
Channel Islands) in the style of a SQL Server sample database such as AdventureWorks, as a SQLite file, for
execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): flights fill the 95 days
before ``now`` and the schedule runs 4 days ahead; bookings are made up to 60 days before their flight; every
time sits on a 5-minute grid, so two builds with the same seed and ``now`` values a whole number of days apart
give the same answers to relative-time questions (the schedule repeats daily, nothing follows the weekday).
**Times are ISO-8601 text in UTC with a ``T`` and a trailing ``Z``** (``2026-11-20T14:05:00Z``), plain dates
(``FlightDate``, ``HireDate``, ``DeliveryDate``, ``LaunchDate``, ``DateOfBirth``) are ``YYYY-MM-DD``.

The tables are singular PascalCase nouns with PascalCase columns, each keyed by ``<Table>ID`` (an integer), and
every table has a ``ModifiedDate``: ``Airport`` (``IATACode``, ``ICAOCode``, ``IsHub``), ``AircraftType``
(``ICAOTypeCode`` AT76, AT46, E190, DH8D; ``SeatCapacity``), ``Aircraft`` (``Registration``; ``Status`` Active,
Maintenance, Stored; ``HomeBaseAirportID``), ``Route`` (``OriginAirportID`` and ``DestinationAirportID``, both
→ Airport; ``DistanceKm``, ``ScheduledBlockMinutes``), ``Flight`` (one operation of a flight number on a day:
``FlightNumber`` such as ``CB301``, → Route, → Aircraft; ``FlightDate`` the UTC date of
``ScheduledDeparture``; ``ScheduledDeparture``/``ScheduledArrival`` and ``ActualDeparture``/``ActualArrival``,
the actual times NULL until they happen (and for cancelled flights); ``Status`` Scheduled, Departed, Arrived,
Cancelled; ``CancellationReason`` for cancelled flights), ``CrewMember`` (``CrewRank`` Captain, First Officer,
Cabin Manager, Cabin Crew; ``BaseAirportID``), ``CrewAssignment`` (crew member ↔ flight; ``DutyRole`` PIC,
FO, SCCM, CC), ``Passenger`` (``LoyaltyTier`` Blue, Silver, Gold, NULL for non-members), ``Booking`` (one
passenger on one flight; ``BookingReference``, ``BookingDate``, ``FareFamily`` Saver, Standard, Flex,
``FareAmount`` DECIMAL with its ``CurrencyCode``: EUR when the flight leaves Ireland, GBP otherwise;
``Status`` Confirmed, CheckedIn, Boarded, NoShow, Cancelled (its flight was cancelled); ``SeatNumber`` NULL
unless checked in), ``DelayCode`` (the IATA standard delay codes: ``Code`` '93', ``AlphaCode`` 'RA',
``Category``, ``Description``), ``Delay`` (a departed flight's delay broken down by code: ``Minutes``; the
minutes of a flight add up to its departure delay) and ``BaggageIncident`` (a mishandled bag reported at the
arrival station, → Booking, → Airport; ``IncidentType`` Delayed, Damaged, Lost, Pilfered; ``ReportedAt``,
``ResolvedAt`` NULL while the claim is open; ``CompensationAmount`` and ``CurrencyCode``).

A flight is on time when it arrives within 15 minutes of ``ScheduledArrival``; no arrival is exactly 15 minutes
late. Delays under 5 minutes are not coded.

Planted signals:

* London City is the problem station: flights into LCY arrive about 40 minutes late on average, every other
  station under 20 (ATFM restrictions at the destination, code 83; on the way back a few restrictions at departure,
  code 89, and the late inbound aircraft, code 93, which London City's hour-long turnaround mostly absorbs);
* reactionary delay (code 93, late arrival of the aircraft from its previous sector) is the most frequent code,
  about twice the next; over the last 30 days Air Traffic Flow Management costs the most delay minutes, then
  Reactionary, then Technical and Aircraft Equipment, each well ahead of the next;
* ATR 72 EI-FSK has many times more technical delays (codes 41 and 46) than any other aircraft;
* the ATR 42 EI-RJX has been stored for 25 days and the ATR 72 EI-FSR in heavy maintenance for 18: neither has
  flown in the last 14 days;
* the Dash 8-400 is on the type list but no such aircraft is in the fleet yet;
* Donegal and the Isle of Man are on the airport list but have never seen a Corrib Air flight;
* a storm at London City cancelled all six Dublin-London City flights (both ways) yesterday; today two Kerry flights
  (CB121 and CB122) are cancelled for a technical fault, and no other flight either day;
* Captain Niamh Gallagher logged about 87 block hours in the last 28 days, no other captain more than about 65;
* three cabin crew hired this week (Aoife Kinsella, Tadhg Brennan, Róisín Walsh) have not been rostered yet;
* Declan Moriarty, a Gold member commuting between Dublin and London City (out on the first flight one day, back
  on the last the next, every three days), flew 60 times in the last 90 days, no other passenger more than about
  45 (a passenger's name is unique, so counting by name gives the same);
* Manchester reports by far the most mishandled bags (its ground handler).
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random
import string

from bench.estates.common import close_checked, new_database, pick, utc_seconds

SCHEMA = """
CREATE TABLE Airport (
    AirportID    INTEGER PRIMARY KEY,
    IATACode     TEXT NOT NULL UNIQUE,
    ICAOCode     TEXT NOT NULL UNIQUE,
    Name         TEXT NOT NULL,
    City         TEXT NOT NULL,
    CountryCode  TEXT NOT NULL,
    TimeZone     TEXT NOT NULL,
    IsHub        INTEGER NOT NULL,
    ModifiedDate TEXT NOT NULL
);
CREATE TABLE AircraftType (
    AircraftTypeID INTEGER PRIMARY KEY,
    ICAOTypeCode   TEXT NOT NULL UNIQUE,
    Manufacturer   TEXT NOT NULL,
    Model          TEXT NOT NULL,
    SeatCapacity   INTEGER NOT NULL,
    CabinCrewRequired INTEGER NOT NULL,
    RangeKm        INTEGER NOT NULL,
    ModifiedDate   TEXT NOT NULL
);
CREATE TABLE Aircraft (
    AircraftID        INTEGER PRIMARY KEY,
    Registration      TEXT NOT NULL UNIQUE,
    AircraftTypeID    INTEGER NOT NULL REFERENCES AircraftType(AircraftTypeID),
    HomeBaseAirportID INTEGER NOT NULL REFERENCES Airport(AirportID),
    DeliveryDate      TEXT NOT NULL,
    Status            TEXT NOT NULL,
    ModifiedDate      TEXT NOT NULL
);
CREATE TABLE Route (
    RouteID               INTEGER PRIMARY KEY,
    OriginAirportID       INTEGER NOT NULL REFERENCES Airport(AirportID),
    DestinationAirportID  INTEGER NOT NULL REFERENCES Airport(AirportID),
    DistanceKm            INTEGER NOT NULL,
    ScheduledBlockMinutes INTEGER NOT NULL,
    LaunchDate            TEXT NOT NULL,
    IsActive              INTEGER NOT NULL,
    ModifiedDate          TEXT NOT NULL,
    UNIQUE (OriginAirportID, DestinationAirportID)
);
CREATE TABLE Flight (
    FlightID           INTEGER PRIMARY KEY,
    FlightNumber       TEXT NOT NULL,
    RouteID            INTEGER NOT NULL REFERENCES Route(RouteID),
    AircraftID         INTEGER NOT NULL REFERENCES Aircraft(AircraftID),
    FlightDate         TEXT NOT NULL,
    ScheduledDeparture TEXT NOT NULL,
    ScheduledArrival   TEXT NOT NULL,
    ActualDeparture    TEXT,
    ActualArrival      TEXT,
    Status             TEXT NOT NULL,
    CancellationReason TEXT,
    ModifiedDate       TEXT NOT NULL,
    UNIQUE (FlightNumber, FlightDate)
);
CREATE TABLE CrewMember (
    CrewMemberID   INTEGER PRIMARY KEY,
    EmployeeNumber TEXT NOT NULL UNIQUE,
    FirstName      TEXT NOT NULL,
    LastName       TEXT NOT NULL,
    CrewRank       TEXT NOT NULL,
    BaseAirportID  INTEGER NOT NULL REFERENCES Airport(AirportID),
    HireDate       TEXT NOT NULL,
    IsActive       INTEGER NOT NULL,
    ModifiedDate   TEXT NOT NULL
);
CREATE TABLE CrewAssignment (
    CrewAssignmentID INTEGER PRIMARY KEY,
    FlightID         INTEGER NOT NULL REFERENCES Flight(FlightID),
    CrewMemberID     INTEGER NOT NULL REFERENCES CrewMember(CrewMemberID),
    DutyRole         TEXT NOT NULL,
    ModifiedDate     TEXT NOT NULL,
    UNIQUE (FlightID, CrewMemberID)
);
CREATE TABLE Passenger (
    PassengerID     INTEGER PRIMARY KEY,
    FirstName       TEXT NOT NULL,
    LastName        TEXT NOT NULL,
    Email           TEXT NOT NULL,
    DateOfBirth     TEXT,
    NationalityCode TEXT NOT NULL,
    LoyaltyNumber   TEXT UNIQUE,
    LoyaltyTier     TEXT,
    ModifiedDate    TEXT NOT NULL
);
CREATE TABLE Booking (
    BookingID        INTEGER PRIMARY KEY,
    BookingReference TEXT NOT NULL,
    PassengerID      INTEGER NOT NULL REFERENCES Passenger(PassengerID),
    FlightID         INTEGER NOT NULL REFERENCES Flight(FlightID),
    BookingDate      TEXT NOT NULL,
    FareFamily       TEXT NOT NULL,
    FareAmount       DECIMAL(10, 2) NOT NULL,
    CurrencyCode     TEXT NOT NULL,
    Status           TEXT NOT NULL,
    SeatNumber       TEXT,
    CheckedBags      INTEGER NOT NULL,
    ModifiedDate     TEXT NOT NULL
);
CREATE TABLE DelayCode (
    DelayCodeID  INTEGER PRIMARY KEY,
    Code         TEXT NOT NULL UNIQUE,
    AlphaCode    TEXT NOT NULL,
    Category     TEXT NOT NULL,
    Description  TEXT NOT NULL,
    ModifiedDate TEXT NOT NULL
);
CREATE TABLE Delay (
    DelayID      INTEGER PRIMARY KEY,
    FlightID     INTEGER NOT NULL REFERENCES Flight(FlightID),
    DelayCodeID  INTEGER NOT NULL REFERENCES DelayCode(DelayCodeID),
    Minutes      INTEGER NOT NULL,
    ModifiedDate TEXT NOT NULL
);
CREATE TABLE BaggageIncident (
    BaggageIncidentID  INTEGER PRIMARY KEY,
    FileReference      TEXT NOT NULL UNIQUE,
    BookingID          INTEGER NOT NULL REFERENCES Booking(BookingID),
    ReportedAirportID  INTEGER NOT NULL REFERENCES Airport(AirportID),
    IncidentType       TEXT NOT NULL,
    ReportedAt         TEXT NOT NULL,
    ResolvedAt         TEXT,
    CompensationAmount DECIMAL(10, 2),
    CurrencyCode       TEXT,
    ModifiedDate       TEXT NOT NULL
);
CREATE INDEX IX_Flight_Route ON Flight(RouteID);
CREATE INDEX IX_Booking_Flight ON Booking(FlightID);
CREATE INDEX IX_Booking_Passenger ON Booking(PassengerID);
CREATE INDEX IX_CrewAssignment_CrewMember ON CrewAssignment(CrewMemberID);
CREATE INDEX IX_Delay_Flight ON Delay(FlightID);
"""

STAMP = "%Y-%m-%dT%H:%M:%SZ"  # ISO-8601, UTC, with a T and a Z
DAYS_BACK = 95
DAYS_AHEAD = 4
AIRPORTS = [  # IATA, ICAO, name, city, country, time zone, hub
    ("DUB", "EIDW", "Dublin Airport", "Dublin", "IE", "Europe/Dublin", 1),
    ("ORK", "EICK", "Cork Airport", "Cork", "IE", "Europe/Dublin", 0),
    ("SNN", "EINN", "Shannon Airport", "Shannon", "IE", "Europe/Dublin", 0),
    ("KIR", "EIKY", "Kerry Airport", "Farranfore", "IE", "Europe/Dublin", 0),
    ("NOC", "EIKN", "Ireland West Airport Knock", "Knock", "IE", "Europe/Dublin", 0),
    ("CFN", "EIDL", "Donegal Airport", "Carrickfinn", "IE", "Europe/Dublin", 0),
    ("BHD", "EGAC", "George Best Belfast City Airport", "Belfast", "GB", "Europe/London", 0),
    ("GLA", "EGPF", "Glasgow Airport", "Glasgow", "GB", "Europe/London", 0),
    ("EDI", "EGPH", "Edinburgh Airport", "Edinburgh", "GB", "Europe/London", 0),
    ("MAN", "EGCC", "Manchester Airport", "Manchester", "GB", "Europe/London", 0),
    ("BHX", "EGBB", "Birmingham Airport", "Birmingham", "GB", "Europe/London", 0),
    ("BRS", "EGGD", "Bristol Airport", "Bristol", "GB", "Europe/London", 0),
    ("LCY", "EGLC", "London City Airport", "London", "GB", "Europe/London", 0),
    ("SOU", "EGHI", "Southampton Airport", "Southampton", "GB", "Europe/London", 0),
    ("JER", "EGJJ", "Jersey Airport", "St Peter", "JE", "Europe/Jersey", 0),
    ("IOM", "EGNS", "Isle of Man Airport", "Ronaldsway", "IM", "Europe/Isle_of_Man", 0),
]
TYPES = [  # ICAO type, manufacturer, model, seats, cabin crew, range
    ("AT76", "ATR", "ATR 72-600", 72, 2, 1400),
    ("AT46", "ATR", "ATR 42-600", 48, 1, 1300),
    ("E190", "Embraer", "E190", 98, 3, 4500),
    ("DH8D", "De Havilland Canada", "Dash 8-400", 78, 2, 2000),
]
FLEET = [  # registration, type, home base, delivered (days ago), status
    ("EI-FSK", "AT76", "DUB", 2900, "Active"), ("EI-FSL", "AT76", "DUB", 2700, "Active"),
    ("EI-FSM", "AT76", "DUB", 2300, "Active"), ("EI-FSN", "AT76", "DUB", 1900, "Active"),
    ("EI-FSO", "AT76", "ORK", 1500, "Active"), ("EI-FSP", "AT76", "ORK", 1100, "Active"),
    ("EI-FSR", "AT76", "DUB", 700, "Maintenance"),
    ("EI-RJX", "AT46", "DUB", 4100, "Stored"), ("EI-RJY", "AT46", "DUB", 3300, "Active"),
    ("EI-RJZ", "AT46", "SNN", 3000, "Active"),
    ("EI-EMA", "E190", "DUB", 1300, "Active"), ("EI-EMB", "E190", "DUB", 900, "Active"),
    ("EI-EMC", "E190", "DUB", 500, "Active"),
]  # fmt: skip
GROUNDED = {"EI-RJX": -25, "EI-FSR": -18}  # the day each stopped flying
HANGAR_QUEEN = "EI-FSK"
# Rotations flown every day: origin, destination, type, distance, block minutes, first departures (minutes after
# midnight UTC), base flight number; the outbound flight is odd, its return the next number.
ROTATIONS = [
    ("DUB", "LCY", "E190", 450, 80, [400, 720, 1040], 301),
    ("DUB", "MAN", "E190", 265, 60, [420, 1000], 321),
    ("DUB", "EDI", "AT76", 350, 70, [410, 980], 341),
    ("DUB", "GLA", "AT76", 300, 65, [455], 351),
    ("DUB", "BHX", "AT76", 360, 70, [440], 361),
    ("DUB", "BRS", "AT76", 380, 75, [470], 371),
    ("DUB", "SOU", "AT76", 460, 85, [600], 381),
    ("DUB", "JER", "AT76", 560, 95, [560], 391),
    ("DUB", "KIR", "AT46", 240, 50, [395], 121),
    ("DUB", "NOC", "AT46", 180, 45, [930], 131),
    ("ORK", "MAN", "AT76", 440, 75, [415], 501),
    ("ORK", "LCY", "AT76", 540, 90, [650], 511),
    ("ORK", "BHD", "AT46", 400, 70, [700], 521),
    ("SNN", "MAN", "AT46", 450, 80, [430], 601),
]
DELAY_CODES = [  # code, alpha, category, description
    ("11", "PD", "Passenger and Baggage", "Late check-in, acceptance after deadline"),
    ("15", "PH", "Passenger and Baggage", "Boarding, discrepancies and paging, missing checked-in passenger"),
    ("18", "PB", "Passenger and Baggage", "Baggage processing, sorting"),
    ("32", "GL", "Aircraft and Ramp Handling", "Loading and unloading, bulky or special load, lack of loading staff"),
    ("33", "GE", "Aircraft and Ramp Handling", "Loading equipment, lack of or breakdown"),
    ("41", "TD", "Technical and Aircraft Equipment", "Aircraft defects"),
    ("46", "TL", "Technical and Aircraft Equipment", "Aircraft change for technical reasons"),
    ("63", "FT", "Flight Operations and Crewing", "Late crew boarding or departure procedures"),
    ("64", "FS", "Flight Operations and Crewing", "Flight deck crew shortage, sickness"),
    ("71", "WO", "Weather", "Departure station weather"),
    ("75", "WI", "Weather", "De-icing of aircraft"),
    ("81", "AT", "Air Traffic Flow Management", "ATFM due to ATC en-route demand or capacity"),
    ("83", "AD", "Air Traffic Flow Management", "ATFM due to restriction at destination airport"),
    ("87", "AF", "Airport and Governmental Authorities", "Airport facilities, parking stands, ramp congestion"),
    ("89", "AM", "Airport and Governmental Authorities", "Restrictions at airport of departure"),
    ("93", "RA", "Reactionary", "Aircraft rotation, late arrival of aircraft from another flight or previous sector"),
]
PRIMARY_CAUSES = [("11", 0.07), ("15", 0.16), ("18", 0.1), ("32", 0.12), ("33", 0.03), ("41", 0.07),
                  ("63", 0.1), ("64", 0.02), ("71", 0.08), ("75", 0.03), ("81", 0.14), ("87", 0.08)]  # fmt: skip
STAR_CAPTAIN = ("Niamh", "Gallagher")
NEW_CABIN_CREW = [("Aoife", "Kinsella"), ("Tadhg", "Brennan"), ("Róisín", "Walsh")]
COMMUTER = ("Declan", "Moriarty")
FIRST = ["Aoife", "Ciara", "Sinead", "Niamh", "Orla", "Sarah", "Emma", "Laura", "Rachel", "Claire", "Grace",
         "Sophie", "Hannah", "Chloe", "Megan", "Lucy", "Amy", "Katie", "Fiona", "Deirdre", "Maeve", "Eimear",
         "Siobhan", "Aisling", "Gemma", "Olivia", "Isabel", "Maria", "Anna", "Elena", "Priya", "Mei", "Conor",
         "Sean", "Cian", "Darragh", "Eoin", "Ciaran", "Padraig", "Liam", "James", "John", "Michael", "David",
         "Paul", "Mark", "Daniel", "Thomas", "Patrick", "Kevin", "Brian", "Niall", "Ronan", "Colm", "Shane",
         "Gavin", "Oliver", "Harry", "George", "William", "Jack", "Adam", "Ryan", "Luke", "Owen", "Rory",
         "Fergus", "Alasdair", "Hamish", "Callum", "Ewan", "Gareth", "Rhys", "Matteo", "Lukas", "Pierre", "Raj",
         "Arjun", "Wei", "Tomasz", "Piotr", "Andrei", "Javier", "Carlos", "Mohammed", "Omar", "Yusuf",
         "Ibrahim", "Samuel", "Noah", "Aoibheann", "Caoimhe", "Clodagh", "Eabha", "Grainne", "Muireann", "Nuala",
         "Roisin", "Saoirse", "Una", "Alice", "Beth", "Charlotte", "Daisy", "Eleanor", "Freya", "Georgia",
         "Harriet", "Imogen", "Jessica", "Katherine", "Lily", "Molly", "Natalie", "Poppy", "Rebecca", "Sophia",
         "Victoria", "Zoe", "Ana", "Camille", "Ines", "Julia", "Marta", "Zofia", "Aidan", "Barry", "Cathal",
         "Donal", "Enda", "Feargal", "Lorcan", "Oisin", "Seamus", "Tiernan", "Alexander", "Benjamin",
         "Christopher", "Edward", "Frederick", "Henry", "Isaac", "Joseph", "Leo", "Max", "Nathan", "Oscar",
         "Peter", "Robert", "Stephen", "Theo", "Victor", "Anton", "Felix", "Hugo", "Jonas", "Marek"]  # fmt: skip
LAST = ["Murphy", "Kelly", "O'Sullivan", "Walsh", "Smith", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
        "O'Reilly", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "Moore",
        "McLoughlin", "Carroll", "Connolly", "Daly", "Connell", "Wilson", "Dunne", "Brennan", "Burke",
        "Collins", "Campbell", "Clarke", "Johnston", "Hughes", "Farrell", "Fitzgerald", "Brown", "Martin",
        "Maguire", "Nolan", "Flynn", "Thompson", "Callaghan", "O'Donnell", "Duffy", "Mahony", "Boyle", "Healy",
        "Shea", "White", "Sweeney", "Hayes", "Kavanagh", "Power", "McGrath", "Moran", "Brady", "Stewart",
        "Casey", "Foley", "Fitzpatrick", "Leary", "McDonnell", "MacMahon", "Donnelly", "Regan", "Donovan",
        "Burns", "Flanagan", "Mullan", "Barry", "Kane", "Robinson", "Cunningham", "Griffin", "Kenny",
        "Sheehan", "Ward", "Whelan", "Lyons", "Reid", "Graham", "Higgins", "Cullen", "Keane", "King", "Maher",
        "McKenna", "Bell", "Scott", "Hogan", "Keogh", "Taylor", "Davies", "Evans", "Jones", "Williams",
        "Roberts", "Patel", "Khan", "Singh", "Nowak", "Kowalski", "Rossi", "Garcia", "Martinez", "Muller",
        "Dubois", "Chen", "Li", "Wang", "Ahern", "Bergin", "Cahill", "Coughlan", "Crowley", "Cronin",
        "Dalton", "Deasy", "Egan", "Fahy", "Finnegan", "Gleeson", "Hanrahan", "Hennessy", "Hurley", "Keating",
        "Kiely", "Lenihan", "Lucey", "Madden", "Mulcahy", "Nagle", "O'Callaghan", "O'Dwyer", "O'Keeffe",
        "O'Mahony", "Phelan", "Quigley", "Rafferty", "Scanlon", "Tierney", "Twomey", "Wall", "Ahmed",
        "Ali", "Anderson", "Armstrong", "Atkinson", "Bailey", "Baker", "Barnes", "Bennett", "Booth",
        "Bradley", "Carter", "Chapman", "Cooper", "Cox", "Dixon", "Ellis", "Fisher", "Fletcher", "Foster",
        "Gibson", "Gordon", "Grant", "Hall", "Harris", "Harvey", "Holmes", "Hunt", "Jackson", "Knight",
        "Lawrence", "Lewis", "Marshall", "Mason", "Matthews", "Mills", "Mitchell", "Morgan", "Morris",
        "Palmer", "Parker", "Pearson", "Richards", "Russell", "Saunders", "Shaw", "Simpson", "Spencer",
        "Stevens", "Turner", "Walker", "Watson", "Webb", "Wells", "Wood", "Wright", "Young"]  # fmt: skip
SEAT_LETTERS = {"AT76": "ACDF", "AT46": "ACDF", "E190": "ACDF"}
HANDLER_TROUBLE = "MAN"
MIN_TURN = 25  # minutes an aircraft needs on the ground between two sectors


def turn_minutes(outstation: str) -> int:
    """The scheduled turnaround at an outstation: an hour at slot-controlled London City, 40 minutes elsewhere."""
    return 60 if outstation == "LCY" else 40


@dataclasses.dataclass
class Leg:
    fid: int
    number: str
    route: int
    origin: str
    destination: str
    kind: str
    aircraft: str
    day: int
    dep: datetime.datetime
    arr: datetime.datetime
    actual_dep: datetime.datetime | None = None
    actual_arr: datetime.datetime | None = None
    status: str = "Scheduled"
    reason: str | None = None
    delays: list[tuple[str, int]] = dataclasses.field(default_factory=list)


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    now = utc_seconds(now)
    midnight = now.replace(hour=0, minute=0, second=0)
    db = new_database(path, SCHEMA)

    def at(day: int, minutes: int) -> datetime.datetime:
        return midnight + datetime.timedelta(days=day, minutes=minutes)

    def fmt(moment: datetime.datetime) -> str:
        return moment.strftime(STAMP)

    def day_text(day: int) -> str:
        return (midnight + datetime.timedelta(days=day)).strftime("%Y-%m-%d")

    def grid(low: int, high: int) -> int:
        return 5 * rng.randint(low // 5, high // 5)

    stamp = fmt(at(-400, 600))
    airport_id = {row[0]: n for n, row in enumerate(AIRPORTS, start=1)}
    country = {row[0]: row[4] for row in AIRPORTS}
    db.executemany(
        "INSERT INTO Airport VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(airport_id[row[0]], *row, stamp) for row in AIRPORTS],
    )
    type_id = {row[0]: n for n, row in enumerate(TYPES, start=1)}
    seats = {row[0]: row[3] for row in TYPES}
    cabin = {row[0]: row[4] for row in TYPES}
    db.executemany(
        "INSERT INTO AircraftType VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(type_id[row[0]], *row, fmt(at(-30, 600)) if row[0] == "DH8D" else stamp) for row in TYPES],
    )
    aircraft_id = {row[0]: n for n, row in enumerate(FLEET, start=1)}
    db.executemany(
        "INSERT INTO Aircraft VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(aircraft_id[reg], reg, type_id[kind], airport_id[base], day_text(-ago), status,
          fmt(at(GROUNDED.get(reg, -200), 600))) for reg, kind, base, ago, status in FLEET],
    )  # fmt: skip
    route_id: dict[tuple[str, str], int] = {}
    route_rows: list[tuple[object, ...]] = []
    for origin, destination, _, km, block, _, _ in ROTATIONS:
        for a, b in ((origin, destination), (destination, origin)):
            route_id[(a, b)] = len(route_rows) + 1
            launched = day_text(-rng.randint(300, 3000))
            route_rows.append((route_id[(a, b)], airport_id[a], airport_id[b], km, block, launched, 1, stamp))
    db.executemany("INSERT INTO Route VALUES (?, ?, ?, ?, ?, ?, ?, ?)", route_rows)
    code_id = {row[0]: n for n, row in enumerate(DELAY_CODES, start=1)}
    db.executemany(
        "INSERT INTO DelayCode VALUES (?, ?, ?, ?, ?, ?)", [(code_id[row[0]], *row, stamp) for row in DELAY_CODES]
    )

    # Crew
    crew_rows: list[tuple[object, ...]] = []
    crew_pool: dict[str, list[int]] = {}
    names_used: set[tuple[str, str]] = {STAR_CAPTAIN, *NEW_CABIN_CREW}

    def person() -> tuple[str, str]:
        while True:
            name = (rng.choice(FIRST), rng.choice(LAST))
            if name not in names_used:
                names_used.add(name)
                return name

    for rank, count, duty in (("Captain", 30, "PIC"), ("First Officer", 32, "FO"), ("Cabin Manager", 30, "SCCM"),
                              ("Cabin Crew", 44, "CC")):  # fmt: skip
        for k in range(count):
            first, last = STAR_CAPTAIN if (rank == "Captain" and k == 0) else person()
            cid = len(crew_rows) + 1
            base = "ORK" if k % 6 == 5 else "DUB"
            crew_rows.append((cid, f"CB{4100 + cid * 7}", first, last, rank, airport_id[base],
                              day_text(-rng.randint(200, 6000)), 1, stamp))  # fmt: skip
            crew_pool.setdefault(duty, []).append(cid)
    for first, last in NEW_CABIN_CREW:
        cid = len(crew_rows) + 1
        crew_rows.append((cid, f"CB{4100 + cid * 7}", first, last, "Cabin Crew", airport_id["DUB"],
                          day_text(-rng.randint(3, 6)), 1, fmt(at(-2, 600))))  # fmt: skip
    db.executemany("INSERT INTO CrewMember VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", crew_rows)

    # The schedule, day by day: each rotation flown by one aircraft and one crew, out and back
    legs: list[Leg] = []
    crew_rows_out: list[tuple[object, ...]] = []
    by_type: dict[str, list[str]] = {}
    for reg, kind, *_ in FLEET:
        by_type.setdefault(kind, []).append(reg)
    for day in range(-DAYS_BACK, DAYS_AHEAD + 1):
        turn = 0
        for origin, destination, kind, _, block, departures, number in ROTATIONS:
            for j, first_dep in enumerate(departures):
                turn += 1
                fleet = [reg for reg in by_type[kind] if day < GROUNDED.get(reg, 999)]
                reg = fleet[(day * 7 + turn) % len(fleet)]
                out_dep = at(day, first_dep + 5 * rng.randint(-1, 1))
                out_arr = out_dep + datetime.timedelta(minutes=block)
                back_dep = out_arr + datetime.timedelta(minutes=turn_minutes(destination))
                back_arr = back_dep + datetime.timedelta(minutes=block)
                crew = [rng.choices(crew_pool["PIC"], weights=[1.8] + [1.0] * 29)[0], rng.choice(crew_pool["FO"]),
                        rng.choice(crew_pool["SCCM"]), *rng.sample(crew_pool["CC"], cabin[kind] - 1)]  # fmt: skip
                for leg_no, (a, b, dep, arr) in enumerate(((origin, destination, out_dep, out_arr),
                                                           (destination, origin, back_dep, back_arr))):  # fmt: skip
                    fid = len(legs) + 1
                    leg = Leg(fid, f"CB{number + 2 * j + leg_no}", route_id[(a, b)], a, b, kind, reg, day, dep, arr)
                    legs.append(leg)
                    for cid, duty in zip(crew, ["PIC", "FO", "SCCM", "CC", "CC"], strict=False):
                        crew_rows_out.append((len(crew_rows_out) + 1, fid, cid, duty, fmt(at(day - 14, 600))))

    # What happened, rotation by rotation (legs come in pairs, out and back): cancellations, delays (coded),
    # departures and arrivals
    rotations = [(legs[i], legs[i + 1]) for i in range(0, len(legs), 2)]
    for out, back in rotations:
        if out.day == -1 and "DUB" in (out.origin, out.destination) and "LCY" in (out.origin, out.destination):
            reason: str | None = "Weather"  # the storm at London City
        elif out.day == 0 and out.number == "CB121":
            reason = "Technical"
        elif out.day < -1 and rng.random() < 0.012:
            reason = pick(rng, [("Technical", 0.5), ("Weather", 0.3), ("Crew", 0.2)])
        else:
            reason = None
        if reason is not None:
            for leg in (out, back):
                leg.status, leg.reason = "Cancelled", reason
            continue
        inbound_late, slack = 0, turn_minutes(out.destination) - MIN_TURN
        for leg in (out, back):
            delays: list[tuple[str, int]] = []
            if inbound_late > slack:  # the aircraft needs MIN_TURN minutes on the ground
                delays.append(("93", inbound_late - slack))
            if leg.destination == "LCY" and rng.random() < 0.8:
                delays.append(("83", grid(15, 70)))
            elif leg.origin == "LCY" and rng.random() < 0.2:
                delays.append(("89", grid(10, 30)))
            if leg.aircraft == HANGAR_QUEEN and rng.random() < 0.26:
                delays.append((pick(rng, [("41", 0.7), ("46", 0.3)]), grid(25, 110)))
            if rng.random() < 0.17:
                delays.append((pick(rng, PRIMARY_CAUSES), grid(5, 45)))
            departure_delay = sum(minutes for _, minutes in delays)
            if departure_delay == 0 and rng.random() < 0.15:
                departure_delay = -5
            actual_dep = leg.dep + datetime.timedelta(minutes=departure_delay)
            flown = (leg.arr - leg.dep).total_seconds() / 60 + grid(0, 25) - 10
            actual_arr = actual_dep + datetime.timedelta(minutes=flown)
            if actual_arr - leg.arr == datetime.timedelta(minutes=15):
                actual_arr += datetime.timedelta(minutes=5)  # nobody sits exactly on the on-time line
            inbound_late = int((actual_arr - leg.arr).total_seconds() // 60)
            if actual_dep > now:
                break  # still on the ground: no delay coded yet, nor for the way back
            leg.actual_dep, leg.delays, leg.status = actual_dep, delays, "Departed"
            if actual_arr > now:
                break
            leg.actual_arr, leg.status = actual_arr, "Arrived"
    db.executemany(
        "INSERT INTO Flight VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(leg.fid, leg.number, leg.route, aircraft_id[leg.aircraft], day_text(leg.day), fmt(leg.dep), fmt(leg.arr),
          fmt(leg.actual_dep) if leg.actual_dep else None, fmt(leg.actual_arr) if leg.actual_arr else None,
          leg.status, leg.reason, fmt(min(now, leg.actual_arr or leg.actual_dep or leg.dep - datetime.timedelta(
              days=20))))
         for leg in legs],
    )  # fmt: skip
    db.executemany("INSERT INTO CrewAssignment VALUES (?, ?, ?, ?, ?)", crew_rows_out)
    delay_rows = [(None, leg.fid, code_id[code], minutes, fmt(leg.actual_dep)) for leg in legs
                  if leg.actual_dep for code, minutes in leg.delays]  # fmt: skip
    db.executemany(
        "INSERT INTO Delay VALUES (?, ?, ?, ?, ?)",
        [(n, *row[1:]) for n, row in enumerate(delay_rows, start=1)],
    )

    # Passengers and bookings
    passenger_rows: list[tuple[object, ...]] = []
    loyalty_numbers: set[str] = set()

    def new_passenger(first: str, last: str, tier: str | None) -> int:
        while (first, last) in names_used:  # one passenger per name: a name tells the passenger
            first, last = rng.choice(FIRST), rng.choice(LAST)
        names_used.add((first, last))
        pid = len(passenger_rows) + 1
        number = None
        if tier is not None:
            number = f"CB{rng.randint(10_000_000, 99_999_999)}"
            while number in loyalty_numbers:
                number = f"CB{rng.randint(10_000_000, 99_999_999)}"
            loyalty_numbers.add(number)
        email = f"{first}.{last}{rng.randint(1, 999)}@example.com".lower().replace("'", "").replace("í", "i")
        born = day_text(-rng.randint(18 * 365, 80 * 365)) if rng.random() < 0.9 else None
        nationality = pick(rng, [("IE", 0.55), ("GB", 0.33), ("US", 0.04), ("FR", 0.03), ("DE", 0.03),
                                 ("PL", 0.02)])  # fmt: skip
        passenger_rows.append((pid, first, last, email, born, nationality, number, tier, fmt(at(-200, 600))))
        return pid

    names_used.clear()
    commuter = new_passenger(*COMMUTER, "Gold")
    tiers = [("Gold", 0.2), ("Silver", 0.5), ("Blue", 0.3)]
    frequent = [new_passenger(rng.choice(FIRST), rng.choice(LAST), pick(rng, tiers)) for _ in range(600)]
    occasional: list[int] = []
    booking_rows: list[tuple[object, ...]] = []
    references: set[str] = set()
    bag_rows: list[tuple[object, ...]] = []
    file_numbers = 10000
    commuter_legs = {leg.fid for leg in legs if (leg.number, leg.day % 3) in (("CB301", 0), ("CB306", 1))}

    def reference() -> str:
        while True:
            text = "".join(rng.choice(string.ascii_uppercase + "23456789") for _ in range(6))
            if text not in references:
                references.add(text)
                return text

    for leg in legs:
        load = rng.uniform(0.55, 0.9) if "LCY" not in (leg.origin, leg.destination) else rng.uniform(0.75, 0.97)
        count = int(seats[leg.kind] * load)
        currency = "EUR" if country[leg.origin] == "IE" else "GBP"
        block_minutes = (leg.arr - leg.dep).total_seconds() / 60
        taken_seats: set[str] = set()
        travellers: list[int] = [commuter] if leg.fid in commuter_legs else []
        while len(travellers) < count:
            r = rng.random()
            if r < 0.05:
                pid = rng.choice(frequent)
            elif r < 0.9 and occasional:
                pid = rng.choice(occasional)
            else:
                pid = new_passenger(rng.choice(FIRST), rng.choice(LAST), "Blue" if rng.random() < 0.08 else None)
                occasional.append(pid)
            if pid not in travellers:
                travellers.append(pid)
        for pid in travellers:
            booked = leg.dep - datetime.timedelta(minutes=grid(6 * 60, 60 * 1440))
            if booked > now:
                booked = now.replace(second=0) - datetime.timedelta(minutes=now.minute % 5 + 5 * rng.randint(1, 50))
            family = pick(rng, [("Saver", 0.6), ("Standard", 0.3), ("Flex", 0.1)])
            if pid == commuter:
                family = "Flex"
            fare = round(block_minutes * {"Saver": 0.55, "Standard": 0.95, "Flex": 1.9}[family]
                         * rng.uniform(0.7, 1.4), 2)  # fmt: skip
            bags = pick(rng, [("0", 0.55), ("1", 0.4), ("2", 0.05)])
            seat = None
            if leg.status == "Cancelled":
                status = "Cancelled"
            elif leg.actual_dep is not None:
                status = "NoShow" if rng.random() < 0.045 and pid != commuter else "Boarded"
            elif leg.dep - now <= datetime.timedelta(hours=24):
                status = "CheckedIn" if rng.random() < 0.65 else "Confirmed"
            else:
                status = "Confirmed"
            if status in ("Boarded", "CheckedIn"):
                while seat is None or seat in taken_seats:
                    seat = f"{rng.randint(1, seats[leg.kind] // 4)}{rng.choice(SEAT_LETTERS[leg.kind])}"
                taken_seats.add(seat)
            bid = len(booking_rows) + 1
            booking_rows.append((bid, reference(), pid, leg.fid, fmt(booked), family, fare, currency, status, seat,
                                 int(bags), fmt(min(now, booked + datetime.timedelta(days=1)))))  # fmt: skip
            if status == "Boarded" and int(bags) and leg.actual_arr is not None:
                odds = 0.06 if leg.destination == HANDLER_TROUBLE else 0.005
                if rng.random() < odds:
                    kind = pick(rng, [("Delayed", 0.7), ("Damaged", 0.18), ("Lost", 0.05), ("Pilfered", 0.07)])
                    reported = leg.actual_arr + datetime.timedelta(minutes=grid(15, 75))
                    hours = {"Delayed": (20, 72), "Damaged": (72, 240), "Lost": (500, 960),
                             "Pilfered": (120, 360)}[kind]  # fmt: skip
                    resolved = reported + datetime.timedelta(minutes=5 * rng.randint(hours[0] * 12, hours[1] * 12))
                    if reported > now:
                        continue
                    open_claim = resolved > now
                    local = "EUR" if country[leg.destination] == "IE" else "GBP"
                    amount = None
                    if not open_claim and kind != "Delayed":
                        amount = round(rng.uniform(40, 600 if kind != "Lost" else 1500), 2)
                    elif not open_claim and rng.random() < 0.4:
                        amount = round(rng.uniform(20, 90), 2)
                    file_numbers += rng.randint(1, 40)
                    bag_rows.append((len(bag_rows) + 1, f"{leg.destination}CB{file_numbers:05d}", bid,
                                     airport_id[leg.destination], kind, fmt(reported),
                                     None if open_claim else fmt(resolved), amount, local if amount else None,
                                     fmt(reported if open_claim else resolved)))  # fmt: skip
    db.executemany("INSERT INTO Passenger VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", passenger_rows)
    db.executemany("INSERT INTO Booking VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", booking_rows)
    db.executemany("INSERT INTO BaggageIncident VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", bag_rows)
    close_checked(db, "airline")
