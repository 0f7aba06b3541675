"""A real Prometheus scraping the real node exporter and itself, on free loopback ports: the live PromQL
estate of the benchmarks and the discovery tests.

Both are Debian's binaries (``make test-packages`` installs the node exporter; ``make setup`` Prometheus);
when one is missing, :class:`NotInstalled` says which. Both run under ``dying_with_parent``, so neither
outlives the test process, and everything they write stays in a temporary directory.
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx

from lexiquery.loopback import free_port
from lexiquery.processes import dying_with_parent

NODE_EXPORTER = "prometheus-node-exporter"
# Collectors that read /proc and /sys unprivileged in a container (no systemd, udev, hardware sensors).
COLLECTORS = ("cpu", "meminfo", "loadavg", "stat", "time", "uname", "vmstat", "netdev", "filefd")
READY_SECONDS = 60.0


def _start(argv: list[str], log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen(dying_with_parent(argv), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait(what: str, ready: Callable[[], bool], processes: list[tuple[subprocess.Popen[bytes], Path]]) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError, ValueError, KeyError):
            if ready():
                return
        for process, log in processes:
            if process.poll() is not None:
                raise RuntimeError(f"{process.args!r} exited ({process.returncode}): {log.read_text()[-2000:]}")
        time.sleep(0.1)
    logs = "\n".join(log.read_text()[-1000:] for _, log in processes)
    raise RuntimeError(f"{what} within {READY_SECONDS:g}s; logs:\n{logs}")


def _query(url: str, promql: str) -> list[dict[str, Any]]:
    response = httpx.get(f"{url}/api/v1/query", params={"query": promql}, timeout=2)
    response.raise_for_status()
    result: list[dict[str, Any]] = response.json()["data"]["result"]
    return result


def _scraped(url: str) -> bool:
    """Both jobs are up, and Prometheus's own request-duration histogram has been scraped."""
    jobs = sorted(series["metric"]["job"] for series in _query(url, "up == 1"))
    return jobs == ["node", "prometheus"] and bool(_query(url, "prometheus_http_request_duration_seconds_bucket"))


class NotInstalled(RuntimeError):
    """Prometheus or the node exporter is not installed here."""


@contextlib.contextmanager
def live_prometheus() -> Iterator[str]:
    """Prometheus's base URL once it has scraped both jobs (``node``: the node exporter, ``prometheus``:
    itself, every second); both stop when the block ends."""
    missing = [name for name in ("prometheus", NODE_EXPORTER) if shutil.which(name) is None]
    if missing:
        raise NotInstalled(
            f"{' and '.join(missing)} not installed (make setup test-packages installs them with apt-get)"
        )
    exporter_port, prometheus_port = free_port(), free_port()
    url = f"http://127.0.0.1:{prometheus_port}"
    with tempfile.TemporaryDirectory(prefix="lexiquery-prometheus-") as scratch:
        directory = Path(scratch)
        config = directory / "prometheus.yml"
        config.write_text(
            "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
            "scrape_configs:\n"
            f"  - job_name: node\n    static_configs:\n      - targets: ['127.0.0.1:{exporter_port}']\n"
            f"  - job_name: prometheus\n    static_configs:\n      - targets: ['127.0.0.1:{prometheus_port}']\n"
        )
        processes: list[tuple[subprocess.Popen[bytes], Path]] = []
        try:
            exporter_log = directory / "node-exporter.log"
            exporter = [
                NODE_EXPORTER,
                f"--web.listen-address=127.0.0.1:{exporter_port}",
                "--collector.disable-defaults",
                *(f"--collector.{name}" for name in COLLECTORS),
            ]
            processes.append((_start(exporter, exporter_log), exporter_log))
            prometheus_log = directory / "prometheus.log"
            prometheus = [
                "prometheus",
                f"--config.file={config}",
                f"--storage.tsdb.path={directory / 'tsdb'}",
                f"--web.listen-address=127.0.0.1:{prometheus_port}",
            ]
            processes.append((_start(prometheus, prometheus_log), prometheus_log))
            _wait(
                "prometheus was not ready", lambda: httpx.get(f"{url}/-/ready", timeout=1).status_code == 200, processes
            )
            _wait("prometheus had not scraped both jobs", lambda: _scraped(url), processes)
            yield url
        finally:
            for process, _ in reversed(processes):
                _stop(process)
