"""An investigation's own steps (#19): registered functions and sandboxed code (this worker's CPU), and MCP tools
(another server). Query steps are the data agents' generate and execute activities, as in every journey."""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

import httpx
from mcp import Client as McpClient
from mcp.types import RequestParamsMeta
from pydantic import ValidationError
from temporalio import activity
from temporalio.exceptions import ApplicationError

from lexiquery.claims import ClaimNotFound, ClaimStore, open_claim_store
from lexiquery.contracts import CodeInput, FailureType, FunctionInput, StepResult, ToolInput, ToolList, ToolsInput
from lexiquery.functions import call
from lexiquery.names import Activity
from lexiquery.sandbox import run_code as run_sandboxed
from lexiquery.settings import Settings
from lexiquery.tool_servers import tool_servers, tools_of
from workflows.references import CLAIM, CLAIM_PATH, walk


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


IDEMPOTENCY_META = "lexiquery/idempotency-key"  # in a tool call's _meta: the same key, the same effect
# A result bigger than this (as JSON) is kept in the claim-check store; the history keeps its reference.
CLAIM_BYTES = 32 * 1024


class InvestigationActivities:
    def __init__(self, settings: Settings, claims: ClaimStore | None = None) -> None:
        self._settings = settings
        self._claims = claims or open_claim_store(settings)

    def _result(self, step_id: str, value: Any) -> StepResult:
        """The step's result for the history: the value itself, or (when large) its claim and a summary."""
        summary = summary_of(value)
        body = json.dumps(value, default=str, separators=(",", ":")).encode()
        if len(body) <= CLAIM_BYTES:
            return StepResult(step_id=step_id, value=value, summary=summary)
        claimed = {CLAIM: self._claims.put(body), "summary": summary, "bytes": len(body)}
        return StepResult(step_id=step_id, value=claimed, summary=f"{summary}, kept outside the history")

    def _loaded(self, value: Any) -> Any:
        """``value`` with every claimed result loaded from the store and walked the rest of its reference's way."""
        if isinstance(value, dict) and CLAIM in value:
            try:
                loaded = json.loads(self._claims.get(str(value[CLAIM])))
            except ClaimNotFound:
                raise _refused(f"the result {value[CLAIM]} is no longer kept") from None
            return walk(loaded, list(value.get(CLAIM_PATH, [])))
        if isinstance(value, dict):
            return {key: self._loaded(item) for key, item in value.items()}
        if isinstance(value, list):
            return [self._loaded(item) for item in value]
        return value

    @activity.defn(name=Activity.RUN_FUNCTION)
    async def run_function(self, input: FunctionInput) -> StepResult:
        try:
            rows = call(input.function, self._loaded(input.arguments))
        except KeyError:
            raise _refused(f"no function {input.function!r} is registered") from None
        except ValidationError as invalid:
            raise _refused(f"{input.function}: {invalid.errors()[0]['msg']} at {invalid.errors()[0]['loc']}") from None
        return self._result(input.step_id, rows.model_dump(mode="json"))

    @activity.defn(name=Activity.RUN_CODE)
    async def run_code(self, input: CodeInput) -> StepResult:
        """The code in a fresh restricted process (off the event loop: it waits for the child)."""
        outcome = await asyncio.to_thread(run_sandboxed, input.code, self._loaded(input.data))
        if not outcome.ok:
            raise _refused(f"the code was {outcome.outcome.value}: {outcome.error}")
        return self._result(input.step_id, outcome.output)

    @activity.defn(name=Activity.LIST_TOOLS)
    async def list_tools(self, input: ToolsInput) -> ToolList:
        """Every tool of every MCP server the agents host serves (what the catalog lists as server.tool)."""
        base = self._settings.resolved_agents_base_url
        async with httpx.AsyncClient(timeout=10) as http:
            servers = await tool_servers(http, base)
        listed = await asyncio.gather(*(tools_of(base, server) for server in servers))
        served = (f"{server}.{tool.name}" for server, tools in zip(servers, listed, strict=True) for tool in tools)
        return ToolList(tools=sorted(served))

    @activity.defn(name=Activity.CALL_TOOL)
    async def call_tool(self, input: ToolInput) -> StepResult:
        server, _, tool = input.tool.partition(".")
        if not server or not tool:
            raise _refused(f"{input.tool!r} is not a server.tool name from the catalog")
        url = f"{self._settings.resolved_agents_base_url}/tools/{server}/mcp"
        async with McpClient(url) as client:
            meta = cast(RequestParamsMeta, {IDEMPOTENCY_META: input.idempotency_key}) if input.idempotency_key else None
            answer = await client.call_tool(tool, self._loaded(input.arguments), meta=meta)
        if answer.is_error:
            text = " ".join(getattr(block, "text", "") for block in answer.content)
            raise _refused(f"{input.tool}: {text}")
        return self._result(input.step_id, answer.structured_content)
