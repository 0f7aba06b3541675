"""The ``lexiquery`` command."""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
import signal
import time
from functools import partial
from pathlib import Path
from typing import Annotated, Any, get_args
from urllib.parse import quote

import httpx
import typer
from mcp import Client as McpClient
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table

from lexiquery import remote
from lexiquery.contracts import JourneyStatus, Phase, Platform, Role
from lexiquery.documents import Document, DocumentError, document_files, load_file
from lexiquery.logging import configure_logging
from lexiquery.settings import Settings
from lexiquery.sources import SourcesError, load_sources
from lexiquery.stack import EmbeddedStack, StackError, running_stack

app = typer.Typer(no_args_is_help=True, add_completion=False, help="LexiQuery: questions in, validated queries out.")
console = Console()
err = Console(stderr=True)

SAMPLE_QUESTION = "failed sign-ins in the last hour"
POLL_SECONDS = 0.25
JOURNEY_TIMEOUT_SECONDS = 120.0


def _print_urls(settings: Settings) -> None:
    console.print(
        f"[bold green]LexiQuery is up[/]  API {settings.api_url}  ·  "
        f"Temporal Web UI {settings.resolved_temporal_ui_url}",
        soft_wrap=True,
    )


def _configured() -> Settings:
    """The settings, with the sources file checked before anything starts (exit status 2 when it is bad)."""
    settings = Settings()
    try:
        load_sources(settings)
    except SourcesError as error:
        err.print(f"[red]error:[/] {escape(str(error))}")
        raise typer.Exit(2) from None
    return settings


@app.command()
def up() -> None:
    """Start the embedded stack (Temporal dev server, agents, worker, API) and keep it running: a child
    that exits is restarted with a growing backoff. Ctrl-C stops it."""
    settings = _configured()
    configure_logging(settings, process="supervisor")

    async def serve() -> None:
        async with running_stack(settings) as stack:
            _print_urls(settings)
            console.print(f"Logs in {settings.state_dir / 'logs'}. Press Ctrl-C to stop.")
            await stack.supervise()

    _run(serve())


@app.command()
def demo(
    question: Annotated[str, typer.Option(help="The question to ask.")] = SAMPLE_QUESTION,
    platform: Annotated[list[Platform] | None, typer.Option(help="Query language(s) to write.")] = None,
) -> None:
    """Start the embedded stack, ask one question end to end, print the answer, and stop."""
    settings = _configured()
    platforms = [p.value for p in (platform or [Platform.KQL])]

    async def run_demo() -> None:
        started = time.perf_counter()
        async with running_stack(settings) as stack:
            _print_urls(settings)
            console.print(f"Stack ready in {time.perf_counter() - started:.1f}s; asking: [italic]{question}[/]")
            asked = time.perf_counter()
            journey = await _ask_and_wait(settings, stack, question, platforms)
            _render(journey, settings)
            console.print(f"Journey took {time.perf_counter() - asked:.2f}s; stopping the stack.")
        if journey.state is not Phase.COMPLETED:
            raise typer.Exit(3)

    _run(run_demo())


async def _ask_and_wait(settings: Settings, stack: EmbeddedStack, question: str, platforms: list[str]) -> JourneyStatus:
    async with httpx.AsyncClient(base_url=settings.api_url, timeout=10) as http:
        response = await http.post("/v1/journeys", json={"question": question, "platforms": platforms})
        if response.status_code != 202:
            raise StackError(f"the API refused the journey ({response.status_code}): {response.text}")
        status_url = response.json()["status_url"]
        deadline = time.monotonic() + JOURNEY_TIMEOUT_SECONDS
        while time.monotonic() < deadline:
            body = (await http.get(status_url)).json()
            journey = JourneyStatus.model_validate(body)
            if journey.state.terminal:
                return journey
            if stack.dead_children():
                raise StackError(f"{stack.dead_children()[0].name} died while the journey ran")
            await asyncio.sleep(POLL_SECONDS)
    raise StackError(f"the journey did not finish within {JOURNEY_TIMEOUT_SECONDS:.0f}s")


