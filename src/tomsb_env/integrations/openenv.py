"""ToM-SB as an OpenEnv environment: server and client (extra ``[openenv]``).

The server (``python -m tomsb_env.integrations.openenv serve``) hosts one
:class:`TomsbEnvironment` per WebSocket session, the client (:class:`TomsbEnv`) playing one
seat (``--role``, default defender) against a server-side opponent; see
``docs/integrations/openenv.md``. OpenEnv drops an observation's ``metadata``, so all a
trainer needs is a field of :class:`TomsbObservation`; the opponent's secrets stay server-side."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import gc
import logging
import reprlib
import sys
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from tomsb_env.errors import BackendError, ConfigError, FormatFailure, MissingExtraError, TomsbError
from tomsb_env.integrations import SEATS, check_settings, seat_session, split_ids

try:
    from openenv.core.client_types import StepResult
    from openenv.core.env_client import EnvClient
    from openenv.core.env_server import Action, Environment, Observation, State
    from openenv.core.env_server import create_fastapi_app as _create_fastapi_app
    from openenv.core.env_server.types import ConcurrencyConfig
    from pydantic import Field
except ImportError as e:  # pragma: no cover - exercised without the extra
    missing = MissingExtraError("openenv-core", "openenv", "tomsb_env.integrations.openenv")
    if __name__ == "__main__":  # `python -m ... serve`: one line, not a traceback
        sys.exit(f"error: {missing}")
    raise missing from e

from tomsb_env.integrations.ws_guard import (
    DEFAULT_IDLE_TIMEOUT_S,
    DEFAULT_MAX_MESSAGE_BYTES,
    InputGuard,
)
from tomsb_env.session import ChatSession, SessionTurn
from tomsb_env.universe.datasets import load_scenarios

__all__ = [
    "DEFAULT_IDLE_TIMEOUT_S",
    "DEFAULT_MAX_MESSAGE_BYTES",
    "ServerConfig",
    "TomsbAction",
    "TomsbEnv",
    "TomsbEnvironment",
    "TomsbObservation",
    "TomsbState",
    "create_app",
    "main",
]


_log = logging.getLogger(__name__)
_ON_LOOP_CHARS = 20_000  # parsing a longer step (up to ~100 ms) is the worker thread's


class TomsbAction(Action):
    """The model's text for one turn of its seat (the benchmark's JSON turn format)."""

    text: str = Field(..., description="the model's output for this turn")


class TomsbObservation(Observation):
    """What the client's seat sees after a reset or a step; ``reward``/``done`` are OpenEnv's."""

    messages: list[dict[str, str]] = Field(
        default_factory=list,
        description="new chat messages: [system, user] after reset, [user] after a step, [] at the end",
    )
    scenario_id: str = Field("", description="the game's scenario")
    seed: int = Field(0, description="the opponent's seed (equal seeds replay equal opponents)")
    num_turns: int = Field(0, description="attacker turns played so far")
    format_error: str | None = Field(None, description="why the submitted text did not parse")
    outcome: str | None = Field(
        None, description="fooled, leaked, detected, format_error or truncated, once done"
    )
    reward_components: dict[str, float] = Field(
        default_factory=dict,
        description="the defender's reward components, once done (none for the attacker seat)",
    )
    error: str | None = Field(
        None, description="outcome 'error': which side failed and how (details in the server's log)"
    )


class TomsbState(State):
    """The server-side game's public state."""

    scenario_id: str = ""
    seed: int = 0
    done: bool = False
    outcome: str | None = None


@dataclass(frozen=True)
class ServerConfig:
    """How the server builds each game (one per ``reset``): the client's seat (``role``) and
    that seat's session keywords; None takes the session's default."""

    split: str = "train"
    attacker: str | None = None  # the defender seat's opponent (scripted:base)
    prompt: str | None = None  # the seat's prompt, a name or a file (tom; attacker: base)
    max_turns: int | None = None  # None: the game's default (15)
    role: str = "defender"  # the client's seat: defender or attacker
    defender: str | None = None  # the attacker seat's opponent (scripted:probing)

    def session_kwargs(self) -> dict[str, Any]:
        """The seat's session keywords; the seat's own side cannot also be embedded."""
        seat_session(self.role)
        if getattr(self, self.role) is not None:
            raise ConfigError(
                f"the {self.role} is the client's seat (role {self.role!r}); "
                f"set {SEATS[self.role]} for the embedded opponent"
            )
        keys = (SEATS[self.role], "prompt", "max_turns")
        return {k: v for k in keys if (v := getattr(self, k)) is not None}


