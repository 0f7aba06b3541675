"""Who is calling: an API key (compared by its SHA-256, never logged) mapped to a principal and roles.

Roles follow the product's matrix: viewer reads, operator submits and cancels, approver decides
gates, admin may do everything. With no keys configured the API is open (development): the
``X-LexiQuery-Principal`` header names the caller, who holds every role.

A browser (the approvals inbox) sends the key as HTTP Basic credentials: the password is the key (with no keys
configured, the user name names the caller).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header

from api.deps import SettingsDep
from api.errors import ProblemError
from lexiquery.contracts import Role
from lexiquery.settings import Settings

ALL_ROLES: tuple[Role, ...] = ("viewer", "operator", "approver", "admin")
# What each role may do, beyond itself: admin implies every role.
IMPLIED: dict[Role, frozenset[Role]] = {
    "viewer": frozenset({"viewer"}),
    "operator": frozenset({"viewer", "operator"}),
    "approver": frozenset({"viewer", "approver"}),
    "admin": frozenset(ALL_ROLES),
}


@dataclass(frozen=True)
class Principal:
    name: str
    roles: tuple[Role, ...]

    def may(self, role: Role) -> bool:
        return any(role in IMPLIED[held] for held in self.roles)

    @property
    def effective_roles(self) -> list[Role]:
        """Every role held, directly or through another (admin holds them all)."""
        return sorted({role for held in self.roles for role in IMPLIED[held]})


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def _principal(
    settings: SettingsDep,
    authorization: Annotated[str | None, Header()] = None,
    x_api_key: Annotated[str | None, Header()] = None,
    x_lexiquery_principal: Annotated[str | None, Header()] = None,
) -> Principal:
    return authenticate(settings, authorization, x_api_key, x_lexiquery_principal)


def authenticate(
    settings: Settings, authorization: str | None, x_api_key: str | None, x_lexiquery_principal: str | None
) -> Principal:
    """The caller named by the request's headers (the HTTP API's and the MCP server's one rule)."""
    scheme, _, key = (authorization or "").partition(" ")
    user, key = _basic(key) if scheme.lower() == "basic" else ("", key)
    if not settings.api_keys:
        return Principal((x_lexiquery_principal or user or "anonymous").strip() or "anonymous", ALL_ROLES)
    if scheme.lower() not in ("bearer", "basic"):
        key = x_api_key or ""
    if not key.strip():
        raise ProblemError(401, "unauthenticated", "API key required", "send Authorization: Bearer <key> or X-API-Key")
    digest = hash_key(key.strip())
    for entry in settings.api_keys:
        if hmac.compare_digest(entry.sha256, digest):
            return Principal(entry.principal, tuple(entry.roles))
    raise ProblemError(401, "unauthenticated", "Unknown API key")


def _basic(credentials: str) -> tuple[str, str]:
    """(user, password) of HTTP Basic credentials; empty strings when they do not decode."""
    try:
        user, _, password = base64.b64decode(credentials.strip(), validate=True).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return "", ""
    return user, password


def require(principal: Principal, role: Role) -> Principal:
    if not principal.may(role):
        raise ProblemError(403, "forbidden", "Not allowed", f"{principal.name} needs the {role} role")
    return principal


def requires(role: Role) -> Callable[[Principal], Principal]:
    """A dependency: the caller, who must hold ``role`` (or a role implying it)."""

    def check(principal: Annotated[Principal, Depends(_principal)]) -> Principal:
        return require(principal, role)

    return check


Viewer = Annotated[Principal, Depends(requires("viewer"))]
Operator = Annotated[Principal, Depends(requires("operator"))]
