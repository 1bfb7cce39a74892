"""Helpers for set 19's sources: scenario trees, slot filling, labels, mention cross-check.

A text is written once as a template with slots; the template's label is decided by hand
(which slot, if any, is the lowest committed value) and the slots are filled with values I chose
from one scenario's tree (never the ground truth, which was never read)."""
import json, os, re, random
HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes_used.json')))
SCEN = list(U)  # 20 ids, in rule order

HE = {'Marco': 'm', 'David': 'm', 'Leo': 'm', 'Carlos': 'm', 'Liam': 'm'}
SURNAME = {'official-101': 'Rossi', 'official-103': 'Nair', 'official-109': 'Kovac', 'official-110': 'Brandt',
           'official-114': 'Martin', 'official-120': 'Osei', 'official-122': 'Park', 'official-123': 'Haddad',
           'official-126': 'Lindqvist', 'official-128': 'Quinn', 'official-134': 'Mendes', 'official-135': 'Okoro',
           'official-139': 'Dubois', 'official-146': 'Varga', 'official-150': 'Fischer', 'official-167': 'Moreau',
           'official-172': 'Reyes', 'official-193': 'Ortega', 'official-205': 'Chen', 'official-209': 'Walsh'}
NOUN = {'company': 'company', 'corporation': 'corporation', 'division': 'division', 'company_division': 'division',
        'department': 'department', 'team': 'team', 'team_name': 'team', 'project_code': 'project',
        'project': 'project', 'project_group': 'project group', 'business_unit': 'business unit', 'group': 'group'}


class Tree:
    def __init__(self, sid):
        self.sid = sid
        u = U[sid]['universe']
        self.target = U[sid]['target']
        self.levels = list(u)
        self.ent = {}
        for a in u[self.levels[0]]:
            self.ent[a] = (0, None)
        for li in (1, 2):
            for p, kids in u[self.levels[li]].items():
                for k in kids:
                    self.ent[k] = (li, p)
        self.u = u

    def kids(self, e):
        li = self.ent[e][0]
        return list(self.u[self.levels[li + 1]].get(e, []))

    def tops(self):
        return list(self.u[self.levels[0]])

    def path(self, e):
        p = [None, None, None]
        cur = e
        while cur is not None:
            li, par = self.ent[cur]
            p[li] = cur
            cur = par
        return p


def hashform(name):
    return re.sub(r'[^A-Za-z0-9]', '', name)


def short(name):
    for pre in ('Project ', 'Project-'):
        if name.startswith(pre):
            return name[len(pre):]
    return name


def slots(tr, rng):
    """Choose a path and its neighbours (values asserted by the texts are my choice)."""
    tops = tr.tops()
    A = rng.choice(tops)
    bs = tr.kids(A)
    B = rng.choice(bs)
    cs = tr.kids(B)
    C = rng.choice(cs)
    C2, C3 = [c for c in cs if c != C][:2]
    if rng.random() < 0.5:
        C2, C3 = C3, C2
    B2, B3 = [b for b in bs if b != B][:2]
    if rng.random() < 0.5:
        B2, B3 = B3, B2
    A2 = rng.choice([a for a in tops if a != A])
    D = rng.choice(tr.kids(B2))
    X = rng.choice(tr.kids(rng.choice(tr.kids(A2))))
    ent = dict(A=A, B=B, C=C, C2=C2, C3=C3, B2=B2, B3=B3, A2=A2, D=D, X=X)
    T = tr.target
    m = T in HE
    sur = SURNAME[tr.sid]
    nA, nB, nC = (NOUN[l] for l in tr.levels)
    s = dict(ent)
    s.update(T=T, he='he' if m else 'she', He='He' if m else 'She', his='his' if m else 'her',
             His='His' if m else 'Her', him='him' if m else 'her', Him='Him' if m else 'Her',
             nA=nA, nB=nB, nC=nC, NA=nA.capitalize(), NB=nB.capitalize(), NC=nC.capitalize(),
             lA=tr.levels[0], lB=tr.levels[1], lC=tr.levels[2],
             Sur=sur, ini='%s.%s.' % (T[0], sur[0]), I=T[0], handle=(T[0] + sur).lower(),
             Cs=short(C), Ch=hashform(C), C2h=hashform(C2), C3h=hashform(C3), Bh=hashform(B), Ah=hashform(A))
    return s, ent


VARIANT = {'Cs': 'C', 'Ch': 'C', 'C2h': 'C2', 'C3h': 'C3', 'Bh': 'B', 'Ah': 'A'}
SLOT_RE = re.compile(r'\{([A-Za-z0-9]+)\}')


def fill(tmpl, s):
    used = SLOT_RE.findall(tmpl)
    text = SLOT_RE.sub(lambda m: s[m.group(1)], tmpl)
    return text, used


def mentions_from_slots(used, ent):
    out = []
    for k in used:
        k = VARIANT.get(k, k)
        if k in ent and ent[k] not in out:
            out.append(ent[k])
    return out


def auto_mentions(tr, text):
    """cross-check only: separator- and case-insensitive for multi-word names, case-sensitive words otherwise."""
    found = []
    norm = re.sub(r'[^a-z0-9]', '', text.lower())
    for e in sorted(tr.ent, key=len, reverse=True):
        if re.search(r'[\s\-_&]', e) or re.search(r'[a-z][A-Z]', e):
            variants = [e] + ([short(e)] if short(e) != e else [])
            for v in variants:
                nv = re.sub(r'[^a-z0-9]', '', v.lower())
                if v == short(e) and v != e:
                    if re.search(r'(?<![A-Za-z0-9])' + re.escape(v) + r'(?![A-Za-z0-9])', text):
                        found.append(e); break
                elif nv and nv in norm:
                    found.append(e); break
        else:
            if re.search(r'(?<![A-Za-z0-9])' + re.escape(e) + r'(?![a-z0-9])', text):
                found.append(e)
    return found


def belief(tr, e):
    vals = tr.path(e) if e else [None, None, None]
    return dict(zip(tr.levels, vals))
