"""Schema catalogs: what data each platform holds (tables, indexes, data models, metrics).

One source of truth for the data agents (what to query), the validator (does a referenced table or
metric exist) and the demo estate (which rows to generate). Each catalog has the demo estate's
sources in full (``<platform>.yaml`` beside this file) and, by name only, the sources that real
published queries use (the query library), so a query over a common real table is recognised too.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo
from lexiquery.settings import Settings

HERE = Path(__file__).parent


def snake_case(name: str) -> str:
    """``UserPrincipalName`` → ``user_principal_name``, ``IPAddress`` → ``ip_address``."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


@dataclass(frozen=True)
class Source:
    """A table, index, sourcetype, data model or metric, with its fields and size."""

    name: str
    kind: str
    description: str = ""
    columns: dict[str, str] = field(default_factory=dict)
    keywords: tuple[str, ...] = ()
    rows_per_day: int = 0
    parent: str = ""  # a sourcetype's index, a data model's dataset
    demo: bool = True


@dataclass(frozen=True)
class Catalog:
    platform: Platform
    sources: dict[str, Source]
    known: frozenset[str] = frozenset()
    time_column: str = ""

    def demo_sources(self, kind: str | None = None) -> list[Source]:
        return [s for s in self.sources.values() if kind is None or s.kind == kind]

    def exists(self, name: str) -> bool:
        """Whether a referenced source is in the catalog (the demo estate's or a known real one)."""
        return name in self.sources or name.lower() in {s.lower() for s in self.sources} or name in self.known

    def get(self, name: str) -> Source | None:
        found = self.sources.get(name)
        if found is None:
            lowered = {key.lower(): value for key, value in self.sources.items()}
            found = lowered.get(name.lower())
        return found


def _known_names(library: Path, platform: Platform) -> frozenset[str]:
    path = library / f"{platform.value}.jsonl"
    if not path.exists():
        return frozenset()
    names: set[str] = set()
    for line in path.read_text().splitlines():
        if line.strip():
            names.update(json.loads(line).get("tables_or_indexes_or_metrics", []))
    return frozenset(names)


def _kql(raw: dict[str, Any]) -> dict[str, Source]:
    return {
        name: Source(
            name=name,
            kind="table",
            description=spec.get("description", ""),
            columns=dict(spec.get("columns", {})),
            keywords=tuple(spec.get("keywords", ())),
            rows_per_day=int(spec.get("rows_per_day", 0)),
        )
        for name, spec in raw["tables"].items()
    }


def _sql(raw: dict[str, Any], kql: dict[str, Source]) -> dict[str, Source]:
    sources = {}
    for name, spec in raw["tables"].items():
        origin = kql.get(spec.get("source", ""))
        columns = {snake_case(c): t for c, t in origin.columns.items()} if origin else {}
        columns.update(spec.get("columns", {}))
        columns.update(spec.get("extra_columns", {}))
        sources[name] = Source(
            name=name,
            kind="table",
            description=spec.get("description", ""),
            columns=columns,
            keywords=origin.keywords if origin else (),
            rows_per_day=int(spec.get("rows_per_day", 0)),
            parent=spec.get("source", ""),
        )
    return sources


def _spl(raw: dict[str, Any]) -> dict[str, Source]:
    sources: dict[str, Source] = {}
    for index, spec in raw["indexes"].items():
        sources[index] = Source(
            name=index, kind="index", description=spec["description"], rows_per_day=int(spec["events_per_day"])
        )
        for sourcetype, st in spec["sourcetypes"].items():
            sources[sourcetype] = Source(
                name=sourcetype,
                kind="sourcetype",
                columns={f: "string" for f in st["fields"]},
                keywords=tuple(st.get("keywords", ())),
                rows_per_day=int(spec["events_per_day"]),
                parent=index,
            )
    for model, spec in raw["datamodels"].items():
        sources[f"{model}.{spec['dataset']}"] = Source(
            name=f"{model}.{spec['dataset']}",
            kind="datamodel",
            columns={f: "string" for f in spec["fields"]},
            keywords=tuple(spec.get("keywords", ())),
            parent=model,
        )
    return sources


def _promql(raw: dict[str, Any]) -> dict[str, Source]:
    return {
        name: Source(
            name=name,
            kind=spec["type"],
            columns={label: "label" for label in spec["labels"]},
            keywords=tuple(spec.get("keywords", ())),
            rows_per_day=int(spec.get("series", 0)),
        )
        for name, spec in raw["metrics"].items()
    }


def _raw(platform: Platform) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((HERE / f"{platform.value}.yaml").read_text())
    return loaded


@cache
def catalog(platform: Platform, library: Path | None = None) -> Catalog:
    """The catalog of ``platform`` (cached per process)."""
    library = library or Settings().knowledge_dir / "library"
    raw = _raw(platform)
    if platform is Platform.KQL:
        sources = _kql(raw)
    elif platform is Platform.SQL:
        sources = _sql(raw, _kql(_raw(Platform.KQL)))
    elif platform is Platform.SPL:
        sources = _spl(raw)
    else:
        sources = _promql(raw)
    return Catalog(platform, sources, _known_names(library, platform), raw.get("time_column", ""))


DECLARED_DAYS = 30  # a declared log table holds this many days of its rows_per_day
METRIC_KINDS = ("counter", "gauge", "histogram", "summary")
_KIND_OF_SOURCE = {"table": "table", "index": "index", "sourcetype": "sourcetype", "datamodel": "datamodel"}


def declared_schema(platform: Platform, source: str = "") -> SourceSchema:
    """The demo estate's catalog of ``platform`` as a schema: what a source declared rather than discovered
    serves (the demo Splunk, which has no engine here), in the same shape discovery gives."""
    platform = Platform(platform)
    book = catalog(platform)
    tables = []
    for item in book.sources.values():
        kind = _KIND_OF_SOURCE.get(item.kind, item.kind)  # a metric's kind is its type: counter, gauge…
        column_type = "label" if platform is Platform.PROMQL else None
        columns = [ColumnInfo(name=name, type=column_type or kind_of) for name, kind_of in item.columns.items()]
        tables.append(
            TableInfo(
                name=item.name, kind=kind, description=item.description, columns=columns, parent=item.parent,
                row_estimate=(item.rows_per_day * DECLARED_DAYS if item.kind not in METRIC_KINDS else item.rows_per_day)
                or None,
                time_columns=[c.name for c in columns if c.type == "datetime"],
            )
        )  # fmt: skip
    dialect = "sqlite" if platform is Platform.SQL else None
    return SourceSchema(source=source or f"demo-{platform.value}", platform=platform, kind="declared", dialect=dialect,
                        tables=tables)  # fmt: skip
