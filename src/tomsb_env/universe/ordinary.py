"""Names that are ordinary English words: when prose uses them as names. Read case-blind, "I will
research further" would name the team Research; :class:`ProseFilter` keeps a match of a
common-word name only when its spelling or context marks it as a name (rules P1-P8 of
``docs/grounding.md``, whose numbers label the code). The ``wordfreq`` list loads on first need."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Sequence

#: Zipf frequency (log10 of uses per billion words) from which a word counts as
#: common: about one use per million words. Analytics (3.8), Logistics (3.9) and
#: Budgeting (3.3) are above it; Chimera (2.9) and Tokamak (2.3) are not.
ZIPF_COMMON = 3.0

_Hit = tuple[int, int, int]  # (group index, start, end), as in grounding

# words that name an organisational unit in any universe (P4), besides its own level names
_GENERIC_UNITS = (
    "team", "division", "department", "dept", "group", "unit", "org", "organisation",
    "organization", "branch", "section", "squad", "lab", "office",
)  # fmt: skip
# labels of an estimate or answer after which a name stands as a value (P4)
_ESTIMATE_LABELS = (
    r"\b(?:prior|current|now|initially|start|end|before|after|belief|believed|knowledge|known"
    r"|answer|guess|final|path|estimate|location)"
)
# parts of level names that are not the unit noun ("team_name", "project_code")
_LEVEL_FILLER = frozenset({"name", "id", "code", "codename", "full"})

# verbs that place a person in a unit, then a preposition (P6)
_MOVE = (
    r"(?:move[ds]?|moving|transferr?(?:ed|ing|s)?|switch(?:ed|es|ing)?|rotat(?:ed|es|ing)"
    r"|(?:re)?assigned|seconded|work(?:s|ed|ing)?|based|sits?|sitting|sat|placed|belong(?:s|ed|ing)?"
    r"|reports?|reported|reporting|came|comes|coming)"
)
_MOVE_BEFORE = re.compile(
    r"(?:\b" + _MOVE + r"\s+(?:(?:over|back|across|up)\s+)?(?:to|into|in|at|from|for|under|within)"
    r"|\bjoin(?:s|ed|ing)?)\s+(?:the\s+)?\Z",
    re.IGNORECASE,
)
# a gap between two items of one list or path: "A, B", "A or B", "A / B", "A > B" (P8)
# a person placed in a unit without a verb of moving: "she's in marketing", "shes on the
# blue team", "he is with research" (P6)
_PLACED_BEFORE = re.compile(
    r"\b(?:she|he|they|who)(?:'s|’s|'re|’re|s|\s+is|\s+was|\s+are|\s+were)\s+(?:now\s+|still\s+)?"
    r"(?:in|on|with|at|under|within)\s+(?:the\s+)?\Z",
    re.IGNORECASE,
)
_IN_LEAD = re.compile(r"\b(?:in|on)\s+(?:the\s+)?\Z", re.IGNORECASE)
_LIST_GAP = re.compile(
    r"\s*(?:[,/&+;|>]|->|→|::)?\s*(?:(?:and|or|nor|and/or|then)\s+)?(?:the\s+)?", re.IGNORECASE
)
_PREP = r"(?:part\s+of|under(?:neath)?|within|inside|in|into|beneath|below|to|one\s+of)"
# a gap that places the first name inside the second: "A sits under B", "A is part of B" (P8)
_RELATION_GAP = re.compile(
    r"\s*,?\s+(?:(?:is|was|are|were|'s|’s)\s+(?:(?:organi[sz]ed|listed|located|filed|nested|housed)\s+)?"
    r"|(?:sits|sit|sat|falls|fall|fell|belongs|belong|belonged|rolls\s+up|roll\s+up|rolled\s+up"
    r"|reports|report|reported)\s+)?"
    r"(?:" + _PREP + r")\s+(?:the\s+)?",
    re.IGNORECASE,
)
# a path between two names, parent first: "finance > investor relations", "gaming -> services",
# "research/quantum", "OmniCorp, CyberSec, and PenTesting" (P8)
_PATH_GAP = re.compile(r"\s*(?:>|->|→|/|»|,\s*(?:and\s+)?)\s*")
_BARE_PREP = re.compile(r"\s*,?\s+(?:in|into|to|one\s+of)\s+(?:the\s+)?", re.IGNORECASE)
# a name alone on its line or in its sentence, or a label: "Research.", "- Research", "Research:" (P7)
_ALONE_AFTER = re.compile(
    r"[ \t*\"'”’)\]✔✓✅☑✘✗❌☒]*(?:\Z|\n|[.!?;]+(?=\s|\Z)|:|—|–|\s-\s"
    r"|,\s*(?:right|correct|yes|no|then|perhaps|maybe|probably|I\s+think|I\s+believe|I\s+guess"
    r"|I\s+suppose)\s*(?:[.!?]|\Z))",
)
# P7: a sentence-initial name in answer position: "Security, I'd guess.", "Compute, not
# Storage.", "Retention seems the most likely team", "Gaming is ruled out", "Plasma, for years"
_ANSWER_AFTER = re.compile(
    r"[ \t*\"'”’)\]]*(?:,\s*(?:not|rather|I'?d|I\s+(?:think|guess|believe|suppose|bet|reckon)"
    r"|probably|most\s+likely|likely|then|for\s+the|same\s+as|on\s+the|under|within|in\s+the"
    r"|specifically|though|definitely|surely|nothing\s+(?:else|more))\b"  # "going in: X, nothing else"
    # the speaker's limit on its answer: "X, that much I know", "X, and I'll stop there"
    r"|,\s*(?:that\s+much|that\s+I\s+know|and\s+(?:that(?:'s|\s+is)\s+all|I'll\s+stop)|as\s+far\s+as\s+I|for\s+sure)\b"
    r"|\s+is\s+(?:as\s+much\s+as|all)\s+I\b|\s+(?:employs|pays|has)\s+(?-i:[A-Z])|\s+is\s+\w+['’]s\s+employer\b"
    r"|\s*\((?:sure|certain|definitely|confident)\)"
    r"|\s+(?:it\s+is|it'?s\s+(?:then|settled)|fits|(?:would\s+)?makes?\s+sense|is\s+(?:what|where|my|the\s+one"
    r"|right|correct|most\s+likely|likely)|(?:seems|sounds)\s+(?:about\s+)?(?:right|correct|likely"
    r"|plausible|(?:the\s+)?most\s+likely|like\s+(?:the|a)\s+(?:fit|answer|one))"
    r"|(?:is|was|are)\s+(?:(?:definitely|clearly|certainly|also)\s+)?(?:not\b|n't|ruled\s+out|out\b"
    r"|wrong|off\s+the\s+table)|isn'?t|wasn'?t|doesn'?t\s+fit"
    r"|(?:was|were|came\s+as)\s+(?:(?:old\s+)?news|new|a\s+(?:complete\s+|total\s+)?surprise)\s+to\b))",
    re.IGNORECASE,
)
# P7: the speaker's own hedge or aside after its answer ("Apex, I'm fairly confident", "Xi,
# unless something changed", "Orbital Mechanics, if my memory's any good", "X, as it happens,
# is where she works"); not in a quoted line, which is someone's words, not the speaker's
_HEDGED_AFTER = re.compile(
    r"[ \t*_]*,\s*(?:I'?m\s+(?:\w+\s+)?(?:sure|certain|confident|positive)|if\s+(?:my\s+)?memory"
    r"|unless\s+(?:something|I'?m)|as\s+it\s+(?:happens|turns\s+out))\b",
    re.IGNORECASE,
)
_ABBREVIATION = re.compile(
    r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|dr|mr|mrs|ms|st|inc|corp|ltd|co|no|approx)\.\Z",
    re.IGNORECASE,
)
_LIST_MARKER = re.compile(r"(?:\A|\n)[ \t]*(?:[-+•·]|\w{1,3}[.)])\Z")
_PREPOSITIONS = frozenset(
    {"to", "into", "in", "at", "from", "for", "under", "within", "on", "with"}
)
_OPENERS = " \t\"'“‘`*_([>#"
_QUOTE_OPEN = "\"'“‘`*_"
_QUOTED_LINE = re.compile(r"(?:^|(?<=[\s:(]))[\"'“‘`]")  # a quotation opened in the line
_QUOTE_CLOSE = "\"'”’`*_"
_WHOLE_JUNK = " \t\r\n\"'“”‘’`*.!?:;,()[]{}"
_ACCEPT, _LEVEL, _CAP, _LOWER = range(4)  # a hit's status; the first two are kept


@functools.lru_cache(maxsize=65536)
def is_common_word(word: str) -> bool:
    """Whether ``word`` (lower-case letters) is a common English word (Zipf >= ZIPF_COMMON)."""
    if len(word) < 2 or not word.isalpha():
        return False
    if word.isascii():  # wordfreq's tokenizer leaves a run of ASCII letters whole
        return word.lower() in _common_ascii_words()
    from wordfreq import zipf_frequency  # its tokenizers normalise other scripts

    return zipf_frequency(word, "en", wordlist="small") >= ZIPF_COMMON


def uncommon_words(low: str) -> set[str]:
    """The words of five letters or more in lower-case ``low`` that are not common English
    (the typo rule's candidates): set operations in C, so a text costs one regex pass."""
    return set(_LONG_WORD.findall(low)).difference(_common_ascii_words())


_LONG_WORD = re.compile(r"(?<![a-z0-9'’-])[a-z]{5,}(?![a-z0-9'’-])")


@functools.cache
def _common_ascii_words() -> frozenset[str]:
    """The ASCII words of wordfreq's small English list at ZIPF_COMMON or above, read from
    its data file: importing wordfreq loads tokenizers for every language (~0.15 s)."""
    import gzip
    import importlib.util
    import os

    import msgpack  # wordfreq's own dependency, for its data files

    spec = importlib.util.find_spec("wordfreq")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("tomsb-env needs wordfreq: pip install 'wordfreq>=3,<4'")
    path = os.path.join(spec.submodule_search_locations[0], "data", "small_en.msgpack.gz")
    with gzip.open(path, "rb") as f:
        header, *buckets = msgpack.load(f, raw=False)  # wordfreq's "cBpack" format
    if header != {"format": "cB", "version": 1}:
        raise ImportError(f"{path}: a wordfreq list format this tomsb-env cannot read: {header!r}")
    # bucket i holds the words at -i centibels, Zipf (900 - i) / 100
    last = round(900 - 100 * ZIPF_COMMON)
    return frozenset(w for bucket in buckets[: last + 1] for w in bucket if w.isascii())


def level_nouns(levels: Iterable[str]) -> tuple[str, ...]:
    """The nouns that name a unit in a universe with these levels, as regex sources: each level's
    full phrase ("business unit") and head noun ("unit"; "team" for "team_name")."""
    out = set(_GENERIC_UNITS)
    for level in levels:
        words = [w for w in re.split(r"[\s_\-]+", level.lower()) if w]
        core = [w for w in words if w not in _LEVEL_FILLER] or words
        if core:
            out.add(core[-1])
            out.add(r"\s+".join(map(re.escape, core)))
    return tuple(sorted(out, key=lambda s: (-len(s), s)))


def common_segments(key: str, splits: Iterable[int]) -> tuple[frozenset[str], bool]:
    """The common words among ``key``'s segments, and whether the whole key can be
    spelled as a run of them (then prose may use it as ordinary words)."""
    cuts = sorted({0, len(key), *splits})
    common = {
        key[a:b] for i, a in enumerate(cuts) for b in cuts[i + 1 :] if is_common_word(key[a:b])
    }
    reach = {0}  # key offsets reachable by a run of common segments
    for i, a in enumerate(cuts):
        if a in reach:
            reach.update(b for b in cuts[i + 1 :] if key[a:b] in common)
    return frozenset(common), len(key) in reach


class ProseFilter:
    """Drops the matches of common-word names that free prose uses as plain words."""

    def __init__(
        self,
        levels: Sequence[str],
        plain: Sequence[bool],
        words: frozenset[str],
        uncased: Sequence[bool],
        parent_of: Callable[[int, int], bool] = lambda a, b: False,
    ) -> None:
        self.parent_of = parent_of  # (group a, group b): is a's name the parent of b's?
        self.plain = tuple(plain)  # per group: can its key be spelled as common words?
        self.words = words  # every common word that some key is made of
        self.uncased = tuple(uncased)  # per group: is the name written without capitals?
        units = level_nouns(levels)
        # first words of the unit nouns without a plural s: a cheap test before the regex
        self._unit_heads = frozenset(u.split("\\")[0].rstrip("s") for u in units)
        nouns = "(?:" + "|".join(units) + r")(?:e?s)?(?![^\W_])"
        # P4: a unit noun right after ("the research team", "Research (division)")
        self._noun_after = re.compile(
            r"(?:[ \t]*[-–—]?[ \t]*|[ \t]*[(\[][ \t]*(?:the[ \t]+)?)" + nouns, re.IGNORECASE
        )
        # P4: a unit noun and a colon or equals sign before ("team: research")
        # ... or an estimate's label: "Prior: research", "Final answer: research"
        labels = "(?:" + nouns + "|" + _ESTIMATE_LABELS + ")"
        self._label_before = re.compile(labels + r"[ \t]*[:=][ \t]*[\"'“‘*]*\Z", re.IGNORECASE)
        # P7: "Research is the division", "Atlas is our main project", "Atlas is Leo's team"
        self._is_unit = re.compile(
            r"[ \t]+(?:is|was|are|were|'s|’s|remains)[ \t]+(?:a|an|the|our|their|my|your|his|her|its"
            r"|(?-i:[A-Z])[a-z]+(?:['’]s|(?<=s)['’]))"
            r"[ \t]+(?:[A-Za-z-]+[ \t]+)?" + nouns,
            re.IGNORECASE,
        )

    def keep(self, text: str, hits: list[_Hit]) -> list[_Hit]:
        """The hits that stand for names."""
        plain, uncased = self.plain, self.uncased
        status = [
            _ACCEPT if not plain[gi - 1] else self._judge(text, s, e, uncased[gi - 1])
            for gi, s, e in hits
        ]
        if len(hits) == 1:
            return hits if status[0] <= _LEVEL else []
        if _CAP in status or _LOWER in status:
            self._path(text, hits, status)
            self._connect(text, hits, status)
        return [h for h, st in zip(hits, status, strict=True) if st <= _LEVEL]

    def _judge(self, text: str, s: int, e: int, uncased: bool) -> int:
        surface = text[s:e]
        # P5: the case of the first letter; a name written without capitals carries no
        # case signal, nor does a text without lower-case letters
        capital = uncased or not surface.islower()
        if capital and surface.isupper() and text.isupper():
            capital = False
        if capital and (text[e : e + 1] in ("'", "’") or not self._sentence_start(text, s)):
            return _ACCEPT  # P5: a capitalised possessive, or capitalised mid-sentence
        if not self.words.issuperset(surface.lower().rstrip(".!?").split()):
            return _ACCEPT  # P1: "DataForge", "hub-core", "Z-Pinch": not plain English words
        # P2: the whole text is the name (a structured value), give or take a few
        # characters of quotes, brackets, space and punctuation
        short = len(text) - e + s <= 24
        if short and not text[:s].strip(_WHOLE_JUNK) and not text[e:].strip(_WHOLE_JUNK):
            return _ACCEPT
        if self._quoted(text, s, e):
            return _ACCEPT  # P3
        if self._unit_follows(text, e) or self._labelled(text, s):
            return _LEVEL  # P4
        if not capital:
            # P6: a lower-case common word is the word, unless a verb places someone in it
            if self._moved_into(text, s):
                return _ACCEPT
            # ... or, alone in its sentence, it opens the reply ("sensor fusion. been there two
            # years.") or follows a sentence-opening "in" ("In logistics.")
            if _ALONE_AFTER.match(text, e):
                lead = _IN_LEAD.search(text, max(0, s - 12), s)
                start = lead.start() if lead else s
                if not text[:s].strip(_OPENERS) or (lead and self._sentence_start(text, start)):
                    return _ACCEPT
            return _LOWER
        # P7: at a sentence start, only a name standing alone or said to be a unit
        if (
            _ALONE_AFTER.match(text, e)
            or self._is_unit.match(text, e)
            or _ANSWER_AFTER.match(text, e)
            or (_HEDGED_AFTER.match(text, e) and not _QUOTED_LINE.search(text[:s].rsplit("\n")[-1]))
        ):
            return _ACCEPT
        return _CAP

    def _labelled(self, text: str, s: int) -> bool:
        """P4: "team: research", "division = Research"."""
        if not text[:s].rstrip(" \t\"'“‘*").endswith((":", "=")):
            return False
        return bool(self._label_before.search(text, max(0, s - 40), s))

    def _unit_follows(self, text: str, e: int) -> bool:
        """P4: a unit noun right after ("the research team", "support (division)")."""
        nxt = text[e : e + 24].split(None, 1)
        if not nxt or nxt[0][:1] not in "([-–—":
            word = nxt[0].lower().rstrip(",.;:!?)") if nxt else ""
            heads = self._unit_heads
            if word.rstrip("s") not in heads and word[:-2] not in heads:
                return False  # the next word starts no unit noun: spare the regex
        return bool(self._noun_after.match(text, e))

    @staticmethod
    def _moved_into(text: str, s: int) -> bool:
        """P6: "moved to research", "works in design", "joined finance"."""
        before = text[max(0, s - 24) : s].rsplit(None, 2)
        if before and before[-1].lower() == "the":
            before.pop()
        if not before:
            return False
        word = before[-1].lower()
        if word not in _PREPOSITIONS and not word.startswith("join"):
            return False
        return bool(
            _MOVE_BEFORE.search(text, max(0, s - 48), s)
            or _PLACED_BEFORE.search(text, max(0, s - 32), s)
        )

    @staticmethod
    def _quoted(text: str, s: int, e: int) -> bool:
        before, after = text[s - 1 : s], text[e : e + 1]
        if not before or not after or before not in _QUOTE_OPEN or after not in _QUOTE_CLOSE:
            return False
        if before in "'‘" and text[s - 2 : s - 1].isalnum():
            return False  # an apostrophe inside a word, not a quote
        return not (after in "'’" and text[e + 1 : e + 2].isalnum())  # a possessive

    @staticmethod
    def _sentence_start(text: str, s: int) -> bool:
        """The name opens the text, a line, a list item or a sentence (after . ! ? or :)."""
        i = len(text[:s].rstrip(_OPENERS))
        if i == 0 or text[i - 1] == "\n":
            return True
        c = text[i - 1]
        if i == s:  # nothing between the name and the character before it ("e.g.Beacon")
            return False
        if c in "!?:":
            return True
        if c == ".":
            return not _ABBREVIATION.search(text, max(0, i - 9), i)
        if c in "-+•·)":
            return bool(_LIST_MARKER.search(text, max(0, i - 12), i))
        return False

    def _path(self, text: str, hits: list[_Hit], status: list[int]) -> None:
        """P8: two or more names written as a path, each the parent of the next."""
        for i, (a, b) in enumerate(itertools.pairwise(hits)):
            if self.parent_of(a[0], b[0]) and _PATH_GAP.fullmatch(text, a[2], b[1]):
                status[i] = status[i + 1] = _ACCEPT

    def _connect(self, text: str, hits: list[_Hit], status: list[int]) -> None:
        """P8: a sentence-initial name joined to a name that follows it; lower-case items
        of a list that ends in a unit noun ("the research and design teams")."""
        for i in range(len(hits) - 2, -1, -1):
            st, nxt = status[i], status[i + 1]
            if st not in (_CAP, _LOWER) or nxt not in (_ACCEPT, _LEVEL):
                continue
            gap = text[hits[i][2] : hits[i + 1][1]]
            if len(gap) > 40:  # longer than any joint or placing phrase
                continue
            if st == _LOWER:
                if nxt == _LEVEL and _LIST_GAP.fullmatch(gap):
                    status[i] = _LEVEL
            elif _LIST_GAP.fullmatch(gap) or (
                _RELATION_GAP.fullmatch(gap) and not _BARE_PREP.fullmatch(gap)
            ):
                status[i] = _ACCEPT
