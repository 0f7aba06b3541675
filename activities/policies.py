"""The activity policy table as data for the workflow: loaded and validated when the worker starts, handed to
each new journey by a local activity, so it is recorded in the journey's history. A journey therefore replays
with the table it ran with, whatever the file says later, and workflow code never reads a file."""

from __future__ import annotations

from temporalio import activity

from lexiquery.policies import PolicyTable

READ_POLICIES = "read_policies"


class PolicyActivities:
    def __init__(self, table: PolicyTable) -> None:
        self._table = table

    @activity.defn(name=READ_POLICIES)
    async def read_policies(self) -> PolicyTable:
        return self._table
