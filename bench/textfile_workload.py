"""A newspaper's file server whose machine metrics Debian's textfile collector scripts export, for the live PromQL
estate's second node exporter (its textfile collector alone).

Nidaros Tidende, a Trondheim daily, keeps its editorial files on one Debian server, ``redfs1``: the picture desk's
archive and the photographers' upload folders, the web video transcoder's scratch space, the print pages going to the
printing plant, the news agencies' wire copy, the editorial system's logs, the database dumps and a shared home folder.
Its administrators watch it with the scripts of ``prometheus-node-exporter-collectors``, run the way Debian's systemd
units run them (``SCRIPT | sponge DIR/NAME.prom``, ``TMPDIR`` the textfile directory, so each file is replaced whole):

* ``directory-size.sh`` on the eight directories below, four times a second (``du --block-size=1 --summarize``, so the
  sizes are the disk space the files take, in whole 4 KiB blocks on the usual file systems), into
  ``directory_size.prom``: ``node_directory_size_bytes{directory="srv/photos/archive"}``... The script runs from the
  server's root (here a temporary directory standing for ``/``), so each ``directory`` label is the path below it;
* ``inotify-instances`` every five seconds, into ``inotify_instances.prom``: ``inotify_instances`` with ``pid``,
  ``uid`` and ``command`` (the base name of the program's first argument) for every process of this user that holds
  an inotify instance;
* ``apt_info.py`` at the start and every fifteen minutes (Debian's timer), into ``apt.prom``: the machine's real apt
  state, ``apt_upgrades_pending`` and ``apt_upgrades_held`` by ``origin`` and ``arch``, ``apt_autoremove_pending``,
  ``apt_package_cache_timestamp_seconds`` and ``node_reboot_required``.

The directories (MiB when the workload starts, and what they gain, 4 KiB blocks spread evenly over each second):

* ``srv/photos/archive``: 64 MiB of published pictures (256 of 256 KiB), unchanged;
* ``var/backups/postgres``: 36 MiB, nine nightly dumps of the editorial database (4 MiB each), unchanged;
* ``srv/video/transcode``: 14 MiB of HLS segments, and the live segment grows by a block every quarter second (a new
  64 KiB segment every four seconds): 16 KiB a second, the fastest growing;
* ``srv/photos/incoming``: 10 MiB in six photographers' drop folders, and uploads arriving in blocks, three a second,
  each 48 KiB picture renamed from ``.part`` when complete, into each folder in turn: 12 KiB a second;
* ``srv/pages/print``: 8 MiB of page PDFs, and a block every half second (a 16 KiB page every two seconds): 8 KiB a
  second;
* ``home/shared``: 5 MiB of shared documents, unchanged;
* ``srv/wire``: 3 MiB of stories in five agencies' folders (NTB, Reuters, AFP, AP, dpa), and a new story (one 4 KiB
  block) every second, from each agency in turn: 4 KiB a second;
* ``var/log/editorial``: 2 MiB in four logs, each appended 256 bytes a second (1 KiB a second in all, a new block every
  four seconds; the smallest directory and the slowest growing).

So the three largest stay the archive, the dumps and the transcoder's scratch space (the transcoder passes the dumps
after about 23 minutes and the archive after about 53), the logs stay the smallest, and three directories do not grow.
The writers and ``directory-size.sh`` run in one loop, every quarter second, so every run of ``du`` sees exactly one
more tick of growth, and one-minute ``deriv`` of the sizes reads the rates above to within a fraction of a percent.

The programs holding inotify instances (each a process of its own; the Python daemons are started through a link
named after them, so their first argument's base name is theirs):

* ``photo-dropd``, the picture desk's import daemon: one process, six instances (one per photographer's folder);
* ``wire-ingest``, the wire copy importer: one process, five instances (one per agency's folder);
* ``tail``: four ``tail -F`` processes following the editorial logs for the log shipper, one instance each;
* ``transcoder``: three worker processes watching the scratch space, one instance each;
* ``pdf-router``: two processes watching the print pages, one instance each.

That is 11 processes and 20 instances. Every process asks to be killed when the workload dies, so none outlives it.
Run as:

    python -m bench.textfile_workload ROOT TEXTFILE_DIR

It lays out ``ROOT``, starts the holders, runs every script once, writes ``ROOT/ready`` and keeps going until killed.
Only the standard library is imported, so the holders can run this file through their links.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import select
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

COLLECTORS = Path("/usr/share/prometheus-node-exporter-collectors")
DIRECTORY_SIZE = str(COLLECTORS / "directory-size.sh")
INOTIFY_INSTANCES = str(COLLECTORS / "inotify-instances")
APT_INFO = str(COLLECTORS / "apt_info.py")
PYTHON = "/usr/bin/python3"  # Debian's python3, which has python3-apt for apt_info.py
SPONGE = "sponge"  # moreutils, a dependency of the collectors package
SCRIPTS = (DIRECTORY_SIZE, INOTIFY_INSTANCES, APT_INFO, PYTHON, SPONGE)
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"  # what systemd gives a unit
KIB, MIB = 1024, 1024 * 1024
BLOCK = b"Nidaros Tidende redfs1 " * 178 + b"\n" * 2  # 4096 bytes, never zeros (no sparse file saves a block)

# directory below the server's root: (MiB at the start, files at the start, KiB it gains a second)
DIRECTORIES: dict[str, tuple[int, int, int]] = {
    "srv/photos/archive": (64, 256, 0),
    "var/backups/postgres": (36, 9, 0),
    "srv/video/transcode": (14, 56, 16),
    "srv/photos/incoming": (10, 60, 12),
    "srv/pages/print": (8, 64, 8),
    "home/shared": (5, 20, 0),
    "srv/wire": (3, 96, 4),
    "var/log/editorial": (2, 4, 0),
}
PHOTOGRAPHERS = ("berit.aune", "jonas.haugen", "kari.strand", "ola.moen", "sigrid.lie", "tor.eliassen")
AGENCIES = ("ntb", "reuters", "afp", "ap", "dpa")
LOGS = ("publisher.log", "workflow.log", "import.log", "access.log")
LOG_BYTES_A_SECOND = 256  # each log
# each directory's n-th starting file (the logs apart), under the directory
STARTING_FILES: dict[str, Callable[[int], str]] = {
    "srv/photos/archive": lambda n: f"{2019 + n % 6}/NT{n:05d}.jpg",
    "var/backups/postgres": lambda n: f"redaksjon-{n + 1:02d}.dump",
    "srv/video/transcode": lambda n: f"segment-{n:06d}.ts",
    "srv/photos/incoming": lambda n: f"{PHOTOGRAPHERS[n % len(PHOTOGRAPHERS)]}/IMG_{n:05d}.jpg",
    "srv/pages/print": lambda n: f"page-{n:04d}.pdf",
    "home/shared": lambda n: f"document-{n:02d}.odt",
    "srv/wire": lambda n: f"{AGENCIES[n % len(AGENCIES)]}/story-{n:06d}.xml",
}
# program: (processes, inotify instances each, the directories it watches)
HOLDERS: dict[str, tuple[int, int, tuple[str, ...]]] = {
    "photo-dropd": (1, 6, tuple(f"srv/photos/incoming/{name}" for name in PHOTOGRAPHERS)),
    "wire-ingest": (1, 5, tuple(f"srv/wire/{agency}" for agency in AGENCIES)),
    "tail": (4, 1, tuple(f"var/log/editorial/{log}" for log in LOGS)),
    "transcoder": (3, 1, ("srv/video/transcode",)),
    "pdf-router": (2, 1, ("srv/pages/print",)),
}
PROCESSES = sum(count for count, _, _ in HOLDERS.values())
INSTANCES = sum(count * each for count, each, _ in HOLDERS.values())
TICK_SECONDS = 0.25
DIRECTORY_SIZE_EVERY, INOTIFY_EVERY, APT_EVERY = TICK_SECONDS, 5.0, 900.0  # seconds
PR_SET_PDEATHSIG = 1
IN_CREATE, IN_CLOSE_WRITE, IN_MOVED_TO = 0x100, 0x8, 0x80

_libc = ctypes.CDLL(None, use_errno=True)


def die_with_parent() -> None:
    """Be killed when the parent process ends (and end now if it already has)."""
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() == 1:
        os._exit(0)


def fill(path: Path, size: int) -> None:
    """A file of ``size`` bytes (a whole number of 4 KiB blocks, or less than one), written at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    blocks, rest = divmod(size, len(BLOCK))
    path.write_bytes(BLOCK * blocks + BLOCK[:rest])


