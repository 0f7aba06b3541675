"""Fuzz the live HTTP API against its own OpenAPI schema with schemathesis.

The schema is read from the running API (``/openapi.json``), so what is checked is what clients are told. Every
operation gets a bounded number of generated requests, sent over real HTTP to the uvicorn server of the
``api_url`` fixture, and every response must be: not a 5xx, a documented status code, of a documented content
type, with a body matching the documented schema; every error must be an RFC 9457 problem (the schema cannot
say so: see ``problem_details``); requests that break the schema (negative mode) must be refused with a 4xx.

Schemathesis is synchronous (requests + Hypothesis) while the API is served by this test session's event loop,
so the whole run happens in a worker thread (``asyncio.to_thread``) and the loop keeps serving.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import httpx
import hypothesis
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.service import RPCError

from api.app import create_app
from api.auth import hash_key
from api.errors import PROBLEM_BASE, PROBLEM_JSON, Problem
from api.routers.journeys import MAX_WAIT_SECONDS
from lexiquery.loopback import derive, free_port, serve
from lexiquery.settings import ApiKey, Settings
from tests.test_api_errors import assert_problem, no_new_workflows  # noqa: F401 (a fixture)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.usefixtures("worker"),
    # Hypothesis warns when the global random state changes while it draws a case. Here it is another thread that
    # changes it: this session's event loop, serving the API, the agents and the workers while the fuzzer runs.
    pytest.mark.filterwarnings("ignore:Do not use the `random` module inside strategies"),
]

# Generated requests per operation and mode. Positive requests that pass validation reach Temporal, and a valid
# POST /v1/journeys starts a real journey: ~20 of them, served by the session's workers and cancelled at the end.
POSITIVE_EXAMPLES = 20
NEGATIVE_EXAMPLES = 10
# With API keys configured every generated request lacks a valid key: a few suffice to see each answer a 401.
UNAUTHENTICATED_EXAMPLES = 5
# Long-polling (?wait=, up to 30 s) holds a request open until the journey changes or the wait ends: on a journey
# waiting at a gate that is the full wait. Generated waits are kept in range but scaled into [0, 0.5] s so the run
# stays short; out-of-range waits (negative mode: < 0, > 30, not a number) are sent as generated, as they must be
# refused before any waiting.
WAIT_CEILING = 0.5
REQUEST_TIMEOUT = 20.0  # a request that hangs this long is a finding in itself
CANCEL_TIMEOUT = 20.0
SEED_QUESTION = {"question": "failed sign-ins in the last hour", "platforms": ["kql"]}
SEED_JOURNEYS = [SEED_QUESTION, {**SEED_QUESTION, "execute": True}]
# Cancelling and deciding change the seeded journeys: those operations run after the read-only ones.
LAST = ("/approvals/", "/cancel")


def problem_details(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case[Any]
) -> None:
    """Every error is ``application/problem+json`` with a ``Problem`` body whose ``status`` is the response's.

    Beyond what the schema says: it cannot tie ``status`` to the response's, and where an error is declared as
    ``application/problem+json`` without a schema (``{}``), ``response_schema_conformance`` checks nothing.
    """
    if response.status_code < 400:
        return
    content_type = (response.headers.get("content-type") or [""])[0]
    assert content_type == PROBLEM_JSON, f"error answered as {content_type!r}, not {PROBLEM_JSON}"
    problem = Problem.model_validate_json(response.content)
    assert problem.status == response.status_code, f"problem status {problem.status} in a {response.status_code}"
    assert problem.type.startswith(PROBLEM_BASE), f"problem type {problem.type!r}"


# Deterministic, no example database, no time limit per request; only generation: no shrinking (a failure is
# recorded, not raised) nor the slow "explain" phase.
HYPOTHESIS = hypothesis.settings(
    derandomize=True,
    database=None,
    deadline=None,
    phases=[Phase.generate],
    suppress_health_check=list(HealthCheck),
)


POSITIVE_CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    problem_details,
]
NEGATIVE_CHECKS = [*POSITIVE_CHECKS, negative_data_rejection]


@dataclass
class Finding:
    operation: str
    mode: str
    kinds: str
    report: str
    count: int = 1


@dataclass
class Run:
    """What one fuzzing run sent and found; findings are kept once per operation, mode and kind of failure."""

    base_url: str
    statuses: dict[str, Counter[int]] = field(default_factory=dict)
    findings: dict[tuple[str, str, str], Finding] = field(default_factory=dict)
    started_journeys: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(sum(counts.values()) for counts in self.statuses.values())

    def statistics(self) -> str:
        return "\n".join(
            f"  {label}: " + ", ".join(f"{count}x {status}" for status, count in sorted(counts.items()))
            for label, counts in self.statuses.items()
        )

    def record(self, operation: str, mode: str, kinds: str, report: str) -> None:
        key = (operation, mode, kinds)
        if key in self.findings:
            self.findings[key].count += 1
        else:
            self.findings[key] = Finding(operation, mode, kinds, report)

    def summary(self) -> str:
        lines = [f"{len(self.findings)} distinct failures in {self.total} requests to {self.base_url}:"]
        for finding in self.findings.values():
            lines.append(f"\n=== {finding.operation} [{finding.mode}] {finding.kinds} (x{finding.count})")
            lines.append(finding.report.strip())
        return "\n".join(lines)


def clamp_wait(context: schemathesis.HookContext, query: dict[str, Any] | None) -> dict[str, Any] | None:
    """Scale a valid generated ``wait`` into [0, WAIT_CEILING] (see WAIT_CEILING); leave invalid ones alone."""
    wait = query.get("wait") if isinstance(query, dict) else None
    if isinstance(wait, int | float) and not isinstance(wait, bool) and 0 < wait <= MAX_WAIT_SECONDS:
        assert query is not None
        query["wait"] = round(wait * WAIT_CEILING / MAX_WAIT_SECONDS, 3)
    return query


STREAM_CEILING = 0.5  # an event stream of a journey waiting at a gate lasts as long as the gate: bounded here


def bound_stream(context: schemathesis.HookContext, query: dict[str, Any] | None) -> dict[str, Any] | None:
    """Give every events request a short ``max_seconds`` (a valid generated one scaled into (0, STREAM_CEILING]);
    invalid ones are left as generated, as they must be refused before any streaming."""
    if context.operation is None or not context.operation.path.endswith("/events"):
        return query
    query = dict(query or {})
    seconds = query.get("max_seconds")
    if seconds is None or (isinstance(seconds, int | float) and not isinstance(seconds, bool) and seconds > 0):
        query["max_seconds"] = STREAM_CEILING if seconds is None else max(0.01, min(float(seconds), STREAM_CEILING))
    return query


def config() -> schemathesis.Config:
    return schemathesis.Config.from_dict(
        {
            "operations": [
                {
                    # The health report answers 503 (documented, with its ServicesHealth body, which is checked)
                    # when a dependency is down: a report of another server's state, not a failure of this one.
                    "include-path": "/health/services",
                    "checks": {"not_a_server_error": {"expected-statuses": ["2xx", "3xx", "4xx", "503"]}},
                }
            ]
        }
    )


def load_schema(base_url: str) -> Any:
    schema = schemathesis.openapi.from_url(f"{base_url}/openapi.json", config=config(), timeout=REQUEST_TIMEOUT)
    schema.hook("map_query")(lambda context, query: bound_stream(context, clamp_wait(context, query)))
    return schema


def first_case(strategy: st.SearchStrategy[Any]) -> schemathesis.Case[Any] | None:
    drawn: list[schemathesis.Case[Any]] = []

    @hypothesis.settings(HYPOTHESIS, max_examples=1)
    @hypothesis.given(case=strategy)
    def draw(case: schemathesis.Case[Any]) -> None:
        drawn.append(case)

    with contextlib.suppress(hypothesis.errors.Unsatisfiable):
        draw()
    return drawn[0] if drawn else None


@pytest.fixture(scope="module")
def warmed_up(settings: Settings) -> None:
    """Generate and validate a case of each operation here, offline, so that what schemathesis and Hypothesis
    import on first use is imported in this thread, not the fuzzer's.

    pytest rewrites the asserts of plugin packages (schemathesis and Hypothesis among them) on import, parsing
    their source when there is no bytecode cache (PYTHONDONTWRITEBYTECODE), and CPython 3.11 may fail such a
    parse with "SystemError: AST constructor recursion depth mismatch" when another thread (here: the event loop,
    importing or compiling as it serves) is building an AST at the same time. A sync fixture runs while the
    event loop is idle, between tests.
    """
    schema = schemathesis.openapi.from_dict(create_app(settings).openapi(), config=config())
    for operation in ordered_operations(schema):
        modes = list(schemathesis.GenerationMode) if breakable(operation) else [schemathesis.GenerationMode.POSITIVE]
        for mode in modes:
            case = first_case(operation.as_strategy(generation_mode=mode))
            if case is None:
                continue
            problem = {"type": PROBLEM_BASE + "x", "title": "x", "status": 404}
            url = f"http://127.0.0.1{case.formatted_path}"
            answer = httpx.Response(404, json=problem, request=httpx.Request(case.method, url))
            answer.elapsed = timedelta(0)  # as if it had been received
            with contextlib.suppress(FailureGroup):
                case.validate_response(answer, checks=NEGATIVE_CHECKS)


PLAIN_STRINGS = ({"type": "string"}, {"anyOf": [{"type": "string"}, {"type": "null"}]})


def breakable(operation: Any) -> bool:
    """Whether negative mode has anything to break: a body, a query, a required header, or a path or header
    parameter that is more than a (nullable) string, which whatever is sent is. Schemathesis would only find out
    by trying, for seconds per operation."""
    if len(operation.body) or len(operation.query):
        return True
    for parameter in [*operation.path_parameters, *operation.headers]:
        definition = parameter.definition
        schema = {key: value for key, value in definition["schema"].items() if key not in ("title", "description")}
        if schema not in PLAIN_STRINGS or (definition["in"] == "header" and definition.get("required")):
            return True
    return False


def ordered_operations(schema: Any) -> Iterator[Any]:
    operations = [result.ok() for result in schema.get_all_operations()]
    yield from sorted(operations, key=lambda op: (any(part in op.path for part in LAST), op.path, op.method))


def fuzz(
    run: Run,
    operation: Any,
    strategy: st.SearchStrategy[Any],
    mode: str,
    max_examples: int,
    checks: list[Callable[..., Any]],
    session: requests.Session,
) -> None:
    """Send up to ``max_examples`` cases drawn from ``strategy``; failures are recorded, not raised, so one run
    reports every distinct failure (and nothing is shrunk: each shrinking step would be one more request)."""

    @hypothesis.settings(HYPOTHESIS, max_examples=max_examples)
    @hypothesis.given(case=strategy)
    def send(case: schemathesis.Case[Any]) -> None:
        sent: dict[str, Any] = {"base_url": run.base_url, "session": session, "timeout": REQUEST_TIMEOUT}
        try:
            response = case.call(**sent)
        except requests.RequestException as exc:
            run.record(operation.label, mode, type(exc).__name__, f"{case.as_curl_command()}\n{exc}")
            return
        run.statuses.setdefault(operation.label, Counter())[response.status_code] += 1
        if operation.label == "POST /v1/journeys" and response.status_code in (200, 202):
            run.started_journeys.append(response.json()["journey_id"])
        try:
            case.validate_response(response, checks=checks, transport_kwargs=sent)
        except FailureGroup as group:
            kinds = ", ".join(sorted({failure.title for failure in group.exceptions}))
            run.record(operation.label, mode, kinds, group.message)

    try:
        send()
    except hypothesis.errors.Unsatisfiable:  # negative mode, when nothing in the request can break the schema
        run.skipped.append(operation.label)


def fuzz_api(run: Run, known: dict[str, str], *, with_keys: bool = False) -> None:
    """The whole run, synchronous (called in a worker thread); ``run`` is filled as it goes."""
    schema = load_schema(run.base_url)
    with requests.Session() as session:
        for operation in ordered_operations(schema):
            strategy = operation.as_strategy()
            if with_keys:
                fuzz(run, operation, strategy, "no key", UNAUTHENTICATED_EXAMPLES, POSITIVE_CHECKS, session)
                continue
            if "{journey_id}" in operation.path:
                # Random ids only ever find no journey: most cases name one of the seeded journeys instead (and,
                # where the path has one, its gate).
                seeded = [
                    operation.as_strategy(path_parameters={"journey_id": journey_id, "gate_id": gate_id})
                    if "{gate_id}" in operation.path
                    else operation.as_strategy(path_parameters={"journey_id": journey_id})
                    for journey_id, gate_id in known.items()
                ]
                strategy = st.one_of(strategy, *seeded)
            fuzz(run, operation, strategy, "positive", POSITIVE_EXAMPLES, POSITIVE_CHECKS, session)
            if not breakable(operation):
                run.skipped.append(operation.label)
                continue
            negative = operation.as_strategy(generation_mode=schemathesis.GenerationMode.NEGATIVE)
            fuzz(run, operation, negative, "negative", NEGATIVE_EXAMPLES, NEGATIVE_CHECKS, session)


async def settle(api: httpx.AsyncClient, status_url: str, timeout: float = 90) -> dict[str, Any]:
    """The journey once it has ended or waits at a gate (how it ended does not matter: it is there to be read)."""
    deadline = time.monotonic() + timeout
    while True:
        journey: dict[str, Any] = (await api.get(status_url)).json()
        if journey["state"] in ("AWAITING_APPROVAL", "COMPLETED", "FAILED", "REJECTED", "CANCELLED"):
            return journey
        assert time.monotonic() < deadline, f"journey still {journey['state']} after {timeout}s"
        await asyncio.sleep(0.2)


def open_gate(journey: dict[str, Any]) -> str:
    return next((gate["id"] for gate in journey["gates"] if gate["decision"] is None), "execution-1")


@pytest.fixture(scope="module")
async def seeded(api_url: str, temporal_client: Client) -> AsyncIterator[dict[str, str]]:
    """Real journeys for the fuzzer to read, journey id to a gate id: one to completion, one that executes, so
    waits at its execution gate (whose id it gets; otherwise the id is made up)."""
    async with httpx.AsyncClient(base_url=api_url, timeout=30) as api:
        accepted = [(await api.post("/v1/journeys", json=body)).json() for body in SEED_JOURNEYS]
        journeys = [await settle(api, journey["status_url"]) for journey in accepted]
    yield {journey["journey_id"]: open_gate(journey) for journey in journeys}
    await end(temporal_client, [journey["journey_id"] for journey in journeys])


async def end(temporal_client: Client, journey_ids: list[str]) -> None:
    """Cancel what is still running and wait for it to end (terminate what does not), so no journey the fuzzer
    started or left waiting at a gate (for a day, by default) outlives the test."""

    async def end_one(journey_id: str) -> None:
        handle = temporal_client.get_workflow_handle(journey_id)
        try:
            if (await handle.describe()).status != WorkflowExecutionStatus.RUNNING:
                return
            await handle.cancel()
            await asyncio.wait_for(handle.result(), timeout=CANCEL_TIMEOUT)
        except TimeoutError:
            await handle.terminate("fuzzing done; the journey did not end when cancelled")
        except (RPCError, WorkflowFailureError):  # ended meanwhile, or ended by the cancellation
            pass

    await asyncio.gather(*(end_one(journey_id) for journey_id in journey_ids))


@pytest.mark.usefixtures("warmed_up")
async def test_the_api_answers_generated_requests_as_its_schema_says(
    api_url: str, seeded: dict[str, str], temporal_client: Client
) -> None:
    run = Run(api_url)
    started = time.monotonic()
    try:
        await asyncio.to_thread(fuzz_api, run, seeded)
    finally:
        await end(temporal_client, run.started_journeys)
    print(
        f"\n{run.total} requests to {len(run.statuses)} operations in {time.monotonic() - started:.1f}s "
        f"({len(run.started_journeys)} journeys started):\n{run.statistics()}"
    )
    print(f"no negative cases (nothing in the request can be made invalid) for: {', '.join(run.skipped)}")
    assert not run.findings, run.summary()


@pytest.mark.usefixtures("warmed_up")
async def test_without_a_key_every_operation_answers_as_its_schema_says(
    settings: Settings, temporal_client: Client
) -> None:
    """With API keys configured, generated requests (no key, or a random one) get documented answers: 401s."""
    keyed = derive(settings, api_keys=[ApiKey(sha256=hash_key("fuzz-key"), principal="fuzz", roles=["admin"])])
    async with serve(create_app(keyed, temporal_client), free_port()) as url:
        run = Run(url)
        await asyncio.to_thread(fuzz_api, run, {}, with_keys=True)
    print(f"\n{run.total} requests to {len(run.statuses)} operations without a key:\n{run.statistics()}")
    assert not run.findings, run.summary()


# What fuzzing found once, pinned down.


@pytest.mark.usefixtures("no_new_workflows")
async def test_a_body_that_is_not_utf8_is_malformed_json(api: httpx.AsyncClient) -> None:
    body = b'{"question": "failed sign-ins \xff"}'
    response = await api.post("/v1/journeys", content=body, headers={"content-type": "application/json"})
    assert_problem(response, 422, "validation-error", "body")
    assert "not UTF-8" in response.json()["detail"]


async def test_audit_times_are_rfc3339_with_an_offset(api: httpx.AsyncClient, seeded: dict[str, str]) -> None:
    for journey_id in seeded:
        entries = (await api.get(f"/v1/journeys/{journey_id}/audit")).json()
        assert entries
        assert all(datetime.fromisoformat(entry["at"]).utcoffset() == timedelta(0) for entry in entries), entries


async def test_a_cursor_this_api_did_not_give_out_is_422(api: httpx.AsyncClient) -> None:
    """``null`` is valid base64: it reaches Temporal as a page token, which it cannot read."""
    assert_problem(await api.get("/v1/journeys", params={"cursor": "null"}), 422, "validation-error")


@pytest.mark.usefixtures("warmed_up")
async def test_a_replayed_submission_answers_as_documented(api_url: str, temporal_client: Client) -> None:
    """The same Idempotency-Key and body twice: 202, then 200 for the journey the first one started."""
    key = {"Idempotency-Key": f"fuzz-{uuid.uuid4()}"}
    started: list[str] = []

    def submit_twice() -> list[int]:
        operation = load_schema(api_url)["/v1/journeys"]["POST"]
        case = operation.Case(body=SEED_QUESTION, headers=key, media_type="application/json")
        statuses = []
        for _ in range(2):
            response = case.call(base_url=api_url, timeout=REQUEST_TIMEOUT)
            started.append(response.json()["journey_id"])
            statuses.append(response.status_code)
            case.validate_response(response, checks=POSITIVE_CHECKS)
        return statuses

    try:
        assert await asyncio.to_thread(submit_twice) == [202, 200]
    finally:
        await end(temporal_client, started)
