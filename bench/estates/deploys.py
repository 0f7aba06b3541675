"""An engineering organisation's CI/CD and on-call database (Fernhill, an online grocer's six product teams) as
the SQLite file of a Node.js application built with Prisma, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): commits, pipeline runs, jobs,
deployments, incidents and pages fill the 95 days before ``now``, the on-call rota runs 14 days ahead. Commits are
pushed on a 5-minute grid (plus whole seconds), every other moment follows from them by drawn durations, so two
builds with the same seed and ``now`` values a whole number of days apart give the same answers to relative-time
questions (nothing follows the weekday or the calendar month).

Naming is Prisma's: PascalCase singular models as quoted tables (``"User"``, ``"Team"``, ``"Repository"``,
``"Service"``, ``"Environment"``, ``"Commit"``, ``"PipelineRun"``, ``"Job"``, ``"Deployment"``, ``"Incident"``,
``"Page"``, ``"OnCallShift"``), camelCase columns (``repositoryId``, ``commitSha``, ``createdAt``, ``startedAt``,
``finishedAt``, ``durationMs``, ``deployedById``, ``rollbackOfId``, ``causedByDeploymentId``), foreign keys named
``<Model>_<field>_fkey``, unique indexes ``<Model>_<field>_key``, ``AUTOINCREMENT`` integer ids (hence SQLite's
``sqlite_sequence``) except ``Commit``, keyed by its 40-character ``sha``, and Prisma Migrate's own
``_prisma_migrations``. Enums are SCREAMING_CASE text: ``PipelineRun.status`` and ``Job.status`` QUEUED, RUNNING,
SUCCESS, FAILED, CANCELED (jobs also SKIPPED after a failure and PENDING behind a running job);
``PipelineRun.trigger`` PUSH, PULL_REQUEST, SCHEDULE; ``Deployment.status`` IN_PROGRESS, SUCCESS, FAILED,
ROLLED_BACK, CANCELED; ``Incident.severity`` SEV1 (worst) to SEV4 and ``status`` TRIGGERED, ACKNOWLEDGED,
RESOLVED; ``Page.channel`` PUSH, SMS, PHONE; ``User.role`` ENGINEER, SENIOR_ENGINEER, STAFF_ENGINEER, SRE,
ENGINEERING_MANAGER, BOT; ``Service.tier`` TIER_1 to TIER_3. Booleans are 0/1 (``isBot``, ``isActive``,
``isArchived``, ``isProduction``, ``requiresApproval``, ``isRollback``, ``isOverride``).

**Times come in two formats, as the application grew.** The models written with Prisma from the start store a
``DateTime`` the way Prisma does in SQLite, as **integer milliseconds since the Unix epoch** (``createdAt``,
``updatedAt``, ``authoredAt``, ``startedAt``, ``finishedAt``); durations are integer milliseconds
(``durationMs``). The on-call tables (``Incident``, ``Page``, ``OnCallShift``) came from the team's earlier
paging bot, which wrote JavaScript's ``toISOString()`` through raw SQL, and Prisma was pointed at them later with
``db pull``: their times are **ISO-8601 text with milliseconds and a trailing Z** (``2026-11-20T14:05:00.000Z``),
which sorts like ``strftime('%Y-%m-%dT%H:%M:%fZ', ...)`` and which ``julianday`` reads. A NULL ``finishedAt``,
``durationMs``, ``acknowledgedAt`` or ``resolvedAt`` means "not yet".

A pipeline run belongs to a repository and a commit; its jobs run one after another (a failed job skips the rest;
``durationMs`` of a run is its start to its finish). A successful run on ``main`` of a repository that hosts
services deploys each of them to ``staging`` automatically (``deployedById`` NULL); an engineer then promotes some
builds to production, first ``production-eu`` then ``production-us`` (both ``isProduction`` 1). A production
deploy that goes wrong ends FAILED, or ROLLED_BACK with a rollback deployment (``isRollback`` 1, ``rollbackOfId``
the bad one, ``pipelineRunId`` NULL). Incidents belong to a service, some caused by a deployment; each pages the
on-call engineer of the service's team (escalating to the team's manager when nobody acknowledges within 15
minutes). A shift covers 24 hours from 09:00 UTC.

Planted signals:

* ``mobile-app`` fails far more pipeline runs than any other repository (its flaky ``e2e-tests`` on macOS
  runners); ``data-pipeline`` builds are by far the slowest (a 25 to 40 minute ``integration-tests`` job);
* ``payments-api`` has the worst production change-failure rate (about a third of its production deploys fail or
  are rolled back, every other service under 12 %) and the most incidents;
* Priya Raman, the platform SRE who runs most release trains, promoted far more production deploys than anyone;
* Tomás Herrera covers five payments on-call shifts in eight and was paged far more than anyone else;
* ``search-indexer`` and ``feature-flags-svc``, both new, have only ever been deployed to staging;
* ``legacy-admin`` (archived 70 days ago) and ``jenkins-shared-lib`` (archived long ago) had no pipeline run in the
  last 60 days;
* three engineers who joined this week (Hamza Idris, Lena Vogt, Marcus Bell) have no commit yet; Kofi Mensah left
  40 days ago (inactive, his commits remain);
* the Mobile and Data teams' services had no incident in the last 30 days;
* exactly two incidents are open now: a SEV2 on ``payments-api`` acknowledged three hours ago and a SEV3 on
  ``search-api`` raised 40 minutes ago that nobody has acknowledged;
* dependabot and renovate (bots) author a steady share of commits.
"""

from __future__ import annotations

