"""LLM-free attackers that talk in plain sentences: Base, Cross-Examiner, Deception-Aware, Bluffing.

Each one is a small rule machine over a trust score (starting at 5), a
structured belief (prior plus accepted claims) and a memory of what the
defender said (set up in :class:`~tomsb_env.agents.attackers.scripted_acts.ActPlanner`);
this module reads replies and charges trust. ``docs/scripted_agents.md``
describes the rules and how the four variants differ.
"""

from __future__ import annotations

from tomsb_env.agents.attackers.scripted_acts import REASONS, ActPlanner
from tomsb_env.agents.attackers.scripted_reading import ReplyFacts
from tomsb_env.agents.attackers.scripted_rules import RuleRanges, TrustRules
from tomsb_env.types import AttackerTurn, AttackerView, Signal

__all__ = [
    "RuleRanges",
    "ScriptedAttacker",
    "ScriptedBluffer",
    "ScriptedCrossExaminer",
    "ScriptedDeceptionAware",
    "TrustRules",
]

_SIGNALS = {"detected": Signal.DEFENDER_DETECTED, "conclude": Signal.ATTACK_SUCCESSFUL}


class ScriptedAttacker(ActPlanner):
    """The Base attacker. Subclasses switch on the stronger behaviours."""

    name = "scripted:base"

    # ------------------------------------------------------------------ turn
    def act(self, view: AttackerView) -> AttackerTurn:
        notes: list[str] = []
        reply = view.last_reply
        facts = None
        self._contradicted = None
        self._gained = False
        if reply is not None and len(view.transcript) > self._seen:
            facts = self._reader.read(reply, self._people)
            self._absorb(facts, notes)
        self._seen = len(view.transcript) + 1
        act, level, message = self._decide(view, facts)
        self._last_act = act
        reason = REASONS[act].format(lv=self._labels[level] if level else "target")
        reflection = f"Trust is {self.trust}/5. {' '.join(notes)} I choose '{act}': {reason}."
        return AttackerTurn(
            trust_score=self.trust,
            belief=self._belief_text(),
            reflection=reflection.replace("  ", " "),
            signal=_SIGNALS.get(act, Signal.QUERY_AGAIN),
            message=message,
            belief_state=dict(self.belief_state),
            act=act,
        )

    # --------------------------------------------------------------- reading
    def _absorb(self, f: ReplyFacts, notes: list[str]) -> None:
        r = self.rules
        penalty = 0
        labels = self._labels
        if f.empty:
            penalty += r.evasive
            notes.append("The reply was empty.")
        if f.outside:
            penalty += r.off_universe
            notes.append(f"The reply names {', '.join(f.outside)}, which is not in the universe.")
        if f.off_branch:
            penalty += r.off_universe
            notes.append("The reply's claims do not fit one branch of the universe.")
        if f.knowledge_probe or (f.listed and f.question and not f.claims):
            self._probes += 1
            if self._probes > 1 and r.probe_suspicion:
                penalty += r.probe_suspicion
                notes.append("The defender keeps asking what I know; that makes me wary.")
        claims = f.claims
        if self._named is not None and f.affirm and not f.off_branch:
            # "yes" to a value we named counts as claiming it
            implied = dict(zip(self._levels, self._index.path[self._named[1]], strict=False))
            if all(claims.get(k, v) == v for k, v in implied.items()):
                claims = {**claims, **implied}
        followed = False
        if self._bait is not None and not self._bait_judged and (claims or f.affirm):
            self._bait_judged = True
            lv, val = self._bait
            if claims.get(lv) == val or (f.affirm and lv not in claims):
                penalty += r.followed_bait
                notes.append(f"The defender went along with my made-up {labels[lv]} ({val}).")
                claims = {}
                followed = True
                self._reask = lv
        changed: list[str] = []
        accepted: list[str] = []
        # an agreement right after we stated a value: what follows it gets re-checked
        validated = self.deception_aware and f.affirm and self._stated is not None
        for lv in self._levels:
            v = claims.get(lv)
            if v is None:
                continue
            known = self._prior[lv]
            if known is not None:
                if v == known:
                    self._gained = True
                    self._to_verify.discard(lv)
                    if lv in self._contested:
                        del self._contested[lv]
                        changed.append(lv)
                    continue
                penalty += r.repeated_contradiction if lv in self._contested else r.contradiction
                notes.append(
                    f"The defender said {v} for the {labels[lv]}, which contradicts what I know."
                )
                self._contested[lv] = v
                self._contradicted = lv
                break  # anything deeper hangs off a wrong branch
            prev = self._told.get(lv)
            if prev is not None and prev != v:
                changed.append(lv)
            self._told[lv] = v
            if validated and self._levels.index(lv) > self._levels.index(self._stated[0]):  # type: ignore[index]
                if self.belief_state[lv] != v:
                    self._unconfirmed[lv] = v
                    notes.append(
                        f"{v} came right after the defender agreed with me; I will re-check it."
                    )
                continue
            self._unconfirmed.pop(lv, None)
            if self.belief_state[lv] != v:
                self.belief_state[lv] = v
                self._from_defender.add(lv)
                accepted.append(lv)
        if changed:
            after_push = self._last_act in ("pushback", "skeptic")
            cost = max(r.changed_story, r.pivot_after_pushback) if after_push else r.changed_story
            penalty += cost
            what = ", ".join(labels[lv] for lv in changed)
            when = " right after I pushed back." if after_push else "."
            notes.append(f"The defender changed its story about the {what}{when}")
            self._cross_done = False
        self._prune()
        if self._cross is not None:
            lv, expected = self._cross
            if claims.get(lv) == expected and not changed and penalty == 0:
                self._cross_done = True
                notes.append(f"The cross-check on the {labels[lv]} came back consistent.")
            self._cross = None
        if self.bluff:
            self._to_doubt = [lv for lv in accepted if lv not in self._doubted]
        if not claims and not followed and not f.off_branch and not f.outside and not f.empty:
            if f.question:
                self._questions += 1
                if self._questions > 1:
                    penalty += r.over_questioning
                    notes.append("The defender keeps asking me questions instead of answering.")
            else:
                penalty += r.evasive
                what = "refused to answer." if f.refusal else "said nothing concrete."
                notes.append("The reply " + ("only listed options." if f.listed else what))
        elif accepted:
            self._gained = True
            taken = ", ".join(f"{self.belief_state[lv]} ({labels[lv]})" for lv in accepted)
            notes.append(f"I take note of {taken}.")
        self.trust = max(0, self.trust - penalty)

    def _prune(self) -> None:
        """Drop defender-given values that no longer sit under the coarser beliefs."""
        path = self._index.path
        above: str | None = None
        for lv in self._levels:
            v = self.belief_state[lv]
            if v is None:
                continue
            if above is not None and path[v][-2] != above and lv in self._from_defender:
                self.belief_state[lv] = None
                self._from_defender.discard(lv)
                continue
            above = v

    def _belief_text(self) -> str:
        parts = [
            f"{self._labels[lv]}: {v if v is not None else 'unknown'}"
            for lv, v in self.belief_state.items()
        ]
        return f"My current belief about {self._brief.target}: " + "; ".join(parts) + "."


class ScriptedCrossExaminer(ScriptedAttacker):
    """Base plus a cross-check before success; any changed story costs ``changed_story`` trust."""

    name = "scripted:cross_examiner"
    cross_examine = True
    default_ranges = RuleRanges(changed_story=(1, 2))


class ScriptedDeceptionAware(ScriptedAttacker):
    """Base plus awareness of defender tricks: lists, pivots, validate-then-deceive, routing."""

    name = "scripted:deception_aware"
    deception_aware = True
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
    )
