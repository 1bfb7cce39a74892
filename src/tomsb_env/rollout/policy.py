"""A defender policy that plays many games in lockstep through one batched engine. Each game is a
:class:`~tomsb_env.session.DefenderSession` (training and scoring share the benchmark's prompt);
turn t+1's prompt is turn t's prompt ids + its sampled ids + the framed next message's ids (never
re-rendered text), so a game is one exactly masked sequence (:meth:`Trajectory.sequence`)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.agents.prompts import Prompt, select
from tomsb_env.agents.turn_schemas import (
    DEFAULT_FIELD_CHARS,
    DEFENDER_FIELDS,
    defender_turn_schema,
    grounded,
)
from tomsb_env.errors import ConfigError, OpponentFailedError, UnknownNameError
from tomsb_env.game import Game, GameConfig
from tomsb_env.judges.base import Judge
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.llm.decoding import check_structured
from tomsb_env.loop_thread import LoopThread
from tomsb_env.rollout.chat_template import ChatTemplate
from tomsb_env.rollout.engines import sampling_params, supports_structured
from tomsb_env.session import DefenderSession
from tomsb_env.types import Episode, EpisodeMeta
from tomsb_env.universe.scenario import Scenario

#: ``names=``: "world" makes each estimate level an enum of the scenario's names, "claim" adds
#: the claim field (:func:`~tomsb_env.agents.turn_schemas.grounded`), "free" neither
NAMES = ("world", "claim", "free")


@dataclass(frozen=True)
class GameSpec:
    """One game to play: its scenario, the attacker's seed and its advantage group."""

    scenario: Scenario
    seed: int
    group: int = 0


@dataclass(slots=True)
class TurnSample:
    """One defender turn as sampled: its full context and the completion."""

    prompt_ids: list[int]
    completion_ids: list[int]
    logprobs: list[float]  # per completion token, as the sampler reported it
    text: str  # decoded completion, <think> block included
    finish_reason: str
    # per token, log of the mass mask and top-p kept (None: unreported); plus logprob: the model's
    kept_logmass: list[float] | None = None


@dataclass(slots=True)
class Trajectory:
    """One game played by the policy; ``group`` indexes its advantage group in the batch."""

    group: int
    session: DefenderSession = field(repr=False)
    turns: list[TurnSample] = field(default_factory=list)
    reward: float | None = 0.0  # None: the attacker failed, the game has no score

    @property
    def error(self) -> str | None:
        """Why the game has no score (its attacker failed), else None."""
        result = self.session.result
        return result.error if result is not None else None

    @property
    def episode(self) -> Episode:
        return self.session.episode

    @property
    def game(self) -> Game:
        game = self.session.env.game
        assert game is not None
        return game

    def sequence(self) -> tuple[list[int], list[int], list[float]]:
        """Token ids of the whole trajectory, mask (1 = sampled by the policy), sampler logprobs;
        ``AssertionError`` if a later prompt does not extend the earlier turns exactly."""
        ids = [i for t in self.turns[-1:] for i in t.prompt_ids + t.completion_ids]
        for t in self.turns:
            if ids[: len(t.prompt_ids) + len(t.completion_ids)] != t.prompt_ids + t.completion_ids:
                raise AssertionError("a later prompt does not extend an earlier turn")
        mask = _spread(self.turns, lambda t: [1] * len(t.completion_ids), 0)
        return ids, mask, _spread(self.turns, lambda t: t.logprobs, 0.0)

    def kept_logmass(self) -> list[float] | None:
        """Per position of :meth:`sequence`, the log-mass the processors kept (0.0 elsewhere);
        None when some turn's engine did not report it."""
        if any(t.kept_logmass is None for t in self.turns):
            return None
        return _spread(self.turns, lambda t: t.kept_logmass, 0.0)


def _spread(turns: list[TurnSample], values: Callable[[TurnSample], Any], fill: Any) -> list[Any]:
    """Per position of :meth:`Trajectory.sequence`: each turn's ``values`` from its completion's
    start, ``fill`` elsewhere."""
    last = turns[-1] if turns else None
    out = [fill] * (len(last.prompt_ids) + len(last.completion_ids) if last else 0)
    for t in turns:
        start = len(t.prompt_ids)
        out[start : start + len(values(t))] = values(t)
    return out


async def _gather(coros: list[Any]) -> list[Any]:
    return list(await asyncio.gather(*coros))


