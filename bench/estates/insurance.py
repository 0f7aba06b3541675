"""A UK motor and home insurer's policy-and-claims database (Kestrel Mutual) in the style of a legacy mainframe
system migrated to Oracle, as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): customers took their first
policy up to 760 days back, policies run for a year and renew, claims are reported over the 400 days before
``now``; two builds with the same seed and ``now`` values a whole number of days apart give the same answers to
relative-time questions (nothing follows the weekday or the calendar). **Dates are ``YYYY-MM-DD`` text**
(``EFF_DT``, ``EXP_DT``, ``ISS_DT``, ``CNCL_DT``, ``LOSS_DT``, ``PYMT_DT``, ``INV_DT``, ``DUE_DT``, ``PAID_DT``,
``BIRTH_DT``, ``HIRE_DT``, ``APPT_DT``, ``TERM_DT``) and **timestamps ``YYYY-MM-DD HH:MM:SS`` text**
(``RPT_TS``, ``ASGN_TS``, ``CLS_TS``, ``CRT_TS``, ``LAST_UPD_TS``), on a 5-minute grid. No plain date falls today or
exactly 7, 14, 30, 60, 90, 180 or 365 days before or 7, 14, 30 or 60 days after today, so "in the last N days"
and "in the next N days" read the same whichever boundary a query counts.

Naming is the old system's: UPPER_CASE tables with a ``_MSTR`` (master), ``_REF`` (reference), ``_HDR`` or
``_LINE`` suffix and abbreviated columns (``CUST_ID``, ``POL_NO``, ``PROD_CD``, ``AGT_ID``, ``ADJ_ID``,
``CLM_NO``, ``LN_NO``, ``COV_CD``, ``ANNL_PREM_AMT``, ``XS_AMT`` the excess, ``SUM_INSD_AMT``, ``RSRV_AMT`` the
reserve, ``CLMD_AMT``, ``APPRV_AMT``, ``PYMT_AMT``, ``FRST_NM``, ``LAST_NM``, ``TOWN_NM``, ``POST_CD``), money in
pounds as ``NUMBER(11,2)``, ``_IND`` flags as 'Y'/'N' (``ACTV_IND``, ``OPEN_IND``, ``IN_FORCE_IND``,
``FRAUD_REF_IND``, ``VOID_IND``, ``FLOOD_ZN_IND``, ``MKTG_OPT_IND``), names in capitals (adjusters as
``'HOLLOWAY, DEREK'``), and codes whose meaning is written only in a reference table: ``CLM_STAT_REF``
(``CLM_STAT_CD`` O open, P pending documents, R reopened, C closed/settled, D denied, W withdrawn; ``OPEN_IND``),
``POL_STAT_REF`` (``POL_STAT_CD`` A in force, P pending inception, E expired, X cancelled, L lapsed;
``IN_FORCE_IND``), ``LOSS_CAUSE_REF`` (numeric text codes: 110 collision with a vehicle ... 150 windscreen, 210
escape of water, 220 storm ...) and ``PROD_REF`` (``PROD_CD`` MTRCMP, MTRTPFT, MTRTPO, HOMBLD, HOMCNT, HOMBC,
LNDLRD; ``LOB_CD`` MTR or HOM). Claim lines carry the same status codes as claims.

Tables: ``PROD_REF``, ``POL_STAT_REF``, ``CLM_STAT_REF``, ``LOSS_CAUSE_REF``, ``AGT_MSTR`` (brokers, ``AGT_TYP_CD``
B, and price-comparison sites, A; a policy sold direct has no agent), ``ADJ_MSTR`` (claims adjusters, ``LOB_CD``
their line, ``ADJ_LVL_CD`` 1 to 3), ``CUST_MSTR``, ``POLICY_MSTR`` (one row per annual term: a renewal is a new
``POL_NO`` whose ``PRIOR_POL_NO`` is the term it renews, issued 21 days before it starts; ``CNCL_DT`` for cancelled
and lapsed terms), ``VEH_MSTR`` (the insured vehicle of a motor term) and ``PROP_MSTR`` (the insured property of a
home term), ``CLAIM_HDR`` (→ policy, vehicle or property, loss cause, status, adjuster; ``ADJ_ID`` NULL until
assigned, ``CLS_TS`` NULL while open), ``CLAIM_LINE`` (a coverage claimed: ``COV_CD`` OD own damage, TPPD, TPBI,
GLS glass, HIRE, BLDG buildings, CNTS contents, ALTACC alternative accommodation; ``APPRV_AMT`` NULL until
assessed), ``CLM_PYMT`` (payments against a claim line; ``VOID_IND`` 'Y' for a voided cheque or transfer, reissued
as a new payment) and ``PREM_INV`` (premium invoices; unpaid while ``PAID_DT`` is NULL).

Planted signals:

* Harbour & Vale Insurance Brokers wrote far more premium over the last 365 days than any other broker or
  comparison site;
* two active brokers (Pennine Risk Partners, Aldgate Cover Ltd) have not placed a policy in the last 90 days; Severn
  Brokers' agency was terminated 200 days ago;
* motor adjuster Derek Holloway sits on a backlog of open claims, about three times anyone else's;
* three claims reported 9 to 12 days ago were never assigned an adjuster (newer ones wait a day or two);
* Storm Edda hit the Lancashire coast 19 days ago: dozens of storm claims, Blackpool far ahead of the other towns;
* a house fire in Norwich 52 days ago brought the largest single payment (150,000 on buildings, 33 days ago);
* Land Rovers are stolen far more often than any other make;
* escape of water is the commonest home claim, collision with another vehicle the commonest motor claim;
* a new adjuster (Chidi Okafor) has no claim yet;
* about 40 customers are behind on monthly premiums (invoices past due and unpaid).
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE PROD_REF (
    PROD_CD        VARCHAR2(8)   NOT NULL,
    PROD_DESC      VARCHAR2(40)  NOT NULL,
    LOB_CD         CHAR(3)       NOT NULL,
    DFLT_XS_AMT    NUMBER(9,2)   NOT NULL,
    ACTV_IND       CHAR(1)       NOT NULL,
    CONSTRAINT PK_PROD_REF PRIMARY KEY (PROD_CD)
);
CREATE TABLE POL_STAT_REF (
    POL_STAT_CD    CHAR(1)       NOT NULL,
    POL_STAT_DESC  VARCHAR2(30)  NOT NULL,
    IN_FORCE_IND   CHAR(1)       NOT NULL,
    CONSTRAINT PK_POL_STAT_REF PRIMARY KEY (POL_STAT_CD)
);
CREATE TABLE CLM_STAT_REF (
    CLM_STAT_CD    CHAR(1)       NOT NULL,
    CLM_STAT_DESC  VARCHAR2(30)  NOT NULL,
    OPEN_IND       CHAR(1)       NOT NULL,
    SORT_SEQ       NUMBER(2)     NOT NULL,
    CONSTRAINT PK_CLM_STAT_REF PRIMARY KEY (CLM_STAT_CD)
);
CREATE TABLE LOSS_CAUSE_REF (
    LOSS_CAUSE_CD   CHAR(3)      NOT NULL,
    LOSS_CAUSE_DESC VARCHAR2(40) NOT NULL,
    LOB_CD          CHAR(3)      NOT NULL,
    CONSTRAINT PK_LOSS_CAUSE_REF PRIMARY KEY (LOSS_CAUSE_CD)
);
CREATE TABLE AGT_MSTR (
    AGT_ID         NUMBER(8)     NOT NULL,
    AGT_CD         VARCHAR2(8)   NOT NULL,
    AGT_NM         VARCHAR2(60)  NOT NULL,
    AGT_TYP_CD     CHAR(1)       NOT NULL,
    FCA_REF_NO     VARCHAR2(10)  NOT NULL,
    CMSN_PCT       NUMBER(5,2)   NOT NULL,
    TOWN_NM        VARCHAR2(30)  NOT NULL,
    APPT_DT        DATE          NOT NULL,
    TERM_DT        DATE,
    ACTV_IND       CHAR(1)       NOT NULL,
    CONSTRAINT PK_AGT_MSTR PRIMARY KEY (AGT_ID),
    CONSTRAINT UK_AGT_CD UNIQUE (AGT_CD)
);
CREATE TABLE ADJ_MSTR (
    ADJ_ID         NUMBER(6)     NOT NULL,
    ADJ_CD         VARCHAR2(6)   NOT NULL,
    ADJ_NM         VARCHAR2(40)  NOT NULL,
    LOB_CD         CHAR(3)       NOT NULL,
    ADJ_LVL_CD     CHAR(1)       NOT NULL,
    AUTH_LMT_AMT   NUMBER(11,2)  NOT NULL,
    HIRE_DT        DATE          NOT NULL,
    ACTV_IND       CHAR(1)       NOT NULL,
    CONSTRAINT PK_ADJ_MSTR PRIMARY KEY (ADJ_ID),
    CONSTRAINT UK_ADJ_CD UNIQUE (ADJ_CD)
);
CREATE TABLE CUST_MSTR (
    CUST_ID        NUMBER(10)    NOT NULL,
    CUST_NO        VARCHAR2(10)  NOT NULL,
    TITLE_CD       VARCHAR2(4)   NOT NULL,
    FRST_NM        VARCHAR2(30)  NOT NULL,
    LAST_NM        VARCHAR2(30)  NOT NULL,
    BIRTH_DT       DATE          NOT NULL,
    ADDR_LN1       VARCHAR2(60)  NOT NULL,
    TOWN_NM        VARCHAR2(30)  NOT NULL,
    POST_CD        VARCHAR2(8)   NOT NULL,
    PHONE_NO       VARCHAR2(15),
    EMAIL_ADDR     VARCHAR2(80),
    MKTG_OPT_IND   CHAR(1)       NOT NULL,
    CRT_TS         TIMESTAMP     NOT NULL,
    LAST_UPD_TS    TIMESTAMP     NOT NULL,
    CONSTRAINT PK_CUST_MSTR PRIMARY KEY (CUST_ID),
    CONSTRAINT UK_CUST_NO UNIQUE (CUST_NO)
);
CREATE TABLE POLICY_MSTR (
    POL_NO         VARCHAR2(10)  NOT NULL,
    CUST_ID        NUMBER(10)    NOT NULL,
    PROD_CD        VARCHAR2(8)   NOT NULL,
    AGT_ID         NUMBER(8),
    POL_STAT_CD    CHAR(1)       NOT NULL,
    ISS_DT         DATE          NOT NULL,
    EFF_DT         DATE          NOT NULL,
    EXP_DT         DATE          NOT NULL,
    CNCL_DT        DATE,
    ANNL_PREM_AMT  NUMBER(9,2)   NOT NULL,
    XS_AMT         NUMBER(9,2)   NOT NULL,
    SUM_INSD_AMT   NUMBER(11,2),
    PYMT_FREQ_CD   CHAR(1)       NOT NULL,
    PRIOR_POL_NO   VARCHAR2(10),
    LAST_UPD_TS    TIMESTAMP     NOT NULL,
    LAST_UPD_USR   VARCHAR2(8)   NOT NULL,
    CONSTRAINT PK_POLICY_MSTR PRIMARY KEY (POL_NO),
    CONSTRAINT FK_POL_CUST FOREIGN KEY (CUST_ID) REFERENCES CUST_MSTR (CUST_ID),
    CONSTRAINT FK_POL_PROD FOREIGN KEY (PROD_CD) REFERENCES PROD_REF (PROD_CD),
    CONSTRAINT FK_POL_AGT FOREIGN KEY (AGT_ID) REFERENCES AGT_MSTR (AGT_ID),
    CONSTRAINT FK_POL_STAT FOREIGN KEY (POL_STAT_CD) REFERENCES POL_STAT_REF (POL_STAT_CD),
    CONSTRAINT FK_POL_PRIOR FOREIGN KEY (PRIOR_POL_NO) REFERENCES POLICY_MSTR (POL_NO)
);
CREATE TABLE VEH_MSTR (
    VEH_ID         NUMBER(10)    NOT NULL,
    POL_NO         VARCHAR2(10)  NOT NULL,
    REG_NO         VARCHAR2(8)   NOT NULL,
    VIN_NO         VARCHAR2(17)  NOT NULL,
    MAKE_NM        VARCHAR2(20)  NOT NULL,
    MODEL_NM       VARCHAR2(20)  NOT NULL,
    MFG_YR         NUMBER(4)     NOT NULL,
    VEH_VAL_AMT    NUMBER(9,2)   NOT NULL,
    OVNT_PKG_CD    CHAR(1)       NOT NULL,
    CONSTRAINT PK_VEH_MSTR PRIMARY KEY (VEH_ID),
    CONSTRAINT FK_VEH_POL FOREIGN KEY (POL_NO) REFERENCES POLICY_MSTR (POL_NO)
);
CREATE TABLE PROP_MSTR (
    PROP_ID        NUMBER(10)    NOT NULL,
    POL_NO         VARCHAR2(10)  NOT NULL,
    ADDR_LN1       VARCHAR2(60)  NOT NULL,
    TOWN_NM        VARCHAR2(30)  NOT NULL,
    POST_CD        VARCHAR2(8)   NOT NULL,
    PROP_TYP_CD    CHAR(1)       NOT NULL,
    BLT_YR         NUMBER(4)     NOT NULL,
    BEDRM_CNT      NUMBER(2)     NOT NULL,
    FLOOD_ZN_IND   CHAR(1)       NOT NULL,
    REBLD_AMT      NUMBER(11,2),
    CONSTRAINT PK_PROP_MSTR PRIMARY KEY (PROP_ID),
    CONSTRAINT FK_PROP_POL FOREIGN KEY (POL_NO) REFERENCES POLICY_MSTR (POL_NO)
);
CREATE TABLE CLAIM_HDR (
    CLM_NO         VARCHAR2(10)  NOT NULL,
    POL_NO         VARCHAR2(10)  NOT NULL,
    VEH_ID         NUMBER(10),
    PROP_ID        NUMBER(10),
    LOSS_DT        DATE          NOT NULL,
    RPT_TS         TIMESTAMP     NOT NULL,
    LOSS_CAUSE_CD  CHAR(3)       NOT NULL,
    LOSS_DESC      VARCHAR2(80),
    CLM_STAT_CD    CHAR(1)       NOT NULL,
    ADJ_ID         NUMBER(6),
    ASGN_TS        TIMESTAMP,
    RSRV_AMT       NUMBER(11,2)  NOT NULL,
    FRAUD_REF_IND  CHAR(1)       NOT NULL,
    CLS_TS         TIMESTAMP,
    LAST_UPD_TS    TIMESTAMP     NOT NULL,
    LAST_UPD_USR   VARCHAR2(8)   NOT NULL,
    CONSTRAINT PK_CLAIM_HDR PRIMARY KEY (CLM_NO),
    CONSTRAINT FK_CLM_POL FOREIGN KEY (POL_NO) REFERENCES POLICY_MSTR (POL_NO),
    CONSTRAINT FK_CLM_VEH FOREIGN KEY (VEH_ID) REFERENCES VEH_MSTR (VEH_ID),
    CONSTRAINT FK_CLM_PROP FOREIGN KEY (PROP_ID) REFERENCES PROP_MSTR (PROP_ID),
    CONSTRAINT FK_CLM_CAUSE FOREIGN KEY (LOSS_CAUSE_CD) REFERENCES LOSS_CAUSE_REF (LOSS_CAUSE_CD),
    CONSTRAINT FK_CLM_STAT FOREIGN KEY (CLM_STAT_CD) REFERENCES CLM_STAT_REF (CLM_STAT_CD),
    CONSTRAINT FK_CLM_ADJ FOREIGN KEY (ADJ_ID) REFERENCES ADJ_MSTR (ADJ_ID)
);
CREATE TABLE CLAIM_LINE (
    CLM_NO         VARCHAR2(10)  NOT NULL,
    LN_NO          NUMBER(3)     NOT NULL,
    COV_CD         VARCHAR2(6)   NOT NULL,
    CLMD_AMT       NUMBER(11,2)  NOT NULL,
    APPRV_AMT      NUMBER(11,2),
    LN_STAT_CD     CHAR(1)       NOT NULL,
    CONSTRAINT PK_CLAIM_LINE PRIMARY KEY (CLM_NO, LN_NO),
    CONSTRAINT FK_LN_CLM FOREIGN KEY (CLM_NO) REFERENCES CLAIM_HDR (CLM_NO),
    CONSTRAINT FK_LN_STAT FOREIGN KEY (LN_STAT_CD) REFERENCES CLM_STAT_REF (CLM_STAT_CD)
);
CREATE TABLE CLM_PYMT (
    PYMT_ID        NUMBER(10)    NOT NULL,
    CLM_NO         VARCHAR2(10)  NOT NULL,
    LN_NO          NUMBER(3)     NOT NULL,
    PYMT_DT        DATE          NOT NULL,
    PYMT_AMT       NUMBER(11,2)  NOT NULL,
    PAYEE_NM       VARCHAR2(60)  NOT NULL,
    PYMT_MTHD_CD   VARCHAR2(4)   NOT NULL,
    VOID_IND       CHAR(1)       NOT NULL,
    CONSTRAINT PK_CLM_PYMT PRIMARY KEY (PYMT_ID),
    CONSTRAINT FK_PYMT_LN FOREIGN KEY (CLM_NO, LN_NO) REFERENCES CLAIM_LINE (CLM_NO, LN_NO)
);
CREATE TABLE PREM_INV (
    INV_NO         VARCHAR2(12)  NOT NULL,
    POL_NO         VARCHAR2(10)  NOT NULL,
    INV_DT         DATE          NOT NULL,
    DUE_DT         DATE          NOT NULL,
    INV_AMT        NUMBER(9,2)   NOT NULL,
    PAID_AMT       NUMBER(9,2)   NOT NULL,
    PAID_DT        DATE,
    CONSTRAINT PK_PREM_INV PRIMARY KEY (INV_NO),
    CONSTRAINT FK_INV_POL FOREIGN KEY (POL_NO) REFERENCES POLICY_MSTR (POL_NO)
);
CREATE INDEX IX_POL_CUST ON POLICY_MSTR (CUST_ID);
CREATE INDEX IX_CLM_POL ON CLAIM_HDR (POL_NO);
CREATE INDEX IX_INV_POL ON PREM_INV (POL_NO);
"""

