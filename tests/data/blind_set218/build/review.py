"""Review: committing templates (L, M, T) hold no hedge, hearsay, past, future, plan or condition word; notes carry
their codes by the convention phrases (checked by a count of phrases per note)."""
import re
BAD = r"\b(was|were|once|plan|plans|will|would|might|maybe|perhaps|think|guess|if|used|probably|apparently|rumou?r|said|told|says|hope|hopes|soon|next year|unless|possibly|seems?)\b"
n = 0
for f in ('real.txt', 'tags.txt'):
    for l in open(f):
        p = l.rstrip('\n').split('|')
        m, t = p[-2], p[-1]
        if m in 'LMT':
            w = re.findall(BAD, t, re.I)
            if w: print(m, w, t); n += 1
PH = [r'convinced \{N\} belongs to \{C[23]?\}', r'conviction that \{N\} belongs', r'plac\w+ \{N\} in \{B2?\} and (go|went)', r'plac\w+ \{N\} at \{A2?\} and no lower',
      r'(hold|held|holding)s? no opinion about \{N\}|holding none', r'think(s|ing)? \{N\} is in some \{L1\} of \{A\}|thought \{N\} is in some \{L1\}', r'think(s|ing)? \{N\} is in some \{L2\} of \{B\}|thought \{N\} is in some \{L2\}', r'cannot be read']
for l in open('notes.txt'):
    st, kind, p, c, t = l.rstrip('\n').split('|')
    k = sum(len(re.findall('(?i)' + x, t)) for x in PH)
    need = 1 if p == c else 2
    if k < need: print('NOTE phrases', k, p, c, t); n += 1
print(n, 'flags')