class TomsbEnvironment(Environment[TomsbAction, TomsbObservation, TomsbState]):
    """One game at a time in the config's seat (OpenEnv makes one instance per client session)."""

    SUPPORTS_CONCURRENT_SESSIONS = True  # no state is shared between instances

    def __init__(self, config: ServerConfig | None = None, worker: Executor | None = None) -> None:
        super().__init__()
        self.config = config or ServerConfig()
        self.worker = worker  # plays long steps off the event loop (one thread: the GIL)
        self.session: ChatSession | None = None
        self._state = TomsbState()

    # -- OpenEnv API ------------------------------------------------------------
    def reset(
        self,
        seed: int | None = None,
        episode_id: str | None = None,
        scenario: str | None = None,
        **kwargs: Any,
    ) -> TomsbObservation:
        with _server_side_errors():
            return self._observation(self._new_session(seed, episode_id, scenario, kwargs).start())

    async def reset_async(
        self,
        seed: int | None = None,
        episode_id: str | None = None,
        scenario: str | None = None,
        **kwargs: Any,
    ) -> TomsbObservation:
        with _server_side_errors():
            session = self._new_session(seed, episode_id, scenario, kwargs)
            return self._observation(await session.astart())

    def step(
        self, action: TomsbAction, timeout_s: float | None = None, **kwargs: Any
    ) -> TomsbObservation:
        with _server_side_errors():
            return self._stepped(self._live_session().submit(action.text))

    async def step_async(
        self, action: TomsbAction, timeout_s: float | None = None, **kwargs: Any
    ) -> TomsbObservation:
        if self.worker is not None and len(action.text) > _ON_LOOP_CHARS:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self.worker, self.step, action)
        with _server_side_errors():
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
    ) -> ChatSession:
        if extra:
            raise ConfigError(
                f"reset() got unknown argument(s) {reprlib.repr(sorted(extra))}; it takes seed, "
                "episode_id and scenario (the role, opponent, split and prompt are the server's "
                "settings)"
            )
        if seed is not None and (type(seed) is not int or not 0 <= seed < 2**63):
            raise ConfigError(
                f"seed must be an integer from 0 to 2**63-1, got {reprlib.repr(seed)}"
            )
        for name, value in (("scenario", scenario), ("episode_id", episode_id)):
            if value is not None and not isinstance(value, str):
                raise ConfigError(f"{name} must be a string, got {reprlib.repr(value)}")
        import numpy as np

        if seed is None:
            seed = int(np.random.default_rng().integers(2**31))
        if scenario is None:
            ids = split_ids(self.config.split)
            scenario = ids[int(np.random.default_rng(seed).integers(len(ids)))]
        cfg = self.config
        # built before the old game is closed: a bad scenario id leaves that game playable
        session = seat_session(cfg.role)(
            scenario, seed=seed, split=cfg.split, **cfg.session_kwargs()
        )
        self.close()
        self.session = session
        self._state = TomsbState(episode_id=episode_id, scenario_id=scenario, seed=seed)
        return self.session

    def _live_session(self) -> ChatSession:
        if self.session is None:
            raise ConfigError("call reset() before step()")
        if self.session.done:
            raise ConfigError("the game is over; call reset() for a new one")
        return self.session

    def _observation(
        self, messages: Sequence[Mapping[str, str]], turn: SessionTurn | None = None
    ) -> TomsbObservation:
        assert self.session is not None
        result = self.session.result
        self._state.done = result is not None
        self._state.outcome = result.outcome if result is not None else None
        failed = result is not None and result.error is not None  # no score: reward None
        return TomsbObservation(
            messages=[dict(m) for m in messages],
            scenario_id=self._state.scenario_id,
            seed=self._state.seed,
            num_turns=self.session.episode.num_turns,
            format_error=turn.format_error if turn is not None else None,
            outcome=self._state.outcome,
            reward_components=dict(result.reward_components) if result and not failed else {},
            reward=None if failed else result.reward if result is not None else 0.0,
            done=result is not None,
            error=result.error if result is not None else None,
        )

    def _stepped(self, turn: SessionTurn) -> TomsbObservation:
        self._state.step_count += 1
        assert self.session is not None
        # each message reaches the client once, so the server need not keep a long chat
        del self.session.messages[1:]
        return self._observation([turn.message] if turn.message is not None else [], turn)


@contextlib.contextmanager
def _server_side_errors() -> Iterator[None]:
    """Pass the client's own mistakes through; log any other failure and send only its kind
    (its text may quote the opponent's private state, backend URL or model)."""
    try:
        yield
    except Exception as exc:
        if isinstance(exc, TomsbError) and not isinstance(exc, (BackendError, FormatFailure)):
            raise
        kind = type(exc).__name__
        _log.warning("the server failed (%s): %s", kind, exc)
        raise RuntimeError(
            f"the server failed ({kind}); the details are in the server's log"
        ) from None


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


