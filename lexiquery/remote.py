"""The ``lexiquery`` commands that talk to a LexiQuery API (local or remote) over HTTP.

Exit codes: 0 done, 1 unexpected error, 2 usage, 3 the journey ended REJECTED, FAILED or CANCELLED,
4 not found, 5 the API is unreachable, 6 refused (401, 403, 409, 422: the problem's detail is printed),
7 the API could not reach a source (502 ``source-unreachable``: the detail, naming the cause, is printed).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from fnmatch import fnmatchcase
from typing import Annotated, Any

import httpx
import typer
from rich.console import Console, Group, RenderableType
from rich.live import Live
from rich.markup import escape
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from lexiquery.settings import Settings

EXIT_JOURNEY_NOT_DONE = 3
EXIT_NOT_FOUND = 4
EXIT_UNREACHABLE = 5
EXIT_REFUSED = 6
EXIT_SOURCE_UNREACHABLE = 7
LONG_POLL_SECONDS = 10
DEFAULT_ROWS = 10  # rows of each execution shown (--rows)
DEFAULT_SCHEMA_TABLES = 50  # tables `sources show` prints (--limit)
SCHEMA_COLUMNS = 60  # columns printed per table; --json has them all
CELL_CHARS = 200  # a longer cell value is cut
LEXERS = {"kql": "kusto", "sql": "sql", "promql": "promql", "spl": "text"}  # pygments has no SPL lexer
console = Console()
err = Console(stderr=True)

ApiUrl = Annotated[str | None, typer.Option("--api-url", envvar="LEXIQUERY_API_URL", help="The API's base URL.")]
ApiKey = Annotated[str | None, typer.Option("--api-key", envvar="LEXIQUERY_API_KEY", help="An API key.")]
Principal = Annotated[
    str | None,
    typer.Option("--as", envvar="LEXIQUERY_PRINCIPAL", help="Who you are, for an API without keys (development)."),
]
Json = Annotated[bool, typer.Option("--json", help="Print the API's JSON answer (for scripts).")]


@dataclass(frozen=True)
class Connection:
    """Where the API is and who is calling (the global options)."""

    url: str | None
    key: str | None
    principal: str | None


@contextmanager
def api(connection: Connection) -> Iterator[httpx.Client]:
    headers = {"Authorization": f"Bearer {connection.key}"} if connection.key else {}
    if connection.principal:
        headers["X-LexiQuery-Principal"] = connection.principal
    base = (connection.url or Settings().api_url).rstrip("/")
    with httpx.Client(base_url=base, headers=headers, timeout=LONG_POLL_SECONDS + 20) as client:
        try:
            yield client
        except httpx.TransportError as exc:
            err.print(f"[red]error:[/] cannot reach the LexiQuery API at {base}: {exc}", soft_wrap=True)
            raise typer.Exit(EXIT_UNREACHABLE) from None


def call(client: httpx.Client, method: str, path: str, **kwargs: Any) -> Any:
    """The answer's JSON; a problem is printed and ends the command with its exit code."""
    response = client.request(method, path, **kwargs)
    if response.is_success:
        return response.json()
    kind = ""
    try:
        problem = response.json()
        message = f"{problem.get('title', response.reason_phrase)}: {problem.get('detail', '')}".rstrip(": ")
        kind = str(problem.get("type", ""))
    except (ValueError, AttributeError):
        message = response.text or response.reason_phrase
    err.print(f"[red]error ({response.status_code}):[/] {escape(message)}", soft_wrap=True)
    status = response.status_code
    if status == 404:
        raise typer.Exit(EXIT_NOT_FOUND)
    if status == 502 and kind.endswith("source-unreachable"):
        raise typer.Exit(EXIT_SOURCE_UNREACHABLE)
    raise typer.Exit(EXIT_REFUSED if status < 500 else 1)


def request_and_show(connection: Connection, method: str, path: str, as_json: bool, render: Any, **kwargs: Any) -> None:
    """One call to the API, its answer printed as JSON or rendered for people."""
    with api(connection) as client:
        data = call(client, method, path, **kwargs)
    show(data, as_json, render)


def show(data: Any, as_json: bool, render: Callable[[Any], None]) -> None:
    if as_json:
        typer.echo(json.dumps(data, indent=2, default=str))
    else:
        render(data)


