"""A benchmark episode replays in a DefenderSession, and the session's chat is the one
the benchmark's LLM defender sent.

Before: the session derived its attacker's randomness from ``np_random(seed)`` while the
benchmark used the episode key (bench seed 0 was not session seed 0), and from turn 2
the benchmark replayed the defender's own turns as compact JSON while the session kept
the model's text.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.store import episode_key
from tomsb_env.errors import ConfigError
from tomsb_env.session import DefenderSession
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.testing.fake_openai import Reply

from .test_llm_agents import role_of, turn_of

ATTACKERS = ["scripted:bluffing", "scripted:cross_examiner", "scripted:base"]


def _defender(body: dict[str, Any], n: int) -> Reply:
    if role_of(body) != "defender":
        return Reply.error(400, "only the defender is an LLM here")
    turn = turn_of(body)
    payload = {
        "reply": f"Turn {turn}: it is not in the first place you would look.",
        "attacker_belief_about_target": "unsure",
        "attacker_trust_in_us": "4",
        "reflection": f"keep them guessing ({turn})",
    }
    # indented, as a model might write it: compact JSON would not be the model's text
    return Reply(content=json.dumps(payload, indent=2))


@pytest.fixture(scope="module")
def bench(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, list[Any]]]:
    with FakeOpenAIServer(responder=_defender) as srv:
        result = evaluate(
            f"openai:{srv.base_url}@fake-defender",
            attackers=ATTACKERS,
            limit=2,
            seeds=(0, 7),
            episodes_per_scenario=2,
            out_dir=Path(tmp_path_factory.mktemp("bench")),
        )
        yield result, [r.body["messages"] for r in srv.requests]


def _replay(ep: Any) -> DefenderSession:
    meta = ep.meta
    return DefenderSession(
        ep.scenario.id,
        split="eval",
        seed=meta.seed,
        episode_index=meta.episode_index,
        attacker=meta.attacker,
    )


def test_a_session_replays_every_bench_episode(bench: tuple[Any, list[Any]]) -> None:
    result, _ = bench
    assert len(result.episodes) == 2 * 3 * 2 * 2
    for ep in result.episodes:
        session = _replay(ep)
        session.start()
        for turn in ep.defender_turns:
            session.submit(turn.raw)
        session.close()
        # the same attacker randomness: every attacker turn, and so the outcome, agree
        assert [t.to_dict() for t in session.episode.attacker_turns] == [
            t.to_dict() for t in ep.attacker_turns
        ], (ep.scenario.id, ep.meta.attacker, ep.meta.seed, ep.meta.episode_index)
        assert session.episode.outcome == ep.outcome
        assert session.episode.rewards == ep.rewards
        # and it says which episode it is, as the bench's record does (its store key)
        assert episode_key(session.episode) == episode_key(ep)


def test_the_session_chat_is_byte_equal_to_the_bench_defenders(
    bench: tuple[Any, list[Any]],
) -> None:
    result, requests = bench
    sent = {json.dumps(m, ensure_ascii=False) for m in requests}
    checked = 0
    for ep in result.episodes:
        session = _replay(ep)
        session.start()
        for turn in ep.defender_turns:
            # what the benchmark's LLM defender was sent before this turn, byte for byte
            chat = [{"role": m["role"], "content": m["content"]} for m in session.messages]
            assert json.dumps(chat, ensure_ascii=False) in sent
            checked += 1
            session.submit(turn.raw)
        session.close()
    assert checked > len(result.episodes)  # turns after the first were compared too


@pytest.mark.parametrize("bad", [-5, 1.5, True, "0"])
def test_a_bad_seed_or_episode_is_a_named_error(bad: Any) -> None:
    for name in ("seed", "episode_index"):
        with pytest.raises(ConfigError, match=f"{name} must be a non-negative integer"):
            DefenderSession("u001-k0", **{name: bad})


def test_a_python_defenders_episode_replays_from_its_record(tmp_path: Path) -> None:
    # a Python defender hands the game DefenderTurn objects: "raw" is null in the record,
    # and the turn's own JSON (docs/integrations/session.md) replays it
    evaluate("scripted:probing", attackers=ATTACKERS, limit=2, seeds=(0,), out_dir=tmp_path,
             progress=False)  # fmt: skip
    records = [json.loads(line) for line in (tmp_path / "episodes.jsonl").read_text().splitlines()]
    assert records and all(t["raw"] is None for r in records for t in r["defender_turns"])
    for r in records:
        m = r["meta"]
        session = DefenderSession(r["scenario_id"], split="eval", seed=m["seed"],
                                  episode_index=m["episode_index"], attacker=m["attacker"])  # fmt: skip
        session.start()
        for turn in r["defender_turns"]:
            session.submit(turn["raw"] or json.dumps(turn))
        replayed = session.episode.to_dict()
        assert (
            replayed["attacker_turns"] == r["attacker_turns"]
            and replayed["outcome"] == r["outcome"]
        )
        assert replayed["rewards"] == r["rewards"]
