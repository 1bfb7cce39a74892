"""Set 171: generates README.md from the build sources and the built files."""
import json, os, re
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'), encoding='utf-8')]
U = json.load(open(os.path.join(HERE, 'universes.json')))
CH = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
def letter(t):
    return re.sub(r'\{(\w+)\}', r'\1', t)
def rows(path, ncol):
    out = []
    for ln in open(os.path.join(HERE, path), encoding='utf-8'):
        if ln.strip():
            out.append(ln.rstrip('\n').split('\t'))
    return out
real = rows('real.txt', 2); tags = rows('tags.txt', 3); att = rows('attacker.txt', 2)
notes = [ln.rstrip('\n').split('|', 4) for ln in open(os.path.join(HERE, 'notes.txt'), encoding='utf-8') if ln.strip()]
TAGS = ['falafelnik_kaf', 'bayyaataamiya_maghrafa', 'falafelverkaeufer_schaumkelle', 'falafelverkoper_schuimspaan',
        'falafelforsaljare_halslev', 'falafelci_kevgir', 'falafelsaelger_hulske', 'falafelarus_szurokanal']
STY = ['acicular', 'botryoidal', 'dendritic', 'lamellar', 'reniform', 'stellate']
q = lambda L: ', '.join('"%s"' % letter(t) for t in L)
steps = [l.rstrip('\n') for l in open(os.path.join(HERE, 'steps.txt'), encoding='utf-8') if l.strip()]
doubts = open(os.path.join(HERE, 'doubts.txt'), encoding='utf-8').read().strip()
advc = sorted(k for k, v in M['claims'].items() if v['adversarial'])
adve = sorted(i for v in M['notes'].values() if v['adversarial'] for i in v['ids'])
committing = lambda r: any(v is not None for v in r['belief'].values())
tc = Counter(r['construction'] for r in claims)
MIN = dict([('realistic_reply', 151)] + [(t, 12) for t in TAGS] + [('attacker_probe', 20)])
P = []
w = P.append
w('# Blind evaluation set 171: claim reading and defender estimates (prose notes)\n')
w("Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{i:03d}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` touches only `defender_private_information`, only up to the end of the universe). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened, no other set's folder was opened but the files the brief allows (set 169's README.md, validate.py and ref/, set 168's README.md and validate.py, and the one file `tests/data/blind_set166/ref/set166_scenarios.json`, since set 169's ref/ holds no copy of it), the `claims.jsonl` and `estimates.jsonl` of sets 169 and 168 were not opened, the validators of sets 169 and 168 were read as text only (never imported or run), no git command was run but the one `git add` and the one `git commit` at the end, and the library and its tests were not run.\n")
w('What I opened and ran, in order (times from `date -u`; the whole work ran from 00:09:42 UTC):\n')
for i, s in enumerate(steps, 1):
    w('%d. %s' % (i, s))
w('\nNo breach of the brief that I know of.\n')
w("Set 171 uses set 169's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or a record the speaker distrusts, hinted, supposed, put as a hypothesis or a placeholder, offered as one of two or three, refused, denied, set in the past or the future, tied to someone or something other than the target's own placement, or put in the attacker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (set 169's four forms: \"Which L2 is N in?\", \"Where does N work?\", \"Which L1 does N belong to?\", \"Can you tell me N's L2?\"). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.\n")
w('## 1. claims.jsonl\n')
w("300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 its sibling, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns. Every template is used once; no template or note is another with one word changed, added or dropped or with its opening phrase changed (build check, /tmp/blind171/check.py), and none is such a variant of a quoted wording of the READMEs of sets 169 and 168. Every drawn value comes from `random.Random(171)` (build/build.py).\n")
w('### Realistic replies (184)\n')
w("The replies read like an LLM defender's: conversational openers (\"Sure!\", \"Good question\", \"Absolutely\", \"Happy to help\", \"No problem\", \"That one I know\", \"Let me confirm\", \"Right\", \"Definitely\"), contractions, and first-hand bases new to this set (running the unit's daily stand-up, approving its badge access, a hiring panel, admin of its team channel, its seating plan, setting its OKRs, a lab safety induction, release notes, onboarding N, being N's assigned mentor, a holiday cover spreadsheet, a book club, a hackathon, the unit's budget, performance calibration, being its scrum master, buddying N, its org chart page, procurement, retrospectives, setting up N's accounts as IT contact, code walkthroughs, owning its backlog, a first-aid kit rota, a shared office, signing off expenses, lunch-and-learn sessions, software licences, a discussion forum, a risk register, recruiting, capacity planning, monthly headcount, being release manager, quality lead, a mentoring circle, being N's line manager, pairing on code, an asset register, a recruitment budget, privacy reviews, status reports, a quarterly offsite, watering the plants, approving N's transfer, documentation lead, a graduate hiring day, inclusion lead, salary checks, an escalation rota, the roadmap, a knowledge-sharing hour, facilities, a charity run, a change advisory board, an all-hands; at the middle and top levels a recruitment fair, training-room bookings, a bulletin, fire drills, travel bookings, a monthly get-together, an induction day, the same intake and a pension scheme). On the adversarial side they use moves set 169's README does not list: a flatmate, a guest lecture, a professional profile headline, an email signature left from an internship, a frozen shortlisting, an outside hackathon judge, a recruiter's spreadsheet, a former date, open parking bays, stock photos, a clearance sale, a godparent, a vendor-demo invite, freelance consulting, an external reviewer, a visitor log, a shared printer, a forced guess, a bare possibly-not, a placement ballot, a conditional start date, a graduate rotation, a spring restructure, a small bet, one of two heard, an invited trainer, a sponsorship favour, a shared surname, a room-booking default building, commits to a shared repository, a coffee chat about a launch, a chatbot, a former mentor, a case study, a bell rung, someone else in mind, a leaving card, a budget approver, a one-off project from outside, a single denial, leaving the unit, a refusal by choice, instructions not to discuss, a mail server, a plant swap, talk that came to nothing, a university friend, interviewing as a favour, a visitor pass, a misdelivered hamper, a quiz-team pun, a pencilled-in move, intranet keyword search, a hoped-for middle unit, a wild guess at the middle level, agency staff and unproved talk at the top level, a line of work, helping with a move, a freebie mug, a misrouted ticket, supervising an intern across teams, a whiteboard guest slot, oversight of spending, standing in for a lead, a departed contractor, a check with HR, an old seating app, a choir, a joint patent, a best guess and a mother's old job.\n")
for mk, title in (('L', 'Committing at the lowest level'), ('M', 'Committing at the middle level'), ('T', 'Committing at the top level'),
                  ('X', 'Adversarial (all-null, naming a unit)'), ('N', 'Null (all-null, no unit named)')):
    L = [t for m, t in real if m == mk]
    w('%s (%d): %s\n' % (title, len(L), q(L)))
