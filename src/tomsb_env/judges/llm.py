"""LLM judges for the two ToM metrics, and their agreement with the exact judge.

:class:`LLMJudge` decides outcome, fooling and leakage exactly (through its
``fallback`` judge, from the attacker's structured belief) and uses the model
only where the paper does:

* trajectory ToM, in two stages: the model extracts the defender's final
  estimate of the attacker's *prior* as ``{level: value|null}``; code
  compares it with the real prior (after resolving spelling variants with
  the grounder);
* stepwise ToM: one call per defender turn asking whether its estimate of
  the attacker's belief matches the belief the attacker stated, run
  concurrently under a semaphore.

An answer that still fails to parse after the re-asks falls back to the
exact judge's value for that metric (counted in ``fallbacks``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from typing import Any

from tomsb_env.chat_agent import Usage, chat_parsed
from tomsb_env.errors import ConfigError, FormatFailure, did_you_mean
from tomsb_env.judges.base import Judge
from tomsb_env.judges.exact import ExactJudge, beliefs_match, normalise_belief
from tomsb_env.judges.prompts import STEPWISE, TRAJECTORY, stepwise_prompt, trajectory_prompt
from tomsb_env.llm.base import ChatBackend, ChatMessage, SamplingParams
from tomsb_env.llm.resilience import LoopLocal
from tomsb_env.parsing import extract_json
from tomsb_env.prompts import REASK, prompt_hashes
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Judgement, Outcome
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.tree import Belief, Universe

__all__ = [
    "AgreementReport",
    "Confusion",
    "LLMJudge",
    "ajudge_agreement",
    "judge_agreement",
    "parse_extracted_prior",
    "parse_stepwise_verdict",
]

_NULLS = frozenset({"", "null", "none", "unknown", "n/a"})
_TRUE = {1, "1", "true", "yes"}
_FALSE = {0, "0", "false", "no"}


def _resolve(universe: Universe, level: str, value: str) -> str:
    """The universe entity ``value`` names at ``level`` (case and spelling variants allowed)."""
    if value in universe:
        return value
    hits = grounder_for(universe).by_level(value).get(level, [])
    return hits[0] if len(set(hits)) == 1 else value


def parse_extracted_prior(text: str, universe: Universe) -> Belief:
    """Stage one's answer as a normalised belief; raises :class:`FormatFailure`."""
    obj = extract_json(text)
    levels = universe.levels
    if (
        len(obj) == 1
        and isinstance(next(iter(obj.values())), dict)
        and next(iter(obj)) not in levels
    ):
        obj = next(iter(obj.values()))  # {"prior": {...}}: a common wrapping
    by_lower = {lv.lower(): lv for lv in levels}
    out: Belief = dict.fromkeys(levels)
    for key, value in obj.items():
        level = by_lower.get(str(key).strip().lower())
        if level is None:
            raise FormatFailure(f"unknown level {key!r}{did_you_mean(str(key), levels)}", text)
        if value is not None and not isinstance(value, str):
            raise FormatFailure(f"{level}: expected a name or null, got {value!r}", text)
        if value is not None and value.strip().lower() not in _NULLS:
            out[level] = _resolve(universe, level, value.strip())
    return normalise_belief(universe, out)


def parse_stepwise_verdict(text: str) -> bool:
    """Stage answer ``{"attacker_belief_about_target": 0|1, ...}`` as a bool."""
    obj = extract_json(text)
    if "attacker_belief_about_target" not in obj:
        raise FormatFailure("missing key 'attacker_belief_about_target' (expected 0 or 1)", text)
    value = obj["attacker_belief_about_target"]
    key = value.strip().lower() if isinstance(value, str) else value
    if key in _TRUE:
        return True
    if key in _FALSE:
        return False
    raise FormatFailure(f"attacker_belief_about_target must be 0 or 1, got {value!r}", text)


