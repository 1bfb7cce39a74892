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
import functools
import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence

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
# R2: clauses end at these punctuation marks (a comma before "or"/"nor" continues a list) ...
_CLAUSE = re.compile(r",(?!\s*(?:or|nor)\b)|[:;]|\s[-–—]+\s|\((?=\s*\w)")
# ... and before these words ("and" only when a new subject follows)
_CLAUSE_WORDS = frozenset(
    ["but", "though", "although", "however", "whereas", "while", "then", "now", "so", "because",
     "since", "yet"]
)  # fmt: skip
_NEW_SUBJECT = re.compile(r"and\s+(?:she|he|they|it|i|we|you|that|this)\b")
_SENTENCE_END = re.compile(r"[.!?;\n]\s*\Z")
# (kind, the words a trigger starts with, the pattern after the word). Kinds: "neg" (R2), "so"
# ("and so is X", R3), "unsure" (R4), "cond" (R5), "past" and "soft" (R6). First match wins.
_TABLE: tuple[tuple[str, str, str], ...] = (
    ("neg", "not never except outside scratch exclude excludes excluded excluding", r"\b"),
    ("neg", "left", r"\b(?!\s+(?:believing|thinking|convinced|with|it|them|me|him|her|us)\b)"),
    ("so", "neither nor so", r"\s+(?:is|was|are)\b"), ("neg", "neither nor", r"\b"),
    ("neg", "no", r"\s+longer\b"), ("neg", "rather other", r"\s+than\b"),
    ("neg", "instead", r"\s+of\b"), ("neg", "apart", r"\s+from\b"),
    ("neg", "nothing", r"\s+to\s+do\s+with\b"), ("neg", "rule rules ruled ruling", r"\s+out\b"),
    ("cond", "if", r"\b(?!\s+(?:i\s+(?:had|have|recall|remember|'m\s+not\s+mistaken|am\s+not"
                   r"\s+mistaken)|you\s+ask|that\s+helps|memory\s+serves|anything|you\s+(?:need|want|like)))"),
    ("cond", "unless suppose supposing assuming imagine hypothetically whether were", r"\b"),
    ("cond", "in", r"\s+case\b"), ("cond", "had", r"\s+[\w']+\s+been\b"),
    ("unsure", "maybe perhaps possibly might may could", r"\b"), ("unsure", "coin", r"\s+flip\b"),
    ("past", "used", r"\s+to\b"), ("past", "moved", r"\s+(?:off|away\s+from)\b"),
    ("past", "i", r"\s+(?:had\s+|first\s+|originally\s+|once\s+|did\s+)?"
                  r"(?:said|say|thought|guessed|assumed|believed|figured|suspected|mentioned)\b"),
    ("past", "i", r"\s+(?:\w+\s+)?had\s+(?:her|him|them|it)\b"),
    ("past", "my", r"\s+(?:\w+\s+)?(?:lead|guess|bet|hunch|pick|answer)\s+was\b"),
    ("past", "from", r"\b(?=[^.?!;\n]{1,60}?\b(?:to|into)\b)"),
    ("soft", "was were", r"\s+(?:\w+\s+)?(?:on|in|at|with|under|part\s+of)\b"),
    ("soft", "earlier previously formerly originally", r"\b"), ("soft", "at", r"\s+first\b"),
)  # fmt: skip
_TRIGGERS: dict[str, list[tuple[str, str]]] = {}  # word -> (pattern source, kind), in order
for _kind, _words, _rest in _TABLE:
    for _word in _words.split():
        _TRIGGERS.setdefault(_word, []).append((_word + _rest, _kind))


