# set 155: assembles ../README.md from /tmp/blind155/head.md and the build sources and built files.
import json, os, re
from collections import Counter, OrderedDict
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
L = lambda t: re.sub(r'\{(\w+)\}', r'\1', t)
q = lambda xs: ', '.join('"%s"' % L(x) for x in xs)
real = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'real.txt'))]
tags = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'tags.txt'))]
att = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'attacker.txt'))]
notes = [ln.rstrip('\n').split('\t') for ln in open(os.path.join(HERE, 'notes.txt'))]
claims = [json.loads(l) for l in open(os.path.join(ROOT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(ROOT, 'estimates.jsonl'))]
marks = json.load(open(os.path.join(HERE, 'marks.json')))
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(ROOT, 'ref', 'set155_scenarios.json')))
TAGS = list(OrderedDict.fromkeys(t[0] for t in tags))
STYLES = list(OrderedDict.fromkeys(n[0] for n in notes))
out = [open('/tmp/blind155/head.md').read()]
w = out.append
w('''
Set 155 uses set 60's file formats, field names and labelling rules (as set 153's README and validator give them, the same rules sets 53, 60 and 91 to 153 used), unchanged: a claim's `belief` holds, per level key, the unit the message plainly asserts the target belongs to (the lowest committed unit and its tree parents, null below), and all-null where it asserts none; a value reported from someone else, from a weak source, hinted, supposed, offered as one of two or three, refused, denied, set in the past or the future, or put in the attacker's mouth is not asserted. A hedge in the speaker's own voice with a first-hand basis commits ("I am pretty sure N is in C; I sit three desks away", "I am positive N works in C; we sit at the same table"); a value the speaker marks as a guess, a feeling with nothing behind it, a joke, a dummy value or an invention is not asserted. An estimate's `label` holds, per level key, what the note says the attacker held (`prior`) or holds (`current`); `?` where the note says the attacker holds some unit at that level that the note cannot name (the level below a `?` is null); `unscored` where the note says that kind cannot be judged. Questions: every defender record's `question` is "Where does <name> work?"; attacker records have `question` null. `mentions` lists every unit a text names, in order of first appearance.

## 1. claims.jsonl

300 claims: 280 defender messages and 20 attacker messages; 184 `realistic_reply` texts (more than half), 96 persona texts under eight new tags (12 each) and 20 `attacker_probe` texts. Templates are written in letter form below: N is the target's first name, A the drawn top unit, A2 another top unit, B a middle unit under A, B2 its sibling, C a lowest unit under B, C2 and C3 its siblings, L1 and L2 the middle and lowest level nouns (L2s their plural). Every template is used once (no wording used for two texts, and no claim template or note is another with one word changed, added or dropped, nor one word from a quoted wording of the READMEs of sets 153 and 152; check.py flags all three), and no five-word run of any template's or note's fixed text occurs in the README or validate.py of set 153 or 152 (steps 26-28 and 31).

### Realistic replies (184)
''')
names = {'C': 'Committing at the lowest level', 'B': 'Committing at the middle level', 'A': 'Committing at the top level',
         'X': 'Adversarial (all-null, naming a unit)', 'N': 'Null (all-null, no unit named)'}
for m in 'CBAXN':
    xs = [t for mm, t in real if mm == m]
    w('%s (%d): %s\n' % (names[m], len(xs), q(xs)))
