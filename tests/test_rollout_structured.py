"""Constrained rollouts: each game's defender turn decoded under its own schema."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from tests.test_rollout import _Handler, server  # noqa: F401  (fixture)
from tests.training_helpers import CountdownAttacker, byte_chatml_tokenizer
from tomsb_env.agents.turn_schemas import defender_turn_schema, grounded
from tomsb_env.errors import ConfigError
from tomsb_env.game import GameConfig
from tomsb_env.rollout import DefenderPolicy, OpenAIServerEngine, TransformersEngine
from tomsb_env.rollout.engines import sampling_params, schema_of
from tomsb_env.universe import Scenario, Universe

needs_hf = pytest.mark.skipif(
    any(importlib.util.find_spec(m) is None for m in ("torch", "transformers", "llguidance")),
    reason="torch, transformers or llguidance missing",
)

NAMES = (("company", "division", "team"), ("agency", "bureau", "desk"), ("city", "street", "house"))


def _scenario(i: int) -> Scenario:
    a, b, c = NAMES[i]
    layers = {
        a: ["Acme", "Globex"],
        b: {"Acme": ["North", "South"], "Globex": ["East", "West"]},
        c: {"North": ["Red", "Blue"], "South": ["Gold", "Grey"],
            "East": ["Jade", "Onyx"], "West": ["Ruby", "Sand"]},
    }  # fmt: skip
    u = Universe.from_layers(layers)
    return Scenario(
        id=f"u{i}", target="Dana", attacker_name="Ivo", universe=u,
        truth=("Acme", "North", "Red"), prior={a: None, b: None, c: None},
    )  # fmt: skip


def _byte_chatml_model(directory: Path) -> tuple[Any, Any]:
    """A one-layer random Llama over a byte-level vocabulary plus ChatML markers (no download)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tok = byte_chatml_tokenizer(directory)
    config = LlamaConfig(
        vocab_size=len(tok), hidden_size=16, intermediate_size=32, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=2,
        eos_token_id=tok.convert_tokens_to_ids("<|im_end|>"), max_position_embeddings=1 << 16,
    )  # fmt: skip
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(directory)
    return AutoModelForCausalLM.from_pretrained(directory), AutoTokenizer.from_pretrained(directory)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Any]:
    return _byte_chatml_model(tmp_path_factory.mktemp("bytes"))


def _play(
    tiny: tuple[Any, Any],
    structured: str,
    max_new_tokens: int,
    top_p: float = 1.0,
    field_bounds: str = "chars",
) -> tuple[Any, list[Any]]:
    import torch

    model, tok = tiny
    torch.manual_seed(1)
    pol = DefenderPolicy(
        TransformersEngine(model, tok, field_bounds=field_bounds), tok, structured=structured,
        max_new_tokens=max_new_tokens, field_chars=16, top_p=top_p,
    )  # fmt: skip
    try:
        trajs = pol.rollout(
            [_scenario(i) for i in range(3)], lambda: CountdownAttacker(2),
            group_size=1, seeds=[0, 1, 2], config=GameConfig(max_turns=3),
        )  # fmt: skip
    finally:
        pol.close()
    return pol, trajs


def _format_errors(trajs: list[Any]) -> int:
    return sum(
        1 for t in trajs for r in t.episode.defender_turns if getattr(r, "format_error", None)
    )


