"""TRL options (no TRL needed): make_rollout_func's ``structured`` (constrained decoding
chosen by the caller, not by whatever else is installed) and the attacker's seat as an
``environment_factory`` (``AttackerToolEnv``)."""

from __future__ import annotations

import pytest

from tests.integrations.test_trl_rollout import fake_trainer
from tests.test_rollout import FakeLLM
from tests.training_helpers import CountdownAttacker, tiny_scenarios
from tomsb_env.errors import ConfigError
from tomsb_env.integrations import trl as tt


def _rollout(engine: FakeLLM, **options: str) -> tt.RolloutFunc:
    rollout = tt.make_rollout_func(lambda: CountdownAttacker(2), scenarios=tiny_scenarios(),
                                   engine=lambda trainer: engine, max_new_tokens=64,
                                   **options)  # fmt: skip
    rollout([tt.game_key("tiny-0", 1)], fake_trainer())
    return rollout


def _capable() -> FakeLLM:
    engine = FakeLLM()
    engine.supports_structured = True  # type: ignore[attr-defined]
    return engine


@pytest.mark.parametrize(("option", "schema"), [("auto", True), ("on", True), ("off", False)])
def test_structured_option_decides_whether_turns_are_constrained(option: str, schema: bool) -> None:
    engine = _capable()
    rollout = _rollout(engine, structured=option)
    assert rollout.structured == option
    sampled = engine.sampling[0]
    params = sampled[0] if isinstance(sampled, list) else sampled
    assert (getattr(params, "json_schema", None) is not None) is schema


def test_structured_on_with_an_engine_that_cannot_is_an_error() -> None:
    with pytest.raises(ConfigError, match="structured='on'"):
        _rollout(FakeLLM(), structured="on")


def test_an_unknown_structured_mode_is_refused_at_once() -> None:
    with pytest.raises(ConfigError, match=r"structured must be one of.*did you mean 'off'"):
        tt.make_rollout_func(scenarios=tiny_scenarios(), structured="of")


def test_the_attacker_seat_behind_one_tool_plays_an_attacker_session() -> None:
    import inspect
    import json

    from tomsb_env.session import AttackerSession

    ask = json.dumps({"trust_score": 4, "belief": "?", "reflection": "ask",
                      "signal": "query again", "prompt": "Which team is it?"})  # fmt: skip
    env = tt.AttackerToolEnv(scenarios=tiny_scenarios(), max_turns=3)
    tools = [
        n
        for n, _ in inspect.getmembers(type(env), inspect.isfunction)
        if n not in ("reset", "get_reward") and not n.startswith("_")
    ]  # as TRL lists them
    assert tools == ["ask"]
    opening = env.reset(prompt=tt.game_key("tiny-1", 4))
    assert "Call the tool `ask`" in opening
    replies = []
    while (said := env.ask(ask)) and not said.startswith("The game is over"):
        replies.append(said)
    local = AttackerSession(tiny_scenarios()[1], seed=4, max_turns=3)
    first = local.start()
    assert first[0]["content"] in opening and first[1]["content"] in opening
    while not local.done:
        turn = local.submit(ask)
        if turn.message is not None:
            assert turn.message["content"] == replies.pop(0)
    assert env.result is not None and env.get_reward() == local.result.reward
    d_tools = [n for n, _ in inspect.getmembers(tt.DefenderToolEnv, inspect.isfunction)
               if n not in ("reset", "get_reward") and not n.startswith("_")]  # fmt: skip
    assert d_tools == ["reply"]


def test_the_no_think_block_is_prefilled_only_for_a_qwen3_tokenizer() -> None:
    """thinking=False pre-fills Qwen3's empty think block; a tokenizer without its tokens (the
    test's character tokenizer, SmolLM2's) would read it as plain text, so it gets none."""
    from tomsb_env.rollout.chat_template import QWEN3_NO_THINKING

    rollout = _rollout(FakeLLM())
    assert rollout.template.assistant_prefix == QWEN3_NO_THINKING
    assert rollout.policy(rollout._for).template.assistant_prefix == ""
    first = rollout.history[0].turns[0].prompt_ids
    assert "<think>" not in rollout.policy(rollout._for).tokenizer.decode(first)
