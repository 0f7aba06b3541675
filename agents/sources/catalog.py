"""The sources the agents host serves: each with its engine and its schema, discovered on the live
engine, kept for a TTL under a fingerprint, and rediscovered on demand.

A source that cannot be reached is reported by name with the cause (secrets redacted); it never stops
the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

from agents.sources.engines import Engine, engine_for
from agents.sources.errors import DiscoveryError
from agents.sources.prometheus import discover_prometheus
from agents.sources.sql import discover_duckdb, discover_postgres, discover_sqlite
from lexiquery.catalogs import declared_schema
from lexiquery.contracts import Platform, SourceInfo, SourceSchema
from lexiquery.logging import get_logger
from lexiquery.sources import SourceConfig

log = get_logger(__name__)
DISCOVERY_TIMEOUT_SECONDS = 60.0
Discoverer = Callable[[SourceConfig, httpx.AsyncClient, float], Awaitable[SourceSchema]]


async def _log_analytics(source: SourceConfig, http: httpx.AsyncClient, timeout: float) -> SourceSchema:
    from agents.sources.log_analytics import discover_log_analytics

    return await discover_log_analytics(source, http, timeout=timeout)  # type: ignore[arg-type]


async def _splunk(source: SourceConfig, http: httpx.AsyncClient, timeout: float) -> SourceSchema:
    from agents.sources.splunk import discover_splunk

    return await discover_splunk(source, http, timeout=timeout)  # type: ignore[arg-type]


# How each kind of source is discovered: the rule is data, one entry per kind.
DISCOVERERS: dict[str, Discoverer] = {
    "postgresql": lambda source, _, timeout: discover_postgres(source, timeout=timeout),  # type: ignore[arg-type]
    "sqlite": lambda source, _, timeout: discover_sqlite(source, timeout=timeout),  # type: ignore[arg-type]
    "duckdb": lambda source, _, timeout: discover_duckdb(source, timeout=timeout),  # type: ignore[arg-type]
    "prometheus": lambda source, http, timeout: discover_prometheus(source, http, timeout=timeout),  # type: ignore[arg-type]
    "log_analytics": _log_analytics,
    "splunk": _splunk,
}


def fingerprint(schema: SourceSchema) -> str:
    """A digest of what a query can reference: tables, columns and their types (not samples or sizes)."""
    shape = [
        [table.name, table.kind, [[column.name, column.type] for column in table.columns]] for table in schema.tables
    ]
    shape.append(["commands", schema.commands])
    return hashlib.sha256(json.dumps(shape, sort_keys=True).encode()).hexdigest()[:16]


@dataclass
class ServedSource:
    config: SourceConfig
    engine: Engine | None
    schema: SourceSchema | None = None
    fetched_at: float = 0.0
    error: str | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class SourceCatalog:
    """Every configured source of this host, by name."""

    def __init__(
        self,
        sources: list[SourceConfig],
        http: httpx.AsyncClient,
        *,
        ttl_seconds: float = 300.0,
        prepare: Callable[[SourceConfig], Awaitable[None]] | None = None,
    ) -> None:
        self.http = http
        self.ttl_seconds = ttl_seconds
        self.prepare = prepare
        self.served = {source.name: ServedSource(source, engine_for(source, http)) for source in sources}

    def names(self, platform: Platform | None = None) -> list[str]:
        return [name for name, s in self.served.items() if platform is None or s.config.platform == platform]

    def get(self, name: str) -> ServedSource:
        try:
            return self.served[name]
        except KeyError:
            raise KeyError(f"no source named {name!r} (known: {', '.join(self.served) or 'none'})") from None

    async def ready(self, name: str) -> ServedSource:
        """The source, with its engine prepared (the demo estate loads or refreshes itself here)."""
        served = self.get(name)
        if self.prepare is not None:
            await self.prepare(served.config)
        return served

    async def schema(self, name: str, *, refresh: bool = False) -> SourceSchema:
        """The source's schema, discovered now if it is older than the TTL (or ``refresh``); DiscoveryError
        names the source and the cause when its engine cannot be read."""
        served = await self.ready(name)
        async with served.lock:
            fresh = served.schema is not None and time.monotonic() - served.fetched_at < self.ttl_seconds
            if fresh and not refresh:
                assert served.schema is not None
                return served.schema
            try:
                schema = await self._discover(served.config)
            except DiscoveryError as error:
                served.error = served.config.redact(str(error))
                log.warning("source_unreachable", source=name, error=served.error)
                raise DiscoveryError(f"source {name}: {served.error}") from None
            served.schema, served.fetched_at, served.error = schema, time.monotonic(), None
            log.info(
                "source_discovered", source=name, kind=schema.kind, tables=len(schema.tables),
                fingerprint=schema.fingerprint, ms=round(schema.elapsed_ms, 1),
            )  # fmt: skip
            return schema

    async def _discover(self, source: SourceConfig) -> SourceSchema:
        started = time.perf_counter()
        if source.kind == "declared":
            schema = declared_schema(source.platform, source.name)
        else:
            discover = DISCOVERERS[source.kind]
            try:
                schema = await asyncio.wait_for(
                    discover(source, self.http, DISCOVERY_TIMEOUT_SECONDS), DISCOVERY_TIMEOUT_SECONDS + 5
                )
            except TimeoutError:
                raise DiscoveryError(f"discovery took longer than {DISCOVERY_TIMEOUT_SECONDS:.0f}s") from None
            except DiscoveryError:
                raise
            except Exception as error:  # a driver's own error: reported with its class, never raised past here
                raise DiscoveryError(source.redact(f"{type(error).__name__}: {error}")) from None
        schema.elapsed_ms = (time.perf_counter() - started) * 1000
        schema.discovered_at = datetime.now(UTC)
        schema.fingerprint = fingerprint(schema)
        return schema

    async def info(self, name: str, *, discover: bool = True) -> SourceInfo:
        """The source as a listing shows it; discovery runs (within its TTL) so reachability is current."""
        served = self.get(name)
        config = served.config
        if discover:
            with contextlib.suppress(DiscoveryError):  # recorded on the source: shown below
                await self.schema(name)
        schema = served.schema
        return SourceInfo(
            name=config.name, platform=config.platform, kind=config.kind, description=config.description,
            profile=config.profile, demo=config.demo, dialect=schema.dialect if schema else _dialect(config.kind),
            reachable=served.error is None, error=served.error, fingerprint=schema.fingerprint if schema else "",
            tables=len(schema.tables) if schema else 0, discovered_at=schema.discovered_at if schema else None,
        )  # fmt: skip

    async def infos(self, platform: Platform | None = None) -> list[SourceInfo]:
        return list(await asyncio.gather(*(self.info(name) for name in self.names(platform))))


def _dialect(kind: str) -> str | None:
    return {"postgresql": "postgres", "sqlite": "sqlite", "duckdb": "duckdb"}.get(kind)
