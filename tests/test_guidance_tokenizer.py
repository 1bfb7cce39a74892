"""No silent failure between the model and the reward: llguidance's view of a byte-level
tokenizer (the decoder transformers 5.17 gives a GGUF one), the load-time self-test, and a
broken constraint in the batched processor raising or being counted, never a quiet stop."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

from tomsb_env.errors import ConfigError

pytestmark = pytest.mark.skipif(
    any(importlib.util.find_spec(m) is None for m in ("torch", "transformers", "llguidance")),
    reason="torch, transformers or llguidance missing",
)

# the decoder transformers 5.17.0 builds for SmolLM2's GGUF tokenizer (issue 25)
GGUF_517_DECODER = {
    "type": "Sequence",
    "decoders": [
        {"type": "ByteFallback"},
        {"type": "Fuse"},
        {"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "},
        {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
    ],
}
CHATML = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def byte_level_tokenizer(gguf_decoder: bool) -> Any:
    """A byte-level BPE tokenizer with merges for ' a', '":' and ' "' plus ChatML markers;
    ``gguf_decoder`` gives it the decoder transformers 5.17 builds for a GGUF file."""
    from tokenizers import AddedToken, Tokenizer, decoders, models
    from tokenizers.pre_tokenizers import ByteLevel
    from transformers import PreTrainedTokenizerFast

    vocab = {ch: i for i, ch in enumerate(sorted(ByteLevel.alphabet()))}
    merges = [("Ġ", "a"), ('"', ":"), ("Ġ", '"')]
    for a, b in merges:
        vocab[a + b] = len(vocab)
    for special in ("<|im_start|>", "<|im_end|>"):
        vocab[special] = len(vocab)
    tok = Tokenizer(models.BPE(vocab=vocab, merges=merges))
    tok.add_special_tokens([AddedToken(s, special=True) for s in ("<|im_start|>", "<|im_end|>")])
    tok.pre_tokenizer = ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    if gguf_decoder:
        data = json.loads(tok.to_str())
        data["decoder"] = GGUF_517_DECODER
        tok = Tokenizer.from_str(json.dumps(data))
    return PreTrainedTokenizerFast(
        tokenizer_object=tok, eos_token="<|im_end|>", chat_template=CHATML
    )


def test_llguidance_misreads_the_517_decoder_unless_normalised() -> None:
    """The bug: llguidance.hf reads 'Ġ' as literal bytes; our hf_tokenizer round-trips."""
    import llguidance.hf

    from tomsb_env.llm.guidance import hf_tokenizer

    tok = byte_level_tokenizer(gguf_decoder=True)
    ids = tok.encode(" a", add_special_tokens=False)
    assert tok.decode(ids) == " a"  # transformers itself reads it fine
    assert llguidance.hf.from_tokenizer(tok).decode_bytes(ids) != b" a"
    assert hf_tokenizer(tok).decode_bytes(ids) == b" a"


def test_self_test_rejects_a_misread_tokenizer() -> None:
    import llguidance.hf

    from tomsb_env.llm.guidance import self_test

    tok = byte_level_tokenizer(gguf_decoder=True)
    with pytest.raises(ConfigError, match=r"misreads this tokenizer.*b' a'"):
        self_test(llguidance.hf.from_tokenizer(tok), tok)
    self_test(llguidance.hf.from_tokenizer(byte_level_tokenizer(False)), tok)


def test_normalisation_touches_only_byte_level_sequences() -> None:
    from tomsb_env.llm.guidance import normalise_tokenizer_json

    plain = byte_level_tokenizer(gguf_decoder=False).backend_tokenizer.to_str()
    assert normalise_tokenizer_json(plain) == plain
    fixed = json.loads(
        normalise_tokenizer_json(byte_level_tokenizer(True).backend_tokenizer.to_str())
    )
    assert fixed["decoder"]["type"] == "ByteLevel"
    # a sentencepiece-style tokenizer (Metaspace pre-tokenizer) keeps its Sequence decoder
    data = json.loads(plain)
    data["pre_tokenizer"] = {
        "type": "Metaspace",
        "replacement": "\u2581",
        "prepend_scheme": "first",
    }
    data["decoder"] = GGUF_517_DECODER
    assert json.loads(normalise_tokenizer_json(json.dumps(data)))["decoder"] == GGUF_517_DECODER


def _json_matcher(tok: Any) -> tuple[Any, Any]:
    from tomsb_env.llm.guidance import compile_grammar, hf_tokenizer, matcher_for

    schema = {
        "type": "object",
        "properties": {"a": {"type": "string", "maxLength": 3}},
        "required": ["a"],
        "additionalProperties": False,
    }
    llt = hf_tokenizer(tok)
    return llt, matcher_for(llt, compile_grammar(schema))


def test_the_517_tokenizer_can_write_the_grammars_colon() -> None:
    """Before the fix the forced '": ' could never be produced (issue 25's 11-token death)."""
    tok = byte_level_tokenizer(gguf_decoder=True)
    _, matcher = _json_matcher(tok)
    text = '{"a": "xy"}'
    ids = tok.encode(text, add_special_tokens=False)
    assert matcher.consume_tokens(ids) and not matcher.is_error()
    assert matcher.is_accepting()


def _processor(on_error: str) -> tuple[Any, Any, Any]:
    from tomsb_env.llm.guidance import BatchGuidanceLogitsProcessor

    tok = byte_level_tokenizer(gguf_decoder=True)
    llt, matcher = _json_matcher(tok)
    stop = tok.convert_tokens_to_ids("<|im_end|>")
    proc = BatchGuidanceLogitsProcessor(
        [matcher, None], 1, [stop], vocab_size=llt.vocab_size, on_error=on_error
    )
    return tok, proc, stop


def test_a_broken_constraint_raises_in_the_batch_processor() -> None:
    """The old processor treated a matcher in error as finished: the row ended with
    finish='stop' and every turn became a format error with no warning."""
    import torch

    from tomsb_env.llm.guidance import ConstraintError

    tok, proc, _ = _processor("raise")
    width = len(tok) + 5
    bad = tok.convert_tokens_to_ids("x")  # the JSON must start with '{'
    proc(torch.tensor([[0], [0]]), torch.zeros(2, width))
    with pytest.raises(ConstraintError, match="row 0"):
        proc(torch.tensor([[0, bad], [0, bad]]), torch.zeros(2, width))


def test_a_counted_constraint_error_ends_the_row_with_a_stop_token() -> None:
    import torch

    tok, proc, stop = _processor("count")
    width = len(tok) + 5
    first = proc(torch.tensor([[0], [0]]), torch.zeros(2, width))
    allowed = torch.isfinite(first[0]).nonzero()[:, 0].tolist()
    assert allowed == [tok.convert_tokens_to_ids("{")]
    assert torch.isfinite(first[1]).all()  # the unconstrained row is untouched
    bad = tok.convert_tokens_to_ids("x")
    after = proc(torch.tensor([[0, bad], [0, bad]]), torch.zeros(2, width))
    assert list(proc.errors) == [0]
    assert torch.isfinite(after[0]).nonzero()[:, 0].tolist() == [stop]
    assert torch.isfinite(after[1]).all()


def test_packed_mask_equals_each_matchers_own_bitmask() -> None:
    """The batch fill + on-device unpack masks exactly what each matcher allows."""
    import numpy as np
    import torch

    from tomsb_env.llm.guidance import BatchGuidanceLogitsProcessor

    tok = byte_level_tokenizer(gguf_decoder=False)
    llt, m1 = _json_matcher(tok)
    _, m2 = _json_matcher(tok)
    m2.consume_tokens(tok.encode('{"a', add_special_tokens=False))
    width = len(tok) + 7
    proc = BatchGuidanceLogitsProcessor([m1, m2], 1, [], vocab_size=llt.vocab_size)
    masked = proc(torch.tensor([[0], [0]]), torch.zeros(2, width))
    for row, m in enumerate((m1, m2)):
        bits = np.unpackbits(np.frombuffer(m.compute_bitmask(), np.uint8), bitorder="little")
        want = np.zeros(width, bool)
        want[: llt.vocab_size] = bits[: llt.vocab_size].astype(bool)
        assert (torch.isfinite(masked[row]).numpy() == want).all()


def _tiny_model_dir(directory: Path, gguf_decoder: bool) -> Path:
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tok = byte_level_tokenizer(gguf_decoder)
    tok.save_pretrained(directory)
    config = LlamaConfig(
        vocab_size=len(tok), hidden_size=16, intermediate_size=32, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=2, eos_token_id=tok.eos_token_id,
        max_position_embeddings=4096,
    )  # fmt: skip
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(directory)
    return directory


def test_hf_backend_constrained_turns_parse_with_the_517_decoder(tmp_path: Path) -> None:
    """End to end through make_backend: the tokenizer is checked at load and every
    constrained answer is the schema's JSON."""
    import asyncio

    from tomsb_env.llm import SamplingParams, make_backend

    path = _tiny_model_dir(tmp_path, gguf_decoder=True)
    backend = make_backend(f"hf:{path}", structured="on")
    schema = {
        "type": "object",
        "properties": {"a": {"type": "string", "maxLength": 4}},
        "required": ["a"],
        "additionalProperties": False,
    }

    async def go() -> list[Any]:
        try:
            calls = [
                backend.chat(
                    [{"role": "user", "content": f"hi {i}"}],
                    SamplingParams(temperature=1.0, max_tokens=40, seed=i, json_schema=schema),
                )
                for i in range(3)
            ]
            return list(await asyncio.gather(*calls))
        finally:
            await backend.aclose()

    for result in asyncio.run(go()):
        assert set(json.loads(result.text)) == {"a"}
        assert result.extra["device"] == "cpu"


def test_auto_never_falls_back_to_unconstrained_on_a_misread_tokenizer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A tokenizer llguidance cannot read at all plays unconstrained under "auto"; one it
    reads wrongly is an error (else every game would silently lose its constraint)."""
    from transformers import LlamaConfig, LlamaForCausalLM

    from tomsb_env.llm import guidance
    from tomsb_env.rollout import TransformersEngine

    tok = byte_level_tokenizer(gguf_decoder=True)
    model = LlamaForCausalLM(LlamaConfig(vocab_size=len(tok), hidden_size=16, intermediate_size=32,
                                         num_hidden_layers=1, num_attention_heads=2))  # fmt: skip
    assert TransformersEngine(model, tok).supports_structured is True
    monkeypatch.setattr(guidance, "normalise_tokenizer_json", lambda text: text)  # the old path
    with pytest.raises(guidance.TokenizerMisread, match="misreads"):
        _ = TransformersEngine(model, tok).supports_structured


def test_the_engine_reports_a_counted_constraint_error_as_the_turns_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tomsb_env.llm import guidance
    from tomsb_env.rollout import TransformersEngine, sampling_params

    path = _tiny_model_dir(tmp_path, gguf_decoder=False)
    model, tok = AutoModelForCausalLM.from_pretrained(path), AutoTokenizer.from_pretrained(path)
    consume = guidance.BatchGuidanceLogitsProcessor._consume

    def break_row_0(self: Any, tokens: list[int]) -> None:
        """Row 0's first sampled token replaced by one its grammar forbids (JSON opens '{')."""
        if not getattr(self, "broken", False):
            self.broken, tokens = True, [tok.convert_tokens_to_ids("x"), *tokens[1:]]
        consume(self, tokens)

    monkeypatch.setattr(guidance.BatchGuidanceLogitsProcessor, "_consume", break_row_0)
    end = tok.convert_tokens_to_ids("<|im_end|>")
    schema = {"type": "object", "properties": {"a": {"type": "string", "maxLength": 4}},
              "required": ["a"], "additionalProperties": False}  # fmt: skip
    sp = sampling_params(json_schema=schema, n=1, temperature=1.0, top_p=1.0, max_tokens=30,
                         logprobs=0, stop_token_ids=[end], skip_special_tokens=False)  # fmt: skip
    prompts = [{"prompt_token_ids": tok.encode("hi", add_special_tokens=False)}] * 2
    with pytest.raises(guidance.ConstraintError):
        TransformersEngine(model, tok).generate(prompts, sp)
    outs = TransformersEngine(model, tok, on_error="count").generate(prompts, sp)
    assert [o.outputs[0].finish_reason for o in outs] == ["constraint_error", "stop"]
    assert outs[0].outputs[0].token_ids[-1] == end  # the broken row was ended at once
    assert json.loads(outs[1].outputs[0].text)
