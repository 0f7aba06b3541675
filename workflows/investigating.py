"""The journey's investigation phase (#19), a part of JourneyWorkflow kept in its own file: running a plan's DAG
of steps, each as an activity, with one approval for what acts on the world. Deterministic like the rest of the
workflow: it reads only recorded results and the request."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, TypeVar

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.agents import AgentActivities
    from activities.investigation import InvestigationActivities
    from activities.validation import ValidationActivities
    from lexiquery.contracts import (
        AgentSkillInput,
        Answer,
        CodeInput,
        Contract,
        ExecuteInput,
        ExecuteRequest,
        FailureType,
        FunctionInput,
        Gate,
        GateKind,
        GeneratedQuery,
        GenerateInput,
        GenerateRequest,
        JourneyRequest,
        JourneyStatus,
        KnowledgeInput,
        KnowledgeRequest,
        Phase,
        PlanStep,
        RiskTier,
        StepRecord,
        StepRetry,
        ToolInput,
        ToolsInput,
        ValidateInput,
        WorkflowPlan,
    )
    from workflows.dag import StepFailed, StepOutcome, run_dag
    from workflows.failures import JourneyFailure
    from workflows.gates import highest_risk
    from workflows.investigation import (
        ACTING_KINDS,
        as_rows,
        before_acting,
        describe_step,
        preview_rows,
        synthesis,
    )
    from workflows.roster import Roster

ResultT = TypeVar("ResultT", bound=Contract)  # an activity's result, for the journey's typed calls
ArgT = TypeVar("ArgT", bound=Contract)  # its argument


class Investigating:
    """What JourneyWorkflow does with an investigation's plan. The journey provides the state and the means it
    shares with every phase (declared here for the type checker): its status, request, activity calls, gates and
    phase changes."""

    _status: JourneyStatus
    _request: JourneyRequest

    async def _call(
        self,
        activity: Callable[[Any, ArgT], Awaitable[ResultT]],
        argument: ArgT,
        summary: str,
        on_result: Callable[[ResultT], None] | None = None,
        within: timedelta | None = None,
        step_retry: StepRetry | None = None,
    ) -> ResultT:
        raise NotImplementedError  # JourneyWorkflow's

    async def _ask(self, kind: GateKind, reason: str, **material: Any) -> Gate:
        raise NotImplementedError  # JourneyWorkflow's

    def _enter(self, phase: Phase) -> None:
        raise NotImplementedError  # JourneyWorkflow's

    def _record_query(self, query: GeneratedQuery) -> None:
        raise NotImplementedError  # JourneyWorkflow's

    async def _investigate(self, plan: WorkflowPlan, roster: Roster) -> None:
        """Run the plan's steps as a DAG: every ready step at once, each input's references resolved from the
        results recorded so far. What acts on the world (queries run, code, tools) waits for one approval: the
        steps before it (knowledge, queries written) run first, so the gate shows the exact queries, validated
        and with their risk, and any code word for word."""
        acting = [step for step in plan.steps if step.kind in ACTING_KINDS]
        if acting and not self._request.execute:
            raise JourneyFailure(
                FailureType.USER, "this investigation runs queries, code or tools: submit it with execute"
            )
        self._enter(Phase.INVESTIGATING)
        named = sorted({step.tool or "" for step in plan.steps if step.kind == "mcp_tool"})
        if named:  # the MCP tools the plan calls must be served: checked before any step runs
            served = await self._call(InvestigationActivities.list_tools, ToolsInput(named=named), "list tools")
            unknown = [tool for tool in named if tool not in served.tools]
            if unknown:
                raise JourneyFailure(FailureType.POLICY, f"invalid plan: no registered server offers {unknown}")
        run = functools.partial(self._run_step, plan, roster)
        try:
            outcomes = await run_dag(before_acting(plan.steps), run)
            if acting:
                await self._ask_to_act(acting, outcomes)
                self._enter(Phase.INVESTIGATING)
                outcomes = await run_dag(plan.steps, run, finished=outcomes)
        except StepFailed as failed:
            self._settle_steps(plan, failed.outcomes)
            raise JourneyFailure(FailureType.AGENT, f"investigation {failed}") from None
        self._settle_steps(plan, outcomes)
        self._status.answer = Answer(kind="investigation", text=synthesis(plan, outcomes, self._status.steps))

    async def _ask_to_act(self, acting: list[PlanStep], outcomes: dict[str, StepOutcome]) -> None:
        """One approval for everything the investigation does to the world, with the exact queries it will run
        (validated: an invalid one fails the journey here, before anything runs) and their highest risk."""
        queries = [query for query in self._status.queries if query.query]
        risk: RiskTier = "none"
        if queries:
            report = await self._call(
                ValidationActivities.validate_queries,
                ValidateInput(queries=queries, sql_dialect=self._request.sql_dialect),
                "validate",
            )
            self._status.validation = report.results
            invalid = [f"{check.platform.value}: {check.errors[0].message}" for check in report.results
                       if not check.valid and check.errors]  # fmt: skip
            if invalid:
                raise JourneyFailure(
                    FailureType.POLICY, "the investigation's queries are invalid: " + "; ".join(invalid)
                )
            risk = highest_risk([check.risk for check in report.results])
        reason = "run the investigation: " + "; ".join(describe_step(step, outcomes) for step in acting)
        await self._ask("execution", reason, queries=queries, risk=risk)

    async def _run_step(self, plan: WorkflowPlan, roster: Roster, step: PlanStep, inputs: dict[str, Any]) -> Any:
        record = StepRecord(id=step.id, kind=step.kind, tool=step.tool, inputs=step.input, started_at=workflow.now())
        self._status.steps.append(record)
        try:
            value, record.summary = await self._step_value(plan, roster, step, inputs)
        finally:
            record.ended_at = workflow.now()
        record.rows = preview_rows(value)
        return value

    async def _step_value(
        self, plan: WorkflowPlan, roster: Roster, step: PlanStep, inputs: dict[str, Any]
    ) -> tuple[Any, str]:
        """Run one step as its kind says; its result (what later steps refer to) and a one-line summary."""
        title = f"step {step.id}: {step.tool or step.target}"
        tool = step.tool or ""
        if step.kind in ("function", "code_exec", "mcp_tool"):
            if step.kind == "function":
                done = await self._call(
                    InvestigationActivities.run_function,
                    FunctionInput(step_id=step.id, function=tool, arguments=inputs),
                    title,
                    step_retry=step.retry_policy,
                )
            elif step.kind == "code_exec":
                code = CodeInput(step_id=step.id, code=str(inputs.get("code", "")), data=inputs.get("data"))
                done = await self._call(InvestigationActivities.run_code, code, title, step_retry=step.retry_policy)
            else:
                call = ToolInput(step_id=step.id, tool=tool, arguments=inputs, idempotency_key=self._key(step))
                done = await self._call(InvestigationActivities.call_tool, call, title, step_retry=step.retry_policy)
            return done.value, done.summary
        if step.kind == "knowledge":
            asked_for = KnowledgeRequest(
                journey_id=self._status.journey_id,
                question=str(inputs.get("question") or self._status.question),
                profile=self._request.profile,
            )
            others = roster.alternates(f"knowledge:{step.target}", step.agent)
            search = KnowledgeInput(agent=roster.require(step.agent), alternates=others, source=step.target,
                                    step_id=step.id, request=asked_for)  # fmt: skip
            found = await self._call(AgentActivities.gather_knowledge, search, title, step_retry=step.retry_policy)
            self._status.knowledge.append(found)
            return found.model_dump(mode="json"), f"{len(found.items)} passages from {step.target}"
        agent, alternates = roster.require(step.agent), roster.alternates(f"generate:{step.target}", step.agent)
        if step.kind == "generate":
            asked = GenerateRequest(
                journey_id=self._status.journey_id,
                question=str(inputs.get("question") or self._status.question),
                platform=step.target,
                entities=plan.entities,
                sql_dialect=self._request.sql_dialect,
                sources=self._request.sources,
            )
            generate = GenerateInput(agent=agent, alternates=alternates, step_id=step.id, request=asked)
            query = await self._call(
                AgentActivities.generate_query,
                generate,
                title,
                on_result=self._record_query,
                step_retry=step.retry_policy,
            )
            return query.model_dump(mode="json"), query.query.splitlines()[0][:100] if query.query else ""
        if step.kind == "execute":
            run = ExecuteRequest(
                journey_id=self._status.journey_id,
                platform=step.target,
                query=str(inputs.get("query", "")),
                sql_dialect=self._request.sql_dialect,
            )
            execute = ExecuteInput(agent=agent, alternates=alternates, step_id=step.id, request=run)
            ran = await self._call(AgentActivities.execute_query, execute, title, step_retry=step.retry_policy)
            self._status.executions.append(ran)
            if not ran.executed:
                raise ValueError(f"the query did not run: {ran.note or ran.error_class or 'no reason given'}")
            return as_rows(ran), f"{ran.row_count} rows"
        # An agent step: the skill its tool names ("agent/skill", as the catalog lists it), the input its request.
        skill = tool.partition("/")[2] or tool
        ask = AgentSkillInput(step_id=step.id, agent=roster.require(step.agent), skill=skill, request=inputs,
                              alternates=roster.alternates(f"skill:{skill}", step.agent),
                              idempotency_key=self._key(step))  # fmt: skip
        answered = await self._call(AgentActivities.call_agent, ask, title, step_retry=step.retry_policy)
        return answered.value, answered.summary

    def _key(self, step: PlanStep) -> str:
        """The step's idempotency key: the plan's, else one made of the journey and the step (the same on every
        attempt), sent with the calls that reach another service."""
        return step.idempotency_key or f"{self._status.journey_id}:{step.id}"

    def _settle_steps(self, plan: WorkflowPlan, outcomes: dict[str, StepOutcome]) -> None:
        """Each step's record gets its outcome: done, partial, skipped (and why) or failed; a step skipped before
        it started (what it needed never came) gets a record too."""
        records = {record.id: record for record in self._status.steps}
        for step in plan.steps:
            outcome = outcomes.get(step.id)
            if outcome is None:
                continue
            if step.id not in records:
                records[step.id] = StepRecord(id=step.id, kind=step.kind, tool=step.tool, inputs=step.input)
                self._status.steps.append(records[step.id])
            records[step.id].state, records[step.id].error = outcome.state, outcome.error
