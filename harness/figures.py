"""Figures over samples: one percentile (NumPy's linear interpolation) and the summaries built on it."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (q in 0..100), interpolated between order statistics; NaN for no values."""
    return float(np.percentile(values, q)) if len(values) else math.nan


def spread(values: Sequence[float], digits: int = 3) -> dict[str, Any]:
    """n, min, p50, p90, p99 and max, rounded; only n for no values."""
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "min": round(min(values), digits),
        **{f"p{q}": round(percentile(values, q), digits) for q in (50, 90, 99)},
        "max": round(max(values), digits),
    }


def ratio(a: float, b: float) -> float:
    return round(a / b, 2) if b else math.nan


def mean(values: Iterable[float]) -> float:
    listed = list(values)
    return sum(listed) / len(listed) if listed else 0.0
