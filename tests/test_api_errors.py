"""Bad input gets a problem+json answer naming the field, and starts no workflow."""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
from temporalio import workflow
from temporalio.client import Client, WorkflowFailureError
from temporalio.common import SearchAttributePair, TypedSearchAttributes
from temporalio.worker import Worker

from api.app import create_app
from api.auth import hash_key
from api.service import QUERY_TIMEOUT
from lexiquery.contracts import MAX_QUESTION_CHARS, Phase
from lexiquery.loopback import derive, free_port, serve
from lexiquery.names import Query, Update
from lexiquery.settings import ApiKey, Settings
from workflows.journey import STATE_KEY


@pytest.fixture
async def no_new_workflows(temporal_client: Client, settings: Settings) -> AsyncIterator[None]:
    query = f"TaskQueue = '{settings.task_queue}'"
    before = (await temporal_client.count_workflows(query)).count
    yield
    assert (await temporal_client.count_workflows(query)).count == before


def assert_problem(response: httpx.Response, status: int, kind: str, field: str | None = None) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert body["type"] == f"https://lexiquery.dev/problems/{kind}"
    assert body["status"] == status
    assert body["title"]
    if field is not None:
        assert field in {error["field"] for error in body["errors"]}, body


@pytest.mark.usefixtures("no_new_workflows")
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"question": "", "platforms": ["kql"]}, "question"),
        ({"question": "   ", "platforms": ["kql"]}, "question"),
        ({"question": "x" * (MAX_QUESTION_CHARS + 1), "platforms": ["kql"]}, "question"),
        ({"question": "failed sign-ins", "platforms": ["cobol"]}, "platforms.0"),
        ({"question": "failed sign-ins", "platforms": "kql"}, "platforms"),
        ({"platforms": ["kql"]}, "question"),
        ({"question": "failed sign-ins", "platforms": ["kql"], "surprise": 1}, "surprise"),
    ],
    ids=[
        "empty",
        "blank",
        "too-long",
        "unknown-platform",
        "no-platforms",
        "missing-question",
        "unknown-field",
    ],
)
async def test_invalid_submissions_are_422(api: httpx.AsyncClient, body: dict[str, object], field: str) -> None:
    assert_problem(await api.post("/v1/journeys", json=body), 422, "validation-error", field)


@pytest.mark.usefixtures("no_new_workflows")
async def test_malformed_json_is_422(api: httpx.AsyncClient) -> None:
    response = await api.post(
        "/v1/journeys",
        content=b'{"question": "failed sign-ins", ',
        headers={"content-type": "application/json"},
    )
    assert_problem(response, 422, "validation-error", "body")


@pytest.mark.usefixtures("no_new_workflows")
async def test_oversized_body_is_413(api: httpx.AsyncClient, settings: Settings) -> None:
    padding = "x" * settings.api_max_body_bytes
    response = await api.post("/v1/journeys", json={"question": "failed sign-ins", "platforms": ["kql"], "p": padding})
    assert_problem(response, 413, "payload-too-large")


async def test_health(api: httpx.AsyncClient) -> None:
    response = await api.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


@pytest.mark.usefixtures("no_new_workflows")
async def test_budget_over_the_server_limit_is_422(api: httpx.AsyncClient, settings: Settings) -> None:
    body = {
        "question": "failed sign-ins",
        "platforms": ["kql"],
        "budget": {"tokens": settings.budget_max_tokens + 1},
    }
    assert_problem(await api.post("/v1/journeys", json=body), 422, "budget-over-limit", "budget.tokens")


@pytest.mark.usefixtures("no_new_workflows")
async def test_negative_budget_is_422(api: httpx.AsyncClient) -> None:
    body = {"question": "failed sign-ins", "platforms": ["kql"], "budget": {"cost_usd": -1}}
    assert_problem(await api.post("/v1/journeys", json=body), 422, "validation-error", "budget.cost_usd")


@pytest.mark.usefixtures("no_new_workflows")
async def test_api_keys_decide_who_may_do_what(settings: Settings, temporal_client: Client) -> None:
    """With keys configured: no key or an unknown one is 401; a viewer reads but may not submit (403)."""
    keys = [
        ApiKey(sha256=hash_key("viewer-key"), principal="vera", roles=["viewer"]),
        ApiKey(sha256=hash_key("operator-key"), principal="otto", roles=["operator"]),
    ]
    app = create_app(derive(settings, api_keys=keys), temporal_client)
    body = {"question": "x" * (MAX_QUESTION_CHARS + 1)}  # invalid: an allowed caller gets 422, not a journey
    async with serve(app, free_port()) as url, httpx.AsyncClient(base_url=url) as client:
        assert_problem(await client.post("/v1/journeys", json=body), 401, "unauthenticated")
        wrong = {"Authorization": "Bearer nope"}
        assert_problem(await client.post("/v1/journeys", json=body, headers=wrong), 401, "unauthenticated")
        viewer = {"Authorization": "Bearer viewer-key"}
        assert_problem(await client.post("/v1/journeys", json=body, headers=viewer), 403, "forbidden")
        assert_problem(await client.get("/v1/journeys/journey-nope", headers=viewer), 404, "journey-not-found")
        operator = {"Authorization": "Bearer operator-key"}
        assert_problem(
            await client.post("/v1/journeys", json=body, headers=operator), 422, "validation-error", "question"
        )
    assert "viewer-key" not in repr(settings)


@pytest.mark.usefixtures("no_new_workflows")
async def test_approval_policy_beyond_the_server_limits_is_422(api: httpx.AsyncClient, settings: Settings) -> None:
    too_long = settings.approval_max_timeout_seconds + 1
    body = {"question": "failed sign-ins", "approval": {"timeout_seconds": too_long}}
    assert_problem(await api.post("/v1/journeys", json=body), 422, "approval-over-limit", "approval.timeout_seconds")