import dataclasses
import datetime
import pathlib
import random

from bench.estates.common import Clock, close_checked, new_database, pick

SCHEMA = """
CREATE TABLE "_prisma_migrations" (
    "id"                  TEXT PRIMARY KEY NOT NULL,
    "checksum"            TEXT NOT NULL,
    "finished_at"         DATETIME,
    "migration_name"      TEXT NOT NULL,
    "logs"                TEXT,
    "rolled_back_at"      DATETIME,
    "started_at"          DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
);
CREATE TABLE "Team" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "slackChannel" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "githubLogin" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'ENGINEER',
    "isBot" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "teamId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE TABLE "Repository" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "defaultBranch" TEXT NOT NULL DEFAULT 'main',
    "language" TEXT,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "teamId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Repository_teamId_fkey" FOREIGN KEY ("teamId")
        REFERENCES "Team" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE TABLE "Service" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "repositoryId" INTEGER NOT NULL,
    "teamId" INTEGER NOT NULL,
    "tier" TEXT NOT NULL DEFAULT 'TIER_2',
    "runtime" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Service_repositoryId_fkey" FOREIGN KEY ("repositoryId")
        REFERENCES "Repository" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Service_teamId_fkey" FOREIGN KEY ("teamId")
        REFERENCES "Team" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE TABLE "Environment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "isProduction" BOOLEAN NOT NULL DEFAULT false,
    "requiresApproval" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE TABLE "Commit" (
    "sha" TEXT NOT NULL PRIMARY KEY,
    "repositoryId" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "branch" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "additions" INTEGER NOT NULL DEFAULT 0,
    "deletions" INTEGER NOT NULL DEFAULT 0,
    "authoredAt" DATETIME NOT NULL,
    CONSTRAINT "Commit_repositoryId_fkey" FOREIGN KEY ("repositoryId")
        REFERENCES "Repository" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Commit_authorId_fkey" FOREIGN KEY ("authorId")
        REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE TABLE "PipelineRun" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "number" INTEGER NOT NULL,
    "repositoryId" INTEGER NOT NULL,
    "commitSha" TEXT NOT NULL,
    "branch" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'QUEUED',
    "triggeredById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "durationMs" INTEGER,
    CONSTRAINT "PipelineRun_repositoryId_fkey" FOREIGN KEY ("repositoryId")
        REFERENCES "Repository" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PipelineRun_commitSha_fkey" FOREIGN KEY ("commitSha")
        REFERENCES "Commit" ("sha") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PipelineRun_triggeredById_fkey" FOREIGN KEY ("triggeredById")
        REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE TABLE "Job" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "pipelineRunId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "runnerLabel" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "exitCode" INTEGER,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "durationMs" INTEGER,
    CONSTRAINT "Job_pipelineRunId_fkey" FOREIGN KEY ("pipelineRunId")
        REFERENCES "PipelineRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE TABLE "Deployment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "serviceId" INTEGER NOT NULL,
    "environmentId" INTEGER NOT NULL,
    "pipelineRunId" INTEGER,
    "commitSha" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "isRollback" BOOLEAN NOT NULL DEFAULT false,
    "rollbackOfId" INTEGER,
    "deployedById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "durationMs" INTEGER,
    CONSTRAINT "Deployment_serviceId_fkey" FOREIGN KEY ("serviceId")
        REFERENCES "Service" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Deployment_environmentId_fkey" FOREIGN KEY ("environmentId")
        REFERENCES "Environment" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Deployment_pipelineRunId_fkey" FOREIGN KEY ("pipelineRunId")
        REFERENCES "PipelineRun" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Deployment_commitSha_fkey" FOREIGN KEY ("commitSha")
        REFERENCES "Commit" ("sha") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Deployment_rollbackOfId_fkey" FOREIGN KEY ("rollbackOfId")
        REFERENCES "Deployment" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Deployment_deployedById_fkey" FOREIGN KEY ("deployedById")
        REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE TABLE "Incident" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" text NOT NULL,
    "severity" text NOT NULL,
    "status" text NOT NULL,
    "serviceId" integer NOT NULL REFERENCES "Service" ("id"),
    "causedByDeploymentId" integer REFERENCES "Deployment" ("id"),
    "commanderId" integer REFERENCES "User" ("id"),
    "openedAt" text NOT NULL,
    "acknowledgedAt" text,
    "resolvedAt" text
);
CREATE TABLE "Page" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incidentId" integer NOT NULL REFERENCES "Incident" ("id"),
    "userId" integer NOT NULL REFERENCES "User" ("id"),
    "channel" text NOT NULL,
    "escalationLevel" integer NOT NULL DEFAULT 1,
    "sentAt" text NOT NULL,
    "acknowledgedAt" text
);
CREATE TABLE "OnCallShift" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "teamId" integer NOT NULL REFERENCES "Team" ("id"),
    "userId" integer NOT NULL REFERENCES "User" ("id"),
    "startsAt" text NOT NULL,
    "endsAt" text NOT NULL,
    "isOverride" integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX "Team_slug_key" ON "Team"("slug");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_githubLogin_key" ON "User"("githubLogin");
CREATE UNIQUE INDEX "Repository_fullName_key" ON "Repository"("fullName");
CREATE UNIQUE INDEX "Service_name_key" ON "Service"("name");
CREATE UNIQUE INDEX "Environment_name_key" ON "Environment"("name");
CREATE UNIQUE INDEX "PipelineRun_repositoryId_number_key" ON "PipelineRun"("repositoryId", "number");
CREATE INDEX "Commit_repositoryId_authoredAt_idx" ON "Commit"("repositoryId", "authoredAt");
CREATE INDEX "Job_pipelineRunId_idx" ON "Job"("pipelineRunId");
CREATE INDEX "Deployment_serviceId_createdAt_idx" ON "Deployment"("serviceId", "createdAt");
CREATE INDEX incident_service ON "Incident" ("serviceId");
CREATE INDEX page_incident ON "Page" ("incidentId");
"""

