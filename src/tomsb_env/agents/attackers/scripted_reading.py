"""How a scripted attacker reads a defender reply: one grounding pass, then substring cue tests
(cheap inside the RL loop: ``re`` is slow on case-insensitive alternations), the cue lists broad so
LLM replies match too."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tomsb_env.agents.scripted_text import find_word, has_any, index_for, normalise, wording
from tomsb_env.universe.cache import UniverseCache
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.reading import Role
from tomsb_env.universe.tree import Universe

_CUES = wording("cues")  # data/wording.json
REFUSAL_CUES: tuple[str, ...] = _CUES["refusal"]
ROUTE_CUES: tuple[str, ...] = _CUES["route"]
PROBE_CUES: tuple[str, ...] = _CUES["probe"]
_AFFIRM_RE = re.compile(
    r"\W*(?:yes|yeah|yep|exactly|correct|indeed|absolutely|precisely|spot on|good catch|"
    r"right|that'?s (?:right|correct)|that is (?:right|correct)|you(?:'re| are) (?:right|correct))\b"
)
# words that may stand capitalised next to a level word without being a name
_STOP = frozenset(_CUES["stop_words"])
_PUNCT = ".,;:!?()[]{}\"'\u2019"
_WORD_AT = re.compile(r"[\w'&-]+")


@dataclass(slots=True)
class ReplyFacts:
    """What one defender reply commits to, and which cues it carries."""

    text: str
    low: str = ""  # normalised text, for the cue tests
    claims: dict[str, str] = field(default_factory=dict)  # level -> value, ancestors filled in
    # where the reply places an entity ("X falls under Y": not the target's, R3b), as claims are
    placed: dict[str, str] = field(default_factory=dict)
    listed: dict[str, tuple[str, ...]] = field(default_factory=dict)  # levels with 2+ values
    off_branch: bool = False  # single-valued claims that do not lie on one branch
    outside: tuple[str, ...] = ()  # names next to a level word that the universe lacks
    question: bool = False
    affirm: bool = False

    @property
    def empty(self) -> bool:
        return not self.text.strip()

    # cue tests run on demand: most turns never need them
    @property
    def knowledge_probe(self) -> bool:
        """The reply asks what the attacker already knows."""
        return self.question and has_any(self.low, PROBE_CUES)

    @property
    def refusal(self) -> bool:
        return has_any(self.low, REFUSAL_CUES)

    @property
    def route(self) -> bool:
        """The reply offers to route or connect the attacker elsewhere."""
        return has_any(self.low, ROUTE_CUES)


class ReplyReader:
    """Per-universe reader; build through :data:`reader_for` (cached)."""

    def __init__(self, universe: Universe) -> None:
        self.grounder = grounder_for(universe)
        self.index = index_for(universe)
        names = (t for n in universe.nodes for t in re.split(r"[^\w]+", n.lower()) if t)
        words = (t for _, w in self.index.level_words for t in w.split())
        self._known_tokens = _STOP.union(names, words)

    def _outside(
        self, text: str, low: str, spans: list[tuple[int, int]], people: frozenset[str]
    ) -> tuple[str, ...]:
        """Capitalised words right before or after a level word that are neither names nor people."""
        found: list[str] = []
        ends = {e for _, e in spans}
        starts = {s for s, _ in spans}
        for _, w in self.index.level_words:
            for start, end in find_word(low, w):
                if any(s <= start < e for s, e in spans):
                    continue  # the level word is part of a grounded name ("Walnut Ward")
                j = len(text[:start].rstrip(" "))  # skip the spaces before the level word
                left = text[text.rfind(" ", 0, j) + 1 : j] if j not in ends else ""
                k = len(text) - len(text[end:].lstrip(" "))  # ... and after it
                if low.startswith(("called ", "named "), k):
                    k = low.index(" ", k) + 1
                hit = _WORD_AT.match(text, k) if k not in starts else None
                for word in (left, hit.group() if hit else ""):
                    word = word.strip(_PUNCT)
                    if not word or not word[0].isupper():
                        continue
                    key = word.lower().removesuffix("'s")
                    if key not in self._known_tokens and key not in people and word not in found:
                        found.append(word)
        return tuple(found)

    def read(
        self, text: str, people: frozenset[str] = frozenset(), target: str | None = None
    ) -> ReplyFacts:
        """Ground ``text``; ``people`` are lower-cased person names that are not entities;
        ``target``: the target's name (a sentence about someone else places no one)."""
        facts = ReplyFacts(text=text)
        if not text.strip():
            return facts
        read = self.grounder.read(text, target=target)
        mentions = [m for m, _ in read]
        # only claims answer ("not X", "if it were X" assert nothing); questions may list options
        claimed, rivals = self.grounder.claims(read)
        shown = {m.name for m, r in read if r in (Role.ASKED, Role.REPORTED)} | claimed | rivals
        by_level: dict[str, list[str]] = {}
        for lv, name in dict.fromkeys((m.level, m.name) for m in mentions if m.name in shown):
            by_level.setdefault(lv, []).append(name)
        single = {lv: v[0] for lv, v in by_level.items() if len(v) == 1 and v[0] in claimed}
        facts.listed = {lv: tuple(vals) for lv, vals in by_level.items() if len(vals) > 1}
        if single:
            closed = self.index.closure(single)
            facts.off_branch = closed is None
            facts.claims = closed or {}
        if about := [m for m, r in read if r is Role.ABOUT]:
            placed = {m.level: m.name for m in about}
            if len(placed) == len({m.name for m in about}):  # one name a level
                facts.placed = self.index.closure(placed) or {}
        facts.low = low = normalise(text)
        facts.outside = self._outside(text, low, [(m.start, m.end) for m in mentions], people)
        facts.question = "?" in text
        facts.affirm = _AFFIRM_RE.match(low) is not None
        return facts


#: The cached :class:`ReplyReader` of a universe (keyed by identity).
reader_for: UniverseCache[ReplyReader] = UniverseCache(ReplyReader)
