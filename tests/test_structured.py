"""Structured output: the constraint schemas, llguidance enforcement (no model needed),
and each backend's native form (fake server, stand-in vLLM engine)."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import sys
import time
import types
from typing import Any

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from tests.llm_helpers import byte_tokenizer
from tomsb_env.agents.turn_schemas import (
    DEFENDER_FIELDS,
    attacker_turn_schema,
    defender_turn_schema,
)
from tomsb_env.errors import ConfigError
from tomsb_env.llm import SamplingParams, make_backend
from tomsb_env.llm.decoding import check_structured, response_format
from tomsb_env.parsing import parse_attacker_turn, parse_defender_turn
from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply
from tomsb_env.types import Signal

LEVELS = ("company", "division", "team")
HAS_LLG = importlib.util.find_spec("llguidance") is not None
needs_llg = pytest.mark.skipif(not HAS_LLG, reason="llguidance is not installed")

VALID_ATTACKER = {
    "trust_score": 4,
    "belief": "Orbisoft, maybe Cloud Weave.",
    "belief_state": {"company": "Orbisoft", "division": None, "team": None},
    "reflection": "Ask about the team next.",
    "signal": "query again",
    "prompt": "Which team does Marcus lead?",
}
VALID_DEFENDER = {
    "attacker_belief_about_target": "They know the company.",
    "attacker_trust_in_us": "4, they keep asking politely",
    "attacker_prior_estimate": {"company": "Orbisoft", "division": None, "team": None},
    "attacker_belief_estimate": {"company": "Orbisoft", "division": None, "team": None},
    "reflection": "Plant Cloud Weave.",
    "reply": "He is in Cloud Weave.",
}


# ------------------------------------------------------------------ schema shape
def test_constraint_schemas_have_no_alias_no_anyof_and_require_everything() -> None:
    for schema in (attacker_turn_schema(LEVELS), defender_turn_schema(LEVELS)):
        assert "anyOf" not in schema and "oneOf" not in schema
        assert schema["required"] == list(schema["properties"])
        assert schema["additionalProperties"] is False
        for name, prop in schema["properties"].items():
            if prop.get("type") == "string":
                assert prop["maxLength"] > 0, name
    att = attacker_turn_schema(LEVELS)
    assert "message" not in att["properties"] and "prompt" in att["properties"]
    assert att["properties"]["belief_state"]["required"] == list(LEVELS)
    assert att["properties"]["signal"]["enum"] == [s.value for s in Signal]


def test_defender_field_subsets_keep_order_and_always_have_reply() -> None:
    paper = defender_turn_schema(LEVELS, fields=("reflection", "attacker_trust_in_us"))
    assert paper["required"] == ["attacker_trust_in_us", "reflection", "reply"]
    assert defender_turn_schema(LEVELS, fields=())["required"] == ["reply"]
    with pytest.raises(ConfigError, match="attacker_belief_estimate"):
        defender_turn_schema(LEVELS, fields=("attacker_belief_estimat",))


def test_bad_settings_are_named() -> None:
    with pytest.raises(ConfigError, match="'auto', 'on', 'off'"):
        check_structured("yes")
    with pytest.raises(ConfigError, match="levels"):
        attacker_turn_schema([])
    with pytest.raises(ConfigError, match="field_chars"):
        attacker_turn_schema(LEVELS, field_chars=3)


def test_response_format_is_openai_strict_json_schema() -> None:
    schema = attacker_turn_schema(LEVELS)
    fmt = response_format(schema)
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"] == {"name": "attacker_turn", "schema": schema, "strict": True}


_text = st.text(max_size=60)
_name = st.one_of(st.none(), st.text(max_size=30))


@settings(max_examples=60, deadline=None)
@given(
    trust=st.integers(0, 5),
    texts=st.tuples(_text, _text, _text),
    names=st.tuples(_name, _name, _name),
    signal=st.sampled_from([s.value for s in Signal]),
)
def test_everything_the_attacker_schema_accepts_parses(
    trust: int, texts: tuple[str, ...], names: tuple[Any, ...], signal: str
) -> None:
    obj = {
        "trust_score": trust,
        "belief": texts[0],
        "belief_state": dict(zip(LEVELS, names, strict=True)),
        "reflection": texts[1],
        "signal": signal,
        "prompt": texts[2],
    }
    Draft202012Validator(attacker_turn_schema(LEVELS)).validate(obj)
    turn = parse_attacker_turn(json.dumps(obj), LEVELS)
    assert turn.message == texts[2] and turn.signal.value == signal


@settings(max_examples=40, deadline=None)
@given(
    texts=st.tuples(_text, _text, _text, _text),
    names=st.tuples(_name, _name, _name),
    fields=st.sets(st.sampled_from(DEFENDER_FIELDS)),
)
def test_everything_the_defender_schema_accepts_parses(
    texts: tuple[str, ...], names: tuple[Any, ...], fields: set[str]
) -> None:
    belief = dict(zip(LEVELS, names, strict=True))
    full = {
        "attacker_belief_about_target": texts[0],
        "attacker_trust_in_us": texts[1],
        "attacker_prior_estimate": belief,
        "attacker_belief_estimate": belief,
        "reflection": texts[2],
        "reply": texts[3],
    }
    schema = defender_turn_schema(LEVELS, fields=tuple(fields))
    obj = {k: full[k] for k in schema["required"]}
    Draft202012Validator(schema).validate(obj)
    assert parse_defender_turn(json.dumps(obj), LEVELS).reply == texts[3]


# ------------------------------------------------------------------ llguidance
def _matches(grammar: str, text: str) -> bool:
    from tomsb_env.llm.guidance import matcher_for

    matcher = matcher_for(byte_tokenizer(), grammar)
    data = list(text.encode())
    return matcher.try_consume_tokens(data) == len(data) and matcher.is_accepting()


@needs_llg
def test_attacker_schema_compiles_fast_and_is_enforced() -> None:
    from tomsb_env.llm import guidance

    schema = attacker_turn_schema(LEVELS)
    best = float("inf")
    for _ in range(3):  # best of three fresh compiles: the machine may be busy
        guidance._compile.cache_clear()
        start = time.perf_counter()
        grammar = guidance.compile_grammar(schema)
        best = min(best, time.perf_counter() - start)
    assert best < 0.1, f"compiling the attacker schema took {best * 1000:.1f} ms"

    assert _matches(grammar, json.dumps(VALID_ATTACKER))
    without_prompt = {k: v for k, v in VALID_ATTACKER.items() if k != "prompt"}
    assert not _matches(grammar, json.dumps(without_prompt))
    assert not _matches(grammar, json.dumps({**VALID_ATTACKER, "signal": "attack success"}))
    alias = {**without_prompt, "message": "hi"}
    assert not _matches(grammar, json.dumps(alias))
    too_long = {**VALID_ATTACKER, "prompt": "x" * 401}
    assert not _matches(grammar, json.dumps(too_long))
    wrong_level = {**VALID_ATTACKER, "belief_state": {"company": None, "division": None}}
    assert not _matches(grammar, json.dumps(wrong_level))


@needs_llg
def test_defender_schema_is_enforced() -> None:
    from tomsb_env.llm.guidance import compile_grammar

    grammar = compile_grammar(defender_turn_schema(LEVELS))
    assert _matches(grammar, json.dumps(VALID_DEFENDER))
    assert not _matches(grammar, json.dumps({"reply": "hi"}))
    reply_only = compile_grammar(defender_turn_schema(LEVELS, fields=()))
    assert _matches(reply_only, '{"reply": "no comment"}')


@needs_llg
def test_think_prefix_is_optional_and_ends_at_the_first_closing_tag() -> None:
    from tomsb_env.llm.guidance import compile_grammar

    grammar = compile_grammar(attacker_turn_schema(LEVELS), think=True)
    answer = json.dumps(VALID_ATTACKER)
    assert _matches(grammar, answer)
    assert _matches(grammar, f'<think>maybe {{"a": 1}} </thin...</think>\n{answer}')
    assert not _matches(grammar, f"<think>a</think><think>b</think>{answer}")
    assert not _matches(grammar, "<think>never closed " + answer)


@needs_llg
def test_random_logits_under_the_constraint_always_make_a_parseable_turn() -> None:
    """A 'model' that samples uniformly at random, masked by the processor, writes
    turns the parser accepts: the constraint alone gives an untrained policy valid games."""
    import torch

    from tomsb_env.llm.guidance import (
        BatchGuidanceLogitsProcessor,
        compile_grammar,
        matcher_for,
    )

    schema = attacker_turn_schema(LEVELS, field_chars=40)
    grammar = compile_grammar(schema)
    rng = np.random.default_rng(0)
    for _ in range(3):
        llt = byte_tokenizer()
        proc = BatchGuidanceLogitsProcessor(
            [matcher_for(llt, grammar)], prompt_len=1, vocab_size=llt.vocab_size
        )
        ids = [0]
        while True:
            scores = torch.tensor(rng.normal(size=(1, 300)), dtype=torch.float32)
            masked = proc(torch.tensor([ids]), scores)
            assert torch.isinf(masked[0, 257:]).all()  # beyond the vocabulary
            token = int(torch.argmax(masked[0]))
            if token == 256:
                break
            ids.append(token)
            assert len(ids) < 2000
        text = bytes(ids[1:]).decode()
        turn = parse_attacker_turn(text, LEVELS)
        assert set(turn.belief_state or {}) == set(LEVELS)


@needs_llg
@pytest.mark.parametrize("think", [False, True])
def test_token_bounded_grammar_takes_the_same_turns_and_bounds_fields_in_tokens(
    think: bool,
) -> None:
    from tomsb_env.llm.guidance import compile_grammar, load_llguidance

    attacker = compile_grammar(attacker_turn_schema(LEVELS), think=think, field_bounds="tokens")
    defender = compile_grammar(defender_turn_schema(LEVELS), think=think, field_bounds="tokens")
    assert _matches(attacker, json.dumps(VALID_ATTACKER))
    assert _matches(defender, json.dumps(VALID_DEFENDER))
    if think:
        assert _matches(attacker, f"<think>hm</think>\n{json.dumps(VALID_ATTACKER)}")
    without_prompt = {k: v for k, v in VALID_ATTACKER.items() if k != "prompt"}
    assert not _matches(attacker, json.dumps(without_prompt))
    assert not _matches(attacker, json.dumps({**VALID_ATTACKER, "signal": "attack success"}))
    assert not _matches(attacker, json.dumps({**VALID_ATTACKER, "trust_score": 6}))
    wrong_level = {**VALID_ATTACKER, "belief_state": {"company": None, "division": None}}
    assert not _matches(attacker, json.dumps(wrong_level))
    # the byte tokenizer's tokens are bytes: 400 characters are 100 tokens
    assert _matches(attacker, json.dumps({**VALID_ATTACKER, "prompt": "x" * 100}))
    assert not _matches(attacker, json.dumps({**VALID_ATTACKER, "prompt": "x" * 101}))
    # no escapes in a bounded field: a bound reached after a backslash would break the JSON
    assert not _matches(attacker, json.dumps({**VALID_ATTACKER, "prompt": 'say "hi"'}))
    # a schema without bounds (the paper's attacker) compiles as JSON Schema; forced into
    # Lark, its unbounded strings keep their escapes and its integer has no range
    from tomsb_env.agents.attackers.llm import paper_attacker_schema
    from tomsb_env.llm.decoding import token_bounded_lark

    paper = paper_attacker_schema(LEVELS)
    turn = {"trust_score": 3, "belief": 'a "b"', "reflection": "r", "signal": "query again",
            "prompt": "p"}  # fmt: skip
    assert _matches(compile_grammar(paper, think=think, field_bounds="tokens"), json.dumps(turn))
    lark = load_llguidance().LLMatcher.grammar_from_lark(token_bounded_lark(paper, think=think))
    assert _matches(lark, json.dumps({**turn, "trust_score": -12}))
    assert not _matches(lark, json.dumps({**turn, "trust_score": "3"}))


@needs_llg
@settings(max_examples=15, deadline=None)
@example(seed=907, chars=16)  # cuts a field inside a two-byte character
@given(seed=st.integers(0, 2**32 - 1), chars=st.integers(16, 60))
def test_random_tokens_under_token_bounds_always_make_a_valid_turn(seed: int, chars: int) -> None:
    """Random tokens, leaning to quotes and backslashes (the characters that could break
    a string cut at its bound), masked by the token-bounded grammar: every answer is JSON
    the schema takes."""
    import torch

    from tomsb_env.llm.guidance import (
        BatchGuidanceLogitsProcessor,
        compile_grammar,
        matcher_for,
    )

    rng = np.random.default_rng(seed)
    for schema in (attacker_turn_schema(LEVELS, field_chars=chars), defender_turn_schema(LEVELS)):
        llt = byte_tokenizer()
        grammar = compile_grammar(schema, field_bounds="tokens")
        proc = BatchGuidanceLogitsProcessor(
            [matcher_for(llt, grammar)], prompt_len=1, vocab_size=llt.vocab_size
        )
        ids = [0]
        while True:
            raw = rng.normal(size=(1, 300))
            raw[0, [ord('"'), ord("\\"), ord("}")]] += 3.0
            masked = proc(torch.tensor([ids]), torch.tensor(raw, dtype=torch.float32))
            token = int(torch.argmax(masked[0]))
            if token == 256:
                break
            ids.append(token)
            assert len(ids) < 4000
        # a field cut at its bound may end inside a character: only there is UTF-8 broken
        text = bytes(ids[1:]).decode(errors="replace")
        assert all(text[i + 1] in '"\ufffd' for i, ch in enumerate(text) if ch == "\ufffd")
        Draft202012Validator(schema).validate(json.loads(text))


@given(st.text())
def test_unescaped_text_is_what_a_token_bounded_field_can_hold(text: str) -> None:
    """The characters a bounded field's grammar refuses are swapped one for one: the same
    length, nothing else touched, and the result is the field's own character class."""
    import re

    from tomsb_env.llm.decoding import _PLAIN, unescaped

    out = unescaped(text)
    assert len(out) == len(text)
    assert re.fullmatch(_PLAIN.strip("/"), out)
    assert all(a == b for a, b in zip(text, out, strict=True) if a not in '"\\' and a >= " ")


