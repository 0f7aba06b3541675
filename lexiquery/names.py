"""Names that appear in Temporal histories and on the wire.

Once a history exists these strings are part of it: they are never renamed. New names may be added.
"""

from enum import StrEnum

JOURNEY_WORKFLOW = "JourneyWorkflow"
# Memo key under which a cancelled journey leaves what it had found.
JOURNEY_MEMO = "journey"
# Memo key holding the journey's approval gates, rewritten whenever one opens or is decided.
GATES_MEMO = "gates"


DEFAULT_TASK_QUEUE = "lexiquery"
# A skill tag on an agent's card: it answers in milliseconds, with no model behind it and no injected faults, so a
# journey may call it as a local activity (workflows/journey.py, QUICK_CALLS_PATCH).
QUICK_TAG = "quick"


class Bulkhead(StrEnum):
    """Activity task queues, each beside the workflow's own, so a slow executor cannot starve planning."""

    AGENTS = "agents"
    EXECUTION = "execution"


def task_queue(base: str, bulkhead: Bulkhead | None = None) -> str:
    """The queue of a bulkhead: ``lexiquery`` runs journeys, ``lexiquery-agents`` agent calls, …"""
    return base if bulkhead is None else f"{base}-{bulkhead.value}"


class Activity(StrEnum):
    """Activity type names; each has an entry in temporal-config/activity-policies.yaml."""

    DISCOVER_AGENTS = "discover_agents"
    PLAN_JOURNEY = "plan_journey"
    COMPOSE_ANSWER = "compose_answer"
    GATHER_KNOWLEDGE = "gather_knowledge"
    GENERATE_QUERY = "generate_query"
    VALIDATE_QUERIES = "validate_queries"
    EXECUTE_QUERY = "execute_query"
    AGGREGATE_COST = "aggregate_cost"
    RUN_FUNCTION = "run_function"
    RUN_CODE = "run_code"
    CALL_TOOL = "call_tool"
    CALL_AGENT = "call_agent"
    LIST_TOOLS = "list_tools"


class Query(StrEnum):
    """Workflow query names."""

    STATUS = "status"


class Signal(StrEnum):
    """Workflow signal names: a person's decision on a gate (payload: GateSignal)."""

    APPROVE = "approve"
    REJECT = "reject"


class Update(StrEnum):
    """Workflow update names."""

    DECIDE = "decide"


class GateRefusal(StrEnum):
    """Why the ``decide`` update refused a decision (the ApplicationError type the API maps to a status)."""

    UNKNOWN_GATE = "UnknownGate"
    ALREADY_DECIDED = "GateAlreadyDecided"
    NOT_ALLOWED = "NotAllowedToDecide"
    INVALID = "InvalidDecision"


class SearchAttribute(StrEnum):
    """Custom search attributes registered with the server (temporal-config/search-attributes.yaml)."""

    STATE = "JourneyState"
    PLATFORMS = "JourneyPlatforms"
    REQUESTER = "JourneyRequester"
    REQUEST_KEY = "JourneyRequestKey"  # what makes two requests the same question (the result cache)
    THREAD = "JourneyThread"  # the first journey of a thread of follow-ups: one query finds the whole thread


class Skill(StrEnum):
    """A2A skill ids that discovery matches against agent cards."""

    PLAN = "plan-journey"
    ANSWER = "compose-answer"
    KNOWLEDGE = "knowledge-search"
    GENERATE = "generate-query"
    EXECUTE = "execute-query"