FIRST_DAY = -760  # the oldest new business
CLAIMS_FROM = -400
TERM_DAYS = 365
RENEWAL_NOTICE = 21  # a renewal is issued this many days before the term it starts
BOUNDARY_DAYS = {0, -7, -14, -30, -60, -90, -180, -365, 7, 14, 30, 60}
PRODUCTS = [  # code, description, line, default excess, active, share of new business in its line, premium base
    ("MTRCMP", "MOTOR COMPREHENSIVE", "MTR", 250, "Y", 0.72, 640),
    ("MTRTPFT", "MOTOR THIRD PARTY FIRE & THEFT", "MTR", 300, "Y", 0.22, 520),
    ("MTRTPO", "MOTOR THIRD PARTY ONLY", "MTR", 0, "N", 0.06, 560),
    ("HOMBLD", "HOME BUILDINGS", "HOM", 350, "Y", 0.22, 290),
    ("HOMCNT", "HOME CONTENTS", "HOM", 100, "Y", 0.2, 150),
    ("HOMBC", "HOME BUILDINGS & CONTENTS", "HOM", 350, "Y", 0.5, 420),
    ("LNDLRD", "LANDLORD BUILDINGS", "HOM", 500, "Y", 0.08, 510),
]
POL_STATUS = [("A", "IN FORCE", "Y"), ("P", "PENDING INCEPTION", "N"), ("E", "EXPIRED", "N"),
              ("X", "CANCELLED", "N"), ("L", "LAPSED - NON PAYMENT", "N")]  # fmt: skip
