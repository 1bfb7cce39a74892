"""Pieces shared by the AEC and single-agent environments: arguments, scenario pools, spaces,
observations and their text (briefs, transcripts and reflections, also for ``render()``)."""

from __future__ import annotations

import inspect
import json
import string
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces

from tomsb_env.display import printable
from tomsb_env.errors import ConfigError, ResetNeeded, UnknownKeywordError
from tomsb_env.game import ATTACKER, DEFENDER, Game, GameConfig
from tomsb_env.judges.base import Judge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.types import AttackerTurn, DefenderTurn, Episode, Message
from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief, Scenario
from tomsb_env.universe.tree import Universe

# varied enough (accents, Greek, Cyrillic, CJK, emoji) that samples exercise the parser's failures
BROAD_CHARSET: frozenset[str] = frozenset(
    string.printable
    + "".join(map(chr, [*range(0xC0, 0x180), *range(0x391, 0x3CA), *range(0x410, 0x450)]))
    + "“”‘’–—…•€{}[]"
    + "你好世界数据秘密"
    + "😀🔒🕵"
)

#: Observation text fields are bounded by this many characters.
MAX_OBS_CHARS = 1_000_000
#: Sampled actions are at most this long; real actions may be longer (they are cut).
MAX_ACTION_CHARS = 4096
RENDER_MODES = ("human", "ansi")


class UnicodeText(spaces.Text):
    """A ``Text`` space that contains any ``str`` of allowed length: it samples like ``Text``
    (over a broad charset, so random actions look like an agent's junk) but, unlike ``Text``'s
    fixed charset and ``min_length=1``, accepts any string within its length bounds, since
    dialogue may be any Unicode, or empty."""

    def __init__(self, max_length: int, *, min_length: int = 0, seed: Any = None) -> None:
        super().__init__(max_length, min_length=min_length, charset=BROAD_CHARSET, seed=seed)

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length

    def __repr__(self) -> str:
        return f"UnicodeText({self.min_length}, {self.max_length})"


def observation_space(max_turns: int) -> spaces.Dict:
    """One agent's observation: static context, public transcript, own reflections, latest message."""
    text = {
        k: UnicodeText(MAX_OBS_CHARS) for k in ("context", "transcript", "reflections", "message")
    }
    return spaces.Dict({**text, "turn": spaces.Discrete(max_turns + 2)})


def action_space() -> UnicodeText:
    """An agent's action: the JSON text it would emit (dataclasses are accepted too)."""
    return UnicodeText(MAX_ACTION_CHARS)


def resolve_config(
    config: GameConfig | None, max_turns: int | None, max_action_chars: int | None = None
) -> GameConfig:
    """The game rules from ``config`` and/or the keyword shortcuts; a conflict is an error,
    not a silent pick."""
    shortcuts = {"max_turns": max_turns, "max_action_chars": max_action_chars}
    changes = {name: value for name, value in shortcuts.items() if value is not None}
    for name, value in changes.items():
        if config is not None and value != getattr(config, name):
            raise ConfigError(
                f"{name}={value} conflicts with config.{name}={getattr(config, name)}; "
                "pass one of them"
            )
    return replace(config or GameConfig(), **changes)


def check_keywords(callee: str, given: Mapping[str, Any], own: Sequence[str] = ()) -> None:
    """An :class:`UnknownKeywordError` (closest name, valid list) for a keyword neither
    ``callee`` itself (``own``) nor :class:`GameEnv` takes, instead of Python's TypeError."""
    valid = [*own, *list(inspect.signature(GameEnv.__init__).parameters)[1:]]
    for name in given:
        if name not in valid:
            raise UnknownKeywordError(callee, name, valid)