DAYS_BACK = 95
ROTA_AHEAD = 14
EPOCH = datetime.datetime(1970, 1, 1)
# team slug: name, Slack channel, members (name, role), the first one its manager
TEAMS: dict[str, tuple[str, str, list[tuple[str, str]]]] = {
    "platform": ("Platform", "#platform-eng", [
        ("Grace Liu", "ENGINEERING_MANAGER"), ("Priya Raman", "SRE"), ("Jonas Weber", "SRE"),
        ("Ade Okoye", "STAFF_ENGINEER"), ("Sam Patel", "ENGINEER"), ("Hamza Idris", "SRE")]),
    "payments": ("Payments", "#payments-eng", [
        ("Daniel Osei", "ENGINEERING_MANAGER"), ("Tomás Herrera", "SENIOR_ENGINEER"), ("Mei Tanaka", "ENGINEER"),
        ("Rafael Costa", "SENIOR_ENGINEER"), ("Ines Duarte", "ENGINEER"), ("Lena Vogt", "ENGINEER")]),
    "checkout": ("Checkout", "#checkout-eng", [
        ("Sarah Kim", "ENGINEERING_MANAGER"), ("Oliver Brandt", "SENIOR_ENGINEER"), ("Chloe Martin", "ENGINEER"),
        ("Yusuf Demir", "ENGINEER"), ("Anna Kowalska", "STAFF_ENGINEER")]),
    "mobile": ("Mobile", "#mobile-eng", [
        ("Ben Adler", "ENGINEERING_MANAGER"), ("Kenji Mori", "SENIOR_ENGINEER"), ("Laura Perez", "ENGINEER"),
        ("Nina Petrova", "ENGINEER"), ("Ethan Clarke", "ENGINEER"), ("Marcus Bell", "ENGINEER")]),
    "data": ("Data", "#data-eng", [
        ("Fatima Zahra", "ENGINEERING_MANAGER"), ("Lucas Moreau", "SENIOR_ENGINEER"), ("Aisha Bello", "ENGINEER"),
        ("Pavel Novak", "ENGINEER")]),
    "discovery": ("Discovery", "#discovery-eng", [
        ("Rohan Mehta", "ENGINEERING_MANAGER"), ("Elena Rossi", "SENIOR_ENGINEER"), ("Tom Fischer", "ENGINEER"),
        ("Julia Santos", "ENGINEER"), ("Kofi Mensah", "ENGINEER")]),
}  # fmt: skip
NEW_HIRES = {"Hamza Idris": -3, "Lena Vogt": -4, "Marcus Bell": -2}  # the day each joined
LEAVER, LEFT_ON = "Kofi Mensah", -40
RELEASE_CAPTAIN = "Priya Raman"
PAYMENTS_ROTA = [
    "Tomás Herrera",
    "Mei Tanaka",
    "Tomás Herrera",
    "Tomás Herrera",
    "Rafael Costa",
    "Tomás Herrera",
    "Ines Duarte",
    "Tomás Herrera",
]
BOTS = [("dependabot[bot]", "dependabot"), ("renovate[bot]", "renovate")]
# repository: team, language, pipeline kind, main merges a day (low, high), pull-request pushes a day (low, high),
# chance a run fails, created (days ago), archived (days ago, or None), nightly scheduled run
REPOS: dict[str, tuple[str, str, str, tuple[int, int], tuple[int, int], float, int, int | None, bool]] = {
    "storefront-web": ("checkout", "TypeScript", "service", (4, 7), (5, 9), 0.06, 1400, None, False),
    "checkout-service": ("checkout", "TypeScript", "service", (1, 3), (2, 5), 0.07, 1300, None, False),
    "payments-service": ("payments", "Go", "service", (3, 5), (4, 7), 0.08, 1500, None, True),
    "identity-service": ("platform", "Go", "service", (1, 2), (1, 3), 0.06, 1600, None, False),
    "api-gateway": ("platform", "Go", "service", (1, 2), (1, 3), 0.05, 1200, None, False),
    "platform-infra": ("platform", "HCL", "terraform", (1, 3), (1, 3), 0.09, 1700, None, True),
    "mobile-app": ("mobile", "Kotlin", "mobile", (2, 4), (3, 6), 0.33, 1100, None, True),
    "mobile-bff": ("mobile", "TypeScript", "service", (1, 2), (1, 2), 0.05, 900, None, False),
    "notification-service": ("platform", "Python", "service", (0, 2), (1, 2), 0.07, 1000, None, False),
    "data-pipeline": ("data", "Python", "data", (1, 3), (1, 3), 0.08, 800, None, True),
    "search-service": ("discovery", "Java", "service", (1, 3), (1, 3), 0.07, 700, None, False),
    "inventory-service": ("checkout", "Kotlin", "service", (1, 2), (1, 2), 0.06, 1000, None, False),
    "feature-flags": ("platform", "TypeScript", "service", (1, 2), (1, 2), 0.05, 25, None, False),
    "shared-ui-kit": ("checkout", "TypeScript", "library", (0, 1), (1, 2), 0.05, 1200, None, False),
    "legacy-admin": ("checkout", "PHP", "service", (0, 1), (0, 1), 0.12, 2600, 70, False),
    "jenkins-shared-lib": ("platform", "Groovy", "library", (0, 0), (0, 0), 0.1, 2400, 300, False),
}  # fmt: skip
# service: repository, team, tier, runtime, created (days ago), promoted to production (share of good builds),
# production deploy minutes (low, high), chance a production deploy fails, chance it is rolled back,
# incidents a day (spontaneous)
SERVICES: dict[str, tuple[str, str, str, str, int, float, tuple[int, int], float, float, float]] = {
    "storefront-web": ("storefront-web", "checkout", "TIER_1", "NODE_20", 1400, 0.55, (2, 4), 0.03, 0.03, 0.05),
    "checkout-api": ("checkout-service", "checkout", "TIER_1", "NODE_20", 1300, 0.6, (3, 6), 0.04, 0.04, 0.06),
    "payments-api": ("payments-service", "payments", "TIER_1", "GO_1_22", 1500, 0.65, (5, 9), 0.15, 0.18, 0.12),
    "payments-worker": ("payments-service", "payments", "TIER_2", "GO_1_22", 1100, 0.5, (3, 5), 0.04, 0.03, 0.06),
    "auth-api": ("identity-service", "platform", "TIER_1", "GO_1_22", 1600, 0.6, (3, 5), 0.03, 0.03, 0.03),
    "edge-gateway": ("api-gateway", "platform", "TIER_1", "GO_1_22", 1200, 0.5, (4, 7), 0.04, 0.04, 0.04),
    "mobile-bff": ("mobile-bff", "mobile", "TIER_2", "NODE_20", 900, 0.6, (2, 4), 0.04, 0.03, 0.0),
    "notifier": ("notification-service", "platform", "TIER_3", "PYTHON_3_12", 1000, 0.6, (2, 4), 0.04, 0.03, 0.03),
    "etl-runner": ("data-pipeline", "data", "TIER_3", "PYTHON_3_12", 800, 0.5, (8, 14), 0.05, 0.02, 0.0),
    "search-api": ("search-service", "discovery", "TIER_2", "JVM_21", 700, 0.55, (4, 8), 0.05, 0.04, 0.05),
    "search-indexer": ("search-service", "discovery", "TIER_3", "JVM_21", 20, 0.0, (4, 8), 0.0, 0.0, 0.0),
    "inventory-api": ("inventory-service", "checkout", "TIER_2", "JVM_21", 1000, 0.55, (3, 6), 0.04, 0.03, 0.03),
    "feature-flags-svc": ("feature-flags", "platform", "TIER_3", "NODE_20", 20, 0.0, (2, 4), 0.0, 0.0, 0.0),
}  # fmt: skip
QUIET_TEAMS_DAYS = 30  # Mobile's and Data's services: no incident in this many days
ENVIRONMENTS = [  # name, region, production, approval
    ("staging", "eu-west-1", 0, 0),
    ("production-eu", "eu-west-1", 1, 1),
    ("production-us", "us-east-1", 1, 1),
    ("sandbox", "eu-west-1", 0, 0),
]
# pipeline kind: jobs (name, runner, seconds low, seconds high, main branch only)
PIPELINES: dict[str, list[tuple[str, str, int, int, bool]]] = {
    "service": [("install", "ubuntu-22.04", 40, 90, False), ("lint", "ubuntu-22.04", 25, 70, False),
                ("unit-tests", "ubuntu-22.04", 110, 300, False), ("build", "ubuntu-22.04", 80, 200, False),
                ("integration-tests", "ubuntu-22.04", 200, 420, False),
                ("publish-image", "ubuntu-22.04", 40, 90, True)],
    "data": [("install", "ubuntu-22.04", 60, 120, False), ("lint", "ubuntu-22.04", 30, 60, False),
             ("unit-tests", "ubuntu-22.04", 150, 300, False), ("build", "ubuntu-22.04", 100, 200, False),
             ("integration-tests", "self-hosted-xl", 1500, 2400, False),
             ("publish-image", "ubuntu-22.04", 60, 120, True)],
    "mobile": [("lint", "ubuntu-22.04", 40, 80, False), ("unit-tests", "ubuntu-22.04", 200, 360, False),
               ("build-android", "ubuntu-22.04", 300, 450, False), ("build-ios", "macos-14", 400, 600, False),
               ("e2e-tests", "macos-14", 420, 720, False)],
    "library": [("install", "ubuntu-22.04", 30, 60, False), ("lint", "ubuntu-22.04", 20, 50, False),
                ("unit-tests", "ubuntu-22.04", 60, 180, False), ("build", "ubuntu-22.04", 40, 100, False),
                ("publish-package", "ubuntu-22.04", 20, 45, True)],
    "terraform": [("fmt", "ubuntu-22.04", 8, 20, False), ("validate", "ubuntu-22.04", 20, 45, False),
                  ("plan", "ubuntu-22.04", 60, 180, False), ("apply", "ubuntu-22.04", 120, 420, True)],
}  # fmt: skip
# which job fails when a run fails
FAILING: dict[str, list[tuple[str, float]]] = {
    "service": [("lint", 0.2), ("unit-tests", 0.45), ("build", 0.1), ("integration-tests", 0.25)],
    "data": [("lint", 0.15), ("unit-tests", 0.35), ("integration-tests", 0.5)],
    "mobile": [("unit-tests", 0.1), ("build-ios", 0.1), ("e2e-tests", 0.8)],
    "library": [("lint", 0.3), ("unit-tests", 0.6), ("build", 0.1)],
    "terraform": [("validate", 0.3), ("plan", 0.7)],
}
MESSAGES = ["fix: handle empty basket in {area}", "feat: add {area} metrics", "chore: bump dependencies",
            "refactor: split {area} module", "fix: retry on timeout in {area}", "feat: {area} behind a flag",
            "test: cover {area} edge cases", "docs: update {area} runbook", "perf: cache {area} lookups",
            "fix: null check in {area}"]  # fmt: skip
