"""The chat-session API: the benchmark's prompt, the game's rules, and the judge's reward."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tomsb_env.agents.defenders.llm import LLMDefender
from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS, load_prompt_file
from tomsb_env.agents.defenders.prompts import PROMPTS
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.judges.exact import ExactJudge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.session import AttackerSession, DefenderSession
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.types import Outcome

from .conftest import make_scenarios
from .test_llm_agents import DEFENDER_MARK, by_role

SCENARIO = make_scenarios()[1]
REPLY = json.dumps({"reply": "Marcus is in Cloud Weave.", "reflection": "plant it"})
OUTCOMES = {o.value for o in Outcome} - {"error"}


class _NoBackend:
    spec = "none"


def llm_defender_chat(prompt: str, session: DefenderSession) -> list[dict[str, str]]:
    """What the benchmark's LLM defender would send for the session's current view."""
    agent = LLMDefender(_NoBackend(), prompt)  # type: ignore[arg-type]
    agent.reset(SCENARIO.defender_brief(), np.random.default_rng(0))
    return list(agent.messages(session.env.view()))


@pytest.mark.parametrize("prompt", sorted(PROMPTS))
def test_start_gives_the_benchmark_defenders_system_and_user_message(prompt: str) -> None:
    session = DefenderSession(SCENARIO, seed=0, prompt=prompt)
    messages = session.start()
    assert [m["role"] for m in messages] == ["system", "user"]
    assert messages == llm_defender_chat(prompt, session)
    assert DEFENDER_MARK in messages[0]["content"]
    assert "Heron" in messages[0]["content"]  # the private truth is the defender's to know


def test_next_user_message_is_the_benchmarks_and_history_keeps_the_model_text() -> None:
    session = DefenderSession(SCENARIO, seed=0, max_turns=5)
    session.start()
    text = f"<think>plan</think>{REPLY}"
    turn = session.submit(text)
    assert not turn.done and turn.format_error is None
    assert turn.message == llm_defender_chat("tom", session)[-1]
    assert session.messages[2] == {"role": "assistant", "content": text}  # verbatim
    assert session.messages[3] == turn.message
    assert session.episode.defender_turns[0].reply == "Marcus is in Cloud Weave."


def test_unparsed_text_is_a_format_failure_and_its_error_is_reported() -> None:
    session = DefenderSession(SCENARIO, seed=0, max_turns=5)
    session.start()
    turn = session.submit("no json here")
    assert turn.format_error is not None
    assert session.env.game.defender_view().transcript[-2].text == ""  # type: ignore[union-attr]  # the attacker heard nothing of it


def test_equal_seeds_replay_the_same_attacker_and_other_seeds_differ() -> None:
    def firsts(seed: int) -> list[str]:
        out = []
        for sc in make_scenarios():
            out.append(DefenderSession(sc, seed=seed).start()[1]["content"])
        return out

    assert firsts(4) == firsts(4)
    assert any(firsts(4) != firsts(s) for s in range(5, 12))


def test_a_scenario_id_is_looked_up_in_its_split() -> None:
    from tomsb_env.universe.datasets import load_scenarios

    sc = load_scenarios("eval")[3]
    session = DefenderSession(sc.id, split="eval", seed=1)
    session.start()
    assert session.scenario.id == sc.id
    with pytest.raises(UnknownNameError, match="no-such-id"):
        DefenderSession("no-such-id", split="eval")


def test_a_session_started_again_plays_the_game_a_new_session_would() -> None:
    from tomsb_env.universe.datasets import load_scenarios

    def play(session: DefenderSession, *start: object, **again: int) -> list[object]:
        chat = session.start(*start, **again)  # type: ignore[arg-type]
        while not session.done:
            chat.append(session.submit(REPLY).message or {})
        return [chat, session.result.reward, session.episode.meta.seed]  # type: ignore[union-attr]

    a, b = load_scenarios("eval")[2:4]
    reused = DefenderSession(a.id, split="eval", seed=1, max_turns=4)
    play(reused)
    again = play(reused, b.id, seed=7, episode_index=1)
    assert again == play(DefenderSession(b.id, split="eval", seed=7, episode_index=1, max_turns=4))
    assert reused.scenario.id == b.id and (reused.seed, reused.episode_index) == (7, 1)
    assert play(reused, a) == play(DefenderSession(a, seed=7, episode_index=1, max_turns=4))
    with pytest.raises(UnknownNameError, match="no-such-id"):
        reused.start("no-such-id")
    with pytest.raises(ConfigError, match="seed must be a non-negative integer"):
        reused.start(seed=-1)


def test_misuse_is_a_clear_error() -> None:
    session = DefenderSession(SCENARIO, seed=0, max_turns=2)
    with pytest.raises(ConfigError, match="start"):
        session.submit(REPLY)
    session.start()
    with pytest.raises(ConfigError, match="text"):
        session.submit({"reply": "x"})  # type: ignore[arg-type]
    while not session.submit(REPLY).done:
        pass
    with pytest.raises(ConfigError, match="over"):
        session.submit(REPLY)
    with pytest.raises(UnknownNameError, match="tom"):
        DefenderSession(SCENARIO, prompt="tomm")


# --------------------------------------------------------------- property
TEXTS = st.one_of(
    st.text(max_size=60),
    st.builds(
        lambda reply, think: (
            (f"<think>{think}</think>" if think else "")
            + json.dumps({"reply": reply, "reflection": "r"})
        ),
        st.sampled_from(["Heron", "Kestrel", "Cloud Weave", "I cannot say.", "", "Orbisoft"])
        | st.text(max_size=30),
        st.sampled_from(["", "x"]),
    ),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    texts=st.lists(TEXTS, min_size=1, max_size=40),
    attacker=st.sampled_from(["scripted:base", "scripted:cross_examiner", "scripted:bluffing"]),
    seed=st.integers(0, 2**16),
    max_turns=st.integers(1, 6),
    scenario=st.sampled_from(make_scenarios()),
)
def test_any_texts_end_within_max_turns_and_reward_is_the_judges(
    texts: list[str], attacker: str, seed: int, max_turns: int, scenario: object
) -> None:
    spec = RewardSpec.parse("fooling=1,tom=0.5,detected=-1")
    session = DefenderSession(
        scenario,
        seed=seed,
        attacker=attacker,
        max_turns=max_turns,
        rewards=spec,  # type: ignore[arg-type]
    )
    first = session.start()
    assert [m["role"] for m in first] == (["system"] if session.done else ["system", "user"])
    submitted = 0
    while not session.done:
        session.submit(texts[submitted % len(texts)])
        submitted += 1
        assert submitted <= max_turns  # one defender turn per attacker turn, at most
    result = session.result
    assert result is not None
    assert result.outcome in OUTCOMES
    assert result.num_turns <= max_turns
    ep = session.episode
    game = session.env.game
    judgement = ExactJudge().judge(ep, game.ending)  # type: ignore[union-attr]
    assert judgement.outcome.value == result.outcome
    assert result.reward_components == spec.components(ep, judgement)
    assert result.reward == pytest.approx(spec.total(spec.components(ep, judgement)))
    # the last turn was the model's, or (max_turns=1) the attacker's only turn ended the game
    assert session.messages[-1]["role"] == ("assistant" if submitted else "system")


# --------------------------------------------------------------- prompt files
def write_prompt(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "mine.txt"
    path.write_text(body, encoding="utf-8")
    return path


def test_a_prompt_file_is_used_by_the_session_and_the_llm_defender(tmp_path: Path) -> None:
    path = write_prompt(
        tmp_path, "Custom rules.\n$context\nKeys: $levels\nLike: $example\nCost: $$5\n"
    )
    session = DefenderSession(SCENARIO, seed=0, prompt=str(path))
    system = session.start()[0]["content"]
    assert system.startswith("Custom rules.") and "Heron" in system and "Cost: $5" in system
    assert session.messages == llm_defender_chat(str(path), session)
    assert load_prompt_file(path).name == "defender.file:mine.txt"
    assert str(path) in DEFENDER_PROMPTS and "tom" in DEFENDER_PROMPTS
    assert sorted(DEFENDER_PROMPTS) == sorted(PROMPTS)  # listings name the built-ins only


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ("no placeholders", "missing"),
        ("$context $levels $example $extra", "unknown"),
        ("$context $levels $example 5$", "\\$\\$"),
    ],
)
def test_a_bad_prompt_file_names_the_file_and_the_problem(
    tmp_path: Path, body: str, needle: str
) -> None:
    path = write_prompt(tmp_path, body)
    with pytest.raises(ConfigError, match=needle) as info:
        DefenderSession(SCENARIO, prompt=str(path))
    assert "mine.txt" in str(info.value)


def test_bench_rejects_an_unknown_defender_prompt_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tomsb_env.cli import main

    code = main(["bench", "--defender", "openai:http://127.0.0.1:9/v1@m", "--defender-prompt",
                 "nope", "--limit", "1", "--out", str(tmp_path / "x")])  # fmt: skip
    assert code != 0
    assert "unknown defender prompt 'nope'" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


# --------------------------------------------------------------- attacker side, async
@pytest.fixture(scope="module")
def srv() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        server.responder = by_role()
        yield server


def test_async_session_with_an_llm_attacker_inside_a_running_loop(srv: FakeOpenAIServer) -> None:
    async def main() -> tuple[list[str], object]:
        session = DefenderSession(SCENARIO, seed=0, attacker=f"openai:{srv.base_url}@m")
        try:
            roles = [m["role"] for m in await session.astart()]
            turn = await session.asubmit(REPLY)
            while not turn.done:
                turn = await session.asubmit(REPLY)
            sync = DefenderSession(SCENARIO, seed=0, attacker=f"openai:{srv.base_url}@m")
            sync.start()  # the sync API inside the same running loop
            assert not sync.submit(REPLY).done
            sync.close()
            return roles, turn.result
        finally:
            await session.aclose()

    roles, result = asyncio.run(main())
    assert roles == ["system", "user"]
    assert result.outcome == "fooled"  # type: ignore[attr-defined]


def test_attacker_session_reasks_after_unparsed_text_and_ends() -> None:
    session = AttackerSession(SCENARIO, seed=0, max_turns=2)
    first = session.start()
    assert [m["role"] for m in first] == ["system", "user"]
    assert "ATTACKER" not in first[0]["content"] or "Heron" not in first[0]["content"]
    turn = session.submit("garbage")
    assert turn.format_error and "could not be used" in turn.message["content"]  # type: ignore[index]
    ok = json.dumps({"trust_score": 4, "belief": "?", "reflection": "r", "signal": "query again",
                     "prompt": "Where is Marcus?"})  # fmt: skip
    while not turn.done:
        turn = session.submit(ok)
    assert turn.result.outcome == "truncated"  # type: ignore[union-attr]
    assert turn.result.reward_components == {}  # type: ignore[union-attr]
