"""Environment overhead: ToM-SB turns vs PettingZoo's tictactoe_v3 steps, measured in one run.

Three figures for ToM-SB, all on the AEC env with the scripted agents:

* ``full``: env + agents (what a rollout with scripted agents costs), per
  AEC step and per episode;
* ``env``: the env alone, replaying recorded turns (agent think time
  excluded), per AEC step; each replayed step also grounds the incoming
  message once, as an agent reading it would;
* tictactoe_v3 with uniformly random legal moves, per AEC step.

Target (issue 3): one ToM-SB step including grounding <= 3x a tictactoe step.

    python benchmarks/perf/bench_env.py [--episodes 300]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from tomsb_env.agents.attackers import scripted_attacker
from tomsb_env.agents.defenders import scripted_defender
from tomsb_env.envs.aec import ToMSBEnv
from tomsb_env.game import agent_rngs
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.grounding import grounder_for


def tictactoe_step_us(episodes: int) -> float:
    from pettingzoo.classic import tictactoe_v3

    env = tictactoe_v3.env()
    rng = np.random.default_rng(0)
    steps = 0
    t0 = time.perf_counter()
    for ep in range(episodes):
        env.reset(seed=ep)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            env.step(action)
            steps += 1
    return (time.perf_counter() - t0) / steps * 1e6


def tomsb_full(
    episodes: int, attacker: str, defender: str
) -> tuple[float, float, list[list[tuple[str, object]]]]:
    """Per-step and per-episode microseconds with agents in the loop; also records the actions."""
    scenarios = load_scenarios("eval")
    env = ToMSBEnv(scenarios=scenarios)
    atk, dfd = scripted_attacker(attacker), scripted_defender(defender)
    steps = 0
    recorded: list[list[tuple[str, object]]] = []
    t0 = time.perf_counter()
    for ep in range(episodes):
        env.reset(seed=ep)
        sc = env.game.scenario
        a_rng, d_rng = agent_rngs(ep, scenario_id=sc.id)
        atk.reset(sc.attacker_brief(), a_rng)
        dfd.reset(sc.defender_brief(), d_rng)
        actions: list[tuple[str, object]] = []
        for agent in env.agent_iter():
            _, _, term, trunc, _ = env.last()
            if term or trunc:
                action = None
            else:
                action = (atk if agent == "attacker" else dfd).act(env.view(agent))
                actions.append((agent, action))
            env.step(action)
            steps += 1
        recorded.append(actions)
    dt = time.perf_counter() - t0
    return dt / steps * 1e6, dt / episodes * 1e6, recorded


def tomsb_env_only(recorded: list[list[tuple[str, object]]]) -> float:
    scenarios = load_scenarios("eval")
    env = ToMSBEnv(scenarios=scenarios)
    steps = 0
    t0 = time.perf_counter()
    for ep, actions in enumerate(recorded):
        env.reset(seed=ep)
        grounder = grounder_for(env.game.scenario.universe)
        queue = list(actions)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            grounder.names(obs["message"])  # the reading every agent does
            action = None if term or trunc else queue.pop(0)[1]
            env.step(action)
            steps += 1
    return (time.perf_counter() - t0) / steps * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--episodes", type=int, default=300)
    parser.add_argument("--attacker", default="bluffing")
    parser.add_argument("--defender", default="probing")
    args = parser.parse_args()
    ttt = tictactoe_step_us(args.episodes * 4)
    full_step, full_ep, recorded = tomsb_full(args.episodes, args.attacker, args.defender)
    env_step = tomsb_env_only(recorded)
    turns = sum(sum(1 for a, _ in acts if a == "attacker") for acts in recorded) / len(recorded)
    print(
        f"episodes: {args.episodes} ({args.attacker} vs {args.defender}), mean attacker turns {turns:.2f}"
    )
    print(f"tictactoe_v3 step:                 {ttt:8.1f} us")
    print(
        f"ToM-SB step, env only (+grounding): {env_step:8.1f} us   ratio to tictactoe {env_step / ttt:5.2f}x  (target <= 3x)"
    )
    print(
        f"ToM-SB step, env + scripted agents: {full_step:8.1f} us   ratio to tictactoe {full_step / ttt:5.2f}x"
    )
    print(f"ToM-SB full episode (env + agents): {full_ep / 1000:8.3f} ms")


if __name__ == "__main__":
    main()
