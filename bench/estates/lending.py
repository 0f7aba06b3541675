"""A Kisumu microfinance institution (Nyanza Mwangaza Microfinance) as an Apache Fineract 1.x database.

Apache Fineract (the open-source core banking platform behind Mifos X, Java on MySQL or PostgreSQL) keeps its
portfolio in ``m_`` tables with its conventions, here in SQLite:

* ``m_office`` (a tree under the head office: ``parent_id`` and a ``hierarchy`` path ``.2.``), ``m_staff`` (**loan
  officers are staff with ``is_loan_officer`` 1**, ``display_name`` written ``Lastname, Firstname``, ``is_active``),
  ``m_appuser`` (the back-office users, **``mifos`` the default superuser**, ``is_deleted`` 1 for a removed one);
* ``m_code`` and ``m_code_value``: **every drop-down is a code value** (``Gender``, ``LoanPurpose``,
  ``ClientClosureReason``, ``ClientClassification``...), the tables pointing at ``m_code_value.id``
  (``m_client.gender_cv_id``, ``m_loan.loanpurpose_cv_id``);
* ``m_group`` holds **both centers and groups**, told apart by ``level_id`` (``m_group_level``: 1 Center, 2 Group),
  a group's ``parent_id`` its center; ``m_group_client`` the members; ``m_client`` (``account_no`` zero-padded text,
  ``display_name``, ``office_id``, ``staff_id`` the loan officer, ``activation_date``, ``submittedon_date``);
* **statuses are integer enums**: clients and groups 100 pending, 300 active, 600 closed (clients also 700 rejected, 800
  withdrawn); **loans ``loan_status_id`` 100 submitted and pending approval, 200 approved, 300 active, 400 withdrawn by
  the client, 500 rejected, 600 closed (obligations met), 601 closed written off**; savings accounts ``status_enum``
  100 submitted, 200 approved, 300 active, 600 closed;
* ``m_product_loan`` (``annual_nominal_interest_rate`` in percent, ``interest_method_enum`` 0 declining balance, 1
  flat, ``repayment_period_frequency_enum`` 0 days, 1 weeks, 2 months, ``repay_every``, ``number_of_repayments``);
  ``m_loan`` (``loan_type_enum`` 1 individual, 2 group, 3 joint liability group; **the balances are ``*_derived``
  columns kept by Fineract: ``principal_outstanding_derived``, ``total_outstanding_derived``,
  ``principal_writtenoff_derived``...**; plain ``DATE`` columns ``submittedon_date``, ``approvedon_date``,
  ``disbursedon_date``, ``closedon_date``, ``writtenoffon_date``);
* ``m_loan_repayment_schedule`` one row per installment (``duedate``, ``principal_amount``, ``interest_amount``, **what
  was paid in ``principal_completed_derived``/``interest_completed_derived``, ``completed_derived`` 1 once paid and
  ``obligations_met_on_date`` the day it was**), **generated for loans not yet disbursed too**;
* ``m_loan_transaction`` (**``transaction_type_enum`` 1 disbursement, 2 repayment, 6 write-off, 8 recovery
  repayment; ``is_reversed`` 1 for a transaction undone**, the amount split into ``*_portion_derived``),
  ``m_payment_detail`` and ``m_payment_type`` (Cash, M-Pesa, Bank Transfer, Cheque);
* ``m_loan_arrears_aging``: **a row only for a loan in arrears**, refreshed each night by Fineract's batch job
  (``total_overdue_derived``, ``overdue_since_date_derived`` the oldest unpaid due date);
* ``m_savings_product``, ``m_savings_account`` (a client's or, with ``group_id`` and no client, a group's;
  ``account_balance_derived``) and ``m_savings_account_transaction`` (``transaction_type_enum`` 1 deposit, 2
  withdrawal, 3 interest posting, ``running_balance_derived``);
* ``m_portfolio_command_source``, the maker-checker audit of commands (``action_name`` such as ``APPROVE``,
  ``DISBURSE``, ``WRITEOFF``, ``entity_name`` ``LOAN``, ``CLIENT``..., ``maker_id``/``checker_id`` app users,
  **``processing_result_enum`` 1 processed, 2 awaiting approval, 3 rejected by the checker**).

Money is in Kenyan shillings (``KES``). Departures: far fewer columns; no charges, funds, accounting, guarantors,
collateral, notes or datatables; repayments are whole installments and only the institution's key commands are in the
audit; repayment periods are counted in days (weekly, every four weeks, every two weeks) so that no due date depends on
the calendar month; interest is posted to savings at each calendar month's end. Loans reach about 18 months back.

Planted signals:

* six branches under the Kisumu head office; Bondo opened four months ago and its second loan officer, Brian Otieno,
  joined this month and has no loans; a loan officer at Kondele has left;
* Grace Achieng (Kisumu Central), who looks after the market traders' individual business loans, has the largest
  outstanding principal; the Upendo Women Group in Kondele is the largest group;
* the Emergency Loan carries the highest interest rate; about one borrower in ten stops paying, and loans more than 180
  days overdue are written off; three write-offs and one large approval await a checker, and the checker rejected two
  write-offs;
* most repayments come by M-Pesa; a few repayments are entered wrongly and reversed.
"""

from __future__ import annotations

import datetime
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

DERIVED = ", ".join(
    f"{name} DECIMAL(19, 6) NOT NULL DEFAULT 0"
    for name in (
        "total_charges_due_at_disbursement_derived", "principal_disbursed_derived", "principal_repaid_derived",
        "principal_writtenoff_derived", "principal_outstanding_derived", "interest_charged_derived",
        "interest_repaid_derived", "interest_waived_derived", "interest_writtenoff_derived",
        "interest_outstanding_derived", "fee_charges_charged_derived", "penalty_charges_charged_derived",
        "total_expected_repayment_derived", "total_repayment_derived", "total_expected_costofloan_derived",
        "total_costofloan_derived", "total_waived_derived", "total_writtenoff_derived", "total_outstanding_derived",
        "total_overpaid_derived",
    )
)  # fmt: skip

