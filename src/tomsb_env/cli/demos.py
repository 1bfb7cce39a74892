"""``tomsb demos``: a reference defender's games as chat records for supervised fine-tuning."""

from __future__ import annotations

import argparse
from typing import Any

from tomsb_env.cli._common import (
    PROMPTS,
    add_scenario_source,
    eprint,
    int_list,
    load_scenario_source,
)
from tomsb_env.types import Outcome


def _demos(args: argparse.Namespace) -> int:
    from tomsb_env.game import GameConfig
    from tomsb_env.rollout.demos import demonstrations, write_demos

    scenarios, source = load_scenario_source(args)
    scenarios = scenarios[: args.limit or None]
    records = list(
        demonstrations(
            scenarios, args.defender, args.attacker or ["scripted:base"], args.seeds,
            outcomes=args.outcome or (), prompt=args.prompt,
            config=GameConfig(max_turns=args.max_turns),
        )
    )  # fmt: skip
    path = write_demos(records, args.out, args.format)
    played = len(scenarios) * len(args.attacker or ["x"]) * len(args.seeds)
    eprint(f"wrote {len(records)} of {played} games from {source} to {path}")
    return 0


def add_demo_commands(sub: Any) -> None:
    p = sub.add_parser(
        "demos",
        help="write a reference defender's games as the LLM defender's chat (SFT data)",
        description=__doc__,
    )
    p.add_argument("--defender", default="scripted:oracle", help="default: scripted:oracle")
    p.add_argument(
        "--attacker", action="append", help="attacker spec, repeatable (default: scripted:base)"
    )
    add_scenario_source(p, split="train")  # training data: never the eval games by default
    p.add_argument("--seeds", type=int_list, default=(0,), help="attacker seeds, e.g. 0,1,2")
    p.add_argument("--limit", type=int, default=0, help="only the first N scenarios (0: all)")
    p.add_argument("--max-turns", type=int, default=15)
    p.add_argument("--prompt", default="tom", choices=PROMPTS, help="the LLM defender's prompt")
    p.add_argument(
        "--outcome", action="append", choices=[o.value for o in Outcome],
        help="keep only games with this outcome (repeatable; default: all)",
    )  # fmt: skip
    p.add_argument("--format", choices=("jsonl", "hf"), default="jsonl",
                   help="jsonl (default) or a `datasets` dataset directory")  # fmt: skip
    p.add_argument("--out", required=True, metavar="PATH")
    p.set_defaults(func=_demos)
