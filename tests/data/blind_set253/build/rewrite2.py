"""Puts one lowest-level reply (a garbled rota phrase) more plainly."""
import os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts_replies.py')
s = open(p, encoding='utf-8').read()
old = "I set up that {L2}'s rota for the help rota desk and {N} takes the Thursday slot."
assert s.count(old) == 1
s = s.replace(old, "I draw up that {L2}'s help-desk rota and {N} takes the Thursday slot.")
open(p, 'w', encoding='utf-8').write(s)
