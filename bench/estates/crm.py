"""A CRM export in the style of Salesforce (Lumora Analytics, a B2B analytics-software vendor selling in EMEA,
North America and APAC) as a SQLite file, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): leads, campaign responses
and cases fill the 120 days before ``now`` on a 5-minute grid; opportunities are created over the 180 days
before ``now`` and close from 160 days back to 110 days ahead, so two builds with the same seed and ``now``
values a whole number of days apart give the same answers to relative-time questions. Datetimes
(``CreatedDate``, ``ClosedDate``, ``LastModifiedDate``...) are ISO text ``YYYY-MM-DD HH:MM:SS`` in UTC; dates
(``CloseDate``, ``ConvertedDate``, ``StartDate``, ``EndDate``, ``Customer_Since__c``, ``FirstRespondedDate``)
are ``YYYY-MM-DD``. No ``CloseDate`` or ``ConvertedDate`` (nor an opportunity's creation) falls today or exactly
7, 30, 60, 90 or 180 days before or after today, so "in the last N days" and "in the next N days" read the same
whichever boundary a query counts.

The tables are Salesforce objects with their API names, PascalCase: ``User``, ``Account`` (self-reference
``ParentId``), ``Contact``, ``Lead``, ``Campaign``, ``CampaignMember`` (a lead or a contact in a campaign),
``Product2``, ``Opportunity``, ``OpportunityLineItem`` and ``Case`` (an SQL keyword: quote it). Every key is an
18-character Salesforce ``Id`` (a three-character object prefix, such as 001 for accounts and 006 for
opportunities, and a case-sensitivity checksum); lookups end in ``Id`` (``AccountId``, ``OwnerId``,
``ContactId``, ``CampaignId``, ``Product2Id``, ``ConvertedOpportunityId``...), custom fields end in ``__c``
(``Region__c``, ``Churn_Risk__c``, ``Customer_Since__c``, ``Loss_Reason__c``, ``List_Price__c``,
``Product__c``, a lookup from a case to the product it is about). Booleans (``IsClosed``, ``IsWon``,
``IsActive``, ``IsConverted``, ``IsEscalated``, ``HasResponded``, ``HasOptedOutOfEmail``) are 0/1. Money
(``Amount``, ``UnitPrice``, ``TotalPrice``, ``AnnualRevenue``, ``BudgetedCost``, ``ActualCost``) is NUMERIC in
US dollars; an opportunity's ``Amount`` is the sum of its line items' ``TotalPrice``.

Picklists: ``Opportunity.StageName`` Prospecting, Qualification, Needs Analysis, Proposal/Price Quote,
Negotiation/Review (open), Closed Won, Closed Lost (``IsClosed``, ``IsWon``); ``Type`` New Business, Existing
Business, Renewal; ``LeadSource`` Web, Webinar, Partner Referral, Trade Show, Outbound, Paid Search;
``Loss_Reason__c`` (closed lost only); ``Account.Type`` Prospect, Customer, Partner, Former Customer;
``Region__c`` EMEA, North America, APAC; ``Churn_Risk__c`` Low, Medium, High (customers only); ``Lead.Status``
Open - Not Contacted, Working - Contacted, Closed - Converted, Closed - Not Converted; ``Case.Status`` New,
Working, Escalated, Waiting on Customer, Closed; ``Case.Priority`` Critical, High, Medium, Low; ``Origin``
Email, Web, Phone, Chat; ``CampaignMember.Status`` Sent, Registered, Attended, No Show, Responded; ``Product2.Family``
Platform, Add-on, Services, Support. A case is open exactly when ``IsClosed`` is 0 (``ClosedDate`` NULL); an
opportunity is open exactly when ``IsClosed`` is 0.

Planted signals:

* Olivia Bennett closed far more won business over the last 90 days than any other rep (about twice the
  runner-up);
* the biggest open deal is "Globex Corporation - Enterprise Platform Expansion" (1,252,000, in
  Negotiation/Review), more than twice the next; Globex Corporation has six subsidiaries, twice as many as any
  other parent account;
* Lumora Platform Enterprise brings in by far the most won revenue, then Lumora Platform Professional, then
  Implementation Services, each well ahead of the next; the Data Residency Add-on (launched a month ago) and the
  Legacy On-Prem Connector (retired) have never been sold;
* Partner Referral wins far more often than any other lead source; Price is by far the most common reason deals
  are lost;
* EMEA holds the biggest open pipeline;
* Gavin Price and Tessa Lowe each sit on more than five open deals whose close date has passed; no other rep on
  more than three;
* two account executives hired last week (Ravi Menon, Chloe Adams) own no account yet (Nadia Frost, who left,
  still owns her former customers in EMEA);
* Initech GmbH has by far the most open cases; three high churn-risk customers (Hooli Europe, Vandelay
  Industries, Soylent Foods) have an escalated case open right now, no other high-risk customer has;
* the Data Leaders Summit London had by far the most attendees (about three times the runner-up); two upcoming
  campaigns (Q1 Partner Roadshow, APAC Webinar Series) have no members yet.
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, on_grid, pick

SCHEMA = """
CREATE TABLE "User" (
    Id            TEXT PRIMARY KEY,
    Username      TEXT NOT NULL UNIQUE,
    FirstName     TEXT NOT NULL,
    LastName      TEXT NOT NULL,
    Name          TEXT NOT NULL,
    Email         TEXT NOT NULL,
    Title         TEXT NOT NULL,
    Department    TEXT NOT NULL,
    Region__c     TEXT,
    ManagerId     TEXT REFERENCES "User"(Id),
    IsActive      INTEGER NOT NULL,
    LastLoginDate TEXT,
    CreatedDate   TEXT NOT NULL
);
CREATE TABLE Account (
    Id                TEXT PRIMARY KEY,
    Name              TEXT NOT NULL,
    Type              TEXT NOT NULL,
    Industry          TEXT NOT NULL,
    BillingCity       TEXT NOT NULL,
    BillingCountry    TEXT NOT NULL,
    Region__c         TEXT NOT NULL,
    AnnualRevenue     NUMERIC,
    NumberOfEmployees INTEGER,
    OwnerId           TEXT NOT NULL REFERENCES "User"(Id),
    ParentId          TEXT REFERENCES Account(Id),
    Churn_Risk__c     TEXT,
    Customer_Since__c TEXT,
    CreatedDate       TEXT NOT NULL,
    LastModifiedDate  TEXT NOT NULL
);
CREATE TABLE Contact (
    Id                 TEXT PRIMARY KEY,
    AccountId          TEXT NOT NULL REFERENCES Account(Id),
    FirstName          TEXT NOT NULL,
    LastName           TEXT NOT NULL,
    Name               TEXT NOT NULL,
    Email              TEXT NOT NULL,
    Title              TEXT,
    Phone              TEXT,
    LeadSource         TEXT,
    MailingCountry     TEXT NOT NULL,
    OwnerId            TEXT NOT NULL REFERENCES "User"(Id),
    HasOptedOutOfEmail INTEGER NOT NULL,
    CreatedDate        TEXT NOT NULL
);
CREATE TABLE Campaign (
    Id           TEXT PRIMARY KEY,
    Name         TEXT NOT NULL UNIQUE,
    Type         TEXT NOT NULL,
    Status       TEXT NOT NULL,
    StartDate    TEXT NOT NULL,
    EndDate      TEXT NOT NULL,
    BudgetedCost NUMERIC NOT NULL,
    ActualCost   NUMERIC,
    IsActive     INTEGER NOT NULL,
    OwnerId      TEXT NOT NULL REFERENCES "User"(Id),
    CreatedDate  TEXT NOT NULL
);
CREATE TABLE Product2 (
    Id            TEXT PRIMARY KEY,
    Name          TEXT NOT NULL UNIQUE,
    ProductCode   TEXT NOT NULL UNIQUE,
    Family        TEXT NOT NULL,
    IsActive      INTEGER NOT NULL,
    List_Price__c NUMERIC NOT NULL,
    Description   TEXT,
    CreatedDate   TEXT NOT NULL
);
CREATE TABLE Opportunity (
    Id                   TEXT PRIMARY KEY,
    Name                 TEXT NOT NULL,
    AccountId            TEXT NOT NULL REFERENCES Account(Id),
    OwnerId              TEXT NOT NULL REFERENCES "User"(Id),
    StageName            TEXT NOT NULL,
    Amount               NUMERIC,
    Probability          INTEGER NOT NULL,
    CloseDate            TEXT NOT NULL,
    IsClosed             INTEGER NOT NULL,
    IsWon                INTEGER NOT NULL,
    Type                 TEXT NOT NULL,
    LeadSource           TEXT,
    ForecastCategoryName TEXT NOT NULL,
    CampaignId           TEXT REFERENCES Campaign(Id),
    NextStep             TEXT,
    Loss_Reason__c       TEXT,
    CreatedDate          TEXT NOT NULL,
    LastModifiedDate     TEXT NOT NULL
);
CREATE TABLE OpportunityLineItem (
    Id            TEXT PRIMARY KEY,
    OpportunityId TEXT NOT NULL REFERENCES Opportunity(Id),
    Product2Id    TEXT NOT NULL REFERENCES Product2(Id),
    Quantity      NUMERIC NOT NULL,
    UnitPrice     NUMERIC NOT NULL,
    Discount      NUMERIC,
    TotalPrice    NUMERIC NOT NULL,
    CreatedDate   TEXT NOT NULL
);
CREATE TABLE Lead (
    Id                     TEXT PRIMARY KEY,
    FirstName              TEXT NOT NULL,
    LastName               TEXT NOT NULL,
    Company                TEXT NOT NULL,
    Title                  TEXT,
    Email                  TEXT NOT NULL,
    Country                TEXT NOT NULL,
    Status                 TEXT NOT NULL,
    LeadSource             TEXT NOT NULL,
    OwnerId                TEXT NOT NULL REFERENCES "User"(Id),
    IsConverted            INTEGER NOT NULL,
    ConvertedDate          TEXT,
    ConvertedAccountId     TEXT REFERENCES Account(Id),
    ConvertedContactId     TEXT REFERENCES Contact(Id),
    ConvertedOpportunityId TEXT REFERENCES Opportunity(Id),
    CreatedDate            TEXT NOT NULL
);
CREATE TABLE CampaignMember (
    Id                 TEXT PRIMARY KEY,
    CampaignId         TEXT NOT NULL REFERENCES Campaign(Id),
    LeadId             TEXT REFERENCES Lead(Id),
    ContactId          TEXT REFERENCES Contact(Id),
    Status             TEXT NOT NULL,
    HasResponded       INTEGER NOT NULL,
    FirstRespondedDate TEXT,
    CreatedDate        TEXT NOT NULL
);
CREATE TABLE "Case" (
    Id          TEXT PRIMARY KEY,
    CaseNumber  TEXT NOT NULL UNIQUE,
    AccountId   TEXT NOT NULL REFERENCES Account(Id),
    ContactId   TEXT REFERENCES Contact(Id),
    OwnerId     TEXT NOT NULL REFERENCES "User"(Id),
    Product__c  TEXT REFERENCES Product2(Id),
    Subject     TEXT NOT NULL,
    Status      TEXT NOT NULL,
    Priority    TEXT NOT NULL,
    Origin      TEXT NOT NULL,
    Type        TEXT NOT NULL,
    IsClosed    INTEGER NOT NULL,
    IsEscalated INTEGER NOT NULL,
    CreatedDate TEXT NOT NULL,
    ClosedDate  TEXT
);
CREATE INDEX opportunity_account ON Opportunity(AccountId);
CREATE INDEX line_item_opportunity ON OpportunityLineItem(OpportunityId);
CREATE INDEX case_account ON "Case"(AccountId);
"""

DAYS_BACK = 120
DAYS_AHEAD = 120
BOUNDARY_DAYS = {0, -7, -30, -60, -90, -180, 7, 30, 60, 90}
PREFIX = {"User": "005", "Account": "001", "Contact": "003", "Lead": "00Q", "Campaign": "701",
          "CampaignMember": "00v", "Product2": "01t", "Opportunity": "006", "OpportunityLineItem": "00k",
          "Case": "500"}  # fmt: skip
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
CHECKSUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345"
OPEN_STAGES = [("Prospecting", 10, "Pipeline"), ("Qualification", 20, "Pipeline"), ("Needs Analysis", 40, "Pipeline"),
               ("Proposal/Price Quote", 60, "Best Case"), ("Negotiation/Review", 80, "Commit")]  # fmt: skip
SOURCES = [("Web", 0.24), ("Webinar", 0.16), ("Partner Referral", 0.12), ("Trade Show", 0.12), ("Outbound", 0.22),
           ("Paid Search", 0.14)]  # fmt: skip
WIN_RATE = {"Web": 0.3, "Webinar": 0.28, "Partner Referral": 0.62, "Trade Show": 0.3, "Outbound": 0.22,
            "Paid Search": 0.25}  # fmt: skip
LOSS_REASONS = [("Price", 0.42), ("Lost to Competitor", 0.2), ("No Decision", 0.17), ("Timing", 0.12),
                ("Missing Feature", 0.09)]  # fmt: skip
PRODUCTS = [  # name, code, family, list price, per seat, active, created (days ago)
    ("Lumora Platform Enterprise", "LUM-ENT", "Platform", 1200, True, 1, 1500),
    ("Lumora Platform Professional", "LUM-PRO", "Platform", 600, True, 1, 1500),
    ("Lumora Platform Starter", "LUM-STA", "Platform", 240, True, 1, 900),
    ("Advanced Forecasting Add-on", "ADD-FCST", "Add-on", 150, True, 1, 700),
    ("AI Insights Add-on", "ADD-AI", "Add-on", 200, True, 1, 300),
    ("Data Connectors Pack", "ADD-CONN", "Add-on", 9000, False, 1, 1100),
    ("Data Residency Add-on", "ADD-RES", "Add-on", 12000, False, 1, 30),
    ("Legacy On-Prem Connector", "LEG-OPC", "Add-on", 7500, False, 0, 2400),
    ("Implementation Services", "SVC-IMPL", "Services", 25000, False, 1, 1500),
    ("Training Day", "SVC-TRN", "Services", 3500, False, 1, 1500),
    ("Premium Support", "SUP-PREM", "Support", 18000, False, 1, 1500),
    ("Standard Support", "SUP-STD", "Support", 6000, False, 1, 1500),
]
REPS = {  # region: account executives (name, title, weight of accounts, deal-size factor)
    "EMEA": [("Olivia Bennett", "Senior Account Executive", 1.3, 1.9), ("Gavin Price", "Account Executive", 1.0, 1.0),
             ("Lukas Meyer", "Account Executive", 1.0, 1.0), ("Sophie Laurent", "Account Executive", 1.0, 1.0),
             ("Marta Sousa", "Account Executive", 0.9, 0.9), ("Ravi Menon", "Account Executive", 0.0, 1.0)],
    "North America": [("Jake Thornton", "Senior Account Executive", 1.1, 1.2),
                      ("Tessa Lowe", "Account Executive", 1.0, 1.0), ("Marcus Reed", "Account Executive", 1.0, 1.0),
                      ("Chloe Adams", "Account Executive", 0.0, 1.0)],
    "APAC": [("Hiroshi Tanaka", "Senior Account Executive", 1.0, 1.1), ("Priya Nair", "Account Executive", 1.0, 1.0),
             ("Daniel Wong", "Account Executive", 0.9, 0.9)],
}  # fmt: skip
NEW_HIRES = ("Ravi Menon", "Chloe Adams")
STALE_REPS = ("Gavin Price", "Tessa Lowe")
STAR_REP = "Olivia Bennett"
REGION_SHARE = [("EMEA", 0.5), ("North America", 0.3), ("APAC", 0.2)]
COUNTRIES = {"EMEA": [("United Kingdom", "London"), ("Germany", "Munich"), ("France", "Paris"),
                      ("Netherlands", "Amsterdam"), ("Spain", "Madrid"), ("Sweden", "Stockholm")],
             "North America": [("United States", "New York"), ("United States", "Chicago"),
                               ("United States", "Austin"), ("Canada", "Toronto")],
             "APAC": [("Australia", "Sydney"), ("Singapore", "Singapore"), ("Japan", "Tokyo"),
                      ("India", "Bengaluru")]}  # fmt: skip
INDUSTRIES = ["Retail", "Manufacturing", "Financial Services", "Healthcare", "Technology", "Logistics", "Energy",
              "Media", "Education", "Hospitality"]  # fmt: skip
WORDS_A = ["Acme", "Blue", "Nova", "Summit", "Vertex", "Pioneer", "Atlas", "Cobalt", "Harbor", "Quantum", "Silver",
           "Northwind", "Evergreen", "Redwood", "Crescent", "Falcon", "Granite", "Horizon", "Juniper", "Keystone",
           "Lighthouse", "Meridian", "Orion", "Polar", "Riverside", "Sterling", "Tidal", "Union", "Wildflower",
           "Zenith"]  # fmt: skip
WORDS_B = ["Logistics", "Retail", "Foods", "Energy", "Health", "Systems", "Labs", "Capital", "Media", "Motors",
           "Textiles", "Pharma", "Networks", "Brands", "Airlines", "Hotels", "Robotics", "Insurance"]  # fmt: skip
SUFFIX = {"EMEA": ["Ltd", "GmbH", "SA", "BV", "AB", "plc"], "North America": ["Inc.", "LLC", "Corp."],
          "APAC": ["Pty Ltd", "Pte Ltd", "KK", "Pvt Ltd"]}  # fmt: skip
FIRST = ["Emma", "Liam", "Olivia", "Noah", "Ava", "Lucas", "Mia", "Leo", "Isla", "Ethan", "Zoe", "Max", "Nora",
         "Adam", "Lena", "Omar", "Sara", "Hugo", "Elena", "Kai", "Aiko", "Ren", "Anika", "Arjun", "Mei", "Wei",
         "Chloe", "Jack", "Grace", "Samuel", "Laura", "David", "Julia", "Tom", "Ines", "Felix"]  # fmt: skip
LAST = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Martin", "Bernard", "Dubois", "Schmidt", "Weber",
        "Rossi", "Bianchi", "Jansen", "de Vries", "Andersson", "Nilsson", "Fernandez", "Silva", "Sato", "Suzuki",
        "Tan", "Lim", "Sharma", "Patel", "Wilson", "Clarke", "Evans", "Walsh", "Kowalski", "Novak",
        "Horvat"]  # fmt: skip
CAMPAIGNS = [  # name, type, start day, length (days), budget, members
    ("Spring Product Webinar", "Webinar", -112, 1, 8000, 260),
    ("Retail Analytics eBook", "Content", -105, 45, 12000, 340),
    ("Data Leaders Summit London", "Conference", -78, 2, 95000, 500),
    ("Paid Search - EMEA", "Paid Search", -100, 90, 60000, 180),
    ("Partner Enablement Day", "Partner", -64, 1, 15000, 90),
    ("Forecasting Masterclass", "Webinar", -50, 1, 6000, 240),
    ("Gartner Symposium Booth", "Conference", -41, 4, 70000, 240),
    ("Customer Advisory Dinner Chicago", "Event", -33, 1, 20000, 40),
    ("AI Insights Launch Email", "Email", -25, 10, 5000, 600),
    ("APAC Roadshow Sydney", "Event", -18, 2, 30000, 110),
    ("Q4 Renewal Nurture", "Email", -12, 30, 4000, 280),
    ("Winter Product Webinar", "Webinar", -5, 1, 7000, 200),
    ("Q1 Partner Roadshow", "Partner", 25, 3, 40000, 0),
    ("APAC Webinar Series", "Webinar", 40, 60, 9000, 0),
]
SUMMIT = "Data Leaders Summit London"
CASE_SUBJECTS = ["Dashboard not refreshing", "SSO login fails", "Export to CSV times out", "Wrong totals in report",
                 "Connector sync error", "How to set up forecasting", "Request for API rate limit increase",
                 "Slow query on large dataset", "User cannot see shared workspace", "Billing question"]  # fmt: skip
CASE_HOURS = {"Critical": 6, "High": 20, "Medium": 60, "Low": 140}  # typical hours to close
HIGH_RISK_ESCALATED = ["Hooli Europe", "Vandelay Industries", "Soylent Foods"]
BUSY_CASES = "Initech GmbH"
GLOBEX = "Globex Corporation"
GLOBEX_DEAL = GLOBEX + " - Enterprise Platform Expansion"


def salesforce_id(kind: str, n: int) -> str:
    """An 18-character Salesforce Id: object prefix, pod, record number in base 62, case checksum."""
    number, digits = 3_000_000 + n * 7919, ""
    for _ in range(9):
        number, digit = divmod(number, 62)
        digits = BASE62[digit] + digits
    body = PREFIX[kind] + "8d" + "0" + digits
    suffix = ""
    for i in range(3):
        chunk = body[5 * i : 5 * i + 5]
        suffix += CHECKSUM[sum(1 << j for j, c in enumerate(chunk) if "A" <= c <= "Z")]
    return body + suffix


@dataclasses.dataclass
class Acct:
    aid: str
    name: str
    region: str
    owner: str
    kind: str
    churn: str | None
    contacts: list[str]
    country: str


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at, fmt, day_text = clock.now, clock.at, clock.fmt, clock.day_text
    db = new_database(path, SCHEMA)
    counters: dict[str, int] = {}
    on_the_grid = now.replace(minute=now.minute - now.minute % 5, second=0)  # now, down to the 5-minute grid

    def new_id(kind: str) -> str:
        counters[kind] = counters.get(kind, 0) + 1
        return salesforce_id(kind, counters[kind])

    def safe_day(day: int) -> int:
        """A date day off the window boundaries (see the module docstring)."""
        while day in BOUNDARY_DAYS:
            day += -1 if day <= 0 else 1
        return day

    # Users
    user_rows: list[tuple[object, ...]] = []
    user_id: dict[str, str] = {}

    def add_user(name: str, title: str, department: str, region: str | None, manager: str | None,
                 created_day: int, active: int = 1) -> str:  # fmt: skip
        uid = new_id("User")
        first, last = name.split(" ", 1)
        login = f"{first}.{last}".lower().replace(" ", "")
        user_rows.append(
            (uid, f"{login}@lumora.io", first, last, name, f"{login}@lumora.io", title, department, region, manager,
             active, fmt(at(-rng.randint(0, 3), on_grid(rng, 420, 1140))) if active else None,
             fmt(at(created_day, on_grid(rng, 540, 1020))))
        )  # fmt: skip
        user_id[name] = uid
        return uid

    cro = add_user("Diane Mercer", "Chief Revenue Officer", "Sales", None, None, -1800)
    directors = {region: add_user(name, "Regional Sales Director", "Sales", region, cro, -rng.randint(600, 1500))
                 for region, name in [("EMEA", "Henrik Larsen"), ("North America", "Paula Grant"),
                                      ("APAC", "Kenji Watanabe")]}  # fmt: skip
    rep_factor: dict[str, float] = {}
    account_reps: dict[str, list[tuple[str, float]]] = {}
    for region, reps in REPS.items():
        for name, title, weight, factor in reps:
            hired = -5 if name in NEW_HIRES else -rng.randint(200, 1400)
            uid = add_user(name, title, "Sales", region, directors[region], hired)
            rep_factor[uid] = factor
            if weight:
                account_reps.setdefault(region, []).append((uid, weight))
    sdrs = [add_user(n, "Sales Development Rep", "Sales", r, directors[r], -rng.randint(60, 500))
            for n, r in [("Amir Haddad", "EMEA"), ("Nina Petrova", "EMEA"), ("Cody Brooks", "North America"),
                         ("Jasmine Lee", "APAC")]]  # fmt: skip
    support_lead = add_user("Fiona Gallagher", "Support Manager", "Support", None, cro, -900)
    support = [support_lead] + [
        add_user(n, "Support Engineer", "Support", None, support_lead, -rng.randint(90, 1200))
        for n in ["Tariq Aziz", "Megan Doyle", "Stefan Novak", "Yuki Mori", "Carlos Ruiz", "Hannah Berg"]
    ]
    for n, r in [("Irene Costa", "EMEA"), ("Ben Carter", "North America"), ("Lily Chen", "APAC")]:
        add_user(n, "Customer Success Manager", "Customer Success", r, cro, -rng.randint(200, 1000))
    marketing = add_user("Rosa Delgado", "Marketing Manager", "Marketing", None, cro, -700)
    former_rep = add_user("Nadia Frost", "Account Executive", "Sales", "EMEA", directors["EMEA"], -1300, active=0)
    db.executemany('INSERT INTO "User" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', user_rows)

    # Products
    product_id: dict[str, str] = {}
    product_rows = []
    for name, code, family, price, _, active, ago in PRODUCTS:
        product_id[name] = new_id("Product2")
        product_rows.append((product_id[name], name, code, family, active, price, f"{family}: {name}",
                             fmt(at(-ago, 600))))  # fmt: skip
    db.executemany("INSERT INTO Product2 VALUES (?, ?, ?, ?, ?, ?, ?, ?)", product_rows)

    # Accounts and contacts
    accounts: list[Acct] = []
    account_rows: list[tuple[object, ...]] = []
    contact_rows: list[tuple[object, ...]] = []
    names_taken: set[str] = set()

    def add_contact(acct: Acct, created: datetime.datetime, source: str | None) -> str:
        cid = new_id("Contact")
        first, last = rng.choice(FIRST), rng.choice(LAST)
        domain = acct.name.split(" ")[0].lower()
        contact_rows.append(
            (cid, acct.aid, first, last, f"{first} {last}", f"{first.lower()}.{last.lower().replace(' ', '')}"
             f"{len(contact_rows)}@{domain}.example", rng.choice(["CFO", "Head of Data", "Analytics Lead", "CIO",
                                                                   "BI Manager", "Data Engineer", "VP Finance"]),
             f"+{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}", source, acct.country,
             acct.owner, int(rng.random() < 0.08), fmt(created))
        )  # fmt: skip
        acct.contacts.append(cid)
        return cid

    def add_account(name: str, region: str, kind: str, parent: str | None = None, owner: str | None = None,
                    churn: str | None = None) -> Acct:  # fmt: skip
        aid = new_id("Account")
        country, city = rng.choice(COUNTRIES[region])
        owner = owner or rng.choices([u for u, _ in account_reps[region]], [w for _, w in account_reps[region]])[0]
        if kind == "Former Customer" and region == "EMEA":
            owner = former_rep  # she left; her former customers were never reassigned
        if kind == "Customer" and churn is None:
            churn = pick(rng, [("Low", 0.6), ("Medium", 0.28), ("High", 0.12)])
        since = day_text(-rng.randint(150, 2000)) if kind in ("Customer", "Former Customer") else None
        created = at(-rng.randint(130, 2200), on_grid(rng, 480, 1080))
        employees = rng.choice([80, 250, 600, 1500, 4000, 12000, 40000])
        account_rows.append(
            (aid, name, kind, rng.choice(INDUSTRIES), city, country, region, employees * rng.randint(90, 400) * 1000,
             employees, owner, parent, churn if kind == "Customer" else None, since, fmt(created),
             fmt(at(-rng.randint(1, 100), on_grid(rng, 480, 1080))))
        )  # fmt: skip
        acct = Acct(aid, name, region, owner, kind, churn if kind == "Customer" else None, [], country)
        accounts.append(acct)
        names_taken.add(name)
        for _ in range(rng.randint(2, 6)):
            add_contact(acct, created + datetime.timedelta(days=rng.randint(0, 60)), pick(rng, SOURCES))
        return acct

    emea_owner = user_id["Olivia Bennett"]
    globex = add_account(GLOBEX, "North America", "Customer", owner=user_id["Jake Thornton"], churn="Low")
    for suffix, region in [("UK Ltd", "EMEA"), ("GmbH", "EMEA"), ("Japan KK", "APAC"), ("Canada Inc.", "North America"),
                           ("France SA", "EMEA"), ("Australia Pty Ltd", "APAC")]:  # fmt: skip
        add_account(f"Globex {suffix}", region, "Customer", parent=globex.aid)
    initech = add_account(BUSY_CASES, "EMEA", "Customer", owner=emea_owner, churn="Medium")
    risky = [add_account(name, region, "Customer", churn="High")
             for name, region in zip(HIGH_RISK_ESCALATED, ["EMEA", "North America", "EMEA"], strict=True)]  # fmt: skip
    # a few more groups with two or three subsidiaries
    for parent_name, region, subs in [
        ("Umbrella Holdings", "EMEA", 3),
        ("Stark Industries", "North America", 2),
        ("Wayne Enterprises", "North America", 3),
        ("Tyrell Corp.", "APAC", 2),
    ]:
        parent = add_account(parent_name, region, "Customer")
        for k in range(subs):
            sub_region = pick(rng, REGION_SHARE)
            add_account(f"{parent_name.split(' ')[0]} {rng.choice(WORDS_B)} {k + 1}", sub_region, "Customer",
                        parent=parent.aid)  # fmt: skip
    while len(accounts) < 640:
        region = pick(rng, REGION_SHARE)
        name = f"{rng.choice(WORDS_A)} {rng.choice(WORDS_B)} {rng.choice(SUFFIX[region])}"
        if name in names_taken:
            continue
        kind = pick(rng, [("Prospect", 0.5), ("Customer", 0.38), ("Partner", 0.05), ("Former Customer", 0.07)])
        add_account(name, region, kind)
    db.executemany("INSERT INTO Account VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", account_rows)
    db.executemany("INSERT INTO Contact VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", contact_rows)

    # Campaigns
    campaign_id: dict[str, str] = {}
    campaign_rows = []
    for name, kind, start, length, budget, _ in CAMPAIGNS:
        campaign_id[name] = new_id("Campaign")
        end = start + length
        status = "Planned" if start > 0 else ("In Progress" if end >= 0 else "Completed")
        actual = None if status == "Planned" else round(budget * rng.uniform(0.8, 1.1), 2)
        campaign_rows.append(
            (campaign_id[name], name, kind, status, day_text(start), day_text(end), budget, actual,
             int(status != "Completed"), marketing, fmt(at(start - rng.randint(20, 60), 600)))
        )  # fmt: skip
    db.executemany("INSERT INTO Campaign VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", campaign_rows)

    # Opportunities and their line items
    opp_rows: list[tuple[object, ...]] = []
    line_rows: list[tuple[object, ...]] = []
    conversions: list[tuple[str, str, str, int, str, str]] = []  # opp, account, contact, day, source, owner
    sellable = [p for p in PRODUCTS if p[5] and p[0] != "Data Residency Add-on"]

    def lines_for(seats: int, factor: float, big: bool = False) -> list[tuple[str, float, float, float]]:
        """Line items as (product, quantity, sales price, discount %); the platform is priced up by the rep's
        deal-size factor."""
        if big:
            return [("Lumora Platform Enterprise", 900.0, 1200.0, 10.0), ("AI Insights Add-on", 900.0, 200.0, 10.0),
                    ("Implementation Services", 2.0, 25000.0, 0.0), ("Premium Support", 2.0, 18000.0, 0.0),
                    ("Training Day", 4.0, 3500.0, 0.0), ("Data Connectors Pack", 2.0, 9000.0, 0.0)]  # fmt: skip
        platform = pick(rng, [("Lumora Platform Enterprise", 0.45), ("Lumora Platform Professional", 0.35),
                              ("Lumora Platform Starter", 0.2)])  # fmt: skip
        chosen = [(platform, seats)]
        for name in ("Advanced Forecasting Add-on", "AI Insights Add-on"):
            if rng.random() < 0.3:
                chosen.append((name, seats))
        for name, chance in (("Data Connectors Pack", 0.25), ("Implementation Services", 0.35), ("Training Day", 0.3),
                             ("Premium Support", 0.25), ("Standard Support", 0.3)):  # fmt: skip
            if rng.random() < chance:
                chosen.append((name, rng.choice([1, 1, 2]) if name != "Training Day" else rng.randint(1, 4)))
        result = []
        for name, qty in chosen:
            price = next(p[3] for p in sellable if p[0] == name) * (factor if name == platform else 1.0)
            result.append((name, float(qty), round(price, 2), float(rng.choice([0, 0, 5, 10, 15, 20]))))
        return result

    def total(quantity: float, price: float, discount: float) -> float:
        return round(quantity * price * (1 - discount / 100), 2)

    def add_opportunity(acct: Acct, owner: str, created_day: int, close_day: int, stage: str, source: str,
                        kind: str, seats: int, name: str | None = None, campaign: str | None = None,
                        loss: str | None = None, big: bool = False) -> str:  # fmt: skip
        oid = new_id("Opportunity")
        created = at(created_day, on_grid(rng, 480, 1080))
        items = lines_for(seats, rep_factor.get(owner, 1.0), big)
        amount = round(sum(total(q, u, d) for _, q, u, d in items), 2)
        closed = stage in ("Closed Won", "Closed Lost")
        won = stage == "Closed Won"
        probability, forecast = (100, "Closed") if won else (0, "Omitted") if closed else next(
            (p, f) for s, p, f in OPEN_STAGES if s == stage)  # fmt: skip
        modified = at(close_day, on_grid(rng, 480, 1080)) if closed else at(
            min(0, created_day + rng.randint(0, 30)), on_grid(rng, 480, 1080))  # fmt: skip
        if modified > now:
            modified = created if created <= now else on_the_grid
        opp_rows.append(
            (oid, name or f"{acct.name} - {kind}", acct.aid, owner, stage, amount, probability, day_text(close_day),
             int(closed), int(won), kind, source, forecast, campaign, None if closed else rng.choice(
                 ["Send proposal", "Security review", "Demo for finance team", "Negotiate terms", "Call champion"]),
             loss, fmt(created), fmt(max(modified, created)))
        )  # fmt: skip
        for product, qty, unit, discount in items:
            line_rows.append((new_id("OpportunityLineItem"), oid, product_id[product], qty, unit, discount,
                              total(qty, unit, discount), fmt(created)))  # fmt: skip
        return oid

    campaigns_with_opps = [c for c in CAMPAIGNS if c[5] > 0]
    customers = [a for a in accounts if a.kind in ("Customer", "Prospect")]
    for day in range(-DAYS_BACK - 60, 1):
        if day in BOUNDARY_DAYS:
            continue
        for _ in range(rng.choice([6, 7, 8, 9, 10])):
            acct = rng.choice(customers)
            owner = acct.owner
            source = pick(rng, SOURCES)
            kind = "New Business" if acct.kind == "Prospect" else pick(
                rng, [("Existing Business", 0.5), ("Renewal", 0.3), ("New Business", 0.2)])  # fmt: skip
            seats = rng.choice([10, 20, 25, 40, 50, 75, 100, 150, 200, 300])
            cycle = rng.randint(20, 110)
            close_day = safe_day(day + cycle)
            win = WIN_RATE[source] * (1.25 if owner == user_id[STAR_REP] else 1.0)
            roll = rng.random()
            stage_roll = pick(rng, [(s, 1.0) for s, *_ in OPEN_STAGES])
            loss = pick(rng, LOSS_REASONS)
            campaign = None
            if rng.random() < 0.3:
                c = rng.choice(campaigns_with_opps)
                if c[2] < day:
                    campaign = campaign_id[c[0]]
            stage = ("Closed Won" if roll < win else "Closed Lost") if close_day < 0 else stage_roll
            oid = add_opportunity(acct, owner, day, close_day, stage, source, kind, seats, campaign=campaign,
                                  loss=loss if stage == "Closed Lost" else None)  # fmt: skip
            if kind == "New Business" and acct.contacts and rng.random() < 0.45:
                conversions.append((oid, acct.aid, acct.contacts[0], day, source, owner))
    # deals left open after their close date passed: seven and six for the two planted reps, up to three for others
    for reps in REPS.values():
        for name, *_ in reps:
            owner = user_id[name]
            mine = [a for a in customers if a.owner == owner]
            stale = {"Gavin Price": 7, "Tessa Lowe": 6}.get(name, rng.randint(0, 3))
            for k in range(stale if mine else 0):
                acct = mine[k % len(mine)]
                stage = rng.choice([s for s, *_ in OPEN_STAGES[1:]])
                add_opportunity(acct, owner, safe_day(-100 + 7 * k), safe_day(-45 + 6 * k), stage,
                                pick(rng, SOURCES), "New Business", rng.choice([20, 50, 100]))  # fmt: skip
    add_opportunity(globex, user_id["Jake Thornton"], -70, safe_day(21), "Negotiation/Review", "Partner Referral",
                    "Existing Business", 900, name=GLOBEX_DEAL, big=True)  # fmt: skip
    db.executemany("INSERT INTO Opportunity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", opp_rows)
    db.executemany("INSERT INTO OpportunityLineItem VALUES (?, ?, ?, ?, ?, ?, ?, ?)", line_rows)

    # Leads: the converted ones behind new business, and the rest
    lead_rows: list[tuple[object, ...]] = []
    lead_ids: list[tuple[str, int]] = []
    for oid, aid, cid, day, source, _ in conversions:
        lid = new_id("Lead")
        first, last = rng.choice(FIRST), rng.choice(LAST)
        acct = next(a for a in accounts if a.aid == aid)
        converted = safe_day(day)
        created = at(converted - rng.randint(3, 40), on_grid(rng, 480, 1080))
        lead_rows.append(
            (lid, first, last, acct.name, rng.choice(["Head of Data", "CFO", "BI Manager"]),
             f"{first.lower()}.{last.lower().replace(' ', '')}@lead{len(lead_rows)}.example", acct.country,
             "Closed - Converted", source, rng.choice(sdrs), 1, day_text(converted), aid, cid, oid, fmt(created))
        )  # fmt: skip
        lead_ids.append((lid, converted))
    for day in range(-DAYS_BACK, 1):
        for _ in range(rng.randint(8, 16)):
            lid = new_id("Lead")
            region = pick(rng, REGION_SHARE)
            country, _ = rng.choice(COUNTRIES[region])
            first, last = rng.choice(FIRST), rng.choice(LAST)
            created = at(day, on_grid(rng, 0, 1435))
            age = -day
            status = pick(rng, [("Open - Not Contacted", 0.6), ("Working - Contacted", 0.4)]) if age < 14 else pick(
                rng, [("Working - Contacted", 0.25), ("Closed - Not Converted", 0.75)])  # fmt: skip
            company = f"{rng.choice(WORDS_A)} {rng.choice(WORDS_B)} {rng.choice(SUFFIX[region])}"
            if created > now:
                continue
            lead_rows.append(
                (lid, first, last, company, rng.choice(["Analyst", "Head of Data", "CFO", "IT Manager", None]),
                 f"{first.lower()}.{last.lower().replace(' ', '')}@lead{len(lead_rows)}.example", country, status,
                 pick(rng, SOURCES), rng.choice(sdrs), 0, None, None, None, None, fmt(created))
            )  # fmt: skip
            lead_ids.append((lid, day))
    db.executemany("INSERT INTO Lead VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", lead_rows)

    # Campaign members: contacts and leads, attendance for events
    member_rows: list[tuple[object, ...]] = []
    all_contacts = [c for a in accounts for c in a.contacts]
    for name, kind, start, length, _, size in CAMPAIGNS:
        if size == 0:
            continue
        people: list[tuple[str | None, str | None]] = [(None, c) for c in rng.sample(all_contacts, size // 2)]
        leads_before = [lid for lid, d in lead_ids if d <= start + length]
        people += [(lid, None) for lid in rng.sample(leads_before, min(len(leads_before), size - size // 2))]
        for lead, contact in people:
            created_day = start - rng.randint(1, 20)
            if kind in ("Conference", "Event", "Webinar", "Partner"):
                held = start + length <= 0
                if not held:
                    status = "Registered"
                else:
                    attend = 0.75 if name == SUMMIT else 0.45
                    status = "Attended" if rng.random() < attend else "No Show"
            else:
                status = "Responded" if rng.random() < 0.18 else "Sent"
            responded = status in ("Attended", "Responded")
            first_response = safe_day(min(0, start + rng.randint(0, max(0, length)))) if responded else None
            member_rows.append(
                (new_id("CampaignMember"), campaign_id[name], lead, contact, status, int(responded),
                 day_text(first_response) if first_response is not None else None,
                 fmt(at(min(created_day, 0), on_grid(rng, 480, 1080))))
            )  # fmt: skip
    db.executemany("INSERT INTO CampaignMember VALUES (?, ?, ?, ?, ?, ?, ?, ?)", member_rows)

    # Cases
    case_rows: list[tuple[object, ...]] = []
    customers_only = [a for a in accounts if a.kind == "Customer" and a.contacts]
    weights = [1.0 for _ in customers_only]
    platforms = [product_id[n] for n, *_ in PRODUCTS[:6]]
    engineers = support[1:]

    def add_case(acct: Acct, created: datetime.datetime, priority: str, status: str | None = None,
                 escalated: int = 0) -> None:  # fmt: skip
        hours = CASE_HOURS[priority] * rng.uniform(0.3, 1.8)
        closed = created + datetime.timedelta(minutes=5 * round(hours * 12))
        subject = rng.choice(CASE_SUBJECTS)
        origin = pick(rng, [("Email", 0.4), ("Web", 0.3), ("Phone", 0.2), ("Chat", 0.1)])
        kind = pick(rng, [("Problem", 0.6), ("Question", 0.3), ("Feature Request", 0.1)])
        owner = rng.choice(engineers)
        product = rng.choice(platforms) if rng.random() < 0.85 else None
        contact = rng.choice(acct.contacts)
        if status is None:
            if closed <= now:
                status = "Closed"
            else:
                status = pick(rng, [("New", 0.2), ("Working", 0.5), ("Waiting on Customer", 0.3)])
        is_closed = status == "Closed"
        if not is_closed and escalated:
            status = "Escalated"
        case_rows.append(
            (new_id("Case"), "", acct.aid, contact, owner, product, subject, status, priority, origin, kind,
             int(is_closed), escalated, fmt(created), fmt(closed) if is_closed else None)
        )  # fmt: skip

    for day in range(-DAYS_BACK, 1):
        for _ in range(rng.randint(12, 24)):
            acct = rng.choices(customers_only, weights=weights)[0]
            created = at(day, on_grid(rng, 0, 1435))
            priority = pick(rng, [("Critical", 0.04), ("High", 0.2), ("Medium", 0.5), ("Low", 0.26)])
            escalate = int(rng.random() < 0.05 and acct.churn != "High")
            if created <= now:
                add_case(acct, created, priority, escalated=escalate)
    for k in range(14):  # Initech's pile of open cases
        opened = on_the_grid - datetime.timedelta(minutes=5 * (300 + 431 * k))
        add_case(initech, opened, rng.choice(["High", "Medium"]),
                 status=rng.choice(["New", "Working", "Waiting on Customer"]))  # fmt: skip
    for k, acct in enumerate(risky):  # the high-risk customers' escalations
        add_case(acct, at(-3 - 2 * k, 600), "High", status="Working", escalated=1)
    rows = sorted(case_rows, key=lambda r: (str(r[13]), str(r[2])))
    rows.sort(key=lambda r: (str(r[13]), str(r[2])))
    case_rows = [(r[0], f"{10000 + n:08d}", *r[2:]) for n, r in enumerate(rows, start=1)]
    db.executemany('INSERT INTO "Case" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', case_rows)
    close_checked(db, "crm")
