"""Intent accuracy of the planner's deterministic classifier on the labeled set (bench/data/intents.jsonl).

uv run python -m bench.intents [--errors]
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

from agents.intent import classify

DATA = Path(__file__).parent / "data"
# intents.jsonl: the labeled set the classifier was developed against (the 95 % bar applies to it);
# intents-holdout.jsonl: written independently, never looked at while writing the rules.
SETS = ("intents.jsonl", "intents-holdout.jsonl")


def load(name: str = SETS[0]) -> list[dict[str, object]]:
    return [json.loads(line) for line in (DATA / name).read_text().splitlines() if line.strip()]


def evaluate(
    rows: list[dict[str, object]],
) -> tuple[float, list[tuple[str, str, str]], dict[str, tuple[int, int]]]:
    errors: list[tuple[str, str, str]] = []
    per_intent: dict[str, list[int]] = {}
    for row in rows:
        predicted = classify(str(row["question"])).intent
        right = predicted == row["intent"]
        per_intent.setdefault(str(row["intent"]), [0, 0])[0] += right
        per_intent[str(row["intent"])][1] += 1
        if not right:
            errors.append((str(row["question"]), str(row["intent"]), predicted))
    correct = sum(c for c, _ in per_intent.values())
    return correct / len(rows), errors, {k: (c, n) for k, (c, n) in per_intent.items()}


def main() -> None:
    for name in SETS:
        rows = load(name)
        started = time.perf_counter()
        accuracy, errors, per_intent = evaluate(rows)
        elapsed = time.perf_counter() - started
        each_ms = elapsed * 1000 / len(rows)
        print(f"{name}: intent accuracy {accuracy:.1%} on {len(rows)} questions ({each_ms:.2f} ms each)")
        for intent, (correct, total) in sorted(per_intent.items()):
            print(f"  {intent:9} {correct}/{total} ({correct / total:.0%})")
        confusions = Counter((label, predicted) for _, label, predicted in errors)
        for (label, predicted), n in confusions.most_common():
            print(f"  {label} taken for {predicted}: {n}")
        if "--errors" in sys.argv:
            for question, label, predicted in errors:
                print(f"    [{label} -> {predicted}] {question}")


if __name__ == "__main__":
    main()
