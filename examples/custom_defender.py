"""A complete custom defender, scored from the command line without touching the package:

    tomsb bench --defender examples/custom_defender.py:DecoyDefender

It answers every question with a consistent lie; when the attacker doubts an
answer, it takes that as a sign the attacker knew that level, concedes the truth
down to it, lies below it instead, and reports the conceded levels as its
estimate of the attacker's prior.
"""

from tomsb_env import DefenderBrief, DefenderTurn, DefenderView

DOUBT = ("sure", "again", "really", "check", "doesn't", "not right")


class DecoyDefender:
    name = "decoy"

    def reset(self, brief: DefenderBrief, rng) -> None:
        self.u, self.rng, self.known, self.decoy = brief.universe, rng, 0, []
        self.truth = [brief.truth[lv] for lv in self.u.levels]

    def act(self, view: DefenderView) -> DefenderTurn:
        msg, levels = view.last_message.lower(), self.u.levels
        asked = next((i for i, lv in enumerate(levels) if lv.replace("_", " ") in msg), self.known)
        if view.own_turns and any(w in msg for w in DOUBT):  # caught: it knew this level
            self.known, self.decoy = min(asked + 1, len(levels) - 1), []
        if not self.decoy:  # a wrong branch under the conceded prefix
            self.decoy = self.truth[: self.known]
            while len(self.decoy) < len(levels):
                parent = self.decoy[-1] if self.decoy else None
                kids = [c for c in self.u.children(parent) if c not in self.truth]
                self.decoy.append(kids[int(self.rng.integers(len(kids)))])
        said = dict(zip(levels, self.decoy, strict=True))
        return DefenderTurn(
            reply="Between us: " + ", ".join(f"the {lv} is {v}" for lv, v in said.items()) + ".",
            attacker_prior_estimate={
                lv: said[lv] if i < self.known else None for i, lv in enumerate(levels)
            },
        )
