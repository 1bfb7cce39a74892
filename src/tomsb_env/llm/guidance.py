"""Constrained decoding for in-process transformers models, with llguidance.

llguidance compiles a JSON schema (or a Lark grammar) into a matcher that says,
token by token, which vocabulary entries may come next; the logits processors
here mask the rest to ``-inf``. llguidance (the ``structured`` extra) is imported
only when a constrained call is made.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.llm.decoding import JSON_LAYOUT, think_lark_grammar

__all__ = [
    "BatchGuidanceLogitsProcessor",
    "GuidanceLogitsProcessor",
    "byte_tokenizer",
    "compile_grammar",
    "hf_tokenizer",
    "load_llguidance",
    "matcher_for",
]


def load_llguidance() -> Any:
    """The ``llguidance`` module, or a MissingExtraError naming the extra to install."""
    try:
        import llguidance
    except ImportError:
        raise MissingExtraError("llguidance", "structured", "structured output on hf:") from None
    return llguidance


def compile_grammar(schema: dict[str, Any], *, think: bool = False) -> str:
    """The llguidance grammar for ``schema``; ``think`` lets a ``<think>`` block come first.

    Raises ConfigError when llguidance rejects the schema (checked without a tokenizer).
    """
    # key order kept: llguidance emits properties in the order the schema lists them
    return _compile(json.dumps(schema, ensure_ascii=False), think)


@functools.lru_cache(maxsize=256)  # one entry per role, level tuple and field bound
def _compile(schema_text: str, think: bool) -> str:
    llg = load_llguidance()
    schema = json.loads(schema_text)
    if think:
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


class _ByteTokens:
    """256 one-byte tokens plus an end token: lets tests drive a matcher without a model."""

    def __init__(self) -> None:
        self.eos_token_id = 256
        self.bos_token_id = None
        self.tokens = [bytes([i]) for i in range(256)] + [b"<eos>"]
        self.special_token_ids = [256]

    def __call__(self, text: bytes) -> list[int]:
        return list(text)


def byte_tokenizer() -> Any:
    """An ``LLTokenizer`` whose tokens are single bytes (token id = byte value, 256 = end)."""
    llg = load_llguidance()
    return llg.LLTokenizer(llg.TokenizerWrapper(_ByteTokens()))


def hf_tokenizer(tokenizer: Any, eos_token: int | None = None) -> Any:
    """An ``LLTokenizer`` for a transformers fast tokenizer (about a second: cache it).

    ``eos_token`` is the id the grammar allows once the JSON is complete (default: the
    tokenizer's own end token; a chat template's turn-end token may differ)."""
    load_llguidance()
    import llguidance.hf

    try:
        return llguidance.hf.from_tokenizer(tokenizer, eos_token=eos_token)
    except ValueError as exc:
        raise ConfigError(f"structured output needs a fast tokenizer: {exc}") from None


def _blocked(matcher: Any, width: int) -> Any:
    """A bool tensor of ``width``: True for every token ``matcher`` forbids next.

    Logits beyond the tokenizer's vocabulary (padding rows of the embedding) are
    always blocked.
    """
    import numpy as np
    import torch

    if matcher.is_error():
        raise ConfigError(f"llguidance matcher failed: {matcher.get_error()}")
    bits = np.frombuffer(matcher.compute_bitmask(), dtype=np.uint8)
    allowed = np.unpackbits(bits, bitorder="little").astype(bool)
    n = min(allowed.shape[0], width)
    blocked = torch.ones(width, dtype=torch.bool)
    blocked[:n] = torch.from_numpy(~allowed[:n])
    return blocked


class GuidanceLogitsProcessor:
    """A transformers logits processor enforcing one matcher on a batch of one sequence.

    Each call first feeds the matcher the token sampled last (none on the first
    call, when the sequence is still the prompt), then masks every token the
    grammar forbids.
    """

    def __init__(self, matcher: Any, prompt_len: int) -> None:
        self.matcher = matcher
        self.prompt_len = prompt_len

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        if input_ids.shape[0] != 1:
            raise ConfigError("GuidanceLogitsProcessor handles one sequence at a time")
        if input_ids.shape[1] > self.prompt_len:
            self.matcher.consume_token(int(input_ids[0, -1]))
        blocked = _blocked(self.matcher, scores.shape[-1])
        return scores.masked_fill(blocked.to(scores.device), float("-inf"))


class BatchGuidanceLogitsProcessor:
    """A transformers logits processor with one matcher per batch row (None: unconstrained).

    Rows are left-padded to ``prompt_len``. Each call feeds every live row's
    matcher the token it sampled last, then masks that row's forbidden tokens.
    Once a row's matcher has stopped (the JSON is complete, or it took the end
    token) only ``stop_ids`` stay allowed: the row ends, and transformers pads
    it with a stop token from then on.
    """

    def __init__(self, matchers: list[Any], prompt_len: int, stop_ids: list[int]) -> None:
        self.matchers = matchers
        self.prompt_len = prompt_len
        self.stop_ids = list(stop_ids)

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        if input_ids.shape[0] != len(self.matchers):
            raise ConfigError(f"{input_ids.shape[0]} rows for {len(self.matchers)} matchers")
        step = input_ids.shape[1] > self.prompt_len
        blocked = torch.zeros(scores.shape, dtype=torch.bool)
        for row, matcher in enumerate(self.matchers):
            if matcher is None:
                continue
            if step and not matcher.is_stopped():
                matcher.consume_token(int(input_ids[row, -1]))
            if matcher.is_stopped():
                blocked[row] = True
                blocked[row, self.stop_ids] = False
            else:
                blocked[row] = _blocked(matcher, scores.shape[-1])
        return scores.masked_fill(blocked.to(scores.device), float("-inf"))
