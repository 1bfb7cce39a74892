"""Metrics, tables and plots of the benchmark."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.benchmark import metrics
from tomsb_env.benchmark.metrics import (
    METRICS,
    EpisodeStats,
    bootstrap_ci,
    compute_rows,
    summarise_block,
)
from tomsb_env.benchmark.paper import PAPER_ROWS, paper_rows_for
from tomsb_env.benchmark.plot import pearson_r, plot_fooling_vs_tom, scatter_points
from tomsb_env.benchmark.report import format_cell, render, to_csv, to_json, to_markdown
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.types import Outcome

OUTCOMES = list(Outcome)
_OUTCOME_COLUMNS = (
    "fooled_all",
    "leaked",
    "unconvinced",
    "detected",
    "truncated",
    "format_error",
    "error",
)


def ep(
    seed: int,
    outcome: Outcome,
    *,
    hard: bool = True,
    traj: bool | None = None,
    step: float | None = None,
    turns: int = 3,
    attacker: str = "a",
    defender: str = "d",
    i: int = 0,
) -> EpisodeStats:
    return EpisodeStats(f"s{i}", attacker, defender, seed, 0, hard, outcome, traj, step, turns)


def test_rates_use_the_right_denominators() -> None:
    stats = [
        ep(0, Outcome.FOOLED, hard=True, i=1),
        ep(0, Outcome.FOOLED, hard=False, i=2),
        ep(0, Outcome.DETECTED, hard=True, i=3),
        ep(0, Outcome.ERROR, hard=True, i=4, turns=0),
    ]
    row = summarise_block(stats)
    assert row.fooled_hard.mean == pytest.approx(100 / 3) and row.fooled_hard.n == 3
    assert row.fooled_all.mean == pytest.approx(50.0) and row.fooled_all.n == 4
    assert row.error.mean == pytest.approx(25.0) and row.detected.mean == pytest.approx(25.0)
    assert row.turns.mean == pytest.approx(9 / 4)
    assert row.hard_episodes == 3 and row.episodes == 4


def test_tom_is_missing_without_estimates_and_counts_missing_ones_as_wrong() -> None:
    row = summarise_block([ep(0, Outcome.FOOLED), ep(0, Outcome.LEAKED, i=1)])
    assert row.tom_traj.mean is None and row.tom_step.mean is None
    assert format_cell(row.tom_traj) == "-"
    row = summarise_block([ep(0, Outcome.FOOLED, traj=True, step=0.5), ep(0, Outcome.LEAKED, i=1)])
    assert row.tom_traj.mean == pytest.approx(50.0)
    assert row.tom_step.mean == pytest.approx(25.0)


def test_mean_and_std_are_over_seeds() -> None:
    stats = [
        ep(0, Outcome.FOOLED),
        ep(0, Outcome.FOOLED, i=1),
        ep(1, Outcome.FOOLED),
        ep(1, Outcome.DETECTED, i=1),
    ]
    row = summarise_block(stats)
    assert row.fooled_all.mean == pytest.approx(75.0)
    assert row.fooled_all.std == pytest.approx(float(np.std([100.0, 50.0], ddof=1)))
    assert row.seeds == (0, 1)
    one_seed = summarise_block(stats[:2])
    assert one_seed.fooled_all.std is None and format_cell(one_seed.fooled_all) == "100.0"
    assert format_cell(row.fooled_all) == "75.0 ± 35.4"


def test_bootstrap_is_seeded_and_brackets_the_mean() -> None:
    rng = np.random.default_rng(1)
    values = (rng.random(300) < 0.3).astype(float)
    a = bootstrap_ci(values, np.random.default_rng(7))
    b = bootstrap_ci(values, np.random.default_rng(7))
    assert a == b and a[0] < values.mean() < a[1]
    # the binomial shortcut for 0/1 data agrees with plain resampling
    idx = np.random.default_rng(3).integers(0, len(values), size=(4000, len(values)))
    plain = np.quantile(values[idx].mean(axis=1), [0.025, 0.975])
    assert a == pytest.approx(tuple(plain), abs=0.015)
    turns = rng.integers(1, 15, 200).astype(float)
    low, high = bootstrap_ci(turns, np.random.default_rng(0))
    assert low < turns.mean() < high
    rows1 = compute_rows([ep(0, Outcome.FOOLED), ep(0, Outcome.LEAKED, i=1)], bootstrap_seed=5)
    rows2 = compute_rows([ep(0, Outcome.FOOLED), ep(0, Outcome.LEAKED, i=1)], bootstrap_seed=5)
    assert rows1 == rows2


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 2), st.sampled_from(OUTCOMES), st.booleans(), st.integers(0, 15)),
        min_size=1,
        max_size=60,
    )
)
def test_outcome_shares_add_up_to_100(draws: list[tuple[int, Outcome, bool, int]]) -> None:
    stats = [ep(s, o, hard=h, turns=t, i=k) for k, (s, o, h, t) in enumerate(draws)]
    row = summarise_block(stats, resamples=200)
    seeds = {s for s, *_ in draws}
    # with one episode count per seed equal, the mean of seed means is the pooled share
    total = sum(row.stat(c).mean or 0.0 for c in _OUTCOME_COLUMNS)
    if all(sum(1 for d in draws if d[0] == s) == len(draws) / len(seeds) for s in seeds):
        assert total == pytest.approx(100.0)
    for m in METRICS:
        cell = row.stat(m.name)
        if cell.mean is None:
            continue
        assert cell.ci_low is not None and cell.ci_high is not None
        assert cell.ci_low <= cell.ci_high
        if m.percent:
            assert 0.0 <= cell.mean <= 100.0


def _rows() -> list:
    stats = []
    for d, p_fool in (("weak", 0.2), ("mid", 0.5), ("strong", 0.8)):
        rng = np.random.default_rng(len(d))
        for a in ("scripted:base", "scripted:bluffing"):
            for k in range(40):
                fooled = rng.random() < p_fool
                stats.append(
                    ep(
                        k % 2,
                        Outcome.FOOLED if fooled else Outcome.DETECTED,
                        traj=bool(rng.random() < p_fool),
                        step=p_fool,
                        attacker=a,
                        defender=d,
                        i=k,
                    )
                )
    return compute_rows(stats, attackers=["scripted:base", "scripted:bluffing"])


def test_markdown_table_is_laid_out_like_the_paper() -> None:
    md = to_markdown(_rows(), paper=True)
    assert md.count("### Attacker:") == 2
    assert md.index("scripted:base") < md.index("scripted:bluffing")
    head = (
        "| Defender | Fooling % Hard | Fooling % All | ToM Acc % Traj | ToM Acc % Step | Avg Turns | Avg Turns (paper) | "
        "Leaked % | Unconvinced % | Detected % | Truncated % | Format Err % | Error % | Episodes |"
    )
    assert head in md
    assert "| `strong` |" in md and "95% bootstrap CI `weak`" in md
    # the paper's rows appear under the matching attacker kinds, "-" where it reports nothing
    assert (
        # the published turn counts are the authors' count: the "Avg Turns (paper)" column
        "paper: ADA (fooling + ToM) | 42.4 ± 3.4 | 51.3 ± 4.4 | 58.7 ± 0.9 | 64.9 ± 1.1 | - | 4.58 ± 0.13"
        in md
    )
    assert "paper: ADA (fooling + ToM) | 34.4 | - | 28.7 | - |" in md
    assert "not this scripted stand-in" in md  # the published rows are against LLM attackers
    assert "paper:" not in to_markdown(_rows())


def test_csv_and_json_carry_every_number() -> None:
    rows = _rows()
    table = list(csv.DictReader(io.StringIO(to_csv(rows))))
    assert len(table) == 6 and table[0]["defender"] == "weak"
    assert float(table[0]["fooled_all_mean"]) == pytest.approx(rows[0].fooled_all.mean, abs=1e-3)
    assert {f"{m.name}_ci_low" for m in METRICS} <= set(table[0])
    data = json.loads(to_json(rows))
    assert data["rows"][0]["fooled_all"]["mean"] == pytest.approx(rows[0].fooled_all.mean)
    assert render("csv", rows) == to_csv(rows)
    with pytest.raises(UnknownNameError, match="output format"):
        render("xml", rows)


def test_paper_reference_rows() -> None:
    assert len(paper_rows_for("base")) == 9
    assert all(r.fooled_hard is not None for r in PAPER_ROWS)
    assert paper_rows_for("bluffing")[0].method == "Base prompt (Gemini3-Pro)"
    assert paper_rows_for(None) == []


def test_pearson_and_scatter_points() -> None:
    assert pearson_r([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert pearson_r([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert pearson_r([1, 2], [1, 2]) is None and pearson_r([1, 1, 1], [1, 2, 3]) is None
    fits = scatter_points(_rows())
    assert [f.attacker for f in fits] == ["scripted:base", "scripted:bluffing"]
    assert all(len(f.points) == 3 and f.r is not None and f.r > 0.5 for f in fits)
    with pytest.raises(ConfigError):
        scatter_points(_rows(), fooling="some")


def test_plot_writes_an_image(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "fig.png"
    fits = plot_fooling_vs_tom(_rows(), out, tom="step")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and len(fits) == 2
    no_tom = compute_rows([ep(0, Outcome.FOOLED)])
    with pytest.raises(ConfigError, match="ToM"):
        plot_fooling_vs_tom(no_tom, tmp_path / "none.png")


def test_bootstrap_paths_agree_in_distribution(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few distinct values draw counts (multinomial); many draw indices: same intervals."""
    values = np.random.default_rng(3).integers(2, 9, size=150).astype(float)
    by_counts = bootstrap_ci(values, np.random.default_rng(0), resamples=20_000)
    monkeypatch.setattr(metrics, "_FEW_VALUES", 0)  # force index resampling
    by_index = bootstrap_ci(values, np.random.default_rng(0), resamples=20_000)
    assert by_counts != by_index  # the two paths really ran
    assert by_counts == pytest.approx(by_index, abs=0.02)
    assert by_counts[0] < values.mean() < by_counts[1]


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 5000),
    st.one_of(st.floats(0.0, 1.0), st.sampled_from([0.0, 0.025, 0.05, 0.5, 0.95, 0.975, 1.0])),
    st.integers(0, 5000),
)
def test_inverted_cdf_index_is_where_numpy_looks(size: int, q: float, k: int) -> None:
    for quantile in (q, min(k, size) / size):  # the second is a whole virtual index, the edge case
        (expected,) = np.quantile(np.arange(size), [quantile], method="inverted_cdf")
        assert metrics._inverted_cdf_index(size, quantile) == expected