CLM_STATUS = [("O", "OPEN", "Y", 1), ("P", "PENDING DOCUMENTS", "Y", 2), ("R", "REOPENED", "Y", 3),
              ("C", "CLOSED - SETTLED", "N", 4), ("D", "DENIED", "N", 5), ("W", "WITHDRAWN", "N", 6)]  # fmt: skip
CAUSES = [  # code, description, line, weight for comprehensive motor or buildings and contents, report delay days
    ("110", "COLLISION WITH VEHICLE", "MTR", 0.38, (0, 3)),
    ("120", "COLLISION WITH OBJECT", "MTR", 0.14, (0, 4)),
    ("130", "THEFT OF VEHICLE", "MTR", 0.04, (0, 2)),
    ("140", "THEFT FROM VEHICLE", "MTR", 0.07, (0, 3)),
    ("150", "WINDSCREEN / GLASS", "MTR", 0.22, (0, 6)),
    ("160", "VANDALISM / MALICIOUS DAMAGE", "MTR", 0.09, (0, 4)),
    ("170", "FIRE - VEHICLE", "MTR", 0.01, (0, 2)),
    ("180", "THIRD PARTY INJURY", "MTR", 0.05, (0, 12)),
    ("210", "ESCAPE OF WATER", "HOM", 0.34, (0, 9)),
    ("220", "STORM", "HOM", 0.09, (0, 5)),
    ("230", "FLOOD", "HOM", 0.03, (0, 6)),
    ("240", "FIRE - PROPERTY", "HOM", 0.03, (0, 2)),
    ("250", "THEFT / BURGLARY", "HOM", 0.13, (0, 3)),
    ("260", "ACCIDENTAL DAMAGE", "HOM", 0.26, (0, 12)),
    ("270", "SUBSIDENCE", "HOM", 0.03, (20, 80)),
]
# what a third-party-only, fire-and-theft or contents policy can claim
ALLOWED = {
    "MTRCMP": {"110", "120", "130", "140", "150", "160", "170", "180"},
    "MTRTPFT": {"110", "130", "170", "180"},
    "MTRTPO": {"110", "180"},
    "HOMBLD": {"210", "220", "230", "240", "260", "270"},
    "HOMCNT": {"210", "240", "250", "260"},
    "HOMBC": {"210", "220", "230", "240", "250", "260", "270"},
    "LNDLRD": {"210", "220", "230", "240", "270"},
}
# cause: days to settle (low, high), lines (coverage, chance, amount low, amount high)
SETTLE: dict[str, tuple[tuple[int, int], list[tuple[str, float, int, int]]]] = {
    "110": ((15, 60), [("OD", 1.0, 600, 7000), ("TPPD", 0.5, 400, 6000), ("HIRE", 0.3, 200, 1400)]),
    "120": ((12, 45), [("OD", 1.0, 400, 5000)]),
    "130": ((30, 80), [("OD", 1.0, -1, -1), ("HIRE", 0.4, 300, 1600)]),
    "140": ((10, 40), [("OD", 1.0, 150, 1800)]),
    "150": ((2, 8), [("GLS", 1.0, 90, 900)]),
    "160": ((10, 40), [("OD", 1.0, 200, 2500)]),
    "170": ((20, 70), [("OD", 1.0, -1, -1)]),
    "180": ((90, 360), [("TPBI", 1.0, 2500, 45000), ("TPPD", 0.6, 400, 5000)]),
    "210": ((20, 55), [("BLDG", 0.8, 800, 12000), ("CNTS", 0.5, 300, 5000), ("ALTACC", 0.08, 800, 4000)]),
    "220": ((10, 45), [("BLDG", 1.0, 400, 9000)]),
    "230": ((40, 120), [("BLDG", 1.0, 5000, 40000), ("CNTS", 0.8, 2000, 15000), ("ALTACC", 0.5, 2000, 9000)]),
    "240": ((40, 110), [("BLDG", 1.0, 3000, 60000), ("CNTS", 0.7, 1000, 20000), ("ALTACC", 0.4, 1500, 8000)]),
    "250": ((15, 50), [("CNTS", 1.0, 300, 8000)]),
    "260": ((10, 40), [("CNTS", 0.6, 100, 2500), ("BLDG", 0.4, 150, 3000)]),
    "270": ((100, 300), [("BLDG", 1.0, 8000, 45000)]),
}
# town: postcode area, share of customers
TOWNS = [("MANCHESTER", "M", 0.09), ("LEEDS", "LS", 0.07), ("BIRMINGHAM", "B", 0.09), ("BRISTOL", "BS", 0.06),
         ("SHEFFIELD", "S", 0.05), ("LIVERPOOL", "L", 0.06), ("NEWCASTLE UPON TYNE", "NE", 0.05),
         ("NOTTINGHAM", "NG", 0.05), ("LEICESTER", "LE", 0.04), ("CARDIFF", "CF", 0.04), ("GLASGOW", "G", 0.06),
         ("EDINBURGH", "EH", 0.04), ("NORWICH", "NR", 0.03), ("READING", "RG", 0.03), ("BRIGHTON", "BN", 0.03),
         ("YORK", "YO", 0.03), ("EXETER", "EX", 0.03), ("BLACKPOOL", "FY", 0.05), ("FLEETWOOD", "FY", 0.025),
         ("PRESTON", "PR", 0.04), ("LANCASTER", "LA", 0.025)]  # fmt: skip
