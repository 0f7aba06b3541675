"""A Cape Town (South Africa) law firm's e-signature service (Abrahams Fortuin Inc.) as a DocuSeal database.

DocuSeal (the open-source document-signing platform, Ruby on Rails) keeps its accounts, templates, submissions and
signers in Rails tables, here in SQLite with its conventions:

* **Rails tables and columns**: ``id`` keys, ``<thing>_id`` references, ``created_at``/``updated_at`` as UTC text
  with microseconds (``2025-03-04 09:12:44.123456``), **``archived_at`` the soft delete of accounts, users, template
  folders, templates and submissions (archived rows stay)**; the account's ``timezone`` is a Rails zone name
  (``Africa/Johannesburg``), its times still stored in UTC;
* ``users`` (Devise's columns: ``sign_in_count``, ``last_sign_in_at``, ``failed_attempts``, ``locked_at``;
  **``role`` the text ``admin``, ``editor`` or ``viewer``**; ``otp_required_for_login`` for two-factor sign-in);
  ``access_tokens`` (an API token per user, encrypted, with its ``sha256``); ``account_configs`` (key and JSON
  ``value``) and ``encrypted_configs`` (the SMTP, storage and signing-certificate settings, encrypted);
* ``template_folders`` (``Default`` the account's first folder) and **``templates`` with ``slug``, ``source``
  (``native``, ``api``), and three JSON text columns: ``schema`` (the attached documents), ``fields`` (every field,
  its ``type`` ``signature``, ``initials``, ``date``, ``text``, ``image``... and ``submitter_uuid``) and
  ``submitters`` (the template's signer roles: ``[{"name": "Client", "uuid": "..."}, ...]``)**;
  ``template_accesses`` (the users a restricted template is shared with);
* **``submissions`` a signature request made from a template, with a frozen copy of the template's JSON
  (``template_fields``, ``template_schema``, ``template_submitters``), ``source`` (``invite`` from the web UI,
  ``api``, ``bulk`` from a CSV upload, ``link`` from a template's shared link), ``submitters_order``
  (``preserved``: each signer invited when the previous one completes; ``random``: everyone at once),
  ``expire_at``**;
* **``submitters`` one signer of a submission: ``uuid`` the role's uuid in ``template_submitters`` (the role's name is
  only in that JSON), ``slug`` the signing link, ``sent_at``, ``opened_at``, ``completed_at`` and ``declined_at``
  (NULL until it happens), ``values`` the filled fields as JSON, ``ua`` and ``ip`` of the signing device**; a
  submission is complete when every signer has completed, declined when any has declined, expired when
  ``expire_at`` has passed first;
* **``submission_events`` the audit trail, ``event_type`` ``send_email``, ``send_reminder_email``, ``open_email``,
  ``view_form``, ``start_form``, ``complete_form``, ``decline_form``, ``api_complete_form``, with
  ``event_timestamp`` and a JSON ``data``**; ``completed_submitters`` (a row per completion, for billing and stats) and
  ``completed_documents`` (the signed PDF's ``sha256`` per signer);
* **Active Storage's polymorphic attachments: ``active_storage_attachments`` (``name`` ``documents``,
  ``audit_trail``, ``attachments``; ``record_type`` ``Template``, ``Submitter``, ``Submission``; ``record_id``)
  pointing at ``active_storage_blobs`` (``filename``, ``content_type``, ``byte_size``, ``service_name`` ``disk``)**;
* ``webhook_urls`` (``url`` and ``events`` a JSON array: ``form.viewed``, ``form.started``, ``form.completed``,
  ``form.declined``, ``submission.created``, ``submission.completed``, ``template.created``...); ``email_events``
  (the mail provider's ``send``, ``delivery``, ``bounce`` and ``complaint`` notices, polymorphic ``emailable`` the
  submitter).

Departures: no Pro-edition tables (SSO, SMS, branding), no webhook delivery log, templates shared across accounts,
or per-user configs; declared foreign keys except the polymorphic ones. The firm's records reach 200 days back.

Planted signals:

* the Engagement Letter is the most-sent template of the last 30 days; Thandiwe Nkosi (paralegal) sends the most
  requests; the practice-management integration sends FICA declarations and engagement letters through the API;
* the Settlement Agreement draws the most declines; the conveyancing Sale Agreement takes the longest to be signed by
  everyone; Antenuptial Contract Instructions and the Deed of Donation have never been sent; Megan Jacobs (candidate
  attorney, viewer) and Ruan Botha (new associate) have never sent a request;
* one client's Telkom address bounces again and again; an old Zapier webhook still listens to form views only.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
import uuid as uuidlib
from pathlib import Path
from typing import Any

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, timezone VARCHAR NOT NULL DEFAULT 'UTC',
  locale VARCHAR NOT NULL DEFAULT 'en-US', uuid VARCHAR NOT NULL UNIQUE, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL, archived_at DATETIME
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, first_name VARCHAR, last_name VARCHAR, email VARCHAR NOT NULL UNIQUE,
  role VARCHAR NOT NULL, encrypted_password VARCHAR NOT NULL, account_id INTEGER NOT NULL REFERENCES accounts (id),
  reset_password_token VARCHAR, reset_password_sent_at DATETIME, remember_created_at DATETIME,
  sign_in_count INTEGER NOT NULL DEFAULT 0, current_sign_in_at DATETIME, last_sign_in_at DATETIME,
  current_sign_in_ip VARCHAR, last_sign_in_ip VARCHAR, failed_attempts INTEGER NOT NULL DEFAULT 0,
  unlock_token VARCHAR, locked_at DATETIME, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  archived_at DATETIME, uuid VARCHAR NOT NULL UNIQUE, otp_secret VARCHAR, consumed_timestep INTEGER,
  otp_required_for_login BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE account_configs (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), key VARCHAR NOT NULL,
  value TEXT NOT NULL, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE encrypted_configs (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), key VARCHAR NOT NULL,
  value TEXT NOT NULL, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id), token TEXT NOT NULL,
  sha256 VARCHAR NOT NULL UNIQUE, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE template_folders (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, author_id INTEGER NOT NULL REFERENCES users (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id), parent_folder_id INTEGER REFERENCES template_folders (id),
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL, archived_at DATETIME
);
CREATE TABLE templates (
  id INTEGER PRIMARY KEY, slug VARCHAR NOT NULL UNIQUE, name VARCHAR NOT NULL, schema TEXT NOT NULL,
  fields TEXT NOT NULL, submitters TEXT NOT NULL, author_id INTEGER NOT NULL REFERENCES users (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id), folder_id INTEGER NOT NULL REFERENCES template_folders (id),
  source TEXT NOT NULL DEFAULT 'native', external_id VARCHAR, shared_link BOOLEAN NOT NULL DEFAULT 0,
  preferences TEXT NOT NULL DEFAULT '{}', created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL,
  archived_at DATETIME
);
CREATE TABLE template_accesses (
  id INTEGER PRIMARY KEY, template_id INTEGER NOT NULL REFERENCES templates (id),
  user_id INTEGER NOT NULL REFERENCES users (id), created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE submissions (
  id INTEGER PRIMARY KEY, template_id INTEGER NOT NULL REFERENCES templates (id),
  created_by_user_id INTEGER REFERENCES users (id), account_id INTEGER NOT NULL REFERENCES accounts (id),
  slug VARCHAR NOT NULL UNIQUE, name VARCHAR, source TEXT NOT NULL, submitters_order VARCHAR NOT NULL,
  send_email BOOLEAN NOT NULL DEFAULT 1, template_fields TEXT, template_schema TEXT, template_submitters TEXT,
  preferences TEXT NOT NULL DEFAULT '{}', expire_at DATETIME, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL, archived_at DATETIME
);
CREATE INDEX index_submissions_on_template_id ON submissions (template_id);
CREATE TABLE submitters (
  id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (id), uuid VARCHAR NOT NULL,
  email VARCHAR, name VARCHAR, phone VARCHAR, slug VARCHAR NOT NULL UNIQUE, "values" TEXT NOT NULL DEFAULT '{}',
  ua VARCHAR, ip VARCHAR, sent_at DATETIME, opened_at DATETIME, completed_at DATETIME, declined_at DATETIME,
  external_id VARCHAR, preferences TEXT NOT NULL DEFAULT '{}', metadata TEXT NOT NULL DEFAULT '{}',
  account_id INTEGER NOT NULL REFERENCES accounts (id), timezone VARCHAR, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
CREATE INDEX index_submitters_on_submission_id ON submitters (submission_id);
CREATE TABLE submission_events (
  id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions (id),
  submitter_id INTEGER REFERENCES submitters (id), account_id INTEGER NOT NULL REFERENCES accounts (id),
  data TEXT NOT NULL DEFAULT '{}', event_type VARCHAR NOT NULL, event_timestamp DATETIME NOT NULL,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE INDEX index_submission_events_on_submitter_id ON submission_events (submitter_id);
CREATE TABLE completed_submitters (
  id INTEGER PRIMARY KEY, submitter_id INTEGER NOT NULL REFERENCES submitters (id),
  submission_id INTEGER NOT NULL REFERENCES submissions (id), account_id INTEGER NOT NULL REFERENCES accounts (id),
  template_id INTEGER REFERENCES templates (id), source VARCHAR NOT NULL, sms_count INTEGER NOT NULL DEFAULT 0,
  completed_at DATETIME NOT NULL, created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE completed_documents (
  id INTEGER PRIMARY KEY, submitter_id INTEGER NOT NULL REFERENCES submitters (id), sha256 VARCHAR NOT NULL,
  created_at DATETIME NOT NULL, updated_at DATETIME NOT NULL
);
CREATE TABLE active_storage_blobs (
  id INTEGER PRIMARY KEY, key VARCHAR NOT NULL UNIQUE, filename VARCHAR NOT NULL, content_type VARCHAR,
  metadata TEXT, service_name VARCHAR NOT NULL, byte_size BIGINT NOT NULL, checksum VARCHAR,
  created_at DATETIME NOT NULL
);
CREATE TABLE active_storage_attachments (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, record_type VARCHAR NOT NULL, record_id BIGINT NOT NULL,
  blob_id INTEGER NOT NULL REFERENCES active_storage_blobs (id), uuid VARCHAR, created_at DATETIME NOT NULL
);
CREATE INDEX index_active_storage_attachments_on_record ON active_storage_attachments (record_type, record_id);
CREATE TABLE webhook_urls (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), url TEXT NOT NULL,
  events TEXT NOT NULL, sha1 VARCHAR NOT NULL, secret TEXT, created_at DATETIME NOT NULL,
  updated_at DATETIME NOT NULL
);
CREATE TABLE email_events (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts (id), emailable_type VARCHAR NOT NULL,
  emailable_id BIGINT NOT NULL, message_id VARCHAR NOT NULL, tag VARCHAR NOT NULL, event_type VARCHAR NOT NULL,
  email VARCHAR NOT NULL, data TEXT NOT NULL DEFAULT '{}', event_datetime DATETIME NOT NULL,
  created_at DATETIME NOT NULL
);
"""

