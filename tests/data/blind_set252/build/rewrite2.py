"""Second rewrite: one top-level reply put more plainly (no 'as far as ... goes' hedge)."""
import os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts_claims.py')
s = open(p, encoding='utf-8').read()
a = "{A} is {N}'s employer, as far as my canteen top-up ledger goes; it has a column for the {L0} and none for anything below."
b = "{A} is {N}'s employer; I keep the canteen top-up ledger, where {N} pays in weekly, and it has a column for the {L0} and none below."
assert s.count(a) == 1
open(p, 'w', encoding='utf-8').write(s.replace(a, b)); print('ok')
