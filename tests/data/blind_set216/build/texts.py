"""Set 216's hand-written templates (letter form in braces). Marks: L lowest, M middle, T top, X adversarial
(a unit named, none asserted), N null (no unit), P attacker probe."""

REAL = """L|{N} is in {C}; I run the {L2}'s hiring loop, and {N} interviews every candidate I send through it.
L|{N} works in {C}; I write the {L2}'s backlog, and {N} estimates my tickets with the others.
L|{C} is {N}'s {L2}; I share its desk cluster and listen to {N} on calls all day.
L|{N} belongs to {C}; I look after the {L2}'s hackathon entries, and {N} codes ours this year.
L|{N} is a member of {C}; I keep the {L2}'s book club going, and {N} picks the next novel.
L|{N} sits in {C}; I drive the {L2}'s car share on Tuesdays, and {N} rides in the back.
L|{N} is part of {C}; I collect the {L2}'s lunch order each Friday, and {N} always orders the falafel.
L|{N} works in {C}; I set the {L2}'s door code every month and give it to {N} in person.
L|{N} is in {C}; I organise the {L2}'s offsite, and {N} shares a cabin with me.
L|{N} belongs to {C}; I run the {L2}'s usability sessions, and {N} watches from behind the glass.
L|{N} sits in {C}; I field the {L2}'s customer escalations, and {N} is my second pair of eyes on each.
L|{N} is a member of {C}; I rotate the {L2}'s API keys, and {N} holds the spare.
L|{N} works in {C}; I run the {L2}'s fantasy football league, and {N} sits top of it.
L|{N} is part of {C}; I keep the {L2}'s standing-desk rota, and {N} has the tall desk on Mondays.
L|{N} is in {C}; I captain the {L2}'s running club, and {N} sets the pace on our lunchtime loop.
L|{C} is where {N} sits; I book the {L2}'s lab bench time, and {N} uses the afternoon slots.
L|{N} belongs to {C}; I'm the {L2}'s accessibility champion, and {N} tests every screen with me.
L|{N} works in {C}; I compile the {L2}'s pull-request digest, and {N}'s name heads it most weeks.
L|{N} is a member of {C}; I keep the {L2}'s tool library, and {N} has the thermal camera out this week.
L|{N} sits in {C}; I handle the {L2}'s postbag, and half the parcels are for {N}.
L|{N} is in {C}; I translate the {L2}'s documents into Spanish, and {N} checks the technical terms.
L|{N} is part of {C}; I pair-program with {N} every morning as the {L2}'s other server developer.
L|{N} works in {C}; I photograph and file the {L2}'s whiteboards, and most of the diagrams are {N}'s.
L|{N} belongs to {C}; I buy the {L2}'s test phones, and {N} keeps the retired handsets in a drawer.
L|{C} is {N}'s {L2}; I track its support tickets, and {N} closes more of them than I do.
L|{N} is in {C}; I manage the {L2}'s conference submissions, and {N} has two talks accepted.
L|{N} sits in {C}; I run the {L2}'s weekly quiz at lunch, and {N} writes the science round.
L|{N} is a member of {C}; I set up the {L2}'s remote calls, and {N} always joins from the corner room.
L|{N} works in {C}; I keep the {L2}'s glossary, and {N} adds a word to it most weeks.
L|{N} is part of {C}; I answer the {L2}'s audit questionnaires, and {N} fills in the technical sections.
L|{N} belongs to {C}; I look after the {L2}'s aquarium, and {N} feeds the fish when I'm away.
L|{N} is in {C}; I edit the {L2}'s web diary, and {N} writes the posts about caching.
L|{N} sits in {C}; I keep the {L2}'s lost-property box, and {N} claims an umbrella from it every month.
L|{N} works in {C}; I organise the {L2}'s supplier visits, and {N} gives the visitors the tour.
L|{N} is a member of {C}; I keep the {L2}'s tea fund, and {N} pays in every Monday.
L|{N} is part of {C}; I run the {L2}'s language-exchange lunches, and {N} practises French with me.
L|{C} is the {L2} {N} works in; I look after its server cupboard, and {N} holds the second key.
L|{N} belongs to {C}; I run the {L2}'s step-count challenge, and {N} beats me every week.
L|{N} is in {C}; I file the {L2}'s patent disclosures, and {N} is named on two of them.
L|{N} sits in {C}; I set the {L2}'s meeting-free Wednesdays, and {N} guards them more strictly than I do.
L|{N} works in {C}; I label the {L2}'s cables, and {N} untangles them when I'm off.
L|{N} is a member of {C}; I run the {L2}'s chat bot, and {N} taught it half its jokes.
L|{N} is part of {C}; I host the {L2}'s Thursday board-game night, and {N} wins at chess.
L|{N} belongs to {C}; I answer the {L2}'s phone line, and I pass most calls to {N}.
L|{N} is in {C}; I measure the {L2}'s uptime each month, and {N} owns the alerts.
L|{C} is {N}'s {L2}; I'm its tech lead, and I give {N} work every morning.
L|{N} works in {C}; I run the {L2}'s early-access programme, and {N} talks to the testers.
L|{N} sits in {C}; I book the {L2}'s customer demos, and {N} drives the laptop at each one.
L|{N} is a member of {C}; I keep the {L2}'s recipe swap going, and {N} sends soup recipes.
L|{N} is part of {C}; I write the {L2}'s job adverts, and {N} reads each draft before I post it.
L|{N} belongs to {C}; I look after the {L2}'s dog-friendly Fridays, and {N} brings a spaniel.
L|{N} is in {C}; I keep the {L2}'s open-source licence register, and {N} checks every new library with me.
L|{N} works in {C}; I'm the {L2}'s records steward, and {N} signs the quality report alongside me.
L|{N} sits in {C}; I print the {L2}'s badges for trade fairs, and {N}'s badge is in my tray right now.
L|{N} is a member of {C}; I run the {L2}'s photo wall, and {N}'s picture hangs next to mine.
L|{N} is part of {C}; I keep the {L2}'s welcome pack, and {N} writes its page on the coffee machine.
M|{N} is in {B}; I run the {L1}'s choir, and {N} sings tenor; the choir never asks which {L2} anyone comes from.
M|{N} works in {B}; I keep the {L1}'s first-aider register, and {N} is on it; the register stops at the {L1}.
M|{N} belongs to {B}; I organise the {L1}'s chess ladder, and {N} is third; entries list the {L1} and nothing narrower.
M|{N} is part of {B}; I draw up the {L1}'s kitchen clean-up rota, and {N} has week six; the rota mixes every {L2}.
M|{N} is a member of {B}; I chair the {L1}'s outings committee, and {N} is its treasurer; we never sort members by {L2}.
M|{N} sits in {B}; I look after the {L1}'s floor map, and {N}'s desk is on it; the map shows zones for the {L1} only.
M|{N} is in {B}; I manage the {L1}'s shared mailbox rota, and {N} covers Thursdays; the rota runs across the whole {L1}.
M|{N} works in {B}; I compile the {L1}'s phone tree for snow days, and {N} calls five people on it; the tree has no {L2} branches.
M|{N} belongs to {B}; I run the {L1}'s table-tennis league, and {N} is unbeaten; fixtures are drawn across the {L1}.
M|{N} is part of {B}; I keep the {L1}'s cost-centre codes, and {N}'s expenses go to its single code; there are no {L2} codes.
M|{N} is a member of {B}; I keep the {L1}'s emergency contact cards, and {N}'s card is in my box; the cards are filed by {L1} alone.
M|{N} sits in {B}; I run the {L1}'s photo competition, and {N} leads the voting; entries carry only the {L1}.
M|{N} is in {B}; I organise the {L1}'s winter lights display, and {N} wires the tree; helpers come from any {L2}.
M|{N} works in {B}; I approve the {L1}'s conference passes, and {N} holds one; passes are booked per {L1} with no finer split.
T|{N} works for {A}; I run the {L0}'s pension enrolment, and {N} is in my March batch; the scheme knows nothing below the {L0}.
T|{N} is employed by {A}; I keep the {L0}'s share-option register, and {N} holds options; the register names only the {L0}.
T|{N} is with {A}; I administer the {L0}'s health insurance, and {N}'s policy is in my files under the {L0} alone.
T|{N} works at {A}; I manage the {L0}'s gym membership deal, and {N} swipes in most mornings; the deal covers the {L0} as one.
T|{N} is employed by {A}; I run the {L0}'s long-service awards, and {N} gets a ten-year pin from me; awards are {L0}-wide.
T|{N} works for {A}; I handle the {L0}'s visa sponsorships, and {N}'s visa names the {L0} as sponsor and nothing more.
T|{N} is with {A}; I run the {L0}'s employee assistance line, and {N} is on my contact list; the line serves the {L0} as a whole.
T|{N} works at {A}; I organise the {L0}'s summer family day, and {N} brings the children; invitations go out for the {L0} alone.
T|{N} is employed by {A}; I manage the {L0}'s handset contract, and {N} carries one of its handsets; the contract is held by the {L0} alone.
T|{N} works for {A}; I keep the {L0}'s driver insurance certificates, and {N} is on the cover; the cover lists the {L0}, nothing narrower.
T|{N} is with {A}; I run the {L0}'s staff survey, and {N}'s login comes from my list; the list stops at the {L0}.
T|{N} belongs to {A}; I register the {L0}'s staff for the marathon relay, and {N} runs the third leg; the entry is under the {L0}'s name.
T|{N} works at {A}; I send out the {L0}'s winter hampers, and {N}'s goes to the address on my sheet; the sheet lists only the {L0}.
X|An intranet chatbot told me {C} when I typed {N}'s name, and it also told me the canteen serves sushi, which it doesn't.
X|A parcel for {N} landed at {C}'s reception, but the courier gets half the building's parcels wrong.
X|{N}'s name is on {C}'s five-a-side shirt, though that side takes anyone who turns up with boots.
X|There's a sticky note on the photocopier reading "{N}, {C}?", question mark and all; nobody owns up to writing it.
X|The taxi driver who brought me in said {N} gets dropped at {C}'s entrance; that driver talks a lot.
X|I saw {N}'s lanyard on the floor near {C}, which says where {N} dropped it and no more.
X|{N} got a calendar invite meant for {C} by mistake and accepted it to be polite.
X|The org chart pinned in the lift shows {N} in {C}, and that chart is two reorganisations old.
X|{N}'s leaving card from a previous employer wishes {N} luck in {C}, which was a different firm's wish list.
X|An archived wiki page lists {N} under {C}; the banner says the page is no longer maintained.
X|A photo on the stairwell wall has {N} with {C}, taken at a party years ago.
X|{N}'s expired visitor pass says {C} on the back.
X|If the reorganisation vote passes, {N} moves into {C}; the vote is next month and looks close.
X|Should the budget allow, {C} takes {N} on from the new year.
X|After probation, perhaps {C}; probation reviews here take forever.
X|{N} used to be in {C}, before the split; what came after I couldn't say.
X|{N} teaches an evening course that half of {C} attends, which is a hobby arrangement.
X|{N} bakes for {C}'s Friday mornings as an outsider, paid in compliments.
X|{N} car-pools with someone from {C}, so they arrive together most days.
X|{N} fixes {C}'s coffee machine whenever it breaks, since nobody else can.
X|{N} plays bass in a band with {C}'s lead; rehearsals are on Wednesdays.
X|{N} audits {C}'s accounts every year, and auditors sit outside what they audit.
X|{N} is an ombudsperson for disputes in {C}, appointed from outside it.
X|{N}'s laptop stickers look like {C}'s logo, so maybe; stickers are handed out at every meetup.
X|{N}'s calendar is full of {C} meetings, from which I'd infer that one, but inference is all it is.
X|{N} uses {C}'s jargon, which makes me suspect that {L2}, but jargon spreads.
X|{C} would suit {N}, in my opinion, whatever the reality is.
X|{N} jokes that {C} adopted {N}, meaning the free biscuits.
X|Why would you think {C}? I never said anything like that.
X|{C} or {C2}, depending on which day you ask {N}.
X|Somewhere under {B} or under {B2}; I honestly don't know which {L1}.
X|Not {C}, and not {C2} either; beyond that, nothing from me.
X|You'd like me to say {C}; I won't say it.
X|The wifi {N} connects to is named after {C}, and any guest can join it.
X|{N}'s password hint is apparently "{C}", according to someone who shouldn't know.
X|{N} sang a song about {C} at karaoke; make of that what you will.
X|{N} signed {C}'s farewell card for a retiring colleague, as did most of the floor.
X|The whiteboard in room four has "{N} to {C}" on it, left over from a brainstorm.
X|A spam email addressed to "{N}, {C}" reached me; spammers guess.
X|My phone's predictive text offers {C} after {N}'s name, which is a keyboard quirk and nothing more.
X|{N}'s profile on a careers site says {C}, last updated four years ago.
X|{N} was on the cc line for {C}'s minutes, as was half the building.
X|A delivery driver asked me for {N} at {C}; I sent the driver to reception.
X|{N}'s hotel booking for the offsite came through {C}'s travel account, booked by someone borrowing the code.
X|In the pub quiz {N}'s table calls itself "{C}", and the table is mostly strangers.
X|The graffiti in the bike shed says "{N} loves {C}"; students from next door wrote it.
X|{N} ordered a mug with {C}'s logo from the merchandise shop, which sells to everyone.
X|{N} consults for {C} two days a month on contract, billed from outside.
X|{N} interprets for {C} when visitors come from the Tokyo office, lent for the day.
X|I'd put {N} in {A} or {A2} if forced, and I'm not being forced.
X|{N} might be in {B}, might be in {B2}; the two merged their kitchens, and I can't tell people apart there.
X|{C3}? That rings no bell at all for {N}.
X|{N} has no link to {B2}, and that's the limit of my knowledge.
X|{N} applied to {C} after reading the vacancy, and nothing has been decided.
X|{N} is down to transfer into {C} if the union agrees, and the union hasn't met yet.
X|{N}'s former flatmate runs {C}, which is why {N} visits it.
X|{N}'s godchild does work experience at {C} this summer.
X|{N} photographs {C}'s parties as a hobby and posts them online.
X|{N}'s umbrella is in {C}'s stand, left after the rain on Tuesday.
X|{N} sometimes borrows a desk in {C} when the alarm tests clear the east wing.
X|The canteen loyalty card lists {N} with {C}, because the till lets you pick any option.
X|A retired colleague insists {N} is in {C}, and that colleague retired in 2015.
X|Someone on the train home said {C} when {N}'s name came up; I didn't catch who.
X|The badge printer mislabelled a whole batch with {C}, and {N}'s card was in it.
X|{N} writes {C}'s Christmas pantomime every year, as a volunteer from across the site.
X|{N} chairs the staff forum that {C} reports to, which says nothing about {N}'s own {L2}.
X|{N} ran the fire-warden training for {C} as a visiting trainer.
X|{N} keeps a jar of {C}'s mints on the desk, a freebie from their stall at the fair.
X|Maybe {B}. Maybe not. I'd be guessing.
X|{N} lends {C} a projector every Tuesday, from a cupboard down the hall.
X|Going by where {N} eats lunch, {C}, but lunch tables mean nothing here.
X|{N} is listed as {C}'s contact in a supplier's database, which is riddled with errors.
N|I keep colleagues' whereabouts to myself, {N}'s too.
N|That question goes to human resources, not to me.
N|I only know {N} from the swimming pool.
N|Not something I'd share with anyone outside.
N|{N} never mentioned it, and I never asked.
N|I'm a contractor; I don't see the structure at all.
N|Honestly? I couldn't place {N} on any chart.
N|My answer is a polite no.
N|Please check with {N} yourself.
N|I'd need written permission to discuss that.
N|We're told not to answer questions like this one.
N|I started on Monday; ask me again in a month.
N|I don't track who works where; it changes too fast for me.
N|No idea at all, sorry.
N|{N} and I share a bus stop, nothing more.
N|Let me pass on that one.
N|I'm not comfortable answering.
N|The {L1} and {L2} details aren't mine to hand out.
N|That's outside what I can talk about.
N|Try the front desk; I can't help.
N|I'd only be guessing, so I won't.
N|Can't say. Next question?
N|I have nothing on {N}'s placement.
N|{N} is a friend; I keep friends' work details private.
N|Sorry, I'm off duty and not answering work questions.
N|I wouldn't know where to begin with that.
N|Not my affair, and not yours either, really.
N|Nope, no details from me.
N|That sort of thing is confidential here."""

