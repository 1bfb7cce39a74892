"""Exact reading of a defender's free-text estimate (``attacker_belief_about_target``).

The exact judge reads the prose only where a fixed rule can (the rules, clause by
clause, are in docs/concepts.md, "Judges"); everything else is reported as
unreadable, so that an LLM judge (or a person) decides instead of a guess. A
clause ends at ``. ; ! ?`` or a new line, or before "but", "however", "whereas",
"while", "although", "though". A stated false value is kept: it counts against
the estimate.
"""

from __future__ import annotations

import enum
import itertools
import re
from bisect import bisect_left
from dataclasses import dataclass

from tomsb_env.estimates import CANNOT_TELL
from tomsb_env.universe.grounding import Mention, grounder_for
from tomsb_env.universe.tree import Belief, Universe

__all__ = ["Reading", "TextEstimate", "read_belief_text", "read_prior_text"]


class Reading(str, enum.Enum):
    """What a free-text estimate turned out to say."""

    PRIOR = "prior"  # a committed estimate of what the attacker knew at the start
    CURRENT = "current"  # values, but only about what the attacker believes now
    COMMITTED = "committed"  # (stepwise) a committed estimate of the current belief
    NONCOMMITTAL = "noncommittal"  # the defender says it cannot tell
    UNREADABLE = "unreadable"  # no exact rule applies: left to an LLM judge

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class TextEstimate:
    """The reading of one text: its kind, the estimate (when committed) and why."""

    reading: Reading
    estimate: Belief | None = None
    reason: str = ""


_BOUNDARY = re.compile(
    r"[.;!?]+(?=\s|$)|\n|(?=\b(?:but|however|whereas|while|although|though)\b)", re.I
)
_PRIOR_CUE = re.compile(
    r"\b(?:already|before|beforehand|prior|previously|originally|initially|"
    r"from the (?:start|outset|beginning)|at the (?:start|outset|beginning)|to begin with|"
    r"going in|came in|come in|arrived|walked in|knew|had known|brought with)\b",
    re.I,
)
_CURRENT_CUE = re.compile(
    r"\b(?:now|currently|at this point|by now|anymore|(?:i|we) (?:told|said|gave|fed|suggested|"
    r"claimed|mentioned|offered)|planted|convinced|persuaded|accepted|bought|swallowed|bait|"
    r"after my|from me|from us|learned|learnt|picked up|misled|fooled|my (?:lie|claim|decoy|"
    r"answer|story)|decoy|since then|(?:has|have|had) come to|came to believe)\b",
    re.I,
)
_KNOWS_NOTHING = re.compile(
    r"\b(?:knows?|knew|has|have|had)\s+nothing\b|\bnothing\s+(?:at all\s+)?(?:about|on|of)\b|"
    r"\bno\s+(?:prior\s+|real\s+|previous\s+|advance\s+)?(?:knowledge|information|info|clue|leads?)\b|"
    r"\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not)\s+(?:yet\s+|really\s+|actually\s+)?"
    r"know\s+(?:anything|any of|a thing)\b|\bclueless\b|\b(?:has|have|had)\s+no\s+idea\b|"
    r"\bin the dark\b|\bfrom scratch\b|\bempty[- ]handed\b",
    re.I,
)
_HEDGE = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+no\s+idea\b|\bno idea\s+(?:yet|what|whether|if|how|which)\b|"
    r"^\W*no idea\b|\bnot\s+(?:yet\s+)?(?:sure|certain|clear)\b|\bunsure\b|\buncertain\b|"
    r"\bunclear\b|\bunknown\b|\b(?:can'?t|cannot|can not|could not|couldn'?t)\s+(?:yet\s+)?tell\b|"
    r"\b(?:i|we)\s+(?:don'?t|do not|didn'?t|did not)\s+(?:yet\s+)?know\b|"
    r"\b(?:has|have)(?:n'?t|\s+not)\s+(?:yet\s+)?(?:shown|said|revealed|told|mentioned|indicated|"
    r"given|shared)\b|\byet to\b|\bhard to (?:say|tell)\b|\bno way to (?:know|tell)\b|"
    r"\bmay or may not\b|\btoo early\b",
    re.I,
)


