"""LLM-free attackers that talk in plain sentences: Base, Cross-Examiner, Deception-Aware, Bluffing.
Each reply runs the variant's trust rules (:mod:`~tomsb_env.agents.attackers.scripted_trust`) over
its :class:`~tomsb_env.agents.attackers.scripted_rules.Memory` (trust from 5, a belief, what it was
told), then :meth:`ScriptedAttacker._decide` picks the act (``docs/scripted_agents.md``: the
acts and when each is chosen)."""

from __future__ import annotations

import numpy as np

from tomsb_env.agents.attackers import phrases as P
from tomsb_env.agents.attackers.scripted_reading import ReplyFacts, reader_for
from tomsb_env.agents.attackers.scripted_rules import Memory, RuleRanges, TrustRules
from tomsb_env.agents.attackers.scripted_trust import (
    BASE_RULES,
    DECEPTION_AWARE_RULES,
    Rule,
    apply_rules,
)
from tomsb_env.agents.scripted_text import agent_random, entity, pick, wording
from tomsb_env.types import AttackerTurn, AttackerView, Signal
from tomsb_env.universe.scenario import AttackerBrief
from tomsb_env.universe.tree import Belief

#: (act tag, level it is about or None, message)
Plan = tuple[str, "str | None", str]

#: Chance to open a question with an acknowledgement after a reply that named a value.
ACK_PROB = 0.5
#: Chance to echo a coarser value the defender has seen when asking the next level.
ECHO_PROB = 0.5

#: Why each act is chosen, in words (goes into the reflection).
REASONS: dict[str, str] = wording("attacker_reasons")  # data/wording.json


