"""References between a plan's steps: ``step:s2.rows[*].host`` is the ``host`` of every row step ``s2``
returned. The workflow resolves them from recorded results (deterministic, no I/O), and plan validation
checks each against the output model of the step it names before anything runs.

A small subset of JSONPath is all a plan needs (fields, ``[N]``, ``[*]``), so it is written here rather than
taken from a JSONPath library: the workflow sandbox re-imports modules on every run, and these thirty lines
are easier to keep deterministic than a parser generator.
"""

from __future__ import annotations

import re
import types
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel

_REFERENCE = re.compile(r"^step:(?P<step>[A-Za-z0-9_-]+)(?P<path>(?:\.[A-Za-z_][\w-]*|\[\*\]|\[\d+\])*)$")
_SEGMENT = re.compile(r"\.([A-Za-z_][\w-]*)|\[(\*|\d+)\]")


class UnresolvedReference(ValueError):
    """A reference that does not parse, or does not resolve."""


def parse(reference: str) -> tuple[str, list[str]] | None:
    """``step:s2.rows[*].host`` → (``s2``, [``rows``, ``*``, ``host``]); None when it is not a reference."""
    match = _REFERENCE.match(reference)
    if match is None:
        return None
    return match["step"], [field or index for field, index in _SEGMENT.findall(match["path"])]


def references(value: Any) -> list[str]:
    """Every reference inside a step's input (strings at any depth)."""
    if isinstance(value, str):
        return [value] if value.startswith("step:") else []
    if isinstance(value, dict):
        return [found for item in value.values() for found in references(item)]
    if isinstance(value, list):
        return [found for item in value for found in references(item)]
    return []


def resolve(value: Any, results: dict[str, Any]) -> Any:
    """``value`` with every reference replaced by what it points at in ``results`` (step id → output)."""
    if isinstance(value, str) and value.startswith("step:"):
        parsed = parse(value)
        if parsed is None:
            raise UnresolvedReference(f"{value!r} is not a reference (step:<id> then .field, [N] or [*])")
        step, path = parsed
        if step not in results:
            raise UnresolvedReference(f"{value!r}: step {step!r} has no result")
        return _walk(results[step], path, value)
    if isinstance(value, dict):
        return {key: resolve(item, results) for key, item in value.items()}
    if isinstance(value, list):
        return [resolve(item, results) for item in value]
    return value


CLAIM = "$claim"  # a result kept outside the history: {"$claim": "sha256:…", "summary": …}
CLAIM_PATH = "$path"  # what is left to walk once the claimed result is loaded (by the activity that needs it)


def _walk(data: Any, path: list[str], reference: str) -> Any:
    for position, segment in enumerate(path):
        if isinstance(data, dict) and CLAIM in data:  # the rest of the way is walked where the result is loaded
            return {CLAIM: data[CLAIM], CLAIM_PATH: path[position:]}
        if segment == "*":
            if not isinstance(data, list):
                raise UnresolvedReference(f"{reference!r}: [*] over something that is not a list")
            return [_walk(item, path[position + 1 :], reference) for item in data]
        if segment.isdigit():
            if not isinstance(data, list) or int(segment) >= len(data):
                raise UnresolvedReference(f"{reference!r}: no item [{segment}]")
            data = data[int(segment)]
        elif isinstance(data, BaseModel) and segment in type(data).model_fields:
            data = getattr(data, segment)
        elif isinstance(data, dict) and segment in data:
            data = data[segment]
        else:
            raise UnresolvedReference(f"{reference!r}: no field {segment!r}")
    return data


def walk(data: Any, path: list[str], reference: str = "a claimed result") -> Any:
    """Follow ``path`` into ``data`` (fields, [N], [*]): what an activity does with a claimed result's rest."""
    return _walk(data, path, reference)


def path_problem(model: type[BaseModel], path: list[str]) -> str | None:
    """Why ``path`` cannot exist in ``model``'s output, or None. Past a ``dict[str, Any]`` (a row) anything goes:
    a row's columns are known only when the query has run."""
    kind: Any = model
    for segment in path:
        kind = _optional(kind)
        if segment == "*" or segment.isdigit():
            if get_origin(kind) is not list:
                return f"[{segment}] on {getattr(kind, '__name__', kind)}, which is not a list"
            kind = get_args(kind)[0] if get_args(kind) else Any
        elif isinstance(kind, type) and issubclass(kind, BaseModel):
            field = kind.model_fields.get(segment)
            if field is None:
                return f"{kind.__name__} has no field {segment!r}"
            kind = field.annotation
        elif get_origin(kind) is dict or kind is Any:
            return None
        else:
            return f"field {segment!r} on {getattr(kind, '__name__', kind)}"
    return None


def _optional(kind: Any) -> Any:
    """``X | None`` → ``X``."""
    if get_origin(kind) in (Union, types.UnionType):
        present = [arg for arg in get_args(kind) if arg is not type(None)]
        return present[0] if len(present) == 1 else kind
    return kind
