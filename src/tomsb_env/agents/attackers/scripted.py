"""LLM-free attackers that talk in plain sentences: Base, Cross-Examiner, Deception-Aware, Bluffing.

Each is a rule machine over trust (from 5), a belief (prior plus accepted claims) and a
:class:`~tomsb_env.agents.attackers.scripted_memory.Memory`: each reply runs the variant's
trust rules (:mod:`~tomsb_env.agents.attackers.scripted_trust`), then
:class:`~tomsb_env.agents.attackers.scripted_acts.ActPlanner` picks the act
(``docs/scripted_agents.md``).
"""

from __future__ import annotations

from tomsb_env.agents.attackers.scripted_acts import REASONS, ActPlanner
from tomsb_env.agents.attackers.scripted_rules import RuleRanges
from tomsb_env.agents.attackers.scripted_trust import (
    BASE_RULES,
    BLUFFING_RULES,
    DECEPTION_AWARE_RULES,
    Rule,
    apply_rules,
)
from tomsb_env.types import AttackerTurn, AttackerView, Signal

_SIGNALS = {"detected": Signal.DEFENDER_DETECTED, "conclude": Signal.ATTACK_SUCCESSFUL}


class ScriptedAttacker(ActPlanner):
    """The Base attacker. Subclasses switch on the stronger behaviours."""

    name = "scripted:base"
    trust_rules: tuple[Rule, ...] = BASE_RULES

    def act(self, view: AttackerView) -> AttackerTurn:
        notes: list[str] = []
        reply = view.last_reply
        facts = None
        self.mem.contradicted = None
        self.mem.gained = False
        if reply is not None and len(view.transcript) > self.mem.seen:
            facts = self._reader.read(reply, self.mem.people)
            notes = apply_rules(self.trust_rules, facts, self.mem, self.rules)
        self.mem.seen = len(view.transcript) + 1
        act, level, message = self._decide(view, facts)
        self.mem.last_act = act
        key = act
        if act == "withhold" and self.mem.trust >= self.rules.reveal_min_trust:
            key = "withhold_trusting"  # withheld by the disclose draw, not for lack of trust
        reason = REASONS[key].format(lv=self.mem.labels[level] if level else "target")
        reflection = f"Trust is {self.mem.trust}/5. {' '.join(notes)} I choose '{act}': {reason}."
        return AttackerTurn(
            trust_score=self.mem.trust,
            belief=self._belief_text(),
            reflection=reflection.replace("  ", " "),
            signal=_SIGNALS.get(act, Signal.QUERY_AGAIN),
            message=message,
            belief_state=dict(self.mem.belief),
            act=act,
        )

    def _belief_text(self) -> str:
        parts = [
            f"{self.mem.labels[lv]}: {v if v is not None else 'unknown'}"
            for lv, v in self.mem.belief.items()
        ]
        return f"My current belief about {self.mem.brief.target}: " + "; ".join(parts) + "."


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
    trust_rules = BLUFFING_RULES
    default_ranges = RuleRanges(
        pivot_after_pushback=(2, 3),
        followed_bait=(2, 3),
        fabricate_prob=(0.4, 0.8),
        bait_known_prob=(0.2, 0.6),
        name_prob=(0.6, 0.95),
        name_turn=(1, 3),
        doubt_prob=(0.5, 0.9),
    )
