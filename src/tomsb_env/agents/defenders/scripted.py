"""Scripted reference defenders spanning the range a trained one should fall in: Truthful,
Refuse, NaiveMislead, Probing and Oracle (``docs/scripted_agents.md``)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from tomsb_env.agents.defenders import scripted_phrases as P
from tomsb_env.agents.defenders.scripted_reading import (
    AttackerModel,
    MessageFacts,
    message_reader_for,
)
from tomsb_env.agents.scripted_text import agent_random, entity, level_labels, pick
from tomsb_env.types import DefenderTurn, DefenderView
from tomsb_env.universe.scenario import DefenderBrief


def claim_text(rand: random.Random, target: str, value: str, parent: str | None) -> str:
    """A sentence asserting that ``target`` is in the entity ``value``, naming its ``parent``
    entity half the time (the structured defender words its claims this way too)."""
    if parent is not None and rand.random() < 0.5:
        return pick(rand, P.CLAIM_NESTED).format(t=target, v=value, p=parent)
    return pick(rand, P.CLAIM).format(t=target, v=value)


class _ScriptedDefender:
    """Shared machinery: reading, a story to tell, claims and the ToM record."""

    name = "scripted:defender"
    tom = True  # whether this defender reports estimates of the attacker
    route_prob = 0.0  # chance of offering to route the attacker after a full answer

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None:
        u = brief.universe
        self._rand = agent_random(rng, brief.target, *brief.truth.values())
        self._brief = brief
        self._u = u
        self._levels = u.levels
        self._labels = level_labels(u)
        self._reader = message_reader_for(u)
        self._index = self._reader.index
        self._truth: dict[str, str] = dict(brief.truth)
        self._told: dict[str, str] = {}  # level -> value we asserted (ancestors implied)
        self._story: dict[str, str | None] = dict.fromkeys(u.levels)
        self._avoid: set[str] = set()  # values the story must not use
        self._last_claim: str | None = None
        self._trust = 5
        self.model = AttackerModel(u, self._index)
        self._setup()

    def _setup(self) -> None:
        """Per-episode state of a subclass."""

    def act(self, view: DefenderView) -> DefenderTurn:
        facts = self._reader.read(view.last_message)
        notes: list[str] = []
        if facts.doubt:
            self._trust = max(0, self._trust - 2)
        self._observe(facts, notes)
        prior = dict(self.model.prior) if self.tom else None
        belief = dict(self.model.belief) if self.tom else None
        about = self.model.describe(self._brief.target) if self.tom else ""
        act, reply = self._respond(facts, notes)
        return DefenderTurn(
            reply=reply[:1].upper() + reply[1:],
            attacker_belief_about_target=about,
            attacker_trust_in_us=str(self._trust),
            reflection=" ".join([*notes, f"I choose '{act}'."]),
            attacker_prior_estimate=prior,
            attacker_belief_estimate=belief,
            act=act,
        )

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        """Update the attacker model from its latest message."""

    def _new_mentions(self, facts: MessageFacts) -> list[tuple[str, str]]:
        """The ``(level, value)`` pairs the attacker named, less our own words echoed back."""
        return [(lv, v) for lv, v in facts.named if self._told.get(lv) != v]

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        prefix = pick(self._rand, P.HOLD) if facts.doubt else ""
        act, text = self._answer(facts, notes)
        return ("hold" if prefix and act == "answer" else act), prefix + text

    def _entity(self, value: str) -> str:
        return entity(value, self._labels[self._index.level_of[value]])

    def _target_level(self, facts: MessageFacts) -> str:
        if facts.asked:
            return facts.asked[-1]
        untold = (lv for lv in self._levels if lv not in self._told)
        return next(untold, self._last_claim or self._levels[-1])

    def _answer(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if facts.structural is not None:
            entity, up = facts.structural
            parent = self._index.path[entity][self._index.depth[up]]
            text = pick(self._rand, P.STRUCTURE).format(
                v=self._entity(entity), p=self._entity(parent)
            )
            notes.append(
                f"The attacker asked how {entity} fits the universe; that is public, so I answer it."
            )
            return "structure", text
        lv = self._target_level(facts)
        return "answer", self._claim(lv, self._value_for(lv))

    def _claim(self, lv: str, value: str) -> str:
        """Assert ``value`` (and so its ancestors) and record it."""
        path = self._index.path[value]
        i = len(path) - 1
        parent = self._entity(path[i - 1]) if i > 0 else None
        text = claim_text(self._rand, self._brief.target, self._entity(value), parent)
        self._told.update(zip(self._levels, path, strict=False))
        self.model.holds(value)
        self._last_claim = lv
        if i == len(self._levels) - 1 and self.route_prob and self._rand.random() < self.route_prob:
            text += pick(self._rand, P.ROUTE)
        return text

    def _value_for(self, lv: str) -> str:
        """The story's value at ``lv``, planning untold levels on the way down."""
        truth, children = self._truth, self._index.children
        cur: str | None = None
        for i, level in enumerate(self._levels):
            options = children[cur]
            on_truth = cur is None or cur == truth[self._levels[i - 1]]
            known = self.model.prior[level]
            told = self._told.get(level)
            planned = self._story[level]
            if known in options:
                v = known
            elif told in options:
                v = told
            elif planned in options and planned not in self._avoid:
                v = planned
            else:
                false = [o for o in options if not (on_truth and o == truth[level])]
                fresh = [o for o in false if o not in self._avoid] or false or list(options)
                v = pick(self._rand, fresh)
            self._story[level] = v
            cur = v
            if level == lv:
                return v
        raise AssertionError(f"level {lv!r} not in {self._levels}")  # pragma: no cover


