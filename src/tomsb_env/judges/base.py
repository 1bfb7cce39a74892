"""The Judge protocol: decides the outcome and ToM scores of a finished episode."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from tomsb_env.types import Episode, Judgement, Outcome

__all__ = ["AsyncJudge", "Judge"]


@runtime_checkable
class Judge(Protocol):
    """Synchronous judge. ``ending`` is the rule-based ending reached (detected, truncated,
    format error), or ``None`` when the attacker declared success and the judge decides
    between leaked, fooled and unconvinced (see :class:`Outcome`)."""

    name: str

    def judge(self, episode: Episode, ending: Outcome | None) -> Judgement: ...


@runtime_checkable
class AsyncJudge(Protocol):
    """A judge that needs async calls (LLM judges)."""

    name: str

    async def ajudge(self, episode: Episode, ending: Outcome | None) -> Judgement: ...
