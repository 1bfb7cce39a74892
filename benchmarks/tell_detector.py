"""Tell detector: does a scripted attacker's wording give away what the defender cannot see?

Plays scripted attackers against a mix of scripted and trick defenders, and for
every attacker message records (a) what the defender can observe without the
wording: the move it reads (asking, a silent answer to "what do you know?",
doubt, naming a value, ...), the turn, which levels the message asks about and
names, what the defender's own last reply did; (b) the wording, as masked word
1-3-grams (entity names, person names and level words replaced by
placeholders); (c) the attacker's hidden state: whether it still holds prior
levels it has not said, whether the last reply was new to it, whether trust
just dropped, whether a doubt is the Bluffer's bluff, whether a named value
comes from its prior, whether the parent of the level it asks is in its prior.

For each move and hidden variable, two logistic regressions are
cross-validated with folds split by universe: one on (a) alone and one on (a)
plus (b). The *gain* (accuracy points of the second over the first) is what
the wording tells beyond what the defender already sees. ``tests/test_tells.py``
requires every gain to stay within :data:`THRESHOLD`; ``docs/scripted_agents.md``
records the table. Run:

    PYTHONPATH=src python benchmarks/tell_detector.py [--episodes 20000] [--folds 5] [--write-docs]

It also groups the messages by act (issue 39): within one act the wording may add at most
:data:`ACT_THRESHOLD` points (the acts of one move may differ in shape, not in words).

``--write-docs`` puts the table in ``docs/scripted_agents.md`` between its ``tell-table`` markers.
"""

from __future__ import annotations

import argparse
import re
import time
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.agents.attackers import SCRIPTED_ATTACKERS
from tomsb_env.agents.attackers.scripted_reading import reader_for
from tomsb_env.agents.defenders import SCRIPTED_DEFENDERS
from tomsb_env.agents.defenders.scripted_reading import message_reader_for
from tomsb_env.agents.defenders.scripted_tricks import TRICK_DEFENDERS
from tomsb_env.game import GameConfig, play_episode
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.grounding import grounder_for

DOCS = Path(__file__).resolve().parents[1] / "docs" / "scripted_agents.md"
START, END = "<!-- tell-table:start -->", "<!-- tell-table:end -->"
#: Most accuracy points the wording may add over the observable-only model, per move and variable.
THRESHOLD = 2.0
#: ... and within one act (issue 39): acts of one move may differ in shape, not in wording.
ACT_THRESHOLD = 10.0

#: The move a defender reads from each act: acts in one move are meant to look alike.
MOVES: dict[str, str] = {
    "ask_open": "ask", "verify": "ask",
    "withhold": "silent", "deny": "silent", "no_knowledge": "silent",
    "pushback": "doubt", "skeptic": "doubt",
    "reveal_prior": "name", "state_prior": "name", "hunch": "name", "bait": "name",
    "cross_verify": "cross", "conclude": "conclude",
}  # fmt: skip
HIDDEN: tuple[str, ...] = (
    "holds_more", "last_new", "trust_dropped", "bluffed_doubt", "from_prior", "parent_in_prior",
)  # fmt: skip
_WORD = re.compile(r"<\w+>|[a-z0-9']+|[?.,!]")
_ENTITY_UNIT = re.compile(r"(?:<l>\s*)?<e>(?:\s*<l>)?")


@dataclass(frozen=True, slots=True)
class Sample:
    """One attacker message: its move, fold key, observable features, wording and hidden state."""

    move: str
    act: str
    universe: str
    observed: tuple[str, ...]
    words: tuple[str, ...]
    hidden: dict[str, bool | None]  # None: the variable does not apply to this message


def _ngrams(text: str) -> tuple[str, ...]:
    toks = _WORD.findall(text)
    out = list(toks)
    out += [" ".join(toks[i : i + 2]) for i in range(len(toks) - 1)]
    out += [" ".join(toks[i : i + 3]) for i in range(len(toks) - 2)]
    return tuple(dict.fromkeys(out))


