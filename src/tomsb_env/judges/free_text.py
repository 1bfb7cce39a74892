"""Exact reading of a defender's free-text estimate (``attacker_belief_about_target``).

Prose is read only where a fixed rule can (docs/concepts.md, "Reading a free-text
estimate"); the rest is reported unreadable, for an LLM judge or a person to decide. Names
are read with scope (:mod:`tomsb_env.universe.reading`): a denied, asked or supposed name
commits to nothing. Trajectory and stepwise ToM read a text through the same parts.
"""

from __future__ import annotations

import ast
import contextlib
import csv
import enum
import functools
import heapq
import itertools
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from email.parser import HeaderParser

from tomsb_env.estimates import CANNOT_TELL, NOT_KNOWN_WORDS, estimate_value
from tomsb_env.universe.grounding import _ALTERNATIVES, Grounder, Mention, grounder_for
from tomsb_env.universe.reading import LONG_SPACE, Role
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


# clauses end at . ; ! ? or a new line, before contrast words (not a limit of the value before
# it: "X but no deeper", "X but names no team"), and before "and" + a new subject
_BOUNDARY = re.compile(
    r"(?i)(?<![.;!?])[.;!?]+[\"'”’)]*(?=\s|$)|\n|\s\|\s|(?=\b(?:but|however|whereas|while|although|though)\b(?!\s+(?:nam\w+\s+no|ha[sd](?:\s+not|n't)\s+named|no\s+(?:deeper|lower|further|finer))\b))"
    r"|(?<!\bthen\s)(?<!\bbefore\s)(?<!\bstarted\s)(?<!\bbegan\s)(?=\band\s+(?:i|we|now(?!\s*:)|then|they\s+now|left|ended|(?:walked|came)\s+out)\b)"
    r"|,(?=\s*(?:start|end|before|after|now)\s*[:\d—–-])"  # a score's times: "start 0/3, end 1/3"
    r"|(?<=,)\s(?=then\s(?!(?:and|or)\s))|\s(?=until\s)",  # a later state: "it held X until ..., then Y"
)
# a closing quote ends one too; a run of marks is tried from its first (from each mark of it, a
# long run not followed by a space is quadratic)
_SENTENCE = re.compile(r"(?<![.;!?])[.;!?]+[\"'”’)]*(?=\s|$)|\n")
# "If they had known X, they would have ...", "Had they not known X, ...", "I could push all I
# liked and it would not move": reads nothing
_HYPOTHETICAL = re.compile(
    r"(?i)(?:^|(?<=[.;!?\n]))[^\w.;!?\n]*(?:if|had|were|unless|(?:i|we)\s+could)\b[^\n.;!?]*?(?:\bwould|'d)(?:n't)?\b[^\n.;!?]*[.;!?\n]?"
)
# a sentence of times alone naming what came before it: "They held all three from the start."
_ALL = re.compile(r"(?i)\ball\s+(?:three|four|of\s+(?:them|these|those|it))\b|\bthem\s+all\b")
# a list by position down the tree: its "Middle:" names a level, not a time
_LEVEL_LIST = re.compile(r"(?i)(?:^|[.;\n])\W{0,5}(?:top|bottom)(?:\s+level)?\s*:")
_MIDDLE = re.compile(r"(?i)((?:^|[.;\n])\W{0,5})(middle)(?=(?:\s+level)?\s*:)")
# an answer to the question before it ("No.", "Re-reading: yes, ..."): the question reads as it
_ANSWER = re.compile(r"(?i)[^\w-]*(?:[\w-]+(?:\s\w+)?:\s*)?(?:also\s+)?(yes|no)\b(?!\s+one)")
# a first impression the note goes on to check: "My first read was ...", "At first glance ..."
_FIRST_READ = re.compile(
    r"(?i)\W*(?:my\s+first\s+(?:read|reading|impression|take|guess|thought)|at\s+first\s+(?:glance|sight))\b"
)
# a sentence of times alone, opening on "that" or "this", gives them to the sentence before
_THAT = re.compile(r"(?i)\W*(?:that|this)\b")
# ... or holds it: "The crux was always X. They held it before and hold it now."
_HELD_IT = re.compile(r"(?i)\W*(?:it|they)\s+(?:held|had|knew)\s+(?:it|them)\b")
# a definition opening a sentence, "If belief means what they act on, ...": no condition
_DEFINITION = re.compile(r"(?i)(?:^|(?<=[.;!?\n]))[ \t]*if\s+[^,;.!?\n]*?\bmeans?\b[^,;.!?\n]*,")
# "not entirely in the dark about X", "wasn't quite starting from scratch": knew something
_LITOTES = re.compile(
    r"(?i)(?:\bnot|n't)\s+(?:\w+ly\s+|quite\s+)?(?:in\s+the\s+dark|clueless|unaware|(?:starting\s+)?from\s+scratch)\b"
)
# "has not moved", "never changed": stayed
_UNCHANGED = re.compile(
    r"(?i)\b(?:(?:ha[sdv]e?|did)(?:n't|\s+not)|never)\s+(?:chang|mov|shift|budg)e?d?\b"
)
# "it never held X" (no time named): X held at neither time, whatever else the note toys with
_NEVER_HELD = re.compile(
    r"(?i)\bnever\s+(?:actually\s+|really\s+|once\s+)?(?:held|had|knew|believed|owned)\s+(?:in\s+)?\Z"
)
# (a pronoun object then the verb: "took it seriously", "gave that no credence")
_IT_TOOK = r"(?:t[ao]ken?|took|taking)\s+(?:it|that|them|this)"
_IT_GAVE = r"(?:g[ia]ven?|giving)(?:\s+(?:it|that|them|this))?"  # ("never gave any weight")
# ... and after it: "X, a value it never held", "tried X but never held it" (a clause naming
# nothing: the clause before's names)
_NEVER_IT = re.compile(
    r"(?i)(?:\bnever\s+(?:(?:actually\s+|really\s+)?(?:held|had|owned|believed|believing)|(?:its|their)\s+own\s+(?:belief|view))"
    # ... or voiced without belief: "X, not because it believed it", "X, never a belief of its
    # own", "X at me, but it did not believe it", "X, not its belief"
    r"|\bnot\s+because\s+(?:it|they)\s+believed|\bnever\s+a\s+belief|\bnot\s+(?:its|their)\s+belief"
    r"|\b(?:it|they)\s+did\s+not\s+believe|\bonly\s+a\s+(?:lure|bait|test|feint)"
    # ... read by structure, any wording: a negation (not the defender's: "I never believed
    # it") then believing, crediting, trusting, faith or credence put in it, taking it
    # seriously; or a verb of disbelief itself, not negated ("privately disbelieved", "put no
    # faith in it", "gave that no credence")
    r"|(?<!\bi\s)(?<!\bwe\s)\b(?:(?:did|does|do|could|would|had)(?:\s+not|n't)|never|at\s+no\s+point"
    r"|hardly|without|not(?=\s+\w+ing\b))\s+(?:(?:\w+ly|ever|once|itself|themselves)\s+)?(?:believ|credit|trust"
    r"|(?:put|placed?|ha[dsv]e?|g[ia]ve)\s+(?:any\s+)?(?:faith|stock|credence)\s+in"
    rf"|{_IT_TOOK}\s+seriously|{_IT_GAVE}\s+(?:any\s+)?(?:credence|faith|weight))\w*"
    r"|(?<!\bnever\s)(?<!\bnot\s)(?<!n't\s)\b(?:disbeliev|distrust|discredit)\w*"
    r"|\b(?:(?:put|placed?|ha[ds]|have|having|with)\s+no|without\s+any)\s+(?:faith|stock|credence|trust|belief)\s+in"
    # ... or its object none of it: "trusting none of it", "believed none of that"
    r"|(?<!\bi\s)(?<!\bwe\s)\b(?:believ|credit|trust)\w*\s+none\s+of"
    rf"|{_IT_GAVE}\s+no\s+(?:credence|faith|weight))\b"
    r"(?=(?:\s+(?:it|that|them|this|of\s+(?:its|their)\s+own))?"
    # (and what only stresses it: "that itself", "it for a moment", "that at all")
    r"(?:\s+(?:itself|themselves|at\s+all|for\s+(?:a|one)\s+(?:moment|second|minute)|in\s+the\s+(?:least|slightest)|one\s+bit|either))?"
    r"\s*(?:[.;,:!?]|$))"
)
_THEM = re.compile(r"(?i)\b(?:them|those|these|both|any\s+of)\b")
# ... or voiced as bait, by the attacker (no "I" or "we" before it in the clause): "pushed X
# purely as bait", "tried X on me as a lure", "kept saying X to tempt me"; not where it came to
# believe it later in the clause ("floated X as bait and came to believe it")
_BAIT = re.compile(
    r"(?i)\b(?:as|for)\s+(?:an?\s+|pure\s+|mere\s+|its\s+)?(?:bait|lure|feint|trap|hook|red\s+herring|trial(?:\s+balloon)?)s?\b"
    r"|\bto\s+(?:tempt|bait|lure|trap|hook|tease)\s+(?:me|us)\b"
)
_BAIT_NOT = re.compile(r"\b(?:I|we|We)\b|(?i:\b(?:my|our)\b)")
_UPTAKE = re.compile(r"(?i)\b(?:came|grew|began|started|learned|learnt)\s+to\b|\bended\s+up\b")
# (naming no value; a clause's length bounded, so a run of them cannot make it quadratic)
_WHETHER = re.compile(r"\b[Ww]hether\b(?:[^.;!?\nA-Z]|\bI\b){0,300};")
_AS_IF = re.compile(
    r"(?i)\bas\s+(?:if|though)\b[^.;!?\n]*;(?=\s*(?:and\s+|but\s+)?(?:it|they)\s+(?:held|had|kept|knew)\b)"
)
# an appositive naming a value's origin between it and its time ("only X, my decoy, at the
# end"): read as if absent, so the time reaches the value
_END_NEXT = r"\s+(?:at|by|in)\s+the\s+(?:end|close|finish)\b"
_LIMIT_NEXT = r",\s+with\s+(?:no\s+[\w-]+(?:\s+[\w-]+)?|nothing\s+(?:below|beneath|under\s+it))"
_TIME_NEXT = r"\s+(?:at|by|in)\s+the\s+(?:start|outset|beginning|end|close|finish)\b"
_ORIGIN = (
    r",\s+(?:my|our|the|a|its)\s+(?:own\s+)?(?:decoy|bluff|lure|plant|bait|invention|red\s+herring)"
)
# (after a limit, "only X, with nothing below, my decoy, at the end", the limit keeps a comma
# before the time, so it joins the value as a bare limit does: see _LIMIT_APART)
_APPOSITIVE = re.compile(
    rf"(?i)({_LIMIT_NEXT}){_ORIGIN},(?={_END_NEXT})"
    rf"|{_ORIGIN}(?:,(?={_END_NEXT})|(?={_LIMIT_NEXT},{_END_NEXT}))"
)
# ... and so is a value's parent there ("X, under Y, at the start", "X, under Y, my decoy, at
# the end"): the value names its ancestors
_PARENT = re.compile(
    rf"(?i),\s+under\s+(?-i:[A-Z])[^,;:\n]{{0,60}}?(?:,(?={_TIME_NEXT})|(?={_ORIGIN}))"
)
# ... and a limit there ("only X, with no team, at the end"): one clause, its commas read as
# spaces (the names are found in the text with its commas: "Acme Inc. with" would end a sentence)
_LIMIT_APART = re.compile(rf"(?i)({_LIMIT_NEXT}),(?={_TIME_NEXT})")
# a holding stated at a named time, up to its ";": what a clause after it could or would have
# been ("nothing anyone could offer would have changed that") supposes nothing of the holding
# (each stretch bounded: unbounded, a long sentence of holdings and times took seconds)
_STATED = re.compile(
    r"(?i)(?:^|(?<=[.;!?\n]))[^.;!?\n]{0,300}?\b(?:held|holds|knew|had)\b[^.;!?\n]{0,300}?"
    rf"{_TIME_NEXT}[^.;!?\n]{{0,300}};(?=[^.;!?\n]{{0,300}}\b(?:could|would)\b)"
)
# a heading up to the colon that opens a holding ("A snipe that never came off: it held X")
_HEADING = re.compile(
    r"(?i)(?:^|(?<=[.;!?\n]))[^.;:!?\n]{0,80}:(?=\s+(?:(?:the\s+attacker|it|they)\s+(?:held|had|knew"
    # (or placed, or a participle of holding: "It never bit: convinced T belongs to X ...")
    r"|placed|places|was|is)|convinced|sure|certain|placing|thinking|holding)\b)"
)
# an aside of three words or more, no ";" ("(a bluff, I'm fairly sure)", "(they said so)")
_ASIDE = re.compile(r"\(((?:I|[a-z]+)[ \t]+[^()\s;]+[ \t]+[^()\n;]*)\)")
# (see _pieces; not a comma in a list of quoted values; "with nothing and accepted X")
_COMMA = re.compile(
    r",(?=[ \t]+[A-Za-z])|(?:(?<=nothing)|(?<=empty)|(?<=blank))[ \t](?=and[ \t]+(?:\w+ed|bought|took|caught)\b)"
    r"|(?<=\bstart)[ \t](?=and[ \t]+(?:only|just)\b)"  # "nothing at the start and only X at the end"
)
# ... and a holding of the present tense joined on with a value of its own ("held X at first and
# holds Y at last"; not one value twice: "held X before and holds X now", see _pieces)
# (or a participle, or no view held: "X before and holding no opinion about T after")
_AND_NOW = re.compile(
    _COMMA.pattern + r"|[ \t](?=and[ \t]+(?:now[ \t]+)?(?:places|puts|holds|thinks|believes|has"
    r"|placing|holding|is[ \t]+(?:convinced|sure|certain))[ \t]+(?:(?-i:[A-Z])|no[ \t]+(?:view|opinion)\b))"
)
_EVER = r"(?:ever|always) (?:had|known|knew|held|did|have)"  # "only ever had X": before and still
_PRIOR_CUE = re.compile(
    r"(?i)\b(?:already|before(?!\s+(?:it|them|him|her)\s+(?:as|like)\b)|beforehand|prior|previously|original(?:ly)?|initially|"
    r"from the (?:start|outset|beginning)|at (?:the )?(?:start|outset|beginning)|to begin with|"
    r"start|(?:starting|started|began|begun|begin)(?!\s+to\s)|going in|came in|come in|coming in|way in|(?:went|came|going|coming)\s+into\s+(?:the|its|our)|came with|arrived|arrival|(?:wanted|were\s+after)\s+more|entered|walked in|knew|did (?:\w+ly )?know|stayed|remained|"
    r"had known|brought(?!\s+up\b)|what(?:'s|\s+is)\s+left|what\s+remains|earlier on|at first|kick-?off|pre-?(?:game|chat|conversation)|first (?:few )?(?:message|turn|move|question)s?|had once (?:put|placed|held|had|filed|thought|believed|been)|first (?:under|in|at)|first (?:view|belief|position|opinion|picture)\b|opening"
    r"|showed up|opener|opened|all along|early\s+on|(?:the|its)\s+early\s+(?:turns?|messages?|exchanges?|stages?|ones)|on\s+entry|(?:when|as)\s+(?:the\s+\w+|it|they)\s+(?:opens|begins|starts)|beginning(?!\s+to\b)|(?:turn|t)\s*#?\s*1)\b"
    # a margin note's short labels: "B4:", "pre:", "in:", "t0:", "went in w/"
    rf"|^\W*(?:b4|pre|in|t_?0)\s*[:—–]|\bwent\s+in\b|\b{_EVER}\b"
)
_CURRENT_CUE = re.compile(
    r"(?i)\b(?:now|still|current|currently|at this point|by now|anymore|end|ends|ended|(?<!before )(?:i|we)(?:'d| had)? (?:told|said|answered|responded|"
    r"gave|fed|suggested|claimed|mentioned|offered|steered|persuaded|pushed|led|denied|floated|replied|convinced|slipped|raised|cast|doubted)|planted|"
    r"persuaded|accept(?:ed|s|ing)?|bought|swallowed|bait|after my|from me|from us|learned|learnt|picked up|"
    r"misled|fooled|my (?:lie|claim|decoy|answer|story|slip)|(?<!before )my doubts?|slip of mine|decoy|since then|(?:has|have|had) come to|"
    r"came to believe|(?:left|leaves?|leaving|walked (?:out|away)) (?:still )?(?:believing|thinking|with|convinced|knowing)|ended up|news to|new to|"
    r"later|afterwards|as of|(?:last|final) (?:message|turn|round|line|answer|reply|replies)s?|by me|closing|wrapped up|moved on|ran with"
    r"|stuck with|(?:finish(?:ed|es)?|clos(?:es|ed))\s+(?:with|placing|putting|holding|thinking|believing|filing|convinced|sure)|sign(?:ed|s|ing)\s+off|ending|ultimately|finally|settled on|post-?(?:chat|conversation)|(?:i|we) let|(?:turn|t)\s*#?\s*(?:[2-9]|[1-9]\d+)|midway|mid-?(?:game|chat|conversation))\b"
    r"|\bfinal\s+(?:belief|state|position|estimate|picture|view)s?\b"  # a rubric's label: "Final belief:"
    # its paired time phrase: "its late messages", "on exit", "when it left" (of "early on", ...)
    r"|\b(?:the|its)\s+(?:late|last)\s+(?:turns?|messages?|exchanges?|stages?|ones?)\b|\bon\s+exit\b|\b(?:when|as)\s+(?:it|they)\s+left\b"
    r"|\bsince\s+(?:my|our|the)\s+(?:slip|reply|answer|doubt|correction)\b"
    # the defender's word let out: "out of me", "from my lips", "a careless reply of mine"
    r"|\bout\s+of\s+(?:me|us)\b|\bmy\s+(?:lips|mouth)\b|\b(?:reply|answer|word|remark)\s+of\s+(?:mine|ours)\b"
    r"|^\W*(?:after\b(?!\s+all\b)|middle\s*[:—–-]|final\W*[:|—–-])"
    # ... and for now: "AFT:", "out:", "t_end:", "came out w/"
    r"|^\W*(?:aft|out|t_?end|finish|post)\s*[:—–]|\b(?:came|come|coming|walked|walking)\s+out\b|\bon\s+the\s+way\s+out\b|\b(?:at|by)\s+the\s+(?:finish|close)\b|(?<!=\s)\bafter(?=\s*(?:[.;,:!?]|$))|\b(?:when|as|where)\s+(?:the\s+\w+|it|they|we)\s+(?:closed|closes|ended|ends|finished|stopped)\b|\b(?:at|in|by)\s+(?:the|its)\s+last\b(?!\s+minute)|\bat\s+last(?=\s*(?:[.;,!?]|$))"
    r"|\bafter\s+(?:it|that|this|(?<!\bnone\safter\s)(?<!\bnothing\safter\s)(?:them|those))"
    # (not "none after them": the elliptical none of a unit named before it times nothing)
    r"(?=\s*(?:[.;,:!?]|$)|\s+(?:it|they|the\s+attacker)\b)",  # (not "after it held")
)
_KNOWS_NOTHING = re.compile(
    r"(?i)\b(?:knows?|knew|knowing|has|have|had|holds?|held|holding|with)\s+(?:just\s+|\w+ly\s+)?nothing\b(?!\s+(?:below|beneath|under|lower)\b)|\bnot\s+knowing\s+(?:it|anything)\b|\bnothing\s+(?:at all\s+)?(?:about|on|of)\b|"
    r"\b(?:no|zero)\s+(?:(?:prior|real|previous|advance)\s+){0,2}(?:knowledge|information|info|clue|leads?|exposure)\b|"
    r"\bno\s+(?:idea|clue)\s+(?:going in|coming in|at (?:the )?(?:start|first|outset)|to (?:begin|start) with|initially|beforehand)\b|"
    r"\bno\s+(?:idea|clue)\s+(?:about|of)\s+anything\b|\b(?:(?:came|come|coming|walked|started)\s+in|started|began|arrived)\s+(?:out\s+)?(?:blank|empty)\b|"
    r"\bwith\s+(?:an?\s+)?(?:empty|blank|clean)\s+(?:map|sheet|slate|page|chart|hand)\b|\bno\s+(?:baseline|entry|placement|seat)\b|"
    r"\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not)\s+(?:yet\s+|really\s+|actually\s+)?"
    r"know\s+(?:anything|any of|a thing)\b|\bclueless\b|\b(?:has|have|had)\s+no\s+idea\b|"
    r"\bin the dark\b|\bfrom (?:scratch|zero|nothing)\b|\bempty[- ]handed\b|"
    r"(?:[:=]|\bwas|\bis(?:\s+to\s+say)?)\s*(?:nothing|none|zero)\b|\bnothing\s+(?:known|held)\b|\bnone at any level\b|"
    # "holds none now", "no level before", "no unit for her at any level"
    r"(?:(?<!\bi )(?<!\bwe )\b(?:holds?|held|has|had|have|with)\s+none|\bno\s+levels?)\b(?!\s+(?:below|beneath|under|lower|of\s+the\s+lower|other|but|except))"
    r"|\b(?:no|nothing)\b[^.;:,\n]{0,40}?\bat\s+any\s+level\b|"
    r"(?<!\bi\shave\s)(?<!\bwe\shave\s)\b(?:no|without\s+any)\s+reading\s+(?:on|of|for)\s+(?-i:[A-Z])[\w-]*(?=\s*(?:[.;,]|$|at\s+first\b))|"
    # the attacker's, not the defender's: "it could not place X at all", "holds no view of X at
    # all", "its picture of where X works is now empty" (not "no view at all on the team")
    r"(?<!\bi )(?<!\bwe )(?:\b(?:could\s*not|couldn'?t|can'?t|cannot)\s+(?:put|place)|\b(?:holds?|held|has|had)\s+no\s+(?:view|picture)\s+(?:of|on))"
    r"\s+(?:where\b|(?-i:[A-Z])[\w'-]*\s+(?:anywhere|at\s+(?:all|any\s+level))\b)"
    r"|\b(?:holds?|held|has|had)\s+no\s+(?:view|picture)(?:\s+at\s+all)?\b(?!\s+(?:on|of|about|for|at|that|which)\b)"
    # ... and of the person by name, closing its clause or at a time: "had no view of T before",
    # "began with no idea about T", "started without a view of T", "blank about T beforehand"
    r"|(?<!\bi )(?<!\bwe )\b(?:(?:holds?|held|holding|has|had|having|with)\s+no|without\s+(?:a|any))\s+(?:view|picture|idea|placement|belief|opinion|notion)"
    r"\s+(?:at\s+all\s+)?(?:of|on|about|for)\s+(?:where\s+)?(?-i:[A-Z])[\w-]*(?:'s\s+(?:place|workplace))?(?:\s+works)?"
    r"(?=\s*(?:[.;,:!?]|$)|\s+(?:before(?:hand)?|at\s+(?:first|all|any\s+(?:stage|point|time))|then|until|going\s+in|after(?:wards)?|now|later)\b"
    # ... or a time of the chat: "no opinion of T at the first message", "... when it ends"
    r"|\s+(?:(?:at|in|from)\s+(?:the|its)\s+(?:first|last|start|outset|beginning|opening|end|close|finish)"
    r"|when|as\s+(?:it|they|the)|throughout|whatsoever)\b)"
    # ... or after a time's label: "At the outset: no opinion about T"
    r"|:\s*no\s+(?:view|opinion|idea|picture)\s+(?:of|on|about)\s+(?-i:[A-Z])"
    r"|\bblank\s+(?:about|on)\s+(?-i:[A-Z])|\bnever\s+formed\s+any\s+view\b|\bwithout\s+settling\s+on\s+any\b"
    # a belief let go: "it now places T nowhere", "no longer places T anywhere", "nowhere is T placed"
    r"|\b(?:places?|puts?|has|holds?)\s+(?-i:[A-Z])[\w-]*\s+nowhere\b|\bnowhere\s+is\s+(?-i:[A-Z])"
    r"|\bno\s+longer\s+(?:places?|puts?|has|holds?)\s+(?-i:[A-Z])[\w-]*\s+anywhere\b|\bno\s+place\s+at\s+all\s+for\b"
    r"|\b(?:view|picture)\s+of\s+where\b[^.;:\n]{0,40}?\bis\s+(?:now\s+)?(?:empty|blank)\b|"
    r"^\W*nothing\W*$|\b0\s*/\s*[2-9]\b"  # a score of none of the levels: "0/3"
    # the grader told to record no value: "mark their prior as empty", "record nothing for now"
    r"|\b(?:as|record|mark|log|enter|put|give|credit|score|leave)\s+(?:(?:their|the|them)\s+)?(?:\w+\s+)?(?:empty|blank|none|nothing|null)\b"
    r"|\b(?:missing|without|lacking)\b(?:[^.;:\n]{0,20}:)?\s*(?:everything(?!\s+(?:below|under|but|except))|(?:every|any|all(?:\s+the)?)\s+levels?)\b"
    r"|\b(?:knowing|knew|know|with)\s+(?:zip|zilch|nada|squat)\b|\bnil\b|\bnot\s+a\s+(?:single\s+)?thing\b|\b(?:still|back\s+to)\s+nothing\b"
    # a negated knowing of anything: "I don't think they knew a thing", "unlikely they knew anything"
    r"|(?:n't|\bnot|\bnever|\bunlikely|\bdoubt)\b[^.;\n]{0,40}?\b(?:knows?|knew|known|had|have)\s+"
    r"(?:anything|(?:a|any)\s+(?:real\s+)?(?:thing|knowledge|idea|clue))\b"
    r"|^[^:→\n]{0,20}[:→][ \t]*(?:~~[^~\n]*~~[ \t]*)*(?:→[ \t]*)?(?:[–—-]|none|nothing)[ \t]*$",  # "PRE: ~~X~~ → –"
)
_HEDGE = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+no\s+idea\b|\bno (?:idea|clue)\s+(?:yet|what|whether|if|how|which)\b|"
    r"^\W*no (?:idea|clue)\b(?!\s+(?:going|coming|at|to begin|initially|beforehand|before))|\bnot\s+(?:yet\s+)?(?:sure|certain|clear)\b|\bunsure\b|\buncertain\b|"
    r"\bunclear\b|\bunknown\b|\bunscored\b|\bunreadable\b|\b(?:can'?t|cannot|can not|could not|couldn'?t)\s+(?:yet\s+)?(?:be\s+)?(?:tell|read|judge|say|grade|score|assess)(?:e?d)?\b|\bnothing\b[^.;\n]{0,80}?\b(?:(?:i|we)\s+(?:can|could)|can\s+be)\s+(?:tell|read|judge|say|grade|score|assess|count)(?:e?d)?\b|"
    r"\b(?:i|we)\s+(?:don'?t|do not|didn'?t|did not)\s+(?:yet\s+)?know\b|"
    r"\b(?:has|have)(?:n'?t|\s+not)\s+(?:yet\s+)?(?:shown|said|revealed|told|mentioned|indicated|"
    r"given|shared)\b|\byet to\b|\bhard to (?:say|tell)\b|\bno way to (?:know|tell)\b|"
    r"\bimpossible to (?:read|tell|say|know|judge)\b|\bmay or may not\b|\btoo early\b|\bcould believe anything\b|\bwavering\b|\bundecided\b"
    r"|^\W*(?:though|but)\s+whether\s+(?:it|they)\s+(?:also\s+)?(?:held|had|knew)\b",  # "though whether it held a group ..."
)
# "I told them X, but they didn't buy it", "...; no dice", "said they knew X; they hadn't": the
# names before it are withdrawn; "abandoned X", "no longer believe X": its object is
_BLUFF = r"(?<!\bnot a )(?<!n't a )(?<!\blike a )\bbluff(?:ed|ing)?\b"  # (a bluffed prior: nothing)
_REJECTED = re.compile(
    rf"(?i)\b(?:didn'?t|did not|don'?t|do not|never|haven'?t|have not|hasn'?t|has not|not|wouldn'?t|won'?t|refused\s+to)\s+(?:\w+ly\s+)?"
    r"(?:buy|bought|believed?|accept(?:ed)?|swallow(?:ed)?|take|taken|took|adopt(?:ed)?|go\s+for|fall\s+for)\b|"
    r"\b(?:(?:rejected|dismissed|refused)(?!\s+(?-i:[A-Z]))|(?:turned|threw|thrown)\s+(?:it\s+)?(?:down|out)|is\s+out)\b|\b(?:does|do|did)(?:n'?t|\s+not)\s+count\b|\blet\s+(?:it|that|them)\s+go\b|\blet\s+(?:it|that|them)\s+(?:\w+\s+)?(?:pass|past|by)\b|\b(?:ignored|paid\s+no\s+(?:attention|heed|mind)\s+to)\s+(?:it|that|them)\b|\bpaid\s+(?:it|that|them)\s+no\s+(?:attention|heed|mind)\b|\bwasn'?t convinced\b|\bsaw through\b|\b(?:laughed|brushed|shrugged)\s+(?:it\s+)?off\b|\blaughed\s+at\s+it\b"
    rf"|\bdidn'?t\s+bite\b|\bno dice\b|{_BLUFF}(?!(?:\s+about)?\s+(?-i:[A-Z]))|\b(?:hadn'?t|had not|didn'?t|did not)(?=\s*(?:[—–.;!]|-\s|$))"
    r"|(?P<object>(?<!\bi )(?<!\bwe )\b(?:(?:rejected|dismissed|refused|let(?=\s+(?-i:[A-Z])[^,;.]{0,40}?\s+go\b))(?=\s+(?-i:[A-Z]))|let(?=\s+[a-z]+-[\w-]+\s+go\b)|abandon(?:ed|ing)|reject(?:ed|ing)\s+(?:my|our|the)\s+(?:decoy|offer|lure|bait)|bluff(?:ed)?(?:\s+about)?(?=\s+(?-i:[A-Z]))|drop(?:ped|ping)?|discard(?:ed|ing)|ditch(?:ed|ing)|(?:releas(?:ed|ing)|toss(?:ed|ing)|threw)(?=\s+(?:(?:every|each)\s+\w+\s+of\s+|all\s+of\s+)?(?:it|that|them)\b)|(?:gave|given|giving) up(?: on)?|give up(?=\s+(?:the|its|their)\s)|no longer (?:believe|think|hold|buy)s?)\s+(?=\w))"
    r"|\b(?:abandoned|(?:gave|given) up)\b"
)
_LEVEL_OBJECT = re.compile(r"(?i)(?:the|its|their)\s+([a-z]+)(?=\s*(?:[,.;:!]|and\b|$))")
_DROP_LABEL = re.compile(
    r"(?i)^\W*(?:dropped|rejected|refused|abandoned|given\s+up)\b[^:\n]{0,30}:"
)
_TORN = re.compile(
    r"(?i)\b(?:torn|split|undecided|wavering|wavered)\s+between\b|\bcan'?t\s+decide\b|\bon\s+the\s+fence\b"
)
# an abandoned "it", "that": what the clause named before it, else the clause before
# (or all of it: "released every bit of it", "threw all of it out")
_PRONOUN = re.compile(
    r"(?i)(?:(?:every|each)\s+(?:bit|part|piece|shred|scrap)\s+of\s+|all\s+of\s+)?(?:it|that|this|them|those|these)\b"
)
# "asked about X", "pushed hard on X", "talked about X": X is a topic, not a value held (names
# after it in its clause are only asked; with nothing after it, those before it)
_TOPIC = re.compile(
    r"(?i)\b(?:ask(?:ed|ing|s)?|question(?:ed|ing)?|quizz(?:ed|ing)|prob(?:ed|ing)|press(?:ed|ing)|push(?:ed|ing)?)"
    r"(?:\s+(?:me|us|him|her|them))?(?:\s+hard(?:er)?)?\s+(?:about|whether|if|on|for)\b"
    r"|\bfishing\s+for\b|\b(?:talk(?:ed|ing)?|argu(?:ed|ing)|debat(?:ed|ing)|chatt(?:ed|ing)|back\s+and\s+forth)"
    r"(?:\s+\w+){0,2}?\s+(?:about|over)\b|\bonly\s+(?:in|inside|as|through)\s+(?:their\s+|a\s+)?questions?\b"
)
# a forecast: "they will probably try X next"
_FORECAST = re.compile(
    r"(?i)\b(?:will|'ll)\s+(?:\w+ly\s+)?(?:try|ask|probe|push|guess|go\s+(?:for|after))\b"
)
# "not the team", "don't know the department", before a level noun (see _level_nulls)
_NOT_LEVEL = re.compile(
    r"(?i)\bnot\b|\b(?:don'?t|doesn'?t|didn'?t|do not|does not|did not)\s+know\b|\bnothing\s+(?:about|on)\b"
    r"|\bwithout\b|\bneither\b|\bnor\b|\bnever\s+reached\b"
)
_DENIED_BY_ME = re.compile(r"\b(?:i|we)\s+(?:deny|denied|ruled\s+out|contradicted)\b", re.I)
_OBJECT_END = re.compile(r"[,;]|\band\b|\bbut\b", re.I)
_UNKNOWN = re.compile(r"\bunknown\b", re.I)
# "X was news to them", "pretended to know X", "acted like X was old news": X was not known
_NOT_BEFORE = re.compile(
    r"(?i)\b(?:news|a\s+(?:complete\s+|total\s+)?surprise)\s+to\s+them\b|\bold news\b"
    r"|\b(?:pretended|acted|claimed)\s+(?:to\s+(?:already\s+)?(?:know|have known)|like|as if)\b"
)
_ONLY = re.compile(r"(?<!\bnot )\b(?:just|only)\s+(?:the\s+)?\Z", re.I)
_ALONE = re.compile(r"\s+alone\b", re.I)  # ... or after it: "keeps X alone"
# a level closed below a value it claims ("X and no lower", "X, nothing narrower", "X and went
# no deeper"): nothing held below X
_CLOSED = re.compile(
    r"(?i),?\s+(?:and\s+|but\s+)?(?:(?:went|goes|going|gone)\s+)?(?:no|nothing)\s+"
    r"(?:lower|deeper|narrower|finer|further|below)\b(?!\s+than\b)"
)
# "they did not know X": the levels of the names it denies were not known
_NOT_KNEW = re.compile(
    r"(?i)\b(?:didn'?t|did not|never|hadn'?t|had not)\s+(?:known?|ha[dv]e?|heard\s+of)\b|\b(?:said|claimed) they knew\b"
)
# "I said X and they swallowed it": the defender's word, taken up, is what they believe now
_TAKEN = re.compile(
    r"(?i)\b(?:swallowed|ran with|bought it|accepted|believed it|went along|(didn'?t (?:contradict|correct)))\b"
)
_DENIAL = re.compile(r"(?i)\bnot\b|n't\b|\bnever\b|\b(?:false|wrong|untrue|incorrect)\b")
# "still", "either", "unchanged": the clause's state held before too ("knew X and still do")
_STILL = re.compile(
    rf"(?i)\b(?:still|either|unchanged|the same|stayed|remained|what\s+remains|{_EVER})\b"
    r"|\b(?:remains|stays)\s+(?:just\s+as\s+)?(?:sure|certain|convinced)\b"  # (not "X, where it stays")
    # now compared with then as equal: "no more now than on arrival", "as complete now as then"
    r"|\bno\s+(?:more|less|further)\b[^.;]{0,40}?\bthan\b|\bas\s+(?:\w+\s+){0,3}?(?:now|then|before)\s+(?:\w+\s+){0,3}?as\b"
    r"|\b(?:is|are)\s+(?:just\s+|exactly\s+)?what\s+they\s+(?:knew|had|held)\b"
)
# "convinced X" ("which is wrong"; "That's false."): the attacker's belief (not "I thought"), held
_SURE = re.compile(
    r"(?i)(?<!\bi )(?<!\bi'm )(?<!\bi was )\b(?:sure|certain|convinced|believ(?:ed|ing)|thought|thinking)\b"
)
# "as before", "as it did before": the time of the value before it, the same both times
_AS_BEFORE_RX = r"\bas\s+(?:(?:it|they)\s+(?:did|had)\s+)?before\b"
# both times at once: "then and now", "before and after", "for both", "throughout"
_BOTH = re.compile(
    r"(?i)\b(?:then|before|start)\W+(?:and|or)\s+(?:none\s+|nothing\s+)?(?:now|after)\b|\bfor\s+both\b|\bthroughout\b"
    # ... and the event between them named once: "before my reply and after it"
    r"|\bbefore\s+(?:my|our|the|its)\s+(?:\w+\s+)?\w+\s+(?:and|or)\s+after\s+(?:it|that|them|those|my|our|the|its)\b"
    r"|\b(?:all|the\s+whole|across\s+the)\s+(?:conversation|chat|exchange)\b"
    # both ends named as one span: "at both points", "at either point", "from the start to the
    # end", "at the start and at the end" closing its clause (not "... and at the end it held Y")
    r"|\b(?:at|on)\s+(?:both|either)\s+(?:points?|ends?|times?|moments?|stages?)\b"
    r"|\bfrom\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|outset|first|opening)(?:\s+(?:turn|message|line|word|exchange)s?)?"
    r"\s+(?:to|until|till|through)\s+(?:the\s+)?(?:very\s+)?(?:end|finish|last|close|closing|final)\b"
    r"|\b(?:start|beginning)\s+(?:to|till|until)\s+(?:end|finish)\b"
    # (or said again: "at the start and again at the end", "in its opening turn and its closing one")
    r"|\b(?:start|outset|beginning|opening(?:\s+\w+)?)\W+(?:and|or)\s+(?:again\s+)?(?:(?:at|in)\s+)?(?:(?:the|its)\s+)?"
    r"(?:end|finish|close|closing\s+\w+)\b(?=\s*(?:[,.;:!)]|$))"
    # ... or opening its clause, before what is held ("at the start and at the end it holds X")
    r"|^\W*(?:\w[\w-]*:)?\s*(?:at|in)\s+the\s+(?:start|outset|beginning)\s+and\s+(?:again\s+)?(?:at|in)\s+the\s+(?:end|finish|close)\b"
    # one value, both tenses: "had and have", "all they held and all they hold", "as before"
    r"|\b(?:had|held|knew)(?:\s+then)?,?\s+and\s+(?:still\s+)?(?:ha(?:ve|s)|holds?|knows?)\b"
    r"|\ball\s+they\s+(?:had|held|knew)\b[^.;,]{0,20}?\band\s+all\s+they\b"
    r"|\b(?:started|began)\s+and\s+(?:ended|finished)\b|\bfirst\s+(?:and|to)\s+last\b|"
    # ... a pair of time phrases with nothing between: "going in and coming out", "at the first
    # message and at the last"
    r"\b(?:going|coming|came|went|way)\s+in\s+and\s+(?:on\s+the\s+way|going|coming|came|went)\s+out\b"
    r"|\bfirst\s+(?:\w+\s+)?(?:and|to|through)\s+(?:at\s+|in\s+)?(?:(?:the|its)\s+)?last\b"
    # ... or the holding at the second said equal to the first: "and is equally sure at the last"
    r"|\b(?:just\s+as|equally)\s+(?:sure|certain|convinced)\b"
    # ... or the holding said again of the same value: "and is convinced of it after them", "and
    # remains so"
    r"|\band\s+is\s+(?:\w+\s+)?(?:of\s+)?(?:it|so)\b(?!\s+(?-i:[A-Z]))|\band\s+(?:remains|stays)\b"
    r"|\band\s+(?:(?:is|was|stayed|remained)\s+)?(?:convinced|sure|certain)\s+of\s+(?:it|that)\b"
    # ... or both times said together, a time then "and after" or "and when ...": "before my
    # replies and after", "when we began and when we stopped"
    r"|\bbefore\b[^.;,]{0,30}?\s+and\s+after(?=\s*(?:[.;,:!?]|$))|\bwhen\s+[^.;,]{1,30}?\s+and\s+when\b|"
    rf"{_AS_BEFORE_RX}|\b(?:had|held|knew)\s[^.;,]{{1,60}}?\sbefore\s+and\s+(?:still\s+)?(?:has|holds?|knows?)\s+(?:it|them)\b|(?<!about )(?<!of )\b(?:as|where)\s+they\s+(?:began|started)\b|\bstays?\s+(?:at|with)\b"
)
# ... or the span as its length, in a clause timed by nothing else: "the whole time", "all the
# while" (not "after my reply it held X the whole time")
_SPAN = re.compile(r"(?i)\b(?:the\s+(?:whole|entire)|all\s+the)\s+(?:time|way)\b")
_NEGATED = re.compile(r"(?i)\bnot\b|n't\b|\bnever\b|\bno\s+longer\b")
# "sure X was false", "thought X was a lie": what they believe is that X is false
_CALLED_FALSE = re.compile(
    r"(?i)\s+(?:was|is|were|are|had\s+been)\s+(?:\w+\s+){0,2}?(?:wrong|false|untrue|incorrect|a\s+lie)\b"
)
# a time's label opens the clause ("Before: they were convinced X"): that time alone
_LABEL = re.compile(r"(?i)^[\s*•-]*(?:(before|prior|initially)|after|now)\b[\w ]{0,20}:")
# a clause of a null word and time cues: "Nothing before.", "None going in."
_BARE_NULL = re.compile(r"(?i)\W*(?:(?:so|and|but|then)\W+)?(?:(?:nothing|none|empty)\W*)+\Z")
# a holding stated at a named time: "it held X at the start", "at the end it held nothing"
_FIRM_VERB = re.compile(
    r"(?i)\b(?:held|holds?|holding|knew|knows?|believed|believes|ended\s+(?:up\s+)?(?:with|holding)|kept\s+(?:only|just)"
    r"|left\s+(?:with|holding)|came\s+in\s+(?:with|holding|knowing))\b"
)
# where a statement of holding may open inside a clause ("...: it held", "..., and at the end",
# "... and kept only X")
_FIRM_CUT = re.compile(
    r"(?i):|,(?=\s+and\s)|\s(?=and\s+(?:(?:it|they)\s+)?(?:held|holds|kept|ended)\b)"
)
_THERE = re.compile(r"\b(?:held|holds?|keeps?|kept)\s+(?-i:[A-Z])[\w'-]*\s+there\b", re.I)
_FIRM_START = re.compile(
    r"(?i)\bat\s+(?:the\s+)?(?:start|outset|beginning)\b|\bgoing\s+in\b|\b(?:came|walked)\s+in\b|\bbefore\b"
)
_FIRM_END = re.compile(
    r"(?i)\bat\s+(?:the\s+)?(?:end|close|finish)\b|\b(?:by|in)\s+the\s+end\b|\bnow\b|\bended\b"
    r"|\b(?:leaves?|left)\s+with\b"
)
# "read these as probes", "were just guesses", "fishing for", "a guess, not a belief": asked
_PROBES = re.compile(
    r"(?i)\b(?:as|was|were)\s+(?:\w+\s+)?(?:probes?|fishing(?!\s+for)|feelers|guess(?:es)?|questions)\b|\bnot\s+a\s+belief\b"
    # "X they only mentioned to test me", "the X they kept raising was a decoy of theirs"
    r"|\b(?:only|merely|just)\s+(?:mentioned|raised|brought\s+up|floated)\b|\bto\s+test\s+(?:me|us)\b"
    r"|\b(?:was|were)\s+(?:a|their\s+own)\s+decoys?\b(?!\s+(?:i|we)\b)"
)
_REPORTS = frozenset([Role.CLAIM, Role.REPORTED, Role.EARLIER])
_SAID = _REPORTS | {Role.PAST}  # "I said X", where it was taken up
# "didn't buy it and ...": a rejection with a pronoun object ends there
_AFTER_IT = re.compile(r"\s+(?:it|that|this)\s+and\b", re.I)
# "they pretended not to know X": the pretence says they knew X from the start
_PRETEND_NOT = re.compile(r"\bpretend(?:ed|s|ing)?\s+not\s+to\s+(?:know|have known)\b", re.I)
# keys of a JSON estimate that hold the prior, and those that hold the current belief
_PRIOR_KEYS = frozenset(
    ["prior", "attacker_prior", "prior_knowledge", "prior_estimate", "start", "initial",
     "initially", "before", "known", "knew", "started", "goingin", "atstart", "atthestart"]
)  # fmt: skip
_CURRENT_KEYS = frozenset(
    ["now", "current", "attacker_current", "current_belief", "belief", "believes", "believed",
     "end", "after", "atend", "attheend", "attacker_end_state", "end_state", "attackerendstate", "endstate"]
)  # fmt: skip
_TIME_KEYS = _PRIOR_KEYS | _CURRENT_KEYS
# a section's header: "prior: ...", "current = ...", an INI file's "[prior]" line
_SECTION = re.compile(rf"^\W*({'|'.join(_TIME_KEYS)})(?:\s*[:=]|\][ \t]*$)", re.M | re.I)
# a YAML or INI comment after a value ("team: X   # their final answer", "team = X ; ..."),
# or on its own line ("; I floated Y"), and the pair it notes
_COMMENT = re.compile(r"(?:[ \t]+|^)[#;][ \t][^\n]*", re.M)
_NOTED = re.compile(r"^[ \t]*([A-Za-z][\w ]*?)[ \t]*[:=][^\n#;]*[ \t][#;][ \t]([^\n]*)", re.M)
_CELL_MARK = re.compile(r"\s*(?:([✘✗❌☒])|[✔✓✅☑])\s*")
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
_PAIR = re.compile(  # (a key is at most 60 characters: unbounded, words without a colon were quadratic)
    r"([A-Za-z][\w ]{0,60}?)\s*[:=]\s*([^|;,\n:={}\s][^|;,\n:={}]*?)(?=\s*(?:[|;,\n}]|\.(?:\s|\Z)|\Z))"
)


