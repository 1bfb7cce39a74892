"""An attacker whose backend fails, for the integrations' tests of games with no score.

Named by spec (``tests.integrations.failing:BrokenAttacker``) where an integration takes
attacker specs only.
"""

from __future__ import annotations

from typing import Any

from tests.training_helpers import CountdownAttacker
from tomsb_env.errors import BackendCallError

#: private text the failure quotes; it must never reach the learner
SECRET = "SENTINEL-ATTACKER-REFLECTION"


class BrokenAttacker(CountdownAttacker):
    """:class:`CountdownAttacker` (success after ``turns`` turns) whose backend fails on its
    turn ``good + 1``, with an error quoting its private state; ``only_known`` limits the
    failures to briefs that know a level (tiny-1 and tiny-3 of ``tiny_scenarios``)."""

    def __init__(self, good: int = 1, turns: int = 3, only_known: bool = False) -> None:
        super().__init__(turns)
        self.good, self.only_known = good, only_known

    def reset(self, brief: Any, rng: Any) -> None:
        super().reset(brief, rng)
        self.played = 0
        self.fails = not self.only_known or bool(brief.known_levels)

    def act(self, view: Any) -> Any:
        self.played += 1
        if self.fails and self.played > self.good:
            raise BackendCallError(
                f"http://10.0.0.9:8000 said {{'reflection': '{SECRET}'}}",
                status=500, attempts=5, cause="http 500",
            )  # fmt: skip
        return super().act(view)
