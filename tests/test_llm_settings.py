"""LLM settings per side: from the command line and Python to the request body, into the
run's fingerprints, and clear errors for unknown names."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("aiohttp")

from tests.conftest import make_scenarios
from tests.llm_helpers import protocol_responder
from tomsb_env.agents.specs import make_defender
from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.plan import _resolve_judge
from tomsb_env.benchmark.protocol import rules
from tomsb_env.benchmark.specs import BackendPool
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError
from tomsb_env.llm.base import SamplingParams
from tomsb_env.llm.settings import LLMSettings
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.universe.schema import write_scenarios

NO_THINKING = {"chat_template_kwargs": {"enable_thinking": False}}


@pytest.fixture(scope="module")
def shared_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(responder=protocol_responder) as srv:
        yield srv


@pytest.fixture
def server(shared_server: FakeOpenAIServer) -> FakeOpenAIServer:
    shared_server.reset()
    return shared_server


def _bench(server: FakeOpenAIServer, tmp_path: Path, *extra: str) -> int:
    scen = write_scenarios(tmp_path / "s.jsonl", make_scenarios()[:2])
    url = server.base_url
    return main(
        [
            "bench",
            "--defender",
            f"openai:{url}@defender",
            "--attacker",
            f"openai:{url}@attacker#base",
            "--scenarios",
            str(scen),
            "--seeds",
            "0",
            "--episodes",
            "1",
            "--out",
            str(tmp_path / "run"),
            "--no-progress",
            *extra,
        ]
    )


def test_cli_settings_reach_each_sides_request_body(
    server: FakeOpenAIServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOMSB_TEST_KEY", "sk-from-env")
    code = _bench(
        server,
        tmp_path,
        "--temperature",
        "0.4",
        "--max-tokens",
        "77",
        "--api-key-env",
        "TOMSB_TEST_KEY",
        "--defender-temperature",
        "0.2",
        "--defender-extra-body",
        json.dumps(NO_THINKING),
    )
    assert code == 0
    by_model: dict[str, list] = {}
    for req in server.requests:
        by_model.setdefault(req.body["model"], []).append(req)
    assert set(by_model) == {"defender", "attacker"}
    for req in by_model["defender"]:
        assert req.body["temperature"] == 0.2 and req.body["max_tokens"] == 77
        assert req.body["chat_template_kwargs"] == {"enable_thinking": False}
    for req in by_model["attacker"]:
        assert req.body["temperature"] == 0.4 and req.body["max_tokens"] == 77
        assert "chat_template_kwargs" not in req.body
    assert all(r.headers["Authorization"] == "Bearer sk-from-env" for r in server.requests)
    config = (tmp_path / "run" / "config.json").read_text()
    assert "sk-from-env" not in config and "TOMSB_TEST_KEY" in config


def test_changed_settings_refuse_stored_results(
    server: FakeOpenAIServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _bench(server, tmp_path, "--defender-extra-body", json.dumps(NO_THINKING)) == 0
    capsys.readouterr()
    code = _bench(server, tmp_path, "--defender-extra-body", '{"top_k": 5}')
    err = capsys.readouterr().err
    assert code == 2
    assert "@defender (settings)" in err and "--overwrite" in err


def test_timeout_and_retries_change_the_fingerprint(server: FakeOpenAIServer) -> None:
    from tomsb_env.agents.specs import parse_agent_spec
    from tomsb_env.benchmark.specs import fingerprint

    spec = f"openai:{server.base_url}@defender"
    parsed = parse_agent_spec(spec, "defender")
    a = make_defender(spec)
    b = make_defender(spec, timeout_s=3.0, max_retries=1)
    assert (b.backend.policy.timeout_s, b.backend.policy.max_retries) == (3.0, 1)
    assert fingerprint(parsed, a)["settings"] != fingerprint(parsed, b)["settings"]


def test_python_kwargs_take_backend_settings_mixed_with_agent_ones(
    server: FakeOpenAIServer,
) -> None:
    res = evaluate(
        f"openai:{server.base_url}@defender",
        attackers=[f"openai:{server.base_url}@attacker#base"],
        scenarios=make_scenarios()[:1],
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
        defender_kwargs={"extra_body": NO_THINKING, "temperature": 0.1, "prompt": "mislead"},
    )
    assert res.config.defender_kwargs["extra_body"] == NO_THINKING
    bodies = [r.body for r in server.requests if r.body["model"] == "defender"]
    assert bodies and all(b["chat_template_kwargs"] == {"enable_thinking": False} for b in bodies)
    assert all(b["temperature"] == 0.1 for b in bodies)


def test_unknown_setting_lists_the_valid_ones(server: FakeOpenAIServer) -> None:
    with pytest.raises(ConfigError) as info:
        make_defender(f"openai:{server.base_url}@d", extra_bdy=NO_THINKING)
    text = str(info.value)
    assert "unknown setting 'extra_bdy'" in text and "did you mean 'extra_body'?" in text
    assert "'temperature'" in text and "'timeout_s'" in text and "'backend_options'" in text


def test_backend_options_still_work(server: FakeOpenAIServer) -> None:
    d = make_defender(f"openai:{server.base_url}@d", backend_options={"extra_body": NO_THINKING})
    assert d.backend.extra_body == NO_THINKING


def test_settings_that_the_backend_cannot_take_are_refused() -> None:
    with pytest.raises(ConfigError, match="extra_body applies to backends that send a request"):
        make_defender("hf:/nowhere", extra_body=NO_THINKING)


def test_api_key_env_must_be_set(server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TOMSB_NO_SUCH_KEY", raising=False)
    with pytest.raises(ConfigError, match=r"\$TOMSB_NO_SUCH_KEY, which is not set"):
        make_defender(f"openai:{server.base_url}@d", api_key_env="TOMSB_NO_SUCH_KEY")


def test_judge_settings(server: FakeOpenAIServer) -> None:
    judge, _ = _resolve_judge(
        f"openai:{server.base_url}@judge",
        BackendPool(),
        {"temperature": 0.3, "max_tokens": 99, "extra_body": NO_THINKING, "timeout_s": 7.0},
    )
    assert (judge.params.temperature, judge.params.max_tokens) == (0.3, 99)
    assert judge.backend.extra_body == NO_THINKING and judge.backend.policy.timeout_s == 7.0
    with pytest.raises(ConfigError, match="apply to an LLM judge spec"):
        _resolve_judge("exact", BackendPool(), {"temperature": 0.3})


def test_cli_settings_for_a_side_that_is_not_an_llm(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--attacker-temperature", "0.5", "--limit", "1"]) == 2
    assert "--attacker-temperature applies to an LLM attacker" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["bench", "--extra-body", "[1]"])
    assert "must be a JSON object" in capsys.readouterr().err


def test_settings_merge_per_side_over_shared() -> None:
    shared = LLMSettings(temperature=0.5, max_tokens=10)
    assert shared.merged(LLMSettings(temperature=0.0)).as_kwargs() == {
        "temperature": 0.0,
        "max_tokens": 10,
    }


@pytest.mark.skipif(importlib.util.find_spec("litellm") is None, reason="litellm not installed")
def test_litellm_against_a_local_server_needs_no_environment(
    server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_BASE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TOMSB_TEST_KEY", "sk-local")
    d = make_defender(
        "litellm:openai/defender",
        api_base=server.base_url,
        api_key_env="TOMSB_TEST_KEY",
        extra_body=NO_THINKING,
        max_retries=0,
    )

    async def go() -> None:
        await d.backend.chat([{"role": "user", "content": "hi"}], SamplingParams(max_tokens=5))

    asyncio.run(go())
    (req,) = server.requests
    assert req.body["chat_template_kwargs"] == {"enable_thinking": False}
    assert req.headers["Authorization"] == "Bearer sk-local"


def test_llm_agents_take_settings_and_a_backend_object_or_spec(server: FakeOpenAIServer) -> None:
    from tomsb_env.agents.attackers.llm import LLMAttacker

    spec = f"openai:{server.base_url}@attacker"
    settings = LLMSettings(temperature=0.2, max_reasks=0, timeout_s=4.0, extra_body=NO_THINKING)
    a = LLMAttacker(spec, "bluffing", settings=settings)
    assert (a.params.temperature, a.max_reasks) == (0.2, 0)
    assert a.backend.policy.timeout_s == 4.0 and a.backend.extra_body == NO_THINKING
    twin = a.clone()
    assert (twin.backend, twin.params, twin.max_reasks) == (a.backend, a.params, 0)
    # the same agent from the spec route, settings and backend options named explicitly
    b = make_defender(spec, temperature=0.2, backend_options={"max_concurrency": 3})
    assert b.params.temperature == 0.2 and b.backend.max_concurrency == 3
    with pytest.raises(ConfigError, match=r"unknown setting 'max_concurrency'.*backend_options"):
        make_defender(spec, max_concurrency=3)
    # a built backend cannot take backend settings: never a silently ignored timeout
    with pytest.raises(ConfigError, match=r"\['timeout_s'\] apply to a backend built from a spec"):
        LLMAttacker(a.backend, settings=LLMSettings(timeout_s=1.0))


def test_judge_settings_are_checked_by_name(server: FakeOpenAIServer) -> None:
    spec = f"openai:{server.base_url}@judge"
    with pytest.raises(ConfigError, match="top_p cannot be set for an LLM judge"):
        _resolve_judge(spec, BackendPool(), {"top_p": 0.5})
    with pytest.raises(ConfigError, match=r"max_reasks cannot be set for an LLM judge \(paper"):
        _resolve_judge(spec, BackendPool(), {"max_reasks": 2}, rules("paper"))
    with pytest.raises(ConfigError, match=r"unknown setting 'sed'.*did you mean 'seed'"):
        _resolve_judge(spec, BackendPool(), {"sed": 1})
    judge, _ = _resolve_judge(
        spec, BackendPool(), {"seed": 5, "backend_options": {"max_retries": 0}}
    )
    assert judge.params.seed == 5 and judge.backend.policy.max_retries == 0
