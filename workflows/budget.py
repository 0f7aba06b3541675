"""ToolBudget arithmetic: charge a journey's usage with each result and say which ceilings it crossed."""

from __future__ import annotations

from lexiquery.contracts import BudgetUsage, CostInfo

WARN_AT = 0.8
# Budget field -> the CostTotals field it caps.
DIMENSIONS = {"cost_usd": "cost_usd", "llm_calls": "llm_calls", "tool_calls": "mcp_calls", "tokens": "tokens"}


def charge(usage: BudgetUsage, cost: CostInfo) -> list[str]:
    """Add ``cost`` to ``usage``; record an 80 % warning once per ceiling; return ceilings newly exceeded."""
    usage.spent.add(cost)
    crossed = []
    for limit_name, spent_name in DIMENSIONS.items():
        limit = getattr(usage.limits, limit_name)
        spent = getattr(usage.spent, spent_name)
        if spent > limit and limit_name not in usage.exceeded:
            usage.exceeded.append(limit_name)
            crossed.append(f"{limit_name}: {_fmt(spent)} spent, ceiling {_fmt(limit)}")
        elif limit and spent >= WARN_AT * limit and not any(w.startswith(f"{limit_name}:") for w in usage.warnings):
            usage.warnings.append(f"{limit_name}: {_fmt(spent)} of {_fmt(limit)} ({spent / limit:.0%})")
    return crossed


def _fmt(value: float) -> str:
    return f"{value:g}" if isinstance(value, int) or value == int(value) else f"{value:.4f}"