def test_token_bounds_refuse_what_they_cannot_express() -> None:
    from tomsb_env.llm.decoding import check_field_bounds, token_bounded_lark

    with pytest.raises(ConfigError, match=r"'chars', 'tokens'.*did you mean 'tokens'"):
        check_field_bounds("token")
    with pytest.raises(ConfigError, match="cannot express"):
        token_bounded_lark({"type": "string", "pattern": "a+"})
    optional = {"type": "object", "properties": {"a": {"type": "null"}}, "required": []}
    with pytest.raises(ConfigError, match="all required"):
        token_bounded_lark(optional)
    with pytest.raises(ConfigError, match="cannot express"):
        token_bounded_lark({"type": "integer", "minimum": 0, "maximum": 1000})


# ------------------------------------------------------------------ backends
@pytest.fixture(scope="module")
def server() -> Any:
    with FakeOpenAIServer() as srv:
        yield srv


def _chat(backend: Any, params: SamplingParams) -> Any:
    async def go() -> Any:
        try:
            return await backend.chat([{"role": "user", "content": "hi"}], params)
        finally:
            await backend.aclose()

    return asyncio.run(go())


def test_openai_backend_sends_response_format_only_when_on(server: Any) -> None:
    schema = attacker_turn_schema(LEVELS)
    params = SamplingParams(temperature=0.5, max_tokens=64, seed=3, json_schema=schema)
    for setting, expected in (("auto", True), ("on", True), ("off", False)):
        server.reset()
        b = make_backend(f"openai:{server.base_url}@m", structured=setting)
        _chat(b, params)
        body = server.requests[0].body
        assert ("response_format" in body) is expected, setting
        if expected:
            assert body["response_format"] == json.loads(json.dumps(response_format(schema)))
        assert (body["temperature"], body["max_tokens"], body["seed"]) == (0.5, 64, 3)
    server.reset()
    _chat(make_backend(f"openai:{server.base_url}@m"), SamplingParams(seed=1))
    assert "response_format" not in server.requests[0].body


