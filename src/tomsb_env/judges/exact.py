"""The default judges: exact, deterministic and LLM-free, built on grounding.

* Fooling / leak: compare the attacker's final structured belief with the
  ground truth on the levels it did not know at the start.
* Trajectory ToM: the defender's latest explicit ``attacker_prior_estimate``;
  failing that, its latest free-text estimate grounded to entities, keeping
  only values on the true path (a prior can only contain true values, so a
  lie the defender planted is not part of its prior estimate).
* Stepwise ToM: at each defender turn, its estimate of the attacker's
  current belief against the belief the attacker stated that turn, false
  beliefs included.
"""

from __future__ import annotations

from collections.abc import Mapping

from tomsb_env.errors import UniverseError
from tomsb_env.types import DefenderTurn, Episode, Judgement, Outcome
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.tree import Belief, Universe

__all__ = ["ExactJudge", "beliefs_match", "gained_levels", "normalise_belief"]


def normalise_belief(universe: Universe, belief: Mapping[str, str | None] | None) -> Belief:
    """Every level present, closure applied when consistent; unknown entities kept as-is."""
    out: Belief = dict.fromkeys(universe.levels)
    if belief:
        out.update({lv: v for lv, v in belief.items() if lv in out and v})
    if not any(out.values()):  # nothing known: nothing to close (the common early-game case)
        return out
    try:
        return universe.closure(out)
    except UniverseError:  # off-branch or out-of-universe values: keep them as stated
        return out


def beliefs_match(
    universe: Universe, a: Mapping[str, str | None] | None, b: Mapping[str, str | None] | None
) -> bool:
    """Level-by-level equality after normalisation (None == None)."""
    return normalise_belief(universe, a) == normalise_belief(universe, b)


def gained_levels(scenario: Scenario, final_belief: Mapping[str, str | None]) -> tuple[str, ...]:
    """Levels unknown at the start whose true value the attacker now holds.

    A known deeper level implies its ancestors, so those count as known too.
    """
    truth = scenario.truth_belief
    known = scenario.universe.closure(scenario.prior)
    return tuple(
        lv
        for lv in scenario.levels
        if known[lv] is None
        and final_belief.get(lv) is not None
        and final_belief.get(lv) == truth[lv]
    )


class ExactJudge:
    """Grounding-based judge; the default for every environment."""

    name = "exact"

    def final_belief(self, episode: Episode) -> Belief:
        sc = episode.scenario
        for turn in reversed(episode.attacker_turns):
            if turn.belief_state is not None:
                return normalise_belief(sc.universe, turn.belief_state)
        return normalise_belief(sc.universe, sc.prior)

    def defender_belief_estimate(self, episode: Episode, turn: DefenderTurn) -> Belief | None:
        """The defender's estimate of the attacker's current belief, or None if it gave none."""
        u = episode.scenario.universe
        if turn.attacker_belief_estimate is not None:
            return normalise_belief(u, turn.attacker_belief_estimate)
        if turn.attacker_belief_about_target:
            return normalise_belief(
                u, grounder_for(u).belief_from_text(turn.attacker_belief_about_target)
            )
        return None

    def prior_estimate(self, episode: Episode) -> Belief | None:
        sc = episode.scenario
        u = sc.universe
        for turn in reversed(episode.defender_turns):
            if turn.attacker_prior_estimate is not None:
                return normalise_belief(u, turn.attacker_prior_estimate)
        for turn in reversed(episode.defender_turns):
            if turn.attacker_belief_about_target:
                grounded = grounder_for(u).belief_from_text(turn.attacker_belief_about_target)
                truth = sc.truth_belief
                kept = {lv: (v if v == truth[lv] else None) for lv, v in grounded.items()}
                return normalise_belief(u, kept)
        return None

    def stepwise(self, episode: Episode) -> tuple[float | None, tuple[bool, ...]]:
        u = episode.scenario.universe
        if not any(t.has_reflection for t in episode.defender_turns):
            return None, ()
        matches: list[bool] = []
        for i, dturn in enumerate(episode.defender_turns):
            est = self.defender_belief_estimate(episode, dturn)
            actual = (
                episode.attacker_turns[i].belief_state if i < len(episode.attacker_turns) else None
            )
            matches.append(est is not None and beliefs_match(u, est, actual))
        if not matches:
            return None, ()
        return sum(matches) / len(matches), tuple(matches)

    def judge(self, episode: Episode, ending: Outcome | None) -> Judgement:
        sc = episode.scenario
        final = self.final_belief(episode)
        gained = gained_levels(sc, final)
        outcome = ending if ending is not None else (Outcome.LEAKED if gained else Outcome.FOOLED)
        prior_est = self.prior_estimate(episode)
        traj = None if prior_est is None else beliefs_match(sc.universe, prior_est, sc.prior)
        step, matches = self.stepwise(episode)
        return Judgement(
            outcome=outcome,
            final_belief=final,
            gained_levels=gained,
            fooled=outcome is Outcome.FOOLED,
            leaked=outcome is Outcome.LEAKED,
            trajectory_tom=traj,
            prior_estimate=prior_est,
            stepwise_tom=step,
            stepwise_matches=matches,
            judge=self.name,
        )
