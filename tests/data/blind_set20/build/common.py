"""Trees, slot filling and labels for set 20 (stdlib only)."""
import json, os, random, re
HERE = os.path.dirname(os.path.abspath(__file__))
UNI = json.load(open(os.path.join(HERE, 'universes_used.json')))
SCEN = list(UNI)
PRON = {'Marcus': 'he', 'Chloe': 'she', 'David': 'he', 'Ethan': 'he', 'Chen': 'he', 'Maria': 'she',
        'Zara': 'she', 'Diana': 'she', 'Maya': 'she'}
FORMS = {'he': ('he', 'his', 'him', 'himself'), 'she': ('she', 'her', 'her', 'herself')}
SURNAME = {'official-141': 'Okafor', 'official-214': 'Lindqvist', 'official-035': 'Bellamy', 'official-111': 'Moreau',
           'official-183': 'Achterberg', 'official-112': 'Nakamura', 'official-057': 'Wei', 'official-024': 'Santos',
           'official-013': 'Haddad', 'official-017': 'Dubois', 'official-250': 'Kovacs', 'official-105': 'Ferreira',
           'official-130': 'Raman', 'official-144': 'Laurent', 'official-197': 'Adeyemi', 'official-161': 'Brennan',
           'official-072': 'Rossi', 'official-116': 'Vance', 'official-239': 'Nguyen', 'official-113': 'Oyelaran'}


def tree(sc):
    u = UNI[sc]['universe']
    L = list(u)
    return L, u


def entities(sc):
    L, u = tree(sc)
    ent = {a: (0, None) for a in u[L[0]]}
    for li in (1, 2):
        for p, kids in u[L[li]].items():
            for k in kids:
                ent[k] = (li, p)
    return ent


def path(sc, e):
    ent = entities(sc)
    p = [None, None, None]
    while e is not None:
        li, par = ent[e]
        p[li] = e
        e = par
    return p


def slots(sc, seed):
    """A path chosen with a seeded generator and its neighbours."""
    rng = random.Random(seed)
    L, u = tree(sc)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    Bs = list(u[L[1]][A]); B = rng.choice(Bs); B2 = rng.choice([b for b in Bs if b != B])
    Cs = list(u[L[2]][B]); C = rng.choice(Cs); C2, C3 = [c for c in Cs if c != C]
    C4 = rng.choice(list(u[L[2]][B2]))
    A2B = rng.choice(list(u[L[1]][A2])); A2C = rng.choice(list(u[L[2]][A2B]))
    name = UNI[sc]['target']
    p = FORMS[PRON.get(name, 'he')]
    s = dict(A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, C4=C4, A2B=A2B, A2C=A2C, T=name,
             he=p[0], He=p[0].capitalize(), his=p[1], His=p[1].capitalize(), him=p[2], himself=p[3],
             S=SURNAME[sc], I=name[0],
             l0=L[0].replace('_', ' '), l1=L[1].replace('_', ' '), l2=L[2].replace('_', ' '),
             L0=L[0].replace('_', ' ').capitalize(), L1=L[1].replace('_', ' ').capitalize(),
             L2=L[2].replace('_', ' ').capitalize())
    return s


UNIT_SLOTS = ('A', 'A2', 'B', 'B2', 'C', 'C2', 'C3', 'C4', 'A2B', 'A2C')


def fill(text, s):
    used = [k for k in re.findall(r'\{(\w+)\}', text) if k in s]
    out = text
    for k in sorted(set(used), key=len, reverse=True):
        out = out.replace('{%s}' % k, s[k])
    mentions = []
    for k in used:
        if k in UNIT_SLOTS and s[k] not in mentions:
            mentions.append(s[k])
    return out, mentions


def belief(sc, s, slot):
    L, u = tree(sc)
    vals = [None, None, None] if slot is None else path(sc, s[slot])
    return dict(zip(L, vals))
