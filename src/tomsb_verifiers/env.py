"""The verifiers taskset and envs (extra ``[verifiers]``, verifiers 0.4's ``verifiers.v1`` API).

:class:`TomsbTaskset` yields one task per (scenario, opponent seed); :class:`TomsbDefenderEnv`
(:class:`TomsbAttackerEnv`) relays turns between the ``defender`` (``attacker``) agent and the
embedded opponent (see ``docs/integrations/verifiers.md``). The reward is recorded before the
interaction closes, so scoring sees it; the reward components are metrics only. A game whose
attacker failed records no reward and fails with verifiers' ``EnvError`` (``outcome_error``)."""

from __future__ import annotations

from collections.abc import Iterator

from tomsb_env.errors import ConfigError, MissingExtraError

try:
    import verifiers.v1 as vf
    from verifiers.v1.runtimes import SubprocessConfig
except ImportError as e:  # pragma: no cover - exercised without the extra
    raise MissingExtraError("verifiers", "verifiers", "tomsb_verifiers") from e

from pydantic import Field

from tomsb_env.integrations import (
    SEATS,
    check_settings,
    game_seeds,
    seat_session,
    split_ids,
    turn_reward_components,
)
from tomsb_env.session import ChatSession

__all__ = [
    "TomsbAttackerEnv",
    "TomsbAttackerEnvConfig",
    "TomsbData",
    "TomsbDefenderEnv",
    "TomsbEnvConfig",
    "TomsbTask",
    "TomsbTaskset",
    "TomsbTasksetConfig",
]


class TomsbTasksetConfig(vf.TasksetConfig):
    split: str = "eval"
    """Scenario split: train, eval or all."""
    scenarios: list[str] = Field(default_factory=list)
    """Scenario ids to keep (empty: the whole split)."""
    seeds_per_scenario: int = Field(1, ge=1)
    """Attacker seeds per scenario; seeds are ``seed * 1_000_003 + k``."""
    seed: int = 0


class TomsbData(vf.TaskData):
    info: dict
    """The game: ``scenario_id``, ``seed`` (the embedded opponent's) and ``split``."""


class TomsbTask(vf.Task[TomsbData, vf.State, vf.TaskConfig]):
    pass


class TomsbTaskset(vf.Taskset[TomsbTask, TomsbTasksetConfig]):
    """One task per (scenario, opponent seed); the env fills in the game's prompt."""

    def load(self) -> Iterator[TomsbTask]:
        cfg = self.config
        ids = split_ids(cfg.split)
        if unknown := sorted(set(cfg.scenarios) - set(ids)):
            raise ConfigError(f"--env.taskset.scenarios: {unknown} are not in split {cfg.split!r}")
        if cfg.scenarios:
            ids = [i for i in ids if i in set(cfg.scenarios)]
        for sid, seed in game_seeds(ids, cfg.seeds_per_scenario, cfg.seed):
            name = f"{sid}#{seed}"
            info = {"scenario_id": sid, "seed": seed, "split": cfg.split}
            yield TomsbTask(TomsbData(id=name, name=name, info=info), cfg.task)


def _policy_seat() -> vf.AgentConfig:
    """The policy's seat: a plain chat loop in a local subprocess by default."""
    return vf.AgentConfig(harness={"id": "null"}, runtime=SubprocessConfig(), network_notice=False)


class _GameConfig(vf.EnvConfig):
    max_turns: int | None = None
    """Attacker turns per game (None: the game's default, 15)."""
    unfinished_reward: float = 0.0
    """The reward of a game the policy's run ended before the game did."""


class TomsbEnvConfig(_GameConfig):
    defender: vf.AgentConfig = _policy_seat()
    """The policy's seat: a plain chat loop in a local subprocess by default."""
    attacker: str = "scripted:base"
    """The embedded attacker's spec (scripted or an LLM, as ``tomsb bench --attacker``)."""
    prompt: str = "tom"
    """The defender prompt (a name or a prompt file, as ``tomsb bench --defender-prompt``)."""


