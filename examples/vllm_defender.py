"""Sample ToM-SB games with a defender model served by vLLM, many games in lockstep.

The rollout machinery lives in :mod:`tomsb_env.rollout` (``DefenderPolicy``,
``ChatTemplate``, ``Trajectory`` and the engines); this script is its command
line. Every live game advances together: all attackers move, then the
defender prompts of all games waiting for a reply become ONE batched
``generate`` call. Each defender turn keeps the exact token ids the engine
sampled and their logprobs, which is what an RL trainer needs
(``examples/grpo_defender.py`` trains on them). The defender reads the
benchmark LLM defender's prompt (``--defender-prompt``), so the numbers printed
here and ``tomsb bench`` score one and the same policy.

The engine is an in-process ``vllm.LLM``, or ``OpenAIServerEngine`` for a
running ``vllm serve`` (``--server-url``).

    python examples/vllm_defender.py --model Qwen/Qwen3-14B --split eval --rollouts 2
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence

import numpy as np

from tomsb_env.game import GameConfig
from tomsb_env.rollout import (
    ChatTemplate,
    Completion,
    DefenderPolicy,
    Logprob,
    OpenAIServerEngine,
    RequestOutput,
    Trajectory,
    TransformersEngine,
    TurnSample,
    load_vllm,
    sampling_params,
)
from tomsb_env.rollout.chat_template import no_thinking_prefix

__all__ = [
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
    "sampling_params",
]


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
    p.add_argument(
        "--thinking",
        action=argparse.BooleanOptionalAction,
        default=False,
        help="let Qwen3 think (default: off, an empty <think> block is pre-filled)",
    )
    p.add_argument(
        "--defender-prompt",
        default="tom",
        help="tom, mislead, refuse or a prompt file (as `tomsb bench --defender-prompt`)",
    )
    p.add_argument(
        "--structured",
        default="auto",
        choices=("auto", "on", "off"),
        help="constrain each defender turn to its game's JSON schema (auto: where the "
        "engine can; a thinking model on vLLM needs the server's reasoning parser)",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="episodes.jsonl")
    args = p.parse_args(argv)

    from transformers import AutoTokenizer

    from tomsb_env.universe.datasets import load_scenarios

    scenarios = load_scenarios(args.split)[: args.limit]
    url = args.server_url
    engine = OpenAIServerEngine(url, args.model) if url else load_vllm(args.model)
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    prefix = "" if args.thinking else no_thinking_prefix(tokenizer)
    policy = DefenderPolicy(engine, tokenizer, template=ChatTemplate(assistant_prefix=prefix),
                            prompt=args.defender_prompt, temperature=args.temperature,
                            max_new_tokens=args.max_new_tokens,
                            structured=args.structured)  # fmt: skip
    start = time.perf_counter()
    seeds = [args.seed * 100_003 + i for i in range(len(scenarios))]
    config = GameConfig(max_turns=args.max_turns)
    try:
        trajs = policy.rollout(
            scenarios, args.attacker, group_size=args.rollouts, seeds=seeds, config=config
        )
    finally:
        policy.close()
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
