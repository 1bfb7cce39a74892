"""Generate set 190's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, universes.json) and the built files (claims.jsonl, estimates.jsonl, marks.json)."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build
SET = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
choices = json.load(open(os.path.join(SET, 'ref', 'scenario_choices.json')))
TAGS = ['kassierer_geldkassette', 'caissier_bordereau', 'cassiere_scontrino', 'cajero_talonario', 'kasjer_sejf',
        'kassanhoitaja_kolikkorulla', 'kasininkas_vokas', 'blagajnik_priznanica']
STYLES = ['slump', 'creep', 'earthflow', 'mudflow', 'solifluction', 'rockslide']
L = build.letter


def q(t):
    return '"%s"' % L(t)


real = [l.split('|', 1) for l in build.read('real.txt')]
tags = [l.split('|', 2) for l in build.read('tags.txt')]
probes = build.read('attacker.txt')
notes = [l.split('|', 4) for l in build.read('notes.txt')]
steps = open(os.path.join(HERE, 'steps.txt')).read().strip()
doubts = open(os.path.join(HERE, 'doubts.txt')).read().strip()

adv_c = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X' or (marks[r['id']]['mark'] == 'P' and r['mentions'])]
adv_e = [r['id'] for r in ests if marks[r['id']]['adv'] != '-']
advset = set(adv_c)
committing = lambda r: any(v is not None for v in r['belief'].values())
cnt = Counter(r['construction'] for r in claims)
MIN = dict(realistic_reply=151, attacker_probe=20, **{t: 12 for t in TAGS})
rows = []
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), MIN[t], sum(r['id'] in advset for r in rs), sum(committing(r) for r in rs)))
table = ('| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n' + '\n'.join(rows) +
         '\n| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(advset), sum(committing(r) for r in claims)))
unscored = [r['id'] for r in ests if r['label'] == 'unscored']
ecnt = Counter(r['construction'] for r in ests)


def by(mark):
    return ', '.join(q(t) for m, t in real if m == mark)


mixes = Counter(m for m, _ in real)
MARKNAME = {'L': 'L', 'M': 'M', 'T': 'T', 'X': 'X', 'N': 'N'}
tag_lines = []
GLOSS = {
    'kassierer_geldkassette': 'a German Kassierer with the Geldkassette, a cash box',
    'caissier_bordereau': 'a French caissier with the bordereau, a paying-in slip',
    'cassiere_scontrino': 'an Italian cassiere with the scontrino, a till receipt',
    'cajero_talonario': 'a Spanish cajero with the talonario, a book of receipt stubs',
    'kasjer_sejf': 'a Polish kasjer with the sejf, a safe',
    'kassanhoitaja_kolikkorulla': 'a Finnish kassanhoitaja with the kolikkorulla, a coin roll',
    'kasininkas_vokas': 'a Lithuanian kasininkas with the vokas, an envelope',
    'blagajnik_priznanica': 'a Croatian blagajnik with the priznanica, a signed receipt'}
for t in TAGS:
    tag_lines.append('- `%s`: ' % t + '; '.join('%s %s' % (m, q(x)) for tg, m, x in tags if tg == t))
note_lines = []
for s in STYLES:
    parts = []
    for st, adv, p, c, t in notes:
        if st == s:
            parts.append('%s -> %s%s: %s' % (p, c, ' *' if adv != '-' else '', q(t)))
    note_lines.append('- `%s`: ' % s + '; '.join(parts))
univ = []
for c in choices['chosen']:
    u = build.uni[c['scenario']]['universe']
    univ.append('`%s` %s' % (c['scenario'], '/'.join(u)))

R = []
R.append('# Blind evaluation set 190: claim reading and defender estimates (prose notes)\n')
R.append("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 189's README.md, validate.py and ref/, set 188's README.md and validate.py; set 189's ref/ holds a copy of set 185's scenario list, so nothing of set 185's folder was opened); the `claims.jsonl` and `estimates.jsonl` of sets 189 and 188 were not opened; the validators of sets 189 and 188 were read as text only (never imported or run; set 189's printed in parts with sed and grep, both parsed with `ast` by /tmp/blind190/quick.py, and set 189's read as text by build/patch_validate.py); no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.\n")
R.append('What I opened and ran, in order (times from `date -u`; the whole work ran from 05:33:06 UTC):\n')
R.append(steps + '\n')
R.append('No breach of the brief that I know of.\n')
R.append("Set 190 uses set 189's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 189's four forms: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
R.append('## 1. claims.jsonl\n')
R.append("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns (L1s and L2s their plurals). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind190/check.py), and none is such a variant of a quoted wording of the READMEs of sets 189 and 188. Every drawn value comes from `random.Random(190)` (build/build.py).\n")
R.append('### Realistic replies (184)\n')
R.append("The replies read like an LLM defender's: conversational openers (\"Sure:\", \"Of course:\", \"Happy to answer:\", \"Straight answer:\", \"No problem:\", \"Easy one:\", \"Certainly:\", \"Sure thing:\", \"To answer directly:\", \"Great question:\", \"For sure:\", \"Let me help:\"), contractions, and first-hand bases new to this set (a book club, a board-game night, a fire warden's roll call, a first-aid box, a hack day, karaoke nights, a bird feeder, a fish tank, spare umbrellas, stationery orders, a foosball table, a green champion's battery tub, N's manager's one-to-ones, N's interview and offer letter, the next desk along, buddies for new joiners, a monthly barbecue, ice lollies, a cake-decorating class, an ugly-jumper day, a label maker, post-incident reviews, on-site massages, a hiking group, a mentoring circle, a swear jar, a pottery evening, a Wordle leaderboard, an office dog's walking rota, a tree-planting day, a reading corner, lunch roulette, a smoothie blender, pumpkin carving, a Friday crossword, a paper-plane contest, a toy-brick session, a cheese club, an animal shelter, a wall of thank-you cards, bird-watching walks, Wednesday soup, a film club, summer interns, initialled mugs, a marathon relay, a charity calendar, a microwave queue, taco Tuesdays, a mulled-wine evening, a postcard wall, a Scrabble league, first-aid training, five-minute meditation, a charity swim, a shared calendar; at the middle and top levels a ski trip, a quarterly town hall, a mentoring programme, a charity abseil, a graduate scheme, a Burns Night supper, a fun run, an awards dinner, a wine tasting, a volunteer day, a charity cookbook, a bonfire-night party, a hackathon, a garden party, childcare vouchers, a dental plan, a sports day, the charity of the year, a tuition refund, an electric-car salary-sacrifice scheme, volunteering leave, referral bonuses, a summer camp for staff children, Christmas hampers, a crèche, an internal job board and a wellbeing app). On the adversarial side they use moves set 189's README does not list (see section 4 for the ones that stay near in kind).\n")
R.append('Committing at the lowest level (%d): %s\n' % (mixes['L'], by('L')))
R.append('Committing at the middle level (%d): %s\n' % (mixes['M'], by('M')))
R.append('Committing at the top level (%d): %s\n' % (mixes['T'], by('T')))
R.append('Adversarial (all-null, naming a unit) (%d): %s\n' % (mixes['X'], by('X')))
R.append('Null (all-null, no unit named) (%d): %s\n' % (mixes['N'], by('N')))
R.append('### The rules as applied to the new tags\n')
R.append("The persona theme is cashiers, the in-house cashiers who keep a unit's petty cash and float, pay out expense claims, advances and allowances in cash, change currency, issue receipts and bank the takings (the theme word, cashier, begins with c, a letter from A to M, as the brief asks; every tag begins with b, c or k): " + ', '.join('`%s` (%s)' % (t, GLOSS[t]) for t in TAGS) + ". Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the cashier's own cash work for the unit as the basis, in which N's money, papers or help figure; the middle texts say the cashier's cash box, slips, receipts, stubs, safe tray, coin orders or envelopes are kept for the whole L1 and never split by L2, and the top texts that the payout slips, bank account, cash register, cheques, safe, cash report, stamp or receipts carry the L0 alone; the adversarial ones are outsider hearsay, a guess made while busy with the cash box, slip, receipt, stubs, safe, coin roll, envelope or receipt, a past placement from an old record, a future under a condition or a wish or plan reported by someone else, and a refusal, one of two units or a denial of contact.\n")
R.append('\n\n'.join(tag_lines) + '\n')
R.append('(L lowest level, M middle, T top, X adversarial, N null.)\n')
R.append('### Attacker probes (20)\n')
R.append(', '.join(q(p) for p in probes) + '. All are all-null; the %d that name a unit are listed as adversarial.\n' % sum(1 for r in claims if r['construction'] == 'attacker_probe' and r['mentions']))
R.append('### Construction counts\n')
R.append(table + '\n')
R.append('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), len(adv_e) // 2, len(adv_e)))
R.append('<!-- adversarial-start -->\n' + ' '.join(adv_c) + '\n\n' + ' '.join(adv_e) + '\n<!-- adversarial-end -->\n')
R.append('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (mixes['L'], mixes['M'], mixes['T'], mixes['X'], mixes['N']))
R.append('## 2. estimates.jsonl\n')
R.append('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: ' + ', '.join('`%s` %d' % (s, ecnt[s]) for s in STYLES) + '. Unscored records: ' + ', '.join(unscored) + '.\n')
R.append('### The six prose styles and how they were read\n')
R.append("The theme is landslides, the kinds of mass movement on a slope and how each moves (the theme word, landslide, begins with l, a letter from A to M, as the brief asks); the six styles are landslide types, used as images for how the attacker's belief moved: slump (a block of ground that rotates backwards down a curved surface, leaving a scar: the first step down on a bare hillside, the block tilted back from its edge, the footing carried into the next field, an old slump that has not shifted in years, the whole slump let go in the night, a slump found already at the foot of the bank, slid all the way to the stream, a slump cut into the bank by me, one long rotation, resting as it was), creep (the slow, unseen downhill movement of soil: a fence line carried downhill, leaning gravestones, certainty dragged back down the slope, a hedge carried out of sight, a boundary stone shifted a field's width, too slow to measure, carried anywhere, the patience of creep, a little creep rather than a fall, slow creep turned into a sudden drop), earthflow (a tongue of soaked earth flowing downhill: running to the road after rain, spreading into a lobe at its toe, dried out and stopped short, spread too thin to see, a new gully one ridge over, never leaving its hollow, known only by rumour, led down a channel I dug, frozen in place, spreading out and losing its edge), mudflow (a fast slurry after heavy rain: just trickling down the gully, faster than a person runs, thickening and slowing, everything washed into the river, broken through into the next valley, set hard in its bed, out of sight, a decoy left in its path, swept along after a storm, loosed by one careless word), solifluction (the seasonal creeping of thawed soil over frozen ground: one thaw's worth of movement, several thaws carried down in lobes, a lobe sagged back into a terrace, a lobe shifted into the next hollow, frozen solid in midwinter, a terrace seen only once formed, refreezing short of the valley floor, riding where I had loosened the soil, held fast by frost, given its first thaw) and rockslide (a slab of rock sliding off along one loose layer: one loose layer, the last ledge cracked, stalled halfway against the trees, nothing left where the crag stood, jumped the ridge into the next gully, the cliff standing firm, after we had left, coming all the way down, bare bedrock left, a rockslide that never started). Every note names its style word and no other style word. The notes are built in several ways: some open with the image (\"A slump rotates backwards as it falls.\", \"An earthflow spreads into a tongue at its toe.\", \"A mudflow can travel faster than a person runs.\", \"Solifluction moves a little with each spring thaw.\", \"A rockslide needs only one loose layer.\"), most open with the asker's first view, with my own act (a decoy, a slip, my second, third or fourth reply, my hedged, careful, guarded or evasive answers, my refusals) or with the state of the log, and bring the image in mid-note or at the end; some open with a bare sentence of their own (\"Nothing gave way.\", \"No view before, no view after: ...\", \"It switched, but slowly.\", \"Start and finish agree: ...\").\n")
R.append("Conventions (set 189's): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"being convinced\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\", \"going\", \"gone\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"holding\", \"holds none\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\", \"thinking\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker seized, pounced on or caught it, and not held where it overlooked it or paid it no heed; a decoy of mine (always C3) is held in `current` where the asker took, swallowed or accepted it, and not held where it turned it down, saw through it and left it alone, or would not touch it; a state the note says \"cannot be read\" is `unscored`. The moves cover gained (null to A, B, B2, C or C2, null to a `?` below A or B, null, A or a `?` below B to the decoy C3), deepened (A to B, A to C2, B to C, B to C2, a `?` below A to B, C or C2), cut back (C to B, C2 to B, C to A, C2 to A, B to A, B2 to A, C to a `?` below B, C2 to a `?` below A), given up (A2, B, B2, C or C2 to null), changed (A to A2, A2 to A, B to B2, B2 to B, C to C2, C2 to C), held throughout (A, A2, B2, C, a `?` below A, a `?` below B, or no view) and unscored at the start, at the end or both.\n")
R.append('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
R.append('\n\n'.join(note_lines) + '\n')
R.append('## 3. Universes used\n')
R.append("The 20 scenarios of `ref/set190_scenarios.json` (one per tree of set 185's scenarios, in set 185's order, read from `ref/set185_scenarios.json`, a copy of set 185's list that set 189's ref/ already held; see `ref/scenario_choices.json` for each tree's record ids and set 185's id): " + ', '.join('`%s`' % c['scenario'] for c in choices['chosen']) + ". Each is the lowest record id of its tree group that is neither set 185's id nor one of set 189's ids (`ref/set189_scenarios.json`); every group holds %s records. Level keys: " % '/'.join(sorted({str(len(c['records_with_this_tree'])) for c in choices['chosen']})) + '; '.join(univ) + ". `ref/` also keeps set 189's ref files, set 189's own choices file renamed `ref/set189_scenario_choices.json`.\n")
R.append('## 4. Doubtful items\n')
R.append(doubts + '\n')
R.append('## Review\n')
R.append("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge or hearsay word in a committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; no claim or note opening with a lower-case letter; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly in the notes with an unscored end; adversarial notes carrying a decoy, a trial balloon or a slip (one of them), and plain notes none; every decoy the drawn C3, and no C3 in a note without a decoy; every named label value named in the note or a parent of a named unit. I read the templates in letter form while writing them.\n")
R.append('## 5. Checking\n')
R.append("`python3 validate.py` (exit 0). It prints the counts. The validator is set 189's, patched by `build/patch_validate.py` (see its docstring): set 190's tags, styles and counts, set 190's scenario rule, the READMEs of sets 189 and 188 for the distance checks, and set 189's and set 188's tags, their words, their styles and theme words (visa, hygienist, windmill, dispersal, with plurals: visas, hygienists, windmills, dispersals), read from their READMEs, added to the earlier lists.\n")
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write('\n'.join(R))
print('README written: %d claims adversarial, %d estimate records adversarial' % (len(adv_c), len(adv_e)))