def journey_exit(journey: dict[str, Any]) -> None:
    if journey["state"] in ("REJECTED", "FAILED", "CANCELLED"):
        raise typer.Exit(EXIT_JOURNEY_NOT_DONE)


def render_journey(journey: dict[str, Any], rows: int = DEFAULT_ROWS) -> None:
    """A journey for people: its queries, its gates (an open one as a gate panel), each execution's rows as a
    table (the first ``rows``), its error."""
    console.print(f"[bold]{journey['journey_id']}[/]  {journey['state']}  · {escape(journey['question'])}",
                  soft_wrap=True)  # fmt: skip
    for choice in journey.get("sources") or []:
        reason = f" — {escape(choice['reason'])}" if choice.get("reason") else ""
        console.print(f"[dim]source {choice['platform']}: {escape(choice['source'])}{reason}[/]", soft_wrap=True)
    for query in journey.get("queries", []):
        on = f" on {escape(name)}" if (name := _source_name(query)) else ""
        console.print(f"[cyan]{query['platform']}[/]{on} (confidence {query['confidence']:.2f}):\n"
                      f"{escape(query['query'])}", soft_wrap=True)  # fmt: skip
    for gate in journey.get("gates", []):
        if gate["decision"] is None:
            console.print(gate_panel(journey["journey_id"], gate))
        else:
            console.print(f"gate {gate['id']}: {escape(gate['reason'])} — {gate['decision']} by {gate['decided_by']}",
                          soft_wrap=True)  # fmt: skip
    for run in journey.get("executions", []):
        console.print(execution_view(run, rows))
    if journey.get("error"):
        err.print(f"[red]{journey['error']['type']}[/]: {escape(journey['error']['message'])}", soft_wrap=True)
    if journey.get("web_ui_url"):
        console.print(f"Web UI: {journey['web_ui_url']}", soft_wrap=True)


def execution_view(run: dict[str, Any], rows: int = DEFAULT_ROWS) -> RenderableType:
    """One execution: a table of its columns and first ``rows`` rows, captioned "N of TOTAL rows"; a failed one
    in red with the engine's error class and message; one that did not run with its note."""
    where = " · ".join(part for part in (run["platform"], run.get("source"), run.get("engine")) if part)
    if run.get("failed"):
        failure = Text.assemble(("failed ", "bold red"), (where, "red"), ": ", style="red")
        if run.get("error_class"):
            failure.append(run["error_class"], style="bold red")
            failure.append(": " if run.get("note") else "")
        failure.append(run.get("note", ""))
        return failure
    if not run["executed"]:
        return Text.assemble(("not executed ", "yellow"), where, ": ", run.get("note", ""))
    shown = run["rows"][: max(rows, 0)]
    total = max(run.get("row_count") or 0, len(run["rows"]))
    caption = f"{len(shown)} of {total} rows"
    if run.get("truncated"):
        caption += " · truncated by the engine"
    if len(shown) < len(run["rows"]):
        caption += " · --rows for more"
    if run.get("elapsed_ms"):
        caption += f" · {run['elapsed_ms']:.0f} ms"
    table = Table()  # title and caption outside the table: inside, they would wrap at a narrow table's width
    for column in run["columns"]:
        table.add_column(escape(str(column)), overflow="fold")
    for row in shown:
        table.add_row(*(_cell(value) for value in row[: len(run["columns"])]))
    return Group(Text(where, style="bold"), table, Text(caption, style="dim"))


def _cell(value: Any) -> Text:
    if value is None:
        return Text("null", style="dim")
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return Text(text if len(text) <= CELL_CHARS else text[: CELL_CHARS - 1] + "…")


def _source_name(query: dict[str, Any]) -> str | None:
    source = query.get("source")
    return source.get("source") if isinstance(source, dict) else source


