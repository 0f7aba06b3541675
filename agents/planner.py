"""The planner agent: reads the question, decides what the journey needs, and composes answers.

Workflow-first routing: each intent the deterministic classifier recognises maps to a plan template
(``query``: knowledge that grounds queries, then one query per platform; ``question``: every knowledge
source, then an answer composed from the passages; ``greeting``: a reply; ``unclear``: a clarification
question). A plan below the clarification threshold says so, and the journey asks before it acts.
"""

from __future__ import annotations

import math
import re

from agents.a2a import AgentSpec, Skill
from agents.intent import Classification, classify, explicit_platforms, extract_entities
from lexiquery.contracts import (
    Answer,
    AnswerRequest,
    CostInfo,
    KnowledgeItem,
    PlanRequest,
    PlanStep,
    Platform,
    Reference,
    Statement,
    WorkflowPlan,
)
from lexiquery.names import QUICK_TAG
from lexiquery.names import Skill as SkillId

NAME = "planner"
CLARIFY_BELOW = 0.5
# Knowledge that grounds a query: procedures naming tables, schemas, error signatures.
QUERY_SOURCES = ("sop", "docs", "known_errors")
MAX_STATEMENTS = 4
# Where the data for a topic lives, best platform first (the data agents' catalogs, in brief).
TOPICS: tuple[tuple[re.Pattern[str], tuple[Platform, ...]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), platforms)
    for pattern, platforms in (
        (r"\b(cpu|memory|memroy|disk|node|scrape|targets?|up ==|uptime|p9\d|percentile|rate of|per second)\b",
         (Platform.PROMQL,)),
        (r"\b(restart\w*|crash\w*|oomkilled|pods?|containers?|namespaces?|deployments?)\b",
         (Platform.PROMQL, Platform.KQL)),
        (r"\b(replication|lag|connections?|pg_stat\w*|statements?|slow quer\w*|mean time)\b", (Platform.PROMQL,)),
        (r"\b(5xx|4xx|\d{3}s?\b|latency|slow\w*|requests?|routes?|endpoints?|error rate|status codes?)\b",
         (Platform.PROMQL, Platform.KQL)),
        (r"\b(sign[- ]?ins?|log[- ]?ins?|logons?|mfa|lock\w*|passwords?|audit|roles?|admins?|accounts?|users?|"
         r"4625|4740|4624|4648|4771|eventid|events?)\b", (Platform.KQL,)),
        (r"\b(logs?|log lines|messages?)\b", (Platform.KQL,)),
    )
)  # fmt: skip


def infer_platforms(question: str, available: list[str]) -> tuple[list[Platform], str]:
    """The platforms a question points to: named ones, else the first topic whose data is on a platform
    that has a data agent, else the first available platform."""
    named = [p for p in explicit_platforms(question) if p.value in available]
    if named:
        return named, "named in the question"
    for pattern, platforms in TOPICS:
        if pattern.search(question):
            fitting = [p for p in platforms if p.value in available]
            if fitting:
                return fitting[:1], f"the data for '{pattern.search(question)[0]}' lives there"  # type: ignore[index]
    fallback = [Platform(p) for p in available[:1]]
    return fallback, "no topic recognised; first available platform"


# "Which users with failed sign-ins in the last day also made audit log changes?": two findings about one kind
# of entity, each read where its data lives and correlated on the entity (the investigation template of #19).
CORRELATION = re.compile(
    r"^\s*(?:which|what|list|show(?: me)?)\s+(?P<entity>users|accounts|hosts|computers|machines|servers|nodes|pods|"
    r"services|apps|ips|ip addresses)\s+(?:with|that|who|where)\s+(?P<first>.+?)\s+(?:also|and also|as well)\s+"
    r"(?P<second>.+?)\s*\??\s*$",
    re.IGNORECASE,
)
INVESTIGATION_CONFIDENCE = 0.85  # a template's: at or above 0.8 the seed's routing takes the template


