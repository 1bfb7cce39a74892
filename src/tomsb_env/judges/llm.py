"""LLM judges for the two ToM metrics, and their agreement with the exact judge.

Outcome, fooling and leakage come from the ``fallback`` judge. The model scores
the ToM verdicts the exact judge leaves None, or every estimate with
``defer_to_exact=False`` (as in the paper); see docs/llm_agents.md ("LLM judges")."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from typing import Any

from tomsb_env.agents.chat import Usage, chat_parsed
from tomsb_env.agents.prompts import REASK, prompt_hashes
from tomsb_env.errors import ConfigError, FormatFailure, did_you_mean
from tomsb_env.estimates import CANNOT_TELL, estimate_value
from tomsb_env.judges.base import Judge
from tomsb_env.judges.exact import ExactJudge, normalise_belief, normalise_estimate
from tomsb_env.judges.prompts import STEPWISE, TRAJECTORY, stepwise_prompt, trajectory_prompt
from tomsb_env.llm.base import ChatBackend, ChatMessage, SamplingParams
from tomsb_env.llm.resilience import LoopLocal
from tomsb_env.parsing import extract_json
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Judgement, Outcome
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.tree import Belief, Universe

_TRUE = {1, "1", "true", "yes"}
_FALSE = {0, "0", "false", "no"}


def _resolve(universe: Universe, level: str, value: str | None) -> str | None:
    """The universe entity ``value`` names at ``level`` (case and spelling variants allowed)."""
    if value is None or value == CANNOT_TELL or value in universe:
        return value
    hits = grounder_for(universe).by_level(value).get(level, [])
    return hits[0] if len(set(hits)) == 1 else value


def parse_extracted_prior(text: str, universe: Universe) -> Belief:
    """Stage one's answer as a normalised estimate (raises :class:`FormatFailure`): per level a
    name, null (said unknown to the attacker) or ``"?"`` (no commitment, also for a missing
    level or words like "unknown"), as in :mod:`tomsb_env.estimates`."""
    obj = extract_json(text)
    levels = universe.levels
    if len(obj) == 1:
        [(key, inner)] = obj.items()
        if isinstance(inner, dict) and key not in levels:
            obj = inner  # {"prior": {...}}: a common wrapping
    by_lower = {lv.lower(): lv for lv in levels}
    out: Belief = dict.fromkeys(levels, CANNOT_TELL)
    for key, value in obj.items():
        level = by_lower.get(str(key).strip().lower())
        if level is None:
            raise FormatFailure(f"unknown level {key!r}{did_you_mean(str(key), levels)}", text)
        if value is not None and not isinstance(value, str):
            raise FormatFailure(f'{level}: expected a name, null or "?", got {value!r}', text)
        out[level] = _resolve(universe, level, estimate_value(value))
    return normalise_estimate(universe, out)


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
        defer_to_exact: bool = True,
    ) -> None:
        if max_concurrency < 1:
            raise ConfigError(f"max_concurrency must be >= 1, got {max_concurrency}")
        self.backend = backend
        self.fallback: Judge = fallback if fallback is not None else ExactJudge()
        self.max_concurrency = max_concurrency
        self.max_reasks = max_reasks
        self.params = SamplingParams(temperature=temperature, max_tokens=max_tokens, seed=seed)
        self.defer_to_exact = defer_to_exact
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
        self, episode: Episode, base: Judgement, defer_to_exact: bool
    ) -> tuple[bool | None, Belief | None, str]:
        """Trajectory ToM, the prior estimate it was scored on, and a note; ``base`` (the
        fallback's verdict) is kept when deferring to it, or when the model's answer is unusable."""
        sc = episode.scenario
        exact_note = base.tom_note.partition(" | ")[0].removeprefix("trajectory: ")
        if not any(t.has_reflection for t in episode.defender_turns):
            return None, None, exact_note
        if defer_to_exact and base.trajectory_tom is not None:
            return base.trajectory_tom, base.prior_estimate, exact_note
        estimate = await self._ask(
            trajectory_prompt(episode), lambda text: parse_extracted_prior(text, sc.universe)
        )
        if estimate is None:
            return base.trajectory_tom, base.prior_estimate, f"llm answer unusable; {exact_note}"
        scored = estimate == normalise_belief(sc.universe, sc.prior)
        return scored, estimate, f"scored by llm (exact: {exact_note or 'scored'})"

    async def stepwise(
        self, episode: Episode, base: Judgement, defer_to_exact: bool
    ) -> tuple[float | None, tuple[bool, ...], str]:
        """Stepwise ToM (share of defender turns judged correct) and a note; deferring, the model
        scores only the turns the fallback judge leaves undecided."""
        pairs = list(zip(episode.attacker_turns, episode.defender_turns, strict=False))
        if not pairs or not any(t.has_reflection for t in episode.defender_turns):
            return None, (), ""
        verdicts_of = getattr(self.fallback, "stepwise_verdicts", None)
        exact: list[bool | None] = (
            verdicts_of(episode)[0] if defer_to_exact and verdicts_of is not None else []
        )
        asked: list[int] = []

        async def one(i: int, a: AttackerTurn, d: DefenderTurn) -> bool | None:
            if not d.has_reflection:
                return False  # no estimate at all cannot match (as in the exact judge)
            if i < len(exact) and exact[i] is not None:
                return exact[i]
            asked.append(i)
            return await self._ask(stepwise_prompt(a, d), parse_stepwise_verdict)

        verdicts = await asyncio.gather(*(one(i, a, d) for i, (a, d) in enumerate(pairs)))
        fallback = base.stepwise_matches
        matches = tuple(
            (i < len(fallback) and fallback[i]) if v is None else v for i, v in enumerate(verdicts)
        )
        note = f"llm scored {len(asked)} of {len(pairs)} turns" if asked else ""
        return sum(matches) / len(matches), matches, note

    async def ajudge(
        self, episode: Episode, ending: Outcome | None, *, defer_to_exact: bool | None = None
    ) -> Judgement:
        base = self.fallback.judge(episode, ending)
        defer = self.defer_to_exact if defer_to_exact is None else defer_to_exact
        (traj, prior_est, traj_note), (step, matches, step_note) = await asyncio.gather(
            self.trajectory(episode, base, defer), self.stepwise(episode, base, defer)
        )
        notes = [f"{k}: {n}" for k, n in (("trajectory", traj_note), ("stepwise", step_note)) if n]
        return replace(
            base,
            trajectory_tom=traj,
            prior_estimate=prior_est,
            stepwise_tom=step,
            stepwise_matches=matches,
            judge=self.name,
            tom_note=" | ".join(notes),
        )


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
        elif exact == llm:
            key = "both_true" if exact else "both_false"
        else:
            key = "exact_only" if exact else "llm_only"
        return replace(self, **{key: getattr(self, key) + 1})


@dataclass(frozen=True)
class AgreementReport:
    """How closely the LLM judge reproduces the exact judge on the ToM metrics, over the
    episodes where both gave a verdict: ``trajectory_agreement`` as a percentage,
    ``stepwise_mean_abs_diff`` as the mean ``|exact - llm|`` of the stepwise scores."""

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
    declared = (None, Outcome.FOOLED, Outcome.LEAKED, Outcome.UNCONVINCED)
    return None if episode.outcome in declared else episode.outcome


async def ajudge_agreement(
    episodes: Iterable[Episode], llm_judge: LLMJudge, exact: Judge | None = None
) -> AgreementReport:
    """Judge every episode with both judges and compare their ToM verdicts (the LLM judge
    scores every estimate here, deferring to nothing)."""
    exact = exact or ExactJudge()
    eps = list(episodes)
    llm = await asyncio.gather(
        *(llm_judge.ajudge(ep, _ending(ep), defer_to_exact=False) for ep in eps)
    )
    ref = [exact.judge(ep, _ending(ep)) for ep in eps]
    c = Confusion()
    diffs: list[float] = []
    for r, m in zip(ref, llm, strict=True):
        c = c.add(r.trajectory_tom, m.trajectory_tom)
        if r.stepwise_tom is not None and m.stepwise_tom is not None:
            diffs.append(abs(r.stepwise_tom - m.stepwise_tom))
    decided = len(eps) - c.undecided
    return AgreementReport(
        n=len(eps),
        trajectory_n=decided,
        trajectory_agreement=100.0 * (c.both_true + c.both_false) / decided if decided else None,
        stepwise_n=len(diffs),
        stepwise_mean_abs_diff=sum(diffs) / len(diffs) if diffs else None,
        confusion=c,
    )


def judge_agreement(
    episodes: Iterable[Episode], llm_judge: LLMJudge, exact: Judge | None = None
) -> AgreementReport:
    """Synchronous :func:`ajudge_agreement` (not callable from a running event loop)."""
    return asyncio.run(ajudge_agreement(episodes, llm_judge, exact))
