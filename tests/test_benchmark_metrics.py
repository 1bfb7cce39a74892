"""Metrics, tables and plots of the benchmark."""

from __future__ import annotations

import csv
import io
import json
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
_OUTCOME_COLUMNS = ("fooled_all", "leaked", "detected", "truncated", "format_error", "error")


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
        "| Defender | Fooling % Hard | Fooling % All | ToM Acc % Traj | ToM Acc % Step | Avg Turns | "
        "Leaked % | Detected % | Truncated % | Format Err % | Error % | Episodes |"
    )
    assert head in md
    assert "| `strong` |" in md and "95% bootstrap CI `weak`" in md
    # the paper's rows appear under the matching attacker kinds, "-" where it reports nothing
    assert (
        "paper: ADA (fooling + ToM) | 42.4 ± 3.4 | 51.3 ± 4.4 | 58.7 ± 0.9 | 64.9 ± 1.1 | 4.58 ± 0.13"
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
