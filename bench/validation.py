"""The validator measured on real queries: the whole query library (accepted?), deterministically
corrupted copies of each (rejected?), the curated dangerous set (classified high?), and time per query.

    uv run python -m bench.validation [--slice N]
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from harness.figures import percentile
from lexiquery.contracts import Platform
from lexiquery.settings import Settings
from lexiquery.validation import validate

DANGEROUS = Path(__file__).parent / "data" / "dangerous.jsonl"
KINDS = ("unbalanced-bracket", "unbalanced-quote", "truncated", "misspelled")
# Words whose misspelling the language does not allow, in places where they are syntax.
MISSPELLABLE: dict[Platform, re.Pattern[str]] = {
    Platform.KQL: re.compile(
        r"\|\s*(where|project|summarize|extend|join|order|sort|take|top|distinct|parse|mv-expand)\b"
    ),
    Platform.SPL: re.compile(
        r"\b(count|values|dc|min|max|sum|avg|latest|earliest|if|case|coalesce|replace|match|lower|strftime)\s*\("
    ),
    Platform.SQL: re.compile(r"\b(SELECT|FROM|WHERE|JOIN|GROUP|ORDER|HAVING|UNION)\b", re.IGNORECASE),
    Platform.PROMQL: re.compile(
        r"\b(rate|irate|increase|sum|avg|max|min|count|histogram_quantile|absent|delta)\s*\(|\b(by)\s*\("
    ),
}
QUOTES = {Platform.KQL: "\"'", Platform.SPL: '"`', Platform.SQL: "'\"", Platform.PROMQL: "\"'"}


@dataclass
class Record:
    id: str
    platform: Platform
    query: str
    dialect: str | None


def library(platform: Platform) -> list[Record]:
    path = Settings().knowledge_dir / "library" / f"{platform.value}.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [Record(r["id"], platform, r["query"], "sqlite" if platform is Platform.SQL else None) for r in rows]


def _code_mask(query: str, quotes: str) -> list[bool]:
    """True for characters outside string literals and comments."""
    mask = [True] * len(query)
    i = 0
    while i < len(query):
        char = query[i]
        if char in quotes:
            j = i + 1
            while j < len(query) and query[j] != char:
                j += 2 if query[j] == "\\" else 1
            for k in range(i, min(j + 1, len(query))):
                mask[k] = False
            i = j + 1
        elif query.startswith(("//", "--"), i) or query.startswith("```", i):
            end = query.find("\n", i) if not query.startswith("```", i) else query.find("```", i + 3) + 3
            end = len(query) if end < i else end
            for k in range(i, end):
                mask[k] = False
            i = end
        else:
            i += 1
    return mask


def corrupt(record: Record, kind: str) -> str | None:
    """One deterministic corruption of ``kind``, or None when the query offers no place for it."""
    query = record.query
    mask = _code_mask(query, QUOTES[record.platform])
    pick = int(hashlib.sha256(f"{record.id}:{kind}".encode()).hexdigest(), 16)

    def choose(positions: list[int]) -> int | None:
        return positions[pick % len(positions)] if positions else None

    if kind == "unbalanced-bracket":
        closers = [i for i, c in enumerate(query) if c in ")]" and mask[i]]
        at = choose(closers)
        return None if at is None else query[:at] + query[at + 1 :]
    if kind == "unbalanced-quote":
        quote_chars = QUOTES[record.platform]
        starts = [i for i, c in enumerate(query) if c in quote_chars and (i == 0 or mask[i - 1]) and not mask[i]]
        at = choose(starts)
        return None if at is None else query[:at] + query[at + 1 :]
    if kind == "truncated":
        if record.platform in (Platform.KQL, Platform.SPL):
            cuts = [i + 1 for i, c in enumerate(query) if c == "|" and mask[i] and i > 0]
        elif record.platform is Platform.PROMQL:
            cuts = [i + 1 for i, c in enumerate(query) if c == "(" and mask[i]]
        else:
            keywords = re.finditer(r"\b(?:WHERE|FROM|AND|ON|BY|SELECT|JOIN)\b", query, re.IGNORECASE)
            cuts = [m.end() for m in keywords if mask[m.start()]]
        at = choose(cuts)
        return None if at is None else query[:at]
    matches = [m for m in MISSPELLABLE[record.platform].finditer(query) if mask[m.start()]]
    if not matches:
        return None
    match = matches[pick % len(matches)]
    group = next(g for g in range(1, (match.lastindex or 0) + 1) if match.group(g))
    word, start = match.group(group), match.start(group)
    if len(word) < 3:
        wrong = word[::-1] + word[0]  # "by" -> "yb" + "b"
    else:
        wrong = word[0] + word[2] + word[1] + word[3:] if word[1] != word[2] else word[0] + word[1:] + word[-1]
    return query[:start] + wrong + query[start + len(word) :]


def corrupted_copies(records: list[Record]) -> list[tuple[str, Record]]:
    """For each query, a corruption of the first applicable kind, starting from one its id picks."""
    copies = []
    for record in records:
        first = int(hashlib.sha256(record.id.encode()).hexdigest(), 16) % len(KINDS)
        for kind in KINDS[first:] + KINDS[:first]:
            broken = corrupt(record, kind)
            if broken is not None and broken != record.query:
                copies.append((kind, Record(f"{record.id}~{kind}", record.platform, broken, record.dialect)))
                break
    return copies


def timed(records: list[Record], check: Callable[[Record], bool]) -> tuple[int, list[float], list[Record]]:
    passed, times, failed = 0, [], []
    for record in records:
        started = time.perf_counter()
        ok = check(record)
        times.append((time.perf_counter() - started) * 1000)
        passed += ok
        if not ok:
            failed.append(record)
    return passed, times, failed


def _valid(record: Record) -> bool:
    return validate(record.platform, record.query, dialect=record.dialect).valid


def dangerous() -> list[dict[str, str]]:
    return [json.loads(line) for line in DANGEROUS.read_text().splitlines() if line.strip()]


def main() -> None:
    limit = int(sys.argv[sys.argv.index("--slice") + 1]) if "--slice" in sys.argv else None
    print(f"{'platform':8} {'accepted':>16} {'corrupted rejected':>20} {'p50 ms':>7} {'p99 ms':>7} {'queries/s':>9}")
    for platform in Platform:
        records = library(platform)[:limit]
        accepted, times, rejected_real = timed(records, _valid)
        copies = corrupted_copies(records)
        caught, _, missed = timed([c for _, c in copies], lambda r: not _valid(r))
        by_kind = Counter(kind for kind, _ in copies)
        missed_kinds = Counter(r.id.split("~")[1] for r in missed)
        print(
            f"{platform.value:8} {accepted:>5}/{len(records):<5} {accepted / len(records):6.1%} "
            f"{caught:>6}/{len(copies):<5} {caught / max(len(copies), 1):6.1%} "
            f"{percentile(times, 50):7.2f} {percentile(times, 99):7.2f} {1000 * len(times) / sum(times):9.0f}"
        )
        for kind in KINDS:
            print(f"           {kind:20} {by_kind[kind] - missed_kinds[kind]}/{by_kind[kind]} rejected")
        high = [r.id for r in records if validate(r.platform, r.query, dialect=r.dialect).risk == "high"]
        print(f"           real queries classed high: {len(high)} {high[:5]}")
        if rejected_real:
            print(f"           real queries rejected: {[r.id for r in rejected_real[:8]]}")
    rows = dangerous()
    verdicts = [(row, validate(row["platform"], row["query"], dialect=row.get("dialect")).risk) for row in rows]
    wanted_high = [(row, risk) for row, risk in verdicts if row["expected"] == "high"]
    others = [(row, risk) for row, risk in verdicts if row["expected"] != "high"]
    caught_high = sum(risk == "high" for _, risk in wanted_high)
    print(f"dangerous set: {caught_high}/{len(wanted_high)} classed high ({caught_high / len(wanted_high):.1%}); "
          f"{sum(risk != 'high' for _, risk in others)}/{len(others)} read-only ones not high")  # fmt: skip
    for row, risk in wanted_high:
        if risk != "high":
            print(f"   missed ({risk}): [{row['platform']}] {row['query'][:100]!r}")


if __name__ == "__main__":
    main()
