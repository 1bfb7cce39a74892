"""Per-turn reward components for multi-turn GRPO (``turn_reward_components``): the
game scores stepwise ToM turn by turn; the per-turn values average to the episode's
component, so per-turn credit cannot pay what the episode reward would not."""

from __future__ import annotations

import json

import pytest

from tests.integrations.test_trl_rollout import fake_trainer
from tests.test_rollout import FakeLLM
from tests.training_helpers import CountdownAttacker, tiny_scenarios
from tomsb_env.integrations import trl as tt
from tomsb_env.integrations import turn_reward_components
from tomsb_env.session import DefenderSession


def _play(sid: str, seed: int, attacker: str, estimate: bool) -> DefenderSession:
    s = DefenderSession(sid, split="eval", seed=seed, attacker=attacker, max_turns=6)
    s.start()
    prior = dict(s.scenario.prior)
    knows_nothing = dict.fromkeys(prior)
    k = 0
    while not s.done:
        turn: dict[str, object] = {"reply": "It sits with the archive group, I believe."}
        if estimate:  # right (its prior: the reply plants nothing) and wrong turns, alternating
            turn["attacker_belief_estimate"] = prior if k % 2 == 0 else knows_nothing
        s.submit(json.dumps(turn))
        k += 1
    s.close()
    return s


@pytest.mark.parametrize("attacker", ["scripted:base", "scripted:bluffing"])
def test_per_turn_values_average_to_the_episode_component(attacker: str) -> None:
    seen = set()
    for sid in ("u000-k1", "u000-k2"):  # the attacker knows some levels
        for seed in (0, 1):
            ep = _play(sid, seed, attacker, estimate=True).episode
            per_turn = turn_reward_components(ep)
            assert len(per_turn) == len(ep.defender_turns)
            mean = sum(c["stepwise_tom"] for c in per_turn) / len(per_turn)
            assert mean == pytest.approx(ep.rewards["stepwise_tom"])
            seen |= {c["stepwise_tom"] for c in per_turn}
    assert seen == {0.0, 1.0}  # both verdicts occur: the check above is not vacuous


def test_no_estimate_earns_nothing_on_any_turn() -> None:
    ep = _play("u000-k1", 0, "scripted:base", estimate=False).episode
    assert ep.defender_turns and all(c["stepwise_tom"] == 0.0 for c in turn_reward_components(ep))


def test_the_trl_rollout_hands_the_per_turn_values_to_reward_functions() -> None:
    rollout = tt.make_rollout_func(lambda: CountdownAttacker(3), scenarios=tiny_scenarios(),
                                   engine=lambda trainer: FakeLLM(), max_new_tokens=64)  # fmt: skip
    out = rollout([tt.game_key("tiny-0", 1)] * 2, fake_trainer())
    assert out["tomsb_turn_stepwise_tom"] == [
        [c["stepwise_tom"] for c in turn_reward_components(t.episode)] for t in rollout.history
    ]
    assert all(len(v) == len(t.turns) for v, t in zip(out["tomsb_turn_stepwise_tom"],
                                                       rollout.history, strict=True))  # fmt: skip
