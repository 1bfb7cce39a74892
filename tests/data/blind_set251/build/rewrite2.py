"""Second fix: 'an L1' / 'an L2' / 'a L..' in notes (an article before a level noun, which reads wrong for
nouns such as team or project) become 'one L1' / 'one L2'."""
import io, os, re
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'texts_notes.py')
s = io.open(p, encoding='utf-8').read()
s, n = re.subn(r'\b([Aa])n? (L[012])\b', lambda m: ('One ' if m.group(1) == 'A' else 'one ') + m.group(2), s)
io.open(p, 'w', encoding='utf-8').write(s)
print(n, 'replaced')
