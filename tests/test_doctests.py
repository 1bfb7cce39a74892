"""The docstring examples (the env specs' included) run as tests, so they cannot rot."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import tomsb_env

# Their frameworks are optional extras; their own nox sessions import them.
_EXTRAS = ("tomsb_env.integrations.openenv", "tomsb_env.integrations.skyrl")


def _modules_with_examples() -> list[str]:
    finder = doctest.DocTestFinder()
    names = []
    for info in pkgutil.walk_packages(tomsb_env.__path__, "tomsb_env."):
        if info.name in _EXTRAS or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        if any(test.examples for test in finder.find(module)):
            names.append(info.name)
    return names


MODULES = _modules_with_examples()


def test_the_env_specs_carry_examples() -> None:
    assert {"tomsb_env.envs.aec", "tomsb_env.envs.single_agent"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    flags = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
    result = doctest.testmod(importlib.import_module(name), optionflags=flags, verbose=False)
    assert result.attempted > 0 and result.failed == 0, f"{name}: {result}"
