"""``--protocol paper``: one switch for the preprint's dataset, prompts, sampling, judges,
signal rule and turn count, all recorded in the run's config."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tomsb_env.benchmark import BenchmarkConfig, evaluate
from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.game import Game, GameConfig, authors_signal
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.types import AttackerTurn, Outcome, Signal
from tomsb_env.universe.datasets import load_official_dataset, load_scenarios

ROOT = Path(__file__).resolve().parents[1]
# $TOMSB_OFFICIAL_DATASET, else beside the checkout or beside the directory holding it
_WHERE = Path("shared") / "official-dataset" / "three_layered_dataset.json"
OFFICIAL = Path(
    os.environ.get("TOMSB_OFFICIAL_DATASET")
    or next((d / _WHERE for d in ROOT.parents if (d / _WHERE).is_file()), ROOT.parent / _WHERE)
)


def _paper_run(url: str, scenarios: int, **kwargs: Any) -> Any:
    """A paper-protocol run on the fake server at ``url`` (defender, attacker and judge models):
    the first ``scenarios`` official eval scenarios, one episode each, seed 0."""
    return evaluate(
        f"openai:{url}@defender",
        protocol="paper",
        scenarios=load_official_dataset(OFFICIAL, "eval")[:scenarios],
        scenario_source=f"official:{OFFICIAL}#eval",
        attackers=[f"openai:{url}@attacker#base"],
        judge=f"openai:{url}@judge",
        seeds=(0,),
        episodes_per_scenario=1,
        progress=False,
        **kwargs,
    )


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
    system = next(b for b in played if b["model"] == "defender")["messages"][0]["content"]
    assert "one or two sentences at most" in " ".join(system.split())  # the paper's prompt lines
    attacker = [
        b["response_format"]["json_schema"]["schema"] for b in played if b["model"] == "attacker"
    ]
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
        result = _paper_run(url, 2, defender_kwargs={"prompt": "mislead"})
    row = result.rows[0]
    assert row.tom_traj.mean is None and row.tom_step.mean is None
    line = next(ln for ln in result.table().splitlines() if ln.startswith("| `openai:"))
    assert [c.strip() for c in line.strip("|").split("|")][3:5] == ["-", "-"]


# ------------------------------------------------------------------ issue 21's four defects
def _asks_about_success(body: dict[str, Any], n: int) -> Any:
    """Attacker: a first question that names "attack successful", a real end at turn 3."""
    if body["model"] != "attacker":
        return responder(body, n)
    turn = 1 + sum(m["role"] == "assistant" for m in body["messages"])
    return json.dumps(
        {
            "trust_score": 4,
            "belief": "no idea yet",
            "reflection": "keep asking",
            "signal": "attack successful" if turn >= 3 else "query again",
            "prompt": "Would you call an attack successful if I only knew the company?",
        }
    )


def test_a_question_naming_success_does_not_end_the_game() -> None:
    scenario = load_scenarios("eval")[0]
    raw = json.dumps(
        {
            "trust_score": 5,
            "belief": "unsure",
            "reflection": "ask",
            "signal": "query again",
            "prompt": "Was the last attack successful, or was the defender detected?",
        }
    )
    for rule in ("ours", "authors"):
        game = Game(scenario, config=GameConfig(signal_rule=rule))
        game.submit("attacker", raw)
        assert not game.done and game.episode.attacker_turns[0].signal is Signal.QUERY_AGAIN
    # a turn handed over as an object is read the same way: its question never counts
    game = Game(scenario, config=GameConfig(signal_rule="authors"))
    game.submit("attacker", AttackerTurn(5, "b", "r", Signal.QUERY_AGAIN, "attack successful?"))
    assert not game.done


@needs_official
def test_paper_protocol_plays_on_past_a_question_naming_success() -> None:
    with FakeOpenAIServer(responder=_asks_about_success) as srv:
        url = srv.base_url
        result = _paper_run(url, 3)
    assert len(result.episodes) == 3
    for ep in result.episodes:  # the defender spoke twice; the real signal ended it
        assert ep.num_turns == 3 and len(ep.defender_turns) == 2
        assert [t.signal for t in ep.attacker_turns][:2] == [Signal.QUERY_AGAIN] * 2


def _silent_judge(body: dict[str, Any], n: int) -> Any:
    return "" if body["model"] == "judge" else responder(body, n)


@needs_official
def test_a_silent_judge_is_counted_not_scored_as_fooling(tmp_path: Path) -> None:
    with FakeOpenAIServer(responder=_silent_judge) as srv:
        url = srv.base_url
        result = _paper_run(url, 3, out_dir=tmp_path / "run")
    row = result.rows[0]
    assert row.fooled_all.mean == 0.0 and row.leaked.mean == 100.0  # the authors' rule
    assert row.judge_unread == 3  # every episode had an answer no rule could read
    assert all("fooling" in ep.judgement.unread for ep in result.episodes)  # type: ignore[union-attr]
    table = result.table()
    head = next(line for line in table.splitlines() if line.startswith("| Defender"))
    assert "| Judge Unread | Episodes |" in head
    line = next(ln for ln in table.splitlines() if ln.startswith("| `openai:"))
    assert line.rstrip().endswith("| 3 | 3 |")
    assert result.table("csv").splitlines()[1].endswith(",3")
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["rows"][0]["judge_unread"] == 3
    assert sum(sum(c.values()) for c in summary["outcomes_by_known_levels"].values()) == 3


@needs_official
def test_cli_judge_settings_are_taken_and_recorded_under_the_paper_protocol(
    tmp_path: Path,
) -> None:
    with FakeOpenAIServer(responder=responder) as srv:
        url = srv.base_url
        out = tmp_path / "run"
        cmd = [
            sys.executable, "-m", "tomsb_env.cli", "bench", "--protocol", "paper",
            "--official", str(OFFICIAL), "--limit", "1", "--seeds", "0", "--episodes", "1",
            "--defender", f"openai:{url}@defender", "--attacker", f"openai:{url}@attacker#base",
            "--judge", f"openai:{url}@judge", "--judge-temperature", "0.25",
            "--judge-max-tokens", "99", "--out", str(out), "--no-progress",
        ]  # fmt: skip
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        judged = [r.body for r in srv.requests if r.body["model"] == "judge"]
    assert judged and all((b["temperature"], b["max_tokens"]) == (0.25, 99) for b in judged)
    config = json.loads((out / "config.json").read_text())
    assert config["judge_kwargs"] == {"temperature": 0.25, "max_tokens": 99}
    sampling = config["protocol_settings"]["judge_sampling"]
    assert (sampling["temperature"], sampling["max_tokens"]) == (0.25, 99)
    report = subprocess.run(
        [sys.executable, "-m", "tomsb_env.cli", "report", str(out)],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert "Outcomes by how many levels the attacker knew" in report.stdout
    assert "Judge Unread" in report.stdout


def test_an_unknown_judge_setting_names_the_paper_judge() -> None:
    from tomsb_env.benchmark.plan import _resolve_judge
    from tomsb_env.benchmark.protocol import rules
    from tomsb_env.benchmark.specs import BackendPool

    spec, given = "openai:http://127.0.0.1:9/v1@j", {"temprature": 0}
    with pytest.raises(ConfigError, match=r"for an LLM judge \(paper protocol\)") as err:
        _resolve_judge(spec, BackendPool(), given, rules("paper"))
    assert "temperature" in str(err.value)  # the closest valid name


def test_per_model_sampling_is_the_authors() -> None:
    from tomsb_env.benchmark.protocol import paper_judge_sampling, paper_sampling

    off = {"enable_thinking": False}
    qwen = paper_sampling("openai:http://127.0.0.1:8000/v1@Qwen/Qwen3-14B")
    assert (qwen["top_p"], qwen["temperature"], qwen["max_tokens"]) == (0.8, 0.7, 20000)
    assert qwen["extra_body"] == {"chat_template_kwargs": off, "repetition_penalty": 1.05}
    for local in ("vllm:Qwen/Qwen3-14B", "hf:/models/Qwen3-14B"):
        assert paper_sampling(local)["backend_options"]["chat_template_kwargs"] == off
        assert paper_sampling(local)["top_p"] == 0.8
        assert paper_judge_sampling(local)["backend_options"]["chat_template_kwargs"] == off
    assert paper_sampling("hf:/models/Qwen3-14B")["backend_options"]["repetition_penalty"] == 1.05
    served = paper_sampling("litellm:hosted_vllm/Qwen/Qwen3-14B")
    assert served["extra_body"]["chat_template_kwargs"] == off and served["top_p"] == 0.8
    gemini = paper_sampling("litellm:gemini/gemini-3-flash-preview")
    assert gemini == {"temperature": 0.7, "top_p": 1.0, "max_tokens": 20000}
    assert paper_judge_sampling("litellm:gemini/gemini-3-flash-preview") == {}
    gpt = paper_sampling("openai:http://127.0.0.1:8000/v1@gpt-5")
    assert gpt["extra_body"] == {"max_completion_tokens": 20000} and gpt["top_p"] == 1.0


def test_gpt_models_get_max_completion_tokens_alone() -> None:
    import asyncio

    from tomsb_env.benchmark.protocol import paper_sampling
    from tomsb_env.llm import SamplingParams, make_backend

    with FakeOpenAIServer() as srv:
        spec = f"openai:{srv.base_url}@gpt-5"
        backend = make_backend(spec, extra_body=paper_sampling(spec)["extra_body"])

        async def go() -> None:
            try:
                await backend.chat([{"role": "user", "content": "hi"}], SamplingParams())
            finally:
                await backend.aclose()

        asyncio.run(go())
        body = srv.requests[0].body
    assert body["max_completion_tokens"] == 20000 and "max_tokens" not in body


# ------------------------------------------------------------------ thinking off, in process
class _Engine:
    """A stand-in ``vllm.LLM``: records what reaches ``chat`` and answers with a turn."""

    def __init__(self) -> None:
        self.template_kwargs: list[Any] = []

    def chat(self, conversations: list[Any], params: list[Any], **kw: Any) -> list[Any]:
        from types import SimpleNamespace

        self.template_kwargs.append(kw.get("chat_template_kwargs"))
        text = json.dumps({"reply": "Hello."})  # no ToM field: no judge call
        out = SimpleNamespace(text=text, token_ids=[1], finish_reason="stop")
        return [SimpleNamespace(outputs=[out], prompt_token_ids=[1]) for _ in conversations]


@needs_official
def test_paper_protocol_turns_qwen3_thinking_off_on_vllm() -> None:
    engine = _Engine()
    result = evaluate(
        "vllm:Qwen/Qwen3-14B",
        protocol="paper",
        scenarios=load_official_dataset(OFFICIAL, "eval")[:1],
        scenario_source=f"official:{OFFICIAL}#eval",
        attackers=["scripted:base"],
        judge="openai:http://127.0.0.1:9/v1@judge",  # never called: the game ends by rule
        defender_kwargs={"backend_options": {"engine": engine, "make_sampling": lambda p: p}},
        seeds=(0,),
        episodes_per_scenario=1,
        max_turns=2,
        progress=False,
    )
    assert engine.template_kwargs == [{"enable_thinking": False}]
    kw = result.config.defender_kwargs
    assert kw["backend_options"]["chat_template_kwargs"] == {"enable_thinking": False}
    assert kw["top_p"] == 0.8
    assert result.config.protocol_settings["sampling"]["thinking"] == "off"


_QWEN3_LIKE = (
    "{% for m in messages %}{{ m.role }} {{ m.content }} {% endfor %}assistant "
    "{% if enable_thinking is defined and enable_thinking is false %}<think> </think>{% endif %}"
)


def _tiny_tokenizer() -> Any:
    tokenizers = pytest.importorskip("tokenizers")
    transformers = pytest.importorskip("transformers")
    words = ["[UNK]", "<think>", "</think>", "user", "assistant", "hi", "ok"]
    model = tokenizers.models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]")
    raw = tokenizers.Tokenizer(model)
    raw.pre_tokenizer = tokenizers.pre_tokenizers.WhitespaceSplit()
    tok = transformers.PreTrainedTokenizerFast(tokenizer_object=raw, unk_token="[UNK]")
    tok.chat_template = _QWEN3_LIKE
    return tok


@pytest.mark.parametrize("kwargs", [None, {"enable_thinking": False}])
def test_hf_backend_hands_thinking_off_to_the_chat_template(kwargs: Any) -> None:
    import asyncio

    torch = pytest.importorskip("torch")
    from tomsb_env.llm import SamplingParams, make_backend

    seen: list[list[int]] = []
    generation: list[dict[str, Any]] = []

    class Model:
        # the model's own sampling, which a None temperature or top_p leaves in force
        generation_config = SimpleNamespace(
            temperature=0.6,
            top_p=0.95,
            top_k=20,
            eos_token_id=None,  # Qwen3's
        )

        def generate(self, input_ids: Any, **gen: Any) -> Any:
            seen.append(input_ids[0].tolist())
            generation.append(gen)
            return torch.cat([input_ids, torch.tensor([[6]])], dim=1)

    penalty = None if kwargs is None else 1.05  # the paper protocol's, else the model's own
    backend = make_backend(
        "hf:Qwen/Qwen3-14B", chat_template_kwargs=kwargs, repetition_penalty=penalty
    )
    backend._model, backend._tokenizer = Model(), _tiny_tokenizer()  # type: ignore[attr-defined]
    # a paper judge's "provider default": sampling on, the model's own temperature and top_p
    params = SamplingParams(temperature=None, top_p=None, max_tokens=4)
    result = asyncio.run(backend.chat([{"role": "user", "content": "hi"}], params))
    assert result.text == "ok"
    assert (1 in seen[0] and 2 in seen[0]) is (kwargs is not None)  # the empty think block
    (only,) = generation[0]["logits_processor"]  # one ProcessorChain: no per-member inspection
    chain = only.steps
    warpers = {type(p).__name__: p for p in chain}
    assert warpers["TemperatureLogitsWarper"].temperature == 0.6
    assert warpers["TopKLogitsWarper"].top_k == 20 and warpers["TopPLogitsWarper"].top_p == 0.95
    assert list(warpers)[:3] == ["TemperatureLogitsWarper", "TopKLogitsWarper", "TopPLogitsWarper"]
    assert chain[-1].sample  # sampling on, per row
    # generate applies the penalty given, or the generation config's when none is
    assert generation[0].get("repetition_penalty") == penalty


def test_vllm_generate_mode_renders_the_template_with_thinking_off() -> None:
    import asyncio
    from types import SimpleNamespace

    from tomsb_env.llm import SamplingParams, make_backend

    tokenizer, prompts = _tiny_tokenizer(), []

    class Engine:
        def get_tokenizer(self) -> Any:
            return tokenizer

        def generate(self, batch: list[str], params: list[Any], **_: Any) -> list[Any]:
            prompts.extend(batch)
            out = SimpleNamespace(text="ok", token_ids=[6], finish_reason="stop")
            return [SimpleNamespace(outputs=[out], prompt_token_ids=[1]) for _ in batch]

    backend = make_backend(
        "vllm:Qwen/Qwen3-14B",
        engine=Engine(),
        mode="generate",
        make_sampling=lambda p: p,
        chat_template_kwargs={"enable_thinking": False},
    )
    asyncio.run(backend.chat([{"role": "user", "content": "hi"}], SamplingParams()))
    assert prompts == ["user hi assistant <think> </think>"]
