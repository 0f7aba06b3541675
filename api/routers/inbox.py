"""The approvals inbox: a page at ``/ui/approvals`` where the people who decide see what waits for them, and decide.

Server-rendered (Jinja2, autoescaped), no script, no build step. It holds no rules of its own: the list is the
API's ``GET /v1/approvals`` and each form goes to the API's decision (``POST /v1/journeys/{id}/approvals/{gate}``),
both called in-process, so roles and four-eyes are exactly the API's. A browser signs in with HTTP Basic (the
password is the API key); a form posted from another origin is refused.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from pydantic import ValidationError
from temporalio.service import RPCError

from api.auth import Principal, authenticate, require
from api.deps import SettingsDep, TemporalDep
from api.errors import ProblemError, temporal_problem
from api.routers.approvals import open_approvals
from api.routers.journeys import GateDecision, decide

router = APIRouter(prefix="/ui", include_in_schema=False)
TEMPLATES = Jinja2Templates(directory=Path(__file__).resolve().parent.parent / "templates")
PAGE = "/ui/approvals"
SIGN_IN = {"WWW-Authenticate": 'Basic realm="LexiQuery approvals", charset="UTF-8"'}
MAX_FORM_BYTES = 8192


class _Refused(Exception):
    """The request cannot be served as a page: its status and what to say."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


def _caller(request: Request, settings: SettingsDep) -> Principal:
    headers = request.headers
    try:
        principal = authenticate(
            settings, headers.get("authorization"), headers.get("x-api-key"), headers.get("x-lexiquery-principal")
        )
        return require(principal, "viewer")
    except ProblemError as problem:
        sign_in = SIGN_IN if problem.status == 401 else None
        raise _Refused(problem.status, problem.detail or problem.title, sign_in) from None


def _refusal_page(request: Request, refused: _Refused) -> Response:
    return TEMPLATES.TemplateResponse(
        request, "refused.html", {"status": refused.status, "message": refused.message},
        status_code=refused.status, headers=refused.headers,
    )  # fmt: skip


@router.get(PAGE.removeprefix("/ui"), response_class=HTMLResponse)
async def inbox(request: Request, settings: SettingsDep, temporal: TemporalDep) -> Response:
    """The open gates the caller may decide, soonest deadline first, each with a form to approve or reject."""
    try:
        principal = _caller(request, settings)
    except _Refused as refused:
        return _refusal_page(request, refused)
    try:
        approvals = await open_approvals(settings, temporal, principal)
    except (ProblemError, RPCError) as failed:
        problem = _problem(failed)
        return _refusal_page(request, _Refused(problem.status, f"{problem.title}. {problem.detail}"))
    context = {
        "principal": principal.name,
        "approvals": approvals,
        "notice": request.query_params.get("notice"),
        "problem": request.query_params.get("problem"),
    }
    return TEMPLATES.TemplateResponse(request, "approvals.html", context)


@router.post(PAGE.removeprefix("/ui") + "/{journey_id}/{gate_id}")
async def decide_from_inbox(
    request: Request, journey_id: str, gate_id: str, settings: SettingsDep, temporal: TemporalDep
) -> Response:
    """One decision from the inbox's form, put to the API's own decision; back to the inbox saying how it went."""
    try:
        principal = _caller(request, settings)
        _same_origin(request)
        form = await _form(request)
    except _Refused as refused:
        return _refusal_page(request, refused)
    try:
        body = GateDecision.model_validate(
            {"decision": form.get("decision", ""), "comment": form.get("comment") or None,
             "clarified": form.get("clarified") or None}
        )  # fmt: skip
        gate = await decide(journey_id, gate_id, body, temporal, principal)
    except ValidationError as invalid:
        return _back(problem=f"{gate_id} of {journey_id}: {invalid.errors()[0]['msg']}")
    except (ProblemError, RPCError) as failed:
        problem = _problem(failed)
        return _back(problem=f"{gate_id} of {journey_id}: {problem.detail or problem.title}")
    done = {"approve": "approved", "reject": "rejected"}.get(gate.decision or "", str(gate.decision))
    return _back(notice=f"{gate.id} of {journey_id}: {done} by {gate.decided_by}")


def _problem(failed: ProblemError | RPCError) -> ProblemError:
    """What the page says about a refused or failed call: the API's problem for it."""
    return temporal_problem(failed) if isinstance(failed, RPCError) else failed


def _back(**message: str) -> RedirectResponse:
    return RedirectResponse(f"{PAGE}?{urlencode(message)}", status_code=303)


def _same_origin(request: Request) -> None:
    """A form from another site (cross-site request forgery, riding on the browser's saved credentials) is refused."""
    origin = request.headers.get("origin") or request.headers.get("referer")
    if origin is None:
        return  # not a browser's cross-site form (browsers send Origin with every form post)
    if urlsplit(origin).netloc != request.headers.get("host"):
        raise _Refused(403, f"a decision must come from this inbox, not from {urlsplit(origin).netloc}")


async def _form(request: Request) -> dict[str, str]:
    body = await request.body()
    if len(body) > MAX_FORM_BYTES:
        raise _Refused(413, f"the form is larger than {MAX_FORM_BYTES} bytes")
    try:
        fields = parse_qs(body.decode(), max_num_fields=10, strict_parsing=False)
    except (UnicodeDecodeError, ValueError) as bad:
        raise _Refused(400, f"the form could not be read: {bad}") from None
    return {name: values[0] for name, values in fields.items()}
