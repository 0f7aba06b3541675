"""What an investigation (a DAG journey) costs beside a single-query journey, on one embedded stack in one run.

    .lexiquery/bootstrap/bin/uv run --frozen python -m bench.investigations [--rounds 5]

Each round runs, one after the other, a single-query journey that executes its query ("failed sign-ins in the
last 24 hours by user", KQL, low risk approved by policy) and the correlation investigation over the same data
and the audit log ("which users with failed sign-ins in the last 24 hours also made audit log changes in the last
24 hours (SQL)?": two queries generated and executed, and a function). The investigation's gate is approved at
once through the API; its time at the gate is left out. Reported: working time (submit to end, gates left out)
at p50 and max, the history's events and bytes, and the ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from harness.figures import percentile, ratio
from lexiquery.loopback import free_port
from lexiquery.settings import Settings
from lexiquery.stack import running_stack
from lexiquery.temporal import connect

SINGLE = {"question": "failed sign-ins in the last 24 hours by user", "platforms": ["kql"], "execute": True,
          "approval": {"auto_approve_low_risk": True}}  # fmt: skip
INVESTIGATION = {"question": "Which users with failed sign-ins in the last 24 hours also made audit log changes in "
                 "the last 24 hours (SQL)?", "execute": True}  # fmt: skip
TERMINAL = ("COMPLETED", "FAILED", "REJECTED", "CANCELLED")


def _seconds(record: dict[str, Any]) -> float:
    left = record.get("left_at")
    if not left:
        return 0.0
    return (datetime.fromisoformat(left) - datetime.fromisoformat(record["entered_at"])).total_seconds()


async def one(api: httpx.AsyncClient, body: dict[str, Any]) -> dict[str, Any]:
    """Run a journey to its end, approving any gate at once; its working time and its final status."""
    started = time.perf_counter()
    status_url = (await api.post("/v1/journeys", json=body)).json()["status_url"]
    while True:
        status: dict[str, Any] = (await api.get(status_url, params={"wait": 10})).json()
        for gate in (g for g in status["gates"] if g["decision"] is None):
            await api.post(f"{status_url}/approvals/{gate['id']}", json={"decision": "approve"},
                           headers={"X-LexiQuery-Principal": "bench-approver"})  # fmt: skip
        if status["state"] in TERMINAL:
            break
    wall = time.perf_counter() - started
    gated = sum(_seconds(r) for r in status["phase_history"] if r["phase"] == "AWAITING_APPROVAL")
    return {"seconds": wall - gated, "status": status}


async def run(rounds: int) -> None:
    with tempfile.TemporaryDirectory(prefix="lexiquery-bench-investigations-") as state:
        settings = Settings(
            state_dir=Path(state), temporal_address=f"127.0.0.1:{free_port()}", temporal_ui_port=free_port(),
            api_port=free_port(), agents_port=free_port(), prometheus_port=free_port(), worker_metrics_port=0,
            api_cache_ttl_seconds=0,
        )  # fmt: skip
        async with running_stack(settings), httpx.AsyncClient(base_url=settings.api_url, timeout=120) as api:
            client = await connect(settings)
            figures: dict[str, dict[str, list[float]]] = {"single": {}, "investigation": {}}
            await one(api, SINGLE)  # warm: the first journey loads the agents' caches
            await one(api, INVESTIGATION)
            for _ in range(rounds):
                for kind, body in (("single", SINGLE), ("investigation", INVESTIGATION)):
                    ran = await one(api, body)
                    assert ran["status"]["state"] == "COMPLETED", ran["status"].get("error")
                    history = await client.get_workflow_handle(ran["status"]["journey_id"]).fetch_history()
                    for name, value in (("seconds", ran["seconds"]), ("events", len(history.events)),
                                        ("bytes", len(history.to_json()))):  # fmt: skip
                        figures[kind].setdefault(name, []).append(value)
    print(f"{rounds} rounds, one after the other, on one embedded stack (2 shared cores)")
    print(f"{'':15} {'work p50 ms':>12} {'work max ms':>12} {'events':>7} {'history KiB':>12}")
    for kind, values in figures.items():
        print(f"{kind:15} {percentile(values['seconds'], 50) * 1000:12.0f} {max(values['seconds']) * 1000:12.0f} "
              f"{percentile(values['events'], 50):7.0f} {percentile(values['bytes'], 50) / 1024:12.1f}")  # fmt: skip
    single, dag = figures["single"], figures["investigation"]
    print(f"investigation / single: time {ratio(percentile(dag['seconds'], 50), percentile(single['seconds'], 50))}, "
          f"events {ratio(percentile(dag['events'], 50), percentile(single['events'], 50))}, "
          f"history {ratio(percentile(dag['bytes'], 50), percentile(single['bytes'], 50))}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.investigations", description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(run(parser.parse_args().rounds))


if __name__ == "__main__":
    main()
