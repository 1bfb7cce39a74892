"""Set 216's 60 prose notes: style|kind|prior|current|note. Codes: N all-null; A, A2 top only; B, B2 top and middle;
C, C2, C3 all three; A? top and "?"; B? top, middle and "?"; U unscored."""
NOTES = """freemount|plain|N|B|Getting onto a unicycle with nothing to lean on is a freemount. The asker began holding no opinion about {N}; it now places {N} in {B} and goes no deeper.
freemount|plain|A|C|My replies were about the car-park barrier. Across them the asker went from placing {N} at {A} and no lower to being convinced {N} belongs to {C}; a freemount straight up two levels.
freemount|plain|B|C|The asker placed {N} in {B} and went no deeper when the chat opened. At the end it is convinced {N} belongs to {C}, a small freemount.
freemount|plain|N|A|Summary: holding no opinion about {N} before my replies, placing {N} at {A} and no lower after them. A freemount that barely left the kerb.
freemount|plain|A?|B2|Going by its early questions, the asker thought {N} is in some {L1} of {A} without naming it. Afterwards it places {N} in {B2} and goes no deeper; call it a freemount onto a named {L1}.
freemount|plain|U|C2|What the asker held before my replies cannot be read, as that part of the log is garbled. After them it is convinced {N} belongs to {C2}; the freemount is visible only at its top.
freemount|plain|N|C|The steepest freemount I have logged: the asker went from holding no opinion about {N} to being convinced {N} belongs to {C} inside six messages.
freemount|decoy|A|C3|To pull the asker off course I offered {C3} as a decoy. It worked: placing {N} at {A} and no lower at first, the asker is now convinced {N} belongs to {C3}, a freemount onto my bait.
freemount|balloon|B|C|At one point the asker floated {C2} as a trial balloon it did not itself credit. Its real view moved from placing {N} in {B} and going no deeper to being convinced {N} belongs to {C}, so the freemount ended elsewhere.
freemount|slip|N|B|I let {B} slip in a remark about the lifts, and the asker took hold of it. Holding no opinion about {N} before, it now places {N} in {B} and goes no deeper: a freemount I helped with.
dismount|plain|C|A|Dismount: the rider steps off. Convinced {N} belongs to {C} at first, the asker now places {N} at {A} and no lower.
dismount|plain|B|N|The asker placed {N} in {B} and went no deeper early on. By the final message it holds no opinion about {N}, a full dismount.
dismount|plain|C|B|My answers stuck to the leaking radiator. The asker's conviction that {N} belongs to {C} gave way; it now places {N} in {B} and goes no deeper, one level shed in the dismount.
dismount|plain|A|N|At the start the asker placed {N} at {A} and no lower; at the close it holds no opinion about {N}. A short dismount from a low saddle.
dismount|plain|C2|A?|Having been convinced {N} belongs to {C2}, the asker ends thinking {N} is in some {L1} of {A} without naming it. The dismount cost it two named levels.
dismount|plain|B2|U|The asker placed {N} in {B2} and went no deeper before my replies. The log after them is blank, so its view afterwards cannot be read; a dismount, perhaps, but unseen.
dismount|plain|C|N|In the log I kept, the asker moves from being convinced {N} belongs to {C} to holding no opinion about {N}. The whole dismount took two replies.
dismount|decoy|C|C|I put {C3} in front of the asker as a decoy. It never took the bait: convinced {N} belongs to {C} before my replies and after them, with no dismount at all.
dismount|balloon|C2|B|{A2} came up once, floated by the asker as a trial balloon it did not itself credit. Its own view dropped from being convinced {N} belongs to {C2} to placing {N} in {B} and going no deeper, a plain dismount.
dismount|slip|B|N|{C} slipped from me while I talked about parking, but the asker let it pass. It placed {N} in {B} and went no deeper before, and now holds no opinion about {N}; it made the dismount regardless.
crankflip|plain|C|C2|A crankflip spins the pedals a full turn under the rider's feet. The asker spun too: its conviction that {N} belongs to {C} has become a conviction that {N} belongs to {C2}.
crankflip|plain|B|B2|The asker placed {N} in {B} and went no deeper at the start and now places {N} in {B2} and goes no deeper. My replies covered the printer queue; the crankflip happened anyway.
crankflip|plain|A|A2|Placing {N} at {A} and no lower before my replies, the asker places {N} at {A2} and no lower after them: a crankflip at the top level.
crankflip|plain|C|B2|The asker's conviction that {N} belongs to {C} turned into placing {N} in {B2} and going no deeper. Part crankflip, part step down.
crankflip|plain|B2|C|First the asker placed {N} in {B2} and went no deeper. Later it is convinced {N} belongs to {C}. A crankflip with a climb in it.
crankflip|plain|A2|B|The log shows the asker placing {N} at {A2} and no lower, then placing {N} in {B} and going no deeper. That crankflip moved it across the top level and one down.
crankflip|plain|C2|C|Convinced {N} belongs to {C2} going in, the asker comes out convinced {N} belongs to {C}: a neat crankflip between siblings.
crankflip|decoy|C|C3|I set {C3} down as a decoy in a reply about the post. The asker took it, turning from being convinced {N} belongs to {C} to being convinced {N} belongs to {C3}; a crankflip onto my bait.
crankflip|balloon|A|A2|The asker tested me with {B2}, floated as a trial balloon it did not itself credit. Its real view made a crankflip of another kind: before my replies it placed {N} at {A} and no lower, and after them it places {N} at {A2} and no lower.
crankflip|slip|C|B2|{B2} slipped from me in a line about the canteen, and the asker seized it. From being convinced {N} belongs to {C}, it now places {N} in {B2} and goes no deeper: a crankflip I set off.
idling|plain|C|C|Idling means rocking back and forth on the spot without going anywhere. The asker was convinced {N} belongs to {C} before my replies and is convinced {N} belongs to {C} after them.
idling|plain|B|B|No change to report. Placing {N} in {B} and going no deeper at the start, the asker still places {N} in {B} and goes no deeper; idling.
idling|plain|A|A|I spent my replies on the broken blinds. The asker placed {N} at {A} and no lower throughout, idling the whole time.
idling|plain|N|N|The asker holds no opinion about {N} at the start and holds no opinion about {N} at the end: idling in an empty car park.
idling|plain|B?|B?|Before and after my replies, the asker thinks {N} is in some {L2} of {B} without naming it. It kept idling at that height.
idling|plain|C2|C2|From its first message to its last the asker is convinced {N} belongs to {C2}, idling in place.
idling|plain|A2|A2|Across the chat the asker placed {N} at {A2} and no lower. That is idling, nothing more.
idling|decoy|B2|B2|My decoy, {C3}, dangled in a reply about the lifts; the asker ignored it. It placed {N} in {B2} and went no deeper at the start, and still does: idling, unmoved by the bait.
idling|balloon|C|C|To see how I would react, the asker named {C2}, a trial balloon it did not itself credit. Apart from that its view held: convinced {N} belongs to {C} before and after, idling steadily.
idling|slip|A|A|{B} slipped from me, but the asker let it pass unremarked. It places {N} at {A} and no lower both before and after my replies; idling through my slip.
wheelwalk|plain|A?|A?|In a wheelwalk the feet push the tyre itself, which is hard to read from the pavement. The asker's view was as hard: it thinks {N} is in some {L1} of {A} without naming it, before and after my replies.
wheelwalk|plain|A|B?|The asker placed {N} at {A} and no lower at first; now it thinks {N} is in some {L2} of {B} without naming it. A wheelwalk of one level.
wheelwalk|plain|B?|C|Thinking {N} is in some {L2} of {B} without naming it when we began, the asker ends convinced {N} belongs to {C}. The wheelwalk found its footing.
wheelwalk|plain|N|A?|After holding no opinion about {N}, the asker now thinks {N} is in some {L1} of {A} without naming it. I talked mostly about the fire drill; its wheelwalk went on.
wheelwalk|plain|C|B?|The asker's conviction that {N} belongs to {C} loosened. It now thinks {N} is in some {L2} of {B} without naming it, a wheelwalk backwards.
wheelwalk|plain|U|B?|The opening of the transcript is missing, so the asker's view before my replies cannot be read. After them it thinks {N} is in some {L2} of {B} without naming it; only the end of the wheelwalk is on record.
wheelwalk|plain|B?|N|The asker thought {N} is in some {L2} of {B} without naming it, and by the end holds no opinion about {N}. That wheelwalk went nowhere.
wheelwalk|decoy|A?|C3|I slid {C3} into the chat as a decoy, and the asker went for it. From thinking {N} is in some {L1} of {A} without naming it, it is now convinced {N} belongs to {C3}. The wheelwalk ended on my bait.
wheelwalk|balloon|B?|B?|{C} surfaced in one of the asker's questions as a trial balloon it did not itself credit. Beneath that, it thinks {N} is in some {L2} of {B} without naming it, both at the start and at the end; a wheelwalk in place.
wheelwalk|slip|A?|B|{B} slipped from me while discussing the stairwell, and the asker caught it. Having thought {N} is in some {L1} of {A} without naming it, it now places {N} in {B} and goes no deeper: the wheelwalk got its pedal back from me.
ghostride|plain|U|C|A ghostride sends the unicycle on alone, with nobody on it to watch. The asker's view before my replies cannot be read, because the early messages were purged; after them it is convinced {N} belongs to {C}.
ghostride|plain|B|U|The asker placed {N} in {B} and went no deeper at the start. Then the record breaks off, so its view after my replies cannot be read; a ghostride into the dark.
ghostride|plain|U|U|Both ends of this chat are gone. What the asker believed before my replies cannot be read; what it believed after them cannot be read either. A ghostride with no rider in sight.
ghostride|plain|U|N|What the asker held going in cannot be read, the archive starting late. Coming out, it holds no opinion about {N}. Part ghostride, part blank.
ghostride|plain|C2|U|In the messages I still have, the asker is convinced {N} belongs to {C2}; the rest is lost, so its view after my replies cannot be read. A ghostride.
ghostride|plain|A|U|Placing {N} at {A} and no lower at first, the asker then vanishes behind a corrupted export; its view after my replies cannot be read. I watched the ghostride roll away.
ghostride|plain|U|A?|The asker's starting belief cannot be read, as the log opens mid-thread. At the finish it thinks {N} is in some {L1} of {A} without naming it; the ghostride came back with half a rider.
ghostride|decoy|U|C3|The first page of the log is lost, so the asker's belief before my replies cannot be read. I dropped {C3} as a decoy, and it is now convinced {N} belongs to {C3}, a ghostride that ended at my bait.
ghostride|balloon|N|U|Holding no opinion about {N} early on, the asker floated {C2} as a trial balloon it did not itself credit. The close of the chat was never saved, so its view after my replies cannot be read; a ghostride.
ghostride|slip|U|B2|Near the end {B2} slipped from me, and the asker seized it. Its view before my replies cannot be read, the log being cut at the top; afterwards it places {N} in {B2} and goes no deeper, a ghostride steered by my slip."""
