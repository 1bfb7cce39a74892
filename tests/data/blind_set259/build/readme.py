import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(HERE, 'build'))
import texts
built = json.load(open(os.path.join(HERE, 'build', 'built.json')))
claims = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'))]
ch = json.load(open(os.path.join(HERE, 'ref', 'scenario_choices.json')))['chosen']
def lf(t): return re.sub(r'\{(\w+)\}', r'\1', t)
def q(lst): return ', '.join('"%s"' % lf(t) for t in lst)
steps = open(os.path.join(HERE, 'build', 'steps.txt')).read().strip()
out = []
out.append("# Blind evaluation set 259: claim reading and defender estimates (prose notes)\n")
out.append("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/scen.py` loads the file but touches only `defender_private_information`, only up to the end of the universe; validate.py, like set 258's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (the README.md and validate.py of sets 258 and 257, the files of their ref/ folders, and set 254's `ref/set254_scenarios.json`); no set's folder was listed, only the ref/ folders of sets 258 and 257; the `claims.jsonl` and `estimates.jsonl` of sets 258 and 257 were not opened; the validators were read as text only (never imported or run); my own validate.py, when run, reads the READMEs of sets 258 and 257 for its distance checks; no git command was run but the one `git add` and the one `git commit` at the end; nothing was installed; the library and its tests were not run.\n")
out.append("What I opened and ran, in order (times from `date -u`; the whole work ran from 23:14:32 UTC):\n")
out.append(steps + "\n")
out.append(open(os.path.join(HERE, 'build', 'slips.txt')).read().strip() + "\n")
out.append("Set 259 uses set 258's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value that is guessed, rumoured, reported from a weak or out-of-date source, offered as one of two, refused, denied, set in the past or the future or under a condition, tied to something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free present statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (four forms of my own: %s). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n" % '; '.join(lf(x).rstrip('?') for x in texts.QUESTIONS))
out.append("## 1. claims.jsonl\n")
out.append("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 other lowest units (siblings of C first, then lowest units of A's other middle units), L0, L1 and L2 the top, middle and lowest level nouns. Every template is used once; no template or note is within difflib ratio 0.75 of another or a one-word edit of another or of a quoted wording of the READMEs of sets 258 and 257, and none is within 0.70 of such a wording (/tmp/blind259/check.py). Every drawn value comes from `random.Random(259)` (build/build.py): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one of the question per defender message; scenarios in turn (entry number modulo 20).\n")
out.append("### Realistic replies (184)\n")
R = texts.REAL
names = {'L': 'Committing at the lowest level', 'M': 'Committing at the middle level', 'T': 'Committing at the top level', 'X': 'Adversarial (a unit named, none asserted)', 'N': 'Null (no unit named)'}
out.append("The moves are new against set 258's list: committing bases are the speaker's own part in N's unit (post trays, the stationery cupboard, fire wardens, desk booking, expense cards, laptops, plant watering, visitor passes, timesheets, headsets, the archive-room keys, on-call rotas, quiz teams, interpreters, appraisals, the tea fund, flu jabs, the shredding log, the shared inbox and the like; at the middle and top levels a Christmas party, a gym subsidy, long-service lists, quarterly reports, language classes, a dental plan, a staff lottery, childcare vouchers, a chess club, life insurance and a photography contest). Adversarial moves: a guest library card, satnav history, a misprinted leaflet, secret Santa, a tarot spread, a leaving card, a stranger on a train, an auto-filled form, evening tutoring, a typo in minutes, a chili contest, a dog walker, a misaddressed parcel, a talent show, hunches, rumours, assumptions, bus-stop gossip, thinking aloud, a losing bet, a temp's report, a merger, a shortlist, a denial, a split directory, a question back, karaoke, flowers, a freelancer's invoice, an accidental cc, charades, a recruiter, a neighbour, blood drives, a sports day, a beer mat, a data migration, the smokers' shelter, a lift on the first day, cousins, a coin toss, a whole-floor mailing list, a shared advert, a lunchbox, a calendar photo, a night-shift prank, a supplier's engineer, a book group, an outside trainer, carried chairs, a borrowed monitor, old fire-drill sheets and an either-or at the middle level. Null replies refuse or plead ignorance without naming a unit.\n")
for k in 'LMTX N'.replace(' ', ''):
    lst = [t for kk, t in R if kk == k]
    out.append("%s (%d): %s.\n" % (names[k], len(lst), q(lst)))
