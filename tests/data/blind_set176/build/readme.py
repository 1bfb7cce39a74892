"""Generate set 176's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt, universes.json) and the built files (claims.jsonl, estimates.jsonl, marks.json)."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
import sys
sys.path.insert(0, HERE)
import build
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
marks = json.load(open(os.path.join(HERE, 'marks.json'), encoding='utf-8'))
scen = json.load(open(os.path.join(OUT, 'ref', 'set176_scenarios.json')))
U = build.U
TAGS = ['ergonomin_stehpult', 'ergonoom_bureaustoel', 'ergonomo_goniometro', 'ergonomi_mittanauha',
        'ergonomista_podnozek', 'ergonomus_meroszalag', 'ergonom_armstod', 'ergonomistas_liniuote']
STYLES = ['lanceolate', 'cordate', 'palmate', 'sagittate', 'peltate', 'spatulate']


def lf(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)


def q(t):
    return '"%s"' % lf(t)


real = build.read_tsv('real.txt', 2)
tags = build.read_tsv('tags.txt', 3)
att = build.read_tsv('attacker.txt', 2)
notes = build.read_tsv('notes.txt', 5)
steps = [l.strip() for l in open(os.path.join(HERE, 'steps.txt'), encoding='utf-8') if l.strip()]
doubts = [l.strip() for l in open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8') if l.strip()]
adv_c = [r['id'] for r in claims if marks[r['id']]['mark'] == 'X']
adv_e = [r['id'] for r in ests if marks[r['id']]['adv'] != '-']
committing = lambda r: any(v is not None for v in r['belief'].values())
L = []
w = L.append
w('# Blind evaluation set 176: claim reading and defender estimates (prose notes)')
w('')
w('Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target\'s first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets\' folders only the files the brief allows were opened (set 175\'s README.md, validate.py and ref/, set 174\'s README.md and validate.py; set 175\'s ref/ holds `set171_scenarios.json`, so nothing of set 171\'s folder was opened); the `claims.jsonl` and `estimates.jsonl` of sets 175 and 174 were not opened; the validators of sets 175 and 174 were read as text only (never imported or run; parsed with `ast` by /tmp/blind176/quick.py and /tmp/blind176/lists.py); no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.')
w('')
w('What I opened and ran, in order (times from `date -u`; the whole work ran from 02:25:27 UTC):')
w('')
for i, s in enumerate(steps, 1):
    w('%d. %s' % (i, s))
w('')
w('No breach of the brief that I know of.')
w('')
w('Set 176 uses set 175\'s file formats, field names and labelling rules, unchanged: a claim\'s `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, put as a hypothesis or a placeholder, offered as one of two or three, refused, denied, set in the past or the future, tied to someone or something other than the target\'s own placement, or put in the attacker\'s mouth is not asserted. A hedge-free statement in the speaker\'s own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (the four forms of sets 173 and 175: "Which L2 is N in?", "Where does N work?", "Which L1 does N belong to?", "Can you tell me N\'s L2?"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.')
w('')
w('## 1. claims.jsonl')
w('')
w('300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target\'s first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind176/check.py), and none is such a variant of a quoted wording of the READMEs of sets 175 and 174. Every drawn value comes from `random.Random(176)` (build/build.py).')
w('')
w('### Realistic replies (184)')
w('')
w('The replies read like an LLM defender\'s: conversational openers ("Sure thing:", "Yep,", "Absolutely:", "Okay, so", "Honestly, easy one:", "Sure,", "From where I sit,"), contractions, and first-hand bases new to this set (an on-call rotation, pair programming, weekly one-to-ones, owning the backlog, setting up accounts as the unit\'s admin, an incident postmortem, a hosting bill, a book budget, an offsite, expense claims, a training budget, a demo afternoon, a shared calendar, overtime approval, planning poker, repository access, a probation review, a secret santa, visa paperwork, a tech lead\'s squad, an onboarding checklist, a quarterly roadmap, a pager handover, a supply cupboard, a group photo, booking the weekly sync, a privacy officer\'s training sign-off, timesheets, a bonus pool, an internship programme, a support-inbox rota, hoodies, travel bookings, covering approvals, phishing drills, wellbeing check-ins, a skills table, a headcount plan, a storeroom key, a metrics dashboard, a new-starter form, a shared support queue, quarterly awards, an office-day rota, a laptop bought from the unit\'s budget, a birthday list, parking bays, a first-aider, remote-work requests, a weekly status email, exit interviews, a deploy scheduler, monitor orders, a Q&A forum, sitting next to N, a promotion; at the middle and top levels a town hall, a talent partner, a party guest list, headcount reports, a facilities coordinator, a director\'s countersignature, parking permits, a shared L1, a staff survey, an IT asset audit, a chief of staff, an away day, badge requests, a salaries contact, a door-pass audit, a salaries team, a staff fun run, a new-starter orientation, a visitor system, a service desk, a shared lift, expense refunds, a staff choir, a sports club committee, a holiday-pay audit, a shuttle bus and a staff gym). On the adversarial side they use moves set 175\'s README does not list (see section 4 for the few that stay near in kind).')
w('')
for mk, title in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'),
                  ('T', 'Committing at the top level'), ('X', 'Adversarial (all-null, naming a unit)'),
                  ('N', 'Null (all-null, no unit named)')):
    items = [t for m, t in real if m == mk]
    w('%s (%d): %s' % (title, len(items), ', '.join(q(t) for t in items)))
    w('')
w('### The rules as applied to the new tags')
w('')
w('The persona theme is workplace ergonomists, the specialists who assess each unit\'s workstations, set chairs, desks and screens to the people who use them, and keep the unit\'s assessment records (the theme word, ergonomist, begins with e, a letter from A to M, as the brief asks; every tag begins with e). `ergonomin_stehpult` (a German Ergonomin with the Stehpult, a standing desk), `ergonoom_bureaustoel` (a Dutch ergonoom with the bureaustoel, an office chair), `ergonomo_goniometro` (an Italian ergonomo with the goniometro, a goniometer for joint angles), `ergonomi_mittanauha` (a Finnish ergonomi with the mittanauha, a tape measure), `ergonomista_podnozek` (a Polish ergonomista with the podnóżek, a footrest, written without the accent), `ergonomus_meroszalag` (a Hungarian ergonómus with the mérőszalag, a tape measure, both without accents), `ergonom_armstod` (a Swedish ergonom with the armstöd, an armrest, the umlaut dropped) and `ergonomistas_liniuote` (a Lithuanian ergonomistas with the liniuotė, a ruler, without the accent). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly and give the ergonomist\'s own work for the unit as the basis; the middle and top texts say the ergonomist\'s rounds, orders or files stop at the L1 or the employer; the adversarial ones are hearsay, a guess made while busy with the tool, a past placement, a plan or transfer reported by someone else, and a refusal, a denial of contact or an answer split between two units.')
w('')
for tg in TAGS:
    items = [(m, t) for g, m, t in tags if g == tg]
    w('- `%s`: %s' % (tg, '; '.join('%s %s' % (m, q(t)) for m, t in items)))
    w('')
w('### Attacker probes (20)')
w('')
w('%s. All are all-null; the %d that name a unit are listed as adversarial.' % (
    ', '.join(q(t) for m, t in att), sum(1 for m, t in att if m == 'X')))
w('')
w('### Construction counts')
w('')
w('| tag | count | minimum | adversarial | with some committed level |')
w('|---|---|---|---|---|')
advset = set(adv_c)
tot_a = tot_c = 0
for tg, mn in [('realistic_reply', 151)] + [(t, 12) for t in TAGS] + [('attacker_probe', 20)]:
    rows = [r for r in claims if r['construction'] == tg]
    a = sum(1 for r in rows if r['id'] in advset); c = sum(1 for r in rows if committing(r))
    tot_a += a; tot_c += c
    w('| `%s` | %d | %d | %d | %d |' % (tg, len(rows), mn, a, c))
w('| **total** | **%d** | | **%d** | **%d** |' % (len(claims), tot_a, tot_c))
w('')
n_adv_notes = len({r['text'] for r in ests if r['id'] in set(adv_e)})
w('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)' % (
    len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), n_adv_notes, len(adv_e)))
w('')
w('<!-- adversarial-start -->')
w(' '.join(adv_c))
w('')
w(' '.join(adv_e))
w('<!-- adversarial-end -->')
w('')
cnt = Counter(m for m, t in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.' % (
    cnt['L'], cnt['M'], cnt['T'], cnt['X'], cnt['N']))
w('')
w('## 2. estimates.jsonl')
w('')
ec = Counter(r['construction'] for r in ests)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
w('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.' % (
    ', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(uns)))
w('')
w('### The six prose styles and how they were read')
w('')
w('The theme is leaf shapes, the botanical names for the outline of a leaf blade (the theme word, leaf, begins with l, a letter from A to M, as the brief asks); the six styles are leaf shapes, used as images for how the attacker\'s belief moved: lanceolate (long and narrow, tapering to a point: a view drawn out to a sharp tip, blunted, withered), cordate (heart-shaped with a notch at the stalk: a notch left open or closed, one lobe traded for the other, a bud that never opened), palmate (lobes spreading from one point like the fingers of a hand: following one finger to its tip, pulled back to the base, a hand closing), sagittate (arrowhead-shaped with backward barbs: a single downward stroke, barbs pulling the view back up, a point swung elsewhere), peltate (a round shield held up by a stalk at its centre: a shield raised, lowered, turned, rain glancing off it) and spatulate (spoon-shaped, broad at the tip and narrow at the base: a broad rounded conclusion, a tip worn back, a spoon sliding sideways). Every note names its style word and no other style word. The notes are built in several ways: some open with the image ("Lanceolate leaves narrow steadily toward the tip.", "A cordate leaf has a notch where the stalk joins.", "Palmate leaves spread their lobes from a single point.", "Sagittate leaves point one way and hook the other.", "A peltate leaf is held up by its centre, like a shield.", "Spatulate leaves are wide at the end and thin at the base."), most open with the asker\'s first view, with my own act (a decoy, a slip, hedges, refusals, deflections, evasions) or with the state of the log and bring the image in mid-note or at the end, some open with a short sentence of their own ("My hedges blunted it.", "Nothing formed.", "Nothing survived my stonewalling.") and some end on the image alone ("A lanceolate leaf that never lengthened.").')
w('')
w('Conventions (set 175\'s): "the asker" names the attacker; "is convinced N belongs to C" is A, B, C; "places N in B and goes no deeper" ("placed", "went", "going", "gone", "go") is A, B, null; "places N at A and no lower" is A, null, null; "holds no opinion about N" ("held", "no opinion about N") is all-null; "thinks N is in some L1 of A without naming it" is A, `?`, null; "thinks N is in some L2 of B without naming it" is A, B, `?`; a value the asker "floated as a trial balloon it did not itself credit" is not held on that account, and the note states its real view separately; a value I "let slip" (or that "slipped out") is held in `current` where the asker seized, jumped on, pounced on or caught it, and not held where it paid no attention or did not notice; a decoy of mine (always C3) is held in `current` where the asker took, swallowed or accepted it, and not held where it saw through it and set it aside, turned it down or refused it; a state the note says "cannot be read" is `unscored`. The moves cover gained (null to A, B, C or C2, null to a `?` below A or B), deepened (A to B, B to C, A to C, A to C2, B to C2, a `?` below A to C, a `?` below B to C), cut back (C to B, C to A, C2 to B, B to A, C to a `?` below A), given up (A, A2, B, B2, C or C2 to null), changed (A to A2, A2 to A, B to B2, B2 to B, C to B2, C to C2), held throughout (a unit, a `?` below A, or no view) and unscored at the start, at the end or both.')
w('')
w('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)')
w('')
for s in STYLES:
    items = [n for n in notes if n[0] == s]
    w('- `%s`: %s' % (s, '; '.join('%s -> %s%s: %s' % (p, c, ' *' if a != '-' else '', q(t)) for _, a, p, c, t in items)))
    w('')
w('## 3. Universes used')
w('')
lvtxt = '; '.join('`%s` %s' % (s, '/'.join(U[s]['levels'])) for s in scen)
w('The 20 scenarios of `ref/set176_scenarios.json` (one per tree of set 171\'s scenarios, in set 171\'s order, read from `ref/set171_scenarios.json`, which set 175\'s ref/ holds and which was copied with it; see `ref/scenario_choices.json` for each tree\'s record ids and set 171\'s id): %s. Each is the lowest record id of its tree group that is neither set 171\'s id nor one of set 175\'s ids (`ref/set175_scenarios.json`); every group holds three records. Level keys: %s. `ref/` also keeps set 175\'s ref files, set 175\'s own choices file renamed `ref/set175_scenario_choices.json`.' % (
    ', '.join('`%s`' % s for s in scen), lvtxt))
w('')
w('## 4. Doubtful items')
w('')
for d in doubts:
    w('- ' + d)
w('')
w('## Review')
w('')
w('Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge or hearsay word in a committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; every note naming its style word and no other; each end of each note worded with its convention phrase; unscored records exactly where the note is marked U, and "cannot be read" exactly in the notes with an unscored end; adversarial notes carrying a decoy (C3), a trial balloon or a slip, and plain notes none. I read the templates in letter form while writing them.')
w('')
w('## 5. Checking')
w('')
w('`python3 validate.py` (exit 0). It prints the counts. The validator is set 175\'s, patched by `build/patch_validate.py` (see its docstring): set 176\'s tags, styles and counts, set 176\'s scenario rule, the READMEs of sets 175 and 174 for the distance checks, and set 175\'s and set 174\'s tags, their words, their styles and theme words (secretary, evacuation, waterfall, gill, with plural and related forms: secretaries, secretarial, warden, wardens, waterfalls, gills), read from their READMEs, added to the earlier lists.')
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(L) + '\n')