AREAS = ["checkout", "auth", "search", "payments", "cart", "orders", "delivery slots", "promotions", "stock",
         "notifications", "pricing", "sessions"]  # fmt: skip
INCIDENT_TITLES: dict[str, list[str]] = {
    "payments-api": ["Elevated 5xx on POST /v1/charges", "Card authorisation latency above SLO",
                     "Refunds failing for Amex cards", "3DS challenge timeouts", "Duplicate charge reports"],
    "payments-worker": ["Payout batch stuck", "Webhook backlog from the card processor growing"],
    "storefront-web": ["Product pages slow to render", "Basket page 500s for logged-out users",
                       "CDN cache hit ratio dropped"],
    "checkout-api": ["Checkout error rate above 2%", "Delivery slot reservation timeouts"],
    "auth-api": ["Login failures for SSO users", "Token refresh latency spike"],
    "edge-gateway": ["Rate limiter rejecting healthy clients", "TLS handshake errors in us-east-1"],
    "notifier": ["Order confirmation emails delayed", "SMS provider returning 429"],
    "search-api": ["Search results empty for some queries", "Search p99 latency above 2s"],
    "inventory-api": ["Stock levels out of sync", "Inventory reservation deadlocks"],
    "mobile-bff": ["App home feed failing to load"],
    "etl-runner": ["Nightly sales export missing rows"],
}  # fmt: skip


