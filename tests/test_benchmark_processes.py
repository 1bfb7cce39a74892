"""``processes=N``: episodes split over forked processes, records streamed to the parent."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import comparable, make_scenarios
from tests.llm_helpers import protocol_responder
from tomsb_env.attackers import scripted_attacker
from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.episodes import Job
from tomsb_env.benchmark.processes import fork_available, shard_jobs
from tomsb_env.benchmark.runner import aevaluate, load_run
from tomsb_env.benchmark.specs import AgentSource
from tomsb_env.defenders import scripted_defender
from tomsb_env.errors import ConfigError, WorkerProcessError
from tomsb_env.testing.fake_openai import FakeOpenAIServer
from tomsb_env.universe.datasets import load_scenarios

pytestmark = pytest.mark.skipif(not fork_available(), reason="processes > 1 forks: Linux only")

ATTACKERS = ["scripted:base", "scripted:bluffing"]


def key(r: dict[str, Any]) -> tuple[Any, ...]:
    return (r["scenario_id"], r["meta"]["attacker"], r["meta"]["seed"], r["meta"]["episode_index"])


def no_children_left() -> bool:
    return not multiprocessing.active_children()


def test_scripted_run_in_two_processes_equals_one(tmp_path: Path) -> None:
    kwargs: dict[str, Any] = {"seeds": (0, 1), "limit": 9, "progress": False}
    one = evaluate("scripted:probing", ATTACKERS, **kwargs)
    two = evaluate("scripted:probing", ATTACKERS, processes=2, out_dir=tmp_path, **kwargs)
    assert two.played == len(one.records) == 9 * 2 * 2 * 2
    assert comparable(two.records) == comparable(one.records)
    assert two.rows == one.rows
    # everything the children played reached the parent's file, once each
    saved = comparable(load_run(tmp_path).records)
    assert sorted(saved, key=key) == sorted(comparable(one.records), key=key)
    assert no_children_left()


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(latency_s=0.002, responder=protocol_responder, record=False) as srv:
        yield srv


def test_llm_run_in_three_processes_equals_one(server: FakeOpenAIServer) -> None:
    url = server.base_url
    kwargs: dict[str, Any] = {
        "scenarios": make_scenarios(),
        "seeds": (0,),
        "concurrency": 7,
        "progress": False,
        "attacker_kinds": ["base", "bluffing"],
    }
    one = evaluate(f"openai:{url}@defender", [f"openai:{url}@attacker"], **kwargs)
    before = server.stats().requests
    three = evaluate(f"openai:{url}@defender", [f"openai:{url}@attacker"], processes=3, **kwargs)
    assert comparable(three.records) == comparable(one.records)
    assert server.stats().requests - before == sum(
        len(r["attacker_turns"]) + len(r["defender_turns"]) for r in three.records
    )
    assert no_children_left()


class AsyncBase:
    """The scripted base attacker behind an async ``aact``: the children run event loops."""

    def __init__(self) -> None:
        self.inner = scripted_attacker("base")

    def reset(self, brief: Any, rng: Any) -> None:
        self.inner.reset(brief, rng)

    async def aact(self, view: Any) -> Any:
        await asyncio.sleep(0)
        return self.inner.act(view)


def test_evaluate_inside_a_running_loop_forks_children_that_run_their_own_loops() -> None:
    kwargs: dict[str, Any] = {"scenarios": make_scenarios(), "seeds": (0,), "progress": False}

    async def nested() -> Any:
        # a notebook cell: a loop runs in this thread, and evaluate() is called anyway
        return evaluate("scripted:probing", [AsyncBase], processes=2, concurrency=4, **kwargs)

    res = asyncio.run(nested())
    one = evaluate("scripted:probing", [AsyncBase], concurrency=4, **kwargs)
    assert len(res.records) == 12 and comparable(res.records) == comparable(one.records)
    assert no_children_left()


def test_aevaluate_forks_from_a_thread_inside_a_running_loop() -> None:
    async def main() -> Any:
        return await aevaluate(
            "scripted:probing",
            ATTACKERS,
            scenarios=make_scenarios(),
            seeds=(0,),
            processes=2,
            progress=False,
        )

    res = asyncio.run(main())
    one = evaluate(
        "scripted:probing", ATTACKERS, scenarios=make_scenarios(), seeds=(0,), progress=False
    )
    assert comparable(res.records) == comparable(one.records)


# ------------------------------------------------------------------- sharding


def test_shards_are_equal_contiguous_and_grouped_by_universe() -> None:
    pool = load_scenarios("eval")[:12]
    src = AgentSource.__new__(AgentSource)  # only the jobs' scenarios matter here
    jobs = [Job(sc, src, 0, i) for sc in pool for i in range(2)] + [
        Job(sc, src, 1, i) for sc in pool for i in range(2)
    ]
    for n in (1, 2, 3, 5, len(jobs)):
        shards = shard_jobs(jobs, n)
        assert len(shards) == n
        sizes = [len(s) for s in shards]
        assert max(sizes) - min(sizes) <= 1 and sum(sizes) == len(jobs)
        flat = [j for s in shards for j in s]
        assert sorted(map(id, flat)) == sorted(map(id, jobs))  # each job exactly once
        # a universe spans two shards only at a boundary: at most n - 1 are split
        owners: dict[int, set[int]] = {}
        for k, shard in enumerate(shards):
            for j in shard:
                owners.setdefault(id(j.scenario.universe), set()).add(k)
        assert sum(len(o) - 1 for o in owners.values()) <= n - 1


# --------------------------------------------------------------------- failures


class DiesOnce:
    """The probing defender, except that the first process to see a Heron scenario dies outright."""

    marker: Path | None = None

    def __init__(self) -> None:
        self.inner = scripted_defender("probing")

    def reset(self, brief: Any, rng: Any) -> None:
        if self.marker is not None and brief.truth[brief.universe.levels[-1]] == "Heron":
            try:
                os.close(os.open(self.marker, os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                pass
            else:
                os._exit(7)
        self.inner.reset(brief, rng)

    def act(self, view: Any) -> Any:
        return self.inner.act(view)


def test_a_dead_child_is_reported_after_the_others_finish(tmp_path: Path) -> None:
    kwargs: dict[str, Any] = {"scenarios": make_scenarios(), "seeds": (0,), "progress": False}
    DiesOnce.marker = tmp_path / "died"
    try:
        # the shards are the two attackers' 12 episodes; one child dies on its first
        with pytest.raises(
            WorkerProcessError,
            match=r"process \d of 2 died \(exit code 7\) after 0 of its 12 episodes; finished "
            r"episodes are saved, run the same command again",
        ):
            evaluate(DiesOnce, ATTACKERS, processes=2, out_dir=tmp_path / "run", **kwargs)
        assert no_children_left()
        # the other child played its whole shard, and all of it was saved
        saved = load_run(tmp_path / "run").records
        assert len(saved) == 12 and len({r["meta"]["attacker"] for r in saved}) == 1

        resumed = evaluate(DiesOnce, ATTACKERS, processes=2, out_dir=tmp_path / "run", **kwargs)
    finally:
        DiesOnce.marker = None
    assert resumed.resumed == 12 and resumed.played == 12
    clean = evaluate(DiesOnce, ATTACKERS, **kwargs)
    assert comparable(resumed.records) == comparable(clean.records)


_MADE = {"n": 0}


def fails_on_third_agent() -> Any:
    _MADE["n"] += 1  # counts per process: each child fails on its own third episode
    if _MADE["n"] == 3:
        raise RuntimeError("out of licences")
    return scripted_defender("probing")


def test_an_exception_in_a_child_names_it() -> None:
    _MADE["n"] = 1  # the parent builds one to check the spec; children inherit the count
    with pytest.raises(WorkerProcessError, match="failed: RuntimeError: out of licences") as info:
        evaluate(
            fails_on_third_agent,
            ATTACKERS,
            scenarios=make_scenarios(),
            seeds=(0,),
            processes=2,
            progress=False,
        )
    assert "Traceback" in str(info.value)  # the child's traceback comes along
    assert no_children_left()


class Broken:
    def reset(self, brief: Any, rng: Any) -> None:
        raise RuntimeError("backend exploded")

    def act(self, view: Any) -> Any:  # pragma: no cover - never reached
        raise AssertionError


def test_the_abort_rule_stops_every_child() -> None:
    with pytest.raises(ConfigError, match="episodes all failed"):
        evaluate(Broken, ATTACKERS, seeds=(0,), limit=20, processes=2, progress=False)
    assert no_children_left()


def test_bad_process_settings_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="processes must be >= 1, got 0"):
        evaluate("scripted:probing", ATTACKERS, processes=0, progress=False)
    instance = DiesOnce()  # no clone(): one instance reused episode after episode
    with pytest.raises(ConfigError, match=r"without clone\(\).*pass its class or a factory"):
        evaluate(instance, ATTACKERS, processes=2, progress=False)


def test_processes_elsewhere_than_linux_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import tomsb_env.benchmark.plan as plan

    monkeypatch.setattr(plan, "fork_available", lambda: False)
    with pytest.raises(ConfigError, match=r"processes=2 forks, which is only done on Linux"):
        evaluate("scripted:probing", ATTACKERS, processes=2, progress=False)
    assert evaluate("scripted:probing", ATTACKERS, limit=1, seeds=(0,), progress=False).played
