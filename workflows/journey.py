"""JourneyWorkflow: one question's way from discovery to a validated, costed answer.

Deterministic orchestration only: every call to the outside world is an activity whose timeouts and
retry policy come from the policy table, every phase change is checked and stamped with workflow time,
and the ``status`` query answers with everything known so far.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, TypeVar, cast

from temporalio import workflow
from temporalio.common import SearchAttributeKey
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from lexiquery.contracts import (
        AggregateCostInput,
        Contract,
        CostInfo,
        DegradedSource,
        DiscoverInput,
        DiscoveryResult,
        FailureType,
        GeneratedQuery,
        GenerateInput,
        GenerateRequest,
        JourneyCostSummary,
        JourneyError,
        JourneyRequest,
        JourneyStatus,
        KnowledgeInput,
        KnowledgeRequest,
        KnowledgeResult,
        Phase,
        PhaseRecord,
        PlanInput,
        PlanRequest,
        PlanStep,
        ValidateInput,
        ValidationReport,
        WorkflowPlan,
    )
    from lexiquery.names import JOURNEY_WORKFLOW, Activity, Query, SearchAttribute
    from lexiquery.policies import activity_options
    from workflows.roster import Roster
    from workflows.state import advance

ResultT = TypeVar("ResultT", bound=Contract)

STATE_KEY = SearchAttributeKey.for_keyword(SearchAttribute.STATE)
PLATFORMS_KEY = SearchAttributeKey.for_keyword_list(SearchAttribute.PLATFORMS)
REQUESTER_KEY = SearchAttributeKey.for_keyword(SearchAttribute.REQUESTER)

KNOWLEDGE_TOP_K = 3
KNOWLEDGE_QUORUM = 1


class JourneyFailure(Exception):
    """Ends the journey as FAILED with a typed, non-retryable error."""

    def __init__(self, type: FailureType, message: str) -> None:
        super().__init__(message)
        self.type = type
        self.message = message


@workflow.defn(name=JOURNEY_WORKFLOW)
class JourneyWorkflow:
    @workflow.init
    def __init__(self, request: JourneyRequest) -> None:
        self._request = request
        self._costs: list[CostInfo] = []
        self._status = JourneyStatus(
            journey_id=workflow.info().workflow_id,
            state=Phase.PENDING,
            question=request.question,
            platforms=request.platforms,
            requester=request.requester,
            phase_history=[PhaseRecord(phase=Phase.PENDING, entered_at=workflow.now())],
        )

    @workflow.query(name=Query.STATUS)
    def status(self) -> JourneyStatus:
        return self._status

    @workflow.run
    async def run(self, request: JourneyRequest) -> JourneyStatus:
        workflow.upsert_search_attributes(
            [
                STATE_KEY.value_set(Phase.PENDING.value),
                PLATFORMS_KEY.value_set([p.value for p in request.platforms]),
                REQUESTER_KEY.value_set(request.requester),
            ]
        )
        try:
            await self._journey()
        except JourneyFailure as failure:
            raise self._failed(failure.type, failure.message) from None
        except ActivityError as error:
            cause = error.cause
            kind = FailureType.of(cause.type if isinstance(cause, ApplicationError) else None)
            raise self._failed(kind, str(cause or error)) from None
        except asyncio.CancelledError:
            self._enter(Phase.CANCELLED)
            raise
        return self._status

    async def _journey(self) -> None:
        request = self._request
        journey_id = self._status.journey_id

        self._enter(Phase.DISCOVERING)
        discovery = await self._call(
            Activity.DISCOVER_AGENTS,
            DiscoverInput(platforms=request.platforms),
            DiscoveryResult,
            "discover agents",
        )
        roster = Roster(tuple(discovery.agents))
        self._status.agents = discovery.agents
        missing = roster.missing(request.platforms)
        if missing:
            problems = "; ".join(f"{p.name}: {p.error}" for p in discovery.problems)
            raise JourneyFailure(
                FailureType.RESOURCE,
                f"no agent offers {', '.join(missing)}" + (f" (unreachable: {problems})" if problems else ""),
            )

        self._enter(Phase.PLANNING)
        knowledge_agents = roster.knowledge_agents()
        plan = await self._call(
            Activity.PLAN_JOURNEY,
            PlanInput(
                planner=roster.planners[0],
                request=PlanRequest(
                    journey_id=journey_id,
                    question=request.question,
                    platforms=request.platforms,
                    knowledge_agents={source: agent.name for source, agent in knowledge_agents.items()},
                    data_agents={
                        p.value: agent.name for p in request.platforms if (agent := roster.data_agent(p))
                    },
                ),
            ),
            WorkflowPlan,
            "plan",
        )
        self._status.plan = plan
        self._costs.append(plan.cost_info)
        violations = plan_violations(plan, roster)
        if violations:
            raise JourneyFailure(FailureType.POLICY, "invalid plan: " + "; ".join(violations))

        if plan.steps:
            self._enter(Phase.GATHERING_KNOWLEDGE)
            await self._gather_knowledge(plan, roster)

            self._enter(Phase.GENERATING_QUERIES)
            await self._generate_queries(plan, roster)

            self._enter(Phase.VALIDATING)
            report = await self._call(
                Activity.VALIDATE_QUERIES,
                ValidateInput(queries=self._status.queries),
                ValidationReport,
                "validate",
            )
            self._status.validation = report.results

        self._enter(Phase.AGGREGATING)
        self._status.cost_summary = await self._call(
            Activity.AGGREGATE_COST,
            AggregateCostInput(journey_id=journey_id, costs=self._costs),
            JourneyCostSummary,
            "aggregate cost",
        )
        self._enter(Phase.COMPLETED)

    async def _gather_knowledge(self, plan: WorkflowPlan, roster: Roster) -> None:
        """All sources at once; a failed source is degraded, the journey goes on while a quorum answered."""
        steps = [step for step in plan.steps if step.kind == "knowledge"]
        outcomes = await self._fan_out(
            steps,
            lambda step: self._call(
                Activity.GATHER_KNOWLEDGE,
                KnowledgeInput(
                    agent=_agent(roster, step),
                    source=step.target,
                    step_id=step.id,
                    request=KnowledgeRequest(
                        journey_id=self._status.journey_id,
                        question=self._request.question,
                        top_k=KNOWLEDGE_TOP_K,
                    ),
                ),
                KnowledgeResult,
                f"knowledge: {step.target}",
            ),
        )
        for result in outcomes:
            self._status.knowledge.append(result)
            self._costs.append(result.cost_info)
        if steps and len(outcomes) < KNOWLEDGE_QUORUM:
            raise JourneyFailure(
                FailureType.RESOURCE, "no knowledge source answered: " + self._degraded_text()
            )

    async def _generate_queries(self, plan: WorkflowPlan, roster: Roster) -> None:
        """One query per platform, concurrently; the journey fails only if no platform got one."""
        knowledge = [item for result in self._status.knowledge for item in result.items]
        steps = [step for step in plan.steps if step.kind == "generate"]
        outcomes = await self._fan_out(
            steps,
            lambda step: self._call(
                Activity.GENERATE_QUERY,
                GenerateInput(
                    agent=_agent(roster, step),
                    step_id=step.id,
                    request=GenerateRequest(
                        journey_id=self._status.journey_id,
                        question=self._request.question,
                        platform=step.target,
                        entities=plan.entities,
                        knowledge=knowledge,
                        sql_dialect=self._request.sql_dialect,
                    ),
                ),
                GeneratedQuery,
                f"generate: {step.target}",
            ),
        )
        for query in outcomes:
            self._status.queries.append(query)
            self._costs.append(query.cost_info)
        if steps and not outcomes:
            raise JourneyFailure(FailureType.AGENT, "no platform got a query: " + self._degraded_text())

    async def _fan_out(self, steps: Sequence[PlanStep], start: Any) -> list[Any]:
        """Run one activity per step concurrently; record the steps that failed as degraded."""
        outcomes = await asyncio.gather(*(start(step) for step in steps), return_exceptions=True)
        succeeded = []
        for step, outcome in zip(steps, outcomes, strict=True):
            if isinstance(outcome, ActivityError):
                cause = outcome.cause
                self._status.degraded.append(
                    DegradedSource(
                        step_id=step.id,
                        target=step.target,
                        error_type=(cause.type or "")
                        if isinstance(cause, ApplicationError)
                        else type(cause).__name__,
                        message=str(cause or outcome),
                    )
                )
            elif isinstance(outcome, BaseException):
                raise outcome
            else:
                succeeded.append(outcome)
        return succeeded

    def _degraded_text(self) -> str:
        return "; ".join(f"{d.target}: {d.message}" for d in self._status.degraded)

    async def _call(
        self, name: Activity, argument: Contract, result_type: type[ResultT], summary: str
    ) -> ResultT:
        result = await workflow.execute_activity(
            name.value,
            argument,
            result_type=result_type,
            summary=summary,
            **activity_options(name, workflow.info().task_queue),
        )
        return cast(ResultT, result)

    def _enter(self, phase: Phase) -> None:
        advance(self._status.phase_history, phase, workflow.now())
        self._status.state = phase
        workflow.upsert_search_attributes([STATE_KEY.value_set(phase.value)])
        workflow.set_current_details(f"**{phase.value}** — {self._request.question}")
        workflow.logger.info("journey phase %s", phase.value, extra={"journey_id": self._status.journey_id})

    def _failed(self, kind: FailureType, message: str) -> ApplicationError:
        phase = self._status.state
        self._status.error = JourneyError(type=kind, message=message, phase=phase)
        self._enter(Phase.FAILED)
        return ApplicationError(message, self._status, type=kind.value, non_retryable=True)


def _agent(roster: Roster, step: PlanStep) -> Any:
    agent = roster.by_name(step.agent)
    assert agent is not None, "plan_violations checked every step's agent"
    return agent


def plan_violations(plan: WorkflowPlan, roster: Roster) -> list[str]:
    """Why a plan may not run (empty when it may)."""
    problems = []
    for step in plan.steps:
        if roster.by_name(step.agent) is None:
            problems.append(f"step {step.id} names agent {step.agent!r}, which was not discovered")
    return problems
