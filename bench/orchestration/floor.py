"""The floor: a workflow with the journey's activity graph made of no-op activities, on task queues of its own.

The workflow sandbox re-imports this module for every floor workflow, so it holds the floor only and defines
things only (no calls the sandbox would refuse); its imports pass through the sandbox.
"""

from __future__ import annotations

from temporalio import activity, workflow

with workflow.unsafe.imports_passed_through():
    import asyncio
    import contextlib
    from collections.abc import AsyncIterator
    from dataclasses import dataclass
    from datetime import timedelta
    from pathlib import Path

    from temporalio.client import Client
    from temporalio.worker import Worker

    from lexiquery.contracts import WorkflowPlan
    from lexiquery.names import Activity, Bulkhead, task_queue
    from lexiquery.policies import activity_options
    from lexiquery.settings import Settings
    from lexiquery.temporal import write_bytecode


@dataclass(frozen=True)
class FloorShape:
    """How many knowledge and generate activities the real plan fans out to."""

    knowledge: int
    generate: int

    @classmethod
    def of(cls, plan: WorkflowPlan | None) -> FloorShape:
        steps = plan.steps if plan else []
        return cls(
            knowledge=sum(step.kind == "knowledge" for step in steps),
            generate=sum(step.kind == "generate" for step in steps),
        )


@activity.defn(name=Activity.DISCOVER_AGENTS.value)
async def floor_discover() -> None:
    return None


@activity.defn(name=Activity.PLAN_JOURNEY.value)
async def floor_plan() -> None:
    return None


@activity.defn(name=Activity.GATHER_KNOWLEDGE.value)
async def floor_knowledge() -> None:
    return None


@activity.defn(name=Activity.GENERATE_QUERY.value)
async def floor_generate() -> None:
    return None


@activity.defn(name=Activity.VALIDATE_QUERIES.value)
async def floor_validate() -> None:
    return None


@activity.defn(name=Activity.AGGREGATE_COST.value)
async def floor_aggregate() -> None:
    return None


FLOOR_WORKFLOW = "OrchestrationFloor"


@workflow.defn(name=FLOOR_WORKFLOW)
class FloorWorkflow:
    """The journey's sequence of activities (same names, timeouts and retries, local as the journey's are),
    doing nothing."""

    @workflow.run
    async def run(self, shape: FloorShape) -> int:
        queue = workflow.info().task_queue

        async def local(name: Activity) -> None:  # as the journey runs its steps: local activities
            options = activity_options(name, queue)
            await workflow.execute_local_activity(
                name.value,
                start_to_close_timeout=options["start_to_close_timeout"],
                retry_policy=options["retry_policy"],
            )

        await local(Activity.DISCOVER_AGENTS)  # as the journey calls its agents: local activities too
        await local(Activity.PLAN_JOURNEY)
        await asyncio.gather(*(local(Activity.GATHER_KNOWLEDGE) for _ in range(shape.knowledge)))
        await asyncio.gather(*(local(Activity.GENERATE_QUERY) for _ in range(shape.generate)))
        await local(Activity.VALIDATE_QUERIES)
        await local(Activity.AGGREGATE_COST)
        return 4 + shape.knowledge + shape.generate


@contextlib.asynccontextmanager
async def floor_workers(client: Client, settings: Settings) -> AsyncIterator[str]:
    """Workers for the floor on queues of its own, with the journey workers' settings
    (``workers.main.journey_workers``); yields the floor's task queue."""
    queue = f"{settings.task_queue}-floor"
    write_bytecode(Path(__file__))  # as the journey worker does for the journey's modules
    workers = [
        Worker(
            client,
            task_queue=queue,
            workflows=[FloorWorkflow],
            # Every step on the floor's own queue, as the journey's are (agent calls come back eagerly).
            activities=[floor_discover, floor_plan, floor_knowledge, floor_generate, floor_validate, floor_aggregate],
            max_concurrent_activities=settings.worker_agents_max_concurrent,
            max_concurrent_local_activities=settings.worker_max_concurrent_local_activities,
            max_task_queue_activities_per_second=settings.worker_agents_per_second,
            max_cached_workflows=settings.worker_max_cached_workflows,
            sticky_queue_schedule_to_start_timeout=timedelta(seconds=settings.worker_sticky_schedule_to_start_seconds),
        ),
        Worker(
            client,
            task_queue=task_queue(queue, Bulkhead.AGENTS),
            activities=[floor_discover, floor_plan, floor_knowledge, floor_generate],
            max_concurrent_activities=settings.worker_agents_max_concurrent,
            max_task_queue_activities_per_second=settings.worker_agents_per_second,
        ),
    ]
    async with contextlib.AsyncExitStack() as stack:
        for worker in workers:
            await stack.enter_async_context(worker)
        yield queue
