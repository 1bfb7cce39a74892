"""Scope: which mentions of a text are claims, and which are denied, asked or supposed.

"She is not in Finance" mentions Finance but claims nothing about it. One pass
of a few module-level regexes over the lower-cased text marks sentences,
clauses and trigger words; each mention then gets a :class:`Role` from the
triggers whose scope covers it (rules R1-R7 of docs/grounding.md, "Scope").
Linear in the text; the judges, the game's belief tracking and the scripted
attackers all read through it.
"""

from __future__ import annotations

import enum
import re
from bisect import bisect_right
from collections.abc import Sequence

__all__ = ["Role", "roles"]


class Role(enum.IntEnum):
    """What a text does with one mention."""

    CLAIM = 0  # says the target is there
    UNSURE = 1  # named as a possibility ("maybe X", "X or perhaps Y"): a rival, not a claim
    EARLIER = 2  # "she was on X": a claim unless a later claim replaces it at its level
    PAST = 3  # a value the speaker has dropped ("used to be X", "from X to Y", "I said X")
    DENIED = 4  # "not X", "X is ruled out", "rather than X"
    SUPPOSED = 5  # inside a conditional: "if she were in X"
    ASKED = 6  # inside a question: "Is she in X?"


# R1: sentences end at . ! ? ; or a new line; a "?" makes the sentence a question
_SENTENCE = re.compile(r"[.!?]+(?=[\s\"')\]*]|\Z)|\n")
# R2: clauses end at these (a comma followed by "or"/"nor" continues a list)
_CLAUSE = re.compile(
    r",(?!\s*(?:or|nor)\b)|[:;]|\s[-–—]+\s|\((?=\s*\w)|\b(?:but|though|although|however|whereas|while"
    r"|then|now|so|because|since|yet|and\s+(?=(?:she|he|they|it|i|we|you|that|this)\b))\b"
)
_NEG = (
    r"\bnot\b|(?<!ca)(?<!wo)n't\b|\bnever\b|\bno\s+longer\b|\bneither\b|\bnor\b|\brather\s+than\b"
    r"|\binstead\s+of\b|\bexcept\b|\bother\s+than\b|\bapart\s+from\b|\brul(?:e|es|ed|ing)\s+out\b"
    r"|\bexclud(?:e|es|ed|ing)\b|\boutside\b|\bnothing\s+to\s+do\s+with\b|\bleft\b|\bscratch\b"
)
_IF = (
    r"\bif\b(?!\s+(?:i\s+(?:had|have|recall|remember|'m\s+not\s+mistaken|am\s+not\s+mistaken)"
    r"|you\s+ask|that\s+helps|memory\s+serves|anything|you\s+(?:need|want|like)))"
    r"|\bunless\b|\bsuppos(?:e|ing)\b|\bassuming\b|\bimagine\b|\bhypothetically\b|\bwhether\b"
    r"|\bin\s+case\b|(?:^|(?<=[.!?;\n]\s))(?:were|had)\s+(?:she|he|they|it)\b"
)
_UNSURE = r"\bmaybe\b|\bperhaps\b|\bpossibly\b|\bmight\b|\bmay\b|\bcould\b|\bcoin\s+flip\b"
_PAST_HARD = (
    r"\bused\s+to\b|(?<!as\s)(?<!like\s)\bi\s+(?:had\s+|first\s+|originally\s+|once\s+|did\s+)?"
    r"(?:said|say|thought|guessed|assumed|believed|figured|suspected|mentioned)\b"
    r"|\bi\s+(?:\w+\s+)?had\s+(?:her|him|them|it)\b|\bmoved\s+(?:off|away\s+from)\b"
    r"|\bmy\s+(?:\w+\s+)?(?:lead|guess|bet|hunch|pick|answer)\s+was\b"
    r"|\bfrom\b(?=[^.?!;\n]{1,60}?\b(?:to|into)\b)"
)
_PAST_SOFT = (
    r"\b(?:was|were)\s+(?:\w+\s+)?(?:on|in|at|with|under|part\s+of)\b|\bearlier\b|\bpreviously\b"
    r"|\bformerly\b|\boriginally\b|\bat\s+first\b"
)
_TRIGGERS = re.compile(
    "|".join(
        f"(?P<{k}>{v})"
        for k, v in (
            ("neg", _NEG),
            ("cond", _IF),
            ("unsure", _UNSURE),
            ("past", _PAST_HARD),
            ("soft", _PAST_SOFT),
            ("so", r"\b(?:so|nor|neither)\s+(?:is|was|are)\b"),
        )
    )
)
# R3: a name that is the subject of a denial: "Gaming is ruled out", "X isn't right"
_DENIED_AFTER = re.compile(
    r"[\s*\"')]*(?:(?:is|are|was|were|'s|does|do|did)\s*(?:(?:definitely|certainly|clearly|also"
    r"|simply|surely|obviously|absolutely|just)\s+)?(?:n't\b|not\b)|(?:is|are|was|were|'s)\s+"
    r"(?:(?:definitely|certainly|clearly|also|now)\s+)?(?:ruled\s+out|out\b|off\s+the\s+table"
    r"|wrong\b|incorrect\b|excluded|eliminated))"
)
# only joining words between the clause start and the subject
_SUBJECT_LEAD = re.compile(r"[\W_]*(?:(?:and|or|so|ok|okay|well|also|the|both|then)\b[\W_]*)*\Z")
# R5: a conditional's consequent that is the speaker's own pick commits: "if not X, I'll go with Y"
_PICK = re.compile(
    r"[\s,]*(?:then\s+)?(?:i'll|i\s+will|i'd\s+(?:say|go|guess|pick|bet|put)|i'm\s+going|i\s+go"
    r"|my\s+(?:guess|answer|pick)\s+is)\b"
)
# R1: a summary followed by "Is that right?" is asked, not claimed
_CONFIRM = re.compile(
    r"\s*(?:(?:is|was)\s+that\s+(?:right|correct|it)|right|correct|yes|true|am\s+i\s+right"
    r"|did\s+i\s+get\s+(?:that|it)\s+right|(?:does\s+)?that\s+sounds?\s+right)\s*\?"
)
_MODAL = re.compile(r"\bwould\b|\bcould\b|\bmight\b|'d\b")
_LIST_GAP = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b|,\s*(?:and|or)\b)\s*")
_TO = re.compile(r"\b(?:to|into)\b")


