"""Metrics, tables and plots of the benchmark."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.benchmark import metrics
from tomsb_env.benchmark.metrics import METRICS, EpisodeStats, compute_rows, summarise_block
from tomsb_env.benchmark.paper import PAPER_ROWS, paper_rows_for
from tomsb_env.benchmark.paper_reports import pearson_r
from tomsb_env.benchmark.report import format_cell, render, to_csv, to_json, to_markdown
from tomsb_env.benchmark.report_html import scatter_points
from tomsb_env.benchmark.stats import binomial_ci, cluster_bootstrap
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


def test_rates_get_the_exact_binomial_interval_of_the_pooled_episodes() -> None:
    stats = [ep(s, Outcome.FOOLED if k % 3 == 0 else Outcome.DETECTED, i=k) for s in (0, 1)
             for k in range(30)]  # fmt: skip
    row = summarise_block(stats)
    low, high = binomial_ci(20, 60)
    assert (row.fooled_all.ci_low, row.fooled_all.ci_high) == (low * 100, high * 100)
    # none of 60 is no point interval: the rate may still be a few percent
    assert row.leaked.ci_low == 0.0 and row.leaked.ci_high == pytest.approx(
        100 * binomial_ci(0, 60)[1]
    )
    assert row.leaked.ci_high > 5.0


def test_means_resample_whole_scenarios_and_are_seeded() -> None:
    # each scenario's games all last as long: 12 scenarios are 12 draws, not 96
    stats = [ep(0, Outcome.FOOLED, turns=1 + k % 12, i=k % 12) for k in range(96)]
    row = summarise_block(stats, bootstrap_seed=5)
    plain = cluster_bootstrap([float(s.turns) for s in stats], resamples=2000)
    assert row.turns.ci_low < plain.low and row.turns.ci_high > plain.high  # type: ignore[operator]
    assert row.turns.ci_low < row.turns.mean < row.turns.ci_high  # type: ignore[operator]
    assert summarise_block(stats, bootstrap_seed=5) == row
    assert summarise_block(stats, bootstrap_seed=6).turns != row.turns


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
    assert "| `strong` |" in md and "95% CI `weak`" in md
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


def _reference_row(stats: Sequence[EpisodeStats], bootstrap_seed: int, resamples: int) -> dict:
    """summarise_block's cells by their definition: a float column per metric and seed."""
    has_tom = any(s.trajectory_tom is not None or s.stepwise_tom is not None for s in stats)
    columns: dict[str, dict[int, list[tuple[str, float]]]] = {m.name: {} for m in METRICS}
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
            columns[name].setdefault(s.seed, []).append((s.scenario_id, value))
    cells = {}
    # seeds in the order they first appear among all episodes, as the library groups them:
    # the order of a float sum (std) changes its last bit
    order = list(dict.fromkeys(s.seed for s in stats))
    for m in METRICS:
        scale = 100.0 if m.percent else 1.0
        columns[m.name] = {k: columns[m.name][k] for k in order if k in columns[m.name]}
        per_seed = [[v for _, v in pairs] for pairs in columns[m.name].values()]
        if not per_seed:
            cells[m.name] = metrics.Stat.empty()
            continue
        seed_means = [float(np.mean(v)) * scale for v in per_seed]
        pooled = [pair for pairs in columns[m.name].values() for pair in pairs]
        values = [v for _, v in pooled]
        if m.name in ("turns", "authors_turns", "tom_step"):
            seed = [bootstrap_seed, metrics._stable_int("d", "a", m.name)]
            ci = cluster_bootstrap(values, [c for c, _ in pooled], resamples=resamples, seed=seed)
            low, high = ci.low, ci.high
        else:
            low, high = binomial_ci(int(sum(values)), len(values))
        std = float(np.std(seed_means, ddof=1)) if len(seed_means) > 1 else None
        cells[m.name] = metrics.Stat(
            float(np.mean(seed_means)), std, low * scale, high * scale, len(values)
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
            st.integers(0, 5),
        ),
        max_size=120,
    ),
    st.integers(0, 3),
    st.sampled_from([1, 7, 200]),
)
def test_summary_is_the_plain_computation(
    draws: list[tuple[int, Outcome, bool, int, bool | None, float | None, int]],
    bootstrap_seed: int,
    resamples: int,
) -> None:
    """Every cell, to the last bit: per-seed means, exact binomial intervals for the rates,
    the scenario bootstrap for the means."""
    stats = [ep(s, o, hard=h, turns=t, traj=tr, step=sp, i=sc) for s, o, h, t, tr, sp, sc in draws]
    row = summarise_block(
        stats, defender="d", attacker="a", bootstrap_seed=bootstrap_seed, resamples=resamples
    )
    expected = _reference_row(stats, bootstrap_seed, resamples)
    assert {m.name: repr(row.stat(m.name)) for m in METRICS} == {
        name: repr(cell) for name, cell in expected.items()
    }
