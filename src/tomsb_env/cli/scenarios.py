"""``tomsb scenarios``: list, validate, generate and convert scenario files; ``tomsb demos``: a
reference defender's games as chat records for supervised fine-tuning."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tomsb_env.cli._common import (
    PROMPTS,
    add_scenario_source,
    eprint,
    int_list,
    load_scenario_source,
    positive,
)
from tomsb_env.display import printable
from tomsb_env.types import Outcome


def _scenarios_list(args: argparse.Namespace) -> int:
    scenarios, source = load_scenario_source(args)
    if args.format == "json":
        for s in scenarios:
            known = list(s.known_levels)
            row = {"id": s.id, "theme": s.theme, "universe_id": s.universe_id}
            print(json.dumps({**row, "known_levels": known, "hard": s.is_hard}))
        return 0
    print(f"{len(scenarios)} scenarios from {printable(source)}")
    print(f"{'id':<16} {'theme':<14} {'hard':<5} known levels")
    for s in scenarios:
        known = ", ".join(f"{lv}={s.prior[lv]}" for lv in s.known_levels) or "-"
        row = f"{s.id:<16} {s.theme:<14} {'yes' if s.is_hard else 'no':<5} {known}"
        print(printable(row))
    return 0


def _scenarios_validate(args: argparse.Namespace) -> int:
    from tomsb_env.universe.schema import validate_file

    bad = 0
    for path in args.files:
        problems = validate_file(path)
        for problem in problems:
            print(printable(problem))
        if problems:
            bad += 1
            eprint(f"{path}: {len(problems)} problem(s)")
        else:
            print(f"{path}: valid")
    return 1 if bad else 0


def _scenarios_generate(args: argparse.Namespace) -> int:
    from tomsb_env.universe.generate import generate_scenarios, split_by_universe
    from tomsb_env.universe.schema import write_scenarios

    themes = [t for t in args.themes.split(",") if t] if args.themes else None
    scenarios = generate_scenarios(args.universes, args.seed, themes, args.depth, args.branching)
    out = Path(args.out)
    if args.eval_fraction == 0:
        print(f"wrote {write_scenarios(out / 'all.jsonl', scenarios)} ({len(scenarios)} scenarios)")
        return 0
    train, evals = split_by_universe(scenarios, eval_fraction=args.eval_fraction, seed=args.seed)
    print(f"wrote {write_scenarios(out / 'train.jsonl', train)} ({len(train)} scenarios)")
    print(f"wrote {write_scenarios(out / 'eval.jsonl', evals)} ({len(evals)} scenarios)")
    return 0


def _scenarios_convert(args: argparse.Namespace) -> int:
    from tomsb_env.universe.datasets import convert_official

    for path in convert_official(args.source, args.out):
        print(f"wrote {path}")
    return 0


def add_scenario_commands(sub: Any) -> None:
    sc = sub.add_parser("scenarios", help="list, validate, generate or convert scenario files")
    ssub = sc.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = ssub.add_parser("list", help="ids, themes and what the attacker knows")
    add_scenario_source(p)
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=_scenarios_list)
    p = ssub.add_parser(
        "validate", help="check scenario files; every problem is listed, exit 1 if any"
    )
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(func=_scenarios_validate)
    p = ssub.add_parser("generate", help="generate universes and write train/eval JSONL files")
    p.add_argument(
        "--universes", type=positive, default=100, help="number of universes (default: 100)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--themes", help="comma-separated theme keys (default: all)")
    p.add_argument("--depth", type=positive, default=3)
    p.add_argument("--branching", type=positive, default=3)
    p.add_argument(
        "--eval-fraction",
        type=float,
        default=0.25,
        help="share of universes for eval.jsonl; 0 writes a single all.jsonl",
    )
    p.set_defaults(func=_scenarios_generate)
    p = ssub.add_parser("convert", help="convert the authors' released JSON to train/eval JSONL")
    p.add_argument("source", metavar="OFFICIAL_JSON")
    p.add_argument("--out", required=True, help="output directory")
    p.set_defaults(func=_scenarios_convert)


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
        description="``tomsb demos``: a reference defender's games as chat records for "
        "supervised fine-tuning.",
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
