from pathlib import Path

import pytest

from lexiquery.registry import load_registry, registry_for
from lexiquery.settings import Settings


def test_the_shipped_registry_points_at_the_agents_host() -> None:
    entries = registry_for(Settings(agents_base_url="http://agents:8401"))
    assert {e.name for e in entries} >= {"planner", "sop-knowledge", "known-error-knowledge", "kql-data"}
    assert all(e.url.startswith("http://agents:8401/agents/") for e in entries)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("agents:\n  - {name: a, url: 'ftp://x'}\n", "invalid agent registry"),
        (
            "agents:\n  - {name: a, url: 'http://x'}\n  - {name: a, url: 'http://y'}\n",
            r"duplicate names \['a'\]",
        ),
        ("agents:\n  - {name: a}\n", "url"),
    ],
)
def test_bad_registries_are_refused(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "agents.yaml"
    path.write_text(text)
    with pytest.raises(ValueError, match=message):
        load_registry(path, "http://h")
