"""Pieces shared by the AEC and single-agent environments: scenario pools and observations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.game import ATTACKER, Game
from tomsb_env.envs.render import (
    render_attacker_context,
    render_defender_context,
    render_reflections,
    render_transcript,
)
from tomsb_env.universe.scenario import Scenario

__all__ = ["Observer", "ScenarioPool"]


class ScenarioPool:
    """The scenarios an environment draws from, chosen by split and/or ids."""

    def __init__(
        self,
        scenarios: Sequence[Scenario] | None = None,
        split: str = "train",
        scenario_ids: Sequence[str] | None = None,
    ) -> None:
        if scenarios is None:
            from tomsb_env.universe.datasets import load_scenarios

            scenarios = load_scenarios(split)
        pool = list(scenarios)
        if not pool:
            raise ConfigError("the scenario pool is empty")
        self.by_id = {s.id: s for s in pool}
        if scenario_ids is not None:
            missing = [i for i in scenario_ids if i not in self.by_id]
            if missing:
                raise UnknownNameError("scenario id", missing[0], self.by_id)
            pool = [self.by_id[i] for i in scenario_ids]
        self.scenarios: list[Scenario] = pool

    def __len__(self) -> int:
        return len(self.scenarios)

    def choose(self, rng: np.random.Generator, options: dict[str, Any] | None) -> Scenario:
        """``options={"scenario": Scenario}`` or ``{"scenario_id": "..."}`` pins it; else sample."""
        options = options or {}
        if isinstance(options.get("scenario"), Scenario):
            return options["scenario"]
        if "scenario_id" in options:
            sid = options["scenario_id"]
            if sid not in self.by_id:
                raise UnknownNameError("scenario id", str(sid), self.by_id)
            return self.by_id[sid]
        return self.scenarios[int(rng.integers(len(self.scenarios)))]


class Observer:
    """Builds one agent's observation dict from the game, caching the static context."""

    def __init__(self, game: Game, agent: str) -> None:
        self.game = game
        self.agent = agent
        brief = game.scenario.attacker_brief() if agent == ATTACKER else game.scenario.defender_brief()
        self.context = (
            render_attacker_context(brief) if agent == ATTACKER else render_defender_context(brief)  # type: ignore[arg-type]
        )

    def observe(self) -> dict[str, Any]:
        view = self.game.view(self.agent)
        transcript = view.transcript
        other = "defender" if self.agent == ATTACKER else "attacker"
        last = next((m.text for m in reversed(transcript) if m.role == other), "")
        return {
            "context": self.context,
            "transcript": render_transcript(transcript),
            "reflections": render_reflections(view.own_turns),
            "message": last,
            "turn": np.int64(min(view.turn, view.max_turns + 1)),
        }
