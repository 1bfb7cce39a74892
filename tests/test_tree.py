"""Universe shape checks, queries, consistency and closure laws."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.errors import ScenarioError, UniverseError
from tomsb_env.universe import Scenario, Universe

from .conftest import LAYERS, make_universe


def test_shape_and_queries(universe: Universe) -> None:
    assert universe.levels == ("company", "division", "team")
    assert (universe.depth, universe.branching, len(universe)) == (3, 3, 39)
    assert universe.children() == ("Orbisoft", "Quantaline", "Heliodyne")
    assert universe.children("Tidewater") == ("Beluga", "Narwhal", "Orca")
    assert universe.parent("Orca") == "Tidewater"
    assert universe.parent("Orbisoft") is None
    assert universe.ancestors("Orca") == ("Tidewater", "Quantaline")
    assert universe.level_of("Z-Pinch") == "division"
    paths = list(universe.paths())
    assert len(paths) == 27 and len(set(paths)) == 27
    assert all(universe.is_path(p) for p in paths)
    assert not universe.is_path(("Orbisoft", "Tidewater", "Orca"))
    assert Universe.from_layers(universe.to_layers()) == universe


def test_closure_and_consistency(universe: Universe) -> None:
    assert universe.closure({"team": "Heron"}) == {
        "company": "Orbisoft",
        "division": "Bio-Informatics",
        "team": "Heron",
    }
    assert universe.is_consistent({"company": "Orbisoft", "team": "Heron"})
    assert not universe.is_consistent({"company": "Quantaline", "team": "Heron"})
    assert not universe.is_consistent({"division": "Heron"})  # wrong level
    with pytest.raises(UniverseError, match="does not fit"):
        universe.closure({"company": "Quantaline", "team": "Heron"})
    with pytest.raises(UniverseError, match="did you mean 'division'"):
        universe.is_consistent({"divison": "Tidewater"})


@pytest.mark.parametrize(
    ("layers", "message"),
    [
        ({"a": ["x", "y"], "b": {"x": ["p"], "y": ["q", "r"]}}, "not a perfect 2-ary tree"),
        ({"a": ["x", "y"], "b": {"x": ["p", "q"], "y": ["q", "r"]}}, "duplicate entity name 'q'"),
        ({"a": ["x", "x"]}, "duplicate entity name 'x'"),
        ({"a": ["x", ""]}, "non-empty printable strings"),
        ({"a": "x"}, "must be a list"),
        ({"a": ["x", "y"], "b": ["p"]}, "must map each parent"),
        (
            {"a": ["x", "y"], "b": {"x": ["p", "q"], "y": ["r", "s"], "z": ["t", "u"]}},
            "unknown entities",
        ),
        ({}, "non-empty mapping"),
    ],
)
def test_malformed_universes(layers: dict, message: str) -> None:
    with pytest.raises(UniverseError, match=message):
        Universe.from_layers(layers)


def test_scenario_validation(universe: Universe) -> None:
    ok = Scenario(
        "s", "Marcus", "Elena", universe, ("Orbisoft", "Z-Pinch", "Raven"), {"company": "Orbisoft"}
    )
    assert ok.known_levels == ("company",) and ok.is_hard
    assert ok.unknown_levels == ("division", "team")
    assert "truth" not in ok.attacker_brief().__dataclass_fields__
    assert "prior" not in ok.defender_brief().__dataclass_fields__
    with pytest.raises(
        ScenarioError,
        match=r"attacker_prior.company 'Heliodyne' is not on the ground-truth path \(truth: 'Orbisoft'\)",
    ):
        Scenario(
            "s",
            "Marcus",
            "Elena",
            universe,
            ("Orbisoft", "Z-Pinch", "Raven"),
            {"company": "Heliodyne"},
        )
    with pytest.raises(ScenarioError, match="not a root-to-leaf path"):
        Scenario("s", "Marcus", "Elena", universe, ("Orbisoft", "Tidewater", "Orca"), {})
    with pytest.raises(ScenarioError, match="target must be a non-empty string"):
        Scenario("s", " ", "Elena", universe, ("Orbisoft", "Z-Pinch", "Raven"), {})
    assert Scenario.from_dict(ok.to_dict()) == ok


def _random_universe(depth: int, k: int) -> Universe:
    counter = iter(range(10_000))
    roots = [f"n{next(counter)}" for _ in range(k)]
    children: dict[str, list[str]] = {}
    frontier = roots
    for _ in range(depth - 1):
        nxt = []
        for node in frontier:
            children[node] = [f"n{next(counter)}" for _ in range(k)]
            nxt.extend(children[node])
        frontier = nxt
    return Universe.from_children([f"L{i}" for i in range(depth)], roots, children)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_closure_laws(depth: int, k: int, data: st.DataObject) -> None:
    u = _random_universe(depth, k)
    path = data.draw(st.sampled_from(list(u.paths())))
    mask = data.draw(st.lists(st.booleans(), min_size=depth, max_size=depth))
    partial = {lv: (v if m else None) for lv, v, m in zip(u.levels, path, mask, strict=True)}
    assert u.is_consistent(partial)
    closed = u.closure(partial)
    assert u.closure(closed) == closed  # idempotent
    assert all(closed[lv] == partial[lv] for lv in u.levels if partial[lv])  # extends
    deepest = max((i for i, m in enumerate(mask) if m), default=-1)
    assert all(closed[u.levels[i]] == path[i] for i in range(deepest + 1))  # ancestors filled
    assert all(closed[u.levels[i]] is None for i in range(deepest + 1, depth))  # nothing invented
    if depth > 1:
        other = data.draw(st.sampled_from(list(u.paths())))
        mixed = {u.levels[0]: other[0], u.levels[-1]: path[-1]}
        assert u.is_consistent(mixed) == (other[0] == path[0])


def test_layers_fixture_roundtrip() -> None:
    assert make_universe().to_layers() == LAYERS


def test_describe_lists_every_entity_under_its_parent_leaves_on_one_line() -> None:
    uni = Universe.from_children(
        ["team", "project"], ["red", "blue"], {"red": ["ant", "bee"], "blue": ["cat", "dog"]}
    )
    assert uni.describe().splitlines() == ["- red (team): ant, bee", "- blue (team): cat, dog"]
    assert make_universe().describe().splitlines()[:4] == [
        "- Orbisoft (company)",
        "  - Cloud Weave (division): Kestrel, Marlin, Osprey",
        "  - Bio-Informatics (division): Puffin, Heron, Condor",
        "  - Z-Pinch (division): Falcon, Sparrow, Raven",
    ]
    assert (
        Universe.from_layers({"team": ["red", "blue"]}).describe() == "- red (team)\n- blue (team)"
    )


_U = make_universe()
_NAMES = [None, "", "Nowhere", *_U.nodes]


@settings(max_examples=400, deadline=None)
@given(st.fixed_dictionaries({lv: st.sampled_from(_NAMES) for lv in _U.levels}))
def test_closed_agrees_with_a_search_over_every_path(assignment: dict) -> None:
    """One pass over the assignment gives what trying every root-to-leaf path gives."""
    known = {d: assignment[lv] for d, lv in enumerate(_U.levels) if assignment[lv] is not None}
    fits = [p for p in _U.paths() if all(p[d] == v for d, v in known.items())]
    closed = _U.closed(assignment)
    assert (closed is not None) == bool(fits) == _U.is_consistent(assignment)
    if closed is not None:
        deepest = max(known, default=-1)
        expected = {lv: (fits[0][d] if d <= deepest else None) for d, lv in enumerate(_U.levels)}
        assert closed == expected == _U.closure(assignment)
    else:
        with pytest.raises(UniverseError, match="does not fit one branch"):
            _U.closure(assignment)
