"""A grocery chain's data platform (Brightmoor Grocers, Leeds) as the SQLite copy of an Apache Airflow 2.8 metadata
database, for execution benchmarks.

Everything is drawn from ``random.Random(seed)`` and placed relative to ``now`` (UTC): DAG runs reach 60 days back,
on their schedules, and nothing starts after ``now``; every time is counted from today's midnight, so two builds with
the same seed and ``now`` values a whole number of days apart give the same answers to relative-time questions.

The tables are Airflow's, as its migrations create them (lower-case snake_case, as SQLAlchemy writes them on
SQLite): ``dag`` (one row per DAG the scheduler has parsed, keyed by ``dag_id``; ``is_paused``, ``is_active`` 0 once
its file is gone, ``has_import_errors``; ``schedule_interval`` a JSON-quoted cron string, ``owners`` a comma list),
``dag_tag``, ``log_template``, ``dag_run`` (``run_id`` such as ``scheduled__2025-03-01T02:00:00+00:00``,
``run_type`` ``scheduled``/``manual``/``backfill``, ``external_trigger`` 0/1, ``execution_date`` the logical date
at the start of the data interval, the run itself starting after the interval ends; ``state`` ``queued``,
``running``, ``success``, ``failed``), ``task_instance`` (keyed by ``dag_id``, ``task_id``, ``run_id``,
``map_index`` -1; ``state`` ``success``, ``failed``, ``upstream_failed``, ``up_for_retry``, ``skipped``,
``running``, ``queued``, ``scheduled``; ``duration`` seconds as a float; ``try_number`` 1 for a first attempt;
``hostname`` the Celery worker; ``pool``; ``queued_dttm`` when it entered the queue), ``task_fail`` (one row per
failed attempt, ``duration`` whole seconds), ``slot_pool``, ``job`` (``SchedulerJob``, ``LocalTaskJob``,
``TriggererJob``), ``sla_miss``, ``import_error`` (DAG files that do not parse), ``log`` (the audit log: ``event``
``trigger``, ``clear``, ``paused``, ``unpaused``, ``cli_task_run``...; ``owner`` the web user's username) and
``ab_user`` (the web UI's users, Flask-AppBuilder's table). Booleans are 0/1.

**Time is Airflow's on SQLite**: every timestamp is UTC text with microseconds, ``YYYY-MM-DD HH:MM:SS.ffffff``.

Planted signals:

* ``finance_marts`` failed on the five days before yesterday (``publish_tableau_extracts`` fails; the marts before
  it succeed): more failed runs in the last 7 days than any other DAG (the new ``marketing_attribution`` has at most
  three);
* ``dbt_nightly.dbt_run`` is the slowest task by average duration (about 40 minutes);
* ``supplier_edi_export.sftp_upload`` needs retries far more often than any other task (the supplier's SFTP
  server drops connections);
* ``marketing_attribution``, added two days ago, has never had a successful run; ``loyalty_legacy_etl`` was paused
  40 days ago and has not run since; ``store_footfall_ingest`` is no longer active (its file was removed);
  ``vendor_scorecards`` has an import error (and ``price_elasticity.py`` never parsed at all);
* the ``ml_gpu`` pool (2 slots) makes ``demand_forecast``'s tasks wait the longest in the queue;
* ``airflow-worker-3`` had far more failed task attempts than the other workers over the last 30 days (it runs out
  of memory);
* ``customer_360_refresh`` misses its SLA the most; Priya Nair clears failed tasks the most; the newest hourly
  ``pos_sales_hourly`` run is running now.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import pathlib
import random
from typing import Any

from bench.estates.common import Clock, close_checked, new_database

SCHEMA = """
CREATE TABLE ab_user (id INTEGER PRIMARY KEY, first_name VARCHAR(256) NOT NULL, last_name VARCHAR(256) NOT NULL,
  username VARCHAR(512) NOT NULL UNIQUE, password VARCHAR(256), active BOOLEAN, email VARCHAR(512) NOT NULL UNIQUE,
  last_login DATETIME, login_count INTEGER, fail_login_count INTEGER, created_on DATETIME, changed_on DATETIME,
  created_by_fk INTEGER REFERENCES ab_user(id), changed_by_fk INTEGER REFERENCES ab_user(id));
