"""Text grounding: find which universe entities a piece of free text mentions.

This is the exact, LLM-free basis of the judges and the scripted agents;
``docs/grounding.md`` states its rules (matching, prose rules P1-P8, beliefs)
and explains how it is made fast: one lazily compiled regex per universe,
run over an ASCII skeleton of the text where that is exact.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections.abc import Callable, Iterable, Mapping, Set
from dataclasses import dataclass
from typing import Any

from tomsb_env.errors import UniverseError
from tomsb_env.universe.cache import UniverseCache
from tomsb_env.universe.ordinary import ProseFilter, common_segments, uncommon_words
from tomsb_env.universe.reading import LIST_GAP, Role, roles, sentence_ends
from tomsb_env.universe.tree import Belief, Universe

__all__ = ["Grounder", "Mention", "belief_from_names", "belief_from_text", "grounder_for"]

_DASHES = "-\u00ad\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
_SEP_ANY = "[\\s_" + re.escape(_DASHES) + "]*"
# symbols that are spelled several ways in the wild, by canonical form
_EQUIV = {"'": "'’‘ʼ`´", '"': '"“”„'}
_CANON = {ch: canon for canon, variants in _EQUIV.items() for ch in variants}
_TRAILING = ".!?"
# Typographic characters, common in model output, with ASCII stand-ins that the
# rules treat alike (same separator, same apostrophe; NUL is plain punctuation).
# Each keeps the text's length, so spans do not move.
_STANDINS = (
    *((c, "'") for c in "’‘´"),
    *((c, '"') for c in "“”„"),
    *((c, "-") for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u00ad"),
    *((c, " ") for c in "\u00a0\u2002\u2003\u2007\u2009\u200a\u202f\u3000"),
    *((c, "\x00") for c in "…•·→←«»"),
)
_NOT_ALNUM_AFTER = r"(?![^\W_])"
_GENERAL_HEAD = r"[\W_]"  # the general regex consumes the one non-alphanumeric before a name
_CACHE_SIZE = 512
_VALUE_JUNK = " \t\r\n\"'“”‘’`*.,;:!?"  # what may wrap a structured value
_Hit = tuple[int, int, int]  # (group index, start, end)
_TYPO_WORD = re.compile(r"(?<![\w'’-])[A-Za-z]+(?![\w'’-])")  # a plain word, no name part


@dataclass(frozen=True, slots=True)
class Mention:
    """One occurrence of an entity in a text; ``text[start:end]`` is its surface form."""

    name: str
    level: str
    start: int
    end: int


_SEP_CHARS = "_" + _DASHES


def _is_sep(ch: str) -> bool:
    return ch.isspace() or ch in _SEP_CHARS


def _fold(ch: str) -> str:
    low = ch.lower()
    return _CANON.get(ch, low if len(low) == 1 else ch)


@dataclass(frozen=True)
class _Form:
    """A name reduced to what matching looks at."""

    key: str  # folded characters, without separators or trailing punctuation
    splits: frozenset[int]  # key offsets where the text may put separators
    explicit: frozenset[int]  # the subset where the name itself has one
    suffix: str  # optional trailing punctuation


@functools.lru_cache(maxsize=65536)
def _analyse(name: str) -> _Form:
    body = name.rstrip().rstrip(_TRAILING)
    if all(_is_sep(c) for c in body):  # nothing but punctuation: keep it all
        body = name
    suffix = name.rstrip()[len(body) :]
    chars = body.strip()
    key: list[str] = []
    splits: set[int] = set()
    explicit: set[int] = set()
    pending = False
    prev = ""
    last = len(chars) - 1
    for i, ch in enumerate(chars):
        if ch.isspace() or ch in _SEP_CHARS:  # _is_sep, inline: this loop runs per character
            pending = True
            continue
        if key:
            if (
                pending
                or prev.isalnum() != ch.isalnum()
                or (
                    ch.isupper()
                    and (prev.islower() or (prev.isupper() and i < last and chars[i + 1].islower()))
                )
                or (prev.isalpha() and ch.isdigit())
                or (prev.isdigit() and ch.isalpha())
            ):
                splits.add(len(key))
            if pending:
                explicit.add(len(key))
        pending = False
        low = ch.lower()  # _fold, inline
        key.append(_CANON.get(ch, low if len(low) == 1 else ch))
        prev = ch
    return _Form("".join(key), frozenset(splits), frozenset(explicit), suffix)


@functools.lru_cache(maxsize=4096)
def _char_rx(ch: str) -> str:
    variants = _EQUIV.get(ch)
    return "[" + re.escape(variants) + "]" if variants else re.escape(ch)


def _key_rx(key: str, splits: Set[int], suffixes: Set[str], sep: str) -> str:
    """Regex for one key without its first character (which the bucket matches)."""
    parts = [(sep if i in splits else "") + _char_rx(key[i]) for i in range(1, len(key))]
    if suffixes:
        tails = sorted(suffixes, key=lambda s: (-len(s), s))
        parts.append("(?:" + "|".join(map(re.escape, tails)) + ")?")
    return "".join(parts)


# the skeleton's base table: ASCII letters and digits, lowercased; everything else a space
_ALNUM_TABLE = bytes(
    ord(chr(i).lower()) if i < 128 and chr(i).isalnum() else 32 for i in range(256)
)

_KeyInfo = tuple[int, frozenset[int], frozenset[str]]  # group number, split offsets, suffixes


def _first_words(keys: Mapping[str, _KeyInfo], kept: Iterable[str]) -> frozenset[str]:
    """Every skeleton word with which a match of some key can begin.

    A match starts at a word. If the text parts the key, it does so where the
    key may split, so the first word is the key up to a split; otherwise the
    word is the whole key, alone or followed by one kept symbol (its optional
    trailing punctuation among them). Each in all its ASCII spellings.
    """
    out: set[str] = set()
    for key, (_, splits, _) in keys.items():
        words = {key, *(key[:s] for s in splits), *(key + c for c in kept)}
        if _EQUIV.keys().isdisjoint(key):
            out.update(words)
            continue
        for word in words:  # a quote or apostrophe: every ASCII spelling of it
            out.update(map("".join, itertools.product(*map(_ascii_spellings, word))))
    return frozenset(out)


def _ascii_spellings(ch: str) -> str:
    return "".join(v for v in _EQUIV.get(ch, ch) if v.isascii()) or ch


@functools.lru_cache(maxsize=256)
def _not_sep_rx(kept: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"[^\sA-Za-z0-9_\-" + re.escape("".join(kept)) + "]")


def _surface_form(surface: str, keep_case: bool) -> str:
    """Separator runs collapsed to one canonical separator, for tie-breaking."""
    out: list[str] = []
    run = ""
    for ch in surface:
        if _is_sep(ch):
            run += ch
            continue
        if run and out:
            out.append("-" if any(c in _DASHES for c in run) else "_" if "_" in run else " ")
        run = ""
        out.append(_CANON.get(ch, ch) if keep_case else _fold(ch))
    return "".join(out)


# words that name the kind of unit, not the unit: "Retention Team" is "Retention" in prose
_UNIT_WORDS = frozenset(
    ["team", "project", "lab", "labs", "group", "division", "department", "dept", "initiative",
     "unit", "squad", "program", "programme", "solutions", "services", "software", "suite",
     "systems", "products", "hardware", "science", "gaming", "inc", "corp", "ltd", "llc"]
)  # fmt: skip
# common short forms of words in unit names, both ways: "Ops" names Operations, "Fleet
# Management" names FleetMgmt
_SHORT_FORMS = {
    "operations": "ops", "management": "mgmt", "accounts": "accts", "accounting": "acctg",
    "engineering": "eng", "marketing": "mktg", "infrastructure": "infra", "development": "dev",
    "administration": "admin", "international": "intl", "department": "dept",
    "communications": "comms", "intelligence": "intel", "technology": "tech", "business": "biz",
    "government": "govt", "manufacturing": "mfg", "information": "info", "research": "r&d",
    "corporate": "corp", "finance": "fin", "strategic": "strat", "cognitive": "cog",
    "processing": "proc",
}  # fmt: skip
_SHORT_FORMS.update({v: k for k, v in _SHORT_FORMS.items()})
# initials that are chat words, never a unit's name: "OK, she's in Sales"
_CHAT_WORDS = (
    "ok us uk eu un am pm id tv ad ps re vs no so hi aka btw fyi imo tbh asap lol ceo cto cfo"
)
_CHAT = frozenset(_CHAT_WORDS.split())
# a name's word cut short to one of these is no short form of it: "and app", "the ory"
_NOT_CUTS = frozenset({"the", "and", "for", "not", "all", "can", "his", "her", "are", "was"})
_INITIALS = re.compile(r"[^\w-][A-Z]+[^\w-]")
_NAME_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|&")


def _short_names(names: Iterable[str], cut: bool = True) -> dict[str, str]:
    """Each name without its unit word ("Retention Team" -> "Retention", "Team Nebula" ->
    "Nebula") or with a word in its short or long form ("Cloud Ops", "Fleet Management"),
    where nothing else in the universe could be meant: no other name is or contains that
    word run."""
    low = {n: " ".join(n.lower().replace("_", " ").split()) for n in names}
    found: dict[str, list[str]] = {}
    for n in low:
        parts = [w.lower() for w in _NAME_WORD.findall(n)]  # "FleetMgmt" -> fleet, mgmt
        for rest, dropped in ((parts[1:], parts[:1]), (parts[:-1], parts[-1:])):
            if len("".join(rest)) > 1 and _UNIT_WORDS.intersection(dropped):  # "NLPGroup": NLP
                found.setdefault(" ".join(rest), []).append(n)
        initials = "".join(p[0] for p in parts)  # its initials, unless a chat word ("OK")
        if 1 < len(parts) <= 4 and initials.isalpha() and initials not in _CHAT:
            found.setdefault(initials.upper(), []).append(n)
        # words of six letters on cut to their first 3-5 ("Dist Sys", "MatSci", "GPU Arch")
        if cut and 1 < len(parts) <= 3:
            cuts = []
            for w in parts:
                forms = {w[:k] for k in (3, 4, 5) if len(w) > 5 and k + 2 <= len(w)}
                cuts.append([w, *sorted(forms - _NOT_CUTS)])
            for short in itertools.product(*cuts):
                if list(short) != parts:
                    found.setdefault(" ".join(short), []).append(n)
        for i, w in enumerate(parts):  # each short (or long) form, one word at a time
            if w in _SHORT_FORMS:
                short = " ".join([*parts[:i], _SHORT_FORMS[w], *parts[i + 1 :]])
                found.setdefault(short, []).append(n)
    out: dict[str, str] = {}
    for alias, owners in found.items():
        if len(set(owners)) != 1:
            continue
        # a whole-word test only where the words occur at all (most names share none)
        words = alias.lower()
        rivals = [text for other, text in low.items() if other != owners[0] and words in text]
        short = re.compile(rf"(?<![^\W_]){re.escape(words)}(?![^\W_])") if rivals else None
        if short is None or not any(short.search(text) for text in rivals):
            out[alias] = owners[0]
    return out


def _is_parent_group(groups: list[tuple[str, ...]], parent: Any, a: int, b: int) -> bool:
    """Whether a name of group ``a`` is the parent of one of group ``b`` (a module function,
    not a lambda, so that a grounder and everything holding one still pickles)."""
    return any(parent(n) in groups[a - 1] for n in groups[b - 1])


class Grounder:
    """Finds the entities of one universe in free text (see the module docstring)."""

    def __init__(self, universe: Universe) -> None:
        if not isinstance(universe, Universe):
            raise UniverseError(f"Grounder needs a Universe, got {type(universe).__name__}")
        self.universe = universe
        self._level = {n: universe.level_of(n) for n in universe.nodes}
        self._level_words = frozenset(re.split(r"[\W_]+", " ".join(universe.levels).lower()))
        heads = ([w for w in re.split(r"[\W_]+", lv.lower()) if w not in ("name", "id", "code")] for lv in universe.levels)  # fmt: skip
        self._heads = {lv: h[-1] for lv, h in zip(universe.levels, heads, strict=True) if h}
        self._forms = {n: _analyse(n) for n in universe.nodes}
        by_key: dict[str, list[str]] = {}
        key_forms: dict[str, list[_Form]] = {}
        for n, f in self._forms.items():
            if f.key:  # a name made only of separators can never be grounded
                by_key.setdefault(f.key, []).append(n)
                key_forms.setdefault(f.key, []).append(f)
        initials = set()  # keys matched only where the text writes them in capitals
        for alias, name in _short_names(universe.nodes).items():
            f = _analyse(alias)
            if f.key and f.key not in by_key:
                by_key[f.key] = [name]
                key_forms[f.key] = [f]
                if alias.isupper():
                    initials.add(f.key)
        # Keys sharing a first character share a bucket, longest first: then the
        # first alternative that matches is the longest one. That is exact, since
        # two keys matching at one position must be prefixes of one another.
        buckets: dict[str, list[str]] = {}
        for key in sorted(by_key, key=lambda k: (-len(k), k)):
            buckets.setdefault(key[0], []).append(key)
        self._groups: list[tuple[str, ...]] = []
        self._multipart: list[bool] = []
        # per key, in bucket order: its group number (m.lastindex of the general regex),
        # its split offsets and its optional trailing punctuation
        self._keys: dict[str, _KeyInfo] = {}
        self._buckets = buckets
        for keys in buckets.values():
            for key in keys:
                splits = frozenset().union(*(f.splits for f in key_forms[key]))
                suffixes = frozenset({f.suffix for f in key_forms[key]} - {""})
                self._groups.append(tuple(by_key[key]))
                self._multipart.append(bool(splits))
                self._keys[key] = (len(self._groups), splits, suffixes)
        self._initials = frozenset(self._keys[k][0] for k in initials)
        # the regexes, built and compiled on first need
        self._rx_fast: re.Pattern[str] | None = None
        self._rx_general: dict[int, re.Pattern[str]] = {}  # by flags: 0 or re.IGNORECASE
        # ASCII symbols that occur inside names stay in the skeleton; all other
        # non-alphanumeric characters become spaces
        chars = set("".join(f.key + f.suffix for f in self._forms.values()))
        kept = {v for c in chars if not c.isalnum() for v in _EQUIV.get(c, c) if v.isascii()}
        self._kept = tuple(sorted(kept))
        table = bytearray(_ALNUM_TABLE)
        for ch in kept:
            table[ord(ch)] = ord(ch.lower())
        self._table = bytes(table)
        raw = "".join(self._level)
        self._standins = tuple((a, b) for a, b in _STANDINS if a not in raw)
        # a skeleton space that stands for none of these is not a separator
        self._not_sep = _not_sep_rx(self._kept)
        self._first_words = _first_words(self._keys, self._kept)

    def __repr__(self) -> str:
        return f"Grounder({len(self._level)} names, levels={list(self.universe.levels)})"

    # ------------------------------------------------------------- matching
    def _asciify(self, text: str) -> str | None:
        """``text`` with typographic punctuation swapped for ASCII, if that makes it ASCII."""
        for fancy, plain in self._standins:
            if fancy in text:
                text = text.replace(fancy, plain)
        return text if text.isascii() else None

    def _fast(self, text: str) -> list[_Hit] | None:
        """Matches on the ASCII skeleton, or None where it could disagree with the rules.

        The skeleton turns every non-name character into a space, which is
        exact except in two cases, both detected here: a name right after a
        kept symbol (the regex expects a space there), and a multi-part name
        whose parts are joined by punctuation such as a comma (a separator
        in the skeleton, not in the text).
        """
        skel = (" " + text + " ").encode("ascii").translate(self._table).decode("ascii")
        for sym in self._kept:
            if skel.count(sym) != skel.count(sym + " "):
                return None
        rx = self._rx_fast
        if rx is None:
            if self._first_words.isdisjoint(skel.split()):
                return []  # no word starts a name: nothing to compile yet
            rx = self._rx_fast = re.compile(" " + self._source(" *", "(?![a-z0-9])"))
        hits = [(m.lastindex or 0, m.start(), m.end() - 1) for m in rx.finditer(skel)]
        multipart, not_sep = self._multipart, self._not_sep
        for gi, start, end in hits:
            if multipart[gi - 1] and not_sep.search(text, start, end):
                return None
        return hits

    def _hits(self, text: str, prose: bool = True) -> list[_Hit]:
        """``(group index, start, end)`` of every match, in text order; with ``prose``,
        without the common-word names that the text uses as plain words."""
        plain = text if text.isascii() else self._asciify(text)
        hits = self._fast(plain) if plain is not None else None
        if hits is None:
            hits = self._general(text)
        if self._initials:  # "CV" is Computer Vision; "cv" is a word, "PE-104" a code
            hits = [
                h
                for h in hits
                if h[0] not in self._initials or _INITIALS.fullmatch(f" {text} ", h[1], h[2] + 2)
            ]
        if prose and hits:
            flags = self._prose.plain
            for gi, _, _ in hits:
                if flags[gi - 1]:  # a common-word name: read its context
                    hits = self._prose.keep(text, hits)
                    break
        odd = uncommon_words(text.lower()) - self._typo_keys[1]
        # the common case: every long word is English or a name's own
        return [*self._typos(text, tuple(hits), prose, frozenset(odd))] if odd else hits

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (grounders are few and cached themselves)
    def _typos(
        self, text: str, hits: tuple[_Hit, ...], prose: bool, odd: frozenset[str]
    ) -> tuple[_Hit, ...]:
        """Misspelt names among the words no name covers (docs/grounding.md, "Short forms
        and typos"): a word of five letters or more, or two adjacent ones, one edit from
        exactly one name (two from nine letters on); never a common word, nor a name with an
        ending, and a common-word name only where the prose rules read it spelt right."""
        covered = {i for _, s, e in hits for i in range(s, e)}
        words = [m for m in _TYPO_WORD.finditer(text) if m.start() not in covered]
        found: list[_Hit] = []
        for i in [i for i, m in enumerate(words) if m[0].lower() in odd]:
            # the word with its neighbour first (a two-word name), then alone
            pairs = [words[j : j + 2] for j in (i - 1, i) if 0 <= j < len(words) - 1]
            for span in [*(p for p in pairs if p[1].start() - p[0].end() == 1), words[i : i + 1]]:
                s, e = span[0].start(), span[-1].end()
                gi = None if s in covered else self._nearest("".join(w[0].lower() for w in span))
                if gi is None:
                    continue
                name = self._groups[gi - 1][0]
                spelt = name if text[s].isupper() else name.lower()
                fixed = text[:s] + spelt + text[e:]
                if (
                    prose
                    and self._prose.plain[gi - 1]
                    and not self._prose.keep(fixed, [(gi, s, s + len(spelt))])
                ):
                    continue
                found.append((gi, s, e))
                covered.update(range(s, e))
                break
        return tuple(sorted([*hits, *found], key=lambda h: h[1])) if found else hits

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (grounders are few and cached themselves)
    def _nearest(self, key: str) -> int | None:
        """The group of the one name ``key`` is a typo of, or None."""
        from rapidfuzz import process  # a C library, loaded on the first uncommon word
        from rapidfuzz.distance import OSA

        cut = 1 + (len(key) >= 9)
        near = process.extract(
            key, self._typo_keys[0], scorer=OSA.distance, limit=2, score_cutoff=cut
        )
        if not near or (near[1:2] and near[1][1] == near[0][1]) or near[0][0] in key:
            return None  # none, two as close, or the name with an ending ("Golems")
        return self._keys[near[0][0]][0]

    @functools.cached_property
    def _typo_keys(self) -> tuple[list[str], frozenset[str]]:
        """The keys a misspelt word is compared with (letters only, five or more), and the
        words of the names, which are never typos."""
        words = {w.lower() for n in self._level for w in _TYPO_WORD.findall(n)}
        # a word cut short ("Dist Sys") is no typo key: "Kampf" would be "Kamp" with an ending
        full = {_analyse(n).key for n in [*self._level, *_short_names(self._level, cut=False)]}
        keys = [k for k in self._keys if len(k) >= 5 and k.isalpha() and k.isascii() and k in full]
        return keys, frozenset(words)

    @functools.cached_property
    def _prose(self) -> ProseFilter:
        """The common-word rules, built on the first match (loads the word list once)."""
        # per group, in group order: the key's common words and whether they spell it all
        segments = [common_segments(key, splits) for key, (_, splits, _) in self._keys.items()]
        words = frozenset().union(*(common for common, _ in segments))
        uncased = [all(n.islower() for n in members) for members in self._groups]
        return ProseFilter(
            self.universe.levels,
            [s for _, s in segments],
            words,
            uncased,
            functools.partial(_is_parent_group, self._groups, self.universe.parent),
        )

    def _general(self, text: str) -> list[_Hit]:
        """:meth:`_hits` by the general regex, which follows the rules on any text."""
        low = text.lower()
        # where lowering changes the length, spans would drift: match case-blind instead
        flags = 0 if len(low) == len(text) else re.IGNORECASE
        rx = self._rx_general.get(flags)
        if rx is None:
            source = _GENERAL_HEAD + self._source(_SEP_ANY, _NOT_ALNUM_AFTER)
            rx = self._rx_general[flags] = re.compile(source, flags)
        subject = text if flags else low
        return [(m.lastindex or 0, m.start(), m.end() - 1) for m in rx.finditer(" " + subject)]

    def _source(self, sep: str, after: str) -> str:
        """One alternation per bucket, longest key first, ``sep`` where a key may split;
        an empty group ends each key, so ``m.lastindex`` is its group number (unnamed:
        names cost compile time)."""
        alts = []
        for first, keys in self._buckets.items():
            inner = [_key_rx(k, *self._keys[k][1:], sep) + "()" for k in keys]
            alts.append(_char_rx(first) + "(?:" + "|".join(inner) + ")")
        return "(?:" + "|".join(alts) + ")" + after if alts else "(?!)"

    def _resolve(self, members: tuple[str, ...], surface: str) -> str | None:
        """Pick the name of a clashing group (one key, several names) that the surface spells."""
        tests = (
            lambda n: _surface_form(n, True) == _surface_form(surface, True),
            lambda n: _surface_form(n, False) == _surface_form(surface, False),
            lambda n: self._forms[n].explicit == _analyse(surface).explicit,
        )
        for test in tests:
            fits = [n for n in members if test(n)]
            if fits:
                return fits[0] if len(fits) == 1 else None  # a tie: report neither
        return None

    def mentions(self, text: str, *, prose: bool = True) -> list[Mention]:
        """Every mention, in text order, non-overlapping, longest name first.

        ``prose=False`` turns off the common-word rules (``docs/grounding.md``,
        P1-P8): every case-blind match counts, as for a structured value.
        """
        out: list[Mention] = []
        for gi, start, end in self._hits(text, prose):
            members = self._groups[gi - 1]
            name = members[0] if len(members) == 1 else self._resolve(members, text[start:end])
            if name is not None:
                out.append(Mention(name, self._level[name], start, end))
        return out

    def names(self, text: str, *, prose: bool = True) -> set[str]:
        """The canonical names mentioned in ``text``."""
        groups = self._groups
        out: set[str] = set()
        for gi, _, _ in self._hits(text, prose):
            members = groups[gi - 1]
            if len(members) > 1:  # clashing keys are rare: take the slow, exact path
                return {m.name for m in self.mentions(text, prose=prose)}
            out.add(members[0])
        return out

    def by_level(self, text: str, *, prose: bool = True) -> dict[str, list[str]]:
        """Level -> distinct names mentioned there, in order of first mention (all levels present)."""
        out: dict[str, list[str]] = {lv: [] for lv in self.universe.levels}
        for name in dict.fromkeys(m.name for m in self.mentions(text, prose=prose)):
            out[self._level[name]].append(name)
        return out

    def contains(self, text: str, name: str, *, prose: bool = True) -> bool:
        """Whether ``text`` mentions ``name`` on its own (not only inside a longer name)."""
        self.universe.level_of(name)  # raises UniverseError for an unknown name
        return name in self.names(text, prose=prose)

    def lookup(self, value: str) -> str | None:
        """The one name that ``value`` spells as a whole (case-blind, flexible joins), else None.

        For structured values (a JSON field, a form entry): "research" is the
        team Research here, whatever the prose rules would say about it.
        """
        found = self.mentions(value, prose=False)
        if len(found) != 1:
            return None
        m = found[0]
        whole = not value[: m.start].strip(_VALUE_JUNK) and not value[m.end :].strip(_VALUE_JUNK)
        return m.name if whole else None

    # --------------------------------------------------------------- belief
    def read(
        self, text: str, *, prose: bool = True, target: str | None = None
    ) -> list[tuple[Mention, Role]]:
        """Every mention with its role: claimed, denied, asked, supposed... (docs/grounding.md,
        "Scope"); ``target``: the asked person's name, when known ("Other people")."""
        found = self.mentions(text, prose=prose)
        spans = [(m.start, m.end) for m in found]
        out = list(zip(found, roles(text, spans, self._level_words, target), strict=True))
        for level in {m.level for m in found}:  # R15: candidates, then one named again apart
            at = [i for i, (m, _) in enumerate(out) if m.level == level]  # from them: the pick
            (pick, role), (prev, _) = out[at[-1]], out[at[-2]] if len(at) > 1 else out[at[-1]]
            again = any(out[i][0].name == pick.name for i in at[:-1])
            if (
                role is Role.CLAIM
                and again
                and not LIST_GAP.fullmatch(text.lower(), prev.end, pick.start)
            ):
                out = [(m, Role.REPORTED if i in at and m.name != pick.name and r <= Role.UNSURE else r) for i, (m, r) in enumerate(out)]  # fmt: skip
        # a doubt naming a level ("I don't actually know her team"): its claims are candidates
        doubted = {x[1] for x in _DOUBTED.finditer(text.lower().replace("’", "'"))}
        return [(m, Role.UNSURE if r is Role.CLAIM and self._heads.get(m.level) in doubted else r) for m, r in out]  # fmt: skip

    def claims(self, read: list[tuple[Mention, Role]]) -> tuple[set[str], set[str]]:
        """The names a reading claims, and the rivals it only names as possible (R4)."""
        claimed = {m.name for m, role in read if role is Role.CLAIM}
        return claimed, {m.name for m, role in read if role is Role.UNSURE}

    def belief_from_text(
        self, text: str, *, prose: bool = True, target: str | None = None, as_belief: bool = False
    ) -> Belief:
        """What the text commits to, as ``{level: value | None}``: its claimed names
        (see "Scope" in docs/grounding.md) under the rules of :meth:`belief_from_names`.
        Rivals left open (*X or Y*) assert nothing, not even their unnamed parent (a joint
        membership, *on both X and Y*, still does); ``as_belief`` reads the text as someone's
        belief (an attacker's stated one), where rivals hold their parent (R7)."""
        read = self.read(text, prose=prose, target=target)

        def frame() -> bool:  # R7's, looked for only where R7 would commit to a parent
            if not as_belief and (_OFFERED.search(text) or not _JOINT.search(text)):
                return False  # (rivals left open assert nothing; a joint membership places)
            spans = [(m.start, m.end) for m, _ in read]
            named = sorted(m.start for m, r in read if r in (Role.CLAIM, Role.UNSURE))
            bare = _BARE_LIST.fullmatch(_cut(text, spans))
            return bool(bare) or _frames(
                text, named, sentence_ends(text, spans), {b for _, b in spans}, target
            )

        return self._belief(*self.claims(read), frame)

    def belief_from_names(self, names: Iterable[str], *, rivals: Iterable[str] = ()) -> Belief:
        """Turn a set of mentioned entities into a consistent partial belief.

        The rules (explicit, ambiguous and disputed levels) are in
        ``docs/grounding.md``, "From mentions to a belief"; ``rivals`` are names only
        named as possible ("maybe X"): they dispute a level but never commit to it.
        """
        unique, others = set(names), set(rivals)
        for n in unique | others:
            self.universe.level_of(n)  # raises UniverseError for an unknown name
        return self._belief(unique, others)

    def _belief(
        self,
        names: set[str],
        rivals: Set[str] = frozenset(),
        frame: Callable[[], bool] | None = None,
    ) -> Belief:
        path_of = self.universe.path_to  # its length is the depth plus one
        candidates: dict[int, list[str]] = {}
        for n in names | rivals:
            candidates.setdefault(len(path_of(n)) - 1, []).append(n)
        explicit = {d: c[0] for d, c in candidates.items() if len(c) == 1 and c[0] in names}
        disputed: set[int] = set()
        for d, value in explicit.items():
            path = path_of(value)
            for up, cands in candidates.items():
                if up >= d or path[up] in cands:
                    continue
                if len(cands) == 1:  # two single values on different branches
                    disputed.update((up, d))
                else:  # a list of candidates that leaves this value out
                    disputed.add(d)
        kept = [d for d in explicit if d not in disputed]
        out = self._closure(explicit[max(kept)] if kept else None)
        for d in disputed:
            out[self.universe.levels[d]] = None
        # R7: candidates below the deepest value that all sit under one parent commit to it,
        # where the text offers them as alternatives or as one joint membership
        top = max(kept, default=-1)
        deeper = [d for d, c in candidates.items() if d > top + 1 and len(c) > 1]
        if deeper and not disputed and (frame is None or frame()):
            cands = candidates[max(deeper)]
            parent = {path_of(c)[max(deeper) - 1] for c in cands}
            up = path_of(cands[0])
            if (
                len(parent) == 1
                and names.intersection(cands)
                and all(set(c) <= {up[u]} for u, c in candidates.items() if u < max(deeper))
            ):
                out = self._closure(parent.pop())
        return out

    def _closure(self, name: str | None) -> Belief:
        """``name`` and its ancestors at their levels, every other level None."""
        levels = self.universe.levels
        out = dict.fromkeys(levels)
        if name is not None:
            out.update(zip(levels, self.universe.path_to(name), strict=False))
        return out


# R7's frame: a list the text only names (two kites, a ticker's symbols, a love triangle) places
# no one, so it commits to no common parent
_OFFERED_WORDS = r"or|either|one\s+of|among|maybe|perhaps|possibly|could|might"
_JOINT_WORDS = r"both|dual|shared|jointly|as\s+well\s+as|split|half|two\s+(?:teams|projects|seats|managers|roles)|one\s+(?:in|on)"
_ALTERNATIVES = re.compile(rf"(?i)\b(?:{_OFFERED_WORDS}|{_JOINT_WORDS})\b")
# ... of which an assertion keeps only a joint membership, offering no alternative
_OFFERED = re.compile(rf"(?i)\b(?:{_OFFERED_WORDS})\b")
_JOINT = re.compile(rf"(?i)\b(?:{_JOINT_WORDS})\b")
# a reply of the names alone ("Chimera and Oracle."), the answer itself: R7's frame too
_BARE_LIST = re.compile(r"(?i)[\s,.;:!&/]*(?:(?:and|plus)\b[\s,.;:!&/]*)*")


# a sentence that places someone in one of the candidates it points back to; a thing of theirs
# placed there is a persona's image ("Zara's chops are on one of them", "one of them is Zara's
# station", "one of them has Diana's coat"), not the person
_UNIT_NOUNS = r"(?:team|group|division|department|dept|unit|project|org|home|desk|seat)s?"
_PLACED_IN_ONE = re.compile(
    r"(?i)\b(?:is|are|'s|works?|sits?)\s+(?:\w+\s+)?(?:in|on|at|with|for)\s+one\s+of\b"
    rf"|\bone\s+of\s+(?:them|those|these)(?:\s+(?:two|three))?\s+(?:is|'s)\s+(?:his|hers|theirs|\w+'s)(?:\s+{_UNIT_NOUNS})?(?!\s*\w)"
)
_THING_OF = re.compile(rf"(?i)\b\w+'s?\s+(?!{_UNIT_NOUNS}\b)\w+\s+\Z")  # "Zara's chops [are on]"
# "one of them has / holds ...": a thing in one of them, no alternatives of where someone is
_OWNER = re.compile(r"['’]s?(?![\w'’])")  # "A's", "Robotics'"
_ONE_HOLDS = re.compile(
    r"(?i)one\s+of\s+(?:them|those|these)(?:\s+(?:two|three))?\s+(?:has|had|holds|held|keeps|kept|owns|carries|hides|got|gets)\b"
)
# a word that points back at the candidates ("one of them", "either of those", "one or the
# other") offers them as where someone is only when a placing verb takes it ("is / works / sits
# on one of them", "joined / leads one of them", "a member of one of them"); what a persona does
# to one of the things it names ("lands on", "walks", "runs the anchor leg for one of them")
# places no one
_POINTS_BACK = re.compile(
    r"(?i)\b(?:(?:one|either|both)\s+of|either\s+one|one\s+or\s+(?:the\s+)?other|(?:both|either)(?=\s*(?:[.,;:!?)]|\Z)))"
)
# a pointing-back word standing alone as the answer ("A and B, both of them.", "One of them:")
_ALONE = re.compile(
    r"(?i)(?:\s+(?:them|those|these|the))?(?:\s+(?:two|three))?\s*(?:[.,;:!?)—–-]|\Z)"
)
_TWO = re.compile(r"(?i)two\s")
# the speaker as the subject of the verb before "two teams", no one else (a pronoun, a
# capitalised name) on the way
_SPEAKER_DOES = re.compile(
    r"\b(?:I|[Ww]e)(?:'ve|'d|'ll|\s+have|\s+had)?\s+(?:(?!(?:she|he|they|her|his|their)\b)[a-z][\w'-]*\s+){1,4}\Z"
)
_HER = re.compile(r"\b(?:she|he|they|her|hers|his|their)\b", re.I)  # ("she's" too)


def _others_two(lead: str, target: str | None) -> bool:
    """Whether the clause before "two teams" (``lead``, from its sentence's start) is about
    someone other than the target: where the target is known, a clause that names neither her
    nor a pronoun for her ("The caterer feeds two teams"); else, one whose subject is the
    speaker ("I teach two teams"). A sentence that opens on "Two teams, A and B" is neither."""
    if not lead.strip(" \t\n*_\"'([-"):
        return False
    if target:
        return not (_HER.search(lead) or re.search(rf"\b{re.escape(target.split()[0])}\b", lead))
    return bool(_SPEAKER_DOES.search(lead))


_TAKES_ONE = re.compile(
    r"(?i)\b(?:(?:is|are|'s|'re|was|were|be|been|works?|worked|working|sits?|sat|belongs?|belonged"
    r"|reports?|reported|joined|joins|leads?|led|member|part|lives?)(?:\s+(?:only|just|also|still|now|currently|really))?"
    r"(?:\s+(?:in|on|at|with|for|to|of|under|within))?)\Z"
)


def _frames(
    text: str, named: list[int], stops: list[int], ends: Set[int], target: str | None = None
) -> bool:
    """Whether an alternatives word frames the candidates (``named``: where they start, in
    order; ``stops``: where sentences end; ``ends``: where mentions end): its sentence names
    one of them, or places someone in one of them ("A, B, C. One of them is his."; not "Two
    casks, A and B. Only one of them holds Zara's cider."). Each sentence is looked at once.
    Candidates that are all owners ("two laps, A's and B's, and Zara's is one of them") name
    the things they own, not where someone is."""
    if ends and all(_OWNER.match(text, e) for e in ends):
        return False
    seen: set[int] = set()
    for m in _ALTERNATIVES.finditer(text):
        if _ONE_HOLDS.match(text, m.start()):
            continue
        k = bisect.bisect_right(stops, m.start())
        if k in seen:
            continue
        a, b = stops[k - 1] if k else 0, stops[k] if k < len(stops) else len(text)
        if not _taken(text, a, m.start(), named, ends, target):
            continue
        seen.add(k)
        i = bisect.bisect_left(named, a)
        placed = (p for p in _PLACED_IN_ONE.finditer(text, a, b) if not _THING_OF.search(text, max(a, p.start() - 80), p.start()))  # fmt: skip
        if (i < len(named) and named[i] < b) or next(placed, None):
            return True
    return False


def _taken(text: str, a: int, at: int, named: list[int], ends: Set[int], target: str | None = None) -> bool:  # fmt: skip
    """Whether the alternatives word at ``at`` (its sentence opens at ``a``; ``named``, ``ends``
    as :func:`_frames`) offers the candidates as where someone is: it is no pointing-back word,
    or a placing verb takes it, or it is the answer itself, opening a clause or right after the
    names ("One of A and B.", "A and B, both of them.", "A and B both", "One of them is hers.")."""
    p = next((p for p in _POINTS_BACK.finditer(text, max(a, at - 4), at + 20) if p.start() <= at < p.end()), None)  # fmt: skip
    if p is None:  # (not "two teams" someone else does something for: "I teach two teams, A and B")
        return not (_TWO.match(text, at) and _others_two(text[a:at], target))
    before = text[a : p.start()].rstrip()
    if not before.strip(" .!?\n\t") or before[-1] in ",;:—–-" or a + len(before) in ends:
        i = bisect.bisect_left(named, p.end())
        listed = i < len(named) and text[p.end() : named[i]].strip().lower() in ("", "the")
        return bool(listed or _ALONE.match(text, p.end()) or _PLACED_IN_ONE.match(text, p.start()))
    verb = _TAKES_ONE.search(before)
    return verb is not None and not _THING_OF.search(before[: verb.start()] + " ")


def _cut(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` without the characters of ``spans`` (in order, not overlapping)."""
    ends = [0, *(e for _, e in spans)]
    return "".join(text[a:b] for a, (b, _) in zip(ends, [*spans, (len(text), 0)], strict=True))


_DOUBTED = re.compile(
    r"\b(?:(?:don't|do\s+not|didn't|did\s+not)\s+(?:actually\s+|really\s+)?know|not\s+sure\s+(?:of|about)"
    r"|no\s+idea\s+(?:of|about|on))\s+(?:her|his|their|the)\s+(\w+?)s?(?=\s*(?:[.,;:!?)—–-]|\Z|\s+(?:for\s+sure|either|yet|though|anyway)\b))"
)

_CACHE: UniverseCache[Grounder] = UniverseCache(Grounder, _CACHE_SIZE)


def grounder_for(universe: Universe) -> Grounder:
    """The grounder of ``universe``: built once, then cached by identity (the last 512)."""
    return _CACHE(universe)


def belief_from_text(
    universe: Universe, text: str, target: str | None = None, *, as_belief: bool = False
) -> Belief:
    """Shortcut for ``grounder_for(universe).belief_from_text(text, ...)``."""
    return grounder_for(universe).belief_from_text(text, target=target, as_belief=as_belief)


def belief_from_names(universe: Universe, names: Iterable[str]) -> Belief:
    """Shortcut for ``grounder_for(universe).belief_from_names(names)``."""
    return grounder_for(universe).belief_from_names(names)
