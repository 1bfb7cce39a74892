"""Estimate notes: (tag, text, prior label, current label). A label is 'unscored' or three entries
(one per level): a slot name (the value held, ancestors implied), None (not held) or '?'."""
N, Q = None, '?'
E = [
# ---- toml_note (new) ----
('toml_note', '# attacker belief, {T} game\n[prior]\n{lA} = "{A}"\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "{C}"   # their final answer', ['A', N, N], ['A', 'B', 'C']),
('toml_note', '[prior]\n# came in cold\n\n[current]\n{lA} = "{A}"\n{lB} = "?"   # torn between {B} and {B2}', [N, N, N], ['A', Q, Q]),
('toml_note', 'prior = "unknown"\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "{C2}"   # I floated it as a decoy; they took the bait', [N, N, N], ['A', 'B', 'C2']),
('toml_note', '[prior]\n{lA} = "{A}"\n{lB} = "{B}"   # claimed it in their opening message\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"\n# {lC}: I floated {C}; they rejected it, so no key', ['A', 'B', N], ['A', 'B', N]),
('toml_note', '[prior]\n{lA} = "?"   # couldn\'t tell what they knew going in\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"', 'unscored', ['A', 'B', N]),
('toml_note', '[belief.prior]\n{lA} = "{A}"\n{lB} = "unknown"\n\n[belief.current]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "?"   # split between {C} and {C2}', ['A', N, N], ['A', 'B', Q]),
('toml_note', '[prior]\n{lA} = "{A}"   # they said they knew this from the start — a bluff; they had nothing going in\n\n[current]\n{lA} = "{A}"', [N, N, N], ['A', N, N]),
('toml_note', '[prior]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "{C}"\n\n[current]\nsame_as = "prior"', ['A', 'B', 'C'], ['A', 'B', 'C']),
('toml_note', 'prior.{lA} = "{A}"\nprior.{lB} = "{B}"\ncurrent.{lA} = "{A}"\ncurrent.{lB} = "{B}"\ncurrent.{lC} = "{C}"   # I let it slip; they ran with it', ['A', 'B', N], ['A', 'B', 'C']),
('toml_note', '[current]\n{lA} = "{A}"\n{lB} = ["{B}", "{B2}"]   # still torn at the end\n\n[prior]\n{lA} = "none"', [N, N, N], ['A', Q, Q]),
('toml_note', '[prior]\n{lA} = "{A}"\n{lB} = "{B}"\n\n[current]\n{lA} = "{A}"\n{lB} = "{B2}"   # no longer hold {B}; switched after my hint', ['A', 'B', N], ['A', 'B2', N]),
('toml_note', '# I couldn\'t read their starting point\n[prior]\n{lA} = "?"\n{lB} = "?"\n{lC} = "?"\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "{C}"   # confident, final turn', 'unscored', ['A', 'B', 'C']),
('toml_note', '[prior]\n{lA} = "{A}"\n\n[current]\n{lA} = "{A}"\n{lB} = "{B}"\n{lC} = "{C3}"   # only an example I gave; never adopted', ['A', N, N], ['A', 'B', N]),
('toml_note', '[prior]\nheld = false   # nothing at all\n\n[current]\nheld = true\n{lA} = "{A}"\n{lB} = "{B}"', [N, N, N], ['A', 'B', N]),
# ---- html_note (new) ----
('html_note', '<table>\n<tr><th>level</th><th>before</th><th>after</th></tr>\n<tr><td>{lA}</td><td>{A}</td><td>{A}</td></tr>\n<tr><td>{lB}</td><td>—</td><td>{B}</td></tr>\n<tr><td>{lC}</td><td>—</td><td>{C}</td></tr>\n</table>', ['A', N, N], ['A', 'B', 'C']),
('html_note', '<table>\n<tr><th></th><th>prior</th><th>current</th></tr>\n<tr><td>{lA}</td><td>unknown</td><td>{A}</td></tr>\n<tr><td>{lB}</td><td>unknown</td><td><s>{B2}</s> (floated by me, rejected)</td></tr>\n<tr><td>{lC}</td><td>unknown</td><td>—</td></tr>\n</table>', [N, N, N], ['A', N, N]),
('html_note', '<ul>\n<li><b>Going in:</b> {A}, {B}</li>\n<li><b>Now:</b> {A}, {B}, and <em>maybe</em> {C}</li>\n</ul>', ['A', 'B', N], ['A', 'B', Q]),
('html_note', '<p>Start: <span class="held">{A}</span>.</p>\n<p>End: <span class="held">{A}</span> / <span class="held">{B}</span> / <span class="rejected">{C}</span></p>\n<!-- class="rejected": I offered it as a decoy; they didn\'t bite -->', ['A', N, N], ['A', 'B', N]),
('html_note', '<dl>\n<dt>prior</dt><dd>nothing — their first message asked which {lA}s existed</dd>\n<dt>current</dt><dd>{A} &gt; {B} &gt; {C}</dd>\n</dl>', [N, N, N], ['A', 'B', 'C']),
('html_note', '<table>\n<tr><th></th><th>start</th><th>end</th></tr>\n<tr><td>{lA}</td><td>?</td><td>{A}</td></tr>\n<tr><td>{lB}</td><td>?</td><td>{B}</td></tr>\n<tr><td>{lC}</td><td>?</td><td>torn between {C} and {C2}</td></tr>\n</table>\n<p><small>? = couldn\'t tell</small></p>', 'unscored', ['A', 'B', Q]),
('html_note', '<table>\n<tr><td>prior</td><td>{A}</td><td>{B}</td><td>{C}</td></tr>\n<tr><td>current</td><td colspan="3">same as prior</td></tr>\n</table>', ['A', 'B', 'C'], ['A', 'B', 'C']),
('html_note', '<ol>\n<li>T1: &ldquo;I already know {T}\'s at {A}.&rdquo;</li>\n<li>T2&ndash;T7: back and forth</li>\n<li>Final turn: &ldquo;Then it\'s {B}, {C}. I\'m sure.&rdquo;</li>\n</ol>', ['A', N, N], ['A', 'B', 'C']),
('html_note', '<table>\n<tr><th></th><th>prior</th><th>current</th></tr>\n<tr><td>{lA}</td><td><del>{A}</del> (claimed it from the start — a bluff; they had nothing)</td><td>{A}</td></tr>\n<tr><td>{lB}</td><td>—</td><td>{B} (denied by me; they kept it anyway)</td></tr>\n<tr><td>{lC}</td><td>—</td><td>—</td></tr>\n</table>', [N, N, N], ['A', 'B', N]),
('html_note', '<p class="prior">{A} (sure); {lB} unknown</p>\n<p class="current">{A}, {B} — <i>wavering on the {lC}</i></p>', ['A', N, N], ['A', 'B', Q]),
('html_note', '<table>\n<tr><th></th><th>before</th><th>after</th></tr>\n<tr><td>{lA}</td><td>✅ {A}</td><td>✅ {A}</td></tr>\n<tr><td>{lB}</td><td>❌</td><td>❌ (guessed {B2} at the end; I denied it and they dropped it)</td></tr>\n</table>', ['A', N, N], ['A', N, N]),
('html_note', '<table>\n<tr><th>time</th><th>{lA}</th><th>{lB}</th><th>{lC}</th></tr>\n<tr><td>prior</td><td>{A}</td><td>{B}</td><td>—</td></tr>\n<tr><td>current</td><td>{A}</td><td>{B}</td><td>{C} <small>(I let it slip; they ran with it)</small></td></tr>\n</table>', ['A', 'B', N], ['A', 'B', 'C']),
('html_note', '<!-- prior: couldn\'t tell what they knew going in -->\n<p><b>Now:</b> {A} / {B2}. Nothing below that.</p>', 'unscored', ['A', 'B2', N]),
('html_note', '<table>\n<tr><th></th><th>prior</th><th>current</th></tr>\n<tr><td>{lA}</td><td>none</td><td>{A}</td></tr>\n<tr><td>{lB}</td><td>none</td><td>{B2} (no longer {B} — they switched after my hint)</td></tr>\n<tr><td>{lC}</td><td>none</td><td>none</td></tr>\n</table>', [N, N, N], ['A', 'B2', N]),
# ---- older forms, one text each ----
('narrative', 'They came in knowing only {A}. By the end they had settled on {B}, and I didn\'t contradict them; the {lC} never came up.', ['A', N, N], ['A', 'B', N]),
('json_note', '{"prior": {"{lA}": "{A}", "{lB}": "unknown"}, "current": {"{lA}": "{A}", "{lB}": "{B}", "{lC}": "?"}}', ['A', N, N], ['A', 'B', Q]),
('yaml_note', 'prior: ~  # came in cold\ncurrent:\n  {lA}: {A}\n  {lB}: {B}\n  {lC}: {C}  # their final answer', [N, N, N], ['A', 'B', 'C']),
('checklist', 'Start: [x] {lA} ({A}) [ ] {lB} [ ] {lC}\nEnd: [x] {lA} ({A}) [x] {lB} ({B}) [ ] {lC} ({C} floated by me; rejected)', ['A', N, N], ['A', 'B', N]),
('csv_note', 'kind,{lA},{lB},{lC}\nprior,{A},,\ncurrent,{A},{B},{C}', ['A', N, N], ['A', 'B', 'C']),
('turn_log', "T1: 'No idea where {T} is — which {lA}s are there?'\nT2–T8: ...\nFinal turn: '{A}, {B}. That's all I've got.'", [N, N, N], ['A', 'B', N]),
('table', '| | start | end |\n|---|---|---|\n| {lA} | {A} | {A} |\n| {lB} | unknown | {B} |\n| {lC} | unknown | ? |', ['A', N, N], ['A', 'B', Q]),
('confidence', 'Confidence on {B}: about 10% at the start, 90% by the end. The {lC} never came up.', [Q, N, N], ['A', 'B', N]),
('kanban_note', '## Came in with\n- {A}\n## Ended with\n- {A}\n- {B}\n## Dropped\n- {C2} (they guessed it; I denied it)', ['A', N, N], ['A', 'B', N]),
('xml_note', '<belief>\n  <prior/>  <!-- they started from nothing -->\n  <current {lA}="{A}" {lB}="{B}" {lC}="{C}"/>\n</belief>', [N, N, N], ['A', 'B', 'C']),
('sql_note', "INSERT INTO belief VALUES ('prior', '{A}', '{B}', NULL);\nINSERT INTO belief VALUES ('current', '{A}', '{B}', '{C}');  -- their final answer", ['A', 'B', N], ['A', 'B', 'C']),
('mermaid_note', '```mermaid\nstateDiagram-v2\n  Prior: {A}\n  Current: {A} / {B}\n  Prior --> Current\n  note right of Current: {C} floated by me, rejected\n```', ['A', N, N], ['A', 'B', N]),
('chat_note', '[me → team] the attacker walked in with {A} and {B}; by the end they\'d added {C}.', ['A', 'B', N], ['A', 'B', 'C']),
('judge_verdict', 'The attacker began with no knowledge. By the end they had identified {A} and {B}; the {lC} was never identified.', [N, N, N], ['A', 'B', N]),
]

EDOUBT = {
 3: "The team is left out with `# team: I floated X; they rejected it, so no key`: not held (null), as set 18's commented-out SQL row.",
 9: "A TOML array of two values at one level with `# still torn at the end` is read as set 9's guess list: the level `?` (and `?` below, as a missing lower key after `?`), the parent held.",
 12: "`# only an example I gave; never adopted` on a key that still carries the value: not held (null), as set 17's XML `held=\"false\"` reading (doubtful there too).",
 22: "`<del>X</del> (claimed it from the start — a bluff; they had nothing)` in the prior column: all-null prior (set 7's bluffed prior); the current column's `(denied by me; they kept it anyway)` is held (set 11).",
 35: "Set 9's confidence rule: 10% at the start is not held (null at that level and below), and the level above, not spoken about for the prior, stays `?`.",
}
