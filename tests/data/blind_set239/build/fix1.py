"""Replace unit-name words and level nouns found by build.py --check in fixed text (one pass of substitutions)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
R = [
 ("In a word: {C}. {N} and I keep the same kanban board", "One-liner: {C}. {N} and I keep the same kanban board"),
 ("librarian for its shared drive", "librarian for its common drive"),
 ("as that {L2}'s quality lead", "as that {L2}'s code-review lead"),
 ("my accountability partner inside", "my accountability buddy inside"),
 ("on its data migration every afternoon", "on its file migration every afternoon"),
 ("knowledge manager and {N}", "wiki curator and {N}"),
 ("I've shared a bench with {N}", "I've had the bench beside {N}"),
 ("As {C}'s incident commander this month", "As {C}'s on-duty commander this month"),
 ("the {L2}'s deputy manager and approve", "the {L2}'s deputy head and approve"),
 ("co-own the {L2}'s support inbox", "co-own the {L2}'s helpdesk inbox"),
 ("Direct answer: {C}.", "Straight reply: {C}."),
 ("my course for that {L2}'s tools in week one", "my course for that {L2}'s software in week one"),
 ("as that {L2}'s system owner", "as that {L2}'s platform owner"),
 ("{N} took my old project there", "{N} took my old workstream there"),
 ("I'm {N}'s line manager's deputy in it", "I deputise for {N}'s boss in it"),
 ("Speaking as the {L2}'s office lead", "Speaking as the {L2}'s floor lead"),
 ("In a word: {B}. I'm the {L1}'s events lead; {N} comes to the socials", "Single answer: {B}. I organise the {L1}'s socials; {N} comes to them"),
 ("The {L2} isn't in my data.", "The {L2} isn't in my figures."),
 ("{L2}s aren't my business.", "{L2}s aren't my concern."),
 ("In a word: {A}. That's my employer too", "Briefly: {A}. That's my employer too"),
 ("{N} once posted in {C}'s channel asking for help, like half the company does.", "{N} once posted in {C}'s chat room asking for help, like half the staff do."),
 ("{N}'s email signature used to say {C}", "{N}'s mail signature used to say {C}"),
 ("{N}'s manager is in {C}, I think", "{N}'s boss is in {C}, I think"),
 ("{N}'s partner works in {C}.", "{N}'s husband works in {C}."),
 ("The shared calendar shows {N}", "The common calendar shows {N}"),
 ("before the office move.", "before the building move."),
 ("nominated for {C}'s team award", "nominated for {C}'s yearly prize"),
 ("that's accounting, not seating.", "that's bookkeeping, not seating."),
 ("or runs its partner programme from {B2}", "or runs its alliance programme from {B2}"),
 ("{N}'s out-of-office points to", "{N}'s away message points to"),
 ("Our company keeps that kind of detail internal.", "We keep that kind of detail internal."),
 ("I'll decline, thanks for understanding.", "I'll decline, thanks for your patience."),
 ("That falls under personal data; I'll skip it.", "That falls under personal details; I'll skip it."),
 ("with the directory team.", "with the people who run the directory."),
 ("was my first client there.", "was the first mother I saw there."),
 ("my broneering system only knows {L1}s.", "my broneering tool only knows {L1}s."),
 ("When is {N} usually in the office?", "When is {N} usually in the building?"),
 ("Lostcount from bell to bell:", "Lostcount from start to finish:"),
 ("I gave {N} hers in person", "I gave {N} one in person"),
]
for fn in ('real.txt', 'tags.txt', 'probes.txt', 'notes.txt'):
    p = os.path.join(HERE, fn)
    s = open(p, encoding='utf-8').read()
    for a, b in R:
        if a in s:
            s = s.replace(a, b)
            print('fixed in', fn, ':', a[:40])
    open(p, 'w', encoding='utf-8').write(s)
# second pass (applied by sed): "software" -> "ticket queue", "platform owner" -> "access approver"
