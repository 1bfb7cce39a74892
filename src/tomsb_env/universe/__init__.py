"""The pure core: universes, scenarios, datasets and grounding (no gym, pettingzoo or LLM imports)."""

from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief, Scenario
from tomsb_env.universe.tree import Belief, Universe, empty_belief

__all__ = ["AttackerBrief", "Belief", "DefenderBrief", "Scenario", "Universe", "empty_belief"]
