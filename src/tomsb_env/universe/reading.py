"""Scope: which mentions of a text are claims, and which are denied, asked, reported or supposed.

"She is not in Finance" mentions Finance but claims nothing about it; neither does "people
assume she's in Finance; they're mistaken". One pass of a few module-level regexes over the
lower-cased text marks sentences, clauses and trigger words; each mention then gets a
:class:`Role` from the triggers whose scope covers it (rules R1-R10 of docs/grounding.md,
"Scope"). Only a plain assertion by the speaker, or a report the speaker endorses, is a
claim. Linear in the text; the judges, the game's belief tracking and the scripted attackers
all read through it.
"""

from __future__ import annotations

import enum
import functools
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence

__all__ = ["Role", "roles"]


class Role(enum.IntEnum):
    """What a text does with one mention."""

    CLAIM = 0  # says the target is there
    REPORTED = 1  # others' word, not endorsed: "Bob told me X", "people assume X", "> X"
    UNSURE = 2  # named as a possibility ("maybe X", "I can't confirm X"): a rival, not a claim
    EARLIER = 3  # a past value: "she was on X", "formerly X", "at X until 2021"
    PAST = 4  # a value the speaker has dropped ("used to be X", "from X to Y", "I said X")
    DENIED = 5  # "not X", "X is ruled out", "rather than X", "people say X, which is false"
    SUPPOSED = 6  # inside a conditional: "if she were in X"
    ASKED = 7  # inside a question: "Is she in X?"