STORM_DAY = -19
STORM_ODDS = {"BLACKPOOL": 0.42, "FLEETWOOD": 0.3, "PRESTON": 0.14, "LANCASTER": 0.14}
FIRE_TOWN, FIRE_DAY, FIRE_PAYMENT_DAY = "NORWICH", -52, -33
VEHICLES = [  # make, models, share, value low, value high
    ("FORD", ["FIESTA", "FOCUS", "KUGA", "PUMA"], 0.16, 4000, 22000),
    ("VAUXHALL", ["CORSA", "ASTRA", "MOKKA"], 0.12, 3500, 19000),
    ("VOLKSWAGEN", ["GOLF", "POLO", "TIGUAN"], 0.12, 5000, 28000),
    ("BMW", ["1 SERIES", "3 SERIES", "X3"], 0.08, 8000, 38000),
    ("AUDI", ["A3", "A4", "Q5"], 0.07, 8000, 36000),
    ("TOYOTA", ["YARIS", "COROLLA", "RAV4"], 0.1, 5000, 26000),
    ("NISSAN", ["QASHQAI", "JUKE", "MICRA"], 0.09, 4000, 22000),
    ("KIA", ["SPORTAGE", "CEED", "NIRO"], 0.08, 6000, 25000),
    ("MERCEDES-BENZ", ["A CLASS", "C CLASS", "GLC"], 0.07, 9000, 42000),
    ("LAND ROVER", ["RANGE ROVER SPORT", "DISCOVERY SPORT", "DEFENDER", "RANGE ROVER EVOQUE"], 0.06, 18000, 70000),
    ("HONDA", ["JAZZ", "CIVIC", "CR-V"], 0.05, 4000, 24000),
]  # fmt: skip
THEFT_PRONE = "LAND ROVER"
AGENTS = [  # code, name, type, commission %, town, appointed (days ago), terminated (days ago), share, premium factor
    ("BRK0101", "HARBOUR & VALE INSURANCE BROKERS", "B", 12.5, "BRISTOL", 3200, None, 0.2, 1.6),
    ("BRK0114", "NORTHERN SHIELD BROKERS", "B", 12.0, "LEEDS", 2500, None, 0.08, 1.0),
    ("BRK0127", "CASTLEGATE INSURANCE SERVICES", "B", 11.0, "NOTTINGHAM", 2100, None, 0.07, 1.0),
    ("BRK0133", "PENNINE RISK PARTNERS", "B", 11.5, "SHEFFIELD", 1900, None, 0.03, 1.0),
    ("BRK0140", "ALDGATE COVER LTD", "B", 13.0, "READING", 1500, None, 0.03, 1.1),
    ("BRK0152", "THAMES VALLEY BROKING", "B", 12.0, "READING", 1800, None, 0.06, 1.05),
    ("BRK0165", "MERCIA INSURANCE BROKERS", "B", 11.0, "BIRMINGHAM", 2700, None, 0.07, 1.0),
    ("BRK0171", "CLYDESIDE COVER", "B", 12.0, "GLASGOW", 1400, None, 0.06, 0.95),
    ("BRK0188", "BRUNEL INSURANCE SERVICES", "B", 11.5, "BRISTOL", 1200, None, 0.05, 1.0),
    ("BRK0093", "SEVERN BROKERS", "B", 12.0, "CARDIFF", 3500, 200, 0.04, 1.0),
    ("AGG0007", "QUOTEHOUND.CO.UK", "A", 8.0, "MANCHESTER", 2300, None, 0.16, 0.8),
    ("AGG0012", "COVERCOMPARE.COM", "A", 8.5, "LEEDS", 1700, None, 0.15, 0.8),
]  # fmt: skip
DORMANT_AGENTS = {"BRK0133": 100, "BRK0140": 120}  # no new business in this many days
DIRECT_SHARE = 0.3
ADJUSTERS = [  # code, name, line, level, authority, hired (days ago), active, share of their line's claims
    ("A1021", "HOLLOWAY, DEREK", "MTR", "2", 25000, 2900, "Y", 0.3),
    ("A1034", "PRUETT, GARY", "MTR", "2", 25000, 2300, "Y", 0.2),
    ("A1047", "KAUR, SIMRAN", "MTR", "1", 10000, 900, "Y", 0.2),
    ("A1052", "WALSH, BRENDAN", "MTR", "1", 10000, 1200, "Y", 0.19),
    ("A1068", "ADEYEMI, TOLU", "MTR", "2", 25000, 1600, "Y", 0.19),
    ("A2011", "FORSYTH, MORAG", "HOM", "2", 40000, 3100, "Y", 0.27),
    ("A2026", "BAINES, CARL", "HOM", "1", 15000, 1100, "Y", 0.25),
    ("A2039", "NOWAK, AGATA", "HOM", "2", 40000, 1900, "Y", 0.26),
    ("A2044", "HUGHES, RHIAN", "HOM", "1", 15000, 700, "Y", 0.22),
    ("A3005", "ASHCROFT, HELEN", "HOM", "3", 250000, 4200, "Y", 0.0),
    ("A1019", "DRUMMOND, IAN", "MTR", "2", 25000, 5200, "N", 0.0),
    ("A1075", "OKAFOR, CHIDI", "MTR", "1", 10000, 6, "Y", 0.0),
]  # fmt: skip
BACKLOG_ADJUSTER, BACKLOG_SLOWDOWN = "A1021", 5.0
MAJOR_LOSS_ADJUSTER = "A3005"
RETIRED_ADJUSTER, RETIRED_DAY = "A1019", -150  # handled motor claims until then
FIRST_NAMES = ["JAMES", "OLIVER", "HARRY", "JACK", "GEORGE", "NOAH", "CHARLIE", "THOMAS", "WILLIAM", "DANIEL",
               "MOHAMMED", "DAVID", "PAUL", "MARK", "ANDREW", "STEVEN", "RICHARD", "PETER", "CRAIG", "GARETH",
               "OLIVIA", "AMELIA", "ISLA", "AVA", "EMILY", "SOPHIE", "GRACE", "CHLOE", "SARAH", "EMMA", "LAURA",
               "HANNAH", "RACHEL", "REBECCA", "NICOLA", "CLAIRE", "JOANNE", "KAREN", "SUSAN", "AMANDA", "PRIYA",
               "AISHA", "FATIMA", "ZOE", "MEGAN", "LUCY", "JESSICA", "KATIE", "BETHAN", "CERYS"]  # fmt: skip
