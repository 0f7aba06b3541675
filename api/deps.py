"""Dependencies the routers declare: the settings and the Temporal client built at start-up."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from temporalio.client import Client

from lexiquery.settings import Settings


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _temporal(request: Request) -> Client:
    client: Client = request.app.state.temporal
    return client


SettingsDep = Annotated[Settings, Depends(_settings)]
TemporalDep = Annotated[Client, Depends(_temporal)]
