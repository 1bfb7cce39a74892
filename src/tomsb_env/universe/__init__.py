"""The pure core: universes, scenarios, datasets and grounding (no gym, pettingzoo or LLM imports).

Trees and scenarios load eagerly; the generator, datasets, schema and
grounding load on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief, Scenario
from tomsb_env.universe.tree import Belief, Universe, empty_belief

_LAZY = {
    "generate_scenarios": "generate",
    "generate_universe": "generate",
    "split_by_universe": "generate",
    "THEMES": "themes",
    "load_scenarios": "datasets",
    "load_official_dataset": "datasets",
    "convert_official": "datasets",
    "read_scenarios": "schema",
    "write_scenarios": "schema",
    "validate_file": "schema",
    "validate_record": "schema",
    "Grounder": "grounding",
    "Mention": "grounding",
    "grounder_for": "grounding",
    "belief_from_text": "grounding",
}

__all__ = [
    "AttackerBrief",
    "Belief",
    "DefenderBrief",
    "Scenario",
    "Universe",
    "empty_belief",
    *_LAZY,
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'tomsb_env.universe' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"tomsb_env.universe.{module}"), name)
    globals()[name] = value
    return value