_SAMPLES = st.one_of(
    st.lists(st.integers(0, 40), min_size=1, max_size=300).map(np.array),  # ties, ints
    st.lists(st.sampled_from([0.0, -0.0, 0.25, 1 / 3, 2.0]), min_size=1, max_size=300).map(
        lambda v: np.array(v, dtype=float)
    ),
    st.lists(st.floats(allow_nan=True, allow_infinity=True), min_size=1, max_size=300).map(
        lambda v: np.array(v, dtype=float)
    ),
)


@settings(max_examples=300, deadline=None)
@given(_SAMPLES, st.one_of(st.floats(0.0, 1.0), st.just(0.95)))
def test_percentile_interval_matches_numpy_quantile(sample: np.ndarray, level: float) -> None:
    tail = (1.0 - level) / 2.0
    expected = np.quantile(sample, [tail, 1.0 - tail], method="inverted_cdf")
    got = metrics._percentile_interval(sample.copy(), level)
    assert repr(got) == repr((float(expected[0]), float(expected[1])))  # bit for bit, sign of 0


def _reference_ci(
    values: np.ndarray, rng: np.random.Generator, resamples: int = 2000, level: float = 0.95
) -> tuple[float, float]:
    """bootstrap_ci by its plain definition: np.quantile of every resampled mean."""
    n = len(values)
    counts = Counter(values.tolist())
    if counts.keys() <= {0.0, 1.0}:
        means = rng.binomial(n, float(values.mean()), size=resamples) / n
    elif len(counts) <= metrics._FEW_VALUES:
        support = np.array(list(counts), dtype=float)
        means = (
            rng.multinomial(n, np.array(list(counts.values())) / n, size=resamples) @ support
        ) / n
    else:
        dtype = np.int16 if n <= np.iinfo(np.int16).max else np.int64
        means = values[rng.integers(0, n, size=(resamples, n), dtype=dtype)].mean(axis=1)
    tail = (1.0 - level) / 2.0
    low, high = np.quantile(means, [tail, 1.0 - tail], method="inverted_cdf")
    return float(low), float(high)