pr = texts.PROBES
out.append("- `attacker_probe` (20, all-null, null question; %d name a unit): %s.\n" % (sum(1 for k, _ in pr if k == 'X'), q([t for _, t in pr])))
out.append("### The rules as applied to the new tags\n")
out.append("The persona theme is mountmakers, the museum and gallery workshop staff who bend, pad and fit the brass and steel mounts, cradles, clamps, brackets and hooks that hold each object on display, keeping order books, job cards, dockets and each unit's named contact (the theme word, mountmakers, begins with m, a letter from A to M, as the brief asks; museum and gallery work, as the brief asks; mountmaker and the sixteen tag words are no entry, word or substring of the validators and READMEs of sets 258 and 257 as far as grep and the validator's checks show; conservators, archivists, invigilators, gilders, framers and handlers are words of those files and were dropped, as were bracket, montador and monteur as tag words; the theme is none of the themes named in the prompt that started me, and away from the harbour, dock and boatyard work kept for set 260). The tags: `mountmaker_cradle` (English, the mountmaker and the object cradle), `halterungsbauer_klemme` (German, the mount builder and the clamp), `fabricantsocle_equerre` (French, the socle maker and the angle bracket), `montatore_gancio` (Italian, the mounter and the hook), `hacedorsoportes_abrazadera` (Spanish, the mount maker and the clamp ring), `houdermaker_beugel` (Dutch, the holder maker and the bracket), `monterare_bygel` (Swedish, the mounter and the bracket), `kiinnittaja_kannake` (Finnish, the fixer and the bracket). Every tag word begins with a letter from A to M. The tags are ASCII.\n")
for tag, lst in texts.PERSONA.items():
    out.append("- `%s`: %s.\n" % (tag, '; '.join('%s "%s"' % (k, lf(t)) for k, t in lst)))
out.append("Committing persona texts state the placement in the present with the mountmaker's own workshop work for N's unit as basis (its mounts, cradles, clamps and brackets, order books, job cards, named contact); M and T texts say the mountmaker's records stop at the L1 or L0. X texts name a unit without asserting it (a favour, an old record, two units, a guess or hearsay, a refusal); N texts name none. All 20 probes are all-null (an attacker's message asserts nothing about the target); 12 name a unit and are listed as adversarial (a unit named, none asserted).\n")
out.append("### Construction counts\n")
cnt = Counter(c['construction'] for c in claims)
adv = {}
com = Counter()
for b, c in zip(built['claims'], claims):
    if b['adv']: adv.setdefault(c['construction'], []).append(c['id'])
    if any(v is not None for v in c['belief'].values()): com[c['construction']] += 1
rows = ["| tag | count | minimum | adversarial | with some committed level |", "|---|---|---|---|---|"]
order = ['realistic_reply'] + list(texts.PERSONA) + ['attacker_probe']
mins = {'realistic_reply': 151}
for t in order:
    rows.append("| `%s` | %d | %d | %d | %d |" % (t, cnt[t], mins.get(t, 12 if t != 'attacker_probe' else 20), len(adv.get(t, [])), com[t]))