@needs_hf
@pytest.mark.parametrize("field_bounds", ["chars", "tokens"])
def test_constrained_games_with_different_universes_all_parse(
    tiny: tuple[Any, Any], field_bounds: str
) -> None:
    pol, trajs = _play(tiny, "on", 1200, field_bounds=field_bounds)
    assert pol.structured == "on"
    assert all(t.turns for t in trajs) and _format_errors(trajs) == 0
    assert all(t.episode.outcome.value != "format_error" for t in trajs)
    for t, names in zip(trajs, NAMES, strict=True):
        for turn in t.turns:
            assert turn.finish_reason == "stop"
            body = json.loads(turn.text)
            # this game's own level names, not another row's
            assert list(body["attacker_belief_estimate"]) == list(names)
            if field_bounds == "tokens":  # field_chars 16 is 4 tokens, here bytes: <= 4 chars
                assert len(body["reply"]) <= 4  # (a cut inside a character decodes as U+FFFD)
        # exactness: the game is one sequence whose mask picks exactly the sampled ids
        ids, mask, logps = t.sequence()
        assert ids == t.turns[-1].prompt_ids + t.turns[-1].completion_ids
        assert [i for i, m in zip(ids, mask, strict=True) if m] == [
            i for s in t.turns for i in s.completion_ids
        ]
        picked = [lp for lp, m in zip(logps, mask, strict=True) if m]
        assert picked == [v for s in t.turns for v in s.logprobs]
        assert all(math.isfinite(v) and v <= 0 for v in picked)
        for a, b in zip(t.turns, t.turns[1:], strict=False):
            assert b.prompt_ids[: len(a.prompt_ids) + len(a.completion_ids)] == (
                a.prompt_ids + a.completion_ids
            )


def _model_logprobs(model: Any, traj: Any, temperature: float) -> list[float]:
    """The unprocessed model's logprob (logits over the temperature) of each sampled token."""
    import torch

    ids, mask, _ = traj.sequence()
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([ids])).logits[0].float() / temperature
    logp = logits.log_softmax(-1)
    return [float(logp[j - 1, ids[j]]) for j in range(len(ids)) if mask[j]]


@needs_hf
@pytest.mark.parametrize(("structured", "top_p"), [("on", 1.0), ("off", 1.0), ("off", 0.5)])
def test_kept_logmass_turns_sampler_logprobs_into_the_models(
    tiny: tuple[Any, Any], structured: str, top_p: float
) -> None:
    """The engine reports, per token, the log of the mass the mask (and top-p) kept; added to
    the sampled distribution's logprob it gives what a trainer recomputes from the model,
    so a misalignment stays visible under the constraint. Unconstrained at top-p 1 nothing
    is removed; top-p alone removes the tail."""
    pol, trajs = _play(tiny, structured, 1200 if structured == "on" else 60, top_p)
    temperature = pol.sampling.temperature
    removed = []
    for t in trajs:
        kept = t.kept_logmass()
        assert kept is not None
        _, mask, logps = t.sequence()
        sampled = [(lp, k) for lp, k, m in zip(logps, kept, mask, strict=True) if m]
        model = _model_logprobs(tiny[0], t, temperature)
        assert len(model) == len(sampled)
        for (lp, k), want in zip(sampled, model, strict=True):
            assert k <= 1e-6 and abs(lp + k - want) < 1e-4
        removed += [-k for _, k in sampled]
    if structured == "on" or top_p < 1.0:
        assert max(removed) > 0.1  # the mask / top-p took real mass from this random model
    else:
        assert max(removed) < 1e-5


@needs_hf
def test_a_games_next_turn_prefills_only_its_new_tokens_and_scores_the_same(
    tiny: tuple[Any, Any],
) -> None:
    """Each turn's prompt extends the game's previous turn, so the engine reuses that call's
    KV cache (the rows of finished games dropped) and prefills only the new tokens; the
    sampled logprobs stay those of the model on the whole sequence."""
    import torch

    model, tok = tiny
    prefills: list[int] = []
    hook = model.register_forward_pre_hook(
        lambda m, args, kw: prefills.append(kw["input_ids"].shape[1]) if kw["input_ids"].shape[1] > 1 else None,
        with_kwargs=True,
    )  # fmt: skip
    engine = TransformersEngine(model, tok)
    pol = DefenderPolicy(engine, tok, structured="on", max_new_tokens=1200, field_chars=16)
    torch.manual_seed(2)
    try:
        lengths = iter([4, 2, 3, 4])  # games of 3, 1, 2 and 3 defender turns
        trajs = pol.rollout([_scenario(0), _scenario(1)], lambda: CountdownAttacker(next(lengths)),
                            group_size=2, seeds=[0, 1], config=GameConfig(max_turns=4))  # fmt: skip
    finally:
        hook.remove()
        pol.close()
    assert engine._kv is None  # dropped with the games
    assert [len(t.turns) for t in trajs] == [3, 1, 2, 3]  # batches shrink as games end
    assert len(prefills) == len(pol.batch_sizes)
    assert prefills[0] == max(len(t.turns[0].prompt_ids) for t in trajs)
    for k in range(1, len(prefills)):  # the new tokens only: at most the longest message
        longest = max(len(t.turns[k].prompt_ids) for t in trajs if len(t.turns) > k)
        assert prefills[k] < longest / 3
    for t in trajs:
        _, mask, logps = t.sequence()
        kept = t.kept_logmass()
        sampled = [lp + k for lp, k, m in zip(logps, kept, mask, strict=True) if m]
        want = _model_logprobs(model, t, pol.sampling.temperature)
        assert max(abs(a - b) for a, b in zip(sampled, want, strict=True)) < 1e-4