class ScriptedAttacker:
    """The Base attacker (the behaviour switches off); subclasses switch on the stronger
    behaviours. :meth:`act` reads the reply, then picks the next act."""

    name = "scripted:base"
    trust_rules: tuple[Rule, ...] = BASE_RULES
    cross_examine = False
    deception_aware = False
    bluff = False
    default_ranges = RuleRanges()

    def __init__(
        self, *, rules: TrustRules | None = None, ranges: RuleRanges | None = None
    ) -> None:
        """``rules`` fixes the settings for every episode; otherwise each episode draws
        its own from ``ranges`` (default: the class's :attr:`default_ranges`)."""
        self.fixed_rules = rules
        self.ranges = ranges or self.default_ranges
        self.rules = rules or TrustRules()

    def reset(self, brief: AttackerBrief, rng: np.random.Generator) -> None:
        u = brief.universe
        prior_text = "|".join(str(v) for v in brief.prior.values())
        self._rand = agent_random(rng, brief.target, brief.attacker_name, prior_text, *u.roots)
        self.rules = self.fixed_rules or self.ranges.draw(self._rand)
        self._reader = reader_for(u)
        will_name = self._rand.random() < self.rules.name_prob
        self.mem = Memory.start(brief, self._reader.index, will_name)

    @property
    def trust(self) -> int:
        return self.mem.trust

    @property
    def belief_state(self) -> Belief:
        return self.mem.belief

    def _next_question(self) -> tuple[str, str] | None:
        for lv in self.mem.levels:
            if lv in self.mem.contested:
                return "verify", lv
        for lv in self.mem.known:
            if lv in self.mem.to_verify and lv not in self.mem.revealed:
                return "verify", lv
        for lv in self.mem.levels:
            if self.mem.belief[lv] is None:
                return "ask_open", lv
        return None

    def _say(self, pool: tuple[str, ...], lv: str | None = None, **fields: str) -> str:
        """One phrasing from ``pool`` filled in with the target, ``lv``'s label and ``fields``."""
        label = self.mem.labels[lv] if lv is not None else ""
        return pick(self._rand, pool).format(t=self.mem.brief.target, lv=label, **fields)

    def _question(self, lv: str, echo: bool = True) -> str:
        """An open question about ``lv``; ``echo`` may name the coarser value the defender gave."""
        i = self.mem.levels.index(lv)
        if i > 0 and echo:
            up = self.mem.levels[i - 1]
            val = self.mem.belief[up]
            # only a value the defender has seen, by coin flip: never by where the belief came from
            seen = val in self.mem.said or up in self.mem.revealed
            if val is not None and seen and self._rand.random() < ECHO_PROB:
                return self._say(P.ASK_DEEPER, lv, v=self._entity(up, val))
        return self._say(P.ASK_OPEN, lv)

    def _entity(self, lv: str, value: str) -> str:
        return entity(value, self.mem.labels[lv])

    def _followup(self) -> str:
        """The question to append after answering a probe."""
        nxt = self._next_question()
        if nxt is None:
            return self._say(P.REVERIFY, self.mem.levels[-1])
        return self._question(nxt[1], echo=False)

    def _decide(self, view: AttackerView, f: ReplyFacts | None) -> Plan:
        """The next act, given the facts of the reply read this turn (None if none)."""
        if self.mem.trust <= 0:
            return "detected", None, pick(self._rand, P.DETECTED)
        self.mem.stated = None
        self.mem.named = None
        if f is not None and (probe := self._answer_probe(f)) is not None:
            return probe
        if self.mem.contradicted is not None:
            lv = self.mem.contradicted
            return "pushback", lv, self._say(P.DOUBT, lv)
        if self.mem.reask is not None:
            lv, self.mem.reask = self.mem.reask, None
            return "ask_open", lv, self._say(P.ASK_OPEN, lv)
        if self.mem.to_doubt:
            lv = self.mem.to_doubt[-1]
            self.mem.doubted.update(self.mem.to_doubt)
            self.mem.to_doubt = []
            if self._rand.random() < self.rules.doubt_prob:
                return "skeptic", lv, self._say(P.DOUBT, lv)
        if self.mem.unconfirmed:
            lv = next(iter(self.mem.unconfirmed))
            return "verify", lv, self._say(P.REVERIFY, lv)
        nxt = self._next_question()
        if self.mem.will_name and view.turn >= self.rules.name_turn:
            self.mem.will_name = False
            if (named := self._do_bait() if self.bluff else self._hunch(nxt)) is not None:
                return named
        if nxt is not None:
            # acknowledge any reply that named a value, new to us or not
            claimed = f is not None and f.claims and self._rand.random() < ACK_PROB
            ack = pick(self._rand, P.ACK) if claimed else ""
            return nxt[0], nxt[1], ack + self._question(nxt[1])
        if self.deception_aware and f is not None and f.route and not self.mem.route_checked:
            self.mem.route_checked = True
            lv = self._deepest_received() or self.mem.levels[-1]
            return "verify", lv, self._say(P.REVERIFY, lv)
        if self.cross_examine and not self.mem.cross_done:
            return self._cross_verify()
        return self._conclude()

    def _conclude(self) -> Plan:
        summary = P.summarise(self.mem.belief, self.mem.labels, self.mem.brief.target)
        return "conclude", None, self._say(P.CONCLUDE, s=summary)

    def _answer_probe(self, f: ReplyFacts) -> Plan | None:
        """React to a reply that asks what we know (or lists options): randomised per episode."""
        rand, r = self._rand, self.rules
        if f.listed and f.question and not f.claims:
            lv = next(lv for lv in self.mem.levels if lv in f.listed)
            if self.deception_aware:
                return "ask_open", lv, self._say(P.OPEN_AFTER_LIST, lv)
            if (
                self.mem.prior[lv] in f.listed[lv]
                and lv not in self.mem.revealed
                and self.mem.trust >= r.reveal_min_trust
                and rand.random() < r.disclose_prob
            ):
                return self._reveal(lv, P.PICK_ENTRY)
            return None
        if not f.knowledge_probe or f.claims:
            return None
        if self.bluff and self.mem.bait is not None and not self.mem.bait_judged:
            return self._do_bait()  # keep the story: repeat the bait
        fabricate = self.bluff and self.mem.bait is None and rand.random() < r.fabricate_prob
        if fabricate and (made_up := self._do_bait()) is not None:
            return made_up
        hidden = [lv for lv in self.mem.known if lv not in self.mem.revealed]
        if hidden and self.mem.trust >= r.reveal_min_trust and rand.random() < r.disclose_prob:
            return self._reveal(hidden[0], P.NAMING)
        q = self._followup()
        # one draw, held back or not: the wording must not tell the defender there is more
        if rand.random() < r.deny_prob:
            pool = P.NOTHING_MORE if self.mem.revealed else P.NO_KNOWLEDGE
            return ("deny" if hidden else "no_knowledge"), None, self._say(pool, q=q)
        return ("withhold" if hidden else "no_knowledge"), None, self._say(P.WITHHOLD, q=q)

    def _reveal(self, lv: str, pool: tuple[str, ...]) -> Plan:
        value = self.mem.prior[lv]
        assert value is not None
        self.mem.revealed.add(lv)
        q = self._followup()
        self.mem.stated = (lv, value)
        return "reveal_prior", lv, self._say(pool, v=self._entity(lv, value), q=q)

    def _guess(self, lv: str) -> str:
        """A value at ``lv`` under the current belief, picked at random (true by chance only)."""
        i = self.mem.levels.index(lv)
        parent = self.mem.belief[self.mem.levels[i - 1]] if i else None
        return pick(self._rand, self.mem.index.children[parent])

    def _naming(self, act: str, lv: str, value: str) -> Plan:
        """A message naming ``value`` as if known and asking the next level; bait, hunch, stated
        prior and shared prior share one pool, so the wording never tells them apart."""
        deeper = self.mem.levels[self.mem.levels.index(lv) + 1 :]
        q = self._question(deeper[0], echo=False) if deeper else "Is that right?"
        self.mem.stated = (lv, value)
        return act, lv, self._say(P.NAMING, v=self._entity(lv, value), q=q)

    def _do_bait(self) -> Plan | None:
        """The Bluffer's made-up value (the same one if repeated): at its first unknown
        level, or, sometimes, a value it knows is wrong at a level it knows."""
        if self.mem.bait is None:
            rand = self._rand
            if self.mem.known and rand.random() < self.rules.bait_known_prob:
                lv = pick(rand, self.mem.known)
                i = self.mem.levels.index(lv)
                parent = self.mem.prior[self.mem.levels[i - 1]] if i else None
                wrong = [v for v in self.mem.index.children[parent] if v != self.mem.prior[lv]]
                if wrong:
                    self.mem.bait = (lv, pick(rand, wrong))
            if self.mem.bait is None:
                lv = next((lv for lv in self.mem.levels if self.mem.belief[lv] is None), None)
                if lv is None:
                    return None
                self.mem.bait = (lv, self._guess(lv))
        return self._naming("bait", *self.mem.bait)

    def _hunch(self, nxt: tuple[str, str] | None) -> Plan | None:
        """Name a value instead of asking openly: the prior value when verifying, else a guess."""
        if nxt is None:
            return None
        kind, lv = nxt
        known = self.mem.prior[lv]
        if kind == "verify" and known is not None and lv not in self.mem.contested:
            self.mem.named = (lv, known)
            return self._naming("state_prior", lv, known)
        if kind != "ask_open":
            return None
        self.mem.named = (lv, self._guess(lv))
        return self._naming("hunch", *self.mem.named)

    def _deepest_received(self) -> str | None:
        """The finest level believed from the defender (``_prune`` clears it with the belief)."""
        return next((lv for lv in reversed(self.mem.levels) if lv in self.mem.from_defender), None)

    def _cross_verify(self) -> Plan:
        lv = self._deepest_received()
        if lv is None:  # nothing received: nothing to cross-check
            self.mem.cross_done = True
            return self._conclude()
        i = self.mem.levels.index(lv)
        value = self.mem.belief[lv]
        assert value is not None
        if i > 0 and self._rand.random() < 0.75:
            up = self.mem.levels[i - 1]
            expected = self.mem.belief[up]
            assert expected is not None
            self.mem.cross = (up, expected)
            msg = self._say(P.CROSS_PARENT, up=self.mem.labels[up], v=self._entity(lv, value))
            return "cross_verify", lv, msg
        self.mem.cross = (lv, value)
        return "cross_verify", lv, self._say(P.CROSS_RESTATE, lv)

    def act(self, view: AttackerView) -> AttackerTurn:
        notes: list[str] = []
        reply = view.last_reply
        facts = None
        self.mem.contradicted = None
        self.mem.gained = False
        if reply is not None and len(view.transcript) > self.mem.seen:
            facts = self._reader.read(reply, self.mem.people, self.mem.brief.target)
            notes = apply_rules(self.trust_rules, facts, self.mem, self.rules)
        self.mem.seen = len(view.transcript) + 1
        act, level, message = self._decide(view, facts)
        self.mem.last_act = act
        key = act
        if act == "withhold" and self.mem.trust >= self.rules.reveal_min_trust:
            key = "withhold_trusting"  # withheld by the disclose draw, not for lack of trust
        reason = REASONS[key].format(lv=self.mem.labels[level] if level else "target")
        reflection = f"Trust is {self.mem.trust}/5. {' '.join(notes)} I choose '{act}': {reason}."
        parts = [f"{self.mem.labels[lv]}: {v or 'unknown'}" for lv, v in self.mem.belief.items()]
        return AttackerTurn(
            trust_score=self.mem.trust,
            belief=f"My current belief about {self.mem.brief.target}: {'; '.join(parts)}.",
            reflection=reflection.replace("  ", " "),
            signal=_SIGNALS.get(act, Signal.QUERY_AGAIN),
            message=message,
            belief_state=dict(self.mem.belief),
            act=act,
        )