# R1: sentences end at . ! ? or a new line; a "?" makes the sentence a question
_SENTENCE = re.compile(r"[.!?]+(?=[\s\"')\]*]|\Z)|\n")
# R2: clauses end at these punctuation marks (a comma before "or"/"nor" continues a list) ...
_CLAUSE = re.compile(r",(?!\s*(?:or|nor)\b)|[:;]|\s[-–—]+\s|\((?=\s*\w)")
# ... and before these words ("and" only when a new subject follows); the contrast words and
# ";" also end the segment a report, a rejection or an endorsement covers (R8, R9)
_CONTRAST = frozenset(["but", "though", "although", "however", "whereas", "yet", "so", "now"])
_CLAUSE_WORDS = _CONTRAST | {"while", "then", "because", "since"}
_NEW_SUBJECT = re.compile(r"and\s+(?:she|he|they|it|i|we|you|that|this)\b")
_SENTENCE_END = re.compile(r"[.!?;\n]\s*\Z")
_REPORT_VERBS = (
    "say says said saying claim claims claimed claiming think thinks thought believe believes"
    " believed assume assumes assumed assuming reckon reckons suspect suspects suspected insist"
    " insists insisted swear swears swore mentioned suggest suggests suggested told tells"
)
# (kind, the words a trigger starts with, the pattern after the word). Kinds: "neg" (R2),
# "neg2" (a negation that a second one cancels), "exc" (an exception: after a negation it
# asserts), "so" ("and so is X", R3), "unsure" (R4), "cond" (R5), "past" and "soft" (R6, before
# the name), "ended" (R6, anywhere in the clause), "rep" (R8: a report; "said" and the like only
# when the speaker is not the subject), "rej" and "end" (R9: it is false / right). First match
# wins.
_TABLE: tuple[tuple[str, str, str], ...] = (
    ("rej", "not", r"\s+(?:true|so)\s*(?:[.!;]|\Z)"),
    ("neg2", "not", r"\s+(?:true|the\s+case)\b"),
    ("neg", "not never outside scratch exclude excludes excluded excluding eliminated", r"\b"),
    ("exc", "except besides", r"\b"), ("exc", "other", r"\s+than\b"),
    ("exc", "apart aside", r"\s+from\b"),
    ("neg", "left", r"\b(?!\s+(?:believing|thinking|convinced|with|it|them|me|him|her|us)\b)"),
    ("so", "neither nor so", r"\s+(?:is|was|are)\b"), ("neg", "neither nor", r"\b"),
    ("neg2", "no", r"\s+way\b"), ("neg", "no", r"\s+(?:longer|idea|clue)\b"),
    ("neg", "rather", r"\s+than\b"), ("neg", "instead", r"\s+of\b"),
    ("neg", "nothing", r"\s+to\s+do\s+with\b"), ("neg", "rule rules ruled ruling", r"\s+out\b"),
    ("cond", "if", r"\b(?!\s+(?:i\s+(?:had|have|recall|remember|'m\s+not\s+mistaken|am\s+not"
                   r"\s+mistaken)|you\s+ask|that\s+helps|memory\s+serves|anything|you\s+(?:need|want|like)))"),
    ("cond", "unless suppose supposing assuming imagine hypothetically whether were", r"\b"),
    ("cond", "in", r"\s+case\b"), ("cond", "had", r"\s+[\w']+\s+been\b"),
    ("unsure", "maybe perhaps possibly might may could", r"\b"), ("unsure", "coin", r"\s+flip\b"),
    ("unsure", "can't cannot couldn't", r"\s+(?:confirm|verify|vouch|be\s+sure)\b"),
    ("past", "used", r"\s+to\b"), ("past", "moved", r"\s+(?:off|away\s+from)\b"),
    ("past", "i", r"\s+(?:had\s+|first\s+|originally\s+|once\s+|did\s+)?"
                  r"(?:said|say|thought|guessed|assumed|believed|figured|suspected|mentioned)\b"),
    ("past", "i", r"\s+(?:\w+\s+)?had\s+(?:her|him|them|it)\b"),
    ("past", "i'd", r"\s+(?:assumed|thought|guessed|figured|believed|said)\b"),
    ("past", "my", r"\s+(?:\w+\s+)?(?:lead|guess|bet|hunch|pick|answer)\s+was\b"),
    ("past", "from", r"\b(?=[^.?!;\n]{1,60}?\b(?:to|into)\b)"),
    ("rep", "was were been am being i'm", r"\s+told\b"),
    ("soft", "was were", r"\s+(?:(?!\w+ed\b)\w+\s+)?(?:on|in|at|with|under|part\s+of)\b"),
    ("soft", "earlier previously originally former previous old", r"\b"), ("soft", "at", r"\s+first\b"),
    ("ended", "until till formerly anymore", r"\b"), ("ended", "back", r"\s+(?:then|in)\b"),
    ("rep", _REPORT_VERBS, r"\b"), ("rep", "according", r"\s+to\b(?!\s+(?:our|my)\s)"),
    ("rep", "heard hearsay rumour rumours rumoured rumor rumors rumored supposedly reportedly"
            " allegedly apparently", r"\b"), ("rep", "word", r"\s+is\b"),
    ("rej", "false wrong untrue incorrect inaccurate mistaken misinformed myth outdated bluff",
     r"\b"),
    ("end", "correctly rightly confirmed", r"\b"), ("end", "can", r"\s+confirm\b"),
    ("end", "you're he's she's they're that's it's", r"\s+(?:\w+\s+)?(?:right|correct|true"
                                                    r"|accurate|spot\s+on)\b(?!\s+to\b)"),
    ("end", "you he she they that this which it", r"(?:\s+one)?(?:'s|\s+(?:are|is|were|was))\s+"
                                                 r"(?:\w+\s+)?(?:right|correct|true|accurate"
                                                 r"|spot\s+on)\b(?!\s+to\b)"),
    ("end", "is", r"\s+(?:(?:absolutely|completely|entirely|quite)\s+)?(?:true|correct|accurate"
                  r"|right)\b(?!\s+to\b)"),
    ("end", "as", r"\s+you\s+(?:\w+ly\s+)?(?:said|say|suggested|suspected|guessed|mentioned)\b"),
    ("end", "yes yep yeah exactly correct", r"\s*(?:[.!,]|\n|\Z)"),
)  # fmt: skip
_TRIGGERS: dict[str, list[tuple[str, str]]] = {}  # word -> (pattern source, kind), in order
for _kind, _words, _rest in _TABLE:
    for _word in _words.split():
        _TRIGGERS.setdefault(_word, []).append((_word + _rest, _kind))
# the speaker as the subject of a report verb: "I think X" asserts, "they think X" reports
_OPENING = frozenset(["were", "had", "yes", "yep", "yeah", "exactly", "correct"])  # open a sentence
_FIRST = frozenset(["i", "we", "i'd", "we'd", "i'll", "we'll", "i've", "we've"])
_RECORDS = frozenset(["records", "record", "notes", "directory", "files", "file", "system",
                      "database", "roster", "data", "chart"])  # fmt: skip
