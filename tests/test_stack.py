"""``lexiquery up``: the stack starts, serves, and stops every child on Ctrl-C or when its supervisor dies."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from lexiquery.loopback import EPHEMERAL_RANGE, free_port
from lexiquery.stack import port_in_use
from tests.postgres_server import PostgresServer

pytestmark = pytest.mark.slow
START_TIMEOUT = 120


@pytest.fixture
def stack_env(tmp_path: Path) -> dict[str, str]:
    ports = {name: free_port() for name in ("temporal", "ui", "api", "agents", "prometheus", "worker_metrics")}
    env = dict(os.environ)
    env |= {
        "LEXIQUERY_STATE_DIR": str(tmp_path / "state"),
        "LEXIQUERY_TEMPORAL_ADDRESS": f"127.0.0.1:{ports['temporal']}",
        "LEXIQUERY_TEMPORAL_UI_PORT": str(ports["ui"]),
        "LEXIQUERY_API_PORT": str(ports["api"]),
        "LEXIQUERY_AGENTS_PORT": str(ports["agents"]),
        "LEXIQUERY_PROMETHEUS_PORT": str(ports["prometheus"]),
        "LEXIQUERY_WORKER_METRICS_PORT": str(ports["worker_metrics"]),
    }
    return env


def _ports(env: dict[str, str]) -> list[int]:
    return [
        int(env["LEXIQUERY_TEMPORAL_ADDRESS"].rsplit(":", 1)[1]),
        int(env["LEXIQUERY_TEMPORAL_UI_PORT"]),
        int(env["LEXIQUERY_API_PORT"]),
        int(env["LEXIQUERY_AGENTS_PORT"]),
        int(env["LEXIQUERY_PROMETHEUS_PORT"]),
        int(env["LEXIQUERY_WORKER_METRICS_PORT"]),
    ]


def start_up(env: dict[str, str]) -> tuple[subprocess.Popen[str], dict[str, int]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "lexiquery", "up"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    deadline = time.monotonic() + START_TIMEOUT
    seen = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        seen.append(line)
        if "LexiQuery is up" in line:
            break
        if not line and process.poll() is not None:
            raise AssertionError("lexiquery up exited:\n" + "".join(seen))
    else:
        process.kill()
        raise AssertionError("lexiquery up did not come up:\n" + "".join(seen))
    assert f"http://127.0.0.1:{env['LEXIQUERY_API_PORT']}" in line
    assert f"http://127.0.0.1:{env['LEXIQUERY_TEMPORAL_UI_PORT']}" in line
    pids = json.loads((Path(env["LEXIQUERY_STATE_DIR"]) / "stack.json").read_text())["children"]
    assert set(pids) == {"temporal", "agents", "worker", "api"}
    return process, pids


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_gone(pids: dict[str, int], timeout: float = 30) -> list[str]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and any(alive(pid) for pid in pids.values()):
        time.sleep(0.1)
    return [name for name, pid in pids.items() if alive(pid)]


def test_ctrl_c_stops_every_child_and_frees_every_port(stack_env: dict[str, str]) -> None:
    process, pids = start_up(stack_env)
    assert httpx.get(f"http://127.0.0.1:{stack_env['LEXIQUERY_API_PORT']}/health").status_code == 200

    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=60) == 0
    assert wait_gone(pids) == []
    assert [port for port in _ports(stack_env) if port_in_use("127.0.0.1", port)] == []

    # The next start finds nothing stale; a supervisor killed outright still takes its children along.
    process, pids = start_up(stack_env)
    process.kill()
    process.wait(timeout=10)
    assert wait_gone(pids) == []


def test_busy_port_is_a_clear_error(stack_env: dict[str, str]) -> None:
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", int(stack_env["LEXIQUERY_API_PORT"])))
        blocker.listen()
        result = subprocess.run(
            [sys.executable, "-m", "lexiquery", "up"],
            env=stack_env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 1
    assert f"API port {stack_env['LEXIQUERY_API_PORT']}" in result.stderr
    assert "already running" in result.stderr


def test_a_killed_child_is_restarted_and_the_journey_in_flight_completes(stack_env: dict[str, str]) -> None:
    """Supervision: kill -9 the worker and the agents host of a running stack; each comes back (with a
    backoff), the restart is logged, and a journey submitted while they were down completes."""
    process, pids = start_up(stack_env)
    state = Path(stack_env["LEXIQUERY_STATE_DIR"])
    api = f"http://127.0.0.1:{stack_env['LEXIQUERY_API_PORT']}"
    try:
        os.kill(pids["worker"], signal.SIGKILL)
        os.kill(pids["agents"], signal.SIGKILL)
        body = {"question": "failed sign-ins in the last hour", "platforms": ["kql"]}
        accepted = httpx.post(f"{api}/v1/journeys", json=body, timeout=30).json()
        deadline = time.monotonic() + 2 * START_TIMEOUT  # restarts, then the journey (it discovers again)
        journey: dict[str, object] = {}
        while time.monotonic() < deadline:
            journey = httpx.get(accepted["status_url"], params={"wait": 10}, timeout=30).json()
            if journey["state"] == "COMPLETED":
                break
        assert journey["state"] == "COMPLETED", (journey.get("error"), journey.get("degraded"))
        restarted = json.loads((state / "stack.json").read_text())["children"]
        assert restarted["worker"] != pids["worker"]
        assert restarted["agents"] != pids["agents"]
        assert restarted["temporal"] == pids["temporal"]
        pids = restarted
    finally:
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=60)
    assert process.returncode == 0
    for child in ("worker", "agents"):
        assert re.search(rf"child_exited.*{child}|{child}.*child_exited", output), output[-2000:]
        assert re.search(rf"child_restarted.*{child}|{child}.*child_restarted", output), output[-2000:]
    assert wait_gone(pids) == []


def test_the_stack_hands_a_dsn_with_a_password_to_its_children(
    stack_env: dict[str, str], postgres_cluster: PostgresServer
) -> None:
    """The DSN reaches the agents host as itself (it used to arrive as '**********'), and a query runs through it."""
    postgres_cluster.run("CREATE DATABASE handover")
    postgres_cluster.run(
        "CREATE TABLE parcels (id int PRIMARY KEY, depot text); INSERT INTO parcels VALUES (1, 'north')",
        database="handover",
    )
    postgres_cluster.run("CREATE ROLE courier LOGIN PASSWORD 'c0urier-pw-88'; GRANT pg_read_all_data TO courier")
    stack_env["LEXIQUERY_SQL_DSN"] = postgres_cluster.dsn("handover", user="courier", password="c0urier-pw-88")
    process, _ = start_up(stack_env)
    try:
        api = f"http://127.0.0.1:{stack_env['LEXIQUERY_API_PORT']}"
        listed = httpx.get(f"{api}/v1/sources", timeout=30).json()["sources"]
        assert [(s["name"], s["reachable"], s["tables"]) for s in listed] == [("sql", True, 1)], listed
        accepted = httpx.post(
            f"{api}/v1/journeys", timeout=30,
            json={"question": "list the parcels", "platforms": ["sql"], "execute": True,
                  "approval": {"auto_approve_low_risk": True}},
        ).json()  # fmt: skip
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            journey = httpx.get(accepted["status_url"], params={"wait": 10}, timeout=30).json()
            if journey["state"] in ("COMPLETED", "FAILED", "REJECTED", "CANCELLED"):
                break
        assert journey["state"] == "COMPLETED", journey.get("error")
        [run] = journey["executions"]
        assert run["executed"], run
        [row] = run["rows"]
        assert "north" in row, row  # the parcel's depot, read through the courier's DSN
        assert 1 in row, row
        logs = "".join(path.read_text() for path in (Path(stack_env["LEXIQUERY_STATE_DIR"]) / "logs").glob("*.log"))
        assert "c0urier-pw-88" not in logs + json.dumps(journey)
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=60)


def test_a_free_port_is_one_no_outgoing_connection_takes() -> None:
    """Servers' ports are chosen below the ports the kernel hands to outgoing connections (one of those had taken
    the agents host's port between its choice and its bind), each free and handed out once."""
    first_ephemeral = int(EPHEMERAL_RANGE.read_text().split()[0])
    ports = [free_port() for _ in range(200)]
    assert len(set(ports)) == len(ports)
    assert all(1024 <= port < first_ephemeral for port in ports)
    assert not any(port_in_use("127.0.0.1", port) for port in ports)
