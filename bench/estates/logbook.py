"""An Aberdeen (Scotland, UK) amateur-radio club's station log (Granite City Amateur Radio Club) as a Cloudlog database.

Cloudlog (the open-source web logbook for radio amateurs, PHP/CodeIgniter on MySQL) keeps every contact in one wide
table named after the Ham Radio Deluxe export it began with, here in SQLite with its conventions:

* **``TABLE_HRD_CONTACTS_V01``, one row per contact (QSO), its columns the ADIF fields in capitals behind ``COL_``**:
  ``COL_PRIMARY_KEY``, ``COL_CALL`` (the station worked), ``COL_TIME_ON``/``COL_TIME_OFF`` (UTC ``DATETIME``; a
  contest contact is logged with both the same), ``COL_BAND`` as ADIF text (``20m``, ``2m``, ``13cm``),
  **``COL_FREQ`` in hertz**, **``COL_MODE`` and ``COL_SUBMODE`` as ADIF has them: FT8 is its own mode, but FT4 is mode
  ``MFSK`` with submode ``FT4``, and SSB contacts carry the sideband as submode (``USB``, ``LSB``)**, ``COL_RST_SENT``
  and ``COL_RST_RCVD`` (``59``, ``599``, or a decibel report such as ``-12`` for FT8), ``COL_NAME``, ``COL_GRIDSQUARE``,
  **``COL_DXCC`` the entity's ADIF number and ``COL_COUNTRY`` its name in capitals (``FEDERAL REPUBLIC OF GERMANY``)**,
  ``COL_CONT``, ``COL_CQZ``, ``COL_ITUZ``, **``COL_DISTANCE`` in kilometres**, ``COL_OPERATOR`` (who was at the
  microphone: the member's own callsign, which matters at the club's stations) beside ``COL_STATION_CALLSIGN``;
  **QSL flags as ADIF letters: ``COL_QSL_SENT`` ``Y`` sent, ``N`` no, ``R`` requested, ``Q`` queued for the next
  print run, ``I`` ignore; ``COL_QSL_RCVD`` ``Y``/``N``/``R``/``I``; likewise ``COL_LOTW_QSL_SENT``,
  ``COL_LOTW_QSL_RCVD`` (Logbook of The World) and ``COL_EQSL_QSL_SENT``/``_RCVD``, with their dates**;
  ``COL_PROP_MODE`` (``SAT`` for a satellite, ``ES`` sporadic E, ``TR`` tropospheric) and ``COL_SAT_NAME``
  (``QO-100``); **``COL_CONTEST_ID`` the contest's ADIF name (``CQ-WW-SSB``), serials in ``COL_STX``/``COL_SRX``**;
  ``COL_MY_SOTA_REF`` the summit our station stood on, ``COL_SOTA_REF`` the other station's; **``station_id`` the
  station location it was logged from**;
* **``station_profile`` the station locations, each owned by a user** (callsign, grid square, power, DXCC, **
  ``station_active`` 1 for the user's active location and NULL otherwise**); **``station_logbooks`` group locations
  through ``station_logbooks_relationship`` (``station_logbook_id``, ``station_location_id``)**;
* ``users`` (**``user_type`` 99 for an administrator, 3 for an ordinary user**, ``user_callsign``, ``user_locator``,
  ``active_station_logbook``, LoTW, eQSL and Club Log names, measurement base ``M`` miles or ``K`` kilometres);
* **``dxcc_entities`` by ADIF number, names in capitals, ``end`` set for an entity that no longer counts (a deleted
  entity: NETHERLANDS ANTILLES ended on 2010-10-10)**, ``dxcc_prefixes`` and ``dxcc_exceptions`` (Club Log's prefix
  tables), ``lotw_users`` (Logbook of The World's list of callsigns and their last upload), ``contest`` (names,
  ADIF names, ``active``), ``notes``, ``bands`` and ``bandxuser`` (which bands each user shows and counts), ``cat``
  (each radio's last report through the CAT interface: frequency in hertz, mode, ``timestamp``).

Departures: far fewer columns (Cloudlog's contact table has about 170), no QSL images, OQRS, API keys, options or
migrations tables, declared foreign keys. The club's log reaches four years back, and the old clubroom's typed-in
paper logs of 2005 to 2009 keep their real dates.

Planted signals:

* Fiona Bain's new FT8 station makes 40m the busiest band of the last week; Germany is the most-worked country on FT8
  in the last 30 days; Morag Duthie operates the most contacts at the club shack on club nights;
* the CQ World Wide SSB contest a month ago is the year's biggest contest; QO-100 is the most-used satellite; a single
  New Zealand contact three weeks ago is the longest distance of the last 90 days;
* Isla Forbes (new, her station set up) and Douglas Mair have never logged a contact; the old Ferryhill clubroom, the
  GB2GCA special-event station and Isla's station have not been used for half a year or more; the old paper logs
  include two entities deleted in 2010 (Netherlands Antilles; Sint Maarten, Saba, St Eustatius);
* the shack's portable IC-705 and Ewan Cruickshank's FT-991A have not reported to Cloudlog for days.
"""

from __future__ import annotations

