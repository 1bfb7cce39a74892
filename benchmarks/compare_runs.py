"""Are two run directories' records byte-identical, timings and version fields aside?

Run: ``python benchmarks/compare_runs.py RUN_A RUN_B``. The lines of
``episodes.jsonl`` are compared as bytes after blanking ``meta.wall_seconds``, in sorted
order (the order episodes finish in is no result: it varies with concurrency and workers);
the tables (``results.md``, ``results.csv``) are compared as they are. Exits 1
on any difference there. ``config.json`` is compared as data without
``version`` and ``fingerprints`` (added after f97f071), for information.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

_WALL = re.compile(rb'"wall_seconds":[-0-9.eE+]+')


def _lines(run: Path) -> list[bytes]:
    return sorted(
        _WALL.sub(b'"wall_seconds":0', line)
        for line in (run / "episodes.jsonl").read_bytes().splitlines()
    )


def main(a: str, b: str) -> int:
    ra, rb = Path(a), Path(b)
    la, lb = _lines(ra), _lines(rb)
    differ = [i for i, (x, y) in enumerate(zip(la, lb, strict=False)) if x != y]
    print(
        f"episodes.jsonl: {len(la)} vs {len(lb)} lines, {len(differ)} differ"
        + (f" (first: sorted line {differ[0] + 1})" if differ else "")
    )
    same = len(la) == len(lb) and not differ
    for name in ("results.md", "results.csv"):
        equal = (ra / name).read_bytes() == (rb / name).read_bytes()
        print(f"{name}: {'identical' if equal else 'DIFFERENT'}")
        same = same and equal
    ca, cb = (json.loads((r / "config.json").read_text()) for r in (ra, rb))
    for c in (ca, cb):
        c.pop("version", None)
        c.pop("fingerprints", None)
    print(f"config.json (version, fingerprints aside): {'equal' if ca == cb else 'DIFFERENT'}")
    print("byte-identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_a", help="a run directory (holding episodes.jsonl)")
    parser.add_argument("run_b", help="the run directory to compare it with")
    args = parser.parse_args()
    for run in (args.run_a, args.run_b):
        if not (Path(run) / "episodes.jsonl").is_file():
            parser.error(f"{run}: no episodes.jsonl there (not a run directory)")
    sys.exit(main(args.run_a, args.run_b))
