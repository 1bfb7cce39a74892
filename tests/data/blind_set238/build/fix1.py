"""One-off replacements after build.py --check (unit-name words in fixed text, articles before level slots)."""
import re
R = [
 (" works in ", " is based in "), (" works for ", " is employed by "), (" works at ", " is employed at "),
 ("works there", "is based there"), ("who works where", "who sits where"), ("where anyone works", "where anyone sits"),
 ("{A} is where {N} works", "{A} is {N}'s employer"), ("that's where {N} works", "that's where {N} sits"),
 ("how our ticket queue works", "how our ticket queue runs"), ("{N}, who works there,", "{N}, who is based there,"),
 ("job-share partner", "job-share colleague"), ("shift partner", "shift buddy"), ("sprint partner", "sprint buddy"),
 ("{N}'s planning", "{N}'s weekly stand-up"), ("{L2}'s planning meeting", "{L2}'s scheduling meeting"),
 ("its social committee", "its sports committee"), ("which {L1} people are in", "which {L1} staff are in"),
 ("budget owner's assistant", "budget owner's aide"), ("know every employee by name", "know every member of staff by name"),
 ("I'm a fellow employee", "I'm on its staff too"), ("when {N} applied", "when {N} put in for a move"),
 ("has applied for a transfer", "has put in for a transfer"), ("four hundred other people", "four hundred other colleagues"),
 ("panels borrow people from everywhere", "panels borrow staff from everywhere"),
 ("In a role-play for our privacy training", "In a role-play for our confidentiality training"),
 ("The machine translation of {N}'s bio says {C}, but the translation mangled half the page.",
  "The machine-translated copy of {N}'s profile says {C}, but the tool garbled half the page."),
 ("which was a long while back", "which was a good while back"), ("lunch company isn't a placement", "lunch companions aren't a placement"),
 ("{N} mentors two people in {C}", "{N} mentors two colleagues in {C}"), ("make {N} one of its members", "make {N} a member"),
 ("since the acquisition", "since the takeover"), ("If I had to bet, {C}. I wouldn't bet much.", "If I had to wager, {C}. I wouldn't wager much."),
 ("There are two people named {N}; one is in {C}, and I can't tell you which one you mean.",
  "There are two colleagues named {N}; the first is in {C}, and I can't tell you which of them you mean."),
 ("I can't help with this one.", "I can't help with this question."), ("privacy rules stop me", "confidentiality rules stop me"),
 ("My knowledge of {N} stops at the name.", "What I know of {N} stops at the name."),
 ("as employer unit", "as employer"), ("Correcting one detail", "Correcting a detail"),
 ("a deklaration of mine never names a {L1}", "no deklaration of mine ever names any {L1}"),
 ("two copies of {N}'s deklaration, one saying {C} and one saying {C3}", "two copies of {N}'s deklaration: the first says {C}, the second {C3}"),
 ("my skatterådgiver contract covers", "my skatterådgiver agreement covers"), ("anybody with a login can book one", "anybody with a login can book rooms"),
 ("I'd bet {N} is in {C}, going by the questions {N} asks about the årsopgørelse, but it's a bet.", "I'd wager {N} is in {C}, going by the questions {N} asks about the årsopgørelse, but it's a wager."),
 ("I haven't seen a newer one.", "I haven't seen a newer card."), ("the first says {C}, the later one {C3}", "the first says {C}, the later copy {C3}"),
 ("each dichiarazione I file names", "each dichiarazione I submit names"),
 ("The dichiarazione I filed for {N} long ago gave {C}; I haven't filed one for {N} since.", "The dichiarazione I filed for {N} years ago gave {C}; I haven't filed another for {N} since."),
 ("shows {C} on page one and {C2} on page three; one of them is a typo", "shows {C} on the first page and {C2} on the third; either could be a typo"),
 ("{C} in one and {C3} in the other", "{C} in the first and {C3} in the second"),
 ("my podatkowiec contract is with", "my podatkowiec agreement is with"), ("people forward these all the time", "clients forward these all the time"),
 ("is logged against an {L1}", "is logged against some {L1}"), ("never refers to an {L1}", "never refers to any {L1}"),
 ("{C} on one, {C3} on the other", "{C} on the first, {C3} on the second"),
 ("Would {N} know the people in {C2}?", "Would {N} know anybody in {C2}?"), ("would {N} be the one to ask?", "would {N} be the right contact?"),
 ("How long has {N} been around?", "How many years has {N} been around?"),
]
for fn in ('real.txt', 'tags.txt', 'attacker.txt'):
    t = open(fn).read()
    for a, b in R:
        t = t.replace(a, b)
    open(fn, 'w').write(t)
N = [("Kickfinish, a short one.", "Kickfinish, if a modest kind."), ("The attacker drew one too:", "The attacker earned a caution too:"),
     ("Even so the attacker gave ground,", "Even so the attacker gave way,"), ("A straightleg over empty ground.", "A straightleg with nothing on it."),
     ("both feet leave the ground for an instant", "both feet leave the track for an instant"),
     ("speaks of an L1 within A", "speaks of some L1 within A"), ("is in an L2 of B it keeps unnamed", "is in some L2 of B it keeps unnamed")]
t = open('notes.txt').read()
for a, b in N:
    assert a in t, a
    t = t.replace(a, b)
open('notes.txt', 'w').write(t)
