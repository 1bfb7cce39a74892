"""tomsb_env.rollout against a stand-in engine with vllm.LLM.generate's interface."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any, ClassVar

import numpy as np
import pytest

import tomsb_env.rollout as vd
from tests.fake_vllm import CompletionOutput, Logprob, RequestOutput
from tests.training_helpers import (
    EXAMPLES,
    CharTokenizer,
    CountdownAttacker,
    load_example,
    tiny_scenarios,
)
from tomsb_env.errors import BackendError, ConfigError, MissingExtraError
from tomsb_env.game import GameConfig
from tomsb_env.types import AttackerTurn, AttackerView

TOK = CharTokenizer()
END = 2  # CharTokenizer's id for <|im_end|>
# "knew nothing", committed at every level (a level left out would be "?": no credit)
GOOD = (
    '{"reply": "She works in Blue.", '
    '"attacker_prior_estimate": {"company": null, "division": null, "team": null}}'
)


Script = Callable[
    [int, int, list[int]], tuple[str, str]
]  # (call, row, prompt ids) -> (text, finish)


class FakeLLM:
    """Follows ``vllm.LLM.generate(prompts, sampling_params, use_tqdm=...)``."""

    def __init__(self, script: Script | None = None) -> None:
        self.script = script or (lambda call, row, ids: (GOOD, "stop"))
        self.calls: list[list[list[int]]] = []
        self.returned: list[list[CompletionOutput]] = []
        self.sampling: list[Any] = []

    def generate(
        self, prompts: Sequence[Any], sampling_params: Any = None, use_tqdm: bool = True
    ) -> list[RequestOutput]:
        call = len(self.calls)
        ids = [list(p["prompt_token_ids"]) for p in prompts]
        self.calls.append(ids)
        self.sampling.append(sampling_params)
        outs, done = [], []
        for row, prompt in enumerate(ids):
            text, finish = self.script(call, row, prompt)
            toks = TOK.encode(text) + ([END] if finish == "stop" else [])
            lps = [{t: Logprob(-(k + 1) / 100, rank=1)} for k, t in enumerate(toks)]
            comp = CompletionOutput(
                0,
                text,
                toks,
                sum(lp[t].logprob for lp, t in zip(lps, toks, strict=True)),
                lps,
                finish,
            )
            done.append(comp)
            outs.append(RequestOutput(f"req-{call}-{row}", None, prompt, [comp]))
        self.returned.append(done)
        return outs


def policy(engine: Any, **kw: Any) -> Any:
    return vd.DefenderPolicy(engine, TOK, max_new_tokens=64, **kw)


def play(
    engine: Any,
    *,
    groups: int = 3,
    g: int = 2,
    turns: int | None = None,
    max_turns: int = 6,
    seeds: Sequence[int] | None = None,
) -> tuple[Any, list[Any]]:
    pol = policy(engine)
    trajs = pol.rollout(
        tiny_scenarios()[:groups],
        lambda: CountdownAttacker(turns),
        group_size=g,
        seeds=list(range(groups)) if seeds is None else list(seeds),
        config=GameConfig(max_turns=max_turns),
    )
    return pol, trajs


def test_one_engine_call_per_turn_with_every_live_game() -> None:
    engine = FakeLLM()
    pol, trajs = play(engine, seeds=[1, 2, 3])
    # a group shares its attacker seed, so its games last equally long
    lengths = [len(t.turns) for t in trajs]
    for grp in range(3):
        assert len({n for t, n in zip(trajs, lengths, strict=True) if t.group == grp}) == 1
    expected = [sum(n > k for n in lengths) for k in range(max(lengths))]
    assert [len(c) for c in engine.calls] == expected == pol.batch_sizes
    assert len(set(lengths)) > 1, "seeds 1-3 should give games of different lengths"
    for t, n in zip(
        trajs, lengths, strict=True
    ):  # a game answered once per attacker turn but the last
        assert t.episode.done and len(t.episode.attacker_turns) == n + 1
        tom = not t.episode.scenario.known_levels  # the canned estimate says "knew nothing"
        assert t.episode.outcome.value == "fooled" and t.reward == 1.0 + tom == t.episode.reward


def test_finished_games_drop_out_of_the_batch() -> None:
    engine = FakeLLM()
    _, trajs = play(engine)
    for k, call in enumerate(engine.calls):
        live = [t for t in trajs if len(t.turns) > k]
        assert call == [t.turns[k].prompt_ids for t in live]


def test_ids_and_logprobs_come_from_the_engine_and_prompts_extend() -> None:
    engine = FakeLLM()
    _, trajs = play(engine, groups=1, g=1, turns=4)
    (t,) = trajs
    assert len(t.turns) == 3
    for k, turn in enumerate(t.turns):
        comp = engine.returned[k][0]
        assert turn.completion_ids == comp.token_ids
        assert turn.logprobs == [
            d[i].logprob for d, i in zip(comp.logprobs, comp.token_ids, strict=True)
        ]
        assert turn.finish_reason == "stop" and turn.text == GOOD
    for a, b in zip(t.turns, t.turns[1:], strict=False):
        assert (
            b.prompt_ids[: len(a.prompt_ids) + len(a.completion_ids)]
            == a.prompt_ids + a.completion_ids
        )
        tail = TOK.decode(b.prompt_ids[len(a.prompt_ids) + len(a.completion_ids) :])
        assert tail.startswith("\n<|im_start|>user\nMessage from the attacker:") and tail.endswith(
            "<|im_start|>assistant\n"
        )
    ids, mask, logps = t.sequence()
    assert ids == t.turns[-1].prompt_ids + t.turns[-1].completion_ids
    assert sum(mask) == sum(len(s.completion_ids) for s in t.turns)
    picked = [i for i, m in zip(ids, mask, strict=True) if m]
    assert picked == [i for s in t.turns for i in s.completion_ids]
    assert [lp for lp, m in zip(logps, mask, strict=True) if m] == [
        v for s in t.turns for v in s.logprobs
    ]


def test_first_prompt_holds_brief_and_later_ones_only_new_messages() -> None:
    engine = FakeLLM()
    _, (t,) = play(engine, groups=1, g=1, turns=3)
    first = TOK.decode(t.turns[0].prompt_ids)
    messages = t.session.messages
    # the benchmark LLM defender's system prompt and first user message, framed as ChatML
    assert first == vd.ChatTemplate().first(messages[0]["content"], messages[1]["content"])
    assert first.startswith("<|im_start|>system\nASSIGNMENT: double agent")
    assert '"Red"' in first and "<<<ATTACKER\nWhich team is Dana in? (1)\nATTACKER>>>" in first
    tail = TOK.decode(t.turns[1].prompt_ids[len(t.turns[0].prompt_ids) :])
    assert "GROUND TRUTH" not in tail and "(2)" in tail and messages[3]["content"] in tail


def test_think_block_is_stripped_before_the_game_but_kept_for_training() -> None:
    text = "<think>plan: name a wrong team, never Red</think>\n" + GOOD
    engine = FakeLLM(lambda call, row, ids: (text, "stop"))
    _, (t,) = play(engine, groups=1, g=1, turns=2)
    dturn = t.episode.defender_turns[0]
    assert dturn.reply == "She works in Blue." and dturn.format_error is None
    assert "<think>" not in (dturn.raw or "")
    assert all("plan:" not in m.text for m in t.game.attacker_view().transcript)
    assert t.turns[0].text == text and TOK.decode(t.turns[0].completion_ids) == text + "<|im_end|>"


def test_cut_off_output_is_a_format_failure_and_the_turn_is_closed() -> None:
    def script(call: int, row: int, ids: list[int]) -> tuple[str, str]:
        return ("<think>this reasoning never ends", "length") if call == 0 else (GOOD, "stop")

    engine = FakeLLM(script)
    _, (t,) = play(engine, groups=1, g=1, turns=3)
    first = t.episode.defender_turns[0]
    assert first.reply == "" and first.format_error
    a, b = t.turns[0], t.turns[1]
    assert a.finish_reason == "length" and a.completion_ids[-1] != END
    tail = TOK.decode(b.prompt_ids[len(a.prompt_ids) + len(a.completion_ids) :])
    assert tail.startswith("<|im_end|>\n<|im_start|>user\nMessage from the attacker:")


def test_sampling_params_ask_for_logprobs_and_stop_on_turn_end() -> None:
    engine = FakeLLM()
    play(engine, groups=1, g=1, turns=2)
    sp = engine.sampling[0]
    assert (
        sp.n == 1 and sp.logprobs == 0 and list(sp.stop_token_ids) == [END] and sp.max_tokens == 64
    )


class AsyncCountdown(CountdownAttacker):
    """The same attacker behind ``aact`` (how LLM attackers plug in)."""

    def __init__(self) -> None:
        super().__init__(2)
        self.calls = 0

    async def aact(self, view: AttackerView) -> AttackerTurn:
        self.calls += 1
        return CountdownAttacker.act(self, view)


def test_async_attackers_are_awaited() -> None:
    engine = FakeLLM()
    made: list[AsyncCountdown] = []

    def factory() -> AsyncCountdown:
        made.append(AsyncCountdown())
        return made[-1]

    trajs = policy(engine).rollout(tiny_scenarios()[:2], factory, group_size=2, seeds=[0, 1])
    assert len(made) == 4 and all(a.calls == 2 for a in made)
    assert all(t.episode.outcome.value == "fooled" for t in trajs)


def test_one_seed_per_scenario_is_required() -> None:
    with pytest.raises(ConfigError, match="one attacker seed per scenario"):
        policy(FakeLLM()).rollout(tiny_scenarios()[:2], CountdownAttacker, group_size=1, seeds=[0])


# --------------------------------------------------------------- vllm serve
class _Handler(BaseHTTPRequestHandler):
    requests: ClassVar[list[dict[str, Any]]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, **body})
        if body["model"] == "broken":
            self.send_response(500)
            self.end_headers()
            return
        choices = []
        for i, _prompt in reversed(list(enumerate(body["prompt"]))):  # out of order on purpose
            toks = [7 + i, 8, END]
            choices.append({"index": i, "text": f"out{i}", "finish_reason": "stop",
                            "logprobs": {"tokens": [f"token_id:{t}" for t in toks],
                                         "token_logprobs": [-0.5, None, -0.25]}})  # fmt: skip
        payload = json.dumps({"choices": choices}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Any:
    _Handler.requests = []
    srv = HTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}/v1"
    srv.shutdown()
    srv.server_close()


def test_server_engine_sends_one_batched_request_of_token_ids(server: str) -> None:
    engine = vd.OpenAIServerEngine(server, "m")
    sp = vd.sampling_params(
        n=1, temperature=0.5, top_p=1.0, max_tokens=9, logprobs=0, stop_token_ids=[END]
    )
    outs = engine.generate([{"prompt_token_ids": [1, 2, 3]}, {"prompt_token_ids": [4]}], sp)
    (req,) = _Handler.requests
    assert req["path"] == "/v1/completions" and req["prompt"] == [[1, 2, 3], [4]]
    assert (
        req["return_tokens_as_token_ids"] is True
        and req["max_tokens"] == 9
        and req["stop_token_ids"] == [END]
    )
    assert [o.prompt_token_ids for o in outs] == [[1, 2, 3], [4]]
    assert [o.outputs[0].text for o in outs] == ["out0", "out1"]
    assert outs[1].outputs[0].token_ids == [8, 8, END]
    lps = [
        d[t].logprob
        for d, t in zip(outs[0].outputs[0].logprobs, outs[0].outputs[0].token_ids, strict=True)
    ]
    assert lps[0] == -0.5 and np.isnan(lps[1]) and lps[2] == -0.25


def test_server_engine_drives_a_rollout(server: str) -> None:
    engine = vd.OpenAIServerEngine(server, "m")
    trajs = policy(engine).rollout(
        tiny_scenarios()[:1], lambda: CountdownAttacker(2), group_size=3, seeds=[0]
    )
    assert len(_Handler.requests) == 1 and len(_Handler.requests[0]["prompt"]) == 3
    assert [t.turns[0].completion_ids for t in trajs] == [[7, 8, END], [8, 8, END], [9, 8, END]]


def test_server_errors_are_backend_errors(server: str) -> None:
    engine = vd.OpenAIServerEngine(server, "broken", max_retries=0)
    with pytest.raises(BackendError, match="failed"):
        engine.generate(
            [{"prompt_token_ids": [1]}],
            vd.sampling_params(
                n=1, temperature=1.0, top_p=1.0, max_tokens=4, logprobs=0, stop_token_ids=[END]
            ),
        )


# ----------------------------------------------------------------- imports
@pytest.mark.parametrize("importer", ["package", "example"])
def test_module_imports_neither_vllm_nor_torch(importer: str) -> None:
    example = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('vd', {str(EXAMPLES / 'vllm_defender.py')!r})\n"
        "m = importlib.util.module_from_spec(spec); sys.modules['vd'] = m; spec.loader.exec_module(m)\n"
    )
    code = (example if importer == "example" else "import sys, tomsb_env.rollout\n") + (
        "print(sorted(k for k in ('vllm', 'torch', 'transformers') if k in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vllm is installed")
def test_missing_vllm_names_the_extra() -> None:
    with pytest.raises(MissingExtraError, match=r"tomsb-env\[vllm\]"):
        vd.load_vllm("Qwen/Qwen3-14B")


def test_the_example_uses_the_packages_rollout_code() -> None:
    example = load_example("vllm_defender")
    for name in ("DefenderPolicy", "ChatTemplate", "Trajectory", "TransformersEngine"):
        assert getattr(example, name) is getattr(vd, name)


def test_the_policy_plays_under_a_prompt_file(tmp_path: Any) -> None:
    path = tmp_path / "p.txt"
    path.write_text("Be a double agent. $context $levels $example", encoding="utf-8")
    engine = FakeLLM()
    pol = policy(engine, prompt=str(path))
    (t,) = pol.rollout(tiny_scenarios()[:1], lambda: CountdownAttacker(2), group_size=1, seeds=[0])
    assert TOK.decode(t.turns[0].prompt_ids).startswith("<|im_start|>system\nBe a double agent.")
    assert t.episode.meta.prompts == {"defender.file:p.txt": pol.prompt.sha}
