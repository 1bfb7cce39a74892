"""The game as a chat, for trainer integrations (see docs/integrations/session.md).

A session plays one game of a :class:`~tomsb_env.envs.single_agent.DefenderEnv` /
:class:`~tomsb_env.envs.single_agent.AttackerEnv` with the learner's side written by a
chat model, in the messages of the benchmark's LLM agents. The model's turns stay in the
chat as it wrote them: a trainer's tokens must not be rewritten.

>>> from tomsb_env.session import DefenderSession
>>> s = DefenderSession("u001-k0", seed=0)
>>> [m["role"] for m in s.start()]
['system', 'user']
>>> turn = s.submit('{"reply": "I cannot share that."}')
>>> turn.done or turn.message["role"] == "user"
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tomsb_env.agents.attackers.llm import attacker_messages
from tomsb_env.agents.attackers.prompts import PROMPTS as ATTACKER_PROMPTS
from tomsb_env.agents.attackers.prompts import attacker_system_prompt
from tomsb_env.agents.defenders.llm import defender_messages
from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS
from tomsb_env.agents.defenders.prompts import defender_system_prompt
from tomsb_env.agents.prompts import REASK, Prompt, select
from tomsb_env.errors import ConfigError, SessionClosedError
from tomsb_env.game import ATTACKER, DEFENDER, GameConfig
from tomsb_env.judges.base import Judge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.llm.base import ChatMessage
from tomsb_env.parsing import strip_thinking
from tomsb_env.types import Episode
from tomsb_env.universe.scenario import Scenario

__all__ = ["AttackerSession", "ChatSession", "DefenderSession", "SessionResult", "SessionTurn"]


@dataclass(frozen=True)
class SessionResult:
    """How the game ended, for the learner's side."""

    reward: float  # the learner's reward (the defender's: the weighted components' sum)
    outcome: str  # fooled, leaked, unconvinced, detected, format_error or truncated
    reward_components: dict[str, float]  # the defender's components (empty for the attacker)
    num_turns: int  # attacker turns played
    episode: Episode = field(repr=False)  # the full record, both sides' private state included
    #: outcome ``error``: which side failed and how (never the failure's text, see
    #: ``envs.single_agent.opponent_failure``); the full cause is in ``episode.meta.error``
    error: str | None = None


@dataclass(frozen=True)
class SessionTurn:
    """What :meth:`ChatSession.submit` returns: the next user message, or the end."""

    message: ChatMessage | None  # None once the game is over
    result: SessionResult | None  # set once the game is over
    format_error: str | None = None  # why the submitted text did not parse, if it did not

    @property
    def done(self) -> bool:
        return self.result is not None


