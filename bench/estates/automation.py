"""A Leeds homeware retailer's workflow automation (Fenwick & Lowe) as the SQLite database of n8n.

n8n 1.x (the TypeScript workflow-automation server) keeps its data in SQLite through TypeORM by default; this is its
``database.sqlite`` with its tables and conventions: camelCase columns, **``datetime(3)`` text in UTC with
milliseconds** (``2025-03-04 21:17:09.123``, TypeORM's ``STRFTIME('%Y-%m-%d %H:%M:%f', 'NOW')``), 0/1 booleans, JSON
kept as text, nanoid keys (16 characters) for workflows, credentials, projects, folders and tags, UUIDs for users,
and integer keys for executions:

* ``user`` (``role`` **``global:owner``, ``global:admin`` or ``global:member``**; an invited person who has not set
  up an account yet has a NULL ``password``, ``firstName`` and ``lastName``; ``disabled``; ``mfaEnabled``;
  ``lastActiveAt`` **a plain date**, NULL for someone never active);
* ``project`` (**``type`` ``personal``** (every user's own, named ``First Last <email>``) or **``team``**),
  ``project_relation`` (``role`` ``project:personalOwner``, ``project:admin``, ``project:editor`` or
  ``project:viewer``), ``folder`` (per project, nestable);
* ``workflow_entity`` (``active`` 0/1, ``nodes`` and ``connections`` JSON, ``settings`` JSON whose ``errorWorkflow``
  names the workflow run when an execution fails, ``triggerCount``, ``versionId``, ``isArchived``), owned by a project
  through ``shared_workflow`` (``role`` ``workflow:owner``), tagged through ``workflows_tags`` and ``tag_entity``, its
  saved versions in ``workflow_history``; ``webhook_entity`` holds the webhooks of active workflows (composite key
  ``webhookPath`` and ``method``);
* ``credentials_entity`` (``type`` the credential type's name, ``slackOAuth2Api``, ``xeroOAuth2Api``...; ``data``
  encrypted), owned through ``shared_credentials`` (``credential:owner``);
* ``execution_entity`` (``status`` **``success``, ``error``, ``crashed``, ``canceled``, ``running``, ``waiting``**;
  ``mode`` **``trigger``** (schedule), **``webhook``**, **``manual``** (run from the editor), **``retry``** (a retry
  of a failed execution: ``retryOf`` its id as text, and the failed one's ``retrySuccessId`` the retry that
  succeeded), **``integrated``** (a sub-workflow called by an Execute Workflow node), **``error``** (the error
  workflow, run once for every failed production execution of a workflow that names it); ``finished`` 1 only for
  success; ``stoppedAt`` NULL while running or waiting; ``waitTill`` **``3000-01-01 00:00:00.000`` for a Wait node
  waiting for a webhook call without a time limit**; **deleting an execution in the UI is a soft delete**,
  ``deletedAt``), ``execution_data`` (the run data, one row per execution) and ``execution_metadata`` (custom
  key/value data saved by the workflow);
* ``workflow_statistics`` (per workflow and ``name`` ``production_success``, ``production_error``,
  ``manual_success``, ``manual_error`` or ``data_loaded``: **counts since the workflow was created**, not pruned with
  the executions), ``variables``, ``user_api_keys``, ``settings``, ``installed_packages`` and ``installed_nodes``
  (community nodes).

The instance keeps executions for 60 days (``EXECUTIONS_DATA_MAX_AGE=1440``): the execution tables reach 60 days back
from ``now``, users and workflows years. Times sit on a one-minute grid counted from today's midnight UTC with drawn
seconds and milliseconds; today's executions lie between midnight and ``now``, what is running, waiting or stuck is
counted back from ``now``, so builds a whole number of days apart agree.

Planted signals:

* "Shopify orders → Xero invoices" fails about one run in three over the last 7 days (Xero's token expired), far
  more than any other workflow; before that about one in fifty, every failure retried successfully by Daniel Okafor;
  of the last week's failures 20 were retried, 12 successfully;
* "Refund approvals" waits hours for a manager's approval (the longest runs on average); four of them are waiting
  right now without a time limit, and two review requests wait out their three days;
* the Operations project runs by far the most executions (hourly stock and courier syncs, the address-validation
  sub-workflow called by every Shopify order, the error alerts);
* one "Courier tracking updates (DPD)" run has been stuck for over three hours; a stock sync is running normally;
* a restart twelve days ago crashed seven executions (three more crashed 40 days ago);
* three active workflows have never run ("Newsletter signups → Klaviyo", "Wholesale enquiry form", "B2B price list
  sync");
* Marcus Lowe and Chloe Hartley are admins without two-factor authentication; Ravi Shah and Emma Doyle have not
  accepted their invitations; Liam Brennan and Chloe Hartley have not been active for over 30 days (Jake Pearson's
  account is disabled);
* "critical" tags the most active workflows; three Slack credentials;
* Priya Desai deleted 18 of her 30 test runs of "Test - Shopify webhook".
"""

