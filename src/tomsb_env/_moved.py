"""Old import paths of the agent code, before it moved under :mod:`tomsb_env.agents`.

``import tomsb_env.defenders.llm`` (and every other old path) still works and gives
the very module object at its new home, so classes stay identical; a
DeprecationWarning names the new path. A finder first on ``sys.meta_path`` does it,
so that the old package's ``__path__`` is never searched (which would load a second
copy of each module).
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import warnings
from types import ModuleType

#: old module (or package) name -> new name; submodules follow their package
MOVED = {
    "tomsb_env.attackers": "tomsb_env.agents.attackers",
    "tomsb_env.defenders": "tomsb_env.agents.defenders",
    "tomsb_env.chat_agent": "tomsb_env.agents.chat",
    "tomsb_env.prompting": "tomsb_env.agents.prompts.registry",
    "tomsb_env.prompts": "tomsb_env.agents.prompts",
    "tomsb_env.scripted_text": "tomsb_env.agents.scripted_text",
    "tomsb_env.structured": "tomsb_env.agents.turn_schemas",
}


def new_name(fullname: str) -> str | None:
    """Where the module once called ``fullname`` lives now (None: it did not move)."""
    for old, new in MOVED.items():
        if fullname == old or fullname.startswith(old + "."):
            return new + fullname[len(old) :]
    return None


class _Alias:  # a loader (duck-typed: importlib.abc would cost every import of tomsb_env)
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        warnings.warn(
            f"{module.__name__} moved to {self.target}; import it from there",
            DeprecationWarning,
            stacklevel=2,
        )
        # importlib returns whatever sys.modules holds once this returns: the real module
        sys.modules[module.__name__] = importlib.import_module(self.target)


class _Finder:  # a meta path finder
    def find_spec(self, fullname, path=None, target=None):  # type: ignore[no-untyped-def]
        target_name = new_name(fullname)
        if target_name is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Alias(target_name))


def install() -> None:
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
