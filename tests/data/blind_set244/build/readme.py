"""Write README.md from build/steps.txt, build/texts_*.py and build/built.json."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from texts_claims import REAL
from texts_persona import PERSONA, PROBES
from texts_notes import NOTES
B = json.load(open(os.path.join(HERE, 'built.json')))
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
ch = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t).replace('\n', ' / ')


def q(ts):
    return ', '.join('"%s"' % lf(t) for t in ts)


steps = open(os.path.join(HERE, 'steps.txt'), encoding='utf-8').read().strip()
adv = set(B['adv'])
tags = ['realistic_reply'] + list(PERSONA) + ['attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
rows = []
for t in tags:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(r['id'] in adv for r in rs),
                                                sum(any(v is not None for v in r['belief'].values()) for r in rs)))
ncomm = sum(any(v is not None for v in r['belief'].values()) for r in claims)
by = {k: [t for c, t in REAL if c == k] for k in 'LMTXZ'}
STY = ['bankdive', 'situp', 'handsling', 'trackstand', 'dernyshade', 'neutrallap']
ecount = Counter(r['construction'] for r in ests)
tagdesc = {
    'schriftgutverwalter_aktenplan': 'German, the records keeper and the file plan',
    'recordbeheerder_bewaartermijn': 'Dutch, the records keeper and the retention period',
    'saksarkivar_journalforing': 'Norwegian, the case archivist and the registering of letters',
    'protocollista_fascicolo': 'Italian, the registry clerk and the case file',
    'ugykezelo_iktatokonyv': 'Hungarian, the records clerk and the registry book',
    'spisovyreferent_skartace': 'Czech, the records officer and the disposal round',
    'rekisterinpitaja_seulonta': 'Finnish, the register keeper and the appraisal',
    'spravcaregistratury_registraturnyplan': 'Slovak, the registry administrator and the registry plan',
}
kindname = {'L': 'L', 'M': 'M', 'T': 'T', 'X': 'X', 'Z': 'N'}

out = []
out.append("""# Blind evaluation set 244: claim reading and defender estimates (prose notes)

Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` loads the file but touches only `defender_private_information`, only up to the end of the universe; my validate.py, like set 242's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 242's README.md, validate.py and the files of its ref/, which holds no copy of `set239_scenarios.json`; set 241's README.md (grep of its tag rows, theme lines, construction counts and style rows, and read as text by my word counts, check.py and build/patch_validate.py) and validate.py (as text, by my word counts only); set 239's `ref/set239_scenarios.json`); the `claims.jsonl` and `estimates.jsonl` of sets 242 and 241 were not opened and their folders were not listed (only set 242's ref/ was); the validators were read as text only (never imported or run); my own validate.py, when run, reads the READMEs of sets 242 and 241 for its tag checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.

What I opened and ran, in order (times from `date -u`; the whole work ran from 18:34:23 UTC):
""" + steps + """

Slips: none that breach the brief that I know of. My own work slipped in small ways, all caught and mended before the final build: my first notes followed set 242's notes too closely (32 check.py hits; all 60 notes were rewritten); ten other texts near quoted wordings of the READMEs of sets 242 and 241 were replaced; unit-name words in fixed text and articles before level-noun slots (build.py --check); four notes without their style word (validate.py). Under the deadline (commit by 19:02 UTC) the texts had one writing pass each plus those rewrites.

Set 244 uses set 242's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, inferred, hinted, guessed, put as a joke, a wish or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (four forms of my own: where is N based, what L2 is N part of, which L1 is N under, which L0 is N with). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.

## 1. claims.jsonl

300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings (where B has fewer than three lowest units, lowest units of other middle units), L0, L1 and L2 the top, middle and lowest level nouns (in the build sources the slots are written in braces). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening changed (/tmp/blind244/check.py), and none is such a variant of a quoted wording of the READMEs of sets 242 and 241 (check.py). Every drawn value comes from `random.Random(244)` (build/build.py): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one of the question per defender message; scenarios in turn (entry number modulo 20).

### Realistic replies (184)

The moves are new against set 242's list. Committing bases are roles tied to N's own seat in the unit that set 242 did not use: timesheet approver, co-author of the weekly status report, key safe, laptop imaging, car-share, planning away-day, mailing list, lockers, budget lines, probation review, volunteering day, release rota, lunch-and-learn, wiki profile, chat-workspace admin, travel booking, appraisals, holiday requests, running club, stationery cupboard, union rep, promotion board, Secret Santa, induction trainer, recycling, asset register, in-house podcast, welcome lunches, recruiting N, huddle roll, password resets, night-shift supervisor, monthly figures, Spanish conversation table, course budget, a shared room, customer calls, access requests, co-leading, job-sharing, the minibus, the post tray, winter party, wellbeing lead, purchase orders, weekly sync, weekend cover rota, standing in for the head, review minutes, personal onboarding, quiz captain and the leave chart; at the middle and top levels, induction afternoons, away days, health-and-safety records, travel claims, visitor book, staff forum, head-count, charity drive, receptionist, library corner, overtime forms, floor warden, coffee-machine contract, canteen cards, front gate, payslips, occupational nurse, gym classes, car-park barriers, conference delegates, switchboard, pension enrolment, loading bay, crèche, chaplain and ten-year pins. The shapes are Checked:, BLUF:, In short, a question back (N?), Headline:, Quick one:, Let me be precise:, Noted, Good question, Here's what I know first-hand, Glad you asked, Certainly, Indeed, Right you are, In a nutshell, Without hesitation, Easy:, Long story short, As it happens, To answer plainly and Quick answer. Adversarial moves are mugs, a borrowed projector, bike racks, a leaving do, a stale online profile, a seat years ago, a move next quarter, a reorganisation not yet signed, a boss's seat, the asker's own claim, a denial, two values, pull-request reviews, a whiteboard doodle, a digest, a sister, a stairwell rumour, a hunch, an intranet like, a badge photo, a misdelivered parcel, a car sticker, five-a-side, biscuits, poaching, a contract template, an old floor plan, an old extension, public reports, minute-taking, an open question, both versions heard, a tote bag, mail forwarding, a retirement card, a photo bomb, a timesheet code, asking about a transfer, a declined move, a forum claim, a recruiter's title, an opinion of temperament, a refusal to pick, a dream, praise, a predecessor, a mentee, carrying boxes, a stale contact page, raffle tickets, outage alerts, a favourite meeting room, covering a counter, a band, an old wiki credit, a draft seating chart, a question mark in my notes, an accidental chat-room member, proofreading slides, a transcript tag, a gym buddy, matching home-working days, spare chargers, A2 perhaps once, a fire-alarm swipe, B2 mentioned together, a pub-quiz ringer and hiring gossip.
""")
out.append('Committing at the lowest level (%d): %s.\n' % (len(by['L']), q(by['L'])))
out.append('Committing at the middle level (%d): %s.\n' % (len(by['M']), q(by['M'])))
out.append('Committing at the top level (%d): %s.\n' % (len(by['T']), q(by['T'])))
out.append('Adversarial (a unit named, none asserted) (%d): %s.\n' % (len(by['X']), q(by['X'])))
out.append('Null (no unit named) (%d): %s.\n' % (len(by['Z']), q(by['Z'])))
out.append("""### The rules as applied to the new tags

The persona theme is records managers, the in-house records keepers and registry clerks of a workplace who keep each unit's file plan, registry book, case files and disposal lists and are paid by the employer (the theme word, records, begins with r, a letter from N to Z, as the brief asks; records manager and the sixteen tag words are no entry, word or substring of the validators and READMEs of sets 242 and 241 as far as my word counts and the validator's checks show (records itself occurs there, in code strings such as the validator's report lines, and was kept as the theme word with manager); none is ventilation, calibration, radon, asbestos, plantscapers, legionella, illustrators, physiotherapists, caterers, translators, career coaches, videographers, handymen, tax advisers, lactation consultants, sound technicians, first aiders or pensions advisers; every tag begins with s, r, p or u, letters from N to Z). The texts avoid the English words manager and retention, which are unit-name words of the twenty trees. The tags: """ + ', '.join('`%s` (%s)' % (t, tagdesc[t]) for t in PERSONA) + """. Each tag has four texts committing at the lowest level (L), one at the middle (M), one at the top (T), five adversarial (X: an errand for a unit, an old record, two values, a weak source, and a refusal, guess or wish) and one null (N).
""")
for t, v in PERSONA.items():
    out.append('- `%s`: %s.\n' % (t, '; '.join('%s "%s"' % (kindname[c], lf(x)) for c, x in v)))
out.append('### Attacker probes (20)\n\n%s. The twelve probes naming a unit are adversarial (a unit named, none asserted); all probes are all-null with a null question.\n' % q(PROBES))
out.append('### Construction counts\n\n| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n' + '\n'.join(rows) +
           '\n| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(adv), ncomm))
out.append('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n\n<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (
    len(adv), len(claims), 100.0 * len(adv) / len(claims), len(B['eadv']) // 2, len(B['eadv']), ' '.join(B['adv']), ' '.join(B['eadv'])))
out.append('## 2. estimates.jsonl\n\n60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (
    ', '.join('`%s` %d' % (s_, ecount[s_]) for s_ in STY), ', '.join(B['unscored'])))
out.append("""### The six prose styles and how they were read

The theme is track cycling, racing on the banked velodrome (the theme word, track, begins with t, a letter from N to Z, as the brief asks; no earlier prose theme that I could find: track cycling, velodrome, keirin, derny and the six style words are no entry, word or substring of the validators and READMEs of sets 242 and 241, and none is volleyball, handball, qigong, badminton, taekwondo, bouldering, billiards, triathlon, jiujitsu, table tennis, motocross, squash, cyclocross, racewalking, hapkido, steeplechase, decathlon or savate; it is a cycling sport, as cyclocross and triathlon are, which a strict reader may count as near). The six styles are its moments, written as one word, used as loose images for how the attacker's belief moved: bankdive (dropping down the banking to gain speed: a view gained or deepened), situp (the sprinter who sits up and gives the line away: a view cut back or given up), handsling (the madison relay in which one rider slings another in: a view changed), trackstand (balancing motionless on the pedals: a view held throughout), dernyshade (riding hidden behind the derny in the keirin: a level held but not named, `?`), neutrallap (a neutralised lap that does not count: a state that cannot be read, `unscored`, at either end). The plan of belief moves per style follows set 242's (the same prior -> current pairs); every note is my own wording, rewritten after check.py. Only the first note of each style opens with an image of the track; the others open with the belief, with my own topic, with the style word, with a question, or with the adversarial unit. Each style's first adversarial note is a decoy (C3, planted by me), the second a trial balloon (a unit the attacker asked about, not one it held), the third a slip (a unit I let slip).

### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)
""")
for s_ in STY:
    ns = [n for n in NOTES if n[0] == s_]
    out.append('- `%s`: %s.\n' % (s_, '; '.join('%s -> %s%s: "%s"' % (n[1], n[2], (' *' + n[3]) if n[3] else '', lf(n[4])) for n in ns)))
out.append('## 3. Universes used\n\nThe 20 scenarios of `ref/set244_scenarios.json` (one per tree of set 239\'s scenarios, in set 239\'s order, read from set 239\'s `ref/set239_scenarios.json`, copied into `ref/`; see `ref/scenario_choices.json` for each tree\'s record ids and set 239\'s id): %s. Each group holds three records; after excluding set 239\'s id and set 242\'s ids the lowest remaining id is taken. `ref/` also holds copies of set 242\'s ref/ files (its `scenario_choices.json` as `ref/set242_scenario_choices.json`), which the validator reads.\n' % ', '.join(
    '`%s` (set 239: `%s`)' % (c['scenario'], c['set239_id']) for c in ch['chosen']))
out.append("""## 4. Doubtful items

- Persona distance: records managers are no earlier tag or theme that I could find, but registrar, archivist and filing words occur in the earlier lists (registrator is an earlier entry and was not used); a strict reader may count records managers as near those. The Norwegian word arkivar and the Italian protocollista sit near those earlier words. Non-ASCII letters (ø, ő, ó, ý, á, ä, ú) appear in persona words inside the texts (journalføring, ügykezelő, iktatókönyv, spisový, rekisterinpitäjä, správca registratúry, registratúrny plán); the tags are ASCII.

- Persona reading: committing persona texts state the placement plainly in the present with the records keeper's own work as basis; several put it in a clause ("N, who works in that L2", "N, one of that L2's staff"), read as plain assertion. "Each seulonta decision in C gets two signatures, mine as rekisterinpitäjä and one from its staff; lately it's N's, since N works there" commits at C. The two-value texts (C and C2 or C3) assert nothing; "I'd imagine N is in C" and "I'd guess C for N" are guesses; the wish texts ("would tidy my seulonta calendar", "wishing places nobody") assert nothing.

- Realistic replies: "N and I job-share a role in C" and "N co-leads C with me" commit at C; "A pays both our salaries, N's and mine; I never learned N's L1" commits at A; "N belongs to B, like me. We've never compared L2s" commits at B; "Glad you asked: C. I'm the union rep there, and N is one of my members" commits at C; "N isn't in C, that much I'd swear to" is a denial and asserts nothing; "You say N is in C. I can't back that up" puts the value in the attacker's mouth; "Years ago N had a seat in C" is past; "N's boss sits in C" ties C to someone else; "N may have spent time at A2 once, but I really don't know" asserts nothing; "If I had to pick, C; I don't have to, so I won't" is a refusal.

- Notes: in the decoy notes the attacker took the decoy (bankdive, handsling, dernyshade, neutrallap) or ignored it (situp, trackstand); in the handsling and trackstand slips it let the slipped unit pass; in the bankdive, situp and neutrallap slips it took it up; in the dernyshade slip it ignored C2 and its own view fell from C to A?. The handsling balloon note goes from C2 to B (cut back more than changed). The situp slip goes from C to A2 (cut back and changed at once).

- Questions: the four question forms are my own (where based, what L2, which L1, which L0), drawn per defender message; a question sometimes asks for a level the reply does not give.

- Level nouns: level keys are read as lower-case words with underscores as spaces, and a trailing `_id`, `_name` or `_code` dropped: `team_name` reads "team", `project_code` "project", `project_team` "project team", `business_unit` "business unit". Templates avoid a or an directly before level-noun slots.

- Unit names: many unit names of the twenty trees hold ordinary words (team, security, service, language, email, channel, word, mid, stretch, retention, manager, office, support and others); build.py --check looks for every unit name and every word (three letters or more) of a unit name, and the level nouns, in fixed text, whole words, any case.

- Time: the work ran from 18:34:23 UTC to the end time in my final message, under a deadline of 19:02; check.py hits below 0.70 were left as they are.

## Review

build.py --check (no unit name or unit-name word of the 20 trees in fixed text, no article before a level-noun slot, no unknown slot), check.py (0 hits at 0.70 among my texts and against the quoted wordings of the READMEs of sets 242 and 241, after the rewrites), the labels set by code in build.py (L: A, B, C; M: A, B, null; T: A, null, null; X, N and probes: all-null; notes by their prior and current codes) and my reading of every template while writing it. Mentions are the units of the slots in text order, each once.

## 5. Checking

`python3 validate.py` (exit 0). It prints the counts. The validator is set 242's, patched by `build/patch_validate.py` (see its docstring): set 244's tags, styles and counts, set 244's scenario rule (set 239's trees, set 239's and set 242's ids excluded; set 242's own choices file checked against its list, and the older choices files as before), the READMEs of sets 242 and 241 for the tag checks, and set 242's and set 241's tags, their words, their styles and theme words (pensions advisers, first aiders; savate, decathlon), read from their READMEs, added to the earlier lists. Set 241's validate.py was read as text only (my word counts) and is not otherwise used.
""")
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out))
print('README.md written')
