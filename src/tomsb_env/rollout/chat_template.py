"""ChatML framing rendered piece by piece, so a trajectory's tokens are never re-tokenised."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: an empty reasoning block pre-filled after the assistant header: Qwen3's "thinking off"
QWEN3_NO_THINKING = "<think>\n\n</think>\n\n"


def no_thinking_prefix(tokenizer: Any) -> str:
    """:data:`QWEN3_NO_THINKING` where ``<think>`` and ``</think>`` are tokens of ``tokenizer``
    (Qwen3's switch), else "": a model without them would read nine tokens of plain text."""
    vocab = tokenizer.get_vocab() if hasattr(tokenizer, "get_vocab") else {}
    return QWEN3_NO_THINKING if {"<think>", "</think>"} <= vocab.keys() else ""


@dataclass(frozen=True)
class ChatTemplate:
    """ChatML framing (Qwen2.5/Qwen3, SmolLM2), rendered piece by piece: only the text between
    completions is tokenised, so sampling and training contexts are identical."""

    start: str = "<|im_start|>"
    end: str = "<|im_end|>"
    assistant_prefix: str = ""  # QWEN3_NO_THINKING switches Qwen3's thinking off

    def first(self, system: str, user: str) -> str:
        s, e = self.start, self.end
        return f"{s}system\n{system}{e}\n{s}user\n{user}{e}\n{s}assistant\n{self.assistant_prefix}"

    def follow_up(self, user: str, closed: bool) -> str:
        """Text after a completion; closes the assistant turn if the model did not."""
        s, e = self.start, self.end
        return f"{'' if closed else e}\n{s}user\n{user}{e}\n{s}assistant\n{self.assistant_prefix}"
