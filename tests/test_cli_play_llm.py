"""``tomsb play`` takes the LLM settings ``tomsb bench`` takes, for its attacker."""

from __future__ import annotations

import io
import sys

import pytest

from tomsb_env.cli import main
from tomsb_env.testing import FakeOpenAIServer

from .test_llm_agents import by_role, requests_of


def test_play_passes_llm_settings_to_an_llm_attacker(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("It is in the archive team.\n" * 20))
    with FakeOpenAIServer(responder=by_role()) as srv:
        argv = ["play", "--split", "eval", "--seed", "0", "--color", "never",
                "--attacker", f"openai:{srv.base_url}@fake", "--attacker-kind", "base",
                "--max-tokens", "77", "--attacker-temperature", "0.3"]  # fmt: skip
        assert main(argv) == 0
        bodies = requests_of(srv, "attacker")
    assert bodies and all(b["temperature"] == 0.3 and b["max_tokens"] == 77 for b in bodies)
    assert "outcome:" in capsys.readouterr().out


def test_play_refuses_llm_settings_for_a_scripted_attacker(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "--split", "eval", "--temperature", "0.5"]) == 2
    assert "no side is played by an LLM" in capsys.readouterr().err