def _scenario() -> Any:
    from .conftest import make_scenarios

    return make_scenarios()[1]


def _play(attacker: Any, defender: Any) -> Any:
    from tomsb_env.game import aplay_episode

    async def go() -> Any:
        try:
            return await aplay_episode(_scenario(), attacker, defender, seed=0)
        finally:
            for agent in (attacker, defender):
                if hasattr(agent, "backend"):
                    await agent.backend.aclose()

    return asyncio.run(go())


@pytest.mark.parametrize("structured", ["auto", "off"])
def test_agents_send_their_turns_schema_to_the_server(server: Any, structured: str) -> None:
    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.agents.attackers.llm import LLMAttacker
    from tomsb_env.agents.defenders import scripted_defender
    from tomsb_env.agents.defenders.llm import LLMDefender

    levels = tuple(_scenario().levels)
    server.reset()
    turn = {**VALID_ATTACKER, "signal": "defender detected", "trust_score": 0}
    turn["belief_state"] = dict.fromkeys(levels)
    server.responder = lambda body, n: Reply.from_json(turn)
    spec = f"openai:{server.base_url}@m"
    attacker = LLMAttacker(make_backend(spec), structured=structured, field_chars=200)
    _play(attacker, scripted_defender("probing"))
    body = server.requests[0].body
    if structured == "off":
        assert "response_format" not in body
    else:
        sent = body["response_format"]["json_schema"]["schema"]
        assert sent == attacker_turn_schema(levels, field_chars=200)

    server.reset()
    reply = {**VALID_DEFENDER, "attacker_prior_estimate": dict.fromkeys(levels)}
    reply["attacker_belief_estimate"] = dict.fromkeys(levels)
    server.responder = lambda body, n: Reply.from_json(reply)
    defender = LLMDefender(make_backend(spec), structured=structured)
    _play(scripted_attacker("base"), defender)
    bodies = [r.body for r in server.requests]
    assert bodies and all(("response_format" in b) is (structured != "off") for b in bodies)
    server.responder = None