class GameEnv:
    """What every ToM-SB environment shares: its arguments, its scenario pool (chosen by
    split and/or ids), its game, ``episode`` and ``render()``."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": list(RENDER_MODES),
        "render_fps": 4,  # Gymnasium's key; text is printed as it comes, never paced
    }
    np_random: np.random.Generator

    def __init__(
        self,
        scenarios: Sequence[Scenario] | None = None,
        *,
        split: str = "train",
        scenario_ids: Sequence[str] | None = None,
        max_turns: int | None = None,
        rewards: RewardSpec | Mapping[str, float] | str | None = None,
        judge: Judge | None = None,
        config: GameConfig | None = None,
        render_mode: str | None = None,
        max_action_chars: int | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ConfigError(
                f"render_mode {render_mode!r} is not supported; valid values: {list(RENDER_MODES)}"
            )
        self._source = f"split {split!r}" if scenarios is None else "the given scenarios"
        if scenarios is None:
            from tomsb_env.universe.datasets import load_scenarios

            scenarios = load_scenarios(split)
        pool = list(scenarios)
        if not pool:
            raise ConfigError("the scenario pool is empty")
        self._by_id = {s.id: s for s in pool}
        self.scenarios = pool if scenario_ids is None else [self._scenario(i) for i in scenario_ids]
        self.config = resolve_config(config, max_turns, max_action_chars)
        self.reward_spec = RewardSpec.parse(rewards)
        self.judge = judge
        self.render_mode = render_mode
        self.game: Game | None = None
        self._printed = 0  # lines of the current game that "human" rendering printed
        self._contexts: dict[tuple[str, str], str] = {}  # (scenario id, agent) -> its context

    def _observer(self, agent: str) -> Observer:
        """``agent``'s observer for the current game; a pool scenario's context is rendered once."""
        sc = self._game().scenario
        key = (sc.id, agent)
        context = self._contexts.get(key) if self._by_id.get(sc.id) is sc else None
        if context is None:
            if agent == ATTACKER:
                context = render_attacker_context(sc.attacker_brief())
            else:
                context = render_defender_context(sc.defender_brief())
            if self._by_id.get(sc.id) is sc:
                self._contexts[key] = context
        return Observer(self.game, agent, context)  # type: ignore[arg-type]

    def _scenario(self, sid: str) -> Scenario:
        if sid not in self._by_id:
            from tomsb_env.universe.datasets import unknown_scenario_id

            raise unknown_scenario_id(str(sid), self._by_id, self._source)
        return self._by_id[sid]

    def _new_game(self, options: dict[str, Any] | None) -> Game:
        """A new game: ``options={"scenario": Scenario}`` or ``{"scenario_id": "..."}`` pins
        its scenario, else it is drawn from the pool."""
        options = options or {}
        if isinstance(options.get("scenario"), Scenario):
            scenario = options["scenario"]
        elif "scenario_id" in options:
            scenario = self._scenario(options["scenario_id"])
        else:
            scenario = self.scenarios[int(self.np_random.integers(len(self.scenarios)))]
        self.game = Game(scenario, self.config, self.judge, self.reward_spec)
        self._printed = 0
        return self.game

    def _game(self) -> Game:
        if self.game is None:
            raise ResetNeeded("no episode yet: call reset() first")
        return self.game

    @property
    def episode(self) -> Episode:
        """The full record so far (both sides' private state: never give it to an agent)."""
        return self._game().episode

    def render(self) -> str | None:
        """ "ansi": return the episode's text so far. "human": print the part of it not printed
        yet (reset() and step() call it, so each prints what it added: no reprinted transcript)."""
        if self.render_mode is None or self.game is None:
            return None
        text = render_episode(self.game.episode, private=True)
        if self.render_mode == "ansi":
            return text
        lines = text.split("\n")  # earlier lines never change: the record only grows
        if len(lines) > self._printed:
            print("\n".join(lines[self._printed :]))
        self._printed = len(lines)
        return None


def end_info(ep: Episode, agent: str) -> dict[str, Any]:
    """What ``agent`` learns when the episode ends: the outcome and its own reward terms,
    nothing of the other side's private state."""
    info: dict[str, Any] = {
        "outcome": ep.outcome.value if ep.outcome else None,
        "num_turns": ep.num_turns,
    }
    if agent == DEFENDER:
        info["reward_components"] = dict(ep.rewards)
    return info


class Observer:
    """Builds one agent's observation dicts as its game goes on: transcript and reflections
    grow by the new turns only, so an observation costs O(new turns), not a re-render."""

    def __init__(self, game: Game, agent: str, context: str) -> None:
        self._game, self._agent, self._context = game, agent, context
        self._other = DEFENDER if agent == ATTACKER else ATTACKER
        self._transcript, self._messages = "", 0
        self._reflections, self._own = "", 0

    def __call__(self) -> dict[str, Any]:
        view = self._game.view(self._agent)
        transcript, own = view.transcript, view.own_turns
        if len(transcript) > self._messages:
            self._transcript = _extended(
                self._transcript, render_transcript(transcript[self._messages :])
            )
            self._messages = len(transcript)
        if len(own) > self._own:
            new = enumerate(own[self._own :], start=self._own + 1)
            self._reflections = _extended(
                self._reflections, "\n".join(render_reflection(t, i) for i, t in new)
            )
            self._own = len(own)
        last = next((m.text for m in reversed(transcript) if m.role == self._other), "")
        return {
            "context": self._context,
            "transcript": self._transcript,
            "reflections": self._reflections,
            "message": last,
            "turn": np.int64(min(view.turn, view.max_turns + 1)),
        }


def _extended(text: str, lines: str) -> str:
    return f"{text}\n{lines}" if text else lines


_REFLECTION_CHARS = 2000  # each private field is cut to this in observations (not in records)
# built once: json.dumps with options builds a new encoder on every call (once a step here)
_REFLECTION_JSON = json.JSONEncoder(ensure_ascii=False)


def universe_json(universe: Universe) -> str:
    return json.dumps(universe.to_layers(), indent=2, ensure_ascii=False)


def render_attacker_context(brief: AttackerBrief) -> str:
    prior = json.dumps(dict(brief.prior), indent=2, ensure_ascii=False)
    return (
        f"You are {brief.attacker_name}. You want to learn where {brief.target} sits in the "
        f"universe below: one value per level ({', '.join(brief.universe.levels)}).\n\n"
        f"Universe (nothing outside it exists):\n{universe_json(brief.universe)}\n\n"
        f"What you already know for sure (null = unknown):\n{prior}\n"
    )


def render_defender_context(brief: DefenderBrief) -> str:
    truth = json.dumps(dict(brief.truth), indent=2, ensure_ascii=False)
    return (
        f"You hold private information about {brief.target}.\n\n"
        f"Universe (nothing outside it exists):\n{universe_json(brief.universe)}\n\n"
        f"The true values (private):\n{truth}\n"
    )


def render_transcript(messages: Sequence[Message]) -> str:
    return "\n".join(f"[{m.turn}] {m.role}: {m.text}" for m in messages)


def _cut(text: str) -> str:
    return text if len(text) <= _REFLECTION_CHARS else text[:_REFLECTION_CHARS] + "…"


def render_reflection(turn: AttackerTurn | DefenderTurn, index: int) -> str:
    """One of an agent's own past turns (private fields only) as a JSON line."""
    if isinstance(turn, AttackerTurn):
        d: dict[str, object] = {
            "turn": index,
            "trust_score": turn.trust_score,
            "belief": _cut(turn.belief),
            "reflection": _cut(turn.reflection),
            "signal": turn.signal.value,
        }
    else:
        d = {
            "turn": index,
            "attacker_belief_about_target": _cut(turn.attacker_belief_about_target),
            "attacker_trust_in_us": _cut(turn.attacker_trust_in_us),
            "reflection": _cut(turn.reflection),
        }
        if turn.format_error:
            d["format_error"] = _cut(turn.format_error)
    return _REFLECTION_JSON.encode(d)


def render_episode(ep: Episode, *, private: bool = True, color: bool = False) -> str:
    """A readable transcript; ``private=True`` adds both sides' reflections and the trust curve.
    All agent or file text goes through :func:`~tomsb_env.display.printable` (terminal-safe)."""
    sc = ep.scenario
    p = printable

    def c(code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    out = [
        c("1", f"Scenario {p(sc.id)}")
        + f"  target={p(sc.target)}  truth={p(' > '.join(sc.truth))}",
        f"attacker prior: {p(json.dumps(dict(sc.prior), ensure_ascii=False))}",
    ]
    for i, a in enumerate(ep.attacker_turns):
        out.append(
            c("31", f"[{i + 1}] attacker")
            + f" (trust {p(a.trust_score)}, {p(a.signal.value)}): {p(a.message)}"
        )
        if private:
            out += [f"      belief: {p(a.belief)}", f"      reflection: {p(a.reflection)}"]
            out += [f"      rule: {p(note)}" for note in a.corrections]
        if i < len(ep.defender_turns):
            d = ep.defender_turns[i]
            out.append(c("34", f"[{i + 1}] defender") + f": {p(d.reply)}")
            if private:
                notes = (
                    ("FORMAT FAILURE", d.format_error),
                    ("thinks attacker believes", d.attacker_belief_about_target),
                    ("reflection", d.reflection),
                )
                out += [f"      {name}: {p(text)}" for name, text in notes if text]
    if ep.outcome is not None:
        # the trust curve only here: "human" rendering prints what a game added since its
        # last print, so while a game goes on no earlier line may change
        out.append(
            c("1", f"outcome: {ep.outcome.value}")
            + f"  reward={ep.reward:g}  components={p(ep.rewards)}"
        )
        if private:
            out.append(f"trust curve: {p(ep.trust_curve)}")
    return "\n".join(out)
