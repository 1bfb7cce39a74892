"""Set 22's defender notes about the attacker's knowledge: two new note forms.
Each entry: (form, template, prior label, current label, doubt note); a label is 'unscored' or a tuple of
slot / None / '?' per level. Each note text was written once and is labelled for both kinds."""
P = 'pydict_note'
M = 'mailhdr_note'
U = 'unscored'

EST = [
    # ---- Python dict literals ----
    (P, "attacker = {'prior': ('{A}', None, None), 'current': ('{A}', '{B}', '{C}')}", ('A', None, None), ('A', 'B', 'C'), None),
    (P, "belief = {\n    'before': None,  # came in cold\n    'after': {'{lA}': '{A}', '{lB}': '{B}', '{lC}': None},\n}", (None, None, None), ('A', 'B', None), None),
    (P, "state = dict(prior=('{A}', '{B}', '?'), current=('{A}', '{B}', '{C}'))  # ? = couldn't tell", ('A', 'B', '?'), ('A', 'B', 'C'), None),
    (P, "notes = {\n    'prior': ('{A}', '{B2}', None),  # claimed {B2} up front; it was a bluff\n    'current': ('{A}', '{B}', None),\n}", ('A', None, None), ('A', 'B', None),
     'a bluffed prior is never a prior value: the level null, the named top kept'),
    (P, "{'prior': None, 'current': None}  # told them {C2} as a decoy; they didn't bite", (None, None, None), (None, None, None), 'a decoy not taken'),
    (P, "att = {\n    'prior': '?',\n    'current': ('{A}', '{B}', '{C}'),  # I let {C} slip; they ran with it\n}", U, ('A', 'B', 'C'), None),
    (P, "k = {'t0': ('{A}', '{B}', '{C2}'),  # their opening guess\n     't_end': ('{A}', '{B}', '{C}')}  # switched after my hint", ('A', 'B', 'C2'), ('A', 'B', 'C'), "'t0' read as the prior (their opening), 't_end' as current"),
    (P, "held = {'prior': ['{A}'], 'current': ['{A}']}  # example value '{B}' in my reply, never adopted", ('A', None, None), ('A', None, None), 'an example never adopted'),
    (P, "{\n  'prior': {'top': '{A}', 'mid': '?', 'low': '?'},\n  'current': {'top': '{A}', 'mid': '{B}', 'low': None},  # dropped {C} after I denied it\n}", ('A', '?', '?'), ('A', 'B', None), 'dropped after a denial'),
    (P, "summary = {\n    'prior': ('{A2}', None, None),  # said they 'always knew' {A2}; it was news to them\n    'current': ('{A}', None, None),\n}", (None, None, None), ('A', None, None),
     "a claimed prior that was news to them: not a prior value (the tuple is overridden by the comment; doubtful)"),
    (P, "x = {'current': ('{A}', '{B}', '{C}')}  # nothing recorded about where they started", U, ('A', 'B', 'C'), None),
    (P, "prior = ('{A}', '{B}', None)\ncurrent = prior  # no change by the end", ('A', 'B', None), ('A', 'B', None), None),
    (P, "attacker_view = {\n    'prior': ('{A}', '{B}', '{C}'),\n    'current': ('{A}', '{B}', '{C}'),  # no longer — gave up {C} after my last reply\n}", ('A', 'B', 'C'), ('A', 'B', None),
     "'no longer' comment overrides the current tuple's lowest value"),
    (P, "{'prior': ('{A}', None, None), 'current': '?'}  # lost track of what they believed mid-game", ('A', None, None), U, None),
    (P, "guesses = {\n    'prior': None,\n    'current': ('{A}', ('{B}', '{B2}'), None),  # torn between the two\n}", (None, None, None), ('A', '?', '?'), 'torn between two values: ? at that level and below'),
    (P, "seen = {'prior': ('{A}',), 'current': ('{A}', '{B}')}  # tuples stop where their knowledge stops", ('A', None, None), ('A', 'B', None), None),
    (P, "record = {\n    'prior': ('{A}', '{B}', '{C}'),  # pretended not to know, but clearly walked in with it\n    'current': ('{A}', '{B}', '{C}'),\n}", ('A', 'B', 'C'), ('A', 'B', 'C'), None),
    (P, "d = {'prior': ('{A}', None, None), 'current': ('{A}', '{B}', '{C3}')}  # floated {C}; they rejected it, kept {C3}", ('A', None, None), ('A', 'B', 'C3'), None),
    (P, "{'prior': '?', 'current': '?'}  # ran out of time before they said anything useful", U, U, None),
    (P, "beliefs = {\n    'prior': ('{A}', '{B}', None),\n    'current': ('{A2}', '{A2B}', None),  # I sold them on {A2}; they took it\n}", ('A', 'B', None), ('A2', 'A2B', None), None),
    # ---- e-mail header blocks ----
    (M, "From: defender\nTo: judge\nSubject: attacker knowledge\nX-Prior: {A} / {B} / unknown\nX-Current: {A} / {B} / {C}", ('A', 'B', None), ('A', 'B', 'C'), None),
    (M, "Subject: end-of-game note\nX-Attacker-Prior: none\nX-Attacker-Current: {A}", (None, None, None), ('A', None, None), None),
    (M, "X-Prior-{LA}: {A}\nX-Prior-{LB}: ?\nX-Current-{LA}: {A}\nX-Current-{LB}: {B}\nX-Current-{LC}: {C}", ('A', '?', '?'), ('A', 'B', 'C'), "a missing lower level after '?' is '?'"),
    (M, "Subject: Re: where they ended up\nX-Current: {A} / {B} / {C2}\nX-Comment: {C2} was my decoy and they took it", U, ('A', 'B', 'C2'), 'a decoy taken is held; prior not spoken about'),
    (M, "X-Prior: {A} / {B2}\nX-Prior-Note: claimed {B2}; bluff\nX-Current: {A} / {B}", ('A', None, None), ('A', 'B', None), 'a bluffed prior'),
    (M, "Subject: note\nX-Current: {A} / {B} / {C}\nX-Current-Status: dropped {C} after I denied it", U, ('A', 'B', None), 'dropped after a denial'),
    (M, "X-Before: {A}\nX-After: {A}\nX-Floated: {B} (rejected)", ('A', None, None), ('A', None, None), 'floated and rejected'),
    (M, "From: me\nSubject: attacker summary\nX-Prior: ?\nX-Current: ?", U, U, None),
    (M, "X-Prior: {A2} (news to them; they pretended otherwise)\nX-Current: {A} / {B}", (None, None, None), ('A', 'B', None), 'a claimed prior that was news to them'),
    (M, "Subject: game 7\nX-Prior: {A} / {B} / {C}\nX-Current: same as X-Prior", ('A', 'B', 'C'), ('A', 'B', 'C'), None),
    (M, "X-Current: {A} / {B} / {C}\nX-Current: {A} / {B} / {C3}\nX-Note: second header is the later one; they switched to {C3}", U, ('A', 'B', 'C3'),
     'repeated header: the later one wins by the note; prior unscored'),
    (M, "X-Prior: unknown\nX-Current: {A} / maybe {B}", (None, None, None), ('A', '?', '?'), None),
    (M, "Subject: summary\nX-Prior: {A} / {B} / {C}\nX-Current: {A} / {B}\nX-Why: gave up the {lC} after my reply", ('A', 'B', 'C'), ('A', 'B', None),
     'no longer held: a header that stops after a named value leaves the lower level null'),
    (M, "X-Start: {A}\nX-End: {A} / {B} / {C} (I let it slip, they ran with it)", ('A', None, None), ('A', 'B', 'C'), None),
    (M, "X-Prior: {A} / {B}\nX-Example-In-My-Reply: {C2} (never adopted)\nX-Current: {A} / {B}", ('A', 'B', None), ('A', 'B', None), 'an example never adopted'),
    (M, "X-Prior: none\nX-Current: torn between {A} and {A2}", (None, None, None), U, 'torn at the top level: unscored'),
    (M, "Subject: Fwd: attacker state\n> X-Current: {A} / {B} / {C}\nX-Correction: current is {A} / {B} / {C2} — the forwarded line was from their opener\nX-Prior: {A} / {B} / {C}", ('A', 'B', 'C'), ('A', 'B', 'C2'), None),
    (M, "X-Prior-Knowledge: {LA} only ({A})\nX-Current-Knowledge: {LA} and {LB} ({A}, {B}); {lC} unknown", ('A', None, None), ('A', 'B', None), None),
    (M, "X-Prior: {A} / {B} / {C}  (pretended not to know; knew it cold)\nX-Current: {A} / {B} / {C}", ('A', 'B', 'C'), ('A', 'B', 'C'), None),
    (M, "Subject: late note\nX-Current: {A} / {B} / {C}? (couldn't tell whether they committed to the {lC})\nX-Prior: {A}", ('A', None, None), ('A', 'B', '?'), None),
]