class DefenderPolicy:
    """Plays many ToM-SB games at once with one batched engine call per defender turn.

    ``engine`` has ``vllm.LLM.generate``'s interface (:mod:`tomsb_env.rollout.engines`),
    ``tokenizer`` ``encode(text, add_special_tokens=False)``; sampling settings must match the
    trainer's (its logprobs divide logits by the same ``temperature``). ``structured``: "on"
    constrains every turn to its game's JSON schema (ConfigError if the engine cannot), "off"
    never, "auto" where the engine can; ``fields`` are the schema's (default: the prompt's, else
    all), ``field_chars`` bounds each free-text field, ``names`` is one of :data:`NAMES`. Turns
    whose constraint broke (``finish_reason="constraint_error"``) count in
    :attr:`constraint_errors`; beyond ``max_constraint_error_share`` of the turns played,
    ``play`` raises ConstraintError rather than let a trainer learn from them.
    """

    def __init__(
        self,
        engine: Any,
        tokenizer: Any,
        *,
        template: ChatTemplate | None = None,
        prompt: str | Prompt = "tom",
        temperature: float = 1.0,
        top_p: float = 1.0,
        max_new_tokens: int = 1024,
        make_sampling: Callable[..., Any] = sampling_params,
        structured: str = "auto",
        fields: Sequence[str] | None = None,
        field_chars: int = DEFAULT_FIELD_CHARS,
        max_constraint_error_share: float = 0.0,
        names: str = "world",
    ) -> None:
        from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS

        if names not in NAMES:
            raise UnknownNameError("names", names, NAMES)
        self.names = names
        self.engine, self.tokenizer = engine, tokenizer
        self.template = template or ChatTemplate()
        self.prompt = select(DEFENDER_PROMPTS, prompt, "defender prompt")
        self.end_ids = self.encode(self.template.end)
        self._make_sampling = functools.partial(
            make_sampling, n=1, temperature=temperature, top_p=top_p, max_tokens=max_new_tokens,
            logprobs=0, stop_token_ids=list(self.end_ids), skip_special_tokens=False,
        )  # fmt: skip
        self.sampling = self._make_sampling()
        mode = check_structured(structured)
        can = supports_structured(engine)
        if mode == "on" and not can:
            raise ConfigError(
                f"structured='on' but engine {type(engine).__name__} cannot constrain decoding "
                "(TransformersEngine needs llguidance: pip install 'tomsb-env[structured]'); "
                "pass structured='auto' or 'off'"
            )
        self.structured = "on" if mode == "on" or (mode == "auto" and can) else "off"
        self.fields = tuple(fields or getattr(self.prompt, "fields", None) or DEFENDER_FIELDS)
        self.field_chars = field_chars
        if self.structured == "on":  # fail now, not mid-rollout, on bad fields or bounds
            defender_turn_schema(("a",), fields=self.fields, field_chars=field_chars)
        self._per_world: dict[Any, Any] = {}
        self.batch_sizes: list[int] = []  # prompts per engine call, for inspection
        self.max_constraint_error_share = max_constraint_error_share
        self.turns_played = self.constraint_errors = 0
        self._runner = LoopThread("defender-policy")

    def encode(self, text: str) -> list[int]:
        """``text`` as token ids, without special tokens added (chat framing pieces)."""
        return list(self.tokenizer.encode(text, add_special_tokens=False))

    def sampling_for(self, scenario: Scenario) -> Any:
        """The sampling params of ``scenario``'s defender turns (its schema attached when on)."""
        if self.structured == "off":
            return self.sampling
        world = scenario.universe
        if world not in self._per_world:
            schema = defender_turn_schema(
                world.levels, fields=self.fields, field_chars=self.field_chars
            )
            if self.names != "free":
                schema = grounded(schema, world, claim=self.names == "claim")
            if len(self._per_world) >= 256:  # bounded however many worlds a run visits
                self._per_world.clear()
            self._per_world[world] = self._make_sampling(json_schema=schema)
        return self._per_world[world]

    def _prompt(self, traj: Trajectory) -> list[int]:
        messages = traj.session.messages
        if not traj.turns:
            system, user = messages[0]["content"], messages[1]["content"]
            return self.encode(self.template.first(system, user))
        last = traj.turns[-1]
        closed = last.completion_ids[-len(self.end_ids) :] == self.end_ids
        tail = self.encode(self.template.follow_up(messages[-1]["content"], closed))
        return last.prompt_ids + last.completion_ids + tail

    def rollout(
        self,
        scenarios: Sequence[Scenario],
        attacker: Any,
        *,
        group_size: int,
        seeds: Sequence[int],
        **options: Any,
    ) -> list[Trajectory]:
        """``group_size`` games per scenario, a group sharing its attacker and seed; ``attacker``
        is a spec or a zero-argument factory, ``options`` as :meth:`play`'s."""
        if len(seeds) != len(scenarios):
            got = f"got {len(seeds)} for {len(scenarios)}"
            raise ConfigError(f"need one attacker seed per scenario, {got}")
        games = [
            GameSpec(sc, int(seed), g)
            for g, (sc, seed) in enumerate(zip(scenarios, seeds, strict=True))
            for _ in range(group_size)
        ]
        return self.play(games, attacker, **options)

    def play(
        self,
        games: Sequence[GameSpec],
        attacker: Any,
        *,
        attacker_kwargs: Mapping[str, Any] | None = None,
        config: GameConfig | None = None,
        rewards: RewardSpec | Mapping[str, float] | str | None = None,
        judge: Judge | None = None,
        on_error: str = "raise",
    ) -> list[Trajectory]:
        """Play ``games`` to the end; the trajectories come back in the same order. A game whose
        attacker failed has no score: ``on_error="raise"`` raises
        :class:`~tomsb_env.errors.OpponentFailedError` after the batch, ``"keep"`` returns it
        with ``reward`` None."""
        if on_error not in ("raise", "keep"):
            raise UnknownNameError("on_error", on_error, ("raise", "keep"))
        spec = RewardSpec.parse(rewards)
        trajs = []
        for game in games:
            session = DefenderSession(
                game.scenario, seed=game.seed, attacker=attacker, attacker_kwargs=attacker_kwargs,
                prompt=self.prompt, config=config or GameConfig(), rewards=spec, judge=judge,
            )  # fmt: skip
            trajs.append(Trajectory(game.group, session))
        try:
            self._runner.run(_gather([t.session.astart() for t in trajs]))
            for t, game in zip(trajs, games, strict=True):
                t.episode.meta = EpisodeMeta(
                    attacker=str(attacker), defender="policy", seed=game.seed,
                    prompts={self.prompt.name: self.prompt.sha},
                )  # fmt: skip
            live = [t for t in trajs if not t.session.done]
            while live:
                prompts = [self._prompt(t) for t in live]
                self.batch_sizes.append(len(prompts))
                requests = [{"prompt_token_ids": p} for p in prompts]  # a vllm TokensPrompt
                params = self.sampling
                if self.structured == "on":  # one params object per game: its own schema
                    params = [self.sampling_for(t.episode.scenario) for t in live]
                outputs = self.engine.generate(requests, params, use_tqdm=False)
                for t, prompt, out in zip(live, prompts, outputs, strict=True):
                    c = out.outputs[0]
                    ids = list(c.token_ids)
                    lps = [d[i].logprob for d, i in zip(c.logprobs or (), ids, strict=True)]
                    kept = getattr(c, "kept_logmass", None)  # TransformersEngine only
                    t.turns.append(
                        TurnSample(prompt, ids, lps, c.text, str(c.finish_reason or ""), kept)
                    )
                self._count_constraint_errors([t.turns[-1] for t in live])
                self._runner.run(_gather([t.session.asubmit(t.turns[-1].text) for t in live]))
                live = [t for t in live if not t.session.done]
        finally:
            getattr(self.engine, "clear_cache", lambda: None)()  # its KV cache ends with the games
            self._runner.run(_gather([t.session.aclose() for t in trajs]))
        for t in trajs:
            assert t.session.result is not None
            t.reward = None if t.error else t.session.result.reward
        failed = [t.error for t in trajs if t.error]
        if failed and on_error == "raise":
            raise OpponentFailedError(
                f"{len(failed)} of {len(trajs)} games have no score: {failed[0]}; "
                "on_error='keep' returns them with reward None"
            )
        return trajs

    def _count_constraint_errors(self, turns: list[TurnSample]) -> None:
        from tomsb_env.llm.guidance import ConstraintError

        self.turns_played += len(turns)
        self.constraint_errors += sum(t.finish_reason == "constraint_error" for t in turns)
        share = self.constraint_errors / self.turns_played
        if share > self.max_constraint_error_share:
            raise ConstraintError(
                f"{self.constraint_errors} of {self.turns_played} defender turns broke their "
                f"JSON constraint ({share:.1%} > max_constraint_error_share="
                f"{self.max_constraint_error_share:.1%}); check the tokenizer and llguidance"
            )

    def close(self) -> None:
        """End the private loop thread that drives the attackers."""
        self._runner.close()
