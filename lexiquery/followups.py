"""Follow-up questions (#21): what a new question changes of the journey it follows, and what it keeps.

"Same for yesterday" keeps the earlier question and changes its window; "only admins" narrows it; "now in SPL"
keeps it and changes the platform; a question that stands on its own replaces it and keeps only the settings
(sources, time range, profile, context). The phrases are data below, not a chain of cases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lexiquery.contracts import Platform

# Words that open a refinement of the last question rather than a new one: dropped from it.
REFINING = re.compile(
    r"^[\s,]*(?:(?:the\s+)?same(?:\s+thing)?(?:\s+(?:for|in|over|with))?|what about|how about|and|now|but|also|"
    r"then|ok(?:ay)?)\b[\s,]*",
    re.IGNORECASE,
)
# Words that narrow the last question: kept in it ("only admins", "excluding service accounts").
NARROWING = re.compile(r"^\s*(?:only|just|except|excluding|without|not)\b", re.IGNORECASE)
WINDOW = re.compile(
    r"\b(?:(?:in|over|during|for|from)\s+)?(?:the\s+)?(?:last|past|previous)\s+(?:\d+\s+)?"
    r"(?:minute|hour|day|week|month|year)s?\b|\b(?:(?:since|for|from)\s+)?(?:today|yesterday|last night|this week|"
    r"this month|last week|last month)\b",
    re.IGNORECASE,
)
PLATFORM_NAMES = {"kql": Platform.KQL, "sentinel": Platform.KQL, "spl": Platform.SPL, "splunk": Platform.SPL,
                  "sql": Platform.SQL, "promql": Platform.PROMQL, "prometheus": Platform.PROMQL}  # fmt: skip
PLATFORM = re.compile(rf"\b(?:in|as|using|with|on|for)\s+({'|'.join(PLATFORM_NAMES)})\b", re.IGNORECASE)
SHORT = 5  # words: a question this short refines the last one even without an opening word


@dataclass(frozen=True)
class FollowUp:
    question: str  # the question the new journey asks
    platforms: list[Platform] | None  # None: keep the earlier journey's
    refines: bool  # True: read against the earlier question; False: a question of its own
    window: bool = False  # it names its own window: the earlier time range no longer holds


def follow_up(earlier: str, question: str) -> FollowUp:
    """The new journey's question and platforms, from the earlier question and the follow-up."""
    named = [PLATFORM_NAMES[m.lower()] for m in PLATFORM.findall(question)]
    rest = PLATFORM.sub(" ", question)
    refines = bool(REFINING.match(rest) or NARROWING.match(rest)) or len(rest.split()) <= SHORT
    if not refines:
        return FollowUp(question=question.strip(), platforms=named or None, refines=False,
                        window=bool(WINDOW.search(question)))  # fmt: skip
    while opening := REFINING.match(rest):  # "same, but …", "and now …"
        rest = rest[opening.end() :]
    window = WINDOW.search(rest)
    base = earlier
    if window:  # the new window replaces the earlier one
        base = _tidy(WINDOW.sub(" ", earlier))
        rest = WINDOW.sub(" ", rest)
    said = window[0] if window else ""
    if re.match(r"(?:the\s+)?(?:last|past|previous)\b", said, re.IGNORECASE):
        said = f"in {said}"
    words = " ".join(part for part in (base, _tidy(rest), said) if part)
    return FollowUp(question=_tidy(words), platforms=named or None, refines=True, window=bool(window))


def _tidy(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"\s+([?.!,])", r"\1", text)).strip(" ?.!,")