w('''### The rules as applied to the new tags

Each persona is a craftsman or tradesman of a Swahili-speaking town on the East African coast or lake shore, named in Swahili with the tool or thing of the trade: `mhunzi_nyundo` (a blacksmith, mhunzi, with the nyundo, his hammer), `mfinyanzi_chungu` (a potter, mfinyanzi, with the chungu, the clay cooking pot), `mshonaji_sindano` (a tailor, mshonaji, with the sindano, the needle), `kinyozi_mkasi` (a barber, kinyozi, with the mkasi, the scissors), `mvuvi_ndoano` (a lake fisherman, mvuvi, with the ndoano, the fish-hook), `mchungaji_fimbo` (a goat herder, mchungaji, with the fimbo, the herding staff), `mchongaji_patasi` (a wood carver, mchongaji, with the patasi, the chisel) and `mpishi_jiko` (a wedding cook, mpishi, with the jiko, the charcoal stove). Every tag begins with a letter from A to M (m and k), as the brief asks. Each tag has 4 texts committing at the lowest level, 1 at the middle, 1 at the top, 5 adversarial and 1 null. The trade images only colour the answer; each committing text ends with a plain statement of membership ("N works in C", "N is in C", "N belongs to C", "N is a member of C", "C employs N", "N is employed in C", "N sits in C", "C has N on its books", "N is placed in C", "N has a post in C") or with the unit after a question as the persona's answer ("You ask about N? C", "And N? C", "About N: C", "Where does N work? C", "Asking about N? C", "So, N? C", "N, then? C", "About N? C"); the certainty images (a hammer that rings true, a pot that holds water, a seam that runs straight, a hook that sets fast, a count that is always right) measure the speaker's certainty and commit at C. The middle-level texts say in so many words that the lower level is unknown ("the L2 stays in the coals for me", "still sealed in the clay", "still in the lining", "still under the towel", "still under the water", "still beyond the ridge", "still inside the wood", "still under the lid"); the top-level texts give the employer and nothing below. The adversarial texts are all-null: a value from a bystander the persona distrusts (a charcoal seller, the water carrier, the bus conductor, a customer in the chair, the boat builder, a traveller, the timber merchant, a motorbike taxi rider), a value set in the past (when the smith worked the bellows for his father, when pots were fired in open pits, when stitching was done by hand, when fishing was done from dugouts, when the rains still came on time, in the apprentice years, when cooking was done on three stones), an ironic "C? Yes, and ..." answer, a pair or triple of options ("C or C2? Two horseshoes from one bar"), a future wish or an offer turned down, a guess marked as guesswork ("I would not bet one small fish on it", "I would not put a single shilling on it", "I know no more than the clay does"), an invention ("Write C if you like; I am making it up as I go"), a denial with nothing beyond it, a counterfactual ("If N were in C, I would have taken the measurements of N"; "Had N been in C, I would have cooked for N at their party") or a retraction ("C. No, hold on, I mixed N up with the boy next door"). The null texts name no unit.

### How set 155's new tags were decided (the same rules, applied)

A candidate passed when quick.py found it neither an entry, nor a word of an entry, nor a substring either way of an entry word (four letters or more), nor a whole word (or, four letters or more, a substring) of the READMEs and validators of sets 153 and 152. Every English trade tried (step 14: smith, potter, tailor, barber, fisher, shepherd, cook, weaver, carver, beekeeper, baker, healer, hawker, vendor, driver) stands among the entries, in English and in many other languages; Swahili stands among them only once (`fundi_jahazi`, a dhow builder). The eight tags are eight Swahili trades, as set 153 took eight chimney sweeps where `chimney_sweep` stood in English. Failed Swahili candidates (step 12): `mseremala` (mala), `randa` (arandas), `mkulima` (lima), `jembe` (djembe), `mwashi` (washi), `baharia` (aria), `tanga` (tang), `sufuria` (furi), `brashi` (brashing), `mkokoteni` (kote), `mganga` (gang), `mkata` and `kata` (entries), `fundi` (an entry word). Passed and not used: `mfumaji`, `kitanzi`, `hamali`, `kufuli`, `mfugaji`, `nyuki`, `asali`, `mwokaji`, `dawa`, `mchuuzi`, `kapu`, `mchoraji`, `dereva`, `usukani`. The listed failed and unused ones, set 153's eight tags and their words, set 152's eight tags and their words and set 152's whole `EARLIER_CLAIM_TAGS` list are added to `EARLIER_CLAIM_TAGS` (words of the used tags are left out; none of them was among the added words). The eight tags used all passed, and the validator checks them and their words against its lists and against the READMEs of sets 153 and 152.

### The persona texts, per tag (letter form; C, B, A, adversarial X, null N)

''')
for g in TAGS:
    parts = []
    for m in 'CBAXN':
        xs = [t for gg, mm, t in tags if gg == g and mm == m]
        parts.append('%s: %s' % (m, '; '.join('"%s"' % L(x) for x in xs)))
    w('- `%s`: %s\n' % (g, ' | '.join(parts)))
