"""TRL's ``GRPOTrainer`` playing ToM-SB (extra ``[trl]``, TRL 1.16; ``docs/integrations/trl.md``).

:func:`make_rollout_func` (recommended) plays whole games, one token sequence per game with an
exact ``env_mask``; :class:`DefenderToolEnv` is an ``environment_factory`` whose tool plays the
model's turn. A game whose opponent failed scores None. Nothing here imports TRL."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.game import GameConfig
from tomsb_env.integrations import game_seeds, outcome_shares, split_ids, turn_reward_components
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.llm.decoding import check_structured
from tomsb_env.rollout import ChatTemplate, DefenderPolicy, GameSpec, Trajectory, TransformersEngine
from tomsb_env.rollout.chat_template import QWEN3_NO_THINKING, no_thinking_prefix
from tomsb_env.session import AttackerSession, ChatSession, DefenderSession, SessionResult
from tomsb_env.universe.scenario import Scenario

__all__ = [
    "GAME_KEY",
    "AttackerToolEnv",
    "DefenderToolEnv",
    "RolloutFunc",
    "env_reward",
    "game_key",
    "log_outcomes",
    "make_dataset",
    "make_rollout_func",
    "parse_game_key",
    "reward_component",
]

#: how a dataset prompt names its game
GAME_KEY = "tomsb-game "
_FIELD = "tomsb_"


def game_key(scenario_id: str, seed: int) -> str:
    """The dataset prompt naming one game: ``tomsb-game {"scenario": ..., "seed": ...}``."""
    return GAME_KEY + json.dumps({"scenario": scenario_id, "seed": int(seed)})


def parse_game_key(prompt: Any) -> tuple[str, int]:
    """``(scenario id, seed)`` from a :func:`game_key` prompt (or chat ending in one)."""
    text = prompt
    if isinstance(prompt, list) and prompt and isinstance(prompt[-1], Mapping):
        text = prompt[-1].get("content")
    if not isinstance(text, str) or not text.startswith(GAME_KEY):
        raise ConfigError(
            f"prompt {str(text)[:80]!r} does not name a ToM-SB game; build the dataset with "
            "tomsb_env.integrations.trl.make_dataset (prompts like "
            f"{game_key('u001-k0', 0)!r})"
        )
    try:
        data = json.loads(text[len(GAME_KEY) :])
        return str(data["scenario"]), int(data["seed"])
    except (ValueError, KeyError, TypeError) as exc:
        raise ConfigError(f"malformed game key {text[:80]!r}: {exc}") from None


def _pool(scenarios: Sequence[Scenario] | None, split: str) -> dict[str, Scenario]:
    """``scenarios`` (default: ``split``'s) by id."""
    if scenarios is None:
        from tomsb_env.universe.datasets import load_scenarios

        scenarios = load_scenarios(split)
    return {sc.id: sc for sc in scenarios}


def make_dataset(
    scenarios: Sequence[Scenario] | None = None,
    *,
    split: str = "train",
    seeds_per_scenario: int = 1,
    seed: int = 0,
) -> Any:
    """A ``datasets.Dataset``, one row per game (:func:`~tomsb_env.integrations.game_seeds`):
    ``prompt`` (the game key), ``tomsb_scenario_id``, ``tomsb_seed``."""
    try:
        import datasets
    except ImportError:
        raise MissingExtraError("datasets", "trl", "tomsb_env.integrations.trl") from None
    ids = split_ids(split) if scenarios is None else [sc.id for sc in scenarios]
    return datasets.Dataset.from_list(
        [
            {"prompt": game_key(sid, s), f"{_FIELD}scenario_id": sid, f"{_FIELD}seed": s}
            for sid, s in game_seeds(ids, seeds_per_scenario, seed)
        ]
    )


# ------------------------------------------------------------------- rollout_func
@dataclass
class RolloutFunc:
    """``rollout_func(prompts, trainer)`` for ``GRPOTrainer``, built by :func:`make_rollout_func`;
    ``history`` keeps the last call's trajectories."""

    scenarios: dict[str, Scenario]
    attacker: Any
    attacker_kwargs: Mapping[str, Any] | None = None
    prompt: str = "tom"
    template: ChatTemplate = field(default_factory=ChatTemplate)
    max_new_tokens: int = 1024
    config: GameConfig = field(default_factory=GameConfig)
    rewards: RewardSpec = field(default_factory=RewardSpec)
    engine: Callable[[Any], Any] | None = None
    structured: str = "auto"
    history: list[Trajectory] = field(default_factory=list, repr=False)
    _policy: DefenderPolicy | None = field(default=None, repr=False)
    _for: Any = field(default=None, repr=False)

    def policy(self, trainer: Any) -> DefenderPolicy:
        """The policy sampling for ``trainer`` (built once; samples with its model and settings)."""
        if self._policy is None or self._for is not trainer:
            args = trainer.args
            tokenizer = getattr(trainer, "processing_class", None)
            engine = self.engine(trainer) if self.engine else _default_engine(trainer, tokenizer)
            if getattr(args, "top_k", 0) not in (0, None):
                raise ConfigError(
                    f"GRPOConfig.top_k={args.top_k}: the rollout samples without top-k; set top_k=0"
                )
            template = self.template  # Qwen3's no-think block only where its tokens exist
            if template.assistant_prefix == QWEN3_NO_THINKING and not no_thinking_prefix(tokenizer):
                template = replace(template, assistant_prefix="")
            self._policy = DefenderPolicy(
                engine, tokenizer, template=template, prompt=self.prompt,
                temperature=args.temperature, top_p=args.top_p, max_new_tokens=self.max_new_tokens,
                structured=self.structured,
            )  # fmt: skip
            self._for = trainer
        return self._policy

    def __call__(self, prompts: list[Any], trainer: Any) -> dict[str, list[Any]]:
        games: list[GameSpec] = []
        last: tuple[str, int] | None = None
        for p in prompts:
            key = parse_game_key(p)
            if key[0] not in self.scenarios:
                raise ConfigError(f"scenario {key[0]!r} of prompt {p!r} is not among the rollout's")
            group = len(games) and games[-1].group + (key != last)
            games.append(GameSpec(self.scenarios[key[0]], key[1], group))
            last = key
        policy = self.policy(trainer)
        self.history = policy.play(
            games, self.attacker, attacker_kwargs=self.attacker_kwargs, config=self.config,
            rewards=self.rewards, on_error="keep",
        )  # fmt: skip
        return _trl_batch(self.history, policy)


def _default_engine(trainer: Any, tokenizer: Any) -> Any:
    """vLLM's in-process engine in colocate mode, else transformers on the trainer's own model."""
    if getattr(trainer, "use_vllm", False):
        if getattr(trainer, "vllm_mode", None) == "colocate":
            return trainer.vllm_generation.llm  # TRL syncs its weights before rollout_func
        raise ConfigError(
            "vLLM server mode: pass engine=lambda trainer: OpenAIServerEngine(url, model) to "
            "make_rollout_func and serve a vLLM whose weights you keep in sync"
        )
    model = trainer.accelerator.unwrap_model(trainer.model)
    return TransformersEngine(model, tokenizer)


def _trl_batch(trajs: Sequence[Trajectory], policy: DefenderPolicy) -> dict[str, list[Any]]:
    names = sorted({k for t in trajs for k in t.episode.rewards})
    columns = ["prompt_ids", "completion_ids", "logprobs", "env_mask"]
    columns += [f"{_FIELD}{f}" for f in ("reward", "outcome", "num_turns", "scenario_id", *names)]
    columns.append(f"{_FIELD}turn_stepwise_tom")  # per defender turn (turn_reward_components)
    rows: list[list[Any]] = []
    for t in trajs:
        ids, mask, logps = t.sequence()
        if t.turns:
            n = len(t.turns[0].prompt_ids)
            prompt, completion, mask, logps = ids[:n], ids[n:], mask[n:], logps[n:]
        else:  # the attacker ended the game before the defender spoke: nothing to train on
            prompt = policy.encode(policy.template.first(t.session.messages[0]["content"], ""))
            completion = list(policy.end_ids)
            mask, logps = [0] * len(completion), [0.0] * len(completion)
        result = t.session.result
        assert result is not None
        game = [t.reward, result.outcome, result.num_turns, t.episode.scenario.id]
        components = [float(result.reward_components.get(k, 0.0)) for k in names]
        per_turn = [c["stepwise_tom"] for c in turn_reward_components(t.episode)]
        if t.error:  # no score: None for TRL's reward functions, and no token is trained
            mask, components, per_turn = [0] * len(mask), [None] * len(names), []
        rows.append([prompt, completion, logps, mask, *game, *components, per_turn])
    return {c: [row[i] for row in rows] for i, c in enumerate(columns)}


def make_rollout_func(
    attacker: Any = "scripted:base",
    *,
    scenarios: Sequence[Scenario] | None = None,
    split: str = "train",
    attacker_kwargs: Mapping[str, Any] | None = None,
    prompt: str = "tom",
    thinking: bool = False,
    max_new_tokens: int = 1024,
    max_turns: int | None = None,
    rewards: RewardSpec | Mapping[str, float] | str | None = None,
    engine: Callable[[Any], Any] | None = None,
    structured: str = "auto",
) -> RolloutFunc:
    """A ``rollout_func`` for ``GRPOTrainer(rollout_func=...)``. ``attacker``: an attacker spec (``openai:URL@MODEL#bluffing``...) or a zero-argument
    factory; ``prompt``: the defender prompt (as ``tomsb bench --defender-prompt``);
    ``thinking=False`` pre-fills Qwen3's empty ``<think>`` block (for a tokenizer that has
    those tokens); ``max_new_tokens`` caps a turn. Temperature and top_p are ``GRPOConfig``'s,
    so sampler and loss agree. ``engine(trainer)`` overrides the engine. ``structured``
    ("auto", "on", "off") is :class:`~tomsb_env.rollout.DefenderPolicy`'s."""
    check_structured(structured)
    config = GameConfig() if max_turns is None else GameConfig(max_turns=max_turns)
    return RolloutFunc(
        _pool(scenarios, split), attacker, attacker_kwargs, prompt,
        ChatTemplate(assistant_prefix="" if thinking else QWEN3_NO_THINKING),
        max_new_tokens, config, RewardSpec.parse(rewards), engine, structured,
    )  # fmt: skip


def _scores(values: Sequence[Any], weight: float = 1.0) -> list[float | None]:
    """None (TRL's "no reward here") stays None: a game whose attacker failed has no score."""
    return [None if v is None else weight * float(v) for v in values]


def _log_outcomes(kwargs: Mapping[str, Any]) -> None:
    """Log each outcome's share (``tomsb/outcome_error``...) of the rollout or tool games."""
    outcomes = kwargs.get(f"{_FIELD}outcome")
    if outcomes is None and kwargs.get("environments"):
        results = [getattr(e, "result", None) for e in kwargs["environments"]]
        outcomes = [r.outcome if r is not None else "unfinished" for r in results]
    if outcomes and kwargs.get("log_metric") is not None:
        for name, share in outcome_shares(outcomes).items():
            kwargs["log_metric"](f"tomsb/{name}", share)


def env_reward(completions: Sequence[Any], **kwargs: Any) -> list[float | None]:
    """Reward function: each game's ``tomsb_reward`` (None: no score); logs the outcomes."""
    values = kwargs.get(f"{_FIELD}reward")
    if values is None:
        raise ConfigError(
            "env_reward needs the tomsb_reward field: use make_rollout_func's rollout"
        )
    _log_outcomes(kwargs)
    return _scores(values)


def log_outcomes(completions: Sequence[Any], **kwargs: Any) -> list[None]:
    """Not a reward (None for every game): logs the outcomes, for ``environment_factory``
    runs, whose rewards TRL takes from ``get_reward``."""
    _log_outcomes(kwargs)
    return [None] * len(completions)


def reward_component(name: str, weight: float = 1.0) -> Callable[..., list[float | None]]:
    """Reward function: ``weight`` x one reward component (``fooling``, ``tom``, ``leaked``...)."""
    key = f"{_FIELD}{name}"

    def component(completions: Sequence[Any], **kwargs: Any) -> list[float | None]:
        values = kwargs.get(key)
        if values is None:
            found = sorted(k[len(_FIELD) :] for k in kwargs if k.startswith(_FIELD))
            raise ConfigError(f"no reward component {name!r} in the rollout; found {found}")
        _log_outcomes(kwargs)
        return _scores(values, weight)

    component.__name__ = key
    return component


# ------------------------------------------------------------- environment_factory
_TOOL_NOTE = (
    "\n\nHOW TO ANSWER\nCall the tool `{tool}` once per message from the other party, passing "
    "your whole turn (the JSON object described above) as `turn`. The tool returns their next "
    "message. Stop when the tool says the game is over."
)


class _ToolEnv:
    """One seat's game behind one tool (TRL makes every public method a tool)."""

    _session: type[ChatSession] = DefenderSession
    _tool = "reply"

    def __init__(
        self,
        attacker: Any = "scripted:base",
        *,
        scenarios: Sequence[Scenario] | None = None,
        split: str = "train",
        attacker_kwargs: Mapping[str, Any] | None = None,
        prompt: str = "tom",
        max_turns: int | None = None,
        rewards: RewardSpec | Mapping[str, float] | str | None = None,
        unfinished_reward: float = 0.0,
    ) -> None:
        self._pool = _pool(scenarios, split)
        other = "attacker" if self._session is DefenderSession else "defender"
        self._options: dict[str, Any] = {
            other: attacker, f"{other}_kwargs": attacker_kwargs, "prompt": prompt,
            "max_turns": max_turns, "rewards": RewardSpec.parse(rewards),
        }  # fmt: skip
        self.unfinished_reward = unfinished_reward
        self.session: ChatSession | None = None

    def reset(self, **row: Any) -> str:
        if f"{_FIELD}scenario_id" in row:
            sid, seed = str(row[f"{_FIELD}scenario_id"]), int(row.get(f"{_FIELD}seed", 0))
        else:
            sid, seed = parse_game_key(row.get("prompt"))
        if sid not in self._pool:
            raise ConfigError(f"unknown scenario {sid!r} in the dataset row")
        if self.session is not None:
            self.session.close()
        self.session = self._session(self._pool[sid], seed=seed, **self._options)
        messages = self.session.start()
        if self.session.done:
            return messages[0]["content"] + "\n\nThe game is already over."
        note = _TOOL_NOTE.format(tool=self._tool)
        return f"{messages[0]['content']}{note}\n\n{messages[1]['content']}"

    def _play(self, turn: str) -> str:
        if self.session is None:
            raise ConfigError("reset() first")
        step = None if self.session.done else self.session.submit(turn)
        if step is None or step.done:
            return "The game is over; do not call the tool again."
        assert step.message is not None
        note = f"(Your turn did not parse: {step.format_error})\n" if step.format_error else ""
        return note + step.message["content"]

    def get_reward(self) -> float | None:
        """The game's reward; None (no score, which TRL leaves out) if the opponent failed."""
        result = self.result
        if result is None:
            return float(self.unfinished_reward)
        return None if result.error else result.reward

    @property
    def result(self) -> SessionResult | None:
        return self.session.result if self.session is not None else None


class DefenderToolEnv(_ToolEnv):
    """The defender's game behind one tool, for ``GRPOTrainer(environment_factory=...)``:
    ``reset(**row)`` returns the system prompt and the attacker's first message (TRL appends it
    to the row's last user message); ``get_reward`` is ``unfinished_reward`` if the model
    stopped calling ``reply`` early, None if the attacker failed (see :func:`log_outcomes`)."""

    def reply(self, turn: str) -> str:
        """Send your turn to the attacker and receive its next message.

        Args:
            turn: Your whole turn as one JSON object with the keys the instructions list; only its "reply" field reaches the attacker.

        Returns:
            The attacker's next message, or a note that the game is over.
        """
        return self._play(turn)


class AttackerToolEnv(_ToolEnv):
    """The attacker's seat (:class:`~tomsb_env.session.AttackerSession`) behind one tool, ``ask``.
    Arguments as :class:`DefenderToolEnv`'s, the first being the defender (options as
    ``attacker_kwargs``) and ``prompt`` an attacker kind. The reward is 1 if the attacker
    declared success holding a true value it did not know."""

    _session = AttackerSession
    _tool = "ask"

    def __init__(self, defender: Any = "scripted:probing", *, prompt: str = "base", **options: Any):
        super().__init__(defender, prompt=prompt, **options)

    def ask(self, turn: str) -> str:
        """Send your turn to the other party and receive its reply.

        Args:
            turn: Your whole turn as one JSON object with the keys the instructions list; only its "prompt" field reaches the other party.

        Returns:
            The other party's reply, or a note that the game is over.
        """
        return self._play(turn)
