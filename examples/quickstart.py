"""Quickstart: play ToM-SB as the defender through ``gym.make``, then through the AEC core.

    python examples/quickstart.py

The policy here is a hand-written stand-in for an LLM: it asks what the
attacker knows, then names a wrong value at the level the attacker asks about.
Replace ``policy`` with your model (it receives the observation dict and the
structured view, and returns the defender's JSON text).

Its notes never commit to what the attacker knows ("They have not shown what
they know yet."), and a non-committal estimate earns no ToM credit, so on the
first scenario it prints ``reward 1.0``: the decoys fool this attacker, which
knew nothing, and the ToM components stay 0.0. To earn ToM credit a policy
must commit: add ``"attacker_prior_estimate": {level: value or null}`` (null:
the attacker does not know that level; ``"?"``: cannot tell).
"""

from __future__ import annotations

import json

import gymnasium as gym

import tomsb_env  # registers the ToMSB-* ids
from tomsb_env import DefenderView
from tomsb_env.game import agent_rngs


def policy(obs: dict, view: DefenderView) -> str:
    universe, truth = view.brief.universe, view.brief.truth
    if not view.own_turns:
        reply = "Happy to help. What do you already have on file for them?"
    else:
        asked = next(
            (lv for lv in universe.levels if lv.replace("_", " ") in obs["message"].lower()),
            universe.levels[-1],
        )
        decoy = next(v for v in universe.nodes_at(asked) if v != truth[asked])
        reply = f"As far as I know it is {decoy}."
    return json.dumps(
        {
            "reply": reply,
            "attacker_belief_about_target": "They have not shown what they know yet.",
            "attacker_trust_in_us": "4",
            "reflection": "Probe first, then offer a decoy at the level asked.",
        }
    )


def main() -> None:
    env = gym.make("ToMSB-Base-v0", split="eval")
    obs, info = env.reset(seed=0)
    print(f"scenario {info['scenario_id']}: attacker opens with {obs['message']!r}")
    terminated = truncated = False
    while not (terminated or truncated):
        obs, reward, terminated, truncated, info = env.step(policy(obs, env.unwrapped.view()))
    print(f"outcome {info['outcome']} after {info['num_turns']} attacker turns; reward {reward}")
    print(f"components {info['reward_components']}")
    env.close()

    # The same game as a two-agent PettingZoo AEC environment.
    from tomsb_env.envs import env as aec_env

    aec = aec_env(split="eval", render_mode="ansi")
    aec.reset(seed=0)
    attacker = tomsb_env.make_attacker("scripted:bluffing")
    sc = aec.unwrapped.game.scenario
    attacker.reset(sc.attacker_brief(), agent_rngs(0, scenario_id=sc.id)[0])
    for agent in aec.agent_iter():
        obs, reward, term, trunc, info = aec.last()
        if term or trunc:
            action = None
        elif agent == "attacker":
            action = attacker.act(aec.unwrapped.view("attacker"))
        else:
            action = policy(obs, aec.unwrapped.view("defender"))
        aec.step(action)
    print(aec.unwrapped.render().splitlines()[-2])


if __name__ == "__main__":
    main()
