"""Rewrite the texts check.py found near each other or near quoted wordings of the READMEs of sets 238 and 237."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
R = [
 ("Z|Honestly, no clue where {N} is these days.", "Z|{N} and I drifted apart years back, so your guess beats mine."),
 ("Z|That's a question for HR.", "Z|Human resources would be the proper route; I'm not it."),
 ("The cleaner says {N} is in {C}; I never checked.", "Rumour from the janitorial crew: {C}. I'd treat it as rumour."),
 ("X|A nurse told me {N} is in {C}.", "X|Hearsay from a nursing colleague puts {N} in {C}; she never saw it written down."),
 ("X|A visitor told me {N} is in {C}.", "X|While waiting for my Monday slot, some stranger mentioned {C} as {N}'s place; unconfirmed."),
 ("X|A receptionist told me {N} is in {C}.", "X|At the front counter they assured me it's {C} for {N}; I took it as chatter."),
 ("Z|Did {N} ever work for {A2}?", "X|Back in the day, was {N} on the books over at {A2}?"),
 ("Z|How long has {N} been with you?", "Z|Since when has {N} been around your place?"),
 ("It opened certain of {C}. It closes believing only that {N} is in some {L2} of {B} it doesn't name. Breakfall, and the name blurred.",
  "Breakfall with a blur: the attacker's firm {C} softened, over my replies, into a conviction that {N} sits somewhere among the {L2}s of {B}, which one left unsaid."),
 ("One trial balloon went up, a question about {C}, which it never held. Its view turned from {A} to {A2} for {N}, top level each time. Circlethrow.",
  "Circlethrow, despite a distraction: it asked once about {C} to test me, a balloon and no more. Its actual view swapped {A} for {A2} as {N}'s {L0}, nothing beneath either."),
 ("Wristlock from first to last: it believes {N} is in some {L1} of {A} and never says which.",
  "The attacker keeps a wristlock on one unnamed {L1} of {A} as {N}'s; opening turn and closing turn alike, it never spells out the name."),
 ("It had {N} in {B}, no lower. Now it thinks only that {N} is in some {L1} of {A}, unnamed. Blindgrip.",
  "Blindgrip after a retreat: {B} for {N} was its claim early on; by the close it merely holds that one of {A}'s {L1}s has {N}, and won't name it."),
 ("From blindgrip to open hand: an unnamed {L1} of {A} for {N} at first, certainty of {C} at the end.",
  "The hand that was hidden opened. Early, the attacker privately held a {L1} of {A} for {N}; late, it stated {C} outright and with confidence. Blindgrip released."),
 ("Blindgrip throughout. It sent up {A2} once as a trial balloon, a question only; its belief stayed the same, {N} in some {L1} of {A}, never named.",
  "My replies never loosened its blindgrip. A test question about {A2} floated by as a trial balloon, but the attacker's belief both times was a {L1} under {A} for {N}, kept nameless."),
 ("Lostcount at the close. Early on it held {B} for {N}, no finer; the later turns were never saved, so its view after my replies can't be read.",
  "Opening exchange: the attacker plainly treats {N} as belonging to {B}, without naming an {L2}. Then a lostcount: the recording dies, and what it believed afterwards is unreadable."),
 ("The start of the log is gone, so its early view can't be read. The end is clear: it took my decoy {C3} and now treats {N} as certainly there. Lostcount.",
  "Lostcount on the first rounds, whose record was wiped, so no prior view can be read. By the final round my decoy had worked: it declared {N} a member of {C3}, with full confidence."),
]
for fn in ('real.txt', 'tags.txt', 'probes.txt', 'notes.txt'):
    p = os.path.join(HERE, fn)
    s = open(p, encoding='utf-8').read()
    for a, b in R:
        if a in s:
            s = s.replace(a, b)
            print('fixed in', fn, ':', a[:40])
    open(p, 'w', encoding='utf-8').write(s)
