"""Set 20's estimate notes: (tag, text, prior label, current label, doubt). A label is 'unscored' or three
entries (a slot, None or '?'), top level first."""
N_ = None
E = [
# ---- dot_note: Graphviz graphs
('dot_note', r'''digraph attacker {
  prior -> p0;  p0 [label="{A}"];
  current -> c0 -> c1 -> c2;
  c0 [label="{A}"]; c1 [label="{B}"]; c2 [label="{C}"];
}''', ('A', N_, N_), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  // dashed = floated by me, rejected by them
  prior -> p0; p0 [label="{A}"];
  current -> c0 -> c1; c0 [label="{A}"]; c1 [label="{B}"];
  c1 -> c2 [style=dashed]; c2 [label="{C}"];
}''', ('A', N_, N_), ('A', 'B', N_), ''),
('dot_note', r'''digraph g {
  prior;  // came in with nothing: their first message asked which {l0}s exist
  current -> "{A}" -> "{B}";
}''', (N_, N_, N_), ('A', 'B', N_), ''),
('dot_note', r'''digraph g {
  current -> c0 -> c1; c0 [label="{A}"]; c1 [label="{B}"];
  c1 -> t1 [label="torn"]; c1 -> t2 [label="torn"];
  t1 [label="{C}"]; t2 [label="{C2}"];
  // prior: couldn't tell what they knew going in
}''', 'unscored', ('A', 'B', '?'), ''),
('dot_note', r'''digraph before_after {
  before -> b0 -> b1; b0 [label="{A}"]; b1 [label="{B}"];
  after -> a0 -> a1 -> a2; a0 [label="{A}"]; a1 [label="{B}"];
  a2 [label="{C}\n(I let it slip; they ran with it)"];
}''', ('A', 'B', N_), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  prior -> p0 [label="maybe"]; p0 [label="{A}"];
  current -> c0 -> c1 -> c2;
  c0 [label="{A}"]; c1 [label="{B}"]; c2 [label="{C}"];
}''', 'unscored', ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  // red = they said they knew it from the start; a bluff, they had nothing
  prior -> p0 [color=red]; p0 [label="{A}"];
  current -> c0 -> c1; c0 [label="{A}"]; c1 [label="{B2}"];
}''', (N_, N_, N_), ('A', 'B2', N_), 'A bluffed prior (set 7): all-null prior, read from the note\'s own colour key.'),
('dot_note', r'''digraph g {
  prior -> p0 -> p1; p0 [label="{A}"]; p1 [label="{B}"];
  current -> c0 -> c1; c0 [label="{A}"]; c1 [label="{B2}"];
  // no longer {B}: they switched after my hint
}''', ('A', 'B', N_), ('A', 'B2', N_), ''),
('dot_note', r'''digraph g {
  rankdir=LR;
  current -> "{A}";
  current -> "{A2}" [style=dotted];  // dotted = a decoy I offered; they didn't bite
  // {l1} and {l2}: never came up
}''', 'unscored', ('A', N_, N_), 'The prior is not spoken about (all `?`, unscored); `never came up` is read as set 9\'s `The team never came up` (null).'),
('dot_note', r'''digraph g {
  subgraph cluster_prior { label="going in"; p0 [label="{A}"]; }
  subgraph cluster_now { label="now"; n1 [label="{A}"]; n2 [label="{B}"]; n3 [label="{C}"]; n1 -> n2 -> n3; }
}''', ('A', N_, N_), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  prior -> q0; q0 [label="?"];
  current -> c0 -> c1 -> q1;
  c0 [label="{A}"]; c1 [label="{B}\nconfirmed in their last message"]; q1 [label="?"];
}''', 'unscored', ('A', 'B', '?'), ''),
('dot_note', r'''digraph g {
  start -> s0 -> s1 -> s2;  // claimed in turn 1, and it was true: they knew it cold
  end -> e0 -> e1 -> e2;
  s0 [label="{A}"]; s1 [label="{B}"]; s2 [label="{C}"];
  e0 [label="{A}"]; e1 [label="{B}"]; e2 [label="{C}"];
}''', ('A', 'B', 'C'), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph knowledge {
  node [shape=box];
  prior -> none;
  current -> c0 -> c1; c0 [label="{A}"]; c1 [label="{B}"];
  c1 -> c2 [label="guessed; I denied it; they dropped it"]; c2 [label="{C}"];
}''', (N_, N_, N_), ('A', 'B', N_), ''),
('dot_note', r'''digraph g {
  prior -> p0; prior -> p1;  // split between the two going in; no {l1} in mind
  p0 [label="{A}"]; p1 [label="{A2}"];
  current -> c0 -> c1 -> c2; c0 [label="{A2}"]; c1 [label="{A2B}"]; c2 [label="{A2C}"];
}''', ('?', N_, N_), ('A2', 'A2B', 'A2C'), ''),
('dot_note', r'''digraph g {
  prior -> p0 [label="held"]; p0 [label="{A}"];
  current -> c0 -> c1 [label="held"]; c0 [label="{A}"]; c1 [label="{B}"];
  c1 -> x [label="my example only; never adopted"]; x [label="{C}"];
}''', ('A', N_, N_), ('A', 'B', N_), ''),
('dot_note', r'''digraph g {
  // edge label = the turn they first held it
  prior -> "{A}" [label="T0"];
  current -> "{A} / {B} / {C}" [label="T9"];
}''', ('A', N_, N_), ('A', 'B', 'C'), 'A node written as a path (`A / B / C`) is read as the path.'),
('dot_note', r'''graph g {
  "attacker (start)" -- "{B}";
  "attacker (now)" -- "{B}";
  "attacker (now)" -- "{C}";
}''', ('A', 'B', N_), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  prior -> p0; p0 [label="{A}"];
  current -> c0 -> c1 -> c2;
  c0 [label="{A}"]; c1 [label="{B}"]; c2 [label="{C}\n(denied by me; they kept it anyway)"];
}''', ('A', N_, N_), ('A', 'B', 'C'), ''),
('dot_note', r'''digraph g {
  prior -> p0 -> p1; p0 [label="{A}"]; p1 [label="{B}"];
  // they pretended not to know {B}, but clearly walked in with it
  current -> c0 -> c1 -> c2; c0 [label="{A}"]; c1 [label="{B}"];
  c2 [label="maybe {C}"];
}''', ('A', 'B', N_), ('A', 'B', '?'), ''),
('dot_note', r'''digraph g {
  prior -> p0 [label="knew it cold"]; p0 [label="{A}"];
  current -> c0 [label="wavering by the end"]; c0 [label="{A}"];
}''', ('A', N_, N_), 'unscored', 'Wavering on the top level gives `?` there and below: the current reading is unscored.'),
# ---- latex_note: LaTeX tabulars
('latex_note', r'''\begin{tabular}{lll}
\hline
level & prior & current \\
\hline
{l0} & {A} & {A} \\
{l1} & -- & {B} \\
{l2} & -- & {C} \\
\hline
\end{tabular}''', ('A', N_, N_), ('A', 'B', 'C'), ''),
('latex_note', r'''\begin{tabular}{l|cc}
 & before & after \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & {B} \\
{l2} & ? & {C} \\
\end{tabular}''', ('A', 'B', '?'), ('A', 'B', 'C'), ''),
('latex_note', r'''% prior: nothing -- their first message asked which {l0}s there were
\begin{tabular}{lcc}
\toprule
 & Prior & Current \\
\midrule
{l0} & -- & {A} \\
{l1} & -- & {B} \\
{l2} & -- & -- \\
\bottomrule
\end{tabular}''', (N_, N_, N_), ('A', 'B', N_), ''),
('latex_note', r'''\begin{tabular}{lll}
level & going in & now \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & \textit{maybe} {B} \\
{l2} & -- & -- \\
\end{tabular}''', ('A', 'B', N_), ('A', '?', '?'), 'A hedge at the middle level makes it and the level below `?`, although the cell below says `--`.'),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & -- & \sout{{B2}} {B} \\
{l2} & -- & \sout{{C}}\footnote{Floated by me; they rejected it.} \\
\end{tabular}''', ('A', N_, N_), ('A', 'B', N_), 'The struck middle value is replaced (`~~A~~ B`); the struck lowest value is not held (floated and rejected).'),
('latex_note', r'''\begin{tabular}{lccc}
 & {l0} & {l1} & {l2} \\ \hline
