"""Backend-generic constrained decoding: the structured-output modes, the OpenAI
``response_format`` wrapper and llguidance's grammar for an optional thinking block
(the game's turn schemas are :mod:`tomsb_env.agents.turn_schemas`).
"""

from __future__ import annotations

import json
from typing import Any

from tomsb_env.errors import ConfigError, did_you_mean

__all__ = [
    "JSON_LAYOUT",
    "STRUCTURED_MODES",
    "check_structured",
    "response_format",
    "think_lark_grammar",
]

#: ``structured=`` values: "auto" constrains where the backend can, "on" insists, "off" never.
STRUCTURED_MODES = ("auto", "on", "off")


def check_structured(value: str) -> str:
    """``value`` if it is one of :data:`STRUCTURED_MODES`, else a ConfigError naming them."""
    if value not in STRUCTURED_MODES:
        raise ConfigError(
            f"structured must be one of {', '.join(map(repr, STRUCTURED_MODES))}, "
            f"got {value!r}{did_you_mean(str(value), STRUCTURED_MODES)}"
        )
    return value


def response_format(schema: dict[str, Any]) -> dict[str, Any]:
    """The OpenAI ``response_format`` for ``schema`` (vLLM's and SGLang's servers take it too)."""
    name = str(schema.get("title") or "turn")
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}


#: llguidance's JSON layout: one space after "," and ":" and no other whitespace, so a
#: small model cannot pad its answer with newlines until the token budget runs out.
JSON_LAYOUT = {"whitespace_flexible": False, "item_separator": ", ", "key_separator": ": "}


def think_lark_grammar(schema: dict[str, Any]) -> str:
    """An llguidance Lark grammar: an optional ``<think>...</think>`` block (ending at the
    first ``</think>``), then ``schema``."""
    body = json.dumps({**schema, "x-guidance": JSON_LAYOUT}, ensure_ascii=False)
    return (
        "start: THINK? body\n"
        'THINK: "<think>" /(?s:.*)/ & ~/(?s:.*<\\/think>.*)/ "</think>" /[ \\t\\r\\n]*/\n'
        f"body: %json {body}\n"
    )
