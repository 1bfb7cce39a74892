"""Generate set 245's README.md from build/steps.txt, the build/texts_*.py files and build/built.json."""
import json, os, re
from collections import Counter
from texts_claims import RL, RM, RT, RX, RN
from texts_persona import P, PROBES
from texts_notes import NOTES
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
B = json.load(open(os.path.join(HERE, 'built.json'), encoding='utf-8'))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'), encoding='utf-8')]
ch = json.load(open(os.path.join(OUT, 'ref', 'scenario_choices.json')))
lf = lambda t: re.sub(r'\{(\w+)\}', r'\1', t)
q = lambda lst: ', '.join('"%s"' % lf(t) for t in lst)
steps = open(os.path.join(HERE, 'steps.txt'), encoding='utf-8').read().strip()
adv = set(B['adv_claims'])
tags = ['realistic_reply'] + list(P) + ['attacker_probe']
rows = []
for t in tags:
    rs = [r for r in claims if r['construction'] == t]
    a = sum(1 for r in rs if r['id'] in adv)
    c = sum(1 for r in rs if any(v is not None for v in r['belief'].values()))
    mn = 151 if t == 'realistic_reply' else (20 if t == 'attacker_probe' else 12)
    rows.append('| `%s` | %d | %d | %d | %d |' % (t, len(rs), mn, a, c))
ncommit = sum(1 for r in claims if any(v is not None for v in r['belief'].values()))
LANG = {'moebelmonteur_aufbauplan': 'German, the furniture fitter and the assembly plan',
        'huonekaluasentaja_asennuslista': 'Finnish, the furniture installer and the installation list',
        'butorszerelo_osszeszereles': 'Hungarian, the furniture fitter and the assembly',
        'allestitore_arredi': 'Italian, the fitter-out and the furnishings',
        'meblarz_montaz': 'Polish, the furniture joiner and the fitting',
        'agenceur_mobilier': 'French, the interior fitter and the furniture',
        'montador_muebles': 'Spanish, the fitter and the furniture',
        'inredare_kontorsmobler': 'Swedish, the interior fitter and the office furniture'}
