"""Third rewrite: the lowgun decoy note names its style."""
import os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts_notes.py')
s = open(p, encoding='utf-8').read()
a = "from first to last. Nothing lowered."
assert s.count(a) == 1
open(p, 'w', encoding='utf-8').write(s.replace(a, "from first to last. No lowgun at all.")); print('ok')
