"""Prompts of the LLM judges (``judge.trajectory``, ``judge.stepwise``) and the text they
are shown. Trajectory ToM's stage two, the comparison with the real prior, happens in
code (:mod:`tomsb_env.judges.llm`), where ``"?"`` never matches."""

from __future__ import annotations

import json
from typing import Any

from tomsb_env.agents.attackers.prompts import PROMPTS as ATTACKER_PROMPTS
from tomsb_env.agents.defenders.prompts import PROMPTS as DEFENDER_PROMPTS
from tomsb_env.agents.prompts import REASK, Prompt, level_keys, quote_untrusted, sections
from tomsb_env.errors import ConfigError
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode

_S = sections("judge")  # data/prompts/judge.txt
TRAJECTORY = Prompt(
    name="judge.trajectory",
    version=2,
    description="extract the defender's final estimate of the attacker's prior knowledge",
    template=_S["trajectory"],
)
STEPWISE = Prompt(
    name="judge.stepwise",
    version=2,
    description="one turn: did the defender's estimate match the attacker's stated belief?",
    template=_S["stepwise"],
)
PROMPTS: dict[str, Prompt] = {p.name: p for p in (TRAJECTORY, STEPWISE)}


def all_prompts() -> dict[str, Prompt]:
    """Every prompt the package ships, by name: ``reask``, then the attackers', the defenders'
    and the judges'. It lives here because the judges sit above the agents: the lowest
    module that sees all three tables, so imports still run one way."""
    out: dict[str, Prompt] = {REASK.name: REASK}
    for table in (ATTACKER_PROMPTS, DEFENDER_PROMPTS, PROMPTS):
        for p in table.values():
            if p.name in out:
                raise ConfigError(f"duplicate prompt name {p.name!r}")
            out[p.name] = p
    return out


def _compact(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def defender_notes(turn: DefenderTurn) -> dict[str, Any]:
    """The defender's private fields of one turn (what the judges read), the estimates it holds."""
    notes = _fields(turn, "attacker_belief_about_target", "attacker_trust_in_us", "reflection")
    estimates = _fields(turn, "attacker_prior_estimate", "attacker_belief_estimate")
    return {**notes, **{k: v for k, v in estimates.items() if v is not None}}


def _fields(turn: Any, *names: str) -> dict[str, Any]:
    return {name: getattr(turn, name) for name in names}


def render_conversation(episode: Episode) -> str:
    """What the defender saw plus its notes; the attacker's private fields are left out."""
    lines: list[str] = []
    for i, a in enumerate(episode.attacker_turns):
        lines.append(f"[turn {i + 1}] attacker said: {a.message}")
        if i < len(episode.defender_turns):
            d = episode.defender_turns[i]
            if d.format_error is None:
                notes = _compact(defender_notes(d))
                lines.append(f"[turn {i + 1}] defender's private notes: {notes}")
            lines.append(f"[turn {i + 1}] defender said: {d.reply}")
    return "\n".join(lines)


def trajectory_prompt(episode: Episode) -> str:
    levels = episode.scenario.levels
    return TRAJECTORY.render(
        levels=level_keys(levels),
        conversation=quote_untrusted(render_conversation(episode), "CONVERSATION"),
        example=_compact(
            {lv: ("<value>" if i == 0 else None if i == 1 else "?") for i, lv in enumerate(levels)}
        ),
    )


def stepwise_prompt(attacker: AttackerTurn, defender: DefenderTurn) -> str:
    actual = _fields(attacker, "belief", "belief_state", "trust_score")
    predicted = _fields(defender, "attacker_belief_about_target", "attacker_trust_in_us")
    if defender.attacker_belief_estimate is not None:
        predicted["attacker_belief_estimate"] = defender.attacker_belief_estimate
    return STEPWISE.render(
        actual=quote_untrusted(_compact(actual), "RECORD_A"),
        predicted=quote_untrusted(_compact(predicted), "RECORD_B"),
    )