_SUBJECT_VERBS = frozenset(_REPORT_VERBS.split())


@functools.cache
def _patterns(word: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """``word``'s trigger patterns, compiled when a text first holds it (most never do)."""
    return tuple((re.compile(source), kind) for source, kind in _TRIGGERS[word])


# what else the text must hold for a common word's patterns to have a chance (a cheap test)
_FINE = ("right", "correct", "true", "accurate", "spot on")
_NEEDLES: dict[str, tuple[str, ...]] = {
    "no": ("longer", "idea", "clue", " way"), "rather": ("than",), "instead": (" of",),
    "other": (" than",), "apart": (" from",), "aside": (" from",), "nothing": (" with",),
    "in": ("in case",), "coin": (" flip",), "used": (" to",), "my": (" was",), "from": (" to",),
    "at": (" first",), "so": ("so is", "so was", "so are"), "back": ("back then", "back in"),
    **dict.fromkeys(["rule", "rules", "ruled", "ruling"], (" out",)), "word": ("word is",),
    "i": ("said", "say", "thought", "guess", "assum", "believ", "figur", "suspect", "mention", "had"),
    **dict.fromkeys(["was", "were", "been", "am", "being"], (" on", " in", " at", " with", " under",
                                                            " part", "told")),
    **dict.fromkeys(["you", "he", "she", "they", "that", "this", "which", "it", "you're", "he's",
                     "she's", "they're", "that's", "it's", "is"], _FINE),
    "i'm": ("told",), "i'd": ("assumed", "thought", "guessed", "figured", "believed", "said"),
    "as": ("as you",), "can": ("confirm",),
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


def _scan(low: str) -> tuple[list[_Trigger], list[int], list[int]]:
    """Every trigger ``(start, end, kind)``, every clause-opening word and every contrast
    word, in text order. Only the trigger words the text holds are looked for."""
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
        return [], [], []  # no trigger: clauses do not matter
    found: list[_Trigger] = []
    for word in negs:
        found.extend((at + len(word) - 3, at + len(word), "neg") for at in _at_words(low, word))
    for word in present:
        for at in _at_words(low, word):
            for rx, kind in _patterns(word):
                m = rx.match(low, at)
                if m is None:
                    continue
                before = low[max(0, at - 16) : at].split()[-2:]
                if kind == "past" and before[-1:] in (["as"], ["like"]):
                    break  # "as I said" repeats a claim
                if word in _SUBJECT_VERBS and (
                    _FIRST.intersection(before)
                    or before[-1:] in (["as"], ["that"])
                    or (before[-2:-1] in (["our"], ["my"], ["the"]) and before[-1] in _RECORDS)
                ):
                    break  # "I think X", "as mentioned", "our records say X": the speaker's word
                if word in _SUBJECT_VERBS and (not at or _SENTENCE_END.search(low, 0, at)):
                    break  # "Think Product: ..." opens a sentence: an imperative
                if word == "former" and before[-1:] == ["the"]:
                    break  # "the former": a reference (R10)
                if word == "may" and before[-1:] in (["in"], ["of"], ["since"], ["until"]):
                    break  # the month
                opening = word in _OPENING and kind in ("cond", "end")
                if opening and at and not _SENTENCE_END.search(low, 0, at):
                    continue  # "were she", a bare "Yes." only open a sentence
                found.append((at, m.end(), kind))
                break
    cuts = [at for w in words.intersection(_CLAUSE_WORDS) for at in _at_words(low, w)]
    contrast = [  # "..., or so they say" goes on
        at
        for w in words.intersection(_CONTRAST)
        for at in _at_words(low, w)
        if low[at - 3 : at] != "or "
    ]
    if "and" in words:
        cuts.extend(at for at in _at_words(low, "and") if _NEW_SUBJECT.match(low, at))
    return sorted(found), cuts, contrast


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
# R9: what may stand before a rejection or an endorsement that looks back ("They're mistaken.")
_LOOKS_BACK = re.compile(
    r"[\W_]*(?:(?:that|this|it|they|he|she|you|people|both|all|everyone|and|which)\b[\W_]*)?"
    r"(?:(?:'s|'re|is|are|was|were|seems?|sounds?|one's|one\s+is)\b[\W_]*)?(?:\w+\s+)?\Z"
)
_POSTPOSED = re.compile(
    r"[\W_]*(?:(?:or|and)\s+)?(?:so\s+)?(?!(?:because|given|since|as|based|from|what|after)\b)"
    r"(?:[\w']+\s+){0,2}"
)
_NEGATED = re.compile(r"(?:\bnot|n't|\bnever|\bnothing|\bnobody|\bno\s+one)\s+(?:\w+\s+)?\Z")
# R10: status marks after a name ("X (confirmed)", "X: no", "X ✘") or before it ("✔ X")
_MARK_AFTER = re.compile(
    r"[ \t*_~]*(?:(?:[(\[]|[:\-–—])[ \t]*(?:(confirmed|correct|yes)|(ruled\s+out|excluded"
    r"|eliminated|wrong|incorrect|no|not\s+it))\b|([✔✓✅☑])|([✘✗❌☒]))"
)
_MARK_BEFORE = re.compile(r"(?:([✔✓✅☑])|([✘✗❌☒]))[ \t*_]*\Z")
_UNIT_AFTER = re.compile(r"[ \t]+[a-z]+")
_RESPECTIVE = re.compile(
    r"\b(?:(former|previous|old|past|earlier)|(wrong|incorrect|false)"
    r"|(current|new|present|right|correct|true))\b"
)
_REFERENCE = re.compile(r"\bthe\s+(former|latter)\b(?!\s+(?:team|division|group|department|unit))")


def _cuts(rx: re.Pattern[str], low: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """Boundary positions of ``rx`` that fall outside every mention span; a comma between two
    names of a list ("not A, B or C") is no clause boundary."""
    out: list[int] = []
    k = 0
    for m in rx.finditer(low):
        pos = m.start()
        while k < len(spans) and spans[k][1] <= pos:
            k += 1
        if k < len(spans) and spans[k][0] <= pos:
            continue
        between = 0 < k < len(spans) and low[pos] == "," and rx is _CLAUSE
        if between and _LIST_GAP.fullmatch(low, spans[k - 1][1], spans[k][0]):
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
    refs = [(m.start(), m.end(), m.group(1)) for m in _REFERENCE.finditer(low)] if "the " in low else []  # fmt: skip
    if refs:  # R10: "the former"/"the latter" is read as a mention, then handed to its name
        spans = sorted([*spans, *((a, b) for a, b, _ in refs)])
    triggers, word_cuts, contrast = _scan(low)
    plain = not triggers and "?" not in low and "respectively" not in low
    if plain and not any(w in low for w in _DENIAL_WORDS):
        out = [_quoted(text, low, s, e) for s, e in spans]  # the common case: nothing to scope
    else:
        out = _Scope(text, low, spans, triggers, word_cuts, contrast).roles()
    for i, (s, e) in enumerate(spans):  # R10: a status mark where the mention stands
        out[i] = _marked(text, low, s, e, out[i])
    return _resolve(spans, out, refs) if refs else out


class _Scope:
    """One text's sentences, clauses and segments, and the roles its triggers give."""

    def __init__(self, text: str, low: str, spans: Sequence[tuple[int, int]],
                 triggers: list[_Trigger], word_cuts: list[int], contrast: list[int]) -> None:  # fmt: skip
        self.text, self.low, self.spans, self.triggers = text, low, spans, triggers
        ends = _cuts(_SENTENCE, low, spans)
        if not ends or ends[-1] < len(low):
            ends.append(len(low))
        clause_cuts = _cuts(_CLAUSE, low, spans) if triggers else []
        self.ends = ends
        self.cuts = sorted({*clause_cuts, *word_cuts, *ends}) if triggers else []
        # R8, R9: segments end at sentence ends, ";" and contrast words
        self.segs = sorted({0, *ends, *contrast, *(c for c in clause_cuts if low[c] == ";")})
        self.firsts = [s for s, _ in spans]

    def _around(self, at: int, cuts: list[int]) -> tuple[int, int]:
        k = bisect_right(cuts, at)
        return (cuts[k - 1] if k else 0), (cuts[k] if k < len(cuts) else len(self.low))

    def roles(self) -> list[Role]:
        low, starts, out = self.low, [t[0] for t in self.triggers], []
        for i, (s, e) in enumerate(self.spans):
            sent = self._around(s, self.ends)
            if _asked(low, *sent):
                out.append(Role.ASKED)
                continue
            a, b = self._around(s, self.cuts)
            # only the triggers of its sentence can reach it
            mine = self.triggers[
                bisect_right(starts, sent[0] - 1) : bisect_right(starts, sent[1] - 1)
            ]
            role = self._role(i, (max(a, sent[0]), b), sent, mine, out)
            out.append(max(role, _quoted(self.text, low, s, e)))
        self._segments(out)
        self._respectively(out)
        return out

    def _role(self, i: int, clause: tuple[int, int], sent: tuple[int, int],
              triggers: list[_Trigger], before: list[Role]) -> Role:  # fmt: skip
        low, spans, s = self.low, self.spans, self.spans[i][0]
        cl_a, cl_b = clause
        role = Role.CLAIM
        negs: list[str] = []
        for t0, t1, kind in triggers:
            if kind == "cond":  # R5: after "if", unless the speaker's own pick; before, if modal
                if (t0 < s and not (cl_a >= t1 and _PICK.match(low, cl_a))) or (
                    t0 > s and _MODAL.search(low, cl_a, cl_b)
                ):
                    return Role.SUPPOSED
                continue
            ahead = cl_a <= t0 and t1 <= s  # a trigger earlier in the clause
            # R2: a negation in a short label reaches past its colon ("Ruled out: A, B"); a
            # sentence-opening "nor" or "neither" to the next ";" or the sentence end
            colon = low.find(":", t1, s) if t1 <= s else -1
            label = 0 <= colon - t1 <= 30 and len(low[sent[0] : t0].split()) <= 3
            opens = low[t0 : t0 + 3] in ("nor", "nei") and not low[sent[0] : t0].strip(" \t\n*-\"'")
            if kind in ("neg", "neg2", "exc") and (
                ahead or label or (opens and ";" not in low[t0:s])
            ):
                negs.append(kind)  # R2
            elif kind == "rej" and label:
                negs.append("neg")  # "Wrong answers: A, B"
            elif kind == "so" and t1 <= s <= t1 + 6 and Role.DENIED in before:
                role = max(role, Role.DENIED)
            elif kind == "unsure" and cl_a <= t0 < cl_b:
                role = max(role, Role.UNSURE)  # R4
            elif kind == "past" and ahead:
                to = _TO.search(low, t1, cl_b) if low.startswith("from", t0) else None
                if to is None or s < to.start():
                    role = max(role, Role.PAST)  # R6
            elif (kind == "soft" and ahead) or (kind == "ended" and cl_a <= t0 < cl_b):
                role = max(role, Role.EARLIER)  # R6
        # R2: a second negation cancels the first only where one of them is "not true that",
        # "no way" or an exception ("not in any team other than X"); "not A and not B" denies both
        if negs and (len(negs) % 2 or len(negs) < 2 or all(k == "neg" for k in negs)):
            role = max(role, Role.DENIED)
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

    def _segments(self, out: list[Role]) -> None:
        """R8: a report covers the rest of its segment, and what comes before when it follows
        ("She's in X, Bob says"); R9: a rejection denies, an endorsement claims, what
        comes before it in its segment, or the segment before when it opens its own."""
        low, firsts, segs = self.low, self.firsts, self.segs
        # reports first: an endorsement or a rejection may come before the report it judges
        for t0, t1, kind in sorted(self.triggers, key=lambda t: t[2] != "rep"):
            if kind not in ("rep", "rej", "end"):
                continue
            a, b = self._around(t0, segs)
            if kind == "rep":
                cut = max(a, self._around(t0, self.cuts)[0])
                after = _POSTPOSED.fullmatch(low, cut, t0) and len(low[t0:b].split()) <= 4
                for i in range(bisect_left(firsts, a if after else cut), bisect_left(firsts, b)):
                    out[i] = max(out[i], Role.REPORTED)
                continue
            if _NEGATED.search(low, max(0, t0 - 16), t0):  # "they're not wrong", "nobody confirmed"
                if kind == "end":
                    continue
                kind = "end"
            j = bisect_left(firsts, t0) - 1  # "X is wrong" is R3's: it judges X alone
            subject = (
                _DENIED_AFTER.match(low, self.spans[j][1]) if j >= 0 and kind == "rej" else None
            )
            if subject and subject.end() >= t1:
                continue
            lo = self._around(a - 1, segs)[0] if a and _LOOKS_BACK.match(low, a, t0) else a
            for i in range(
                bisect_left(firsts, lo), bisect_left(firsts, t0 if kind == "rej" else b)
            ):
                if kind == "rej":
                    out[i] = Role.DENIED  # also a question's: "X? That's a myth."
                elif out[i] in (Role.REPORTED, Role.ASKED):
                    out[i] = Role.CLAIM

    def _respectively(self, out: list[Role]) -> None:
        """R10: "X and Y were her old and new teams, respectively": statuses matched in order."""
        at = self.low.find("respectively")
        if at < 0:
            return
        a, b = self._around(at, self.segs)
        mine = [i for i, (s, _) in enumerate(self.spans) if a <= s < b]
        words = list(_RESPECTIVE.finditer(self.low, a, b))
        if len(mine) < 2 or len(words) != len(mine) or max(out[i] for i in mine) >= Role.SUPPOSED:
            return
        for i, m in zip(mine, words, strict=True):
            out[i] = Role.EARLIER if m.group(1) else Role.DENIED if m.group(2) else Role.CLAIM


def _asked(low: str, a: int, b: int) -> bool:
    """R1: the sentence ends in "?", or the next one only asks to confirm it."""
    return "?" in low[a:b].rstrip(" \t\n\"')]*")[-3:] or bool(_CONFIRM.match(low, b))


def _quoted(text: str, low: str, s: int, e: int) -> Role:
    """R8: a value in quotation marks (not a structured one: ``"X"``, ``team: "X"``), or on a
    line opening with ">", is quoted."""
    a, b = _wrapped(low, s, e, '"“', '"”', 1) if '"' in low or "“" in low else (None, None)
    if a is not None and b is not None:
        whole = not text[:a].strip() and not text[b:].strip(" .\n")
        if not whole and not text[:a].rstrip().endswith((":", "=")):
            return Role.REPORTED
    quote = ">" in low and low[low.rfind("\n", 0, s) + 1 : s].lstrip(" \t").startswith(">")
    return Role.REPORTED if quote else Role.CLAIM


def _wrapped(low: str, s: int, e: int, opens: str, closes: str, n: int) -> tuple[int | None, ...]:
    """Where ``n`` wrapping characters open and close around a mention, which may carry an
    article and a unit label inside (``"the Billing team"``, ``~~Billing~~``)."""
    s -= 4 if low.endswith("the ", 0, s) else 0
    ends = [e]  # the name, then a unit label of up to two words ("project code")
    while len(ends) < 3 and (unit := _UNIT_AFTER.match(low, ends[-1])):
        ends.append(unit.end())
    a = s - n if s >= n and all(c in opens for c in low[s - n : s]) else None
    b = next(
        (x + n for x in ends if low[x : x + n] and all(c in closes for c in low[x : x + n])), None
    )
    return a, b


def _marked(text: str, low: str, s: int, e: int, role: Role) -> Role:
    """R10: a status mark or a strike-through says what the list thinks of the name; a mark
    right before it wins over one after it ("✘ A ✔ B")."""
    if "~~" in low and None not in _wrapped(low, s, e, "~", "~", 2):
        return Role.DENIED
    mark = _MARK_BEFORE.search(low, max(0, s - 6), s) or _MARK_AFTER.match(low, e)
    if mark is None:
        return role
    if mark.group(2) or mark.groups()[-1]:
        return Role.DENIED
    return Role.CLAIM if role in (Role.REPORTED, Role.UNSURE) else role


def _resolve(
    spans: Sequence[tuple[int, int]], out: list[Role], refs: list[tuple[int, int, str]]
) -> list[Role]:
    """R10: "the former"/"the latter" hands its role (a claim or a denial) to the first or
    second of the two names before it; the references leave the list."""
    at = {(a, b): which for a, b, which in refs}
    names: list[int] = []  # positions in ``out`` of the real mentions so far
    for i, span in enumerate(spans):
        which = at.get(span)
        if which is None:
            names.append(i)
        elif len(names) >= 2 and out[i] in (Role.CLAIM, Role.DENIED):
            one, other = names[-2:] if which == "former" else names[:-3:-1]
            out[one] = out[i]
            if out[i] is Role.CLAIM:  # the speaker picked one of the two
                out[other] = max(out[other], Role.REPORTED)
    return [out[i] for i in names]