def create_app(
    config: ServerConfig | None = None,
    *,
    max_concurrent_envs: int = 64,
    max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    idle_timeout_s: float | None = DEFAULT_IDLE_TIMEOUT_S,
    max_sessions_per_client: int | None = None,
) -> Any:
    """The FastAPI app serving :class:`TomsbEnvironment`; bad settings fail here, not at a reset.
    An HTTP body or WebSocket message over ``max_message_bytes``, nested too deep or holding a
    too long number, is refused unparsed (413/400, or an error frame); a session whose client
    sends nothing for ``idle_timeout_s`` seconds (None: never) is closed. One client host holds
    at most ``max_sessions_per_client`` sessions (None: half of them, rounded up)."""
    config = config or ServerConfig()
    check_settings(config.split, config.role, **config.session_kwargs())
    per_client = max_sessions_per_client or -(-max_concurrent_envs // 2)
    if max_message_bytes < 1024:
        raise ConfigError(f"max_message_bytes must be >= 1024, got {max_message_bytes}")
    if idle_timeout_s is not None and idle_timeout_s <= 0:
        raise ConfigError(f"idle_timeout_s must be > 0 or None, got {idle_timeout_s}")
    if not 1 <= per_client <= max_concurrent_envs:
        raise ConfigError(
            f"max_sessions_per_client must be from 1 to max_concurrent_envs "
            f"({max_concurrent_envs}), got {per_client}"
        )
    worker = ThreadPoolExecutor(1, thread_name_prefix="tomsb-long-steps")
    app = _create_fastapi_app(
        functools.partial(TomsbEnvironment, config, worker),
        TomsbAction,
        TomsbObservation,
        concurrency_config=ConcurrencyConfig(max_concurrent_envs=max_concurrent_envs),
    )
    app.add_middleware(InputGuard, max_bytes=max_message_bytes, idle_s=idle_timeout_s,
                       sessions=max_concurrent_envs, per_client=per_client)  # fmt: skip
    return app


# ----------------------------------------------------------------------- CLI
def _play(url: str, games: int, reply: str, seed: int, scenario: str | None) -> int:
    """Play ``games`` games through the client, answering every turn with ``reply``."""
    errors = 0
    with TomsbEnv(base_url=url).sync() as env:
        for k in range(games):
            result = env.reset(seed=seed + k, **({"scenario": scenario} if scenario else {}))
            while not result.done:
                result = env.step(TomsbAction(text=reply))
            obs = result.observation
            errors += obs.error is not None
            parts = " ".join(f"{n}={v:g}" for n, v in sorted(obs.reward_components.items()))
            print(
                f"{obs.scenario_id} seed={obs.seed}: outcome={obs.outcome} turns={obs.num_turns} "
                f"reward={'none' if result.reward is None else format(result.reward, 'g')} "
                f"{obs.error or parts}".rstrip()
            )
    print(f"outcome_error: {errors} of {games} game(s) had no score")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tomsb_env.integrations.openenv",
        description="Serve ToM-SB as an OpenEnv environment, or play games against a server.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="run the OpenEnv server")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--split", default="train", help="scenario split (train, eval, all)")
    serve.add_argument("--role", default="defender", help="the client's seat: defender, attacker")
    serve.add_argument("--attacker", help="defender seat: the embedded attacker (scripted:base)")
    serve.add_argument("--defender", help="attacker seat: the embedded defender (scripted:probing)")
    serve.add_argument("--prompt", help="the seat's prompt name or file (tom; attacker: base)")
    serve.add_argument("--max-turns", type=int, default=None)
    serve.add_argument("--max-concurrent-envs", type=int, default=64)
    serve.add_argument("--max-sessions-per-client", type=int, metavar="N",
                       help="sessions one client host may hold (default: half of the above)")  # fmt: skip
    serve.add_argument("--max-message-bytes", type=int, default=DEFAULT_MAX_MESSAGE_BYTES,
                       help="largest HTTP body or WebSocket message read (default: 1 MiB)")  # fmt: skip
    serve.add_argument("--idle-timeout", type=float, default=DEFAULT_IDLE_TIMEOUT_S,
                       metavar="SECONDS", help="close a session idle this long; 0: never (300)")  # fmt: skip
    play = sub.add_parser("play", help="play games through the client with one fixed reply")
    play.add_argument("--url", default="http://127.0.0.1:8000")
    play.add_argument("--games", type=int, default=2)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--scenario", default=None, help="scenario id (default: the seed picks)")
    play.add_argument(
        "--reply",
        default='{"reply": "I would rather not say."}',
        help="the text played on every turn (an attacker seat's server needs an attacker turn)",
    )
    args = parser.parse_args(argv)
    if args.command == "play":
        return _play(args.url, args.games, args.reply, args.seed, args.scenario)
    import uvicorn

    config = ServerConfig(
        args.split, args.attacker, args.prompt, args.max_turns, args.role, args.defender
    )
    app = create_app(
        config,
        max_concurrent_envs=args.max_concurrent_envs,
        max_message_bytes=args.max_message_bytes,
        idle_timeout_s=args.idle_timeout or None,
        max_sessions_per_client=args.max_sessions_per_client,
    )
    load_scenarios("all")  # an unknown id's error names the split that has it: read both now
    gc.freeze()  # start-up's objects are never traced again: a full collection of them took 0.35 s
    # one line per disconnect, idle close or failure
    logging.basicConfig(level=logging.INFO, format="%(levelname)s:     %(name)s: %(message)s")
    # uvicorn drops a frame far over the limit from its header; without compression no
    # small frame can inflate to megabytes on the event loop
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        ws_max_size=4 * args.max_message_bytes,
        ws_per_message_deflate=False,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
