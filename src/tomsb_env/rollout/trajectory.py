"""One game played by a policy, as the token sequence a trainer consumes."""

from __future__ import annotations

from dataclasses import dataclass, field

from tomsb_env.game import Game
from tomsb_env.session import DefenderSession
from tomsb_env.types import Episode

__all__ = ["Trajectory", "TurnSample"]


@dataclass(slots=True)
class TurnSample:
    """One defender turn as sampled: its full context and the completion."""

    prompt_ids: list[int]
    completion_ids: list[int]
    logprobs: list[float]  # per completion token, as the sampler reported it
    text: str  # decoded completion, <think> block included
    finish_reason: str
    # per token, log of the mass mask and top-p kept (None: unreported); plus logprob: the model's
    kept_logmass: list[float] | None = None


@dataclass(slots=True)
class Trajectory:
    """One game played by the policy; ``group`` indexes its advantage group in the batch."""

    group: int
    session: DefenderSession = field(repr=False)
    turns: list[TurnSample] = field(default_factory=list)
    reward: float | None = 0.0  # None: the attacker failed, the game has no score

    @property
    def error(self) -> str | None:
        """Why the game has no score (its attacker failed), else None."""
        result = self.session.result
        return result.error if result is not None else None

    @property
    def episode(self) -> Episode:
        return self.session.episode

    @property
    def game(self) -> Game:
        game = self.session.env.game
        assert game is not None
        return game

    def sequence(self) -> tuple[list[int], list[int], list[float]]:
        """Token ids of the whole trajectory, mask (1 = sampled by the policy), sampler logprobs;
        ``AssertionError`` if a later prompt does not extend the earlier turns exactly."""
        if not self.turns:
            return [], [], []
        last = self.turns[-1]
        ids = last.prompt_ids + last.completion_ids
        mask, logps = [0] * len(ids), [0.0] * len(ids)
        for t in self.turns:
            start = len(t.prompt_ids)
            if ids[: start + len(t.completion_ids)] != t.prompt_ids + t.completion_ids:
                raise AssertionError("a later prompt does not extend an earlier turn")
            mask[start : start + len(t.completion_ids)] = [1] * len(t.completion_ids)
            logps[start : start + len(t.logprobs)] = t.logprobs
        return ids, mask, logps

    def kept_logmass(self) -> list[float] | None:
        """Per position of :meth:`sequence`, the log-mass the processors kept (0.0 elsewhere);
        None when some turn's engine did not report it."""
        if any(t.kept_logmass is None for t in self.turns):
            return None
        last = self.turns[-1] if self.turns else None
        out = [0.0] * (len(last.prompt_ids) + len(last.completion_ids) if last else 0)
        for t in self.turns:
            start = len(t.prompt_ids)
            out[start : start + len(t.kept_logmass or ())] = t.kept_logmass or ()
        return out