def lay_out(root: Path) -> None:
    """The directories with their starting files: each directory's MiB spread evenly over its files."""
    for directory, (mib, files, _) in DIRECTORIES.items():
        base = root / directory
        base.mkdir(parents=True, exist_ok=True)
        size = mib * MIB // files
        for n in range(files):
            if directory in STARTING_FILES:
                fill(base / STARTING_FILES[directory](n), size)
            else:  # the four logs, each starting a quarter block past the last so that their blocks fill in turn
                fill(base / LOGS[n], size + n * LOG_BYTES_A_SECOND * 4)
    for agency in AGENCIES:
        (root / "srv/wire" / agency).mkdir(parents=True, exist_ok=True)
    for name in PHOTOGRAPHERS:
        (root / "srv/photos/incoming" / name).mkdir(parents=True, exist_ok=True)


def grow(root: Path, tick: int) -> None:
    """One quarter of a second of the server's work, in whole 4 KiB blocks spread evenly over each second: a block of
    the live video segment every tick, three blocks of uploads a second (a picture is twelve, then renamed), a block
    of a print page every other tick (a page is four), a story a second, and a line in each log a second."""
    segment = root / "srv/video/transcode" / f"segment-live-{tick // 16:06d}.ts"
    _append(segment, BLOCK)
    if tick % 4:  # three ticks of four
        upload = tick // 4 * 3 + tick % 4 - 1  # the uploads' blocks, counted from 0
        picture, block = divmod(upload, 12)
        folder = root / "srv/photos/incoming" / PHOTOGRAPHERS[picture % len(PHOTOGRAPHERS)]
        part = folder / f"NTB{picture:06d}.jpg.part"
        _append(part, BLOCK)
        if block == 11:
            part.rename(folder / f"NTB{picture:06d}.jpg")
    if tick % 2 == 0:
        _append(root / "srv/pages/print" / f"edition-page-{tick // 8:06d}.pdf", BLOCK)
    if tick % 4 == 0:
        second = tick // 4
        fill(root / "srv/wire" / AGENCIES[second % len(AGENCIES)] / f"wire-{second:07d}.xml", len(BLOCK))
        line = (f"{second:010d} " + "x" * (LOG_BYTES_A_SECOND - 12) + "\n").encode()
        for log in LOGS:
            _append(root / "var/log/editorial" / log, line)