SCHEMA = f"""
CREATE TABLE m_office (
  id INTEGER PRIMARY KEY, parent_id BIGINT REFERENCES m_office (id), hierarchy VARCHAR(100), external_id VARCHAR(100),
  name VARCHAR(50) NOT NULL UNIQUE, opening_date DATE NOT NULL
);
CREATE TABLE m_staff (
  id INTEGER PRIMARY KEY, is_loan_officer BOOLEAN NOT NULL DEFAULT 0, office_id BIGINT REFERENCES m_office (id),
  firstname VARCHAR(50), lastname VARCHAR(50), display_name VARCHAR(102) NOT NULL, mobile_no VARCHAR(50),
  external_id VARCHAR(100), organisational_role_enum SMALLINT, organisational_role_parent_staff_id BIGINT
  REFERENCES m_staff (id), is_active BOOLEAN NOT NULL DEFAULT 1, joining_date DATE, email_address VARCHAR(50)
);
CREATE TABLE m_appuser (
  id INTEGER PRIMARY KEY, is_deleted BOOLEAN NOT NULL DEFAULT 0, office_id BIGINT REFERENCES m_office (id),
  staff_id BIGINT REFERENCES m_staff (id), username VARCHAR(100) NOT NULL UNIQUE, firstname VARCHAR(100) NOT NULL,
  lastname VARCHAR(100) NOT NULL, password VARCHAR(255) NOT NULL, email VARCHAR(100) NOT NULL,
  firsttime_login_remaining BOOLEAN NOT NULL, nonexpired BOOLEAN NOT NULL, nonlocked BOOLEAN NOT NULL,
  nonexpired_credentials BOOLEAN NOT NULL, enabled BOOLEAN NOT NULL, last_time_password_updated DATE,
  password_never_expires BOOLEAN NOT NULL DEFAULT 0, is_self_service_user BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE m_code (
  id INTEGER PRIMARY KEY, code_name VARCHAR(100) UNIQUE, is_system_defined BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE m_code_value (
  id INTEGER PRIMARY KEY, code_id INTEGER NOT NULL REFERENCES m_code (id), code_value VARCHAR(100),
  code_description VARCHAR(500), order_position INTEGER NOT NULL DEFAULT 0, code_score INTEGER,
  is_active BOOLEAN NOT NULL DEFAULT 1, is_mandatory BOOLEAN NOT NULL DEFAULT 0, UNIQUE (code_id, code_value)
);
CREATE TABLE m_group_level (
  id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES m_group_level (id), super_parent BOOLEAN NOT NULL,
  level_name VARCHAR(100) NOT NULL UNIQUE, recursable BOOLEAN NOT NULL, can_have_clients BOOLEAN NOT NULL
);
CREATE TABLE m_group (
  id INTEGER PRIMARY KEY, external_id VARCHAR(100), status_enum INTEGER NOT NULL DEFAULT 300, activation_date DATE,
  office_id BIGINT NOT NULL REFERENCES m_office (id), staff_id BIGINT REFERENCES m_staff (id),
  parent_id BIGINT REFERENCES m_group (id), level_id INTEGER NOT NULL REFERENCES m_group_level (id),
  display_name VARCHAR(100), hierarchy VARCHAR(100), closure_reason_cv_id INTEGER REFERENCES m_code_value (id),
  closedon_date DATE, submittedon_date DATE, account_no VARCHAR(20) NOT NULL UNIQUE
);
CREATE TABLE m_client (
  id INTEGER PRIMARY KEY, account_no VARCHAR(20) NOT NULL UNIQUE, external_id VARCHAR(100), status_enum INTEGER NOT NULL
  DEFAULT 300, sub_status INTEGER REFERENCES m_code_value (id), activation_date DATE, office_joining_date DATE,
  office_id BIGINT NOT NULL REFERENCES m_office (id), staff_id BIGINT REFERENCES m_staff (id), firstname VARCHAR(50),
  middlename VARCHAR(50), lastname VARCHAR(50), fullname VARCHAR(100), display_name VARCHAR(100) NOT NULL,
  mobile_no VARCHAR(50), gender_cv_id INTEGER REFERENCES m_code_value (id), date_of_birth DATE,
  closure_reason_cv_id INTEGER REFERENCES m_code_value (id), closedon_date DATE, submittedon_date DATE,
  legal_form_enum INTEGER, client_type_cv_id INTEGER REFERENCES m_code_value (id),
  client_classification_cv_id INTEGER REFERENCES m_code_value (id)
);
CREATE TABLE m_group_client (
  group_id BIGINT NOT NULL REFERENCES m_group (id), client_id BIGINT NOT NULL REFERENCES m_client (id),
  PRIMARY KEY (group_id, client_id)
);
CREATE TABLE m_product_loan (
  id INTEGER PRIMARY KEY, short_name VARCHAR(4) NOT NULL UNIQUE, currency_code VARCHAR(3) NOT NULL,
  currency_digits SMALLINT NOT NULL, principal_amount DECIMAL(19, 6), min_principal_amount DECIMAL(19, 6),
  max_principal_amount DECIMAL(19, 6), name VARCHAR(100) NOT NULL UNIQUE, description VARCHAR(500),
  nominal_interest_rate_per_period DECIMAL(19, 6), interest_period_frequency_enum SMALLINT,
  annual_nominal_interest_rate DECIMAL(19, 6), interest_method_enum SMALLINT NOT NULL,
  interest_calculated_in_period_enum SMALLINT NOT NULL DEFAULT 1, repay_every SMALLINT NOT NULL,
  repayment_period_frequency_enum SMALLINT NOT NULL, number_of_repayments SMALLINT NOT NULL,
  amortization_method_enum SMALLINT NOT NULL, accounting_type SMALLINT NOT NULL,
  loan_transaction_strategy_code VARCHAR(100), start_date DATE, close_date DATE,
  days_in_month_enum SMALLINT NOT NULL DEFAULT 1, days_in_year_enum SMALLINT NOT NULL DEFAULT 365
);
CREATE TABLE m_loan (
  id INTEGER PRIMARY KEY, account_no VARCHAR(20) NOT NULL UNIQUE, external_id VARCHAR(100),
  client_id BIGINT REFERENCES m_client (id), group_id BIGINT REFERENCES m_group (id),
  product_id BIGINT REFERENCES m_product_loan (id), fund_id BIGINT, loan_officer_id BIGINT REFERENCES m_staff (id),
  loanpurpose_cv_id INTEGER REFERENCES m_code_value (id), loan_status_id SMALLINT NOT NULL,
  loan_type_enum SMALLINT NOT NULL, currency_code VARCHAR(3) NOT NULL, currency_digits SMALLINT NOT NULL,
  principal_amount_proposed DECIMAL(19, 6) NOT NULL, principal_amount DECIMAL(19, 6) NOT NULL,
  approved_principal DECIMAL(19, 6) NOT NULL, nominal_interest_rate_per_period DECIMAL(19, 6),
  interest_period_frequency_enum SMALLINT, annual_nominal_interest_rate DECIMAL(19, 6),
  interest_method_enum SMALLINT NOT NULL, term_frequency SMALLINT NOT NULL,
  term_period_frequency_enum SMALLINT NOT NULL, repay_every SMALLINT NOT NULL,
  repayment_period_frequency_enum SMALLINT NOT NULL,
  number_of_repayments SMALLINT NOT NULL, amortization_method_enum SMALLINT NOT NULL,
  submittedon_date DATE, submittedon_userid BIGINT REFERENCES m_appuser (id), approvedon_date DATE,
  approvedon_userid BIGINT REFERENCES m_appuser (id), expected_disbursedon_date DATE, disbursedon_date DATE,
  disbursedon_userid BIGINT REFERENCES m_appuser (id), expected_maturedon_date DATE, maturedon_date DATE,
  closedon_date DATE, closedon_userid BIGINT REFERENCES m_appuser (id), rejectedon_date DATE,
  rejectedon_userid BIGINT REFERENCES m_appuser (id), withdrawnon_date DATE,
  withdrawnon_userid BIGINT REFERENCES m_appuser (id), writtenoffon_date DATE, {DERIVED},
  loan_transaction_strategy_code VARCHAR(100), is_npa BOOLEAN NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE m_loan_repayment_schedule (
  id INTEGER PRIMARY KEY, loan_id BIGINT NOT NULL REFERENCES m_loan (id), fromdate DATE, duedate DATE NOT NULL,
  installment SMALLINT NOT NULL, principal_amount DECIMAL(19, 6), principal_completed_derived DECIMAL(19, 6),
  principal_writtenoff_derived DECIMAL(19, 6), interest_amount DECIMAL(19, 6), interest_completed_derived
  DECIMAL(19, 6), interest_writtenoff_derived DECIMAL(19, 6), fee_charges_amount DECIMAL(19, 6),
  penalty_charges_amount DECIMAL(19, 6), completed_derived BOOLEAN NOT NULL DEFAULT 0, obligations_met_on_date DATE,
  total_paid_in_advance_derived DECIMAL(19, 6), total_paid_late_derived DECIMAL(19, 6), created_date DATETIME,
  createdby_id BIGINT REFERENCES m_appuser (id), UNIQUE (loan_id, installment)
);
CREATE TABLE m_payment_type (
  id INTEGER PRIMARY KEY, value VARCHAR(100) NOT NULL UNIQUE, description VARCHAR(500), is_cash_payment BOOLEAN,
  order_position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE m_payment_detail (
  id INTEGER PRIMARY KEY, payment_type_id INTEGER REFERENCES m_payment_type (id), account_number VARCHAR(100),
  check_number VARCHAR(100), receipt_number VARCHAR(100), bank_number VARCHAR(100), routing_code VARCHAR(100)
);
CREATE TABLE m_loan_transaction (
  id INTEGER PRIMARY KEY, loan_id BIGINT NOT NULL REFERENCES m_loan (id), office_id BIGINT NOT NULL
  REFERENCES m_office (id), payment_detail_id BIGINT REFERENCES m_payment_detail (id),
  is_reversed BOOLEAN NOT NULL DEFAULT 0, external_id VARCHAR(100), transaction_type_enum SMALLINT NOT NULL,
  transaction_date DATE NOT NULL, amount DECIMAL(19, 6) NOT NULL, principal_portion_derived DECIMAL(19, 6),
  interest_portion_derived DECIMAL(19, 6), fee_charges_portion_derived DECIMAL(19, 6),
  penalty_charges_portion_derived DECIMAL(19, 6), overpayment_portion_derived DECIMAL(19, 6),
  outstanding_loan_balance_derived DECIMAL(19, 6), submitted_on_date DATE NOT NULL, created_date DATETIME,
  appuser_id BIGINT REFERENCES m_appuser (id)
);
CREATE TABLE m_loan_arrears_aging (
  loan_id BIGINT PRIMARY KEY REFERENCES m_loan (id), principal_overdue_derived DECIMAL(19, 6) NOT NULL DEFAULT 0,
  interest_overdue_derived DECIMAL(19, 6) NOT NULL DEFAULT 0, fee_charges_overdue_derived DECIMAL(19, 6) NOT NULL
  DEFAULT 0, penalty_charges_overdue_derived DECIMAL(19, 6) NOT NULL DEFAULT 0, total_overdue_derived DECIMAL(19, 6)
  NOT NULL DEFAULT 0, overdue_since_date_derived DATE
);
CREATE TABLE m_savings_product (
  id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE, short_name VARCHAR(4) NOT NULL UNIQUE,
  description VARCHAR(500), deposit_type_enum SMALLINT NOT NULL DEFAULT 100, currency_code VARCHAR(3) NOT NULL,
  currency_digits SMALLINT NOT NULL, nominal_annual_interest_rate DECIMAL(19, 6) NOT NULL,
  interest_compounding_period_enum SMALLINT NOT NULL, interest_posting_period_enum SMALLINT NOT NULL,
  interest_calculation_type_enum SMALLINT NOT NULL, interest_calculation_days_in_year_type_enum SMALLINT NOT NULL,
  min_required_opening_balance DECIMAL(19, 6), accounting_type SMALLINT NOT NULL, allow_overdraft BOOLEAN NOT NULL
  DEFAULT 0
);
CREATE TABLE m_savings_account (
  id INTEGER PRIMARY KEY, account_no VARCHAR(20) NOT NULL UNIQUE, external_id VARCHAR(100),
  client_id BIGINT REFERENCES m_client (id), group_id BIGINT REFERENCES m_group (id),
  product_id BIGINT REFERENCES m_savings_product (id), field_officer_id BIGINT REFERENCES m_staff (id),
  status_enum SMALLINT NOT NULL DEFAULT 300, account_type_enum SMALLINT NOT NULL DEFAULT 1,
  deposit_type_enum SMALLINT NOT NULL DEFAULT 100, submittedon_date DATE NOT NULL, approvedon_date DATE,
  activatedon_date DATE, closedon_date DATE, currency_code VARCHAR(3) NOT NULL, currency_digits SMALLINT NOT NULL,
  nominal_annual_interest_rate DECIMAL(19, 6) NOT NULL, account_balance_derived DECIMAL(19, 6) NOT NULL DEFAULT 0,
  total_deposits_derived DECIMAL(19, 6), total_withdrawals_derived DECIMAL(19, 6),
  total_interest_posted_derived DECIMAL(19, 6), min_required_balance DECIMAL(19, 6)
);
CREATE TABLE m_savings_account_transaction (
  id INTEGER PRIMARY KEY, savings_account_id BIGINT NOT NULL REFERENCES m_savings_account (id),
  office_id BIGINT NOT NULL REFERENCES m_office (id), payment_detail_id BIGINT REFERENCES m_payment_detail (id),
  transaction_type_enum SMALLINT NOT NULL, is_reversed BOOLEAN NOT NULL DEFAULT 0, transaction_date DATE NOT NULL,
  amount DECIMAL(19, 6) NOT NULL, running_balance_derived DECIMAL(19, 6), cumulative_balance_derived DECIMAL(19, 6),
  created_date DATETIME NOT NULL, appuser_id BIGINT REFERENCES m_appuser (id)
);
CREATE TABLE m_portfolio_command_source (
  id INTEGER PRIMARY KEY, action_name VARCHAR(50) NOT NULL, entity_name VARCHAR(50) NOT NULL,
  office_id BIGINT REFERENCES m_office (id), group_id BIGINT REFERENCES m_group (id),
  client_id BIGINT REFERENCES m_client (id), loan_id BIGINT REFERENCES m_loan (id),
  savings_account_id BIGINT REFERENCES m_savings_account (id), api_get_url VARCHAR(100) NOT NULL,
  resource_id BIGINT, subresource_id BIGINT, command_as_json TEXT NOT NULL, maker_id BIGINT NOT NULL
  REFERENCES m_appuser (id), made_on_date DATETIME NOT NULL, checker_id BIGINT REFERENCES m_appuser (id),
  checked_on_date DATETIME, processing_result_enum SMALLINT NOT NULL
);
"""

