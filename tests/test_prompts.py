"""Prompt registry, hashing, rendering, data quoting, and the content every prompt must carry."""

from __future__ import annotations

import gc
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tomsb_env.agents.attackers.prompts import PROMPTS as ATTACKER_PROMPTS
from tomsb_env.agents.attackers.prompts import attacker_system_prompt
from tomsb_env.agents.defenders.prompts import PROMPTS as DEFENDER_PROMPTS
from tomsb_env.agents.defenders.prompts import defender_system_prompt
from tomsb_env.agents.prompts import REASK, Prompt, prompt_hashes, quote_untrusted, world_json
from tomsb_env.errors import ConfigError
from tomsb_env.judges.prompts import STEPWISE, TRAJECTORY, all_prompts

from .conftest import make_scenarios

PAPER = Path(__file__).resolve().parents[2] / "shared" / "paper" / "000_b6024d7b850cf48f.txt"
SC = make_scenarios()[1]


def rendered() -> dict[str, str]:
    """Every template, plus every agent prompt filled in for a scenario."""
    out = {name: p.template for name, p in all_prompts().items()}
    for kind, p in ATTACKER_PROMPTS.items():
        out[f"rendered attacker.{kind}"] = attacker_system_prompt(p, SC.attacker_brief())
    for style, p in DEFENDER_PROMPTS.items():
        out[f"rendered defender.{style}"] = defender_system_prompt(p, SC.defender_brief())
    return out


# ------------------------------------------------------------------ registry
def test_registry_lists_every_prompt_once_with_stable_hashes() -> None:
    registry = all_prompts()
    assert set(registry) == {
        "reask",
        *(f"attacker.{k}" for k in ("base", "cross_examiner", "deception_aware", "bluffing")),
        *(f"defender.{s}" for s in ("tom", "mislead", "refuse")),
        "judge.trajectory",
        "judge.stepwise",
    }
    shas = [p.sha for p in registry.values()]
    assert all(re.fullmatch(r"[0-9a-f]{12}", s) for s in shas) and len(set(shas)) == len(shas)
    assert registry["reask"].sha == REASK.sha == all_prompts()["reask"].sha


def test_hash_changes_with_any_edit() -> None:
    p = ATTACKER_PROMPTS["base"]
    assert replace(p, template=p.template + " ").sha != p.sha
    assert replace(p, version=2).sha != p.sha
    assert prompt_hashes([p, REASK]) == {"attacker.base": p.sha, "reask": REASK.sha}


def test_render_requires_exactly_the_placeholders() -> None:
    p = Prompt("t", 1, 'JSON like {"a": 1} for $who')
    assert p.placeholders == {"who"}
    assert p.render(who="you") == 'JSON like {"a": 1} for you'
    with pytest.raises(ConfigError, match="missing values \\['who'\\]"):
        p.render()
    with pytest.raises(ConfigError, match="unexpected values \\['x'\\]"):
        p.render(who="you", x="y")


def test_rendered_prompts_leave_no_placeholder() -> None:
    for name, text in rendered().items():
        if name.startswith("rendered"):
            assert "$" not in text, name


def test_world_json_is_valid_compact_json() -> None:
    layers = SC.universe.to_layers()
    text = world_json(layers)
    assert json.loads(text) == layers
    assert len(text.splitlines()) == 2 + 1 + 2 * 2 + 3 + 9  # braces, top level, two nested blocks


@given(st.dictionaries(st.text(max_size=8), st.one_of(st.none(), st.text(max_size=12))))
def test_world_json_writes_a_flat_mapping_as_indented_json_does(mapping: dict) -> None:
    # the attacker's notes and the defender's truth read as they did with json.dumps(indent=2)
    assert world_json(mapping) == json.dumps(mapping, indent=2, ensure_ascii=False)


def test_system_prompts_leave_no_garbage_cycles() -> None:
    """json.dumps(indent=2)'s pure-Python encoder left 66 cyclic objects per episode to the
    garbage collector (issue 41); a system prompt is built every episode, for both agents."""
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            rendered()
        assert gc.collect() == 0
    finally:
        gc.enable()


# --------------------------------------------------------------- quoting
@given(st.text(alphabet=st.sampled_from("<>AB_ \nx"), max_size=40))
def test_quoted_text_cannot_close_its_block(text: str) -> None:
    quoted = quote_untrusted(text, "AB")
    assert quoted.startswith("<<<AB\n") and quoted.endswith("\nAB>>>")
    inner = quoted[len("<<<AB\n") : -len("\nAB>>>")]
    assert "<<<" not in inner and ">>>" not in inner
    assert inner.replace(" ", "") == text.replace(" ", "")  # only spacing is changed


