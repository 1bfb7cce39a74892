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
    # a Qwen3-style empty think block is pre-filled by default
    assert TOK.decode(out["prompt_ids"][0]).endswith(
        "<|im_start|>assistant\n<think>\n\n</think>\n\n"
    )
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
