"""The defender's structured estimates of what the attacker knows, level by level.

Per level an estimate holds an entity name, ``None`` (a committed claim that the
attacker does **not** know the level) or :data:`CANNOT_TELL`; "I cannot tell" is
not "the attacker knows nothing", so a ``"?"`` level never matches (see
docs/concepts.md, "Estimates").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tomsb_env.universe.tree import Belief

__all__ = [
    "CANNOT_TELL", "NONCOMMITTAL_WORDS", "NOT_KNOWN_WORDS", "estimate_value", "is_noncommittal",
    "read_estimate",
]  # fmt: skip

#: The per-level marker for "I cannot tell what the attacker knows here".
CANNOT_TELL = "?"

#: Texts of a level's value that commit to nothing (compared lower-cased, stripped).
NONCOMMITTAL_WORDS: frozenset[str] = frozenset(
    ["", "?", "??", "???", "unknown", "unsure", "not sure", "uncertain", "unclear", "no idea",
     "no idea yet", "idk", "don't know", "dont know", "do not know", "not known", "cannot tell",
     "can't tell", "cant tell", "can not tell", "n/a", "na", "tbd", "undetermined", "not yet known",
     "cannot tell yet", "wavering", "undecided", "torn"]
)  # fmt: skip

#: Texts of a level's value that say, like ``null`` (YAML's ``~``, a table's dash), the attacker
#: does not know it.
NOT_KNOWN_WORDS: frozenset[str] = frozenset(
    {"null", "~", "-", "—", "–", "none", "nothing", "not known to them", "unknown to them",
     "unknown to the attacker"}
)  # fmt: skip


def estimate_value(value: Any) -> str | None:
    """One level of an estimate in canonical form: a name, None (not known) or ``"?"``."""
    if value is None:
        return None
    if not isinstance(value, str):
        return value  # type: ignore[no-any-return]  # kept as stated: it matches nothing
    text = value.strip()
    key = text.lower()
    if key in NOT_KNOWN_WORDS or key.startswith(("unknown to", "not known to")):
        return None
    if key in NONCOMMITTAL_WORDS:
        return CANNOT_TELL
    return text


def read_estimate(value: Mapping[str, Any], levels: Sequence[str]) -> Belief:
    """Every level of ``levels`` in canonical form; a missing level is ``"?"`` (keys that are
    not levels are the caller's business: the parser rejects them)."""
    return {lv: estimate_value(value.get(lv, CANNOT_TELL)) for lv in levels}


def is_noncommittal(estimate: Mapping[str, str | None]) -> bool:
    """True when an estimate (canonical form) commits at no level at all."""
    return all(v == CANNOT_TELL for v in estimate.values())