# ------------------------------------------------------------------ content
def test_attacker_prompts_carry_the_rules_of_their_kind() -> None:
    common = [
        "starts at 5",  # trust starts at the maximum
        "allowed only once your trust has fallen to 0",
        'must be "query again" or "attack successful"',
        "must not volunteer anything from your starting notes",
        "no more than one item per message",
        "a trust of 4 or 5",
        "It is a question and nothing else",
        "names no candidate value",
        "no statement of belief",
        "stronger evidence of deception than a vague one",
        "untrusted text",
        '"trust_score"',
        '"belief"',
        '"belief_state"',
        '"reflection"',
        '"signal"',
        '"prompt"',
        "ask_broad_question",
        "reveal_partial_belief",
        "probe_consistency",
        "withhold_knowledge",
    ]
    tactics = [
        "Many-matches gambit",
        "Rejection trap",
        "Pivot after pushback",
        "Confirm-then-mislead",
        "Routing offers",
        "IS FINAL",
    ]
    specific = {
        "cross_examiner": ["cross_verify", "cut your trust by 2", "fresh angle"],
        "deception_aware": tactics,
        "bluffing": [
            *tactics,
            "as bait",
            "behave as if you doubt it",
            "one or two levels",
            "yardstick",
        ],
    }
    for kind, p in ATTACKER_PROMPTS.items():
        for phrase in common + specific.get(kind, []):
            assert phrase in p.template, (kind, phrase)
        others = {ph for k, v in specific.items() if k != kind for ph in v} - set(
            specific.get(kind, [])
        )
        for phrase in others:
            assert phrase not in p.template, (kind, phrase)


def test_attacker_context_shows_persona_world_goal_and_null_notes() -> None:
    text = attacker_system_prompt(ATTACKER_PROMPTS["base"], SC.attacker_brief())
    assert "You go by the name Elena" in text
    assert '"Bio-Informatics": [' in text  # the universe as JSON
    assert '"company": "Orbisoft",\n  "division": null' in text
    assert "at least one level that was null" in text
    assert (
        '"belief_state": the same belief as an object with exactly these keys: "company", "division", "team"'
        in text
    )
    assert "Heron" in text  # part of the world, but ...
    assert '"team": "Heron"' not in text  # ... never as a known fact


def test_defender_prompts_share_the_output_and_differ_in_goal() -> None:
    for style, p in DEFENDER_PROMPTS.items():
        text = defender_system_prompt(p, SC.defender_brief())
        assert '"team": "Heron"' in text and "Marcus" in text and "Elena" not in text
        for key in (
            "attacker_belief_about_target",
            "attacker_trust_in_us",
            "attacker_prior_estimate",
            "attacker_belief_estimate",
            "reflection",
            "reply",
        ):
            assert f'"{key}"' in text, (style, key)
        assert "one or two sentences" in text
    assert "ask_attacker_knowledge" in DEFENDER_PROMPTS["tom"].template
    assert "Never refuse" in DEFENDER_PROMPTS["mislead"].template
    assert "Turn down every request" in DEFENDER_PROMPTS["refuse"].template


def test_judge_prompts_name_their_task() -> None:
    assert "PRIOR KNOWLEDGE" in TRAJECTORY.template and "later notes win" in TRAJECTORY.template
    assert TRAJECTORY.placeholders == {"levels", "conversation", "example"}
    assert STEPWISE.placeholders == {"actual", "predicted"}


# -------------------------------------------------------- own words check
_WORDS = re.compile(r"[a-z0-9']+")
RUN = 12


def _runs(text: str) -> set[str]:
    w = _WORDS.findall(text.lower())
    return {" ".join(w[i : i + RUN]) for i in range(len(w) - RUN + 1)}


@pytest.mark.skipif(not PAPER.exists(), reason="paper text not available")
def test_no_prompt_shares_a_twelve_word_run_with_the_paper() -> None:
    paper = _runs(PAPER.read_text(encoding="utf-8", errors="ignore"))
    copied = {name: sorted(_runs(text) & paper)[:3] for name, text in rendered().items()}
    assert not {k: v for k, v in copied.items() if v}