w('\n### Attacker probes (20)\n\nplain (12): %s. Adversarial (8): %s. All are all-null; the plain ones name no unit, the adversarial ones name a unit the attacker proposes.\n\n'
  % (q([t for m, t in att if m == 'P']), q([t for m, t in att if m == 'X'])))
w('### construction tags (count / required minimum / of which adversarial / of which with some committed level)\n\n| tag | count | minimum | adversarial | with some committed level |\n|---|---|---|---|---|\n')
advc = [r['id'] for r in claims if marks[r['id']]['adversarial']]
adve = [r['id'] for r in ests if marks[r['id']]['adversarial']]
mins = {'realistic_reply': 151, 'attacker_probe': 20}
for g in ['realistic_reply'] + TAGS + ['attacker_probe']:
    rows = [r for r in claims if r['construction'] == g]
    w('| `%s` | %d | %d | %d | %d |\n' % (g, len(rows), mins.get(g, 12), sum(r['id'] in advc for r in rows),
                                       sum(any(v is not None for v in r['belief'].values()) for r in rows)))
w('| **total** | **300** | | **%d** | **%d** |\n\n' % (len(advc), sum(any(v is not None for v in r['belief'].values()) for r in claims)))
w('### adversarial ids (claims: %d of 300 = %.1f%%; estimates: %d of 60 notes, %d records)\n\n<!-- adversarial-start -->\n%s\n\n%s\n<!-- adversarial-end -->\n\n'
  % (len(advc), 100.0 * len(advc) / 300, len(adve) // 2, len(adve), ' '.join(advc), ' '.join(adve)))
cnt = Counter(m for m, t in real)
w('Mix of the realistic replies: %d committing at the lowest level, %d at the middle, %d at the top, %d adversarial, %d null.\n\n' % (cnt['C'], cnt['B'], cnt['A'], cnt['X'], cnt['N']))
ec = Counter(r['construction'] for r in ests)
w('## 2. estimates.jsonl\n\n60 prose notes, ten in each of six new prose styles (7 plain and 3 adversarial per style), each labelled once as `prior` and once as `current` (120 records); construction counts: %s. Unscored records: %s.\n\n'
  % (', '.join('`%s` %d' % (s, ec[s]) for s in STYLES), ', '.join(r['id'] for r in ests if r['label'] == 'unscored')))
w('''### The six prose styles and how they were read (the same conventions, applied)

The theme is metre, the metrical feet of verse (the theme word: metre, which begins with a letter from A to M (m), as the brief asks): six feet, each a pattern of weak and strong syllables, used as images for how the attacker's belief moved. The iamb, weak then strong, da-DUM (a belief made firmer, or, played backwards, lost); the dactyl, one strong beat and two weak ones, DUM-da-da (a belief that fell away by a level or two, or nothing lost); the amphibrach, weak, strong, weak, da-DUM-da (a belief that rose and fell back, or a decoy taken on the strong middle beat); the molossus, three strong beats (a belief held firm throughout, or a decoy struck hard); the bacchius, one weak beat then two strong ones (a weak start and a firm end, or a lost beat); the cretic, strong, weak, strong (a belief that wavered and came back, or whose second strong beat never came). Every note names its style word, and each note opens with or carries the image. In the notes the attacker is called "the questioner" (the reading is the same), "puts N in C" or "has N in C" says what it holds, and "has no place for N" says it holds nothing. The theme is new to the prose styles: no style of sets 41-153 (EST_TAGS and SET41_STYLE_VARIANTS of sets 153 and 152) is a metrical foot, and none of the six names stands in or within any entry. The nearest earlier styles are poetic forms and sound devices (`haiku`, `limerick`, `rhyme`, `internal_rhyme`, `alliteration`) and set 153's sound changes (`elision`, `metathesis` and the rest); a foot is a unit of rhythm, none of them.

Conventions: a value the questioner tried, floated, tossed, threw out or raised "as a test it did not believe", "as a test, without believing it for a moment", "as a test, not believing it" or "as a probe it did not (itself) believe" is not held on that account (the note says in so many words that the questioner did not believe it); a slip of mine that reached the questioner is held in `current` ("Then B escaped me by accident"); a decoy of mine that the questioner took is held in `current` ("I fed it a decoy, C2", "I slipped it a decoy, C2", "I planted a decoy, C2", "I handed it a decoy, C2", "I passed it a decoy, C2", "I gave it a decoy, C2", "I offered a decoy, C2"; each time the unit is C2, which differs from any value the questioner put forward); a value after my answer or my reply is held in `current`; a value dropped after my doubt is held only in `prior` (the note says it has no place for N, or for a partial drop what it keeps: "keeps only A", "keeps only B", "let C and B go, and keeps only A"); a kind the note says cannot be judged or is impossible to judge (the record beginning in the middle, opening mid-conversation, starting late or picking up after the first beat: `prior`; the record stopping short, truncated, breaking off, cut before the end or severed: `current`; both ends missing: both) is `unscored`; `?` where the note says the questioner is sure N is in one particular unit at a level under a named unit, never named (A?: A, then `?`, then null; B?: A, B, then `?`).

### The notes (letter form; prior -> current; U unscored, A? and B? a `?` below A or B)

''')
for s in STYLES:
    xs = []
    for st, adv, pr, cu, t in notes:
        if st == s:
            xs.append('%s -> %s%s: "%s"' % (pr, cu, ' (adversarial)' if adv == '1' else '', L(t)))
    w('- `%s`: %s\n' % (s, '; '.join(xs)))
ch = json.load(open(os.path.join(ROOT, 'ref', 'scenario_choices.json')))['chosen']
w('\n## 3. Universes used\n\nThe 20 scenarios of `ref/set155_scenarios.json` (one per tree of set 150\'s scenarios, in set 150\'s order; see `ref/scenario_choices.json` for each tree\'s record ids and set 150\'s id): %s. Each is the lowest record id of its tree group that is neither set 150\'s id nor one of set 153\'s ids (no group holds a set 153 id). Claims and notes are assigned to them in turn (entry number modulo 20, after the seeded shuffle; 15 claims and 3 notes, 6 estimate records, per scenario); for each text the generator draws two top units, two middle siblings under the first and the three lowest-level units under the first middle unit, in a drawn order (every tree has 3 top units, 3 middle units under each, 3 lowest-level units under each middle unit). Level keys met: '
  % ', '.join('`%s`' % x for x in SC))
parts = []
for k, where in ((0, 'at the top'), (1, 'in the middle'), (2, 'at the lowest level')):
    byk = OrderedDict()
    for sc in SC:
        byk.setdefault(U[sc]['levels'][k], []).append(sc)
    parts.append('; '.join('`%s` (%s)' % (key, ', '.join('`%s`' % x for x in v)) for key, v in byk.items()) + ' ' + where)
w('; '.join(parts) + ' (keys are lowercased; `team_name` reads "team", `project_codename` "project", `component_name` "component" and `full_affiliation` "unit"; other keys with _ read with a space). A unit name that ends in a full stop takes the full stop of a sentence it ends (build.py).\n\n')
w(open(os.path.join(HERE, 'doubts.md')).read())
open(os.path.join(ROOT, 'README.md'), 'w').write(''.join(out))
print('README.md written')
