"""Rules enforced by the engine, not trusted to agents."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.game import Game, GameConfig, play_episode
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Outcome, Signal

from .conftest import make_scenarios

SC = make_scenarios()[1]  # truth Orbisoft > Bio-Informatics > Heron, attacker knows the company


def a(
    trust=5, signal=Signal.QUERY_AGAIN, msg="Which division?", belief="", state=None
) -> AttackerTurn:
    return AttackerTurn(trust, belief, "thinking", signal, msg, belief_state=state)


def d(reply="Cloud Weave.", **kw) -> DefenderTurn:
    return DefenderTurn(reply=reply, **kw)


def test_alternation_and_truncation() -> None:
    g = Game(SC, GameConfig(max_turns=3))
    with pytest.raises(ConfigError, match="the attacker's turn, not the defender's"):
        g.submit("defender", d())
    for _ in range(2):
        g.submit("attacker", a())
        g.submit("defender", d())
    g.submit("attacker", a())
    assert g.done and g.episode.outcome is Outcome.TRUNCATED
    assert len(g.episode.transcript()) == 2 * 3 - 1  # attacker first and last
    with pytest.raises(ConfigError, match="over"):
        g.submit("attacker", a())


def test_trust_rules() -> None:
    g = Game(SC)
    g.submit("attacker", a(trust=9))
    assert g.episode.attacker_turns[-1].trust_score == 5
    assert "clamped" in g.episode.attacker_turns[-1].corrections[0]
    g.submit("defender", d())
    g.submit("attacker", a(trust=3, signal=Signal.DEFENDER_DETECTED))
    turn = g.episode.attacker_turns[-1]
    assert turn.signal is Signal.QUERY_AGAIN and not g.done  # detection above 0 is not allowed
    g.submit("defender", d())
    g.submit("attacker", a(trust=-2, signal=Signal.QUERY_AGAIN))  # clamps to 0 -> detected
    assert g.done and g.episode.outcome is Outcome.DETECTED
    assert g.episode.attacker_turns[-1].signal is Signal.DEFENDER_DETECTED


def test_an_agents_own_turn_objects_are_never_changed() -> None:
    """The engine corrects a copy of a turn object an agent passed (the agent may keep it);
    a turn parsed from text or a dict is the engine's own and is recorded as corrected."""
    g = Game(SC, GameConfig(max_message_chars=10))
    own_attack, own_reply = a(trust=9, msg="x" * 20), d(reply="y" * 20)
    g.submit("attacker", own_attack)
    g.submit("defender", own_reply)
    assert (own_attack.trust_score, own_attack.message, own_attack.corrections) == (9, "x" * 20, ())
    assert (own_reply.reply, own_reply.corrections) == ("y" * 20, ())
    recorded_attack, recorded_reply = g.episode.attacker_turns[0], g.episode.defender_turns[0]
    assert recorded_attack is not own_attack and recorded_reply is not own_reply
    assert (recorded_attack.trust_score, recorded_attack.message) == (5, "x" * 10)
    assert recorded_reply.reply == "y" * 10 and "cut" in recorded_reply.corrections[0]
    as_dict = {"reply": "z" * 20}
    g.submit("attacker", a())
    g.submit("defender", as_dict)
    assert as_dict == {"reply": "z" * 20} and g.episode.defender_turns[1].reply == "z" * 10
    g.submit("attacker", a())
    g.submit("defender", json.dumps({"reply": "w" * 20}))
    assert g.episode.defender_turns[2].reply == "w" * 10


