"""The HTTP API beyond submit-and-poll: idempotent submits, long-polling, listing, plan, queries, cancel."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from datetime import datetime
from typing import Any

import httpx
import pytest
from temporalio.client import Client, Interceptor, OutboundInterceptor

from api.app import create_app
from api.service import resolve_approval, resolve_budget
from harness.figures import percentile
from lexiquery.contracts import JourneyRequest, Platform
from lexiquery.loopback import derive, free_port, serve
from lexiquery.settings import Settings
from tests.test_api_errors import assert_problem
from tests.test_e2e import wait_for_end, wait_for_gate
from workflows.journey import JourneyWorkflow

pytestmark = pytest.mark.usefixtures("worker")
QUESTION = {"question": "failed sign-ins in the last hour", "platforms": ["kql"]}


async def test_fifty_concurrent_submits_with_one_key_start_one_journey(
    api: httpx.AsyncClient, temporal_client: Client
) -> None:
    key = {"Idempotency-Key": f"key-{uuid.uuid4()}"}
    answers = await asyncio.gather(*(api.post("/v1/journeys", json=QUESTION, headers=key) for _ in range(50)))
    assert sorted({a.status_code for a in answers}) in ([200, 202], [202])
    assert [a.status_code for a in answers].count(202) == 1
    ids = {a.json()["journey_id"] for a in answers}
    assert len(ids) == 1
    (journey_id,) = ids
    assert (await temporal_client.count_workflows(f"WorkflowId = '{journey_id}'")).count == 1
    other = await api.post("/v1/journeys", json={**QUESTION, "platforms": ["sql"]}, headers=key)
    assert_problem(other, 409, "idempotency-key-reused")
    await wait_for_end(api, answers[0].json()["status_url"])
    again = await api.post("/v1/journeys", json=QUESTION, headers=key)  # after it ended: still the same journey
    assert (again.status_code, again.json()["journey_id"]) == (200, journey_id)


async def test_a_long_poll_does_not_wait_for_a_workflow_task_under_way(
    api: httpx.AsyncClient, temporal_client: Client, settings: Settings
) -> None:
    """A journey whose first workflow task nobody has picked up yet (no worker polls its queue): a query would
    wait for that task, up to its 5 s bound; the long-poll reads the description and waits only as asked."""
    request = JourneyRequest(
        question=QUESTION["question"],
        platforms=[Platform.KQL],
        requester="tester",
        budget=resolve_budget(settings, None),
        approval=resolve_approval(settings, None),
    )
    journey_id = f"journey-{uuid.uuid4()}"
    handle = await temporal_client.start_workflow(
        JourneyWorkflow.run, request, id=journey_id, task_queue=f"nobody-{uuid.uuid4().hex[:8]}"
    )
    try:
        started = time.monotonic()
        waited = await api.get(f"/v1/journeys/{journey_id}", params={"wait": 1})
        assert 0.9 <= time.monotonic() - started < 3
        assert waited.status_code == 200
        assert waited.json()["state"] == "PENDING"
    finally:
        await handle.terminate("test over")


async def test_long_polling_returns_at_the_next_change_and_respects_its_bound(api: httpx.AsyncClient) -> None:
    accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True})).json()
    gate = await wait_for_gate(api, accepted["status_url"])
    started = time.monotonic()
    waited = (await api.get(accepted["status_url"], params={"wait": 1})).json()  # nothing changes at a gate
    assert 0.9 <= time.monotonic() - started < 5
    assert waited["state"] == "AWAITING_APPROVAL"

    async def approve_soon() -> None:
        await asyncio.sleep(0.5)
        body = {"decision": "approve"}
        url = f"{accepted['status_url']}/approvals/{gate['id']}"
        await api.post(url, json=body, headers={"X-LexiQuery-Principal": "bob"})

    started = time.monotonic()
    approver = asyncio.create_task(approve_soon())
    changed = (await api.get(accepted["status_url"], params={"wait": 20})).json()
    await approver
    assert time.monotonic() - started < 10
    assert changed["state"] != "AWAITING_APPROVAL" or changed["gates"][0]["decision"] == "approve"
    assert_problem(await api.get(accepted["status_url"], params={"wait": 31}), 422, "validation-error", "wait")
    assert_problem(await api.get("/v1/journeys/journey-nope", params={"wait": 1}), 404, "journey-not-found")


async def test_journeys_are_listed_filtered_and_paged(api: httpx.AsyncClient) -> None:
    requester = f"lister-{uuid.uuid4().hex[:8]}"
    who = {"X-LexiQuery-Principal": requester}
    urls = [(await api.post("/v1/journeys", json=QUESTION, headers=who)).json()["status_url"] for _ in range(3)]
    for url in urls:
        await wait_for_end(api, url)
    listed = await eventually(api, {"requester": requester, "state": "COMPLETED"}, lambda page: len(page) == 3)
    assert {j["requester"] for j in listed} == {requester}
    assert all(j["platforms"] == ["kql"] for j in listed)
    first = (await api.get("/v1/journeys", params={"requester": requester, "limit": 2})).json()
    assert len(first["journeys"]) == 2
    second = (await api.get("/v1/journeys", params={"requester": requester, "cursor": first["next_cursor"]})).json()
    assert {j["journey_id"] for j in first["journeys"] + second["journeys"]} == {j["journey_id"] for j in listed}
    assert_problem(await api.get("/v1/journeys", params={"cursor": "!!"}), 422, "validation-error")
    assert_problem(await api.get("/v1/journeys", params={"requester": "x' OR '1'='1"}), 422, "validation-error")
    assert_problem(await api.get("/v1/journeys", params={"state": "SLEEPING"}), 422, "validation-error", "state")


async def eventually(api: httpx.AsyncClient, params: dict[str, str], done: Any) -> list[dict[str, Any]]:
    """Visibility is eventually consistent: poll the listing until it shows what was written."""
    for _ in range(100):
        page = (await api.get("/v1/journeys", params=params)).json()["journeys"]
        if done(page):
            return list(page)
        await asyncio.sleep(0.1)
    raise AssertionError(f"the listing never showed {params}")


async def test_plan_queries_and_cancel(api: httpx.AsyncClient, settings: Settings) -> None:
    accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True})).json()
    url = accepted["status_url"]
    await wait_for_gate(api, url)
    plan = (await api.get(f"{url}/plan")).json()
    assert [s["kind"] for s in plan["steps"]].count("generate") == 1
    queries = (await api.get(f"{url}/queries")).json()
    assert queries[0]["query"]["platform"] == "kql"
    assert queries[0]["validation"]["valid"]
    cancelled = await api.post(f"{url}/cancel")
    assert cancelled.status_code == 202, cancelled.text
    journey = await wait_for_end(api, url)
    assert journey["state"] == "CANCELLED"
    assert journey["queries"]  # what it found stays readable
    assert_problem(await api.post(f"{url}/cancel"), 409, "journey-closed")
    assert_problem(await api.post("/v1/journeys/journey-nope/cancel"), 404, "journey-not-found")
    assert_problem(await api.get("/v1/journeys/journey-nope/plan"), 404, "journey-not-found")


async def test_service_health_names_every_dependency(api: httpx.AsyncClient, settings: Settings) -> None:
    answer = await api.get("/health/services")
    body = answer.json()
    kinds = {service["kind"] for service in body["services"]}
    assert kinds == {"temporal", "ledger", "agent", "mcp"}, body
    down = [service for service in body["services"] if not service["up"]]
    assert (answer.status_code, body["status"]) == ((503, "degraded") if down else (200, "ok"))
    up = {service["name"] for service in body["services"] if service["up"]}
    assert {"temporal", "planner", "knowledge", "kql-executor"} <= up, down


async def test_a_recent_identical_request_is_served_from_cache_unless_it_opts_out(
    settings: Settings, temporal_client: Client
) -> None:
    cached = derive(settings, api_cache_ttl_seconds=600)
    question = {"question": f"Failed sign-ins for adm-{uuid.uuid4().hex[:6]} in the last hour", "platforms": ["kql"]}
    async with (
        serve(create_app(cached, temporal_client), free_port()) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as api,
    ):
        first = await api.post("/v1/journeys", json=question)
        assert (first.status_code, first.json()["from_cache"]) == (202, False)
        await wait_for_end(api, first.json()["status_url"])
        visible = f"WorkflowId = '{first.json()['journey_id']}' AND JourneyState = 'COMPLETED'"
        while not (await temporal_client.count_workflows(visible)).count:  # visibility is eventually consistent
            await asyncio.sleep(0.1)
        same = {**question, "question": "  " + question["question"].lower() + " ? "}  # case, spaces, punctuation
        again = await api.post("/v1/journeys", json=same, headers={"X-LexiQuery-Principal": "someone-else"})
        assert again.status_code == 200
        assert again.json() | {"status_url": None} == first.json() | {"from_cache": True, "status_url": None}
        fresh = await api.post("/v1/journeys", json={**same, "cache": False})
        other = await api.post("/v1/journeys", json={**question, "time_range": "2h"})
        for answer in (fresh, other):
            assert (answer.status_code, answer.json()["from_cache"]) == (202, False)
            assert answer.json()["journey_id"] != first.json()["journey_id"]
            await wait_for_end(api, answer.json()["status_url"])


async def test_time_range_and_context_reach_the_journey(api: httpx.AsyncClient) -> None:
    body = {**QUESTION, "time_range": "6h", "context": {"ticket": "INC-4711", "team": "secops"}}
    accepted = (await api.post("/v1/journeys", json=body)).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["context"] == {"ticket": "INC-4711", "team": "secops"}
    assert journey["plan"]["entities"]["time_range"] == "6h"
    assert "ago(6h)" in journey["queries"][0]["query"]
    for bad in ({"time_range": "6 hours"}, {"time_range": "0h"}, {"context": {"no spaces": "x"}},
                {"context": {f"k{i}": "v" for i in range(21)}}, {"context": {"k": "v" * 501}}):  # fmt: skip
        assert_problem(await api.post("/v1/journeys", json={**QUESTION, **bad}), 422, "validation-error")


async def test_a_repeated_decision_is_answered_as_the_first_was(api: httpx.AsyncClient) -> None:
    accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True})).json()
    gate = await wait_for_gate(api, accepted["status_url"])
    url = f"{accepted['status_url']}/approvals/{gate['id']}"
    bob, carol = {"X-LexiQuery-Principal": "bob"}, {"X-LexiQuery-Principal": "carol"}
    first = await api.post(url, json={"decision": "approve"}, headers=bob)
    assert first.status_code == 200, first.text
    # a client that lost the answer (or got a 503) sends it again: same answer, nothing decided twice
    again = await api.post(url, json={"decision": "approve"}, headers=bob)
    assert (again.status_code, again.json()) == (200, first.json())
    # another decision is a conflict: the gate was decided (or, once the journey has run on, it has ended)
    for body, who in (({"decision": "reject"}, bob), ({"decision": "approve"}, carol)):
        conflict = await api.post(url, json=body, headers=who)
        assert conflict.status_code == 409, conflict.text
        assert conflict.json()["type"].rsplit("/", 1)[1] in {"gate-already-decided", "journey-closed"}
    await wait_for_end(api, accepted["status_url"])
    after_the_end = await api.post(url, json={"decision": "approve"}, headers=bob)
    assert (after_the_end.status_code, after_the_end.json()) == (200, first.json())
    assert_problem(await api.post(url, json={"decision": "approve"}, headers=carol), 409, "journey-closed")


async def test_the_approvals_inbox_lists_what_the_caller_may_decide(api: httpx.AsyncClient) -> None:
    alice, bob = {"X-LexiQuery-Principal": "alice"}, {"X-LexiQuery-Principal": "bob"}
    accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True}, headers=alice)).json()
    gate = await wait_for_gate(api, accepted["status_url"])

    def waiting_for(inbox: httpx.Response) -> list[dict[str, Any]]:
        assert inbox.status_code == 200, inbox.text
        return [item for item in inbox.json() if item["journey_id"] == accepted["journey_id"]]

    opened = await _events(api, f"{accepted['status_url']}/events?max_seconds=1")  # a bounded stream, at a gate
    assert [e["data"]["gate"]["id"] for e in opened if e["event"] == "gate_opened"] == [gate["id"]]
    assert opened[-1]["event"] != "end"  # the journey waits on: the stream ended at its bound
    for_bob = waiting_for(await api.get("/v1/approvals", headers=bob))
    assert [item["gate"]["id"] for item in for_bob] == [gate["id"]]
    assert for_bob[0]["requester"] == "alice"
    assert for_bob[0]["gate"]["queries"][0]["query"]  # the exact query to decide on
    assert waiting_for(await api.get("/v1/approvals", headers=alice)) == []  # four eyes: not her own execution
    decided = await api.post(f"{accepted['status_url']}/approvals/{gate['id']}", json={"decision": "reject"},
                             headers=bob)  # fmt: skip
    assert decided.status_code == 200, decided.text
    await wait_for_end(api, accepted["status_url"])
    assert waiting_for(await api.get("/v1/approvals", headers=bob)) == []


async def _events(api: httpx.AsyncClient, url: str, headers: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Read a text/event-stream to its end: each event's id, name and data."""
    found: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    async with api.stream("GET", url, headers=headers, timeout=60) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        async for line in response.aiter_lines():
            if not line:
                if current:
                    found.append(current)
                current = {}
            elif line.startswith(("id: ", "event: ")):
                key, _, value = line.partition(": ")
                current[key] = value
            elif line.startswith("data: "):
                current["data"] = json.loads(line[len("data: ") :])
    return found