@workflow.defn(name="BrokenStatusJourney", sandboxed=False)
class BrokenStatusJourney:
    """A running journey whose ``status`` query fails inside the workflow (as one whose task is failing would)
    and whose decisions are never confirmed (as with a worker too busy to run its update)."""

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: False)

    @workflow.query(name=Query.STATUS)
    def status(self) -> None:
        raise RuntimeError("the workflow cannot answer")

    @workflow.update(name=Update.DECIDE, unfinished_policy=workflow.HandlerUnfinishedPolicy.ABANDON)
    async def decide(self, decision: dict[str, object]) -> None:
        await workflow.wait_condition(lambda: False)


async def test_a_journey_that_cannot_answer_its_query_is_read_from_visibility(
    api: httpx.AsyncClient, temporal_client: Client
) -> None:
    queue = f"broken-{uuid.uuid4()}"
    journey_id = f"journey-{uuid.uuid4()}"
    async with Worker(temporal_client, task_queue=queue, workflows=[BrokenStatusJourney]):
        handle = await temporal_client.start_workflow(
            "BrokenStatusJourney",
            id=journey_id,
            task_queue=queue,
            static_summary="which pods restarted most today",
            search_attributes=TypedSearchAttributes([SearchAttributePair(STATE_KEY, Phase.GENERATING_QUERIES.value)]),
        )
        try:
            response = await api.get(f"/v1/journeys/{journey_id}")
            assert response.status_code == 200, response.text
            body = response.json()
            assert (body["state"], body["question"]) == ("GENERATING_QUERIES", "which pods restarted most today")
        finally:
            await handle.cancel()
            with pytest.raises(WorkflowFailureError):
                await handle.result()


async def test_a_long_poll_with_no_worker_to_answer_keeps_to_its_bound(
    api: httpx.AsyncClient, temporal_client: Client
) -> None:
    journey_id = f"journey-{uuid.uuid4()}"
    handle = await temporal_client.start_workflow(
        "BrokenStatusJourney", id=journey_id, task_queue=f"nobody-{uuid.uuid4()}", static_summary="anyone there?"
    )
    try:
        started = time.monotonic()
        response = await api.get(f"/v1/journeys/{journey_id}", params={"wait": 1})
        assert response.status_code == 200, response.text
        assert response.json()["question"] == "anyone there?"  # from visibility: no worker answered
        # The first read waits out the status query; after it, the poll keeps to the second asked for
        # (unbounded, each further read waited out the query timeout again: 10.5 s in all).
        assert time.monotonic() - started < QUERY_TIMEOUT.total_seconds() + 1 + 2
    finally:
        await handle.terminate()


async def test_a_decision_the_journey_does_not_confirm_in_time_is_503(
    api: httpx.AsyncClient, temporal_client: Client
) -> None:
    queue = f"unconfirmed-{uuid.uuid4()}"
    journey_id = f"journey-{uuid.uuid4()}"
    async with Worker(temporal_client, task_queue=queue, workflows=[BrokenStatusJourney]):
        handle = await temporal_client.start_workflow("BrokenStatusJourney", id=journey_id, task_queue=queue)
        try:
            response = await api.post(f"/v1/journeys/{journey_id}/approvals/execution-1", json={"decision": "approve"})
            assert_problem(response, 503, "decision-unconfirmed")
            assert "send the same request again" in response.json()["detail"]
        finally:
            await handle.cancel()
            with pytest.raises(WorkflowFailureError):
                await handle.result()


@contextlib.asynccontextmanager
async def cut_off_proxy(target: str) -> AsyncIterator[tuple[str, Callable[[], None]]]:
    """A TCP relay to ``target``: its address, and a cut that closes it and every connection through it."""
    host, port = target.rsplit(":", 1)
    links: list[asyncio.StreamWriter] = []

    async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(OSError):
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        writer.close()

    async def relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection(host, int(port))
        links.extend((writer, upstream_writer))
        await asyncio.gather(pipe(reader, upstream_writer), pipe(upstream_reader, writer))

    server = await asyncio.start_server(relay, "127.0.0.1", 0)

    def cut() -> None:
        server.close()
        for link in links:
            link.close()

    try:
        yield f"127.0.0.1:{server.sockets[0].getsockname()[1]}", cut
    finally:
        cut()


async def test_temporal_unreachable_is_a_503_problem_not_a_crash(settings: Settings) -> None:
    """Temporal gone after the API connected: every read is a 503 problem (Retry-After) naming Temporal, with no
    secret in it, and the inbox is a 503 page, not a crash."""
    keys = [ApiKey(sha256=hash_key("viewer-key"), principal="vera", roles=["viewer"])]
    viewer = {"Authorization": "Bearer viewer-key"}
    async with cut_off_proxy(settings.temporal_address) as (address, cut):
        through = await Client.connect(address, namespace=settings.temporal_namespace)
        async with (
            serve(create_app(derive(settings, api_keys=keys), through), free_port()) as url,
            httpx.AsyncClient(base_url=url, timeout=30) as client,
        ):
            assert (await client.get("/v1/journeys", headers=viewer)).status_code == 200
            cut()
            for path in ("/v1/journeys", "/v1/approvals", "/v1/journeys/journey-nope"):
                response = await client.get(path, headers=viewer)
                assert_problem(response, 503, "temporal-unavailable")
                assert response.headers["retry-after"].isdigit()
                assert "UNAVAILABLE" in response.json()["detail"]
                assert "viewer-key" not in response.text
            page = await client.get("/ui/approvals", auth=("vera", "viewer-key"))
            assert page.status_code == 503
            assert "Temporal is unavailable" in page.text
