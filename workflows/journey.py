"""JourneyWorkflow: one question's way from discovery to a validated, costed answer.

Deterministic orchestration only: every call to the outside world is an activity whose timeouts and
retry policy come from the policy table, every phase change is checked and stamped with workflow time,
every result is charged against the journey's budget as it arrives, and the ``status`` query answers
with everything known so far.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Collection, Coroutine, Sequence
from datetime import timedelta
from typing import Any, Literal, TypeVar

from temporalio import workflow
from temporalio.common import RetryPolicy, SearchAttributeKey
from temporalio.exceptions import ActivityError, ApplicationError, FailureError, TimeoutType
from temporalio.exceptions import TimeoutError as TemporalTimeout

with workflow.unsafe.imports_passed_through():
    from activities.agents import AgentActivities
    from activities.ledger import LedgerActivities
    from activities.policies import READ_POLICIES
    from activities.validation import ValidationActivities
    from lexiquery.contracts import (
        AGENTS_UNREACHABLE,
        AgentInfo,
        AgentReply,
        AggregateCostInput,
        Answer,
        AnswerInput,
        AnswerRequest,
        BudgetUsage,
        CostInfo,
        DegradedSource,
        DiscoverInput,
        DiscoveryResult,
        ExecuteInput,
        ExecuteRequest,
        ExecutionResult,
        FailureType,
        Gate,
        GateDecisionInput,
        GateKind,
        GateSignal,
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
        StepRetry,
        ValidateInput,
        WorkflowPlan,
    )
    from lexiquery.names import (
        GATES_MEMO,
        JOURNEY_MEMO,
        JOURNEY_WORKFLOW,
        QUICK_TAG,
        Activity,
        Query,
        SearchAttribute,
        Signal,
        Update,
    )
    from lexiquery.policies import PhasePolicy, PolicyTable, activity_options, phase_policy
    from workflows import metrics
    from workflows.budget import charge
    from workflows.failures import JourneyFailure, JourneyRejected
    from workflows.gates import decide, highest_risk, on_deadline, open_gate, refusal
    from workflows.investigating import ArgT, Investigating, ResultT
    from workflows.investigation import is_investigation, narrowed
    from workflows.plan import plan_violations
    from workflows.roster import Roster
    from workflows.state import advance

StepT = TypeVar("StepT")

STATE_KEY = SearchAttributeKey.for_keyword(SearchAttribute.STATE)
PLATFORMS_KEY = SearchAttributeKey.for_keyword_list(SearchAttribute.PLATFORMS)
REQUESTER_KEY = SearchAttributeKey.for_keyword(SearchAttribute.REQUESTER)

KNOWLEDGE_TOP_K = 3
MAX_CLARIFICATIONS = 3
# Histories recorded between these two patches waited for unreachable agents with timers of their own (these
# pauses); after the second, the discover activity's retry policy does the waiting.
REDISCOVERY_PAUSES = tuple(timedelta(seconds=s) for s in (1, 2, 4, 8, 15, 30, 30))
REDISCOVERY_PATCH = "rediscover-unreachable-agents"  # histories from before it replay without the pauses
RETRIED_DISCOVERY_PATCH = "rediscovery-by-retry-policy"
# Histories from before it replay with the phase timer that the activities' own timeout replaced.
PHASE_DEADLINE_PATCH = "phase-deadline-as-activity-timeout"
LEDGER_PATCH = "ledger-row-for-every-journey"  # before it, only completed journeys wrote one
# Before it, workflow code read the policy table from the worker's file; after, the table is data recorded in
# the history by a local activity at the start.
POLICY_DATA_PATCH = "policy-table-as-data"
# After it, the short steps on the workflow's own worker (validation, the cost ledger) run as local activities:
# no task queue between the workflow and them, a workflow task fewer each (#20).
LOCAL_SHORT_STEPS_PATCH = "short-steps-as-local-activities"
LOCAL_SHORT_STEPS = frozenset({Activity.VALIDATE_QUERIES, Activity.AGGREGATE_COST})
# After it, discovery (answered from the agent-card cache) and planning run as local activities too: two short
# agent calls that each cost a workflow task and a task queue round trip more than the call itself (#20).
LOCAL_LOOKUPS_PATCH = "agent-lookups-as-local-activities"
LOCAL_LOOKUPS = frozenset({Activity.DISCOVER_AGENTS, Activity.PLAN_JOURNEY})
# After it, an agent call whose agents all say they answer in milliseconds (their card's ``quick`` tag: no model,
# no injected faults) runs as a local activity too: a journey over such agents with no gate is one workflow task,
# not four, and the server keeps a marker per call instead of three events (#20). A call that may take seconds (a
# model, an unknown agent) stays a scheduled activity: its heartbeats show it alive, its phase shows in the status
# while it runs, and a worker that dies costs it one attempt. Execution keeps its bulkhead in any case.
QUICK_CALLS_PATCH = "quick-agent-calls-as-local-activities"
# Every patch above, answered at once: a journey started after it takes every patched branch without asking each
# (one marker at its start instead of one per patch, two events each), and so asks no patch after a local
# activity. A patch asked after a local activity whose marker a later workflow task recorded did not replay
# (TMPRL1100: the phase-deadline patch, seen in the API load drill once agent calls ran locally and journeys under
# load spanned several workflow tasks). Histories from before it ask each patch where they did.
ALL_PATCHES_PATCH = "every-journey-patch-at-start"


@workflow.defn(name=JOURNEY_WORKFLOW)
class JourneyWorkflow(Investigating):
    @workflow.init
    def __init__(self, request: JourneyRequest) -> None:
        self._request = request
        self._costs: list[CostInfo] = []
        self._policies: PolicyTable | None = None  # None: a history from before POLICY_DATA_PATCH
        self._local_steps: frozenset[Activity] = frozenset()  # grows with the LOCAL_*_PATCH patches
        self._quick_calls = False  # QUICK_CALLS_PATCH: quick agents' calls run as local activities
        self._all_patched = False  # ALL_PATCHES_PATCH: every patch's new branch, none asked
        self._budget_asked: set[str] = set()  # ceilings a budget gate has already asked about
        self._status = JourneyStatus(
            journey_id=workflow.info().workflow_id,
            state=Phase.PENDING,
            question=request.question,
            platforms=request.platforms,
            requester=request.requester,
            phase_history=[PhaseRecord(phase=Phase.PENDING, entered_at=workflow.now())],
            budget=BudgetUsage(limits=request.budget),
            context=request.context,
            follow_up_of=request.follow_up_of,  # status only: no command, so histories replay as they ran
            thread=request.thread,
        )

    @workflow.query(name=Query.STATUS)
    def status(self) -> JourneyStatus:
        return self._status

    @workflow.signal(name=Signal.APPROVE)
    def approve(self, signal: GateSignal) -> None:
        self._on_signal("approve", signal)

    @workflow.signal(name=Signal.REJECT)
    def reject(self, signal: GateSignal) -> None:
        self._on_signal("reject", signal)

    def _on_signal(self, decision: Literal["approve", "reject"], signal: GateSignal) -> None:
        """A signal cannot be refused to its sender: one that may not be taken is logged and changes nothing."""
        why = refusal(self._status.gates, signal, decision, None, self._request.requester, self._request.approval)
        if why:
            workflow.logger.warning("%s signal ignored: %s", decision, why[1])
            return
        self._decide(decision, signal)

    @workflow.update(name=Update.DECIDE)
    def decide_gate(self, decision: GateDecisionInput) -> Gate:
        """Decide a gate and answer with it, so the caller knows the outcome at once."""
        return self._decide(decision.decision, decision)

    @decide_gate.validator
    def _check_decision(self, decision: GateDecisionInput) -> None:
        """Refuse before anything reaches the history: an unknown gate, a decided one, the wrong principal."""
        why = refusal(
            self._status.gates, decision, decision.decision, decision.roles, self._request.requester,
            self._request.approval,
        )  # fmt: skip
        if why:
            raise ApplicationError(why[1], type=why[0].value, non_retryable=True)

    def _decide(self, decision: Literal["approve", "reject"], signal: GateSignal) -> Gate:
        gate = next(g for g in self._status.gates if g.id == signal.gate_id)
        if not gate.open:  # a repeat of the decision that closed it (refusal() lets only that through)
            return gate
        decide(gate, decision, signal.principal, workflow.now(), signal.comment, signal.clarified)
        workflow.logger.info("gate %s: %s by %s", gate.id, decision, signal.principal)
        return gate

    @workflow.run
    async def run(self, request: JourneyRequest) -> JourneyStatus:
        workflow.upsert_search_attributes(
            [
                STATE_KEY.value_set(Phase.PENDING.value),
                PLATFORMS_KEY.value_set([p.value for p in request.platforms]),
                REQUESTER_KEY.value_set(request.requester),
            ]
        )
        metrics.journey_started(request.platforms)
        try:
            await self._journey()
        except JourneyRejected:
            await self._settle_costs()
            self._enter(Phase.REJECTED)
        except JourneyFailure as failure:
            await self._settle_costs()
            raise self._failed(failure.type, failure.message) from None
        except ActivityError as error:
            await self._settle_costs()
            kind, message = _describe(error)
            raise self._failed(FailureType.of(kind), message) from None
        except asyncio.CancelledError:
            # Temporal cancels running activities (they see it on their next heartbeat); what the
            # journey found so far stays readable in its memo.
            await self._settle_costs()
            self._enter(Phase.CANCELLED)
            workflow.upsert_memo({JOURNEY_MEMO: self._status})
            raise
        return self._status

    async def _journey(self) -> None:
        request = self._request
        # Every patch the start of a journey depends on is asked before the local activity: a patch marker
        # recorded after a local activity's marker did not replay where that activity resolved in a later task.
        self._all_patched = workflow.patched(ALL_PATCHES_PATCH)
        retried_discovery = self._patched(RETRIED_DISCOVERY_PATCH)
        if self._patched(LOCAL_SHORT_STEPS_PATCH):
            self._local_steps = LOCAL_SHORT_STEPS
        if self._patched(LOCAL_LOOKUPS_PATCH):
            self._local_steps |= LOCAL_LOOKUPS
        self._quick_calls = self._patched(QUICK_CALLS_PATCH)
        if self._patched(POLICY_DATA_PATCH):
            self._policies = await workflow.execute_local_activity(
                READ_POLICIES,
                result_type=PolicyTable,
                start_to_close_timeout=timedelta(seconds=10),
                retry_policy=RetryPolicy(maximum_attempts=3),  # the worker holds the table: it answers or never will
            )

        self._enter(Phase.DISCOVERING)
        discovery, roster = await self._discover(retried_discovery)
        self._status.agents = discovery.agents
        self._status.routes = discovery.routes
        self._require_capabilities(roster, discovery)

        plan = await self._plan(roster)
        if plan.reply is not None:
            self._status.answer = Answer(kind="greeting", text=plan.reply)
        elif is_investigation(plan):  # only plans with the new kinds of step: older histories never had one
            await self._investigate(plan, roster)
        elif plan.steps:
            self._enter(Phase.GATHERING_KNOWLEDGE)
            await self._gather_knowledge(plan, roster)
            await self._ask_about_budget()
            if plan.intent == "question":
                self._status.answer = await self._compose_answer(roster)
            # A question phrased as a question still gets its queries when the requester named platforms (the
            # plan then has generate steps; plans recorded before that had none, so they replay as they ran).
            if plan.intent != "question" or any(step.kind == "generate" for step in plan.steps):
                await self._generate_until_matched(plan, roster)
                await self._ask_about_budget()

                self._enter(Phase.VALIDATING)
                report = await self._call(
                    ValidationActivities.validate_queries,
                    ValidateInput(queries=self._status.queries, sql_dialect=request.sql_dialect),
                    "validate",
                )
                self._status.validation = report.results
                approved_risky = await self._ask_about_risk()
                if request.execute:
                    runnable = self._runnable(approved_risky)
                    if runnable:
                        await self._ask_to_execute(runnable)
                        self._enter(Phase.EXECUTING)
                        await self._execute_queries(roster, runnable)

        self._enter(Phase.AGGREGATING)
        self._status.cost_summary = await self._aggregate_costs()
        self._enter(Phase.COMPLETED)

    async def _aggregate_costs(self) -> JourneyCostSummary:
        """Total what the journey spent and write its row in the cost ledger."""
        return await self._call(
            LedgerActivities.aggregate_cost,
            AggregateCostInput(journey_id=self._status.journey_id, costs=self._costs),
            "aggregate cost",
        )

    async def _settle_costs(self) -> None:
        """A journey that ends early (failed, rejected, cancelled) spent tokens and tool calls too: it gets
        its ledger row as well. Best effort: the ledger being down must not hide why the journey ended."""
        if not self._patched(LEDGER_PATCH):
            return
        try:
            self._status.cost_summary = await self._aggregate_costs()
        except ActivityError as error:
            workflow.logger.warning("cost not recorded: %s", _describe(error)[1])

    async def _plan(self, roster: Roster) -> WorkflowPlan:
        """Plan; while the planner is unsure, ask the requester to restate the question and plan again."""
        for _ in range(MAX_CLARIFICATIONS + 1):
            self._enter(Phase.PLANNING)
            plan = await self._call(
                AgentActivities.plan_journey,
                PlanInput(
                    planner=(planners := roster.serving("planner"))[0],
                    alternates=planners[1:],
                    request=PlanRequest(
                        journey_id=self._status.journey_id,
                        question=self._status.question,
                        platforms=self._request.platforms,
                        knowledge_agents=roster.chosen("knowledge:"),
                        data_agents=roster.chosen("generate:"),
                    ),
                ),
                "plan",
                on_result=lambda plan: setattr(self._status, "plan", plan),
            )
            if self._request.time_range:  # the requester's window wins over the one read from the question
                plan.entities.time_range = self._request.time_range
            code_exec = self._policies is not None and self._policies.code_exec  # the table recorded at the start
            violations = plan_violations(plan, roster, code_exec=code_exec)
            if violations:
                raise JourneyFailure(FailureType.POLICY, "invalid plan: " + "; ".join(violations))
            if plan.platforms and not self._request.platforms:
                self._status.platforms = plan.platforms
                workflow.upsert_search_attributes([PLATFORMS_KEY.value_set([p.value for p in plan.platforms])])
            await self._ask_about_budget()
            if not plan.needs_clarification:
                return plan
            gate = await self._ask("clarification", plan.reply or "Please restate the question.")
            self._status.question = (gate.clarified or self._status.question).strip()
        raise JourneyFailure(FailureType.USER, f"still unclear after {MAX_CLARIFICATIONS} clarifications")

    async def _ask(self, kind: GateKind, reason: str, **material: Any) -> Gate:
        """Open a gate and wait durably for its decision or deadline; a rejection ends the journey."""
        gate = open_gate(kind, self._status.gates, reason, self._request.approval, workflow.now(), **material)
        self._record_gate(gate)
        if self._status.state != Phase.AWAITING_APPROVAL:
            self._enter(Phase.AWAITING_APPROVAL)
        while gate.open:
            remaining = max((gate.deadline - workflow.now()).total_seconds(), 0.001)
            try:
                # The Web UI names the timer by its summary ("deadline of execution-1"), not "1 (1d)"; a
                # summary is metadata, not part of the command sequence, so histories replay as they ran.
                await workflow.wait_condition(
                    lambda: not gate.open, timeout=remaining, timeout_summary=f"deadline of {gate.id}"
                )
            except TimeoutError:
                on_deadline(gate, self._request.approval, workflow.now())
        self._record_gate(gate)
        if gate.decision == "reject":
            raise JourneyRejected(gate.id)
        return gate

    def _record_gate(self, gate: Gate) -> None:
        """Keep the gate in the status and write every gate to the memo: each write is a history event,
        so the audit trail of who was asked what, and what they decided, is part of the history."""
        if gate not in self._status.gates:
            self._status.gates.append(gate)
            metrics.gate_opened(gate)
        elif not gate.open:
            metrics.gate_closed(gate)
        workflow.upsert_memo({GATES_MEMO: self._status.gates})
        workflow.set_current_details(self._details())

    async def _ask_about_budget(self) -> None:
        """A ceiling crossed with ``on_exceed: approve``: someone must agree to spend more, once per crossing."""
        crossed = [name for name in self._status.budget.exceeded if name not in self._budget_asked]
        if crossed:
            self._budget_asked.update(crossed)
            spent = self._status.budget.spent.cost_usd
            await self._ask("budget", "; ".join(crossed), estimated_cost_usd=spent)

    async def _ask_about_risk(self) -> set[str]:
        """Medium- and high-risk queries are always put to an approver; the platforms approved."""
        pairs = zip(self._status.queries, self._status.validation, strict=True)
        risky = [(q, v) for q, v in pairs if v.risk in ("medium", "high")]
        if not risky:
            return set()
        reasons = "; ".join(f"{v.platform.value}: {', '.join(v.risk_reasons)}" for _, v in risky)
        await self._ask(
            "risky_query",
            f"generated queries are risky ({reasons})",
            queries=[q for q, _ in risky],
            risk=highest_risk([v.risk for _, v in risky]),
        )
        return {q.platform.value for q, _ in risky}

    def _runnable(self, approved_risky: set[str]) -> list[GeneratedQuery]:
        """Valid queries that are low risk, or whose risk a person approved; the rest are reported as not run."""
        runnable = []
        for query, check in zip(self._status.queries, self._status.validation, strict=True):
            if check.valid and (check.risk in ("none", "low") or query.platform.value in approved_risky):
                runnable.append(query)
            else:
                reason = "it does not validate" if not check.valid else f"it is {check.risk} risk"
                self._status.executions.append(
                    ExecutionResult(platform=query.platform, executed=False, note=f"not run: {reason}")
                )
        return runnable

    async def _ask_to_execute(self, runnable: list[GeneratedQuery]) -> None:
        """Execution needs a person's yes, unless the policy lets read-only, low-risk queries run by themselves."""
        risks = [v.risk for q, v in zip(self._status.queries, self._status.validation, strict=True) if q in runnable]
        risk = highest_risk(risks)
        reason = f"run {len(runnable)} quer{'y' if len(runnable) == 1 else 'ies'} on the data sources"
        if self._request.approval.auto_approve_low_risk and risk in ("none", "low"):
            gate = open_gate(
                "execution", self._status.gates, reason, self._request.approval, workflow.now(),
                queries=runnable, risk=risk,
            )  # fmt: skip
            self._record_gate(decide(gate, "approve", "policy", workflow.now(), "low risk: auto-approved", None))
            return
        await self._ask("execution", reason, queries=runnable, risk=risk)

    async def _compose_answer(self, roster: Roster) -> Answer:
        knowledge = [item for result in self._status.knowledge for item in result.items]
        composers = roster.serving("answer") or roster.serving("planner")
        return await self._call(
            AgentActivities.compose_answer,
            AnswerInput(
                planner=composers[0],
                alternates=composers[1:],
                request=AnswerRequest(
                    journey_id=self._status.journey_id, question=self._status.question, knowledge=knowledge
                ),
            ),
            "answer",
            agents=composers,
        )

    async def _discover(self, retried: bool) -> tuple[DiscoveryResult, Roster]:
        """Discover the agents. While a needed capability is missing because agents did not answer (an agents
        host restarting, say), the activity fails with a retryable error and its retry policy looks again with
        a growing pause; once the attempts are spent, the last discovery travels in the error's details and the
        journey fails naming what is missing."""
        if not retried:  # a history from before RETRIED_DISCOVERY_PATCH
            return await self._discover_with_pauses()
        request = self._request
        try:
            discovery = await self._call(
                AgentActivities.discover_agents,
                DiscoverInput(platforms=request.platforms, routing_policy=request.routing_policy,
                              profile=request.profile, retry_while_unreachable=True),
                "discover agents",
            )  # fmt: skip
        except ActivityError as error:
            cause = error.cause
            if not (isinstance(cause, ApplicationError) and cause.type == AGENTS_UNREACHABLE and cause.details):
                raise
            discovery = DiscoveryResult.model_validate(cause.details[0])
        return discovery, Roster(tuple(discovery.agents), tuple(discovery.routes))

    async def _discover_with_pauses(self) -> tuple[DiscoveryResult, Roster]:
        """How histories from before RETRIED_DISCOVERY_PATCH discovered: the workflow's own loop of timers."""
        request = self._request
        for pause in (*REDISCOVERY_PAUSES, None):
            discovery = await self._call(
                AgentActivities.discover_agents,
                DiscoverInput(platforms=request.platforms, routing_policy=request.routing_policy,
                              profile=request.profile),
                "discover agents",
            )  # fmt: skip
            roster = Roster(tuple(discovery.agents), tuple(discovery.routes))
            unreachable = roster.missing(request.platforms) and discovery.problems
            if pause is None or not unreachable or not self._patched(REDISCOVERY_PATCH):
                return discovery, roster
            workflow.logger.warning("agents unreachable, discovering again in %ss", pause.total_seconds())
            await workflow.sleep(pause, summary="waiting for needed agents to answer again")
        raise AssertionError("unreachable: the last pause is None")

    def _require_capabilities(self, roster: Roster, discovery: DiscoveryResult) -> None:
        """Fail at once, naming what is missing: retrying cannot make an agent appear."""
        missing = roster.missing(self._request.platforms)
        if not missing:
            return
        only_platforms = all(gap.startswith("a data agent for") for gap in missing)
        unreachable = "; ".join(f"{p.name}: {p.error}" for p in discovery.problems)
        raise JourneyFailure(
            FailureType.USER if only_platforms and not unreachable else FailureType.RESOURCE,
            f"no agent offers {', '.join(missing)}" + (f" (unreachable: {unreachable})" if unreachable else ""),
        )

    async def _gather_knowledge(self, plan: WorkflowPlan, roster: Roster) -> None:
        """All sources at once; failed or late sources are degraded; the journey needs a quorum of answers."""
        steps = [step for step in plan.steps if step.kind == "knowledge"]
        request = KnowledgeRequest(
            journey_id=self._status.journey_id,
            question=self._status.question,
            top_k=KNOWLEDGE_TOP_K,
            profile=self._request.profile,
        )

        def gather(step: PlanStep, within: timedelta | None) -> Coroutine[Any, Any, KnowledgeResult]:
            search = KnowledgeInput(
                agent=roster.require(step.agent),
                alternates=roster.alternates(f"knowledge:{step.target}", step.agent),
                source=step.target,
                step_id=step.id,
                request=request,
            )
            return self._call(
                AgentActivities.gather_knowledge,
                search,
                f"knowledge: {step.target}",
                on_result=lambda result: self._status.knowledge.append(result),
                within=within,
                agents=[search.agent, *search.alternates],
            )

        results = await self._fan_out("gathering_knowledge", steps, gather)
        self._require_quorum("gathering_knowledge", steps, results, "knowledge sources answered")

    async def _generate_until_matched(self, plan: WorkflowPlan, roster: Roster) -> None:
        """Generate; when nothing any connected schema holds matches the question, ask the requester to restate
        it (the gate lists the closest tables and metrics) instead of querying the wrong data.

        Only answers that carry ``candidates`` take the new branch, and data agents answered with them only
        after it was written, so histories from before it replay as they ran."""
        for _ in range(MAX_CLARIFICATIONS + 1):
            self._enter(Phase.GENERATING_QUERIES)
            await self._generate_queries(plan, roster)
            unmatched = [query for query in self._status.queries if query.candidates and not query.query.strip()]
            if not unmatched:
                return
            for query in unmatched:
                self._status.queries.remove(query)
                self._degrade(
                    PlanStep(id=f"generate-{query.platform.value}", kind="generate", target=query.platform.value,
                             agent=query.agent),
                    FailureType.USER.value, query.explanation,
                )  # fmt: skip
            if self._status.queries:
                return  # the other platforms have their queries: the unmatched ones are reported as degraded
            closest = "; ".join(
                f"{q.platform.value} ({q.source.source if q.source else '-'}): {', '.join(q.candidates)}"
                for q in unmatched
            )
            gate = await self._ask(
                "clarification",
                f"Nothing in the connected sources matches the question. The closest are {closest}. "
                "Please restate the question with what you want to know about which of them.",
            )
            self._status.question = (gate.clarified or self._status.question).strip()
            asked_again = {query.platform for query in unmatched}  # their sources are chosen again for the new question
            self._status.sources = [choice for choice in self._status.sources if choice.platform not in asked_again]
        raise JourneyFailure(FailureType.USER, f"still nothing matches after {MAX_CLARIFICATIONS} clarifications")

    async def _generate_queries(self, plan: WorkflowPlan, roster: Roster) -> None:
        """One query per platform, concurrently; the journey fails only if too few platforms got one."""
        knowledge = [item for result in self._status.knowledge for item in result.items]
        steps = [step for step in plan.steps if step.kind == "generate"]

        def generate(step: PlanStep, within: timedelta | None) -> Coroutine[Any, Any, GeneratedQuery]:
            asked = GenerateInput(
                agent=roster.require(step.agent),
                alternates=roster.alternates(f"generate:{step.target}", step.agent),
                step_id=step.id,
                request=GenerateRequest(
                    journey_id=self._status.journey_id,
                    question=self._status.question,
                    platform=step.target,
                    entities=plan.entities,
                    knowledge=knowledge,
                    sql_dialect=self._request.sql_dialect,
                    sources=self._request.sources,
                ),
            )
            return self._call(
                AgentActivities.generate_query,
                asked,
                f"generate: {step.target}",
                on_result=self._record_query,
                within=within,
                agents=[asked.agent, *asked.alternates],
            )

        results = await self._fan_out("generating_queries", steps, generate)
        self._require_quorum("generating_queries", steps, results, "platforms got a query")

    async def _execute_queries(self, roster: Roster, runnable: list[GeneratedQuery]) -> None:
        """Run the approved queries on their platforms, concurrently; a failed run is reported, not fatal."""
        steps = [
            PlanStep(
                id=f"execute-{query.platform.value}", kind="generate", target=query.platform.value, agent=query.agent
            )
            for query in runnable
        ]
        queries = {query.platform.value: query for query in runnable}
        sources = {query.platform.value: query.source.source for query in runnable if query.source is not None}
        ran = await self._fan_out(
            "executing",
            steps,
            lambda step, within: self._call(
                AgentActivities.execute_query,
                ExecuteInput(
                    agent=roster.require(step.agent),
                    alternates=roster.alternates(f"generate:{step.target}", step.agent),
                    step_id=step.id,
                    request=ExecuteRequest(
                        journey_id=self._status.journey_id,
                        platform=step.target,
                        query=queries[step.target].query,
                        sql_dialect=self._request.sql_dialect,
                        source=sources.get(step.target),
                    ),
                ),
                f"execute: {step.target}",
                on_result=lambda result: self._status.executions.append(result),
                within=within,
            ),
        )
        ran_on = {result.platform for result in ran}
        for step in steps:
            if step.target not in ran_on:
                why = next((d.message for d in self._status.degraded if d.step_id == step.id), "it did not finish")
                self._status.executions.append(
                    ExecutionResult(platform=step.target, executed=False, note=f"failed: {why}")
                )

    def _record_query(self, query: GeneratedQuery) -> None:
        """Keep the query, and which source (and schema fingerprint) it was written for."""
        self._status.queries.append(query)
        if query.source is not None:
            self._status.sources.append(query.source)

    def _require_quorum(self, phase: str, steps: Sequence[PlanStep], results: list[Any], what: str) -> None:
        needed = min(self._phase(phase).quorum, len(steps))
        if len(results) < needed:
            ids = {step.id for step in steps}
            failed = [d for d in self._status.degraded if d.step_id in ids]
            degraded = "; ".join(f"{d.target}: {d.message}" for d in self._status.degraded)
            kind = FailureType.RESOURCE if phase == "gathering_knowledge" else FailureType.AGENT
            if failed and all(d.error_type == FailureType.USER for d in failed):
                kind = FailureType.USER  # every step refused what was asked: retrying will not help
            raise JourneyFailure(kind, f"only {len(results)} of {len(steps)} {what} (need {needed}): {degraded}")

    async def _fan_out(
        self,
        phase: str,
        steps: Sequence[PlanStep],
        start: Callable[[PlanStep, timedelta | None], Coroutine[Any, Any, StepT]],
    ) -> list[StepT]:
        """Run one activity per step concurrently, within the phase's deadline.

        A step whose activity failed (after its retries) or was still running at the deadline is
        recorded as degraded; anything else that went wrong (a bug, a budget overrun) ends the journey.
        """
        if not steps:
            return []
        deadline = self._phase(phase).deadline
        if not self._patched(PHASE_DEADLINE_PATCH):
            return await self._fan_out_with_timer(phase, steps, start, deadline)
        # Every step starts now, so the phase deadline is each activity's schedule-to-close timeout:
        # the server ends a late step, retries included. A workflow timer racing the results instead
        # (the old way) could land in the same workflow task as they did, and then which side won
        # depended on scheduling inside the task: replays took the other branch.
        tasks = [asyncio.create_task(start(step, deadline)) for step in steps]
        try:
            await asyncio.gather(*tasks, return_exceptions=True)
        except asyncio.CancelledError:
            for task in tasks:
                task.cancel()
            raise
        return self._collect(phase, deadline, steps, tasks, late=())

    async def _fan_out_with_timer(
        self,
        phase: str,
        steps: Sequence[PlanStep],
        start: Callable[[PlanStep, timedelta | None], Coroutine[Any, Any, StepT]],
        deadline: timedelta,
    ) -> list[StepT]:
        """The phase deadline as a workflow timer: kept only to replay histories from before the patch."""
        tasks = [asyncio.create_task(start(step, None)) for step in steps]
        try:
            _, late = await workflow.wait(tasks, timeout=deadline.total_seconds())
        except asyncio.CancelledError:
            for task in tasks:
                task.cancel()
            raise
        for task in late:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return self._collect(phase, deadline, steps, tasks, late)

    def _collect(
        self,
        phase: str,
        deadline: timedelta,
        steps: Sequence[PlanStep],
        tasks: list[asyncio.Task[StepT]],
        late: Collection[asyncio.Task[StepT]],
    ) -> list[StepT]:
        """The finished steps' results; late or failed steps are degraded."""
        results: list[StepT] = []
        for step, task in zip(steps, tasks, strict=True):
            if task in late or _timed_out(error := task.exception()):
                self._degrade(step, "TIMEOUT", f"missed the {phase} deadline of {_seconds(deadline)}")
            elif isinstance(error, ActivityError):
                self._degrade(step, *_describe(error))
            elif error is not None:
                raise error
            else:
                results.append(task.result())
        return results

    def _degrade(self, step: PlanStep, error_type: str, message: str) -> None:
        self._status.degraded.append(
            DegradedSource(step_id=step.id, target=step.target, error_type=error_type, message=message)
        )

    async def _call(
        self,
        activity: Callable[[Any, ArgT], Awaitable[ResultT]],
        argument: ArgT,
        summary: str,
        on_result: Callable[[ResultT], None] | None = None,
        within: timedelta | None = None,
        step_retry: StepRetry | None = None,
        agents: Sequence[AgentInfo] = (),
    ) -> ResultT:
        """Run one activity method with its policy (the activity's name is its method's: a test holds them
        equal); ``within`` bounds it, retries included; a plan step's own retry policy narrows the table's, never
        widens it; when every agent in ``agents`` (the one asked and its alternates) is quick, the call is a local
        activity. Typed: a renamed argument or result fails mypy."""
        name = Activity(activity.__name__)
        options = self._options(name)
        if step_retry is not None:
            options = narrowed(options, step_retry)
        quick = self._quick_calls and bool(agents) and all(QUICK_TAG in agent.tags for agent in agents)
        if name in self._local_steps or quick:
            try:
                result = await workflow.execute_local_activity_method(
                    activity,
                    argument,
                    summary=summary,
                    schedule_to_close_timeout=within,
                    start_to_close_timeout=options["start_to_close_timeout"],
                    retry_policy=options["retry_policy"],
                )
            except ActivityError:
                raise
            except FailureError as failure:  # arrives bare, not wrapped as a scheduled activity's failure is
                raise _local_activity_error(name) from failure
        else:
            result = await workflow.execute_activity_method(
                activity,
                argument,
                summary=summary,
                schedule_to_close_timeout=within,
                task_queue=options["task_queue"],
                start_to_close_timeout=options["start_to_close_timeout"],
                heartbeat_timeout=options["heartbeat_timeout"],
                retry_policy=options["retry_policy"],
            )
        if on_result is not None:
            on_result(result)
        if isinstance(result, AgentReply):
            self._charge(result.cost_info)
        return result

    def _patched(self, patch: str) -> bool:
        """Whether the journey takes ``patch``'s new branch: always, after ALL_PATCHES_PATCH; before it, as the
        patch's own marker says."""
        return self._all_patched or workflow.patched(patch)

    def _options(self, name: Activity) -> dict[str, Any]:
        """Task queue, timeouts and retry policy of an activity: from the recorded table (old histories: the file)."""
        if self._policies is not None:
            return self._policies.activities[name].options(workflow.info().task_queue)
        return activity_options(name, workflow.info().task_queue)

    def _phase(self, name: str) -> PhasePolicy:
        return self._policies.phases[name] if self._policies is not None else phase_policy(name)

    def _charge(self, cost: CostInfo) -> None:
        """Count a completed result's cost (a retried attempt is never counted: only results arrive here)."""
        self._costs.append(cost)
        exceeded = charge(self._status.budget, cost)
        if exceeded and self._request.budget.on_exceed == "fail":
            raise JourneyFailure(FailureType.POLICY, "budget exceeded: " + "; ".join(exceeded))

    def _enter(self, phase: Phase) -> None:
        advance(self._status.phase_history, phase, workflow.now())
        metrics.phase_changed(self._status.phase_history, self._status.platforms)
        self._status.state = phase
        workflow.upsert_search_attributes([STATE_KEY.value_set(phase.value)])
        workflow.set_current_details(self._details())
        workflow.logger.info("journey phase %s", phase.value)

    def _details(self) -> str:
        """What the Web UI shows as the journey's current details (Temporal markdown)."""
        status = self._status
        spent = status.budget.spent
        lines = [
            f"**{status.state.value}** · {status.question}",
            f"platforms: {', '.join(status.platforms)}",
            f"spent: {spent.llm_calls} LLM calls, {spent.mcp_calls} tool calls, {spent.tokens} tokens, "
            f"${spent.cost_usd:.4f}",
        ]
        if status.knowledge:
            lines.append("knowledge from: " + ", ".join(k.source for k in status.knowledge))
        if status.sources:
            lines.append(
                "sources: "
                + ", ".join(f"{c.platform.value} → {c.source} ({c.fingerprint[:12]})" for c in status.sources)
            )
        for run in status.executions:
            if run.failed:
                lines.append(f"execution failed on {run.source or run.platform.value}: {run.error_class}: {run.note}")
        if status.degraded:
            lines.append("degraded: " + ", ".join(f"{d.target} ({d.error_type})" for d in status.degraded))
        for gate in status.gates:
            if gate.open:
                until = f"{gate.deadline:%Y-%m-%d %H:%M} UTC"
                lines.append(f"waiting for {'/'.join(gate.roles)}: **{gate.id}** — {gate.reason} (until {until})")
        if status.error:
            lines.append(f"error ({status.error.type.value}): {status.error.message}")
        return "\n\n".join(lines)

    def _failed(self, kind: FailureType, message: str) -> ApplicationError:
        self._status.error = JourneyError(type=kind, message=message, phase=self._status.state)
        self._enter(Phase.FAILED)
        return ApplicationError(message, self._status, type=kind.value, non_retryable=True)


def _local_activity_error(name: Activity) -> ActivityError:
    """The wrapper a scheduled activity's failure comes in, for a local activity's (whose ApplicationError or
    timeout arrives bare): the journey handles a step's failure alike wherever the step ran."""
    return ActivityError(
        f"local activity {name.value} failed",
        scheduled_event_id=0,
        started_event_id=0,
        identity="",
        activity_type=name.value,
        activity_id="",
        retry_state=None,
    )


def _describe(error: ActivityError) -> tuple[str, str]:
    """The failure type and message of an activity that failed after its retries."""
    cause = error.cause
    if isinstance(cause, ApplicationError):
        return cause.type or "", cause.message
    return type(cause or error).__name__, str(cause or error)


def _timed_out(error: BaseException | None) -> bool:
    """Whether an activity ran out of its whole time (the phase deadline), retries included."""
    return (
        isinstance(error, ActivityError)
        and isinstance(error.cause, TemporalTimeout)
        and error.cause.type == TimeoutType.SCHEDULE_TO_CLOSE
    )


def _seconds(delta: timedelta) -> str:
    return f"{delta.total_seconds():g}s"