class _Recorder:
    """Wraps a scripted attacker and records a :class:`Sample` for each message it sends."""

    def __init__(self, attacker: Any, out: list[Sample]) -> None:
        self.attacker = attacker
        self.name = attacker.name
        self.out = out

    def reset(self, brief: Any, rng: Any) -> None:
        self.attacker.reset(brief, rng)
        u = brief.universe
        self.brief = brief
        self.key = "|".join(u.roots)
        self.grounder = grounder_for(u)
        self.reader = reader_for(u)
        self.msg_reader = message_reader_for(u)
        self.levels = u.levels
        self.said_values: set[str] = set()  # values the attacker's messages named
        self.named_levels: set[str] = set()  # levels either side named so far
        self.trust = 5
        self.prev_move = "none"
        people = (brief.target, brief.attacker_name)
        self.people = re.compile("|".join(re.escape(p) for p in people if p), re.IGNORECASE)
        words = sorted({w for _, w in self.reader.index.level_words}, key=len, reverse=True)
        self.level_words = re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b")

    def _mask(self, text: str) -> str:
        spans = sorted((m.start, m.end) for m in self.grounder.mentions(text))
        parts, at = [], 0
        for s, e in spans:
            if s >= at:
                parts += [text[at:s], " <e> "]
                at = e
        masked = "".join([*parts, text[at:]])
        masked = self.people.sub(" <p> ", masked).lower()
        # an entity written with or without its unit word ("the Storage team", "Team Nebula")
        # follows the universe's names, which the defender sees: one placeholder for both
        return _ENTITY_UNIT.sub("<e>", self.level_words.sub(" <l> ", masked))

    def act(self, view: Any) -> Any:
        reply = view.last_reply
        facts = self.reader.read(reply) if reply is not None else None
        turn = self.attacker.act(view)
        m = self.attacker.mem
        move = MOVES.get(turn.act)
        msg = self.msg_reader.read(turn.message)
        depth = {lv: i for i, lv in enumerate(self.levels)}
        asked = max((depth[lv] for lv in msg.asked), default=-1)
        named = max((depth[lv] for lv, _ in msg.named), default=-1)
        parent_seen = asked > 0 and self.levels[asked - 1] in self.named_levels
        observed = (
            f"turn={min(view.turn, 7)}",
            f"asks={asked}",
            f"names={named}",
            f"n_named={min(len(msg.named), 2)}",
            f"parent_seen={parent_seen}",
            f"prev_move={self.prev_move}",
            f"prev_claims={bool(facts and facts.claims)}",
            f"prev_question={bool(facts and facts.question)}",
            f"prev_probe={bool(facts and facts.knowledge_probe)}",
            f"prev_listed={bool(facts and facts.listed)}",
            f"prev_affirm={bool(facts and facts.affirm)}",
        )
        if facts is not None:
            self.named_levels.update(facts.claims)
        self.said_values.update(v for _, v in msg.named)
        self.named_levels.update(lv for lv, _ in msg.named)
        if move is not None:
            parent = self.levels[asked - 1] if asked > 0 else None
            hidden: dict[str, bool | None] = {
                "holds_more": any(m.prior[lv] not in self.said_values for lv in m.known),
                "last_new": m.gained if facts is not None else None,
                "trust_dropped": m.trust < self.trust,
                "bluffed_doubt": turn.act == "skeptic" if move == "doubt" else None,
                "from_prior": turn.act in ("reveal_prior", "state_prior")
                if move == "name"
                else None,
                "parent_in_prior": m.prior[parent] is not None
                if parent and move == "ask"
                else None,
            }
            self.out.append(
                Sample(
                    move, turn.act, self.key, observed, _ngrams(self._mask(turn.message)), hidden
                )
            )
        self.trust = m.trust
        self.prev_move = move or turn.act
        return turn


def defenders() -> dict[str, Any]:
    """The defender mix: every scripted defender and every trick."""
    return {**SCRIPTED_DEFENDERS, **{f"trick:{k}": v for k, v in TRICK_DEFENDERS.items()}}


