"""TRL 1.16's GRPOTrainer driving ToM-SB through tomsb_env.integrations.trl, on CPU.

Runs in an environment with the ``[trl]`` extra (``nox -s integrations``); the nox session
fails if anything here is skipped, so a missing extra cannot pass silently in CI.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

trl = pytest.importorskip("trl")
torch = pytest.importorskip("torch")

from tests.training_helpers import CountdownAttacker, save_tiny_model, tiny_scenarios  # noqa: E402
from tomsb_env.errors import ConfigError  # noqa: E402
from tomsb_env.integrations import trl as tt  # noqa: E402

COUNTDOWN = "tests.training_helpers:CountdownAttacker"


@pytest.fixture(autouse=True)
def one_thread() -> Iterator[None]:
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_tiny_model(tmp_path_factory.mktemp("tiny-llama"))


def load(tiny: Path) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(tiny)
    tok.padding_side = "left"
    return AutoModelForCausalLM.from_pretrained(tiny), tok


def grpo_config(out: Path, **kw: Any) -> Any:
    base = dict(
        output_dir=str(out), per_device_train_batch_size=4, num_generations=2, max_steps=2,
        learning_rate=5e-2, use_cpu=True, report_to="none", logging_steps=1, save_strategy="no",
        temperature=1.0, top_k=0, max_completion_length=64, loss_type="dr_grpo", beta=0.0,
        seed=0, bf16=False, disable_dropout=True, shuffle_dataset=False,
    )  # fmt: skip
    return trl.GRPOConfig(**{**base, **kw})


def test_two_grpo_steps_with_the_rollout_func(tiny: Path, tmp_path: Path) -> None:
    model, tok = load(tiny)
    before = {k: v.clone() for k, v in model.state_dict().items()}
    rollout = tt.make_rollout_func(
        lambda: CountdownAttacker(3), scenarios=tiny_scenarios(), max_new_tokens=6, max_turns=3
    )
    seen_batches: list[dict[str, Any]] = []
    real = rollout.__call__

    def spy(prompts: list[Any], trainer: Any) -> dict[str, Any]:
        out = real(prompts, trainer)
        seen_batches.append({"prompts": list(prompts), "out": out, "trajs": list(rollout.history)})
        return out

    reward_kwargs: list[dict[str, Any]] = []

    def fooled_first(completions: list[Any], **kw: Any) -> list[float]:
        reward_kwargs.append(kw)
        # a graded signal so groups differ: how many known entity names the policy wrote
        names = set(tiny_scenarios()[0].universe.nodes)
        return [sum(w in names for w in str(c).split()) / 10 for c in completions]

    trainer = trl.GRPOTrainer(
        model=model,
        reward_funcs=[tt.env_reward, tt.reward_component("fooling"), fooled_first],
        args=grpo_config(tmp_path),
        train_dataset=tt.make_dataset(tiny_scenarios()),
        processing_class=tok,
        rollout_func=spy,
    )
    trainer.train()

    assert len(seen_batches) == 2  # one rollout per optimizer step (steps_per_generation 1)
    for batch in seen_batches:
        prompts, out, trajs = batch["prompts"], batch["out"], batch["trajs"]
        keys = [tt.parse_game_key(p) for p in prompts]
        # TRL repeats each row num_generations times: a group shares scenario and attacker seed
        assert keys[0::2] == keys[1::2]
        assert [t.group for t in trajs][0::2] == [t.group for t in trajs][1::2]
        for t, pids, cids, lps, mask in zip(trajs, out["prompt_ids"], out["completion_ids"],
                                            out["logprobs"], out["env_mask"], strict=True):  # fmt: skip
            ids, full_mask, full_lps = t.sequence()
            assert pids + cids == ids and pids == t.turns[0].prompt_ids
            assert mask == full_mask[len(pids) :] and len(lps) == len(cids) == len(mask)
            assert lps == full_lps[len(pids) :]
            # env_mask is exactly the policy's sampled ids, turn by turn
            assert [i for i, m in zip(cids, mask, strict=True) if m] == [
                i for s in t.turns for i in s.completion_ids
            ]
            assert [v for v, m in zip(lps, mask, strict=True) if m] == [
                v for s in t.turns for v in s.logprobs
            ]
            # the attacker ended each game (its countdown), not a length limit
            assert t.session.result.outcome == "fooled"
            assert len(t.episode.attacker_turns) == 3
        assert out["tomsb_reward"] == [t.session.result.reward for t in trajs]
        assert out["tomsb_fooling"] == [1.0] * len(trajs)
    # reward components reached the reward functions as extra fields
    assert {"tomsb_reward", "tomsb_fooling", "tomsb_tom", "tomsb_outcome"} <= set(reward_kwargs[0])
    assert reward_kwargs[0]["tomsb_outcome"] == ["fooled"] * 4
    # TRL counted only masked tokens as the completion length: it received env_mask
    lengths = [
        r["completions/mean_length"]
        for r in trainer.state.log_history
        if "completions/mean_length" in r
    ]
    want = [float(np.mean([sum(m) for m in b["out"]["env_mask"]])) for b in seen_batches]
    assert lengths == pytest.approx(want)
    after = trainer.model.state_dict()
    assert any(not torch.equal(before[k], after[k]) for k in before)


def test_the_rollout_rejects_prompts_that_name_no_game() -> None:
    rollout = tt.make_rollout_func(COUNTDOWN, scenarios=tiny_scenarios())
    with pytest.raises(ConfigError, match="make_dataset"):
        rollout(["What is 2+2?"], object())
    with pytest.raises(ConfigError, match="not among"):
        rollout([tt.game_key("nope", 0)], object())
    assert tt.parse_game_key([{"role": "user", "content": tt.game_key("tiny-1", 7)}]) == (
        "tiny-1",
        7,
    )


def test_reward_helpers_name_the_missing_component() -> None:
    fn = tt.reward_component("fooling", weight=2.0)
    assert fn(["a", "b"], tomsb_fooling=[1.0, 0.0]) == [2.0, 0.0]
    with pytest.raises(ConfigError, match="tom"):
        tt.reward_component("tomm")(["a"], tomsb_tom=[1.0])
    with pytest.raises(ConfigError, match="tomsb_reward"):
        tt.env_reward(["a"])


def test_dataset_rows_name_games() -> None:
    ds = tt.make_dataset(tiny_scenarios(), seeds_per_scenario=2, seed=1)
    assert len(ds) == 8
    row = ds[1]
    assert tt.parse_game_key(row["prompt"]) == (row["tomsb_scenario_id"], row["tomsb_seed"])
    assert row["tomsb_seed"] == 1_000_004


# ------------------------------------------------------------- environment_factory
def test_environment_factory_class_plays_a_game_through_its_tool() -> None:
    from transformers.utils import get_json_schema

    env = tt.DefenderToolEnv(COUNTDOWN, scenarios=tiny_scenarios(), max_turns=4)
    text = env.reset(prompt=tt.game_key("tiny-0", 0), tomsb_scenario_id="tiny-0", tomsb_seed=0)
    assert "ASSIGNMENT: double agent" in text and "`reply`" in text and "<<<ATTACKER" in text
    assert env.get_reward() == 0.0  # unfinished
    replies = []
    for _ in range(5):
        replies.append(env.reply(json.dumps({"reply": "Dana is in Blue."})))
        if env.result is not None:
            break
    assert env.result is not None and replies[-1].startswith("The game is over")
    assert env.get_reward() == env.result.reward
    assert env.reply("{}").startswith("The game is over")
    # the tool schema TRL builds from the method: one string argument, described
    schema = get_json_schema(env.reply)
    assert schema["function"]["name"] == "reply"
    assert schema["function"]["parameters"]["required"] == ["turn"]
    assert "reply" in schema["function"]["parameters"]["properties"]["turn"]["description"]


def test_environment_factory_class_is_what_trl_probes() -> None:
    import inspect

    members = dict(inspect.getmembers(tt.DefenderToolEnv, predicate=inspect.isfunction))
    tools = [n for n in members if not n.startswith("_") and n not in ("reset", "get_reward")]
    assert tools == ["reply"] and "reset" in members and "get_reward" in members


def test_grpo_leaves_games_whose_attacker_failed_out_of_the_reward(
    tiny: Path, tmp_path: Path
) -> None:
    from tests.integrations.failing import BrokenAttacker

    model, tok = load(tiny)
    rollout = tt.make_rollout_func(
        lambda: BrokenAttacker(good=1, only_known=True),  # fails in tiny-1 and tiny-3
        scenarios=tiny_scenarios(), max_new_tokens=6, max_turns=3,
    )  # fmt: skip
    outs: list[dict[str, Any]] = []

    def spy(prompts: list[Any], trainer: Any) -> dict[str, Any]:
        outs.append(rollout(prompts, trainer))
        return outs[-1]

    trainer = trl.GRPOTrainer(
        model=model, reward_funcs=[tt.env_reward], args=grpo_config(tmp_path, max_steps=1),
        train_dataset=tt.make_dataset(tiny_scenarios()[:2]), processing_class=tok,
        rollout_func=spy,
    )  # fmt: skip
    trainer.train()
    (out,) = outs
    assert out["tomsb_outcome"].count("error") == 2 and out["tomsb_reward"].count(None) == 2
    (log,) = [r for r in trainer.state.log_history if "reward" in r]
    assert log["tomsb/outcome_error"] == 0.5
    scored = [r for r in out["tomsb_reward"] if r is not None]
    assert log["reward"] == pytest.approx(sum(scored) / len(scored))  # not the mean with 0s


def test_the_pages_snippet_runs_as_written_on_a_cpu(
    tiny: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = Path(__file__).resolve().parents[2] / "docs" / "integrations" / "trl.md"
    code = page.read_text(encoding="utf-8").split("```python\n", 1)[1].split("```", 1)[0]
    # only the model, the run's length and the turn length change
    for old, new in (
        ('"Qwen/Qwen3-1.7B"', repr(str(tiny))),
        ("GRPOConfig(", "GRPOConfig(max_steps=1, report_to='none', save_strategy='no', "),
        ("max_new_tokens=1024", "max_new_tokens=4"),
    ):
        assert old in code, old
        code = code.replace(old, new, 1)
    monkeypatch.chdir(tmp_path)
    scope: dict[str, Any] = {}
    exec(compile(code, str(page), "exec"), scope)
    assert scope["trainer"].state.global_step == 1 and scope["cpu"]