def _reference_row(stats: Sequence[EpisodeStats], bootstrap_seed: int, resamples: int) -> dict:
    """summarise_block's cells by their plain definition: a float column per metric and seed."""
    has_tom = any(s.trajectory_tom is not None or s.stepwise_tom is not None for s in stats)
    columns: dict[str, dict[int, list[float]]] = {m.name: defaultdict(list) for m in METRICS}
    for s in stats:
        col = {
            "fooled_all": float(s.outcome is Outcome.FOOLED),
            "turns": float(s.turns),
            "authors_turns": float(s.authors_turns),
        }
        for name, outcome in metrics._OUTCOME_COLUMNS[1:]:
            col[name] = float(s.outcome is outcome)
        if s.hard:
            col["fooled_hard"] = col["fooled_all"]
        if has_tom:
            col["tom_traj"] = float(bool(s.trajectory_tom))
            col["tom_step"] = float(s.stepwise_tom or 0.0)
        for name, value in col.items():
            columns[name][s.seed].append(value)
    cells = {}
    for m in METRICS:
        scale = 100.0 if m.percent else 1.0
        per_seed = columns[m.name]
        seed_means = [float(np.mean(v)) * scale for v in per_seed.values() if v]
        if not seed_means:
            cells[m.name] = metrics.Stat.empty()
            continue
        pooled = np.asarray([x for v in per_seed.values() for x in v], dtype=float)
        rng = np.random.default_rng([bootstrap_seed, metrics._stable_int("d", "a", m.name)])
        low, high = _reference_ci(pooled, rng, resamples)
        std = float(np.std(seed_means, ddof=1)) if len(seed_means) > 1 else None
        cells[m.name] = metrics.Stat(
            float(np.mean(seed_means)), std, low * scale, high * scale, len(pooled)
        )
    return cells


