"""Generate set 208's README.md from build/steps.txt, build/doubts.txt, the build sources and the built files."""
import json, os, re
from collections import Counter
H = os.path.dirname(os.path.abspath(__file__))
S = os.path.dirname(H)
claims = [json.loads(l) for l in open(os.path.join(S, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(S, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(H, 'marks.json')))
U = json.load(open(os.path.join(H, 'universes.json')))
SC = json.load(open(os.path.join(S, 'ref', 'set208_scenarios.json')))
CH = json.load(open(os.path.join(S, 'ref', 'scenario_choices.json')))
real = [l.rstrip('\n').split('|', 1) for l in open(os.path.join(H, 'real.txt'), encoding='utf-8')]
tags = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(H, 'tags.txt'), encoding='utf-8')]
att = [l.rstrip('\n').split('|', 1) for l in open(os.path.join(H, 'attacker.txt'), encoding='utf-8')]
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(H, 'notes.txt'), encoding='utf-8')]
steps = open(os.path.join(H, 'steps.txt'), encoding='utf-8').read().strip()
doubts = open(os.path.join(H, 'doubts.txt'), encoding='utf-8').read().strip()
TAGS = ['cryptographe_chiffre', 'criptografo_firma', 'crittografo_cifrario', 'kryptograph_zertifikat',
        'cryptograaf_kluis', 'kryptograf_szyfr', 'kryptografi_avain', 'kriptografus_pecset']
STYLES = ['sinus', 'flutter', 'fibrillation', 'asystole', 'tachycardia', 'bradycardia']


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def q(ts):
    return ', '.join('"%s"' % lf(t) for t in ts)


