"""``--protocol paper``: one switch for the preprint's dataset, prompts, sampling, judges,
signal rule and turn count, all recorded in the run's config."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tomsb_env.benchmark import BenchmarkConfig, evaluate
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.game import Game, GameConfig, authors_signal
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.types import AttackerTurn, Outcome, Signal
from tomsb_env.universe.datasets import load_official_dataset, load_scenarios

ROOT = Path(__file__).resolve().parents[1]
# beside the checkout, or beside the directory holding it (a worktree)
_WHERE = Path("shared") / "official-dataset" / "three_layered_dataset.json"
OFFICIAL = next((d / _WHERE for d in ROOT.parents if (d / _WHERE).is_file()), ROOT.parent / _WHERE)


def responder(body: dict[str, Any], n: int) -> Any:
    """Attacker: success at its third turn; defender (paper format): a four-field ToM turn;
    judges: a no/1 answer."""
    model = body["model"]
    turn = 1 + sum(m["role"] == "assistant" for m in body["messages"])
    if model == "attacker":
        done = turn >= 3
        return json.dumps(
            {
                "trust_score": 4,
                "belief": "no idea yet",
                "reflection": "ask more" if not done else "done",
                "signal": "attack successful" if done else "query again",
                "prompt": "Where?",
            }
        )
    if model == "defender":
        turn = {
            "reply": "Somewhere far away.",
            "attacker_belief_about_target": "nothing",
            "attacker_trust_in_us": "4",
            "reflection": "vague",
        }
        # unconstrained, as the authors' defender: the fields its system prompt asks for
        reply_only = 'only key is "reply"' in body["messages"][0]["content"]
        return json.dumps({"reply": turn["reply"]} if reply_only else turn)
    return json.dumps({"answer": "no", "verdict": 1})


def test_authors_signal_rule_reads_the_last_end_phrase_anywhere() -> None:
    assert authors_signal('{"reflection": "attack successful soon", "signal": "query again"}') is (
        Signal.ATTACK_SUCCESSFUL
    )
    assert authors_signal("defender detected ... attack successful") is Signal.ATTACK_SUCCESSFUL
    assert authors_signal("attack successful, then defender detected") is (Signal.DEFENDER_DETECTED)
    assert authors_signal('{"signal": "query again"}') is Signal.QUERY_AGAIN
    with pytest.raises(UnknownNameError, match="signal rule"):
        GameConfig(signal_rule="theirs")


@pytest.mark.parametrize(("rule", "ended"), [("ours", False), ("authors", True)])
def test_a_reflection_naming_success_ends_the_game_only_under_the_authors_rule(
    rule: str, ended: bool
) -> None:
    scenario = load_scenarios("eval")[0]
    game = Game(scenario, config=GameConfig(signal_rule=rule))
    turn = AttackerTurn(
        trust_score=5,
        belief="unsure",
        reflection="Not an attack successful moment yet.",
        signal=Signal.QUERY_AGAIN,
        message="Which team is it?",
    )
    game.submit("attacker", turn)
    assert game.done is ended
    if ended:
        assert game.episode.attacker_turns[0].signal is Signal.ATTACK_SUCCESSFUL
        assert game.episode.outcome is Outcome.UNCONVINCED  # it never named a value


def test_unknown_protocol_and_missing_pieces_are_clear_errors() -> None:
    with pytest.raises(UnknownNameError, match="protocol"):
        BenchmarkConfig(protocol="papers")
    with pytest.raises(ConfigError, match="--official"):
        evaluate("scripted:probing", protocol="paper", judge="exact", progress=False)


needs_official = pytest.mark.skipif(
    not OFFICIAL.exists(), reason="the authors' dataset is not beside the checkout"
)


@needs_official
def test_paper_protocol_refuses_another_split() -> None:
    with pytest.raises(ConfigError, match="eval split"):
        evaluate(
            "scripted:probing",
            protocol="paper",
            scenarios=load_official_dataset(OFFICIAL, "train")[:1],
            scenario_source=f"official:{OFFICIAL}#train",
            judge="openai:http://127.0.0.1:9/v1@j",
            progress=False,
        )


@needs_official
def test_paper_protocol_needs_an_llm_judge() -> None:
    scenarios = load_official_dataset(OFFICIAL, "eval")[:1]
    with pytest.raises(ConfigError, match="--judge"):
        evaluate(
            "scripted:probing",
            protocol="paper",
            scenarios=scenarios,
            scenario_source=f"official:{OFFICIAL}#eval",
            progress=False,
        )


@needs_official
def test_cli_paper_protocol_records_every_setting_and_sends_them(tmp_path: Path) -> None:
    with FakeOpenAIServer(responder=responder) as srv:
        url = srv.base_url
        out = tmp_path / "run"
        cmd = [
            sys.executable, "-m", "tomsb_env.cli", "bench", "--protocol", "paper",
            "--official", str(OFFICIAL), "--split", "eval", "--limit", "2", "--seeds", "0",
            "--episodes", "1", "--defender", f"openai:{url}@defender",
            "--attacker", f"openai:{url}@attacker#base", "--judge", f"openai:{url}@judge",
            "--out", str(out), "--paper", "--no-progress",
        ]  # fmt: skip
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        bodies = [r.body for r in srv.requests]
    config = json.loads((out / "config.json").read_text())
    assert config["protocol"] == "paper"
    settings = config["protocol_settings"]
    assert settings["signal_rule"].startswith("authors (every attacker field but the question")
    assert settings["scenarios"].startswith("official:")
    assert settings["judge"] == config["judge"] == f"paper:openai:{url}@judge"
    assert config["defender_kwargs"]["paper_prompts"] is True
    for side in ("defender_kwargs", "attacker_kwargs"):
        kw = config[side]  # API models ("defender", "attacker"): top_p 1.0, no Qwen settings
        assert (kw["temperature"], kw["top_p"], kw["max_tokens"]) == (0.7, 1.0, 20000)
        assert "extra_body" not in kw
    played = [b for b in bodies if b["model"] in ("attacker", "defender")]
    assert played and all(
        (b["temperature"], b["top_p"], b["max_tokens"]) == (0.7, 1.0, 20000) for b in played
    )
    # the defender's output is free, as the authors'; the attacker's follows their V4 schema
    assert all("response_format" not in b for b in played if b["model"] == "defender")
    attacker = [b["response_format"]["json_schema"]["schema"] for b in played if b["model"] == "attacker"]
    assert attacker and all(
        set(s["properties"]) == {"trust_score", "belief", "reflection", "signal", "prompt"}
        and "maxLength" not in json.dumps(s)
        for s in attacker
    )
    assert settings["structured_output"] == {
        "defender": "off", "attacker": "auto (the authors' schema)"
    }  # fmt: skip
    assert config["defender_kwargs"]["structured"] == "off"
    judged = [b for b in bodies if b["model"] == "judge"]
    assert judged  # the paper's LLM judges scored it, with the provider's temperature
    assert all("temperature" not in b and "top_p" not in b for b in judged)
    table = done.stdout
    assert "Avg Turns (paper)" in table
    assert "| paper: ADA (fooling + ToM) |" in table  # Table 1
    assert "| paper T5: " in table  # the appendix tables' rows for this attacker kind
    assert "Outcomes by how many levels the attacker knew" in table
    assert all(f"\n{k:>5} " in table for k in (1, 2))  # both scenarios are hard ones here
    # attacker success at its 3rd turn: ours counts 3 turns, the authors' count 2
    row = next(line for line in table.splitlines() if line.startswith("| `openai:"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[5].startswith("3.00") and cells[6].startswith("2.00"), row


@needs_official
def test_mislead_tom_cells_are_dashes_under_the_paper_judge(tmp_path: Path) -> None:
    with FakeOpenAIServer(responder=responder) as srv:
        url = srv.base_url
        result = evaluate(
            f"openai:{url}@defender",
            protocol="paper",
            scenarios=load_official_dataset(OFFICIAL, "eval")[:2],
            scenario_source=f"official:{OFFICIAL}#eval",
            attackers=[f"openai:{url}@attacker#base"],
            judge=f"openai:{url}@judge",
            defender_kwargs={"prompt": "mislead"},
            seeds=(0,),
            episodes_per_scenario=1,
            progress=False,
        )
    row = result.rows[0]
    assert row.tom_traj.mean is None and row.tom_step.mean is None
    line = next(ln for ln in result.table().splitlines() if ln.startswith("| `openai:"))
    assert [c.strip() for c in line.strip("|").split("|")][3:5] == ["-", "-"]
