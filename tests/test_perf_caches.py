"""Caches and hand-written serialisers added for speed must agree with the plain code paths."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from tomsb_env.attackers.prompts import PROMPTS as ATTACKER_PROMPTS
from tomsb_env.attackers.prompts import _render_system as attacker_render
from tomsb_env.attackers.prompts import attacker_system_prompt
from tomsb_env.benchmark.store import EpisodeLog
from tomsb_env.defenders.prompts import PROMPTS as DEFENDER_PROMPTS
from tomsb_env.defenders.prompts import _render_system as defender_render
from tomsb_env.defenders.prompts import defender_system_prompt
from tomsb_env.universe.datasets import load_scenarios
from tomsb_env.universe.tree import Universe


def test_system_prompts_are_cached_per_brief_content_and_universe_identity() -> None:
    sc = load_scenarios("eval")[0]
    prompt = ATTACKER_PROMPTS["base"]
    brief = sc.attacker_brief()
    assert attacker_system_prompt(prompt, brief) == attacker_render(prompt, brief)
    # a changed prior, name or prompt must not hit the cached text
    level = brief.universe.levels[-1]
    changed = dataclasses.replace(brief, prior={**brief.prior, level: "Somewhere Else"})
    assert attacker_system_prompt(prompt, changed) == attacker_render(prompt, changed)
    assert attacker_system_prompt(prompt, changed) != attacker_system_prompt(prompt, brief)
    renamed = dataclasses.replace(brief, attacker_name="Someone Else")
    assert "Someone Else" in attacker_system_prompt(prompt, renamed)
    other = ATTACKER_PROMPTS["bluffing"]
    assert attacker_system_prompt(other, brief) == attacker_render(other, brief)
    # an equal but distinct universe object is its own key (entries hold their universe)
    twin = Universe.from_layers(brief.universe.to_layers())
    twin_brief = dataclasses.replace(brief, universe=twin)
    assert attacker_system_prompt(prompt, twin_brief) == attacker_render(prompt, twin_brief)
    d_brief = sc.defender_brief()
    for style, d_prompt in DEFENDER_PROMPTS.items():
        assert defender_system_prompt(d_prompt, d_brief) == defender_render(d_prompt, d_brief), (
            style
        )


def test_episode_log_lines_match_json_dumps(tmp_path: Path) -> None:
    log = EpisodeLog(tmp_path / "e.jsonl")
    shared = {"id": "s1", "names": ["Ä", "b"], "n": 1}
    records = [
        {"scenario_id": "s1", "scenario": shared, "x": [1, 2], "y": "é"},
        {"scenario_id": "s1", "scenario": shared, "x": None},
        {"scenario": {"id": "s2"}},
        {"scenario_id": "s3", "scenario": {"id": "s3"}},
        {"scenario_id": "s4", "other": 1},
    ]
    for r in records:
        log.append(r)
    log.close()
    lines = (tmp_path / "e.jsonl").read_text(encoding="utf-8").splitlines()
    assert lines == [json.dumps(r, ensure_ascii=False) for r in records]
