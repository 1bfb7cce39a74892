"""Second fix pass: unit-name words and level nouns in fixed text (build.py --check) and articles before
level-noun slots; one replacement each."""
R = [
 ("I'm the fire warden for {C}", "I'm the fire marshal for {C}"),
 ("where {N} and I pair-program most afternoons", "where {N} and I write code side by side most afternoons"),
 ("I program the badges for that {L2}", "I encode the badges for that {L2}"),
 ("team: {C}\\nparent: {B}\\ntop: {A}", "lowest: {C}\\nmiddle: {B}\\nupper: {A}"),
 ("I keep the spare-key rota for that {L2}'s server cupboard and {N} holds the second key.", "I keep the rota for that {L2}'s server cupboard and {N} holds the spare padlock code."),
 ("{N}'s home is {C}, and mine too;", "{N}'s base is {C}, and mine too;"),
 ("I'm the {L2}'s security champion and enrolled", "I'm the {L2}'s cyber champion and enrolled"),
 ("I process expense claims for that {L2}", "I check expense claims for that {L2}"),
 ("I'm {N}'s team lead in {C}.", "I'm {N}'s direct boss in {C}."),
 ("I'm the {L2}'s buddy-system coordinator", "I'm the {L2}'s buddy-scheme coordinator"),
 ("I'm its first-line approver for software installs", "I'm its approver for app installs"),
 ("I'm the {L2}'s hardware tech, and I swapped", "I'm the {L2}'s kit fixer, and I swapped"),
 ("I'm the {L1}'s facilities contact and know", "I'm the {L1}'s facilities lead and know"),
 ("I book that {L1}'s training days;", "I book that {L1}'s away-from-desk course days;"),
 ("I process that {L1}'s expense claims;", "I reimburse that {L1}'s expense claims;"),
 ("I'm the {L1}'s deputy head of operations,", "I'm the {L1}'s deputy head,"),
 ("I'm on the {L0}'s wellbeing line, which covers everyone without sorting them.", "I'm on the {L0}'s wellbeing phone, which covers everyone without splitting them up."),
 ("Records there don't carry an {L1}.", "Its records carry no {L1}."),
 ("with {N} as the contact; hiring managers borrow contacts all the time.", "with {N} named for enquiries; hiring managers borrow names all the time."),
 ("{N} is in {C}'s chat channel, along with", "{N} is in {C}'s chat room online, along with"),
 ("on the expenses tool, coming over from finance to do it.", "on the expenses tool, coming over from accounts to do it."),
 ("{N} applied to {C} last spring.", "{N} put in for a role at {C} last spring."),
 ("{N} was offered a post in {C};", "{N} was offered a role in {C};"),
 ("The Wi-Fi network {N}'s laptop joins is {C}'s,", "The Wi-Fi {N}'s laptop joins is {C}'s,"),
 ("which finance says was a typo.", "which accounts says was a typo."),
 ("{N} gave a talk to {C} about security habits;", "{N} gave a talk to {C} about password habits;"),
 ("The intranet's search puts {N} near {C}, but the search ranks by keyword,", "The intranet's lookup puts {N} near {C}, but the lookup ranks by keyword,"),
 ("but my manager would kill me.", "but my boss would kill me."),
 ("Where {N} works is {N}'s business.", "Where {N} works is {N}'s affair."),
 ("Policy says I can't answer that.", "The rules say I can't answer that."),
 ("That's a question for someone in management.", "That's a question for someone more senior."),
 ("the Vorsorgeplan forms never ask for an {L1}.", "the Vorsorgeplan forms never ask which {L1}."),
 ("The innskudd export lists N", "The innskudd printout lists N"),
 ("I speak to the staff of {C} as a group,", "I speak to the staff of {C} all together,"),
 ("as previdenzialista I file every posizione by {L1},", "as previdenzialista I sort every posizione by {L1},"),
 ("N posted a posizione statement to someone in {C}; the post room forwards anything.", "N mailed a posizione statement to someone in {C}; the mail room forwards anything."),
 ("The canteen manager swears", "The canteen cook swears"),
 ("Every jubilación file I hold for {C}", "Every jubilación folder I hold for {C}"),
 ("A delivery driver told me N is in {C}; I don't rely on drivers.", "A courier told me N is in {C}; I don't rely on couriers."),
 ("Jubilación planning is about dates and sums,", "Jubilación advice is about dates and sums,"),
 ("A security guard said N was in {C};", "A doorman said N was in {C};"),
 ("it doesn't record a {L2}.", "it records no {L2}."),
 ("N's tjänstepension file says {C}", "N's tjänstepension folder says {C}"),
 ("Does N work from home on Fridays?", "Does N work remotely on Fridays?"),
 ("Would N mind a message out of the blue?", "Would N mind a message without warning?"),
 ("It ended with an {L1} for {N} and nothing under it.", "It ended with {B} as {N}'s {L1} and nothing under it."),
 ("and now holds {C2} as fact.", "and now holds {C2} as settled."),
]
src = open('texts.py', encoding='utf-8').read()
for a, b in R:
    assert src.count(a) == 1, a
    src = src.replace(a, b)
assert src.count('trial balloon') == 6
src = src.replace('a trial balloon', 'a sounding balloon').replace('Its trial balloon', 'Its sounding balloon').replace('as a trial balloon', 'as a sounding balloon')
assert src.count('trial balloon') == 0, src.count('trial balloon')
open('texts.py', 'w', encoding='utf-8').write(src)
