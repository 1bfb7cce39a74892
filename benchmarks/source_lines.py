"""Source lines of ``src/`` (Python, ``wc -l`` after ``ruff format``), per folder, against the
ceiling of issue 43 (21,500 lines with the wave's features in).

    python benchmarks/source_lines.py [--history REV]

``--history REV`` also lists, for each first-parent commit since REV (a merge counts as
one), the net lines it added to ``src/``.
"""

from __future__ import annotations

import argparse
import subprocess
from collections import Counter
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
CEILING = 21_500


def lines_by_folder() -> Counter[str]:
    """Lines per package folder (``tomsb_env/benchmark``...); top-level modules under their package."""
    out: Counter[str] = Counter()
    for f in SRC.rglob("*.py"):
        parts = f.relative_to(SRC).parts
        out["/".join(parts[:2]) if len(parts) > 2 else parts[0]] += len(
            f.read_text(encoding="utf-8").splitlines()
        )
    return out


def history(rev: str) -> None:
    def git(*args: str) -> list[str]:
        return subprocess.run(
            ["git", *args], cwd=SRC.parent, check=True, capture_output=True, text=True
        ).stdout.splitlines()

    print(f"net src/ lines per first-parent commit since {rev}:")
    for line in git("log", "--first-parent", "--reverse", "--format=%h %s", f"{rev}..HEAD"):
        sha = line.split()[0]
        net = 0
        for row in git("diff", "--numstat", f"{sha}^1", sha, "--", "src"):
            added, deleted, path = row.split("\t")
            if added != "-" and path.endswith(".py"):
                net += int(added) - int(deleted)
        if net:
            print(f"  {net:+6d}  {line[:90]}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--history", metavar="REV", help="also list each commit's net lines since REV")
    args = ap.parse_args(argv)
    folders = lines_by_folder()
    total = sum(folders.values())
    verdict = "within" if total <= CEILING else "over"
    print(f"src/ Python lines: {total:,} ({verdict} the ceiling of {CEILING:,})")
    for folder, lines in sorted(folders.items(), key=lambda kv: -kv[1]):
        print(f"  {folder:<36} {lines:6,}")
    if args.history:
        history(args.history)


if __name__ == "__main__":
    main()
