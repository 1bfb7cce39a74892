"""Grounding and estimate reading scored on the frozen, blind-labelled sets.

Run: ``PYTHONPATH=src python benchmarks/grounding_eval.py [--official PATH] [--misses]``

The sets (``tests/data/unseen/``, see its README) were written and labelled by a
reader who had not seen the grounding code or its docs; the rules were never
tuned on them line by line. Figures:

* ``grounding_unseen.jsonl``: mention precision and recall (a labelled mention
  counts as found when ``Grounder.names`` returns it; every other name returned
  is a false mention) and belief-exact (``belief_from_text`` equal to the label
  at every level), overall and per construction tag;
* ``estimate_agreement.jsonl``: agreement of the exact judge's reading of a
  free-text estimate with the label, as the judge scores it (``prior`` lines
  through the trajectory-ToM reading, ``current`` lines through the stepwise
  one). ``"unscored"`` agrees with no estimate read; otherwise the estimate,
  normalised, must equal the normalised label at every level.

``tests/test_grounding_unseen.py`` asserts the figures measured here.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from tomsb_env.judges.exact import normalise_estimate
from tomsb_env.judges.free_text import Reading, read_belief_text, read_prior_text
from tomsb_env.universe.datasets import load_official_dataset
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.scenario import Scenario

ROOT = Path(__file__).resolve().parent.parent
UNSEEN = ROOT / "tests" / "data" / "unseen"
OFFICIAL = Path("/work/shared/official-dataset/three_layered_dataset.json")


def load(name: str) -> list[dict]:
    path = UNSEEN / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def scenarios_by_id(official: Path = OFFICIAL) -> dict[str, Scenario]:
    """Record ``i`` of the authors' file is ``official-{i:03d}`` (checked here)."""
    scenarios = load_official_dataset(official)
    out = {sc.id: sc for sc in scenarios}
    for i, sc in enumerate(scenarios):
        assert sc.id == f"official-{i:03d}", (i, sc.id)
    return out


@dataclass
class Tally:
    labelled: int = 0  # labelled mentions
    found: int = 0  # labelled mentions returned
    returned: int = 0  # names returned
    exact: int = 0  # beliefs equal to the label
    items: int = 0

    def add(self, other: Tally) -> None:
        for k in ("labelled", "found", "returned", "exact", "items"):
            setattr(self, k, getattr(self, k) + getattr(other, k))

    @property
    def precision(self) -> float:
        return self.found / self.returned if self.returned else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.labelled if self.labelled else 1.0

    @property
    def belief_exact(self) -> float:
        return self.exact / self.items if self.items else 1.0


@dataclass
class GroundingScores:
    total: Tally = field(default_factory=Tally)
    by_tag: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[str] = field(default_factory=list)


def score_grounding(items: list[dict], scenarios: dict[str, Scenario]) -> GroundingScores:
    out = GroundingScores()
    for it in items:
        sc = scenarios[it["scenario"]]
        g = grounder_for(sc.universe)
        names = g.names(it["text"])
        want = set(it["mentions"])
        belief = g.belief_from_text(it["text"])  # the labels describe the text alone
        t = Tally(len(want), len(want & names), len(names), belief == it["belief"], 1)
        out.total.add(t)
        out.by_tag[it["construction"]].add(t)
        if names != want or belief != it["belief"]:
            out.misses.append(
                f"{it['id']} [{it['construction']}] {it['text']!r}\n"
                f"   mentions got {sorted(names)} want {sorted(want)}\n"
                f"   belief   got {belief} want {it['belief']}"
            )
    return out


def judge_reading(sc: Scenario, kind: str, text: str) -> dict | None:
    """The estimate the exact judge scores for a free-text estimate of ``kind``, or None."""
    universe = sc.universe
    if kind == "prior":
        read = read_prior_text(universe, text, first_turn=False)
        ok = read.reading is Reading.PRIOR
    else:
        read = read_belief_text(universe, text)
        ok = read.reading is Reading.COMMITTED
    if not ok or read.estimate is None:
        return None
    est = normalise_estimate(universe, read.estimate)
    return None if all(v == "?" for v in est.values()) else est


@dataclass
class AgreementScores:
    agree: int = 0
    total: int = 0
    by_kind: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    disagreements: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.agree / self.total if self.total else 1.0


def score_agreement(items: list[dict], scenarios: dict[str, Scenario]) -> AgreementScores:
    out = AgreementScores()
    for it in items:
        sc = scenarios[it["scenario"]]
        got = judge_reading(sc, it["kind"], it["text"])
        label = it["label"]
        want = None if label == "unscored" else normalise_estimate(sc.universe, label)
        ok = got == want
        out.total += 1
        out.agree += ok
        out.by_kind[it["kind"]][0] += ok
        out.by_kind[it["kind"]][1] += 1
        if not ok:
            out.disagreements.append(
                f"{it['id']} [{it['kind']}] {it['text']!r}\n   got {got}\n   want {want}"
            )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--official", type=Path, default=OFFICIAL)
    ap.add_argument("--misses", action="store_true", help="list every item read differently")
    args = ap.parse_args()
    scenarios = scenarios_by_id(args.official)
    g = score_grounding(load("grounding_unseen.jsonl"), scenarios)
    t = g.total
    print(f"grounding_unseen.jsonl: {t.items} texts")
    print(
        f"  mention precision {t.precision:.3f} ({t.found}/{t.returned})  "
        f"recall {t.recall:.3f} ({t.found}/{t.labelled})  "
        f"belief exact {t.belief_exact:.3f} ({t.exact}/{t.items})"
    )
    print(f"  {'tag':18} {'precision':>9} {'recall':>7} {'belief':>9}")
    for tag, x in sorted(g.by_tag.items()):
        print(
            f"  {tag:18} {x.precision:9.3f} {x.recall:7.3f} {x.exact:4d}/{x.items:<4d}"
            f" ({x.belief_exact:.2f})"
        )
    a = score_agreement(load("estimate_agreement.jsonl"), scenarios)
    print(f"estimate_agreement.jsonl: agreement {a.rate:.3f} ({a.agree}/{a.total})")
    for kind, (ok, n) in sorted(a.by_kind.items()):
        print(f"  {kind:8} {ok}/{n}")
    if args.misses:
        print("\n-- grounding misses")
        print("\n".join(g.misses))
        print("\n-- estimate disagreements")
        print("\n".join(a.disagreements))


if __name__ == "__main__":
    main()