def test_every_field_an_agent_sets_is_recorded() -> None:
    """The engine records a corrected copy field by field: a field added to a turn type
    and forgotten there fails here (every field gets a value of its own)."""
    g = Game(SC)
    attack = AttackerTurn(
        trust_score=4, belief="a-belief", reflection="a-reflection", signal=Signal.QUERY_AGAIN,
        message="a-message", belief_state={"company": "Orbisoft"}, act="a-act", raw="a-raw",
        corrections=("a-note",),
    )  # fmt: skip
    reply = DefenderTurn(
        reply="d-reply", attacker_belief_about_target="d-belief", attacker_trust_in_us="d-trust",
        reflection="d-reflection", attacker_prior_estimate={"company": "Orbisoft"},
        attacker_belief_estimate={"division": "?"}, act="d-act", raw="d-raw",
        corrections=("d-note",),
    )  # fmt: skip
    g.submit("attacker", attack)
    g.submit("defender", reply)
    set_by_game = {"format_error", "belief_state"}  # cleared / normalised by the engine
    for own, recorded in (
        (attack, g.episode.attacker_turns[0]),
        (reply, g.episode.defender_turns[0]),
    ):
        for f in dataclasses.fields(own):
            if f.name not in set_by_game:
                assert getattr(recorded, f.name) == getattr(own, f.name), f.name
    assert g.episode.attacker_turns[0].belief_state["company"] == "Orbisoft"
    assert g.episode.defender_turns[0].format_error is None


def test_fooled_vs_leaked_and_rewards() -> None:
    def run(final_state, estimate) -> Episode:
        g = Game(SC, rewards=RewardSpec({"fooling": 1.0, "tom": 0.5}))
        g.submit("attacker", a())
        g.submit("defender", d(attacker_prior_estimate=estimate))
        g.submit("attacker", a(signal=Signal.ATTACK_SUCCESSFUL, state=final_state))
        return g.episode

    # a missing level is "cannot tell" (no credit), so the committed estimate names all three
    fooled = run({"team": "Kestrel"}, {"company": "Orbisoft", "division": None, "team": None})
    assert fooled.outcome is Outcome.FOOLED and fooled.judgement.trajectory_tom is True
    assert fooled.reward == 1.5 and fooled.attacker_reward == 0.0
    leaked = run({"division": "Bio-Informatics"}, {"company": None})
    assert leaked.outcome is Outcome.LEAKED and leaked.judgement.gained_levels == ("division",)
    assert leaked.reward == 0.0 and leaked.attacker_reward == 1.0
    assert leaked.rewards["tom"] == 0.0 and leaked.rewards["leaked"] == 1.0


def test_belief_grounded_from_text_and_candidates_are_not_knowing() -> None:
    g = Game(SC)
    g.submit("attacker", a())
    g.submit("defender", d())
    g.submit(
        "attacker", a(signal=Signal.ATTACK_SUCCESSFUL, belief="Either Heron or Kestrel, not sure.")
    )
    # two candidates at a level is not knowing it: no value at any level it did not know,
    # so neither fooled nor leaked (Heron and Kestrel lie under different divisions)
    assert g.episode.outcome is Outcome.UNCONVINCED
    assert g.episode.judgement.final_belief["team"] is None
    assert g.episode.rewards["fooling"] == 0.0 and g.episode.attacker_reward == 0.0
    # two candidates under one parent commit to that parent (docs/grounding.md, R7): here
    # the true division, which the attacker did not know
    g = Game(SC)
    g.submit("attacker", a())
    g.submit("defender", d())
    g.submit(
        "attacker", a(signal=Signal.ATTACK_SUCCESSFUL, belief="Either Heron or Puffin, not sure.")
    )
    assert g.episode.judgement.final_belief["division"] == "Bio-Informatics"
    assert g.episode.judgement.final_belief["team"] is None
    assert g.episode.outcome is Outcome.LEAKED


def test_defender_format_failures_are_empty_replies_then_fatal() -> None:
    g = Game(SC, GameConfig(max_consecutive_failures=1))
    g.submit("attacker", a())
    g.submit("defender", "my secret truth is Heron {{{")
    assert g.episode.defender_turns[-1].reply == ""
    assert g.episode.transcript()[-1].text == ""
    assert "Heron" not in g.attacker_view().transcript[-1].text
    g.submit("attacker", a())
    g.submit("defender", "still not json")
    assert g.done and g.episode.outcome is Outcome.FORMAT_ERROR
    assert [f.agent for f in g.episode.failures] == ["defender", "defender"]


