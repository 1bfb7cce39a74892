"""tomsb-env: the ToM-SB belief-steering game as PettingZoo and Gymnasium environments.

``import tomsb_env`` registers the Gymnasium ids (``ToMSB-Base-v0``,
``ToMSB-CrossExaminer-v0``, ``ToMSB-DeceptionAware-v0``, ``ToMSB-Bluffing-v0``,
``ToMSB-Attacker-v0``) and nothing more: environments, agents and backends
load on first use.
"""

from __future__ import annotations

from tomsb_env import registration as _registration
from tomsb_env.lazy import lazy_exports
from tomsb_env.types import (
    AttackerTurn,
    AttackerView,
    DefenderTurn,
    DefenderView,
    Episode,
    Judgement,
    Message,
    Outcome,
    Signal,
)
from tomsb_env.universe import AttackerBrief, DefenderBrief, Scenario, Universe

__version__ = "0.1.0"

_LAZY = {
    "ToMSBEnv": "tomsb_env.envs.aec",
    "env": "tomsb_env.envs.aec",
    "raw_env": "tomsb_env.envs.aec",
    "DefenderEnv": "tomsb_env.envs.single_agent",
    "AttackerEnv": "tomsb_env.envs.single_agent",
    "DefenderSession": "tomsb_env.session",
    "AttackerSession": "tomsb_env.session",
    "Game": "tomsb_env.game",
    "GameConfig": "tomsb_env.game",
    "play_episode": "tomsb_env.game",
    "aplay_episode": "tomsb_env.game",
    "RewardSpec": "tomsb_env.judges.rewards",
    "ExactJudge": "tomsb_env.judges.exact",
    "make_attacker": "tomsb_env.agents.specs",
    "make_defender": "tomsb_env.agents.specs",
    "load_scenarios": "tomsb_env.universe.datasets",
    "load_official_dataset": "tomsb_env.universe.datasets",
    "generate_scenarios": "tomsb_env.universe.generate",
    "Grounder": "tomsb_env.universe.grounding",
    "belief_from_text": "tomsb_env.universe.grounding",
    "parse_attacker_turn": "tomsb_env.parsing",
    "parse_defender_turn": "tomsb_env.parsing",
}

__all__ = [
    "AttackerBrief",
    "AttackerTurn",
    "AttackerView",
    "DefenderBrief",
    "DefenderTurn",
    "DefenderView",
    "Episode",
    "Judgement",
    "Message",
    "Outcome",
    "Scenario",
    "Signal",
    "Universe",
    "__version__",
    *_LAZY,
]


__getattr__ = lazy_exports(__name__, _LAZY)


def __dir__() -> list[str]:
    return sorted(__all__)


del _registration
