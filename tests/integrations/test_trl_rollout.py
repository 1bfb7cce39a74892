"""tomsb_env.integrations.trl's rollout and environment class without TRL installed
(the module must not need it); TRL's own trainer is driven in test_trl.py."""

from __future__ import annotations

import json
import subprocess
import sys
from types import SimpleNamespace
from typing import Any

from tests.test_rollout import GOOD, TOK, FakeLLM
from tests.training_helpers import CountdownAttacker, tiny_scenarios
from tomsb_env.integrations import trl as tt


def fake_trainer() -> Any:
    args = SimpleNamespace(temperature=0.7, top_p=1.0, top_k=0)
    return SimpleNamespace(args=args, processing_class=TOK)


def test_rollout_output_lines_up_with_trajectories_and_groups() -> None:
    engine = FakeLLM()
    rollout = tt.make_rollout_func(lambda: CountdownAttacker(3), scenarios=tiny_scenarios(),
                                   engine=lambda trainer: engine, max_new_tokens=64)  # fmt: skip
    prompts = [tt.game_key("tiny-0", 1)] * 2 + [tt.game_key("tiny-2", 5)] * 3
    out = rollout(prompts, fake_trainer())
    trajs = rollout.history
    assert [t.group for t in trajs] == [0, 0, 1, 1, 1]
    assert [t.episode.scenario.id for t in trajs] == ["tiny-0"] * 2 + ["tiny-2"] * 3
    assert out["tomsb_scenario_id"] == [t.episode.scenario.id for t in trajs]
    assert engine.sampling[0].temperature == 0.7  # the trainer's sampling settings
    for t, p, c, m in zip(
        trajs, out["prompt_ids"], out["completion_ids"], out["env_mask"], strict=True
    ):
        ids, mask, _ = t.sequence()
        assert (
            p + c == ids
            and m == mask[len(p) :]
            and sum(m) == sum(len(s.completion_ids) for s in t.turns)
        )
    # Qwen3's empty think block is pre-filled only for a tokenizer with its tokens: not this one
    assert TOK.decode(out["prompt_ids"][0]).endswith("<|im_start|>assistant\n")
    assert set(out) >= {
        "tomsb_reward",
        "tomsb_outcome",
        "tomsb_fooling",
        "tomsb_tom",
        "tomsb_num_turns",
    }


def test_a_game_the_attacker_ends_at_once_has_nothing_to_train() -> None:
    rollout = tt.make_rollout_func(lambda: CountdownAttacker(1), scenarios=tiny_scenarios(),
                                   engine=lambda trainer: FakeLLM())  # fmt: skip
    out = rollout([tt.game_key("tiny-1", 0)], fake_trainer())
    assert rollout.history[0].turns == []
    assert (
        out["env_mask"] == [[0]] and out["completion_ids"] == [[2]] and out["logprobs"] == [[0.0]]
    )
    assert out["tomsb_outcome"] == ["fooled"] and out["prompt_ids"][0]


def test_module_loads_without_trl_or_torch() -> None:
    code = "import sys, tomsb_env.integrations.trl\nprint(sorted(m for m in ('trl', 'torch', 'datasets') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_tool_env_reports_unparsed_turns_and_finishes() -> None:
    env = tt.DefenderToolEnv(lambda: CountdownAttacker(3), scenarios=tiny_scenarios())
    env.reset(prompt=tt.game_key("tiny-3", 2))
    assert env.reply("not json").startswith("(Your turn did not parse:")
    assert env.reply(GOOD).startswith("The game is over")
    assert env.result is not None and env.get_reward() == env.result.reward
    assert json.loads(GOOD)["reply"] in [t.reply for t in env.result.episode.defender_turns]


# ------------------------------------------------- games whose attacker failed (no score)
def _flaky() -> Any:
    from tests.integrations.failing import BrokenAttacker

    return BrokenAttacker(good=1, only_known=True)  # fails in tiny-1 and tiny-3 only


def test_a_failed_attacker_gives_trl_no_reward_and_no_trained_token() -> None:
    from tests.integrations.failing import SECRET

    rollout = tt.make_rollout_func(_flaky, scenarios=tiny_scenarios(), engine=lambda t: FakeLLM())
    prompts = [tt.game_key("tiny-0", 0)] * 2 + [tt.game_key("tiny-1", 0)] * 2
    out = rollout(prompts, fake_trainer())
    assert out["tomsb_outcome"] == ["fooled"] * 2 + ["error"] * 2
    assert out["tomsb_reward"][2:] == [None, None] and None not in out["tomsb_reward"][:2]
    assert out["tomsb_fooling"][2:] == [None, None] and out["tomsb_turn_stepwise_tom"][2:] == [
        [],
        [],
    ]
    assert all(sum(m) == 0 for m in out["env_mask"][2:]) and all(
        sum(m) for m in out["env_mask"][:2]
    )
    assert [t.reward for t in rollout.history][2:] == [None, None]
    assert SECRET not in json.dumps(out, default=str)
    logged: dict[str, list[float]] = {}
    kw = {k: v for k, v in out.items() if k.startswith("tomsb_")}
    kw["log_metric"] = lambda name, v: logged.setdefault(name, []).append(v)
    rewards = tt.env_reward(["c"] * 4, **kw)
    assert rewards[2:] == [None, None] and rewards[:2] == out["tomsb_reward"][:2]
    assert tt.reward_component("fooling", 2.0)(["c"] * 4, **kw) == [2.0, 2.0, None, None]
    assert logged["tomsb/outcome_error"] == [0.5, 0.5] and logged["tomsb/outcome_fooled"][0] == 0.5


def test_the_policy_raises_a_named_error_unless_told_to_keep_failed_games() -> None:
    import pytest

    from tests.integrations.failing import SECRET
    from tomsb_env.errors import OpponentFailedError, UnknownNameError
    from tomsb_env.rollout import DefenderPolicy, GameSpec

    policy = DefenderPolicy(FakeLLM(), TOK, max_new_tokens=64)
    games = [GameSpec(sc, 0, i) for i, sc in enumerate(tiny_scenarios()[:2])]
    with pytest.raises(OpponentFailedError, match="1 of 2 games have no score") as info:
        policy.play(games, _flaky)
    assert "the attacker failed (BackendCallError)" in str(info.value)
    assert SECRET not in str(info.value)
    kept = policy.play(games, _flaky, on_error="keep")
    assert [t.reward is None for t in kept] == [False, True]
    assert kept[1].error and kept[0].error is None
    with pytest.raises(UnknownNameError, match="keep"):
        policy.play(games, _flaky, on_error="skip")
    policy.close()


def test_tool_env_gives_none_for_a_failed_attacker_and_log_outcomes_counts_it() -> None:
    envs = [tt.DefenderToolEnv(_flaky, scenarios=tiny_scenarios()) for _ in range(2)]
    for env, sid in zip(envs, ("tiny-0", "tiny-1"), strict=True):
        env.reset(prompt=tt.game_key(sid, 0))
        while env.result is None:
            env.reply(GOOD)
    assert envs[0].get_reward() == envs[0].result.reward and envs[1].get_reward() is None
    assert envs[1].reply(GOOD).startswith("The game is over")
    logged: dict[str, float] = {}
    none = tt.log_outcomes(["a", "b"], environments=envs, log_metric=logged.__setitem__)
    assert none == [None, None]
    assert logged["tomsb/outcome_error"] == 0.5 and logged["tomsb/outcome_fooled"] == 0.5
