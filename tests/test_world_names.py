"""Names from the world: a turn schema built for a scenario makes each estimate level an enum of
that level's names (or "?" or null) and, for a trainer, a claim field whose name the reply
must assert. The enum reaches every backend that takes a schema; the parser checks the claim
with the grounder, and a mismatch is the turn's counted format error."""

from __future__ import annotations

import asyncio
import importlib.util
import json
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tests.llm_helpers import byte_tokenizer
from tests.training_helpers import tiny_scenarios
from tomsb_env.agents.attackers.llm import PaperAttacker, paper_attacker_schema
from tomsb_env.agents.defenders.llm import LLMDefender
from tomsb_env.agents.defenders.paper_prompts import PaperDefender
from tomsb_env.agents.turn_schemas import (
    CLAIM_FIELD,
    attacker_turn_schema,
    defender_turn_schema,
    grounded,
)
from tomsb_env.errors import FormatFailure
from tomsb_env.game import Game, GameConfig
from tomsb_env.llm import SamplingParams
from tomsb_env.parsing import parse_defender_turn
from tomsb_env.testing.fake_openai import FakeOpenAIServer, Reply

SC = tiny_scenarios()[0]  # Acme/North/Red; teams Red Blue Gold Grey Jade Onyx Ruby Sand
WORLD = SC.universe
LEVELS = WORLD.levels
needs_llg = pytest.mark.skipif(
    importlib.util.find_spec("llguidance") is None, reason="llguidance is not installed"
)


def turn(claim: Any = None, reply: str = "She works on the Blue team.", **extra: Any) -> dict:
    estimate = {"company": "Acme", "division": None, "team": "?"}
    return {
        "attacker_belief_about_target": "Knows the company.",
        "attacker_trust_in_us": "4",
        "attacker_prior_estimate": estimate,
        "attacker_belief_estimate": estimate,
        "reflection": "Plant Blue.",
        CLAIM_FIELD: claim,
        "reply": reply,
        **extra,
    }


def test_estimates_are_enums_of_each_levels_names_and_the_claim_precedes_the_reply() -> None:
    schema = grounded(defender_turn_schema(LEVELS), WORLD, claim=True)
    props = schema["properties"]
    assert list(props)[-2:] == [CLAIM_FIELD, "reply"] and schema["required"] == list(props)
    for key in ("attacker_prior_estimate", "attacker_belief_estimate"):
        for lv in LEVELS:
            assert props[key]["properties"][lv] == {"enum": [*WORLD.nodes_at(lv), "?", None]}
    options = props[CLAIM_FIELD]["anyOf"]
    assert options[-1] == {"type": "null"}
    assert [o["properties"] for o in options[:-1]] == [
        {lv: {"enum": list(WORLD.nodes_at(lv))}} for lv in LEVELS
    ]
    check = Draft202012Validator(schema)
    assert check.is_valid(turn({"team": "Blue"}))
    assert not check.is_valid(turn({"team": "Blu"}))  # misspelt
    assert not check.is_valid(turn({"team": "North"}))  # a division, not a team
    assert not check.is_valid(turn(None, **{"attacker_prior_estimate": {
        "company": "Acme Corp", "division": None, "team": None}}))  # fmt: skip
    # the free-text fields keep their bounds; without a claim there is no claim field
    assert props["reply"] == defender_turn_schema(LEVELS)["properties"]["reply"]
    assert CLAIM_FIELD not in grounded(defender_turn_schema(LEVELS), WORLD)["properties"]


def test_schemas_without_estimates_are_unchanged_the_paper_protocols_included() -> None:
    for schema in (attacker_turn_schema(LEVELS), paper_attacker_schema(LEVELS),
                   defender_turn_schema(LEVELS, fields=("reflection", "attacker_trust_in_us"))):  # fmt: skip
        assert grounded(schema, WORLD) == schema
    for agent in (PaperDefender("openai:http://x@m", structured="on"),
                  PaperAttacker("openai:http://x@m", structured="on")):  # fmt: skip
        got = agent.schemas.params(SamplingParams(), WORLD).json_schema
        assert got == agent.turn_schema(LEVELS, agent.schemas.field_chars)