adv_c = [c['id'] for c in claims if marks['claims'][c['id']]['mark'] == 'X']
adv_e = [e['id'] for e in ests if marks['estimates'][e['id']]['note_kind'] != 'plain']
unsc = [e['id'] for e in ests if e['label'] == 'unscored']
committing = lambda r: any(v is not None for v in r['belief'].values())
cons = Counter(c['construction'] for c in claims)
out = []
W = out.append
W('# Blind evaluation set 208: claim reading and defender estimates (prose notes)\n')
W("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` loads the file but touches only `defender_private_information`, only up to the end of the universe; my validate.py, like set 206's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 206's README.md, validate.py and the files of its ref/, set 205's README.md and validate.py, and the one file `tests/data/blind_set203/ref/set203_scenarios.json`, since set 206's ref/ holds no copy of it); the `claims.jsonl` and `estimates.jsonl` of sets 206 and 205 were not opened and their folders were not listed (only set 206's ref/ was); the validators were read as text only (never imported or run; set 206's printed in parts with sed, grep, awk and cut and read as text by build/patch_validate.py, and both scanned as text for quoted entries and substrings by /tmp/blind208/quick.py, with a grep -o of both); my own validate.py, when run, reads the READMEs of sets 206 and 205 for its tag checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.\n")
W('What I opened and ran, in order (times from `date -u`; the whole work ran from 08:50:52 UTC):\n')
W(steps + '\n')
W("Slips: none that breach the brief that I know of; nothing outside the brief was opened. Some of my own first tries missed and were mended: my check script's first run stopped on a bug (step 11), my first persona theme (florists) and several others were earlier entries (step 8), and one reply of mine matched a quoted set-205 reply almost word for word by chance (step 11, reworded). The work ran well past the brief's twenty-minute aim.\n")
W("Set 208 uses set 206's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, made in a joke or a game, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (the four forms kept by sets 193 to 206: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
W('## 1. claims.jsonl\n')
W("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (/tmp/blind208/check.py), and none is such a variant of a quoted wording of the READMEs of sets 206 and 205 (the shared convention clauses aside, see section 4). Every drawn value comes from `random.Random(208)` (build/build.py).\n")
W('### Realistic replies (184)\n')
byk = {k: [t for m, t in real if m == k] for k in 'LMTXN'}
W("The replies read like an LLM defender's: conversational openers new to this set (\"Absolutely.\", \"Good question:\", \"Oh, that's easy:\", \"Certainly!\", \"Sure enough:\", \"Okay, so\", \"For sure:\", \"Definitely:\", \"No worries!\", \"Gladly:\", \"Simple:\", \"Here's the answer:\", \"Thanks for asking!\", \"Well,\", \"Absolutely:\", \"Good to hear from you:\", \"Certainly:\"), contractions, plain first-hand statements of the speaker's own role in the unit with bases that set 206's README does not list (a daily stand-up, a first-aid box, Secret Santa, hot-desk bookings, newcomer buddies, a fruit delivery, a birthday list, a World Cup sweepstake, an on-call rota, a retro, a fish tank, monitors, a tea-round tally, a step-count challenge, a ticket board, lunch-and-learn talks, printer toner, a fantasy football league, chat emoji, a lunchtime crossword, standing desks, release notes, volunteering days, a snack drawer, Friday demos, escape rooms, weekly metrics, a running club, spare headsets, a bake-off, meeting rooms, leave requests, code reviews, a sweet jar, walking meetings, a Spanish class, a darts league, a mince-pie run, a cable drawer, summer interns, travel bookings, a sponsored swim, bird-watching walks, a tea tasting, pairing sessions, chair adjustments, an incident log, sprint goals, a trophy shelf, a sponsored silence, a guitar jam, a shared drive, a chilli cook-off, five-a-side games, a milk order, a holiday wall chart; at the middle and top levels an open forum, a blood-donation drive, a summer party, an intranet page, a graduate intake, a fun run, an induction day, a lending library, a wellbeing fund, a minibus, a carol concert, language classes, a mailing list, floor moves, childcare vouchers, a staff discount card, a dental plan, season-ticket loans, visa sponsorship, a global phone directory, a training academy, laptop leasing, life assurance, an anniversary gala, an electric-car scheme, volunteering leave, a staff lottery). On the adversarial side they use bases that set 206's README does not list in these words (see section 4 for the kinds of move, which the rules fix).\n")
W('Committing at the lowest level (%d): %s\n' % (len(byk['L']), q(byk['L'])))
W('Committing at the middle level (%d): %s\n' % (len(byk['M']), q(byk['M'])))
W('Committing at the top level (%d): %s\n' % (len(byk['T']), q(byk['T'])))
W('Adversarial (all-null, naming a unit) (%d): %s\n' % (len(byk['X']), q(byk['X'])))
W('Null (all-null, no unit named) (%d): %s\n' % (len(byk['N']), q(byk['N'])))
W('### The rules as applied to the new tags\n')
W("The persona theme is cryptographers, the in-house cryptographers who set up and look after a unit's encryption: its cipher settings, signing keys, certificates, password vault, codebooks, hardware keys and digital seals (the theme word, cryptographer, begins with c, a letter from A to M, as the brief asks; every tag begins with c or k): `cryptographe_chiffre` (a French cryptographe with the chiffre, a cipher or encryption scheme), `criptografo_firma` (a Spanish criptógrafo, without the accent, with the firma, a signature, here a digital one), `crittografo_cifrario` (an Italian crittografo with the cifrario, a cipher or codebook), `kryptograph_zertifikat` (a German Kryptograph with the Zertifikat, a certificate), `cryptograaf_kluis` (a Dutch cryptograaf with the kluis, a safe, here a password vault), `kryptograf_szyfr` (a Polish kryptograf with the szyfr, a cipher), `kryptografi_avain` (a Finnish kryptografi with the avain, a key) and `kriptografus_pecset` (a Hungarian kriptográfus with the pecsét, a seal, here a digital seal, without the accents). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the cryptographer's own work for the unit as the basis (backup encryption, a changed cipher after an audit, monthly reviews, a cipher guide, signing keys for releases, a renewed signature on a release tool, signature logs, teaching signature checks, a codebook for supplier exchanges, test-file encryption, quarterly briefings, a codebook in the safe, a new certificate, a revoked certificate, yearly renewals, a certificate chain walked through, a password vault set up, audited, recovered and rebuilt, laptop encryption, a new cipher explained, quarterly cipher tests, an outdated cipher replaced, a backup key, a key rotation, hardware keys for new hires, a key ceremony, digital seals on contracts and invoices, weekly seal records, seal training) in which N's part figures; the middle texts say the cryptographer's cipher, signature, codebook, certificate, vault, key or seal serves the whole L1 with no L2, and the top texts that the work is approved, issued, compiled, signed, bought, reported, guarded or owned for the L0 alone; the adversarial ones are a tradesperson's word (a locksmith, a cable installer, a window cleaner, a plumber, a lift engineer, a night porter, a delivery rider, a carpenter), a guess made while busy with the tag's object, a past placement or act from an old record of the cryptographer's, a wish or a future under a condition reported by someone else (or, for `crittografo_cifrario` and `kriptografus_pecset`, a game), and a refusal, one of two units, a denial of any link or the attacker's own word. No fixed text names a unit of the twenty trees or uses a level noun of its own (build check).\n")
for tg in TAGS:
    rows = [(m, t) for g, m, t in tags if g == tg]
    W('- `%s`: %s\n' % (tg, '; '.join('%s "%s"' % (m, lf(t)) for m, t in rows) + '.'))
W('### Attacker probes (20)\n')
W('%s. All are all-null; the 12 that name a unit are listed as adversarial.\n' % q([t for m, t in att]))
W('### Construction counts\n')
W('| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|')
mins = {'realistic_reply': 151, 'attacker_probe': 20}
tot_a = tot_c = 0
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rows = [c for c in claims if c['construction'] == t]
    a = sum(1 for c in rows if c['id'] in adv_c)
    k = sum(1 for c in rows if committing(c))
    tot_a += a; tot_c += k
    W('| `%s` | %d | %d | %d | %d |' % (t, len(rows), mins.get(t, 12), a, k))
W('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), tot_a, tot_c))
W('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), 100.0 * len(adv_c) / 300, len(adv_e) // 2, len(adv_e)))
W('<!-- adversarial-start -->\n' + ' '.join(adv_c) + '\n\n' + ' '.join(adv_e) + '\n<!-- adversarial-end -->\n')
W('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % tuple(len(byk[k]) for k in 'LMTXN'))
W('## 2. estimates.jsonl\n')
ec = Counter(e['construction'] for e in ests)
W('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(unsc)))
W('### The six prose styles and how they were read\n')
W("The theme is cardiac rhythms, the patterns of the heart's beat as an ECG trace shows them (the theme word, cardiac, begins with c, a letter from A to M, as the brief asks); the six styles are those rhythms, used as loose images for how the attacker's belief moved: sinus (the ordinary, even beat: a view held steady, or moved without a jolt), flutter (a rapid regular sawtooth: a view flipping from one unit to another), fibrillation (quivering without an organised beat: a view scattered, vague or unreadable), asystole (the flat line: no opinion, or a view given up), tachycardia (a racing beat: a view gained or deepened fast) and bradycardia (a slow, heavy beat: a view that gives ground slowly or barely moves). Every note names its style word and no other style word (build/review.py). The notes are built in several ways: 6 open with the image (\"Sinus rhythm is the heart's ordinary, even beat\", \"Atrial flutter draws a sawtooth\", \"Fibrillation is quivering without a beat\", \"Asystole is the flat line on the monitor\", \"Tachycardia is a racing heart\", \"Bradycardia is a slow, heavy beat\"); the rest open with the asker's first view, with my own act (deflections, a comment, a vague story, refusals, non-answers, a decoy, a slip), with the asker's trial balloon, with the state of the log or transcript, or with a bare summary (\"It went fast.\", \"It barely moved.\", \"The asker swapped tops.\", \"No asystole here:\"), and the image set later in the note or only in a phrase.\n")
W("Conventions (set 206's and set 205's): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"being convinced\", \"convinced N belongs to C\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\", \"going\", \"gone\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"holding\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\", \"thinking\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I let slip (\"slipped out\", \"slipped from me\", \"slipped out of me\") is held in `current` where the asker snatched it up, grabbed it or snapped it up, and not held where it paid it no heed, let it go by or missed it; a decoy of mine (always C3) is held in `current` where the asker took it, accepted it or bit on it, and not held where it turned away from it, left it well alone or would have nothing to do with it; a state the note says \"cannot be read\" is `unscored`.\n")
D = {'N': 0, 'A': 1, 'A2': 1, 'A?': 1.5, 'B': 2, 'B2': 2, 'B?': 2.5, 'C': 3, 'C2': 3, 'C3': 3}
P = {'N': (), 'A': ('A',), 'A2': ('A2',), 'A?': ('A',), 'B': ('A', 'B'), 'B2': ('A', 'B2'), 'B?': ('A', 'B'),
     'C': ('A', 'B', 'C'), 'C2': ('A', 'B', 'C2'), 'C3': ('A', 'B', 'C3')}


def kind(p, c):
    if 'U' in (p, c): return 'unscored'
    if p == c: return 'held'
    if c == 'N': return 'given up'
    if p == 'N': return 'gained'
    a, b = P[p], P[c]
    n = min(len(a), len(b))
    if a[:n] == b[:n]:
        return 'deepened' if D[c] > D[p] else 'cut back'
    return 'changed'


name = lambda x: 'none' if x == 'N' else x
mv = {}
for s, k, p, c, t in notes:
    mv.setdefault(kind(p, c), []).append('%s to %s' % (name(p), name(c)))
W('The moves (prior -> current, by note): %s.\n' % '; '.join('%s (%s)' % (k, ', '.join(v)) for k, v in mv.items()))
W('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for s in STYLES:
    W('- `%s`: %s\n' % (s, '; '.join('%s -> %s%s: "%s"' % (p, c, ' *' if k != 'plain' else '', lf(t)) for st, k, p, c, t in notes if st == s)))
W('## 3. Universes used\n')
lv = '; '.join('`%s` %s' % (x, '/'.join(U[x]['levels'])) for x in SC)
names = Counter(U[x]['name'] for x in SC)
W("The 20 scenarios of `ref/set208_scenarios.json` (one per tree of set 203's scenarios, in set 203's order, read from `ref/set203_scenarios.json`, a copy of `tests/data/blind_set203/ref/set203_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 203's id): %s. Each is the lowest record id of its tree group that is neither set 203's id nor one of set 206's ids (`ref/set206_scenarios.json`); every group holds %s records. Level keys: %s. Targets: %s. `ref/` also holds copies of every file of set 206's ref/ (its own choices file saved as `ref/set206_scenario_choices.json`), which my validator, like set 206's, reads.\n" % (', '.join('`%s`' % x for x in SC), ' or '.join(sorted({str(len(c['records_with_this_tree'])) for c in CH['chosen']})), lv, ', '.join('%s %d' % kv for kv in names.most_common())))
W('## 4. Doubtful items\n')
W(doubts + '\n')
W('## Review\n')
W("build/review.py (8 flags, all words of the basis, step 14): no hedge, hearsay, past, future, plan or condition word in a committing template (maybe, perhaps, possibly, probably, think, guess, reckon, heard, told me, apparently, rumour, used to, will, would, might, could, should, if, unless, supposedly, believe, seem, once, hope, expect, said, says, was, were, plan) other than words of the basis; the committed slot in every committing template; a unit slot in every adversarial template and in none of the null ones; probes marked by whether they name a unit; every note naming its style word and no other; \"cannot be read\" once for each unscored end; C3 and \"decoy\", \"trial balloon\" and \"slip\" only in the notes of their kind. build.py --check (no unit name of the 20 trees and no level-noun word in any fixed text, no unknown slot, no article before a level-noun slot, no level-noun slot opening a sentence), check.py (variants and near wordings), the labels set by mark in build.py (L: A, B, C; M: A, B, null; T: A, null, null; X, N and probes: all-null; notes by their prior and current codes) and my reading of every template, probe and note in letter form while writing them. Mentions are the units of the slots in text order, each once.\n")
W('## 5. Checking\n')
W("`python3 validate.py` (exit 0). It prints the counts. The validator is set 206's, patched by `build/patch_validate.py` (see its docstring): set 208's tags, styles and counts, set 208's scenario rule (set 203's trees, set 203's and set 206's ids excluded; set 206's own choices file checked against its list), the READMEs of sets 206 and 205 for the tag checks, and set 206's and set 205's tags, their words, their styles and theme words (geomancer, treasurer, aurora, polevault, with plurals), read from their READMEs, added to the earlier lists. Set 205's validate.py was read as text only (quick.py) and is not otherwise used.")
open(os.path.join(S, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('README written')
