"""The games as a Hugging Face ``datasets`` dataset of rendered prompts (extra ``[datasets]``).

One row per game (scenario, opponent seed): ``prompt`` is the learner's first-turn
``[system, user]`` chat as a session renders it, with ``scenario_id`` and ``seed`` to replay
the game. ``examples/hf_dataset.py`` is the command line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.integrations import SEATS, game_seeds, seat_session, split_ids

__all__ = ["prompt_dataset", "prompt_rows"]

_DEFAULT_OPPONENT = {"attacker": "scripted:base", "defender": "scripted:probing"}


def prompt_rows(
    scenario_ids: Sequence[str] | None = None,
    *,
    split: str = "train",
    seat: str = "defender",
    opponent: str | None = None,
    prompt: str | None = None,
    seeds_per_scenario: int = 1,
    seed: int = 0,
    max_turns: int | None = None,
) -> list[dict[str, Any]]:
    """The rows, as plain dicts. ``seat`` is the learner's side, ``opponent`` the other side's
    spec, ``prompt`` the learner's prompt; seeds as :func:`~tomsb_env.integrations.game_seeds`.
    A game the opponent ended before the learner's first turn has ``prompt`` ``[system]`` and
    ``ended_at_start`` true."""
    if seat not in SEATS:
        raise ConfigError(f"seat must be 'defender' or 'attacker', got {seat!r}")
    side, cls = SEATS[seat], seat_session(seat)
    opponent = opponent or _DEFAULT_OPPONENT[side]
    options: dict[str, Any] = {side: opponent, "split": split, "max_turns": max_turns}
    if prompt is not None:
        options["prompt"] = prompt
    ids = split_ids(split) if scenario_ids is None else list(scenario_ids)
    rows = []
    for sid, s in game_seeds(ids, seeds_per_scenario, seed):
        with cls(sid, seed=s, **options) as session:
            prompt_chat = [dict(m) for m in session.start()]
            row = {"prompt": prompt_chat, "scenario_id": sid, "seed": s, "seat": seat}
            rows.append({**row, "opponent": options[side], "ended_at_start": session.done})
    return rows


def prompt_dataset(scenario_ids: Sequence[str] | None = None, **options: Any) -> Any:
    """:func:`prompt_rows` as a ``datasets.Dataset``."""
    try:
        import datasets
    except ImportError:
        raise MissingExtraError("datasets", "datasets", __name__) from None
    return datasets.Dataset.from_list(prompt_rows(scenario_ids, **options))
