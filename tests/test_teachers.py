"""benchmarks/teachers.py: demonstrators that lie as the Oracle but estimate only from the chat."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT
from tomsb_env.agents.specs import make_defender
from tomsb_env.game import GameConfig, play_episode
from tomsb_env.rollout.demos import play_demo
from tomsb_env.universe.datasets import load_scenarios

SPEC = str(ROOT / "benchmarks" / "teachers.py")
GAMES = [(sc, seed) for sc in load_scenarios("train")[:12] for seed in (0, 1)]


@pytest.mark.parametrize("name", ["ListeningOracle", "AskingOracle"])
def test_estimates_hold_only_values_said_in_the_chat(name: str) -> None:
    for sc, seed in GAMES:
        ep = play_episode(sc, "scripted:base", f"{SPEC}:{name}", seed=seed,
                          config=GameConfig(max_turns=5))  # fmt: skip
        said = ""
        for a, d in zip(ep.attacker_turns, ep.defender_turns, strict=False):
            said += " " + a.message
            for v in (d.attacker_prior_estimate or {}).values():
                assert v is None or v in said, (sc.id, seed, v)
            said += " " + d.reply


def test_listening_oracle_plays_the_oracles_game() -> None:
    for sc, seed in GAMES:
        oracle = play_episode(sc, "scripted:base", "scripted:oracle", seed=seed,
                              config=GameConfig(max_turns=5))  # fmt: skip
        heard = play_episode(sc, "scripted:base", f"{SPEC}:ListeningOracle", seed=seed,
                             config=GameConfig(max_turns=5))  # fmt: skip
        assert [t.reply for t in heard.defender_turns] == [t.reply for t in oracle.defender_turns]
        assert heard.outcome is oracle.outcome


def test_asking_oracle_asks_first_then_fools_and_makes_valid_demos() -> None:
    fooled = 0
    for sc, seed in GAMES:
        ep = play_episode(sc, "scripted:base", f"{SPEC}:AskingOracle", seed=seed,
                          config=GameConfig(max_turns=5))  # fmt: skip
        assert ep.defender_turns[0].act == "probe"
        assert sum(t.act == "probe" for t in ep.defender_turns) <= 2
        fooled += ep.outcome.value == "fooled"
    assert fooled == len(GAMES)  # measured: 192 of 192 train games at 5 turns
    sc, seed = GAMES[0]
    rec = play_demo(
        sc, f"{SPEC}:AskingOracle", "scripted:base", seed, config=GameConfig(max_turns=5)
    )
    assert rec.outcome == "fooled" and rec.messages[-1]["role"] == "assistant"
    assert make_defender(f"{SPEC}:AskingOracle").privileged
