"""MCP tool servers over the knowledge store: the knowledge server and the known-error server."""

from __future__ import annotations

import asyncio
import functools
import re
from typing import Annotated, Any

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from agents.tools.annotations import READ_ONLY, WRITES_KNOWLEDGE
from agents.tools.store import Hit, KnowledgeStore
from lexiquery.contracts import KnowledgeItem
from lexiquery.documents import Document

SNIPPET_CHARS = 2000
KNOWN_ERRORS = "known_errors"

Collection = Annotated[str, Field(min_length=1, max_length=100, description="Collection, e.g. 'sop'.")]
Query = Annotated[str, Field(min_length=1, max_length=2000, description="What to look for.")]
TopK = Annotated[int, Field(ge=1, le=50, description="How many passages to return.")]


class SearchResults(BaseModel):
    collection: str
    query: str
    hits: list[KnowledgeItem]


class Added(BaseModel):
    collection: str
    documents: int
    passages: int


class KnownError(BaseModel):
    """A known error with how to recognise it and how to resolve it."""

    id: str
    title: str
    component: str = ""
    signature: str = ""
    symptoms: str = ""
    cause: str = ""
    resolution: str = ""
    score: float = 0.0


class KnownErrorMatches(BaseModel):
    matches: list[KnownError]


def snippet(text: str) -> str:
    """The passage, or as many whole sentences of it as fit in ``SNIPPET_CHARS``."""
    if len(text) <= SNIPPET_CHARS:
        return text
    cut = text[:SNIPPET_CHARS]
    end = max(cut.rfind(". "), cut.rfind(".\n"), cut.rfind("\n"))
    return cut[: end + 1] if end > SNIPPET_CHARS // 2 else cut


def item(hit: Hit) -> KnowledgeItem:
    passage = hit.passage
    return KnowledgeItem(
        collection=passage.collection,
        document_id=passage.document_id,
        title=passage.title,
        section=passage.section,
        snippet=snippet(passage.text),
        score=hit.score,
        metadata={k: v for k, v in passage.metadata.items() if isinstance(v, str | int | float | list)},
    )


def _known(store: KnowledgeStore, collection: str) -> None:
    known = store.collections()
    if collection not in known:
        raise ToolError(f"unknown collection {collection!r}; known: {sorted(known)}")


def knowledge_server(store: KnowledgeStore) -> MCPServer:
    """``semantic_search``, ``get_document`` and ``add_documents`` over every collection of ``store``."""
    server = MCPServer(
        "lexiquery-knowledge",
        instructions="Search, read and extend the team's knowledge collections; every hit names its source.",
    )

    @server.tool(name="semantic_search", annotations=READ_ONLY)
    async def semantic_search(
        collection: Collection,
        query: Query,
        top_k: TopK = 5,
        filters: Annotated[
            dict[str, str] | None,
            Field(description="Metadata that must match, e.g. {'profile': 'secops'} or {'platform': 'kql'}."),
        ] = None,
        per_document: Annotated[int, Field(ge=1, le=50, description="At most this many passages a document.")] = 1,
    ) -> SearchResults:
        """Rank the passages of one collection by relevance (BM25 and embeddings, fused)."""
        _known(store, collection)
        # Searching embeds the query and ranks in numpy: off the event loop, which serves other calls meanwhile.
        hits = await asyncio.to_thread(
            store.search, collection, query, top_k, filters=filters, per_document=per_document
        )
        return SearchResults(collection=collection, query=query, hits=[item(hit) for hit in hits])

    @server.tool(name="get_document", annotations=READ_ONLY)
    async def get_document(
        collection: Collection,
        id: Annotated[str, Field(min_length=1, max_length=200, description="The document's id.")],
    ) -> Document:
        """One whole document, by id."""
        _known(store, collection)
        document = store.get(collection, id)
        if document is None:
            raise ToolError(f"no document {id!r} in {collection!r}")
        return document

    @server.tool(name="add_documents", annotations=WRITES_KNOWLEDGE)
    async def add_documents(
        collection: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,49}$", description="Collection name.")],
        documents: Annotated[list[Document], Field(min_length=1, max_length=5000)],
    ) -> Added:
        """Add or replace documents (by id); the collection is created if new."""
        passages = await asyncio.to_thread(store.add, collection, documents)
        return Added(collection=collection, documents=len(documents), passages=passages)

    return server


@functools.lru_cache(maxsize=4096)
def compile_signature(pattern: str) -> re.Pattern[str] | None:
    """A known error's signature as a case-insensitive regex (None when empty or not a valid regex)."""
    if not pattern:
        return None
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error:
        return None


def known_error_server(store: KnowledgeStore) -> MCPServer:
    """``search_errors`` and ``pattern_match`` over the known-error collection."""
    server = MCPServer(
        "lexiquery-known-errors",
        instructions="Recognise error messages and log lines as known errors, with their resolutions.",
    )

    def known_error(document: Document, score: float) -> KnownError:
        fields: dict[str, Any] = document.metadata
        return KnownError(
            id=document.id,
            title=document.title,
            component=str(fields.get("component", "")),
            signature=str(fields.get("signature", "")),
            symptoms=str(fields.get("symptoms", "")),
            cause=str(fields.get("cause", "")),
            resolution=str(fields.get("resolution", "")),
            score=score,
        )

    @server.tool(name="search_errors", annotations=READ_ONLY)
    async def search_errors(text: Query, top_k: TopK = 5) -> KnownErrorMatches:
        """Known errors whose description is closest to ``text`` (an error message or a symptom)."""
        _known(store, KNOWN_ERRORS)
        hits = await asyncio.to_thread(store.search, KNOWN_ERRORS, text, top_k, per_document=1)
        documents = [(store.get(KNOWN_ERRORS, h.passage.document_id), h.score) for h in hits]
        return KnownErrorMatches(matches=[known_error(d, s) for d, s in documents if d is not None])

    @server.tool(name="pattern_match", annotations=READ_ONLY)
    async def pattern_match(
        log_line: Annotated[str, Field(min_length=1, max_length=10_000, description="One log line.")],
    ) -> KnownErrorMatches:
        """Known errors whose signature (a regular expression) matches the log line."""
        _known(store, KNOWN_ERRORS)
        matches = []
        for document in store.documents(KNOWN_ERRORS):
            signature = compile_signature(str(document.metadata.get("signature", "")))
            if signature is not None and signature.search(log_line):
                matches.append(known_error(document, 1.0))
        return KnownErrorMatches(matches=matches)

    return server
