"""The documented vLLM training path against a stand-in that enforces vLLM 0.33's real
signatures and behaviour (tests/fake_vllm.py): these are the breaks a GPU run found."""

from __future__ import annotations

import importlib.util
import json
import math
import types
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests import fake_vllm
from tests.training_helpers import (
    CountdownAttacker,
    load_example,
    save_tiny_qwen3,
    tiny_scenarios,
)
from tomsb_env.errors import ConfigError
from tomsb_env.game import GameConfig
from tomsb_env.rollout import DefenderPolicy, load_vllm, sampling_params
from tomsb_env.rollout.engines import vllm_model


@pytest.fixture
def vllm(monkeypatch: pytest.MonkeyPatch) -> Any:
    return fake_vllm.install(monkeypatch)


class _Tokens:
    """encode(): one id per character, inside the stand-in's vocabulary; '|' ends a turn."""

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        return [ord(c) % fake_vllm.VOCAB for c in text]


def test_load_vllm_builds_an_in_process_engine_as_trl_does(vllm: Any) -> None:
    import os

    llm = load_vllm("Qwen/Qwen3-1.7B", gpu_memory_utilization=0.3, seed=1)
    assert llm.kwargs["distributed_executor_backend"] == "external_launcher"
    assert llm.kwargs["logprobs_mode"] == "processed_logprobs"
    assert os.environ["VLLM_ENABLE_V1_MULTIPROCESSING"] == "0" and llm.in_process
    assert int(os.environ["MASTER_PORT"]) > 0 and os.environ["WORLD_SIZE"] == "1"
    assert vllm_model(llm) is llm.model


def test_the_examples_weight_sync_streams_every_qwen3_tensor_into_the_engine(
    vllm: Any, tmp_path: Path
) -> None:
    """The sync hands load_weights a generator, as vLLM's loader consumes it; the stand-in
    built on a Qwen3 directory takes only Qwen3's names and shapes (the tied head skipped)."""
    from transformers import AutoModelForCausalLM

    grpo = load_example("grpo_defender")
    path = save_tiny_qwen3(tmp_path / "qwen3")
    model = AutoModelForCausalLM.from_pretrained(path)
    llm = load_vllm(str(path))
    assert isinstance(grpo.merged_weights(model), types.GeneratorType)
    grpo.sync_vllm_weights(llm, model)
    expected = [k for k in model.state_dict() if k != "lm_head.weight"]
    assert [k for k, _ in llm.model.loaded] == expected
    assert set(expected) | {"lm_head.weight"} == set(
        fake_vllm.qwen3_parameters(model.config.to_dict())
    )
    assert llm.prefix_cache_resets == 1
    with pytest.raises(KeyError, match=r"lm_head\.bias"):  # a name Qwen3 does not have
        vllm_model(llm).load_weights(iter([("lm_head.bias", model.lm_head.weight[0])]))
    with pytest.raises(AssertionError, match=r"model\.norm\.weight"):
        vllm_model(llm).load_weights(iter([("model.norm.weight", model.lm_head.weight)]))


def test_streamed_lora_weights_are_the_merged_models_and_leave_the_model_alone(
    tmp_path: Path,
) -> None:
    """Each LoRA layer's weight is streamed as base + delta without merging into the model:
    the values peft's merge_and_unload gives, the model's own weights untouched."""
    pytest.importorskip("peft")
    import torch
    from transformers import AutoModelForCausalLM

    grpo = load_example("grpo_defender")
    base = AutoModelForCausalLM.from_pretrained(save_tiny_qwen3(tmp_path / "qwen3"))
    plain = {k: v.clone() for k, v in base.state_dict().items()}
    model = grpo.add_lora(base, grpo.TrainConfig(lora_rank=4, lora_alpha=8))
    torch.manual_seed(3)
    for name, p in model.named_parameters():
        if "lora_B" in name:
            p.data.normal_()  # adapters start at zero: make the delta real
    before = {k: v.clone() for k, v in model.state_dict().items()}
    streamed = dict(grpo.merged_weights(model))
    assert all(torch.equal(before[k], v) for k, v in model.state_dict().items())
    merged = model.merge_and_unload().state_dict()
    assert list(streamed) == list(merged)
    for name, value in merged.items():
        torch.testing.assert_close(streamed[name], value, rtol=1e-5, atol=1e-6)
    assert any(not torch.equal(streamed[k], plain[k]) for k in streamed)  # the deltas arrived


