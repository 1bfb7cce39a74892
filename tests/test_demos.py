"""Expert demonstrations: records are the LLM defender's own chat, written whole, filterable."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from tests.llm_helpers import backend
from tomsb_env.agents.defenders.llm import LLMDefender
from tomsb_env.agents.specs import make_attacker
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError
from tomsb_env.game import aplay_episode
from tomsb_env.llm.settings import LLMSettings
from tomsb_env.rollout.demos import play_demo, read_demos, write_demos
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.universe.datasets import load_scenarios


@pytest.mark.parametrize("seed", [0, 3])
def test_demo_messages_are_the_llm_defenders_chat_for_the_same_game(
    server: FakeOpenAIServer, seed: int
) -> None:
    """An LLM defender whose model answers with the demo's turns sees, call by call, the
    demo's messages, and its game ends the same way."""
    scenario = load_scenarios("train")[seed]
    demo = play_demo(scenario, "scripted:oracle", "scripted:base", seed)
    answers = [m["content"] for m in demo.messages if m["role"] == "assistant"]
    assert len(answers) >= 1 and all(json.loads(a) for a in answers)
    seen: list[list[dict[str, str]]] = []

    def respond(body: dict[str, Any], n: int) -> str:
        seen.append(body["messages"])
        return answers[sum(m["role"] == "assistant" for m in body["messages"])]

    server.responder = respond
    defender = LLMDefender(
        backend(server), "tom", structured="off", settings=LLMSettings(temperature=0.0)
    )
    ep = asyncio.run(aplay_episode(scenario, make_attacker("scripted:base"), defender, seed=seed))
    assert len(seen) == len(answers)
    for k, messages in enumerate(seen):  # every call's chat is a prefix of the demo
        assert messages == demo.messages[: len(messages)]
        assert demo.messages[len(messages)] == {"role": "assistant", "content": answers[k]}
    assert seen[-1] + [{"role": "assistant", "content": answers[-1]}] == demo.messages
    assert ep.outcome is not None and ep.outcome.value == demo.outcome
    assert ep.reward == pytest.approx(demo.reward)


def test_cli_writes_filtered_jsonl_and_reads_back(tmp_path: Path) -> None:
    out = tmp_path / "demos.jsonl"
    args = ["demos", "--split", "train", "--limit", "2", "--seeds", "0,1", "--out", str(out)]
    assert main(args) == 0
    every = read_demos(out)
    assert len(every) == 4 and {r.scenario_id for r in every} == {
        s.id for s in load_scenarios("train")[:2]
    }
    line = json.loads(out.read_text().splitlines()[0])
    assert {"messages", "scenario_id", "seed", "outcome", "reward"} <= set(line)
    kept = tmp_path / "fooled.jsonl"
    assert main([*args[:-1], str(kept), "--outcome", "fooled"]) == 0
    fooled = read_demos(kept)
    assert [r for r in every if r.outcome == "fooled"] == fooled
    assert not (tmp_path / "demos.jsonl.tmp").exists()


def test_read_demos_names_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text('{"messages": [], "scenario_id": "x"}\n')
    with pytest.raises(ConfigError, match=r"d.jsonl:1"):
        read_demos(path)


def test_hf_format_is_a_datasets_dataset(tmp_path: Path) -> None:
    datasets = pytest.importorskip("datasets")
    record = play_demo(load_scenarios("train")[0], "scripted:oracle", "scripted:base", 0)
    write_demos([record], tmp_path / "ds", "hf")
    ds = datasets.load_from_disk(str(tmp_path / "ds"))
    assert ds[0]["messages"] == record.messages and ds[0]["outcome"] == record.outcome


def test_unknown_format_lists_the_valid_ones(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="jsonl, hf"):
        write_demos([], tmp_path / "x", "parquet")


def test_hf_format_without_datasets_names_the_datasets_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    from tomsb_env.errors import MissingExtraError

    monkeypatch.setitem(sys.modules, "datasets", None)  # as if not installed
    record = play_demo(load_scenarios("train")[0], "scripted:oracle", "scripted:base", 0)
    with pytest.raises(MissingExtraError, match=r"pip install 'tomsb-env\[datasets\]'"):
        write_demos([record], tmp_path / "ds", "hf")
