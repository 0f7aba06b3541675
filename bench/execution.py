"""Execution accuracy of the deterministic generator (bench/data/execution-*.jsonl): on the demo estate,
and on estates it was not written around (``--set wild1``: the shop and helpdesk SQLite databases of
bench/estates and a live Prometheus scraping the node exporter and itself), each connected as a source
and read through its discovered schema, as a journey reads it.

    uv run python -m bench.execution [--platform kql] [--errors]

Each labeled question comes with a gold query written by hand. Both queries run on the same freshly
loaded estate, a moment apart, and the generated one is right when its result answers like the gold's
(bench/data/EXECUTION.md):

- ``set``: some column of the result holds exactly the gold's first-column values, with as many rows;
- ``ordered``: some column holds the gold's first-column values in the same order;
- ``value``: a one-row result with a number within 1 % (or 0.01) of the gold's last column.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import socket
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from agents.data import deterministic, written
from agents.estate.demo import DemoEstate
from agents.generation.schema_writer import NothingMatches
from agents.intent import extract_entities
from agents.sources.catalog import SourceCatalog
from agents.sources.engines import Engine, EngineError, ResultSet, engine_for
from bench.estates import ESTATES
from bench.live_prometheus import live_prometheus, services_for
from lexiquery.contracts import GenerateRequest, Platform, SourceSchema
from lexiquery.settings import Settings
from lexiquery.sources import PrometheusSource, SourceConfig, SqliteSource, demo_sources

DATA = Path(__file__).parent / "data"
EXECUTABLE = (Platform.KQL, Platform.SQL, Platform.PROMQL)
MAX_ROWS = 1000
PROMETHEUS_WARM_UP_SECONDS = 70


@dataclass
class Outcome:
    id: str
    platform: Platform
    question: str
    dataset: str
    right: bool
    why: str
    generated: str


# sets whose items name their own estate (not the demo's)
ESTATE_SETS = ("wild1", "wild2", "wild3", "wild4", "wild5", "wild6", "wild7", "wild8", "wild9", "wild10", "wild11",
               "wild12", "wild13", "wild14", "wild15", "wild16", "wild17", "wild18", "wild19",
               "wild20", "wild21", "wild22", "wild23", "wild24", "wild25", "wild26", "wild27", "wild28", "wild29",
               "wild30", "wild31", "wild32", "wild33", "wild34", "wild35", "wild36", "wild37", "wild38",
               "wild39", "wild40", "wild41", "wild42", "wild43", "wild44", "wild45", "wild46", "wild47",
               "wild48", "wild49", "wild50")  # fmt: skip
SETS = ("dev", "holdout", "fresh", "fresh2", "fresh3", "fresh4", *ESTATE_SETS)


def load(platform: Platform, which: str = "dev") -> list[dict[str, Any]]:
    """A labelled set of ``platform``: ``dev`` (tuned on), ``holdout`` (written apart, then tuned on once),
    ``fresh``, ``fresh2`` and ``fresh3`` (each written apart after the last, then tuned on once), ``fresh4``
    (written apart after that, never tuned on).
    See bench/data/EXECUTION.md."""
    path = DATA / f"execution-{platform.value}{'' if which == 'dev' else '-' + which}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float) and not isinstance(a, bool):
        return math.isclose(float(a), float(b), rel_tol=0.01, abs_tol=0.01)
    return str(a) == str(b)


def _columns(result: ResultSet) -> list[list[Any]]:
    return [[row[i] for row in result.rows] for i in range(len(result.columns))]


def agrees(compare: str, gold: ResultSet, got: ResultSet) -> tuple[bool, str]:
    """Whether ``got`` answers the question the way ``gold`` does, and if not, why."""
    if not gold.rows:
        return False, "the gold query returned nothing (fix the item)"
    if compare == "value":
        expected = gold.rows[0][-1]
        if len(got.rows) != 1:
            return False, f"expected one row with {expected}, got {len(got.rows)} rows"
        found = [cell for cell in got.rows[0] if isinstance(cell, int | float) and not isinstance(cell, bool)]
        if any(_same(cell, expected) for cell in found):
            return True, ""
        return False, f"expected {expected}, got {found}"
    expected_column = [row[0] for row in gold.rows]
    for column in _columns(got):
        if len(column) != len(expected_column):
            continue
        if compare == "ordered" and all(_same(a, b) for a, b in zip(column, expected_column, strict=True)):
            return True, ""
        if compare == "set" and Counter(map(str, column)) == Counter(map(str, expected_column)):
            return True, ""
    more = "…" if len(expected_column) > 5 else ""
    return False, f"expected {compare} {expected_column[:5]}{more} ({len(gold.rows)} rows), got {len(got.rows)} rows"


def generate_over(platform: Platform, question: str, schema: SourceSchema, dialect: str) -> str:
    """The query a data agent writes over a discovered schema (no LLM); empty when nothing matches."""
    request = GenerateRequest(
        journey_id="bench", question=question, platform=platform, entities=extract_entities(question)
    )
    try:
        return written(request, schema, dialect)[0]
    except NothingMatches:
        return ""


def generate(platform: Platform, question: str) -> str:
    request = GenerateRequest(
        journey_id="bench", question=question, platform=platform, entities=extract_entities(question)
    )
    return deterministic(request, "sqlite")[0]


async def judge(
    engine: Engine, platform: Platform, item: dict[str, Any], schema: SourceSchema | None = None, dialect: str = ""
) -> Outcome:
    question = item["question"]
    generated = generate(platform, question) if schema is None else generate_over(platform, question, schema, dialect)
    common = (str(item["id"]), platform, str(item["question"]), str(item.get("dataset", "")))
    gold = await engine.run(item["gold"], max_rows=MAX_ROWS, timeout=30)
    if not generated:
        return Outcome(*common, False, "nothing in the schema matched (a clarification)", generated)
    try:
        got = await engine.run(generated, max_rows=MAX_ROWS, timeout=30)
    except EngineError as error:
        return Outcome(*common, False, f"the engine failed it: {error}", generated)
    right, why = agrees(str(item["compare"]), gold, got)
    return Outcome(*common, right, why, generated)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def run(platforms: list[Platform], directory: Path, which: str = "dev") -> list[Outcome]:
    demo = DemoEstate(directory / "estate", _free_port())
    started = time.perf_counter()
    await asyncio.to_thread(demo.ensure_fresh)
    print(f"estate loaded in {time.perf_counter() - started:.1f} s")
    try:
        async with httpx.AsyncClient() as http:
            demo_only = Settings(state_dir=directory, prometheus_port=demo.prometheus_port)
            engines = {
                source.platform: engine
                for source in demo_sources(demo_only)
                if (engine := engine_for(source, http)) is not None
                and (source.platform is not Platform.PROMQL or demo.prometheus is not None)
            }
            outcomes = []
            for platform in platforms:
                if platform not in engines:
                    print(f"{platform.value}: no engine here (is prometheus installed?); skipped")
                    continue
                for item in load(platform, which):
                    outcomes.append(await judge(engines[platform], platform, item))
            return outcomes
    finally:
        demo.stop()


async def run_estates(platforms: list[Platform], directory: Path, which: str) -> list[Outcome]:
    """Each item on the estate it names, built now, discovered as a source and queried through its schema."""
    outcomes = []
    now = datetime.now(UTC).replace(tzinfo=None, microsecond=0)
    async with httpx.AsyncClient() as http:
        for platform in platforms:
            items = load(platform, which) if (DATA / f"execution-{platform.value}-{which}.jsonl").exists() else []
            for estate in sorted({str(item["estate"]) for item in items}):
                mine = [item for item in items if item["estate"] == estate]
                async with _estate(estate, directory, now, http) as (source, engine):
                    started = time.perf_counter()
                    schema = await _discover(source, http)
                    print(f"{estate}: {len(schema.tables)} tables or metrics discovered in "
                          f"{(time.perf_counter() - started) * 1000:.0f} ms")  # fmt: skip
                    for item in mine:
                        outcomes.append(await judge(engine, platform, item, schema, schema.dialect or ""))
    return outcomes


@contextlib.asynccontextmanager
async def _estate(
    name: str, directory: Path, now: datetime, http: httpx.AsyncClient
) -> AsyncIterator[tuple[SourceConfig, Engine]]:
    if name in ESTATES:
        path = directory / f"{name}.sqlite"
        ESTATES[name](path, now)
        source: SourceConfig = SqliteSource(kind="sqlite", name=name, path=path)
        engine = engine_for(source, http)
        assert engine is not None
        yield source, engine
        return
    # the node exporter and Prometheus itself, scraped live, with the service and exporter the estate names
    # ("node+redis": Redis and its exporter; live_prometheus.SERVICES)
    with live_prometheus(*services_for([name])) as url:
        await asyncio.sleep(PROMETHEUS_WARM_UP_SECONDS)  # one-minute rate windows fill before anything is asked
        source = PrometheusSource(kind="prometheus", name=name.replace("+", "-"), url=url)  # source names allow no "+"
        engine = engine_for(source, http)
        assert engine is not None
        yield source, engine


async def _discover(source: SourceConfig, http: httpx.AsyncClient) -> SourceSchema:
    catalog = SourceCatalog([source], http)
    return await catalog.schema(source.name)


def report(outcomes: list[Outcome], errors: bool) -> dict[Platform, float]:
    accuracy = {}
    for platform in EXECUTABLE:
        mine = [o for o in outcomes if o.platform is platform]
        if not mine:
            continue
        right = sum(o.right for o in mine)
        accuracy[platform] = right / len(mine)
        print(f"{platform.value:7} execution accuracy {accuracy[platform]:6.1%} ({right}/{len(mine)})")
        by_dataset: dict[str, list[bool]] = {}
        for o in mine:
            by_dataset.setdefault(o.dataset, []).append(o.right)
        print("        " + ", ".join(f"{d} {sum(r)}/{len(r)}" for d, r in sorted(by_dataset.items())))
        if errors:
            for o in mine:
                if not o.right:
                    print(f"    {o.id}: {o.question}\n        {o.why}\n        {' '.join(o.generated.split())}")
    return accuracy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--platform", choices=[p.value for p in EXECUTABLE], action="append")
    parser.add_argument("--errors", action="store_true", help="show each wrong answer")
    parser.add_argument("--set", choices=SETS, default="dev", help="which labelled sets (bench/data/EXECUTION.md)")
    args = parser.parse_args()
    platforms = [Platform(p) for p in args.platform] if args.platform else list(EXECUTABLE)
    with tempfile.TemporaryDirectory(prefix="lexiquery-bench-") as directory:
        measured = run_estates if args.set in ESTATE_SETS else run
        report(asyncio.run(measured(platforms, Path(directory), args.set)), args.errors)


if __name__ == "__main__":
    main()
