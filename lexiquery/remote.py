"""The ``lexiquery`` commands that talk to a LexiQuery API (local or remote) over HTTP.

Exit codes: 0 done, 1 unexpected error, 2 usage, 3 the journey ended REJECTED, FAILED or CANCELLED,
4 not found, 5 the API is unreachable, 6 refused (401, 403, 409, 422: the problem's detail is printed).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import Annotated, Any

import httpx
import typer
from rich.console import Console
from rich.live import Live
from rich.panel import Panel
from rich.table import Table

from lexiquery.settings import Settings

EXIT_JOURNEY_NOT_DONE = 3
EXIT_NOT_FOUND = 4
EXIT_UNREACHABLE = 5
EXIT_REFUSED = 6
LONG_POLL_SECONDS = 10
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
    try:
        problem = response.json()
        message = f"{problem.get('title', response.reason_phrase)}: {problem.get('detail', '')}".rstrip(": ")
    except ValueError:
        message = response.text or response.reason_phrase
    err.print(f"[red]error ({response.status_code}):[/] {message}", soft_wrap=True)
    raise typer.Exit(
        EXIT_NOT_FOUND if response.status_code == 404 else EXIT_REFUSED if response.status_code < 500 else 1
    )


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


def render_journey(journey: dict[str, Any]) -> None:
    console.print(f"[bold]{journey['journey_id']}[/]  {journey['state']}  · {journey['question']}", soft_wrap=True)
    for query in journey.get("queries", []):
        console.print(f"[cyan]{query['platform']}[/] (confidence {query['confidence']:.2f}):\n{query['query']}")
    for gate in journey.get("gates", []):
        outcome = f"{gate['decision']} by {gate['decided_by']}" if gate["decision"] else "[yellow]open[/]"
        console.print(f"gate {gate['id']}: {gate['reason']} — {outcome}", soft_wrap=True)
    for run in journey.get("executions", []):
        console.print(f"executed {run['platform']}: {run['row_count']} rows" if run["executed"] else
                      f"not executed {run['platform']}: {run['note']}", soft_wrap=True)  # fmt: skip
    if journey.get("error"):
        err.print(f"[red]{journey['error']['type']}[/]: {journey['error']['message']}", soft_wrap=True)
    if journey.get("web_ui_url"):
        console.print(f"Web UI: {journey['web_ui_url']}", soft_wrap=True)


def follow(client: httpx.Client, status_url: str, quiet: bool) -> dict[str, Any]:
    """Long-poll the journey until it ends: on a terminal, a live panel of its phases, open gates and cost;
    otherwise (or piped) one line per new phase and per gate that opens."""
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
    for gate in _open_gates(journey):
        table.add_row(
            f"[bold yellow]gate {gate['id']}[/]",
            f"{gate['reason']}\n[dim]waiting for {'/'.join(gate['roles'])}: "
            f"lexiquery approve {journey['journey_id']} {gate['id']}[/]",
        )
    spent = journey["budget"]["spent"]
    table.add_row("[dim]cost[/]", f"[dim]{spent['mcp_calls']} tool calls · {spent['llm_calls']} LLM calls · "
                                  f"{spent['tokens']} tokens · ${spent['cost_usd']:.4f}[/]")  # fmt: skip
    return Panel(table, title=f"{journey['journey_id']} · {journey['state']}", title_align="left")


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
                roles = "/".join(gate["roles"])
                console.print(f"  waiting for {roles}: [bold]{gate['id']}[/] — {gate['reason']}", soft_wrap=True)
                console.print(f"    decide: lexiquery approve {journey['journey_id']} {gate['id']}", soft_wrap=True)
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


def render_audit(entries: list[dict[str, Any]]) -> None:
    for entry in entries:
        actor = f" [bold]{entry['actor']}[/]" if entry.get("actor") else ""
        console.print(f"{entry['at']}  {entry['event']}{actor}: {entry['detail']}", soft_wrap=True)
