"""The activity policy table (``temporal-config/activity-policies.yaml``): timeouts and retry policies.

Loaded once per process. Workflow code reads it through :func:`activity_options`; changing a timeout
does not change a workflow's command sequence, so histories keep replaying.
"""

from __future__ import annotations

import re
from datetime import timedelta
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError, field_validator
from temporalio.common import RetryPolicy

from lexiquery.names import Activity, Bulkhead, task_queue
from lexiquery.settings import Settings

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$")
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}
_ISO_DURATION = TypeAdapter(timedelta)
PolicyT = TypeVar("PolicyT", bound=BaseModel)


def parse_duration(value: Any) -> timedelta | None:
    """Read "500ms", "10s", "2m", "1h" (or a number of seconds) as a timedelta."""
    if value is None or isinstance(value, timedelta):
        return value
    if isinstance(value, int | float):
        return timedelta(seconds=value)
    match = _DURATION.match(str(value))
    if not match:
        try:  # ISO 8601 ("PT1M30S"): how the table reads back after a trip through a workflow's history
            return _ISO_DURATION.validate_python(value)
        except ValidationError:
            raise ValueError(f"not a duration: {value!r} (use e.g. 500ms, 10s, 2m)") from None
    return timedelta(seconds=float(match[1]) * _UNIT_SECONDS[match[2]])


class RetrySpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    initial_interval: timedelta = timedelta(seconds=1)
    backoff_coefficient: float = 2.0
    maximum_interval: timedelta = timedelta(seconds=30)
    maximum_attempts: int = 3

    _durations = field_validator("initial_interval", "maximum_interval", mode="before")(parse_duration)

    def to_temporal(self) -> RetryPolicy:
        return RetryPolicy(
            initial_interval=self.initial_interval,
            backoff_coefficient=self.backoff_coefficient,
            maximum_interval=self.maximum_interval,
            maximum_attempts=self.maximum_attempts,
        )


class ActivityPolicy(BaseModel):
    model_config = ConfigDict(extra="forbid")

    bulkhead: Bulkhead | None = None
    start_to_close: timedelta
    heartbeat: timedelta | None = None
    retry: RetrySpec = RetrySpec()

    _durations = field_validator("start_to_close", "heartbeat", mode="before")(parse_duration)

    def options(self, base_queue: str) -> dict[str, Any]:
        """Keyword arguments for ``workflow.execute_activity`` from a workflow on ``base_queue``."""
        return {
            "task_queue": task_queue(base_queue, self.bulkhead),
            "start_to_close_timeout": self.start_to_close,
            "heartbeat_timeout": self.heartbeat,
            "retry_policy": self.retry.to_temporal(),
        }


class PhasePolicy(BaseModel):
    """How long a fan-out phase may take, and how many of its sources must answer."""

    model_config = ConfigDict(extra="forbid")

    deadline: timedelta
    quorum: int = 1

    _durations = field_validator("deadline", mode="before")(parse_duration)


class InvestigationPolicy(BaseModel):
    """What an investigation's plan may do beyond queries, functions and tools."""

    model_config = ConfigDict(extra="forbid")

    code_exec: bool = False


class PolicyTable(BaseModel):
    activities: dict[Activity, ActivityPolicy]
    phases: dict[str, PhasePolicy]
    code_exec: bool = False  # whether an investigation's plan may run its own code (always approved first)


def _merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        merged[key] = _merge(merged[key], value) if isinstance(merged.get(key), dict) else value
    return merged


def load_policy_table(path: Path) -> PolicyTable:
    """Read and validate the table; every activity must have an entry, and no unknown names."""
    raw = yaml.safe_load(path.read_text()) or {}
    defaults = raw.get("defaults", {})
    entries: dict[str, Any] = raw.get("activities", {})
    unknown = set(entries) - {a.value for a in Activity}
    missing = {a.value for a in Activity} - set(entries)
    if unknown or missing:
        raise ValueError(f"{path}: unknown activities {sorted(unknown)}, missing activities {sorted(missing)}")
    try:
        return PolicyTable(
            activities={
                Activity(name): _validated(ActivityPolicy, _merge(defaults, entry or {}), f"activities.{name}")
                for name, entry in entries.items()
            },
            phases={
                name: _validated(PhasePolicy, entry, f"phases.{name}")
                for name, entry in (raw.get("phases") or {}).items()
            },
            code_exec=_validated(InvestigationPolicy, raw.get("investigations") or {}, "investigations").code_exec,
        )
    except ValueError as problem:
        raise ValueError(f"{path}: {problem}") from None


def _validated(model: type[PolicyT], entry: Any, where: str) -> PolicyT:
    """``entry`` as ``model``; a problem names the entry's path in the file (phases.executing.deadline)."""
    try:
        return model.model_validate(entry)
    except ValidationError as invalid:
        first = invalid.errors()[0]
        field = ".".join(str(part) for part in (where, *first["loc"]))
        raise ValueError(f"{field}: {first['msg']}") from None


@cache
def policy_table() -> PolicyTable:
    return load_policy_table(Settings().policy_table)


def activity_options(name: Activity, base_queue: str) -> dict[str, Any]:
    """Task queue, timeouts and retry policy of one activity, from the table."""
    return policy_table().activities[name].options(base_queue)


def phase_policy(name: str) -> PhasePolicy:
    """Deadline and quorum of a fan-out phase (``gathering_knowledge``, ``generating_queries``)."""
    return policy_table().phases[name]
