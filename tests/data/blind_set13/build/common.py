"""Helpers for set 13's hand-written texts: one C(...) per claim, one E(...) per note.

Labels are given by hand (the lowest committed entity; its tree parents are filled in).
Mentions are found by a separator- and case-insensitive longest match over the universe's
names (single-word names are matched case-sensitively, so ordinary words are not caught) plus the
head word of `Project X` / `Team X` / `X_Team` names, then fixed by hand with m=[...].
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
UNIS = json.load(open(os.path.join(HERE, 'universes_used.json')))

CLAIMS = []
ESTS = []
_cur = {'sid': None}


def S(sid):
    """Set the scenario the following C(...) / E(...) calls speak about."""
    if sid not in UNIS:
        raise SystemExit('scenario %s not in universes_used.json' % sid)
    _cur['sid'] = sid


def tree(sid):
    u = UNIS[sid]['universe']
    levels = list(u)
    ent = {}
    for e in u[levels[0]]:
        ent[e] = (0, None)
    for li in (1, 2):
        for parent, kids in u[levels[li]].items():
            for k in kids:
                ent[k] = (li, parent)
    return levels, ent


def path(sid, e):
    levels, ent = tree(sid)
    p = [None, None, None]
    cur = e
    while cur is not None:
        li, par = ent[cur]
        p[li] = cur
        cur = par
    return p


def _norm(s):
    return re.sub(r'[\s_\-]+', ' ', s)


def _variants(name):
    out = {name}
    for pre in ('Project ', 'Team '):
        if name.startswith(pre):
            out.add(name[len(pre):])
    if name.endswith('_Team'):
        out.add(name[:-5])
    for suf in (' Inc.', ' Inc', ' Corp.', ' Corp', ' Systems', ' Solutions', ' Group', ' Innovations', ' Corporation'):
        if name.endswith(suf) and ' ' not in name[:-len(suf)]:
            out.add(name[:-len(suf)])
    return out


def find_mentions(sid, text):
    levels, ent = tree(sid)
    cands = []
    for e in ent:
        for v in _variants(e):
            cands.append((v, e))
    cands.sort(key=lambda x: -len(x[0]))
    t = _norm(text)
    taken = [False] * len(t)
    found = []
    for v, e in cands:
        nv = _norm(v)
        single = ' ' not in nv
        flags = 0 if single else re.I
        pat = r'(?<![A-Za-z0-9])' + re.escape(nv).replace(r'\ ', r'[\s_\-]*') + r"(?![A-Za-z0-9])"
        for mm in re.finditer(pat, t, flags):
            if any(taken[mm.start():mm.end()]):
                continue
            for i in range(mm.start(), mm.end()):
                taken[i] = True
            if e not in found:
                found.append(e)
    return found


def _belief(sid, lowest):
    levels, ent = tree(sid)
    if lowest is None:
        vals = [None, None, None]
    else:
        if lowest not in ent:
            raise SystemExit('%s: %r is not an entity' % (sid, lowest))
        vals = path(sid, lowest)
    return dict(zip(levels, vals))


def C(tag, text, lowest=None, adv=False, m=None, q=None, doubt=None, spk='defender', madd=(), mdel=()):
    sid = _cur['sid']
    levels, ent = tree(sid)
    ment = list(m) if m is not None else find_mentions(sid, text)
    ment = [x for x in ment if x not in mdel] + [x for x in madd if x not in ment]
    for x in ment:
        if x not in ent:
            raise SystemExit('%s: mention %r is not an entity (%r)' % (sid, x, text[:60]))
    if lowest is not None:
        li = ent[lowest][0]
        if lowest not in ment and not any(path(sid, x)[li] == lowest for x in ment):
            raise SystemExit('%s: committed %r not mentioned in %r (mentions %r)' % (sid, lowest, text[:80], ment))
    if adv and lowest is not None:
        raise SystemExit('adversarial item with a committed value: %r' % text[:60])
    if spk == 'attacker':
        question = None
    elif q is not None:
        question = q
    else:
        question = 'Which %s is %s in?' % (levels[2], UNIS[sid]['target'])
    CLAIMS.append({'scenario': sid, 'speaker': spk, 'construction': tag, 'question': question, 'text': text,
                   'mentions': ment, 'belief': _belief(sid, lowest), '_adv': adv, '_doubt': doubt})


def A(text, lowest=None, m=None, doubt=None):
    """An attacker message (tag attacker_probe)."""
    C('attacker_probe', text, lowest, m=m, doubt=doubt, spk='attacker')


def _label(sid, x):
    levels, ent = tree(sid)
    if x == 'unscored':
        return 'unscored'
    if x == 0:
        return dict(zip(levels, [None, None, None]))
    if isinstance(x, str):
        if x not in ent:
            raise SystemExit('%s: %r is not an entity' % (sid, x))
        return dict(zip(levels, path(sid, x)))
    vals = list(x)
    if all(v == '?' for v in vals):
        return 'unscored'
    return dict(zip(levels, vals))


def E(tag, text, prior=None, current=None, doubt=None):
    """A defender note; prior/current: None (no record), 0 (all null), an entity (with parents,
    null below), a 3-tuple with '?' allowed, or 'unscored'."""
    sid = _cur['sid']
    if prior is None and current is None:
        raise SystemExit('note with no record: %r' % text[:60])
    ESTS.append({'scenario': sid, 'construction': tag, 'text': text,
                 'prior': None if prior is None else _label(sid, prior),
                 'current': None if current is None else _label(sid, current), '_doubt': doubt})
