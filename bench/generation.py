"""The deterministic generator over the query corpus: each published query's description is asked as a
question; the generated query is validated and compared with the published one by what it reads.

    uv run python -m bench.generation [--slice N] [--corpus DIR]

Per platform: the share the validator accepts, the share that reads only catalog sources, how far the
sources read overlap with the published query's (mean Jaccard, and the share with any overlap), and the
time per question. The published queries read thousands of real tables; the generator knows the demo
estate's datasets, so overlap measures how often a question lands on the same data, not correctness.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agents.data import deterministic
from agents.intent import extract_entities
from harness.figures import percentile
from lexiquery.catalogs import declared_schema
from lexiquery.contracts import GenerateRequest, Platform
from lexiquery.settings import PROJECT_ROOT
from lexiquery.validation import validate

SHIPPED = PROJECT_ROOT / "agents" / "knowledge_base" / "library"


@dataclass
class Figures:
    platform: Platform
    questions: int = 0
    accepted: int = 0
    catalog_only: int = 0
    any_overlap: int = 0
    jaccard: list[float] = field(default_factory=list)
    millis: list[float] = field(default_factory=list)
    rejected: list[tuple[str, str, str]] = field(default_factory=list)

    def line(self) -> str:
        n = max(self.questions, 1)
        return (
            f"{self.platform.value:7} {self.questions:5}  accepted {self.accepted / n:7.2%}  "
            f"catalog-only {self.catalog_only / n:7.2%}  any overlap {self.any_overlap / n:6.2%}  "
            f"mean jaccard {statistics.fmean(self.jaccard or [0]):.3f}  "
            f"p50 {percentile(self.millis, 50):.1f} ms  p99 {percentile(self.millis, 99):.1f} ms"
        )


def records(platform: Platform, directory: Path) -> list[dict[str, Any]]:
    path = directory / f"{platform.value}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _names(values: list[str]) -> set[str]:
    """Sources compared case-blind; a data model by its name (``datamodel:Authentication.Failed`` reads
    ``datamodel:authentication``)."""
    return {value.split(".")[0].lower() if value.startswith("datamodel:") else value.lower() for value in values}


def measure(platform: Platform, rows: list[dict[str, Any]]) -> Figures:
    figures = Figures(platform)
    schema = declared_schema(platform)  # the demo estate's, which the rules read
    for row in rows:
        question = str(row.get("description") or row.get("title") or "").strip()
        if not question:
            continue
        request = GenerateRequest(
            journey_id="bench", question=question, platform=platform, entities=extract_entities(question)
        )
        started = time.perf_counter()
        query, *_ = deterministic(request, "sqlite")
        verdict = validate(platform, query, dialect="sqlite" if platform is Platform.SQL else None, schema=schema)
        figures.millis.append((time.perf_counter() - started) * 1000)
        figures.questions += 1
        if verdict.valid:
            figures.accepted += 1
        else:
            why = verdict.errors[0].message if verdict.errors else ""
            figures.rejected.append((str(row["id"]), question[:80], why))
        read = _names(verdict.tables)
        if verdict.sources and all(source.exists for source in verdict.sources):
            figures.catalog_only += 1
        published = _names([str(name) for name in row.get("tables_or_indexes_or_metrics") or []])
        if published:
            union = read | published
            figures.jaccard.append(len(read & published) / len(union))
            figures.any_overlap += bool(read & published)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--slice", type=int, default=0, help="only the first N queries of each platform")
    parser.add_argument(
        "--corpus", type=Path, default=SHIPPED, help="a folder of <platform>.jsonl (default: the shipped library)"
    )
    args = parser.parse_args()
    print(f"corpus: {args.corpus}")
    for platform in Platform:
        rows = records(platform, args.corpus)
        figures = measure(platform, rows[: args.slice] if args.slice else rows)
        print(figures.line())
        for record_id, question, error in figures.rejected[:5]:
            print(f"    rejected {record_id}: {question!r}: {error}")


if __name__ == "__main__":
    main()