# name, days open, loan officers (first, last, days since joining), branch manager
OFFICES = [
    ("Head Office", 3650, [], ("Joseph", "Onyango")),
    ("Kisumu Central", 3600, [("Grace", "Achieng", 2900), ("Peter", "Odhiambo", 2100), ("Faith", "Atieno", 1500)],
     ("Mary", "Awino")),
    ("Kondele", 2900, [("Kevin", "Omondi", 2400), ("Esther", "Akinyi", 1700), ("Samuel", "Ouma", 900)],
     ("Lilian", "Adhiambo")),
    ("Ahero", 2200, [("Dorothy", "Anyango", 2000), ("Victor", "Owino", 1200)], ("Tom", "Okoth")),
    ("Maseno", 1800, [("Beatrice", "Auma", 1700), ("Collins", "Otieno", 800)], ("Janet", "Apiyo")),
    ("Siaya", 1100, [("Moses", "Ochieng", 1000), ("Rose", "Adongo", 700)], ("George", "Oduor")),
    ("Bondo", 120, [("Irene", "Akoth", 118), ("Brian", "Otieno", 9)], ("Daniel", "Obura")),
]  # fmt: skip
LEFT = ("Samuel", "Ouma")  # left Kondele; his clients were reassigned
NEWCOMER = ("Brian", "Otieno")  # joined Bondo this month
STAR = ("Grace", "Achieng")  # the market traders' individual business loans
CLIENTS = {"Kisumu Central": 150, "Kondele": 140, "Ahero": 110, "Maseno": 100, "Siaya": 90, "Bondo": 30}
# center: groups (name, size)
CENTERS = {
    "Kisumu Central": {"Nyalenda Center": [("Tumaini Traders", 16), ("Jikaze Mama Mboga", 14), ("Boresha", 12)],
                       "Kibuye Market Center": [("Umoja Fish Sellers", 15), ("Amani Tailors", 11)]},
    "Kondele": {"Manyatta Center": [("Upendo Women Group", 27), ("Jitegemee", 15), ("Neema", 13)],
                "Kondele Stage Center": [("Boda Boda Pamoja", 14), ("Faraja", 12)]},
    "Ahero": {"Ahero Market Center": [("Ahero Rice Farmers", 18), ("Wanawake Bidii", 15)],
              "Awasi Center": [("Kilimo Bora", 14)]},
    "Maseno": {"Maseno Center": [("Mwangaza", 15), ("Tegemeo", 13)], "Luanda Center": [("Luanda Traders", 16)]},
    "Siaya": {"Siaya Town Center": [("Siaya Tujiinue", 17), ("Harambee Wamama", 14), ("Baraka", 10)]},
    "Bondo": {"Bondo Beach Center": [("Usenge Fishers", 12)]},
}  # fmt: skip
CLOSED_GROUP = "Faraja"
PENDING_GROUP = "Baraka"
# short name, name, annual rate %, method (0 declining, 1 flat), days between repayments, repayments, min, max,
# repayment_period_frequency_enum, repay_every, start (days ago), closed (days ago or None)
PRODUCTS = [
    ("BGL", "Biashara Group Loan", 18.0, 1, 7, 16, 10_000, 60_000, 1, 1, 2500, None),
    ("IBL", "Individual Business Loan", 24.0, 0, 28, 12, 80_000, 500_000, 1, 4, 2500, None),
    ("KAL", "Kilimo Agri Loan", 15.0, 1, 28, 6, 20_000, 100_000, 1, 4, 1500, None),
    ("SFL", "School Fees Loan", 18.0, 1, 28, 3, 15_000, 80_000, 1, 4, 1200, None),
    ("EML", "Emergency Loan", 36.0, 1, 14, 4, 3_000, 20_000, 1, 2, 900, None),
    ("SLL", "Solar Lamp Loan", 12.0, 1, 7, 10, 2_500, 8_000, 1, 1, 2400, 700),
]  # fmt: skip
PURPOSES = ["Retail shop stock", "Agricultural inputs", "School fees", "Fishing gear", "Livestock", "Tailoring",
            "Boda boda repairs", "Medical emergency", "Home improvement", "Solar lighting"]  # fmt: skip
