"""The comparison statistics: exact binomial intervals against SciPy's values, the cluster
bootstrap's resampling unit, and the paired tests."""

from __future__ import annotations

import numpy as np
import pytest

from tomsb_env.benchmark.stats import (
    binomial_ci,
    cluster_bootstrap,
    mcnemar_exact,
    paired_difference,
)

# scipy.stats.binomtest(k, n).proportion_ci(method="exact"), SciPy 1.16
SCIPY_EXACT = {
    (0, 32): (0.0, 0.10888116067944287),
    (32, 32): (0.8911188393205571, 1.0),
    (1, 10): (0.0025285785444625728, 0.44501611702819543),
    (13, 64): (0.11282885947084019, 0.32226430670804046),
    (44, 64): (0.5594056331829736, 0.79757852741987),
    (5000, 20000): (0.2440105380752624, 0.2560622135201107),
    (0, 1): (0.0, 0.975),
    (7, 20000): (0.00014072936109723005, 0.0007209999554352849),
}


@pytest.mark.parametrize(("k", "n"), list(SCIPY_EXACT))
def test_binomial_ci_matches_scipy(k: int, n: int) -> None:
    low, high = binomial_ci(k, n)
    want = SCIPY_EXACT[(k, n)]
    assert low == pytest.approx(want[0], abs=1e-9)
    assert high == pytest.approx(want[1], abs=1e-9)


def test_binomial_ci_of_zero_successes_is_not_a_point() -> None:
    low, high = binomial_ci(0, 64)
    assert low == 0.0 and high > 0.05  # a bootstrap would say [0, 0]


def test_binomial_ci_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError, match="k=5, n=3"):
        binomial_ci(5, 3)
    assert binomial_ci(0, 0) == (0.0, 1.0)


def test_cluster_bootstrap_resamples_clusters_not_values() -> None:
    # two universes, each internally constant: only 2 clusters, so the interval is wide;
    # treated as 200 independent values it would be narrow
    values = [0.0] * 100 + [1.0] * 100
    clusters = ["a"] * 100 + ["b"] * 100
    clustered = cluster_bootstrap(values, clusters, resamples=2000)
    plain = cluster_bootstrap(values, resamples=2000)
    assert clustered.clusters == 2 and plain.clusters == 200
    assert clustered.high - clustered.low > 0.9
    assert plain.high - plain.low < 0.2
    assert clustered.estimate == plain.estimate == 0.5


def test_cluster_bootstrap_is_seeded_and_checks_its_input() -> None:
    rng = np.random.default_rng(1)
    values = rng.normal(size=50).tolist()
    assert cluster_bootstrap(values, seed=3) == cluster_bootstrap(values, seed=3)
    with pytest.raises(ValueError, match="3 cluster labels for 50 values"):
        cluster_bootstrap(values, ["x", "y", "z"])
    with pytest.raises(ValueError, match="non-empty"):
        cluster_bootstrap([])


def test_paired_difference_sees_a_consistent_gain_that_unpaired_rates_hide() -> None:
    # per game, a beats b by 0.1 while the games themselves vary a lot
    rng = np.random.default_rng(0)
    base = rng.uniform(0, 1, size=60)
    diff = paired_difference(base + 0.1, base, [i // 3 for i in range(60)])
    assert diff.estimate == pytest.approx(0.1)
    assert diff.excludes_zero and diff.low > 0.09
    same = paired_difference(base, base)
    assert not same.excludes_zero
    with pytest.raises(ValueError, match="differ in length"):
        paired_difference([1.0], [1.0, 2.0])


def test_mcnemar_exact_matches_the_binomial_test() -> None:
    # scipy.stats.binomtest(k, n, 0.5).pvalue for the discordant pairs
    a = [True] * 3 + [False] * 7 + [True] * 5
    b = [False] * 3 + [True] * 7 + [True] * 5
    assert mcnemar_exact(a, b) == pytest.approx(0.34375)
    assert mcnemar_exact([True] * 6, [False] * 6) == pytest.approx(0.03125)
    assert mcnemar_exact([True] * 20 + [False] * 40, [False] * 20 + [True] * 40) == pytest.approx(
        0.01348929373119186
    )
    assert mcnemar_exact([True, False], [True, False]) == 1.0
