"""The code_exec sandbox: each escape is refused before it runs, or killed and reported, and nothing leaks."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from lexiquery.sandbox import SandboxLimits, SandboxOutcome, run_code

ROWS = [{"host": "db-1", "disk": 95}, {"host": "web-2", "disk": 40}, {"host": "db-1", "disk": 97}]


class Hosts(BaseModel):
    hosts: list[str]


def test_a_snippet_runs_over_a_copy_of_its_input_and_its_result_is_validated() -> None:
    code = "full = sorted(set(row['host'] for row in data if row['disk'] > 90))\nresult = {'hosts': full}"
    ran = run_code(code, ROWS, output=Hosts)
    assert ran.outcome is SandboxOutcome.OK, ran.error
    assert ran.output == {"hosts": ["db-1"]}


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        ("import os\nresult = os.listdir('/')", SandboxOutcome.REFUSED),
        ("result = __import__('os').getcwd()", SandboxOutcome.REFUSED),
        ("result = ().__class__.__mro__[1].__subclasses__()", SandboxOutcome.REFUSED),
        ("import os\nwhile True:\n    os.fork()", SandboxOutcome.REFUSED),  # a fork bomb never starts
        ("import socket\nresult = socket.create_connection(('1.1.1.1', 53))", SandboxOutcome.REFUSED),
        ("result = open('/etc/passwd').read()", SandboxOutcome.FAILED),  # open is not a builtin here
        ("result = getattr(data, 'copy')", SandboxOutcome.FAILED),  # nor getattr
        ("result = '{0.__class__}'.format(1)", SandboxOutcome.FAILED),  # format strings reach attributes
        ("while True:\n    pass", SandboxOutcome.CPU),
        ("blob = 'x' * (10 ** 10)\nresult = len(blob)", SandboxOutcome.MEMORY),
        ("grow = []\nwhile True:\n    grow.append('x' * 1000000)", SandboxOutcome.MEMORY),
        ("result = {'hosts': 5}", SandboxOutcome.INVALID_OUTPUT),  # not the declared model
    ],
)
def test_escapes_are_refused_or_killed_and_reported(code: str, outcome: SandboxOutcome) -> None:
    ran = run_code(code, ROWS, SandboxLimits(cpu_seconds=1, wall_seconds=10), output=Hosts)
    assert ran.outcome is outcome, (ran.outcome, ran.error)
    assert ran.error


def test_the_wall_clock_limit_kills_a_snippet_that_waits_rather_than_computes() -> None:
    ran = run_code("while True:\n    pass", [], SandboxLimits(cpu_seconds=30, wall_seconds=1))
    assert ran.outcome is SandboxOutcome.TIMEOUT
    assert ran.duration_ms < 5000


def test_the_snippet_changes_only_its_copy_of_the_input() -> None:
    rows = [dict(row) for row in ROWS]
    ran = run_code("data[0]['disk'] = 0\nresult = data[0]['disk']", rows)
    assert ran.outcome is SandboxOutcome.OK
    assert ran.output == 0
    assert rows == ROWS