PRODUCT_PURPOSE = {"BGL": ["Retail shop stock", "Retail shop stock", "Fishing gear", "Tailoring", "Boda boda repairs",
                           "Livestock"],
                   "IBL": ["Retail shop stock", "Retail shop stock", "Home improvement", "Livestock"],
                   "KAL": ["Agricultural inputs"], "SFL": ["School fees"], "EML": ["Medical emergency"],
                   "SLL": ["Solar lighting"]}  # fmt: skip
PAYMENT_TYPES = [("Cash", 1, 0.22), ("M-Pesa", 0, 0.68), ("Bank Transfer", 0, 0.08), ("Cheque", 0, 0.02)]
FIRST_F = (
    "Akinyi Atieno Awino Achieng Adhiambo Anyango Auma Apiyo Akoth Adongo Nafula Wanjiku Njeri Mercy Grace "
    "Faith Esther Caroline Lucy Winnie Beatrice Pamela Jacinta Rose Millicent Susan Joyce Ruth"
).split()
FIRST_M = (
    "Otieno Odhiambo Ochieng Omondi Onyango Owino Okoth Ouma Oduor Obura Kevin Brian Dennis Felix Victor "
    "Collins Erick Geoffrey Moses Tom Charles Vincent"
).split()
LAST = (
    "Odhiambo Otieno Ochieng Omondi Onyango Owino Okoth Ouma Oduor Obura Ogola Opiyo Okello Oloo Nyongesa Wafula "
    "Were Ogutu Amolo Aloo Ojwang Ongere Achola Agola Oyugi Adera Okumu Juma Mboya Okeyo"
).split()


