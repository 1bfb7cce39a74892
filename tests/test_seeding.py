"""Per-episode agent RNGs: every fast path gives numpy's own ``default_rng`` streams."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.seeding import _stream, agent_rngs, agent_rngs_many

# seeds of one, two and three uint32 words (and more), and the edges between them
SEEDS = st.one_of(
    st.integers(0, 2**32 + 5),
    st.integers(0, 2**63 - 1),
    st.integers(0, 2**70),
    st.integers(0, 2**300),
    st.sampled_from([0, 1, 2**32 - 1, 2**32, 2**64 - 1, 2**64]),
)


def _same_stream(a: np.random.Generator, b: np.random.Generator) -> None:
    assert a.bit_generator.state == b.bit_generator.state
    assert (a.integers(2**63, size=4) == b.integers(2**63, size=4)).all()


@settings(max_examples=200, deadline=None)
@given(entropy=SEEDS, key=st.integers(0, 2**32 - 1))
def test_streams_are_numpy_default_rng_streams(entropy: int, key: int) -> None:
    # _stream feeds SeedSequence pre-made uint32 words; a different word split
    # (e.g. a dropped zero word) would silently change every scripted result
    for index in (0, 1):
        _same_stream(_stream(entropy, key, index), np.random.default_rng([entropy, key, index]))


@settings(max_examples=100, deadline=None)
@given(seeds=st.lists(SEEDS, max_size=12), scenario_id=st.text(max_size=8))
def test_batch_gives_the_streams_of_one_at_a_time(seeds: list[int], scenario_id: str) -> None:
    many = agent_rngs_many(seeds, scenario_id=scenario_id)
    assert len(many) == len(seeds)
    for seed, pair in zip(seeds, many, strict=True):
        for ours, reference in zip(pair, agent_rngs(seed, scenario_id=scenario_id), strict=True):
            _same_stream(ours, reference)


def test_batch_streams_behave_like_default_rng_beyond_drawing() -> None:
    ((ours, _),) = agent_rngs_many([2**40 + 7], scenario_id="sc")
    reference, _ = agent_rngs(2**40 + 7, scenario_id="sc")
    seq, ref_seq = ours.bit_generator.seed_seq, reference.bit_generator.seed_seq
    assert (np.asarray(seq.entropy) == np.asarray(ref_seq.entropy)).all()
    assert (seq.pool == ref_seq.pool).all() and seq.spawn_key == ref_seq.spawn_key
    assert (seq.generate_state(3) == ref_seq.generate_state(3)).all()
    assert (seq.generate_state(4, np.uint64) == ref_seq.generate_state(4, np.uint64)).all()
    for child, ref_child in zip(ours.spawn(2), reference.spawn(2), strict=True):
        _same_stream(child, ref_child)
    with pytest.raises(AttributeError):
        _ = seq.no_such_attribute


def test_negative_seed_keeps_numpy_error() -> None:
    with pytest.raises(ValueError, match="negative"):
        agent_rngs(-1, scenario_id="s")
    with pytest.raises(ValueError, match="negative"):
        agent_rngs_many([3, -1])


def test_empty_batch() -> None:
    assert agent_rngs_many([]) == []


def test_the_runner_gives_each_job_its_own_seeded_streams() -> None:
    from tomsb_env.benchmark.episodes import episode_seed, job_rngs
    from tomsb_env.benchmark.plan import plan_run

    plan = plan_run(defender="scripted:probing", limit=3, seeds=(0, 1), progress=False)
    pairs = job_rngs(plan.jobs)
    assert len(pairs) == len(plan.jobs) > 1
    for job, pair in zip(plan.jobs, pairs, strict=True):
        seed = episode_seed(job.seed, job.scenario.id, job.attacker.label, job.index)
        for ours, reference in zip(pair, agent_rngs(seed), strict=True):
            _same_stream(ours, reference)


def test_batch_streams_pickle_and_copy_like_default_rng() -> None:
    import copy
    import pickle

    ((ours, _),) = agent_rngs_many([2**33 + 5])
    ours.integers(10, size=3)  # mid-stream
    reference, _ = agent_rngs(2**33 + 5)
    reference.integers(10, size=3)
    for clone in (pickle.loads(pickle.dumps(ours)), copy.deepcopy(ours)):
        twin = copy.deepcopy(reference)  # spawning counts children: one twin per clone
        for child, ref_child in zip(clone.spawn(2), twin.spawn(2), strict=True):
            _same_stream(child, ref_child)
        _same_stream(clone, twin)
