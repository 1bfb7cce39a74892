"""ToM-SB's defender as an OpenEnv environment: server and client (extra ``[openenv]``).

The server (``python -m tomsb_env.integrations.openenv serve``) hosts one
:class:`TomsbEnvironment` per WebSocket session, with the attacker embedded
server-side; :class:`TomsbEnv` is the client. See ``docs/integrations/openenv.md``.
OpenEnv serialises an observation without its ``metadata``, so everything a
trainer needs is a declared field of :class:`TomsbObservation`; the attacker's
private state never leaves the server.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from tomsb_env.errors import ConfigError, MissingExtraError
from tomsb_env.integrations import check_settings, split_ids

try:
    from openenv.core.client_types import StepResult
    from openenv.core.env_client import EnvClient
    from openenv.core.env_server import Action, Environment, Observation, State
    from openenv.core.env_server import create_fastapi_app as _create_fastapi_app
    from pydantic import Field
except ImportError as e:  # pragma: no cover - exercised without the extra
    raise MissingExtraError("openenv-core", "openenv", "tomsb_env.integrations.openenv") from e

from tomsb_env.session import DefenderSession, SessionTurn

__all__ = [
    "ServerConfig",
    "TomsbAction",
    "TomsbEnv",
    "TomsbEnvironment",
    "TomsbObservation",
    "TomsbState",
    "create_app",
    "main",
]


class TomsbAction(Action):
    """The defender model's text for one turn (the benchmark's JSON reply format)."""

    text: str = Field(..., description="the model's output for this defender turn")


class TomsbObservation(Observation):
    """What the defender sees after a reset or a step; ``reward``/``done`` are OpenEnv's."""

    messages: list[dict[str, str]] = Field(
        default_factory=list,
        description="new chat messages: [system, user] after reset, [user] after a step, [] at the end",
    )
    scenario_id: str = Field("", description="the game's scenario")
    seed: int = Field(0, description="the attacker's seed (equal seeds replay equal attackers)")
    num_turns: int = Field(0, description="attacker turns played so far")
    format_error: str | None = Field(None, description="why the submitted text did not parse")
    outcome: str | None = Field(
        None, description="fooled, leaked, detected, format_error or truncated, once done"
    )
    reward_components: dict[str, float] = Field(
        default_factory=dict, description="the defender's reward components, once done"
    )


class TomsbState(State):
    """The server-side game's public state."""

    scenario_id: str = ""
    seed: int = 0
    done: bool = False
    outcome: str | None = None


@dataclass(frozen=True)
class ServerConfig:
    """How the server builds each game (one per ``reset``): :class:`DefenderSession` keywords."""

    split: str = "train"
    attacker: str = "scripted:base"
    prompt: str = "tom"  # as tomsb bench --defender-prompt: a name or a prompt file
    max_turns: int | None = None  # None: the game's default (15)


class TomsbEnvironment(Environment[TomsbAction, TomsbObservation, TomsbState]):
    """One defender game at a time (OpenEnv makes one instance per client session)."""

    SUPPORTS_CONCURRENT_SESSIONS = True  # no state is shared between instances

    def __init__(self, config: ServerConfig | None = None) -> None:
        super().__init__()
        self.config = config or ServerConfig()
        self.session: DefenderSession | None = None
        self._state = TomsbState()

    # -- OpenEnv API ------------------------------------------------------------
    def reset(
        self,
        seed: int | None = None,
        episode_id: str | None = None,
        scenario: str | None = None,
        **kwargs: Any,
    ) -> TomsbObservation:
        return self._observation(self._new_session(seed, episode_id, scenario, kwargs).start())

    async def reset_async(
        self,
        seed: int | None = None,
        episode_id: str | None = None,
        scenario: str | None = None,
        **kwargs: Any,
    ) -> TomsbObservation:
        session = self._new_session(seed, episode_id, scenario, kwargs)
        return self._observation(await session.astart())

    def step(
        self, action: TomsbAction, timeout_s: float | None = None, **kwargs: Any
    ) -> TomsbObservation:
        return self._stepped(self._live_session().submit(action.text))

    async def step_async(
        self, action: TomsbAction, timeout_s: float | None = None, **kwargs: Any
    ) -> TomsbObservation:
        return self._stepped(await self._live_session().asubmit(action.text))

    @property
    def state(self) -> TomsbState:
        return self._state

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None

    # -- internals --------------------------------------------------------------
    def _new_session(
        self, seed: int | None, episode_id: str | None, scenario: str | None, extra: dict[str, Any]
    ) -> DefenderSession:
        if extra:
            raise ConfigError(
                f"reset() got unknown argument(s) {sorted(extra)}; it takes seed, episode_id "
                "and scenario (the attacker, split and prompt are the server's settings)"
            )
        import numpy as np

        if seed is None:
            seed = int(np.random.default_rng().integers(2**31))
        if scenario is None:
            ids = split_ids(self.config.split)
            scenario = ids[int(np.random.default_rng(seed).integers(len(ids)))]
        self.close()
        self.session = DefenderSession(scenario, seed=seed, **asdict(self.config))
        self._state = TomsbState(episode_id=episode_id, scenario_id=scenario, seed=seed)
        return self.session

    def _live_session(self) -> DefenderSession:
        if self.session is None:
            raise ConfigError("call reset() before step()")
        if self.session.done:
            raise ConfigError("the game is over; call reset() for a new one")
        return self.session

    def _observation(
        self, messages: Sequence[Mapping[str, str]], turn: SessionTurn | None = None
    ) -> TomsbObservation:
        session = self.session
        assert session is not None
        result = session.result
        self._state.done = result is not None
        self._state.outcome = result.outcome if result is not None else None
        return TomsbObservation(
            messages=[dict(m) for m in messages],
            scenario_id=self._state.scenario_id,
            seed=self._state.seed,
            num_turns=session.episode.num_turns,
            format_error=turn.format_error if turn is not None else None,
            outcome=self._state.outcome,
            reward_components=dict(result.reward_components) if result is not None else {},
            reward=result.reward if result is not None else 0.0,
            done=result is not None,
        )

    def _stepped(self, turn: SessionTurn) -> TomsbObservation:
        self._state.step_count += 1
        return self._observation([turn.message] if turn.message is not None else [], turn)


