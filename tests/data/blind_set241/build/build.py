"""Build set 241's claims.jsonl and estimates.jsonl from build/texts.py and build/universes.json.
Every drawn value from random.Random(241): one shuffle of the 300 claim templates, one of the 60 notes, one draw
of units per text and one question per defender message; scenarios in turn (entry number modulo 20).
--check: report unit names found in a filled text that are not its slot mentions."""
import json, os, random, re, sys
import texts
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..')
U = json.load(open(os.path.join(HERE, 'universes.json')))
SC = json.load(open(os.path.join(OUT, 'ref', 'set241_scenarios.json')))
ART = r'\bA (?=(camillero|visitor|vaulter|half-height|poleplant|hurdleclip|discus|long|foul)\b)'
def brace(t):
    t = re.sub(ART, '\x00 ', t)
    t = re.sub(r'\b(N|A2|A|B2|B|C2|C3|C|L0|L1|L2)\b', r'{\1}', t)
    return t.replace('\x00 ', 'A ')
FIX = {
 "Someone left {N}'s umbrella in {C}'s meeting room... wait, that's in your list already. Anyway, lost property proves nothing.":
 "{N}'s lost glove was handed in at {C}'s front desk; lost property travels.",
 "{N} works in {B}. I'm that {L1}'s first-aid coordinator... no, sorry, its quiz-night coordinator, and {N} is on my register.":
 "{N} works in {B}. I'm that {L1}'s quiz-night coordinator, and {N} is on my register, which lists no {L2}.",
 "A chatty taxi driver once told me {N} works for {A2}. I paid and got out.":
 "{N}'s gym locker carries a sticker of {A2}; the gym is shared by three employers.",
 "{N} went to {C}'s farewell drinks for someone; everyone went.":
 "{N} went to {C}'s retirement lunch for its old lead; half the building did.",
 "I dreamed up a scenario where {N} leads {C}; it's fiction.":
 "In our team's role-play exercise {N} played the head of {C}; it was a script.",
 "My guess, and only a guess, is {C}.":
 "The expense tool autocompleted {C} when I typed {N}'s name; it autocompletes nonsense too.",
 "Someone in the lift said {N} had gone to {C}. I didn't catch who.":
 "The lobby screen showed {N}'s face in a slideshow for {C}'s open day, among plenty of guests.",
 "If I had to bet, {B2}; but I'm not betting.":
 "{N} is in the ski-trip photo of {B2}, a trip open to friends and partners.",
 "Our phone directory puts {N} in {C}, but it's years out of date.":
 "The building's old wall map has {N}'s initials on {C}'s corner; it was drawn before the refit.",
 "A colleague of mine insists {N} is in {C}; I have no idea where that colleague got it.":
 "{N}'s name is on {C}'s allergy list for the party, which covers every guest.",
 "I've a hunch it's {C}, but hunches aren't facts.":
 "{N} was the mystery shopper for {C}'s help desk; mystery shoppers come from outside.",
}
def noun(k):
    k = re.sub(r'_(id|name|code)$', '', k)
    return k.replace('_', ' ')
def draw(rng, sc):
    u = U[sc]['universe']; lv = list(u)
    tops = u[lv[0]]; A = rng.choice(tops); A2 = rng.choice([x for x in tops if x != A])
    mids = u[lv[1]][A]; B = rng.choice(mids); B2 = rng.choice([x for x in mids if x != B])
    lows = u[lv[2]][B]; C = rng.choice(lows); C2, C3 = rng.sample([x for x in lows if x != C], 2)
    return lv, dict(N=U[sc]['name'], A=A, A2=A2, B=B, B2=B2, C=C, C2=C2, C3=C3, L0=noun(lv[0]), L1=noun(lv[1]), L2=noun(lv[2]))
UNITS = ['A', 'A2', 'B', 'B2', 'C', 'C2', 'C3']
def fill(t, v):
    ment = []
    for m in re.finditer(r'\{(\w+)\}', t):
        if m.group(1) in UNITS and v[m.group(1)] not in ment:
            ment.append(v[m.group(1)])
    return t.format(**v), ment