@needs_hf
def test_the_same_model_unconstrained_makes_format_errors(tiny: tuple[Any, Any]) -> None:
    pol, trajs = _play(tiny, "off", 60)
    assert pol.structured == "off" and _format_errors(trajs) > 0


@needs_hf
def test_constrained_logprobs_are_of_the_masked_distribution(tiny: tuple[Any, Any]) -> None:
    """The first token of a turn must be '{': under the mask it has all the mass (logprob 0)."""
    _, trajs = _play(tiny, "on", 1200)
    first = trajs[0].turns[0]
    assert first.text.startswith("{") and first.logprobs[0] == pytest.approx(0.0, abs=1e-5)


def test_on_with_an_engine_that_cannot_constrain_is_an_error() -> None:
    class Plain:
        def generate(self, *a: Any, **k: Any) -> Any:
            raise AssertionError

    from tests.training_helpers import CharTokenizer

    with pytest.raises(ConfigError, match="structured='on'"):
        DefenderPolicy(Plain(), CharTokenizer(), structured="on")
    assert DefenderPolicy(Plain(), CharTokenizer()).structured == "off"  # auto
    with pytest.raises(ConfigError, match="structured must be one of"):
        DefenderPolicy(Plain(), CharTokenizer(), structured="yes")


def test_server_engine_sends_each_games_schema_as_response_format(server: str) -> None:  # noqa: F811
    from tests.training_helpers import CharTokenizer

    pol = DefenderPolicy(OpenAIServerEngine(server, "m"), CharTokenizer(), field_chars=32)
    assert pol.structured == "on"  # auto: vLLM's server takes response_format
    trajs = pol.rollout(
        [_scenario(0), _scenario(1)], lambda: CountdownAttacker(2), group_size=2, seeds=[0, 1]
    )
    pol.close()
    first = _Handler.requests[:2]  # the first turn: one request per schema, games grouped
    assert [len(r["prompt"]) for r in first] == [2, 2]
    for i, body in enumerate(first):  # each game's own world's names (DefenderPolicy's default)
        schema = grounded(defender_turn_schema(NAMES[i], field_chars=32), _scenario(i).universe)
        assert body["response_format"] == {
            "type": "json_schema", "json_schema": {"name": "defender_turn", "schema": schema,
                                                   "strict": True},
        }  # fmt: skip
    # completions land on the games that asked, in order
    assert [t.turns[0].completion_ids[0] for t in trajs] == [7, 8, 7, 8]
    _Handler.requests.clear()
    off = DefenderPolicy(OpenAIServerEngine(server, "m"), CharTokenizer(), structured="off")
    off.rollout([_scenario(0), _scenario(1)], lambda: CountdownAttacker(2), group_size=1,
                seeds=[0, 1])  # fmt: skip
    off.close()
    assert len(_Handler.requests[0]["prompt"]) == 2
    assert all("response_format" not in r for r in _Handler.requests)