async def test_a_journeys_events_stream_to_its_end_and_resume_after_the_last_one_seen(
    api: httpx.AsyncClient,
) -> None:
    accepted = (await api.post("/v1/journeys", json=QUESTION)).json()
    url = f"{accepted['status_url']}/events"
    first, second = await asyncio.gather(_events(api, url), _events(api, url))  # two clients, one watcher
    names = [event["event"] for event in first]
    assert names[0] == "phase"
    assert names[-1] == "end"
    assert first[-1]["data"]["state"] == "COMPLETED"
    assert {"phase", "query", "validated", "end"} <= set(names)
    ids = [event["id"] for event in first]
    assert len(ids) == len(set(ids))  # nothing twice
    assert [event["id"] for event in second] == ids
    middle = ids[len(ids) // 2]
    resumed = await _events(api, url, headers={"Last-Event-ID": middle})
    assert [event["id"] for event in resumed] == ids[ids.index(middle) + 1 :]  # exactly what came after
    missing = await api.get(f"/v1/journeys/{uuid.uuid4()}/events")
    assert_problem(missing, 404, "journey-not-found")


async def test_a_follow_up_keeps_what_the_earlier_journey_established_and_joins_its_thread(
    api: httpx.AsyncClient,
) -> None:
    first = (
        await api.post("/v1/journeys", json={**QUESTION, "time_range": "6h", "context": {"ticket": "INC-1"}})
    ).json()
    await wait_for_end(api, first["status_url"])
    follow = await api.post(
        "/v1/journeys", json={"question": "same for yesterday", "follow_up_of": first["journey_id"]}
    )
    assert follow.status_code == 202, follow.text
    status = await wait_for_end(api, follow.json()["status_url"])
    assert status["question"] == "failed sign-ins yesterday"
    assert status["platforms"] == ["kql"]
    assert status["context"] == {"ticket": "INC-1"}
    assert (status["follow_up_of"], status["thread"]) == (first["journey_id"], first["journey_id"])
    thread_url = f"{follow.json()['status_url']}/thread"
    deadline = time.monotonic() + 10
    while len(thread := (await api.get(thread_url)).json()) < 2 and time.monotonic() < deadline:
        await asyncio.sleep(0.2)  # visibility is eventually consistent
    assert [j["journey_id"] for j in thread] == [first["journey_id"], follow.json()["journey_id"]]
    unknown = await api.post("/v1/journeys", json={"question": "same for today", "follow_up_of": "journey-nope"})
    assert_problem(unknown, 422, "validation-error")
    assert "follow_up_of" in unknown.text


class CountingReads(Interceptor):
    """Counts the Temporal reads (describe, query, history) an API client makes."""

    def __init__(self) -> None:
        self.reads = 0

    def intercept_client(self, next: OutboundInterceptor) -> OutboundInterceptor:
        counter = self

        class Counting(OutboundInterceptor):
            async def describe_workflow(self, input: Any) -> Any:
                counter.reads += 1
                return await super().describe_workflow(input)

            async def query_workflow(self, input: Any) -> Any:
                counter.reads += 1
                return await super().query_workflow(input)

            def fetch_workflow_history_events(self, input: Any) -> Any:
                counter.reads += 1
                return super().fetch_workflow_history_events(input)

        return Counting(next)


async def _watched_by(clients: int, url: str, status_url: str, counter: CountingReads) -> tuple[int, list[float]]:
    """Temporal reads while ``clients`` follow one journey to its gate (half streaming events, half long-polling),
    and how late each streaming client saw the gate open after the workflow opened it (seconds)."""
    before = counter.reads
    seen_at: list[float] = []

    async def streaming(client: httpx.AsyncClient) -> None:
        async with client.stream("GET", f"{status_url}/events", timeout=60) as response:
            async for line in response.aiter_lines():
                if line.startswith("event: gate_opened"):
                    seen_at.append(time.time())
                    return

    async def polling(client: httpx.AsyncClient) -> None:
        state = ""
        while state != "AWAITING_APPROVAL":
            state = (await client.get(status_url, params={"wait": 10}, timeout=60)).json()["state"]

    async with httpx.AsyncClient(base_url=url) as client:
        await asyncio.gather(*(streaming(client) if n % 2 else polling(client) for n in range(clients)))
        gate = (await client.get(status_url)).json()["gates"][0]
    opened = datetime.fromisoformat(gate["requested_at"]).timestamp()
    return counter.reads - before, [at - opened for at in seen_at]


async def test_fifty_clients_on_one_journey_cost_about_what_one_does(
    settings: Settings, temporal_client: Client
) -> None:
    counter = CountingReads()
    counted = Client(
        temporal_client.service_client, namespace=temporal_client.namespace, interceptors=[counter],
        data_converter=temporal_client.data_converter,
    )  # fmt: skip
    async with serve(create_app(settings, counted), free_port()) as url, httpx.AsyncClient(base_url=url) as api:
        figures = {}
        for clients in (2, 50):
            accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True})).json()
            figures[clients] = await _watched_by(clients, url, accepted["status_url"], counter)
            await api.post(f"{accepted['status_url']}/cancel")
    (two_reads, _), (fifty_reads, lags) = figures[2], figures[50]
    print(f"Temporal reads to a gate: 2 clients {two_reads}, 50 clients {fifty_reads}; gate to event "
          f"p50 {percentile(lags, 50):.2f} s, p99 {percentile(lags, 99):.2f} s over {len(lags)} streams")  # fmt: skip
    assert len(lags) == 25
    assert fifty_reads <= 2 * two_reads + 60  # one watcher per journey: reads do not grow with the clients


async def test_a_journey_that_ends_while_its_client_is_away_is_told_in_full_on_reconnect(
    api: httpx.AsyncClient,
) -> None:
    accepted = (await api.post("/v1/journeys", json={**QUESTION, "execute": True})).json()
    url = f"{accepted['status_url']}/events"
    gate = await wait_for_gate(api, accepted["status_url"])
    before = await _events(api, f"{url}?max_seconds=1")  # up to the gate, then the client goes away
    assert before[-1]["event"] in ("gate_opened", "cost")
    decided = await api.post(f"{accepted['status_url']}/approvals/{gate['id']}", json={"decision": "approve"},
                             headers={"X-LexiQuery-Principal": "bob"})  # fmt: skip
    assert decided.status_code == 200
    await wait_for_end(api, accepted["status_url"])
    after = await _events(api, url, headers={"Last-Event-ID": before[-1]["id"]})
    assert {event["id"] for event in after}.isdisjoint(event["id"] for event in before)  # nothing twice
    assert [event["event"] for event in after][-1] == "end"
    assert "gate_decided" in [event["event"] for event in after]
    whole = await _events(api, url)
    assert [event["id"] for event in whole] == [event["id"] for event in before + after]  # no gap
