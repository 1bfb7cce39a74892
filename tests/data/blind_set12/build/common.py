"""Helpers for set 12's labelled texts (stdlib only).

C(...) records a claim, E(...) a defender note; mentions are found by a separator- and
case-insensitive longest match over the universe's names (plus the head word of `Project X`,
`Team X`, `Operation X`, `X Division` names) and corrected by hand with m=[...]
('+Name' adds, '-Name' removes).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
UNI = json.load(open(os.path.join(HERE, 'universes_used.json'), encoding='utf-8'))

CLAIMS = []
ESTS = []


def tree(sc):
    u = UNI[sc]['universe']
    levels = list(u)
    ent = {}
    for e in u[levels[0]]:
        ent[e] = (0, None)
    for li in (1, 2):
        for parent, kids in u[levels[li]].items():
            for k in kids:
                ent[k] = (li, parent)
    return levels, ent


def path(sc, e):
    levels, ent = tree(sc)
    p = [None, None, None]
    cur = e
    while cur is not None:
        li, par = ent[cur]
        p[li] = cur
        cur = par
    return p


def u_top(sc):
    u = UNI[sc]['universe']
    return list(u[list(u)[0]])


def _chunks(name):
    parts = re.findall(r'[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|&', name)
    return parts


def _pattern(name):
    parts = _chunks(name)
    body = r'[\s_\-\.]*'.join(re.escape(p) for p in parts)
    return re.compile(r'(?<![A-Za-z0-9])' + body + r"(?![A-Za-z0-9])", re.I)


def _aliases(sc):
    levels, ent = tree(sc)
    out = [(e, e) for e in ent]
    heads = {}
    for e in ent:
        m = re.fullmatch(r'(?:Project|Team|Operation)[\s\-_]+(.+)', e) or re.fullmatch(r'(.+?) Division', e)
        if m:
            heads.setdefault(m.group(1), []).append(e)
    for e in u_top(sc):
        w = e.split()
        # a company's head word (`Stark`, `Cyberdyne`) only where the rest is a company suffix
        if len(w) > 1 and w[-1].rstrip('.') in ('Inc', 'Corp', 'Systems', 'Industries', 'Holdings'):
            heads.setdefault(w[0].rstrip('.'), []).append(e)
    for h, es in heads.items():
        if len(es) == 1 and h not in ent:
            out.append((h, es[0]))
    return out


_PATS = {}


def find_mentions(sc, text):
    if sc not in _PATS:
        _PATS[sc] = [(_pattern(a), e) for a, e in _aliases(sc)]
    hits = []
    for pat, e in _PATS[sc]:
        for m in pat.finditer(text):
            hits.append((m.start(), m.end(), e))
    hits.sort(key=lambda h: (-(h[1] - h[0]), h[0]))
    taken = []
    found = []
    for s, t, e in hits:
        if any(s < b and a < t for a, b in taken):
            continue
        taken.append((s, t))
        found.append((s, e))
    found.sort()
    out = []
    for _, e in found:
        if e not in out:
            out.append(e)
    return out


def _fix(sc, auto, m):
    if m is None:
        return auto
    if all(x[:1] in '+-' for x in m):
        out = list(auto)
        for x in m:
            if x[0] == '+' and x[1:] not in out:
                out.append(x[1:])
            elif x[0] == '-' and x[1:] in out:
                out.remove(x[1:])
        return out
    return list(m)


def C(sc, tag, text, low=None, m=None, adv=False, doubt=None, q=None, speaker='defender'):
    """one claim: `low` is the lowest committed entity (ancestors filled in) or None."""
    levels, ent = tree(sc)
    assert sc in UNI, sc
    if low is not None:
        assert low in ent, (sc, low)
    assert not (adv and low is not None), text
    mentions = _fix(sc, find_mentions(sc, text), m)
    for x in mentions:
        assert x in ent, (sc, x, text)
    vals = path(sc, low) if low else [None, None, None]
    if q is None and speaker == 'defender':
        q = 'Which %s is %s in?' % (levels[2].replace('_', ' '), UNI[sc]['target'])
    if speaker == 'attacker':
        q = None
    CLAIMS.append({'scenario': sc, 'speaker': speaker, 'construction': tag, 'question': q, 'text': text,
                   'mentions': mentions, 'belief': dict(zip(levels, vals)), '_adv': adv, '_doubt': doubt})


def R(sc, text, low=None, **kw):
    C(sc, 'realistic_reply', text, low, **kw)


def A(sc, text, low=None, **kw):
    C(sc, 'attacker_probe', text, low, speaker='attacker', **kw)


def L(sc, low, below=None):
    """an estimate label: `low` and its ancestors, `below` ('?' or None) under it;
    low may be '?' (all '?' -> unscored) or None (all null)."""
    levels, ent = tree(sc)
    if low == '?':
        return 'unscored'
    if low is None:
        vals = [None, None, None]
    else:
        vals = path(sc, low)
        k = ent[low][0]
        for j in range(k + 1, 3):
            vals[j] = below
    if all(v == '?' for v in vals):
        return 'unscored'
    return dict(zip(levels, vals))


def LQ(sc, *vals):
    """an explicit label (three values: entity / None / '?')."""
    levels, ent = tree(sc)
    if all(v == '?' for v in vals):
        return 'unscored'
    return dict(zip(levels, vals))


NO = object()


def E(sc, tag, text, prior=NO, current=NO, doubt=None):
    """one defender note; prior/current: a label from L/LQ, 'unscored', or NO (no record)."""
    assert sc in UNI
    for kind, lab in (('prior', prior), ('current', current)):
        if lab is NO:
            continue
        ESTS.append({'scenario': sc, 'kind': kind, 'construction': tag, 'text': text, 'label': lab,
                     '_doubt': doubt})