@pytest.mark.skipif(importlib.util.find_spec("llguidance") is None, reason="llguidance missing")
def test_two_grpo_steps_on_the_vllm_path_constrained_with_qwen3_weights(
    vllm: Any, tmp_path: Path
) -> None:
    """train(engine="vllm") for two steps against the stand-in: the engine samples under each
    game's schema (every turn parses, every estimate names the world), LoRA weights are
    streamed by Qwen3's names before each step, and the truncated importance weights, whose
    sampler is another model here, are logged and capped."""
    grpo = load_example("grpo_defender")
    path = save_tiny_qwen3(tmp_path / "qwen3")
    prompt = tmp_path / "prompt.txt"
    prompt.write_text("Answer as JSON.\n$context\n$levels $example", encoding="utf-8")
    batches: list[Any] = []
    cfg = grpo.TrainConfig(
        model=str(path), out_dir=str(tmp_path / "out"), engine="vllm", group_size=2,
        groups_per_step=1, grad_accum=2, max_turns=2, max_new_tokens=600, lr=1e-3,
        save_every=1000, temperature=1.0, structured="on", field_chars=16, names="world",
        attacker="tests.training_helpers:CountdownAttacker", defender_prompt=str(prompt),
        finetune="lora", lora_rank=4, lora_alpha=8, max_steps=2, samples=0,
    )  # fmt: skip

    def reward(ep: Any) -> float:  # graded, so that groups differ and tokens train
        return float(sum(len(t.raw or "") for t in ep.defender_turns) % 97)

    logs = grpo.train(cfg, scenarios=tiny_scenarios(), reward_fn=reward,
                      on_batch=batches.append, log=lambda s: None)  # fmt: skip
    assert [r.step for r in logs] == [1, 2]
    for row in logs:
        assert row.format_errors == 0 and row.constraint_errors == 0 and row.truncated_turns == 0
        assert 0 < row.is_ratio <= cfg.vllm_is_cap
    for t in batches[0].trajectories + batches[1].trajectories:
        for turn in t.episode.defender_turns:
            world = t.episode.scenario.universe
            for lv, v in turn.attacker_prior_estimate.items():
                assert v in (None, "?") or world.level_of(v) == lv
    names = [k for k, _ in vllm.LLM.last.model.loaded]
    per_sync = len(fake_vllm.qwen3_parameters(json.loads((path / "config.json").read_text()))) - 1
    assert len(names) == 2 * per_sync  # a LoRA run syncs before each step


def test_an_engine_in_another_process_fails_early_with_a_clear_message(vllm: Any) -> None:
    """The old sync passed a lambda to apply_model: vLLM cannot send it to its engine
    process. Ours names the fix instead of failing at the first step."""
    llm = vllm.LLM(model="m")  # vLLM's default: the engine core is a child process
    with pytest.raises(TypeError, match="not serializable"):
        llm.apply_model(lambda m: m.load_weights([]))
    with pytest.raises(ConfigError, match="external_launcher"):
        vllm_model(llm)
    with pytest.raises(ConfigError, match="another process"):
        load_vllm("m", distributed_executor_backend="mp")


def test_old_vllm_is_refused_with_the_pin(vllm: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vllm, "__version__", "0.8.5")
    with pytest.raises(ConfigError, match=r"vllm>=0.11"):
        load_vllm("m")


def test_sampling_params_use_only_real_vllm_arguments(vllm: Any) -> None:
    sp = sampling_params(
        json_schema={"type": "object"}, n=1, temperature=0.7, top_p=1.0, max_tokens=8,
        logprobs=0, stop_token_ids=[1], skip_special_tokens=False,
    )  # fmt: skip
    assert sp.structured_outputs.json == {"type": "object"}
    with pytest.raises(TypeError, match="guided_decoding"):
        vllm.SamplingParams(guided_decoding=None)


def _first_turn_logprobs(llm: Any) -> tuple[list[int], list[float], list[int]]:
    pol = DefenderPolicy(llm, _Tokens(), temperature=0.7, max_new_tokens=5, structured="off")
    try:
        trajs = pol.rollout(
            tiny_scenarios()[:1], lambda: CountdownAttacker(2), group_size=1, seeds=[0],
            config=GameConfig(max_turns=3),
        )  # fmt: skip
    finally:
        pol.close()
    turn = trajs[0].turns[0]
    return turn.completion_ids, turn.logprobs, turn.prompt_ids


def _processed(prompt_last: int, ids: list[int], temperature: float) -> list[float]:
    table = fake_vllm._table()
    out, last = [], prompt_last % fake_vllm.VOCAB
    for tok in ids:
        z = table[last] / temperature
        out.append(float(z[tok] - (z.max() + math.log(np.exp(z - z.max()).sum()))))
        last = tok
    return out


def test_rollout_logprobs_are_the_sampled_distributions_only_from_load_vllm(vllm: Any) -> None:
    """At T=0.7 vLLM's default raw logprobs differ from what was sampled from, and the
    logged sampler gap would be wrong; load_vllm asks for processed ones."""
    ids, lps, prompt = _first_turn_logprobs(load_vllm("m"))
    assert lps == pytest.approx(_processed(prompt[-1], ids, 0.7), abs=1e-9)
    ids, raw, prompt = _first_turn_logprobs(vllm.LLM(model="m"))
    assert raw != pytest.approx(_processed(prompt[-1], ids, 0.7), abs=1e-3)