class TomsbAttackerEnvConfig(_GameConfig):
    attacker: vf.AgentConfig = _policy_seat()
    """The policy's seat: a plain chat loop in a local subprocess by default."""
    defender: str = "scripted:probing"
    """The embedded defender's spec (scripted or an LLM, as ``tomsb bench --defender``)."""
    prompt: str = "base"
    """The attacker kind: base, cross_examiner, deception_aware or bluffing."""


class TomsbDefenderEnv(vf.Env[TomsbEnvConfig]):
    """The defender agent against the embedded attacker, one game per episode."""

    role = "defender"  # the policy's seat (its agent's name); the other side is embedded

    def __init__(self, config: TomsbEnvConfig) -> None:
        super().__init__(config)
        self._settings = config.model_dump(include={SEATS[self.role], "prompt", "max_turns"})
        check_settings("all", self.role, **self._settings)
        #: split -> sessions whose game ended, started again for later tasks: a session per
        #: task would build an env, an opponent and its server connections every game
        self._idle: dict[str, list[ChatSession]] = {}

    async def run(self, task: TomsbTask, agents: vf.Agents) -> None:  # type: ignore[override]
        info = task.data.info
        split = info.get("split", "eval")
        idle = self._idle.setdefault(split, [])
        sid, seed = info["scenario_id"], int(info["seed"])
        session = (
            idle.pop() if idle else seat_session(self.role)(sid, split=split, **self._settings)
        )
        ended = False
        try:
            messages = await session.astart(sid, seed=seed)
            if session.result is not None:
                if session.result.error:  # no score: verifiers' own failure for the episode
                    raise vf.EnvError(session.result.error)
                raise RuntimeError(
                    f"the {SEATS[self.role]} ended {info['scenario_id']} before the "
                    f"{self.role}'s first turn (outcome {session.result.outcome})"
                )
            update = {"system_prompt": messages[0]["content"], "prompt": messages[1]["content"]}
            game = type(task)(task.data.model_copy(update=update), task.config)
            async with getattr(agents, self.role).interaction(game) as chat:
                segment = await chat.turn()  # the prompted task speaks first
                while not segment.terminated:
                    turn = await session.asubmit(segment.last_reply)
                    if turn.done:
                        break
                    assert turn.message is not None
                    segment = await chat.turn(turn.message["content"])
                self._record(chat.trace, session)  # before close: scoring sees it
                ended = session.result is not None
                if session.result is not None and session.result.error:
                    # verifiers records it on the trace: not ok, left out of the mean reward
                    raise vf.EnvError(session.result.error)
        finally:  # reused only after a game that ended; one cut off (an error, a cancel) closes
            if ended:
                idle.append(session)
            else:
                await session.aclose()

    def _record(self, trace: vf.Trace, session: ChatSession) -> None:
        result = session.result
        outcome = "unfinished" if result is None else result.outcome
        trace.record_metric(f"outcome_{outcome}", 1.0)
        trace.info["tomsb_outcome"] = outcome
        if outcome == "error":
            return  # no score, no components
        trace.record_reward(
            "tomsb", self.config.unfinished_reward if result is None else result.reward
        )
        if result is not None:
            trace.record_metrics({f"tomsb_{k}": v for k, v in result.reward_components.items()})
            trace.record_metric("tomsb_turns", float(result.num_turns))
            trace.info["tomsb_reward_components"] = dict(result.reward_components)
            if self.role == "defender":  # the components the game scores turn by turn
                trace.info["tomsb_turn_reward_components"] = turn_reward_components(result.episode)


class TomsbAttackerEnv(TomsbDefenderEnv, vf.Env[TomsbAttackerEnvConfig]):  # type: ignore[misc]
    """The attacker agent against the embedded defender; the reward is 1 if it declared
    success holding a true value it did not know."""

    role = "attacker"