w('### The rules as applied to the new tags\n')
w("The persona theme is falafel, the street sellers who fry and sell falafel (ta'miya) from a stand, cart, van or booth (the theme word begins with f, a letter from A to M, as the brief asks; every tag begins with f or b): each persona fries and sells falafel at the door, gate, lobby or forecourt of the unit's building and sees who goes in to work there. `falafelnik_kaf` (an Israeli falafelnik, falafel man, with the kaf, the scoop), `bayyaataamiya_maghrafa` (an Egyptian bayya' ta'miya, ta'miya seller, with the maghrafa, the ladle), `falafelverkaeufer_schaumkelle` (a German Falafelverkaeufer, umlaut written ae, with the Schaumkelle, the skimmer), `falafelverkoper_schuimspaan` (a Dutch falafelverkoper with the schuimspaan, the skimmer), `falafelforsaljare_halslev` (a Swedish falafelforsaljare, without diacritics, with the halslev, the slotted spoon), `falafelci_kevgir` (a Turkish falafelci with the kevgir, the skimmer), `falafelsaelger_hulske` (a Danish falafelsaelger, the ligature written ae, with the hulske, the slotted spoon) and `falafelarus_szurokanal` (a Hungarian falafelarus, without accents, with the szurokanal, the skimmer). Each tag has 12 texts: four committing at the lowest level, one at the middle, one at the top, five adversarial and one null. The committing texts give a first-hand basis (the persona sells at the unit's door and sees the target go in to work there every day, or the target helps the persona and goes back in to work, or buys for the unit and carries it in); the adversarial ones are hearsay from a shoeshine boy, a window cleaner, a doorman, a traffic warden, a bike messenger, a street musician, a pigeon feeder and a nut seller (and a kiosk lady, a tram driver, a barber, a pharmacist, a newsagent, a tailor, a locksmith and a cleaner for plans and an application), guesses, past placements, plans, jokes, refusals and denials.\n")
for t in TAGS:
    L = [(m, x) for g, m, x in tags if g == t]
    w('- `%s`: %s\n' % (t, '; '.join('%s "%s"' % (m, letter(x)) for m, x in L)))
w('### Attacker probes (20)\n')
w('%s. All are all-null; the 12 that name a unit are listed as adversarial.\n' % q([t for m, t in att]))
w('### Construction counts\n')
w('| tag | count | minimum | adversarial | with some committed level |')
w('|---|---|---|---|---|')
tot_a = tot_c = 0
for t in ['realistic_reply'] + TAGS + ['attacker_probe']:
    a = sum(1 for r in claims if r['construction'] == t and r['id'] in advc)
    c = sum(1 for r in claims if r['construction'] == t and committing(r))
    tot_a += a; tot_c += c
    w('| `%s` | %d | %d | %d | %d |' % (t, tc[t], MIN[t], a, c))
