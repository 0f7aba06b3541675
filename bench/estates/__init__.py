"""Non-demo data estates for measuring query generation on data it was not designed around.

Each estate is a function ``build(path, now, seed=7)`` that writes a deterministic SQLite file (drawn from
``random.Random(seed)``) whose timestamps are ISO text in UTC spread over the ~90 days before ``now``, so
relative-time questions ("last 7 days", "yesterday") keep their answers whenever the estate is built: ``shop``
is an online shop (customers, addresses, categories, products, orders, order items, payments, shipments,
reviews) and ``helpdesk`` an IT service desk (teams, agents, requesters, SLA policies, assets, tickets, ticket
comments). Both plant clear signals (a top customer, never-ordered products, a team that breaches its SLA...)
so the questions in ``bench/data/execution-sql-wild1.jsonl`` have crisp answers; ``bench.estates.verify``
checks every gold query of those questions, and of ``execution-promql-wild1.jsonl``, on a real engine.
``clinic`` (an outpatient clinic: departments, doctors, patients, appointments, medications, prescriptions,
invoices, lab results) and ``fleet`` (a delivery fleet: depots, drivers, vehicles, routes, deliveries, fuel
logs, maintenance events, incidents) serve the second set, ``execution-sql-wild2.jsonl`` (``verify --set
wild2``), and reach about 120 days back (the clinic also books 14 days ahead). ``saas`` (a per-seat SaaS
business: plans, a subscription-status lookup, accounts, users, subscriptions, invoices in cents, usage events,
feature flags, support chats; camelCase columns) and ``factory`` (an automotive-parts plant: lines, machines,
operators, shifts, work orders, downtime with an integer reason-code lookup, quality inspections, spare parts
and their issues; module-prefixed tables and abbreviated columns) serve the third set,
``execution-sql-wild3.jsonl`` (``verify --set wild3``), also about 120 days back. ``hotel`` (an Iberian hotel
chain: properties, room types, rooms, guests, reservations with one-letter status codes, stays, folio lines
with a date and a time in two columns, staff with a self-referencing manager, housekeeping tasks timed in
minutes, reviews; terse snake_case) and ``library`` (a public library service: branches, authors, titles
linked to authors many-to-many, copies, members with a self-referencing guardian, loans, holds, fines,
study-room bookings; PascalCase) serve the fourth set, ``execution-sql-wild4.jsonl`` (``verify --set
wild4``), 100 and 120 days back. ``utility`` (an electricity supplier: regions, tariffs, customer accounts,
premises, meters with a status history, daily smart-meter readings, bills and payments in pence, outages still
open while unrestored; UPPER_SNAKE_CASE Oracle-style names with units in the columns) and ``ticketing`` (a
live-events ticket seller: venues, artists linked to events many-to-many, price tiers, customers with a
self-referencing referrer, promo codes, orders in GBP or EUR, tickets scanned at the door, refunds; ``tbl_`` and
``fk_`` prefixes) serve the fifth set, ``execution-sql-wild5.jsonl`` (``verify --set wild5``), 120 days back
(the ticket seller's shows run 60 days ahead). ``recruiting`` (a tech recruitment agency: clients, recruiters,
skills linked to candidates many-to-many, candidates with an optional head-hunting recruiter, vacancies open
while unclosed, applications whose stage is a code in a lookup, interviews awaiting feedback, placements with
unpaid fees; snake_case with abbreviations) and ``warehouse`` (a three-site logistics warehouse: sites,
suppliers, items, bins, stock linking bins and items, employees, an integer order-status lookup, customer
orders and their picked lines, purchase orders and their lines; TPC-H-style two-letter column prefixes) serve
the sixth set, ``execution-sql-wild6.jsonl`` (``verify --set wild6``), 120 and 100 days back. ``bikeshare``
(a city bike-share operator as an analytics star schema: ``dim_date`` keyed by an integer ``YYYYMMDD``,
stations, bikes, plans and riders with surrogate keys, trips still in progress while their end is NULL, repair
jobs, rebalancing van runs) and ``gym`` (a gym chain's Django application: clubs, users, instructor profiles,
plans linked to clubs many-to-many, memberships with short status codes, class types, a timetable with soft
deletes, bookings as the through table between users and classes, check-ins, invoices and their lines in pence)
serve the seventh set, ``execution-sql-wild7.jsonl`` (``verify --set wild7``), both 100 days back (the gym's
timetable runs 14 days ahead). ``itsm`` (a ServiceNow export of a payments company's IT department: users,
groups and their many-to-many membership, locations, server configuration items, incidents, problems, change
requests, SLA definitions and clocks, with 32-character ``sys_id`` keys and integer state codes explained only
by ``sys_choice``) and ``crm`` (a Salesforce export of a software vendor: users, accounts with parent accounts,
contacts, leads, campaigns and their members, products, opportunities and their line items, cases; PascalCase
objects, 18-character ``Id`` keys, ``__c`` custom fields, picklists) serve the eighth set,
``execution-sql-wild8.jsonl`` (``verify --set wild8``), 110 and 120 days back (changes are scheduled 21 days
ahead, open deals close up to 110 days ahead). ``lms`` (a university's Moodle: users, course categories,
courses, contexts, roles and their assignments, enrolment methods and enrolments, assignments, submissions and
grades, quizzes and attempts, forums, discussions and posts, the standard log; ``mdl_`` tables, lowercase
run-together columns, times as Unix epoch integers with 0 for "not set") and ``airline`` (a regional airline's
operations: airports, aircraft types, aircraft, routes with an origin and a destination airport, flights with
scheduled and actual times, crew and their assignments, passengers, bookings priced in EUR or GBP, IATA delay
codes and coded delays, baggage incidents; singular PascalCase tables, ``ID`` keys, times as ISO text with a
``T`` and a ``Z``) serve the ninth set, ``execution-sql-wild9.jsonl`` (``verify --set wild9``), 105 and 95 days
back (assignments fall due up to 16 days ahead, flights are scheduled 4 days ahead). ``deploys`` (an engineering
organisation's CI/CD and on-call records as a Prisma application's database: teams, users and bots, repositories,
services, environments, commits, pipeline runs and their jobs, deployments with rollbacks, incidents, pages and
on-call shifts; quoted PascalCase tables, camelCase columns, SCREAMING_CASE enums, times as epoch milliseconds in the
Prisma tables and as ISO text with milliseconds and a ``Z`` in the on-call ones) and ``insurance`` (a motor and
home insurer's legacy policy-and-claims system: products, policy and claim status codes and loss causes in
reference tables, brokers, adjusters, customers, annual policy terms with renewals, vehicles, properties, claim
headers and lines, claim payments, premium invoices; UPPER_CASE abbreviated names, dates and timestamps as text)
serve the tenth set, ``execution-sql-wild10.jsonl`` (``verify --set wild10``), 95 and 760 days back (claims 400).
``property`` (a residential property manager's Ruby on Rails database: portfolios, buildings, units, people by
single-table inheritance (tenants, owners, property managers), leases with renewals, move events, rent charges and
payments in cents, vendors, maintenance requests and work orders, inspections, polymorphic notes; soft deletes with
``discarded_at``, microsecond timestamps) and ``payroll`` (a distributor's PeopleSoft HR and payroll extract: a
translate table of codes, locations, job codes, personal data, effective-dated job rows, a cost-centre hierarchy,
leave requests with approvals, timesheets with overtime codes, pay runs and pay checks; ``PS_`` records, dates as
``YYYYMMDD`` integers, DATETIME2 text) serve the eleventh set, ``execution-sql-wild11.jsonl`` (``verify --set
wild11``), 450 and 150 days back (leases 800, job history years). ``fundraising`` (a food bank's WordPress site with
the GiveWP donation plugin: options, users, posts holding donation forms and donations, form, donation and donor meta
as key-value rows, donors, recurring-gift subscriptions, revenue in cents, campaigns; local Phoenix time beside GMT)
and ``restaurants`` (a restaurant group's Odoo 16 point of sale: partners, users, employees, products with JSON
translated names, POS categories, tills, floors and tables, sessions, orders, order lines, payments in ISK) serve the
twelfth set, ``execution-sql-wild12.jsonl`` (``verify --set wild12``), 420 and 90 days back. ``identity`` (a bank's
workforce sign-in as a Keycloak database: realms, clients, users with name/value attributes, groups with sub-groups,
realm and client roles and their mappings, credentials, an identity provider and federated links, user events and
admin events; UUID text keys, epoch-millisecond times) and ``monitoring`` (a logistics company's Zabbix server
database: host groups, hosts and templates, interfaces, items, triggers reaching their items through functions,
events and their recoveries, problems, acknowledgements, users, media types, actions, alerts, float and unsigned
history; integer ids, Unix-second clocks) serve the thirteenth set, ``execution-sql-wild13.jsonl`` (``verify --set
wild13``), 30 and 60 days back (accounts 900, history 14). ``pipelines`` (a grocery chain's data platform as an
Apache Airflow metadata database: DAGs and their tags, DAG runs, task instances keyed by DAG, task and run id, failed
attempts, pools, jobs, SLA misses, import errors, the audit log and the web UI's users; snake_case, microsecond UTC
text times) and ``chat`` (a game studio's Mattermost: teams, users with bots beside them, team and channel members,
public, private, direct and group channels, posts threaded by ``RootId``, reactions, file attachments, statuses;
PascalCase, 26-character ids, epoch-millisecond times, ``DeleteAt`` 0 while live) serve the fourteenth set,
``execution-sql-wild14.jsonl`` (``verify --set wild14``), both 60 days back. ``datacenter`` (a hosting provider's
NetBox 4.0: content types, users, tenants, sites, manufacturers, device types and roles, racks, VLANs, prefixes, IP
addresses assigned to interfaces through a generic content-type pair, devices with a primary IPv4, interfaces, the
change log; Django ``app_model`` tables, lower-case status slugs, ``timestamptz`` text with microseconds and
``+00:00``) and ``forge`` (a robotics company's Gitea 1.21: users and organisations in one table, repositories,
milestones, issues and pull requests in one table with their ``pull_request`` rows, reviews with integer types,
comments, labels, Actions runs with integer statuses; Unix-second times, 0 for "not set") serve the fifteenth set,
``execution-sql-wild15.jsonl`` (``verify --set wild15``), 60 and 90 days back (devices 700, accounts 800). ``wiki`` (a
hill-walking community's MediaWiki 1.41: pages by namespace, revisions, actors for registered and logged-out editors,
users and their groups, edit summaries, category links, recent changes, the log, blocks, page protections, watchlists;
prefixed columns, 14-character ``YYYYMMDDHHMMSS`` times) and ``dashboards`` (a wind-farm operator's Grafana 10:
organisations, users and service accounts, org roles, teams and members, data sources, folders and dashboards, tags,
versions, stars, annotations, alert rules and their instances; DATETIME text, epoch milliseconds in annotations, Unix
seconds in alert states, a pending period in nanoseconds) serve the sixteenth set, ``execution-sql-wild16.jsonl``
(``verify --set wild16``), 90 and 60 days back (pages 1,500, dashboards 900). ``backlog`` (a payments start-up's Jira
Software 9: directory users and their ``JIRAUSER`` keys, projects, issue types, statuses, priorities and resolutions
with text ids, issues numbered within their project, components and fix versions linked through ``nodeassociation``,
labels, work logs in seconds, comments, the change history; ``timestamptz`` text in India Standard Time with
milliseconds and ``+05:30``) and ``webstats`` (an outdoor-gear retailer's Matomo 5: sites, users and their access,
goals, the action dictionary, visits, their actions, conversions and orders in NOK; ``matomo_`` tables, run-together
ids, integer codes for referrers, devices and action types, UTC ``DATETIME`` text) serve the seventeenth set,
``execution-sql-wild17.jsonl`` (``verify --set wild17``), 120 and 60 days back (accounts 900, sites 700).
``homeauto`` (a Tuscan agriturismo's Home Assistant recorder: entities in ``states_meta``, states with shared JSON
attributes and their previous state, events with their types and JSON data, hourly and five-minute statistics with
their metadata, recorder runs; float Unix-second times, ``last_changed_ts`` NULL when it equals ``last_updated_ts``,
legacy ``CHAR(0)`` columns always NULL) and ``forum`` (an open-source slicer's Discourse: users with the system and
bot accounts at negative ids, staged accounts, emails, stats and daily visits, categories with subcategories, topics
and personal messages, posts with post types and small actions, likes and flags in ``post_actions``, tags, groups, the
Solved plugin's accepted answers; microsecond UTC text times, soft deletes) serve the eighteenth set,
``execution-sql-wild18.jsonl`` (``verify --set wild18``), 10 days of states and 120 of statistics, and 120 days back
(accounts 900). ``devtracker`` (a maritime software company's Redmine 5.1: users, groups and the anonymous user in one
table by ``type``, e-mail addresses, projects with sub-projects, trackers, statuses with ``is_closed``, priorities and
activities in ``enumerations``, versions, issues with ``closed_on``, journals and their details, time entries in hours
with ``spent_on`` dates, members and their roles, watchers; Rails DATETIME text) and ``itassets`` (an architecture
practice's Snipe-IT 6: locations, departments, users with ``activated`` and soft deletes, manufacturers, categories,
models, status labels with 0/1 flags, suppliers, assets checked out through a polymorphic ``assigned_to``, the action
log, licences and their seats, maintenances; Laravel ``deleted_at`` soft deletes, DATETIME text, plain dates) serve
the nineteenth set, ``execution-sql-wild19.jsonl`` (``verify --set wild19``), both 120 days back (purchases three
years). ``errortracking`` (a Lisbon fintech's self-hosted Sentry: organization, users, members and their teams, teams,
projects owned by teams, environments, releases linked to projects, issues as groups with integer levels and statuses,
assignees in ``sentry_groupasignee``, activity by integer type, user feedback; ``+00:00`` timestamptz text) and
``kanban`` (a Lyon publisher's Kanboard: users, boards, their columns, swimlanes and categories, memberships with
roles, tasks open while ``is_active``, comments, subtasks and their timers, column transitions with seconds spent,
global tags, logins; Unix epoch integers with 0 for "none") serve the twentieth set, ``execution-sql-wild20.jsonl``
(``verify --set wild20``), 110 and 120 days back. ``backups`` (a Tampere managed-services provider's Bareos catalog:
clients with their file daemons' ``Uname``, file sets, pools, storages, media types, locations, disk and tape volumes,
jobs with one-letter types, levels and statuses explained by the ``Status`` table, the volumes each job wrote, job
logs, tapes' trips to the vault; DATETIME text with the integer 0 for "not set") and ``fileshare`` (a Santiago
engineering consultancy's Nextcloud: accounts, groups and sub-admins, preferences and app settings as key-value rows,
storages, the file cache of homes and team folders with MIME-type ids, team folders and their groups, shares by type,
the activity stream fanned out to every viewer, sessions and app passwords, failed logins, trash, versions, tags,
comments; Unix seconds, in text in places) serve the twenty-first set, ``execution-sql-wild21.jsonl`` (``verify --set
wild21``), 120 and 90 days back. ``social`` (a marine-science community's Mastodon 4.2 server: local and remote accounts
in one table, users with roles and approval, statuses with Snowflake ids, integer visibilities, boosts and soft
deletes, their counters, favourites, follows, mentions, hashtags, media attachments, reports with integer categories,
report notes, strikes, domain blocks; microsecond UTC text times) and ``finance`` (a Brno household's Firefly III:
users, currencies, account types, asset, expense and revenue accounts with their meta rows, transaction groups,
journals and their two double-entry transactions, categories, budgets and monthly limits, tags through pivot tables,
bills, piggy banks; Laravel soft deletes, CZK and EUR) serve the twenty-second set, ``execution-sql-wild22.jsonl``
(``verify --set wild22``), 120 and 150 days back. ``servicedesk`` (a Savoie bus operator's GLPI 10: an entity tree,
profiles, locations, users, groups and their members, ITIL categories, request sources, manufacturers, computer types,
models and states, computers with templates and a trash, tickets with integer status, type and priority codes, their
requesters, technicians and groups, linked computers, follow-ups, tasks timed in seconds, satisfaction surveys; 0 for
"none" in optional references) and ``boxoffice`` (a Hamburg events company's pretix: organizer, gates, events with JSON
translated names, product categories, products, quotas and their products, vouchers, orders with one-letter statuses
and test mode, order positions with add-ons, payments and refunds by provider, check-in lists and scans) serve the
twenty-third set, ``execution-sql-wild23.jsonl`` (``verify --set wild23``), both 120 days back (events 50 days
ahead). ``support`` (a Bristol coffee roaster's Chatwoot: accounts, agents and
their account memberships with integer roles, inboxes on web-widget, email, WhatsApp and API channels, teams, contacts,
conversations with integer statuses and priorities numbered per account, messages with integer types and private notes,
labels kept as ``acts_as_taggable_on`` tags and taggings, CSAT survey responses, reporting events in seconds;
microsecond UTC text) and ``paperwork`` (a Freiburg household's Paperless-ngx: Django's ``auth_user``, correspondents,
document types, tags with an inbox tag, storage paths, documents with a paper date, an ASN and a soft-deleting trash,
their tags through the many-to-many table, notes, custom fields with monetary values written ``EUR84.20``, the
consumer's task log, share links; ``+00:00`` timestamptz text) serve the twenty-fourth set,
``execution-sql-wild24.jsonl`` (``verify --set wild24``), 120 and 420 days back. ``newsletter`` (a Halifax news
outlet's listmonk: lists with their type and opt-in, subscribers with JSON attributes and their subscriptions by status,
campaigns and the lists they went to, opens, links and clicks, bounces and complaints with the SES notification as JSON,
team users and roles, settings; PostgreSQL enums, arrays and JSONB as text, ``timestamptz`` text with a ``+00`` offset
that SQLite's date functions cannot read) and ``erp`` (a Quimper joinery's Dolibarr: ``llx_`` tables of third parties,
contacts, users, products, warehouses and stock with its movements, quotes, customer invoices with deposits and credit
notes, payments spread over invoices, supplier invoices, projects, the agenda and the links between documents; French
column names and integer status codes) serve the twenty-fifth set, ``execution-sql-wild25.jsonl`` (``verify --set
wild25``), 120 and 365 days back. ``vault`` (a Wellington accounting
practice's Vaultwarden: users with placeholder accounts for invitations, devices by Bitwarden device type, two
organisations, memberships with integer roles and statuses, groups whose members are memberships, collections with
encrypted names and their group and user grants, vault items with encrypted names, JSON data and a soft-deleting
trash, folders, attachments, Sends, two-step login methods and incomplete logins, policies, invitations, the event
log written once per organisation; nanosecond UTC text) and ``photos`` (a Brisbane bushwalking club's Immich: users
with quotas, an external slide library, sessions, API keys, partner sharing, assets with upload, capture and local
wall-clock times, text durations, visibilities and a soft-deleting trash, their exif, burst stacks, albums shared with
members, likes and comments, per-library people and their faces, tags, share links; quoted camelCase columns,
``+00:00`` timestamptz text) serve the twenty-sixth set, ``execution-sql-wild26.jsonl`` (``verify --set wild26``), 120
and 400 days back. ``uptime`` (a Ghent bicycle-parts web shop's Uptime Kuma 1.23 ``kuma.db``: users, API keys,
settings, Docker hosts, proxies, monitors of many types with group monitors as parents, heartbeats with integer statuses
(0 down, 1 up, 2 pending, 3 maintenance), an ``important`` flag on changes and response times in ms, notifications with
their provider in a JSON config, tags, status pages with their sections (the quoted ``"group"`` table), incidents,
maintenance windows, TLS certificates as JSON, expiry reminders sent; millisecond UTC text in heartbeats) and
``cronjobs`` (a Kraków e-invoicing start-up's self-hosted Healthchecks: Django's ``auth_user``, profiles, projects,
members with one-letter roles, WebAuthn credentials, checks with statuses, periods, grace times and last durations as
``DurationField`` microseconds, pings with kinds, exit statuses and run ids, kept only to the last 1,000 per check,
status flips, channels and their checks, notifications with delivery errors; microsecond UTC text) serve the
twenty-seventh set, ``execution-sql-wild27.jsonl`` (``verify --set wild27``), 14 and 30 days back.
``automation`` (a Leeds homeware retailer's n8n: users with global roles and pending invitations,
personal and team projects and their members, folders, workflows with JSON nodes and settings, their owners, tags,
versions and webhooks, credentials by type, executions by mode and status with retries, sub-workflow and error-workflow
runs, waits and soft deletes, their data and metadata, statistics counted since each workflow was made; millisecond
UTC text, nanoid keys) and ``feeds`` (a Ghent design studio's Miniflux: users with themes, per-user categories and
feeds with their refresh errors, per-user entries read, unread or archived to removed, podcast enclosures, icons,
logins, API keys, integrations, passkeys; RFC 3339 text with a ``T`` and a ``Z``) serve the twenty-eighth set,
``execution-sql-wild28.jsonl`` (``verify --set wild28``), 60 and 100 days back. ``dns`` (a Utrecht web host's
PowerDNS Authoritative generic SQL backend with PowerDNS-Admin's tables in the same file: zones as native, primary or
secondary with Unix-second checks, resource records with priorities in their content, disabled records and NULL-type
empty non-terminals, comments, zone metadata, DNSSEC keys by flags, TSIG keys; the front end's roles, users with
optional two-factor secrets, customer accounts and their users, its own copy of the zones under other ids, per-zone
grants, the change history naming users as text, API keys scoped to zones, settings) and ``timesheets`` (a Bilbao
digital studio's Kimai 2: users with PHP-serialised role arrays and name/value preferences holding their hourly
rates, teams with leads, customers, projects with time budgets in seconds, global and project activities, time entries
in UTC with a local date, durations in seconds, values in euros, billable and exported flags and running timers, tags,
invoices by status) serve the twenty-ninth set, ``execution-sql-wild29.jsonl`` (``verify --set wild29``), 120 and 100
days back. ``playbooks`` (a Rotterdam
logistics-software company's Semaphore UI: users with LDAP accounts, two-factor and API tokens, sign-in sessions,
projects and their members by role, access keys, repositories, inventories by type, environments, templates by app
(Ansible, Terraform, OpenTofu, Bash) and type with their views, cron schedules switched on or off, a GitHub webhook
integration, remote runners, tasks by status with queued, start and ``"end"`` times, Terraform applies waiting for
confirmation, task output, the event log; the ``"user"`` table, ``project__`` prefixes, times as Go's SQLite driver
writes them, with up to nine fractional digits and ``+00:00``) and ``tracking`` (a Tartu municipal-services company's
Traccar: users, groups with speed limits, devices with their status, last update and latest position, drivers,
geofences as WKT circles and polygons, maintenances, notifications by channel, positions with speeds in knots and JSON
attributes (distance in metres, battery, ignition), events by type with their position and geofence, daily server
statistics, a link table per permission; ``tc_`` tables, run-together lower-case columns, millisecond UTC text) serve
the thirtieth set, ``execution-sql-wild30.jsonl`` (``verify --set wild30``), 90 and 30 days back. ``mediaserver`` (a
Lyon film society's Jellyfin 10.9: ``jellyfin.db``'s Entity Framework tables of users with upper-case GUID ids and
an integer internal id, permissions as one row per user and integer kind, preferences, access schedules, the activity
log by type with ``IP address:`` overviews, devices and API keys; ``library.db``'s wide ``TypedBaseItems`` rows typed by
.NET class name, with run times in 100-ns ticks, pipe-separated genres and sizes in bytes, per-user data keyed by the
internal id, item values by type, people, media streams; and the Playback Reporting plugin's keyless
``PlaybackActivity`` with dash-less lower-case ids, playback methods and durations in seconds; seven-digit fractional
times, some with a ``Z``) and ``pantry`` (a Reykjavík household's Grocy 4: products with minimum stock amounts and
best-before defaults, product groups, locations with freezers, quantity units, stores, barcodes, the stock on hand with
``2999-12-31`` for never, the stock log by transaction type with negative consumptions, spoiled and undone flags,
shopping lists and their items, chores by period type and their log with skipped and undone executions, batteries and
their charge cycles, tasks and categories, recipes and their ingredients; local time that is UTC) serve the
thirty-first set, ``execution-sql-wild31.jsonl`` (``verify --set wild31``), both 90 days back.
``scheduling`` (a Vienna language school's Cal.com: teachers in ``users``, teams and their memberships with pending
invitations, schedules and availability with weekday arrays and date overrides, personal and round-robin or collective
team event types with lengths in minutes and prices in cents, their hosts, bookings with lower-case statuses (accepted,
cancelled, rejected, pending confirmation), reschedules, attendees with no-shows, video and calendar references, Stripe
payments and refunds, app credentials that went invalid, webhooks, reminder workflows and their scheduled reminders, API
keys; quoted PascalCase tables, camelCase columns, ``timestamp(3)`` text with milliseconds) and ``shortlinks`` (a Bergen
concert hall's Shlink 4: extra domains beside a default one that is NULL, short URLs with validity windows, visit caps
and their authoring API keys, tags, every visit with its type (orphan visits to no link), referer, anonymised address,
potential-bot flag and its own location row, Shlink 4's slotted visit counters, API keys with roles, device and language
redirect rules; Doctrine's SQLite text datetimes) serve the thirty-second set, ``execution-sql-wild32.jsonl`` (``verify
--set wild32``), 90 days back (bookings 30 days ahead). ``hrm`` (a Gdańsk ship-repair contractor's OrangeHRM 5:
``hs_hr_employee`` with ``emp_number`` keys beside badge numbers, a termination record once someone left, job titles,
employment statuses, departments as a nested-set ``ohrm_subunit`` tree, locations, supervisors and subordinates in
``hs_hr_emp_reportto``, log-in accounts and roles, leave types, yearly entitlements with days used, leave requests
and one ``ohrm_leave`` row per day with integer statuses (-1 rejected, 0 cancelled, 1 pending approval, 2 scheduled,
3 taken), attendance punches in UTC beside local time with ``PUNCHED IN`` open shifts, holidays, vacancies and their
candidates by text status; ``hs_hr_``/``ohrm_`` prefixes) and ``gamehosting`` (a Graz game-server host's Pterodactyl
Panel 1.11: locations, nodes with memory and disk in MiB and overallocation percentages, allocations free while their
``server_id`` is NULL, nests and eggs with their variables, servers with a NULL ``status`` when running normally,
subusers with JSON permissions, backups with ``is_successful`` and soft deletes, cron schedules and their tasks,
database hosts and databases, API keys, the activity log by event name with polymorphic subjects; Laravel
conventions) serve the thirty-third set, ``execution-sql-wild33.jsonl`` (``verify --set wild33``), both 90 days back
(leave 30 days ahead).
``sinkhole`` (a Utrecht family's Pi-hole v5: FTL's long-term database, queries in ``query_storage`` with integer
references to ``domain_by_id``, ``client_by_id``, ``forward_by_id`` and ``addinfo_by_id`` and the view ``queries``
spelling them out, FTL's integer status codes for forwarded, cached and blocked queries, reply types and times, the
network table, FTL's messages; beside it gravity's tables: the quoted ``"group"``, blocklists with their download
status, their domains, the allow and deny lists by type, clients and the link tables; Unix-second times) and
``invoicing`` (a Ghent web-design studio's Invoice Ninja v5: clients and contacts, invoices with integer statuses and
JSON line items, quotes, credits, recurring invoices by frequency, payments reaching invoices and credits through the
polymorphic ``paymentables``, payment types, vendors, expense categories and expenses, products, projects; archived by
``deleted_at``, deleted by ``is_deleted``) serve the thirty-fourth set, ``execution-sql-wild34.jsonl`` (``verify --set
wild34``), 30 and 400 days back.
``handbook`` (a Trondheim offshore-wind consultancy's Wiki.js 2.5: log-in strategies, users with the administrator and
the built-in guest, two-factor flags and ``lastLoginAt`` NULL for who never logged in, groups with JSON permissions and
page rules, pages by ``path`` and ``localeCode`` with drafts and an empty string for an unset publication window,
``pageHistory`` holding each superseded version with its author and ``versionDate``, tags, links with broken targets,
built-in comments with visitors' names, asset folders and assets in bytes, API keys; quoted camelCase, ISO times with a
``T``, milliseconds and a ``Z``) and ``customercare`` (a Linz e-bike maker's Zammad 6: the system user ``-`` as user 1
and as "nobody" for an owner, agents and customers with roles, dealers as organizations, groups and agents' access,
ticket states by state type, priorities named ``1 low``..., tickets numbered as text with their channel, first response
and close times against their SLA in minutes, escalation and pending times, articles by type and sender with internal
notes, time accounting in minutes by activity, calendars and SLAs with JSON conditions, tags through tag items and
objects; Rails timestamps with milliseconds) serve the thirty-fifth set, ``execution-sql-wild35.jsonl`` (``verify
--set wild35``), 120 days back.
``bookkeeping`` (a Tallinn coffee roastery's Akaunting 3: every table under the installer's random ``kdr_`` prefix,
companies named only in ``kdr_settings``, invoices and bills in one ``kdr_documents`` table by ``type`` with text
statuses (overdue is no status), their lines, line taxes, totals by ``code`` and status histories, every movement of
money in ``kdr_transactions`` by ``type`` (``income``, ``expense`` and the two legs of a transfer) with the
offline-payments app's method codes, transfers, accounts whose balance is nowhere stored, contacts as customers or
vendors, categories, items, taxes, currencies with rates, reconciliations, recurring templates) and ``knowledge`` (an
Aarhus wind-turbine service company's BookStack: shelves, books, chapters and pages with ``chapter_id`` 0 outside any
chapter, unsaved drafts and templates, page revisions by type, polymorphic tags, views with running counts, comments,
favourites, deletions in the recycle bin and entity permissions named by the morph map (``page``, ``book``...), the
activity log, users, roles and permissions, two-factor values, API tokens, attachments that are files or links,
images) serve the thirty-sixth set, ``execution-sql-wild36.jsonl`` (``verify --set wild36``), 180 and 120 days back
(pages three years).
``hotline`` (a Gdańsk fibre broadband provider's osTicket 1.18: ``ost_`` tables, tickets whose status means what its
``state`` says (``open``, ``closed``...), the subject and a text priority id in the form table ``ost_ticket__cdata``,
0 for "none" in assignments and organizations, one thread per ticket with entries by type (``M`` messages, ``R``
responses, ``N`` internal notes) and events named in ``ost_event``, ``isoverdue`` and ``isanswered`` flags, departments
with a sub-department, SLA plans in hours, help topics, staff on vacation or never signed in, roles, teams, users with
e-mails, portal accounts and organizations) and ``storefront`` (a Porto tea shop's WooCommerce 8 on WordPress with
High-Performance Order Storage: products as ``wp_posts`` with price, stock and SKU as ``wp_postmeta`` text, categories
through the term tables, orders and refunds (``shop_order_refund``, negative totals) in ``wp_wc_orders`` with
``wc-``-prefixed statuses and 0 for a guest, addresses, operational data and order meta, order items by type with
their key-value item meta, the Analytics lookup tables, customers registered and guest, reviews as comments with a
``rating`` comment meta) serve the thirty-seventh set, ``execution-sql-wild37.jsonl`` (``verify --set wild37``), both
120 days back.
``workpackages`` (a Porto water utility's capital-works office in OpenProject 13: every principal in ``users`` by
``type`` (``User``, ``Group``, ``PlaceholderUser``...) with integer statuses (1 active, 3 locked, 4 invited), projects
in a tree with archived ones ``active`` 0, types with milestones, statuses with ``is_closed``, priorities and
time-tracking activities both in ``enumerations`` by ``type``, work packages with versions, categories and relations
(``blocks``, ``follows``), **no closing date but journals each pointing at a ``work_package_journals`` snapshot of the
fields**, time entries in hours by ``spent_on`` with running timers (``ongoing``), members and their roles, watchers)
and ``salesdesk`` (a Bordeaux wine-export logistics company's EspoCRM 8: ``VARCHAR(17)`` hexadecimal ids, a ``deleted``
flag on every row, users, teams and ``team_user``, accounts, contacts and ``account_contact``, leads by status and
source with their campaign and ``converted_at``, opportunities by stage with a ``close_date``, the quoted ``"case"`` and
``"call"``, meetings, tasks, attendees in ``call_user`` and ``meeting_user``, activities reaching their parent through
``parent_type``/``parent_id``, durations only as ``date_end`` minus ``date_start``) serve the thirty-eighth set,
``execution-sql-wild38.jsonl`` (``verify --set wild38``), 150 and 180 days back (due dates 60 days ahead).
``network`` (a Krems regional fibre ISP's LibreNMS: locations, users, devices with ``status`` 1 up and 0 down beside
``disabled`` and ``ignore`` flags and a ``status_reason``, ports with ``ifOperStatus``/``ifAdminStatus`` text and rates
in bytes a second, ``bgpPeers`` with a peer state beside an admin status (``stop`` on purpose), sensors with their
limits, storage in bytes with a percentage, alert rules, current ``alerts`` with integer states (1 alerting, 2
acknowledged, 0 recovered) and the ``alert_log`` of raises and recoveries, the event log with integer severities,
syslog with text priorities, ping results in ``device_perf``, device groups; camelCase SNMP names beside snake_case)
and ``addressing`` (a Basel contract laboratory's phpIPAM 1.6: sections with a sub-section, subnets whose **network
address is a decimal integer in text and mask a prefix length in text**, a folder, ``masterSubnetId`` 0 at the top,
IP addresses likewise decimal with ``state`` an ``ipTags`` id (1 Offline, 2 Used, 3 Reserved, 4 DHCP), gateways
flagged, ``lastSeen`` ``1970-01-01 00:00:01`` for never, VLANs, VRFs, customers, devices and their types, users with
``'Yes'``/``'No'`` flags, the change log, the audit log with integer severities, address requests) serve the
thirty-ninth set, ``execution-sql-wild39.jsonl`` (``verify --set wild39``), 90 and 180 days back (syslog 14 days,
pings 3).
``outreach`` (an Oslo solar installer's Mautic 5: every tracked visitor a lead, anonymous ones with
``date_identified`` NULL, stages, owners, companies and ``companies_leads``, segments as ``lead_lists`` with
``manually_removed`` members still there, do-not-contact rows by integer reason (1 unsubscribed, 2 bounced, 3 manual),
e-mails and one ``email_stats`` row per send with ``is_read``, ``date_read`` and ``is_failed``, campaigns, their events
by dotted ``type`` and ``event_type``, ``campaign_leads`` and the event log, forms and submissions, landing pages and
every ``page_hits`` visit, score changes) and ``agile`` (a Kraków app studio's Taiga 6: Django ``app_model`` tables,
per-project roles, statuses with ``is_closed``, priorities, severities, issue types and point values, memberships with
``user_id`` NULL for a pending invitation, sprints as milestones, user stories, tasks, issues and epics numbered by one
``ref`` per project, stories' points as one ``userstories_rolepoints`` row per role, ``history_historyentry`` holding
changes and comments with the author as JSON; timestamptz text with microseconds) serve the fortieth set,
``execution-sql-wild40.jsonl`` (``verify --set wild40``), 120 and 150 days back (sprints and due dates ahead).
``inventory`` (an Eindhoven sensor-board maker's InvenTree 0.16: Django tables on SQLite, part categories and stock
locations as MPTT trees with ``pathstring`` and structural nodes, parts with ``IPN``, ``minimum_stock`` and ``active`` 0
for obsolete ones, suppliers and customers in one ``company_company``, supplier parts, bills of materials, purchase and
sales orders, shipments and build orders with InvenTree's integer status codes and ``PO-0042`` references, every stock
item ever with its status, customer, consuming build or expiry, the stock history by integer tracking type,
responsible owners through the generic ``users_owner``; dates as text, Django's microsecond datetimes) and ``oncall`` (a
Gothenburg ferry-ticketing company's GoAlert: UUID keys, services with maintenance windows, integration keys, heartbeat
monitors, escalation policies, steps and one-target-per-row actions, alerts ``triggered``, ``active`` (acknowledged)
or ``closed``, alert logs with polymorphic subjects holding acknowledgements and closes, users, contact methods with
``disabled``, rotations, participants, schedules, rules, overrides and the on-call history with ``end_time`` NULL for
now, outgoing messages with their last status; timestamptz text with microseconds and ``+00:00``) serve the
forty-first set, ``execution-sql-wild41.jsonl`` (``verify --set wild41``), 180 and 60 days back.
``subscriptions`` (a Lyon magazine publisher's Kill Bill: every table keyed by an integer ``record_id`` and pointed at
by a uuid ``id``, accounts with payment methods by plugin, bundles, subscriptions whose plan is only on
``subscription_events`` (``CREATE``, ``PHASE``, ``CANCEL``; ``is_active`` 0 for a cancellation taken back), invoices
whose amounts are on ``invoice_items`` (``RECURRING``, ``TAX``, ``ITEM_ADJ``), ``invoice_payments`` with ``success``,
payments with one attempt and one transaction per try, control tags such as ``AUTO_PAY_OFF``, ``WRITTEN_OFF`` and
``TEST`` on any object, custom fields, the overdue and entitlement services' ``blocking_states`` and the audit log)
and ``surveillance`` (a Turku campus security office's ZoneMinder 1.36: capitalised ``Monitors`` with a ``Function``
beside ``Enabled`` and ``Monitor_Status``, ``Zones``, ``Events`` with ``Cause``, ``Length`` in seconds, scores,
``Archived`` and ``DiskSpace``, ``Frames``, servers, storage, groups, users with enum permissions, filters, and
``Logs`` whose ``TimeKey`` is a Unix time and whose ``Component`` names the monitor) serve the forty-second set,
``execution-sql-wild42.jsonl`` (``verify --set wild42``), 400 and 30 days back (archived recordings 180).
``surveys`` (a Parma city statistics office's LimeSurvey 6: ``lime_``-prefixed tables, surveys with one-letter flags
and their titles on ``lime_surveys_languagesettings``, groups, questions, subquestions and answer options with their
texts in ``_l10ns`` tables, **each survey's responses in a table of its own, ``lime_survey_<sid>``, one column per
question named ``<sid>X<gid>X<qid>``**, ``submitdate`` NULL for an abandoned response and ``1980-01-01 00:00:00`` in a
survey that keeps no dates, participants in ``lime_tokens_<sid>`` with ``sent``, ``remindersent`` and ``completed``
holding ``N`` or a date (``Y`` in an anonymized survey), timings in seconds, users, permissions and failed logins) and
``journals`` (a Kraków university press's Open Journal Systems 3.3: three journals whose names, sections' titles,
users' names, groups' names and publications' titles are rows of ``_settings`` tables, roles as integer ``role_id``s
on per-journal user groups, submissions with integer ``stage_id`` and ``status``, publications whose issue is the
setting ``issueId``, stage assignments, review rounds, review assignments with ``declined``, ``cancelled``, due dates
and integer recommendations, and editorial decisions by integer code) serve the forty-third set,
``execution-sql-wild43.jsonl`` (``verify --set wild43``), 150 and 720 days back.
``translations`` (a Montpellier open-source foundation's Weblate 4: Django's ``app_model`` tables, languages and their
plurals, users with the built-in ``anonymous`` user and add-on bots, groups, profiles with running counters, projects
whose ``access_control`` is an integer, components with ``locked`` and priorities, one translation per component and
language, the source language's among them, units whose integer ``state`` says empty, needing editing, translated,
approved or read-only (the source strings), suggestions deleted once accepted, votes, comments, the history in
``trans_change`` by integer ``action`` with ``user_id`` beside ``author_id``, failing checks in a column named
``check``, alerts; microsecond datetimes) and ``lending`` (a Kisumu microfinance institution's Apache Fineract:
``m_`` tables, an office tree, loan officers among the staff, code values for every drop-down, centers and groups in
one ``m_group`` by ``level_id``, clients, loan products, loans with integer statuses and Fineract's ``*_derived``
balances, repayment schedules generated before disbursement too, transactions by type with reversals, payment details
and types, the nightly arrears table, savings products, accounts and transactions, the maker-checker command audit;
plain dates, Kenyan shillings) serve the forty-fourth set, ``execution-sql-wild44.jsonl`` (``verify --set wild44``), a
year and 18 months back.
``streetreports`` (a Swansea city council's FixMyStreet: bodies with their MapIt areas, categories as ``contacts`` with
a ``state`` (confirmed, inactive, deleted, staff-only), users with ``from_body`` for staff, roles whose permissions are
PostgreSQL array literals, reports whose ``state`` is text (``unconfirmed``, ``confirmed``, ``investigating``, ``action
scheduled``, ``fixed - council``, ``fixed - user``, ``duplicate``, ``hidden``...) with the bodies they went to as
comma-separated text in ``bodies_str``, send failures and JSON ``extra``, updates setting ``problem_state``, the
four-week questionnaires, alert types keyed by text, alerts and the alert e-mails sent, response priorities and
templates, inspectors' shortlists, moderation, the admin log with polymorphic ``object_type``/``object_id`` and minutes
spent, the abuse list and tokens) and ``genealogy`` (a Winnipeg family-history society's webtrees 2: trees with their
titles on ``wt_gedcom_setting`` and a ``DEFAULT_TREE`` pseudo-row, individuals, families, sources, media and other
records keyed by their GEDCOM xref and tree with the whole record as GEDCOM text, every pointer between records in
``wt_link`` by type, names with married names, dates as Julian day numbers with their calendar, the place hierarchy and
its links to every level, users with a ``DEFAULT_USER`` pseudo-row, settings with Unix times in text, per-tree editing
rights, pending, accepted and rejected edits, the log, news and messages) serve the forty-fifth set,
``execution-sql-wild45.jsonl`` (``verify --set wild45``), two years back (genealogical dates from the 1790s).
``school`` (an Arusha boarding secondary school's Gibbon: camelCase ``gibbon`` tables whose keys are zero-padded
integers kept as text, ``'Y'``/``'N'`` flags and enum texts, school years and terms, roles with a comma-separated list
of each person's roles, people with their status, boarding houses, year groups, tutor groups and a yearly enrolment
row per student, departments, courses, classes and their students and teachers by role, attendance codes and the
attendance log whose latest row of the day counts, markbook columns marked ``complete`` and entries holding the score
and the percentage as text, behaviour records, invoicees, invoices whose amount is the sum of their fees; plain dates
and UTC datetimes, US dollars) and ``mapping`` (a Maputo humanitarian mapping community's HOT Tasking Manager: integer
project, task, level, role and permission enums, users keyed by their OpenStreetMap ids with PostgreSQL arrays as
text, projects whose names are per-locale ``project_info`` rows, tasks keyed by task and project, the task history
whose ``action_text`` holds the new state, a comment or a lock's duration as Python writes a ``timedelta``,
invalidations and their mapping issues, organisations, teams and members, campaigns, interests, licences, messages
and notifications; microsecond UTC text) serve the forty-sixth set, ``execution-sql-wild46.jsonl`` (``verify --set
wild46``), 150 days and 15 months back.
``parish`` (a Kumasi Methodist congregation's ChurchCRM: tables named with a suffix that every column repeats as a
prefix (``person_per.per_FirstName``), every drop-down in ``list_lst`` by list id (classifications, family roles, group
types and one role list per group), 0 for "none", birthdays in three columns, families deactivated rather than
deleted, groups and their members by role, event types, events, ushers' head counts and per-person check-ins and
check-outs, funds, deposit slips, pledges and payments by family in one table with ChurchCRM's fiscal-year ids and
group keys, the timeline of notes, users keyed by their person, properties pointing at a person or a family by their
class, volunteers; Ghana cedis) and ``farm`` (a Stroud growers' co-operative's farmOS 2: Drupal's base and data tables
per entity type with the bundle as ``type``, a table per field (``log__asset``, ``log__location``, ``log__quantity``,
``asset__parent``...), Unix timestamps, logs ``done``, ``pending`` or ``abandoned``, movements that give an asset its
location, quantities as fractions, taxonomy terms of every vocabulary in one table, Drupal's users and roles) serve
the forty-seventh set, ``execution-sql-wild47.jsonl`` (``verify --set wild47``), 26 weeks and 260 days back.
``logbook`` (an Aberdeen amateur-radio club's Cloudlog: every contact in ``TABLE_HRD_CONTACTS_V01`` with ADIF fields
as ``COL_`` columns, bands as ADIF text, frequencies in hertz, FT4 as mode ``MFSK`` with its submode, DXCC entities by
ADIF number with their names in capitals, distances in kilometres, QSL, LoTW and eQSL flags as ADIF letters (``Q``
queued, ``R`` requested), contest ADIF names, summits; station locations owned by users and grouped into logbooks
through a relationship table, users with ``user_type`` 99 for administrators, the DXCC entity and prefix tables with
deleted entities, the LoTW users' list, contests, notes, bands per user and each radio's CAT reports) and
``references`` (a Dunedin marine-ecology lab's Zotero: items holding only type, library, key and times with every field
an ``itemData`` row pointing at a shared ``itemDataValues`` value named by ``fields``, dates in Zotero's multipart form
``2019-03-00 March 2019``, attachments, notes and PDF annotations as items of their own, the personal library and
group libraries, who created and modified each group item, creators in single- or two-field mode with their roles and
order, collections and subcollections, manual and automatic tags, and the trash as ``deletedItems``) serve the
forty-eighth set, ``execution-sql-wild48.jsonl`` (``verify --set wild48``), four and six years back.
``signing`` (a Cape Town law firm's DocuSeal: Rails tables with ``archived_at`` soft deletes, users with text roles,
template folders, templates whose fields, documents and signer roles are JSON text, submissions carrying a frozen copy
of them, signers whose role is only a uuid into that JSON with their sent, opened, completed and declined times and
user agents, the audit trail of submission events, completions, signed documents, Active Storage's polymorphic
attachments and blobs, webhooks with JSON event lists and the mail provider's bounce notices) and ``participation`` (a
Girona city council's Decidim 0.27: ``decidim_`` tables, translatable JSON titles with machine translations, people
and associations in one users table by ``type``, polymorphic participatory spaces, components, coauthorships,
comments, endorsements, follows and categorisations, proposal states published apart from the evaluators' answers,
supports, meetings and their registrations) serve the forty-ninth set, ``execution-sql-wild49.jsonl`` (``verify --set
wild49``), 200 days and 14 months back.
``broadcast`` (a Ghent community radio station's LibreTime: the library in ``cc_files`` with lengths as interval text,
bit rates in bits a second, ``file_exists`` and ``import_status``, users with type letters, shows with their repeat
rules, airings with rebroadcasts and deleted airings kept as rows, presenters, the schedule, playlists and smart blocks,
webstreams, the playout history with key/value metadata for tracks played from outside the library, Icecast listener
counts per timestamp and mount, podcasts) and ``conference`` (a Kraków open-source conference's pretalx: events,
users and speaker profiles, proposals with six-letter codes and pretalx's states, i18n JSON names, submission types
and tracks, reviews with their score categories, custom questions and answers, schedule versions of which only the
latest released one counts, rooms, last year's feedback and the mail outbox) serve the fiftieth set,
``execution-sql-wild50.jsonl`` (``verify --set wild50``), nine weeks and eleven months back.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from bench.estates import (
    addressing,
    agile,
    airline,
    automation,
    backlog,
    backups,
    bikeshare,
    bookkeeping,
    boxoffice,
    broadcast,
    chat,
    clinic,
    conference,
    crm,
    cronjobs,
    customercare,
    dashboards,
    datacenter,
    deploys,
    devtracker,
    dns,
    erp,
    errortracking,
    factory,
    farm,
    feeds,
    fileshare,
    finance,
    fleet,
    forge,
    forum,
    fundraising,
    gamehosting,
    genealogy,
    gym,
    handbook,
    helpdesk,
    homeauto,
    hotel,
    hotline,
    hrm,
    identity,
    insurance,
    inventory,
    invoicing,
    itassets,
    itsm,
    journals,
    kanban,
    knowledge,
    lending,
    library,
    lms,
    logbook,
    mapping,
    mediaserver,
    monitoring,
    network,
    newsletter,
    oncall,
    outreach,
    pantry,
    paperwork,
    parish,
    participation,
    payroll,
    photos,
    pipelines,
    playbooks,
    property,
    recruiting,
    references,
    restaurants,
    saas,
    salesdesk,
    scheduling,
    school,
    servicedesk,
    shop,
    shortlinks,
    signing,
    sinkhole,
    social,
    storefront,
    streetreports,
    subscriptions,
    support,
    surveillance,
    surveys,
    ticketing,
    timesheets,
    tracking,
    translations,
    uptime,
    utility,
    vault,
    warehouse,
    webstats,
    wiki,
    workpackages,
)

ESTATES: dict[str, Callable[[Path, datetime.datetime], None]] = {
    "shop": shop.build,
    "helpdesk": helpdesk.build,
    "clinic": clinic.build,
    "fleet": fleet.build,
    "saas": saas.build,
    "factory": factory.build,
    "hotel": hotel.build,
    "library": library.build,
    "utility": utility.build,
    "ticketing": ticketing.build,
    "recruiting": recruiting.build,
    "warehouse": warehouse.build,
    "bikeshare": bikeshare.build,
    "gym": gym.build,
    "itsm": itsm.build,
    "crm": crm.build,
    "lms": lms.build,
    "airline": airline.build,
    "deploys": deploys.build,
    "insurance": insurance.build,
    "property": property.build,
    "payroll": payroll.build,
    "fundraising": fundraising.build,
    "restaurants": restaurants.build,
    "identity": identity.build,
    "monitoring": monitoring.build,
    "pipelines": pipelines.build,
    "chat": chat.build,
    "datacenter": datacenter.build,
    "forge": forge.build,
    "wiki": wiki.build,
    "dashboards": dashboards.build,
    "backlog": backlog.build,
    "webstats": webstats.build,
    "homeauto": homeauto.build,
    "forum": forum.build,
    "devtracker": devtracker.build,
    "itassets": itassets.build,
    "errortracking": errortracking.build,
    "kanban": kanban.build,
    "backups": backups.build,
    "fileshare": fileshare.build,
    "social": social.build,
    "finance": finance.build,
    "servicedesk": servicedesk.build,
    "boxoffice": boxoffice.build,
    "support": support.build,
    "paperwork": paperwork.build,
    "newsletter": newsletter.build,
    "erp": erp.build,
    "vault": vault.build,
    "photos": photos.build,
    "uptime": uptime.build,
    "cronjobs": cronjobs.build,
    "automation": automation.build,
    "feeds": feeds.build,
    "dns": dns.build,
    "timesheets": timesheets.build,
    "playbooks": playbooks.build,
    "tracking": tracking.build,
    "mediaserver": mediaserver.build,
    "pantry": pantry.build,
    "scheduling": scheduling.build,
    "shortlinks": shortlinks.build,
    "hrm": hrm.build,
    "gamehosting": gamehosting.build,
    "sinkhole": sinkhole.build,
    "invoicing": invoicing.build,
    "handbook": handbook.build,
    "customercare": customercare.build,
    "bookkeeping": bookkeeping.build,
    "knowledge": knowledge.build,
    "hotline": hotline.build,
    "storefront": storefront.build,
    "workpackages": workpackages.build,
    "salesdesk": salesdesk.build,
    "network": network.build,
    "addressing": addressing.build,
    "outreach": outreach.build,
    "agile": agile.build,
    "inventory": inventory.build,
    "oncall": oncall.build,
    "subscriptions": subscriptions.build,
    "surveillance": surveillance.build,
    "surveys": surveys.build,
    "journals": journals.build,
    "translations": translations.build,
    "lending": lending.build,
    "streetreports": streetreports.build,
    "genealogy": genealogy.build,
    "school": school.build,
    "mapping": mapping.build,
    "parish": parish.build,
    "farm": farm.build,
    "logbook": logbook.build,
    "references": references.build,
    "signing": signing.build,
    "participation": participation.build,
    "broadcast": broadcast.build,
    "conference": conference.build,
}

__all__ = ["ESTATES"]
