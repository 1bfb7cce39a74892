"""A scripted attacker's memory of one episode: what it knows, was told, asked and suspects,
shared by the trust rules and the act planner in one visible place."""

from __future__ import annotations

from dataclasses import dataclass, field

from tomsb_env.agents.scripted_text import UniverseIndex, level_labels
from tomsb_env.universe.scenario import AttackerBrief
from tomsb_env.universe.tree import Belief


@dataclass(slots=True)
class Memory:
    """Everything a scripted attacker carries from one turn to the next."""

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
        if all(v is None or v in u for v in prior.values()) and u.is_consistent(prior):
            prior = u.closure(prior)  # a finer value implies its ancestors
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