def _cuts(rx: re.Pattern[str], low: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """Boundary positions of ``rx`` that fall outside every mention span."""
    out: list[int] = []
    k = 0
    for m in rx.finditer(low):
        pos = m.start()
        while k < len(spans) and spans[k][1] <= pos:
            k += 1
        if k < len(spans) and spans[k][0] <= pos:
            continue
        out.append(m.end() if rx is _SENTENCE else pos)
    return out


def roles(text: str, spans: Sequence[tuple[int, int]]) -> list[Role]:
    """The role of each mention ``(start, end)`` of ``text`` (spans in text order)."""
    if not spans:
        return []
    low = text.lower()
    if len(low) != len(text):  # lowering changed the length: keep offsets aligned
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    sent_ends = _cuts(_SENTENCE, low, spans)
    if not sent_ends or sent_ends[-1] < len(low):
        sent_ends.append(len(low))
    clause_cuts = sorted({*_cuts(_CLAUSE, low, spans), *sent_ends})
    triggers = [(m.start(), m.end(), m.lastgroup) for m in _TRIGGERS.finditer(low)]
    out: list[Role] = []
    for i, (s, e) in enumerate(spans):
        si = bisect_right(sent_ends, s)
        sent_a = sent_ends[si - 1] if si else 0
        sent_b = sent_ends[si] if si < len(sent_ends) else len(low)
        ci = bisect_right(clause_cuts, s)
        cl_a = max(clause_cuts[ci - 1] if ci else 0, sent_a)
        cl_b = clause_cuts[ci] if ci < len(clause_cuts) else len(low)
        asked = _asked(low, sent_a, sent_b)
        if asked:
            out.append(Role.ASKED)
            continue
        out.append(_role(low, i, (sent_a, sent_b), (cl_a, cl_b), triggers, out, spans))
    return out


def _asked(low: str, a: int, b: int) -> bool:
    """R1: the sentence ends in "?", or the next one only asks to confirm it."""
    return "?" in low[a:b].rstrip(" \t\n\"')]*")[-3:] or bool(_CONFIRM.match(low, b))


def _role(
    low: str,
    i: int,
    sentence: tuple[int, int],
    clause: tuple[int, int],
    triggers: list[tuple[int, int, str | None]],
    before: list[Role],
    spans: Sequence[tuple[int, int]],
) -> Role:
    s, e = spans[i]
    sent_a, sent_b = sentence
    cl_a, cl_b = clause
    role = Role.CLAIM
    for t0, t1, kind in triggers:
        if t0 >= sent_b:
            break
        if t1 <= sent_a:
            continue
        if kind == "cond":  # R5
            if t0 < s:  # the mention follows "if": supposed, unless the speaker's own pick
                if not (cl_a >= t1 and _PICK.match(low, cl_a)):
                    return Role.SUPPOSED
            elif _MODAL.search(low, cl_a, cl_b):  # "she'd be on X if ..."
                return Role.SUPPOSED
            continue
        in_clause = cl_a <= t0 < cl_b
        if kind == "neg" and in_clause and t1 <= s:
            role = max(role, Role.DENIED)  # R2
        elif kind == "so" and t1 <= s <= t1 + 6 and Role.DENIED in before:
            role = max(role, Role.DENIED)
        elif kind == "unsure" and in_clause:
            role = max(role, Role.UNSURE)  # R4
        elif kind == "past" and in_clause and t1 <= s:
            to = _TO.search(low, t1, cl_b) if low.startswith("from", t0) else None
            if to is None or s < to.start():
                role = max(role, Role.PAST)  # R6
        elif kind == "soft" and in_clause and t1 <= s:
            role = max(role, Role.EARLIER)  # R6
    j = i  # the subject may be a list: "Kernel and Storage are out"
    while j + 1 < len(spans) and _LIST_GAP.fullmatch(low, spans[j][1], spans[j + 1][0]):
        j += 1
    if role < Role.DENIED and _DENIED_AFTER.match(low, spans[j][1]):
        lead = low[cl_a:s]
        for a, b in spans:  # other names before it in the clause do not stop it being the subject
            if cl_a <= a and b <= s:
                lead = lead.replace(low[a:b], " ")
        if _SUBJECT_LEAD.match(lead):
            return Role.DENIED  # R3
    return role
