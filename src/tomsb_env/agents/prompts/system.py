"""Filling a system prompt for one scenario."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from tomsb_env.agents.prompts.quoting import dump_json
from tomsb_env.agents.prompts.template import Prompt
from tomsb_env.universe.tree import Universe

__all__ = [
    "LEVEL_MAP",
    "fill_system_prompt",
    "level_keys",
    "universe_json",
    "world_json",
]

#: In an output example given to :func:`fill_system_prompt`: ``{level: null, ...}``.
LEVEL_MAP: Any = object()


def world_json(layers: Mapping[str, Any]) -> str:
    """The universe as valid JSON with one line per level or parent: readable at about half
    the tokens of fully indented JSON. A flat mapping comes out as ``json.dumps(indent=2)``
    writes it, without the reference cycles that encoder leaves to the garbage collector."""
    rows: list[str] = []
    for level, value in layers.items():
        if isinstance(value, Mapping):
            inner = ",\n".join(f"    {dump_json(k)}: {dump_json(v)}" for k, v in value.items())
            rows.append(f"  {dump_json(level)}: {{\n{inner}\n  }}")
        else:
            rows.append(f"  {dump_json(level)}: {dump_json(value)}")
    return "{\n" + ",\n".join(rows) + "\n}" if rows else "{}"


@lru_cache(maxsize=1024)  # both agents' prompts of every episode on a scenario show it
def universe_json(universe: Universe) -> str:
    """:func:`world_json` of a universe's layers."""
    return world_json(universe.to_layers())


def level_keys(levels: Sequence[str]) -> str:
    """Level names as a comma-separated list of JSON strings, for output specifications."""
    return ", ".join(dump_json(lv) for lv in levels)  # one encoder, not one built per name


def fill_system_prompt(
    prompt: Prompt, brief: Any, context: Callable[[Any], str], example: Mapping[str, Any]
) -> str:
    """A system prompt's ``$context``, ``$levels`` and ``$example`` (the output format,
    as JSON, with each ``LEVEL_MAP`` spelled out for the scenario's levels); ``context``
    reads nothing but ``brief``. Each episode of a scenario has the same prompts, so the
    last few hundred are kept (about 2 KiB each)."""
    try:  # the brief's fields (its mappings as their items) are the key; it rides along
        key = _Key(tuple(v.items()) if isinstance(v, Mapping) else v for v in vars(brief).values())
        key.brief = brief
        return _filled(prompt, key, context, (type(brief), *example.items()))
    except TypeError:  # something unhashable in the brief or the example
        return _fill(prompt, brief, context, example)


class _Key(tuple):  # type: ignore[type-arg]
    brief: Any


@lru_cache(maxsize=512)  # a protocol run's scenarios x prompts in play: ~1 MiB at most
def _filled(prompt: Prompt, key: _Key, context: Any, example: tuple[Any, ...]) -> str:
    return _fill(prompt, key.brief, context, dict(example[1:]))


def _fill(
    prompt: Prompt, brief: Any, context: Callable[[Any], str], example: Mapping[str, Any]
) -> str:
    levels = tuple(brief.universe.levels)
    shape = {k: dict.fromkeys(levels) if v is LEVEL_MAP else v for k, v in example.items()}
    example_json = json.dumps(shape, ensure_ascii=False)
    return prompt.render(context=context(brief), levels=level_keys(levels), example=example_json)
