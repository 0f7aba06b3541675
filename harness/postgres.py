"""A throwaway PostgreSQL cluster on a free port, run as the ``postgres`` user: the tests' real PostgreSQL and
the database the benchmarks' PostgreSQL exporter watches (``bench/live_prometheus.py``).

TCP connections need a password (scram-sha-256), so a test can tell a real secret from a masked one;
set-up goes through the cluster's own socket, where the ``postgres`` user is trusted. Debian's server
binaries come with ``make test-packages`` (the ``postgresql`` package); when they, or ``runuser``, are missing,
:func:`postgres_server` raises :class:`NotInstalled` (the tests turn it into a skip).
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from lexiquery.loopback import free_port

SUPERUSER_PASSWORD = "pg-super-7Qx"


class NotInstalled(RuntimeError):
    """The PostgreSQL server binaries (or ``runuser``) are not installed here."""


def _bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


@dataclass(frozen=True)
class PostgresServer:
    port: int
    socket_dir: Path

    def dsn(self, database: str = "postgres", user: str = "postgres", password: str = SUPERUSER_PASSWORD) -> str:
        return f"postgresql://{user}:{password}@127.0.0.1:{self.port}/{database}"

    def run(self, sql: str, database: str = "postgres") -> None:
        """Run ``sql`` as the superuser through the socket (no password)."""
        subprocess.run(
            ["psql", "-h", str(self.socket_dir), "-p", str(self.port), "-U", "postgres", "-d", database,
             "-v", "ON_ERROR_STOP=1", "-q", "-c", sql],
            check=True, capture_output=True,
        )  # fmt: skip


@contextlib.contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """A fresh cluster listening on 127.0.0.1 (and on a socket in its own temporary directory), the superuser's
    password set to :data:`SUPERUSER_PASSWORD`; stopped and removed when the block ends."""
    bin_dir = _bin()
    if bin_dir is None or shutil.which("runuser") is None:
        raise NotInstalled(
            "PostgreSQL server binaries are not installed (make test-packages, or apt-get install postgresql)"
        )
    root = Path(tempfile.mkdtemp(prefix="lexiquery-pg-"))  # not pytest's tmp: postgres must be able to enter it
    shutil.chown(root, "postgres")
    data, port = root / "data", free_port()
    as_postgres = ["runuser", "-u", "postgres", "--"]
    subprocess.run(
        [*as_postgres, str(bin_dir / "initdb"), "-D", str(data), "--auth-local=trust", "--auth-host=scram-sha-256"],
        check=True, capture_output=True,
    )  # fmt: skip
    options = f"-p {port} -k {root} -c listen_addresses=127.0.0.1"
    pg_ctl = [*as_postgres, str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-w"]
    subprocess.run([*pg_ctl, "-l", str(root / "log"), "start"], check=True, capture_output=True)
    server = PostgresServer(port, root)
    try:
        server.run(f"ALTER ROLE postgres PASSWORD '{SUPERUSER_PASSWORD}'")
        yield server
    finally:
        subprocess.run([*pg_ctl, "stop", "-m", "fast"], check=False, capture_output=True)
        shutil.rmtree(root, ignore_errors=True)
