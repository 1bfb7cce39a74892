"""Expert demonstrations: a reference defender's games as the LLM defender's chat. Each reference
turn is written as an LLM defender's JSON and played as that JSON parsed back, so a record's
``messages`` are exactly the chat the benchmark's LLM defender sees for its last turn (SFT data:
``examples/grpo_defender.py --sft``)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.agents.defenders.llm import LLMDefender, _own_turn_text, defender_messages
from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS
from tomsb_env.agents.defenders.prompts import defender_system_prompt
from tomsb_env.agents.prompts import Prompt, select
from tomsb_env.agents.specs import make_attacker, make_defender
from tomsb_env.agents.turn_schemas import DEFENDER_FIELDS
from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.game import GameConfig, agent_action, play_episode
from tomsb_env.parsing import parse_defender_turn
from tomsb_env.types import DefenderTurn, DefenderView
from tomsb_env.universe.scenario import DefenderBrief, Scenario

FORMATS = ("jsonl", "hf")


@dataclass(frozen=True)
class DemoRecord:
    """One game: the defender's chat, ending with its last turn, and how it ended."""

    messages: list[dict[str, str]]
    scenario_id: str
    seed: int
    attacker: str
    outcome: str
    reward: float
    rewards: dict[str, float]


class _Recorder:
    """A reference defender whose turns pass through the LLM defender's JSON; keeps the chat."""

    def __init__(self, agent: Any, prompt: Prompt, fields: Sequence[str]) -> None:
        self.agent, self.prompt, self.fields = agent, prompt, fields
        self.privileged = getattr(agent, "privileged", False)
        self.system = ""
        self.messages: list[dict[str, str]] = []

    def reset(self, brief: DefenderBrief, rng: np.random.Generator) -> None:
        self.agent.reset(brief, rng)
        self.system = defender_system_prompt(self.prompt, brief)

    def observe_prior(self, prior: dict[str, str | None]) -> None:
        self.agent.observe_prior(prior)

    def act(self, view: DefenderView) -> DefenderTurn:
        turn = agent_action(view, self.agent.act(view))
        if not isinstance(turn, DefenderTurn) or turn.format_error is not None:
            raise ConfigError(f"the reference defender gave no valid turn: {turn!r}")
        text = _own_turn_text(turn, self.fields)
        parsed = parse_defender_turn(text, view.brief.universe.levels)
        if parsed.format_error is not None:  # a demo must never teach a turn that fails to parse
            raise ConfigError(f"a reference turn as JSON failed to parse: {parsed.format_error}")
        chat = defender_messages(self.system, view, self.fields)
        self.messages = [dict(m) for m in chat] + [{"role": "assistant", "content": text}]
        return parsed


def play_demo(
    scenario: Scenario,
    defender: str,
    attacker: str,
    seed: int,
    *,
    prompt: str = "tom",
    config: GameConfig | None = None,
) -> DemoRecord:
    """One game of ``defender`` (e.g. ``scripted:oracle``) against ``attacker`` as the LLM
    defender's chat."""
    chosen = select(DEFENDER_PROMPTS, prompt, "defender prompt")
    fields = LLMDefender.OUTPUT_FIELDS.get(prompt, DEFENDER_FIELDS)
    recorder = _Recorder(make_defender(defender), chosen, fields)
    ep = play_episode(scenario, make_attacker(attacker), recorder, seed=seed, config=config)
    if not recorder.messages:
        raise ConfigError(
            f"the game of {scenario.id!r} (seed {seed}) ended before any defender turn"
        )
    outcome = ep.outcome.value if ep.outcome is not None else ""
    reward, rewards = float(ep.reward), dict(ep.rewards)
    return DemoRecord(recorder.messages, scenario.id, seed, attacker, outcome, reward, rewards)


def demonstrations(
    scenarios: Sequence[Scenario],
    defender: str,
    attackers: Sequence[str],
    seeds: Sequence[int],
    *,
    outcomes: Sequence[str] = (),
    prompt: str = "tom",
    config: GameConfig | None = None,
) -> Iterator[DemoRecord]:
    """Every (scenario, attacker, seed) game with an outcome in ``outcomes`` (empty: all)."""
    for scenario, attacker, seed in itertools.product(scenarios, attackers, seeds):
        record = play_demo(scenario, defender, attacker, seed, prompt=prompt, config=config)
        if not outcomes or record.outcome in outcomes:
            yield record


def write_demos(records: Sequence[DemoRecord], out: str | Path, fmt: str = "jsonl") -> Path:
    """Write ``records`` as JSONL or (``fmt="hf"``) a ``datasets`` directory; JSONL is written
    beside and renamed, never half a file."""
    if fmt not in FORMATS:
        raise ConfigError(f"unknown demo format {fmt!r}; valid: {', '.join(FORMATS)}")
    path = Path(out)
    rows = [asdict(r) for r in records]
    if fmt == "hf":
        try:
            import datasets
        except ImportError:
            raise MissingExtraError("datasets", "datasets", "tomsb demos --format hf") from None
        datasets.Dataset.from_list(rows).save_to_disk(str(path))
        return path
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), "utf-8")
    tmp.replace(path)
    return path


def read_demos(path: str | Path) -> list[DemoRecord]:
    """Records written by :func:`write_demos` (JSONL); a bad line names the file and line."""
    out = []
    with Path(path).open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                data: dict[str, Any] = json.loads(line)
                out.append(DemoRecord(**data))
                roles = {m["role"] for m in data["messages"]}
            except (ValueError, TypeError, KeyError) as exc:
                raise ConfigError(f"{path}:{n}: not a demonstration record: {exc}") from None
            if "assistant" not in roles:
                raise ConfigError(f"{path}:{n}: a demonstration with no defender turn")
    return out
