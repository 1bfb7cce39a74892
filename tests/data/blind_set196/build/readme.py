"""Generate set 196's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt), build/marks.json and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def q(t):
    return '"%s"' % lf(t)


real = [l.rstrip('\n').split('|', 1) for l in open(os.path.join(HERE, 'real.txt'), encoding='utf-8') if l.strip()]
tags = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(HERE, 'tags.txt'), encoding='utf-8') if l.strip()]
att = [l.rstrip('\n') for l in open(os.path.join(HERE, 'attacker.txt'), encoding='utf-8') if l.strip()]
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8') if l.strip()]
steps = [l.rstrip('\n') for l in open(os.path.join(HERE, 'steps.txt'), encoding='utf-8') if l.strip()]
doubts = open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8').read().strip()
TAGS = ['delineante_plano', 'dessinateur_calque', 'disegnatore_tavola', 'desenhista_prancheta', 'desenator_plansa',
        'kreslarz_rysunek', 'kreslic_vykres', 'braizytojas_brezinys']
STYLES = ['binky', 'periscoping', 'thumping', 'flopping', 'chinning', 'loafing']

adv_c = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X' or (r['construction'] == 'attacker_probe' and r['mentions'])]
adv_e = [r['id'] for r in ests if marks[r['id']]['kind'] in 'DBS']
advset = set(adv_c)
committing = lambda r: any(v is not None for v in r['belief'].values())
unscored = [r['id'] for r in ests if r['label'] == 'unscored']

L = []
A = L.append
A('# Blind evaluation set 196: claim reading and defender estimates (prose notes)')
A('')
A("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 195's README.md, validate.py and the files of its ref/, and set 194's README.md and validate.py; set 195's ref/ holds `set191_scenarios.json`, so nothing in set 191's folder was opened); the `claims.jsonl` and `estimates.jsonl` of sets 195 and 194 were not opened and their folders were not listed (only set 195's ref/ was); the validators of sets 195 and 194 were read as text only (never imported or run; set 195's printed in parts with sed, awk and grep and listed with `ast`, both parsed with `ast` by /tmp/blind196/quick.py and /tmp/blind196/prose.py, and set 195's read as text by build/patch_validate.py); my own validate.py, when run, reads the READMEs of sets 195 and 194 for its distance checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.")
A('')
A('What I opened and ran, in order (times from `date -u`; the whole work ran from 06:20:40 UTC):')
A('')
for i, s in enumerate(steps, 1):
    A('%d. %s' % (i, s))
A('')
A('Slips: none that I know of. No breach of the brief that I know of.')
A('')
A("Set 196 uses set 195's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 191's four forms, kept by sets 193 and 195: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.")
A('')
A('## 1. claims.jsonl')
A('')
A("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns (L2s their plural). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind196/check.py), and none is such a variant of a quoted wording of the READMEs of sets 195 and 194. Every drawn value comes from `random.Random(196)` (build/build.py).")
A('')
A('### Realistic replies (184)')
A('')
A("The replies read like an LLM defender's: conversational openers (\"Happy to help:\", \"Good question:\", \"Absolutely:\", \"You'll find N in C.\", \"No trouble:\", \"Glad you asked:\", \"Here you go:\", \"I know this one:\", \"Simple enough:\", \"You bet:\", \"Quick answer:\", \"Right,\", \"Easy one:\", \"Of course,\", \"Certainly:\", \"Sure enough,\", \"Good news, it's easy:\"), contractions (\"N's in C\", \"N's a member of C\"), plain first-hand statements of a role in the unit (\"I'm the L2's union rep, and N came to me about the new contracts\", \"I chair the L2's interview panels, and N sits on them with me\", \"I manage the L2's apprentices, and N supervises one of them\", \"I'm the L2's health-and-safety rep\") and first-hand bases new to this set (a lunchtime choir, a birthday-cake list, office plants, a first-aid box, a Friday crossword, a Secret Santa, a sponsored swim, a reservoir walk, new laptops, an on-call rota, a chat channel, a Spanish conversation hour, board-game evenings, intranet portraits, a hackathon, buddies for new starters, a karaoke night, a jargon jar, parking bays, standing desks, a knitting circle, a World Cup sweepstake, a fridge clear-out, Friday demos, an office playlist, a shoebox appeal, climbing-wall evenings, an allotment plot, a sign-language class, blood donation, a Monday meditation, a sponsored silence, an escape room, interview panels, apprentices, fruit boxes, bring-your-dog Fridays, flu jabs, a glossary of acronyms, a film night, a dragon-boat crew, a list of food allergies, lockers, hoodies, a stuffed-penguin mascot, an ice-skating trip, a union rep, a 3D printer, Friday breakfasts, a minibus to client visits, rooftop beehives, a tally of broken mugs, a netball side, a canal-boat weekend, a health-and-safety rep, a Monday stand-up; at the middle and top levels a charity abseil, an all-hands, a carol concert, a desk-booking map, a sponsored climb up Snowdon, a graduate scheme, a staff magazine, a commuting survey, a winter party, a pancake race, a green committee, a language café, a long-service list, a suggestion box, pension enrolment, a sabbatical scheme, a staff survey, eye-test vouchers, season-ticket loans, a laptop register, a long-service dinner, an electric-car scheme, an employee assistance line, an annual report, travel insurance, an employee-of-the-year vote and lanyards). On the adversarial side they use moves set 195's README does not list (see section 4 for the ones that stay near in kind).")
A('')
for mk, title in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'),
                  ('T', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'),
                  ('N', 'Null (all-null, no unit named)')):
    items = [t for m, t in real if m == mk]
    A('%s (%d): %s' % (title, len(items), ', '.join(q(t) for t in items)))
    A('')
A('### The rules as applied to the new tags')
A('')
A("The persona theme is draughtsmen, the in-house draughtsmen who draw a unit's floor plans, wiring, signs, layouts and parts (the theme word, draughtsman, begins with d, a letter from A to M, as the brief asks; every tag begins with b, d or k): `delineante_plano` (a Spanish delineante, a draughtsman, with the plano, a plan), `dessinateur_calque` (a French dessinateur with the calque, a tracing), `disegnatore_tavola` (an Italian disegnatore with the tavola, a drawing plate), `desenhista_prancheta` (a Portuguese desenhista with the prancheta, a drawing board), `desenator_plansa` (a Romanian desenator with the planșă, a drawing sheet, without the breve and comma), `kreslarz_rysunek` (a Polish kreślarz, without the accent, with the rysunek, a drawing), `kreslic_vykres` (a Czech kreslič, without the caron, with the výkres, a technical drawing, without the accent) and `braizytojas_brezinys` (a Lithuanian braižytojas, without the caron, with the brėžinys, a drawing, without the accents). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the draughtsman's own drawing work for the unit as the basis, in which N's checks, fixes, notes, builds or help figure; the middle texts say the draughtsman's plans, tracings, plates, drawing-board work, sheets, drawings or technical drawings are kept for the whole L1 with no L2, and the top texts that their title blocks, stamps, titles, headings or corner labels name the L0 alone; the adversarial ones are an outsider's word, a guess made while busy with the tag's object, a past placement from an old drawing or an old job, a future under a condition or a wish reported by someone else, and a refusal, one of two units or a denial of contact. No fixed text names a unit of the twenty trees or uses a level noun of its own (build check).")
A('')
for tg in TAGS:
    rows = [(m, t) for g, m, t in tags if g == tg]
    A('- `%s`: %s' % (tg, '; '.join('%s %s' % (m, q(t)) for m, t in rows)))
    A('')
A('(L lowest level, M middle, T top, X adversarial, N null.)')
A('')
A('### Attacker probes (20)')
A('')
named = sum(1 for r in claims if r['construction'] == 'attacker_probe' and r['mentions'])
A('%s. All are all-null; the %d that name a unit are listed as adversarial.' % (', '.join(q(t) for t in att), named))
A('')
A('### Construction counts')
A('')
A('| tag | count | minimum | adversarial | with some committed level |')
A('|---|---|---|---|---|')
MIN = {'realistic_reply': 151, 'attacker_probe': 20}
tot_a = tot_c = 0
for tg in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rows = [r for r in claims if r['construction'] == tg]
    a = sum(1 for r in rows if r['id'] in advset)
    c = sum(1 for r in rows if committing(r))
    tot_a += a; tot_c += c
    A('| `%s` | %d | %d | %d | %d |' % (tg, len(rows), MIN.get(tg, 12), a, c))
A('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), tot_a, tot_c))
A('')
nadv_notes = len({r['text'] for r in ests if r['id'] in set(adv_e)})
A('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), nadv_notes, len(adv_e)))
A('')
A('<!-- adversarial-start -->')
A(' '.join(adv_c))
A('')
A(' '.join(adv_e))
A('<!-- adversarial-end -->')
A('')
cnt = Counter(m for m, t in real)
A('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.' % (cnt['L'], cnt['M'], cnt['T'], cnt['X'], cnt['N']))
A('')
A('## 2. estimates.jsonl')
A('')
ec = Counter(r['construction'] for r in ests)
A("60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s." % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(unscored)))
A('')
A('### The six prose styles and how they were read')
A('')
A("The theme is bunnies, the behaviours of a pet rabbit seen by its owner on the floor of a room or in a run (the theme word, bunny, begins with b, a letter from A to M, as the brief asks); the six styles are rabbit behaviours, used as images for how the attacker's belief moved: binky (a sudden leap with a twist in mid-air: all four feet off the ground at once, a whole drop in a single binky, landing a yard to the left, a last binky nobody saw, not a single binky, landing in a heap, bolting under the sofa, off toward the spot I pointed at, a small binky of its own making, the binky that followed a slip), periscoping (sitting up tall on the hind legs to look around: seeing a lot and settling on nothing, looking over the first fence, looking round but never leaving its spot, found at the far side of a field, looking around a patch it once knew, a long spell of periscoping, nothing in sight, another answer found, the same tuft of grass, periscoping that ignored a slip), thumping (stamping a hind foot in alarm: dropping what it was nibbling and bolting, announcing itself loudly and all at once, jumping into the neighbouring field, stamping an answer down, thumping behind the static, backing off, no thumping and no alarm, thumping on the spot I chose, a good deal of thumping, busy thumping at something else), flopping (toppling onto its side in full relaxation: from a sharp answer onto a broader one, flopping over and staying there, flopping about, settling for a nap, flopping down in the neighbouring patch, as if it had always been its spot, deciding it is safe, flopping instead, flopping down at last, flopping onto the answer), chinning (rubbing the chin on things to mark them as its own: chinning a new box, claiming a corner, chinning the next post along, chinning the same spot, chinning unrecorded, chinning spread thin, no chinning left, chinning my decoy, chinning nothing new, chinning the answer at once) and loafing (sitting tucked up like a loaf, paws hidden: loafing the whole time, loafing rabbits that don't move, settling and going loafing, loafing in a far corner, found loafing when the record picks up, shuffling over one tile, a long spell of loafing, loafing in place, done with loafing, loafing along). Every note names its style word and no other style word. The notes are built in several ways: five open with the image (\"A rabbit can binky and then land in a heap.\", \"Up on its hind legs, ears high, a periscoping rabbit sees a lot and settles on nothing.\", \"A rabbit flopping onto its side has decided it is safe.\", \"Chinning is how a rabbit claims a corner.\", \"Loafing rabbits don't move much.\"); most open with the asker's first view, with my own act (dull answers, refusals, vague answers, evasions, non-answers, hedging, guarded answers, a decoy, a slip, a trial balloon) or with the state of the record, and bring the image in mid-note or at the end; some open with a bare sentence (\"The asker stayed put.\", \"The asker moved next door.\", \"Same answer both times: ...\", \"No opinion about N at the start, and no opinion about N at the end.\").")
A('')
A("Conventions (set 195's, from sets 193 and 191): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"convinced ... at first\", \"being convinced\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\", \"going\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\", \"thinking\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker grabbed, snapped up or snatched it up, and not held where it paid it no heed, missed it or let it go by; a decoy of mine (always C3) is held in `current` where the asker took it, bit on it or accepted it, and not held where it turned away from it, left it well alone or would have nothing to do with it; a state the note says \"cannot be read\" is `unscored`. The moves cover: gained (null to C, null to A2, null to a `?` below A, null to B2, null to C3, null to A, null to B, null to C2); deepened (A to C2, a `?` below B to C, A to C3, A to B, A to C, a `?` below B to C2, a `?` below A to C, a `?` below A to B, B to C, B to C3); cut back (C2 to A, C to a `?` below B, B to A, C to A, C to B, C to a `?` below A); given up (B2 to null, B to null, C to null, A to null, C2 to null, A2 to null); changed (B to B2, A2 to A, A to A2, C2 to C, C to C2, B2 to B); held throughout (a `?` below A, C, B, no view, A2, B2, a `?` below B, A); unscored (at the start, at the end, at both ends).")
A('')
A('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)')
A('')
for s in STYLES:
    rows = [n for n in notes if n[0] == s]
    A('- `%s`: %s' % (s, '; '.join('%s -> %s%s: %s' % (p, c, ' *' if k != 'P' else '', q(t)) for _, k, p, c, t in rows)))
    A('')
A('## 3. Universes used')
A('')
scen = [c['scenario'] for c in ch['chosen']]
A("The 20 scenarios of `ref/set196_scenarios.json` (one per tree of set 191's scenarios, in set 191's order, read from `ref/set191_scenarios.json`, a copy of set 195's `ref/set191_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 191's id): %s. Each is the lowest record id of its tree group that is neither set 191's id nor one of set 195's ids (`ref/set195_scenarios.json`); every group holds %s records. Level keys: %s. `ref/` also keeps set 195's ref files, set 195's own choices file renamed `ref/set195_scenario_choices.json`." % (
    ', '.join('`%s`' % x for x in scen), ' or '.join(sorted({str(len(c['records_with_this_tree'])) for c in ch['chosen']})),
    '; '.join('`%s` %s' % (x, '/'.join(U[x]['levels'])) for x in scen)))
A('')
A('## 4. Doubtful items')
A('')
A(doubts)
A('')
A('## Review')
A('')
A("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge, hearsay, past, future or condition word in a committing template (four bases with past or habitual words, \"was picked\", \"was shortlisted\", \"were taken\" and \"at once\", read and allowed); adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; no claim or note opening with a lower-case letter, and no \"a\" before a vowel; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly once for each unscored end; adversarial notes carrying a decoy, a trial balloon or a slip (one of them), and plain notes none; every decoy the drawn C3, and no C3 in a note without a decoy; every named label value named in the note or a parent of a named unit. build.py --check found no unit name of the 20 trees and no level-noun word in any fixed text. I read the templates in letter form while writing them.")
A('')
A('## 5. Checking')
A('')
A("`python3 validate.py` (exit 0). It prints the counts. The validator is set 195's, patched by `build/patch_validate.py` (see its docstring): set 196's tags, styles and counts, set 196's scenario rule, the READMEs of sets 195 and 194 for the distance checks, and set 195's and set 194's tags, their words, their styles and theme words (tester, cryptographer, tornado, cuttlefish, with plurals: testers, cryptographers, tornadoes, tornados, cuttlefishes), read from their READMEs, added to the earlier lists.")
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README written', len(L), 'lines')
