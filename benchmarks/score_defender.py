"""Score a defender the way the paper does: a thin front to ``tomsb bench``.

Run::

    python benchmarks/score_defender.py path/to/my_defender.py:MyDefender
    python benchmarks/score_defender.py openai:http://127.0.0.1:8000/v1@Qwen/Qwen3-14B \\
        --official /path/to/three_layered_dataset.json --paper-attackers --dry-run

What it runs: ``tomsb bench --defender SPEC`` plus :data:`PROTOCOL_ARGS` (the paper's
evaluation split, seeds 0, 1 and 2, two episodes per scenario and attacker, a 15-turn
cap); with ``--official PATH`` (the authors' 300 scenarios) also ``--protocol paper``
(their prompts, sampling, LLM judges, signal rule; the judge model is
:data:`PAPER_JUDGE` unless ``--judge`` is given), otherwise the shipped scenarios'
eval split under our default rules; and the attackers: with ``--paper-attackers`` the
paper's Gemini-3-Flash prompted attacker in its four variants (needs
``GEMINI_API_KEY``) and ``--paper`` to print the published rows under yours;
otherwise the four scripted stand-ins, offline. Every other option is passed to
``tomsb bench`` unchanged (``--out``, ``--concurrency``, ``--name``, LLM settings...).
``--dry-run`` prints the command instead of running it. The exit status is
``tomsb bench``'s.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Sequence

#: The paper's counts: its evaluation split, seeds 0-2, two episodes per scenario and
#: attacker, a 15-turn cap.
PROTOCOL_ARGS: tuple[str, ...] = (
    "--split",
    "eval",
    "--seeds",
    "0,1,2",
    "--episodes",
    "2",
    "--max-turns",
    "15",
)
#: The paper's attacker model; an LLM attacker spec without ``#kind`` plays all four variants.
PAPER_ATTACKER = "litellm:gemini/gemini-3-flash-preview"
#: The judge model used under ``--protocol paper`` unless ``--judge`` is given.
PAPER_JUDGE = PAPER_ATTACKER


def bench_args(argv: Sequence[str]) -> list[str]:
    """The ``tomsb bench`` argument list for this script's arguments."""
    ap = argparse.ArgumentParser(
        prog="score_defender.py", description=__doc__.splitlines()[0], add_help=True
    )
    ap.add_argument("defender", help="the defender spec, as for tomsb bench --defender")
    ap.add_argument("--official", metavar="PATH", help="the authors' released JSON dataset")
    ap.add_argument(
        "--paper-attackers",
        action="store_true",
        help=f"play against {PAPER_ATTACKER} (all four variants) and print the paper's rows",
    )
    ap.add_argument("--dry-run", action="store_true", help="print the command, run nothing")
    args, rest = ap.parse_known_args(argv)
    out = ["bench", "--defender", args.defender, *PROTOCOL_ARGS]
    if args.official:  # the authors' scenarios: the whole paper protocol (docs/paper.md)
        out += ["--protocol", "paper", "--official", args.official]
        if not any(a == "--judge" or a.startswith("--judge=") for a in rest):
            out += ["--judge", PAPER_JUDGE]
    if args.paper_attackers:
        out += ["--attacker", PAPER_ATTACKER, "--paper"]
    out += rest
    if args.dry_run:
        out.insert(0, "--dry-run")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = bench_args(sys.argv[1:] if argv is None else argv)
    if args[0] == "--dry-run":
        print(shlex.join(["tomsb", *args[1:]]))
        return 0
    from tomsb_env.cli import main as tomsb

    return tomsb(args)


if __name__ == "__main__":
    sys.exit(main())