def test_agent_settings_are_checked_and_cloned(server: Any) -> None:
    from tomsb_env.agents.attackers.llm import LLMAttacker
    from tomsb_env.agents.defenders.llm import LLMDefender

    spec = f"openai:{server.base_url}@m"
    with pytest.raises(ConfigError, match="structured"):
        LLMAttacker(make_backend(spec), structured="maybe")
    with pytest.raises(ConfigError, match="structured output off"):
        LLMDefender(make_backend(spec, structured="off"), structured="on")
    agent = LLMDefender(make_backend(spec), structured="off", field_chars=64)
    twin = agent.clone()
    assert (twin.schemas.structured, twin.schemas.field_chars) == ("off", 64)


def test_vllm_stand_in_engine_gets_the_schema_unless_off() -> None:
    from .test_llm_vllm import StandInEngine, identity

    schema = defender_turn_schema(LEVELS)
    for setting, expected in (("auto", schema), ("off", None)):
        engine = StandInEngine()
        b = make_backend(
            "vllm:stand-in/model", engine=engine, make_sampling=identity, structured=setting
        )
        _chat(b, SamplingParams(seed=1, json_schema=schema))
        assert engine.params_seen[0].json_schema == expected


def test_vllm_sampling_params_use_the_engines_structured_output_class(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tomsb_env.llm.vllm_backend import vllm_sampling_params

    class Params:
        def __init__(self, **kw: Any) -> None:
            self.kw = kw

    class StructuredOutputsParams:
        def __init__(self, **kw: Any) -> None:
            self.kw = kw

    fake = types.ModuleType("vllm")
    fake.SamplingParams = Params  # type: ignore[attr-defined]
    sp = types.ModuleType("vllm.sampling_params")
    sp.StructuredOutputsParams = StructuredOutputsParams  # type: ignore[attr-defined]
    fake.sampling_params = sp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "vllm", fake)
    monkeypatch.setitem(sys.modules, "vllm.sampling_params", sp)
    schema = attacker_turn_schema(LEVELS)
    out = vllm_sampling_params(SamplingParams(seed=2, json_schema=schema))
    assert out.kw["structured_outputs"].kw == {"json": schema} and out.kw["seed"] == 2
    assert "structured_outputs" not in vllm_sampling_params(SamplingParams()).kw

    del sp.StructuredOutputsParams  # vLLM before 0.11, which the extra does not allow
    with pytest.raises(ConfigError, match=r"0\.11"):
        vllm_sampling_params(SamplingParams(json_schema=schema))