w('| **total** | **%d** | | **%d** | **%d** |\n' % (len(claims), tot_a, tot_c))
w('### adversarial ids (claims: %d of %d = %.1f%%; estimates: %d of 60 notes, %d records)\n' % (len(advc), len(claims), 100.0 * len(advc) / len(claims), len(adve) // 2, len(adve)))
w('<!-- adversarial-start -->')
w(' '.join(advc) + '\n')
w(' '.join(adve))
w('<!-- adversarial-end -->\n')
mix = Counter(m for m, t in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n' % (mix['L'], mix['M'], mix['T'], mix['X'], mix['N']))
w('## 2. estimates.jsonl\n')
ec = Counter(r['construction'] for r in ests)
uns = [r['id'] for r in ests if r['label'] == 'unscored']
w('60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n' % (', '.join('`%s` %d' % (s, ec[s]) for s in STY), ', '.join(uns)))
w('### The six prose styles and how they were read\n')
w("The theme is mineral habits, the named shapes in which mineral crystals grow (the theme word, mineral, begins with m, a letter from A to M, as the brief asks); the six styles are crystal habits, used as images for how the attacker's belief moved: acicular (fine needles: sharpening, snapping, pointing), botryoidal (rounded grape-like clusters: swelling, bunching, scraped off), dendritic (branching fern-like traces: branching, forking, pruned), lamellar (thin stacked plates: stacking, peeling, flaking), reniform (rounded kidney-shaped masses: rounding, blunting, a new lobe) and stellate (star-like radiating clusters: rays lengthening, snapping back). Every note names its style word and no other style word. The notes are built in several ways: some open with the image (\"Acicular crystals grow as fine needles out of bare rock\", \"Botryoidal minerals swell in rounded clusters\", \"Dendritic patterns start at a single point and branch\", \"Lamellar crystals build plate by plate\", \"Reniform masses round out slowly\", \"Stellate clusters radiate from one point\"), most open with the questioner's first view, with my own act (a decoy, a slip, bait, my hedges or refusals) or with the state of the log, and bring the image in mid-note or at the end; one holds the image in its first clause (\"Its early certainty was acicular\").\n")
w("Conventions: \"the questioner\" names the attacker; \"believes N sits in C\" is A, B, C; \"puts N in B, with no L2 attached\" (or \"again with no L2\") is A, B, null; \"puts N at A, nothing lower\" is A, null, null; \"has no view on N\" (\"had\", \"no view on N at the start\") is all-null; \"believes N sits in some L1 of A it never names\" is A, `?`, null; \"believes N sits in some L2 of B it never names\" is A, B, `?`; a value the questioner \"dangled as bait it did not itself believe\" is not held on that account, and the note states its real view separately; a value I \"blurted by accident\" is held in `current` where the questioner seized it, and not held where it missed it; a decoy of mine (always C3) is held in `current` where the questioner took it, and not held where it rejected it; a state the note says \"cannot be made out\" is `unscored`. The moves cover gained (null to A, B or C, null to a `?` below A or B), deepened (A to B, B to C, A to C, A to C2, a `?` below B to C), cut back (C to B, C to A, B to A, C2 to B, C to a `?` below A), given up (A, B, B2 or C to null), changed (A to A2, A2 to A, B to B2, C to B2, C to C2, C2 to C), held throughout (a unit, or no view) and unscored at the start, at the end or both.\n")
w('### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B; * adversarial)\n')
for s in STY:
    L = [n for n in notes if n[0] == s]
    w('- `%s`: %s\n' % (s, '; '.join('%s -> %s%s: "%s"' % (p, c, ' *' if a == '1' else '', letter(t)) for _, a, p, c, t in L)))
w('## 3. Universes used\n')
sc_lv = '; '.join('`%s` %s' % (x, '/'.join(U[x]['universe'].keys())) for x in [c['scenario'] for c in CH['chosen']])
w("The 20 scenarios of `ref/set171_scenarios.json` (one per tree of set 166's scenarios, in set 166's order, read from `ref/set166_scenarios.json`, a copy of `tests/data/blind_set166/ref/set166_scenarios.json`; see `ref/scenario_choices.json` for each tree's record ids and set 166's id): %s. Each is the lowest record id of its tree group that is neither set 166's id nor one of set 169's ids (`ref/set169_scenarios.json`); every group holds three records. Level keys: %s. `ref/` also keeps set 169's ref files, set 169's own choices file renamed `ref/set169_scenario_choices.json`.\n" % (', '.join('`%s`' % c['scenario'] for c in CH['chosen']), sc_lv))
w('## 4. Doubtful items\n')
w(doubts + '\n')
w('## Review\n')
w("Every claim and note went through build/review.py (0 failed): committing marks: the committed unit and its parents, nulls below, the committed unit in the mentions, no hedge or hearsay word in a lowest-level committing text; adversarial marks: all-null with a mention; null marks: all-null with no mention; probes: attacker, null question, all-null; defender messages: a question; every mention in the text, in text order; every note naming its style word and no other; unscored records exactly where the note is marked U, and \"cannot be made out\" exactly in the notes with an unscored end; adversarial notes carrying a lure, a decoy or a slip, and plain notes none. I read the templates in letter form while writing them.\n")
w('## 5. Checking\n')
w("`python3 validate.py` (exit 0). It prints the counts. The validator is set 169's, patched by `build/patch_validate.py` (see its docstring): set 171's tags, styles and counts, set 171's scenario rule, the READMEs of sets 169 and 168 for the distance checks, and set 169's and set 168's tags, their words, their styles and theme words (candyfloss, occupational health nursing, dunes, pasta) added to the earlier lists.")
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write('\n'.join(P) + '\n')
print('README written')
