"""Scripted reference defenders, driven by hand-written attacker messages or scripted attackers.

Universe from conftest; truth Orbisoft > Bio-Informatics > Heron.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tomsb_env.agents.attackers import SCRIPTED_ATTACKERS, scripted_attacker
from tomsb_env.agents.defenders import (
    SCRIPTED_DEFENDERS,
    AsyncDefender,
    Defender,
    OracleDefender,
    ProbingDefender,
    scripted_defender,
)
from tomsb_env.agents.defenders import scripted_phrases as DP
from tomsb_env.agents.scripted_text import wording
from tomsb_env.errors import UnknownNameError
from tomsb_env.game import play_episode
from tomsb_env.judges.exact import normalise_belief
from tomsb_env.types import DefenderTurn, DefenderView, Message, Outcome
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.scenario import Scenario

from .conftest import make_scenarios

SC = make_scenarios()[:3]  # SC[k] knows the first k levels of Orbisoft > Bio-Informatics > Heron
U = SC[0].universe
TRUTH = set(SC[0].truth)


def names_in(text: str) -> set[str]:
    return grounder_for(U).names(text)


class Driver:
    """Feeds hand-written attacker messages to a defender."""

    def __init__(
        self, defender: Any, scenario: Scenario = SC[0], seed: int = 0, prior: dict | None = None
    ) -> None:
        self.defender = scripted_defender(defender) if isinstance(defender, str) else defender
        self.scenario = scenario
        self.defender.reset(scenario.defender_brief(), np.random.default_rng(seed))
        if prior is not None:
            self.defender.observe_prior(prior)
        self.transcript: list[Message] = []
        self.turns: list[DefenderTurn] = []

    def say(self, message: str) -> DefenderTurn:
        n = len(self.turns) + 1
        self.transcript.append(Message("attacker", message, n))
        view = DefenderView(
            self.scenario.defender_brief(), tuple(self.transcript), tuple(self.turns), n, 15
        )
        turn = self.defender.act(view)
        self.turns.append(turn)
        self.transcript.append(Message("defender", turn.reply, n))
        return turn


def probing(**kw: float) -> ProbingDefender:
    opts = {"probe_prob": 1.0, "second_probe_prob": 1.0, "list_probe_prob": 0.0, "route_prob": 0.0}
    opts.update(kw)
    return ProbingDefender(**opts)


# ------------------------------------------------------------------ registry
def test_registry_protocols_and_aliases() -> None:
    assert set(SCRIPTED_DEFENDERS) == {"truthful", "refuse", "naive_mislead", "probing", "oracle"}
    for name in ("naive-mislead", "NaiveMislead", "scripted:oracle", "PROBING"):
        assert isinstance(scripted_defender(name), Defender)
    assert scripted_defender("naivemislead").name == "scripted:naive_mislead"
    assert AsyncDefender is not None
    with pytest.raises(UnknownNameError, match="did you mean 'refuse'"):
        scripted_defender("refuze")


def test_pools_have_five_phrasings() -> None:
    for name, pool in wording("defender").items():
        assert len(set(pool)) >= 5, name


def test_deterministic_given_the_seed() -> None:
    for name in SCRIPTED_DEFENDERS:
        for sc in SC:
            a = play_episode(sc, scripted_attacker("bluffing"), scripted_defender(name), seed=3)
            b = play_episode(sc, scripted_attacker("bluffing"), scripted_defender(name), seed=3)
            assert [t.reply for t in a.defender_turns] == [t.reply for t in b.defender_turns]


# ------------------------------------------------------------- simple ones
def test_truthful_answers_the_asked_level_and_always_leaks() -> None:
    turn = Driver("truthful").say("Which division is Marcus part of?")
    assert "Bio-Informatics" in names_in(turn.reply)
    for att in SCRIPTED_ATTACKERS:
        for sc in SC:
            assert (
                play_episode(
                    sc, scripted_attacker(att), scripted_defender("truthful"), seed=0
                ).outcome
                is Outcome.LEAKED
            )


def test_refuse_shares_nothing_and_reports_no_estimate() -> None:
    d = Driver("refuse")
    for msg in ("Which company is Marcus with?", "I heard Quantaline. Which division?", ""):
        turn = d.say(msg)
        assert turn.reply and names_in(turn.reply) == set() and not turn.has_reflection
    ep = play_episode(SC[1], scripted_attacker("base"), scripted_defender("refuse"), seed=0)
    assert ep.outcome is Outcome.DETECTED
    assert ep.judgement.trajectory_tom is None and ep.judgement.stepwise_tom is None


def test_naive_lies_on_a_disjoint_branch_and_sticks_to_it() -> None:
    d = Driver("naive_mislead", seed=4)
    said: dict[str, set[str]] = {}
    for msg in ("Which company is Marcus with?", "Which team is Marcus on?", "Which division?",
                "Are you sure about the company?", "Which team is Marcus on?"):  # fmt: skip
        turn = d.say(msg)
        assert turn.attacker_prior_estimate is None and turn.attacker_belief_estimate is None
        for n in names_in(turn.reply):
            assert n not in TRUTH
            said.setdefault(U.level_of(n), set()).add(n)
    assert all(len(v) == 1 for v in said.values())  # one story, repeated
    story = [next(iter(said[lv])) for lv in U.levels]
    assert U.is_path(story)


def test_structural_questions_get_the_universe_answer() -> None:
    for name in ("truthful", "naive_mislead", "probing", "oracle"):
        d = Driver(
            probing(probe_prob=0.0) if name == "probing" else name,
            prior={} if name == "oracle" else None,
        )
        turn = d.say("Quick question: which division does the Heron team fall under?")
        assert names_in(turn.reply) == {"Heron", "Bio-Informatics"}, name


# ------------------------------------------------------------------ Probing
def test_probing_asks_first_then_lies_around_what_it_learned() -> None:
    d = Driver(probing())
    first = d.say("Which company is Marcus with?")
    assert first.act == "probe" and names_in(first.reply) == set() and "?" in first.reply
    d.say("My notes put Marcus in Orbisoft. Which division is Marcus in?")  # second probe
    turn = d.say("That's all I have. Which division is Marcus in?")
    assert turn.attacker_prior_estimate == {"company": "Orbisoft", "division": None, "team": None}
    (division,) = names_in(turn.reply) & set(U.nodes_at("division"))
    assert division != "Bio-Informatics" and U.parent(division) == "Orbisoft"
    # "that's all I have" is worded alike whether or not the attacker holds more, but one
    # that knew the division and caught the lie after two probes has at most 1 trust left,
    # which a pivot costs: after a second probe that drew nothing it holds
    held = d.say("Are you sure about the division?")
    assert held.act == "hold" and division in names_in(held.reply)


def test_probing_reads_nothing_into_a_deflection() -> None:
    """A deflection is worded alike whether or not the attacker holds more: no known level."""
    d = Driver(probing())
    assert d.say("Which company is Marcus with?").act == "probe"
    turn = d.say("I'd rather hear it from you first. Which company is Marcus with?")
    assert turn.act == "answer"
    assert turn.attacker_prior_estimate == {"company": None, "division": None, "team": None}
    (company,) = names_in(turn.reply) & set(U.nodes_at("company"))
    assert company != "Orbisoft"  # it lies from the top, as for an attacker that knows nothing


def test_probing_pivots_to_the_truth_when_caught() -> None:
    """Only where a doubt can be a caught lie (issue 39: attackers also doubt answers they
    accept): its first lie, right below a level the attacker has shown it knows."""
    d = Driver(probing(probe_prob=0.0))
    turn = d.say("Last I heard, Marcus was with Orbisoft. Which division is Marcus in?")
    (lie,) = names_in(turn.reply) & set(U.nodes_at("division"))
    assert U.parent(lie) == "Orbisoft" and lie != "Bio-Informatics"
    turn = d.say("Hmm, that doesn't match what I expected. Could you double-check the division?")
    assert turn.act == "pivot" and "Bio-Informatics" in names_in(turn.reply)
    assert turn.attacker_prior_estimate["division"] == "Bio-Informatics"
    deeper = d.say("Which team is Marcus on?")
    (team,) = names_in(deeper.reply) & set(U.nodes_at("team"))
    assert U.parent(team) == "Bio-Informatics" and team != "Heron"
    # the last level is never known (else nothing could be fooled): a doubt there is held
    assert d.say("Are you sure about the team?").act == "hold"


def test_probing_holds_a_doubt_where_the_attacker_showed_nothing() -> None:
    d = Driver(probing(probe_prob=0.0))
    (company,) = names_in(d.say("Which company is Marcus with?").reply)
    assert company != "Orbisoft"
    turn = d.say("Hmm, that doesn't match what I expected. Could you double-check the company?")
    assert turn.act == "hold" and company in names_in(turn.reply)


def test_probing_steers_away_from_a_false_value_the_attacker_voices() -> None:
    d = Driver(probing(probe_prob=0.0))
    turn = d.say("I believe Marcus is in Quantaline these days. Which division is Marcus in?")
    (division,) = names_in(turn.reply) & set(U.nodes_at("division"))
    assert U.parent(division) not in ("Quantaline", "Orbisoft")  # neither the bait nor the truth
    nxt = d.say("Which team is Marcus on?")
    assert nxt.attacker_prior_estimate["company"] is None  # a false value is not prior knowledge
    # an attacker that voiced a falsehood is bluffing or guessing: its doubts are held
    held = d.say("Are you sure about the division?")
    assert held.act == "hold" and division in names_in(held.reply)


def test_probing_infers_the_true_levels_above_a_false_value() -> None:
    d = Driver(probing(probe_prob=0.0))
    turn = d.say("I believe Marcus is in Z-Pinch these days. Which team is Marcus on?")
    assert turn.attacker_prior_estimate == {"company": "Orbisoft", "division": None, "team": None}
    (team,) = names_in(turn.reply) & set(U.nodes_at("team"))
    assert U.parent(team) not in ("Z-Pinch", "Bio-Informatics")
    assert U.parent(U.parent(team)) == "Orbisoft"


def test_probing_takes_a_true_value_below_an_unshown_level_for_a_guess() -> None:
    """Issue 39, second round: a bluffer floats values at its first unknown level, so a true
    one is as often a lucky guess as knowledge. Named before the level above it was shown (or
    told), only the levels above it are known, however often it is repeated; named below a
    shown level, it is known."""
    d = Driver(probing(probe_prob=0.0))
    for _ in range(2):
        turn = d.say("I believe Marcus is in Bio-Informatics these days. Which team is it?")
        assert turn.attacker_prior_estimate == {
            "company": "Orbisoft",
            "division": None,
            "team": None,
        }
        (team,) = names_in(turn.reply) & set(U.nodes_at("team"))
        assert U.parent(team) != "Bio-Informatics" and U.parent(U.parent(team)) == "Orbisoft"
        assert not turn.reply.startswith(tuple(DP.VALIDATE))  # never agrees with a guess
    shown = Driver(probing(probe_prob=0.0))
    shown.say("Last I heard, Marcus was with Orbisoft. Which division is Marcus in?")
    turn = shown.say("I believe Marcus is in Bio-Informatics these days. Which team is it?")
    assert turn.attacker_prior_estimate["division"] == "Bio-Informatics"


def test_estimates_lag_the_reply_by_one_turn() -> None:
    d = Driver("oracle", prior={})
    first = d.say("Which company is Marcus with?")
    (company,) = names_in(first.reply)
    assert first.attacker_belief_estimate == {"company": None, "division": None, "team": None}
    second = d.say("Which division is Marcus in?")
    assert second.attacker_belief_estimate["company"] == company


def test_belief_estimate_text_grounds_back_to_the_structured_estimate() -> None:
    ep = play_episode(SC[1], scripted_attacker("base"), probing(), seed=2)
    for turn in ep.defender_turns:
        grounded = grounder_for(U).belief_from_text(turn.attacker_belief_about_target)
        assert normalise_belief(U, grounded) == normalise_belief(U, turn.attacker_belief_estimate)


# ------------------------------------------------------------------- Oracle
def test_oracle_is_privileged_and_exact_about_the_prior() -> None:
    assert OracleDefender.privileged is True
    for att in SCRIPTED_ATTACKERS:
        for sc in SC:
            for seed in range(3):
                ep = play_episode(
                    sc, scripted_attacker(att), scripted_defender("oracle"), seed=seed
                )
                assert ep.judgement.trajectory_tom is True
                assert ep.outcome is Outcome.FOOLED, (att, sc.id, seed)


def test_oracle_never_builds_on_a_bluff() -> None:
    for seed in range(10):
        d = Driver("oracle", seed=seed, prior={})
        turn = d.say("I believe Marcus is in Quantaline these days. Which division is Marcus in?")
        (division,) = names_in(turn.reply) & set(U.nodes_at("division"))
        assert U.parent(division) not in ("Quantaline", "Orbisoft")
        held = d.say("Are you sure about the division?")
        assert held.act == "hold" and division in names_in(held.reply)


MESSAGES = [
    "Which company is Marcus with?",
    "What division does the Heron team fall under?",
    "I believe Marcus is in Quantaline these days. Which division?",
    "My notes put Marcus in Orbisoft. Which division is Marcus in?",
    "Are you sure about the division?",
    "That's all I have. Which team?",
    "I'd rather hear it from you first. Which team?",
    "",
]


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(tuple(SCRIPTED_DEFENDERS)),
    seed=st.integers(0, 2**16),
    messages=st.lists(
        st.one_of(st.sampled_from(MESSAGES), st.text(max_size=60)), min_size=1, max_size=10
    ),
)
def test_any_message_gets_a_well_formed_turn(name: str, seed: int, messages: list[str]) -> None:
    d = Driver(name, SC[1], seed, prior=dict(SC[1].prior) if name == "oracle" else None)
    for msg in messages:
        turn = d.say(msg)
        assert isinstance(turn.reply, str) and turn.reply and turn.act
        for est in (turn.attacker_prior_estimate, turn.attacker_belief_estimate):
            assert est is None or U.is_consistent(est)
        if turn.attacker_prior_estimate is not None:  # a prior estimate only ever holds true values
            assert all(v is None or v in TRUTH for v in turn.attacker_prior_estimate.values())
