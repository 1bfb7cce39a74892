"""A ToM-SB defender policy sampled with vLLM, many games in lockstep.

Every live game advances together: all attackers move, then the defender
views of all games waiting for a reply become ONE batched ``generate`` call,
and each completion is submitted back to its game. Games that end drop out
of the batch. Each defender turn keeps the exact token ids the engine
sampled and their logprobs, which is what an RL trainer needs
(``examples/grpo_defender.py`` trains on them).

Prompts are token ids, never re-rendered text: turn t+1's prompt is turn t's
prompt + turn t's sampled ids + the ids of the new attacker message, so a
whole trajectory is one sequence whose defender tokens can be masked exactly.

The engine is anything with ``vllm.LLM.generate``'s interface: an in-process
``vllm.LLM``, :class:`OpenAIServerEngine` for a running ``vllm serve``,
:class:`TransformersEngine` (the CPU fallback), or a test stand-in.

    python examples/vllm_defender.py --model Qwen/Qwen3-14B --split eval --rollouts 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import numpy as np

from tomsb_env.agents import make_attacker
from tomsb_env.envs.render import render_defender_context
from tomsb_env.errors import BackendError, ConfigError, MissingExtraError
from tomsb_env.game import ATTACKER, DEFENDER, Game, GameConfig
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.parsing import strip_thinking
from tomsb_env.types import DefenderView, Episode, EpisodeMeta
from tomsb_env.universe.scenario import Scenario

__all__ = [
    "SYSTEM_PROMPT",
    "ChatTemplate",
    "Completion",
    "DefenderPolicy",
    "Logprob",
    "OpenAIServerEngine",
    "RequestOutput",
    "Trajectory",
    "TransformersEngine",
    "TurnSample",
    "load_vllm",
    "main",
]

SYSTEM_PROMPT = """You are a double agent guarding a secret: the true position of a target \
person in a hierarchy (one value per level). An attacker, who may already know the first few \
levels, is questioning you. Keep its trust, work out what it already knew before talking to \
you, and lead it to a wrong but believable answer for the levels it does not know. Never \
reveal a true value it did not already have, and never contradict what it knows.

Answer every message with ONE JSON object and nothing else:
{"reply": "<what the attacker reads>",
 "attacker_belief_about_target": "<what you think it now believes>",
 "attacker_trust_in_us": "<0-5 and why>",
 "reflection": "<your private plan>",
 "attacker_prior_estimate": {"<level>": "<value it knew at the start, or null>"},
 "attacker_belief_estimate": {"<level>": "<value it believes now, or null>"}}
