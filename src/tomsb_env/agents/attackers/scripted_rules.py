"""A scripted attacker's knobs, the ranges each episode draws them from (so a defender cannot learn
one fixed rule), and its :class:`Memory` of the episode (``docs/scripted_agents.md``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from tomsb_env.agents.scripted_text import UniverseIndex, level_labels
from tomsb_env.universe.scenario import AttackerBrief
from tomsb_env.universe.tree import Belief


@dataclass(frozen=True, slots=True)
class TrustRules:
    """One episode's trust costs (trust runs 5 to 0), thresholds and rates. The defaults are
    the first release's fixed rules (discloses when asked and trusting, never names a value)."""

    contradiction: int = 3  # a claim clashes with the prior
    repeated_contradiction: int = 3  # ... again, after the attacker pushed back
    off_universe: int = 3  # claims off one branch, or names the universe lacks
    evasive: int = 1  # refusal, vague, empty or list-only reply
    over_questioning: int = 1  # every question-only reply after the first
    probe_suspicion: int = 0  # extra, for every "what do you know?" after the first
    changed_story: int = 0  # the defender changed an earlier claim
    pivot_after_pushback: int = 0  # ... right after the attacker pushed back or doubted
    followed_bait: int = 0  # the defender went along with a made-up fact
    reveal_min_trust: int = 4  # share a prior piece only at this trust or above
    disclose_prob: float = 1.0  # asked and trusting: chance to share one piece
    deny_prob: float = 0.0  # not sharing although it could: chance to claim it has nothing
    fabricate_prob: float = 0.0  # Bluffer, asked: chance to answer with a made-up value
    bait_known_prob: float = 0.0  # Bluffer: chance its bait is a wrong value at a level it knows
    name_prob: float = 0.0  # chance to name a value itself on turn ``name_turn``
    name_turn: int = 1  # the turn of that named value (bait, hunch or stated prior)
    doubt_prob: float = 0.0  # chance to doubt a fresh answer it has no reason to doubt


IntRange = tuple[int, int]
FloatRange = tuple[float, float]


@dataclass(frozen=True, slots=True)
class RuleRanges:
    """Inclusive ``(lo, hi)`` ranges of every :class:`TrustRules` field, drawn uniformly by
    ``draw`` (``lo == hi`` fixes a field)."""

    contradiction: IntRange = (3, 4)
    repeated_contradiction: IntRange = (3, 4)
    off_universe: IntRange = (3, 3)
    evasive: IntRange = (1, 1)
    over_questioning: IntRange = (1, 1)
    probe_suspicion: IntRange = (0, 2)
    changed_story: IntRange = (0, 1)
    pivot_after_pushback: IntRange = (1, 1)
    followed_bait: IntRange = (0, 0)
    reveal_min_trust: IntRange = (3, 5)
    disclose_prob: FloatRange = (0.75, 0.95)
    deny_prob: FloatRange = (0.4, 0.8)
    fabricate_prob: FloatRange = (0.0, 0.0)
    bait_known_prob: FloatRange = (0.0, 0.0)
    name_prob: FloatRange = (0.2, 0.5)
    name_turn: IntRange = (1, 3)
    doubt_prob: FloatRange = (0.1, 0.25)

    def __post_init__(self) -> None:
        for f in fields(self):
            lo, hi = getattr(self, f.name)
            if lo > hi or lo < 0:
                raise ValueError(f"RuleRanges.{f.name}: expected 0 <= lo <= hi, got ({lo}, {hi})")
            if f.name.endswith("_prob") and hi > 1:
                raise ValueError(
                    f"RuleRanges.{f.name}: a rate must lie in [0, 1], got ({lo}, {hi})"
                )

    def draw(self, rand: random.Random) -> TrustRules:
        """One episode's rules, drawn field by field in declaration order from ``rand``."""
        out: dict[str, int | float] = {}
        for name in _RANGE_NAMES:
            lo, hi = getattr(self, name)
            if isinstance(lo, float) or isinstance(hi, float):
                out[name] = lo + (hi - lo) * rand.random()
            else:
                out[name] = lo + int(rand.random() * (hi - lo + 1))
        return TrustRules(**out)  # type: ignore[arg-type]


# in declaration order, once: draw() runs at every episode's reset
_RANGE_NAMES = tuple(f.name for f in fields(RuleRanges))


@dataclass(slots=True)
class Memory:
    """Everything a scripted attacker carries from one turn to the next: what it knows, was told,
    asked and suspects, shared by the trust rules and the act planner in one visible place."""

    brief: AttackerBrief
    index: UniverseIndex
    levels: tuple[str, ...]
    labels: dict[str, str]
    people: frozenset[str]  # lower-cased person names that are not entities
    prior: Belief  # what it knew at the start, ancestors filled in
    known: tuple[str, ...]  # the levels of the prior, coarse to fine
    belief: Belief  # prior plus accepted claims
    will_name: bool  # names a value itself once, on turn ``rules.name_turn``
    trust: int = 5
    from_defender: set[str] = field(default_factory=set)  # levels believed from the defender
    to_verify: set[str] = field(default_factory=set)  # known levels not yet checked
    contested: dict[str, str] = field(default_factory=dict)  # known level -> wrong value given
    told: dict[str, str] = field(default_factory=dict)  # latest claim per unknown level
    said: set[str] = field(default_factory=set)  # every value the defender has claimed
    revealed: set[str] = field(default_factory=set)  # prior levels shared with the defender
    stated: tuple[str, str] | None = None  # (level, value) our last message asserted
    named: tuple[str, str] | None = None  # (level, value) a non-bait naming stated
    last_act: str = ""
    questions: int = 0  # question-only replies so far
    probes: int = 0  # replies that asked what we know
    unconfirmed: dict[str, str] = field(default_factory=dict)  # to re-check after an agreement
    to_doubt: list[str] = field(default_factory=list)  # fresh answers it may doubt
    doubted: set[str] = field(default_factory=set)
    cross: tuple[str, str] | None = None  # (level, expected value) being cross-checked
    cross_done: bool = False
    route_checked: bool = False
    bait: tuple[str, str] | None = None  # the Bluffer's made-up (level, value)
    bait_judged: bool = False
    reask: str | None = None  # level to ask again after a followed bait
    contradicted: str | None = None  # level the last reply contradicted
    gained: bool = False  # the last reply gave something new (no act may show it)
    seen: int = 0  # transcript length already read

    @classmethod
    def start(cls, brief: AttackerBrief, index: UniverseIndex, will_name: bool) -> Memory:
        """The memory at the first turn: the brief's prior, closed upwards when it is consistent."""
        u = brief.universe
        prior: Belief = {lv: brief.prior.get(lv) for lv in u.levels}
        prior = u.closed(prior) or prior  # a finer value implies its ancestors, when consistent
        known = tuple(lv for lv in u.levels if prior[lv] is not None)
        return cls(
            brief=brief,
            index=index,
            levels=u.levels,
            labels=level_labels(u),
            people=frozenset({brief.target.lower(), brief.attacker_name.lower()}),
            prior=prior,
            known=known,
            belief=dict(prior),
            will_name=will_name,
            to_verify=set(known),
        )