def ms(moment: datetime.datetime) -> int:
    """Prisma's DateTime in SQLite: integer milliseconds since the Unix epoch."""
    return (moment - EPOCH) // datetime.timedelta(milliseconds=1)


def iso(moment: datetime.datetime) -> str:
    """JavaScript's ``toISOString()``: ISO-8601 with milliseconds and a Z."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


@dataclasses.dataclass
class Run:
    repo: str
    sha: str
    branch: str
    trigger: str
    triggered_by: int | None
    created: datetime.datetime
    status: str = "QUEUED"
    started: datetime.datetime | None = None
    finished: datetime.datetime | None = None
    jobs: list[tuple[object, ...]] = dataclasses.field(default_factory=list)
    rid: int = 0
    number: int = 0


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now, at = clock.now, clock.at
    db = new_database(path, SCHEMA)

    def seconds(low: float, high: float) -> datetime.timedelta:
        return datetime.timedelta(milliseconds=rng.randint(int(low * 1000), int(high * 1000)))

    def sha() -> str:
        return "".join(rng.choice("0123456789abcdef") for _ in range(40))

    # Migrations, teams, users
    migrations = ["init", "add_pipeline_jobs", "add_environments", "deployment_rollbacks", "service_tiers",
                  "commit_stats", "incidents_from_pagerbot", "oncall_shift_overrides", "user_is_bot",
                  "job_attempts"]  # fmt: skip
    migration_rows = []
    for k, name in enumerate(migrations):
        started = at(-900 + 85 * k, 600 + k) + seconds(0, 59)
        stamp = started.strftime("%Y%m%d%H%M%S")
        migration_rows.append(("-".join(sha()[i:j] for i, j in ((0, 8), (8, 12), (12, 16), (16, 20), (20, 32))),
                               sha() + sha()[:24], ms(started + seconds(0.05, 0.9)), f"{stamp}_{name}", None, None,
                               ms(started), 1))  # fmt: skip
    db.executemany('INSERT INTO "_prisma_migrations" VALUES (?, ?, ?, ?, ?, ?, ?, ?)', migration_rows)
    team_id = {slug: n for n, slug in enumerate(TEAMS, start=1)}
    db.executemany(
        'INSERT INTO "Team" VALUES (?, ?, ?, ?, ?, ?)',
        [(team_id[slug], name, slug, channel, ms(at(-1800 + 40 * n, 600)), ms(at(-200 + n, 600)))
         for n, (slug, (name, channel, _)) in enumerate(TEAMS.items())],
    )  # fmt: skip
    user_rows: list[tuple[object, ...]] = []
    user_id: dict[str, int] = {}
    members: dict[str, list[str]] = {}
    for slug, (_, _, people) in TEAMS.items():
        for name, role in people:
            uid = len(user_rows) + 1
            joined = NEW_HIRES.get(name, -rng.randint(150, 1500))
            login = name.split()[0].lower().replace("á", "a") + name.split()[1][0].lower()
            active = 0 if name == LEAVER else 1
            updated = LEFT_ON if name == LEAVER else max(joined, -rng.randint(1, 60))
            email = f"{name.lower().replace(' ', '.').replace('á', 'a')}@fernhill.io"
            user_rows.append((uid, email, name, f"{login}-fh", role, 0, active, team_id[slug],
                              ms(at(joined, 540 + 5 * rng.randint(0, 12))), ms(at(updated, 600))))  # fmt: skip
            user_id[name] = uid
            members.setdefault(slug, []).append(name)
    for name, login in BOTS:
        uid = len(user_rows) + 1
        user_rows.append((uid, f"{login}@bots.fernhill.io", name, name, "BOT", 1, 1, None, ms(at(-1000, 600)),
                          ms(at(-1000, 600))))  # fmt: skip
        user_id[name] = uid
    db.executemany('INSERT INTO "User" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', user_rows)
    manager = {slug: people[0] for slug, people in members.items()}

    def engineers(slug: str, day: int) -> list[str]:
        """Who can commit or be on call in a team on a day: not the manager, not before joining, not after leaving."""
        return [name for name in members[slug][1:] if NEW_HIRES.get(name, -9999) <= day
                and not (name == LEAVER and day >= LEFT_ON)]  # fmt: skip

    # Repositories, services, environments
    repo_id = {name: n for n, name in enumerate(REPOS, start=1)}
    db.executemany(
        'INSERT INTO "Repository" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [(repo_id[name], name, f"fernhill/{name}", "main", language, 1 if archived is not None else 0, team_id[team],
          ms(at(-created, 600)), ms(at(-archived if archived is not None else -rng.randint(1, 20), 600)))
         for name, (team, language, _, _, _, _, created, archived, _) in REPOS.items()],
    )  # fmt: skip
    service_id = {name: n for n, name in enumerate(SERVICES, start=1)}
    db.executemany(
        'INSERT INTO "Service" VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [(service_id[name], name, repo_id[repo], team_id[team], tier, runtime, ms(at(-created, 660)),
          ms(at(-min(created, rng.randint(5, 90)), 660)))
         for name, (repo, team, tier, runtime, created, *_) in SERVICES.items()],
    )  # fmt: skip
    env_id = {row[0]: n for n, row in enumerate(ENVIRONMENTS, start=1)}
    db.executemany(
        'INSERT INTO "Environment" VALUES (?, ?, ?, ?, ?, ?)',
        [(env_id[row[0]], *row, ms(at(-1500, 600))) for row in ENVIRONMENTS],
    )

    # Commits and their pipeline runs, day by day
    commit_rows: list[tuple[object, ...]] = []
    runs: list[Run] = []
    last_main: dict[str, str] = {}
    for day in range(-DAYS_BACK, 1):
        for repo, (team, _, kind, mains, prs, _, created, archived, nightly) in REPOS.items():
            if day < -created or (archived is not None and day >= -archived):
                continue
            if nightly and repo in last_main:
                runs.append(Run(repo, last_main[repo], "main", "SCHEDULE", None, at(day, 120)))
            pushes = [("main", k) for k in range(rng.randint(*mains))] + [("pr", k) for k in range(rng.randint(*prs))]
            stamped = sorted((at(day, 5 * rng.randint(84, 228)) + datetime.timedelta(seconds=rng.randint(0, 59)), what)
                             for what, _ in pushes)  # fmt: skip
            for moment, what in stamped:
                if moment > now:
                    continue
                committers = [name for name in engineers(team, day) if name not in NEW_HIRES]
                roll = rng.random()
                if roll < 0.1 and kind != "terraform":
                    author = BOTS[0][0] if roll < 0.06 else BOTS[1][0]
                    message = "chore(deps): bump " + rng.choice(["eslint", "pydantic", "grpc-go", "jackson",
                                                                 "react", "zod", "okhttp", "boto3"])  # fmt: skip
                elif roll < 0.13:
                    author = manager[team]
                    message = rng.choice(MESSAGES).format(area=rng.choice(AREAS))
                else:
                    author = rng.choice(committers)
                    message = rng.choice(MESSAGES).format(area=rng.choice(AREAS))
                if author == RELEASE_CAPTAIN and rng.random() < 0.5:
                    author = rng.choice(committers)
                branch = (
                    "main"
                    if what == "main"
                    else rng.choice(["feat/", "fix/", "chore/"])
                    + rng.choice(AREAS).replace(" ", "-")
                    + f"-{rng.randint(100, 999)}"
                )
                commit = sha()
                size = rng.randint(1, 30) if author.endswith("[bot]") else min(4000, int(rng.paretovariate(1.3) * 12))
                commit_rows.append((commit, repo_id[repo], user_id[author], branch, message, size,
                                    rng.randint(0, size), ms(moment)))  # fmt: skip
                if what == "main":
                    last_main[repo] = commit
                trigger = "PUSH" if what == "main" else "PULL_REQUEST"
                runs.append(Run(repo, commit, branch, trigger, user_id[author], moment + seconds(1, 8)))
    db.executemany('INSERT INTO "Commit" VALUES (?, ?, ?, ?, ?, ?, ?, ?)', commit_rows)

    # What each run did, job by job
    for run in runs:
        _, _, kind, _, _, fail_chance, _, _, _ = REPOS[run.repo]
        plan = [job for job in PIPELINES[kind] if run.branch == "main" or not job[4]]
        failing = pick(rng, FAILING[kind]) if rng.random() < fail_chance else None
        canceled = failing is None and run.trigger == "PULL_REQUEST" and rng.random() < 0.04
        wait = seconds(20, 150) if kind == "mobile" else seconds(3, 40)
        start = run.created + wait
        if start > now:
            continue  # still queued: no job started yet
        run.started, run.status = start, "RUNNING"
        t = last_end = start
        ended = False
        for index, (name, runner, low, high, _) in enumerate(plan):
            if ended:
                run.jobs.append((name, "SKIPPED", runner, 1, None, None, None, None))
                continue
            took = seconds(low, high)
            attempt = 1
            code: int | None = 0
            status = "SUCCESS"
            if name == failing:
                took = took * rng.uniform(0.3, 1.0)
                status, code = "FAILED", 1
            elif canceled and index == len(plan) // 2:
                took = took * rng.uniform(0.1, 0.6)
                status, code = "CANCELED", None
            elif name == "e2e-tests" and rng.random() < 0.25:
                attempt, took = 2, took * 2
            took = datetime.timedelta(milliseconds=took // datetime.timedelta(milliseconds=1))
            end = t + took
            if t > now:
                run.jobs.append((name, "PENDING", runner, 1, None, None, None, None))
            elif end > now:
                run.jobs.append((name, "RUNNING", runner, attempt, None, ms(t), None, None))
            else:
                run.jobs.append((name, status, runner, attempt, code, ms(t), ms(end), ms(end) - ms(t)))
                last_end = end
                if status != "SUCCESS":
                    ended = True
                    run.status, run.finished = status, end
            t = end + seconds(1, 6)
        if run.status == "RUNNING" and run.jobs[-1][1] == "SUCCESS":
            run.status, run.finished = "SUCCESS", last_end
    runs = [run for run in runs if run.created <= now]
    runs.sort(key=lambda run: run.created)
    numbers: dict[str, int] = {}
    job_rows: list[tuple[object, ...]] = []
    run_rows: list[tuple[object, ...]] = []
    for rid, run in enumerate(runs, start=1):
        run.rid = rid
        numbers[run.repo] = run.number = numbers.get(run.repo, 0) + 1
        for job in run.jobs:
            job_rows.append((len(job_rows) + 1, rid, *job))
        run_rows.append((rid, run.number, repo_id[run.repo], run.sha, run.branch, run.trigger, run.status,
                         run.triggered_by, ms(run.created), ms(run.started) if run.started else None,
                         ms(run.finished) if run.finished else None,
                         ms(run.finished) - ms(run.started) if run.finished and run.started else None))  # fmt: skip
    db.executemany('INSERT INTO "PipelineRun" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', run_rows)
    db.executemany('INSERT INTO "Job" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', job_rows)

    # Deployments: every good build of main to staging, some promoted to production (EU, then US)
    deploy_rows: list[list[object]] = []
    good: dict[tuple[str, str], tuple[str, str]] = {}  # (service, environment): last good (sha, version)
    release: dict[str, int] = {}
    bad_prod: list[tuple[int, str, datetime.datetime]] = []  # deployment id, service, when it went wrong

    def deploy(service: str, env: str, run: Run | None, commit: str, version: str, start: datetime.datetime,
               minutes: tuple[int, int], by: int | None, fail: float, roll: float,
               rollback_of: int | None = None) -> tuple[int, str, datetime.datetime] | None:  # fmt: skip
        if start > now:
            return None
        took = seconds(60 * minutes[0], 60 * minutes[1])
        did = len(deploy_rows) + 1
        r = rng.random()
        status = "FAILED" if r < fail else "ROLLED_BACK" if r < fail + roll else "SUCCESS"
        if rollback_of is None and env == "staging" and rng.random() < 0.02:
            status, took = "CANCELED", took * 0.3
        took = datetime.timedelta(milliseconds=took // datetime.timedelta(milliseconds=1))
        end = start + took
        if end > now:
            status = "IN_PROGRESS"
        row: list[object] = [did, service_id[service], env_id[env], run.rid if run else None, commit, version,
                             status, 1 if rollback_of else 0, rollback_of, by, ms(start),
                             None if status == "IN_PROGRESS" else ms(end),
                             None if status == "IN_PROGRESS" else ms(end) - ms(start)]  # fmt: skip
        deploy_rows.append(row)
        if status == "SUCCESS":
            good[(service, env)] = (commit, version)
        return did, status, end

    def promoter(team: str, day: int) -> int:
        if rng.random() < 0.25:
            return user_id[RELEASE_CAPTAIN]
        return user_id[rng.choice(engineers(team, day))]

    for run in runs:
        if run.trigger != "PUSH" or run.status != "SUCCESS" or run.finished is None:
            continue
        for service, (repo, team, _, _, created, promote, minutes, fail, roll, _) in SERVICES.items():
            if repo != run.repo or run.created < at(-created, 0):
                continue
            release[service] = release.get(service, 0) + 1
            version = f"v{1 + created // 500}.{release[service]}.0"
            staged = deploy(service, "staging", run, run.sha, version, run.finished + seconds(20, 180), (1, 3),
                            None, 0.02, 0.0)  # fmt: skip
            if staged is None or staged[1] != "SUCCESS" or rng.random() >= promote:
                continue
            day = (run.created - clock.midnight).days
            by = promoter(team, day)
            start = staged[2] + datetime.timedelta(minutes=5 * rng.randint(4, 72)) + seconds(0, 59)
            for env in ("production-eu", "production-us"):
                previous = good.get((service, env))
                outcome = deploy(service, env, run, run.sha, version, start, minutes, by, fail, roll)
                if outcome is None or outcome[1] != "SUCCESS":
                    if outcome is not None and outcome[1] in ("FAILED", "ROLLED_BACK"):
                        bad_prod.append((outcome[0], service, outcome[2]))
                    if outcome is not None and outcome[1] == "ROLLED_BACK" and previous is not None:
                        deploy(service, env, None, previous[0], previous[1],
                               outcome[2] + datetime.timedelta(minutes=rng.randint(4, 35)), (1, 3), by, 0.0, 0.0,
                               rollback_of=outcome[0])  # fmt: skip
                    break
                start = outcome[2] + seconds(300, 1200)
    db.executemany(
        'INSERT INTO "Deployment" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [tuple(row) for row in deploy_rows]
    )

    # The on-call rota: one 24-hour shift per team and day, from 09:00 UTC
    shift_rows: list[tuple[object, ...]] = []
    on_call: dict[tuple[str, int], str] = {}
    for slug in TEAMS:
        for day in range(-DAYS_BACK - 1, ROTA_AHEAD + 1):
            rota = PAYMENTS_ROTA if slug == "payments" else engineers(slug, min(day, 0) - 7)
            person = rota[(day + 1000) % len(rota)]
            override = 0
            if day < -2 and rng.random() < 0.05:
                person, override = rng.choice([name for name in rota if name != person] or [person]), 1
            on_call[(slug, day)] = person
            shift_rows.append((len(shift_rows) + 1, team_id[slug], user_id[person], iso(at(day, 540)),
                               iso(at(day + 1, 540)), override))  # fmt: skip
    db.executemany('INSERT INTO "OnCallShift" VALUES (?, ?, ?, ?, ?, ?)', shift_rows)

    def on_call_at(slug: str, moment: datetime.datetime) -> str:
        day = (moment - clock.midnight - datetime.timedelta(hours=9)) // datetime.timedelta(days=1)
        return on_call[(slug, day)]

    # Incidents and pages
    incidents: list[tuple[str, str, str, int | None, datetime.datetime, float, float]] = []
    for did, service, went_wrong in bad_prod:
        quiet = SERVICES[service][1] in ("mobile", "data") and went_wrong >= at(-QUIET_TEAMS_DAYS - 1, 0)
        if rng.random() < 0.6 and not quiet:
            opened = went_wrong + datetime.timedelta(minutes=rng.randint(2, 14), seconds=rng.randint(0, 59))
            severity = pick(rng, [("SEV1", 0.08), ("SEV2", 0.42), ("SEV3", 0.5)])
            incidents.append((service, severity, rng.choice(INCIDENT_TITLES[service]), did, opened, 0, 0))
    for day in range(-DAYS_BACK, -1):
        for service, spec in SERVICES.items():
            rate = spec[-1]
            team = spec[1]
            if team in ("mobile", "data") and day >= -QUIET_TEAMS_DAYS:
                continue
            if service in ("mobile-bff", "etl-runner"):
                rate = 0.03
            if rng.random() < rate:
                opened = at(day, rng.randint(0, 1439)) + datetime.timedelta(seconds=rng.randint(0, 59))
                severity = pick(rng, [("SEV1", 0.04), ("SEV2", 0.2), ("SEV3", 0.46), ("SEV4", 0.3)])
                incidents.append((service, severity, rng.choice(INCIDENT_TITLES[service]), None, opened, 0, 0))
    incidents.sort(key=lambda incident: incident[4])
    incident_rows: list[tuple[object, ...]] = []
    page_rows: list[tuple[object, ...]] = []

    def add_incident(
        service: str,
        severity: str,
        title: str,
        cause: int | None,
        opened: datetime.datetime,
        ack_after: datetime.timedelta | None,
        resolve_after: datetime.timedelta | None,
    ) -> None:
        team = SERVICES[service][1]
        person = on_call_at(team, opened)
        acked = opened + ack_after if ack_after is not None else None
        resolved = opened + resolve_after if resolve_after is not None else None
        status = "RESOLVED" if resolved else "ACKNOWLEDGED" if acked else "TRIGGERED"
        iid = len(incident_rows) + 1
        commander = user_id[person] if severity in ("SEV1", "SEV2") and acked else None
        incident_rows.append((iid, title, severity, status, service_id[service], cause, commander, iso(opened),
                              iso(acked) if acked else None, iso(resolved) if resolved else None))  # fmt: skip
        channel = "PHONE" if severity in ("SEV1", "SEV2") else pick(rng, [("PUSH", 0.7), ("SMS", 0.3)])
        sent = opened + datetime.timedelta(seconds=rng.randint(5, 40))
        late = acked is None or acked - opened > datetime.timedelta(minutes=15)
        page_rows.append((len(page_rows) + 1, iid, user_id[person], channel, 1, iso(sent),
                          iso(acked) if acked else None))  # fmt: skip
        if late and (acked is None or acked > opened + datetime.timedelta(minutes=15)):
            escalated = opened + datetime.timedelta(minutes=15, seconds=rng.randint(0, 30))
            if escalated <= now:
                page_rows.append((len(page_rows) + 1, iid, user_id[manager[team]], "PHONE", 2, iso(escalated),
                                  None))  # fmt: skip

    resolve_hours = {"SEV1": (1, 4), "SEV2": (2, 8), "SEV3": (3, 20), "SEV4": (6, 30)}
    for service, severity, title, cause, opened, _, _ in incidents:
        ack = datetime.timedelta(seconds=rng.randint(60, 14 * 60) if rng.random() < 0.9 else rng.randint(16, 40) * 60)
        low, high = resolve_hours[severity]
        resolve = ack + datetime.timedelta(minutes=rng.randint(low * 60, high * 60))
        if opened + resolve > now:
            continue  # only the two planted incidents are open
        add_incident(service, severity, title, cause, opened, ack, resolve)
    add_incident(
        "payments-api",
        "SEV2",
        "Card authorisation latency above SLO",
        None,
        now - datetime.timedelta(hours=3, minutes=4),
        datetime.timedelta(minutes=4, seconds=12),
        None,
    )
    add_incident("search-api", "SEV3", "Search results empty for some queries", None,
                 now - datetime.timedelta(minutes=40), None, None)  # fmt: skip
    db.executemany('INSERT INTO "Incident" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', incident_rows)
    db.executemany('INSERT INTO "Page" VALUES (?, ?, ?, ?, ?, ?, ?)', page_rows)
    close_checked(db, "deploys")