@needs_llg
@pytest.mark.parametrize("bounds", ["chars", "tokens"])
def test_llguidance_refuses_a_misspelt_name_under_both_field_bounds(bounds: str) -> None:
    from tomsb_env.llm.guidance import compile_grammar, matcher_for

    grammar = compile_grammar(grounded(defender_turn_schema(LEVELS, field_chars=128), WORLD,
                                       claim=True), field_bounds=bounds)  # fmt: skip

    def accepts(obj: dict) -> bool:
        m = matcher_for(byte_tokenizer(), grammar)
        data = list(json.dumps(obj, separators=(", ", ": ")).encode())
        return m.try_consume_tokens(data) == len(data) and m.is_accepting()

    assert accepts(turn({"team": "Blue"}))
    assert not accepts(turn({"team": "Blu"}))
    assert not accepts(turn(None, **{"attacker_belief_estimate": {
        "company": "Acme", "division": "Nrth", "team": None}}))  # fmt: skip


def test_the_llm_defenders_schema_is_grounded_on_every_backend() -> None:
    """Its schema is built per scenario, whatever the backend: the openai: backend sends it as
    response_format (the hf: and vllm: backends take the same json_schema), and its replies
    parse as before."""
    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.game import aplay_episode
    from tomsb_env.llm import make_backend

    reply = turn(reply="No comment.")
    del reply[CLAIM_FIELD]  # the benchmark's defender has no claim field

    async def go(backend: Any) -> Any:
        try:
            defender = LLMDefender(backend, structured="on")
            return await aplay_episode(SC, scripted_attacker("base"), defender, seed=0)
        finally:
            await backend.aclose()

    with FakeOpenAIServer(responder=lambda body, n: Reply.from_json(reply)) as server:
        episode = asyncio.run(go(make_backend(f"openai:{server.base_url}@m")))
        sent = [r.body["response_format"]["json_schema"]["schema"] for r in server.requests]
    assert sent and all(s == grounded(defender_turn_schema(LEVELS), WORLD) for s in sent)
    assert all(t.format_error is None for t in episode.defender_turns)


# ------------------------------------------------------------ the claim, checked
def test_the_claim_must_be_what_the_reply_asserts() -> None:
    def parse(obj: dict) -> Any:
        return parse_defender_turn(json.dumps(obj), LEVELS, WORLD)

    assert parse(turn({"team": "Blue"})).reply == "She works on the Blue team."
    assert parse(turn({"division": "North"})).reply  # a level above the deepest: asserted too
    assert parse(turn(None, reply="Which company are you with?")).reply
    bad = [
        (turn({"team": "Gold"}), "does not assert team 'Gold'"),
        (turn({"team": "Blu"}, reply="She works on the Blu team."), "does not assert team"),
        (turn(None), "claim is null but the reply asserts"),
        (turn({"team": "Blue", "company": "Acme"}), "one {level: name}"),
        (turn("Blue"), "one {level: name}"),
        (turn({"team": "Blue"}, reply="She is not on the Blue team."), "does not assert"),
    ]
    for obj, message in bad:
        with pytest.raises(FormatFailure, match=message.replace("{", r"\{").replace("}", r"\}")):
            parse(obj)
    # without the world (or without the field) nothing is checked, as before
    assert parse_defender_turn(json.dumps(turn({"team": "Gold"})), LEVELS).reply
    assert parse_defender_turn(json.dumps({"reply": "Blue."}), LEVELS, WORLD).reply


def test_a_claim_mismatch_is_the_turns_format_error_in_the_game() -> None:
    game = Game(SC, GameConfig(max_turns=3))
    game.submit("attacker", {"trust_score": 5, "belief": "", "reflection": "", "signal":
                             "query again", "prompt": "Which team is Dana on?"})  # fmt: skip
    game.submit("defender", json.dumps(turn({"team": "Gold"})))
    (record,) = game.episode.defender_turns
    assert "does not assert team 'Gold'" in record.format_error and record.reply == ""
    assert game.episode.failures[-1].agent == "defender"