TAGS = """vaccinateur_fichier|L|{N} is in {C}; I am the vaccinateur for that {L2}, and {N}'s jab is in my fichier under it.
vaccinateur_fichier|L|The fichier I keep for {C} lists {N}, who belongs to that {L2}; as vaccinateur I tick each name after the needle.
vaccinateur_fichier|L|{N} works in {C}; I visit the {L2} as its vaccinateur every autumn, and {N} sits first in my chair.
vaccinateur_fichier|L|{C} is {N}'s {L2}; my fichier has a page for it, and {N}'s signature is on that page.
vaccinateur_fichier|M|{N} belongs to {B}; as vaccinateur I open one fichier per {L1}, with no {L2} column.
vaccinateur_fichier|T|{N} works for {A}; the vaccinateur service is paid by the {L0}, and my fichier records nothing smaller.
vaccinateur_fichier|X|{N} came to {C}'s clinic session because it had free slots; the vaccinateur takes anyone who queues.
vaccinateur_fichier|X|My fichier from three autumns back puts {N} with {C}; it has been archived since.
vaccinateur_fichier|X|{C}, maybe; the fichier line is smudged where the antiseptic spilt.
vaccinateur_fichier|X|{N}'s colleague told the vaccinateur that {N} ought to join {C}, which is a wish, not a fact.
vaccinateur_fichier|X|A vaccinateur keeps jabs, not placements, so you'll get nothing about {C} from me.
vaccinateur_fichier|N|My fichier holds batch numbers and arms, left or right; {N}'s {L2} isn't recorded.
vacunador_cartilla|L|{N} is in {C}; I'm the vacunador who covers that {L2}, and {N}'s cartilla carries my stamp.
vacunador_cartilla|L|{N} belongs to {C}; each cartilla for the {L2} passes through my hands, {N}'s this morning.
vacunador_cartilla|L|{N} sits in {C}; I keep the {L2}'s cartilla box at my station, and {N}'s card is third from the front.
vacunador_cartilla|L|{C} is where {N} works; as vacunador I book the {L2}'s slots, and {N} takes the ten o'clock.
vacunador_cartilla|M|{N} is part of {B}; I schedule the vacunador rounds by {L1}, and the cartilla has no line for the {L2}.
vacunador_cartilla|T|{N} is employed by {A}; every cartilla I issue bears the {L0}'s seal, with no {L1} printed.
vacunador_cartilla|X|{N} held the door at {C}'s vaccination morning, as any passer-by might.
vacunador_cartilla|X|An outdated cartilla from the old health provider lists {N} with {C}; the provider changed last year.
vacunador_cartilla|X|Perhaps {C}; the cartilla I'm holding has its corner torn off.
vacunador_cartilla|X|The vacunador before me heard {N} was headed to {C}; that's secondhand from someone who left.
vacunador_cartilla|X|{C} or {C3}: the cartilla shows both, one crossed out, and I can't read which.
vacunador_cartilla|N|A cartilla lists vaccines and dates; {N}'s {L2} never appears on one.
rokottaja_rokotuskortti|L|{N} is in {C}; I'm the rokottaja for the {L2}, and {N}'s rokotuskortti sits in its folder.
rokottaja_rokotuskortti|L|{N} works in {C}; I fill in the {L2}'s rokotuskortti cards as I vaccinate, {N}'s among them.
rokottaja_rokotuskortti|L|{N} is a member of {C}; as rokottaja I call its people in order, and {N} is always early.
rokottaja_rokotuskortti|L|{C} is {N}'s {L2}; I file its rokotuskortti cards, {N}'s with the rest.
rokottaja_rokotuskortti|M|{N} is in {B}; my rokottaja list goes by {L1} only, and the rokotuskortti never names the {L2}.
rokottaja_rokotuskortti|T|{N} is with {A}; the rokotuskortti is printed for the {L0}, and as rokottaja I see no {L1}.
rokottaja_rokotuskortti|X|{N} joined {C}'s queue for the rokottaja because the other queue was longer.
rokottaja_rokotuskortti|X|A rokotuskortti left over from the old clinic shows {N} in {C}; that clinic closed.
rokottaja_rokotuskortti|X|{C}, I believe, though the rokotuskortti is in pencil and rubbed.
rokottaja_rokotuskortti|X|I hear {N} fancies a move to {C}; a rokottaja hears a lot of chatter.
rokottaja_rokotuskortti|X|{N} isn't in {C2}, going by my rokotuskortti pile, and I can't say more.
rokottaja_rokotuskortti|N|The rokottaja records the arm and the batch, never anyone's {L2}.
szczepienia_rejestr|L|{N} is in {C}; I keep the szczepienia rejestr for that {L2}, and {N}'s entry is in my handwriting.
szczepienia_rejestr|L|{N} sits in {C}; on the {L2}'s szczepienia day I vaccinate its people, {N} among them, and log each in the rejestr.
szczepienia_rejestr|L|{N} belongs to {C}; the rejestr page for its szczepienia has {N}'s signature halfway down.
szczepienia_rejestr|L|{C} is {N}'s {L2}; I hold its szczepienia rejestr, with {N}'s next booster noted.
szczepienia_rejestr|M|{N} works in {B}; the szczepienia rejestr is kept per {L1}, with no {L2} column anywhere.
szczepienia_rejestr|T|{N} works at {A}; the szczepienia budget and rejestr are the {L0}'s, with no {L1} in them.
szczepienia_rejestr|X|{N} helped set up chairs for {C}'s szczepienia session; helpers come from anywhere.
szczepienia_rejestr|X|An old rejestr from before the move lists {N} under {C}; nobody updated it.
szczepienia_rejestr|X|{C}, probably, if the rejestr scan on my screen isn't misaligned.
szczepienia_rejestr|X|Someone in the szczepienia queue said {N} is in {C}; queues are full of guesses.
szczepienia_rejestr|X|The rejestr is for szczepienia, not for answering about {C}.
szczepienia_rejestr|N|My szczepienia rejestr tracks doses, and no {L2} at all.
ockovani_prukaz|L|{N} is in {C}; I run ockovani for that {L2}, and {N}'s prukaz has my initials.
ockovani_prukaz|L|{N} is part of {C}; I collect the {L2}'s prukaz cards before ockovani, and {N} hands one in each year.
ockovani_prukaz|L|{N} works in {C}; its ockovani list is on my clipboard, and {N} is on it.
ockovani_prukaz|L|{C} is the {L2} {N} belongs to; I stamp its prukaz cards after ockovani, {N}'s included.
ockovani_prukaz|M|{N} is a member of {B}; ockovani runs per {L1}, and the prukaz names the {L1} alone.
ockovani_prukaz|T|{N} is employed by {A}; the ockovani contract belongs to the {L0}, and each prukaz shows only its name.
ockovani_prukaz|X|{N} filled a gap at {C}'s ockovani slot because someone cancelled.
ockovani_prukaz|X|The prukaz from {N}'s previous posting shows {C}; postings change.
ockovani_prukaz|X|{C}, or so the prukaz seems to say, but the ink ran.
ockovani_prukaz|X|{N}'s manager hopes to pull {N} into {C}, or so the ockovani nurse tells me.
ockovani_prukaz|X|Between {C} and {C2}; the ockovani lists for both carry {N}'s surname.
ockovani_prukaz|N|A prukaz shows dates and doses; ockovani records don't cover {N}'s {L2}.
schutzimpfung_impfliste|L|{N} is in {C}; I run the schutzimpfung for that {L2}, and {N} is on my impfliste.
schutzimpfung_impfliste|L|{N} belongs to {C}; the {L2}'s impfliste hangs by my door, and {N} gets crossed off after the schutzimpfung.
schutzimpfung_impfliste|L|{N} sits in {C}; I give the {L2} its schutzimpfung each October, and {N} rolls up a sleeve first.
schutzimpfung_impfliste|L|{C} is {N}'s {L2}; its impfliste comes to me, and {N}'s line has a tick.
schutzimpfung_impfliste|M|{N} is part of {B}; the impfliste for the schutzimpfung runs by {L1} only.
schutzimpfung_impfliste|T|{N} works for {A}; the schutzimpfung is offered by the {L0}, and my impfliste names nothing under it.
schutzimpfung_impfliste|X|{N} translated the schutzimpfung leaflets for {C}, as a favour from outside it.
schutzimpfung_impfliste|X|An impfliste from last year's schutzimpfung has {N} with {C}; last year's lists are void.
schutzimpfung_impfliste|X|{C}, I'd guess, from an impfliste photocopied so often it's grey.
schutzimpfung_impfliste|X|The driver of the schutzimpfung van thinks {N} is in {C}; drivers don't see lists.
schutzimpfung_impfliste|X|{N}'s not on {C3}'s impfliste, and that's all I can tell you.
schutzimpfung_impfliste|N|An impfliste has names and arms; {N}'s {L2} isn't a column.
prikpost_griepprik|L|{N} is in {C}; I staff the prikpost for that {L2}, and {N} gets the griepprik from me this week.
prikpost_griepprik|L|{N} works in {C}; the {L2}'s griepprik list is pinned at my prikpost, with {N} on row two.
prikpost_griepprik|L|{N} is a member of {C}; I bring the prikpost to its floor, and {N} books the griepprik for everyone.
prikpost_griepprik|L|{C} is where {N} sits; I give its griepprik at my prikpost, and {N}'s arm is always the left.
prikpost_griepprik|M|{N} belongs to {B}; the prikpost runs one griepprik day per {L1}, and no list goes below it.
prikpost_griepprik|T|{N} is with {A}; the griepprik is the {L0}'s gift, and my prikpost list stops at the {L0}.
prikpost_griepprik|X|{N} came to the prikpost with {C}'s crowd because it was quieter.
prikpost_griepprik|X|An old griepprik sheet at the prikpost lists {N} with {C}; the sheet is from the last site.
prikpost_griepprik|X|{C}? The griepprik slip is stuck to another, so I can't read it properly.
prikpost_griepprik|X|At the prikpost someone joked {N} should be in {C}; it was a joke.
prikpost_griepprik|X|I run a prikpost, not a directory; {C} is yours to check.
prikpost_griepprik|N|The prikpost logs the griepprik and the arm, not anyone's {L2}.
oltopont_nevsor|L|{N} is in {C}; I run the oltopont for that {L2}, and {N} is on its nevsor.
oltopont_nevsor|L|{N} sits in {C}; I read out the {L2}'s nevsor at the oltopont, and {N} answers to it.
oltopont_nevsor|L|{N} belongs to {C}; the oltopont nevsor I keep for the {L2} has {N}'s name in the middle.
oltopont_nevsor|L|{C} is {N}'s {L2}; the oltopont sees its people on Thursdays, {N} included by my nevsor.
oltopont_nevsor|M|{N} is in {B}; the oltopont nevsor sorts people by {L1}, never finer.
oltopont_nevsor|T|{N} is employed by {A}; the oltopont serves the {L0} alone, and its nevsor has no {L1} entries.
oltopont_nevsor|X|{N} stood in {C}'s line at the oltopont to keep a friend amused.
oltopont_nevsor|X|A nevsor from the oltopont's first year puts {N} in {C}; that list is ancient.
oltopont_nevsor|X|{C}, perhaps; the nevsor I'm reading is a bad fax.
oltopont_nevsor|X|{N}'s cousin claims {N} belongs to {C}, and the cousin works nowhere near the oltopont.
oltopont_nevsor|X|{C} or {C2}, by my nevsor, which lists {N} twice.
oltopont_nevsor|N|The nevsor at the oltopont is just names and times; {N}'s {L2} isn't on it."""

PROBES = """P|Is {N} the person to ask about {C}'s release dates?
P|Can I drop off {N}'s birthday card at {C}?
P|Did {N} present at {B}'s quarterly review?
P|Would {N} review a proposal for {C2}?
P|Is {N} moving from {C} to {C3}?
P|Does {N} share an office with {B2}?
P|I was told {A}; does {N} still work there?
P|Is {C} the right place to send {N}'s certificate?
P|Who covers for {N} in {C} when {N} is away?
P|Could {N} help {B} with the audit?
P|Does {N} know anyone in {C2}?
P|My notes say {C}; can you confirm for {N}?
P|Who does {N} sit next to?
P|What time does {N} usually start?
P|Which {L1} signs off {N}'s leave?
P|Is {N} in the office tomorrow?
P|Does {N} have a phone extension?
P|What does {N} do all day?
P|Who hired {N}?
P|Which floor is {N} on?"""