def _append(path: Path, data: bytes) -> None:
    with path.open("ab") as out:
        out.write(data)


def collect(script: list[str], textfiles: Path, name: str, cwd: Path) -> subprocess.Popen[bytes]:
    """Start a collector script as Debian's units run it, its output replacing ``name`` whole (``sponge``)."""
    command = f"{shlex.join(script)} | {SPONGE} {shlex.quote(str(textfiles / name))}"
    env = {"PATH": SYSTEM_PATH, "TMPDIR": str(textfiles), "LC_ALL": "C.UTF-8"}
    return subprocess.Popen(["/bin/sh", "-c", command], cwd=cwd, env=env, stdin=subprocess.DEVNULL)


def hold(instances: int, watched: list[str], ready: Path) -> None:
    """Hold ``instances`` inotify instances, each watching one of ``watched`` in turn, and read their events until
    killed (the daemons' part, run in a process of their own)."""
    die_with_parent()
    descriptors = []
    for n in range(instances):
        descriptor = _libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if descriptor < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        events = IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO
        _libc.inotify_add_watch(descriptor, watched[n % len(watched)].encode(), events)
        descriptors.append(descriptor)
    ready.touch()
    while True:
        readable, _, _ = select.select(descriptors, [], [], 5.0)
        for descriptor in readable:
            with contextlib.suppress(BlockingIOError):
                os.read(descriptor, 65536)


