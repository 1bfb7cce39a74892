"""Trees, slot filling and labels for set 22 (stdlib only)."""
import json, os, random, re

HERE = os.path.dirname(os.path.abspath(__file__))
UNI = json.load(open(os.path.join(HERE, 'universes_used.json')))
SCEN = list(UNI)  # order of ref/scenario_choices.json
HE = {'David', 'Darius', 'Marcus', 'Liam'}
NOUN = {'division': 'division', 'department': 'department', 'team': 'team', 'team_name': 'team',
        'product_group': 'product group', 'project_name': 'project', 'repo_name': 'repo',
        'company': 'company', 'group': 'group', 'project': 'project', 'business_unit': 'business unit',
        'corporation': 'corporation', 'project_code': 'project'}


def tree(sc):
    u = UNI[sc]['universe']
    L = list(u)
    return L, u


def pick(sc, rng):
    """a path and the sibling slots, chosen with rng."""
    L, u = tree(sc)
    tops = list(u[L[0]])
    A = rng.choice(tops)
    A2 = rng.choice([t for t in tops if t != A])
    mids = list(u[L[1]][A])
    B = rng.choice(mids)
    B2, B3 = [m for m in mids if m != B][:2] if rng.random() < .5 else [m for m in mids if m != B][::-1][:2]
    lows = list(u[L[2]][B])
    C = rng.choice(lows)
    C2, C3 = [x for x in lows if x != C] if rng.random() < .5 else [x for x in lows if x != C][::-1]
    C4 = rng.choice(u[L[2]][B2])
    A2B = rng.choice(u[L[1]][A2])
    A2C = rng.choice(u[L[2]][A2B])
    return dict(A=A, B=B, C=C, C2=C2, C3=C3, B2=B2, B3=B3, C4=C4, A2=A2, A2B=A2B, A2C=A2C)


def slug(name):
    return re.sub(r'[^a-z0-9]+', '-', name.lower()).strip('-')


def fill(text, sc, slots):
    """returns (filled text, mentions in order of first use)."""
    L, u = tree(sc)
    name = UNI[sc]['target']
    he = name in HE
    pro = {'she': 'he' if he else 'she', 'She': 'He' if he else 'She',
           'her': 'his' if he else 'her', 'Her': 'His' if he else 'Her',
           'him': 'him' if he else 'her', 'hers': 'his' if he else 'hers',
           'herself': 'himself' if he else 'herself', 'Herself': 'Himself' if he else 'Herself'}
    lv = {'lA': NOUN[L[0]], 'lB': NOUN[L[1]], 'lC': NOUN[L[2]]}
    mentions = []

    def rep(m):
        key = m.group(1)
        if key == 'N':
            return name
        if key in pro:
            return pro[key]
        if key in lv:
            return lv[key]
        if key in ('LA', 'LB', 'LC'):
            return lv['l' + key[1]].capitalize()
        if key.startswith('slug:'):
            s = key[5:]
            if slots[s] not in mentions:
                mentions.append(slots[s])
            return slug(slots[s])
        if key in slots:
            if slots[key] not in mentions:
                mentions.append(slots[key])
            return slots[key]
        raise KeyError(key)
    out = re.sub(r'\{([A-Za-z0-9:]+)\}', rep, text)
    if he:  # templates write the target as 'she' / 'her' (possessive); objective 'her' is written {him}
        for a, b in (('she', 'he'), ('She', 'He'), ('herself', 'himself'), ('hers', 'his'), ('her', 'his'), ('Her', 'His')):
            out = re.sub(r'\b%s\b' % a, b, out)
    return out, mentions


def belief(sc, slots, slot):
    """slot: 'A' / 'B' / 'C' (lowest committed level of the chosen path) or None."""
    L, u = tree(sc)
    vals = [None, None, None]
    if slot is not None:
        k = 'ABC'.index(slot)
        for j in range(k + 1):
            vals[j] = slots['ABC'[j]]
    return dict(zip(L, vals))


def est_label(sc, slots, spec):
    """spec: 'unscored' or a 3-tuple of slot name / None / '?'."""
    if spec == 'unscored':
        return 'unscored'
    L, u = tree(sc)
    return dict(zip(L, [slots[v] if v not in (None, '?') else v for v in spec]))
