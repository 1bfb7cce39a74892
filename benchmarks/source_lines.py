"""Source lines of ``src/`` (Python, ``wc -l`` after ``ruff format``), split by the feature set.

    python benchmarks/source_lines.py [--history REV]

Issue 14 set a budget of 13,000 lines for the library as it stood before the
simplification (f97f071, 16,182 lines), measured when the simplification lands,
and asked later features to stay lean. Later features did land first, each in
modules of its own: ``LATER_FEATURES`` lists them with the issue that added
them. The script prints the total, the lines of those modules, and the rest,
which is the f97f071 feature set plus whatever the later issues added inside
the older modules (counted against the budget, so the split errs against us).

``--history REV`` also lists, for each first-parent commit since REV (a merge
counts as one), the net lines it added to the rest and to the later modules:
how much of the rest a later issue's work put there.
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
BUDGET = 13_000

# module (relative to src/) -> the issue whose feature it is
LATER_FEATURES: dict[str, int] = {
    # 13: trustworthy scores
    "tomsb_env/universe/ordinary.py": 13,
    "tomsb_env/estimates.py": 13,
    "tomsb_env/judges/free_text.py": 13,
    "tomsb_env/agents/attackers/scripted_rules.py": 13,
    "tomsb_env/agents/defenders/scripted_tricks.py": 13,
    # 15: integrations with trainers
    "tomsb_env/session.py": 15,
    "tomsb_env/loop_thread.py": 15,
    "tomsb_env/agents/defenders/prompt_files.py": 15,
    "tomsb_env/llm/settings.py": 15,
    "tomsb_env/cli/llm_options.py": 15,
    "tomsb_env/integrations": 15,
    "tomsb_env/rollout": 15,
    "tomsb_verifiers": 15,
    # 16: bad input
    "tomsb_env/display.py": 16,
    "tomsb_env/universe/files.py": 16,
    "tomsb_env/benchmark/lock.py": 16,
    # 17: the paper's protocol and structured output
    "tomsb_env/agents/turn_schemas.py": 17,
    "tomsb_env/llm/guidance.py": 17,
    "tomsb_env/agents/defenders/paper_prompts.py": 17,
    "tomsb_env/judges/paper.py": 17,
    "tomsb_env/benchmark/paper_reports.py": 17,
    "tomsb_env/benchmark/protocol.py": 17,
}


def count(path: Path) -> int:
    files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return sum(len(f.read_text(encoding="utf-8").splitlines()) for f in files)


def is_later(path: str) -> bool:
    """Whether ``path`` (relative to the repository) is one of LATER_FEATURES' modules."""
    rel = path.removeprefix("src/")
    return any(rel == m or rel.startswith(m + "/") for m in LATER_FEATURES)


def history(rev: str) -> None:
    def git(*args: str) -> list[str]:
        return subprocess.run(
            ["git", *args], cwd=SRC.parent, check=True, capture_output=True, text=True
        ).stdout.splitlines()

    print(f"net lines per first-parent commit since {rev} (rest, later modules):")
    for line in git("log", "--first-parent", "--reverse", "--format=%h %s", f"{rev}..HEAD"):
        sha = line.split()[0]
        nets = [0, 0]
        for row in git("diff", "--numstat", f"{sha}^1", sha, "--", "src"):
            added, deleted, path = row.split("\t")
            if added != "-" and path.endswith(".py"):
                nets[is_later(path)] += int(added) - int(deleted)
        if any(nets):
            print(f"  {nets[0]:+6d} {nets[1]:+6d}  {line[:90]}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--history", metavar="REV", help="also list each commit's net lines since REV")
    args = ap.parse_args(argv)
    total = count(SRC)
    by_issue: dict[int, int] = {}
    for module, issue in LATER_FEATURES.items():
        path = SRC / module
        if not path.exists():
            raise SystemExit(f"{module} is listed in LATER_FEATURES but is not in src/")
        by_issue[issue] = by_issue.get(issue, 0) + count(path)
    later = sum(by_issue.values())
    print(f"src/ Python lines: {total:,}")
    for issue, lines in sorted(by_issue.items()):
        print(f"  modules of issue {issue}'s features: {lines:,}")
    rest = total - later
    verdict = "within" if rest <= BUDGET else "over"
    print(f"  the rest (f97f071's feature set and all else): {rest:,} ({verdict} {BUDGET:,})")
    if args.history:
        history(args.history)


if __name__ == "__main__":
    main()