def test_vllm_engine_gets_per_request_structured_outputs(monkeypatch: pytest.MonkeyPatch) -> None:
    class Params:
        def __init__(self, **kw: Any) -> None:
            self.kw = kw
            for k, v in kw.items():
                setattr(self, k, v)

    class StructuredOutputsParams:
        def __init__(self, json: Any) -> None:
            self.json = json

    fake = types.ModuleType("vllm")
    fake.SamplingParams = Params  # type: ignore[attr-defined]
    sp = types.ModuleType("vllm.sampling_params")
    sp.StructuredOutputsParams = StructuredOutputsParams  # type: ignore[attr-defined]
    fake.sampling_params = sp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "vllm", fake)
    monkeypatch.setitem(sys.modules, "vllm.sampling_params", sp)

    class LLM:  # stands in for vllm.LLM: detected by its module
        def __init__(self) -> None:
            self.seen: list[Any] = []

        def generate(self, prompts: Any, params: Any, use_tqdm: bool = False) -> Any:
            self.seen.append(params)
            raise RuntimeError("stop here")

    LLM.__module__ = "vllm.entrypoints.llm"
    from tests.training_helpers import CharTokenizer

    engine = LLM()
    pol = DefenderPolicy(engine, CharTokenizer(), field_chars=32)
    assert pol.structured == "on"
    with pytest.raises(RuntimeError, match="stop here"):
        from tomsb_env.rollout import GameSpec

        pol.play(
            [GameSpec(_scenario(0), 0), GameSpec(_scenario(1), 1)], lambda: CountdownAttacker(2)
        )
    pol.close()
    (params,) = engine.seen
    assert isinstance(params, list) and len(params) == 2
    for i, p in enumerate(params):
        assert isinstance(p.structured_outputs, StructuredOutputsParams)
        schema = defender_turn_schema(NAMES[i], field_chars=32)
        assert p.structured_outputs.json == grounded(schema, _scenario(i).universe)
        assert schema_of(p) == p.structured_outputs.json and p.kw["temperature"] == 1.0
    assert schema_of(sampling_params(temperature=1.0)) is None


@needs_hf
def test_auto_plays_unconstrained_when_llguidance_cannot_read_the_tokenizer(
    tmp_path: Path,
) -> None:
    """A word-level tokenizer with no known decoder cannot be constrained: "auto" (what the
    TRL integration uses) falls back to off, "on" is an error."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tests.training_helpers import save_tiny_model

    path = save_tiny_model(tmp_path)
    tok = AutoTokenizer.from_pretrained(path)
    engine = TransformersEngine(AutoModelForCausalLM.from_pretrained(path), tok)
    assert engine.supports_structured is False
    assert DefenderPolicy(engine, tok, structured="auto").structured == "off"
    with pytest.raises(ConfigError):
        DefenderPolicy(engine, tok, structured="on")


class _BrokenEngine:
    """Every turn ends as an engine built with on_error="count" ends a broken constraint."""

    supports_structured = True

    def generate(self, prompts: Any, sampling: Any, use_tqdm: bool = False) -> Any:
        from tomsb_env.rollout import Completion, Logprob, RequestOutput

        out = [5, 2]  # some token, then the turn-end id of CharTokenizer
        lps = [{t: Logprob(0.0)} for t in out]
        return [
            RequestOutput(p["prompt_token_ids"], [Completion("x", out, lps, "constraint_error")])
            for p in prompts
        ]


def test_broken_constraints_are_counted_and_stop_the_run_above_the_share() -> None:
    from tests.training_helpers import CharTokenizer
    from tomsb_env.llm.guidance import ConstraintError

    def play(share: float) -> DefenderPolicy:
        pol = DefenderPolicy(_BrokenEngine(), CharTokenizer(), structured="on",
                             max_constraint_error_share=share)  # fmt: skip
        try:
            pol.rollout([_scenario(0)], lambda: CountdownAttacker(2), group_size=2, seeds=[0],
                        config=GameConfig(max_turns=3))  # fmt: skip
        finally:
            pol.close()
        return pol

    with pytest.raises(ConstraintError, match=r"2 of 2 defender turns broke"):
        play(0.0)
    counted = play(1.0)
    assert counted.constraint_errors == counted.turns_played > 0
