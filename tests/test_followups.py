"""Follow-up questions: what the new question changes of the earlier one, and what it keeps."""

from __future__ import annotations

import pytest

from lexiquery.contracts import Platform
from lexiquery.followups import follow_up

EARLIER = "failed sign-ins for admins in the last hour"


@pytest.mark.parametrize(
    ("question", "asked", "platforms"),
    [
        ("same for yesterday", "failed sign-ins for admins yesterday", None),  # the window replaced
        ("Same, but over the past 2 days?", "failed sign-ins for admins over the past 2 days", None),
        ("what about the last 7 days in KQL", "failed sign-ins for admins in the last 7 days", [Platform.KQL]),
        ("now in SPL", EARLIER, [Platform.SPL]),  # the question kept, the platform changed
        ("only break-glass accounts", f"{EARLIER} only break-glass accounts", None),  # narrowed
        ("Which pods restarted most often across the cluster today?",
         "Which pods restarted most often across the cluster today?", None),  # a question of its own
    ],
)  # fmt: skip
def test_a_follow_up_changes_what_it_says_and_keeps_the_rest(
    question: str, asked: str, platforms: list[Platform] | None
) -> None:
    read = follow_up(EARLIER, question)
    assert (read.question, read.platforms) == (asked, platforms)