@settings(max_examples=80, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 3),
            st.sampled_from(OUTCOMES),
            st.booleans(),
            st.integers(0, 15),
            st.one_of(st.none(), st.booleans()),
            st.one_of(st.none(), st.sampled_from([0.0, 1 / 3, 0.5, 1.0]), st.floats(0.0, 1.0)),
        ),
        max_size=120,
    ),
    st.integers(0, 3),
    st.sampled_from([1, 7, 200]),
)
def test_summary_is_bit_for_bit_the_plain_computation(
    draws: list[tuple[int, Outcome, bool, int, bool | None, float | None]],
    bootstrap_seed: int,
    resamples: int,
) -> None:
    """The shortcuts (counts for 0/1 columns, no draws for constant ones, the fast quantile)
    change no number, not even the last bit of an interval."""
    stats = [
        ep(s, o, hard=h, turns=t, traj=tr, step=sp, i=k)
        for k, (s, o, h, t, tr, sp) in enumerate(draws)
    ]
    row = summarise_block(
        stats, defender="d", attacker="a", bootstrap_seed=bootstrap_seed, resamples=resamples
    )
    expected = _reference_row(stats, bootstrap_seed, resamples)
    assert {m.name: repr(row.stat(m.name)) for m in METRICS} == {
        name: repr(cell) for name, cell in expected.items()
    }


@pytest.mark.parametrize("kind", ["binary", "few", "many", "constant"])
def test_bootstrap_ci_is_bit_for_bit_the_plain_computation(kind: str) -> None:
    rng = np.random.default_rng(11)
    values = {
        "binary": (rng.random(150) < 0.3).astype(float),
        "few": rng.integers(0, 9, 150) / 3,
        "many": rng.random(150),
        "constant": np.full(40, 0.1),
    }[kind]
    for level in (0.95, 0.5, 0.999):
        a, b = np.random.default_rng(4), np.random.default_rng(4)
        assert repr(bootstrap_ci(values, a, 500, level)) == repr(
            _reference_ci(values, b, 500, level)
        )
        assert a.bit_generator.state == b.bit_generator.state  # the same draws, no more
