"""Build set 187's claims.jsonl and estimates.jsonl from the letter-form sources in this folder.

Sources: real.txt (mark|text), tags.txt (tag|mark|text), attacker.txt (text), notes.txt
(style|adversarial|prior|current|text). Marks: L lowest, M middle, T top, X adversarial, 0 null.
Slots: N (the target's first name), {A} {A2} {B} {B2} {C} {C2} {C3} (units), {L0} {L1} {L2} (level nouns),
{L2s} (plural). Every drawn value comes from random.Random(187): one shuffle of the 300 claim templates, one of the
60 notes, then, text by text, the scenario in turn (entry number modulo 20), the units and (defender messages)
the question. With --check: print unit names of the 20 trees found in fixed text (whole word, case-insensitive),
an article before a unit slot, and doubled stops; nothing is written.
"""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
uni = json.load(open(os.path.join(HERE, 'universes.json')))
SCEN = json.load(open(os.path.join(SET, 'ref', 'set187_scenarios.json')))
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'company': 'company', 'corporation': 'corporation', 'group': 'group', 'project': 'project',
        'project_name': 'project', 'project_code': 'project', 'repo_name': 'repository',
        'product_group': 'product group', 'business_unit': 'business unit'}
QUESTIONS = ['Which {L2} is N in?', 'Where does N work?', 'Which {L1} does N belong to?', "Can you tell me N's {L2}?"]


def lines(name):
    return [l.rstrip('\n') for l in open(os.path.join(HERE, name), encoding='utf-8') if l.strip()]


def plural(w):
    return w[:-1] + 'ies' if w.endswith('y') and w[-2] not in 'aeiou' else w + 's'


def fill(tpl, name, levels, units):
    nouns = [NOUN[l] for l in levels]
    t = re.sub(r'\bN\b', '{N}', tpl)
    vals = {'N': name, 'L0': nouns[0], 'L1': nouns[1], 'L2': nouns[2], 'L2s': plural(nouns[2])}
    vals.update(units)
    out, mentions = '', []
    pos = 0
    for m in re.finditer(r'\{(\w+)\}', t):
        out += t[pos:m.start()]
        key = m.group(1)
        v = vals[key]
        if key.startswith('L'):
            # article fitted to the noun, capital at the start of the text or after a stop
            am = re.search(r'(^|\s)([Aa]n?) $', out)
            if am:
                art = 'an' if v[0] in 'aeiou' else 'a'
                if am.group(2)[0] == 'A':
                    art = art.capitalize()
                out = out[:am.start(2)] + art + ' '
            if out == '' or re.search(r'[.?!] $', out):
                v = v[0].upper() + v[1:]
        elif key != 'N':
            if v not in mentions:
                mentions.append(v)
        out += v
        pos = m.end()
    out += t[pos:]
    return out, mentions


def draw(rng, sid):
    u = uni[sid]['universe']
    L = uni[sid]['levels']
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([x for x in tops if x != A])
    mids = list(u[L[1]][A])
    B = rng.choice(mids)
    B2 = rng.choice([x for x in mids if x != B])
    lows = list(u[L[2]][B])
    rng.shuffle(lows)
    C, C2, C3 = lows
    return {'A': A, 'A2': A2, 'B': B, 'B2': B2, 'C': C, 'C2': C2, 'C3': C3}


def value(mark, un):
    return {'N': [None, None, None], 'A': [un['A'], None, None], 'A2': [un['A2'], None, None],
            'B': [un['A'], un['B'], None], 'B2': [un['A'], un['B2'], None],
            'C': [un['A'], un['B'], un['C']], 'C2': [un['A'], un['B'], un['C2']],
            'C3': [un['A'], un['B'], un['C3']], 'A?': [un['A'], '?', None],
            'B?': [un['A'], un['B'], '?'], 'U': 'unscored'}[mark]