@pytest.mark.skipif(importlib.util.find_spec("litellm") is None, reason="litellm missing")
def test_litellm_backend_sends_response_format(server: Any) -> None:
    schema = attacker_turn_schema(LEVELS)
    cases = (("on", "m", True), ("off", "m", False), ("auto", "gpt-4o", True))
    for setting, model, expected in cases:
        server.reset()
        b = make_backend(
            f"litellm:openai/{model}", api_base=server.base_url, api_key="sk-t", structured=setting
        )
        _chat(b, SamplingParams(json_schema=schema))
        body = server.requests[0].body
        assert ("response_format" in body) is expected
        if expected:
            assert body["response_format"]["json_schema"]["schema"] == schema
    # "auto" asks litellm's offline model map; a model it does not know gets no schema
    unknown = make_backend("litellm:openai/no-such-model-xyz", api_base=server.base_url)
    assert unknown.structured == "off"  # type: ignore[attr-defined]


# ------------------------------------------------------------------ hf: end to end
def _tiny_random_model(directory: Any) -> str:
    """A one-layer Llama with random weights and a byte-level tokenizer (no download)."""
    import torch
    from tokenizers import Tokenizer, decoders, models
    from tokenizers.pre_tokenizers import ByteLevel
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    vocab = {ch: i for i, ch in enumerate(sorted(ByteLevel.alphabet()))}
    vocab["<|end|>"] = len(vocab)
    tok = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    tok.pre_tokenizer = ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|end|>")
    fast.chat_template = (
        "{% for m in messages %}{{ m['role'] }}: {{ m['content'] }}\n{% endfor %}assistant: "
    )
    fast.save_pretrained(directory)
    config = LlamaConfig(
        vocab_size=len(vocab),
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=1,
        num_attention_heads=2,
        num_key_value_heads=2,
        eos_token_id=vocab["<|end|>"],
    )
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(directory)
    return str(directory)


