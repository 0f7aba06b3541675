"""An investigation's own steps (#19): registered functions and sandboxed code (this worker's CPU), and MCP tools
(another server). Query steps are the data agents' generate and execute activities, as in every journey."""

from __future__ import annotations

import asyncio
from typing import Any

from mcp import Client as McpClient
from pydantic import ValidationError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from lexiquery.contracts import CodeInput, FailureType, FunctionInput, StepResult, ToolInput
from lexiquery.functions import call
from lexiquery.names import Activity
from lexiquery.sandbox import run_code as run_sandboxed
from lexiquery.settings import Settings


def summary_of(value: Any) -> str:
    """One line about a step's result: rows and columns for a table, else its type and size."""
    if isinstance(value, dict) and isinstance(value.get("rows"), list):
        columns = value.get("columns") or []
        return f"{len(value['rows'])} rows" + (f" ({', '.join(map(str, columns[:6]))})" if columns else "")
    if isinstance(value, list | dict):
        return f"{type(value).__name__} of {len(value)}"
    return f"{type(value).__name__}: {str(value)[:80]}"


def _refused(message: str) -> ApplicationError:
    """A step whose input is wrong fails the same way every time: never retried."""
    return ApplicationError(message, type=FailureType.POLICY, non_retryable=True)


class InvestigationActivities:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    @activity.defn(name=Activity.RUN_FUNCTION)
    async def run_function(self, input: FunctionInput) -> StepResult:
        try:
            rows = call(input.function, input.arguments)
        except KeyError:
            raise _refused(f"no function {input.function!r} is registered") from None
        except ValidationError as invalid:
            raise _refused(f"{input.function}: {invalid.errors()[0]['msg']} at {invalid.errors()[0]['loc']}") from None
        value = rows.model_dump(mode="json")
        return StepResult(step_id=input.step_id, value=value, summary=summary_of(value))

    @activity.defn(name=Activity.RUN_CODE)
    async def run_code(self, input: CodeInput) -> StepResult:
        """The code in a fresh restricted process (off the event loop: it waits for the child)."""
        outcome = await asyncio.to_thread(run_sandboxed, input.code, input.data)
        if not outcome.ok:
            raise _refused(f"the code was {outcome.outcome.value}: {outcome.error}")
        return StepResult(step_id=input.step_id, value=outcome.output, summary=summary_of(outcome.output))

    @activity.defn(name=Activity.CALL_TOOL)
    async def call_tool(self, input: ToolInput) -> StepResult:
        server, _, tool = input.tool.partition(".")
        if not server or not tool:
            raise _refused(f"{input.tool!r} is not a server.tool name from the catalog")
        url = f"{self._settings.resolved_agents_base_url}/tools/{server}/mcp"
        async with McpClient(url) as client:
            answer = await client.call_tool(tool, input.arguments)
        if answer.is_error:
            text = " ".join(getattr(block, "text", "") for block in answer.content)
            raise _refused(f"{input.tool}: {text}")
        value = answer.structured_content
        return StepResult(step_id=input.step_id, value=value, summary=summary_of(value))
