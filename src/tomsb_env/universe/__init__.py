"""The pure core: universes, scenarios, datasets and grounding (no gym, pettingzoo or LLM imports).

Trees and scenarios load eagerly; the generator, datasets, schema and grounding load on first use.
"""

from __future__ import annotations

from tomsb_env.lazy import lazy_exports
from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief, Scenario
from tomsb_env.universe.tree import Belief, Universe, empty_belief

_LAZY = {
    "generate_scenarios": "tomsb_env.universe.generate",
    "generate_universe": "tomsb_env.universe.generate",
    "split_by_universe": "tomsb_env.universe.generate",
    "themes": "tomsb_env.universe.themes",
    "load_scenarios": "tomsb_env.universe.datasets",
    "load_official_dataset": "tomsb_env.universe.datasets",
    "convert_official": "tomsb_env.universe.datasets",
    "read_scenarios": "tomsb_env.universe.schema",
    "write_scenarios": "tomsb_env.universe.schema",
    "validate_file": "tomsb_env.universe.schema",
    "validate_record": "tomsb_env.universe.schema",
    "Grounder": "tomsb_env.universe.grounding",
    "Mention": "tomsb_env.universe.grounding",
    "grounder_for": "tomsb_env.universe.grounding",
    "belief_from_text": "tomsb_env.universe.grounding",
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


__getattr__ = lazy_exports(__name__, _LAZY)
