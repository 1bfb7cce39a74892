"""JSON schemas of the agents' turns for constrained decoding (:mod:`tomsb_env.llm.decoding`):
unlike the parser's lenient schemas, enforced as written by every engine and finishable by a
small model (beliefs keyed by the scenario's levels, every field required and no other allowed,
a ``maxLength`` on free text); whatever they accept also parses (tested). :func:`grounded` makes
each estimate level an enum of the world's names at that level (docs/llm_backends.md)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tomsb_env.errors import ConfigError, did_you_mean
from tomsb_env.estimates import CANNOT_TELL
from tomsb_env.llm.base import SamplingParams
from tomsb_env.llm.decoding import check_structured
from tomsb_env.types import Signal
from tomsb_env.universe.tree import Universe

#: maxLength of a free-text field: room for two or three sentences.
DEFAULT_FIELD_CHARS = 400
_NAME_CHARS = 100  # an entity name in a belief object

#: The defender's output fields in order; ``reply`` is always last and always present.
DEFENDER_FIELDS = (
    "attacker_belief_about_target",
    "attacker_trust_in_us",
    "attacker_prior_estimate",
    "attacker_belief_estimate",
    "reflection",
    "reply",
)
_DEFENDER_BELIEFS = frozenset({"attacker_prior_estimate", "attacker_belief_estimate"})
#: A defender field no built-in prompt asks for: the one name its reply asserts, as
#: ``{level: name}``, or null; checked against the reply by the parser (a trainer's option).
CLAIM_FIELD = "claim"


def _text(chars: int) -> dict[str, Any]:
    return {"type": "string", "maxLength": chars}


def _belief_object(levels: tuple[str, ...], chars: int) -> dict[str, Any]:
    name = {"anyOf": [_text(min(_NAME_CHARS, chars)), {"type": "null"}]}
    return _object({lv: name for lv in levels})


def _check_levels(levels: Sequence[str]) -> tuple[str, ...]:
    out = tuple(levels)
    if not out or not all(isinstance(lv, str) and lv for lv in out):
        raise ConfigError(f"levels must be non-empty level names, got {list(levels)!r}")
    if len(set(out)) != len(out):
        raise ConfigError(f"levels must be distinct, got {list(out)!r}")
    return out


def _check_chars(field_chars: int) -> int:
    if not isinstance(field_chars, int) or field_chars < 16:
        raise ConfigError(f"field_chars must be an integer >= 16, got {field_chars!r}")
    return field_chars


def attacker_turn_schema(
    levels: Sequence[str], *, field_chars: int = DEFAULT_FIELD_CHARS
) -> dict[str, Any]:
    """The attacker's turn for a scenario with ``levels`` (cached: treat it as read-only)."""
    return _attacker(_check_levels(levels), _check_chars(field_chars))


@functools.lru_cache(maxsize=128)
def _attacker(levels: tuple[str, ...], chars: int) -> dict[str, Any]:
    props: dict[str, Any] = {
        "trust_score": {"type": "integer", "minimum": 0, "maximum": 5},
        "belief": _text(chars),
        "belief_state": _belief_object(levels, chars),
        "reflection": _text(chars),
        "signal": {"enum": [s.value for s in Signal]},
        "prompt": _text(chars),
    }
    return {"title": "attacker_turn", **_object(props)}


def defender_turn_schema(
    levels: Sequence[str],
    *,
    fields: Sequence[str] = DEFENDER_FIELDS,
    field_chars: int = DEFAULT_FIELD_CHARS,
) -> dict[str, Any]:
    """The defender's turn with ``fields`` (a subset of :data:`DEFENDER_FIELDS`, in that order;
    ``reply`` is added when missing), cached: treat it as read-only."""
    if unknown := [f for f in fields if f not in DEFENDER_FIELDS]:
        raise ConfigError(
            f"unknown defender field {unknown[0]!r}{did_you_mean(unknown[0], DEFENDER_FIELDS)}; "
            f"valid: {', '.join(DEFENDER_FIELDS)}"
        )
    ordered = tuple(f for f in DEFENDER_FIELDS if f in fields or f == "reply")
    return _defender(_check_levels(levels), ordered, _check_chars(field_chars))


@functools.lru_cache(maxsize=128)
def _defender(levels: tuple[str, ...], names: tuple[str, ...], chars: int) -> dict[str, Any]:
    props = {
        name: _belief_object(levels, chars) if name in _DEFENDER_BELIEFS else _text(chars)
        for name in names
    }
    return {"title": "defender_turn", **_object(props)}


def grounded(schema: dict[str, Any], world: Universe, *, claim: bool = False) -> dict[str, Any]:
    """``schema`` for one scenario: each defender estimate level an enum of ``world``'s names at
    that level (or ``"?"`` or null), and with ``claim`` a :data:`CLAIM_FIELD` (one level's name,
    or null) before ``reply``; a schema without estimates or claim is returned as it is."""
    props = dict(schema["properties"])
    if not claim and not _DEFENDER_BELIEFS & props.keys():
        return schema
    names = {lv: list(world.nodes_at(lv)) for lv in world.levels}
    for key in _DEFENDER_BELIEFS & props.keys():
        props[key] = _object({lv: {"enum": [*names[lv], CANNOT_TELL, None]} for lv in names})
    if claim:
        one = [_object({lv: {"enum": names[lv]}}) for lv in names]
        reply = props.pop("reply")  # the claim goes before it
        props |= {CLAIM_FIELD: {"anyOf": [*one, {"type": "null"}]}, "reply": reply}
    return {**schema, **_object(props)}


def _object(props: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


class TurnSchemas:
    """An agent's structured-output setting; :meth:`params` returns ``base`` with the turn's schema
    (``build(levels, chars)`` made :func:`grounded` in the world) attached, or as is when "off"."""

    __slots__ = ("_build", "field_chars", "structured")

    def __init__(
        self,
        build: Callable[[tuple[str, ...], int], dict[str, Any]],
        structured: str = "auto",
        field_chars: int = DEFAULT_FIELD_CHARS,
    ) -> None:
        self.structured = check_structured(structured)
        self.field_chars = _check_chars(field_chars)
        self._build = build

    def params(self, base: SamplingParams, world: Universe) -> SamplingParams:
        if self.structured == "off":
            return base
        schema = grounded(self._build(world.levels, self.field_chars), world)
        return replace(base, json_schema=schema)
