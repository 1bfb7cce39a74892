"""Structured play: a seat's moves as a small discrete choice, rendered to an ordinary turn.

A move (what x level x candidate slot) is worded with the scripted agents' phrase pools and
played as a plain :class:`~tomsb_env.DefenderTurn` / :class:`~tomsb_env.AttackerTurn` whose
``act`` names it (``"claim:1:0"``), so opponents, judges, metrics and records see an ordinary
turn. A seat reads only its brief and the public transcript, encodes them as fixed-size
arrays and masks the illegal actions. The spec is the envs' docstrings
(:mod:`tomsb_env.envs.structured`) and ``docs/rl.md``."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces

from tomsb_env.agents.attackers import phrases as AP
from tomsb_env.agents.attackers.scripted_reading import reader_for
from tomsb_env.agents.defenders import scripted_phrases as DP
from tomsb_env.agents.defenders.scripted import claim_text
from tomsb_env.agents.defenders.scripted_reading import AttackerModel, message_reader_for
from tomsb_env.agents.scripted_text import agent_random, entity, index_for, level_labels, pick
from tomsb_env.errors import FormatFailure, ScenarioError
from tomsb_env.types import AttackerTurn, AttackerView, DefenderTurn, DefenderView, Signal
from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief
from tomsb_env.universe.tree import Universe

__all__ = ["MAX_BRANCHING", "MAX_LEVELS", "AttackerMoves", "DefenderMoves", "MaskedMultiDiscrete"]

#: The deepest and widest universes of the shipped splits and the authors' 300 scenarios
#: (all 3 x 3; ``tests/test_structured_envs.py`` checks): the default sizes of the arrays.
MAX_LEVELS = 3
MAX_BRANCHING = 3
MAX_TRUST = 5


class MaskedMultiDiscrete(spaces.MultiDiscrete):
    """``MultiDiscrete`` whose ``sample`` also takes the flat, concatenated mask that
    MaskablePPO and the observations carry (Gymnasium's takes a tuple of per-part masks)."""

    def sample(self, mask: Any = None, probability: Any = None) -> np.ndarray:
        if mask is not None and not isinstance(mask, tuple):
            cuts = np.cumsum(self.nvec)[:-1]
            mask = tuple(np.split(np.asarray(mask, dtype=np.int8), cuts))
        return super().sample(mask=mask, probability=probability)


@dataclass(frozen=True, slots=True)
class Move:
    """One entry of a seat's move table; ``level``/``slot`` are -1 where the move has none."""

    what: str
    level: int = -1
    slot: int = -1

    @property
    def name(self) -> str:
        return ":".join([self.what, *(str(x) for x in (self.level, self.slot) if x >= 0)])


class _Seat:
    """What both seats share: the move table, spaces, transcript reading, masks, decoding."""

    #: (what, shape): "" takes no level, "l" a level, "ls" a level and a candidate slot.
    #: Move 0, ``wait``, is legal only while it is the other side's turn (the parallel env).
    whats: ClassVar[tuple[tuple[str, str], ...]]
    level_flags: ClassVar[tuple[str, ...]]  # per-level bits; the first is "exists"
    fresh: ClassVar[slice]  # the per-level bits about the latest message only
    flags: ClassVar[tuple[str, ...]]  # bits about the latest message
    counts: ClassVar[tuple[str, ...]]  # counters over the episode
    other: ClassVar[str]  # whose messages this seat reads
    second: ClassVar[int | None] = None  # the second part's size (None: max_levels + 1)

    def __init__(
        self, max_levels: int = MAX_LEVELS, max_branching: int = MAX_BRANCHING, max_turns: int = 15
    ) -> None:
        self.max_levels, self.max_branching, self.max_turns = max_levels, max_branching, max_turns
        shape = {"": [(-1, -1)], "l": [(lv, -1) for lv in range(max_levels)]}
        shape["ls"] = [(lv, s) for lv in range(max_levels) for s in range(max_branching)]
        self.moves = tuple(Move(w, lv, s) for w, form in self.whats for lv, s in shape[form])
        self._what = {w: i for i, (w, _) in enumerate(self.whats)}
        self.action_space = MaskedMultiDiscrete([len(self.moves), self.second or max_levels + 1])
        cap = max_turns + 2
        self.observation_space = spaces.Dict(
            {
                "turn": spaces.Discrete(cap),
                "levels": spaces.MultiBinary((max_levels, len(self.level_flags))),
                "flags": spaces.MultiBinary(len(self.flags)),
                "counts": spaces.MultiDiscrete([cap] * len(self.counts)),
                "last_move": spaces.Discrete(len(self.whats)),
            }
        )

    def check_fits(self, u: Universe, where: str = "scenario") -> None:
        """A :class:`ScenarioError` if ``u`` is deeper or wider than the arrays."""
        if u.depth > self.max_levels or u.branching > self.max_branching:
            raise ScenarioError(
                f"{where}: a {u.depth}-level, {u.branching}-way universe does not fit structured "
                f"play sized max_levels={self.max_levels}, max_branching={self.max_branching}; "
                "pass larger values"
            )

    def _start(self, u: Universe) -> None:
        self.check_fits(u)
        self._u, self._idx, self._labels = u, index_for(u), level_labels(u)
        self._names = u.levels
        self.depth = u.depth
        self._bits = np.zeros((self.max_levels, len(self.level_flags)), dtype=np.int8)
        self._bits[: self.depth, 0] = 1
        self._flags = np.zeros(len(self.flags), dtype=np.int8)
        self._counts = np.zeros(len(self.counts), dtype=np.int64)
        self._last, self._seen, self._turn = 0, 0, 1
        self._mask: np.ndarray | None = None

    def observe(self, view: DefenderView | AttackerView) -> dict[str, Any]:
        """Read the other side's new messages in ``view`` and return the observation."""
        for message in view.transcript[self._seen :]:
            if message.role == self.other:
                self._bits[:, self.fresh] = 0
                self._read(message.text)
                self._mask = None
        self._seen = len(view.transcript)
        self._turn = min(view.turn, self.max_turns + 1)
        return {
            "turn": np.int64(self._turn),
            "levels": self._bits.copy(),
            "flags": self._flags.copy(),
            "counts": np.minimum(self._counts, self.max_turns + 1),
            "last_move": np.int64(self._last),
        }

    def _count(self, name: str) -> None:
        self._counts[self.counts.index(name)] += 1

    def _second_legal(self, second: np.ndarray) -> None:
        """Mark the legal values of the second part (defender: estimates up to the depth)."""
        second[: self.depth + 1] = 1

    def action_mask(self, acting: bool = True) -> np.ndarray:
        """The legal actions, both parts' masks concatenated (``int8``); only ``wait`` (and
        0) when not ``acting``."""
        first = np.zeros(len(self.moves), dtype=np.int8)
        second = np.zeros(self.action_space.nvec[1], dtype=np.int8)
        if not acting:
            first[0] = second[0] = 1
            return np.concatenate([first, second])
        if self._mask is None:  # cached until the state changes: trainers ask several times
            slots = [self._candidates(lv) for lv in range(self.depth)]
            for i, move in enumerate(self.moves[1:], start=1):  # move 0 is wait
                first[i] = move.level < self.depth and self._legal(move, slots)
            self._second_legal(second)
            self._mask = np.concatenate([first, second])
        return self._mask.copy()

    def turn(self, action: Any) -> Any:
        """The turn a legal ``action`` plays; for an illegal one, a :class:`FormatFailure`
        naming it, which the game records as it records unparseable text."""
        pair = isinstance(action, (list, tuple)) and len(action) == 2  # sized before copied
        a = np.asarray(action).reshape(-1) if pair or isinstance(action, np.ndarray) else None
        if a is None or a.shape != (2,) or not np.issubdtype(a.dtype, np.integer):
            shown = repr(action)[:200]
            return FormatFailure(f"a structured action is two integers, got {shown}", shown)
        m, x = int(a[0]), int(a[1])
        mask, n = self.action_mask(), len(self.moves)
        if not (0 <= m < n and 0 <= x < len(mask) - n and mask[m] and mask[n + x]):
            what = self.moves[m].name if 0 <= m < n else f"move {m}"
            return FormatFailure(
                f"{what} with {x} is not a legal action now; the legal ones are "
                "info['action_mask'] (or action_masks())",
                repr(action),
            )
        self._last, self._mask = self._what[self.moves[m].what], None
        return self._play(self.moves[m], x)  # type: ignore[attr-defined]

    def _entity(self, value: str) -> str:
        return entity(value, self._labels[self._idx.level_of[value]])

    def _label(self, lv: int) -> str:
        return self._labels[self._names[lv]]


def _pad(values: list[str | None], n: int) -> tuple[str | None, ...]:
    return tuple(values[:n]) + (None,) * max(0, n - len(values))


class DefenderMoves(_Seat):
    """The defender's seat (:class:`~tomsb_env.envs.structured.DiscreteDefenderEnv` has the
    spec). Candidates at a level are the children of the value above on our story (what we
    last claimed there, else the truth): slot 0 is the true value when it is among them."""

    whats = (
        ("wait", ""), ("probe", ""), ("answer", ""), ("confirm", ""), ("refuse", ""),
        ("probe_level", "l"), ("list", "l"), ("claim", "ls"), ("deny", "ls"), ("structure", "ls"),
    )  # fmt: skip
    level_flags = (
        "exists", "asked", "named_true", "named_false", "echoed", "asked_ever",
        "named_true_ever", "named_false_ever", "told", "told_true", "doubted",
    )  # fmt: skip
    fresh = slice(1, 5)
    flags = ("doubt", "structural", "named")
    counts = ("doubts", "probes", "claims")
    other = "attacker"
    # the pools of the moves without a candidate, and the openers of the claims with one
    _POOLS: ClassVar[dict[str, tuple[str, ...]]] = {
        "probe": DP.PROBE_KNOWLEDGE, "refuse": DP.REFUSE, "probe_level": DP.PROBE_MORE,
        "list": DP.PROBE_LIST, "deny": DP.DENY, "structure": DP.STRUCTURE,
    }  # fmt: skip

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None:
        self._start(brief.universe)
        self._brief = brief
        self._rand: random.Random = agent_random(rng, brief.target, *brief.truth.values())
        self._reader = message_reader_for(brief.universe)
        self._truth = [brief.truth[lv] for lv in self._names]
        self._told: list[str | None] = [None] * self.depth
        self._last_claim: int | None = None

    def _read(self, text: str) -> None:
        f = self._reader.read(text)
        depth, bits = self._idx.depth, self._bits
        for lv in f.asked:
            bits[depth[lv], [1, 5]] = 1
        for lv, v in f.named:
            i = depth[lv]
            cols = [4] if self._told[i] == v else [2, 6] if v == self._truth[i] else [3, 7]
            bits[i, cols] = 1
            for k, node in enumerate(self._idx.path[v][:-1]):  # a name implies its ancestors:
                if node == self._truth[k] and self._told[k] != node:  # true ones we never said
                    bits[k, [2, 6]] = 1
        self._flags[:] = (f.doubt, f.structural is not None, bool(f.named))
        if f.doubt:
            self._count("doubts")
            at = depth[f.asked[-1]] if f.asked else self._last_claim
            if at is not None:
                bits[at, 10] = 1

    def _parent(self, lv: int) -> str | None:
        return None if lv == 0 else self._told[lv - 1] or self._truth[lv - 1]

    def _candidates(self, lv: int) -> tuple[str | None, ...]:
        kids, true = self._idx.children[self._parent(lv)], self._truth[lv]
        first = true if true in kids else None
        return _pad([first, *(k for k in kids if k != true)], self.max_branching)

    def _legal(self, move: Move, slots: list[tuple[str | None, ...]]) -> bool:
        if move.slot < 0:  # agreeing needs a value the attacker named
            return move.what != "confirm" or bool(self._flags[2])
        value, what = slots[move.level][move.slot], move.what
        if value is None:
            return False
        # a public fact about the universe answers a question about its structure, and only
        # that: played as an answer to anything else, the scripted attackers read it as a
        # claim about the target (tests/test_exploits.py)
        return what != "structure" or (move.level > 0 and bool(self._flags[1]))

    def _answer(self, known: int, agree: bool = False) -> str:
        """Answer the finest level asked (else the first we have not told) as the estimate
        says: the truth above ``known`` levels, the story (or a new lie) from there down;
        opening with "yes, that's right" if ``agree``."""
        asked = np.flatnonzero(self._bits[: self.depth, 1])
        untold = [i for i, v in enumerate(self._told) if v is None] or [self.depth - 1]
        value: str | None = None
        changed = False
        for k in range(asked[-1] + 1 if len(asked) else untold[0] + 1):
            kids, told = self._idx.children[value], self._told[k]
            false = [c for c in kids if c != self._truth[k]]
            value = self._truth[k] if k < known else told if told in false else false[0]
            changed = changed or told not in (None, value)
        # a changed story opens with an apology; an unchanged one stands by itself if doubted
        pool = (
            DP.VALIDATE if agree else DP.PIVOT if changed else DP.HOLD if self._flags[0] else ("",)
        )
        return pick(self._rand, pool).format(t=self._brief.target) + self._claim(value)  # type: ignore[arg-type]

    def _play(self, move: Move, known: int) -> DefenderTurn:
        t, lv, what = self._brief.target, move.level, move.what
        text = pick(self._rand, self._POOLS[what]) if what in self._POOLS else ""
        if what in ("answer", "confirm"):
            text = self._answer(known, agree=what == "confirm")
        if what in ("probe", "probe_level", "list"):
            self._count("probes")
        if move.slot < 0 and what not in ("answer", "confirm"):
            opts = self._idx.children[self._parent(lv)] if what == "list" else ("",)
            joined = ", ".join(opts[:-1]) + " and " + opts[-1] if len(opts) > 1 else opts[0]
            text = text.format(t=t, lv=self._label(lv), opts=joined)
        elif move.slot >= 0:
            value = self._candidates(lv)[move.slot]
            assert value is not None  # the mask checked it
            v, p = self._entity(value), self._entity(self._idx.path[value][-2]) if lv else ""
            text = text.format(t=t, v=v, p=p) if what != "claim" else self._claim(value)
        model = AttackerModel(self._u, self._idx)  # the estimates: truth down to `known`
        if known:
            model.knows(self._truth[known - 1])
        told = [v for v in self._told if v is not None]
        if told:
            model.holds(told[-1])
        return DefenderTurn(
            reply=text[:1].upper() + text[1:],
            attacker_belief_about_target=model.describe(t),
            reflection=f"Structured move {move.name}; the attacker knew {known} level(s).",
            attacker_prior_estimate=dict(model.prior),
            attacker_belief_estimate=dict(model.belief),
            act=move.name,
        )

    def _claim(self, value: str) -> str:
        """Assert ``value`` (and so its ancestors) and record it as our story."""
        path = self._idx.path[value]
        i = len(path) - 1
        for k in range(self.depth):
            if k <= i:
                self._told[k] = path[k]
            elif self._told[k] is not None and self._idx.path[self._told[k]][i] != value:
                self._told[k] = None  # no longer under the story
        self._bits[: self.depth, 8] = [v is not None for v in self._told]
        self._bits[: self.depth, 9] = [v == t for v, t in zip(self._told, self._truth, strict=True)]
        self._count("claims")
        self._last_claim = i
        parent = self._entity(path[i - 1]) if i else None
        return claim_text(self._rand, self._brief.target, self._entity(value), parent)


class AttackerMoves(_Seat):
    """The attacker's seat (:class:`~tomsb_env.envs.structured.DiscreteAttackerEnv` has the
    spec). Its record is the prior plus the defender's latest claims that fit it; candidates
    at a level are the children of the value on record above, the one on record first."""

    whats = (
        ("wait", ""), ("no_knowledge", ""), ("withhold", ""), ("ask", "l"), ("verify", "l"),
        ("challenge", "l"), ("name", "ls"), ("conclude", "ls"),
    )  # fmt: skip
    level_flags = (
        "exists", "known", "claimed", "fits", "contradicts", "listed", "claimed_ever",
        "changed", "on_record", "asked_ever", "challenged",
    )  # fmt: skip
    fresh = slice(2, 6)
    flags = ("probe", "question", "refusal", "affirm", "route", "empty", "off_branch", "outside")
    counts = ("probes", "contradictions", "changes")
    other = "defender"
    second = MAX_TRUST + 1
    _POOLS: ClassVar[dict[str, tuple[str, ...]]] = {
        "no_knowledge": AP.NO_KNOWLEDGE, "withhold": AP.WITHHOLD, "verify": AP.REVERIFY,
        "challenge": AP.DOUBT, "name": AP.NAMING, "conclude": AP.CONCLUDE,
    }  # fmt: skip

    def reset(self, brief: AttackerBrief, rng: np.random.Generator) -> None:
        u = brief.universe
        self._start(u)
        self._brief = brief
        prior = u.closed({lv: brief.prior.get(lv) for lv in u.levels}) or {}
        self._prior = [prior.get(lv) for lv in u.levels]
        self._rand = agent_random(rng, brief.target, brief.attacker_name, *u.roots)
        self._reader = reader_for(u)
        self._people = frozenset({brief.target.lower(), brief.attacker_name.lower()})
        self._target = brief.target
        self._told: list[str | None] = [None] * self.depth
        self._record = list(self._prior)
        self._bits[: self.depth, [1, 8]] = np.array([v is not None for v in self._prior])[:, None]

    def _second_legal(self, second: np.ndarray) -> None:
        second[int(self._seen == 0) :] = 1  # trust 0 ends the game: not before any reply

    def _read(self, text: str) -> None:
        f = self._reader.read(text, self._people, self._target)
        bits, depth = self._bits, self._idx.depth
        for lv, v in f.claims.items():
            i = depth[lv]
            bits[i, [2, 6]] = 1
            if self._prior[i] is not None:
                bits[i, 3 if v == self._prior[i] else 4] = 1
                self._counts[1] += v != self._prior[i]  # contradictions
            elif self._told[i] not in (None, v):
                bits[i, 7] = 1
                self._count("changes")
            self._told[i] = v
        for lv in f.listed:
            bits[depth[lv], 5] = 1
        self._flags[:] = (f.knowledge_probe, f.question, f.refusal, f.affirm, f.route, f.empty,
                          f.off_branch, bool(f.outside))  # fmt: skip
        self._counts[0] += f.knowledge_probe  # probes
        above: str | None = None
        for i in range(self.depth):  # the record: prior, else a claim under the record above
            v = self._prior[i] or self._told[i]
            fits = v is not None and (i == 0 or (above is not None and self._u.parent(v) == above))
            self._record[i] = above = v if fits else None
        bits[: self.depth, 8] = [v is not None for v in self._record]

    def _candidates(self, lv: int) -> tuple[str | None, ...]:
        parent = None if lv == 0 else self._record[lv - 1]
        if lv and parent is None:
            return _pad([], self.max_branching)
        kids = self._idx.children[parent]
        first = [self._record[lv]] if self._record[lv] in kids else []
        return _pad([*first, *(k for k in kids if k not in first)], self.max_branching)

    def _legal(self, move: Move, slots: list[tuple[str | None, ...]]) -> bool:
        if move.what == "challenge":
            return bool(self._bits[move.level, 6])
        if move.what == "conclude" and not self._seen:  # nothing heard yet: nothing to conclude
            return False
        return move.slot < 0 or slots[move.level][move.slot] is not None

    def _question(self, lv: int | None) -> str:
        """An open question about level ``lv`` (the first one not on record if None),
        sometimes naming the value on record above; a re-check when all are on record."""
        t = self._brief.target
        if lv is None:
            lv = next((i for i, v in enumerate(self._record) if v is None), None)
            if lv is None:
                return pick(self._rand, AP.REVERIFY).format(t=t, lv=self._label(-1))
        above = self._record[lv - 1] if lv else None
        label = self._label(lv)
        if above is not None and self._rand.random() < 0.5:
            return pick(self._rand, AP.ASK_DEEPER).format(t=t, lv=label, v=self._entity(above))
        return pick(self._rand, AP.ASK_OPEN).format(t=t, lv=label)

    def _play(self, move: Move, trust: int) -> AttackerTurn:
        t, lv, what = self._brief.target, move.level, move.what
        belief = dict(zip(self._names, self._record, strict=True))
        if what == "ask":
            text = self._question(lv)
        else:
            text, fields = pick(self._rand, self._POOLS[what]), {}
            if what in ("name", "conclude"):
                value = self._candidates(lv)[move.slot]
                assert value is not None  # the mask checked it
                path = self._idx.path[value]
            if what == "name":
                q = self._question(lv + 1) if lv + 1 < self.depth else "Is that right?"
                fields = {"v": self._entity(value), "q": q}
            elif what == "conclude":
                belief = {n: path[i] if i < len(path) else None for i, n in enumerate(self._names)}
                fields = {"s": AP.summarise(belief, self._labels, t)}
            elif what in ("no_knowledge", "withhold"):
                fields = {"q": self._question(None)}
            text = text.format(t=t, lv=self._label(lv) if lv >= 0 else "", **fields)
        if what in ("ask", "verify", "challenge"):
            self._bits[lv, 10 if what == "challenge" else 9] = 1
        return AttackerTurn(
            trust_score=trust,
            belief=AP.summarise(belief, self._labels, t) + ".",
            reflection=f"Structured move {move.name}, trust {trust}.",
            signal=Signal.ATTACK_SUCCESSFUL if what == "conclude" else Signal.QUERY_AGAIN,
            message=text,
            belief_state=belief,
            act=move.name,
        )
