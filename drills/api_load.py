"""Many concurrent HTTP clients submitting journeys and long-polling them, for a bounded time.

The full stack runs as processes (dev server, agents host, worker, API). Each of ``--clients`` clients
loops until ``--duration`` seconds have passed: ``POST /v1/journeys`` (the plain question, cache off),
then ``GET status_url?wait=10`` until the journey ends, then a plain ``GET status_url``. After the load
stops, each client finishes following its last journey. No answer may be a 5xx; every accepted journey
must end COMPLETED with the right query and one ledger row; no journey may start that no client was told
about. ``--journeys N`` caps the journeys submitted in all (0: no cap). Reported: p50/p99 latency of
submits and of status reads, and non-2xx answers by status.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

from drills.cli import drill_run, parser, run_cli, seconds_between, shared_options
from drills.journeys import PLAIN_QUESTION, expect_plain_answer
from drills.report import Check, Report, standard_checks
from harness.figures import percentile, spread
from lexiquery.contracts import Phase

DRILL = "api_load"
DEFAULT_CLIENTS = 200
TERMINAL = {p.value for p in Phase if p.terminal}


@dataclass
class Load:
    """What the clients saw."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: {"submit": [], "status_wait": [], "status": []})
    answers: dict[str, Counter[str]] = field(
        default_factory=lambda: {"submit": Counter(), "status_wait": Counter(), "status": Counter()}
    )
    accepted: dict[str, float] = field(default_factory=dict)  # journey id -> when accepted (monotonic)
    reserved: int = 0  # submissions under way or accepted (for --journeys)
    followed_to_the_end: int = 0
    observed_to_the_end: int = 0  # journeys followed by a client that did not submit them (--journeys)
    unfinished: int = 0
    examples: dict[str, str] = field(default_factory=dict)  # one body per non-2xx answer

    def record(self, kind: str, started: float, answer: str, response: httpx.Response | None = None) -> None:
        self.latencies[kind].append(time.monotonic() - started)
        self.answers[kind][answer] += 1
        if response is not None and not response.is_success:
            self.examples.setdefault(f"{kind} {answer}", response.text[:300])

    def count(self, predicate: Any) -> dict[str, dict[str, int]]:
        return {k: {a: n for a, n in c.items() if predicate(a)} for k, c in self.answers.items()}


async def request(load: Load, kind: str, http: httpx.AsyncClient, method: str, url: str, **kw: Any) -> Any:
    started = time.monotonic()
    try:
        response = await http.request(method, url, **kw)
    except httpx.HTTPError as exc:
        load.record(kind, started, f"transport:{type(exc).__name__}")
        return None
    load.record(kind, started, str(response.status_code), response)
    return response.json() if response.is_success else None


async def client(
    number: int, load: Load, http: httpx.AsyncClient, api: str, stop: float, give_up: float, wait: float, cap: int
) -> None:
    """Submit and follow journeys until ``stop``; once ``cap`` journeys are submitted, follow another
    client's journey instead (so every client keeps long-polling)."""
    headers = {"X-LexiQuery-Principal": f"client-{number}"}
    body = {"question": PLAIN_QUESTION, "platforms": ["kql"], "cache": False}
    while time.monotonic() < stop:
        if cap and load.reserved >= cap:
            while not load.accepted and time.monotonic() < stop:
                await asyncio.sleep(0.2)
            if load.accepted:
                journey_id = list(load.accepted)[number % len(load.accepted)]
                await follow(load, http, f"{api}/v1/journeys/{journey_id}", headers, give_up, wait, observer=True)
            return
        load.reserved += 1  # before the await: the cap holds however many clients ask at once
        accepted = await request(load, "submit", http, "POST", f"{api}/v1/journeys", json=body, headers=headers)
        if accepted is None:
            load.reserved -= 1
            await asyncio.sleep(1.0)
            continue
        load.accepted[accepted["journey_id"]] = time.monotonic()
        if not await follow(load, http, accepted["status_url"], headers, give_up, wait):
            return


async def follow(
    load: Load,
    http: httpx.AsyncClient,
    url: str,
    headers: dict[str, str],
    give_up: float,
    wait: float,
    observer: bool = False,
) -> bool:
    """Long-poll one journey until it ends (then read it once more); False if ``give_up`` came first."""
    while True:
        if time.monotonic() > give_up:
            load.unfinished += 1
            return False
        status = await request(load, "status_wait", http, "GET", url, params={"wait": wait}, headers=headers)
        if status is None:
            await asyncio.sleep(0.5)
        elif status["state"] in TERMINAL:
            if observer:
                load.observed_to_the_end += 1
            else:
                load.followed_to_the_end += 1
            await request(load, "status", http, "GET", url, headers=headers)
            return True


