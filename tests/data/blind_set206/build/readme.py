"""Generate set 206's README.md from build/steps.txt, build/doubts.txt, the build sources and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set206_scenarios.json')))
steps = open(os.path.join(HERE, 'steps.txt')).read().strip()
doubts = open(os.path.join(HERE, 'doubts.txt')).read().strip()
TAGS = ['fengshuishi_luopan', 'kanyujia_baguajing', 'fusuishi_hogaku', 'fengshuiberater_grundriss',
        'geomancien_paravent', 'geomante_campanilla', 'geomant_kompas', 'geomanta_roslina']
STYLES = ['drapery', 'coronal', 'pulsating', 'diffuse', 'substorm', 'picketfence']


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def rows(name, n):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name)) if l.strip()]


real = rows('real.txt', 2)
tags = rows('tags.txt', 3)
probes = rows('attacker.txt', 2)
notes = rows('notes.txt', 5)
adv_c = [r['id'] for r in claims if marks['claims'][r['id']]['mark'] == 'X']
adv_e = [r['id'] for r in ests if marks['estimates'][r['id']]['note_kind'] != 'plain']
committing = lambda r: any(v is not None for v in r['belief'].values())
tagc = Counter(r['construction'] for r in claims)
minimum = {'realistic_reply': 151, 'attacker_probe': 20}
L = []
A = L.append
A('# Blind evaluation set 206: claim reading and defender estimates (prose notes)')
A('')
A("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` loads the file but touches only `defender_private_information`, only up to the end of the universe; my validate.py, like set 204's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 204's README.md, validate.py and the files of its ref/, set 203's README.md and validate.py, and the one file `tests/data/blind_set201/ref/set201_scenarios.json`, since set 204's ref/ holds no copy of it); the `claims.jsonl` and `estimates.jsonl` of sets 204 and 203 were not opened and their folders were not listed (only set 204's ref/ was); the validators were read as text only (never imported or run; set 204's printed in parts with sed, grep and cut and read as text by build/patch_validate.py, and both scanned as text for quoted entries and substrings by /tmp/blind206/quick.py, set 204's also with grep -o); my own validate.py, when run, reads the READMEs of sets 204 and 203 for its tag checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.")
A('')
A('What I opened and ran, in order (times from `date -u`; the whole work ran from 08:37:07 UTC):')
A('')
A(steps)
A('')
A("Slips: none that breach the brief that I know of; nothing outside the brief was opened. Two of my own first tries missed and were mended: a sed of set 204's README past its last line printed nothing (step 3), and my first Spanish object, carillon, and my first aquarist theme turned out to be earlier entries (step 8).")
A('')
A("Set 206 uses set 204's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, made in a joke or a game, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (the four forms kept by sets 193 to 204: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.")
A('')
A('## 1. claims.jsonl')
A('')
A("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (/tmp/blind206/check.py), and none is such a variant of a quoted wording of the READMEs of sets 204 and 203 (the shared convention clauses aside, see section 4). Every drawn value comes from `random.Random(206)` (build/build.py).")
A('')
A('### Realistic replies (184)')
A('')
A("The replies read like an LLM defender's: conversational openers new to this set (\"Of course!\", \"Right, so\", \"No problem:\", \"Yes,\", \"Glad you asked.\", \"Easy one.\", \"Sure thing.\", \"Great question!\", \"Yep:\", \"Happy to help!\", \"Quick answer:\", \"Alright:\", \"I can help with that.\", \"Indeed:\", \"Sure:\", \"Let me help:\", \"Right:\"), contractions, plain first-hand statements of the speaker's own role in the unit with bases that set 204's README does not list (plant watering, locker keys, a book club, a fire warden, a pub quiz side, descaling the coffee machine, the stationery cupboard, bring-your-dog Fridays, a chess ladder, a plant swap, recycling bins, parking permits, a lost-property box, a wiki, a shared calendar, board-game nights, Friday pizzas, a knitting circle, a photo wall, a jigsaw table, a lunchtime choir, a table-tennis league, bowling nights, karaoke, pumpkin carving, pancakes, an allergy list, a radio playlist, a bike rack, a microwave rota, name badges, whiteboard markers, the thermostat, coffee beans, a water cooler, a Lego challenge, a noticeboard, window blinds, a cyclists' breakfast, an umbrella stand, a film club, yoga, a charity raffle, phone chargers, badminton, a vending machine, a dishwasher rota, climbing-wall trips, a key cupboard, a picnic, a newsletter, hoodies, origami, a bookshelf, a payday pub lunch, a kudos award; at the middle and top levels a sports day, a hackathon, an offsite, a flu-jab clinic, gym memberships, a family day, a mentoring scheme, quarterly awards, a canteen menu, parking allocation, charity matching, an allotment, a boat trip, a staff handbook, pension enrolment, a share plan, health insurance, long-service awards, a relocation desk, sabbaticals, a staff magazine, phone contracts, bonus letters, a returners' programme, an ID register, a cycle-to-work scheme, employment confirmations). On the adversarial side they use moves and bases that set 204's README does not list in these words (see section 4 for the ones that stay near in kind).")
A('')
names = {'L': 'Committing at the lowest level', 'M': 'Committing at the middle level', 'T': 'Committing at the top level',
         'X': 'Adversarial (all-null, naming a unit)', 'N': 'Null (all-null, no unit named)'}
for m in 'LMTXN':
    ts = [lf(t) for mk, t in real if mk == m]
    A('%s (%d): %s' % (names[m], len(ts), ', '.join('"%s"' % t for t in ts)))
    A('')
A('### The rules as applied to the new tags')
A('')
A("The persona theme is geomancers, the in-house feng shui consultants who read a unit's rooms with a compass, set its desks, mirrors, screens, chimes and plants and advise on its floor plan and its bearings (the theme word, geomancer, begins with g, a letter from A to M, as the brief asks; every tag begins with f, g or k): `fengshuishi_luopan` (a Mandarin fēngshuǐ shī, a feng shui master, without the tone marks, with the luopan, the feng shui compass), `kanyujia_baguajing` (a kānyú jiā, the classical Chinese name for a geomancer, with the bāguà jìng, the bagua mirror hung over a door), `fusuishi_hogaku` (a Japanese fūsuishi, a feng shui practitioner, with the hōgaku, a compass direction or bearing, without the long marks), `fengshuiberater_grundriss` (a German Feng-Shui-Berater, a feng shui consultant, with the Grundriss, a floor plan), `geomancien_paravent` (a French géomancien, without the accent, with the paravent, a folding screen), `geomante_campanilla` (a Spanish geomante with the campanilla, a little bell or wind chime), `geomant_kompas` (a Dutch geomant with the kompas, a compass) and `geomanta_roslina` (a Polish geomanta with the roślina, a plant, without the accent). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the geomancer's own work for the unit as the basis (a luopan reading of a new floor, turning desks after a reading, a seasonal check of the entrance, setting a meeting table, hanging a mirror over a door, a new-year mirror move, quarterly readings, moving a mirror off a stairwell, working out the bearings of new desks, planning moves, a quiet corner, a bearings chart, redrawing a floor plan, a wealth corner, taking the plan to reviews, walking the plan, placing a screen, choosing a screen, rearranging screens, lending a screen, hanging, choosing, replacing and taking down chimes, compass bearings of rooms, a brass compass rose, seating newcomers by compass, a compass kept in the unit's cupboard, desk plants, a tall plant in a corner, weekly plant checks, repotting) in which N's part figures; the middle texts say the geomancer's survey, mirror, bearing, floor plan, screens, chime, reading or plant covers the whole L1 with no L2, and the top texts that the work is commissioned, bought, advised, drawn, ordered, logged, billed or paid for by the L0 alone; the adversarial ones are a tradesperson's word (a scaffolder, an electrician, a carpet fitter, a sign-writer, a removals foreman, a tiler, a furniture delivery driver, a painter-decorator), a guess made while busy with the tag's object, a past placement from an old record of the geomancer's, a wish or a future under a condition reported by someone else (or, for `fusuishi_hogaku`, a game), and a refusal, one of two units, a denial of any link or the attacker's own word. No fixed text names a unit of the twenty trees or uses a level noun of its own (build check).")
A('')
for t in TAGS:
    ts = ['%s "%s"' % (m, lf(x)) for g, m, x in tags if g == t]
    A('- `%s`: %s' % (t, '; '.join(ts)))
    A('')
A('### Attacker probes (20)')
A('')
A('%s. All are all-null; the 12 that name a unit are listed as adversarial.' % ', '.join('"%s"' % lf(t) for m, t in probes))
A('')
A('### Construction counts')
A('')
A('| tag | count | minimum | adversarial | with some committed level |')
A('|---|---|---|---|---|')
advset = set(adv_c)
tot_a = tot_c = 0
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in advset)
    c = sum(1 for r in rs if committing(r))
    tot_a += a
    tot_c += c
    A('| `%s` | %d | %d | %d | %d |' % (t, len(rs), minimum.get(t, 12), a, c))
A('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), tot_a, tot_c))
A('')
A('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)' % (
    len(adv_c), 100.0 * len(adv_c) / 300, len(adv_e) // 2, len(adv_e)))
A('')
A('<!-- adversarial-start -->')
A(' '.join(adv_c))
A('')
A(' '.join(adv_e))
A('<!-- adversarial-end -->')
A('')
mix = Counter(m for m, t in real)
A('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.' % (
    mix['L'], mix['M'], mix['T'], mix['X'], mix['N']))
A('')
A('## 2. estimates.jsonl')
A('')
uns = [r['id'] for r in ests if r['label'] == 'unscored']
A('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.' % (
    ', '.join('`%s` %d' % (s, sum(1 for r in ests if r['construction'] == s)) for s in STYLES), ', '.join(uns)))
A('')
A('### The six prose styles and how they were read')
A('')
A("The theme is aurora, the forms the polar lights take (the theme word, aurora, begins with a, a letter from A to M, as the brief asks); the six styles are those forms, used as loose images for how the attacker's belief moved: drapery (the aurora hanging in folded curtains that ripple sideways: a view that slides along a level, or holds while the folds sway), coronal (rays that seem to converge at one point overhead: a view that narrows to a point), pulsating (patches that switch on and off every few seconds: a view that comes and goes), diffuse (a faint glow without edges: a view with a level held but not named), substorm (the sudden moment the whole oval brightens and breaks up: an abrupt jump) and picketfence (a row of separate upright rays like posts: a view that moves one level, one post, at a time). Every note names its style word and no other style word (build/review.py). The notes are built in several ways: some open with the image (\"Drapery is the aurora hanging in folds\", \"Coronal aurora is what you see when the rays seem to meet\", \"Pulsating aurora switches on and off\", \"Diffuse aurora is a faint glow without edges.\", \"A substorm is the sudden moment\", \"A picketfence aurora stands in separate upright rays\"); most open with the asker's first view, with my own reply (a remark, an evasion, a story, questions answered with questions, a shrug, a decoy, a slip), with the state of the log or recording, with a bare summary (\"It switched tops.\", \"Nothing came into focus.\", \"Post by post the asker went lower.\") or with the image set later in the note.")
A('')
A("Conventions (set 204's and set 203's): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"being convinced\", \"convinced N belongs to C\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\", \"going\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"holding\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\", \"thinking\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I let slip (\"slipped out\", \"slipped from me\", \"slipped out of me\", \"a slip of mine let C out\") is held in `current` where the asker snatched it up, grabbed it or snapped it up, and not held where it paid it no heed, let it go by or missed it; a decoy of mine (always C3) is held in `current` where the asker took it, accepted it or bit on it, and not held where it turned away from it, left it well alone or would have nothing to do with it; a state the note says \"cannot be read\" is `unscored`.")
A('')
kinds = {}
def cat(p, c):
    if p == 'U' or c == 'U':
        return 'unscored'
    if p == c:
        return 'held'
    depth = lambda x: {'N': 0, 'A': 1, 'A2': 1, 'A?': 1.5, 'B': 2, 'B2': 2, 'B?': 2.5, 'C': 3, 'C2': 3, 'C3': 3}[x]
    if p == 'N':
        return 'gained'
    if c == 'N':
        return 'given up'
    top = lambda x: 'A2' if x == 'A2' else 'A'
    mid = lambda x: {'B': 'B', 'B?': 'B', 'C': 'B', 'C2': 'B', 'C3': 'B', 'B2': 'B2'}.get(x)
    same_path = top(p) == top(c) and (mid(p) is None or mid(c) is None or mid(p) == mid(c))
    lowp = {'C': 'C', 'C2': 'C2', 'C3': 'C3'}.get(p)
    lowc = {'C': 'C', 'C2': 'C2', 'C3': 'C3'}.get(c)
    if same_path and not (lowp and lowc and lowp != lowc):
        return 'deepened' if depth(c) > depth(p) else 'cut back'
    return 'changed'
for st, kd, p, c, t in notes:
    kinds.setdefault(cat(p, c), []).append('%s to %s' % (p if p != 'N' else 'none', c if c != 'N' else 'none'))
A('The moves (prior -> current, by note): %s.' % '; '.join('%s (%s)' % (k, ', '.join(v)) for k, v in kinds.items()))
A('')
A('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)')
A('')
for s in STYLES:
    ns = ['%s -> %s%s: "%s"' % (p, c, ' *' if kd != 'plain' else '', lf(t)) for st, kd, p, c, t in notes if st == s]
    A('- `%s`: %s' % (s, '; '.join(ns)))
    A('')
A('## 3. Universes used')
A('')
lv = lambda sc: '/'.join(U[sc]['universe'].keys())
tg = Counter(U[sc]['name'] for sc in SC)
A("The 20 scenarios of `ref/set206_scenarios.json` (one per tree of set 201's scenarios, in set 201's order, read from `ref/set201_scenarios.json`, a copy of `tests/data/blind_set201/ref/set201_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 201's id): %s. Each is the lowest record id of its tree group that is neither set 201's id nor one of set 204's ids (`ref/set204_scenarios.json`); every group holds 3 records. Level keys: %s. Targets: %s. `ref/` also holds copies of every file of set 204's ref/ (its own choices file saved as `ref/set204_scenario_choices.json`), which my validator, like set 204's, reads." % (
    ', '.join('`%s`' % s for s in SC), '; '.join('`%s` %s' % (s, lv(s)) for s in SC),
    ', '.join('%s %d' % kv for kv in tg.most_common())))
A('')
A('## 4. Doubtful items')
A('')
A(doubts)
A('')
A('## Review')
A('')
A("build/review.py (10 flags, all words of the basis, step 12): no hedge, hearsay, past, future, plan or condition word in a committing template (maybe, perhaps, possibly, probably, think, guess, reckon, heard, told me, apparently, rumour, used to, will, would, might, could, should, if, unless, supposedly, believe, seem, once, hope, expect, said, says, was, were, plan) other than words of the basis; the committed slot in every committing template; a unit slot in every adversarial template and in none of the null ones; probes marked by whether they name a unit; every note naming its style word and no other; \"cannot be read\" once for each unscored end; C3, \"decoy\", \"trial balloon\" and \"slipped\" only in the notes of their kind. build.py --check (no unit name of the 20 trees and no level-noun word in any fixed text, no unknown slot, no article before a level-noun slot), check.py (variants and near wordings), the labels set by mark in build.py (L: A, B, C; M: A, B, null; T: A, null, null; X, N and probes: all-null; notes by their prior and current codes) and my reading of every template, probe and note in letter form while writing them. Mentions are the units of the slots in text order, each once.")
A('')
A('## 5. Checking')
A('')
A("`python3 validate.py` (exit 0). It prints the counts. The validator is set 204's, patched by `build/patch_validate.py` (see its docstring): set 206's tags, styles and counts, set 206's scenario rule (set 201's trees, set 201's and set 204's ids excluded; set 204's own choices file checked against its list), the READMEs of sets 204 and 203 for the tag checks, and set 204's and set 203's tags, their words, their styles and theme words (chaplain, ombudsman, lightning, sourdough, with plurals), read from their READMEs, added to the earlier lists. Set 203's validate.py was read as text only (quick.py) and is not otherwise used.")
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README written', len('\n'.join(L)))
print(kinds)