@dataclass
class Client:
    id: int
    office: str
    officer: int | None
    status: int
    activated: int | None
    female: bool
    group: int | None = None
    behaviour: str = "good"
    loans: list[int] = field(default_factory=list)


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def day(d: int) -> str:
        return clock.day_text(d)

    def stamp(d: int) -> str:
        return clock.fmt(clock.clear_of_now(rng, d, 450, 1020))

    # codes and their values
    codes = {"Customer Identifier": ["National ID", "Passport", "Alien ID"], "LoanCollateral": ["Household items",
             "Motorcycle", "Land title", "Livestock"], "LoanPurpose": PURPOSES, "Gender": ["Female", "Male"],
             "YesNo": ["Yes", "No"], "GuarantorRelationship": ["Spouse", "Parent", "Sibling", "Business associate"],
             "ClientClosureReason": ["Relocated", "Deceased", "Joined another MFI", "Poor repayment"],
             "GroupClosureReason": ["Group dissolved", "Merged with another group"],
             "ClientType": ["Individual", "Group member"],
             "ClientClassification": ["Trader", "Farmer", "Fisher", "Artisan", "Salaried"]}  # fmt: skip
    cv: dict[tuple[str, str], int] = {}
    for c, (code, values) in enumerate(codes.items(), 1):
        db.execute("INSERT INTO m_code VALUES (?, ?, ?)", (c, code, int(code in ("Gender", "LoanPurpose", "YesNo"))))
        for position, value in enumerate(values):
            cv[(code, value)] = len(cv) + 1
            db.execute("INSERT INTO m_code_value VALUES (?, ?, ?, NULL, ?, NULL, 1, 0)",
                       (cv[(code, value)], c, value, position))  # fmt: skip
    db.executemany("INSERT INTO m_group_level VALUES (?, ?, ?, ?, ?, ?)",
                   [(1, None, 1, "Center", 1, 0), (2, 1, 0, "Group", 0, 1)])  # fmt: skip
    for k, (name, cash, _) in enumerate(PAYMENT_TYPES, 1):
        db.execute("INSERT INTO m_payment_type VALUES (?, ?, ?, ?, ?)", (k, name, name, cash, k))
    payment_type = {name: k for k, (name, _, _) in enumerate(PAYMENT_TYPES, 1)}

    # offices, staff, app users
    office: dict[str, int] = {}
    opened: dict[str, int] = {}
    officers: dict[str, list[int]] = {}
    staff_name: dict[int, tuple[str, str]] = {}
    managers: dict[str, int] = {}
    staff_id = 0
    users: list[tuple[object, ...]] = []
    user_of_staff: dict[int, int] = {}

    def app_user(office_id: int, staff: int | None, username: str, first: str, last: str, deleted: int = 0) -> int:
        ident = len(users) + 1
        users.append(
            (
                ident,
                deleted,
                office_id,
                staff,
                username,
                first,
                last,
                "{bcrypt}$2a$10$x",
                f"{username}@mwangaza.example",
                0,
                1,
                1,
                1,
                int(not deleted),
                day(-rng.randint(5, 80)),
                0,
                0,
            )
        )
        if staff is not None:
            user_of_staff[staff] = ident
        return ident

    app_user(1, None, "mifos", "App", "Administrator")
    for k, (name, days_open, loan_officers, manager) in enumerate(OFFICES, 1):
        office[name] = k
        opened[name] = -days_open
        db.execute(
            "INSERT INTO m_office VALUES (?, ?, ?, ?, ?, ?)",
            (k, None if k == 1 else 1, "." if k == 1 else f".{k}.", f"MW{k:03d}", name, day(-days_open)),
        )
        staff_id += 1
        managers[name] = staff_id
        first, last = manager
        db.execute(
            "INSERT INTO m_staff VALUES (?, 0, ?, ?, ?, ?, ?, NULL, 100, NULL, 1, ?, ?)",
            (
                staff_id,
                k,
                first,
                last,
                f"{last}, {first}",
                f"07{rng.randint(10000000, 99999999)}",
                day(-min(days_open, rng.randint(400, 3000))),
                f"{first[0].lower()}{last.lower()}@mwangaza.example",
            ),
        )
        app_user(k, staff_id, f"{first[0].lower()}{last.lower()}", first, last)
        officers[name] = []
        for first, last, joined in loan_officers:
            staff_id += 1
            active = int((first, last) != LEFT)
            db.execute(
                "INSERT INTO m_staff VALUES (?, 1, ?, ?, ?, ?, ?, NULL, 200, ?, ?, ?, ?)",
                (
                    staff_id,
                    k,
                    first,
                    last,
                    f"{last}, {first}",
                    f"07{rng.randint(10000000, 99999999)}",
                    managers[name],
                    active,
                    day(-joined),
                    f"{first[0].lower()}{last.lower()}@mwangaza.example",
                ),
            )
            staff_name[staff_id] = (first, last)
            officers[name].append(staff_id)
            app_user(k, staff_id, f"{first[0].lower()}{last.lower()}", first, last, deleted=int(not active))
        if k > 1:
            app_user(k, None, f"teller.{name.split()[0].lower()}", "Teller", name)
    db.executemany("INSERT INTO m_appuser VALUES (" + ", ".join("?" * 17) + ")", users)
    creditmanager = app_user(1, None, "credit.manager", "Credit", "Manager")
    db.execute("INSERT INTO m_appuser VALUES (" + ", ".join("?" * 17) + ")", users[-1])
    officer_by_name = {name: sid for sid, name in staff_name.items()}

    def tellers(name: str) -> int:
        return next(int(str(u[0])) for u in users if u[4] == f"teller.{name.split()[0].lower()}")

    # centers and groups
    group_rows: list[tuple[object, ...]] = []
    group_members: dict[int, int] = {}  # group id: wanted size
    group_office: dict[int, str] = {}
    group_name: dict[int, str] = {}
    for branch, centers in CENTERS.items():
        for center, groups in centers.items():
            cid = len(group_rows) + 1
            officer = officers[branch][len(group_rows) % len(officers[branch])]
            if staff_name[officer] in (LEFT, NEWCOMER):
                officer = officers[branch][0]
            formed = max(opened[branch] + 10, -rng.randint(300, 1500))
            group_rows.append((cid, None, 300, day(formed), office[branch], officer, None, 1, center, f".{cid}.", None,
                               None, day(formed - 7), f"{cid:09d}"))  # fmt: skip
            for gname, size in groups:
                gid = len(group_rows) + 1
                status = 600 if gname == CLOSED_GROUP else 100 if gname == PENDING_GROUP else 300
                formed_g = -rng.randint(5, 40) if status == 100 else max(formed + 5, -rng.randint(200, 1400))
                group_rows.append((gid, None, status, None if status == 100 else day(formed_g), office[branch],
                                   officer, cid, 2, gname, f".{cid}.{gid}.",
                                   cv[("GroupClosureReason", "Group dissolved")] if status == 600 else None,
                                   day(-rng.randint(30, 90)) if status == 600 else None, day(formed_g - 7),
                                   f"{gid:09d}"))  # fmt: skip
                group_members[gid] = size
                group_office[gid] = branch
                group_name[gid] = gname
    db.executemany("INSERT INTO m_group VALUES (" + ", ".join("?" * 14) + ")", group_rows)

    # clients
    clients: list[Client] = []
    client_rows: list[tuple[object, ...]] = []
    memberships: list[tuple[int, int]] = []
    for branch, count in CLIENTS.items():
        branch_groups = [g for g, b in group_office.items() if b == branch]
        seats = [g for g in branch_groups for _ in range(group_members[g])]
        rng.shuffle(seats)
        live_officers = [o for o in officers[branch] if staff_name[o] not in (LEFT, NEWCOMER)]
        for n in range(count):
            cid = len(clients) + 1
            group = seats[n] if n < len(seats) else None
            roll = rng.random()
            status = (
                300 if roll < 0.88 else 600 if roll < 0.93 else 100 if roll < 0.97 else 700 if roll < 0.985 else 800
            )
            if group is not None and group_name[group] == CLOSED_GROUP:
                status = 600
            if group is not None and group_name[group] == PENDING_GROUP:
                status = 100
            earliest = opened[branch] + 3
            activated = None if status in (100, 700, 800) else rng.randint(max(earliest, -1800), -2)
            if activated is not None and rng.random() < 0.07:
                activated = -rng.randint(1, 29)  # newly joined
            if activated is not None and status == 600:
                activated = min(activated, -150)
            submitted = (activated - rng.randint(1, 10)) if activated is not None else -rng.randint(1, 60)
            female = rng.random() < (0.72 if group is None else 0.84)
            if group is not None and group_name[group] in (
                "Upendo Women Group",
                "Jikaze Mama Mboga",
                "Wanawake Bidii",
                "Harambee Wamama",
            ):
                female = True
            if group is not None and group_name[group] in ("Boda Boda Pamoja", "Usenge Fishers"):
                female = rng.random() < 0.2
            officer = rng.choice(live_officers)
            if branch == "Kisumu Central" and group is None and rng.random() < 0.6:
                officer = officer_by_name[STAR]
            client = Client(cid, branch, officer, status, activated, female, group)
            client.behaviour = rng.choices(["good", "late", "default"], weights=[75, 15, 10])[0]
            clients.append(client)
            first = rng.choice(FIRST_F if female else FIRST_M)
            last = rng.choice(LAST)
            closed = None
            if status == 600:
                closed = rng.randint(max(activated + 60, -700), -1) if activated is not None else None
            reason = rng.choice(codes["ClientClosureReason"]) if status == 600 else None
            client_rows.append((cid, f"{cid:09d}", f"NID{rng.randint(10_000_000, 39_999_999)}", status, None,
                                day(activated) if activated is not None else None,
                                day(activated) if activated is not None else None, office[branch], officer, first,
                                None, last, None, f"{first} {last}", f"07{rng.randint(10_000_000, 99_999_999)}",
                                cv[("Gender", "Female" if female else "Male")],
                                day(-rng.randint(19 * 365, 62 * 365)), cv[("ClientClosureReason", reason)] if reason
                                else None, day(closed) if closed is not None else None, day(submitted), 1,
                                cv[("ClientType", "Group member" if group else "Individual")],
                                cv[("ClientClassification", rng.choice(codes["ClientClassification"]))]))  # fmt: skip
            if group is not None:
                memberships.append((group, cid))
    db.executemany("INSERT INTO m_client VALUES (" + ", ".join("?" * 23) + ")", client_rows)
    db.executemany("INSERT INTO m_group_client VALUES (?, ?)", memberships)

    # loan products
    for k, (short, name, rate, method, _, repayments, low, high, freq, every, launched, closed_days) in enumerate(
        PRODUCTS, 1
    ):
        per_period = round(rate / 12, 6)
        db.execute(
            "INSERT INTO m_product_loan VALUES (?, ?, 'KES', 2, ?, ?, ?, ?, ?, ?, 2, ?, ?, 1, ?, ?, ?, ?, 2,"
            " 'mifos-standard-strategy', ?, ?, 1, 365)",
            (k, short, (low + high) // 2, low, high, name, f"{name} for Nyanza's small businesses and households",
             per_period, rate, method, every, freq, repayments, int(method == 0), day(-launched),
             day(-closed_days) if closed_days else None),
        )  # fmt: skip
    product_id = {p[0]: k for k, p in enumerate(PRODUCTS, 1)}

    # loans: cycles per client, schedules, repayments, arrears, write-offs
    loans: list[tuple[object, ...]] = []
    schedule_rows: list[tuple[object, ...]] = []
    transactions: list[tuple[object, ...]] = []
    details: list[tuple[object, ...]] = []
    arrears: list[tuple[object, ...]] = []
    commands: list[tuple[object, ...]] = []

    def payment(kind: str | None = None) -> int:
        if kind is None:
            kind = rng.choices([p for p, _, _ in PAYMENT_TYPES], weights=[w for _, _, w in PAYMENT_TYPES])[0]
        receipt = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10))
        details.append((len(details) + 1, payment_type[kind], None, f"{rng.randint(100000, 999999)}" if kind ==
                        "Cheque" else None, receipt if kind != "Cash" else f"RCT{len(details) + 1:07d}",
                        "KCB" if kind in ("Bank Transfer", "Cheque") else None, None))  # fmt: skip
        return len(details)

    def command(action: str, entity: str, d: int, maker: int, *, client: Client | None = None,
                loan: int | None = None, result: int = 1, checker: int | None = None, body: object = None,
                group: int | None = None, savings: int | None = None) -> None:  # fmt: skip
        resource = loan or savings or group or (client.id if client else None)
        url = {"LOAN": f"/loans/{loan}", "CLIENT": f"/clients/{resource}",
               "SAVINGSACCOUNT": f"/savingsaccounts/{savings}", "GROUP": f"/groups/{group}"}[entity]  # fmt: skip
        made = stamp(d)
        commands.append((len(commands) + 1, action, entity, office[client.office] if client else None, group,
                         client.id if client else None, loan, savings, url, resource, None,
                         json.dumps(body or {"locale": "en", "dateFormat": "dd MMMM yyyy"}), maker, made,
                         checker if result in (1, 3) and checker else None, made if checker and result != 2 else None,
                         result))  # fmt: skip

    def add_loan(client: Client, start: int, cycle: int, applying: bool = False) -> int | None:
        """One loan application and its life from ``start``; the day the client may apply again (None: never)."""
        branch = client.office
        if client.group is not None and rng.random() < 0.85:
            short = "BGL" if start > -680 or rng.random() < 0.7 else "SLL"
        elif client.officer == officer_by_name[STAR] or rng.random() < 0.45:
            short = "IBL"
        else:
            short = rng.choices(["KAL", "SFL", "EML", "IBL"], weights=[3, 3, 2, 2])[0]
        if short == "SLL" and start > -700:
            short = "BGL"
        _, _, rate, method, period, n, low, high, freq, every, _, _ = PRODUCTS[[p[0] for p in PRODUCTS].index(short)]
        grow = min(1.0, 0.35 + 0.2 * cycle)
        principal = round(rng.uniform(low, low + (high - low) * grow) / 500) * 500
        if short == "IBL" and client.officer == officer_by_name[STAR]:
            principal = round(rng.uniform(200_000, high) / 1000) * 1000
        loan_id = len(loans) + 1
        officer = client.officer
        if branch == "Kondele" and start < -300 and rng.random() < 0.3:
            officer = officer_by_name[LEFT]  # his loans from before he left
        maker = user_of_staff.get(officer or 0, 1)
        manager_user = user_of_staff[managers[branch]]
        submitted = start
        approved = submitted + rng.randint(1, 4)
        disbursed = approved + rng.randint(0, 3)
        status = 300
        outcome = rng.random()
        if outcome < 0.04 and disbursed < -5:
            status = 500  # rejected
        elif outcome < 0.06 and disbursed < -5:
            status = 400  # withdrawn by the client
        if disbursed >= 0 or applying:  # the latest application, not yet disbursed
            status, roll = 100, rng.random()
            if roll < 0.3:
                status, approved, disbursed = 200, -rng.randint(1, 3), rng.randint(0, 3)  # approved, to disburse
                submitted = approved - rng.randint(1, 4)
            elif roll < 0.5:
                submitted = -rng.randint(15, 40)  # forgotten in the queue
                approved, disbursed = 0, 1
            else:
                submitted, approved, disbursed = min(submitted, -1), 0, 1
        purpose = cv[("LoanPurpose", rng.choice(PRODUCT_PURPOSE[short]))]
        group_id = client.group if short in ("BGL", "SLL") else None
        loan_type = 3 if group_id else 1
        first_due = disbursed + period
        dues = [first_due + period * k for k in range(n)]
        # the schedule: flat or declining balance with equal installments
        per_period_rate = rate / 100 * period / 365
        principals: list[float] = []
        interests: list[float] = []
        if method == 1:
            total_interest = round(principal * per_period_rate * n, 2)
            for k in range(n):
                principals.append(round(principal / n, 2) if k < n - 1 else round(principal - sum(principals), 2))
                interests.append(
                    round(total_interest / n, 2) if k < n - 1 else round(total_interest - sum(interests), 2)
                )
        else:
            emi = principal * per_period_rate / (1 - (1 + per_period_rate) ** -n)
            balance = float(principal)
            for k in range(n):
                interest = round(balance * per_period_rate, 2)
                part = round(emi - interest, 2) if k < n - 1 else round(balance, 2)
                principals.append(part)
                interests.append(interest)
                balance = round(balance - part, 2)
        paid_principal = [0.0] * n
        paid_interest = [0.0] * n
        met: list[int | None] = [None] * n
        disbursed_ok = status == 300
        closed_day: int | None = None
        written_off: int | None = None
        recovered = 0.0
        if disbursed_ok:
            behaviour = client.behaviour if cycle > 0 or client.behaviour != "default" or rng.random() < 0.5 else "good"
            stop = rng.randint(1, max(1, n - 2)) if behaviour == "default" else n
            for k, due in enumerate(dues):
                if k >= stop:
                    break
                if behaviour == "late" and rng.random() < 0.6:
                    paid = due + rng.randint(2, 20)
                else:
                    paid = due - rng.choice([0, 0, 0, 0, 1, 2])
                if paid > 0:
                    break
                paid_principal[k], paid_interest[k], met[k] = principals[k], interests[k], paid
            if all(m is not None for m in met):
                closed_day = max(m for m in met if m is not None)
                status = 600
            unpaid = [k for k in range(n) if met[k] is None and dues[k] <= -1]
            if status == 300 and unpaid and dues[unpaid[0]] < -180:
                written_off = dues[unpaid[0]] + 180 + rng.randint(0, 25)
                if written_off <= -1:
                    status = 601
                else:
                    written_off = None
        total_interest_charged = round(sum(interests), 2)
        repaid_p = round(sum(paid_principal), 2)
        repaid_i = round(sum(paid_interest), 2)
        writtenoff_p = round(principal - repaid_p, 2) if status == 601 else 0.0
        writtenoff_i = round(total_interest_charged - repaid_i, 2) if status == 601 else 0.0
        outstanding_p = round(principal - repaid_p - writtenoff_p, 2) if status in (300, 601) else 0.0
        outstanding_i = round(total_interest_charged - repaid_i - writtenoff_i, 2) if status in (300, 601) else 0.0
        disb = status in (300, 600, 601)
        if status == 300 and officer == officer_by_name[LEFT]:
            officer = officers[branch][0]  # handed over when he left
        ended = closed_day if status == 600 else written_off if status == 601 else None
        rejected = status == 500
        withdrawn = status == 400
        row = (
            loan_id, f"{loan_id:09d}", None, client.id, group_id, product_id[short], None, officer, purpose, status,
            loan_type, "KES", 2, principal, principal, principal,
            round(rate / 12, 6), 2, rate, method, n * every, freq, every, freq, n, int(method == 0),
            day(submitted), maker, day(approved) if status not in (100, 500, 400) else None,
            manager_user if status not in (100, 500, 400) else None, day(disbursed),
            day(disbursed) if disb else None, user_of_staff.get(officer or 0, 1) if disb else None, day(dues[-1]),
            day(ended) if ended is not None else None, day(ended) if ended is not None else None,
            manager_user if ended is not None else None, day(approved) if rejected else None,
            manager_user if rejected else None, day(approved) if withdrawn else None, maker if withdrawn else None,
            day(written_off) if status == 601 and written_off is not None else None,
            0, principal if disb else 0, repaid_p, writtenoff_p, outstanding_p, total_interest_charged if disb else 0,
            repaid_i, 0, writtenoff_i, outstanding_i, 0, 0, round(principal + total_interest_charged, 2) if disb else 0,
            round(repaid_p + repaid_i, 2), total_interest_charged if disb else 0, repaid_i, 0,
            round(writtenoff_p + writtenoff_i, 2), round(outstanding_p + outstanding_i, 2), 0,
            "mifos-standard-strategy", int(status == 300 and any(met[k] is None and dues[k] < -90 for k in range(n))),
            1,
        )  # fmt: skip
        loans.append(row)
        client.loans.append(loan_id)
        command("CREATE", "LOAN", submitted, maker, client=client, loan=loan_id, body={"principal": principal,
                "productId": product_id[short]})  # fmt: skip
        if status not in (100, 500, 400):
            command("APPROVE", "LOAN", approved, maker, client=client, loan=loan_id, checker=manager_user)
        if rejected:
            command("REJECT", "LOAN", approved, manager_user, client=client, loan=loan_id)
        if withdrawn:
            command("WITHDRAW", "LOAN", approved, maker, client=client, loan=loan_id)
        if status in (100, 200) or disb:
            created = stamp(submitted)
            for k in range(n):
                completed = int(met[k] is not None)
                late = paid_principal[k] + paid_interest[k] if met[k] is not None and met[k] > dues[k] else 0  # type: ignore[operator]
                early = paid_principal[k] + paid_interest[k] if met[k] is not None and met[k] < dues[k] else 0  # type: ignore[operator]
                schedule_rows.append((len(schedule_rows) + 1, loan_id, day(dues[k] - period), day(dues[k]), k + 1,
                                      principals[k], paid_principal[k] or None,
                                      round(principals[k] - paid_principal[k], 2) if status == 601 and not completed
                                      else None, interests[k], paid_interest[k] or None,
                                      round(interests[k] - paid_interest[k], 2) if status == 601 and not completed
                                      else None, None, None, completed,
                                      day(met[k]) if met[k] is not None else None,  # type: ignore[arg-type]
                                      round(early, 2) or None, round(late, 2) or None, created, maker))  # fmt: skip
        if not disb:
            return None if status == 100 or status == 200 else (approved + rng.randint(20, 90))
        # transactions: the disbursement, the repayments (a few entered wrongly and reversed), the write-off
        command("DISBURSE", "LOAN", disbursed, user_of_staff.get(officer or 0, 1), client=client, loan=loan_id)
        branch_id = office[branch]
        transactions.append((loan_id, branch_id, payment(rng.choice(["M-Pesa", "M-Pesa", "Cheque", "Bank Transfer"])),
                             0, None, 1, day(disbursed), principal, principal, None, None, None, None, principal,
                             day(disbursed), stamp(disbursed), user_of_staff.get(officer or 0, 1)))  # fmt: skip
        balance = float(principal)
        teller = tellers(branch)
        for k in range(n):
            if met[k] is None:
                continue
            when = met[k]
            assert when is not None
            amount = round(paid_principal[k] + paid_interest[k], 2)
            if rng.random() < 0.02:  # keyed in wrongly, then reversed and entered again
                wrong = round(amount * 10, 2)
                transactions.append((loan_id, branch_id, payment(), 1, None, 2, day(when), wrong, paid_principal[k],
                                     paid_interest[k], 0, 0, 0, round(balance - paid_principal[k], 2), day(when),
                                     stamp(when), teller))  # fmt: skip
            balance = round(balance - paid_principal[k], 2)
            transactions.append((loan_id, branch_id, payment(), 0, None, 2, day(when), amount, paid_principal[k],
                                 paid_interest[k], 0, 0, 0, balance, day(when), stamp(when), teller))  # fmt: skip
        if status == 601 and written_off is not None:
            transactions.append((loan_id, branch_id, None, 0, None, 6, day(written_off),
                                 round(writtenoff_p + writtenoff_i, 2), writtenoff_p, writtenoff_i, 0, 0, 0, 0,
                                 day(written_off), stamp(written_off), user_of_staff[managers[branch]]))  # fmt: skip
            command("WRITEOFF", "LOAN", written_off, user_of_staff[managers[branch]], client=client, loan=loan_id,
                    checker=creditmanager)  # fmt: skip
            if rng.random() < 0.3 and written_off < -10:
                recovered = round(writtenoff_p * rng.uniform(0.1, 0.4), -2)
                recovered_day = rng.randint(written_off + 1, -1)
                transactions.append((loan_id, branch_id, payment("M-Pesa"), 0, None, 8, day(recovered_day), recovered,
                                     0, 0, 0, 0, 0, 0, day(recovered_day), stamp(recovered_day), teller))  # fmt: skip
            return None
        if status == 300:
            overdue = [k for k in range(n) if met[k] is None and dues[k] <= -1]
            if overdue:
                p = round(sum(principals[k] for k in overdue), 2)
                i = round(sum(interests[k] for k in overdue), 2)
                arrears.append((loan_id, p, i, 0, 0, round(p + i, 2), day(dues[overdue[0]])))
            return None
        assert closed_day is not None
        return None if client.behaviour == "default" else closed_day + rng.randint(3, 45)

    for client in clients:
        if client.status != 300:
            continue  # closed clients' history is not kept
        assert client.activated is not None
        if rng.random() < 0.14 and client.group is None:
            continue  # savers only
        start: int | None = max(client.activated + rng.randint(7, 60), -540 + rng.randint(0, 60))
        cycle = 0
        while start is not None and start < 0:
            start = add_loan(client, start, cycle)
            cycle += 1
        if start is not None and rng.random() < 0.12:
            add_loan(client, -rng.randint(1, 12), cycle, applying=True)  # a new application
    # the largest application waiting for approval is above the branch's limit: it waits for a checker
    waiting = max((row for row in loans if row[9] == 100), key=lambda row: float(str(row[14])))
    client = clients[int(str(waiting[3])) - 1]
    command("APPROVE", "LOAN", -rng.randint(1, 6), user_of_staff.get(client.officer or 0, 1), client=client,
            loan=int(str(waiting[0])), result=2)  # fmt: skip
    # write-offs the credit manager has not yet checked, and two the checker refused
    long_overdue = sorted((str(a[6]), int(str(a[0]))) for a in arrears)
    for _, loan_id in long_overdue[:3]:
        client = clients[int(str(loans[loan_id - 1][3])) - 1]
        command("WRITEOFF", "LOAN", -rng.randint(1, 5), user_of_staff[managers[client.office]], client=client,
                loan=loan_id, result=2)  # fmt: skip
    for _, loan_id in long_overdue[3:5]:
        client = clients[int(str(loans[loan_id - 1][3])) - 1]
        command("WRITEOFF", "LOAN", -rng.randint(10, 40), user_of_staff[managers[client.office]], client=client,
                loan=loan_id, result=3, checker=creditmanager)  # fmt: skip

    # savings: clients' voluntary savings and groups' compulsory savings; interest posted at each month's end
    db.executemany(
        "INSERT INTO m_savings_product VALUES (?, ?, ?, ?, 100, 'KES', 2, ?, 4, 4, 1, 365, ?, 2, 0)",
        [(1, "Voluntary Savings", "VS", "Save what you can, withdraw any time", 3.0, 500),
         (2, "Group Compulsory Savings", "GCS", "The group's weekly contributions, security for its loans", 2.0, 0),
         (3, "Akiba Target Savings", "ATS", "Saving towards school fees or a goal", 5.0, 1000)],
    )  # fmt: skip
    savings_rows: list[tuple[object, ...]] = []
    savings_txns: list[tuple[object, ...]] = []
    month_ends = []
    for back in range(0, 700):
        d = clock.midnight.date() - datetime.timedelta(days=back)
        if (d + datetime.timedelta(days=1)).day == 1 and back >= 1:
            month_ends.append(-back)

    def savings_account(owner: Client | None, group: int | None, product: int, opened_day: int, status: int,
                        officer: int | None, branch: str, weekly: float) -> None:  # fmt: skip
        sid = len(savings_rows) + 1
        rate = {1: 3.0, 2: 2.0, 3: 5.0}[product]
        balance = deposits = withdrawals = interest = 0.0
        closed_day = rng.randint(opened_day + 60, -5) if status == 600 and opened_day < -70 else None
        last = closed_day if closed_day is not None else 0
        events: list[tuple[int, int, float]] = []
        d = opened_day
        while d <= last:
            events.append((d, 1, round(weekly * rng.uniform(0.5, 1.6) / 50) * 50))
            if product == 1 and rng.random() < 0.12:
                events.append((d + 1, 2, -1.0))
            d += rng.choice([7, 7, 14, 21, 28]) if product != 2 else 7
        events += [(m, 3, 0.0) for m in month_ends if opened_day < m <= last]
        events.sort(key=lambda e: (e[0], e[1]))
        teller = tellers(branch)
        for d, kind, amount in events:
            if d > last:
                continue
            if kind == 3:  # the month-end job: no draw, whatever the balance (builds days apart draw alike)
                amount = round(balance * rate / 100 / 12, 2)
                if amount > 0:
                    interest += amount
                    balance = round(balance + amount, 2)
                    savings_txns.append((sid, office[branch], None, 3, 0, day(d), amount, balance, balance,
                                         clock.fmt(clock.at(d, 1435)), 1))  # fmt: skip
                continue
            share, paid_by, entered = rng.uniform(0.2, 0.6), payment(), stamp(d)
            if kind == 2:
                amount = round(balance * share / 50) * 50
                if amount <= 0:
                    continue
                withdrawals += amount
            else:
                deposits += amount
            balance = round(balance + (amount if kind != 2 else -amount), 2)
            savings_txns.append((sid, office[branch], paid_by, kind, 0, day(d), amount, balance, balance, entered,
                                 teller))  # fmt: skip
        if closed_day is not None:
            paid_by, entered = payment("Cash"), stamp(closed_day)
            if balance > 0:
                savings_txns.append((sid, office[branch], paid_by, 2, 0, day(closed_day), balance, 0.0, 0.0, entered,
                                     teller))  # fmt: skip
                withdrawals += balance
                balance = 0.0
        savings_rows.append((sid, f"{sid:09d}", None, owner.id if owner else None, group, product, officer, status,
                             1 if owner else 2, 100, day(opened_day - rng.randint(0, 3)), day(opened_day),
                             day(opened_day), day(closed_day) if closed_day is not None else None, "KES", 2, rate,
                             balance, round(deposits, 2), round(withdrawals, 2), round(interest, 2),
                             500 if product == 1 else 0))  # fmt: skip
        command("ACTIVATE", "SAVINGSACCOUNT", opened_day, teller, client=owner, savings=sid, group=group)

    for client in clients:
        if client.status not in (300, 600) or client.activated is None:
            continue
        if rng.random() < 0.7:
            status = 600 if client.status == 600 or rng.random() < 0.04 else 300
            weekly = rng.choice([100, 200, 300, 500, 1000]) * (3 if client.officer == officer_by_name[STAR] else 1)
            savings_account(client, None, 1 if rng.random() < 0.85 else 3, max(client.activated, -540), status,
                            client.officer, client.office, weekly)  # fmt: skip
    for gid, branch in group_office.items():
        row = group_rows[gid - 1]
        if row[2] == 100:
            continue
        activated = max(int((datetime.date.fromisoformat(str(row[3])) - clock.midnight.date()).days), -540)
        savings_account(None, gid, 2, activated, 600 if row[2] == 600 else 300, int(str(row[5])), branch,
                        group_members[gid] * 100)  # fmt: skip
    db.executemany("INSERT INTO m_payment_detail VALUES (?, ?, ?, ?, ?, ?, ?)", details)
    db.executemany("INSERT INTO m_loan VALUES (" + ", ".join("?" * len(loans[0])) + ")", loans)
    db.executemany("INSERT INTO m_loan_repayment_schedule VALUES (" + ", ".join("?" * 19) + ")", schedule_rows)
    transactions.sort(key=lambda t: (str(t[6]), str(t[15])))
    db.executemany(
        "INSERT INTO m_loan_transaction VALUES (" + ", ".join("?" * 18) + ")",
        [(k, *t) for k, t in enumerate(transactions, 1)],
    )
    db.executemany("INSERT INTO m_loan_arrears_aging VALUES (?, ?, ?, ?, ?, ?, ?)", arrears)
    db.executemany("INSERT INTO m_savings_account VALUES (" + ", ".join("?" * 22) + ")", savings_rows)
    db.executemany(
        "INSERT INTO m_savings_account_transaction VALUES (" + ", ".join("?" * 12) + ")",
        [(k, *t) for k, t in enumerate(savings_txns, 1)],
    )

    # client commands
    for client in clients:
        maker = user_of_staff.get(client.officer or 0, 1)
        filed = (datetime.date.fromisoformat(str(client_rows[client.id - 1][19])) - clock.midnight.date()).days
        command("CREATE", "CLIENT", filed, maker, client=client)
        if client.activated is not None:
            command("ACTIVATE", "CLIENT", client.activated, maker, client=client,
                    checker=user_of_staff[managers[client.office]])  # fmt: skip
        if client.status == 700:
            command("REJECT", "CLIENT", filed + rng.randint(1, 5), user_of_staff[managers[client.office]],
                    client=client)  # fmt: skip
    commands.sort(key=lambda c: str(c[13]))
    db.executemany(
        "INSERT INTO m_portfolio_command_source VALUES (" + ", ".join("?" * 17) + ")",
        [(k, *c[1:]) for k, c in enumerate(commands, 1)],
    )
    close_checked(db, "lending")