CREATE TABLE log_template (id INTEGER PRIMARY KEY, filename TEXT NOT NULL, elasticsearch_id TEXT NOT NULL,
  created_at TIMESTAMP NOT NULL);
CREATE TABLE dag (dag_id VARCHAR(250) PRIMARY KEY, root_dag_id VARCHAR(250), is_paused BOOLEAN, is_subdag BOOLEAN,
  is_active BOOLEAN, last_parsed_time TIMESTAMP, last_pickled TIMESTAMP, last_expired TIMESTAMP,
  scheduler_lock BOOLEAN, pickle_id INTEGER, fileloc VARCHAR(2000), processor_subdir VARCHAR(2000),
  owners VARCHAR(2000), description TEXT, default_view VARCHAR(25), schedule_interval TEXT,
  timetable_description VARCHAR(1000), max_active_tasks INTEGER NOT NULL, max_active_runs INTEGER,
  has_task_concurrency_limits BOOLEAN NOT NULL, has_import_errors BOOLEAN DEFAULT 0, next_dagrun TIMESTAMP,
  next_dagrun_data_interval_start TIMESTAMP, next_dagrun_data_interval_end TIMESTAMP,
  next_dagrun_create_after TIMESTAMP);
CREATE TABLE dag_tag (name VARCHAR(100) NOT NULL, dag_id VARCHAR(250) NOT NULL REFERENCES dag(dag_id)
  ON DELETE CASCADE, PRIMARY KEY (name, dag_id));
CREATE TABLE dag_run (id INTEGER PRIMARY KEY, dag_id VARCHAR(250) NOT NULL, queued_at TIMESTAMP,
  execution_date TIMESTAMP NOT NULL, start_date TIMESTAMP, end_date TIMESTAMP, state VARCHAR(50),
  run_id VARCHAR(250) NOT NULL, creating_job_id INTEGER, external_trigger BOOLEAN, run_type VARCHAR(50) NOT NULL,
  conf BLOB, data_interval_start TIMESTAMP, data_interval_end TIMESTAMP, last_scheduling_decision TIMESTAMP,
  dag_hash VARCHAR(32), log_template_id INTEGER REFERENCES log_template(id), updated_at TIMESTAMP,
  clear_number INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT dag_run_dag_id_execution_date_key UNIQUE (dag_id, execution_date),
  CONSTRAINT dag_run_dag_id_run_id_key UNIQUE (dag_id, run_id));
CREATE TABLE slot_pool (id INTEGER PRIMARY KEY, pool VARCHAR(256) UNIQUE, slots INTEGER, description TEXT,
  include_deferred BOOLEAN NOT NULL);
CREATE TABLE job (id INTEGER PRIMARY KEY, dag_id VARCHAR(250), state VARCHAR(20), job_type VARCHAR(30),
  start_date TIMESTAMP, end_date TIMESTAMP, latest_heartbeat TIMESTAMP, executor_class VARCHAR(500),
  hostname VARCHAR(500), unixname VARCHAR(1000));
CREATE TABLE task_instance (task_id VARCHAR(250) NOT NULL, dag_id VARCHAR(250) NOT NULL, run_id VARCHAR(250) NOT NULL,
  map_index INTEGER NOT NULL DEFAULT -1, start_date TIMESTAMP, end_date TIMESTAMP, duration FLOAT,
  state VARCHAR(20), try_number INTEGER, max_tries INTEGER DEFAULT -1, hostname VARCHAR(1000),
  unixname VARCHAR(1000), job_id INTEGER, pool VARCHAR(256) NOT NULL, pool_slots INTEGER NOT NULL,
  queue VARCHAR(256), priority_weight INTEGER, operator VARCHAR(1000), custom_operator_name VARCHAR(1000),
  queued_dttm TIMESTAMP, queued_by_job_id INTEGER, pid INTEGER, executor_config BLOB, updated_at TIMESTAMP,
  rendered_map_index VARCHAR(250), external_executor_id VARCHAR(250), trigger_id INTEGER, trigger_timeout DATETIME,
  next_method VARCHAR(1000), next_kwargs JSON,
  PRIMARY KEY (dag_id, task_id, run_id, map_index),
  CONSTRAINT task_instance_dag_run_fkey FOREIGN KEY (dag_id, run_id) REFERENCES dag_run (dag_id, run_id)
    ON DELETE CASCADE);
