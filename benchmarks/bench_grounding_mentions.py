"""Precision and recall of grounding on the labelled mention set, before and after.

Run: ``PYTHONPATH=src python benchmarks/bench_grounding_mentions.py [--old-ref f97f071]
[--no-speed]``

The set (``tests/data/grounding_mentions.jsonl``) holds hand-written texts on
the authors' universes, each with the names it mentions. A name counts as
found when ``names(text)`` returns it. Figures:

* precision over all items, and the false mentions on the items that use
  common-word names in their ordinary sense (goal: none);
* recall on the items that use names as names (goal: at least the old
  grounder's);
* per category, found / expected and false mentions.

"Before" is the grounder at git ``--old-ref`` (default f97f071, the last one
without the common-word rules), loaded from ``git show`` into a temporary
module; it is skipped when git or the ref is not available. The speed figure
is ``names()`` and ``belief_from_text()`` on ~300-character messages, timed as
in ``bench_grounding.py`` (target: at most 20 us per message).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from tomsb_env.universe.datasets import load_official_dataset
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.tree import Universe

ROOT = Path(__file__).resolve().parent.parent
SET = ROOT / "tests" / "data" / "grounding_mentions.jsonl"
# the authors' dataset lies beside the checkout (../shared), never inside the package
OFFICIAL = ROOT.parent / "shared" / "official-dataset" / "three_layered_dataset.json"
ORDINARY = frozenset({"ordinary", "ordinary_with_name", "sentence_start_ambiguous"})


def load_items(path: Path = SET) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def old_grounding(ref: str) -> ModuleType | None:
    """The grounding module as it was at ``ref``, or None if git cannot show it."""
    try:
        src = subprocess.run(
            ["git", "show", f"{ref}:src/tomsb_env/universe/grounding.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    name = f"_grounding_at_{ref}"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    exec(compile(src, f"{ref}:grounding.py", "exec"), module.__dict__)
    return module


def score(items: list[dict], names_of: Callable[[Universe, str], set[str]]) -> dict:
    """Counts of found, expected and false mentions, overall and per category."""
    scenarios = {s.id: s for s in load_official_dataset(OFFICIAL)}
    per: dict[str, Counter] = {}
    for item in items:
        universe = scenarios[item["scenario"]].universe
        expected = {n for names in item["expected"].values() for n in names}
        got = names_of(universe, item["text"])
        c = per.setdefault(item["category"], Counter())
        c["items"] += 1
        c["expected"] += len(expected)
        c["found"] += len(got & expected)
        c["false"] += len(got - expected)
    total = sum(per.values(), Counter())
    proper = sum((c for k, c in per.items() if k not in ORDINARY), Counter())
    return {
        "per": per,
        "precision": total["found"] / max(1, total["found"] + total["false"]),
        "recall_proper": proper["found"] / max(1, proper["expected"]),
        "false_on_ordinary": sum(c["false"] for k, c in per.items() if k in ORDINARY),
        "items": total["items"],
    }


def speed(messages: int) -> tuple[float, float]:
    """Mean CPU us per ~300-character message for names() and belief_from_text() (official)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent / "perf"))
    import random

    import bench_grounding as bg  # the speed benchmark's messages and timer

    rng = random.Random(0)
    names, beliefs = [], []
    for uni in bg.official():
        texts = [bg.message(rng, uni) for _ in range(messages)]
        g = grounder_for(uni)
        names.append(bg.per_message_us(g.names, texts))
        beliefs.append(bg.per_message_us(g.belief_from_text, texts))
    return statistics.mean(names), statistics.mean(beliefs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--old-ref", default="f97f071", help="git ref of the 'before' grounder")
    ap.add_argument("--no-speed", action="store_true", help="skip the speed figure")
    ap.add_argument("--messages", type=int, default=500, help="messages per universe (speed)")
    args = ap.parse_args()
    items = load_items()
    runs = []
    old = old_grounding(args.old_ref)
    if old is not None:
        cache: dict[int, object] = {}

        def old_names(u: Universe, text: str) -> set[str]:
            g = cache.setdefault(id(u), old.Grounder(u))
            return g.names(text)

        runs.append((f"before ({args.old_ref})", score(items, old_names)))
    else:
        print(f"(git cannot show {args.old_ref}: 'before' skipped)")
    runs.append(("after (this tree)", score(items, lambda u, t: grounder_for(u).names(t))))
    print(f"labelled set: {len(items)} texts, {SET.relative_to(ROOT)}")
    for label, r in runs:
        print(
            f"{label:<22} precision {r['precision']:.3f}   recall on proper uses "
            f"{r['recall_proper']:.3f}   false mentions on ordinary uses {r['false_on_ordinary']}"
        )
    print("per category (found/expected, false mentions):")
    cats = sorted(runs[-1][1]["per"])
    for cat in cats:
        cells = []
        for _, r in runs:
            c = r["per"][cat]
            cells.append(f"{c['found']:>3}/{c['expected']:<3} false {c['false']:>3}")
        print(f"  {cat:<26} " + "   |   ".join(cells))
    if not args.no_speed and OFFICIAL.exists():
        n_us, b_us = speed(args.messages)
        print(
            f"speed (official universes, ~300-char messages): names() {n_us:.2f} us, "
            f"belief_from_text() {b_us:.2f} us per message (target <= 20)"
        )


if __name__ == "__main__":
    main()
