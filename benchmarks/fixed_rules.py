"""Fixed-rule defenders (issue 39) against the scripted attackers: fooled % of hard episodes
beside ``scripted:probing`` and ``scripted:oracle``.

Run from the repository root: ``PYTHONPATH=src python benchmarks/fixed_rules.py
[--seeds 0 1 2] [--split eval] [--tricks] [--json PATH]`` (``--tricks`` adds the exploit
suite's tricks, ``TRICK_DEFENDERS``). The rules live in ``tests/fixed_rules.py``;
``tests/test_exploits.py`` checks the same limits on seeds 0-12: each rule at most
Probing + 5 points and the Oracle - 30 against every attacker, and the two defenders that
never lie at most 10%.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fixed_rules import (  # noqa: E402
    ATTACKERS,
    TRICK_DEFENDERS,
    DisavowOnlyDefender,
    NeverLyingDefender,
    PivotAfterDoubtDefender,
    PivotOnceDefender,
    TrueTopDefender,
    fooled_hard,
)

from tomsb_env.agents.defenders import OracleDefender, ProbingDefender  # noqa: E402

RULES = {
    "oracle": OracleDefender,
    "probing": ProbingDefender,
    "true_top": TrueTopDefender,
    "pivot_after_doubt": PivotAfterDoubtDefender,
    "pivot_once": PivotOnceDefender,
    "disavow_only": DisavowOnlyDefender,
    "never_lying": NeverLyingDefender,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--split", default="eval")
    ap.add_argument("--tricks", action="store_true", help="also play the exploit suite's tricks")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    defenders = {**RULES, **TRICK_DEFENDERS} if args.tricks else RULES
    table = {k: fooled_hard(v, tuple(args.seeds), args.split) for k, v in defenders.items()}
    short = [a.split(":")[1] for a in ATTACKERS]
    print(f"fooled % of hard episodes, {args.split} split, seeds {args.seeds}")
    print(f"| defender | {' | '.join(short)} |\n|---|{'---:|' * len(short)}")
    for name, row in table.items():
        cells = []
        for a in ATTACKERS:
            gain = row[a] - table["probing"][a]
            extra = f" ({gain:+.1f})" if name not in ("oracle", "probing") else ""
            cells.append(f"{row[a]:.1f}{extra}")
        print(f"| {name} | {' | '.join(cells)} |")
    if args.json:
        args.json.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
