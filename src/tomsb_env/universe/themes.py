"""Name pools for generated universes (``docs/scenarios.md``): ten themes plus a pool of
people's names, data in ``themes.json`` read on first use (importing the package costs nothing)."""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from importlib import resources
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError

#: Function words that never make a name distinctive.
GLOBAL_GENERIC = frozenset({"of", "the", "and", "for", "s"})


_CHUNK = re.compile(r"[^\W_]+")
# camelCase humps and letter/digit changes inside one chunk
_HUMP = re.compile(
    r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])|(?<=[a-z\u00df-\u00ff])(?=[A-Z\u00c0-\u00de])"
)


@lru_cache(maxsize=65536)
def name_tokens(name: str) -> tuple[str, ...]:
    """Lower-cased word parts of a name, split at separators, camelCase and digit changes."""
    return tuple(
        part.casefold() for chunk in _CHUNK.findall(name) for part in _HUMP.split(chunk) if part
    )


@dataclass(frozen=True)
class NamePool:
    """Candidate names for one level: written-out names plus compositions, each a
    ``(template, parts)`` pair that fills the template with every combination of parts."""

    names: tuple[str, ...] = ()
    compositions: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...] = ()

    @cached_property
    def candidates(self) -> tuple[str, ...]:
        """Every candidate, deduplicated, in a fixed order (built on first use)."""
        composed = (
            template.format(*combo)
            for template, parts in self.compositions
            for combo in itertools.product(*parts)
        )
        return tuple(dict.fromkeys(itertools.chain(self.names, composed)))


@dataclass(frozen=True)
class Theme:
    """Level names and name pools for one kind of universe."""

    key: str
    description: str
    levels: tuple[str, str, str]
    pools: tuple[NamePool, NamePool, NamePool]
    #: names for extra levels inserted between the middle and the last level (depth > 3)
    sublevels: tuple[str, ...]
    generic: frozenset[str] = field(default_factory=frozenset)

    @cached_property
    def generic_tokens(self) -> frozenset[str]:
        return GLOBAL_GENERIC | {w.casefold() for w in self.generic}

    def level_plan(self, depth: int) -> list[tuple[str, NamePool]]:
        """Level names and pools for a universe of ``depth`` levels."""
        deepest = 3 + len(self.sublevels)
        if not 1 <= depth <= deepest:
            raise ConfigError(
                f"theme {self.key!r} supports depth 1 to {deepest}, got depth={depth}"
            )
        top, mid, leaf = zip(self.levels, self.pools, strict=True)
        if depth == 1:
            return [top]
        if depth == 2:
            return [top, leaf]
        extra = [(name, mid[1]) for name in self.sublevels[: depth - 3]]
        return [top, mid, *extra, leaf]


def _pool(record: dict[str, Any]) -> NamePool:
    return NamePool(
        tuple(record["names"]),
        tuple((c["template"], tuple(map(tuple, c["parts"]))) for c in record["compositions"]),
    )


@cache
def _load() -> tuple[dict[str, Theme], tuple[str, ...]]:
    """``themes.json`` as themes and person names (read on first use, then kept)."""
    text = resources.files(__package__).joinpath("themes.json").read_text(encoding="utf-8")
    data = json.loads(text)
    out: dict[str, Theme] = {}
    for t in data["themes"]:
        top, mid, leaf = (_pool(p) for p in t["pools"])
        out[t["key"]] = Theme(
            key=t["key"],
            description=t["description"],
            levels=tuple(t["levels"]),
            pools=(top, mid, leaf),
            sublevels=tuple(t["sublevels"]),
            generic=frozenset(t["generic"]),
        )
    return out, tuple(data["person_names"])


def themes() -> dict[str, Theme]:
    """Every theme, by key, in a fixed order."""
    return _load()[0]


def person_names() -> tuple[str, ...]:
    """First names for targets and attacker personas, from many languages and regions."""
    return _load()[1]


def get_theme(name: str | Theme) -> Theme:
    """Look a theme up by key (a :class:`Theme` passes through)."""
    if isinstance(name, Theme):
        return name
    try:
        return themes()[name]
    except KeyError:
        raise UnknownNameError("theme", str(name), themes()) from None
