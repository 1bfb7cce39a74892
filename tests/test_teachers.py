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


def _unsaid_estimates(ep) -> list[str]:
    """Values in the defender's estimates that neither the chat so far names nor implies
    (a name said implies its ancestors), turn by turn."""
    u = ep.scenario.universe
    said, bad = "", []
    for a, d in zip(ep.attacker_turns, ep.defender_turns, strict=False):
        said += " " + a.message
        allowed = {anc for n in u.nodes if n in said for anc in u.path_to(n)}
        for est in (d.attacker_prior_estimate, d.attacker_belief_estimate):
            bad += [v for v in (est or {}).values() if v is not None and v not in allowed]
        said += " " + d.reply
    return bad


@pytest.mark.parametrize("name", ["ListeningOracle", "AskingOracle"])
def test_estimates_hold_only_values_said_in_the_chat(name: str) -> None:
    for sc, seed in GAMES:
        ep = play_episode(sc, "scripted:base", f"{SPEC}:{name}", seed=seed,
                          config=GameConfig(max_turns=5))  # fmt: skip
        assert _unsaid_estimates(ep) == [], (sc.id, seed)


def test_the_check_catches_the_oracles_told_prior() -> None:
    """The same check on scripted:oracle, which is told the prior: it must fail there."""
    unsaid: list[str] = []
    for sc, seed in GAMES:
        ep = play_episode(sc, "scripted:base", "scripted:oracle", seed=seed,
                          config=GameConfig(max_turns=5))  # fmt: skip
        unsaid += _unsaid_estimates(ep)
    assert unsaid


def test_listening_oracle_plays_the_oracles_game() -> None:
    for sc, seed in GAMES:
        oracle = play_episode(sc, "scripted:base", "scripted:oracle", seed=seed,
                              config=GameConfig(max_turns=5))  # fmt: skip
        heard = play_episode(sc, "scripted:base", f"{SPEC}:ListeningOracle", seed=seed,
                             config=GameConfig(max_turns=5))  # fmt: skip
        assert [t.reply for t in heard.defender_turns] == [t.reply for t in oracle.defender_turns]
        assert heard.outcome is oracle.outcome


def test_asking_oracle_asks_first_then_fools_and_makes_valid_demos() -> None:
    fooled, won = 0, []
    for sc, seed in GAMES:
        ep = play_episode(sc, "scripted:base", f"{SPEC}:AskingOracle", seed=seed,
                          config=GameConfig(max_turns=5))  # fmt: skip
        assert ep.defender_turns[0].act == "probe"
        assert sum(t.act == "probe" for t in ep.defender_turns) <= 2
        assert ep.outcome.value in ("fooled", "truncated"), ep.outcome  # never caught
        fooled += ep.outcome.value == "fooled"
        won += [(sc, seed)] if ep.outcome.value == "fooled" else []
    # measured: 192 of 192 train games at 5 turns before issue 39; Base now doubts some
    # answers it accepts, and a doubt costs a turn: 15 of these 24 (22 at 6 turns)
    assert fooled >= 15
    sc, seed = won[0]
    rec = play_demo(
        sc, f"{SPEC}:AskingOracle", "scripted:base", seed, config=GameConfig(max_turns=5)
    )
    assert rec.outcome == "fooled" and rec.messages[-1]["role"] == "assistant"
    assert make_defender(f"{SPEC}:AskingOracle").privileged
