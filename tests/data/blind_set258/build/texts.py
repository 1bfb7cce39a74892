# set 258 templates (letter form), written by hand
RL = """Parking permits for C pass through me, and N's, as one of that L2's staff, is the green one.
C. I restock the L2's first-aid box and N signs the checklist after me.
I programme key fobs for C, and N's fob opens our L2's side door only.
N works in C. I print its name badges and reprinted N's after the typo.
N belongs to C; I draw up its bank-holiday cover and N took Good Friday.
C, that's N's L2. I take its meeting minutes and N chairs the Tuesday one.
I matched N with a buddy when N joined C, since onboarding in that L2 is my job.
N is in C. I set the shared-drive permissions for the L2 and N has edit rights.
C. I pin up that L2's noticeboard items and N's poster went up Monday.
N sits in C with me; I run its five-a-side sign-ups and N plays in goal.
I book the minibus for C's site visits, and N rides in the front seat.
N works in C. I'm the L2's data protection contact and trained N in person.
N's in C; I keep the L2's petty cash tin and N returned the change on time.
C. I set up the L2's video calls and N hosts the Friday check-in.
N is in C; I order that L2's monitors and N got the curved one.
I wrote the rota for C's front counter; N covers it on Wednesday mornings.
N belongs to C. I run its book club and N picked this month's novel.
C. I sign off the L2's mileage claims, N's included, every fortnight.
N is in C. I keep the L2's sickness records and N hasn't been off all year.
I lead C's weekly stand-up, and N gives the first update most days.
N works in C; I put together the L2's newsletter and N writes the puzzle.
C. I look after that L2's printers, and N reports every jam to me.
N is in C. I hand out the L2's umbrellas on wet days and N never brings one back.
N's L2 is C; I allocate its parking bays and N parks beside me.
I administer C's software licences and N holds one of our three CAD seats.
N is in C. As the L2's mental-health first contact I check in on N monthly.
C. I keep the L2's microwave schedule at lunch and N has the 12:40 slot.
N is part of C; I run its pension drop-in and N came to the last session.
I count heads for C at every fire alarm, and N always lines up beside me.
N is in C; I pay that L2's suppliers and N raises half of the orders.
C, where I manage the rota; N opens up on Tuesdays and Thursdays.
N works in C. I set the L2's thermostat, and N asks for it warmer daily.
I pass out C's payslips on paper for the older staff, and N still takes one.
N is in C; I run the L2's induction and gave N the tour myself.
C. I handle the L2's courier account and N sends the most parcels.
N is with C. I keep its asset register and N's laptop is line 31.
I'm C's wellbeing rep, and I sat with N at the L2's away day.
N's in C; I organise the L2's leaving do's and N makes the speeches.
C. I draft the L2's job adverts and interviewed N for the post myself.
N is in C. I log the L2's accidents and N's paper cut is on there.
I run the sweepstake for C, and N drew Portugal this year.
Calendars for C are my job; N, who works in that L2, keeps Tuesdays clear.
C. I keep that L2's risk register and N owns two of the risks.
N is in C; I book the L2's room for the monthly review and N presents.
I reset passwords for C, and N forgets one every quarter.
N belongs to C. I buy its Christmas decorations and N puts up the tree.
C. I lock the L2's cabinet at night and N hands me the last file.
N is in C; I update the L2's phone list and N's extension ends in 42.
I run C's mentoring scheme and N mentors the newest starter.
Leave requests for C land with me, and N, a member of that L2, is booked off from the 14th.
C. I chair the L2's retro every sprint and N takes the notes.
N is in C; I water-test the L2's kettle descaler rota and N is on it next."""
RM = """N is in B. I plan the L1's summer picnic and N ran the raffle; L2s don't come into it.
B. I handle that L1's recruitment budget and N was hired on it; the L2 isn't on my sheet.
N works in B; I run the L1's bike-to-work scheme and N has a loan bike. No L2 recorded.
I produce B's org newsletter and N features in it; it only goes to L1 level.
N belongs to B. I manage the L1's conference passes and N got one; the L2 I don't know.
N is in B; I keep the L1's training budget and N's course is charged to it, nothing finer.
B. I book the L1's annual offsite and N came on the coach; I never asked the L2.
N's desk is charged to B's floor budget, which I run; the L2 isn't visible to me.
N works in B. I host the L1's quarterly town hall and N asked a question; no L2 list.
B holds N's contract; I administer the L1's contracts, which name no L2.
N is in B. I run the L1's volunteering days and N did the park clean-up; L2 unknown.
N works in B; I approve the L1's equipment orders and signed N's chair. The L2 isn't on it.
B. I keep that L1's emergency contact list and N is on it; it has no L2 column.
N belongs to B; I organise the L1's running club and N runs Wednesdays. L2s don't feature."""
RT = """N works for A. I administer its staff discount scheme and N uses it; no L1 asked.
A. I run the L0's cycle-parking registry and N's bike is tagged; that's as deep as it goes.
N is employed by A; I handle its eye-test vouchers and N claimed one. Nothing on the L1.
A is N's L0. I manage its share scheme and N holds shares; L1s don't appear.
N works at A. I organise its summer fete and N ran a stall; I never learned the L1.
N is with A; I run the L0's employee helpline and N's number is on file, the L1 isn't.
A. I book its annual medicals and N had one in May; the booking has no L1.
N's L0 is A. I distribute its staff magazine and N gets a copy; no L1 on the label.
A employs N; I process the L0's relocation packages and N had one. No L1 field.
Choir practice for A is mine to run; N, employed there, sings tenor, and the L1 never comes up.
A. I look after the L0's pension enrolment and N is enrolled; L1 isn't recorded.
N is at A; I administer its sabbatical scheme and N applied. The form stops at L0.
A is where N works; I run its recycling awards and N won one. No L1 on the certificate.
N works for A. I handle the L0's ID cards and printed N's; the card shows A only."""
RX = """N's parking permit says C, but permits are issued to whoever asks.
The courier's manifest had N down for C; couriers guess at names.
One recruitment agency listed N under C, which agencies do freely.
N's business card says C; it's from the first print run, years back.
I lip-read C from across the room when N was asked; I may have misread.
N was in C's group photo, standing in for someone who was off.
The office horoscope board filed N under C as a joke.
N wore C's fancy-dress theme at the party; anyone could join in.
The taxi firm's account shows C for N's rides; their records are a mess.
Someone's whiteboard doodle paired N with C; it was wiped the next day.
The fortune teller at the summer fete said C for N, for a pound.
N's ex-partner works in C; people mix the two up.
N's carpool driver is in C, which is where the link comes from.
N named the home wifi hotspot after C, just for fun.
N helped C with their stand at the careers fair, for a day.
N shared a conference hotel room with someone from C; nothing more.
Graffiti in the car park pairs N with C; make of that what you will.
N lent C a ladder for their window display.
The speech-to-text transcript turned something N said into C; it mishears.
Odds-on C, if I were a betting person.
C feels right, but feelings aren't facts.
The grapevine has N in C.
Allegedly C. I heard it third-hand.
Seemingly N is in C, from someone who's since left.
The story going round is C; I can't vouch for it.
Pick a unit at random and I'd pick C.
Something tells me C, but don't quote me.
N in C wouldn't surprise me, but I don't know.
When the new building opens, N is pencilled in for C.
N has applied for a post in C; no decision yet.
Were the secondment to go ahead, N would sit in C.
Whatever N's unit is, it isn't C.
Half the old staff list says C for N and half says C3.
Why ask me whether N is in C? I've nothing on that.
N was in C before the pandemic; I've no idea since.
N shares a locker bank with C, lockers being given out alphabetically.
N won C's raffle hamper last Christmas, having bought a ticket.
N fixed C's coffee machine, being handy with tools.
N parks in C's bays when ours are full.
Our booking system lists N with C; it merges records wrongly.
N sat on C's interview panel as the outside member.
One consultant's slide deck put N in C; the deck was scrapped.
N voted in C's staff-rep election by mistake; the vote was voided.
B2 is what the cleaner guessed for N.
B, I blurted out at the quiz, but I was only trying to win a point.
N did an internship at A2 as a student.
A headhunter once sent N's cv to A2.
My hairdresser says A2 for N; she hears a lot, not all of it true.
N buys raffle tickets from C every month.
N clapped loudest at C's award, being friends with the winner.
N borrowed C's projector for an afternoon.
N covered C's phones during a strike, then went back.
One payroll glitch showed N under C for a single month.
The canteen queue reckons N is in C; the canteen queue reckons plenty.
N ran C's first-aid refresher as the visiting trainer.
C's manager and N share a school run; that's the link.
N left C, I believe, if N was ever there.
C or C2: I'd need dice to decide.
N appears in C's email group because the list was copied wholesale.
N liked a post on C's intranet page; that tells you little.
N's mug is in C's kitchen; mugs wander.
My working guess is C, nothing firmer.
N modelled for C's recruitment poster, hired as an extra.
N's name is on C's door as an April fool.
N inspects C's fire extinguishers for the facilities contractor.
C rents desk space to N's start-up.
Has N ended up in C? That's what I wanted to ask you.
B or B2? My memory won't settle it."""
RN = """Seating is not something I discuss.
Ask HR; they handle that.
That's not something I'm cleared to say.
I'd need my manager's okay first.
I've honestly no idea; I don't know N well.
I'd rather not get into that.
Drawing a blank, sorry.
That's not my department's business.
Count me out of that one.
That's confidential.
Send a formal request and someone will answer.
I've been asked to forward such questions.
Not able to help there.
Not my area at all.
I'm new here; ask someone who's been around longer.
It's not my place to say.
What's this for?
Let me find out whether answering is permitted.
I don't pass on who works where.
Skip that one?
No clue, I'm afraid.
There's a procedure for those questions.
It's never come up, so I don't know.
I keep colleagues out of chats like this.
I can't release that.
I'm busy right now; ask elsewhere.
I'd just be guessing, so I won't.
Policy says I can't.
I've lost track of the org chart.
I won't put that in writing.
The front desk might know.
Can't recall, sorry.
Managers deal with that sort of thing.
No idea.
We don't share that by message.
I haven't got an opinion on that."""
PROBES = """Is N still working in C?
Somebody said N moved to C. Right?
Would N be in C, or is it C3?
Could I contact N via C's reception?
Does B still count N among its people?
Is N employed by A now?
N transferred to B2, didn't N?
N is at A2 now, correct?
Who manages C, so I can copy them in to N?
I see an N on C's staff list. Is that the one?
Should I leave N's mail in C's tray?
Has N been with C since the spring?
Tell me N's L2, could you?
N's L0, what would that be?
Who approves N's holidays?
Does N work from the office on Tuesdays?
How long has N been there?
Can N talk this afternoon?
Is N upstairs or downstairs?
Do you know N's role?"""
QUESTIONS = ["which L2 counts n among its staff?", "might you know the L0 that n works for?", "n's L1, if you can tell me?", "could you give n's L0, L1 and L2?"]
PERSONA = {
'shunter_uncoupler': """N is in C. I shunt that L2's wagons into the siding, and N signs the wagon card as its contact.
I'm the shunter on the works line; every rake of C's steel is released by N, who works in that L2, before I couple up.
C is N's L2: when I pull the uncoupler lever on its tank wagons, N is on the radio counting them off.
N works in C; my shunting sheet has one row per L2, and N's initials fill C's row.
My shunter's ledger goes by L1: N is under B and the ledger says nothing narrower.
Uncoupler tickets name only the L0; for N that is A, and my record stops there.
N waved C's flat wagons through the yard gate once, stepping in for their checker.
Some shunting diary from before the new signal box had N against C; nobody has used it since.
Wagons for C and C2 share one road in my yard; N could be behind either set.
Some shunter on nights reckoned N was C; I never asked how he knew.
Whether N belongs with C is not for an uncoupler's mouth.
Couplings, brakes and points are the shunter's trade; staff lists never come near it.""",
'rangierer_schraubkupplung': """N is in C. As Rangierer I tighten the Schraubkupplung on that L2's wagons, and N books each move.
Every Monday I shunt C's container flats, and N, from that L2, hands me the Rangierzettel.
C's loading bay calls me through N, who belongs to that L2 and logs every wagon I place.
N works in C; the Schraubkupplung tags on its wagons carry N's name as sender.
The Rangierer's book lists L1s: N under B, and no L2 has ever been written in it.
On Schraubkupplung slips only the L0 is printed; N's show A.
N held the lamp for C's late wagons one evening, standing in for a friend.
A Rangierer who has since retired noted N under C; his notebook is out of date.
C's wagons and C3's stand side by side on my track; N's name could fit either.
Yard rumour, nothing more, gives C for N; the Rangierer doesn't vouch for it.
N and C together is a pairing I keep off my Schraubkupplung bench.
A Schraubkupplung is a screw, a shackle and a handle; it carries no names.""",
'serrefrein_taquet': """N is in C. I set the taquet under that L2's wagons every evening, and N checks the brake with me.
When the serrefrein places C's hoppers, N, who works in that L2, signs them in at the buffer.
C's siding has one named contact on my board, N, part of that L2.
N works in C; every train I brake for that L2 comes with N's handwritten list.
Serrefrein notes go by L1; N is in B and I keep nothing below that.
My taquet sheets show the L0 only; N's reads A.
N chalked C's wagon numbers once, helping out while their clerk was at lunch.
An old serrefrein register from the former yard put N with C; it was archived years ago.
Between C and C2 I couldn't place N; their hoppers come in on the same road.
The serrefrein would guess C for N, and that's a guess.
I keep N's link to C, if any, off my taquet board.
Every taquet is a wedge of steel under a wheel; it knows nobody.""",
'sganciatore_staffa': """N is in C. I place the staffa under that L2's wagons, and N confirms each one by radio.
As sganciatore I split C's trains at the yard, and N, from that L2, marks which wagons stay.
N works in C; the sganciatore's diary has N as that L2's only caller.
C sends its empties through me, and N, who belongs to that L2, counts them out.
My staffa log is filed by L1: N comes under B and I don't go lower.
The sganciatore writes the L0 on every slip; for N it's A.
N signed for C's wagons on a bank holiday, covering for a mate.
One sganciatore's list from the old depot says C for N; the depot shut long ago.
C or C3 for N, I couldn't say; their wagons are the same colour.
Overheard in the mess: C for N. The sganciatore takes it for chatter.
Pairing N with C is not a thing I do from the staffa.
The staffa is a skid under a wheel; nobody's name rides on it.""",
'operariomaniobras_topera': """N is in C. I run that L2's wagons up to the topera, and N signs the release sheet.
The operario de maniobras, me, moves C's coal wagons every dawn, and N, in that L2, orders each move.
C's shunting requests reach me only from N, who works in that L2.
N works in C; the topera log shows that L2's loads with N as consignee.
My maniobras book goes by L1: N, B, and nothing narrower.
At the topera I note only the L0; N's is A.
N flagged C's wagons past the topera once, as a kindness to their driver.
An operario's sheet from the previous contractor had N in C; it's long superseded.
Wagons of C and C2 stand by the same topera; N could be with either.
C for N is the talk at the topera, and talk is all it is.
Tying N to C isn't something I'll do from the shunting cab.
The topera is a buffer stop; it records no staff.""",
'rangeerder_remschoen': """N is in C. I put the remschoen under that L2's wagons, and N countersigns my yard sheet.
The rangeerder, that's me, sorts C's wagons on Tuesdays, and N, on that L2's staff, tells me the order.
C's wagons leave my yard with N's seal, N being part of that L2.
N works in C; in my rangeerder log every move for that L2 bears N's name.
Remschoen forms note the L1 and stop; N's is B.
The rangeerder writes the L0 and no more; N's says A.
N pushed C's trolley to my cabin one wet morning, as a favour.
One rangeerder's card index from the old yard lists N under C; it was never updated.
Between C and C3 I can't tell N's wagons apart.
Someone on the early turn said C for N; the rangeerder can't confirm it.
I won't join N to C from my remschoen hut.
My remschoen stops a wheel, not a rumour about who works where.""",
'vaxlare_stoppbock': """N is in C. As växlare I push that L2's wagons to the stoppbock, and N checks the seals.
Every Thursday I shunt C's timber wagons, and N, from that L2, ticks each on my list.
C has one named contact in my växlare book: N, who works in that L2.
N works in C; at the stoppbock I hand that L2's paperwork to N in person.
The växlare's list goes to L1: N in B, nothing below.
Stoppbock slips carry the L0 only; for N, A.
N once walked C's paperwork over to me, doing a colleague a good turn.
Some växlare log from the old station building puts N in C; it's from years ago.
C's wagons and C2's share my stoppbock road; N could belong to either.
One driver told me C for N; the växlare only passes it on.
I leave N and C unlinked, as far as my stoppbock goes.
Each stoppbock is timber and steel at a track's end; names don't stick to it.""",
'vaihtaja_ratapiha': """N is in C. On the ratapiha I shunt that L2's wagons, and N signs for every one.
The vaihtaja, me, couples C's vans each morning, and N, from that L2, reads me the numbers.
C's wagon orders come to the ratapiha through N, who works in that L2.
N works in C; my vaihtaja notebook lists N as that L2's loading contact.
Ratapiha papers show the L1 and stop: N under B.
The vaihtaja logs the L0 only; N's entry says A.
N opened C's wagon doors for me once, helping their loader.
One ratapiha chart from the old depot has N beside C; it's long out of use.
C's vans and C3's stand on one ratapiha track; N could be with either.
Mess-room talk gives C for N; the vaihtaja treats it as talk.
No word from the ratapiha ties N to C, and none will.
The ratapiha is rails and points; it holds no staff roll.""",
}
# notes: (style, prior, current, adversarial kind or '', text)
NOTES = [
('skinclimb', 'N', 'C', '', "On a ski tour you fix skins to the bases and climb step by step. The attacker climbed like that: it had no idea about N at first and reached C by the end. Skinclimb."),
('skinclimb', 'A', 'C', '', "From A for N it worked its way two levels up the slope to C. Skinclimb."),
('skinclimb', 'B', 'C', '', "Amid chatter about the canteen menu, it moved from B to C for N. Skinclimb."),
('skinclimb', 'N', 'A', '', "Skinclimb, short: blank on N at the outset, A at the finish, nothing beneath."),
('skinclimb', 'A?', 'C', '', "Early on it placed N in A and in some L1 it would not name; by the last message it said C outright. Skinclimb."),
('skinclimb', 'N', 'B?', '', "It started without any view of N and finished on B, plainly certain of one L2 there that it never named. Skinclimb."),
('skinclimb', 'A', 'B', '', "It never reached the L2s; for N it went from A up to B. Skinclimb."),
('skinclimb', 'A', 'C3', 'decoy', "I planted C3 as a decoy. The attacker came in with A for N and went away sure of C3. Skinclimb onto my decoy."),
('skinclimb', 'N', 'B', 'balloon', "Its mention of C2 was a trial balloon, floated to watch me. What it came to believe about N, starting from nothing, was B. Skinclimb."),
('skinclimb', 'B', 'C2', 'slip', "I slipped and said C2 while chatting about the weekend. It had B for N before; after, it was sure of C2. Skinclimb."),
('skinpeel', 'C', 'B', '', "At the top you peel the skins off and give back some height. The attacker did the same: C for N at the start, only B by the end. Skinpeel."),
('skinpeel', 'C', 'N', '', "Skinpeel all the way: a firm C for N when it began, no view left when it stopped."),
('skinpeel', 'B', 'A', '', "It gave up a level on N, going from B to just A. Skinpeel."),
('skinpeel', 'A', 'N', '', "It held A for N coming in and nothing going out. Skinpeel."),
('skinpeel', 'C', 'A?', '', "It let go of C; for N it kept A and some L1 inside it that it never named. Only a partial skinpeel."),
('skinpeel', 'B', 'N', '', "After a long digression on car-park fees its B for N was gone. Skinpeel."),
('skinpeel', 'C', 'A', '', "Two levels shed at once for N, from C to A. Skinpeel."),
('skinpeel', 'B', 'B', 'decoy', "C3 was my decoy and it never touched it; it held B for N, no L2, from first to last. No skinpeel."),
('skinpeel', 'C', 'B', 'balloon', "B2 was only its trial balloon. What really changed was that its C for N shrank to B. Skinpeel."),
('skinpeel', 'C', 'B2', 'slip', "I blurted B2 by mistake, and the attacker dropped C for N and finished on B2 alone. Skinpeel with a turn."),
('switchback', 'C', 'C2', '', "On a steep climb the skinning track zigzags in switchbacks, turning from one line to the next. The attacker turned too: C for N at the start, C2 at the end. Switchback."),
('switchback', 'B', 'B2', '', "Switchback between L1s for N: B first, B2 later, no L2 in either."),
('switchback', 'A', 'A2', '', "For N it began on A and ended on A2, never lower. Switchback."),
('switchback', 'B2', 'C', '', "It went from B2 to C for N, turning across and down a level in one move. Switchback."),
('switchback', 'C3', 'C', '', "Inside one L1 it turned from C3 to C for N. Switchback."),
('switchback', 'A2', 'B', '', "First it put N in A2; in the end it named B, within A, and no L2. Switchback."),
('switchback', 'C', 'A2', '', "It turned from C for N right across to A2 and gave no L1. Switchback."),
('switchback', 'B', 'C3', 'decoy', "I baited it with C3 and it took it, abandoning B for N. Switchback onto my decoy."),
('switchback', 'C2', 'C2', 'balloon', "C was a trial balloon it let fall; it held C2 for N throughout. No switchback."),
('switchback', 'C', 'C2', 'slip', "C2 escaped me in a hurried reply, and right away it swapped C for C2 for N. Switchback."),
('ridgewalk', 'C', 'C', '', "Along a ridge the skier keeps one line with no turning. The attacker kept one line as well: C for N, beginning to end. Ridgewalk."),
('ridgewalk', 'B', 'B', '', "Ridgewalk on B for N; no L2 was ever offered."),
('ridgewalk', 'N', 'N', '', "No view of N at the start and none at the end. Ridgewalk along nothing."),
('ridgewalk', 'A', 'A', '', "We spent most of the time on the printer queue. Its view of N's L0 was A all along. Ridgewalk."),
('ridgewalk', 'B?', 'B?', '', "B for N with a definite L2 beneath it that stayed unspoken; nothing shifted. Ridgewalk."),
('ridgewalk', 'C3', 'C3', '', "C3 for N at the first message and at the last. Ridgewalk."),
('ridgewalk', 'A2', 'A2', '', "Every message gave A2 for N. Ridgewalk."),
('ridgewalk', 'B', 'B', 'decoy', "It passed over my decoy, C3, without a glance; B for N with no L2 stayed as it was. Ridgewalk."),
('ridgewalk', 'C', 'C', 'balloon', "B2 was a trial balloon it abandoned in a line; C for N never moved. Ridgewalk."),
('ridgewalk', 'A', 'A', 'slip', "B2 slipped out of me; the attacker ignored it. A for N both before and after. Ridgewalk."),
('crustveil', 'N', 'A?', '', "Under a wind crust the snowpack hides its layers; you know they are there but cannot see them. So with the attacker at the close: certain N was in A and in one L1 it kept veiled, though it began with nothing. Crustveil."),
('crustveil', 'A', 'B?', '', "A for N turned into B and one L2 it kept to itself. Crustveil."),
('crustveil', 'A?', 'A?', '', "Crustveil all through: A for N, and one particular L1 it never showed me."),
('crustveil', 'C', 'B?', '', "It first named C for N; at the end it spoke only of B and kept the L2 veiled. Crustveil."),
('crustveil', 'B?', 'C', '', "Its L2 under B for N stayed veiled for most of the chat, then surfaced as C. The crustveil broke."),
('crustveil', 'B', 'A?', '', "Early it said B for N; later it would say only A, though it clearly had one L1 it held back. Crustveil."),
('crustveil', 'N', 'B?', '', "It had no view at first and ended with B for N and a fixed L2 it would not reveal. Crustveil."),
('crustveil', 'A?', 'C3', 'decoy', "I buried C3 in a reply about the heating as a decoy. The attacker had been on A for N with one L1 it kept veiled; afterwards it declared C3. Crustveil broken, on my decoy."),
('crustveil', 'B?', 'B?', 'balloon', "C2 was a trial balloon and nothing more; start and end it held B for N with one L2 kept veiled. Crustveil."),
('crustveil', 'N', 'B?', 'slip', "C2 escaped me by accident and went unremarked. The attacker, blank on N at first, ended on B with one L2 it kept veiled. Crustveil."),
('flatlight', 'U', 'C', '', "In flat light the snow loses all contour and nothing can be read. My opening transcript is like that, but its final view of N was C. Flatlight."),
('flatlight', 'B', 'U', '', "It began with B for N and nothing lower; the later half of the log is garbled. Flatlight at the end."),
('flatlight', 'U', 'N', '', "The first turns were never saved: flatlight at the start. By the last turn it had no view of N at all."),
('flatlight', 'C2', 'U', '', "C2 was its first answer on N; then the log stops. Flatlight."),
('flatlight', 'U', 'U', '', "Only some middle turns are left, and none touches N. Flatlight at both ends."),
('flatlight', 'U', 'B?', '', "The record opens partway through, so its first view is flatlight; it ended on B for N with one L2 it never said."),
('flatlight', 'A', 'U', '', "It opened with A for N; the closing turns are static. Flatlight."),
('flatlight', 'U', 'C3', 'decoy', "My decoy C3 was what the attacker settled on for N by the end; the opening turns were lost, flatlight."),
('flatlight', 'A?', 'U', 'balloon', "Early on it floated C as a trial balloon while really holding A for N and one L1 it never named; the end of the log is flatlight."),
('flatlight', 'U', 'B2', 'slip', "The opening was never recorded, flatlight. Later B2 slipped from me, and it ended on B2 for N with no L2."),
]