def _clauses(text: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """Clause spans; a boundary inside a name ("Aether Inc. Labs") is not one.

    Mentions come in text order and do not overlap, so one pass over both suffices.
    """
    cuts = [0]
    k = 0
    for m in _BOUNDARY.finditer(text):
        pos = m.end()
        while k < len(mentions) and mentions[k].end <= pos:
            k += 1
        if k < len(mentions) and mentions[k].start < pos:
            continue  # inside mentions[k]
        cuts.append(pos)
    cuts.append(len(text))
    return [(a, b) for a, b in itertools.pairwise(cuts) if b > a]


def _estimate(universe: Universe, mentions: list[Mention]) -> Belief:
    """Named values, levels left out not known, a level with rival candidates ``"?"``."""
    belief = grounder_for(universe).belief_from_names({m.name for m in mentions})
    for m in mentions:
        if belief[m.level] is None:
            belief[m.level] = CANNOT_TELL
    return belief


def _no_names(universe: Universe, text: str, committed: Reading) -> TextEstimate:
    """A text naming no value: "knows nothing" commits (every level not known)."""
    if _HEDGE.search(text) or not text.strip():
        return TextEstimate(Reading.NONCOMMITTAL, reason="the defender says it cannot tell")
    if _KNOWS_NOTHING.search(text):
        return TextEstimate(
            committed, dict.fromkeys(universe.levels), "says the attacker knows nothing"
        )
    return TextEstimate(
        Reading.UNREADABLE,
        reason="names no value and neither says the attacker knows nothing nor that the "
        "defender cannot tell",
    )


def read_prior_text(universe: Universe, text: str, first_turn: bool) -> TextEstimate:
    """What ``text`` says the attacker knew at the start (rules in docs/concepts.md).

    ``first_turn``: the text was written before the defender said anything.
    """
    mentions = grounder_for(universe).mentions(text)
    if not mentions:
        return _no_names(universe, text, Reading.PRIOR)
    starts = [m.start for m in mentions]
    prior: list[Mention] = []
    committed_empty = False
    for a, b in _clauses(text, mentions):
        clause = text[a:b]
        inside = mentions[bisect_left(starts, a) : bisect_left(starts, b)]
        if not inside:
            if not _HEDGE.search(clause) and _KNOWS_NOTHING.search(clause):
                committed_empty = True
            continue
        if _HEDGE.search(clause):
            return TextEstimate(
                Reading.UNREADABLE, reason=f"hedges over the names it mentions: {clause.strip()!r}"
            )
        before, now = bool(_PRIOR_CUE.search(clause)), bool(_CURRENT_CUE.search(clause))
        if first_turn or (before and not now):
            prior.extend(inside)
        elif before or not now:  # both cues, or neither
            why = (
                "both before and now"
                if before
                else "whether the attacker knew it before or believes it now"
            )
            return TextEstimate(
                Reading.UNREADABLE, reason=f"names values without saying {why}: {clause.strip()!r}"
            )
    if prior or committed_empty:
        return TextEstimate(Reading.PRIOR, _estimate(universe, prior), "named prior values")
    # every mention lies in some clause, so a text with names that did not return
    # above named prior or current values
    return TextEstimate(Reading.CURRENT, reason="speaks only of what the attacker believes now")


def read_belief_text(universe: Universe, text: str) -> TextEstimate:
    """What ``text`` says the attacker believes now (stepwise ToM)."""
    mentions = grounder_for(universe).mentions(text)
    if mentions:
        return TextEstimate(Reading.COMMITTED, _estimate(universe, mentions), "named values")
    return _no_names(universe, text, Reading.COMMITTED)
