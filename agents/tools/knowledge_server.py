"""The MCP knowledge server: search and read the knowledge collections (SOPs, known errors, wiki…)."""

from __future__ import annotations

from typing import Annotated

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from agents.tools.store import KnowledgeStore
from lexiquery.contracts import KnowledgeItem

SNIPPET_CHARS = 600


class SearchResults(BaseModel):
    collection: str
    query: str
    hits: list[KnowledgeItem]


def knowledge_server(store: KnowledgeStore) -> MCPServer:
    """An MCP server exposing ``semantic_search`` over ``store``."""
    server = MCPServer(
        "lexiquery-knowledge",
        instructions="Search the team's knowledge collections; every hit names its document and section.",
    )

    @server.tool(name="semantic_search")
    async def semantic_search(
        collection: Annotated[str, Field(min_length=1, description="Collection to search, e.g. 'sop'.")],
        query: Annotated[str, Field(min_length=1, max_length=2000, description="What to look for.")],
        top_k: Annotated[int, Field(ge=1, le=50, description="How many passages to return.")] = 5,
    ) -> SearchResults:
        """Rank the passages of one collection by relevance to the query."""
        known = store.collections()
        if collection not in known:
            raise ToolError(f"unknown collection {collection!r}; known: {sorted(known)}")
        hits = store.search(collection, query, top_k)
        return SearchResults(
            collection=collection,
            query=query,
            hits=[
                KnowledgeItem(
                    collection=hit.passage.collection,
                    document_id=hit.passage.document_id,
                    title=hit.passage.title,
                    section=hit.passage.section,
                    snippet=hit.passage.text[:SNIPPET_CHARS],
                    score=hit.score,
                )
                for hit in hits
            ],
        )

    return server
