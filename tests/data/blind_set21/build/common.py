"""Set 21: trees, slot filling and labels (stdlib only)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes_used.json')))
SCENARIOS = list(U)
FEMALE = {'Eleanor', 'Diana', 'Maria', 'Olivia', 'Zara', 'Sophia', 'Chloe', 'Priya'}
LEVEL_NOUN = {'team_name': 'team', 'full_affiliation': 'team', 'component_name': 'component',
              'project_codename': 'project', 'project_code': 'project code'}


def level_noun(l):
    return LEVEL_NOUN.get(l, l.replace('_', ' ').lower())


def tree(sc):
    u = U[sc]['universe']
    L = U[sc]['levels']
    ent = {}
    for a in u[L[0]]:
        ent[a] = (0, None)
    for li in (1, 2):
        for p, kids in u[L[li]].items():
            for k in kids:
                ent[k] = (li, p)
    return L, u, ent


def path_of(ent, e):
    p = [None, None, None]
    cur = e
    while cur is not None:
        li, par = ent[cur]
        p[li] = cur
        cur = par
    return p


def fill_slots(sc, rng):
    """A path A/B/C and its neighbours, chosen with rng."""
    L, u, ent = tree(sc)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    bs = list(u[L[1]][A])
    B = rng.choice(bs)
    cs = list(u[L[2]][B])
    C = rng.choice(cs)
    cs2 = [c for c in cs if c != C]
    rng.shuffle(cs2)
    bs2 = [b for b in bs if b != B]
    rng.shuffle(bs2)
    A2 = rng.choice([t for t in tops if t != A])
    A2B = rng.choice(list(u[L[1]][A2]))
    A2C = rng.choice(list(u[L[2]][A2B]))
    name = U[sc]['target']
    f = name in FEMALE
    s = {'A': A, 'B': B, 'C': C, 'C2': cs2[0], 'C3': cs2[1], 'B2': bs2[0], 'B3': bs2[1],
         'C4': rng.choice(list(u[L[2]][bs2[0]])), 'A2': A2, 'A2B': A2B, 'A2C': A2C}
    words = {'N': name, 'he': 'she' if f else 'he', 'He': 'She' if f else 'He',
             'his': 'her' if f else 'his', 'His': 'Her' if f else 'His', 'him': 'her' if f else 'him',
             'hers': 'hers' if f else 'his', 'himself': 'herself' if f else 'himself',
             'la': level_noun(L[0]), 'lb': level_noun(L[1]), 'lc': level_noun(L[2])}
    return s, words


SLOT_RE = re.compile(r'\{(A2C|A2B|A2|B2|B3|C2|C3|C4|A|B|C|N|he|He|his|His|him|hers|himself|la|lb|lc)(\|slug|\|upper)?\}')


def slug(x):
    return re.sub(r'[^a-z0-9]+', '-', x.lower()).strip('-')


def render(text, s, words):
    used = []

    def rep(m):
        k = m.group(1)
        if k in s:
            if s[k] not in used:
                used.append(s[k])
            if m.group(2) == '|slug':
                return slug(s[k])
            if m.group(2) == '|upper':
                return s[k].upper()
            return s[k]
        return words[k]
    out = SLOT_RE.sub(rep, text)
    out = re.sub(r'(Inc|Corp|Co)\.\.(?!\.)', r'\1.', out)
    return out, used


def label(sc, s, slots):
    """slots: None (all null), a slot name (its path, ancestors filled), or a 3-tuple of slot / None / '?'."""
    L, u, ent = tree(sc)
    if slots is None:
        vals = [None, None, None]
    elif isinstance(slots, str):
        vals = path_of(ent, s[slots])
    else:
        vals = [s[x] if x not in (None, '?') else x for x in slots]
        # a named value fixes its ancestors
        for k, v in enumerate(vals):
            if v not in (None, '?'):
                p = path_of(ent, v)
                for j in range(k):
                    if vals[j] not in (None,) and vals[j] != p[j] and vals[j] != '?':
                        raise ValueError('bad path %r' % (vals,))
                    vals[j] = p[j]
    return {l: v for l, v in zip(L, vals)}