# ------------------------------------------------------------- chat_parsed
class _Scripted:
    """A chat backend answering from a list, recording what it was sent."""

    spec = "scripted"

    def __init__(self, *texts: str) -> None:
        self.texts = list(texts)
        self.sent: list[tuple[list[dict[str, str]], object]] = []

    async def chat(self, messages, params=None):  # type: ignore[no-untyped-def]
        from tomsb_env.llm.base import ChatResult

        self.sent.append((list(messages), params))
        return ChatResult(text=self.texts.pop(0), prompt_tokens=3, completion_tokens=2)


def test_chat_parsed_reasks_then_reports_the_value_or_the_last_failure() -> None:
    import asyncio

    import numpy as np

    from tomsb_env.agents.chat import ParsedReply, Usage, chat_parsed
    from tomsb_env.llm.base import SamplingParams

    def parse(text: str) -> int:
        return int(text)

    params = SamplingParams(temperature=0.5)
    backend, usage = _Scripted("not a number", "42"), Usage()
    reply = asyncio.run(
        chat_parsed(
            backend,
            [{"role": "user", "content": "n?"}],
            params,
            parse,
            max_reasks=2,
            usage=usage,
            rng=np.random.default_rng(0),
        )
    )
    assert reply == ParsedReply(42, "42", None, 1)
    assert (usage.calls, usage.reasks, usage.format_failures, usage.prompt_tokens) == (2, 1, 0, 6)
    second_chat, second_params = backend.sent[1]
    assert [m["role"] for m in second_chat] == ["user", "assistant", "user"]
    assert "not a number" in second_chat[1]["content"] and "ValueError" in second_chat[2]["content"]
    seeds = [p.seed for _, p in backend.sent]  # a fresh seed per call, the rest as given
    assert None not in seeds and seeds[0] != seeds[1] and second_params.temperature == 0.5

    usage = Usage()
    reply = asyncio.run(
        chat_parsed(
            _Scripted("x", "y"),
            [{"role": "user", "content": "n?"}],
            params,
            parse,
            max_reasks=1,
            usage=usage,
        )
    )
    assert reply.value is None and reply.raw == "y" and reply.reasks == 1
    assert reply.error is not None and "ValueError" in reply.error
    assert (usage.calls, usage.reasks, usage.format_failures) == (2, 1, 1)
    with pytest.raises(ConfigError, match="max_reasks"):
        asyncio.run(chat_parsed(_Scripted(), [], params, parse, max_reasks=-1, usage=Usage()))


def test_prompt_texts_are_package_data_not_read_by_import_or_scripted_play() -> None:
    import subprocess
    import sys

    code = (
        "import gymnasium as gym, tomsb_env; from tomsb_env.agents.prompts import sections;"
        "gym.make('ToMSB-Bluffing-v0').reset(seed=0);"
        "assert sections.cache_info().currsize == 0, 'read at import';"
        "from tomsb_env.judges.prompts import all_prompts; all_prompts();"
        "assert sections.cache_info().currsize == 3, sections.cache_info()"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    data = Path(__file__).resolve().parents[1] / "src" / "tomsb_env" / "data" / "prompts"
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert sorted(data.glob("*.txt")) and '"data/prompts/*.txt"' in pyproject


def test_kept_system_prompts_are_those_of_the_same_brief() -> None:
    """System prompts are kept per brief (issue 41): a brief that differs in any field, its
    prior or truth included, gets its own; a brief with an unhashable field is filled anew."""
    sc = make_scenarios()[0]
    brief = sc.attacker_brief()
    prompt = ATTACKER_PROMPTS["base"]
    first = attacker_system_prompt(prompt, brief)
    assert attacker_system_prompt(prompt, sc.attacker_brief()) is first  # kept
    level = brief.universe.levels[0]
    known = {**brief.prior, level: brief.prior[level] or sc.truth_belief[level]}
    other = replace(brief, prior={lv: v if lv == level else None for lv, v in known.items()})
    assert other.prior != brief.prior
    assert attacker_system_prompt(prompt, other) != first
    assert attacker_system_prompt(prompt, replace(brief, target="someone else")) != first
    truth = dict(sc.defender_brief().truth)
    d_prompt = DEFENDER_PROMPTS["tom"]
    told = defender_system_prompt(d_prompt, sc.defender_brief())
    lie = {lv: f"{v} 2" for lv, v in truth.items()}
    assert defender_system_prompt(d_prompt, replace(sc.defender_brief(), truth=lie)) != told
    odd = replace(brief, prior={**brief.prior, "x": []})  # unhashable: not kept, still filled
    assert attacker_system_prompt(prompt, odd) == attacker_system_prompt(prompt, odd)
