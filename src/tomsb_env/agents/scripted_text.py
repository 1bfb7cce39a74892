"""Text helpers both scripted sides use (wording, labels, cues, lookups), kept here so that
``attackers/`` and ``defenders/`` both import this module and neither imports the other."""

from __future__ import annotations

import functools
import json
import random
import re
import zlib
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any, TypeVar

import numpy as np

from tomsb_env.errors import UnknownNameError
from tomsb_env.universe.cache import UniverseCache
from tomsb_env.universe.tree import Universe

T = TypeVar("T")


@functools.cache
def wording(section: str) -> dict[str, Any]:
    """One section of ``data/wording.json`` (wording is data): phrase pools as tuples by name."""
    text = resources.files("tomsb_env").joinpath("data", "wording.json").read_text(encoding="utf-8")
    return {k: tuple(v) if isinstance(v, list) else v for k, v in json.loads(text)[section].items()}


#: Doubt cues (lower case): one is in every attacker DOUBT phrasing, none in the neutral pools.
DOUBT_CUES: tuple[str, ...] = wording("cues")["doubt"]


def pick(rng: random.Random, pool: Sequence[str]) -> str:
    """One phrasing from ``pool``, drawn with the agent's own RNG."""
    return pool[int(rng.random() * len(pool))]


def entity(value: str, label: str) -> str:
    """``the Sensors group``; no second article (``The Hub``), and no label when the name
    already holds it as a word (``Walnut Ward``, ``Ministry of Tourism``)."""
    named = value if value[:4].lower() == "the " else f"the {value}"
    return named if find_word(value.lower(), label.rsplit(" ", 1)[-1]) else f"{named} {label}"


def _label(level: str) -> str:
    words = [w.lower() for w in re.split(r"[\s_\-]+", level.strip()) if w]
    if len(words) > 1 and words[-1] in ("name", "id"):
        words = words[:-1]
    return " ".join(words) or level


def _level_labels(universe: Universe) -> dict[str, str]:
    """Readable level names (``team_name`` -> ``team``, ``project_code`` -> ``project code``), or
    the spaced full names when two levels would share a label."""
    labels = {lv: _label(lv) for lv in universe.levels}
    if len(set(labels.values())) < len(labels):
        labels = {lv: lv.replace("_", " ").lower() for lv in universe.levels}
    return labels


#: The cached :func:`_level_labels` of a universe (keyed by identity).
level_labels: UniverseCache[dict[str, str]] = UniverseCache(_level_labels)


def agent_random(rng: np.random.Generator, *keys: str) -> random.Random:
    """A fast ``random.Random``: one draw from the episode RNG mixed with a checksum of
    ``keys``, so one RNG shared across scenarios does not line the agents' choices up."""
    mix = zlib.crc32("|".join(keys).encode("utf-8"))
    return random.Random(int(rng.integers(2**63)) ^ mix)


def _squash(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def registered(kind: str, name: str, registry: Mapping[str, T], prefix: str = "scripted") -> T:
    """``registry``'s entry for ``name`` (case, ``-``/``_``/space and a ``prefix:`` ignored), or
    an :class:`~tomsb_env.errors.UnknownNameError` naming the closest."""
    key = name.split(":", 1)[1] if name.lower().startswith(f"{prefix}:") else name
    if key in registry:  # the usual case, once per episode: skip squashing every entry
        return registry[key]
    wanted = _squash(key)
    for entry, value in registry.items():
        if _squash(entry) == wanted:
            return value
    raise UnknownNameError(kind, name, registry)


def normalise(text: str) -> str:
    """Lower-cased text with typographic apostrophes made plain, for the cue lists."""
    return text.lower().replace("\u2019", "'")


def has_any(low: str, cues: tuple[str, ...]) -> bool:
    """Whether the lower-cased ``low`` contains any of ``cues``."""
    for c in cues:  # noqa: SIM110 - a plain loop beats any() over a generator here
        if c in low:
            return True
    return False


def find_word(low: str, word: str) -> list[tuple[int, int]]:
    """Spans of ``word`` (or its plural) as a whole word in ``low``; ``str.find`` plus a
    boundary check is several times faster than a ``\\b`` regex."""
    out: list[tuple[int, int]] = []
    n = len(low)
    i = low.find(word)
    while i >= 0:
        end = i + len(word)
        if end < n and low[end] == "s":
            end += 1
        if (i == 0 or not low[i - 1].isalnum()) and (end >= n or not low[end].isalnum()):
            out.append((i, end))
        i = low.find(word, i + 1)
    return out


class UniverseIndex:
    """Precomputed lookups: level index, root-to-node paths and children of every entity."""

    def __init__(self, universe: Universe) -> None:
        self.levels = universe.levels
        self.depth = {lv: i for i, lv in enumerate(universe.levels)}
        self.path = {n: universe.path_to(n) for n in universe.nodes}
        self.level_of = {n: universe.level_of(n) for n in universe.nodes}
        self.children: dict[str | None, tuple[str, ...]] = {None: universe.roots}
        self.children.update((n, universe.children(n)) for n in universe.nodes)
        labels = level_labels(universe)
        self.level_words: list[tuple[str, str]] = []  # (level, lower-case word)
        for lv in universe.levels:
            for w in (labels[lv], lv.replace("_", " ").lower()):
                if all(w != known for _, known in self.level_words):
                    self.level_words.append((lv, w))

    def closure(self, single: dict[str, str]) -> dict[str, str] | None:
        """Values implied by single-valued claims, or None if they are not on one branch."""
        deepest = max(single.values(), key=lambda v: len(self.path[v]))
        path = self.path[deepest]
        if any(path[self.depth[lv]] != v for lv, v in single.items()):
            return None
        return dict(zip(self.levels, path, strict=False))


#: The cached :class:`UniverseIndex` of a universe (keyed by identity).
index_for: UniverseCache[UniverseIndex] = UniverseCache(UniverseIndex)
