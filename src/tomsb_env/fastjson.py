"""JSON through ``orjson`` (a dependency) with the standard library as the fallback.

orjson encodes and decodes several times faster than ``json``, which matters
where every episode or call is serialised (result records, request bodies).
It refuses a few inputs the standard library takes (lone surrogates, integers
beyond 64 bits, non-string keys) and would read big integers as floats; those
cases go to the standard library, so nothing is lost. One
difference is accepted: orjson writes NaN and infinities as ``null``, which is
what strict JSON readers need anyway.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

__all__ = ["HAVE_ORJSON", "dumps", "dumps_indented", "dumps_text", "loads"]

# digits to "9", everything else to a space: then a run of 19 digits is a plain substring
# search, which runs at memory speed where a regex steps through every position
_DIGIT_MAP = bytes(57 if 48 <= b <= 57 else 32 for b in range(256))
_LONG_RUN = b"9" * 19


def _has_long_number(data: bytes | str) -> bool:
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
    return _LONG_RUN in raw.translate(_DIGIT_MAP)


_STDLIB = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False).encode
_ASCII = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


def _stdlib_dumps(obj: Any) -> bytes:
    try:
        return _STDLIB(obj).encode()
    except UnicodeEncodeError:  # lone surrogates: \u-escapes are still valid JSON
        return _ASCII(obj).encode()


try:
    import orjson

    HAVE_ORJSON = True
except ImportError:  # pragma: no cover - orjson is a dependency; kept for odd platforms
    HAVE_ORJSON = False


def dumps(obj: Any) -> bytes:
    """Compact UTF-8 JSON."""
    if HAVE_ORJSON:
        try:
            return orjson.dumps(obj)
        except TypeError:
            pass
    return _stdlib_dumps(obj)


def dumps_text(obj: Any) -> str:
    """:func:`dumps` as ``str``."""
    return dumps(obj).decode()


def dumps_indented(mapping: Mapping[str, str | None]) -> str:
    """``json.dumps(dict(mapping), indent=2, ensure_ascii=False)``, to the character.

    Prompts show beliefs this way, and an indented dump is the standard
    library's slow pure-Python path. orjson writes the same text for a flat
    mapping of strings and nulls (a test compares them); anything else goes to
    the standard library.
    """
    plain = dict(mapping)
    if HAVE_ORJSON and all(v is None or type(v) is str for v in plain.values()):
        try:
            return orjson.dumps(plain, option=orjson.OPT_INDENT_2).decode()
        except TypeError:  # a lone surrogate, a non-str key
            pass
    return json.dumps(plain, indent=2, ensure_ascii=False)


_PLAIN_TYPES = frozenset({str, int, bool, type(None)})


def _holds_no_float(value: Any) -> bool:
    """True for a scalar or a flat object without floats (False means: look closer)."""
    if type(value) is dict:
        return _PLAIN_TYPES.issuperset(map(type, value.values()))
    return type(value) in _PLAIN_TYPES


def loads(data: bytes | str) -> Any:
    """Parse JSON; a ``ValueError`` (``json.JSONDecodeError`` or orjson's) when it is not JSON."""
    if HAVE_ORJSON:
        try:
            value = orjson.loads(data)
        except ValueError:
            return json.loads(data)  # NaN and Infinity, which the standard library reads
        # orjson reads integers beyond 64 bits as floats: a value without floats has
        # none (an agent's flat JSON turn, checked in a few steps); otherwise any run
        # of 19+ digits in the text sends it to the standard library, which keeps them
        if _holds_no_float(value) or not _has_long_number(data):
            return value
    return json.loads(data)
