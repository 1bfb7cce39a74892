"""The documented vLLM training path against a stand-in that enforces vLLM 0.33's real
signatures and behaviour (tests/fake_vllm.py): these are the breaks a GPU run found."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests import fake_vllm
from tests.training_helpers import CountdownAttacker, load_example, tiny_scenarios
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


def test_the_examples_weight_sync_loads_every_tensor_into_the_in_process_engine(
    vllm: Any, tmp_path: Path
) -> None:
    from transformers import AutoModelForCausalLM

    from tests.training_helpers import save_tiny_model

    grpo = load_example("grpo_defender")
    model = AutoModelForCausalLM.from_pretrained(save_tiny_model(tmp_path))
    llm = load_vllm("m")
    grpo.sync_vllm_weights(llm, model)
    assert [k for k, _ in llm.model.loaded] == list(model.state_dict())
    assert llm.prefix_cache_resets == 1


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
