"""Pieces shared by the AEC and single-agent environments: arguments, scenario pools, observations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from tomsb_env.envs.render import (
    check_render_mode,
    render_attacker_context,
    render_defender_context,
    render_for_mode,
    render_reflections,
    render_transcript,
)
from tomsb_env.errors import ConfigError, ResetNeeded
from tomsb_env.game import ATTACKER, DEFENDER, Game, GameConfig
from tomsb_env.judges.base import Judge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.types import Episode
from tomsb_env.universe.scenario import Scenario

__all__ = ["GameEnv", "Observer", "ScenarioPool", "end_info", "resolve_config"]


def resolve_config(
    config: GameConfig | None, max_turns: int | None, max_action_chars: int | None = None
) -> GameConfig:
    """The game rules from ``config`` and/or the keyword shortcuts; a conflict is an error,
    not a silent pick."""
    explicit = config is not None
    config = config or GameConfig()
    changes: dict[str, int] = {}
    for name, value in (("max_turns", max_turns), ("max_action_chars", max_action_chars)):
        if value is None:
            continue
        if explicit and value != getattr(config, name):
            raise ConfigError(
                f"{name}={value} conflicts with config.{name}={getattr(config, name)}; "
                "pass one of them"
            )
        changes[name] = value
    return replace(config, **changes) if changes else config


class GameEnv:
    """What every ToM-SB environment shares: its arguments, its game, ``episode`` and ``render()``."""

    np_random: np.random.Generator

    def __init__(
        self,
        scenarios: Sequence[Scenario] | None = None,
        *,
        split: str = "train",
        scenario_ids: Sequence[str] | None = None,
        max_turns: int | None = None,
        rewards: RewardSpec | Mapping[str, float] | str | None = None,
        judge: Judge | None = None,
        config: GameConfig | None = None,
        render_mode: str | None = None,
        max_action_chars: int | None = None,
    ) -> None:
        super().__init__()
        check_render_mode(render_mode)
        self.pool = ScenarioPool(scenarios, split, scenario_ids)
        self.config = resolve_config(config, max_turns, max_action_chars)
        self.reward_spec = RewardSpec.parse(rewards)
        self.judge = judge
        self.render_mode = render_mode
        self.game: Game | None = None

    def _new_game(self, options: dict[str, Any] | None) -> Game:
        scenario = self.pool.choose(self.np_random, options)
        self.game = Game(scenario, self.config, self.judge, self.reward_spec)
        return self.game

    def _game(self) -> Game:
        if self.game is None:
            raise ResetNeeded("no episode yet: call reset() first")
        return self.game

    @property
    def episode(self) -> Episode:
        """The full record so far (both sides' private state: never give it to an agent)."""
        return self._game().episode

    def render(self) -> str | None:
        return render_for_mode(self.game.episode if self.game else None, self.render_mode)


def end_info(ep: Episode, agent: str) -> dict[str, Any]:
    """What ``agent`` learns when the episode ends: the outcome and its own reward terms,
    nothing of the other side's private state."""
    info: dict[str, Any] = {
        "outcome": ep.outcome.value if ep.outcome else None,
        "num_turns": ep.num_turns,
    }
    if agent == DEFENDER:
        info["reward_components"] = dict(ep.rewards)
    return info


class ScenarioPool:
    """The scenarios an environment draws from, chosen by split and/or ids."""

    def __init__(
        self,
        scenarios: Sequence[Scenario] | None = None,
        split: str = "train",
        scenario_ids: Sequence[str] | None = None,
    ) -> None:
        self.source = f"split {split!r}" if scenarios is None else "the given scenarios"
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
                raise self._unknown(missing[0])
            pool = [self.by_id[i] for i in scenario_ids]
        self.scenarios: list[Scenario] = pool

    def _unknown(self, sid: str) -> Exception:
        from tomsb_env.universe.datasets import unknown_scenario_id

        return unknown_scenario_id(sid, self.by_id, self.source)

    def choose(self, rng: np.random.Generator, options: dict[str, Any] | None) -> Scenario:
        """``options={"scenario": Scenario}`` or ``{"scenario_id": "..."}`` pins it; else sample."""
        options = options or {}
        if isinstance(options.get("scenario"), Scenario):
            return options["scenario"]
        if "scenario_id" in options:
            sid = options["scenario_id"]
            if sid not in self.by_id:
                raise self._unknown(str(sid))
            return self.by_id[sid]
        return self.scenarios[int(rng.integers(len(self.scenarios)))]


class Observer:
    """Builds one agent's observation dict from the game."""

    def __init__(self, game: Game, agent: str) -> None:
        self.game = game
        self.agent = agent
        sc = game.scenario
        if agent == ATTACKER:
            self.context = render_attacker_context(sc.attacker_brief())
        else:
            self.context = render_defender_context(sc.defender_brief())
        self._other = "defender" if agent == ATTACKER else "attacker"

    def observe(self) -> dict[str, Any]:
        view = self.game.view(self.agent)
        transcript = view.transcript
        last = next((m.text for m in reversed(transcript) if m.role == self._other), "")
        return {
            "context": self.context,
            "transcript": render_transcript(transcript),
            "reflections": render_reflections(view.own_turns),
            "message": last,
            "turn": np.int64(min(view.turn, view.max_turns + 1)),
        }