def _render(journey: JourneyStatus, settings: Settings) -> None:
    for query in journey.queries:
        lexer = {"kql": "kusto", "sql": "sql", "spl": "text", "promql": "text"}[query.platform.value]
        title = f"{query.platform.value.upper()} by {query.agent} · confidence {query.confidence:.2f}"
        console.print(Panel(Syntax(query.query, lexer, word_wrap=True), title=title, subtitle=query.explanation))
    for check in journey.validation:
        verdict = "[green]valid[/]" if check.valid else "[red]invalid[/]"
        reasons = f" ({', '.join(check.risk_reasons)})" if check.risk_reasons else ""
        console.print(f"Validation {check.platform.value}: {verdict}, risk {check.risk}{reasons}")
    knowledge = Table(title="Knowledge used", show_lines=False)
    for column in ("source", "document", "title", "section", "score"):
        knowledge.add_column(column)
    for result in journey.knowledge:
        for item in result.items:
            knowledge.add_row(result.source, item.document_id, item.title, item.section, f"{item.score:.2f}")
    console.print(knowledge)
    if journey.cost_summary:
        _render_costs(journey.cost_summary.model_dump())
    if journey.error:
        err.print(f"[red]{journey.error.type}[/] in {journey.error.phase}: {journey.error.message}")
    console.print(f"Journey [bold]{journey.journey_id}[/] ended [bold]{journey.state.value}[/]")
    console.print(f"Web UI: {settings.workflow_url(journey.journey_id)}", soft_wrap=True)


def _render_costs(summary: dict[str, Any]) -> None:
    table = Table(title="Cost summary")
    for column in ("group", "llm calls", "mcp calls", "tokens", "cost (USD)"):
        table.add_column(column)

    def row(label: str, totals: dict[str, Any]) -> None:
        table.add_row(
            label,
            str(totals["llm_calls"]),
            str(totals["mcp_calls"]),
            str(totals["tokens"]),
            f"{totals['cost_usd']:.4f}",
        )

    row("total", summary["totals"])
    for agent, totals in summary["by_agent"].items():
        row(f"agent {agent}", totals)
    for service, totals in summary["by_service"].items():
        row(f"service {service}", totals)
    console.print(table)


def _interrupt(*_: Any) -> None:
    raise KeyboardInterrupt


INGEST_BATCH = 200


@app.command("hash-key")
def hash_key_command(
    principal: Annotated[str, typer.Argument(help="Who the key belongs to, as recorded in approvals.")],
    role: Annotated[list[str], typer.Option(help="viewer, operator, approver or admin (repeatable).")],
) -> None:
    """Make a new API key: prints the key once and the LEXIQUERY_API_KEYS entry that stores only its hash."""
    allowed = get_args(Role)
    unknown = [r for r in role if r not in allowed]
    if unknown:
        err.print(f"[red]error:[/] unknown role(s) {', '.join(unknown)}; choose from {', '.join(allowed)}")
        raise typer.Exit(2)
    key = secrets.token_urlsafe(32)
    entry = {"sha256": hashlib.sha256(key.encode()).hexdigest(), "principal": principal, "roles": role}
    console.print(f"key (shown once): {key}")
    console.print(f"settings entry:   {json.dumps(entry)}", soft_wrap=True, highlight=False)


@app.command()
def ingest(
    path: Annotated[Path, typer.Argument(help="A Markdown, YAML or JSONL file, or a folder of them.")],
    collection: Annotated[str, typer.Option(help="The collection to add to, e.g. sop or runbooks.")],
    agents_url: Annotated[str | None, typer.Option(help="The agents host (default from settings).")] = None,
) -> None:
    """Add documents to a knowledge collection. A malformed file is reported (file and line) and nothing
    from it is added; the other files are."""
    settings = Settings()
    files = document_files(path)
    if not path.exists() or not files:
        err.print(f"[red]error:[/] no Markdown, YAML or JSONL files at {path}", soft_wrap=True)
        raise typer.Exit(2)
    documents: list[Document] = []
    problems: list[str] = []
    for file in files:
        try:
            documents += load_file(file)
        except DocumentError as exc:
            problems.append(str(exc))
    url = f"{(agents_url or settings.resolved_agents_base_url).rstrip('/')}/tools/knowledge/mcp"

    async def send() -> tuple[int, int]:
        added = passages = 0
        async with McpClient(url) as client:
            for start in range(0, len(documents), INGEST_BATCH):
                batch = [d.model_dump() for d in documents[start : start + INGEST_BATCH]]
                result = await client.call_tool("add_documents", {"collection": collection, "documents": batch})
                if result.is_error:
                    text = " ".join(getattr(block, "text", "") for block in result.content)
                    raise StackError(f"the knowledge server refused the documents: {text}")
                added += result.structured_content["documents"]
                passages += result.structured_content["passages"]
        return added, passages

    if documents:
        try:
            added, passages = asyncio.run(send())
        except Exception as exc:  # whatever went wrong on the way, the user gets one clear line
            err.print(f"[red]error:[/] could not add documents through {url}: {_root_cause(exc)}", soft_wrap=True)
            raise typer.Exit(1) from None
        console.print(f"added {added} documents ({passages} passages) to {collection!r} from {len(files)} files")
    for problem in problems:
        err.print(f"[red]skipped:[/] {problem}", soft_wrap=True)
    if problems:
        raise typer.Exit(2)


