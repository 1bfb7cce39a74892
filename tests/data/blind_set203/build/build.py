"""Builds set 203's claims.jsonl and estimates.jsonl from build/real.txt, build/tags.txt, build/attacker.txt and
build/notes.txt (letter-form templates with slots {N} {A} {A2} {B} {B2} {C} {C2} {C3} {L0} {L1} {L2} {L1s} {L2s}).
Every drawn value comes from random.Random(203): one shuffle of the 300 claim templates, one shuffle of the 60
notes, one draw of units per text and one draw of the question per defender message. Scenarios in turn (entry
number modulo 20, in the order of ref/set203_scenarios.json). Writes ../claims.jsonl, ../estimates.jsonl and
build/marks.json. With --check it prints, per template, any unit name of the 20 trees (whole word, any case) or
level-noun word in the fixed text, unknown slots, doubled stops, an article before a level-noun slot, a text not
opening with a capital once filled, and (notes) a missing own style word or another style's word."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
U = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(ROOT, 'ref', 'set203_scenarios.json')))
NOUN = {'company': ('company', 'companies'), 'corporation': ('corporation', 'corporations'),
        'division': ('division', 'divisions'), 'department': ('department', 'departments'),
        'team': ('team', 'teams'), 'team_name': ('team', 'teams'), 'team_id': ('team', 'teams'),
        'business_unit': ('business unit', 'business units'), 'project': ('project', 'projects'),
        'project_team': ('project team', 'project teams')}
LEVEL_WORDS = ['company', 'companies', 'corporation', 'corporations', 'division', 'divisions', 'department',
               'departments', 'team', 'teams', 'business unit', 'business units', 'project', 'projects', 'group',
               'groups']
STYLES = ['levain', 'autolyse', 'poolish', 'windowpane', 'ovenspring', 'overproofed']
QUESTIONS = ['Which {L2} is {N} in?', 'Where does {N} work?', 'Which {L1} does {N} belong to?',
             "Can you tell me {N}'s {L2}?"]
SLOTS = {'N', 'A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L1s', 'L2s'}
UNIT_SLOTS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']


def lines(name):
    return [l.rstrip('\n').split('|') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


real = [('realistic_reply', m, 'defender', t) for m, t in lines('real.txt')]
tags = [(g, m, 'defender', t) for g, m, t in lines('tags.txt')]
att = [('attacker_probe', m, 'attacker', t) for m, t in lines('attacker.txt')]
notes = [tuple(x) for x in lines('notes.txt')]
assert len(real) == 184 and len(tags) == 96 and len(att) == 20 and len(notes) == 60


def tree(sc):
    u = U[sc]; lv = u['levels']; t = u['tree']
    tops = sorted(t[lv[0]])
    kids = {}
    for li in (1, 2):
        for p, ks in t[lv[li]].items():
            kids[p] = sorted(ks)
    return lv, tops, kids


def names_of_all():
    out = set()
    for sc in SCEN:
        lv, tops, kids = tree(sc)
        out.update(tops)
        for ks in kids.values():
            out.update(ks)
    return out


def poss(x):
    return x + "'" if x.endswith('s') else x + "'s"


def fill(tpl, sc, units):
    lv = U[sc]['levels']
    vals = dict(units)
    vals['N'] = U[sc]['name']
    for i, k in enumerate(('L0', 'L1', 'L2')):
        vals[k] = NOUN[lv[i]][0]
        vals[k + 's'] = NOUN[lv[i]][1]
    out = re.sub(r"\{(\w+)\}'s", lambda m: poss(vals[m.group(1)]), tpl)
    out = re.sub(r'\{(\w+)\}', lambda m: vals[m.group(1)], out)
    return out


def draw(rng, sc):
    lv, tops, kids = tree(sc)
    A = rng.choice(tops)
    B = rng.choice(kids[A])
    C = rng.choice(kids[B])
    A2 = rng.choice([x for x in tops if x != A])
    B2 = rng.choice([x for x in kids[A] if x != B])
    C2, C3 = rng.sample([x for x in kids[B] if x != C], 2)
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def mentions(tpl, units):
    out = []
    for m in re.finditer(r'\{(\w+)\}', tpl):
        s = m.group(1)
        if s in UNIT_SLOTS and units[s] not in out:
            out.append(units[s])
    return out


def path(code, units, tops_kids):
    if code == 'N':
        return [None, None, None]
    if code == 'U':
        return 'unscored'
    q = code.endswith('?')
    s = code.rstrip('?')
    A, B = units['A'], units['B']
    if s in ('A', 'A2'):
        v = [units[s], '?' if q else None, None]
    elif s in ('B', 'B2'):
        v = [A, units[s], '?' if q else None]
    else:
        v = [A, B, units[s]]
    return v


def label(levels, v):
    return v if v == 'unscored' else dict(zip(levels, v))


BELIEF = {'L': 'C', 'M': 'B', 'T': 'A', 'X': 'N', 'N': 'N'}


def check():
    allnames = names_of_all()
    probs = 0
    pools = [(c, t) for c, m, s, t in real + tags + att] + [('note:' + n[0], n[4]) for n in notes]
    for c, t in pools:
        for s in re.findall(r'\{(\w+)\}', t):
            if s not in SLOTS:
                print('unknown slot', s, t); probs += 1
        fixed = re.sub(r'\{\w+\}', ' ', t)
        for nm in allnames:
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('unit name %r in fixed text: %s' % (nm, t)); probs += 1
        for w in LEVEL_WORDS:
            if re.search(r'\b%s\b' % w, fixed, re.I):
                print('level word %r: %s' % (w, t)); probs += 1
        if re.search(r'\b(a|an|A|An)\s+\{L', t):
            print('article before level slot:', t); probs += 1
        if '..' in t or ' ,' in t or ' .' in t:
            print('doubled stop or stray space:', t); probs += 1
        if t.startswith('{L'):
            print('opens with a level noun:', t); probs += 1
        if c.startswith('note:'):
            st = c[5:]
            low = t.lower()
            if not re.search(r'\b%s\b' % st, low):
                print('note lacks its style word:', t); probs += 1
            for o in STYLES:
                if o != st and o in low:
                    print('note has another style word %s: %s' % (o, t)); probs += 1
    print('%d problems' % probs)


def build():
    rng = random.Random(203)
    pool = list(real + tags + att)
    rng.shuffle(pool)
    nl = list(notes)
    rng.shuffle(nl)
    claims, marks = [], {}
    for i, (con, mark, spk, tpl) in enumerate(pool):
        sc = SCEN[i % 20]
        lv = U[sc]['levels']
        units = draw(rng, sc)
        text = fill(tpl, sc, units)
        assert text[0].isupper() or text[0] in '"', text
        q = None
        if spk == 'defender':
            q = fill(rng.choice(QUESTIONS), sc, units)
        b = path(BELIEF[mark], units, None)
        rid = 'c-%03d' % (i + 1)
        claims.append({'id': rid, 'scenario': sc, 'speaker': spk, 'construction': con, 'question': q,
                       'text': text, 'mentions': mentions(tpl, units), 'belief': dict(zip(lv, b))})
        marks[rid] = {'mark': mark, 'template': tpl, 'construction': con}
    ests = []
    for j, (style, adv, pr, cu, tpl) in enumerate(nl):
        sc = SCEN[j % 20]
        lv = U[sc]['levels']
        units = draw(rng, sc)
        text = fill(tpl, sc, units)
        assert text[0].isupper(), text
        for k, (kind, code) in enumerate((('prior', pr), ('current', cu))):
            rid = 'e-%03d' % (2 * j + k + 1)
            ests.append({'id': rid, 'scenario': sc, 'kind': kind, 'construction': style, 'text': text,
                         'label': label(lv, path(code, units, None))})
            marks[rid] = {'adv': adv == '1', 'code': code, 'template': tpl, 'construction': style}
    with open(os.path.join(ROOT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(ROOT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=0)
    print('wrote %d claims, %d estimates' % (len(claims), len(ests)))


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