class ChatSession:
    """One game as a chat for one side; see :class:`DefenderSession` and :class:`AttackerSession`."""

    learner: ClassVar[str]
    _prompts: ClassVar[Mapping[str, Prompt]]  # the prompts ``prompt`` names
    _system_prompt: Callable[[Prompt, Any], str]  # (prompt, brief) -> the system message
    _messages: Callable[[str, Any], list[ChatMessage]]  # (system, view) -> the benchmark's chat

    def __init__(
        self,
        scenario: str | Scenario,
        opponent: Any,
        opponent_kwargs: Mapping[str, Any] | None = None,
        *,
        seed: int = 0,
        episode_index: int = 0,
        split: str = "train",
        prompt: str | Prompt,
        max_turns: int | None = None,
        rewards: RewardSpec | Mapping[str, float] | str | None = None,
        judge: Judge | None = None,
        config: GameConfig | None = None,
    ) -> None:
        from tomsb_env.envs.single_agent import AttackerEnv, DefenderEnv

        where = {"scenarios": [scenario]} if isinstance(scenario, Scenario) else {"split": split}
        env_cls = DefenderEnv if self.learner == DEFENDER else AttackerEnv
        self.env = env_cls(
            opponent,
            **{f"{env_cls._other}_kwargs": opponent_kwargs},
            max_turns=max_turns,
            rewards=rewards,
            judge=judge,
            config=config,
            **where,  # type: ignore[arg-type]
        )
        self._game_options: dict[str, Any] = {}
        self._closed = False
        self._next_game(scenario, seed, episode_index)
        self.prompt = select(self._prompts, prompt, f"{self.learner} prompt")
        #: the whole chat so far: system, then user and assistant turns
        self.messages: list[ChatMessage] = []
        self.result: SessionResult | None = None
        self._system = ""
        self._busy = False  # a submit is being played (asubmit awaits the opponent)

    @property
    def done(self) -> bool:
        return self.result is not None

    @property
    def episode(self) -> Episode:
        return self.env.episode

    @property
    def scenario(self) -> Scenario:
        return self.env.episode.scenario

    def start(
        self,
        scenario: str | Scenario | None = None,
        *,
        seed: int | None = None,
        episode_index: int | None = None,
    ) -> list[ChatMessage]:
        """Reset the game; ``[system, user]`` for the learner's first turn, or ``[system]``
        alone with :attr:`result` set if the opponent ended the game before it. Another
        ``scenario`` (of the split), ``seed`` or ``episode_index`` starts that game instead,
        on the same env and opponent (a server's connections are kept: games of a trainer
        that starts many cost no set-up each)."""
        options = self._next_game(scenario, seed, episode_index)
        self.env.reset(seed=self.seed, options=options)
        return self._started()

    async def astart(
        self,
        scenario: str | Scenario | None = None,
        *,
        seed: int | None = None,
        episode_index: int | None = None,
    ) -> list[ChatMessage]:
        """:meth:`start` on the running event loop."""
        options = self._next_game(scenario, seed, episode_index)
        await self.env.areset(seed=self.seed, options=options)
        return self._started()

    def _next_game(self, scenario: Any, seed: int | None, index: int | None) -> dict[str, Any]:
        """The reset options of the game asked for (a value not given: the last one's)."""
        self._check_open()
        for name, value in (("seed", seed), ("episode_index", index)):
            if value is not None and (type(value) is not int or value < 0):
                raise ConfigError(f"{name} must be a non-negative integer, got {value!r}")
        if scenario is not None:  # (an unknown id fails here, not at the reset)
            sc = scenario if isinstance(scenario, Scenario) else self.env._scenario(scenario)
            self._game_options = {"scenario": sc}
        self.seed = self.seed if seed is None else seed
        self.episode_index = self.episode_index if index is None else index
        return {**self._game_options, "episode_index": self.episode_index}

    def submit(self, text: str) -> SessionTurn:
        """Play the model's ``text`` (less any ``<think>`` block) as the learner's turn; a
        refused call raises and leaves :attr:`messages` (turns the game played) unchanged."""
        failures = self._before_submit(text)
        try:
            self.env.step(self._action(text))
        finally:
            self._busy = False
        return self._after_submit(text, failures)

    async def asubmit(self, text: str) -> SessionTurn:
        """:meth:`submit` on the running event loop."""
        failures = self._before_submit(text)
        try:
            await self.env.astep(self._action(text))
        finally:
            self._busy = False
        return self._after_submit(text, failures)

    def close(self) -> None:
        self._closed = True
        self.env.close()

    async def aclose(self) -> None:
        self._closed = True
        await self.env.aclose()

    def __enter__(self) -> ChatSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _started(self) -> list[ChatMessage]:
        game = self.env.game
        assert game is not None
        view = game.view(self.learner)
        self._system = self._system_prompt(self.prompt, view.brief)
        self.messages = [ChatMessage(role="system", content=self._system)]
        self.result = self._result() if game.done else None
        if self.result is None:
            self.messages.append(self._messages(self._system, view)[-1])
        return list(self.messages)

    def _check_open(self) -> None:
        if self._closed:
            raise SessionClosedError("the session is closed; make a new one")

    def _before_submit(self, text: str) -> int:
        self._check_open()
        if not self.messages:
            raise ConfigError("call start() before submit()")
        if self.result is not None:
            raise ConfigError("the game is over; call start() for a new one")
        if self._busy:
            raise ConfigError(
                "another submit() of this session is still being played; await it first "
                "(one session plays one game, one turn at a time)"
            )
        if not isinstance(text, str):
            raise ConfigError(f"submit() takes the model's text, got {type(text).__name__}")
        self._busy = True
        return len(self.env.episode.failures)

    def _action(self, text: str) -> str:
        """What the game gets: the text less ``<think>``, or, over the game's size limit, the
        raw text, which the game refuses unread (a megabyte of thinking is not scanned)."""
        return text if len(text) > self.env.config.max_action_chars else strip_thinking(text)

    def _after_submit(self, text: str, failures_before: int) -> SessionTurn:
        game = self.env.game
        assert game is not None
        self.messages.append(ChatMessage(role="assistant", content=text))
        failures = game.episode.failures[failures_before:]
        error = next((f.error for f in failures if f.agent == self.learner), None)
        if game.done:
            self.result = self._result()
            return SessionTurn(None, self.result, error)
        message = self._messages(self._system, game.view(self.learner))[-1]
        if self.learner == ATTACKER and error is not None:
            # the game gives the attacker its turn again: ask as the benchmark's agent would
            message = ChatMessage(role="user", content=REASK.render(error=error, hint=""))
        self.messages.append(message)
        return SessionTurn(message, None, error)

    def _result(self) -> SessionResult:
        ep = self.env.episode
        reward = ep.reward if self.learner == DEFENDER else ep.attacker_reward
        components = dict(ep.rewards) if self.learner == DEFENDER else {}
        outcome = ep.outcome.value if ep.outcome is not None else ""
        return SessionResult(float(reward), outcome, components, ep.num_turns, ep, self.env.failure)