CREATE TABLE task_fail (id INTEGER PRIMARY KEY, task_id VARCHAR(250) NOT NULL, dag_id VARCHAR(250) NOT NULL,
  run_id VARCHAR(250) NOT NULL, map_index INTEGER NOT NULL DEFAULT -1, start_date TIMESTAMP, end_date TIMESTAMP,
  duration INTEGER,
  CONSTRAINT task_fail_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index)
    REFERENCES task_instance (dag_id, task_id, run_id, map_index) ON DELETE CASCADE);
CREATE TABLE sla_miss (task_id VARCHAR(250) NOT NULL, dag_id VARCHAR(250) NOT NULL, execution_date TIMESTAMP NOT NULL,
  email_sent BOOLEAN, timestamp TIMESTAMP, description TEXT, notification_sent BOOLEAN,
  PRIMARY KEY (task_id, dag_id, execution_date));
CREATE TABLE import_error (id INTEGER PRIMARY KEY, timestamp TIMESTAMP, filename VARCHAR(1024), stacktrace TEXT,
  processor_subdir VARCHAR(2000));
CREATE TABLE log (id INTEGER PRIMARY KEY, dttm TIMESTAMP, dag_id VARCHAR(250), task_id VARCHAR(250),
  map_index INTEGER, event VARCHAR(60), execution_date TIMESTAMP, run_id VARCHAR(250), owner VARCHAR(500),
  owner_display_name VARCHAR(500), extra TEXT);
