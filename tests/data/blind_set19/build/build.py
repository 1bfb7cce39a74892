"""Write ../claims.jsonl, ../estimates.jsonl and ids.json from the sources (d_real.py, d_new.py, e_est.py)."""
import json, os, random
from common import Tree, SCEN, slots, fill, mentions_from_slots, auto_mentions, belief
import d_real, d_new, e_est
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
TREES = {s: Tree(s) for s in SCEN}

# hand corrections of mentions after checking the cross-check report: (tag, template index, scenario) -> (add, drop)
FIX = {}


def specs():
    out = []
    for k in range(3):
        for j, (t, c, a, d) in enumerate(d_real.R):
            out.append(('realistic_reply', 'R%d' % j, t, c, a, d, 'defender'))
    t, c, a, d = d_real.R[15]
    out.append(('realistic_reply', 'R15', t, c, a, d, 'defender'))
    for tag, lst in d_new.NEW.items():
        for j, (t, c, a, d) in enumerate(lst):
            out.append((tag, '%s%d' % (tag, j), t, c, a, d, 'defender'))
    for j, (t, c) in enumerate(d_new.ATT):
        out.append(('attacker_probe', 'P%d' % j, t, c, False, None, 'attacker'))
    return out


def build_claims(report=False):
    recs = []
    for i, (tag, src, tmpl, commit, adv, doubt, spk) in enumerate(specs()):
        sid = SCEN[i % len(SCEN)]
        tr = TREES[sid]
        s, ent = slots(tr, random.Random(19000 + i))
        text, used = fill(tmpl, s)
        men = mentions_from_slots(used, ent)
        add, drop = FIX.get((src, sid), ((), ()))
        men = [m for m in men if m not in drop] + [m for m in add if m not in men]
        auto = auto_mentions(tr, text)
        if report and set(auto) != set(men):
            print('MENTION CHECK', src, sid, 'slots:', men, 'auto:', auto, '|', text.replace('\n', ' ')[:160])
        e = ent[commit] if commit else None
        recs.append(dict(src=src, tag=tag, scenario=sid, speaker=spk,
                         question=('Which %s is %s in?' % (tr.levels[2], tr.target)) if spk == 'defender' else None,
                         text=text, mentions=men, belief=belief(tr, e), adv=adv, doubt=doubt))
    return recs


def est_label(tr, ent, lab):
    if lab == 'unscored':
        return 'unscored'
    vals = [None, None, None]
    for k, x in enumerate(lab):
        if x in (None, '?'):
            vals[k] = x
        else:
            e = ent[x]
            assert tr.ent[e][0] == k, (x, e, k)
            p = tr.path(e)
            for j in range(k + 1):
                vals[j] = p[j]
    if all(v == '?' for v in vals):
        return 'unscored'
    return dict(zip(tr.levels, vals))


def build_ests():
    recs = []
    for i, (tag, tmpl, pri, cur) in enumerate(e_est.E):
        sid = SCEN[i % len(SCEN)]
        tr = TREES[sid]
        s, ent = slots(tr, random.Random(29000 + i))
        text, used = fill(tmpl, s)
        for kind, lab in (('prior', pri), ('current', cur)):
            recs.append(dict(src='E%d' % i, scenario=sid, kind=kind, construction=tag, text=text, label=est_label(tr, ent, lab)))
    return recs


if __name__ == '__main__':
    import sys
    claims = build_claims(report='--report' in sys.argv)
    ests = build_ests()
    rng = random.Random(19099)
    order = list(range(len(claims)))
    rng.shuffle(order)
    ids = {}
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for n, i in enumerate(order):
            r = claims[i]
            cid = 'c-%03d' % n
            ids[cid] = dict(src=r['src'], tag=r['tag'], adv=r['adv'], doubt=r['doubt'])
            fh.write(json.dumps(dict(id=cid, scenario=r['scenario'], speaker=r['speaker'], construction=r['tag'],
                                     question=r['question'], text=r['text'], mentions=r['mentions'],
                                     belief=r['belief']), ensure_ascii=False) + '\n')
    rng = random.Random(19100)
    order = list(range(len(ests)))
    rng.shuffle(order)
    eids = {}
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for n, i in enumerate(order):
            r = ests[i]
            eid = 'e-%03d' % n
            eids[eid] = r['src']
            fh.write(json.dumps(dict(id=eid, scenario=r['scenario'], kind=r['kind'], construction=r['construction'],
                                     text=r['text'], label=r['label']), ensure_ascii=False) + '\n')
    json.dump(dict(claims=ids, estimates=eids), open(os.path.join(HERE, 'ids.json'), 'w'), indent=1, ensure_ascii=False)
    print(len(claims), 'claims,', len(ests), 'estimates')
