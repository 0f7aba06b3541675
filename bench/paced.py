"""A workload's rhythm: ticks a fixed time apart on the monotonic clock."""

from __future__ import annotations

import time
from collections.abc import Iterator


def paced_ticks(seconds: float) -> Iterator[int]:
    """0, 1, 2, …, each ``seconds`` after the one before counted from the first, so a tick that runs late is caught
    up on, not carried into every tick after it."""
    start = time.monotonic()
    tick = 0
    while True:
        yield tick
        tick += 1
        pause = start + tick * seconds - time.monotonic()
        if pause > 0:
            time.sleep(pause)
