"""Gunicorn's settings for the tool library: two threaded workers sharing django-prometheus's metrics through
prometheus_client's multi-process mode (``PROMETHEUS_MULTIPROC_DIR``, emptied before the start), each dead worker's
live gauges removed as django-prometheus documents."""

import os

from prometheus_client import multiprocess

bind = os.environ.get("TOOLSHED_BIND", "127.0.0.1:8000")
workers = 2
worker_class = "gthread"
threads = 4
timeout = 30
graceful_timeout = 5
accesslog = "-"
proc_name = "toolshed"


def child_exit(server, worker):
    multiprocess.mark_process_dead(worker.pid)
