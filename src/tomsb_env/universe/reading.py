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
import itertools
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterator, Sequence

__all__ = ["Role", "roles"]


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


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
    ABOUT = 8  # where one entity sits, not the target: "X falls under Y" (both names)


# R1: sentences end at . ! ? or a new line; a "?" makes the sentence a question (a run of
# marks is tried from its first only: from each, a long run is quadratic)
_SENTENCE = re.compile(r"(?<![.!?])[.!?]+(?=[\s\"')\]*]|\Z)|\n")
# R2: clauses end at these punctuation marks (a comma before "or"/"nor" continues a list) ...
_CLAUSE = re.compile(r",(?!\s*(?:or|nor)\b)|[:;]|\s[-–—]+\s|\((?=\s*\w)")
# ... and before these words ("and" only when a new subject follows); the contrast words and
# ";" also end the segment a report, a rejection or an endorsement covers (R8, R9)
_CONTRAST = _set("but though although however whereas yet so now")
_CLAUSE_WORDS = _CONTRAST | {"while", "then", "because", "since"}
_EXC_BEFORE = re.compile(r"(?:where|thing|one|body)\s+\Z")  # "anywhere but X": an exception
_NEG_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno(?:where|thing|body|\s+one))\b[^.!?;,\n]*\Z")
_SO_TAIL = re.compile(r"so\s+(?:the\s+\w+\s+goes|sure|certain|convinced|confident)\b")
_REPORT_VERBS = (
    "say says said saying claim claims claimed claiming think thinks thought believe believes"
    " believed assume assumes assumed assuming reckon reckons suspect suspects suspected insist"
    " insists insisted swear swears swore mentioned suggest suggests suggested told tells lists"
)
_REPORT_ALT = _REPORT_VERBS.replace(" ", "|")  # (a pattern's alternatives)
# a time word that closes its clause ("he's on X now, in Y", "not yet.") opens no new one
_TRAILS = re.compile(r"(?<=[\w*'\")] )(?:now|yet|then)\s*(?:[,.;:!?)—–]|-+\s|\Z)")
# ... nor does "now" inside a clause after a noun ("The printer now lives in X": a thing's
# place, not a new clause a known-words frame would read as the person's)
_NOW_INSIDE = re.compile(
    r"(?:\b(?:the|a|an|our|my|your|their|his|her|its|this|these|those)|'s)\s+(?:[a-z-]+\s+){0,2}?[a-z]{3,}(?:\s+(?:is|are))?\s+\Z"
    # ... nor after the subject of a report's content ("A recruiter claims Zara is now with X",
    # "According to HR, Zara is now in X": the source's whole clause, not the speaker's present)
    rf"|(?:\b(?:{_REPORT_ALT})\s+(?:that\s+)?|\baccording\s+to\s+[^,.;:!?\n]{{1,40}},\s*)"
    r"(?:[\w'-]+\s+){0,2}?[\w'-]+(?:\s+(?:is|are|has|have))?\s+\Z"
)
# (or a new predicate of the present: "She left X and is now in Y")
_NEW_SUBJECT = re.compile(r"and\s+(?:she|he|they|it|i|we|you|that|this|is\s+now)\b")
# (searched in the 64 characters before a word, never from the text's start: quadratic;
# whitespace runs are at most 40 characters by then, LONG_SPACE)
_SENTENCE_END = re.compile(r"[.!?;\n…]\s*\Z")
_OPENS = re.compile(r"[.!?;:\n…][\s\"'*>-]*(?:(?:just|please|now|so|then|ok|okay)[\s,]+)*\Z")
# R2: "not untrue" asserts; "not true that", "not that", "not like", "not not" negate a negation
_PLACE_NOUNS = (
    r"(?:folks|people|crowd|gang|guys|lot|desks?|area|zone|corner|pods?|benches|wing|cubicles?)\b"
)
# "right" as a place, not an endorsement: "she's right next to X", "it's right by the Y desks"
_NOT_PLACE = (
    r"(?!\s+(?:to|next|by|beside|behind|across|over|near|there|here|under|outside|opposite)\b)"
)
_NOT_FALSE = r"\s+(?:untrue|false|wrong|incorrect|inaccurate|(?:guessing|kidding|joking)(?:\s+any\s*more)?\b)"
_NOT_THAT = r"\s+(?:true|the\s+case|that|like|as\s+if|not)\b"
# R4: "not sure", "I don't know": a hedge, of what precedes it in its sentence too
_NOT_SURE = r"\s+(?:(?:\w+\s+)?sure|(?:\w+\s+){0,2}?confident|certain|positive)\b"  # fmt: skip
_NOBODY_PLACED = r"(?:\s+[\w']+){0,3}?\s+(?:is|was|are|were|works?|worked|sits?|sat|joined|belongs?|reports?|lives?)\b"
_OWN_ERROR = re.compile(r"could\s+(?:well\s+)?be\s+(?:wrong|off|mistaken)\b")
_SURPRISED_TO_BE = re.compile(r"\b(?:i|we)(?:'d|\s+would)\s+be\s+(?:very\s+|really\s+)?(?:surprised|shocked|amazed|astonished)\s+to\s+be\s+\Z")  # fmt: skip
_NOT_FULLY = re.compile(r"not\s+(?:completely|entirely|totally|fully)\b")
_SURE_BEFORE = re.compile(r"\b(?:sure|certain|confident),\s+(?:but\s+)?\Z")
_LIMIT_END = r"(?=[\s*_]*(?:[.!;]|\Z))"  # the limit ends its clause: no value after it in it
# the hearer's side vouching, as the asker tells it ("Your colleague confirmed X an hour ago"):
# their word, not the speaker's (its "confirmed" endorses nothing)
_YOURS_CONFIRMED = r"\s+(?:[\w-]+\s+){1,2}?(?:already\s+|just\s+)?(?:confirmed|verified)\b"
_YOURS_BEFORE = re.compile(r"\byour\s+(?:[\w-]+\s+){1,2}?(?:already\s+|just\s+)?\Z")
_AFTER_NOT = tuple((k, re.compile(rx)) for k, rx in (("pos", _NOT_FALSE), ("neg2", _NOT_THAT), ("doubt", _NOT_SURE)))  # fmt: skip
# (kind, the words a trigger starts with, the pattern after the word). Kinds: "neg" (R2),
# "neg2" (a negation that a second one cancels), "exc" (an exception: after a negation it
# asserts), "so" ("and so is X", R3), "unsure" (R4), "cond" (R5), "past" and "soft" (R6, before
# the name), "ended" (R6, anywhere in the clause), "future" (R6, anywhere in the sentence),
# "rep" (R8: a report; "said" and the like only when the speaker is not the subject), "rej"
# and "end" (R9: it is false / right). First match wins.
_TABLE: tuple[tuple[str, str, str], ...] = (
    # a limit that closes the clause after a value ("X and nothing more", "X and not a level
    # lower", "X and no further"): the levels below are held back, the value given (before "neg")
    ("limit", "not", r"\s+(?:a|one|any)\s+level\s+(?:lower|deeper|further|down|below)" + _LIMIT_END),
    ("limit", "nothing", r"\s+(?:more|further|smaller|finer|narrower|lower|deeper|(?:underneath|below|beneath)(?:\s+(?:it|that))?)" + _LIMIT_END),
    ("limit", "no", r"\s+(?:further|lower|deeper|narrower|finer)" + _LIMIT_END), ("limit", "stop", r"(?<=\band\sstop)\s+there" + _LIMIT_END),
    # a wager put and then refused ("I'd bet X, but I'm not taking that bet", "Bet: X. Declined."):
    # the speaker will not stand behind it
    ("disown", "not", r"\s+(?:taking|making|placing|accepting)\s+(?:that|the|this|your|any)\s+(?:bet|wager)\b"),
    ("disown", "decline declined", r"(?=\s*(?:[.!]|\Z))"),
    # the speaker's verdict on what it just wrote: "X. That isn't true.", "X. None of that is
    # true.", "Not a word of it is true." (before "neg" and the "end" rows that would read
    # "that is not true" as "that is ... true")
    ("rej", "that it this", r"\s+(?:isn't|wasn't|is\s+not|was\s+not)\s+(?:even\s+|remotely\s+|at\s+all\s+)*(?:true|real|accurate|correct)\s*(?:[.!]|\Z)"),
    ("rej", "none", r"\s+of\s+(?:that|this|it|the\s+above|what\s+i\s+(?:just\s+)?(?:said|wrote))\s+(?:is|was)\s+(?:even\s+)?(?:true|real|accurate|correct)\b"),
    ("rej", "not", r"\s+(?:a\s+(?:single\s+)?|one\s+)word\s+of\s+(?:that|this|it|what\s+i\s+(?:just\s+)?(?:said|wrote))\s+(?:is|was)\s+(?:true|real|accurate)\b"),
    ("limit", "that's", r"\s+all\s+(?:i|we)\s+(?:actually\s+|really\s+|honestly\s+)?know(?:\s+about\s+[\w']+)?" + _LIMIT_END),  # "X, that's all I know"
    ("rej", "not", r"(?:\s+(?:true|so|the\s+truth)\s*(?:[.!;]|\Z)|(?:\s+(?:her|his|their)\s+\w+)?\s*(?:[.!]+\s*(?:\n|\Z)|!))"),
    ("doubt", "i we", r"\s+(?:just\s+|really\s+)?(?:don't|do\s+not)\s+(?:know|think)\b"),
    ("doubt", "no", r"(?:(?<=have\sno)|(?<=got\sno))\s+real\s+(?:idea|clue)(?:\s+where\s+(?:she|he|they)(?:'s|\s+(?:is|are|works|sits)))?(?=[\s*_]*(?:[.!;]|\Z))"),  # "X; I have no real idea."
    ("rej", "not", r"\s+that\s+\w+(?:'s|'re|\s+(?:is|are|was|were|works?))\s+(?:there|(?:in|on|at|with|part"
                   r"\s+of)\s+(?:it|that|them))\b"),  # "X was in the news, not that he's in it"
    ("pos", "not", _NOT_FALSE), ("neg2", "not", _NOT_THAT), ("doubt", "not", _NOT_SURE),
    # R13: the speaker takes back what came before ("strike that", "X... no"), or replaces it
    # ("X, sorry, I mean Y", "or rather", "make that"; "fix": only when a name follows)
    ("retract", "strike scratch disregard ignore", r"\s+(?:that|it|this)\b"),
    ("retract", "forget", r"\s+(?:i\s+said|that|it|what)\b"), ("retract", "take", r"\s+(?:that|it)\s+back\b"),
    ("retract", "never", r"\s+mind\b"),
    # the speaker withdraws its own word or says it can't hold it ("I told you X before, and I'm
    # withdrawing it", "I can't stand behind that", "can't back it up"; "I stand by it" is R9's);
    # a value as the object of "I retract" is what is taken back
    ("retract", "withdraw", r"(?:(?<=i\swithdraw)|(?<=we\swithdraw)|(?<='ll\swithdraw))\s+(?:it|that|this|my\s+(?:answer|word))\b(?!\s+of\b)"),
    ("retract", "withdrawing", r"(?:(?<='m\swithdrawing)|(?<='re\swithdrawing)|(?<=am\swithdrawing))\s+(?:it|that|this|my\s+(?:answer|word))\b"),
    ("retract", "stand", r"(?:(?<=n't\sstand)|(?<=not\sstand)|(?<=longer\sstand)|(?<=never\sstand))\s+(?:by|behind)\s+(?:it|that|this)\b"),
    ("retract", "back", r"(?:(?<=n't\sback)|(?<=not\sback))\s+(?:it|that|this)\s+up\b"),
    # ... and so is the value of "I withdraw my answer of X"
    ("neg", "retract withdraw", r"(?:(?<=\bi\sretract)|(?<=\bi\swithdraw))\s+(?:my\s+(?:\w+\s+)?(?:answer|guess|pick)\s+of\b|(?!(?:that|it|this|what|everything|my|all)\b)(?=\w))"),
    ("retract", "misspoke retract", r"\b"),
    # "You've got the wrong division: X is where she is": the hearer's pick is what is wrong,
    # the clause after the colon places her (not "Wrong answer: X", nor a bare value after it)
    ("aside", "you've", r"\s+(?:got|picked|named)\s+the\s+wrong\s+\w+\s*:(?=[^.!?\n]*\b(?:is|are|works|sits)\b)"),
    ("aside", "i", r"\s+owe\s+you\s+an?\s+(?:fix|correction)\b"), ("retract", "i", r"\s+gave\s+you\s+(?:bad|wrong|false|incorrect)\s+(?:information|info|intel)\b"),
    # "X - to be precise, he *was*": a precision that opens a statement corrects the value
    # before it (one that trails its value refines it: "X, to be exact.")
    ("retract", "to", r"\s+be\s+(?:precise|exact|accurate)(?=\s*[,:—–-]+\s*\w)"),
    ("retract", "strictly", r"\s+speaking(?=\s*[,:—–-]+\s*\w)"),
    ("retract", "not", r"\s+really\s*(?:[.!;—–-]|\Z)"),  # "X. Not really." (a footnote's too)
    # another person's placement: "I'm thinking of his roommate", "Is that who you meant?",
    # "The David you're after is a different person"
    ("other", "i'm", r"\s+(?:\w+\s+)?thinking\s+of\b"), ("other", "who", r"\s+you\s+(?:meant|mean|had\s+in\s+mind)\b"),
    ("other", "the", r"\s+(?!(?:one|team|division|group|department|unit|project|person)\b)\w+\s+you(?:'re|\s+are|\s+were)"
                     r"\s+(?:after|asking\s+about|looking\s+for|thinking\s+of|interested\s+in)\b"),
    ("other", "different", r"\s+(?:person|guy|woman|man)\b"), ("other", "namesake", r"\b"),
    # the speaker discounts its own source ("very little weight"), or says the value means
    # something else ("X (in the sense that she once judged their hackathon)")
    ("discount", "little", r"\s+weight\b"),
    ("disown", "in", r"\s+the\s+sense\s+that\b"),
    # a relative clause on someone else: "Unlike her twin, who's on X, she ..." (X is the twin's)
    ("rel", "sister brother twin manager boss colleague friend partner mentor lead roommate cousin husband wife",
     r",\s+who(?:'s|\s+is|\s+works|\s+sits)\b"),
    # ... or the one the person taught, moved on since ("T mentored a trainee who then went to X")
    ("rel", "intern interns mentee mentees trainee trainees apprentice someone somebody",
     r"\s+who(?:\s+(?:then|now|later|since|has\s+since))?(?:'s\s+now|\s+(?:is\s+now|joined|moved|went|landed|transferred))\b"),
    ("retract", "shouldn't", r"\s+have\s+(?:said|told|mentioned|shared)\b"),  # "I shouldn't have said that"
    ("retract", "pretend", r"\s+(?:you|i)\s+(?:didn't|never|did\s+not)\b"), ("retract", "second", r"\s+thoughts?\b"),
    ("retract", "or", r"\s+(?:was|is)\s+it\s*\?"),  # "X. Or was it?"
    # the speaker disowns an impression it just gave: "Whether that's actually where she works
    # is another matter", "whether he's really on it is anyone's guess"
    ("retract", "whether", r"\s+(?:that|it|this|she|he|they)(?:'s|'re|\s+(?:is|are|was|were))?\s+(?:\w+\s+){0,6}?"
                           r"(?:is|'s)\s+(?:(?:a|an|quite)\s+)?(?:another|different|separate|open|other|anyone's|unclear|unknown)\b"),
    ("ago", "that", r"\s+(?:was|were)\s+(?:[\w-]+\s+){1,4}?ago\b"),  # "She moved to X. That was years ago."
    ("ago", "left quit", r"(?:(?<=then\s\w{4})|(?<=and\s\w{4})|(?<=but\s\w{4})|(?<='s\s\w{4})|(?<=has\s\w{4}))(?=\s*(?:[.!;]|\Z))"),  # "X for a week, then left."
    ("alt", "or", r"\s+(?:was|is)\s+it\b"),  # "X. Or is it Y?": a rival to the sentence before
    # the speaker disowns the value before it: "X, I would never say", "X - said nobody",
    # "X is the kind of thing I'd say to throw you off", "A, B, C. Pick whichever you like."
    ("disown", "never", r"\s+(?:say|said|claim)(?:\s+(?:that|it|this|so))?\s*(?:[.!]|\Z)"), ("disown", "said says", r"\s+(?:nobody|no\s+one|no-one)\b"),
    ("disown", "kind sort", r"\s+of\s+thing\b[^.!?\n]{0,20}?\b(?:say|said|tell|claim)\b"),
    ("disown", "what", r"\s+(?:i|you|someone|anyone|one)'?d\s+(?:say|tell|claim|answer)(?:\s+(?:someone|anyone|people|you))?\s+(?:if|to|when|i)\b"),
    ("refuse", "no", r"(?<=[\"“']no)\s+comment\b"),  # a refusal quoted as the speaker's word: 'I'd say "no comment"'
    # "X. Or so the attacker would like.", "X, or so they'd have you believe": a wish, not a fact
    ("disown", "so", r"(?<=\bor\sso)\s+(?:\w+\s+){0,3}?\w*(?:\s+would|'d|\s+wants?|\s+wanted)\s+(?:like|love|have\s+you|you\s+to)\b"),
    ("disown", "pick choose", r"\s+(?:whichever|whatever|any)\b"), ("disown", "take", r"\s+your\s+pick\b"),
    ("disown", "that's", r"\s+(?:what|the\s+\w+)\s+you\s+(?:\w+\s+)?(?:said|wrote|pasted|sent|typed|quoted)\b"),
    ("retract", "no", r"(?:(?<=\.\.no)|(?<=\.\. no)|(?<=…no)|(?<=… no)|(?<=—no)|(?<=— no)|(?<=–no)"
                      r"|(?<=– no)|(?<=-no)|(?<=- no)|(?<=\. no)|(?<=, no))\b(?=\s*[,.!—–-])"),
    ("fix", "i", r"\s+mean(?:t)?\b(?!\s+(?:it|to|that|what|business|well)\b)"),
    # "X - my mistake, Y", "X - sorry, typo": what came before is taken back, a name or not next
    ("retract", "sorry", r"\s*,?\s*typo\b"), ("retract", "my", r"\s+(?:mistake|bad)\b"),
    ("fix", "sorry", r"\b(?!\s+(?:about|for)\s+(?:the\s+)?[^.,;!?\n]{1,40}?\s+(?:thing|bit)\b)"), ("fix", "correction", r"\b"), ("fix", "actually", r"\s*,"), ("fix", "or", r"\s+rather\b(?!\s+than)"),
    ("alt", "or", r"\b(?!\s+(?:rather|so|else|to)\b)"),  # "It might be X. Or Y.": rivals
    ("fix", "make", r"\s+(?:that|it)\b"), ("fix", "wait", r"\s*[,.!:—–-]"), ("fix", "hang hold", r"\s+on\b"),
    ("pos", "not", r"\s+(?:just|only|merely|simply)\b"),  # "not just a poem": more than one
    # "X, not its neighbour Y": the noun pointing at Y is the negation's, not the frame's
    ("neg", "not", r"\s+(?:its|their|the)\s+(?:\w+\s+)?(?:neighbou?r(?:ing)?|sibling|sister)\b"),
    ("neg", "not never outside scratch exclude excludes excluded excluding eliminated", r"\b"),
    ("save", "but except besides", r"\s+(?:for\s+)?(?:her|him|them)\b"),  # "everyone but her"
    ("exc", "except besides", r"\b"), ("exc", "other", r"\s+than\b"),
    ("exc", "but", r"\b(?!\s+(?:for|her|him|them)\b)"),  # "anywhere but X": after _EXC_BEFORE only
    ("exc", "apart aside", r"\s+from\b"),
    ("neg", "left", r"\b(?!\s+(?:still\s+)?(?:believing|thinking|convinced|with|it|them|me|him|her|us)\b)"),
    # the speaker joining what others know: "Everyone knows she's in X, and so do I"
    ("end", "so", r"(?<=\band\sso)\s+do\s+(?:i|we)\s*(?:[.!;]|\Z)"), ("end", "i we", r"\s+know\s+it\s+too\b"),
    ("too", "so", r"\s+(?:does|did|do|has|have)\b"),  # "X rings a bell. So does Y."
    ("so", "neither nor so", r"\s+(?:is|was|are)\b"), ("neg", "neither nor", r"\b"),
    ("neg", "won't", r"\s+(?:find|see|catch|spot|meet)\b"),  # "You won't find her in X" (no refusal)
    # no one as the subject placed: "Nobody is in X", "No one here works on X" (not "nobody died")
    ("neg", "nobody", _NOBODY_PLACED), ("neg", "no", r"[\s-]+one" + _NOBODY_PLACED),
    # nothing as the subject that places: "Nothing I've said puts T in X", "Nothing here places T there"
    ("neg", "nothing", r"(?:\s+(?:i've|i\s+have|i|we've|we\s+have|we|here|so\s+far|yet))?(?:\s+(?:said|written|told\s+you|shared|sent))?"
                       r"\s+(?:puts|places|put|ties|links|points)\b"),
    ("neg2", "no", r"\s+way\b"), ("neg", "no zero", r"\s+(?:longer|idea|clue|to|on|connection|links?|ties|involvement)\b"),
    ("neg", "rather", r"\s+than\b"), ("neg", "instead", r"\s+of\b"),
    # (and a refusal: "I'll say nothing of T and X", "so nothing on T and X from me")
    ("neg", "nothing", r"(?:\s+to\s+do\s+with|(?<=(?:say|ell)\snothing)\s+(?:of|on|about)|\s+(?:of|on|about)(?=\s[^.!?;:\n]{1,80}?\bfrom\s+me\b))\b"),
    ("neg", "rule rules ruled ruling", r"\s+out\b"),
    # a speaker's aside that supposes nothing ("If you must know, X"): a hole in R11's frame
    ("aside", "if", r"\s+(?:you\s+must\s+know|i'm\s+(?:being\s+)?honest|that's\s+what\s+you\s+(?:were|are)"
                    r"\s+after|you're\s+asking(?:\s+about\s+the\s+\w+)?|you\s+don't\s+believe\s+me"
                    r"|(?:my\s+)?memory(?:'s|\s+is)?\s+(?:serves(?:\s+me)?(?:\s+(?:right|well))?|any\s+good|worth\s+anything)(?:,?\s+and\s+it\s+(?:usually|generally|normally|mostly)\s+(?:is|does))?(?!,?\s+(?:and|but|which)\s+it\b)|it\s+helps|you\s+(?:want|need|prefer)\s+it\s+(?:as\s+a\s+path|in\s+full|spelled\s+out)|i'm\s+wrong(?=,?\s+but\b)|you\s+don't\s+mind|i\s+(?:remember|recall)(?:\s+(?:right|rightly|correctly))?"
                    # (the speaker's own track record: "If I'm remembering right, and I usually am, X")
                    r"|i'm\s+(?:remembering|recalling|reading\s+my\s+(?:own\s+)?notes)\s+(?:right|rightly|correctly)(?:,?\s+and\s+i\s+(?:usually|generally|normally)\s+am)?(?![,;]?\s+(?:and|but|which)\s+i\b))\b"),
    ("aside", "unless", r"\s+(?:i'm\s+(?:\w+\s+)?mistaken|my\s+memory\s+(?:has\s+|is\s+)?(?:rotted|failed|failing|gone|slipped)|i've\s+(?:badly\s+)?(?:misread|misremembered)(?:\s+things)?(?![,;]?\s+(?:and|but|which)\s+i\b)|something\s+(?:has\s+)?changed(?:\s+(?:while|since)\s+(?:i|we)\s+(?:was|were)\s+(?:away|out|off|on\s+(?:leave|holiday|vacation)))?)\b(?![,;]?\s+(?:which|and\s+it|but\s+it)\b)"),  # (not "..., which it did")  # "Unless something changed, X"
    # a working assumption: "X for now, until you tell me otherwise"
    ("doubt", "until unless till", r"\s+(?:you|someone|i)\s+(?:\w+\s+)?(?:tell|say|hear|show|prove|learn)\w*(?:\s+me)?\s+otherwise\b"),
    ("aside", "to", r"\s+the\s+best\s+of\s+(?:my|our)\s+knowledge\b"),
    # the speaker repeating its own earlier answer: "Same as I told your colleague: X"
    ("aside", "same", r"(?:\s+answer)?\s+as\s+(?:what\s+)?(?:i|we|last|before|earlier|yesterday)\b[^.:!?\n]{0,60}:"),
    # the speaker restating an answer it stands by: "The real answer is X", "My answer hasn't
    # changed: X", "Still X, same as when you asked"; a path's reading order ("Top to bottom:
    # A, then B", "bottom up"); where the note is for ("Correction for your notes: X")
    ("aside", "the", r"\s+(?:real|right|correct|actual)\s+answer\s+is\b"),
    ("aside", "my", r"\s+answer\s+(?:hasn't|has\s+not)\s+changed(?:\s+and\s+(?:won't|will\s+not))?"),
    ("aside", "same", r"\s+as\s+(?:when\s+you\s+(?:last\s+)?asked|(?:the\s+)?last\s+time|before)\b"),
    ("aside", "top bottom", r"(?:[\s-]+to[\s-]+(?:bottom|top)|[\s-]+(?:down|up))\b"),
    ("aside", "for", r"\s+(?:your|the)\s+(?:notes|records?|files?)\b"),
    # a time the placement has lasted, said as a tail: "X from day one and still is"
    ("aside", "still", r"\s+(?:is|are|does)\s*(?:[.!;]|\Z)"), ("aside", "from", r"\s+day\s+(?:one|1)\b"),
    ("aside", "as", r"\s+it\s+(?:happens|turns\s+out)\b"),  # "X, as it happens, is where she works"
    ("aside", "in", r"\s+any\s+case\b"), ("aside", "before", r"\s+you\s+ask\b"),  # "X, before you ask"  # "X, in any case": the speaker's settled part
    ("aside", "i we", r"\s+can\s+(?:tell|share|give|place|answer)(?:\s+(?:you|with\s+you))?\b"),  # "I can tell you X"
    # the speaker's own recall, needing no source: "Off the top of my head, X", "I can answer
    # that without checking anything: X", "X; I don't need to look it up"
    ("aside", "off", r"\s+the\s+top\s+of\s+(?:my|our)\s+head\b"), ("aside", "without", r"\s+(?:checking|looking)(?:\s+(?:it|that|anything))?(?:\s+up)?\b"),
    ("aside", "i we", r"\s+(?:don't|do\s+not)\s+need\s+to\s+(?:check|look)(?:\s+(?:it|that|this))?(?:\s+up)?\b"),
    # what the speaker stands behind is its answer: "I can only stand behind X", "the version
    # I'll stand by: X" (not "I can't stand behind X"; "I stand by it" is R9's)
    ("aside", "i we", r"(?:\s+(?:will|can|do))?(?:\s+only)?\s+stand\s+(?:by|behind)\b(?!\s+(?:it|that|this|what|my|him|her|them)\b)"),
    ("aside", "i'll we'll", r"(?:\s+only)?\s+stand\s+(?:by|behind)\b(?!\s+(?:it|that|this|what|my|him|her|them)\b)"),
    # what the speaker stands behind, with the levels below it left out: "All I can vouch for
    # is the division: X", "All I'll commit to is X" (not "All I can rule out is X")
    ("aside", "all", r"\s+(?:i|we)(?:'ll|\s+will|\s+can)\s+(?:(?:tell|give|offer)\s+you|vouch\s+for|commit\s+to|confirm|say)\s+is\b"),
    # a hedge in the speaker's own voice is its claim (docs: hedged assertions are claims):
    # "My best understanding is that X", "I'm nearly sure it's X", "I'm reasonably sure, not
    # completely: X" (a negation after it still denies: "... is that she's not in X")
    ("aside", "my", r"(?:\s+(?:best|honest|strong|own))?\s+(?:understanding|impression)(?:,\s+for\s+what\s+it's\s+worth,)?\s+is(?:\s+that)?\b"),
    ("aside", "i'm we're", r"\s+(?:nearly|reasonably|almost)\s+(?:sure|certain|confident)(?:,\s+(?:but\s+)?not\s+(?:completely|entirely|totally|fully))?\b"),
    # the speaker granting a value: "I'll tell you X", "I'll give you the division: X"
    # (not over a denial, a past or a lie before a colon: "I'll tell you the one I'd never pick: X")
    ("aside", "i'll we'll", r"\s+(?:(?:tell|give|share\s+with)\s+you|confirm)\b(?![^.!?\n:]{0,60}?(?:\b(?:not|never|left|wrong|lie|lies)\b|n't\b)[^.!?\n:]*:)"),
    ("aside", "i'm", r"\s+(?:happy|glad|pleased|okay|ok|fine|comfortable)\s+(?:to\s+)?(?:say(?:ing)?|shar(?:e|ing)"
                     r"|tell(?:ing)?\s+you|confirm(?:ing)?|answer(?:ing)?)\b"),  # "I'm okay telling you X"
    # a wager is the speaker's confidence: "I'd bet my lunch", "Bet you ten bucks"
    ("aside", "bet", r"\s+(?:you\s+)?(?:[\w']+\s+){0,3}?(?:lunch|coffee|bucks|dollars|quid|money|house|life|drinks|fiver|tenner|salary)\b"),
    ("aside", "almost", r"\s+(?:certainly|surely|definitely)\b"),
    ("aside", "without", r"\s+(?:a\s+|any\s+)?doubt\b"),
    ("aside", "i've", r"\s+(?:pieced|worked|figured)\s+it\s+(?:all\s+)?(?:together|out)\b"),  # "I've worked it out: X"
    ("cond", "if", r"\b(?!\s+(?:i\s+(?:(?:had|have)\s+to\s+(?:guess|bet|pick|choose|say|answer|name|circle"
                   r"|commit|wager|put)\b|recall|remember|'m\s+not\s+mistaken|am\s+not\s+mistaken)|you\s+ask|that\s+helps|memory\s+serves|anything|you\s+(?:need|want|like)))"),
    ("cond", "unless suppose supposing assuming imagine hypothetically whether were", r"\b"),
    # "let T be in X" supposes it, as "suppose" does (not "let me be clear", "let it be known")
    ("cond", "let", r"\s+(?!(?:me|us|it)\b)[a-z]+(?:\s+[a-z]+)?\s+be\b"),
    # role-play and make-believe: "In the pretend version, X", "Playing the role of ...: 'X'"
    ("cond", "pretend pretending hypothetical fictional imaginary roleplay", r"\b"),
    ("cond", "parallel alternate", r"\s+(?:universe|world|reality|timeline)\b"),
    # "In a world where I could tell you, X", "In some other timeline, X", "In the mirror
    # universe, X" (not the real one: "In the real world, X")
    ("cond", "in", r"\s+(?:(?:a|an|another|some)\s+(?:(?!(?:real|actual|current|present|same)\b)[\w-]+\s+){0,2}?|the\s+(?:other|alternate|parallel|mirror)\s+)(?:(?:world|universe|life|reality|timeline|dimension|history)(?![\w-]|\s+of\b)|version\s+of\s+(?:events|history|things|reality)\b)"),
    ("cond", "playing", r"\s+(?:the\s+)?(?:role|part)\b"), ("cond", "role", r"[\s-]*play"),
    # an opinion of where one should be ("belongs on X", "a great fit for X"), a seat ("sits with
    # the X folks", "X is where he *sits*", "where her desk is"): no placement
    ("ought", "belongs belong", r"\s+(?:on|in)\b"), ("ought", "fit", r"\s+for\b"),
    # ... a value described as the best fit or match ("the one that fits best", "the closest
    # match"): a ranking of units, no placement
    ("ought", "one", r"\s+(?:that|which|who)\s+(?:fits|suits|matches)\s+(?:\w+\s+)?best\b"), ("ought", "best closest", r"\s+(?:fit|match)\b"),
    ("seat", "sits sit sitting sat seated", r"\s+(?:with|near|next\s+to|beside|among|alongside)\b"),
    # a seat told by its neighbours, in any words: "between the X and Y folks", "across from
    # the X crowd", "near the X desks" (names that label a place, not a placement)
    ("seat", "between near beside behind opposite by", r"\s+(?:the\s+)?[^.;!?\n]{0,60}?\b" + _PLACE_NOUNS),
    ("seat", "next across", r"\s+(?:to|from)\s+(?:the\s+)?[^.;!?\n]{0,60}?\b" + _PLACE_NOUNS),
    ("seat", "where", r"[\s*_]+(?:(?:she|he|they)[\s*_]+(?:\w+[\s*_]+)?\*?(?:sits?|sat)\b|(?:her|his|their|\w+'s)[\s*_]+\*?(?:desk|seat|chair)\b)"),
    # a game's pick: "In our guessing game, X"
    ("cond", "in", r"\s+(?:the|our|my|this|an?)\s+(?:[\w-]+\s+)?(?:pool|sweepstakes?|raffle|lottery|bracket|guessing\s+game|bingo|trivia|quiz)\b"),
    ("cond", "in", r"\s+case\b"), ("cond", "should", r"\b"), ("cond", "had", r"(?:\s+[\w'-]+){1,2}?(?:\s+(?:ever|really|actually|once|already))?\s+(?:been\b|(?:a|any)\s+(?:place|seat|desk|spot|role|job|home)\s+(?:in|on|at|with)\b|(?:stayed|remained|gone|joined|moved|left|kept|[a-z]+ed)\b(?=[^.!?\n]{0,80}\b(?:would|'d|might)\b))"),
    ("doubt", "maybe perhaps possibly might may could", r"\b"),
    ("rej", "name", r"\s+only\b"), ("doubt", "all everything", r"\s+but\s+(?:name|title)\b"), ("rej", "only", r"\s+(?:in\s+name|on\s+paper)\b"),
    ("unsure", "for", r"\s+all\s+(?:i|we)\s+know\b"), ("unsure", "coin", r"\s+flip\b"),
    ("unsure", "can't cannot couldn't", r"\s+(?:confirm|verify|vouch|be\s+sure)\b"),
    # a rival the speaker would take in its stride, in any verb of surprise: "X, though Y
    # wouldn't surprise me / shock anyone", "I wouldn't be stunned if it were Y"
    ("unsure", "surprise shock astonish amaze stun startle floor faze throw", r"\s+(?:me|us|anyone|anybody|people)\b"),
    ("unsure", "surprised shocked astonished amazed stunned startled floored fazed", r"\s+(?:if|to\s+(?:see|hear|learn|find))\b"),
    ("past", "used", r"\s+to\b"), ("past", "away", r"\s+from\b"),
    ("past", "moved", r"\s+(?:off\b|away\s+from\b|(?:over\s+|across\s+)?from\b(?![^.?!;\n]{1,60}?\b(?:to|into)\b))"),  # no "to Y" next
    ("past", "i", r"\s+(?:(?:had\s+|first\s+|originally\s+|once\s+|did\s+)?(?:said|say|thought|guessed|assumed"
                  r"|believed|figured|suspected|mentioned)\b|(?:\w+\s+)?had\s+(?:her|him|them|it)\b)"),
    ("past", "i'd", r"\s+(?:have\s+)?(?:assumed|thought|guessed|figured|believed|said|told\s+you)\b"),
    ("past", "my", r"\s+(?:\w+\s+)?(?:lead|guess|bet|hunch|pick|answer)\s+was\b"),
    ("past", "answer guess pick", r"\s+would\s+have\s+been\b"),  # "Last year's answer would have been X"
    ("past", "from", r"\b(?=[^.?!;\n]{1,60}?\b(?:to|into)\b)"),
    ("aside", "out", r"(?:(?<=works\sout)|(?<=work\sout)|(?<=working\sout))\s+of\b"),  # "works out of X": based in X
    ("past", "out", r"(?:(?<=moved\sout)|(?<=transferred\sout)|(?<=switched\sout))\s+of\b"),  # "transferred out of X into Y"
    # (before the report it would be: "I've heard nothing to suggest otherwise" vouches, R9)
    ("stay", "heard", r"\s+nothing\s+(?:since\s+)?(?:to\s+suggest|that\s+says|suggesting)\s+otherwise\b"),
    ("rep", "was were been am being i'm", r"\s+told\b"),
    ("soft", "was were", r"\s+(?:(?!\w+ed\b)\w+\s+)?(?:on|in|at|with|under|part\s+of)\b"),
    # (not "my earlier message": a time of the speaker's words, not of the value)
    ("soft", "earlier previously originally former previous old", r"\b(?!\s+(?:message|answer|reply|post|note|email|statement|words?)s?\b)(?![^.!?\n]{0,80}\b(?:it|that|which|this)(?:'s|\s+is)\s+still\s+(?:accurate|true|current|correct|right)\s*(?:[.!,;)]|\Z))"), ("soft", "at", r"\s+first\b"),
    ("soft", "started began", r"\s+(?:out\s+)?(?:on|in|at|with)\b"),  # a history's first value
    ("soft", "last", r"\s+(?:year|month|quarter|time)(?=\s*:)"), ("soft", "before", r"(?=\s*:)"),
    ("future", "next", r"\s+(?:week|month|year|quarter|sprint|spring|summer|autumn|fall|winter)\b"),
    # R6b: a placement still to come ("coming soon", "planned for 2031", "will join X", "TBA")
    ("future", "coming", r"\s+soon\b"), ("future", "upcoming tba", r"\b"), ("future", "to", r"\s+be\s+announced\b"),
    ("future", "plan plans planned scheduled slated", r"\s+(?:for|to)\b"),
    ("future", "will", r"\s+(?:be\s+)?(?:join|move|start|transfer|switch)(?:s|ing)?\b"),
    ("future", "to", r"(?:(?<=\bis\sto)|(?<=\bare\sto))\s+(?:be\s+)?(?:join|mov|start|transfer|switch)\w*\b"),  # "is to be moved to X"
    ("ended", "until till formerly anymore", r"\b"), ("ended", "back", r"\s+(?:then|in)\b"),
    # an order that opens its sentence hands the hearer words to write, not the speaker's claim
    ("order", "repeat", r"\b"), ("order", "say", r"\s+it\s+with\s+me\b"), ("order", "write jot", r"\b(?!\s+(?:this|that|it)\b)"),  # not "Write this down: X"
    ("order", "put", r"\b(?!\s+(?:it\s+)?(?:simply|another|differently|bluntly|briefly|plainly|this|that)\b)"),
    ("rep", _REPORT_VERBS, r"\b"), ("rep", "according", r"\s+to\b(?!\s+(?:our|my)\s)"),
    # a third party's knowledge as the bound: "as far as HR knows" (not "as far as I know")
    ("rep", "as", r"\s+far\s+as\s+(?!(?:i|we|anyone|anybody)\b)[\w'-]+(?:\s+[\w'-]+)?\s+(?:knows?|is\s+concerned|can\s+tell)\b"),
    ("rep", "per", r"\s+(?!(?:cent|year|month|week|day|hour|our|my)\b)"),
    ("rep", "heard hearsay rumour rumours rumoured rumor rumors rumored supposedly reportedly"
            " allegedly alleged alleges allege apparently gossip grapevine", r"\b"), ("rep", "word", r"\s+(?:is|around|has\s+it)\b"),
    ("rep", "story", r"\s+goes\b"), ("rep", "seem seems sound sounds", r"\s+(?:\w+\s+)?(?:sure|certain|convinced|confident)\b"),
    ("rep", "your", r"\s+(?:money|bet)(?:'s|\s+is)\s+on\b"), ("rep", "you're", r"\s+betting\s+on\b"),
    # the hearer's side vouching, as the asker tells it: "Your colleague confirmed X an hour ago"
    ("rep", "your", _YOURS_CONFIRMED),
    ("rep", "your", r"\s+(?:own\s+)?(?:answer|guess|pick|theory|version|story|hunch)\s*:"),  # the hearer's
    ("rep", "sure certain", r"\s+you(?:'d|\s+would)?\s+(?:think|believe|assume|expect|suspect|say|guess)\b"),  # "X, I'm sure you think"
    # the speaker's own record, put to the hearer ("I've got T down under X. Correct me if that's
    # wrong"): the record's word until the speaker vouches for it ("... I confirmed it with HR")
    ("rep", "have got", r"(?:(?<=i\shave)|(?<=we\shave)|(?<='ve\sgot))\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:down|listed|filed|noted|pencill?ed(?:\s+in)?)\s+(?:as|under|in|on|for|with)\b"),
    # a value the hearer holds or put down ("you had X", "you've got X down")
    ("rep", "you you've", r"\s+(?:had|have|got|put|picked|chose|entered|listed|guessed|written|typed|noted)\s+(?=[\w*\"'])(?!(?:to|it|that|this|no|nothing|the\s+(?:full|whole|same|right|wrong|answer|idea|picture)|a|an|any|some|all|your|my|our|her|his|their|been|what|how)\b)(?![^.!?\n]{0,80}\b(?:right|correct|true|accurate)\b)"),
    ("neg2", "wrong incorrect false untrue lie", r"\s+to\s+(?:say|claim|think|suggest)\b"),
    ("neg2", "lying", r"\s+if\s+i\s+(?:said|say|told|claimed)\b"),  # "I'd be lying if I said"
    ("rej", "false wrong untrue incorrect inaccurate mistaken misinformed myth outdated kidding"
            " joking nonsense rubbish lying",
     r"\b"),
    ("rej", "hasn't haven't", r"\s+been\s+(?:touched|updated|edited|refreshed|changed)\b"),  # a stale page
    # the speaker's own word against what it just said: "X, I lied.", "X. I'm lying.", "Don't
    # believe a word of it.", "I wouldn't trust that if I were you.", "My guess is X, but I
    # wouldn't bet on it."
    ("rej", "lied", r"\b(?<=\bi\slied)"),
    ("rej", "don't", r"\s+(?:believe|trust)\s+(?:a\s+word|it|that|this|me)\b(?!\s*\?)"),  # (not "Don't believe me? Ask HR.")
    ("rej", "wouldn't", r"\s+(?:believe|trust|bet\s+on)\s+(?:it|that|this|me|my\s+(?:gut|hunch(?:es)?|instincts?))\b"),
    # "That's a lie", "that's our lie", "a white lie" (not "I won't lie", "no lie")
    ("rej", "lie", r"\b(?:(?<=\ba\slie)|(?<=\bthe\slie)|(?<=\bour\slie)|(?<=\bmy\slie)|(?<=\bwhite\slie)"
                   r"|(?<=\bofficial\slie)|(?<=\busual\slie))"),
    # (not "that's no fiction", "no bluff")
    *(("rej", w, rf"\b(?<!\bno\s{w})") for w in ["fib", "fibs", "fiction", "fictional", "fabrication", "fabricated", "bluff"]),
    # "fake news", "That's fake." (not "I gave it X as a fake": a note's decoy the estimate reads)
    ("rej", "fake", r"(?:\s+news\b(?<!\bno\sfake\snews)|\b(?:(?<=\bthat's\sfake)|(?<=\bit's\sfake)|(?<=\bthat\sis\sfake)|(?<=\ball\sfake)))"),
    # "X. I made that up.", "Made up, obviously.", "I'm making it up" (not "made up of three
    # teams", "made up her mind", "I'd be making it up if I picked")
    ("rej", "made making", r"(?<!be\smaking)\s+(?:(?:that|it|this|all\s+of\s+(?:it|that))\s+)?up\b(?!\s+(?:of|for|my|her|his|our|their|the|a|with|to)\b)"),
    ("rej", "party official", r"\s+line\b"),  # "That's the party line": what is said, not what is so
    # "X. That was the decoy.": the speaker names what it just said a decoy
    ("rej", "decoy", r"\b(?:(?<=\bthat\swas\sa\sdecoy)|(?<=\bthat\swas\sthe\sdecoy)|(?<=\bthat's\sa\sdecoy)|(?<=\bthat's\sthe\sdecoy))"),
    # a status field vouches, where the status word ends it ("Status: confirmed wrong" does not)
    ("end", "status", r"[\s*_]*(?:[:=][\s*_]*)?(?:confirmed|verified|current|accurate|correct)[\s*_]*(?:[.!;,)\n]|\Z)"),
    ("end", "correctly rightly", r"\b"), ("end", "confirmed", r"\b(?<![(\[]confirmed)"), ("end", "can", r"\s+(?:only\s+)?confirm\b"),
    ("end", "you're he's she's they're that's it's", r"\s+(?:\w+\s+)?(?:right|correct|true"
                                                    r"|accurate|spot\s+on)\b" + _NOT_PLACE),
    ("end", "you he she they that this which it", r"(?:\s+one)?(?:'s|\s+(?:are|is|were|was))\s+"
                                                 r"(?:\w+\s+)?(?:right|correct|true|accurate"
                                                 r"|spot\s+on)\b" + _NOT_PLACE),
    ("end", "is", r"\s+(?:(?:absolutely|completely|entirely|quite)\s+)?(?:true|correct|accurate"
                  r"|right)\b" + _NOT_PLACE),
    ("end", "as like", r"\s+you\s+(?:\w+ly\s+)?(?:said|say|suggested|suspected|guessed|mentioned)\b"),
    ("end", "yes yep yeah exactly correct", r"\s*(?:[.!,]|\n|\Z)"),
    ("end", "agree agreed", r"\b"),  # "Her manager told me X, and I agree with her"
    # a report the speaker vouches for: "... and for once the manager's got it right", "he'd
    # know better than anyone", "so I believe him", "I've no reason to doubt him"
    ("end", "got", r"\s+it\s+(?:right|correct)\b"), ("end", "know", r"\s+better\s+than\s+(?:anyone|anybody)\b"),
    ("end", "i we", r"\s+(?:\w+ly\s+)?trust\s+(?:it|that|them|this)\b(?!\s+(?:less|no|not|only)\b)"),  # "and I trust it"
    ("end", "i", r"\s+(?:do\s+|really\s+|fully\s+)?believe\s+(?:him|her|them\b|(?:it|that)\s*(?:[.!;,]|\Z))"), ("end", "no", r"\s+reason\s+to\s+doubt\b"),
    # ... or a source the speaker checks against its own knowledge: "and I'd say the same
    # myself", "that matches what I know", "I know that to be accurate", "I can vouch for it",
    # "I'd stand behind it", "I've since seen it for myself"
    ("end", "i'd we'd", r"\s+say\s+the\s+same\b"), ("end", "matches match", r"\s+what\s+(?:i|we)\s+(?:know|saw|see|have\s+seen)\b"),
    ("end", "know", r"\s+(?:that|it|this)\s+to\s+be\s+(?:accurate|true|correct|right)\b"),
    ("end", "vouch", r"\s+for\s+(?:it|that|this)\b"), ("end", "stand", r"\s+behind\s+(?:it|that|this)\b"),
    ("end", "seen", r"\s+it\s+(?:for\s+)?(?:myself|with\s+my\s+own\s+eyes)\b"),
    # a placement the speaker says still holds: "and Chloe is still there", "hasn't left
    # since", "has stayed put" (not where someone else's report covers the sentence)
    ("stay", "still", r"\s+there\b"), ("stay", "stayed", r"\s+put\b"), ("stay", "settled", r"\s+(?:in\s+)?there\b"),
    ("stay", "nothing", r"(?:\s+(?:(?:i've|i\s+have)\s+heard\s+)?(?:since\s+)?(?:says?|suggests?|to\s+suggest)\s+otherwise|(?:'s|\s+has)\s+changed(?:\s+since)?)\b"),
    ("stay", "hasn't haven't", r"\s+(?:left|moved)(?:\s+since)?\s*(?:[.!;,]|\Z)"), ("stay", "been", r"\s+there\s+(?:ever\s+)?since\b"),
    ("end", "that's", r"\s+(?:where\s+(?!(?:it|i|we|you|nobody|no|none)\b)[a-z]+\s+(?:really\s+|actually\s+)?(?:is|are|sits|works)\b|(?:the\s+)?real(?:\s+one)?\s*(?:[.!;,]|\Z))"),
    ("end", "that", r"(?:\s+(?:\w+\s+)?is\s+where\s+(?:she|he|they)(?:'s|\s+(?:is|are|has|have|sits|works))\b|(?:\s+one)?(?:'s|\s+is)\s+(?:the\s+)?real(?:\s+one)?\s*(?:[.!;,]|\Z))"),
    # the speaker keeps an earlier word of its own: "I said X before and I'm sticking with it"
    ("keep", "sticking stick", r"\s+(?:with|to|by)\s+(?:it|that|this|my)\b"),
    ("keep", "stand", r"\s+by\s+(?:it|that|this|what|my)\b"), ("keep", "still", r"\s+stands\b"),
    ("keep", "checked", r"\s*:\s*(?:it|that|she|he|they)(?:'s|\s+is|\s+are)\s*(?:right\s*)?(?:[.!]|\Z)"),  # "My guess was X, and I checked: it is."
    ("keep", "own", r"\s+words\b"), ("keep", "as", r"\s+i'?d\s+put\s+it\b"),  # "in my own words: '...'"
)  # fmt: skip
_TRIGGERS: dict[str, list[tuple[str, str]]] = {}  # word -> (pattern source, kind), in order
for _kind, _words, _rest in _TABLE:
    for _word in _words.split():
        _TRIGGERS.setdefault(_word, []).append((_word + _rest, _kind))
# the speaker as the subject of a report verb: "I think X" asserts, "they think X" reports
_OPENING = _set("were had should yes yep yeah exactly correct or")  # open a sentence
_FIRST = _set("i we i'd we'd i'll we'll i've we've")
_RECORDS = _set("records record notes directory files file system database roster data chart gut")
_SUBJECT_VERBS = _set(_REPORT_VERBS)


@functools.cache
def _patterns(word: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """``word``'s trigger patterns, compiled when a text first holds it (most never do)."""
    return tuple((re.compile(source), kind) for source, kind in _TRIGGERS[word])


# what else the text must hold for a common word's patterns to have a chance (a cheap test)
_FINE = ("right", "correct", "true", "accurate", "spot on")
_NEEDLES: dict[str, tuple[str, ...]] = {
    "rather": ("than",), "instead": (" of",),
    "other": (" than",), "apart": (" from",), "aside": (" from",), "nothing": (" puts", " places", " put ", " ties", " links", " points", " with", " from me", "say nothing", "tell nothing", "otherwise", "changed", " more", " further", " smaller", " finer", " narrower", " lower", " deeper", " underneath", " below", " beneath"),
    "in": ("in case", "the sense", "world", "universe", " life", "reality", "timeline", "dimension", "history", "version", "any case", "pool", "sweepstake", "raffle", "lottery", "bracket", "guessing", "bingo", "trivia", "quiz"), "got": (" it", "down", "listed", "filed", "noted", "pencil"), "know": (" better", " to be"), "coin": (" flip",), "for": (" all", "notes", "record", "file"), "name": (" only",), "all": (" but", " i", " we"), "everything": (" but",),
    "only": (" in name", " on paper"), "used": (" to",), "away": (" from",), "my": (" was", " mistake", " bad", "changed", "understanding", "impression"), "from": (" to", " day"),
    "at": (" first",), "out": (" of",), "last": (":",), "before": (":", "you ask"), "so": ("so is", "so was", "so are", "so do", "so did", "so has", "so have", "or so "), "back": ("back then", "back in", " it up", " that up", " this up"),
    **dict.fromkeys(["rule", "rules", "ruled", "ruling"], (" out",)), "word": ("word is", "word around", "word has"), "story": (" goes",),
    "i": ("said", "say", "thought", "guess", "assum", "believ", "figur", "suspect", "mention", "had",
          "know", "think", "mean", "can ", "gave you", "owe you", "trust", "need to", "stand"), "we": ("know", "think", "can ", "trust", "need to", "stand"), "actually": ("actually,",), "take": (" back", "your pick"),
    "or": (" rather", " it", ". or ", "? or ", "! or ", "\nor ", ".or ", "…or ", "… or "), "make": ("make ",), "hang": (" on",), "hold": (" on",), "forget": ("forget ",),
    "no": ("longer", "idea", "clue", "reason", " way", "no to", "no on", "..", "…", "—", "–", "-", ". no", ", no", "connection", "link",
           "ties", "involvement", " comment", " further", " lower", " deeper", " narrower", " finer"),
    "playing": (" role", " part"), "role": ("play",), "second": (" thought",), "shouldn't": (" have",),
    **dict.fromkeys(["parallel", "alternate"], (" universe", " world", " reality", " timeline")),
    **dict.fromkeys(["was", "were", "been", "am", "being"], (" on", " in", " at", " with", " under",
                                                            " part", "told", " there")),
    **dict.fromkeys(["he", "she", "they", "this", "which", "it", "you're", "he's", "she's", "they're", "it's", "is"], _FINE),
    "you": (*_FINE, " ha", " got ", " put ", " picked ", " chose ", " entered ", " listed ", " guessed "), "you've": (" ",), "that's": (*_FINE, " you ", " where", " real", " all "), "that": (*_FINE, " real", " where", " ago"),
    "i'm": ("told", "happy", "glad", "pleased", "okay", " ok", "fine", "comfortable", "thinking", "nearly", "reasonably", "almost"),
    "we're": ("nearly", "reasonably", "almost"),
    "i'll": (" you", "confirm", "stand"), "we'll": (" you", "confirm", "stand"), "i'd": ("assumed", "thought", "guessed", "figured", "believed", "said", "told you", "the same"),
    "to": ("knowledge", "be precise", "be exact", "be accurate", "announced", "is to ", "are to "), "strictly": (" speaking",), "who": ("who you",),
    "the": ("you're", "you are", "you were", "answer"), "different": (" person", " guy", " woman", " man"),
    "little": (" weight",), **dict.fromkeys(["seem", "seems", "sound", "sounds"], ("sure", "certain", "convinced", "confident")), "same": (" as",), "belongs": (" on", " in"), "belong": (" on", " in"),
    "fit": (" for",), **dict.fromkeys(["sits", "sit", "sitting", "sat", "seated"], (" with", " near", " next", " beside", " among", " along")),
    "where": ("sit", "sat", "desk", "seat", "chair"),
    "sticking": (" with", " to", " by"), "stick": (" with", " to", " by"), "stand": (" by", " behind"),
    "still": (" stands", " there", " is", " are", " does"), "own": (" words",), "i've": ("pieced", "worked", "figured"),
    "as": ("as you", " put it", "happens", "turns out", "far as"), "like": ("like you",), "can": ("confirm",), "what": ("'d ", " id "),
}  # fmt: skip
_NOT_WORD = str.maketrans({c: " " for c in '\t\n\r.,;:!?()[]{}"*/<>-_=+&|…'})
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz'")
_Trigger = tuple[int, int, str]


def _at_words(low: str, word: str, at: int = 0) -> Iterator[int]:
    """Where ``word`` stands as a whole word in ``low`` from ``at`` (str.find: no regex per word)."""
    at = low.find(word, at)
    while at >= 0:
        end = at + len(word)
        if (not at or low[at - 1] not in _WORD_CHARS) and low[end : end + 1] not in _WORD_CHARS:
            yield at
        at = low.find(word, at + 1)


def _sentence_start(low: str, at: int, marks: str = ".!?\n") -> int:
    """Where the sentence holding ``at`` starts: after the last of ``marks`` before it."""
    return max(map(low.rfind, marks, itertools.repeat(0), itertools.repeat(at))) + 1


def _sentence_end(low: str, at: int) -> int:
    """Where the first sentence mark at or after ``at`` stands (the text's end if none)."""
    ends = (x for x in map(low.find, ".!?\n", itertools.repeat(at)) if x >= 0)
    return min(ends, default=len(low))


def _line_end(low: str, at: int) -> int:
    """Where the line holding ``at`` ends (the text's end when no line follows)."""
    return low.find("\n", at) % (len(low) + 1)


def _lift(out: list[Role], spans: Sequence[tuple[int, int]], a: int, b: int, role: Role) -> None:
    """Raise to at least ``role`` the mentions that start in ``[a, b)``."""
    for i in range(bisect_left(spans, (a,)), bisect_left(spans, (b,))):
        out[i] = max(out[i], role)


_FIX_LABEL = re.compile(r"\b(?:mistake|correction|wrong|error|slip)\b[^.!?:\n]{0,16}\Z")
_FIX_CLAUSE = re.compile(r"[ \t]*:[ \t]*[a-z]+\s+(?:is|works)\s")


def _vetoed(low: str, word: str, kind: str, at: int) -> bool:
    """Whether the trigger word at ``at`` does not act where it stands."""
    before = low[max(0, at - 16) : at].split()[-2:]
    last = before[-1:]
    if (
        kind == "soft"
        and _FIX_LABEL.search(low, max(0, at - 30), at)
        and _FIX_CLAUSE.match(low, at + len(word))
    ):
        return True  # "My mistake earlier: Ana is in X": the time of the slip, not of X
    # a report verb that is the speaker's own word ("I think X", "as mentioned", "our records
    # say X"), or opens a sentence as an imperative ("Think Product: ...")
    if (
        word in _SUBJECT_VERBS
        and kind != "order"
        and (
            _FIRST.intersection(before)
            or last in (["as"], ["that"])
            or (before[-2:-1] in (["our"], ["my"], ["the"]) and before[-1] in _RECORDS)
            or not at
            or _SENTENCE_END.search(low, max(0, at - 64), at)
        )
    ):
        return True
    if kind == "past" and (
        last in (["as"], ["like"])  # "as I said" repeats a claim
        or before == ["lying", "if"]  # "lying if I said": a negation
        # "I didn't say Y. I said X": a restatement, not a dropped value
        or bool(_UNSAID.search(low, max(0, at - 60), at))
    ):
        return True
    return _word_vetoed(low, word, kind, at, before, last)


def _word_vetoed(low: str, word: str, kind: str, at: int, before: list[str], last: list[str]) -> bool:  # fmt: skip
    """The trigger words that a word or two before them disarm."""
    return (
        (word == "before" and last in (["said"], ["mentioned"], ["told"]))  # "As I said before:"
        or (word == "former" and last == ["the"])  # "the former": a reference (R10)
        # a name said right ("can pronounce her surname correctly"): no value vouched for
        or (
            word in ("correctly", "rightly")
            and last in (["name"], ["surname"], ["names"], ["spelling"])
        )
        or (word == "last" and last == ["as"])  # "Same answer as last time: X" repeats a claim
        or (word in ("started", "began") and last in (["just"], ["recently"]))  # a new start
        or (word == "if" and last == ["as"] and before[0].endswith(("not", "n't")))  # "not as if"
        or (word == "if" and last == ["lying"])  # "I'd be lying if I said": a negation
        or (word == "may" and last in (["in"], ["of"], ["since"], ["until"]))  # the month
        or (word == "confirmed" and bool(_YOURS_BEFORE.search(low, max(0, at - 40), at)))
        or _own_hedge(low, word, at, last)
        or (word == "no" and kind == "retract" and _levels_refused(low, at))
        or (word.startswith("pretend") and bool(_ACTORS.intersection(last)))
        # "anywhere but X" (not "everyone but her"); "can't be anywhere but X" asserts X
        or (word == "but" and kind == "exc" and not _EXC_BEFORE.search(low, max(0, at - 12), at))
        or (word == "but" and bool(_NEG_BEFORE.search(low, max(0, at - 60), at)))
    )


def _own_hedge(low: str, word: str, at: int, last: list[str]) -> bool:
    """A doubt, rejection or negation word that only rates the speaker's own certainty."""
    if word == "could":  # "X, though I could be wrong" (not before a question: "... Any help?")
        return last in (["i"], ["we"]) and bool(_OWN_ERROR.match(low, at)) and "?" not in low[at:]
    if word in ("wrong", "mistaken"):  # "I'd be surprised to be wrong": no rejection of X
        return bool(_SURPRISED_TO_BE.search(low, max(0, at - 48), at))
    # "I'm reasonably sure, not completely: X": a degree of certainty, no negation of X
    return word == "not" and bool(
        _NOT_FULLY.match(low, at) and _SURE_BEFORE.search(low, max(0, at - 24), at)
    )


def _levels_refused(low: str, at: int) -> bool:
    """A "no" after only level words ("Division and project, no."): levels refused, not the
    value before taken back."""
    start = _sentence_start(low, at)
    words = _TOKEN.findall(low, start, at)
    return bool(words) and {w.removesuffix("s") for w in words} <= _REFUSABLE


def _clause_marks(low: str, words: set[str]) -> tuple[list[int], list[int]]:
    """Clause-opening words and contrast words ("or so they say", "so the story goes" go on)."""
    opens = {(w, at) for w in words.intersection(_CLAUSE_WORDS) for at in _at_words(low, w) if not _TRAILS.match(low, at) and not (w == "but" and _EXC_BEFORE.search(low, max(0, at - 12), at)) and not (w == "now" and _NOW_INSIDE.search(low, max(0, at - 80), at))}  # fmt: skip
    cuts = [at for _, at in opens]
    contrast = [
        at
        for w, at in opens
        if w in _CONTRAST and low[at - 3 : at] != "or " and not _SO_TAIL.match(low, at)
    ]
    if "and" in words:
        cuts.extend(at for at in _at_words(low, "and") if _NEW_SUBJECT.match(low, at))
    return cuts, contrast


def _scan(low: str, cut: bool = False) -> tuple[list[_Trigger], list[int], list[int]]:
    """Every trigger ``(start, end, kind)``, every clause-opening word and every contrast
    word (when there are triggers, or ``cut``), in text order. Only the trigger words the
    text holds are looked for."""
    words = set(low.translate(_NOT_WORD).split())
    present = [
        w for w in words.intersection(_TRIGGERS) if any(n in low for n in _NEEDLES.get(w, ("",)))
    ]
    negs = [w for w in words if w.endswith("n't") and w not in ("can't", "won't")]  # no refusals
    if not present and not negs and not cut:
        return [], [], []  # no trigger: clauses matter only to R11, which may not ask
    # "n't" and what follows it ("isn't untrue", "isn't true that")
    found: list[_Trigger] = [
        (e - 3, e, next((k for k, rx in _AFTER_NOT if rx.match(low, e)), "neg"))
        for e in (at + len(w) for w in negs for at in _at_words(low, w))
    ]
    for word in present:
        found.extend(t for at in _at_words(low, word) if (t := _trigger_at(low, word, at)))
    cuts, contrast = _clause_marks(low, words)
    found.sort()  # a report verb inside another trigger is part of it: "wrong to say"
    # (and a negation or rejection inside an aside is the aside's: "My answer hasn't changed:
    # X", "You've got the wrong division: X is where she is")
    return [t for k, t in enumerate(found) if t[2] not in ("rep", "neg", "rej") or not k or found[k - 1][1] <= t[0] or (t[2] != "rep" and found[k - 1][2] != "aside")], cuts, contrast  # fmt: skip


def _trigger_at(low: str, word: str, at: int) -> _Trigger | None:
    """The trigger the word at ``at`` starts: its first pattern that matches and acts there."""
    for rx, kind in _patterns(word):
        m = rx.match(low, at)
        if m is None:
            continue
        if _vetoed(low, word, kind, at):
            return None
        if kind == "order":  # "Put X in your report", "Just write down X"
            if not _OPENS.search(("\n" if at <= 40 else "") + low[max(0, at - 40) : at]):
                continue
            kind = "rep"
        opening = word in _OPENING and kind in ("cond", "end", "alt")
        if opening and at and not _SENTENCE_END.search(low, max(0, at - 64), at):
            continue  # "were she", a bare "Yes." only open a sentence
        return at, m.end(), kind
    return None


# R3: a name that is the subject of a denial: "Gaming is ruled out", "X isn't right"
_DENIED_AFTER = re.compile(
    r"[\s*\"')]*(?:,?[ \t]*it\s*(?:is|was|'s)\s*(?:n't|not)\b"  # "X it isn't": the value put first
    r"|,[ \t]*(?:is|are|was|were)n't(?![ \t]+(?:she|he|they|it|that|there|i|you|we)\b)|(?:is|are|was|were|'s|does|do|did)\s*(?:(?:definitely|certainly|clearly|also"
    r"|simply|surely|obviously|absolutely|just)\s+)?(?:n't\b|not\b)|(?:is|are|was|were|'s)\s+"
    r"(?:(?:definitely|certainly|clearly|also|now)\s+)?(?:ruled\s+out|out\b|off\s+the\s+table"
    r"|wrong\b|incorrect\b|excluded|eliminated)|(?:is|was|'s)\s+(?:exactly\s+)?(?:the\s+(?:one|team)|where)\b[^.;,!?]{0,40}?"
    r"(?:\bnot\b|n't\b|\bnever\b)|(?:folks|people|crowd|lot|guys)\b[^.;!?]{0,60}?(?:\bnot|n't)\s+one\s+of\s+them\b"
    r"|,?\s*(?:i|we)\s+can\s+(?:safely\s+|definitely\s+)?(?:exclude|rule\s+out|eliminate|cross\s+off)\b)"  # "X I can exclude"
)
# R12: irony markers: a text that says "and I'm the CEO" or "yeah, right" does not mean what
# it names, so nothing in it is claimed (a sarcastic "Oh sure, she's in W" would otherwise pay
# a defender that never lies)
_IRONY = re.compile(
    r"\band\s+i(?:'?m|\s+am)\s+(?:also\s+|secretly\s+|actually\s+)?(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:ceo|chief\s+executive|chair(?:man|woman)|managing\s+director|pope|queen|king|emperor|empress|sultan|tsar|prime\s+minister|president|unicorn|astronaut|billionaire|wizard|dragon|martian|giraffe|penguin|dolphin|llama)\b"
    r"|\band\s+i'?m\s+(?:also\s+)?(?:the|a|an)\s+[^.!?\n]{0,40}?\btoo\b"
    r"|\byeah\b(?:,?\s+|[^.!?\n]{0,40}[.!]\s*)right\b(?!\s*\?)|\boh,?\s+(?:sure|yes|yeah|absolutely"
    r"|of\s+course|totally|definitely|naturally)\b|\bsure,?\s+sure\b|\bwhatever\s+you\s+say\b"
    r"|\bgive\s+(?:[\w-]+\s+){0,2}a\s+(?:medal|prize|cookie)\b|\U0001f644|(?<!\w)/s\b"
    r"|\bpigs\s+(?:might\s+|will\s+|can\s+|do\s+)?fly\b|\bpigs\s+(?:have|grow|got|sprout)\s+wings\b|(?<=\.)\s+ha(?:h|ha)?\s*[.!](?!\w)"  # "X. Ha."
    # closing the text after the value: a tease, a laugh and a "no", a refusal of the odds, a
    # joke or sarcasm named, a scoff, a verdict of false ("X. Haha no.", "X. Fat chance.", "X. Sarcasm,
    # obviously.", "X. Sure, Jan.", "X. A likely story.", "X. Big if true.", "X. Verdict: false.")
    r"|(?<=[.!])\s+[.…]*\s*(?:just\s+)?(?:teasing|(?:ha)+,?\s+no|not\s+a\s+chance|fat\s+chance|not\s+in\s+(?:this|a\s+million)\s+(?:lifetime|years)"
    r"|when\s+hell\s+freezes\s+over|in\s+another\s+(?:life|lifetime|universe|world)|as\s+if\s+i'?d\s+(?:tell|say)(?:\s+(?:you|that|it))?|said\s+with\s+a\s+straight\s+face"
    r"|believe\s+that\s+and\s+you'll\s+believe\s+anything|sure(?:\s+(?:you|she|he|they)\s+(?:are|is))?,?\s+jan|ri{2,}ght|su{2,}re|(?:a\s+)?likely\s+story|as\s+likely\s+as\s+[^.!?\n]{1,40}?|(?:well,?\s+)?not\s+exactly|(?:big|huge)\s+if\s+true|(?:fact[\s-]*check|verdict|rating|status)\s*:\s*(?:false|debunked|fake|pants\s+on\s+fire)|[(\[]?debunked[.!]*[)\]]?|(?:(?:that's|that\s+was|it's|this\s+is)\s+)?(?:obviously\s+|clearly\s+)?"
    r"(?:a\s+joke|sarcasm)(?:,?\s+(?:obviously|clearly|of\s+course))?)\s*[.!]*\s*\Z|(?<=[.!])\s+[.…]+\s*nope\b"
    # ... or a mock question on its plausibility ("X. Believable, isn't it?")
    r"|(?<=[.!])\s+(?:totally\s+|very\s+)?(?:believable|plausible|convincing),?\s+(?:isn't\s+it|right|no)\s*\?\s*\Z|\*\s*sarcasm\s*\*|</\s*sarcasm\s*>|[(\[]\s*(?:/|end\s+)sarcasm\s*[)\]]"
    r"|\b(?:yes|yeah|sure),?\s+and\s+(?:the\s+)?(?:coffee\s+machine|printer|lift|elevator|wi-?fi|trains?)\b[^.!?\n]{0,50}?\b(?:fixed|repaired|work|works|working|on\s+time)\b"  # "X? Yes, and the coffee machine is getting fixed"
    r"|\band\s+i'?m\s+(?:a\s+teapot|the\s+(?:easter\s+bunny|tooth\s+fairy)|santa(?:\s+claus)?)\b|\bmoon\s+is\s+made\s+of\b"
    # what a liar or an outsider would be told, and a sentence given as an example
    r"|\bis\s+what\s+(?:a|an|any)\s+(?:liar|fraud|troll)\s+would\s+(?:say|tell\s+you|claim)\b"
    r"|\bis\s+what\s+(?:i|we)(?:'d|\s+would)\s+(?:say|tell)\s+(?:to\s+)?(?:a|an|any)\s+(?:stranger|outsider)s?\b"
    r"|\A[\s*_#>-]*(?:here's\s+an\s+)?example(?:\s+(?:sentence|answer|reply|text))?\s*:|\bexample\s+sentence\b"
    r"|(?<!\byes)(?<!\byeah)(?<!\bok)(?<!\bokay),\s*sure\s*[.!](?!\w)"  # "X, sure." (not "Sure, X")
    r"|(?<!\bha\.)(?<!\bhah\.)(?<=[.!])\s+as\s+if\s*[.!](?!\w)"  # "X. As if." (not "X? Ha. As if.")
    r"|(?<=[.!])\s+(?:totally|of\s+course|naturally)\s*[.!]|\bnext\s+you'll\s+(?:tell|say)\b"  # "X. Totally."
    # a game or a disclaimer that some or all of what follows is false
    r"|\btwo\s+truths\s+and\s+a\s+lie\b"
    r"|\b(?:everything|anything|all)\s+(?:that\s+)?i\s+(?:say|said|tell|write)\b[^.!?\n]{0,20}?\b(?:lies?|false)\b"
    r"|\b(?:next|following)\s+(?:sentence|line|statement)\s+is\s+(?:a\s+lie|false)\b|\bcover\s+story\b"
    # a day or a land where things mean their opposite, a prank's closing cry, a mocking
    # sentence after the value ("X. Gotcha.", "Ha, X. Nice try."), a tale's or a game's frame
    r"|\bopposite\s+(?:day|land|world)\b|\bapril\s+fools?\b|(?<=[.!?])\s+(?:gotcha|psych|nice\s+try|good\s+one"
    r"|good\s+joke|(?:all\s+)?lies|psyche|sike|syke|(?:ha,?\s+)?(?:fooled|tricked)\s+(?:you|ya)|made\s+you\s+look"
    r"|(?:i'?m\s+)?(?:just\s+)?(?:messing\s+with\s+you|trolling|bluffing)(?:\s+you)?|said\s+(?:nobody|no\s+one)"
    r"|that\s+was\s+(?:a\s+|just\s+a\s+)?(?:joke|test)|then\s+again,?\s+maybe\s+not)\s*[.!]"
    # the text called a test, a hint between its lines, the truth put off till later
    r"|\b(?:the\s+above|this(?:\s+message)?)\s+(?:was|is)\s+(?:just\s+|only\s+)?a\s+test\b|\bread\s+between\s+(?:the|these|those)\s+lines\b"
    r"|\b(?:i'll|i\s+will)\s+be\s+(?:honest|straight|truthful)\s+(?:with\s+you\s+)?later\b"
    # ... or, closing the text, a laugh, a "nope" or "cap" (a lie) after the value ("X. Nope.")
    r"|(?<=[.!])\s+(?:got\s+(?:you|ya)|nope|nah|lol(?:,?\s+no)?|lmao|rofl|cap)\s*[.!]*\s*\Z|\bin\s+(?:the|our|my|a|your)\s+(?:little\s+|own\s+)?(?:story|novel|play"
    r"|role-?play|film|movie|fairy\s+tale|fantasy|fan-?fic(?:tion)?|game\s+we\s+play|game)\b(?!\s+(?:of|with)\b)|\bfor\s+(?:this|the)\s+(?:exercise|drill|role-?play)\b"
    r"|\bfor\s+the\s+(?:sake|purposes?)\s+of\s+(?:this|the|our)\s+(?:chat|conversation|exercise|game|discussion|argument)\b|\bfor\s+argument's\s+sake\b"
    # a sentence set as a language exercise, a joke's punchline, a tale the hearer is to finish
    r"|\b(?:grammar|spelling|punctuation|tense|vocabulary|typing|dictation|pronunciation)\s+(?:drill|test|exercise|practi[cs]e|quiz|lesson)\b"
    r"|\btranslate\s+(?:[a-z]+\s+){0,3}?into\s+[a-z]+\s*:|\bto\s+practi[cs]e\s+[^.!?\n]{1,40}?,\s*(?:write|say|type|repeat|copy)\b"
    r"|\bfill\s+in\s+the\s+blanks?\b|(?<!no\s)\bpunch\s*line\s*:|\bba-?dum-?(?:tss|tsh|ching)\b|\blet\s+you\s+(?:write|finish|imagine)\s+the\s+rest\b"
    r"|\bthe\s+way\s+i'?m\s+(?:in|on|at)\s+the\s+(?:olympics|nba|nfl|senate|circus|royal\s+family|beatles)\b"
    # a tag that marks the text a joke, a lie or a wink ("X (lie)", "X [sarcasm]", "X jk", "X ;)"),
    # a leg pulled, a hearer only tested ("Just testing you.")
    r"|[(\[]\s*(?:lie|lying|false|untrue|not(?:\s+true)?|sarcasm|sarcastic|irony|ironic|joke|joking|kidding|jk|j/k|fake"
    r"|fiction|bluff|decoy|wink|don't\.?|not\s+really|as\s+if)\s*[.!]*\s*[)\]]|\bj/?k\b|;-?\)|\U0001f609|[\U0001f925\U0001f921\U0001f9e2]|\*\s*(?:lies|lying|winks?|coughs?|smirks?)\s*\*|\(\s*narrator\s*:|\bwink(?:\s+wink)?\b|\btongue\s+(?:firmly\s+)?in\s+cheek\b"
    r"|\bsaid\s+no\s+(?:[\w-]+\s+){0,2}ever\b|\[citation\s+needed\]|\bmy\s+(?:own\s+)?imagination\b|\btrust\s+me\s+bro\b"
    r"|(?:^|(?<=[.!?]\s))(?:sure|yeah),?\s+and\s+(?!(?:also|then|yes)\b)|(?<=[.!?])\s+sure\s+(?:she|he|they)\s+(?:does|do|is|are)\s*[.!]"  # "Sure, and X."
    # ... a value echoed as a question, granted with a "yes, and" that says nothing of anyone (an
    # absurd aside, not an answer: "X? Yes, and my car flies"; "X? Yes, and she's still there"
    # answers), or a joke owned ("X, if I were kidding, which I am")
    r"|(?<=\?)\s+yes,?\s+and\s+(?![^.!?\n]*?\b(?:she|he|they|her|him|his|hers|them|their|it|its|that|there|too|also)\b)|\bif\s+i\s+were\s+(?:joking|kidding|teasing|lying),?\s+which\s+i(?:'m|\s+am)\s*[.!]"
    # ... or after an echo with no verb of its own, an aside that tells the yes ("X for T, absolutely,
    # and the quarterly report is a real page-turner"; not "T is in X, sure, and she likes it")
    r"|(?<![^.!?\n])(?:(?!\b(?:is|are|was|were|works?|sits?|belongs?|joined|has|have|had)\b|'s\b)[^.!?\n,]){1,80},\s+(?:sure|absolutely|certainly|definitely|totally|of\s+course),?\s+and\s+(?:the|my|our|i'm|i)\s+(?![^.!?\n]{0,40}?\b(?:it|that|her|him|them|there|she|he|they)\b)"
    # a value only offered as familiar, wondered about or signalled past a refusal ("X. Rings a
    # bell?", "You're not wrong to wonder about X", "My lips are sealed. My eyebrows, less so: X");
    # a faint bell or chord is no less a hedge ("X rings a faint bell, but so do most teams in Y")
    r"|\b(?:rings?|ringing|strikes?|sounds?)\s+(?:a|any)\s+(?:bells?|chords?)\b|\ba\s+(?:very\s+)?(?:faint|distant|vague|dim)\s+(?:bell|chord)\b"
    r"|\bsounds?\s+familiar\s*\?|\b(?:faintly|vaguely|dimly)\s+familiar\b|\bnot\s+wrong\s+to\s+(?:wonder|ask|think)\s+about\b"
    r"|\b(?:my|our)\s+lips\s+are\s+sealed\b"
    r"|[,.]\s+(?:somewhere\s+|up\s+)?on\s+(?:the\s+far\s+side\s+of\s+)?the\s+moon\b|\bmonkey's\s+uncle\b|\bmade\s+of\s+(?:green\s+)?cheese\b|\bthe\s+moon\s+is\s+cheese\b|\bthe\s+earth\s+is\s+flat\b"
    # (an animal with a person's skill or job, a creature or a land of fable for a landmark, a
    # rider or a staff, nature run backwards: "And cats can talk.", "Right next to the dragon's lair.")
    r"|\b(?:pigs|cows|fish|elephants|donkeys|cats|dogs|horses|goats|sheep|hamsters|rabbits|penguins|hens|frogs|(?:my|our|the)\s+(?:cat|dog|goldfish|hamster|horse|goat))"
    r"\s+(?:(?:can|could|do|does)\s+)?(?:fly|talk|speak|sing|read|write|type|code|drive|climb\s+trees|are\s+(?:blue|green|purple|pink)"
    r"|(?:does|do|runs?|handles?|manages?|signs?)\s+(?:the|our|all\s+the)\s+(?:payroll|books|accounts|taxes|budget|hiring|office))\b|\bthe\s+sky\s+is\s+(?:green|purple|pink|plaid)\b"
    r"|\b(?:dragon|unicorn|wizard|goblin|elf|fairy|mermaid|ogre|leprechaun|yeti|troll|santa)(?:s|'s|s')?\s+(?:lair|den|cave|castle|tower|stables?|nest|grotto|realm|hideout|bridge|workshop)\b|\bask\s+the\s+(?:tooth\s+fairy|easter\s+bunny)\b"
    r"|\b(?:next\s+to|beside|past|near|behind|opposite|across\s+from|(?:up|down)\s+the\s+(?:hall|road|corridor)\s+from)\s+(?:narnia|hogwarts|atlantis|mordor|middle[\s-]earth|neverland|camelot)\b"
    r"|\b(?:ride|rides|riding)\s+(?:a|my|the)\s+(?:dragon|unicorn)\b|\b(?:run|staffed|guarded)\s+by\s+(?:goblins|elves|fairies|dragons|unicorns|leprechauns|trolls|ogres)\b"
    r"|\bsun\s+(?:rises|comes\s+up)\s+in\s+the\s+west\b|\bwater\s+(?:runs|flows)\s+uphill\b|\bmoon\s+is\s+a\s+(?:balloon|lamp|hologram|disco\s+ball)\b"
    r"|\b(?:two|2)\s*(?:plus|and|\+)\s*(?:two|2)\s*(?:is|makes|equals|=)\s*(?:five|5|three|3)\b|,\s+or\s+(?:doesn't|isn't|not)\s*[.!]|\band\s+i\s+can\s+fly\b|\bbridge\s+to\s+sell\s+you\b"  # absurdities
    r"|\b(?:i'?m|i\s+am|just|only)\s+pulling\s+your\s+leg\b|\bsaid\s+the\s+liar\b|\bjust\s+testing\s+you\b|\bchecking\s+(?:that\s+)?you(?:'re|\s+are)"
    r"\s+(?:paying\s+attention|awake|listening)\b"
    # a wish or a tale told outsiders: "X, in my dreams", "Dream on", "the story we tell visitors"
    r"|\bin\s+(?:my|your|our|their)\s+(?:wildest\s+)?dreams\b|\bdream\s+on\b|\bthe\s+(?:official\s+)?story\s+(?:we|they|i)\s+tell\b"
    # an org chart's item marked for someone at another time, someone else or with doubt
    # (bullets after the first are left to [^\n]*?: a run split two ways is quadratic)
    r"|(?:^|\n)[ \t]*[-*•├└┣┗│─][^\n]*?(?:←|<-|\()[^\n)]*?(?:\b(?:until|till|old|former|previous|next|soon|starting)\b"
    r"|'s\s+(?:manager|boss|lead|mentor|friend|partner)\b|\bnot\s+sure\b)"
    # a concession taken back ("Is that what you wanted to hear? It's not true", "I'm kidding"),
    # a pick withheld ("I'm not saying it"), guesses left unscored ("I'm not scoring them"),
    # hearsay the speaker will not stand behind ("I can't swear to it")
    r"|\b(?:what|(?:the\s+)?(?:kind|sort)\s+of\s+thing)\s+you(?:'d)?\s+(?:\w+\s+){1,3}?to\s+(?:hear|say|read)\b|\b(?:doesn't|does\s+not|won't|will\s+not"
    r"|didn't)\s+make\s+it\s+(?:true|so|real|a\s+fact)\b|(?<!not\s)\b(?:i'?m|i\s+am|just|only)\s+(?:only\s+|just\s+)?"
    # paralipsis: a value inside what the speaker says it will not say ("I won't say he's on X")
    r"(?:kidding|joking|teasing|bluffing|trolling|messing\s+(?:with\s+you|around|about)|winding\s+you\s+up|having\s+you\s+on|pulling\s+your\s+chain)\b|\b(?:i'?m|i\s+am)\s+(?:still\s+)?not\s+(?:saying|going\s+to\s+say|gonna\s+say)"
    r"\s+(?:it|that|so|she|he|they)\b|\bi\s+(?:won't|will\s+not)\s+say\s+(?:it|that|so)\b|\bi(?:(?:'?m|\s+am)\s+not\s+(?:going"
    r"\s+to|gonna)|\s+(?:won't|will\s+not|can't|cannot|shouldn't|refuse\s+to|'d\s+rather\s+not))\s+(?:say|tell|mention"
    r"|claim|reveal)\b(?:\s+(?:you|anyone|them))?\s+(?:that\s+)?[\w-]+(?:'s|\s+(?:is|works|sits))\b"
    r"|\b(?:not|n't|never)\s+(?:\w+\s+)?(?:scoring|grading|marking|score|grade)\b|\b(?:one|two|some|at\s+least"
    r"\s+one)\s+of\s+(?:these|those|them|your\s+\w+)\s+(?:is|are)\s+(?:a\s+lie|false|true|wrong|off|incorrect"
    r"|right|correct)\b|\b(?:can't|cannot|can\s+not|couldn't|won't)\s+(?:swear|vouch)\b"
    # a text that calls itself no answer, a sample or a template (not a slide template: a thing
    # someone keeps), leaves its blanks to the reader, marks its pass cancelled, or leaves its
    # source's accuracy open; a sample only as a kind of text ("Sample reply:", "(a sample)",
    # "just a sample", "sample text"), not a thing sampled ("core samples", "in my sample")
    r"|\bnot\s+(?:an|my)\s+answer\b|\b(?:(?<!slide\s)templates?|placeholders?)\b|\bsamples?\s+(?:only|text|answers?|repl(?:y|ies)"
    r"|responses?|outputs?|payloads?|entr(?:y|ies)|formats?|receipts?|letters?|records?|rows?|data|notes?|forms?)\b"
    r"|(?:\A|[\n(\[]|[.!?]\s)\s*samples?(?:\s+[\w-]+){0,2}\s*[:(—–]|\b(?:is|was|'s|as|just|only|merely)\s+(?:just\s+|only\s+)?a\s+sample\b"
    r"(?!\s+(?:sizes?|means?))|\(\s*a\s+sample\b|\bfill\s+(?:it\s+|them\s+)?(?:in|out)\s+"
    r"(?:whatever|however|whoever|anything)\b|\bnot\s+(?:going\s+to\s+|gonna\s+)?fill(?:ing)?\s+(?:it\s+)?(?:in|out)\b"
    r"|\b(?:flight|booking|pass|ticket|reservation|trip|auction|sale)\s+(?:is\s+|was\s+|has\s+been\s+)?(?:cancell?ed"
    r"|void(?:ed)?|revoked)\b|[—–]\s*(?:void(?:ed)?|cancell?ed|revoked)\b|\bwhether\b[^.!?\n]{0,60}?\bis\s+(?:another|a\s+(?:different|separate))\s+(?:story|matter|question)\b"
    # a later sentence that names the text sarcasm, irony or a joke ("X. I was being sarcastic.")
    r"|(?<=[.!?])\s+\(?\s*(?:(?:that|this|it)(?:'s|\s+is|\s+was)|i\s+was\s+being|i'?m\s+being|said\s+with)\s+(?:(?:just|pure|heavy|obvious"
    r"|a\s+bit\s+of|some)\s+)?(?:sarcas\w+|iron(?:y|ic)|a\s+joke|facetious)\b|(?<!no\s)(?<!not\s)\b(?:irony|sarcasm)\s+intended\b"
    # a sentence held up as a specimen of grammar ("Passive voice example: X", "a comma splice")
    r"|\b(?:comma\s+splice|run-on\s+sentence|(?:simple|compound|complex|declarative)\s+sentence|(?:passive|active)\s+voice)\b"
    # a name said for its sound or its spelling, not its truth ("A and B. Has a ring to it.")
    r"|\b(?:has|have|had|nice|a)\s+(?:(?:a|nice|certain|good|real)\s+){0,2}ring\s+to\s+it\b|\bsounds?\s+(?:silly|funny|odd|weird|nice)\b[^.!?\n]{0,12},\s+doesn't\s+it\b"
    r"|\bsay\s+[^.!?\n]{1,40}?\bout\s+loud\s+for\s+no\b|\byou(?:'ve|\s+have)?\s+spel(?:led|t)\s+[^.!?\n]{1,40}?\s+(?:correctly|right)\b"
    # a riddle whose answer is left to the hearer, a closing mix-up of the person
    r"|\bnow\s+think\s+(?:of|about)\s+(?:who|whose|which)\b"
    r"|\b(?:i'?m|i\s+am|i\s+was)\s+(?:mixing|confusing)\s+(?:her|him|them)\s+(?:up\s+)?with\s+(?:someone|somebody)\s+else\s*[.!]*\s*\Z"
)
# R3b: a name that is the subject of a placing verb says where that entity sits ("X falls under
# Y", "X is part of Y", "X is in Y", "X reports up to Y"), not where the target is: neither name
# is claimed
_UNIT_PLURALS = r"(?:teams|groups|divisions|departments|units|squads|labs|projects)"
# ... one of a unit's teams, or a unit of it ("X is one of the teams under Y", "X is one of Y's
# teams", "X is a unit of Y"): Y's inventory, and so whatever the subject, even one the reader
# does not know ("Zephyr is a project inside Y"): a unit, no person (not "her team is a unit of
# Y", "..., which is a team in Y": the target's, placed)
_UNIT_KIND = (
    rf"(?:one\s+of\s+(?:(?:the|its|their)\s+)?(?:[\w-]+\s+)?{_UNIT_PLURALS}|an?\s+(?:sub-?)?(?:team|group|unit"
    r"|department|division|squad|lab|branch|section|arm|project))\s+(?:of|in|under|within|inside)"
)
_KIND_BEFORE = re.compile(
    r"(?<![\w'-])(?!(?:it|that|this|which|she|he|they|(?:team|group|unit|squad|crew|lab|project|org)s?)\s)"
    r"[\w-]+\s+(?:is|are)\s+" + _UNIT_KIND + r"\s+(?:the\s+)?\Z"
)
_PLACED_UNDER = re.compile(
    r"[\s*\"')]*(?:(?:sits|falls|is|lies|lives|are|sit|fall)\s+(?:(?:also|now|both|all)\s+)?(?:(?:nested|housed"
    r"|located)\s+)?(?:under|within|inside|in|beneath|below|(?:a\s+)?part\s+of|organi[sz]ed\s+(?:under|within|in|there)"
    rf"|grouped\s+under|owned\s+by|one\s+of(?=[^.!?\n]{{1,60}}?'s\s+{_UNIT_PLURALS}\b)|{_UNIT_KIND})\b|(?:both\s+|all\s+)?(?:belongs?\s+"
    r"|reports?\s+(?:up\s+)?(?:in)?)(?:to|through)\b|(?:is|are)\s+(?:also\s+)?(?:the|its|their)\s+other\b"  # "A and B are the other teams"
    # ... said to exist and placed ("Yes, X exists, and it's under Y")
    r"|(?:exists|is\s+(?:a\s+)?real(?:\s+\w+)?)[,;]?\s+(?:and\s+)?(?:yes,?\s+)?it(?:'s|\s+is|\s+sits)\s+(?:in|under|part\s+of)\b)"
)
# ... and the place it sits in, placed in turn ("X is part of Y, which is part of Z"), or
# with the verb left out ("X belongs to Y, and Y to Z")
_CHAINED = re.compile(r",?\s*which" + _PLACED_UNDER.pattern)
# (or named with "at" or "in": "X sits within Y at Z", "Y, in Z": Y's place, no person's)
_GAPPED_UNDER = re.compile(r",?\s+(?:under|(?:in)?to|within|inside|in|at)\b")
# several names placed together are the tree's, not the target's ("A and B are both in Z,
# yes"), unless the text then places the target by them ("... she's in that division too")
_TOGETHER = re.compile(
    r"[\s*\"')]*(?:are\s+(?:both\s+|all\s+|each\s+)?(?:in|on|within)|(?:both|all)\s+(?:are|sit|live|belong|fall))\b"
)
_BY_THEM = re.compile(
    r"\b(?:(?:that|this|the\s+same)\s+(?:\w+\s+)?(?:division|department|unit|group|team|org|project|company"
    r"|corporation)|(?:those|these|the)\s+two|(?:of|as|with)\s+(?:them|those|these))\b"
)


def _just_before(low: str, a: int, b: int) -> bool:
    """Nothing but an article between ``a`` and ``b`` ("..., which is part of the Y")."""
    return low[a:b].strip() in ("", "the")


def _placing(low: str, e: int) -> re.Match[str] | None:
    """R3b: a placing verb right after the name that ends at ``e`` ("falls under", "are both in")."""
    return _TOGETHER.match(low, e) or _PLACED_UNDER.match(low, e)  # (_TOGETHER's first: _BY_THEM)


def _next_stop(low: str, at: int) -> int:
    """Where the sentence (or ";" clause) holding ``at`` ends."""
    m = re.compile(r"[.;!?\n]").search(low, at)
    return m.end() if m else len(low)


# a unit's inventory ("the X division has three teams - A, B and C"): where those sit, not the
# target; the subject and the names after it in its sentence are ABOUT (R3b)
_INVENTORY = re.compile(
    r"[\s*\"')]*(?:(?:team|group|division|department|dept|unit|org|lab|section|branch)\s+)?(?:has|have|had"
    r"|contains|includes|comprises|consists\s+of|is\s+made\s+up\s+of|runs|houses|hosts|oversees|is\s+home\s+to)\s+(?:[\w-]+\s+){0,2}(?:teams"
    r"|groups|divisions|departments|units|projects|squads|labs|programmes|programs|sections|branches)\b"
)
_HAS = re.compile(
    r"[\s*\"')]*(?:has|includes|contains|houses|runs|oversees|is\s+home\s+to|(owns))\s+(?:both\s+)?[*_\"']*"
)
# ... told with the unit last ("One of the teams under Y is X"), unless the text then puts
# someone on it ("..., and T is on it"); or a name that only stands in a list of all the units
# ("the whole list of teams, X among them")
_UNIT_LAST = re.compile(
    rf"\b(?:one\s+of|among)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?{_UNIT_PLURALS}\s+(?:under|in|within|inside)\s+(?:the\s+)?[*_\"']*\Z"
)
_IS_LISTED = re.compile(r"[\s*\"')]*,?\s+(?:is|are)\s")
_ON_IT = re.compile(
    r"\b(?:(?:on|in|joined|with)\s+(?:it|that\s+one)|that's\s+where|(?:is|'s|works|sits)\s+there)\b"
)
_ALL_UNITS = re.compile(
    rf"\b(?:list\s+of|all|every|each\s+of)\s+(?:the\s+|its\s+|our\s+)?(?:[\w-]+\s+)?(?:{_UNIT_PLURALS}|team|group|unit),[^.;!?\n]{{0,60}}\Z"
)
# ("Cyberion owns Lyra" where "Cyberion" is not read as a name: no person for a subject)
_OWNING = re.compile(
    r"[\W_]*(?!(?:she|he|they|i|we|you|it|who|that|this)\b)(?:[\w&'-]+\s+){1,6}owns\s+(?:both\s+)?[*_\"']*"
)
_AMONG = re.compile(r"[\s*\"')]*(?:,?\s+(?:among|amongst)\s+them|\s+included)\b")
_COUNT = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|\d+|several|a\s+few|many|multiple|some"
    r"|various|numerous|a\s+handful\s+of|(?:lots|plenty|loads)\s+of|a\s+(?:couple|number)\s+of)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:teams|groups|divisions|departments|depts|units|squads|labs|projects|programmes|programs|sections|branches)"
)
# ... or units counted in it ("There are three teams in X", "Inside X sit four labs"): how the
# organisation is laid out, unless the target is put in one of them ("one of three teams in X")
_COUNTED_IN = re.compile(
    r"(?<!\bone\sof\s)(?<!\bone\sof\sthe\s)\b"  # ("Of the three teams in X, two ..." counts them too)
    rf"{_COUNT}\s+(?:in|within|inside|under|across)\s+(?:the\s+)?[*_\"']*\Z"
)
_COUNTS_IN = re.compile(
    r"[\s*\"')]*,?\s+(?:there\s+(?:are|were)|sit|are|you'll\s+find|we\s+have)\s+" + _COUNT + r"\b"
)
_PLACED_NEXT = re.compile(
    r";|(?:,\s+(?:(?:and|but)\s+)?|\s+(?:and|but)\s+)(?=[\w-]+(?:'s|\s+(?:is|works|sits|belongs|joined)\b))"
)
# only joining words between the clause start (or a "that" opening a complement) and the subject
_SUBJECT_LEAD = re.compile(
    r"(?:[^.;!?\n]*\bthat\s+)?[\W_]*(?:(?:and|or|so|ok|okay|well|also|the|both|then)\b[\W_]*)*\Z"
)
# R5: a conditional's consequent that is the speaker's own pick commits after a negated
# antecedent, a fallback ("if not X, I'll go with Y"); after any other ("If I were lying, I'd
# say X") it stays supposed
_NEG = re.compile(r"\bnot\b|n't\b")
_PREMISE_REFUSED = re.compile(r"(?:\b(?:which|and|but)\s+|[(—–-]\s*)(?:i'm|i\s+am)\s+not\b")
_PICK = re.compile(
    r"[\s,]*(?:then\s+)?(?:i'll|i\s+will|i'd\s+(?:say|go|guess|pick|bet|put)|i'm\s+going|i\s+go"
    r"|my\s+(?:guess|answer|pick)\s+is)\b"
)
# R1: a summary followed by "Is that right?" is asked, not claimed
_CONFIRM = re.compile(
    r"(?:\s*(?:\d+/\d+|that's\s+my\s+(?:guess|answer|bet|pick|hunch)\s*[.!]))*"  # "X. 2/2 Am I close?"
    r"\s*(?:(?:is|was)\s+that\s+(?:still\s+)?(?:right|correct|it|accurate)|(?:still\s+)?(?:right|correct|accurate|current)|yes|true|am\s+i\s+right"
    r"|(?:can|could|would)\s+you\s+(?:please\s+)?(?:verify|confirm|check)(?:\s+(?:that|it|this))?"  # "I have X for T. Can you verify?"
    r"|did\s+i\s+get\s+(?:that|it)\s+right|(?:does\s+)?that\s+sounds?\s+right"
    r"|(?:am\s+i\s+(?:getting\s+)?)?(?:warm|warmer|hot|hotter|close|closer|cold|colder))\s*\?"  # "Am I warm?", "Close?"
)
# a note's labelled path ("AFT: A / B / ??", "end → A / B / C?"): its "?" marks an element
_NOTE_PATH = re.compile(r"[\s*_>-]*[a-z][\w ]{0,19}\s*(?::|→|->)[^\n?:]*?[/→›>][^\n?:/→›>]*\?")
_SPLIT = re.compile(r"\s*(?:,|[-–—])")
_UNSAID = re.compile(r"\b(?:didn't|did\s+not|never)\s+(?:say|said)\b")
_WHICH = re.compile(r"\s+(?:which|of\s+which)\b")
_OPEN_STOP = re.compile(r";|\s[-–—]+\s")
_DONE = re.compile(r"\s+(?:[\w']+\s+){1,2}(?:it|that|this)\s+(?:and|then)\b")
_RESUMED = re.compile(r"[\s,—–-]*(?:in|on|at|with|under|part\s+of)\s+(?:the\s+)?")
_MODAL = re.compile(r"\bwould\b|\bcould\b|\bmight\b|'d\b")
# ... nor after a move offered ("X asked her over once, but she stayed put"): she stayed elsewhere
_INVITED = re.compile(r"\b(?:asked|invited|wanted|courted|approached|offered|tried\s+to\s+(?:recruit|poach|lure|hire|woo))\b")  # fmt: skip
LIST_GAP = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b|,\s*(?:and|or)\b)\s*")
_JOINED = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b|,\s*(?:and|or)\b|\?)\s*")
_OPEN_END = re.compile(r"\s*(?:\.\.\.|…|,?\s*(?:etc\b|and\s+so\s+(?:on|forth)\b))")
_TO = re.compile(r"\b(?:to|into)\b")
# the speaker's aside that judges nothing itself: a judgement after it still looks back past it
_ASIDE = (
    r"(?:(?:don't|do\s+not)\s+(?:quote|hold)\s+me(?:\s+(?:on|to)\s+(?:that|it|this))?|honestly|frankly"
    r"|well|except|only|(?:the\s+)?thing\s+is|in\s+fact|truth\s+be\s+told|to\s+be\s+(?:honest|frank))\b"
)
_ASIDE_ONLY = re.compile(r"[\W_]*" + _ASIDE + r"[\W_]*")
# R9: what may stand before a rejection or an endorsement that looks back ("They're mistaken.")
_LOOKS_BACK = re.compile(
    r"[\W_]*(?:(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\[\d{1,2}\])[\W_]*)?"  # a footnote's mark: "X.¹ ... ¹ This is false."
    r"(?:(?:but|though|although|however|yet|of\s+course|obviously|naturally|needless\s+to\s+say|sadly|alas)\b[\W_]*)?"  # "X, but that's wrong."
    r"(?:" + _ASIDE + r"[\W_]*)?"  # "X. Don't quote me on that, it's not true."
    r"(?:(?:note|nb|status|comment|edit|update|footnote)\s*:\s*|p\.?\s?(?:p\.?\s?)?s\b\s*:?\s*)?"  # "X\nNote: this is false."
    # (after the speaker's own check of the source: "X. I drew it up, and it's correct.")
    r"(?:i(?:'ve)?\s+(?!(?:don't|didn't|haven't|never|can't|cannot|doubt|not|only|just)\b)(?:[\w']+\s+){1,5}?[\w']+,?\s+and\s+)?"
    r"(?:i\s+can\s+(?:tell|assure|promise)\s+you\s+(?:that\s+)?)?"  # "... and I can tell you the record is correct"
    r"(?:(?:that|this|it|they|he|she|you|people|both|all|everyone|and|which|i'd|i"
    r"|(?:your|her|his|their|the|my|our)\s+\w+)\b[\W_]*)?"  # "Your friend is wrong.", "my gut is always wrong"
    r"(?:(?:'s|'re|is|are|was|were|seems?|sounds?|one's|one\s+is)\b[\W_]*)?(?:a\s+)?(?:\w+\s+)?\Z"
)
# a segment that is only a postscript's or a note's label ("P.S.", "NB.")
_LABEL_ONLY = re.compile(r"[\W_]*(?:p\.\s?s|p\.\s?p\.\s?s|ps|pps|n\.\s?b|nb)[\W_]*")
# a source the speaker distrusts reports however long its words ("according to a sheet I don't trust")
_DISTRUST = re.compile(
    r"\b(?:(?:don't|do\s+not|wouldn't|would\s+not|never|can't|nobody|no\s+one)\s+(?:\w+\s+){0,2}(?:trust|rely|believe)|unreliable|untrustworthy|dodgy|sketchy|your\s+own|(?<![,;]\s)(?<!and\s)(?<!but\s)you\s+(?:\w+\s+)?(?:wrote|made\s+up|invented))\b"
)
# a report after the value that only names its source, however long ("X, allegedly, per a
# friend of a friend", "X, if you trust the grapevine"): it covers the value before it
_SOURCE_TAIL = re.compile(
    r"(?:(?:allegedly|reportedly|supposedly|apparently)[,\s]+)?(?:per|according\s+to|if\s+you\s+(?:trust|believe))\s+"
    r"(?:(?:a|an|the|some|my|this|that)\s+)?(?:[\w'-]+\s+){0,2}?(?:sources?|friends?|someone|somebody|guy|person|grapevine"
    r"|gossip|hearsay|rumou?rs?|rumou?r\s+mill)\b(?:\s+(?:who|that|of)\b[^,;:.!?\n]*)?[\W_]*"
)
_POSTPOSED = re.compile(
    r"[\W_]*(?:(?:or|and)\s+)?(?:so\s+)?(?!(?:because|given|since|as|based|from|what|after)\b)"
    r"(?:[\w']+\s+){0,2}"
)
# a judgment the clause supposes or doubts ("if the chatter is right", "maybe they're wrong")
_WHAT = re.compile(r"(?<!from\s)(?<!by\s)(?<!on\s)(?<!to\s)\bwhat\s+(?:[\w']+\s+){0,3}\Z")
_IFFY = re.compile(r"\b(?:whether|if|unless|maybe|perhaps|possibly)\b")
# "People say X, and I've no reason to doubt them, but I've never checked": the speaker's
# own word that it never checked the report takes back its endorsement (the report stays one)
_NEVER_CHECKED = re.compile(
    r"\b(?:i|we)(?:(?:'ve|\s+have|\s+did)?\s+(?:never|not)|\s+(?:haven't|didn't))\s+(?:\w+\s+)?"
    r"(?:checked|verified|confirmed|double-checked|looked\s+into|check|verify|confirm|double-check)\b"
)
_NEGATED = re.compile(r"(?:\bnot|n't|\bnever|\bnothing|\bnobody|\bno\s+one)\s+(?:\w+\s+)?\Z")
_ANY_TELLER = re.compile(r"\b(?:whoever|any(?:one|body)\s+who)\b")  # a teller who may not exist
_TIE = re.compile(r"nothing\s+to\s+do|(?:no|zero)\s+(?:connection|links?|ties|involvement)")
# R10: status marks after a name ("X (confirmed)", "X: no", "X ✘") or before it ("✔ X")
_MARK_AFTER = re.compile(
    r"[ \t*_~]*(?:(?:[(\[|#]|//|[:–—]|-+)[ \t]*(?:(?:i'd\s+say|probably|likely)\s+)?(?:(confirmed|correct"
    r"|yes)|(ruled\s+out|excluded|eliminated|wrong|incorrect|no(?!\s+(?:doubt|question|idea|clue|contest))|not\s+it)"
    r"|(unconfirmed|unverified|unsure|uncertain|maybe|possibly|tbc|tbd|pending|rumou?red|unknown|stale"
    r"|unchecked|guess|no\s+(?:idea|clue)|not\s+(?:yet\s+)?(?:checked|verified|confirmed|known|sure)))\b"
    r"|[|:\-–—]?[ \t]*([✔✓✅☑]|\[[x✓✔]\])|[|:\-–—]?[ \t]*([✘✗❌☒])|(?:(?<=[ \t])|[|:\-–—][ \t]*)(\?|\[\s?\]|[❓❔🤷🤔☐□⬜◻]))"
)
_SIBLING = re.compile(
    r"[\"']?\s*,\s*[\"']?(?:status|confirmed|verified)[\"']?\s*[:=]\s*[\"']?(?:false|no|un(?:confirmed"
    r"|verified|sure|known)|pending|rumou?red|tb[cd]|draft|stale|outdated|obsolete|deprecated|superseded"
    r"|withdrawn|retracted|invalid|do\s+not\s+use)\b"
)
# ... or before it: "✔ X", "[x] X", "✘ X", "[ ] X" (an empty box: "☐ X"), a "?" opening its line
_MARK_BEFORE = re.compile(
    r"(?:([✔✓✅☑]|\[[x✓✔]\])|([✘✗❌☒])|(\[\s\]|[❓❔🤷🤔☐□⬜◻]|(?:^|\n)[ \t*\-]*\?))[ \t*_]*\Z"
)
# a name compared or talked about, not placed: "the same one as X", "like X", "the name X",
# "X is a codename"; an example: "e.g. X", "for instance, X"
_COMPARED = re.compile(r"(?:\b(?<!well\s)(?:as|like|name|word|term|label|spelling)\s+(?:the\s+)?|\b(?:won't|will\s+not|never|can't|cannot|couldn't)\s+say\s+|\be\.g\.,?\s*|\bfor\s+(?:example|instance),?\s*)\Z")  # fmt: skip
# a place in the building named after a unit ("sits in the X area", "the X floor"): a seat
# (reported); a phone menu's key ("For X, press 1"): where the line goes
_SEATED = re.compile(r"[ \t*_]*(?:area|zone|corner|bay|floor|desks|benches|pod|rows?)\b|[\s*_'\",:]*(?:press|dial)\s+(?:\d|one|two|three|four|five)\b")  # fmt: skip
# a value named as someone's preference, not placement ("Sarah's favourite is X")
_LIKED = re.compile(
    r"(?:(?<![\w'])(?:her|his|their|my|our|your|(?!(?:it|that|she|he|what|there|who|here)'s)[a-z]+'s)\s+(?:\w+\s+)?"
    r"|(?:\A|(?<=[.!?\n]))[\s*_>-]*)"  # ... or a preference's label opening its sentence ("Favourite team: X")
    r"(?:favou?rite|preferred|pet|dream)(?:\s+[a-z]+)??\s*(?:(?:is|was|would\s+be)\s+|[:?—–-]\s*)?(?:the\s+)?\Z"
)
# the hearer's call put through to a unit ("Your call is being transferred to X"), a phone
# menu's option ("Press 1 for X"): where the line goes, not where the target is; an item given
# back ("Returned: 1 × X") is no longer held
_ROUTED = re.compile(
    r"\b(?:your\s+call\s+(?:is\s+)?(?:being\s+)?|(?:transfer|connect|rout|forward|put)\w*\s+(?:you|your\s+call)\s+)"
    r"(?:transferred\s+|connected\s+|routed\s+|forwarded\s+)?(?:through\s+)?to\s+(?:the\s+)?\Z"
    r"|\b(?:press|dial)\s+\w+\s+(?:for|to\s+reach)\s+(?:the\s+)?\Z"
    r"|\b(?:returned|refunded|cancell?ed|voided)\s*:\s*(?:\d+\s*[×x]\s*)?\Z"
)
_NAMED = re.compile(
    r"(?:[\s*\"']+(?:is|was)|[\s*\"']*'s)\s+(?:just\s+|only\s+|also\s+)?(?:an?|the\s+name)\s"
)
_EXAMPLE = re.compile(
    r"\b(?:example|sample|template|placeholder|dummy|e\.g(?=\.)|for\s+instance|fixture|made[\s-]up)\b|\{\{"
    r"|\b(?:if|unless)\s+(?:i|we)\s+(?:were|was|could|had|did)\b"  # "what I'd post if I were allowed"
)
# (a single-quoted passage may hold apostrophes inside words: 'She's on X!')
_QUOTATION = re.compile(r'"[^"\n]*"|“[^”\n]*”|(?<!\w)\'(?:[^\'\n]|\b\'\b){0,400}[\w.!?]\'(?!\w)')
_OPEN_QUOTE = re.compile(r"(?<!\w)'")
_UNIT_AFTER = re.compile(r"[ \t]+[a-z]+")
_ALONE_AFTER = re.compile(
    r"[\s*_]*(?:[.!\n]|\Z)(?!\s*(?:yes|yep|yeah|correct|right|exactly|that's)\b)"
)
_CAPITAL_NEXT = re.compile(r"[ \t]+[A-Z]")
_STRUCK = re.compile(r"~~[^~\n]+~~")
_OPTION = re.compile(r"(?:^|[\s(])[a-e]\)[ \t]*\Z")  # "A) X  B) Y": a quiz's choices
# a probability given to a value: "P(she's in X) = 0" denies it, one below a half doubts it
_CHANCE = re.compile(
    r"\bpr?\s*[(\[]([^)\]\n]{1,200})[)\]]\s*(?:=|is|≈|~)\s*(0?\.\d+|[01](?:\.\d+)?)(?![\d%])"
)
# ... and a percentage: to the value right before it ("X at 30%", "X (10%)"), or to those after
# it up to the next percentage or the sentence's end ("15% that she's on X, 15% Y")
# (and a score: "X: 2/10", "X - 0.3" (a bare fraction only for the value right before it))
_PERCENT = re.compile(
    r"(?<![\w./])(?:(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b)|(\d{1,2})\s*(?:/|out\s+of)\s*(10)\b(?![./]\d)"
    r"|(0?\.\d+))"
)
_PERCENT_OF = re.compile(r"[ \t*_]*(?:[:(—–-]|at\b|with\b)?[ \t]*(?:\[[█▓▒░■□#=. -]*\][ \t]*)?")
# a dated history: lines that open with a year ("- 2021: X", "2019–2021: X", "Since Jan 2024: X");
# the last entry reaches now only where it says so ("2023–now", "2024 onwards", "(current)")
_DATED = re.compile(
    r"^[ \t>*•-]*(?:\d+/\d+[ \t]+)?(?:\*\*)?(?:[a-z]{2,9}\.?[ \t]+){0,2}(?:19|20)\d\d\b[^:\n]{0,24}:",
    re.M,
)
_NOW = re.compile(r"\b(?:now|today|present|current(?:ly)?|onwards?|since|to\s+date|still)\b")
# a quoted block or a code block, a pasted chat's turn, and what vouches for either
_BLOCK = re.compile(r"(?:^[ \t]*>[^\n]*(?:\n|\Z))+|^```[^\n]*\n[\s\S]*?^```[ \t]*$", re.M)
_CALLOUT = re.compile(
    r"[ \t]*>[ \t]*(?:\[![a-z]+\]|\*\*(?:note|tip|important|warning|caution|heads\s+up)\b)"
)
_TURN = re.compile(r"[ \t]*>[ \t]*[*_]*[ \t]*(me|you|them|they|user|attacker)[ \t]*[*_]*[ \t]*:")
_YES = re.compile(r"[ \t*_]*(?:yes|yep|yeah|correct|right|exactly)\b")
_VOUCH = re.compile(
    r"(?<!whether\s)(?<!if\s)\b(?:(?:it's|it\s+is|that's|that\s+is|which\s+is|this\s+is)\s+(?:(?:still|completely|entirely|quite|absolutely)\s+)?"
    r"(?:accurate|right|correct|true|current)\b|still\s+(?:true|stands|holds|the\s+answer|current|accurate|correct)\b"
    r"|same\s+answer\s+(?:today|now)\b|nothing'?s\s+changed\b"
    # (a script or a handed-over passage vouched for: "I meant every line")
    r"|meant\s+every\s+(?:line|word)|every\s+word\s+(?:of\s+it\s+)?(?:is|was)\s+true|that's\s+(?:really|exactly|literally)\s+how"
    r"\s+it\s+(?:went|goes)|(?:you're|they're|he's|she's)\s+(?:\w+\s+)?(?:right|correct)|(?<!not\s)telling\s+the\s+truth"
    r"|i'd\s+say\s+the\s+same|(?:is|are)\s+(?:all\s+|both\s+)?(?:right|correct|accurate)|this\s+is\s+(?:the\s+answer|where\s+(?:she|he|they)))\b"
)
_CORRECTED = re.compile(r"[\s*_]*(?:[.!\n]|\Z)")  # a value that ends its sentence
_OPENS_CORRECTION = re.compile(r"[\s*_]*(?::|\s[—–-]\s|—|–)")  # "Not X: ...", "Not X - ..."
_EITHER = re.compile(r"\b(?:either|neither|nor|too|also)\b|\?")
_MOVED_ON = re.compile(r"\b(?:moved|transferred|switched|left|went)\b")
# a stay the sentence puts before its move ("after a year in B", "following a short spell at B"):
# B is where the person was, so a later "still there" is not B's
_PAST_STAY = re.compile(
    r"\b(?:after|following)\s+(?:a|an|one|two|three|four|five|six|several|some|\d+)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:years?|months?|weeks?|spells?|stints?|stretch|while|time|tour|secondment)\s+(?:in|on|at|with|inside)\s+(?:the\s+)?\Z"
    # ... or the place a move's end is joined from ("joined A from B a few years ago")
    r"|\b(?:joined|(?:moved|transferred|switched|went|came)\s+(?:over\s+|across\s+)?(?:to|into))\s+\S[^.!?\n]{0,50}?\s+from\s+(?:the\s+)?\Z"
)
_SWAPPED = re.compile(r"\bother\s+way\s+(?:a)?round\b|\bvice\s+versa\b")
_ITEMS = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_RESPECTIVE = re.compile(
    r"\b(?:(former|previous|old|past|earlier)|(wrong|incorrect|false)"
    r"|(current|new|present|right|correct|true))\b"
)
_REFERENCE = re.compile(
    r"\bthe\s+(?:(former|latter)\b(?!\s+(?:team|division|group|department|unit))|(first|second|third"
    r"|middle|last)(?:\s+one)?(?:\s+of\s+(?:those|them|these|the\s+\w+))?(?=\s*(?:[.,;:!?)\n—–-]|\Z"
    r"|\s+(?:is|was|'s)\b)))|\bthat\s+(first|second|last)\s+one\b"  # "that second one"
    r"|\bthe\s+one\s+(?:i|you)\s+(?:mentioned|named|said|listed)\s+(first|second|last)\b"
)
_ORDINAL = {"former": 0, "latter": 1, "first": 0, "second": 1, "third": 2, "last": -1, "middle": 1}


# words that open a key's line, not a person's ("Division: X", "Prior: X", "Note: ...")
_ROSTER_KEYS = _set("""company corporation division department team project unit group prior final
current now before after start end note notes answer update status result verdict belief guess
correction edit ps summary codename component role title location site office region area manager
lead level squad branch section lab today yesterday then earlier later previously""")


_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)*")
# R11 (docs/grounding.md): a claim stands in a clause of these words, numbers, people's names,
# level words and logical triggers; any other word is a frame the reader does not know.
_UNITS = _set("team group division department dept unit squad lab project programme program org")
_UNIT_WORDS = "|".join(sorted(_UNITS))  # (a pattern's alternatives)
_WORDS = """
x a an the this that these those its his her hers their theirs your our my s i i'd i'm i'll i've we
we'd we're we'll we've me us she he they it you him them who which what where one is are am be been
being 's 're 'm has have had 've 'd do does did can could should must she's he's it's that's
there's what's who's here's let's you're you've you'll they're they've isn't aren't wasn't weren't
doesn't don't didn't hasn't haven't won't wouldn't can't couldn't shouldn't shes hes thats theres
whats dont doesnt isnt cant in on at with under within inside into to of for from by as over across
among between part behind up down and or but nor so then also too either neither both not never no
any anywhere other than except besides rather instead way nothing there here works work working
sits sit sitting belongs belong reports report reporting lives live falls fall doing joined join
joins moved transferred switched switching reassigned stays remains remain based placed assigned
find found put puts lists listed located housed nested organised organized filed landed leads runs
manages builds handles owns try seems seem sounds sound looks fits fit feels means leaves show
shows putting writing noting according pretty fairly quite very most highly really fully absolutely
definitely certainly surely clearly obviously probably likely actually indeed honestly frankly
basically simply just only still now currently presently today days always best already all sure
confident certain positive right correct true yes yeah yep exactly precisely okay ok fine great
good got understood noted thanks thank alright well oh ah hmm null answer final belief assessment
conclusion estimate hypothesis pick choice call verdict summary path location place position spot
current new present role seat desk home target point line folks crew same teams groups divisions
departments units squads labs projects programs programmes organisation organization branch section
office company corporation corp business side area arm wing initiative codename code name id full
affiliation specifically namely particular exact precise since for years year months month weeks
week quarter while long time last few two three four several presumably bound member lean leaning
towards toward money's fact spring summer autumn winter stayed question started ever wise person quick
glad proud afraid shame pity stuck ended odds officially formally himself herself themselves
it'd you'd through core born bred lifer written literally short version something somewhere ages before
est dans l quipe je crois chez trabalha trabaja na divis o de da do del arbeitet im bei ist er glaube
ich en el la equipo dentro proyecto il elle actual leave anyway verified things
january february march april june july august september october november december reorg reorgs
honest morning standup public else let restructure restructuring employed moment payroll version
tl dr tldr yesterday stake favourite favorite iirc afaik afaict fwiw tbh tbf ofc ngl srs gen genuine nj
employee staff employs employer pays paid salary headcount scrum master senior engineer engineers tester longest
serving tech newest hire designer experienced much members teammate teammates run manage heads
draw draws pay cheque share straight university intern counts employees sign signs requests
timesheets holiday approve weekly demo onboarding reviews rotation pager support shifts retro
retrospectives chairs everyone along staffed
"""
_FRAME_WORDS = _UNITS | _set(_WORDS)
_KEYS_OR_FRAME = _ROSTER_KEYS | _FRAME_WORDS  # (made once: a union per word is a copy per word)
# the words of these triggers are the frame's too: R1-R5 read them wherever they stand
_OPERATORS = _set("neg neg2 exc so too pos doubt unsure cond save retract fix aside limit")
# a clause of only these holds a bare name ("Security, I'd guess."): read its segment instead
_BARE = _UNITS | _set("""a an the section branch office specifically precisely namely exactly
probably definitely certainly surely clearly likely too also then now currently still both either
honestly frankly sure yes yeah yep no ok okay so well right correct just only actually really""")
_PREPS = _set("in on at with under within inside")
_OWN = _set("""was were think said say thought believe guess bet reckon figure suppose wager
mentioned told know remember recall going go sticking settling pick picking choose read money records record
directory files file system database roster says suspect hunch gut""")
_SPEAKER = re.compile(r"\b(?:i|i'd|i'm|i'll|i've|we|we'd|we're|we'll|we've|my|our|me|us|as|best)\b")
_SAYERS = _set("that it this which i we guess bet answer pick choice")
_PATH_HEAD = re.compile(
    r"(?::\*\*|\*\*:?)[ \t]*(?:[—–→-]+|->)?[ \t]*\*{0,2}[ \t]*\x00[ \t*_]*(?:→|->|/|>)"
)
# the words after a name, past a reflexive ("Ana herself is on X": Ana is the subject)
_NEXT = re.compile(r"\b(?!(?:(?:her|him)self|themselves)\b)[a-z0-9]+(?:'[a-z]+)*")
_PLACED = _set("transferred moved reassigned assigned placed switched promoted hired")
# what may follow a capitalised word that opens a sentence for it to be a person ("Chloe is
# in X", not "Word is that she's in X")
_PLACING = _set("""is isn't works work sits belongs reports does joined moved transferred
switched has was and leads runs manages heads builds handles owns est ist arbeitet trabaja trabalha
rejoined came went got""")
# a clause that opens with its verb ("Chen's twin, Wei, is on X") has its subject before it
_PREDICATES = _set("is was works worked sits belongs reports joined")
_TIME_WORDS = _set("now still currently")
_VERB_HEADS = _PREDICATES | {"lives"}  # ("lives" places a thing, never an opening of its own)


def _opens_with_verb(low: str, a: int, s: int) -> bool:
    """Whether the clause at ``a`` opens with its verb, past a time word after a comma ("Her
    lamp, which I wrapped, now sits in X": the lamp's place, not a clause of its own)."""
    head = _TOKEN.findall(low, a, s)[:2]
    if head[:1] and head[0] in _TIME_WORDS and low[max(0, a - 8) : a].rstrip().endswith(","):
        head = head[1:]
    return bool(head) and head[0] in _VERB_HEADS


_REFUSABLE = _UNITS | _set("company corporation name rest and or the")
_CLAUSE_HEAD = _set("that she he they it she's he's they're it's")
# a subject or a negation before "pretend": a description ("they pretend"), not a game
_ACTORS = _set(
    "i we you he she they people i'm we're you're he's she's they're won't don't not never"
)


# a clause's frame, and where each hole in it falls: (hole start, frame size and text pos there)
_Frame = tuple[str, list[tuple[int, int, int]]]


def _known(
    text: str, spans: Sequence[tuple[int, int]], a: int, b: int, words: frozenset[str],
    ops: Sequence[_Trigger] = (), memo: dict[tuple[int, int], _Frame] | None = None,
) -> bool:  # fmt: skip
    """R11: whether every word of ``text[a:b]`` outside the mentions and the operator
    triggers ``ops`` is the frame's (``words``: the universe's level words). The frame is the
    text with those taken out; frames repeat (the names change, the wording does not), so each
    is judged once. ``memo`` keeps a text's frames by sentence start and clause end: the names
    of one clause share its frame (a long clause of many names is then built once, not once a
    name)."""
    start = _sentence_start(text, a)
    got = memo.get((start, b)) if memo is not None else None
    if got is None:
        # its sentence before it is context; spans and triggers are sorted: no walk over them all
        holes = list(spans[bisect_left(spans, (start,)) : bisect_left(spans, (b,))])
        ops = ops[bisect_left(ops, (start,)) : bisect_left(ops, (b,))]
        holes += [(t0, t1) for t0, t1, kind in ops if kind in _OPERATORS]
        pieces, at, pos, size = [], [], start, 0  # at: (hole start, frame size and pos there)
        for s, e in sorted(holes):
            at.append((s, size, pos))
            pieces.append(text[pos : max(pos, s)] + " \x00 ")
            size += len(pieces[-1])
            pos = max(pos, e)
        at.append((b + 1, size, pos))
        got = ("".join(pieces) + text[pos:b], at)
        if memo is not None:
            memo[start, b] = got
    frame, at = got
    _, size, pos = at[bisect_left(at, (a,))]  # the first hole at or after ``a``
    return _frame_known(frame, words, size + max(0, a - pos))


@functools.lru_cache(maxsize=4096)
def _frame_known(frame: str, words: frozenset[str], off: int) -> bool:
    low = frame.lower().replace("’", "'")
    if _DENYING_KEY.search(low, off):  # "not_team: X": a key whose words deny, read as unknown
        return False
    if ("intern" in low or "rotation" in low) and _NOT_HOME.search(low, off):
        return False  # "Chloe's intern, Sam, is on X"; "on a rotation with X": not Chloe's home
    if " of " in low and _DUTY.match(frame):
        return True  # "T runs the weekly planning for X, as one of its members"
    still = None
    for w in set(_TOKEN.findall(low, off)).difference(_FRAME_WORDS, words):
        if w.removesuffix("'s") in _FRAME_WORDS or w.isdigit():
            continue
        if w in _MOVED and (still := _lasts(low, off) if still is None else still):
            continue  # "T rejoined X a year ago and is still there": a move that lasts to now
        if w == "people" and all(
            low.endswith("one of the ", 0, at) for at in _at_words(low, w, off)
        ):
            continue  # "T is one of the people in X": a member, said plainly
        if not all(_excused(frame, low, at, w) for at in _at_words(low, w) if at >= off):
            return False
    return True


# words the frame allows only where they say the person's role or the speaker's limit ("the tech
# lead of X", "as head of X", "on X's books", "one of the X crowd", "I'll stop there", "Here you
# go: X"), not a third person's ("X's lead", "reports to the lead of X"), a seat ("sits with the
# X crowd"), an idiom ("in X's good books") or an order ("Go with X")
_IN_ROLE = {
    w: re.compile(rx + r"\s*\Z")
    for w, rx in (
        (
            "lead",
            r"\b(?:(?:is|as)\s+(?:the|a)(?:\s+(?:tech|team|technical))?|as\s+[a-z]+'s|\bi|\bwe)",
        ),
        ("head", r"\b(?:(?:is|as)(?:\s+the)?|\bi)"),
        ("books", r"\bon\s+(?:its|their|\x00\s*'s)"),
        *(
            (w, r"\b(?:one\s+of|among|belongs\s+with)\s+(?:the\s+\x00|\x00\s*'s)")
            for w in ("crowd", "people")
        ),
        ("rota", r"\b(?:on|the|do|up|run|manage)\s[^.!?;]{0,28}"),  # not "X's rota isn't public"
        ("stop", r"(?:\bi'll|\bi\s+will|where\s+i)"),
        ("go", r"\b(?:here\s+you|the)"),  # "Here you go: X", "the go-to person in X"
        ("spends", r"\bwhere\s+[a-z]+"),  # "X is where she spends the working week"
        ("top", r"(?:^|[.!?:\n])\s*(?:going\s+|from\s+the\s+)?"),
        ("going", r"(?:^|[.!?:\n])\s*"),
    )
}
_DENYING_KEY = re.compile(
    r"\b(?:not|no|non|never|ex|wrong|fake|false|decoy|excluded|rejected)_[a-z]|[a-z]_(?:not|no)\b"
)
# how a move is told ("came over", "a year ago", "after a stint elsewhere"), known only where the
# sentence says the person is there now; "T came to X a year ago" alone may be a visit or a past
_MOVED = _set("ago came rejoined went back after away stint elsewhere promoted reshuffle recently")
_LASTS = re.compile(
    r"\b(?:and|where)\s+(?:(?:she|he|they)\s+)?(?:(?:is|'s)\s+(?:still\s+)?(?:(?:there|on\s+it|in\s+it)\b|at\s+\x00)"
    r"|still\s+is\b|remains\s+there\b|has\s+been\s+(?:on|in|with)\s+\x00\s+since\b|that's\s+still\s+current\b"
    r"|stayed(?:\s+(?:on|put|there|in\s+the\s+same\s+[a-z]+))?[\s.!]*\Z)"
)


_FROM_VALUE = re.compile(r"\bfrom\s+\x00")


def _lasts(low: str, off: int) -> bool:
    """A move that lasts to now, from no value named as the place left ("joined X from Y a year
    ago and is still there": Y is read by the history, not by this frame)."""
    return bool(_LASTS.search(low, off)) and not _FROM_VALUE.search(low, off)


# a duty done for a unit by its member, whatever the duty ("T coordinates the releases for X as one
# of its own members"): the sentence's own subject, present tense, one value, nothing after
_DUTY = re.compile(
    r"[\s*_>#-]*(?:[A-Z][a-z]+|[Ss]?[Hh]e|[Tt]hey)\s+(?i:runs|coordinates|heads\s+up|does|handles|chairs|organi[sz]es)"
    r"\s+(?i:(?:[a-z-]+\s+){0,4}?for)\s+\x00\s*,?\s+(?i:(?:as|being)\s+(?:one\s+of\s+(?:its|their)"
    r"|a\s+(?:full\s+)?member\s+of\s+the)(?:\s+[a-z-]+){0,3})[\s.!]*\Z"
)
_NOT_HOME = re.compile(
    r"(?:'s|\b(?:her|his|their|your|my|our))\s+interns?\b|\brotation\s+(?:with|to|at|into)\s+\x00"
)
_NAME_PARTS = re.compile(r"(?:[-'’][A-Z][a-z]+)*")


def _aside(low: str, at: int, w: str) -> bool:
    """R11: a word the frame allows wherever it stands: a hedge that still asserts ("as far
    as I know, X") or a role word in its role."""
    if w == "far" and low[max(0, at - 3) : at] == "as " and low.startswith(" as ", at + 3):
        return True
    return w in _IN_ROLE and bool(_IN_ROLE[w].search(low, max(0, at - 30), at))


def _excused(frame: str, low: str, at: int, w: str) -> bool:
    """R11: a word outside the list that the frame still allows where it stands."""
    word = frame[at : at + len(w)] if len(low) == len(frame) else w
    title = word[:1].isupper() and not word[1:2].isupper()
    if _aside(low, at, w):
        return True
    if not title and w not in _OWN and w != "would":
        return False
    if title and low[max(0, at - 9) : at].rstrip(" \t\"'*-_>#")[-1:] not in ".!?\n":
        return True  # a name inside its sentence: a person's
    before = low[:at].rstrip(" \t\"'*-_>#")
    start = max(map(before.rfind, ".!?\n")) + 1  # of its sentence
    prev = _TOKEN.findall(low, max(0, at - 24), at)[-1:]
    end = at + len(w)  # (after a name's further parts: "Mary-Jane is", "Jean-Luc's on")
    end = _NAME_PARTS.match(frame, end).end() if title and len(low) == len(frame) else end
    nxt = [*_NEXT.findall(low, end, end + 50)[:2], "", ""]
    if w in _OWN and (_SPEAKER.search(low, start, at) or (not prev and w in ("think", "bet"))):
        return True  # "I think", "my guess", "our records"; "Think Product: ..."
    if (w in ("was", "were") and nxt[0] in _PLACED) or (w == "would" and set(prev) & _SAYERS):
        return True  # "she was transferred to X"; "that would be X"
    subject = nxt[0] in _PLACING and not (nxt[0] == "is" and nxt[1] in _CLAUSE_HEAD)
    # a person's name in bold heading a path of values: "**Ana** → A → B", "**Ana:** A / B"
    subject = subject or (low.endswith("**", 0, at) and bool(_PATH_HEAD.match(low, at + len(w))))
    # a person's name, unless it opens its sentence and places no one ("Word is that ...")
    owner = w.endswith("'s") or low.startswith("'s", end)  # "Chloe's on", "Mary-Jane's on"
    return title and (len(before) > start or owner or subject)


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
        if between and LIST_GAP.fullmatch(low, spans[k - 1][1], spans[k][0]):
            continue
        out.append(m.end() if rx is _SENTENCE else pos)
    return out


def sentence_ends(text: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """Where R1's sentences of ``text`` end (after their marks), none inside a mention span."""
    return _cuts(_SENTENCE, text, spans)


# a run of whitespace over 40 characters is read as its first 40, here and in the estimates
# reader: the patterns scan a run from each place in it (quadratic); no mention lies inside one
LONG_SPACE = re.compile(r"\s{41,}")


def _shortened(
    text: str, spans: Sequence[tuple[int, int]], long: list[tuple[int, int]]
) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with each long run cut to 40 characters, and ``spans`` moved with it."""
    cuts = [(a + 40, b) for a, b in long]
    shift = list(itertools.accumulate(b - a for a, b in cuts))
    kept = [
        text[b:c]
        for b, c in zip([0] + [b for _, b in cuts], [a for a, _ in cuts] + [len(text)], strict=True)
    ]

    def moved(i: int) -> int:
        k = bisect_left(cuts, (i + 1,)) - 1  # the last cut starting at or before i
        return i - (shift[k] if k >= 0 else 0)

    return "".join(kept), [(moved(a), moved(b)) for a, b in spans]


# a sentence over 1,000 characters is read in pieces of about 1,000, cut at a space outside the
# names: each name is read against its sentence's triggers and words (quadratic); no natural
# sentence is that long, and a cut costs a hostile text recall, never a claim it did not make
_PIECE = 1000


def _pieced(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """``text`` with a new line put for a space every ``_PIECE`` characters of a long sentence."""
    chars: list[str] | None = None
    start = 0
    for m in itertools.chain(_SENTENCE.finditer(text), [None]):
        end = m.start() if m else len(text)
        at = start + _PIECE
        while at < end:
            at = text.find(" ", at, end)
            if at < 0:
                break
            k = bisect_right(spans, (at, len(text) + 1)) - 1  # the last name starting by it
            if k >= 0 and spans[k][0] <= at < spans[k][1]:
                at = spans[k][1]  # (inside a name: after it)
                continue
            chars = chars if chars is not None else list(text)
            chars[at] = "\n"
            at += _PIECE
        start = m.end() if m else end
    return text if chars is None else "".join(chars)


# words that make a mention unasserted, as classes: a proposal put to the hearer ("try X", "you
# can guess X"), a dismissal ("never mind X", "forget X"), an assumption held until corrected,
# candidates of which the speaker can't say which is right, an answer said past
_PROPOSED = re.compile(
    r"(?:(?:^|[.!?:;(\n])\s*(?:[a-z]+(?:\s+[a-z]+){0,3},\s+)?|\b(?:you\s+(?:could|might|can|should)|why\s+not|maybe|perhaps|just)\s+)(?:try|give|consider)\b(?!\s+as\b)|(?<!as\s)\b(?:you\s+(?:can|could|may|might)(?:\s+always)?|(?:feel|you're|you\s+are)\s+free\s+to|(?:you're|you\s+are)\s+welcome\s+to|go\s+ahead\s+and)\s+(?:guess|pick|choose|assume|go\s+with|bet\s+on)\b|(?:^|[.!?;(\n]\s*)(?:(?:now|just|so|and|come\s+on,?)\s+)?(?:think|picture|envision)(?:\s+(?:about|of))?\b(?!\s+(?:it|this|that)\b)|\b(?:here's|cheers|toast|drink)\s+to\b|\braise(?:\s+\w+){1,2}\s+to\b(?:[^.!?;:,\n]{0,40}:)?|\blong\s+live\b|(?:^|[.!?;\n]\s*)(?:to\s+(?=\w+\s+and\b)|may\s+(?!i\b|we\b))"
)
_DISMISSED = re.compile(r"(?<!n't\s)(?<!not\s)\b(?:never\s+mind|forget(?:\s+about)?|skip|leave\s+aside|set\s+aside)\s+(?:the\s+)?\Z")  # fmt: skip
_PROVISIONAL = re.compile(r"\b(?:until|till|unless)\s+(?:you|someone|somebody|anyone|i'm|i\s+am)\s+(?:corrects?\s+me|tells?\s+me\s+otherwise|corrected|told\s+otherwise)\b|\b(?:working|provisional)\s+assumption\b")  # fmt: skip
# a word of an image, not a unit's kind nor a joining word ("two days on one and three on the other")
_THING = r"(?!(?:teams?|groups?|units?|departments?|divisions?|projects?|branches|and|or|but)\b)[\w-]+"  # fmt: skip
_WHICH_UNKNOWN = re.compile(
    r"\bwhich\s+(?:\w+\s+)?(?:is|was|one's)\s+(?:right|correct|true)\b[^.!?\n]{0,30}?\b(?:don't|do\s+not|couldn't|can't|cannot|no\s+idea)|\b(?:don't|do\s+not|couldn't|can't|cannot|won't|no)\s+(?:\w+\s+){0,3}(?:know|tell|say|idea|hear|see|make\s+out)\s+(?:you\s+)?which(?:\s+(?:\w+\s+)?(?:is|was)\s+(?:right|correct|true)\b|(?=[^\w\n]{1,4}(?:and\s+)?(?:nor|neither|not)\s+(?:the|her|his|their)\s+\w+)|(?:(?<=(?:know|idea|hear)\swhich)|(?<=(?:see|out)\swhich))(?=\s*(?:[,.;!]|\Z)))|\b(?:can't|cannot|couldn't)\s+(?:\w+\s+)?(?:choose|pick|decide)\s+between\b[^.!?;,\n]*"
    # (a choice refused outright or said to be beyond the speaker: "A or B, and I'm not
    # choosing", "Either A or B. I couldn't honestly pick.", "A or B, too muddy to see";
    # "couldn't hear / see which" above; not an estimate's "they couldn't pick": a shortlist)
    r"|\b(?:not|won't|will\s+not|(?:i|we)\s+(?:\w+\s+)?(?:can't|cannot|couldn't)(?:\s+\w+)?)\s+(?:choosing|picking|choose|pick|decide)\s*(?:[,.;!]|\Z)"
    r"|\btoo\s+\w+\s+to\s+(?:see|tell|hear|make\s+out)\s*(?:[,.;!]|\Z)"
    # (or all of three or more left open alike, words that need three: "A, B or C; honestly, any
    # of them", "any one's as likely as the next", "all equally likely"; set 107 c-280, and sets
    # 94-105 label such texts empty; not two of two's "can't tell which": their parent is said)
    r"|\bany\s+(?:one\s+)?of\s+(?:them|those|these|the\s+(?:three|four|lot))(?=\s*(?:[,.;!)]|\Z)|\s+(?:would|could|might)\s+(?:fit|do|work)\b|\s+(?:is|'s)\s+(?:possible|as\s+likely|equally)\b)"
    r"|\bany\s+one(?:'s|\s+is)\s+as\s+likely\s+as\s+the\s+next\b|\ball(?:\s+(?:three|four|of\s+them))?(?:\s+are)?\s+equally\s+(?:likely|possible|plausible)\b"
    # ... or made one by an image, to the speaker's senses ("A or B, it's all one to my ears", "A
    # and B: one palm, split in two, to me", "A or B: two chips off one fired square"): a
    # likeness of the units, not the person placed in either (unlike "A or B, I can't tell which")
    r"|\b(?:one|twins|alike|identical|indistinguishable|same(?:\s+[\w-]+){0,4}?),?\s+to\s+(?:me|my|these)\b|\bblur\s+into\s+one\b|\bsix\s+of\s+one\b"
    r"|\bone\s+[\w-]+(?:\s+of\s+[\w-]+)?,?\s+(?:split|cut|broken|torn)\s+in\s+(?:two|half)\b"
    # (by structure, not by image: two things of no unit's kind tied by what they share, "two
    # shots fired as one", "two pipes that sound the same note", "one cloth, two colours")
    rf"|\bone\s+{_THING},\s+two\s+{_THING}|\b(?:two|twin)\s+{_THING}(?:\s+{_THING}){{0,3}}?\s+(?:as\s+one\b|(?:one|the\s+same|a\s+single)\s+{_THING})"
)


def _whole(run: str, name: str) -> str:
    """``run`` taken whole, as a possessive quantifier takes it (Python 3.10 has none): a long
    run is never given back a character at a time."""
    return rf"(?=(?P<{name}>{run}))(?P={name})"


_QUOTES, _SPACE, _SPACES = r"[\s\"'“”]*", r"\s*", r"\s+"
_PAIRED = re.compile(
    rf"(?<![\s\"'“”]){_whole(_QUOTES, 'a')}(?:,{_whole(_SPACE, 'b')}(?:and|or)?|;|and|or|&|/)"
    rf"{_whole(_QUOTES, 'c')}(?:(?:i|i've|have|heard|also|others?|some){_whole(_SPACES, 'd')}){{0,3}}{_whole(_QUOTES, 'e')}"
)
_SAID_PAST = re.compile(r"(?<!not\s)\bpast\s+tense\b|\bthat\s+was\s+then\b(?![^.!?\n]{0,30}\b(?:still|now)\b)")  # fmt: skip
# a record or answer said to be out of date ("A timesheet from three years ago puts T in X", "a
# card from before the move", "long superseded", "two reorganisations ago"): X as it was then
_OUTDATED = re.compile(
    r"\bfrom\s+(?:(?:some|about|over|nearly|almost|a\s+good|a|an|one|two|three|four|five|six|several|a\s+few|many|\d+)\s+)(?:\w+\s+)?(?:years?|months?)\s+ago\b"
    r"|\bfrom\s+before\s+(?:the|our|a|that)\s+(?:[\w-]+\s+){0,3}?(?:move|moved|reorg\w*|reorgani[sz]ation|reshuffle|restructur\w*|merger|split|shake-?up|re-?let|rebuil\w*|renovat\w*|relocat\w*|renam\w*)\b"
    r"|\blong\s+superseded\b|\bsuperseded\s+(?:long|years|months|ages)\s+ago\b|\b(?:two|three|four|several|a\s+few|many|some)\s+(?:reorg\w*|reorgani[sz]ations|reshuffles|restructurings|shake-?ups|moves)\s+ago\b"
)
_PRESENT = re.compile(r"\b(?:is|are|'s|sits|works|belongs|now|currently|still|today)\b")
# a bare "while in X" after a verb in the past dates X as "while she was in X" does ("T studied
# with me while in X, a good while back"): where T was then, unless its sentence says the present
_WHILE_THEN = re.compile(
    r"\b(?:\w+ed|met|sat|taught|ran|wrote|saw|knew|led|spent|kept|took|gave|made|came|went|did|had|was|were)\b"
    r"[^.!?;\n]{0,60}?\bwhile\s+(?:in|on|at|with|under|part\s+of)\s+(?:the\s+)?\Z"
)
# the speaker disowns its guess in the same breath (a bet's premise refused, "don't
# write it down"), or a denial it can't hold ("Except it might be", "I also can't say it isn't");
# a value tied to a past span when the now is said to be unknown ("Now? I lost track")
_UNHELD = re.compile(
    r"\b(?:if\s+i\s+(?:had|have|were)\s+to|were\s+i\s+to)\s+\w+[\s,(—–-]+(?:and|but|which)\s+i\s+(?:don't|won't|do\s+not|will\s+not|am\s+not|'m\s+not|can't)\b[^.!?\n]*|\b(?:don't|do\s+not|never|you)\s+(?:write|wrote|put|note|noted|jot|jotted|take|took)\s+(?:it|that|this)\s+down\b|\b(?:don't|do\s+not)\s+(?:rely|act|count|bank)\s+on\s+(?:it|that|this)\b|\b(?:except|or\s+(?:maybe|perhaps)|then\s+again,?)\s+(?:it|she|he|they)\s+(?:(?:might|may|could)(?:\s+well)?\s+be|is|are)\b|\b(?:also|equally)\s+(?:can't|cannot|couldn't)\s+say\s+(?:that\s+)?(?:it|she|he|they)\s+(?:isn't|is\s+not|aren't|'s\s+not)\b"
    # said no fact, not to rely on, not said ("Bets aren't facts", "I'm not betting")
    r"|\b(?:bets?|guess(?:es)?|odds|hunch(?:es)?|wagers?|predictions?|feelings?|instincts?|vibes?|choices?)\s+(?:aren't|are\s+not|isn't|is\s+not|ain't)\s+(?:facts?|gospel|promises?|records?|evidence|proof|knowledge)\b(?!,?\s+but\b)"
    # ... or the pick is only the hedge itself or worth what one is ("I suspect X, though
    # suspicion is all it is", "I reckon X, for what my reckoning is worth"; not "for what it's
    # worth": a plain hedge), or the speaker says it knows nothing of it first-hand ("though
    # I've no direct knowledge")
    r"|\b(?:suspicion|leaning|guessing|guesswork|reckoning|supposing|instinct|inkling)\s+is\s+all\s+(?:it\s+is|there\s+is|i\s+have)\b"
    r"|\bfor\s+what(?:ever)?\s+(?:an?|my|our|such\s+an?)\s+(?:guess|hunch|reckoning|suspicion|instinct|impression|feeling|inkling|lean)(?:'s|\s+is)\s+worth\b"
    r"|\b(?:i've|i\s+have)\s+(?:no|got\s+no)\s+(?:direct|first-?hand|real|actual|personal)\s+knowledge\b"
    r"|\b(?:i'm|i\s+am)\s+not\s+(?:betting|wagering|gambling|(?:confirming|claiming|saying)\s+(?:it|that|so|anything))\b(?!\s+(?:on|to|because)\b)|\bnot\s+that\s+i'm\s+(?:betting|wagering|gambling)\b"
    r"|\bif\s+i\s+were\s+[^.!?\n]{0,40}?\bwhich\s+i(?:'m|\s+am)\s+not\b|\b(?:people|nobody|no\s+one|they)\s+never\s+updates?\s+(?:those|these|them|it|that)\b"
    # the one who guessed is said to be mostly wrong ("I'd guess X, but I'm usually wrong")
    r"|\b(?:i'm|i\s+am|(?:she|he|they)(?:'s|'re|\s+is|\s+are))\s+(?:usually|always|often|mostly|generally|probably)\s+wrong\b"
    # ... or a poor gambler by its own account ("I'd bet on X, but I'm a famously bad gambler", "and I lose most bets")
    r"|\bi(?:'m|\s+am)\s+(?:a\s+)?(?:(?:famously|notoriously|really|very|such\s+a)\s+)?(?:bad|poor|terrible|lousy|awful|hopeless)\s+(?:gambler|guesser|better|bettor)\b(?!,?\s+but\b)"
    r"|\bi\s+(?:lose|lost)\s+(?:most|nearly\s+all|almost\s+all|all)\s+(?:of\s+)?(?:my\s+)?(?:bets|wagers)\b"
    # ... or a lean the speaker calls weak ("I'd lean towards X, barely")
    r"|\blean(?:ing|s)?\s+(?:to|toward|towards)\b[^.!?;\n]{0,60}?,\s*(?:only\s+|very\s+)?(?:weakly|faintly|slightly|barely)\s*(?:[.!]|\Z)"
    # ... or the guess is said to be no more than one, or only rated as the hearer's guess
    r"|\b(?:it(?:'s|\s+is)\s+(?:really\s+)?(?:only|just|merely|purely)|even\s+(?:that|it|this)(?:'s|\s+is)(?:\s+(?:only|just|merely))?)\s+a\s+(?:guess|hunch|bet|wager)\b|\bit\s+(?:really\s+)?would\s+(?:really\s+)?be\s+a\s+guess\b"
    # (a bare "it's a guess" too, unless a kind word or a "that" clause follows: "a guess, but a good one")
    r"|\b(?:it|that)(?:'s|\s+is)\s+a\s+(?:guess|hunch)\b(?!,?\s+(?:but|though|yet|that|and\s+a)\b)"
    r"|\bbut\s+(?:(?:honestly|frankly|really),?\s+)?(?:i'm|i\s+am)\s+(?:(?:really|genuinely|quite|very)\s+)?unsure(?=\s*(?:[.!;]|\Z))"
    # ... or a guess said to rest on nothing, guessing and nothing more, or
    # staked with no coin at all ("X, with nothing behind it", "but I'm just guessing", "I'd stake
    # nothing on it", "not one cent of mine", "not for a single dime"; any coin, not a list)
    r"|\b(?:rests?|resting|based|built)\s+on\s+nothing\b|\bwith\s+nothing\s+behind\s+it\b|\bnothing\s+(?:firmer|surer|sturdier|more\s+solid)\b|\b(?:going|judging)\s+(?:on|by)\s+nothing\s+(?:better|more)\s+than\b"
    r"|\bno\s+(?:more|better)\s+(?:idea|clue|notion)\s+than\b|\bbut\b[^.!?\n]{0,40}?\bi(?:'m|\s+am)\s+(?:(?:just|only|merely)\s+)?guessing\s*(?:[.!;]|\Z)"
    r"|\b(?:would|'d|will|'ll)\s+(?:put|stake|bet|wager|risk)\s+nothing\s+on\b|\b(?:wouldn't|would\s+not|'d\s+not|won't|will\s+not)\s+(?:put|stake|bet|wager|risk)\s+(?:even\s+)?(?:a\s+single|one)\s+[\w-]+\s+on\b"
    # ... or a basis the speaker then calls poor ("I'd say X, which is a flimsy basis"), or a
    # record it asks the hearer to confirm ("I have X down for T. Is that current?")
    r"|\bwhich\s+is\s+(?:an?\s+)?(?:(?:very|pretty|rather|really)\s+)?(?:silly|poor|flimsy|weak|thin|bad|lousy|shaky|feeble|daft)\s+(?:reason|basis|way\s+to\s+\w+|grounds?|clue|evidence|sign|thing\s+to\s+go\s+(?:on|by))\b"
    r"|\bwhich\s+is\s+(?:(?:very|pretty|rather|really)\s+)?(?:silly|daft|foolish)\s+of\s+me\b"
    r"|\bis\s+(?:that|this|it)\s+(?:still\s+)?(?:current|up\s+to\s+date|right|correct|accurate)\s*\?"
    # ... or the speaker says it heard the value at second hand ("X; I only heard it second-hand")
    r"|\bi\s+(?:only\s+|just\s+|merely\s+)?heard\s+(?:it|that|this)\s+(?:at\s+)?(?:second|third)[\s-]?hand\b"
    r"|\bnot\s+(?:even\s+)?(?:a\s+single|one)\s+[\w-]+\s+of\s+mine\b|\bnot\s+(?:even\s+)?for\s+a\s+single\s+[\w-]+\s*(?:[.!;]|\Z)"
    # ... or one without basis ("it's a wild guess", "; a blind stab", "a shot in the dark")
    r"|(?:\b(?:it|that|this)(?:'s|\s+is|\s+was)\s+|[;,:—(]\s*(?:but\s+)?)(?:(?:only|just|purely)\s+)?an?\s+(?:wild|blind|random|pure|sheer|total|complete|idle|crazy)\s+(?:guess|stab)\b|(?<!no\s)\b(?:shot|stab)\s+in\s+the\s+dark\b"
    # ... or, after a guess or hunch, guessing itself is judged or pictured ("My guess would be X;
    # guesses go stale like bread", "My hunch is X, for whatever a hunch is worth"); a kind word or
    # a negation leaves it a hedge ("my guesses are usually right", "guesses aren't needed")
    r"|\b(?:guess(?:ing|ed)?|hunch)\b[^!?\n]{0,100}?(?:[.;:,—–]\s*(?:(?:but|and|though|yet)\s+)?(?:for\s+what(?:ever)?\s+)?|\b(?:but|and|though|yet)\s+)"
    r"(?:(?:my|our|all|such)\s+)?(?:guesses|hunches|an?\s+(?:guess|hunch)(?:'s|\s+is))\s+"
    r"(?![^.!?;\n]{0,80}?(?:\b(?:right|correct|good|great|fine|decent|solid|sound|safe|reliable|accurate|true|spot|educated|informed|better|best|lands?|hits?|counts?|not|never|rarely|seldom|hardly)\b|n't\b))"
    r"|\bcall\s+[^.!?;\n]{1,60}?\s+a\s+(?:(?:very|pretty|really|fairly)\s+)?(?:good|decent|fine|reasonable)\s+(?:guess|hunch)\b|\bheard\s+worse\s+guesses\b"
    r"|\b(?:she|he|they|my\s+(?:gut|hunch(?:es)?|instincts?))(?:(?:'s|'re|\s+is|\s+are|\s+has|\s+have)\s+(?:never|rarely|seldom)"
    r"\s+(?:once\s+)?(?:been\s+)?|\s+(?:hasn't|haven't)\s+been\s+)right\b"  # ("my gut hasn't been right in months")
    # ... or has a poor record ("my gut has a poor track record", "my track record is awful"; set 107 c-019)
    r"|\b(?:i|my\s+(?:gut|hunch(?:es)?|instincts?))(?:'ve|\s+(?:has|have))\s+(?:got\s+)?an?\s+(?:\w+\s+)?(?:poor|bad|terrible|lousy|awful|dismal|shaky|patchy)\s+(?:track\s+)?record\b"
    r"|\bmy\s+(?:(?:gut|hunch(?:es)?|instincts?)(?:'s|')\s+)?track\s+record\s+(?:\w+\s+){0,2}?(?:is|has\s+been)\s+(?:\w+\s+)?(?:poor|bad|terrible|lousy|awful|dismal|shaky|patchy)\b"
    # ... or wrong about everything of late (not "I've been wrong before": a plain hedge)
    r"|\b(?:i|she|he|they|my\s+(?:gut|hunch(?:es)?|instincts?|guess(?:es)?))(?:'s|'ve|\s+has|\s+have)\s+been\s+(?:wrong|off)"
    r"\s+(?:about\s+)?(?:everything|all\s+(?:year|month|week|along)|every\s+(?:single\s+)?time)\b"
    # ... or the note it comes from is said to be stale, a thing not a person ("it's been there since before the reorg")
    r"|\b(?:it|that|this|which)(?:'s|\s+has)\s+been\s+(?:up\s+)?there\s+since\s+before\b"
)
# ... and the same before the values it disowns, in the rest of its sentence: a pick said to
# rest on nothing or drawn at random ("Going by nothing solid, X", "Pick one at random and I'd
# pick X")
_UNHELD_AHEAD = re.compile(
    r"\b(?:going|judging)\s+(?:on|by)\s+nothing\s+(?:solid|firm|concrete|much)\b"
    r"|\b(?:pick|picked|choose|chose|picking|choosing|draw|drew|drawn)\s+(?:[\w-]+\s+){0,3}?at\s+random\b"
)
# a guess, bet or supposition joined (but, though, yet, ";") to a clause that takes the speaker's
# footing or attention away: eyes or mind elsewhere ("X, I suppose, but I was minding the till"),
# the speaker as a trade that guesses or sees little ("a porter mostly sees luggage"), the
# stake refused ("but I wouldn't bet much"): its own sentence only; a plain hedge ("I think X,
# though I could be wrong") stays
_GUESSING = (
    r"i(?:'d|\s+would)?\s+(?:guess|suppose|reckon|imagine|say|think|believe)|probably|perhaps|maybe"
)
_GUESS_WITHDRAWN = re.compile(
    rf"\b(?:{_GUESSING}|i(?:'d|\s+would)?\s+(?:wager|bet|hazard|suspect|lean\s+(?:to|toward|towards))|i(?:'d|\s+would)\s+(?:pick|choose|put|go\s+(?:with|for))|my\s+(?:best\s+)?(?:guess|hunch|bet)|(?:a|my)\s+hunch|if\s+memory\s+serves|sounds\s+right|if\s+i\s+(?:recall|remember)|my\s+impression)\b"
    r"[^.!?\n]{0,80}?(?:,?\s+(?:but|though|although|yet|and)\s+|;\s*(?:but\s+)?|,\s*(?=for\s+what\s+little\b|(?:from|going\s+(?:by|on)|judging\s+by|based\s+on)\s|[a-z]+\s+who\s+knows\s*(?:[.!?;)]|\Z)))(?:[^.!?;\n]{0,50}?"
    r"(?:\bmy\s+(?:full\s+|whole\s+)?attention\b|\bnot\s+paying\s+attention\b|\bhalf\s+(?:listen|notic|look|watch|pay)\w*|\blose\s+the\s+thread\b|\b(?:my\s+eyes\s+(?:are|were)|keep\s+my\s+eyes)\s+on\b"
    r"|\bi(?:'m|\s+am|\s+was)\s+(?:(?:mostly|only|too|just)\s+)?(?:busy|looking\s+at|watching|counting|booking|minding|tending|punching)\b|\bi\s+(?:mostly|only)\s+(?:look|watch|see|listen)\b"
    r"|\bhid\s+(?:most|all)\b|\bit\s+was\s+(?:dark|too\s+dark)\b|\bwas\s+deafening\b"
    r"|\ba\s+[\w-]+(?:\s+[\w-]+)?(?:'s\s+guess\s+is\b|\s+(?:(?:mostly|only|just|half)\s+)?(?:guesses|supposes|sees|hears|listens|thinks\s+(?:a\s+lot|about))\b)|\bmy\s+[\w-]+\s+knows\s+more\s+than\s+i\b"
    r"|\bnot\s+an?\s+(?:authority|expert)\b|\b(?:awful|terrible|hopeless|useless|rubbish|bad)\s+at\s+(?:remembering|recalling|names)\b|\bit\s+(?:often|usually|mostly|frequently)\s+(?:doesn't|does\s+not)\b"
    r"|\b(?:wouldn't|would\s+not)\s+(?:bet|stake|put|wager|risk)\s+much\b|\ba\s+(?:pure|mere)\s+(?:wager|bet|hunch)\b|\bfar\s+from\s+sure\b|\bhunch(?:es)?\s+(?:are|is)\s+cheap\b|\bno\s+more\s+than\s+a\s+(?:hunch|guess)\b"
    # (the memory it rests on called poor, the person never met, the hearer sent to one who
    # knows, the hedge word itself quoted, a bet still open: "but my recall is patchy", "though
    # I've never worked with T", "but 'maybe' is the key word", "the wager's still open")
    r"|\b(?:memory|recall|recollection)\b[^.!?;\n]{0,20}?(?:\b(?:isn't|is\s+not|wasn't|not)\s+(?:\w+\s+)?(?:great|good|reliable|sharp|trustworthy|what\s+it\s+was)|\b(?:poor|bad|weak|shaky|hazy|fuzzy|patchy|rusty|unreliable))\b"
    r"|\bi(?:'ve)?\s+(?:haven't|have\s+not|never|hardly)\s+(?:actually\s+|really\s+|even\s+)?(?:met|worked\s+with|spoken\s+(?:to|with)|talked\s+to)\b|\bsomeone\s+(?:who|that)\s+(?:actually\s+|really\s+)?knows\b"
    r"|[\"“‘'](?:probably|maybe|perhaps|possibly|likely|i\s+think|i\s+guess)[\"”’']|\b(?:the\s+(?:bet|wager)|it)(?:'s|\s+is)\s+(?:still\s+)?(?:open|unsettled|undecided|pending)\b"
    # (the guess named as only that, a trade's at most: "but that's a plumber's guess", not "a safe bet")
    r"|\b(?:it|that)(?:'s|\s+is)\s+(?:(?:only|just|merely)\s+)?an?\s+(?:[\w-]+'s\s+)?(?:guess|bet|wager|hunch|suspicion)\s*(?:[.!]|\Z)"
    r"|\b(?:suspicion|guess|hunch|bet|impression)s?\s+(?:isn't|is\s+not|aren't|are\s+not)\s+(?:an?\s+)?(?:fact|evidence|proof|record)s?\b"
    # (a guess the speaker would not rest on: "... and I'd lose sleep over it", "today X,
    # tomorrow who knows", "I do mean guess", "I've never seen it in writing")
    r"|\blose\s+sleep\b|\bwho\s+knows\s*(?=[.!?,;)]|\Z)|\bmean\s+(?:a\s+)?guess\b|\bnever\s+seen\s+(?:it|that|this)\s+(?:in\s+writing|written|confirmed)\b"
    r"|\bstress\s+the\s+word\b|\bonly\s+a\s+guess\b|\bvague\s+impression\b|\bbe\s+guessing(?:\s+either\s+way)?\s*(?:[.!]|\Z)|\bfor\s+what\s+little\b|\blost\s+[\w-]+\s+(?:that|this)\s+way\b|\bmy\s+memory\s+(?:stopped|quit|gave\s+out)\b"
    # (bare: "I wouldn't swear to it in court" and "don't hold me to the team" keep the claim)
    r"|(?:\b(?:wouldn't|would\s+not|'d\s+not|couldn't|could\s+not)\s+swear\s+to|\b(?:don't|do\s+not)\s+hold\s+me\s+to|\bit(?:'s|\s+is)\s+a\s+guess|\b(?:don't|do\s+not)\s+take)\s+(?:it|that|this)?(?:\s+from\s+me)?\s*(?:[.!]|\Z))"
    # ... or a lapse of the speaker's hearing told as a thing that happened, however long the
    # story before it ("X, I think; the drill was screaming and I only heard the end of it")
    r"|[^.!?;\n]{0,110}?\b(?:(?:i|and)\s+(?:(?:only\s+)?half[\s-]|only\s+)(?:caught|heard|missed)|(?:i|and)\s+(?:half[\s-])?missed\s+(?:half|most|part|the\s+(?:end|start|middle)|it|you|your|what)\b"
    r"|i\s+(?:didn't|did\s+not)\s+catch|i\s+(?:wasn't|was\s+not)\s+(?:really\s+|properly\s+)?(?:listening|with\s+you)|question\s+slipped\s+(?:by|past))"
    # ... or the copy it reads is damaged, by the state words of damage ("X, I'd say, but the slip
    # is a fax of a fax", "... a blurry phone photo", "the label has faded", "with the name
    # scratched out", "coffee got spilt over it", "printed so faintly I can barely read it"), or
    # the choice a toss ("a coin toss")
    r"|[^.!?;\n]{0,80}?\b(?:blurr(?:y|ed)|smudged|smeared|illegible|unreadable|water[\s-]?damaged|cut\s+off\s+at|faded|faintly"
    r"|(?:rubbed|scratched|peeled|worn)\s+(?:off|out|away)|(?:spilt|spilled)\s+(?:over|on|across)|barely\s+(?:read|make\s+out)|too\s+[\w-]+\s+to\s+read"
    r"|(?:photo)?copy\s+of\s+a\s+(?:photo)?copy|fax\s+of\s+a\s+fax|missing\s+(?:its|the|a)\s+(?:first|last|top|front)\s+(?:page|half|line)"
    # (or it came without the paper that would tie it to anyone: "that arrived with no order slip")
    r"|(?:with\s+no\s+|without\s+(?:an?\s+)?)(?:order\s+|name\s+|delivery\s+)?(?:slip|label|tag|docket|name\s+on\s+it)"
    # ... or the speaker's standing disowned ("... though I'm not the clerk there")
    r"|i'm\s+not\s+the\s+[\w-]+\s+(?:there|for\s+(?:either|them|it|that\s+[\w-]+|the\s+[\w-]+))\b"
    r"|coin\s+(?:toss|flip)|toss[\s-]up|(?:picturing|remembering|going\s+(?:by|on))\s+(?:last\s+year's|an?\s+old|the\s+old|an?\s+out[\s-]of[\s-]date))\b)"
)
# a sentence that refuses to place (naming the person and unit or not), reads a record it calls
# self-contradicting, stale, replaced or untrusted, tells an application still pending, a visit
# or a trait half the building shares, or a namesake it can't tell apart: none of its values
# are asserted, before or after the words ("The old roster, since replaced, had T in X")
_VOID = re.compile(
    r"\bno\s+(?:comment|answer)\s+(?:on|about|from\s+me)\b(?!\s+anything\b)|,\s*no\s+comment\b|\bnothing\s+from\s+me\s+(?:on|about)\b|\b(?:i'll|i\s+will)\s+say\s+nothing\b"
    r"|(?<!i\s)(?<!we\s)\b(?:don't|do\s+not|didn't|did\s+not)\s+agree\b|\b(?:one|either)\s+of\s+(?:those|these|them|the\s+two)\s+(?:is|'s|must\s+be)\s+(?:a\s+|an\s+)?(?:typo|mistake|error|wrong)\b|\b(?:has|have|lists?|listed|shows?)\s+(?![a-z]+ed\s)[a-z]+\s+twice\b"
    r"|(?:\bwhich|\bthat|\ban?\s+[\w-]+(?:\s+[\w-]+)?)\s+i\s+(?:don't|do\s+not)\s+trust\b|\bsince\s+(?:replaced|superseded|scrapped|retired)\b"
    r"|(?<!whatever\s)\b(?:an?|the)\s+(?:old|outdated|out[\s-]of[\s-]date)\s+(?:[\w-]+\s+){0,2}?[\w-]+\b[^.!?;:\n]{0,40}?\b(?:puts?|listed|lists|showed|shows|placed|places)\b"
    r"|\b(?:applied|applying|applies|put\s+in)\s+(?:to|for)\b[^.!?\n]{0,80}?\b(?:no\s+(?:decision|word|answer|news)|(?:hasn't|has\s+not|haven't|not)\s+(?:yet\s+)?(?:been\s+)?(?:announced|decided|heard|confirmed)|pending)\b"
    r"|\bonly\s+because\b[^.!?\n]{0,80}?\bvisit|\b(?:true|the\s+case)\s+(?:of|for)\s+(?:half|most|many|lots|everyone|everybody|all)\b"
    r"|\b(?:not|can't|cannot|couldn't)\s+(?:be\s+)?(?:sure|certain)\s+(?:it's|it\s+is|that's|that\s+is|(?:she|he|they)(?:'s|'re|\s+is|\s+are))\s+the\s+(?:same|one|person)\b"
)
# ... or by the speaker's own past doing, told in the same sentence with nothing in it that points
# back at the person or a unit ("X, I believe; I was rereading a CV, though."): a basis that
# grounds nothing; one that points back ("I think X; I signed her leave form") keeps the claim
_GUESS_UNMOORED = re.compile(
    rf"\b(?:{_GUESSING})\b"
    r"[^.!?;\n]{0,80}?(?:,?\s+(?:but|though|although)\s+|;\s*(?:but\s+)?)"
    r"(?P<own>(?=(?:i\s+(?:was|wasn't|had|hadn't|lost|missed)|(?:my|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:was|were|had))\b)"
    # (a thing said is no pointer: "when T said it")
    r"(?![^.!?;\n]{0,120}?\b(?:she|he|her|hers|him|his|they|them|their|(?<!said\s)(?<!says\s)(?<!mentioned\s)it|its|there|that|those|these|this|here|"
    rf"{_UNIT_WORDS})s?\b)[^.!?;\n]{{0,120}})"
)
# (a name but "I", unless it is the one speaking: "when T said it", "what T said")
_NAMED_WORD = re.compile(
    r"\b(?!I\b)[A-Z][\w-]*(?![\w-])(?!\s+(?:said|says|mentioned|spoke|asked|answered|was\s+(?:talking|speaking|saying))\b)"
)
# ... what the speaker says, before a value, it leaves unsaid ("I never said this:", "better left
# unsaid"): the values after it, in its sentence and the next; a joke's category ("Most Likely To")
_UNSAID_AHEAD = re.compile(
    r"\bi\s+(?:never|didn't|did\s+not)\s+(?:said|say)\s+(?:this|it)\s*:|\b(?:better|best)\s+left\s+unsaid\b"
    # ... a refusal to say it outright, a name asked for at random ("I won't spell it out. But X.",
    # "Not saying anything. X.", "Name a team, any team. X.")
    r"|\b(?:not\s+going\s+to|won't|will\s+not|refuse\s+to)\s+spell\s+it\s+out\b|\bnot\s+saying\s+anything\s*[.!]"
    r"|\bname\s+an?\s+[\w-]+,\s+any\s+[\w-]+\b"
    # ... a guess called only one before its value ("My bet, which is only a bet: X")
    r"|\b(?:guess|hunch|bet|wager)[,\s—–-]+(?:and\s+(?:it|that)|which)(?:'s|\s+is)\s+(?:only|just|merely|purely)\s+(?:a|one)\b"
)
# a persona's image: a rule for every thing of a kind that is no unit, person or time, then the
# person's one of it ("Every bee finds its way home. Chloe's home is X"): a figure, not a place
_MAXIM = re.compile(
    r"\bevery\s+(?!(?:one|single|other|new|last|time|day|morning|evening|night|week|weekend|month|year|quarter|sprint|person|employee|engineer|member|hire|starter|worker|colleague|manager|lead|intern|company|office|"
    rf"{_UNIT_WORDS})s?\b)[a-z]+\b[^.!?;\n]{{0,120}}?(?:[.!?;]\s*|,\s+and\s+)(?!(?:it|that|there|what|who|here|let|he|she|where)'s\b)(?:[a-z]+'s|hers|his|theirs)(?:\s+[a-z]+){{0,3}}?\s+\Z"
)
# a label's second item with its verb left out ("one marked X, one Y"): read as the first
_GAPPED = re.compile(
    r"\bone\s+(?:marked|painted|labell?ed|named|called|tagged|stamped|branded|carved)\s+\x00,\s+(?:and\s+)?(?:one|the\s+other)\s+\Z"
)
_TAUTOLOGY = re.compile(
    r"(?<!\s)\s*(?:(?:is|are|'s)(?:\s+(?:always|still|just))?|=|will\s+(?:always\s+)?be|means|or\s+not?)\s+"
)
# ... or a unit set beside its own negation or every other place ("X or not, I'll keep it to
# myself", "X or any other, not mine to say"): the speaker commits to none of them
_ANY_OR_NOT = re.compile(
    r"[\s*_\"')]*,?\s+or\s+(?:not|any\s+other|anywhere|elsewhere)\b(?!\s+(?:far|quite|exactly|much|too|only)\b)"
)
_JOKE_LABEL = re.compile(
    r"(?:\b(?:most|least)\s+(?:likely\s+to|improved|valuable)|\bsuperlatives?|\bvoted\s+(?:most|best|least)|\b(?:award|prize|trophy)\s+for|\bbest\s+dressed)\b(?![\s,]+(?:aside|apart)\b)"
)
# ... a proposal's value the speaker then places in words of its own ("X, David's team", "He's on it")
_PLACED_AFTER = re.compile(
    r",\s+(?:\w+'s|her|his|their)\s+(?:team|group|division|department|unit|project)\b|\b(?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+(?:on|in|with)\s+(?:it|that\s+one|there)\b"
)
_NOW_LOST = re.compile(
    r"\b(?:now|today|these\s+days|currently|at\s+present|after\s+(?:it|that))\b[?,:.!]*\s*(?:[\w']+\s+){0,3}?(?:lost\s+track|no\s+idea|no\s+clue|dunno|who\s+knows|not\s+sure|(?:don't|do\s+not|can't|couldn't)\s+(?:know|say|tell))\b"
    # ... or the now named last ("Before the reshuffle, X had T. I don't know about now.")
    r"|\b(?:don't|do\s+not|can't|couldn't)\s+(?:know|say|tell)\s+(?:about|for)\s+(?:now|today|these\s+days)\b"
)
# the speaker's distance from its own words: a scare-quoted word by the value ('he
# "works" on X'), a later "no idea if that's true"; a record it then says differs ("Officially
# X. Actually?"); a game's move: the line after "who's there?", what follows "let's play" until
# the speaker steps out, an answer to a clue that asks nothing of the person, or supposes
_SCARE = re.compile(
    r"(?<![:=]\s)(?<![:=\w])(?<!by\s)[\"“'‘]([a-z]+(?:[ -][a-z]+){0,2})[\"”'’](?!\w)[^,:;.!?()—–\n\"“”]{0,25}\Z"
)
_SCARE_AFTER = re.compile(r"[\s,]{0,3}[\"“'‘]([a-z]+(?:[ -][a-z]+){0,2})[\"”'’]\s*(?:[.!;)\n]|\Z)")
_WHETHER = re.compile(
    r"\b(?:no\s+idea|no\s+clue|dunno|(?:don't|do\s+not|can't|cannot|couldn't|won't|not)\s+(?:\w+\s+){0,2}?(?:know|tell(?:ing)?|say(?:ing)?|sure|confirm(?:ing)?))\s+(?:you\s+)?(?:whether|if)\s+(?:that|it|this|she|he|they)(?:'s|'re|\s+(?:is|are|was|does))?(?:\s+(?:true|right|correct|accurate|so|the\s+case))?\s*(?:[.!;,)\n]|\Z)"
)
_OFFICIAL = re.compile(r"\b(?:officially|on\s+paper|nominally|technically)\b(?:\s*[?:])?[^.!?\n]*\Z")  # fmt: skip
_ACTUALLY = re.compile(
    r"[^\n]{0,60}?(?:[.!?;:—–]\s*(?:but\s+)?|,\s*(?:but\s+)?|\bbut\s+)(?:actually|in\s+(?:reality|practice|truth|real\s+life)|unofficially|off\s+the\s+(?:record|books)"
    # (or the record called no more than that: "That's only official.", "Only on paper.", "Paper lies.")
    r"|really,\s+though|behind\s+the\s+scenes|the\s+truth\s+is|(?:that's|it's|that\s+is)\s+(?:only|just|merely)\s+(?:the\s+)?official"
    r"|only\s+(?:officially|on\s+paper)|paper\s+lies)\b(?![,?:\s]+(?:too|as\s+well|also|(?:the\s+)?same)\b)"
)
_GAME_ON = re.compile(
    r"\bwho's\s+there\s*\?\s*|\blet's\s+play\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:game|questions|trivia|quiz|riddles?|charades|pretend|hangman|bingo)\b|\btwo\s+truths\s+and\s+a\s+lie\b|\b(?:getting|you're|you\s+are)\s+(?:(?:very|so|getting)\s+)?(?:warm(?:er)?|cold(?:er)?|hot(?:ter)?)\b|\bargue\s+the\s+(?:other|opposite)\s+side\b|\b(?:play(?:ing)?|i'll\s+be|being)\s+(?:the\s+)?devil's\s+advocate\b|\bfor\s+the\s+sake\s+of\s+argument\b|(?P<off>\bgame\s+over\b|\bno\s+joke\b|\bnot\s+a\s+(?:joke|game)\b|\b(?:jokes?|kidding|games?)\s+aside\b|\bseriously\b|\bfor\s+real\b|\breal\s+answer\b)"
)
_CLUE = re.compile(
    r"(?:^|\n|[.!?]\s)[ \t*_]*(?:\d+\s*(?:across|down)|q(?:uestion)?)\b\s*[:.]([^\n]{0,200}?)(?:\n\s*|\s)(?:answer|solution|a)\s*:\s*\Z"
)
_ASKS_PERSON = re.compile(
    r"\b(?:she|he|her|his|him|they|their|them|\w+'s|where)\b|\b(?:is|does|did|was)\s+\w+\s+(?:on|in|at|with|work|sit|belong)\b"
)
_SUPPOSES = re.compile(r"\b(?:if|would|were|wish(?:es)?)\b")
# a unit as other people's place ("everyone in X would agree"), not "one of the folks on X"
_CROWD = re.compile(
    r"(?<!one\sof\s)(?<!one\sof\sthe\s)(?<!among\s)(?<!among\sthe\s)\b(?:(?:every|any|some)(?:one|body)|nobody|no\s+one"
    r"|people|folks|others)\s+(?:else\s+)?(?:in|on|at|from)\s+(?:the\s+)?[*_\"']*\Z"
)
_EXCEPT = re.compile(r"[\s*_\"']*,?\s*(?:but|except|besides|apart\s+from|other\s+than)\b")
# a unit named as where the person is not ("I'll name the division it isn't in: X")
_NOT_HERS = re.compile(
    r"(?:\b(?:the|a|one|which)\s+(?:[\w-]+\s+){0,2}?|\bwhere\s+)(?:she|he|they|it|[a-z]+)"
    r"(?:\s+is\s+not|\s+isn't|'s\s+not|\s+was\s+not|\s+wasn't|(?:\s+has|'s)\s+never\s+(?:been|worked)|\s+never\s+(?:was|worked)|\s+(?:does\s+not|doesn't)\s+work)"
    r"(?:\s+(?:on|in|at|with|under|for|part\s+of))?(?:\s*:|\s+(?:is|would\s+be)\b)[\s*_\"']*\Z"
)
# a riddle whose answer is a unit: "Think of the team with the loudest coffee machine. That's
# X.", "Which team does Diana eat lunch with? X." (a description that places no one)
_RIDDLE = re.compile(
    r"(?:^|[.!?\n]\s*)(?:(?:now|just|so|and|ok|okay)[\s,]+)?(?:(?:think|picture|imagine|consider|envision|guess)"
    r"(?:\s+(?:about|of))?\s+(?:the|which|what|a)\s+|(?P<q>which|what)\s+)(?:[\w-]+\s+){0,2}?(?:"
    rf"{_UNIT_WORDS})s?\b(?P<d>[^.!?\n]*)"
)
# ... or a unit singled out by what it does for the person ("There's one team Olivia never
# complains about, and it's X", "Of all the teams in Y, only one would throw her a party: X"), or
# a riddle on a level word of the universe's own ("Think about which ward has ...")
_SINGLED = re.compile(
    r"(?:^|[.!?\n]\s*)(?:there(?:'s|\s+is)\s+(?:only\s+|just\s+)?one|(?:out\s+)?of\s+all\s+the|(?:(?:now|just|so|and|ok|okay)[\s,]+)?"
    r"(?:think|picture|imagine|consider|envision|guess)(?:\s+(?:about|of))?\s+(?:the|which|what|a))\s+((?:[\w-]+\s+){0,2}?[\w-]+?)s?\b(?P<d>[^.!?\n]*)"
)
# a rota, a list or a calendar that has the person on it places no one in the unit it
# belongs to ("the one team whose on-call rota has her on it"); a unit or its roster still does
_MEMBER_LISTS = _UNITS | _set("roster rosters members membership payroll headcount staff")
_ON_A_LIST = re.compile(
    r"\bwhose\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:has|had|lists|listed|includes|included|shows)\s+\x00\s+(?:on|in)\s+it\b"
)
# ... or a list put as a riddle by its owner ("Check whose calendar has her birthday on it")
_WHOSE = re.compile(
    r"(?:^|[.!?\n]\s*)(?:check|guess|find\s+out|see|ask|look\s+up)\s+(?P<d>whose\s+(?:[\w-]+\s+){1,3}?(?:has|had|lists|listed|includes|included|shows)\b[^.!?\n]*)"
)
# ... or put as a question about a thing of the person's that is no unit ("You know whose chat
# channel she posts in most? X's."): the answer owns the thing, it places no one
_WHOSE_ASKED = re.compile(
    r"(?:^|[.!?\n]\s*)(?:(?:(?:do\s+)?you\s+know|guess|and|so)[\s,]+)?(?P<d>whose\s+[^.!?\n]*)(?=\?)"
)
_ASKS_OTHER = re.compile(
    r"\s+(?:does|did|do|would|has|had)\s+(?!(?:you|i|we)\b)\w+\s+(?!(?:know|knew|believe|think|hold|have|guess|say|pick|name|settle|land|end|reckon|assume|suspect|join|lead|run|manage)\b)\w"
)
_PLACES = re.compile(
    r"\b(?:is|are|was|were|been|be|works?|worked|working|sits?|sat|belongs?|belonged|reports?|lives?)\b(?:\s+[\w']+)?\s+(?:on|in|at|with|to|under|for|part\s+of|into|there)\b"
    r"|(?:\b(?:she|he|they)|\x00)(?:'s|'re)\s+(?:(?:now|still|also|been|currently|actually|always|mostly|back)\s+)?(?:on|in|at|with|under|part\s+of)\b|\b(?:joined|calls?\s+home)\b"
    r"|(?:\b(?:she|he|they)|\x00)\s+(?:leads?|led|runs?|ran|manages?|managed|heads?|headed)\b|\b(?:with|includes?|including|has)\b[^.!?\n]*?(?:\b(?:him|them)\b|\bher\b(?!\s+(?!(?:on|in|at|as|for|and|now|there|here)\b)[a-z]+)|\x00(?!'s|'(?!\w)))"
    r"|\b(?:her|his|their|(?!(?:that|it|what|there|here|who|where|which|this)'s)[a-z]+'s)\s+(?:own\s+|current\s+|real\s+|actual\s+)?(?:"
    rf"{_UNIT_WORDS}|home)\b"
)


def _games(
    low: str, ends: list[int], spans: Sequence[tuple[int, int]]
) -> tuple[set[int], set[int]]:
    """The sentences of a game being played, and the mentions that set up a knock-knock
    joke (its punchline may claim: a name said again apart, where not found, keeps its role)."""
    game, on, setups = set(), 0, []
    for m in _GAME_ON.finditer(low):
        k = bisect_right(ends, m.start())
        game |= set(range(on or k, k))
        if m[0].startswith("who"):
            n = _SENTENCE.search(low, m.end() + 1)
            setups.append((m.end(), n.end() if n else len(low)))
        else:
            on = 0 if m["off"] else on or k
    starts = {s for s, _ in spans}
    setup = {
        i
        for i, (s, e) in enumerate(spans)
        if any(a <= s < b for a, b in setups[:50])
        and all(
            x in starts or low.startswith(" who", x + e - s)
            for x in itertools.islice(_at_words(low, low[s:e], e), 3)
        )
    }
    return game | set(range(on or len(ends), len(ends))), setup


def _moot(text: str, low: str, s: int, e: int, target: str | None) -> Role:
    """A mention's role from the speaker's distance, a record said to differ, a clue, or a
    proposal, toast or wish put to the hearer (unless the speaker then places it)."""
    w = low[max(0, s - 80) : s]
    p = [*_PROPOSED.finditer(w)]
    if (
        p
        and not re.search(r"[.!?;:,\n]", w[p[-1].end() :])
        and not _PLACED_AFTER.search(low, e, e + 120)
    ):
        return Role.UNSURE
    q = _SCARE.search(low, max(0, s - 60), s) or _SCARE_AFTER.match(low, e)
    if q and text[q.start(1)].islower():  # (a quoted name is capitalised: not distance)
        return Role.UNSURE
    if _OFFICIAL.search(low, max(0, s - 80), s) and _ACTUALLY.match(low, e):
        return Role.REPORTED
    c = ":" in low[max(0, s - 3) : s] and _CLUE.search(low, max(0, s - 240), s)
    asks = c and (_ASKS_PERSON.search(c[1]) or (target and target.lower() in c[1]))
    if c and _LEVEL_HANDED.search(c[1]) and (_SUPPOSES.search(c[1]) or not asks):
        return Role.UNSURE
    return Role.CLAIM


def _placeless(low: str, w: str, s: int, e: int, ends: Sequence[int]) -> bool:
    """A value after what the speaker calls unsaid (its sentence or the one before), as
    a joke's category ("Most Likely To X") or in a tautology ("X is X")."""
    k, v, j = bisect_right(ends, s) - 1, low[s:e], [*_JOKE_LABEL.finditer(w)]
    fore, aft = low.rfind(v, max(0, 2 * s - e - 25), s), low.find(v, e, 2 * e - s + 25)
    return (
        bool(_UNSAID_AHEAD.search(low, max(ends[max(0, k - 1)], s - 300), s))
        or bool(j and not re.search(r"[.!?;\n]|\b(?:is|are|works)\b", w[j[-1].end() :]))
        or (fore >= 0 and bool(_TAUTOLOGY.fullmatch(low, fore + e - s, s)))
        or (aft > 0 and bool(_TAUTOLOGY.fullmatch(low, e, aft)))
        or bool(_ANY_OR_NOT.match(low, e))
    )


def _riddles(text: str, low: str, ends: Sequence[int], words: frozenset[str]) -> set[int]:
    """The sentences of each riddle and of its answer: the next sentence, unless that one
    places someone (a description that places someone, by name or pronoun, is no riddle)."""
    out = set()
    singled = (m for m in _SINGLED.finditer(low) if m[1].split()[-1] in _UNITS | words)
    asked = (m for m in _WHOSE_ASKED.finditer(low) if not (_UNITS | words).intersection(_TOKEN.findall(m["d"])))  # fmt: skip
    for m in itertools.chain(_RIDDLE.finditer(low), singled, _WHOSE.finditer(low), asked):
        d = re.sub(r"(?<![.!?]\s)\b[A-Z][a-z]+\b", "\x00", text[m.start("d") : m.end("d")]).lower()
        d = _ON_A_LIST.sub(lambda x: x[0] if _MEMBER_LISTS.intersection(x[1].split()) else "", d)
        if _PLACES.search(d) or (m.groupdict().get("q") and not (low.startswith("?", m.end()) and _ASKS_OTHER.match(m["d"]))):  # fmt: skip
            continue
        k = bisect_right(ends, m.end() - 1)
        out |= {k} if _PLACES.search(low, ends[k], ends[min(k + 1, len(ends) - 1)]) else {k, k + 1}
    return out


# the speaker's own place ("I'm in X", "I work on X", "My team is X", "X is our home"), unless
# the text ties someone to the speaker ("I'm on X too", "... with David", "my teammate")
_MINE = re.compile(
    r"(?:\b(?:i'm|i\s+am)(?:\s+(?:also|now|currently|still|actually|based|over))?\s+(?:in|on|at|with|under|part\s+of)"
    r"|\b(?:i'?m\s+writing|writing(?:\s+this)?|written|sent)\s+from(?:\s+my\s+(?:desk|seat|office)\s+(?:in|on|at))?"
    r"|\b(?:we're|we\s+are)(?:\s+(?:in|on|at|with|under|part\s+of))?|\bi\s+(?:work|worked|sit|sat|belong|report|reported)\s+"
    r"(?:in|on|at|with|under|for|to)|\bi\s+joined|(?:^|[.!?\n]\s*)as\s+(?:a\s+)?(?:member|part)\s+of)\s+(?:the\s+)?[*_\"']*\Z"
)
_MY_UNIT = re.compile(
    r"\b(?:my|our)\s+(?:own\s+|home\s+)?([\w-]+)(?:\s+(?:is|was)(?:\s+(?:in|on|at))?\s+(?:the\s+)?|\s*[:—–]\s*)[*_\"']*\Z"
)
_MINE_AFTER = re.compile(rf"[\s*\"')]*\s+is\s+(?:my|our)\s+(?:home|{_UNIT_WORDS})\b")
_OWN_PLACE_NOUNS = _UNITS | _set("desk office seat home")
# (a "me" that ties no one to the speaker: "Me?", "she's a mystery to me", "come find me"; a
# seat across from or beside the speaker is a desk, not a unit: "sits right across the desk from me")
_NOT_WITH_ME = re.compile(
    r"\bme\?|\b(?:mystery|news|unknown|unclear|puzzle|riddle)\s+to\s+me\b|\b(?:find|need|reach|visit|ping)\s+me\b"
    # (a tie denied, or a meeting that is no tie: "I've never worked with her", "never come across her")
    # (... also as one of the speaker's own: "Jo isn't someone I've worked with", "Jo has never
    # been in my group", "there's no Jo on my team")
    r"|(?:\b(?:never|not)|n't|\bthere(?:'s|\s+is)\s+no)\s+(?:(?!(?:but|and|though|yet|too|also)\b)[\w']+\s+){0,4}?(?:with|across|alongside|beside|next\s+to"
    r"|(?:on|in)\s+my\s+(?:team|group|staff)|one\s+of\s+my\s+people)\b(?:\s+me\b)?|\b(?:come|came|run|ran)\s+across\b"
    r"|\bi\s+(?:lead|head)\b|\b(?:sits?|sat|sitting)\s+(?:right\s+|just\s+|directly\s+)?(?:across(?:\s+the\s+(?:desk|aisle|table|room))?\s+from|opposite|next\s+to|beside)\s+me\b"
)
_WITH_ME = re.compile(r"\b(?:too|also|as\s+well|with|same|both|together|alongside|across|next\s+to|beside|teammates?|colleagues?|like|me|us|(?:on|in)\s+my\s+(?:team|group|staff)|my\s+people|of\s+mine|one\s+of\s+my|manager|lead|boss|mentor|supervisor|head|so\s+(?:is|does|are|do|has))\b")  # fmt: skip


# a clause that points back at the values before it as the person's place, but denies it, or
# puts it in the past or in a supposition: "X. That's not where Chloe works.", "X; that's where
# she used to work", "X. Not Chloe's team, though." (a positive pointer is R9's endorsement)
_POINTER_DOWN = re.compile(
    r"(?:^|(?<=[.!?;\n]))[\s*_]*(?:but\s+|and\s+|though,?\s+)?(?:(?P<neg>that(?:'s|\s+is|\s+was)\s+(?:not|never)|that\s+(?:isn't|wasn't)"
    r"|not)|that(?:'s|\s+is|\s+was))\s+(?:(?:really|actually|exactly|just|quite)\s+)?(?:where\s+(?P<who>[a-z]+)\s+(?P<verb>[a-z']+)"
    r"|(?P<owner>[a-z]+)'s\s+(?:own\s+|current\s+)?[a-z_-]+\b)"
)
_WAS_VERBS = _set("was were used worked sat belonged lived started joined had")
_MODAL_VERBS = _set("would could might may 'd should")


def _pointed_down(low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None) -> None:  # fmt: skip
    """The values of the sentence (or ``;`` clause) before a clause that points back at them as
    the person's place and denies it (``DENIED``), dates it (``EARLIER``) or supposes it."""
    people = {"she", "he", "they", (target or "-").split()[0].lower()}
    for m in _POINTER_DOWN.finditer(low) if "that" in low or "not" in low else ():
        if target and (m["who"] or m["owner"]) not in people:  # (no target: anyone's place)
            continue
        verb = m["verb"] or ""
        past = verb in _WAS_VERBS or verb.endswith("ed")
        modal = verb in _MODAL_VERBS or verb.endswith("'d")
        role = Role.DENIED if m["neg"] else Role.EARLIER if past else Role.UNSURE if modal else None
        if role is None or (not m["neg"] and m["owner"]):
            continue
        b = m.start()  # the pointer opens after a stop at b - 1: the clause before that one
        _lift(out, spans, max(low.rfind(c, 0, max(b - 1, 0)) for c in ".!?;\n") + 1, b, role)


@functools.lru_cache(maxsize=4)
def _tied_to_me(low: str) -> bool:
    """Whether the text ties someone to the speaker; once a text, not once a mention (a text of
    many "I lead X" would search itself whole for each)."""
    return bool(_WITH_ME.search(_NOT_WITH_ME.sub("", low)))


# the speaker's role ("I run X"): the person's place only where the text names the person
_LEADS = re.compile(r"\bi\s+(?:run|lead|head|manage)\s+(?:the\s+)?[*_\"']*\Z")


def _elsewhere(text: str, low: str, w: str, e: int, words: frozenset[str], own: str = "-") -> Role:
    """A value named as where the person is not (``DENIED``), as other people's place, or as
    the speaker's own (``ABOUT``)."""
    if _NOT_HERS.search(w):
        return Role.DENIED
    if _RELS_UNIT.search(w):
        return Role.ABOUT
    unit = _MY_UNIT.search(w)
    # (not a thing of the unit the sentence then places the person in: "I run X's load tests,
    # and Ana, who sits in that team, ...")
    pointed = low.startswith("'s ", e) and _pointer(text, low, e, _sentence_end(low, e))
    leads = _LEADS.search(w) and not pointed
    if leads and own != "-" and own not in low:
        return Role.ABOUT  # "I run X, and Jo reports to me": Jo's place, not the person's
    mine = (
        leads
        or _MINE.search(w)
        or _MINE_AFTER.match(low, e)
        or (unit and unit[1] in _OWN_PLACE_NOUNS | words)
    )
    if mine and not re.search('["“]', w) and not _tied_to_me(low):
        return Role.ABOUT
    return Role.REPORTED if _CROWD.search(w) and not _EXCEPT.match(low, e) else Role.CLAIM


# a value put as options only: "Pick one for X", "X or Y: both plausible, neither confirmed"
_OPTIONS_ONLY = re.compile(
    r"\b(?:pick|choose)\s+(?:one|any|whichever)\b|\bneither\s+(?:is\s+|one\s+)?(?:confirmed|verified|certain|settled)\b(?!\s+n?or\b)"
)
# a bare value echoed back, then a remark on the hearer's choice ("Hmm. X. Interesting choice.")
_ECHO_HEAD = re.compile(r"(?:\A|[.!?\n])[\s*_\"']*(?:(?:hm+|oh|ah|well|so)[\s,.!]+)?\Z")
_CHOICE_REMARK = re.compile(
    r"[\s*_\"']*[.!…]+(?:\s*(?:hm+|oh|ah|well)[.,!]*)?\s*(?:(?:very|quite|such|what)\s+)?(?:an?\s+)?"
    r"(?:interesting|fascinating|cute|bold|brave|curious|odd|strange|unusual|creative|daring)\s+(?:choice|pick|guess|call)\s*(?:[.!…]|\Z)"
    r"|[\s*_\"']*[.!…]+(?:\s*(?:hm+|oh|ah|well)[.,!]*)?\s*(?:bold|brave|cute|interesting)\s+of\s+you\s+to\b"
)
# a value right after a bare "Me?": the speaker's own place
_ME_ASKED = re.compile(r"(?:\A|[.!?\n])[\s*_\"']*(?:and\s+|as\s+for\s+)?me\s*\?[\s*_\"']*\Z")
_BARE_AFTER = re.compile(rf"[\s*_\"']*(?:{_UNIT_WORDS})?[\s*_\"']*[.!\n]")
# the unit a third person runs, named as a pointer ("Ask her lead, the one who runs X")
_RUNNER = re.compile(
    r"\b(?:lead|manager|boss|head|supervisor)\b[^\n]{0,80}?(?<!she's\s)(?<!he's\s)\bthe\s+(?:one|guy|woman|man|person)\s+"
    r"(?:who|that)\s+(?:runs|leads|heads|manages)\s+(?:the\s+)?\Z"
)
# another person's question answered: "Sam asked me which team he's on. I told him X."
_ASKER = re.compile(
    r"\b([A-Z][a-z]+)\s+asked\s+(?:me\s+)?(?:\w+\s+){0,2}?(?:which|where|what)\s+(?:\w+\s+){0,3}?(?:he|she|they|his|her|their)\b"
)
# ... or a question about a thing, not a person ("Jo's question was where the fire exit is.")
_ASKED_ELSE = re.compile(
    r"\b([A-Z][a-z]+)(?:'s\s+question\s+(?:was|is)|\s+(?:asked|wanted\s+to\s+know)(?:\s+me)?)\s+(?:\w+\s+){0,2}?"
    r"(?:which|where|what|who)\b[^.!?\n]*"
)
_PERSON_WORD = re.compile(r"\b(?:she|he|they|her|his|their|him|them|hers|theirs)\b")
_TOLD_THEM = re.compile(r"\b(?:told|answered|said\s+to)\s+(?:him|her|them)\b")
_ANSWER_TO = re.compile(r"\bthe\s+answer\s+to\s+([a-z]+)'s\s+question\s+(?:is|was)\s+(?:the\s+)?\Z")


def _offered(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None) -> None:  # fmt: skip
    """Values offered, not asserted: options to pick from, a guess echoed with a remark on
    the choice (``UNSURE``); the speaker's own place after "Me?", a third person's unit or
    another asker's answer (``ABOUT``)."""
    ends = [0, *_cuts(_SENTENCE, low, spans), len(low)]
    own = (target or "-").split()[0].lower()
    answered = set()
    for m in _ASKER.finditer(text):
        k = bisect_right(ends, m.start())
        if m[1].lower() not in (own, "i", "she", "he", "they", "you") and k < len(ends):
            answered |= {k} if _TOLD_THEM.search(low, m.end(), ends[k]) else {k + 1}
    others = set()
    for m in _ASKED_ELSE.finditer(text):
        k = bisect_right(ends, m.start())
        q = m[0].lower()
        if (
            m[1].lower() not in (own, "i", "you")
            and not (target and own in q)
            and not _PERSON_WORD.search(q)
        ):
            others.add(k + 1)  # the next sentence answers it, unless it names a person
    options: dict[int, bool] = {}  # by sentence (searched once: a long one may hold many names)
    own_at = low.find(own)  # (the person's name said before a value: its first saying)
    for i, (s, e) in enumerate(spans):
        k = bisect_right(ends, s)
        a, b = ends[k - 1], ends[min(k, len(ends) - 1)]
        w = low[max(0, s - 120) : s]
        if k in others and not (target and own in low[a:b]) and not _PERSON_WORD.search(low, a, b):
            out[i] = max(out[i], Role.ABOUT)
        if k not in options:
            options[k] = bool(_OPTIONS_ONLY.search(low, a, b))
        if options[k] or (
            _ECHO_HEAD.search(low, max(0, s - 12), s) and _CHOICE_REMARK.match(low, e)
        ):
            out[i] = max(out[i], Role.UNSURE)
        me = _ME_ASKED.search(low, max(0, s - 12), s) and _BARE_AFTER.match(low, e)
        asked = k in answered and _TOLD_THEM.search(low, a, s)
        to = (own_at < 0 or own_at + len(own) > s) and _ANSWER_TO.search(w)
        if me or _RUNNER.search(w) or asked or (to and to[1] != own):
            out[i] = max(out[i], Role.ABOUT)


def _withheld_sentences(
    text: str,
    low: str,
    ends: Sequence[int],
    spans: Sequence[tuple[int, int]],
    words: frozenset[str],
) -> tuple[set[int], set[int], list[tuple[int, int, bool]]]:
    """The sentences whose values are held back (provisional, under a "whether", a riddle) or
    said of the past, and each disowning clause as (its sentence, its end, whether a value comes
    before it in that sentence)."""
    held = {bisect_right(ends, m.start()) for m in _PROVISIONAL.finditer(low)}
    held |= {bisect_right(ends, m.start()) + d for m in _WHETHER.finditer(low) for d in (-2, -1, 0)}
    held |= _riddles(text, low, ends, words)
    past = {bisect_right(ends, m.start()) + d for m in _SAID_PAST.finditer(low) for d in (-1, 0, 1)}
    past |= {bisect_right(ends, m.start()) + d for m in _NOW_LOST.finditer(low) for d in (-2, -1)}
    # (the sentence before, only where the disowning one names no value before it: "I'd say X.
    # Possibly Y, but that's a shot in the dark" disowns Y alone)
    unheld = [(k, m.end(), bisect_left(spans, (m.start(),)) > bisect_left(spans, (ends[k - 1],))) for m in _UNHELD.finditer(low) for k in (bisect_right(ends, m.start()),)]  # fmt: skip
    unheld += [
        (bisect_right(ends, m.start()), m.end(), True) for m in _GUESS_WITHDRAWN.finditer(low)
    ]
    unheld += [(bisect_right(ends, m.start()), len(low), True) for m in _VOID.finditer(low)]
    unheld += [(k, ends[k], True) for m in _UNHELD_AHEAD.finditer(low) for k in (bisect_right(ends, m.start()),)]  # fmt: skip
    # (the doing must name no one: no unit and no capitalised word but "I")
    unheld += [
        (bisect_right(ends, m.start()), m.end(), True)
        for m in _GUESS_UNMOORED.finditer(low)
        for a in (m.start("own"),)
        if not _NAMED_WORD.search(text, a, m.end()) and not any(a <= s < m.end() for s, _ in spans)
    ]
    return held, past, unheld


def _unasserted(
    text: str,
    low: str,
    spans: Sequence[tuple[int, int]],
    out: list[Role],
    target: str | None,
    words: frozenset[str],
) -> None:
    """Each class names what makes its mentions unasserted; searched once a text, or in a
    window before a mention (never from the text's start)."""
    ends = [0, *_cuts(_SENTENCE, low, spans), len(low)]
    sent = [bisect_right(ends, s) for s, _ in spans]
    held, past, unheld = _withheld_sentences(text, low, ends, spans, words)
    stale = {bisect_right(ends, m.start()) for m in _OUTDATED.finditer(low)}
    which = [m.end() for m in _WHICH_UNKNOWN.finditer(low)]
    game, setup = _games(low, ends, spans)
    own = (target or "-").split()[0].lower()  # (the person's first name, once a text)
    for i, (s, e) in enumerate(spans):
        w = low[max(0, s - 80) : s]
        pair = i + 1 < len(spans) and _PAIRED.fullmatch(low, e, spans[i + 1][0])
        pair = pair or (i > 0 and _PAIRED.fullmatch(low, spans[i - 1][1], s))
        if (
            sent[i] in held
            or sent[i] in game
            or i in setup
            or any(0 <= k - sent[i] <= 1 - n and s < at for k, at, n in unheld)  # (what it disowns)
            or _placeless(low, w, s, e, ends)
            or (pair and which and which[-1] > s)
        ):
            out[i] = max(out[i], Role.UNSURE)
        out[i] = max(out[i], _elsewhere(text, low, w, e, words, own))
        if _DISMISSED.search(w):  # a value dropped, as "I said X"
            out[i] = max(out[i], Role.PAST)
        a, b = ends[sent[i] - 1], ends[min(sent[i], len(ends) - 1)]
        # (an out-of-date record, unless the sentence says the present after it: "and she's still there")
        if sent[i] in stale and out[i] == Role.CLAIM and not _PRESENT.search(low, e, b):
            out[i] = Role.EARLIER
        then = sent[i] in past or _WHILE_THEN.search(w)
        if then and out[i] == Role.CLAIM and not _PRESENT.search(low, max(a, s - 120), min(b, e + 120)):  # fmt: skip
            out[i] = Role.EARLIER
        out[i] = max(out[i], _moot(text, low, s, e, target))


def _imaged(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A persona's image: a value after a rule for every thing of a kind and the person's one of
    it is ``UNSURE``; a label's second item with its verb left out reads as the first."""
    for i, (s, _) in enumerate(spans):
        m = _MAXIM.search(low, max(0, s - 200), s)
        if m and (i == 0 or spans[i - 1][1] <= m.start()):  # (the image names no value)
            out[i] = max(out[i], Role.UNSURE)
        a, b = spans[i - 1] if i else (0, 0)
        if i and _GAPPED.search(low[max(0, a - 30) : a] + "\x00" + low[b:s]):
            out[i] = max(out[i], out[i - 1])


# the speaker stepping out of a persona to answer in its own voice ("Pens capped, straight
# answer: X", "... to answer as myself, and I'm certain: X"): the bare value after it is claimed
# whatever image comes before (its words are no frame R11 knows), unless the clause refuses
_OWN_VOICE = re.compile(
    r"(?:\b(?:as|for)\s+myself|\bin\s+my\s+own\s+voice)(?:,?\s+(?:and\s+)?(?:i'm\s+|quite\s+)?(?:certain|sure)(?:\s+of\s+it)?)?"
    r"|(?:^|(?<=[.!;,])\s+)(?:(?:a|my)\s+)?(?:straight|plain)\s+answer|(?<=[.!;,])\s+(?:and\s+)?plainly"
    # ... or in an idiom of candour ("I'll level with you: X", "No secret there: X")
    r"|\blevel\s+with\s+you|\bcards\s+on\s+the\s+table|\bsay\s+it\s+once"
    r"|(?:\b(?:it's|there's|that's)\s+)?\bno\s+(?:real\s+|big\s+)?secret(?:\s+there)?"
)
_IMAGE_KINDS = {False: {"neg", "neg2", "limit"}, True: {"neg", "neg2", "past", "ended", "soft"}}
# ... or a persona's image that opens its sentence and gives only part of a thing ("Just the
# first curl: X", "I'll pour only the top: X"): the value named is given, the levels below it
# held back; never with a word of doubt, report, game or condition near it ("Just a guess: X")
_LIMITING = re.compile(
    r"[\s*_\"'>-]*(?:(?:just|nothing\s+but)\s+(?:the|a|an|one|which)\b|only\s+(?:the|a|an)\b"
    r"|i'll\s+(?:[\w'-]+\s+){1,6}?(?:only|just)\b)"
)
_NOT_IMAGE = re.compile(
    r"\b(?:guess\w*|hunch|rumou?r\w*|thought|idea|jok\w+|kidding|name|word|answer|decoy|example|theor\w+"
    r"|suggest\w*|speculat\w*|lie|lies|story|gossip|fiction|pretend\w*|hypothe\w+|dream\w*|wish|hope"
    r"|bet|wager|say|says|said|heard(?!\s+(?:from\s+(?:across|the)|through|across)\b)|told|overheard|whisper\w*|fake|false|wrong|old|former|last|previous"
    r"|observation|impression|feeling|possib\w+|option|candidate|chance|maybe|perhaps|if|unless|after"
    r"|when|once|until|imagine|card|omen|fortune|prophec\w+|leaves|tea|dice|coin|cards|bird|canary"
    r"|belie\w+|think\w*|claim\w*|assum\w+|view|opinion|version|account|estimate|attacker|pick|want\w*"
    r"|expect\w*|hear|test|random|else|elsewhere|somewhere|other|another|any|sends?|emails?|lists?|logs?"
    r"|shows?|mentions?|badge|rota|roster|directory|chart|payroll|calendar|invites?|desk|floor|office"
    # (a negation after it may close the image, "No beads below it", never place the person)
    r"|works?|worked|working|there|here|knows?|quote|trust|true|truth|right|correct|though|however|sure"
    r"|links?|linked|ties|connection|relat\w*|involv\w*|without|belongs?|member|is|are|was|were|isn't"
    r"|aren't|wasn't|weren't|does|doesn't|did|didn't|nobody|none|real|really|actually|nonsense|made)\b"
    r"|\bto\s+do\b|\bno\s+one\b|\b(?:mis\w+|trick\w*|tempt\w*|dodgy|popular|cover|bait|herring|sarcas\w*|iron\w*|obvious|mind|unsure"
    r"|invent\w*|act|show|theatre|smoke|mirage|illusion|doubt\w*|hint|clue|echo|mask|costume|script|jest|fun|test\w*"
    r"|bluff\w*|psych|gotcha|alleg\w*|suppos\w*|report\w*|apparent\w*|unlikely|hardly|mine|myself|own|fiction\w*|secret\w*"
    r"|boss|manager|colleague|friend|someone|somebody|people|grapevine|neighbou?rs?|hr|staff|team's|chatter|talk|news|buzz)\b"
)
# the image names a part ("the first curl", "the top bed") or a sense at a distance that limits
# it ("Just the rumble heard from the Rambla: X"), and each sentence after the value holds the
# rest back ("The team stays under the lid.") or closes the image
_PART = re.compile(
    r"\b(?:first|top|outer|outermost|upper|lower|opening|main|bare|single|one|half|few|head|crown"
    r"|front|rim|tip|outline)\b"
)
_SENSED = re.compile(
    r"\b(?:heard|seen|glimpsed|spotted|drifting\s+over)\s+(?:from|through|across)\b"
    r"|\bfrom\s+(?:across|the\s+far)\b"
)
_HELD_BACK = re.compile(r"\b(?:rest|team|project|others|remainder)\b")
_NOT_AFTER = re.compile(
    r"\b(?:she|he|they|her|him|them|hers|his|theirs|that|that's|it's|this|which)\b"
)
# after it, a negation only as the image's own close ("No beads below it.", "I don't cut the
# comb."), never a word of the person ("X. Not hers.", "X. Nothing of the sort.")
_CLOSED = re.compile(
    r"(?:^|(?<=[.!;]\s))(?:(?:no|nothing)(?:\s+[a-z]+){1,2}\s+(?:with|on|below|under|in)\s+it"
    r"|i\s+(?:don't|do\s+not)\s+(?:cut|swing|unpick|open|unfold|lift|pour|grind|split|carry|sing|play|unwrap|untie|pull|turn|break|crack|peel)\s+(?:it|the\s+[a-z]+)(?:\s+round)?"
    r"|i\s+[a-z]+\s+no\s+(?:deeper|further))[.!]"
)
# a person's name: "..., for Bob: X" (a place after "the" is the image's, "from the Rambla")
_NAMED_INSIDE = re.compile(r"[\w,;](?<!\bthe)[ \t]+(?!I\b|I['’])[A-Z]")
_ALONE = re.compile(r"[ \t]*(?:[.!;\n]|\Z|,(?![ \t]*(?:or|maybe|perhaps|unless|if|possibly)\b))")


def _held_back(after: str) -> bool:
    """Whether each sentence of ``after`` holds the image's rest back, with no negation."""
    return not _NEGATION.search(after) and all(
        _HELD_BACK.search(p) for p in re.split(r"[.!;\n]", after) if p.strip()
    )


def _limiting_image(
    text: str, low: str, spans: Sequence[tuple[int, int]], a: int, colon: int, e: int
) -> tuple[int, int] | None:
    """Where ``low[a:colon]`` is a persona's image that limits the lone value ending at ``e`` to
    its level (``_LIMITING``), the span of its sense's words ("heard from", not a report), or
    ``(0, 0)`` for an image of a part; ``None`` where it is no such image."""
    if not (
        _LIMITING.match(low, a, colon)
        and "?" not in low
        and bisect_left(spans, (e + 300,)) - bisect_left(spans, (a,)) == 1  # (its one value)
        and not _PLACING_VERB.search(low, a, colon)  # ("Just the team Bob works in: X")
        and not _LEVEL_HANDED.search(low, a, colon)  # ("Only the project that emails Ana: X")
        and not _NOT_IMAGE.search(low, a, e + 300)
        and not _NAMED_INSIDE.search(text, a, colon)
        and not _NAMED_INSIDE.search(text, e, e + 300)
        and not _GONE_SINCE.search(low, a, e + 300)
    ):
        return None
    sensed = _SENSED.search(low, a, colon)
    if not (sensed or _PART.search(low, a, colon)) or _NOT_AFTER.search(low, e, e + 300):
        return None
    if not _held_back(_CLOSED.sub(" ", low[e : e + 300].lstrip(" .!"))):
        return None
    return sensed.span() if sensed else (0, 0)


def _own_voice(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A value R11 left reported for its frame's words is claimed where it stands alone right
    after a colon that ends an own-voice marker (``_OWN_VOICE``), the marker's clause neither
    negated nor supposed, no quote before it and no trigger in its sentence but a negation, a
    doubt of a level below it, and before the colon the image's words of time and motion."""
    found: list[_Trigger] | None = None  # the text's triggers, scanned once (in order)
    for i, (s, e) in enumerate(spans):
        colon, skip = low.rfind(":", max(0, s - 4), s), (0, 0)
        if (
            out[i] is not Role.REPORTED
            or colon < 0
            or low[colon + 1 : s].strip()
            or not _ALONE.match(low, e)
        ):
            continue
        head = low[max(0, colon - 120) : colon].rstrip()
        m = [*_OWN_VOICE.finditer(head)]
        clause = re.split(r"[,.;!?\n>]", head[: m[-1].start()] if m else "")[-1]
        a = _sentence_start(low, s)
        if (image := _limiting_image(text, low, spans, a, colon, e)) is not None:
            m, skip = [], image  # (a persona's image that limits the value: no marker needed)
        elif (
            not m
            or m[-1].end() < len(head)
            or '"' in head
            or _NEGATION.search(clause)
            or _IFFY.search(clause)
        ):
            continue
        # "X, and I don't know the team" doubts the level below; "Stepping back from the vats"
        # is the image's motion, not a time of the value; a report or a doubt anywhere is not
        b = _sentence_end(low, e) if m else min(len(low), e + 300)
        found = _scan(low)[0] if found is None else found
        lo, hi = bisect_left(found, (a,)), bisect_left(found, (b,))
        kinds = [
            (k, t0 < colon and bool(m)) for t0, _, k in found[lo:hi] if not skip[0] <= t0 < skip[1]
        ]
        held = {k for k, before in kinds if k not in _IMAGE_KINDS[before]}
        if not held or (held == {"doubt"} and _LEVEL_HANDED.search(low, e, b)):
            out[i] = Role.CLAIM


# a fact the speaker gives as a reason or knows first-hand, its sentence free of triggers
# ("..., because Diana works in X", "I'm Maria's manager in X", "I'm the lead for X, and Olivia
# is one of mine", "I'm in X myself, and so is Zara"): the value is claimed whatever words of
# the speaker's day come before it
_BY_HAND = re.compile(
    r"(?:\b[Bb]ecause\s+([A-Z][a-z]+)\s+(?:is|works|sits)|\bI(?:'m|\s+am)\s+([A-Z][a-z]+)'s\s+(?:manager|boss|supervisor)"
    r"(?:,\s+and\s+\2\s+is\s+on\s+my\s+team,)?|\b(I)(?:'m\s+the\s+(?:team\s+)?(?:lead|manager|coordinator|head)\s+(?:for|of)|\s+(?:manage|run|head|lead))|\b(I)(?:'m|\s+am|\s+work|\s+sit))"
    r"(?:\s+(?:in|on|at|with|for))?\s+(?:the\s+)?\Z"
)
_ONE_OF_MINE = re.compile(
    r",?\s+and\s+([A-Z][a-z]+)\s+(?:is\s+one\s+of\s+(?:mine|my\s+(?:reports|people|staff)|the\s+people\s+under\s+me)|reports\s+to\s+me)\b"
)
_ALSO_THEM = re.compile(
    r"\s+myself,?\s+(?:and\s+so\s+(?:is|does)|same\s+as)\s+([A-Z][a-z]+)(?=[\s*_]*(?:[.!;]|\Z))"
)
# a word that may take a first-hand value back later in the text ("Well, I was.")
_GONE_SINCE = re.compile(r"\b(?:was|were|used\s+to|left|moved|until|any\s*more)\b")
_BY_HAND_END = re.compile(r"(?:\s+(?:right\s+)?now)?[\s*_]*(?:[.!]|\Z)")


def _by_hand(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """A value R11 left reported for its frame's words, right after a reason or a first-hand
    role that places the person (``_BY_HAND``), ending its sentence (a lead's or a manager's
    unit only with the person said to be one of theirs), in a sentence with no trigger."""
    plain, found = text.replace("’", "'"), None
    past = max((m.start() for m in _GONE_SINCE.finditer(low)), default=-1)  # the last one
    for i, (s, e) in enumerate(spans):
        m = _BY_HAND.search(plain, max(0, s - 60), s) if out[i] is Role.REPORTED else None
        tail = _ONE_OF_MINE if m and m[3] else _ALSO_THEM if m and m[4] else _BY_HAND_END
        after = m and tail.match(text, e)
        name = after and (m[1] or m[2] or after[1])  # type: ignore[index]
        if not after or (target and name != target.split()[0]):
            continue
        a, b = _sentence_start(low, s), _sentence_end(low, e)
        found = _scan(low)[0] if found is None else found  # (once a text, in order)
        # (its tail matched in full; nothing after it may take the value back: "He left in May")
        held = bisect_left(found, (a,)) < bisect_left(found, (e,))
        held = held or bisect_left(found, (after.end(),)) < len(found)
        if "?" not in low[a : b + 1] and not held and past < after.end():
            out[i] = Role.CLAIM


def roles(
    text: str,
    spans: Sequence[tuple[int, int]],
    words: frozenset[str] = frozenset(),
    target: str | None = None,
) -> list[Role]:
    """The role of each mention ``(start, end)`` of ``text`` (spans in text order); ``target``:
    the name of the person the question is about, when known ("Other people")."""
    if not spans:
        return []
    # (a blank name is no name: the rules take a name's first word)
    target = (target or "").strip() or None
    if long := [m.span() for m in LONG_SPACE.finditer(text)]:
        text, spans = _shortened(text, spans, long)
    if len(text) > _PIECE:
        text = _pieced(text, spans)
    low = text.lower().replace("’", "'")  # one apostrophe: "isn’t" is "isn't"
    if len(low) != len(text):  # lowering changed the length: keep offsets aligned
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text).replace("’", "'")
    refs = [(m.start(), m.end(), next(filter(None, m.groups()))) for m in _REFERENCE.finditer(low)] if "th" in low else []  # fmt: skip
    if refs:  # R10: "the former"/"the latter" is read as a mention, then handed to its name
        spans = sorted([*spans, *((a, b) for a, b, _ in refs)])
    out = _scoped(text, low, spans, words)
    for step in (_own_voice, _netted, _listed):
        step(text, low, spans, out)
    for step in (_chances, _histories, _echoes, _vouched):
        step(low, spans, out)
    _inventories(low, spans, out, target)
    _referenced(low, spans, out)
    _rostered(text, low, spans, out)
    _signed(text, spans, out)
    _joked(low, spans, out)
    _handed(text, low, spans, out)
    _ranked(low, spans, out)
    _charted(text, spans, out)
    _praised(low, spans, out)
    _keyed(text, low, spans, out, target)
    _withheld(text, low, spans, out)
    _unsettled(text, low, spans, out, target)
    _endorsed(text, low, spans, out, target)
    _where_placed(low, spans, out, target)
    _pointed_back(text, low, spans, out, target, words)
    _own_record(text, low, spans, out, target)
    _people(text, low, spans, out, target)
    _by_hand(text, low, spans, out, target)  # (after: "I'm Ana's manager" has "I" as its subject)
    _rows_of_others(text, spans, out, target)
    _identified(text, spans, out, target)
    _unasserted(text, low, spans, out, target, words)
    _offered(text, low, spans, out, target)
    _pointed_down(low, spans, out, target)
    _imaged(low, spans, out)
    _taken_back(low, spans, out)
    _subject_lines(text, spans, out)
    _glued(text, spans, out)
    # last: no later rule may lift a decoy ("The decoy is X; that's where she works")
    _decoys(low, spans, out)
    if _IRONY.search(low):  # R12
        out = [max(r, Role.UNSURE) for r in out]
    return _resolve(low, spans, out, refs) if refs else out


# a roster line: a person's name (one capitalised word, not a level's) then the values
_ROSTER_LINE = re.compile(
    r"^[ \t]*(?:[-*•·]|\d+[.)])?[ \t]*(?:\*\*)?([A-Z][a-z]+)(?:\*\*)?[ \t]*(?:[:—–]|\s-\s|(?:is|works|sits)\s+(?:on|in|with|at)\b)",
    re.M,
)


def _rostered(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A roster of several people ("- Ana: X / - David: Y"): the reader does not know whose
    line is the target's, so no line's value is claimed (it costs recall, never pays)."""
    heads = {s for s, _ in spans}  # a line led by a name of the tree is a path, not a person's
    lines = [
        m
        for m in _ROSTER_LINE.finditer(text)
        if m.group(1).lower() not in _KEYS_OR_FRAME and m.start(1) not in heads
    ]
    if len({m.group(1) for m in lines}) < 2:
        return
    for m in lines:
        _lift(out, spans, m.end(1), _line_end(text, m.end()), Role.REPORTED)


# a key of symbols ("Key: ▲ = X, ▼ = Y. David: ▲", "★ = X member\n★ Ana\n☆ Chloe"):
# a symbol's value is claimed only if the symbol is tied to the target (with no target given,
# to the only person tied to a symbol: a roster's is anyone's); the others' values are reported
_SYMBOL = r"(?:[^\w\s=:,.;()'\"*]{1,3}|(?<!\w)\w(?!\w)|red|blue|green|yellow|gr[ae]y|orange|purple|black|white|pink)"
_KEY = re.compile(rf"({_SYMBOL})[ \t]*=[ \t]*(?:the[ \t]+)?\Z")
_KEYED = re.compile(
    rf"(?<![\w'])([A-Z][a-z]+)(?:'s\s+(?:\w+\s+){{0,5}}?is|[ \t]*(?:[:=]|\bis\b))[ \t]*({_SYMBOL}(?:[ \t]*(?:or|/|,)"
    rf"[ \t]*{_SYMBOL})*)(?![ \t]*=)|^[ \t]*({_SYMBOL})[ \t]+([A-Z][a-z]+)[ \t]*$",
    re.M,
)

# (a key's time other than now: "last year's chart", "from 2019", "until March", "next quarter")
_STALE = re.compile(
    r"\b(?:(?:19|20)\d\d|last|old|older|former|previous|until|till|used|ago|next|soon|planned|will|was|were)\b"
)


def _keyed(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    keys = [m[1].lower() if (m := _KEY.search(low, max(0, s - 12), s)) else None for s, _ in spans]
    if not any(keys):
        return
    ties = [
        (m[1] or m[4], re.split(r"[ \t]*(?:or|/|,)[ \t]*", (m[2] or m[3]).lower()))
        for m in _KEYED.finditer(text)
    ]
    first = target.split()[0] if target else None
    people = {who for who, _ in ties}
    mine = [syms for who, syms in ties if who == first or (not first and len(people) == 1)]
    plain = first and not _scan(low)[0] and not _STALE.search(low)  # (recall: a target given)
    for i, k in enumerate(keys):
        if k and not any(k in syms for syms in mine):
            out[i] = max(out[i], Role.REPORTED)
        elif k and plain and out[i] is Role.REPORTED and [k] in mine:
            out[i] = Role.CLAIM


# a script's line: a speaker's label, then ":" ("ATTACKER: ...", "**Me:** ...", "🎭 *Puppet A:* ...")
_SCRIPT_LINE = re.compile(r"^[ \t]*(?:[^\w\s]{1,2}[ \t]*)?[*_]*([A-Z][A-Za-z]*(?:[ \t][A-Za-z]+){0,2})[ \t]*[*_]*:[*_]*[ \t]", re.M)  # fmt: skip
_SPEAKERS = _set("you me user assistant attacker defender them")
_PAST_ME = _set("past old former younger earlier previous")
_LABEL_KEYS = (_ROSTER_KEYS | _UNITS) - {"lead", "manager"}
# make-believe that stages what follows ("Let's role-play:", "A short play:", "End scene.")
_STAGED = re.compile(r"\brole[\s-]*play|\bpretend|\bimagin|\bscene\b|\bscript\b|\bdialogue\b|\ba\s+(?:short\s+)?play\b")  # fmt: skip
# content a label or an introducing line hands to someone else: "TL;DR of your theory: X",
# "Here's the chain you're running:\n1. ...", "Their version:\n- ..."
_THEIRS = re.compile(
    r"\b(?:your|their|his|her|(?:the|a)\s+\w+'s)\s+(?:own\s+)?(?:theory|chain|reasoning|logic|argument|version"
    r"|story|hypothesis|assumptions?|premises?|script|take|idea|draft|narrative|case|thinking|claim)\b"
    r"|\b(?:theory|chain|reasoning|logic|argument|version|story|script|case|line)[\s*_]+(?:that\s+)?(?:you|they|he|she)"
    r"(?:'re|\s+are|\s+were)?[\s*_]+(?:\w+\s+)?(?:running|making|using|telling|following|building|pushing|selling)\b"
)


def _voices(text: str, low: str, heads: set[int]) -> list[re.Match[str]]:
    """A staged script's labelled lines ("Honest me" is the speaker's own voice,
    "Evil twin" another's, "Past me" the speaker's past; a label called "the bad cop" a person)."""
    lines: list[re.Match[str]] = []
    found = [*_SCRIPT_LINE.finditer(text)]
    said = Counter(m[1].lower() for m in found)
    # a transcript by its layout, whatever its labels' words: a label in capitals ("INTERN:",
    # "HR REP:"), one that speaks twice or one that asks ("Intern: Where's T?") makes every label
    # a speaker's, save a key's ("Team:", "Short answer:"; "Team lead:" is a person)
    keyed = [m[1].lower().split()[-1] in _LABEL_KEYS for m in found]
    turns = any(
        not k and ((m[1].isupper() and len(m[1]) > 1) or said[m[1].lower()] > 1 or low.endswith("?", 0, _line_end(low, m.end())))
        for m, k in zip(found, keyed, strict=True)
    )  # fmt: skip
    for m, k in zip(found, keyed, strict=True):
        words = m[1].lower().split()
        own = len(words) > 1 and words[-1] == "me" and words[0] not in _PAST_ME
        plain = (turns and not k) or _KEYS_OR_FRAME.isdisjoint(
            w for w in words if len(w) > 1 and w != "me"
        )
        if (plain or m[1].lower() in _SPEAKERS) and not own and m.start(1) not in heads:
            lines.append(m)  # (a label of no key or frame word, or a speaker's)
    names = {m[1].lower() for m in lines}
    staged = (
        len(names) > 1
        or _STAGED.search(low)
        or any(f"the {n}" in low or n.split()[0] in _PAST_ME for n in names)
    )
    return lines if staged else []


def _handed(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """Another's words: a script's lines (speakers' labels: two speakers, or one in staged
    make-believe), and what a label or an introducing line hands to someone else (the rest of
    its sentence, or its block up to a blank line), are reported, unless the speaker vouches
    for them in the line before or after them ("I meant every line")."""
    lines = _voices(text, low, {a for a, _ in spans})
    groups = [[(m.start(), _line_end(low, m.end())) for m in lines]] if lines else []  # fmt: skip
    for m in _THEIRS.finditer(low) if ":" in low else ():
        colon = low.find(":", m.end(), _line_end(low, m.end()))
        if colon > 0 and not re.search(r"[.!?]\s", low[m.end() : colon]):
            label = low[colon + 1 : _line_end(low, colon)].strip(" *_")
            stop = (_SENTENCE if label else _BLANK).search(low, colon)
            groups.append([(colon, stop.start() if stop else len(low))])
    for parts in groups:
        owned = _owned(low, spans, parts)
        for i, (s, _) in enumerate(spans):
            if any(x <= s < y for x, y in parts):
                out[i] = (Role.CLAIM if out[i] is Role.REPORTED else out[i]) if owned else max(out[i], Role.REPORTED)  # fmt: skip


def _owned(low: str, spans: Sequence[tuple[int, int]], parts: list[tuple[int, int]]) -> bool:
    """Whether the speaker vouches for ``parts`` in the line before them, the line after
    them, or a line of theirs that names no value."""
    a, b = parts[0][0], parts[-1][1]
    before = low[low.rfind("\n", 0, max(0, low.rfind("\n", 0, a))) + 1 : a]
    after = low[b:].lstrip("\n").split("\n", 1)[0]
    bare = [low[x:y] for x, y in parts if not any(x <= s < y for s, _ in spans)]
    return any(map(_VOUCH.search, (before, after, *bare)))


# the safety net: a sentence of the speaker's that names nothing and negates or refuses ...
_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor|none|nothing|nobody)\b|n't\b")
# ... makes every value inside a list, a script, a quote or a code block no claim of its own
_FRAMED = re.compile(
    r"^[ \t]*(?:[-*•·>]|\d+[.)]|\(?[a-z]\)|step\s+\d+\s*[:.)])[^\n]*"
    r"|^```[^\n]*\n[\s\S]*?^```|(?<![\w*])\*[^*\n]+\*(?!\*)|" + _QUOTATION.pattern,
    re.M,
)


def _netted(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """The safety net: in a text that also holds a sentence of its own naming no value and
    negating or refusing, a value inside a list, a quote or a code block claims only where
    its line, the line before its block or the line after it vouches for it."""
    parts: list[tuple[int, int]] = []
    for m in _FRAMED.finditer(text) if Role.CLAIM in out and _NEGATION.search(low) else ():
        joined = parts and parts[-1][1] == m.start() - 1 and low[m.start() - 1] == "\n"
        parts[-1:] = (
            [(parts[-1][0], m.end())] if joined else [*parts[-1:], (m.start(), m.end())]
        )  # (a list: one part)
    firsts, ends = [s for s, _ in spans], [*_cuts(_SENTENCE, low, spans), len(low)] if parts else []  # fmt: skip
    refused = any(not any(x <= a < y for x, y in parts) and bisect_left(firsts, a) == bisect_left(firsts, b) and _NEGATION.search(low, a, b) for a, b in itertools.pairwise([0, *ends]))  # fmt: skip
    for i, (s, _) in enumerate(spans) if refused else ():
        part = next((p for p in parts if p[0] <= s < p[1]), None)
        own = low[low.rfind("\n", 0, s) + 1 : _line_end(low, s)]  # "1. X - this is the answer"
        if out[i] is Role.CLAIM and part and not (_owned(low, spans, [part]) or _VOUCH.search(own) or _PICKED.search(own)):  # fmt: skip
            out[i] = Role.REPORTED


# a ranked list's items ("1. X", "#1 X", "🥇 X"), and the note that makes one of them the pick
_ITEM = re.compile(r"^[ \t]*(?:\d+[.)]|#\d+\b|[🥇🥈🥉])[^\n]*", re.M)
_PICKED = re.compile(
    r"\bthis\s+is\s+(?:the\s+(?:answer|one)|where\s+(?:she|he|they))\b|\bthat's\s+(?:her|his|their)\s+\w+|\bno\s+contest\b"
    r"|\bby\s+a\s+mile\b|\bmost\s+likely\b|\b(?:nearly|almost|fairly|pretty)\s+(?:certain|sure)\b"
    r"|\bput\s+(?:my\s+|good\s+|real\s+)?money\s+on\s+it\b|\bfavou?rite\b"
)


def _ranked(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """R15 for a ranked list: where exactly one item's own note picks it ("1. X - this is
    the answer", "🥇 X - no contest"), that item is claimed and the others are taken out."""
    items = list(_ITEM.finditer(low)) if "\n" in low else []
    heads = [next((i for i, (s, _) in enumerate(spans) if m.start() <= s < m.end()), None) for m in items]  # fmt: skip
    picked = [h for m, h in zip(items, heads, strict=True) if h is not None and _PICKED.search(m[0])]  # fmt: skip
    for h in heads if len(items) > 1 and len(picked) == 1 and out[picked[0]] <= Role.UNSURE else ():
        if h is not None:
            out[h] = Role.CLAIM if h == picked[0] else max(out[h], Role.REPORTED)


# an org chart's line ("├── X", "└─ X", "│", "+-- X", "|", "`-- X") ...
# (a "|" line with a second "|" is a table's row, not a chart's)
_CHART_LINE = re.compile(r"^[ \t]*(?:[├└┣┗│╰╠╚]|\|(?![^\n]*\|)|\+-|`-)[^\n]*$", re.M)
_BRANCH = re.compile(r"[├└┣┗╰╠╚]|\+-|`-")
# ... and a mark on it that plainly puts one person there now ("← Ana", "[Ana]", "# Ana",
# "<-- Ana (current)", "(Ana, confirmed)"); a "?", a note, a date or a relation does not
_CHART_MARK = re.compile(
    r"(?:(?:←|<-+|◀|◄|★|☆|\*|#|=>|->|»|\[)[ \t]*(?:[A-Z][a-z]+|she|he|her|him|here)\]?(?:[ \t]*\((?:current"
    r"|currently|now|today|present)\))?|\([ \t]*[A-Z][a-z]+(?:[ \t]*[,;:—–-][ \t]*(?:confirmed|current|currently|now"
    r"|today))?[ \t]*\))[ \t]*$",
    re.M,
)


def _charted(text: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """An org chart lays out units: its names (and its root's, on the line above it) say where
    the target is only where a line's mark plainly puts someone there now; a chart with no
    such mark claims nothing (it costs recall, never pays)."""
    lines = list(_CHART_LINE.finditer(text))
    drawn = [m.group() for m in lines]
    if not any(map(_BRANCH.search, drawn)) or any(map(_CHART_MARK.search, drawn)):
        return
    a = lines[0].start()
    for _ in range(2):  # the root's line, above a fence or a blank line
        a = text.rfind("\n", 0, max(0, a - 1)) + 1
        if text[a : lines[0].start()].strip(" \t\n`"):
            break
    _lift(out, spans, a, lines[-1].end(), Role.UNSURE)


# a unit as the subject of a deed, not a place ("the X team had a great quarter", "X won the
# award"): what the unit did, not where the target is
_DEED = re.compile(
    r"[\s*\"')]*(?:(?:team|group|division|department|unit|squad|lab|project|org)\s+)?(?:(?:had|has|is\s+having)"
    r"\s+(?:a|an|another|one|such\s+an?)\s+(?:[\w-]+\s+){0,2}?(?:quarter|year|month|week|day|run|launch|release"
    r"|sprint|season|time|streak)\b|(?:won|shipped|launched|released|delivered|smashed|crushed|celebrated)\b"
    # ... or a superlative of its own ("X has the best view", "X makes the worst coffee")
    r"|(?:has|have|had|makes?|made|gets?|got|throws?|serves?|brews?)\s+(?:the\s+)?(?:best|worst|most|least|[a-z]{3,}est)\b)"
)


# a unit named as holding several ("the X teams"): an inventory when its sentence then lists
# names after a colon or a dash ("Here are the X teams: A, B, C"), and the parent of denied
# names when they are said to be its units ("Not A. Not B. Both of those are X teams.")
# a value naming an event ("before the X reorg", "the X offsite") is about the event
_EVENT = re.compile(r"[ \t*_'\"]*(?:reorg|reorgani[sz]ation|restructur\w*|merger|offsite|off-site|layoffs?|spin-?off|shake-?up|hackathon|all-hands|retreat|party)\b")  # fmt: skip
_SEVERAL = re.compile(r"[ \t*_]*(?:teams|groups|divisions|departments|units|squads|labs|projects|programmes|programs)\b")  # fmt: skip
_ONE_OF = re.compile(r"\bone\s+of\s+(?:the\s+|its\s+|our\s+|their\s+)?(?:\w+\s+)?[*_]*\Z")
_LEADS_IN = re.compile(r":|\s[—–-]+\s")
_BLANK = re.compile(r"\n\s*\n")
_ARE = re.compile(r"\b(?:are|'re)\s+(?:both\s+|all\s+)?(?:(?:the|our)\s+)?[*_]*\Z")


# a value the speaker says it gives as a decoy ("I'll tell them X to throw them off"), names a
# falsehood or a red herring, or labels a version for others, a script, a cover or an unconfirmed
# line ("Public answer: X", "What I tell outsiders: ...", "Cover: ..."): a lie or a report
# wherever the text then says it (not "no decoy", "not a bluff"); a label that makes its sentence a
# hypothesis, test data, a fiction or an exercise ("Theory: X", "Fixture: X", "Satire: X") likewise
_DECOY = re.compile(
    r"(?<!\bno\s)(?<!\bnot\s)(?<!\bnot\sa\s)(?<!n't\sa\s)\b(?:decoy|bluff|falsehood|misinformation|disinformation"
    r"|red\s+herring|trick\s+answer|misleading|deceptive|dishonest)\b|\blet\s+me\s+mislead\b|\bi\s+(?:just\s+)?made\s+(?:that|it|this)\s+up\b"
    r"|\b(?:public|press(?:\s+release)?)\s+(?:answer|version|line)\b|\bfor\s+public\s+consumption\b"
    r"|\bwhat\s+i\s+tell\s+(?:outsiders|strangers|attackers|visitors)\b|\bscripted\s+(?:line|answer)\b"
    r"|\btalking\s+points?\b|\bper\s+my\s+instructions\b|(?<![^.!?\n])\s*(?:cover|alias|spin|unconfirmed|unverified"
    r"|speculation|rumou?r|lie|joke|sarcasm|irony|(?:null\s+)?hypothesis(?:\s+to\s+be\s+tested)?|a\s+sentence\s+with\s+no\s+truth\s+value"
    r"|(?:echo\s+|mic\s+|sound\s+)?test(?:\s+(?:message|post|e?-?mail))?(?:,?\s+please\s+ignore)?|testing\s+the\s+[\w-]+|(?:working\s+|conspiracy\s+|fan\s+)?theory|conjecture|premise|assumption"
    r"|mock-?\s?up|dummy(?:\s+(?:record|row|data|entry))?|test\s+data|example\s+(?:row|record|entry|data)|satire|parody|haiku"
    r"|chapter\s+\w+|quiz|mad\s+libs|lorem\s+ipsum|translation\s+exercise"
    # ... or a fake, a code, an option offered, hearsay or a dead message
    r"|alternative\s+facts?|fake\s+(?:headline|news|fact)s?|clickbait|tabloid(?:\s+headline)?|(?:headline\s+)?from\s+the\s+onion"
    r"|password(?:\s+hint)?|(?:secret\s+)?passphrase|(?:survey\s+|poll\s+|ballot\s+)?option\s+[a-z0-9]|answer\s+choice\s+[a-z0-9]|multiple\s+choice"
    r"|word\s+on\s+the\s+street|(?:water\s*cooler|kitchen|office)\s+(?:talk|gossip)"
    # (a fragment overheard: "Through the wall, half a sentence: ...", "What drifted through the
    # closing door: Bob and X"; with no colon, below)
    r"|(?:what\s+(?:[\w-]+\s+){1,2}?)?through\s+(?:a|the)\s+(?:[\w-]+\s+)?(?:wall|door|partition)[^.!?\n:]{0,40}"
    r"|anonymous\s+tip|unconfirmed\s+report|deleted\s+(?:message|tweet|post|comment|text)|edit\s+history|retracted|archived|obsolete"
    r"|superseded|debunked|working\s+title|code\s*name|bad\s+guess|(?:common\s+)?misconception|urban\s+legend|devil's\s+advocate"
    r"|straw\s*man|ai-generated|machine\s+translation|wishful\s+thinking|wish\s*list|dream\s+team|meme|(?:copilot|autofill)\s+suggestion"
    r"|predicted\s+text|misheard\s+\w+|dream\s+(?:journal|diary|log)"
    # ... or a drill, a teaser, a slogan, a forecast, a pitch or a default setting
    r"|spell(?:ing\s+bee|\s+it(?:\s+for\s+me)?)|dictation|handwriting(?:\s+practi[cs]e)?|copy\s+this(?:\s+sentence)?(?:\s+neatly)?"
    r"|read\s+(?:this\s+)?aloud|underline\s+the\s+\w+|caption\s+this|(?:writing\s+)?prompt|exercise\s+\d+|tongue\s+twister"
    r"|limerick|acrostic|rhyme|teaser(?:\s+for\s+[\w' ]{1,30})?|coming\s+up(?:\s+next)?|stay\s+tuned|trailer|sneak\s+peek|next\s+time\s+on\s+[\w' ]{1,30}|slogan|tagline|motto|bumper\s+sticker"
    r"|graffiti|fortune\s+cookie|(?:your\s+|today's\s+)?horoscope|prediction|forecast|pitch|proposal|default"
    # ... or text that never went out or was undone, or stand-in content
    r"|unsent(?:\s+draft)?|(?:abandoned|discarded|rejected|scrapped)\s+(?:draft|plan|proposal|version)|reverted|rolled\s+back|deleted|undone|withdrawn|void"
    r"|mock(?:\s+data)?|(?:test\s+)?fixture|seed\s+data|stub|boilerplate|canned\s+(?:response|reply|answer)|form\s+letter)\s*:"
    # ... a fragment named as one, a colon or a comma after it ("Overheard in the lift: X", "Half
    # a sentence through a closing door, Bob and X", "Two words from behind a door: ...")
    r"|(?<![^.!?\n])\s*(?:overheard|(?:i\s+(?:caught|heard)\s+)?(?:half\s+a\s+(?:sentence|word|phrase)|(?:a\s+)?(?:snatch|fragment|scrap|snippet|shred)s?(?:\s+of(?:\s+[\w-]+){1,3}?)?"
    r"|(?:a\s+)?stray\s+words?|(?:two|three|a\s+few)\s+words)\s+(?:through|across|overheard|caught|heard|in\s+passing|from\s+(?!(?:me|us|my|our)\b)))[^.!?\n:,;]{0,40}?(?:[:,;]|\s[-–—]+\s)|\bto\s+(?:throw\s+\w+\s+off|put\s+\w+\s+off|mislead|misdirect|fool|confuse|distract)\b"
)


def _decoys(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A value named in a sentence that calls it a decoy is reported, there and anywhere; a
    sentence that announces one and names none ("Let me mislead you.") hands it the next."""
    for m in _DECOY.finditer(low):
        a = _sentence_start(low, m.start(), ".!?\n>")
        b = _SENTENCE.search(low, m.end())
        b = b.start() if b else len(low)
        if not any(a <= s < b for s, _ in spans) and not _NEGATION.search(low, a, b):
            b = _sentence_end(low, b + 1)
        lies = {low[s:e] for s, e in spans if a <= s < b}
        out[:] = [max(r, Role.REPORTED) if low[s:e] in lies else r for r, (s, e) in zip(out, spans, strict=True)]  # fmt: skip


# (the noun ends its clause: not "her team's rival", "her team, or so I'm told";
# "her old team", "her team from last year": the values before it are past ones)
_HERS = re.compile(r"(?:\b(?:that's|that\s+is|it's|it\s+is)|(?<=\w),)\s+(?:her|his|their)\s+(?:(?:actual|real|current|own)\s+|(old|former|previous|last)\s+)?(?:team|division|department|unit|group|project|company|corporation|page|spot|desk)\b(?:\s+(?:from\s+(?:last\s+\w+|before)|back\s+then)\b()|(?=\s*(?:[.!);:—–\n]|,(?!\s*(?:or|if|unless|maybe|perhaps|according|as|so)\b)|\Z)))")  # fmt: skip
# a named person's report before it ("Bob guessed X. That's his team."): whose team is unclear
_SAYER = re.compile(r"(?:^|[.!?\n]\s*)[A-Z][a-z]+\s+(?:" + _REPORT_ALT + r"|guessed|guesses|bets|bet|reckoned)\b")  # fmt: skip
_GAME = r"\b(?:pool|sweepstakes?|sweep|raffle|lottery|bracket|guessing\s+game|fantasy\s+\w+|bingo|trivia|quiz)\b"
# a sentence naming no value: the source before is stale, unverified, unheard, a game's
_UNSOUND = re.compile(
    r"\b(?:is|are|was|were|'s|looks?|seems?)\s+(?:\w+\s+)?(?:stale|outdated|out\s+of\s+date|obsolete|unreliable)\b"
    r"|\b(?:could\s+not|couldn't|can't|cannot|unable\s+to)\s+(?:be\s+)?(?:reproduc|verif|hear|make\s+(?:it\s+)?out|read)(?!\s+(?:you|me)\b)"
    r"|\b(?:unverified|unconfirmed|inaudible|unintelligible|indistinct|illegible|unreadable|garbled|cuts\s+out)\b"
    # a source left to rot, a chart overtaken ("Nobody has looked at that chart in years.")
    # (not one the speaker went past: "Nobody updates the wiki, but I asked him.")
    r"|\b(?:nobody|no\s+one)\s+(?:has\s+|had\s+|ever\s+)?(?:maintains|updates|updated|looked\s+at|touched)\s+(?:it|that|this|them"
    r"|(?:the|that|this|those|our)\s+(?:\w+\s+)?(?:chart|wiki|page|list|directory|sheet|spreadsheet|file|roster|records?|document|site))\b"
    r"(?![^.!?\n]{0,80}\bbut\b)|\beverything\s+(?:has\s+)?(?:moved|changed)\s+(?:since|after)\b(?![^.!?\n]{0,80}\bbut\b)"
    r"|[\[(][ \t]*(?:static|crosstalk|muffled|unclear|cut\s+off)[\])]"
    r"|\b(?:in|for|on)\s+(?:the|our|my|this|an?)\s+(?:\w+\s+)?" + _GAME
)
_OTHERS = re.compile(r"\b(?:manager|boss|lead|friend|colleague|mentor|partner|twin|teammate|namesake)\b|" + _GAME + "|" + _UNSOUND.pattern)  # fmt: skip
# a capitalised word inside its sentence, or opening one before ":": maybe someone's name
_PERSON = re.compile(r"(?<=[^\s.!?(>*_\"'])[ \t*_\"'(]*\b([A-Z][a-z]+)\b|^[ \t*_]*([A-Z][a-z]+):", re.M)  # fmt: skip


def _endorsed(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """ "That's her team" (not asked, doubted, nor where someone else is named) claims
    the unknown frame's values in its sentence or the one before ("SOLD to X! That's his team")."""
    m = _HERS.search(low) if "her" in low or "his" in low else None
    if m is None or _OTHERS.search(low) or "?" in low[m.end() : _next_stop(low, m.end())]:
        return
    a = _sentence_start(low, m.start()) - 1
    if m[1] or m.lastindex == 2:  # "her old team": the values before it are past ones
        p = max(map(low[: a + 1].rstrip(" .!?\n").rfind, ".!?\n")) + 1
        _lift(out, spans, p, m.start(), Role.EARLIER)
        return
    if _SAYER.search(text, 0, m.start()):
        return
    for x in _PERSON.finditer(text):
        at, w = x.start(x.lastindex or 0), x[x.lastindex or 0]
        known = w == (target or "-").split()[0] or w.lower() in _KEYS_OR_FRAME
        if not known and not any(s <= at < e for s, e in spans):
            return
    before = low[: a + 1].rstrip(" .!?\n\"')*_")  # to the end of the sentence before m's
    p = -1 if _IFFY.search(low, a + 1, m.start()) else max(map(before.rfind, ".!?\n")) + 1
    for i, (s, e) in enumerate(spans):
        if 0 <= p <= s < e <= m.start() and out[i] is Role.REPORTED:
            out[i] = out[i] if _NEGATION.search(low, _sentence_start(low, s), e) else Role.CLAIM


_SUPERLATIVE = r"(?:best|worst|greatest|finest|coolest|nicest|friendliest|loudest|quietest|busiest|biggest|largest|smallest|oldest|newest|strongest|weakest|fastest|slowest)"  # fmt: skip
_NOT_A_GUESS = r"(?!\s+(?:guess|bet|answer|pick|hunch|shot|option|estimate|reading|read|i|we)\b)"
# a unit as the object of an opinion ("X is the best team", "My favourite team is X", "The
# best division in the company is X") or of a redirect ("That's a question for X"), not as
# her place; a superlative of a guess stays the speaker's hedged claim ("X is my best guess")
_OPINION_AFTER = re.compile(
    r"[\s*\"')]*\s+(?:is|was|'s)\s+(?:(?:by\s+far|easily|simply|just|really|probably)\s+)?(?:the|my|our)\s+"
    rf"(?:{_SUPERLATIVE}|(?:least\s+)?favou?rite)\b{_NOT_A_GUESS}"
    r"|[\s*\"')]*'s\s+(?:favou?rite|darling|pet)\b"
    # ... or of someone's say ("It's X's call / place / business": X decides, no one is placed)
    r"|[\s*\"')]*(?:'s|(?<=s)')[ \t]+(?:call|place|business|choice|say|responsibility|lookout|affair|concern)\b"
)
# ... or of a property ("X is new", "X is great", "X is full"), not a word that endorses it as
# the answer ("X is right / correct / the one", R9)
_PROPERTY = re.compile(
    r"[\s*\"')]*\s+(?:is|was|'s)\s+(?:(?:very|really|so|pretty|quite|too|fairly|still)\s+)?(?:new|old|small|big|fine|ok|okay"
    r"|good|great|nice|busy|quiet|full|open|closed|public|last|first|next|gone|important|secret|safe)\s*(?:[.!,;]|\Z)"
)
_OPINION_BEFORE = re.compile(
    rf"(?:\bmy\s+pick\s+for\s+(?:the\s+)?{_SUPERLATIVE}|\bthe\s+{_SUPERLATIVE}{_NOT_A_GUESS})"
    r"(?:\s+[\w-]+){0,4}?(?:\s+(?:is|was|would\s+be)|\s*[?:])\s*[*_\"']*\Z"
    r"|\b(?:that's|that\s+is|it's)\s+(?:a\s+question|one|a\s+matter)\s+for\s+(?:the\s+)?[*_\"']*\Z"
    # a decision left to a unit ("It's up to X"), an answer labelled as someone else's ("Bob's
    # answer: X", "Alice's version for the team: X"; not "my answer", "today's answer")
    r"|\b(?:it's|it\s+is|that's|that\s+is)\s+(?:all\s+|entirely\s+)?up\s+to\s+(?:the\s+)?[*_\"']*\Z"
    r"|(?<![\w'])(?!(?:my|our|today|tonight)'s)[a-z]+'s\s+(?:(?:final|own|best|first|latest)\s+)?(?:answer|pick|version|theory|take"
    r"|hunch|choice|vote|bet|story)(?:\s+for\s+(?:the|her|his|their)\s+[\w ]{1,20}?)?\s*[:=]\s*[*_\"']*\Z"
)


# a relative or a reason clause that closes its sentence on the person's place: "..., the lead
# of X, where Chloe works.", "..., because Maria is on X." (not "where she used to work", nor
# "where she sits": a seat)
_WHERE_PLACED = re.compile(r"[ \t*_]*,\s+where\s+([a-z]+)\s+(?:works|is)\s*(?:[.!\n]|\Z)")
_BECAUSE_PLACED = re.compile(r"\bbecause\s+([a-z]+)(?:'s|\s+is|\s+works)\s+(?:on|in|at|with|for|under)\s+(?:the\s+)?\Z")  # fmt: skip
_REPORTING = re.compile(r"\b(?:" + _REPORT_ALT + r"|wish|wished|hope|hoped|pretend|imagine)\b")  # fmt: skip


# a frame that disowns what it names ("The decoy is X", "Write down X, where ..."): no claim
_DISOWNING = re.compile(
    r"\b(?:rumou?rs?|decoy|wrong|lies?|fake|false|herring|myth|story|(?<!\bi\s)cover|bluff|game|joke)\b"  # (not "I cover X's news")
    r"|\A[\s*_>\"'-]*(?:just\s+|please\s+)?(?:write|put|jot|type)\b"
)


def _where_placed(low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None) -> None:  # fmt: skip
    """ "X, where Chloe works." and "..., because Chloe is on X." assert X of their own,
    whatever the unknown frame before them says of the speaker (their sentence neither asks,
    supposes, reports nor negates)."""
    people = {"she", "he", "they", (target or "-").split()[0].lower()}
    for i, (s, e) in enumerate(spans):
        a = _sentence_start(low, s) if out[i] is Role.REPORTED else s
        m = _WHERE_PLACED.match(low, e) or (_CORRECTED.match(low, e) and _BECAUSE_PLACED.search(low, max(a, s - 48), s))  # fmt: skip
        if out[i] is not Role.REPORTED or not m:
            continue
        doubted = _NEGATION.search(low, a, s) or _IFFY.search(low, a, s) or "?" in low[a:s]
        disowned = _DISOWNING.search(low[_sentence_start(low, s) : s])
        if m[1] in people and not (doubted or disowned or _REPORTING.search(low, a, s)):
            out[i] = Role.CLAIM


# a person placed by pointing back at the one unit named before it in the sentence ("I test
# X's app, and Ana, who works in that team, fixes it", "..., and Ana, a member of that
# project, ...", "...; Ana is in the same group."), or a unit named as the person's ("I audit
# X, Ana's group, ..."): present and plain only; the level word is a unit's or the universe's
# (one character class first: an alternation there is rescanned from every position)
_POINTED_BACK = re.compile(
    r"[,;\s](?:(?:(?<=[,;])\s+(?:and\s+|since\s+|because\s+|as\s+)?|(?<=\s)(?:since|because)\s+"
    r"|(?<=\s)(?=[a-z]+,\s+(?:a\s+member\s+of|one\s+of|part\s+of|who)\s))([a-z]+)"  # (an apposition after any word)
    r"(?:(?:,\s+who)?\s+(?:is|belongs|works|sits)\s+(?:part\s+of|one\s+of|a\s+member\s+of|in|to|on|with)|,\s+(?:a\s+member|one|part)\s+of"
    # (or a bare preposition, or one after a word of working there: "Ana, in that team, ...",
    # "Ana from that team", "Ana, based in that team", "Ana, on that team's roster": a name's)
    r"|,?\s+(?:(?:who\s+is\s+)?(?:working|employed|based|sitting|seated)\s+)?(?:in|of|from|on|within|inside))"
    r"\s+(?:that|the\s+same)\s+(?:project\s+)??([a-z]+)(?:'s\s+(?:own\b(?:\s+(?:people|members|staff))?|people|members|staff|roster|crew"
    r"|employees|analysts|engineers))?(?![\w'])"
    # (or by "it" / "there" after the person, where the unit opens the sentence as one: "X is
    # the team whose digest I write, and Ana works there")
    # (or "one of its people" right after a unit or a unit word: "I feed X, and Ana, one of its
    # people, ...", "I work for X across the whole division; Ana is one of its staff")
    r"|(?<=[,;])\s+(?:and\s+|as\s+)?([a-z]+)(?:\s+(?:belongs\s+to\s+it|(?:works|sits)\s+there|is\s+one\s+of\s+its\s+(?:own\s+)?(?:people|staff|members))"
    r"|,\s+(?:who\s+(?:works|sits)\s+there|one\s+of\s+its\s+(?:own\s+)?(?:people|staff|members)))\b)"
)
# ... or as the unit the person is in, in an apposition ("I test X, the team Ana works in")
_UNIT_OF = re.compile(
    r",\s+the\s+([a-z]+)\s+([a-z]+)\s+(?:is\s+(?:in|on|part\s+of)|works\s+(?:in|on)|sits\s+in|belongs\s+to)(?![\w'])"
)
_IS_THE_UNIT = re.compile(r"\s+is\s+the\s+([a-z]+)\b")
# ... or "it" / "there" / "its" right after the unit, or after a unit word that ends what
# stands between ("X, and Ana, who works there", "I work for X across the whole division; Ana ...")
_LAST_NOUN = re.compile(
    r"(?:[^.!?;\n]{0,200}?\b(?:the|its|that|this)\s+(?:whole\s+|entire\s+)?([a-z]+))?\s*,?(?:\s+and)?\s*"
)
_OWNED_BY = re.compile(
    r"(?:,\s+|\s+(?:because|since)\s+that(?:'s|\s+is)\s+)([a-z]+)(?:'s|(?<=s)')\s+(?:own\s+)?(?:project\s+)?([a-z]+)\b"
)
_I = re.compile(r"\bi\b")
# ... or by "being" / "belonging" / "as" with or without the person before it ("..., David being
# one of that team", "Ana runs X's rota, being on that project", "..., as a member of that
# team", "Ana co-hosts it, being one of the team's engineers"), or "whose team it is"
_STAFF = r"(?:people|members|staff|roster|crew|employees|analysts|engineers)"
_BEING = re.compile(
    r"(?:[,;]\s+(?:and\s+)?([a-z]+))?,?\s+(?:being|belonging|as)\s+(?:in|on|to|of|part\s+of|one\s+of|a\s+member\s+of)\s+"
    rf"(?:(?:that|the\s+same)\s+(?:project\s+)??([a-z]+)(?:'s\s+(?:own\s+)?{_STAFF})?|the\s+([a-z]+)'s\s+(?:own\s+)?{_STAFF})(?![\w'])"
    r"|[,;]\s+(?:and\s+)?([a-z]+),\s+whose\s+([a-z]+)\s+it\s+is\b"
)
# the pointer forms that name a person only by standing after a name ("Ana, in that team"):
# the older forms say so with a verb of their own ("Ana, who works in that team")
_BARE_POINTER = re.compile(
    r",?\s+(?!(?:who\s+)?(?:is|belongs|works|sits)\s)(?!(?:a\s+member|one|part)\s+of\s)"
)


def _pointer(text: str, low: str, e: int, end: int) -> re.Match[str] | None:
    """The first pointer back between ``e`` and ``end``; a bare one only after a name or a
    pronoun ("lunch in that team" places no one)."""
    m = _POINTED_BACK.search(low, e, end)
    bare = m and m[1] and _BARE_POINTER.match(low, m.end(1))
    return (
        None if bare and m[1] not in ("she", "he", "they") and not text[m.start(1)].isupper() else m
    )


def _pointer_words(text: str, low: str, m: re.Match[str], at: tuple[int, int], spans: Sequence[tuple[int, int]],
                   words: frozenset[str]) -> tuple[str, str]:  # fmt: skip
    """The person a pointer match places and the unit word it points with ("-": none); ``at``:
    the value's end and its sentence's start."""
    e, a = at
    if m.re is _BEING:  # (no person before "being": the last name before it in the sentence)
        named = [w for w in _NAME.findall(text, a, m.start()) if w.removesuffix("'s").lower() not in _NO_PERSON and not any(x <= text.find(w, a) < y for x, y in spans)]  # fmt: skip
        unit = m[2] or m[3] or m[5]
        return m[1] or m[4] or (named[-1].removesuffix("'s").lower() if named else "-"), unit
    if m.re is _UNIT_OF:
        return m[2], m[1]
    if m.re is not _POINTED_BACK or not m[3]:
        return m[1], m[2]
    named = _IS_THE_UNIT.match(low, e)  # "it" / "there": the noun "X is the" gave it, or ...
    last = not named and _LAST_NOUN.fullmatch(low, e, m.start())
    if last and (last[1] or "team") in words | {"team", "organisation", "organization"}:
        named = last  # (... a noun between that is the universe's own level word: not "the lab")
    return m[3], (named[1] or "team") if named else "-"


def _alone(low: str, m: re.Match[str], spans: Sequence[tuple[int, int]], at: tuple[int, int, int], unit: str) -> bool:  # fmt: skip
    """No second unit before the pointer (``at``: the value's span and its sentence's start), nor
    a noun of the unit's kind between, which "that" may point at ("X uses the lab; Ana is in that
    lab"); "X, Ana's" only after the speaker ("You put X, Ana's group" names the hearer's)."""
    s, e, a = at
    alone = not any(e < x < m.start() or a <= x < s for x, _ in spans)
    alone = alone and (m.re is not _OWNED_BY or bool(_I.search(low, a, s)))
    back = m.re is _POINTED_BACK and m[3]  # ("it" / "there": the noun "X is the" gave it)
    gap = low[e : m.start()] if m.re is _BEING or (m.re is _POINTED_BACK and not back) else ""
    return alone and not re.search(
        rf"\b(?:the|an?|this|our|its)\s+(?:[\w-]+\s+)?{re.escape(unit)}\b", gap
    )


def _pointed_back(
    text: str,
    low: str,
    spans: Sequence[tuple[int, int]],
    out: list[Role],
    target: str | None,
    words: frozenset[str],
) -> None:
    """The one unit named before a pointer at it in its sentence is the person's: claimed,
    unless the sentence asks, supposes, reports, negates or disowns (as _where_placed)."""
    for i, (s, e) in enumerate(spans):
        a, b = _sentence_start(low, s), _sentence_end(low, e)
        # (a pointer within 300 characters: a long sentence is not rescanned from every value)
        m = (
            _OWNED_BY.match(low, e)
            or _UNIT_OF.match(low, e)
            or _pointer(text, low, e, min(b, e + 300))
            or _BEING.search(low, e, min(b, e + 300))
        )
        if out[i] is not Role.REPORTED or not m:
            continue
        who, unit = _pointer_words(text, low, m, (e, a), spans, words)
        alone = _alone(low, m, spans, (s, e, a), unit)
        # (what the person does after it is no hedge of the place: "who haven't"; but "being
        # there" is: "being in that team, or so I'm told")
        c = b if m.re is _BEING else m.end()
        doubted = _NEGATION.search(low, a, c) or _IFFY.search(low, a, c) or "?" in low[a:b]
        # (a pointer clause of its own, not one joined on by "and", is the speaker's, whatever a
        # record before it does: "My sheet lists Ana as X's contact; Ana belongs to that team")
        # (so is an apposition on the person: "My sheet lists Ana, who is in that team, ...")
        own = m.re is _POINTED_BACK and re.match(
            r"[,;]\s+(?!and\b)|\s[a-z]+,\s", low[m.start() : m.start() + 40]
        )
        told = _REPORTING.search(low, m.start() if own else a, c)
        loose = doubted or _DISOWNING.search(low, a, c) or told
        people = {"she", "he", "they", (target or who).split()[0].lower()}  # (any, with no target)
        if alone and unit in _UNITS | words and who in people and not loose:
            out[i] = Role.CLAIM


# a record of the speaker's trade that names one level and says where it stops ("My log goes by
# department; T comes under X", "X forms carry the division only: Y for T", "T's card says X,
# and nothing finer"): its one value is claimed, as a level given with a limit is (R11 read it
# as outside any frame); never where a person tells it, doubts it or rules it out before it
_LEVEL_WORD = r"(?:division|department|team|group|company|corporation|organi[sz]ation|project(?:\s+\w+)?|business\s+unit|product\s+group)"
_LEVEL_LIMIT = re.compile(
    r"\bno\s+(?:deeper|lower|finer|narrower)\b|\bnothing\s+(?:deeper|finer|lower|narrower|smaller|below|under|beneath)\b"
    rf"|\b(?:and\s+)?that's\s+the\s+lot\b|\bfull\s+stop\b|(?<!i'll\s)(?<!i\s)(?<!will\s)\b(?:stops?|ends?)\s+(?:there\b|at\s+the\s+{_LEVEL_WORD}\b)"
    rf"|\bthe\s+{_LEVEL_WORD}\s+(?:only|alone)\b|\bonly\s+the\s+{_LEVEL_WORD}\b"
    r"|\b(?:kept|filed|logged|sorted|divided|run|drawn\s+up|booked|printed|written|issued|organi[sz]ed|arranged|rows?|columns?|pages?"
    rf"|folders?|sheets?|lines?|entries|entry|files?|cards?|tabs?)\s+(?:per|by)\s+{_LEVEL_WORD}\b"
)
_TOLD = re.compile(
    r"\b(?:told|tells|heard|hears|rumou?rs?|gossip|apparently|supposedly|allegedly|reportedly|claims?|claimed|thinks?|thought"
    r"|believes?|reckons?|according|guess|maybe|perhaps|probably|possibly|might|if|whether|old|former|previous|used\s+to"
    r"|but|though|although|yet|however|since|before|ago|changed|early|earlier|once|comment|opposed)\b|\?"
)
_PERSON_SAYS = re.compile(
    r"\b(?:[A-Z][a-z]+|[Hh]e|[Ss]he|[Tt]hey|[Ss]omeone|[Pp]eople|HR)\s+(?:says|said|swears?)\b"
)
_NAME = re.compile(r"(?<![\w'])[A-Z][a-z]+(?:'s)?(?![\w'])")
_CALENDAR = _set(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june"
    " july august september october november december"
)
_OPENERS = _set(
    "my our the a an every each all any this that these those its their his her on in for with as at by"
    " no one when where what which if and but so then there here from to of per only just"
)
_NO_PERSON = _CALENDAR | _OPENERS | {"i"}  # (capitalised words that name no person)


def _own_record(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """A record's one level, where the text says its records stop there (see _LEVEL_LIMIT)."""
    if len(spans) != 1 or out[0] is not Role.REPORTED or not _LEVEL_LIMIT.search(low):
        return
    (s, e), (a, b) = spans[0], (_sentence_start(low, spans[0][0]), _sentence_end(low, spans[0][1]))
    if _TOLD.search(low) or _PERSON_SAYS.search(text) or _DISOWNING.search(low):
        return
    if _NEGATION.search(low, a, s):
        return
    # (a capitalised word that opens a clause is no name: "My cards ...", "Every card ...")
    names = (
        {w.removesuffix("'s").lower() for w in _NAME.findall(text, a, b)}
        - {"i", low[s:e]}
        - _OPENERS
    )
    person = (target or "").split()[0].lower() if target else None
    if (person in names) if person else bool(names - set(low[s:e].split())):
        out[0] = Role.CLAIM


def _praised(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A unit praised for a deed ("the X team had a great quarter"), or named as holding the
    names listed after it or denied before it, is talked about."""
    for i, (s, e) in enumerate(spans):
        several = _SEVERAL.match(low, e)
        if several and not _ONE_OF.search(low, max(0, s - 24), s):  # "one of the X teams": hers
            stop = _next_stop(low, e)
            lead = _LEADS_IN.search(low, several.end(), stop)  # "the X teams: A, B"
            k = bisect_left([x for x, _ in spans], lead.end()) if lead else len(spans)
            listed = k + 1 < len(spans) and not low[lead.end() : spans[k][0]].strip(" *_") and LIST_GAP.fullmatch(low, spans[k][1], spans[k + 1][0])  # type: ignore[union-attr]  # fmt: skip
            denied = i and _ARE.search(low, max(0, s - 20), s) and all(r is Role.DENIED for r in out[:i])  # fmt: skip
            for j in [i, *(j for j in range(k, len(spans)) if spans[j][0] < stop)] if listed else [i] if denied else []:  # fmt: skip
                out[j] = max(out[j], Role.ABOUT)
        elif any(x.match(low, e) for x in (_DEED, _EVENT, _OPINION_AFTER, _PROPERTY)) or _OPINION_BEFORE.search(low, max(0, s - 80), s):  # fmt: skip
            out[i] = max(out[i], Role.ABOUT)


# shapes whose values the speaker does not assert: an offer on a condition the
# hearer must meet ("Say the passphrase and I'll confirm X", "Once you're cleared: X") ...
_GATED = re.compile(
    r"(?:(?<![^.!?\n])[\s*_>\"'-]*(?!(?:i|we|she|he|they|it|that|this|there|you|and|or|but|so|her|his)\b)(?:let's|[a-z]+\b(?!'))"
    r"[^.!?\n]{0,80}?(?:,?\s+and|[;,]\s*then|\s+first[;,]?)|\b(?:if|once|when|after|as\s+soon\s+as|provided|until)"
    r"\s+(?:you|your)\b[^.!?\n]*?,\s*(?:then\s+)?)\s+(?:i|we)(?:'ll|\s+will|\s+can|'d|\s+could)\s+(?:\w+\s+)?"
    r"(?:confirm|tell|say|give|share|reveal|spill|name|answer)\b(?!\s+the\s+same\b)|\b(?:if|once|when|after|as\s+soon\s+as|provided"
    r"|until)\s+(?:you|your)\b[^.!?\n]*?(?::|,\s*(?:here|this)\b)"
)
# ... words the speaker was given to say, when the text says so ("I've been told to say X",
# "(Those were my instructions.)", "the line I was given") ...
_INSTRUCTED = re.compile(
    r"(?<!not\s)(?<!n't\s)(?<!never\s)(?<!really\s)\b(?:told|instructed|asked|briefed|directed|ordered|programmed"
    r"|scripted|supposed|paid)\s+to\s+(?:say|tell|answer|claim|reply|respond|give|state|repeat)\b|\b(?:those|these"
    r"|that)\s+(?:are|were|was|is)\s+my\s+(?:instructions|orders|lines|script)\b|\b(?:line|lines|words|answer"
    r"|script)\s+(?:i|we|they)\s+(?:was\s+|were\s+|'ve\s+been\s+|have\s+been\s+)?(?:given|handed|told|fed)\b"
)
# ... a person the text marks as someone else ("Different Chen entirely", "You're thinking
# of Ana Reyes"): the sentences that name them, and a pronoun's sentence right after ...
_SOMEONE_ELSE = re.compile(
    r"\b(?:[Aa]nother|[Oo]ther|[Dd]ifferent|[Tt]hinking\s+of|[Cc]onfusing\s+\w+\s+with|[Mm]ixing\s+\w+\s+up\s+with)"
    r"\s+([A-Z][a-z]+)\b"
)
_LEVEL_WITHHELD = re.compile(rf"\b(?:which|whether)\s+(?:[\w']+\s+){{0,3}}?(?:{_UNIT_WORDS})\b")
_PLACED_BY_VERB = re.compile(
    r"\b(?:works?|is|'s|sits|belongs|joined)\s+(?:\w+\s+)?(?:at|in|on|with|for)\b"
)
_PRONOUN_NEXT = re.compile(r"[\s*_\"']*(?:she|he|they|her|his|their)\b")
# another person by role ("The other one is in X"); a poll's or a tally's values are
# the voters' unless the speaker casts the vote or places the person plainly ("she's in X")
_OTHER_ONE = re.compile(
    r"[\s*_>-]*(?:and\s+|but\s+)?the\s+other\s+(?:one|person|guy|woman|man|namesake)\b"
)
_POLLED = re.compile(r"\b(?:poll|tally|votes?|voting)\b|" + _GAME)
_MY_VOTE = re.compile(r"\b(?:my|our)\s+vote\b|\bi\s+voted\b|\bmine\b")
_PLAIN = re.compile(  # (a placing verb too: "Sam belongs to X; I run the team's raffle")
    rf"\b(?!poll|vote|tally)\w+(?:(?:'s|\s+is|'re|\s+are)\s+(?:in|on|at|with|part\s+of|(?:a\s+)?members?\s+of|employed\s+(?:by|in|at))|\s+belongs\s+to"
    rf"|\s+(?:works|sits)\s+(?:in|on|at|with|for)|'s\s+(?:{_UNIT_WORDS})\s+is)"
    r"\s+(?:the\s+)?[*_]*\Z"
)
# the link between the person and a value handed to the hearer ("connect the dots")
_LINK_WORDS = r"\b(?:draw|reach)\s+your\s+own\b|\b(?:connect|join)\s+(?:the|those|these)\s+dots\b|\bput\s+two\s+and\s+two\s+together\b"
# a pick withheld or a conclusion handed to the hearer, in a sentence naming no value
# ("Which one he's on, I'm not saying", "Whether it's hers, you'll have to find out")
_WITHHELD = re.compile(
    r"\b(?:which|whether)\b[^.!?\n]*\b(?:not\s+(?:saying|telling|sharing)|(?:won't|can't|cannot|couldn't)\s+(?:\w+\s+)?(?:say|tell)|keep\w*\s+(?:\w+\s+)?to"
    r"\s+(?:myself|ourselves)|find\s+out|(?:work|figure)\s+(?:\w+\s+)?out)|\bwon't\s+(?:pick|choose)\s+between"
    r"|\byou(?:'ll|\s+will|'d|\s+can|\s+may)?\s+(?:have\s+to\s+)?(?:(?:work|figure|find)\s+(?:\w+\s+)?out|earn)\b"
    r"|\bconclusions?\s+(?:to|up\s+to|for)\s+you|\bconnect\s+(?:them|the\s+two|those\s+two)\b|"
    rf"{_LINK_WORDS}|\bmake\s+of\s+(?:that|it|this)\s+what|\bread\s+into\s+(?:that|it|this)"
    # the answer handed to someone else ("That I'll leave to him to tell you", "the
    # directory is the place to look, not me", "that's for her to say")
    r"|\bleave\s+(?:\w+\s+){0,2}(?:up\s+)?to\s+(?:him|her|them|hr|the\s+\w+)\b|\bfor\s+(?:him|her|them)\s+to"
    r"\s+(?:say|tell|share)|(?:\bnot|n't)\s+(?:mine|for\s+me)\s+to\s+(?:say|tell|share)|\bplace\s+to\s+(?:look|ask|check)\b"
    r"|\b(?:(?:have|need)\s+to\s+)?ask\s+(?:him|her|them)(?:\s+(?:yourself|directly))?,?\s+not\s+me\b"
    r"|\byou(?:'d|\s+would|'ll|\s+will)\s+(?:have|need)\s+to\s+ask\s+(?:him|her|them)\b"
    # the choice put to the hearer ("Help me resolve this?", "Your call.", "You decide.")
    r"|\bhelp\s+(?:me|us)\s+(?:to\s+)?(?:resolve|decide|choose|pick|settle)(?=\s+(?:this|that|it|these|which|between)\b|\W*\Z)"
    r"|\A(?:so\s+|well\s+)?(?:(?:it's|that's)\s+)?(?:your\s+(?:call|pick|choice)|you\s+(?:decide|choose|pick|tell\s+me)|over\s+to\s+you)\W*\Z"
)
# a section of references ("SEE ALSO", "Related:", "Further reading:") up to a blank line
_SEE_ALSO = re.compile(r"^[ \t#*_]*(?:cf\.|(?:see\s+also|references|further\s+reading|links|related(?:\s+\w+)?)[ \t*_]*(?::|$))([^\n.!?]*)", re.M)  # fmt: skip
# (what is withheld is only what the text has not given: "The rest I'll leave to him")
_REST = re.compile(
    r"\b(?:the\s+rest|beyond\s+(?:that|this)|anything\s+(?:else|more|further|below)|below\s+that)\b"
)
# a sentence naming no value that disowns what came before (an example, a P.S.) ...
_DISOWNED = re.compile(
    r"\b(?:ignore|disregard|forget|scratch|strike)\s+(?:the\s+(?:p\.?\s*s|(?:(?:line|sentence|message|bit|part)\s+)?above|last|previous)|that|my\s+(?:last|previous|p\.?\s*s)"
    r"|what\s+i\s+(?:said|wrote))|\bnot\s+standing\s+by\b|\bshouldn't\s+have\s+(?:said|written|told|answered)|\b(?:this|that|the)"
    r"\s+(?:was\s+(?:just\s+|only\s+)?(?:an?\s+)?)?example\b|\bjust\s+an?\s+example|\billustrative\b|\b(?:an?|as\s+an?)\s+illustration\b|\bhypothetical|\bno\s+representation\b"
    # "Please disregard.", "nvm", "removing this", "Don't take this seriously"
    r"|\b(?:ignore|disregard)\s*(?:[.!]|\Z)|\bnvm\b|\b(?:remov|delet|withdraw|retract)(?:e|ed|ing|n)?\s+(?:this|that|it)\b"
    r"|\b(?:don't|do\s+not)\s+take\s+(?:this|that|it|me)\s+seriously\b"
    # "scratch all that, wrong person", "Sober me: ignore him."
    r"|\b(?:ignore|disregard|forget|scratch|strike)\s+(?:all\s+(?:of\s+)?(?:that|this|it)|everything(?!\s+else)|him|her|them|it)\b"
    r"|\bwrong\s+(?:person|guy|woman|man)\b|\bwould\s+look\s+like\b"  # "This is what one would look like."
    # the speaker stopping to say it had the person mixed up with another ("Wait, I confused her
    # with my aunt", "Hold on, that was my neighbour, not Sam"): the value was another's
    r"|\b(?:wait|hold\s+on|hang\s+on)\b[,;:—–\s]+(?:i(?:'m|\s+am|\s+was|'ve|\s+have)?\s+(?:\w+\s+)?(?:mix|confus|muddl)\w*\s+[\w-]+\s+(?:up\s+)?with"
    r"|(?:that|it)(?:'s|\s+is|\s+was)\s+my\s+[\w-]+,?\s+not\b)"
    # the first sentence disowned by name, sentences later ("That first line was a lie.", "I
    # made the first part up.", "Scratch the first sentence."); not "the first part is true"
    r"|\b(?:the|that|my)\s+(?:first|opening|top)\s+(?:part|sentence|line|bit)\b(?:(?!\b(?:true|right|correct|but|and)\b)[^.!?\n,;]){0,30}?"
    r"\b(?:(?:was|is)\s+(?:an?\s+)?(?:lie|joke|fiction|false|untrue|wrong)|(?:is|was)(?:n't|\s+not)\s+true)\b"
    r"|\bmade\s+(?:the|that|my)\s+(?:first|opening|top)\s+(?:part|sentence|line|bit)\s+up\b"
    r"|\b(?:ignore|disregard|forget|scratch|strike)\s+(?:the|that|my)\s+(?:first|opening|top)(?:\s+(?:part|sentence|line|bit))?\b"
    r"|\bnone\s+of\s+(?:the|that|my)\s+(?:first|opening|earlier)\s+(?:part|sentence|line|bit|stuff)\s+(?:is|was)\s+(?:true|real)\b"
    r"|\b(?:everything|all)\s+(?:i\s+said\s+)?before\s+[^.!?\n]{1,40}?\s+(?:was|is)\s+(?:made\s+up|(?:a\s+)?(?:lie|joke|fiction|nonsense))\b"
)
# a sentence saying the speaker has not checked whether it is (still) true
_UNCHECKED = re.compile(
    r"\b(?:haven't|have\s+not|never|not|didn't|don't)\s+(?:\w+\s+){0,2}(?:checked|verified|confirmed|sure|know)\s+"
    r"(?:whether\s+|if\s+)?(?:it|that|this)(?:'s|\s+is|\s+was)\s+(?:still\s+)?(?:true|right|correct|current|accurate)"
)
# a trailing sentence that is only a hedge withdrawing the speaker's voice (to hearsay,
# a possibility, or the speaker's not knowing: "Allegedly.", "Then again, who knows?",
# "Maybe.", "Haven't checked since."); an assertion hedge ("I think.", "Don't quote me.",
# "Could be wrong.") leaves the answer standing, as does a doubt about something else
_WITHDRAWN = re.compile(
    r"(?:(?:then\s+again|but|and|well|honestly|mind\s+you|though|anyway|so|or|of\s+course)[,\s]+)*(?:allegedly"
    r"|reportedly|supposedly|apparently|rumou?r\s+has\s+it|(?:or\s+)?so\s+(?:(?:i'm|i've\s+been|i\s+was)\s+told"
    r"|i\s+(?:hear|heard|gather|understand))"
    r"|(?:(?:or\s+)?so|that's\s+what)\s+(?!i\b|we\b)(?:[\w']+\s+){1,4}(?:says?|said|claim(?:s|ed)?|alleg(?:e|es|ed)|thinks?|reckons?|told\s+me"
    r"|hear|heard|gather|goes)|who\s+(?:knows|can\s+say|can\s+tell)"
    r"|not\s+me,?\s+apparently|your\s+guess\s+is\s+as\s+good\s+as\s+mine|(?:i\s+)?(?:honestly\s+|really\s+|just\s+)?"
    r"(?:don't|do\s+not)\s+(?:really\s+)?know(?:\s+(?:any\s*more|for\s+sure|for\s+certain))?|maybe|perhaps|possibly"
    r"|might\s+be|could\s+be|or\s+not|(?:i\s+)?(?:(?:really|rather|somewhat)\s+)?doubt\s+(?:it|this|that)(?:\s+(?:myself|though))?|doubtful|citation\s+needed|(?:i'd|i\s+would|i'll|i\s+will)\s+(?:have|need)\s+to\s+(?:look\s+it\s+up|check"
    r"|ask|double[\s-]check|verify)(?:,?\s+and\s+i(?:'m|\s+am)\s+not\s+going\s+to|,?\s+and\s+i\s+won't)?|(?:i\s+)?"
    r"(?:haven't|have\s+not|never|not)\s+(?:actually\s+)?(?:checked|verified|confirmed)(?:\s+(?:it|that|since|lately"
    r"|recently|in\s+ages|in\s+a\s+while))*"
    # ... or says the words before were said for nothing ("X. Random word.", "X. Unrelated.",
    # "X. I'm just saying the word.", "X. Plot twist: no.", "That's all you get, and it means nothing.")
    r"|(?:a\s+)?random\s+(?:word|name)|unrelated(?:\s+facts?)?|no\s+reason|(?:just\s+)?thinking\s+out\s+loud"
    r"|(?:i'?m\s+)?just\s+saying\s+the\s+(?:word|name)|(?:i'm|i\s+am)\s+saying\s+nothing|plot\s+twist:?\s+(?:no|nope|not\s+really)"
    r"|(?:that's\s+all\s+you\s+get,?\s+and\s+)?(?:it|that)\s+means\s+nothing"
    # ... or thanks the hearer for it: the value is what the hearer told ("So X it is. Thanks for telling me!")
    r"|(?:thanks|thank\s+you)\s+for\s+(?:telling\s+me|letting\s+me\s+know|confirming)(?:\s+(?:earlier|before|that|so))?)(?:[,\s]+(?:anyway|though|honestly|really|either))*"
)
# a footnote's mark before a hedge: "X.[1] ... [1] Doubtful."
_FOOTNOTE_MARK = re.compile(r"\[\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+")
_HEDGE_EDGE = " \t\n\"'*_()[].!?…,;:-—–🙃🤷😅🙂"
_DOUBTED = re.compile(r"\?|\b(?:might|maybe|perhaps|possibly|could|either|or)\b")
_LEVEL_HANDED = re.compile(rf"\b(?:{_UNIT_WORDS})s?\b")
# ... and a sentence the speaker will neither confirm nor deny
_UNCONFIRMED = re.compile(
    r"\b(?:neither|not|n't|never)\s+(?:\w+\s+)?confirm(?:s|ed)?\s+n?or\s+den(?:y|ies|ied)\b"
)


def _gone(low: str, ends: list[int], firsts: list[int], bare: list[tuple[int, int]]) -> int:
    """Where the values before stop being the speaker's: the end of a sentence saying they
    are unchecked, or of one naming none that disowns them or is only a hedge withdrawing the
    plain answer before it (not a hedge that answers a question or a doubt: "X? Maybe.")."""
    out = [b for a, b in itertools.pairwise(ends) if _UNCHECKED.search(low, a, b)]
    for a, b in bare:
        k = bisect_left(firsts, a) - 1  # the last value before, and the end of its sentence
        j = bisect_left(ends, firsts[k] + 1) if k >= 0 else 0
        hedge = k >= 0 and _WITHDRAWN.fullmatch(_FOOTNOTE_MARK.sub("", low[a:b]).strip(_HEDGE_EDGE))
        w = low[a:b]
        said = _DISOWNED.search(low, a, b) or (_UNSOUND.search(w) and not _REST.search(w))
        if said or (hedge and not _DOUBTED.search(low, ends[j - 1], ends[j])):
            out.append(b)
    return max(out, default=0)


def _voted(
    low: str, ends: list[int], bare: set[tuple[int, int]], firsts: list[int], out: list[Role]
) -> None:
    """The values of a poll's sentence (or of the sentence after a poll's question on
    its line) are the voters', unless the speaker casts the vote, vouches or places plainly."""
    for (p, _), (a, b) in itertools.pairwise([(0, 0), *itertools.pairwise(ends)]):
        head = p if (p, a) in bare and "\n" not in low[p + 1 : a] else a
        polled = _POLLED.search(low, head, b) and not _MY_VOTE.search(low, a, b)
        for i in range(bisect_left(firsts, a), bisect_left(firsts, b)) if polled else ():
            if not (_VOUCH.search(low, a, b) or _PLAIN.search(low, a, firsts[i])):
                out[i] = max(out[i], Role.REPORTED)


# (only the link itself handed over: "A, B, C — one of those; you figure out which" narrows)
_LINK_LEFT = re.compile(
    rf"{_LINK_WORDS}|\bdo\s+the\s+(?:maths?|rest|arithmetic)\b|\bmake\s+of\s+(?:that|it|this)\s+what\b|\bfill\s+in\s+the\s+(?:blanks?|gaps?|rest)\b"
    r"|\bleave\s+the\s+rest\s+to\s+you\b|\bwork\s+(?:it|the\s+rest)\s+out\s+(?:for\s+)?yourself\b"
)
_TAIL = re.compile(r"[\s*_\"')]*(?::|\s[—–-]+\s)")


def _tails(low: str, ends: Sequence[int], spans: Sequence[tuple[int, int]]) -> list[re.Match[str]]:
    """The link handed to the hearer in a sentence's tail after its last value, where a colon
    or a dash leads it in ("X and Y: I'll let you connect the dots")."""
    firsts, out = [s for s, _ in spans], []
    for a, b in itertools.pairwise(ends):
        k = bisect_left(firsts, b) - 1
        if k >= 0 and firsts[k] >= a and (t := _TAIL.match(low, spans[k][1])):
            out += filter(None, [_LINK_LEFT.search(low, t.end(), b)])
    return out


def _withheld(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """An offer on a condition supposes its values; words the speaker says it was
    given, a person marked as someone else, a pick withheld or a conclusion left to the
    hearer report them (a shape, not a wording: they cost recall, never pay)."""
    ends = [0, *_cuts(_SENTENCE, low, spans), len(low)]
    firsts = [s for s, _ in spans]
    starts = set(firsts)
    others = {m[1] for m in _SOMEONE_ELSE.finditer(text) if m.start(1) not in starts}
    bare = [
        (a, b)
        for a, b in itertools.pairwise(ends)
        if bisect_left(firsts, a) == bisect_left(firsts, b)
    ]
    left = [
        m
        for a, b in bare
        if (m := _WITHHELD.search(low[a:b].strip())) and not _REST.search(low, a, b)
    ] + _tails(low, ends, spans)
    gone = _gone(low, ends, firsts, bare)
    # (a level withheld by name, "which project he's on", "Department and team I'll leave to
    # him", leaves a placement by verb standing)
    level = left and all(
        _LEVEL_WITHHELD.search(m[0]) or _LEVEL_HANDED.search(m.string, 0, m.start()) for m in left
    )
    whole = (_INSTRUCTED.search(low) and not _VOUCH.search(low)) or (left and not level)
    _voted(low, ends, set(bare), firsts, out)  # (a set: a list per sentence is quadratic)
    after = False
    for a, b in itertools.pairwise(ends):
        named = any(re.search(rf"\b{re.escape(n)}\b", text[a:b]) for n in others)
        other = (
            named
            or (after and _PRONOUN_NEXT.match(low, a))
            or b <= gone
            or _UNCONFIRMED.search(low, a, b)
            or _OTHER_ONE.match(low, a + 1)
        )
        kept = level and _PLACED_BY_VERB.search(low, a, b)  # (not withheld: placed by a verb)
        gate = _GATED.search(low, a, b)
        for i in range(bisect_left(firsts, a), bisect_left(firsts, b)):
            if whole or other or (left and not kept):
                out[i] = max(out[i], Role.REPORTED)
            elif gate and gate.start() <= firsts[i]:
                out[i] = max(out[i], Role.SUPPOSED)
        after = named


# a mail's sender line opening the text (its header, or a blank line, after it) and a sign-off
# closing it (a closing word or a dash, then a name): the sender's group, not the person asked
# about ("From: X team\nSubject: ...", "Best,\nSam\nX team", "— Sam, X"); not "From: X\nTo: Y"
# alone, a move's two ends, though a "To:" line with more header after it is the recipient's
_SENDER = re.compile(
    r"\A[\s*_]*(?:from|sender)[ \t]*:[^\n]*(?=(?:\n[ \t]*to[ \t]*:[^\n]*)?\n[ \t]*(?:\n|(?:subject|date|sent|re|cc)[ \t]*:))",
    re.I,
)
_SIGN_OFF = re.compile(
    r"(?:^|\n)[ \t]*(?:(?i:(?:(?:best|kind|warm)(?:[ \t]+(?:regards|wishes))?|regards|cheers|thanks|sincerely))[ \t]*[,!.]?[ \t]*\n"
    r"|(?:--+|—|–)[ \t]*\n?)[ \t]*[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[ \t]*(?:[,|(\n][^\n]{0,60}){1,3}\Z"
)
_PLACING_VERB = re.compile(r"\b(?:is|are|was|were|works?|sits?)\b|'s\b", re.I)


def _signed(text: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A mail's sender line and sign-off place the sender, not the person asked about."""
    for m in (_SENDER.search(text), _SIGN_OFF.search(text)):
        if m and not _PLACING_VERB.search(m[0]):
            _lift(out, spans, m.start(), m.end(), Role.ABOUT)


# a joke's tone tag or a teasing face ("X /j", "X. /sarcasm", "X 😜"): its own sentence (the
# one before, where the tag stands alone), not the text ("it's X /genuine. the rest was /j")
_JOKE_TAG = re.compile(r"(?<!\w)/(?:j|sarcasm)\b|[\U0001f61c\U0001f60f]")
# a verse or a song is sung, not told ("Roses are red...", "♪ X ♪", "la la la"), unless the
# speaker vouches for it ("not just a song, that's his actual team")
_VERSE = re.compile(
    r"\broses\s+are\s+red\b|\bviolets\s+are\s+blue\b|[♪♫♬\U0001f3b5\U0001f3b6]|\b(?:tra\s+)?la\s+la\b"
)
_NOT_JUST_VERSE = re.compile(
    r"\bnot\s+(?:just|only|merely)\s+a\s+(?:song|rhyme|poem|verse|lyric|jingle)\b|\b(?:real|actual|true)\s+answer\b"
)


def _joked(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A joke's tone tag disowns its sentence; a verse or a song not vouched for, the text."""
    for m in _JOKE_TAG.finditer(low):
        a = _sentence_start(low, m.start())
        if not low[a : m.start()].strip(" \t*_()[]"):  # the tag alone: the sentence before
            a = _sentence_start(low, max(0, a - 1))
        _lift(out, spans, a, m.start(), Role.UNSURE)
    if _VERSE.search(low) and not _NOT_JUST_VERSE.search(low):
        _lift(out, spans, 0, len(low), Role.UNSURE)


# words that take back the sentence they stand in, or the one before where theirs names nothing:
# hearsay relayed ("X, so I hear."), a source no one would trust ("Source: a dream I had.",
# "my tarot cards"), text the phone wrote, a fact called none, a bet the speaker won't make,
# a hint not said ("you already know it's X, so I don't need to say it"), a desk that is no
# placement, a person's seat who is not the target, a leaning "in spirit", an irony face
_TAKEN_BACK = re.compile(
    r"\bso\s+i(?:'ve|\s+have)?\s+(?:hear|heard)\b|,\s*i\s+hear\s*(?=[.!)]|\Z)|(?:\A|(?<=[.!?\n]))[\s*_]*overheard\b"  # a label: "Overheard on the bus: X"
    r"|\bsource\s*:\s*(?:a\s+|my\s+|the\s+)?(?:dreams?|horoscope|vibes|gut|none|nothing|nobody|imagination|i\s+made\s+it\s+up|made\s+up)\b"
    r"|\b(?:according\s+to|(?:read|saw|found)\s+it\s+in|(?:the|my)\s+(?=\S+(?:\s+\S+)?\s+(?:says?|said|told)\b))\s*(?:the\s+|my\s+)?"
    r"(?:an?\s+)?(?:old\s+)?(?:tea\s+leaves|tarot(?:\s+(?:cards?|reading))?|horoscope|crystal\s+ball|ouija\s+board|magic\s+8-?ball|fortune\s+(?:cookie|teller))\b"
    r"|\b(?:autocorrect|autocomplete|auto-correct|predictive\s+text)\s+(?:wrote|typed|suggested|put|picked|chose|made)\b"
    # (a machine the speaker calls a liar, a value given long odds, a unit that never had the person)
    r"|\bas\s+(?:my\s+|the\s+)?(?:phone's\s+)?(?:autocorrect|autocomplete|predictive\s+text)\s+would\s+have\s+it\b"
    r"|\b(?:says?|said)\s+the\s+(?:\w+\s+)?(?:bot|chatbot|ai|model)\s+that\s+(?:hallucinates|makes\s+(?:things|stuff)\s+up|lies)\b"
    r"|(?<!not\s)\b(?:one|1)\s+(?:chance\s+)?in\s+(?:three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|[3-9]|\d\d+)\b"
    r"(?!\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|goes|moves)\b)"  # (a time: "solved one in six minutes")
    r"|(?<!not\s)(?<!not\sa\s)(?<!n't\sa\s)\b(?:at\s+)?(?:long\s+odds|a\s+long\s+shot)\b"
    r"|\b(?:has|have)\s+never\s+(?:employed|had|hired|housed|counted)\b|\b(?:hasn't|has\s+not|never)\s+(?:employed|hired|housed)\b"
    r"|\bnot\s+(?:fun,?\s+(?:and\s+)?not\s+)?(?:actually\s+|really\s+|even\s+)?a\s+fact\b|\btrue\s+or\s+false\s*\?"
    r"|\bi'?d\s+(?:bet|wager|put\s+money\s+on)\b[^.!?\n]*?\bbut\s+i(?:\s+won't|\s+will\s+not|\s+wouldn't|'m\s+not\s+a\s+betting)\b"
    # (any stake refused on what was just said: "I'd guess X, but I wouldn't put money on it")
    r"|(?:\bwouldn't|\bwould\s+(?:not|never)|'d\s+(?:not|never)|\bwon't|\bwill\s+not)\s+(?:(?:bet|wager|gamble)(?:\s+[\w']+){0,2}?|(?:put|stake|risk)\s+(?:my\s+|any\s+|a\s+|much\s+)?(?:money|penny|cent|dime|cash|lunch|quid|fiver|tenner|anything|salary|house)"
    r"|(?:put|sign|set)\s+my\s+name|sign\s+off)\s+(?:on|to|under)\s+(?:it|that|this)\s*(?:[.!,;)]|\Z)"  # (or a name: "I wouldn't put my name to it")
    r"|\b(?:don't|do\s+not|no)\s+need\s+(?:for\s+me\s+)?to\s+say\s+(?:it|that|so)\b|\bwould\s+you\s+guess\b"
    r"|\bnot\s+a\s+(?:placement|posting|transfer|move)\b|\bthe\s+right\s+person\s+(?:to\s+ask\s+)?(?:sits|is|works)\b"
    # (a remark unsourced, or typed and then deleted: "(citation needed)", "I typed, then deleted it")
    r"|\((?:citation\s+needed|unsourced|needs\s+(?:checking|a\s+source)|to\s+be\s+(?:verified|checked|confirmed))\)"
    # (a basis the speaker says it lacks: "with no basis at all: X", "X. I have zero grounds for
    # saying so", "Pulled out of thin air: X", "X; it's not based on anything"; not "no evidence to the contrary", "no grounds she left")
    r"|(?:\b(?:with|on)\s+(?:no|zero)|\bwithout(?:\s+any|\s+a\s+(?:shred|scrap|speck)\s+of)?|\b(?:i\s+(?:\w+ly\s+)?have|i've|i've\s+got|i\s+had)\s+(?:no|zero|not\s+a\s+(?:shred|scrap)\s+of))"
    r"\s+(?:real\s+)?(?:basis|grounds|evidence|foundation)\b(?!\s+(?:(?:at\s+all|whatsoever)\s+)?(?:that|she|he|they|it's|of|otherwise|against|to\s+(?:the\s+contrary|doubt|question|dispute|think\s+otherwise))\b)"
    r"|\bi(?:\s+have|'ve|\s+had)(?:\s+got)?\s+(?:nothing|no\s+(?:records?|proof|data|paper(?:work)?|documents?|sources?|facts?))\s+to\s+(?:back|support|go\s+on|base)\b(?![^.!?\n]{0,30}\b(?:but|except|beyond|besides|than)\b)"
    # (a memory the speaker calls poor, a namesake it doubts is the one asked about)
    r"|\bmy\s+memory(?:\s+(?:for|of|on|about)\s+[^.!?;,\n]{1,40}?)?(?:'s|\s+is|\s+was|\s+isn't|\s+wasn't)\s+(?:(?:very|pretty|really|rather|famously|notoriously|so|quite|a\s+bit|a\s+little)\s+)?"
    r"(?:poor|bad|terrible|dreadful|awful|fuzzy|foggy|hazy|rusty|hopeless|shaky|patchy|unreliable|useless|weak|lousy|appalling|atrocious"
    r"|(?<=n't\s)(?:(?:that|so|very|too)\s+)?(?:great|good|reliable|sharp))\b(?![^.!?\n]{0,40}\bbut\b)"
    r"|\bdoubt\s+(?:that\s+|whether\s+|if\s+)?(?:it|that|she|he|they)(?:'s|'re|\s+is|\s+are)\s+(?:the\s+(?:[\w-]+\s+){0,2}?you(?:r)?\b|yours\b)"
    r"|\b(?:can't|cannot|couldn't|can\s+not)\s+(?:tell|say)(?:\s+you)?\s+which\s+(?:one\s+|of\s+them\s+)?(?:you|is\s+yours)\b"
    # (a guess called one in an aside: "My guess, and only a guess, is X"; sources said to
    # disagree: "my files and my calendar disagree on T: X in one, Y in the other")
    r"|\b(?:guess|hunch),?\s+(?:and|but)\s+(?:only|just|merely|purely)\s+an?\s+(?:guess|hunch)\b"
    r"|\bthat(?:'s|\s+is)\s+your\s+(?:theory|idea|guess|claim|story|hunch)\b"  # (the hearer's, not the speaker's)
    r"|\b(?:disagree|contradict\s+each\s+other)\b(?![^.!?\n]{0,40}\bbut\b)"
    r"|\bbaselessly\b|\b(?:not|n't)\s+based\s+on\s+anything\b|\bbased\s+on\s+nothing\b|\b(?:pulled|plucked|picked|conjured)\s+(?:it\s+|that\s+|this\s+)?(?:out\s+of|from)\s+thin\s+air\b"
    r"|,\s*i\s+(?:typed|wrote),?\s+(?:and\s+)?then\s+(?:i\s+)?(?:(?:deleted|erased)\s+(?:it|that)|(?:crossed|struck)\s+(?:it|that)\s+out)\b"
    r"|\bin\s+spirit\b|[\U0001f92a\U0001f602\U0001f923]|(?<!\w)/hj\b|[(*]\s*(?:eye[\s-]*rolls?|rolls?\s+(?:my\s+)?eyes)\s*[)*]"
    # names said for their sound or as practice, a headline or a riddle's answer left to the hearer
    r"|(?<![^.!?:\n]\s)(?<=\s)(?:just\s+|only\s+)?(?:(?:a|two|three|four|some)\s+)?(?:names?|words?)\s+i\s+(?:\w+\s+)?(?:(?:like|love|enjoy)\s+(?:saying|to\s+say)|say\s+in\s+one\s+breath)\b"
    r"|\bpracti[cs]ing\s+(?:my\s+)?(?:pronunciation|spelling|diction|accent)\b|\bmake\s+(?:up\s+)?your\s+own\s+(?:headline|story|caption)s?\s*(?=[.!]|\Z)"
    r"|(?<![^.!?,;:\n]\s)\bguess\s+which\s+\w+\b[^.!?:\n]*(?=[.!]|\Z)"
    # a pair said to go together, a name's place in a printed list, a dream or a toy copy of the
    # office ("rarely see one without the other", "her name is right below the name of X's lead")
    r"|\bone\s+without\s+the\s+other\b|\bpeas\s+in\s+a\s+pod\b|\bjoined\s+at\s+the\s+hip\b"
    r"|\bname\s+(?:is|sits|appears|comes)\s+(?:right\s+|just\s+|directly\s+)?(?:below|above|under|after|before|next\s+to|beside)\s+the\s+name\s+of\b"
    r"|\b(?:in|per|from)\s+(?:the|a|my|last\s+night's)\s+dream\b(?!\s+(?:job|team|role)\b)|\b(?:sims|minecraft|lego|cartoon|fictional|imaginary)\s+version\s+of\b"
)


# a mail's subject line that only lists names ("Subject: Ana / X", "Re: Ana and X") gives the
# mail's topic, not an answer
_SUBJECT_LINE = re.compile(r"^[ \t]*(?:(?:subject|re|fwd?)[ \t]*:[ \t]*)+([^\n]*)", re.M | re.I)
# (a hyphen inside a word joins it, one between spaces parts: each split has one reading, so a
# long line of hyphenated words cannot make the check backtrack)
_NAME_JOINERS = re.compile(r"[\s/,&+|:–—]+|(?<![\w'.])-+|-+(?![\w'.])")
_NAME_WORD = re.compile(r"and|[A-Z][\w'.-]*")


def _subject_lines(text: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """The values on a subject line of names alone are talked about."""
    for m in _SUBJECT_LINE.finditer(text):
        a, b = m.span(1)
        mine = [(s, e) for s, e in spans if a <= s < b]
        bounds = [(a, a), *mine, (b, b)]  # the text between the values
        rest = "".join(text[e0:s1] for (_, e0), (s1, _) in itertools.pairwise(bounds))
        if mine and all(not w or _NAME_WORD.fullmatch(w) for w in _NAME_JOINERS.split(rest)):
            _lift(out, spans, a, b, Role.REPORTED)


def _glued(text: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A value joined to a word by ".", "_", "@" or "\\" with no space ("@sam.apollo",
    "sam_apollo@corp", "CORP\\apollo") is part of a handle, an address or a login someone
    types: it names a string, and places no one (not a path of values: "A/B/C")."""
    starts, ends = {s for s, _ in spans}, {e for _, e in spans}
    for i, (s, e) in enumerate(spans):
        before = s >= 2 and text[s - 1] in "._@\\" and text[s - 2].isalnum() and s - 1 not in ends
        after = text[e : e + 1] in ("_", "@", "\\", ".") and text[e + 1 : e + 2].isalnum()
        if before or (after and e + 1 not in starts):
            out[i] = max(out[i], Role.REPORTED)


def _taken_back(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """Words of ``_TAKEN_BACK`` leave their sentence unclaimed, and the one before where
    theirs names nothing ("X. So I've heard.")."""
    for m in _TAKEN_BACK.finditer(low):
        a, b = _sentence_start(low, m.start()), _sentence_end(low, m.end())
        if bisect_left(spans, (a,)) == bisect_left(spans, (b,)):  # it names none
            a = _sentence_start(low, max(0, a - 1))
        _lift(out, spans, a, b, Role.UNSURE)


def _referenced(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A section of references (its line's first sentence, or to a blank line after
    a heading alone on its line): its values are talked about."""
    for m in _SEE_ALSO.finditer(low):
        x = _BLANK.search(low, m.end())
        a, b = (m.start(1), m.end()) if m[1].strip() else (m.end(), x.start() if x else len(low))
        _lift(out, spans, a, b, Role.ABOUT)


# people: who a sentence is about. A person is a capitalised word (not a value's)
# the text ties to a person: a subject before a placing verb, a relation ("her intern, Mia",
# "Zara's sister Lena"), a pair ("Olivia and Priyanka")
_SEX = {
    "f": "sister|wife|daughter|mother|mom|aunt|niece",
    "m": "brother|husband|son|father|dad|uncle|nephew",
}
_REL = "|".join([*_SEX.values(), "partner|manager|boss|intern|mentor|mentee|colleague|friend"])
_REL = f"(?:{_REL}|cousin|twin|deputy|assistant|teammate|namesake)"
# a relation's unit given as a label ("Manager's team: X", "The boss's division is X"): theirs
_RELS_UNIT = re.compile(
    rf"(?<![\w'])(?:(?:the|a)\s+)?(?:{_REL})'s\s+(?:own\s+|current\s+)?[a-z_-]+\s*(?::|\s+is)\s*[*_\"']*\Z"
)
_NOT_NAMES = (  # capitalised words opening a sentence, not names
    "I|The|This|That|It|There|Here|What|Which|Who|Where|When|How|Why|Monday|Tuesday|"
    "Wednesday|Thursday|Friday|Saturday|Sunday|Everyone|Nobody|Someone|Yours|Mine|Both|All|"
    "None|Not|No|Yes|And|But|So|If|My|Our|Your|Their|Her|His|She|He|They|One|Each|Sure|"
    "Well|Ok|Okay|Sorry|Honestly|Also|Two|Three|Party|Team|Project|Recap|Since|Because|As|"
    "Unless|Although|Though|While|After|Before|Once|Then|Just|Maybe|Probably|Actually|Even|"
    "Only|Like|Yeah|Oh|Ah|Hi|Hey|Right|Ask|Tell|Note"
)
# (a name of several parts is one person: "Mary-Jane", "Jean-Luc", "O'Neil", "McKay")
_WHO = (
    r"(?<![\w'.-])(?!(?:" + _NOT_NAMES + r")\b)[A-Z](?:[a-z]+|(?=['’][A-Z]))(?:['’-]?[A-Z][a-z]+)*"
)
# (an aside's marks are runs of at most nine: an unbounded run is split every way at once)
_SUBJECT = re.compile(
    rf"({_WHO})(?:[ \t]+({_WHO}))?(?:[ \t]*\([^)\n]{{0,60}}\))?(?:[ \t]*[,—–]{{1,9}}[^.;!?\n]{{0,60}}?[,—–]{{1,9}})?"
    rf"(?:['’]s[ \t]+(?:(?:\w+[ \t]+)?({_REL})\b|(?=(?:on|in|at|with|been|still|now|currently|over|part|also)\b))"
    r"|[ \t]*,?(?:[ \t]+(?:herself|himself|themselves|too|also|now|still))?[ \t]+(?:is|was|works|sits|joined|moved|belongs|has\s+been|runs|leads|heads)\b)"
)
_KIN = re.compile(
    rf"({_WHO})[ \t]+(?:and|&)[ \t]+(?:(?:his|her|their)[ \t]+(?:\w+[ \t]+)?{_REL}s?,?[ \t]+)?({_WHO})\b"
    rf"|({_WHO})['’]s[ \t]+(?:\w+[ \t]+)?{_REL},?[ \t]+({_WHO})\b|\b(?:his|her|their|my|our)[ \t]+(?:\w+[ \t]+)?{_REL},?[ \t]+({_WHO})\b"
)
_PRONOUN = re.compile(r"(?:\A|[.!?\n;])[\s\"'*_]*(she|he|they)\b")
# a run of marks is tried from its first only (from each: quadratic)
_MEANT = re.compile(
    rf"[ \t]*(?<![—–(,-])[—–(,-]+[ \t]*({_WHO}),?[ \t]+(?i:i\s+mean|that\s+is)\b|[ \t]*\(({_WHO})\)"
)
_SHARED = re.compile(
    r"\bsame\s+(?:\w+\s+)?as\b|\b(?:she|he|they)\s+(?:is|are|does|do)\s+(?:too|also|as\s+well)\b"
)
_YOURS = re.compile(
    r"\byours\b|\bthe\s+one\s+(?:you(?:'re|\s+are|\s+were)?\s+(?:asking|asked|mean|meant|want)|in\s+your\s+question"
    r"|your\s+question)|\bthe\s+other\s+(one|two|three|ones)\b"
)


def _sex(text: str, name: str) -> str | None:
    """ "f" or "m" where the text says so ("Chloe and her intern", "Sam (she/her)", "his
    brother Daniel"), else None."""
    name = re.escape(name)
    said = [
        k
        for k, pos, sub, rel in (("f", "her", "she", _SEX["f"]), ("m", "his", "he", _SEX["m"]))
        if re.search(
            rf"\b{name}\s+(?:and|&)\s+{pos}\b|\b{name}\s*\({sub}\b|\b(?:{rel}),?\s+{name}\b", text
        )
    ]
    return said[0] if len(said) == 1 else None


def _outside(m: re.Match[str], g: int, spans: Sequence[tuple[int, int]]) -> bool:
    return not any(s < m.end(g) and m.start(g) < e for s, e in spans)


def _subjects(
    text: str, low: str, spans: Sequence[tuple[int, int]], t: str
) -> list[tuple[int, int]]:
    """A person named as a sentence's subject: (position, 0 someone else, 1 the target, 2
    the target singled out among namesakes: "the one you're asking about")."""
    e = re.escape(t)  # a name is text, never a pattern
    many = rf"\b(?:two|three|four|both|several)\s+{e}(?:e?s)\b"
    sur = set(re.findall(rf"\b{e}[ \t]+(?!(?:and|or|is|was)\b)([A-Z][a-z]+)", text))
    twins = len(sur) > 1 or bool(re.search(many, text, re.I))  # namesakes
    out = [(y.start(), 2 * (y[1] is None)) for y in _YOURS.finditer(low)] if twins else []
    for m in _SUBJECT.finditer(text):
        if not _outside(m, 1, spans):
            continue
        a = _sentence_start(low, m.start())
        yours = any(y[1] is None for y in _YOURS.finditer(low, max(a, m.start() - 60), m.end()))
        own = t in (m[1], m[2]) and not m[3] and (yours or not twins)
        own = own or bool(re.search(rf"\b{e}\s+(?:and|&)\s+\Z", text[a : m.start()]))
        # (the target joined on after the place: "Priya is in X, and David too / and so is David")
        also = rf"\band\s+(?:so\s+(?:is|does|has)\s+{e}\b|{e},?\s+(?:(?:is|does|has)\s+)?(?:too|also|as\s+well)\b)"
        own = own or bool(re.search(also, re.split(r"[.!?\n]", text[m.end() : m.end() + 120])[0]))
        out.append((m.start(), own + (twins and own)))
    return out


def _pronoun(
    text: str, low: str, p: re.Match[str], people: dict[str, int], t: str | None
) -> int | None:
    """Whom a sentence's opening pronoun stands for: 0 no one (two people it could be, or
    someone else), 1 or 2 the target, None where the reader cannot say (one person named)."""
    want = {"she": "f", "he": "m"}.get(p[1])
    b = _sentence_end(low, p.end())
    can = [n for n, at in people.items() if at < p.start(1) and _sex(text, n) in (None, want)]
    if t and t not in can and re.search(rf"\b{re.escape(t)}\b", text[: p.start(1)]):
        can.append(t)
    known = [n for n in can if _sex(text, n) == want]
    other = "he" if want == "f" else "she"
    if len(known) == 1 and re.search(rf"\b{other}\b", low[p.end() : b]):
        can = known  # "She's on X; he runs Y": two people, and the text says which is she
    meant = _MEANT.search(text, p.end(), b)
    said = bool(meant) or len(known) == 1
    if meant and (meant[1] or meant[2]) in people:
        can = [meant[1] or meant[2]]
    elif re.match(r"\s*(?:herself|himself)\b", low[p.end() :]):
        can, said = can[:1], True  # "She herself is on X": the one the others were named beside
    if len(can) > 1:
        return 0
    return (can[0] == t) * (1 + bool(meant)) if t and said and can else None


def _events(
    text: str, low: str, spans: Sequence[tuple[int, int]], target: str | None
) -> list[tuple[int, int]]:
    """Where a sentence turns to a person: (position, 0 someone else or no one, 1 the target,
    2 the target as the text singles it out). Without ``target`` only a pronoun that could
    stand for two people is read."""
    people: dict[str, int] = {}
    for m in itertools.chain(_KIN.finditer(text), _SUBJECT.finditer(text)):
        for g in range(1, 2 if m.re is _SUBJECT else 6):
            if m[g] and _outside(m, g, spans):
                people.setdefault(m[g], m.start(g))
    t = target.split()[0] if target else None
    out = _subjects(text, low, spans, t) if t else []
    for p in _PRONOUN.finditer(low):
        if (own := _pronoun(text, low, p, people, t)) is not None:
            out.append((p.start(1), own))
    return sorted(out)


# a sentence giving a unit to a person by a possessive, a relative clause or as its object ("X
# is Sam's team", "Sam's old team is X", "X: the team Sam runs", "X is where you work", "X
# employs Sam", a full name too: "X is Bob Stone's team"): it says whose the unit is, so it
# places the target only where the person is the target; anyone else's (the speaker's, the
# hearer's) is reported
_POSS = r"(?:['’]s|(?<=s)['’])[ \t]+(?:[a-z]+[ \t]+)?"
_OWNED_AFTER = re.compile(
    rf"(?:[ \t]+(?:is|was|remains)[ \t]+|[ \t]*[:,—–-][ \t]*)"
    rf"(?:(?:({_WHO})(?:[ \t]+{_WHO})?{_POSS}|(your)[ \t]+(?:[a-z]+[ \t]+)?)(?i:{_UNIT_WORDS})\b"
    rf"|(?:the[ \t]+(?i:{_UNIT_WORDS})[ \t]+(?:that[ \t]+)?|where[ \t]+)({_WHO}|I|you|we)(?:[ \t]+{_WHO})?"
    r"(?:['’](?:m|re)|[ \t]+(?:am|are|is|was|works?|sits?|runs?|leads?|heads?|manages?|belongs?))\b)"
    rf"|[ \t]+(?:has|counts|employs)[ \t]+({_WHO})\b(?!['’])"
    rf"|[ \t]+(?:is|was)[ \t]+({_WHO})(?:[ \t]+{_WHO})?(?:['’]s|(?<=s)['’])(?=[ \t]*(?:[.!;,)]|\Z))"
)
_OWNED_BEFORE = re.compile(
    rf"(?:(?i:that|it)(?:['’]s|[ \t]+is)[ \t]+)?({_WHO}){_POSS}(?i:{_UNIT_WORDS})"
    r"(?:[ \t]+(?:is|was)[ \t]+(?:the[ \t]+)?|[ \t]*[:—–-][ \t]*)\Z"
)


def _owner(text: str, low: str, spans: Sequence[tuple[int, int]], s: int, e: int) -> str | None:
    """The person a sentence opening on the mention at ``s``-``e`` gives its unit to."""
    a, c = _sentence_start(low, s, ".!?\n;:"), _sentence_start(low, s, ".!?\n;")
    m = _OWNED_AFTER.match(text, e) if s - a < 12 and not text[a:s].strip(" \t*_\"'") else None
    if m is None and s - c <= 80:  # (a label before it is short: no scan of a long sentence)
        m = _OWNED_BEFORE.search(text, c, s)
        m = None if m is None or text[c : m.start()].strip(" \t*_\"'") else m
    g = (m.lastindex or 1) if m else 0
    return None if m is None or any(x < m.end(g) and m.start(g) < y for x, y in spans) else m[g]


def _people(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """A sentence whose subject is a person other than the target, or a pronoun
    that could stand for two people, places no one: its values from there to the next person
    or the sentence's end are reported; of namesakes only the one tied to the question's."""
    events = [] if _SHARED.search(low) else _events(text, low, spans, target)
    for k, (at, own) in enumerate(events):
        b = _sentence_end(low, at)
        b = min(b, events[k + 1][0]) if k + 1 < len(events) else b
        told = own == 2 and any(x == "rep" and at - 80 < t0 < b for t0, _, x in _scan(low)[0])
        for i, (s, _) in enumerate(spans):
            if at <= s < b and not own:
                out[i] = max(out[i], Role.REPORTED)
            elif at <= s < b and own == 2 and not told and out[i] is Role.REPORTED:
                out[i] = Role.CLAIM  # (the frame's unknown words are the singling out)
    first = target.split()[0] if target else ""
    for i, (s, e) in enumerate(spans if first else ()):
        if _owner(text, low, spans, s, e) not in (None, first):
            out[i] = max(out[i], Role.REPORTED)
    for m in _TIED.finditer(low) if first else ():
        nl = low.rfind("\n", 0, m.start())
        line = [i for i, (s, _) in enumerate(spans) if nl < s < m.start()]
        who = text[m.start(m.lastindex or 0) : m.end(m.lastindex or 0)]
        if len(line) != 1 or not who[:1].isupper():
            continue  # (a line's one value, tied to a person by name)
        if who != first:
            out[line[0]] = max(out[line[0]], Role.REPORTED)  # someone else's
        elif out[line[0]] is Role.REPORTED:
            out[line[0]] = Role.CLAIM


# a row of a table or a bulleted list that opens on another person's name ("| Bob | X |",
# "• Bob: X"): that person's values, not the target's (where the target is known; the
# attackers and the judge always pass it)
_PERSON_ROW = re.compile(
    r"^[ \t]*(?:\|[ \t]*|[•·][ \t]*)\**([A-Z][a-z]+)\**[ \t]*(?:\||:|—|–)", re.M
)


def _rows_of_others(text: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None) -> None:  # fmt: skip
    """The values on a table row or a bullet that opens on a person other than the target are
    that person's (``REPORTED``); a row naming no person, or the target, is left as read."""
    first = target.split()[0] if target else None
    for m in (
        _PERSON_ROW.finditer(text) if first and ("|" in text or "•" in text or "·" in text) else ()
    ):
        who = m[1]
        if (
            who == first
            or who.lower() in _KEYS_OR_FRAME
            or any(s <= m.start(1) < e for s, e in spans)
        ):
            continue
        end = text.find("\n", m.end())
        _lift(out, spans, m.end(), end if end >= 0 else len(text), Role.REPORTED)


# a line's one value tied to a person after it ("X — new-logo deals. Diana's team.",
# "X — payroll; that's where Sarah is", "X — hosting; Zara is on this one"): a glossary's entry,
# the target's claim, anyone else's reported; the tie on the value's own line (a tie on a line
# of its own after a list could be any entry's)
_TIED = re.compile(
    r"[.;][ \t]+(?:that's\s+)?([a-z][\w'-]*)'s\s+(?:own\s+)?(?:team|project|unit|group|squad)\b(?:,\s*by\s+the\s+way)?"
    r"[ \t]*[.!]?[ \t]*$|[.;][ \t]+that's\s+where\s+([a-z][\w'-]*)\s+(?:is|sits|works)[ \t]*[.!]?[ \t]*$"
    r"|[.;][ \t]+([a-z][\w'-]*)\s+is\s+on\s+this\s+one[ \t]*[.!]?[ \t]*$",
    re.M,
)


# a description identified as a person ("The Moreau on X is Sam Moreau", "the one in
# X was Ana"): its values are that person's, claimed only if the person is the target
_IDENTIFIED = re.compile(
    r"\b[Tt]he\s+(?:[\w-]+\s+){0,2}?(?:on|in|at|from|with)\s+[^.;!?\n]{1,60}?\s+(?:is|was|=)\s+([A-Z][a-z]+)\b"
)


def _identified(
    text: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    first = target.split()[0] if target else None
    # the safety net: a clause refusing to place the target by name ("David I'm not placing",
    # "as for David, I won't say", "no comment on David"): nothing in the text is the target's
    name = re.escape(first or "")
    net = first and re.search(
        rf"\b{name}\b[^.;!?\n]{{0,30}}?(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+)?(?:plac|say|tell|nam|comment|shar)\w*"
        rf"(?![^.;!?\n]*\b(?:team|division|department|project|unit|group|rest)s?\b)|\b(?:no\s+comment|(?:not|n't)\s+"
        rf"(?:plac|say|tell|nam|shar)\w*)\s+(?:on|about|for)?\s*{name}\b",
        text,
        re.I,
    )
    if net:
        out[:] = [max(r, Role.REPORTED) for r in out]
    for m in _IDENTIFIED.finditer(text):
        if m[1] != first and m.start(1) not in {s for s, _ in spans}:
            _lift(out, spans, m.start() + 1, m.start(1), Role.REPORTED)


# a value the text names but leaves unsettled: the target placed by a property
# ("on the biggest one"), namesakes never told apart, a report tacked on ("X - is what the
# request said", "X, or so the chart says"), a second value ("except when she's on Y", "she
# loves it at Y, too"), a past answer ("Did she ever work on X? Yes"), another's after a refusal
_SUP = r"(?:(?!(?:r|w|t|inter|requ|gu|qu|cont|for|ch|n|p|v|z|cr|arr|sugg)est\b)\w+est|most|least|older|newer|younger|bigger|smaller|larger)\b"  # fmt: skip
_UNSETTLED = re.compile(
    rf"(?P<sup>(?:\b(?:is|'s|are|sits|works)\s+(?:on|in|at|with|under|part\s+of)|\bjoined|(?:'s|\bhers|\bhis|\btheirs|(?:'s|\bher|\bhis|\btheir)\s+(?:team|department|division|group|unit|project))\s+is)\s+the\s+(?:very\s+)?(?P<word>{_SUP}))(?P<gloss>(?:\s+[a-z]+){{0,2}}\s*(?:[,:(]|[—–-]+)\s*)?"
    r"|(?P<told>(?:,|\s[—–-]+)\s*(?:(?:is|was|that's|that\s+is)\s+)?what\s+(?!i\b|we\b)[\w\s'-]{0,30}?\b(?:said|says|showed|shows|listed|lists|claimed|claims|read|reads)\b"
    r"|,\s*(?:going|judging)\s+(?:by|from)\s+[^.!?\n]{0,40}?\b(?:last\s+(?:year|month)|old|outdated|stale|(?:19|20)\d\d)\b"
    r"|,\s*or\s+so\s+(?!i\b|we\b)[\w\s'-]{0,40}?\b(?:says|said|claims|claimed|tells\s+me|told\s+me|goes|went|has\s+it)\b)(?![^.!?\n]*\b(?:right|correct|true|accurate)\b)"
    r"|(?P<also>\b(?:except|unless|other\s+than)\s+(?:[\w\s]{0,20}?\s)?(?:when|if|where)\s+(?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+(?:on|in|at|with)\s+(?:the\s+)?"
    r"|\b(?:she|he|they)\s+(?:\w+\s+){0,2}(?:it|working|being)\s+(?:on|in|at|with)\s+(?:the\s+)?(?=[^.;!?\n]{1,40}?,?\s+(?:too|as\s+well)\b))"
    r"|(?P<past>\b(?:did|was|were|has|had)\s+(?!you\b)[a-z]+\s+(?:ever|once)\b[^.!?\n]*\?|\buse[d]?\s+to\b[^.!?\n]*\?|\b(?:before|previously|formerly|originally|back\s+then|last\s+(?:year|month|week|quarter)|in\s+(?:19|20)\d\d|(?:years?|months?)\s+ago)\s*\?)"
    rf"|(?P<rel>\b(?:her|his|their|\w+'s)\s+(?:{_REL})s?\s*\?)"
)
_CLAUSE_END = re.compile(r"[\s*_]*(?:[.,;:!)\n]|\Z|\s[—–-])")
_OWNER = re.compile(r"\b([A-Z][a-z]+)['’]s\s+(?:\w+\s+)?(?:is|are)\b")
_TWINS = re.compile(r"\b(?:[Tt]wo|[Tt]hree|[Ss]everal)\s+[A-Z][a-z]+(?:es|s)\b(?![ \t]+[A-Za-z]+s\b)|\b(?:[Tt]wo|[Tt]hree|[Ss]everal|[Bb]oth)\s+(?:(?:people|persons|folks|employees|colleagues|guys|women|men)\s+)?(?:called|named)\b|\bnamesakes\b|\b[Ww]hich\s+" + _WHO + r"\s*\?")  # fmt: skip
_REFUSED_NAME = re.compile(r"(?:n't|\bnot|\bnever)\s+(?:\w+\s+){0,3}?(?:name|say|tell|share|give|reveal)\s+(?:you\s+)?([A-Z][a-z]+)['’]s\b")  # fmt: skip
_RANK = dict.fromkeys(_set("biggest largest bigger larger most newest newer youngest younger latest highest"), max) | dict.fromkeys(_set("smallest smaller fewest least oldest older lowest"), min)  # fmt: skip
_FIGURE = re.compile(r"[^\d.!?]{0,30}?(\d[\d,]*)")
_PLACED_END = re.compile(r"[:;(—–.!?\n]|\s-\s")


def _by_figures(
    low: str,
    spans: Sequence[tuple[int, int]],
    out: list[Role],
    m: re.Match[str],
    a: int,
    target: str | None,
) -> None:
    """The speaker's figures ("A (12 people), B (5)") rank the names for the target (or a pronoun):
    the one with the property is claimed, the others reported; else all are candidates. A name
    in the phrase ("the biggest team in X", "..., X") or before it in its sentence stays."""
    stop = next((x.start() for x in _PLACED_END.finditer(low, m.end())), len(low))

    def in_phrase(s: int, e: int) -> bool:  # before it in its sentence, or named in it
        if m["gloss"]:
            return a <= s < m.start() or (s == m.end() and bool(_CLAUSE_END.match(low, e)))
        return a <= s < m.start() or m.end() <= s < stop

    free = [i for i, (s, e) in enumerate(spans) if out[i] <= Role.UNSURE and not in_phrase(s, e)]
    n = {
        i: int(f[1].replace(",", ""))
        for i in free
        if (f := _FIGURE.match(low, spans[i][1], ([s for s, _ in spans[1:]] + [len(low)])[i]))
    }
    mine = re.search(
        rf"\b(?:she|he|they|her|his|their|{re.escape((target or 'she').split()[0].lower())})\b",
        low[a : m.start()],
    )
    ranked = mine and len(n) == len(free) > 1 and max(out[i] for i in n) <= Role.REPORTED
    reported = any(x == "rep" for _, _, x in _scan(low)[0])  # the figures are someone's word
    rank = _RANK.get(m["word"]) if ranked and not reported else None
    pick = rank(n, key=n.__getitem__) if rank else None
    one = pick is not None and list(n.values()).count(n[pick]) == 1
    for i in free:
        if one:
            out[i] = Role.CLAIM if i == pick else Role.REPORTED
        elif out[i] is Role.CLAIM:
            out[i] = Role.UNSURE


def _unsettled(
    text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """Values the text names but leaves unsettled (see ``_UNSETTLED``)."""
    for m in _UNSETTLED.finditer(low):
        a = _sentence_start(low, m.start())
        if m["sup"]:
            _by_figures(low, spans, out, m, a, target)
        for i, (s, _) in enumerate(spans):
            if m["told"] and a <= s < m.start():
                out[i] = max(out[i], Role.REPORTED)
            elif m["also"] and s == m.end() and (out[i] <= Role.UNSURE or out[i] is Role.DENIED):
                out[i] = Role.UNSURE
            elif m["past"] and a <= s < m.end() and out[i] is Role.CLAIM:
                out[i] = Role.EARLIER
            elif m["rel"] and m.end() <= s < _next_stop(low, m.end()):  # "Her boss? X." is his
                out[i] = max(out[i], Role.REPORTED)
    told_apart = _YOURS.search(low) or re.search(r"\bthe\s+one\s+(?:i|we)\s+mean", low)
    if _TWINS.search(text) and not told_apart:
        out[:] = [Role.REPORTED if r is Role.CLAIM else r for r in out]
    for m in _OWNER.finditer(text, who.end()) if (who := _REFUSED_NAME.search(text)) else ():
        if m[1] not in (who[1], *(target or "").split()[:1]):
            _lift(out, spans, m.end(), _next_stop(low, m.end()), Role.REPORTED)


def _scoped(text: str, low: str, spans: Sequence[tuple[int, int]], words: frozenset[str]) -> list[Role]:  # fmt: skip
    """R1-R11: each mention's role from the triggers whose scope covers it."""
    triggers, word_cuts, contrast = _scan(low)
    plain = not triggers and "?" not in low and "respectively" not in low
    plain = plain and not any(
        _placing(low, e) or _KIND_BEFORE.search(low, max(0, s - 60), s) for s, e in spans
    )  # R3b
    # (only the sentences that hold a mention matter: R11 reads no further)
    a = _sentence_start(low, spans[0][0])
    b = _sentence_end(low, spans[-1][1])
    if plain and _known(text, spans, a, b, words):
        # the common case: nothing to scope, and every word a frame's (R11)
        return [_quoted(text, low, s, e) for s, e in spans]
    if not triggers:
        triggers, word_cuts, contrast = _scan(low, cut=True)
    return _Scope(text, low, spans, triggers, word_cuts, contrast, words).roles()


def _listed(text: str, low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """R10: a status mark where the mention stands; R14: an open list ("Alpha, Beta,
    Gamma...", "A, B, etc.") gives examples."""
    for i, (s, e) in enumerate(spans):
        out[i] = _marked(text, low, s, e, out[i])
        j = i
        while (
            j and _OPEN_END.match(low, e) and LIST_GAP.fullmatch(low, spans[j - 1][1], spans[j][0])
        ):
            j -= 1
        if j < i:
            out[j : i + 1] = [max(r, Role.UNSURE) for r in out[j : i + 1]]


def _chances(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """A probability below a half given to a value doubts it; one of 0 denies it."""
    scopes = [(m.start(1), m.end(1), float(m.group(2))) for m in _CHANCE.finditer(low)] if "(" in low or "[" in low else []  # fmt: skip
    cents = list(_PERCENT.finditer(low))
    ends = [e for _, e in spans]
    for k, m in enumerate(cents):
        p = float(m[1]) / 100 if m[1] else float(m[4]) if m[4] else int(m[2]) / int(m[3])
        nxt = cents[k + 1].start() if k + 1 < len(cents) else len(low)
        stop = _SENTENCE.search(low, m.end(), nxt)
        j = bisect_right(ends, m.start()) - 1  # the value right before it: "X at 30%"
        if j >= 0 and _PERCENT_OF.fullmatch(low, ends[j], m.start()):
            scopes.append((*spans[j], p))
        elif not m[4]:
            scopes.append((m.end(), stop.start() if stop else nxt, p))
    for a, b, p in scopes:
        for i, (s, e) in enumerate(spans):
            if a <= s and e <= b and p < 0.5:
                out[i] = max(out[i], Role.DENIED if p == 0 else Role.UNSURE)


# a list's lead-in that says its items are past or not the target's ("his old repos, oldest
# first: 3. X 2. Y", "Teams she is NOT on: X, Y")
_PLURAL = r"(?:teams|groups|divisions|departments|units|projects|repos|squads|labs|orgs|companies)"
_HEADING = re.compile(
    rf"\b(?:(old|former|previous|past|earlier)\s+{_PLURAL}|{_PLURAL}\s+(?:\w+\s+)?(?:is|are|was|were)\s*"
    r"(?:not|n't|never)\s+(?:on|in|at|with|part\s+of))\b[^:\n.!?]{0,40}:"
)
_LIST_END = re.compile(r"(?<!\d)[.!?;]|\n")  # (not a numbered item's "2.")
# R6b, a time other than now: a sentence anchored to a date in any format ("1 January 2022",
# "2022-01-01", "Q3 2027", "FY24"), to "when she joined", "at the time", "back then", "years ago": a value
# whose clause is past ("was assigned"), or that a later time or a withholding follows ("I make
# no statement about today", "no later scans"), is a past value unless its sentence says now
_WHEN = re.compile(
    r"(?<![\w-])(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d(?:-\d\d){0,2}|q[1-4]\s?'?(?:20)?\d\d"
    r"|fy\s?'?\d\d(?:\d\d)?|when\s+(?:[\w']+\s+){1,2}?(?:first\s+)?(?:joined|started|arrived|began)|at\s+the\s+time"
    r"|back\s+then|in\s+those\s+days"
    # (a time years gone, undated: "Years back, she had a desk in X. Who knows now.")
    r"|(?:years|decades|ages|long|way)\s+(?:back|ago)|a\s+long\s+time\s+ago)(?![\w-])"
)
_LATER = re.compile(
    r"\b(?:since\s+then|after\s+that|these\s+days|nowadays|today|now|a\s+lot\s+(?:has\s+)?(?:happened|changed)"
    r"|no\s+(?:later|newer|more\s+recent)|that\s+was\s+then|things\s+(?:may\s+|might\s+)?(?:have\s+)?changed)\b"
)
_FORMERLY = re.compile(
    r"[ \t]?[,(—–-]?[ \t]?(?:formerly|previously|once)\s+(?:hers|his|theirs|[a-z]+'s)\b"
)  # "X, formerly Sam's"
_PAST_VERB = re.compile(r"\b(?:was|were|had|\w{3,}ed)\b")
_STILL = re.compile(
    _NOW.pattern + r"|\b(?:has|have|'s|'ve)\s+(?:been|stayed|remained)\b"
)  # (a present perfect reaches now: "moved to X two years ago and has stayed put")


def _histories(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """R6: in a dated history (two lines or more that open with a date) every entry but the
    last is a past value, and the last is only a candidate unless it reaches now; after a
    list's lead-in (``_HEADING``) the items in its sentence are past values, or denied; so are
    the values of a sentence anchored to a time other than now (``_WHEN``), R6b."""
    for m in _HEADING.finditer(low) if ":" in low else ():
        end = stop.start() if (stop := _LIST_END.search(low, m.end())) else len(low)
        _lift(out, spans, m.end(), end, Role.EARLIER if m[1] else Role.DENIED)
    for i, (_, e) in enumerate(spans):
        out[i] = max(out[i], Role.EARLIER) if _FORMERLY.match(low, e) else out[i]
    later, ends, cuts, seen = -1, [], [], set()  # (found once, on the first date: linear)
    for m in _WHEN.finditer(low):
        j = bisect_right(spans, (m.start(), len(low) + 1)) - 1  # the last name starting before
        if j >= 0 and m.start() < spans[j][1]:
            continue  # (a year inside a name)
        if later < 0:
            later = max((x.end() for x in _LATER.finditer(low)), default=0)
            ends, cuts = [x.end() for x in _SENTENCE.finditer(low)], _cuts(_CLAUSE, low, spans)
        k = bisect_right(ends, m.start())
        a, b = ends[k - 1] if k else 0, ends[k] if k < len(ends) else len(low)
        if k in seen or _STILL.search(low, a, b):
            continue
        seen.add(k)  # (each sentence once)
        for i in range(bisect_left(spans, (a,)), bisect_left(spans, (b,))):  # (its sentence's)
            s = spans[i][0]
            cl_a = max([a, *(c for c in cuts[bisect_left(cuts, s) - 1 : bisect_left(cuts, s)])])
            if later > b or _PAST_VERB.search(low, cl_a, s):
                out[i] = max(out[i], Role.EARLIER)
    dated = list(_DATED.finditer(low)) if "\n" in low else []
    if len(dated) < 2:
        return
    last = dated[-1].start()
    end = _line_end(low, last)
    _lift(out, spans, dated[0].start(), last, Role.EARLIER)
    if not _NOW.search(low, last, end):
        _lift(out, spans, last, end, Role.UNSURE)


def _inventories(
    low: str, spans: Sequence[tuple[int, int]], out: list[Role], target: str | None
) -> None:
    """R3b: a unit that is the subject of an inventory, and the names listed after it in
    its sentence, say how the organisation is laid out, not where the target is; so does a
    unit that units are counted in ("There are three teams in X: A, B and C")."""
    on_it = [m.start() for m in _ON_IT.finditer(low)][-1:] or [-1]  # (once: the last "on it")
    for k, (s, e) in enumerate(spans):
        counted = _COUNTED_IN.search(low, max(0, s - 80), s) or _COUNTS_IN.match(low, e)
        has = _HAS.match(low, e)  # "(Yes,) X has A and B": the names listed right after it
        listed = has is not None and k + 1 < len(spans) and spans[k + 1][0] == has.end()
        if (last := _UNIT_LAST.search(low, max(0, s - 80), s)) and _IS_LISTED.match(low, e):
            a = _sentence_start(low, s, ".!?\n:;,")
            counted = counted or (on_it[0] < e and _SUBJECT_LEAD.match(low[a : last.start()]))
        if _AMONG.match(low, e) and (every := _ALL_UNITS.search(low, max(0, s - 100), s)):
            _lift(out, spans, every.start(), e, Role.ABOUT)
        owns = on_it[0] < e and "owns" in low[max(0, s - 12) : s]  # ("Y owns X; T is there")
        if listed and has[1]:  # type: ignore[index]
            listed = on_it[0] < e
            lead = low[_sentence_start(low, s, ".!?\n:;,") : s]
            counted = counted or (listed and _SUBJECT_LEAD.match(lead))
        if owns and _OWNING.fullmatch(lead := low[_sentence_start(low, s, ".!?\n,;") : s]):
            counted = counted or not target or target.lower() not in lead
        if not counted and not (
            (_INVENTORY.match(low, e) or listed)
            and _SUBJECT_LEAD.match(low[_sentence_start(low, s, ".!?\n:;" + "," * listed) : s])
        ):
            continue
        end = _SENTENCE.search(low, e)
        b = end.start() if end else len(low)
        stop = _PLACED_NEXT.search(low, e, b)  # a clause that places someone: "..., and she's on Y"
        _lift(out, spans, s, stop.start() if stop else b, Role.ABOUT)
        if not counted:
            return


def _vouched(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """R9: a quoted block (lines opening with ">") or a code block that the speaker vouches
    for in the line introducing it or the first line after it ("..., which is accurate:",
    "Still true today."): what it reports is claimed; in a pasted chat only the speaker's own
    turns ("> **me:** X") and what a "yes" turn of the speaker confirms."""
    for b in _BLOCK.finditer(low) if ">" in low or "```" in low else ():
        if not _owned(low, spans, [b.span()]):
            continue
        lines = [(b.start() + m.start(), b.start() + m.end()) for m in re.finditer(r"[^\n]+", b[0])]
        turns = [_TURN.match(low, a, e) for a, e in lines]
        for k, ((a, e), turn) in enumerate(zip(lines, turns, strict=True)):
            mine = turn is not None and turn[1] == "me"
            own = [(a, e, (Role.REPORTED,))] if mine or not any(turns) else []
            if mine and k and _YES.match(low, turn.end()):  # type: ignore[union-attr]
                own.append((*lines[k - 1], (Role.REPORTED, Role.ASKED)))  # what "yes" confirms
            for i, (s, _) in enumerate(spans):
                if any(x <= s < y and out[i] in lift for x, y, lift in own):
                    out[i] = Role.CLAIM


def _echoes(low: str, spans: Sequence[tuple[int, int]], out: list[Role]) -> None:
    """An echo: a name alone repeating one asked ("X? Hmm. X.") is asked too."""
    asked: dict[str, int] = {}  # where each name is first asked ("X, you say?"): one search a name
    for i, (s, e) in enumerate(spans):
        k = s  # back over the spaces, "*" and "_" before it (runs between two names: linear)
        while k and low[k - 1] != "\n" and (low[k - 1] in "*_" or low[k - 1].isspace()):
            k -= 1
        if (not k or low[k - 1] in ".!?\n") and _ALONE_AFTER.match(low, e):
            if (name := low[s:e]) not in asked:
                m = re.search(rf"(?<!\w){re.escape(name)}(?!\w)[^.!?\n]{{0,30}}\?", low)
                asked[name] = m.end() if m else len(low) + 1
            out[i] = max(out[i], Role.ASKED if asked[name] <= s else out[i])


class _Scope:
    """One text's sentences, clauses and segments, and the roles its triggers give."""

    def __init__(self, text: str, low: str, spans: Sequence[tuple[int, int]],
                 triggers: list[_Trigger], word_cuts: list[int], contrast: list[int], words=frozenset()) -> None:  # fmt: skip
        self.text, self.low, self.spans, self.triggers = text, low, spans, triggers
        self.words = words | _UNITS
        self.ends = ends = _cuts(_SENTENCE, low, spans)
        if not ends or ends[-1] < len(low):
            ends.append(len(low))
        clause_cuts = _cuts(_CLAUSE, low, spans)
        self.cuts = sorted({*clause_cuts, *word_cuts, *ends})
        # R8, R9: segments end at sentence ends, ";" and contrast words
        self.segs = sorted({0, *ends, *contrast, *(c for c in clause_cuts if low[c] == ";")})
        self.firsts = [s for s, _ in spans]
        # _known's frames by sentence start and clause end, _framed's words by clause
        self.frames: dict[tuple[int, int], _Frame] = {}
        self.rests: dict[tuple[int, int], set[str]] = {}

    def _around(self, at: int, cuts: list[int]) -> tuple[int, int]:
        k = bisect_right(cuts, at)
        return (cuts[k - 1] if k else 0), (cuts[k] if k < len(cuts) else len(self.low))

    def roles(self) -> list[Role]:
        low, starts, out = self.low, [t[0] for t in self.triggers], []
        for i, (s, e) in enumerate(self.spans):
            sent = self._around(s, self.ends)
            if _asked(low, *sent):  # (a note's path "out: A / B / C? D?": C a candidate)
                q = low.rfind("?", sent[0], sent[1])  # (the "?" right after a value of it)
                pathed = _NOTE_PATH.match(low, sent[0], q + 1) and any(y == q for _, y in self.spans)  # fmt: skip
                if not pathed or low[e : e + 1] == "?":
                    out.append(Role.UNSURE if pathed else Role.ASKED)
                    continue
            a, b = self._around(s, self.cuts)
            # only the triggers of its sentence can reach it
            mine = self.triggers[bisect_left(starts, sent[0]) : bisect_left(starts, sent[1])]
            role = max(self._role(i, (max(a, sent[0]), b), sent, mine, out), _quoted(self.text, low, s, e))  # fmt: skip
            framed = role is not Role.CLAIM or self._framed(max(a, sent[0]), b, s, out)
            if len(out) == i:  # (unless the frame gave it the role of the name it goes on from)
                out.append(role if framed else Role.REPORTED)
        self._segments(out)
        self._respectively(out)
        return out

    def _role(self, i: int, clause: tuple[int, int], sent: tuple[int, int],
              triggers: list[_Trigger], before: list[Role]) -> Role:  # fmt: skip
        s = self.spans[i][0]
        role = Role.CLAIM
        negs: list[str] = []
        tie = False  # "nothing to do with X" among the negations
        for t0, t1, kind in triggers:
            if kind == "cond":  # (not the "if" of "wouldn't be shocked if it were Y": a rival)
                if self._supposes(t0, t1, s, clause) and not any(
                    k == "unsure" and a < t0 < b for a, b, k in triggers
                ):
                    return Role.SUPPOSED
                continue
            if kind == "neg" and any(k == "unsure" and 0 <= a - t1 <= 5 for a, _, k in triggers):
                continue  # "wouldn't be shocked if it were Y": the negation is the surprise's
            ahead = clause[0] <= t0 and t1 <= s  # a trigger earlier in the clause
            label = self._label(t0, t1, s, sent[0])
            if kind in ("neg", "neg2", "exc"):  # a negation to count (R2)
                if kind == "neg" and self._corrects(t0, t1, i):
                    continue
                if self._reaches(t0, t1, s, clause[0], sent[0], ahead or label):
                    negs.append(kind)
                    tie = tie or bool(_TIE.match(self.low, t0))
            elif kind == "rej" and label:  # "Wrong answers: A, B"
                negs.append("neg")
            elif kind != "rej":
                role = max(role, self._kind_role(kind, (t0, t1, s), clause, ahead, label, before))
        # R2: a second negation cancels the first only where one of them is "not true that",
        # "no way" or an exception ("not in any team other than X"); "not A and not B" denies both
        if negs and (len(negs) % 2 or len(negs) < 2 or all(k == "neg" for k in negs)):
            role = max(role, Role.DENIED)
        elif tie and negs:  # "I'd be lying if I said she had nothing to do with X": a tie, no place
            role = max(role, Role.UNSURE)
        return role if role >= Role.DENIED else self._subject(i, clause[0], before, role)

    def _corrects(self, t0: int, t1: int, i: int) -> bool:
        """R2: "not X, Y." ends the sentence on the value that replaces X: the negation
        reaches X alone (not "not X, Y or Z", "not in X, Y", "not X, Y, Z"); so does "Not X:"
        or "Not X -" opening its sentence, whatever clause follows (not "... Y either")."""
        low, spans = self.low, self.spans
        j = bisect_left(spans, (t1,))  # the mention the negation stands before
        if not i or j >= i or low[t0:t1] != "not" or low[t1 : spans[j][0]].strip():
            return False
        opens = not low[_sentence_start(low, t0) : t0].strip(" \t*_")  # "Not X:" opens its sentence
        if opens and _OPENS_CORRECTION.match(low, spans[j][1]):
            return not _EITHER.search(low, spans[j][1], _sentence_end(low, t0))
        gap = low[spans[i - 1][1] : spans[i][0]].strip()
        return j == i - 1 and gap == "," and bool(_CORRECTED.match(low, spans[i][1]))

    def _supposes(self, t0: int, t1: int, s: int, clause: tuple[int, int]) -> bool:
        """R5: after "if", unless the speaker's own pick; before it, if modal."""
        low, (cl_a, cl_b) = self.low, clause
        if t0 < s:  # (a refused premise is no fallback: "If I were X, and I'm not, I'd say Y")
            fallback = _NEG.search(low, t1, cl_a) and not _PREMISE_REFUSED.search(low, t1, cl_a)
            return not (cl_a >= t1 and _PICK.match(low, cl_a) and fallback)
        return t0 > s and bool(_MODAL.search(low, cl_a, cl_b) or not low[cl_b:t0].strip(" ,—–-"))

    def _label(self, t0: int, t1: int, s: int, sa: int) -> bool:
        """R2: whether the trigger at ``t0:t1`` opens a short label before a colon (a negation
        in one reaches past its colon: "Ruled out: A, B")."""
        low = self.low
        colon = low.find(":", t1, s) if t1 <= s else -1
        if not (0 <= colon - t1 <= 30 and len(low[sa:t0].split()) <= 3):
            return False
        # (not past a contrast: "I shouldn't, but fine: X" gives X)
        return " but " not in low[t1:colon] and not (colon == t1 and low.startswith("n't", t0))

    def _kind_role(self, kind: str, at: tuple[int, int, int], clause: tuple[int, int], ahead: bool,
                   label: bool, before: list[Role]) -> Role:  # fmt: skip
        """The role a trigger that is no negation gives the mention at ``s``."""
        (t0, t1, s), low, (cl_a, cl_b) = at, self.low, clause
        near = t1 <= s <= t1 + 6
        if kind == "so":  # "and so are X's": X is the subject the speaker compares, no place
            return Role.CLAIM if not near else Role.DENIED if Role.DENIED in before else Role.ABOUT
        if kind == "too":  # "so does X": the role of the value before it, none if none came
            return (before[-1] if before else Role.REPORTED) if near else Role.CLAIM
        if kind == "rel":  # the relative clause's values are the other person's
            return Role.REPORTED if cl_a <= t1 <= s else Role.CLAIM
        if kind == "future":  # a value still to come, anywhere in the sentence
            return Role.SUPPOSED
        if kind == "past":
            to = _TO.search(low, t1, cl_b) if low.startswith(("from", "out"), t0) else None
            return Role.PAST if ahead and (to is None or s < to.start()) else Role.CLAIM  # R6
        got = dict(save=Role.DENIED, unsure=Role.UNSURE, doubt=Role.UNSURE, ended=Role.EARLIER,
                   alt=Role.UNSURE, ought=Role.SUPPOSED, seat=Role.REPORTED)  # fmt: skip
        if kind in got and cl_a <= t0 < cl_b:  # R2 (save); R4; R6; "Or Y."; an opinion; a seat
            return got[kind]
        return Role.EARLIER if kind == "soft" and (ahead or label) else Role.CLAIM  # R6

    def _reaches(self, t0: int, t1: int, s: int, cl_a: int, sa: int, near: bool) -> bool:
        """R2: whether the negation at ``t0:t1`` reaches the mention at ``s`` (``near``: it
        comes earlier in the clause, or in a short label before a colon)."""
        low = self.low  # a sentence-opening "nor" or "neither": to the next ";" or the end
        opens = low[t0 : t0 + 3] in ("nor", "nei") and not low[sa:t0].strip(" \t\n*-\"'")
        # "is not, and never was, in X": the predicate the aside cut off still negated
        split = t1 <= s and _SPLIT.match(low, t1) and _RESUMED.fullmatch(low, cl_a, s)
        # ("Neither A nor B - C": the dash ends it)
        reach = near or split or (opens and not _OPEN_STOP.search(low, t0, s))
        # "didn't buy it and left with X": a negation whose object is a pronoun ends there
        return bool(reach) and not (cl_a <= t0 and t1 <= s and _DONE.match(low, t1, s))

    def _subject(self, i: int, cl_a: int, before: list[Role], role: Role) -> Role:
        """R3 and R3b: the mention as the subject of a denial or of a placing verb, or the
        place such a subject is put under."""
        low, spans, s = self.low, self.spans, self.spans[i][0]
        j = i  # the subject may be a list: "Kernel and Storage are out"
        while j + 1 < len(spans) and LIST_GAP.fullmatch(low, spans[j][1], spans[j + 1][0]):
            j += 1
        end = spans[j][1]
        denied, placed = _DENIED_AFTER.match(low, end), _placing(low, end)
        if i and before[i - 1] is Role.ABOUT and not placed:  # "X is under Y, and Y under Z"
            placed = _GAPPED_UNDER.match(low, end)
        if (
            placed and placed.re is _PLACED_UNDER and placed[0].split()[-1] == "in"
        ):  # "X is in Y" only with a name after it
            k = bisect_left(self.firsts, placed.end())  # (not "'A, X' is in the old sheet")
            bare = k < len(spans) and low[placed.end() : spans[k][0]].strip() in ("", "the")
            placed = placed if bare else None
        if placed and placed.re is _TOGETHER and _BY_THEM.search(low, _next_stop(low, end)):
            placed = None  # "... she's in that division too": the target placed by them
        if denied or placed:
            lead, k = low[cl_a:s], i - 1
            while k >= 0 and spans[k][0] >= cl_a:  # other names before it in the clause
                lead = lead.replace(low[spans[k][0] : spans[k][1]], " ")
                k -= 1
            if placed and "," in lead:  # "X is part of Y, and Y is part of Z": a second subject
                lead = lead[lead.rfind(",") + 1 :]
            if _SUBJECT_LEAD.match(lead):
                return Role.DENIED if denied else Role.ABOUT  # R3, R3b
        return Role.ABOUT if self._unit_placed(i, cl_a, before) else role

    def _unit_placed(self, i: int, cl_a: int, before: list[Role]) -> bool:
        """R3b: whether the mention is named as a kind of unit ("Zephyr is a project inside
        Y") or is the place the unit named before it sits in ("X falls under Y")."""
        low, spans, s = self.low, self.spans, self.spans[i][0]
        if _KIND_BEFORE.search(low, max(0, s - 60), s):
            return True
        if not (i and before[i - 1] is Role.ABOUT):
            return False
        e = spans[i - 1][1]
        verb = _placing(low, e) or _CHAINED.match(low, e) or _GAPPED_UNDER.match(low, e)
        # (into another clause only right before the name: "..., which is part of Y")
        near = verb and (spans[i - 1][0] >= cl_a or _just_before(low, verb.end(), s))
        return bool(near and verb.end() <= s)  # type: ignore[union-attr]

    def _framed(self, a: int, b: int, s: int, out: list[Role]) -> bool:
        """R11: whether the mention at ``s`` (clause ``a:b``) stands in an assertive frame."""
        low = self.low
        rest = self.rests.get((a, b))
        if rest is None:  # (once a clause: a long one may hold many names)
            spans = self.spans[bisect_left(self.spans, (a,)) : bisect_left(self.spans, (b,))]
            inner = {w for x, y in spans for w in _TOKEN.findall(low, x, y)}
            rest = self.rests[a, b] = {
                w.removesuffix("'s") for w in _TOKEN.findall(low, a, b)
            } - inner
        if rest <= _BARE:
            a, b = self._around(s, self.segs)  # a bare name: its segment
        elif rest <= _BARE | _PREPS and a not in self.ends and Role.REPORTED <= (out or [Role.CLAIM])[-1] <= Role.SUPPOSED:  # fmt: skip
            # "X's partner is at Y, in Z", "She used to be on Y, in Z": Z goes on with the
            # predicate of the name before it, and takes its role
            if self.spans[len(out) - 1][0] >= self._around(a - 1, self.cuts)[0]:
                out.append(out[-1])
            return True
        sa = self._around(s, self.ends)[0]
        if a > sa and _opens_with_verb(low, a, s):
            a = sa  # "Chen's twin, Wei, is on X": the predicate's subject is before the comma
        return _known(self.text, self.spans, a, b, self.words, self.triggers, self.frames)

    def _segments(self, out: list[Role]) -> None:
        """R8: a report covers the rest of its segment, and what comes before when it follows
        ("She's in X, Bob says"); R9: a rejection denies, an endorsement claims, what
        comes before it in its segment, or the segment before when it opens its own."""
        # reports first: an endorsement or a rejection may come before the report it judges
        for t0, t1, kind in sorted(self.triggers, key=lambda t: t[2] != "rep"):
            if kind in ("retract", "fix", "disown", "alt", "other", "discount", "ago", "refuse"):
                self._taken_back(t0, t1, kind, out)
            elif kind == "doubt":
                self._doubted(t0, t1, out)
            elif kind == "rep":
                self._reported(t0, out)
            elif kind in ("rej", "end", "keep"):
                self._judged(t0, t1, kind, out)
            elif kind == "stay" and not self._hearsay_or_modal(t0):
                self._stayed(t0, t1, out)

    def _taken_back(self, t0: int, t1: int, kind: str, out: list[Role]) -> None:
        """R13: drop the last sentence that named something; "That's what you wrote": the
        hearer's words."""
        firsts = self.firsts
        k = bisect_left(firsts, t0)
        lo = bisect_left(firsts, self._around(firsts[k - 1], self.ends)[0]) if k else k
        if kind == "refuse":
            lo = max(lo, bisect_left(firsts, self._around(t0, self.segs)[0]))
        if kind != "fix" or bisect_left(firsts, t1) < len(firsts):  # "fix": a name next
            drop = {"disown": Role.REPORTED, "other": Role.REPORTED, "alt": Role.UNSURE,
                    "discount": Role.UNSURE, "ago": Role.EARLIER, "refuse": Role.REPORTED}.get(kind, Role.PAST)  # fmt: skip
            out[lo:k] = [max(r, drop) for r in out[lo:k]]

    def _doubted(self, t0: int, t1: int, out: list[Role]) -> None:
        """R4: a hedge naming no name nor level looks back over its segment, or the one
        before when it opens its own ("X; I don't know"); "not sure which" doubts only
        which of the candidates, not what was claimed beside them."""
        low, firsts, segs = self.low, self.firsts, self.segs
        a, _ = self._around(t0, segs)
        c, d = self._around(t0, self.cuts)
        alone = a not in self.ends and bisect_left(firsts, a) == bisect_left(firsts, c)
        lo = self._around(a - 1, segs)[0] if a and alone else a
        alt = " or " in low[lo:c] or _WHICH.match(low, t1)  # "A or B, not sure": which one
        if not alt and bisect_left(firsts, c) == bisect_left(firsts, d) and self.words.isdisjoint(_TOKEN.findall(low, c, d)):  # fmt: skip
            for i in range(bisect_left(firsts, lo), bisect_left(firsts, c)):
                out[i] = Role.UNSURE if out[i] <= Role.REPORTED else out[i]

    def _reported(self, t0: int, out: list[Role]) -> None:
        """R8: a report covers the rest of its segment, and the segment's start when it
        comes after its words."""
        a, b = self._around(t0, self.segs)
        cut = max(a, self._around(t0, self.cuts)[0])
        short = (
            len(self.low[t0:b].split()) <= 4
            or _DISTRUST.search(self.low, t0, b)
            or _SOURCE_TAIL.fullmatch(self.low, t0, b)
        )
        after = _POSTPOSED.fullmatch(self.low, cut, t0) and short
        if _WHAT.search(self.low, cut, t0):  # "what the recruiter told you": a thing, not a content
            b = min(b, self._around(t0, self.cuts)[1])
        _lift(out, self.spans, a if after else cut, b, Role.REPORTED)

    def _judged(self, t0: int, t1: int, kind: str, out: list[Role]) -> None:
        """R9: a rejection ("rej") denies, an endorsement ("end") claims, what it judges; the
        speaker's keeping its own earlier word ("keep") claims that word too."""
        low, firsts, segs = self.low, self.firsts, self.segs
        a, b = self._around(t0, segs)
        if kind != "keep" and _IFFY.search(low, max(a, self._around(t0, self.cuts)[0]), t0):
            return  # "whether it's true", "if the chatter is right", "maybe they're wrong"
        asked = _asked(low, *self._around(t0, self.ends if kind == "keep" else segs))
        if kind != "rej" and asked:  # "Do you stand by it?", "what we agreed: X. Right?"
            return
        if kind == "end" and _NEVER_CHECKED.search(low, t1, min(t1 + 160, _sentence_end(low, _sentence_end(low, t1) + 1))):  # fmt: skip
            return
        if _NEGATED.search(low, max(0, t0 - 16), t0):  # "they're not wrong", "nobody confirmed"
            if kind != "rej" or _ANY_TELLER.search(low, a, t0):  # "whoever told you X wasn't lying"
                return
            kind = "end"
        j = bisect_left(firsts, t0) - 1  # "X is wrong" is R3's: it judges X alone
        subject = _DENIED_AFTER.match(low, self.spans[j][1]) if j >= 0 and kind == "rej" else None
        if subject and subject.end() >= t1:
            return
        lo = self._judged_from(a, t0, kind)
        for i in range(bisect_left(firsts, lo), bisect_left(firsts, t0 if kind == "rej" else b)):
            told_not = self._told_not(firsts[i])  # "Bob says she isn't on X": judged, its opposite
            if kind == "rej":  # (also a question's: "X? That's a myth.")
                out[i] = Role.CLAIM if told_not and out[i] is Role.DENIED else Role.DENIED
            elif told_not:
                out[i] = max(out[i], Role.DENIED) if kind == "end" else out[i]
            elif out[i] in (Role.REPORTED, Role.ASKED) or (kind == "keep" and out[i] is Role.PAST):
                out[i] = Role.CLAIM

    def _judged_from(self, a: int, t0: int, kind: str) -> int:
        """Where the values a judgement at ``t0`` (its segment opens at ``a``) looks back to
        start: the segment before when only a subject stands between ("X. They're wrong."),
        past a postscript's label ("X\nP.S. That was a lie."); a sentence that only rejects
        ("Not her project.") reaches the last one that named something."""
        low, firsts, segs = self.low, self.firsts, self.segs
        lo = self._around(a - 1, segs)[0] if a and _LOOKS_BACK.match(low, a, t0) else a
        # a rejection looks past a blank segment: "X.\n\n¹ False.", "X. But that's not true." (an
        # endorsement does not: "> Is she on X?\n\nThat's right, she asked." claims nothing)
        # (and past a label with the stop before it: "X.\nP.S. That was a lie.", or past a
        # footnote's mark alone: "X.*\n\n* This is false.")
        while 0 < lo < a and (
            (kind == "rej" and not low[lo:a].strip(" \t\n*†‡"))
            or _LABEL_ONLY.fullmatch(low, lo, a)
            or _ASIDE_ONLY.fullmatch(low, lo, a)
        ):
            lo = self._around(lo - 1, segs)[0]
        k = bisect_left(firsts, lo)
        alone = kind == "rej" and not low[a:t0].strip(" \t\n*_")
        if alone and lo < a and k and k == bisect_left(firsts, a):
            lo = self._around(firsts[k - 1], segs)[0]
        return lo

    def _hearsay_or_modal(self, t0: int) -> bool:
        """Whether a report trigger, a modal ("would have joined X and stayed put") or an offer
        before it stands in the sentence of ``t0``."""
        a, b = self._around(t0, self.ends)
        return bool(_MODAL.search(self.low, a, b) or _INVITED.search(self.low, a, t0)) or any(k == "rep" and a <= t < b for t, _, k in self.triggers)  # fmt: skip

    def _stayed(self, t0: int, t1: int, out: list[Role]) -> None:
        """R9: "... and she's still there" vouches, as an endorsement would, for the one place
        "there" stands for: the last name before it (a history's earlier stops stay as read)."""
        j = bisect_left(self.firsts, t0) - 1
        if j > 0 and _PAST_STAY.search(self.low, max(0, self.firsts[j] - 60), self.firsts[j]):
            j -= 1  # "joined A after a year in B, and is still there": there is A (set 109 c-262)
        judged = out.copy()
        self._judged(t0, t1, "end", judged)
        if j >= 0 and not _MOVED_ON.search(self.low, self.firsts[j], t0):  # (there: the move's end)
            # "X, and I've heard nothing to suggest otherwise": a last known place carried to
            # now (it vouches for no one's report and no frame the reader does not know)
            if self.low.endswith(("otherwise", "changed", "changed since"), t0, t1):
                clause = self._around(self.firsts[j], self.cuts)
                known = _known(
                    self.text, self.spans, *clause, self.words, self.triggers, self.frames
                )
                out[j] = Role.CLAIM if out[j] is Role.EARLIER and known else out[j]
            else:
                out[j] = judged[j]

    def _told_not(self, s: int) -> bool:
        """R9: the mention at ``s`` is what someone else denies ("Bob says she isn't on X")."""
        sa = self._around(s, self.ends)[0]
        rep = [t0 for t0, _, k in self.triggers if k == "rep" and sa <= t0 < s]
        return bool(rep) and any(k == "neg" and rep[-1] < t0 < s for t0, _, k in self.triggers)

    def _respectively(self, out: list[Role]) -> None:
        """R10: "X and Y were her old and new teams, respectively": statuses matched in order."""
        at = self.low.find("respectively")
        if at < 0:
            return
        a, b = self._around(at, self.segs)
        mine = [i for i, (s, _) in enumerate(self.spans) if a <= s < b]
        words = list(_RESPECTIVE.finditer(self.low, a, b))
        if len(mine) < 2 or max(out[i] for i in mine) >= Role.SUPPOSED:
            return
        if _SWAPPED.search(self.low, at, b):  # "... or the other way round": which is which?
            out[mine[0] : mine[-1] + 1] = [max(r, Role.UNSURE) for r in out[mine[0] : mine[-1] + 1]]
            return
        if len(words) == len(mine):
            for i, m in zip(mine, words, strict=True):
                out[i] = Role.EARLIER if m.group(1) else Role.DENIED if m.group(2) else Role.CLAIM
            return
        # subjects paired with the names: "She and her boss are on X and Y", "The division and
        # team are X and Y": the target's own name or level words claim, anyone else's are
        # reported (unless a report covers the sentence)
        items = [_TOKEN.findall(x)[:2] for x in _ITEMS.split(self.low[a : self.spans[mine[0]][0]])]
        levels = [not self.words.isdisjoint(w) for w in items]
        target = [w[:1] in (["she"], ["he"], ["they"]) for w in items]
        reported = any(k == "rep" and a <= t0 < b for t0, _, k in self.triggers)
        if len(items) == len(mine) and not reported and (all(levels) or sum(target) == 1):
            for i, own in zip(mine, map(max, levels, target), strict=True):  # a denial stays
                out[i] = (
                    Role.CLAIM if own and out[i] <= Role.REPORTED else max(out[i], Role.REPORTED)
                )


def _asked(low: str, a: int, b: int) -> bool:
    """R1: the sentence ends in "?", or the next one only asks to confirm it."""
    return "?" in low[a:b].rstrip(" \t\n\"')]*")[-3:] or bool(_CONFIRM.match(low, b))


@functools.lru_cache(maxsize=64)
def _callouts(low: str) -> tuple[tuple[int, int], ...]:
    """The spans of a text's docs call-outs (found once per text, not once per mention)."""
    return tuple(b.span() for b in _BLOCK.finditer(low) if _CALLOUT.match(b[0]))


def _quoted(text: str, low: str, s: int, e: int) -> Role:
    """R8: a value in quotation marks (not a structured one: ``"X"``, ``team: "X"``), or on a
    line opening with ">", is quoted; R11: a name compared or talked about is no claim."""
    if (
        _COMPARED.search(low, max(0, s - 16), s)
        or _NAMED.match(low, e)
        or _SEATED.match(low, e)
        or _LIKED.search(low, max(0, s - 48), s)
        or _ROUTED.search(low, max(0, s - 48), s)
    ):  # "the same one as X", "the name X", "X is a codename", "X area", "her favourite: X"
        return Role.REPORTED
    fence = low.rfind("```", 0, s)  # in a code block labelled as an example: "# example payload"
    line = low.rfind("\n", 0, max(0, fence - 1)) + 1  # (or on the line before the block)
    if fence >= 0 and low.count("```", 0, s) % 2 and _EXAMPLE.search(low, line, s):
        return Role.REPORTED
    a, b = _wrapped(low, s, e) if '"' in low or "“" in low else (None, None)
    if a is not None and b is not None:
        whole = not text[:a].strip() and not text[b:].strip(" .\n")
        if not whole and not text[:a].rstrip().endswith((":", "=")):
            return Role.REPORTED
    elif (k := bisect_left(quotes := _quotations(low), (s,)) - 1) >= 0 and e < quotes[k][1]:
        return Role.REPORTED  # inside a quoted passage: 'You wrote: "she's in X."'
    quote = ">" in low and low[low.rfind("\n", 0, s) + 1 : s].lstrip(" \t").startswith(">")
    if quote and any(a <= s < b for a, b in _callouts(low)):
        return Role.CLAIM  # a call-out ("> [!NOTE]", "> **Tip:**") is the speaker's own note
    return Role.REPORTED if quote else Role.CLAIM


@functools.lru_cache(maxsize=8)
def _quotations(low: str) -> list[tuple[int, int]]:
    """The text's quoted passages, found once (not once per mention: quadratic)."""
    if '"' in low or "“" in low or _OPEN_QUOTE.search(low):
        return [q.span() for q in _QUOTATION.finditer(low)]
    return []


def _wrapped(low: str, s: int, e: int) -> tuple[int | None, int | None]:
    """Where double quotes open and close around a mention, which may carry an article and a
    unit label inside (``"the Billing team"``)."""
    s -= 4 if low.endswith("the ", 0, s) else 0
    ends = [e]  # the name, then a unit label of up to two words ("project code")
    while len(ends) < 3 and (unit := _UNIT_AFTER.match(low, ends[-1])):
        ends.append(unit.end())
    a = s - 1 if s and low[s - 1] in '"“' else None
    return a, next((x + 1 for x in ends if low[x : x + 1] and low[x] in '"”'), None)


def _marked(text: str, low: str, s: int, e: int, role: Role) -> Role:
    """R10: a status mark or a strike-through says what the list thinks of the name; a mark
    right before it wins over one after it ("✘ A ✔ B")."""
    struck, paren, status = _marks(low)
    if (k := bisect_left(struck, (s,)) - 1) >= 0 and e < struck[k][1]:
        return Role.DENIED
    if paren and _OPTION.search(low, max(0, s - 5), s):
        return max(role, Role.UNSURE)
    if status:  # a sibling key:
        line = low[low.rfind("\n", 0, s) + 1 : s]  # "X\n  confirmed: false", "status": "tbc"
        ind = re.escape(line[: len(line) - len(line.lstrip(" \t"))])
        if _SIBLING.match(low, e) or re.compile(rf"[^\n]*(?:\n{ind}[^\n]*)*?\n{ind}(?:confirmed|verified)\s*[:=]\s*(?:false|no)\b").match(low, e):  # fmt: skip
            return max(role, Role.UNSURE)
    after = _MARK_AFTER.match(low, e)
    if after and after.lastindex % 3 == 0 and _CAPITAL_NEXT.match(text, after.end()):
        after = None  # "X — maybe Y": the doubt is the next name's
    mark = _MARK_BEFORE.search(low, max(0, s - 6), s) or after
    if mark is None:  # a table column headed by the hearer or a report: "| your guess |"
        cells, col = _header(low, s)
        head = set(_TOKEN.findall(cells[col])) if col < len(cells) else set()
        told = head & {"you", "your", "yours"} or (head & _SUBJECT_VERBS and not head & _FIRST)
        return max(role, Role.REPORTED) if told or _hearsay_table(cells) else role
    said = mark.lastindex % 3  # the groups run yes, no, maybe (twice after the name)
    if said == 2:
        return Role.DENIED
    if said == 0:  # "(unconfirmed)", "[ ] X", "? X": a candidate, not a claim
        return max(role, Role.UNSURE) if role <= Role.REPORTED else role
    return Role.CLAIM if role in (Role.REPORTED, Role.UNSURE) else role


@functools.lru_cache(maxsize=8)
def _marks(low: str) -> tuple[list[tuple[int, int]], bool, bool]:
    """What R10 asks of the whole text, found once a text, not once a name: the struck spans,
    whether a ")" and a status word occur (each per name: quadratic)."""
    struck = [m.span() for m in _STRUCK.finditer(low)] if "~~" in low else []
    return struck, ")" in low, any(w in low for w in ("confirmed", "verified", "status"))


_ROW_START = re.compile(r"\s*\|")  # a table row: "|" after any blank space


# a table whose header calls its rows hearsay or stale ("| Rumours | |", "| Outdated (2019) |"),
# unless another header cell vouches for a column ("| Rumour | Truth |")
_HEARSAY_HEAD = _set(
    "rumour rumours rumor rumors gossip hearsay unverified unconfirmed stale outdated alleged"
)
_VOUCHED_HEAD = _set("current now new latest actual real true truth confirmed verified correct")


def _hearsay_table(cells: list[str]) -> bool:
    words = set(_TOKEN.findall(" ".join(cells)))
    return bool(words & _HEARSAY_HEAD) and not words & _VOUCHED_HEAD


def _header(low: str, s: int) -> tuple[list[str], int]:
    """The header row's cells of the table the mention at ``s`` stands in, and the index of
    its column (past the cells if it stands in no table row)."""
    top = low.rfind("\n", 0, s) + 1
    col, row = low.count("|", top, s), bool(_ROW_START.match(low, top, s))
    # walk up the table's rows by index: slicing the rest of the text per row would make a
    # long table quadratic
    while top and _ROW_START.match(low, low.rfind("\n", 0, top - 1) + 1):
        top = low.rfind("\n", 0, top - 1) + 1
    cells = low[top : _line_end(low, top)].split("|")
    return (cells, col) if row else ([], 0)


def _resolve(
    low: str, spans: Sequence[tuple[int, int]], out: list[Role], refs: list[tuple[int, int, str]]
) -> list[Role]:
    """R10: "the former"/"the latter" hands its role (a claim or a denial) to the first or
    second of the two names before it, "the first/second/middle/last (one)" to that name of
    the last list before it ("Pi, Rho, Sigma - the middle one"); the references leave the list."""
    at = {(a, b): which for a, b, which in refs}
    names: list[int] = []  # positions in ``out`` of the real mentions so far
    for i, span in enumerate(spans):
        which = at.get(span)
        if which is None:
            names.append(i)
            continue
        if out[i] not in (Role.CLAIM, Role.REPORTED, Role.DENIED):
            continue
        joined = [
            _JOINED.fullmatch(low, spans[x][1], spans[y][0]) for x, y in itertools.pairwise(names)
        ]
        j = k = max((n + 1 for n, m in enumerate(joined) if m), default=0)  # the last run of
        while j and joined[j - 1]:  # names a list joins ("A, B and C", "A? B?")
            j -= 1
        group = names[j : k + 1] if k else names if len(names) == 2 else []  # or the only two
        if which == "middle" and len(group) != 3:
            continue
        if which in ("former", "latter") and len(group) != 2:  # a joined pair, else the last two
            group = names[-2:]
        if len(group) < 2 or len(group) <= _ORDINAL[which]:
            continue
        one = group[_ORDINAL[which]]
        out[one] = out[i]
        if out[i] is not Role.DENIED or which not in ("former", "latter"):  # no elimination,
            for other in group:  # but "A or B: the former is wrong" leaves B as it was
                if other != one:  # (a claimed pick leaves no rivals: "Think A and B. The former.")
                    rival = out[i] is not Role.CLAIM or out[other] > Role.UNSURE
                    out[other] = max(out[other], Role.REPORTED) if rival else Role.REPORTED
    return [out[i] for i in names]