# first, last, role, days since joined, archived days ago, sends weight (last 30 days), older weight
USERS = [
    ("Naeem", "Abrahams", "admin", 700, None, 0.8, 1.0),
    ("Liesl", "Fortuin", "admin", 700, None, 0.7, 1.0),
    ("Thandiwe", "Nkosi", "editor", 500, None, 4.0, 1.6),
    ("Pieter", "van Wyk", "editor", 450, None, 1.6, 1.5),
    ("Ayesha", "Daniels", "editor", 400, None, 1.5, 1.4),
    ("Sipho", "Mahlangu", "editor", 380, None, 1.0, 1.0),
    ("Megan", "Jacobs", "viewer", 150, None, 0.0, 0.0),
    ("Ruan", "Botha", "editor", 10, None, 0.0, 0.0),
    ("Karin", "Steyn", "editor", 600, 120, 0.0, 1.2),
    ("Practice", "Sync", "admin", 300, None, 0.0, 0.0),  # the practice-management integration's API user
]
INTEGRATION = 10
FOLDERS = ["Default", "Client Onboarding", "Litigation", "Conveyancing", "Employment", "Estates", "Archive"]
# name, folder, roles, weight, sender user ids, hours to sign (low, high), decline chance, order, restricted users
TEMPLATES: list[tuple[str, str, list[str], float, tuple[int, ...], tuple[int, int], float, str, tuple[int, ...]]] = [
    (
        "Engagement Letter",
        "Client Onboarding",
        ["Client", "Attorney"],
        9.0,
        (3, 4, 5, 1, 2),
        (2, 30),
        0.005,
        "preserved",
        (),
    ),
    ("FICA Declaration", "Client Onboarding", ["Client"], 4.0, (3, 6), (1, 20), 0.01, "preserved", ()),
    ("Fee Agreement", "Client Onboarding", ["Client", "Attorney"], 2.0, (1, 2, 3), (3, 40), 0.03, "preserved", ()),
    (
        "Contingency Fee Agreement",
        "Litigation",
        ["Client", "Attorney"],
        1.0,
        (5, 1),
        (4, 48),
        0.05,
        "preserved",
        (1, 5),
    ),
    ("Power of Attorney", "Litigation", ["Client", "Witness"], 2.2, (5, 3), (2, 36), 0.02, "random", ()),
    (
        "Settlement Agreement",
        "Litigation",
        ["First Party", "Second Party", "Attorney"],
        1.4,
        (5, 2),
        (6, 60),
        0.45,
        "preserved",
        (2, 5),
    ),
    (
        "Confirmatory Affidavit",
        "Litigation",
        ["Deponent", "Commissioner of Oaths"],
        1.2,
        (5, 3),
        (2, 30),
        0.02,
        "preserved",
        (),
    ),
    ("Offer to Purchase", "Conveyancing", ["Purchaser", "Seller"], 1.6, (4,), (4, 50), 0.06, "preserved", ()),
    (
        "Sale Agreement",
        "Conveyancing",
        ["Purchaser", "Seller", "Estate Agent"],
        1.2,
        (4,),
        (40, 150),
        0.04,
        "preserved",
        (),
    ),
    ("Transfer Power of Attorney", "Conveyancing", ["Seller", "Witness"], 1.0, (4, 3), (3, 40), 0.02, "random", ()),
    ("Employment Contract", "Employment", ["Employee", "Employer"], 0.9, (6,), (2, 30), 0.03, "preserved", (6, 1)),
    ("Restraint of Trade Undertaking", "Employment", ["Employee"], 0.5, (6,), (2, 30), 0.08, "preserved", (6,)),
    ("Leave Application", "Employment", ["Employee", "Manager"], 1.0, (6,), (1, 12), 0.0, "preserved", ()),
    (
        "Mutual Non-Disclosure Agreement",
        "Default",
        ["Counterparty", "Attorney"],
        1.1,
        (1, 2, 3),
        (2, 40),
        0.04,
        "random",
        (),
    ),
    ("Last Will and Testament Instructions", "Estates", ["Testator"], 0.7, (2,), (6, 60), 0.01, "preserved", ()),
    ("Antenuptial Contract Instructions", "Estates", ["Spouse 1", "Spouse 2"], 0.0, (2,), (6, 60), 0.0, "random", ()),
    ("Deed of Donation", "Estates", ["Donor", "Donee"], 0.0, (2,), (6, 60), 0.0, "random", ()),
    ("Engagement Letter (2023)", "Archive", ["Client", "Attorney"], 0.0, (3,), (2, 30), 0.02, "preserved", ()),
]
FIELD_TYPES = {
    "Client": ["signature", "date", "text"],
    "Witness": ["signature", "text"],
    "Attorney": ["signature", "initials"],
}
CLIENT_FIRST = (
    "Johan Zanele Lerato Ashraf Fatima Yusuf Chantelle Gareth Nomvula Bongani Riaan Elna Marike Kagiso Tshepo "
    "Shireen Rashied Lindiwe Mandla Candice Francois Amahle Gugu Leon Nadia Tamsin Craig Zubair Thabo Ilse".split()
)
CLIENT_LAST = (
    "Petersen Adams Hendricks Mokoena Dlamini Williams Isaacs Naidoo Pillay Botha Smit Coetzee Meyer Ndlovu "
    "Khumalo Fredericks Samuels Jansen Muller Booysen Solomons Davids Erasmus Cloete Mbeki September".split()
)
DOMAINS = ["gmail.com", "gmail.com", "outlook.com", "icloud.com", "mweb.co.za", "telkomsa.net", "yahoo.com"]
BOUNCER = "j.petersen@telkomsa.net"
UAS = {
    "desktop": [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 "
        "Safari/605.1.15",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
    ],
    "phone": [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.4 Mobile/15E148 Safari/604.1",
        "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile "
        "Safari/537.36",
    ],
}
WEBHOOKS = [
    (
        "https://sync.abrahamsfortuin.co.za/docuseal/webhook",
        ["form.completed", "form.declined", "submission.completed"],
        260,
    ),
    ("https://hooks.zapier.com/hooks/catch/8841203/3kq7zx/", ["form.viewed", "form.started"], 400),
    ("https://hr.abrahamsfortuin.co.za/api/esign-events", ["form.completed", "submission.created"], 90),
]