persona = '\n\n'.join('- `%s`: %s.' % (t, '; '.join('%s "%s"' % (c, lf(x)) for c, x in P[t])) for t in P)
code = lambda c: {'N': 'N', 'U': 'U'}.get(c, c)
notes = '\n\n'.join('- `%s`: %s.' % (s, '; '.join('%s -> %s%s: "%s"' % (p, c, (' *' + a) if a else '', lf(t)) for p, c, a, t in NOTES[s])) for s in NOTES)
eadv = B['adv_ests']
cadv = sorted(adv)
uni = ', '.join('`%s` (set 240: `%s`)' % (c['scenario'], c['set240_id']) for c in ch['chosen'])
txt = f"""# Blind evaluation set 245: claim reading and defender estimates (prose notes)

Hand-written, hand-labelled texts about the official three-level scenarios (`/work/shared/official-dataset/three_layered_dataset.json`, record *i* = `official-{{i:03d}}`). Only the universes (trees) in `defender_private_information` (read up to the end of each universe) and the target's first name (the `You are managing information for: <name>` line, searched for only in the text up to the end of the universe) were used; the ground-truth placement was never printed or looked at and `attacker_target_information` was never read (`build/choose.py` loads the file but touches only `defender_private_information`, only up to the end of the universe; my validate.py, like set 244's, reads the universes the same way). Nothing under `src/`, `docs/`, `benchmarks/` or `tests/*.py` was opened; of other sets' folders only the files the brief allows were opened (set 244's README.md, validate.py and the files of its ref/, which holds a copy of `set240_scenarios.json`, so set 240's folder was not opened; set 243's README.md (grep of its tag rows, theme lines and construction counts, and read as text by my word counts, check.py and build/patch_validate.py) and validate.py (as text, by my word counts only)); the `claims.jsonl` and `estimates.jsonl` of sets 244 and 243 were not opened and their folders were not listed (only set 244's ref/ was); the validators were read as text only (never imported or run); my own validate.py, when run, reads the READMEs of sets 244 and 243 for its tag checks; no git command was run but the one `git add` and the one `git commit` at the end; the library and its tests were not run.

What I opened and ran, in order (times from `date -u`; the whole work ran from 20:18:01 UTC):
{steps}

Slips: none that breach the brief that I know of. My own work slipped in small ways, all caught and mended before the final build: my first notes followed set 244's notes too closely (21 check.py hits; all notes but the six opening-image ones were rewritten); 16 other texts near quoted wordings of the READMEs of sets 244 and 243 were replaced; unit-name words in fixed text and articles before level-noun slots (build.py --check); a typo in check.py and a parent-lookup bug in build.py. Under the deadline (commit by 20:45 UTC) the texts had one writing pass each plus those rewrites.

Set 245 uses set 244's file formats, field names and labelling rules, unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source or an old or disputed record, inferred, hinted, guessed, put as a joke, a wish, a bet or an opinion, offered as one of two or more, refused, set in the past or the future or under a condition, tied to someone or something other than the target's own placement, or put in the asker's mouth is not asserted. A hedge-free statement in the speaker's own voice with a first-hand basis commits. `mentions` lists every unit named in the text, in order. Attacker messages (`attacker_probe`) are all-null with a null `question`; every defender message carries one drawn question (four forms of my own: which L2 N sits in, what L1 N belongs to, which L0 N works for, where N is found these days). An estimate `label` holds, per level key, what the note says the attacker believed (`prior`: before my replies; `current`: after them); `?` marks a level the attacker is said to hold without the note naming it, and `unscored` a state the note says cannot be read.

## 1. claims.jsonl

300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are in letter form: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 another middle unit under A, C a lowest unit under B, C2 and C3 its siblings (where B has fewer than three lowest units, lowest units of other middle units), L0, L1 and L2 the top, middle and lowest level nouns (in the build sources the slots are written in braces). Every template is used once; no template or note is another with one word changed, added or dropped or with its opening changed (/tmp/blind245/check.py), and none is such a variant of a quoted wording of the READMEs of sets 244 and 243 (check.py). Every drawn value comes from `random.Random(245)` (build/build.py): one shuffle of the 300 claim templates, one of the 60 notes, one draw of units per text and one of the question per defender message; scenarios in turn (entry number modulo 20).

### Realistic replies (184)

The moves are new against set 244's list. Committing bases are roles tied to N's own seat in the unit: desk opposite and pairing, direct supervisor, book circle, shared calendar, stand-up call host, on-call schedule, licence seats, buddy, fruit box, retrospectives, expense claims, newsletter column, hackathon, desk phone numbers, end-of-year dinner, birthday list, scrum lead, interview panel, assembling the desk, privacy champion, deputy lead, late-night food orders, evening handover, goal-setting, baking contest, device cupboard, apprentices, tea round, shared inbox, remote-working requests, desk moves, backlog co-owner, welcome pack, choir, incident notes, kudos jar, mentoring scheme, sick days, demo slot, seating plan, walking meetings, equipment orders, peer-review pairs, fire marshal, meeting rooms, hiring committee, training log, petty cash, all-hands timekeeper, enquiries hotline, sprint openers and office buddy coordinator; at the middle and top levels, name badges, sports afternoon, blood donation, parking permits, town-hall slides, helpdesk queue, sports hall, print room, shuttle bus, vending machines, staff ballot, mentoring fair, bike-store keys, first-week checklist, staff discount, summer picnic, long-service lunches, share scheme, flu jabs, staff survey, lost-and-found, cafeteria till, ID cards, pool cars, hi-vis store, visiting-staff taxis, bike lease and the bulletin's birthday corner. Adversarial moves are a giveaway hoodie, a shared-mailbox invite, a cc, a help-forum answer, a magazine caption, an out-of-office backup, an umbrella, a misdelivered lunch, a jobs-board profile, an old deskmate, an interview on Friday, a flatmate, a paper's acknowledgements, a gala table, a hedged "I think?", maybe-or-not, a copied email signature, a bet, an in-joke, an opinion of fit, a hope, an old offsite slide, a finished rotation, a headhunter's question, a citation in a talk, a colour scheme, a swap-shelf plant, Friday drinks, hot-desking, a child's drawing, a blurry org chart, an anonymous spreadsheet cell, one of two values, a charity float, a guest talk, an old mentor, helpdesk tickets, directions asked, a previous occupant's door sign, fan posts, a badge that opens every door, a corrected directory error, a hiring wish, late-night notes, an open question, two units on a calendar, a noise complaint, living nearby, a guest in meeting notes, an intranet chatbot, a previous employer, two offers, a loan for a sprint, N's own wish, university friends, refusing to swear, parcels to a borrowed desk, two rumours, a jumper, a thank-you card, a stopped observer seat, the asker's guess, a conditional restructure, a cafe tip, a farewell book, a refusal, and an outside reviewer.

Committing at the lowest level ({len(RL)}): {q(RL)}.

Committing at the middle level ({len(RM)}): {q(RM)}.

Committing at the top level ({len(RT)}): {q(RT)}.

Adversarial (a unit named, none asserted) ({len(RX)}): {q(RX)}.

Null (no unit named) ({len(RN)}): {q(RN)}.

### The rules as applied to the new tags

The persona theme is furniture fitters, the in-house fitters an employer pays to assemble, move, adjust and repair the desks, chairs and cabinets of each unit and to keep its furniture lists (the theme word, furniture, begins with f, a letter from A to M, as the brief asks; furniture and the sixteen tag words are no entry, word or substring of the validators and READMEs of sets 244 and 243 as far as my word counts and the validator's checks show (fitter occurs in the validators, so it is not used as a theme or tag word); none is ventilation, calibration, radon, asbestos, plantscapers, legionella, illustrators, physiotherapists, caterers, translators, career coaches, videographers, handymen, tax advisers, lactation consultants, sound technicians, first aiders, pensions advisers, eyesight testers or records managers; every tag begins with m, h, b, a or i, letters from A to M). The tags: {', '.join('`%s` (%s)' % (t, LANG[t]) for t in P)}. Each tag has four texts committing at the lowest level (L), one at the middle (M), one at the top (T), five adversarial (X: an errand for a unit, an old record, two values, a weak source, and a refusal, guess or wish) and one null (N).

{persona}

### Attacker probes (20)

{q(PROBES)}. The twelve probes naming a unit are adversarial (a unit named, none asserted); all probes are all-null with a null question.

### Construction counts

| tag | count | minimum | adversarial | with some committed level |
|---|---|---|---|---|
{chr(10).join(rows)}
| **total** | **{len(claims)}** | | **{len(adv)}** | **{ncommit}** |

### adversarial ids (claims: {len(adv)} of 300 = {100*len(adv)/300:.1f}%; estimates: {len(eadv)//2} of 60 notes, {len(eadv)} records)

<!-- adversarial-start -->
{' '.join(cadv)}

{' '.join(eadv)}
<!-- adversarial-end -->

## 2. estimates.jsonl

60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style: a decoy, a trial balloon, a slip), each labelled once as `prior` and once as `current` (120 records); construction counts: {', '.join('`%s` 20' % s for s in NOTES)}. Unscored records: {', '.join(B['unscored'])}.

### The six prose styles and how they were read

The theme is ballroom dancing (dancesport), couples dancing the standard dances before judges (the theme word, ballroom, begins with b, a letter from A to M, as the brief asks; no earlier prose theme that I could find: ballroom, dancesport and the six style words are no entry, word or substring of the validators and READMEs of sets 244 and 243, and none is volleyball, handball, qigong, badminton, taekwondo, bouldering, billiards, triathlon, jiujitsu, table tennis, motocross, squash, cyclocross, racewalking, hapkido, steeplechase, decathlon, savate, futsal or track cycling; tango and waltz are entries of an earlier claim-tag list, which a strict reader may count as near, and neither is used). The six styles are its moments, written as one word, used as loose images for how the attacker's belief moved: risestep (the rise onto the toes that climbs through the bar: a view gained or deepened), fallaway (the figure danced backwards, giving ground: a view cut back or given up), changestep (switching feet without breaking rhythm: a view changed), framehold (the still frame of arms and shoulders: a view held throughout), shadowposition (the follower dancing behind the leader, out of sight: a level held but not named, `?`), blockedview (a couple hidden from the judges by another: a state that cannot be read, `unscored`, at either end). The plan of belief moves per style follows set 244's (the same prior -> current pairs); every note is my own wording, rewritten after check.py. Only the first note of each style opens with an image of the dance; the others open with the belief, with my own topic, with the style word, with a question, with a judgement or with the adversarial unit. Each style's first adversarial note is a decoy (C3, planted by me), the second a trial balloon (a unit the attacker asked about, not one it held), the third a slip (a unit I let slip).

### The notes (letter form; prior -> current; U unscored, N nothing held, A? and B? a `?` below A or B; * adversarial)

{notes}

## 3. Universes used

The 20 scenarios of `ref/set245_scenarios.json` (one per tree of set 240's scenarios, in set 240's order, read from `ref/set240_scenarios.json`, copied from set 244's ref/; see `ref/scenario_choices.json` for each tree's record ids and set 240's id): {uni}. Each group holds three records; after excluding set 240's id and set 244's ids the lowest remaining id is taken. `ref/` also holds copies of set 244's ref/ files (its `scenario_choices.json` as `ref/set244_scenario_choices.json`), which the validator reads.

## 4. Doubtful items

- Persona distance: furniture fitters are no earlier tag or theme that I could find, but fitter, cabinet and upholsterer words occur in the earlier lists (fitter is not used); a strict reader may count furniture fitters as near handymen. Non-ASCII letters (ö, ő, é, ż, ä) appear in persona words inside the texts (Möbelmonteur, bútorszerelő, összeszerelés, montaż, kontorsmöbler); the tags are ASCII.

- Persona reading: committing persona texts state the placement plainly in the present with the fitter's own work as basis; several put it in a clause ("N, who works in that L2", "N, among that L2's staff"), read as plain assertion. "{lf(P['allestitore_arredi'][2][1])}" commits at C. The two-value texts (C and C2 or C3) assert nothing; "I'd guess C for N" and "I'd say C for N ... a montador's hunch" are guesses; the wish texts ("I'd like N in C", "If I had a vote") assert nothing.

- Realistic replies: "N and I co-own the backlog for C" and "N and I split that L2's enquiries hotline" commit at C; "A is N's employer" commits at A; "Apprentices in C are trained by me, and N, who's in that L2, is the apprentice I've got now" commits at C; "Your guess of C is as good as mine" puts the value in the asker's mouth; "N did a six-month rotation in C that wrapped up in the spring" is past; "N's old mentor runs C" ties C to someone else; "N says C is where N would like to be someday" is N's wish; "If the restructure memo is accurate, N joins C after Christmas" is future and conditional; "I could tell you whether N is in C, but I'd rather not" is a refusal; "N's previous job, before joining, was at a firm that later became C" asserts nothing about N's present seat.

- Notes: in the decoy notes the attacker took the decoy (risestep, changestep, shadowposition, blockedview) or ignored it (fallaway, framehold); in the changestep and framehold slips it let the slipped unit pass; in the risestep, fallaway and blockedview slips it took it up; in the shadowposition slip it ignored C2 and its own view fell from C to A?. The changestep balloon note goes from C2 to B (cut back more than changed). The fallaway slip goes from C to A2 (cut back and changed at once).

- Questions: the four question forms are my own, drawn per defender message; a question sometimes asks for a level the reply does not give.

- Level nouns: level keys are read as lower-case words with underscores as spaces, and a trailing `_id`, `_name` or `_code` dropped: `team_name` reads "team", `project_codename` "project codename", `component_name` "component", `full_affiliation` "full affiliation", `Division` "division". Templates avoid a or an directly before level-noun slots.

- Unit names: many unit names of the twenty trees hold ordinary words (one, two, three, new, time, home, line, off, support, security, planning, drive, process, memory, business, audit, arm and others); build.py --check looks for every unit name and every word (three letters or more) of a unit name, and the level nouns, in fixed text, whole words, any case.

- Time: the work ran from 20:18:01 UTC to the end time in my final message, under a deadline of 20:45; check.py hits below 0.70 were left as they are.

## Review

build.py --check (no unit name or unit-name word of the 20 trees in fixed text, no article before a level-noun slot, no unknown slot), check.py (0 hits at 0.70 among my texts and against the quoted wordings of the READMEs of sets 244 and 243, after the rewrites), the labels set by code in build.py (L: A, B, C; M: A, B, null; T: A, null, null; X, N and probes: all-null; notes by their prior and current codes) and my reading of every template while writing it. Mentions are the units of the slots in text order, each once.

## 5. Checking

`python3 validate.py` (exit 0). It prints the counts. The validator is set 244's, patched by `build/patch_validate.py` (see its docstring): set 245's tags, styles and counts, set 245's scenario rule (set 240's trees, set 240's and set 244's ids excluded; set 244's own choices file checked against its list, and the older choices files as before), the READMEs of sets 244 and 243 for the tag checks, and set 244's and set 243's tags, their words, their styles and theme words (records managers, eyesight testers; track cycling, futsal), read from their READMEs, added to the earlier lists. Set 243's validate.py was read as text only (my word counts) and is not otherwise used.
"""
open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8').write(txt)
print('README.md written', len(txt))
