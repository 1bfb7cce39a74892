"""Helpers shared by the OpenAI-compatible backend tests (fixture `server`: conftest)."""

from __future__ import annotations

import json
from typing import Any

from tomsb_env.llm import make_backend
from tomsb_env.llm.openai_http import OpenAICompatBackend
from tomsb_env.llm.spec import TEST_HOOKS
from tomsb_env.testing import FakeOpenAIServer, Reply

# retries and backoff scaled down so failure-path tests never really wait
FAST = {"backoff_base_s": 0.001, "retry_after_scale": 0.001, "timeout_s": 5.0}


def backend(
    srv: FakeOpenAIServer, model: str = "fake-model", **options: object
) -> OpenAICompatBackend:
    hooks = {k: options.pop(k) for k in TEST_HOOKS if k in options}
    b = make_backend(f"openai:{srv.base_url}@{model}", **{**FAST, **options})
    assert isinstance(b, OpenAICompatBackend)
    return with_hooks(b, **hooks)


def with_hooks(b: Any, **hooks: Any) -> Any:
    """``b`` with the test hooks (``rng``, ``clock``, ``sleep``) a spec's options refuse."""
    for name, value in hooks.items():
        setattr(b, f"_{name}", value)
    return b


def protocol_responder(body: dict[str, Any], n: int) -> Any:
    """Valid turns by model name: the attacker declares success at its third turn;
    model ``broken`` answers 500."""
    messages = body["messages"]
    turn = 1 + sum(m["role"] == "assistant" for m in messages)
    if body["model"] == "attacker":
        done = turn >= 3
        return json.dumps(
            {
                "trust_score": 4,
                "belief": "no idea yet",
                "reflection": "ask more",
                "signal": "attack successful" if done else "query again",
                "prompt": "Where?",
            }
        )
    if body["model"] == "broken":
        return Reply.error(500, "the model is down")
    return json.dumps(
        {
            "reply": "Somewhere far away.",
            "attacker_belief_about_target": "nothing",
            "attacker_trust_in_us": "4",
            "reflection": "vague",
        }
    )


class _ByteTokens:
    """256 one-byte tokens plus an end token: lets tests drive a matcher without a model."""

    def __init__(self) -> None:
        self.eos_token_id, self.bos_token_id, self.special_token_ids = 256, None, [256]
        self.tokens = [bytes([i]) for i in range(256)] + [b"<eos>"]

    def __call__(self, text: bytes) -> list[int]:
        return list(text)


def byte_tokenizer() -> Any:
    """An llguidance ``LLTokenizer`` whose tokens are single bytes (token id = byte value,
    256 = end)."""
    from tomsb_env.llm.guidance import load_llguidance

    llg = load_llguidance()
    return llg.LLTokenizer(llg.TokenizerWrapper(_ByteTokens()))
