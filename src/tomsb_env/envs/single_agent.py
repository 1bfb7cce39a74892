"""Single-agent Gymnasium views of the game: the learner plays one side, the other is embedded."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Mapping
from typing import Any, ClassVar

import gymnasium as gym

from tomsb_env.agents.specs import make_agent, parse_agent_spec
from tomsb_env.envs.common import GameEnv, action_space, check_keywords, end_info, observation_space
from tomsb_env.errors import ConfigError, ResetNeeded
from tomsb_env.game import (
    ATTACKER,
    DEFENDER,
    Game,
    agent_action,
    agent_rngs,
    agent_turn,
    reveal_prior_if_privileged,
)
from tomsb_env.judges.signals import potential, turn_signals
from tomsb_env.loop_thread import LoopThread
from tomsb_env.seeding import episode_seed
from tomsb_env.types import Outcome

__all__ = ["AttackerEnv", "DefenderEnv", "opponent_failure"]

_log = logging.getLogger(__name__)


def opponent_failure(side: str, kind: str) -> str:
    """What the learner is told when the embedded ``side`` failed: never the error's text,
    which may quote the opponent's private state, server URL or model."""
    return f"the {side} failed ({kind}); the episode ended with outcome 'error'"


async def _awaited(awaitable: Any) -> Any:
    return await awaitable


