"""Every compiled pattern of the library runs on the oldest Python it supports (3.10): no
possessive quantifier (``*+``) and no atomic group (``(?>...)``), which arrived in 3.11 and
fail at import there (a reader pattern did, unseen, while CI ran 3.11)."""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys

import pytest

import tomsb_env

_parser = getattr(re, "_parser", None)  # (3.11+: the parser that knows the new opcodes)
_constants = getattr(re, "_constants", None)


def _ops(tree: object) -> set[str]:
    """Every opcode name in a parsed pattern, nested ones included."""
    out: set[str] = set()
    for op, av in tree:  # type: ignore[attr-defined]
        out.add(str(op))
        for x in av if isinstance(av, (list, tuple)) else [av]:
            if isinstance(x, _parser.SubPattern):  # type: ignore[union-attr]
                out |= _ops(x)
            elif isinstance(x, (list, tuple)):
                for y in x:
                    if isinstance(y, _parser.SubPattern):  # type: ignore[union-attr]
                        out |= _ops(y)
    return out


def _patterns() -> list[tuple[str, str, re.Pattern[str]]]:
    """The module-level compiled patterns of every module that imports without extras."""
    found = []
    for info in pkgutil.walk_packages(tomsb_env.__path__, "tomsb_env."):
        if info.name.endswith("__main__"):  # (runs the command line)
            continue
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional extra (torch, vLLM...): not what this checks
            continue
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found.append((info.name, name, value))
    return found


@pytest.mark.skipif(_parser is None, reason="the opcodes exist from Python 3.11")
def test_no_pattern_needs_python_3_11() -> None:
    patterns = _patterns()
    assert len(patterns) > 100  # (the readers' patterns among them)
    newer = {"POSSESSIVE_REPEAT", "ATOMIC_GROUP"}
    bad = [
        f"{mod}.{name}"
        for mod, name, p in patterns
        if newer & _ops(_parser.parse(p.pattern, p.flags))  # type: ignore[union-attr]
    ]
    assert not bad, bad


def test_this_python_compiles_them() -> None:
    """On 3.10 itself the import above is the test; here, that it ran at all."""
    assert sys.version_info >= (3, 10) and _patterns()
