"""Prints every claim (sorted by tag, mark, id) with its committed path, and every note with both labels."""
import json, os
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
marks = json.load(open(os.path.join(HERE, 'build', 'marks.json')))
cl = [json.loads(l) for l in open(os.path.join(HERE, 'claims.jsonl'), encoding='utf-8')]
es = [json.loads(l) for l in open(os.path.join(HERE, 'estimates.jsonl'), encoding='utf-8')]
eadv = set(marks['adversarial_estimates'])
for r in sorted(cl, key=lambda r: (r['construction'], marks['claims'][r['id']], r['id'])):
    p = '/'.join(v for v in r['belief'].values() if v) or '-'
    print(r['id'], r['construction'][:12], marks['claims'][r['id']], '[%s]' % p, r['text'])
by = {}
for r in es:
    by.setdefault(r['text'], []).append(r)
def lab(l):
    return l if l == 'unscored' else '/'.join(str(v) for v in l.values() if v is not None) or '-'
for t, rs in sorted(by.items(), key=lambda kv: (kv[1][0]['construction'], kv[1][0]['id'])):
    a, b = rs
    print(a['id'], a['construction'], 'ADV' if a['id'] in eadv else '', '%s :: %s ::' % (lab(a['label']), lab(b['label'])), t, '| levels:', list(a['label'].keys()) if a['label'] != 'unscored' else list(b['label'].keys()))
