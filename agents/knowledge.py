"""Knowledge agents: each answers from one collection by calling the MCP knowledge server."""

from __future__ import annotations

import time

from mcp import Client

from agents.a2a import AgentSpec, Skill
from lexiquery.contracts import CostInfo, KnowledgeItem, KnowledgeRequest, KnowledgeResult
from lexiquery.names import Skill as SkillId


class ToolCallError(RuntimeError):
    """An MCP tool answered with an error result."""


async def search_collection(mcp_url: str, collection: str, query: str, top_k: int) -> list[KnowledgeItem]:
    """Call the knowledge server's ``semantic_search`` tool over streamable HTTP."""
    async with Client(mcp_url) as client:
        result = await client.call_tool(
            "semantic_search", {"collection": collection, "query": query, "top_k": top_k}
        )
    if result.is_error:
        text = " ".join(getattr(block, "text", "") for block in result.content)
        raise ToolCallError(f"semantic_search on {collection!r} failed: {text}")
    return [KnowledgeItem.model_validate(hit) for hit in (result.structured_content or {}).get("hits", [])]


def knowledge_agent(name: str, *, source: str, collection: str, mcp_url: str, description: str) -> AgentSpec:
    """An agent serving ``source`` knowledge from ``collection`` of the knowledge server at ``mcp_url``."""

    async def search(request: KnowledgeRequest) -> KnowledgeResult:
        started = time.perf_counter()
        items = await search_collection(mcp_url, collection, request.question, request.top_k)
        return KnowledgeResult(
            source=source,
            agent=name,
            items=items,
            cost_info=CostInfo(agent=name, mcp_calls=1, latency_ms=(time.perf_counter() - started) * 1000),
        )

    return AgentSpec(
        name=name,
        description=description,
        skills=(
            Skill(
                id=SkillId.KNOWLEDGE,
                name=f"Search {source}",
                description=f"Passages of the {source} collection bearing on a question, with references.",
                input_model=KnowledgeRequest,
                handler=search,
                tags=("knowledge", f"source:{source}"),
            ),
        ),
    )