def gate_panel(journey_id: str, gate: dict[str, Any]) -> Panel:
    """An open gate, compactly: its reason, risk, deadline and who may decide, the exact queries it asks about
    (highlighted), and the commands that decide it."""
    lines: list[RenderableType] = [Text(gate["reason"])]
    facts = Text(style="dim")
    if gate.get("risk"):
        facts.append("risk ")
        facts.append(gate["risk"], style=_RISK_STYLES.get(gate["risk"], "") + " not dim")
        facts.append(" · ")
    if gate.get("estimated_cost_usd") is not None:
        facts.append(f"≈ ${gate['estimated_cost_usd']:.4f} · ")
    if gate.get("deadline"):
        facts.append(f"deadline {_when(gate['deadline'])}, then {gate.get('on_timeout', 'reject')} · ")
    if gate.get("escalated_at"):
        facts.append(f"escalated {_when(gate['escalated_at'])} · ")
    facts.append(f"may decide: {'/'.join(gate.get('roles') or ['approver', 'admin'])}")
    lines.append(facts)
    for query in gate.get("queries") or []:
        label = Text(query["platform"], style="cyan")
        if name := _source_name(query):
            label.append(f" · {name}")
        lines += [label, Syntax(query["query"], LEXERS.get(query["platform"], "text"), word_wrap=True,
                                theme="ansi_dark", background_color="default")]  # fmt: skip
    clarified = ' --clarified "<the question, restated>"' if gate.get("kind") == "clarification" else ""
    lines.append(Text(f"approve: lexiquery approve {journey_id} {gate['id']}{clarified}", overflow="fold"))
    lines.append(Text(f"reject:  lexiquery reject {journey_id} {gate['id']}", overflow="fold"))
    title = " · ".join(part for part in (f"gate {gate['id']}", gate.get("kind")) if part)
    return Panel(Group(*lines), title=title, title_align="left", border_style="yellow", padding=(0, 1))


_RISK_STYLES = {"high": "bold red", "medium": "yellow", "low": "green", "none": "green"}


def _when(moment: str) -> str:
    """An ISO time from the API as "2025-06-01 14:05 UTC (in 23 h 59 m)"."""
    try:
        at = datetime.fromisoformat(moment)
    except ValueError:
        return moment
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    seconds = (at - datetime.now(UTC)).total_seconds()
    minutes = int(abs(seconds)) // 60
    if minutes >= 1440:
        span = f"{minutes // 1440} d {minutes // 60 % 24} h"
    else:
        span = f"{minutes // 60} h {minutes % 60} m" if minutes >= 60 else f"{minutes} m"
    relative = "just now" if minutes == 0 else f"in {span}" if seconds >= 0 else f"{span} ago"
    return f"{at.astimezone(UTC):%Y-%m-%d %H:%M} UTC ({relative})"


def follow(client: httpx.Client, status_url: str, quiet: bool) -> dict[str, Any]:
    """Long-poll the journey until it ends: on a terminal, a live panel of its phases, open gates and cost;
    otherwise (or piped) one line per new phase and a gate panel per gate that opens."""
    lines = _ProgressLines()
    live = Live(console=console, auto_refresh=False, transient=True) if console.is_terminal and not quiet else None
    with live or nullcontext():
        while True:
            journey: dict[str, Any] = call(client, "GET", status_url, params={"wait": LONG_POLL_SECONDS})
            if live is not None:
                live.update(progress_panel(journey), refresh=True)
            elif not quiet:
                lines.print_new(journey)
            if journey["state"] in ("COMPLETED", "REJECTED", "FAILED", "CANCELLED"):
                return journey


def progress_panel(journey: dict[str, Any]) -> Panel:
    """What a waiting person sees: each phase with its duration, the gates waiting for someone, the cost."""
    table = Table.grid(padding=(0, 2))
    for record in journey["phase_history"]:
        took = record.get("duration_ms")
        table.add_row(record["phase"], f"{took / 1000:.2f} s" if took is not None else "[yellow]…[/]")
    spent = journey["budget"]["spent"]
    cost = Text(f"cost  {spent['mcp_calls']} tool calls · {spent['llm_calls']} LLM calls · {spent['tokens']} tokens"
                f" · ${spent['cost_usd']:.4f}", style="dim")  # fmt: skip
    gates = [gate_panel(journey["journey_id"], gate) for gate in _open_gates(journey)]
    return Panel(Group(table, *gates, cost), title=f"{journey['journey_id']} · {journey['state']}", title_align="left")


def _open_gates(journey: dict[str, Any]) -> list[dict[str, Any]]:
    return [gate for gate in journey["gates"] if gate["decision"] is None]


