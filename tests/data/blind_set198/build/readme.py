"""Generate set 198's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, universes.json) and the built files (claims.jsonl, estimates.jsonl, marks.json)."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
def rd(n, k):
    return [ln.rstrip('\n').split('|') for ln in open(os.path.join(HERE, n), encoding='utf-8') if ln.strip()]
def L(t):
    return re.sub(r'\{([A-Za-z0-9]+)\}', r'\1', t)
def q(ts):
    return ', '.join('"%s"' % L(t) for t in ts)
real = rd('real.txt', 2); tags = rd('tags.txt', 3); att = rd('attacker.txt', 2); notes = rd('notes.txt', 5)
steps = open(os.path.join(HERE, 'steps.txt'), encoding='utf-8').read().strip()
doubts = open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8').read().strip()
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'), encoding='utf-8')]
TAGS = ['ethicus_toetsing', 'ethiker_gutachten', 'eticista_parere', 'etik_posudek', 'etyk_opinia',
        'eetikko_lausunto', 'etician_aviz', 'etikus_velemeny']
STYLES = ['hoarfrost', 'verglas', 'fernfrost', 'frostflower', 'pipkrake', 'rimefrost']
SCEN = json.load(open(os.path.join(SET, 'ref', 'set198_scenarios.json')))
CH = json.load(open(os.path.join(SET, 'ref', 'scenario_choices.json')))

adv_c = [r['id'] for r in claims if M[r['id']]['mark'] == 'X' or (M[r['id']]['mark'] == 'P' and r['mentions'])]
adv_e = [r['id'] for r in ests if M[r['id']]['kind'] != 'plain']
com = lambda r: any(v is not None for v in r['belief'].values())
cnt = Counter(r['construction'] for r in claims)
rows = []
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rr = [r for r in claims if r['construction'] == t]
    mn = {'realistic_reply': 151, 'attacker_probe': 20}.get(t, 12)
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rr), mn, sum(1 for r in rr if r['id'] in adv_c), sum(1 for r in rr if com(r))))
unsc = [r['id'] for r in ests if r['label'] == 'unscored']

def depth(c):
    return {'N': 0, 'A': 1, 'A2': 1, 'A?': 1.5, 'B': 2, 'B2': 2, 'B?': 2.5, 'C': 3, 'C2': 3, 'C3': 3}[c]
def nm(c):
    return {'N': 'null', 'A?': 'a `?` below A', 'B?': 'a `?` below B'}.get(c, c)
moves = {'gained': [], 'deepened': [], 'cut back': [], 'given up': [], 'changed': [], 'held throughout': [], 'unscored': []}
for st, kind, pr, cu, t in notes:
    if 'U' in (pr, cu):
        w = 'at both ends' if pr == cu else ('at the start' if pr == 'U' else 'at the end')
        k = 'unscored'; x = w
    elif pr == cu:
        k = 'held throughout'; x = 'no view' if pr == 'N' else nm(pr)
    elif pr == 'N':
        k = 'gained'; x = 'null to %s' % nm(cu)
    elif cu == 'N':
        k = 'given up'; x = '%s to null' % nm(pr)
    elif depth(cu) > depth(pr):
        k = 'deepened'; x = '%s to %s' % (nm(pr), nm(cu))
    elif depth(cu) < depth(pr):
        k = 'cut back'; x = '%s to %s' % (nm(pr), nm(cu))
    else:
        k = 'changed'; x = '%s to %s' % (nm(pr), nm(cu))
    if x not in moves[k]:
        moves[k].append(x)
movestr = '; '.join('%s (%s)' % (k, ', '.join(v)) for k, v in moves.items())

out = []
A = out.append
A('# Blind evaluation set 198: claim reading and defender estimates (prose notes)\n')
A("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe; my validate.py, like set 197's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 197's README.md, validate.py and the files of its ref/, and set 196's README.md and validate.py; set 197's ref/ holds `set193_scenarios.json`, so nothing in set 193's folder was opened); the `claims.jsonl` and `estimates.jsonl` of sets 197 and 196 were not opened and their folders were not listed (only set 197's ref/ was); the validators of sets 197 and 196 were read as text only (never imported or run; printed in parts with sed, awk and grep, set 197's listed with `ast`, both parsed with `ast` by /tmp/blind198/quick.py, and set 197's read as text by build/patch_validate.py); my own validate.py, when run, reads the READMEs of sets 197 and 196 for its distance checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.\n")
A('What I opened and ran, in order (times from `date -u`; the whole work ran from 06:35:18 UTC):\n')
A(steps + '\n')
A('Slips: none that I know of. No breach of the brief that I know of.\n')
A("Set 198 uses set 197's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 191's four forms, kept by sets 193, 195 and 197: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
A('## 1. claims.jsonl\n')
A("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns (L1s and L2s their plurals). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind198/check.py), and none is such a variant of a quoted wording of the READMEs of sets 197 and 196. Every drawn value comes from `random.Random(198)` (build/build.py).\n")
A('### Realistic replies (184)\n')
A("The replies read like an LLM defender's: conversational openers (\"Sure thing:\", \"I can help with that:\", \"Oh, I know N well:\", \"Straight answer:\", \"Yes, easily:\", \"That's an easy one for me:\", \"Gladly:\", \"Definitely:\", \"No problem at all:\", \"I can vouch for this:\", \"Happy to share:\", \"That one I can answer:\", \"Yep, C: N is one of ours there.\", \"Right away:\", \"Yes, B: N works there.\", \"Happy to clear that up:\", \"A, certainly:\"), contractions, plain first-hand statements of a role in the unit (\"I own the L2's backlog\", \"I'm the L2's tech lead, and N is my deputy\", \"I'm the L2's accessibility champion\", \"I hold the L2's training budget\") and first-hand bases new to this set (a book club, an afternoon tea round, a bike-to-work challenge, a test lab, travel bookings, lunch-and-learn talks, a shared inbox, stationery, a monthly bulletin, a food-bank volunteering day, coffee-roulette pairings, a chili cook-off, a shared bookshelf, a Friday noodle-bar table, recycling, a backlog, accessibility checks, a training budget, a summer-fair raffle, Monday pairing sessions, pottery evenings, a table-tennis ladder, user-interview volunteers, documentation pages, a treasure hunt, a lost-property box, a photo competition, a bowling night, Python workshops, a fancy-dress Friday, a stairwell mural, a tech lead's deputy, a jigsaw, a charity sleep-out, office days, client visits, a podcast, green pledges, a pumpkin-carving contest, an accessibility champion, a litter pick, cloud accounts, a Friday stand-down cake, planning poker, mocktail evenings, a snack subscription, trivia lunches, a sustainability audit, patching windows, customer thank-you cards, a release calendar, a sketch critique, a chess club, an espresso machine, conference submissions, a tally of bugs squashed; at the middle and top levels a talent show, a charity auction, a sports day, a garden party, a sailing regatta, a Diwali celebration, a bike-repair day, a book fair, an awards evening, an intranet page, a mentoring scheme, a science fair for schools, a car-boot sale, a lunar new year banquet, a share-save scheme, a gym discount, life cover, corporate cards, a matched-giving fund, an internal jobs board, ID photos, a staff discount portal, summer internships, health checks, a volunteering-day allowance, a flat in town and a payroll-giving scheme). On the adversarial side they use moves the README of set 197 does not list (see section 4 for the ones that stay near in kind).\n")
for mark, title in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'), ('T', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')):
    ts = [t for m, t in real if m == mark]
    A('%s (%d): %s\n' % (title, len(ts), q(ts)))
A('### The rules as applied to the new tags\n')
A("The persona theme is ethicists, the in-house ethics advisers who review a unit's studies, features, data use, adverts and contracts and give it written opinions (the theme word, ethicist, begins with e, a letter from A to M, as the brief asks; every tag begins with e): `ethicus_toetsing` (a Dutch ethicus with the toetsing, a review), `ethiker_gutachten` (a German Ethiker with the Gutachten, an expert opinion), `eticista_parere` (an Italian eticista with the parere, an opinion), `etik_posudek` (a Czech etik with the posudek, an assessment), `etyk_opinia` (a Polish etyk with the opinia, an opinion), `eetikko_lausunto` (a Finnish eetikko with the lausunto, a statement of opinion), `etician_aviz` (a Romanian etician with the aviz, an advisory opinion) and `etikus_velemeny` (a Hungarian etikus with the vélemény, an opinion, without the accents). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the ethicist's own work for the unit as the basis, in which N's walkthroughs, drafts, fixes, questions or sign-offs figure; the middle texts say the ethicist's reviews, opinions, assessments or statements are written for the whole L1 with no L2, and the top texts that they are issued, filed, addressed, sealed or headed under the L0 alone; the adversarial ones are an outsider's word, a guess made while busy with the tag's object, a past placement from an old review or opinion, a future under a condition or pending, or a wish reported by someone else, and a refusal, one of two units or a denial of any link. No fixed text names a unit of the twenty trees or uses a level noun of its own (build check).\n")
for tg in TAGS:
    A('- `%s`: %s\n' % (tg, '; '.join('%s "%s"' % (m, L(t)) for g, m, t in tags if g == tg)))
A('(L lowest level, M middle, T top, X adversarial, N null.)\n')
A('### Attacker probes (20)\n')
A('%s. All are all-null; the 12 that name a unit are listed as adversarial.\n' % q([t for _, t in att]))
A('### Construction counts\n')
A('| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n' + '\n'.join(rows) +
  '\n| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(adv_c), sum(1 for r in claims if com(r))))
A('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), 100 * len(adv_c) / 300, len(adv_e) // 2, len(adv_e)))
A('<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (' '.join(adv_c), ' '.join(adv_e)))
mc = Counter(m for m, _ in real)
A('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (mc['L'], mc['M'], mc['T'], mc['X'], mc['N']))
A('## 2. estimates.jsonl\n')
ec = Counter(r['construction'] for r in ests)
A('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(unsc)))
A('### The six prose styles and how they were read\n')
A("The theme is frost, the forms frost takes on a cold morning (the theme word, frost, begins with f, a letter from A to M, as the brief asks); the six styles are frost forms, used as images for how the attacker's belief moved: hoarfrost (feathery crystals grown overnight on twigs and grass: feathers where there was nothing, a thicker coat on the same branch, frost lasting all day in the shade, feathers dropping in the sun, frost found already thick, frost melted by noon, frost formed on the neighbouring hedge, frost feathering where I had breathed on the glass, crystal building on crystal, a thin first frost), verglas (a thin clear glaze on a road, hard to see: a road looking dry and telling nothing, no mark left, there all along, a grip worn thin, melting without a puddle, a car sliding one lane across, never thickening or clearing, spreading to the next stretch, under a dusting of snow, sure-footed where it should fear), fernfrost (fronds branching across a window pane: branching inwards from the frame, a third of the way across, one frond pushed to the centre, frost shrinking back to the frame, one frond withering and the next growing, the same pattern each morning, a pane seen white from the wrong side, branching along a scratch I made, a pane thawed before anyone looked, frost undisturbed), frostflower (crystal flowers opening overnight on newly frozen water, gone by midday: one flower opened, the flower gone without trace, a flower wilting, petals unfolding quietly, a bloom a hand's width from the last, a flower holding its shape, a flower taken by the thaw, a flower gone by morning tea, a flower on another part of the pond, a flower around a speck of dust), pipkrake (needle ice, columns that grow up out of cold soil and lift pebbles: a view lifted from underneath, a stone raised higher, a pebble dropped back, needles sunk into mud, a pebble set a step aside, a stone held at one height, a stone found already lifted, needles I had watered myself, the needles thawing, needles neither rising nor falling) and rimefrost (rime, crystals built up against the wind: a coat begun on the windward side, layer on layer, frost knocked off all but the thickest side, frost shaken off in a gust, frost gathered on the other post after the wind turned, frost neither growing nor falling away, a thing encased by the time I saw it, frost settling where the wind always drove it, frost thickening on the same side, a fresh layer on the old one). Every note names its style word and no other style word. See section 4 for how the notes are built.\n")
A("Conventions (set 197's and set 196's, from sets 195, 193 and 191): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"convinced ... at first\", \"being convinced\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\", \"going\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\", \"thinking\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker grabbed, snapped up or snatched it up, and not held where it paid it no heed, missed it or let it go by; a decoy of mine (always C3) is held in `current` where the asker took it, bit on it or accepted it, and not held where it turned away from it, left it well alone or would have nothing to do with it; a state the note says \"cannot be read\" is `unscored`. The moves cover: %s.\n" % movestr)
A('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for st in STYLES:
    A('- `%s`: %s\n' % (st, '; '.join('%s -> %s%s: "%s"' % (pr, cu, '' if k == 'plain' else ' *', L(t)) for s, k, pr, cu, t in notes if s == st)))
A('## 3. Universes used\n')
lv = '; '.join('`%s` %s' % (s, '/'.join(U[s]['levels'])) for s in SCEN)
A("The 20 scenarios of `ref/set198_scenarios.json` (one per tree of set 193's scenarios, in set 193's order, read from `ref/set193_scenarios.json`, a copy of set 197's `ref/set193_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 193's id): %s. Each is the lowest record id of its tree group that is neither set 193's id nor one of set 197's ids (`ref/set197_scenarios.json`); every group holds %s records. Level keys: %s. `ref/` also keeps set 197's ref files, set 197's own choices file renamed `ref/set197_scenario_choices.json`.\n" % (', '.join('`%s`' % s for s in SCEN), '/'.join(sorted({str(len(c['records_with_this_tree'])) for c in CH['chosen']})), lv))
A('## 4. Doubtful items\n')
A(doubts + '\n')
A('## Review\n')
A("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge, hearsay, past, future or condition word in a committing template (maybe, perhaps, possibly, probably, think, guess, reckon, heard, told me, apparently, rumour, used to, will, would, might, could, should, if, unless, supposedly, believe, seem, once, was, were, until, soon, next year); adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; no claim or note opening with a lower-case letter, no \"a\" before a vowel (\"a one-off\" allowed) and no \"an\" before a consonant; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly once for each unscored end; adversarial notes carrying a decoy, a trial balloon or a slip (exactly their own one), and plain notes none; a decoy taken or refused (one of the two), a taken decoy held in `current` and a refused one not; a slip taken or not (one of the two); no C3 in a note without a decoy; every named label value named in the note or a parent of a named unit, and no unit named outside the note's slots. build.py --check found no unit name of the 20 trees and no level-noun word in any fixed text. I read the templates in letter form while writing them.\n")
A('## 5. Checking\n')
A("`python3 validate.py` (exit 0). It prints the counts. The validator is set 197's, patched by `build/patch_validate.py` (see its docstring): set 198's tags, styles and counts, set 198's scenario rule, the READMEs of sets 197 and 196 for the distance checks, and set 197's and set 196's tags, their words, their styles and theme words (notetaker, draughtsman, wood, bunny, with plurals: notetakers, draughtsmen, woods, bunnies), read from their READMEs, added to the earlier lists. Set 196's validator holds set 194's lists, which set 197's lacks; they were not added (the brief names only the tags, words, styles and theme words of sets 197 and 196), but my candidates were checked against both validators' lists by quick.py.\n")
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out))
print('README written; adversarial claims %d, notes %d; moves: %s' % (len(adv_c), len(adv_e) // 2, movestr))
