"""The long-running services of a CI build host that the live PromQL estate's process exporter watches.

Running this file starts, each as a process of its own that names itself (``prctl(PR_SET_NAME)``, the name
``/proc/<pid>/comm`` and the process exporter see), five services, then writes ``ready`` into the directory it is
given and waits until it is killed:

    python -m bench.process_workload DIRECTORY

* ``cron-scheduler`` (started first, 3 seconds before the others): one thread that wakes once a second;
* ``build-runner``: a coordinator (two threads: its main thread and ``runner-poll``) and two child processes named
  ``job-executor``, each compiling a build, burning 30 % of a CPU (30 ms of every 100 ms) and holding 64 MiB;
  the exporter counts the children in their parent's group, so the group has three processes, four threads and
  uses about 0.6 of a CPU;
* ``artifact-cache``: 320 MiB of cached artifacts in memory, 200 cache files held open under a soft open-file
  limit of 256 (about 80 % of it in use), four ``cache-io`` threads beside its main thread, otherwise idle;
* ``log-shipper``: two threads (its main thread and ``tailer``) that poll in a tight loop of short sleeps: a few
  percent of a CPU but hundreds of voluntary context switches a second, far more than any other service;
* ``webhook-relay``: seventeen threads (its main thread, a ``dispatcher`` and fifteen ``relay-worker`` threads
  waiting for work), ten socket pairs open, and a zombie: a child it forked, which exited at once, and which it
  never reaps (a classic bug), so the group has two processes, one of them in state Zombie.

:func:`exporter_config` writes the exporter's configuration: one group per service name (``{{.Comm}}``), so the
``job-executor`` children join ``build-runner`` through the exporter's default ``-children``. Every service asks to
be killed when its parent dies, so none outlives the workload. Only the standard library is imported: it runs in
a process of its own, as ``python -m``.
"""

from __future__ import annotations

import ctypes
import os
import queue
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

GROUPS = ("cron-scheduler", "build-runner", "artifact-cache", "log-shipper", "webhook-relay")
PROCESSES = {"cron-scheduler": 1, "build-runner": 3, "artifact-cache": 1, "log-shipper": 1, "webhook-relay": 2}
EXECUTORS = 2
EXECUTOR_MIB, CACHE_MIB = 64, 320
BUSY_SECONDS, PERIOD_SECONDS = 0.03, 0.1
CACHE_FILES, CACHE_FD_LIMIT = 200, 256
RELAY_WORKERS, RELAY_SOCKET_PAIRS = 15, 10
FIRST_HEAD_START = 3.0  # seconds cron-scheduler runs before the others
PR_SET_PDEATHSIG, PR_SET_NAME = 1, 15
MODULE = "bench.process_workload"

_libc = ctypes.CDLL(None, use_errno=True)


def name_thread(name: str) -> None:
    """Name the calling thread (the main thread's name is the process's ``comm``), at most 15 characters."""
    _libc.prctl(PR_SET_NAME, ctypes.c_char_p(name.encode()[:15]), 0, 0, 0)


def die_with_parent() -> None:
    """Be killed when the parent process ends (and end now if it already has)."""
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() == 1:
        os._exit(0)


def hold(mib: int) -> bytearray:
    """``mib`` MiB of memory, every page written so that it is resident."""
    block = bytearray(mib * 1024 * 1024)
    for offset in range(0, len(block), 4096):
        block[offset] = 1
    return block


def thread(name: str, target: Callable[[], object]) -> None:
    """Start a daemon thread that names itself ``name`` and runs ``target``."""

    def run() -> None:
        name_thread(name)
        target()

    threading.Thread(target=run, daemon=True).start()


def sleep_forever(seconds: float = 1.0) -> None:
    while True:
        time.sleep(seconds)


def burn() -> None:
    """Busy for BUSY_SECONDS of every PERIOD_SECONDS, on the wall clock."""
    tick = time.monotonic()
    while True:
        end = tick + BUSY_SECONDS
        while time.monotonic() < end:
            pass
        tick += PERIOD_SECONDS
        time.sleep(max(0.0, tick - time.monotonic()))


def poll_tightly(pause: float) -> None:
    while True:
        time.sleep(pause)


def role(name: str, directory: Path) -> None:
    """Run one service (or a build runner's executor) in this process, forever."""
    die_with_parent()
    name_thread(name)
    kept: list[object] = []
    if name == "cron-scheduler":
        pass
    elif name == "job-executor":
        kept.append(hold(EXECUTOR_MIB))
        (directory / f"job-executor-{os.getpid()}.ready").touch()
        burn()
    elif name == "build-runner":
        thread("runner-poll", sleep_forever)
        for _ in range(EXECUTORS):
            kept.append(subprocess.Popen([sys.executable, "-m", MODULE, "--role", "job-executor",
                                          str(directory)], stdin=subprocess.DEVNULL))  # fmt: skip
        while len(list(directory.glob("job-executor-*.ready"))) < EXECUTORS:
            time.sleep(0.05)
    elif name == "artifact-cache":
        resource.setrlimit(resource.RLIMIT_NOFILE, (CACHE_FD_LIMIT, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
        kept.append(hold(CACHE_MIB))
        cache = directory / "artifacts"
        cache.mkdir(exist_ok=True)
        for n in range(CACHE_FILES):
            handle = (cache / f"blob-{n:03d}.tar.zst").open("w+b")
            handle.write(b"\x28\xb5\x2f\xfd" * 1024)
            handle.flush()
            kept.append(handle)
        for _ in range(4):
            thread("cache-io", sleep_forever)
    elif name == "log-shipper":
        thread("tailer", lambda: poll_tightly(0.01))
    elif name == "webhook-relay":
        work: queue.Queue[bytes] = queue.Queue()
        thread("dispatcher", lambda: sleep_forever(0.5))
        for _ in range(RELAY_WORKERS):
            thread("relay-worker", work.get)
        kept.extend(socket.socketpair() for _ in range(RELAY_SOCKET_PAIRS))
        if os.fork() == 0:
            os._exit(0)  # the child exits at once; the relay never waits for it: a zombie
    (directory / f"{name}.ready").touch()
    if name == "log-shipper":
        poll_tightly(0.002)
    sleep_forever()


def main(directory: Path) -> None:
    """Start every service (cron-scheduler first), wait until each is set up, then write ``ready``."""
    directory.mkdir(parents=True, exist_ok=True)
    children = []
    for n, name in enumerate(GROUPS):
        children.append(subprocess.Popen([sys.executable, "-m", MODULE, "--role", name, str(directory)],
                                         stdin=subprocess.DEVNULL))  # fmt: skip
        if n == 0:
            time.sleep(FIRST_HEAD_START)
    while not all((directory / f"{name}.ready").exists() for name in GROUPS):
        for child in children:
            if child.poll() is not None:
                raise SystemExit(f"{child.args!r} exited with {child.returncode}")
        time.sleep(0.05)
    (directory / "ready").touch()
    sleep_forever()


def exporter_config() -> str:
    """The process exporter's configuration: a group per service, named after the process (``comm``)."""
    return 'process_names:\n  - name: "{{.Comm}}"\n    comm:\n' + "".join(f"      - {name}\n" for name in GROUPS)


if __name__ == "__main__":
    if sys.argv[1] == "--role":
        role(sys.argv[2], Path(sys.argv[3]))
    else:
        main(Path(sys.argv[1]))