LAST_NAMES = ["SMITH", "JONES", "TAYLOR", "BROWN", "WILLIAMS", "WILSON", "JOHNSON", "DAVIES", "ROBINSON", "WRIGHT",
              "THOMPSON", "EVANS", "WALKER", "WHITE", "ROBERTS", "GREEN", "HALL", "WOOD", "JACKSON", "CLARKE",
              "PATEL", "KHAN", "LEWIS", "JAMES", "PHILLIPS", "MASON", "MITCHELL", "ROSE", "DAVIS", "ROGERS",
              "BAKER", "HUGHES", "EDWARDS", "MORGAN", "COOPER", "KING", "HARRIS", "MARTIN", "TURNER", "HILL",
              "MOORE", "PARKER", "CAMPBELL", "STEWART", "MURRAY", "SCOTT", "REID", "MACDONALD", "ALI",
              "SINGH"]  # fmt: skip
STREETS = ["HIGH ST", "STATION RD", "CHURCH LANE", "PARK AVE", "MILL RD", "VICTORIA ST", "QUEENS RD",
           "NEW RD", "GREEN LANE", "MANOR WAY", "KINGS RD", "THE CRESCENT", "ALBERT ST", "SCHOOL LANE",
           "ORCHARD CLOSE", "BEECH GROVE", "SEA VIEW RD", "PROMENADE"]  # fmt: skip
CLERKS = ["BATCH01", "KMUW014", "KMUW022", "KMUW031", "KMCL007", "KMCL019"]


@dataclasses.dataclass
class Term:
    pol_no: str
    cust: int
    prod: str
    agent: int | None
    issued: int
    start: int
    end: int
    premium: float
    excess: float
    insured: float | None
    monthly: bool
    prior: str | None
    cancelled: int | None = None
    lapsed: bool = False
    vehicle: int | None = None
    prop: int | None = None


