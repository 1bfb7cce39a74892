"""One benchmark episode: its seed, fresh agents playing it, and its JSON record.

Both drivers (plain loop and asyncio) run the rules engine directly rather than
``play_episode`` so that an exception from an agent or a backend leaves the turns
already played in the record, which is then closed with outcome ``error`` and the
cause in ``meta.error``."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from tomsb_env.benchmark.gate import TurnGate
from tomsb_env.benchmark.specs import AgentSource, is_async_agent
from tomsb_env.benchmark.store import EpisodeKey
from tomsb_env.game import (
    ATTACKER,
    DEFENDER,
    Game,
    GameConfig,
    agent_action,
    agent_turn,
    reveal_prior_if_privileged,
)
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.seeding import RngPair, agent_rngs, episode_seed
from tomsb_env.types import Episode, EpisodeMeta
from tomsb_env.universe.scenario import Scenario


@dataclass(frozen=True)
class Job:
    """One episode to play: the key that names it and what it needs."""

    scenario: Scenario
    attacker: AgentSource
    seed: int
    index: int

    @property
    def key(self) -> EpisodeKey:
        return (self.scenario.id, self.attacker.label, self.seed, self.index)


@dataclass
class EpisodeContext:
    """What every episode of a run shares."""

    defender: AgentSource
    game_config: GameConfig
    judge: Any
    rewards: RewardSpec


def _new_game(job: Job, ctx: EpisodeContext) -> Game:
    meta = EpisodeMeta(
        job.attacker.label, ctx.defender.label, seed=job.seed, episode_index=job.index
    )
    return Game(job.scenario, ctx.game_config, ctx.judge, ctx.rewards, meta)


def job_rngs(job: Job) -> RngPair:
    """The job's (attacker, defender) RNGs: ``agent_rngs`` of its episode seed."""
    return agent_rngs(episode_seed(job.seed, job.scenario.id, job.attacker.label, job.index))


def _reset(job: Job, attacker: Any, defender: Any) -> None:
    sc = job.scenario
    a_rng, d_rng = job_rngs(job)
    attacker.reset(sc.attacker_brief(), a_rng)
    defender.reset(sc.defender_brief(), d_rng)
    reveal_prior_if_privileged(defender, sc)


def _usage(agent: Any) -> dict[str, int]:
    usage = getattr(agent, "usage", None) or {}
    if hasattr(usage, "as_dict"):
        usage = usage.as_dict()
    return {str(k): int(v) for k, v in dict(usage).items() if isinstance(v, (int, float))}


def _finish_meta(ep: Episode, attacker: Any, defender: Any, t0: float) -> None:
    meta = ep.meta
    meta.wall_seconds = round(time.perf_counter() - t0, 6)
    for role, agent in (("attacker", attacker), ("defender", defender)):
        for name, sha in (getattr(agent, "prompts", None) or {}).items():
            meta.prompts[name if name.startswith(role) else f"{role}.{name}"] = sha
        meta.usage.update({f"{role}_{k}": v for k, v in _usage(agent).items()})


def play_sync(job: Job, attacker: Any, defender: Any, ctx: EpisodeContext) -> Episode:
    t0 = time.perf_counter()
    game = _new_game(job, ctx)
    try:
        _reset(job, attacker, defender)
        agents = {ATTACKER: attacker, DEFENDER: defender}
        for who, view in game.turns():
            game.submit(who, agent_action(view, agents[who].act(view)))
    except Exception as exc:
        game.fail(exc)
    _finish_meta(game.episode, attacker, defender, t0)
    return game.episode


async def play_async(
    job: Job,
    attacker: Any,
    defender: Any,
    ctx: EpisodeContext,
    gate: TurnGate | None = None,
    order: int = 0,
) -> Episode:
    """Play one episode; with a ``gate``, every awaited turn holds one of its slots, at
    priority (moves played so far, ``order``): the least advanced open episode goes first (see
    :mod:`.gate`). The agents are reset once the first turn has its slot: an episode waiting to
    start costs no work yet, so the first calls of a run go out sooner."""
    t0 = time.perf_counter()
    game = _new_game(job, ctx)
    ep = game.episode

    def priority() -> int:
        # (moves, order) packed in one int: the gate's heap compares it many times per turn
        return (len(ep.attacker_turns) + len(ep.defender_turns)) << 32 | order

    # A slot is taken and given back around each awaited turn by hand: an ``async with``
    # costs three more coroutines per LLM call.
    fresh = True
    try:
        agents = {ATTACKER: attacker, DEFENDER: defender}
        gated = {who: gate is not None and is_async_agent(a) for who, a in agents.items()}
        for who, view in game.turns():
            held = gated[who]
            if held:
                assert gate is not None
                await gate.acquire(priority())
            try:
                if fresh:
                    _reset(job, attacker, defender)
                    fresh = False
                action = await agent_turn(agents[who], view)
            finally:
                if held:
                    gate.release()  # type: ignore[union-attr]
            game.submit(who, action)
        if gate is not None and hasattr(game.judge, "ajudge"):
            await gate.acquire(priority())
            try:
                await game.afinish()
            finally:
                gate.release()
        else:
            await game.afinish()
    except Exception as exc:
        game.fail(exc)
    _finish_meta(ep, attacker, defender, t0)
    return ep
