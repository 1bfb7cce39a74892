"""One resolver for agent specs: the CLI, ``evaluate`` and ``gym.make`` read them alike."""

from __future__ import annotations

from pathlib import Path

import gymnasium as gym
import pytest

import tomsb_env  # noqa: F401  (registers the environments)
from tomsb_env.agents.specs import make_attacker, make_defender, parse_agent_spec
from tomsb_env.errors import ConfigError, UnknownNameError

AGENT_FILE = """
from tomsb_env.agents.attackers import scripted_attacker


class FileAttacker:
    name = "file-attacker"

    def __init__(self, **kw):
        self.inner = scripted_attacker("base")
        self.kw = kw

    def reset(self, brief, rng):
        self.inner.reset(brief, rng)

    def act(self, view):
        return self.inner.act(view)
"""

URL = "openai:http://127.0.0.1:9/v1@model"  # never called: building an agent sends nothing


@pytest.fixture
def agent_file(tmp_path: Path) -> Path:
    path = tmp_path / "my_attacker.py"
    path.write_text(AGENT_FILE, encoding="utf-8")
    return path


def test_a_file_spec_works_in_gym_make(agent_file: Path) -> None:
    env = gym.make("ToMSB-Base-v0", attacker=f"{agent_file}:FileAttacker")
    assert type(env.unwrapped.attacker).__name__ == "FileAttacker"  # type: ignore[attr-defined]
    env.reset(seed=0)
    env.close()


def test_a_hash_variant_works_in_every_entry_point() -> None:
    attacker = make_attacker(f"{URL}#bluffing")
    assert attacker.kind == "bluffing"
    assert make_defender(f"{URL}#mislead").prompt.name == "defender.mislead"
    env = gym.make("ToMSB-Base-v0", attacker=f"{URL}#cross_examiner")
    assert env.unwrapped.attacker.kind == "cross_examiner"  # type: ignore[attr-defined]
    env.close()
    with pytest.raises(ConfigError, match="kind 'bluffing' but kind='base'"):
        make_attacker(f"{URL}#bluffing", kind="base")
    with pytest.raises(UnknownNameError, match="bluffing"):
        make_attacker(f"{URL}#bluffin")


def test_parsed_labels() -> None:
    assert parse_agent_spec("bluffing", "attacker").label == "scripted:bluffing"
    assert parse_agent_spec(" scripted:probing ", "defender").label == "scripted:probing"
    parsed = parse_agent_spec(f"{URL}#base", "attacker")
    assert (parsed.source, parsed.target, parsed.variant) == ("backend", URL, "base")
    assert (
        parse_agent_spec("tomsb_env.agents.attackers:scripted_attacker", "attacker").source
        == "object"
    )
    with pytest.raises(ConfigError, match="empty attacker spec"):
        parse_agent_spec("  ", "attacker")
    with pytest.raises(ConfigError, match="neither"):
        parse_agent_spec(42, "defender")
    with pytest.raises(UnknownNameError, match="attacker"):
        parse_agent_spec("bluffing", "judge")
