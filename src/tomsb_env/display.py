"""Text from agents and files, made safe to print on a terminal.

An agent's reply or a scenario name may hold terminal control sequences
(``\\x1b[2J`` clears the screen) or lone surrogates (which cannot be encoded
and crash ``print``). :func:`printable` is the one place that neutralises both;
the renderers and every ``tomsb`` command print foreign text through it.
"""

from __future__ import annotations

import functools
import re

__all__ = ["printable"]


@functools.cache
def _unsafe() -> re.Pattern[str]:
    """C0 controls except tab and newline, DEL, C1 controls, and the surrogate range
    (compiled on first use: ~1 ms that ``tomsb --help`` does not need)."""
    return re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def _escape(m: re.Match[str]) -> str:
    ch = m.group()
    if "\ud800" <= ch <= "\udfff":
        return "\ufffd"  # a lone surrogate: the replacement character
    return f"\\x{ord(ch):02x}"


def printable(text: object) -> str:
    """``str(text)`` with control characters (tab and newline aside) shown as ``\\xNN`` and
    lone surrogates as U+FFFD."""
    s = text if isinstance(text, str) else str(text)
    return _unsafe().sub(_escape, s)
