"""What a process costs, read through psutil: CPU time, resident memory, CPU by thread, who runs."""

from __future__ import annotations

import re
import threading
from collections import defaultdict
from pathlib import Path

import psutil

_GONE = (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (all its threads); 0 once it is gone."""
    try:
        times = psutil.Process(pid).cpu_times()
    except _GONE:
        return 0.0
    return float(times.user + times.system)


def cpu_snapshot(processes: dict[str, int]) -> dict[str, float]:
    return {name: cpu_seconds(pid) for name, pid in processes.items()}


def cpu_delta_ms(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: (after[name] - before[name]) * 1000 for name in before}


def rss_mb(pid: int | None) -> float | None:
    """A process's resident set size in MB; None once it is gone."""
    if pid is None:
        return None
    try:
        return round(psutil.Process(pid).memory_info().rss / 2**20, 1)
    except _GONE:
        return None


def child_pids(pattern: str) -> list[int]:
    """This process's children whose command line contains ``pattern`` (the dev server a test started)."""
    found = []
    for child in psutil.Process().children():
        try:
            if pattern in " ".join(child.cmdline()):
                found.append(child.pid)
        except _GONE:
            continue
    return found


def running_dev_servers() -> list[str]:
    """The command line of every Temporal dev server on the machine (not only ours)."""
    found = []
    for process in psutil.process_iter(["cmdline"]):
        line = " ".join(process.info["cmdline"] or [])
        if "server start-dev" in line and "temporal" in line:
            found.append(f"{process.pid} {line}")
    return found


def thread_cpu() -> dict[str, float]:
    """CPU seconds of this process's threads, grouped: Python threads by name without their number
    (``MainThread``, ``temporal_workflow``…), the rest (the Temporal core's Rust threads…) by OS name."""
    names = {thread.native_id: thread.name for thread in threading.enumerate()}
    groups: dict[str, float] = defaultdict(float)
    for thread in psutil.Process().threads():
        name = names.get(thread.id) or _os_thread_name(thread.id)
        groups[re.sub(r"[-_]?[0-9_]+$", "", name) or name] += thread.user_time + thread.system_time
    return groups


def thread_delta_ms(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: max(after.get(name, 0.0) - before.get(name, 0.0), 0.0) * 1000 for name in after}


def _os_thread_name(tid: int) -> str:
    """The kernel's name of one of this process's threads (psutil reports threads' times, not their names)."""
    try:
        return Path(f"/proc/self/task/{tid}/comm").read_text().strip()
    except OSError:
        return str(tid)