def _pdeathsig() -> None:
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _holds_inotify(pid: int) -> bool:
    try:
        return any(os.readlink(f"/proc/{pid}/fd/{fd}") == "anon_inode:inotify" for fd in os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return False


def start_holders(root: Path) -> list[subprocess.Popen[bytes]]:
    """Start every program holding inotify instances; return once each holds them."""
    links, marks = root / "usr/local/bin", root / "run/holders"
    links.mkdir(parents=True, exist_ok=True)
    marks.mkdir(parents=True, exist_ok=True)
    python = os.path.realpath(sys.executable)
    children: list[subprocess.Popen[bytes]] = []
    tails: list[subprocess.Popen[bytes]] = []
    for name, (count, each, watched) in HOLDERS.items():
        for k in range(count):
            if name == "tail":
                argv = ["tail", "-F", "-n", "0", watched[k]]
                child = subprocess.Popen(argv, cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                         preexec_fn=_pdeathsig)  # fmt: skip
                tails.append(child)
            else:
                link = links / name
                if not link.exists():
                    link.symlink_to(python)
                argv = [str(link), str(Path(__file__).resolve()), "--hold", str(each), str(marks / f"{name}-{k}"),
                        *watched]  # fmt: skip
                child = subprocess.Popen(argv, cwd=root, stdin=subprocess.DEVNULL)
            children.append(child)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        held = len(list(marks.glob("*"))) + sum(_holds_inotify(child.pid) for child in tails)
        if held == PROCESSES:
            return children
        for child in children:
            if child.poll() is not None:
                raise SystemExit(f"{child.args!r} exited with {child.returncode}")
        time.sleep(0.05)
    raise SystemExit("the inotify holders were not ready within 30 s")


def run(root: Path, textfiles: Path) -> None:
    """Lay out the server, start the holders, collect once, then grow and collect on a fixed schedule until killed."""
    textfiles.mkdir(parents=True, exist_ok=True)
    lay_out(root)
    children = start_holders(root)
    collectors = {
        "directory_size.prom": ([DIRECTORY_SIZE, *DIRECTORIES], DIRECTORY_SIZE_EVERY),
        "inotify_instances.prom": ([PYTHON, INOTIFY_INSTANCES], INOTIFY_EVERY),
        "apt.prom": ([PYTHON, APT_INFO], APT_EVERY),
    }
    for name, (script, _) in collectors.items():
        collect(script, textfiles, name, root).wait()
    (root / "ready").touch()
    running: dict[str, subprocess.Popen[bytes]] = {}
    tick = 0
    start = time.monotonic()
    while True:
        tick += 1
        pause = start + tick * TICK_SECONDS - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        elif pause < -5:  # fell far behind (a stalled host): start the rhythm again
            start = time.monotonic() - tick * TICK_SECONDS
        grow(root, tick)
        for name, (script, every) in collectors.items():
            if tick % round(every / TICK_SECONDS) == 0 and (name not in running or running[name].poll() is not None):
                running[name] = collect(script, textfiles, name, root)
        running["directory_size.prom"].wait()  # du sees each tick's growth, and only it
        for child in children:
            if child.poll() is not None:
                raise SystemExit(f"{child.args!r} exited with {child.returncode}")


if __name__ == "__main__":
    if sys.argv[1] == "--hold":
        hold(int(sys.argv[2]), sys.argv[4:], Path(sys.argv[3]))
    else:
        run(Path(sys.argv[1]), Path(sys.argv[2]))