def _by_time(row: tuple[Any, ...]) -> tuple[str, int, int]:
    """An audit-trail event's order: its time, then its submission and signer."""
    return str(row[4]), int(row[0]), int(row[1] or 0)


def _staff_email(user: int) -> str:
    first, last = USERS[user - 1][0], USERS[user - 1][1]
    return f"{first[0].lower()}{last.replace(' ', '').lower()}@abrahamsfortuin.co.za"


def _address(rng: random.Random) -> str:
    return f"{rng.choice((41, 102, 105, 197))}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def uid() -> str:
        return str(uuidlib.UUID(int=rng.getrandbits(128), version=4))

    def slug() -> str:
        return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(14))

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt_micro(moment, rng)

    def day_time(day: int, low: int = 420, high: int = 1020) -> datetime.datetime:
        return clock.clear_of_now(rng, day, low, high)

    start = ts(clock.at(-720, 540))
    db.execute(
        "INSERT INTO accounts VALUES (1, 'Abrahams Fortuin Inc.', 'Africa/Johannesburg', 'en-US', ?, ?, ?, NULL)",
        (uid(), start, start),
    )
    sandbox = ts(clock.at(-690, 600))
    db.execute(
        "INSERT INTO accounts VALUES (2, 'Abrahams Fortuin Inc. (testing)', 'Africa/Johannesburg', 'en-US', "
        "?, ?, ?, ?)",
        (uid(), sandbox, sandbox, ts(clock.at(-600, 600))),
    )
    for k, (first, last, role, joined, archived, _, _) in enumerate(USERS, 1):
        email = (
            "integrations@abrahamsfortuin.co.za"
            if k == INTEGRATION
            else f"{first[0].lower()}{last.replace(' ', '').lower()}@abrahamsfortuin.co.za"
        )
        created = clock.at(-joined, 540)
        never = k in (8,)
        signins = 0 if never else rng.randint(20, 400)
        last_in = None if never else ts(day_time(-(archived or 0) - rng.randint(0, 3)))
        db.execute(
            "INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, 1, NULL, NULL, NULL, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, "
            "?, NULL, ?)",
            (
                k,
                first,
                last,
                email,
                role,
                "$2a$12$" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789./") for _ in range(53)),
                signins,
                last_in,
                last_in,
                None if never else f"41.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                None if never else f"41.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                3 if k == 9 else 0,
                ts(clock.at(-archived - 1, 700)) if k == 9 and archived else None,
                ts(created),
                ts(created + datetime.timedelta(days=3)),
                ts(clock.at(-archived, 700)) if archived else None,
                uid(),
                "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32)) if k in (1, 2, 6) else None,
                1 if k in (1, 2, 6) else 0,
            ),
        )
    for k, (key, value) in enumerate(
        [
            (
                "submitter_reminders",
                {"first_duration": "one_day", "second_duration": "two_days", "third_duration": "seven_days"},
            ),
            ("bcc_completed", "records@abrahamsfortuin.co.za"),
            ("allow_typed_signature", False),
            ("force_mfa", False),
            ("enforce_signing_order", True),
            (
                "submitter_invitation_email",
                {
                    "subject": "Abrahams Fortuin Inc. has invited you to sign {{template.name}}",
                    "body": "Good day {{submitter.name}}, please review and sign.",
                },
            ),
        ],
        1,
    ):
        db.execute("INSERT INTO account_configs VALUES (?, 1, ?, ?, ?, ?)", (k, key, json.dumps(value), start, start))
    for k, key in enumerate(["action_mailer_smtp", "file_storage", "esign_certs", "app_url"], 1):
        secret = "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(88)
        )
        db.execute("INSERT INTO encrypted_configs VALUES (?, 1, ?, ?, ?, ?)", (k, key, secret + "==", start, start))
    for k, user in enumerate((1, INTEGRATION, 3), 1):
        made = ts(clock.at(-rng.randint(100, 300), 600))
        token = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(43))
        db.execute(
            "INSERT INTO access_tokens VALUES (?, ?, ?, ?, ?, ?)",
            (k, user, token, hashlib.sha256(token.encode()).hexdigest(), made, made),
        )
    folder_id = {}
    for k, name in enumerate(FOLDERS, 1):
        made = ts(clock.at(-700 + 10 * k, 600))
        db.execute(
            "INSERT INTO template_folders VALUES (?, ?, ?, 1, NULL, ?, ?, ?)",
            (k, name, 1 if k < 5 else 2, made, made, ts(clock.at(-200, 600)) if name == "Archive" else None),
        )
        folder_id[name] = k

    blob_count = 0
    attachments: list[tuple[Any, ...]] = []

    def blob(
        filename: str, content_type: str, size: int, made: str, record_type: str, record_id: int, name: str
    ) -> None:
        nonlocal blob_count
        blob_count += 1
        key = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(28))
        db.execute(
            "INSERT INTO active_storage_blobs VALUES (?, ?, ?, ?, ?, 'disk', ?, ?, ?)",
            (
                blob_count,
                key,
                filename,
                content_type,
                json.dumps({"identified": True, "analyzed": True}),
                size,
                hashlib.md5(key.encode()).hexdigest(),
                made,
            ),
        )
        attachments.append((name, record_type, record_id, blob_count, uid(), made))

    roles_of: dict[int, list[dict[str, str]]] = {}
    template_json: dict[int, tuple[str, str, str]] = {}
    for k, (name, folder, roles, _, senders, _, _, _, _) in enumerate(TEMPLATES, 1):
        made_day = -rng.randint(230, 600) if folder != "Estates" or "Will" in name else -rng.randint(40, 90)
        made = ts(clock.at(made_day, 600))
        submitter_roles = [{"name": title, "uuid": uid()} for title in roles]
        attachment_uuid = uid()
        fields = []
        for party in submitter_roles:
            for field_type in FIELD_TYPES.get(party["name"], ["signature", "date"]):
                fields.append(
                    {
                        "uuid": uid(),
                        "submitter_uuid": party["uuid"],
                        "name": f"{party['name']} {field_type}",
                        "type": field_type,
                        "required": True,
                        "areas": [
                            {
                                "x": round(rng.random(), 3),
                                "y": round(rng.random(), 3),
                                "w": 0.2,
                                "h": 0.05,
                                "attachment_uuid": attachment_uuid,
                                "page": rng.randint(0, 5),
                            }
                        ],
                    }
                )
        schema = [{"attachment_uuid": attachment_uuid, "name": name}]
        roles_of[k] = submitter_roles
        template_json[k] = (json.dumps(fields), json.dumps(schema), json.dumps(submitter_roles))
        template_archived = ts(clock.at(-200, 640)) if folder == "Archive" else None
        db.execute(
            "INSERT INTO templates VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, 'native', NULL, ?, '{}', ?, ?, ?)",
            (
                k,
                slug(),
                name,
                template_json[k][1],
                template_json[k][0],
                template_json[k][2],
                senders[0],
                folder_id[folder],
                1 if name == "FICA Declaration" else 0,
                made,
                made,
                template_archived,
            ),
        )
        blob(f"{name}.pdf", "application/pdf", rng.randint(80_000, 900_000), made, "Template", k, "documents")
    access = 0
    for k, template in enumerate(TEMPLATES, 1):
        for user in template[8]:
            access += 1
            made = ts(clock.at(-rng.randint(100, 200), 600))
            db.execute("INSERT INTO template_accesses VALUES (?, ?, ?, ?, ?)", (access, k, user, made, made))

    # signature requests, day by day
    submissions: list[tuple[Any, ...]] = []
    signers: list[tuple[Any, ...]] = []
    events: list[tuple[Any, ...]] = []
    completions: list[tuple[Any, ...]] = []
    documents: list[tuple[Any, ...]] = []
    mails: list[tuple[Any, ...]] = []
    now = clock.now

    def event(submission: int, submitter: int | None, kind: str, when: datetime.datetime, data: dict[str, Any]) -> None:
        if when < now:
            stamp = ts(when)
            events.append((submission, submitter, json.dumps(data), kind, stamp, stamp, stamp))

    def client() -> tuple[str, str]:
        first, last = rng.choice(CLIENT_FIRST), rng.choice(CLIENT_LAST)
        return f"{first} {last}", f"{first[0].lower()}.{last.lower()}@{rng.choice(DOMAINS)}"

    active_templates = [(k, t) for k, t in enumerate(TEMPLATES, 1) if t[3] > 0]
    for day in range(-200, 1):
        # the firm's weekend: two days in seven counted back from today, not the calendar's
        count = rng.choice((0, 0, 0, 1)) if day % 7 in (2, 3) else rng.randint(5, 10)
        for _ in range(count):
            if day > -30 and rng.random() < 0.35:
                k = 1  # the engagement letter: new matters this month
            else:
                k = int(pick(rng, [(str(t), w[3]) for t, w in active_templates]))
            name, _, roles, _, senders, hours, decline, order, _ = TEMPLATES[k - 1]
            created = day_time(day)
            if created >= now:
                continue
            weights = [(str(u), USERS[u - 1][5] if day > -30 else USERS[u - 1][6]) for u in senders]
            weights = [
                (u, w)
                for u, w in weights
                if w > 0 and not (USERS[int(u) - 1][4] and day > -(USERS[int(u) - 1][4] or 0))
            ]
            if k in (2, 1) and rng.random() < 0.18:
                sender, source = INTEGRATION, "api"
            elif not weights:
                continue
            else:
                sender = int(pick(rng, weights))
                source = pick(rng, [("invite", 0.85), ("bulk", 0.05), ("link", 0.1 if k == 2 else 0.0)])
            sid = len(submissions) + 1
            expires = created + datetime.timedelta(days=rng.choice((14, 30))) if rng.random() < 0.3 else None
            submission_archived = (
                ts(created + datetime.timedelta(days=rng.randint(40, 80)))
                if day < -90 and rng.random() < 0.08
                else None
            )
            client_name, client_email = client()
            if rng.random() < 0.012:
                client_name, client_email = "Johan Petersen", BOUNCER
            submissions.append(
                (
                    sid,
                    k,
                    sender,
                    1,
                    slug(),
                    None,
                    source,
                    order,
                    1,
                    *template_json[k],
                    "{}",
                    ts(expires) if expires else None,
                    ts(created),
                    ts(created),
                    submission_archived,
                )
            )
            previous_done: datetime.datetime | None = created
            declined_any = False
            for position, party in enumerate(roles_of[k]):
                person_name, email = (
                    (client_name, client_email)
                    if position == 0
                    else (
                        f"{USERS[sender - 1][0]} {USERS[sender - 1][1]}",
                        _staff_email(sender),
                    )
                    if party["name"] in ("Attorney", "Employer", "Manager", "Commissioner of Oaths")
                    and sender != INTEGRATION
                    else client()
                )
                submitter = len(signers) + 1
                invited = previous_done if order == "preserved" else created
                sent = invited or created
                lag = datetime.timedelta(hours=rng.uniform(*hours) / len(roles))
                opened = sent + lag * rng.uniform(0.1, 0.5)
                done = sent + lag
                declines = rng.random() < decline and position < 2 and not declined_any
                if rng.random() < 0.04 and not declines:
                    done = sent + datetime.timedelta(days=400)  # opened, and left unsigned
                is_phone = rng.random() < (0.45 if position == 0 else 0.15)
                ua = rng.choice(UAS["phone" if is_phone else "desktop"])
                reachable = invited is not None and sent < now and not declined_any
                sent_at = ts(sent) if reachable else None
                opened_at = ts(opened) if reachable and opened < now and rng.random() < 0.97 else None
                if expires and done > expires:
                    done = expires + datetime.timedelta(days=1)  # never, in effect: expired first
                    opened_at = opened_at if rng.random() < 0.5 else None
                finished = reachable and opened_at is not None and done < now and not (expires and done > expires)
                declined_at = ts(done) if finished and declines else None
                completed_at = ts(done) if finished and not declines else None
                if expires and done > expires:
                    completed_at = declined_at = None
                values = {
                    f["uuid"]: "signed" for f in json.loads(template_json[k][0]) if f["submitter_uuid"] == party["uuid"]
                }
                signers.append(
                    (
                        submitter,
                        sid,
                        party["uuid"],
                        email,
                        person_name,
                        None,
                        slug(),
                        json.dumps(values) if completed_at else "{}",
                        ua if opened_at else None,
                        _address(rng) if opened_at else None,
                        sent_at,
                        opened_at,
                        completed_at,
                        declined_at,
                        None,
                        "{}",
                        "{}",
                        1,
                        "Africa/Johannesburg" if opened_at else None,
                        ts(created),
                        ts(created),
                    )
                )
                if sent_at:
                    event(sid, submitter, "send_email", sent, {})
                    message = uid()
                    tag = "submitter_invitation"
                    bounce = (rng.random() < 0.006 and not email.endswith("@abrahamsfortuin.co.za")) or email == BOUNCER
                    mails.append((submitter, message, tag, "send", email, sent))
                    mails.append(
                        (
                            submitter,
                            message,
                            tag,
                            "bounce" if bounce else "delivery",
                            email,
                            sent + datetime.timedelta(seconds=rng.randint(3, 90)),
                        )
                    )
                    reminders = 0
                    reminder_at = sent + datetime.timedelta(days=1)
                    while (
                        reminders < 3
                        and reminder_at < now
                        and ((completed_at is None and declined_at is None) or reminder_at < done)
                    ):
                        if expires and reminder_at > expires:
                            break
                        event(sid, submitter, "send_reminder_email", reminder_at, {})
                        reminders += 1
                        reminder_at += datetime.timedelta(days=(1, 2, 7)[min(reminders, 2)])
                if opened_at:
                    event(sid, submitter, "open_email", opened - datetime.timedelta(minutes=1), {})
                    event(sid, submitter, "view_form", opened, {})
                    event(sid, submitter, "start_form", opened + datetime.timedelta(minutes=2), {})
                if completed_at:
                    event(sid, submitter, "complete_form", done, {})
                    completions.append((submitter, sid, k, source, completed_at))
                    documents.append(
                        (submitter, hashlib.sha256(f"{sid}-{submitter}".encode()).hexdigest(), completed_at)
                    )
                    attachments_made = completed_at
                    blob(
                        f"{name} - signed.pdf",
                        "application/pdf",
                        rng.randint(100_000, 1_200_000),
                        attachments_made,
                        "Submitter",
                        submitter,
                        "documents",
                    )
                    blob(
                        "signature.png",
                        "image/png",
                        rng.randint(4_000, 30_000),
                        attachments_made,
                        "Submitter",
                        submitter,
                        "attachments",
                    )
                    previous_done = done
                elif declined_at:
                    event(
                        sid,
                        submitter,
                        "decline_form",
                        done,
                        {
                            "reason": rng.choice(
                                ["Terms need to be renegotiated", "Amount incorrect", "Wrong party", "Not signing yet"]
                            )
                        },
                    )
                    declined_any = True
                    previous_done = None
                else:
                    previous_done = None  # the later signers of a preserved order are never invited
            if all(row[12] for row in signers if row[1] == sid):
                last = max(row[12] for row in signers if row[1] == sid)
                blob(
                    f"{name} - audit log.pdf",
                    "application/pdf",
                    rng.randint(40_000, 90_000),
                    last,
                    "Submission",
                    sid,
                    "audit_trail",
                )

    db.executemany(f"INSERT INTO submissions VALUES ({', '.join('?' * 17)})", submissions)
    db.executemany(f"INSERT INTO submitters VALUES ({', '.join('?' * 21)})", signers)
    events.sort(key=_by_time)
    db.executemany("INSERT INTO submission_events VALUES (NULL, ?, ?, 1, ?, ?, ?, ?, ?)", events)
    db.executemany(
        "INSERT INTO completed_submitters VALUES (NULL, ?, ?, 1, ?, ?, 0, ?, ?, ?)",
        [(s, sid, k, source, at, at, at) for s, sid, k, source, at in sorted(completions, key=lambda r: r[4])],
    )
    db.executemany(
        "INSERT INTO completed_documents VALUES (NULL, ?, ?, ?, ?)",
        [(s, sha, at, at) for s, sha, at in sorted(documents, key=lambda r: r[2])],
    )
    db.executemany("INSERT INTO active_storage_attachments VALUES (NULL, ?, ?, ?, ?, ?, ?)", attachments)
    for k, (url, kinds, age) in enumerate(WEBHOOKS, 1):
        made = ts(clock.at(-age, 600))
        db.execute(
            "INSERT INTO webhook_urls VALUES (?, 1, ?, ?, ?, ?, ?, ?)",
            (
                k,
                url,
                json.dumps(kinds),
                hashlib.sha1(url.encode()).hexdigest(),
                json.dumps({"X-Signature": uid().replace("-", "")}),
                made,
                made,
            ),
        )
    mail_rows = []
    for submitter, message, tag, kind, email, when in sorted(mails, key=lambda r: (r[5], r[0])):
        if when < now:
            stamp = ts(when)
            data = {"diagnostic_code": "smtp; 550 5.1.1 mailbox unavailable"} if kind == "bounce" else {}
            mail_rows.append(("Submitter", submitter, message, tag, kind, email, json.dumps(data), stamp, stamp))
    db.executemany("INSERT INTO email_events VALUES (NULL, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)", mail_rows)
    close_checked(db, "signing")
