"""Generates README.md of set 175 from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, marks.json) and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
M = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
ORDER = json.load(open(os.path.join(OUT, 'ref', 'set175_scenarios.json')))
CH = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
lf = lambda t: re.sub(r'[{}]', '', t)
q = lambda t: '"%s"' % lf(t)
real = [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, 'real.txt'))]
tags = [l.rstrip('\n').split('\t') for l in open(os.path.join(HERE, 'tags.txt'))]
att = [l.rstrip('\n') for l in open(os.path.join(HERE, 'attacker.txt'))]
notes = [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, 'notes.txt'))]
steps = [l.rstrip('\n') for l in open(os.path.join(HERE, 'steps.txt')) if l.strip()]
doubts = open(os.path.join(HERE, 'doubts.txt')).read().rstrip('\n')
TAGS = ['sekretaerin_diktiergeraet', 'segretaria_pinzatrice', 'secretaresse_agenda', 'sihteeri_kalenteri',
        'sekretarka_dziurkacz', 'titkarno_tuzogep', 'sekreterare_skrivmaskin', 'secretaria_agrafador']
STYLES = ['horsetail', 'punchbowl', 'cataract', 'segmented', 'tiered', 'chute']
adv_c = [r['id'] for r in claims if M['claims'][r['id']]['adversarial']]
adv_e = [r['id'] for r in ests if M['estimates'][r['id']]['adv'] != '-']
committing = lambda r: any(v is not None for v in r['belief'].values())
L = []
w = L.append
w('# Blind evaluation set 175: claim reading and defender estimates (prose notes)\n')
w("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, no other set's folder was opened but the files the brief allows (set 173's README.md, validate.py and ref/, set 172's README.md and validate.py, and the one file `tests/data/blind_set170/ref/set170_scenarios.json`, since set 173's ref/ holds no copy of it), the `claims.jsonl` and `estimates.jsonl` of sets 173 and 172 were not opened, the validators of sets 173 and 172 were read as text only (never imported or run; parsed with `ast` by /tmp/blind175/quick.py), no git command was run but the one `git add` and the one `git commit` at the end, and the library and its tests were not run.\n")
w('What I opened and ran, in order (times from `date -u`; the whole work ran from 00:30:45 UTC):\n')
for i, s in enumerate(steps, 1):
    w('%d. %s' % (i, s))
w('\nNo breach of the brief that I know of.\n')
w("Set 175 uses set 173's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, put as a hypothesis or a placeholder, offered as one of two or three, refused, denied, set in the past or the future, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 173's four forms: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
w('## 1. claims.jsonl\n')
w("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind175/check.py), and none is such a variant of a quoted wording of the READMEs of sets 173 and 172. Every drawn value comes from `random.Random(175)` (build/build.py).\n")
w('### Realistic replies (184)\n')
w("The replies read like an LLM defender's: conversational openers (\"Sure.\", \"Happy to help:\", \"Right,\", \"Yes,\", \"No problem:\", \"Let me see... yes,\", \"Of course!\", \"Good question.\"), contractions, and first-hand bases new to this set (line management, a fire-drill roll call, a seating plan, a mentoring scheme, a team charter, a summer barbecue, code-review assignment, bug triage, a first-week buddy, holiday approval, retrospectives, a goals document, a coffee rota, lunch-and-learn talks, sick-day records, rating calibration, a shared office, hiring, leading the unit, a scrum board, a purchase-order book, release notes, review meetings, an emergency phone tree, a kudos board, a hackathon, a Friday lunch table, weekly numbers, desk bookings, goodbye cards, a morning standup, a ticket board, an appraisal form, sprint planning, a chat channel, an internal blog, a tea fund, a plant-watering rota, a welcome pack, a desk pod, all-hands slides, the unit's org chart kept by the speaker, a fire marshal's sweep, a conference budget, locking up, a job description, mentoring as senior engineer, an equipment loans log, a knowledge base, an induction quiz, relocation paperwork; at the middle and top levels a fire-drill roll by floor, an accountant's reports, a kickoff, heading the L1, a car-share list, a laptop inventory, a charity committee, budget lines, conference travel, a welcome lunch, an HR advisor, pension enrolments, a works council, a graduate intake, a legal team, a company picnic, a staff list, a benefits team and a staff canteen). On the adversarial side they use moves set 173's README does not list (see section 4 for the few that stay near in kind).\n")
for mark, name in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'), ('T', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')):
    items = [t for m, t in real if m == mark]
    w('%s (%d): %s\n' % (name, len(items), ', '.join(q(t) for t in items)))
w('### The rules as applied to the new tags\n')
w("The persona theme is secretaries, the departmental and office secretaries who keep a unit's diary, type its letters, take its calls and file its papers (the theme word, secretary, begins with s, a letter from N to Z, as the brief asks; every tag begins with s or t). `sekretaerin_diktiergeraet` (a German Sekretärin, the umlaut written ae, with the Diktiergerät, a dictaphone), `segretaria_pinzatrice` (an Italian segretaria with the pinzatrice, a stapler), `secretaresse_agenda` (a Dutch secretaresse with the agenda, the desk diary), `sihteeri_kalenteri` (a Finnish sihteeri with the kalenteri, a desk diary), `sekretarka_dziurkacz` (a Polish sekretarka with the dziurkacz, a hole punch), `titkarno_tuzogep` (a Hungarian titkárnő with the tűzőgép, a stapler, both without accents), `sekreterare_skrivmaskin` (a Swedish sekreterare with the skrivmaskin, a typewriter) and `secretaria_agrafador` (a Portuguese secretária, without the accent, with the agrafador, a stapler). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly and give the secretary's own work for the unit as the basis (the L2's diary, N's letters and calls, N's contract, name plate or chair, the L2's cakes, fika or petty cash); the middle and top texts say the secretary's files stop at the L1 or the employer; the adversarial ones are hearsay, a guess made while busy with the tool, a past placement, a plan reported by someone else, and a refusal or a denial of contact.\n")
for tg in TAGS:
    items = [(m, t) for g, m, t in tags if g == tg]
    w('- `%s`: %s\n' % (tg, '; '.join('%s %s' % (m, q(t)) for m, t in items)))
w('### Attacker probes (20)\n')
w('%s. All are all-null; the %d that name a unit are listed as adversarial.\n' % (', '.join(q(t) for t in att), sum(1 for t in att if re.search(r'\{(A2?|B2?|C[23]?)\}', t))))
w('### Construction counts\n')
w('| tag | count | minimum | adversarial | with some committed level |')
w('|---|---|---|---|---|')
tc = Counter(r['construction'] for r in claims)
for tg, mn in [('realistic_reply', 151)] + [(t, 12) for t in TAGS] + [('attacker_probe', 20)]:
    rows = [r for r in claims if r['construction'] == tg]
    w('| `%s` | %d | %d | %d | %d |' % (tg, len(rows), mn, sum(1 for r in rows if r['id'] in adv_c), sum(1 for r in rows if committing(r))))
w('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(adv_c), sum(1 for r in claims if committing(r))))
w('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), len(adv_e) // 2, len(adv_e)))
w('<!-- adversarial-start -->')
w(' '.join(adv_c) + '\n')
w(' '.join(adv_e))
w('<!-- adversarial-end -->\n')
mix = Counter(m for m, _ in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (mix['L'], mix['M'], mix['T'], mix['X'], mix['N']))
w('## 2. estimates.jsonl\n')
ec = Counter(r['construction'] for r in ests)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
w('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(uns)))
w('### The six prose styles and how they were read\n')
w("The theme is waterfall forms, the named shapes in which water falls over rock (the theme word, waterfall, begins with w, a letter from N to Z, as the brief asks); the six styles are waterfall forms, used as images for how the attacker's belief moved: horsetail (a fall that keeps touching the rock all the way down: sliding, thinning, drying up, a new groove), punchbowl (water squeezed through a narrow gap into a wide pool: pooling, narrowing, draining, spreading wider), cataract (a broad, violent rush: sweeping away, tearing off the lower levels, jumping its bed), segmented (several separate streams side by side: splitting, merging, jumping to another channel), tiered (drops in steps, each with its own pool: going down or back up the steps, pools emptying) and chute (water forced through a narrow slot: narrowing, widening, shifting one slot over). Every note names its style word and no other style word. The notes are built in several ways: some open with the image (\"Horsetail falls cling to the cliff the whole way down.\", \"A punchbowl pool spreads wider than the gap that feeds it.\", \"A cataract takes everything with it.\", \"Segmented falls split into separate streams.\", \"Tiered falls drop in steps, each with its own pool.\", \"A chute forces water through a narrow slot.\"), most open with the asker's first view, with my own act (a decoy, a slip, my answers, silences, hedges or refusals) or with the state of the log, and bring the image in mid-note or at the end; some open with a bare image sentence of their own (\"My answers thinned the stream.\", \"Nothing pooled.\").\n")
w("Conventions (set 173's): \"the asker\" names the attacker; \"is convinced N belongs to C\" is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"going\", \"gone\") is A, B, null; \"places N at A and no lower\" is A, null, null; \"holds no opinion about N\" (\"held\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker caught, pounced on, seized or jumped on it, and not held where it overlooked it or paid it no heed; a decoy of mine (always C3) is held in `current` where the asker took, swallowed or accepted it, and not held where it refused, saw through and ignored, or turned it down; a state the note says \"cannot be read\" is `unscored`. The moves cover gained (null to A, B or C, null to a `?` below A or B), deepened (A to B, B to C, A to C, A to C2, a `?` below A to B, a `?` below B to C), cut back (C to B, C to A, C2 to A, B to A, C to a `?` below A), given up (A, A2, B, B2, C or C2 to null), changed (A to A2, A2 to A, B to B2, B2 to B, C to B2, C to C2), held throughout (a unit, or no view) and unscored at the start, at the end or both.\n")
w('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for s in STYLES:
    items = [n for n in notes if n[0] == s]
    w('- `%s`: %s\n' % (s, '; '.join('%s -> %s%s: "%s"' % (pr, cu, ' *' if adv != '-' else '', t) for _, adv, pr, cu, t in items)))
w('## 3. Universes used\n')
lv = '; '.join('`%s` %s' % (sc, '/'.join(U[sc]['levels'])) for sc in ORDER)
w("The 20 scenarios of `ref/set175_scenarios.json` (one per tree of set 170's scenarios, in set 170's order, read from `ref/set170_scenarios.json`, a copy of `tests/data/blind_set170/ref/set170_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 170's id): %s. Each is the lowest record id of its tree group that is neither set 170's id nor one of set 173's ids (`ref/set173_scenarios.json`); every group holds three records. Level keys: %s. `ref/` also keeps set 173's ref files, set 173's own choices file renamed `ref/set173_scenario_choices.json`.\n" % (', '.join('`%s`' % x for x in ORDER), lv))
w('## 4. Doubtful items\n')
w(doubts + '\n')
w('## Review\n')
w("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge or hearsay word in a lowest-level committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly in the notes with an unscored end; adversarial notes carrying a decoy, a trial balloon or a slip, and plain notes none. I read the templates in letter form while writing them.\n")
w('## 5. Checking\n')
w("`python3 validate.py` (exit 0). It prints the counts. The validator is set 173's, patched by `build/patch_validate.py` (see its docstring): set 175's tags, styles and counts, set 175's scenario rule, the READMEs of sets 173 and 172 for the distance checks, set 173's and set 172's tags, their words, their styles and theme words (canteen, post, lichen, poultry) added to the earlier lists, and set 160's six prose styles (crustose, foliose, fruticose, squamulose, placodioid, umbilicate), which never reached the lists.")
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
print('README written')
