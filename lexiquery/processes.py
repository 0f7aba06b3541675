"""Child processes that end with the process that started them, and a server process's heap once it has started."""

from __future__ import annotations

import atexit
import gc
import shutil


def dying_with_parent(argv: list[str]) -> list[str]:
    """``argv`` run under util-linux ``setpriv --pdeathsig TERM``: the kernel sends the child SIGTERM when
    its parent dies, even by SIGKILL, so no server outlives its supervisor.

    Not ``preexec_fn``: that makes CPython fork() instead of vfork(), which runs OpenBLAS's fork handler;
    the handler waits for BLAS threads and deadlocks when another thread is inside numpy at that moment.
    """
    setpriv = shutil.which("setpriv")
    return [setpriv, "--pdeathsig", "TERM", "--", *argv] if setpriv else argv


def settle_heap() -> None:
    """Put what start-up built (modules, parsers, indexes, the estate's schemas) out of the garbage collector's
    reach: a full collection walks every tracked object, and over a server's start-up heap one took 150-210 ms
    in the middle of a journey (gen-2, measured with ``gc.callbacks`` in bench.peer's process). Frozen objects
    are never collected, so this runs once, after start-up, when what is alive is meant to stay alive; they are
    thawed at exit, so the interpreter's teardown still finalises them (native extensions such as DuckDB's
    otherwise report them leaked)."""
    gc.collect()
    gc.freeze()
    atexit.register(gc.unfreeze)
