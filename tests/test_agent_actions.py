"""What an agent's act() may return, taken the same way on every path (issue 15).

A plain string from a defender is its reply; from an attacker it is an error
naming AttackerTurn; an LLM agent that failed every re-ask reports a
FormatFailure, whose raw text is recorded and never forwarded. Oversized text
actions are format failures before any parsing.
"""

from __future__ import annotations

import asyncio
from typing import Any

import numpy as np
import pytest

from tomsb_env.errors import ConfigError, FormatFailure
from tomsb_env.game import Game, GameConfig, aplay_episode, play_episode
from tomsb_env.llm.settings import LLMSettings
from tomsb_env.types import DefenderTurn, Outcome

from .conftest import make_scenarios

SC = make_scenarios()[1]


class PlainDefender:
    name = "plain"

    def reset(self, brief: Any, rng: np.random.Generator) -> None:
        pass

    def act(self, view: Any) -> str:
        return "<think>keep Heron quiet</think>It is the Cloud Weave team, I believe."


class AsyncPlainDefender(PlainDefender):
    async def aact(self, view: Any) -> str:
        return self.act(view)


class PlainAttacker:
    name = "plain-attacker"

    def reset(self, brief: Any, rng: np.random.Generator) -> None:
        pass

    def act(self, view: Any) -> str:
        return "Which team does Marcus work for?"


def _assert_replies_taken(episode: Any) -> None:
    assert episode.failures == []
    turn = episode.defender_turns[0]
    assert turn.reply == "It is the Cloud Weave team, I believe."  # <think> removed
    assert turn.format_error is None and turn.raw is not None and "<think>" in turn.raw
    replies = [m.text for m in episode.transcript() if m.role == "defender"]
    assert replies and all("keep Heron quiet" not in r for r in replies)


def test_plain_string_from_a_defender_is_its_reply_sync_and_async() -> None:
    from tomsb_env.agents.specs import make_attacker

    _assert_replies_taken(play_episode(SC, make_attacker("scripted:base"), PlainDefender(), seed=0))
    ep = asyncio.run(
        aplay_episode(SC, make_attacker("scripted:base"), AsyncPlainDefender(), seed=0)
    )
    _assert_replies_taken(ep)


def test_plain_string_from_a_defender_in_the_benchmark_and_the_attacker_env() -> None:
    from tomsb_env.benchmark.runner import evaluate
    from tomsb_env.envs.single_agent import AttackerEnv

    result = evaluate(
        PlainDefender,
        attackers=["scripted:base"],
        scenarios=[SC],
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
    )
    episodes = result.episodes
    assert episodes and all(not ep.failures and ep.outcome is not None for ep in episodes)
    assert all(ep.outcome is not Outcome.FORMAT_ERROR for ep in episodes)

    env = AttackerEnv(defender=PlainDefender(), scenarios=[SC])
    env.reset(seed=0)
    env.step(
        '{"trust_score": 5, "belief": "", "reflection": "", "signal": "query again", '
        '"prompt": "Which team?"}'
    )
    assert env.episode.defender_turns[-1].reply == "It is the Cloud Weave team, I believe."


def test_plain_string_from_an_attacker_stops_with_a_message_naming_attacker_turn() -> None:
    from tomsb_env.agents.specs import make_defender

    with pytest.raises(ConfigError, match="AttackerTurn"):
        play_episode(SC, PlainAttacker(), make_defender("scripted:probing"), seed=0)


def test_env_actions_stay_model_text_a_plain_string_is_a_format_failure() -> None:
    from tomsb_env.envs.single_agent import DefenderEnv

    env = DefenderEnv(scenarios=[SC])
    env.reset(seed=0)
    *_, info = env.step("Just a plain reply")
    assert "last_format_error" in info
    assert env.episode.defender_turns[-1].reply == ""  # not forwarded


def test_a_reported_failure_is_recorded_and_its_raw_text_never_forwarded() -> None:
    g = Game(SC)
    g.submit(
        "attacker",
        '{"trust_score": 5, "belief": "", "reflection": "", '
        '"signal": "query again", "prompt": "Which team?"}',
    )
    secret = "I must hide that the team is Heron"  # no JSON, reasoning only
    g.submit("defender", FormatFailure("no JSON object found in the output", secret))
    turn = g.episode.defender_turns[-1]
    assert (turn.reply, turn.raw, turn.format_error) == (
        "",
        secret,
        "no JSON object found in the output",
    )
    assert g.episode.failures[-1].raw == secret
    assert all(secret not in m.text for m in g.episode.transcript())


def test_oversized_action_is_a_format_failure_with_a_clear_message() -> None:
    g = Game(SC, GameConfig(max_action_chars=1000))
    g.submit("attacker", "<think>" * 1000)
    failure = g.episode.failures[-1]
    assert "7,000 characters, over max_action_chars=1,000" in failure.error
    assert len(failure.raw) == 1000  # the record is cut to the cap
    g.submit("defender" if g.next_agent == "defender" else "attacker", "x" * 1001)
    assert "over max_action_chars=1,000" in g.episode.failures[-1].error


def test_max_action_chars_is_an_env_argument() -> None:
    from tomsb_env.envs.aec import ToMSBEnv
    from tomsb_env.envs.single_agent import DefenderEnv

    assert GameConfig().max_action_chars == 500_000
    env = DefenderEnv(scenarios=[SC], max_action_chars=50)
    assert env.config.max_action_chars == 50
    env.reset(seed=0)
    *_, info = env.step('{"reply": "' + "a" * 60 + '"}')
    assert "max_action_chars=50" in info["last_format_error"]
    assert ToMSBEnv(scenarios=[SC], max_action_chars=70).config.max_action_chars == 70
    with pytest.raises(ConfigError, match="conflicts"):
        DefenderEnv(scenarios=[SC], max_action_chars=5, config=GameConfig())
    with pytest.raises(ConfigError, match="max_action_chars"):
        GameConfig(max_action_chars=0)


def test_llm_agent_that_fails_every_reask_returns_a_format_failure() -> None:
    from tomsb_env.agents.defenders.llm import LLMDefender
    from tomsb_env.llm.base import ChatResult

    class Prose:
        spec = "prose"

        async def chat(self, messages: Any, params: Any) -> ChatResult:
            return ChatResult(text="I will hide that the team is Heron.")

    defender = LLMDefender(Prose(), settings=LLMSettings(max_reasks=1))
    defender.reset(SC.defender_brief(), np.random.default_rng(0))
    g = Game(SC)
    g.submit(
        "attacker",
        '{"trust_score": 5, "belief": "", "reflection": "", '
        '"signal": "query again", "prompt": "Which team?"}',
    )
    out = asyncio.run(defender.aact(g.defender_view()))
    assert isinstance(out, FormatFailure) and out.raw == "I will hide that the team is Heron."
    g.submit("defender", out)
    assert g.episode.defender_turns[-1].reply == ""
    assert isinstance(g.episode.defender_turns[-1], DefenderTurn)
