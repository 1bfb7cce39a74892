"""Constrained decoding for in-process transformers models: llguidance's matchers name, token
by token, what may come next, and the processor here masks the rest to ``-inf``. llguidance
(the ``structured`` extra) is imported only for a constrained call."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Sequence
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError, TomsbError
from tomsb_env.llm.decoding import (
    JSON_LAYOUT,
    check_field_bounds,
    think_lark_grammar,
    token_bounded_lark,
)


def load_llguidance() -> Any:
    """The ``llguidance`` module, or a MissingExtraError naming the extra to install."""
    try:
        import llguidance
    except ImportError:
        raise MissingExtraError("llguidance", "structured", "structured output on hf:") from None
    return llguidance


def compile_grammar(
    schema: dict[str, Any], *, think: bool = False, field_bounds: str = "chars"
) -> str:
    """The llguidance grammar for ``schema`` (ConfigError if rejected); ``think`` lets a ``<think>``
    block come first; ``field_bounds`` is one of :data:`~tomsb_env.llm.decoding.FIELD_BOUNDS`."""
    # key order kept: llguidance emits properties in the order the schema lists them
    return _compile(json.dumps(schema, ensure_ascii=False), think, check_field_bounds(field_bounds))


@functools.lru_cache(maxsize=256)  # one entry per role, level tuple and field bound
def _compile(schema_text: str, think: bool, field_bounds: str) -> str:
    llg = load_llguidance()
    schema = json.loads(schema_text)
    if field_bounds == "tokens" and '"maxLength"' in schema_text:  # else nothing to bound
        grammar = llg.LLMatcher.grammar_from_lark(token_bounded_lark(schema, think=think))
    elif think:
        grammar = llg.LLMatcher.grammar_from_lark(think_lark_grammar(schema))
    else:
        grammar = llg.LLMatcher.grammar_from_json_schema(schema, defaults=JSON_LAYOUT)
    failed, messages = llg.LLMatcher.validate_grammar_with_warnings(grammar)
    if failed:
        raise ConfigError(f"llguidance rejected the schema {schema.get('title')!r}: {messages}")
    return str(grammar)


def matcher_for(tokenizer: Any, grammar: str) -> Any:
    """A fresh ``LLMatcher`` (one per generation: it holds the parse state)."""
    llg = load_llguidance()
    matcher = llg.LLMatcher(tokenizer, grammar, log_level=0)
    if matcher.is_error():
        raise ConfigError(f"llguidance could not build a matcher: {matcher.get_error()}")
    return matcher


def normalise_tokenizer_json(text: str) -> str:
    """``tokenizer.json`` text with a byte-level tokenizer's decoder made plain ``ByteLevel``:
    transformers converts a GGUF byte-level BPE tokenizer with a ``Sequence([..., ByteLevel])``
    decoder, which llguidance reads as literal bytes (so ``": "`` could never be written)."""
    data = json.loads(text)

    def byte_level(node: Any) -> dict[str, Any] | None:
        if not isinstance(node, dict):
            return None
        if node.get("type") == "ByteLevel":
            return node
        if node.get("type") == "Sequence":
            parts = node.get("decoders") or node.get("pretokenizers") or ()
            return next((hit for p in parts if (hit := byte_level(p)) is not None), None)
        return None

    decoder = data.get("decoder")
    inner = byte_level(decoder)
    if inner is None or inner is decoder or byte_level(data.get("pre_tokenizer")) is None:
        return text
    data["decoder"] = inner
    return json.dumps(data, ensure_ascii=False)


#: the text whose tokens llguidance must decode back to the same bytes (a leading space is
#: where a misread byte-level vocabulary shows: \u0120 instead of b" ")
SELF_TEST_TEXT = " a"


def hf_tokenizer(tokenizer: Any, eos_token: int | None = None) -> Any:
    """An ``LLTokenizer`` for a transformers fast tokenizer (about a second: cache it);
    ``eos_token`` is the id allowed once the JSON is complete (default: the tokenizer's)."""
    llg = load_llguidance()
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is None:
        raise ConfigError(
            f"structured output needs a fast tokenizer, got {type(tokenizer).__name__}"
        )
    backend = copy.copy(backend)  # as llguidance.hf does: no padding/truncation in the JSON
    backend.no_padding()
    backend.no_truncation()
    eos = tokenizer.eos_token_id if eos_token is None else eos_token
    text = normalise_tokenizer_json(backend.to_str())
    try:
        llt = llg.LLTokenizer(text, eos_token=eos)
    except ValueError as exc:
        raise ConfigError(f"llguidance cannot read this tokenizer: {exc}") from None
    self_test(llt, tokenizer)
    return llt


class TokenizerMisread(ConfigError):
    """llguidance reads a tokenizer's bytes differently from the tokenizer itself: every
    constrained turn would fail, so this is never a reason to fall back to unconstrained."""


def self_test(llt: Any, tokenizer: Any) -> None:
    """Raise TokenizerMisread unless llguidance decodes ``tokenizer``'s ids of ``" a"`` to ``b" a"``."""
    ids = list(tokenizer.encode(SELF_TEST_TEXT, add_special_tokens=False))
    got = bytes(llt.decode_bytes(ids))
    # a sentencepiece tokenizer may add a dummy prefix space: then its own decode is the bar
    expected = {SELF_TEST_TEXT.encode(), tokenizer.decode(ids).encode()}
    if got not in expected:
        import transformers

        raise TokenizerMisread(
            f"llguidance misreads this tokenizer ({type(tokenizer).__name__}, transformers "
            f"{transformers.__version__}): tokens {ids} of {SELF_TEST_TEXT!r} decode to {got!r}, "
            f"not {SELF_TEST_TEXT.encode()!r}; constrained decoding would fail on every turn"
        )


class ConstraintError(TomsbError, RuntimeError):
    """A sampled token broke the grammar (the matcher is in error): a bug, never a format miss."""


class BatchGuidanceLogitsProcessor:
    """A transformers logits processor with one matcher per left-padded batch row (None:
    unconstrained), one packed bitmask filled for all rows in parallel. A stopped matcher's row
    may only take ``stop_ids`` (or its own end token); a matcher in error raises ConstraintError,
    or with ``on_error="count"`` is recorded in :attr:`errors` and its row ended."""

    def __init__(
        self,
        matchers: list[Any],
        prompt_len: int,
        stop_ids: Sequence[int] = (),
        *,
        vocab_size: int,
        on_error: str = "raise",
    ) -> None:
        if on_error not in ("raise", "count"):
            raise ConfigError(f"on_error must be 'raise' or 'count', got {on_error!r}")
        self.matchers, self.prompt_len, self.on_error = matchers, prompt_len, on_error
        self.stop_ids = list(stop_ids)
        self.vocab_size = vocab_size  # the matchers' tokenizer's (LLTokenizer.vocab_size)
        self.errors: dict[int, str] = {}
        self._executor: Any = None
        self._mask: Any = None  # the packed host bitmask, reused every step

    def _fill(self) -> Any:
        """The packed host bitmask (rows x ceil(vocab_size/32) int32) for this step."""
        import torch
        from llguidance.torch import fill_next_token_bitmask_par

        if self._mask is None:
            words = (self.vocab_size + 31) // 32
            self._mask = torch.empty(len(self.matchers), words, dtype=torch.int32)
            self._executor = load_llguidance().LLExecutor()
        mask = self._mask
        mask.fill_(-1)  # unconstrained rows: everything allowed
        live = []
        for row, m in enumerate(self.matchers):
            if m is None:
                continue
            if row in self.errors or (m.is_stopped() and self.stop_ids):
                mask[row] = 0
                for t in self.stop_ids:
                    mask[row, t // 32] |= _bit(t % 32)
            else:
                live.append((m, row))
        if live:
            fill_next_token_bitmask_par(self._executor, live, mask)
        return mask

    def _consume(self, tokens: list[int]) -> None:
        for row, (m, token) in enumerate(zip(self.matchers, tokens, strict=True)):
            if m is None or row in self.errors or m.is_stopped():
                continue
            if not m.consume_token(token) or m.is_error():
                message = m.get_error() or f"token {token} was rejected"
                if self.on_error == "raise":
                    raise ConstraintError(f"llguidance matcher failed on row {row}: {message}")
                self.errors[row] = message

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        if input_ids.shape[0] != len(self.matchers):
            raise ConfigError(f"{input_ids.shape[0]} rows for {len(self.matchers)} matchers")
        if input_ids.shape[1] > self.prompt_len:
            self._consume(input_ids[:, -1].tolist())  # one sync for the whole batch
        width = scores.shape[-1]
        packed = self._fill().to(scores.device, non_blocking=True)
        shifts = torch.arange(32, device=scores.device, dtype=torch.int32)
        n = min(width, self.vocab_size)
        allowed = ((packed[:, :, None] >> shifts) & 1).reshape(len(self.matchers), -1)[:, :n]
        scores[:, :n].masked_fill_(allowed == 0, float("-inf"))  # in place: no batch x vocab copy
        if n < width:  # logits past the vocabulary (embedding padding): constrained rows only
            rows = [row for row, m in enumerate(self.matchers) if m is not None]
            scores[rows, n:] = float("-inf")
        return scores


def _bit(i: int) -> int:  # bit i of an int32 word as a Python int (bit 31 is the sign bit)
    return -(1 << 31) if i == 31 else 1 << i
