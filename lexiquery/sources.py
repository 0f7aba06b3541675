"""The sources file (``config/sources.yaml``): the team's own data, by name.

Each source names its platform, its kind of engine and how to reach it. Secrets are never written in
the file: a secret field names an environment variable (``{env: ORDERS_DSN}``) or a file
(``{file: /run/secrets/orders_dsn}``) and is read when the file is loaded, into a ``SecretStr`` that
prints as ``**********``. ``LEXIQUERY_SQL_DSN``, ``LEXIQUERY_PROMETHEUS_URL`` and the Log Analytics
and Splunk settings stay as one-source shortcuts. The demo estate is a set of sources like any other,
added only when enabled (by default when nothing else is configured).

Loaded by every process that needs it when it starts, so a bad file stops it with the file, the line
and the field named, before anything runs half-configured.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

import yaml
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, model_validator

from lexiquery.contracts import Platform
from lexiquery.settings import Settings

NAME_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,62}$"
DEMO_PREFIX = "demo-"


class SourcesError(ValueError):
    """The sources file (or a request) names something wrong; the message says where."""


class SecretRef(BaseModel):
    """Where a secret is read from: an environment variable or a file (its content, stripped)."""

    model_config = ConfigDict(extra="forbid")

    env: str | None = None
    file: Path | None = None

    @model_validator(mode="after")
    def _one_place(self) -> SecretRef:
        if (self.env is None) == (self.file is None):
            raise ValueError("a secret is read from exactly one of env or file")
        return self

    def read(self) -> SecretStr:
        if self.env is not None:
            value = os.environ.get(self.env)
            if value is None:
                raise ValueError(f"environment variable {self.env} is not set")
            return SecretStr(value)
        assert self.file is not None
        try:
            return SecretStr(self.file.read_text().strip())
        except OSError as error:
            raise ValueError(f"cannot read secret file {self.file}: {error.strerror}") from None


Secret = SecretStr | SecretRef


class _Source(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=NAME_PATTERN, description="How requests and people name the source.")
    description: str = ""
    profile: str | None = Field(default=None, description="The team whose source it is.")
    demo: bool = Field(default=False, description="Part of the generated demo estate.")

    def secrets(self) -> dict[str, SecretStr]:
        """Every secret of the source, resolved (SecretRef read now)."""
        return {}

    def redact(self, text: str) -> str:
        """``text`` with every secret of this source (and a DSN's password) replaced by ``***``."""
        return redact_secrets(text, self.secrets().values())


class SqlSource(_Source):
    """A SQL database reached with a connection string."""

    platform: Literal[Platform.SQL] = Platform.SQL
    dsn: Secret = Field(description="Connection string; use {env: …} or {file: …} when it holds a password.")
    sample_deny: list[str] = Field(
        default_factory=list, description="Column names (glob patterns) whose values discovery never samples."
    )
    schemas: list[str] = Field(default_factory=list, description="Schemas to discover (empty: all but system ones).")

    def secrets(self) -> dict[str, SecretStr]:
        return {"dsn": _resolved(self.dsn)}


class PostgresSource(SqlSource):
    kind: Literal["postgresql"]


class FileSource(_Source):
    """A database file, always opened read-only."""

    path: Path
    sample_deny: list[str] = Field(default_factory=list)


class SqliteSource(FileSource):
    kind: Literal["sqlite"]
    platform: Literal[Platform.SQL] = Platform.SQL


class DuckdbSource(_Source):
    """A DuckDB database (or an in-memory one over Parquet/JSON/CSV exports): SQL, or KQL through duckdb-kql."""

    kind: Literal["duckdb"]
    platform: Literal[Platform.SQL, Platform.KQL] = Platform.SQL
    path: Path | None = Field(default=None, description="The database file (none: only the file views).")
    sample_deny: list[str] = Field(default_factory=list)
    views: dict[str, str] = Field(
        default_factory=dict,
        description="Tables made from files: name -> a path or glob of .parquet, .json/.jsonl or .csv exports.",
    )


class PrometheusSource(_Source):
    kind: Literal["prometheus"]
    platform: Literal[Platform.PROMQL] = Platform.PROMQL
    url: str = Field(pattern=r"^https?://")
    bearer_token: Secret | None = None
    username: str | None = None
    password: Secret | None = None

    def secrets(self) -> dict[str, SecretStr]:
        found = {"bearer_token": self.bearer_token, "password": self.password}
        return {key: _resolved(value) for key, value in found.items() if value is not None}


class LogAnalyticsSource(_Source):
    kind: Literal["log_analytics"]
    platform: Literal[Platform.KQL] = Platform.KQL
    workspace: str = Field(min_length=1)
    token: Secret
    endpoint: str = Field(default="https://api.loganalytics.io", pattern=r"^https?://")

    def secrets(self) -> dict[str, SecretStr]:
        return {"token": _resolved(self.token)}


class SplunkSource(_Source):
    kind: Literal["splunk"]
    platform: Literal[Platform.SPL] = Platform.SPL
    url: str = Field(pattern=r"^https?://", description="The REST API, e.g. https://splunk.example:8089")
    token: Secret

    def secrets(self) -> dict[str, SecretStr]:
        return {"token": _resolved(self.token)}


class DeclaredSource(_Source):
    """A schema declared rather than discovered (the demo estate's Splunk, which has no engine here)."""

    kind: Literal["declared"]
    platform: Platform


SourceConfig = Annotated[
    PostgresSource
    | SqliteSource
    | DuckdbSource
    | PrometheusSource
    | LogAnalyticsSource
    | SplunkSource
    | DeclaredSource,
    Field(discriminator="kind"),
]
# Every kind the file may name, read off the models themselves.
KINDS = tuple(get_args(model.model_fields["kind"].annotation)[0] for model in get_args(get_args(SourceConfig)[0]))


class SourcesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    demo_estate: bool | None = Field(default=None, description="Serve the demo estate too (default: only alone).")
    sources: list[SourceConfig] = Field(default_factory=list)


def _resolved(secret: Secret) -> SecretStr:
    return secret if isinstance(secret, SecretStr) else secret.read()


def redact_secrets(text: str, secrets: Iterable[SecretStr]) -> str:
    """``text`` with every secret (and the password inside a DSN) replaced by ``***``."""
    for secret in secrets:
        value = secret.get_secret_value()
        for part in (value, *_dsn_password(value)):
            if part and len(part) >= 3:
                text = text.replace(part, "***")
    return text


def _dsn_password(dsn: str) -> list[str]:
    """The password inside ``scheme://user:password@host`` (or ``password=…`` key/value), if any."""
    found = []
    if "://" in dsn and "@" in dsn:
        credentials = dsn.split("://", 1)[1].rsplit("@", 1)[0]
        if ":" in credentials:
            found.append(credentials.split(":", 1)[1])
    for part in dsn.split():
        if part.startswith("password="):
            found.append(part.removeprefix("password="))
    return found


def _lines(text: str) -> dict[tuple[Any, ...], int]:
    """Line number of every mapping key and sequence item in a YAML text, by its path."""
    found: dict[tuple[Any, ...], int] = {}

    def walk(node: yaml.Node, path: tuple[Any, ...]) -> None:
        found[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                found[(*path, key.value)] = key.start_mark.line + 1
                walk(value, (*path, key.value))
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                walk(item, (*path, index))

    root = yaml.compose(text)
    if root is not None:
        walk(root, ())
    return found


def _where(path: Path, lines: dict[tuple[Any, ...], int], loc: tuple[Any, ...]) -> str:
    """``file:line`` of the deepest part of ``loc`` the file has (union tags such as 'postgresql' skipped)."""
    keys = tuple(part for part in loc if part not in KINDS)
    while keys and keys not in lines:
        keys = keys[:-1]
    line = lines.get(keys)
    return f"{path}:{line}" if line else str(path)


def read_sources_file(path: Path) -> SourcesFile:
    """Parse and validate the sources file; SourcesError names the file, line and field of each problem."""
    try:
        text = path.read_text()
        raw = yaml.safe_load(text) or {}
        lines = _lines(text)
    except OSError as error:
        raise SourcesError(f"{path}: cannot read the sources file: {error.strerror}") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        raise SourcesError(f"{where}: not valid YAML: {getattr(error, 'problem', error)}") from None
    if not isinstance(raw, dict):
        raise SourcesError(f"{path}:1: expected a mapping with a 'sources' list")
    try:
        parsed = SourcesFile.model_validate(raw)
    except ValidationError as error:
        problems = []
        for item in error.errors():
            loc = tuple(item["loc"])
            message = item["msg"]
            if item["type"] == "union_tag_invalid":
                loc = (*loc, "kind")
                message = f"unknown kind {item['input'].get('kind')!r} (known: {', '.join(KINDS)})"
            field = ".".join(str(part) for part in loc if part not in KINDS)
            problems.append(f"{_where(path, lines, loc)}: {field}: {message}")
        raise SourcesError("invalid sources file:\n  " + "\n  ".join(problems)) from None
    seen: dict[str, int] = {}
    for index, source in enumerate(parsed.sources):
        where = _where(path, lines, ("sources", index, "name"))
        if source.name in seen:
            raise SourcesError(
                f"{where}: sources.{index}.name: {source.name!r} is used twice (also item {seen[source.name]})"
            )
        seen[source.name] = index
        for field, secret in _secret_fields(source).items():
            if isinstance(secret, SecretRef):
                try:
                    secret.read()
                except ValueError as problem:
                    line = _where(path, lines, ("sources", index, field))
                    raise SourcesError(f"{line}: sources.{index}.{field}: {problem}") from None
    return parsed


def _secret_fields(source: BaseModel) -> dict[str, Any]:
    return {
        name: getattr(source, name)
        for name in type(source).model_fields
        if isinstance(getattr(source, name), SecretRef)
    }


def shortcut_sources(settings: Settings) -> list[SourceConfig]:
    """The one-source shortcuts of the environment (``LEXIQUERY_SQL_DSN`` …), as sources."""
    found: list[SourceConfig] = []
    if settings.sql_dsn:
        found.append(
            PostgresSource(kind="postgresql", name="sql", dsn=settings.sql_dsn, description="LEXIQUERY_SQL_DSN")
        )
    if settings.prometheus_url:
        found.append(
            PrometheusSource(kind="prometheus", name="prometheus", url=settings.prometheus_url,
                             description="LEXIQUERY_PROMETHEUS_URL")
        )  # fmt: skip
    if settings.log_analytics_workspace and settings.log_analytics_token:
        found.append(
            LogAnalyticsSource(
                kind="log_analytics", name="log-analytics", workspace=settings.log_analytics_workspace,
                token=settings.log_analytics_token, endpoint=settings.log_analytics_endpoint,
            )
        )  # fmt: skip
    if settings.splunk_url and settings.splunk_token:
        found.append(SplunkSource(kind="splunk", name="splunk", url=settings.splunk_url, token=settings.splunk_token))
    return found


def demo_sources(settings: Settings) -> list[SourceConfig]:
    """The demo estate as sources: its SQLite and DuckDB files, its Prometheus, and its declared Splunk."""
    estate = settings.state_dir / "estate"
    common = {"demo": True, "profile": None}
    return [
        SqliteSource(kind="sqlite", name="demo-sql", path=estate / "estate.sqlite",
                     description="The demo estate's SQL copies of its log tables", **common),
        DuckdbSource(kind="duckdb", name="demo-kql", platform=Platform.KQL, path=estate / "estate.duckdb",
                     description="The demo estate's Log Analytics tables", **common),
        PrometheusSource(kind="prometheus", name="demo-promql", url=f"http://127.0.0.1:{settings.prometheus_port}",
                         description="The demo estate's Prometheus", **common),
        DeclaredSource(kind="declared", name="demo-spl", platform=Platform.SPL,
                       description="The demo estate's Splunk indexes (declared: no Splunk runs here)", **common),
    ]  # fmt: skip


def load_sources(settings: Settings) -> list[SourceConfig]:
    """Every source this deployment serves: the file's, the environment's shortcuts, and the demo estate's
    when enabled (by default only when nothing else is configured). SourcesError on any problem."""
    path = settings.sources_file
    configured = read_sources_file(path) if path.exists() else SourcesFile()
    sources: list[SourceConfig] = [*configured.sources, *shortcut_sources(settings)]
    demo = settings.demo_estate if settings.demo_estate is not None else configured.demo_estate
    if demo is None:
        demo = not sources
    if demo:
        sources += demo_sources(settings)
    names = [source.name for source in sources]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise SourcesError(f"{path}: source names used twice (the file and the environment): {', '.join(twice)}")
    return sources


def by_name(sources: list[SourceConfig]) -> dict[str, SourceConfig]:
    return {source.name: source for source in sources}


def unknown_sources(sources: list[SourceConfig], requested: list[str]) -> list[str]:
    """The names in ``requested`` that no configured source has."""
    known = by_name(sources)
    return [name for name in requested if name not in known]
