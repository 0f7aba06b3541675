"""What a drill reads off the running processes: Prometheus metrics endpoints and log files."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import httpx
from prometheus_client.parser import text_string_to_metric_families


@dataclass(frozen=True)
class MetricSample:
    name: str
    labels: dict[str, str]
    value: float


async def scrape(url: str) -> list[MetricSample]:
    """Every sample a Prometheus endpoint serves (none when it does not answer: a killed process)."""
    try:
        async with httpx.AsyncClient(timeout=5) as http:
            text = (await http.get(url)).text
    except httpx.HTTPError:
        return []
    return [
        MetricSample(s.name, dict(s.labels), s.value) for f in text_string_to_metric_families(text) for s in f.samples
    ]


def metric_total(samples: Iterable[MetricSample], name: str, **labels: str) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    return sum(s.value for s in samples if s.name == name and labels.items() <= s.labels.items())


async def count_in_log(path: Path, needle: str) -> int:
    def count() -> int:
        try:
            return path.read_bytes().count(needle.encode())
        except OSError:
            return 0

    return await asyncio.to_thread(count)