class DefenderSession(ChatSession):
    """The defender's side as a chat, against an embedded attacker.

    ``seed`` and ``episode_index`` derive the attacker's randomness as ``tomsb bench`` does:
    ``DefenderSession(sid, seed=s, episode_index=k, attacker=label)`` meets the attacker of
    the benchmark's episode ``k`` of ``sid`` under seed ``s`` (docs/integrations/session.md).
    ``prompt`` is a name or file, as ``tomsb bench --defender-prompt``.
    """

    learner = DEFENDER
    _prompts = DEFENDER_PROMPTS
    _system_prompt = staticmethod(defender_system_prompt)
    _messages = staticmethod(defender_messages)

    def __init__(
        self,
        scenario: str | Scenario,
        *,
        seed: int = 0,
        attacker: Any = "scripted:base",
        attacker_kwargs: Mapping[str, Any] | None = None,
        prompt: str | Prompt = "tom",
        **kwargs: Any,
    ) -> None:
        super().__init__(scenario, attacker, attacker_kwargs, seed=seed, prompt=prompt, **kwargs)


class AttackerSession(ChatSession):
    """The attacker's side as a chat, against an embedded defender. Arguments as
    :class:`DefenderSession`, with ``defender`` (default ``scripted:probing``), ``defender_kwargs``
    and ``prompt`` an attacker kind (``base``, ``cross_examiner``, ``deception_aware``,
    ``bluffing``). Reward: 1 if it learned a true value it did not know."""

    learner = ATTACKER
    _prompts = ATTACKER_PROMPTS
    _system_prompt = staticmethod(attacker_system_prompt)
    _messages = staticmethod(attacker_messages)

    def __init__(
        self,
        scenario: str | Scenario,
        *,
        seed: int = 0,
        defender: Any = "scripted:probing",
        defender_kwargs: Mapping[str, Any] | None = None,
        prompt: str | Prompt = "base",
        **kwargs: Any,
    ) -> None:
        super().__init__(scenario, defender, defender_kwargs, seed=seed, prompt=prompt, **kwargs)