class _ProgressLines:
    """The journey's progress as plain lines, each printed once (for logs and pipes)."""

    def __init__(self) -> None:
        self.phases = 0
        self.gates: set[str] = set()

    def print_new(self, journey: dict[str, Any]) -> None:
        for record in journey["phase_history"][self.phases :]:
            console.print(f"  {time.strftime('%H:%M:%S')}  {record['phase']}")
        self.phases = len(journey["phase_history"])
        for gate in _open_gates(journey):
            if gate["id"] not in self.gates:
                console.print(gate_panel(journey["journey_id"], gate))
                self.gates.add(gate["id"])


def render_agents(agents: list[dict[str, Any]]) -> None:
    table = Table()
    for column in ("agent", "up", "latency", "skills", "version / error"):
        table.add_column(column)
    for agent in agents:
        card = agent.get("card") or {}
        table.add_row(
            agent["name"],
            "[green]up[/]" if agent["up"] else "[red]down[/]",
            f"{agent['latency_ms']:.0f} ms",
            ", ".join(card.get("skills", [])),
            card.get("version", "") if agent["up"] else agent["error"],
        )
    console.print(table)


def render_catalog(entries: list[dict[str, Any]]) -> None:
    table = Table()
    for column in ("kind", "name", "risk", "cost", "description"):
        table.add_column(column)
    for entry in entries:
        cost = entry.get("cost_estimate_ms")
        risk = entry["risk"] + (" (approval)" if entry.get("needs_approval") else "")
        table.add_row(
            entry["kind"], entry["name"], f"[{_RISK_STYLES.get(entry['risk'], '')}]{risk}[/]",
            f"{cost:.0f} ms" if cost is not None else "", (entry.get("description") or "").split("\n")[0][:70],
        )  # fmt: skip
    console.print(table)


def render_list(page: dict[str, Any]) -> None:
    table = Table()
    for column in ("journey", "state", "platforms", "requester", "started"):
        table.add_column(column)
    for j in page["journeys"]:
        table.add_row(
            j["journey_id"], j["state"], ",".join(j["platforms"]), j["requester"] or "", j["started_at"] or ""
        )
    console.print(table)
    if page.get("next_cursor"):
        console.print(f"more: --cursor {page['next_cursor']}", soft_wrap=True)


def render_approvals(waiting: list[dict[str, Any]]) -> None:
    """The caller's inbox: each open gate as ``ask`` shows it, under the question and who asked."""
    if not waiting:
        console.print("nothing waits for you")
        return
    for item in waiting:
        console.print(f"[bold]{item['question']}[/]  asked by {item['requester']}  ·  {item['web_ui_url']}",
                      soft_wrap=True)  # fmt: skip
        console.print(gate_panel(item["journey_id"], item["gate"]))


