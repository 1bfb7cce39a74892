"""A module-level name is bound once in ``src/``: the reader's rules are module constants, and
a second ``_X = ...`` further down silently replaces the first for every function that reads it
(a later rule's pattern would change an earlier rule's behaviour with no test naming it). A
rebinding that reads the old value (``_X = f(_X)``) is an extension, and allowed."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"


def _rebound(tree: ast.Module) -> list[str]:
    seen: set[str] = set()
    out = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names, value = [node.name], None
        elif isinstance(node, ast.Assign):
            names, value = [t.id for t in node.targets if isinstance(t, ast.Name)], node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names, value = [node.target.id], node.value
        else:
            continue
        reads = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} if value else set()
        out += [
            f"{name} (line {node.lineno})" for name in names if name in seen and name not in reads
        ]
        seen.update(names)
    return out


def test_no_module_level_name_is_bound_twice() -> None:
    found = {
        str(p.relative_to(SRC)): bad
        for p in sorted(SRC.rglob("*.py"))
        if (bad := _rebound(ast.parse(p.read_text(encoding="utf-8"))))
    }
    assert not found, found


def test_the_check_sees_a_second_binding() -> None:
    tree = ast.parse("_A = 1\ndef f():\n    return _A\n_B = _A + 1\n_B = _B + 1\n_A = 2\n")
    assert _rebound(tree) == ["_A (line 6)"]
