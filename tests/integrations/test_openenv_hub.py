"""The OpenEnv hub entry (``openenv_hub/``): its ``openenv.yaml``, Dockerfile and
project agree with each other and with OpenEnv's template, and its app serves games.
Runs with the ``[openenv]`` extra (``nox -s integrations``)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("openenv.core")
from fastapi.testclient import TestClient

HUB = Path(__file__).resolve().parents[2] / "openenv_hub"


def _yaml(path: Path) -> dict[str, str]:
    """openenv.yaml's flat ``key: value`` lines (all it holds)."""
    pairs = (line.split(":", 1) for line in path.read_text().splitlines() if ":" in line)
    return {k.strip(): v.strip() for k, v in pairs}


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    monkeypatch.setenv("TOMSB_SPLIT", "eval")
    monkeypatch.setenv("TOMSB_MAX_TURNS", "4")
    monkeypatch.syspath_prepend(str(HUB))
    sys.modules.pop("server.app", None)
    sys.modules.pop("server", None)
    yield importlib.import_module("server.app").app
    sys.modules.pop("server.app", None)
    sys.modules.pop("server", None)


def test_the_entry_follows_openenvs_template_and_agrees_with_itself() -> None:
    spec = _yaml(HUB / "openenv.yaml")
    assert spec == {"spec_version": "1", "name": "tomsb", "type": "space",
                    "runtime": "fastapi", "app": "server.app:app", "port": "8000"}  # fmt: skip
    docker = (HUB / "server" / "Dockerfile").read_text()
    assert "ARG BASE_IMAGE=ghcr.io/meta-pytorch/openenv-base" in docker
    assert f"uvicorn {spec['app']} --host 0.0.0.0 --port {spec['port']}" in docker
    assert f"localhost:{spec['port']}/health" in docker
    project = (HUB / "pyproject.toml").read_text()  # (tomllib is 3.11+)
    assert 'dependencies = ["tomsb-env[openenv]>=0.1"]' in project
    assert 'server = "tomsb.server.app:main"' in project


def test_the_entrys_app_serves_games_with_its_environment_settings(app: object) -> None:
    module = sys.modules["server.app"]
    assert (module.config.split, module.config.max_turns) == ("eval", 4)
    client = TestClient(app)  # type: ignore[arg-type]
    assert client.get("/health").status_code == 200
    obs = client.post("/reset", json={"seed": 0}).json()["observation"]
    assert [m["role"] for m in obs["messages"]] == ["system", "user"]
    from tomsb_env.integrations import split_ids

    assert obs["scenario_id"] in split_ids("eval")


def test_a_bad_setting_stops_the_app_at_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    from tomsb_env.errors import TomsbError

    monkeypatch.setenv("TOMSB_SPLIT", "evl")
    monkeypatch.syspath_prepend(str(HUB))
    sys.modules.pop("server.app", None)
    sys.modules.pop("server", None)
    with pytest.raises(TomsbError, match="evl"):
        importlib.import_module("server.app")
    sys.modules.pop("server", None)


def test_tomsb_role_attacker_serves_the_attacker_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOMSB_ROLE", "attacker")
    monkeypatch.setenv("TOMSB_DEFENDER", "scripted:refuse")
    monkeypatch.setenv("TOMSB_MAX_TURNS", "2")
    monkeypatch.syspath_prepend(str(HUB))
    sys.modules.pop("server.app", None)
    sys.modules.pop("server", None)
    try:
        module = importlib.import_module("server.app")
        assert (module.config.role, module.config.defender) == ("attacker", "scripted:refuse")
        client = TestClient(module.app)
        obs = client.post("/reset", json={"seed": 0}).json()["observation"]
        system = obs["messages"][0]["content"]
        assert "GROUND TRUTH" not in system and "YOUR STARTING NOTES" in system
    finally:
        sys.modules.pop("server.app", None)
        sys.modules.pop("server", None)
