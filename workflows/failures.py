"""How a journey ends early: the exceptions its phases raise, read by the journey's run."""

from __future__ import annotations

from lexiquery.contracts import FailureType


class JourneyFailure(Exception):
    """Ends the journey as FAILED with a typed, non-retryable error."""

    def __init__(self, type: FailureType, message: str) -> None:
        super().__init__(message)
        self.type = type
        self.message = message


class JourneyRejected(Exception):
    """A person (or a gate's timeout) said no: the journey ends REJECTED."""
