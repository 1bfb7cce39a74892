"""Helpers for the labeller's source: C/A record claims, E records estimate notes."""
import json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
U = json.load(open(os.path.join(HERE, 'universes_used.json')))
CLAIMS, ESTS = [], []


def tree(sc):
    u = U[sc]['universe']
    lv = list(u)
    ent = {e: (0, None) for e in u[lv[0]]}
    for li in (1, 2):
        for p, kids in u[lv[li]].items():
            for k in kids:
                ent[k] = (li, p)
    return lv, ent


def path(sc, e):
    lv, ent = tree(sc)
    out = [None, None, None]
    while e is not None:
        li, p = ent[e]
        out[li] = e
        e = p
    return dict(zip(lv, out))


def norm(s):
    return re.sub(r'[\s_\-]+', '', s).lower()


def find_mentions(sc, text):
    """longest match over the universe's names: multi-word / punctuated names separator- and
    case-insensitively, single plain words case-sensitively on word boundaries."""
    lv, ent = tree(sc)
    found = []
    for e in sorted(ent, key=len, reverse=True):
        if re.fullmatch(r'[A-Za-z0-9]+', e) and not re.search(r'[a-z][A-Z]', e):
            if re.search(r'(?<![A-Za-z0-9])%s(?![A-Za-z0-9])' % re.escape(e), text):
                found.append(e)
        else:
            parts = [re.escape(p) for p in re.split(r'[\s_\-]+', e) if p]
            pat = r'(?<![A-Za-z0-9])' + r'[\s_\-]*'.join(parts) + r'(?![A-Za-z0-9])'
            if re.search(pat, text, re.I):
                found.append(e)
    # drop names contained in a longer found name's match (e.g. 'Project Nova' vs 'Nova')
    keep = []
    for e in found:
        if any(e != f and norm(e) in norm(f) and re.search(re.escape(f).replace('\\ ', '[\\s_\\-]*'), text, re.I)
               and not re.search(r'(?<![A-Za-z0-9])%s(?![A-Za-z0-9])' % re.escape(e),
                                 re.sub(re.escape(f), '', text, flags=re.I)) for f in found):
            continue
        keep.append(e)
    order = {e: i for i, e in enumerate(ent)}
    return sorted(keep, key=lambda e: order[e])


def _claim(sc, tag, text, val, adv, m, q, doubt, speaker):
    lv, ent = tree(sc)
    if val is not None:
        assert val in ent, (sc, val)
    ment = find_mentions(sc, text)
    if m is not None:
        for x in m:
            if x.startswith('-'):
                ment.remove(x[1:])
            elif x.startswith('+'):
                assert x[1:] in ent, (sc, x)
                ment.append(x[1:])
    bel = path(sc, val) if val else dict.fromkeys(lv)
    if q is None and speaker == 'defender':
        q = 'Which %s is %s in?' % (lv[2], U[sc]['target'])
    CLAIMS.append(dict(scenario=sc, speaker=speaker, construction=tag, question=q, text=text,
                       mentions=ment, belief=bel, adv=adv, doubt=doubt))


def C(sc, tag, text, val=None, m=None, q=None, doubt=None, speaker='defender'):
    _claim(sc, tag, text, val, False, m, q, doubt, speaker)


def A(sc, tag, text, val=None, m=None, q=None, doubt=None):
    _claim(sc, tag, text, val, True, m, q, doubt, 'defender')


def P(sc, text, val=None, m=None, doubt=None):
    _claim(sc, 'attacker_probe', text, val, False, m, None, doubt, 'attacker')


def lab(sc, x):
    """x: None (all null), 'unscored', an entity, or a 3-list with '?' / None / entity."""
    lv, ent = tree(sc)
    if x == 'unscored':
        return x
    if x is None:
        return dict.fromkeys(lv)
    if isinstance(x, str):
        return path(sc, x)
    return dict(zip(lv, x))


def E(sc, tag, text, prior, current, doubt=None):
    if prior is not False:
        ESTS.append(dict(scenario=sc, kind='prior', construction=tag, text=text, label=lab(sc, prior), doubt=doubt))
    if current is not False:
        ESTS.append(dict(scenario=sc, kind='current', construction=tag, text=text, label=lab(sc, current), doubt=doubt))