class TomsbEnv(EnvClient[TomsbAction, TomsbObservation, TomsbState]):
    """The client: ``await env.reset(scenario=..., seed=...)``, ``await env.step(TomsbAction(text=...))``."""

    def _step_payload(self, action: TomsbAction) -> dict[str, Any]:
        return action.model_dump(exclude={"metadata"})

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[TomsbObservation]:
        obs = TomsbObservation(
            **payload.get("observation", {}),
            reward=payload.get("reward"),
            done=payload.get("done", False),
        )
        return StepResult(observation=obs, reward=obs.reward, done=obs.done)

    def _parse_state(self, payload: dict[str, Any]) -> TomsbState:
        return TomsbState(**payload)


def create_app(config: ServerConfig | None = None, *, max_concurrent_envs: int = 64) -> Any:
    """The FastAPI app serving :class:`TomsbEnvironment`; bad settings fail here, not at a reset."""
    check_settings(**asdict(config or ServerConfig()))
    return _create_fastapi_app(
        functools.partial(TomsbEnvironment, config),
        TomsbAction,
        TomsbObservation,
        max_concurrent_envs=max_concurrent_envs,
    )


# ----------------------------------------------------------------------- CLI
def _play(url: str, games: int, reply: str, seed: int, scenario: str | None) -> int:
    """Play ``games`` games through the client, answering every turn with ``reply``."""
    with TomsbEnv(base_url=url).sync() as env:
        for k in range(games):
            result = env.reset(seed=seed + k, **({"scenario": scenario} if scenario else {}))
            while not result.done:
                result = env.step(TomsbAction(text=reply))
            obs = result.observation
            parts = " ".join(f"{n}={v:g}" for n, v in sorted(obs.reward_components.items()))
            print(
                f"{obs.scenario_id} seed={obs.seed}: outcome={obs.outcome} turns={obs.num_turns} "
                f"reward={result.reward:g} {parts}"
            )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tomsb_env.integrations.openenv",
        description="Serve ToM-SB's defender as an OpenEnv environment, or play games against a server.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="run the OpenEnv server")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--split", default="train", help="scenario split (train, eval, all)")
    serve.add_argument("--attacker", default="scripted:base", help="the embedded attacker's spec")
    serve.add_argument("--prompt", default="tom", help="defender prompt name or file")
    serve.add_argument("--max-turns", type=int, default=None)
    serve.add_argument("--max-concurrent-envs", type=int, default=64)
    play = sub.add_parser("play", help="play games through the client with one fixed reply")
    play.add_argument("--url", default="http://127.0.0.1:8000")
    play.add_argument("--games", type=int, default=2)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--scenario", default=None, help="scenario id (default: the seed picks)")
    play.add_argument(
        "--reply",
        default='{"reply": "I would rather not say."}',
        help="the defender text played on every turn",
    )
    args = parser.parse_args(argv)
    if args.command == "play":
        return _play(args.url, args.games, args.reply, args.seed, args.scenario)
    import uvicorn

    config = ServerConfig(args.split, args.attacker, args.prompt, args.max_turns)
    uvicorn.run(
        create_app(config, max_concurrent_envs=args.max_concurrent_envs),
        host=args.host,
        port=args.port,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
