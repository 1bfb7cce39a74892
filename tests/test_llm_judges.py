"""The LLM judge (two-stage trajectory ToM, per-turn stepwise ToM) and its agreement report."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable, Iterator
from itertools import product
from typing import Any

import pytest

from tomsb_env.errors import FormatFailure, UniverseError
from tomsb_env.game import aplay_episode
from tomsb_env.judges.exact import ExactJudge, normalise_belief
from tomsb_env.judges.llm import (
    AgreementReport,
    Confusion,
    LLMJudge,
    ajudge_agreement,
    judge_agreement,
    parse_extracted_prior,
    parse_stepwise_verdict,
)
from tomsb_env.judges.prompts import render_conversation
from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Outcome, Signal
from tomsb_env.universe import Scenario, Universe

from .conftest import LAYERS, make_scenarios, make_universe

SCENARIOS = make_scenarios()
SC = SCENARIOS[1]  # prior: company Orbisoft; truth Orbisoft > Bio-Informatics > Heron
PRIOR = {"company": "Orbisoft", "division": None, "team": None}
DECOY = {"company": "Orbisoft", "division": "Cloud Weave", "team": "Kestrel"}


def a_turn(belief_state: dict[str, Any], signal: Signal = Signal.QUERY_AGAIN) -> AttackerTurn:
    return AttackerTurn(
        5, "belief text", "r", signal, "Where is Marcus?", belief_state=belief_state
    )


def d_turn(
    prior: dict[str, Any] | None, belief: dict[str, Any] | None, text: str = ""
) -> DefenderTurn:
    return DefenderTurn(
        reply="He is in Cloud Weave.",
        attacker_belief_about_target=text or "some estimate",
        attacker_trust_in_us="4",
        reflection="PRIVATE-NOTE plant a decoy",
        attacker_prior_estimate=prior,
        attacker_belief_estimate=belief,
    )


def episode(prior_estimate: dict[str, Any] | None = PRIOR, *, reflect: bool = True) -> Episode:
    """Two turns; the attacker ends holding the decoy (fooled)."""
    ep = Episode(scenario=SC)
    ep.attacker_turns = [a_turn(PRIOR), a_turn(DECOY, Signal.ATTACK_SUCCESSFUL)]
    ep.defender_turns = [d_turn(prior_estimate, PRIOR) if reflect else DefenderTurn(reply="Hello.")]
    return ep


# ------------------------------------------------------------- fake judge model
def judge_responder(
    extract: dict[str, Any] | str, step: Callable[[dict[str, Any]], int] | None = None
) -> Any:
    """Trajectory requests get ``extract``; stepwise ones get 1 when the records' beliefs agree."""

    def respond(body: dict[str, Any], n: int) -> Reply:
        text = body["messages"][0]["content"]
        if "PRIOR KNOWLEDGE" in text:
            return Reply(extract if isinstance(extract, str) else json.dumps(extract))
        a = json.loads(re.search(r"<<<RECORD_A\n(.*)\nRECORD_A>>>", text, re.S).group(1))
        b = json.loads(re.search(r"<<<RECORD_B\n(.*)\nRECORD_B>>>", text, re.S).group(1))
        verdict = step(a) if step else int(a["belief_state"] == b.get("attacker_belief_estimate"))
        return Reply(
            json.dumps({"attacker_belief_about_target": verdict, "attacker_trust_in_us": 1})
        )

    return respond


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


@pytest.fixture
def srv(server: FakeOpenAIServer) -> FakeOpenAIServer:
    server.reset()
    server.responder = judge_responder(PRIOR)
    server.latency_s = 0.0
    return server


def make_judge(srv: FakeOpenAIServer, **kw: Any) -> LLMJudge:
    """A judge that asks the model for every estimate (the paper's protocol); the combined
    path (``defer_to_exact=True``, the default) has its own tests in test_judge_rules.py."""
    from tomsb_env.llm import make_backend

    kw.setdefault("defer_to_exact", False)
    return LLMJudge(make_backend(f"openai:{srv.base_url}@fake-judge"), **kw)


def run_judge(judge: LLMJudge, ep: Episode, ending: Outcome | None = None) -> Any:
    async def go() -> Any:
        try:
            return await judge.ajudge(ep, ending)
        finally:
            await judge.backend.aclose()

    return asyncio.run(go())


# ------------------------------------------------------------------ judge
def test_outcome_is_exact_and_tom_comes_from_the_model(srv: FakeOpenAIServer) -> None:
    ep = episode()
    j = run_judge(make_judge(srv), ep)
    exact = ExactJudge().judge(ep, None)
    assert (j.outcome, j.fooled, j.final_belief) == (Outcome.FOOLED, True, exact.final_belief)
    assert j.judge == "llm"
    assert j.trajectory_tom is True and j.prior_estimate == PRIOR
    assert j.stepwise_matches == (True,) and j.stepwise_tom == 1.0
    assert len(srv.requests) == 2  # one extraction + one stepwise call


