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
from functools import lru_cache

from tomsb_env.types import DefenderTurn, Episode, Judgement, Outcome
from tomsb_env.universe.cache import UniverseCache
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.tree import Belief, Universe

__all__ = ["ExactJudge", "beliefs_match", "gained_levels", "normalise_belief"]


class _Tables:
    """Lookups for normalising beliefs in one universe.

    Built once per universe object: universes are immutable, so these never go
    stale. ``closed`` values are shared templates and are only ever copied.
    """

    __slots__ = ("closed", "depth", "levels", "paths", "universe")

    def __init__(self, universe: Universe) -> None:
        levels = universe.levels
        self.universe = universe
        self.levels = levels
        self.depth: dict[str, int] = {}
        self.paths: dict[str, tuple[str, ...]] = {}
        self.closed: dict[str, Belief] = {}
        for d in range(len(levels)):
            for node in universe.nodes_at(d):
                path = universe.path_to(node)
                closed: Belief = dict.fromkeys(levels)
                closed.update(zip(levels, path, strict=False))  # up to its own level
                self.depth[node] = d
                self.paths[node] = path
                self.closed[node] = closed


_TABLES: UniverseCache[_Tables] = UniverseCache(_Tables)
_last_tables: _Tables | None = None


def _tables(universe: Universe) -> _Tables:
    """The tables of ``universe``; the last ones are kept at hand, as one judgement
    asks for them once per turn and the shared cache takes a lock."""
    global _last_tables
    last = _last_tables
    if last is None or last.universe is not universe:
        last = _last_tables = _TABLES(universe)
    return last


def _normalise(tables: _Tables, belief: Mapping[str, str | None] | None) -> Belief:
    """:func:`normalise_belief` on prebuilt tables (same result as ``Universe.closure``)."""
    levels = tables.levels
    if not belief:  # nothing known: nothing to close (the common early-game case)
        return dict.fromkeys(levels)
    get = belief.get
    out: Belief = {lv: get(lv) or None for lv in levels}  # empty values mean unknown
    depth, paths = tables.depth, tables.paths
    deepest: str | None = None
    deepest_depth = 0
    for d, v in enumerate(out.values()):  # in level order
        if v is None:
            continue
        if depth.get(v) != d or (deepest is not None and paths[v][deepest_depth] != deepest):
            return out  # off-branch or out-of-universe values: keep them as stated
        deepest, deepest_depth = v, d
    return out if deepest is None else dict(tables.closed[deepest])


@lru_cache(maxsize=1024)
def _grounded(tables: _Tables, text: str) -> Belief:
    """What ``text`` commits to; read-only (shared between calls).

    A pure function of (universe, text), so it cannot go stale; keyed by the
    tables' identity, which pins their universe. It spares grounding the same
    estimate twice per episode (prior and stepwise) and repeated texts.
    """
    return grounder_for(tables.universe).belief_from_text(text)


def normalise_belief(universe: Universe, belief: Mapping[str, str | None] | None) -> Belief:
    """Every level present, closure applied when consistent; unknown entities kept as-is."""
    return _normalise(_tables(universe), belief)


def beliefs_match(
    universe: Universe, a: Mapping[str, str | None] | None, b: Mapping[str, str | None] | None
) -> bool:
    """Level-by-level equality after normalisation (None == None)."""
    tables = _tables(universe)
    return _normalise(tables, a) == _normalise(tables, b)


def gained_levels(scenario: Scenario, final_belief: Mapping[str, str | None]) -> tuple[str, ...]:
    """Levels unknown at the start whose true value the attacker now holds.

    A known deeper level implies its ancestors, so those count as known too.
    """
    return _gained(scenario, final_belief, scenario.universe.closure(scenario.prior))


def _gained(
    scenario: Scenario, final_belief: Mapping[str, str | None], known: Mapping[str, str | None]
) -> tuple[str, ...]:
    truth = scenario.truth
    return tuple(
        lv
        for d, lv in enumerate(scenario.levels)
        if known[lv] is None and (v := final_belief.get(lv)) is not None and v == truth[d]
    )


class ExactJudge:
    """Grounding-based judge; the default for every environment.

    Its belief-returning methods return normalised beliefs (see
    :func:`normalise_belief`), which :meth:`judge` compares without
    normalising them again.
    """

    name = "exact"

    def final_belief(self, episode: Episode) -> Belief:
        sc = episode.scenario
        tables = _tables(sc.universe)
        for turn in reversed(episode.attacker_turns):
            if turn.belief_state is not None:
                return _normalise(tables, turn.belief_state)
        return _normalise(tables, sc.prior)

    def defender_belief_estimate(self, episode: Episode, turn: DefenderTurn) -> Belief | None:
        """The defender's estimate of the attacker's current belief, or None if it gave none."""
        tables = _tables(episode.scenario.universe)
        if turn.attacker_belief_estimate is not None:
            return _normalise(tables, turn.attacker_belief_estimate)
        if turn.attacker_belief_about_target:
            return _normalise(tables, _grounded(tables, turn.attacker_belief_about_target))
        return None

    def prior_estimate(self, episode: Episode) -> Belief | None:
        sc = episode.scenario
        tables = _tables(sc.universe)
        for turn in reversed(episode.defender_turns):
            if turn.attacker_prior_estimate is not None:
                return _normalise(tables, turn.attacker_prior_estimate)
        for turn in reversed(episode.defender_turns):
            if turn.attacker_belief_about_target:
                grounded = _grounded(tables, turn.attacker_belief_about_target)
                truth = sc.truth_belief
                kept = {lv: (v if v == truth[lv] else None) for lv, v in grounded.items()}
                return _normalise(tables, kept)
        return None

    def stepwise(self, episode: Episode) -> tuple[float | None, tuple[bool, ...]]:
        if not any(t.has_reflection for t in episode.defender_turns):
            return None, ()
        tables = _tables(episode.scenario.universe)
        attacker_turns = episode.attacker_turns
        matches: list[bool] = []
        for i, dturn in enumerate(episode.defender_turns):
            est = self.defender_belief_estimate(episode, dturn)
            if est is None:
                matches.append(False)
                continue
            actual = attacker_turns[i].belief_state if i < len(attacker_turns) else None
            # est is already normalised (and normalising is idempotent)
            matches.append(est == _normalise(tables, actual))
        if not matches:
            return None, ()
        return sum(matches) / len(matches), tuple(matches)

    def judge(self, episode: Episode, ending: Outcome | None) -> Judgement:
        sc = episode.scenario
        final = self.final_belief(episode)
        # a scenario's prior is consistent (checked when it was made), so normalising it
        # is its closure: computed once for both uses
        known = _normalise(_tables(sc.universe), sc.prior)
        gained = _gained(sc, final, known)
        outcome = ending if ending is not None else (Outcome.LEAKED if gained else Outcome.FOOLED)
        prior_est = self.prior_estimate(episode)
        traj = None
        if prior_est is not None:  # already normalised (and normalising is idempotent)
            traj = prior_est == known
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
