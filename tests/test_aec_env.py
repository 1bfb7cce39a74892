"""The PettingZoo AEC core: conformance, determinism, rendering."""

from __future__ import annotations

import json

import pytest
from pettingzoo.test import api_test, seed_test

from tomsb_env.envs.aec import ToMSBEnv, env, raw_env
from tomsb_env.types import Outcome

from .conftest import make_scenarios


def make(**kw):
    return env(scenarios=make_scenarios(), **kw)


def test_api_test() -> None:
    api_test(make(), num_cycles=200)


def test_seed_test() -> None:
    seed_test(make, num_cycles=50)


def test_raw_env_alias_and_metadata() -> None:
    assert raw_env is ToMSBEnv
    assert set(ToMSBEnv.metadata["render_modes"]) == {"human", "ansi"}


def _attacker_json(trust: int, signal: str, msg: str) -> str:
    return json.dumps(
        {
            "trust_score": trust,
            "belief": "unsure",
            "reflection": "r",
            "signal": signal,
            "prompt": msg,
        }
    )


def test_full_game_rewards_and_infos() -> None:
    e = make(render_mode="ansi")
    e.reset(seed=1, options={"scenario_id": "t0-k1"})
    e.step(_attacker_json(5, "query again", "Which division?"))
    assert e.agent_selection == "defender"
    obs = e.observe("defender")
    assert obs["message"] == "Which division?" and obs["turn"] == 1
    e.step(
        json.dumps(
            {
                "reply": "Cloud Weave, team Kestrel.",
                # null: the attacker does not know it (a level left out would be "?")
                "attacker_prior_estimate": {"company": "Orbisoft", "division": None, "team": None},
            }
        )
    )
    e.step(
        json.dumps(
            {
                "trust_score": 5,
                "belief": "Orbisoft > Cloud Weave > Kestrel",
                "reflection": "done",
                "signal": "attack successful",
                "prompt": "Thanks!",
            }
        )
    )
    assert all(e.terminations.values())
    assert e.rewards == {"attacker": 0.0, "defender": 2.0}
    assert e.infos["defender"]["outcome"] == "fooled"
    assert e.infos["defender"]["reward_components"]["fooling"] == 1.0
    assert "reward_components" not in e.infos["attacker"]
    assert "Kestrel" in e.render()
    for _agent in e.agent_iter():
        assert e.last()[2]
        e.step(None)
    assert e.agents == []


def test_truncation_sets_truncations() -> None:
    e = make(max_turns=2)
    e.reset(seed=0)
    e.step(_attacker_json(5, "query again", "q1"))
    e.step(json.dumps({"reply": "r1"}))
    e.step(_attacker_json(5, "query again", "q2"))
    assert all(e.truncations.values()) and not any(e.terminations.values())
    assert e.unwrapped.episode.outcome is Outcome.TRUNCATED


def test_random_actions_take_the_format_failure_path() -> None:
    e = make()
    e.reset(seed=7)
    for agent in e.agent_iter(100):
        _, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else e.action_space(agent).sample())
    assert e.unwrapped.episode.outcome is Outcome.FORMAT_ERROR


def test_bad_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="render_mode 'rgb_array'"):
        ToMSBEnv(scenarios=make_scenarios(), render_mode="rgb_array")


def test_unknown_scenario_id_suggests() -> None:
    e = make()
    with pytest.raises(
        KeyError, match=r"unknown scenario id 't0-k7'; valid values: 't0-k0'.*did you mean"
    ):
        e.reset(options={"scenario_id": "t0-k7"})


def test_raw_env_stepping_before_reset_or_after_the_end_raises_reset_needed() -> None:
    from tomsb_env.errors import ResetNeeded

    e = ToMSBEnv(scenarios=make_scenarios())
    for call in (lambda: e.step("{}"), lambda: e.observe("attacker"), e.view, lambda: e.episode):
        with pytest.raises(ResetNeeded, match="reset"):
            call()
    e.reset(seed=0)
    for _ in e.agent_iter(max_iter=200):
        *_, term, trunc, _ = e.last()
        e.step(None if term or trunc else "not json")
    assert e.agents == []
    with pytest.raises(ResetNeeded, match="episode is over"):
        e.step("{}")
    e.reset(seed=0)
    e.step("not json")  # playable again


def test_observations_match_a_full_render_at_every_step() -> None:
    """Observations are built incrementally; each must equal a render of the whole view,
    across resets, failed turns and a pinned scenario from outside the pool."""
    from dataclasses import replace

    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.agents.defenders import scripted_defender
    from tomsb_env.envs.common import (
        render_attacker_context,
        render_defender_context,
        render_reflection,
        render_transcript,
    )
    from tomsb_env.game import agent_rngs

    e = make(max_turns=12)
    outside = replace(make_scenarios()[0], id="outside-the-pool")
    atk, dfd = scripted_attacker("bluffing"), scripted_defender("probing")
    for seed, options in [(0, None), (1, None), (2, {"scenario": outside}), (0, None)]:
        e.reset(seed=seed, options=options)
        sc = e.game.scenario
        a_rng, d_rng = agent_rngs(seed, scenario_id=sc.id)
        atk.reset(sc.attacker_brief(), a_rng)
        dfd.reset(sc.defender_brief(), d_rng)
        contexts = {
            "attacker": render_attacker_context(sc.attacker_brief()),
            "defender": render_defender_context(sc.defender_brief()),
        }
        for i, agent in enumerate(e.agent_iter()):
            for who in ("attacker", "defender"):
                obs, view = e.observe(who), e.view(who)
                assert obs["context"] == contexts[who]
                assert obs["transcript"] == render_transcript(view.transcript)
                assert obs["reflections"] == "\n".join(
                    render_reflection(t, n) for n, t in enumerate(view.own_turns, start=1)
                )
            _, _, term, trunc, _ = e.last()
            if term or trunc:
                action = None
            elif i == 3:
                action = "not json"  # a failed turn: recorded, then retried
            else:
                action = (atk if agent == "attacker" else dfd).act(e.view(agent))
            e.step(action)
