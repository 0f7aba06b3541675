"""Knowledge documents and the files they come from: Markdown (YAML front matter), YAML lists, JSONL.

Shared by the knowledge store (which splits documents into passages) and ``lexiquery ingest`` (which
checks files before sending them), so a file is read the same way wherever it is read. A malformed
file is refused whole, with its path and the line that is wrong.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*\n", re.DOTALL)
# Record fields that make up the text of a YAML/JSONL document, in reading order.
TEXT_FIELDS = ("text", "description", "symptoms", "cause", "resolution")
SUFFIXES = (".md", ".markdown", ".yaml", ".yml", ".jsonl")


class Document(BaseModel):
    """One knowledge document: an SOP, a known error, a wiki page, a library query…"""

    id: str = Field(min_length=1, max_length=200)
    title: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1)
    metadata: dict[str, Any] = Field(default_factory=dict)


class DocumentError(ValueError):
    """A file that cannot be ingested; the message names the file and line."""


def parse_markdown(text: str, *, source: str) -> Document:
    match = _FRONT_MATTER.match(text)
    if not match:
        raise DocumentError(f"{source}:1: missing YAML front matter (--- id/title ---)")
    try:
        meta = yaml.safe_load(match[1]) or {}
    except yaml.YAMLError as exc:
        line = exc.problem_mark.line + 2 if getattr(exc, "problem_mark", None) else 1  # type: ignore[attr-defined]
        raise DocumentError(f"{source}:{line}: front matter is not valid YAML") from exc
    if not isinstance(meta, dict):
        raise DocumentError(f"{source}:2: front matter must be a mapping")
    body = text[match.end() :].strip()
    return _document(meta | {"text": body}, source=source, line=1, text_fields=("text",))


def _document(record: Any, *, source: str, line: int, text_fields: tuple[str, ...] = TEXT_FIELDS) -> Document:
    if not isinstance(record, dict):
        raise DocumentError(f"{source}:{line}: expected a mapping with id and title")
    missing = [key for key in ("id", "title") if not record.get(key)]
    if missing:
        raise DocumentError(f"{source}:{line}: missing {' and '.join(missing)}")
    parts = [
        str(record[key]) if key in ("text", "description") else f"{key.capitalize()}: {record[key]}"
        for key in text_fields
        if record.get(key)
    ]
    if not parts:
        raise DocumentError(f"{source}:{line}: no text (one of {', '.join(text_fields)})")
    metadata = {k: v for k, v in record.items() if k not in ("id", "title", "text")}
    return Document(id=str(record["id"]), title=str(record["title"]), text="\n\n".join(parts), metadata=metadata)


def parse_yaml(text: str, *, source: str) -> list[Document]:
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise DocumentError(f"{source}:{mark.line + 1 if mark else 1}: not valid YAML: {exc}") from exc
    if root is None:
        return []
    if not isinstance(root, yaml.SequenceNode):
        raise DocumentError(f"{source}:{root.start_mark.line + 1}: expected a list of documents")
    records = yaml.safe_load(text)
    return [
        _document(record, source=source, line=node.start_mark.line + 1)
        for node, record in zip(root.value, records, strict=True)
    ]


def parse_jsonl(text: str, *, source: str) -> list[Document]:
    documents = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DocumentError(f"{source}:{number}: not valid JSON: {exc.msg}") from exc
        documents.append(_document(record, source=source, line=number))
    return documents


def load_file(path: Path) -> list[Document]:
    """Every document in one file, or a :class:`DocumentError` (nothing from a malformed file)."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DocumentError(f"{source}:1: cannot read: {exc}") from exc
    suffix = path.suffix.lower()
    if suffix in (".md", ".markdown"):
        return [parse_markdown(text, source=source)]
    if suffix in (".yaml", ".yml"):
        return parse_yaml(text, source=source)
    if suffix == ".jsonl":
        return parse_jsonl(text, source=source)
    raise DocumentError(f"{source}:1: unsupported file type {suffix!r} (use {', '.join(SUFFIXES)})")


def document_files(path: Path) -> list[Path]:
    """``path`` itself, or the knowledge files under it (sorted)."""
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.suffix.lower() in SUFFIXES and not p.name.startswith("."))
    return [path]