import datetime
import math
import random
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE users (
  user_id INTEGER PRIMARY KEY, user_name VARCHAR(32) NOT NULL UNIQUE, user_password VARCHAR(64) NOT NULL,
  user_type INTEGER NOT NULL, user_email VARCHAR(64) NOT NULL, user_callsign VARCHAR(32) NOT NULL,
  user_locator VARCHAR(16), user_firstname VARCHAR(32), user_lastname VARCHAR(32), user_timezone VARCHAR(32),
  user_measurement_base VARCHAR(1) DEFAULT 'K', user_date_format VARCHAR(16) DEFAULT 'd/m/Y',
  user_lotw_name VARCHAR(32), user_eqsl_name VARCHAR(32), user_clublog_name VARCHAR(32),
  active_station_logbook INTEGER
);
CREATE TABLE dxcc_entities (
  adif INTEGER PRIMARY KEY, name VARCHAR(150) NOT NULL, prefix VARCHAR(16) NOT NULL, cqz INTEGER, ituz INTEGER,
  cont VARCHAR(5), long REAL, lat REAL, "start" DATETIME, "end" DATETIME
);
CREATE TABLE dxcc_prefixes (
  record INTEGER PRIMARY KEY, call VARCHAR(16) NOT NULL, entity VARCHAR(150) NOT NULL,
  adif INTEGER NOT NULL REFERENCES dxcc_entities (adif), cqz INTEGER, cont VARCHAR(5), long REAL, lat REAL,
  "start" DATETIME, "end" DATETIME
);
CREATE TABLE dxcc_exceptions (
  record INTEGER PRIMARY KEY, call VARCHAR(32) NOT NULL, entity VARCHAR(150) NOT NULL,
  adif INTEGER NOT NULL REFERENCES dxcc_entities (adif), cqz INTEGER, cont VARCHAR(5), long REAL, lat REAL,
  "start" DATETIME, "end" DATETIME
);
CREATE TABLE station_profile (
  station_id INTEGER PRIMARY KEY, station_profile_name VARCHAR(255) NOT NULL, station_gridsquare VARCHAR(16),
  station_city VARCHAR(64), station_iota VARCHAR(16), station_sota VARCHAR(16), station_callsign VARCHAR(32) NOT NULL,
  station_power INTEGER, station_dxcc INTEGER REFERENCES dxcc_entities (adif), station_country VARCHAR(64),
  station_cnty VARCHAR(64), station_cq INTEGER, station_itu INTEGER, station_active INTEGER,
  eqslqthnickname VARCHAR(64),
  user_id INTEGER NOT NULL REFERENCES users (user_id)
);
CREATE TABLE station_logbooks (
  logbook_id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (user_id),
  logbook_name VARCHAR(255) NOT NULL, public_slug VARCHAR(32), modified DATETIME
);
CREATE TABLE station_logbooks_relationship (
  logbook_relation_id INTEGER PRIMARY KEY, station_logbook_id INTEGER NOT NULL REFERENCES station_logbooks (logbook_id),
  station_location_id INTEGER NOT NULL REFERENCES station_profile (station_id), modified DATETIME
);
CREATE TABLE contest (
  id INTEGER PRIMARY KEY, name VARCHAR(255) NOT NULL, adifname VARCHAR(64) NOT NULL UNIQUE, active INTEGER NOT NULL
);
CREATE TABLE TABLE_HRD_CONTACTS_V01 (
  COL_PRIMARY_KEY INTEGER PRIMARY KEY, COL_CALL VARCHAR(32) NOT NULL, COL_TIME_ON DATETIME NOT NULL,
  COL_TIME_OFF DATETIME, COL_BAND VARCHAR(10), COL_FREQ BIGINT, COL_MODE VARCHAR(10), COL_SUBMODE VARCHAR(10),
  COL_RST_SENT VARCHAR(10), COL_RST_RCVD VARCHAR(10), COL_NAME VARCHAR(128), COL_QTH VARCHAR(64),
  COL_GRIDSQUARE VARCHAR(12), COL_COUNTRY VARCHAR(64), COL_DXCC INTEGER REFERENCES dxcc_entities (adif),
  COL_CONT VARCHAR(6), COL_CQZ INTEGER, COL_ITUZ INTEGER, COL_DISTANCE DOUBLE, COL_TX_PWR DOUBLE,
  COL_OPERATOR VARCHAR(32), COL_STATION_CALLSIGN VARCHAR(32), COL_QSL_SENT VARCHAR(1) DEFAULT 'N',
  COL_QSL_RCVD VARCHAR(1) DEFAULT 'N', COL_QSL_SENT_VIA VARCHAR(1), COL_QSLSDATE DATETIME, COL_QSLRDATE DATETIME,
  COL_LOTW_QSL_SENT VARCHAR(1) DEFAULT 'N', COL_LOTW_QSL_RCVD VARCHAR(1) DEFAULT 'N', COL_LOTW_QSLSDATE DATETIME,
  COL_LOTW_QSLRDATE DATETIME, COL_EQSL_QSL_SENT VARCHAR(1) DEFAULT 'N', COL_EQSL_QSL_RCVD VARCHAR(1) DEFAULT 'N',
  COL_PROP_MODE VARCHAR(8), COL_SAT_NAME VARCHAR(32), COL_SAT_MODE VARCHAR(8), COL_CONTEST_ID VARCHAR(64),
  COL_STX INTEGER, COL_SRX INTEGER, COL_MY_SOTA_REF VARCHAR(16), COL_SOTA_REF VARCHAR(16), COL_COMMENT VARCHAR(255),
  station_id INTEGER NOT NULL REFERENCES station_profile (station_id)
);
CREATE INDEX HRD_IDX_COL_CALL ON TABLE_HRD_CONTACTS_V01 (COL_CALL);
CREATE INDEX HRD_IDX_COL_TIME_ON ON TABLE_HRD_CONTACTS_V01 (COL_TIME_ON);
CREATE INDEX HRD_IDX_station_id ON TABLE_HRD_CONTACTS_V01 (station_id);
CREATE TABLE lotw_users (id INTEGER PRIMARY KEY, callsign VARCHAR(32) NOT NULL UNIQUE, lastupload DATETIME);
CREATE TABLE notes (
  id INTEGER PRIMARY KEY, cat VARCHAR(64) NOT NULL, title VARCHAR(255) NOT NULL, note TEXT,
  user_id INTEGER NOT NULL REFERENCES users (user_id)
);
CREATE TABLE bands (
  id INTEGER PRIMARY KEY, band VARCHAR(10) NOT NULL UNIQUE, bandgroup VARCHAR(10), ssb BIGINT, data BIGINT, cw BIGINT
);
CREATE TABLE bandxuser (
  id INTEGER PRIMARY KEY, bandid INTEGER NOT NULL REFERENCES bands (id),
  userid INTEGER NOT NULL REFERENCES users (user_id),
  active INTEGER NOT NULL DEFAULT 1, cq INTEGER DEFAULT 1, dxcc INTEGER DEFAULT 1, iota INTEGER DEFAULT 1,
  sota INTEGER DEFAULT 1, was INTEGER DEFAULT 1, wwff INTEGER DEFAULT 1, vucc INTEGER DEFAULT 1
);
CREATE TABLE cat (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (user_id), radio VARCHAR(64) NOT NULL,
  frequency BIGINT, mode VARCHAR(10), satname VARCHAR(32), downlink_freq BIGINT, uplink_freq BIGINT, power INTEGER,
  prop_mode VARCHAR(8), timestamp DATETIME
);
"""

HOME = (57.15, -2.10)  # Aberdeen
# adif, name, prefix, cq, itu, continent, lat, lon, end, FT8 weight, SSB/CW weight
ENTITIES = [
    (279, "SCOTLAND", "GM", 14, 27, "EU", 56.8, -4.2, None, 0.04, 0.12),
    (223, "ENGLAND", "G", 14, 27, "EU", 52.5, -1.5, None, 0.09, 0.16),
    (294, "WALES", "GW", 14, 27, "EU", 52.3, -3.7, None, 0.02, 0.04),
    (265, "NORTHERN IRELAND", "GI", 14, 27, "EU", 54.6, -6.5, None, 0.01, 0.03),
    (245, "IRELAND", "EI", 14, 27, "EU", 53.3, -7.8, None, 0.03, 0.05),
    (114, "ISLE OF MAN", "GD", 14, 27, "EU", 54.2, -4.5, None, 0.005, 0.01),
    (106, "GUERNSEY", "GU", 14, 27, "EU", 49.5, -2.6, None, 0.004, 0.008),
    (122, "JERSEY", "GJ", 14, 27, "EU", 49.2, -2.1, None, 0.004, 0.008),
    (230, "FEDERAL REPUBLIC OF GERMANY", "DL", 14, 28, "EU", 51.0, 10.0, None, 0.22, 0.09),
    (227, "FRANCE", "F", 14, 27, "EU", 46.5, 2.5, None, 0.05, 0.06),
    (263, "NETHERLANDS", "PA", 14, 27, "EU", 52.2, 5.5, None, 0.05, 0.04),
    (209, "BELGIUM", "ON", 14, 27, "EU", 50.7, 4.5, None, 0.03, 0.03),
    (266, "NORWAY", "LA", 14, 18, "EU", 61.0, 9.0, None, 0.03, 0.03),
    (284, "SWEDEN", "SM", 14, 18, "EU", 60.0, 15.0, None, 0.03, 0.03),
    (224, "FINLAND", "OH", 15, 18, "EU", 62.0, 25.0, None, 0.02, 0.02),
    (221, "DENMARK", "OZ", 14, 18, "EU", 56.0, 10.0, None, 0.02, 0.02),
    (222, "FAROE ISLANDS", "OY", 14, 18, "EU", 62.0, -6.9, None, 0.003, 0.005),
    (242, "ICELAND", "TF", 40, 17, "EU", 64.8, -18.5, None, 0.003, 0.005),
    (281, "SPAIN", "EA", 14, 37, "EU", 40.2, -3.7, None, 0.04, 0.04),
    (272, "PORTUGAL", "CT", 14, 37, "EU", 39.5, -8.0, None, 0.01, 0.01),
    (248, "ITALY", "I", 15, 28, "EU", 42.8, 12.5, None, 0.06, 0.05),
    (287, "SWITZERLAND", "HB", 14, 28, "EU", 46.8, 8.2, None, 0.015, 0.01),
    (206, "AUSTRIA", "OE", 15, 28, "EU", 47.5, 14.5, None, 0.015, 0.01),
    (269, "POLAND", "SP", 15, 28, "EU", 52.0, 19.5, None, 0.05, 0.03),
    (503, "CZECH REPUBLIC", "OK", 15, 28, "EU", 49.8, 15.5, None, 0.02, 0.02),
    (504, "SLOVAK REPUBLIC", "OM", 15, 28, "EU", 48.7, 19.5, None, 0.01, 0.01),
    (239, "HUNGARY", "HA", 15, 28, "EU", 47.2, 19.5, None, 0.01, 0.01),
    (497, "CROATIA", "9A", 15, 28, "EU", 45.2, 15.5, None, 0.008, 0.008),
    (236, "GREECE", "SV", 20, 28, "EU", 39.0, 22.0, None, 0.006, 0.008),
    (54, "EUROPEAN RUSSIA", "UA", 16, 29, "EU", 55.8, 37.6, None, 0.02, 0.03),
    (288, "UKRAINE", "UR", 16, 29, "EU", 50.4, 30.5, None, 0.02, 0.02),
    (52, "ESTONIA", "ES", 15, 29, "EU", 58.6, 25.0, None, 0.005, 0.005),
    (257, "MALTA", "9H", 15, 28, "EU", 35.9, 14.4, None, 0.002, 0.003),
    (29, "CANARY ISLANDS", "EA8", 33, 36, "AF", 28.3, -15.5, None, 0.005, 0.006),
    (149, "AZORES", "CU", 14, 36, "EU", 38.5, -28.0, None, 0.002, 0.003),
    (1, "CANADA", "VE", 5, 9, "NA", 45.5, -75.0, None, 0.015, 0.03),
    (291, "UNITED STATES OF AMERICA", "K", 5, 8, "NA", 40.0, -90.0, None, 0.05, 0.08),
    (237, "GREENLAND", "OX", 40, 5, "NA", 64.2, -51.7, None, 0.001, 0.001),
    (108, "BRAZIL", "PY", 11, 15, "SA", -15.8, -47.9, None, 0.005, 0.008),
    (100, "ARGENTINA", "LU", 13, 14, "SA", -34.6, -58.4, None, 0.003, 0.004),
    (339, "JAPAN", "JA", 25, 45, "AS", 35.7, 139.7, None, 0.008, 0.006),
    (15, "ASIATIC RUSSIA", "UA9", 17, 30, "AS", 55.0, 73.4, None, 0.004, 0.005),
    (324, "INDIA", "VU", 22, 41, "AS", 28.6, 77.2, None, 0.001, 0.002),
    (462, "SOUTH AFRICA", "ZS", 38, 57, "AF", -33.9, 18.4, None, 0.002, 0.003),
    (150, "AUSTRALIA", "VK", 30, 59, "OC", -33.9, 151.2, None, 0.0, 0.0),
    (170, "NEW ZEALAND", "ZL", 32, 60, "OC", -45.9, 170.5, None, 0.0, 0.0),
    (520, "NETHERLANDS ANTILLES", "PJ2", 9, 11, "SA", 12.2, -69.0, "2010-10-10 00:00:00", 0.0, 0.0),
    (255, "SINT MAARTEN, SABA, ST EUSTATIUS", "PJ7", 8, 11, "NA", 18.0, -63.1, "2010-10-10 00:00:00", 0.0, 0.0),
    (296, "SERBIA", "YU", 15, 28, "EU", 44.8, 20.5, None, 0.005, 0.005),
]
BY_ADIF = {e[0]: e for e in ENTITIES}
# band, group, FT8 (data) frequency kHz, SSB kHz, CW kHz, background weight
BANDS = [
    ("160m", "hf", 1840, 1850, 1830, 0.02),
    ("80m", "hf", 3573, 3700, 3520, 0.07),
    ("60m", "hf", 5357, 5370, 5360, 0.01),
    ("40m", "hf", 7074, 7150, 7020, 0.16),
    ("30m", "hf", 10136, 0, 10115, 0.06),
    ("20m", "hf", 14074, 14250, 14030, 0.30),
    ("17m", "hf", 18100, 18130, 18080, 0.07),
    ("15m", "hf", 21074, 21250, 21030, 0.08),
    ("12m", "hf", 24915, 24940, 24900, 0.03),
    ("10m", "hf", 28074, 28500, 28030, 0.06),
    ("6m", "vhf", 50313, 50150, 50090, 0.05),
    ("2m", "vhf", 144174, 144300, 144050, 0.07),
    ("70cm", "uhf", 432174, 432200, 432050, 0.02),
    ("23cm", "uhf", 1296174, 1296200, 1296050, 0.0),
    ("13cm", "uhf", 2400000, 2400000, 2400000, 0.0),
]
FIRST = (
    "Alan Brian Colin David Gordon Hans Jürgen Klaus Pierre Marco Jan Piotr Lars Olav Mikko Juan José John Mike "
    "Steve Bob Jim Tom Andrew Karl Erik Stefan Luca Paolo Tomasz Jiri Peter Kenji Hiro Carlos Yuri Sergei".split()
)
# user name, first, last, callsign, type, locator, own station (name, city, grid)
MEMBERS = [
    ("gm0gca", "Club", "Station", "GM0GCA", 99, "IO87WD"),
    ("ewan", "Ewan", "Cruickshank", "GM4KXR", 99, "IO87VE"),
    ("morag", "Morag", "Duthie", "MM0MDU", 3, "IO87WC"),
    ("alasdair", "Alasdair", "Reid", "GM7RDA", 3, "IO87UF"),
    ("fiona", "Fiona", "Bain", "2M0FBN", 3, "IO87WD"),
    ("callum", "Callum", "Milne", "MM7CMI", 3, "IO87TE"),
    ("isla", "Isla", "Forbes", "2M1IFB", 3, "IO87VD"),
    ("doug", "Douglas", "Mair", "GM3DMA", 3, "IO87XE"),
]
# name, callsign, user index, grid, city, power, active, sota
STATIONS = [
    ("Club shack - Tullos", "GM0GCA", 0, "IO87WD", "Aberdeen", 400, 1, None),
    ("Club portable - SOTA", "GM0GCA/P", 0, "IO87MB", "Aberdeenshire", 10, None, "GM/ES-001"),
    ("Club contest station - Kincorth", "GM0GCA", 0, "IO87VC", "Aberdeen", 400, None, None),
    ("GB2GCA special event - Maritime Museum", "GB2GCA", 0, "IO87WD", "Aberdeen", 100, None, None),
    ("Old clubroom - Ferryhill", "GM0GCA", 0, "IO87WD", "Aberdeen", 100, None, None),
    ("Ewan - home", "GM4KXR", 1, "IO87VE", "Bridge of Don", 100, 1, None),
    ("Morag - home", "MM0MDU", 2, "IO87WC", "Cove Bay", 100, 1, None),
    ("Alasdair - home", "GM7RDA", 3, "IO87UF", "Dyce", 400, 1, None),
    ("Alasdair - Orkney holiday", "GM7RDA/P", 3, "IO88KX", "Stromness", 50, None, None),
    ("Fiona - home", "2M0FBN", 4, "IO87WD", "Torry", 50, 1, None),
    ("Callum - home", "MM7CMI", 5, "IO87TE", "Westhill", 10, 1, None),
    ("Isla - home", "2M1IFB", 6, "IO87VD", "Garthdee", 50, 1, None),
]
# logbook, owner, stations
LOGBOOKS = [
    ("Club logbook", 0, [0, 1, 4]),
    ("Contests & special events", 0, [2, 3]),
    ("Ewan's log", 1, [5]),
    ("Morag's log", 2, [6]),
    ("Alasdair's log", 3, [7, 8]),
    ("Fiona's log", 4, [9]),
    ("Callum's log", 5, [10]),
    ("Isla's log", 6, [11]),
]
CONTESTS = [
    ("CQ World Wide DX Contest (SSB)", "CQ-WW-SSB", 1),
    ("CQ World Wide DX Contest (CW)", "CQ-WW-CW", 1),
    ("UK/EI DX Contest (SSB)", "UKEI-DX", 1),
    ("RSGB IOTA Contest", "RSGB-IOTA", 1),
    ("ARRL International DX Contest (CW)", "ARRL-DX-CW", 1),
    ("RSGB Club Calls", "RSGB-CLUB-CALLS", 1),
    ("Scottish Amateur Radio Convention Sprint", "GMSPRINT", 0),
    ("CQ WPX Contest (SSB)", "CQ-WPX-SSB", 1),
]
# contest, first day, hours, contacts, mode, station
CONTEST_RUNS = [
    ("CQ-WW-SSB", -32, 48, 620, "SSB", 2),
    ("UKEI-DX", -75, 24, 260, "SSB", 2),
    ("CQ-WW-CW", -60, 30, 170, "CW", 2),
    ("RSGB-IOTA", -130, 24, 210, "SSB", 2),
    ("ARRL-DX-CW", -250, 24, 120, "CW", 2),
    ("RSGB-CLUB-CALLS", -12, 2, 40, "SSB", 0),
    ("CQ-WW-SSB", -397, 48, 480, "SSB", 4),
]
SATELLITES = [("QO-100", 60, "13cm"), ("RS-44", 22, "2m"), ("SO-50", 14, "2m")]  # in the last year
CLUB_OPERATORS = [("MM0MDU", 0.42), ("GM4KXR", 0.19), ("GM7RDA", 0.15), ("MM7CMI", 0.14), ("2M0FBN", 0.10)]
QSO_MINUTES = {"SSB": (2, 12), "CW": (1, 6), "FM": (3, 10), "FT8": (1, 2), "FT4": (1, 1)}


def _distance(lat: float, lon: float) -> float:
    """Great-circle kilometres from Aberdeen."""
    p1, p2 = math.radians(HOME[0]), math.radians(lat)
    dl = math.radians(lon - HOME[1])
    return 6371.0 * math.acos(min(1.0, math.sin(p1) * math.sin(p2) + math.cos(p1) * math.cos(p2) * math.cos(dl)))


def _grid(lat: float, lon: float) -> str:
    lon, lat = lon + 180, lat + 90
    return (
        chr(65 + int(lon // 20))
        + chr(65 + int(lat // 10))
        + str(int(lon % 20 // 2))
        + str(int(lat % 10))
        + chr(97 + int(lon % 2 * 12))
        + chr(97 + int(lat % 1 * 24))
    )


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    for k, (name, first, last, call, kind, grid) in enumerate(MEMBERS, 1):
        db.execute(
            "INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Europe/London', 'K', 'd/m/Y', ?, ?, ?, ?)",
            (
                k,
                name,
                "$2y$10$" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(53)),
                kind,
                f"{name}@granitecityarc.example.org.uk",
                call,
                grid,
                first,
                last,
                call if k not in (7, 8) else None,
                call if k <= 5 else None,
                call if k <= 3 else None,
                None,
            ),
        )
    for adif, name, prefix, cq, itu, cont, lat, lon, end, _, _ in ENTITIES:
        db.execute(
            "INSERT INTO dxcc_entities VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (adif, name, prefix, cq, itu, cont, lon, lat, "1945-11-15 00:00:00", end),
        )
    record = 0
    for adif, name, prefix, cq, _itu, cont, lat, lon, end, _, _ in ENTITIES:
        for extra in (prefix, *(prefix[:-1] + c for c in "0123456789"[: rng.randint(0, 2)] if len(prefix) == 2)):
            record += 1
            db.execute(
                "INSERT INTO dxcc_prefixes VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
                (record, extra, name, adif, cq, cont, lon, lat, end),
            )
    for k, (call, adif) in enumerate([("GB2GCA", 279), ("GB4RN", 223), ("VP8PJ", 223), ("TO2FH", 227)], 1):
        e = BY_ADIF[adif]
        db.execute(
            "INSERT INTO dxcc_exceptions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (k, call, e[1], adif, e[3], e[5], e[7], e[6], clock.stamp(-220, 0), clock.stamp(-205, 0)),
        )
    for k, (name, call, owner, grid, city, power, active, sota) in enumerate(STATIONS, 1):
        db.execute(
            "INSERT INTO station_profile VALUES (?, ?, ?, ?, NULL, ?, ?, ?, 279, 'SCOTLAND', 'Aberdeen City', 14,"
            " 27, ?, ?, ?)",
            (k, name, grid, city, sota, call, power, active, name.split(" - ")[0], owner + 1),
        )
    relation = 0
    for k, (name, owner, stations) in enumerate(LOGBOOKS, 1):
        db.execute(
            "INSERT INTO station_logbooks VALUES (?, ?, ?, ?, ?)",
            (
                k,
                owner + 1,
                name,
                name.lower().replace(" ", "-").replace("'", "").replace("&", "and") if owner == 0 else None,
                clock.stamp(-rng.randint(30, 900), 600),
            ),
        )
        for station in stations:
            relation += 1
            db.execute(
                "INSERT INTO station_logbooks_relationship VALUES (?, ?, ?, ?)",
                (relation, k, station + 1, clock.stamp(-rng.randint(30, 900), 610)),
            )
    db.executemany(
        "UPDATE users SET active_station_logbook = ? WHERE user_id = ?",
        [(k, owner + 1) for k, (_, owner, _) in enumerate(LOGBOOKS, 1) if k != 2],
    )
    contest_ids = {}
    for k, (name, adif_name, active) in enumerate(CONTESTS, 1):
        db.execute("INSERT INTO contest VALUES (?, ?, ?, ?)", (k, name, adif_name, active))
        contest_ids[adif_name] = k

    # callsigns on the air: a pool per entity, some of them on Logbook of The World
    pool: dict[int, list[str]] = {}
    taken: set[str] = set()
    for adif, _, prefix, *_ in ENTITIES:
        calls = []
        for _ in range(60 if adif in (230, 223, 291) else 25):
            while True:
                letters = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(rng.choice((2, 3, 3))))
                call = f"{prefix}{rng.randint(0, 9) if not prefix[-1].isdigit() else ''}{letters}"
                if call not in taken:
                    taken.add(call)
                    calls.append(call)
                    break
        pool[adif] = calls
    lotw: dict[str, int] = {}  # callsign -> days since its last upload
    for adif, calls in pool.items():
        for call in calls:
            if rng.random() < (0.7 if BY_ADIF[adif][5] in ("NA", "AS", "OC") else 0.5):
                lotw[call] = rng.choice((1, 2, 3, 5, 8, 20, 60, 200, 700))
    for k, call in enumerate(sorted(lotw), 1):
        db.execute("INSERT INTO lotw_users VALUES (?, ?, ?)", (k, call, clock.stamp(-lotw[call], 180)))

    contacts: list[tuple[Any, ...]] = []

    def qso(
        station: int,
        operator: str,
        start: datetime.datetime,
        band: str,
        mode: str,
        adif: int,
        contest: str | None = None,
        serial: int = 0,
        prop: str | None = None,
        sat: str | None = None,
        my_sota: str | None = None,
        minutes: int | None = None,
        call: str | None = None,
        historic: bool = False,
    ) -> None:
        entity = BY_ADIF[adif]
        call = call or rng.choice(pool[adif])
        band_row = next(b for b in BANDS if b[0] == band)
        submode = None
        if mode == "FT4":
            mode_col, submode, khz = "MFSK", "FT4", band_row[2] + (6 if band_row[2] < 30000 else 2)
        elif mode == "FT8":
            mode_col, khz = "FT8", band_row[2]
        elif mode == "SSB":
            mode_col, submode, khz = "SSB", "LSB" if band in ("160m", "80m", "40m") else "USB", band_row[3]
        elif mode == "FM":
            mode_col, khz = "FM", 145500 if band == "2m" else 433500
        else:
            mode_col, khz = "CW", band_row[4]
        if sat == "QO-100":
            khz = 10489600
        freq = khz * 1000 + rng.randint(0, 40) * 100 if khz < 10_000_000 else khz * 1000 + rng.randint(0, 300) * 1000
        if contest:
            off = start
        else:
            low, high = QSO_MINUTES[mode]
            off = start + datetime.timedelta(
                minutes=minutes if minutes is not None else rng.randint(low, high), seconds=rng.randint(0, 59)
            )
        digital = mode in ("FT8", "FT4")
        rst = (
            (f"{rng.randint(-20, 5):+d}".replace("+", "+"), f"{rng.randint(-20, 5):+d}")
            if digital
            else ("59", "59")
            if mode in ("SSB", "FM")
            else ("599", "599")
        )
        age = (clock.now - start).days
        on_lotw = call in lotw
        lotw_sent = "Y" if age > 2 and not historic else "N"
        lotw_rcvd = "Y" if lotw_sent == "Y" and on_lotw and rng.random() < (0.8 if age > 10 else 0.4) else "N"
        qsl_sent, qsl_via, qsl_sdate = "N", None, None
        roll = rng.random()
        if historic:
            qsl_sent, qsl_via = ("Y", "B") if roll < 0.6 else ("N", None)
        elif not contest and roll < 0.06 and age < 25:
            qsl_sent = "Q"
        elif not contest and roll < 0.09:
            qsl_sent = "R"
        elif not contest and roll < 0.25 and age > 25:
            qsl_sent, qsl_via, qsl_sdate = "Y", rng.choice("BBBD"), clock.fmt(start + datetime.timedelta(days=14))
        qsl_rcvd = "Y" if qsl_sent == "Y" and rng.random() < 0.5 else "N"
        lat, lon = entity[6] + rng.uniform(-1.5, 1.5), entity[7] + rng.uniform(-2.5, 2.5)
        if adif == 279:
            lat, lon = 56.5 + rng.uniform(-0.8, 1.2), -4.0 + rng.uniform(-1.5, 1.8)
        contacts.append(
            (
                call,
                clock.fmt(start),
                clock.fmt(off),
                band,
                freq,
                mode_col,
                submode,
                rst[0],
                rst[1],
                rng.choice(FIRST) if not digital else None,
                None,
                _grid(lat, lon)[: 4 if digital else 6],
                entity[1],
                adif,
                entity[5],
                entity[3],
                entity[4],
                round(_distance(lat, lon), 1),
                STATIONS[station][5],
                operator,
                STATIONS[station][1],
                qsl_sent,
                qsl_rcvd,
                qsl_via,
                qsl_sdate,
                clock.fmt(start + datetime.timedelta(days=40)) if qsl_rcvd == "Y" else None,
                lotw_sent,
                lotw_rcvd,
                clock.fmt(start + datetime.timedelta(days=1)) if lotw_sent == "Y" else None,
                clock.fmt(start + datetime.timedelta(days=min(age, 5))) if lotw_rcvd == "Y" else None,
                "Y" if digital and not historic else "N",
                "Y" if digital and rng.random() < 0.3 else "N",
                prop,
                sat,
                "U/S" if sat == "RS-44" else "U/V" if sat == "SO-50" else "S/X" if sat else None,
                contest,
                serial if contest else None,
                rng.randint(1, 900) if contest else None,
                my_sota,
                None,
                None,
                station + 1,
            )
        )

    def entity_for(mode: str, band: str) -> int:
        weights = [(e[0], e[9] if mode in ("FT8", "FT4") else e[10]) for e in ENTITIES if e[8] is None]
        if band in ("2m", "70cm"):
            weights = [(a, w) for a, w in weights if BY_ADIF[a][1] in ("SCOTLAND", "ENGLAND")] or weights
        if band == "6m":
            weights = [(a, w) for a, w in weights if BY_ADIF[a][5] == "EU"]
        return int(pick(rng, [(str(a), w) for a, w in weights if w > 0]))

    def session(
        station: int, operator: str, day: int, count: int, band: str, mode: str, low: int = 600, high: int = 1320
    ) -> None:
        start = clock.clear_of_now(rng, day, low, high)
        for _ in range(count):
            if start.date() != (clock.midnight + datetime.timedelta(days=day)).date() or (
                day == 0 and start >= clock.now - datetime.timedelta(minutes=20)
            ):
                break
            qso(station, operator, start, band, mode, entity_for(mode, band))
            step = 1 if mode in ("FT8", "FT4") else rng.randint(3, 9)
            start += datetime.timedelta(minutes=step, seconds=rng.randint(0, 40))
            if abs((start - clock.midnight).seconds // 60 - (clock.now - clock.midnight).seconds // 60) < 16:
                start += datetime.timedelta(minutes=35)

    def band_for(mode: str) -> str:
        options = [(b[0], b[5]) for b in BANDS if b[5] > 0 and not (mode == "SSB" and b[3] == 0)]
        if mode == "FM":
            return rng.choice(("2m", "2m", "70cm"))
        return pick(rng, options)

    # the club shack's club nights (Tuesdays and Thursdays, operators in turn) and daytime use
    for day in range(-400, 0):
        if day % 7 in (1, 3):
            for _ in range(rng.randint(2, 4)):
                mode = pick(rng, [("SSB", 5), ("FT8", 3), ("CW", 2), ("FM", 1)])
                session(0, pick(rng, CLUB_OPERATORS), day, rng.randint(4, 9), band_for(mode), mode, 1110, 1320)
    # members at home
    home = {
        5: ("GM4KXR", 0.5, {"SSB": 4, "CW": 4, "FT8": 2}),
        6: ("MM0MDU", 0.3, {"SSB": 5, "FT8": 3}),
        7: ("GM7RDA", 0.55, {"FT8": 4, "FT4": 3, "CW": 1, "SSB": 1}),
        9: ("2M0FBN", 0.12, {"FT8": 3, "SSB": 1}),
        10: ("MM7CMI", 0.2, {"FM": 3, "SSB": 2, "FT8": 2}),
    }
    for station, (call, chance, modes) in home.items():
        for day in range(-1300 if station != 9 else -300, 1):
            if rng.random() < chance:
                mode = pick(rng, list(modes.items()))
                session(station, call, day, rng.randint(2, 8), band_for(mode), mode)
    # Fiona's new FT8 station on 40m, this last week
    for day in range(-6, 0):
        for _ in range(2):
            session(9, "2M0FBN", day, rng.randint(14, 18), "40m", "FT8", 480, 1380)
    # Alasdair's Orkney holiday, a hundred days ago
    for day in range(-104, -97):
        session(8, "GM7RDA", day, rng.randint(6, 12), pick(rng, [("20m", 2), ("40m", 1)]), "FT8")
    # SOTA activations with the club's portable station
    summits = ["GM/ES-001", "GM/ES-005", "GM/ES-013", "GM/ES-021", "GM/ES-033"]
    for day in sorted(rng.sample(range(-170, -3), 9)):
        summit = rng.choice(summits)
        start = clock.clear_of_now(rng, day, 600, 900)
        for n in range(rng.randint(8, 16)):
            band = rng.choice(("2m", "40m", "20m", "40m"))
            qso(
                1,
                pick(rng, CLUB_OPERATORS[:3]),
                start + datetime.timedelta(minutes=3 * n),
                band,
                "FM" if band == "2m" else rng.choice(("SSB", "CW")),
                entity_for("SSB", band),
                my_sota=summit,
            )
    # contests
    for adif_name, first_day, hours, count, mode, station in CONTEST_RUNS:
        begin = clock.at(first_day, 0) if hours > 2 else clock.at(first_day, 1140)
        for n in range(count):
            moment = begin + datetime.timedelta(seconds=int(hours * 3600 * n / count) + rng.randint(0, 50))
            band = pick(rng, [("80m", 1), ("40m", 2), ("20m", 3), ("15m", 2), ("10m", 1)]) if hours > 2 else "80m"
            adif = (
                entity_for(mode, band) if adif_name != "RSGB-CLUB-CALLS" else int(pick(rng, [("223", 3), ("279", 1)]))
            )
            operator = pick(rng, CLUB_OPERATORS)
            qso(station, operator, moment, band, mode, adif, contest=adif_name, serial=n + 1)
    # the GB2GCA special-event weekend at the Maritime Museum
    for day in (-210, -209):
        for _ in range(5):
            mode = pick(rng, [("SSB", 3), ("FT8", 1)])
            session(3, pick(rng, CLUB_OPERATORS), day, rng.randint(6, 10), band_for(mode), mode, 540, 1020)
    # satellites from the shack
    for sat, count, band in SATELLITES:
        for _ in range(count):
            day = -rng.randint(2, 360)
            start = clock.clear_of_now(rng, day, 540, 1320)
            qso(
                0,
                pick(rng, CLUB_OPERATORS),
                start,
                band,
                "SSB" if sat != "SO-50" else "FM",
                entity_for("SSB", "20m"),
                prop="SAT",
                sat=sat,
                minutes=rng.randint(2, 5),
            )
    # the one New Zealand contact, three weeks ago, and older long-distance ones
    qso(5, "GM4KXR", clock.clear_of_now(rng, -20, 420, 480), "20m", "SSB", 170, call="ZL4KX", minutes=7)
    for day, adif, call in ((-140, 150, "VK2GCA"), (-300, 170, "ZL2AGY"), (-520, 150, "VK6DX")):
        qso(5, "GM4KXR", clock.clear_of_now(rng, day, 420, 480), "20m", "CW", adif, call=call, minutes=4)
    # the old clubroom, until it closed 430 days ago, and its paper logs of 2005-2009 typed in
    for day in range(-1500, -430):
        if day % 7 in (1, 3) and rng.random() < 0.7:
            mode = pick(rng, [("SSB", 5), ("CW", 3), ("FT8", 2)])
            session(4, pick(rng, CLUB_OPERATORS), day, rng.randint(3, 8), band_for(mode), mode, 1110, 1320)
    paper = datetime.datetime(2005, 3, 1, 19, 0)
    historic_entities = [279, 223, 230, 227, 245, 291, 266, 248, 281, 520, 255, 269, 1, 54]
    for n in range(260):
        moment = paper + datetime.timedelta(days=n * 6 + rng.randint(0, 3), minutes=rng.randint(0, 150))
        adif = historic_entities[n % len(historic_entities)] if n % 5 == 0 else rng.choice(historic_entities[:9])
        qso(
            4,
            rng.choice(("GM3JWB", "GM4KXR")),
            moment,
            rng.choice(("20m", "40m", "80m", "15m")),
            rng.choice(("SSB", "CW")),
            adif,
            historic=True,
        )

    contacts.sort(key=lambda row: (row[1], row[0]))
    db.executemany(f"INSERT INTO TABLE_HRD_CONTACTS_V01 VALUES (NULL, {', '.join('?' * 42)})", contacts)

    for k, (cat, title, owner) in enumerate(
        [
            ("Antennas", "Tullos mast: G5RV replaced with doublet", 1),
            ("Antennas", "2m colinear SWR readings", 2),
            ("Satellites", "QO-100 dish alignment: azimuth 151, elevation 20", 1),
            ("Club", "Club night rota", 2),
            ("Contests", "CQWW SSB 2 op plan", 3),
            ("General", "Licence renewal reminder", 4),
            ("Antennas", "Orkney end-fed settings", 4),
        ],
        1,
    ):
        db.execute("INSERT INTO notes VALUES (?, ?, ?, ?, ?)", (k, cat, title, title + ".", owner))
    for k, (band, group, data, ssb, cw, _) in enumerate(BANDS, 1):
        db.execute("INSERT INTO bands VALUES (?, ?, ?, ?, ?, ?)", (k, band, group, ssb * 1000, data * 1000, cw * 1000))
    row = 0
    for user in range(1, len(MEMBERS) + 1):
        for k, (band, *_rest) in enumerate(BANDS, 1):
            row += 1
            active = 0 if band in ("23cm",) or (user == 1 and band in ("160m", "60m")) else 1
            db.execute("INSERT INTO bandxuser VALUES (?, ?, ?, ?, 1, 1, 1, 1, 1, 1, 1)", (row, k, user, active))
    radios = [
        (1, "IC-7300 (club shack)", 14074000, "USB-D", None, 100, None, -3),
        (1, "IC-9700 (club shack satellites)", 432300000, "USB", "RS-44", 20, "SAT", -14),
        (1, "IC-705 (club portable)", 7118000, "LSB", None, 10, None, -9 * 1440),
        (2, "FT-991A", 14250000, "USB", None, 100, None, -3 * 1440 - 200),
        (3, "TS-590SG", 3700000, "LSB", None, 100, None, -32),
        (5, "FT-710", 7074000, "USB-D", None, 50, None, -1),
    ]
    for k, (user, radio, freq, cat_mode, cat_sat, power, cat_prop, minutes) in enumerate(radios, 1):
        db.execute(
            "INSERT INTO cat VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?)",
            (
                k,
                user,
                radio,
                freq,
                cat_mode,
                cat_sat,
                power,
                cat_prop,
                clock.fmt(clock.now + datetime.timedelta(minutes=minutes)),
            ),
        )
    close_checked(db, "logbook")