def investigation(request: PlanRequest, signals: list[str]) -> WorkflowPlan | None:
    """The correlation template: both findings as queries by the entity (on the platform each names or points
    to), executed, and correlated on the entity; None when the question is not such a pair or a platform it
    needs has no data agent."""
    match = CORRELATION.match(request.question)
    if match is None:
        return None
    entity = match["entity"].lower()
    singular = {"ip addresses": "ip", "ips": "ip"}.get(entity, entity.removesuffix("es") if entity.endswith("ses")
                                                        else entity.removesuffix("s"))  # fmt: skip
    steps: list[PlanStep] = []
    platforms: list[Platform] = []
    for n, part in enumerate((match["first"], match["second"])):
        found, _ = infer_platforms(part, list(request.data_agents))
        platform = found[0]
        finding = re.sub(r"\s*\((?:kql|spl|sql|promql)\)", "", part, flags=re.IGNORECASE).strip()
        question = re.sub(r"^(?:have|has|had|made|make|did|do|show|showed|are|were)\s+", "", finding)
        agent = request.data_agents[platform.value]
        generate_id, execute_id = f"s{2 * n + 1}", f"s{2 * n + 2}"
        steps += [
            PlanStep(id=generate_id, kind="generate", target=platform.value, agent=agent,
                     input={"question": f"{question} by {singular}"}),
            PlanStep(id=execute_id, kind="execute", target=platform.value, agent=agent, depends_on=[generate_id],
                     input={"query": f"step:{generate_id}.query"}),
        ]  # fmt: skip
        platforms.append(platform)
    steps.append(
        PlanStep(id="s5", kind="function", target="correlate", agent="", tool="correlate", depends_on=["s2", "s4"],
                 input={"left": "step:s2.rows", "right": "step:s4.rows", "entity": entity})
    )  # fmt: skip
    return WorkflowPlan(
        intent="investigation", confidence=INVESTIGATION_CONFIDENCE, cost_info=CostInfo(agent=NAME),
        signals=[*signals, f"investigation: {entity} in both findings, correlated"],
        entities=extract_entities(request.question), platforms=list(dict.fromkeys(platforms)), knowledge_sources=[],
        steps=steps,
    )  # fmt: skip


def _clarification(classification: Classification) -> str:
    return (
        "I can't tell what to look up yet. Which system or data do you mean (sign-ins, Windows logons, "
        "HTTP requests, pods, databases…), what do you want to know about it, and over what time window?"
    )


async def plan(request: PlanRequest) -> WorkflowPlan:
    classification = classify(request.question)
    intent = classification.intent
    base = {
        "intent": intent,
        "confidence": classification.confidence,
        "signals": classification.signals,
        "cost_info": CostInfo(agent=NAME),
        "entities": extract_entities(request.question),
    }
    if intent != "greeting" and (correlated := investigation(request, classification.signals)) is not None:
        return correlated
    if intent == "greeting":
        reply = "Hello! Ask me about sign-ins, Windows events, requests, pods or databases, or how we handle them."
        if re.search(r"\b(thanks?|thank you|thx|cheers|appreciated)\b", request.question, re.IGNORECASE):
            reply = "You're welcome. Ask again any time."
        return WorkflowPlan(**base, platforms=[], knowledge_sources=[], reply=reply)
    unsure = intent == "unclear" or classification.confidence < CLARIFY_BELOW
    if unsure and request.platforms:
        # The requester named where to look: the data agents read the question against that platform's schemas
        # and ask, listing the closest tables, only if nothing there matches.
        intent, unsure = ("query" if intent == "unclear" else intent), False
        base["intent"] = intent
        base["signals"] = [*classification.signals, "platforms named: the connected schemas decide"]
    if unsure:
        return WorkflowPlan(
            **base,
            platforms=[],
            knowledge_sources=[],
            reply=_clarification(classification),
            needs_clarification=True,
        )

    if intent == "question":
        sources = list(request.knowledge_agents)
        # Platforms the requester named still get their queries, beside the answer from knowledge.
        platforms: list[Platform] = list(request.platforms)
    else:
        sources = [s for s in QUERY_SOURCES if s in request.knowledge_agents] or list(request.knowledge_agents)[:1]
        platforms = list(request.platforms)
        if not platforms:
            platforms, reason = infer_platforms(request.question, list(request.data_agents))
            base["signals"] = [*classification.signals, f"platforms {[p.value for p in platforms]}: {reason}"]
    knowledge_steps = [
        PlanStep(id=f"knowledge-{source}", kind="knowledge", target=source, agent=request.knowledge_agents[source])
        for source in sources
    ]
    generate_steps = [
        PlanStep(
            id=f"generate-{platform.value}",
            kind="generate",
            target=platform.value,
            agent=request.data_agents.get(platform.value, ""),
            depends_on=[step.id for step in knowledge_steps],
        )
        for platform in platforms
    ]
    return WorkflowPlan(**base, platforms=platforms, knowledge_sources=sources, steps=knowledge_steps + generate_steps)