_SIGNALS = {"detected": Signal.DEFENDER_DETECTED, "conclude": Signal.ATTACK_SUCCESSFUL}


class ScriptedCrossExaminer(ScriptedAttacker):
    """Base plus a cross-check before success; any changed story costs ``changed_story`` trust."""

    name = "scripted:cross_examiner"
    cross_examine = True
    default_ranges = RuleRanges(changed_story=(1, 2))


class ScriptedDeceptionAware(ScriptedAttacker):
    """Base plus awareness of defender tricks: lists, pivots, validate-then-deceive, routing."""

    name = "scripted:deception_aware"
    deception_aware = True
    trust_rules = DECEPTION_AWARE_RULES
    default_ranges = RuleRanges(pivot_after_pushback=(1, 2))


class ScriptedBluffer(ScriptedDeceptionAware):
    """Deception-Aware plus a made-up bait when it knows nothing, and doubt after every answer."""

    name = "scripted:bluffing"
    bluff = True
    default_ranges = RuleRanges(
        pivot_after_pushback=(2, 3),
        followed_bait=(2, 3),
        fabricate_prob=(0.4, 0.8),
        bait_known_prob=(0.2, 0.6),
        name_prob=(0.6, 0.95),
        name_turn=(1, 3),
        doubt_prob=(0.5, 0.9),
    )
