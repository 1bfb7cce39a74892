"""Adapters to RL frameworks, one module and one extra each (imported on use, never here).

* :mod:`tomsb_env.integrations.trl` - TRL's ``GRPOTrainer`` (extra ``[trl]``): a
  ``rollout_func`` factory and an ``environment_factory`` class.
* :mod:`tomsb_env.integrations.openenv` - an OpenEnv server and client (extra ``[openenv]``).
* :mod:`tomsb_env.integrations.skyrl` - a SkyRL-Gym ``BaseTextEnv`` (extra ``[skyrl]``).
* verifiers (extra ``[verifiers]``) is the top-level package :mod:`tomsb_verifiers`,
  because verifiers loads tasksets by id from top-level modules only.
* :mod:`tomsb_env.integrations.hf_dataset` - the games as a Hugging Face ``datasets``
  dataset of rendered ``[system, user]`` prompts.

The functions here are what the adapters share; none imports a framework."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tomsb_env.errors import ConfigError, UnknownNameError

__all__ = ["SEATS", "outcome_shares", "seat_session", "turn_reward_components"]

#: the seats a model can take, each with the session keyword naming its embedded opponent
SEATS = {"defender": "attacker", "attacker": "defender"}


def split_ids(split: str) -> list[str]:
    """The scenario ids of ``split``."""
    from tomsb_env.universe.datasets import load_scenarios

    return [s.id for s in load_scenarios(split)]


def game_seeds(
    scenario_ids: Sequence[str], seeds_per_scenario: int, seed: int
) -> list[tuple[str, int]]:
    """One (scenario id, attacker seed) per game; the seeds are ``seed * 1_000_003 + k``."""
    if seeds_per_scenario < 1:
        raise ConfigError(f"seeds_per_scenario must be >= 1, got {seeds_per_scenario}")
    return [(sid, seed * 1_000_003 + k) for sid in scenario_ids for k in range(seeds_per_scenario)]


def turn_reward_components(episode: Any) -> list[dict[str, float]]:
    """Per defender turn, the components scored turn by turn (``stepwise_tom``: 1.0 where the
    turn's estimate matched the attacker's stated belief); their mean is the episode's, so
    per-turn credit pays nothing the episode reward would not. Empty before judging."""
    judgement = episode.judgement
    if judgement is None:
        return []
    if judgement.stepwise_matches:
        return [{"stepwise_tom": float(m)} for m in judgement.stepwise_matches]
    # a judge without per-turn verdicts (or no estimate at all): the episode's share each turn
    return [{"stepwise_tom": float(judgement.stepwise_tom or 0.0)}] * len(episode.defender_turns)


def outcome_shares(outcomes: Sequence[str]) -> dict[str, float]:
    """Each outcome's share of a batch as ``outcome_<name>``; ``outcome_error`` is always there."""
    shares = {"outcome_error": 0.0}
    for o in outcomes:
        shares[f"outcome_{o}"] = shares.get(f"outcome_{o}", 0.0) + 1 / len(outcomes)
    return shares


def seat_session(role: str) -> Any:
    """The session class of ``role``'s seat: ``DefenderSession`` or ``AttackerSession``."""
    from tomsb_env.session import AttackerSession, DefenderSession

    if role not in SEATS:
        raise UnknownNameError("role", role, SEATS)
    return DefenderSession if role == "defender" else AttackerSession


def check_settings(split: str, role: str = "defender", **session: Any) -> None:
    """Build (not play) one game of ``split`` for ``role``, so bad settings fail at start-up."""
    ids = split_ids(split)
    if not ids:
        raise ConfigError(f"split {split!r} has no scenarios")
    seat_session(role)(ids[0], split=split, **session).close()
