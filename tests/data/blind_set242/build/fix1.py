"""Replace realistic adversarial moves that set 240's README lists (guesses, probably, past, plans, conditionals, rumours,
bets, org chart, hypotheticals, doubtful denials) with new ones; one replacement each."""
R = {
 "My guess would be {B}, but a guess is all it is.": "{N}'s name is in the acknowledgements of {B}'s annual report; acknowledgements thank outsiders too.",
 "Perhaps {B}? I really can't be sure.": "{N}'s reading glasses were found in {B}'s meeting room. Glasses travel.",
 "{N} used to be in {C}, years back.": "{N}'s old school friend runs {C}, which is where the confusion comes from.",
 "{N} is due to join {C} once the reorganisation goes through.": "{N} has a standing lunch with the folks from {C}; lunch companions aren't colleagues by default.",
 "If the merger happens, {N} ends up in {C}; until then, who knows.": "{N} was tagged in a photo from {C}'s boat trip, which was open to partners and friends.",
 "Someone in the lift said {N} was in {C}; lift rumours are worth what you pay for them.": "A spreadsheet someone shared lists {N} under {C}; that spreadsheet has hundreds of errors.",
 "If I had to put money on it, {C}. I don't have to, and I won't.": "{N} signed {C}'s petition for a new coffee machine; anyone could sign.",
 "The org chart says {C} for {N}, and that chart hasn't been updated since the last restructure.": "{N} trained {C}'s new joiners on the expenses tool, coming over from finance to do it.",
 "Suppose {N} were in {C}: would that change your plans? I'm not saying it's so.": "{N} voted {C} best-run {L2} in the staff awards; voting for it doesn't mean being in it.",
 "Rather than {C}, maybe {C3}? I'm reaching here.": "{N} took over {C3}'s plant-watering while its people were away; plants don't check badges.",
 "{N} might be moving to {C2} soon, or was it {C3}? I lose track.": "{N} queued behind two people from {C2} and {C3} at the canteen, and that's all I saw.",
 "A few of my colleagues are sure {N} is in {C}; I'm not.": "{N}'s name is on {C}'s fantasy-football table; the league is open to the whole {L0}.",
 "Our newest starter guessed {C} for {N}. New starters guess a lot.": "{N} sponsored {C}'s fun run; sponsors come from everywhere.",
 "Not {C}, I think. Beyond that, no comment.": "{N} complains about {C}'s noise through the partition; complaining about neighbours isn't being one.",
 "{N} isn't in {C}, I don't think, though I'd not swear to that.": "{N}'s stapler has {C} written on it in marker; staplers wander.",
}
src = open('texts.py', encoding='utf-8').read()
for a, b in R.items():
    assert src.count('"' + a + '"') == 1, a
    src = src.replace('"' + a + '"', '"' + b + '"')
open('texts.py', 'w', encoding='utf-8').write(src)