@functools.cache
def _patterns(word: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """``word``'s trigger patterns, compiled when a text first holds it (most never do)."""
    return tuple((re.compile(source), kind) for source, kind in _TRIGGERS[word])


# what else the text must hold for a common word's patterns to have a chance (a cheap test)
_NEEDLES: dict[str, tuple[str, ...]] = {
    "no": ("longer",), "rather": ("than",), "instead": (" of",), "other": (" than",),
    "apart": (" from",), "nothing": (" with",), "in": ("in case",), "coin": (" flip",),
    "used": (" to",), "my": (" was",), "from": (" to",), "at": (" first",),
    "so": ("so is", "so was", "so are"), **dict.fromkeys(["rule", "rules", "ruled", "ruling"], (" out",)),
    "i": ("said", "say", "thought", "guess", "assum", "believ", "figur", "suspect", "mention", "had"),
}  # fmt: skip
_NOT_WORD = str.maketrans({c: " " for c in '\t\n\r.,;:!?()[]{}"*/<>-_=+&|'})
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz'")
_Trigger = tuple[int, int, str]


def _at_words(low: str, word: str) -> Iterator[int]:
    """Where ``word`` stands as a whole word in ``low`` (str.find: no regex per word)."""
    at = low.find(word)
    while at >= 0:
        end = at + len(word)
        if (not at or low[at - 1] not in _WORD_CHARS) and low[end : end + 1] not in _WORD_CHARS:
            yield at
        at = low.find(word, at + 1)


def _scan(low: str) -> tuple[list[_Trigger], list[int]]:
    """Every trigger ``(start, end, kind)`` and every clause-opening word, in text order.

    Only the trigger words the text holds are looked for, each where it stands."""
    words = set(low.translate(_NOT_WORD).split())
    present = [
        w for w in words.intersection(_TRIGGERS) if any(n in low for n in _NEEDLES.get(w, ("",)))
    ]
    negs = (  # not refusals
        [w for w in words if w.endswith("n't") and w not in ("can't", "won't")]
        if "n't" in low
        else []
    )
    if not present and not negs:
        return [], []  # no trigger: clauses do not matter
    found: list[_Trigger] = []
    for word in negs:
        found.extend((at + len(word) - 3, at + len(word), "neg") for at in _at_words(low, word))
    for word in present:
        for at in _at_words(low, word):
            for rx, kind in _patterns(word):
                m = rx.match(low, at)
                if m is None:
                    continue
                if kind == "past" and low[max(0, at - 5) : at].rstrip() in ("as", "like"):
                    break  # "as I said" repeats a claim
                late = kind == "cond" and word in ("were", "had") and at
                if late and not _SENTENCE_END.search(low, 0, at):
                    continue  # "were she" only opens a sentence
                found.append((at, m.end(), kind))
                break
    cuts = [at for w in words.intersection(_CLAUSE_WORDS) for at in _at_words(low, w)]
    if "and" in words:
        cuts.extend(at for at in _at_words(low, "and") if _NEW_SUBJECT.match(low, at))
    return sorted(found), cuts


# R3: a name that is the subject of a denial: "Gaming is ruled out", "X isn't right"
_DENIED_AFTER = re.compile(
    r"[\s*\"')]*(?:(?:is|are|was|were|'s|does|do|did)\s*(?:(?:definitely|certainly|clearly|also"
    r"|simply|surely|obviously|absolutely|just)\s+)?(?:n't\b|not\b)|(?:is|are|was|were|'s)\s+"
    r"(?:(?:definitely|certainly|clearly|also|now)\s+)?(?:ruled\s+out|out\b|off\s+the\s+table"
    r"|wrong\b|incorrect\b|excluded|eliminated))"
)
# what R3 needs besides the trigger words (a cheap test before any regex)
_DENIAL_WORDS = ("out", "wrong", "incorrect", "excluded", "eliminated", "table")
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
    low = text.lower().replace("’", "'")  # one apostrophe: "isn’t" is "isn't"
    if len(low) != len(text):  # lowering changed the length: keep offsets aligned
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text).replace("’", "'")
    triggers, word_cuts = _scan(low)
    if not triggers and "?" not in low and not any(w in low for w in _DENIAL_WORDS):
        return [Role.CLAIM] * len(spans)  # the common case: nothing to scope
    ends = _cuts(_SENTENCE, low, spans)
    if not ends or ends[-1] < len(low):
        ends.append(len(low))
    cuts = sorted({*_cuts(_CLAUSE, low, spans), *word_cuts, *ends}) if triggers else []
    starts = [t[0] for t in triggers]
    out: list[Role] = []
    for i, (s, _) in enumerate(spans):
        k = bisect_right(ends, s)
        sent = (ends[k - 1] if k else 0, ends[k] if k < len(ends) else len(low))
        k = bisect_right(cuts, s)
        clause = (max(cuts[k - 1] if k else 0, sent[0]), cuts[k] if k < len(cuts) else len(low))
        if _asked(low, *sent):
            out.append(Role.ASKED)
            continue
        # only the triggers of its sentence can reach it
        mine = triggers[bisect_right(starts, sent[0] - 1) : bisect_right(starts, sent[1] - 1)]
        out.append(_role(low, i, clause, mine, out, spans))
    return out


def _asked(low: str, a: int, b: int) -> bool:
    """R1: the sentence ends in "?", or the next one only asks to confirm it."""
    return "?" in low[a:b].rstrip(" \t\n\"')]*")[-3:] or bool(_CONFIRM.match(low, b))


def _role(
    low: str,
    i: int,
    clause: tuple[int, int],
    triggers: list[_Trigger],
    before: list[Role],
    spans: Sequence[tuple[int, int]],
) -> Role:
    s = spans[i][0]
    cl_a, cl_b = clause
    role = Role.CLAIM
    for t0, t1, kind in triggers:
        if kind == "cond":  # R5: after "if", unless the speaker's own pick; before, if modal
            if (t0 < s and not (cl_a >= t1 and _PICK.match(low, cl_a))) or (
                t0 > s and _MODAL.search(low, cl_a, cl_b)
            ):
                return Role.SUPPOSED
            continue
        ahead = cl_a <= t0 and t1 <= s  # a trigger earlier in the clause
        if kind == "neg" and ahead:
            role = max(role, Role.DENIED)  # R2
        elif kind == "so" and t1 <= s <= t1 + 6 and Role.DENIED in before:
            role = max(role, Role.DENIED)
        elif kind == "unsure" and cl_a <= t0 < cl_b:
            role = max(role, Role.UNSURE)  # R4
        elif kind == "past" and ahead:
            to = _TO.search(low, t1, cl_b) if low.startswith("from", t0) else None
            if to is None or s < to.start():
                role = max(role, Role.PAST)  # R6
        elif kind == "soft" and ahead:
            role = max(role, Role.EARLIER)  # R6
    j = i  # the subject may be a list: "Kernel and Storage are out"
    while j + 1 < len(spans) and _LIST_GAP.fullmatch(low, spans[j][1], spans[j + 1][0]):
        j += 1
    if role < Role.DENIED and _DENIED_AFTER.match(low, spans[j][1]):
        lead, k = low[cl_a:s], i - 1
        while k >= 0 and spans[k][0] >= cl_a:  # other names before it in the clause
            lead = lead.replace(low[spans[k][0] : spans[k][1]], " ")
            k -= 1
        if _SUBJECT_LEAD.match(lead):
            return Role.DENIED  # R3
    return role