@dataclasses.dataclass
class Claim:
    term: Term
    loss: int
    cause: str
    storm: bool = False
    fire: bool = False


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text
    db = new_database(path, SCHEMA)

    def safe(day: int) -> int:
        """A date day off the window boundaries (see the module docstring)."""
        while day in BOUNDARY_DAYS:
            day += -1 if day <= 0 else 1
        return day

    def stamp(day: int, low: int = 480, high: int = 1080) -> datetime.datetime:
        return at(day, 5 * rng.randint(low // 5, high // 5))

    # Reference tables
    db.executemany("INSERT INTO PROD_REF VALUES (?, ?, ?, ?, ?)", [row[:5] for row in PRODUCTS])
    db.executemany("INSERT INTO POL_STAT_REF VALUES (?, ?, ?)", POL_STATUS)
    db.executemany("INSERT INTO CLM_STAT_REF VALUES (?, ?, ?, ?)", CLM_STATUS)
    db.executemany("INSERT INTO LOSS_CAUSE_REF VALUES (?, ?, ?)", [row[:3] for row in CAUSES])
    agent_id = {row[0]: n for n, row in enumerate(AGENTS, start=1)}
    db.executemany(
        "INSERT INTO AGT_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(agent_id[code], code, name, kind, f"{rng.randint(300000, 999999)}", pct, town, day_text(safe(-appointed)),
          day_text(safe(-ended)) if ended else None, "N" if ended else "Y")
         for code, name, kind, pct, town, appointed, ended, _, _ in AGENTS],
    )  # fmt: skip
    adjuster_id = {row[0]: n for n, row in enumerate(ADJUSTERS, start=1)}
    db.executemany(
        "INSERT INTO ADJ_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(adjuster_id[code], code, name, line, level, limit, day_text(safe(-hired)), active)
         for code, name, line, level, limit, hired, active, _ in ADJUSTERS],
    )  # fmt: skip

    # Customers
    customer_rows: list[tuple[object, ...]] = []
    home: dict[int, tuple[str, str, str]] = {}  # customer: address, town, postcode
    town_weights = [(town, share) for town, _, share in TOWNS]
    area = {town: code for town, code, _ in TOWNS}
    for cid in range(1, 3001):
        given, family = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        town = pick(rng, town_weights)
        if cid == 1:
            town = FIRE_TOWN
        street = rng.choice(STREETS if town not in STORM_ODDS else STREETS[-6:])
        address = f"{rng.randint(1, 180)} {street}"
        postcode = f"{area[town]}{rng.randint(1, 20)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}" \
                   f"{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"  # fmt: skip
        home[cid] = (address, town, postcode)
        title = rng.choice(["MR", "MRS", "MS", "MISS", "DR"])
        created = stamp(FIRST_DAY - rng.randint(0, 30))
        customer_rows.append((cid, f"K{4000000 + cid * 13}", title, given, family,
                              day_text(-rng.randint(18 * 365, 85 * 365)), address, town, postcode,
                              f"07{rng.randint(100000000, 999999999)}" if rng.random() < 0.9 else None,
                              f"{given}.{family}{rng.randint(1, 99)}@example.co.uk".lower() if rng.random() < 0.85
                              else None, "Y" if rng.random() < 0.35 else "N", fmt(created),
                              fmt(created)))  # fmt: skip

    db.executemany("INSERT INTO CUST_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", customer_rows)

    # Policies: new business, then a term a year, renewed or not
    terms: list[Term] = []
    counters = {"MTR": 104000, "HOM": 208000}
    motor_products = [(row[0], row[5]) for row in PRODUCTS if row[2] == "MTR" and row[4] == "Y"]
    home_products = [(row[0], row[5]) for row in PRODUCTS if row[2] == "HOM"]
    base_premium = {row[0]: row[6] for row in PRODUCTS}
    default_excess = {row[0]: row[3] for row in PRODUCTS}
    line_of = {row[0]: row[2] for row in PRODUCTS}
    agent_weights = [(code, share) for code, *_, share, _ in AGENTS]
    agent_factor = {code: factor for code, *_, factor in AGENTS}
    agent_window = {code: (-appointed, -ended if ended else 0) for code, _, _, _, _, appointed, ended, _, _ in AGENTS}
    debtors = set(rng.sample(range(2, 3001), 40))

    def new_pol_no(line: str) -> str:
        counters[line] += rng.randint(1, 9)
        return f"K{'M' if line == 'MTR' else 'H'}{counters[line]:08d}"

    def choose_agent(day: int) -> int | None:
        if rng.random() < DIRECT_SHARE:
            return None
        for _ in range(50):
            code = pick(rng, agent_weights)
            begin, end = agent_window[code]
            if begin <= day < end and not (code in DORMANT_AGENTS and day >= -DORMANT_AGENTS[code]):
                return agent_id[code]
        return None

    for cid in range(1, 3001):
        r = rng.random()
        held = ["MTR"] if r < 0.45 else ["HOM"] if r < 0.75 else ["MTR", "HOM"]
        if cid == 1:
            held = ["HOM"]
        for line in held:
            prod = pick(rng, motor_products if line == "MTR" else home_products)
            if cid == 1:
                prod = "HOMBC"
            start = safe(rng.randint(FIRST_DAY, -1))
            if line == "MTR" and rng.random() < 0.1 and start < -500:
                prod = "MTRTPO"  # sold until the product was withdrawn, still renewing
            if cid == 1:
                start = -300
            agent = choose_agent(start)
            factor = agent_factor[AGENTS[agent - 1][0]] if agent else 1.0
            premium = base_premium[prod] * factor * rng.uniform(0.65, 1.5)
            monthly = rng.random() < 0.45 or cid in debtors
            insured = None
            if prod in ("HOMBLD", "HOMBC", "LNDLRD"):
                insured = float(rng.randint(12, 60) * 10000)
            elif prod == "HOMCNT":
                insured = float(rng.randint(2, 12) * 5000)
            prior = None
            issued = safe(start - rng.randint(1, 20))
            while start <= 0 + RENEWAL_NOTICE + 40:
                end = start + TERM_DAYS
                while end in BOUNDARY_DAYS:
                    end += 1
                if issued > 0:
                    break
                term = Term(new_pol_no(line), cid, prod, agent, issued, start, end, round(premium, 2),
                            float(default_excess[prod] + rng.choice([0, 0, 100, 250])), insured, monthly,
                            prior)  # fmt: skip
                terms.append(term)
                if rng.random() < 0.03 and cid != 1:
                    cancelled = safe(rng.randint(start + 20, end - 20))
                    if cancelled < 0:
                        term.cancelled = cancelled
                        break
                if monthly and cid in debtors and end > 0:
                    break  # behind on payments: no renewal offered until the arrears are cleared
                if rng.random() > 0.84 and cid != 1:
                    break
                prior, issued, start = term.pol_no, safe(end - RENEWAL_NOTICE), end
                premium = premium * rng.uniform(0.98, 1.12)
                code = AGENTS[agent - 1][0] if agent is not None else ""
                if code in DORMANT_AGENTS and issued >= -DORMANT_AGENTS[code]:
                    agent = None  # the broker stopped placing business with us: renewals go direct
                elif code and agent_window[code][1] <= issued:
                    agent = None  # the agency was terminated
    for n, cid in enumerate(sorted(debtors)[:8]):
        current = next((term for term in terms if term.cust == cid and term.start <= -45 and term.end > 0
                        and term.cancelled is None), None)  # fmt: skip
        if current is not None:
            current.cancelled, current.lapsed = safe(-12 - 4 * n), True

    def status(term: Term) -> str:
        if term.cancelled is not None and term.cancelled <= 0:
            return "L" if term.lapsed else "X"
        if term.start > 0:
            return "P"
        if term.end <= 0:
            return "E"
        return "A"

    policy_rows = []
    for term in terms:
        last_change = min(0, max(term.issued, term.cancelled or term.issued))
        policy_rows.append((term.pol_no, term.cust, term.prod, term.agent, status(term), day_text(term.issued),
                            day_text(term.start), day_text(term.end),
                            day_text(term.cancelled) if term.cancelled is not None else None, term.premium,
                            term.excess, term.insured, "M" if term.monthly else "A", term.prior,
                            fmt(stamp(last_change)), rng.choice(CLERKS)))  # fmt: skip
    db.executemany("INSERT INTO POLICY_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", policy_rows)

    # The insured vehicle or property of each term (copied at renewal)
    vehicle_rows: list[tuple[object, ...]] = []
    property_rows: list[tuple[object, ...]] = []
    make_of: dict[int, str] = {}
    value_of: dict[int, float] = {}
    carried: dict[str, tuple[object, ...]] = {}
    for term in terms:
        if line_of[term.prod] == "MTR":
            if term.prior and term.prior in carried:
                spec = carried[term.prior]
                value = round(float(spec[5]) * rng.uniform(0.82, 0.9), -2)  # type: ignore[arg-type]
                spec = (*spec[:5], value, spec[6])
            else:
                make, models, _, low, high = VEHICLES[
                    [v[0] for v in VEHICLES].index(pick(rng, [(v[0], v[2]) for v in VEHICLES]))
                ]
                plate = (
                    f"{rng.choice('ABCDEFGHKLMNPRSTVWY')}{rng.choice('ABCDEFGHKLMNPRSTVWXY')}"
                    f"{rng.randint(10, 24)}{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}"
                )
                vin = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
                spec = (plate, vin, make, rng.choice(models), 2008 + rng.randint(0, 17),
                        round(rng.uniform(low, high), -2), rng.choice("GDDDS"))  # fmt: skip
            carried[term.pol_no] = spec
            vid = len(vehicle_rows) + 1
            vehicle_rows.append((vid, term.pol_no, *spec))
            term.vehicle = vid
            make_of[vid] = str(spec[2])
            value_of[vid] = float(spec[5])  # type: ignore[arg-type]
        else:
            if term.prior and term.prior in carried:
                spec = carried[term.prior]
            else:
                address, town, postcode = home[term.cust]
                rebuild = term.insured if term.prod != "HOMCNT" else None
                spec = (address, town, postcode, rng.choice("DSSTTF"), rng.randint(1890, 2020), rng.randint(1, 5),
                        "Y" if rng.random() < 0.06 else "N", rebuild)  # fmt: skip
            carried[term.pol_no] = spec
            pid = len(property_rows) + 1
            property_rows.append((pid, term.pol_no, *spec))
            term.prop = pid
    db.executemany("INSERT INTO VEH_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", vehicle_rows)
    db.executemany("INSERT INTO PROP_MSTR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", property_rows)

    # Premium invoices: one a year for annual payers, twelve for monthly
    invoice_rows: list[tuple[object, ...]] = []
    for term in terms:
        stop = term.cancelled if term.cancelled is not None else term.end
        dues = [term.start] if not term.monthly else [term.start + 30 * k for k in range(12)]
        for k, due in enumerate(dues):
            due = safe(due)
            issued = safe(due - 14)
            if issued > 0 or due >= stop:
                continue
            amount = round(term.premium / (12 if term.monthly else 1) * (1.05 if term.monthly else 1.0), 2)
            paid: int | None = safe(due - rng.randint(0, 3))
            if paid is not None and paid > 0:
                paid = None
            if term.cust in debtors and term.monthly and due > -rng.randint(50, 100):
                paid = None
            invoice_rows.append(
                (
                    f"INV{term.pol_no[2:]}{k:02d}",
                    term.pol_no,
                    day_text(issued),
                    day_text(due),
                    amount,
                    amount if paid is not None else 0.0,
                    day_text(paid) if paid is not None else None,
                )
            )
    db.executemany("INSERT INTO PREM_INV VALUES (?, ?, ?, ?, ?, ?, ?)", invoice_rows)

    # Claims
    claims: list[Claim] = []
    cause_weight = {row[0]: row[3] for row in CAUSES}
    delay_days = {row[0]: row[4] for row in CAUSES}
    for term in terms:
        line = line_of[term.prod]
        rate = 0.3 if line == "MTR" else 0.2
        day = max(term.start, CLAIMS_FROM)
        stop = min(term.cancelled if term.cancelled is not None else term.end, 0)
        while day < stop:
            block_end = min(day + 30, stop)
            if rng.random() < rate * (block_end - day) / 365:
                loss = rng.randint(day, block_end - 1)
                allowed = ALLOWED[term.prod]
                weights = [(code, cause_weight[code] * (30.0 if code == "130" and term.vehicle is not None
                                                         and make_of[term.vehicle] == THEFT_PRONE else 1.0))
                           for code in allowed]  # fmt: skip
                cause = pick(rng, weights)
                if cause == "220" and term.prop is not None and property_rows[term.prop - 1][3] in STORM_ODDS:
                    cause = "210"  # the storm claims of the coast are planted below
                claims.append(Claim(term, loss, cause))
            day = block_end
        if term.prop is not None and term.prod in ("HOMBLD", "HOMBC", "LNDLRD") and term.start <= STORM_DAY < stop:
            town = str(property_rows[term.prop - 1][3])
            if rng.random() < STORM_ODDS.get(town, 0.0):
                claims.append(Claim(term, STORM_DAY, "220", storm=True))
    fire_term = next(term for term in terms if term.cust == 1 and term.start <= FIRE_DAY < term.end)
    claims = [claim for claim in claims if claim.term is not fire_term]
    claims.append(Claim(fire_term, FIRE_DAY, "240", fire=True))
    claims.sort(key=lambda claim: (claim.loss, claim.term.pol_no))

    adjusters_by_line: dict[str, list[tuple[str, float]]] = {}
    for code, _, line, _, _, _, _, share in ADJUSTERS:
        if share:
            adjusters_by_line.setdefault(line, []).append((code, share))
    claim_rows: list[tuple[object, ...]] = []
    line_rows: list[tuple[object, ...]] = []
    payment_rows: list[tuple[object, ...]] = []
    counter = 310000
    stuck = 0
    for claim in claims:
        term, cause, loss = claim.term, claim.cause, claim.loss
        line = line_of[term.prod]
        low, high = delay_days[cause]
        report_day = loss + (rng.randint(0, 4) if claim.storm else 0 if claim.fire else
                             rng.randint(low, high))  # fmt: skip
        reported = stamp(report_day, 420, 1260)
        if reported > now:
            continue
        counter += rng.randint(1, 6)
        clm_no = f"C{'M' if line == 'MTR' else 'H'}{counter:07d}"
        fraud = "Y" if rng.random() < (0.2 if cause in ("130", "250") else 0.035) else "N"
        # assignment
        if claim.fire:
            adjuster: str | None = MAJOR_LOSS_ADJUSTER
        elif line == "MTR" and report_day < RETIRED_DAY and rng.random() < 0.18:
            adjuster = RETIRED_ADJUSTER
        else:
            adjuster = pick(rng, adjusters_by_line[line])
        assigned = reported + datetime.timedelta(minutes=5 * rng.randint(24, 420))
        if assigned > now or (stuck < 3 and -12 <= report_day <= -9 and not claim.storm):
            if assigned <= now:
                stuck += 1
            adjuster, assigned_at = None, None
        else:
            assigned_at = assigned
        # outcome
        settle_low, settle_high = SETTLE[cause][0]
        days = rng.randint(settle_low, settle_high)
        if adjuster == BACKLOG_ADJUSTER:
            days = int(days * BACKLOG_SLOWDOWN)
        closed_at = reported + datetime.timedelta(days=days, minutes=5 * rng.randint(0, 100))
        r = rng.random()
        outcome = "D" if (fraud == "Y" and r < 0.7) or r < 0.05 else "W" if r < 0.09 else "C"
        if claim.fire:
            outcome = "O"
        reopened = outcome == "C" and rng.random() < 0.015 and closed_at + datetime.timedelta(days=20) < now
        if adjuster is None or closed_at > now or outcome == "O" or reopened:
            state = "R" if reopened else ("P" if rng.random() < 0.3 else "O")
            if adjuster is None or claim.fire:
                state = "O"
            closed_ts = None
        else:
            state, closed_ts = outcome, closed_at
        # lines
        lines: list[tuple[str, float]] = []
        for cov, chance, amount_low, amount_high in SETTLE[cause][1]:
            if rng.random() >= chance and lines:
                continue
            if term.prod in ("MTRTPFT", "MTRTPO") and cov in ("OD", "HIRE") and cause not in ("130", "170"):
                continue
            if term.prod == "HOMCNT" and cov in ("BLDG", "ALTACC"):
                continue
            if term.prod in ("HOMBLD", "LNDLRD") and cov == "CNTS":
                continue
            if amount_low < 0:
                amount = value_of[term.vehicle] if term.vehicle else 5000.0
            else:
                amount = round(rng.uniform(amount_low, amount_high), 2)
            lines.append((cov, amount))
        if not lines:
            lines = [("TPPD", round(rng.uniform(400, 5000), 2))] if line == "MTR" else [("BLDG", 1500.0)]
        if claim.fire:
            lines = [("BLDG", 168000.0), ("CNTS", 41000.0), ("ALTACC", 12500.0)]
        excess_left = term.excess if cause != "180" else 0.0
        reserve = 0.0
        payee = "{} {}".format(*customer_rows[term.cust - 1][3:5])
        for n, (cov, amount) in enumerate(lines, start=1):
            approved: float | None = None
            if state == "C":
                approved = round(max(0.0, amount * rng.uniform(0.65, 1.0) - excess_left), 2)
                excess_left = max(0.0, excess_left - amount)
                line_state = "C" if approved > 0 else "D"
            elif state in ("D", "W"):
                approved, line_state = 0.0, state
            else:
                line_state = state
                reserve += amount * 0.9
            line_rows.append((clm_no, n, cov, amount, approved, line_state))
            if approved and closed_ts is not None:
                paid_day = safe(min(closed_ts.date().toordinal() - clock.midnight.date().toordinal(), 0)
                                - rng.randint(0, 2))  # fmt: skip
                to = payee if cov not in ("TPPD", "TPBI") else rng.choice(["THIRD PARTY CLAIMANT", "ACCIDENT LAW LLP"])
                method = "BACS" if rng.random() < 0.85 else "CHQ"
                if method == "CHQ" and rng.random() < 0.12:
                    payment_rows.append((len(payment_rows) + 1, clm_no, n, day_text(paid_day), approved, to, "CHQ",
                                         "Y"))  # fmt: skip
                    paid_day = safe(min(paid_day + rng.randint(3, 10), -1))
                    method = "BACS"
                payment_rows.append((len(payment_rows) + 1, clm_no, n, day_text(paid_day), approved, to, method, "N"))
        if claim.fire:
            for n, day, amount in ((3, FIRE_DAY + 6, 6000.0), (1, FIRE_PAYMENT_DAY, 150000.0), (2, -22, 28400.0)):
                payment_rows.append((len(payment_rows) + 1, clm_no, n, day_text(safe(day)), amount, payee, "BACS",
                                     "N"))  # fmt: skip
            reserve = 37100.0
        description = {"storm": "ROOF TILES AND CHIMNEY DAMAGED IN STORM EDDA",
                       "fire": "HOUSE FIRE - KITCHEN, SPREAD TO FIRST FLOOR"}  # fmt: skip
        text = description["storm"] if claim.storm else description["fire"] if claim.fire else None
        last_update = closed_ts or assigned_at or reported
        claim_rows.append((clm_no, term.pol_no, term.vehicle, term.prop, day_text(safe(loss)), fmt(reported), cause,
                           text, state, adjuster_id[adjuster] if adjuster else None,
                           fmt(assigned_at) if assigned_at else None, round(reserve, 2), fraud,
                           fmt(closed_ts) if closed_ts else None, fmt(min(last_update, now)),
                           rng.choice(CLERKS)))  # fmt: skip
    db.executemany("INSERT INTO CLAIM_HDR VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", claim_rows)
    db.executemany("INSERT INTO CLAIM_LINE VALUES (?, ?, ?, ?, ?, ?)", line_rows)
    db.executemany("INSERT INTO CLM_PYMT VALUES (?, ?, ?, ?, ?, ?, ?, ?)", payment_rows)
    close_checked(db, "insurance")
