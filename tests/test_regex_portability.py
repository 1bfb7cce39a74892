"""The package supports Python 3.10 (pyproject's requires-python), whose ``re`` has neither
possessive quantifiers (``x*+``) nor atomic groups (``(?>x)``), both new in 3.11. CI runs a newer
Python, so a pattern using them would pass here and fail to import on 3.10: no pattern of the
reader's modules, and no string literal in ``src/`` that parses as a pattern, may use one."""

from __future__ import annotations

import ast
import importlib
import re
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
READERS = (
    "tomsb_env.universe.reading",
    "tomsb_env.universe.grounding",
    "tomsb_env.universe.ordinary",
    "tomsb_env.judges.free_text",
    "tomsb_env.parsing",
)

if sys.version_info < (3, 11):  # pragma: no cover (importing the reader there is the test)
    pytest.skip("3.10 cannot parse the forms this test looks for", allow_module_level=True)

from re import _constants, _parser  # noqa: E402

NEW_IN_311 = {_constants.POSSESSIVE_REPEAT, _constants.ATOMIC_GROUP}


def _ops(pattern: str) -> set[object]:
    """Every opcode of a pattern's parse tree (empty where the string is no pattern)."""
    try:
        tree = _parser.parse(pattern)
    except (re.error, OverflowError, RecursionError):
        return set()
    seen: set[object] = set()
    todo = [tree]
    while todo:
        for op, av in todo.pop().data:
            seen.add(op)
            for part in av if isinstance(av, (tuple, list)) else (av,):
                if isinstance(part, _parser.SubPattern):
                    todo.append(part)
                elif isinstance(part, (tuple, list)):
                    todo.extend(p for p in part if isinstance(p, _parser.SubPattern))
    return seen


def test_no_compiled_pattern_of_the_readers_needs_python_3_11() -> None:
    found = [
        f"{name}.{attr}"
        for name in READERS
        for attr, value in vars(importlib.import_module(name)).items()
        if isinstance(value, re.Pattern) and _ops(value.pattern) & NEW_IN_311
    ]
    assert not found, found


def test_no_pattern_literal_in_src_needs_python_3_11() -> None:
    found = [
        f"{path.relative_to(SRC)}:{node.lineno}"
        for path in sorted(SRC.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        if _ops(node.value) & NEW_IN_311
    ]
    assert not found, found


def test_the_check_sees_both_forms_and_nothing_else() -> None:
    assert _ops(r"[A-Z][\w-]*+x") & NEW_IN_311 and _ops(r"(?>ab)c") & NEW_IN_311
    assert not _ops(r"(\*+)[ \t]+[*+]+ \++") & NEW_IN_311 and not _ops("+++")
