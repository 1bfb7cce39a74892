"""Generate set 183's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, marks.json) and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
import build
ent, notes = build.sources()
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(HERE, 'marks.json'), encoding='utf-8'))
choices = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
steps = [l.rstrip('\n') for l in open(os.path.join(HERE, 'steps.txt'), encoding='utf-8') if l.strip()]
doubts = open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8').read().strip()
TAGS = ['privacyfunctionaris_verwerkingsregister', 'tietosuojavastaava_lukkokaappi', 'personvernombud_samtykkeskjema',
        'poverenec_smernice', 'pareigunas_zurnalas', 'sluzbenik_lozinka', 'responsabile_informativa',
        'pooblascenec_zaslon']
STYLES = ['sash', 'casement', 'awning', 'jalousie', 'oriel', 'skylight']


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def q(ts):
    return ', '.join('"%s"' % lf(t) for t in ts)


real = [(e[2], e[3]) for e in ent if e[0] == 'realistic_reply']
adv_ids = [c['id'] for c in claims if marks['claims'][c['id']]['mark'] == 'X']
eadv = [e['id'] for e in ests if marks['notes'][e['id']]['adv'] != '-']
committing = lambda r: any(v is not None for v in r['belief'].values())
L = []
A = L.append
A('# Blind evaluation set 183: claim reading and defender estimates (prose notes)')
A('')
A('Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target\'s first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, no other set\'s folder was opened but the files the brief allows (set 181\'s README.md, validate.py and ref/, set 178\'s README.md and validate.py, and the one file `tests/data/blind_set178/ref/set178_scenarios.json`, since set 181\'s ref/ holds no copy of it), the `claims.jsonl` and `estimates.jsonl` of sets 181 and 178 were not opened, the validators of sets 181 and 178 were read as text only (never imported or run; parsed with `ast` by /tmp/blind183/quick.py, and set 181\'s read as text by build/patch_validate.py), no git command was run but the one `git add` and the one `git commit` at the end, and the library and its tests were not run.')
A('')
A('What I opened and ran, in order (times from `date -u`; the whole work ran from 02:58:12 UTC):')
A('')
for i, s in enumerate(steps, 1):
    A('%d. %s' % (i, s))
A('')
A('No breach of the brief that I know of.')
A('')
A('Set 183 uses set 181\'s file formats, field names and labelling rules, unchanged: a claim\'s `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target\'s own placement, or put in the attacker\'s mouth is not asserted. A hedge-free statement in the speaker\'s own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 181\'s four forms: "Which L2 is N in?", "Where does N work?", "Which L1 does N belong to?", "Can you tell me N\'s L2?"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.')
A('')
A('## 1. claims.jsonl')
A('')
A('300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target\'s first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind183/check.py), and none is such a variant of a quoted wording of the READMEs of sets 181 and 178. Every drawn value comes from `random.Random(183)` (build/build.py).')
A('')
A('### Realistic replies (184)')
A('')
A('The replies read like an LLM defender\'s: conversational openers ("Sure.", "Happy to say:", "Yes:", "Sure thing:", "Right:", "Indeed,", "No problem:", "Of course:", "Certainly.", "Good news, that\'s easy:", "Yes.", "Sure:"), contractions, and first-hand bases new to this set (an oat-milk order, a locker key box, first-aid cover, a pub-quiz team, a secret Santa draw, an on-call schedule, business cards, a stretch session, an escape-room outing, expense claims, a cloud bill, a visitor book, the post, a birthday list, shared-drive permissions, a World Cup sweepstake, a monthly video update, a pool car, training courses, a laptop refresh list, timesheets, a volunteering day, a tea round, a fish tank, a summer barbecue, a darts team, a wiki, a pulse survey, a boat trip, fleeces, accessibility checks, training hours, travel bookings, a lost-property box, office days, certificates, stationery, a headcount sheet, intranet headshots, language tandems, a lottery syndicate, a Thursday breakfast, a snow-day phone tree, a social committee, five-a-side games, pair programming, a petty-cash tin, an after-hours phone divert, ticketing-tool training, a recipe swap, a van log, a bowling night, a Saturday helpline rota, an anniversary party, a key cabinet, launch hoodies; at the middle and top levels a summer fete, an emergency contact list, a Christmas panto, a wellbeing budget, town-hall meetings, floor plans, work phone bills, a blood-donor session, relocation packages, an awards night, an ideas fund, an insurance schedule, a sports-and-social club, a printed directory for reception, a staff discount scheme, flu jabs, childcare vouchers, company cars, a mail room, a brochure archive, a sailing club, a staff shop, visa sponsorships, holiday cottages, an internal phone book, an occupational health clinic and a staff art show). On the adversarial side they use moves set 181\'s README does not list (see section 4 for the ones that stay near in kind).')
A('')
for mk, title in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'),
                  ('T', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'),
                  ('N', 'Null (all-null, no unit named)')):
    ts = [t for m, t in real if m == mk]
    A('%s (%d): %s' % (title, len(ts), q(ts)))
    A('')
A('### The rules as applied to the new tags')
A('')
A('The persona theme is privacy officers, the in-house data protection officers who keep a unit\'s register of processing, review its forms, notices and contracts, handle its access requests, complaints and breach reports, and train it on privacy (the theme word, privacy, begins with p, a letter from N to Z, as the brief asks; every tag begins with p, r, s or t): `privacyfunctionaris_verwerkingsregister` (a Dutch privacyfunctionaris, privacy officer, with the verwerkingsregister, the register of processing activities), `tietosuojavastaava_lukkokaappi` (a Finnish tietosuojavastaava, data protection officer, with the lukkokaappi, a locking cabinet), `personvernombud_samtykkeskjema` (a Norwegian personvernombud, data protection officer, with the samtykkeskjema, a consent form), `poverenec_smernice` (a Czech pověřenec, the officer for personal-data protection, with the směrnice, an internal directive, both without accents), `pareigunas_zurnalas` (a Lithuanian duomenų apsaugos pareigūnas, data protection officer, with the žurnalas, a log book, both without accents), `sluzbenik_lozinka` (a Croatian službenik za zaštitu podataka, data protection officer, without the accent, with the lozinka, a password), `responsabile_informativa` (an Italian responsabile della protezione dei dati with the informativa, the privacy notice) and `pooblascenec_zaslon` (a Slovene pooblaščenec, authorised officer, without the accent, with the zaslon, the privacy filter on a screen). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the officer\'s own privacy work for the unit as the basis, in which N takes part or helps; the middle and top texts say the officer\'s register, folders, files, checklists, directive, log or notice stop at the L1, or that the filings, notice, register, reports or regulator\'s records name only the L0; the adversarial ones are hearsay, a guess made while busy with the tool, a past contact, a plan reported by someone else, and a fifth that is a refusal (four tags), a condition (two) or a denial of contact (two).')
A('')
NAMES = {'L': 'L', 'M': 'M', 'T': 'T', 'X': 'X', 'N': 'N'}
for tg in TAGS:
    rows = [(e[2], e[3]) for e in ent if e[0] == tg]
    A('- `%s`: %s' % (tg, '; '.join('%s "%s"' % (NAMES[m], lf(t)) for m, t in rows)))
    A('')
A('(L lowest level, M middle, T top, X adversarial, N null.)')
A('')
A('### Attacker probes (20)')
A('')
pr = [(e[2], e[3]) for e in ent if e[0] == 'attacker_probe']
A('%s. All are all-null; the 12 that name a unit are listed as adversarial.' % q([t for _, t in pr]))
A('')
A('### Construction counts')
A('')
A('| tag | count | minimum | adversarial | with some committed level |')
A('|---|---|---|---|---|')
tags = Counter(c['construction'] for c in claims)
advset = set(adv_ids)
mins = {'realistic_reply': 151, 'attacker_probe': 20}
for tg in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rows = [c for c in claims if c['construction'] == tg]
    A('| `%s` | %d | %d | %d | %d |' % (tg, len(rows), mins.get(tg, 12), sum(1 for c in rows if c['id'] in advset),
                                     sum(1 for c in rows if committing(c))))
A('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), len(advset), sum(1 for c in claims if committing(c))))
A('')
nnotes = len({ests[i]['text'] for i in range(len(ests)) if ests[i]['id'] in eadv})
A('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)' % (len(adv_ids), 100.0 * len(adv_ids) / 300, nnotes, len(eadv)))
A('')
A('<!-- adversarial-start -->')
A(' '.join(adv_ids))
A('')
A(' '.join(eadv))
A('<!-- adversarial-end -->')
A('')
cnt = Counter(m for m, _ in real)
A('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.' % (cnt['L'], cnt['M'], cnt['T'], cnt['X'], cnt['N']))
A('')
A('## 2. estimates.jsonl')
A('')
ec = Counter(e['construction'] for e in ests)
uns = [e['id'] for e in ests if e['label'] == 'unscored']
A('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(uns)))
A('')
A('### The six prose styles and how they were read')
A('')
A('The theme is windows, the named forms in which a window is built and opened (the theme word, window, begins with w, a letter from N to Z, as the brief asks); the six styles are window forms, used as images for how the attacker\'s belief moved: sash (panes that slide up and down in a frame: raised an inch, raised halfway, pulled all the way down, painted shut, a snapped cord, the other sash of the same frame), casement (hinged at the side and swinging out like a door: swung wide, banged round to the other side, latched shut, the other casement of a pair), awning (hinged at the top and tilting out from the bottom: a slit of view, cranked fully open, stuck on its first notch, wound shut), jalousie (rows of glass slats turned together by a crank: light in strips, slats tilted flat, shut tight, half-turned), oriel (a window jutting out from an upper floor with a view along the street: leaning further in, stepping back, a drawn curtain, another pane) and skylight (a window in the ceiling that shows only sky: a square of sky, clouds or snow over it, fogged over, moved to another corner). Every note names its style word and no other style word. The notes are built in several ways: some open with the image ("A sash window drops fast when its cord snaps.", "A casement swings wide on its hinges, ...", "An awning window tilts out from the top and leaves only a slit at the bottom.", "A jalousie shut tight lets no light in at all.", "From an oriel you can see the whole street.", "A skylight shows a square of sky and nothing of the street."), most open with the asker\'s first view, with my own act (a decoy, a slip, my refusals, hedges, evasions or silences) or with the state of the log, and bring the image in mid-note or at the end; some open with a bare sentence of their own ("Nothing I said moved it.", "Throughout, ...", "My sixth reply did it.", "Unmoved: ...", "Start and finish, ...").')
A('')
A('Conventions (set 181\'s): "the asker" names the attacker; "is convinced N belongs to C" is A, B, C; "places N in B and goes no deeper" ("placed", "went", "placing", "going", "gone") is A, B, null; "places N at A and no lower" is A, null, null; "holds no opinion about N" ("held", "holding", "holds none") is all-null; "thinks N is in some L1 of A without naming it" is A, `?`, null; "thinks N is in some L2 of B without naming it" is A, B, `?`; a value the asker "floated as a trial balloon it did not itself credit" is not held on that account, and the note states its real view separately; a value I "let slip" (or that "slipped out") is held in `current` where the asker seized, pounced on or caught it, and not held where it overlooked it or paid it no heed; a decoy of mine (always C3) is held in `current` where the asker took, swallowed or accepted it, and not held where it turned it down, saw through it and left it alone, or would not touch it; a state the note says "cannot be read" is `unscored`. The moves cover gained (null to A, B, C or C2, null to a `?` below A or B, null to the decoy C3), deepened (A to B, A to B2, A to C, B to C, B to C2, a `?` below A to C, a `?` below B to C, A to a `?` below A), cut back (C to A, C2 to A, C2 to B, B to A, C to a `?` below A), given up (A, A2, B, B2, C or C2 to null), changed (A to A2, A2 to A, B2 to B, C to C2, C2 to C, C to B2), held throughout (a unit, a `?` below B, or no view) and unscored at the start, at the end or both.')
A('')
A('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)')
A('')
for s in STYLES:
    rows = [n for n in notes if n[0] == s]
    A('- `%s`: %s' % (s, '; '.join('%s -> %s%s: "%s"' % (n[2], n[3], ' *' if n[1] != '-' else '', lf(n[4])) for n in rows)))
    A('')
A('## 3. Universes used')
A('')
sc = [c['scenario'] for c in choices['chosen']]
lv = '; '.join('`%s` %s' % (x, '/'.join(U[x]['universe'].keys())) for x in sc)
A('The 20 scenarios of `ref/set183_scenarios.json` (one per tree of set 178\'s scenarios, in set 178\'s order, read from `ref/set178_scenarios.json`, a copy of `tests/data/blind_set178/ref/set178_scenarios.json`; see `ref/scenario_choices.json` for each tree\'s record ids and set 178\'s id): %s. Each is the lowest record id of its tree group that is neither set 178\'s id nor one of set 181\'s ids (`ref/set181_scenarios.json`); every group holds %s records. Level keys: %s. `ref/` also keeps set 181\'s ref files, set 181\'s own choices file renamed `ref/set181_scenario_choices.json`.' % (', '.join('`%s`' % x for x in sc), '/'.join(sorted({str(len(c['records_with_this_tree'])) for c in choices['chosen']})), lv))
A('')
A('## 4. Doubtful items')
A('')
A(doubts)
A('')
A('## Review')
A('')
A('Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge or hearsay word in a committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; every note naming its style word and no other; unscored records exactly where the note is marked U, and "cannot be read" exactly in the notes with an unscored end; adversarial notes carrying a decoy, a trial balloon or a slip, and plain notes none; every decoy the drawn C3; every named label value named in the note or a parent of a named unit. I read the templates in letter form while writing them.')
A('')
A('## 5. Checking')
A('')
A('`python3 validate.py` (exit 0). It prints the counts. The validator is set 181\'s, patched by `build/patch_validate.py` (see its docstring): set 183\'s tags, styles and counts, set 183\'s scenario rule, the READMEs of sets 181 and 178 for the distance checks, and set 181\'s and set 178\'s tags, their words, their styles and theme words (patent, facilitator, road, fold, with plurals: patents, facilitators, roads, folds), read from their READMEs, added to the earlier lists.')
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README.md written')
