"""Text from agents and files made safe to print: control sequences (``\\x1b[2J`` clears the
screen), lone surrogates (which crash ``print``) and invisible format characters (a
right-to-left override shows ``Acme\\u202egnp.exe`` as ``Acmeexe.png``) are neutralised by
:func:`printable`, through which every renderer and ``tomsb`` command prints foreign text."""

from __future__ import annotations

import functools
import re
import unicodedata

#: controls, format characters (bidi controls, zero-width marks), surrogates, line separators
UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


@functools.cache
def _suspect(allowed: str = "\t\n") -> re.Pattern[str]:
    """Every character but ``allowed`` and printable ASCII: each is then looked up
    (compiled on first use: ~1 ms that ``tomsb --help`` does not need)."""
    return re.compile(f"[^{allowed}\x20-\x7e]")


def _escape(m: re.Match[str]) -> str:
    ch = m.group()
    if ch.isprintable() or unicodedata.category(ch) not in UNSAFE_CATEGORIES:
        return ch  # é, 漢, 🙂, a no-break space
    if "\ud800" <= ch <= "\udfff":
        return "\ufffd"  # a lone surrogate: the replacement character
    return f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else ascii(ch)[1:-1]  # \u202e, \U000e0001


def printable(text: object) -> str:
    """``str(text)`` with control and format characters (tab and newline aside) shown as
    escapes (``\\x1b``, ``\\u202e``) and lone surrogates as U+FFFD."""
    s = text if isinstance(text, str) else str(text)
    return _suspect().sub(_escape, s)


def unsafe_char(text: str) -> int | None:
    """The position of the first character :func:`printable` escapes, tab and newline
    included (a name holds neither), or None."""
    for m in _suspect("").finditer(text):
        if unicodedata.category(m.group()) in UNSAFE_CATEGORIES:
            return m.start()
    return None