# --- answers from knowledge ----------------------------------------------------------------------

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_TOKEN = re.compile(r"[a-z0-9]{3,}")
_MARKUP = re.compile(r"\*\*|__|`|^\s*(?:\d+\.|[-*])\s+")
_ANSWER_STOP = frozenset("the and for how what does our with when who where which this that are you can".split())
_PROCEDURAL = re.compile(
    r"\b(how (?:do|should|can) (?:we|i)|investigat\w*|handle|respond|steps?|procedure|what should)\b", re.I
)
# Which collections answer which kind of question best.
_PREFERRED = {True: {"sop": 0.6, "runbooks": 0.5}, False: {"docs": 0.4, "known_errors": 0.4, "wiki": 0.3}}


def _terms(text: str) -> set[str]:
    return {t for t in _TOKEN.findall(text.lower()) if t not in _ANSWER_STOP}


_BLOCK_START = re.compile(r"\n(?=\s*(?:\d+\.|[-*|#>$]|```)|\n)")


def _unwrap(text: str) -> str:
    """Join hard-wrapped lines back into paragraphs; list items, tables and code stay on their own lines."""
    return "\n".join(" ".join(line.strip() for line in block.splitlines()) for block in _BLOCK_START.split(text))


def _sentences(snippet: str) -> list[str]:
    """Readable sentences of a passage: no table rows, code or fragments, markup removed."""
    found = []
    for raw in _SENTENCE.split(_unwrap(snippet)):
        line = _MARKUP.sub("", raw).strip()
        if line.startswith(("|", "#", "$", ">")) or line.count("|") > 1 or len(line.split()) < 6:
            continue
        found.append(line)
    return found


async def compose_answer(request: AnswerRequest) -> Answer:
    """An extractive answer: the passages' sentences closest to the question, each citing its source."""
    wanted = _terms(request.question)
    weights = _PREFERRED[bool(_PROCEDURAL.search(request.question))]
    ranked: list[tuple[float, int, str, KnowledgeItem]] = []
    items = sorted(request.knowledge, key=lambda item: -item.score)[:10]
    for position, item in enumerate(items):
        for order, sentence in enumerate(_sentences(item.snippet)):
            terms = _terms(sentence)
            overlap = len(wanted & (terms | _terms(item.title)))
            if not overlap:
                continue
            score = (
                overlap / math.sqrt(len(terms) + 1)
                + weights.get(item.collection, 0.0)
                + 0.5 / (1 + position)
                - 0.02 * order
            )
            ranked.append((score, position, sentence, item))
    chosen: list[tuple[str, KnowledgeItem]] = []
    per_document: dict[str, int] = {}
    for _, _, sentence, item in sorted(ranked, key=lambda r: -r[0]):
        if per_document.get(item.document_id, 0) >= 2 or len(chosen) >= MAX_STATEMENTS:
            continue
        per_document[item.document_id] = per_document.get(item.document_id, 0) + 1
        chosen.append((sentence, item))
    if not chosen:
        return Answer(kind="answer", text="The knowledge base has nothing on this yet.", cost_info=CostInfo(agent=NAME))
    statements = [
        Statement(
            text=sentence if sentence.endswith((".", "!", "?", ":")) else f"{sentence}.",
            reference=Reference(
                collection=item.collection, document_id=item.document_id, title=item.title, section=item.section
            ),
        )
        for sentence, item in chosen
    ]
    text = " ".join(f"{s.text} [{s.reference.document_id}]" for s in statements)
    return Answer(kind="answer", text=text, statements=statements, cost_info=CostInfo(agent=NAME))


def planner_agent() -> AgentSpec:
    return AgentSpec(
        name=NAME,
        description="Plans journeys (intent, knowledge, platforms, entities, steps) and composes cited answers.",
        skills=(
            Skill(
                id=SkillId.PLAN,
                name="Plan a journey",
                description="Turn a plain-language question into a validated step plan.",
                input_model=PlanRequest,
                handler=plan,
                tags=("planner",),
                examples=("failed sign-ins in the last hour", "how do we investigate a brute-force alert?"),
            ),
            Skill(
                id=SkillId.ANSWER,
                name="Compose an answer",
                description="Answer a how-to question from retrieved passages, every statement cited.",
                input_model=AnswerRequest,
                handler=compose_answer,
                tags=("planner", "answer", QUICK_TAG),
            ),
        ),
    )
