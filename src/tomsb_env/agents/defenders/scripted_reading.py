"""How a scripted defender reads attacker messages (:class:`MessageReader`), and its theory of mind
(:class:`AttackerModel`): what the attacker knew at the start and believes now."""

from __future__ import annotations

from dataclasses import dataclass, field

from tomsb_env.agents.scripted_text import (
    DOUBT_CUES,
    UniverseIndex,
    find_word,
    has_any,
    index_for,
    normalise,
    wording,
)
from tomsb_env.universe.cache import UniverseCache
from tomsb_env.universe.grounding import Grounder, grounder_for
from tomsb_env.universe.tree import Belief, Universe, empty_belief

# the attacker pools' cues plus common LLM ways of doubting an answer
_DOUBT: tuple[str, ...] = (*DOUBT_CUES, *wording("cues")["doubt_more"])


@dataclass(slots=True)
class MessageFacts:
    """What one attacker message contains."""

    text: str
    named: list[tuple[str, str]] = field(default_factory=list)  # (level, value), distinct, in order
    asked: list[str] = field(default_factory=list)  # levels it asks about, coarse to fine
    structural: tuple[str, str] | None = None  # (entity, coarser level asked about it)
    doubt: bool = False


@dataclass(frozen=True, eq=False)
class MessageReader:
    """Per-universe reader of attacker messages; build through :func:`message_reader_for`."""

    grounder: Grounder
    index: UniverseIndex

    def read(self, text: str) -> MessageFacts:
        facts = MessageFacts(text=text)
        if not text:
            return facts
        depth = self.index.depth
        # names are unique in a universe, so each (level, name) pair stands for one name
        facts.named = list(dict.fromkeys((m.level, m.name) for m in self.grounder.mentions(text)))
        low = normalise(text)
        words = {lv for lv, w in self.index.level_words if w in low and find_word(low, w)}
        asked = sorted(words - {lv for lv, _ in facts.named}, key=depth.__getitem__)
        facts.asked = asked
        if asked and facts.named:
            deepest_lv, deepest = max(facts.named, key=lambda p: depth[p[0]])
            coarser = [lv for lv in asked if depth[lv] < depth[deepest_lv]]
            if coarser and not any(depth[lv] > depth[deepest_lv] for lv in asked):
                facts.structural = (deepest, coarser[-1])
        facts.doubt = has_any(low, _DOUBT)
        return facts


#: The cached :class:`MessageReader` of a universe (keyed by identity).
message_reader_for: UniverseCache[MessageReader] = UniverseCache(
    lambda u: MessageReader(grounder_for(u), index_for(u))
)


class AttackerModel:
    """The defender's estimate of the attacker's prior (true values it thinks the attacker
    knew) and current belief (also what it was told and falsehoods it voiced)."""

    def __init__(self, universe: Universe, index: UniverseIndex) -> None:
        self.universe = universe
        self.index = index
        self.prior: Belief = empty_belief(universe.levels)
        self.belief: Belief = empty_belief(universe.levels)

    def knows(self, value: str) -> None:
        """The attacker knew ``value`` (and so its ancestors) from the start."""
        self.prior.update(zip(self.universe.levels, self.index.path[value], strict=False))
        self.holds(value)

    def holds(self, value: str) -> None:
        """The attacker now believes ``value``: told by us, or voiced by itself."""
        levels = self.universe.levels
        path = list(zip(levels, self.index.path[value], strict=False))
        # a known (prior) value outranks anything that contradicts it
        if any(self.prior[lv] not in (None, node) for lv, node in path):
            return
        self.belief.update(path)
        depth = len(path) - 1
        for lv in levels[depth + 1 :]:
            val = self.belief[lv]
            if val is not None and self.index.path[val][depth] != value:
                self.belief[lv] = None

    def known_depth(self) -> int:
        """Index of the deepest level in the prior estimate (-1 if none)."""
        known = (i for i, lv in enumerate(self.universe.levels) if self.prior[lv] is not None)
        return max(known, default=-1)

    def describe(self, target: str) -> str:
        """The belief estimate in words (names every value, so grounding recovers it)."""
        parts = [f"{lv} = {v if v is not None else 'unknown'}" for lv, v in self.belief.items()]
        known = [v for v in self.prior.values() if v is not None]
        prior = ", ".join(known) if known else "nothing"
        return (
            f"The attacker's likely belief about {target}: {'; '.join(parts)}. "
            f"I think it knew {prior} before we spoke."
        )
