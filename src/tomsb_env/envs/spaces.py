"""Gymnasium spaces for a text game: :class:`UnicodeText` samples like ``Text`` (over a broad
charset, so random actions look like an agent's junk) but, unlike ``Text``'s fixed charset
and ``min_length=1``, accepts any string within its length bounds, since dialogue may be
any Unicode, or empty."""

from __future__ import annotations

import string
from typing import Any

from gymnasium import spaces

# varied enough (accents, Greek, Cyrillic, CJK, emoji) that samples exercise the parser's failures
BROAD_CHARSET: frozenset[str] = frozenset(
    string.printable
    + "".join(map(chr, [*range(0xC0, 0x180), *range(0x391, 0x3CA), *range(0x410, 0x450)]))
    + "“”‘’–—…•€{}[]"
    + "你好世界数据秘密"
    + "😀🔒🕵"
)

#: Observation text fields are bounded by this many characters.
MAX_OBS_CHARS = 1_000_000
#: Sampled actions are at most this long; real actions may be longer (they are cut).
MAX_ACTION_CHARS = 4096


class UnicodeText(spaces.Text):
    """A ``Text`` space that contains any ``str`` of allowed length."""

    def __init__(self, max_length: int, *, min_length: int = 0, seed: Any = None) -> None:
        super().__init__(max_length, min_length=min_length, charset=BROAD_CHARSET, seed=seed)

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length

    def __repr__(self) -> str:
        return f"UnicodeText({self.min_length}, {self.max_length})"


def observation_space(max_turns: int) -> spaces.Dict:
    """One agent's observation: static context, public transcript, own reflections, latest message."""
    text = {
        k: UnicodeText(MAX_OBS_CHARS) for k in ("context", "transcript", "reflections", "message")
    }
    return spaces.Dict({**text, "turn": spaces.Discrete(max_turns + 2)})


def action_space() -> UnicodeText:
    """An agent's action: the JSON text it would emit (dataclasses are accepted too)."""
    return UnicodeText(MAX_ACTION_CHARS)
