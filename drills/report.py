"""What a drill reports: the tally of its journeys, the checks that must hold, a table and a JSON file."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from harness.figures import spread


@dataclass
class Tally:
    """What became of a set of submitted journeys."""

    submitted: int = 0
    completed: int = 0
    by_state: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)
    failure_messages: dict[str, int] = field(default_factory=dict)
    lost: int = 0
    lost_ids: dict[str, list[str]] = field(default_factory=dict)
    given_up: int = 0
    submit_failures: dict[str, int] = field(default_factory=dict)
    orphans: list[str] = field(default_factory=list)
    unexpected: int = 0
    unexpected_reasons: dict[str, int] = field(default_factory=dict)
    unexpected_ids: list[str] = field(default_factory=list)
    degraded: dict[str, int] = field(default_factory=dict)
    degraded_reasons: dict[str, int] = field(default_factory=dict)
    ledger_rows: int = 0
    duplicates: int = 0
    ledger_missing: list[str] = field(default_factory=list)
    ledger_for_unfinished: list[str] = field(default_factory=list)
    ledger_mismatch: list[str] = field(default_factory=list)
    durations: list[float] = field(default_factory=list)
    history: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "submitted": self.submitted,
            "completed": self.completed,
            "failed": sum(self.failed.values()),
            "failed_by_type": self.failed,
            "by_state": self.by_state,
            "failure_messages": self.failure_messages,
            "lost": self.lost,
            "lost_ids": self.lost_ids,
            "duplicate_side_effects": self.duplicates,
            "duplicate_journeys": self.orphans,
            "submissions_given_up": self.given_up,
            "submit_attempt_failures": self.submit_failures,
            "unexpected_outcomes": self.unexpected,
            "unexpected_reasons": self.unexpected_reasons,
            "unexpected_ids": self.unexpected_ids[:20],
            "degraded_sources": self.degraded,
            "degraded_reasons": self.degraded_reasons,
            "ledger": {
                "rows": self.ledger_rows,
                "rows_beyond_one_per_journey": self.duplicates,
                "ended_without_row": self.ledger_missing,
                "rows_for_unfinished_journeys": self.ledger_for_unfinished,
                "row_differs_from_result": self.ledger_mismatch,
            },
            "journey_seconds": spread(self.durations),
            "history": self.history,
        }


@dataclass
class Check:
    name: str
    ok: bool
    detail: str = ""


def standard_checks(tally: Tally, expected: str) -> list[Check]:
    """The promises every drill checks: nothing lost, nothing duplicated, every journey as expected,
    and every history one a worker can replay."""
    unreplayable = tally.history.get("histories_that_do_not_replay", {})
    failures = tally.history.get("workflow_task_failures", 0)
    return [
        Check(
            "every history replays (no nondeterminism)",
            not unreplayable,
            "; ".join(f"{j}: {e}" for j, e in list(unreplayable.items())[:2]),
        ),
        Check(
            "no workflow task failed",
            not failures,
            json.dumps(tally.history.get("workflow_task_failure_causes", {}))[:300] if failures else "",
        ),
        Check("lost == 0", tally.lost == 0, json.dumps(tally.lost_ids) if tally.lost else ""),
        Check("duplicate side effects == 0", tally.duplicates == 0 and not tally.orphans, f"{tally.orphans[:3]}"),
        Check("no submission given up", tally.given_up == 0, f"{tally.given_up}"),
        Check(
            f"every journey {expected}",
            tally.unexpected == 0 and tally.lost == 0,
            "; ".join(f"{n}x {r}" for r, n in list(tally.unexpected_reasons.items())[:3]),
        ),
        Check(
            "one ledger row per ended journey, none for running ones",
            not tally.ledger_missing and not tally.ledger_for_unfinished and not tally.ledger_mismatch,
            f"missing {len(tally.ledger_missing)}, extra {len(tally.ledger_for_unfinished)}, "
            f"differing {len(tally.ledger_mismatch)}",
        ),
    ]


@dataclass
class Report:
    drill: str
    params: dict[str, Any]
    tally: Tally
    time_to_recover_s: Any = None
    figures: dict[str, Any] = field(default_factory=dict)
    checks: list[Check] = field(default_factory=list)
    scenarios: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    cleanup: dict[str, Any] = field(default_factory=dict)
    started_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    wall_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    def as_json(self) -> dict[str, Any]:
        t = self.tally.as_json()
        return {
            "drill": self.drill,
            "ok": self.ok,
            "started_at": self.started_at,
            "wall_seconds": round(self.wall_seconds, 1),
            "params": self.params,
            "journeys_submitted": t["submitted"],
            "completed": t["completed"],
            "failed": t["failed"],
            "failed_by_type": t["failed_by_type"],
            "lost": t["lost"],
            "duplicate_side_effects": t["duplicate_side_effects"],
            "time_to_recover_s": self.time_to_recover_s,
            "figures": self.figures,
            "checks": [{"name": c.name, "ok": c.ok, "detail": c.detail} for c in self.checks],
            "scenarios": self.scenarios,
            "accounting": t,
            "notes": self.notes,
            "cleanup": self.cleanup,
        }

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.as_json(), indent=2, default=str) + "\n")

    def table(self) -> str:
        t = self.tally
        rows: list[tuple[str, str]] = [
            ("journeys submitted", str(t.submitted)),
            ("completed", str(t.completed)),
            ("failed (by type)", _fmt(t.failed) if t.failed else "0"),
            ("lost", str(t.lost)),
            ("duplicate side effects", str(t.duplicates + len(t.orphans))),
            ("time to recover (s)", _fmt(self.time_to_recover_s)),
            ("journey seconds", _fmt(spread(t.durations))),
        ]
        rows += [(k, _fmt(v)) for k, v in self.figures.items()]
        width = max(len(k) for k, _ in rows)
        lines = [f"== drills.{self.drill}: {'OK' if self.ok else 'FAILED'} ({self.wall_seconds:.0f}s) =="]
        lines += [f"{k.ljust(width)}  {v}" for k, v in rows]
        if self.scenarios:
            lines.append("")
            lines.append(scenario_table(self.scenarios))
        lines.append("checks:")
        lines += [
            f"  {'PASS' if c.ok else 'FAIL'}  {c.name}" + (f"  [{c.detail}]" if c.detail else "") for c in self.checks
        ]
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


SCENARIO_ROWS = (
    ("faults", "faults"),
    ("submitted", "submitted"),
    ("completed", "completed"),
    ("failed (by type)", "failed_by_type"),
    ("lost", "lost"),
    ("duplicate side effects", "duplicate_side_effects"),
    ("degraded sources", "degraded_sources"),
    ("activity retries", "activity_retries"),
    ("retried call seconds p50/max", "retried_seconds"),
    ("journey seconds p50/max", "journey_seconds"),
    ("time to all terminal (s)", "time_to_all_terminal_s"),
    ("expected", "expected"),
    ("as expected", "as_expected"),
)


def scenario_table(scenarios: list[dict[str, Any]]) -> str:
    names = [s["scenario"] for s in scenarios]
    cells = [[_fmt(s.get(key)) for s in scenarios] for _, key in SCENARIO_ROWS]
    label_w = max(len(label) for label, _ in SCENARIO_ROWS)
    widths = [max(len(n), *(len(row[i]) for row in cells)) for i, n in enumerate(names)]
    lines = [" " * label_w + "  " + "  ".join(n.ljust(w) for n, w in zip(names, widths, strict=True))]
    for (label, _), row in zip(SCENARIO_ROWS, cells, strict=True):
        lines.append(label.ljust(label_w) + "  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, dict):
        if not value:
            return "-"
        if set(value) >= {"n", "p50", "max"}:
            return f"p50 {value['p50']} max {value['max']} (n={value['n']})"
        return ", ".join(f"{k}({_fmt(v)})" if isinstance(v, dict) else f"{k}={_fmt(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_fmt(v) for v in value) if value else "-"
    return str(value)