def collect(episodes: int, max_turns: int = 15) -> list[Sample]:
    """Play ``episodes`` episodes (train and eval scenarios, every attacker, every defender)."""
    scenarios = load_scenarios("train") + load_scenarios("eval")
    atts = list(SCRIPTED_ATTACKERS.values())
    dfns = list(defenders().values())
    out: list[Sample] = []
    recorders = [_Recorder(cls(), out) for cls in atts]
    config = GameConfig(max_turns=max_turns)
    for i in range(episodes):
        sc = scenarios[i % len(scenarios)]
        att = recorders[i % len(atts)]
        dfn = dfns[(i // len(atts)) % len(dfns)]()
        play_episode(sc, att, dfn, seed=i, config=config)
    return out


def _fit(
    rows: np.ndarray, cols: np.ndarray, n_rows: int, n_cols: int, pos: np.ndarray, neg: np.ndarray
) -> np.ndarray:
    """Weighted L2 logistic regression on sparse 0/1 rows (Adam, full batch); returns weights."""
    w = np.zeros(n_cols + 1)
    m1, m2 = np.zeros_like(w), np.zeros_like(w)
    total = max(pos.sum() + neg.sum(), 1.0)
    lr, b1, b2, l2 = 0.1, 0.9, 0.999, 1e-4
    for t in range(1, 121):
        z = np.bincount(rows, weights=w[cols], minlength=n_rows) + w[-1]
        p = 1.0 / (1.0 + np.exp(-z))
        g_row = (p * (pos + neg) - pos) / total
        grad = np.empty_like(w)
        grad[:-1] = np.bincount(cols, weights=g_row[rows], minlength=n_cols) + l2 * w[:-1]
        grad[-1] = g_row.sum()
        m1 = b1 * m1 + (1 - b1) * grad
        m2 = b2 * m2 + (1 - b2) * grad * grad
        w -= lr * (m1 / (1 - b1**t)) / (np.sqrt(m2 / (1 - b2**t)) + 1e-8)
    return w


def _cv_accuracy(
    features: Sequence[tuple[str, ...]], labels: np.ndarray, folds: np.ndarray, k: int
) -> float:
    """Cross-validated accuracy (%) of a logistic regression on the given token sets."""
    vocab: dict[str, int] = {}
    row_of: dict[tuple[str, ...], int] = {}
    ids = np.empty(len(features), dtype=np.int64)
    for i, f in enumerate(features):
        ids[i] = row_of.setdefault(f, len(row_of))
    uniq = list(row_of)
    rows = np.array([r for r, f in enumerate(uniq) for _ in f], dtype=np.int64)
    cols = np.array([vocab.setdefault(t, len(vocab)) for f in uniq for t in f], dtype=np.int64)
    # counts[row, fold, label]
    counts = np.zeros((len(uniq), k, 2))
    np.add.at(counts, (ids, folds, labels.astype(np.int64)), 1.0)
    right = 0.0
    for f in range(k):
        train = counts.sum(axis=1) - counts[:, f]
        w = _fit(rows, cols, len(uniq), len(vocab), train[:, 1], train[:, 0])
        z = np.bincount(rows, weights=w[cols], minlength=len(uniq)) + w[-1]
        pred = (z > 0).astype(np.int64)
        right += counts[np.arange(len(uniq)), f, pred].sum()
    return 100.0 * right / len(labels)


@dataclass(frozen=True, slots=True)
class Row:
    """One (move, hidden variable) cell of the table."""

    move: str
    hidden: str
    n: int
    base_rate: float  # % of messages where the variable is true
    observed: float  # cross-validated accuracy % without the wording
    worded: float  # ... with the wording

    @property
    def gain(self) -> float:
        return self.worded - self.observed


def detect(samples: Iterable[Sample], k: int = 5, min_n: int = 200, by: str = "move") -> list[Row]:
    """Every (move, hidden variable) with at least ``min_n`` messages and both values present;
    ``by="act"`` groups by the attacker's act instead (``Row.move`` then holds the act)."""
    by_move: dict[str, list[Sample]] = {}
    for s in samples:
        by_move.setdefault(getattr(s, by), []).append(s)
    out: list[Row] = []
    for move, group in sorted(by_move.items()):
        for h in HIDDEN:
            sub = [s for s in group if s.hidden[h] is not None]
            labels = np.array([bool(s.hidden[h]) for s in sub])
            if len(sub) < min_n or labels.all() or not labels.any():
                continue
            folds = np.array([zlib.crc32(s.universe.encode()) % k for s in sub])
            obs = _cv_accuracy([s.observed for s in sub], labels, folds, k)
            worded = _cv_accuracy([s.observed + s.words for s in sub], labels, folds, k)
            out.append(Row(move, h, len(sub), 100.0 * labels.mean(), obs, worded))
    return out


def table(rows: Sequence[Row]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| move | hidden variable | messages | true % | acc. observed % | acc. + wording % | gain |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r.move} | {r.hidden} | {r.n} | {r.base_rate:.1f} | {r.observed:.1f} "
            f"| {r.worded:.1f} | {r.gain:+.1f} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=20000)
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--write-docs", action="store_true", help=f"rewrite the table in {DOCS.name}")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    samples = collect(args.episodes)
    t1 = time.perf_counter()
    texts, ok = [], True
    for by, limit in (("move", THRESHOLD), ("act", ACT_THRESHOLD)):
        rows = detect(samples, args.folds, by=by)
        worst = max(rows, key=lambda r: r.gain)
        ok = ok and worst.gain <= limit
        texts.append(
            f"By {by}:\n\n"
            + table(rows).replace("| move |", f"| {by} |")
            + f"\n\nlargest gain {worst.gain:+.1f} ({worst.move}, {worst.hidden}); threshold "
            f"{limit:+.1f}: " + ("within" if worst.gain <= limit else "EXCEEDED")
        )
    t2 = time.perf_counter()
    text = "\n\n".join(texts) + f"\n\n{args.episodes} episodes, {len(samples)} attacker messages."
    print(text + f" (played in {t1 - t0:.1f}s, detected in {t2 - t1:.1f}s)")
    if args.write_docs:
        doc = DOCS.read_text(encoding="utf-8")
        head, rest = doc.split(START, 1)
        DOCS.write_text(f"{head}{START}\n{text}\n{END}{rest.split(END, 1)[1]}", encoding="utf-8")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