class LLMJudge:
    """An :class:`~tomsb_env.judges.base.AsyncJudge` using a chat model for the ToM metrics."""

    def __init__(
        self,
        backend: ChatBackend,
        fallback: Judge | None = None,
        *,
        max_concurrency: int = 4,
        max_reasks: int = 2,
        temperature: float = 0.0,
        max_tokens: int = 512,
        seed: int | None = 0,
    ) -> None:
        if max_concurrency < 1:
            raise ConfigError(f"max_concurrency must be >= 1, got {max_concurrency}")
        self.backend = backend
        self.fallback: Judge = fallback if fallback is not None else ExactJudge()
        self.max_concurrency = max_concurrency
        self.max_reasks = max_reasks
        self.params = SamplingParams(temperature=temperature, max_tokens=max_tokens, seed=seed)
        self.name = "llm"
        self.prompts: dict[str, str] = prompt_hashes((TRAJECTORY, STEPWISE, REASK))
        self.usage = Usage()
        # one bound for every episode this judge scores at once (semaphores are loop-bound)
        self._slots: LoopLocal[asyncio.Semaphore] = LoopLocal(
            lambda: asyncio.Semaphore(self.max_concurrency)
        )
        self.fallbacks = 0  # metric values taken from the fallback judge after failed answers

    async def _ask(self, prompt: str, parse: Any) -> Any:
        async with self._slots.get():
            reply = await chat_parsed(
                self.backend,
                [ChatMessage(role="user", content=prompt)],
                self.params,
                parse,
                max_reasks=self.max_reasks,
                usage=self.usage,
            )
        if reply.value is None:
            self.fallbacks += 1
        return reply.value

    async def trajectory(
        self, episode: Episode, base: Judgement
    ) -> tuple[bool | None, Belief | None]:
        """Trajectory ToM and the extracted prior estimate (None when the defender wrote no notes).

        ``base`` is the fallback judge's verdict, used if the model never answers usably.
        """
        sc = episode.scenario
        if not any(t.has_reflection for t in episode.defender_turns):
            return None, None
        estimate = await self._ask(
            trajectory_prompt(episode), lambda text: parse_extracted_prior(text, sc.universe)
        )
        if estimate is None:
            return base.trajectory_tom, base.prior_estimate
        return beliefs_match(sc.universe, estimate, sc.prior), estimate

    async def stepwise(
        self, episode: Episode, base: Judgement
    ) -> tuple[float | None, tuple[bool, ...]]:
        """Stepwise ToM: the share of defender turns whose estimate the model judged correct."""
        if not any(t.has_reflection for t in episode.defender_turns):
            return None, ()
        pairs: list[tuple[AttackerTurn, DefenderTurn]] = [
            (episode.attacker_turns[i], d)
            for i, d in enumerate(episode.defender_turns)
            if i < len(episode.attacker_turns)
        ]
        if not pairs:
            return None, ()

        async def one(a: AttackerTurn, d: DefenderTurn) -> bool | None:
            if not d.has_reflection:
                return False  # no estimate at all cannot match (as in the exact judge)
            return await self._ask(stepwise_prompt(a, d), parse_stepwise_verdict)

        verdicts = await asyncio.gather(*(one(a, d) for a, d in pairs))
        exact = base.stepwise_matches
        matches = tuple(
            (i < len(exact) and exact[i]) if v is None else v for i, v in enumerate(verdicts)
        )
        return sum(matches) / len(matches), matches

    async def ajudge(self, episode: Episode, ending: Outcome | None) -> Judgement:
        base = self.fallback.judge(episode, ending)
        (traj, prior_est), (step, matches) = await asyncio.gather(
            self.trajectory(episode, base), self.stepwise(episode, base)
        )
        return replace(
            base,
            trajectory_tom=traj,
            prior_estimate=prior_est,
            stepwise_tom=step,
            stepwise_matches=matches,
            judge=self.name,
        )


# ------------------------------------------------------------------ agreement
@dataclass(frozen=True)
class Confusion:
    """Trajectory ToM verdicts of the exact judge (rows) against the LLM judge (columns)."""

    both_true: int = 0
    exact_only: int = 0  # exact True, LLM False
    llm_only: int = 0  # exact False, LLM True
    both_false: int = 0
    undecided: int = 0  # either judge returned None

    def add(self, exact: bool | None, llm: bool | None) -> Confusion:
        if exact is None or llm is None:
            key = "undecided"
        elif exact and llm:
            key = "both_true"
        elif exact:
            key = "exact_only"
        elif llm:
            key = "llm_only"
        else:
            key = "both_false"
        return replace(self, **{key: getattr(self, key) + 1})


@dataclass(frozen=True)
class AgreementReport:
    """How closely the LLM judge reproduces the exact judge on the ToM metrics.

    ``trajectory_agreement`` is a percentage over episodes where both judges
    gave a verdict; ``stepwise_mean_abs_diff`` averages ``|exact - llm|`` of
    the stepwise scores over episodes where both gave one.
    """

    n: int
    trajectory_n: int
    trajectory_agreement: float | None
    stepwise_n: int
    stepwise_mean_abs_diff: float | None
    confusion: Confusion

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def __str__(self) -> str:
        ta = "n/a" if self.trajectory_agreement is None else f"{self.trajectory_agreement:.1f}%"
        sd = "n/a" if self.stepwise_mean_abs_diff is None else f"{self.stepwise_mean_abs_diff:.3f}"
        return (
            f"{self.n} episodes: trajectory agreement {ta} (of {self.trajectory_n}), "
            f"stepwise mean |diff| {sd} (of {self.stepwise_n}); {self.confusion}"
        )


def _ending(episode: Episode) -> Outcome | None:
    return None if episode.outcome in (None, Outcome.FOOLED, Outcome.LEAKED) else episode.outcome


async def ajudge_agreement(
    episodes: Iterable[Episode], llm_judge: LLMJudge, exact: Judge | None = None
) -> AgreementReport:
    """Judge every episode with both judges and compare their ToM verdicts."""
    exact = exact or ExactJudge()
    eps = list(episodes)
    llm = await asyncio.gather(*(llm_judge.ajudge(ep, _ending(ep)) for ep in eps))
    ref = [exact.judge(ep, _ending(ep)) for ep in eps]
    confusion = Confusion()
    agree: list[bool] = []
    diffs: list[float] = []
    for r, m in zip(ref, llm, strict=True):
        confusion = confusion.add(r.trajectory_tom, m.trajectory_tom)
        if r.trajectory_tom is not None and m.trajectory_tom is not None:
            agree.append(r.trajectory_tom == m.trajectory_tom)
        if r.stepwise_tom is not None and m.stepwise_tom is not None:
            diffs.append(abs(r.stepwise_tom - m.stepwise_tom))
    return AgreementReport(
        n=len(eps),
        trajectory_n=len(agree),
        trajectory_agreement=100.0 * sum(agree) / len(agree) if agree else None,
        stepwise_n=len(diffs),
        stepwise_mean_abs_diff=sum(diffs) / len(diffs) if diffs else None,
        confusion=confusion,
    )


def judge_agreement(
    episodes: Iterable[Episode], llm_judge: LLMJudge, exact: Judge | None = None
) -> AgreementReport:
    """Synchronous :func:`ajudge_agreement` (not callable from a running event loop)."""
    return asyncio.run(ajudge_agreement(episodes, llm_judge, exact))
