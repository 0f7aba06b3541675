"""docker-compose.yml, checked statically (no Docker engine here): schema and internal consistency."""

from __future__ import annotations

import importlib.resources
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import pytest
import yaml

from lexiquery.settings import PROJECT_ROOT, Settings

COMPOSE: dict[str, Any] = yaml.safe_load((PROJECT_ROOT / "docker-compose.yml").read_text())
SERVICES: dict[str, Any] = COMPOSE["services"]
LEXIQUERY_SERVICES = {name: s for name, s in SERVICES.items() if s.get("build")}


def env_of(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment", {})
    return {k: str(v) for k, v in env.items()} if isinstance(env, dict) else dict(e.split("=", 1) for e in env)


def container_ports(name: str) -> set[int]:
    service = SERVICES[name]
    ports = {int(str(p).rsplit(":", 1)[-1]) for p in service.get("ports", [])}
    ports |= {int(p) for p in service.get("expose", [])}
    env = env_of(service)
    for key in ("LEXIQUERY_AGENTS_PORT", "LEXIQUERY_API_PORT"):
        if key in env:
            ports.add(int(env[key]))
    return ports


def test_matches_the_compose_specification() -> None:
    schema_file = importlib.resources.files("check_jsonschema.builtin_schemas.vendor") / "compose-spec.json"
    schema = json.loads(schema_file.read_text())
    jsonschema.validate(COMPOSE, schema)


def test_the_multi_machine_shape_is_all_there() -> None:
    assert {"postgresql", "temporal", "temporal-ui", "api", "worker", "agents"} <= set(SERVICES)
    assert SERVICES["temporal"]["environment"]["DB"].startswith("postgres")


def test_dependencies_name_defined_services() -> None:
    for name, service in SERVICES.items():
        assert set(service.get("depends_on", {})) <= set(SERVICES), name


@pytest.mark.parametrize("name", sorted(LEXIQUERY_SERVICES))
def test_every_lexiquery_variable_is_a_valid_setting(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    fields = {f"LEXIQUERY_{field.upper()}" for field in Settings.model_fields}
    ours = {k: v for k, v in env_of(SERVICES[name]).items() if k.startswith("LEXIQUERY_")}
    assert set(ours) <= fields
    for key, value in ours.items():
        monkeypatch.setenv(key, value)
    Settings()  # parses exactly as the container will


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_addresses_point_at_services_and_their_ports(name: str) -> None:
    for key, value in env_of(SERVICES[name]).items():
        if key in ("LEXIQUERY_TEMPORAL_ADDRESS", "TEMPORAL_ADDRESS"):
            host, port = value.rsplit(":", 1)
        elif key in ("LEXIQUERY_AGENTS_BASE_URL", "LEXIQUERY_STATE_DSN"):
            parts = urlsplit(value)
            host, port = str(parts.hostname), str(parts.port)
        else:
            continue
        assert host in SERVICES, f"{name}.{key} names unknown service {host}"
        assert int(port) in container_ports(host), f"{name}.{key}: {host} does not listen on {port}"


def test_host_ports_are_unique() -> None:
    published = [str(p).split(":")[0] for s in SERVICES.values() for p in s.get("ports", [])]
    assert len(published) == len(set(published))


def test_search_attributes_match_the_dev_server_config() -> None:
    registered = dict(re.findall(r"--name (\w+) --type (\w+)", " ".join(SERVICES["temporal-setup"]["command"])))
    configured = yaml.safe_load((PROJECT_ROOT / "temporal-config" / "search-attributes.yaml").read_text())
    assert registered == configured


def test_image_builds_from_what_exists() -> None:
    dockerfile = (PROJECT_ROOT / "Dockerfile").read_text()
    for line in dockerfile.splitlines():
        if line.startswith("COPY "):
            for source in line.split()[1:-1]:
                assert (PROJECT_ROOT / source).exists(), source
    for name, service in LEXIQUERY_SERVICES.items():
        command = service["command"]
        assert command[:2] == ["python", "-m"], name
        assert (PROJECT_ROOT / command[2] / "__main__.py").exists(), name


def test_mounted_config_exists() -> None:
    for service in SERVICES.values():
        for volume in service.get("volumes", []):
            source = str(volume).split(":")[0]
            if source.startswith("./"):
                assert Path(PROJECT_ROOT, source).exists(), source


def test_the_services_share_their_state_in_the_database_compose_creates() -> None:
    """Every LexiQuery service reads one state database, the one the PostgreSQL init script creates."""
    dsns = {env_of(service).get("LEXIQUERY_STATE_DSN") for service in LEXIQUERY_SERVICES.values()}
    assert len(dsns) == 1
    dsn = urlsplit(dsns.pop() or "")
    init = (PROJECT_ROOT / "deploy" / "postgresql" / "lexiquery.sql").read_text()
    assert f"CREATE ROLE {dsn.username} LOGIN PASSWORD '{dsn.password}'" in init
    assert f"CREATE DATABASE {dsn.path.lstrip('/')} OWNER {dsn.username}" in init
    assert any("docker-entrypoint-initdb.d" in str(v) for v in SERVICES["postgresql"]["volumes"])
