"""What every platform's checker reports, and helpers they share."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

RISK_ORDER = {"none": 0, "low": 1, "medium": 2, "high": 3}
LONG_RANGE_SECONDS = 30 * 86400
_SPAN = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w|y)?\s*$")
_SPAN_SECONDS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800, "y": 31536000, None: 86400}


@dataclass
class Findings:
    """A checker's verdict on one query, before it becomes a QueryValidation."""

    errors: list[tuple[str, int | None, int | None]] = field(default_factory=list)  # message, line, column
    references: list[str] = field(default_factory=list)
    risk_reasons: dict[str, list[str]] = field(default_factory=dict)  # tier -> reasons
    warnings: list[str] = field(default_factory=list)
    window_seconds: float | None = None
    statements: int = 1

    def risk(self, tier: str, reason: str) -> None:
        self.risk_reasons.setdefault(tier, []).append(reason)

    @property
    def tier(self) -> str:
        tiers = [t for t in self.risk_reasons if self.risk_reasons[t]]
        return max(tiers, key=RISK_ORDER.__getitem__) if tiers else "low"

    def widen_window(self, seconds: float | None) -> None:
        if seconds is not None:
            self.window_seconds = max(self.window_seconds or 0.0, seconds)


def span_seconds(text: str) -> float | None:
    """``1h`` → 3600, ``30d`` → 2592000, ``7`` → 7 days (KQL's bare number is days)."""
    match = _SPAN.match(text)
    if not match:
        return None
    return float(match[1]) * _SPAN_SECONDS[match[2]]


def line_column(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of a character offset."""
    before = text[:offset]
    return before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1


def strip_comments_and_strings(text: str, comment: str) -> str:
    """Text with string literals blanked and ``comment``-to-end-of-line comments removed (same length)."""
    out = []
    i = 0
    while i < len(text):
        if text.startswith(comment, i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        char = text[i]
        if char in "\"'":
            j = i + 1
            while j < len(text) and text[j] != char:
                j += 2 if text[j] == "\\" else 1
            out.append(char + " " * (min(j, len(text)) - i - 1) + (char if j < len(text) else ""))
            i = j + 1
            continue
        out.append(char)
        i += 1
    return "".join(out)[: len(text)]