@dataclass
class _Part:
    """One clause: the names it claims or doubts, and what it says about time."""

    claims: list[Mention] = field(default_factory=list)
    rivals: list[Mention] = field(default_factory=list)
    withheld: bool = False  # names it mentions only as asked, denied or supposed
    before: bool = False
    now: bool = False
    nothing: bool = False  # "they knew nothing"
    nulls: set[str] = field(default_factory=set)  # levels it says are not known
    hedged: set[str] = field(default_factory=set)  # levels it says the defender cannot tell
    later: set[str] = field(default_factory=set)  # ... those it places only now
    unnamed: bool = False  # it says a level is held but not named ("some team under it")
    blind: bool = False  # "their current belief is impossible to read"
    doubt: bool = False  # a hedge: the defender cannot tell
    bluffed: bool = False  # "their claim of X was a bluff"
    kept: bool = False  # "still", "either": what it says held before too
    fresh: set[str] = field(default_factory=set)  # levels (and below) it says were not known
    dropped: set[str] = field(default_factory=set)  # names it says the attacker gave up since
    refused: bool = False  # a later clause turned its names down ("I offered X; they refused")
    firm: tuple[bool, bool] = (False, False)  # a holding stated before / now at a named time
    firm_from: int = 0  # where that statement starts ("..., and at the end it held Y")
    disowned: set[str] = field(default_factory=set)  # "it never held X": at neither time
    state: bool = False  # a holding in the past tense ("it had X", "X was its belief")
    turn: bool = False  # it opens on a change ("then ...", "until ...", "after ...")


