"""tomsb-env: the ToM-SB belief-steering game as PettingZoo and Gymnasium environments."""

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
from tomsb_env.universe import Scenario, Universe

__version__ = "0.1.0"

__all__ = [
    "AttackerTurn",
    "AttackerView",
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
]
