"""Discovery's fan-outs: many small reads, each bounded by one deadline for the whole discovery."""

from __future__ import annotations

import asyncio
import time
from typing import Any


async def until_deadline(tasks: list[asyncio.Task[Any]], deadline: float) -> set[asyncio.Task[Any]]:
    """Wait for ``tasks`` until ``deadline`` (``time.monotonic()``); the first error raises, the tasks still
    running then are cancelled and returned (what discovery could not read in time: it says so)."""
    done, pending = await asyncio.wait(
        tasks, timeout=max(deadline - time.monotonic(), 0.001), return_when=asyncio.FIRST_EXCEPTION
    )
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        error = task.exception()
        if error is not None:
            raise error
    return pending
