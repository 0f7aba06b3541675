"""RFC 9457 problem details: every error the API returns, with a stable ``type`` per kind."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from temporalio.service import RPCError, RPCStatusCode

PROBLEM_BASE = "https://lexiquery.dev/problems/"
PROBLEM_JSON = "application/problem+json"


class FieldProblem(BaseModel):
    field: str
    message: str


class Problem(BaseModel):
    """The body of every error response."""

    type: str
    title: str
    status: int
    detail: str = ""
    instance: str | None = None
    errors: list[FieldProblem] = []


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses=`` for errors: each answered as ``application/problem+json`` with a ``Problem`` body.

    ``model`` is what puts ``Problem`` among the schema's components (FastAPI also lists it under
    ``application/json``, which these answers never use); the ``$ref`` is what documents the problem+json body.
    """
    problem = {"schema": {"$ref": "#/components/schemas/Problem"}}
    return {status: {"model": Problem, "content": {PROBLEM_JSON: problem}} for status in statuses}


class ProblemError(Exception):
    """Raise to answer with a problem."""

    def __init__(
        self,
        status: int,
        kind: str,
        title: str,
        detail: str = "",
        *,
        errors: list[FieldProblem] | None = None,
    ) -> None:
        super().__init__(detail or title)
        self.status = status
        self.kind = kind
        self.title = title
        self.detail = detail or "; ".join(f"{e.field}: {e.message}" for e in errors or [])
        self.errors = errors or []


def problem_response(
    status: int,
    kind: str,
    title: str,
    detail: str = "",
    *,
    instance: str | None = None,
    errors: list[FieldProblem] | None = None,
) -> JSONResponse:
    body = Problem(
        type=PROBLEM_BASE + kind,
        title=title,
        status=status,
        detail=detail,
        instance=instance,
        errors=errors or [],
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=status, media_type=PROBLEM_JSON)


# Temporal not answering now (down, restarting, overloaded, or giving up on the call): worth a retry later.
TEMPORAL_BUSY = frozenset(
    {RPCStatusCode.UNAVAILABLE, RPCStatusCode.CANCELLED, RPCStatusCode.DEADLINE_EXCEEDED,
     RPCStatusCode.RESOURCE_EXHAUSTED}
)  # fmt: skip
RETRY_AFTER_SECONDS = 2


def temporal_problem(error: RPCError) -> ProblemError:
    """A Temporal call the API could not complete, as the problem the caller gets: 503 (try again) when Temporal
    is unreachable or busy, 502 for any other failure of the call."""
    detail = f"Temporal answered {error.status.name if error.status else 'UNKNOWN'}: {error.message}"
    if error.status in TEMPORAL_BUSY:
        return ProblemError(503, "temporal-unavailable", "Temporal is unavailable; try again shortly", detail)
    return ProblemError(502, "temporal-error", "The call to Temporal failed", detail)


def _field_problem(error: dict[str, Any]) -> FieldProblem:
    loc = tuple(error.get("loc", ()))
    if error.get("type") == "json_invalid":
        reason = error.get("ctx", {}).get("error", "")
        position = f" at character {loc[1]}" if len(loc) > 1 else ""
        return FieldProblem(field="body", message=f"malformed JSON{position}: {reason}".rstrip(": "))
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    return FieldProblem(field=".".join(parts) or "body", message=error.get("msg", ""))


def _not_utf8(error: UnicodeDecodeError) -> dict[str, Any]:
    """A body that is not UTF-8, as the validation error FastAPI gives malformed JSON."""
    return {"type": "json_invalid", "loc": ("body",), "ctx": {"error": f"not UTF-8 (byte {error.start})"}}


_STATUS_KINDS = {
    404: "not-found",
    405: "method-not-allowed",
    413: "payload-too-large",
    415: "unsupported-media",
}


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ProblemError)
    async def on_problem(request: Request, exc: ProblemError) -> JSONResponse:
        return problem_response(
            exc.status, exc.kind, exc.title, exc.detail, instance=request.url.path, errors=exc.errors
        )

    @app.exception_handler(RPCError)
    async def on_temporal(request: Request, exc: RPCError) -> JSONResponse:
        response = await on_problem(request, temporal_problem(exc))
        if response.status_code == 503:
            response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return response

    @app.exception_handler(RequestValidationError)
    async def on_invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [_field_problem(e) for e in exc.errors()]
        return problem_response(
            422,
            "validation-error",
            "The request is not valid",
            "; ".join(f"{e.field}: {e.message}" for e in errors),
            instance=request.url.path,
            errors=errors,
        )

    @app.exception_handler(StarletteHTTPException)
    async def on_http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400 and isinstance(exc.__cause__, UnicodeDecodeError):
            # FastAPI answers a JSON body that is not UTF-8 (RFC 8259 allows nothing else) with a bare 400:
            # it is malformed JSON, so it gets malformed JSON's 422.
            return await on_invalid(request, RequestValidationError([_not_utf8(exc.__cause__)]))
        kind = _STATUS_KINDS.get(exc.status_code, f"http-{exc.status_code}")
        return problem_response(exc.status_code, kind, str(exc.detail), instance=request.url.path)


class BodySizeLimit:
    """Refuses request bodies over ``limit`` bytes with a 413 problem, before the app reads them."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.limit:
            await self._refuse(scope, send)
            return
        received = 0

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.limit:
                raise _BodyTooLarge
            return message

        try:
            await self.app(scope, counting_receive, send)
        except _BodyTooLarge:
            await self._refuse(scope, send)

    async def _refuse(self, scope: Scope, send: Send) -> None:
        response = problem_response(
            413,
            "payload-too-large",
            "Request body too large",
            f"the limit is {self.limit} bytes",
            instance=scope.get("path"),
        )
        await response(scope, _disconnected, send)


class _BodyTooLarge(Exception):
    pass


async def _disconnected() -> Message:
    return {"type": "http.disconnect"}
