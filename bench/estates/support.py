"""A Bristol coffee roaster's customer support (Fernhill Coffee) as the SQLite copy of a Chatwoot database.

Chatwoot is a Rails application on PostgreSQL; this keeps its tables and conventions: plural snake_case tables with
integer ``id`` keys, ``created_at``/``updated_at`` as ``timestamp(6) without time zone`` text in UTC **with
microseconds**, Rails **integer enums**, and polymorphic references by ``*_type`` and ``*_id``:

* ``accounts`` (two: the consumer shop and the wholesale business; ``status`` 0 active), ``users`` (agents, with a
  ``display_name``; ``type`` ``SuperAdmin`` for the installation's administrator), ``account_users`` (a user's
  membership of an account: ``role`` 0 agent, 1 administrator; ``availability`` 0 online, 1 offline, 2 busy;
  ``active_at`` the last time the agent was active);
* ``inboxes`` (one per channel, ``channel_type`` ``Channel::WebWidget``, ``Channel::Email``, ``Channel::Whatsapp``,
  ``Channel::Api`` and ``channel_id`` into the matching ``channel_web_widgets``, ``channel_email``,
  ``channel_whatsapp`` or ``channel_api`` table; ``csat_survey_enabled``), ``inbox_members`` (agents who may answer an
  inbox), ``teams`` and ``team_members``;
* ``contacts`` (``blocked``; ``additional_attributes`` JSON with ``company_name`` and ``city``), ``contact_inboxes``
  (the contact on a channel, ``source_id`` the channel's address for them);
* ``conversations``: ``display_id`` numbered within the account (what agents see as #1234), ``status`` **0 open, 1
  resolved, 2 pending (with the bot), 3 snoozed** (``snoozed_until``), ``assignee_id`` the agent (NULL unassigned),
  ``team_id``, ``priority`` NULL or 0 low, 1 medium, 2 high, 3 urgent, ``first_reply_created_at``, ``waiting_since``
  (set while the customer waits for an answer), ``last_activity_at``, ``cached_label_list`` (the labels, comma
  separated);
* ``messages``: ``message_type`` **0 incoming (from the contact), 1 outgoing (from an agent or the bot), 2 activity
  (Chatwoot's own "Conversation was resolved by..." lines), 3 template**, ``private`` true for an agent's private
  note, ``status`` 0 sent, 1 delivered, 2 read, 3 failed, ``sender_type`` ``Contact``, ``User`` or ``AgentBot`` with
  ``sender_id``;
* ``labels`` (the account's label definitions), and the labels on conversations as ``acts_as_taggable_on`` keeps
  them: ``tags`` (the name) and ``taggings`` (``taggable_type`` ``Conversation``, ``context`` ``labels``);
* ``csat_survey_responses`` (``rating`` 1-5, ``assigned_agent_id``), ``reporting_events`` (``name``
  ``first_response`` or ``conversation_resolved``, ``value`` in **seconds**, per conversation, inbox and agent).

Chatwoot declares its foreign keys only in part; this copy declares every plain reference (the polymorphic ones,
``channel_id``, ``sender_id``, ``taggable_id`` and ``tagger_id``, are not). Booleans are 0/1.

Everything reaches 120 days back from ``now`` (the accounts and agents two years); times sit on a one-minute grid
counted from today's midnight UTC with drawn seconds and microseconds, and nothing is dated today except the last
hours' conversations, counted back from ``now``, so builds a whole number of days apart agree.

Planted signals (the consumer account unless said):

* Priya Nair resolved by far the most conversations in the last 30 days;
* the email inbox answers slowest: its average first response is hours, the website chat's minutes;
* a courier strike makes ``delivery-delay`` the most used label on conversations opened in the last 14 days;
* nine open conversations have no agent, three or four open ones (by the hour) are urgent, about ten have kept a
  customer waiting over a day;
* Tom Baker has the lowest average CSAT rating over the last 30 days (of agents with at least ten ratings);
* Ellie Marsh and Kwame Boateng joined five days ago and have not sent a reply yet;
* WhatsApp messages failed to deliver in the last 7 days (a template-window problem);
* 764 of the shop's contacts never started a conversation, 240 of them imported from the newsletter 45 days ago;
* the Orders & Delivery team holds the most open conversations (the strike again), Subscriptions about half as many;
* The Bean Counter (Bath) opened the most wholesale conversations in the last 90 days;
* conversation #4362 (a broken grinder under guarantee, by email) drew the most messages in the last 7 days;
* seven snoozed conversations, eleven blocked contacts.
"""

from __future__ import annotations