CREATE INDEX idx_dag_run_dag_id ON dag_run (dag_id);
CREATE INDEX ti_state ON task_instance (state);
CREATE INDEX idx_log_dttm ON log (dttm);
"""

# dag_id -> (cron, timetable description, owners, tags, description, tasks); a task is
# (task_id, operator, mean seconds, pool)
DAGS: dict[str, tuple[str, str, str, list[str], str, list[tuple[str, str, int, str]]]] = {
    "pos_sales_hourly": ("0 * * * *", "At 0 minutes past the hour", "data-eng", ["sales", "hourly"],
                         "Till transactions from the store POS into the warehouse",
                         [("extract_pos", "SqlToS3Operator", 40, "default_pool"),
                          ("load_staging", "SnowflakeOperator", 90, "default_pool"),
                          ("check_row_counts", "SQLCheckOperator", 15, "default_pool")]),
    "inventory_snapshot": ("0 2 * * *", "At 02:00", "data-eng", ["supply-chain"],
                           "Nightly stock snapshot from the WMS",
                           [("extract_wms", "SqlToS3Operator", 120, "default_pool"),
                            ("transform_snapshot", "PythonOperator", 300, "default_pool"),
                            ("load_dw", "SnowflakeOperator", 200, "default_pool")]),
    "dbt_nightly": ("0 3 * * *", "At 03:00", "analytics-eng", ["dbt"], "dbt build of the warehouse models",
                    [("dbt_deps", "BashOperator", 30, "default_pool"),
                     ("dbt_run", "BashOperator", 2400, "default_pool"),
                     ("dbt_test", "BashOperator", 600, "default_pool")]),
    "finance_marts": ("30 4 * * *", "At 04:30", "analytics-eng,finance", ["finance"],
                      "General ledger and margin marts, Tableau extracts",
                      [("wait_for_dbt", "ExternalTaskSensor", 60, "default_pool"),
                       ("build_gl_mart", "SnowflakeOperator", 500, "default_pool"),
                       ("build_margin_mart", "SnowflakeOperator", 420, "default_pool"),
                       ("publish_tableau_extracts", "TableauOperator", 180, "default_pool")]),
    "customer_360_refresh": ("0 5 * * *", "At 05:00", "crm-data", ["customer", "loyalty"],
                             "Loyalty card holders merged with web accounts",
                             [("merge_loyalty", "SnowflakeOperator", 600, "default_pool"),
                              ("score_segments", "PythonOperator", 900, "default_pool"),
                              ("push_to_crm", "SimpleHttpOperator", 200, "default_pool")]),
    "demand_forecast": ("0 6 * * *", "At 06:00", "data-science", ["ml", "supply-chain"],
                        "Store-by-product demand forecast for replenishment",
                        [("build_features", "SnowflakeOperator", 900, "default_pool"),
                         ("train_model", "KubernetesPodOperator", 1500, "ml_gpu"),
                         ("score_stores", "KubernetesPodOperator", 700, "ml_gpu")]),
    "supplier_edi_export": ("0 7 * * *", "At 07:00", "data-eng", ["supply-chain", "edi"],
                            "Purchase orders to suppliers as EDI files over SFTP",
                            [("build_edi_files", "PythonOperator", 120, "default_pool"),
                             ("sftp_upload", "SFTPOperator", 60, "default_pool")]),
    "crm_contacts_sync": ("0 */6 * * *", "At 0 minutes past the hour, every 6 hours", "crm-data", ["customer"],
                          "Contacts from the CRM API",
                          [("fetch_contacts", "SimpleHttpOperator", 80, "default_pool"),
                           ("upsert_contacts", "SnowflakeOperator", 150, "default_pool")]),
    "weekly_price_audit": ("0 8 * * 1", "At 08:00, only on Monday", "pricing", ["pricing"],
                           "Shelf prices against competitors' websites",
                           [("compare_competitor_prices", "PythonOperator", 1800, "default_pool"),
                            ("email_report", "EmailOperator", 20, "default_pool")]),
    "tmp_table_cleanup": ("0 23 * * *", "At 23:00", "data-eng", ["maintenance"], "Drop temporary tables",
                          [("drop_tmp_tables", "SnowflakeOperator", 45, "default_pool")]),
    "loyalty_legacy_etl": ("0 1 * * *", "At 01:00", "crm-data", ["loyalty", "legacy"],
                           "Old loyalty extract, replaced by customer_360_refresh",
                           [("extract_loyalty_csv", "SFTPOperator", 300, "default_pool"),
                            ("load_loyalty", "PythonOperator", 400, "default_pool")]),
    "marketing_attribution": ("0 9 * * *", "At 09:00", "marketing-analytics", ["marketing"],
                              "Multi-touch attribution of campaign spend",
                              [("collect_touchpoints", "SnowflakeOperator", 300, "default_pool"),
                               ("fit_attribution_model", "PythonOperator", 600, "default_pool")]),
    "store_footfall_ingest": ("0 4 * * *", "At 04:00", "data-eng", ["stores"], "Door counter files",
                              [("fetch_footfall", "SFTPOperator", 90, "default_pool")]),
    "vendor_scorecards": ("0 10 * * 1", "At 10:00, only on Monday", "procurement", ["procurement"],
                          "Supplier scorecards", [("build_scorecards", "PythonOperator", 400, "default_pool")]),
}  # fmt: skip
PAUSED_DAYS_AGO = 40
REMOVED_DAYS_AGO = 50
NEW_DAYS_AGO = 2
WORKERS = ["airflow-worker-0", "airflow-worker-1", "airflow-worker-2", "airflow-worker-3"]
USERS = [
    ("admin", "Platform", "Admin"),
    ("priya.nair", "Priya", "Nair"),
    ("james.whitfield", "James", "Whitfield"),
    ("oluwaseun.ade", "Oluwaseun", "Adeyemi"),
    ("hannah.cole", "Hannah", "Cole"),
    ("marek.nowak", "Marek", "Nowak"),
]


def build(path: pathlib.Path, now: datetime.datetime, seed: int = 7) -> None:
    rng = random.Random(seed)
    clock = Clock(now)
    now_t = clock.now

    def ts(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%d %H:%M:%S.%f")

    def iso(moment: datetime.datetime) -> str:
        return moment.strftime("%Y-%m-%dT%H:%M:%S+00:00")

    db = new_database(path, SCHEMA)
    for index, (username, first, last) in enumerate(USERS, start=1):
        db.execute(
            "INSERT INTO ab_user VALUES (?, ?, ?, ?, 'pbkdf2:sha256:600000$...', 1, ?, ?, ?, 0, ?, ?, ?, ?)",
            (index, first, last, username, f"{username}@brightmoor.example", ts(clock.at(0, 7 * 60 + index * 3)),
             40 + 17 * index, ts(clock.at(-400 + index, 600)), ts(clock.at(-400 + index, 600)),
             None if index == 1 else 1, None if index == 1 else 1),
        )  # fmt: skip
    db.execute(
        "INSERT INTO log_template VALUES (1, ?, ?, ?)",
        (
            "dag_id={{ ti.dag_id }}/run_id={{ ti.run_id }}/task_id={{ ti.task_id }}/attempt={{ try_number }}.log",
            "{dag_id}-{task_id}-{run_id}-{map_index}-{try_number}",
            ts(clock.at(-400, 600)),
        ),
    )
    db.execute("INSERT INTO slot_pool VALUES (1, 'default_pool', 128, 'Default pool', 0)")
    db.execute("INSERT INTO slot_pool VALUES (2, 'ml_gpu', 2, 'GPU nodes of the ML node group', 0)")
    db.execute("INSERT INTO slot_pool VALUES (3, 'snowflake_heavy', 4, 'Large warehouse queries', 0)")

    # ---- jobs: the scheduler and triggerer, then one LocalTaskJob per task attempt
    db.execute(
        "INSERT INTO job VALUES (1, NULL, 'running', 'SchedulerJob', ?, NULL, ?, 'CeleryExecutor',"
        " 'airflow-scheduler-0', 'airflow')",
        (ts(clock.at(-61, 300)), ts(now_t - datetime.timedelta(seconds=3))),
    )
    db.execute(
        "INSERT INTO job VALUES (2, NULL, 'running', 'TriggererJob', ?, NULL, ?, NULL, 'airflow-triggerer-0',"
        " 'airflow')",
        (ts(clock.at(-61, 301)), ts(now_t - datetime.timedelta(seconds=4))),
    )
    job_id = 100

    # ---- DAG runs and their task instances
    run_pk = 0
    fail_pk = 0
    log_rows: list[tuple[object, ...]] = []
    finance_fail = {clock.day_text(day) for day in (-6, -5, -4, -3, -2)}  # days publishing to Tableau failed
    for dag_id, (cron, _, _, _, _, tasks) in DAGS.items():
        minute_s, hour_s, _, _, weekday_s = cron.split()
        if hour_s == "*":
            hours = list(range(24))
        elif hour_s.startswith("*/"):
            hours = list(range(0, 24, int(hour_s[2:])))
        else:
            hours = [int(hour_s)]
        first_day = -60
        if dag_id == "marketing_attribution":
            first_day = -NEW_DAYS_AGO
        last_day = 0
        if dag_id == "loyalty_legacy_etl":
            last_day = -PAUSED_DAYS_AGO - 1
        if dag_id == "store_footfall_ingest":
            last_day = -REMOVED_DAYS_AGO - 1
        runs: list[tuple[datetime.datetime, datetime.datetime, str]] = []
        for day in range(first_day - 1, last_day + 1):
            for hour in hours:
                start = clock.at(day, hour * 60 + int(minute_s))
                if weekday_s != "*" and start.isoweekday() % 7 != int(weekday_s):
                    continue
                period = datetime.timedelta(hours=1) if hour_s == "*" else datetime.timedelta(days=1)
                if hour_s.startswith("*/"):
                    period = datetime.timedelta(hours=6)
                if weekday_s != "*":
                    period = datetime.timedelta(days=7)
                interval_start = start - period
                if start > now_t or start < clock.at(first_day, 0):
                    continue
                runs.append((interval_start, start, "scheduled"))
        if dag_id == "vendor_scorecards":
            runs = [run for run in runs if run[1] < clock.at(-20, 0)]  # broken since its file stopped parsing
        if dag_id in ("inventory_snapshot", "customer_360_refresh", "dbt_nightly"):
            for _k in range(3):  # a few manual runs
                moment = clock.at(-rng.randint(1, 50), rng.randint(9 * 60, 17 * 60))
                if moment < now_t:
                    runs.append((moment, moment, "manual"))
        runs.sort(key=lambda run: run[1])
        for index, (interval_start, trigger_time, run_type) in enumerate(runs):
            run_pk += 1
            if run_type == "manual":
                micro = rng.randint(0, 999_999)
                trigger_time = trigger_time + datetime.timedelta(seconds=rng.randint(0, 59), microseconds=micro)
                run_id = f"manual__{trigger_time.strftime('%Y-%m-%dT%H:%M:%S.%f')}+00:00"
                execution_date = trigger_time
                interval_end = trigger_time
            else:
                run_id = f"scheduled__{iso(interval_start)}"
                execution_date = interval_start
                interval_end = trigger_time
            queued_at = trigger_time + datetime.timedelta(
                seconds=rng.randint(1, 4), microseconds=rng.randint(0, 999999)
            )
            run_start = queued_at + datetime.timedelta(seconds=1, microseconds=rng.randint(0, 999999))
            is_last_hourly = dag_id == "pos_sales_hourly" and index == len(runs) - 1
            recent = trigger_time >= clock.at(-7, 0) and run_type == "scheduled"
            failing_task: str | None = None
            if dag_id == "finance_marts" and recent:
                if trigger_time.strftime("%Y-%m-%d") in finance_fail:
                    failing_task = "publish_tableau_extracts"
            elif dag_id == "marketing_attribution":
                failing_task = "fit_attribution_model"
            elif dag_id == "supplier_edi_export" and rng.random() < 0.08:
                failing_task = "sftp_upload"
            elif rng.random() < (0.003 if dag_id == "pos_sales_hourly" else 0.02):
                failing_task = rng.choice(tasks)[0]
            moment = run_start
            run_state = "success"
            ti_rows: list[tuple[Any, ...]] = []
            downstream_failed = False
            for position, (task_id, operator, mean, pool) in enumerate(tasks):
                if downstream_failed:
                    ti_rows.append((task_id, None, None, None, "upstream_failed", 0, None, operator, pool, None, None))
                    continue
                queued = moment + datetime.timedelta(seconds=rng.randint(1, 3), microseconds=rng.randint(0, 999999))
                wait = rng.uniform(0.5, 4.0)
                if pool == "ml_gpu":
                    wait = rng.uniform(300, 1500)
                started = queued + datetime.timedelta(seconds=wait)
                duration = round(mean * rng.uniform(0.75, 1.3), 6)
                host = rng.choice(WORKERS)
                tries = 1
                if task_id == "sftp_upload" and rng.random() < 0.45:
                    tries = rng.choice([2, 2, 3])
                elif rng.random() < (0.004 if dag_id == "pos_sales_hourly" else 0.02):
                    tries = 2
                failed = task_id == failing_task
                oom = (
                    not failed
                    and host == "airflow-worker-3"
                    and dag_id != "pos_sales_hourly"
                    and trigger_time >= clock.at(-30, 0)
                    and rng.random() < 0.06
                )
                if is_last_hourly and position == 1:
                    ended = None
                    state = "running"
                    started = min(started, now_t - datetime.timedelta(seconds=20))
                elif is_last_hourly and position == 2:
                    ti_rows.append((task_id, None, None, None, None, 0, None, operator, pool, None, None))
                    continue
                else:
                    ended = started + datetime.timedelta(seconds=duration)
                    state = "failed" if failed else "success"
                    if ended > now_t:
                        ended, state = None, "running"
                if failed:
                    tries = max(tries, 2 if task_id != "fit_attribution_model" else 3)
                if (
                    oom and ended is not None
                ):  # killed for lack of memory on airflow-worker-3, and again on its retry there
                    tries, state = 2, "failed"
                ti_rows.append(
                    (
                        task_id,
                        started,
                        ended,
                        duration if ended else None,
                        state,
                        tries,
                        host,
                        operator,
                        pool,
                        queued,
                        oom,
                    )
                )
                if state == "running":
                    run_state = "running"
                    downstream_failed = False
                    for rest in tasks[position + 1 :]:
                        ti_rows.append((rest[0], None, None, None, None, 0, None, rest[1], rest[3], None, None))
                    break
                if state == "failed":
                    run_state = "failed"
                    downstream_failed = True
                moment = ended if ended else moment
            run_end = None if run_state == "running" else moment + datetime.timedelta(seconds=rng.uniform(0.5, 2))
            db.execute(
                "INSERT INTO dag_run VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 1, ?, 0)",
                (run_pk, dag_id, ts(queued_at), ts(execution_date), ts(run_start),
                 ts(run_end) if run_end else None, run_state, run_id, int(run_type == "manual"), run_type,
                 b"\x80\x05}\x94." if run_type == "scheduled" else json.dumps({"full_refresh": False}).encode(),
                 ts(interval_start if run_type == "scheduled" else execution_date), ts(interval_end),
                 ts(run_end or now_t), hashlib.md5(dag_id.encode()).hexdigest(),
                 ts(run_end or now_t)),
            )  # fmt: skip
            if run_type == "manual":
                owner = rng.choice(["priya.nair", "james.whitfield", "hannah.cole", "oluwaseun.ade"])
                log_rows.append((ts(trigger_time), dag_id, None, None, "trigger", ts(execution_date), run_id, owner,
                                 owner, json.dumps({"conf": {}})))  # fmt: skip
            for task_id, started, ended, duration, state, tries, host, operator, pool, queued, _oom in ti_rows:
                job_id += 1 if started else 0
                db.execute(
                    "INSERT INTO task_instance VALUES (?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, NULL, ?,"
                    " 1, ?, NULL, ?, NULL, NULL, NULL, NULL, NULL, NULL)",
                    (task_id, dag_id, run_id, ts(started) if started else None, ts(ended) if ended else None,
                     duration, state, tries, 3 if task_id == "sftp_upload" else 1, host,
                     "airflow" if started else None, job_id if started else None, pool,
                     "ml" if pool == "ml_gpu" else "default", len(tasks) - [t[0] for t in tasks].index(task_id),
                     operator, ts(queued) if queued else None, rng.randint(100, 32000) if started else None,
                     ts(ended or started or now_t)),
                )  # fmt: skip
                if started:
                    db.execute(
                        "INSERT INTO job VALUES (?, ?, ?, 'LocalTaskJob', ?, ?, ?, 'CeleryExecutor', ?, 'airflow')",
                        (job_id, dag_id, "running" if state == "running" else "success", ts(started),
                         ts(ended) if ended else None, ts(ended or now_t), host),
                    )  # fmt: skip
                failed_attempts = (tries - 1) + (state == "failed")
                for attempt in range(failed_attempts):
                    fail_pk += 1
                    begin = (started or now_t) - datetime.timedelta(seconds=(failed_attempts - attempt) * 360)
                    span = rng.randint(5, 60)
                    db.execute(
                        "INSERT INTO task_fail VALUES (?, ?, ?, ?, -1, ?, ?, ?)",
                        (
                            fail_pk,
                            task_id,
                            dag_id,
                            run_id,
                            ts(begin),
                            ts(begin + datetime.timedelta(seconds=span)),
                            span,
                        ),
                    )
                    log_rows.append((ts(begin + datetime.timedelta(seconds=span)), dag_id, task_id, -1,
                                     "failed" if attempt == failed_attempts - 1 and state == "failed"
                                     else "up_for_retry", ts(execution_date), run_id, "airflow", None,
                                     json.dumps({"host_name": host})))  # fmt: skip

    # ---- paused, cleared, SLA misses
    log_rows.append((ts(clock.at(-PAUSED_DAYS_AGO, 615)), "loyalty_legacy_etl", None, None, "paused", None, None,
                     "james.whitfield", "James Whitfield", json.dumps({"is_paused": True})))  # fmt: skip
    clearers = [("priya.nair", 6.0), ("james.whitfield", 2.0), ("hannah.cole", 1.5), ("marek.nowak", 1.0)]
    failed_runs = db.execute(
        "SELECT dag_id, run_id, execution_date, end_date FROM dag_run WHERE state = 'failed' ORDER BY id"
    ).fetchall()
    for dag_id, run_id, execution_date, end_date in failed_runs:
        if rng.random() < 0.7:
            owner = rng.choices([c for c, _ in clearers], weights=[w for _, w in clearers])[0]
            when = datetime.datetime.strptime(end_date, "%Y-%m-%d %H:%M:%S.%f") + datetime.timedelta(minutes=47)
            if when < now_t:
                log_rows.append((ts(when), dag_id, None, None, "clear", execution_date, run_id, owner, owner,
                                 json.dumps({"only_failed": True})))  # fmt: skip
    for day in range(-59, 1):
        if rng.random() < 0.45 or day in (-1, -3, -6):
            logical = clock.at(day - 1, 5 * 60)
            when = clock.at(day, 5 * 60 + 60)
            if when < now_t:
                db.execute(
                    "INSERT INTO sla_miss VALUES ('score_segments', 'customer_360_refresh', ?, 1, ?, ?, 1)",
                    (ts(logical), ts(when), "Expected to finish within 45 minutes"),
                )
    for day in range(-59, 1):
        if rng.random() < 0.12:
            when = clock.at(day, 7 * 60 + 40)
            if when < now_t:
                db.execute(
                    "INSERT INTO sla_miss VALUES ('sftp_upload', 'supplier_edi_export', ?, 1, ?, ?, 1)",
                    (ts(clock.at(day - 1, 7 * 60)), ts(when), "Expected by 07:30"),
                )
    db.executemany("INSERT INTO log VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", sorted(log_rows, key=str))

    # ---- DAGs as last parsed, tags, import errors
    last_parsed = now_t - datetime.timedelta(seconds=25)
    for dag_id, (cron, description, owners, tags, purpose, _) in DAGS.items():
        paused = dag_id == "loyalty_legacy_etl"
        active = dag_id != "store_footfall_ingest"
        db.execute(
            "INSERT INTO dag VALUES (?, NULL, ?, 0, ?, ?, NULL, NULL, NULL, NULL, ?, '/opt/airflow/dags', ?, ?, 'grid',"
            " ?, ?, 16, 1, 0, ?, NULL, NULL, NULL, NULL)",
            (dag_id, int(paused), int(active),
             ts(last_parsed if active else clock.at(-REMOVED_DAYS_AGO, 480)),
             f"/opt/airflow/dags/{dag_id}.py", owners, purpose, json.dumps(cron), description,
             int(dag_id == "vendor_scorecards")),
        )  # fmt: skip
        for tag in tags:
            db.execute("INSERT INTO dag_tag VALUES (?, ?)", (tag, dag_id))
    db.execute(
        "INSERT INTO import_error VALUES (1, ?, '/opt/airflow/dags/vendor_scorecards.py', ?, '/opt/airflow/dags')",
        (ts(last_parsed), "Traceback (most recent call last):\nModuleNotFoundError: No module named 'supplier_kpis'"),
    )
    db.execute(
        "INSERT INTO import_error VALUES (2, ?, '/opt/airflow/dags/experimental/price_elasticity.py', ?,"
        " '/opt/airflow/dags')",
        (ts(last_parsed), "SyntaxError: invalid syntax (price_elasticity.py, line 88)"),
    )
    close_checked(db, "pipelines")
