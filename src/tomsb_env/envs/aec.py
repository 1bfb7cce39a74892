"""``ToMSBEnv``: the ToM-SB dialogue game as a PettingZoo AEC environment (the core)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tomsb_env.envs.common import GameEnv, action_space, check_keywords, end_info, observation_space
from tomsb_env.errors import ResetNeeded
from tomsb_env.game import ATTACKER, DEFENDER
from tomsb_env.types import AttackerView, DefenderView, Outcome
from tomsb_env.universe.scenario import Scenario

__all__ = ["ToMSBEnv", "env", "raw_env"]


class ToMSBEnv(GameEnv, AECEnv):
    """The ToM-SB belief-steering game, two agents taking turns.

    **Description.** A defender knows where a target sits in a shared universe (one value
    per level of a k-ary tree); an attacker, who may know the top level or two, questions
    it. The defender wins by steering the attacker to declare success while holding a
    false belief, without its trust falling to 0.

    **Agents.** ``"attacker"`` and ``"defender"``; the attacker speaks first and, unless a
    defender failure ends the game, last.

    **Observations.** A ``Dict`` of text fields holding only what that agent may know:
    ``context`` (attacker: persona, universe, prior; defender: universe, ground truth),
    ``transcript``, ``reflections`` (its own past private fields), ``message`` (the other
    side's latest) and ``turn``. Structured views: :meth:`view`.

    **Actions.** The JSON text an agent would emit (``UnicodeText``), a dict, or an
    :class:`~tomsb_env.AttackerTurn` / :class:`~tomsb_env.DefenderTurn`. Unparseable
    actions are format failures: recorded, never forwarded, fatal after
    ``max_consecutive_failures + 1`` in a row.

    **Rewards.** Terminal only. Defender: a weighted sum of named components (default
    ``fooling + tom``, as in the paper); attacker: 1 if it learned a true value it did not
    know. ``infos[agent]["outcome"]`` and ``infos["defender"]["reward_components"]``.

    **Episode end.** Terminated on ``attack successful`` (``fooled``, ``leaked`` or
    ``unconvinced``, by what the attacker then believes), trust 0 (``detected``) or too
    many format failures (``format_error``); truncated (``truncated``) after ``max_turns``
    attacker turns.

    **Arguments.** ``scenarios`` (default: the shipped ``split``), ``split`` (``"train"``,
    ``"eval"``, ``"all"``), ``scenario_ids``, ``max_turns`` (15), ``rewards`` (e.g.
    ``{"fooling": 1}`` or ``"fooling=1,tom=1"``), ``judge`` (default exact), ``config``
    (:class:`~tomsb_env.game.GameConfig`), ``render_mode``.

    **Version history.** v0: initial release.

    >>> from tomsb_env.envs.aec import env as make_env
    >>> e = make_env(split="eval")
    >>> e.reset(seed=0)
    >>> e.agent_selection
    'attacker'
    >>> sorted(e.observe("defender"))
    ['context', 'message', 'reflections', 'transcript', 'turn']
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "tomsb_v0",
        **GameEnv.metadata,
        "is_parallelizable": False,
    }

    def __init__(self, scenarios: Sequence[Scenario] | None = None, **kwargs: Any) -> None:
        check_keywords(type(self).__name__, kwargs)
        super().__init__(scenarios, **kwargs)
        self.possible_agents = [ATTACKER, DEFENDER]
        self.observation_spaces = dict.fromkeys(
            self.possible_agents, observation_space(self.config.max_turns)
        )
        self.action_spaces = dict.fromkeys(self.possible_agents, action_space())
        self.np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
        game = self._new_game(options)
        self._observers = {a: self._observer(a) for a in self.possible_agents}
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {"scenario_id": game.scenario.id} for a in self.agents}
        self.agent_selection = ATTACKER
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, Any]:
        self._game()
        return self._observers[agent]()

    def view(self, agent: str | None = None) -> AttackerView | DefenderView:
        """The structured view of ``agent`` (default: the agent to act)."""
        return self._game().view(agent or self.agent_selection)

    def step(self, action: Any) -> None:
        game = self._game()
        if not self.agents:
            raise ResetNeeded(
                "the episode is over and both agents have taken their final step; call reset()"
            )
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        game.submit(agent, action)
        if game.done:
            ep = game.episode
            truncated = ep.outcome is Outcome.TRUNCATED
            self.rewards = {ATTACKER: ep.attacker_reward, DEFENDER: ep.reward}
            for a in self.agents:
                self.terminations[a] = not truncated
                self.truncations[a] = truncated
                self.infos[a] = {"scenario_id": ep.scenario.id, **end_info(ep, a)}
            self.agent_selection = DEFENDER if agent == ATTACKER else ATTACKER
        else:
            self.agent_selection = game.next_agent  # type: ignore[assignment]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def close(self) -> None:
        self.game = None


raw_env = ToMSBEnv


def env(**kwargs: Any) -> AECEnv:
    """``ToMSBEnv`` with PettingZoo's standard safety wrappers."""
    # no AssertOutOfBounds: text has no bounds, and bad actions are format failures
    return wrappers.OrderEnforcingWrapper(ToMSBEnv(**kwargs))