def entities(u):
    lv = list(u); s = set(u[lv[0]])
    for li in (1, 2):
        for p, ks in u[lv[li]].items(): s |= set(ks)
    return s
QS = ["Which {L2} is {N} in?", "Where does {N} work?", "Which {L0} and {L1} is {N} part of?", "Who does {N} work for?"]
def main():
    rng = random.Random(241)
    tpl = []
    for c, t in texts.R:
        tpl.append(('realistic_reply', 'defender', c, FIX.get(t, t)))
    for tag, v in texts.P.items():
        for c, t in v: tpl.append((tag, 'defender', c, brace(t)))
    for c, t in texts.PROBES: tpl.append(('attacker_probe', 'attacker', c, brace(t)))
    assert len(tpl) == 300
    rng.shuffle(tpl)
    claims, problems, adv = [], [], []
    for i, (tag, spk, code, t) in enumerate(tpl):
        sc = SC[i % 20]; lv, v = draw(rng, sc)
        q = None if spk == 'attacker' else rng.choice(QS).format(**v)
        txt, ment = fill(t, v)
        bel = {'L': [v['A'], v['B'], v['C']], 'M': [v['A'], v['B'], None], 'T': [v['A'], None, None]}.get(code, [None] * 3)
        cid = 'c-%03d' % (i + 1)
        if code == 'X': adv.append(cid)
        ents = entities(U[sc]['universe'])
        found = {e for e in ents if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), txt, re.I)}
        if found != set(ment):
            problems.append((cid, sorted(found ^ set(ment)), txt))
        claims.append(dict(id=cid, scenario=sc, speaker=spk, construction=tag, question=q, text=txt, mentions=ment, belief=dict(zip(lv, bel))))
    notes = list(texts.NOTES); rng.shuffle(notes)
    ests, eadv, n = [], [], 0
    for i, (style, pc, cc, ak, t) in enumerate(notes):
        sc = SC[i % 20]; lv, v = draw(rng, sc)
        txt, _ = fill(brace(t), v)
        ents = entities(U[sc]['universe'])
        found = {e for e in ents if re.search(r'(?<!\w)%s(?!\w)' % re.escape(e), txt, re.I)}
        want = set(_)
        if found != want: problems.append(('note %d' % i, sorted(found ^ want), txt))
        def lab(code):
            if code == 'U': return 'unscored'
            m = {'N': [None] * 3, 'A': [v['A'], None, None], 'B': [v['A'], v['B'], None], 'C': [v['A'], v['B'], v['C']],
                 'A2': [v['A2'], None, None], 'B2': [v['A'], v['B2'], None], 'C2': [v['A'], v['B'], v['C2']],
                 'C3': [v['A'], v['B'], v['C3']], 'A?': [v['A'], '?', None], 'B?': [v['A'], v['B'], '?']}[code]
            return dict(zip(lv, m))
        for kind, code in (('prior', pc), ('current', cc)):
            n += 1; eid = 'e-%03d' % n
            if ak: eadv.append(eid)
            ests.append(dict(id=eid, scenario=sc, kind=kind, construction=style, text=txt, label=lab(code)))
    for p in problems: print('PROBLEM', p)
    print(len(problems), 'problems;', len(adv), 'adversarial claims;', len(eadv), 'adversarial estimate records')
    if '--check' in sys.argv: return
    with open(os.path.join(OUT, 'claims.jsonl'), 'w', encoding='utf-8') as fh:
        for r in claims: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    with open(os.path.join(OUT, 'estimates.jsonl'), 'w', encoding='utf-8') as fh:
        for r in ests: fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    json.dump({'adv': adv, 'eadv': eadv, 'claims': claims, 'ests': ests, 'notes': notes}, open(os.path.join(HERE, 'built.json'), 'w'), ensure_ascii=False, indent=0)
main()