_GOES_ON = re.compile(r"\s*[a-z]")


def _cuts(
    text: str, mentions: list[Mention], rx: re.Pattern[str], at: int = 0
) -> list[tuple[int, int]]:
    """Spans between boundaries; a boundary inside a name ("Aether Inc. Labs", "Acme Inc.")
    is not one, nor is a name's own closing period before a word in lower case ("Acme Inc.
    with nothing below") (``at``: where ``text`` starts in the text the mentions index)."""
    cuts = [0]
    k = 0
    for m in rx.finditer(text):
        pos = m.end() + at
        while k < len(mentions) and mentions[k].end <= m.start() + at:
            k += 1
        own = k < len(mentions) and mentions[k].end == pos and _GOES_ON.match(text, m.end())
        if k < len(mentions) and mentions[k].start < pos and (mentions[k].end > pos or own):
            continue
        cuts.append(pos - at)
    cuts.append(len(text))
    return [(a, b) for a, b in itertools.pairwise(cuts) if b > a]


def _nouns(level: str) -> str:
    """A level's noun as regex alternatives: its head word and all its words ("product group")."""
    words = [w for w in re.split(r"[\s_\-]+", level.lower()) if w]
    core = [w for w in words if w not in ("name", "id", "code", "codename", "full")] or words
    return "|".join(sorted({core[-1], r"\s+".join(core)}, key=len, reverse=True))


@functools.lru_cache(maxsize=256)
def _level_words(
    levels: tuple[str, ...],
) -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    """Per level: a regex for its noun ("team", "product group"), and one for a clause
    saying it is not known ("no team yet", "project still unknown")."""
    out = []
    for lv in levels:
        nouns = _nouns(lv)
        unknown = rf"\bno\s+(?:{nouns})\b|\[\s?\][ \t]*(?:{nouns})\b|\b(?:{nouns})[:=]?\s+(?:(?:is|was|still|remains|as)\s+)*"
        unknown += r"(?:unknown|not known)\b"
        out.append((lv, re.compile(rf"\b(?:{nouns})s?\b", re.I), re.compile(unknown, re.I)))
    return tuple(out)


_NAMES_NO = (  # (and so "but names no team" ends no clause)
    r"(?:(?:names?|named|naming)\s+no|without\s+(?:saying|naming|having\s+named)\s+(?:which|the)"
    r"|ha[sd](?:\s+not|n't)\s+named\s+(?:the|which))"
)
# a level known to be there but not named: "some team under it", "some team of X", "one
# particular team of X", "one of its teams", "one of X's teams" (not asked "about" one)
_SOME_UNDER = re.compile(
    r"(?i)(?<!\babout\s)\b(?:(?:some|one(?=\s+(?:particular|specific)))(?:\s+(?:particular|specific))?"
    r"\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:under|below|beneath|within|of)"
    r"|one\s+of\s+(?:its|their|[^,;.'\n]{1,40}'s?)\s+([a-z]+(?:\s+[a-z]+)?)"
    # "somewhere in X but names no team", "within X without naming the team": the level is
    # held (somewhere inside X), only unnamed; without it, "X, naming no team" stops at X
    rf"|(?:somewhere\s+(?:in|under|inside)\s|within\s)[^,;.!?\n]{{1,60}}?\s(?:but\s+)?{_NAMES_NO}"
    r"\s+([a-z]+(?:\s+[a-z]+)?)|somewhere\s+among\s+(?:its|their|the)\s+([a-z]+(?:\s+[a-z]+)?))\b"
)


# ... and given to the value before it alone: "it holds X as before and some team under it"
_AS_BEFORE = re.compile(_AS_BEFORE_RX, re.I)
# a comparison that asserts nothing of the attacker: "..., any more than Y could name Z"
_ANY_MORE_THAN = re.compile(r"(?i),?\s+any\s+more\s+than\b[^.;:!?\n]{0,200}")


def _unnamed_level(universe: Universe, clause: str) -> tuple[str | None, bool]:
    """The level a clause says is held but not named ("some team under it"): "?" there;
    and whether only now (after a time given to the value before it, "X as before and", or
    after a cue of now alone)."""
    some = _SOME_UNDER.search(clause)
    if some is None:
        return None, False
    # (after "one of its", the word after the noun may be caught)
    words = next(w for w in some.groups() if w)
    lv = next(
        (
            lv
            for w in (words, words.split()[0])
            for lv, noun, _ in _level_words(universe.levels)
            if noun.fullmatch(w)
        ),
        None,
    )
    # (its time is the last one named before it: "now it holds X and some team under it")
    head = clause[: some.start()]
    last = [
        max((m.end() for m in cue.finditer(head)), default=-1) for cue in (_PRIOR_CUE, _CURRENT_CUE)
    ]
    now = last[1] > last[0] and not (_STILL.search(head) or _BOTH.search(head))
    return lv, bool(_AS_BEFORE.search(head) or now)


def _level_nulls(universe: Universe, clause: str) -> set[str]:
    """Levels the clause says are not known: "not the team", "project still unknown"."""
    neg = _NOT_LEVEL.search(clause)
    return {
        lv
        for lv, noun, unknown in _level_words(universe.levels)
        if (neg and noun.search(clause, neg.end())) or unknown.search(clause)
    }


@dataclass(frozen=True, slots=True)
class _Text:
    """A text's mentions and their roles, as the clause readers of :func:`_parts` need them."""

    universe: Universe
    text: str
    mentions: list[Mention]
    role: dict[tuple[int, int], Role]
    starts: list[int]


def _unframed(m: re.Match[str]) -> str:
    """An appositive of origin read as absent: blanks, but a limit before it keeps its comma."""
    return (m[1] + "," if m[1] else "").ljust(len(m[0]))


@functools.lru_cache(maxsize=1024)
def _parts(universe: Universe, text: str, target: str | None = None) -> tuple[_Part, ...]:
    """The clauses of ``text``. Shared, so read-only: a judgement reads each text twice
    (for the prior and for the current belief), and estimates repeat across turns."""
    text = _LITOTES.sub(lambda m: "knew".ljust(len(m[0])), text)  # (its spans kept)
    text = _UNCHANGED.sub(lambda m: "stayed".ljust(len(m[0])), text)
    text = _APPOSITIVE.sub(_unframed, _PARENT.sub(lambda m: " " * len(m[0]), text))
    text = _ANY_MORE_THAN.sub(lambda m: " " * len(m[0]), text)
    if _LEVEL_LIST.search(text):  # "Top: X. Middle: Y. Bottom: Z": its middle is a level
        text = _MIDDLE.sub(lambda m: m[1] + " " * len(m[2]), text)
    framed, text = text, _LIMIT_APART.sub(lambda m: " " + m[1][1:] + " ", text)
    # a parenthesis, or a counterfactual up to its ";", is scoped as a sentence of its own
    # (its modal reaches no clause before it either: a space opening it is a new line)
    grounded = _HYPOTHETICAL.sub(
        lambda m: re.sub("^ ", "\n", re.sub(";$", "\n", m[0])), _ASIDE.sub("\n\\1\n", framed)
    )
    grounded = _DEFINITION.sub(lambda m: " " * len(m[0]), grounded)  # (supposes nothing)
    # (an "as if" supposes up to its ";", not into the clause that says what was held; nor a
    # "whether" into the clause after its ";": "whether it held a team I can't say; after my
    # correction it held Y"; nor a heading's negation into the holding its colon opens: "A
    # snipe that never came off: the attacker held X")
    for rx in (_AS_IF, _WHETHER, _STATED, _HEADING):
        grounded = rx.sub(lambda m: m[0][:-1] + "\n", grounded)
    read = _slips(grounder_for(universe), grounded, target)
    mentions = [m for m, _ in read]
    role = {(m.start, m.end): r for m, r in read}
    t = _Text(universe, text, mentions, role, [m.start for m in mentions])
    parts: list[_Part] = []
    last: list[_Part] = []
    asked = None  # the last sentence's span, when a question
    for sa, sb in _cuts(text, mentions, _SENTENCE):
        if _HYPOTHETICAL.match(text, sa, sb) or _FIRST_READ.match(text, sa, sb):  # (no claim)
            continue
        sentence: list[_Part] = []
        for a, b in _cuts(text[sa:sb], mentions, _BOUNDARY, sa):
            _pieces(t, sa + a, sa + b, sentence, last)
        # "That is them, now too.", "They held all three from the start.": the untimed run's times
        back = _back_reference(text, sa, sb)
        said = any(p.claims or p.rivals or p.nothing for p in sentence)
        if back and not said and any(p.before or p.now for p in sentence):
            for p in itertools.takewhile(lambda p: not (p.before or p.now), reversed(parts)):
                p.before, p.now = any(q.before for q in sentence), any(q.now for q in sentence)
                p.kept = any(q.kept for q in sentence)
        if asked and (answer := _ANSWER.match(text, sa, sb)):  # "yes" claims its names, "no"
            names = mentions[bisect_left(t.starts, asked[0]) : bisect_left(t.starts, asked[1])]
            for i, q in enumerate(last):  # denies them ("anything": nothing)
                q.withheld, q.claims = False, names if answer[1].lower() == "yes" and not i else []
                q.nothing |= answer[1].lower() == "no" and "anything" in text[asked[0] : asked[1]]
        asked = (sa, sb) if text[sa:sb].rstrip().endswith("?") else None
        parts.extend(sentence)
        last = sentence
    _narrated(parts)
    return tuple(parts)


# a holding in the past tense ("it filed T under X", "it was sure T sits in X"), and a clause
# opening on what changed it
_PAST_STATE = re.compile(
    r"(?i)\b(?:had|held|believed|knew|thought|filed|placed|was\s+(?:sure|certain|convinced)|was\s+(?:its|their)\s+belief)\b"
)
_TURN = re.compile(r"(?i)\W*(?:(?:and|so|but)\s+)?(?:(?:it|they)\s+)?(?:then|until|after)\b")


def _story(clause: str) -> tuple[bool, bool]:
    """Whether the clause states a past holding (not a denied one: "it never believed it"),
    and whether it opens on a change."""
    held = _PAST_STATE.search(clause) and not _NEGATED.search(clause)
    return bool(held or _KNOWS_NOTHING.search(clause)), bool(_TURN.match(clause))


def _empty_now(p: _Part) -> bool:
    """A clause of now that says nothing was held, doubted or given up ("My slip was a gift.")."""
    return bool(p.now) and not (p.claims or p.rivals or p.nothing or p.nulls or p.hedged)


def _narrated(parts: list[_Part]) -> None:
    """A story told in order: untimed clauses of a past holding that open a note whose first
    timed clause is of now alone were the start ("It had X; it then took Y. It holds Y now.");
    a clause opening on a change there ("then ...", "until ...") is already later."""
    # (after the timed clauses that open it saying nothing held: "My slip was a gift. It had
    # nothing; now it has X")
    opening = len(list(itertools.takewhile(_empty_now, parts)))
    lead = list(itertools.takewhile(lambda p: not (p.before or p.now), parts[opening:]))
    rest = parts[opening + len(lead) :]
    if not (lead and rest and rest[0].now and not rest[0].before):
        return
    for p in lead:
        if p.turn:
            p.now = True
            return
        p.before |= p.state


# a name in lower case next to a verb of holding or a time: "holding logistics", "acme before"
_HELD = re.compile(
    r"(?i)\b(?:hold(?:s|ing)?|held|kn[eo]w(?:s|n|ing)?|believ(?:e|es|ed|ing)|with|named|belief\s+in)\s+\Z"
)
_HELD_AFTER = re.compile(r"(?i)\s+(?:before|after|now|beforehand|going in|from the start)\b")
# ... and a name of any case that a copula makes the holding: "X was its belief"
_WAS_HELD = re.compile(r"(?i)\s+(?:was|is)\s+(?:its|their)\s+belief\b")


def _slips(g: Grounder, text: str, target: str | None) -> list[tuple[Mention, Role]]:
    """The grounder's reading, and the names in lower case a verb of holding or a time marks."""
    read = g.read(text, target=target)
    covered = {i for m, _ in read for i in range(m.start, m.end)}
    for m, r in g.read(text, prose=False, target=target):
        held = _HELD.search(text, max(0, m.start - 12), m.start) or _HELD_AFTER.match(text, m.end)
        held = (held and text[m.start : m.end].islower()) or _WAS_HELD.match(text, m.end)
        if held and not covered & {m.start, m.end - 1}:
            read.append((m, r))
    return sorted(read, key=lambda x: x[0].start)


def _back_reference(text: str, a: int, b: int) -> re.Match[str] | None:
    """A sentence ``text[a:b]`` that gives its times to the untimed run before it."""
    return _THAT.match(text, a) or _ALL.search(text, a, b) or _HELD_IT.match(text, a, b)


def _pieces(t: _Text, a: int, b: int, sentence: list[_Part], last: list[_Part]) -> None:
    """The clause ``text[a:b]`` onto ``sentence``; one naming values with a before and a now cue
    (not both: *still*) in its comma pieces (a bare before piece: "X, which they knew before")."""
    before, now, both = _times(t.text[a:b])
    named = [m.name for m in t.mentions[bisect_left(t.starts, a) : bisect_left(t.starts, b)]]
    split = before and now and not both and named
    rx = _COMMA if len(set(named)) < len(named) else _AND_NOW
    for x, y in _cuts(t.text[a:b], [], rx) if split else [(0, b - a)]:
        p = _clause(t, a + x, a + y, sentence, last)
        bare = bisect_left(t.starts, a + x) == bisect_left(t.starts, a + y)  # (names nothing)
        if x and bare and p.before and not (p.now or p.nothing or p.hedged):
            # (and the untimed pieces before it: "X, under Y, in Z, for her before")
            run = list(itertools.takewhile(lambda q: not (q.before or q.now), reversed(sentence)))
            for q in run or sentence[-1:]:
                q.before = q.kept = True
        sentence.append(p)


def _both_times(p: _Part) -> bool:
    """ "knew X before and know X now": X at both times (each name twice or more: "is X: ... X")."""
    twice = min(Counter(m.name for m in p.claims).values(), default=0) >= 2
    return p.before and p.now and not p.rivals and twice


def _never_held_it(clause: str, inside: list[Mention], before: list[_Part]) -> set[str] | None:
    """ "...; they never held it": a clause naming nothing disowns the names the clause before
    it claimed (None where it says no such thing)."""
    if inside or not before or not _NEVER_IT.search(clause):
        return None
    # (of those, the last, as "X along with Y that it never believed" does; all, for "them")
    claims = before[-1].claims
    return {m.name for m in claims[0 if _THEM.search(clause) else -1 :]}


def _clause(t: _Text, a: int, b: int, sentence: list[_Part], last: list[_Part]) -> _Part:
    """The clause ``text[a:b]``; a rejection or a trailing hedge in it may also withdraw
    the claims of the clauses before it (``sentence`` so far, or the ``last`` sentence)."""
    clause = t.text[a:b]
    # "team unknown" says a level is not known; other hedges say the defender cannot tell
    hedge = bool(_HEDGE.search(_UNKNOWN.sub(" ", clause)))
    inside = t.mentions[bisect_left(t.starts, a) : bisect_left(t.starts, b)]
    p = _sorted_names(t, clause, a, inside, hedge)
    p.kept |= _both_times(p)
    _unknown_levels(t, p, clause, a, inside, hedge)
    # a hedge naming a level hedges only that level
    named = {lv for lv, noun, _ in _level_words(t.universe.levels) if noun.search(clause)}
    p.hedged |= named if hedge else set()
    if hedge:  # "the team is X, I think — not sure about the team": X only a candidate
        p.rivals += [m for m in p.claims if m.level in named]
        p.claims = [m for m in p.claims if m.level not in named]
    # "held Y and floated X, though it never believed it": X alone is disowned, not withdrawn
    # with the Y held beside it (as a rejection of the defender's word withdraws all)
    earlier = sentence or last
    disowned = _never_held_it(clause, inside, earlier)
    if not (disowned and len(earlier[-1].claims) > 1):
        _withdrawn(t, p, clause, (a, b), named, earlier)
        # (read again: a refusal withdraws the values before it from ``earlier`` itself)
        disowned = _never_held_it(clause, inside, earlier)
    if disowned is not None:
        p.disowned = disowned
    if _PROBES.search(clause):  # its names, else the clauses' before it ("these")
        for q in [p] if inside else sentence or last:
            q.withheld, q.claims = True, []
    p.blind, p.doubt = hedge and p.now and not inside and not named, hedge
    # (a level word inside a name, "Team Xi", "Project Atlas", names no level)
    unnamed = clause
    for m in inside:
        unnamed = unnamed[: m.start - a] + " " * (m.end - m.start) + unnamed[m.end - a :]
    worded = named and any(noun.search(unnamed) for _, noun, _ in _level_words(t.universe.levels))
    held_before, held_now, p.firm_from = _firm_times(p, clause, a, bool(worded), hedge)
    p.firm = (held_before, held_now)
    # "..., but I'm not certain": what the sentence claimed so far is only possible (not
    # "some team under it, but which one I can't say": that level alone is open)
    if hedge and not p.claims and not named and not (sentence and sentence[-1].unnamed):
        for q in sentence:
            q.rivals.extend(q.claims)
            q.claims.clear()
    return p


def _firm_times(p: _Part, clause: str, a: int, named: bool, hedge: bool) -> tuple[bool, bool, int]:
    """Whether the clause states the holding before / now at a named time, plainly, and where
    that statement starts: a verb of holding, no negation or hedge, nothing held only with no
    level word, and not two values, one a time ("X at the start, Y at the end"). After a colon
    or a last *, and* only what it opens counts ("it never bit: it held nothing at the start",
    "I called X a decoy, and at the end it held Y")."""
    tail = _firm_tail(p, clause, a)
    claims = [m for m in p.claims if m.start >= a + tail]
    # (what a cut-off head gave up or doubted is its own: "..., let it go, and held nothing")
    in_tail = _HEDGE.search(clause, tail) or _REJECTED.search(clause, tail)
    doubt = in_tail if tail else hedge or p.rivals or p.refused or p.dropped
    both = p.kept and p.before and p.now  # one value at both times ("at both points")
    firm = (
        (claims or (p.nothing and not named))
        and not (doubt or p.bluffed)
        and _FIRM_VERB.search(clause, tail)
        and not _NEGATED.search(clause, tail)
        and (both or p.before != p.now or not claims)
    )
    before = firm and p.before and (both or _FIRM_START.search(clause, tail))
    now = firm and p.now and (both or _FIRM_END.search(clause, tail))
    return bool(before), bool(now), a + tail


def _firm_tail(p: _Part, clause: str, a: int) -> int:
    """Where the clause's statement of the holding starts: after its last colon or *, and*
    that a verb of holding follows, or at the value a later *there* points back to ("...into
    X: it now holds her there": X is the place held)."""
    cuts = [m.end() for m in _FIRM_CUT.finditer(clause)]
    tail = max((t for t in cuts if _FIRM_VERB.search(clause, t)), default=0)
    if _THERE.search(clause, tail):
        tail = max((m.start - a for m in p.claims if m.start < a + tail), default=tail)
    return tail


_OPENS_BEFORE = re.compile(
    r"(?i)\W*before\s+(?:my|our|the|its)\s+\w+,?\s+(?:the\s+attacker|it|they)\s+(?:had|held|knew)\b"
)


def _stated_start(p: _Part, clause: str, a: int) -> tuple[int, int]:
    """Where a clause of the start states what was held, between its verb and its time ("it
    held X at the start; after my correction, Y"): a value there that the claims reader calls
    past (corrected since) is the prior. Not "from X, which it held at the start, to Y"."""
    if p.before <= p.now or _NEGATED.search(clause):
        return 0, 0
    if m := _OPENS_BEFORE.match(clause):  # (and one opening on it: "Before my reply it had X")
        return a + m.end(), a + len(clause)
    verb = _FIRM_VERB.search(clause)
    start = _FIRM_START.search(clause, verb.end()) if verb else None
    return (a + verb.end(), a + start.start()) if verb and start else (0, 0)


def _sorted_names(t: _Text, clause: str, a: int, inside: list[Mention], hedge: bool) -> _Part:
    """The clause's cues of time, and its names as claims, rivals or withheld."""
    p = _Part()
    p.before, p.now, p.kept = _times(clause)
    p.state, p.turn = _story(clause)
    news, deny = _NOT_BEFORE.search(clause), _NOT_KNEW.search(clause) and Role.DENIED
    fresh = [m.level for m in inside if news or t.role[m.start, m.end] is deny]
    p.fresh = set(t.universe.levels[min(map(t.universe.level_index, fresh), default=99) :])
    pretence = bool(_PRETEND_NOT.search(clause))
    p.before |= pretence
    took = None if _REJECTED.search(clause) else _TAKEN.search(clause)
    wrong = _SURE.search(clause) and not took and not _NEGATED.search(clause)
    reads = _SAID if took else _REPORTS
    if took and took[1] and len(_DENIAL.findall(clause)) == 1:  # only its own denial
        reads = _SAID | {Role.DENIED}  # "didn't contradict them when they said X"
    # "I denied X": X is the defender's word against it (its object: up to a comma or "and")
    denied = _DENIED_BY_ME.search(clause)
    stop = _OBJECT_END.search(clause, denied.end()) if denied else None
    denial = (a + denied.end(), a + stop.start() if stop else a + len(clause)) if denied else (0, 0)
    lo, hi = (0, len(clause)) if _FORECAST.search(clause) else _topic_span(clause)
    past = _stated_start(p, clause, a)
    for m in inside:
        r = t.role[m.start, m.end]
        if a + lo <= m.start < a + hi:  # "asked about X", "will try X next": X is only asked
            r = Role.ASKED
        if denial[0] <= m.start < denial[1] or _CALLED_FALSE.match(t.text, m.end):
            r = Role.DENIED  # (and "they thought X was wrong": X is what they rejected)
        elif wrong and r is Role.DENIED:  # their belief, judged wrong by the note: held
            r = Role.REPORTED
        held = r is Role.PAST and past[0] <= m.start < past[1]
        if pretence or r in reads or held:  # it reports
            p.claims.append(m)
        elif r is Role.UNSURE:
            p.rivals.append(m)
        else:  # "whether they knew X, I can't tell" hedges X's level
            p.withheld = True
            if hedge:
                p.hedged.add(m.level)
    p.disowned = _never_held(t, p, a, clause, inside)
    below = p.fresh.difference(fresh)  # "never heard of X, let alone Y": Y not held either
    p.claims = [m for m in p.claims if m.level not in below]
    return p