import datetime
import json
import random
from functools import partial
from pathlib import Path
from typing import cast

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  locale INTEGER DEFAULT 0, domain VARCHAR(100), support_email VARCHAR(100), feature_flags BIGINT DEFAULT 0 NOT NULL,
  auto_resolve_duration INTEGER, status INTEGER DEFAULT 0, custom_attributes JSONB DEFAULT '{}'
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY, provider VARCHAR DEFAULT 'email' NOT NULL, uid VARCHAR DEFAULT '' NOT NULL,
  encrypted_password VARCHAR DEFAULT '' NOT NULL, sign_in_count INTEGER DEFAULT 0 NOT NULL,
  current_sign_in_at TIMESTAMP, last_sign_in_at TIMESTAMP, confirmed_at TIMESTAMP, name VARCHAR NOT NULL,
  display_name VARCHAR, email VARCHAR, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  pubsub_token VARCHAR, availability INTEGER DEFAULT 0, ui_settings JSONB DEFAULT '{}',
  custom_attributes JSONB DEFAULT '{}', type VARCHAR, message_signature TEXT
);
CREATE UNIQUE INDEX index_users_on_email ON users (email);
CREATE TABLE account_users (
  id INTEGER PRIMARY KEY, account_id BIGINT REFERENCES accounts(id) ON DELETE CASCADE,
  user_id BIGINT REFERENCES users(id) ON DELETE CASCADE, role INTEGER DEFAULT 0,
  inviter_id BIGINT REFERENCES users(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  active_at TIMESTAMP, availability INTEGER DEFAULT 0 NOT NULL, auto_offline BOOLEAN DEFAULT 1 NOT NULL,
  UNIQUE (account_id, user_id)
);
CREATE TABLE channel_web_widgets (
  id INTEGER PRIMARY KEY, website_url VARCHAR, account_id INTEGER REFERENCES accounts(id),
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, website_token VARCHAR, widget_color VARCHAR,
  welcome_title VARCHAR, welcome_tagline VARCHAR, reply_time INTEGER DEFAULT 0, pre_chat_form_enabled BOOLEAN
);
CREATE TABLE channel_email (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), email VARCHAR NOT NULL,
  forward_to_email VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  imap_enabled BOOLEAN DEFAULT 0, imap_address VARCHAR DEFAULT '', smtp_enabled BOOLEAN DEFAULT 0
);
CREATE TABLE channel_whatsapp (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), phone_number VARCHAR NOT NULL,
  provider VARCHAR DEFAULT 'default', provider_config JSONB DEFAULT '{}', created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, message_templates JSONB DEFAULT '{}', message_templates_last_updated TIMESTAMP
);
CREATE TABLE channel_api (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), webhook_url VARCHAR,
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, identifier VARCHAR, hmac_token VARCHAR,
  hmac_mandatory BOOLEAN DEFAULT 0
);
CREATE TABLE inboxes (
  id INTEGER PRIMARY KEY, channel_id INTEGER NOT NULL, account_id INTEGER NOT NULL REFERENCES accounts(id),
  name VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, channel_type VARCHAR,
  enable_auto_assignment BOOLEAN DEFAULT 1, greeting_enabled BOOLEAN DEFAULT 0, greeting_message VARCHAR,
  email_address VARCHAR, working_hours_enabled BOOLEAN DEFAULT 0, out_of_office_message VARCHAR,
  timezone VARCHAR DEFAULT 'UTC', enable_email_collect BOOLEAN DEFAULT 1, csat_survey_enabled BOOLEAN DEFAULT 0,
  allow_messages_after_resolved BOOLEAN DEFAULT 1, lock_to_single_conversation BOOLEAN DEFAULT 0 NOT NULL,
  sender_name_type INTEGER DEFAULT 0 NOT NULL, business_name VARCHAR
);
CREATE TABLE inbox_members (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
  inbox_id INTEGER NOT NULL REFERENCES inboxes(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  UNIQUE (inbox_id, user_id)
);
CREATE TABLE teams (
  id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, description TEXT, allow_auto_assign BOOLEAN DEFAULT 1,
  account_id BIGINT NOT NULL REFERENCES accounts(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  UNIQUE (name, account_id)
);
CREATE TABLE team_members (
  id INTEGER PRIMARY KEY, team_id BIGINT NOT NULL REFERENCES teams(id), user_id BIGINT NOT NULL REFERENCES users(id),
  created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, UNIQUE (team_id, user_id)
);
CREATE TABLE contacts (
  id INTEGER PRIMARY KEY, name VARCHAR DEFAULT '', email VARCHAR, phone_number VARCHAR,
  account_id INTEGER NOT NULL REFERENCES accounts(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  additional_attributes JSONB DEFAULT '{}', identifier VARCHAR, custom_attributes JSONB DEFAULT '{}',
  last_activity_at TIMESTAMP, middle_name VARCHAR DEFAULT '', last_name VARCHAR DEFAULT '', location VARCHAR DEFAULT '',
  country_code VARCHAR DEFAULT '', blocked BOOLEAN DEFAULT 0 NOT NULL
);
CREATE TABLE contact_inboxes (
  id INTEGER PRIMARY KEY, contact_id BIGINT REFERENCES contacts(id), inbox_id BIGINT REFERENCES inboxes(id),
  source_id TEXT NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  hmac_verified BOOLEAN DEFAULT 0, pubsub_token VARCHAR, UNIQUE (inbox_id, source_id)
);
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id),
  inbox_id INTEGER NOT NULL REFERENCES inboxes(id), status INTEGER DEFAULT 0 NOT NULL,
  assignee_id INTEGER REFERENCES users(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  contact_id BIGINT REFERENCES contacts(id), display_id INTEGER NOT NULL, contact_last_seen_at TIMESTAMP,
  agent_last_seen_at TIMESTAMP, additional_attributes JSONB DEFAULT '{}',
  contact_inbox_id BIGINT REFERENCES contact_inboxes(id), uuid UUID NOT NULL, identifier VARCHAR,
  last_activity_at TIMESTAMP NOT NULL, team_id BIGINT REFERENCES teams(id), campaign_id BIGINT,
  snoozed_until TIMESTAMP, custom_attributes JSONB DEFAULT '{}', assignee_last_seen_at TIMESTAMP,
  first_reply_created_at TIMESTAMP, priority INTEGER, sla_policy_id BIGINT, waiting_since TIMESTAMP,
  cached_label_list TEXT, UNIQUE (account_id, display_id)
);
CREATE TABLE messages (
  id INTEGER PRIMARY KEY, content TEXT, account_id INTEGER NOT NULL REFERENCES accounts(id),
  inbox_id INTEGER NOT NULL REFERENCES inboxes(id), conversation_id INTEGER NOT NULL REFERENCES conversations(id),
  message_type INTEGER NOT NULL, created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  private BOOLEAN DEFAULT 0 NOT NULL, status INTEGER DEFAULT 0, source_id TEXT, content_type INTEGER DEFAULT 0 NOT NULL,
  content_attributes JSON DEFAULT '{}', sender_type VARCHAR, sender_id BIGINT, external_source_ids JSONB DEFAULT '{}',
  additional_attributes JSONB DEFAULT '{}', processed_message_content TEXT, sentiment JSONB DEFAULT '{}'
);
CREATE TABLE labels (
  id INTEGER PRIMARY KEY, title VARCHAR, description TEXT, color VARCHAR DEFAULT '#1f93ff' NOT NULL,
  show_on_sidebar BOOLEAN, account_id BIGINT REFERENCES accounts(id), created_at TIMESTAMP NOT NULL,
  updated_at TIMESTAMP NOT NULL, UNIQUE (title, account_id)
);
CREATE TABLE tags (
  id INTEGER PRIMARY KEY, name VARCHAR, taggings_count INTEGER DEFAULT 0, UNIQUE (name)
);
CREATE TABLE taggings (
  id INTEGER PRIMARY KEY, tag_id INTEGER REFERENCES tags(id), taggable_type VARCHAR, taggable_id INTEGER,
  tagger_type VARCHAR, tagger_id INTEGER, context VARCHAR(128), created_at TIMESTAMP
);
CREATE TABLE csat_survey_responses (
  id INTEGER PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts(id),
  conversation_id BIGINT NOT NULL REFERENCES conversations(id), message_id BIGINT NOT NULL REFERENCES messages(id),
  rating INTEGER NOT NULL, feedback_message TEXT, contact_id BIGINT NOT NULL REFERENCES contacts(id),
  assigned_agent_id BIGINT REFERENCES users(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  UNIQUE (message_id)
);
CREATE TABLE reporting_events (
  id INTEGER PRIMARY KEY, name VARCHAR, value FLOAT, account_id INTEGER REFERENCES accounts(id),
  inbox_id INTEGER REFERENCES inboxes(id), user_id INTEGER REFERENCES users(id),
  conversation_id INTEGER REFERENCES conversations(id), created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL,
  value_in_business_hours FLOAT, event_start_time TIMESTAMP, event_end_time TIMESTAMP
);
"""

SHOP, WHOLESALE = 1, 2
# name, email, role in the shop (0 agent, 1 administrator), speed (relative replies), CSAT mean, joined days ago
AGENTS = [
    ("Hannah Price", "hannah@fernhillcoffee.co.uk", 1, 0.6, 4.4, 700),
    ("Priya Nair", "priya@fernhillcoffee.co.uk", 0, 3.2, 4.5, 600),
    ("Tom Baker", "tom@fernhillcoffee.co.uk", 0, 1.0, 2.9, 500),
    ("Sophie Clarke", "sophie@fernhillcoffee.co.uk", 0, 1.1, 4.3, 420),
    ("Josh Evans", "josh@fernhillcoffee.co.uk", 0, 1.0, 4.1, 380),
    ("Aisha Rahman", "aisha@fernhillcoffee.co.uk", 0, 1.2, 4.6, 300),
    ("Dan Whitfield", "dan@fernhillcoffee.co.uk", 0, 0.9, 4.0, 250),
    ("Megan Lloyd", "megan@fernhillcoffee.co.uk", 1, 0.5, 4.2, 650),
    ("Ellie Marsh", "ellie@fernhillcoffee.co.uk", 0, 0.0, 4.0, 5),
    ("Kwame Boateng", "kwame@fernhillcoffee.co.uk", 0, 0.0, 4.0, 5),
    ("Oliver Grant", "oliver@fernhillcoffee.co.uk", 0, 1.0, 4.2, 400),  # wholesale only
    ("Rachel Ford", "rachel@fernhillcoffee.co.uk", 1, 0.8, 4.4, 700),  # wholesale lead
]
WHOLESALE_AGENTS = ["Oliver Grant", "Rachel Ford", "Hannah Price"]
SHOP_AGENTS = [a[0] for a in AGENTS if a[0] not in ("Oliver Grant", "Rachel Ford")]
# inbox name, account, channel_type, weight of new conversations, first reply minutes (median), CSAT on
Inbox = tuple[str, int, str, float, int, int]
INBOXES: list[Inbox] = [
    ("Website chat", SHOP, "Channel::WebWidget", 5.0, 4, 1),
    ("Email support", SHOP, "Channel::Email", 3.0, 300, 1),
    ("WhatsApp", SHOP, "Channel::Whatsapp", 3.0, 25, 1),
    ("Wholesale orders", WHOLESALE, "Channel::Email", 1.0, 120, 0),
    ("Trade portal", WHOLESALE, "Channel::Api", 0.6, 60, 0),
]
TEAMS = [
    ("Orders & Delivery", SHOP, ["Priya Nair", "Tom Baker", "Josh Evans", "Dan Whitfield"]),
    ("Subscriptions", SHOP, ["Sophie Clarke", "Aisha Rahman", "Priya Nair", "Ellie Marsh"]),
    ("Brewing Help", SHOP, ["Dan Whitfield", "Megan Lloyd", "Kwame Boateng"]),
    ("Trade Accounts", WHOLESALE, ["Oliver Grant", "Rachel Ford"]),
]
# label, team it goes with, weight
LABELS = [
    ("delivery-delay", "Orders & Delivery", 2.0), ("wrong-item", "Orders & Delivery", 1.0),
    ("damaged-parcel", "Orders & Delivery", 0.8), ("subscription-change", "Subscriptions", 2.2),
    ("cancellation", "Subscriptions", 1.2), ("payment-failed", "Subscriptions", 1.0),
    ("grinder-fault", "Brewing Help", 0.6), ("brewing-advice", "Brewing Help", 1.4),
    ("refund", None, 0.9), ("vip", None, 0.3), ("feedback", None, 0.7),
]  # fmt: skip
WHOLESALE_LABELS = ["trade-order", "invoice-query", "equipment-loan", "new-account"]
CAFES = [
    ("The Bean Counter", "Bath", 6.0), ("Little Hollow Café", "Bristol", 1.4), ("Quayside Espresso", "Bristol", 1.3),
    ("Mill Lane Kitchen", "Frome", 1.0), ("Harbour Lights", "Weston-super-Mare", 0.9),
    ("Saltmarsh Bakery", "Clevedon", 1.1), ("Totterdown Tea Rooms", "Bristol", 0.8),
    ("Wells Cathedral Café", "Wells", 1.0),
    ("The Old Post Office", "Bradford on Avon", 0.9), ("Green Door Deli", "Cheltenham", 1.2),
    ("Brunel Yard", "Bristol", 1.3), ("Canal Side Coffee", "Devizes", 0.7), ("Corner House", "Stroud", 1.0),
    ("Slow Loris", "Bath", 1.1), ("Kettle & Crumb", "Glastonbury", 0.6), ("Avon Gorge Kiosk", "Bristol", 0.5),
]  # fmt: skip
FIRST = ["Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Grace", "Freya", "Evie", "Noah", "Oliver", "George",
         "Arthur", "Leo", "Harry", "Oscar", "Jack", "Charlie", "Freddie", "Alfie", "Ruby", "Poppy", "Sienna", "Theo",
         "Elsie", "Rosie", "Finley", "Archie", "Jacob", "Zara", "Imran", "Chloe", "Ethan", "Maya", "Rhys", "Cerys",
         "Owen", "Nia", "Callum"]  # fmt: skip
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
        "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Hughes", "Edwards",
        "Hill", "Moore", "Clark", "Harrison", "Scott", "Young", "Morris", "Hussain", "Patel", "Khan",
        "Lewis"]  # fmt: skip
OPENERS = {
    "delivery-delay": "Hi, my order still hasn't arrived and tracking hasn't moved for days",
    "wrong-item": "I ordered the Fernhill House Blend but received decaf",
    "damaged-parcel": "The bag split in the parcel, beans everywhere",
    "subscription-change": "Can I change my subscription to every two weeks?",
    "cancellation": "I'd like to cancel my subscription please",
    "payment-failed": "My card payment failed for this month's box",
    "grinder-fault": "The burr grinder I bought from you has stopped working",
    "brewing-advice": "What grind size do you recommend for an AeroPress?",
    "refund": "Could I get a refund for my last order?",
    "vip": "Following up on my corporate gift order",
    "feedback": "Just wanted to say the Ethiopia Guji was amazing",
}


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    """Write the Chatwoot database to ``path``."""
    rng = random.Random(seed)
    clock = Clock(now)
    moment = partial(clock.jittered, rng)
    db = new_database(path, SCHEMA)

    def ts(moment: datetime.datetime) -> str:
        return clock.fmt_micro(moment, rng)

    def report(
        event: str,
        start: datetime.datetime,
        end: datetime.datetime,
        business_share: float,
        where: tuple[int, int, int, int],
    ) -> None:
        """One reporting event (``where``: account, inbox, agent, conversation) that took from start to end."""
        counters["event"] += 1
        value = (end - start).total_seconds()
        db.execute(
            "INSERT INTO reporting_events (id, name, value, account_id, inbox_id, user_id, conversation_id,"
            " created_at, updated_at, value_in_business_hours, event_start_time, event_end_time)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (counters["event"], event, value, *where, ts(end), ts(end), value * business_share, ts(start), ts(end)),
        )

    def uuid() -> str:
        h = f"{rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    # accounts
    for account, name, domain, email in (
        (SHOP, "Fernhill Coffee", "help.fernhillcoffee.co.uk", "hello@fernhillcoffee.co.uk"),
        (WHOLESALE, "Fernhill Wholesale", "trade.fernhillcoffee.co.uk", "trade@fernhillcoffee.co.uk"),
    ):
        created = ts(moment(-760, 600))
        db.execute(
            "INSERT INTO accounts (id, name, created_at, updated_at, locale, domain, support_email, feature_flags,"
            " auto_resolve_duration, status) VALUES (?,?,?,?,0,?,?,?,?,0)",
            (account, name, created, created, domain, email, 2_147_483_647, 14 if account == SHOP else None),
        )
    # users and their memberships
    user_ids: dict[str, int] = {}
    db.execute(
        "INSERT INTO users (id, uid, name, display_name, email, created_at, updated_at, confirmed_at, type,"
        " availability, sign_in_count) VALUES (1, 'admin@fernhillcoffee.co.uk', 'Fernhill Admin', 'Admin',"
        " 'admin@fernhillcoffee.co.uk', ?, ?, ?, 'SuperAdmin', 1, 12)",
        (ts(moment(-760, 560)), ts(moment(-30, 600)), ts(moment(-760, 561))),
    )
    membership_id = 0
    for n, (name, email, role, _, _, joined) in enumerate(AGENTS, start=2):
        user_ids[name] = n
        joined_at = moment(-joined, 540 + 7 * n)
        signed_in = moment(-rng.randint(1, 3), 480 + rng.randint(0, 200))
        db.execute(
            "INSERT INTO users (id, uid, name, display_name, email, created_at, updated_at, confirmed_at,"
            " current_sign_in_at, last_sign_in_at, sign_in_count, availability, pubsub_token)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (n, email, name, name.split()[0], email, ts(joined_at), ts(signed_in),
             ts(joined_at + datetime.timedelta(hours=2)), ts(signed_in), ts(signed_in - datetime.timedelta(days=1)),
             rng.randint(20, 400) if joined > 10 else 2, rng.choice((0, 0, 1, 2)), f"{rng.getrandbits(96):024x}"),
        )  # fmt: skip
        accounts = [SHOP] if name in SHOP_AGENTS else []
        accounts += [WHOLESALE] if name in WHOLESALE_AGENTS else []
        for account in accounts:
            membership_id += 1
            account_role = role if account == SHOP or name != "Oliver Grant" else 0
            if name == "Hannah Price" and account == WHOLESALE:
                account_role = 1
            db.execute(
                "INSERT INTO account_users (id, account_id, user_id, role, inviter_id, created_at, updated_at,"
                " active_at, availability, auto_offline) VALUES (?,?,?,?,1,?,?,?,?,1)",
                (membership_id, account, n, account_role, ts(joined_at), ts(joined_at), ts(signed_in),
                 rng.choice((0, 1, 1, 2))),
            )  # fmt: skip
    # channels and inboxes
    inbox_ids: dict[str, int] = {}
    channel_counts: dict[str, int] = {}
    for i, (name, account, channel_type, _, _, csat) in enumerate(INBOXES, start=1):
        created = ts(moment(-740 + 3 * i, 660))
        channel_counts[channel_type] = channel_counts.get(channel_type, 0) + 1
        channel_id = channel_counts[channel_type]
        email_address = None
        if channel_type == "Channel::WebWidget":
            db.execute(
                "INSERT INTO channel_web_widgets (id, website_url, account_id, created_at, updated_at, website_token,"
                " widget_color, welcome_title, welcome_tagline, reply_time, pre_chat_form_enabled)"
                " VALUES (?, 'https://www.fernhillcoffee.co.uk', ?, ?, ?, ?, '#6b3e26', 'Hi there!',"
                " 'We usually reply in a few minutes', 0, 1)",
                (channel_id, account, created, created, f"{rng.getrandbits(96):024x}"),
            )
        elif channel_type == "Channel::Email":
            email_address = "support@fernhillcoffee.co.uk" if account == SHOP else "orders@trade.fernhillcoffee.co.uk"
            db.execute(
                "INSERT INTO channel_email (id, account_id, email, forward_to_email, created_at, updated_at,"
                " imap_enabled, imap_address, smtp_enabled) VALUES (?,?,?,?,?,?,1,'imap.gmail.com',1)",
                (channel_id, account, email_address, f"{rng.getrandbits(64):016x}@reply.fernhillcoffee.co.uk", created,
                 created),
            )  # fmt: skip
        elif channel_type == "Channel::Whatsapp":
            db.execute(
                "INSERT INTO channel_whatsapp (id, account_id, phone_number, provider, created_at, updated_at,"
                " message_templates_last_updated) VALUES (?, ?, '+441179460123', 'whatsapp_cloud', ?, ?, ?)",
                (channel_id, account, created, created, ts(moment(-2, 300))),
            )
        else:
            db.execute(
                "INSERT INTO channel_api (id, account_id, webhook_url, created_at, updated_at, identifier, hmac_token)"
                " VALUES (?, ?, 'https://trade.fernhillcoffee.co.uk/hooks/chatwoot', ?, ?, ?, ?)",
                (channel_id, account, created, created, f"{rng.getrandbits(64):016x}", f"{rng.getrandbits(96):024x}"),
            )
        db.execute(
            "INSERT INTO inboxes (id, channel_id, account_id, name, created_at, updated_at, channel_type,"
            " enable_auto_assignment, greeting_enabled, email_address, working_hours_enabled, timezone,"
            " csat_survey_enabled, business_name) VALUES (?,?,?,?,?,?,?,?,?,?,1,'Europe/London',?,?)",
            (i, channel_id, account, name, created, created, channel_type, 0 if channel_type == "Channel::Email" else 1,
             1 if channel_type == "Channel::WebWidget" else 0, email_address, csat,
             "Fernhill Coffee" if account == SHOP else "Fernhill Wholesale"),
        )  # fmt: skip
        inbox_ids[name] = i
    member_id = 0
    for name, account, *_ in INBOXES:
        for member in SHOP_AGENTS if account == SHOP else WHOLESALE_AGENTS:
            if member == "Ellie Marsh" and name != "Website chat":
                continue
            member_id += 1
            created = ts(moment(-min(700, AGENTS[user_ids[member] - 2][5]), 700))
            db.execute("INSERT INTO inbox_members (id, user_id, inbox_id, created_at, updated_at) VALUES (?,?,?,?,?)",
                       (member_id, user_ids[member], inbox_ids[name], created, created))  # fmt: skip
    team_ids: dict[str, int] = {}
    tm_id = 0
    for t, (name, account, members) in enumerate(TEAMS, start=1):
        created = ts(moment(-700 + t, 720))
        db.execute(
            "INSERT INTO teams (id, name, description, allow_auto_assign, account_id, created_at, updated_at)"
            " VALUES (?,?,?,1,?,?,?)",
            (t, name, f"{name} questions", account, created, created),
        )
        team_ids[name] = t
        for member in members:
            tm_id += 1
            since = ts(moment(-min(690, AGENTS[user_ids[member] - 2][5]), 730))
            db.execute("INSERT INTO team_members (id, team_id, user_id, created_at, updated_at) VALUES (?,?,?,?,?)",
                       (tm_id, t, user_ids[member], since, since))  # fmt: skip
    # labels (definitions) and tags
    label_id = 0
    tag_ids: dict[str, int] = {}
    for account, titles in ((SHOP, [label[0] for label in LABELS]), (WHOLESALE, WHOLESALE_LABELS)):
        for title in titles:
            label_id += 1
            created = ts(moment(-690 + label_id, 800))
            db.execute(
                "INSERT INTO labels (id, title, description, color, show_on_sidebar, account_id, created_at,"
                " updated_at) VALUES (?,?,?,?,1,?,?,?)",
                (label_id, title, title.replace("-", " ").capitalize(), f"#{rng.getrandbits(24):06x}", account,
                 created, created),
            )  # fmt: skip
            tag_ids[title] = label_id
            db.execute("INSERT INTO tags (id, name, taggings_count) VALUES (?, ?, 0)", (label_id, title))
    # contacts
    contacts: list[tuple[int, int, str]] = []  # id, account, name
    cafe_contacts: dict[str, int] = {}
    blocked_left = 11
    for c in range(1, 1901):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        name = f"{first} {last}"
        day = -rng.randint(1, 400)
        created = ts(moment(day, rng.randint(420, 1380)))
        blocked = 0
        if c % 97 == 5 and blocked_left:
            blocked, blocked_left = 1, blocked_left - 1
        db.execute(
            "INSERT INTO contacts (id, name, email, phone_number, account_id, created_at, updated_at,"
            " additional_attributes, last_name, country_code, blocked) VALUES (?,?,?,?,?,?,?,?,?,'GB',?)",
            (c, name, f"{first.lower()}.{last.lower()}{c}@example.co.uk",
             f"+4477009{c:05d}" if c % 3 == 0 else None, SHOP, created, created,
             json.dumps({"city": rng.choice(("Bristol", "Bath", "London", "Cardiff", "Leeds", "Manchester"))}),
             last, blocked),
        )  # fmt: skip
        contacts.append((c, SHOP, name))
    newsletter_first = 1901
    for c in range(newsletter_first, newsletter_first + 240):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        created = ts(moment(-45, 610))
        db.execute(
            "INSERT INTO contacts (id, name, email, account_id, created_at, updated_at, additional_attributes,"
            " custom_attributes, last_name, country_code) VALUES (?,?,?,?,?,?,?,?,?,'GB')",
            (c, f"{first} {last}", f"{first.lower()}{c}@example.org", SHOP, created, created,
             json.dumps({"source": "newsletter import"}), json.dumps({"newsletter": True}), last),
        )  # fmt: skip
    cafe_weights = []
    for k, (cafe, city, weight) in enumerate(CAFES):
        c = newsletter_first + 240 + k
        created = ts(moment(-rng.randint(200, 700), 600))
        db.execute(
            "INSERT INTO contacts (id, name, email, phone_number, account_id, created_at, updated_at,"
            " additional_attributes, country_code) VALUES (?,?,?,?,?,?,?,?,'GB')",
            (c, cafe, f"orders@{cafe.lower().replace(' ', '').replace('&', 'and').replace('é', 'e')}.co.uk",
             f"+441179{c:06d}", WHOLESALE, created, created, json.dumps({"company_name": cafe, "city": city})),
        )  # fmt: skip
        cafe_contacts[cafe] = c
        cafe_weights.append(weight)
    shop_contacts = [c for c in contacts if c[1] == SHOP]
    # conversations, messages, labels, CSAT, reporting events
    contact_inbox: dict[tuple[int, int], int] = {}
    counters = {"ci": 0, "msg": 0, "tagging": 0, "csat": 0, "event": 0}
    display = {SHOP: 2000, WHOLESALE: 300}
    plans: list[dict[str, object]] = []
    shop_inboxes = [i for i in INBOXES if i[1] == SHOP]
    for day in range(-120, 0):
        strike = day >= -12  # the courier strike's wave of delivery questions
        per_day = rng.randint(17, 23) + (9 if strike else 0)
        for _ in range(per_day):
            inbox = rng.choices(shop_inboxes, weights=[i[3] for i in shop_inboxes])[0]
            label_weights = [w * (5.0 if strike and title == "delivery-delay" else 1.0) for title, _, w in LABELS]
            label = rng.choices([lab[0] for lab in LABELS], weights=label_weights)[0]
            plans.append({"day": day, "minute": rng.randint(420, 1320), "inbox": inbox, "label": label,
                          "contact": rng.choice(shop_contacts)[0]})  # fmt: skip
        if day >= -90 and rng.random() < 0.55:
            for _ in range(rng.randint(1, 2)):
                inbox = rng.choice([i for i in INBOXES if i[1] == WHOLESALE])
                cafe = rng.choices(list(cafe_contacts), weights=cafe_weights)[0]
                plans.append({"day": day, "minute": rng.randint(480, 1080), "inbox": inbox,
                              "label": rng.choice(WHOLESALE_LABELS), "contact": cafe_contacts[cafe]})  # fmt: skip
    # the last hours' conversations, counted back from now
    for k in range(14):
        inbox = rng.choices(shop_inboxes, weights=[i[3] for i in shop_inboxes])[0]
        plans.append({"ago": 10 + 23 * k, "inbox": inbox, "label": rng.choice(["delivery-delay", "brewing-advice",
                      "subscription-change"]), "contact": rng.choice(shop_contacts)[0]})  # fmt: skip
    plans.sort(key=lambda p: (p.get("day", 0), p.get("minute", 0), -int(p.get("ago", 0))))  # type: ignore[call-overload]
    grinder_index = max(i for i, p in enumerate(plans) if p.get("day") == -6 and p["inbox"][0] == "Email support")  # type: ignore[index]
    plans[grinder_index]["label"] = "grinder-fault"
    plans[grinder_index]["grinder"] = True
    speed = {a[0]: a[3] for a in AGENTS}
    csat_mean = {a[0]: a[4] for a in AGENTS}
    team_of_label = {title: team for title, team, _ in LABELS}
    open_unassigned = 0
    urgent_open = 0
    snoozed = 0
    for conversation_id, plan in enumerate(plans, start=1):
        inbox_name, account, channel_type, _, reply_minutes, csat = cast(Inbox, plan["inbox"])
        inbox_id = inbox_ids[inbox_name]
        if "ago" in plan:
            started = clock.now - datetime.timedelta(minutes=int(plan["ago"]), seconds=rng.randrange(60))  # type: ignore[call-overload]
        else:
            started = moment(int(plan["day"]), int(plan["minute"]))  # type: ignore[call-overload]
        age_days = (clock.now - started).total_seconds() / 86400
        label = str(plan["label"])
        contact_id = int(plan["contact"])  # type: ignore[call-overload]
        key = (contact_id, inbox_id)
        if key not in contact_inbox:
            counters["ci"] += 1
            contact_inbox[key] = counters["ci"]
            source = f"{rng.getrandbits(64):016x}" if channel_type != "Channel::Whatsapp" else f"44770{contact_id:07d}"
            db.execute(
                "INSERT INTO contact_inboxes (id, contact_id, inbox_id, source_id, created_at, updated_at,"
                " pubsub_token) VALUES (?,?,?,?,?,?,?)",
                (counters["ci"], contact_id, inbox_id, source, ts(started), ts(started), f"{rng.getrandbits(96):024x}"),
            )
        # who takes it, and what happens
        if account == SHOP:
            team = team_of_label[label]
            pool = [m for t, _, ms in TEAMS if t == team for m in ms] if team else SHOP_AGENTS
            pool = [a for a in pool if speed[a] > 0] or [a for a in SHOP_AGENTS if speed[a] > 0]
            recent = age_days <= 30
            weights = [speed[a] * (1.0 if recent or a != "Priya Nair" else 0.35) for a in pool]
            agent: str | None = rng.choices(pool, weights=weights)[0]
            team_id = team_ids[team] if team else None
        else:
            agent = rng.choice(["Oliver Grant", "Oliver Grant", "Rachel Ford"])
            team_id = team_ids["Trade Accounts"]
        if age_days > 4:
            status = 1
        elif age_days > 0.5:
            status = rng.choices([1, 0, 3], weights=[6, 3, 1])[0]
        else:
            status = rng.choices([0, 2], weights=[4, 1])[0]
        if status == 3:
            if snoozed >= 7:
                status = 0
            else:
                snoozed += 1
        if status == 2:
            agent = None
        if status == 0 and account == SHOP and open_unassigned < 9 and rng.random() < 0.45:
            agent, open_unassigned = None, open_unassigned + 1
        priority = rng.choices([None, 0, 1, 2, 3], weights=[10, 2, 3, 2, 0.6])[0]
        if priority == 3 and status == 0:
            if urgent_open >= 4:
                priority = 2
            else:
                urgent_open += 1
        elif status == 0 and urgent_open < 4 and rng.random() < 0.12:
            priority, urgent_open = 3, urgent_open + 1
        if plan.get("grinder"):
            status, agent, priority = 0, "Dan Whitfield", 2
            team_id = team_ids["Brewing Help"]
        # the messages
        minute_gap = max(1.0, rng.lognormvariate(0, 0.6) * reply_minutes)
        reply_at = started + datetime.timedelta(minutes=minute_gap)
        first_reply = None if status == 2 or agent is None or reply_at >= clock.now else reply_at
        exchanges = rng.choices([1, 2, 3, 4], weights=[5, 3, 2, 1])[0]
        if plan.get("grinder"):
            exchanges = 14
        timeline: list[tuple[datetime.datetime, int, str, int | None, int, bool]] = []
        at = started
        timeline.append(
            (at, 0, OPENERS.get(label, "Hello, I have a question about my trade order"), contact_id, 0, False)
        )
        if first_reply is not None and agent is not None:
            at = first_reply
            for k in range(exchanges):
                if at >= clock.now:
                    break
                failed = channel_type == "Channel::Whatsapp" and age_days <= 7 and rng.random() < 0.18
                timeline.append((at, 1, "Thanks for getting in touch, let me look into that for you.",
                                 user_ids[agent], 3 if failed else rng.choice((1, 2, 2)), False))  # fmt: skip
                if rng.random() < 0.15:
                    note = "Checked with the warehouse, see order notes."
                    timeline.append((at + datetime.timedelta(minutes=2), 1, note, user_ids[agent], 0, True))
                if k < exchanges - 1 or plan.get("grinder"):
                    at = at + datetime.timedelta(
                        minutes=rng.randint(5, 90) if plan.get("grinder") else rng.randint(5, 300)
                    )
                    if at >= clock.now:
                        break
                    timeline.append((at, 0, "Thanks, that helps.", contact_id, 0, False))
                    at = at + datetime.timedelta(minutes=max(1.0, minute_gap * rng.uniform(0.3, 1.2)))
        resolved_at = None
        if status == 1:
            resolved_at = max(x[0] for x in timeline) + datetime.timedelta(minutes=rng.randint(5, 240))
            if resolved_at >= clock.now:
                resolved_at = clock.now - datetime.timedelta(minutes=1)
            if agent is None:
                agent = rng.choice([a for a in SHOP_AGENTS if speed[a] > 0]) if account == SHOP else "Oliver Grant"
            timeline.append((resolved_at, 2, f"Conversation was marked resolved by {agent}", None, 0, False))
        elif status == 3:
            timeline.append((max(x[0] for x in timeline) + datetime.timedelta(minutes=3), 2,
                             f"Conversation was snoozed by {agent}", None, 0, False))  # fmt: skip
        timeline = [x for x in timeline if x[0] < clock.now]
        last_activity = max(x[0] for x in timeline)
        incoming_last = max(x[0] for x in timeline if x[1] == 0)
        outgoing = [x[0] for x in timeline if x[1] == 1 and not x[5]]
        waiting_since = None
        if status in (0, 2) and (not outgoing or incoming_last > max(outgoing)):
            waiting_since = incoming_last
        display[account] += 1
        labels_here = [label] + (["refund"] if label in ("damaged-parcel", "wrong-item") and rng.random() < 0.3 else [])
        labels_here = list(dict.fromkeys(labels_here))
        db.execute(
            "INSERT INTO conversations (id, account_id, inbox_id, status, assignee_id, created_at, updated_at,"
            " contact_id, display_id, contact_last_seen_at, agent_last_seen_at, contact_inbox_id, uuid,"
            " last_activity_at, team_id, snoozed_until, first_reply_created_at, priority, waiting_since,"
            " cached_label_list, additional_attributes) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (conversation_id, account, inbox_id, status, user_ids[agent] if agent else None, ts(started),
             ts(last_activity), contact_id, display[account], ts(incoming_last),
             ts(last_activity) if agent else None, contact_inbox[key], uuid(), ts(last_activity), team_id,
             ts(clock.now + datetime.timedelta(hours=rng.randint(6, 60))) if status == 3 else None,
             ts(first_reply) if first_reply is not None else None, priority,
             ts(waiting_since) if waiting_since is not None else None, ",".join(labels_here),
             json.dumps({"browser": {"browser_name": "Chrome"}} if channel_type == "Channel::WebWidget" else {})),
        )  # fmt: skip
        last_message = 0
        for when, mtype, content, sender, mstatus, private in sorted(timeline, key=lambda x: x[0]):
            counters["msg"] += 1
            sender_type = "Contact" if mtype == 0 else ("User" if mtype == 1 else None)
            db.execute(
                "INSERT INTO messages (id, content, account_id, inbox_id, conversation_id, message_type, created_at,"
                " updated_at, private, status, sender_type, sender_id, source_id) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (counters["msg"], content, account, inbox_id, conversation_id, mtype, ts(when), ts(when),
                 1 if private else 0, mstatus, sender_type, sender if mtype in (0, 1) else None,
                 f"wamid.{rng.getrandbits(80):020x}" if channel_type == "Channel::Whatsapp" and mtype < 2 else None),
            )  # fmt: skip
            last_message = counters["msg"]
        for title in labels_here:
            counters["tagging"] += 1
            db.execute(
                "INSERT INTO taggings (id, tag_id, taggable_type, taggable_id, tagger_type, tagger_id, context,"
                " created_at) VALUES (?, ?, 'Conversation', ?, NULL, NULL, 'labels', ?)",
                (counters["tagging"], tag_ids[title], conversation_id, ts(started + datetime.timedelta(minutes=1))),
            )
        if first_reply is not None and agent is not None:
            report("first_response", started, first_reply, 0.8, (account, inbox_id, user_ids[agent], conversation_id))
        if resolved_at is not None and agent is not None:
            report("conversation_resolved", started, resolved_at, 0.7,
                   (account, inbox_id, user_ids[agent], conversation_id))  # fmt: skip
            if csat and rng.random() < 0.4:
                survey_at = resolved_at + datetime.timedelta(minutes=1)
                answered = survey_at + datetime.timedelta(minutes=rng.randint(3, 600))
                if answered < clock.now:
                    counters["msg"] += 1
                    db.execute(
                        "INSERT INTO messages (id, content, account_id, inbox_id, conversation_id, message_type,"
                        " created_at, updated_at, private, status, content_type, sender_type)"
                        " VALUES (?, 'Please rate the conversation', ?,?,?,3,?,?,0,2,9,NULL)",
                        (counters["msg"], account, inbox_id, conversation_id, ts(survey_at), ts(answered)),
                    )
                    mean = csat_mean[agent]
                    rating = max(1, min(5, round(rng.gauss(mean, 0.8))))
                    counters["csat"] += 1
                    db.execute(
                        "INSERT INTO csat_survey_responses (id, account_id, conversation_id, message_id, rating,"
                        " feedback_message, contact_id, assigned_agent_id, created_at, updated_at)"
                        " VALUES (?,?,?,?,?,?,?,?,?,?)",
                        (counters["csat"], account, conversation_id, counters["msg"], rating,
                         rng.choice([None, None, "Quick and friendly", "Took a while", "Sorted, thanks!"]),
                         contact_id, user_ids[agent], ts(answered), ts(answered)),
                    )  # fmt: skip
        del last_message
    db.execute("UPDATE tags SET taggings_count = (SELECT COUNT(*) FROM taggings WHERE taggings.tag_id = tags.id)")
    close_checked(db, "support")
