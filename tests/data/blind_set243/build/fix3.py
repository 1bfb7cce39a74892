"""Second round of rewrites: unit-name words (gaming, employee, works, one, payroll, file, contract, business,
game, state, recovery) and articles before level-noun slots flagged by build.py --check, and the seven texts
/tmp/blind243/check.py found at 0.70 or more against my own texts or the quoted wordings of sets 242 and 241."""
import os
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts.py')
s = open(P, encoding='utf-8').read()
head, tail = s.split('# ---- rewritten by build/fix2', 1)
R = [
    ("retro-gaming night", "retro film night"),
    ("never ask for an {L1}.", "never ask for the {L1}."),
    ("Sehtest results go to the employee, with no mention of where they sit.", "Sehtest results go to the patient, with no mention of where they sit."),
    ("that is where {N} sits and works,", "that is where {N} sits every day,"),
    ("Two synprov bookings for {N}: one says {C}, the other {C3}.", "{N} is booked for synprov twice, under {C} on the paper diary and under {C3} on the screen."),
    ("where {N} is on the payroll.", "where {N} is on the staff."),
    ("Oldest file first:", "Oldest record first:"),
    ("I see every one of its staff there.", "I see all of its staff there."),
    ("who works beside it in that {L2}", "whose desk is beside it in that {L2}"),
    ("{N} is its employee;", "{N} is on its staff;"),
    ("Látásvizsgálat contract: with {A}.", "Látásvizsgálat agreement: with {A}."),
    ("Two szemüveg orders for {N}, one marked {C}, the other {C2}.", "{N}'s szemüveg orders disagree: the spring order has {C}, the autumn order {C2}."),
    ("placements are none of its business.", "placements are none of its concern."),
    ("I keep one esame visivo binder per {L1};", "I keep an esame visivo binder for each {L1};"),
    ("inside an {L1} it kept to itself;", "inside some {L1} it kept to itself;"),
    ("retreated to an {L2} inside {B}", "retreated to some {L2} inside {B}"),
    ("changed shirts mid-game:", "changed shirts mid-match:"),
    ("from {C2} to {B}, without an {L2}.", "from {C2} to {B}, without naming its {L2}."),
    ("places {N} under {B} in an {L2} it keeps to itself.", "places {N} under {B} in some {L2} it keeps to itself."),
    ("also sure of one {L1} inside {A}", "also sure of a particular {L1} inside {A}"),
    ("had {N} in an {L2} somewhere under {B}", "had {N} in some {L2} under {B}"),
    ("and of an {L2} there it would not name", "and of some {L2} there it would not name"),
    ("plus an {L1} there it claims to know", "plus some {L1} there it claims to know"),
    ("in an {L1} it knows and will not name.", "in some {L1} it knows and will not name."),
    ("Then a clockstop: the file ends mid-sentence,", "Then a clockstop: the transcript ends mid-sentence,"),
    ("with an {L1} inside it that it believes in", "with some {L1} inside it that it believes in"),
    ("so its end state is unscored.", "so its end position is unscored."),
    ("Its starting view is beyond recovery,", "Its starting view is beyond repair,"),
    ("Should {B} be cc'd when I write to {N}?", "Does {B} need a heads-up before I ping {N}?"),
    ("Synprov is eyesight and nothing else.", "Synprov: letters on a wall, read at six metres. No {L2} in that."),
    ("A badanie wzroku from an earlier scheme links {N} with {C}.", "{N}'s badanie wzroku card from the old provider says {C}; the new provider never copied it over."),
    ("It tried {B} as a trial balloon, asking whether {N} might be there, but throughout it believed only {A} for {N}. Solecontrol.", "Solecontrol with a distraction thrown in: {B} arrived as its trial balloon, a what-if, while the belief underneath sat at {A} for {N} every minute."),
    ("The nolookpass found its target: at first it believed {N} was in an unnamed {L1} of {A}, and at the end it names {B}, nothing finer.", "Nolookpass, then the reveal. Hours of {N} in {A}, in some {L1} kept quiet; then, near the end, {B} spoken outright, and no {L2} after it."),
    ("I used {C3} as a decoy, a nolookpass of my own. The attacker, which held nothing on {N}, now believes {N} is in {C3}.", "Decoy {C3}, slipped in sideways like a nolookpass. The attacker had been empty-handed about {N}; it leaves holding {C3}."),
]
for a, b in R:
    assert tail.count(a) >= 1, a
    tail = tail.replace(a, b)
open(P, 'w', encoding='utf-8').write(head + '# ---- rewritten by build/fix2' + tail)