class TruthfulDefender(_ScriptedDefender):
    """Answers every question with the truth: the sanity floor (everything leaks)."""

    name = "scripted:truthful"

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        for lv, v in self._new_mentions(facts):
            if v == self._truth[lv]:
                self.model.knows(v)
            else:
                self.model.holds(v)

    def _value_for(self, lv: str) -> str:
        return self._truth[lv]


class RefuseDefender(_ScriptedDefender):
    """Declines every request; reports no estimate of the attacker."""

    name = "scripted:refuse"
    tom = False

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        notes.append("I share nothing, real or invented.")
        return "refuse", pick(self._rand, P.REFUSE).format(t=self._brief.target)


@dataclass(eq=False, kw_only=True)
class NaiveMisleadDefender(_ScriptedDefender):
    """Confident in-universe lies on a branch disjoint from the truth, whatever the attacker knows."""

    name = "scripted:naive_mislead"
    tom = False
    route_prob: float = 0.15

    def _setup(self) -> None:
        top = self._levels[0]
        roots = [r for r in self._u.roots if r != self._truth[top]] or list(self._u.roots)
        self._story[top] = pick(self._rand, roots)

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        notes.append("I stick to my invented branch, whatever the attacker says.")
        return super()._respond(facts, notes)


@dataclass(eq=False, kw_only=True)
class ProbingDefender(_ScriptedDefender):
    """Theory-of-mind heuristic: probe, infer the prior from the attacker's words, lie around it.

    Args:
        probe_prob: chance of opening with a probe instead of an answer.
        second_probe_prob: chance of one more probe after one that revealed something
            (each extra question costs attacker trust; one that draws nothing: see ``_doubted``).
        list_probe_prob: chance that a probe lists every option at a level.
        route_prob: chance of offering to route the attacker after a full answer.
        trust_denials: once the attacker voiced a false value as if known, take its later
            doubts for bluffs and hold the story instead of pivoting.
    """

    name = "scripted:probing"
    probe_prob: float = 1.0
    second_probe_prob: float = 0.75
    list_probe_prob: float = 0.0
    route_prob: float = 0.1
    trust_denials: bool = True

    def _setup(self) -> None:
        self._probes = 0
        self._will_probe = self._rand.random() < self.probe_prob
        self._probed_last = False
        self._resolved = False
        self._bluffed = False  # the attacker voiced a falsehood as if it knew it
        self._pivoted: set[str] = set()
        self._guesses: set[str] = set()  # true values named before their parent was shown
        self._inferred: set[str] = set()  # levels known only from such a guess

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        self._caught: str | None = None  # level of a lie of ours the attacker just caught
        self._voiced: str | None = None  # level of a true value the attacker just voiced
        self._learned = False
        for lv, v in self._new_mentions(facts):
            if v != self._truth[lv]:
                self._heard_false(lv, v, notes)
            elif self._guessed(lv, v):
                self._guesses.add(v)
                self._inferred.update(x for x in self._levels if self.model.prior[x] is None)
                self._inferred.discard(lv)
                self.model.knows(self._truth[self._above(lv)])
                notes.append(f"The attacker named {v}, which is true, as if it knew it: a guess?")
            else:
                self._inferred.discard(lv)
                self._voiced = lv  # agreeing with it is safe: never with a false one
                if self.model.prior[lv] != v:
                    self._learned = True
                self.model.knows(v)
                notes.append(f"The attacker mentioned {v}, which is true: it must already know it.")
        if self._probed_last and not self._learned:
            # a deflection reads the same whether or not it holds more: only named values count
            self._resolved = True
        self._probed_last = False
        if facts.doubt:
            self._doubted(facts, notes)

    def _above(self, lv: str) -> str:
        return self._levels[max(0, self._index.depth[lv] - 1)]

    def _guessed(self, lv: str, v: str) -> bool:
        """A true value below a level the attacker has not shown (nor we told) is a lucky
        guess as often as knowledge (a bluffer floats values at its first unknown level): only
        the levels above it are known, however often it is repeated."""
        up = self._above(lv)
        hidden = self.model.prior[up] is None or up in self._inferred
        return (up != lv and hidden and self._told.get(up) != self._truth[up]) or v in self._guesses

    def _heard_false(self, lv: str, v: str, notes: list[str]) -> None:
        """A guess or bait (a bluff tests whether we build on it); true levels above it that we
        never said must be ones it knows."""
        self._avoid.add(v)
        self._bluffed = self._bluffed or self.trust_denials
        for i, node in enumerate(self._index.path[v][:-1]):
            up = self._levels[i]
            if node == self._truth[up] and self._told.get(up) != node:
                self.model.knows(node)
        if lv not in self._told and self._story[lv] == v:
            self._story[lv] = None
        notes.append(f"The attacker mentioned {v}, which is false; I will not build on it.")

    def _doubted(self, facts: MessageFacts, notes: list[str]) -> None:
        """A doubt is no proof (attackers also doubt answers they accept): it may be a caught
        lie only at the first lie, right below a level the attacker has shown it knows, never
        at the last level (knowing every level, it could not be fooled), nor after a second
        probe that drew nothing (after two probes and a caught lie a pivot loses anyway)."""
        lv = facts.asked[-1] if facts.asked else self._last_claim
        told = self._told.get(lv) if lv else None
        lies = [x for x in self._levels if self._told.get(x, self._truth[x]) != self._truth[x]]
        i = self._levels.index(lv) if lv in self._levels else 0
        shown = i > 0 and self.model.prior[self._levels[i - 1]] is not None
        first = lies[:1] == [lv] and lv != self._levels[-1] and shown
        declined = self._resolved and self._probes > 1  # a second probe drew nothing
        genuine = first and not self._bluffed and not declined and lv not in self._pivoted
        if lv is not None and told is not None and told != self._truth[lv] and genuine:
            self._caught = lv
            self._pivoted.add(lv)
            self.model.knows(self._truth[lv])
            notes.append(
                f"The attacker doubts the {self._labels[lv]} I gave: it must know the real one, so I pivot."
            )

    def _should_probe(self) -> bool:
        if self._resolved or not self._will_probe or self._probes >= 2:
            return False
        if self._probes == 0:
            return True
        deeper_unknown = self.model.known_depth() < len(self._levels) - 2
        return self._learned and deeper_unknown and self._rand.random() < self.second_probe_prob

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        t = self._brief.target
        if self._caught is not None:
            lv = self._caught
            return "pivot", pick(self._rand, P.PIVOT).format(t=t) + self._claim(lv, self._truth[lv])
        if self._should_probe():
            self._probes += 1
            self._probed_last = True
            if self._probes > 1:
                self._trust = max(0, self._trust - 1)
                nxt = self._levels[min(self.model.known_depth() + 1, len(self._levels) - 1)]
                return "probe", pick(self._rand, P.PROBE_MORE).format(t=t, lv=self._labels[nxt])
            depth = self.model.known_depth()
            if self._rand.random() < self.list_probe_prob and depth < len(self._levels) - 1:
                base = None if depth < 0 else self.model.prior[self._levels[depth]]
                opts = list(self._index.children[base])
                joined = ", ".join(opts[:-1]) + " and " + opts[-1] if len(opts) > 1 else opts[0]
                return "probe", pick(self._rand, P.PROBE_LIST).format(t=t, opts=joined)
            notes.append("I do not know what the attacker knows yet, so I ask before lying.")
            return "probe", pick(self._rand, P.PROBE_KNOWLEDGE).format(t=t)
        act, text = self._answer(facts, notes)
        if facts.doubt and act == "answer":
            return "hold", pick(self._rand, P.HOLD) + text
        voiced, claim, depth = self._voiced, self._last_claim, self._index.depth
        if act == "answer" and voiced and claim and depth[claim] > depth[voiced]:
            return "answer", pick(self._rand, P.VALIDATE) + text
        return act, text


class OracleDefender(_ScriptedDefender):
    """Told the attacker's true prior: tells the truth where it is known and lies below it.
    ``privileged`` makes :func:`tomsb_env.game.play_episode` call :meth:`observe_prior` after
    ``reset``; without it, it assumes the attacker knows nothing."""

    name = "scripted:oracle"
    privileged = True

    def observe_prior(self, prior: Mapping[str, str | None]) -> None:
        for lv in self._levels:
            v = prior.get(lv)
            if v is not None:
                self.model.knows(v)

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        for lv, v in self._new_mentions(facts):
            if self.model.prior[lv] == v:
                continue
            # a value the attacker cannot know: a bluff, so never build the story on it
            self._avoid.add(v)
            if lv not in self._told and self._story[lv] == v:
                self._story[lv] = None
            notes.append(f"The attacker named {v}, which it cannot know; I will not follow it.")