@app.callback()
def connection(
    ctx: typer.Context,
    api_url: remote.ApiUrl = None,
    api_key: remote.ApiKey = None,
    principal: remote.Principal = None,
) -> None:
    """LexiQuery: questions in, validated queries out. ask, status, list, approve, reject, cancel, agents,
    audit and sources talk to the API named by --api-url (default: the local stack's)."""
    ctx.obj = remote.Connection(api_url, api_key, principal)


Rows = Annotated[int, typer.Option("--rows", min=0, help="Rows of each executed query to print.")]


@app.command()
def ask(
    ctx: typer.Context,
    question: Annotated[str, typer.Argument(help="The question, in plain language.")],
    platform: Annotated[list[Platform] | None, typer.Option(help="Query language(s); inferred when absent.")] = None,
    execute: Annotated[bool, typer.Option(help="Run the queries once approved.")] = False,
    wait: Annotated[bool, typer.Option(help="Follow the journey until it ends.")] = True,
    idempotency_key: Annotated[str | None, typer.Option(help="Send twice, start once.")] = None,
    time_range: Annotated[str | None, typer.Option(help="The window to query: 15m, 1h, 7d, today, yesterday.")] = None,
    context: Annotated[list[str] | None, typer.Option(help="A label kept with the journey: key=value.")] = None,
    cache: Annotated[bool, typer.Option(help="Accept a recent identical journey's answer.")] = True,
    source: Annotated[
        list[str] | None,
        typer.Option(help="A source to query, by name (repeatable; see `lexiquery sources list`). Default: chosen."),
    ] = None,
    follow_up: Annotated[
        str | None, typer.Option("--follow-up", help='A journey this question follows up ("same for yesterday").')
    ] = None,
    rows: Rows = remote.DEFAULT_ROWS,
    as_json: remote.Json = False,
) -> None:
    """Ask a question through the API; with --wait, follow its phases, gates and cost until it ends."""
    labels = dict(item.partition("=")[::2] for item in context or [])
    if any(not key or not value for key, value in labels.items()):
        err.print("[red]error:[/] --context takes key=value")
        raise typer.Exit(2)
    body = {"question": question, "platforms": [p.value for p in platform or []], "execute": execute,
            "time_range": time_range, "context": labels, "cache": cache, "sources": source or [],
            "follow_up_of": follow_up}  # fmt: skip
    headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
    with remote.api(ctx.obj) as client:
        accepted = remote.call(client, "POST", "/v1/journeys", json=body, headers=headers)
        if not wait:
            remote.show(accepted, as_json, lambda a: console.print(f"{a['journey_id']}  {a['status_url']}"))
            return
        if not as_json:
            console.print(f"journey {accepted['journey_id']}  ·  {accepted['web_ui_url']}", soft_wrap=True)
            if accepted["from_cache"]:
                console.print("served from cache: the same request completed recently (--no-cache to ask anew)")
        journey = remote.follow(client, accepted["status_url"], quiet=as_json)
    remote.show(journey, as_json, partial(remote.render_journey, rows=rows))
    remote.journey_exit(journey)


@app.command()
def status(
    ctx: typer.Context,
    journey_id: str,
    rows: Rows = remote.DEFAULT_ROWS,
    as_json: remote.Json = False,
) -> None:
    """A journey's state, queries, gates and result (each execution's first rows as a table)."""
    render = partial(remote.render_journey, rows=rows)
    remote.request_and_show(ctx.obj, "GET", f"/v1/journeys/{journey_id}", as_json, render)


