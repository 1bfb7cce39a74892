"""Generates set 177's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, marks.json) and the built files (claims.jsonl, estimates.jsonl, ref/)."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
import sys
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import build
lf = lambda t: re.sub(r'\{(\w+)\}', r'\1', t)
q = lambda t: '"%s"' % lf(t)
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
real = build.load('real.txt', 2)
tags = build.load('tags.txt', 3)
att = build.load('attacker.txt', 2)
notes = build.load('notes.txt', 5)
TAGS = list(dict.fromkeys(t for t, _, _ in tags))
STYLES = list(dict.fromkeys(n[0] for n in notes))
scen = json.load(open(os.path.join(ROOT, 'ref', 'set177_scenarios.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
adv_c = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
adv_e = [r['id'] for r in ests if marks[r['id']]['adv'] != '-']
unscored = [r['id'] for r in ests if r['label'] == 'unscored']
committing = lambda r: any(v is not None for v in r['belief'].values())
out = []
w = out.append
w('# Blind evaluation set 177: claim reading and defender estimates (prose notes)\n')
w("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, no other set's folder was opened but the files the brief allows (set 175's README.md, validate.py and ref/, set 174's README.md and validate.py, and the one file `tests/data/blind_set172/ref/set172_scenarios.json`, since set 175's ref/ holds no copy of it), the `claims.jsonl` and `estimates.jsonl` of sets 175 and 174 were not opened, the validators of sets 175 and 174 were read as text only (never imported or run; parsed with `ast` by /tmp/blind177/quick.py), no git command was run but the one `git add` and the one `git commit` at the end, and the library and its tests were not run.\n")
w('What I opened and ran, in order (times from `date -u`; the whole work ran from 02:25:27 UTC):\n')
w(open(os.path.join(HERE, 'steps.txt'), encoding='utf-8').read().strip() + '\n')
w('No breach of the brief that I know of.\n')
w("Set 177 uses set 175's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two, refused, denied, set in the past or the future, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 175's four forms: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
w('## 1. claims.jsonl\n')
w("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns (L0 is new in set 177). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind177/check.py), and none is such a variant of a quoted wording of the READMEs of sets 175 and 174. Every drawn value comes from `random.Random(177)` (build/build.py).\n")
w('### Realistic replies (184)\n')
w("The replies read like an LLM defender's: conversational openers (\"Sure.\", \"Happy to help.\", \"Right,\", \"Yes,\", \"One moment... yes,\", \"Of course.\", \"Good question.\", \"Sure thing:\", \"No trouble:\", \"Honestly,\"), contractions, and first-hand bases new to this set (an on-call schedule, expense approvals, a probation review, first aid, a staging-server access list, a pairing rotation, a delivery backlog, a volunteering day, timesheets, an onboarding checklist, incident postmortems, a server bill, an architecture decision log, a security champion's threat model, interns, interview panels, data stewardship, travel bookings, release nights, overtime sign-off, an escape-room outing, a five-a-side squad, shift swaps, training requests, a birthday calendar, wellbeing check-ins, a cost centre, an office move, a stationery cupboard, accessibility set-up, a support-inbox rota, a skills matrix, a Christmas dinner, a health-and-safety check, a secret Santa, test-lab slots, a mailing list, workshop lunches, shared-drive permissions, customer visits, a hybrid-working pattern, penetration tests, a disaster-recovery runbook, an office manager's lockers, an ideas award, certifications, a budget forecast, visa paperwork, a group portrait, kit orders, documentation review, an internal audit, capacity planning, a shared lab bench, a bring-your-kid day, access reviews; at the middle and top levels a site manager, a headcount report, a chief of staff, a town hall, recruitment budgets, communications, a risk review, a boat trip, a leadership team, strategy papers, compliance, contractor extensions, press requests, payroll queries, an intranet directory, a sports club, insurance, an awards night, a diversity network, a shuttle bus, a share scheme, an induction day, flu jabs, a floor plan, all-staff meetings, a treasury loan and cycle-to-work). On the adversarial side they use moves set 175's README does not list (see section 4 for the ones that stay near in kind).\n")
names = {'L': 'Committing at the lowest level', 'M': 'Committing at the middle level', 'T': 'Committing at the top level',
         'X': 'Adversarial (all-null, naming a unit)', 'N': 'Null (all-null, no unit named)'}
for mk in 'LMTXN':
    lst = [x for m, x in real if m == mk]
    w('%s (%d): %s\n' % (names[mk], len(lst), ', '.join(q(x) for x in lst)))
w('### The rules as applied to the new tags\n')
w("The persona theme is recruiters, the in-house recruiters and recruitment consultants who fill a unit's vacancies, run its interviews and hand new hires over to it (the theme word, recruiter, begins with r, a letter from N to Z, as the brief asks; every tag begins with n, p, r, s, t or w): `werver_vacature` (a Dutch werver, recruiter, with the vacature, the vacancy), `selezionatore_colloquio` (an Italian selezionatore, recruiter, with the colloquio, the job interview), `rekrytoija_ansioluettelo` (a Finnish rekrytoija with the ansioluettelo, the CV), `rekruterka_zyciorys` (a Polish rekruterka with the życiorys, the CV, without the accent), `toborzo_allashirdetes` (a Hungarian toborzó with the álláshirdetés, the job advertisement, both without accents), `recrutador_entrevista` (a Portuguese recrutador with the entrevista, the interview), `personalberater_lebenslauf` (a German Personalberater, recruitment consultant, with the Lebenslauf, the CV) and `naborar_inzerat` (a Czech náborář with the inzerát, the job advertisement, both without accents). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the recruiter's own work for the unit as the basis (its vacancies, interviews, panels, job ads, hiring drives, trial days and welcomes, in which N takes part); the middle and top texts say the recruiter's files, ads or sheets stop at the L1 or the L0; the adversarial ones are hearsay, a guess made while busy with the tool, a past placement, a plan reported by someone else, and a refusal or a denial of contact.\n")
for t in TAGS:
    w('- `%s`: %s\n' % (t, '; '.join('%s %s' % (m, q(x)) for tg, m, x in tags if tg == t)))
w('### Attacker probes (20)\n')
w('%s. All are all-null; the %d that name a unit are listed as adversarial.\n' % (', '.join(q(x) for _, x in att), sum(1 for m, _ in att if m == 'X')))
w('### Construction counts\n')
w('| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|')
cnt = Counter(r['construction'] for r in claims)
mins = {'realistic_reply': 151, 'attacker_probe': 20}
advs = set(adv_c)
rows = []
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rs = [r for r in claims if r['construction'] == t]
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mins.get(t, 12), sum(1 for r in rs if r['id'] in advs), sum(1 for r in rs if committing(r))))
w('\n'.join(rows))
w('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(adv_c), sum(1 for r in claims if committing(r))))
w('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), len(adv_e) // 2, len(adv_e)))
w('<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (' '.join(adv_c), ' '.join(adv_e)))
mix = Counter(m for m, _ in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (mix['L'], mix['M'], mix['T'], mix['X'], mix['N']))
w('## 2. estimates.jsonl\n')
ec = Counter(r['construction'] for r in ests)
w('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(unscored)))
w('### The six prose styles and how they were read\n')
w("The theme is roof shapes, the named forms of a pitched or sloped roof (the theme word, roof, begins with r, a letter from N to Z, as the brief asks); the six styles are roof shapes, used as images for how the attacker's belief moved: gable (two slopes meeting at a ridge: climbing to the ridge, sliding down a slope, crossing to the far gable end), mansard (a steep lower slope hiding attic storeys under a flatter top: storeys it knows are there, a dormer opened, a floor boarded up), gambrel (a barn roof whose two pitches bend halfway down: the break in the slope, a hayloft, a neighbouring barn), saltbox (a lopsided roof with one long slope and one short: a long slope laid down, a side filled in or missing, a lean that stands), skillion (a single slope that sheds everything one way: running its length, backing up it, a roof bolted onto another wall) and jerkinhead (a roof whose peak is clipped: a clipped point, a peak and little else, one roof swapped for the next). Every note names its style word and no other style word. The notes are built in several ways: some open with the image (\"A gable has two slopes and one ridge.\", \"Mansard roofs hide whole storeys under their slopes.\", \"A gambrel bends halfway down each side.\", \"Saltbox houses lean but stand for centuries.\", \"A skillion roof has a single slope and sheds everything one way.\"), most open with the asker's first view, with my own act (a decoy, a slip, my answers, silences, hedges or refusals) or with the state of the log, and bring the image in mid-note or at the end; some open with a bare sentence of their own (\"Empty attic.\", \"My refusals stripped the gable bare.\").\n")
w("Conventions (set 175's): \"the asker\" names the attacker; \"is convinced N belongs to C\" is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"going\", \"gone\") is A, B, null; \"places N at A and no lower\" is A, null, null; \"holds no opinion about N\" (\"held\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker caught, pounced on, seized or jumped on it, and not held where it overlooked it or paid it no heed; a decoy of mine (always C3) is held in `current` where the asker took, swallowed or accepted it, and not held where it refused, saw through and ignored, or turned it down; a state the note says \"cannot be read\" is `unscored`. The moves cover gained (null to A, B or C, null to a `?` below A or B), deepened (A to B, B to C, A to C, A to C2, a `?` below A to B, a `?` below B to C), cut back (C to B, C to A, C2 to A, B to A, C to a `?` below A), given up (A, A2, B, B2, C or C2 to null), changed (A to A2, A2 to A, B to B2, B2 to B, C to B2, C to C2), held throughout (a unit, or no view) and unscored at the start, at the end or both.\n")
w('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for s in STYLES:
    w('- `%s`: %s\n' % (s, '; '.join('%s -> %s%s: %s' % (p, c, ' *' if a != '-' else '', q(t)) for st, a, p, c, t in notes if st == s)))
w('## 3. Universes used\n')
ch = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))
w("The 20 scenarios of `ref/set177_scenarios.json` (one per tree of set 172's scenarios, in set 172's order, read from `ref/set172_scenarios.json`, a copy of `tests/data/blind_set172/ref/set172_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 172's id): %s. Each is the lowest record id of its tree group that is neither set 172's id nor one of set 175's ids (`ref/set175_scenarios.json`); every group holds three records. Level keys: %s. `ref/` also keeps set 175's ref files, set 175's own choices file renamed `ref/set175_scenario_choices.json`.\n"
  % (', '.join('`%s`' % s for s in scen), '; '.join('`%s` %s' % (s, '/'.join(U[s]['levels'])) for s in scen)))
w('## 4. Doubtful items\n')
w(open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8').read().strip() + '\n')
w('## Review\n')
w("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge or hearsay word in a lowest-level committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly in the notes with an unscored end; adversarial notes carrying a decoy, a trial balloon or a slip, and plain notes none. I read the templates in letter form while writing them.\n")
w('## 5. Checking\n')
w("`python3 validate.py` (exit 0). It prints the counts. The validator is set 175's, patched by `build/patch_validate.py` (see its docstring): set 177's tags, styles and counts, set 177's scenario rule, the READMEs of sets 175 and 174 for the distance checks, and set 175's and set 174's tags, their words, their styles and theme words (secretary, evacuation, waterfall, gill, with plurals), read from their READMEs, added to the earlier lists.")
open(os.path.join(ROOT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('wrote README.md')