class _EmbeddedGameEnv(GameEnv, gym.Env):
    """Common machinery: the learner is ``self.learner``; the opponent is driven inside step()."""

    learner: ClassVar[str]
    _other: ClassVar[str]  # the embedded side

    def __init__(
        self, opponent: Any, *, opponent_kwargs: Mapping[str, Any] | None = None, **kwargs: Any
    ) -> None:
        check_keywords(type(self).__name__, kwargs, (self._other, f"{self._other}_kwargs"))
        super().__init__(**kwargs)
        parsed = parse_agent_spec(opponent, self._other)
        self.opponent = make_agent(parsed, dict(opponent_kwargs or {}))
        #: the opponent's label as ``tomsb bench`` records it (it keys the episode seed)
        self.opponent_label = parsed.label
        self.observation_space = observation_space(self.config.max_turns)
        self.action_space = action_space()
        # sync callers' coroutines run here, so step() works inside a running event loop too
        self._runner = LoopThread(f"{type(self).__name__}-opponent")
        self._failure: str | None = None

    @property
    def failure(self) -> str | None:
        """:func:`opponent_failure` if the embedded side failed this episode, else None."""
        return self._failure

    def view(self) -> Any:
        """The learner's structured view (what it may know, as dataclasses)."""
        return self._game().view(self.learner)

    def _opponent_act(self, view: Any) -> Any:
        """:func:`agent_turn` for sync callers: a sync ``act`` runs here, anything awaitable
        on the private loop."""
        out = (getattr(self.opponent, "aact", None) or self.opponent.act)(view)
        return agent_action(
            view, self._runner.run(_awaited(out)) if inspect.isawaitable(out) else out
        )

    def _advance_opponent(self) -> None:
        """Let the embedded side play until it is the learner's turn or the game ends."""
        game = self._game()
        try:
            for who, view in game.turns(self._other):
                game.submit(who, self._opponent_act(view))
        except Exception as exc:
            self._opponent_failed(game, exc)
        if game.done and game.episode.judgement is None:
            self._runner.run(game.afinish())

    async def _aadvance_opponent(self) -> None:
        """:meth:`_advance_opponent` on the caller's event loop."""
        game = self._game()
        try:
            for who, view in game.turns(self._other):
                game.submit(who, await agent_turn(self.opponent, view))
        except Exception as exc:
            self._opponent_failed(game, exc)
        await game.afinish()

    def _opponent_failed(self, game: Game, exc: Exception) -> None:
        """End the game as an error; the cause goes to the record and log, not to the learner."""
        game.fail(exc)
        self._failure = opponent_failure(self._other, type(exc).__name__)
        _log.warning("embedded %s failed, episode ended: %s", self._other, game.episode.meta.error)

    def _info(self) -> dict[str, Any]:
        game = self._game()
        info: dict[str, Any] = {"scenario_id": game.scenario.id, "turn": game.turn}
        ep = game.episode
        if game.done:
            info.update(end_info(ep, self.learner))
            if self.learner == ATTACKER:
                info["attacker_reward"] = ep.attacker_reward
        if ep.failures and ep.failures[-1].agent == self.learner:
            info["last_format_error"] = ep.failures[-1].error
        if self._failure is not None:
            info["error"] = self._failure
        return info

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        self._start(seed, options)
        self._advance_opponent()
        return self._observe(), self._reset_info()

    async def areset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """:meth:`reset` for async callers: the opponent's turns are awaited on the running loop."""
        self._start(seed, options)
        await self._aadvance_opponent()
        return self._observe(), self._reset_info()

    def _reset_info(self) -> dict[str, Any]:
        # the embedded side may end the game before the learner moves: step() must not follow
        info = self._info()
        if self._game().done:
            info["ended_in_reset"] = True
        if self.render_mode == "human":
            self.render()
        return info

    def _start(self, seed: int | None, options: dict[str, Any] | None) -> None:
        """A fresh game with its scenario drawn and the opponent reset (nobody has moved yet)."""
        super().reset(seed=seed)
        self._failure = None  # opponent_failure() once the opponent failed
        game = self._new_game(options)
        scenario = game.scenario
        # provenance, as a benchmark record has it
        game.episode.meta.seed = seed
        setattr(game.episode.meta, self._other, self.opponent_label)
        if seed is not None and self.learner == DEFENDER:
            # derived as tomsb bench derives it, so a seeded reset replays that episode
            index = int((options or {}).get("episode_index", 0))
            game.episode.meta.episode_index = index
            a_rng, d_rng = agent_rngs(episode_seed(seed, scenario.id, self.opponent_label, index))
        else:
            a_rng, d_rng = agent_rngs(rng=self.np_random, scenario_id=scenario.id)
        if self.learner == DEFENDER:
            self.opponent.reset(scenario.attacker_brief(), a_rng)
        else:
            self.opponent.reset(scenario.defender_brief(), d_rng)
            reveal_prior_if_privileged(self.opponent, scenario)
        self._observe = self._observer(self.learner)

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        game = self._submit(action)
        self._advance_opponent()
        return self._step_result(game)

    async def astep(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """:meth:`step` for async callers: the opponent's turns are awaited on the running loop."""
        game = self._submit(action)
        await self._aadvance_opponent()
        return self._step_result(game)

    def _submit(self, action: Any) -> Game:
        game = self.game
        if game is None:
            raise ResetNeeded("step() before reset(): call reset() first")
        if game.done:
            outcome = game.episode.outcome.value if game.episode.outcome else "ended"
            raise ResetNeeded(f"the episode is over ({outcome}); call reset() to start another")
        game.submit(self.learner, action)
        return game

    def _step_result(self, game: Game) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        ep = game.episode
        reward = ep.reward if self.learner == DEFENDER else ep.attacker_reward
        truncated = game.done and ep.outcome is Outcome.TRUNCATED
        terminated = game.done and not truncated
        if self.render_mode == "human":
            self.render()
        obs, info = self._observe(), self._info()
        return obs, float(reward) if game.done else 0.0, terminated, truncated, info

    def close(self) -> None:
        """Close the opponent's backend clients on the private loop, then end that loop's thread."""
        if self._runner.loop is not None:
            if self._backend_aclose is not None:
                self._runner.run(self._backend_aclose())
            self._runner.close()
        super().close()

    async def aclose(self) -> None:
        """:meth:`close` for async callers: also closes the backend's clients on the running loop."""
        if self._backend_aclose is not None:
            await self._backend_aclose()
        self.close()

    @property
    def _backend_aclose(self) -> Any:
        return getattr(getattr(self.opponent, "backend", None), "aclose", None)


class DefenderEnv(_EmbeddedGameEnv):
    """ToM-SB with the defender as the learner and the attacker embedded.

    **Description.** You are the double agent: each step answers the attacker's latest
    message, and the embedded attacker (scripted by default, or an LLM) replies inside
    ``step``. Win by leaving it convinced of a false path without losing its trust.

    **Agents.** The defender learns; the attacker (``attacker=``) is part of the env.

    **Observations.** ``Dict``: ``context`` (universe and ground truth), ``transcript``,
    ``reflections`` (your past private fields), ``message`` (the attacker's latest),
    ``turn``; :meth:`view` gives the same as a :class:`~tomsb_env.DefenderView`.

    **Actions.** The defender's JSON text (``{"reply": ..., "attacker_belief_about_target":
    ..., "attacker_trust_in_us": ..., "reflection": ..., "attacker_prior_estimate": {...}}``),
    a dict, or a :class:`~tomsb_env.DefenderTurn`. Only ``reply`` reaches the attacker.
    Unparseable output is a format failure: the attacker sees an empty reply.

    **Rewards.** 0 until the end, then the weighted sum of ``info["reward_components"]``
    (default ``fooling + tom``). ``shaping=gamma`` adds a potential-based term each step
    (:mod:`tomsb_env.judges.signals`; pass your trainer's discount); ``signals=True`` puts
    the reply's per-turn signals in ``info["signals"]``. Both read the attacker's private
    state: a trainer may use them, a policy must not observe them.

    **Episode end.** Terminated on ``fooled``, ``leaked``, ``unconvinced`` (success
    declared holding no value at a level it did not know), ``detected`` or
    ``format_error`` (``info["outcome"]``); truncated (``truncated``) after ``max_turns``
    attacker turns. If the attacker ends the game before your first turn, ``reset`` returns
    ``info["ended_in_reset"] = True`` with the outcome: start another episode, not ``step``.

    **Seeding.** ``reset(seed=s, options={"episode_index": k})`` (``k`` default 0) gives
    the attacker the randomness of ``tomsb bench``'s episode ``k`` of that scenario under
    run seed ``s``, so it replays here; unseeded resets use the env's generator.

    **Arguments.** ``attacker`` (spec, instance or factory; default the variant's scripted
    attacker), ``attacker_kwargs``, ``scenarios``, ``split`` (``"train"``),
    ``scenario_ids``, ``max_turns`` (15), ``rewards``, ``judge``, ``config``,
    ``render_mode``, ``signals``, ``shaping``; a misspelt keyword is an :class:`~tomsb_env.errors.UnknownKeywordError`.

    **Version history.** v0: initial release.

    >>> import gymnasium as gym, tomsb_env
    >>> env = gym.make("ToMSB-Bluffing-v0")
    >>> obs, info = env.reset(seed=0)
    >>> obs, reward, terminated, truncated, info = env.step('{"reply": "I cannot share that."}')
    >>> isinstance(obs["message"], str)
    True
    """

    learner = DEFENDER
    _other = ATTACKER

    def __init__(
        self,
        attacker: Any = "scripted:base",
        *,
        attacker_kwargs: Mapping[str, Any] | None = None,
        signals: bool = False,
        shaping: float | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(attacker, opponent_kwargs=attacker_kwargs, **kwargs)
        if shaping is not None and not 0 < shaping <= 1:
            raise ConfigError(f"shaping is the discount factor, in (0, 1], got {shaping!r}")
        self.signals, self.shaping = signals, shaping
        self._potential = 0.0

    @property
    def attacker(self) -> Any:
        return self.opponent

    def _reset_info(self) -> dict[str, Any]:
        game = self._game()
        live = self.shaping is not None and not game.done and game.episode.attacker_turns
        self._potential = potential(game.episode, 0) if live else 0.0
        return super()._reset_info()

    def _step_result(self, game: Game) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = super()._step_result(game)
        ep = game.episode
        if self.signals:  # the attacker's private state: for the trainer, never the policy
            info["signals"] = turn_signals(ep)[-1].to_dict()
        if self.shaping is not None:
            after = 0.0 if game.done else potential(ep, len(ep.attacker_turns) - 1)
            reward += self.shaping * after - self._potential
            self._potential = after
        return obs, reward, terminated, truncated, info


class AttackerEnv(_EmbeddedGameEnv):
    """ToM-SB with the attacker as the learner and a defender embedded.

    The mirror image of :class:`DefenderEnv`. Observations hold the attacker's persona,
    universe and prior; actions are its JSON (``trust_score``, ``belief``, ``reflection``,
    ``signal``, ``prompt``) or an :class:`~tomsb_env.AttackerTurn`. Reward: 1 at the end
    on ``leaked`` (success declared holding a true value at a level it did not know).
    Arguments as :class:`DefenderEnv`, with ``defender=`` (default ``"scripted:probing"``)
    and ``defender_kwargs``.

    **Version history.** v0: initial release.
    """

    learner = ATTACKER
    _other = DEFENDER

    def __init__(
        self,
        defender: Any = "scripted:probing",
        *,
        defender_kwargs: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(defender, opponent_kwargs=defender_kwargs, **kwargs)

    @property
    def defender(self) -> Any:
        return self.opponent
