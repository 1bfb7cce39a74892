"""Review of set 189's built files against the build marks (see README, Review)."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
M = json.load(open(os.path.join(HERE, 'marks.json')))
claims = [json.loads(l) for l in open(os.path.join(OUT, 'claims.jsonl'))]
ests = [json.loads(l) for l in open(os.path.join(OUT, 'estimates.jsonl'))]
STYLES = ['standerdmolen', 'wipmolen', 'paltrok', 'spinnenkop', 'tjasker', 'stellingmolen']
HEDGE = re.compile(r"\b(maybe|perhaps|possibly|probably|guess|think|believe|heard|told me|says|said|if|might|could|would|once|used to|suppose|hunch)\b", re.I)
fails = []
def names(sc):
    t = U[sc]['tree']; lv = U[sc]['levels']
    return set(t[lv[0]]) | {x for k in t[lv[1]].values() for x in k} | {x for k in t[lv[2]].values() for x in k}
def anc(sc, e):
    t = U[sc]['tree']; lv = U[sc]['levels']
    if e in t[lv[0]]: return [e, None, None]
    for p, ks in t[lv[1]].items():
        if e in ks: return [p, e, None]
    for p, ks in t[lv[2]].items():
        if e in ks: return anc(sc, p)[:1] + [p, e]
def rest_names(sc, text, mentions):
    x = text
    for e in sorted(mentions, key=len, reverse=True):
        x = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(e), ' ', x)
    return [n for n in sorted(names(sc), key=len, reverse=True) if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(n), x)]
for r in claims:
    m = M[r['id']]; sc = r['scenario']; lv = U[sc]['levels']; b = [r['belief'][l] for l in lv]; u = m['units']
    mk = m['mark']
    if mk in 'LMT':
        want = {'L': anc(sc, u['C']), 'M': anc(sc, u['B']), 'T': anc(sc, u['A'])}[mk]
        if b != want: fails.append((r['id'], 'belief', b, want))
        low = [v for v in b if v][-1]
        if low not in r['mentions']: fails.append((r['id'], 'committed unit not mentioned'))
        if HEDGE.search(re.sub(r'\{[^}]*\}', '', m['template'])): fails.append((r['id'], 'hedge word in committing text', r['text']))
    else:
        if any(b): fails.append((r['id'], 'not all-null'))
        if mk == 'X' and not r['mentions']: fails.append((r['id'], 'adversarial without mention'))
        if mk == 'N' and r['mentions']: fails.append((r['id'], 'null with mention'))
    if mk == 'P':
        if r['speaker'] != 'attacker' or r['question'] is not None: fails.append((r['id'], 'probe fields'))
    elif r['speaker'] != 'defender' or not r['question']:
        fails.append((r['id'], 'defender fields'))
    pos = [r['text'].find(e) for e in r['mentions']]
    if any(p < 0 for p in pos) or pos != sorted(pos): fails.append((r['id'], 'mention order', r['mentions']))
    extra = rest_names(sc, r['text'], r['mentions'])
    if extra: fails.append((r['id'], 'unit outside mentions', extra))
for r in ests:
    m = M[r['id']]; sc = r['scenario']; x = r['text']
    for e in sorted(names(sc), key=len, reverse=True):
        x = re.sub(r'(?<![\w-])%s(?![\w-])' % re.escape(e), ' ', x)
    sw = [s for s in STYLES if re.search(r'\b%s\b' % s, x, re.I)]
    if sw != [r['construction']]: fails.append((r['id'], 'style words', sw))
    if (m['mark'] == 'U') != (r['label'] == 'unscored'): fails.append((r['id'], 'unscored mismatch'))
    if ('cannot be read' in r['text']) != any(M[y]['mark'] == 'U' for y in M if y.startswith('e-') and M[y]['template'] == m['template']):
        fails.append((r['id'], 'cannot be read mismatch'))
    adv = m['adv']
    kw = {'decoy': 'decoy', 'balloon': 'trial balloon', 'slip': 'slip'}
    for k, w in kw.items():
        if (adv == k) != (w in r['text']): fails.append((r['id'], 'adversarial word', k))
    u = m['units']
    if adv == 'decoy' and u['C3'] not in r['text']: fails.append((r['id'], 'decoy not C3'))
    if adv != 'decoy' and re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(u['C3']), r['text']): fails.append((r['id'], 'C3 without decoy'))
    lab = r['label']
    if isinstance(lab, dict):
        for v in lab.values():
            if v not in (None, '?') and v not in r['text'] and not any(anc(sc, e) and v in anc(sc, e) for e in names(sc) if re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(e), r['text'])):
                fails.append((r['id'], 'label value not named or parent of named', v))
print(len(fails), 'failed')
for f in fails: print(f)
