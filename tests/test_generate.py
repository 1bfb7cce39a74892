"""Scenario generation, name pools and the universe-grouped split."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.universe.generate import generate_scenarios, generate_universe, split_by_universe
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.schema import validate_record
from tomsb_env.universe.themes import get_theme, name_tokens, person_names, themes
from tomsb_env.universe.tree import Universe

# Words so common in conversation that a one-word entity with that name would be
# "mentioned" by accident.
COMMON_WORDS = {
    "support", "team", "operations", "sales", "marketing", "finance", "research", "security",
    "design", "engineering", "legal", "data", "cloud", "core", "north", "south", "east", "west",
    "central", "atlas", "nexus", "relay", "oracle", "apex", "vista", "insight", "summit",
    "harbour", "harbor", "river", "valley", "city", "port", "law", "education", "health",
    "culture", "energy", "transport", "classics", "architecture", "logic", "ethics", "forestry",
}  # fmt: skip


def _by_universe(scenarios: list[Scenario]) -> dict[str, list[Scenario]]:
    groups: dict[str, list[Scenario]] = defaultdict(list)
    for s in scenarios:
        groups[s.universe_id].append(s)
    return groups


def _check_names(universe: Universe, generic: frozenset[str], strict: bool) -> None:
    """Unique names; none is a word-run of another; strict: no shared distinctive word."""
    names = list(universe.nodes)
    assert len(set(names)) == len(names)
    toks = [name_tokens(n) for n in names]
    assert len(set(toks)) == len(toks), "two names differ only in case or separators"
    every = set(toks)
    for t in toks:
        inner = {t[i:j] for i in range(len(t)) for j in range(i + 1, len(t) + 1)} - {t}
        assert not inner & every, f"{t} contains another name"
    if strict:
        seen: Counter[str] = Counter(w for t in toks for w in set(t) if w not in generic)
        assert max(seen.values()) == 1, [w for w, c in seen.items() if c > 1]


# ---------------------------------------------------------------- name pools
def test_at_least_eight_themes_with_large_pools() -> None:
    assert len(themes()) >= 8
    for theme in themes().values():
        top, mid, leaf = (len(p.candidates) for p in theme.pools)
        assert top >= 60 and mid >= 120 and leaf >= 250, (theme.key, top, mid, leaf)
        assert len(set(theme.levels)) == 3 and not set(theme.levels) & set(theme.sublevels)


def test_pool_names_are_clean_and_distinctive() -> None:
    for theme in themes().values():
        for pool in theme.pools:
            for name in pool.candidates:
                assert name == name.strip() and "  " not in name, name
                distinctive = [t for t in name_tokens(name) if t not in theme.generic_tokens]
                assert distinctive, f"{theme.key}: {name!r} has no distinctive word"
                assert name.lower() not in COMMON_WORDS, f"{theme.key}: {name!r} is a common word"


def test_person_pool() -> None:
    assert len(person_names()) >= 150
    assert len(set(person_names())) == len(person_names())
    assert all(len(name_tokens(p)) == 1 for p in person_names())
    assert not {p.lower() for p in person_names()} & COMMON_WORDS


def test_name_tokens_follow_grounding_splits() -> None:
    assert name_tokens("QuillForge") == ("quill", "forge")
    assert name_tokens("Bio-Informatics") == ("bio", "informatics")
    assert name_tokens("AI_Ethics") == ("ai", "ethics")
    assert name_tokens("5G Networks") == ("5", "g", "networks")
    assert name_tokens("Children's Hospital") == ("children", "s", "hospital")


def test_unknown_theme_suggests_closest() -> None:
    with pytest.raises(UnknownNameError, match=r"unknown theme 'hospitl'.*did you mean 'hospital'"):
        get_theme("hospitl")
    with pytest.raises(UnknownNameError):
        generate_scenarios(3, seed=0, themes=["corporate", "nope"])


# ------------------------------------------------------------------ universes
def test_generate_universe_is_reproducible_and_themed() -> None:
    a = generate_universe(random.Random(7), "hospital")
    b = generate_universe(random.Random(7), get_theme("hospital"))
    assert a == b and a.to_layers() == b.to_layers()
    assert a.levels == ("hospital", "department", "ward")
    assert (a.depth, a.branching, len(a)) == (3, 3, 39)
    assert a != generate_universe(random.Random(8), "hospital")


def test_depth_maps_onto_theme_levels() -> None:
    theme = get_theme("corporate")
    assert generate_universe(random.Random(0), theme, depth=1).levels == ("company",)
    assert generate_universe(random.Random(0), theme, depth=2).levels == ("company", "team")
    assert generate_universe(random.Random(0), theme, depth=5).levels == (
        "company",
        "division",
        "department",
        "section",
        "team",
    )


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"depth": 0}, "depth must be an integer >= 1"),
        ({"branching": 1}, "branching must be an integer >= 2"),
        ({"depth": 6}, "supports depth 1 to 5"),
        ({"depth": 5, "branching": 4}, r"needs \d+ distinct names but the pool yields only"),
    ],
)
def test_bad_shapes_raise_config_errors(kwargs: dict[str, int], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        generate_scenarios(1, seed=0, themes=["research"], **kwargs)


def test_bad_counts_and_themes() -> None:
    with pytest.raises(ConfigError, match="n_universes"):
        generate_scenarios(-1, seed=0)
    with pytest.raises(ConfigError, match="at least one theme"):
        generate_scenarios(2, seed=0, themes=[])
    assert generate_scenarios(0, seed=0) == []


# ------------------------------------------------------------------ scenarios
def test_same_seed_same_scenarios() -> None:
    a = generate_scenarios(20, seed=11)
    b = generate_scenarios(20, seed=11)
    assert [s.to_dict() for s in a] == [s.to_dict() for s in b]
    assert len({s.id for s in a}) == len(a)
    c = generate_scenarios(20, seed=12)
    assert [s.to_dict() for s in a] != [s.to_dict() for s in c]


def test_fewer_universes_give_a_prefix() -> None:
    small = generate_scenarios(4, seed=5)
    large = generate_scenarios(12, seed=5)
    assert [s.to_dict() for s in small] == [s.to_dict() for s in large[: len(small)]]


def test_three_knowledge_levels_per_universe() -> None:
    scenarios = generate_scenarios(30, seed=2)
    assert len(scenarios) == 90
    groups = _by_universe(scenarios)
    assert len(groups) == 30
    for uid, group in groups.items():
        assert [s.id for s in group] == [f"{uid}-k0", f"{uid}-k1", f"{uid}-k2"]
        first = group[0]
        for k, s in enumerate(group):
            assert s.universe == first.universe and s.truth == first.truth
            assert (s.target, s.attacker_name, s.theme) == (
                first.target,
                first.attacker_name,
                first.theme,
            )
            assert s.known_levels == s.levels[:k]
            assert all(s.prior[lv] == s.truth_belief[lv] for lv in s.known_levels)
        assert first.target != first.attacker_name
    assert Counter(len(s.known_levels) for s in scenarios) == {0: 30, 1: 30, 2: 30}
    assert scenarios[0].id == "u000-k0" and scenarios[-1].universe_id == "u029"


def test_wide_runs_get_wider_ids() -> None:
    ids = [s.universe_id for s in generate_scenarios(1001, seed=0, themes=["geography"], depth=1)]
    assert ids[0] == "u0000" and ids[-1] == "u1000"


def test_themes_are_balanced_and_all_used() -> None:
    scenarios = generate_scenarios(100, seed=9)
    per_theme = Counter(g[0].theme for g in _by_universe(scenarios).values())
    assert set(per_theme) == set(themes()) and len(per_theme) >= 8
    assert max(per_theme.values()) - min(per_theme.values()) <= 1
    only = generate_scenarios(7, seed=9, themes=["film", "software"])
    assert {s.theme for s in only} == {"film", "software"}
    assert {s.theme for s in generate_scenarios(2, seed=9, themes="film")} == {"film"}


def test_truth_and_names_are_spread_out() -> None:
    """The secret path must not sit at a fixed position (the official file favours the first)."""
    scenarios = generate_scenarios(150, seed=4)
    positions: Counter[tuple[int, ...]] = Counter()
    for group in _by_universe(scenarios).values():
        s = group[0]
        u = s.universe
        parents = [None, *s.truth[:-1]]
        positions[tuple(u.children(p).index(v) for p, v in zip(parents, s.truth, strict=True))] += 1
    assert positions[(0, 0, 0)] <= 15  # 1/27 of 150 is about 6
    assert len(positions) >= 20
    people = Counter(g[0].target for g in _by_universe(scenarios).values())
    assert len(people) >= 80


def test_default_size_names_share_no_distinctive_word() -> None:
    for group in _by_universe(generate_scenarios(60, seed=1)).values():
        s = group[0]
        theme = get_theme(s.theme)
        _check_names(s.universe, theme.generic_tokens, strict=True)
        words = {w for n in s.universe.nodes for w in name_tokens(n)}
        assert not words & set(name_tokens(s.target) + name_tokens(s.attacker_name))


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    depth=st.integers(min_value=1, max_value=4),
    branching=st.integers(min_value=2, max_value=4),
    theme=st.sampled_from(sorted(themes())),
)
def test_generated_scenarios_always_validate(
    seed: int, depth: int, branching: int, theme: str
) -> None:
    scenarios = generate_scenarios(1, seed=seed, themes=[theme], depth=depth, branching=branching)
    assert len(scenarios) == depth
    u = scenarios[0].universe
    assert (u.depth, u.branching, len(u)) == (
        depth,
        branching,
        sum(branching**d for d in range(1, depth + 1)),
    )
    _check_names(u, get_theme(theme).generic_tokens, strict=len(u) <= 40)
    for k, s in enumerate(scenarios):
        back = validate_record(s.to_dict(), f"generated {s.id}")
        assert back == s and len(back.known_levels) == k


# ---------------------------------------------------------------------- split
def test_split_is_by_universe_three_to_one() -> None:
    scenarios = generate_scenarios(100, seed=6)
    train, evals = split_by_universe(scenarios, eval_fraction=0.25, seed=1)
    assert (len(train), len(evals)) == (225, 75)
    assert not {s.universe_id for s in train} & {s.universe_id for s in evals}
    assert [s.id for s in scenarios if s in train] == [s.id for s in train]  # order kept
    assert Counter(len(s.known_levels) for s in evals) == {0: 25, 1: 25, 2: 25}
    per_theme = Counter(s.theme for s in evals if not s.known_levels)
    assert set(per_theme) == set(themes()) and set(per_theme.values()) <= {2, 3}


def test_split_is_seeded() -> None:
    scenarios = generate_scenarios(40, seed=6)
    a = split_by_universe(scenarios, seed=1)
    assert a == split_by_universe(scenarios, seed=1)
    assert a != split_by_universe(scenarios, seed=2)
    flat = split_by_universe(scenarios, seed=1, stratify=False)
    assert len(flat[1]) == 30


def test_split_edge_cases() -> None:
    scenarios = generate_scenarios(2, seed=0)
    train, evals = split_by_universe(scenarios, eval_fraction=0.1)
    assert len({s.universe_id for s in train}) == 1 == len({s.universe_id for s in evals})
    loose = [
        Scenario(s.id, s.target, s.attacker_name, s.universe, s.truth, s.prior)
        for s in generate_scenarios(4, seed=0)
    ]
    train, evals = split_by_universe(loose, eval_fraction=0.5)
    assert len(train) == len(evals) == 6  # each scenario is its own group
    for bad in (0.0, 1.0, -0.2):
        with pytest.raises(ConfigError, match="eval_fraction"):
            split_by_universe(scenarios, eval_fraction=bad)


def test_vocabulary_is_package_data_read_once_on_first_use() -> None:
    import subprocess
    import sys

    from tomsb_env.universe import themes as themes_module

    code = (
        "import tomsb_env.universe.generate as g, tomsb_env.universe.themes as t;"
        "assert t._load.cache_info().currsize == 0, 'read at import';"
        "g.generate_scenarios(1, seed=0); g.generate_scenarios(1, seed=1);"
        "info = t._load.cache_info(); assert (info.misses, info.currsize) == (1, 1), info"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    data = Path(themes_module.__file__).with_name("themes.json")
    assert data.is_file()
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert '"universe/*.json"' in pyproject  # shipped in the wheel
    assert themes_module.themes() is themes_module.themes() and len(person_names()) > 100
