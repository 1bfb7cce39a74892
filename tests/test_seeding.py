"""Per-episode agent RNGs: numpy's own ``default_rng`` streams, pinned to the values every
recorded result was played with (a change here would silently change every scripted result)."""

from __future__ import annotations

import numpy as np
import pytest

from tomsb_env.seeding import agent_rngs

# (seed, scenario id) -> first three draws of integers(2**63) of the attacker's and the
# defender's stream, computed with the code of f97f071 (which hashed the seeds itself)
PINNED = [
    (0, "", [5874934615388537135, 2488343231644625808, 377914054924498012],
     [4143496759297204776, 3606722512269175107, 5321597760669151121]),
    (1, "u000-k0", [6459503209412421247, 1266076655137879495, 7040116061890688829],
     [5147973439554238703, 6379854557888522580, 4796363156103637191]),
    (2**62 + 12345, "u074-k1", [8758984938007107929, 4911870221483817659, 1687162628801930334],
     [6066301990030839766, 9136848413664615359, 3082415168982291568]),
    (7, "é-scenario", [1222730394103826722, 6842872191452235070, 914032325058324576],
     [6600562813783094566, 6070084202444377415, 8092676524179435296]),
]  # fmt: skip


@pytest.mark.parametrize(("seed", "scenario_id", "attacker", "defender"), PINNED)
def test_streams_equal_the_pinned_values(
    seed: int, scenario_id: str, attacker: list[int], defender: list[int]
) -> None:
    a, d = agent_rngs(seed, scenario_id=scenario_id)
    assert a.integers(2**63, size=3).tolist() == attacker
    assert d.integers(2**63, size=3).tolist() == defender


def test_streams_differ_by_side_scenario_and_seed() -> None:
    def first(pair: tuple[np.random.Generator, ...]) -> list[int]:
        return [int(g.integers(2**63)) for g in pair]

    base = first(agent_rngs(3, scenario_id="a"))
    assert base[0] != base[1]
    assert first(agent_rngs(3, scenario_id="b")) != base
    assert first(agent_rngs(4, scenario_id="a")) != base
    assert first(agent_rngs(3, scenario_id="a")) == base


def test_rng_draws_the_entropy() -> None:
    one = agent_rngs(rng=np.random.default_rng(5), scenario_id="s")
    two = agent_rngs(rng=np.random.default_rng(5), scenario_id="s")
    assert one[0].integers(2**63) == two[0].integers(2**63)


def test_negative_seed_keeps_numpy_error() -> None:
    with pytest.raises(ValueError, match="negative"):
        agent_rngs(-1, scenario_id="s")


def test_the_runner_gives_each_job_its_own_seeded_streams() -> None:
    from tomsb_env.benchmark import BenchmarkConfig
    from tomsb_env.benchmark.episodes import episode_seed, job_rngs
    from tomsb_env.benchmark.plan import plan_run

    plan = plan_run("scripted:probing", BenchmarkConfig(limit=3, seeds=(0, 1), progress=False))
    assert len(plan.jobs) > 1
    for job in plan.jobs:
        seed = episode_seed(job.seed, job.scenario.id, job.attacker.label, job.index)
        for ours, reference in zip(job_rngs(job), agent_rngs(seed), strict=True):
            assert (
                ours.integers(2**63, size=4).tolist() == reference.integers(2**63, size=4).tolist()
            )