def test_success_resets_failure_counter() -> None:
    g = Game(SC, GameConfig(max_consecutive_failures=1))
    for reply in ["bad", json.dumps({"reply": "ok"}), "bad", json.dumps({"reply": "ok"})]:
        g.submit("attacker", a())
        g.submit("defender", reply)
    assert not g.done


def test_attacker_failures_are_retried() -> None:
    g = Game(SC, GameConfig(max_consecutive_failures=2))
    g.submit("attacker", "garbage")
    assert g.next_agent == "attacker" and g.turn == 1
    g.submit("attacker", a())
    assert g.next_agent == "defender"
    g.submit("defender", d())
    for _ in range(3):
        g.submit("attacker", "garbage")
    assert g.episode.outcome is Outcome.FORMAT_ERROR


def test_forward_unparsed_policy_and_message_cut() -> None:
    g = Game(SC, GameConfig(forward_unparsed_defender=True, max_message_chars=10))
    g.submit("attacker", a(msg="x" * 50))
    assert len(g.episode.attacker_turns[0].message) == 10
    g.submit("defender", "plain words that are long")
    assert g.episode.transcript()[-1].text == "plain word"


class _Scripted:
    name = "s"

    def __init__(self, turns):
        self.turns = list(turns)

    def reset(self, brief, rng):
        self.brief = brief

    def act(self, view):
        return self.turns.pop(0)


def test_play_episode_and_roundtrip() -> None:
    ep = play_episode(
        SC,
        _Scripted([a(), a(signal=Signal.ATTACK_SUCCESSFUL, state={"team": "Kestrel"})]),
        _Scripted([d(attacker_belief_about_target="They know Orbisoft and nothing more.")]),
        seed=3,
    )
    assert ep.outcome is Outcome.FOOLED and ep.judgement.trajectory_tom is True
    again = Episode.from_dict(json.loads(json.dumps(ep.to_dict())))
    assert again.to_dict() == ep.to_dict()


def test_privileged_defender_gets_prior_others_do_not() -> None:
    class Oracle(_Scripted):
        privileged = True

        def observe_prior(self, prior):
            self.prior = prior

    oracle = Oracle([d()])
    play_episode(SC, _Scripted([a(), a(signal=Signal.ATTACK_SUCCESSFUL)]), oracle)
    assert oracle.prior == dict(SC.prior)
    plain = _Scripted([d()])
    play_episode(SC, _Scripted([a(), a(signal=Signal.ATTACK_SUCCESSFUL)]), plain)
    assert not hasattr(plain, "prior")


@pytest.mark.parametrize("bad", [0, -1])
def test_config_validation(bad: int) -> None:
    with pytest.raises(ConfigError, match="max_turns"):
        GameConfig(max_turns=bad)


def test_non_prefix_prior_implied_ancestors_are_not_gains() -> None:
    base = make_scenarios()[0]
    sc = type(base)(
        id="np",
        target="Marcus",
        attacker_name="Elena",
        universe=base.universe,
        truth=base.truth,
        prior={"company": None, "division": None, "team": base.truth[2]},
    )
    g = Game(sc)
    g.submit("attacker", a(signal=Signal.ATTACK_SUCCESSFUL, state={"team": base.truth[2]}))
    # it knew every level already: nothing gained, and no value at a level it did not know
    assert g.episode.outcome is Outcome.UNCONVINCED and g.episode.judgement.gained_levels == ()


def test_play_episode_takes_the_specs_gym_make_and_evaluate_take() -> None:
    import asyncio

    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.agents.defenders import scripted_defender
    from tomsb_env.game import aplay_episode

    by_objects = play_episode(
        SC, scripted_attacker("bluffing"), scripted_defender("probing"), seed=3
    ).to_dict()
    assert play_episode(SC, "scripted:bluffing", "probing", seed=3).to_dict() == by_objects
    assert asyncio.run(aplay_episode(SC, "bluffing", "scripted:probing", seed=3)).to_dict() == (
        by_objects
    )
    with pytest.raises(UnknownNameError, match="'nobody'; valid values: 'base', 'bluffing'"):
        play_episode(SC, "scripted:nobody", "probing")
