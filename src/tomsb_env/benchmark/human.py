"""A defender played by a person at a terminal (``tomsb play``; docs/cli.md).

A line starting with ``{`` is a JSON defender turn; invalid JSON is asked again rather
than counted as a format failure.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

import numpy as np

from tomsb_env.benchmark.specs import (
    BackendPool,
    expand_attackers,
    is_async_agent,
    resolve_agent,
)
from tomsb_env.display import printable
from tomsb_env.errors import ConfigError, FormatFailure
from tomsb_env.game import GameConfig, aplay_episode, play_episode
from tomsb_env.parsing import parse_defender_turn
from tomsb_env.types import DefenderTurn, DefenderView, Episode
from tomsb_env.universe.scenario import DefenderBrief, Scenario

__all__ = ["HumanDefender", "play_in_terminal"]

_HELP = (
    "You are the defender. Keep the true values hidden and steer the other side to a "
    "believable wrong answer without losing its trust.\n"
    "Type a reply and press Enter. A line starting with '{' is read as a JSON turn, e.g. "
    '{"reply": "...", "attacker_prior_estimate": {"<level>": "<value, null or ?>"}}: '
    'a value the attacker believes, null if it does not know that level, "?" if you '
    "cannot tell (never scored as a match).\n"
    "Type /quit to stop."
)


class HumanDefender:
    """Reads replies from ``stdin`` and shows the game on ``stdout``."""

    name = "human"

    def __init__(
        self, stdin: TextIO | None = None, stdout: TextIO | None = None, color: bool = False
    ) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stdout
        self.color = color
        self._levels: tuple[str, ...] = ()

    def _say(self, text: str) -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def _paint(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color else text

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None:
        self._levels = brief.universe.levels
        truth = ", ".join(f"{lv} {v}" for lv, v in brief.truth.items())
        self._say(
            printable(
                f"You hold private information about {brief.target}. The world (nothing "
                f"outside it exists):\n{brief.universe.describe()}\nThe true values "
                f"(private): {truth}\n\n{_HELP}\n"
            )
        )

    def _read(self) -> str:
        if self.stdin.isatty():
            self.stdout.write(self._paint("34", "you> "))
            self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            raise EOFError("input ended before the episode finished")
        if line.strip() == "/quit":
            raise EOFError("you quit before the episode finished")
        return line.rstrip("\n")

    def act(self, view: DefenderView) -> DefenderTurn:
        self._say(self._paint("31", f"[{view.turn}] attacker: ") + printable(view.last_message))
        while True:
            line = self._read()
            if not line.lstrip().startswith("{"):
                return DefenderTurn(reply=line)
            try:
                return parse_defender_turn(line, self._levels)
            except FormatFailure as exc:
                self._say(f"That JSON turn cannot be used ({printable(exc)}); try again.")


def play_in_terminal(
    scenario: Scenario,
    attacker: str,
    attacker_kind: str | None = None,
    *,
    seed: int = 0,
    max_turns: int = 15,
    attacker_kwargs: dict[str, Any] | None = None,
    color: bool = False,
) -> Episode:
    """One episode with a person as the defender against ``attacker`` (any spec).

    An LLM attacker spec needs one variant (``attacker_kind`` or ``SPEC#kind``);
    ``attacker_kwargs`` are its settings (temperature, max_tokens, timeout_s, ...).
    Raises :class:`EOFError` when the input ends first.
    """
    (parsed, _), *rest = expand_attackers([attacker], [attacker_kind] if attacker_kind else None)
    if rest:
        raise ConfigError(
            f"{attacker!r} is an LLM attacker: choose one variant with --attacker-kind"
        )
    backends = BackendPool()
    opponent = resolve_agent(parsed, "attacker", attacker_kwargs or {}, backends).new()
    human = HumanDefender(color=color)
    human._say(f"Scenario {scenario.id} against {parsed.label}\n")
    config = GameConfig(max_turns=max_turns)
    if not is_async_agent(opponent):
        return play_episode(scenario, opponent, human, seed=seed, config=config)
    import asyncio

    async def run() -> Episode:
        try:
            return await aplay_episode(scenario, opponent, human, seed=seed, config=config)
        finally:
            await backends.aclose()

    return asyncio.run(run())