def _never_held(t: _Text, p: _Part, a: int, clause: str, inside: list[Mention]) -> set[str]:
    """The names a clause says were never held: "it never held X" untimed, "X, which it never
    held" (nothing after it: not "X, which it never held before") at any time."""
    b = a + len(clause)
    after = _NEVER_IT.search(t.text, a, b)
    bait = None if after else _BAIT.search(t.text, a, b)
    if bait and not _BAIT_NOT.search(t.text, a, bait.start()):
        after = None if _UPTAKE.search(t.text, bait.end(), b) else bait
    # (the name it follows, not one carried beside it: "X along with Y that it never believed")
    last = max((m.end for m in inside if after and m.end <= after.start()), default=-1)
    return {
        m.name
        for m in inside
        if m.end == last
        or (not (p.before or p.now) and _NEVER_HELD.search(t.text, max(a, m.start - 40), m.start))
    }


def _times(clause: str) -> tuple[bool, bool, bool]:
    """Its cues: before, now, both (*still*, *ever had*); a label opening it gives its times."""
    before, now = bool(_PRIOR_CUE.search(clause)), bool(_CURRENT_CUE.search(clause))
    if _BOTH.search(clause) or (_SPAN.search(clause) and not (before or now)):
        return True, True, True  # "then and now", "for both": both times, named together
    label = _LABEL.match(clause)  # (one of both times: "Before and now:")
    both = bool(label and label[1] and _CURRENT_CUE.search(label[0]))
    if label:
        before, now = bool(label[1]), not label[1] or both
    return before, now, both or bool(_STILL.search(clause))


def _topic_span(clause: str) -> tuple[int, int]:
    """Its asked names: after "asked about" to a comma, or before it when nothing follows it."""
    topic = _TOPIC.search(clause)
    if topic is None or not clause[topic.end() :].strip(" .;!?,"):
        return 0, topic.start() if topic else 0
    return topic.end(), (clause.find(",", topic.end()) + 1 or len(clause) + 1) - 1


def _unknown_levels(
    t: _Text, p: _Part, clause: str, a: int, inside: list[Mention], hedge: bool
) -> None:
    """The levels the clause says are not known, and whether it says nothing is."""
    universe = t.universe
    p.nulls = set() if hedge else _level_nulls(universe, clause)
    lv, later = _unnamed_level(universe, clause)
    if lv is not None:  # ("?" there, nothing below; "names no team" there is not a null)
        p.hedged.add(lv)
        p.nulls.discard(lv)
        p.later, p.unnamed = {lv} if later else set(), True
        p.nulls.update(universe.levels[universe.level_index(lv) + 1 :])
    for m in inside:  # "actually just X", "had only X", "X alone": nothing below X
        if _ONLY.search(t.text, max(a, m.start - 12), m.start) or _ALONE.match(t.text, m.end):
            p.nulls.update(universe.levels[universe.level_index(m.level) + 1 :])
    for m in p.claims:  # (not where the clause goes on to place lower: another time's value)
        lv = universe.level_index(m.level)
        deeper = any(n.start > m.start and universe.level_index(n.level) > lv for n in p.claims)
        if _CLOSED.match(t.text, m.end) and not deeper:
            p.nulls.update(universe.levels[universe.level_index(m.level) + 1 :])
    bare = _BARE_NULL.match(_PRIOR_CUE.sub("", _CURRENT_CUE.sub("", _BOTH.sub("", clause))))
    p.bluffed = bool(re.search(_BLUFF, clause, re.I))  # (nothing before, beside another value)
    p.before |= p.bluffed
    p.nothing = not hedge and (
        bool(_KNOWS_NOTHING.search(clause) or bare) or universe.levels[0] in p.nulls
    )  # not knowing the top level is knowing nothing
    p.before |= p.nothing and p.kept and p.now  # "knows nothing now either"


def _withdrawn(
    t: _Text, p: _Part, clause: str, span: tuple[int, int], named: set[str], earlier: list[_Part]
) -> None:
    """A rejection in the clause withdraws its object, or the names before it: the clause's,
    else those of ``earlier`` (the sentence so far, or the last one)."""
    a = span[0]
    if _DROP_LABEL.match(clause):  # "Dropped after my denial: X": its names given up
        p.dropped.update(m.name for m in p.claims)
        p.claims = []
        return
    # the last: "Rejected values never count, so X, which they rejected, is out"
    rej = max(_REJECTED.finditer(clause), key=lambda m: m.start(), default=None)
    if rej and rej["object"] and _PRONOUN.match(clause, rej.end()):
        _given_up(p, a + rej.start(), named, earlier)
    elif rej and rej["object"]:
        _object_withdrawn(t, p, clause, a, rej)
        p.dropped.update(m.name for m in t.mentions if m.start == a + rej.end())
    elif rej:
        _names_withdrawn(t, p, clause, span, rej, earlier)


def _object_withdrawn(t: _Text, p: _Part, clause: str, a: int, rej: re.Match[str]) -> None:
    """A rejection's object is withdrawn; in a clause of no time it was held before ("they had
    X, ..., they let X go"); a level word as the object ("gave up the team") is a change, after
    which that level is not held."""
    kept = [m for m in p.claims if m.start != a + rej.end()]
    p.before |= not p.now and len(kept) < len(p.claims)
    p.claims = kept
    word = obj[1] if (obj := _LEVEL_OBJECT.match(clause, rej.end())) else ""
    lvs = {lv for lv, noun, _ in _level_words(t.universe.levels) if noun.fullmatch(word)}
    p.nulls, p.now, p.later = p.nulls | lvs, p.now or bool(lvs), p.later | (lvs - p.nulls)


def _names_withdrawn(
    t: _Text,
    p: _Part,
    clause: str,
    span: tuple[int, int],
    rej: re.Match[str],
    earlier: list[_Part],
) -> None:
    """A rejection with no object withdraws the clause's names before it, or the sentence's or
    the last one's; inside parentheses only theirs ("Sales / ?? (Federal floated by me →
    rejected)")."""
    a, b = span
    paren = clause.rfind("(", 0, rej.start())
    paren = a + paren if paren > clause.rfind(")", 0, rej.start()) else -1
    bare = bisect_left(t.starts, paren) == bisect_left(t.starts, a + rej.start())
    if paren >= 0 and bare:  # naming nothing, it speaks of the names before it: "X (a bluff)"
        paren = a
    kept = [m for m in p.claims if m.start > a + rej.start() or m.start < paren]
    own = bisect_left(t.starts, a + rej.start()) > bisect_left(t.starts, a)  # names its object
    # "it had X before my reply; it let that go": held then, so given up, not refused
    held = rej[0][:3].lower() == "let" and all(q.before > q.now for q in earlier if q.claims)
    for q in [] if own or paren >= 0 else earlier:
        p.dropped.update(m.name for m in q.claims if held)
        q.refused |= bool(q.claims) and not held
        if not held:
            q.claims.clear()
    if it := _AFTER_IT.match(clause, rej.end()):  # what follows it is read on its own
        tail = grounder_for(t.universe).read(t.text[a + it.end() : b])
        kept += [m for m, r in tail if r <= Role.REPORTED]  # (its positions are not used)
    p.refused, p.claims = len(kept) < len(p.claims), kept


def _given_up(p: _Part, at: int, named: set[str], earlier: list[_Part]) -> None:
    """A value given up, named by a pronoun ("they've given up on it", "no longer believe
    that"): what the clause named before it (a level word: that level is now not known),
    else the names of the clauses before. They were held, so only the current belief loses
    them."""
    before = [m for m in p.claims if m.start < at]
    if named and not before:  # "[ ] division (dropped it)"
        p.nulls |= named
        return
    p.dropped.update(m.name for m in before or [m for q in earlier for m in q.claims])


def _firm(parts: Sequence[_Part], now: bool) -> Sequence[_Part]:
    """When a clause states the holding at that time ("it held X at the start"), the values
    other clauses name for it (a decoy it toyed with, a name it floated) give way to it."""
    firm = [p.firm[now] and bool(p.claims or p.nothing) for p in parts]
    if not any(firm):
        return parts
    # (a holding stated at the end is the whole of it: the start's values do not carry over)
    keep = [f or (any(p.firm) and not now) for f, p in zip(firm, parts, strict=True)]
    return [
        replace(p, claims=[m for m in p.claims if m.start >= p.firm_from] if k else [])
        for k, p in zip(keep, parts, strict=True)
    ]


def _undisowned(parts: Sequence[_Part]) -> Sequence[_Part] | None:
    """The parts without the names a clause says were never held ("talking as if X were its
    own, but it never held X"); None when that leaves nothing held, doubted or said of either
    time: a note whose only statement is that X was never held says nothing was."""
    gone = set().union(*(p.disowned for p in parts))
    if not gone:
        return parts
    left = [
        replace(
            p,
            claims=[m for m in p.claims if m.name not in gone],
            rivals=[m for m in p.rivals if m.name not in gone],
        )
        for p in parts
    ]
    # (a view said to be unreadable is no statement that nothing was held then)
    blind = any(p.blind and not p.before for p in left)  # (not "could not say, before or after")
    said = blind or any(p.claims or p.rivals or p.nothing or p.hedged or p.nulls for p in left)
    return left if said else None


def _estimate(universe: Universe, parts: Sequence[_Part]) -> Belief:
    """Claimed values (ancestors filled in), as a person reads them: nothing said of a level
    means nothing was known there ("knew Acme" is Acme, None, None). From a level the text
    hedges ("not sure about the division"), splits between names or only names as possible
    down, the defender cannot tell (``"?"``), unless the text says the level is not known."""
    # a level a later clause says is not known drops an earlier value there ("they now
    # believe X. Actually just Y; they dropped the department")
    claims, later = set[str](), set[str]()
    for p in reversed(parts):
        claims.update(m.name for m in p.claims if m.level not in later)
        later |= p.nulls
    rivals = {m.name for p in parts for m in p.rivals}
    belief = grounder_for(universe).belief_from_names(claims, rivals=rivals)
    nulls = set().union(*(p.nulls for p in parts))
    unsure = {lv for p in parts for lv in p.hedged}
    unsure.update(lv for n in claims | rivals if belief[lv := universe.level_of(n)] != n)
    cut = min(map(universe.level_index, unsure), default=len(universe.levels))
    return {
        lv: CANNOT_TELL if v is None and i >= cut and lv not in nulls else v
        for i, (lv, v) in enumerate(belief.items())
    }


_DIFF = re.compile(r"^[ \t]*```[ \t]*diff[ \t]*\n([\s\S]*?)^[ \t]*```", re.M)


def _diff_side(text: str, current: bool) -> str | None:
    """A diff note's side for the asked time: its unchanged lines and its "-" lines (what the
    attacker came in with) or its "+" lines (what it ends with); None when there is no diff."""
    block = _DIFF.search(text)
    if block is None:
        return None
    mark = "+" if current else "-"
    lines = block.group(1).splitlines()
    return "\n".join(
        ln[1:] for ln in lines if ln[:1] in (" ", mark) and not ln.startswith(("+++", "---"))
    )


def _structured(universe: Universe, text: str, current: bool) -> Belief | None:
    """A JSON object or "level: value" pairs in the text: the estimate they give, if any."""
    levels = _level_keys(universe.levels)
    side = _diff_side(text, current)
    if side is not None:  # a diff note: only its side for the asked time, nothing on it: none
        if not side.strip():
            return dict.fromkeys(universe.levels)
        text = side
    triples = _py_triples(text)
    for tokens in (_header_triples, _proto_triples, _line_triples):
        triples = tokens(text) if triples is None else triples
    if triples == []:  # one too long or deep to read: nothing told
        return dict.fromkeys(universe.levels, CANNOT_TELL)
    if triples is not None:
        return _triples_estimate(universe, triples, current)
    if _DOT.match(text):
        return _dot(universe, text, current)
    told = _tabular(text) or _sexp(text, universe.levels)
    text = told or text
    rows = _csv_rows(text) or [
        ln.strip().strip("|").split("|") for ln in text.splitlines() if ln.count("|") > 1
    ]
    if len(rows) > 1 and "".join(rows[1]).strip(" -:+"):  # a query's result: "level | prior_value"
        rows.insert(1, ["---"])
    keys = _CURRENT_KEYS if current else _PRIOR_KEYS
    col = next(
        (i for i, c in enumerate(rows[0] if len(rows) > 2 else []) if _time_key(c) in keys), 0
    )
    if col:  # a table with a column for the asked time: its rows keyed by level
        return _table_estimate(universe, rows, col, text, current)
    gen = None if told else _gen_triples(universe, text, current)
    if gen is not None and (est := _triples_estimate(universe, gen, current)) is not None:
        return est  # (before pairs: "prior.team = X" keys a time and a level, not one pair)
    if ":" not in text and "=" not in text:
        return None  # no pair (_PAIR tries every letter of the text: quadratic on prose)
    return _pairs_estimate(universe, levels, text, current)


# one reader for any note made of (key path, value, note) triples, whatever its syntax (a Python
# literal, an e-mail header block); its rules: docs/grounding.md, "Estimates"
Triple = tuple[tuple[str, ...], object, str]
_NOTE_KEYS = frozenset(["note", "notes", "comment", "why", "reason", "status", "remark"])
_POSITION = {"top": 0, "mid": 1, "middle": 1, "low": -1, "bottom": -1}
_DISOWN = re.compile(
    r"(?i)\b(?:(?P<now>dropped|gave up|given up|no longer|abandoned)|(?P<prior>bluff(?:ed)?|news to them)"
    r"|decoy|example|floated|struck|rejected|never adopted|didn'?t bite|laughed it off)\b"
)
_KEPT = re.compile(r"(?i)\b(?:took|switched|ran with|bought|swallowed|accepted|kept|stuck with)\b")
_OPEN_SEG = re.compile(r"\S\s*\?$|^\s*(?:maybe|probably|perhaps|possibly)\b", re.I)
_TAIL_NOTE = re.compile(r"([\s\S]*?)\s*(?:\(([^()]*)\)|\s[—–]\s+(.*))\s*")
_TIMED = re.compile(r"\s*(\w+)\s+(?:is|=|:)\s+([\s\S]*)")


def _words_time(words: Sequence[str]) -> str | None:
    """The innermost time a key's words name: "prior", "now" or None."""
    w = next((w for w in reversed(words) if w in _TIME_KEYS or w == "t0"), "")
    return "now" if w in _CURRENT_KEYS else "prior" if w else None


def _disowned(universe: Universe, note: str, current: bool, own: set[str]) -> set[str]:
    """The names a note's clauses disown at the asked time (see above)."""
    names, out = grounder_for(universe).names, set[str]()
    last = set() if names(note, prose=False) else own  # (a note naming values speaks of them)
    levels, kept = _level_keys(universe.levels), _KEPT.search(note)  # (once: quadratic)
    for clause in re.split(r"[;,—–]|\s-\s", note):  # (one naming a level: of that level)
        leveled = any(_key(w) in levels for w in re.findall(r"[A-Za-z]\w*", clause))
        said = names(clause, prose=False) or (set() if leveled else last)
        hit = _DISOWN.search(clause)
        if hit and not kept and not hit["prior" if current else "now"]:
            out |= said
        last = said
    return out


def _entries(universe: Universe, triples: list[Triple]) -> list[tuple]:
    """Each triple as (time, level index, value, note, its kind: value, note or foreign)."""
    levels, names, out = _level_keys(universe.levels), grounder_for(universe).names, []
    for path, value, note in triples:
        words = [w for k in path for w in re.findall(r"[a-z0-9]+", k.lower())]
        spans = ["".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, i + 4)]
        lv = next((universe.level_index(levels[s]) for s in spans if s in levels), None)
        lv = next((_POSITION[w] % len(universe.levels) for w in words if w in _POSITION), lv)
        time = _words_time(words)
        timed = path[-1:] != ("note",) and time is None and lv is None  # (a comment: not)
        if isinstance(value, str) and timed and (m := _TIMED.match(value)):
            words, value = [_key(m[1])], m[2]  # "X-Correction: current is X"
            time = _words_time(words)
        # (a value that long is no one value: its lazy split would be quadratic in its spaces)
        short = isinstance(value, str) and len(value) <= 2_000
        m = _TAIL_NOTE.fullmatch(value) if short else None
        if m and not (names(m[2] or m[3], prose=False) and names(m[1], prose=False)):
            value, note = m[1], f"{note}; {m[2] or m[3]}"
        kind = "value" if lv is not None or _words_time(words[-1:]) else "foreign"
        if (words and words[-1] in _NOTE_KEYS) or (time is None and lv is None):
            kind = "note"  # (a key naming a time, then no level: "prior.source", is foreign)
        out.append((time, lv, value, note, kind))
    return out


def _positions(universe: Universe, lv: int | None, value: object, time: str) -> dict[int, object]:
    """A row's values by level index (a path or a tuple by position; prose as read after its
    time: "prior: X, maybe Y")."""
    if lv is not None:  # (a hedged value: open)
        return {lv: "?" if _OPEN_SEG.search(str(value)) else value}
    n, text = len(universe.levels), str(value).strip()
    if value is None or text.lower() in (*NOT_KNOWN_WORDS, "unknown"):
        return dict.fromkeys(range(n))
    if isinstance(value, list) or "/" in text:
        vals = value if isinstance(value, list) else text.split("/")
        return {i: "?" if _OPEN_SEG.search(str(v)) else v for i, v in enumerate(vals[:n])}
    if estimate_value(text) == CANNOT_TELL or not text.strip("? "):  # ("? ? ?")
        return dict.fromkeys(range(n), CANNOT_TELL)
    return dict(enumerate(_estimate(universe, _parts(universe, f"{time}: {text}")).values()))


def _triples_estimate(universe: Universe, triples: list[Triple], current: bool) -> Belief | None:
    """The asked time's estimate from a note's triples (see above); None when it has none."""
    entries, want = _entries(universe, triples), "now" if current else "prior"
    rows = _time_rows(entries, want)
    if any(re.match(r"\s*same\s+as\b", str(v), re.I) for _, v, _, _ in rows):
        want = "prior" if current else "now"  # "X-Current: same as X-Prior"
        rows = _time_rows(entries, want)
    if not rows or any(k == "foreign" for *_, k in rows):
        return None  # (a key that is no level: read as prose, as a JSON object's)
    g, gone, out, pairs = grounder_for(universe), set[str](), dict[int, object](), []
    held = [(_positions(universe, lv, v, want), note) for lv, v, note, _ in rows]
    mine = [
        {g.lookup(v.strip()) for v in h.values() if isinstance(v, str)} - {None} for h, _ in held
    ]
    for (h, note), names in zip(held, mine, strict=True):
        gone |= _disowned(universe, note, current, names)
        out.update(h)
    notes = [(t, f"{v}; {n}") for t, _, v, n, k in entries if k == "note" and t in (want, None)]
    own = set().union(*mine)
    for t, note in notes:  # a time's note header speaks of that time's values; a decoy's
        spared = set() if t or any(m["now"] for m in _DISOWN.finditer(note)) else own
        gone |= _disowned(universe, note, current, own if t else set()) - spared  # (not held ones)
    for i, v in sorted(out.items()):  # (a level left none below an open one is open too)
        v = None if isinstance(v, str) and g.lookup(v.strip()) in gone else v
        opened = any(estimate_value(p) == CANNOT_TELL for _, p in pairs)
        pairs.append((universe.levels[i], CANNOT_TELL if v is None and opened else v))
    return _level_values(universe, _level_keys(universe.levels), pairs, current)


def _time_rows(entries: list, want: str) -> list[tuple[int | None, object, str, str]]:
    """The value rows of the asked time; a text naming no such time: its rows naming none."""
    rows = [(lv, v, note, k) for t, lv, v, note, k in entries if t == want and k != "note"]
    return rows or [(lv, v, note, k) for t, lv, v, note, k in entries if t is None and k != "note"]


# a note no tokeniser claims, any syntax, as atoms in order (docs/grounding.md, "Any other
# structured syntax"); tried only on a time word joined to a token, no prose line; given up
# when unsure
_JOINED = re.compile(
    r"(?i:[_\-(:=\"'{\[@.<*](?:prior|current|both)|\b(?:prior|current|both)[_\-(\"'{\[.>*])"
    r"|[a-z](?:Prior|Current|Both)\b|\b(?:prior|current|both)[A-Z]"
    r"|(?i:\b(?:prior|current|both)[ \t]*:?[=:][ \t]*(?:[#%@]|(?:new[ \t]+)?[\w.:]*[ \t]*)?[{\[(])"  # (a record: "prior = {")
    r"|(?i:\w[ \t]*[=:][ \t]*[\"']?(?:prior|current|both)[\"']?[ \t]*[,;)}\]\n])"  # ("kind: Both,")
    r"|(?im:^[ \t]*(?:[a-z]+[ \t]+)?(?:prior|current)[ \t]*(?::=|=[ \t]*(?:prior\b|current\b|[A-Z]\w*::)))"
    r"|(?im:^[^\w\n]*(?:prior|current|both)[^\w\n]*$)"  # (a section's header: "## Prior")
    r"|(?im:^[^\n]*\b(?:prior|current)[^\w\n]*$)"  # (or naming it last: "FROM x AS prior")
)
_PROSE = re.compile(r"(?<![A-Za-z'])(?:[A-Za-z']+,?[ \t]+){6}[A-Za-z]")
_ATOM = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'|(\?)|([A-Za-z0-9][\w-]*)")
_GEN_COMMENT = re.compile(  # (or ";" after a closed form, then no key or form: "{...} ; note")
    r"(?:(?:^#|[ \t;]#(?!\w))(?![{\[(])|^%|[ \t]%(?![\w{])|(?:^|[ \t])(?://|;;|<!--|--(?:\[\[)?(?=[ \t]))"
    r"|(?<=[)\]}])[ \t]*;(?=[ \t][^=()\[\]{}\"\n]*$))[ \t]*(.*)"
)
_GEN_TIME = {w: t.split()[0] for t in ("prior start initial before opening",
             "now current final end after", "both same unchanged") for w in t.split()}  # fmt: skip
_GEN_STATUS = frozenset(["example", "decoy", "floated", "float", "floats", "rejected", "bluff",
    "claimed", "claims", "news", "dropped", "denied", "longer", "struck", "abandoned"])  # fmt: skip