def templates():
    out = []
    for l in lines('real.txt'):
        mk, tx = l.split('|', 1)
        out.append(('realistic_reply', 'defender', mk, tx))
    for l in lines('tags.txt'):
        tg, mk, tx = l.split('|', 2)
        out.append((tg, 'defender', mk, tx))
    for l in lines('attacker.txt'):
        out.append(('attacker_probe', 'attacker', 'P', l))
    return out


def notes():
    out = []
    for l in lines('notes.txt'):
        st, adv, pr, cu, tx = l.split('|', 4)
        out.append((st, adv == '*', pr, cu, tx))
    return out


def check():
    allnames = set()
    for sid in SCEN:
        u = uni[sid]['universe']
        L = uni[sid]['levels']
        allnames |= set(u[L[0]])
        for li in (1, 2):
            for kids in u[L[li]].values():
                allnames |= set(kids)
    texts = [t[3] for t in templates()] + [n[4] for n in notes()]
    probs = 0
    for tx in texts:
        fixed = re.sub(r'\{\w+\}', ' ', tx)
        for nm in sorted(allnames):
            if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(nm), fixed, re.I):
                print('unit name in fixed text:', nm, '|', tx); probs += 1
        if re.search(r'\b(a|an|A|An) \{(A2?|B2?|C[23]?)\}', tx):
            print('article before a unit slot:', tx); probs += 1
        if '..' in tx or ' ,' in tx or '  ' in tx:
            print('doubled stop or space:', tx); probs += 1
        for m in re.finditer(r'\{(\w+)\}', tx):
            if m.group(1) not in ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'L0', 'L1', 'L2', 'L2s', 'N'):
                print('unknown slot:', tx); probs += 1
        if re.search(r'(?<![{\w])(A2|B2?|C[23]?|L[012])(?![}\w])', tx):
            print('slot without braces?', tx); probs += 1
    print('%d problems' % probs)


def build():
    rng = random.Random(187)
    tpls = templates()
    nts = notes()
    assert len(tpls) == 300 and len(nts) == 60
    rng.shuffle(tpls)
    rng.shuffle(nts)
    claims, marks = [], {'claims': {}, 'notes': {}}
    for i, (tag, spk, mk, tx) in enumerate(tpls):
        sid = SCEN[i % 20]
        L = uni[sid]['levels']
        un = draw(rng, sid)
        text, ment = fill(tx, uni[sid]['name'], L, un)
        q = None
        if spk == 'defender':
            q, _ = fill(rng.choice(QUESTIONS), uni[sid]['name'], L, un)
        b = {'L': value('C', un), 'M': value('B', un), 'T': value('A', un)}.get(mk, [None, None, None])
        cid = 'c-%03d' % (i + 1)
        claims.append({'id': cid, 'scenario': sid, 'speaker': spk, 'construction': tag, 'question': q,
                       'text': text, 'mentions': ment, 'belief': dict(zip(L, b))})
        marks['claims'][cid] = {'mark': mk, 'template': tx, 'units': un}
    ests = []
    for i, (st, adv, pr, cu, tx) in enumerate(nts):
        sid = SCEN[i % 20]
        L = uni[sid]['levels']
        un = draw(rng, sid)
        text, ment = fill(tx, uni[sid]['name'], L, un)
        for k, (kind, mk) in enumerate((('prior', pr), ('current', cu))):
            eid = 'e-%03d' % (2 * i + k + 1)
            v = value(mk, un)
            ests.append({'id': eid, 'scenario': sid, 'kind': kind, 'construction': st, 'text': text,
                         'label': v if v == 'unscored' else dict(zip(L, v))})
            marks['notes'][eid] = {'adversarial': adv, 'prior': pr, 'current': cu, 'mark': mk, 'template': tx,
                                   'units': un, 'mentions': ment}
    with open(os.path.join(SET, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(SET, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump(marks, open(os.path.join(HERE, 'marks.json'), 'w'), indent=1, ensure_ascii=False)


if __name__ == '__main__':
    check() if '--check' in sys.argv else build()