def render_audit(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        actor = f" [bold]{entry['actor']}[/]" if entry.get("actor") else ""
        console.print(f"{entry['at']}  {entry['event']}{actor}: {entry['detail']}", soft_wrap=True)


def render_sources(page: dict[str, Any]) -> None:
    """``GET /v1/sources``: one row per configured source."""
    table = Table(box=None, padding=(0, 1), collapse_padding=True, pad_edge=False)  # compact: fits in 80 columns
    for column in ("source", "platform", "kind", "reachable", "tables", "fingerprint", "demo", "description"):
        wraps = column in ("reachable", "description")  # the others stay whole on a narrow terminal or pipe
        table.add_column(column, no_wrap=not wraps, overflow="fold", min_width=9 if wraps else None)
    for source in page["sources"]:
        reachable = Text("up", style="green") if source.get("reachable", True) else Text("down", style="red")
        if source.get("error"):
            reachable.append(f": {source['error']}", style="red")
        table.add_row(
            Text(source["name"], style="bold"),
            source["platform"],
            source["kind"],
            reachable,
            str(source.get("tables", 0)),
            (source.get("fingerprint") or "")[:12],
            "yes" if source.get("demo") else "no",
            Text(source.get("description") or ""),
        )
    console.print(table)
    if not page["sources"]:
        console.print("no sources configured")


def render_schema(schema: dict[str, Any], tables: str | None = None, limit: int = DEFAULT_SCHEMA_TABLES) -> None:
    """``GET /v1/sources/{name}/schema``: each table (or metric, index…) with its columns and foreign keys. Only
    the tables matching ``tables`` (a glob, or a part of the name) and at most ``limit`` of them."""
    console.print(schema_summary(schema), soft_wrap=True)
    matching = [t for t in schema["tables"] if tables is None or _table_matches(t, tables)]
    if tables is not None:
        console.print(f"{len(matching)} of {len(schema['tables'])} tables match {tables!r}", soft_wrap=True)
    for table in matching[: max(limit, 0)]:
        console.print(table_view(table))
    if len(matching) > limit:
        console.print(f"… {len(matching) - limit} more tables (--limit N, --tables PATTERN, or --json for all)",
                      soft_wrap=True)  # fmt: skip
    if schema.get("commands"):
        commands = schema["commands"]
        more = f" … {len(commands) - 40} more" if len(commands) > 40 else ""
        console.print(f"search commands: {', '.join(commands[:40])}{more}", soft_wrap=True, highlight=False)


def schema_summary(schema: dict[str, Any]) -> Text:
    """One line: the source, its platform, engine and dialect, how many tables, its fingerprint, when read."""
    dialect = schema.get("dialect") if schema.get("dialect") != schema["kind"] else None
    engine = " ".join(part for part in (schema["platform"], schema["kind"], dialect) if part)
    summary = Text.assemble((schema["source"], "bold"), f"  {engine} · {len(schema['tables'])} tables")
    if schema.get("truncated"):
        summary.append(" (discovery stopped at its bounds; more exist)", style="yellow")
    if schema.get("fingerprint"):
        summary.append(f" · fingerprint {schema['fingerprint'][:12]}")
    if schema.get("discovered_at"):
        summary.append(f" · discovered {_when(schema['discovered_at'])}", style="dim")
    if schema.get("elapsed_ms"):
        summary.append(f" in {schema['elapsed_ms']:.0f} ms", style="dim")
    return summary


def table_view(table: dict[str, Any]) -> RenderableType:
    """A table's columns (name, type, primary key, comment, a few sample values); above them its name, kind,
    row estimate, time columns and description; below, its foreign keys as ``a.x → b.y``."""
    name = f"{table['parent']}.{table['name']}" if table.get("parent") else table["name"]
    title = Text.assemble((name, "bold"), f" ({table.get('kind', 'table')})")  # above the table: inside, it wraps
    if table.get("row_estimate") is not None:
        title.append(f" · ~{table['row_estimate']:,} rows")
    if table.get("unit"):
        title.append(f" · unit {table['unit']}")
    if table.get("time_columns"):
        title.append(f" · time: {', '.join(table['time_columns'])}")
    if table.get("description"):
        title.append(f" · {table['description']}", style="italic")
    keys = [f"{table['name']}.{','.join(fk['columns'])} → {fk['references_table']}.{','.join(fk['references_columns'])}"
            for fk in table.get("foreign_keys") or []]  # fmt: skip
    columns = table.get("columns") or []
    notes = [f"foreign keys: {'; '.join(keys)}"] if keys else []
    if len(columns) > SCHEMA_COLUMNS:
        notes.append(f"… {len(columns) - SCHEMA_COLUMNS} more columns (--json for all)")
    if not columns:
        return Group(title, Text("no columns discovered", style="dim"), *(Text(note, style="dim") for note in notes))
    view = Table()
    for column in ("column", "type", "pk", "comment", "samples"):
        view.add_column(column, overflow="fold")
    primary = set(table.get("primary_key") or [])
    for column in columns[:SCHEMA_COLUMNS]:
        values = [str(value) for value in column.get("samples") or []]
        samples = ", ".join(values[:3])
        more = len(values) - 3
        view.add_row(
            Text(column["name"]),
            Text(column.get("type") or ""),
            "pk" if column.get("primary_key") or column["name"] in primary else "",
            Text(column.get("comment") or ""),
            Text(_clip(samples, 60) + (f" (+{more})" if more > 0 else ""), style="dim"),
        )
    return Group(title, view, *(Text(note, style="dim") for note in notes))


def render_refreshed(schema: dict[str, Any]) -> None:
    """``POST /v1/sources/{name}/refresh``: what discovery read this time, in one line."""
    console.print(Text("refreshed ").append_text(schema_summary(schema)), soft_wrap=True)


def _table_matches(table: dict[str, Any], pattern: str) -> bool:
    names = [table["name"].lower()] + ([f"{table['parent']}.{table['name']}".lower()] if table.get("parent") else [])
    lowered = pattern.lower()
    if any(char in lowered for char in "*?["):
        return any(fnmatchcase(name, lowered) for name in names)
    return any(lowered in name for name in names)


def _clip(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"
