"""The ``lexiquery`` commands that talk to a LexiQuery API (local or remote) over HTTP.

Exit codes: 0 done, 1 unexpected error, 2 usage, 3 the journey ended REJECTED, FAILED or CANCELLED,
4 not found, 5 the API is unreachable, 6 refused (401, 403, 409, 422: the problem's detail is printed).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Annotated, Any

import httpx
import typer
from rich.console import Console
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
    """Long-poll the journey until it ends, printing each new phase and each gate that opens."""
    seen_phases, seen_gates = 0, set()
    while True:
        journey: dict[str, Any] = call(client, "GET", status_url, params={"wait": LONG_POLL_SECONDS})
        if not quiet:
            for record in journey["phase_history"][seen_phases:]:
                console.print(f"  {time.strftime('%H:%M:%S')}  {record['phase']}")
            for gate in journey["gates"]:
                if gate["decision"] is None and gate["id"] not in seen_gates:
                    roles = "/".join(gate["roles"])
                    console.print(f"  waiting for {roles}: [bold]{gate['id']}[/] — {gate['reason']}", soft_wrap=True)
                    console.print(f"    decide: lexiquery approve {journey['journey_id']} {gate['id']}", soft_wrap=True)
                    seen_gates.add(gate["id"])
        seen_phases = len(journey["phase_history"])
        if journey["state"] in ("COMPLETED", "REJECTED", "FAILED", "CANCELLED"):
            return journey


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
