"""Demonstrators for SFT whose estimates a student can learn (spec ``benchmarks/teachers.py:NAME``).

``scripted:oracle`` is told the attacker's prior and writes it into every estimate from turn 1,
before the attacker has said anything: a student that never sees the prior cannot learn that
step. The teachers here keep the Oracle's privileged lies but estimate only from what the
attacker has said, so every estimate in a demonstration follows from the chat:

* :class:`ListeningOracle` answers from turn 1, as the Oracle does;
* :class:`AskingOracle` first asks what the attacker knows (as ``scripted:probing`` does), and asks
  once more while each answer names something new, then lies as the Oracle.

Use: ``python benchmarks/learning_curve.py --demo-defender benchmarks/teachers.py:AskingOracle``.
"""

from __future__ import annotations

from dataclasses import replace

from tomsb_env.agents.defenders import scripted_phrases as P
from tomsb_env.agents.defenders.scripted import OracleDefender
from tomsb_env.agents.defenders.scripted_reading import AttackerModel, MessageFacts
from tomsb_env.agents.scripted_text import pick
from tomsb_env.types import DefenderTurn, DefenderView

__all__ = ["AskingOracle", "ListeningOracle"]


class ListeningOracle(OracleDefender):
    """The Oracle's play; its estimates hold only values the attacker has named (and ours)."""

    name = "teacher:listening_oracle"

    def _setup(self) -> None:
        self.heard = AttackerModel(self._u, self._index)
        self._named_new = False

    def _observe(self, facts: MessageFacts, notes: list[str]) -> None:
        super()._observe(facts, notes)
        self._named_new = False
        for lv, v in self._new_mentions(facts):
            # what the student can infer: a true value the attacker names is one it knew
            if v == self._truth[lv] and self.heard.prior[lv] != v:
                self.heard.knows(v)
                self._named_new = True
                notes.append(f"The attacker named {v}, which is true: it knew it already.")
        self._estimate = (
            dict(self.heard.prior),
            dict(self.heard.belief),
            self.heard.describe(self._brief.target),
        )

    def _claim(self, lv: str, value: str) -> str:
        text = super()._claim(lv, value)
        self.heard.holds(value)
        return text

    def act(self, view: DefenderView) -> DefenderTurn:
        turn = super().act(view)
        prior, belief, about = self._estimate
        return replace(
            turn,
            attacker_prior_estimate=prior,
            attacker_belief_estimate=belief,
            attacker_belief_about_target=about,
        )


class AskingOracle(ListeningOracle):
    """Asks what the attacker knows first (again while answers name something new), then lies
    as the Oracle; estimates as :class:`ListeningOracle`."""

    name = "teacher:asking_oracle"
    max_probes = 2

    def _setup(self) -> None:
        super()._setup()
        self._probes = 0
        self._asking = True

    def _respond(self, facts: MessageFacts, notes: list[str]) -> tuple[str, str]:
        if self._probes and not self._named_new:
            self._asking = False  # the last answer named nothing new: stop asking
        if not self._asking or self._probes >= self.max_probes or facts.structural is not None:
            return super()._respond(facts, notes)
        self._probes += 1
        t = self._brief.target
        if self._probes == 1:
            notes.append("I ask what the attacker knows before I say anything.")
            return "probe", pick(self._rand, P.PROBE_KNOWLEDGE).format(t=t)
        self._trust = max(0, self._trust - 1)
        depth = min(self.heard.known_depth() + 1, len(self._levels) - 1)
        notes.append("Its answer named something new, so I ask once more.")
        return "probe", pick(self._rand, P.PROBE_MORE).format(
            t=t, lv=self._labels[self._levels[depth]]
        )