nadv = sum(len(v) for v in adv.values())
rows.append("| **total** | **300** | | **%d** | **%d** |" % (nadv, sum(com.values())))
out.append('\n'.join(rows) + "\n")
advn = [n for n in built['notes'] if n['adv']]
eadv = sorted(i for n in advn for i in n['ids'])
cadv = sorted(i for v in adv.values() for i in v)
out.append("Adversarial ids (%d claims, %.1f%%; and the %d records of the %d adversarial notes):\n" % (nadv, 100.0 * nadv / 300, len(eadv), len(advn)))
out.append("<!-- adversarial-start -->\n" + ' '.join(cadv) + "\n\n" + ' '.join(eadv) + "\n<!-- adversarial-end -->\n")
out.append("## 2. estimates.jsonl\n")
sc = Counter(e['construction'] for e in ests)
uns = [e['id'] for e in ests if e['label'] == 'unscored']
out.append("60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n" % (', '.join('`%s` %d' % (s, sc[s]) for s in ['stringcock', 'prodease', 'sightshift', 'latchhold', 'quiverhide', 'dimboss']), ', '.join(uns)))
out.append("### The six prose styles and how they were read\n")
out.append("The theme is crossbow shooting at a target: spanning (cocking) the bow until the latch takes the string, aiming by the sight pins, holding on the latch, and easing (de-cocking) the prod when a shot is not taken, with bolts carried in a hooded quiver and the target boss read after each end (the theme word, crossbow, begins with c, a letter from A to M; a target sport, as the brief asks; crossbow and the six style words are no entry, word or substring of the validators and READMEs of sets 258 and 257; archery, darts, kyudo, bowls, boules, petanque, bocce, boccia, croquet, golf, cornhole, kubb, molkky and bolas are words of those files and were dropped; the theme is none of the prose themes named in the prompt that started me, and away from the grappling and fencing sports kept for set 260). The six styles are its moments, written as one word, used as loose images for how the attacker's belief moved: stringcock (spanning the string onto the latch: a view gained or deepened), prodease (easing the prod: a view cut back or given up), sightshift (moving the sight to a new mark: a view changed), latchhold (the latch holding the string: a view held throughout), quiverhide (bolts known to be in a hooded quiver but unseen: a level held but not named, `?`), dimboss (a target boss in shade, unreadable: a state that cannot be read, `unscored`, at either end). Only the first note of each style opens with an image of the sport. The belief moves cover gained, deepened, cut back, given up, changed, held throughout and unscored at either end.\n")
out.append("### The notes (letter form; prior -> current; U unscored, N none, A? and B? a `?` below A or B; * adversarial)\n")
for s in ['stringcock', 'prodease', 'sightshift', 'latchhold', 'quiverhide', 'dimboss']:
    parts = []
    for st, p, c, a, t in texts.NOTES:
        if st == s:
            parts.append('%s -> %s%s: "%s"' % (p, c, (' *' + a) if a else '', lf(t)))
    out.append("- `%s`: %s.\n" % (s, '; '.join(parts)))
out.append("## 3. Universes used\n")
out.append("The 20 scenarios of `ref/set259_scenarios.json` (one per tree of set 254's scenarios, in set 254's order, read from set 254's `ref/set254_scenarios.json`, copied into `ref/`; see `ref/scenario_choices.json` for each tree's record ids and set 254's id): %s. Each group holds three records; after excluding set 254's id and set 258's ids the lowest remaining id is taken. `ref/` also holds copies of set 258's ref/ files (its `scenario_choices.json` as `ref/set258_scenario_choices.json`), which the validator reads.\n" % ', '.join('`%s` (set 254: `%s`)' % (c['scenario'], c['set254_id']) for c in ch))
out.append("## 4. Doubtful items\n")
out.append(open(os.path.join(HERE, 'build', 'doubts.txt')).read().strip() + "\n")
out.append("## 5. Checking\n")
out.append("`python3 validate.py` (set 258's checker patched by build/patch_validate.py; stdlib only; reads the dataset's universes as described above, the READMEs of sets 258 and 257, and the files of ref/) exits 0. /tmp/blind259/check.py reports no near-duplicate among my texts and none against the quoted wordings of the READMEs of sets 258 and 257.\n")
open(os.path.join(HERE, 'README.md'), 'w').write('\n'.join(out))
print('README written')