async def run(
    clients: int = DEFAULT_CLIENTS,
    *,
    duration: float = 30.0,
    wait: float = 10.0,
    journeys: int = 0,
    latency_ms: float = 0.0,
    drain: float = 240.0,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
) -> Report:
    params = {
        "clients": clients,
        "duration_s": duration,
        "long_poll_wait_s": wait,
        "max_journeys": journeys or None,
        "agent_latency_ms": latency_ms,
        "drain_s": drain,
    }
    async with drill_run(
        DRILL,
        params,
        keep=keep,
        agents_env=agents_env,
        phase_deadline=phase_deadline,
        agent_fault_latency_ms=latency_ms,
    ) as (
        stack,
        report,
    ):
        await stack.start_stack(api=True)
        load = Load()
        limits = httpx.Limits(max_connections=clients + 10, max_keepalive_connections=clients + 10)
        timeout = httpx.Timeout(wait + 60, connect=30)
        started = time.monotonic()
        stop, give_up = started + duration, started + duration + drain
        async with httpx.AsyncClient(limits=limits, timeout=timeout) as http:
            await asyncio.gather(
                *(client(n, load, http, stack.settings.api_url, stop, give_up, wait, journeys) for n in range(clients))
            )
        load_ended = time.monotonic()

        tracker = await stack.journeys()
        tracker.submitted.update(load.accepted)
        drained = await tracker.wait_closed(max(30.0, give_up - time.monotonic()))
        tally = await tracker.account(expect_plain_answer, stack.settings.resolved_ledger_path, histories=50)
        report.tally = tally
        server_errors = load.count(lambda a: a.startswith("5"))
        non_2xx = load.count(lambda a: not a.startswith("2"))
        fives = sum(sum(c.values()) for c in server_errors.values())
        report.time_to_recover_s = seconds_between(tracker.last_close(), stop)
        report.figures = {
            "clients": clients,
            "load seconds": round(duration, 1),
            "requests": {k: sum(c.values()) for k, c in load.answers.items()},
            "submit latency p50/p99 (s)": _p50_p99(load.latencies["submit"]),
            "status long-poll latency p50/p99 (s)": _p50_p99(load.latencies["status_wait"]),
            "status read latency p50/p99 (s)": _p50_p99(load.latencies["status"]),
            "non-2xx by status": {k: v for k, v in non_2xx.items() if v} or "none",
            "5xx": fives,
            "journeys accepted": len(load.accepted),
            "journeys followed to the end": load.followed_to_the_end,
            "journeys followed by other clients": load.observed_to_the_end,
            "journeys completed per minute": round(tally.completed / max(load_ended - started, 1) * 60, 1),
            "activity retries": tally.history.get("retried_activities"),
        }
        report.params["latency_s"] = {k: spread(v) for k, v in load.latencies.items()}
        report.params["answers"] = {k: dict(c) for k, c in load.answers.items()}
        report.params["non_2xx_examples"] = load.examples
        report.checks = [
            *standard_checks(tally, "COMPLETED with the right query"),
            Check("zero 5xx", fives == 0, f"{server_errors}" if fives else ""),
            Check("every client followed its journeys to the end", load.unfinished == 0, f"{load.unfinished}"),
            Check("none stuck (all terminal after the load)", drained, f"{len(tracker.open)} open"),
        ]
        report.notes.append("time to recover = from the end of the load to the last journey's close")
    return report


def _p50_p99(values: list[float]) -> str:
    return f"{percentile(values, 50)} / {percentile(values, 99)} (n={len(values)})"


def main() -> None:
    p = parser(DRILL, __doc__, 0, latency_ms=0)
    p.set_defaults(journeys=0)
    p.add_argument("--clients", type=int, default=DEFAULT_CLIENTS, help=f"concurrent clients ({DEFAULT_CLIENTS})")
    p.add_argument("--duration", type=float, default=30.0, help="seconds the clients keep submitting (30)")
    p.add_argument("--wait", type=float, default=10.0, help="long-poll wait in seconds (10)")
    p.add_argument("--drain", type=float, default=240.0, help="seconds to follow journeys after the load (240)")

    args = p.parse_args()
    run_cli(
        DRILL,
        args,
        run(args.clients, duration=args.duration, wait=args.wait, journeys=args.journeys, latency_ms=args.latency_ms,
            drain=args.drain, **shared_options(args)),
    )  # fmt: skip


if __name__ == "__main__":
    main()
