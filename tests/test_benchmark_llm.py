"""The runner with LLM agents on both sides, against the fake OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("aiohttp")

from tests.conftest import make_scenarios
from tests.llm_helpers import protocol_responder as responder
from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.plan import _resolve_judge
from tomsb_env.benchmark.specs import BackendPool
from tomsb_env.cli import main
from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply


@pytest.fixture(scope="module")
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(latency_s=0.005, responder=responder, record=False) as srv:
        yield srv


def test_llm_agents_on_both_sides(server: FakeOpenAIServer, tmp_path: Path) -> None:
    url = server.base_url
    res = evaluate(
        f"openai:{url}@defender",
        attackers=[f"openai:{url}@attacker"],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=1,
        concurrency=8,
        out_dir=tmp_path,
        progress=False,
        defender_kwargs={"prompt": "mislead"},
    )
    assert res.config.attackers == tuple(
        f"openai:{url}@attacker#{k}"
        for k in ("base", "cross_examiner", "deception_aware", "bluffing")
    )
    assert res.config.defender == f"openai:{url}@defender#mislead"
    assert len(res.records) == 6 * 4
    # the fake attacker declares success believing nothing ("no idea yet"): not a fooled
    # attacker but an unconvinced one (it holds no value at a level it did not know)
    assert {r["outcome"] for r in res.records} == {"unconvinced"}
    meta = res.records[0]["meta"]
    assert meta["usage"]["attacker_calls"] == 3 and meta["usage"]["defender_calls"] == 2
    assert any(name.startswith("attacker.") for name in meta["prompts"])
    assert any(name.startswith("defender.mislead") for name in meta["prompts"])
    assert server.max_in_flight <= 8


def test_backend_failures_become_error_episodes(server: FakeOpenAIServer) -> None:
    url = server.base_url
    res = evaluate(
        f"openai:{url}@broken",
        attackers=[f"openai:{url}@attacker#base"],
        scenarios=make_scenarios(),
        seeds=(0,),
        episodes_per_scenario=1,
        concurrency=4,
        progress=False,
        defender_kwargs={"backend_options": {"max_retries": 0}},
    )
    assert len(res.records) == 6
    assert all(r["outcome"] == "error" and "500" in r["meta"]["error"] for r in res.records)
    assert all(r["num_turns"] == 1 for r in res.records)  # the attacker's opening turn is kept


def test_a_token_in_a_server_error_body_is_not_stored(tmp_path: Path) -> None:
    token = "sk-live-0123456789abcdefABCDEF"
    with FakeOpenAIServer(responder=lambda body, n: Reply.error(500, f"bad key {token}")) as srv:
        evaluate(
            f"openai:{srv.base_url}@defender",
            ["scripted:base"],
            scenarios=make_scenarios()[:1],
            seeds=(0,),
            episodes_per_scenario=1,
            out_dir=tmp_path,
            progress=False,
            defender_kwargs={"backend_options": {"max_retries": 0}},
        )
    stored = (tmp_path / "episodes.jsonl").read_text()
    assert "HTTP 500" in stored and "[redacted]" in stored and token not in stored


def test_cli_runs_llm_attackers_of_one_kind(
    server: FakeOpenAIServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tomsb_env.universe.schema import write_scenarios

    scen = write_scenarios(tmp_path / "s.jsonl", make_scenarios())
    url = server.base_url
    code = main(
        [
            "bench",
            "--defender",
            f"openai:{url}@defender",
            "--defender-prompt",
            "tom",
            "--attacker",
            f"openai:{url}@attacker",
            "--attacker-kind",
            "bluffing",
            "--scenarios",
            str(scen),
            "--seeds",
            "0",
            "--episodes",
            "1",
            "--concurrency",
            "4",
            "--out",
            str(tmp_path / "r"),
            "--no-progress",
            "--paper",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("### Attacker:") == 1 and "@attacker#bluffing" in out
    assert "paper: Base prompt (Gemini3-Pro) | 20.8 |" in out


def test_llm_judge_specs_resolve_without_calls(server: FakeOpenAIServer) -> None:
    judge, name = _resolve_judge(f"openai:{server.base_url}@judge", BackendPool())
    assert hasattr(judge, "ajudge") and name.endswith("@judge")


@pytest.mark.parametrize("in_process", [False, True])
def test_protocol_benchmark_script_runs_and_reports(in_process: bool) -> None:
    import subprocess
    import sys

    script = Path(__file__).parents[1] / "benchmarks" / "perf" / "bench_protocol_llm.py"
    out = subprocess.run(
        [
            sys.executable,
            str(script),
            "--limit",
            "3",
            "--concurrency",
            "8",
            "--latency-ms",
            "5",
            *(["--in-process"] if in_process else []),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    assert "episodes: 24 (0 errors)" in out  # 3 scenarios x 2 episodes x 4 attacker kinds
    assert "measured" in out and "ideal" in out and "ratio" in out
    assert "hypervisor steal" in out or "steal: unknown" in out
    assert ("fake server (own process)" in out) != in_process
    assert ("answered in-process" in out) == in_process
