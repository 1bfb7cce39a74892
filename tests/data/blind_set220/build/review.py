"""Flag hedge, hearsay, past, future and condition words in committing templates (L, M, T marks of real.txt and
tags.txt); a flag is a prompt for a second reading, not a verdict."""
import re
W = r"\b(think|thought|maybe|perhaps|probably|guess|used to|will|would|if|heard|hear|said|says|told|apparently|might|may|seems?|believe|rumou?r|once|former|previous|next year|unless|assuming|supposedly)\b"
n = 0
for f, k in (('real.txt', 0), ('tags.txt', 1)):
    for l in open(f):
        p = l.rstrip('\n').split('|')
        m, x = p[k], p[k + 1]
        if m in 'LMT':
            for h in re.findall(W, x, re.I):
                n += 1
                print(f, m, h, '|', x)
print(n, 'flags')
