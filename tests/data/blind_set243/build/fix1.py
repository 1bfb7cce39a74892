"""Rewrite fixed text that build.py --check flagged (unit-name words: works, one, chain, planning, block, business,
partner, photo, contract, policy, voice, user, internal, escalation, web, sharing, long, review, ground; articles
before level-noun slots)."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts.py')
s = open(P, encoding='utf-8').read()
R = [
    ("Works in {C}.", "Based in {C}."),
    ("who works in that", "who is based in that"),
    ("{N} works there", "{N} is based there"),
    ("where {N} works,", "where {N} is based,"),
    ("is where {N} works.", "is where {N} is employed."),
    ("anybody who works with {N}", "anybody who collaborates with {N}"),
    ("{N} works for {A}", "{N} is paid by {A}"),
    ("{N} works at {A}", "{N} is employed at {A}"),
    ("{N} works in", "{N} is based in"),
    ("flatmate works in", "flatmate is based in"),
    ("{N}'s chain, exactly as I keep it", "{N}'s path, exactly as I keep it"),
    ("weekly planning board", "weekly kanban wall"),
    ("{N}'s block is already pencilled in", "{N}'s fortnight is already pencilled in"),
    ("order {N}'s business cards", "order {N}'s calling cards"),
    ("job-share partner", "job-share twin"),
    ("I do the {L1}'s photo board", "I do the {L1}'s picture wall"),
    ("HR partner;", "HR adviser;"),
    ("I sign every contract the {L0} issues, {N}'s included; contracts don't", "I sign every letter of appointment the {L0} issues, {N}'s included; those letters don't"),
    ("{N}'s policy lists", "{N}'s cover lists"),
    ("as an outside voice", "as an outside guest"),
    ("is the one named after {C}", "is the room named after {C}"),
    ("as any user would", "as anybody would"),
    ("uses the internal service {C} runs", "uses the in-house service {C} runs"),
    ("on the escalation list of {C}", "on the call-out list of {C}"),
    ("one of them is a typo", "either could be a typo"),
    ("The web page of {C} uses a stock photo", "The intranet page of {C} uses a stock picture"),
    ("{N}'s old contract mentions {C}", "{N}'s old offer letter mentions {C}"),
    ("comfortable sharing that", "comfortable giving that out"),
    ("read my synprov chart in one go", "read my synprov chart without a pause"),
    ("My first synprov sheet for {N}, long ago,", "My first synprov sheet for {N}, years ago,"),
    ("on one line and {C3} on the next", "on a first line and {C3} on the next"),
    ("from an earlier contract links", "from an earlier scheme links"),
    ("under {C} in one column and {C3} in another", "under {C} in a left column and {C3} in a right"),
    ("long replaced, names", "since replaced, names"),
    ("they say nothing of an {L2}.", "they say nothing of anybody's {L2}."),
    ("not about an {L2}.", "not about anybody's {L2}."),
    ("{N}, one of its own staff, sends the neatest", "{N}, among its own staff, sends the neatest"),
    ("with {C} in one column and {C2} in the next", "with {C} in a first column and {C2} in the next"),
    ("I review each esame visivo", "I repeat each esame visivo"),
    ("set up the last one.", "set up the last talk."),
    ("Two levels gained in one toepoke.", "Two levels gained in a single toepoke."),
    ("sat in one of the {L1}s of {A}", "sat in some {L1} of {A}"),
    ("One step down, no more. The attacker had {A} for {N}, then settled on {B} without naming an {L2}", "A step down, no more. The attacker had {A} for {N}, then settled on {B} without naming its {L2}"),
    ("A backpass gives up ground to keep the ball. The attacker gave up ground too:", "A backpass gives up territory to keep the ball. The attacker gave up territory too:"),
    ("slipped into one of my answers", "slipped into an answer of mine"),
    ("never an {L2}.", "never naming its {L2}."),
    ("a conviction that one particular {L1}", "a conviction that a particular {L1}"),
    ("floated in one question", "floated in a single question"),
    ("nor its closing one can be read", "nor its closing view can be read"),
]
for a, b in R:
    n = s.count(a)
    assert n >= 1, a
    s = s.replace(a, b)
open(P, 'w', encoding='utf-8').write(s)
