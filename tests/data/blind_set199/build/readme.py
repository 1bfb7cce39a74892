"""Generate set 199's README.md from the build sources (real.txt, tags.txt, attacker.txt, notes.txt, steps.txt,
doubts.txt), the built files (claims.jsonl, estimates.jsonl, marks.json) and ref/ (scenario lists and choices)."""
import json, os, re
from collections import Counter, OrderedDict
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
lf = lambda t: re.sub(r'\{(\w+)\}', r'\1', t)
q = lambda t: '"%s"' % lf(t)
real = [l.rstrip('\n').split('|', 1) for l in open(os.path.join(HERE, 'real.txt')) if l.strip()]
tags = [l.rstrip('\n').split('|', 2) for l in open(os.path.join(HERE, 'tags.txt')) if l.strip()]
att = [l.rstrip('\n') for l in open(os.path.join(HERE, 'attacker.txt')) if l.strip()]
notes = [l.rstrip('\n').split('|', 4) for l in open(os.path.join(HERE, 'notes.txt')) if l.strip()]
claims = [json.loads(l) for l in open(os.path.join(SET, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(SET, 'estimates.jsonl'))]
M = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
chosen = json.load(open(os.path.join(SET, 'ref', 'set199_scenarios.json')))
TAGS = OrderedDict()
for g, m, t in tags:
    TAGS.setdefault(g, []).append((m, t))
STYLES = list(OrderedDict.fromkeys(n[0] for n in notes))

adv_c = [r['id'] for r in claims if M[r['id']]['mark'] == 'X' or (r['construction'] == 'attacker_probe' and r['mentions'])]
adv_e = [r['id'] for r in ests if M[r['id']]['mark'] != 'P']
adv_notes = len(adv_e) // 2
committing = lambda r: any(v is not None for v in r['belief'].values())
unscored = [r['id'] for r in ests if r['label'] == 'unscored']

steps = open(os.path.join(HERE, 'steps.txt')).read().strip()
doubts = open(os.path.join(HERE, 'doubts.txt')).read().strip()

out = []
w = out.append
w('# Blind evaluation set 199: claim reading and defender estimates (prose notes)\n')
w("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` loads the file but touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 197's README.md, validate.py and ref/, set 195's README.md and validate.py, and the one file `tests/data/blind_set194/ref/set194_scenarios.json`, since set 197's ref/ holds no copy of it); the `claims.jsonl` and `estimates.jsonl` of sets 197 and 195 were not opened; the validators of sets 197 and 195 were read as text only (never imported or run; set 197's printed in parts with sed, awk and grep and listed with `ast`, both parsed with `ast` by /tmp/blind199/quick.py and /tmp/blind199/prose.py, grep -o of a few words in both, and set 197's read as text by build/patch_validate.py); no git command was run but the one `git add` and the one `git commit` at the end, besides one `git --version` (a slip, see below); the library and its tests were not run.\n")
w('What I opened and ran, in order (times from `date -u`; the whole work ran from 06:30:26 UTC):\n')
w(steps + '\n')
w('Slips: one. In step 14 I ran `git -C /work/wt/blind199 --version` in a checking command; it prints the version of git and reads nothing of the repository, but the brief allows no git command besides the final add and commit. No other breach of the brief that I know of.\n')
w("Set 199 uses set 197's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, guessed, put as a hunch or an opinion, offered as one of two or more, refused, denied, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 191's four forms, kept by sets 193, 195 and 197: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
w('## 1. claims.jsonl\n')
w("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings, L0, L1 and L2 the top, middle and lowest level nouns (L2s their plural). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind199/check.py), and none is such a variant of a quoted wording of the READMEs of sets 197 and 195. Every drawn value comes from `random.Random(199)` (build/build.py).\n")
w('### Realistic replies (184)\n')
w("The replies read like an LLM defender's: conversational openers (\"Sure thing:\", \"Of course:\", \"Certainly:\", \"Easy:\", \"That I can answer:\", \"Gladly:\", \"Definitely:\", \"Sure:\", \"No problem at all:\", \"You're in luck:\", \"Ah, yes:\", \"Okay:\", \"Glad to help:\", \"I can confirm that:\"), contractions, plain first-hand statements of the speaker's own membership or role (\"N and I are both in C\", \"I wrote N's mid-year review as the L2's lead\", \"I'm N's onboarding buddy there\", \"I pair with N most mornings\") and first-hand bases new to this set (a book club, a charity raffle, build machines, a coffee machine, a chess ladder, conference travel, a fortnightly newsletter, a first-day walk through the codebase, knowledge-sharing lunches, an office-attendance log, a Friday bakery run, a tug-of-war side, a bookshelf, a step challenge, visitor passes, a shared calendar, lunches out, a snack cupboard, a Halloween costume contest, a coding dojo, training courses, a wiki, a lottery syndicate, a crossword club, the morning post, a food-bank shift, a Lego build challenge, a chilli cook-off, bowling nights, locker keys, a table-tennis league, architecture clinics, mindfulness sessions, a pottery class, a bug queue, the fridge, customer letters, a tea round, a Eurovision sweepstake, a jigsaw table, a summer picnic, standing desks, release trains, accessibility audits, holiday lights, a podcast, a charity car wash, test phones, a reading circle, a running-shoe swap, a clean-desk day, journal copies; at the middle and top levels a graduate scheme, a quarterly magazine, a sports day, peer-recognition awards, a training budget, a lunch-and-learn series, a headcount report, a charity bike ride, an induction day, a winter party, a holiday-card list, a book drive, a summer fete, a weekly bulletin, a share-save scheme, childcare vouchers, a flu-jab clinic, a bonus pool, ID badges, season-ticket loans, an employee assistance line, charity matching, a staff directory, a gym-membership discount, travel insurance, corporate credit cards and annual report photographs). On the adversarial side they use moves set 197's README does not list (see section 4 for the ones that stay near in kind).\n")
groups = [('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'), ('T', 'Committing at the top level'),
          ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')]
for mk, title in groups:
    items = [t for m, t in real if m == mk]
    w('%s (%d): %s\n' % (title, len(items), ', '.join(q(t) for t in items)))
w('### The rules as applied to the new tags\n')
w("The persona theme is data stewards, the in-house stewards who look after a unit's data: its glossary, metadata, code lists, data dictionary, register of datasets, catalogue, access grants and retention rules (the theme word, steward, begins with s, a letter from N to Z, as the brief asks; every tag begins with o, r, s, t, u or z): `tietovastaava_sanasto` (a Finnish tietovastaava, the person responsible for a body of data, with the sanasto, a glossary), `opiekun_metadane` (a Polish opiekun, a custodian, with the metadane, metadata), `spravce_ciselnik` (a Czech správce, without the accent and caron, with the číselník, a code list, without the diacritics), `zelador_dicionario` (a Portuguese zelador, a caretaker, with the dicionário, a data dictionary, without the accent), `stiward_cofrestr` (a Welsh stiward, a steward, with the cofrestr, a register), `rentmeester_catalogus` (a Dutch rentmeester, a steward, with the catalogus, a catalogue), `upravitelj_pristup` (a Croatian upravitelj, an administrator, with the pristup, access) and `skrbnik_hramba` (a Slovene skrbnik, a custodian, with the hramba, keeping or retention). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts state the placement plainly in the present and give the steward's own work for the unit as the basis, in which N's definitions, requests, tables, fixes, reviews, checks or approvals figure; the middle texts say the glossary, metadata, code list, dictionary, register, catalogue, access grants or retention schedule is kept for the whole L1 with no L2, and the top texts that they are kept under the L0's name alone; the adversarial ones are an outsider's word, a guess made while busy with the tag's object, a past placement from old records, a future under a condition or pending, or a wish or plan reported by someone else, and a refusal, one of two units or a denial of any link. No text uses the words \"retention\", \"compliance\", \"security\", \"analytics\" or \"platform\", which are unit names in the trees.\n")
for g, items in TAGS.items():
    w('- `%s`: %s\n' % (g, '; '.join('%s %s' % (m, q(t)) for m, t in items)))
w('(L lowest level, M middle, T top, X adversarial, N null.)\n')
w('### Attacker probes (20)\n')
named = sum(1 for r in claims if r['construction'] == 'attacker_probe' and r['mentions'])
w('%s. All are all-null; the %d that name a unit are listed as adversarial.\n' % (', '.join(q(t) for t in att), named))
w('### Construction counts\n')
w('| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|')
order = ['realistic_reply'] + list(TAGS) + ['attacker_probe']
mins = {'realistic_reply': 151, 'attacker_probe': 20}
advs = set(adv_c)
for t in order:
    rows = [r for r in claims if r['construction'] == t]
    w('| `%s` | %d | %d | %d | %d |' % (t, len(rows), mins.get(t, 12), sum(1 for r in rows if r['id'] in advs), sum(1 for r in rows if committing(r))))
w('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), len(advs), sum(1 for r in claims if committing(r))))
w('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(adv_c), len(claims), 100.0 * len(adv_c) / len(claims), adv_notes, len(adv_e)))
w('<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n' % (' '.join(adv_c), ' '.join(adv_e)))
cnt = Counter(m for m, t in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (cnt['L'], cnt['M'], cnt['T'], cnt['X'], cnt['N']))
w('## 2. estimates.jsonl\n')
ec = Counter(r['construction'] for r in ests)
w('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(unscored)))
w('### The six prose styles and how they were read\n')
w("The theme is candle burning, how a lit candle and its wick behave as the candle burns down (the theme word, wick, begins with w, a letter from N to Z, as the brief asks); the six styles are candle-burning behaviours, used as images for how the attacker's belief moved: sinkhole (a hollow that opens in the wax beside the wick: a view sinking straight down, a slight dip, a hole stopped at one depth, a hole poured level again, a hole found only once the candle had burned down, a hole collapsed into a flat pool, a hole opening in a second candle, a hole opening where I pressed the wax, a hole not yet at the base, no hole at all), sputtering (a flame that spits and falters: a view going out, a view faltering like a wick in a draught, a point sputtering, a candle sputtering when the recording stopped, a small unsteady light, a flame sputtering in one place, a spark spat across to the next wick, a flame steadying, a light that found a level, one spark catching), mushrooming (a cap of carbon swelling on the wick: a view swelling from nothing, a wick swollen into a hard knob, a cap bigger by the minute, a wick trimmed back, a cap dropped into the wax, a wick never seen, the cap moved to the other wick, a cap forming where I pointed, a wick neither swelling nor shrinking, a cap crumbled to a stub), flickering (a flame leaning this way and that: a flame leaning right across, a flame settling on the next wick, a candle never lit, a shadow on the wall, a flame steadying on one side, light that hides edges, a flame gone, a flame not leaning towards my bait, a first light, one moment that caught), sooting (black soot on the glass: a blackened jar, glass gone black, soot wiped off, a grey film unchanged, a faint line, a flame dulled, soot gathered into one spot, soot sure to follow a long wick, soot wiped clean, soot settling on one pane) and smouldering (a wick that glows on after the flame is out: a wick glowing on, a wick neither flaring nor cold, a wick catching again, no thread of smoke left, a wick carried to another candle, a wick caught and burning, a wick gone cold, a quiet glow, a certainty that never went out, a glow where a flame had been). Every note names its style word and no other style word. The notes are built in several ways: six open with the image (\"A sinkhole starts as a slight dip in the wax near the wick.\", \"Sputtering candles still throw some light.\", \"Mushrooming is a wick growing a cap of carbon, bigger with every minute.\", \"Flickering light makes edges hard to see.\", \"Sooting dulls a bright flame to an orange smear.\", \"A smouldering wick can catch again from almost nothing.\"); most open with the asker's first view, with my own act (broad answers, refusals, generalities, evasions, hedging, a decoy, a slip, a trial balloon) or with the state of the record, and bring the image in mid-note or at the end; some open with a bare word or phrase (\"Held:\", \"A move across the top:\", \"Sideways within A:\", \"No view survives at either end.\", \"Throughout, ...\", \"No opinion about N before my replies, and none after them.\").\n")
w("Conventions (set 197's and set 195's, from set 191): \"the asker\" names the attacker; \"is convinced N belongs to C\" (\"was convinced\", \"convinced ... at first\") is A, B, C; \"places N in B and goes no deeper\" (\"placed\", \"went\", \"placing\") is A, B, null; \"places N at A and no lower\" (\"placing\", \"placed\") is A, null, null; \"holds no opinion about N\" (\"held\", \"holding\", \"no opinion about N\") is all-null; \"thinks N is in some L1 of A without naming it\" (\"thought\") is A, `?`, null; \"thinks N is in some L2 of B without naming it\" is A, B, `?`; a value the asker \"floated as a trial balloon it did not itself credit\" is not held on that account, and the note states its real view separately; a value I \"let slip\" (or that \"slipped out\") is held in `current` where the asker grabbed, snapped up or snatched it up, and not held where it paid it no heed or let it go by; a decoy of mine (always C3) is held in `current` where the asker took it, bit on it or accepted it, and not held where it turned away from it, would not touch it or would have nothing to do with it; a state the note says \"cannot be read\" is `unscored`.")


def path(c):
    return {'N': [], 'A': ['A'], 'A2': ['A2'], 'B': ['A', 'B'], 'B2': ['A', 'B2'], 'C': ['A', 'B', 'C'], 'C2': ['A', 'B', 'C2'],
            'C3': ['A', 'B', 'C3'], 'A?': ['A', '?'], 'B?': ['A', 'B', '?']}[c]


def pre(a, b):
    return len(a) <= len(b) and all(x == y or x == '?' or y == '?' for x, y in zip(a, b))


def conc(c):
    return sum(1 for x in path(c) if x != '?')


def name(c):
    return {'N': 'null', 'A?': 'a `?` below A', 'B?': 'a `?` below B'}.get(c, c)


kinds = OrderedDict((k, []) for k in ('gained', 'deepened', 'cut back', 'given up', 'changed', 'held throughout', 'unscored'))
for st, kd, p, c, t in notes:
    if 'U' in (p, c):
        e = 'at both ends' if p == c else ('at the start' if p == 'U' else 'at the end')
    elif p == c:
        k, e = 'held throughout', (name(p) if p != 'N' else 'no view')
    elif p == 'N':
        k, e = 'gained', 'null to %s' % name(c)
    elif c == 'N':
        k, e = 'given up', '%s to null' % name(p)
    elif pre(path(p), path(c)) and conc(c) > conc(p):
        k, e = 'deepened', '%s to %s' % (name(p), name(c))
    elif pre(path(c), path(p)) and conc(c) < conc(p):
        k, e = 'cut back', '%s to %s' % (name(p), name(c))
    else:
        k, e = 'changed', '%s to %s' % (name(p), name(c))
    if 'U' in (p, c):
        k = 'unscored'
    if e not in kinds[k]:
        kinds[k].append(e)
w(' The moves cover: %s.\n' % '; '.join('%s (%s)' % (k, ', '.join(v)) for k, v in kinds.items()))
w('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for s in STYLES:
    items = [n for n in notes if n[0] == s]
    w('- `%s`: %s\n' % (s, '; '.join('%s -> %s%s: %s' % (p, c, ' *' if kd != 'P' else '', q(t)) for st, kd, p, c, t in items)))
w('## 3. Universes used\n')
lv = {sc: list(U[sc]['universe']) for sc in chosen}
ch = json.load(open(os.path.join(SET, 'ref', 'scenario_choices.json')))['chosen']
w("The 20 scenarios of `ref/set199_scenarios.json` (one per tree of set 194's scenarios, in set 194's order, read from `ref/set194_scenarios.json`, a copy of `tests/data/blind_set194/ref/set194_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 194's id): %s. Each is the lowest record id of its tree group that is neither set 194's id nor one of set 197's ids (`ref/set197_scenarios.json`); every group holds %s records. Level keys: %s. `ref/` also keeps set 197's ref files, set 197's own choices file renamed `ref/set197_scenario_choices.json`.\n" % (
    ', '.join('`%s`' % x for x in chosen), ' or '.join(sorted({str(len(c['records_with_this_tree'])) for c in ch})),
    '; '.join('`%s` %s' % (sc, '/'.join(lv[sc])) for sc in chosen)))
w('## 4. Doubtful items\n')
w(doubts)
l0 = Counter(lv[sc][0] for sc in chosen)
low = {}
for sc in chosen:
    low.setdefault(lv[sc][2], []).append(sc)
names = Counter(U[sc]['name'] for sc in chosen)
w("- Level nouns: `division`, `department`, `group`, `company` and `corporation` read as themselves, `team` and `team_name` \"team\", `project` and `project_code` \"project\", `project_team` \"project team\", `business_unit` \"business unit\". In official-012 (corporation/division/department) \"department\" is the lowest level and \"division\" the middle; \"project\" is the lowest level in %s, \"project team\" in %s. L0 is %s. The plural slot (only the L2 plural is used) gives teams, projects, project teams and departments (build.py); no fixed text uses a level noun of its own (build check). Several trees name their lowest units \"Project ...\" or \"Team ...\" (official-002, official-004, official-006, official-016, official-018), which read as written after the level noun (\"the project's ...\").\n" % (
    ', '.join(sorted(low.get('project', []) + low.get('project_code', []))), ', '.join(sorted(low.get('project_team', []))),
    ', '.join('a %s in %s' % (k, {1: 'one tree'}.get(v, '%d trees' % v)) for k, v in l0.most_common())))
w("- Unit names: my build check found Atlas (an atlas), Blog, Databases, Acquisition and Structure, and the level-noun words group (four times), project (twice), team, teams, company and divisions in the fixed text of 16 texts, which were reworded; Billing, Product, Platform, Subscriptions and Security were kept out while writing. Many unit names are ordinary words (Research, Development, Logistics, Automation, Security, Analytics, Finance, Marketing, Human Resources, Storage, Compute, Networking, Web, Mobile, Desktop, Ads, Subscriptions, Payments, Billing, Pricing, Retention, Acquisition, Activation, Events, Video, Blog, Editorial, Display, Direct, Channel, Support, Testing, Compliance, Accounting, Treasury, Auditing, Software, Hardware, Digital, Branding, Campaigns, Futures, Incubator, Acquisitions, Operations, Infrastructure, Assembly, Distribution, Warehousing, Media, Energy, Kernel, Scheduler, Compiler, Algorithms, Simulation, Firmware, Archival, Structure, Perception, Manipulation, Seismic, Satellite, Cartography, Plasma, Ignition, Containment, Propulsion, Avionics, Materials, Computation, Encryption, Sensors, Relay, Cognitive, Apple, Banana, Cherry and others), which the texts avoid. Some names are shared across trees (Alpha, Beta, Gamma, Quantum, Robotics, Logistics, Cybernetics and others) but never within one tree twice; the review removes the mentioned names, longest first, before looking for others. Unit names ending in s take a bare apostrophe in the possessive (build.py). official-010's lowest unit iOS-Core begins with a lower-case letter; the review allows a text to open with it. Targets: %s.\n" % ', '.join('%s %d' % (k, v) for k, v in names.most_common()))
w("- Check flags: /tmp/blind199/check.py flagged three texts before rewording (a null reply and a probe one word away from set 195's quoted \"Sorry, I'm drawing a blank.\" and \"Did N ever work for A2?\", and a probe holding its quoted \"Who would know N's L2?\"), and three more probes that stood near set 195's quoted probes were reworded with them; besides these, only the shared convention forms (\"places N in B and goes no deeper\", \"thinks N is in some L1 of A without naming it\", \"N, a member of that L2\", \"N, who is in that L2\", \"N, who belongs to that L2\", \"N, who sits in that L2\", \"N, who works in that L2\"), which the READMEs of sets 197 and 195 quote as their conventions and which my notes and persona texts use, remain flagged. Before the check, 13 persona texts and three adversarial replies that I judged too near set 197's texts or set 193's moves by eye were rewritten.\n")
w('## Review\n')
w("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit among the mentions, no hedge, hearsay, past, future or condition word in a committing template (maybe, perhaps, possibly, probably, think, guess, reckon, heard, told me, apparently, rumour, used to, will, would, might, could, should, if, unless, supposedly, believe, seem, once, hope, expect, said, says); adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order, and no unit name of the scenario in the text outside the mentions; no claim or note opening with a lower-case letter (unless it opens with a unit name written in lower case), and no \"a\" before a vowel; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be read\" exactly once for each unscored end; adversarial notes carrying a decoy, a trial balloon or a slip (one of them), and plain notes none; every decoy the drawn C3, and no C3 in a note without a decoy; every named label value named in the note or a parent of a named unit. build.py --check found no unit name of the 20 trees and no level-noun word in any fixed text. I read the templates in letter form while writing them.\n")
w('## 5. Checking\n')
w("`python3 validate.py` (exit 0). It prints the counts. The validator is set 197's, patched by `build/patch_validate.py` (see its docstring): set 199's tags, styles and counts, set 199's scenario rule, the READMEs of sets 197 and 195 for the distance checks, and set 197's and set 195's tags, their words, their styles and theme words (notetaker, wood, tester, tornado, with plurals: notetakers, woods, testers, tornados), read from their READMEs, added to the earlier lists.")
open(os.path.join(SET, 'README.md'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print('README written')
