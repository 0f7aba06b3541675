"""Child processes that end with the process that started them."""

from __future__ import annotations

import shutil


def dying_with_parent(argv: list[str]) -> list[str]:
    """``argv`` run under util-linux ``setpriv --pdeathsig TERM``: the kernel sends the child SIGTERM when
    its parent dies, even by SIGKILL, so no server outlives its supervisor.

    Not ``preexec_fn``: that makes CPython fork() instead of vfork(), which runs OpenBLAS's fork handler;
    the handler waits for BLAS threads and deadlocks when another thread is inside numpy at that moment.
    """
    setpriv = shutil.which("setpriv")
    return [setpriv, "--pdeathsig", "TERM", "--", *argv] if setpriv else argv
