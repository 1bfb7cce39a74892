"""tomsb-env: the ToM-SB belief-steering game as PettingZoo and Gymnasium environments.

``import tomsb_env`` registers the Gymnasium ids (``ToMSB-Base-v0``, ``ToMSB-CrossExaminer-v0``,
``ToMSB-DeceptionAware-v0``, ``ToMSB-Bluffing-v0``, ``ToMSB-Attacker-v0``) and nothing more:
environments, agents and backends load on first use.
"""

from __future__ import annotations

from tomsb_env import registration  # noqa: F401  (registers the Gymnasium ids)
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
    **dict.fromkeys(("ToMSBEnv", "env", "raw_env"), "tomsb_env.envs.aec"),
    **dict.fromkeys(("DefenderEnv", "AttackerEnv"), "tomsb_env.envs.single_agent"),
    **dict.fromkeys(("DefenderSession", "AttackerSession"), "tomsb_env.session"),
    **dict.fromkeys(("Game", "GameConfig", "play_episode", "aplay_episode"), "tomsb_env.game"),
    "RewardSpec": "tomsb_env.judges.rewards",
    "ExactJudge": "tomsb_env.judges.exact",
    **dict.fromkeys(("make_attacker", "make_defender"), "tomsb_env.agents.specs"),
    **dict.fromkeys(("load_scenarios", "load_official_dataset"), "tomsb_env.universe.datasets"),
    "generate_scenarios": "tomsb_env.universe.generate",
    **dict.fromkeys(("Grounder", "belief_from_text"), "tomsb_env.universe.grounding"),
    **dict.fromkeys(("parse_attacker_turn", "parse_defender_turn"), "tomsb_env.parsing"),
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
