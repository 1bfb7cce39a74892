"""Procedural scenario generation: themed universes, secret paths and attacker priors.

See ``docs/scenarios.md``. Universe ``i`` of a run draws from its own ``random.Random`` seeded with
``(seed, i)``, so ``generate_scenarios(10, s)`` is a prefix of ``generate_scenarios(100, s)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from tomsb_env.errors import ConfigError
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.themes import NamePool, Theme, get_theme, name_tokens, person_names
from tomsb_env.universe.themes import themes as all_themes
from tomsb_env.universe.tree import Universe

__all__ = ["generate_scenarios", "generate_universe", "split_by_universe"]


@dataclass
class _NameSet:
    """Names already used in one universe, indexed for the two collision rules."""

    generic: frozenset[str]
    distinctive: set[str] = field(default_factory=set)
    full: set[tuple[str, ...]] = field(default_factory=set)
    runs: set[tuple[str, ...]] = field(default_factory=set)

    def strict_ok(self, tokens: tuple[str, ...]) -> bool:
        # no shared distinctive word; implies the loose rule because every
        # candidate has at least one distinctive word
        return not any(t in self.distinctive for t in tokens if t not in self.generic)

    def loose_ok(self, tokens: tuple[str, ...]) -> bool:
        # neither name may be a contiguous run of the other's words
        return tokens not in self.runs and not any(r in self.full for r in _subruns(tokens))

    def add(self, tokens: tuple[str, ...]) -> None:
        self.distinctive.update(t for t in tokens if t not in self.generic)
        self.full.add(tokens)
        self.runs.update(_subruns(tokens))


def _subruns(tokens: tuple[str, ...]) -> list[tuple[str, ...]]:
    n = len(tokens)
    return [tokens[i:j] for i in range(n) for j in range(i + 1, n + 1)]


def _shuffled(rng: random.Random, items: Sequence[str]) -> Iterator[str]:
    """A random permutation, produced lazily (only as many swaps as items consumed)."""
    cands = list(items)
    for i in range(len(cands)):
        j = rng.randrange(i, len(cands))
        cands[i], cands[j] = cands[j], cands[i]
        yield cands[i]


def _draw(rng: random.Random, pool: NamePool, count: int, used: _NameSet, where: str) -> list[str]:
    """``count`` names from ``pool`` in random order, avoiding collisions with ``used``: first
    those sharing no distinctive word with the universe, then the rest under the looser rule."""
    picked: list[str] = []
    source: Iterable[str] = _shuffled(rng, pool.candidates)
    for rule in (used.strict_ok, used.loose_ok):
        rejected: list[str] = []
        for name in source:
            toks = name_tokens(name)
            if not rule(toks):
                rejected.append(name)
                continue
            used.add(toks)
            picked.append(name)
            if len(picked) == count:
                return picked
        source = rejected
    raise ConfigError(
        f"{where}: needs {count} distinct names but the pool yields only {len(picked)} "
        "compatible ones; use a smaller depth or branching"
    )


def _check_shape(depth: int, branching: int) -> None:
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 1:
        raise ConfigError(f"depth must be an integer >= 1, got {depth!r}")
    if not isinstance(branching, int) or isinstance(branching, bool) or branching < 2:
        raise ConfigError(
            f"branching must be an integer >= 2 (a lie needs a second branch), got {branching!r}"
        )


def _build(
    rng: random.Random, theme: Theme, depth: int, branching: int
) -> tuple[Universe, _NameSet]:
    _check_shape(depth, branching)
    plan = theme.level_plan(depth)
    used = _NameSet(theme.generic_tokens)
    levels = [name for name, _ in plan]
    roots = _draw(rng, plan[0][1], branching, used, f"theme {theme.key!r}, level {levels[0]!r}")
    children: dict[str, list[str]] = {}
    parents = roots
    for level, pool in plan[1:]:
        names = _draw(
            rng, pool, len(parents) * branching, used, f"theme {theme.key!r}, level {level!r}"
        )
        for k, parent in enumerate(parents):
            children[parent] = names[k * branching : (k + 1) * branching]
        parents = names
    return Universe.from_children(levels, roots, children), used


def generate_universe(
    rng: random.Random, theme: str | Theme, depth: int = 3, branching: int = 3
) -> Universe:
    """A random perfect ``branching``-ary universe of ``depth`` levels drawn from ``theme``.

    Names are unique, and none is a word-run of another (no "Nova" beside
    "Nova Labs"); within the default size they also share no distinctive word.
    """
    return _build(rng, get_theme(theme), depth, branching)[0]


def _theme_order(seed: int, themes: str | Sequence[str] | None) -> list[Theme]:
    if isinstance(themes, str):
        themes = [themes]
    keys = list(all_themes()) if themes is None else list(themes)
    if not keys:
        raise ConfigError("themes must name at least one theme (or be None for all)")
    chosen = [get_theme(k) for k in keys]
    random.Random(f"tomsb-themes:{seed}").shuffle(chosen)
    return chosen


def generate_scenarios(
    n_universes: int,
    seed: int,
    themes: str | Sequence[str] | None = None,
    depth: int = 3,
    branching: int = 3,
) -> list[Scenario]:
    """``n_universes * depth`` scenarios: one per attacker knowledge level per universe.

    Themes cycle through ``themes`` (a key, a list of keys, or None for all) in a
    seed-dependent order, so every theme gets the same number of universes up to
    one. Ids look like ``"u042-k1"``: universe 42, attacker knows one level.
    """
    if not isinstance(n_universes, int) or isinstance(n_universes, bool) or n_universes < 0:
        raise ConfigError(f"n_universes must be a non-negative integer, got {n_universes!r}")
    _check_shape(depth, branching)
    order = _theme_order(seed, themes)
    width = max(3, len(str(n_universes - 1)))
    out: list[Scenario] = []
    for i in range(n_universes):
        theme = order[i % len(order)]
        rng = random.Random(f"tomsb-universe:{seed}:{i}")
        universe, used = _build(rng, theme, depth, branching)
        # target and attacker share no word with the universe (person names are one word)
        taken = {t for toks in used.full for t in toks}
        free = [p for p in person_names() if not taken.intersection(name_tokens(p))]
        target, attacker = rng.sample(free, 2)
        truth = [rng.choice(universe.roots)]
        for _ in range(1, depth):
            truth.append(rng.choice(universe.children(truth[-1])))
        uid = f"u{i:0{width}d}"
        for known in range(depth):
            prior = {lv: (truth[d] if d < known else None) for d, lv in enumerate(universe.levels)}
            out.append(
                Scenario(
                    id=f"{uid}-k{known}",
                    target=target,
                    attacker_name=attacker,
                    universe=universe,
                    truth=tuple(truth),
                    prior=prior,
                    theme=theme.key,
                    universe_id=uid,
                )
            )
    return out


def _allocate(sizes: dict[str, int], total: int, rng: random.Random) -> dict[str, int]:
    """Split ``total`` over strata in proportion to ``sizes`` (largest remainder, random ties)."""
    whole = sum(sizes.values())
    quota = {k: n * total / whole for k, n in sizes.items()}
    out = {k: int(q) for k, q in quota.items()}
    keys = list(sizes)
    rng.shuffle(keys)
    keys.sort(key=lambda k: quota[k] - out[k], reverse=True)  # stable: ties stay shuffled
    for k in keys[: total - sum(out.values())]:
        out[k] += 1
    return out


def split_by_universe(
    scenarios: Iterable[Scenario],
    eval_fraction: float = 0.25,
    seed: int = 0,
    stratify: bool = True,
) -> tuple[list[Scenario], list[Scenario]]:
    """Split into (train, eval) so that no universe appears on both sides.

    ``round(eval_fraction * n_universes)`` universes (at least one on each side when there are two
    or more) go to eval. With ``stratify`` each theme contributes in proportion to its share of
    universes, so both sides see every theme. Both lists keep the input order; a scenario without a
    ``universe_id`` counts as a universe of its own.
    """
    if not 0.0 < eval_fraction < 1.0:
        raise ConfigError(f"eval_fraction must be strictly between 0 and 1, got {eval_fraction!r}")
    items = list(scenarios)

    def key(s: Scenario) -> str:
        return s.universe_id or f"#{s.id}"

    theme_of = {key(s): (s.theme if stratify else "") for s in reversed(items)}
    groups = list(dict.fromkeys(key(s) for s in items))
    n_eval = round(len(groups) * eval_fraction)
    if len(groups) >= 2:
        n_eval = min(max(n_eval, 1), len(groups) - 1)
    rng = random.Random(f"tomsb-split:{seed}")
    strata: dict[str, list[str]] = {}
    for g in groups:
        strata.setdefault(theme_of[g], []).append(g)
    quota = _allocate({t: len(gs) for t, gs in strata.items()}, n_eval, rng)
    eval_groups = {g for t, gs in strata.items() for g in rng.sample(gs, quota[t])}
    train = [s for s in items if key(s) not in eval_groups]
    evals = [s for s in items if key(s) in eval_groups]
    return train, evals
