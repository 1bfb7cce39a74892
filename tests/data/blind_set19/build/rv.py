"""One line per claim in source order: scenario, tag, adversarial mark, lowest committed value, mentions, text."""
import sys
from build import build_claims
sel = sys.argv[1] if len(sys.argv) > 1 else None
for r in build_claims():
    if sel and sel not in (r['tag'], r['scenario'], r['src']):
        continue
    vals = [v for v in r['belief'].values() if v]
    print('%s %-16s %-4s %-24s %s | %s' % (r['scenario'][-3:], r['src'], 'ADV' if r['adv'] else '', vals[-1] if vals else '-',
                                    r['mentions'], r['text'].replace('\n', ' / ')))