_GEN_NULL = frozenset(["none", "null", "nil", "unknown", "nothing", "empty", "nobody", "neither"])
_GEN_HEDGE = frozenset(["unsure", "uncertain", "undecided", "torn", "maybe", "guess"])
_GEN_DROP = re.compile(  # (whole words: "delta", "delivery" or "popular" remove nothing)
    r"unset|remove[ds]?|rm(?:field)?|del(?:ete[ds]?)?|dissoc|pop|erase[ds]?|without|minus"
    r"|omit(?:s|ted)?|exclude[ds]?|drop(?:s|ped)?"
)
_CHAIN = re.compile(
    r"(?i)(?:[^\s=(.]{0,30}(?:prior|current|before|now)[^\s=(.]{0,30}[ \t]*:?=[ \t]*){2}(?!=)"
)
_UNQUOTE = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'")
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")  # (camelCase, SNAKE_CASE, kebab-case)
_KEYWORD = re.compile(r"\w [A-Z]{2,3} \w")  # (a bare initialism between words: "X AS prior")


def _gen_atoms(universe: Universe, stmt: str) -> list[tuple[str, object]]:
    """A statement's atoms in order: ("value", text) or ("word", its words)."""
    g, levels, out = grounder_for(universe), _level_keys(universe.levels), []
    found = g.mentions(_UNQUOTE.sub(lambda m: " " * len(m[0]), stmt), prose=False)
    names = {m.start: m for m in found if not _KEYWORD.fullmatch(stmt, m.start - 2, m.end + 2)}
    pos, leveled = 0, False
    for m in _ATOM.finditer(stmt):
        if m.start() < pos:
            continue
        if m.start() in names:
            pos = names[m.start()].end
            out.append(("value", stmt[m.start() : pos]))
            continue
        quoted = m[1] if m[1] is not None else m[2]
        words = [w.lower() for w in _WORDS.findall(m[0] if quoted is None else quoted)]
        keyish = "".join(words) in levels or all(w in _GEN_TIME or w in levels for w in words)
        if quoted is not None and not (words and keyish):
            told = all(g.lookup(p.strip()) for p in quoted.split("/")) or leveled
            null = re.sub(r"[\W_]", "", quoted.lower()) in _GEN_NULL | {"na"}  # ("n/a", "<none>")
            told = told or quoted.strip() in ("", "?") or null
            out.append(("value" if told else "text", "none" if null else quoted))
        elif m[3] or (len(words) == 1 and words[0] in _GEN_NULL):
            out.append(("value", "?" if m[3] else "none"))
        else:
            out.append(("word", words))
        leveled = out[-1][0] == "word" and "".join(words) in levels
    return out


def _gen_values(levels: dict[str, str], atoms: list, head: tuple) -> tuple | None:
    """A statement's values as (time, level, value) and the time and level it ends on."""
    time, lv, vals = head[0], head[1], list[tuple[str | None, str | None, str]]()
    seen = set[str]()
    for kind, a in atoms:
        if kind == "word" and vals and time is None and any(w in _GEN_TIME for w in a):
            return None  # a time after its values ("... WHERE phase = 'prior'"): unsure
        if kind == "word":
            seen |= {w for w in a if w in _GEN_TIME or w == "and"}
            time = next((_GEN_TIME[w] for w in a if w in _GEN_TIME), time)
            time = "now" if _gen_built(seen) and not vals else time
            spans = ["".join(a[i:j]) for i in range(len(a)) for j in range(i + 1, i + 4)]
            lv = next((levels[s] for s in spans if s in levels), lv)
            if lv and _GEN_HEDGE.intersection(a):  # ("team: unsure", "team: guess X")
                vals.append((time, lv, "?"))
        elif kind == "value":
            vals.append((time, lv, str(a) or "none"))
    return vals, time, lv


def _gen_built(words: Iterable[str]) -> bool:
    """Whether words name both times, not joined by "and" ("FROM prior AS current", "current:
    prior", "current = prior // {"): now, built on the prior (it cannot be built on now)."""
    return {_GEN_TIME.get(w, w) for w in words if w in _GEN_TIME or w == "and"} == {"prior", "now"}


def _gen_statement(universe: Universe, stmt: str, head: tuple, noted: bool) -> tuple | None:
    """A statement's values, the time, level and status it ends on, and its note."""
    levels, atoms = _level_keys(universe.levels), _gen_atoms(universe, stmt)
    atoms = _gen_keyed(levels, atoms)
    words = [w for k, a in atoms if k == "word" for w in a]
    got = _gen_values(levels, [a for a in atoms if a[0] == "word" or not noted], head)
    cols = sum(k == "word" and "".join(a) in levels for k, a in atoms)
    if got is None or (not got[0] and cols > 1 and not noted):  # a column header
        return None
    vals, time, lv = got
    vals = vals or _gen_unsaid(levels, stmt, atoms, time, lv)
    chained = bool(vals) and _CHAIN.search(stmt) is not None  # ("a = b = {": both)
    vals = [("both" if chained else t, v, x) for t, v, x in vals]
    status = noted or head[2] or _gen_status(atoms, words, bool(vals))
    note = " ".join(str(a) if k != "word" else " ".join(a) for k, a in atoms)
    texts = "; ".join(str(a) for k, a in atoms if k == "text")
    return vals, (time, lv, status), note if status else texts


def _gen_keyed(levels: dict[str, str], atoms: list) -> list:
    """Atoms less a status key's values up to the next level ("rejected = [X]": not held); a
    status with no value after it ("bluff = true") or all values notes the whole statement."""
    out, off = [], False
    for i, (k, a) in enumerate(atoms):
        nxt = [x for x, _ in atoms[i + 1 : i + 2]]
        keyed = k == "word" and _GEN_STATUS.intersection(a) and nxt == ["value"]
        off = bool(keyed) or (off and not (k == "word" and "".join(a) in levels))
        out += [] if off else [(k, a)]
    return out if any(k == "value" for k, _ in out) else atoms  # (none left: a note of all)


def _gen_status(atoms: list, words: list[str], vals: bool) -> bool:
    """Whether a statement's words, or its quoted label's, say its values are not held."""
    label = [w for k, a in atoms if k == "text" and not vals for w in _WORDS.findall(a.lower())]
    return (vals and "not held" in " ".join(words)) or bool(_GEN_STATUS.intersection(words + label))


def _gen_unsaid(levels: dict[str, str], stmt: str, atoms: list, time: str, lv: str) -> list:
    """A statement naming no value: a hedge ("?" at its level: one named before it, in its line
    or its section), a time not scored (nothing told), a level then no value ("team: db 0",
    "TEAM VALUE SPACES": none held) or nothing."""
    words = [w for k, a in atoms for w in (a if k == "word" else _WORDS.findall(a.lower()))]
    own = [i for i, (k, a) in enumerate(atoms) if k == "word" and levels.keys() & a]
    if lv and (_HEDGE.search(_UNQUOTE.sub("", stmt)) or _GEN_HEDGE.intersection(words)):
        return [(time, lv, "?")]
    if time and lv and (any(map(_GEN_DROP.fullmatch, words)) or re.search(r"\s-[ \t]*\W?\w", stmt)):
        return [(time, lv, "none")]  # a key removed ("unset($now['team'])", "prior - 'team'")
    if time and ("unscored" in words or "lost" in words):
        return [(time, None, "?")]
    timed = any(k == "word" and _GEN_TIME.keys() & set(a) for k, a in atoms)
    said = own and (
        own[-1] < len(atoms) - 1 or stmt.rstrip().endswith(("=", ":") if timed else "=")
    )
    if time and (empty := _gen_empty(stmt, words, time, lv if own else None)) is not None:
        return empty
    return [(time, lv, "none")] if said else []  # ("KEY :=", "prior team:": none)


def _gen_empty(stmt: str, words: list[str], time: str, lv: str | None) -> list | None:
    """A timed empty record's values: none (at its own level or all), or none for a copy."""
    if re.search(r"(?:[=:,\"']|\w)[ \t]*[#%@]?(?:\{[ \t]*\}|\[[ \t]*\]|\([ \t]*\))", stmt):
        return [] if _gen_built(words) else [(time, lv, "none")]  # ("prior = {}", "x.team = []")
    if not lv and re.search(r"\w[({\[][^(){}\[\]:=,]*[:=][^(){}\[\]:=,]*[)}\]]", stmt):
        return [(time, None, "none")]  # one holding only its time ("Estimate(kind: Prior)")
    lhs, *rhs = re.split(r":?=", stmt, maxsplit=1)  # a closed record of no key ("Estimate new")
    timed = [bool(_GEN_TIME.keys() & set(_WORDS.findall(x.lower()))) for x in (lhs, *rhs)]
    if not lv and timed == [True, False] and not re.search(r"[\"']|[{\[(][^)\]}]*$|^\s*$", rhs[0]):
        return [(time, None, "none")]
    return None  # (not one)


def _gen_emit(vals: list, note: str, named: bool) -> list[Triple] | None:
    """A statement's triples (values at no level: a path); None when unsure."""
    by: dict[tuple, list[str]] = {}
    for t, lv, v in vals:
        by.setdefault((t, lv), []).append(v)
    out: list[Triple] = []
    for (t, lv), vs in by.items():
        vs = list(dict.fromkeys(vs))
        if lv is None and len(vs) > 1 and (set(vs) & {"none", "?"} or named):
            return None
        v = (" / ".join(vs) if lv is None else "?") if len(vs) > 1 else vs[0]
        for tt in ("prior", "now") if t == "both" else (t,):
            out.append(((*([tt] if tt else []), *([lv] if lv else [])), v, note))
    return out


def _gen_line(universe: Universe, line: str, head: tuple, named: bool) -> tuple | None:
    """A line's triples, the key its last statement ends on, whether it names a value."""
    noted = re.split(r"[\W_]", line.partition(":")[0].lower())[-1] in ("note", "description")
    if not noted and _PROSE.search(_UNQUOTE.sub("", line)):
        return None
    named = named and "path" not in _WORDS.findall(line.lower())  # (a key naming a path)
    out, said, last = list[Triple](), False, (None, None, False)
    masked = _UNQUOTE.sub(lambda m: "_" * len(m[0]), line)
    cuts = [0, *(m.end() for m in re.finditer(r";(?=\s|$)", masked)), len(line) + 1]
    for a, b in itertools.pairwise(cuts):  # (a statement after another: of its key)
        key = head if a == 0 else (last[0] or head[0], last[1] or head[1], head[2])
        got = _gen_statement(universe, line[a : b - 1], key, noted)
        if got is None:
            return None
        vals, last, note = got
        if last[2] and said and not vals:  # a status after values: a note on them
            out = [(p, v, f"{n}; {note}") for p, v, n in out]
        elif last[2]:  # a status: a note on its values, none held
            out.append(((*([last[0]] if last[0] in ("prior", "now") else []), "note"), note, ""))
        elif (emitted := _gen_emit(vals, note, named)) is None:
            return None
        else:
            out += emitted
        said = said or bool(vals)
    return out, last, said or noted


def _gen_lines(text: str) -> list[tuple[str, str, bool]]:
    """A note's lines: each without its comment, the comment, and whether the next line
    said is indented deeper (a comment holding only a time, "## Prior", is a header)."""
    out = []
    for line in map(str.rstrip, text.splitlines()):
        cm = _GEN_COMMENT.search(_UNQUOTE.sub(lambda m: "_" * len(m[0]), line))
        if cm and (cm.start() or not _GEN_TIME.keys() >= set(_WORDS.findall(line.lower()))):
            out.append([line[: cm.start()].rstrip(), line[cm.start(1) :], False])
        else:
            out.append([line, "", False])
    nxt = -1
    for row in reversed(out):
        ind = len(row[0]) - len(row[0].lstrip())
        row[2], nxt = nxt > ind, ind if row[0] else nxt
    return [tuple(r) for r in out]  # type: ignore[misc]


def _gen_noted(
    u: Universe, line: str, head: tuple, named: bool, note: str, fresh: bool
) -> tuple | None:
    """:func:`_gen_line` with its comment: after values, a note on them; after a header, on
    its line or the next, a statement of its section ("<prior/> <!-- nothing -->"); else a
    note of its own."""
    if not (got := _gen_line(u, line, head, named)) or not note:
        return got
    alone = None if got[0] or not (line or fresh) else _gen_line(u, note, got[1], named)
    mine = alone[0] if alone and alone[2] else [(("note",), note, "")]
    return ([(p, v, f"{n}; {note}") for p, v, n in got[0]] or mine, *got[1:])


def _gen_header(got: tuple, head: tuple, end: str, under: bool, opens: bool) -> bool:
    """Whether a line is a section's header, for the lines under it or up to the next one: it
    names no value, and names a time (no status), or lines under it are deeper, or it opens a
    block ("key {", a block's first line)."""
    timed = got[1][0] not in (None, head[0]) and not got[1][2]
    return not got[2] and (timed or under or (opens or end in "{:[") > (end in ".;)"))


_FORM = r"[\[{(](?:[^\[\]{}()]|[\[{(](?:[^\[\]{}()]|[\[{(][^\[\]{}()]*[\]})])*[\]})])*[\]})]"
_BLOCK = r"--\[\[|/\*|#\||\{-|\(\*|#=|<#"  # (a block comment's opener: it runs to the next closer)
_DISCARD = re.compile(  # (a block comment; a datum comment and its form: "#_{...}", "#;(...)")
    rf"#[_;][ \t]*(?:{_FORM}|\"[^\"\n]*\"|\w+)|(?<!\S)/-[^\n{{]{{0,200}}(?:{_FORM})?"  # (a node: "/-x 1")
    rf"|(?:{_BLOCK})(?:(?!{_BLOCK})[\s\S])*?(?:\]\]|\*/|\|#|-\}}|\*\)|=#|#>)"
    # a record commented out ("# prior <- list(", "-- let current = {"): never held
    r"|(?im:(?<![^ \t\n])(?:#|//|--|%(?=\s)|;)[ \t]*(?:[a-z]+[ \t]+)?[\w.$@*%]*(?:prior|current)[\w.$@*]*"
    r"[ \t]*:?=[ \t]*[\w.:]*[ \t]*[({\[\"'].*)"
    # dead code: an "if false" block to its closer or its end ("if (FALSE) {", "if false ... end")
    r"|(?im:^(?P<ind>[ \t]*)#?if[ \t(]+(?:false|0|#f|nil)[ \t);]*(?:then|:|do|\{)?[ \t]*\n(?:"
    r"(?:(?!(?P=ind)(?:[})]|end\b|fi\b|#endif)).*\n){0,40}?(?P=ind)(?:[})]|end\b|fi\b|#endif).*"
    r"|(?:(?P=ind)[ \t]+.*\n|[ \t]*\n)*))"  # (and a block on lines of its own: "%{", "=begin")
    r"|(?im:^[ \t]*(?P<q>%\{|=begin|=pod|\"\"\"|''')[ \t]*\n[\s\S]*?^[ \t]*(?:%\}|=end|=cut|(?P=q)).*)"
)
_ARROW = re.compile(r"(?<=\S)[ \t]*<<?-[ \t]*(?=\S)")  # R's assignment: "prior <- list("


def _gen_triples(u: Universe, text: str, current: bool) -> list[Triple] | None:
    """A note in no known syntax as triples (see above); None when unsure."""
    text = _DISCARD.sub("", _ARROW.sub(" = ", text)) if len(text) <= 20_000 else ""
    text = re.sub(r"([{\[(])[ \t]*\n[ \t]*(?=[}\])])", r"\1", text)  # (an empty block: "{\n}")
    if not _JOINED.search(text):
        return None
    if _PY_START.match(text.lstrip("[")) and re.match(r"[\s\[{(]*[\"']", text):
        return None  # (a JSON or Python literal, its keys quoted, left to its parser)
    levels, out = _level_keys(u.levels), list[Triple]()
    scope: list[tuple[int, tuple]] = []  # the open sections: their indent and key
    opens = fresh = True  # the next line opens a block; the last one (or none) opened a section
    built = False  # a header names both times: now built on the prior
    named = any(_key(w) in levels for w in re.findall(r"[A-Za-z][\w-]*", _UNQUOTE.sub("", text)))
    for line, note, under in _gen_lines(text):
        ind = len(line) - len(line.lstrip())
        shut = bool(re.fullmatch(r"[)}\]]+[;,]?|end\w*;?", line.strip()))  # (closes a block)
        scope = [s for s in scope if s[0] < ind + (not shut)] if line else scope
        head = scope[-1][1] if scope else (None, None, False)
        if not (got := _gen_noted(u, line, head, named, note, fresh)):
            return None
        out, end, fresh = out + got[0], line[-1:] or "\n", False
        timed = {p[:1] for p, _, _ in got[0] if p[-1:] != ("note",)}  # (now copied, then changed)
        built |= timed <= {("now",)} and _gen_built(_WORDS.findall(line.lower()))
        if not line and not note and not any(s[1][0] for s in scope):
            scope, opens = [], True
        elif _gen_header(got, head, end, under, opens):
            built |= _gen_built(_WORDS.findall(line.lower()))
            scope = [s for s in scope if s[0] < ind]
            parent = scope[-1][1] if scope else (None, None, False)
            scope.append((ind, _gen_line(u, line, parent, named)[1]))  # type: ignore[index]
            fresh = True
        opens = end in "}\n" and not note
    return _gen_held(out, current, built)


def _gen_held(out: list[Triple], current: bool, built: bool) -> list[Triple] | None:
    """A note's triples, its prior ones held now when it has none for now (or those of levels
    it has none for, when a header builds now on the prior); None if no value."""
    values = [p for p, _, _ in out if p and p[-1] != "note"]
    now = {p[1:] for p in values if p[0] == "now"}
    if current and (built or not now):  # held since the start
        held = [t for t in out if t[0][:1] == ("prior",) and t[0][1:] not in now]
        out = [((*("now" if w == "prior" else w for w in p),), v, n) for p, v, n in held] + out
    return out if values else None


_PY_NOTE = re.compile(r"""(?:[^'"#\n]|'[^'\n]*'|"[^"\n]*")*#([^\n]*)""")
_PY_START = re.compile(r"\s*(?:\w+\s*=\s*)?(?:\{|dict\(|\(|\[)")


def _py_leaf(node: ast.expr, top: bool = True) -> object:
    """A Python literal's value: a string or None, a tuple by level (a nested one: "?")."""
    if isinstance(node, (ast.Tuple, ast.List)):  # (two values at one level: open)
        vals = [_py_leaf(e, False) for e in node.elts]
        return vals if top else vals[0] if len(vals) == 1 else CANNOT_TELL
    if isinstance(node, ast.Dict | ast.Name) and getattr(node, "id", "null") == "null":
        return None  # JSON's null, or an empty mapping: nothing held
    if isinstance(node, ast.Constant):
        return node.value if node.value is None else str(node.value)
    raise ValueError(node)


def _py_triples(text: str) -> list[Triple] | None:
    """A Python literal note (dicts, "dict(...)", tuples, JSON; "name = ..." lines and "#"
    comments) as triples; None when the text is none. Bounded before parsing: ast recurses."""
    body = text.strip()
    if not _PY_START.match(body):
        return None
    if (
        len(body) > 20_000
        or max(itertools.accumulate((c in "([{") - (c in ")]}") for c in body)) > 16
    ):
        return []  # no note is this long or deep: not read as one (nor as pairs: quadratic)
    with contextlib.suppress(SyntaxError, ValueError, AttributeError, MemoryError, RecursionError):
        notes = [m[1].strip() if (m := _PY_NOTE.match(ln)) else "" for ln in body.splitlines()]
        out: list[Triple] = []
        known: dict[str, ast.expr] = {}  # "current = prior"

        def walk(node: ast.expr, path: tuple[str, ...], first: int) -> None:
            node = known.get(node.id, node) if isinstance(node, ast.Name) else node
            items = (
                list(zip(node.keys, node.values, strict=True)) if isinstance(node, ast.Dict) else []
            )
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "dict":
                items = [(ast.Constant(kw.arg, lineno=kw.lineno), kw.value) for kw in node.keywords]
                for copied in node.args:  # "dict(prior, team=...)": a copy, then changed
                    walk(copied, path, first)
            for k, v in items:
                walk(v, (*path, str(k.value)), k.lineno)  # type: ignore[union-attr]
            if not items:
                note = "; ".join(filter(None, notes[first - 1 : node.end_lineno]))
                out.append((path, _py_leaf(node), note))

        for st in ast.parse(body).body:
            if isinstance(st, ast.Assign) and isinstance(name := st.targets[0], ast.Name):
                known[name.id] = st.value
                walk(st.value, (name.id,), st.lineno)
            else:
                walk(st.value, (), st.lineno)  # type: ignore[attr-defined]
        return out
    return None


_HEADER = re.compile(r"[A-Za-z][\w-]*:(?:[ \t]|$)|[ \t]")


def _header_triples(text: str) -> list[Triple] | None:
    """An e-mail header block ("X-Prior: A / B", "Subject: ...") as triples, a quoted ("> ")
    line left out (a forwarded line is not the defender's); None when the text is none."""
    if len(text) > 20_000:  # (as a Python note's)
        return [] if re.match(r"\s*(?:[A-Za-z][\w-]*:[^\n]*\n)*X-", text, re.I) else None
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith(">")]
    if not any(ln[:2].lower() == "x-" for ln in lines) or not all(map(_HEADER.match, lines)):
        return None
    msg = HeaderParser().parsestr("\n".join(lines) + "\n\n")
    return [((k,), str(v), "") for k, v in msg.items()]