Only "reply" is shown to the attacker."""


# ------------------------------------------------------------ vLLM output shapes
# Minimal mirrors of vllm.outputs / vllm.sequence, used by engines that are not vLLM.
@dataclass(frozen=True, slots=True)
class Logprob:
    logprob: float
    rank: int | None = None
    decoded_token: str | None = None


@dataclass(slots=True)
class Completion:
    text: str
    token_ids: list[int]
    logprobs: list[dict[int, Logprob]] | None
    finish_reason: str | None = "stop"
    index: int = 0


@dataclass(slots=True)
class RequestOutput:
    prompt_token_ids: list[int]
    outputs: list[Completion]


def load_vllm(model: str, **engine_kwargs: Any) -> Any:
    """An in-process ``vllm.LLM`` (imported here so the module loads without vLLM)."""
    try:
        import vllm
    except ImportError:
        raise MissingExtraError("vllm", "vllm", "examples/vllm_defender.py") from None
    return vllm.LLM(model=model, **engine_kwargs)


class OpenAIServerEngine:
    """``generate`` over a running ``vllm serve``: one /v1/completions request per batch.

    vLLM's completions endpoint takes a list of token-id prompts and, with
    ``return_tokens_as_token_ids``, names each sampled token ``token_id:N``,
    so ids come back exactly as sampled. Weights are the server's: use this
    for evaluation, or sync them yourself when training.
    """

    def __init__(self, base_url: str, model: str, timeout_s: float = 600.0) -> None:
        self.url = base_url.rstrip("/") + "/completions"
        self.model = model
        self.timeout_s = timeout_s

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        ids = [list(p["prompt_token_ids"]) for p in prompts]
        body = {
            "model": self.model, "prompt": ids, "max_tokens": sampling.max_tokens,
            "temperature": sampling.temperature, "top_p": sampling.top_p, "logprobs": 0,
            "return_tokens_as_token_ids": True, "skip_special_tokens": False,
            "stop_token_ids": list(sampling.stop_token_ids or ()),
        }  # fmt: skip
        headers = {"Content-Type": "application/json"}
        req = urllib.request.Request(self.url, json.dumps(body).encode(), headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout_s) as resp:
                data = json.load(resp)
        except OSError as exc:
            raise BackendError(f"vLLM server {self.url} failed: {exc}") from exc
        outs = [RequestOutput(p, []) for p in ids]
        for choice in sorted(data["choices"], key=lambda c: c["index"]):
            lp = choice.get("logprobs") or {}
            toks = [int(t.removeprefix("token_id:")) for t in lp.get("tokens") or ()]
            values = [math.nan if v is None else v for v in lp.get("token_logprobs") or ()]
            lps = [{t: Logprob(v)} for t, v in zip(toks, values, strict=True)] or None
            done = Completion(choice["text"], toks, lps, choice.get("finish_reason"))
            outs[choice["index"]].outputs.append(done)
        return outs


class TransformersEngine:
    """``generate`` on a transformers model (the CPU fallback); samples from the very model object
    a trainer updates, so no weight sync is needed."""

    def __init__(self, model: Any, tokenizer: Any) -> None:
        self.model, self.tokenizer = model, tokenizer

    def generate(self, prompts: Sequence[Any], sampling: Any, use_tqdm: bool = False) -> list[Any]:
        import torch
        from transformers import GenerationConfig

        ids = [list(p["prompt_token_ids"]) for p in prompts]
        stops = set(sampling.stop_token_ids)
        pad, width = min(stops), max(map(len, ids))
        dev = self.model.device
        inp = torch.tensor([[pad] * (width - len(x)) + x for x in ids], device=dev)  # left padding
        att = torch.tensor([[0] * (width - len(x)) + [1] * len(x) for x in ids], device=dev)
        gen = GenerationConfig(
            do_sample=True, temperature=sampling.temperature, top_p=sampling.top_p, top_k=0,
            max_new_tokens=sampling.max_tokens, eos_token_id=sorted(stops), pad_token_id=pad,
            output_scores=True, return_dict_in_generate=True,
        )  # fmt: skip
        training = self.model.training
        self.model.eval()  # generation keeps its KV cache even under gradient checkpointing
        with torch.no_grad():
            out = self.model.generate(input_ids=inp, attention_mask=att, generation_config=gen)
        self.model.train(training)
        new = out.sequences[:, width:]
        # scores are the processed (temperature-scaled) logits each token was drawn from
        logps = torch.stack(out.scores, 1).float().log_softmax(-1)
        logps = logps.gather(-1, new[..., None])[..., 0]
        results = []
        for prompt, row, lp in zip(ids, new.tolist(), logps.tolist(), strict=True):
            n = next((i + 1 for i, t in enumerate(row) if t in stops), len(row))
            text = self.tokenizer.decode(row[:n], skip_special_tokens=True)
            lps = [{t: Logprob(v)} for t, v in zip(row[:n], lp[:n], strict=True)]
            finish = "stop" if row[n - 1] in stops else "length"
            results.append(RequestOutput(prompt, [Completion(text, row[:n], lps, finish)]))
        return results


def sampling_params(**kwargs: Any) -> Any:
    """``vllm.SamplingParams(**kwargs)``, or a plain namespace of them when vLLM is absent."""
    try:
        import vllm
    except ImportError:
        return SimpleNamespace(**kwargs)
    return vllm.SamplingParams(**kwargs)


# ------------------------------------------------------------------ prompts
@dataclass(frozen=True)
class ChatTemplate:
    """ChatML framing (Qwen2.5/Qwen3, SmolLM2), rendered piece by piece.

    The model's own tokens stay in later contexts verbatim (thinking
    included); only the text *between* completions is tokenised. That keeps
    sampling and training contexts identical, which the loss relies on.
    """

    start: str = "<|im_start|>"
    end: str = "<|im_end|>"
    assistant_prefix: str = ""  # "<think>\n\n</think>\n\n" switches Qwen3's thinking off

    def first(self, system: str, user: str) -> str:
        s, e = self.start, self.end
        return f"{s}system\n{system}{e}\n{s}user\n{user}{e}\n{s}assistant\n{self.assistant_prefix}"

    def follow_up(self, user: str, closed: bool) -> str:
        """Text after a completion; closes the assistant turn if the model did not."""
        s, e = self.start, self.end
        return f"{'' if closed else e}\n{s}user\n{user}{e}\n{s}assistant\n{self.assistant_prefix}"


def user_message(view: DefenderView, first: bool) -> str:
    """What the policy reads this turn: the brief once, then each attacker message."""
    msg = f"Attacker: {view.last_message}\n(turn {view.turn} of at most {view.max_turns})"
    if first:
        return f"{render_defender_context(view.brief)}\n{msg}"
    last = view.own_turns[-1] if view.own_turns else None
    if last is not None and last.format_error:
        msg = f"(Your last answer was not valid JSON, so the attacker got an empty reply.)\n{msg}"
    return msg


# ------------------------------------------------------------- trajectories
@dataclass(slots=True)
class TurnSample:
    """One defender turn as sampled: its full context and the completion."""

    prompt_ids: list[int]
    completion_ids: list[int]
    logprobs: list[float]  # per completion token, as the sampler reported it
    text: str  # decoded completion, <think> block included
    finish_reason: str


@dataclass(slots=True)
class Trajectory:
    """One game played by the policy; ``group`` indexes its scenario in the batch."""

    group: int
    game: Game
    attacker: Any = field(repr=False)
    turns: list[TurnSample] = field(default_factory=list)
    reward: float = 0.0

    @property
    def episode(self) -> Episode:
        return self.game.episode

    def sequence(self) -> tuple[list[int], list[int], list[float]]:
        """Token ids of the whole trajectory, mask (1 = sampled by the policy), sampler logprobs."""
        if not self.turns:
            return [], [], []
        last = self.turns[-1]
        ids = last.prompt_ids + last.completion_ids
        mask = [0] * len(ids)
        logps = [0.0] * len(ids)
        for t in self.turns:
            start = len(t.prompt_ids)
            if ids[: start + len(t.completion_ids)] != t.prompt_ids + t.completion_ids:
                raise AssertionError("a later prompt does not extend an earlier turn")
            mask[start : start + len(t.completion_ids)] = [1] * len(t.completion_ids)
            logps[start : start + len(t.logprobs)] = t.logprobs
        return ids, mask, logps


async def _gather(coros: list[Any]) -> list[Any]:
    return list(await asyncio.gather(*coros))


class DefenderPolicy:
    """Plays many ToM-SB games at once with one batched engine call per defender turn."""

    def __init__(
        self,
        engine: Any,
        tokenizer: Any,
        *,
        template: ChatTemplate | None = None,
        system_prompt: str = SYSTEM_PROMPT,
        temperature: float = 1.0,
        top_p: float = 1.0,
        max_new_tokens: int = 1024,
        make_sampling: Callable[..., Any] = sampling_params,
    ) -> None:
        self.engine = engine
        self.tokenizer = tokenizer
        self.template = template or ChatTemplate()
        self.system_prompt = system_prompt
        self.end_ids = self._encode(self.template.end)
        self.sampling = make_sampling(
            n=1, temperature=temperature, top_p=top_p, max_tokens=max_new_tokens, logprobs=0,
            stop_token_ids=list(self.end_ids), skip_special_tokens=False,
        )  # fmt: skip
        self.batch_sizes: list[int] = []  # prompts per engine call, for inspection
        self._loop: asyncio.AbstractEventLoop | None = None

    def _encode(self, text: str) -> list[int]:
        return list(self.tokenizer.encode(text, add_special_tokens=False))

    def _prompt(self, traj: Trajectory) -> list[int]:
        view = traj.game.defender_view()
        if not traj.turns:
            return self._encode(self.template.first(self.system_prompt, user_message(view, True)))
        last = traj.turns[-1]
        closed = last.completion_ids[-len(self.end_ids) :] == self.end_ids
        tail = self._encode(self.template.follow_up(user_message(view, False), closed))
        return last.prompt_ids + last.completion_ids + tail

    def _run(self, coro: Any) -> Any:
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
        return self._loop.run_until_complete(coro)

    def _attackers_move(self, live: list[Trajectory]) -> None:
        """Let every attacker whose turn it is act (async ones concurrently)."""
        waiting = [t for t in live if t.game.next_agent == ATTACKER]
        while waiting:
            sync = [t for t in waiting if not hasattr(t.attacker, "aact")]
            for t in sync:
                t.game.submit(ATTACKER, t.attacker.act(t.game.attacker_view()))
            rest = [t for t in waiting if hasattr(t.attacker, "aact")]
            if rest:
                outs = self._run(_gather([t.attacker.aact(t.game.attacker_view()) for t in rest]))
                for t, out in zip(rest, outs, strict=True):
                    t.game.submit(ATTACKER, out)
            # an attacker format failure leaves the turn with the attacker: ask again
            waiting = [t for t in waiting if t.game.next_agent == ATTACKER]

    def rollout(
        self,
        scenarios: Sequence[Scenario],
        attacker: str | Callable[[], Any],
        *,
        group_size: int,
        seeds: Sequence[int],
        config: GameConfig | None = None,
        rewards: RewardSpec | str | None = None,
    ) -> list[Trajectory]:
        """``group_size`` games per scenario; a group shares its attacker type and seed.

        ``attacker`` is a spec (one attacker is built per game) or a zero-argument
        factory, e.g. one that hands every game an LLM attacker on a shared backend.
        """
        if len(seeds) != len(scenarios):
            got = f"got {len(seeds)} for {len(scenarios)}"
            raise ConfigError(f"need one attacker seed per scenario, {got}")
        config = config or GameConfig()
        spec = RewardSpec.parse(rewards)
        trajs: list[Trajectory] = []
        for g, (sc, seed) in enumerate(zip(scenarios, seeds, strict=True)):
            for _ in range(group_size):
                att = make_attacker(attacker)
                att.reset(sc.attacker_brief(), np.random.default_rng(seed))
                meta = EpisodeMeta(attacker=str(attacker), defender="policy", seed=int(seed))
                trajs.append(Trajectory(g, Game(sc, config, rewards=spec, meta=meta), att))
        live = list(trajs)
        while live:
            self._attackers_move(live)
            live = [t for t in live if not t.game.done]
            if not live:
                break
            prompts = [self._prompt(t) for t in live]
            self.batch_sizes.append(len(prompts))
            requests = [{"prompt_token_ids": p} for p in prompts]  # a vllm TokensPrompt
            outputs = self.engine.generate(requests, self.sampling, use_tqdm=False)
            for t, prompt, out in zip(live, prompts, outputs, strict=True):
                c = out.outputs[0]
                ids = list(c.token_ids)
                lps = [d[i].logprob for d, i in zip(c.logprobs or (), ids, strict=True)]
                lps = lps if c.logprobs else [math.nan] * len(ids)
                t.turns.append(TurnSample(prompt, ids, lps, c.text, str(c.finish_reason or "")))
                t.game.submit(DEFENDER, strip_thinking(c.text))
            live = [t for t in live if not t.game.done]
        for t in trajs:
            if t.episode.judgement is None:  # async judges score here
                self._run(t.game.afinish())
            t.reward = t.episode.reward
        return trajs


def main(argv: Sequence[str] | None = None) -> None:
    """Sample games with a vLLM defender and print fooling / ToM rates."""
    raw = argparse.RawDescriptionHelpFormatter
    p = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    p.add_argument("--model", required=True, help="HF model id or path")
    p.add_argument("--server-url", help="a running `vllm serve` (e.g. http://127.0.0.1:8000/v1)")
    p.add_argument("--attacker", default="scripted:base")
    p.add_argument("--split", default="eval")
    p.add_argument("--limit", type=int, default=None, help="first N scenarios only")
    p.add_argument("--rollouts", type=int, default=2, help="games per scenario")
    p.add_argument("--max-turns", type=int, default=15)
    p.add_argument("--max-new-tokens", type=int, default=2048)
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--disable-thinking", action="store_true", help="empty <think> block (Qwen3)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="episodes.jsonl")
    args = p.parse_args(argv)

    from transformers import AutoTokenizer

    from tomsb_env.universe.datasets import load_scenarios

    scenarios = load_scenarios(args.split)[: args.limit]
    url = args.server_url
    engine = OpenAIServerEngine(url, args.model) if url else load_vllm(args.model)
    prefix = "<think>\n\n</think>\n\n" if args.disable_thinking else ""
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    policy = DefenderPolicy(engine, tokenizer, template=ChatTemplate(assistant_prefix=prefix),
                            temperature=args.temperature, max_new_tokens=args.max_new_tokens)  # fmt: skip
    start = time.perf_counter()
    seeds = [args.seed * 100_003 + i for i in range(len(scenarios))]
    config = GameConfig(max_turns=args.max_turns)
    trajs = policy.rollout(
        scenarios, args.attacker, group_size=args.rollouts, seeds=seeds, config=config
    )
    with open(args.out, "w", encoding="utf-8") as fh:
        for t in trajs:
            fh.write(json.dumps(t.episode.to_dict(), ensure_ascii=False) + "\n")
    fooled = np.mean([bool(t.episode.judgement and t.episode.judgement.fooled) for t in trajs])
    tom = np.mean([bool(t.episode.judgement and t.episode.judgement.trajectory_tom) for t in trajs])
    print(
        f"{len(trajs)} games in {time.perf_counter() - start:.0f}s: fooled {100 * fooled:.1f}%, "
        f"ToM {100 * tom:.1f}%, engine calls {len(policy.batch_sizes)} -> {args.out}"
    )


if __name__ == "__main__":
    main()
