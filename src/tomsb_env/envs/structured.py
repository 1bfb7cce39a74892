"""Structured play for classic RL libraries: both seats with discrete moves and action masks
(``gym.make("ToMSB-Bluffing-Discrete-v0")``), both through PettingZoo for self-play, and
:class:`PolicyAgent` to play a trained policy wherever an agent goes. Guide: ``docs/rl.md``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers

from tomsb_env.envs.aec import ToMSBEnv
from tomsb_env.envs.moves import AttackerMoves, DefenderMoves
from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv
from tomsb_env.game import ATTACKER, DEFENDER, agent_rngs
from tomsb_env.types import AttackerView, DefenderView

__all__ = [
    "DiscreteAttackerEnv",
    "DiscreteDefenderEnv",
    "PolicyAgent",
    "StructuredToMSBEnv",
    "structured_env",
    "structured_parallel_env",
]

_SEATS: dict[str, type[Any]] = {DEFENDER: DefenderMoves, ATTACKER: AttackerMoves}
_SIZES = ("max_levels", "max_branching")  # the seats' size arguments


def _seat(role: str, env: Any, sizes: dict[str, int]) -> Any:
    """``role``'s seat of ``sizes`` for ``env``'s turns, checked against every scenario of its
    pool."""
    seat = _SEATS[role](**sizes, max_turns=env.config.max_turns)
    for s in env.scenarios:
        seat.check_fits(s.universe, f"scenario {s.id!r}")
    return seat


class _Discrete:
    """Mixin over an embedded-opponent env: the learner plays through a seat of moves."""

    learner: str

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        sizes = {k: kwargs.pop(k) for k in _SIZES if k in kwargs}
        super().__init__(*args, **kwargs)  # type: ignore[call-arg]
        self.moves = _seat(self.learner, self, sizes)
        self.observation_space = self.moves.observation_space
        self.action_space = self.moves.action_space

    def _start(self, seed: int | None, options: dict[str, Any] | None) -> None:
        super()._start(seed, options)  # type: ignore[misc]
        brief = self._game().view(self.learner).brief  # type: ignore[attr-defined]
        self.moves.reset(brief, self.np_random)  # type: ignore[attr-defined]
        self._observe = self._observe_moves  # a bound method: the env still pickles

    def _observe_moves(self) -> dict[str, Any]:
        return self.moves.observe(self._game().view(self.learner))  # type: ignore[attr-defined]

    def _info(self) -> dict[str, Any]:
        return {**super()._info(), "action_mask": self.moves.action_mask()}  # type: ignore[misc]

    def action_masks(self) -> np.ndarray:
        """The legal actions now (sb3-contrib's ``ActionMasker``/``MaskablePPO`` call this)."""
        return self.moves.action_mask()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        over = self._game().done  # type: ignore[attr-defined]  # then step() says reset
        return super().step(None if over else self.moves.turn(action))  # type: ignore[misc]


class DiscreteDefenderEnv(_Discrete, DefenderEnv):
    """ToM-SB for classic RL: the defender learns with discrete moves, an attacker is embedded.

    **Actions.** ``MultiDiscrete([38, max_levels + 1])``: a move (named like
    ``"claim:1:0"`` in ``env.moves.moves``) and our estimate of how many top levels the
    attacker knew before the game (a prior is the truth down to some depth). The estimate
    fills the turn's ``attacker_prior_estimate`` / ``attacker_belief_estimate`` (the ToM
    rewards score them) and tells ``answer`` where to start lying. Moves: ``probe`` (ask
    what it knows); ``answer`` (the level asked, else the first we have not told: true
    above the estimate, our story or a new lie from there down; it apologises if that
    changes the story and stands by it after a doubt); ``confirm`` ("yes, that's right",
    then ``answer``; only after the attacker named a value); ``refuse``; ``probe_level`` /
    ``list`` a level (ask about it / list its options); on a level and a candidate slot,
    ``claim`` it, ``deny`` it ("not in X": asserts nothing) or say where it sits
    (``structure``: only to answer a question about the structure); ``wait`` (0) is for the
    parallel env. A level's candidates are the children of the value above on our story
    (what we claimed there, else the truth): slot 0 the true value if among them, then the
    false ones. Phrased by the scripted defenders' pools, played as a text turn: the
    attacker reads only the reply.

    **Action mask.** ``info["action_mask"]`` and :meth:`action_masks`: both parts' masks
    concatenated (MaskablePPO's layout; ``action_space.sample(mask)`` takes it too). An
    illegal action is a format failure, as unparseable text is: named in
    ``info["last_format_error"]``, the attacker sees an empty reply, and
    ``max_consecutive_failures + 1`` in a row end the game ``format_error``.

    **Observations.** ``turn``; ``levels`` (``MultiBinary((max_levels, 11))``: per level,
    whether it exists; whether the attacker's latest message asked about it, named its true
    value (or one below it), a false one, or echoed ours; the same over the episode; whether
    we claimed a value there, truly; whether it doubted it); ``flags`` (the message doubts,
    asks how an entity fits the universe, names anything); ``counts`` (doubts, our probes,
    our claims); ``last_move``. Only the transcript and our brief: never the attacker's
    prior, belief or trust. ``flatten_space`` flattens it.

    **Arguments.** As :class:`~tomsb_env.envs.single_agent.DefenderEnv` (``attacker``,
    ``split``, ``rewards``, ``signals``, ``shaping``, ...) plus ``max_levels`` and
    ``max_branching`` (3, 3: the largest of the shipped and the authors' scenarios); a
    scenario that does not fit is a :class:`~tomsb_env.errors.ScenarioError`.

    **Version history.** v0: initial release.

    >>> import gymnasium as gym, tomsb_env
    >>> env = gym.make("ToMSB-Bluffing-Discrete-v0")
    >>> obs, info = env.reset(seed=0)
    >>> obs, reward, terminated, truncated, info = env.step(env.action_space.sample(info["action_mask"]))
    >>> sorted(obs)
    ['counts', 'flags', 'last_move', 'levels', 'turn']
    """


class DiscreteAttackerEnv(_Discrete, AttackerEnv):
    """The mirror image: the attacker learns with discrete moves, a defender is embedded.

    **Actions.** ``MultiDiscrete([30, 6])`` (default sizes): a move and the trust score (0
    ends the game ``detected``). Moves: ``no_knowledge`` / ``withhold`` (answer a probe with
    nothing / keep it back, then ask on), ``ask`` / ``verify`` / ``challenge`` a level (a
    challenge needs a claim there), and on a candidate ``name`` (state it as if known, ask
    the next level) and ``conclude`` (end the game believing it and its ancestors). Neither
    ending (``conclude``, trust 0) is legal before the defender has replied once. Between
    moves the belief on record is the prior plus the defender's latest claims that fit it;
    the candidates at a level are the children of the value on record above, the one on
    record first. **Observations.** ``turn``, ``levels`` (per level: exists, known
    before the game, what the latest reply claimed there and whether it fits or contradicts
    the prior, listed options; over the episode: claimed, changed, on record, asked,
    challenged), ``flags`` (the reply asks what we know, is a question, refuses, agrees,
    offers to route us, is empty, off one branch, names something outside the universe),
    ``counts`` and ``last_move``. Reward: 1 on ``leaked``. Masks and arguments as
    :class:`DiscreteDefenderEnv`, with ``defender=`` (default ``"scripted:probing"``).

    **Version history.** v0: initial release.
    """


class PolicyAgent:
    """A seat played by ``policy(observation, action_mask) -> action`` (an agent: ``reset``
    and ``act``), e.g. a trained MaskablePPO's ``predict``; ``role`` is ``"defender"`` or
    ``"attacker"``. ``policy=None`` plays uniformly among the legal actions (seeded by the
    episode's stream)."""

    def __init__(
        self,
        role: str,
        policy: Callable[[dict[str, Any], np.ndarray], Any] | None,
        name: str = "structured:policy",
        **sizes: int,
    ) -> None:
        self.moves = _SEATS[role](**sizes)
        self.policy, self.name = policy, name

    def reset(self, brief: Any, rng: np.random.Generator) -> None:
        self.moves.reset(brief, rng)
        self.moves.action_space.seed(int(rng.integers(2**31)))

    def act(self, view: DefenderView | AttackerView) -> Any:
        obs, mask = self.moves.observe(view), self.moves.action_mask()
        action = self.moves.action_space.sample(mask) if self.policy is None else None
        return self.moves.turn(self.policy(obs, mask) if self.policy else action)


class StructuredToMSBEnv(ToMSBEnv):
    """:class:`~tomsb_env.envs.aec.ToMSBEnv` with both seats structured: each agent observes
    ``{"observation": ..., "action_mask": ...}`` (the agent not to move may only ``wait``)
    and acts with its seat's ``MultiDiscrete``. Arguments as ``ToMSBEnv`` plus
    ``max_levels``, ``max_branching``."""

    metadata: ClassVar[dict[str, Any]] = {**ToMSBEnv.metadata, "name": "tomsb_structured_v0"}

    def __init__(self, scenarios: Any = None, **kwargs: Any) -> None:
        sizes = {k: kwargs.pop(k) for k in _SIZES if k in kwargs}
        super().__init__(scenarios, **kwargs)
        self.moves = {a: _seat(a, self, sizes) for a in self.possible_agents}
        masks = {
            a: spaces.MultiBinary(int(m.action_space.nvec.sum())) for a, m in self.moves.items()
        }
        self.observation_spaces = {
            a: spaces.Dict({"observation": m.observation_space, "action_mask": masks[a]})
            for a, m in self.moves.items()
        }
        self.action_spaces = {a: m.action_space for a, m in self.moves.items()}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        super().reset(seed, options)
        sc = self._game().scenario
        a_rng, d_rng = agent_rngs(rng=self.np_random, scenario_id=sc.id)
        self.moves[ATTACKER].reset(sc.attacker_brief(), a_rng)
        self.moves[DEFENDER].reset(sc.defender_brief(), d_rng)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.moves[agent]
        acting = agent == self.agent_selection and not self._game().done
        return {
            "observation": seat.observe(self._game().view(agent)),
            "action_mask": seat.action_mask(acting),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.agents and not (self.terminations[agent] or self.truncations[agent]):
            action = self.moves[agent].turn(action)
        super().step(action)


def structured_env(**kwargs: Any) -> AECEnv:
    """:class:`StructuredToMSBEnv` with PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(StructuredToMSBEnv(**kwargs))


class _StructuredParallelEnv(ParallelEnv):
    """Turn-based play through the Parallel API: every step both agents send an action; the
    one not to move has a mask allowing only ``wait`` (move 0), and its action is ignored."""

    metadata: ClassVar[dict[str, Any]] = {"name": "tomsb_structured_parallel_v0"}

    def __init__(self, **kwargs: Any) -> None:
        self.aec = StructuredToMSBEnv(**kwargs)
        self.possible_agents, self.agents = list(self.aec.possible_agents), []

    def observation_space(self, agent: str) -> Any:
        return self.aec.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.aec.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> Any:
        self.aec.reset(seed, options)
        self.agents = list(self.possible_agents)
        return {a: self.aec.observe(a) for a in self.agents}, {a: {} for a in self.agents}

    def step(self, actions: dict[str, Any]) -> Any:
        self.aec.step(actions[self.aec.agent_selection])  # the other agent's is not played
        done, aec, agents = self.aec._game().done, self.aec, self.agents
        self.agents = [] if done else agents
        return (
            {a: aec.observe(a) for a in agents},
            {a: float(aec.rewards[a]) for a in agents},
            {a: done and aec.terminations[a] for a in agents},
            {a: done and aec.truncations[a] for a in agents},
            {a: dict(aec.infos[a]) for a in agents},
        )


def structured_parallel_env(**kwargs: Any) -> ParallelEnv:
    """Both structured seats through PettingZoo's Parallel API (turn-based: see above)."""
    return _StructuredParallelEnv(**kwargs)