# three more tokenisers for the same reader, each bounded as a Python note is: protobuf text,
# shell heredocs and Org outlines (docs/grounding.md, "Estimates")
_PROTO = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}]|[^\s{}:,"]+')
_HEREDOC = re.compile(
    r"(?:cat|tee)\b[^\n<]*<<-?[ \t]*['\"]?(\w+)['\"]?[^\n]*\n([\s\S]*?)\n[ \t]*\1"
)
_ORG_HEAD = re.compile(
    r"(\*+)[ \t]+(?:(?:TODO|DONE|CANCELL?ED|WAITING|NEXT)[ \t]+)?(.*?)(?:[ \t]+:[\w:@]+:)?[ \t]*"
)
_LINE = re.compile(
    # (a key's words one space apart: a key's spaces and the ones before ":" never overlap, so
    # a long line of spaces is read in linear time, not quadratic)
    r"[ \t]*(?:[-+][ \t]+)?(?:\[[ xX-]\][ \t]+)?([A-Za-z][\w.-]*(?:[ ][\w.-]+)*)[ \t]*:[ \t]+(.*)"
)


def _proto_triples(text: str) -> list[Triple] | None:
    """A protobuf text-format note as triples; None when the text is none."""
    if not re.match(r"\s*\w+\s*\{", text) or _DOT.match(text):
        return None
    if len(text) > 20_000 or max(itertools.accumulate((c == "{") - (c == "}") for c in text)) > 16:
        return []
    out: list[Triple] = []
    path: list[str] = []
    key = ""
    for line in text.splitlines():
        m = _PY_NOTE.match(line)
        (code, note), start = (line[: m.start(1) - 1], m[1].strip()) if m else (line, ""), len(out)
        code = re.sub(r"\[([^\[\]]*)\]", lambda r: '"?"' if "," in r[1] else r[1] or '""', code)
        for tok in _PROTO.findall(code):
            if tok == "{" and key:
                path, key = [*path, key], ""
            elif tok == "}" and path and not key:
                path.pop()
            elif key and tok not in "{}":  # its value
                v = tok.strip('"') or None
                out.append(((*path,), None, note) if key == "none" else ((*path, key), v, note))
                key = ""
            elif tok[0] in '"{}':
                return None
            else:
                key = tok
        if note and len(out) == start:
            out.append(((), note, ""))
    return None if path or key or not out else out


def _line_triples(text: str) -> list[Triple] | None:
    """A shell heredoc's or an Org outline's lines as triples; None when the text is neither."""
    first = text[:20_001].lstrip().partition("\n")[0]  # (bounded before it is copied)
    if not _ORG_HEAD.fullmatch(first) and not re.match(r"(?:cat|tee)\b[^\n<]*<<", first):
        return None
    if len(text) > 20_000:
        return []  # (as a Python note's)
    doc = _HEREDOC.fullmatch(text.strip())
    lines = doc[2].splitlines() if doc else [ln for ln in text.splitlines() if ln.strip()]
    out: list[Triple] = []
    heads: list[tuple[int, str]] = []  # the open headings: depth, key
    for line in lines:
        head = None if doc else _ORG_HEAD.fullmatch(line)
        if head:
            line = re.sub(r"\[\d*(?:/\d*|%)\]", "", head[2])
            heads = [h for h in heads if h[0] < len(head[1])]
            heads.append((len(head[1]), line.partition(":")[0].strip()))
        code, _, note = line.partition(" # ")
        code = code if doc else re.sub(r"(?<!\S)/(\S[^/\n]*?)/(?!\S)", r"\1", code)
        path = tuple(k for _, k in heads[: -1 if head else None])
        if pair := _LINE.fullmatch(code):
            out.append(((*path, pair[1]), pair[2].strip(), note.strip()))
        elif not head:
            out.append(((*path, "note"), code.strip(), note.strip()))
    return out if doc or heads else None


# a LaTeX table, as a person reads it (docs/grounding.md, "Diffs and diagrams")
_TABULAR = re.compile(r"\\begin\{tabular\}(?:\{[^{}\n]*\})?([\s\S]*?)\\end\{tabular\}")
_TEX = (
    (re.compile(r"\\(?:hline|toprule|midrule|bottomrule|cline\{[^}]*\})"), ""),
    (re.compile(r"\\sout\{[^{}]*\}"), ""),
    (re.compile(r"\\(?:footnote|textcolor\{[^{}]*\}|emph)\{([^{}]*)\}"), r" (\1)"),
    (re.compile(r"\\multicolumn\{[^{}]*\}\{[^{}]*\}"), ""),
    (re.compile(r"\$[^$\n]*\$|\\[a-zA-Z]+\*?"), " "),
    (re.compile(r"[{}]"), ""),
)


_LATEX_HEDGE = re.compile(r"\b(?:maybe|probably|perhaps|wavering|torn|or)\b|\?", re.I)


def _tabular(text: str) -> str | None:
    """A LaTeX ``tabular`` note as the pipe table its rows make; None when there is none."""
    block = _TABULAR.search(text) if "tabular" in text else None
    if block is None:
        return None
    body = re.sub(r"(?<!\\)%[^\n]*", "", block[1])
    for rx, to in _TEX:
        body = rx.sub(to, body)
    cells: list[list[str]] = []
    hedged: set[int] = set()  # the columns with a hedged cell: a "--" below it is open too
    for row in ([c.strip() for c in r.split("&")] for r in body.split("\\\\") if "&" in r):
        if cells:  # a row below the header
            dash = [c in ("--", "---") for c in row]
            row = [
                "?" if _LATEX_HEDGE.search(c) or (d and k in hedged) else "none" if d else c
                for k, (c, d) in enumerate(zip(row, dash, strict=True))
            ]
            hedged |= {k for k, c in enumerate(row) if c == "?"}
        cells.append(row)
    notes = re.findall(r"(?<!\\)%([^\n]*)", text[: block.start()] + text[block.end() :])
    return "\n".join(["| " + " | ".join(r) + " |" for r in cells] + notes) if cells else None


# an S-expression note, as a person reads it (docs/grounding.md, "Diffs and diagrams")
_SEXP = re.compile(r'"[^"\n]*"|;[^\n]*|[()]|[^\s()";]+')
_SEXP_OPS = {"maybe": "?", "probably": "?", "or": "{}", "struck": ""}
_SEXP_VALS = (None, "same-as", *_SEXP_OPS)  # (a list of values, not a section)
_PLIST_KEYS = frozenset(["top", "mid", "middle", "low", "bottom"])
_SEXP_UNHELD = re.compile(r"bluff(?:ed)?|news|rejected|decoy|example|floated", re.I)


def _sexp_head(x: object) -> str | None:
    ok = isinstance(x, list) and x and isinstance(x[0], str) and x[0][0] not in '";'
    return x[0].lstrip(":") if ok and x[0].lstrip(":") not in _PLIST_KEYS else None


def _sexp_values(x: object, notes: list[str]) -> list[str]:
    if isinstance(x, list):
        op = _sexp_head(x)
        vals = [v for i in x[op in _SEXP_OPS :] for v in _sexp_values(i, notes) if v]
        return [_SEXP_OPS[op].format(" or ".join(vals))] if op in _SEXP_OPS else vals
    if x.startswith(":") and x[1:] not in _PLIST_KEYS:
        notes.append(x[1:])
    return [] if x.startswith((":", ";")) else ["none" if x == "nil" else x.strip('"')]


def _sexp(text: str, levels: tuple[str, ...]) -> str | None:
    """An S-expression note as "prior:" / "current:" sections of "level: value" lines."""
    stack: list[list] = [[]]
    for tok in _SEXP.findall(text) if text.lstrip().startswith(("(", ";")) else ():
        if len(stack) > 32:
            return None  # no note nests this deep; reading it further would recurse as deep
        if tok == "(" or (tok == ")" and len(stack) > 1):
            stack.append([]) if tok == "(" else stack[-2].append(stack.pop())
        elif tok not in ".)":
            stack[-1].append(tok)
    secs: dict[str, tuple[list[str], list[str]]] = {}

    def walk(items: list) -> None:
        for x in items:
            head = _sexp_head(x)
            if isinstance(x, str) and x.startswith(";") and secs:
                secs[list(secs)[-1]][1].append(x.lstrip("; "))
            elif head and all(_sexp_head(i) in _SEXP_VALS for i in x):  # ("(example X)" too)
                vals = _sexp_values(x[1:], notes := [])
                same = _sexp_head(x[1:2] and x[1]) == "same-as" and secs.get(x[1][-1])
                secs[head] = ([*same[0]] if same else vals, notes)
            elif isinstance(x, list):
                walk(x[1:] if head else x)

    walk(stack[0] if len(stack) == 1 else [])
    out = []
    for key, (vals, notes) in secs.items():
        if _time_key(key) in _TIME_KEYS:
            row = [*vals[: vals.index("?")], *"???"] if "?" in vals else vals
            if any(_SEXP_UNHELD.fullmatch(n) for n in notes) or not set(vals) - {"none"}:
                out.append(f"{key}: unknown")  # (":bluff": nothing held then)
            else:
                out += [f"{key}:", *map("  {}: {}".format, levels, row)]
            out[-1] += f"   # {'; '.join(notes)}" if notes else ""
    return "\n".join(out) or None


# a Graphviz note, as a person reads it (docs/grounding.md, "Diffs and diagrams")
_DOT = re.compile(r"\s*(?:strict\s+)?(?:di)?graph\b[^{]*\{")
_DOT_STMT = re.compile(r'(?:"(?:[^"\\\n]|\\.)*"|\[[^\]]*\]|[^;\n"\[{}])+|[{}]')
_DOT_ATTR = re.compile(r'(\w+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([\w.#-]+))')
_DOT_ID = re.compile(r'"((?:[^"\\]|\\.)*)"|([\w.]+)')
_NOT_HELD = re.compile(r"\b(?:example|decoy|floated|guess(?:ed)?|dashed|dotted)\b", re.I)
_OPEN = re.compile(r"\b(?:maybe|perhaps|possibly|torn|wavering|undecided)\b|^\s*\?+\s*$", re.I)


def _dot_time(name: str) -> str | None:
    words = {_key(name), *re.findall(r"[a-z]+", name.lower())}
    return "prior" if words & _PRIOR_KEYS else "now" if words & _CURRENT_KEYS else None


def _dot_graph(text: str) -> tuple[dict[str, str], list[tuple[str, str, dict[str, str]]]]:
    """A Graphviz source's node labels and its edges with their attributes; a node in a
    cluster hangs from the cluster ("cluster <name> <label>"), so a cluster can name a time."""
    body = re.sub(r"//[^\n]*|/\*[\s\S]*?\*/", "", text[text.index("{") + 1 :])
    labels: dict[str, str] = {}
    edges: list[tuple[str, str, dict[str, str]]] = []
    clusters: list[str] = []  # those open at a statement
    for stmt in (m[0].strip() for m in _DOT_STMT.finditer(body)):
        head, _, rest = stmt.partition("[")
        attrs = {k.lower(): a or b for k, a, b in _DOT_ATTR.findall(rest)}
        ids = [a or b for a, b in _DOT_ID.findall(head)]
        if stmt == "}":
            clusters = clusters[:-1]
        elif head.startswith("subgraph"):
            clusters.append("cluster " + head.removeprefix("subgraph"))
        elif clusters and (m := _DOT_ATTR.fullmatch(stmt)) and m[1] == "label":
            clusters[-1] += " " + (m[2] or m[3])
        elif "=" not in head and ids and ids[0] not in ("node", "edge", "graph"):
            edges += [(x, y, attrs) for x, y in itertools.pairwise(ids)]
            edges += [(clusters[-1], n, {}) for n in ids if clusters]
            if len(ids) == 1:
                labels[ids[0]] = attrs.get("label", labels.get(ids[0], ids[0]))
    return labels, edges


def _dot(universe: Universe, text: str, current: bool) -> Belief | None:
    """A Graphviz note's estimate for the asked time; None when no node names a time."""
    legend = {k.lower(): v for k, v in re.findall(r"//[ \t]*(\w+)[ \t]*=[ \t]*([^\n]+)", text)}
    labels, edges = _dot_graph(text)
    times = {n: _dot_time(labels.get(n, n)) for e in edges for n in e[:2]}
    times |= {n: _dot_time(label) for n, label in labels.items()}
    if not any(times.values()):
        return None
    g = grounder_for(universe)
    depth = {n: -1 for n, t in times.items() if t == ("now" if current else "prior")}
    # the note speaks only of the other time: the asked one cannot be told
    claims, unsure, todo = set[str](), set[int]() if depth else {0}, list(depth)
    out: dict[str, list[tuple[str, dict[str, str]]]] = {}  # each node's edges, built once
    for x, y, attrs in edges:
        out.setdefault(x, []).append((y, attrs))
    while todo:
        a = todo.pop(0)
        for y, attrs in (e for e in out.get(a, ()) if e[0] not in depth):
            marks = [attrs.get("label", ""), *(legend.get(v.lower(), v) for v in attrs.values())]
            label = labels.get(y, y).replace("\\n", "\n")
            rejected = any(_REJECTED.search(m) or _NOT_HELD.search(m) for m in marks)
            if rejected or _REJECTED.search(label):
                continue  # an edge or a node that says the value was not taken up
            names = g.names(label, prose=False)  # a node's label is a name, not prose
            levels = [universe.level_index(universe.level_of(n)) for n in names]
            depth[y] = max(levels, default=depth[a] + 1)
            if _OPEN.search(label) or _OPEN.search(marks[0]):
                unsure.add(depth[y])
            else:
                claims |= names
            todo.append(y)
    held = [universe.level_index(universe.level_of(n)) for n in claims]
    cut = min(unsure | {i for i in held if held.count(i) > 1}, default=len(universe.levels))
    belief = g.belief_from_names(claims)
    return {lv: CANNOT_TELL if i >= cut else v for i, (lv, v) in enumerate(belief.items())}


def _table_estimate(
    universe: Universe, rows: list[list[str]], col: int, text: str, current: bool
) -> Belief | None:
    """A table's estimate from the asked time's column ``col``."""
    pairs = [(r[0], r[col]) for r in rows[2:] if len(r) > col]
    if _names_elsewhere(universe, rows, col):  # "unknown" beside names: not known then
        pairs = [(k, "none" if _key(v) == "unknown" else v) for k, v in pairs]
    # a note beside the table on the one value it names says the attacker did not hold it:
    # before ("% they claimed X; it was news to them") or now ("they dropped X")
    g = grounder_for(universe)
    gone = set()
    for ln in (ln for ln in text.splitlines() if ln.count("|") < 2):
        late = _NOT_BEFORE.search(ln) is not None  # "news to them" speaks of the prior
        named = g.names(ln)
        if (late if not current else not late and _REJECTED.search(ln)) and len(named) == 1:
            gone |= named
    pairs = [(k, "none" if g.lookup(_unmarked(v) or "") in gone else v) for k, v in pairs]
    return _level_values(universe, _level_keys(universe.levels), pairs, current)


def _csv_rows(text: str) -> list[list[str]] | None:
    """A CSV note keyed by level (``level,prior,current``; "#" lines are notes, not rows) as a
    table's rows, a separator row after its header; None when the text is no such note."""
    lines = [
        ln for ln in text.strip().splitlines() if ln.strip() and not ln.lstrip().startswith("#")
    ]
    if len(lines) < 2 or _key(lines[0].split(",")[0]) != "level":
        return None
    head, *rows = list(csv.reader(lines))
    if any(len(r) < 2 for r in rows):
        return None
    notes = [i for i, c in enumerate(head) if _key(c) in ("comment", "note", "notes")]
    now = [i for i, c in enumerate(head) if _key(c) in _CURRENT_KEYS]
    for r in rows:
        # an empty cell is nothing known; a note that they rejected the value empties "now"
        r[1:] = [c if c.strip() else "none" for c in r[1:]]
        if any(i < len(r) and _REJECTED.search(r[i]) for i in notes):
            r[:] = [("none" if i in now else c) for i, c in enumerate(r)]
    return [head, ["---"] * len(head), *rows]


def _names_elsewhere(universe: Universe, rows: list[list[str]], col: int) -> bool:
    """Whether a before/after table names a value in a time column other than ``col``: then
    the defender could tell, and an "unknown" in ``col`` says the attacker did not know."""
    times = {i for i, c in enumerate(rows[0]) if _time_key(c) in _TIME_KEYS} - {col}
    g = grounder_for(universe)
    return any(g.lookup(r[i].strip()) for r in rows[2:] for i in times if i < len(r))


def _pairs_estimate(
    universe: Universe, levels: dict[str, str], text: str, current: bool
) -> Belief | None:
    """Pairs such as "team: X", from the asked time's section when the text has sections; a
    section that is only a null ("prior: ~", "prior: unknown") says nothing was known then."""
    if len(chunks := _SECTION.split(text)) > 1:  # "prior: {..}\ncurrent: {..}": the asked lines
        keys, it = (_CURRENT_KEYS if current else _PRIOR_KEYS), iter(chunks[1:])
        text = "\n".join(b for k, b in zip(it, it, strict=True) if k.lower() in keys)
        # (a quoted null too, TOML's 'prior = "unknown"')
        if _COMMENT.sub("", text).strip().strip("\"'").lower() in (*NOT_KNOWN_WORDS, "unknown"):
            return dict.fromkeys(universe.levels)
    # a YAML comment is the defender's note on its line's value: one that says the attacker
    # rejected it ("# I offered it as a decoy; they laughed it off") leaves it not believed now
    # (a note naming another value speaks of that one: "= X ; I offered Y as an example")
    names = grounder_for(universe).names
    rejected = {
        _key(m[1])
        for m in _NOTED.finditer(text)
        if (r := _REJECTED.search(m[2]))
        and (current or "bluff" in r[0].lower())  # (a prior's claim called a bluff)
        and names(m[2]) <= names(m[0][: -len(m[2])])
    }
    # one that says they were torn ("# split between X and Y") leaves the level open: "?"
    torn = {_key(m[1]) for m in _NOTED.finditer(text) if _TORN.search(m[2])}
    text = _COMMENT.sub("", text)
    found = [(k, v) for k, v in _PAIR.findall(text) if _key(k) not in _TIME_KEYS]
    pairs = [
        (k, None if _key(k) in rejected else "?" if _key(k) in torn else v)
        for k, v in found
        if _key(k) in levels
    ]
    if not pairs or len(pairs) != len(found):
        return None  # a key that is no level ("they knew: X") makes the text prose
    return _level_values(universe, levels, pairs, current)


@functools.lru_cache(maxsize=256)
def _level_keys(levels: tuple[str, ...]) -> dict[str, str]:
    """Each level by its :func:`_key`, and by its head noun where no other level shares it
    ("team" for ``team_name``; shared, so read-only)."""
    heads = [_key(_nouns(lv).split("|")[-1]) for lv in levels]
    short = {h: lv for h, lv in zip(heads, levels, strict=True) if heads.count(h) == 1}
    return short | {_key(lv): lv for lv in levels}


def _key(key: object) -> str:
    """A level name as written in any case and spacing: "Project code" -> "projectcode"."""
    return re.sub(r"[\W_]+", "", str(key).lower())


def _time_key(key: object) -> str:
    """A time column's header, "prior_value" as "prior"."""
    return _key(key).removesuffix("value")


def _unmarked(value: object) -> object:
    """A value without its own marks: a quoted scalar (team: "?") is its content, a tick
    before a name ("✔ X") is dropped, and a cross ("✘", "✘ (guessed X)") holds nothing."""
    if not isinstance(value, str):
        return value
    if _QUOTED.fullmatch(value.strip()):
        value = value.strip()[1:-1]
    mark = _CELL_MARK.match(value)
    return value if mark is None else None if mark[1] else value[mark.end() :]


def _level_values(
    universe: Universe, levels: dict[str, str], items: object, current: bool
) -> Belief | None:
    """Values by level; one written as prose ("Sales (known before)") is read as prose, and
    a level left out is not known, as in prose (docs/concepts.md, "Estimates")."""
    g = grounder_for(universe)
    out: Belief = dict.fromkeys(universe.levels)
    given: set[str] = set()
    for key, value in items:  # type: ignore[attr-defined]
        lv = levels.get(_key(key))
        if lv is None:
            return None  # not an estimate keyed by level
        given.add(lv)
        value = _unmarked(value)
        if str(value).strip().lower() == "unknown" and set(out.values()) - {None, CANNOT_TELL}:
            value = None  # "unknown" below a named level: not known, as in prose ("knew Acme")
        v = estimate_value(value)
        if isinstance(v, str) and v != CANNOT_TELL and g.lookup(v) is None:
            text = f"{key} {v}"  # the level word tells a name from an English word
            est = _read_belief(universe, text) if current else _read_prior(universe, text, False)
            if est.reading is Reading.UNREADABLE and not current:  # no cue: the key's section
                est = _read_prior(universe, text, True)  # or column is the asked time
            # a value its note says was rejected is not held ("X: floated by me, rejected")
            v = est.estimate[lv] if est.estimate else None if _REJECTED.search(text) else v
        out[lv] = g.lookup(v) or v if isinstance(v, str) else v
    # a level left out below one the defender cannot tell is not told either
    tell = next((i for i, v in enumerate(out.values()) if v == CANNOT_TELL), len(out))
    return {
        lv: CANNOT_TELL if i > tell and lv not in given else v
        for i, (lv, v) in enumerate(out.items())
    }


# a struck-through value's note at its line's end ("~~X~~ - (struck: X came from me)", "← struck;
# X was my guess"): it speaks of what was struck, so neither its names nor its cues are read
_STRUCK_NOTE = re.compile(r"(~~[^~\n]+~~[^\n]*?)[ \t]*(?:\([^\n]*\)|(?:←|<-+)[^\n]*)[ \t]*$", re.M)


def _notes(universe: Universe, text: str) -> str:
    """A text as its clauses are read: a struck value's note dropped, a status table's rows
    and a Mermaid diagram's labels as prose, a value told by its time alone as a timed label."""
    text = _MERMAID.sub(_mermaid, text) if "```" in text else text
    text = _TIME_LABEL.sub(_time_label, text)
    for pattern, rewrite in _REWRITES:  # (in order: each reads the text the one before left)
        if pattern.search(text):
            # (where a rule asks whether a name is a unit's, the units found in the text as it is)
            starts = {m.start for m in grounder_for(universe).mentions(text)}
            text = pattern.sub(functools.partial(_unless_doubted, rewrite, universe, starts), text)
    return _status_rows(_STRUCK_NOTE.sub(r"\1", text) if "~~" in text else text)


# a doubt in the sentence before a rewrite's words ("Maybe it kept X throughout", "Perhaps X was
# its answer when the chat began"): the words keep their own reading, which weighs the doubt; a
# label written for them would drop it and read a committed estimate (the same words of doubt
# keep _no_view_at_all from reading no view)
_DOUBT = re.compile(r"(?i)\b(?:maybe|perhaps|possibly|probably|likely|might|may|could|seem\w*)\b")


def _unless_doubted(rewrite, universe: Universe, starts: set[int], m: re.Match[str]) -> str:
    # (its sentence, at most its last 300 characters: many matches in a long text stay linear)
    lo = max(0, m.start() - 300)
    begin = max((e.end() for e in _SENTENCE.finditer(m.string, lo, m.start())), default=lo)
    if _DOUBT.search(m.string, begin, m.end()):
        return m[0]
    return rewrite(m, universe, starts)


def _unit_named(
    m: re.Match[str], group: str | int, universe: Universe, starts: set[int]
) -> str | None:
    """The name a rewrite's ``group`` begins with (before its person, limit or "only"), where it
    is a unit's exact name or the grounder found a unit there; else None (a capitalised word of
    no unit: "Kihap at the finish")."""
    if not m[group]:
        return None
    head = _HEAD_END.split(_ONLY_WORD.sub("", m[group]), maxsplit=1)[0]
    found = starts.intersection(range(m.start(group), m.end(group)))
    return head if head in universe or found else None


def _lead(sep: str) -> str:
    """The separator before a label a rewrite writes: a clause's or a sentence's end."""
    return sep if not sep.strip() else "; " if sep[0] in ",;" else ". "


# A value told by nothing but its time, with no verb ("X for T, no finer, at the start; Y at the
# end", "X for T, first turn and last"): read as the labels a note's sections use ("Before: X for
# T, no finer. After: Y"). Only a bare name (and its person, and a limit) before the time: a
# clause with any other word keeps its own reading.
_NOT_NAME = r"(?:nothing|none|no|everything|it|its|the|an?|this|that|what|which|where|then)\b"
_NAME = r"(?-i:[A-Z])[\w&'-]*(?:[ \t]+(?:&[ \t]+)?(?-i:[A-Z0-9])[\w&'.-]*){0,4}"
_STARTED = (
    r"(?:at|on|in)\s+(?:the\s+)?(?:start|outset|beginning|opening"
    r"|first(?:\s+(?:turn|message|exchange))?)|at\s+first|early(?:\s+on)?|to\s+begin|before"
    r"|in\s+its\s+early\s+(?:questions|messages|turns)|when\s+we\s+(?:began|started)"
    r"|before\s+my\s+repl(?:y|ies)|first|going\s+in"
    r"|when\s+(?:it|the\s+(?:chat|conversation|session))\s+(?:began|started|opened|arrived)"
)
_ENDED = (
    r"(?:at|on|in|by)\s+the\s+(?:end|finish|close|last(?:\s+(?:turn|message|exchange))?)"
    r"|at\s+last|late|after|to\s+end|when\s+we\s+(?:finished|stopped|ended)"
    r"|after\s+(?:them|my\s+repl(?:y|ies))|last|coming\s+out"
    r"|when\s+(?:it|the\s+(?:chat|conversation|session))\s+(?:signed\s+off|left|ended|finished|closed)"
)
_THROUGH = (
    r"first\s+(?:turn|message|exchange)\s+and\s+last|before\s+and\s+after|throughout"
    r"|right\s+through|(?:at|through)\s+every\s+(?:turn|exchange|message)"
    r"|(?:at|on|in)\s+(?:the|its)\s+(?:first|opening)\s+(?:\w+\s+)?and\s+(?:(?:at|on|in)\s+)?"
    r"(?:the|its)\s+(?:last|closing|final)(?:\s+\w+)?(?:\s+alike)?"
    r"|from\s+(?:the\s+)?(?:first|opening)\s+(?:\w+\s+)?to\s+(?:the\s+)?(?:last|closing|final)"
    r"(?:\s+\w+)?|(?:at\s+)?the\s+(?:start|opening|outset)\s+and\s+(?:at\s+)?the\s+(?:end|close|finish)(?:\s+alike)?"
    r"|from\s+(?:the\s+)?(?:start|opening|outset)\s+to\s+(?:the\s+)?(?:finish|close|end)"
    r"|start\s+to\s+finish|start\s+and\s+finish|opening\s+to\s+close|first\s+and\s+last"
    r"|(?:for\s+|through(?:out)?\s+)?the\s+whole\s+(?:session|chat|conversation|exchange)"
)
_LIMIT_WORDS = r"(?:no|nothing|stopping|without|never|neither|both|each)\b"  # (a limit's words)
_FRAGMENT = re.compile(
    rf"(?i)(^|[.;:!?][ \t]+|,[ \t]+|(?<=,)[ \t]+)(?:((?:(?:only|just)\s+)?(?!{_NOT_NAME}){_NAME}"
    rf"(?:\s+for\s+(?-i:[A-Z])[\w-]*)?(?:\s+(?:its|their)\s+(?:answer|pick|position|view|choice))?"
    rf"(?:(?:,\s+|\s+and\s+){_LIMIT_WORDS}[^,;.!?\n]{{0,40}})?"
    r"(?:,\s+(?:firmly|outright|with\s+(?:full\s+)?certainty))?)"
    r"|(no\s+view(?:\s+(?:about|of|on)\s+(?-i:[A-Z])[\w-]*)?(?:\s+(?:whatsoever|at\s+all))?"
    r"|nothing(?:\s+at\s+all)?|empty(?:\s+(?:on|about)\s+(?-i:[A-Z])[\w-]*)?)),?\s+"
    rf"(?:({_STARTED})|({_ENDED})|({_THROUGH}))"
    # (a comma after it ends the time's reach, but for a limit: "X at first, Y at last, no
    # finer")
    r"(?:(\s*,)(?!\s*(?:with\s+)?(?:(?:no|nothing)\s+(?:\w+er|below|beneath|more|under\w*)"
    r"|neither|both|each|without|stopping|never)\b)|(?=\s*(?:[.;,]|$)))",
    re.M,
)


_ONLY_WORD = re.compile(r"(?i)^(?:only|just)\s+")
_HEAD_END = re.compile(r"\s+for\s+|,|\s+and\s+")


def _fronted(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    if m[2] and not _unit_named(m, 2, universe, starts):
        return m[0]
    sep = _lead(m[1])
    time = "Before" if m[4] else "After" if m[5] else "Before and after"
    return f"{sep}{time}: {m[2] or 'nothing'}{';' if m[7] else ''}"


# a value told as what was held at a time, with a verb ("X was its firm answer for T when the chat
# began", "X for T was where it began", "X was the division it gave T first", "X was all it had
# on T until ..."): read as that time's label, as a verbless one is
_PERSON = r"(?:\s+for\s+(?-i:[A-Z])[\w-]*)?"
_HELD_AS = r"(?:answer|pick|position|view|belief|choice|call|placement|stance|word|take|line)"
_OF_PERSON = r"(?:\s+(?:for|of|on)\s+(?-i:[A-Z])[\w-]*)?"
_ANSWER_AT = re.compile(
    rf"(?i)(?P<sep>^|[.;:!?][ \t]+|,[ \t]+)(?P<name>(?:(?:only|just)\s+)?(?!{_NOT_NAME}){_NAME}{_PERSON}"
    rf"(?:,\s+{_LIMIT_WORDS}[^,;.!?\n]{{0,40}},)?)\s+was\s+(?:"
    rf"(?:its|their|the\s+attacker's)\s+(?:(?P<first>first|opening|starting|initial)\s+|(?P<last>last|closing|final)\s+"
    rf"|(?:\w+\s+){{0,2}}?){_HELD_AS}{_OF_PERSON}(?:\s+for\s+(?:the|its)\s+\w+)?"
    rf"(?(first)|(?(last)|\s+(?:(?P<start>{_STARTED})|(?P<both>{_THROUGH})|{_ENDED})))"
    r"|where\s+it\s+(?:(?P<began>began|started|opened|stood\s+(?:at\s+first|going\s+in|early\s+on))"
    r"|ended|finished|landed|closed|stood\s+(?:at\s+the\s+(?:end|close|finish)|coming\s+out))"
    r"|the\s+\w+\s+it\s+gave\s+(?-i:[A-Z])[\w-]*\s+(?P<gave>(?:at\s+)?first)"
    rf"|all\s+it\s+had(?:\s+(?:on|about|for)\s+(?-i:[A-Z])[\w-]*)?(?:(?=\s+(?P<until>until|till|before)\b)|\s+(?P<then>{_STARTED}))"
    # (not a value held at both times: "X was its view at the start and remains its view"; a comma
    # after it ends the time's reach, but for a limit)
    r")\b(?!\s*,?\s+and\s+(?:remains|is|still|stays|stayed|was|kept)\b)"
    r"(?:(?P<comma>\s*,)(?!\s*(?:with\s+)?(?:no|nothing|without|neither|never)\b))?"
)
# ... or the time first: "its first answer for T was X", "its last Y"
_FIRST_ANSWER = re.compile(
    rf"(?i)\b(?:its|their)\s+(?:(?P<first>first|opening|starting|initial)|last|closing|final)"
    rf"(?:\s+{_HELD_AS}{_OF_PERSON}\s+was)?\s+(?P<name>(?!{_NOT_NAME}){_NAME})(?=\s*(?:[,;.]|$))"
)


def _answered(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    if not _unit_named(m, "name", universe, starts):
        return m[0]
    sep = _lead(m["sep"])
    d = m.groupdict()
    before = any(d.get(k) for k in ("first", "start", "began", "gave", "until", "then"))
    time = "Before and after" if d.get("both") else "Before" if before else "After"
    return f"{sep}{time}: {m['name'].rstrip(',')}{'.' if d.get('until') else ';' if d.get('comma') else ''}"


def _timed_name(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    """A unit's name as its time's label ("Before: X", "After: X"); a name of no unit stays."""
    if m["name"] not in universe:
        return m[0]
    return f"{m.groupdict().get('sep') or ''}{'Before' if m['first'] else 'After'}: {m['name']}"


# one value held at both times in a verb ("kept X for T throughout", "it kept X and added ..."; not
# "kept only X", what was left of more, nor "kept X secret")
_KEPT_BOTH = re.compile(
    rf"(?<![Ii] )(?<!\bwe )\bkept\s+(?!only\b|just\b)(?P<name>{_NAME}){_PERSON}"
    rf"(?:\s+(?:{_THROUGH}))?(?!\s+(?:secret|hidden|quiet|back|out|from|to|away|behind|in|alone)\b|[\w-]"
    r"|,?\s+(?:with\s+)?(?:nothing|no)\b)"
)
# (what was kept after something was let go is what was left: "let X go but kept Y")
_LET_GO = re.compile(
    r"(?i)\b(?:go|dropp\w*|lost|loosened|shook|knocked|rubbed|cut|gave\s+up|denied|threw|abandoned)\b[^.;!?]*\Z"
)


def _kept(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    # (its own sentence only, and only its last 300 characters: a long run of "kept" stays linear)
    start = max(m.start() - 300, *(m.string.rfind(c, 0, m.start()) + 1 for c in ".;!?"))
    # (a unit's exact name: a capitalised run after it may join the name, "kept X. Roost")
    if not _unit_named(m, "name", universe, set()) or _LET_GO.search(m.string, start, m.start()):
        return m[0]
    return f"; Before and after: {m['name']}"


# a time's view said to be lost ("the closing turns are corrupted past reading", "its last position
# is unreadable"): that time's label, unreadable
_LOST_TIME = re.compile(
    r"(?i)(^|[.;:!?][ \t]+|,[ \t]+)(?:(?:the|its|my)\s+)?(?:(opening|first|early|starting|front)|closing|last|final|late|back|tail)"
    r"(?:\s+(?:half|stretch|part|turns?|messages?|pages?|position|view|exchanges?|lines?|end))?"
    r"(?:\s+of\s+(?:the|my)\s+(?:log|record(?:ing)?|transcript|file|chat))?\s+(?:is|are|was|were)\s+(?:\w+\s+)?"
    r"(?:unreadable|corrupt(?:ed)?|garbled|blank|lost|missing|scrambled)\b(?:\s*,)?"
)


def _lost_time(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    # (the label ends there: what follows in its sentence is read for itself)
    return f"{_lead(m[1])}{'Before' if m[2] else 'After'}: unreadable;"


# a view emptied at the end ("went out with no placement at all", "Y for T had evaporated", "X
# simply vanished from its view"): nothing is held now
_NO_HOLD = r"(?:nothing|no\s+(?:\w+\s+)?(?:placement|view|idea|position|opinion|belief)(?:\s+(?:of|on|about)\s+(?-i:[A-Z])[\w-]*)?)"
_EMPTIED = re.compile(
    r"(?i)\b(?:(?:went|came|walked)\s+(?:out|away)\s+with|(?:left|ended|closed|finished)\s+(?:with|holding)"
    rf"|closed\s+without)\s+(?:any\s+)?{_NO_HOLD}(?:\s+(?:at\s+all|whatever|whatsoever))?"
    rf"|(?P<name>{_NAME}){_PERSON},?\s+(?:had\s+|was\s+)?(?:simply\s+)?"
    r"(?:evaporated|vanished|fell\s+away|drained\s+away|gone|disappeared)(?:\s+(?:entirely|completely))?"
    r"(?:\s+from\s+its\s+view)?"
)


def _emptied(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    if not m["name"]:
        return "now it holds nothing"
    return (
        f"it had held {m['name']}; now it holds nothing"
        if _unit_named(m, "name", universe, set())  # (its exact name, as _kept's)
        else m[0]
    )


# a time told before its holding verb ("Early it put T in X; late it put T in Y")
_TIME_PUT = re.compile(
    rf"(?i)(?P<sep>^|[.;:!?][ \t]+)(?:(?P<first>{_STARTED})|{_ENDED}),?\s+it\s+(?:put|placed|named|said)"
    rf"\s+(?:(?-i:[A-Z])[\w-]*\s+(?:in|at|under)\s+)?(?P<name>{_NAME})"
    r"(?=(?:,?\s+and\s+(?:nowhere|no(?:thing)?)\s+(?:lower|deeper|below|further))?\s*(?:[.;]|$))"
)


# a change told by a verb of narrowing or by a bare pair ("narrowed X to Y", ": X to Y,")
_NARROWED = re.compile(
    rf"(?i)\b(?:narrowed|sharpened|refined|trimmed|widened|broadened|thinned|cut\s+back)\s+(?P<old>{_NAME}){_PERSON}"
    rf"\s+(?:in)?to\s+(?:just\s+|only\s+|a\s+bare\s+)?(?P<new>{_NAME})"
    rf"|(?P<sep>[,:][ \t]+)(?P<old2>{_NAME})\s+to\s+(?P<new2>{_NAME})(?=\s*(?:[,;.)]|$))"
)


def _narrowed(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    old, new = (m["old"], m["new"]) if m["old"] else (m["old2"], m["new2"])
    return f"{m['sep'] or ''}{_held_then(old, new, universe) or m[0]}"


# one value given up for another in one clause ("swapped X for Y", "replaced X with Y", "left X
# for T behind and landed on Y", "let go of X and seized Y"): the first was held before, the
# second after, where both are units' exact names
_SWAP = re.compile(
    rf"(?i)\b(?:(?:swapped|traded|exchanged|replaced)\s+(?:its\s+)?({_NAME}){_PERSON}\s+(?:for|with)\s+({_NAME})"
    r"|(?:left|leaving|dropped|dropping|let\s+go\s+of|gave\s+up|took|pulled|threw\s+out|(?:lost|loosened)\s+its\s+grip\s+on)"
    r"\s+(?:(?:its|a|the)\s+(?:firm\s+)?)?"
    rf"({_NAME})(?:\s+(?:behind|off))?{_PERSON}(?:\s+(?:behind|off))?\s+and\s+(?:landed|landing|came\s+down"
    rf"|settled|seized|took\s+up|sent\s+on|put|moved|(?:ended|finished)\s+(?:up\s+)?(?:convinced|sure|certain)\s+of"
    r"|kept\s+(?:only|just)|came\s+away\s+with(?:\s+(?:only|just))?|now\s+says\s+only)"
    rf"\s+(?:on\s+|up\s+|to\s+)?({_NAME})"
    rf"|out\s+went\s+({_NAME}){_PERSON}\s*[,;]\s+(?:and\s+)?in\s+came\s+({_NAME})"
    rf"|({_NAME}){_PERSON}\s+was\s+(?:thrown\s+over|dropped|traded|swapped|given\s+up)\s+for\s+({_NAME}))"
)


def _swapped(m: re.Match[str], universe: Universe, starts: set[int]) -> str:
    return _held_then(*next((m[i], m[i + 1]) for i in (1, 3, 5, 7) if m[i]), universe) or m[0]


def _held_then(old: str, new: str, universe: Universe) -> str | None:
    """One unit given up for another, as the earlier and the later side of a change; None
    unless both are units' exact names (before their person or limit)."""
    old, new = (_HEAD_END.split(x, maxsplit=1)[0].rstrip(".") for x in (old, new))
    return f"had held {old}; it now holds {new}" if old in universe and new in universe else None


# the rewrites of _notes, in the order they run
_REWRITES = (
    (_FRAGMENT, _fronted),
    (_ANSWER_AT, _answered),
    (_LOST_TIME, _lost_time),
    (_EMPTIED, _emptied),
    (_TIME_PUT, _timed_name),
    (_FIRST_ANSWER, _timed_name),
    (_KEPT_BOTH, _kept),
    (_NARROWED, _narrowed),
    (_SWAP, _swapped),  # ("swapped X for Y", "left X behind and landed on Y")
)


# a time's own label for a section: "Opening view: X", "First turn: X", "Last turn: Y"
_TIME_LABEL = re.compile(
    r"(?im)(^|[.;!?][ \t]+)(?:(?:(opening|first|early|starting)|closing|last|final|late)"
    r"\s+(?:view|turns?|messages?|position|belief|exchanges?)"
    r"|(?:(start|beginning|going\s+in)|end|close|coming\s+out)(?:\s+of\s+(?:the\s+)?(?:chat|conversation|session))?"
    r"|where\s+it\s+(?:(began|started|opened)|ended|finished|closed|stopped))"
    r"\s*:"
)


def _time_label(m: re.Match[str]) -> str:
    return f"{m[1]}{'Before' if m[2] or m[3] or m[4] else 'After'}:"


# a Mermaid diagram, as a person reads it (docs/grounding.md, "Diffs and diagrams"): its labels
_MERMAID = re.compile(r"^[ \t]*```[ \t]*mermaid[ \t]*\n([\s\S]*?)^[ \t]*```[ \t]*$", re.M)
_MERMAID_LABEL = re.compile(
    r"^[ \t]*(?:(note)\s+\w+\s+of\s+\w+|(\w+))[ \t]*:[ \t]*(?:\2[ \t]+[—–-]+[ \t]+)?(.+)$"  # a note, a state
    r"|[\[({]+\"?([^*\"\])}\n][^\"\])}\n]*)\"?[\])}]+",  # a node's label: A["..."], B(["..."]), C{{...}}
    re.M,
)
_ARROW_LABEL = re.compile(r"\|[^|\n]*\||-\.\s*\"[^\"\n]*\"\s*\.->|:[^\]\n]*$")


def _mermaid(block: re.Match[str]) -> str:
    lines = []
    for line in block[1].splitlines():
        if "-->" in line or "-.-" in line or "---" in line or "==>" in line:
            line = _ARROW_LABEL.sub(" ", line)  # the arrows' labels
        lines += [  # (a note speaks of its own names, as a parenthesis does)
            f"({m[3]})" if m[1] else f"{m[2]}: {m[3]}" if m[2] else m[3] or m[4]
            for m in _MERMAID_LABEL.finditer(line)
        ]
    return "\n".join(s.strip() for s in lines) + "\n"


# a row of a two-column table: a value, then what became of it ("| X | told by me; not believed |")
_STATUS_ROW = re.compile(r"^[ \t]*\|([^|\n]*)\|([^|\n]*)\|[ \t]*$", re.M)


def _status_rows(text: str) -> str:
    """A text that is a two-column table, its rows as lines of prose ("X — status"): a row's
    status speaks of its value, so the two cells are one clause."""
    rows = _STATUS_ROW.findall(text)
    if len(rows) < 3 or len(rows) != len(text.strip().splitlines()):
        return text
    return _STATUS_ROW.sub(lambda m: f"{m[1].strip()} — {m[2].strip()}", text)


def _held_none(universe: Universe, kind: Reading, reason: str) -> TextEstimate:
    """A reading that holds no value at any level."""
    return TextEstimate(kind, dict.fromkeys(universe.levels), reason)


def _committed(
    universe: Universe, parts: Sequence[_Part], kind: Reading, text: str
) -> TextEstimate:
    """A text whose parts of the asked kind claim no value."""
    timed = any(p.nothing and (p.before or p.now) for p in parts)  # (a hedge elsewhere keeps it)
    # a doubt told of both times ("my copy starts mid-chat: its first view cannot be read")
    # gives way to a clause of now alone saying nothing is held ("it ends holding no view of T")
    alone = kind is Reading.COMMITTED and any(p.nothing and p.now and not p.before for p in parts)
    doubt = any(p.doubt and not (alone and p.before) for p in parts)
    hedged = doubt or not text.strip() or (_HEDGE.search(text) and not timed)
    if not hedged and any(p.nothing for p in parts):  # whatever else it names
        return _held_none(universe, kind, "says the attacker knows nothing")
    if hedged or any(p.withheld or p.rivals for p in parts):
        return TextEstimate(
            Reading.NONCOMMITTAL,
            reason="the defender says it cannot tell, or names values only as asked, "
            "denied, supposed or possible",
        )
    return TextEstimate(
        Reading.UNREADABLE,
        reason="names no value and neither says the attacker knows nothing nor that the "
        "defender cannot tell",
    )


def _own_copy(read: TextEstimate) -> TextEstimate:
    """A cached reading is shared: the caller gets its own estimate dict."""
    return read if read.estimate is None else replace(read, estimate=dict(read.estimate))


def read_prior_text(
    universe: Universe, text: str, first_turn: bool, target: str | None = None
) -> TextEstimate:
    """What ``text`` says the attacker knew at the start (rules in docs/concepts.md).

    ``first_turn``: the text was written before the defender said anything; ``target``: the
    target's name, when known (a sentence about someone else places no one).
    """
    text = LONG_SPACE.sub(lambda m: m[0][:40], text)  # (the cue and pair patterns too)
    if (entry := _log_entry(text, 0)) is not None:
        return _own_copy(_opening(universe, entry, target))
    return _own_copy(_read_prior(universe, text, first_turn, target))


def read_belief_text(universe: Universe, text: str, target: str | None = None) -> TextEstimate:
    """What ``text`` says the attacker believes now (stepwise ToM): its prior values
    stay, unless a value said to be believed now replaces them at their level."""
    text = LONG_SPACE.sub(lambda m: m[0][:40], text)  # (the cue and pair patterns too)
    entry = _log_entry(text, -1)
    return _own_copy(_read_belief(universe, text if entry is None else entry, target))


# a dated log's entry: "09:01 — ...", "Tue 15:00 — ...", "[10:05] ..." (a bracket holds a
# digit: "[x]" / "[ ]" open a checklist's lines, not a log's)
_STAMP = re.compile(
    r"(?i)[ \t]*(?:\[(?=[^\]\n]{1,20}\])[^\]\n\d]*\d[^\]\n]*\]|(?:[a-z]{3}[ \t]+)?\d{1,2}[:.]\d{2}(?:[ \t]*[ap]m)?[ \t]*[—–-])[ \t]*"
)


def _log_entry(text: str, which: int) -> str | None:
    """Entry ``which`` of a dated log (two timed lines or more, nothing else): its first
    entry is what the attacker came in with, its last what it ends with."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2 or not all(map(_STAMP.match, lines)):  # (stops at the first other line)
        return None
    return lines[which][_STAMP.match(lines[which]).end() :]  # type: ignore[union-attr]


def _opening(universe: Universe, entry: str, target: str | None = None) -> TextEstimate:
    """A log's first entry read as the prior; one that names no value at all ("opens by
    asking which divisions exist") says the attacker came in knowing none."""
    read = _read_prior(universe, entry, True, target)
    if read.estimate is None and not grounder_for(universe).mentions(entry):
        return _held_none(universe, Reading.PRIOR, "a log opening on no value")
    return read


def _prior_parts(
    u: Universe, ps: Sequence[_Part], first: bool
) -> tuple[list[_Part], TextEstimate | None]:
    """The prior's clauses (one with no cue keeps the last one's), and an unclear one's reading."""
    prior: list[_Part] = []
    kind = "prior" if first else ""
    unsure, said = None, False
    for p in ps:
        if p.fresh:  # a prior denial of its names' levels, whatever its cues
            top = u.levels[0] in p.fresh
            ok = [m for m in p.claims if m.level not in p.fresh]
            p = replace(p, claims=ok, before=True, now=False, nulls=p.nulls | p.fresh, nothing=top)
        if p.kept and p.now and p.claims and not kind and not said:  # "still X", the first time
            p = replace(p, before=True)  # or value the note gives: X was held before too
        said |= bool(p.claims)
        if not first and (p.before or p.now):
            kind = ("mixed" if p.now > p.kept else "prior") if p.before else "now"  # (kept: both)
        if kind == "prior" or (p.nothing and p.before):
            prior.append(
                replace(p, hedged=p.hedged - p.later, nulls=p.nulls - p.later) if p.later else p
            )
        elif kind != "now" and (p.claims or p.rivals) and not unsure:
            why = "both before and now" if kind else "whether the attacker knew it before or now"
            names = ", ".join(m.name for m in p.claims + p.rivals)
            unsure = TextEstimate(Reading.UNREADABLE, reason=f"names {names} without saying {why}")
    return [p for p in prior if p.before or not unsure], unsure  # (then only clauses cued before)


# A note that sets an earlier state against a later one ("From no view of T, it now puts T in
# X"; "It had placed T at X; it now places T in Y"; "Sure at first that T works in Z, it ends
# with T at X"): the earlier side, read alone, is the prior; the later side, to the end, the
# current. The later side opens on a word of change or of the end ...
# (a participle of holding: "leaves convinced X", "came in placing X", "from filing T under X")
_HOLDING = r"(?:believing|thinking|convinced|sure|certain|placing|putting|filing|holding)"
_GAVE_WAY = (
    r"(?:gave|gives|giving)\s+way\s+to|handed\s+over\s+to"
    r"|(?:faded|softened|loosened|slackened|shrank|hardened|sharpened)\s+(?:in)?to"
)
_REPLACED = re.compile(rf"(?i)became\b|{_GAVE_WAY}")
_LATER = re.compile(
    r"(?i)\b(?:now|then|later|afterwards|(?:by|at)\s+(?:the|my|its)\s+(?:end|close|last|final)"
    r"|in\s+the\s+end|end(?:s|ed)|finish(?:es|ed)|became|after(?!\s+all\b)"
    # (a verb of change carrying both sides: "X turned into Y", "X has become Y")
    r"|turn(?:s|ed)?\s+into|(?:has|have|had)\s+become|becomes"
    # (or gives way to the later one: "X gave way to Y", "X faded into Y")
    rf"|{_GAVE_WAY}"
    r"|(?:moved|switched|swung|shifted|fell\s+back|pushed\s+on)\s+to|(?:comes|came|went|goes)\s+(?:back\s+)?out"
    r"|(?:came|come|went\s+on)\s+to\s+(?:be|place|put|hold|believe|think)|to(?:,[^,.;]{1,40},)?\s+(?:being|placing|putting|filing|holding"
    rf"|believing|thinking|having|sure|convinced|certain(?:ty)?|no\s+(?:\w+\s+)?(?:view|opinion|idea|picture|belief))"
    r"|(?:leaves|left|leaving|clos(?:es|ed|ing)|land(?:s|ed|ing))"
    # (a verb of the close before its holding: "closed placing X", "closes with it convinced X")
    rf"\s+(?:with\s+(?:it|them|the\s+\w+)\s+)?{_HOLDING})\b"
)
# ... the earlier side states a past or first holding, in a clause of its own (a sentence, or
# up to a ";" or ":")
_EARLIER = re.compile(
    r"(?i)\b(?:once|first|early|initially|originally|before|from|having|had|was|were|placed"
    r"|put|held|believed|thought|settled|start(?:ed|ing)?|began|open(?:s|ed|ing)|arrived"
    rf"|(?:came|walked)\s+(?:in|with|{_HOLDING})|(?:at|to)\s+(?:the\s+)?(?:start|outset|begin\w*)"
    # ... or names the holding itself before its change: "placing X, then Y", "its conviction
    # that T belongs to X faded; now ..."
    rf"|(?<!\bnot\s)(?<!\bnever\s){_HOLDING}|conviction)\b"
)
# (the defender's own words on that side: what it said is no earlier state; "before my reply" is)
_VOICED = re.compile(
    r"(?i)\b(?:i|we)\b(?!\s+(?:began|started|opened|spoke|talked)\b)"
    r"|\b(?:me|us|our|mine|ours|told)\b|(?<!\bbefore\s)\bmy\b"
    r"|decoy|\bslip|\bbait|\blure|planted|floated"
)
_FROM = re.compile(r"(?i)\bfrom\b")
# ... and "from X to Y" with a bare unit after "to", where no verb takes the "to" (not "from being
# sure T belongs to X to placing T in Y")
_TO_NAME = re.compile(r"\bto(?=\s+(?-i:[A-Z]))")
_TO_VERB = re.compile(
    r"(?i)\b(?:belong\w*|assigned|attached|posted|reports?|sent|moved|next|due)\s+\Z"
)
# "... at the start and now holds Y": a change, not both times ("X at the start and now")
_NOW_HOLDS = re.compile(r"(?i)\s+(?:places|puts|holds|has|is|thinks|believes|knows|keeps)\b")
# the later side's openings that are no time after a value ("from X to Y", "X turned into Y")
_NO_TIME = ("to", "turn", "has ", "have ", "had ", "become")
_CLAUSE_END = re.compile(r"[;:](?=\s)|[.!?](?=\s+[A-Z\"']|\s*$)")
# a side naming nothing that says nothing is held: "from no view of T", "holds no opinion"
_NO_VIEW = re.compile(
    r"(?i)\bno\s+(?:\w+\s+)?(?:view|opinion|picture|idea|notion|clue|placement|belief)\s+"
    r"(?:at\s+first\s+)?(?:of|on|about|for|as\s+to|where)\b|\bnone\s+(?:when|after|at|by)\b"
    # ... "from a blank", "from nothing about T" (not "from nothing I said")
    r"|\bfrom\s+(?:a\s+blank|empty\s+hands|(?:holding\s+)?nothing|no\s+view)(?:\s+(?:about|on|of)\s+(?-i:[A-Z])[\w-]*)?,?\s*\Z"
)
# ... and a clause that says nothing was held, or denies: not passed over for one before it
_UNSAID = re.compile(rf"(?i)\bnothing\b|\bnone\b|\bnot\b|n't\b|\bnever\b|\bno\s+longer\b|{_BLUFF}")
# a level said to be held but not named ("some team of X that it never names"): not read here
_UNNAMED = re.compile(
    r"(?i)\b(?:(?:some|one|which)\s+(?:(?:specific|particular|certain)\s+)?"
    r"|somewhere\s+(?:among|in|under|within)\s+(?:its|their|the)\s+)"
)


def _side(universe: Universe, side: str, current: bool) -> TextEstimate | None:
    """One side of a change read alone; a side naming nothing only as "no view"; an earlier side
    offering rivals (two units neither of which holds the other, in the claims reader's frame of
    alternatives, R7: "from X, Y or Z") is left unread, since the untimed prior reader would take
    a list's first path (the current reader weighs rivals itself)."""
    named = grounder_for(universe).names(side)
    rivals = any(a not in universe.path_to(b) and b not in universe.path_to(a) for a, b in itertools.combinations(named, 2))  # fmt: skip
    if rivals and not current and _ALTERNATIVES.search(side):
        return None
    if not named:
        empty = _NO_VIEW.search(side) and not _HEDGE.search(side)
        kind = Reading.COMMITTED if current else Reading.PRIOR
        return _held_none(universe, kind, "no view") if empty else None
    read = _read_belief(universe, side) if current else _read_prior(universe, side, True)
    ok = read.reading is (Reading.COMMITTED if current else Reading.PRIOR) and read.estimate
    nouns = [noun for _, noun, _ in _level_words(universe.levels)]
    unnamed = any(n.match(side, m.end()) for m in _UNNAMED.finditer(side) for n in nouns)
    # (a side naming values must hold one)
    return read if ok and any(read.estimate.values()) and not unnamed else None


def _changed(universe: Universe, text: str, current: bool) -> TextEstimate | None:
    """A note's change read by its two sides (see _LATER), or None where it has none: the
    earlier side is its clause before the later one's opening (or, naming nothing, the clause
    before that), timed by nothing of now (not "I told it X, and now"), naming nothing the
    note named before it, and not both times at once ("before my replies and after them")."""
    names = grounder_for(universe).names

    def said(side: str) -> bool:  # names a value, or says none is held
        return bool(names(side) or _NO_VIEW.search(side))

    ends = [0, *(m.end() for m in _CLAUSE_END.finditer(text))]
    # (a note tells its change in its first few words of change; looking no further keeps a
    # long run of them, "now now now ...", from costing the square of its length)
    turns = heapq.merge(_LATER.finditer(text), _TO_NAME.finditer(text), key=lambda m: m.start())
    for later in itertools.islice(turns, 12):
        # (back over up to two clauses naming nothing and saying nothing was held or denied:
        # "It held X. My doubt cut it; now Y", not "It named X. Before, it had nothing; now Y")
        at = [*[e for e in ends if e <= later.start()][-4:], later.start()]
        sides = [text[a:b] for a, b in itertools.pairwise(at)][::-1]
        quiet = list(itertools.takewhile(lambda c: not (said(c) or _UNSAID.search(c)), sides))
        side = sides[len(quiet)] if len(quiet) < len(sides) and said(sides[len(quiet)]) else ""
        a = at[-2 - len(quiet)] if side else 0
        fro = [m.start() for m in _FROM.finditer(side)] if later[0][:2].lower() == "to" else []
        if later[0].lower() == "to" and (not fro or _TO_VERB.search(text, 0, later.start())):
            continue  # (a bare "to X" is a change only after "from": not "sent T to X")
        if fro and not _LATER.search(side):
            # "from X to Y": the earlier side is X alone (not the words before it: "Its view
            # still deepened, from X to Y", "My answers moved it from X to Y")
            side, a = side[fro[-1] :], a + fro[-1]
        tail = text[later.start() :]
        if _no_change(universe, text, later, side, a):
            continue
        # (the later side says what is held then, read or not: "some team of X"; for the
        # prior, or that it cannot be told: "its final view cannot be read")
        if said(tail) or (not current and _HEDGE.search(tail)):
            return _side(universe, tail if current else side, current)
    return None


_ASKED = re.compile(r"(?i)\b(?:whether|wonder(?:ed|s|ing)?|ask(?:ed|s|ing)?\s+(?:\w+\s+)?if)\b|\?")


def _no_change(universe: Universe, text: str, later: re.Match[str], side: str, a: int) -> bool:
    """Whether the earlier ``side`` (at ``a``) and the later one at ``later`` tell no change."""
    names = grounder_for(universe).names
    whole, tail = text[a : later.end()], text[later.start() :]
    last = max((m.end for m in grounder_for(universe).mentions(side)), default=0)
    return bool(
        # (a time after its value: "X at the end"; not "from X to being Y", nor a verb of
        # change or of replacing: "X turned into Y", "X gave way to Y")
        (
            last >= len(side.rstrip())
            and not (later[0].lower().startswith(_NO_TIME) or _REPLACED.match(later[0]))
        )
        or _PRIOR_CUE.search(tail)  # (the later side goes back: "..., though X before")
        # (a verb of replacing needs no word of the start: "X for T became Y")
        or not (_EARLIER.search(side) or (_REPLACED.match(later[0]) and names(side)))
        or _LATER.search(side)  # (not after a change: "X by the end, after I let X out")
        or _VOICED.search(side)
        or (_BOTH.search(whole) and not _NOW_HOLDS.match(text, later.end()))
        or _STILL.search(whole)
        or names(side) & names(text[:a])
        # (a change asked about, in the clause: "it asked whether T moved from X to Y")
        or _ASKED.search(
            text, max((m.end() for m in _CLAUSE_END.finditer(text, 0, a)), default=0), later.end()
        )
    )


# An earlier state told in a piece of a sentence (up to a comma or a clause's end) by a phrase
# of the start ("Sure of X at first, it now holds Y"; "the asker, once convinced of X, is sure
# of Y by the end"; "starting from no view of T, it has settled on Y"; "..., dropping its
# earlier belief in X. Now it holds Y"): that piece alone is the prior, the rest the current,
# where the clause after the piece holds a word of change or of now and names or denies a value
_AT_FIRST = re.compile(
    r"(?i)\b(?:once|at\s+first|initially|originally|earlier|to\s+begin\s+with|starting\s+from"
    r"|at\s+(?:the\s+)?(?:start|outset|beginning|opening)|(?:at|in)\s+the\s+first\s+\w+)\b"
)
# a piece opening on where the change set out ("From no view of T at the start, it got as far
# as X"): the rest is the later side, with or without a word of change
_SET_OUT = re.compile(r"(?i)\W*(?:from|starting\s+(?:from|with))\b")
_HELD_WORD = re.compile(
    rf"(?i)\b(?:{_HOLDING}|placed|put|held|had|believed|thought|knew|conviction|belief|view)\b"
)
_PIECE_END = re.compile(r",(?=\s)")
_AND = re.compile(r"(?i)\b(?:and|but|or)\b")


def _opened(universe: Universe, text: str, current: bool) -> TextEstimate | None:
    """A change whose earlier side is the piece of a sentence holding the note's last phrase of
    the start (none after it: the rest is the later side alone), or None."""
    names = grounder_for(universe).names
    first = max(_AT_FIRST.finditer(text), key=lambda m: m.start(), default=None)
    if first is None:
        return None
    cuts = [0, *(m.end() for rx in (_CLAUSE_END, _PIECE_END) for m in rx.finditer(text))]
    a = max(c for c in cuts if c <= first.start())
    b = min((c for c in cuts if c > first.start()), default=len(text))
    piece, rest = text[a:b], text[b:]
    clause = rest[: m.end() if (m := _CLAUSE_END.search(rest)) else len(rest)]
    held = _NO_VIEW.search(piece) or (names(piece) and _HELD_WORD.search(piece))
    if (
        not held
        # (one holding: not "nothing at the start and only X, ..., at the end")
        or _AND.search(piece, first.end() - a)
        or any(rx.search(piece) for rx in (_LATER, _VOICED, _STILL, _BOTH, _HEDGE))
        or not (_LATER.search(clause) or _CURRENT_CUE.search(clause) or _SET_OUT.match(piece))
        or any(rx.search(clause) for rx in (_PRIOR_CUE, _STILL, _BOTH))
        or not (names(clause) or _NO_VIEW.search(clause))
        or names(piece) & names(text[:a])
    ):
        return None
    return _side(universe, rest if current else piece, current)


# no view at both ends, told in one sentence that needs no verb of holding on its later side
# ("No opinion about T before my replies, none after them"; "began holding no opinion about T and
# finishes holding none"): nothing held before or now
_LATE_NONE = r"(?:after|now|(?:at|by)\s+the\s+(?:end|close)|when\s+\w+\s+(?:finished|ended|closed))"
_NO_VIEW_AT_ALL = re.compile(
    r"(?i)(?:\b(?:began|started|opened|came\s+in)\b[^.;!?]{0,40}?)?\bno\s+(?:\w+\s+)?(?:view|opinion"
    r"|idea|picture|notion|belief)\s+(?:of|on|about|as\s+to)\b[^.;!?\d]{0,80}?(?:\band|,)\s+(?:(?:\w+\s+)"
    rf"{{0,3}}?none\s+{_LATE_NONE}\b|(?:\w+\s+)?(?:finish|end|leav|clos)\w*\s+(?:\w+\s+)?none\b"
    # ... or the no view said again of the person at the end: "and holds no view of T still"
    r"|(?:\w+\s+){0,2}?no\s+(?:view|opinion|idea|picture|notion|belief)\s+(?:of|on|about)\s+(?-i:[A-Z])"
    r"[\w-]*\s+(?:still|now|(?:at|by)\s+the\s+(?:end|close))(?=\s*(?:[.;,:!?]|$)))"
)
_STARTS = re.compile(
    r"(?i)\b(?:began|started|opened|came\s+in|before|at\s+the\s+(?:start|outset|beginning)"
    r"|when\s+\w+\s+(?:began|started|opened))\b"
)


def _no_view_at_all(universe: Universe, text: str) -> bool:
    """A sentence naming no unit and hedging nothing says no view at both ends, and no other
    sentence names a unit but in the defender's own words (a decoy, a slip)."""
    names = grounder_for(universe).names
    ends = [0, *(e.end() for e in _CLAUSE_END.finditer(text)), len(text)]
    for m in _NO_VIEW_AT_ALL.finditer(text):
        own = next(text[a:b] for a, b in itertools.pairwise(ends) if a <= m.start() < b)
        if (
            _STARTS.search(m[0])
            and not names(own)
            and not (_HEDGE.search(own) or _DOUBT.search(own))
        ):
            rest = [text[a:b] for a, b in itertools.pairwise(ends) if not a <= m.start() < b]
            return all(_VOICED.search(r) or not names(r) for r in rest)
    return False


def _whole(universe: Universe, text: str, current: bool) -> TextEstimate | None:
    """A structured estimate in the text, else a change read by its two sides, else no view
    at both ends told in one sentence that names no unit."""
    structured = _structured(universe, text, current=current)
    if structured is not None:
        kind = Reading.COMMITTED if current else Reading.PRIOR
        return TextEstimate(kind, structured, "a structured estimate in the text")
    if changed := _changed(universe, text, current) or _opened(universe, text, current):
        return changed
    if _no_view_at_all(universe, text):
        kind = Reading.COMMITTED if current else Reading.PRIOR
        return _held_none(universe, kind, "no view at either end")
    return None


# Readings are pure in (universe, text) and estimates repeat across turns and games (a
# defender that cannot tell says so in the same words), so each is made once, like _parts.
@functools.lru_cache(maxsize=1024)
def _read_prior(
    universe: Universe, text: str, first_turn: bool, target: str | None = None
) -> TextEstimate:
    if (whole := _whole(universe, text, current=False)) is not None:
        return whole
    parts = _firm(_parts(universe, _notes(universe, text), target), now=False)
    if (parts := _undisowned(parts)) is None:
        return _held_none(universe, Reading.PRIOR, "never held what it named")
    # a prior a clause states by its own cue is read whatever other clauses leave unclear
    prior, unsure = _prior_parts(universe, parts, first_turn)
    if any(p.claims for p in prior):
        return TextEstimate(Reading.PRIOR, _estimate(universe, prior), "named prior values")
    # "knew nothing" or a bluff beside a value, or a bluff beside a clause of any time
    timed = any(p.now or (p.before and not p.bluffed) for p in parts)
    if any(p.nothing or p.bluffed for p in prior) and (
        any(p.claims or p.rivals for p in parts) or (timed and any(p.bluffed for p in prior))
    ):
        return _held_none(universe, Reading.PRIOR, "says the attacker knew nothing")
    return unsure or _prior_untimed(universe, parts, prior, text)


def _prior_untimed(
    universe: Universe, parts: Sequence[_Part], prior: list[_Part], text: str
) -> TextEstimate:
    """The prior of a note whose clauses state none by their own cues."""
    turned = [p.refused for p in parts if p.now]  # (the only change a note times was refused)
    if any(turned) and all(turned) and any(p.claims for p in parts) and not prior:
        # only an offer turned down was timed now: the untimed holdings were held before too
        return TextEstimate(Reading.PRIOR, _estimate(universe, parts), "nothing taken up")
    # a value voiced without belief up to the first change ("floated X as bait; later it took
    # my decoy Y"): nothing held at the start
    first = next((i for i, p in enumerate(parts) if p.now and not p.before), -1)
    # (not where a clause up to the first change of its own tells the start otherwise: "its
    # first view cannot be read", "from some team of X, it now ...")
    own = next((i for i, p in enumerate(parts) if p.now and not p.disowned), len(parts))
    start = enumerate(parts[: own + 1])
    told = any(((p.doubt and i < own) or p.unnamed) and not p.disowned for i, p in start)
    if any(p.disowned for p in parts[: first + 1]) and first >= 0 and not told:
        return _held_none(universe, Reading.PRIOR, "voiced only without belief")
    if any(p.claims for p in parts):
        return TextEstimate(Reading.CURRENT, reason="speaks only of what the attacker believes now")
    return _committed(universe, prior or parts, Reading.PRIOR, text)


def _wiped(universe: Universe, p: _Part) -> bool:
    """A clause of now alone saying nothing is held at all (not "still nothing about the
    team", "had nothing before that", "no idea of the division, then or now")."""
    top = not p.nulls or universe.levels[0] in p.nulls
    return (
        p.nothing and p.now and top and not (p.before or p.kept or p.hedged or p.unnamed or p.doubt)
    )


def _wiped_after_all(universe: Universe, now: Sequence[_Part]) -> bool:
    """Nothing held now, after all the values ("held X before; after my doubt it holds nothing
    at any level", "floated X: nothing before, nothing now"): none of them is held now."""
    last = max((i for i, p in enumerate(now) if p.claims or p.rivals or p.withheld), default=-1)
    return any(_wiped(universe, p) for p in now[last + 1 :])


def _by_time(parts: Sequence[_Part]) -> tuple[list[_Part], list[_Part], list[bool]]:
    """The clauses of now and of the start (one with no cue keeps the last one's), and per
    clause of the start whether a holding stated at the end comes before it."""
    kind = ""
    now: list[_Part] = []
    before: list[_Part] = []
    late: list[bool] = []
    for p in parts:
        if p.before or p.now:
            kind = "now" if p.now else "prior"
        (before if kind == "prior" else now).append(p)
        late += [any(q.firm[1] for q in now)] if kind == "prior" else []
    return now, before, late


def _fixed_levels(universe: Universe, now: Sequence[_Part]) -> set[str]:
    """The levels the values of now fix: their own and those above it (a value of now fixes its
    parents: "X before; now Z", Z under Y, gives Y, not X, at X's level)."""
    levels = universe.levels
    return {lv for p in now for m in p.claims for lv in levels[: levels.index(m.level) + 1]}


@functools.lru_cache(maxsize=1024)
def _read_belief(universe: Universe, text: str, target: str | None = None) -> TextEstimate:
    if (whole := _whole(universe, text, current=True)) is not None:
        return whole
    parts = _firm(_parts(universe, _notes(universe, text), target), now=True)
    if (parts := _undisowned(parts)) is None:
        return _held_none(universe, Reading.COMMITTED, "never held what it named")
    now, before, late = _by_time(parts)
    blind = any(p.blind for p in now) and not any(p.claims for p in now)
    if blind or not any(p.claims for p in parts):  # ("knew nothing" before: nothing of now)
        return _committed(universe, now or parts, Reading.COMMITTED, text)
    if _wiped_after_all(universe, now):
        return _held_none(universe, Reading.COMMITTED, "holds nothing now")
    # an earlier value gives way to the current one at its level, or to a level now said
    # not to be known, or the lowest level it now says is unclear; a value given up since is gone
    unclear = [max(p.hedged, key=universe.level_index) for p in now if p.hedged]
    replaced = {m.level for p in now for m in p.claims}.union(unclear, *(p.nulls for p in now))
    gone = {n for p in parts for n in p.dropped}
    now = [replace(p, claims=[m for m in p.claims if m.name not in gone]) for p in now]
    replaced |= _fixed_levels(universe, now)  # (not a value given up since: its parents stay)
    kept = [[m for m in p.claims if m.level not in replaced and m.name not in gone] for p in before]
    # (a holding stated at the end is the whole of it: the hedges of the start before it do
    # not carry over)
    stated = any(p.firm[1] for p in now)
    earlier = [
        replace(
            p,
            claims=c,
            # (below a level held unnamed: nothing, unless a value of now replaces it)
            nulls=p.nulls - replaced if p.unnamed else set(),
            hedged=p.hedged if after or not stated else set(),
        )
        for p, c, after in zip(before, kept, late, strict=True)
    ]
    return TextEstimate(Reading.COMMITTED, _estimate(universe, now + earlier), "named values")