@app.command("list")
def list_command(
    ctx: typer.Context,
    state: Annotated[Phase | None, typer.Option(help="Only journeys in this state.")] = None,
    platform: Annotated[Platform | None, typer.Option(help="Only journeys for this platform.")] = None,
    requester: Annotated[str | None, typer.Option(help="Only journeys this principal asked.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=100)] = 20,
    cursor: Annotated[str | None, typer.Option(help="The next page, from the last listing.")] = None,
    as_json: remote.Json = False,
) -> None:
    """Journeys, newest first."""
    params = {"state": state, "platform": platform, "requester": requester, "limit": limit, "cursor": cursor}
    given = {k: v for k, v in params.items() if v is not None}
    remote.request_and_show(ctx.obj, "GET", "/v1/journeys", as_json, remote.render_list, params=given)


def _decide(
    ctx: typer.Context, decision: str, journey_id: str, gate_id: str, comment: str | None, clarified: str | None,
    as_json: bool,
) -> None:  # fmt: skip
    body = {"decision": decision, "comment": comment, "clarified": clarified}
    path = f"/v1/journeys/{journey_id}/approvals/{gate_id}"

    def render(gate: dict[str, Any]) -> None:
        console.print(f"{gate['id']}: {gate['decision']} by {gate['decided_by']}")

    remote.request_and_show(ctx.obj, "POST", path, as_json, render, json=body)


@app.command()
def approve(
    ctx: typer.Context,
    journey_id: str,
    gate_id: str,
    comment: Annotated[str | None, typer.Option()] = None,
    clarified: Annotated[str | None, typer.Option(help="For a clarification gate: the restated question.")] = None,
    as_json: remote.Json = False,
) -> None:
    """Approve an open gate."""
    _decide(ctx, "approve", journey_id, gate_id, comment, clarified, as_json)


@app.command()
def reject(
    ctx: typer.Context,
    journey_id: str,
    gate_id: str,
    comment: Annotated[str | None, typer.Option()] = None,
    as_json: remote.Json = False,
) -> None:
    """Reject an open gate: the journey ends REJECTED."""
    _decide(ctx, "reject", journey_id, gate_id, comment, None, as_json)


@app.command()
def approvals(ctx: typer.Context, as_json: remote.Json = False) -> None:
    """The open gates you may decide, soonest deadline first, with the exact queries, risk and estimate."""
    remote.request_and_show(ctx.obj, "GET", "/v1/approvals", as_json, remote.render_approvals)


@app.command()
def cancel(
    ctx: typer.Context,
    journey_id: str,
    as_json: remote.Json = False,
) -> None:
    """Cancel a running journey."""
    remote.request_and_show(ctx.obj, "POST", f"/v1/journeys/{journey_id}/cancel", as_json,
                            lambda j: console.print(f"cancelling {j['journey_id']} (was {j['state']})"))  # fmt: skip


@app.command()
def agents(ctx: typer.Context, as_json: remote.Json = False) -> None:
    """The registered agents as discovery sees them now: up or down, latency, skills."""
    remote.request_and_show(ctx.obj, "GET", "/v1/agents", as_json, remote.render_agents)


@app.command()
def catalog(ctx: typer.Context, as_json: remote.Json = False) -> None:
    """What a plan's steps may call: agents' skills, MCP tools, functions and code_exec, with risk and cost."""
    remote.request_and_show(ctx.obj, "GET", "/v1/catalog", as_json, remote.render_catalog)


@app.command()
def audit(
    ctx: typer.Context,
    journey_id: str,
    as_json: remote.Json = False,
) -> None:
    """A journey's decision record, from its Temporal history."""
    remote.request_and_show(ctx.obj, "GET", f"/v1/journeys/{journey_id}/audit", as_json, remote.render_audit)


sources_app = typer.Typer(
    no_args_is_help=True,
    help="The configured data sources and the schemas discovery read from them.",
)
app.add_typer(sources_app, name="sources")


@sources_app.command("list")
def sources_list(ctx: typer.Context, as_json: remote.Json = False) -> None:
    """Every source: platform, kind, whether discovery reaches it, its tables and schema fingerprint."""
    remote.request_and_show(ctx.obj, "GET", "/v1/sources", as_json, remote.render_sources)


@sources_app.command("show")
def sources_show(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The source's name.")],
    tables: Annotated[
        str | None, typer.Option(help="Only tables matching this glob (orders*, public.*) or containing this text.")
    ] = None,
    limit: Annotated[int, typer.Option(min=0, help="Print at most this many tables.")] = remote.DEFAULT_SCHEMA_TABLES,
    as_json: remote.Json = False,
) -> None:
    """A source's discovered schema: its tables (metrics, indexes…) with columns, keys and sample values.

    Exit code 4 for an unknown source, 7 when the API cannot reach it."""
    render = partial(remote.render_schema, tables=tables, limit=limit)
    remote.request_and_show(ctx.obj, "GET", f"/v1/sources/{quote(name, safe='')}/schema", as_json, render)


@sources_app.command("refresh")
def sources_refresh(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The source's name.")],
    as_json: remote.Json = False,
) -> None:
    """Discover the source's schema again now (after a migration, say).

    Exit code 4 for an unknown source, 7 when the API cannot reach it."""
    remote.request_and_show(
        ctx.obj, "POST", f"/v1/sources/{quote(name, safe='')}/refresh", as_json, remote.render_refreshed
    )


def _root_cause(exc: BaseException) -> str:
    """The innermost error of an exception group (anyio wraps network errors in them)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return f"{type(exc).__name__}: {exc}"


def _run(coroutine: Any) -> None:
    signal.signal(signal.SIGTERM, _interrupt)  # stop the children the same way on SIGTERM as on Ctrl-C
    try:
        asyncio.run(coroutine)
    except StackError as exc:
        err.print(f"[red]error:[/] {exc}", soft_wrap=True)
        raise typer.Exit(1) from None
    except KeyboardInterrupt:
        err.print("stopped")


def main() -> None:
    app()