def test_wrong_extraction_fails_trajectory_tom(srv: FakeOpenAIServer) -> None:
    srv.responder = judge_responder({"company": "heliodyne", "division": None, "team": None})
    j = run_judge(make_judge(srv), episode())
    assert j.trajectory_tom is False and j.prior_estimate["company"] == "Heliodyne"


def test_extraction_prompt_shows_the_defender_notes_but_not_the_attackers(
    srv: FakeOpenAIServer,
) -> None:
    ep = episode()
    ep.attacker_turns[0].reflection = "ATTACKER-SECRET-PLAN"
    run_judge(make_judge(srv), ep)
    prompt = next(
        r.body["messages"][0]["content"]
        for r in srv.requests
        if "PRIOR KNOWLEDGE" in r.body["messages"][0]["content"]
    )
    assert "PRIVATE-NOTE" in prompt and "ATTACKER-SECRET-PLAN" not in prompt
    assert '"company", "division", "team"' in prompt
    assert render_conversation(ep) in prompt


def test_no_defender_notes_means_no_calls_and_no_tom(srv: FakeOpenAIServer) -> None:
    j = run_judge(make_judge(srv), episode(reflect=False))
    assert j.trajectory_tom is None and j.stepwise_tom is None
    assert not srv.requests


def test_unusable_answers_are_reasked_then_fall_back_to_exact(srv: FakeOpenAIServer) -> None:
    srv.responder = lambda body, n: Reply.garbage()
    judge = make_judge(srv, max_reasks=1)
    ep = episode({"company": "Heliodyne", "division": None, "team": None})
    j = run_judge(judge, ep)
    exact = ExactJudge().judge(ep, None)
    assert (j.trajectory_tom, j.stepwise_matches) == (exact.trajectory_tom, exact.stepwise_matches)
    assert judge.fallbacks == 2 and judge.usage.calls == 4 and judge.usage.reasks == 2
    assert "could not be used" in srv.requests[-1].body["messages"][-1]["content"]


def test_stepwise_calls_run_concurrently_but_bounded(srv: FakeOpenAIServer) -> None:
    srv.latency_s = 0.05
    ep = Episode(scenario=SC)
    ep.attacker_turns = [a_turn(PRIOR) for _ in range(8)] + [
        a_turn(DECOY, Signal.ATTACK_SUCCESSFUL)
    ]
    ep.defender_turns = [d_turn(PRIOR, PRIOR if i % 2 else DECOY) for i in range(8)]
    j = run_judge(make_judge(srv, max_concurrency=3), ep)
    assert srv.max_in_flight == 3 and len(srv.requests) == 9
    assert j.stepwise_matches == tuple(bool(i % 2) for i in range(8)) and j.stepwise_tom == 0.5


def test_llm_judge_plugs_into_the_game(srv: FakeOpenAIServer) -> None:
    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.agents.defenders import scripted_defender

    judge = make_judge(srv)

    async def go() -> Episode:
        try:
            return await aplay_episode(
                SC, scripted_attacker("base"), scripted_defender("probing"), seed=1, judge=judge
            )
        finally:
            await judge.backend.aclose()

    ep = asyncio.run(go())
    assert ep.judgement is not None and ep.judgement.judge == "llm"
    assert (
        ep.outcome
        is ExactJudge()
        .judge(ep, None if ep.outcome in (Outcome.FOOLED, Outcome.LEAKED) else ep.outcome)
        .outcome
    )


# ------------------------------------------------------------- agreement
def test_agreement_report_counts_matches_and_disagreements(srv: FakeOpenAIServer) -> None:
    # the fake model always extracts PRIOR and judges every turn a match
    srv.responder = judge_responder(PRIOR, step=lambda a: 1)
    eps = [episode(PRIOR), episode({"company": "Heliodyne"}), episode(reflect=False)]
    judge = make_judge(srv)
    report = judge_agreement(eps, judge)
    assert isinstance(report, AgreementReport)
    assert report.n == 3 and report.trajectory_n == 2 and report.trajectory_agreement == 50.0
    assert report.confusion == Confusion(both_true=1, llm_only=1, undecided=1)
    # exact stepwise: episode 1 matches (1.0), episode 2 too (its belief estimate is PRIOR) -> diff 0
    assert report.stepwise_n == 2 and report.stepwise_mean_abs_diff == 0.0
    assert "50.0%" in str(report) and report.to_dict()["confusion"]["llm_only"] == 1


