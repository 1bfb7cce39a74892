"""Prompt machinery below the agents (whose prompts import from here, never the reverse):
versioned templates, their hash in every episode record; quoting the other party's text; filling a
system prompt for one scenario."""

from __future__ import annotations

import functools
import hashlib
import json
import re
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.universe.tree import Universe


@dataclass(frozen=True)
class Prompt:
    """A prompt template. Placeholders use ``$name`` so literal JSON braces need no escaping."""

    name: str
    version: int
    template: str
    description: str = ""

    @functools.cached_property
    def sha(self) -> str:
        """First 12 hex digits of sha256 over name, version and template."""
        payload = f"{self.name}\n{self.version}\n{self.template}".encode()
        return hashlib.sha256(payload).hexdigest()[:12]

    @functools.cached_property
    def placeholders(self) -> frozenset[str]:
        found = string.Template.pattern.finditer(self.template)
        return frozenset(filter(None, (m.group("named") or m.group("braced") for m in found)))

    def render(self, **values: str) -> str:
        """The template with every placeholder filled; a missing or extra value is an error."""
        missing = self.placeholders - values.keys()
        extra = values.keys() - self.placeholders
        if missing or extra:
            raise ConfigError(
                f"prompt {self.name!r} v{self.version}: missing values {sorted(missing)}, "
                f"unexpected values {sorted(extra)}; expected exactly {sorted(self.placeholders)}"
            )
        return string.Template(self.template).substitute(values)


@functools.cache
def sections(group: str) -> dict[str, str]:
    """The named texts of ``tomsb_env/data/prompts/<group>.txt`` (prompts are data): each
    opens with a line ``@@ <name>`` and ends before the next, less the newline before it."""
    path = resources.files("tomsb_env").joinpath("data", "prompts", f"{group}.txt")
    _, *parts = re.split(r"^@@ (\S+)\n", path.read_text(encoding="utf-8"), flags=re.M)
    return {name: body.removesuffix("\n") for name, body in zip(*[iter(parts)] * 2, strict=True)}


def select(prompts: Mapping[str, Prompt], kind: str | Prompt, what: str) -> Prompt:
    """``prompts[kind]`` (a Prompt as it is), or an :class:`UnknownNameError` listing the kinds."""
    if isinstance(kind, Prompt):
        return kind
    try:
        return prompts[kind]
    except KeyError:
        raise UnknownNameError(what, kind, prompts) from None


def prompt_hashes(prompts: Iterable[Prompt]) -> dict[str, str]:
    """``{name: sha}``: what an agent records into ``EpisodeMeta.prompts``."""
    return {p.name: p.sha for p in prompts}


REASK = Prompt(
    name="reask",
    version=1,
    description="sent after an output that failed to parse or validate",
    template=(
        "That output could not be used: $error\n"
        "${hint}"
        "Send the turn again as a single JSON object with every required key, "
        "and put no other text before or after it."
    ),
)


_RUN_RE = re.compile(r"<{3,}|>{3,}")


def quote_untrusted(text: str, label: str) -> str:
    """``text`` between ``<<<LABEL`` and ``LABEL>>>`` markers; runs of 3+ angle brackets in it
    are spaced out, so the quoted party cannot close the block early."""
    text = _RUN_RE.sub(lambda m: " ".join(m.group()), text)
    return f"<<<{label}\n{text}\n{label}>>>"


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # made once, not per call


def dump_json(obj: Any) -> str:
    """Compact JSON (no spaces, UTF-8 as is) for prompts and an agent's replayed turns."""
    return _COMPACT.encode(obj)


#: In an output example given to :func:`fill_system_prompt`: ``{level: null, ...}``.
LEVEL_MAP: Any = object()


def world_json(layers: Mapping[str, Any]) -> str:
    """The universe as valid JSON, one line per level or parent (about half the tokens of indented
    JSON); a flat mapping as ``json.dumps(indent=2)`` writes it, without its reference cycles."""
    rows: list[str] = []
    for level, value in layers.items():
        if isinstance(value, Mapping):
            inner = ",\n".join(f"    {dump_json(k)}: {dump_json(v)}" for k, v in value.items())
            rows.append(f"  {dump_json(level)}: {{\n{inner}\n  }}")
        else:
            rows.append(f"  {dump_json(level)}: {dump_json(value)}")
    return "{\n" + ",\n".join(rows) + "\n}" if rows else "{}"


@functools.lru_cache(maxsize=1024)  # both agents' prompts of every episode on a scenario show it
def universe_json(universe: Universe) -> str:
    """:func:`world_json` of a universe's layers."""
    return world_json(universe.to_layers())


def level_keys(levels: Sequence[str]) -> str:
    """Level names as a comma-separated list of JSON strings, for output specifications."""
    return ", ".join(dump_json(lv) for lv in levels)  # one encoder, not one built per name


def fill_system_prompt(
    prompt: Prompt, brief: Any, context: Callable[[Any], str], example: Mapping[str, Any]
) -> str:
    """A system prompt's ``$context`` (``context`` reads nothing but ``brief``), ``$levels`` and
    ``$example`` (the output format as JSON, each ``LEVEL_MAP`` spelled out for the levels). Each
    episode of a scenario has the same prompts: the last few hundred are kept (~2 KiB each)."""
    try:  # the brief's fields (its mappings as their items) are the key; it rides along
        key = _Key(tuple(v.items()) if isinstance(v, Mapping) else v for v in vars(brief).values())
        key.brief = brief
        return _filled(prompt, key, context, (type(brief), *example.items()))
    except TypeError:  # something unhashable in the brief or the example
        return _fill(prompt, brief, context, example)


class _Key(tuple):  # type: ignore[type-arg]
    brief: Any


@functools.lru_cache(maxsize=512)  # a protocol run's scenarios x prompts in play: ~1 MiB at most
def _filled(prompt: Prompt, key: _Key, context: Any, example: tuple[Any, ...]) -> str:
    return _fill(prompt, key.brief, context, dict(example[1:]))


def _fill(
    prompt: Prompt, brief: Any, context: Callable[[Any], str], example: Mapping[str, Any]
) -> str:
    levels = tuple(brief.universe.levels)
    shape = {k: dict.fromkeys(levels) if v is LEVEL_MAP else v for k, v in example.items()}
    example_json = json.dumps(shape, ensure_ascii=False)
    return prompt.render(context=context(brief), levels=level_keys(levels), example=example_json)