@needs_llg
@pytest.mark.parametrize("field_bounds", ["chars", "tokens"])
def test_hf_backend_makes_a_random_model_write_a_valid_turn(
    tmp_path: Any, field_bounds: str
) -> None:
    for module in ("torch", "transformers", "tokenizers"):
        pytest.importorskip(module)
    b = make_backend(f"hf:{_tiny_random_model(tmp_path)}", field_bounds=field_bounds)
    assert b.structured == "on"  # type: ignore[attr-defined]  # auto, llguidance installed
    schema = attacker_turn_schema(LEVELS, field_chars=16)

    async def go() -> tuple[Any, Any]:
        msgs = [{"role": "user", "content": "go"}]
        try:
            on = await b.chat(msgs, SamplingParams(max_tokens=800, seed=0, json_schema=schema))
            off = await b.chat(msgs, SamplingParams(max_tokens=40, seed=0))
        finally:
            await b.aclose()
        return on, off

    on, off = asyncio.run(go())
    assert on.finish_reason == "stop"
    turn = parse_attacker_turn(on.text, LEVELS)
    assert set(turn.belief_state or {}) == set(LEVELS) and len(turn.message) <= 16
    assert len(b.constraint_seconds) == 1  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # the same random model, unconstrained: noise
        parse_attacker_turn(off.text, LEVELS)


def test_a_think_tag_inside_a_json_string_is_a_value() -> None:
    # found by the property test above: a name "<THINK>" with no closing tag cut the object
    from tomsb_env.parsing import extract_json

    assert extract_json('{"a": "x", "name": "<THINK>"}') == {"a": "x", "name": "<THINK>"}
    assert extract_json('<think>{"a": 1}</think>{"a": 2}') == {"a": 2}