prior   & {A} & -- & -- \\
current & \multicolumn{3}{c}{same as prior} \\
\end{tabular}''', ('A', N_, N_), ('A', N_, N_), ''),
('latex_note', r'''\begin{tabular}{lccc}
 & {l0} & {l1} & {l2} \\ \hline
prior   & ? & ? & ? \\
current & {A} & {B} & {C} \\
\end{tabular}
% ? = couldn't tell''', 'unscored', ('A', 'B', 'C'), ''),
('latex_note', r'''\begin{tabular}{ll}
\textbf{prior} & they claimed {A} from the start -- a bluff; they had nothing \\
\textbf{current} & {A}, {B}, {C} (I let the {l2} slip) \\
\end{tabular}''', (N_, N_, N_), ('A', 'B', 'C'), ''),
('latex_note', r'''\begin{tabular}{lll}
level & start & end \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & {B2} \\
{l2} & -- & -- \\
\end{tabular}
% end: no longer {B}; they switched after my hint''', ('A', 'B', N_), ('A', 'B2', N_), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & -- & {B} \textit{or} {B2} (torn) \\
{l2} & -- & -- \\
\end{tabular}''', ('A', N_, N_), ('A', '?', '?'), 'Torn between two values at the middle level: `?` there and below.'),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & {B} \\
{l2} & {C}\footnote{Pretended not to know it, but they clearly walked in with it.} & {C} \\
\end{tabular}''', ('A', 'B', 'C'), ('A', 'B', 'C'), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & -- & {B} \\
{l2} & -- & {C} \textcolor{gray}{(example I gave; never adopted)} \\
\end{tabular}''', ('A', N_, N_), ('A', 'B', N_), 'A cell that still carries the value with `never adopted`: not held (as set 19\'s TOML example key; doubtful there too).'),
('latex_note', r'''\begin{tabular}{|l|l|}
\hline
prior & {A2}, {A2B} \\
current & {A2}, {A2B}, {A2C} -- \checkmark\ (denied by me; they kept it anyway) \\
\hline
\end{tabular}''', ('A2', 'A2B', N_), ('A2', 'A2B', 'A2C'), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & \textit{probably} {A} & {A} \\
{l1} & & {B} \\
{l2} & & {C} \\
\end{tabular}''', 'unscored', ('A', 'B', 'C'), 'A hedge at the top level of the prior: all `?`, unscored (set 6).'),
('latex_note', r'''\begin{tabular}{lll}
 & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & -- (I denied {B}; they dropped it) \\
{l2} & -- & -- \\
\end{tabular}''', ('A', 'B', N_), ('A', N_, N_), ''),
('latex_note', r'''\begin{tabular}{lc}
turn & what they held \\ \hline
T1 (opening) & nothing -- asked which {l1}s existed \\
T6 & {A} \\
T11 (final) & {A}, {B}, {C} \\
\end{tabular}''', (N_, N_, N_), ('A', 'B', 'C'), 'A table of turns is read as set 10\'s turn log: the opening and the final rows.'),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & {B} \\
{l2} & -- & {C} $\times$ \\
\end{tabular}
% $\times$ = guessed at the end; I denied it and they dropped it''', ('A', 'B', N_), ('A', 'B', N_), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & {B} & {B} \\
{l2} & {C} & {C} \\
\end{tabular}
% they said they'd known {C} all along -- they hadn't; it was news to them''', ('A', 'B', N_), ('A', 'B', 'C'), '`claimed to have known X all along — they hadn\'t` never makes X a prior value (set 6), though the prior cell names it.'),
('latex_note', r'''\begin{tabular}{ll}
\multicolumn{2}{l}{\textbf{Attacker}} \\ \hline
came in with & {A} and {B} \\
by the end   & had added {C} \\
\end{tabular}''', ('A', 'B', N_), ('A', 'B', 'C'), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & {A} & {A} \\
{l1} & -- & ? \\
{l2} & -- & ? \\
\end{tabular}''', ('A', N_, N_), ('A', '?', '?'), ''),
('latex_note', r'''\begin{tabular}{lll}
level & prior & current \\ \hline
{l0} & unknown & {A2} \\
{l1} & unknown & {A2B} \\
{l2} & unknown & \textit{wavering} \\
\end{tabular}''', (N_, N_, N_), ('A2', 'A2B', '?'), ''),
]
