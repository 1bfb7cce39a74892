"""Backend-generic constrained decoding: structured-output modes, OpenAI's ``response_format``
and llguidance grammars of a turn schema (:mod:`tomsb_env.agents.turn_schemas`)."""

from __future__ import annotations

import functools
import json
from typing import Any

from tomsb_env.errors import ConfigError, did_you_mean

#: ``structured=`` values: "auto" constrains where the backend can, "on" insists, "off" never.
STRUCTURED_MODES = ("auto", "on", "off")
#: How llguidance bounds a schema's ``maxLength`` fields. "chars": as written (JSON Schema).
#: "tokens": each such field may take ``maxLength / TOKEN_CHARS`` tokens and holds no
#: escape, no double quote and no control character (see :func:`token_bounded_lark`).
FIELD_BOUNDS = ("chars", "tokens")
#: characters per token assumed when a ``maxLength`` becomes a token bound (English text
#: runs at about four characters a token in the common BPE vocabularies)
TOKEN_CHARS = 4


def _check_choice(name: str, value: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise ConfigError(
            f"{name} must be one of {', '.join(map(repr, choices))}, "
            f"got {value!r}{did_you_mean(str(value), choices)}"
        )
    return value


check_field_bounds = functools.partial(_check_choice, "field_bounds", choices=FIELD_BOUNDS)
check_structured = functools.partial(_check_choice, "structured", choices=STRUCTURED_MODES)


def response_format(schema: dict[str, Any]) -> dict[str, Any]:
    """The OpenAI ``response_format`` for ``schema`` (vLLM's and SGLang's servers take it too)."""
    name = str(schema.get("title") or "turn")
    return {"type": "json_schema", "json_schema": {"name": name, "schema": schema, "strict": True}}


#: llguidance's JSON layout: one space after "," and ":" and no other whitespace, so a
#: small model cannot pad its answer with newlines until the token budget runs out.
JSON_LAYOUT = {"whitespace_flexible": False, "item_separator": ", ", "key_separator": ": "}
_THINK = 'THINK: "<think>" /(?s:.*)/ & ~/(?s:.*<\\/think>.*)/ "</think>" /[ \\t\\r\\n]*/\n'


def think_lark_grammar(schema: dict[str, Any]) -> str:
    """An llguidance Lark grammar: an optional ``<think>...</think>`` block (ending at the
    first ``</think>``), then ``schema``."""
    body = json.dumps({**schema, "x-guidance": JSON_LAYOUT}, ensure_ascii=False)
    return f"start: THINK? body\n{_THINK}body: %json {body}\n"


# A JSON string's characters: any escape (llguidance's JSON strings take the same), or,
# in a token-bounded field, none: a bound reached right after a backslash would end the
# field there, and the closing quote would then be read as an escaped one.
_ESCAPED = r'/(?:[^"\\\x00-\x1f]|\\(?:["\\\/bfnrt]|u[0-9a-fA-F]{4}))*/'
_PLAIN = r'/[^"\\\x00-\x1f]*/'
_UNESCAPED = {ord('"'): "'", ord("\\"): "/", **{i: " " for i in range(32)}}


def unescaped(text: str) -> str:
    """``text`` as a token-bounded field can hold it: ``"`` as ``'``, a backslash as ``/`` and
    control characters as spaces (for demonstrations the decoder could have written)."""
    return text.translate(_UNESCAPED)


def token_bounded_lark(schema: dict[str, Any], *, think: bool = False) -> str:
    """An llguidance Lark grammar for ``schema`` where each ``maxLength`` string is bounded in
    tokens (``maxLength / TOKEN_CHARS``, rounded up): a character bound makes every character a
    new lexer state, so llguidance computes the mask afresh each step
    (``benchmarks/perf/bench_mask_fill.py``). JSON laid out as :data:`JSON_LAYOUT`, bounded
    strings without escapes; a field may run past ``maxLength`` characters, or end inside a
    character cut at its bound (U+FFFD). Covers the turn schemas' keywords (all-required objects,
    strings, ``null``, string enums, integers and ranges of at most 100, ``anyOf``); anything else
    is a ConfigError."""
    rules: list[str] = []

    def rule(body: str, attrs: str = "") -> str:
        name = f"r{len(rules)}"
        rules.append(f"{name}{attrs}: {body}")
        return name

    def lit(json_text: str) -> str:  # a Lark literal matching ``json_text`` exactly
        return json.dumps(json_text, ensure_ascii=False)

    quote = lit('"')

    def node(sub: dict[str, Any]) -> str:
        keys = set(sub) - {"title", "description", "$schema"}
        kind = sub.get("type")
        if keys == {"anyOf"}:
            return rule(" | ".join(node(s) for s in sub["anyOf"]))
        if "enum" in keys and keys <= {"enum", "type"}:
            return rule(" | ".join(lit(json.dumps(v, ensure_ascii=False)) for v in sub["enum"]))
        if kind == "object" and keys <= {"type", "properties", "required", "additionalProperties"}:
            props = sub.get("properties", {})
            if set(sub.get("required", ())) != set(props) or sub.get("additionalProperties"):
                raise ConfigError(
                    f"token bounds need an object whose properties are all required and no "
                    f"others allowed; got {sorted(props)} with required {sub.get('required')}"
                )
            pairs = f" {lit(', ')} ".join(
                f"{lit(json.dumps(name, ensure_ascii=False) + ': ')} {node(s)}"
                for name, s in props.items()
            )
            return rule(f"{lit('{')} {pairs} {lit('}')}" if props else lit("{}"))
        if kind == "string" and keys <= {"type", "maxLength"}:
            if "maxLength" not in keys:
                return rule(f"{quote} {rule(_ESCAPED)} {quote}")
            tokens = -(-int(sub["maxLength"]) // TOKEN_CHARS)
            return rule(f"{quote} {rule(_PLAIN, f'[max_tokens={tokens}]')} {quote}")
        if kind == "null" and keys == {"type"}:
            return rule(lit("null"))
        if kind == "integer" and keys == {"type"}:
            return rule(r"/-?(?:0|[1-9][0-9]*)/")
        if kind == "integer" and keys == {"type", "minimum", "maximum"}:
            low, high = int(sub["minimum"]), int(sub["maximum"])
            if 0 <= high - low <= 100:
                return rule(" | ".join(lit(str(i)) for i in range(low, high + 1)))
        raise ConfigError(f"token bounds cannot express the schema part {sub!r}")

    top = node(schema)
    head = f"start: THINK? {top}\n{_THINK}" if think else f"start: {top}\n"
    return head + "\n".join(rules) + "\n"
