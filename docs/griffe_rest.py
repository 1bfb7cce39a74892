"""A griffe extension for the API reference (mkdocs.yml loads it; it is no page of the site).

The docstrings are written for Sphinx: roles such as :class:`~tomsb_env.game.Game`, ``literals``
and doctest examples. mkdocstrings renders Markdown, so each docstring is rewritten first: a
role becomes a cross-reference where its target is rendered in the API pages, plain code where
the target exists but is not shown there (private, undocumented, outside the package), and a
warning, which ``mkdocs build --strict`` turns into a failure, where it names nothing at all;
a double-backtick literal becomes Markdown code; a doctest becomes a ``pycon`` block.
"""

from __future__ import annotations

import builtins
import re
from pathlib import Path
from typing import Any

import griffe

ROLE = re.compile(r":(?:py:)?(?:func|class|meth|attr|data|mod|exc|obj|const):`(~?)([^`<]+)`")
LITERAL = re.compile(r"``(.+?)``")
#: the modules the API pages render (``::: module`` lines)
DOCUMENTED = {
    line.split()[1]
    for page in (Path(__file__).parent / "api").glob("*.md")
    for line in page.read_text(encoding="utf-8").splitlines()
    if line.startswith("::: ")
}
logger = griffe.get_logger("griffe_rest")


class ReST(griffe.Extension):
    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        for obj in _walk(pkg):
            if obj.docstring is not None:
                obj.docstring.value = _markdown(obj, obj.docstring.value)


def _walk(obj: griffe.Object) -> Any:
    yield obj
    for member in obj.members.values():
        if not member.is_alias:
            yield from _walk(member)


def _markdown(obj: griffe.Object, text: str) -> str:
    text = ROLE.sub(lambda m: _reference(obj, m.group(2).strip(), short=bool(m.group(1))), text)
    text = LITERAL.sub(r"`\1`", text)
    return _fence_doctests(text)


def _reference(obj: griffe.Object, name: str, *, short: bool) -> str:
    shown = f"`{name.rsplit('.', 1)[-1] if short else name}`"
    target = _resolve(obj, name.lstrip("."))
    if target is None:
        elsewhere = ("." in name or name.startswith("tomsb_")) and not name.startswith("tomsb_env")
        if name in dir(builtins) or elsewhere:
            return shown  # Python's or another package's (gymnasium.Env, tomsb_verifiers...)
        logger.warning(f"{obj.relative_filepath}: {obj.path}: no object {name!r}")
        return shown
    return f"[{shown}][{target.path}]" if _rendered(target) else shown


def _resolve(obj: griffe.Object, name: str) -> griffe.Object | None:
    """``name`` as Sphinx finds it: in the object, its parents (class, module, package), then
    as an absolute path."""
    scopes = [obj]
    while scopes[-1].parent is not None:
        scopes.append(scopes[-1].parent)
    collection = obj.package.modules_collection
    for scope in [*scopes, collection]:
        try:
            found = scope[name]
        except (KeyError, ValueError, griffe.AliasResolutionError):
            continue
        try:
            return found.final_target if found.is_alias else found
        except (griffe.AliasResolutionError, griffe.CyclicAliasError):
            return None
    return None


def _rendered(target: griffe.Object) -> bool:
    """Whether the API pages show ``target``: it lives in a rendered module under public
    names and has a docstring (mkdocstrings leaves out what has none)."""
    module = target if target.is_module else target.module
    if module.path not in DOCUMENTED:
        return False
    inner = target.path[len(module.path) :].split(".")
    if any(part.startswith("_") for part in inner if part):
        return False
    return target.is_module or target.docstring is not None


def _fence_doctests(text: str) -> str:
    """Each run of lines from a ``>>>`` line to the next blank line as a ``pycon`` block."""
    out, inside = [], False
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith(">>>") and not inside:
            out += ["```pycon"]
            inside = True
        elif inside and not stripped:
            out += ["```"]
            inside = False
        out.append(line.strip() if inside else line)
    return "\n".join([*out, "```"] if inside else out)