from __future__ import annotations

import datetime
import json
import random
import uuid
from pathlib import Path

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE "user" (
  id VARCHAR PRIMARY KEY, email VARCHAR(255) UNIQUE, firstName VARCHAR(32), lastName VARCHAR(32), password VARCHAR,
  personalizationAnswers TEXT, createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, settings TEXT,
  disabled BOOLEAN NOT NULL DEFAULT 0, mfaEnabled BOOLEAN NOT NULL DEFAULT 0, mfaSecret TEXT, mfaRecoveryCodes TEXT,
  role TEXT NOT NULL, lastActiveAt DATE
);
CREATE TABLE project (
  id VARCHAR(36) PRIMARY KEY, name VARCHAR(255) NOT NULL, type VARCHAR(36) NOT NULL, icon TEXT,
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL
);
CREATE TABLE project_relation (
  projectId VARCHAR(36) NOT NULL REFERENCES project (id) ON DELETE CASCADE,
  userId VARCHAR NOT NULL REFERENCES "user" (id) ON DELETE CASCADE, role VARCHAR NOT NULL,
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, PRIMARY KEY (projectId, userId)
);
CREATE TABLE folder (
  id VARCHAR(36) PRIMARY KEY, name VARCHAR(128) NOT NULL, parentFolderId VARCHAR(36) REFERENCES folder (id),
  projectId VARCHAR(36) NOT NULL REFERENCES project (id), createdAt DATETIME(3) NOT NULL,
  updatedAt DATETIME(3) NOT NULL
);
CREATE TABLE workflow_entity (
  id VARCHAR(36) PRIMARY KEY, name VARCHAR(128) NOT NULL, active BOOLEAN NOT NULL, nodes TEXT NOT NULL,
  connections TEXT NOT NULL, createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, settings TEXT,
  staticData TEXT, pinData TEXT, versionId CHAR(36), triggerCount INTEGER NOT NULL DEFAULT 0, meta TEXT,
  parentFolderId VARCHAR(36) REFERENCES folder (id), isArchived BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE shared_workflow (
  workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id) ON DELETE CASCADE,
  projectId VARCHAR(36) NOT NULL REFERENCES project (id) ON DELETE CASCADE, role TEXT NOT NULL,
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, PRIMARY KEY (workflowId, projectId)
);
CREATE TABLE tag_entity (
  id VARCHAR(36) PRIMARY KEY, name VARCHAR(24) NOT NULL UNIQUE, createdAt DATETIME(3) NOT NULL,
  updatedAt DATETIME(3) NOT NULL
);
CREATE TABLE workflows_tags (
  workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id) ON DELETE CASCADE,
  tagId VARCHAR(36) NOT NULL REFERENCES tag_entity (id) ON DELETE CASCADE, PRIMARY KEY (workflowId, tagId)
);
CREATE TABLE workflow_history (
  versionId VARCHAR(36) PRIMARY KEY, workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id) ON DELETE CASCADE,
  authors VARCHAR(255) NOT NULL, createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, nodes TEXT NOT NULL,
  connections TEXT NOT NULL
);
CREATE TABLE webhook_entity (
  webhookPath VARCHAR NOT NULL, method VARCHAR NOT NULL, node VARCHAR NOT NULL, webhookId VARCHAR,
  pathLength INTEGER, workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id) ON DELETE CASCADE,
  PRIMARY KEY (webhookPath, method)
);
CREATE TABLE credentials_entity (
  id VARCHAR(36) PRIMARY KEY, name VARCHAR(128) NOT NULL, data TEXT NOT NULL, type VARCHAR(128) NOT NULL,
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, isManaged BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE shared_credentials (
  credentialsId VARCHAR(36) NOT NULL REFERENCES credentials_entity (id) ON DELETE CASCADE,
  projectId VARCHAR(36) NOT NULL REFERENCES project (id) ON DELETE CASCADE, role TEXT NOT NULL,
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL, PRIMARY KEY (credentialsId, projectId)
);
CREATE TABLE execution_entity (
  id INTEGER PRIMARY KEY AUTOINCREMENT, workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id)
  ON DELETE CASCADE, finished BOOLEAN NOT NULL, mode VARCHAR NOT NULL, retryOf VARCHAR, retrySuccessId VARCHAR,
  startedAt DATETIME(3), stoppedAt DATETIME(3), waitTill DATETIME(3), status VARCHAR NOT NULL,
  deletedAt DATETIME(3), createdAt DATETIME(3) NOT NULL
);
CREATE TABLE execution_data (
  executionId INTEGER PRIMARY KEY REFERENCES execution_entity (id) ON DELETE CASCADE, workflowData TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE execution_metadata (
  id INTEGER PRIMARY KEY AUTOINCREMENT, executionId INTEGER NOT NULL REFERENCES execution_entity (id)
  ON DELETE CASCADE, key TEXT NOT NULL, value TEXT NOT NULL
);
CREATE TABLE workflow_statistics (
  count INTEGER DEFAULT 0, latestEvent DATETIME(3), name VARCHAR(128) NOT NULL,
  workflowId VARCHAR(36) NOT NULL REFERENCES workflow_entity (id) ON DELETE CASCADE, rootCount INTEGER DEFAULT 0,
  PRIMARY KEY (workflowId, name)
);
CREATE TABLE variables (
  id VARCHAR(36) PRIMARY KEY, key TEXT NOT NULL UNIQUE, type TEXT NOT NULL DEFAULT 'string', value TEXT
);
CREATE TABLE user_api_keys (
  id VARCHAR(36) PRIMARY KEY, userId VARCHAR NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  label VARCHAR(100) NOT NULL, apiKey VARCHAR NOT NULL UNIQUE, scopes TEXT, createdAt DATETIME(3) NOT NULL,
  updatedAt DATETIME(3) NOT NULL
);
CREATE TABLE settings (
  key TEXT PRIMARY KEY, value TEXT NOT NULL, loadOnStartup BOOLEAN NOT NULL DEFAULT 0
);
CREATE TABLE installed_packages (
  packageName CHAR(214) PRIMARY KEY, installedVersion CHAR(50) NOT NULL, authorName CHAR(70), authorEmail CHAR(70),
  createdAt DATETIME(3) NOT NULL, updatedAt DATETIME(3) NOT NULL
);
CREATE TABLE installed_nodes (
  name CHAR(200) NOT NULL, type CHAR(200) PRIMARY KEY, latestVersion INTEGER NOT NULL DEFAULT 1,
  package CHAR(214) NOT NULL REFERENCES installed_packages (packageName) ON DELETE CASCADE
);
"""

DOMAIN = "fenwickandlowe.co.uk"
WAIT_INDEFINITELY = "3000-01-01 00:00:00.000"
DAYS = 60  # executions kept
# first, last, role, days since the account was made, days since last active (None: never), mfa, disabled
USERS = [
    ("Helen", "Fenwick", "global:owner", 1400, 0, 1, 0),
    ("Marcus", "Lowe", "global:admin", 1390, 1, 0, 0),
    ("Priya", "Desai", "global:admin", 1100, 0, 1, 0),
    ("Tom", "Ashworth", "global:member", 900, 2, 0, 0),
    ("Sophie", "Clarke", "global:member", 800, 3, 1, 0),
    ("Daniel", "Okafor", "global:member", 700, 1, 0, 0),
    ("Grace", "Whitaker", "global:member", 520, 1, 1, 0),
    ("Liam", "Brennan", "global:member", 480, 41, 0, 0),
    ("Chloe", "Hartley", "global:admin", 650, 55, 0, 0),
    ("Jake", "Pearson", "global:member", 610, 80, 0, 1),
]
INVITED = [("ravi.shah", 9), ("emma.doyle", 4)]
TEAMS = {
    "Operations": [("Tom Ashworth", "project:admin"), ("Helen Fenwick", "project:admin"),
                   ("Marcus Lowe", "project:editor"), ("Jake Pearson", "project:editor"),
                   ("Liam Brennan", "project:viewer")],
    "Finance": [("Daniel Okafor", "project:admin"), ("Priya Desai", "project:editor"),
                ("Helen Fenwick", "project:viewer")],
    "Marketing": [("Sophie Clarke", "project:admin"), ("Chloe Hartley", "project:editor")],
    "Customer Service": [("Grace Whitaker", "project:admin"), ("Priya Desai", "project:editor"),
                         ("Tom Ashworth", "project:viewer")],
}  # fmt: skip
# name: (owner project, active, trigger, runs a day, mean seconds, failure share, tags, days since created)
# trigger: schedule, webhook, form, manual, sub (called by another workflow), error (error trigger)
WORKFLOWS: dict[str, tuple[str, int, str, float, float, float, tuple[str, ...], int]] = {
    "Shopify orders → Xero invoices": ("Finance", 1, "webhook", 40, 4.0, 0.02, ("shopify", "critical"), 610),
    "Nightly product feed to Google Merchant": ("Marketing", 1, "schedule", 1, 840.0, 0.05, ("critical",), 540),
    "Abandoned basket emails": ("Marketing", 1, "schedule", 24, 12.0, 0.01, ("shopify",), 480),
    "Zendesk ticket triage with OpenAI": ("Customer Service", 1, "webhook", 25, 9.0, 0.04, ("ai",), 200),
    "Stock levels sync (Linnworks)": ("Operations", 1, "schedule", 24, 35.0, 0.03, ("critical", "shopify"), 900),
    "Courier tracking updates (DPD)": ("Operations", 1, "schedule", 24, 20.0, 0.03, ("critical",), 760),
    "Daily sales summary to Slack": ("Finance", 1, "schedule", 1, 15.0, 0.0, ("reporting",), 470),
    "Refund approvals": ("Customer Service", 1, "webhook", 6, 10800.0, 0.02, ("critical",), 330),
    "Supplier PO emailer": ("Operations", 1, "schedule", 2, 25.0, 0.02, (), 820),
    "Error alerts → #ops-alerts": ("Operations", 1, "error", 0, 1.5, 0.0, ("critical",), 880),
    "Customer review requests (Trustpilot)": ("Marketing", 1, "schedule", 1, 30.0, 0.0, (), 300),
    "Address validation (Loqate)": ("Operations", 1, "sub", 0, 0.9, 0.0, (), 600),
    "VAT return prep": ("Finance", 0, "manual", 0, 95.0, 0.0, ("reporting",), 420),
    "Instagram post scheduler": ("Marketing", 0, "schedule", 3, 6.0, 0.02, ("experimental",), 250),
    "Returns label generator": ("Customer Service", 1, "webhook", 8, 5.0, 0.01, (), 280),
    "Warehouse shift rota to Google Sheets": ("Operations", 1, "schedule", 1 / 7, 18.0, 0.0, (), 150),
    "Newsletter signups → Klaviyo": ("Marketing", 1, "webhook", 0, 2.0, 0.0, ("experimental",), 12),
    "Wholesale enquiry form": ("Customer Service", 1, "form", 0, 3.0, 0.0, (), 8),
    "B2B price list sync": ("Finance", 1, "schedule", 0, 60.0, 0.0, (), 10),
    "Old Magento order sync": ("Operations", 0, "webhook", 0, 5.0, 0.0, (), 1300),
    "Test - Shopify webhook": ("Priya Desai", 0, "manual", 0, 2.0, 0.0, (), 25),
    "Copy of Daily sales summary to Slack": ("Sophie Clarke", 0, "schedule", 0, 15.0, 0.0, (), 60),
    "Monthly KPI deck": ("Daniel Okafor", 0, "manual", 0, 40.0, 0.0, ("reporting",), 140),
}
ERROR_WATCHED = ("Finance", "Operations")  # their workflows name the error alerts as their error workflow
ARCHIVED = ("Old Magento order sync",)
INSTAGRAM_OFF = 20  # the Instagram scheduler was switched off this many days ago
# name, type, owner project
CREDENTIALS = [
    ("Shopify - fenwickandlowe", "shopifyAccessTokenApi", "Operations"),
    ("Xero - Fenwick & Lowe Ltd", "xeroOAuth2Api", "Finance"),
    ("Slack - Fenwick & Lowe workspace", "slackOAuth2Api", "Finance"),
    ("Slack bot (alerts)", "slackApi", "Operations"),
    ("Slack - marketing", "slackOAuth2Api", "Marketing"),
    ("Google Merchant Center", "googleApi", "Marketing"),
    ("Google Sheets - ops", "googleSheetsOAuth2Api", "Operations"),
    ("OpenAI", "openAiApi", "Customer Service"),
    ("Zendesk", "zendeskApi", "Customer Service"),
    ("Linnworks API", "httpHeaderAuth", "Operations"),
    ("DPD Local API", "httpBasicAuth", "Operations"),
    ("Loqate", "httpQueryAuth", "Operations"),
    ("Mailchimp transactional", "mandrillApi", "Marketing"),
    ("Trustpilot", "oAuth2Api", "Marketing"),
    ("Klaviyo", "httpHeaderAuth", "Marketing"),
    ("Office 365 SMTP", "smtp", "Operations"),
    ("Reporting DB (Postgres)", "postgres", "Finance"),
    ("Shopify - test store", "shopifyAccessTokenApi", "Priya Desai"),
]
NODE_TYPES = {
    "webhook": "n8n-nodes-base.webhook",
    "schedule": "n8n-nodes-base.scheduleTrigger",
    "form": "n8n-nodes-base.formTrigger",
    "manual": "n8n-nodes-base.manualTrigger",
    "sub": "n8n-nodes-base.executeWorkflowTrigger",
    "error": "n8n-nodes-base.errorTrigger",
}
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def build(path: Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    db = new_database(path, SCHEMA)

    def nanoid() -> str:
        return "".join(rng.choice(ALPHABET) for _ in range(16))

    def ms(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"

    def moment(day: int, minutes: float) -> datetime.datetime:
        return clock.at(day, 0) + datetime.timedelta(minutes=minutes, milliseconds=rng.randrange(60000))

    def long_ago(days: int) -> str:
        return ms(moment(-days, rng.randint(480, 1080)))

    # users and their personal projects
    user_ids: dict[str, str] = {}
    projects: dict[str, str] = {}
    for first, last, role, age, active, mfa, disabled in USERS:
        name = f"{first} {last}"
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        user_ids[name] = uid
        email = f"{first.lower()}.{last.lower()}@{DOMAIN}"
        created = long_ago(age)
        answers = json.dumps({"version": "v4", "companySize": "20-99", "role": "business-owner"})
        settings = json.dumps({"userActivated": True, "firstSuccessfulWorkflowId": ""})
        db.execute(
            'INSERT INTO "user" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
            (uid, email, first, last, "$2a$10$" + nanoid() * 3, answers, created, created, settings, disabled, mfa,
             nanoid() if mfa else None, None, role, clock.day_text(-active)),
        )  # fmt: skip
        pid = nanoid()
        projects[name] = pid
        db.execute("INSERT INTO project VALUES (?, ?, 'personal', NULL, ?, ?)", (pid, f"{name} <{email}>", created,
                                                                                  created))  # fmt: skip
        db.execute("INSERT INTO project_relation VALUES (?, ?, 'project:personalOwner', ?, ?)",
                   (pid, uid, created, created))  # fmt: skip
    for address, age in INVITED:
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        created = long_ago(age)
        email = f"{address}@{DOMAIN}"
        db.execute(
            'INSERT INTO "user" VALUES (?, ?, NULL, NULL, NULL, NULL, ?, ?, NULL, 0, 0, NULL, NULL, ?, NULL)',
            (uid, email, created, created, "global:member"),
        )
        pid = nanoid()
        db.execute("INSERT INTO project VALUES (?, ?, 'personal', NULL, ?, ?)", (pid, f"<{email}>", created, created))
        db.execute("INSERT INTO project_relation VALUES (?, ?, 'project:personalOwner', ?, ?)",
                   (pid, uid, created, created))  # fmt: skip
    for team, members in TEAMS.items():
        pid = nanoid()
        projects[team] = pid
        created = long_ago(rng.randint(900, 1000))
        icon = json.dumps(
            {
                "type": "icon",
                "value": {
                    "Operations": "truck",
                    "Finance": "pound-sign",
                    "Marketing": "bullhorn",
                    "Customer Service": "headset",
                }[team],
            }
        )
        db.execute("INSERT INTO project VALUES (?, ?, 'team', ?, ?, ?)", (pid, team, icon, created, created))
        for member, role in members:
            db.execute("INSERT INTO project_relation VALUES (?, ?, ?, ?, ?)",
                       (pid, user_ids[member], role, created, created))  # fmt: skip
    folders = {}
    for team, names in (("Operations", ("Warehouse", "Couriers")), ("Marketing", ("Feeds", "Email")),
                        ("Finance", ("Accounting",))):  # fmt: skip
        for name in names:
            fid = nanoid()
            folders[name] = fid
            stamp = long_ago(rng.randint(100, 300))
            db.execute("INSERT INTO folder VALUES (?, ?, NULL, ?, ?, ?)", (fid, name, projects[team], stamp, stamp))
    folder_of = {"Stock levels sync (Linnworks)": "Warehouse", "Warehouse shift rota to Google Sheets": "Warehouse",
                 "Courier tracking updates (DPD)": "Couriers", "Nightly product feed to Google Merchant": "Feeds",
                 "Abandoned basket emails": "Email", "Customer review requests (Trustpilot)": "Email",
                 "Shopify orders → Xero invoices": "Accounting", "VAT return prep": "Accounting"}  # fmt: skip

    # tags
    tag_ids = {}
    for name in ("critical", "shopify", "reporting", "ai", "experimental", "finance-eoy"):
        tid = nanoid()
        tag_ids[name] = tid
        stamp = long_ago(rng.randint(200, 800))
        db.execute("INSERT INTO tag_entity VALUES (?, ?, ?, ?)", (tid, name, stamp, stamp))

    # workflows
    wf_ids = {name: nanoid() for name in WORKFLOWS}
    error_wf = wf_ids["Error alerts → #ops-alerts"]
    for name, (owner, active, trigger, _, _, _, tags, age) in WORKFLOWS.items():
        wid = wf_ids[name]
        made = moment(-age, rng.randint(540, 1020))
        updated = moment(-rng.randint(min(age, 30) // 2 + 1, min(age, 30) + 1), rng.randint(540, 1020))
        if name == "Instagram post scheduler":
            updated = moment(-INSTAGRAM_OFF, 600)
        trigger_node = {"id": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "name": trigger.title(),
                        "type": NODE_TYPES[trigger], "typeVersion": 1, "position": [0, 0],
                        "parameters": {}}  # fmt: skip
        nodes = [trigger_node]
        if name == "Shopify orders → Xero invoices":
            nodes.append({"name": "Validate address", "type": "n8n-nodes-base.executeWorkflow", "typeVersion": 1,
                          "parameters": {"workflowId": wf_ids["Address validation (Loqate)"]}})  # fmt: skip
            nodes.append({"name": "Create invoice", "type": "n8n-nodes-base.xero", "typeVersion": 1})
        if "Slack" in name or trigger == "error":
            nodes.append({"name": "Post to Slack", "type": "n8n-nodes-base.slack", "typeVersion": 2})
        if name == "Refund approvals":
            nodes.append({"name": "Wait for approval", "type": "n8n-nodes-base.wait", "typeVersion": 1,
                          "parameters": {"resume": "webhook"}})  # fmt: skip
        connections = {trigger_node["name"]: {"main": [[{"node": n["name"], "type": "main", "index": 0}
                                                         for n in nodes[1:2]]]}}  # fmt: skip
        options: dict[str, object] = {"executionOrder": "v1", "saveManualExecutions": True}
        if owner in ERROR_WATCHED and trigger != "error":
            options["errorWorkflow"] = error_wf
        version = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        triggers = 1 if active and trigger in ("webhook", "schedule", "form", "error") else 0
        meta = json.dumps({"templateCredsSetupCompleted": True})
        db.execute(
            "INSERT INTO workflow_entity VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, '{}', ?, ?, ?, ?, ?)",
            (wid, name, active, json.dumps(nodes, ensure_ascii=False), json.dumps(connections), ms(made),
             ms(updated), json.dumps(options), version, triggers, meta, folders.get(folder_of.get(name, "")),
             1 if name in ARCHIVED else 0),
        )  # fmt: skip
        versions = [version] + [str(uuid.UUID(int=rng.getrandbits(128), version=4)) for _ in range(rng.randint(0, 4))]
        for k, vid in enumerate(reversed(versions)):
            when = ms(made + (updated - made) * (k / max(1, len(versions) - 1)))
            author = owner if owner in user_ids else TEAMS[owner][0][0]
            db.execute("INSERT INTO workflow_history VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (vid, wid, author, when, when, json.dumps(nodes, ensure_ascii=False),
                        json.dumps(connections)))  # fmt: skip
        db.execute("INSERT INTO shared_workflow VALUES (?, ?, 'workflow:owner', ?, ?)",
                   (wid, projects[owner], ms(made), ms(made)))  # fmt: skip
        for tag in tags:
            db.execute("INSERT INTO workflows_tags VALUES (?, ?)", (wid, tag_ids[tag]))
    hooks = [("shopify/orders-create", "POST", "Shopify orders → Xero invoices"),
             ("zendesk/ticket-created", "POST", "Zendesk ticket triage with OpenAI"),
             ("refunds/request", "POST", "Refund approvals"), ("returns/label", "POST", "Returns label generator"),
             ("returns/label", "GET", "Returns label generator"),
             ("klaviyo-signup", "POST", "Newsletter signups → Klaviyo")]  # fmt: skip
    form = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    hooks += [(form, "GET", "Wholesale enquiry form"), (form, "POST", "Wholesale enquiry form")]
    for hook_path, method, name in hooks:
        node = "Form Trigger" if name == "Wholesale enquiry form" else "Webhook"
        db.execute("INSERT INTO webhook_entity VALUES (?, ?, ?, ?, ?, ?)",
                   (hook_path, method, node, str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                    hook_path.count("/") + 1, wf_ids[name]))  # fmt: skip

    # credentials
    for name, kind, owner in CREDENTIALS:
        cid = nanoid()
        stamp = long_ago(rng.randint(20, 700))
        db.execute("INSERT INTO credentials_entity VALUES (?, ?, ?, ?, ?, ?, 0)",
                   (cid, name, "U2FsdGVkX1" + nanoid() + nanoid(), kind, stamp, stamp))  # fmt: skip
        db.execute("INSERT INTO shared_credentials VALUES (?, ?, 'credential:owner', ?, ?)",
                   (cid, projects[owner], stamp, stamp))  # fmt: skip

    # executions
    later_than_now = clock.now - datetime.timedelta(minutes=1)
    today_span = (clock.now - clock.midnight).total_seconds() / 60
    rows: list[dict[str, object]] = []

    def execution(workflow: str, mode: str, start: datetime.datetime, seconds: float | None, status: str,
                  **extra: object) -> dict[str, object]:  # fmt: skip
        row: dict[str, object] = {
            "workflowId": wf_ids[workflow], "finished": 1 if status == "success" else 0, "mode": mode,
            "retryOf": None, "retrySuccessId": None, "startedAt": start,
            "stoppedAt": None if seconds is None else start + datetime.timedelta(seconds=seconds),
            "waitTill": None, "status": status, "deletedAt": None, "createdAt": start - datetime.timedelta(
                milliseconds=rng.randint(3, 40)), "name": workflow,
        }  # fmt: skip
        row.update(extra)
        rows.append(row)
        return row

    def failing(name: str, day: int) -> float:
        share = WORKFLOWS[name][5]
        if name == "Shopify orders → Xero invoices" and day >= -7:
            return 0.33
        return share

    for name, (_owner, _active, trigger, per_day, mean, _share, _tags, age) in WORKFLOWS.items():
        if per_day <= 0 or trigger not in ("schedule", "webhook"):
            continue
        mode = "trigger" if trigger == "schedule" else "webhook"
        first_day = -min(DAYS, age)
        last_day = -INSTAGRAM_OFF - 1 if name == "Instagram post scheduler" else 0
        for day in range(first_day, last_day + 1):
            if per_day < 1:
                if day % 7:
                    continue
                count = 1
            else:
                count = int(per_day)
            for k in range(count):
                if trigger == "schedule":
                    minutes = 120 + k * (1440 / count) if count == 1 else k * (1440 / count) + 2
                else:
                    minutes = rng.uniform(0, 1440) if day < 0 else rng.uniform(0, max(today_span - 5, 0))
                start = moment(day, minutes)
                if start >= later_than_now:
                    continue
                fails = rng.random() < failing(name, day)
                seconds = mean * rng.uniform(0.6, 1.4)
                if fails:
                    seconds = seconds * rng.uniform(0.1, 0.5)
                execution(name, mode, start, seconds, "error" if fails else "success")
                if name == "Shopify orders → Xero invoices":
                    execution("Address validation (Loqate)", "integrated", start + datetime.timedelta(seconds=1),
                              rng.uniform(0.5, 1.3), "success")  # fmt: skip

    # retries of the Xero sync's failures
    xero = [r for r in rows if r["name"] == "Shopify orders → Xero invoices" and r["status"] == "error"]
    recent = [r for r in xero if r["startedAt"] >= clock.at(-7, 0) + datetime.timedelta(hours=6)]  # type: ignore[operator]
    older = [r for r in xero if r["startedAt"] < clock.at(-8, 0) and r["startedAt"] >= clock.at(-29, 0)]  # type: ignore[operator]
    retried = [(r, True) for r in older] + [(r, k < 12) for k, r in enumerate(rng.sample(recent, 20))]
    for original, works in retried:
        stopped = original["stoppedAt"]
        assert isinstance(stopped, datetime.datetime)
        start = stopped + datetime.timedelta(minutes=rng.randint(20, 300))
        if start >= later_than_now:
            start = stopped + datetime.timedelta(seconds=30)
        retry = execution("Shopify orders → Xero invoices", "retry", start, rng.uniform(2, 6),
                          "success" if works else "error", original=original)  # fmt: skip
        retry["retryOf"] = original
        if works:
            original["retrySuccessId"] = retry

    # the error workflow, once for every failed production run of a watched workflow
    for row in list(rows):
        owner = WORKFLOWS[str(row["name"])][0]
        if row["status"] == "error" and row["mode"] in ("trigger", "webhook") and owner in ERROR_WATCHED:
            stopped = row["stoppedAt"]
            assert isinstance(stopped, datetime.datetime)
            if stopped + datetime.timedelta(seconds=2) < clock.now:
                execution("Error alerts → #ops-alerts", "error", stopped + datetime.timedelta(seconds=1),
                          rng.uniform(1.0, 2.0), "success")  # fmt: skip

    # manual runs from the editor, Priya's test runs (18 deleted), the VAT prep
    for k in range(30):
        start = moment(-5 - (k % 16), 600 + k * 7)
        deleted = start + datetime.timedelta(hours=2) if k % 5 < 3 else None
        execution("Test - Shopify webhook", "manual", start, rng.uniform(1, 3), "error" if k % 7 == 0 else "success",
                  deletedAt=deleted)  # fmt: skip
    for day in (-52, -51, -22, -21):
        execution("VAT return prep", "manual", moment(day, 630), rng.uniform(60, 130), "success")
    for name in ("Stock levels sync (Linnworks)", "Nightly product feed to Google Merchant", "Zendesk ticket triage "
                 "with OpenAI", "Courier tracking updates (DPD)"):  # fmt: skip
        for _ in range(4):
            execution(name, "manual", moment(-rng.randint(1, 58), rng.randint(540, 1000)),
                      WORKFLOWS[name][4] * rng.uniform(0.5, 1.2), "success")  # fmt: skip

    # the restarts: crashed runs
    for day, count in ((-12, 7), (-40, 3)):
        for k in range(count):
            name = ("Stock levels sync (Linnworks)", "Courier tracking updates (DPD)", "Abandoned basket emails",
                    "Zendesk ticket triage with OpenAI")[k % 4]  # fmt: skip
            start = moment(day, 843 + k)
            execution(name, "trigger" if "Zendesk" not in name else "webhook", start, rng.uniform(30, 90), "crashed")

    # waiting and running now
    for k in range(4):
        execution("Refund approvals", "webhook", clock.now - datetime.timedelta(minutes=50 + 170 * k), None, "waiting",
                  waitTill=WAIT_INDEFINITELY)  # fmt: skip
    for k in range(2):
        start = clock.now - datetime.timedelta(hours=20 + 22 * k)
        execution("Customer review requests (Trustpilot)", "trigger", start, None, "waiting",
                  waitTill=ms(start + datetime.timedelta(days=3)))  # fmt: skip
    execution("Courier tracking updates (DPD)", "trigger", clock.now - datetime.timedelta(hours=3, minutes=12), None,
              "running")  # fmt: skip
    execution("Stock levels sync (Linnworks)", "trigger", clock.now - datetime.timedelta(seconds=40), None, "running")

    rows.sort(key=lambda r: r["createdAt"])  # type: ignore[arg-type, return-value]
    ids = {id(row): k + 1 for k, row in enumerate(rows)}

    def text(value: object) -> object:
        if isinstance(value, datetime.datetime):
            return ms(value)
        if isinstance(value, dict):
            return str(ids[id(value)])
        return value

    columns = ("workflowId", "finished", "mode", "retryOf", "retrySuccessId", "startedAt", "stoppedAt", "waitTill",
               "status", "deletedAt", "createdAt")  # fmt: skip
    db.executemany(
        "INSERT INTO execution_entity VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(ids[id(row)], *(text(row[c]) for c in columns)) for row in rows],
    )
    db.executemany(
        "INSERT INTO execution_data VALUES (?, ?, ?)",
        [(ids[id(row)], json.dumps({"id": row["workflowId"], "name": row["name"]}, ensure_ascii=False),
          '[{"startData":"1","resultData":"2"},{},{"runData":"3"}]') for row in rows],
    )  # fmt: skip
    order = 10233
    for row in rows:
        if row["name"] == "Shopify orders → Xero invoices" and row["mode"] == "webhook":
            order += 1
            db.execute("INSERT INTO execution_metadata (executionId, key, value) VALUES (?, 'orderNumber', ?)",
                       (ids[id(row)], f"#FL{order}"))  # fmt: skip

    # statistics since each workflow was created
    for name, (_owner, _active, _trigger, per_day, _mean, share, _tags, age) in WORKFLOWS.items():
        mine = [r for r in rows if r["name"] == name and r["deletedAt"] is None]
        production = [r for r in mine if r["mode"] != "manual"]
        manual = [r for r in mine if r["mode"] == "manual"]
        pruned = max(0, age - DAYS) * per_day
        if name == "Shopify orders → Xero invoices":
            pruned *= 2  # its address validation runs count as its own children
        counts = {
            "production_success": sum(r["status"] == "success" for r in production) + round(pruned * (1 - share)),
            "production_error": sum(r["status"] == "error" for r in production) + round(pruned * share),
            "manual_success": sum(r["status"] == "success" for r in manual) + (3 if age > DAYS else 0),
            "manual_error": sum(r["status"] == "error" for r in manual),
        }
        for stat, count in counts.items():
            if not count:
                continue
            pool = production if stat.startswith("production") else manual
            latest = max((r["startedAt"] for r in pool), default=None)  # type: ignore[type-var]
            latest_text = ms(latest) if isinstance(latest, datetime.datetime) else long_ago(DAYS + 5)
            db.execute("INSERT INTO workflow_statistics VALUES (?, ?, ?, ?, ?)",
                       (count, latest_text, stat, wf_ids[name], count))  # fmt: skip
        if mine or pruned:
            db.execute("INSERT INTO workflow_statistics VALUES (1, ?, 'data_loaded', ?, 1)",
                       (long_ago(max(1, age - 1)), wf_ids[name]))  # fmt: skip

    # the rest
    for key, value in (("XERO_TENANT_ID", "b2c6f1e4-9a0d-4e55-8f3c-1d2e7a9b6c30"), ("SLACK_ALERTS_CHANNEL", "C04OPS"),
                       ("LINNWORKS_LOCATION", "Leeds DC"), ("VAT_RATE", "0.2")):  # fmt: skip
        db.execute("INSERT INTO variables VALUES (?, ?, 'string', ?)", (nanoid(), key, value))
    for owner, label, age in (("Helen Fenwick", "Terraform", 300), ("Tom Ashworth", "Monitoring", 120),
                              ("Priya Desai", "CI deploys", 40)):  # fmt: skip
        stamp = long_ago(age)
        db.execute("INSERT INTO user_api_keys VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (nanoid(), user_ids[owner], label, "n8n_api_" + nanoid() + nanoid(),
                    json.dumps(["workflow:read", "workflow:list", "execution:read"]), stamp, stamp))  # fmt: skip
    for key, value, startup in (("userManagement.isInstanceOwnerSetUp", "true", 1),
                                ("ui.banners.dismissed", '["V1"]', 1),
                                ("features.sourceControl.sshKeys", "{}", 0), ("license.cert", "", 0)):  # fmt: skip
        db.execute("INSERT INTO settings VALUES (?, ?, ?)", (key, value, startup))
    stamp = long_ago(200)
    db.execute("INSERT INTO installed_packages VALUES ('n8n-nodes-linnworks', '0.4.2', 'Linnworks', NULL, ?, ?)",
               (stamp, stamp))  # fmt: skip
    db.execute("INSERT INTO installed_nodes VALUES ('Linnworks', 'n8n-nodes-linnworks.linnworks', 1, "
               "'n8n-nodes-linnworks')")  # fmt: skip
    close_checked(db, "automation")