def test_agreement_is_perfect_when_the_model_follows_the_notes(srv: FakeOpenAIServer) -> None:
    srv.responder = judge_responder(PRIOR)

    async def go() -> AgreementReport:
        judge = make_judge(srv)
        try:
            return await ajudge_agreement([episode(PRIOR), episode(PRIOR)], judge)
        finally:
            await judge.backend.aclose()

    report = asyncio.run(go())
    assert report.trajectory_agreement == 100.0 and report.stepwise_mean_abs_diff == 0.0


# ------------------------------------------------------- exact judge's caches
def test_normalise_belief_agrees_with_universe_closure() -> None:
    """The judge normalises on cached lookup tables; the plain path is ``Universe.closure``."""
    u = make_universe()

    def plain(belief: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = dict.fromkeys(u.levels)
        out.update({lv: v for lv, v in belief.items() if lv in out and v})
        try:
            return u.closure(out) if any(out.values()) else out
        except UniverseError:
            return out

    absent = object()
    names = ("Orbisoft", "Heliodyne", "Bio-Informatics", "Greywind", "Heron", "Nowhere")
    values = (absent, None, "", *names)
    for combo in product(values, repeat=len(u.levels)):
        belief = {lv: v for lv, v in zip(u.levels, combo, strict=True) if v is not absent}
        belief["not a level"] = "Heron"
        assert normalise_belief(u, belief) == plain(belief), belief


def test_exact_judge_caches_do_not_leak_across_universes() -> None:
    """Two universes sharing every name but one branch, and an equal twin, judged in turn."""
    swapped = dict(LAYERS["team"])
    swapped["Cloud Weave"], swapped["Bio-Informatics"] = (
        ["Heron", "Marlin", "Osprey"],
        ["Puffin", "Kestrel", "Condor"],
    )
    a, twin = make_universe(), make_universe()
    b = Universe.from_layers({**LAYERS, "team": swapped})
    for u in (a, b, a, twin, b, b):
        expected = dict(zip(u.levels, u.path_to("Heron"), strict=True))
        assert normalise_belief(u, {"team": "Heron"}) == expected
        sc = Scenario("s", "Marcus", "Elena", u, u.path_to("Heron"), {})
        ep = Episode(scenario=sc)
        ep.attacker_turns = [a_turn({"team": "Heron"})]
        text = "It thinks Marcus is in Heron."  # grounds differently in a and b
        ep.defender_turns = [DefenderTurn(reply="Yes.", attacker_belief_about_target=text)]
        j = ExactJudge().judge(ep, None)
        assert j.final_belief == j.prior_estimate == expected, u is b
        assert j.stepwise_matches == (True,) and j.trajectory_tom is False
        j.final_belief["team"] = j.prior_estimate["team"] = None  # results own their dicts
        assert ExactJudge().judge(ep, None).prior_estimate == expected


# ---------------------------------------------------------------- parsers
def test_extracted_prior_parsing(universe: Any) -> None:
    assert (
        parse_extracted_prior('{"Company": "orbisoft", "division": "null", "team": null}', universe)
        == PRIOR
    )
    # a level the model leaves out, or marks non-committal, is "?" (cannot tell)
    assert parse_extracted_prior('{"company": "orbisoft", "division": null}', universe) == dict(
        PRIOR, team="?"
    )
    assert parse_extracted_prior(
        '{"company": "unknown", "division": "?", "team": ""}', universe
    ) == dict.fromkeys(PRIOR, "?")
    assert parse_extracted_prior('```json\n{"prior": {"team": "Heron"}}\n```', universe) == {
        "company": "Orbisoft",
        "division": "Bio-Informatics",
        "team": "Heron",
    }
    with pytest.raises(FormatFailure, match=r"unknown level 'compnay'.*did you mean 'company'"):
        parse_extracted_prior('{"compnay": "Orbisoft"}', universe)
    with pytest.raises(FormatFailure, match='expected a name, null or "\\?"'):
        parse_extracted_prior('{"company": 3}', universe)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"attacker_belief_about_target": 1, "attacker_trust_in_us": 0}', True),
        ('<think>hmm</think>{"attacker_belief_about_target": "0"}', False),
        ('Verdict: {"attacker_belief_about_target": true}', True),
    ],
)
def test_stepwise_verdict_parsing(text: str, expected: bool) -> None:
    assert parse_stepwise_verdict(text) is expected


@pytest.mark.parametrize(
    "text", ['{"attacker_trust_in_us": 1}', '{"attacker_belief_about_target": 0.5}', "yes"]
)
def test_stepwise_verdict_rejects_bad_answers(text: str) -> None:
    with pytest.raises(FormatFailure):
        parse_stepwise_verdict(text)
