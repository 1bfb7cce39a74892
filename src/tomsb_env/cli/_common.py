"""Helpers shared by the ``tomsb`` subcommands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

PROMPTS = ("tom", "mislead", "refuse")


def eprint(*parts: object) -> None:
    print(*parts, file=sys.stderr, flush=True)


def int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(x) for x in text.replace(" ", "").split(",") if x)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected comma-separated integers like 0,1,2, got {text!r}"
        ) from None
    if not values:
        raise argparse.ArgumentTypeError("expected at least one integer")
    return values


def at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: an integer of at least ``minimum``."""
    expected = "a positive integer" if minimum == 1 else f"an integer >= {minimum}"

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {expected}, got {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected {expected}, got {value}")
        return value

    return parse


positive = at_least(1)


def add_scenario_source(p: argparse.ArgumentParser, split: str = "eval") -> None:
    p.add_argument(
        "--split",
        default=split,
        choices=("train", "eval", "all"),
        help=f"split of the shipped dataset, or of --official (default: {split})",
    )
    src = p.add_mutually_exclusive_group()
    src.add_argument("--scenarios", metavar="FILE", help="a scenario file in our JSONL format")
    src.add_argument("--official", metavar="PATH", help="the authors' released JSON dataset")


def load_scenario_source(args: argparse.Namespace) -> tuple[list[Any], str]:
    if args.scenarios:
        from tomsb_env.universe.schema import read_scenarios

        return read_scenarios(args.scenarios), args.scenarios
    if args.official:
        from tomsb_env.universe.datasets import load_official_dataset

        source = f"official:{args.official}#{args.split}"
        return load_official_dataset(args.official, args.split), source
    from tomsb_env.universe.datasets import load_scenarios

    return load_scenarios(args.split), f"split:{args.split}"
