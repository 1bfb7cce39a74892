"""How an async run schedules turns: the TurnGate, the episode window, the event loop, call limits."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest

from tests.conftest import comparable, make_scenarios
from tests.llm_helpers import protocol_responder
from tomsb_env.agents.attackers.scripted import ScriptedAttacker
from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.gate import WINDOW, TurnGate
from tomsb_env.testing.fake_openai import FakeOpenAIServer
from tomsb_env.universe.datasets import load_scenarios

# -------------------------------------------------------------------- TurnGate


def test_gate_serves_lowest_priority_first_and_ties_in_arrival_order() -> None:
    async def main() -> list[str]:
        gate = TurnGate(1)
        order: list[str] = []
        await gate.acquire(0)  # held, so everyone below waits

        async def waiter(name: str, prio: int) -> None:
            await gate.acquire(prio)
            order.append(name)
            gate.release()

        tasks = [
            asyncio.ensure_future(waiter(name, prio))
            for name, prio in [("late", 30), ("b", 15), ("a", 12), ("a2", 12)]
        ]
        await asyncio.sleep(0)
        assert gate.waiting == 4
        gate.release()
        await asyncio.gather(*tasks)
        assert gate.free == 1
        return order

    assert asyncio.run(main()) == ["a", "a2", "b", "late"]


def test_gate_uncontended_acquire_does_not_wait_and_counts_slots() -> None:
    async def main() -> None:
        gate = TurnGate(2)
        await gate.acquire(0)
        await gate.acquire(0)
        assert gate.free == 0
        gate.release()
        gate.release()
        assert gate.free == 2

    asyncio.run(main())


def test_gate_skips_cancelled_waiters_and_never_loses_a_slot() -> None:
    async def main() -> None:
        gate = TurnGate(1)
        await gate.acquire(0)
        cancelled = asyncio.ensure_future(gate.acquire(0))
        served = asyncio.ensure_future(gate.acquire(1))
        await asyncio.sleep(0)
        cancelled.cancel()
        await asyncio.sleep(0)
        gate.release()  # goes past the cancelled waiter to the next one
        await served
        gate.release()
        assert gate.free == 1 and gate.waiting == 0
        # handed a slot and cancelled in the same step: the slot comes back
        await gate.acquire(0)
        racer = asyncio.ensure_future(gate.acquire(0))
        await asyncio.sleep(0)
        gate.release()
        racer.cancel()
        with pytest.raises(asyncio.CancelledError):
            await racer
        assert gate.free == 1

    asyncio.run(main())


def test_gate_needs_a_slot() -> None:
    with pytest.raises(ValueError, match="at least one slot"):
        TurnGate(0)


# ------------------------------------------------------------- runner + gate


class _LoggingAsyncAttacker(ScriptedAttacker):
    """The Base scripted attacker behind an async ``aact`` that logs when each turn runs."""

    log: ClassVar[list[tuple[int, int]]] = []
    active = 0
    peak = 0
    episodes = 0

    def reset(self, brief: Any, rng: Any) -> None:
        super().reset(brief, rng)
        cls = type(self)
        cls.episodes += 1
        self.serial = cls.episodes  # not id(self): a finished episode's agent may be freed

    async def aact(self, view: Any) -> Any:
        cls = type(self)
        cls.active += 1
        cls.peak = max(cls.peak, cls.active)
        cls.log.append((self.serial, view.turn))
        await asyncio.sleep(0.001)
        cls.active -= 1
        return self.act(view)


def test_async_run_holds_turns_to_the_concurrency_and_advances_the_least_advanced() -> None:
    cls = _LoggingAsyncAttacker
    cls.log, cls.active, cls.peak, cls.episodes = [], 0, 0, 0
    res = evaluate(
        "scripted:truthful",  # a sync defender: only the attacker's turns go through the gate
        attackers=[cls],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=2,
        concurrency=2,
        progress=False,
    )
    assert len(res.records) == 12 and {r["outcome"] for r in res.records} != {"error"}
    assert cls.peak == 2  # never more turns in flight than the concurrency
    episodes = list(dict.fromkeys(agent for agent, _ in cls.log))
    assert len(episodes) == 12
    # a window of WINDOW * concurrency episodes is open: the first turns of the first six
    # episodes all run before any of them plays its second turn
    opened = WINDOW * 2
    first_second_turn = next(i for i, (_, turn) in enumerate(cls.log) if turn == 2)
    assert {agent for agent, _ in cls.log[:first_second_turn]} == set(episodes[:opened])


class _FailingAsyncAttacker(_LoggingAsyncAttacker):
    """Fails on its second turn in every other episode, after holding the slot a while."""

    async def aact(self, view: Any) -> Any:
        action = await super().aact(view)
        if view.turn == 2 and self.serial % 2:
            raise RuntimeError("the model fell over")
        return action


def test_failed_turns_give_their_slot_back() -> None:
    # at concurrency 1 a slot kept by a failed turn would stall every later episode:
    # the time limit turns that stall into a failure
    from tomsb_env.benchmark import aevaluate

    cls = _FailingAsyncAttacker
    cls.log, cls.active, cls.peak, cls.episodes = [], 0, 0, 0
    run = aevaluate(
        "scripted:truthful",
        attackers=[cls],
        scenarios=make_scenarios()[:4],
        seeds=(0,),
        episodes_per_scenario=2,
        concurrency=1,
        progress=False,
    )
    res = asyncio.run(asyncio.wait_for(run, timeout=30))
    outcomes = [r["outcome"] for r in res.records]
    assert len(outcomes) == 8 and outcomes.count("error") == 4 and cls.peak == 1
    assert all(
        "the model fell over" in r["meta"]["error"] for r in res.records if r["outcome"] == "error"
    )


@pytest.fixture(scope="module")
def slow_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(latency_s=0.05, responder=protocol_responder, record=False) as srv:
        yield srv


def test_results_do_not_depend_on_the_concurrency(slow_server: FakeOpenAIServer) -> None:
    url = slow_server.base_url
    runs = [
        evaluate(
            f"openai:{url}@defender",
            attackers=[f"openai:{url}@attacker#bluffing"],
            scenarios=make_scenarios(),
            seeds=(0,),
            concurrency=concurrency,
            progress=False,
        )
        for concurrency in (1, 4)
    ]
    assert comparable(runs[0].records) == comparable(runs[1].records)


def test_backends_are_sized_to_the_run_concurrency() -> None:
    # Backends are built while the specs resolve; they once kept their default limit of 64
    # calls, so --concurrency 256 quietly ran at 64 attacker calls in flight.
    # A longer latency than slow_server's: more than 64 calls must start within one reply's
    # latency, which a loaded machine does not manage in 50 ms.
    with FakeOpenAIServer(latency_s=0.4, responder=protocol_responder, record=False) as server:
        url = server.base_url
        evaluate(
            f"openai:{url}@defender",
            attackers=[f"openai:{url}@attacker#base"],
            split="eval",
            seeds=(0,),
            concurrency=100,
            progress=False,
        )
    # above the old cap of 64 proves the limit followed the run
    assert 64 < server.max_in_flight <= 100


class _SharedAsyncDefender:
    """An async defender instance without ``clone()``: the run must reuse it one episode at a time."""

    def __init__(self) -> None:
        from tomsb_env.agents.defenders.scripted import TruthfulDefender

        self._inner = TruthfulDefender()
        self.brief: Any = None
        self.overlaps = 0
        self.turns = 0

    def reset(self, brief: Any, rng: Any) -> None:
        self.brief = brief
        self._inner.reset(brief, rng)

    async def aact(self, view: Any) -> Any:
        await asyncio.sleep(0.001)
        if view.brief != self.brief:
            self.overlaps += 1  # a turn of another episode than the one it was reset for
        self.turns += 1
        return self._inner.act(view)


def test_a_reused_agent_instance_plays_one_episode_at_a_time() -> None:
    defender = _SharedAsyncDefender()
    res = evaluate(
        defender,
        attackers=["scripted:base"],
        scenarios=make_scenarios(),
        seeds=(0,),
        concurrency=8,
        progress=False,
    )
    assert len(res.records) == 12 and defender.turns > 12
    assert defender.overlaps == 0


# ------------------------------------------------ the scheduling simulation


def _bench_module(name: str) -> Any:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[1] / "benchmarks" / "perf" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_schedule_simulation_uses_the_real_chains_and_favours_the_gate() -> None:
    sched = _bench_module("bench_schedule")
    chains = sched.protocol_chains()
    assert len(chains) == 600 and set(chains) <= {3, 5, 7, 9}
    # the simulated chains are those a real run against the benchmark's fake server makes
    proto = _bench_module("bench_protocol_llm")
    with FakeOpenAIServer(responder=proto.responder, record=False) as srv:
        url = srv.base_url
        res = evaluate(
            f"openai:{url}@defender",
            attackers=[f"openai:{url}@attacker"],
            split="eval",
            seeds=(0,),
            limit=3,
            concurrency=8,
            progress=False,
        )
    played = {
        (r["meta"]["attacker"].rsplit("#", 1)[1], r["scenario_id"]): len(r["attacker_turns"])
        + len(r["defender_turns"])
        for r in res.records
    }
    kinds = ("base", "cross_examiner", "deception_aware", "bluffing")
    plan_order = [sc.id for sc in load_scenarios("eval")]
    assert len(played) == 12
    for (kind, scenario_id), calls in played.items():
        assert calls == chains[kinds.index(kind) * 150 + 2 * plan_order.index(scenario_id)]
    ideal = max(max(chains), -(-sum(chains) // 256)) * 50.0
    one_by_one = sched.simulate(chains, 256, 256, False, 0.0) / ideal
    in_step = sched.simulate(chains, 256, 3 * 256, True, 0.0) / ideal
    assert 1.0 <= in_step < one_by_one
